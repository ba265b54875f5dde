"""Invented value pools for dev144_en. Every person, place and organisation
combination here is fictional. Real country names and US state /
Canadian province / Australian state names are used as themselves."""

# ---------------------------------------------------------------- first names
# Mixed origins. Several are ordinary English words on purpose (Rose, Hope,
# Grace, May, Will, Mark, Frank, Joy, Dawn, Hunter, Chase ...).
FIRST_F = [
    # English / Irish / Scottish
    "Rose", "Hope", "Grace", "Faith", "Joy", "May", "June", "April", "Dawn",
    "Ivy", "Holly", "Hazel", "Pearl", "Ruby", "Olive", "Daisy", "Summer",
    "Heather", "Amber", "Brenda", "Karen", "Shirley", "Maureen", "Siobhan",
    "Aoife", "Niamh", "Eilidh", "Morag", "Kirsty", "Gemma", "Leanne", "Tracey",
    "Beverley", "Janet", "Deborah", "Ellen", "Margaret", "Harriet", "Lottie",
    # Spanish / Portuguese / Latin American
    "Lucia", "Carmen", "Ximena", "Guadalupe", "Rocio", "Marisol", "Ines",
    "Conceicao", "Graciela", "Paloma", "Yesenia", "Araceli",
    # Italian / Greek / Slavic
    "Giulia", "Francesca", "Eleni", "Despina", "Katarzyna", "Agnieszka",
    "Oksana", "Halyna", "Milena", "Bozena", "Dragana",
    # West / East African
    "Adaeze", "Chiamaka", "Folasade", "Yetunde", "Abena", "Akosua", "Amara",
    "Hodan", "Ayaan", "Fadumo", "Tigist", "Meseret", "Wanjiru", "Nyokabi",
    # Arabic / Persian / Turkish
    "Fatima", "Mariam", "Layla", "Noor", "Rania", "Samira", "Shirin", "Parisa",
    "Elif", "Zeynep", "Hatice",
    # South Asian
    "Priya", "Anjali", "Deepa", "Kavitha", "Lakshmi", "Harpreet", "Gurleen",
    "Nasreen", "Farzana", "Tahmina", "Ishani", "Thilini",
    # East / Southeast Asian
    "Mei", "Xiu", "Li Na", "Hanh", "Thuy", "Linh", "Ji-woo", "Seo-yeon",
    "Yuki", "Haruka", "Maricel", "Rowena", "Lorna", "Analyn",
    # Pacific / Caribbean / French
    "Mele", "Losana", "Ana", "Tavita", "Moana", "Marjorie", "Nadege",
    "Josette", "Genevieve", "Solange", "Mireille",
    # Dutch / German / Nordic
    "Anouk", "Femke", "Ingrid", "Liesel", "Sigrid", "Astrid",
]

FIRST_M = [
    "Will", "Mark", "Frank", "Bill", "Art", "Grant", "Miles", "Dean", "Drew",
    "Chase", "Hunter", "Rusty", "Buck", "Lance", "Wade", "Guy", "Ray", "Rich",
    "Gene", "Pat", "Jack", "Max", "Sterling", "Glen", "Dale", "Clay", "Cliff",
    "Trevor", "Darren", "Gareth", "Callum", "Declan", "Seamus", "Fergus",
    "Angus", "Craig", "Kieran", "Barry", "Derek", "Neville", "Harold",
    "Mateo", "Santiago", "Joaquin", "Rodrigo", "Jorge", "Efrain", "Tiago",
    "Goncalo", "Giovanni", "Salvatore", "Nikos", "Stavros", "Tomasz",
    "Krzysztof", "Bogdan", "Taras", "Dmytro", "Milos", "Emeka", "Chinedu",
    "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Abdirahman", "Mahad",
    "Tesfaye", "Dawit", "Kamau", "Otieno", "Omar", "Yusuf", "Khalid", "Tariq",
    "Reza", "Dariush", "Mehmet", "Emre", "Arjun", "Rohan", "Sanjay", "Venkat",
    "Gurpreet", "Harjit", "Imran", "Rafiq", "Shahid", "Kasun", "Wei", "Jun",
    "Hao", "Minh", "Tuan", "Duc", "Min-jun", "Dong-hyun", "Hiroshi", "Kenji",
    "Jericho", "Ramil", "Nestor", "Sione", "Tevita", "Ioane", "Wiremu",
    "Tane", "Desmond", "Winston", "Jean-Luc", "Mathieu", "Etienne", "Gaetan",
    "Pieter", "Joost", "Lars", "Henrik", "Jurgen", "Dieter",
]

SURNAMES = [
    # ordinary English words that are also surnames
    "Brown", "Young", "Hill", "Baker", "Cook", "Wood", "Stone", "King",
    "Price", "Bell", "Hall", "Lane", "Marsh", "Ward", "Park", "Field",
    "Banks", "Rivers", "Bush", "Gray", "Green", "White", "Black", "Little",
    "Long", "Short", "Strong", "Sharp", "Rice", "Moss", "Frost", "Snow",
    "Winter", "Love", "Church", "Fox", "Wolf", "Hunt", "Page", "Cross",
    "Bishop", "Mason", "Porter", "Fisher", "Walker", "Day", "Knight", "Nurse",
    "Swift", "Best", "Joy", "Friend", "Waters", "Pope", "Sweet",
    # British / Irish
    "Ashworth", "Pemberton", "Thwaite", "Calloway", "Hargreaves", "Lowther",
    "O'Driscoll", "McCafferty", "Quigley", "Dunleavy", "MacInnes", "Galbraith",
    "Featherstone", "Ormerod", "Blackwood",
    # Spanish / Portuguese
    "Villanueva", "Echeverria", "Quintanilla", "Arroyo", "Benavides",
    "Carvalho", "Figueiredo", "Tavares", "Zamora", "Ochoa",
    # Italian / Greek / Slavic
    "Bellandi", "Castellucci", "Pizzolato", "Papadakis", "Konstantinou",
    "Wisniewski", "Kowalczyk", "Shevchenko", "Kovalenko", "Petrovic",
    "Dragovic", "Nowicki",
    # African
    "Okonkwo", "Adeyemi", "Okafor", "Nwosu", "Babatunde", "Mensah", "Asante",
    "Owusu", "Abdi", "Warsame", "Hassan", "Tadesse", "Gebremedhin",
    "Mwangi", "Odhiambo",
    # Arabic / Persian / Turkish
    "Haddad", "Khoury", "Nasser", "Al-Amin", "Rahimi", "Tehrani", "Yilmaz",
    "Ozturk", "Demir",
    # South Asian
    "Patel", "Sharma", "Iyer", "Raghavan", "Subramanian", "Sandhu", "Grewal",
    "Dhillon", "Chaudhry", "Qureshi", "Rahman", "Hossain", "Perera",
    "Jayasuriya",
    # East / Southeast Asian
    "Nguyen", "Tran", "Pham", "Chen", "Zhou", "Liang", "Wong", "Kim", "Park",
    "Choi", "Tanaka", "Watanabe", "Dela Cruz", "Bautista", "Macaraeg",
    # Pacific / Maori / Caribbean / French / Dutch / Nordic
    "Tuilagi", "Fifita", "Taufa", "Ngata", "Parata", "Thibodeaux",
    "Beauchamp", "Lefebvre", "Tremblay", "Gagnon", "Pelletier", "Van der Berg",
    "de Vries", "Lindqvist", "Haugen", "Brathwaite", "St. Louis",
]

NICKNAMES = {
    "Will": "Willy", "Frank": "Frankie", "Bill": "Billy", "Margaret": "Peggy",
    "Harold": "Harry", "Deborah": "Debbie", "Patrick": "Paddy",
    "Babatunde": "Tunde", "Oluwaseun": "Seun", "Krzysztof": "Krzys",
    "Salvatore": "Sal", "Giovanni": "Gio", "Folasade": "Sade",
    "Katarzyna": "Kasia", "Genevieve": "Gen", "Stavros": "Stav",
}

# ---------------------------------------------------------------- places
TOWNS = {
    "US": ["Harlan Ferry", "Cedar Mills", "Brackett Springs", "Port Alvey",
           "Winslow Hollow", "North Dellmont", "Tamsen", "Greyridge",
           "Ossery Falls", "Lake Corvin", "Marlow Heights", "Bexford",
           "Calder Point", "Fennimore Bend", "Southby", "Wickham Grove",
           "Pellston Ridge", "Eastvale", "Kittering", "Rook Hollow",
           "Amberly Junction", "Sawtelle Flats"],
    "CA": ["Port Haldane", "Saint-Aurele", "Kestrel Bay", "Bracebury",
           "Lac-Ondine", "Fort Carrow", "New Tarrow", "Elmsdale Crossing",
           "Wapiti Lake", "Thornhaven", "Maple Narrows", "Grand Sable",
           "Pointe-Varenne", "Copperhill", "Sorrel Creek", "Hollin Bay",
           "Ashcombe", "Birchmount Falls"],
    "AU": ["Wattle Creek", "Koorunga", "Bellbird Flat", "Port Denholm",
           "Yarrabee", "Mount Carrick", "Tallowood", "Emu Downs",
           "Kallaroo Heights", "Jindarra", "Coolabah Springs", "Merriwa Point",
           "Banksia Vale", "Tarrengower", "Gidgee Plains", "Quondong Bay",
           "Lyrebird Hill", "Wirrina"],
    "UK": ["Ashby Marsh", "Kelsbury", "Thornwick", "Lower Brindle",
           "Hadley Cross", "Marwood", "Stoke Ferrant", "Emberton Vale",
           "Cradley Moor", "Wenbury", "Pollingford", "Great Aldwick",
           "Saxmere", "Hobbs Green", "Netherfold", "Ravensby", "Dunmarsh",
           "Carrowgate"],
}
COUNTIES = {
    "US": ["Ransom County", "Dellmont County", "Ossery County", "Harlan County",
           "Pike Valley County"],
    "CA": ["Tarrow County", "Haldane Region", "Copperhill District"],
    "AU": ["Shire of Tallowood", "Koorunga Shire", "Wirrina Shire"],
    "UK": ["Brindleshire", "West Ferrantshire", "Aldwickshire", "Marwoodshire"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Pennsylvania", "PA"),
           ("Minnesota", "MN"), ("Virginia", "VA"), ("Kentucky", "KY"),
           ("Colorado", "CO"), ("Maine", "ME"), ("Washington", "WA"),
           ("New Mexico", "NM"), ("Indiana", "IN"), ("Louisiana", "LA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Quebec", "QC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS")],
    "UK": [],
}
COUNTRY_NAME = {"US": ["United States", "USA", "U.S."], "CA": ["Canada"],
                "AU": ["Australia"], "UK": ["United Kingdom", "UK", "England",
                                            "Scotland", "Wales"]}
OTHER_COUNTRIES = [
    "Portugal", "Philippines", "Nigeria", "Ghana", "Somalia", "Ethiopia",
    "Kenya", "India", "Pakistan", "Bangladesh", "Sri Lanka", "Vietnam",
    "China", "South Korea", "Japan", "Mexico", "Guatemala", "El Salvador",
    "Colombia", "Brazil", "Poland", "Ukraine", "Romania", "Greece", "Italy",
    "Turkey", "Iran", "Syria", "Lebanon", "Sudan", "Eritrea", "Haiti",
    "Jamaica", "Trinidad and Tobago", "Tonga", "Samoa", "Fiji",
    "New Zealand", "Thailand", "Indonesia", "Peru", "Egypt", "Morocco",
    "Ireland", "Netherlands", "Germany", "Spain", "France", "Afghanistan",
]

STREET_STEMS = [
    "Elm", "Cedar", "Larch", "Juniper", "Maple", "Birch", "Hawthorn", "Alder",
    "Rowan", "Willow", "Chestnut", "Sycamore", "Quarry", "Mill", "Church",
    "Station", "Market", "Bridge", "Orchard", "Foundry", "Tannery", "Wharf",
    "Harbour", "Ridge", "Kestrel", "Heron", "Plover", "Curlew", "Wren",
    "Magpie", "Pelham", "Ainsley", "Brackett", "Corbin", "Delamere",
    "Fenwick", "Galloway", "Hartigan", "Ingleby", "Jessop", "Kirkland",
    "Lockhart", "Mayfair", "Netherby", "Oakhurst", "Pemberly", "Quenby",
    "Radley", "Sefton", "Tolland", "Upton", "Verity", "Waverley", "Yardley",
    "Banksia", "Wattle", "Jacaranda", "Ironbark", "Boronia", "Grevillea",
]
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Blvd",
           "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Way", "Place", "Pl",
           "Terrace", "Pike"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Cres",
           "Drive", "Dr", "Boulevard", "Way", "Court", "Lane", "Trail"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Avenue", "Ave",
           "Crescent", "Cres", "Close", "Cl", "Drive", "Dr", "Highway",
           "Terrace", "Esplanade"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens",
           "Way", "Drive", "Grove", "Mews", "Terrace", "Walk", "Row"],
}
UNIT_FORMS = {
    "US": ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Lot {n}"],
    "CA": ["Apt {n}", "Unit {n}", "Suite {n}"],
    "AU": ["Unit {n}", "Flat {n}"],
    "UK": ["Flat {n}"],
}
SAINTS = ["Aldric", "Brigid", "Columba", "Oswin", "Hilda", "Anselm",
          "Cuthbert", "Winifred", "Bartholomew", "Ignatius", "Perpetua",
          "Clement", "Aidan", "Etheldreda", "Boniface"]
HOSP_PATTERNS = {
    "US": ["{t} General Hospital", "{t} Regional Medical Center",
           "{s} Memorial Hospital", "St. {a}'s Medical Center",
           "{t} Community Hospital", "Mercy {s} Hospital",
           "{s} Valley Health Center", "{t} Medical Center"],
    "CA": ["{t} General Hospital", "{t} District Health Centre",
           "St. {a}'s Hospital", "{s} Regional Health Centre",
           "Hopital {a}", "{t} Memorial Hospital"],
    "AU": ["{t} Base Hospital", "{t} Hospital", "{t} District Hospital",
           "{s} Private Hospital", "St {a}'s Hospital",
           "{s} Health Service", "Royal {t} Hospital"],
    "UK": ["{t} General Hospital", "Royal {t} Infirmary", "{t} District General",
           "St {a}'s Hospital", "{t} Community Hospital",
           "{s} Park Hospital", "{s} Royal Hospital"],
}
CLINIC_PATTERNS = {
    "US": ["{s} Family Medicine", "{t} Urgent Care", "{s} Internal Medicine",
           "{s} Street Clinic", "{t} Health Center", "{s} Pediatrics"],
    "CA": ["{s} Family Health Team", "{t} Walk-in Clinic",
           "{s} Medical Clinic", "CLSC {t}", "{s} Community Health Centre"],
    "AU": ["{s} Medical Centre", "{t} Family Practice",
           "{s} Street Medical", "{t} Aboriginal Medical Service",
           "{s} GP Super Clinic"],
    "UK": ["{s} Surgery", "{s} Medical Practice", "{t} Health Centre",
           "{s} Lane Surgery", "{s} Group Practice"],
}
CARE_HOMES = ["{s} Care Home", "{s} Lodge Nursing Home", "{s} House",
              "{s} Gardens Aged Care", "{s} Manor Residential Home",
              "{s} Court Assisted Living"]
PHARMACIES = ["{s} Pharmacy", "{t} Chemist", "{s} Drug Mart",
              "{s} Discount Pharmacy", "{s} Apothecary"]
WARD_NAMES = ["Rowan Ward", "Kestrel Unit", "Osprey Ward", "Heron Ward",
              "Larch Ward", "Bramble Unit", "Willow Ward", "Puffin Ward",
              "Hawthorn Unit", "Juniper Ward", "Magnolia Ward", "Aspen Unit",
              "Cedar Ward", "Linnet Ward", "Saffron Ward", "Fern Unit"]

ORG_PATTERNS = [
    "{s} Freight", "{s} Logistics", "{s} Builders", "{s} Roofing",
    "{s} Timber Co.", "{s} Distribution", "{t} School District",
    "{s} Primary School", "{s} High School", "{s} Baptist Church",
    "{s} Credit Union", "{s} Foods", "{s} Meatworks", "{s} Security Ltd",
    "{s} Cleaning Services", "{s} Home Care Agency", "{t} Transit",
    "{s} Quarry Ltd", "{s} Mining", "{t} Fire Brigade Club",
    "{s} Motors", "{s} Hotel", "{s} Fisheries", "{s} Landscaping",
    "{s} Tech Solutions", "{s} Warehousing", "{t} Football Club",
    "{s} Bakery", "{s} Community Church", "{s} Men's Shed",
    "{t} Youth Hostel Trust", "{s} Tyres", "{s} Electrical",
]
INSURERS = {
    "US": ["Harbourline Health Plan", "BrightCover Mutual", "Keystone Benefit Co.",
           "Prairie Shield Health", "Tallgrass Medicaid Plan",
           "Redwood Employee Health"],
    "CA": ["Northstar Group Benefits", "Maplecrest Life", "BlueFern Benefits"],
    "AU": ["Southern Cross Mutual Health", "Coralline Health Fund",
           "Red Gum Health Cover"],
    "UK": ["Albion Private Health", "Kingsmead Medical Insurance"],
}
LANDMARKS = ["Dunmore Street bridge", "Harbour Park bandstand",
             "Eastgate Shopping Centre", "Lakeshore Stadium",
             "Pellham Mall car park", "Rivergate Skate Park",
             "the Old Quarry lookout", "Corbin Square clock tower",
             "Kestrel Point lighthouse", "Fenwick Leisure Centre",
             "Netherby railway station", "Tolland bus interchange",
             "Galloway Tavern", "Wickham Grove retail park"]
BUILDINGS = ["Kestrel House", "Fenwick Block", "Tower B", "Ainsley Wing",
             "Corbin Pavilion", "Delamere Building", "Lockhart Annex"]

PROFESSIONS = [
    "welder", "teacher", "electrician", "nurse", "roofer", "truck driver",
    "chef", "cook", "baker", "carpenter", "plumber", "accountant", "farmer",
    "fisherman", "miner", "courier", "barista", "software developer",
    "paramedic", "police officer", "firefighter", "cleaner", "care worker",
    "hairdresser", "forklift operator", "bus driver", "cashier",
    "security guard", "lawyer", "librarian", "pharmacist", "mechanic",
    "shearer", "landscaper", "postal worker", "warehouse operative", "nanny",
    "dentist", "scaffolder", "bricklayer", "taxi driver", "Uber driver",
    "nursing assistant", "childcare worker", "civil engineer", "architect",
    "builder", "painter and decorator", "butcher", "tiler", "gardener",
    "social worker", "pastor", "lorry driver", "dock worker", "sous chef",
    "bar manager", "machinist", "stonemason", "real estate agent",
    "veterinarian", "receptionist", "labourer", "seamstress", "jockey",
    "crane operator", "lineman", "fruit picker", "boilermaker",
]
RETIRED_FORMS = ["retired {p}", "ex-{p}", "former {p}"]

REL_F = ["wife", "daughter", "mother", "sister", "partner", "girlfriend",
         "niece", "granddaughter", "aunt", "friend", "neighbour", "carer",
         "step-daughter", "ex-wife", "landlady", "flatmate"]
REL_M = ["husband", "son", "father", "brother", "partner", "boyfriend",
         "nephew", "grandson", "uncle", "friend", "neighbour", "carer",
         "step-son", "ex-husband", "landlord", "flatmate"]

LANGUAGES = ["Spanish", "Portuguese", "Somali", "Arabic", "Vietnamese",
             "Mandarin", "Cantonese", "Punjabi", "Tagalog", "Polish",
             "Ukrainian", "Amharic", "Tigrinya", "Farsi", "Dari", "Tongan",
             "Haitian Creole", "French", "Greek", "Korean", "Bengali", "Urdu"]
