"""Hand-written value pools for dev56_en. Every person, place, institution and
company here was made up for this set."""

# origin -> (male first names, female first names, surnames)
NAMES = {
    "US/English": (
        ["James", "Robert", "William", "Thomas", "Richard", "Charles", "Donald", "Gary",
         "Kenneth", "Steven", "Timothy", "Gregory", "Dennis", "Wayne", "Harold", "Eugene",
         "Roger", "Clifford", "Dale", "Curtis"],
        ["Patricia", "Linda", "Barbara", "Susan", "Deborah", "Karen", "Nancy", "Sharon",
         "Donna", "Carol", "Brenda", "Judith", "Janice", "Marjorie", "Shirley", "Beverly",
         "Doris", "Gloria", "Lorraine", "Theresa"],
        ["Whitcomb", "Harlan", "Pruitt", "Ashby", "Caldwell", "Fenton", "Garrity", "Holloway",
         "Kendrick", "Lathrop", "Merriweather", "Norcross", "Osgood", "Pendleton", "Radford",
         "Stanhope", "Thornton", "Underhill", "Vickers", "Winslow", "Yardley", "Beckwith",
         "Chadwick", "Danforth", "Ellery"]),
    "African American": (
        ["DeShawn", "Marcus", "Tyrone", "Darnell", "Jerome", "Reginald", "Cedric", "Andre",
         "Terrence", "Lamar", "Jamal", "Dwayne", "Otis", "Cornelius", "Rashad"],
        ["LaToya", "Keisha", "Tamika", "Ebony", "Monique", "Yolanda", "Latrice", "Denise",
         "Bernice", "Imani", "Aaliyah", "Jasmine", "Tanisha", "Odessa", "Rochelle"],
        ["Washington", "Jefferson", "Freeman", "Grant", "Booker", "Coleman", "Jenkins",
         "Mayfield", "Pettiford", "Raines", "Toussaint", "Whitlock", "Oliphant", "Battle",
         "Dorsey", "Gaines", "Hairston", "McCall", "Spurlock", "Tillman"]),
    "Hispanic": (
        ["José", "Luis", "Alejandro", "Jorge", "Miguel", "Ricardo", "Héctor", "Rafael",
         "Arturo", "Esteban", "Guillermo", "Joaquín", "Ramón", "Tomás", "Ernesto"],
        ["María", "Guadalupe", "Rosa", "Carmen", "Lucía", "Alejandra", "Marisol", "Esperanza",
         "Yesenia", "Beatriz", "Graciela", "Inés", "Leticia", "Catalina", "Dolores"],
        ["Hernández", "Villarreal", "Castañeda", "Ochoa", "Salazar", "Quintero", "Zamora",
         "Espinoza", "Robles", "Montoya", "Arredondo", "Cervantes", "Delgado", "Fuentes",
         "Galindo", "Ibarra", "Luna", "Mejía", "Paredes", "de la Garza"]),
    "Irish": (
        ["Declan", "Cormac", "Ciarán", "Padraig", "Eamon", "Fergal", "Niall", "Seamus",
         "Brendan", "Kieran", "Liam", "Colm"],
        ["Siobhán", "Aoife", "Niamh", "Róisín", "Maeve", "Orla", "Clodagh", "Bríd", "Sinéad",
         "Áine", "Deirdre", "Fionnuala"],
        ["O'Sullivan", "McGillicuddy", "Fitzgerald", "Donnelly", "Brennan", "Kavanagh",
         "Mulcahy", "Geraghty", "O'Donoghue", "McNamara", "Quinlan", "Hennessy", "Tierney",
         "Mac Giolla Bhríde"]),
    "Italian": (
        ["Giuseppe", "Salvatore", "Vincenzo", "Carmine", "Enzo", "Rocco", "Dario", "Massimo"],
        ["Giovanna", "Rosaria", "Concetta", "Loredana", "Antonella", "Francesca", "Teresa"],
        ["Esposito", "Lombardi", "Santangelo", "DiNapoli", "Ferraro", "Caruso", "Marchetti",
         "Bellomo", "Guarino", "Pellegrino"]),
    "Central/East European": (
        ["Tadeusz", "Zbigniew", "Krzysztof", "Piotr", "Dmitri", "Vasyl", "Bogdan", "Milan",
         "Aleksandr"],
        ["Halina", "Jadwiga", "Katarzyna", "Agnieszka", "Olena", "Svetlana", "Irina", "Zofia",
         "Milena"],
        ["Kowalczyk", "Wiśniewski", "Zieliński", "Nowakowski", "Petrenko", "Horvat", "Novák",
         "Sokolov", "Marchenko", "Wojcik", "Kaminski"]),
    "Chinese": (
        ["Wei", "Jian", "Hao", "Ming", "Jun", "Zhiwei", "Guang", "Tao"],
        ["Mei", "Xiulan", "Ling", "Yan", "Hui", "Fang", "Jing", "Li"],
        ["Zhang", "Liu", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun", "Guo", "Lin", "Tang",
         "Feng"]),
    "Korean": (
        ["Min-jun", "Seung-ho", "Dong-hyun", "Jae-won", "Sung-min"],
        ["Ji-yeon", "Hye-jin", "Soo-ah", "Eun-ji", "Mi-kyung"],
        ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon", "Jang", "Han", "Seo"]),
    "Vietnamese": (
        ["Minh", "Tuan", "Hung", "Quang", "Duc", "Thanh"],
        ["Lan", "Huong", "Thuy", "Ngoc", "Phuong", "Hanh"],
        ["Nguyen", "Tran", "Le", "Pham", "Vo", "Dang", "Bui", "Huynh"]),
    "Japanese": (
        ["Hiroshi", "Takeshi", "Kenji", "Satoshi", "Daisuke"],
        ["Yuki", "Keiko", "Naomi", "Akiko", "Emiko"],
        ["Tanaka", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Fujita", "Matsumoto",
         "Inoue"]),
    "South Asian": (
        ["Rajesh", "Sanjay", "Arjun", "Vikram", "Anil", "Sunil", "Imran", "Farhan", "Harpreet",
         "Raghav"],
        ["Priya", "Lakshmi", "Anjali", "Sunita", "Deepa", "Kavita", "Nusrat", "Farzana",
         "Meena", "Shalini"],
        ["Patel", "Sharma", "Reddy", "Iyer", "Chatterjee", "Banerjee", "Krishnan", "Malhotra",
         "Qureshi", "Siddiqui", "Chaudhry", "Venkataraman", "Gill", "Sandhu", "Desai"]),
    "Arabic": (
        ["Ahmed", "Khalid", "Omar", "Yusuf", "Tariq", "Samir", "Nabil", "Karim", "Hassan",
         "Walid"],
        ["Fatima", "Layla", "Noor", "Amira", "Rania", "Yasmin", "Samira", "Huda", "Leila",
         "Dalia"],
        ["Al-Hashimi", "Haddad", "Khoury", "Mansour", "Nasser", "Saleh", "Darwish", "Farouk",
         "Hamdan", "El-Amin", "Aziz", "Bitar"]),
    "West African": (
        ["Chinedu", "Oluwaseun", "Kwame", "Kofi", "Emeka", "Babatunde", "Yaw", "Ikenna"],
        ["Ngozi", "Adaeze", "Abena", "Folasade", "Chiamaka", "Efua", "Yetunde", "Nkechi"],
        ["Okonkwo", "Adeyemi", "Mensah", "Boateng", "Obi", "Nwosu", "Asante", "Oyelaran",
         "Eze", "Owusu"]),
    "Filipino": (
        ["Rodel", "Jericho", "Ramil", "Arnel", "Danilo"],
        ["Maricel", "Rowena", "Lorna", "Jocelyn", "Marilou"],
        ["Dela Cruz", "Macaraeg", "Villanueva", "Manalo", "Dimaculangan", "Pangilinan",
         "Reyes"]),
    "Greek": (
        ["Konstantinos", "Dimitrios", "Georgios", "Spyros", "Nikos"],
        ["Eleni", "Despina", "Athena", "Vasiliki", "Sofia"],
        ["Papadopoulos", "Georgiou", "Nikolaidis", "Christodoulou", "Stavropoulos",
         "Antoniou"]),
    "Nordic/German": (
        ["Lars", "Sven", "Gunnar", "Klaus", "Dieter", "Anders", "Henrik"],
        ["Ingrid", "Astrid", "Greta", "Birgit", "Solveig", "Liesel"],
        ["Lindqvist", "Haugen", "Bergstrom", "Johansen", "Schreiber", "Vogel", "Hoffmeier",
         "Engstrom", "Kessler", "Brandt"]),
}

# relative weights of origins for patients/staff (US-centred set)
ORIGIN_WEIGHTS = {
    "US/English": 24, "African American": 12, "Hispanic": 12, "Irish": 5, "Italian": 5,
    "Central/East European": 5, "Chinese": 5, "Korean": 3, "Vietnamese": 4, "Japanese": 2,
    "South Asian": 8, "Arabic": 4, "West African": 4, "Filipino": 3, "Greek": 2,
    "Nordic/German": 4,
}

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "Richard": "Dick", "Charles": "Chuck",
    "Thomas": "Tom", "James": "Jim", "Kenneth": "Ken", "Timothy": "Tim", "Gregory": "Greg",
    "Patricia": "Patty", "Deborah": "Debbie", "Judith": "Judy", "Margaret": "Peggy",
    "Dolores": "Lola", "Guillermo": "Memo", "Konstantinos": "Gus", "Dimitrios": "Jimmy",
    "Alejandro": "Alex", "Oluwaseun": "Seun", "Babatunde": "Tunde", "Francesca": "Frankie",
    "Concetta": "Connie", "Salvatore": "Sal", "Krzysztof": "Chris", "Beverly": "Bev",
    "Catalina": "Cata", "Esperanza": "Espe", "Marjorie": "Marge",
}

# surnames that must never be used for invented people (eponyms and look-alikes
# used as hard negatives)
EPONYM_STOP = [
    "Parkinson", "Foley", "Babinski", "Swan", "Ganz", "Murphy", "Graves", "Addison",
    "Crohn", "Bell", "Cushing", "Homan", "Allen", "Kernig", "Romberg", "Hodgkin", "Wilson",
    "Paget", "Raynaud", "Horner", "Kussmaul", "Cheyne", "Stokes", "Glasgow", "Whipple",
    "Nissen", "Roux", "Hartmann", "Colles", "Barrett", "Mallory", "Weiss", "Virchow",
    "Trousseau", "Chvostek", "Tinel", "Phalen", "Lachman", "McMurray", "Finkelstein",
    "Epley", "Apgar", "Gleason", "Bishop", "Brugada", "Wenckebach", "Mobitz", "Levine",
    "Jackson", "Pratt", "Hashimoto", "Mallampati", "Killip", "Trendelenburg", "Valsalva",
    "Seldinger", "Doppler", "Holter", "Kocher", "Hasson", "Calot", "Poupart", "Berry", "Henry",
    "Lichtenstein", "Cullen", "Turner", "Rovsing", "Homans", "Kerley", "Lyme", "Fick", "Morison",
    "Schmorl", "Baker", "Bosniak", "Tarlov", "Modic", "Fleischner", "Barbeau", "Forrest", "Ranson",
    "Wells", "Brudzinski", "McBurney", "Lynch", "Do", "Ma",
]

# ---------------------------------------------------------------- places
US_STATES = [
    ("Ohio", "OH", "43"), ("Pennsylvania", "PA", "17"), ("Michigan", "MI", "49"),
    ("Indiana", "IN", "46"), ("Illinois", "IL", "62"), ("Wisconsin", "WI", "54"),
    ("Missouri", "MO", "65"), ("Kentucky", "KY", "41"), ("Tennessee", "TN", "38"),
    ("Georgia", "GA", "31"), ("North Carolina", "NC", "28"), ("Virginia", "VA", "24"),
    ("Maryland", "MD", "21"), ("New York", "NY", "13"), ("Massachusetts", "MA", "01"),
    ("Maine", "ME", "04"), ("Vermont", "VT", "05"), ("Connecticut", "CT", "06"),
    ("New Jersey", "NJ", "08"), ("Texas", "TX", "79"), ("Arizona", "AZ", "85"),
    ("Colorado", "CO", "81"), ("Oregon", "OR", "97"), ("Washington", "WA", "98"),
    ("Minnesota", "MN", "56"), ("Iowa", "IA", "52"), ("Kansas", "KS", "67"),
    ("Alabama", "AL", "36"), ("Louisiana", "LA", "70"), ("South Carolina", "SC", "29"),
    ("Nebraska", "NE", "68"), ("West Virginia", "WV", "25"), ("New Mexico", "NM", "88"),
]
# "MD", "PA", "LA", "IN", "ME", "OR" double as clinical words/credentials: hard cases

US_TOWNS = [
    "Port Avery", "Millbrook Falls", "Calder Ridge", "Fenwick Harbor", "Marlow Bend",
    "Oakhurst Falls", "Quillan", "Rosston", "Tamsin Hollow", "Vesper Lake", "Wexley",
    "Yarrow Bend", "Dunmore Flats", "Elkbridge", "Galloway Springs", "Hollin",
    "Keswick Mills", "Larchwood Bluff", "Norwell Crossing", "Pellam Heights",
    "Sable Creek", "Thistledown", "Umberton", "Wrenfield", "Ashcombe", "Bexley Grove",
    "Corwin", "Dravenport Hills", "East Halvern", "Fallowfield", "Greer's Landing",
    "Hartsell", "Ingleby", "Juniper Gap", "Kittredge", "Lowmoor", "Mossgiel",
    "New Carrick", "Orrin", "Pelham Forge", "Redvale", "Silverthorn", "Tulliver Springs",
    "Varner", "West Chalcot", "Alder Junction", "Quenby Park", "Cobb's Ferry",
]
US_COUNTIES = ["Harlow County", "Tamsin County", "Calder County", "Orrin County",
               "Wexley County", "Bramwell County", "Juniper County", "Sable County"]

CA_PROVINCES = [("Ontario", "ON", "K"), ("British Columbia", "BC", "V"),
                ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Alberta", "AB", "T"),
                ("New Brunswick", "NB", "E")]
CA_TOWNS = ["Port Ellery", "Grand Sable", "Millhaven Bay", "St. Anselme", "Kinloch Falls",
            "Red Tamarack", "Lac-Ferrand", "Osprey Point", "Cedar Narrows", "North Harcourt"]
CA_AREA = ["416", "613", "604", "250", "902", "204", "403", "506"]

GB_TOWNS = ["Thornleigh", "Little Hadstock", "Brackwell", "Kirkby Ashworth", "Aldermoor",
            "Pennick", "Saltwell-on-Sea", "Horsfold", "Market Wenley", "Cawthorpe"]
GB_COUNTIES = ["Westshire", "Northmoor", "Haverfordshire", "East Wenley"]
GB_POST = ["TN", "LS", "HX", "WR", "NE", "SY", "BD", "CW", "DL", "PR"]

AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"),
             ("Queensland", "QLD", "4"), ("Western Australia", "WA", "6"),
             ("South Australia", "SA", "5"), ("Tasmania", "TAS", "7")]
AU_TOWNS = ["Wattle Creek", "Bungarra", "Mount Ellery", "Coolabah Flats", "Port Kendal",
            "Yallambee", "Tarrawingee North", "Emu Plains West"]

STREET_NAMES = ["Elm", "Harbor View", "Birchwood", "Cranberry", "Dogwood", "Fairmount",
                "Greenbriar", "Hickory Hollow", "Ironwood", "Juniper", "Kingfisher",
                "Lantern Hill", "Maple Leaf", "Nettle", "Old Mill", "Partridge", "Quarry",
                "Red Fox", "Sycamore", "Tanglewood", "Upland", "Vinewood", "Whistler",
                "Yellowbrick", "Alderbrook", "Bramble", "Chestnut Ridge", "Deer Run",
                "Evergreen", "Foxglove", "Garnet", "Heron", "Indian Creek", "Larkspur",
                "Meadowlark", "Northfield", "Orchard", "Pinecone", "Ravenswood", "Sassafras",
                "Timberline", "Walnut Grove", "Wren", "Cardinal", "Stonegate", "Millrace"]
STREET_SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Lane", "Court",
                    "Boulevard", "Way", "Circle", "Place", "Terrace", "Pike", "Trail"]
STREET_SUFFIX_GB = ["Road", "Lane", "Close", "Crescent", "Gardens", "Street", "Way",
                    "Grove", "Mews", "Rise"]
STREET_SUFFIX_AU = ["Street", "Road", "Parade", "Avenue", "Crescent", "Court", "Drive"]
UNITS = ["Apt", "Apt.", "Unit", "#", "Suite", "Lot", "Trlr"]

COUNTRIES_ORIGIN = ["Portugal", "Vietnam", "Mexico", "Guatemala", "Poland", "Ukraine",
                    "the Philippines", "Nigeria", "Ghana", "India", "Pakistan", "Lebanon",
                    "Syria", "Greece", "Ireland", "Italy", "South Korea", "China", "Japan",
                    "El Salvador", "Honduras", "Haiti", "Jamaica", "Somalia", "Ethiopia",
                    "Brazil", "Peru", "Colombia", "Egypt", "Iraq", "Bangladesh", "Germany",
                    "Sweden", "Norway", "Canada", "Kenya", "Dominican Republic"]
COUNTRY_BY_ORIGIN = {
    "Hispanic": ["Mexico", "Guatemala", "El Salvador", "Honduras", "Colombia", "Peru",
                 "Dominican Republic"],
    "Irish": ["Ireland"], "Italian": ["Italy"],
    "Central/East European": ["Poland", "Ukraine", "Czech Republic", "Croatia"],
    "Chinese": ["China", "Taiwan"], "Korean": ["South Korea"], "Vietnamese": ["Vietnam"],
    "Japanese": ["Japan"], "South Asian": ["India", "Pakistan", "Bangladesh"],
    "Arabic": ["Lebanon", "Syria", "Egypt", "Iraq", "Jordan"],
    "West African": ["Nigeria", "Ghana"], "Filipino": ["the Philippines"],
    "Greek": ["Greece", "Cyprus"], "Nordic/German": ["Germany", "Sweden", "Norway"],
}
TRAVEL_COUNTRIES = ["Portugal", "Mexico", "Costa Rica", "India", "Thailand", "Kenya",
                    "Peru", "Italy", "the Dominican Republic", "Vietnam", "Brazil", "Egypt",
                    "Morocco", "Haiti", "Nicaragua", "Ghana", "Nigeria", "Turkey",
                    "the Bahamas", "Jamaica", "Iceland", "Spain"]

# ---------------------------------------------------------------- institutions
HOSP_PLACE = ["Lakeshore", "Calder Valley", "Fenwick", "Marlow", "Oakhurst", "Rosston",
              "Vesper", "Wexley", "Yarrow", "Dunmore", "Elkbridge", "Galloway", "Keswick",
              "Norwell", "Sable Creek", "Thistledown", "Wrenfield", "Ashcombe", "Corwin",
              "Fallowfield", "Hartsell", "Ingleby", "Juniper", "Kittredge", "Redvale",
              "Silverthorn", "Varner", "Alder", "Pine Ridge", "Cedar Hollow", "Blue Heron",
              "Twin Rivers", "Three Forks", "Granite Bay", "Meadowbrook", "Riverbend",
              "Tallgrass", "Harlow", "Orrin", "Bramwell"]
SAINTS = ["St. Brendan's", "St. Agatha's", "St. Cyril", "St. Lucian's", "St. Odile",
          "St. Wenceslas", "St. Hilda's", "St. Anselm's", "Our Lady of the Valley",
          "Holy Redeemer", "Sacred Heart"]
HOSP_PATTERNS = ["{p} Regional Medical Center", "{p} Memorial Hospital",
                 "{p} General Hospital", "{p} Community Hospital", "{p} Medical Center",
                 "Mercy {p} Medical Center", "{p} Valley Hospital", "{p} County Medical Center",
                 "{p} University Hospital", "{p} Baptist Hospital", "{p} Methodist Medical Center",
                 "Good Samaritan of {p}", "{s} Hospital", "{s} Medical Center",
                 "{s} Regional Hospital"]
HOSP_PATTERNS_GB = ["{p} General Infirmary", "{p} District General Hospital",
                    "Royal {p} Hospital", "{p} Community Hospital"]
HOSP_PATTERNS_AU = ["{p} Base Hospital", "{p} District Hospital", "{p} Health Campus"]
CLINIC_PATTERNS = ["{p} Family Practice", "{p} Internal Medicine Associates",
                   "{p} Primary Care", "{p} Family Health Center", "{p} Medical Group",
                   "{s1} & {s2} Internal Medicine", "{p} Community Health Clinic",
                   "{p} Health Partners", "{s1} Family Medicine", "{p} Physicians Group"]
SPECIALTY_CLINIC = {
    "cardiology": ["{p} Heart Institute", "{p} Cardiology Associates",
                   "{s1} & {s2} Cardiovascular Group", "{p} Heart and Vascular Clinic"],
    "endocrinology": ["{p} Diabetes & Endocrine Center", "{p} Endocrinology Associates"],
    "nephrology": ["{p} Kidney Care", "{p} Nephrology Associates"],
    "neurology": ["{p} Neurology Clinic", "{p} Neuroscience Associates"],
    "pulmonology": ["{p} Lung & Sleep Center", "{p} Pulmonary Associates"],
    "rheumatology": ["{p} Arthritis & Rheumatology", "{s1} Rheumatology Clinic"],
    "gastroenterology": ["{p} Digestive Health", "{p} Gastroenterology Associates"],
    "oncology": ["{p} Cancer Center", "{p} Oncology & Hematology"],
    "orthopedics": ["{p} Bone & Joint", "{p} Orthopaedic Associates"],
    "urology": ["{p} Urology Group"],
    "surgery": ["{p} Surgical Associates", "{s1} Surgical Group"],
}
REHAB_PATTERNS = ["{p} Rehabilitation Center", "{p} Gardens Nursing Home",
                  "The Willows at {p}", "{p} Skilled Nursing", "{p} Manor",
                  "{p} Care Center", "{p} Transitional Care", "Brookside Commons of {p}"]
PHARMACY_PATTERNS = ["{p} Pharmacy", "Corner Drug of {p}", "{p} Apothecary",
                     "{s1} Family Pharmacy"]
UNIT_NAMES = ["Hartwell Unit", "Meadow Ward", "Calloway Pavilion", "Fenner 6",
              "Rowan Tower 4", "Ashby Unit", "Linden Ward", "Carver Pavilion",
              "Willow Unit", "Kestrel Ward"]

EMPLOYERS = ["Harbor Line Freight", "Tri-County Paving", "Brightwater Foods",
             "Delmont Tool & Die", "Northway Logistics", "Keller Plastics",
             "Sandhill Unified School District", "Vantage Data Systems", "Sorrel Creek Dairy",
             "Greystone Masonry", "Allied Tri-State Trucking", "Marlow Bend Public Schools",
             "Quarry Hill Stone Company", "Pemberton Glassworks", "Lakeshore Credit Union",
             "Redvale Casket Company", "Ashcombe Textile Mills", "Copperline Electric",
             "Thistledown Farms", "Juniper Gap Coal", "Wrenfield Auto Body",
             "Orrin County Sheriff's Office", "Calder Valley Water Authority",
             "Bluestem Grain Cooperative", "Fallowfield Public Library", "Hartsell Hardware",
             "Kittredge Poultry", "Silverthorn Casino", "Umberton Steel", "Yarrow Bend Marina",
             "Norwell Crossing Distribution Center", "Sable Creek Landscaping",
             "Elkbridge Lumber", "Corwin Fire Department", "Ingleby Precision Machining"]
SCHOOLS = ["Wexley High School", "Calder Ridge Community College", "Pinewood Elementary",
           "Marlow Bend Middle School", "Ashcombe State University", "Redvale Academy"]
CHURCHES = ["Grace Fellowship of Hollin", "St. Brigid's Parish", "Mount Zion AME of Corwin",
            "First Baptist of Quillan", "Lighthouse Pentecostal", "Temple Beth Shalom of Wexley",
            "Masjid al-Noor of Elkbridge"]
INSURERS = ["Keystone Harbor Health Plan", "Tri-State Mutual", "BlueRiver Health",
            "Heartland Family Insurance", "Summit Care Plus", "Pioneer Benefit Group",
            "Lakeland Health Alliance"]
EMS_AGENCIES = ["Harlow County EMS", "Wexley Fire Rescue", "Calder Valley Ambulance",
                "Tri-Township Rescue Squad", "Orrin County EMS", "Fenwick Volunteer Ambulance"]
EMS_BY_LOCALE = {
    "en-US": EMS_AGENCIES,
    "en-CA": ["Port Ellery Paramedic Services", "Grand Sable EMS", "Kinloch Falls Ambulance"],
    "en-GB": ["Northmoor Ambulance Service", "Westshire Ambulance Trust", "Haverfordshire Air Ambulance"],
    "en-AU": ["Wattle Creek Ambulance Service", "Bungarra Rural Ambulance", "Mount Ellery Paramedics"],
}
POLICE_BY_LOCALE = {
    "en-US": ["Corwin Police Department", "Orrin County Sheriff's Office", "Wexley Police Department"],
    "en-CA": ["Port Ellery Police Service", "Grand Sable Regional Police"],
    "en-GB": ["Northmoor Constabulary", "Westshire Police"],
    "en-AU": ["Wattle Creek Police Station", "Bungarra Highway Patrol"],
}
LANDMARKS = ["Riverside Park", "Cedar Mall", "the Granger Public Library", "Harbor Bridge",
             "Lakeview Plaza", "Millpond Trailhead", "the Corwin Bus Depot",
             "the Hartsell Grain Elevator", "Sable Creek Campground", "Union Square Shopping Center",
             "the Elkbridge Dam overlook", "Fallowfield Soccer Complex", "Pelham Forge Marina"]

PROFESSIONS = ["welder", "electrician", "long-haul truck driver", "bookkeeper", "cashier",
               "machinist", "carpenter", "farmer", "hairdresser", "accountant",
               "software engineer", "police officer", "firefighter", "mail carrier",
               "homemaker", "janitor", "line cook", "waitress", "auto mechanic", "pastor",
               "attorney", "real estate agent", "plumber", "roofer", "security guard",
               "school bus driver", "librarian", "coal miner", "dental hygienist",
               "forklift operator", "landscaper", "bartender", "insurance adjuster",
               "high school teacher", "kindergarten teacher", "steelworker", "seamstress",
               "housekeeper", "postal clerk", "heavy equipment operator", "dairy farmer",
               "corrections officer", "truck dispatcher", "bank teller", "architect",
               "pharmacy technician", "home health aide", "certified nursing assistant",
               "nurse", "paramedic", "engineer", "chef", "graphic designer", "taxi driver"]
RETIRED_PROF = ["teacher", "steelworker", "machinist", "postal worker", "nurse", "engineer",
                "coal miner", "secretary", "railroad conductor", "farmer", "accountant",
                "Army sergeant", "bus driver", "pharmacist", "electrician", "librarian",
                "dock worker", "school principal", "telephone lineman", "seamstress"]
