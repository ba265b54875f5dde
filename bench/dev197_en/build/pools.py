"""Name, place and organisation pools for dev197_en (all invented by author 197).

Surnames that double as eponyms or ordinary English words used in GI notes
(Barrett, Crohn, Wilson, Murphy, Lynch, Cameron, Turner, Brown, Black, Ward,
Young, Long, Mark, Rose, May ...) are deliberately left out so that every
occurrence of a pooled name in a note is PHI.
"""

# ---------------------------------------------------------------- Canada
CA_FIRST_F = [
    "Amelie", "Genevieve", "Chantal", "Nathalie", "Isabelle", "Sophie", "Maryse",
    "Priya", "Harpreet", "Simran", "Manjit", "Anjali", "Mei", "Xiaoling", "Yan",
    "Jocelyn", "Marisol", "Lourdes", "Rowena", "Ligaya", "Olena", "Oksana",
    "Halyna", "Giulia", "Francesca", "Teresa", "Deborah", "Kathleen", "Heather",
    "Janice", "Brenda", "Colleen", "Tamara", "Shannon", "Kayla", "Brittany",
    "Megan", "Alyssa", "Noor", "Fatima", "Amira", "Leila", "Thi Lan", "Ngoc",
    "Winona", "Tanis", "Cheyenne", "Dolores", "Agnieszka", "Ingrid",
]
CA_FIRST_M = [
    "Jean-Marc", "Luc", "Mathieu", "Sylvain", "Guillaume", "Pierre", "Denis",
    "Gurpreet", "Rajinder", "Arjun", "Sandeep", "Wei", "Jian", "Hao", "Kenji",
    "Rodel", "Ramon", "Dmytro", "Taras", "Bohdan", "Marco", "Vincenzo", "Paolo",
    "Douglas", "Gordon", "Wayne", "Darren", "Kevin", "Trevor", "Brent", "Curtis",
    "Stephen", "Graeme", "Malcolm", "Dwayne", "Tyler", "Connor", "Owen", "Liam",
    "Omar", "Hassan", "Tariq", "Minh", "Duc", "Cody", "Raymond", "Lorne",
    "Reginald", "Stanislaw", "Emeka",
]
CA_LAST = [
    "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Cote", "Gauthier",
    "Bergeron", "Ouellette", "Leblanc", "Thibodeau", "Arsenault", "Gill",
    "Sandhu", "Dhillon", "Grewal", "Sidhu", "Chen", "Wong", "Liu", "Zhang",
    "Huang", "Nakamura", "Santos", "Reyes", "Dela Cruz", "Bautista", "Kowalczyk",
    "Hnatiuk", "Melnyk", "Bondarenko", "Rossi", "Ferraro", "De Luca", "Mancini",
    "MacDonald", "MacLeod", "McKenzie", "Fraser", "Campbell", "Robertson",
    "Sinclair", "Morrison", "Henderson", "Whitford", "Kaur", "Nguyen", "Tran",
    "Pham", "Haddad", "Khoury", "Rahman", "Siddiqui", "Okonkwo", "Mensah",
    "Bearshield", "Cardinal", "Whitehorse", "Courchene", "Desjarlais", "Lindqvist",
    "Szabo", "Novak", "Petrov", "Abernethy", "Fitzgerald", "Donnelly",
    "Kosowan", "Yakimchuk", "Dumont", "Lachance", "Proulx", "Boudreau",
]
CA_NICK = {
    "Douglas": "Doug", "Gordon": "Gord", "Kathleen": "Kathy", "Deborah": "Deb",
    "Stephen": "Steve", "Jean-Marc": "JM",
    "Stanislaw": "Stan", "Vincenzo": "Vince", "Rajinder": "Raj",
    "Gurpreet": "Gary", "Rodel": "Del", "Alyssa": "Aly",
}

# ------------------------------------------------------------ New Zealand
NZ_FIRST_F = [
    "Aroha", "Mere", "Hine", "Anahera", "Kiri", "Moana", "Ngaire", "Huia",
    "Tania", "Losa", "Sina", "Mele", "Seini", "Talia", "Leilani",
    "Charlotte", "Olivia", "Georgia", "Hannah", "Bridget", "Philippa", "Fiona",
    "Alison", "Robyn", "Raewyn", "Glenys", "Noeline", "Kerry", "Sharon",
    "Lynette", "Jacinda", "Kylie", "Chloe", "Ruby", "Isla", "Mei Ling", "Jia",
    "Deepa", "Sunita", "Navjot", "Min-ji", "Ji-woo", "Rangi", "Pania", "Marama",
    "Tui", "Wairua", "Ataahua", "Roimata",
]
NZ_FIRST_M = [
    "Tane", "Wiremu", "Hemi", "Rawiri", "Tamati", "Nikau", "Manaia", "Tipene",
    "Sione", "Tevita", "Sefo", "Iosefa", "Viliami", "Faleolo", "Pita",
    "Hamish", "Angus", "Fergus", "Callum", "Lachlan", "Brendon", "Shane",
    "Craig", "Glenn", "Warren", "Murray", "Barry", "Neville", "Trevor", "Ross",
    "Stuart", "Duncan", "Rhys", "Oliver", "Jack", "Finn", "Wei", "Rohan",
    "Vikram", "Harjit", "Joon-ho", "Minh", "Tama", "Kahu", "Matiu", "Ihaka",
    "Mikaere", "Aperahama", "Eruera", "Piripi",
]
NZ_LAST = [
    "Ngata", "Te Rangi", "Parata", "Tawhiri", "Horomona", "Tipene",
    "Tamihana", "Herewini", "Poutama", "Rangihuna", "Te Awa", "Kereama",
    "Manuera", "Paewai", "Tuhoe-Smith", "Faleafa", "Tuilagi", "Leota", "Sapolu",
    "Taufa", "Fifita", "Havili", "Vaipulu", "Tupou", "Fonoti", "Aumua",
    "McAllister", "Drummond", "Kerr", "Gallagher", "Harcourt", "Burnside",
    "Pemberton", "Lockwood", "Thorne", "Fairbairn", "Galbraith", "Hollis",
    "Ashworth", "Blakely", "Cotterill", "Dalziel", "Findlay", "Geddes",
    "Hetherington", "Inglis", "Jamieson", "Kilpatrick", "Lusk", "Mahoney",
    "Nicholls", "Ormsby", "Pocock", "Quirke", "Rutherford", "Sowerby",
    "Tonkin", "Urquhart", "Vickery", "Wakelin", "Zhou", "Xu", "Lim", "Patel",
    "Sharma", "Singh", "Kim", "Nguyen", "Fernando", "Gunasekera",
]
NZ_NICK = {
    "Rawiri": "Rawi", "Lachlan": "Lachie",
    "Philippa": "Pip", "Tevita": "Dave", "Sione": "John",
    "Aperahama": "Abe", "Mikaere": "Mike", "Fergus": "Gus",
    "Noeline": "Noel", "Ataahua": "Ata", "Eruera": "Eddie",
}

MIDDLE = ["A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "J.", "K.", "L.",
          "M.", "N.", "P.", "R.", "S.", "T.", "V.", "W."]

# ----------------------------------------------------------------- places
CA_PROV = {
    "ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "QC": "Quebec",
    "MB": "Manitoba", "SK": "Saskatchewan", "NS": "Nova Scotia",
    "NB": "New Brunswick", "NL": "Newfoundland and Labrador",
    "PE": "Prince Edward Island",
}
CA_PROV_ORDER = ["ON", "BC", "AB", "QC", "MB", "SK", "NS", "NB", "NL", "PE"]
CA_PROV_WEIGHT = [30, 16, 14, 8, 7, 6, 7, 5, 4, 3]
CA_CITIES = {
    "ON": [("Toronto", "M"), ("Ottawa", "K"), ("Hamilton", "L"), ("London", "N"),
           ("Kingston", "K"), ("Sudbury", "P"), ("Thunder Bay", "P"),
           ("Barrie", "L"), ("Guelph", "N"), ("Peterborough", "K"),
           ("Windsor", "N"), ("Mississauga", "L"), ("Oshawa", "L"),
           ("Sault Ste. Marie", "P"), ("Owen Sound", "N")],
    "BC": [("Vancouver", "V"), ("Victoria", "V"), ("Kelowna", "V"),
           ("Kamloops", "V"), ("Nanaimo", "V"), ("Prince George", "V"),
           ("Surrey", "V"), ("Burnaby", "V"), ("Penticton", "V")],
    "AB": [("Calgary", "T"), ("Edmonton", "T"), ("Red Deer", "T"),
           ("Lethbridge", "T"), ("Medicine Hat", "T"), ("Grande Prairie", "T")],
    "QC": [("Montreal", "H"), ("Gatineau", "J"), ("Sherbrooke", "J"),
           ("Quebec City", "G"), ("Trois-Rivieres", "G")],
    "MB": [("Winnipeg", "R"), ("Brandon", "R"), ("Steinbach", "R"),
           ("Thompson", "R")],
    "SK": [("Saskatoon", "S"), ("Regina", "S"), ("Prince Albert", "S"),
           ("Moose Jaw", "S")],
    "NS": [("Halifax", "B"), ("Truro", "B"), ("Dartmouth", "B"),
           ("Antigonish", "B")],
    "NB": [("Moncton", "E"), ("Fredericton", "E"), ("Saint John", "E"),
           ("Bathurst", "E")],
    "NL": [("St. John's", "A"), ("Corner Brook", "A"), ("Gander", "A")],
    "PE": [("Charlottetown", "C"), ("Summerside", "C")],
}
CA_STREET_A = [
    "Maple", "Cedar", "Birch", "Lakeview", "Ridgewood", "Elgin", "Dufferin",
    "Spruce", "Willow", "Poplar", "Hillcrest", "Sunnyside", "Riverside", "Pine",
    "Aspen", "Tamarack", "Laurier", "Champlain", "Cartier", "Portage", "Jasper",
    "Selkirk", "Bayview", "Glenora", "Kingsway", "Larch", "Balsam", "Algonquin",
    "Frontenac", "Brock", "Simcoe", "Huron", "Erie", "Pembina", "Saskatchewan",
    "Tecumseh", "Muskoka", "Bloor", "Strathcona", "Beaverbrook",
]
CA_STREET_B = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive",
               "Crescent", "Cres", "Boulevard", "Blvd", "Court", "Way", "Lane",
               "Place", "Trail"]
CA_UNIT = ["Apt {n}", "Unit {n}", "Suite {n}", "#{n}"]

NZ_REGIONS = {
    "Auckland": [("Auckland", ["1010", "1011", "1021", "1023", "1024", "0600",
                               "0612", "0622", "0632", "2013", "2016", "2025"]),
                 ("Manukau", ["2104", "2105"]), ("Pukekohe", ["2120"])],
    "Northland": [("Whangarei", ["0110", "0112"]), ("Kaitaia", ["0410"]),
                  ("Kerikeri", ["0230"])],
    "Waikato": [("Hamilton", ["3200", "3204", "3206", "3210", "3216"]),
                ("Cambridge", ["3434"]), ("Te Awamutu", ["3800"]),
                ("Thames", ["3500"]), ("Taupo", ["3330"])],
    "Bay of Plenty": [("Tauranga", ["3110", "3112"]), ("Rotorua", ["3010", "3015"]),
                      ("Whakatane", ["3120"])],
    "Hawke's Bay": [("Napier", ["4110", "4112"]), ("Hastings", ["4120", "4122"])],
    "Taranaki": [("New Plymouth", ["4310", "4312"]), ("Hawera", ["4610"])],
    "Manawatu-Whanganui": [("Palmerston North", ["4410", "4412", "4414"]),
                           ("Whanganui", ["4500", "4501"]), ("Levin", ["5510"])],
    "Wellington": [("Wellington", ["6011", "6012", "6021", "6035"]),
                   ("Lower Hutt", ["5010", "5011"]), ("Porirua", ["5022"]),
                   ("Masterton", ["5810"])],
    "Nelson": [("Nelson", ["7010", "7011"])],
    "Marlborough": [("Blenheim", ["7201"])],
    "West Coast": [("Greymouth", ["7805"]), ("Westport", ["7825"])],
    "Canterbury": [("Christchurch", ["8011", "8013", "8014", "8022", "8041"]),
                   ("Timaru", ["7910"]), ("Ashburton", ["7700"]),
                   ("Rangiora", ["7400"])],
    "Otago": [("Dunedin", ["9010", "9011", "9016"]), ("Queenstown", ["9300"]),
              ("Oamaru", ["9400"])],
    "Southland": [("Invercargill", ["9810", "9812"]), ("Gore", ["9710"])],
    "Gisborne": [("Gisborne", ["4010"])],
}
NZ_REGION_ORDER = ["Auckland", "Northland", "Waikato", "Bay of Plenty",
                   "Hawke's Bay", "Taranaki", "Manawatu-Whanganui", "Wellington",
                   "Nelson", "Marlborough", "West Coast", "Canterbury", "Otago",
                   "Southland", "Gisborne"]
NZ_REGION_WEIGHT = [28, 5, 10, 8, 5, 4, 5, 10, 3, 2, 2, 11, 5, 3, 2]
NZ_SUBURBS = {
    "Auckland": ["Mt Eden", "Ponsonby", "Otahuhu", "Glen Innes", "Avondale", "Northcote"],
    "Manukau": ["Mangere", "Papatoetoe", "Otara", "Manurewa"],
    "Hamilton": ["Hillcrest", "Frankton", "Fairfield", "Dinsdale"],
    "Christchurch": ["Riccarton", "Sydenham", "Avonside", "Hornby"],
    "Wellington": ["Newtown", "Karori", "Island Bay"],
    "Lower Hutt": ["Naenae", "Taita"],
    "Dunedin": ["Mornington", "Caversham", "St Kilda"],
    "Tauranga": ["Greerton", "Gate Pa"],
    "Napier": ["Onekawa", "Marewa"],
    "Palmerston North": ["Takaro", "Highbury"],
    "Rotorua": ["Fenton Park", "Ngongotaha"],
    "Invercargill": ["Glengarry", "Waikiwi"],
}
NZ_STREET_A = [
    "Kowhai", "Totara", "Rimu", "Matai", "Karaka", "Puriri", "Harakeke", "Tui",
    "Kereru", "Pohutukawa", "Manuka", "Kauri", "Hinemoa", "Rata", "Wharf",
    "Bay View", "Hillside", "Marine", "Seaview", "Station", "Domain",
    "Tawa", "Miro", "Nikau", "Raupo", "Toetoe", "Ngaio", "Awatea", "Kahikatea",
    "Te Aroha", "Ruapehu", "Tasman", "Clyde", "Moray", "Heretaunga",
]
NZ_STREET_B = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Terrace", "Tce",
               "Crescent", "Place", "Drive", "Lane", "Grove", "Way", "Close"]

# ---------------------------------------------------- care sites (fictional)
CA_HOSPITALS = [
    ("St. Brendan's Hospital", "ON"), ("Lakeshore Regional Health Centre", "ON"),
    ("Georgian Hills General Hospital", "ON"), ("Rideau Heights Hospital", "ON"),
    ("Bayfield Memorial Hospital", "ON"), ("Northern Shield Health Sciences Centre", "ON"),
    ("Fraser Ridge General Hospital", "BC"), ("Coast Cedar Hospital", "BC"),
    ("Okanagan Lakeview Hospital", "BC"), ("Prairie Rose Health Centre", "AB"),
    ("Bow Valley General Hospital", "AB"), ("Aspen Park Hospital", "AB"),
    ("Hopital Sainte-Odile", "QC"), ("Centre hospitalier Val-Fleuri", "QC"),
    ("Red River Health Sciences Centre", "MB"), ("Assiniboine Valley Hospital", "MB"),
    ("Wheatland Regional Hospital", "SK"), ("Saskatoon Riverbank Hospital", "SK"),
    ("Harbourview Health Centre", "NS"), ("Cobequid Shore Hospital", "NS"),
    ("Fundy Bay Regional Hospital", "NB"), ("Avalon Bay Health Centre", "NL"),
    ("Island Meadows Hospital", "PE"), ("Mount Albion General Hospital", "ON"),
    ("Cedar Crest Community Hospital", "BC"), ("Chinook Plains Hospital", "AB"),
]
CA_CLINICS = [
    "Kingsway Digestive Health Centre", "Northshore Endoscopy Clinic",
    "Maple Grove Family Practice", "Elgin Street Medical Clinic",
    "Birchmount Family Health Team", "Tamarack Medical Associates",
    "Lakehead Community Health Centre", "Portage Avenue Medical Clinic",
    "Selkirk Family Medicine", "Bayview Gastroenterology Associates",
    "Riverside Walk-in Clinic", "Glenora Family Practice",
    "Aspen Ridge Liver Clinic", "Cartier Medical Group",
]
NZ_HOSPITALS = [
    ("Kahikatea Hospital", "Auckland"), ("Waimarie Regional Hospital", "Waikato"),
    ("Harbourside Hospital", "Wellington"), ("Totara Bay Hospital", "Bay of Plenty"),
    ("Southern Lakes Hospital", "Otago"), ("Aorere Private Hospital", "Auckland"),
    ("Mercy Point Hospital", "Auckland"), ("Pukeko Valley Hospital", "Manawatu-Whanganui"),
    ("Te Maunga Hospital", "Bay of Plenty"), ("Kaitiaki Hospital", "Northland"),
    ("Canterbury Plains Hospital", "Canterbury"), ("Avonlea Private Hospital", "Canterbury"),
    ("Heretaunga Base Hospital", "Hawke's Bay"), ("Mount Pihanga Hospital", "Taranaki"),
    ("Murihiku Hospital", "Southland"), ("Tasman Bay Hospital", "Nelson"),
]
NZ_CLINICS = [
    "Kowhai Street Medical Centre", "Riverbend Health Centre",
    "Pohutukawa Family Doctors", "Harbour Cove Medical", "Te Kohanga Health",
    "Seaview Road Surgery", "Totara Park Medical Centre",
    "Mangere East Family Doctors", "Greerton Village Medical",
    "Aotea Gastroenterology", "Ranui Whanau Health", "Avon Health Centre",
    "Karori Medical Centre", "Fairfield Medical Practice",
]
CA_WARDS = ["Birch Unit", "Lakeview Ward", "Tamarack Unit", "Osprey Ward",
            "Algonquin Unit", "Cedar Ward", "Heron Unit", "Juniper Ward"]
NZ_WARDS = ["Rimu Ward", "Kauri Ward", "Matai Ward", "Kowhai Ward",
            "Tui Ward", "Rata Ward", "Nikau Ward", "Kereru Ward"]
CA_PHARM = ["Riverside Pharmacy", "Glenora Drug Mart", "Lakeshore Apothecary",
            "Kingsway Pharmacy", "Prairie Wellness Pharmacy"]
NZ_PHARM = ["Harbour Cove Pharmacy", "Seaview Pharmacy", "Kowhai Chemist",
            "Greerton Village Pharmacy", "Tasman Street Pharmacy"]
CA_CAREHOMES = ["Birchwood Manor", "Maplecrest Lodge", "Sunset Shores Retirement Residence"]
NZ_CAREHOMES = ["Rosebank Rest Home", "Kowhai Lodge Rest Home", "Harbour Heights Care"]

# ------------------------------------------------------- organisations
CA_EMPLOYERS = [
    "Northern Spruce Logistics", "Great Lakes Tooling Ltd.", "Prairie Grain Co-op",
    "Maritime Fisheries Supply", "Tamarack Mining Corp.", "Harbourfront Credit Union",
    "Ridgeview Secondary School", "St. Anselm Catholic School", "Boreal Hydro Services",
    "Lakehead Paper Mill", "Chinook Energy Services", "Glenora Public Library",
    "Polar Bear Courier", "Fundy Lobster Co.", "Muskoka Boat Works",
    "City of Brantwood Transit", "Cobalt Ridge Construction",
]
NZ_EMPLOYERS = [
    "Kaimai Dairy Co-op", "Southern Alps Freight", "Harbour City Builders",
    "Rangitoto Heights College", "Kiwi Orchards Ltd", "Pacific Coast Fisheries",
    "Aotea Engineering", "Takitimu Forestry", "Ruapehu Ski Services",
    "Manawatu Meat Processors", "Tasman Vineyards", "Waikato Rural Supplies",
    "Coastline Civil Ltd", "Te Awa Kohanga Reo", "Matariki Freight Lines",
]
CA_INSURERS = ["Maple Shield Benefits", "Northway Mutual Life", "Laurentian Group Health",
               "Canuck Assurance"]
NZ_INSURERS = ["Tui Health Insurance", "Southern Star Health Cover", "Kea Mutual Health"]
CA_LABS = ["Crestline Laboratories", "Dynalab Diagnostics", "Prairie Path Labs"]
NZ_LABS = ["Southern Meridian Pathology", "Aotearoa Community Labs",
           "Harbour Diagnostics"]
CHURCHES = ["St. Columba's Presbyterian Church", "Grace Fellowship Church",
            "Holy Trinity Anglican Church", "Samoan Assembly of God Church",
            "Tongan Methodist Church", "St. Jude's Parish"]
HOMEPN = ["Nutricare Home Infusion", "Baxwell Home Therapies", "Infusacare Ltd"]
COURIERS = ["Rapid Tui Couriers", "Northstar Courier", "SwiftLink Couriers"]

PROFESSIONS = [
    "long-haul truck driver", "dairy farmer", "secondary school teacher", "electrician",
    "accountant", "chef", "construction labourer", "fisherman",
    "software developer", "bus driver", "hairdresser", "shearer", "orchardist",
    "underground miner", "plumber", "kindergarten teacher",
    "police officer", "forestry worker", "bartender",
    "real estate agent", "welder", "office cleaner", "university student",
    "diesel mechanic", "baker", "lawyer", "carpenter", "bank teller",
    "warehouse worker", "nurse aide", "social worker", "barista",
    "airline pilot", "librarian", "truck dispatcher", "landscaper",
    "commercial painter", "hotel housekeeper", "sheep farmer", "journalist",
]

BIRTH_COUNTRIES = ["Vietnam", "China", "the Philippines", "India", "Samoa",
                   "Tonga", "Fiji", "South Korea", "Nigeria", "Somalia", "Pakistan",
                   "Egypt", "Ukraine", "Romania", "Italy", "Scotland",
                   "South Africa", "Malaysia", "Cambodia", "Ethiopia", "Brazil",
                   "Haiti", "Afghanistan", "Cook Islands"]
TRAVEL_COUNTRIES = ["Mexico", "Thailand", "Indonesia", "India", "Peru", "Morocco",
                    "Vietnam", "Kenya", "Cuba", "the Dominican Republic",
                    "Australia", "Japan", "Nepal", "Egypt", "the Cook Islands"]

REL_F = ["wife", "daughter", "sister", "mother", "partner", "niece",
         "granddaughter", "aunt"]
REL_M = ["husband", "son", "brother", "father", "partner", "nephew",
         "grandson", "uncle"]
