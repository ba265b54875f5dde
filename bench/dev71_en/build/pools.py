"""Invented value pools for dev71_en. Every name, place and organisation here was made up
for this set; any resemblance to a real person or site is accidental."""

GIVEN_F = [
    "Aoife", "Siobhan", "Niamh", "Grainne", "Maeve", "Orla", "Caoimhe", "Eilis", "Roisin",
    "Margaret", "Eleanor", "Judith", "Patricia", "Deborah", "Charlotte", "Harriet", "Imogen",
    "Agnieszka", "Katarzyna", "Malgorzata", "Zofia", "Oksana", "Ilona", "Vesna",
    "Adaeze", "Chiamaka", "Ngozi", "Folasade", "Abimbola", "Efua", "Ama",
    "Priya", "Anjali", "Sunita", "Kavitha", "Farzana", "Nasreen", "Shabnam", "Ayesha",
    "Mei", "Xiulan", "Yuki", "Thuy", "Lan", "Minji", "Soo-ah", "Maricel", "Rowena",
    "Guadalupe", "Ximena", "Marisol", "Lucia", "Beatriz", "Ines",
    "Hope", "Rose", "Grace", "Faith", "Joy", "May", "June", "Dawn", "Sunny", "Summer",
    "Hodan", "Fadumo", "Amira", "Layla", "Yasmin", "Genevieve", "Josee", "Manon",
    "Tamsin", "Bronwen", "Eira", "Kirsty", "Morag", "Shona", "Latoya", "Keisha", "Dionne",
]
GIVEN_M = [
    "Padraig", "Cathal", "Eoin", "Donal", "Ciaran", "Fionn", "Tadhg", "Colm", "Diarmuid",
    "Gerald", "Malcolm", "Nigel", "Clive", "Reginald", "Trevor", "Gareth", "Rhys", "Alasdair",
    "Tomasz", "Krzysztof", "Piotr", "Grzegorz", "Mykola", "Bogdan", "Dragan",
    "Chinedu", "Oluwaseun", "Emeka", "Kwame", "Kofi", "Tunde", "Obinna",
    "Rajesh", "Arjun", "Vikram", "Imran", "Tariq", "Faisal", "Bilal", "Harpreet",
    "Wei", "Jian", "Hiroshi", "Minh", "Duc", "Joon-ho", "Rodel", "Jericho",
    "Alejandro", "Joaquin", "Mateo", "Rafael", "Esteban",
    "Will", "Frank", "Mark", "Rich", "Guy", "Art", "Bill", "Jack", "Miles", "Chase",
    "Abdirahman", "Omar", "Khalid", "Youssef", "Jean-Luc", "Mathieu", "Etienne",
    "Delroy", "Winston", "Desmond", "Leroy", "Hamish", "Callum", "Euan", "Darnell",
]
SURNAMES = [
    "O'Sullivan", "MacNamara", "Ni Bhriain", "Fitzgerald", "Kavanagh", "Brennan", "Mulcahy",
    "Donnelly", "Geraghty", "McAllister", "Featherstone", "Ashworth", "Pemberton", "Thistlewood",
    "Wozniak", "Kowalczyk", "Zielinski", "Szymanska", "Kovalenko", "Petrovic", "Horvath",
    "Okonkwo", "Adeyemi", "Nwachukwu", "Mensah", "Boateng", "Oyelaran", "Eze",
    "Raghunathan", "Chaudhry", "Bhattacharya", "Siddiqui", "Malhotra", "Gill", "Sandhu",
    "Zhang", "Liang", "Tanaka", "Nguyen", "Tran", "Park", "Dela Cruz", "Villanueva",
    "Castellanos", "Ibarra", "Quintero", "Figueroa", "Arroyo",
    "Bishop", "Ward", "Long", "Best", "Young", "Black", "White", "Hill", "Brown", "Green",
    "Cook", "Baker", "Bell", "Price", "King", "Mason", "Fields", "Moody", "Small", "Church",
    "Hope", "Rose", "Frost", "Little", "Marsh", "Swift", "Lamb", "Fox", "Wolfe", "Sharp",
    "Warsame", "Abdullahi", "Haddad", "Khoury", "Tremblay", "Gagnon", "Bouchard", "Lavoie",
    "Campbell-Reid", "St. Clair", "Van der Berg", "Llewellyn", "Pritchard", "Jenkins-Oduya",
    "Fairweather", "Blackwood", "Ravensworth", "Huxtable", "Quarrie", "Stavros", "Papadakis",
]
NICK = {
    "Margaret": "Peggy", "Patricia": "Trish", "Deborah": "Debs", "Charlotte": "Lottie",
    "Eleanor": "Nell", "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Oluwaseun": "Seun",
    "Krzysztof": "Krzys", "Gerald": "Gerry", "Reginald": "Reg", "Trevor": "Trev",
    "Padraig": "Paddy", "Alejandro": "Alex", "Jean-Luc": "JL", "Abdirahman": "Abdi",
    "Harpreet": "Harry", "Folasade": "Sade", "Chiamaka": "Amaka", "Rajesh": "Raj",
    "Bill": "Billy", "Jack": "Jacko", "Desmond": "Des", "Hamish": "Hame", "Joaquin": "Quino",
}
MIDDLE_INIT = list("ABCDEFGHJKLMNPRSTW")

# ---- places, per locale -------------------------------------------------------
US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Oregon", "OR"),
             ("Tennessee", "TN"), ("Wisconsin", "WI"), ("Georgia", "GA"), ("Arizona", "AZ"),
             ("Maine", "ME"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Colorado", "CO"),
             ("New Mexico", "NM"), ("Vermont", "VT"), ("Missouri", "MO"), ("Nevada", "NV")]
CA_PROV = [("Ontario", "ON"), ("Nova Scotia", "NS"), ("British Columbia", "BC"),
           ("Manitoba", "MB"), ("Alberta", "AB"), ("New Brunswick", "NB"),
           ("Saskatchewan", "SK"), ("Newfoundland and Labrador", "NL")]
US_TOWNS = ["Orrin Falls", "Kellerton", "Fenwick Hollow", "Marlow Bend", "Quillby", "Port Averill",
            "Tamsworth", "Stavely Junction", "Corwin Heights", "Dunmore Flats", "East Kessling",
            "Winslow Crossing", "Harrowgate Park", "Lake Ossining", "Pellham Ridge", "Bramford"]
CA_TOWNS = ["Corran Bay", "Saint-Aubert-des-Pins", "Millhaven Landing", "Tessier", "Kinross Mills",
            "Birch Narrows", "Port Lisgar", "Ardmore Sound", "Lac-Verdure", "Ostrander"]
UK_TOWNS = ["Thornwick", "Kettlesby", "Ashby Marlow", "Hadleigh Cross", "Brammerton", "Nethercombe",
            "Wexley", "Sallowfield", "Castle Tarrow", "Low Hebbden", "Pennock", "Market Ossett"]
UK_COUNTIES = ["Northshire", "West Tarrowdale", "Lower Avonmere", "Kestevenshire", "Mardale"]
IE_TOWNS = ["Ballinross", "Kilbrack", "Drumcashel", "Carrigmore", "Rathcullen", "Lisnagar",
            "Ennisbeg", "Castlefinny", "Tobercurry East", "Glenaskeagh"]
IE_COUNTIES = ["Kerry", "Mayo", "Wexford", "Donegal", "Kilkenny", "Tipperary", "Galway", "Cork"]

STREET_NAMES = ["Elmhurst", "Quarry", "Tannery", "Larkspur", "Bellingham", "Cobbler's", "Abbot",
                "Kiln", "Orchard", "Willowbrook", "Saddler", "Ferry", "Mill Race", "Garrison",
                "Chancery", "Lantern", "Oakapple", "Sycamore", "Brindle", "Heron", "Foundry",
                "Pilgrim", "Rookery", "Tanner", "Vicarage", "Weaver", "Cutler", "Drover"]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
             "Blvd", "Way", "Place"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Terrace", "Way", "Gardens", "Row",
             "Mews", "Avenue", "Rise"]
IE_SUFFIX = ["Road", "Street", "Avenue", "Park", "Drive", "Lawn", "Terrace", "Close", "Grove"]

COUNTRIES = ["Portugal", "Poland", "Nigeria", "India", "Philippines", "Brazil", "Jamaica",
             "Somalia", "Romania", "Lithuania", "Vietnam", "Ghana", "Pakistan", "Spain", "Germany",
             "Mexico", "France", "Kenya", "Australia", "Thailand", "Morocco", "Ukraine", "Egypt"]

# ---- organisations -----------------------------------------------------------
EMPLOYERS = ["Northgate Haulage", "Brindle & Cole Roofing", "Harlan Precision Castings",
             "Kestrel Logistics", "Bluewater Seafoods", "Tarrow Valley Dairy", "Ossett Timber Co",
             "Pinecrest Poultry", "Marlowe & Finch Solicitors", "Quayside Scaffolding",
             "Greyfield Recycling", "Ironbridge Rail Services", "Sunnyvale Care Agency",
             "Halloran Construction", "BrightPath Couriers", "Ridgeway Farm Supplies",
             "Copperleaf Bakery", "Fenwick Auto Body", "Lakeshore Packaging", "Vantage Cleaning Services"]
SCHOOLS = ["Westbrook High School", "St. Columba's Primary", "Kilbrack Community College",
           "Orrin Falls Middle School", "Hadleigh Cross Academy", "Lisnagar National School",
           "Corran Bay Secondary", "Pellham Ridge Elementary", "Sallowfield Sixth Form College",
           "Gaelscoil Ni Riain"]
VENUES = ["The Crooked Anchor", "Mulligan's Bar", "The Drowsy Badger", "Club Neon", "Harbour Lights Bar",
          "The Tin Whistle", "Starlight Bowling Lanes", "Rusty Nail Tavern", "Velvet Lounge",
          "The Hare and Lantern", "Brannigan's", "Old Mill Social Club"]
CHURCHES = ["St. Oswin's Church", "Grace Fellowship Chapel", "Kellerton Gospel Hall",
            "Our Lady of the Wells Parish", "Masjid Al-Noor Thornwick", "Bethel Community Church"]
GYMS = ["IronWorks Gym", "Pellham Ridge Rugby Club", "Wexley Harriers AC", "Kilbrack GAA Club",
        "Corran Bay Curling Club", "Thornwick Boxing Academy", "Summit Climbing Wall"]
LANDMARKS = ["Millbrook Shopping Centre", "Harrow Point car park", "Castle Tarrow bus station",
             "the Quayside Retail Park", "Ferry Terminal 2", "Riverside Skate Park",
             "Kettlesby Leisure Centre", "Halloran Tower", "Lantern Hill Reservoir",
             "Orrin Falls Greyhound depot", "Pellham Ridge Mall", "the old Tannery Bridge",
             "Bramford Civic Plaza", "Glenaskeagh Woods trailhead", "Stavely Fairgrounds"]
LANDMARKS_CLEAN = [x[4:] if x.startswith("the ") else x for x in LANDMARKS]

PROFESSIONS = ["roofer", "HGV driver", "long-haul trucker", "welder", "electrician", "plumber",
               "schoolteacher", "primary school teacher", "nursery nurse", "care assistant",
               "home health aide", "chef", "line cook", "barista", "bartender", "farmer",
               "dairy farmer", "fisherman", "deckhand", "forklift operator", "warehouse operative",
               "scaffolder", "bricklayer", "carpenter", "joiner", "accountant", "solicitor",
               "paralegal", "software developer", "IT consultant", "bus driver", "taxi driver",
               "delivery driver", "postal worker", "firefighter", "security guard",
               "nightclub bouncer", "hairdresser", "nail technician", "dental hygienist",
               "veterinary nurse", "pharmacist", "retail assistant", "cashier", "student nurse",
               "university lecturer", "mechanic", "panel beater", "landscaper", "tree surgeon",
               "window cleaner", "cleaner", "stonemason", "lorry driver", "machinist",
               "call-centre agent", "estate agent", "hospital porter", "lifeguard", "jockey",
               "stable hand", "miner", "oil rig worker", "paramedic", "police officer"]

# ---- clinical filler (hard negatives) ------------------------------------------
DRUGS = ["paracetamol 1 g PO", "acetaminophen 1000 mg PO", "ibuprofen 400 mg PO", "ondansetron 4 mg IV",
         "morphine 5 mg IV", "fentanyl 50 mcg IN", "ketamine 20 mg IV", "naloxone 400 mcg IM",
         "ceftriaxone 2 g IV", "metoclopramide 10 mg IV", "salbutamol 5 mg neb", "albuterol 2.5 mg neb",
         "ipratropium 500 mcg neb", "prednisolone 40 mg PO", "dexamethasone 10 mg IV",
         "tranexamic acid 1 g IV", "lorazepam 2 mg IV", "midazolam 10 mg buccal", "aspirin 300 mg PO",
         "GTN 400 mcg SL", "enoxaparin 1 mg/kg SC", "N-acetylcysteine IV (SNAP regimen)",
         "activated charcoal 50 g PO", "adrenaline 0.5 mg IM", "epinephrine 0.3 mg IM",
         "chlorphenamine 10 mg IV", "cetirizine 10 mg PO", "co-amoxiclav 1.2 g IV",
         "tetanus toxoid 0.5 mL IM", "lidocaine 1% 5 mL local", "diazepam 5 mg PO", "haloperidol 5 mg IM"]
HOME_MEDS = ["metformin 500 mg BID", "amlodipine 5 mg daily", "atorvastatin 40 mg nocte",
             "lisinopril 10 mg OD", "ramipril 5 mg daily", "apixaban 5 mg BD", "warfarin (INR target 2-3)",
             "levothyroxine 75 mcg daily", "sertraline 100 mg daily", "citalopram 20 mg",
             "salbutamol inhaler PRN", "Seretide 250 2 puffs BD", "omeprazole 20 mg daily",
             "bisoprolol 2.5 mg OD", "furosemide 40 mg mane", "insulin glargine 22 units nocte",
             "quetiapine 50 mg nocte", "methadone 60 mg daily (supervised)", "gabapentin 300 mg TDS",
             "tamsulosin 400 mcg daily", "OCP", "nil regular"]
ALLERGIES = ["penicillin (rash)", "NKDA", "NKA", "codeine (vomiting)", "latex", "sulfa drugs (hives)",
             "shellfish (anaphylaxis)", "trimethoprim", "morphine (itch)", "peanuts", "elastoplast"]
COMPLAINTS = ["chest pain", "shortness of breath", "fall from height", "head injury", "abdominal pain",
              "overdose", "laceration to hand", "twisted ankle", "seizure", "collapse", "syncope",
              "RTC", "MVC", "assault", "burn to forearm", "allergic reaction", "back pain",
              "dog bite", "foreign body eye", "wrist injury", "headache", "palpitations",
              "confusion", "fever", "vomiting", "self-harm", "suspected stroke", "DKA"]
ICD = ["R07.9", "S06.0X0A", "T39.1X2A", "S61.411A", "S93.401A", "R55", "R56.9", "W19.XXXA",
       "T78.2XXA", "S52.501A", "J45.901", "I48.91", "T42.4X1A", "F10.129", "X78.9"]
EPONYM_NEG = ["Ottawa ankle rules negative", "Canadian C-spine rule applied - imaging not required",
              "NEXUS criteria met, collar cleared", "Wells score 1", "PERC negative",
              "Murphy's sign negative", "Battle's sign absent", "no Kernig or Brudzinski sign",
              "Babinski downgoing bilaterally", "HEART score 3", "Centor 2", "CURB-65 of 1",
              "Rockwood CFS 4", "Beighton not assessed", "Colles type deformity",
              "Hartmann's solution 1 L running", "Foley catheter not required", "Bell's palsy considered, unlikely",
              "Glasgow-Blatchford score 0", "Parkland formula used for fluids", "ABCD2 score 4"]
