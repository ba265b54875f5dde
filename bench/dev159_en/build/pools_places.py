"""Invented places, facilities and organisations for dev159_en."""

# home hospitals: (full name, short alias used on boards)
HOSPITALS = [
    ("Mercy Ridge Medical Center", "Mercy Ridge"),
    ("St. Aldric Hospital", "St. Aldric"),
    ("Halvern Valley Regional Medical Center", "Halvern Valley"),
    ("Bramford Community Hospital", "Bramford Community"),
    ("Kestrel Point General Hospital", "Kestrel Point General"),
    ("Our Lady of the Fields Hospital", "Lady of the Fields"),
    ("Tamsworth University Hospital", "Tamsworth University"),
    ("Cordell Memorial Hospital", "Cordell Memorial"),
    ("Ashcombe Methodist Medical Center", "Ashcombe Methodist"),
    ("Port Calder Regional Hospital", "Port Calder Regional"),
    ("Dellwood Baptist Hospital", "Dellwood Baptist"),
    ("Sister Imelda Medical Center", "Sister Imelda"),
    ("Quarry Hill Health Center", "Quarry Hill"),
    ("Redfern Lutheran Hospital", "Redfern Lutheran"),
    ("North Tamsin Medical Center", "North Tamsin"),
    ("Greymoor Veterans Community Hospital", "Greymoor Community"),
    ("Juniper Flats Regional Hospital", "Juniper Flats Regional"),
    ("Stillwater Cove Hospital", "Stillwater Cove"),
]

# outside referring / receiving facilities, care homes, clinics, pharmacies
OUTSIDE_FACILITIES = [
    "Larchmont Ridge Community Hospital", "Orrin County Hospital", "Fernvale Critical Access Hospital",
    "Glenross Medical Center", "Harlow Creek Hospital", "St. Perpetua Hospital",
    "Millbrook Station Regional", "Zephyr Lake Memorial", "West Corliss General",
    "Ivel Valley Hospital", "Yarrow Springs Medical Center", "Caddo Bend Hospital",
    "Upper Dellwood Community Hospital", "Vantage Regional Medical Center",
]
CARE_HOMES = [
    "Willowmere Rehab & Nursing", "Brookhaven Care Center", "Maple Terrace Skilled Nursing",
    "Harbor Light Senior Living", "Cedar Hollow Rehabilitation", "Saint Jude's Manor",
    "Glenview Transitional Care", "Prairie Rose Assisted Living", "Oakmont Gardens LTAC",
    "Silverbrook Nursing Home", "Pinecrest Memory Care", "Amberleigh Rehab Center",
]
CLINICS = [
    "Northgate Family Practice", "Cedar Row Internal Medicine", "Halvern Valley Primary Care",
    "Riverside Community Health Center", "Tamsin Street Clinic", "Kettle Creek Pediatrics",
    "Dunmore Heights Medical Group", "Eastside Free Clinic", "Lakeview Geriatrics",
    "Bramford Cardiology Associates", "Sunrise Dialysis Center", "Calder Bay Dialysis",
]
PHARMACIES = [
    "Dunmore Pharmacy", "Corner Apothecary", "Calder Drug", "Mercy Ridge Outpatient Pharmacy",
    "Tamsin Family Pharmacy", "Bluebell Pharmacy",
]

# unit names (long, short). Ward/unit names are HOSPITAL spans.
UNITS = [
    ("4 West", "4W"), ("5 North", "5N"), ("6 South", "6S"), ("7 East", "7E"), ("3 West", "3W"),
    ("5 East", "5E"), ("6 North", "6N"), ("8 West", "8W"), ("2 South", "2S"), ("9 North", "9N"),
    ("Birch 2", "Birch 2"), ("Cedar 4", "Cedar 4"), ("Harbor 5", "Harbor 5"), ("Summit 3", "Summit 3"),
    ("Aspen 6", "Aspen 6"), ("Willow 7", "Willow 7"), ("Ross 3", "Ross 3"), ("Hadley 4", "Hadley 4"),
    ("Larkin Unit", "Larkin"), ("Fairweather Unit", "Fairweather"),
]

# generic departments / levels of care: NOT PHI
DEPARTMENTS = ["ICU", "MICU", "SICU", "CVICU", "Neuro ICU", "PCU", "Step-down", "Med-Surg", "Tele",
               "Oncology", "Ortho", "L&D", "Postpartum", "NICU", "Peds", "Behavioral Health",
               "Obs", "PACU", "ED", "Cath Lab", "IR", "CT", "MRI", "Nuc Med", "Ultrasound",
               "Endoscopy", "Dialysis", "Echo", "EEG", "Vascular Lab", "Pre-op", "OR",
               "Discharge Lounge", "Radiation Oncology", "Wound Care", "PT Gym"]
TESTS_DEST = ["CT", "MRI", "IR", "Nuc Med", "Ultrasound", "Endoscopy", "Dialysis", "Echo",
              "Cath Lab", "EEG", "Vascular Lab", "Pre-op", "Radiation Oncology", "X-ray",
              "Discharge Lounge", "PT Gym", "Wound Care"]
LEVELS = ["ICU", "PCU", "Med-Surg", "Tele", "Obs", "Step-down", "Oncology", "Ortho",
          "Neuro ICU", "CVICU", "Behavioral Health"]

# named buildings and landmarks: LOCATION_OTHER
BUILDINGS = ["Hadley Pavilion", "Ross Tower", "Whitcomb Pavilion", "Ellery Tower", "Marsh Building",
             "Conroy Wing", "Abernathy Pavilion", "Larkin Building", "Fairweather Tower",
             "Sorensen Atrium", "Dunmore Garden", "Pell Courtyard", "Tilden Parking Deck",
             "Garland Annex"]
GENERIC_PLACES = ["main lobby", "cafeteria", "gift shop", "chapel", "parking garage level 2",
                  "ED waiting room", "ED ambulance bay", "loading dock", "north elevator bank",
                  "radiology waiting area", "family lounge", "visitor restroom", "admitting desk",
                  "security office", "valet stand", "discharge lounge", "helipad stairwell"]

STATES = [
    ("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Indiana", "IN"), ("Illinois", "IL"),
    ("Wisconsin", "WI"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("Georgia", "GA"),
    ("North Carolina", "NC"), ("Virginia", "VA"), ("Maryland", "MD"), ("New Jersey", "NJ"),
    ("New York", "NY"), ("Massachusetts", "MA"), ("Connecticut", "CT"), ("Missouri", "MO"),
    ("Iowa", "IA"), ("Minnesota", "MN"), ("Texas", "TX"), ("Arizona", "AZ"), ("Colorado", "CO"),
    ("Oregon", "OR"), ("Washington", "WA"), ("Alabama", "AL"), ("Louisiana", "LA"),
    ("South Carolina", "SC"), ("Nebraska", "NE"), ("Kansas", "KS"), ("Florida", "FL"),
]

CITIES = [
    "Marlow Springs", "East Kettering", "Bramford", "Halvern", "Ostrander Falls", "Ashcombe",
    "Birchfield Junction", "Caddo Bend", "Dunmore Heights", "Fernvale", "Glenross", "Harlow Creek",
    "Ivel", "Juniper Flats", "Kestrel Point", "Larchmont Ridge", "Millbrook Station", "North Tamsin",
    "Orrin", "Port Calder", "Quarry Hill", "Redfern", "Stillwater Cove", "Tamsworth",
    "Upper Dellwood", "Vantage", "West Corliss", "Yarrow Springs", "Zephyr Lake", "Cordell",
    "Greymoor", "Pellston Mills", "Harkness", "Lowry Crossing", "Sabine Hollow", "Wrenfield",
    "Castor Bay", "Ellery", "Moss Landing Park", "Tillbury", "New Aldric", "Gable Hill",
    "Kettle Creek", "Bellwater", "Osgood Point", "Ferris Glen", "Ravenna Heights", "Sutton Ferry",
]
COUNTIES = ["Halvern County", "Tamsin County", "Orrin County", "Calder County", "Greymoor County",
            "Ivel County", "Bramford County", "Sabine County"]

STREET_NAMES = [
    "Larkspur", "Old Mill", "Cottonwood", "Harrier", "Benton Ferry", "Quince", "Tallow",
    "Marrow Creek", "Sycamore", "Whitby", "Ardmore", "Bellflower", "Candlewood", "Dorrance",
    "Eastgate", "Foxglove", "Granary", "Hemlock Ridge", "Ingleside", "Jasper", "Kingfisher",
    "Lanyard", "Meadowlark", "Northcote", "Orchard Hill", "Pemberton", "Quarry", "Rosalind",
    "Saddlebrook", "Thistle", "Union Mill", "Verbena", "Wexford", "Yellowwood", "Zinnia",
    "Canal", "Depot", "Schoolhouse", "Turnpike", "Ferry Landing", "Cider Press", "Blackthorn",
]
STREET_SUFFIX = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Lane", "Ln", "Drive",
                 "Dr", "Court", "Ct", "Boulevard", "Blvd", "Way", "Pike", "Terrace", "Circle", "Place"]
DIRECTIONALS = ["N", "S", "E", "W", "North", "South", "East", "West"]
UNIT_FORMS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Lot {n}", "Ste {n}", "Apt {n}{l}"]

COUNTRIES = [
    "Guatemala", "Honduras", "El Salvador", "Mexico", "Haiti", "Dominican Republic", "Somalia",
    "Ethiopia", "Eritrea", "Nigeria", "Ghana", "Kenya", "Vietnam", "China", "South Korea",
    "Japan", "India", "Bangladesh", "Pakistan", "Nepal", "Bhutan", "Myanmar", "Afghanistan",
    "Iraq", "Syria", "Yemen", "Lebanon", "Ukraine", "Poland", "Russia", "Portugal", "Brazil",
    "Cape Verde", "Italy", "Greece", "Philippines", "Iran", "Turkey", "Canada", "Germany",
    "Ecuador", "Peru", "Colombia", "Venezuela", "Cuba", "Laos", "Cambodia",
]

LANGUAGES = [
    ("Spanish", None), ("K'iche'", None), ("Mam", None), ("Haitian Creole", None),
    ("Somali", None), ("Amharic", None), ("Tigrinya", None), ("Vietnamese", None),
    ("Mandarin", None), ("Cantonese", None), ("Korean", None), ("Japanese", None),
    ("Hindi", None), ("Bengali", None), ("Urdu", None), ("Nepali", None), ("Arabic", None),
    ("Dari", None), ("Pashto", None), ("Ukrainian", None), ("Russian", None), ("Polish", None),
    ("Portuguese", None), ("Cape Verdean Creole", None), ("Tagalog", None), ("Farsi", None),
    ("Turkish", None), ("Burmese", None), ("Karen", None), ("ASL", None), ("Swahili", None),
    ("Yoruba", None), ("Lao", None), ("Khmer", None),
]

# named organisations (ORGANIZATION)
EMPLOYERS = [
    "Pioneer Freight Lines", "Halvern Unified School District", "Tamsworth Steel Fabricators",
    "Bellwater Foods", "Calder Bay Shipyard", "Kestrel Logistics", "Northcote Poultry",
    "Redfern Paper Mill", "Osgood Point Casino", "Marlow Springs Public Library",
    "Dunmore Heights Fire Department", "Greenlight Home Care", "Sutton Ferry Transit Authority",
    "Ellery Auto Body", "Fernvale Dairy Co-op", "Harkness Plumbing & Heating", "BrightPath Daycare",
    "Quarry Hill Construction", "Tillbury Tool & Die", "Castor Bay Seafood", "Wrenfield Landscaping",
    "Lowry Crossing Walmart Distribution", "Ivel County Sheriff's Office", "Sabine Hollow Orchards",
]
INSURERS = [
    "Keystone Meridian Health", "Great Lakes Mutual", "Blue Harbor Health Plan",
    "Prairie Shield Insurance", "Summit Crest Healthcare", "Heartland Assurance Group",
    "Tri-State Care Alliance", "Liberty Vale Health", "Northway Health Partners",
    "Cardinal Community Health Plan", "Evergreen Benefit Trust", "Lakeland Family Health Plan",
]
AMBULANCE_COS = [
    "Tri-County Ambulance", "Calder Valley EMS", "LifeLine Critical Transport", "Metro Star Medical Transport",
    "Halvern Rescue Squad", "AirCare North", "Bluebird Wheelchair Van Service", "Redline Mobility Transport",
]
INTERP_VENDORS = [
    "LinguaBridge Services", "VoxGlobal Language Partners", "ClearSpeak Interpreting",
    "Meridian Language Line", "Babel Health Interpreters", "Open Hands Deaf Services",
]
CHURCHES = ["St. Casimir Parish", "Grace Fellowship Church", "Beth Shalom Congregation",
            "Masjid Al-Noor", "Holy Trinity Greek Orthodox Church", "New Hope Baptist Church",
            "Eglise Baptiste Bethel"]
FUNERAL_HOMES = ["Whitcomb & Sons Funeral Home", "Pell Memorial Chapel", "Greymoor Funeral Services",
                 "Dorvil Family Funeral Home"]
OPOS = ["Heartland Donor Network", "Lakes Region Gift of Life", "Calder Organ & Tissue Alliance"]

PROFESSIONS = [
    "welder", "retired teacher", "teacher", "truck driver", "long-haul trucker", "electrician",
    "plumber", "line cook", "chef", "accountant", "farmer", "dairy farmer", "retired firefighter",
    "firefighter", "police officer", "corrections officer", "mail carrier", "bus driver",
    "construction worker", "roofer", "carpenter", "machinist", "hairdresser", "nail technician",
    "software engineer", "civil engineer", "pastor", "housekeeper", "home health aide",
    "daycare worker", "librarian", "attorney", "paralegal", "cashier", "warehouse worker",
    "forklift operator", "fisherman", "landscaper", "taxi driver", "rideshare driver",
    "college student", "graduate student", "retired nurse", "dental hygienist", "pharmacist",
    "barber", "seamstress", "security guard", "janitor", "real estate agent", "mechanic",
    "auto mechanic", "retired machinist", "retired steelworker", "coal miner", "veterinarian",
    "social worker", "musician", "restaurant owner", "store manager", "bank teller",
    "retired postal worker", "airline pilot", "flight attendant", "professor", "architect",
]

LOST_ITEMS = [
    ("cell phone", "phone"), ("smartphone", "phone"), ("tablet", "tablet"), ("hearing aid (L)", "ha"),
    ("hearing aid (R)", "ha"), ("hearing aids, pair", "ha"), ("upper denture", None),
    ("lower partial denture", None), ("eyeglasses", None), ("reading glasses", None),
    ("wallet", "wallet"), ("purse", "wallet"), ("car keys", "keys"), ("house keys on lanyard", None),
    ("wedding band, yellow metal", None), ("watch", None), ("CPAP machine", "cpap"),
    ("walker", "asset"), ("cane", None), ("phone charger", None), ("rosary", None),
    ("prayer rug", None), ("laptop", "laptop"), ("insulin pen kit", None), ("jacket", None),
    ("backpack", None), ("duffel bag", None), ("hearing amplifier", "ha"), ("prosthetic leg", "asset"),
]
ITEM_BRANDS = {"phone": ["Samsung", "Apple", "Motorola", "Google Pixel"],
               "tablet": ["iPad", "Galaxy Tab", "Fire tablet"],
               "ha": ["Phonak", "Oticon", "ReSound", "Starkey"],
               "laptop": ["Dell", "Lenovo", "HP", "MacBook"],
               "cpap": ["ResMed AirSense 10", "Philips DreamStation"]}
CAR_MAKES = ["Toyota Camry", "Honda Civic", "Ford F-150", "Chevy Malibu", "Nissan Altima",
             "Hyundai Elantra", "Subaru Outback", "Jeep Cherokee", "Dodge Caravan", "Kia Soul",
             "Chevy Silverado", "Toyota Sienna", "Buick Enclave", "Honda CR-V", "Ford Escape"]
CAR_COLORS = ["silver", "black", "white", "red", "blue", "gray", "maroon", "green", "tan", "gold"]

DIAGNOSES = [
    "CHF exacerbation", "COPD exacerbation", "sepsis, UTI source", "NSTEMI", "GI bleed", "DKA",
    "AKI on CKD", "community-acquired pneumonia", "cellulitis LLE", "SBO", "hip fx s/p fall",
    "syncope", "AFib with RVR", "stroke alert, tPA given", "pancreatitis", "alcohol withdrawal",
    "hyponatremia", "COVID-19 pneumonia", "PE", "altered mental status", "chest pain r/o ACS",
    "diverticulitis", "pyelonephritis", "CVA", "SI, medically cleared", "hyperkalemia",
    "Guillain-Barré syndrome", "Crohn's flare", "C. diff colitis", "Parkinson's with falls",
    "influenza A", "ESRD needing HD", "post-op ileus", "upper GI bleed", "seizure",
]
SERVICES = ["Hospitalist", "Medicine", "Cardiology", "Surgery", "Ortho", "Neurology", "Oncology",
            "Trauma", "GI", "Nephrology", "Pulm/CC", "Family Medicine", "Urology", "Vascular",
            "Psychiatry", "OB"]
CREDS_NURSE = ["RN", "RN", "RN, BSN", "BSN, RN", "RN, MSN", "LPN", "CNA", "PCT", "RN, CCRN"]

# language -> (name origin, plausible birth countries)
LANG_MAP = {
    "Spanish": ("hispanic", ["Mexico", "Guatemala", "Honduras", "El Salvador", "Ecuador", "Peru", "Colombia",
                             "Venezuela", "Cuba", "Dominican Republic"]),
    "K'iche'": ("hispanic", ["Guatemala"]), "Mam": ("hispanic", ["Guatemala"]),
    "Haitian Creole": ("haitian", ["Haiti"]), "Somali": ("east_african", ["Somalia", "Kenya"]),
    "Amharic": ("east_african", ["Ethiopia"]), "Tigrinya": ("east_african", ["Eritrea", "Ethiopia"]),
    "Vietnamese": ("vietnamese", ["Vietnam"]), "Mandarin": ("chinese", ["China"]),
    "Cantonese": ("chinese", ["China"]), "Korean": ("korean", ["South Korea"]), "Japanese": ("japanese", ["Japan"]),
    "Hindi": ("south_asian", ["India"]), "Bengali": ("south_asian", ["Bangladesh", "India"]),
    "Urdu": ("south_asian", ["Pakistan"]), "Nepali": ("south_asian", ["Nepal", "Bhutan"]),
    "Arabic": ("arabic", ["Iraq", "Syria", "Yemen", "Lebanon"]), "Dari": ("persian_turkish", ["Afghanistan"]),
    "Pashto": ("persian_turkish", ["Afghanistan", "Pakistan"]), "Ukrainian": ("slavic", ["Ukraine"]),
    "Russian": ("slavic", ["Russia", "Ukraine"]), "Polish": ("slavic", ["Poland"]),
    "Portuguese": ("mediterranean", ["Portugal", "Brazil"]), "Cape Verdean Creole": ("mediterranean", ["Cape Verde"]),
    "Tagalog": ("filipino", ["Philippines"]), "Farsi": ("persian_turkish", ["Iran"]),
    "Turkish": ("persian_turkish", ["Turkey"]), "Burmese": ("southeast_asian", ["Myanmar"]), "Karen": ("southeast_asian", ["Myanmar"]),
    "ASL": (None, []), "Swahili": ("east_african", ["Kenya"]), "Yoruba": ("west_african", ["Nigeria"]),
    "Lao": ("southeast_asian", ["Laos"]), "Khmer": ("southeast_asian", ["Cambodia"]),
}
