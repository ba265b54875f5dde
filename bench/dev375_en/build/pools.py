"""Invented name, place and organisation pools for dev375_en (author 375).

Every hospital, practice, pharmacy, ward, employer, school and insurer below is
invented. Person names are random pairings of common given names and surnames
from many origins; no pairing is meant to denote a real person.
"""


def _w(s):
    return s.split()


MALE = _w("""
James Oliver Thomas William Harry George Jack Daniel Matthew Ryan Liam Connor Sean
Ciaran Declan Padraig Eoin Callum Rhys Owen Dylan Gareth Hamish Angus Fraser Ewan
Michael David Robert Richard Joseph Christopher Anthony Mark Steven Paul Andrew
Kevin Brian Gary Wayne Dale Trent Bradley Cody Tyler Brandon Jaden Marcus Darnell
Terrence Andre Malik Jamal DeShawn Tariq Imran Bilal Usman Hamza Faisal Omar Yusuf
Ibrahim Khalid Rashid Samir Karim Hassan Reza Dariush Kian Arash Rajesh Sanjay
Vikram Arjun Rohan Anil Suresh Pradeep Harpreet Gurpreet Manjit Ravi Nikhil Amit
Deepak Kamal Sunil Tuan Minh Duc Hieu Quang Wei Jun Hao Jian Ming Kenji Hiroshi
Takeshi Daisuke Minjun Jiho Jose Juan Carlos Miguel Luis Alejandro Diego Mateo
Santiago Rafael Joao Tiago Pedro Giovanni Marco Luca Matteo Paolo Stefano Dimitrios
Giorgos Nikos Kostas Piotr Tomasz Krzysztof Marek Pawel Andrzej Jakub Bogdan Mihai
Andrei Ionut Vasyl Oleksandr Dmytro Taras Mehmet Emre Mustafa Burak Chukwuemeka
Obinna Emeka Ikenna Chidi Oluwaseun Babatunde Adebayo Tunde Femi Kwame Kofi Yaw
Kwabena Tendai Tafadzwa Abdirahman Mahad Liban Tesfaye Dawit Bereket Tane Wiremu
Hemi Rawiri Nikau Sione Tevita Sefo Iosefa Mathieu Etienne Gilles Rowan Finn Arlo
Kai Desmond Clive Neville Trevor Nigel Colin Graham Leroy Winston Delroy Errol
""")

FEMALE = _w("""
Olivia Amelia Isla Ava Emily Sophie Grace Lily Chloe Ella Jessica Charlotte Siobhan
Aoife Niamh Roisin Saoirse Ciara Orla Sinead Caitriona Eilidh Morag Kirsty Catriona
Carys Ffion Bethan Megan Rhiannon Mary Patricia Jennifer Linda Barbara Susan Karen
Nancy Lisa Betty Sandra Donna Michelle Carol Brenda Kayla Brittany Ashley Tamika
Latoya Keisha Shanice Imani Aaliyah Ayesha Fatima Zainab Maryam Hina Saima Nadia
Rukhsana Shabana Nasreen Yasmin Leila Shirin Parisa Priya Anjali Deepa Sunita Kavita
Lakshmi Meena Harjeet Jaspreet Manpreet Simran Pooja Neha Lan Mai Huong Thao Linh
Mei Xiu Ying Hui Fang Yuki Aiko Haruka Sakura Jiwoo Seoyeon Minji Maria Carmen Lucia
Sofia Valentina Camila Isabel Ana Beatriz Ines Giulia Francesca Chiara Elena Eleni
Katerina Sofia Agnieszka Katarzyna Malgorzata Ewa Joanna Magdalena Ioana Andreea
Elena Oksana Olena Tetiana Ayse Elif Zeynep Ngozi Chiamaka Adaeze Nneka Folake
Yetunde Funmilayo Abena Akosua Ama Efua Rutendo Chipo Fartun Hodan Ayaan Hiwot
Selam Mekdes Aroha Mere Hine Ngaire Moana Losana Mele Salote Ana Sieni Genevieve
Isabelle Chantal Manon Josee Maeve Freya Poppy Hazel Ivy Marjorie Doreen Gladys
Beverley Pauline Janet Glenda Cheryl Marcia Hyacinth Paulette
""")

SURNAMES = _w("""
Smith Jones Taylor Brown Williams Wilson Evans Roberts Johnson Walker Wright
Robinson Thompson Hughes Edwards Green Hall Wood Harris Clarke Lewis Jackson Turner
Hill Moore Cooper Ward Morris King Baker Harrison Morgan Patel Khan Shah Ahmed
Hussain Begum Iqbal Chaudhry Malik Akhtar Rahman Islam Uddin Miah Singh Kaur Gill
Sandhu Sidhu Dhillon Sharma Gupta Reddy Nair Menon Pillai Iyer Krishnan Rao Perera
Fernando Silva Jayasuriya Wickramasinghe Murphy Kelly O'Sullivan Walsh O'Brien
Byrne Ryan O'Connor O'Neill Doyle McCarthy Gallagher Doherty Kennedy Lynch Murray
Quinn Moloney Fitzgerald MacDonald Campbell Stewart Robertson MacLeod Fraser
Mackenzie Ross Sinclair Duncan Davies Price Llewellyn Pritchard Okafor Okonkwo Nwosu
Eze Obi Adeyemi Oyelaran Ogunleye Balogun Mensah Owusu Boateng Asante Appiah Osei
Chikwanha Moyo Ncube Mohamed Abdi Warsame Yusuf Gebremedhin Haile Nguyen Tran Le
Pham Hoang Vu Dang Bui Chen Wang Zhang Liu Huang Zhao Wu Zhou Lin Lam Wong Cheung
Chan Tanaka Sato Suzuki Watanabe Kim Park Choi Jung Kang Santos Reyes Cruz Bautista
Garcia Mendoza Fernandez Gonzalez Rodriguez Martinez Lopez Hernandez Torres Ramirez
Flores Morales Ortiz Costa Ferreira Pereira Oliveira Rossi Russo Bianchi Romano
Esposito Ricci Conti Papadopoulos Georgiou Nikolaidis Kowalski Nowak Wisniewski
Wojcik Kaminski Lewandowski Zielinski Popescu Ionescu Popa Dumitru Kovalenko
Shevchenko Bondarenko Yilmaz Kaya Demir Sahin Celik Hosseini Ahmadi Karimi Rahimi
Tremblay Gagnon Cote Bouchard Gauthier Morin Lavoie Fortin Pelletier Ngata Parata
Tipene Rangi Horomona Faleolo Leota Vaifale Taufa Havili Fifita Washington Brooks
Coleman Bryant Simmons Jenkins Freeman Banks Dawson Reid Gordon Francis Okoro
Achterberg Lindqvist Haugen Van der Berg MacAulay Brennan Kowalczyk Nakamura
""")
# "Van der Berg" splits; rebuild compound surnames
SURNAMES = [s for s in SURNAMES if s not in ("Van", "der", "Berg")] + [
    "van der Berg", "Dela Cruz", "Te Rangi", "Abu Bakr", "St Clair"]

NICK = {"William": "Bill", "Robert": "Bob", "Richard": "Rick", "Michael": "Mick",
        "Elizabeth": "Liz", "Patricia": "Trish", "Margaret": "Peggy",
        "Christopher": "Chris", "Anthony": "Tony", "Matthew": "Matt",
        "Jennifer": "Jen", "Katarzyna": "Kasia", "Malgorzata": "Gosia",
        "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Alejandro": "Alex",
        "Dimitrios": "Jimmy", "Joseph": "Joe", "Susan": "Sue", "Barbara": "Barb",
        "Abdirahman": "Abdi", "Oleksandr": "Sasha", "Samantha": "Sam"}

STREET_BASE = _w("""
Elm Oak Ash Beech Birch Cedar Larch Rowan Willow Holly Hawthorn Juniper Laurel
Maple Poplar Alder Chestnut Linden Sycamore Aspen Hazel Magnolia Wattle Banksia
Kowhai Totara Rimu Karaka Tawa Mill Church Station Bridge Market Castle Abbey
Chapel Quarry Forge Orchard Meadow Brook River Lake Harbour Ferry Dock Canal Moor
Heath Fern Bracken Heather Thistle Primrose Bluebell Clover Daisy Kingfisher Heron
Wren Lark Swallow Curlew Plover Falcon Kestrel Osprey Raven Badger Fox Otter Deer
Hartley Ashworth Pemberton Fairfax Carrington Whitmore Ellery Dunmore Calloway
Beaumont Redfern Fielding Hollis Marsden Sutcliffe Granger Penrose Tremayne Gilmore
Lockhart Prescott Waverley Kirkwood Lennox Ormond Tennant Halloran Mulgrave
""")
STREET_SUF = {
    "GB": _w("Road Street Lane Close Avenue Crescent Drive Way Terrace Gardens Grove Place Walk Rise Mews"),
    "IE": _w("Road Street Lane Avenue Park Crescent Drive Terrace Grove Close Lawns Heights View"),
    "US": _w("Street Avenue Road Drive Lane Boulevard Court Way Place Parkway Terrace Circle Trail"),
    "CA": _w("Street Avenue Road Drive Crescent Boulevard Court Way Place Trail Gate Lane"),
    "AU": _w("Street Road Avenue Parade Crescent Drive Place Close Court Way Lane Terrace Highway"),
    "NZ": _w("Street Road Avenue Crescent Drive Place Terrace Lane Way Grove Rise Close Parade"),
}
STREET_ABBR = {"Street": "St", "Road": "Rd", "Avenue": "Ave", "Drive": "Dr",
               "Lane": "Ln", "Crescent": "Cres", "Boulevard": "Blvd",
               "Court": "Ct", "Place": "Pl", "Terrace": "Tce", "Parade": "Pde",
               "Close": "Cl", "Parkway": "Pkwy", "Highway": "Hwy"}

TOWNS = {
    "GB": _w("""Ashbridge Kelmsworth Marlowfield Penhallow Brackenford Stallingford Hexley
Lindenholme Craigmuir Aberlyn Llanfrith Dunmorrow Oldbury_Fen Holtby_Cross
Ravensworth_Green Caddington_Moor Wendlebury_Heath Fenwick_Magna Thornwick Castleby
Leeds Sheffield Bristol Leicester Glasgow Cardiff Norwich Sunderland Coventry"""),
    "US": _w("""Millbrook Cedar_Hollow Port_Ardent Brackett_Springs Glenmoor Fairhaven_Falls
Oakridge_Junction Lake_Tamsin Harlan_Creek Redmond_Bluff West_Calloway Stonebridge
Pinecrest Marigold Ashby_Crossing Willow_Bend Copper_Falls New_Hartwell Greer_Valley
Larkin_Mills Tamsin_Heights Bellhaven"""),
    "AU": _w("""Wattle_Creek Banksia_Vale Corella_Bay Mundabrook Kooringal_Springs Tallowood
Emu_Crossing Ironbark_Ridge Port_Wallis Bindaree Warrigal_Plains Gumtree_Flat
Lyrebird_Hill Mallee_Downs Port_Carrow Quandong_Creek Brolga_Point"""),
    "CA": _w("""Birchcliff_Landing Port_Gracey Northmoor Frasier_Creek Willowdale_Crossing
Pinegrove Mount_Calder Kestrel_Lake Elk_Meadow Riviere-aux-Saules St-Aurele
Beaverdam_Falls Grand_Ormond Tamarack_Bay Loonwater Cedar_Portage"""),
    "IE": _w("""Ballyfarren Kilcashel Castlemoyle Rathcullen Glenbarra Moyvalla Ardnacree
Carrigmore Dromkeel Lisnagarry Cork Galway Limerick Waterford Drogheda Sligo Athlone
Tralee Dundalk Ennis"""),
    "NZ": _w("""Kahikatea_Springs Ruawai_Heads Totara_Downs Pohutu_Bay Whenuaroa Karaka_Valley
Matai_Ridge Kereru_Flat Tawa_Point Pukeko_Bay Rata_Hills Harakeke_Flat Manuka_Downs
Kawau_Heads"""),
}
TOWNS = {k: [t.replace("_", " ") for t in v] for k, v in sorted(TOWNS.items())}

IE_COUNTIES = _w("Cork Galway Mayo Kerry Donegal Wexford Kildare Meath Limerick Tipperary Clare Sligo Louth Waterford")
GB_COUNTIES = _w("Lancashire Yorkshire Devon Cornwall Kent Norfolk Suffolk Cumbria Durham Shropshire Fife Lothian Gwynedd Powys")

STATES = {
    "US": [("Ohio", "OH"), ("Michigan", "MI"), ("New York", "NY"), ("Arizona", "AZ"),
           ("California", "CA"), ("Washington", "WA"), ("Nebraska", "NE"),
           ("Georgia", "GA"), ("Texas", "TX"), ("Oregon", "OR"), ("Illinois", "IL"),
           ("Pennsylvania", "PA"), ("Minnesota", "MN"), ("Colorado", "CO")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Quebec", "QC")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Northland", "Northland"), ("Bay of Plenty", "BOP"), ("Taranaki", "Taranaki"),
           ("Hawke's Bay", "Hawke's Bay"), ("Manawatu-Whanganui", "Manawatu")],
}

HOSPITALS = {
    "GB": ["Ashbridge General Hospital", "Kelmsworth Royal Infirmary",
           "St Aldric's Hospital", "Marlowfield University Hospital",
           "Brackenford District General", "Penhallow Community Hospital",
           "Craigmuir Royal Infirmary", "Llanfrith General Hospital",
           "Queen Adela Hospital", "Hexley Park Hospital"],
    "US": ["Mercy Ridge Medical Center", "Glenmoor Regional Hospital",
           "Harlan Creek Community Hospital", "St. Ansgar Medical Center",
           "Port Ardent University Hospital", "Fairhaven Falls General",
           "Lake Tamsin Memorial Hospital", "Pinecrest Valley Medical Center",
           "Redmond Bluff Health Campus", "Oakridge Baptist Hospital"],
    "AU": ["Wattle Creek Base Hospital", "Corella Bay Hospital",
           "Mundabrook District Health Service", "St Brendan's Private Hospital",
           "Ironbark Ridge Regional Hospital", "Port Wallis General Hospital",
           "Kooringal Springs Health Service", "Tallowood Memorial Hospital"],
    "CA": ["Birchcliff Regional Health Centre", "Port Gracey General Hospital",
           "Northmoor Memorial Hospital", "St. Evangeline's Hospital",
           "Kestrel Lake District Hospital", "Frasier Creek Health Sciences Centre",
           "Hopital Riviere-aux-Saules", "Mount Calder Community Hospital"],
    "IE": ["Ballyfarren University Hospital", "Kilcashel General Hospital",
           "St Finbarr's Regional Hospital", "Castlemoyle Community Hospital",
           "Mercy Glenbarra Hospital", "Rathcullen District Hospital",
           "Our Lady of Ardnacree Hospital"],
    "NZ": ["Kahikatea Springs Hospital", "Ruawai Base Hospital",
           "Totara Downs Hospital", "Pohutu Bay Regional Hospital",
           "Whenuaroa Hospital", "Karaka Valley Hospital", "Matai Ridge Hospital"],
}
HOSP_SHORT = {"General Hospital": "GH", "Royal Infirmary": "RI",
              "University Hospital": "UH", "Medical Center": "MC",
              "Regional Hospital": "RH"}

WARD_NAMES = _w("""Rowan Kingfisher Beech Larch Heron Osprey Willow Maple Juniper Hawthorn
Cedar Aspen Bluebell Foxglove Lavender Primrose Kowhai Waratah Jacaranda Bottlebrush
Puffin Curlew Nightingale Seacole Fleming Lister Jenner""")

PLACE_WORDS = _w("""Fernhill Birchmoor Riverside Harbourview Oak_Hollow Parkway Kestrel
Meadowbank Greystone Bluegum Northgate Brightwater Copperfield Silverbirch Riverbend
Oakmere Redcliffe Ambergate Willowmere Foxley Ravensbrook Sandpiper Thistledown
Blackwood Meadowvale Highfield Lowther Stonecroft Larkspur Elmstead Westbury
Ironside Goldcrest Hollybank Ashgrove Cloverleaf Marshfield Pinehurst Tidewater
Coralstone Kauri_Point Tussock_Hill Lochside Glenview Bramblewood Hillcrest
Rosewood Seabrook Sunnyside Whitecliff Summerhill Kingsmead Heathfield""")
PLACE_WORDS = [p.replace("_", " ") for p in PLACE_WORDS]

PRACTICE_SUF = {
    "GB": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Community Health Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical Practice"],
}
PHARM_SUF = ["Pharmacy", "Chemist", "Pharmacy & Wellness", "Community Pharmacy", "Drug Store"]
CAREHOME_SUF = ["Care Home", "Nursing Home", "Lodge", "Residential Care", "Retirement Village"]
COMMUNITY_TEAM = ["District Nursing Team", "Community Diabetes Service",
                  "Community Nursing Hub", "Home Care Nursing", "Visiting Nurse Service"]

ORG_SUF = ["Logistics", "Freight Ltd", "Building Supplies", "Primary School",
           "High School", "Bakery", "Engineering", "Taxis", "Bus Company", "Foods",
           "Construction", "Packaging", "Dairy Co-op", "Timber Mill", "Hotel",
           "Academy", "Couriers", "Motors", "Security Services", "Cleaning Services",
           "College", "Garden Centre", "Plastics", "Steelworks", "Fisheries"]
INSURER = ["BlueHarbor Health", "Keystone Mutual", "Summit Ridge Health Plan",
           "Evergreen Benefit Trust", "Lakeshore Care Alliance", "Prairie Star Health",
           "Northstar Medical Fund", "Coralstone Health Cover", "Tidewater Mutual"]
INSURER_AU = ["Coralstone Health Cover", "Bluegum Health Fund", "Southern Star Benefit Society",
              "Wattle Members Health"]
INSURER_IE = ["Glenview Health Insurance", "Atlantic Mutual Health", "Lochside Cover"]
CHURCH = ["St Columba's Church", "Grace Baptist Fellowship", "Hillcrest Gospel Hall",
          "Al-Noor Mosque", "Gurdwara Sahib Westbury", "Holy Trinity Parish",
          "Lotus Buddhist Centre"]

COUNTRIES = ["Pakistan", "India", "Nigeria", "Poland", "the Philippines", "Somalia",
             "Ghana", "Vietnam", "China", "Jamaica", "Portugal", "Spain", "Greece",
             "Romania", "Ukraine", "Turkey", "Iran", "Sri Lanka", "Bangladesh",
             "Samoa", "Tonga", "Fiji", "South Africa", "Zimbabwe", "Italy", "Kenya",
             "Ethiopia", "Egypt", "Mexico", "Brazil", "Thailand", "Morocco", "Lebanon"]
COUNTRY_SELF = {"GB": ["UK", "United Kingdom"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland"],
                "NZ": ["New Zealand", "NZ"]}

PROFESSIONS = ["HGV driver", "bus driver", "taxi driver", "forklift operator",
               "scaffolder", "electrician", "plumber", "chef", "baker", "teacher",
               "teaching assistant", "care worker", "cleaner", "security guard",
               "postal worker", "farmer", "sheep shearer", "fisherman", "accountant",
               "software developer", "firefighter", "police officer", "paramedic",
               "hairdresser", "shop assistant", "warehouse operative", "labourer",
               "carpenter", "mechanic", "machinist", "welder", "courier",
               "delivery driver", "crane operator", "civil servant", "solicitor",
               "barista", "kitchen porter", "line cook", "dairy farmer",
               "rideshare driver", "long-haul truck driver", "roofer", "stonemason",
               "pharmacy technician", "dental nurse", "librarian", "bookkeeper",
               "university student", "flight attendant", "train driver", "miner",
               "nurse", "lorry driver", "school bus driver", "landscaper",
               "night-shift packer", "dockworker", "lab technician", "social worker"]
RETIRED = ["miner", "teacher", "nurse", "bus driver", "publican", "shipbuilder",
           "farmer", "postman", "secretary", "police officer", "engineer",
           "machinist", "seamstress", "bank clerk", "carpenter", "electrician"]

FAM_REL = ["wife", "husband", "daughter", "son", "partner", "mother", "father",
           "sister", "brother", "niece", "nephew", "granddaughter", "grandson",
           "neighbour", "friend", "carer", "son-in-law", "daughter-in-law", "flatmate"]
