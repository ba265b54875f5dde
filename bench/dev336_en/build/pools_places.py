"""Hand-written place, organisation and occupation pools. Town, street and
organisation names are assembled from invented parts, per country."""

TOWN_PARTS = {
    "UK": (["Ash", "Brad", "Calder", "Dun", "Elm", "Fern", "Gold", "Hather", "Kings", "Lang",
            "Mar", "Nor", "Oak", "Red", "Stan", "Thorn", "Wes", "Whit", "Hol", "Brack",
            "Cran", "Ever", "Fal", "Grim", "Hazel", "Kel", "Lox", "Mere", "Pen", "Rother"],
           ["ford", "ley", "ton", "bury", "ham", "field", "wick", "by", "combe", "stead",
            "well", "moor", "bridge", "thorpe", "worth", "den", "minster", "hurst"]),
    "IE": (["Bally", "Kil", "Carrig", "Dun", "Clon", "Rath", "Ard", "Castle", "Inis", "Glen",
            "Drum", "Lis", "Tulla", "Knock", "Mull"],
           ["more", "beg", "derry", "keel", "mona", "garret", "anure", "brack", "cullen",
            "lough", "ross", "dara", "finn", "owen", "killen"]),
    "US": (["Maple", "Cedar", "Harlow", "Brook", "Fair", "Green", "Spring", "Walnut", "Pine",
            "River", "Clear", "Lake", "Oak", "Willow", "Stone", "Mill", "Elk", "Bear", "Sun",
            "Rock", "Hunt", "Mason", "Dayton", "Ridge"],
           ["ville", "field", "wood", "dale", " Springs", " Falls", "ton", "burg", " Creek",
            " Heights", "port", " City", " Grove", " Junction", "view", "haven"]),
    "CA": (["Pine", "Beaver", "Maple", "Riviere", "Saint-", "Lac", "North", "Port", "Cold",
            "Fort", "Eagle", "Birch", "Otter", "Spruce", "Mount"],
           ["ridge", " Falls", " Harbour", "ville", " Lake", "wood", "brook", " Bay",
            "field", " Landing", "dale", "more"]),
    "AU": (["Wattle", "Banksia", "Kurra", "Yarra", "Coral", "Emu", "Gum", "Bella", "Moor",
            "Tarra", "Wollo", "Warra", "Kooka", "Mulla", "Bunda", "Red", "Black", "Wind"],
           ["ong", "wah", " Creek", " Plains", " Heads", " Point", "bah", "gong", "mbee",
            " Downs", "ville", " Park", "dale", " Vale", "rook"]),
    "NZ": (["Wai", "Rangi", "Kowhai", "Totara", "Matai", "Ara", "Roto", "Puke", "Ota",
            "Kai", "Ngaio", "Kara", "Tawa", "Rimu", "Hau"],
           ["nui", "roa", "iti", "whenua", "moana", "ora", "tahi", "kura", "wera",
            "hine", " Bay", " Downs", " Valley", "pau", "mata"]),
    "ZA": (["Umhla", "Kwa", "Mpu", "Thaba", "Modder", "Groot", "Kloof", "Bloem", "Rand",
            "Vaal", "Ekhu", "Mtu", "Berg", "Sand"],
           ["nga", "mashu", "langa", "fontein", "kraal", "spruit", "bosch", "vlei",
            "dale", "zini", "ville", "hoek", "rivier"]),
    "SG": (["Kebun", "Bukit", "Tanjong", "Pasir", "Sungei", "Jalan", "Kampong", "Telok"],
           [" Merah", " Timah", " Panjang", " Ria", " Baru", " Hijau", " Indah", " Kechil"]),
}

STREET_BASES = [
    "Albion", "Beech", "Birchwood", "Bramble", "Briar", "Castle", "Chapel", "Chestnut",
    "Church", "Clover", "Coronation", "Cromwell", "Dale", "Dovecote", "Elder", "Falcon",
    "Foxglove", "Garden", "Gorse", "Granary", "Hawthorn", "Heather", "Highfield", "Holly",
    "Juniper", "Kestrel", "Laburnum", "Larch", "Lilac", "Linden", "Magnolia", "Mallard",
    "Meadow", "Mill", "Moorland", "Nightingale", "Orchard", "Osprey", "Park", "Primrose",
    "Quarry", "Railway", "Raven", "Rowan", "Sandpiper", "School", "Sorrel", "Station",
    "Sycamore", "Tannery", "Thistle", "Victoria", "Weaver", "Wharf", "Willowbank", "Wren",
    "Acacia", "Banyan", "Jacaranda", "Kauri", "Pohutukawa", "Protea", "Marula", "Tamarind",
]

STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace",
           "Gardens", "Grove", "Mews", "Rise", "View"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "Court", "Heights", "View",
           "Drive", "Close", "Crescent"],
    "US": ["St", "Ave", "Dr", "Rd", "Blvd", "Ln", "Ct", "Way", "Pl", "Terrace", "Pkwy",
           "Street", "Avenue", "Drive"],
    "CA": ["St", "Ave", "Rd", "Dr", "Cres", "Blvd", "Crt", "Way", "Rue", "Street", "Avenue"],
    "AU": ["St", "Rd", "Ave", "Pde", "Cres", "Ct", "Dr", "Pl", "Tce", "Hwy", "Street", "Road"],
    "NZ": ["Street", "Road", "Avenue", "Place", "Crescent", "Terrace", "Drive", "Rise", "Lane"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane", "Close"],
    "SG": ["Avenue", "Street", "Road", "Drive", "Crescent", "Walk"],
}

UNIT_FORMS = {
    "UK": ["Flat {n}", "Flat {n}{a}", "Apartment {n}"],
    "IE": ["Apt {n}", "Apartment {n}", "No. {n}"],
    "US": ["Apt {n}", "Apt {n}{a}", "Unit {n}", "#{n}"],
    "CA": ["Unit {n}", "Apt {n}", "Suite {n}"],
    "AU": ["Unit {n}", "{n}/"],
    "NZ": ["Flat {n}", "{n}/"],
    "ZA": ["Unit {n}", "Flat {n}"],
    "SG": ["#{f}-{n}"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Minnesota", "MN"), ("Virginia", "VA"),
           ("Pennsylvania", "PA"), ("Illinois", "IL"), ("Colorado", "CO"), ("Tennessee", "TN"),
           ("Wisconsin", "WI"), ("North Carolina", "NC"), ("Massachusetts", "MA"),
           ("New Mexico", "NM"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Maryland", "MD"),
           ("Washington", "WA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Waikato", None), ("Canterbury", None), ("Otago", None), ("Bay of Plenty", None),
           ("Manawatu-Whanganui", None), ("Northland", None), ("Hawke's Bay", None),
           ("Taranaki", None), ("Southland", None)],
    "ZA": [("Gauteng", None), ("Western Cape", None), ("KwaZulu-Natal", None),
           ("Eastern Cape", None), ("Free State", None), ("Limpopo", None),
           ("Mpumalanga", None)],
    "UK": [("West Yorkshire", None), ("Lancashire", None), ("Kent", None), ("Devon", None),
           ("Norfolk", None), ("Cheshire", None), ("Durham", None), ("Essex", None),
           ("Gwynedd", None), ("Fife", None), ("Somerset", None), ("Shropshire", None)],
    "IE": [("Co. Cork", None), ("Co. Galway", None), ("Co. Kerry", None), ("Co. Mayo", None),
           ("Co. Meath", None), ("Co. Wexford", None), ("Co. Donegal", None),
           ("Co. Tipperary", None), ("Co. Limerick", None), ("Co. Louth", None)],
    "SG": [],
}

COUNTRY_NAMES = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                 "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa",
                 "SG": "Singapore"}

ORIGIN_COUNTRIES = [
    "Poland", "Romania", "Lithuania", "Nigeria", "Ghana", "Somalia", "Ethiopia", "Eritrea",
    "India", "Pakistan", "Bangladesh", "Sri Lanka", "China", "Vietnam", "the Philippines",
    "South Korea", "Japan", "Portugal", "Brazil", "Mexico", "Colombia", "Italy", "Greece",
    "Turkey", "Syria", "Iraq", "Iran", "Afghanistan", "Sudan", "Ukraine", "Zimbabwe",
    "Kenya", "Samoa", "Tonga", "Fiji", "Malaysia", "the Netherlands", "Germany", "Spain",
    "Egypt", "Morocco", "Jamaica", "Trinidad and Tobago", "Nepal", "Yemen", "Lebanon",
]

LANGUAGES = ["Polish", "Romanian", "Arabic", "Urdu", "Punjabi", "Bengali", "Somali",
             "Tigrinya", "Amharic", "Mandarin", "Cantonese", "Vietnamese", "Tagalog",
             "Portuguese", "Spanish", "Farsi", "Dari", "Pashto", "Turkish", "Ukrainian",
             "Samoan", "Tongan", "isiZulu", "Korean", "Tamil", "Gujarati", "Lithuanian"]

SAINTS = ["Brigid", "Columba", "Aidan", "Luke", "Anne", "Catherine", "Margaret", "Joseph",
          "Vincent", "Bernard", "Clare", "Agnes", "Helena", "Cuthbert", "Oswald", "Monica",
          "Raphael", "Benedict", "Hilda", "Winifred", "Ignatius", "Gerard"]

HOSP_FORMS = {
    "UK": ["{T} General Hospital", "Royal {T} Infirmary", "{T} District Hospital",
           "St {S}'s Hospital", "{T} Women's Hospital", "{T} and {T2} NHS Trust Maternity Unit",
           "Princess {Q} Hospital", "{T} Royal Hospital", "{T} Community Midwifery Unit"],
    "IE": ["{T} University Hospital", "St {S}'s Hospital", "{T} Regional Hospital",
           "{T} Maternity Hospital", "Our Lady of {L} Hospital", "{T} General Hospital"],
    "US": ["{T} Medical Center", "{T} Regional Hospital", "St. {S}'s Medical Center",
           "{T} Women's & Infants Hospital", "{T} Community Hospital", "Mercy {T} Hospital",
           "{T} Children's Hospital", "{T} Birth Center"],
    "CA": ["{T} General Hospital", "{T} Health Centre", "St. {S}'s Hospital",
           "{T} Regional Health Centre", "Hopital {S2}", "{T} Women's and Children's Hospital"],
    "AU": ["{T} Hospital", "{T} Base Hospital", "{T} Women's Hospital", "St {S}'s Private",
           "Royal {T} Hospital", "{T} Health Campus", "{T} Birthing Centre"],
    "NZ": ["{T} Hospital", "{T} Birthing Unit", "{T} Maternity Centre", "{T} Base Hospital",
           "Te Whare Rata o {T}"],
    "ZA": ["{T} Regional Hospital", "{T} District Hospital", "{T} Mediclinic",
           "{T} Provincial Hospital", "{T} Community Health Centre"],
    "SG": ["{T} General Hospital", "{T} Women's and Children's Hospital", "{T} Medical Centre"],
}

QUEENS = ["Alexandra", "Beatrice", "Charlotte", "Royal", "Eugenie", "Sophia", "Matilda"]
LADIES = ["Lourdes", "Mercy", "Good Counsel", "the Valley", "Hope"]

PRACTICE_FORMS = {
    "UK": ["{B} Medical Centre", "{B} Surgery", "{T} Health Centre", "{B} Road Surgery",
           "{B} Practice", "The {B} Group Practice"],
    "IE": ["{B} Medical Centre", "{T} Family Practice", "{B} Surgery", "{T} Primary Care Centre"],
    "US": ["{T} Pediatrics", "{B} Family Medicine", "{T} Pediatric Associates",
           "{B} Children's Clinic", "{T} Community Health Center"],
    "CA": ["{B} Family Health Team", "{T} Medical Clinic", "{B} Pediatrics",
           "{T} Community Health Centre"],
    "AU": ["{B} Medical Centre", "{T} Family Practice", "{B} Street Clinic",
           "{T} Child and Family Health Centre"],
    "NZ": ["{B} Medical Centre", "{T} Health", "{B} Family Doctors", "{T} Medical Centre"],
    "ZA": ["{T} Family Clinic", "{B} Medical Centre", "{T} Clinic"],
    "SG": ["{T} Polyclinic", "{B} Family Clinic", "{B} Child Clinic"],
}

WARD_NAMES = ["Rowan", "Kestrel", "Willow", "Lavender", "Bluebell", "Puffin", "Kingfisher",
              "Starling", "Acorn", "Maple", "Daisy", "Orchid", "Heron", "Skylark", "Jasmine",
              "Linnet", "Iris", "Cedar", "Harbour", "Kiwi", "Tui", "Wattle", "Protea"]

BUILDINGS = ["Linden Wing", "Harbour Building", "Tower Block C", "East Pavilion",
             "North Annex", "Riverside Block", "Beacon Building", "Level 4 West Wing",
             "Old Maternity Block", "Clocktower Building", "Gate 3 Portakabin"]

COURIERS = ["Swiftline Medical Logistics", "BlueArrow Couriers", "Pathfast Transport",
            "Redkite Specimen Services", "Cobalt Express", "Meridian Clinical Couriers",
            "Northstar Medical Freight", "QuickSpot Logistics", "Tern Valley Couriers"]

EMPLOYERS = ["{T} Building Supplies", "{B} Logistics", "{T} Borough Council", "{B} Dental Care",
             "{T} Motors", "{B} Bakery", "{T} Credit Union", "{B} Engineering Ltd",
             "{T} Primary School", "{B} Cafe", "{T} Freight Terminal", "{B} Insurance Brokers",
             "{T} Dairy Co-op", "{B} Tech Solutions", "{T} Fire Station", "{B} Hair Studio",
             "{T} Garden Centre", "{B} Pharmacy Wholesale", "{T} Leisure Centre"]

SCHOOLS = ["{T} Primary School", "{B} Preschool", "{T} Montessori", "{B} Early Learning Centre",
           "St {S}'s National School", "{T} Elementary School", "{B} Kindergarten"]

CHARITIES = {
    "hearing": ["Deaf Families Together", "Little Ears Parent Network", "{T} Parents of Deaf Children",
                "{T} Hands and Voices Group", "First Sounds Family Trust"],
    "cf": ["Spotlight CF Family Trust", "{T} Cystic Fibrosis Parents Group", "Breathe Easy Kids {T}"],
    "sc": ["Sickle Cell Carers {T}", "{T} Sickle and Thal Family Network"],
    "metab": ["Small Steps Metabolic Families", "{T} Inherited Metabolic Parents Circle"],
    "hip": ["Hip Dysplasia Parents Circle", "{T} Little Hips Support Group"],
    "thyroid": ["Tiny Thyroids Parent Group", "{T} Congenital Thyroid Families"],
}

LANG_BY_GROUP = {
    "horn": ["Somali", "Tigrinya", "Amharic"], "south_asian": ["Punjabi", "Urdu", "Bengali", "Tamil", "Gujarati"],
    "chinese": ["Mandarin", "Cantonese"], "vietnamese": ["Vietnamese"], "filipino": ["Tagalog"],
    "korean_japanese": ["Korean", "Japanese"], "east_european": ["Polish", "Romanian", "Lithuanian", "Ukrainian"],
    "latin": ["Spanish", "Portuguese"], "mediterranean": ["Italian", "Greek", "Turkish"],
    "arabic_persian": ["Arabic", "Farsi", "Dari"], "pacific": ["Samoan", "Tongan"],
    "southern_african": ["isiZulu", "Afrikaans", "Sesotho", "isiXhosa"], "malay": ["Malay"],
    "north_european": ["French", "Dutch"], "nigerian": ["Yoruba", "Igbo"], "ghanaian": ["Twi"],
}

ORIGIN_BY_GROUP = {
    "horn": ["Somalia", "Ethiopia", "Eritrea"], "south_asian": ["India", "Pakistan", "Bangladesh", "Sri Lanka"],
    "chinese": ["China", "Malaysia", "Hong Kong"], "vietnamese": ["Vietnam"], "filipino": ["the Philippines"],
    "korean_japanese": ["South Korea", "Japan"], "east_european": ["Poland", "Romania", "Lithuania", "Ukraine"],
    "latin": ["Brazil", "Portugal", "Mexico", "Colombia", "Spain"], "mediterranean": ["Italy", "Greece", "Turkey", "Cyprus"],
    "arabic_persian": ["Syria", "Iraq", "Iran", "Lebanon", "Afghanistan", "Egypt"], "pacific": ["Samoa", "Tonga", "Fiji"],
    "southern_african": ["Zimbabwe", "South Africa", "Lesotho"], "malay": ["Malaysia", "Indonesia"],
    "north_european": ["the Netherlands", "France", "Denmark"], "nigerian": ["Nigeria"], "ghanaian": ["Ghana"],
    "english": ["England", "Scotland", "Wales"], "irish": ["Ireland"], "celtic": ["Scotland", "Wales"],
    "african_american": ["Jamaica", "Trinidad and Tobago"], "maori": ["Australia"],
}

INSURERS = ["BlueRiver Health Plan", "Keystone Family Health", "Summit Care Insurance",
            "Lakeshore Mutual", "Northway Medicaid Managed Care", "Cardinal Health Partners",
            "Prairie Shield Health", "Harbor Point HMO"]

ZA_AIDS = ["Ubuntu Medical Scheme", "Protea Health Fund", "Karoo Care Medical Aid",
           "Simunye Medical Scheme"]

AU_FUNDS = ["Southern Cross Coast Health Fund", "Wattle Health Insurance", "Tasman Members Health"]

OCCUPATIONS = [
    "bus driver", "primary school teacher", "dental nurse", "electrician", "hairdresser",
    "software developer", "warehouse operative", "chef", "plumber", "care assistant",
    "accountant", "police officer", "retail manager", "civil engineer", "farmer", "nurse",
    "pharmacist", "taxi driver", "cleaner", "bricklayer", "graphic designer", "paramedic",
    "university lecturer", "welder", "solicitor", "veterinary nurse", "barista",
    "delivery driver", "social worker", "mechanic", "security guard", "journalist",
    "long-haul truck driver", "fisherman", "midwife", "soldier", "hotel receptionist",
    "sheep shearer", "mine worker", "call centre agent", "dairy farmer", "chemist",
    "data analyst", "carpenter", "physiotherapist", "shop assistant", "nail technician",
    "scaffolder", "teaching assistant", "factory worker", "architect", "roofer",
    "radiographer", "baker", "tattoo artist", "firefighter", "pastor", "musician",
]

STUDENT_OCC = ["student", "full-time student", "PhD student", "nursing student"]

# invented device model names (hard negatives: model names are not PHI)
OAE_MODELS = ["Auralis OAE-2", "Sonara Echo 3", "Kiwiscreen TE", "EarlyEar OAE Mini",
              "Otovia Screen 4"]
ABR_MODELS = ["Auralis AABR Pro", "Sonara BrainWave 2", "NeuroClick ABR-S", "Otovia ABR 6"]
OXI_MODELS = ["PulsePoint N3", "Oxilite Neo", "SatSense 900"]
HA_MODELS = ["Tinytone BTE P40", "Cubby Mini BTE", "Auralis Kidz 312"]
MSMS_MODELS = ["Quadra TQ-7400", "SpectraNeo 5", "Triplex MSMS 880"]
LIMS_NAMES = ["SpotLink LIMS", "NeoTrack", "LabVista-NS", "ScreenPoint"]
HEAR_SYSTEMS = ["HearTrack", "EarlyEars database", "HearScreen Plus", "AudiLog"]
