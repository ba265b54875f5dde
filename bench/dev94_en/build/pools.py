"""Invented value pools for dev94_en. Every entry was written by hand for this folder."""

GIVEN_M = [
    # anglo / word-names
    "Will", "Guy", "Rich", "Hunter", "Mason", "Forrest", "Chase", "Heath", "Dale", "Glen", "Cliff", "Rocky",
    "Bob", "Barry", "Neville", "Trevor", "Clive", "Warren", "Darren", "Brent", "Wade", "Clayton", "Duncan",
    # maori / pasifika
    "Tane", "Wiremu", "Hemi", "Rawiri", "Nikora", "Manaia", "Sione", "Tevita", "Ioane", "Viliami", "Pita", "Losa",
    # chinese / malay / tamil / filipino / vietnamese / korean / japanese
    "Wei Ming", "Jun Hao", "Zhi Wei", "Kok Leong", "Boon Huat", "Hafiz", "Faizal", "Iskandar", "Azlan",
    "Ravi", "Senthil", "Murugan", "Arjun", "Rajesh", "Jomar", "Rodel", "Dante", "Minh", "Quang", "Tuan",
    "Min-jun", "Seo-jin", "Hiroshi", "Kenta", "Daisuke",
    # african / middle eastern / persian
    "Chidi", "Emeka", "Tunde", "Kwame", "Kofi", "Yaw", "Abdi", "Farah", "Omar", "Tariq", "Karim", "Dariush",
    "Reza", "Kamran",
    # european / latin / slavic / greek / french-canadian / indigenous
    "Mateo", "Joaquin", "Rui", "Tiago", "Piotr", "Tomasz", "Bohdan", "Taras", "Nikos", "Stavros", "Luca",
    "Giorgio", "Etienne", "Jean-Luc", "Gaetan", "Wapun", "Kisik",
]
GIVEN_F = [
    "May", "Hope", "Faith", "Grace", "Joy", "Summer", "Autumn", "Dawn", "Ivy", "Rose", "Violet", "Holly",
    "Pearl", "Ruby", "Crystal", "Sky", "Robin", "Olive", "Hazel", "April", "June", "Liberty", "Mercy", "Honor",
    "Deborah", "Sharon", "Colleen", "Tracy", "Bronwyn", "Kylie", "Marlene",
    "Aroha", "Mere", "Ngaio", "Hine", "Kiri", "Moana", "Mele", "Salote", "Sina", "Losana", "Ana",
    "Mei Ling", "Hui Min", "Xiu Ying", "Siew Lan", "Nurul", "Siti", "Aisyah", "Farhana", "Lakshmi", "Kavitha",
    "Priya", "Meena", "Maricel", "Joy Ann", "Analyn", "Thi Lan", "Ngoc", "Ji-woo", "Eun-ji", "Yuki", "Akiko",
    "Ngozi", "Chiamaka", "Adaeze", "Ama", "Akosua", "Efua", "Hodan", "Amina", "Layla", "Yasmin", "Shirin",
    "Parisa", "Lucia", "Ximena", "Ines", "Beatriz", "Agnieszka", "Katarzyna", "Oksana", "Halyna", "Eleni",
    "Despina", "Chiara", "Genevieve", "Josee", "Nathalie", "Winona", "Kateri",
]
SURNAMES = [
    # ordinary-word surnames
    "Baker", "Stone", "Rivers", "Young", "Bird", "Fox", "Wolf", "Hill", "Field", "Marsh", "Moss", "Frost",
    "Snow", "Rice", "Bush", "Cook", "Mason", "Carpenter", "Street", "Lane", "Park", "Church", "King",
    "Little", "Long", "Short", "Sharp", "Swift", "Wise", "Hardy", "Glass", "Brook", "Wood", "Rock", "Summers",
    "Winter", "Day", "Gold", "Silver", "Price", "Cash", "Hope", "Love", "Bolt", "Waters", "Green", "Black",
    "Hale", "Salt", "Pike", "Cross", "Penny", "Knight", "Bishop", "Steel",
    # other origins
    "Ngata", "Te Rangi", "Tawhiri", "Parata", "Rewi", "Tupou", "Faleolo", "Leota", "Vaifale", "Taufa",
    "Tan", "Lim", "Ng", "Goh", "Teo", "Chua", "Ong", "Koh", "Wee", "Sim", "Zhang", "Liu", "Huang",
    "bin Rahman", "binte Ismail", "Abdullah", "Osman", "Krishnan", "Subramaniam", "Pillai", "Nair", "Raman",
    "Santos", "dela Cruz", "Reyes", "Bautista", "Nguyen", "Tran", "Pham", "Kim", "Park", "Choi",
    "Tanaka", "Sato", "Okonkwo", "Adeyemi", "Eze", "Mensah", "Owusu", "Asante", "Warsame", "Hussein",
    "Haddad", "Karimi", "Farahani", "Gutierrez", "Ortega", "Moreira", "Carvalho", "Kowalczyk", "Nowak",
    "Shevchenko", "Kovalenko", "Papadakis", "Georgiou", "Ferraro", "Romano", "Tremblay", "Gagnon",
    "Bouchard", "Lavoie", "Cardinal", "Bearpaw", "Morningstar", "Littlechild", "O'Rourke", "MacLeod",
    "McTavish", "Van der Berg", "de Wit", "Lindqvist", "Haugen",
]

REGIONS = ["US", "CA", "NZ", "SG"]

CITIES = {
    "US": ["Millbrook", "Fairhaven", "Cedar Falls", "Port Ellison", "Granger", "Riverside Flats", "Oak Bluff",
           "Hollis", "Marlow", "Sutter Creek", "New Carver", "Brightwater", "Danvers Mill", "Lowell Park"],
    "CA": ["Kenora", "Moose Lake", "Port Alder", "St. Evariste", "Birchmount", "Red Willow", "Thunder Ridge",
           "Lac Blanc", "Fort Selkirk", "Cold Spring Harbour"],
    "NZ": ["Waitara", "Otorohanga", "Kaiwaka", "Te Puna", "Ruakaka", "Matamata", "Feilding", "Rangiora",
           "Oamaru", "Gore", "Motueka", "Hokitika", "Paeroa"],
    "SG": ["Singapore"],
}
STATES = {
    "US": ["OH", "NY", "TX", "IL", "WA", "GA", "NJ", "AZ", "MN", "WI", "KY", "NV", "Ohio", "Vermont",
           "Oregon", "Kansas", "Iowa", "Montana", "ME", "IN"],
    "CA": ["ON", "BC", "AB", "MB", "SK", "NS", "NB", "QC", "Ontario", "Manitoba", "Nova Scotia", "Alberta"],
    "NZ": ["Waikato", "Northland", "Canterbury", "Otago", "Taranaki", "Manawatu-Whanganui", "Bay of Plenty",
           "Southland", "Hawke's Bay", "Tasman"],
    "SG": [],
}
STREET_NAMES = {
    "US": ["Elmwood Ave", "Larch Street", "Quarry Rd", "Birchfield Lane", "Harbor View Dr", "N Maple St",
           "Crestline Blvd", "Old Mill Road", "Pinecrest Ct", "W 14th Street", "Sycamore Way"],
    "CA": ["Rue Champlain", "Spruce Cres", "Lakeshore Rd", "Tamarack Ave", "Boulevard des Pins", "Ridgeback Dr",
           "Caribou Trail", "Muskeg Road"],
    "NZ": ["Kauri Road", "Tui Street", "Pohutukawa Ave", "Harakeke Lane", "Matai Cres", "Rimu Rd",
           "Karaka Street", "Kowhai Tce"],
    "SG": ["Tampines St 45", "Jurong West Ave 3", "Bedok North Rd", "Ang Mo Kio Ave 8", "Woodlands Dr 71",
           "Hougang St 22", "Yishun Ring Rd", "Clementi Ave 5"],
}
COUNTRIES = ["Portugal", "Samoa", "Tonga", "Fiji", "the Philippines", "Vietnam", "India", "Malaysia",
             "Indonesia", "Nigeria", "Ghana", "Somalia", "Iran", "Poland", "Ukraine", "Greece", "Mexico",
             "Peru", "Chile", "South Korea", "Japan", "Australia", "Cook Islands", "Sri Lanka", "Lebanon",
             "Jamaica", "Haiti", "Kenya", "Italy", "Scotland"]

HOSPITALS = {
    "US": ["Cedar Hollow Regional Medical Center", "St. Brigid's Hospital", "Mercy Lakes Hospital",
           "Three Forks Community Hospital", "Harlan Valley Medical Center", "Bayside Memorial",
           "Kettle River General", "Northgate Surgical Pavilion", "Lakeview Kidney Center",
           "Oakridge Family Practice", "Sutter Creek Clinic", "Fairhaven Dialysis"],
    "CA": ["Prairie Lakes Health Centre", "St. Aidan's General", "Hopital Sainte-Colombe", "Birchmount Regional",
           "Red Willow Community Health", "Tamarack Valley Hospital", "Lac Blanc CLSC", "Port Alder Medical Clinic"],
    "NZ": ["Kahikatea Base Hospital", "Te Awa Hospital", "Wairoa Valley Hospital", "Rangiora Health Hub",
           "Matai Street Medical Centre", "Harakeke Surgery", "Ruakaka Rest Home", "Otorohanga Dialysis Unit"],
    "SG": ["Serangoon Vale Hospital", "Kembangan Heights Medical Centre", "Tanjong Rhu Polyclinic",
           "Bukit Teratai General Hospital", "Sembawang Bay Renal Centre", "Lorong Melati Clinic",
           "Pasir Lintang Community Hospital"],
}
WARDS = {
    "US": ["Larkspur Unit", "Magnolia Wing", "Bluebird Unit", "Heron Unit", "Aspen Unit"],
    "CA": ["Birch Unit", "Loon Unit", "Spruce Ward", "Unite Erable"],
    "NZ": ["Kowhai Ward", "Rimu Ward", "Totara Ward", "Tui Ward", "Kereru Ward", "Pukeko Ward"],
    "SG": ["Orchid Ward", "Frangipani Ward", "Hibiscus Ward", "Bougainvillea Ward", "Tembusu Ward"],
}
PHARMACIES = {
    "US": ["Corner Drug of Millbrook", "Hollis Apothecary", "Quarry Road Pharmacy"],
    "CA": ["Pharmacie Lavoie", "Spruce Cres Pharmacy", "Muskeg Road Drug Mart"],
    "NZ": ["Kauri Road Chemist", "Te Puna Pharmacy", "Matamata Unichem Corner"],
    "SG": ["Bedok Heartland Pharmacy", "Clementi Medihall", "Yishun Ring Pharmacy"],
}
LABS = ["Core Lab", "Micro", "Histo", "Blood Bank", "Cyto", "Send-outs"]
ORGS = ["Acme Freight", "Kettle River Lumber", "Harbor Cold Storage", "Brightwater School District",
        "St. Jude's Parish", "Northline Transit", "Pacific Kiwi Orchards", "Tasman Meatworks",
        "Lion City Logistics", "Merlion Print Works", "Caribou Mining Co", "Lakeshore Credit Union",
        "Waitara Primary School", "Riverbend Baptist Church", "Sunrise Bakery", "Bluewater Fisheries",
        "Granger Steel", "Te Puna Marae Trust", "Kampong Glam Textiles", "Prairie Grain Co-op"]
PROFESSIONS = ["welder", "teacher", "bus driver", "dairy farmer", "nurse aide", "truck driver", "electrician",
               "shearer", "fisherman", "cleaner", "accountant", "chef", "hawker", "security guard", "taxi driver",
               "plumber", "carpenter", "retired teacher", "retired miner", "forklift operator", "librarian",
               "cashier", "roofer", "software developer", "painter", "mechanic", "kindergarten teacher",
               "construction worker", "hairdresser", "pastor", "postal worker", "orchard worker", "seamstress"]
RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner",
             "niece", "nephew", "granddaughter", "grandson", "neighbour", "friend", "carer", "aunt", "cousin"]

# hard-negative lexicon (written for this set)
DRUGS = [("metoprolol", "25 mg po bid"), ("apixaban", "5 mg po bid"), ("furosemide", "40 mg iv bd"),
         ("vancomycin", "1.25 g iv q12h"), ("pip-tazo", "4.5 g iv q8h"), ("insulin glargine", "18 units sc nocte"),
         ("paracetamol", "1 g po qid prn"), ("acetaminophen", "650 mg po q6h prn"), ("oxycodone", "5 mg po q4h prn"),
         ("enoxaparin", "40 mg sc daily"), ("heparin", "5000 units sc q8h"), ("atorvastatin", "40 mg po nocte"),
         ("amlodipine", "5 mg po daily"), ("ondansetron", "4 mg iv q8h prn"), ("ceftriaxone", "2 g iv daily"),
         ("pantoprazole", "40 mg po daily"), ("morphine", "2 mg iv q2h prn"), ("warfarin", "3 mg po daily"),
         ("metformin", "500 mg po bid"), ("gabapentin", "300 mg po tds"), ("lisinopril", "10 mg po daily"),
         ("potassium chloride", "20 mmol iv over 2 h"), ("magnesium sulfate", "2 g iv over 1 h"),
         ("salbutamol", "2.5 mg neb q4h"), ("prednisone", "40 mg po daily x5 days"), ("levetiracetam", "500 mg po bid"),
         ("amoxicillin-clavulanate", "875 mg po bid"), ("haloperidol", "0.5 mg po prn"), ("quetiapine", "25 mg po nocte"),
         ("sevelamer", "800 mg po tds with meals"), ("epoetin alfa", "4000 units iv post-hd"),
         ("calcitriol", "0.25 mcg po daily"), ("cefazolin", "2 g iv on call to OR"), ("tranexamic acid", "1 g iv")]
EPONYMS = ["Parkinson's disease", "Crohn's disease", "Foley catheter", "Babinski negative", "Hodgkin lymphoma",
           "Alzheimer's dementia", "Cushing's syndrome", "Bell's palsy", "Graves' disease", "Guillain-Barre",
           "Murphy's sign", "Homans sign", "Whipple procedure", "Nissen fundoplication", "Hartmann's procedure",
           "Kussmaul breathing", "Trendelenburg", "Glasgow Coma Scale", "Wells score", "Seldinger technique",
           "Swan-Ganz", "Hickman line", "Colles fracture", "Baker's cyst", "Addison's disease", "Wolff-Parkinson-White"]
ICD = ["I50.9", "N18.6", "E11.65", "J18.9", "I48.91", "K50.90", "G20", "C81.90", "M17.11", "S72.001A",
       "N17.9", "D62", "E87.1", "I21.4", "J44.1", "A41.9", "T82.7XXA", "Z99.2", "R55", "I10"]
PROCEDURES = ["lap chole", "TKR left", "THR right", "ORIF distal radius", "AV fistula creation", "PPM insertion",
              "lap appendicectomy", "TURP", "hernia repair (inguinal)", "EUA + I&D perianal abscess",
              "L4/5 laminectomy", "cataract phaco + IOL", "ICD generator change", "hemicolectomy (right)",
              "washout + debridement", "ex-lap", "LSCS (category 2)", "tonsillectomy", "cystoscopy + stent",
              "carpal tunnel release"]
DEVICE_MODELS = ["Corvessa DR-2 pacemaker", "Lumenis-Q ICD", "Arcline 3000 dialysis machine",
                 "FlowMate 4 infusion pump", "Orthavia cemented stem size 12", "Polara acetabular cup 54 mm",
                 "TibiaLock plate 6-hole", "Renova F160 dialyser", "Veritas PICC 5Fr double lumen",
                 "Uroflo 16Fr Foley", "CardioLoop implantable loop recorder", "Kestrel port-a-cath 8Fr"]
CREDS = ["MD", "RN", "NP", "PA-C", "MBBS", "RPh", "CRNA", "DO", "FRACS", "RGON", "BN", "FRCPC", "MBChB"]
DEPTS = ["ICU", "ED", "CCU", "PACU", "HDU", "NICU", "OT", "Cardiology", "Renal", "Ortho", "Gen Med",
         "Gen Surg", "Haem", "Pharmacy", "Blood Bank", "Radiology", "Endo"]
WORD_NEGS = [("will", "will review in am"), ("may", "may need repeat k"), ("hope", "family hope for dc home"),
             ("grace", "grace period on consent form n/a"), ("will", "will need cxr"),
             ("may", "may go home tmrw if stable"), ("hope", "pt expresses hope re mobility"),
             ("frost", "frost-free fridge temp log ok"), ("young", "young adult clinic referral not needed"),
             ("stone", "kidney stone hx"), ("bush", "bush tea - herbal, asked to stop"),
             ("mason", "mason jar of urine brought in (discarded)"), ("joy", "joy of eating poor, appetite low"),
             ("ivy", "poison ivy rash resolving"), ("rose", "temp rose to 38.4"), ("dawn", "dawn phenomenon on bgl")]
RELATIONS_M = ["husband", "son", "father", "brother", "partner", "nephew", "grandson", "neighbour", "friend",
               "carer", "uncle", "cousin", "stepson"]
RELATIONS_F = ["wife", "daughter", "mother", "sister", "partner", "niece", "granddaughter", "neighbour", "friend",
               "carer", "aunt", "cousin", "stepdaughter"]
