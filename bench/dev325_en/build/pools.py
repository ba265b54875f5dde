"""Invented name, place and organisation pools for dev325_en (hand-written, no library lists)."""

FEMALE = [
    # English / Anglo
    "Amelia", "Olivia", "Isla", "Grace", "Sophie", "Ella", "Harriet", "Poppy", "Evie", "Matilda", "Freya",
    "Imogen", "Lucy", "Charlotte", "Georgia", "Hannah", "Abigail", "Madison", "Brooklyn", "Kayla", "Savannah",
    "Harper", "Peyton", "Riley", "Mackenzie", "Jessica", "Chloe", "Zoe", "Rebecca", "Lauren", "Megan",
    "Paige", "Courtney", "Tegan", "Isabella", "Scarlett", "Delilah", "Willow", "Ruby", "Maisie",
    # Irish / Scottish / Welsh
    "Aoife", "Siobhán", "Niamh", "Caoimhe", "Saoirse", "Orla", "Róisín", "Clodagh", "Ciara", "Sinéad",
    "Gráinne", "Áine", "Éabha", "Muireann", "Aisling", "Eilidh", "Catriona", "Morven", "Rhian", "Cerys",
    "Seren", "Ffion", "Bethan",
    # South Asian
    "Priya", "Ananya", "Aarohi", "Diya", "Kavya", "Meera", "Nisha", "Simran", "Harleen", "Jaspreet",
    "Aisha", "Zainab", "Fatima", "Ayesha", "Hafsa", "Sana", "Nusrat", "Tahmina", "Lakshmi", "Divya",
    # East / South-East Asian
    "Mei", "Xinyi", "Yu-Ting", "Hana", "Yuna", "Minji", "Seo-yeon", "Sakura", "Aiko", "Linh", "Thao",
    "Ngoc Anh", "Maricel", "Rizza", "Jasmine",
    # African
    "Chiamaka", "Adaeze", "Ngozi", "Oluwaseun", "Folake", "Temitope", "Abena", "Akosua", "Nomvula",
    "Thandiwe", "Lerato", "Zanele", "Nandi", "Amara", "Fadumo", "Hodan", "Ayan", "Wanjiru", "Achieng",
    # European
    "Zofia", "Małgorzata", "Agnieszka", "Katarzyna", "Oksana", "Daria", "Anastasia", "Ioana", "Elena",
    "Giulia", "Chiara", "Francesca", "Inês", "Beatriz", "Lucía", "Carmen", "Sofía", "Ingrid", "Astrid",
    "Freja", "Annelies", "Femke", "Leonie", "Katharina", "Eleni", "Despina", "Marta",
    # Middle East / Turkish / Persian
    "Layla", "Noor", "Yasmin", "Maryam", "Rana", "Elif", "Zeynep", "Ece", "Shirin", "Parisa", "Darya",
    # Pacific / Maori / Afrikaans / Latin / Hebrew
    "Aroha", "Mere", "Kahurangi", "Anahera", "Moana", "Losana", "Sina", "Mele", "Talia", "Annika",
    "Marieke", "Elize", "Riana", "Lize", "Valentina", "Camila", "Ximena", "Guadalupe", "Daniela",
    "Marisol", "Tamar", "Noa", "Shira", "Rivka",
]

MALE = [
    "Jack", "Oliver", "Harry", "George", "Noah", "Leo", "Oscar", "Archie", "Alfie", "Thomas", "Ethan",
    "Mason", "Logan", "Tyler", "Jayden", "Connor", "Hunter", "Brody", "Cooper", "Lachlan", "Hamish",
    "Angus", "Callum", "Rory", "Finn", "Liam", "Cian", "Oisín", "Darragh", "Seán", "Pádraig", "Eoin",
    "Cillian", "Tadhg", "Ruairí", "Dylan", "Rhys", "Gethin", "Ifan", "Arjun", "Rohan", "Vikram", "Aarav",
    "Karan", "Harjit", "Gurpreet", "Imran", "Bilal", "Hamza", "Zayd", "Yusuf", "Omar", "Tariq", "Rahim",
    "Anwar", "Wei", "Jun", "Hao", "Minh", "Tuan", "Bao", "Ji-hoon", "Min-jun", "Haruto", "Kenji", "Renz",
    "Paolo", "Chinedu", "Emeka", "Oluwatobi", "Babajide", "Kwame", "Kofi", "Yaw", "Sipho", "Thabo",
    "Lwazi", "Mandla", "Tendai", "Abdi", "Mohamed", "Kiprono", "Mateusz", "Jakub", "Piotr", "Bartosz",
    "Dmytro", "Andriy", "Nikolai", "Luca", "Matteo", "Giovanni", "João", "Tiago", "Diego", "Mateo",
    "Santiago", "Alejandro", "Lars", "Erik", "Sven", "Jens", "Bram", "Daan", "Lukas", "Felix", "Yannis",
    "Nikos", "Mehmet", "Emre", "Arash", "Dariush", "Kian", "Nikau", "Tama", "Wiremu", "Manaia", "Sione",
    "Tevita", "Ioane", "Pieter", "Johan", "Ruan", "Wian", "Eitan", "Yosef", "Ariel", "Levi", "Alexander",
    "Declan", "Malcolm", "Trevor", "Graham", "Desmond", "Clive", "Howard", "Dennis", "Raymond", "Gordon",
]

SURNAMES = [
    # English / Scottish / Welsh
    "Ashworth", "Pemberton", "Hargreaves", "Whitlock", "Fairbairn", "Thornley", "Kettering", "Barraclough",
    "Holroyd", "Pickersgill", "Sutcliffe", "Wolstenholme", "Marchbank", "Crowther", "Duckworth",
    "Blenkinsop", "Featherstone", "Ollerenshaw", "Tattersall", "Greenhalgh", "Lockwood", "Mottram",
    "Rowbotham", "Stainthorpe", "Winterbottom", "McAllister", "Drummond", "Kinnaird", "Lindsay", "Murdoch",
    "Abernethy", "Buchanan", "Farquhar", "MacLeod", "Urquhart", "Pryce", "Llewellyn", "Bevan", "Prosser",
    "Vaughan", "Gwilliam", "Penhaligon", "Trelawny", "Hollis", "Bramwell", "Coverdale", "Dinsdale",
    # Irish
    "Ó Súilleabháin", "O'Halloran", "Mac Giolla", "Brennan", "Hartigan", "Ní Bhriain", "Fitzgerald",
    "Doherty", "McGettigan", "Kavanagh", "Considine", "Lenihan", "Moynihan", "Scanlon", "Twomey",
    "Cullinane", "Devereux", "Flanagan", "Geraghty", "Keogh", "Mulcahy", "Nolan", "Quinlivan", "Ryan",
    "Tierney", "Breathnach", "Ó Ceallaigh", "Donnelly", "McSweeney", "Gallagher",
    # American / Canadian mixed
    "Whitaker", "Callahan", "Delacroix", "Thibodeaux", "Boudreau", "Lafleur", "Gagnon", "Tremblay",
    "Ouellette", "Bergeron", "Fontaine", "Kowalczyk", "Washington", "Jefferson", "Brightman", "Holloway",
    "Castellanos", "Villanueva", "Alvarado", "Zamora", "Espinoza", "Guerrero", "Montoya", "Quintero",
    "Rosales", "Salazar", "Okonkwo", "Redcloud", "Runningwater", "Whitehorse", "Yellowbird",
    # South Asian
    "Ramaswamy", "Subramanian", "Venkatesh", "Krishnan", "Chaudhary", "Bhattacharya", "Mukherjee",
    "Sandhu", "Grewal", "Dhillon", "Sidhu", "Malhotra", "Kapoor", "Joshi", "Deshpande", "Kulkarni",
    "Siddiqui", "Qureshi", "Chaudhry", "Rahman", "Hossain", "Begum", "Akhtar", "Mirza", "Nadeem",
    "Pillai", "Menon", "Nair", "Perera", "Fernando", "Jayasuriya",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Huynh", "Vo", "Zhang", "Liang", "Huang", "Zhou", "Tan", "Lim", "Ong",
    "Goh", "Chua", "Kwok", "Leung", "Yamamoto", "Takahashi", "Nakamura", "Fujita", "Park", "Choi",
    "Jeong", "Kang", "Santos", "Reyes", "Dela Cruz", "Bautista", "Mendoza", "Villareal",
    # African
    "Adeyemi", "Okafor", "Nwosu", "Eze", "Obi", "Babatunde", "Adebayo", "Ogunleye", "Mensah", "Asante",
    "Owusu", "Boateng", "Dlamini", "Nkosi", "Mthembu", "Khumalo", "Ndlovu", "Zulu", "Mokoena", "Molefe",
    "Mahlangu", "Sithole", "Warsame", "Farah", "Hassan", "Abdullahi", "Kamau", "Otieno", "Wanjala",
    "Mwangi", "Chikwanha", "Moyo",
    # European
    "Kowalski", "Nowak", "Wiśniewski", "Zielinska", "Lewandowski", "Wójcik", "Kaminski", "Shevchenko",
    "Kovalenko", "Bondarenko", "Popescu", "Ionescu", "Rossi", "Bianchi", "Esposito", "Romano", "Ferrari",
    "Greco", "Conti", "Pereira", "Costa", "Oliveira", "Carvalho", "Martins", "Sousa", "García",
    "Fernández", "López", "Navarro", "Ruiz", "Lindqvist", "Johansson", "Andersen", "Nilsen", "Van Dijk",
    "De Vries", "Jansen", "Bakker", "Visser", "Schneider", "Hoffmann-Lenz", "Becker", "Wagner", "Papadakis",
    "Georgiou", "Konstantinou", "Horvath", "Novak", "Dvořák",
    # Middle East / Turkish / Persian
    "Haddad", "Khoury", "Nassar", "Saleh", "Mansour", "Aziz", "Yilmaz", "Demir", "Kaya", "Çelik",
    "Öztürk", "Hosseini", "Karimi", "Rahimi", "Tehrani", "Moradi",
    # Pacific / Maori / Afrikaans / Hebrew
    "Ngata", "Te Awa", "Parata", "Tūhoe-Smith", "Walker-Tamihana", "Rangihuna", "Tuilagi", "Faleolo",
    "Taufa", "Fifita", "Vaipulu", "Leota", "Aumua", "Van der Merwe", "Botha", "Pretorius", "Du Plessis",
    "Venter", "Steyn", "Coetzee", "Swanepoel", "Joubert", "Cohen", "Levy", "Friedman", "Shapiro",
    "Ben-David", "Rosenthal",
]

NICK = {
    "Matilda": "Tilly", "Harriet": "Hattie", "Isabella": "Bella", "Katarzyna": "Kasia",
    "Małgorzata": "Gosia", "Anastasia": "Nastya", "Thomas": "Tom", "Oluwaseun": "Seun",
    "Oluwatobi": "Tobi", "Alejandro": "Alex", "Catriona": "Cat", "Temitope": "Temi", "Babajide": "Jide",
    "Daniela": "Dani", "Alexander": "Xander", "Abigail": "Abbie", "Rebecca": "Becca", "Valentina": "Vale",
    "Mackenzie": "Kenzie", "Oliver": "Ollie", "Giovanni": "Gio", "Santiago": "Santi", "Gurpreet": "Preet",
}

TOWN_PARTS = {
    "US": (["Maple", "Cedar", "Brook", "Fair", "Glen", "Oak", "Pine", "River", "Spring", "Ash", "Clear",
            "Elm", "Hazel", "Mill", "Stone", "Willow", "Laurel", "Bay", "Harper", "Sandy", "Copper", "Dover"],
           ["ton", "ville", " Falls", " Springs", "field", "wood", " Ridge", "port", " Heights", "dale",
            " Creek", "burg", " Grove", " Hollow", " Junction", " Bluff"]),
    "UK": (["Ash", "Brad", "Thorn", "Marl", "Kings", "Wick", "Hal", "Stan", "Brom", "Clay", "Lang", "Whit",
            "Ald", "Sel", "Hart", "Mere", "Chel", "Orms", "Tad", "Wen", "Bex", "Cress", "Dun", "Fen"],
           ["ford", "ley", "bury", "ham", "wick", "ton", "field", "combe", "stow", "worth", "by", "caster",
            "bridge", "thorpe", "mouth", "hurst"]),
    "IE": (["Bally", "Kil", "Carrig", "Drum", "Clon", "Rath", "Mullin", "Ennis", "Lis", "Tully", "Knock",
            "Glen", "Dun", "Ard", "Castle", "Bawn"],
           ["more", "beg", "keel", "na", "ross", "gar", "duff", "mona", "keen", "bride", "derry", "lough",
            "corran", "shane", "owen", "fad"]),
    "CA": (["Maple", "Pine", "Beaver", "Spruce", "Elk", "Birch", "Cran", "Otter", "Loon", "Tamarack",
            "Caribou", "Muskeg", "Kettle", "Cobble"],
           ["brook", "ville", "ford", " Lake", "field", "mont", "wood", " Falls", " Harbour", "ton", " Bay",
            " Crossing", "dale", " Landing"]),
    "AU": (["Wal", "Bun", "Yarra", "Kur", "Mor", "Wood", "Ban", "Coo", "Tar", "Bel", "Mil", "Gle", "Nar",
            "Wan", "Tal", "Kin"],
           ["onga", "dale", "ingup", "ee", "wood", "bah", "ridge", "warra", "oora", "ville", "gong", "lea",
            "burra", "alla"]),
    "NZ": (["Whanga", "Tau", "Rangi", "Waiha", "Kai", "Pare", "Maunga", "Roto", "Ohau", "Ash", "Fern",
            "Kowhai", "Tui", "Mata"],
           ["nui", "roa", "tahi", "rua", "iti", "moana", "kura", "wera", "grove", "hill", "vale", "puna",
            "tere", "kino"]),
    "ZA": (["Fontein", "Kloof", "Bos", "Rand", "Berg", "Dal", "Kraal", "Vlei", "Umhla", "Esi", "Kwa",
            "Mooi", "Wit", "Sand"],
           ["fontein", "rivier", "burg", "dorp", "kop", "ville", "hoek", "stad", "vallei", "nqeni", "zana",
            "bosch", "kraal"]),
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Arizona", "AZ"), ("Wisconsin", "WI"), ("Maryland", "MD"),
           ("Colorado", "CO"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Maine", "ME"), ("Nebraska", "NE"),
           ("Tennessee", "TN"), ("Michigan", "MI"), ("New Mexico", "NM"), ("Idaho", "ID")],
    "UK": [("West Yorkshire", None), ("Lancashire", None), ("Devon", None), ("Norfolk", None),
           ("Kent", None), ("Cheshire", None), ("Shropshire", None), ("Somerset", None), ("Durham", None),
           ("Fife", None), ("Powys", None), ("Gwynedd", None), ("Cumbria", None), ("Essex", None)],
    "IE": [("Co. Cork", None), ("Co. Kerry", None), ("Co. Galway", None), ("Co. Mayo", None),
           ("Co. Clare", None), ("Co. Tipperary", None), ("Co. Wexford", None), ("Co. Donegal", None),
           ("Co. Meath", None), ("Co. Kildare", None), ("Co. Limerick", None), ("Co. Louth", None)],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Waikato", None), ("Canterbury", None), ("Otago", None), ("Bay of Plenty", None),
           ("Northland", None), ("Taranaki", None), ("Southland", None), ("Hawke's Bay", None),
           ("Manawatū-Whanganui", None), ("Nelson Tasman", None)],
    "ZA": [("Gauteng", None), ("Western Cape", None), ("KwaZulu-Natal", None), ("Eastern Cape", None),
           ("Free State", None), ("Limpopo", None), ("Mpumalanga", None), ("North West", None)],
}

STREET_NAMES = ["Elm", "Orchard", "Kingfisher", "Mill", "Station", "Church", "Victoria", "Albert", "Rowan",
                "Heather", "Juniper", "Larch", "Sycamore", "Hawthorn", "Primrose", "Bluebell", "Meadow",
                "Harbour", "Quarry", "Chapel", "Foundry", "Tannery", "Weaver", "Cooper", "Lighthouse",
                "Wattle", "Banksia", "Kauri", "Totara", "Protea", "Jacaranda", "Marula", "Fern", "Pohutukawa",
                "Tamarack", "Poplar", "Magnolia", "Dogwood", "Sumac", "Beacon", "Signal", "Ferry", "Granary",
                "Cairn", "Glebe", "Abbey", "Priory", "Laurel", "Clover", "Linden", "Osprey", "Curlew"]

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Drive", "Lane", "Court", "Road", "Blvd", "Way", "Place", "Trail"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Grove", "Terrace", "Way", "Gardens", "Mews"],
    "IE": ["Road", "Park", "Avenue", "Grove", "Lawn", "Heights", "Court", "Drive", "Walk"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court", "Rue"],
    "AU": ["Street", "Road", "Pde", "Avenue", "Crescent", "Court", "Close", "Place", "Tce"],
    "NZ": ["Street", "Road", "Tce", "Place", "Crescent", "Avenue", "Drive", "Rise"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Laan", "Straat", "Drive"],
}

SAINTS = ["Aidan", "Brendan", "Columba", "Ita", "Brigid", "Aldhelm", "Cuthbert", "Finbarr", "Winifred",
          "Dymphna", "Mungo", "Hilda", "Swithun", "Declan", "Agnes", "Bede", "Oswald", "Petroc", "Dunstan",
          "Teilo", "Kentigern", "Frideswide", "Enda", "Kieran", "Monica", "Clement", "Jude", "Boniface"]

HOSP_PATTERNS = {
    "US": ["{T} Children's Hospital", "St. {S} Medical Center", "{T} Regional Medical Center",
           "{N} Orthopedic Institute", "{T} University Hospital", "Mercy {T} Hospital",
           "{T} Children's Spine Center"],
    "UK": ["{T} Royal Infirmary", "{T} General Hospital", "Royal {T} Orthopaedic Hospital",
           "{T} Children's Hospital", "St {S}'s Hospital", "{T} University Hospital"],
    "IE": ["{T} University Hospital", "St {S}'s University Hospital", "Our Lady of {S} Children's Hospital",
           "{T} Regional Hospital", "St {S}'s Orthopaedic Hospital"],
    "CA": ["{T} Health Sciences Centre", "St. {S}'s Hospital", "Children's Hospital of {T}",
           "{T} General Hospital", "{N} Rehabilitation Centre"],
    "AU": ["{T} Base Hospital", "{T} Children's Hospital", "St {S}'s Private Hospital", "Royal {T} Hospital",
           "{T} Public Hospital"],
    "NZ": ["{T} Hospital", "{T} Children's Health", "St {S}'s Surgical Hospital", "{T} Public Hospital"],
    "ZA": ["{T} Academic Hospital", "St {S}'s Private Hospital", "{T} Provincial Hospital",
           "{T} Children's Hospital"],
}

GP_PATTERNS = {
    "US": ["{T} Family Medicine", "{T} Pediatrics", "{N} Pediatric Associates", "{T} Primary Care"],
    "UK": ["{ST} Surgery", "{T} Medical Practice", "{T} Health Centre", "{ST} Medical Group"],
    "IE": ["{T} Family Practice", "{ST} Medical Centre", "{T} Health Centre"],
    "CA": ["{T} Family Health Team", "{T} Medical Clinic", "{N} Family Practice"],
    "AU": ["{T} Medical Centre", "{ST} Family Practice", "{T} General Practice"],
    "NZ": ["{T} Medical Centre", "{T} Health", "{ST} Family Doctors"],
    "ZA": ["{T} Medical Centre", "{ST} Family Practice", "{N} & Partners Practice"],
}

WARDS = ["Kingfisher Ward", "Puffin Ward", "Starfish Ward", "Otter Ward", "Willow Ward", "Rowan Ward",
         "Heron Ward", "Kiwi Ward", "Wombat Ward", "Pelican Ward", "Dolphin Ward", "Kestrel Ward",
         "Lark Ward", "Cedar Ward", "Pohutukawa Ward", "Banksia Ward", "Protea Ward", "Maple Ward",
         "Tui Ward", "Fennec Ward", "Hummingbird Ward", "Orca Ward"]

BUILDINGS = ["Harcourt Wing", "Fenwick Building", "Larkin Pavilion", "Ashdown Wing", "Morven Tower",
             "Castlereagh Block", "Quayside Pavilion", "Tamarind Wing", "Wexley Building", "Ochre Wing",
             "Granary Block", "Kittiwake Building", "Bellamy Pavilion", "Rosslare Wing"]

SCHOOL_PATTERNS = {
    "US": ["{T} High School", "{T} Middle School", "{S} Academy", "{T} Preparatory School",
           "{T} Elementary School"],
    "UK": ["{T} Academy", "{T} Grammar School", "St {S}'s Catholic High School", "{T} Community College",
           "{T} Primary School"],
    "IE": ["Coláiste {S}", "{T} Community School", "Scoil {S}", "{T} Community College",
           "St {S}'s Secondary School"],
    "CA": ["{T} Secondary School", "{T} Collegiate Institute", "École {S}", "{T} Middle School"],
    "AU": ["{T} Secondary College", "{T} State High School", "St {S}'s College", "{T} Primary School"],
    "NZ": ["{T} College", "{T} Intermediate", "{T} Girls' High School", "{T} School"],
    "ZA": ["Hoërskool {T}", "{T} High School", "St {S}'s College", "{T} Primary School"],
}

COMPANY_A = ["Brightwater", "Kestrel", "Northgate", "Tidewell", "Bramble", "Ironbark", "Silverfern",
             "Copperleaf", "Bluegum", "Harbourview", "Redwood", "Granite", "Larkspur", "Westmoor", "Oakhurst",
             "Saltmarsh", "Ridgeback", "Highfield", "Pinnacle", "Lantern", "Ferncastle", "Wildacre"]
COMPANY_B = ["Logistics", "Freight", "Builders", "Dairy Co-op", "Plumbing Ltd", "Engineering", "Foods",
             "Print & Design", "Motors", "Insurance Brokers", "Accountants", "Construction", "Haulage",
             "Software", "Bakery", "Joinery", "Vineyards", "Hardware", "Care Services", "Electrical"]

INSURERS = {
    "US": ["Keystone Mutual Health", "Pinecrest Health Plan", "Lakeshore Benefit Partners",
           "Sagebrush Community Health Plan", "Cardinal Family Health Alliance"],
    "UK": ["Thamesbridge Healthcare", "Albion Private Health", "Heathland Medical Cover"],
    "IE": ["Shannon Health Insurance", "Liffey Health", "Corrib Medical Cover"],
    "CA": ["Maplecrest Benefits", "Northern Lights Group Health", "Prairie Shield Insurance"],
    "AU": ["Coral Coast Health Fund", "Wattle Members Health", "Southern Tablelands Health Fund"],
    "NZ": ["Kowhai Health Cover", "Te Ara Health Insurance", "Harbourside Medical Cover"],
    "ZA": ["Protea Medical Scheme", "Umhlaba Health Plan", "Karoo Medical Aid"],
}

ORTHOTIC_A = ["Meridian", "Northstar", "Keel", "Apex", "Trueline", "Cornerstone", "Alignwell", "Harbour",
              "Southcross", "Evergreen", "Summit", "Kinetic"]
ORTHOTIC_B = ["Orthotics Ltd", "Orthotic & Prosthetic Services", "O&P", "Spinal Orthotics",
              "Orthotic Solutions", "Bracing Centre"]

IONM_COS = ["Axon Assurance Neuromonitoring", "Meridian IONM Services", "Synapse Surgical Monitoring",
            "Corticoscope Neurophysiology", "Dendrite Intraoperative Services", "Clearpath Neuromonitoring",
            "Sentinel Neural Monitoring Ltd"]

CLUBS = ["{T} Gymnastics Club", "{T} Netball Club", "{T} Rowing Club", "{T} Swim Squad",
         "{T} Dance Academy", "{T} Hurling Club", "{T} Rugby Club", "{T} Football Club",
         "{T} Athletics Club", "{T} Ballet School"]

PROFESSIONS = ["bus driver", "hairdresser", "software developer", "dairy farmer", "primary school teacher",
               "electrician", "accountant", "chef", "plasterer", "care assistant", "paramedic",
               "dental nurse", "warehouse operative", "postal worker", "solicitor", "civil engineer",
               "retail manager", "taxi driver", "pharmacist", "carpenter", "librarian", "police officer",
               "sheep farmer", "nurse", "childminder", "social worker", "mechanic", "architect",
               "journalist", "barista", "lorry driver", "graphic designer", "cleaner", "baker",
               "firefighter", "physiotherapist", "receptionist", "shop assistant", "mining engineer",
               "fisherman", "bricklayer", "IT consultant", "university lecturer", "data analyst",
               "hotel manager", "courier", "roofer", "welder", "optometrist", "estate agent",
               "call centre agent", "dentist", "kitchen porter", "farm labourer", "airline pilot",
               "veterinary nurse", "marketing manager", "landscape gardener", "truck driver", "midwife"]

ADULT_JOBS = ["retired teacher", "retired nurse", "retired bus driver", "office administrator",
              "retired farmer", "supermarket cashier", "retired postman", "bookkeeper", "seamstress",
              "retired engineer", "school cook", "cleaner", "bank clerk", "retired publican",
              "hairdresser", "gardener", "retired police officer", "carpenter", "quantity surveyor",
              "care worker", "lorry driver", "church organist", "retired dentist", "florist"]

FOREIGN_COUNTRIES = ["Poland", "Nigeria", "India", "Pakistan", "the Philippines", "Brazil", "Romania",
                     "Lithuania", "Zimbabwe", "Somalia", "Vietnam", "China", "Syria", "Ukraine", "Portugal",
                     "Ghana", "Kenya", "Sri Lanka", "Samoa", "Tonga", "Fiji", "Turkey", "Iran", "Mexico",
                     "Colombia", "Greece", "Italy", "Spain", "Germany", "the Netherlands", "Malaysia",
                     "South Korea", "Japan", "Egypt", "Lebanon", "Bangladesh"]

CONSULT_TITLES_UK = ["Mr", "Miss", "Ms", "Mr", "Mr", "Prof"]
