"""Invented name, place and organisation pools for the dev18_en set.

Everything here was written by hand for this set. Multi-word surnames use '_' for spaces.
"""

SURNAMES = """
Abara Abbasi Achterberg Adeyemi Agarwal Ahn Akhtar Albrecht Alexiou Ali Almeida Alvarez Amato Anand Andersen
Aoki Appiah Aranda Ashworth Asante Atkinson Aziz Baker Balogun Banerjee Barbosa Barnes Bartholomew Basu Batista
Becker Begum Bellamy Bergstrom Bhatt Bianchi Birch Blackwood Bondarenko Bose Brannigan Brennan Brooks Buckley
Byrne Cameron Campbell Cardinal Carvalho Castillo Chakraborty Chan Chandra Chaudhry Chen Cheung Chowdhury Ciobanu
Clarke Coelho Connolly Costa Coulter Cruz Dalton Das Davies De_Souza Delaney Demir Desai Dhillon Diallo Dimitriou
Doherty Dolan Donnelly Dubois Duffy Dunne Dutta Eastwood Edwards Egan Eze Fairweather Farah Fernandes Ferrari
Finnegan Fitzgerald Flanagan Fonoti Forde Fraser Fujita Gallagher Ganesh Garcia Gauthier Ghosh Gill Goldberg
Gomes Gonzalez Gorski Grewal Gupta Haddad Hakimi Halloran Hansen Haque Hartmann Hassan Hayashi Healy Heke Hendry
Herrera Higgins Ho Horvath Hosseini Hughes Hussain Ibrahim Idowu Inoue Iqbal Iyer Jablonski Jain Jankowski Jensen
Johansson Joshi Kapoor Karimi Kaur Kavanagh Kelleher Kennedy Khalil Khan Kim Kinsella Kowalczyk Krishnan Kumar
Kuznetsov Lacroix Lam Larsen Latu Laurent Leblanc Lennon Leung Lim Lindqvist Liu Lopes Lynch MacDonald MacLeod
Mahmoud Maguire Malhotra Mansour Marino Martins Matagi Mazur McAllister McCarthy McGrath McKenna Mehta Menon
Mendes Meyer Mishra Molloy Moreau Morrison Mukherjee Murphy Nair Nakamura Nascimento Nazari Ng Nguyen Nikolaidis
Novak Nowak Obi O'Brien O'Connell O'Donoghue Ogunleye Okafor Okonkwo Olsen O'Neill Oyelaran Pacheco Padilla
Pandey Papadakis Park Patel Pereira Petrov Phan Pillai Popescu Quigley Quinn Rahman Ramirez Rana Rao Rasmussen
Reddy Rehman Reid Reyes Rinaldi Rivera Rosenberg Ruiz Ryan Saeed Sahota Salazar Santos Sato Schmidt Schneider
Sen Shah Sharma Sheehan Shevchenko Silva Singh Sinclair Sokolov Sorensen Srinivasan Suzuki Sweeney Tanaka Tauroa
Te_Aho Thakur Thompson Tiwari Torres Tran Tuilagi Tupou Turner Usman Vaillancourt Van_der_Berg Varga Vasquez
Verma Vieira Vo Volkov Waititi Walsh Wang Ward Whelan Wiremu Wojcik Wong Wu Xu Yadav Yamamoto Yilmaz Yusuf Zhang
Zhou Zielinski Ahmadi Blom Cavanagh Dang Estrada Fagan Gyamfi Hogan Ito Jovanovic Kaplan Lindsay Mbeki Nwosu
Oduya Pham Rossi Sandhu Tavares Ueda Wirihana Xiong Yeo Zaman Aguilar Bauer Coleman Dorji Engel Fofanah Grant
Horgan Ilunga Juarez Kaminski Lowe Mwangi Nolan Osei Price Rhodes Stewart Tembo Ueno Valdez Whitaker Yuen Zubair
""".split()

# surnames that are also eponyms used in clinical language (persons can carry them)
EPONYM_SURNAMES = """Hamilton Young Harris Bishop Lee Weber Bell Wilson Graves Beck Paget Still Constant Parkinson
Addison Cushing Down Wells Charlson Rockwood Hoffmann Romberg Hawkins Kennedy Spurling Gower Adie Horner
Goldman Apfel Caprini Wilson Friedman Brodsky Fuchs Snellen Bouchard Heberden Schober Gottron Raynaud Lachman
McMurray Thomas Mallampati Lasegue Cormack Lehane Montgomery Hicks Braxton Naegele Kleihauer Bristol Ishihara
Amsler Seidel Schirmer Goldmann""".split()

SURNAMES = [s.replace("_", " ") for s in SURNAMES]

MALE = """
Aarav Abdul Adebayo Aditya Ahmed Aidan Akira Alejandro Alexei Ali Amir Anders Andre Andrei Anil Arjun Arnav Barry
Benjamin Bilal Bogdan Brendan Callum Carlos Cathal Chidi Chinedu Ciaran Conor Daniel Darius Declan Deepak Dmitri
Emeka Enrique Eoin Ethan Farid Felipe Fergus Finn Francesco Gareth George Gurpreet Hamish Hassan Hemi Hiroshi
Hugo Ibrahim Ikaika Ilya Isaac Ivan Jabari Jamal James Jarrah Javier Jin Joao Jonah Jorge Joseph Kai Kamal Karan
Kenji Kieran Kofi Kwame Lars Liam Lorenzo Luca Mahesh Malik Manaia Marek Mateo Matiu Mehmet Michael Minh Mohammed
Nathan Nikhil Niall Nikolai Obinna Oisin Olusegun Omar Oscar Owen Pablo Padraig Paolo Pavel Pradeep Rahul Rajesh
Ravi Rhys Rohan Ronan Samir Sandeep Santiago Sean Sergei Shane Siddharth Sione Soren Stefan Sunil Taine Tamati
Tariq Tevita Thabo Tiago Tomasz Tuan Viktor Vikram Wei Wiremu Xavier Yasin Yusuf Zane Zoran Aleksander Bruno Caleb
Desmond Eamon Farhan Gustavo Hyun Imran Jiro Kiran Leon Marcus Naveen Olaf Pita Quentin Rafael Seamus Theo Umar
Vinod Warrick Yong Zeke Abhishek Bartek Cormac Dominic Elias Fionn Gideon Harun Idris Jaswinder Kwabena Lachlan
""".split()

FEMALE = """
Aaliyah Abena Adaeze Aditi Agnieszka Aiko Aisha Akosua Alana Alejandra Amara Amelia Ana Ananya Anjali Aoife Aroha
Asha Astrid Ayesha Beatriz Bethany Bianca Bridget Camila Caoimhe Carmen Chiara Chloe Chioma Ciara Claire Dana Deepa
Divya Eilish Elena Eleni Emeka_F Esi Fatima Fernanda Fiona Freya Gabriela Grainne Hana Hannah Harpreet Ingrid Isabel
Isla Jasmine Jia Kalinda Kamala Katarzyna Kavya Keiko Kiri Lakshmi Leilani Leah Lina Lucia Mai Malia Manon Maria
Marta Maya Meera Mei Miriam Moana Mona Naledi Nadia Naomi Neha Niamh Nikita Ngozi Olga Olivia Orla Padma Pooja Priya
Rana Rangi Ritu Rosa Ruth Saanvi Sakura Salma Sana Saoirse Sarah Sienna Sinead Siobhan Sofia Sunita Svetlana Tahlia
Tala Tamar Tanvi Teuila Thandiwe Uma Valentina Vanessa Wahine Ximena Yasmin Yuki Yvonne Zainab Zara Zofia Aneta
Brianna Colleen Danielle Esther Farida Greta Harriet Imogen Jacinta Kasia Lorna Maeve Noor Oksana Paloma Quynh Rhiannon
Shreya Tui Ursula Vaishali Wendy Yara Zeynep Anahera Bronwyn Catalina Dervla Emine Fenella Gulnara Hine Iolanthe
Jyoti Kirsty Latoya Mererid Nokuthula Oona Parveen Roisin Shirin Tamsin Uzma Victoria
""".split()
FEMALE = [f for f in FEMALE if f != "Emeka_F"]

NICKNAMES = {"Benjamin": "Ben", "Daniel": "Dan", "Michael": "Mike", "Joseph": "Joe", "James": "Jim",
             "Alejandro": "Alex", "Nikolai": "Kolya", "Elizabeth": "Liz", "Katarzyna": "Kasia", "Victoria": "Tori",
             "Bethany": "Beth", "Gabriela": "Gabi", "Valentina": "Vale", "Siddharth": "Sid", "Rajesh": "Raj",
             "Aleksander": "Olek", "Isabel": "Izzy", "Samir": "Sam", "Francesco": "Frank", "Padraig": "Paddy"}

# (city, state_abbr, state_name, zip3)
US_PLACES = [("Boston", "MA", "Massachusetts", "021"), ("Pittsburgh", "PA", "Pennsylvania", "152"),
             ("Stanford", "CA", "California", "943"), ("Berlin", "NH", "New Hampshire", "035"),
             ("Addison", "TX", "Texas", "750"), ("Wilson", "NC", "North Carolina", "278"),
             ("Cushing", "OK", "Oklahoma", "740"), ("Old Lyme", "CT", "Connecticut", "063"),
             ("Durham", "NC", "North Carolina", "277"), ("Denver", "CO", "Colorado", "802"),
             ("Seattle", "WA", "Washington", "981"), ("Springfield", "IL", "Illinois", "627"),
             ("Columbus", "OH", "Ohio", "432"), ("Tucson", "AZ", "Arizona", "857"), ("Albany", "NY", "New York", "122"),
             ("Madison", "WI", "Wisconsin", "537"), ("Savannah", "GA", "Georgia", "314"),
             ("Duluth", "MN", "Minnesota", "558"), ("Boise", "ID", "Idaho", "837"), ("Portland", "ME", "Maine", "041"),
             ("Richmond", "VA", "Virginia", "232"), ("Baltimore", "MD", "Maryland", "212"),
             ("Bloomington", "IN", "Indiana", "474"), ("Eugene", "OR", "Oregon", "974"),
             ("Hamilton", "OH", "Ohio", "450"), ("Rochester", "MN", "Minnesota", "559"),
             ("Lafayette", "LA", "Louisiana", "705"), ("Bozeman", "MT", "Montana", "597")]

# (town, county or None, postcode outward prefix)
UK_PLACES = [("Oxford", "Oxfordshire", "OX"), ("Edinburgh", None, "EH"), ("Glasgow", None, "G"),
             ("Epworth", "Lincolnshire", "DN9"), ("Oswestry", "Shropshire", "SY11"), ("Bristol", None, "BS"),
             ("Nottingham", "Nottinghamshire", "NG"), ("Wells", "Somerset", "BA5"), ("Lyme Regis", "Dorset", "DT7"),
             ("Manchester", None, "M"), ("Leeds", "West Yorkshire", "LS"), ("Norwich", "Norfolk", "NR"),
             ("Cardiff", None, "CF"), ("Swansea", None, "SA"), ("Belfast", "County Antrim", "BT"),
             ("Inverness", "Highland", "IV"), ("Truro", "Cornwall", "TR"), ("Kendal", "Cumbria", "LA9"),
             ("Bath", "Somerset", "BA1"), ("Hereford", "Herefordshire", "HR"), ("Durham", "County Durham", "DH"),
             ("Cambridge", "Cambridgeshire", "CB"), ("Whitby", "North Yorkshire", "YO21"), ("Stroud", "Gloucestershire", "GL5")]

# (city, prov_abbr, prov_name, FSA)
CA_PLACES = [("Hamilton", "ON", "Ontario", "L8P"), ("Ottawa", "ON", "Ontario", "K1N"), ("Montreal", "QC", "Quebec", "H2X"),
             ("Toronto", "ON", "Ontario", "M5V"), ("Halifax", "NS", "Nova Scotia", "B3H"), ("Winnipeg", "MB", "Manitoba", "R3C"),
             ("Calgary", "AB", "Alberta", "T2P"), ("Vancouver", "BC", "British Columbia", "V6B"),
             ("Kingston", "ON", "Ontario", "K7L"), ("Saskatoon", "SK", "Saskatchewan", "S7K"),
             ("Moncton", "NB", "New Brunswick", "E1C"), ("St. John's", "NL", "Newfoundland and Labrador", "A1C"),
             ("Victoria", "BC", "British Columbia", "V8W"), ("Sudbury", "ON", "Ontario", "P3E"),
             ("Thunder Bay", "ON", "Ontario", "P7B"), ("Sherbrooke", "QC", "Quebec", "J1H")]

# (suburb/city, state_abbr, state_name, postcode)
AU_PLACES = [("Sydney", "NSW", "New South Wales", "2000"), ("Parramatta", "NSW", "New South Wales", "2150"),
             ("Melbourne", "VIC", "Victoria", "3000"), ("Geelong", "VIC", "Victoria", "3220"),
             ("Brisbane", "QLD", "Queensland", "4000"), ("Townsville", "QLD", "Queensland", "4810"),
             ("Perth", "WA", "Western Australia", "6000"), ("Adelaide", "SA", "South Australia", "5000"),
             ("Hobart", "TAS", "Tasmania", "7000"), ("Darwin", "NT", "Northern Territory", "0800"),
             ("Wagga Wagga", "NSW", "New South Wales", "2650"), ("Ballarat", "VIC", "Victoria", "3350"),
             ("Cairns", "QLD", "Queensland", "4870"), ("Newcastle", "NSW", "New South Wales", "2300"),
             ("Canberra", "ACT", "Australian Capital Territory", "2600"), ("Bendigo", "VIC", "Victoria", "3550"),
             ("Fremantle", "WA", "Western Australia", "6160")]

# (city, region, postcode)
NZ_PLACES = [("Auckland", "Auckland", "1010"), ("Hamilton", "Waikato", "3204"), ("Wellington", "Wellington", "6011"),
             ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"), ("Tauranga", "Bay of Plenty", "3110"),
             ("Napier", "Hawke's Bay", "4110"), ("Nelson", "Nelson", "7010"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
             ("Invercargill", "Southland", "9810"), ("Oxford", "Canterbury", "7430"), ("Whangarei", "Northland", "0110"),
             ("Rotorua", "Bay of Plenty", "3010"), ("Gisborne", "Gisborne", "4010")]

# (town, county, eircode routing key)
IE_PLACES = [("Dublin", "Dublin", "D02"), ("Cork", "Cork", "T12"), ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"),
             ("Waterford", "Waterford", "X91"), ("Sligo", "Sligo", "F91"), ("Kilkenny", "Kilkenny", "R95"),
             ("Tralee", "Kerry", "V92"), ("Athlone", "Westmeath", "N37"), ("Letterkenny", "Donegal", "F92"),
             ("Drogheda", "Louth", "A92"), ("Ennis", "Clare", "V95"), ("Navan", "Meath", "C15"), ("Castlebar", "Mayo", "F23")]

# (city, state, pin prefix)
IN_PLACES = [("Bengaluru", "Karnataka", "560"), ("Mumbai", "Maharashtra", "400"), ("Pune", "Maharashtra", "411"),
             ("Chennai", "Tamil Nadu", "600"), ("Kochi", "Kerala", "682"), ("Hyderabad", "Telangana", "500"),
             ("Kolkata", "West Bengal", "700"), ("New Delhi", "Delhi", "110"), ("Jaipur", "Rajasthan", "302"),
             ("Lucknow", "Uttar Pradesh", "226"), ("Ahmedabad", "Gujarat", "380"), ("Mysuru", "Karnataka", "570"),
             ("Vellore", "Tamil Nadu", "632"), ("Thiruvananthapuram", "Kerala", "695"), ("Bhopal", "Madhya Pradesh", "462")]

# towns in each locale whose name is also an eponym in some scale/rule/test
EPONYM_TOWNS = {"US": ["Boston", "Pittsburgh", "Stanford", "Berlin", "Addison", "Wilson", "Cushing", "Old Lyme", "Denver", "Hamilton"],
                "UK": ["Oxford", "Edinburgh", "Glasgow", "Epworth", "Oswestry", "Bristol", "Nottingham", "Wells", "Lyme Regis"],
                "CA": ["Hamilton", "Ottawa", "Montreal", "Kingston"],
                "AU": ["Darwin"], "NZ": ["Hamilton", "Oxford"], "IE": [], "IN": ["Vellore"]}

STREET_WORDS = """Elm Oak Maple Cedar Birch Willow Rowan Hawthorn Kowhai Totara Banksia Wattle Jacaranda Neem Gulmohar
Harbour Mill Station Church Market Victoria Albert Queen King Park River Bridge Orchard Meadow Heather Fern Clover
Pohutukawa Riverside Lakeview Hillcrest Highfield Ashgrove Kingsway Beechwood Primrose Larch Juniper Magnolia Laurel
Tamarind Ashoka Kauri Matai Ironbark Spinifex Greenbank Fairview Seaview Castle Abbey Chapel Wharf Foundry Canal""".split()

STREET_TYPES = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Drive", "Lane", "Court", "Way", "Place"],
                "UK": ["Street", "Road", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Avenue", "Way", "Grove", "Mews"],
                "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court"],
                "AU": ["Street", "St", "Road", "Parade", "Avenue", "Crescent", "Close", "Terrace", "Highway"],
                "NZ": ["Street", "Road", "Terrace", "Place", "Crescent", "Avenue", "Drive"],
                "IE": ["Street", "Road", "Avenue", "Park", "Lawn", "Close", "Terrace", "Grove", "Heights"],
                "IN": ["Road", "Main Road", "Cross Road", "Marg", "Nagar Road", "Street"]}

IN_LOCALITIES = ["Indiranagar", "Koramangala", "Andheri West", "Kothrud", "Adyar", "Banjara Hills", "Salt Lake",
                 "Malviya Nagar", "Vaishali Nagar", "Gomti Nagar", "Navrangpura", "Jayanagar", "Edappally", "Kaloor"]
IN_BUILDINGS = ["Sai Residency", "Lotus Apartments", "Shanti Kunj", "Green Park Towers", "Vrindavan Enclave", "Sunrise Heights"]

HOSP_ADJ = """Lakeside Riverside Harbourview Northgate Southfield Westmoor Eastbrook Greenhill Mount_Carmel Fairhaven
Hillcrest Kingsbridge Queensway Bayside Ashford Silverbirch Redwood Pinecrest Clearwater Brightwater Stonebridge
Meadowbank Highgate Thornbury Wattle_Grove Kauri_Park Ironbark Tamarind Lotus Sunrise""".split()
HOSP_ADJ = [h.replace("_", " ") for h in HOSP_ADJ]
SAINTS = ["St. Mary's", "St Brigid's", "St. Columba's", "St. Luke's", "St Vincent's", "St. Bernadette's", "St Aidan's",
          "St. Joseph's", "St Thomas's", "St. Catherine's", "Holy Cross", "Sacred Heart", "Our Lady of Lourdes"]
HOSP_SUFFIX = ["Hospital", "General Hospital", "University Hospital", "Regional Hospital", "Memorial Hospital",
               "Community Hospital", "District Hospital", "Medical Center", "Health Campus", "Infirmary"]
CLINIC_SUFFIX = ["Medical Centre", "Surgery", "Family Practice", "Health Centre", "Medical Practice", "Clinic",
                 "Family Health Team", "Polyclinic", "Group Practice"]
WARDS = ["Rowan Ward", "Kestrel Ward", "Heron Ward", "Nightingale Ward", "Aspen Ward", "Kingfisher Ward", "Harbour Ward",
         "Ward Tui", "Ward Kowhai", "Jasmine Ward", "Lotus Ward", "Cedar Unit", "Osprey Unit", "Willow Unit"]
PHARMACY_NAMES = ["Greenleaf Pharmacy", "Corner Chemist", "MediPlus Pharmacy", "Harbour Pharmacy", "Apollo Drug House",
                  "Riverside Chemist", "Carewell Pharmacy", "Shree Medicals", "Kiwi Health Pharmacy"]

ORG_A = """Northgate Bluegum Kowhai Southern_Cross Ironside Harbour Summit Meridian Pinnacle Atlas Redgum Crestline
Silverline Evergreen Tasman Shamrock Sundaram Brightpath Keystone Granite Coastal Prairie Maple_Leaf Riverbend Orion
Vantage Lakeshore Highland Emerald""".split()
ORG_A = [o.replace("_", " ") for o in ORG_A]
ORG_B = ["Logistics", "Freight", "Constructions", "Dairy Co-op", "Textiles", "Technologies", "Builders", "Foods",
         "Engineering", "Insurance", "Print Works", "Timber", "Motors", "Fisheries", "Steel", "Software", "Bakery",
         "Transport", "Mining", "Security Services", "Accountants", "Call Centre"]
ORG_SUFFIX = {"US": ["Inc", "LLC", "Corp", ""], "UK": ["Ltd", "plc", ""], "CA": ["Inc", "Ltd", ""], "AU": ["Pty Ltd", ""],
              "NZ": ["Ltd", ""], "IE": ["Ltd", "DAC", ""], "IN": ["Pvt Ltd", "Ltd", ""]}
SCHOOLS = ["Riverside High School", "St. Columba's Primary School", "Greenhill Grammar School", "Kingsbridge Academy",
           "Harbourview College", "Lakeside Middle School", "Scoil Bhríde", "Ashgrove State School",
           "Kauri Park Intermediate", "Sunrise Public School", "Delhi Valley School", "Westmoor Community College"]
CHURCHES = ["St. Andrew's Presbyterian Church", "Grace Baptist Church", "Holy Trinity Parish", "Gurdwara Sahib Singh Sabha",
            "Al-Noor Mosque", "Beth Shalom Synagogue", "St. Patrick's Church", "Shri Ganesh Mandir"]

PROFESSIONS = """welder teacher electrician plumber accountant lawyer farmer bus driver truck driver nurse pharmacist
carpenter chef baker hairdresser software engineer civil engineer architect librarian journalist police officer
firefighter paramedic cleaner security guard taxi driver forklift operator warehouse worker retail assistant
cashier barista bartender sheep shearer fisherman miner soldier pilot air traffic controller flight attendant
graphic designer dentist veterinarian social worker care assistant childminder kindergarten teacher lecturer
university lecturer bank teller insurance broker real estate agent plasterer painter and decorator tiler
landscaper gardener postal worker courier delivery driver machinist factory worker textile worker tailor
auto mechanic panel beater data analyst IT support technician call centre operator receptionist
personal trainer professional cyclist dancer musician actor photographer sales representative shop owner
rickshaw driver street vendor school principal auctioneer dairy farmer shift supervisor crane operator
""".strip().split("\n")
PROFESSIONS = [p for line in PROFESSIONS for p in line.split(" ")]  # placeholder, replaced below
PROFESSIONS = ["welder", "teacher", "electrician", "plumber", "accountant", "lawyer", "farmer", "bus driver",
               "truck driver", "nurse", "pharmacist", "carpenter", "chef", "baker", "hairdresser", "software engineer",
               "civil engineer", "architect", "librarian", "journalist", "police officer", "firefighter", "paramedic",
               "cleaner", "security guard", "taxi driver", "forklift operator", "warehouse worker", "retail assistant",
               "cashier", "barista", "bartender", "shearer", "fisherman", "miner", "soldier", "airline pilot",
               "air traffic controller", "flight attendant", "graphic designer", "dentist", "veterinarian",
               "social worker", "care assistant", "childminder", "kindergarten teacher", "university lecturer",
               "bank teller", "insurance broker", "real estate agent", "plasterer", "painter and decorator", "tiler",
               "landscaper", "gardener", "postal worker", "courier", "delivery driver", "machinist", "factory worker",
               "tailor", "mechanic", "panel beater", "data analyst", "IT technician", "receptionist",
               "personal trainer", "musician", "photographer", "sales representative", "shop owner",
               "rickshaw driver", "school principal", "dairy farmer", "crane operator", "scaffolder", "roofer",
               "train driver", "midwife", "chemistry teacher", "night-shift packer", "stonemason", "jeweller"]
