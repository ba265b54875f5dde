"""Name, place and vocabulary pools for dev177_en (invented for this set; ASCII only)."""

FIRST_M = [
    "Aaron", "Ahmed", "Alistair", "Andre", "Anil", "Arjun", "Barry", "Ben", "Bradley", "Brendan",
    "Caleb", "Carlos", "Cheng", "Colin", "Craig", "Daniel", "Darren", "Dmitri", "Duc", "Eli",
    "Emeka", "Ethan", "Faisal", "Finn", "Geoff", "Graham", "Hamish", "Hemi", "Hiroshi", "Ivan",
    "Jack", "Jamal", "Jarrah", "Jesse", "Joaquin", "Kahu", "Keith", "Kevin", "Lachlan", "Liam",
    "Luis", "Malakai", "Marcus", "Mateo", "Mitchell", "Nikhil", "Noah", "Oscar", "Patrick", "Quentin",
    "Rajesh", "Rawiri", "Reuben", "Rhys", "Ricardo", "Ronan", "Samir", "Sione", "Stavros", "Tama",
    "Tamati", "Terrence", "Tevita", "Thanh", "Tomasz", "Travis", "Trent", "Vikram", "Wade", "Warrick",
    "Wiremu", "Xavier", "Yusuf", "Zane", "Dwayne", "Elmer", "Harold", "Clarence", "Desmond", "Merv",
]

FIRST_F = [
    "Abigail", "Aisha", "Alana", "Aroha", "Beatriz", "Bronwyn", "Carmen", "Chloe", "Dorothy", "Elena",
    "Eileen", "Fatima", "Fiona", "Gemma", "Grace", "Hana", "Harriet", "Imogen", "Ines", "Jasmine",
    "Jen", "Kaia", "Kiri", "Lani", "Leilani", "Linh", "Lorraine", "Lucia", "Mai", "Maree",
    "Mere", "Mia", "Moana", "Nadia", "Ngaire", "Noelene", "Olivia", "Pania", "Precious", "Priya",
    "Rangi", "Renata", "Rosa", "Ruby", "Sadie", "Salote", "Sanjana", "Sharon", "Shirley", "Siobhan",
    "Sophie", "Tahlia", "Tanya", "Tayla", "Teuila", "Tia", "Ursula", "Valerie", "Vanessa", "Wendy",
    "Xin", "Yasmin", "Yvonne", "Zara", "Beryl", "Gladys", "Marjorie", "Joan", "Kathleen", "Mavis",
]

SURNAMES = [
    "Abernethy", "Ahmadi", "Akana", "Anderson", "Baker", "Bartlett", "Bhatt", "Brennan", "Castillo", "Chen",
    "Clarke", "Costa", "Cunningham", "Daley", "Dang", "Delacroix", "Dimitriou", "Doherty", "Edwards", "Faleolo",
    "Fernandez", "Finau", "Fitzgerald", "Fonoti", "Gallagher", "Garcia", "Gill", "Greenwood", "Hadley", "Haddad",
    "Hernandez", "Hohaia", "Horomona", "Hughes", "Iyer", "Jablonski", "Jenkins", "Kaur", "Kelly", "Kim",
    "Kowalski", "Lam", "Latu", "Lindqvist", "MacGregor", "Mahmoud", "Maka", "Marsh", "McAllister", "McKenzie",
    "Mendoza", "Moana", "Morrison", "Murphy", "Naidu", "Ngata", "Nguyen", "Novak", "O'Brien", "O'Sullivan",
    "Okonkwo", "Osei", "Papadopoulos", "Parata", "Patel", "Pene", "Petersen", "Pham", "Quinlan", "Rahman",
    "Ramirez", "Reid", "Rewi", "Robertson", "Sandhu", "Schmidt", "Sharma", "Singh", "Smith", "Sorensen",
    "Tahu", "Tane", "Te Whata", "Thompson", "Tran", "Tuilagi", "Turner", "Vaifale", "Van der Berg", "Vasquez",
    "Wallace", "Walker", "Wang", "Whitehead", "Wiki", "Williams", "Wong", "Yates", "Zhang", "Zielinski",
    "Beaumont", "Crowther", "Duffy", "Eastwood", "Fairbairn", "Goldsworthy", "Hollis", "Ingram", "Jolley", "Kerrigan",
]

PLACES = {
    "AU": [
        ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Wagga Wagga", "NSW", "2650"),
        ("Dubbo", "NSW", "2830"), ("Toowoomba", "QLD", "4350"), ("Mackay", "QLD", "4740"),
        ("Bunbury", "WA", "6230"), ("Mount Gambier", "SA", "5290"), ("Launceston", "TAS", "7250"),
        ("Katherine", "NT", "0850"), ("Queanbeyan", "NSW", "2620"), ("Geelong", "VIC", "3220"),
        ("Orange", "NSW", "2800"), ("Cairns", "QLD", "4870"), ("Kalgoorlie", "WA", "6430"),
        ("Whyalla", "SA", "5600"), ("Devonport", "TAS", "7310"), ("Warrnambool", "VIC", "3280"),
        ("Tamworth", "NSW", "2340"), ("Bundaberg", "QLD", "4670"), ("Footscray", "VIC", "3011"),
        ("Parramatta", "NSW", "2150"), ("Chermside", "QLD", "4032"), ("Joondalup", "WA", "6027"),
        ("Elizabeth", "SA", "5112"), ("Palmerston", "NT", "0830"), ("Belconnen", "ACT", "2617"),
        ("Shepparton", "VIC", "3630"), ("Lismore", "NSW", "2480"), ("Gladstone", "QLD", "4680"),
    ],
    "NZ": [
        ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
        ("Whanganui", "Manawatu-Whanganui", "4500"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
        ("Nelson", "Nelson", "7010"), ("Timaru", "Canterbury", "7910"), ("Invercargill", "Southland", "9810"),
        ("Gisborne", "Gisborne", "4010"), ("Napier", "Hawke's Bay", "4110"), ("Rotorua", "Bay of Plenty", "3010"),
        ("Whangarei", "Northland", "0110"), ("Masterton", "Wellington", "5810"), ("Ashburton", "Canterbury", "7700"),
        ("Dunedin", "Otago", "9016"), ("Blenheim", "Marlborough", "7201"), ("Porirua", "Wellington", "5022"),
        ("Manukau", "Auckland", "2104"), ("Taupo", "Waikato", "3330"), ("Greymouth", "West Coast", "7805"),
        ("Oamaru", "Otago", "9400"), ("Kaitaia", "Northland", "0410"), ("Hastings", "Hawke's Bay", "4122"),
    ],
    "US": [
        ("Billings", "MT", "59101"), ("Casper", "WY", "82601"), ("Fargo", "ND", "58102"),
        ("Duluth", "MN", "55802"), ("Bend", "OR", "97701"), ("Yakima", "WA", "98901"),
        ("Flagstaff", "AZ", "86001"), ("Amarillo", "TX", "79101"), ("Joplin", "MO", "64801"),
        ("Paducah", "KY", "42001"), ("Dothan", "AL", "36301"), ("Bangor", "ME", "04401"),
        ("Burlington", "VT", "05401"), ("Grand Junction", "CO", "81501"), ("Rapid City", "SD", "57701"),
        ("Terre Haute", "IN", "47807"), ("Ocala", "FL", "34470"), ("Macon", "GA", "31201"),
        ("Erie", "PA", "16501"), ("Pueblo", "CO", "81003"), ("Kalispell", "MT", "59901"),
        ("Missoula", "MT", "59801"), ("Lufkin", "TX", "75901"), ("Salina", "KS", "67401"),
    ],
}

STATE_FULL = {
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "WA": "Western Australia",
    "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory", "ACT": "Australian Capital Territory",
    "MT": "Montana", "WY": "Wyoming", "ND": "North Dakota", "MN": "Minnesota", "OR": "Oregon",
    "AZ": "Arizona", "TX": "Texas", "MO": "Missouri", "KY": "Kentucky", "AL": "Alabama", "ME": "Maine",
    "VT": "Vermont", "CO": "Colorado", "SD": "South Dakota", "IN": "Indiana", "FL": "Florida",
    "GA": "Georgia", "PA": "Pennsylvania", "KS": "Kansas",
}

US_COUNTIES = ["Yellowstone County", "Natrona County", "Cass County", "St. Louis County", "Deschutes County",
               "Coconino County", "Potter County", "Jasper County", "McCracken County", "Houston County",
               "Penobscot County", "Mesa County", "Pennington County", "Vigo County", "Marion County",
               "Flathead County", "Angelina County", "Saline County"]

STREET_NAMES = [
    "Banksia", "Wattle", "Jacaranda", "Kowhai", "Totara", "Rimu", "Pohutukawa", "Elm", "Cedar", "Maple",
    "Hollis", "Gordon", "Victoria", "Albert", "Church", "Station", "Mill", "Quarry", "Ridge", "Harbour",
    "Lagoon", "Orchard", "Boundary", "Creek", "Wilson", "Macquarie", "Hobson", "Tasman", "Kauri", "Matai",
    "Pioneer", "Prospect", "Sunset", "Willow", "Aspen", "Juniper", "Lincoln", "Jefferson", "Grant", "Hawthorn",
    "Ironbark", "Saltbush", "Coolabah", "Flinders", "Stirling", "Hinemoa", "Te Aroha", "Kahikatea", "Miro", "Walnut",
]
STREET_TYPES = {
    "AU": ["St", "Street", "Rd", "Road", "Ave", "Cres", "Crt", "Pl", "Dr", "Tce", "Hwy", "Pde", "Way", "Cl"],
    "NZ": ["St", "Street", "Rd", "Road", "Ave", "Cres", "Pl", "Dr", "Tce", "Hwy", "Way", "Lane", "Grove"],
    "US": ["St", "Street", "Rd", "Ave", "Avenue", "Blvd", "Dr", "Ln", "Ct", "Hwy", "Way", "Pkwy", "Trail"],
}

HOSPITALS = {
    "AU": ["Mount Carrow Base Hospital", "St Aidan's Private Hospital", "Wyndara District Hospital",
           "Port Ellery Hospital", "Kurrajong Valley Health Service", "Royal Harbourside Hospital",
           "Bellbird Regional Hospital", "Eastfield Community Hospital", "Greyfriars Private Hospital",
           "Tallowood Hospital", "Marramburra Health Campus", "Lake Corang Hospital", "Northern Saltbush Hospital",
           "Westhaven Medical Centre", "Sunnyridge Multi-Purpose Service"],
    "NZ": ["Kowhai Valley Hospital", "Rangatira Base Hospital", "Harbourview Hospital", "Whetu Hospital",
           "Pohutukawa Private Hospital", "Tararua Coast Hospital", "Matai Park Hospital", "Aorere Hospital",
           "Riverslea Hospital", "Kahurangi Hospital", "Te Kowhai Medical Centre", "St Brendan's Hospital"],
    "US": ["St. Columba Regional Medical Center", "Lakeshore General Hospital", "Copper Valley Medical Center",
           "Riverbend Community Hospital", "Pine Hollow Regional Medical Center", "Granite Peaks Medical Center",
           "Mercy Prairie Hospital", "Bridgewater Memorial Hospital", "Sagebrush Critical Access Hospital",
           "Our Lady of the Plains Hospital", "Cottonwood Valley Hospital", "Hollister Heart Institute",
           "Red Butte Medical Center", "Blue Mesa Medical Center"],
}

CARE_HOMES = {
    "AU": ["Wattle Grove Aged Care", "Bottlebrush Gardens Lodge", "Seabreeze Manor Aged Care", "Casuarina House"],
    "NZ": ["Kauri Lodge Rest Home", "Totara Gardens Care Home", "Ocean View Rest Home", "Kereru House"],
    "US": ["Maple Terrace Senior Living", "Willowbrook Nursing & Rehab", "Golden Prairie Care Center", "Aspen Court SNF"],
}

CLINICS = {
    "AU": ["Banksia Street Medical Practice", "Riverside Family Clinic", "Kingfisher Medical Centre", "Ridgeway GP Clinic"],
    "NZ": ["Tui Health Centre", "Awhina Medical Centre", "Mt Herbert Family Practice", "Moana Medical"],
    "US": ["Prairie Wind Family Medicine", "Canyon Urgent Care", "Eastside Dialysis Center", "Lakeview Pharmacy"],
}

WARDS_BY = {
    "AU": ["Ward 3B", "Ward 7A", "Acacia Ward", "Banksia Unit", "Ward 4 North", "Waratah Ward", "Ward 2", "Riverside Unit"],
    "NZ": ["Ward 3B", "Kowhai Ward", "Rata Ward", "Ward 9 South", "Tui Ward", "Ward 22", "Harakeke Unit", "Ward 7A"],
    "US": ["5 West", "6 East", "4 North", "Step-down Unit 4C", "Med-Surg 3", "Tower 2 Telemetry", "Ortho Unit 7", "8 South"],
}
WARDS = WARDS_BY["AU"] + WARDS_BY["NZ"][1:3] + WARDS_BY["US"][:4]

ORGS = {
    "AU": ["Redgum Civil Pty Ltd", "Coolabah Transport", "Barrier Reef Tours", "Southern Shear Contracting",
           "Hillcrest College", "Mallee Grain Co-op", "Tri-State Mining Services", "Greenleaf Childcare"],
    "NZ": ["Kaimai Timber Ltd", "Pukeko Dairies", "Tasman Fisheries Ltd", "Kiwi Scaffold Co",
           "Rangi Ruru High School", "Kakapo Courier Services", "Ruapehu Ski Hire", "Aotea Roofing"],
    "US": ["Harrow Freight", "Blue Ridge Poultry", "Big Sky Lineworks", "Mesa Verde Roofing LLC",
           "Lincoln Heights Elementary", "Prairie Co-op Elevator", "Tri-County Paving", "Redline Logistics"],
}

TRANSPORT_ORGS = {
    "AU": ["Kestrel Patient Transport", "Southern Wing Retrieval", "Coastline Medical Transfers"],
    "NZ": ["Tui Health Transfers", "Kea Air Rescue Trust", "Harakeke Patient Transport"],
    "US": ["Mesa Valley Ambulance LLC", "High Plains AirMed", "Redstone Medical Transport"],
}

INSURERS = {
    "AU": ["Wattle Health Fund", "Boomerang Health Mutual"],
    "NZ": ["Kotare Health Cover", "Aoraki Medical Insurance"],
    "US": ["Summit Mutual Health", "Prairie Shield Insurance", "Copperline Health Plan"],
}

LANDMARKS = [
    "Harbourview Shopping Centre", "Riverside Oval", "Kings Park Pavilion", "Memorial Hall", "Lookout Point",
    "Northgate Bus Interchange", "Town Hall", "Clocktower Plaza", "Civic Library", "Lions Park",
    "Ferry Terminal", "Heritage Pier", "Showgrounds Grandstand", "Central Station", "Coronation Reserve",
]

PROFESSIONS = [
    "farmer", "shearer", "truck driver", "electrician", "roofer", "school teacher", "builder", "chef",
    "forestry worker", "fisherman", "miner", "accountant", "retired police officer", "labourer", "dairy farmer",
    "mechanic", "barista", "lawyer", "plumber", "cleaner", "security guard", "bus driver", "crane operator",
    "welder", "hairdresser", "software developer", "lineman", "rancher", "oil rig worker", "logger",
    "retired nurse", "retired teacher", "panel beater", "courier driver", "kitchenhand", "scaffolder",
    "vet", "pharmacist", "real estate agent", "boilermaker",
]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "mother", "father", "neighbour", "friend",
             "sister", "brother", "granddaughter", "grandson", "carer", "flatmate", "niece"]

COUNTRIES_VISIT = ["Germany", "Japan", "Canada", "Fiji", "Samoa", "Tonga", "Ireland", "India",
                   "Philippines", "Brazil", "France", "South Korea", "Netherlands", "Mexico"]

REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
           "brother": "M", "granddaughter": "F", "grandson": "M", "niece": "F", "mum": "F", "dad": "M",
           "grandmother": "F", "aunt": "F"}
