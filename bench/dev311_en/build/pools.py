"""Invented pools for the dev311_en set (author 311).

Every personal name, street, town, practice, hospital, organisation and venue
below was made up for this set.  States, provinces, regions and countries are
real.  Any match with a real person or place is unintended.
"""

FIRST_M = [
    "Alan", "Barry", "Clive", "Dennis", "Edwin", "Frank", "Gordon", "Howard",
    "Ivor", "Jeffrey", "Keith", "Leonard", "Malcolm", "Neville", "Owen",
    "Percy", "Raymond", "Stanley", "Terence", "Vernon", "Wilfred", "Graham",
    "Derek", "Colin", "Brian", "Roy", "Desmond", "Kenneth", "Trevor", "Glen",
    "Harold", "Rajesh", "Tariq", "Imran", "Winston", "Kwame", "Tomasz",
    "Piotr", "Luigi", "Marco", "Wei", "Jun", "Hamish", "Angus", "Declan",
    "Seamus", "Curtis", "Dwayne", "Earl", "Lyle", "Rusty", "Duane", "Marcel",
    "Yves", "Gilles", "Bruce", "Darryl", "Shane", "Craig", "Warrick", "Nigel",
    "Arjun", "Bogdan", "Emeka", "Hoang", "Mehmet", "Ramon", "Jerome",
]

FIRST_F = [
    "Audrey", "Beryl", "Carol", "Doreen", "Elaine", "Freda", "Glenda", "Hazel",
    "Irene", "Janice", "Kathleen", "Lorraine", "Maureen", "Norma", "Olive",
    "Pauline", "Rita", "Sandra", "Teresa", "Valerie", "Wendy", "Yvonne",
    "Brenda", "Denise", "Gail", "Jean", "Linda", "Marion", "Sheila", "Joyce",
    "Priya", "Nasreen", "Shabana", "Grace", "Abena", "Halina", "Krystyna",
    "Rosaria", "Mei", "Lin", "Fiona", "Morag", "Siobhan", "Bernadette",
    "Darlene", "Tammy", "Loretta", "Bonnie", "Charlene", "Sylvie", "Josee",
    "Monique", "Raelene", "Kerryn", "Narelle", "Leanne", "Cheryl", "Tracey",
    "Ngozi", "Ewa", "Thuy", "Ayse", "Lucia", "Ines", "Dolores",
]

SURNAMES = [
    "Ashdown", "Bramley", "Cotterill", "Dunmore", "Eddleston", "Fairclough",
    "Gledhill", "Haworth", "Ingham", "Jagger", "Kershaw", "Lumb", "Mellor",
    "Nuttall", "Ormerod", "Pickles", "Quarmby", "Rushworth", "Sutcliffe",
    "Thwaite", "Umpleby", "Varley", "Whiteley", "Yeadon", "Crabtree",
    "Hebblethwaite", "Pilling", "Scargill", "Tordoff", "Brearley",
    "McCrindle", "MacAulay", "Duffy", "O'Rourke", "Cassidy", "Fennelly",
    "Gallagher", "Brennock", "Morrissey", "Kavanagh", "Okonjo", "Adeyemi",
    "Mensah", "Boateng", "Chaudhry", "Rashid", "Qureshi", "Patankar",
    "Deshmukh", "Varghese", "Nowicki", "Wozniak", "Kowalczyk", "Zielinski",
    "Russo", "Ferraro", "Esposito", "Caruso", "Nguyen", "Tran", "Pham",
    "Liang", "Zhou", "Tanaka", "Yilmaz", "Demir", "Alvarez", "Ortega",
    "Whitcombe", "Hollis", "Pruett", "Buckner", "Tolliver", "Sizemore",
    "Hatfield", "Ledford", "Pennington", "Dabney", "Colquitt", "Gentry",
    "Lavigne", "Tremblay", "Bouchard", "Gagnon", "Pelletier", "Ouellet",
    "Cormier", "Thibodeau", "MacIsaac", "Ferguson", "Lachance", "Beaulieu",
    "Dwyer", "Kettle", "Pascoe", "Treloar", "Penhaligon", "Trewin",
    "Makepeace", "Hobday", "Larkin", "Maddox", "Fitzwalter", "Starling",
    "Rendell", "Abernethy", "Strachan", "Lennox", "Galbraith", "Moncrieff",
    "Oyelaran", "Haddad", "Khoury", "Petrakis", "Papadakis", "Novak",
    "Halvorsen", "Lindqvist", "Draper", "Cheetham", "Birtwistle", "Entwistle",
    "Grimshaw", "Holroyd", "Sowerby", "Tennant", "Wadsworth", "Calloway",
    "Brannigan", "Quigley", "Hennessy", "Delahunt", "Kinsella", "Mulcahy",
]

TOWNS = {
    "UK": [
        "Brackenholm", "Caldersey", "Dunmarrow", "Fenwold", "Hatherdene",
        "Kestlebury", "Larkwyke", "Marlstow", "Netherbrook", "Pendlecombe",
        "Quarrington Vale", "Rookhaven", "Saltmere", "Thornwick Bay",
        "Wyvernley", "Yarrowby", "Ashcombe Regis", "Bexwold", "Cindermoor",
        "Drayfield", "Elmstoke", "Furzebeck", "Greyhallow", "Holloway Cross",
        "Ingleworth", "Kirkaby Moor", "Lowmarsh", "Millbeck Green",
        "Stannerby", "Colbridge Heath",
    ],
    "US": [
        "Quillan Springs", "Marrowfield", "Tenney Ridge", "Ardenport",
        "Vossburg", "Calloway Flats", "Linden Crossing", "Port Ansel",
        "Harlow Springs", "Greyridge", "Bellmont Ferry", "Owensburg",
        "Cedar Hollow Junction", "Pruitt Falls", "Oxley Bend", "New Tarrow",
        "Mercer Landing", "Dalby Station", "Hickory Gap", "Sayreville Run",
        "Fennimore Ridge", "Coldwater Bluff",
    ],
    "CA": [
        "Pinecrest Harbour", "Kestrel Lake", "Fort Alder", "Brantwood Falls",
        "Cobalt Ridge", "Saint-Aubin-des-Lacs", "Millhaven North",
        "Harrowgate Bay", "Lac-Verdure", "Tamarack Point", "Ravenscliffe",
        "Port Keddy", "Moose Flats", "Sainte-Odile", "Birchmount Crossing",
        "Gander Ridge", "Pelham Narrows", "Loon Harbour",
    ],
    "AU": [
        "Wattle Creek", "Bungaree Flats", "Port Carrow", "Yarrinup",
        "Mallee Springs", "Kookaburra Heights", "Coolamba", "Narrawin",
        "Tallowood", "Boorunga", "Gidgee Downs", "Mount Hessel", "Corellan",
        "Ironbark Vale", "Lake Wirrim", "Emu Plains West", "Banksia Bay",
        "Ngarra Point",
    ],
}

# Real states / provinces / regions with their postal abbreviations.
STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Kentucky", "KY"),
           ("West Virginia", "WV"), ("Tennessee", "TN"), ("Michigan", "MI"),
           ("North Carolina", "NC"), ("Missouri", "MO"), ("Indiana", "IN"),
           ("Alabama", "AL"), ("Oregon", "OR"), ("New York", "NY"),
           ("Georgia", "GA"), ("Iowa", "IA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS")],
    "UK": [("North West", "NW"), ("Yorkshire and the Humber", "Y&H"),
           ("North East", "NE"), ("East Midlands", "EM"),
           ("West Midlands", "WM"), ("South West", "SW")],
}

STREET_ROOTS = [
    "Larkspur", "Cobbler", "Tanners", "Kestrel", "Millrace", "Quarry",
    "Bellfounder", "Heron", "Pinfold", "Ropewalk", "Lantern", "Furnace",
    "Weaver", "Gannet", "Bramble", "Cinder", "Orchard", "Tollgate",
    "Saddler", "Wharfside", "Pitchford", "Hawthorn", "Slate", "Foundry",
    "Chandler", "Marigold", "Coldharbour", "Whinmoor", "Beacon", "Spindle",
    "Kilnworth", "Osprey", "Thistle", "Ferrier", "Copperbeech", "Blackthorn",
    "Dovecote", "Rowan", "Canalside", "Sexton",
]

STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Terrace",
           "Way", "Grove", "Drive", "Mews", "Rise", "Walk"],
    "US": ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr",
           "Lane", "Ct", "Way", "Pike", "Trail"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Crescent", "Drive",
           "Boulevard", "Court", "Line", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Avenue",
           "Court", "Close", "Place", "Terrace", "Highway"],
}

SAINTS = ["Aldric", "Wenna", "Cuthwin", "Ysolde", "Brannoc", "Elfleda",
          "Oswy", "Tudwal", "Petroc", "Morwenna", "Aidric", "Hildred"]

HOSP_PATTERNS = {
    "UK": ["{town} General Hospital", "{town} Royal Infirmary",
           "St {saint}'s Hospital", "{town} District General Hospital",
           "{town} Community Hospital", "{town} Chest Clinic"],
    "US": ["{town} Memorial Hospital", "{town} Regional Medical Center",
           "St. {saint} Medical Center", "{town} Community Hospital",
           "{town} Lung Center"],
    "CA": ["{town} General Hospital", "{town} Health Sciences Centre",
           "St. {saint}'s Hospital", "{town} District Health Centre",
           "{town} Regional Hospital"],
    "AU": ["{town} Base Hospital", "{town} District Hospital",
           "{town} Health Service", "St {saint}'s Private Hospital",
           "{town} Regional Hospital"],
}

PRACTICE_PATTERNS = {
    "UK": ["{street} Surgery", "The {street} Practice", "{town} Health Centre",
           "{town} Medical Centre", "{street} Medical Group"],
    "US": ["{town} Family Medicine", "{street} Primary Care",
           "{town} Community Health Center", "{sur} Internal Medicine"],
    "CA": ["{town} Family Health Team", "{street} Medical Clinic",
           "{town} Community Health Centre", "{sur} Family Practice"],
    "AU": ["{town} Medical Clinic", "{street} Family Practice",
           "{town} Aboriginal Medical Service", "{sur} Street Medical Centre"],
}

PHARMACY_PATTERNS = ["{street} Pharmacy", "{town} Chemist", "{sur}'s Pharmacy"]

SMOKING_SERVICES = {
    "UK": ["{town} Stop Smoking Service", "Smokefree {town}",
           "{town} Healthy Lifestyles Hub"],
    "US": ["{town} Tobacco Treatment Clinic", "{town} Quit Center"],
    "CA": ["{town} Quit Smoking Clinic", "{town} Tobacco Wellness Program"],
    "AU": ["{town} Quit Clinic", "{town} Smoking Cessation Clinic"],
}

EMPLOYER_PATTERNS = [
    "{town} Colliery", "{sur} & Sons Ltd", "{town} Shipbuilders",
    "{sur} Insulation Co", "{town} Brickworks", "{sur} Haulage",
    "{town} Steel Fabrications", "{sur} Demolition", "{town} Foundry",
    "{town} Textile Mills", "{sur} Building Services", "{town} Paper Mill",
    "{sur} Roofing", "{town} Railway Works", "{town} Dockyard",
]

ORG_PATTERNS = {
    "UK": ["{town} and {town2} Integrated Care Board",
           "{town} Primary Care Network", "Breathe Well {town}",
           "Northline Imaging Ltd", "Carrowmede Diagnostics Ltd",
           "{town} Carers' Trust"],
    "US": ["Bluewater Health Plan", "Summit Mutual Insurance",
           "Keystone Valley Health Alliance", "{town} Veterans Outreach",
           "Tri-County Imaging Partners", "{town} Rotary Club"],
    "CA": ["{town} Regional Health Authority", "Northern Lights Imaging Inc",
           "{town} Seniors Centre Society", "Maple Crest Benefits"],
    "AU": ["{town} Primary Health Network", "Southern Cross Mobile Imaging",
           "{town} RSL Sub-branch", "Harbourline Health Fund",
           "{town} Men's Shed"],
}

INSURERS = {
    "US": ["Bluewater Health Plan", "Summit Mutual Insurance",
           "Keystone Valley Health Alliance", "Prairie Shield Health",
           "Cardinal Care Advantage"],
    "AU": ["Harbourline Health Fund", "Coral Sea Mutual", "Kinfolk Health"],
    "CA": ["Maple Crest Benefits", "Northfield Group Insurance"],
}

VENUES = [
    ("{town} Retail Park", ""), ("{town} Leisure Centre", " car park"),
    ("{town} Miners' Welfare Hall", ""), ("St {saint}'s Church Hall", " car park"),
    ("{town} Rugby Club", " car park"), ("{town} Community Centre", ""),
    ("{town} Shopping Centre", " car park"), ("{street} Market Square", ""),
    ("{town} Civic Centre", ""), ("{town} Showground", ""),
    ("{town} Bowls Club", " car park"), ("{street} Park and Ride", ""),
]

ROOMS = [("Room ", "{n}"), ("Bay ", "{n}"), ("Consult Room ", "{l}"), ("Pod ", "{n}"),
         ("Room ", "{n}{l}"), ("Cubicle ", "{n}"), ("Bed ", "{n}"), ("Clinic Room ", "{n}")]

WARDS = ["Ward {n}", "Ward {n}{l}", "{saint} Ward", "{sur} Unit"]

PROFESSIONS = [
    "coal miner", "shipyard welder", "lagger", "boilermaker", "bricklayer",
    "plasterer", "HGV driver", "bus driver", "school cleaner", "hairdresser",
    "publican", "roofer", "electrician", "plumber", "farm labourer",
    "steelworker", "docker", "painter and decorator", "railway fitter",
    "textile mill worker", "machinist", "foundry worker", "joiner",
    "care assistant", "cook", "security guard", "taxi driver", "postman",
    "factory supervisor", "mechanic", "quarry worker", "pipefitter",
    "carpet fitter", "dinner lady", "bar manager", "long-haul trucker",
    "shearer", "fisherman", "forklift operator", "warehouse operative",
    "merchant seaman", "insulation installer", "scaffolder", "sheet metal worker",
    "nurse", "teacher", "shop assistant", "cleaner", "gardener", "tiler",
]

UK_OUT = "ABCDEFGHJKLMNPRSTUWY"
UK_IN = "ABDEFGHJLNPQRSTUWXYZ"

SCANNERS = ["Siemens SOMATOM go.Top", "Siemens SOMATOM Drive",
            "GE Revolution EVO", "GE Revolution Maxima", "Canon Aquilion Prime SP",
            "Canon Aquilion ONE Genesis", "Philips Incisive CT",
            "Philips Spectral CT 7500"]

SPIROMETERS = ["Vitalograph Alpha", "Vitalograph Pneumotrac", "NDD EasyOne Air",
               "MIR Spirobank II", "Welch Allyn SpiroPerfect"]

CO_MONITORS = ["Bedfont piCO Smokerlyzer", "Bedfont Micro+ Smokerlyzer",
               "coVita Smokerlyzer"]

LOBES = ["RUL", "RML", "RLL", "LUL", "LLL", "lingula"]
LOBE_LONG = {"RUL": "right upper lobe", "RML": "right middle lobe",
             "RLL": "right lower lobe", "LUL": "left upper lobe",
             "LLL": "left lower lobe", "lingula": "lingula"}
SEGMENTS = {"RUL": ["apical", "posterior", "anterior"],
            "RML": ["lateral", "medial"],
            "RLL": ["superior", "posterior basal", "lateral basal"],
            "LUL": ["apicoposterior", "anterior"],
            "LLL": ["superior", "posterior basal", "anteromedial basal"],
            "lingula": ["superior lingular", "inferior lingular"]}

MEDS = [
    "atorvastatin 20 mg ON", "amlodipine 5 mg OD", "ramipril 2.5 mg OD",
    "metformin 500 mg BD", "salbutamol 100 mcg inhaler PRN",
    "tiotropium 2.5 mcg 2 puffs OD", "Fostair 100/6 2 puffs BD",
    "omeprazole 20 mg OD", "levothyroxine 75 mcg OD", "aspirin 75 mg OD",
    "bisoprolol 2.5 mg OD", "sertraline 50 mg OD", "co-codamol 30/500 PRN",
    "lisinopril 10 mg daily", "rosuvastatin 10 mg nocte",
    "apixaban 5 mg BD", "gliclazide 80 mg BD", "furosemide 40 mg mane",
    "Trelegy Ellipta 1 puff OD", "alendronic acid 70 mg weekly",
]

COMORBID = [
    "COPD", "hypertension", "type 2 diabetes", "IHD", "AF", "asthma",
    "hypercholesterolaemia", "GORD", "depression", "osteoarthritis",
    "previous MI", "PVD", "CKD stage 3a", "hypothyroidism", "TIA",
]

COUNTRIES_BORN = ["Ireland", "Poland", "Jamaica", "Pakistan", "India",
                  "Italy", "Scotland", "Vietnam", "Greece", "Portugal",
                  "Nigeria", "Ghana", "Germany", "Philippines", "Lebanon",
                  "New Zealand", "Malta", "Turkey", "South Africa", "Chile"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister",
             "brother", "niece", "neighbour", "friend", "son-in-law",
             "daughter-in-law", "carer"]

HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day",
                   "Easter Monday", "Good Friday"],
            "US": ["Thanksgiving", "Christmas", "Memorial Day", "Labor Day",
                   "Independence Day", "New Year's Eve"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day",
                   "Boxing Day", "Easter"],
            "AU": ["Australia Day", "Christmas", "Anzac Day", "Easter",
                   "Boxing Day", "Good Friday"]}
