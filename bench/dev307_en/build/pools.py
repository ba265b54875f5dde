"""Invented pools for dev307_en. Every person, street, town, organisation,
hospital, school and employer below was made up for this set; states,
provinces, counties and countries are real. Any match with a real person or
site is unintended."""

FIRST_F = [
    "Aisling", "Amara", "Annika", "Beatrix", "Bronwen", "Caitrin", "Callie", "Carys",
    "Delphine", "Dervla", "Eilidh", "Elodie", "Emer", "Esme", "Fenna", "Freya",
    "Grainne", "Hallie", "Imogen", "Isla", "Jolene", "Juniper", "Kaia", "Keeley",
    "Lana", "Leonie", "Liesl", "Lowri", "Maeve", "Marisol", "Mirela", "Nadia",
    "Niamh", "Noor", "Orla", "Ottilie", "Paloma", "Petra", "Rosalind", "Roisin",
    "Saoirse", "Seren", "Sunniva", "Tamsin", "Thea", "Una", "Verity", "Wren",
    "Yasmin", "Zara", "Priya", "Mei", "Adaeze", "Ingrid", "Tallulah", "Maddison",
    "Kayleigh", "Brooklyn", "Shayla", "Jacinta",
]

FIRST_M = [
    "Alistair", "Anselm", "Bram", "Caelan", "Cathal", "Cormac", "Dashiell", "Declan",
    "Eamon", "Ellis", "Emrys", "Fergal", "Finbar", "Gideon", "Hamish", "Idris",
    "Jarrah", "Jasper", "Kieran", "Lachlan", "Lorcan", "Magnus", "Malachy", "Nico",
    "Oisin", "Orrin", "Padraig", "Quinlan", "Rafferty", "Ronan", "Rory", "Sebastien",
    "Tadhg", "Tobias", "Torin", "Ulric", "Vaughn", "Wilfred", "Xavier", "Yusuf",
    "Zachary", "Arjun", "Kenji", "Chidi", "Mateo", "Brody", "Kade", "Hudson",
    "Cillian", "Dermot", "Lennox", "Barnaby", "Rhys", "Tristan", "Ewan", "Mack",
    "Jethro", "Osian", "Lucan", "Reuben",
]

SURNAMES = [
    "Abernethy", "Ackerley", "Allardyce", "Arbuthnot", "Ashgrove", "Ballantrae",
    "Barraclough", "Beauchamp", "Blackmore", "Brannigan", "Brightwell", "Calloway",
    "Carmody", "Castellane", "Chadderley", "Cheswick", "Coldridge", "Corrigan",
    "Cresswell", "Dallimore", "Darrowby", "Delahunt", "Denholme", "Drummond",
    "Dunleavy", "Eastwick", "Ellingworth", "Farrant", "Fennimore", "Finnegan",
    "Fitzmaurice", "Galbraith", "Garside", "Gilmartin", "Gorringe", "Greenhalgh",
    "Hadleigh", "Halloran", "Hargreave", "Hartigan", "Heathcote", "Hollinrake",
    "Ingleby", "Jessop", "Kavanagh", "Keatley", "Kilbride", "Langridge",
    "Larkworthy", "Lavelle", "Lockyer", "Loughnane", "Macready", "Maddocks",
    "Mallory", "Marchetti", "McAlinden", "McGuigan", "Merriweather", "Mulcahy",
    "Nakashima", "Northcott", "Oakenfold", "O'Dwyer", "O'Flaherty", "Okonkwo",
    "Ormerod", "Pemberton", "Penhallow", "Prendergast", "Quarrell", "Radcliffe",
    "Rafferty", "Ravensworth", "Redfearn", "Rowntree", "Sandoval", "Scarisbrick",
    "Shackleford", "Slattery", "Sorensen", "Stainforth", "Strickland", "Sutcliffe",
    "Tavener", "Thackwray", "Treloar", "Tunstall", "Underhill", "Vasquez-Lyle",
    "Verhoeven", "Wainwright", "Walcott", "Whitlock", "Wickersham", "Winterbourne",
    "Yardley", "Zielinski", "Adebayo", "Balogun-Reid", "Chaudhry", "Deshmukh",
    "Farouk", "Ghoshal", "Haddad", "Ivanova", "Jovanovic", "Kaur-Bains",
    "Lindqvist", "Nwachukwu", "Osei-Bonsu", "Rahmani", "Santos-Pereira", "Takeda",
    "Uddin", "Varga", "Wojcikowski", "Yilmazer", "Zhang-Morton", "Nguyen-Hale",
    "Papadakis", "Kowalczyk", "Mbatha", "Fonoti", "Tuilagi-Marsh", "Whakaari",
    "Clery", "Moynihan", "Ni Bhriain", "MacSweeney", "Cullinane", "Feeney",
    "Hennessey", "Cotterill", "Pickersgill", "Threlfall", "Gaskarth", "Ollerenshaw",
]

# --- towns (invented) and real regions per country -----------------------------
TOWNS = {
    "United Kingdom": [
        "Ashbury Fen", "Brackenford", "Castlemere", "Dunmoor", "Eastling Vale",
        "Fenwold", "Garrowby Cross", "Hollinbrook", "Kettlewick", "Langthorne",
        "Marston Fell", "Netherby Cross", "Oakhurst Green", "Pellingham", "Ravensholt",
        "Saltmarsh End", "Thornwick", "Upton Ferrers", "Wenlow", "Yarrowdale",
    ],
    "United States": [
        "Cedar Hollow", "Bramwell Falls", "Fairhaven Springs", "Granger Point",
        "Harlow Creek", "Juniper Ridge", "Kessler Bluff", "Lakeport Mills",
        "Maple Crossing", "Oakridge Station", "Pine Harbor", "Quarry Glen",
        "Redwater", "Silver Bend", "Tamsin Lake", "Union Forge", "Walden Ferry",
        "Willow Flats", "Elkhorn Pass", "Copper Basin",
    ],
    "Canada": [
        "Kestrel Harbour", "Lynxdale", "Moosehorn Bay", "North Tallow", "Pinecrest Falls",
        "Riverlet", "Spruce Narrows", "Tamarack Crossing", "Whitebirch", "Yarrow Sound",
        "Loonwater", "Fiddlehead", "Cedar Portage", "Granite Cove", "Beaver Landing",
    ],
    "Australia": [
        "Banksia Flat", "Coolabah Springs", "Gidgee Ridge", "Ironbark Hill", "Jarrah Vale",
        "Kookaburra Point", "Mallee Downs", "Paperbark Bay", "Quandong Creek",
        "Saltbush Creek", "Tallowwood", "Wattlebrook", "Yarran Heights", "Bilby Plains",
        "Currawong Bay",
    ],
    "Ireland": [
        "Ballyfearna", "Castlegarran", "Clonmoyle", "Drumcashel", "Inchabeg",
        "Kilbrannagh", "Lisnagorra", "Rathcullen", "Tullyvane", "Ardnacross",
        "Glenbrack", "Mullanmore", "Carrigdrum", "Ballinaskea", "Knockmoyle",
    ],
}

REGIONS = {
    # (name, abbreviation or None)
    "United Kingdom": [("West Yorkshire", None), ("Lancashire", None), ("Cheshire", None),
                       ("Devon", None), ("Norfolk", None), ("Kent", None),
                       ("Cumbria", None), ("Shropshire", None), ("Durham", None),
                       ("Somerset", None)],
    "United States": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Minnesota", "MN"),
                      ("Oregon", "OR"), ("Colorado", "CO"), ("Wisconsin", "WI"),
                      ("Massachusetts", "MA"), ("Georgia", "GA"), ("Texas", "TX"),
                      ("North Carolina", "NC"), ("Michigan", "MI"), ("Utah", "UT")],
    "Canada": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
               ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
               ("New Brunswick", "NB"), ("Quebec", "QC")],
    "Australia": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
                  ("Western Australia", "WA"), ("South Australia", "SA"),
                  ("Tasmania", "TAS")],
    "Ireland": [("Cork", None), ("Kerry", None), ("Galway", None), ("Mayo", None),
                ("Clare", None), ("Limerick", None), ("Tipperary", None),
                ("Wexford", None), ("Donegal", None), ("Kildare", None)],
}

STREET_NAMES = [
    "Alder", "Bramble", "Copperbeech", "Dovecote", "Elderflower", "Foxglove", "Gorse",
    "Hawthorn", "Ivybridge", "Juniper", "Kingfisher", "Larkspur", "Meadowsweet",
    "Nettlebed", "Orchard", "Primrose", "Quarryman", "Rowanberry", "Sorrel",
    "Tansy", "Underwood", "Vetch", "Willowherb", "Yew Tree", "Beacon", "Mill Race",
    "Chapel", "Tanners", "Saddlers", "Ropewalk", "Harbourview", "Ridgeway",
]
STREET_SUFFIX = {
    "United Kingdom": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Gardens", "Way", "Mews"],
    "United States": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Way"],
    "Canada": ["Street", "Avenue", "Drive", "Road", "Crescent", "Court", "Boulevard"],
    "Australia": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Place", "Terrace"],
    "Ireland": ["Road", "Park", "Avenue", "Drive", "Lawn", "Grove", "Terrace", "Heights"],
}
STREET_ABBR = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd",
               "Boulevard": "Blvd", "Court": "Ct", "Lane": "Ln", "Crescent": "Cres"}

# --- care sites (invented) ---------------------------------------------------------
CENTRES = {
    "United Kingdom": {
        "adult": ["Northmere Royal Infirmary", "St Aldhelm's Hospital", "Calder Vale General Hospital",
                  "Kettlewick University Hospital", "Ravensholt Chest Hospital"],
        "paed": ["Royal Wenlow Children's Hospital", "Castlemere Children's Hospital",
                 "Thornwick Hospital for Children", "Langthorne Children's Infirmary"],
        "local": ["Fenwold District Hospital", "Marston Fell Community Hospital",
                  "Upton Ferrers General Hospital", "Yarrowdale Hospital"],
        "tx": ["Brackenford Cardiothoracic Centre", "Hollinbrook Heart and Lung Institute"],
        "gp": ["Thornwick Medical Centre", "Millrace Surgery", "Orchard Lane Health Centre",
               "Beacon Hill Practice", "Saltmarsh End Surgery", "Tanners Yard Medical Practice"],
        "pharm": ["Castlemere Pharmacy", "Ropewalk Chemist", "Kettlewick Late Night Pharmacy"],
    },
    "United States": {
        "adult": ["Juniper Ridge University Hospital", "St. Celestine Medical Center",
                  "Mercy Halcyon Medical Center", "Lakeport Memorial Hospital",
                  "Harlow Creek Regional Medical Center"],
        "paed": ["Bramwell Children's Hospital", "Pine Harbor Children's Medical Center",
                 "Silver Bend Children's Hospital", "Redwater Pediatric Pulmonary Clinic"],
        "local": ["Granger Point Community Hospital", "Walden Ferry Family Medicine",
                  "Union Forge Health Clinic", "Quarry Glen Medical Associates"],
        "tx": ["Harbor Pines Transplant Institute", "Elkhorn University Lung Transplant Program"],
        "gp": ["Cedar Hollow Family Practice", "Maple Crossing Primary Care",
               "Willow Flats Pediatrics", "Tamsin Lake Internal Medicine",
               "Copper Basin Family Health"],
        "pharm": ["Cedar Hollow Specialty Pharmacy", "Kessler Bluff Apothecary",
                  "Oakridge Infusion Pharmacy"],
    },
    "Canada": {
        "adult": ["Whitebirch University Hospital", "Kestrel Harbour General Hospital",
                  "St. Ambrose-Lavoie Hospital", "Tamarack Regional Health Centre"],
        "paed": ["Lynxdale Children's Health Centre", "Yarrow Sound Children's Hospital",
                 "Pinecrest Children's Hospital"],
        "local": ["Moosehorn Bay District Hospital", "Spruce Narrows Health Centre",
                  "North Tallow Community Hospital"],
        "tx": ["Granite Cove Lung Transplant Program", "Riverlet Transplant Centre"],
        "gp": ["Fiddlehead Family Health Team", "Loonwater Medical Clinic",
               "Cedar Portage Family Practice", "Beaver Landing Health Group"],
        "pharm": ["Whitebirch Pharmacy", "Kestrel Harbour Drug Mart"],
    },
    "Australia": {
        "adult": ["Royal Ironbark Hospital", "Banksia Coast Hospital", "Tallowwood University Hospital",
                  "Currawong Bay Hospital"],
        "paed": ["Jarrah Vale Children's Hospital", "Kookaburra Point Children's Hospital",
                 "Wattlebrook Children's Health Service"],
        "local": ["Mallee Downs Base Hospital", "Gidgee Ridge District Hospital",
                  "Quandong Creek Health Service"],
        "tx": ["Paperbark Bay Heart-Lung Transplant Service", "Bilby Plains Transplant Unit"],
        "gp": ["Saltbush Creek Medical Centre", "Yarran Heights Family Practice",
               "Coolabah Springs Medical Clinic", "Banksia Flat GP Clinic"],
        "pharm": ["Ironbark Hill Pharmacy", "Wattlebrook Discount Chemist"],
    },
    "Ireland": {
        "adult": ["Ardnacross University Hospital", "Glenbrack Regional Hospital",
                  "St Enda's University Hospital Rathcullen", "Tullyvane General Hospital"],
        "paed": ["Our Lady's Children's Hospital Carrigdrum", "Clonmoyle Children's Hospital",
                 "Lisnagorra Paediatric Unit"],
        "local": ["Drumcashel Community Hospital", "Inchabeg District Hospital",
                  "Mullanmore General Hospital"],
        "tx": ["Kilbrannagh National Lung Transplant Unit"],
        "gp": ["Ballyfearna Medical Centre", "Castlegarran Family Practice",
               "Knockmoyle Health Centre", "Ballinaskea Surgery"],
        "pharm": ["Castlegarran Pharmacy", "Tullyvane Hospital Pharmacy"],
    },
}

WARDS = ["Heron Ward", "Kingfisher Ward", "Sandpiper Ward", "Curlew Ward", "Osprey Ward",
         "Lapwing Ward", "Skylark Ward", "Puffin Ward", "Wren Ward", "Merlin Ward",
         "Ptarmigan Unit", "Kestrel Unit", "Harrier Ward", "Dunlin Ward"]

BUILDINGS = ["Harrow Building", "Fenwick Wing", "Lantern Pavilion", "Cedar Wing",
             "Oakleigh Block", "Rowan Pavilion", "Thistle Annex", "Bellbird Wing"]

SCHOOLS = {
    "United Kingdom": ["Thornwick Academy", "Castlemere Primary School", "St Bride's Primary School",
                       "Kettlewick Grammar School", "Wenlow Sixth Form College", "Fenwold High School"],
    "United States": ["Juniper Ridge High School", "Maple Crossing Elementary", "Cedar Hollow Middle School",
                      "Silver Bend Academy", "Walden Ferry Community College"],
    "Canada": ["Lynxdale Secondary School", "Whitebirch Elementary", "Kestrel Harbour Collegiate",
               "Spruce Narrows Public School"],
    "Australia": ["Jarrah Vale State School", "Banksia Flat Primary", "Tallowwood Secondary College",
                  "Ironbark Hill Grammar"],
    "Ireland": ["Scoil Naomh Breandan Rathcullen", "Glenbrack Community School",
                "Ardnacross Educate Together NS", "Tullyvane Vocational School"],
}

NURSERIES = ["Little Acorns Nursery", "Bumblebee Day Nursery", "Ladybird Early Learning Centre",
             "Puddle Ducks Preschool", "Sunbeam Childcare Centre", "Tadpoles Playgroup"]

UNIS = {
    "United Kingdom": ["University of Castlemere", "Kettlewick Metropolitan University"],
    "United States": ["Redwater State University", "Pine Harbor College"],
    "Canada": ["University of Kestrel Harbour", "Tamarack Polytechnic"],
    "Australia": ["Jarrah Vale University", "Currawong TAFE Institute"],
    "Ireland": ["Ardnacross Institute of Technology", "University of Glenbrack"],
}

EMPLOYERS = [
    "Halden Freight", "Brightwater Logistics", "Copperleaf Cafe", "Norvale Insurance",
    "Fernside Garden Centre", "Quillon Software", "Bluewick Print Works", "Sandcastle Nurseries",
    "Tidewell Engineering", "Marrowby Foods", "Stonebridge Builders", "Larchfield Dental Care",
    "Greyfriars Accountancy", "Kilnworth Bakery", "Harbourline Ferries", "Pinewood Hardware",
    "Ashcombe Veterinary Group", "Redkite Telecom", "Orchid Lane Salon", "Millbrook Motors",
]

HOMECARE = ["Meridian Homecare Services", "Alderline Home Infusion", "Clearpath Infusion Partners",
            "Bluegum Home Therapies", "Northstar Patient Services", "Evergreen Infusion Care"]

CLUBS = ["Wenlow Harriers", "Cedar Hollow Swim Club", "Lynxdale Rowing Club",
         "Jarrah Vale Netball Club", "Glenbrack GAA Club", "Ravensholt Boxing Club",
         "Pine Harbor Youth Soccer"]

CHARITIES = ["Saltwater Breath Foundation", "Clear Lungs Family Fund", "Open Airways Trust"]

PROFESSIONS = [
    "barista", "electrician", "primary school teacher", "accountant", "hairdresser",
    "software developer", "bus driver", "dairy farmer", "chef", "warehouse operative",
    "police officer", "graphic designer", "plumber", "retail assistant", "lorry driver",
    "solicitor", "civil engineer", "veterinary nurse", "call centre agent", "carpenter",
    "dental hygienist", "journalist", "payroll administrator", "landscape gardener",
    "paramedic", "childminder", "bank clerk", "mechanic", "postal worker", "librarian",
    "care assistant", "estate agent", "pharmacy technician", "sous chef", "web designer",
    "university student", "apprentice electrician", "delivery driver", "pastry chef",
    "social worker", "forklift driver", "nursery nurse", "data analyst", "firefighter",
]
PROFESSIONS_US = ["truck driver", "attorney", "realtor", "HVAC technician", "line cook",
                  "kindergarten teacher", "insurance adjuster", "dental assistant", "welder"]

COUNTRIES_TRAVEL = ["Spain", "Portugal", "France", "Italy", "Greece", "Canada", "United States",
                    "Thailand", "New Zealand", "Croatia", "Japan", "Mexico", "Netherlands",
                    "Germany", "Fiji", "Indonesia", "Ireland", "Australia", "Malta", "Cyprus",
                    "South Africa", "Iceland", "Norway", "Vietnam", "Singapore"]
COUNTRIES_ORIGIN = ["Poland", "Pakistan", "Nigeria", "India", "Romania", "Philippines", "Italy",
                    "Lithuania", "Brazil", "Ghana", "Turkey", "Lebanon", "Sri Lanka", "Greece"]

USER_SUFFIX = ["", "1", "2", "7", "01", "22", "_cf", ".cf"]
