"""Invented value pools for the dev68_en generator.

Every name, place, organisation and identifier format here was written for this set.
Town, street, clinic and company names are made up; US state names, UK counties and
Australian states are real administrative areas (they are categories, not people).
"""

FEMALE_FIRST = [
    "Mary", "Aisha", "Priya", "Mei", "Ngozi", "Siobhan", "Fatima", "Olga", "Lucia", "Yuki",
    "Hana", "Ana", "Chloe", "Grace", "Hope", "Rose", "Joy", "Faith", "Dawn", "Ruby", "Ivy",
    "Maeve", "Anjali", "Deepa", "Sunita", "Xiu", "Linh", "Thuy", "Min-ji", "Seo-yeon",
    "Amara", "Chiamaka", "Abena", "Efua", "Hodan", "Leila", "Yasmin", "Zofia", "Agnieszka",
    "Giulia", "Eleni", "Carmen", "Marisol", "Rosario", "Maricel", "Aroha", "Moana", "Ines",
    "Svetlana", "Elif", "Shanice", "Tamika", "Bronwyn", "Kylie", "Sharon", "Margaret",
    "Doreen", "Eileen", "Harriet", "Beatrice", "Olive", "Winifred", "Agnes", "Nia",
    "Rhiannon", "Catriona", "Isla", "Freya", "Sophie", "Megan", "Emily", "Jessica", "Lauren",
    "Kayla", "Brianna", "Keisha", "Ayesha", "Noor", "Farah", "Sakura", "Naomi", "Esther",
    "Miriam", "Rachel", "Tova", "Summer", "Sunny", "Autumn", "Pearl", "Iris", "Violet",
    "Elizabeth", "Katherine", "Dorothy", "Josephine", "Susan", "Rebecca", "Victoria",
]

MALE_FIRST = [
    "John", "Will", "Frank", "Miles", "Hunter", "Mason", "Rajesh", "Arjun", "Imran", "Tariq",
    "Wei", "Jun", "Minh", "Duc", "Ji-ho", "Hiroshi", "Kenji", "Chukwuemeka", "Obinna",
    "Kwame", "Kofi", "Abdi", "Omar", "Yusuf", "Khalid", "Piotr", "Tomasz", "Marco",
    "Giorgos", "Nikos", "Javier", "Mateo", "Luis", "Jose", "Carlos", "Rodel", "Tane",
    "Sione", "Joao", "Dmitri", "Mehmet", "Emre", "Desmond", "Tyrone", "DeShawn", "Darnell",
    "Bruce", "Craig", "Shane", "Gary", "Trevor", "Nigel", "Colin", "Graham", "Alistair",
    "Hamish", "Callum", "Rhys", "Dafydd", "Owen", "Liam", "Connor", "Declan", "Patrick",
    "Seamus", "George", "Harold", "Albert", "Arthur", "Walter", "Ernest", "Stanley",
    "Eugene", "Raymond", "Leon", "Isaac", "Levi", "Noah", "Ethan", "Tyler", "Brandon",
    "Jamal", "Malik", "Hamza", "Bilal", "Sanjay", "Vikram", "Robert", "William", "Thomas",
    "Anthony", "Michael", "Francis", "Henry", "Theodore", "Edward", "Alexander", "Christopher",
    "Rowan", "Forrest", "Cliff", "Dale", "Glen", "Rusty", "Sonny",
]

NICKNAMES = {
    "Robert": ["Bob", "Bobby", "Rob"], "William": ["Bill", "Billy", "Will"],
    "Thomas": ["Tom", "Tommy"], "Anthony": ["Tony"], "Michael": ["Mick", "Mike"],
    "Francis": ["Frank", "Frankie"], "Henry": ["Harry", "Hal"], "Theodore": ["Theo", "Ted"],
    "Edward": ["Ted", "Eddie", "Ned"], "Alexander": ["Sandy", "Alex", "Xander"],
    "Christopher": ["Kit", "Chris"], "Elizabeth": ["Betty", "Liz", "Lizzie", "Bess"],
    "Katherine": ["Kate", "Kitty", "Kath"], "Dorothy": ["Dot", "Dottie"],
    "Josephine": ["Jo", "Josie"], "Susan": ["Sue", "Susie"], "Rebecca": ["Becky", "Bex"],
    "Victoria": ["Tori", "Vicky"], "Margaret": ["Peggy", "Maggie", "Meg"],
    "Patrick": ["Paddy"], "Chukwuemeka": ["Emeka"], "Rajesh": ["Raj"], "Giorgos": ["George"],
    "Agnieszka": ["Aga"], "Seamus": ["Shay"], "Alistair": ["Ali"], "Harold": ["Harry"],
    "Raymond": ["Ray"], "Stanley": ["Stan"], "Walter": ["Wally"], "Albert": ["Bertie"],
    "Beatrice": ["Bea"], "Winifred": ["Winnie"], "Harriet": ["Hattie"], "Eugene": ["Gene"],
}

SURNAMES = [
    "Smith", "Okafor", "Nguyen", "Patel", "Kowalski", "O'Brien", "MacLeod", "Jones",
    "Williams", "Davies", "Evans", "Hughes", "Murphy", "Kelly", "Walsh", "Chen", "Wang",
    "Zhang", "Tran", "Pham", "Kim", "Park", "Choi", "Tanaka", "Sato", "Nakamura", "Adeyemi",
    "Mensah", "Boateng", "Asante", "Abdullahi", "Hassan", "Ali", "Khan", "Hussain", "Rahman",
    "Chaudhry", "Sharma", "Gupta", "Singh", "Iyer", "Reddy", "Nair", "Novak", "Wisniewski",
    "Rossi", "Bianchi", "Esposito", "Papadopoulos", "Georgiou", "Garcia", "Rodriguez",
    "Hernandez", "Lopez", "Santos", "Reyes", "Dela Cruz", "Ngata", "Tuilagi", "Fonoti",
    "Pereira", "Costa", "Ivanova", "Petrov", "Yilmaz", "Demir", "Johnson", "Brown", "Taylor",
    "Wilson", "Thompson", "White", "Harris", "Clarke", "Robinson", "Wright", "Walker",
    "Bishop", "Ward", "Long", "Best", "Hope", "Rose", "Baker", "Cook", "Mason", "Hunter",
    "Young", "King", "Price", "Bell", "Hill", "Green", "Gray", "Hart", "Fox", "Stone",
    "Marsh", "Parks", "Banks", "Lane", "Wood", "Field", "Fairweather", "Goodchild",
    "Whitlock", "Pemberton", "Ashdown", "Ferreira", "Okonkwo", "Eze", "Nwosu", "Abebe",
    "Tesfaye", "Haile", "Warsame", "Farah", "Jama", "Kaur", "Gill", "Dhillon", "Sandhu",
    "Lim", "Tan", "Goh", "Wong", "Lau", "Cheung", "Vo", "Huynh", "Doan", "Kovacs",
    "Horvath", "Schmidt", "Becker", "Muller", "Jansen", "De Vries", "Larsen", "Nilsson",
    "Lindqvist", "Moreau", "Dubois", "Lefebvre", "Quinn", "Doyle", "Byrne", "Duffy",
    "Fitzgerald", "McAllister", "Drummond", "Sinclair", "Cunningham", "Ellison", "Holloway",
    "Prendergast", "Winterbottom", "Featherstone", "Blackwood", "Ridley", "Abernathy",
    "Castellano", "Okoro", "Achterberg", "Mbatha", "Oyelaran", "Sowande", "Tiwari",
    "Venkatesan", "Balasubramaniam", "Fairbairn", "Strachan", "Penhaligon", "Trelawny",
    "Carmody", "Gallagher", "Maddox", "Sweet", "Little", "Church", "Moon", "Day", "Frost",
]

# ---------------------------------------------------------------- places
US_STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Kansas", "KS"), ("Maine", "ME"),
    ("Michigan", "MI"), ("Georgia", "GA"), ("Texas", "TX"), ("Arizona", "AZ"),
    ("Minnesota", "MN"), ("Iowa", "IA"), ("Nebraska", "NE"), ("Kentucky", "KY"),
    ("Virginia", "VA"), ("Colorado", "CO"), ("Wisconsin", "WI"), ("Missouri", "MO"),
    ("New Mexico", "NM"), ("North Carolina", "NC"), ("Pennsylvania", "PA"),
    ("Massachusetts", "MA"), ("Washington", "WA"), ("Tennessee", "TN"), ("Idaho", "ID"),
]
US_TOWNS = [
    "Marlow Springs", "Cedar Hollow", "North Kessel", "Brannock", "Eastfield Falls",
    "Port Ellery", "Wyndham Ridge", "Halvern", "Oakmere Heights", "Sutter's Bend",
    "Lark City", "Grayson Mills", "Pine Harrow", "New Tessaly", "Fort Callan", "Bellweather",
    "Dunmore Creek", "Silverlode", "Amberley Junction", "Harlan Flats", "Mercer Point",
    "Quillan", "South Ardmore", "Tobias Lake", "Whitcombe", "Redfern Valley", "Osgood Park",
]
US_COUNTIES = ["Halvern County", "Tamsin County", "Greer County", "Ossory County",
               "Lindell County", "Brackett County"]

UK_TOWNS = [
    "Oakmere", "Little Thornby", "Brackenford", "Wexley", "Hollinsworth", "Market Dunsby",
    "Castlegate", "Ashcombe", "Fellbridge", "Penwyn", "Aberlas", "Kilbrannan", "Dunmarrow",
    "Saltby Bay", "Crowmarsh End", "Westholm", "Eddlestow", "Nether Copley", "Stanmoor",
    "Upper Haddon", "Caerwyth", "Blackstoke", "Thistleby", "Gorebridge Mill",
]
UK_COUNTIES = ["Northamptonshire", "Cumbria", "Devon", "Lincolnshire", "Shropshire",
               "North Yorkshire", "Kent", "Norfolk", "Powys", "Fife", "Dorset", "Lancashire"]

AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]
AU_TOWNS = [
    "Wattle Creek", "Bayview Heights", "Kurrajong Flat", "Yarrabee", "Bellbird Ridge",
    "Port Darrow", "Tallong Vale", "Mount Eyrie", "Warrigal Springs", "Coorabin",
    "Nullamba", "Gidgee Creek", "Bungaree Heights", "Marrickvale", "Lilyfield Downs",
    "Carrabin Bay", "Echo Hills", "Tooradin West", "Ironbark Gully",
]

STREET_STEMS = [
    "Larkspur", "Kestrel", "Cobble", "Thistle", "Marigold", "Wexford", "Ashby", "Juniper",
    "Halcyon", "Pennywhistle", "Sorrel", "Tamarind", "Quarry", "Mill", "Fenwick", "Orchard",
    "Hawthorn", "Rookery", "Copperfield", "Gannet", "Sedgewick", "Maple", "Elm", "Chestnut",
    "Foundry", "Tanner", "Bridle", "Lantern", "Pilgrim", "Heron", "Saddler", "Wren",
    "Clover", "Barley", "Ferndale", "Kingfisher", "Millrace", "Tollgate", "Osprey",
]
AU_STREET_STEMS = ["Bellbird", "Wattle", "Banksia", "Coolabah", "Kookaburra", "Paddock",
                   "Ironbark", "Grevillea", "Jacaranda", "Lorikeet", "Waratah", "Bottlebrush"]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
             "Court", "Ct", "Way", "Boulevard", "Blvd", "Place", "Terrace", "Pike"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Mews", "Grove",
             "Way", "Avenue", "Drive", "Row", "Walk"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Cres", "Court", "Avenue",
             "Ave", "Place", "Circuit", "Close"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Hillview", "Meadowbank", "Ivy House",
                  "The Granary", "Willow Barn", "Sunnyside"]

COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "Somalia", "India", "Pakistan",
             "Bangladesh", "Vietnam", "the Philippines", "Jamaica", "Ireland", "Greece",
             "Italy", "Turkey", "Mexico", "Brazil", "Kenya", "Ethiopia", "Sri Lanka",
             "China", "South Korea", "Japan", "New Zealand", "Samoa", "Tonga", "Canada",
             "Spain", "Egypt", "Thailand", "Peru", "Zimbabwe", "Ukraine", "Romania"]

# ---------------------------------------------------------------- care sites
US_CLINIC_PATTERNS = ["{town} Family Medicine", "{town} Primary Care", "{town} Internal Medicine Associates",
                      "{town} Community Health Center", "{stem} Street Clinic",
                      "{town} Medical Group", "{stem} Valley Family Practice"]
UK_CLINIC_PATTERNS = ["{town} Surgery", "{town} Medical Practice", "{stem} House Surgery",
                      "{town} Health Centre", "The {stem} Practice", "{stem} Lane Medical Centre"]
AU_CLINIC_PATTERNS = ["{town} Medical Centre", "{town} Family Practice", "{stem} Street Clinic",
                      "{town} General Practice", "{stem} Health Hub"]
US_HOSPITALS = ["Halvern Valley Medical Center", "St. Brendan's Hospital", "Mercy Ridge Hospital",
                "Port Ellery General", "Lakeshore Regional Medical Center",
                "Cedar Hollow Memorial Hospital", "Our Lady of the Pines Hospital",
                "Grayson Mills University Hospital", "Fort Callan VA Clinic",
                "Bellweather Children's Hospital", "Tobias Lake Heart Institute"]
UK_HOSPITALS = ["Royal Brannock Infirmary", "Westbury General Hospital", "St Aldhelm's Hospital",
                "Fellbridge Community Hospital", "Oakmere District General Hospital",
                "Queen Matilda Hospital", "Kilbrannan Royal Infirmary", "Castlegate Eye Unit",
                "Ashcombe Memorial Hospital", "Penwyn Cottage Hospital"]
AU_HOSPITALS = ["Bayview Private Hospital", "Port Darrow Base Hospital", "Mount Eyrie Hospital",
                "Wattle Creek District Hospital", "St Columba's Private Hospital",
                "Warrigal Springs Health Service", "Royal Coorabin Hospital"]
WARD_NAMES = ["Rowan Ward", "Larch Ward", "Kingfisher Unit", "Heron Ward", "Maple Unit",
              "Banksia Ward", "Daffodil Suite", "Oakleaf Day Unit"]
CARE_HOMES = ["Meadowbank Care Home", "Larkhill Lodge", "The Willows Nursing Home",
              "Sunnybrae Residential Care", "Brookside Manor", "Harbourlight Aged Care",
              "Elmstead House"]
PHARMACIES = {
    "US": ["Rexford Drug", "Halvern Pharmacy", "Corner Apothecary", "Pine Harrow Rx",
           "ValuMed Pharmacy #214", "Lark City Drug & Gift"],
    "UK": ["Linden Pharmacy", "Wexley Chemists", "Castlegate Pharmacy", "Boyd & Heald Chemist",
           "Thistleby Pharmacy"],
    "AU": ["Wattle Creek Pharmacy", "Bayview Discount Chemist", "Gidgee Creek Pharmacy",
           "Yarrabee Pharmacy", "Port Darrow Chemist"],
}

EMPLOYERS = ["Tamsin Freight", "Northgate Logistics", "Halvern Steelworks", "Brightwater Foods",
             "Calder & Finch Solicitors", "Pemberton Builders", "Kessel Auto Repair",
             "Quarry Lane Bakery", "Oakmere Borough Council", "Silverlode Mining Co",
             "Harbourside Fisheries", "Greenway Landscaping", "Marrow & Pike Insurance",
             "Lark City Transit", "Redfern Valley Dairy", "Copperfield Electrical",
             "Ferndale Call Centre", "Bellbird Childcare", "Ashdown Hotel Group",
             "Westholm Garden Centre", "Coorabin Shire Council", "Nullamba Vineyards"]
SCHOOLS = ["Brannock High School", "St Aidan's Primary School", "Wexley Academy",
           "Cedar Hollow Middle School", "Port Darrow State School", "Hollinsworth College",
           "Yarrabee Public School", "Eddlestow Grammar"]
CHURCHES = ["Grace Fellowship Church", "St Jude's Parish", "Bethel Tabernacle",
            "Al-Noor Mosque", "Beth Shalom Synagogue", "Sri Murugan Temple"]
OTHER_ORGS = ["Wexley Bowls Club", "Halvern Community Gym", "Port Darrow Community Shed",
              "Thistleby Walking Group", "Oakmere Rowing Club", "Cedar Hollow Senior Center",
              "Brackenford Food Bank"]
US_INSURERS = ["Bluepeak Health Plans", "Meridian Mutual", "Caldera Care Plan",
               "Harbor Lakes Health", "Keystone Crest Insurance", "Summit Ridge Health"]
AU_FUNDS = ["Wattlebrook Health Fund", "Southern Reef Mutual Health", "Coastline Health Insurance"]
UK_INSURERS = ["Ashgrove Health Insurance", "Kingsmead Medical Cover"]
LANDMARKS = ["Holloway Tower", "the Old Corn Exchange", "Ridgeway Shopping Centre",
             "Pelham Park", "the Gasworks footbridge", "Kessel Street Bridge",
             "Marlow Springs Mall", "Anchor Quay", "the Clocktower", "Lantern Hill Lookout",
             "Tallong Vale Showgrounds", "St Aldhelm's Church car park", "the Ferris Mill"]

PROFESSIONS = [
    "welder", "primary school teacher", "teacher", "bus driver", "plumber", "electrician",
    "accountant", "software developer", "cleaner", "warehouse operative", "forklift driver",
    "dairy farmer", "farmer", "chef", "line cook", "barista", "hairdresser", "carpenter",
    "bricklayer", "roofer", "postal worker", "retail assistant", "cashier", "taxi driver",
    "truck driver", "miner", "fisherman", "security guard", "librarian", "solicitor",
    "lawyer", "paralegal", "dental hygienist", "care worker", "home health aide",
    "childcare worker", "painter and decorator", "mechanic", "firefighter", "police officer",
    "civil engineer", "architect", "graphic designer", "journalist", "bartender",
    "real estate agent", "labourer", "landscaper", "gardener", "tiler", "seamstress",
    "machinist", "data entry clerk", "call centre agent", "university lecturer",
    "pharmacist", "shearer", "crane operator", "florist", "butcher", "baker", "cook",
    "hospital porter", "sheet metal worker", "train conductor", "airline pilot",
    "veterinary nurse", "social worker", "nurse", "scaffolder", "bookkeeper", "stonemason",
]

# ---------------------------------------------------------------- clinical (not PHI)
PMH_ITEMS = [
    ("Type 2 diabetes mellitus", "E11.9"), ("Essential hypertension", "I10"),
    ("Hyperlipidaemia", "E78.5"), ("Hypothyroidism", "E03.9"), ("Asthma, mild persistent", "J45.30"),
    ("COPD", "J44.9"), ("Atrial fibrillation", "I48.91"), ("Osteoarthritis of knee", "M17.9"),
    ("Gout", "M10.9"), ("GERD", "K21.9"), ("Major depressive disorder, recurrent", "F33.1"),
    ("Generalized anxiety disorder", "F41.1"), ("CKD stage 3a", "N18.31"),
    ("Obesity, BMI 35-39.9", "E66.01"), ("Iron deficiency anaemia", "D50.9"),
    ("Parkinson's disease", "G20"), ("Hashimoto's thyroiditis", "E06.3"),
    ("Barrett's oesophagus", "K22.70"), ("Crohn's disease of small intestine", "K50.00"),
    ("Graves' disease", "E05.00"), ("Bell's palsy", "G51.0"), ("Raynaud's syndrome", "I73.00"),
    ("Dupuytren's contracture", "M72.0"), ("Baker's cyst, right knee", "M71.21"),
    ("Alzheimer's disease, late onset", "G30.1"), ("Carpal tunnel syndrome", "G56.00"),
    ("Benign prostatic hyperplasia", "N40.0"), ("Osteoporosis", "M81.0"),
    ("Heart failure with reduced EF", "I50.22"), ("Obstructive sleep apnoea", "G47.33"),
    ("Migraine without aura", "G43.009"), ("Psoriasis", "L40.0"), ("Vitamin D deficiency", "E55.9"),
    ("Peripheral neuropathy", "G62.9"), ("Polymyalgia rheumatica", "M35.3"),
    ("Cushing's syndrome (iatrogenic)", "E24.2"), ("Addison's disease", "E27.1"),
    ("Down syndrome", "Q90.9"), ("Ehlers-Danlos syndrome", "Q79.60"),
    ("Tobacco use disorder", "F17.210"), ("Prediabetes", "R73.03"),
    ("Chronic low back pain", "M54.50"), ("Sjogren's syndrome", "M35.00"),
]

MEDS = [
    ("metformin", "1000 mg", "BID"), ("lisinopril", "20 mg", "daily"), ("atorvastatin", "40 mg", "nightly"),
    ("amlodipine", "5 mg", "daily"), ("levothyroxine", "75 mcg", "daily before breakfast"),
    ("omeprazole", "20 mg", "daily"), ("sertraline", "50 mg", "daily"), ("apixaban", "5 mg", "BID"),
    ("metoprolol succinate", "50 mg", "daily"), ("furosemide", "40 mg", "every morning"),
    ("salbutamol 100 mcg inhaler", "2 puffs", "PRN"), ("tiotropium", "18 mcg", "inhaled daily"),
    ("allopurinol", "300 mg", "daily"), ("ramipril", "5 mg", "OD"), ("bisoprolol", "2.5 mg", "OD"),
    ("gabapentin", "300 mg", "TDS"), ("paracetamol", "1 g", "QDS PRN"), ("empagliflozin", "10 mg", "daily"),
    ("insulin glargine", "22 units", "at bedtime"), ("semaglutide", "0.5 mg", "weekly SC"),
    ("colecalciferol", "1000 units", "daily"), ("alendronic acid", "70 mg", "weekly"),
    ("tamsulosin", "400 mcg", "OD"), ("sitagliptin", "100 mg", "daily"), ("prednisolone", "5 mg", "OD"),
    ("rosuvastatin", "10 mg", "daily"), ("losartan", "50 mg", "daily"), ("escitalopram", "10 mg", "daily"),
    ("hydrochlorothiazide", "25 mg", "daily"), ("montelukast", "10 mg", "nightly"),
    ("budesonide/formoterol 200/6", "2 puffs", "BID"), ("ferrous sulfate", "325 mg", "every other day"),
    ("warfarin", "per INR", "daily"), ("donepezil", "5 mg", "nocte"), ("levodopa/carbidopa 25/100", "1 tab", "TID"),
    ("carbimazole", "10 mg", "OD"), ("mesalazine", "2.4 g", "daily"), ("naproxen", "500 mg", "BID PRN"),
]
ALLERGIES = ["NKDA", "penicillin (rash)", "sulfa drugs (hives)", "codeine (nausea)",
             "latex", "NKA", "amoxicillin - anaphylaxis 1990s", "ACE inhibitor (cough)",
             "shellfish", "no known drug allergies"]

TITLES_F = ["Mrs", "Ms", "Miss"]
TITLES_M = ["Mr"]
