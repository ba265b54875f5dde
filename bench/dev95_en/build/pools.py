"""Invented value pools for dev95_en. Every list here was written for this folder.

Names mix many origins; several are ordinary English words (Will, Hope, May, Baker, Stone ...).
Places, facilities and organisations are fictional; states and provinces are the real ones.
"""

GIVEN_F = [
    # English / North American, incl. ordinary-word names
    "Hope", "May", "Grace", "Joy", "Faith", "Rose", "Dawn", "June", "April", "Ivy", "Pearl", "Ruby",
    "Amber", "Iris", "Holly", "Summer", "Brooke", "Crystal", "Heather", "Megan", "Karen", "Linda",
    "Deborah", "Tamsin", "Shelby", "Kayla",
    # Irish / Scottish / Welsh
    "Siobhan", "Aoife", "Niamh", "Eilidh", "Morag", "Cerys", "Bronwen",
    # West African
    "Ama", "Abena", "Adaeze", "Chiamaka", "Folasade", "Yetunde", "Efua",
    # East African / Horn
    "Hodan", "Fadumo", "Selam", "Tigist", "Wanjiru",
    # South Asian
    "Priya", "Anjali", "Harpreet", "Gurleen", "Farzana", "Lakshmi", "Noor",
    # East / Southeast Asian
    "Mei", "Xiaoling", "Hye-jin", "Yuki", "Thi Lan", "Maricel", "Luzviminda", "Pa Houa",
    # Latin American / Iberian
    "Guadalupe", "Marisol", "Xiomara", "Conceicao", "Dolores", "Ximena",
    # European
    "Agnieszka", "Oksana", "Svetlana", "Ingrid", "Margit", "Eleni", "Giulia", "Annelies", "Brigitte",
    # Middle Eastern
    "Leila", "Yasmin", "Shirin", "Rania", "Zeynep",
    # French Canadian / Caribbean / Indigenous
    "Genevieve", "Solange", "Marie-Eve", "Nadege", "Shauna", "Winona", "Kateri",
]

GIVEN_M = [
    "Will", "Bill", "Frank", "Mark", "Art", "Guy", "Earl", "Chase", "Hunter", "Rusty", "Wade", "Dale",
    "Gary", "Travis", "Dwayne", "Clifford", "Royce",
    "Ciaran", "Padraig", "Hamish", "Angus", "Rhys", "Emrys",
    "Kwame", "Kofi", "Chukwuemeka", "Babatunde", "Olumide", "Obinna", "Yaw",
    "Abdirahman", "Tesfaye", "Dawit", "Mwangi",
    "Rajesh", "Arjun", "Gurpreet", "Sandeep", "Imran", "Tariq", "Venkat",
    "Wei", "Jun-ho", "Hiroshi", "Minh", "Rodel", "Nhia", "Bao",
    "Jose Luis", "Alejandro", "Joao", "Efrain", "Rigoberto", "Santiago",
    "Tomasz", "Bohdan", "Dmitri", "Lars", "Henrik", "Stavros", "Giuseppe", "Pieter", "Klaus",
    "Karim", "Omar", "Dariush", "Mehmet", "Elias",
    "Jean-Guy", "Mathieu", "Luc", "Wesner", "Desmond", "Tyrone", "Cody", "Keanu",
]

SURNAMES = [
    # ordinary-word surnames
    "Baker", "Cook", "Carpenter", "Mason", "Hunter", "Fisher", "Shepherd", "Brown", "Green", "White",
    "Black", "Young", "Strong", "Little", "Long", "Stone", "Hill", "Wood", "Field", "Bell", "Lane",
    "Price", "Bishop", "Sharp", "Hardy", "Moody", "Frost", "Marsh", "Love", "Gold",
    # eponym-like surnames (hard cases: the person is PHI, the disease is not)
    "Foley", "Parkinson", "Graves", "Wilson",
    # British Isles
    "O'Neill", "MacLeod", "Fitzgerald", "Llewellyn", "McAllister", "Doherty", "Pritchard",
    # African
    "Mensah", "Owusu", "Okafor", "Adeyemi", "Nwosu", "Balogun", "Asante", "Eze", "Okonkwo-Blake",
    "Warsame", "Abdi", "Tesfaye", "Haile", "Kamau", "Otieno",
    # South Asian
    "Patel", "Dhillon", "Sandhu", "Gill", "Chaudhry", "Raghunathan", "Iyer", "Banerjee", "Qureshi",
    # East / Southeast Asian
    "Chen", "Liang", "Zhao", "Park", "Kim", "Tanaka", "Nakamura", "Nguyen", "Tran", "Pham",
    "Dela Cruz", "Santos", "Bautista", "Vang", "Xiong",
    # Latin American / Iberian
    "Hernandez", "Alvarez", "Quispe", "Mendoza", "Oliveira", "Ferreira", "de la Torre",
    # European
    "Kowalski", "Wisniewska", "Shevchenko", "Kuznetsov", "Lindqvist", "Hansen", "Papadopoulos",
    "Rossi", "Esposito", "van der Berg", "Schneider", "Novak",
    # Middle Eastern
    "Haddad", "Khalil", "Farahani", "Yilmaz", "Nasser", "Saleh",
    # French Canadian / Caribbean / Indigenous Canadian
    "Tremblay", "Gagnon", "Bouchard", "Levesque", "Pelletier", "Jean-Baptiste", "Toussaint",
    "Cardinal", "Littlechild", "Okemaw", "Sinclair", "Bearfoot", "Campbell-Ross",
]

NICKNAMES = {"William": "Will", "Robert": "Bobby", "Margaret": "Peggy", "Elizabeth": "Betty",
             "Richard": "Dick", "Patricia": "Trish", "James": "Jimmy", "Katherine": "Kit"}

US_STATES = [
    ("New York", "NY"), ("Ohio", "OH"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Texas", "TX"),
    ("Georgia", "GA"), ("Oregon", "OR"), ("Vermont", "VT"), ("Maine", "ME"), ("Iowa", "IA"),
    ("Kentucky", "KY"), ("Arizona", "AZ"), ("Wisconsin", "WI"), ("Pennsylvania", "PA"),
    ("North Carolina", "NC"), ("Washington", "WA"), ("Illinois", "IL"), ("Virginia", "VA"),
    ("Montana", "MT"), ("New Mexico", "NM"), ("Massachusetts", "MA"), ("Colorado", "CO"),
]
CA_PROVINCES = [
    ("Ontario", "ON"), ("British Columbia", "BC"), ("Quebec", "QC"), ("Alberta", "AB"),
    ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Saskatchewan", "SK"),
    ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE"),
]

CITIES = [
    "Port Halden", "Marlow Falls", "Cedar Bluff", "Kettle Harbor", "Ashby Crossing", "North Tarrow",
    "Brambleton", "Fenwick Lake", "Saltmarsh", "Harmony", "Liberty Mills", "Grange Hollow",
    "Wexbridge", "Copper Ridge", "Larchmont Station", "East Quillan", "Dunmore Flats", "Pinecastle",
    "Riverbend", "St. Ambrose", "Lac-Verdier", "Sainte-Odile", "Mill Bay Crossing", "Hope Valley",
    "Bristow", "Onaway Point", "Tallgrass", "Ferncliffe", "Glenhaven", "Beaverdam Junction",
    "Normanton", "Sable Narrows",
]

STREET_NAMES = [
    "Elmwood", "Larkspur", "Quarry", "Tamarack", "Old Mill", "Sycamore", "Wren", "Cobble Hill",
    "Kingfisher", "Birchmount", "Alder", "Juniper", "Harbour View", "Prospect", "Foundry",
    "Meadowlark", "Thornbury", "Ridgecrest", "Orchard", "Canal", "Pleasant", "Beacon", "Willow Bend",
    "Sparrow", "Hollis", "Delaney", "Cartwright", "Ironwood",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                 "Crescent", "Cres", "Boulevard", "Blvd", "Way", "Place", "Terrace", "Trail"]
UNITS = ["Apt {n}", "Apt {n}B", "Unit {n}", "#{n}", "Suite {n}", "Apt. {n}"]

COUNTRIES = [
    "Portugal", "Philippines", "Nigeria", "India", "Mexico", "Vietnam", "Haiti", "Somalia", "Ukraine",
    "Guatemala", "Jamaica", "Poland", "Ireland", "Brazil", "Lebanon", "China", "South Korea",
    "Ethiopia", "Ghana", "Peru", "Pakistan", "Iran", "Turkey", "Italy", "Greece", "Kenya", "Laos",
    "Canada", "Germany", "El Salvador",
]

# care sites (HOSPITAL type): hospitals, clinics, practices, dialysis centres, pharmacies, named wards
HOSPITALS = [
    "Lakeshore Mercy Hospital", "St. Brigid's Regional Medical Centre", "Harrow Valley General",
    "Copperline Community Hospital", "North Tarrow Health Centre", "Marlow Falls Memorial Hospital",
    "Good Shepherd Medical Center", "Fenwick Lake District Hospital", "Saint-Odile Hospital",
    "Riverbend University Hospital", "Cedar Bluff Regional", "Kettle Harbor General Hospital",
    "Mount Carrow Medical Center", "Bristow Valley Hospital", "Pinecastle Methodist Hospital",
    "Grey Heron Children's Hospital", "Wexbridge Veterans Medical Center",
]
CLINICS = [
    "Kestrel Ridge Family Practice", "Dunmore Street Medical Clinic", "Bayfront Cardiology Associates",
    "Tallgrass Endocrine Clinic", "Glenhaven Kidney Care", "Sable Narrows Nursing Station",
    "Northgate Pulmonary Clinic", "Old Mill Road Health Centre", "Ashby Crossing Urgent Care",
    "Brightwater Orthopaedic Group", "Harbourside Community Health Centre", "Quillan Heart Rhythm Clinic",
    "Prairie Rose Diabetes Centre", "Meadowlark Internal Medicine",
]
DIALYSIS_CENTRES = [
    "Bellweather Dialysis Center", "Riverbend Kidney Unit", "Larchmont Satellite Dialysis",
    "Onaway Point Renal Centre", "Ferncliffe Home Dialysis Program",
]
PHARMACIES = ["Dunmore Pharmacy", "Canal Street Apothecary", "Ridgecrest Drug Mart", "Hollis Family Pharmacy",
              "Northway Pharmacy #214"]
CARE_HOMES = ["Maple Hollow Care Home", "Willowbrook Lodge", "Saint Jude's Manor", "Cedar Grove Retirement Residence",
              "Sunnyfield Long-Term Care"]
WARDS = ["Juniper Ward", "Heron Unit", "Osprey Unit", "Tamarack Ward", "Bluebell Ward", "Kingfisher Unit",
         "Larch Ward", "Cardinal Unit"]
LABS = ["Copperline Reference Laboratory", "Tri-County Pathology Services", "Northgate Lab Partners"]

ORGANIZATIONS = [
    "Tallis Freight Lines", "Northway Grocers", "Bluestem Elementary School", "Greystone Mining Company",
    "Port Halden Transit", "Kettle Harbor Fish Plant", "Harbourline Mutual", "Grace Chapel",
    "St. Casimir Parish", "Ridgeline Roofing", "Orchard Valley School District", "Ironwood Steel Works",
    "Beacon Call Solutions", "Marlow Falls Public Library", "Sparrow Daycare Centre", "Canal Street Bakery",
    "Copper Ridge Community College", "Lakeview Poultry Processors", "Fenwick Lake Fire Department",
    "Summit Home Care Services", "Thornbury Logistics", "Pine Hollow Golf Club", "New Dawn Fellowship Church",
    "Hollis Auto Body", "Wren & Field Accounting", "Delaney Brothers Construction",
]
INSURERS = ["Harbourline Mutual", "Bluestone Health Plan", "Keystone Assurance", "Northern Lights Benefits",
            "Prairie Shield Insurance", "Cascade Community Health Plan"]

PROFESSIONS = [
    "welder", "retired teacher", "long-haul truck driver", "electrician", "carpenter", "baker", "cook",
    "line cook", "mason", "fisherman", "roofer", "school bus driver", "bookkeeper", "hairdresser",
    "retired machinist", "farmer", "dairy farmer", "nurse", "pharmacy technician", "software developer",
    "cashier", "warehouse worker", "security guard", "postal carrier", "landscaper", "plumber",
    "retired coal miner", "daycare worker", "accountant", "lawyer", "firefighter", "paramedic",
    "personal support worker", "cleaner", "taxi driver", "seamstress", "retired librarian", "pastor",
    "graduate student", "dental hygienist", "mechanic", "real estate agent", "hunter and trapper",
]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "partner", "friend", "neighbour",
               "aunt", "daughter-in-law", "caregiver"]
RELATIONS_M = ["husband", "son", "father", "brother", "grandson", "nephew", "partner", "friend", "neighbor",
               "uncle", "son-in-law", "roommate"]

AREA_CODES = ["212", "416", "614", "313", "612", "503", "802", "207", "515", "502", "602", "608", "215",
              "919", "206", "312", "804", "406", "505", "617", "303", "604", "514", "403", "204", "902",
              "506", "306", "709", "905", "647", "519", "780", "250", "418", "613"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]

DEVICE_MODELS = {
    "glucose": ["GlucoTrak 5", "Accurex Mini", "SugarSense Link"],
    "bp": ["Omnia BP-7", "CuffWise 3", "PulseHome Pro"],
    "tele": ["TeleGuard 12", "CardioStream T4"],
    "dialysis": ["HemoFlow 6008", "RenaPure X2"],
    "pump": ["InfuSure LVP", "Dosewise 3"],
}
