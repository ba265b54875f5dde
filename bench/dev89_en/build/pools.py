"""Invented value pools for dev89_en. Every list here was written for this folder.

Names are drawn from many origins; combinations are random and fictional. Towns, facilities,
employers and streets are invented (any resemblance to a real place is accidental).
"""

FIRST_F = [
    # English / Canadian
    "Margaret", "Heather", "Lindsay", "Brenda", "Kayla", "Shannon", "Tracy", "Evelyn", "Doris", "Gwen",
    # words that are also given names
    "Hope", "Grace", "Faith", "Joy", "May", "Rose", "Ivy", "Dawn", "Summer", "April", "Robin", "Holly",
    "Pearl", "Ruby", "Amber", "Sky", "Star", "Autumn", "Honey", "Olive",
    # French-Canadian
    "Genevieve", "Josee", "Manon", "Sylvie", "Chantal", "Marie-Eve", "Isabelle", "Nathalie",
    # Indigenous / Inuit
    "Winona", "Aiyana", "Nuna", "Kallik", "Siqiniq", "Tanis", "Cheyenne", "Ooleepeeka",
    # South Asian
    "Harpreet", "Gurleen", "Priya", "Lakshmi", "Anjali", "Farzana", "Nusrat", "Kavitha",
    # East / Southeast Asian
    "Mei", "Xiu Ying", "Huong", "Thao", "Ji-woo", "Min-seo", "Yuki", "Haruka", "Maricel", "Lourdes",
    "Analyn", "Rowena",
    # African / Caribbean
    "Ama", "Akosua", "Abena", "Ngozi", "Chidinma", "Folake", "Hodan", "Fadumo", "Marcia", "Sharlene",
    # Middle East / Iran
    "Rania", "Layla", "Nour", "Samira", "Shirin", "Parisa", "Mahsa",
    # European
    "Oksana", "Halyna", "Agnieszka", "Zofia", "Giulia", "Rosaria", "Ines", "Fatima", "Eleni", "Anneke",
    "Saoirse", "Siobhan", "Morag",
]

FIRST_M = [
    "Gordon", "Wayne", "Darren", "Kyle", "Trevor", "Murray", "Clarence", "Lloyd", "Brent", "Harold",
    # words that are also given names
    "Will", "Mark", "Bill", "Rusty", "Hunter", "Mason", "Forest", "Glen", "Dean", "Drew", "Chance",
    "Miles", "Ray", "Sterling", "Cliff", "Dale", "Wade", "Frank", "Gene", "Rocky", "Buck", "Sonny",
    "Jean-Guy", "Mathieu", "Real", "Gilles", "Benoit", "Yannick", "Luc",
    "Tecumseh", "Dakota", "Elias", "Jimmy", "Pauloosie", "Lucassie", "Koomuatuk",
    "Gurpreet", "Jaswinder", "Arjun", "Ravi", "Sanjay", "Imran", "Tariq", "Suresh", "Karthik",
    "Wei", "Jun", "Minh", "Duc", "Hyun-woo", "Seung", "Hiroshi", "Kenji", "Rodel", "Jomar", "Arnel",
    "Kwame", "Kofi", "Yaw", "Chinedu", "Emeka", "Tunde", "Abdirahman", "Mohamed", "Desmond", "Winston",
    "Khalil", "Omar", "Yousef", "Karim", "Reza", "Dariush", "Babak",
    "Taras", "Bohdan", "Piotr", "Tomasz", "Giuseppe", "Salvatore", "Joao", "Nuno", "Nikos", "Pieter",
    "Ciaran", "Hamish", "Angus",
]

SURNAMES = [
    # ordinary English words
    "Baker", "Cook", "Stone", "Wood", "Fields", "Snow", "Frost", "Bell", "King", "Bird", "Fox", "Young",
    "Little", "Day", "Page", "Carpenter", "Gardner", "Fisher", "Black", "White", "Green", "Brown", "Rich",
    "Lane", "Hill", "Marsh", "Moody", "Sparrow", "Hunter", "Mason", "Walker", "Hart", "Knight", "Sharp",
    "Strong", "Wise", "Golden", "Love", "Best", "Swift", "Short", "Long", "Lamb", "Bishop", "Miller",
    # French-Canadian / Acadian
    "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Belanger", "Cote", "Ouellet", "Thibodeau",
    "Leblanc", "Arsenault", "Cormier", "Robichaud", "Poirier", "Gauthier", "Desjardins",
    # Indigenous / Metis / Inuit
    "Cardinal", "Littlechild", "Morningstar", "Bearhead", "Sinclair", "Whitecalf", "Crowshoe", "Okemaw",
    "Kakegamic", "Meeches", "Moosomin", "Nuqingaq", "Kilabuk", "Tulugak", "Ipeelee", "Akulukjuk",
    "Twoyoungmen", "Laboucan",
    # Chinese
    "Chen", "Wong", "Zhang", "Liu", "Ng", "Chan", "Lau", "Tse", "Ho", "Yip", "Leung",
    # South Asian
    "Sidhu", "Gill", "Dhaliwal", "Sandhu", "Patel", "Shah", "Iyer", "Raman", "Balasubramaniam",
    "Siddiqui", "Chowdhury", "Rahman", "Grewal",
    # Filipino, Vietnamese, Korean, Japanese
    "Dela Cruz", "Santos", "Reyes", "Bautista", "Mendoza", "Villanueva", "Nguyen", "Tran", "Pham",
    "Huynh", "Dang", "Kim", "Park", "Choi", "Yoon", "Tanaka", "Nakamura", "Yamada",
    # Arabic, Somali, Iranian
    "Haddad", "Khoury", "Nasser", "Mansour", "Abboud", "Saleh", "Warsame", "Abdi", "Farah", "Osman",
    "Jama", "Rahimi", "Tehrani", "Moradi", "Karimi",
    # West African, Caribbean
    "Adeyemi", "Eze", "Nwosu", "Balogun", "Mensah", "Owusu", "Boateng", "Asante", "Campbell", "McKenzie",
    "Powell",
    # European
    "Kowalchuk", "Hnatiuk", "Melnyk", "Shevchuk", "Tkachuk", "Nowak", "Wisniewski", "Zielinski",
    "Russo", "Esposito", "DiNardo", "Ferraro", "Medeiros", "Furtado", "Pacheco", "Papadopoulos",
    "Georgiou", "Van der Berg", "De Vries", "Visser", "MacLeod", "MacDonald", "O'Brien", "Fitzgerald",
    "McNeil", "Gallagher", "Gagnon-Sidhu", "Boateng-Reyes",
]

NICKNAMES = {"Margaret": "Peggy", "Harold": "Hal", "Gordon": "Gord", "William": "Billy",
             "Giuseppe": "Joe", "Salvatore": "Sal", "Clarence": "Clary", "Evelyn": "Evie",
             "Lucassie": "Luke", "Abdirahman": "Abdi", "Bohdan": "Bob", "Genevieve": "Gen"}

# invented towns, with the province they are placed in
TOWNS = [
    ("Pellmore", "ON"), ("Kestrel Falls", "ON"), ("Amberford", "ON"), ("Kinnear Crossing", "ON"),
    ("Thistledown Flats", "ON"), ("Marrowby", "ON"), ("Wenlow", "ON"), ("Coldspur", "ON"),
    ("Saint-Ovide-du-Lac", "QC"), ("Lac-Ombrette", "QC"), ("Sainte-Bruyere", "QC"), ("Port-Cassin", "QC"),
    ("Quillan Harbour", "NS"), ("Gannet Cove", "NL"), ("Tessaly", "NB"), ("Ravensmere", "PE"),
    ("Brackenridge", "MB"), ("Fernhaven", "MB"), ("Elkhorn Bend", "SK"), ("Miskwa Lake", "SK"),
    ("Tamber Coulee", "AB"), ("Grayling Flats", "AB"), ("Harrowgate Springs", "AB"),
    ("Cedarvale Inlet", "BC"), ("Port Alvar", "BC"), ("Sorrel Ridge", "BC"),
    ("Nattiq Point", "NU"), ("Tallowmere", "NT"), ("Corriebank", "YT"),
]

PROVINCES = {
    "ON": "Ontario", "QC": "Quebec", "NS": "Nova Scotia", "NL": "Newfoundland and Labrador",
    "NB": "New Brunswick", "PE": "Prince Edward Island", "MB": "Manitoba", "SK": "Saskatchewan",
    "AB": "Alberta", "BC": "British Columbia", "NU": "Nunavut", "NT": "Northwest Territories",
    "YT": "Yukon",
}

# first letters never used in real Canadian postal codes: W, Z; middle letters from D F I O Q U
POSTAL_FIRST = "WZ"
POSTAL_LETTERS = "ABCEGHJKLMNPRSTVXY"
POSTAL_ODD = "DFIOQU"

AREA_CODES = ["204", "306", "403", "506", "587", "613", "705", "709", "778", "819", "867", "902", "343",
              "431", "639"]

STREET_NAMES = [
    "Tamarack Crescent", "Riverbend Drive", "Gullwing Road", "Larkspur Avenue", "Old Mill Line",
    "Concession Road 6", "Birchleaf Court", "Chokecherry Lane", "Harbourview Terrace", "Kettle Street",
    "Rue des Ormeaux", "Chemin du Ruisseau", "Sweetgrass Trail", "Muskeg Road", "Fiddlehead Way",
    "Prospect Hill Road", "Drumlin Street", "Saskatoon Berry Bay", "Wheatsheaf Road", "Gander Place",
    "Copperleaf Boulevard", "Ice Road 3", "Spruce Bough Crescent", "Lighthouse Lane", "Tidewater Road",
    "Pemmican Street", "Orchard Row", "Queen Anne's Lace Way", "Caribou Street", "Foundry Avenue",
]

HOSPITALS = [
    "Pellmore District Hospital", "Kestrel Falls General", "St. Ovide Regional Health Centre",
    "Gannet Cove Community Hospital", "Kinnear Memorial Hospital", "Tessaly General Hospital",
    "Hopital Sainte-Bruyere", "Brackenridge Health Centre", "Elkhorn Bend Union Hospital",
    "Tamber Coulee Regional", "Cedarvale Inlet Hospital", "Nattiq Point Health Centre",
    "Ravensmere Queen Victoria Hospital", "Wenlow & District Hospital", "Harrowgate Springs General",
    "St. Brigid's of the Lakes Hospital", "Port Alvar Mercy Hospital", "Corriebank General",
]

CLINICS = [
    "Birchleaf Family Health Team", "Northgate Medical Clinic", "Riverbend Family Practice",
    "Quillan Harbour Nursing Station", "Amberford Community Health Centre", "Sorrel Ridge Medical Group",
    "Clinique du Lac-Ombrette", "Grayling Flats Primary Care", "Marrowby Walk-In Clinic",
    "Fernhaven Family Medicine", "Thistledown Medical Associates", "Miskwa Lake Health Station",
    "Kettle Street Physicians", "Tallowmere Health Centre",
]

SPECIALTY_CLINICS = [
    "Lakeshore Heart Clinic", "Pellmore Renal Program", "Coldspur Memory Clinic",
    "Harbourlight Respiratory Clinic", "Port-Cassin Diabetes Education Centre", "Aurora Bone & Joint Clinic",
    "Kestrel Falls Cancer Centre", "Northern Lights Mental Health Services", "Evergreen Sleep Clinic",
]

CARE_HOMES = [
    "Maplewood Manor", "Cedar Hollow Lodge", "Tamarack Place", "Foyer Saint-Ovide", "Harbourside Villa",
    "Prairie Rose Care Home", "Willowbrook Residence", "Gannet Cove Seniors' Home", "Sunset Bluff Lodge",
    "Spruce Haven Long Term Care",
]

PHARMACIES = [
    "Fernhaven Apothecary", "Dunmore Drug Mart", "Kettle Street Pharmacy", "Pharmacie Lac-Ombrette",
    "Harbour Lane Pharmacy", "Pellmore Medicine Shoppe", "Miskwa Lake Co-op Pharmacy",
    "Grayling Flats Pharmacy", "Cedarvale Compounding Pharmacy",
]

WARDS = ["Osprey Ward", "Tamarack Unit", "Birch Wing", "Heron Unit", "Aurora Ward", "Juniper Unit",
         "Larch Ward", "Loon Unit"]

ORGS = [
    "Kestrel Falls Paper Mill", "Northern Tern Fisheries", "Amberford School Board", "Pellmore Co-op",
    "Harbourline Trucking", "Coldspur Mine", "St. Brendan's Parish", "Wenlow Curling Club",
    "Brackenridge Grain Terminal", "Gannet Cove Seafoods", "Tamber Coulee Gas Plant", "Sorrel Ridge Sawmill",
    "Quillan Harbour Boatworks", "Fernhaven Public Library", "Lac-Ombrette Caisse", "Miskwa Lake First Nation Band Office",
    "Port Alvar Ferries", "Elkhorn Bend Feedlot", "Marrowby Builders Depot", "Copperleaf Call Centre",
    "Tallowmere Diamond Camp", "Kinnear Crossing Public School", "Riverbend Daycare", "Thistledown Auto Body",
]

INSURERS = ["Northstar Mutual", "Bluewater Benefits", "Maple Shield Insurance", "Prairie Union Life",
            "Harbour Group Health"]

PROFESSIONS = [
    "welder", "teacher", "baker", "carpenter", "fisher", "grain farmer", "long-haul truck driver",
    "electrician", "accountant", "miner", "bus driver", "cashier", "software developer", "line cook",
    "hairdresser", "pipefitter", "daycare worker", "mail carrier", "heavy equipment operator",
    "crab fisherman", "snowplow operator", "bank teller", "librarian", "hog farmer", "lineman",
    "tailor", "roofer", "seamstress", "security guard", "dental hygienist", "taxi driver",
    "real estate agent", "cook", "janitor", "lawyer", "pastor", "engineer", "trapper", "painter",
]

COUNTRIES = ["Philippines", "Somalia", "Ukraine", "India", "Jamaica", "Vietnam", "Iran", "Ghana",
             "Nigeria", "Syria", "Haiti", "Mexico", "Portugal", "Pakistan", "Eritrea", "Poland", "Italy",
             "Scotland", "United States", "Greece", "South Korea", "China", "Afghanistan"]

LANDMARKS = ["Tamarack Arena", "Riverside Mall", "the Old Mill bridge", "Harbourfront Plaza", "Centennial Park",
             "Copperleaf Tower", "Kettle Street Legion Hall", "the Gull Rock lookout", "Blueberry Hill campground",
             "Sandpiper Beach"]

HOLIDAYS = ["Christmas", "Canada Day", "Thanksgiving", "Boxing Day", "Victoria Day", "Easter",
            "New Year's Day", "Labour Day", "Family Day", "Remembrance Day"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "mother", "father", "partner",
             "niece", "grandson", "granddaughter", "neighbour", "friend", "son-in-law", "nephew", "cousin"]

DOC_CREDS = ["MD", "MD, CCFP", "MD, FRCPC", "MBBS", "MD, FRCSC", "DO"]
NURSE_CREDS = ["RN", "RPN", "NP", "LPN", "RN(EC)", "BScN, RN"]
