"""Invented name, place and organisation pools for dev24_en (all fictional)."""

SURNAMES = {
    "anglo": """Ashworth Barlow Bennett Blackwood Bramley Carver Chadwick Clifford Coates Davenport Dawson
        Eastwood Fairbairn Fletcher Garside Goodwin Hadley Harrington Haworth Hollis Holt Kendrick Lambert
        Langley Marsh Mayhew Middleton Norris Oakley Pemberton Pickering Radcliffe Rowntree Sheldon Shipley
        Stanton Sutcliffe Thornton Tindall Underwood Varley Wainwright Whitlock Winslow Yardley Brooker
        Cartwright Fenwick Hartley Pryor""".split(),
    "irish": """O'Sullivan McCarthy Brennan Cullinane Dunphy Fitzgerald Geraghty Hegarty Keogh Lynch McGrath
        Moriarty Nolan O'Donoghue Phelan Quinlan Redmond Sheehan Tierney Walsh Kavanagh Cassidy Doherty
        Flanagan Gallagher Heffernan Mulcahy O'Riordan Mac_Giolla_Bhride Ní_Bhriain""".split(),
    "celtic": """MacLeod Buchanan Drummond Ferguson Gilchrist Lindsay MacKenzie Munro Sinclair Urquhart
        Llewellyn Pritchard Rhys Vaughan Bevan Griffiths Howells Prosser Jenkins Morgan""".split(),
    "southasian": """Patel Sharma Iyer Nair Reddy Chatterjee Banerjee Deshpande Kulkarni Menon Pillai Rao
        Venkatesan Subramanian Gupta Agarwal Mehta Joshi Bhattacharya Chaudhary Khan Siddiqui Qureshi Ahmed
        Hussain Chowdhury Rahman Sandhu Gill Dhillon Grewal Bose Mukherjee Naidu Hegde Shetty Kamath Pandey
        Tiwari Mishra Srinivasan Krishnan Thakur Saxena Malhotra Kapoor Bhat Das Ghosh Jadhav Patil Shinde
        Gowda Yadav""".split(),
    "eastasian": """Chen Wong Nguyen Tran Pham Kim Park Choi Tanaka Sato Nakamura Watanabe Zhang Liu Huang
        Zhao Wu Lin Yang Ho Chan Lam Leung Cheung Yamamoto Kobayashi Jung Kang Vu Hoang""".split(),
    "african": """Okafor Adeyemi Mensah Boateng Owusu Nwosu Eze Okonkwo Abubakar Diallo Kamara Mwangi Otieno
        Kariuki Banda Phiri Mahlangu Ndlovu Dlamini Asante Oyelaran Olawale Adebayo Bello Chukwu Tesfaye
        Haile Girma Mutua Osei""".split(),
    "hispanic": """Garcia Rodriguez Hernandez Lopez Martinez Gonzalez Ramirez Torres Flores Rivera Gomez Diaz
        Reyes Morales Ortiz Castillo Vargas Mendoza Ruiz Alvarez Castro Romero Herrera Medina Aguilar Vega
        Delgado Navarro Cabrera Salazar""".split(),
    "arabic": """Haddad Khoury Nasser Saleh Mansour Al-Masri Farouk Hamdan Abboud Karimi Hosseini Rahimi
        Tehrani Yilmaz Demir Aydin Öztürk Barakat Darwish Jaber""".split(),
    "european": """Kowalski Nowak Wiśniewska Dąbrowski Novak Horvat Kovačić Müller Schneider Fischer Becker
        Hoffmann Rossi Bianchi Esposito Romano Ferraro Papadopoulos Georgiou Nikolaidis Dubois Lefebvre
        Tremblay Gagnon Bouchard Côté Pelletier Lavoie Fournier Leblanc Jansen de_Vries van_den_Berg
        Lindqvist Johansson Andersen Nielsen Ivanova Petrov Popescu""".split(),
    "pacific": """Ngata Parata Tawhiri Te_Whata Horomona Rangihau Waaka Tipene Hohaia Poutama Fa'amoe Tuilagi
        Leota Faleolo Tupou Vaipulu Fifita Mahe Taufa Soliai""".split(),
}

GIVEN_F = {
    "anglo": """Abigail Beatrice Caroline Deborah Eleanor Georgia Harriet Imogen Jessica Katherine Lauren
        Megan Natalie Olivia Penelope Rebecca Sophie Tessa Victoria Wendy Alice Charlotte Emily Hannah Lucy
        Margaret Ruth Susan Joan Pamela""".split(),
    "irish": """Aoife Siobhán Niamh Orla Gráinne Clodagh Róisín Saoirse Sinéad Caoimhe Ciara Deirdre Eimear
        Maeve Nuala""".split(),
    "celtic": "Eilidh Isla Morag Catriona Rhiannon Cerys Bethan Seren Ffion Kirsty".split(),
    "southasian": """Ananya Priya Lakshmi Meera Kavya Shreya Divya Pooja Sunita Anjali Deepa Nandini Radhika
        Harpreet Simran Farah Ayesha Nusrat Fatima Rukhsana Gayatri Padma Sowmya Revathi Tanvi Ishita Bhavna
        Jaspreet Kiran Leela""".split(),
    "eastasian": """Mei Xiu_Ying Hana Yuki Aiko Ji-woo Min-ji Linh Thu Lan Jing Wen Hui_Min Sakura
        Seo-yeon""".split(),
    "african": """Adaeze Chiamaka Ngozi Folake Abena Akosua Ama Amara Zainab Wanjiru Nomvula Thandiwe Makeda
        Selam Efua Yetunde Imani Nia Kemi Funmilayo""".split(),
    "hispanic": """Guadalupe María_José Lucía Valentina Camila Ximena Rosa Carmen Daniela Paola Marisol
        Yesenia Alejandra Gabriela Luz""".split(),
    "arabic": "Layla Noor Yasmin Rania Salma Mariam Dalia Leila Shirin Elif Zeynep Hiba".split(),
    "european": """Agnieszka Katarzyna Magdalena Ewa Ingrid Astrid Sofia Giulia Francesca Chiara Eleni
        Despina Amélie Chloé Geneviève Isabelle Marie-Claude Anneke Freya Elena""".split(),
    "pacific": "Aroha Mere Ngaire Anahera Kahurangi Moana Hine Marama Losa Sina Mele Tiare Kiri".split(),
}

GIVEN_M = {
    "anglo": """Alfred Benjamin Callum Daniel Edward Frederick George Harry Isaac Jack Kenneth Leonard
        Matthew Nathan Oliver Peter Raymond Samuel Thomas Walter William Arthur Colin Douglas Geoffrey Graham
        Howard Martin Stuart Trevor""".split(),
    "irish": """Cian Colm Darragh Eoin Fionn Pádraig Ronan Seán Tadhg Oisín Diarmuid Cathal Donal Fergal
        Lorcan""".split(),
    "celtic": "Angus Hamish Fraser Ewan Gethin Dafydd Rhodri Iwan Alasdair Lachlan".split(),
    "southasian": """Arjun Rohan Vikram Rahul Suresh Ramesh Anil Sanjay Karthik Aditya Pranav Manish
        Gurpreet Harjit Imran Faisal Tariq Bilal Rajesh Venkat Srinivas Mohan Abhishek Nikhil Varun
        Siddharth Deepak Ashok Prakash Yusuf""".split(),
    "eastasian": """Wei Jian Hiroshi Kenji Takumi Min-jun Seung-ho Minh Duc Quang Hao Jun Kai Tuan
        Haruto""".split(),
    "african": """Chinedu Emeka Kwame Kofi Yaw Oluwaseun Tunde Babajide Kelechi Obinna Sipho Themba Tendai
        Dawit Abebe Jabari Kwabena Femi Segun Ikenna""".split(),
    "hispanic": """Alejandro Javier Luis Miguel Diego Carlos Jorge Ricardo Mateo Santiago Eduardo Rafael
        Héctor Joaquín Ernesto""".split(),
    "arabic": "Omar Khalid Samir Karim Hassan Ali Mehmet Emre Reza Dariush Nabil Ziad".split(),
    "european": """Piotr Tomasz Krzysztof Lukas Matthias Stefan Giuseppe Marco Luca Nikos Dimitri Yannick
        Mathieu Étienne Jean-François Sven Lars Anders Andrei Bogdan""".split(),
    "pacific": "Wiremu Rawiri Tane Hemi Nikau Tama Mikaere Ropata Sione Tevita Ioane Pita Manu".split(),
}


def _fix(d):
    return {k: [w.replace("_", " ") for w in v] for k, v in d.items()}


SURNAMES, GIVEN_F, GIVEN_M = _fix(SURNAMES), _fix(GIVEN_F), _fix(GIVEN_M)

NICKNAMES = {"William": "Bill", "Margaret": "Peggy", "Robert": "Bob", "Katherine": "Kate",
             "Rebecca": "Becky", "Edward": "Ted", "Thomas": "Tom", "Samuel": "Sam", "Benjamin": "Ben",
             "Alejandro": "Alex", "Elizabeth": "Liz", "Jessica": "Jess", "Frederick": "Fred",
             "Douglas": "Doug", "Abigail": "Abby", "Victoria": "Vicky", "Kenneth": "Ken",
             "Leonard": "Len", "Raymond": "Ray", "Gurpreet": "Gary", "Oluwaseun": "Seun",
             "Siddharth": "Sid", "Pádraig": "Paddy", "Deborah": "Debbie", "Pamela": "Pam"}

ORIGIN_MIX = {
    "US": {"anglo": 30, "hispanic": 20, "african": 12, "eastasian": 10, "southasian": 8, "european": 10,
           "arabic": 6, "irish": 4},
    "UK": {"anglo": 35, "celtic": 12, "southasian": 18, "african": 10, "european": 10, "eastasian": 6,
           "arabic": 5, "irish": 4},
    "CA": {"anglo": 25, "european": 25, "eastasian": 15, "southasian": 15, "celtic": 6, "arabic": 6,
           "african": 5, "hispanic": 3},
    "AU": {"anglo": 35, "eastasian": 18, "european": 15, "southasian": 10, "celtic": 8, "arabic": 6,
           "pacific": 5, "irish": 3},
    "IE": {"irish": 50, "anglo": 15, "european": 15, "african": 8, "southasian": 7, "eastasian": 5},
    "NZ": {"anglo": 30, "pacific": 30, "eastasian": 12, "southasian": 10, "celtic": 10, "european": 8},
    "IN": {"southasian": 100},
}

# ---------------------------------------------------------------- places (towns invented)
STREET_NAMES = """Alder Ashgrove Beacon Birchwood Bramble Brookside Calder Canal Castlegate Cedar Chapel
    Clover Coppice Dunmore Elmhurst Fernhill Foxglove Glebe Granary Harbour Hawthorn Heron Highfield
    Holloway Juniper Kestrel Kingfisher Larch Linden Maple Meadowbank Mill Mulberry Nettlefold Orchard
    Osprey Pinecrest Quarry Railway Ravenscourt Rosewood Saltmarsh Sandpiper Sorrel Spinney Tannery
    Thistle Tollgate Wexcombe Willowbank Wren Yarrow Banksia Waratah Kowhai Totara Jacaranda""".split()

STREET_TYPES = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "St", "Ave", "Dr"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Way", "Grove", "Mews"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "St.", "Ave."],
    "AU": ["Street", "Road", "Parade", "Avenue", "Court", "Place", "Esplanade", "St", "Rd"],
    "IE": ["Road", "Street", "Park", "Lawn", "Grove", "Avenue", "Drive", "Heights"],
    "NZ": ["Road", "Street", "Place", "Avenue", "Crescent", "Terrace", "Rd", "St"],
    "IN": ["Road", "Main Road", "Cross", "Nagar Road", "Marg", "Street"],
}

# (town, state abbr, state name, zip prefix)
US_TOWNS = [("Millbrook Falls", "OH", "Ohio", "441"), ("Cedar Hollow", "IA", "Iowa", "522"),
            ("Port Ellery", "ME", "Maine", "041"), ("Harlan Springs", "TX", "Texas", "759"),
            ("Westover", "PA", "Pennsylvania", "191"), ("Bellmont", "MN", "Minnesota", "553"),
            ("Dunmore Heights", "IL", "Illinois", "606"), ("Sawyer Creek", "GA", "Georgia", "303"),
            ("Ravenna Bay", "WA", "Washington", "981"), ("Calloway", "NC", "North Carolina", "275"),
            ("East Tarrin", "MA", "Massachusetts", "021"), ("Quill Lake", "WI", "Wisconsin", "537"),
            ("Fairhaven Junction", "CO", "Colorado", "802"), ("Linwood Park", "NJ", "New Jersey", "070"),
            ("Marston", "AZ", "Arizona", "852"), ("Greyfield", "MI", "Michigan", "482"),
            ("San Aurelio", "CA", "California", "945"), ("Oxbow", "NE", "Nebraska", "681"),
            ("Bramwell", "VA", "Virginia", "232"), ("Tillman Cove", "FL", "Florida", "336"),
            ("Kessling", "MO", "Missouri", "631"), ("North Abingdon", "NY", "New York", "142"),
            ("Redstone Mesa", "NM", "New Mexico", "871"), ("Holcomb", "KY", "Kentucky", "402"),
            ("Ashby Ford", "TN", "Tennessee", "372"), ("Pell City Flats", "OR", "Oregon", "972")]
# (town, county, postcode area)
UK_TOWNS = [("Ashby Cross", "Leicestershire", "LE"), ("Brackenford", "West Yorkshire", "LS"),
            ("Kelmscott Vale", "Oxfordshire", "OX"), ("Hatherleigh Moor", "Devon", "EX"),
            ("Southwick Bridge", "Hampshire", "SO"), ("Mardale", "Cumbria", "CA"),
            ("Penhallow", "Cornwall", "TR"), ("Drumlochan", "Perthshire", "PH"),
            ("Llanfair Isaf", "Gwynedd", "LL"), ("Stowbridge", "Worcestershire", "WR"),
            ("Tanworth End", "Warwickshire", "CV"), ("Greyhaven", "Northumberland", "NE"),
            ("Fenby St Giles", "Lincolnshire", "LN"), ("Eastmere", "Norfolk", "NR"),
            ("Colbrook", "Essex", "CM"), ("Wexley Green", "Kent", "ME"), ("Barrowden", "Lancashire", "PR"),
            ("Kilbarchan Mains", "Renfrewshire", "PA"), ("Thornaby Lees", "North Yorkshire", "YO"),
            ("Aldermoor", "Somerset", "BA")]
# (town, province abbr, province name, FSA first letter)
CA_TOWNS = [("Port Aldridge", "ON", "Ontario", "K"), ("Maple Narrows", "ON", "Ontario", "L"),
            ("Saint-Rémi-des-Bois", "QC", "Quebec", "J"), ("Lac-Gervais", "QC", "Quebec", "G"),
            ("Cedarview", "BC", "British Columbia", "V"), ("North Kestrel", "AB", "Alberta", "T"),
            ("Willow Bend", "MB", "Manitoba", "R"), ("Harbour Grace East", "NS", "Nova Scotia", "B"),
            ("Prairie Rose", "SK", "Saskatchewan", "S"), ("Elgin Mills", "ON", "Ontario", "N"),
            ("Brantholme", "ON", "Ontario", "M"), ("Coldwater Point", "BC", "British Columbia", "V")]
# (town, state abbr, state name, postcode first digit)
AU_TOWNS = [("Wattle Creek", "NSW", "New South Wales", "2"), ("Marrabee", "NSW", "New South Wales", "2"),
            ("Kooringal Heights", "VIC", "Victoria", "3"), ("Bellarine Downs", "VIC", "Victoria", "3"),
            ("Mango Hill East", "QLD", "Queensland", "4"), ("Yarraburra", "QLD", "Queensland", "4"),
            ("Port Wakefield South", "SA", "South Australia", "5"), ("Emu Flats", "WA", "Western Australia", "6"),
            ("Kalinda", "WA", "Western Australia", "6"), ("Derwent Vale", "TAS", "Tasmania", "7"),
            ("Gundaroo West", "ACT", "Australian Capital Territory", "2")]
# (town, county, eircode routing key)
IE_TOWNS = [("Ballinrow", "Co. Mayo", "F23"), ("Kilcarra", "Co. Wicklow", "A67"),
            ("Dromahane Bridge", "Co. Cork", "P51"), ("Castlereagh Cross", "Co. Roscommon", "F45"),
            ("Ennisbeg", "Co. Clare", "V95"), ("Rathmoyle", "Co. Kilkenny", "R95"),
            ("Tullow Hill", "Co. Carlow", "R93"), ("Dunmanway North", "Co. Cork", "P47"),
            ("Glenbrook", "Co. Galway", "H91"), ("Carrigmore", "Co. Limerick", "V94"),
            ("Ashbourne Park", "Co. Meath", "A84"), ("Dublin", "Co. Dublin", "D08")]
# (town/suburb, region, postcode first two digits)
NZ_TOWNS = [("Kaipara Heights", "Auckland", "08"), ("Ōrewa Downs", "Auckland", "09"),
            ("Tōtara Flat", "Canterbury", "75"), ("Riverlea", "Waikato", "32"),
            ("Wharekai", "Northland", "01"), ("Te Awa Park", "Bay of Plenty", "31"),
            ("Kōwhai Bay", "Wellington", "50"), ("Glenorchy Plains", "Otago", "93"),
            ("Manuka Point", "Hawke's Bay", "41"), ("Pūriri Grove", "Manawatū-Whanganui", "44")]
# (locality, city, state, PIN prefix)
IN_TOWNS = [("Devanahalli Extension", "Sitapur Nagar", "Karnataka", "562"),
            ("Kamalapuram", "Rajagiri", "Tamil Nadu", "600"), ("Vasant Colony", "Devgarh", "Maharashtra", "411"),
            ("Ashok Vihar Phase 3", "Navgaon", "Delhi", "110"), ("Panchavati", "Godavaripur", "Telangana", "500"),
            ("Shanti Nagar", "Amrapur", "Gujarat", "380"), ("Kovilpatti East", "Mangalapuram", "Kerala", "682"),
            ("Salt Lake Sector 4", "Rupnagar", "West Bengal", "700"), ("Gomti Enclave", "Lakhanpur", "Uttar Pradesh", "226"),
            ("Model Town", "Sutlejpur", "Punjab", "141")]

COUNTRIES = ["Portugal", "Nigeria", "Ghana", "Kenya", "India", "Pakistan", "Bangladesh", "Sri Lanka",
             "Philippines", "Vietnam", "China", "Poland", "Romania", "Brazil", "Mexico", "Guatemala",
             "Thailand", "Indonesia", "Egypt", "Morocco", "Turkey", "Italy", "Spain", "Greece", "Jamaica",
             "Trinidad and Tobago", "Fiji", "Samoa", "Tonga", "Zimbabwe", "South Africa", "Ethiopia",
             "Somalia", "Lebanon", "Iran", "Ukraine", "Peru", "Colombia", "Cambodia", "Nepal", "Thailand",
             "Canada", "Australia", "New Zealand", "Ireland", "Scotland", "USA", "UAE",
             "Singapore", "Malaysia", "Kenya", "Uganda"]

HOSPITALS = {
    "US": ["Hughes Memorial Hospital", "Lakeshore General Hospital", "St. Adelaide Medical Center",
           "Millbrook Regional Medical Center", "Harlan Valley Hospital", "Bayview University Hospital",
           "Cedar Hollow Community Hospital", "Mercy Ridge Medical Center", "Northgate Presbyterian Hospital",
           "Sawyer Creek Health"],
    "UK": ["Kelmscott General Hospital", "Royal Brackenford Infirmary", "St Aldhelm's Hospital",
           "Southwick University Hospital", "Greyhaven District General", "Penhallow Community Hospital",
           "Queen Matilda Hospital", "Mardale Royal Infirmary", "Tanworth Park Hospital"],
    "CA": ["Port Aldridge General Hospital", "Hôpital Saint-Rémi", "Cedarview Regional Hospital",
           "North Kestrel Health Centre", "Willow Bend General", "St. Brendan's Health Sciences Centre",
           "Elgin Mills Memorial Hospital"],
    "AU": ["Wattle Creek Base Hospital", "Kooringal Private Hospital", "Royal Marrabee Hospital",
           "Yarraburra District Health Service", "Emu Flats Regional Hospital", "St Columba's Hospital",
           "Derwent Vale General Hospital"],
    "IE": ["St. Fiachra's University Hospital", "Ballinrow General Hospital", "Mercy University Hospital Kilcarra",
           "Our Lady of Lourdes Hospital Ennisbeg", "Glenbrook University Hospital", "St. Colmcille's Hospital"],
    "NZ": ["Kaipara District Hospital", "Tōtara Flat Hospital", "Riverlea Hospital", "Te Awa Base Hospital",
           "Kōwhai Bay Regional Hospital", "Manuka Point Hospital"],
    "IN": ["Sanjeevani Multispeciality Hospital", "Sri Venkatesa Medical Centre", "Devgarh Civil Hospital",
           "Amrapur Institute of Medical Sciences", "Lifeline Superspeciality Hospital",
           "Rajagiri Mission Hospital", "Navjeevan Nursing Home"],
}
CLINICS_ALL = {  # practices, clinics, pharmacies, care homes
    "US": ["Westover Family Practice", "Quill Lake Primary Care", "Oxbow Internal Medicine Associates",
           "Bramwell Pediatrics", "Kessling Walk-In Clinic", "FastCare Urgent Care Marston",
           "Greyfield Community Health Center", "Redstone Pharmacy", "Linwood Drug & Compounding",
           "Evergreen Terrace Senior Living", "Tillman Cove Dialysis Center", "Holcomb Women's Health"],
    "UK": ["Elm Park Surgery", "Castlegate Medical Centre", "The Willows Health Centre", "Riverside Practice",
           "Fenby Lane Surgery", "Wexley Green Pharmacy", "Aldermoor Chemists", "Heron Court Care Home",
           "Beacon Lodge Nursing Home", "Thornaby Lees Health Centre"],
    "CA": ["Maple Narrows Family Health Team", "Clinique médicale des Bois", "Cedarview Walk-In Clinic",
           "Brantholme Community Health Centre", "Prairie Rose Pharmacy", "Elgin Mills Medical Arts Clinic",
           "Willow Bend Long-Term Care Home"],
    "AU": ["Wattle Creek Medical Centre", "Marrabee Family Practice", "Kooringal Road Clinic",
           "Banksia Pharmacy", "Kalinda Aged Care", "Bellarine Medical Group", "Mango Hill Superclinic"],
    "IE": ["Ballinrow Medical Practice", "The Square Surgery Kilcarra", "Ennisbeg Family Practice",
           "Quinlan's Pharmacy", "St. Ita's Nursing Home", "Glenbrook Primary Care Centre"],
    "NZ": ["Riverlea Medical Centre", "Kaipara Heights Family Doctors", "Te Awa Hauora",
           "Kōwhai Bay Pharmacy", "Tōtara Flat Health Centre", "Manuka Point Rest Home"],
    "IN": ["Shanti Clinic", "Dr. Rao's Polyclinic", "Jeevan Diagnostics", "MedPlus Navgaon",
           "Sai Krupa Medicals", "Arogya Family Clinic"],
}
WARDS = ["Rowan Ward", "Juniper Day Unit", "Heather Ward", "Kingfisher Unit", "Ward 7B", "Osprey Ward",
         "Bramble Unit", "Sycamore Ward", "Lotus Day Care", "Saffron Ward", "Tui Ward", "Kauri Unit"]

ORGS = {
    "US": ["Northline Freight", "Harlan Valley School District", "Bellmont Foods", "Sawyer Creek Elementary",
           "Apex Roofing LLC", "Tri-County Transit", "First Baptist Church of Calloway", "Greyfield Auto Parts",
           "Ravenna Bay Seafoods", "Westover State University", "Quill Lake Paper Mill", "Marston Unified School District",
           "Kessling Logistics", "Oxbow County Sheriff's Office"],
    "UK": ["Brackenford Borough Council", "Castlegate Academy", "Hatherleigh Dairies", "Southwick Docks Ltd",
           "Penhallow Primary School", "Stowbridge Engineering", "Mardale Quarry Company", "St Giles' Parish Church",
           "Greyhaven Bus Company", "Colbrook Sixth Form College"],
    "CA": ["Port Aldridge Steel", "Maple Narrows Secondary School", "Coop des Bois", "Cedarview Lumber",
           "North Kestrel Oilfield Services", "Université de Lac-Gervais", "Prairie Rose Grain Co-op"],
    "AU": ["Wattle Creek Shire Council", "Marrabee Public School", "Yarraburra Mining Pty Ltd",
           "Kalinda Vineyards", "Bellarine Surf Life Saving Club", "Emu Flats Transport"],
    "IE": ["Ballinrow Co-Op Creamery", "Scoil Mhuire Kilcarra", "Ennisbeg Credit Union", "Glenbrook Meats",
           "Tullow Hill GAA Club", "Carrigmore Pharma Ltd"],
    "NZ": ["Riverlea Dairy Co-op", "Kaipara Heights School", "Te Awa Kiwifruit Packhouse", "Manuka Point Orchards",
           "Kōwhai Bay Port Company"],
    "IN": ["Devgarh Textiles", "Sitapur Nagar Municipal Corporation", "St. Joseph's Convent School Amrapur",
           "Godavari Infotech Pvt Ltd", "Navgaon Auto Components", "Sutlej Spinning Mills"],
}
INSURERS = {
    "US": ["BlueMeridian Health Plan", "Keystone Mutual Health", "Pinnacle Care HMO", "Heartland Community Health Plan"],
    "UK": ["Harbourline Health", "Albion Medical Assurance"],
    "CA": ["Northstar Benefits", "Laurentian Life"],
    "AU": ["Southern Cross Fund Health", "Coral Health Mutual"],
    "IE": ["Éire Health Cover", "Shamrock Medical Insurance"],
    "NZ": ["Kiwicare Health Insurance"],
    "IN": ["Suraksha General Insurance", "Arogya Raksha TPA"],
}

PROFESSIONS = ["welder", "teacher", "HGV driver", "bus driver", "nurse", "carpenter", "electrician",
               "accountant", "software developer", "farmer", "dairy farmer", "sheep farmer", "chef",
               "hairdresser", "retail assistant", "warehouse operative", "forklift driver", "plumber",
               "police officer", "firefighter", "paramedic", "solicitor", "lawyer", "civil engineer",
               "architect", "pharmacist", "dentist", "taxi driver", "Uber driver", "delivery driver",
               "cleaner", "care assistant", "social worker", "librarian", "postal worker", "fisherman",
               "miner", "roofer", "bricklayer", "painter and decorator", "graphic designer", "journalist",
               "bank clerk", "receptionist", "security guard", "pilot", "flight attendant", "mechanic",
               "panel beater", "landscaper", "factory worker", "machinist", "lecturer", "student nurse",
               "barista", "bartender", "IT consultant", "real estate agent", "stay-at-home mother",
               "truck driver", "commercial diver", "airline pilot", "tailor", "shopkeeper", "auto-rickshaw driver",
               "software engineer", "textile worker", "veterinary nurse", "shearer", "kiwifruit picker",
               "professional cyclist", "opera singer", "swimming instructor", "scaffolder"]
# professions that plausibly drive for a living (for fitness-to-drive content)
DRIVER_JOBS = ["HGV driver", "bus driver", "taxi driver", "delivery driver", "truck driver", "forklift driver",
               "Uber driver"]


_PHARM_WORDS = ("Pharmacy", "Chemists", "Drug", "Medicals", "MedPlus")
_HOME_WORDS = ("Care Home", "Nursing Home", "Senior Living", "Aged Care", "Long-Term Care", "Rest Home", "Dialysis")
CLINICS = {k: [x for x in v if not any(w in x for w in _PHARM_WORDS + _HOME_WORDS)] for k, v in CLINICS_ALL.items()}
PHARMACIES = {k: [x for x in v if any(w in x for w in _PHARM_WORDS)] for k, v in CLINICS_ALL.items()}
for _k, _extra in {"US": ["Calloway Apothecary", "Sawyer Creek Pharmacy"], "UK": ["Colbrook Pharmacy"],
                   "CA": ["Pharmacie Lavoie", "Cedarview Drug Mart"], "AU": ["Kalinda Chemist Warehouse-style Pharmacy", "Marrabee Pharmacy"],
                   "IE": ["Ennisbeg Pharmacy"], "NZ": ["Riverlea Pharmacy", "Te Awa Chemist"], "IN": ["Jan Aushadhi Kendra Navgaon"]}.items():
    PHARMACIES[_k] += _extra
CAREHOMES = {k: [x for x in v if any(w in x for w in _HOME_WORDS[:-1])] for k, v in CLINICS_ALL.items()}
for _k, _extra in {"US": ["Maple Court Nursing and Rehabilitation"], "CA": ["Résidence Saint-Gervais"], "AU": ["Banksia Lodge Aged Care"],
                   "IE": ["Ashgrove House Nursing Home"], "NZ": ["Kōwhai Bay Rest Home"], "IN": ["Ananda Old Age Home"], "UK": []}.items():
    CAREHOMES[_k] += _extra
DIALYSIS = ["Tillman Cove Dialysis Center", "Riverside Satellite Renal Unit", "Harbour Kidney Centre", "Kauri Dialysis Unit",
            "Westover Home Dialysis Training Unit", "Banksia Satellite Dialysis", "Jeevan Dialysis Centre"]

SCHOOLS = {
    "US": ["Sawyer Creek Elementary", "Harlan Valley Middle School", "Marston High School", "Bellmont Montessori",
           "Westover State University", "Quill Lake Community College"],
    "UK": ["Penhallow Primary School", "Castlegate Academy", "Colbrook Sixth Form College", "St Giles' C of E Primary",
           "Brackenford Grammar School"],
    "CA": ["Maple Narrows Secondary School", "École Saint-Rémi", "Cedarview Elementary", "Université de Lac-Gervais"],
    "AU": ["Marrabee Public School", "Kooringal High School", "St Columba's College", "Yarraburra State School"],
    "IE": ["Scoil Mhuire Kilcarra", "Ballinrow Community School", "Gaelscoil an Ghleanna", "St. Fintan's Secondary"],
    "NZ": ["Kaipara Heights School", "Riverlea Intermediate", "Te Kura o Te Awa", "Tōtara Flat College"],
    "IN": ["St. Joseph's Convent School Amrapur", "Kendriya Vidyalaya Devgarh", "Vidya Mandir High School", "Rajagiri Public School"],
}
LANDMARKS = ["Riverside Mall", "Tollgate roundabout", "Kestrel Park", "Harbour Bridge", "Highfield Park", "Kestrel Common",
             "Ravenscourt Reservoir", "Mill Lane allotments", "Saltmarsh Nature Reserve", "Granary Wharf", "Beacon Hill lookout",
             "Sorrel Street car park", "Quarry Lake"]
