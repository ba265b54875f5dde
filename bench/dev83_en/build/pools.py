"""Invented value pools for dev83_en. Every name, place and organisation here was made up
for this set; any resemblance to a real person or business is accidental."""

FIRST_M = [
    # Anglo
    "Harold", "Walter", "Eugene", "Clifford", "Dale", "Wayne", "Gregory", "Thomas", "Robert", "James",
    "Michael", "Daniel", "Vernon", "Lyle", "Curtis",
    # Irish
    "Declan", "Ciaran", "Padraig", "Eoin", "Cormac", "Seamus", "Fergal", "Ronan",
    # Hispanic
    "Alejandro", "Joaquin", "Rafael", "Mateo", "Hector", "Eduardo", "Guillermo", "Ignacio",
    # West African
    "Kwame", "Chinedu", "Oluwaseun", "Kofi", "Emeka", "Babatunde", "Yaw", "Adebayo",
    # South Asian
    "Arjun", "Vikram", "Rohan", "Sanjay", "Imran", "Pradeep", "Harjit", "Nikhil",
    # East Asian
    "Wei", "Hiroshi", "Jun-ho", "Minh", "Takeshi", "Haoran", "Sung-min", "Kenji",
    # Eastern European
    "Dmitri", "Bogdan", "Tomasz", "Vaclav", "Andrei", "Miroslav", "Goran", "Pavel",
    # Arabic
    "Omar", "Khalid", "Tariq", "Youssef", "Karim", "Samir", "Hamza",
    # Pacific
    "Sione", "Tevita", "Manaia", "Keoni", "Viliami", "Tamati",
    # invented
    "Zorvan", "Kelthor", "Brisco", "Adlen", "Thessaly", "Orrin",
    # ordinary words
    "Will", "Hunter", "Mason", "Sterling", "Forrest", "Bishop",
]
FIRST_F = [
    "Margaret", "Patricia", "Dorothy", "Evelyn", "Shirley", "Brenda", "Heather", "Gladys", "Loretta",
    "Siobhan", "Niamh", "Aoife", "Roisin", "Caoimhe", "Maeve", "Sinead",
    "Guadalupe", "Marisol", "Ximena", "Lucia", "Esperanza", "Catalina", "Rocio",
    "Adaeze", "Ngozi", "Abena", "Folake", "Chiamaka", "Ama", "Yewande",
    "Priya", "Ananya", "Deepika", "Lakshmi", "Farah", "Sunita", "Meera",
    "Mei", "Yuki", "Ji-woo", "Lan", "Hana", "Xiaoling", "Thu",
    "Olena", "Katarzyna", "Svetlana", "Milena", "Ivana", "Agnieszka", "Zuzana",
    "Layla", "Fatima", "Nour", "Amira", "Yasmin", "Rania", "Huda",
    "Leilani", "Mele", "Losana", "Moana", "Kalani", "Sina",
    "Quilla", "Maravel", "Tesslyn", "Veradine",
    "Hope", "Rose", "Grace", "Faith", "Joy", "June", "Dawn", "Ivy", "Pearl", "Iris", "Daisy", "Summer",
]
LAST = [
    "Whitfield", "Harrington", "Caldwell", "Pemberton", "Ashby", "Thornton", "Bradshaw", "Greaves", "Lockridge",
    "O'Sullivan", "McGillicuddy", "Fitzgerald", "Donnelly", "Callaghan", "Keane", "Brennan", "Mulcahy",
    "Villanueva", "Castaneda", "Ibarra", "Quintero", "Barrientos", "Delgado", "Salcedo", "Arriaga",
    "Okonkwo", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Osei", "Abiodun", "Diallo",
    "Raghunathan", "Chaudhary", "Venkataraman", "Siddiqui", "Bhattacharya", "Menon", "Gill",
    "Nakamura", "Zhou", "Nguyen", "Takahashi", "Park", "Huang", "Tran", "Kwon",
    "Kowalczyk", "Petrenko", "Novak", "Dvorak", "Horvat", "Wisniewski", "Lazarescu",
    "Haddad", "Al-Masri", "Nasser", "Khoury", "Farouk", "Mansour", "Saleh",
    "Fonoti", "Tupou", "Kealoha", "Vainikolo", "Taufa", "Leota", "Mahe",
    "Quarrington", "Belvane", "Vexley", "Brightwater", "Tolliver-Ash", "Marchbank",
    "Best", "Page", "Wise", "Small", "Church", "Hope", "Rose", "Bell", "Moss", "Frost", "Young", "Strong",
    "Hart", "Baker", "Cook", "Love", "Sharp", "Short", "Long", "Green", "King", "Will",
]
NICK = {
    "Robert": ["Bob", "Bobby"], "Margaret": ["Peggy", "Maggie"], "Patricia": ["Patty", "Trish"],
    "James": ["Jim", "Jimmy"], "Michael": ["Mike"], "Thomas": ["Tom", "Tommy"], "Daniel": ["Danny"],
    "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Alejandro": ["Alex"], "Guadalupe": ["Lupe"],
    "Katarzyna": ["Kasia"], "Dorothy": ["Dot", "Dottie"], "Harold": ["Hal"], "Eugene": ["Gene"],
    "Walter": ["Walt"], "Gregory": ["Greg"], "Dmitri": ["Dima"], "Svetlana": ["Sveta"],
    "Ignacio": ["Nacho"], "Chiamaka": ["Chi"], "Adebayo": ["Bayo"], "Evelyn": ["Evie"],
    "Heather": ["Heath"], "Vikram": ["Vik"], "Gladys": ["Glad"], "Loretta": ["Retta"],
    "Xiaoling": ["Ling"], "Agnieszka": ["Aga"], "Guillermo": ["Memo"], "Clifford": ["Cliff"],
}

TOWNS = [
    "Marrowfield", "Ashcombe", "Tullaby", "Quenton Falls", "Brackwater", "Hollins Ford", "Ridgemere",
    "West Calloway", "Dunmarsh", "Larkhaven", "Coppergate", "Fenwick Hollow", "Saltmarsh Bend", "Orrisville",
    "New Tamsin", "Kettering Mills", "Blue Heron Flats", "Pallister", "Grisham Crossing", "Whitlow",
    "Mossgiel", "Ebberton", "Stoney Vale", "Harrowgate Springs", "Cinder Point", "Ludlow Bluff",
]
COUNTIES = ["Dunmore County", "Vexford County", "Callow County", "Orland Parish", "Tamarind County", "Bexley County"]
STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Maine", "ME"), ("Iowa", "IA"), ("Vermont", "VT"), ("Kansas", "KS"),
    ("Georgia", "GA"), ("Nevada", "NV"), ("Montana", "MT"), ("Kentucky", "KY"), ("Virginia", "VA"),
    ("Wisconsin", "WI"), ("Arizona", "AZ"), ("Delaware", "DE"), ("Nebraska", "NE"), ("Utah", "UT"),
    ("New Mexico", "NM"), ("Rhode Island", "RI"), ("Tennessee", "TN"), ("Minnesota", "MN"),
]
COUNTRIES = [
    "Ghana", "Nigeria", "Portugal", "Poland", "Ukraine", "Vietnam", "Tonga", "Samoa",
    "Mexico", "Guatemala", "India", "Pakistan", "Lebanon", "Jordan", "Ireland", "South Korea", "Japan",
    "Romania", "Senegal", "Peru", "Egypt", "Fiji", "Bangladesh",
]
STREET_NAMES = [
    "Larkspur", "Tamarack", "Quillon", "Bexley", "Harrow", "Juniper", "Falconer", "Wrenfield", "Cotter",
    "Mossbank", "Old Mill", "Ferncliff", "Abbotsford", "Sable Ridge", "Kittiwake", "Ninebark", "Orchard Gap",
    "Pewter", "Cold Spring", "Bramblewood", "Stillwater", "Ironweed", "Candlewick", "Yarrow",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Court", "Ct",
                 "Way", "Boulevard", "Blvd", "Terrace", "Place", "Circle", "Pike"]

HOSP_PATTERNS = [
    "{T} General Hospital", "{T} Regional Medical Center", "St. Brigid's Medical Center", "Mercy Hollow Hospital",
    "{T} Memorial Hospital", "Holy Cross of {T}", "{T} Community Hospital", "Good Shepherd {T}",
    "Our Lady of the Pines Hospital", "Calloway Valley Medical Center",
]
CLINIC_BY_GENRE = {
    "annual_physical": ["{T} Family Practice", "{T} Primary Care Associates", "Tamarack Internal Medicine", "Ferncliff Family Health"],
    "diabetes_followup": ["{T} Diabetes & Endocrine Clinic", "Juniper Endocrinology", "{T} Metabolic Center"],
    "cardiology": ["{T} Heart & Vascular Clinic", "Kittiwake Cardiology Group", "{T} Cardiology Associates"],
    "dermatology": ["Tamarack Dermatology Associates", "{T} Skin & Laser Clinic", "Quillon Dermatology"],
    "orthopedic": ["{T} Orthopaedic & Sports Medicine", "Falconer Bone and Joint", "{T} Spine Institute"],
    "gi_endoscopy": ["{T} Digestive Health Center", "Wrenfield Endoscopy Suite", "{T} GI Associates"],
    "urology": ["{T} Urology Partners", "Cotter Urology Clinic", "{T} Men's Health & Urology"],
    "rheumatology": ["{T} Arthritis & Rheumatology", "Harrow Rheumatology Clinic", "Mossbank Rheumatology"],
    "sleep_study": ["Quillon Sleep Center", "{T} Sleep Disorders Lab", "Stillwater Sleep Institute"],
    "audiology": ["Harrow Hearing Clinic", "{T} Audiology & Balance", "Candlewick Hearing Center"],
    "dental_oral": ["Wrenfield Oral Surgery", "{T} Dental Arts", "Bramblewood Family Dentistry"],
    "behavioral_health": ["Cedar Knoll Behavioral Health", "{T} Counseling Center", "Stillwater Psychiatric Associates"],
    "immunization": ["{T} Public Health Clinic", "{T} Pediatrics", "Ironweed Travel & Vaccine Clinic"],
    "prior_auth": ["{T} Specialty Care", "{T} Neurology Associates", "Yarrow Pain & Spine"],
}
PHARMACIES = ["Corner Mortar Pharmacy", "Dunmarsh Apothecary", "Blue Heron Drug", "Pestle & Vine Pharmacy", "Ridgemere Rx"]
WARDS = ["Osprey Unit", "Heron Ward", "Kestrel Pavilion", "Tern Ward", "Linnet Unit"]
BUILDINGS = ["Pavilion B", "Caldwell Tower", "Annex C", "Harrowgate Building", "Ostby Hall"]

EMPLOYERS = [
    "Halvorsen Freight Lines", "Pinecrest Poultry Co", "Tamsin Robotics", "Gullwing Marine Supply",
    "Ostby Brothers Roofing", "Kettle & Vine Catering", "Brackwater Paper Mill", "Quarrington Logistics",
    "Sable Ridge Quarry", "Larkhaven Credit Union", "Bexley Auto Body", "Northcote Grain Elevator",
    "Fenwick Precision Castings", "Vexley Software", "Coppergate Casino", "Mossgiel Dairy Cooperative",
]
SCHOOLS = ["Larkhaven Middle School", "Ridgemere Community College", "Saint Albin Academy",
           "Ashcombe High School", "Dunmarsh Elementary", "Whitlow Technical Institute"]
CHURCHES = ["Grace Fellowship of Marrowfield", "St. Casimir Parish", "Masjid al-Noor of Tullaby",
            "New Hope Tabernacle", "Ebberton Friends Meeting", "Holy Trinity Greek Orthodox Church"]
AGENCIES = ["Brightpath Home Health", "Meadowlark Visiting Nurses", "Harbor Light Home Care",
            "Kestrel Senior Services", "Silverleaf Adult Day Program"]
INSURERS = ["Bluestem Mutual Health", "Keystone Harbor Insurance", "Crestline Health Plan",
            "Northwind Benefit Partners", "Tidewater Assurance", "Pinion Care Alliance"]

PROFESSIONS = [
    "welder", "schoolteacher", "long-haul truck driver", "dental hygienist", "electrician", "bus driver",
    "accountant", "roofer", "line cook", "farmer", "postal carrier", "hairdresser", "software developer",
    "firefighter", "librarian", "commercial fisherman", "pastor", "machinist", "bank teller", "carpenter",
    "nail technician", "security guard", "warehouse supervisor", "crossing guard", "seamstress",
    "auto mechanic", "real estate agent", "barber", "lab technician", "landscaper", "piano teacher",
    "forklift operator", "taxi driver", "janitor", "court stenographer", "pharmacist",
]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "aunt", "partner", "neighbor", "friend"]
RELATIONS_M = ["husband", "son", "father", "brother", "grandson", "nephew", "uncle", "partner", "neighbor", "friend"]

ROLES_STAFF = [("RN", "nurse"), ("LPN", "nurse"), ("MA", "medical assistant"), ("PT", "physical therapist"),
               ("CMT", "transcriptionist"), ("scribe", "scribe"), ("PharmD", "pharmacist"), ("NP", "nurse practitioner"),
               ("PA-C", "physician assistant"), ("RPSGT", "sleep technologist"), ("CCC-A", "audiologist"),
               ("RDH", "dental hygienist"), ("LCSW", "social worker")]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day", "Fourth of July",
            "Memorial Day", "Christmas Eve", "Halloween"]
