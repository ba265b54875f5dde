"""Invented value pools. Every name, place, organisation and identifier format here
was made up for this set; combinations are drawn at random."""

GIVEN_F = [
    "Aroha", "Mereana", "Huia", "Losa", "Mele", "Thandiwe", "Nomvula", "Lerato", "Zanele",
    "Annelie", "Marietjie", "Priya", "Anjali", "Kavitha", "Mei Lin", "Xiu", "Thanh Huong",
    "Linh", "Maricel", "Rosalind", "Joanne", "Siobhan", "Niamh", "Fiona", "Heather",
    "Eleni", "Sofia", "Chiara", "Genevieve", "Mathilde", "Josee", "Harpreet", "Gurleen",
    "Amina", "Hodan", "Fatuma", "Ji-woo", "Soo-ah", "Magdalena", "Agnieszka", "Layla",
    "Rania", "Tamsin", "Bronwyn", "Kylie", "Shanelle", "Dawn", "Hope", "Grace", "Faith",
    "Joy", "Rose", "Summer", "June", "Ivy", "Pearl", "Violet", "Olive", "Marguerite",
    "Keziah", "Talia", "Ngaire", "Ana", "Ruth", "Esther", "Lwazi", "Palesa",
]
GIVEN_M = [
    "Wiremu", "Tane", "Rawiri", "Sione", "Tevita", "Sipho", "Thabo", "Bongani", "Mandla",
    "Pieter", "Johannes", "Rajesh", "Vikram", "Pradeep", "Wei", "Jun", "Minh", "Quoc Bao",
    "Rodel", "Jericho", "Declan", "Padraig", "Callum", "Angus", "Hamish", "Dimitri",
    "Stavros", "Giuseppe", "Mathieu", "Etienne", "Jean-Luc", "Gurpreet", "Manjit",
    "Abdirahman", "Yusuf", "Min-jun", "Tomasz", "Krzysztof", "Rami", "Karim", "Darcy",
    "Lachlan", "Brodie", "Will", "Hunter", "Mason", "Guy", "Rich", "Sterling", "Brook",
    "Colin", "Trevor", "Desmond", "Neville", "Owen", "Reuben", "Ezra", "Kofi", "Tendai",
    "Farai", "Ivan", "Aleksander", "Hemi", "Nikau",
]
SURNAMES = [
    "Ngata", "Tipene", "Whaanga", "Paewai", "Fifita", "Tuilagi", "Leota", "Faleolo",
    "Dlamini", "Khumalo", "Mokoena", "Ndlovu", "Mahlangu", "van der Merwe", "Botha",
    "Pretorius", "du Plessis", "Naidoo", "Pillay", "Govender", "Sharma", "Reddy",
    "Chen", "Zhou", "Liang", "Nguyen", "Tran", "Pham", "Reyes", "Dela Cruz", "Manalo",
    "O'Sullivan", "McAlister", "Fitzgerald", "Kilbride", "MacKenzie", "Drummond",
    "Papadopoulos", "Katsaros", "Lombardi", "Ferraro", "Tremblay", "Gagnon", "Bouchard",
    "Lavoie", "Gill", "Sandhu", "Dhaliwal", "Warsame", "Abdi", "Park", "Kwon",
    "Kowalczyk", "Nowak", "Haddad", "Khoury", "Baker", "King", "Bishop", "Frost",
    "Young", "Wood", "Page", "Love", "Hill", "Carpenter", "Cook", "Fisher", "Walker",
    "Little", "Strong", "Bell", "Best", "Lane", "Field", "Hope", "Grace", "Mensah",
    "Moyo", "Chikwanha", "Petrenko", "Okonkwo", "Hallett", "Pennington", "Ashdown",
    "Thistlewood", "Marlowe", "Quarrie", "Selwood", "Oyelaran", "Rautenbach",
]
NICK = {"Rosalind": "Ros", "Joanne": "Jo", "Magdalena": "Magda", "Declan": "Dec",
        "Aleksander": "Olek", "Johannes": "Hannes", "Krzysztof": "Kris", "Lachlan": "Lachie",
        "Bronwyn": "Bron", "Genevieve": "Gen", "Dimitri": "Dim", "Rajesh": "Raj"}

REGIONS = {
    "CA": {
        "country": "Canada",
        "states": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
                   ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
                   ("New Brunswick", "NB")],
        "cities": ["Port Harlan", "Millbrook Falls", "Aldergrove Bay", "Kestrel Lake",
                   "St. Auberon", "Whitcombe", "Lachine Ridge", "Fenwick Crossing",
                   "Cedar Narrows"],
        "hospitals": ["St. Aubert General Hospital", "Kestrel Lake Regional Health Centre",
                      "Harlan Valley Hospital", "Fenwick Crossing Memorial Hospital",
                      "Cedar Narrows Community Hospital"],
        "clinics": ["Millbrook Family Health Team", "Lakeshore Walk-In Clinic",
                    "Whitcombe Medical Arts Clinic", "Aldergrove Bay Community Health Centre"],
        "acts": ["Mental Health Act", "Health Care Consent Act, 1996",
                 "Substitute Decisions Act, 1992", "Workplace Safety and Insurance Act, 1997",
                 "Personal Health Information Protection Act, 2004"],
        "public": ["911", "811", "988"],
        "ssn_label": "SIN", "mrn_label": "MRN", "hp_label": "Health card no.",
    },
    "AU": {
        "country": "Australia",
        "states": [("New South Wales", "NSW"), ("Victoria", "Vic"), ("Queensland", "Qld"),
                   ("Western Australia", "WA"), ("Tasmania", "Tas")],
        "cities": ["Wattle Creek", "Bellarine Heads", "Coorabin", "Mount Tarrow",
                   "Kelsey Downs", "Yarrin", "Port Ellery", "Bungaree Flats", "Emu Springs"],
        "hospitals": ["Wattle Creek Base Hospital", "Bellarine Private Hospital",
                      "Mount Tarrow District Hospital", "Port Ellery Health Service",
                      "Yarrin Valley Hospital"],
        "clinics": ["Coorabin Medical Centre", "Jacaranda Street Surgery",
                    "Kelsey Downs Family Practice", "Emu Springs Community Health"],
        "acts": ["Mental Health Act 2014", "Guardianship and Administration Act 2019",
                 "Workplace Injury Rehabilitation and Compensation Act 2013",
                 "Mental Health Act 2016", "Powers of Attorney Act 1998"],
        "public": ["000", "13 11 14"],
        "ssn_label": "TFN", "mrn_label": "UR", "hp_label": "Medicare no.",
    },
    "NZ": {
        "country": "New Zealand",
        "states": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
                   ("Northland", "Northland"), ("Hawke's Bay", "Hawke's Bay"),
                   ("Southland", "Southland")],
        "cities": ["Waiorua", "Kahurangi Bay", "Ashcombe", "Rangiwhetu", "Port Lindsay",
                   "Mataroa Heights", "Tarakihi Point", "Kereru Valley"],
        "hospitals": ["Waiorua Hospital", "Kahurangi Bay Hospital", "Ashcombe Base Hospital",
                      "Rangiwhetu Rural Hospital", "Port Lindsay Hospital"],
        "clinics": ["Kahurangi Health Centre", "Ashcombe Medical Practice",
                    "Mataroa Heights Family Doctors", "Tarakihi Point Medical"],
        "acts": ["Mental Health (Compulsory Assessment and Treatment) Act 1992",
                 "Protection of Personal and Property Rights Act 1988",
                 "Accident Compensation Act 2001", "Health and Disability Commissioner Act 1994"],
        "public": ["111", "1737"],
        "ssn_label": "IRD no.", "mrn_label": "Hosp no.", "hp_label": "Insurer member no.",
    },
    "ZA": {
        "country": "South Africa",
        "states": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
                   ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP")],
        "cities": ["Sandrift", "Port Nerina", "Wolwekuil", "Sithembile", "Bosveld Ridge",
                   "Amanzi Vale", "Elandsdrift", "Kranskloof"],
        "hospitals": ["Sandrift Provincial Hospital", "Amanzi Vale District Hospital",
                      "Port Nerina Day Hospital", "Elandsdrift Regional Hospital",
                      "Wolwekuil Tertiary Hospital"],
        "clinics": ["Bosveld Ridge Clinic", "Sithembile Community Health Centre",
                    "Kranskloof Family Practice", "Port Nerina Medical Suites"],
        "acts": ["Mental Health Care Act 17 of 2002",
                 "Compensation for Occupational Injuries and Diseases Act 130 of 1993",
                 "National Health Act 61 of 2003", "Protection of Personal Information Act 4 of 2013"],
        "public": ["10177", "112"],
        "ssn_label": "ID no.", "mrn_label": "Folder no.", "hp_label": "Medical aid no.",
    },
}

STREET_NAMES = ["Larkspur", "Tannery", "Jacaranda", "Kowhai", "Protea", "Wattlebird",
                "Harbourfront", "Millrace", "Quarry", "Bellbird", "Ironbark", "Saltmarsh",
                "Copperleaf", "Orchard", "Heron", "Dunmore", "Pohutukawa", "Marula",
                "Beacon", "Foundry", "Kingfisher", "Windmill", "Cobble", "Fernleigh"]
STREET_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Drive",
                 "Dr", "Lane", "Place", "Terrace", "Way", "Close", "Parade"]

WARDS = ["Ward 7B", "Ward 4 North", "Kowhai Ward", "Banksia Unit", "Protea Ward",
         "Harbour Ward", "Tui Ward", "Acacia Ward", "Ward 12", "Maple Unit",
         "Lotus Ward", "Riverside Unit", "Ward C3"]
PHARMACIES = ["Greenleaf Pharmacy", "Corner Chemist", "Riverbend Pharmacy",
              "Parkside Dispensary", "Moonah Street Pharmacy"]
CARE_HOMES = ["Rosewood Lodge", "Karaka Rest Home", "Silver Birch Manor",
              "Ubuntu Frail Care Centre", "Glenmore Aged Care", "Maplecrest Residence"]
EMPLOYERS = ["Harlan Freight Lines", "Tarrow Minerals", "Ashcombe Dairy Co-op",
             "Bluegum Logistics", "Nerina Fisheries", "Ironbark Scaffolding",
             "Copperleaf Hotels", "Saltmarsh Timber Mills", "Kestrel Lake Roofing",
             "Quarry Hill Meatworks", "Beacon Security Services", "Foundry Lane Bakery",
             "Marula Citrus Estates", "Windmill Civil Works", "Heron Bay Council"]
SCHOOLS = ["Wattle Creek High School", "St Brigid's Primary School", "Ashcombe College",
           "Sandrift Technical College", "Cedar Narrows Secondary School"]
INSURERS = ["Meridian Mutual Assurance", "Bluewater Life", "Southern Shield Insurance",
            "Kestrel Income Protection Ltd", "Ironbark Health Fund", "Protea Health Scheme"]
OTHER_ORGS = ["Grace Fellowship Church", "Harbour Rugby Club", "Saltmarsh Bowls Club",
              "Millrace Community Kitchen", "Tarrow Miners' Union", "Kereru Valley Marae Trust"]
LANDMARKS = ["the Tannery Lane bus depot", "Marlow Point lookout", "the Quarry Hill skate park",
             "the old Foundry wharf", "Bellbird Reserve", "the Heron Bay boat ramp",
             "Millrace Mall car park", "the Saltmarsh railway underpass"]
BUILDINGS = ["Hollins Wing", "Carrick House", "Kauri Building", "Thornton Block",
             "Sefton Pavilion", "Ubuntu House"]

PROFESSIONS = ["welder", "primary school teacher", "truck driver", "electrician",
               "accountant", "farm labourer", "chef", "cleaner", "baker", "bus driver",
               "underground miner", "fisherman", "carpenter", "retail assistant",
               "software developer", "plumber", "forklift operator", "hairdresser",
               "security guard", "dairy farmer", "lawyer", "cook", "diesel mechanic",
               "police officer", "shearer", "barista", "scaffolder", "taxi driver",
               "domestic worker", "seamstress", "librarian", "postal worker",
               "enrolled nurse", "bricklayer", "call-centre operator", "panel beater",
               "kitchen hand", "aged-care worker", "landscaper", "pharmacy assistant"]
RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister",
             "brother", "niece", "nephew", "neighbour", "friend", "granddaughter",
             "grandson", "aunt", "uncle", "flatmate", "carer"]
STAFF_ROLES = ["RN", "charge nurse", "physio", "OT", "SW", "dietitian", "pharmacist",
               "speech pathologist", "psychologist", "clerk", "scribe", "EN", "NP",
               "case manager", "registrar", "resident", "intern"]
