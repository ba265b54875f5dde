"""Invented value pools.  Town, street, hospital and organisation names are made up;
states, provinces, counties and countries are real region names (not identifying)."""

FIRST_M = [
    "James", "Robert", "Daniel", "Marcus", "Oliver", "Liam", "Ethan", "Tomasz", "Rajesh", "Arjun",
    "Kwame", "Chidi", "Hamid", "Omar", "Mateo", "Diego", "Luca", "Hiroshi", "Kenji", "Wei", "Minh",
    "Sione", "Tane", "Callum", "Hamish", "Declan", "Rhys", "Owen", "Ewan", "Jarrah", "Lachlan",
    "Mitchell", "Brody", "Nikolai", "Stefan", "Andre", "Mathieu", "Pierre", "Yusuf", "Ibrahim",
    "Samuel", "Isaac", "Elijah", "Gordon", "Trevor", "Wayne", "Clive", "Neville", "Desmond", "Ravi",
    "Sanjay", "Patrick", "Connor", "Brendan", "Felix", "Anton", "Gareth", "Malcolm", "Dwayne",
    "Terrence", "Leroy", "Bao", "Farid", "Emeka", "Kofi", "Tariq", "Joaquin", "Rafael", "Benedict",
    "Alistair", "Cormac", "Darius", "Everett", "Ignatius", "Jonah", "Kieran", "Lorcan", "Quentin",
]
FIRST_F = [
    "Maria", "Ana", "Beth", "Jane", "Priya", "Aisha", "Fatima", "Mei", "Yuki", "Hana", "Ngozi",
    "Adaeze", "Chloe", "Olivia", "Amelia", "Isla", "Freya", "Siobhan", "Niamh", "Aoife", "Kirsty",
    "Morag", "Rhiannon", "Bronwyn", "Sienna", "Matilda", "Charlotte", "Genevieve", "Josee", "Marie",
    "Sofia", "Lucia", "Camila", "Valentina", "Ingrid", "Astrid", "Katarzyna", "Agnieszka", "Leilani",
    "Aroha", "Mere", "Tamsin", "Imogen", "Harriet", "Doreen", "Maureen", "Beverley", "Sharon",
    "Tracey", "Kylie", "Leanne", "Deborah", "Gwen", "Hyun-ji", "Linh", "Thu", "Anjali", "Sunita",
    "Rosa", "Esperanza", "Delphine", "Margot", "Ottilie", "Petra", "Zainab", "Yasmin", "Noor",
    "Keisha", "Tamika", "Shanice", "Evangeline", "Philippa", "Wilhelmina", "Clementine", "Jolene",
]
LAST = [
    "Okafor", "Whitcombe", "Haldane", "Prentiss", "Marchetti", "Nakamura", "Oyelaran", "Castellano",
    "Brannigan", "Fairweather", "Kowalczyk", "Lindqvist", "Abernethy", "Thistlewood", "Ashdown",
    "Pellegrini", "Achterberg", "Dunmore", "Ravensworth", "Quill", "Farrow", "Sandoval", "Truong",
    "Nguyen", "Tran", "Patel", "Sharma", "Chatterjee", "Obi", "Mensah", "Boateng", "Haddad",
    "Nasser", "Karimi", "Rahimi", "Lindgren", "Sorensen", "MacLeod", "McTavish", "O'Rourke",
    "Fitzgerald", "Delacroix", "Beaulieu", "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Fortin",
    "Papadopoulos", "Georgiou", "Kovac", "Novak", "Horvath", "Varga", "Silva", "Pereira", "Oliveira",
    "Ferreira", "Mendes", "Walsh", "Brennan", "Keane", "Hollis", "Pemberton", "Ashworth",
    "Cartwright", "Blackwood", "Greenhalgh", "Winterbottom", "Featherstone", "Kettering", "Pickering",
    "Holloway", "Yarrow", "Tennant", "Whitlock", "Beecroft", "Kaur", "Singh", "Gill", "Dhillon",
    "Sandhu", "Tuilagi", "Faleolo", "Ngata", "Parata", "Jameson", "Carmichael", "Dalgleish",
    "Rutherford", "Huang", "Zhou", "Lim", "Tan", "Goh", "Ong", "Choi", "Kang", "Yoon", "Sato",
    "Kimura", "Watanabe", "Adeyemi", "Eze", "Nwosu", "Okonkwo", "Smith-Lowe", "Acheson",
    "Birtwistle", "Crowther", "Drummond", "Ellery", "Fenwick", "Gillespie", "Hargreaves", "Ibbotson",
    "Jellicoe", "Kilbride", "Lockhart", "Merriweather", "Northcott", "Ormerod", "Pryce", "Quarrie",
    "Rowntree", "Stainforth", "Tolliver", "Underhill", "Vickery", "Wetherall", "Youngblood",
    "Zielinski", "Alvarado", "Bustamante", "Cienfuegos", "Duarte", "Esposito", "Galloway",
    "Kaczmarek", "Leclerc", "Moreau", "Van der Berg", "De Souza", "Mac an tSaoir", "St. Pierre",
]
MIDDLE_INIT = list("ABCDEFGHJKLMNPRSTW")

# invented towns --------------------------------------------------------------
US_PLACES = [
    ("Marlow Falls", "Ohio", "OH", "43"), ("Cedar Hollow", "Pennsylvania", "PA", "17"),
    ("Port Alder", "Washington", "WA", "98"), ("Brightwater", "Massachusetts", "MA", "01"),
    ("Dunmore Springs", "Colorado", "CO", "80"), ("Halvorsen", "Minnesota", "MN", "55"),
    ("Greywell", "Georgia", "GA", "30"), ("Lockridge", "Texas", "TX", "75"),
    ("Sable Creek", "Oregon", "OR", "97"), ("New Ashby", "New York", "NY", "12"),
    ("Fennimore Bluff", "Iowa", "IA", "52"), ("Willow Bend", "Illinois", "IL", "61"),
    ("Stanton Heights", "Michigan", "MI", "48"), ("Kettle Point", "Maine", "ME", "04"),
    ("Oriole Junction", "Maryland", "MD", "21"), ("Tamsin Ridge", "Indiana", "IN", "46"),
    ("Larkmoor", "California", "CA", "95"), ("Bramblewood", "North Carolina", "NC", "27"),
    ("Quillon", "Missouri", "MO", "65"), ("Harrowgate Flats", "Arizona", "AZ", "85"),
]
UK_PLACES = [
    ("Aldermoor", "Westshire"), ("Kestrel Bay", "Cumbria"), ("Marrowbridge", "Lancashire"),
    ("Thornleigh", "North Yorkshire"), ("Wexcombe", "Hampshire"), ("Ashby Vale", "Leicestershire"),
    ("Penhallow", "Cornwall"), ("Brackenford", "Devon"), ("Lowther Green", "Durham"),
    ("Saltmarsh", "Norfolk"), ("Haverleigh", "Somerset"), ("Stowbridge", "Kent"),
    ("Glenarrow", "Perthshire"), ("Carrick Mill", "Ayrshire"), ("Pontyferry", "Gwynedd"),
    ("Elmsworth", "Surrey"), ("Redcastle", "Northumberland"), ("Oakhurst", "Shropshire"),
]
CA_PLACES = [
    ("Port Kessel", "Ontario", "ON", "K"), ("Maple Rapids", "Ontario", "ON", "N"),
    ("Harbourview", "Nova Scotia", "NS", "B"), ("Cedar Landing", "British Columbia", "BC", "V"),
    ("Fort Ashcombe", "Alberta", "AB", "T"), ("Riviere-Blanche", "Quebec", "QC", "J"),
    ("Prairie Glen", "Manitoba", "MB", "R"), ("Lakehurst", "Saskatchewan", "SK", "S"),
    ("Birchmount Falls", "New Brunswick", "NB", "E"), ("Tamarack Bay", "Ontario", "ON", "P"),
    ("Salmon Arm Flats", "British Columbia", "BC", "V"), ("Kingsclear Mills", "New Brunswick", "NB", "E"),
]
AU_PLACES = [
    ("Wattle Creek", "New South Wales", "NSW", "2"), ("Banksia Heights", "New South Wales", "NSW", "2"),
    ("Kurrajong Flat", "Victoria", "VIC", "3"), ("Mallee Springs", "Victoria", "VIC", "3"),
    ("Coral Point", "Queensland", "QLD", "4"), ("Yarrabin", "Queensland", "QLD", "4"),
    ("Saltbush", "South Australia", "SA", "5"), ("Karri Downs", "Western Australia", "WA", "6"),
    ("Huon Vale", "Tasmania", "TAS", "7"), ("Jindera Park", "New South Wales", "NSW", "2"),
    ("Emu Plains West", "Victoria", "VIC", "3"), ("Ironbark", "Queensland", "QLD", "4"),
]

STREET_NAMES = [
    "Larkspur", "Wexcombe", "Banksia", "Tamarind", "Fennel", "Hollins", "Marigold", "Osprey",
    "Juniper", "Kingfisher", "Ashgrove", "Bellbird", "Cobblestone", "Driftwood", "Elderberry",
    "Foxglove", "Gannet", "Heathcote", "Ironwood", "Jacaranda", "Kestrel", "Linnet", "Moorhen",
    "Nettlebed", "Orchard", "Pelham", "Quarry", "Rookery", "Sandpiper", "Thistle", "Upland",
    "Verbena", "Wagtail", "Yellowwood", "Alder", "Bracken", "Chervil", "Dunlin", "Egret",
]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Drive", "Dr", "Court", "Ct",
             "Boulevard", "Blvd", "Way", "Place"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Way", "Avenue", "Drive", "Mews",
             "Terrace", "Grove"]
CA_SUFFIX = ["Street", "Avenue", "Road", "Crescent", "Drive", "Court", "Boulevard", "Way", "Line"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Close", "Court", "Place", "Way"]

# hospitals / facilities --------------------------------------------------------
HOSP_PATTERNS = {
    "US": ["{p} General Hospital", "{p} Medical Center", "{p} Regional Medical Center",
           "{p} Memorial Hospital", "Mercy {p} Hospital", "{p} Community Hospital",
           "St. Aldric's Medical Center", "Good Shepherd of {p}", "{p} University Hospital"],
    "UK": ["{p} General Hospital", "{p} Royal Infirmary", "{p} District General Hospital",
           "Royal {p} Hospital", "{p} Community Hospital", "St Wilfrida's Hospital",
           "{p} Victoria Hospital"],
    "CA": ["{p} General Hospital", "{p} Health Centre", "{p} Regional Hospital",
           "St. Brigid's of {p} Hospital", "{p} Memorial Hospital", "{p} District Health Centre"],
    "AU": ["{p} Base Hospital", "{p} Hospital", "{p} District Hospital", "Royal {p} Hospital",
           "{p} Health Service", "St Aldric's {p} Private Hospital"],
}
WARD_NAMES = {
    "US": ["4 West", "5 North", "6 East", "3 South", "7 West Step-Down", "Tower 8", "2 North Annex",
           "Pavilion B", "9 East", "5 South"],
    "UK": ["Rowan Ward", "Kingfisher Ward", "Ward 7B", "Ward 12", "Heron Ward", "Nightjar Ward",
           "Ward 4A", "Ashdown Ward", "Larch Ward", "Skylark Unit"],
    "CA": ["7 East", "4 South", "Bayview Unit", "6 North", "Harbour Unit", "3 West", "Maple Unit",
           "8 East"],
    "AU": ["Ward 4C", "Banksia Ward", "Ward 6B", "Wattle Ward", "Grevillea Unit", "Ward 3A",
           "Boronia Ward", "Ward 9"],
}
CARE_HOME = ["{t} Lodge Care Home", "{t} House Nursing Home", "{t} Gardens Residential Care",
             "{t} Manor Aged Care", "{t} Court Retirement Village", "{t} Place Assisted Living"]
TREE = ["Brookfield", "Hawthorn", "Birchwood", "Rosemount", "Linden", "Elmhurst", "Cypress",
        "Willowmere", "Silverbirch", "Ashlea", "Mulberry", "Laurel"]
PRACTICE = {
    "US": ["{p} Family Medicine", "{p} Primary Care Associates", "{t} Internal Medicine Group"],
    "UK": ["{p} Medical Practice", "{t} Surgery", "{s} Road Surgery", "{p} Health Centre"],
    "CA": ["{p} Family Health Team", "{t} Medical Clinic", "{p} Community Health Centre"],
    "AU": ["{p} Medical Centre", "{t} Family Practice", "{s} Street Clinic"],
}
PHARMACY = ["{p} Pharmacy", "{t} Chemist", "{s} Drug Mart", "{t} Apothecary", "{p} Discount Pharmacy"]
REHAB = ["{t} Recovery Centre", "{t} Rehabilitation Hospital", "{p} Detox Unit",
         "{t} House Residential Treatment", "{t} Hospice", "{p} Mental Health Centre"]
OTHER_PLACES = ["{t} Hostel", "{p} Bus Station", "{t} Shopping Centre", "{s} Bridge", "{t} Park",
                "{p} Public Library", "{t} Court", "{s} Night Shelter"]

EMPLOYER = ["{p} Freight", "{t} Logistics", "{s} Plumbing", "{p} Council", "{t} Primary School",
            "{p} High School", "{t} Builders", "{s} Motors", "{p} Mining Co", "{t} Dairy",
            "{p} Credit Union", "{t} Hardware", "{s} Bakery", "{p} Transit", "{t} Cleaning Services",
            "{p} Fire Department", "{s} Engineering", "{t} Community Church", "{p} College"]
INSURER = {
    "US": ["Blue Harbor Mutual", "Keystone Family Health Plan", "Lakeshore Care Alliance",
           "Prairie Shield Insurance", "Cobalt Health Partners"],
    "UK": ["Westvale Health Assurance", "Thistle Medical Cover"],
    "CA": ["Northcrest Benefits", "Maple Shield Group Insurance"],
    "AU": ["Southern Cross Mutual Fund", "Coastline Health Fund", "Wattle Health Fund"],
}
AMBULANCE = {
    "US": ["{p} EMS", "{t} Ambulance Co", "AirCare {p}"],
    "UK": ["{c} Ambulance Service", "{t} Patient Transport"],
    "CA": ["{p} Paramedic Services", "{t} Air Ambulance"],
    "AU": ["{p} Ambulance", "{t} Aeromedical Retrieval"],
}

PROFESSIONS = [
    "welder", "bus driver", "teacher", "primary school teacher", "electrician", "accountant",
    "warehouse operative", "chef", "farmer", "coal miner", "forklift driver", "paralegal",
    "hairdresser", "software developer", "police officer", "firefighter", "lorry driver",
    "truck driver", "carpenter", "cleaner", "barista", "retail assistant", "journalist",
    "architect", "dental hygienist", "plumber", "fisherman", "mechanic", "librarian",
    "postal worker", "security guard", "real estate agent", "childcare worker", "bricklayer",
    "nurse", "pharmacist", "graphic designer", "university lecturer", "baker", "tiler",
    "crane operator", "dairy farmer", "panel beater", "hospitality worker", "sheet-metal worker",
    "bookkeeper", "lab technician", "call-centre agent", "boilermaker", "landscaper",
]
COUNTRIES = ["Portugal", "Poland", "Nigeria", "India", "Vietnam", "Ireland", "Tonga",
             "Brazil", "Ghana", "Lebanon", "Greece", "Sri Lanka", "Fiji", "Samoa", "Colombia",
             "Kenya", "Romania", "Italy", "Jamaica", "Pakistan", "New Zealand", "Scotland"]
RELATIONS = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("sister", "F"),
             ("brother", "M"), ("partner", None), ("mother", "F"), ("father", "M"),
             ("niece", "F"), ("nephew", "M"), ("friend", None), ("neighbour", None),
             ("carer", None), ("granddaughter", "F"), ("grandson", "M")]
