"""Invented pools for dev367_en: people, places, organisations, occupations.

Every person, hospital, practice and organisation is made up by combining
parts below at random; towns are invented compounds.  Nothing is looked up.
"""

FEMALE = [
    "Margaret", "Susan", "Aoife", "Siobhan", "Priya", "Anjali", "Fatima", "Aisha",
    "Mei", "Yuki", "Ngozi", "Chiamaka", "Olga", "Katarzyna", "Maria", "Lucia",
    "Ana", "Sofia", "Mere", "Aroha", "Leilani", "Grace", "Emily", "Chloe",
    "Hannah", "Zainab", "Leila", "Nadia", "Ingrid", "Freya", "Niamh", "Ciara",
    "Rhiannon", "Eilidh", "Morag", "Bethany", "Dolores", "Rosa", "Huong", "Jasmin",
    "Amira", "Deborah", "Joan", "Pauline", "Sandra", "Tamsin", "Imogen", "Kiri",
    "Salote", "Ayesha", "Harpreet", "Gurpreet", "Shirin", "Parisa", "Ebony",
    "Kylie", "Sharon", "Beverley", "Lorraine", "Yolanda", "Tamika", "Keisha",
    "Carmen", "Guadalupe", "Ximena", "Agnieszka", "Brigid", "Maeve", "Oonagh",
    "Thandiwe", "Adwoa", "Efua", "Sunita", "Kavita", "Naomi", "Miriam", "Esther",
    "Colleen", "Heather", "Wendy", "Glenys", "Elspeth", "Isla", "Mairead", "Yasmin",
    "Hina", "Ji-woo", "Soo-jin", "Linh", "Mai", "Valentina", "Irina", "Svetlana",
    "Marguerite", "Genevieve", "Josee", "Delphine", "Tui", "Ana-Lisa", "Patricia",
]
MALE = [
    "David", "Michael", "Patrick", "Sean", "Ciaran", "Declan", "Rajesh", "Sanjay",
    "Arjun", "Mohammed", "Omar", "Yusuf", "Wei", "Hiroshi", "Kenji", "Chukwuemeka",
    "Emeka", "Oluwaseun", "Tunde", "Kwame", "Piotr", "Tomasz", "Andrei", "Dmitri",
    "Jose", "Carlos", "Mateo", "Luis", "Tane", "Wiremu", "Sione", "Malakai", "Rhys",
    "Gareth", "Dafydd", "Hamish", "Angus", "Callum", "Alistair", "Graham", "Keith",
    "Trevor", "Barry", "Darren", "Wayne", "Bruce", "Shane", "Liam", "Noah",
    "Marcus", "DeShawn", "Tyrone", "Jamal", "Hassan", "Ali", "Reza", "Dariusz",
    "Lars", "Sven", "Nikolai", "Minh", "Duc", "Jin", "Sung-min", "Eamon", "Padraig",
    "Colm", "Fergus", "Niall", "Kofi", "Yaw", "Babajide", "Ravi", "Vikram",
    "Harjit", "Gurdeep", "Imran", "Tariq", "Bilal", "Stanislav", "Bogdan", "Radu",
    "Jean-Luc", "Mathieu", "Etienne", "Hemi", "Rawiri", "Viliami", "Semisi",
    "Dwayne", "Clifford", "Desmond", "Leroy", "Franklin", "Cormac", "Ewan", "Ieuan",
    "Alun", "Kieran", "Gordon", "Rodney", "Neville", "Lachlan", "Brendan", "Ahmed",
]
SURNAMES = [
    "Hargreaves", "Pemberton", "Ashworth", "Thornley", "O'Sullivan", "Byrne",
    "Kavanagh", "Brennan", "McAllister", "MacLeod", "Fraser", "Pritchard",
    "Llewellyn", "Vaughan", "Patel", "Sharma", "Chaudhry", "Iqbal", "Hussain",
    "Rahman", "Begum", "Okafor", "Adeyemi", "Mensah", "Nwosu", "Boateng",
    "Kowalski", "Nowak", "Wisniewski", "Novak", "Petrov", "Ivanova", "Garcia",
    "Fernandes", "Oliveira", "Morales", "Castillo", "Nguyen", "Tran", "Pham",
    "Chen", "Wong", "Liu", "Tanaka", "Sato", "Kim", "Park", "Ngata", "Parata",
    "Fonoti", "Taufa", "Vaifale", "Leota", "Lindqvist", "Johansson", "Haugen",
    "Papadopoulos", "Georgiou", "Rossi", "Bianchi", "Esposito", "Romano",
    "Haddad", "Khoury", "Karimi", "Ahmadi", "Goldberg", "Rosen", "Whitfield",
    "Blackwood", "Okonkwo", "Achterberg", "Dubois", "Lefebvre", "Tremblay",
    "Gagnon", "Bouchard", "Ostrowski", "Quigley", "Dunleavy", "McGonagle",
    "Gallagher", "Flanagan", "Mulcahy", "Cassidy", "Rafferty", "Devlin",
    "Sutherland", "Gillespie", "Drummond", "Kerr", "Baird", "Munro", "Rees",
    "Pugh", "Griffiths", "Mostyn", "Holloway", "Fenwick", "Catterall",
    "Brightwell", "Marsden", "Oyelaran", "Asante", "Owusu", "Danquah", "Bello",
    "Mahlangu", "Dlamini", "Singh", "Gill", "Sandhu", "Dhillon", "Bhatt",
    "Kapoor", "Menon", "Pillai", "Raman", "Ferreira", "Almeida", "Delgado",
    "Villanueva", "Santos", "Reyes", "Aquino", "Bautista", "Wright-Okoye",
    "Harrow", "Everitt", "Lockhart", "Pennington", "Stavros", "Demir", "Yilmaz",
    "Kaya", "Abbasi", "Siddiqui", "Farouk", "Mansour", "Benali", "Costa",
    "Marchetti", "Lombardi", "Novotny", "Horvat", "Kovacs", "Szabo", "Eriksen",
    "Halvorsen", "Van der Berg", "De Vries", "Jansen", "MacInnes", "Tulloch",
]
NICK = {
    "Margaret": "Maggie", "Patrick": "Paddy", "Michael": "Mick", "David": "Dave",
    "Susan": "Sue", "Deborah": "Debbie", "Patricia": "Trish", "Beverley": "Bev",
    "Christopher": "Chris", "Gareth": "Gaz", "Alistair": "Ally", "Katarzyna": "Kasia",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Elspeth": "Elsie",
    "Dmitri": "Dima", "Valentina": "Vale", "Rodney": "Rod", "Gordon": "Gordie",
}

RELATIONS_F = ["wife", "daughter", "sister", "mother", "partner", "niece",
               "granddaughter", "daughter-in-law", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "brother", "father", "partner", "nephew",
               "grandson", "son-in-law", "friend", "neighbour"]

# occupation of patient or relative (never the clinicians')
PROFESSIONS = [
    "bus driver", "primary school teacher", "farmer", "joiner", "hairdresser",
    "accountant", "care assistant", "electrician", "plumber", "postman",
    "lorry driver", "shop assistant", "civil engineer", "chef", "welder",
    "taxi driver", "solicitor", "bricklayer", "dairy farmer", "cleaner",
    "librarian", "warehouse operative", "forklift driver", "police officer",
    "firefighter", "software developer", "dental receptionist", "butcher",
    "painter and decorator", "sheep farmer", "fisherman", "mechanic",
    "secondary school teacher", "nursery nurse", "university lecturer",
    "bank clerk", "roofer", "landscape gardener", "shipyard worker", "miner",
    "baker", "pharmacy technician", "social worker", "veterinary nurse",
    "flight attendant", "truck driver", "barista", "carpenter", "janitor",
    "real estate agent", "dock worker", "poultry farmer", "hospital porter",
    "paramedic", "tattoo artist", "florist", "security guard", "optician",
]

ORG_WORDS = [
    "Tillbrook", "Corran", "Halden", "Brightwater", "Northway", "Kestrel",
    "Lowmoor", "Silverline", "Granite Ridge", "Harbourside", "Oakridge",
    "Pinecrest", "Bluewater", "Ironbridge", "Copperleaf", "Redwing", "Stonecrop",
    "Marlow Vale", "Fernhollow", "Wrenfield", "Cobalt Bay", "Larkspur",
    "Saltmarsh", "Highgrove Lane", "Amberley", "Thistledown", "Quarrybank",
    "Westerleigh", "Driftwood", "Eastbrook", "Heatherfield", "Glenmoray",
]
ORG_KINDS = [
    "Haulage", "Logistics", "Foods", "Engineering", "Building Supplies", "Joinery",
    "Motors", "Farms", "Print Works", "Textiles", "Construction", "Freight",
    "Bakery", "Timber", "Plastics", "Dairy Co-operative", "Credit Union",
    "Packaging Ltd", "Fisheries", "Quarries", "Bus Company", "Garden Centre",
]
SCHOOL_KINDS = ["Primary School", "High School", "Academy", "Community College",
                "Grammar School", "Elementary School", "Middle School"]
CHURCH_KINDS = ["Baptist Church", "Gurdwara", "Islamic Centre", "Methodist Chapel",
                "Pentecostal Fellowship", "Community Church", "Mandir"]
INSURERS = ["Harbourline Health", "Bluegate Mutual", "Summit Crest Health Plan",
            "Lakeshore Benefit Plans", "Clearwater Health", "Rimu Health Cover",
            "Evergreen Life and Health", "Tidewater Health Partners",
            "Prairie Shield Insurance", "Coastline Medical Fund"]
TRANSPORT = ["Northway Patient Transport", "Kestrel Community Transport",
             "Lowmoor Ambulance Services", "Bluewater Medical Transfers"]
HOMECARE = ["Bluebell Homecare", "Kindred Hands Care", "Heatherfield Home Support",
            "Amberley Care at Home"]

WARD_NAMES = ["Rowan", "Kingfisher", "Heron", "Juniper", "Larch", "Willow",
              "Osprey", "Beech", "Cedar", "Magnolia", "Lavender", "Skylark",
              "Harebell", "Curlew", "Alder", "Holly", "Hazel", "Linnet"]
UNIT_NAMES = ["Beacon", "Lighthouse", "Harbour", "Horizon", "Compass", "Lantern",
              "Meridian", "Aurora", "Seaview", "Haven", "Oakwood", "Riverside"]
BUILDINGS = ["Aldous Wing", "Chalmers Building", "Fairbairn Block", "Penrose Wing",
             "Tulloch Pavilion", "Ormiston Building", "Carrick House",
             "Whitlow Annexe", "Belmont Wing", "Garside Tower"]
LANDMARKS = ["Old Mill Bridge", "Clocktower Car Park", "Riverside Retail Park",
             "Marlow Vale Leisure Centre", "Eastbrook Bus Station", "Fernhollow Community Hall",
             "Kestrel Point Lighthouse", "Granary Wharf Market"]

STREET_WORDS = [
    "Heron", "Larch", "Cobbler's", "Mill", "Station", "Orchard", "Beech",
    "Hawthorn", "Rowan", "Willow", "Kingfisher", "Foundry", "Quarry", "Tannery",
    "Wattle", "Banksia", "Jacaranda", "Kauri", "Totara", "Maple", "Birch",
    "Cedar", "Juniper", "Magnolia", "Sycamore", "Laurel", "Primrose", "Bluebell",
    "Harbour", "Ridge", "Meadow", "Brook", "Canal", "Wharf", "Mariner",
    "Lancaster", "Clifton", "Ferndale", "Goldcrest", "Pinewood", "Ashgrove",
    "Millbank", "Seaforth", "Riverbend", "Thornbury", "Kelso", "Carrow",
    "Dunmore", "Glebe", "Priory", "Tanner's", "Lime Kiln", "Copper Beech",
    "Redwood", "Elmhurst", "Lakeview", "Prospect", "Ironstone", "Bramble",
]

# Invented towns: prefix + suffix per country flavour.
TOWN_PARTS = {
    "GB": (["Ash", "Brad", "Cal", "Dun", "Elm", "Fern", "Gold", "Hal", "Hart",
            "Kel", "Lang", "Mar", "Nether", "Oak", "Pen", "Rad", "Stan", "Thorn",
            "Wal", "Whit", "Wyn", "Yel", "Crom", "Lud", "Sel"],
           ["combe", "ford", "bury", "field", "wick", "by", "ley", "mouth",
            "brook", "stead", "ton", "ham", "worth", "gate", "mere", "thorpe"]),
    "IE": (["Bally", "Kil", "Carrig", "Clon", "Rath", "Tull", "Knock", "Ard",
            "Drum", "Glen", "Lis", "Mona"],
           ["more", "beg", "ross", "keel", "owen", "garry", "lough", "anna",
            "cullen", "derry", "mullen", "fane"]),
    "US": (["Maple", "Cedar", "Fair", "Glen", "Spring", "River", "Lake", "Oak",
            "Pine", "Green", "Brook", "Clear", "Elk", "Hollis", "Beck"],
           [" Falls", " Springs", "ville", "dale", "ton", " Heights", "field",
            "port", " Grove", " Harbor", " Junction", "burg"]),
    "CA": (["Pine", "Maple", "Beaver", "Elk", "Spruce", "North", "Lake",
            "Birch", "Moose", "Fort ", "Port ", "Gran"],
           [" Falls", " Creek", "ville", "ton", " Bay", " River", " Ridge",
            " Landing", "field", " Narrows"]),
    "AU": (["Wattle", "Kurra", "Bunda", "Kal", "Coo", "Mur", "Nar", "Bell",
            "Mount ", "Port ", "Yarran", "Gidgee"],
           ["ong", "ara", "inda", "dale", "ville", " Creek", " Bay", " Heights",
            " Plains", "abba", " Springs"]),
    "NZ": (["Kowhai", "Tawa", "Rimu", "Matai", "Ash", "River", "Glen", "Kahu",
            "Fern", "Stony", "Green"],
           [" Bay", " Flat", "ton", " Downs", " Heights", " Valley", "hurst",
            " Point", " Crossing"]),
}
COUNTIES = {
    "GB": ["Lancashire", "West Yorkshire", "Kent", "Devon", "Cumbria", "Fife",
           "Powys", "Norfolk", "Durham", "Cheshire", "Gwynedd", "Perthshire"],
    "IE": ["Cork", "Galway", "Mayo", "Kerry", "Donegal", "Wexford", "Tipperary",
           "Louth", "Sligo", "Clare", "Kildare", "Offaly"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Maine", "ME"),
           ("Michigan", "MI"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Colorado", "CO"), ("Iowa", "IA"), ("Minnesota", "MN"),
           ("Arizona", "AZ"), ("New Mexico", "NM"), ("Kentucky", "KY"),
           ("Wisconsin", "WI"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"),
           ("North Carolina", "NC"), ("Virginia", "VA"), ("Nebraska", "NE")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"),
           ("Tasmania", "TAS")],
    "NZ": [("Canterbury", None), ("Waikato", None), ("Otago", None),
           ("Southland", None), ("Northland", None), ("Bay of Plenty", None),
           ("Taranaki", None), ("Hawke's Bay", None), ("Manawatu-Whanganui", None)],
}
STREET_SUFFIX = {
    "GB": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way",
           "Grove", "Terrace", "Gardens", "Mews", "Rd", "St"],
    "IE": ["Road", "Street", "Lane", "Park", "Avenue", "Drive", "Heights", "Grove",
           "Rd"],
    "US": ["Street", "St", "Avenue", "Ave", "Boulevard", "Blvd", "Road", "Rd",
           "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Place", "Way"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
           "Boulevard", "Way", "Court"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres",
           "Avenue", "Ave", "Terrace", "Tce", "Close", "Way"],
    "NZ": ["Street", "St", "Road", "Rd", "Terrace", "Crescent", "Avenue", "Place",
           "Drive", "Grove"],
}
TRAVEL = ["Spain", "Portugal", "Greece", "Turkey", "India", "Pakistan", "Nigeria",
          "Ghana", "Poland", "the Philippines", "Thailand", "Vietnam", "Jamaica",
          "Italy", "France", "Mexico", "Fiji", "Samoa", "Tonga", "China", "Egypt",
          "Kenya", "Brazil", "Cyprus", "Malta", "Croatia", "Bangladesh", "Morocco",
          "Sri Lanka", "Indonesia", "Lebanon", "South Africa", "Romania"]
# language / demonym words (hard negatives, never annotated)
LANGS = ["Polish", "Punjabi", "Urdu", "Cantonese", "Mandarin", "Tongan", "Samoan",
         "Arabic", "Vietnamese", "Romanian", "Portuguese", "Bengali", "Tagalog",
         "Spanish", "Gujarati", "Farsi", "Irish", "Welsh", "French"]

HOSP_FORMS = {
    "GB": ["{X} General Hospital", "{X} Royal Infirmary", "Royal {X} Hospital",
           "{X} University Hospital", "{X} Cancer Centre", "{X} District Hospital",
           "{X} Community Hospital"],
    "IE": ["University Hospital {X}", "{X} Regional Hospital", "{X} General Hospital",
           "{X} Cancer Centre", "{X} University Hospital"],
    "US": ["{X} Medical Center", "{X} Memorial Hospital", "{X} Regional Medical Center",
           "{X} Cancer Institute", "{X} Community Hospital", "{X} University Hospital"],
    "CA": ["{X} Health Sciences Centre", "{X} General Hospital",
           "{X} Regional Cancer Centre", "{X} District Hospital", "{X} Memorial Hospital"],
    "AU": ["{X} Base Hospital", "{X} Hospital", "{X} Cancer Care Centre",
           "{X} District Health Service", "{X} Private Hospital"],
    "NZ": ["{X} Hospital", "{X} Regional Cancer Centre", "{X} Base Hospital",
           "{X} Community Hospital"],
}
PRACTICE_FORMS = {
    "GB": ["{X} Medical Centre", "{X} Surgery", "{X} Health Centre", "{X} Medical Practice"],
    "IE": ["{X} Medical Centre", "{X} Family Practice", "{X} Health Centre"],
    "US": ["{X} Family Medicine", "{X} Primary Care", "{X} Internal Medicine Associates"],
    "CA": ["{X} Family Health Team", "{X} Medical Clinic", "{X} Family Practice"],
    "AU": ["{X} Medical Centre", "{X} Family Practice", "{X} General Practice"],
    "NZ": ["{X} Medical Centre", "{X} Health Centre", "{X} Family Doctors"],
}
PHARM_FORMS = ["{X} Pharmacy", "{S}'s Pharmacy", "{X} Chemist", "{X} Community Pharmacy"]
COUNTRY_LANG = {"Poland": "Polish", "Pakistan": "Urdu", "India": "Punjabi", "Vietnam": "Vietnamese",
                "Tonga": "Tongan", "Samoa": "Samoan", "Egypt": "Arabic", "Lebanon": "Arabic",
                "Morocco": "Arabic", "Romania": "Romanian", "Portugal": "Portuguese", "Brazil": "Portuguese",
                "Bangladesh": "Bengali", "the Philippines": "Tagalog", "Spain": "Spanish", "Mexico": "Spanish",
                "China": "Mandarin", "Italy": "Italian", "Greece": "Greek", "Turkey": "Turkish",
                "France": "French", "Thailand": "Thai", "Sri Lanka": "Tamil", "Indonesia": "Indonesian"}
