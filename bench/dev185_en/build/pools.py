"""Invented pools for the dev185 set (author 185). Lists only, no randomness here."""

FIRST_M = [
    "Aaron", "Abdi", "Adrian", "Ahmed", "Alejandro", "Amir", "Andre", "Arjun", "Barry", "Bartholomew",
    "Bilal", "Brendan", "Bryce", "Callum", "Carlos", "Cody", "Colm", "Darnell", "Declan", "Dmitri",
    "Duc", "Dwayne", "Emeka", "Eoin", "Farid", "Felipe", "Gareth", "Gurpreet", "Hamish", "Hiroshi",
    "Ibrahim", "Isaiah", "Jarrah", "Jasper", "Jermaine", "Joaquin", "Kai", "Kwame", "Lachlan", "Len",
    "Luis", "Malik", "Manpreet", "Marcus", "Mateo", "Minh", "Nikolai", "Noel", "Oluwaseun", "Owen",
    "Pedro", "Quinn", "Rafael", "Rajesh", "Reuben", "Rhys", "Rowan", "Santiago", "Seamus", "Sione",
    "Stellan", "Tariq", "Thanh", "Tobias", "Travis", "Vikram", "Wade", "Wiremu", "Xavier", "Yusuf",
    "Zoran", "Clint", "Dale", "Brett", "Terrence", "Gord", "Jean-Luc", "Ravi", "Kieran", "Tevita",
]
FIRST_F = [
    "Abena", "Adaeze", "Aisha", "Alana", "Amelie", "Anika", "Ayesha", "Beatriz", "Bronwyn", "Carmen",
    "Chantelle", "Chloe", "Dana", "Deepa", "Delphine", "Ebony", "Elif", "Esperanza", "Fatima", "Fiona",
    "Gemma", "Gulnara", "Hana", "Harpreet", "Imogen", "Ingrid", "Jacinta", "Jasmine", "Jolene", "Kaia",
    "Kateryna", "Keisha", "Kerry-Ann", "Lakshmi", "Leilani", "Linh", "Lorna", "Mai", "Marisol", "Maeve",
    "Mele", "Mirela", "Nadia", "Naomi", "Niamh", "Nkechi", "Olena", "Paloma", "Priya", "Rosalind",
    "Ruby", "Saoirse", "Shanelle", "Siobhan", "Sunita", "Tamsin", "Tanvi", "Thi", "Valentina", "Wendy",
    "Xin", "Yara", "Yolanda", "Zainab", "Zofia", "Tracey", "Shirley", "Bev", "Kylie", "Marguerite",
]
SURNAMES = [
    "Abernethy", "Acheampong", "Adeyemi", "Alvarado", "Andersson", "Antonelli", "Arsenault", "Baptiste",
    "Barrowclough", "Beaulieu", "Bhattacharya", "Blackwood", "Bouchard", "Brannigan", "Castellanos",
    "Chaudhry", "Chen", "Cunningham", "Dalgleish", "Delacroix", "Desrosiers", "Dimitriou", "Donoghue",
    "Dubois", "Eriksen", "Esposito", "Fairweather", "Fitzgerald", "Fonoti", "Gallagher", "Garnier",
    "Grabowski", "Gutierrez", "Haddad", "Halloran", "Hartigan", "Hendricks", "Horvath", "Ibekwe",
    "Jovanovic", "Kaur", "Kealoha", "Kettering", "Kowalczyk", "Krishnan", "Kwan", "Laframboise",
    "Lindqvist", "Lockyer", "MacAllister", "Mahlangu", "Makarov", "Marchetti", "McCrae", "Mendoza",
    "Moreau", "Mulcahy", "Nakamura", "Nguyen", "Novak", "Nwosu", "O'Brien", "O'Rourke", "Okonkwo",
    "Ostrowski", "Papadakis", "Pellegrino", "Petrenko", "Quaresma", "Rahimi", "Ramaswamy", "Redcloud",
    "Rosenthal", "Sandoval", "Schreiber", "Sekibo", "Silvestri", "Sorensen", "St-Pierre", "Szabo",
    "Tagaloa", "Takahashi", "Thibodeau", "Tran", "Trevethan", "Underhill", "Valdivia", "Van der Berg",
    "Vasquez", "Wainwright", "Whitford", "Wojcik", "Yamamoto", "Yilmaz", "Zielinski", "Zhao",
    "Pham", "Sharma", "Brodie", "Cartwright", "Devlin", "Ellery", "Gillespie", "Hollis", "Iverson",
    "Joubert", "Kinsella", "Lawlor", "Merriman", "Nakashima", "Otieno", "Prendergast", "Rutherford",
]

US_REGIONS = [
    ("Ohio", "OH", "43", ["Columbus", "Dayton", "Toledo", "Akron", "Mansfield", "Lima"]),
    ("Pennsylvania", "PA", "15", ["Pittsburgh", "Erie", "Altoona", "Johnstown", "Scranton"]),
    ("Texas", "TX", "77", ["Houston", "Beaumont", "Pasadena", "Baytown", "Conroe", "Odessa"]),
    ("Michigan", "MI", "48", ["Flint", "Lansing", "Saginaw", "Kalamazoo", "Dearborn"]),
    ("Washington", "WA", "98", ["Tacoma", "Everett", "Spokane", "Yakima", "Bellingham"]),
    ("Georgia", "GA", "30", ["Macon", "Savannah", "Augusta", "Marietta", "Valdosta"]),
    ("Illinois", "IL", "61", ["Peoria", "Rockford", "Joliet", "Decatur", "Moline"]),
    ("Kentucky", "KY", "40", ["Louisville", "Lexington", "Bowling Green", "Paducah"]),
    ("Oregon", "OR", "97", ["Salem", "Eugene", "Medford", "Bend", "Gresham"]),
    ("North Carolina", "NC", "27", ["Greensboro", "Durham", "Fayetteville", "Wilmington"]),
    ("Minnesota", "MN", "55", ["Duluth", "St. Cloud", "Rochester", "Mankato"]),
    ("Arizona", "AZ", "85", ["Mesa", "Tempe", "Chandler", "Flagstaff", "Yuma"]),
]
CA_REGIONS = [
    ("Ontario", "ON", "KLMNP", ["Hamilton", "Sudbury", "Windsor", "Kingston", "Thunder Bay", "Oshawa", "Brampton"]),
    ("British Columbia", "BC", "V", ["Surrey", "Kamloops", "Prince George", "Nanaimo", "Kelowna", "Burnaby"]),
    ("Alberta", "AB", "T", ["Red Deer", "Fort McMurray", "Lethbridge", "Grande Prairie", "Edmonton"]),
    ("Manitoba", "MB", "R", ["Brandon", "Winnipeg", "Steinbach", "Thompson"]),
    ("Saskatchewan", "SK", "S", ["Regina", "Saskatoon", "Moose Jaw", "Estevan"]),
    ("Nova Scotia", "NS", "B", ["Halifax", "Dartmouth", "Sydney", "Truro"]),
    ("New Brunswick", "NB", "E", ["Moncton", "Saint John", "Fredericton", "Miramichi"]),
]
AU_REGIONS = [
    ("New South Wales", "NSW", "2", ["Newcastle", "Wollongong", "Parramatta", "Dubbo", "Penrith", "Tamworth"]),
    ("Victoria", "VIC", "3", ["Geelong", "Ballarat", "Bendigo", "Dandenong", "Shepparton"]),
    ("Queensland", "QLD", "4", ["Townsville", "Mackay", "Toowoomba", "Rockhampton", "Ipswich", "Gladstone"]),
    ("Western Australia", "WA", "6", ["Kalgoorlie", "Karratha", "Bunbury", "Port Hedland", "Joondalup"]),
    ("South Australia", "SA", "5", ["Whyalla", "Mount Gambier", "Port Augusta", "Elizabeth"]),
    ("Tasmania", "TAS", "7", ["Launceston", "Devonport", "Burnie", "Hobart"]),
]

STREET_NAMES = [
    "Elm", "Kestrel", "Banksia", "Wattle", "Maple", "Tamarack", "Birchwood", "Harbour", "Ridgeview",
    "Sandpiper", "Ironstone", "Copperhead", "Larkspur", "Quarry", "Foundry", "Millrace", "Coalbrook",
    "Saltbush", "Prospect", "Juniper", "Thistle", "Dunmore", "Kingfisher", "Bluestone", "Orchard",
    "Spinifex", "Cedar", "Lakeshore", "Tannery", "Railway", "Ferndale", "Gully", "Heron", "Ash",
    "Old Mill", "Parkhurst", "Carrington", "Wexford", "Mulberry", "Ptarmigan",
]
STREET_SUF = {
    "US": ["Street", "St", "Ave", "Avenue", "Rd", "Road", "Dr", "Blvd", "Lane", "Ct", "Way", "Pike"],
    "CA": ["Street", "St", "Ave", "Road", "Rd", "Crescent", "Cres", "Drive", "Blvd", "Lane", "Line"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres", "Avenue", "Ave", "Court", "Close"],
}

EMPLOYER_BASE = [
    "Halvorsen Steel Fabrication", "Pacific Rim Logistics", "Tamarack Mining", "Redgum Civil", "Northwind Freight",
    "Bluegum Aged Care", "Coldwater Seafoods", "Prairie Crest Grain", "Ironbark Constructions", "Lakeshore Plastics",
    "Summit Roofing", "Granite Peak Quarry", "Riverside Meats", "Cobalt Electrical", "Juniper Home Care",
    "Marlowe Hotel Group", "Westbrook Distribution", "Kestrel Aviation Services", "Silverline Transit",
    "Harbourfront Stevedoring", "Brightwater Dairy", "Copperfield Fabricators", "Boreal Timber Products",
    "Saltbush Pastoral", "Orchard Valley Packers", "Crescent Janitorial", "Everline Call Solutions",
    "Maple Ridge Manufacturing", "Thornbury Bakery", "Dunmore Precision Machining", "Blackstump Drilling",
    "Falcon Ridge Security", "Greenhaven Landscaping", "Tidewater Shipyards", "Arrowhead Paving",
    "Quillan Home Health", "Stonegate Poultry", "Wirraway Transport", "Hollowpine Sawmills", "Vantage Cold Storage",
]
EMPLOYER_SUF = {"US": ["Inc.", "LLC", "Co.", "Corp."], "CA": ["Ltd.", "Inc.", "Ltd"], "AU": ["Pty Ltd", "Pty. Ltd.", "Ltd"]}

INSURERS = [
    "Granite Shield Mutual", "Northbridge Claims Services", "Meridian Risk Partners", "Allstead Casualty",
    "Copperleaf Insurance", "Bluewater Workers Insurance", "Keystone Claims Management", "Tidewell Assurance",
    "Ashgrove Claims Solutions", "Southern Cross Claims Agents", "Fernleaf Workers Cover", "Lodestar TPA",
]
REHAB_ORGS = [
    "Pathway Rehab Consulting", "StepForward Vocational Services", "Keel Return to Work", "Bridgewell Rehab Group",
    "Compass Injury Management", "Northstar Disability Management",
]
LAW_FIRMS = ["Castellan & Rowe LLP", "Birch Hartley Lawyers", "Demers Kowal Injury Law", "Pike Fennimore Solicitors"]
UNIONS = ["United Boilermakers Local 88", "Teamsters Local 1147", "CFMEU Mining Division", "UFCW Local 401",
          "Unifor Local 222", "Australian Workers Union"]
LABS = ["Pinecrest Toxicology Laboratory", "Clearpath Forensic Labs", "Meridian Drug Testing Services",
        "Sentinel Analytical", "Northgate Toxicology"]

CLINICS = [
    "Harbourside Occupational Health", "Eastgate Medical Centre", "Summit Work Health Clinic",
    "Northshore Industrial Medicine", "Lakeview Urgent Care", "Cedar Hills Medical Practice",
    "Wattle Grove Medical Centre", "Prairie Occupational Clinic", "Pinecrest Family Practice",
    "Ironside Occupational Medicine", "Keystone WorkCare", "Coastline Medical Group", "Bayview Work Health",
    "Redwater Medical Clinic", "Southgate Occupational Health Services",
]
HOSPITALS = [
    "St. Brendan's Hospital", "Mercy Valley Hospital", "Holy Cross Regional Hospital", "Riverside General Hospital",
    "Northern Lakes Health Centre", "Kingsbridge Base Hospital", "Sacred Heart Medical Center", "Lakehead District Hospital",
]
REHAB_CLINICS = [
    "Riverbend Physiotherapy", "Bayside Physio & Rehab", "Ridgeline Spine & Sports", "Sunnybank Hand Therapy",
    "Motion Works Physiotherapy", "CoreStrength Rehab", "Kinetic Edge Physio", "Westside Work Conditioning",
]
IMAGING = ["Kingsway Imaging", "Horizon Radiology", "Clearview Diagnostic Imaging", "Atlas Medical Imaging"]
HEARING = ["Fairmont Hearing Centre", "SoundCheck Audiology", "ClearTone Hearing Clinic"]
PHARMACIES = ["Southgate Pharmacy", "Main Street Pharmacy", "Wattle Chemist", "Harbour Drug Mart"]
COLLECTION = ["Rapid Collect", "Cornerstone Collection Centre", "TestSafe Collections", "Kestrel Mobile Collections"]

PROFESSIONS = [
    "welder", "forklift operator", "warehouse associate", "registered nurse", "personal support worker",
    "truck driver", "heavy equipment operator", "electrician", "carpenter", "plumber", "boilermaker",
    "underground miner", "scaffolder", "crane operator", "line cook", "cashier", "meat cutter",
    "sawmill worker", "firefighter", "bus driver", "school teacher", "correctional officer", "paramedic",
    "sheet metal worker", "machinist", "assembler", "roofer", "drywaller", "general labourer",
    "concrete finisher", "landscaper", "custodian", "hotel housekeeper", "baker", "nursing assistant",
    "call centre agent", "dairy farmhand", "shearer", "abattoir worker", "driller", "rigger", "pipefitter",
    "millwright", "powerline technician", "diesel mechanic", "aged care worker", "childcare educator",
    "delivery driver", "security guard", "baggage handler", "stevedore", "dental assistant", "chef",
    "production supervisor", "store manager", "pharmacy technician", "fruit picker", "process operator",
]
DRIVING_JOBS = ["truck driver", "bus driver", "delivery driver", "forklift operator", "heavy equipment operator",
                "crane operator"]
REL_PROF = ["teacher", "accountant", "nurse", "mechanic", "hairdresser", "plumber", "retail assistant",
            "bookkeeper", "farmer", "police officer", "engineer", "cleaner", "chef", "electrician"]
COUNTRIES_BORN = ["the Philippines", "India", "Vietnam", "Portugal", "Poland", "Mexico", "Jamaica", "Ireland",
                  "Scotland", "Nigeria", "Fiji", "Samoa", "Lebanon", "Ukraine", "Chile", "Sri Lanka",
                  "Ghana", "South Africa", "New Zealand", "Croatia", "Somalia", "Guatemala", "Tonga", "Peru"]
HOLIDAYS = {
    "US": ["Thanksgiving", "Labor Day", "Memorial Day", "Christmas", "New Year's Day", "the Fourth of July"],
    "CA": ["Thanksgiving", "Labour Day", "Victoria Day", "Christmas", "Boxing Day", "Canada Day", "Family Day"],
    "AU": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter Monday", "the King's Birthday"],
}
REGULATOR = {
    "US": ["the state WC board", "OSHA", "the DWC", "FMCSA"],
    "CA": ["WSIB", "WorkSafeBC", "the WCB", "WorkSafeNB"],
    "AU": ["icare", "WorkSafe", "WorkCover", "ReturnToWorkSA", "SafeWork"],
}
COUNTRY_NAME = {"US": ["USA", "United States", "U.S.A."], "CA": ["Canada"], "AU": ["Australia"]}
USERNAME_STYLES = ["{f}{l}", "{f}.{l}", "{l}{f}{n}", "{fi}{l}{n}", "{l}_{fi}", "{fi}{li}{n}{n}"]

BODY_PARTS = [
    ("lumbar spine", "L4-5 disc protrusion", "lumbar strain"),
    ("right shoulder", "partial-thickness supraspinatus tear", "rotator cuff strain"),
    ("left shoulder", "subacromial bursitis", "shoulder impingement"),
    ("right wrist", "scaphoid fracture", "wrist sprain"),
    ("left knee", "medial meniscus tear", "knee sprain"),
    ("right knee", "MCL grade II sprain", "patellar contusion"),
    ("cervical spine", "C5-6 spondylosis", "cervical strain"),
    ("right hand", "crush injury 3rd/4th digits", "flexor tendon laceration"),
    ("left ankle", "lateral ligament sprain", "ankle sprain"),
    ("right elbow", "lateral epicondylitis", "elbow tendinopathy"),
    ("thoracic spine", "T8 compression fracture", "thoracic strain"),
    ("left foot", "5th metatarsal fracture", "foot contusion"),
]
MECHANISMS = [
    "lifting a {w} kg carton from floor level while twisting",
    "slipped on hydraulic fluid and fell onto outstretched hand",
    "struck by a swinging load during crane lift",
    "fell approx {h} m from a ladder",
    "repetitive overhead work over the shift",
    "caught hand between pallet and racking",
    "rolled ankle stepping down from the cab of the truck",
    "transferring a resident from bed to chair without the hoist",
    "pushing an overloaded cage trolley up the ramp",
    "tripped over a hose on the wash-down floor",
    "jolted when the loader hit a pothole",
    "pulled a stuck valve handle",
]
MEDS = ["naproxen 500 mg BID", "ibuprofen 400 mg TDS prn", "paracetamol 1 g QID prn", "acetaminophen 650 mg q6h prn",
        "pregabalin 75 mg BID", "gabapentin 300 mg TID", "cyclobenzaprine 10 mg qhs", "tramadol 50 mg q6h prn",
        "meloxicam 15 mg daily", "duloxetine 30 mg daily", "celecoxib 200 mg daily", "amitriptyline 10 mg nocte",
        "tapentadol SR 50 mg BD", "diclofenac gel 1% topically TID", "methocarbamol 750 mg QID",
        "oxycodone 5 mg q6h prn (weaning)", "lisinopril 10 mg daily", "metformin 500 mg BID", "atorvastatin 20 mg"]
NAMED_PLACES = ["North Warehouse", "Kiln House", "Riverside Annex", "Carrington Shed", "Tannery Building", "Kestrel House",
                "Ironstone Building", "Millrace Training Centre", "Harlow Tower", "Bluestone Depot", "Spinifex Crib Hut",
                "Wexford Hall", "Ferndale Workshop", "Coalbrook Pit Top"]
MECH_IDX = {  # indices into MECHANISMS that fit each body region
    "spine": [0, 1, 3, 6, 9, 10, 11], "shoulder": [0, 2, 4, 7, 8, 11], "wrist": [1, 5, 11, 3],
    "hand": [5, 2, 11], "knee": [3, 6, 9, 1], "ankle": [6, 9, 1, 3], "foot": [2, 6, 9, 5],
    "elbow": [4, 11, 8, 0],
}
AU_AREA = {"NSW": "2", "VIC": "3", "TAS": "3", "QLD": "7", "SA": "8", "WA": "8"}
CA_COLLEGE = {"ON": "CPSO #", "BC": "CPSBC No.", "AB": "CPSA Reg", "MB": "CPSM #", "SK": "CPSS #", "NS": "CPSNS #",
              "NB": "CPSNB #"}
