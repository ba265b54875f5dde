"""Invented pools for dev350_en: names, places, organisations, professions.

Every person, hospital, practice, school and company below is invented.
Given names and surnames are drawn from many origins and are combined at
random, so no pool entry stands for a real person.
"""

FEMALE = [
    "Aisha", "Amelia", "Ngozi", "Priya", "Siobhan", "Mei", "Yuki", "Fatima",
    "Olivia", "Chloe", "Isla", "Aroha", "Mereana", "Leilani", "Sofia", "Lucia",
    "Zara", "Niamh", "Aoife", "Roisin", "Kateryna", "Agnieszka", "Zofia",
    "Amara", "Chidinma", "Thandiwe", "Hannah", "Grace", "Ruby", "Maya",
    "Ananya", "Harpreet", "Simran", "Noor", "Layla", "Mariam", "Hye-jin",
    "Linh", "Ximena", "Camila", "Valentina", "Freya", "Ellie", "Poppy", "Evie",
    "Tegan", "Bronwyn", "Kirsty", "Morag", "Eilidh", "Caoimhe", "Saoirse",
    "Oluwaseun", "Adaeze", "Wanjiru", "Nia", "Keisha", "Latoya", "Jasmine",
    "Tayla", "Kaia", "Mele", "Losana", "Sina", "Ingrid", "Astrid", "Elif",
    "Yasmin", "Shirin", "Parisa", "Rahel", "Selam", "Halima", "Sadia",
    "Nusrat", "Farah", "Mira", "Esther", "Miriam", "Rivka", "Joanne",
    "Denise", "Bernadette", "Margaret", "Patricia", "Deborah", "Sharon",
    "Ayesha", "Kiri", "Anahera", "Brooke", "Madison", "Imogen", "Harriet",
    "Matilda", "Georgia", "Delphine", "Genevieve", "Maude", "Noemie", "Beatriz",
    "Inés", "Renata", "Oksana", "Daria", "Thuy", "Ha-eun", "Sakura", "Riya",
]
FEMALE = [x for x in FEMALE if x.isascii()]

MALE = [
    "Oliver", "Jack", "Harry", "Liam", "Noah", "Mohammed", "Omar", "Yusuf",
    "Arjun", "Rohan", "Vikram", "Sanjay", "Wei", "Hiroshi", "Kenji", "Minh",
    "Tuan", "Jae-won", "Chinedu", "Emeka", "Kwame", "Kofi", "Tendai", "Sipho",
    "Tane", "Wiremu", "Nikau", "Sione", "Tevita", "Malakai", "Ciaran",
    "Padraig", "Eoin", "Darragh", "Callum", "Euan", "Hamish", "Rhys", "Dylan",
    "Gethin", "Mateusz", "Piotr", "Tomasz", "Andrei", "Bogdan", "Diego",
    "Mateo", "Santiago", "Luca", "Marco", "Giovanni", "Dmitri", "Ivan", "Lars",
    "Henrik", "Tariq", "Bilal", "Hamza", "Ibrahim", "Darius", "Reza", "Kamal",
    "Jamal", "Marcus", "Tyrone", "DeShawn", "Brandon", "Tyler", "Cody",
    "Jaxon", "Kai", "Lachlan", "Angus", "Bradley", "Nathan", "Ethan", "Samuel",
    "Benjamin", "Gerald", "Raymond", "Kevin", "Brian", "Declan", "Seamus",
    "Ahmad", "Yosef", "Avi", "Eli", "Tobias", "Felix", "Hugo", "Archie",
    "Alfie", "Theo", "Rangi", "Manaia", "Isaia", "Cormac", "Fionn", "Oisin",
    "Etienne", "Mathieu", "Luc", "Xavier", "Jun", "Haruto", "Dae-ho",
]

SURNAMES = [
    "Okafor", "Adeyemi", "Mensah", "Banda", "Nkosi", "Mwangi", "Achebe-Lowe",
    "Patel", "Sharma", "Singh", "Gupta", "Iyer", "Raman", "Chowdhury",
    "Rahman", "Hossain", "Khan", "Qureshi", "Malik", "Haddad", "Nasser",
    "Farouk", "Nguyen", "Tran", "Pham", "Chen", "Wang", "Zhang", "Liu",
    "Huang", "Lim", "Tan", "Ng", "Wong", "Kim", "Park", "Choi", "Tanaka",
    "Sato", "Watanabe", "Kowalski", "Nowak", "Wisniewski", "Horvath", "Novak",
    "Petrov", "Garcia", "Rodriguez", "Morales", "Herrera", "Castillo",
    "Navarro", "Mendoza", "Rossi", "Bianchi", "Esposito", "Romano", "Muller",
    "Schneider", "Fischer", "Becker", "Jensen", "Hansen", "Lindqvist",
    "Eriksson", "O'Brien", "O'Sullivan", "Byrne", "Murphy", "Kavanagh",
    "Doyle", "Fitzgerald", "MacLeod", "McAllister", "Campbell", "Fraser",
    "Sinclair", "Jones", "Evans", "Hughes", "Pritchard", "Llewellyn",
    "Taylor", "Brown", "Wilson", "Thompson", "Walker", "Harrison", "Clarke",
    "Hargreaves", "Whitfield", "Pemberton", "Blackwood", "Holloway",
    "Featherstone", "Ngata", "Parata", "Tamihana", "Fonoti", "Tupou",
    "Faleolo", "Havili", "Johnson", "Williams", "Jackson", "Robinson",
    "Coleman", "Brooks", "Reyes", "Delgado", "Cohen", "Levy", "Friedman",
    "Goldberg", "Katz", "Dubois", "Lefebvre", "Tremblay", "Gagnon",
    "Bouchard", "Pelletier", "Yilmaz", "Demir", "Kaya", "Karimi", "Hosseini",
    "Tesfaye", "Bekele", "Haile", "Sithole", "Dube", "Moyo", "Abara",
    "Oyelaran", "Quansah", "Boateng", "Asante", "Rasheed", "Siddiqui",
    "Bhatt", "Menon", "Pillai", "Ranasinghe", "Perera", "Fernando", "Dela Cruz",
    "Santos", "Bautista", "Villanueva", "Kealoha", "Makoa", "Ruatapu",
    "Te Awa", "Hohaia", "Mahoney", "Quigley", "Geraghty", "Cullinane",
    "Drummond", "Urquhart", "Lamont", "Baird", "Moffat", "Tregear", "Penrose",
    "Trelawny", "Carver", "Ashdown", "Brightwell", "Stanhope", "Kettering",
    "Oduya", "Nwachukwu", "Eze", "Obi", "Lungu", "Phiri", "Zulu", "Mthembu",
    "Abbasi", "Durrani", "Shah", "Chaudhry", "Varga", "Szabo", "Kovac",
    "Popescu", "Ionescu", "Lindgren", "Berg", "Dahl", "Van der Berg",
    "De Vries", "Janssen", "Kuipers", "Marchetti", "Ferreira", "Costa",
    "Oliveira", "Almeida", "Soto", "Vargas", "Ramos", "Flores", "Tsosie",
    "Begay", "Yazzie", "Whitehorse", "Cardinal", "Mackenzie", "Sullivan",
    "Greaves", "Haworth", "Ormerod", "Tolland", "Vance", "Wexley", "Yardley",
]

NICKNAMES = {
    "Benjamin": "Ben", "Samuel": "Sam", "Nathan": "Nate", "Alexander": "Alex",
    "Mohammed": "Mo", "Matilda": "Tilly", "Margaret": "Maggie",
    "Patricia": "Trish", "Deborah": "Debbie", "Oliver": "Ollie",
    "Harriet": "Hattie", "Valentina": "Vale", "Giovanni": "Gio",
    "Tobias": "Toby", "Archie": "Arch", "Jasmine": "Jas", "Daria": "Dasha",
    "Kateryna": "Katya", "Elizabeth": "Lizzie", "Raymond": "Ray",
    "Bernadette": "Bernie", "Gerald": "Gerry", "Georgia": "George",
}

COUNTRIES = ["GB", "US", "CA", "AU", "NZ", "IE"]
COUNTRY_WEIGHTS = [30, 25, 12, 15, 9, 9]

TOWNS = {
    "GB": ["Kelmscombe", "Hartwell Green", "Brackley Moor", "Thornbury Vale",
           "Wendlestone", "Oakhanger Bridge", "Millbrook Fenn", "Stavely Hythe",
           "Corrington", "Lowther Bay", "Fernside", "Aldermoor", "Glenarrow",
           "Dunmoor", "Kilbrannan Ford", "Ashbury Cross", "Pellingham",
           "Sowerby Marsh", "Castle Thorpe", "Hawksmead", "Redcliffe Parva",
           "Tollerdale", "Byfleet Chase", "Nethercombe"],
    "US": ["Millbrook", "Cedar Hollow", "Port Ellison", "Brandywine Falls",
           "Harlan Springs", "Maple Ridge", "Oak Bluff", "Fairhaven Junction",
           "Clearwater Bend", "East Larkin", "Sutter Crossing", "Pine Hollow",
           "Greenvale", "New Carlow", "Willow Park", "Ridgemont",
           "Copper Flats", "Lake Anselm", "Bristow Heights", "Saddle Creek"],
    "CA": ["Lakeport", "Pine Narrows", "Riverton Heights", "St. Brieuc Falls",
           "Cold Harbour", "Mapleton", "Birch Landing", "North Kelso",
           "Greyfield", "Port Alder", "Ste-Odile", "Moose Hollow",
           "Cranberry Point", "Westhaven", "Tamarack Bay", "Elk Crossing"],
    "AU": ["Wattle Creek", "Bellbrae Heights", "Kooringal Park", "Yarrandale",
           "Mount Colwyn", "Banksia Vale", "Currawong Bay", "Tallowood",
           "Emu Flat", "Port Keswick", "Jindera Downs", "Coolabah North",
           "Marrickside", "Eastbrook Plains", "Gumleaf Hill", "Warrandyte South"],
    "NZ": ["Te Kowhai Bay", "Ruakiri", "Kauriwood", "Port Arden",
           "Matai Downs", "Puriri Heights", "Whareroa Flat", "Tōtara Park",
           "Kereru Valley", "Ngaio Point", "Rimu Crossing", "Horowhenua Glen",
           "Karaka Bay", "Mangawai Hills"],
    "IE": ["Ballykerrin", "Kilmacarra", "Drumlease", "Carrigbawn", "Rathmoyle",
           "Clonderry", "Ardnagree", "Templebrack", "Lisdoonan", "Knockmullen",
           "Castlemoyne", "Inishbeg", "Ballyfearna", "Glenmurragh"],
}
for _k in TOWNS:
    TOWNS[_k] = [t for t in TOWNS[_k] if t.isascii()]

# counties (annotated CITY per guideline: "town, city, county")
COUNTIES = {
    "GB": ["West Yorkshire", "Lancashire", "Kent", "Devon", "Fife", "Norfolk",
           "Cheshire", "Somerset", "Durham", "Powys", "Lothian", "Cumbria"],
    "IE": ["Cork", "Galway", "Kerry", "Mayo", "Wexford", "Kildare", "Meath",
           "Donegal", "Tipperary", "Clare", "Louth", "Offaly"],
    "US": ["Franklin County", "Marion County", "Jefferson County",
           "Lincoln County", "Washtenaw County", "Hamilton County"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Massachusetts", "MA"), ("Oregon", "OR"),
           ("Texas", "TX"), ("Michigan", "MI"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Virginia", "VA"), ("Arizona", "AZ"),
           ("Pennsylvania", "PA"), ("Colorado", "CO"), ("Wisconsin", "WI"),
           ("New York", "NY"), ("North Carolina", "NC"), ("Tennessee", "TN")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"),
           ("Otago", "Otago"), ("Wellington", "Wellington"),
           ("Bay of Plenty", "BOP"), ("Northland", "Northland"),
           ("Southland", "Southland"), ("Hawke's Bay", "Hawke's Bay")],
}

COUNTRY_NAMES = {
    "GB": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
    "US": ["USA", "United States"],
    "CA": ["Canada"],
    "AU": ["Australia"],
    "NZ": ["New Zealand", "Aotearoa New Zealand"],
    "IE": ["Ireland", "Republic of Ireland"],
}
BIRTH_COUNTRIES = [
    "Poland", "Nigeria", "India", "Pakistan", "Philippines", "Somalia",
    "Romania", "Vietnam", "Syria", "Ghana", "Brazil", "Samoa", "Tonga", "Fiji",
    "Eritrea", "Zimbabwe", "Sri Lanka", "Iraq", "Afghanistan", "Ukraine",
    "China", "South Korea", "Mexico", "Portugal", "Italy", "Lithuania",
    "Bangladesh", "Kenya", "Ethiopia", "Sudan", "Colombia", "Jamaica",
]

STREET_STEMS = [
    "Elm", "Rowan", "Hawthorn", "Kingsley", "Mill", "Station", "Church",
    "Beacon", "Larch", "Priory", "Orchard", "Meadow", "Willow", "Quarry",
    "Tannery", "Heron", "Chapel", "Foundry", "Marlowe", "Juniper", "Cobden",
    "Ashgrove", "Bellfield", "Carrick", "Dunstan", "Fennel", "Glebe", "Harbour",
    "Ivy", "Jubilee", "Kestrel", "Laburnum", "Maitland", "Nightingale",
    "Osprey", "Paddock", "Redwood", "Sycamore", "Thistle", "Wattle",
    "Banksia", "Kowhai", "Pohutukawa", "Maple", "Birchwood", "Cedar",
    "Lakeshore", "Prospect", "Riverside", "Summerhill", "Waratah", "Totara",
]
STREET_SUFFIX = {
    "GB": ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Terrace",
           "Way", "Drive", "Gardens", "Court", "Rd", "St"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Way", "St", "Ave", "Blvd", "Dr"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
           "Way", "St", "Ave", "Rd"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court",
           "Drive", "St", "Rd", "Ave", "Pde"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive",
           "St", "Rd"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Close",
           "Heights", "Rd"],
}
ANTIPODEAN = ["Wattle", "Banksia", "Kowhai", "Pohutukawa", "Waratah", "Totara",
              "Tui", "Kowhai Park", "Bluegum"]
SCHOOL_EARLY = ["Nursery", "Early Learning"]
SCHOOL_JUNIOR = ["Primary", "Elementary", "National School", "Gaelscoil", "Kura", "Public School", "Intermediate", "Educate Together"]
SCHOOL_SENIOR = ["High School", "Secondary", "College", "Middle School", "Community School", "Intermediate"]
IRISH = ["Scoil Bhride Nua", "Ardmore Park"]
HOUSE_NAMES = ["Rose Cottage", "The Willows", "Hillcrest", "Tigh na Mara",
               "Orchard House", "Glenview", "Fernlea", "The Old Forge"]

HOSP_STEMS = [
    "Calderbrook", "Ashcombe", "Bellhaven", "Dunmore Vale", "Elderwood",
    "Fairmead", "Harrowfield", "Kilbride Park", "Larkspur", "Merriton",
    "Northgate", "Oakridge", "Penhallow", "Queensmere", "Ravensworth",
    "Silverdale", "Thornleigh", "Upperton", "Westmarch", "Yewbank",
    "Greystone", "Highmoor", "Lindenholme", "Marchbank", "Stonecross",
]
SAINTS = ["St Aldhelm's", "St Brannoc's", "St Ebba's", "St Cuthman's",
          "St Fillan's", "St Mochta's", "St Petroc's", "St Winifred's",
          "Our Lady of Kilmacarra", "St Enda's", "St Ita's"]
HOSP_KINDS = {
    "GB": ["General Hospital", "Children's Hospital", "Royal Infirmary",
           "University Hospital", "Neurorehabilitation Centre",
           "Community Hospital", "Child Development Centre"],
    "US": ["Medical Center", "Children's Hospital", "Rehabilitation Hospital",
           "Regional Medical Center", "University Hospital",
           "Children's Specialty Center", "Neuroscience Institute"],
    "CA": ["Health Centre", "Children's Treatment Centre", "General Hospital",
           "Rehabilitation Centre", "Regional Hospital"],
    "AU": ["Hospital", "Children's Hospital", "Base Hospital",
           "Rehabilitation Centre", "Health Service"],
    "NZ": ["Hospital", "Children's Health Centre", "Rehabilitation Unit",
           "Base Hospital"],
    "IE": ["University Hospital", "Children's Hospital",
           "Rehabilitation Hospital", "Regional Hospital", "General Hospital"],
}
WARDS = ["Kestrel Ward", "Puffin Ward", "Rowan Unit", "Bramble Ward",
         "Otter Ward", "Heron Day Unit", "Lighthouse Ward", "Kiwi Ward",
         "Wattlebird Ward", "Larch Unit", "Curlew Ward", "Sandpiper Ward"]
LABS = ["Motion Analysis Laboratory", "Gait Laboratory", "Gait Analysis Service",
        "Movement Science Lab", "Clinical Movement Laboratory"]
PRACTICE_KINDS = {
    "GB": ["Surgery", "Medical Practice", "Health Centre", "Medical Group"],
    "US": ["Family Medicine", "Pediatrics", "Primary Care", "Family Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre"],
}
PHARM_KINDS = ["Pharmacy", "Chemist", "Pharmacy & Compounding",
               "Community Pharmacy", "Drug Mart", "Apothecary"]

SCHOOL_KINDS = {
    "GB": ["Primary School", "Academy", "Special School", "High School",
           "C of E Primary School", "Community College", "Nursery"],
    "US": ["Elementary School", "Middle School", "High School",
           "Early Learning Center", "Academy"],
    "CA": ["Public School", "Elementary School", "Secondary School",
           "Catholic School"],
    "AU": ["Primary School", "State School", "College", "Specialist School",
           "Public School"],
    "NZ": ["School", "Primary School", "Kura", "College", "Intermediate"],
    "IE": ["National School", "Community School", "Educate Together NS",
           "Special School", "Gaelscoil"],
}
SCHOOL_STEMS = ["Larkhill", "Meadowbank", "Foxwood", "Brookfield", "Holmwood",
                "Cherry Tree", "Highfield", "Woodlands", "Kingfisher",
                "Sunnybank", "Bramblefield", "Clearview", "Tui", "Kowhai Park",
                "Bluegum", "Maplewood", "Scoil Bhride Nua", "Ardmore Park"]
EMPLOYER_KINDS = ["Logistics", "Construction Ltd", "Plumbing & Heating",
                  "Engineering", "Foods", "Building Supplies", "Freight",
                  "Dairy Co-op", "Motors", "Print & Design", "Cleaning Services",
                  "Haulage", "Landscaping", "Builders", "Accounting Group"]
EMPLOYER_STEMS = ["Brennan", "Harwood", "Northline", "Bluestone", "Pacifica",
                  "Redgate", "Summit", "Ironbark", "Kelso", "Ridgeway",
                  "Tidewater", "Granite", "Oakmere", "Southport", "Kahu"]
SUPPLIERS = ["Stridewell Orthotics Ltd", "Keystone Orthotic Services",
             "Balance Point Orthotics", "PedalForm Orthotic Lab",
             "Anchor Bracing Co", "Southern Cross Orthotics Pty Ltd",
             "Kiwi Limb & Brace", "Atlantic Orthotic Solutions",
             "Summit O&P", "Maple Leaf Bracing Inc"]
CHARITIES = ["Kelmscombe Cerebral Palsy Trust", "Brightsteps Family Support",
             "Open Door Carers Network", "Little Movers Charity",
             "Stroke Recovery Circle", "MS Friends of the Vale",
             "Pellingham Brain Injury Social Club",
             "Hand in Hand Respite Trust", "Kids Move Foundation"]
INSURERS = {
    "US": ["Bluewater Health Plan", "Keystone Mutual Health",
           "Pinecrest Medicaid Managed Care", "Harborview Health Partners",
           "Summit Shield Insurance"],
    "AU": ["Southern Cross Wellbeing Fund", "Coral Health Mutual",
           "Bluegum Health Insurance"],
    "IE": ["Shannonside Health Cover", "Emerald Mutual Health"],
    "CA": ["Northern Lights Benefits", "Maplecrest Group Insurance"],
    "NZ": ["Tui Health Cover", "Aotea Mutual"],
    "GB": ["Wessex Private Health", "Albion Medical Cover"],
}
TRANSPORT = ["Kingsway Patient Transport", "CareCab Services",
             "SafeRide Accessible Taxis", "Harbour Community Transport",
             "Bluebird Access Vans"]
LANDMARKS = ["Harcourt Retail Park", "the Bellhaven Leisure Centre",
             "Mercer Memorial Park", "Kingfisher Shopping Centre",
             "the Old Clocktower", "Tollgate Roundabout", "Wexley Reservoir",
             "the Marina car park", "Lindenholme Library",
             "Ravensworth Community Hall"]
BUILDINGS = ["Cedar Building", "Jubilee Wing", "Maple Block", "Harbour Wing",
             "Rowan House", "Elm Pavilion", "Thornleigh Annex", "Kowhai Block",
             "Waratah Building", "Linden Wing"]

PROFESSIONS = [
    "bus driver", "primary school teacher", "electrician", "warehouse operative",
    "accountant", "chef", "plasterer", "software developer", "farmer",
    "hairdresser", "retail assistant", "taxi driver", "postal worker",
    "civil engineer", "solicitor", "carpenter", "dairy farmer",
    "sheep shearer", "fisherman", "train conductor", "mechanic", "HGV driver",
    "librarian", "police officer", "firefighter", "landscape gardener",
    "dental receptionist", "call centre operator", "barista", "IT consultant",
    "architect", "plumber", "baker", "painter and decorator", "lorry driver",
    "bank clerk", "university lecturer", "graphic designer", "forklift driver",
    "office cleaner", "shop manager", "builder", "welder", "tiler", "joiner",
    "roofer", "lab technician", "paralegal", "sales representative",
    "real estate agent", "truck driver", "construction worker", "cook",
    "butcher", "tailor", "musician", "journalist", "physics teacher",
    "courier", "security guard", "delivery driver", "scaffolder",
    "bookkeeper", "childminder", "stonemason", "data analyst",
]

LANGUAGES = ["Polish", "Arabic", "Urdu", "Punjabi", "Somali", "Romanian",
             "Vietnamese", "Mandarin", "Cantonese", "Tigrinya", "Samoan",
             "Tongan", "Portuguese", "Farsi", "Dari", "Ukrainian", "Spanish",
             "Irish", "Te Reo Maori", "Bengali", "Tamil", "Amharic"]
