"""Fictional PHI pools for dev203_en (author 203). Pure data, ASCII only."""

FEMALE = [
    "Olivia", "Charlotte", "Mia", "Amelia", "Chloe", "Sienna", "Grace", "Zoe", "Kylie", "Tracey",
    "Michelle", "Leanne", "Karen", "Sharon", "Deborah", "Narelle", "Joanne", "Bronwyn", "Margaret",
    "Dorothy", "Joan", "Beryl", "Mai", "Linh", "Huong", "Mei", "Xiaoling", "Yan", "Priya", "Anjali",
    "Deepika", "Harpreet", "Eleni", "Despina", "Georgia", "Giulia", "Rosa", "Carmela", "Fatima",
    "Layla", "Mariam", "Maricel", "Jocelyn", "Genevieve", "Marie-Claude", "Isabelle", "Chantal",
    "Brittany", "Kayla", "Shannon", "Heather", "Colleen", "Tamara", "Rhiannon", "Aroha", "Talei",
    "Nadia", "Oksana", "Agnieszka", "Ji-woo", "Soo-jin", "Yuki", "Amara", "Chiamaka", "Hana",
    "Elizabeth", "Patricia", "Susan", "Catherine", "Rebecca", "Jennifer", "Wendy", "Lorraine",
    "Krystal", "Jade", "Tahlia", "Monique", "Sophie", "Ingrid", "Natasha", "Roxanne", "Dianne",
]
MALE = [
    "Jack", "Liam", "Noah", "Lachlan", "Cooper", "Mitchell", "Brett", "Darren", "Shane", "Wayne",
    "Craig", "Glenn", "Trevor", "Keith", "Barry", "Kevin", "Bruce", "Ross", "Minh", "Tuan", "Hung",
    "Wei", "Jun", "Raj", "Arjun", "Gurpreet", "Sanjay", "Nikos", "Dimitri", "Giuseppe", "Marco",
    "Ahmed", "Omar", "Khalil", "Rodrigo", "Jean-Luc", "Mathieu", "Francois", "Pierre", "Tyler",
    "Dylan", "Brendan", "Connor", "Declan", "Jordan", "Kieran", "Wiremu", "Sione", "Tevita",
    "Mehmet", "Bogdan", "Piotr", "Hyun-woo", "Kenji", "Kwame", "Emeka", "Tariq", "Farhan",
    "William", "Robert", "Richard", "Thomas", "Michael", "Anthony", "Edward", "Stephen", "Geoffrey",
    "Colin", "Graham", "Neville", "Warren", "Clinton", "Rhys", "Hamish", "Angus", "Duncan", "Gordon",
]
SURNAMES = [
    "Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Tran", "Le", "Pham", "Chen",
    "Wang", "Li", "Zhang", "Liu", "Huang", "Patel", "Singh", "Sharma", "Kaur", "Gill", "Papadopoulos",
    "Nikolaidis", "Karagiannis", "Rossi", "Russo", "Romano", "Esposito", "Haddad", "Khoury", "Nasser",
    "O'Brien", "O'Connor", "McDonald", "MacLeod", "Fraser", "Campbell", "Murray", "Kelly", "Ryan",
    "Walsh", "Byrne", "Tremblay", "Gagnon", "Roy", "Cote", "Bouchard", "Gauthier", "Morin", "Lavoie",
    "Fortin", "Pelletier", "Cardinal", "Whitford", "Harrop", "Pemberton", "Ashworth", "Thornbury",
    "Kowalski", "Nowak", "Petrovic", "Jovanovic", "Sato", "Tanaka", "Kim", "Park", "Lee", "Santos",
    "Reyes", "Cruz", "Bautista", "Okafor", "Adeyemi", "Mensah", "Abebe", "Dhillon", "Sandhu", "Grewal",
    "Ahmadi", "Hosseini", "van der Berg", "De Silva", "Fernando", "Perera", "Jayasuriya", "McKenzie",
    "Ferguson", "Drummond", "Beaumont", "Lachance", "Tremblay-Roy", "Whitehorse", "Bellamy",
    "Greenaway", "Kilpatrick", "Moana", "Tuilagi", "Fifita", "Yilmaz", "Demir", "Shevchenko",
    "Kovalenko", "Horvath", "Lindqvist", "Andersen", "Halloran", "Costello", "Sheehan", "Ridgeway",
    "Okonkwo", "Chatterjee", "Iyer", "Menon", "Nair", "Rahman", "Chowdhury", "Begum", "Lam", "Ho",
    "Vu", "Dang", "Bui", "Sinclair", "Pickering", "Blackwood", "Redfern", "Carmody", "Doherty",
]
NICK = {
    "William": "Bill", "Robert": "Bob", "Richard": "Dick", "Thomas": "Tom", "Michael": "Mick",
    "Anthony": "Tony", "Edward": "Ted", "Stephen": "Steve", "Geoffrey": "Geoff", "Elizabeth": "Liz",
    "Patricia": "Trish", "Margaret": "Peggy", "Susan": "Sue", "Catherine": "Cathy", "Rebecca": "Bec",
    "Jennifer": "Jen", "Dorothy": "Dot", "Gordon": "Gordie", "Dimitri": "Jim", "Giuseppe": "Joe",
    "Nikos": "Nick", "Deborah": "Deb", "Lachlan": "Lachie", "Kevin": "Kev", "Bronwyn": "Bron",
    "Christopher": "Chris", "Mathieu": "Matt", "Francois": "Frank", "Jocelyn": "Joss",
}

AU_PLACES = [
    ("Parramatta", "NSW", "2150"), ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"),
    ("Dubbo", "NSW", "2830"), ("Orange", "NSW", "2800"), ("Tamworth", "NSW", "2340"),
    ("Penrith", "NSW", "2750"), ("Gosford", "NSW", "2250"), ("Geelong", "VIC", "3220"),
    ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Frankston", "VIC", "3199"),
    ("Mildura", "VIC", "3500"), ("Traralgon", "VIC", "3844"), ("Toowoomba", "QLD", "4350"),
    ("Townsville", "QLD", "4810"), ("Cairns", "QLD", "4870"), ("Ipswich", "QLD", "4305"),
    ("Gladstone", "QLD", "4680"), ("Bundaberg", "QLD", "4670"), ("Launceston", "TAS", "7250"),
    ("Hobart", "TAS", "7000"), ("Devonport", "TAS", "7310"), ("Darwin", "NT", "0800"),
    ("Alice Springs", "NT", "0870"), ("Bunbury", "WA", "6230"), ("Fremantle", "WA", "6160"),
    ("Mandurah", "WA", "6210"), ("Geraldton", "WA", "6530"), ("Mount Gambier", "SA", "5290"),
    ("Whyalla", "SA", "5600"), ("Port Augusta", "SA", "5700"), ("Canberra", "ACT", "2600"),
    ("Belconnen", "ACT", "2617"), ("Wagga Wagga", "NSW", "2650"), ("Shepparton", "VIC", "3630"),
]
AU_STATE_FULL = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "TAS": "Tasmania",
    "NT": "Northern Territory", "WA": "Western Australia", "SA": "South Australia",
    "ACT": "Australian Capital Territory",
}
AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08", "WA": "08", "NT": "08"}

CA_PLACES = [
    ("Mississauga", "ON", "L5M", "905"), ("Hamilton", "ON", "L8P", "905"), ("Kingston", "ON", "K7L", "613"),
    ("Sudbury", "ON", "P3E", "705"), ("Thunder Bay", "ON", "P7B", "807"), ("London", "ON", "N6A", "519"),
    ("Barrie", "ON", "L4M", "705"), ("Toronto", "ON", "M4W", "416"), ("Ottawa", "ON", "K1N", "613"),
    ("Kelowna", "BC", "V1Y", "250"), ("Kamloops", "BC", "V2C", "250"), ("Nanaimo", "BC", "V9R", "250"),
    ("Surrey", "BC", "V3T", "604"), ("Burnaby", "BC", "V5H", "604"), ("Red Deer", "AB", "T4N", "403"),
    ("Lethbridge", "AB", "T1J", "403"), ("Edmonton", "AB", "T5J", "780"), ("Calgary", "AB", "T2P", "403"),
    ("Saskatoon", "SK", "S7K", "306"), ("Regina", "SK", "S4P", "306"), ("Brandon", "MB", "R7A", "204"),
    ("Winnipeg", "MB", "R3C", "204"), ("Moncton", "NB", "E1C", "506"), ("Fredericton", "NB", "E3B", "506"),
    ("Halifax", "NS", "B3H", "902"), ("Truro", "NS", "B2N", "902"), ("Charlottetown", "PE", "C1A", "902"),
    ("St. John's", "NL", "A1C", "709"), ("Sherbrooke", "QC", "J1H", "819"), ("Gatineau", "QC", "J8Y", "819"),
    ("Whitehorse", "YT", "Y1A", "867"), ("Prince George", "BC", "V2L", "250"),
]
CA_PROV_FULL = {
    "ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "SK": "Saskatchewan", "MB": "Manitoba",
    "NB": "New Brunswick", "NS": "Nova Scotia", "PE": "Prince Edward Island", "NL": "Newfoundland",
    "QC": "Quebec", "YT": "Yukon",
}

STREET_NAMES = [
    "Banksia", "Wattle", "Ironbark", "Bottlebrush", "Kookaburra", "Hillcrest", "Riverview", "Ocean",
    "Station", "Church", "Victoria", "Albert", "Railway", "Bridge", "Queen", "King", "Elizabeth",
    "Maple", "Birchwood", "Cedar", "Lakeshore", "Dundas", "Harbour", "Pinecrest", "Willow", "Oak",
    "Sunset", "Mountain View", "Ridge", "Forest", "Glenview", "Parkside", "Wharf", "Colonial",
    "Fitzroy", "Macquarie", "Heritage", "Sandpiper", "Coral", "Tamarack", "Spruce", "Aspen",
]
AU_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Crescent", "Cres",
                   "Court", "Ct", "Terrace", "Tce", "Drive", "Dr", "Close", "Way", "Lane", "Highway"]
CA_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Boulevard", "Blvd", "Crescent",
                   "Drive", "Dr", "Court", "Way", "Lane", "Line", "Trail", "Place", "Sideroad"]

AU_HOSPITALS = [
    "Coralview Base Hospital", "St Brigid's Private Hospital", "Greater Illawarra Hospital",
    "Hawkesbury Ridge Hospital", "Port Curtis Regional Hospital", "Yarra Bend Private Hospital",
    "Blackwood General Hospital", "Banksia Hills Hospital", "Kingfisher Coast Hospital",
    "Tasman Bay Hospital", "Red Gum Valley Hospital", "Mount Ainslie Private",
    "Saltwater District Hospital", "Northern Rivers Base Hospital", "Lady Clementine Hospital",
]
AU_DAY_CENTRES = [
    "Southbank Day Surgery", "Lorikeet Day Procedure Centre", "Pelican Point Day Surgery",
    "Eastside Endoscopy and Day Surgery", "Wattle Park Day Hospital",
]
AU_PAIN_CLINICS = [
    "Harbourside Persistent Pain Centre", "Riverbend Pain Management Clinic",
    "Southern Cross Pain Service", "Ironbark Pain and Rehabilitation",
]
AU_GP = [
    "Jacaranda Family Medical", "Beachside Medical Centre", "Ironbark Street Surgery",
    "Marina Medical Practice", "Cockatoo Creek Family Practice", "Westgate GP Clinic",
    "Coastal Care Medical Centre", "Bluegum Health Clinic",
]
AU_PHARM = ["Pelican Pharmacy", "Kingsway Community Pharmacy", "Main Street Chemist",
            "Harbour Lights Pharmacy", "Seaview Discount Chemist"]
AU_WARDS = ["Waratah Ward", "Banksia Ward", "Wattle Ward", "Grevillea Ward", "Kurrajong Ward",
            "Boronia Unit", "Riverside Ward", "Melaleuca Ward", "Tallowwood Ward", "Jarrah Ward"]

CA_HOSPITALS = [
    "St. Columba's General Hospital", "Lakehead Regional Health Sciences Centre", "Fraser Ridge Hospital",
    "Prairie Rose Regional Hospital", "Okanagan Valley General Hospital", "Mount Royal West Hospital",
    "Bay of Fundy Health Centre", "Trillium Ridge Hospital", "Gatineau Hills Hospital",
    "Humber Crest Hospital", "Northern Lights Regional Hospital", "Cabot Strait Memorial Hospital",
    "Red River Valley Hospital", "Kootenay Lake General", "Algonquin Highlands Hospital",
]
CA_DAY_CENTRES = ["Northshore Surgical Centre", "Bayview Ambulatory Surgery Centre",
                  "Westhill Day Surgery Clinic", "Riverside Ambulatory Care Centre"]
CA_PAIN_CLINICS = ["Maplewood Chronic Pain Program", "Cedar Hill Pain Clinic",
                   "Interlake Interdisciplinary Pain Centre", "Harbourfront Pain Management Clinic"]
CA_GP = ["Glenview Family Health Team", "Rosedale Medical Clinic", "Lakeside Family Practice",
         "Queen Street Walk-In Clinic", "Parkland Primary Care Network", "Birchmount Family Medicine"]
CA_PHARM = ["Kingsway Drug Mart", "Harbour Pharmacy", "Main Street Apothecary", "Northgate Pharmacy"]
CA_WARDS = ["Cedar Ward", "Spruce Unit", "Harbour View Unit", "Tamarack Ward", "Juniper Unit",
            "Birch Ward", "Lakeview Surgical Unit", "Evergreen Unit"]

AU_EMPLOYERS = [
    "Southern Cross Concrete Pty Ltd", "Pilbara Haulage", "Coastline Aged Care Group", "Bluegum Roofing",
    "Kestrel Mining Services", "Harbour City Plumbing", "Tablelands Beef Co-op", "Redline Couriers",
    "Barrier Reef Tours", "Gumtree Landscaping", "Westfield Logistics Pty Ltd", "Murray Valley Orchards",
]
CA_EMPLOYERS = [
    "Northern Timber Ltd", "Great Lakes Logistics Inc", "Prairie Grain Co-op", "Maritime Fisheries Ltd",
    "Laurentian Paper Inc", "Bow River Drilling", "Tri-City Roofing Ltd", "Okanagan Orchards",
    "Polar Bear Freight", "Canuck Steel Fabricators", "Muskoka Marine Services", "Cariboo Construction",
]
AU_INSURERS = ["Harbourline Insurance", "Southern Shield Health", "Coastal Mutual", "Allied Workers Insurance",
               "Sunrise Health Fund", "Greenway General Insurance"]
CA_INSURERS = ["NorthStar Benefits", "Cedarbrook Life", "Maple Mutual Insurance", "Prairie Shield Assurance",
               "Atlantic Crest Insurance"]
AU_SCHOOLS = ["Bayview High School", "St Kevin's College", "Ridgeway Public School", "Coral Sea TAFE"]
CA_SCHOOLS = ["Lakeside Secondary School", "Ecole Sainte-Marie", "Riverview Collegiate", "Northern Polytechnic"]

PROFESSIONS = [
    "boilermaker", "electrician", "truck driver", "long-haul truck driver", "primary school teacher",
    "plumber", "barista", "accountant", "forklift operator", "aged-care worker", "miner", "chef",
    "farmer", "postal worker", "carpenter", "bricklayer", "hairdresser", "cleaner", "bus driver",
    "registered nurse", "personal care assistant", "mechanic", "welder", "software developer",
    "retail assistant", "warehouse supervisor", "roofer", "concreter", "fisherman", "lawyer",
    "dental assistant", "real estate agent", "bookkeeper", "security guard", "tiler", "paramedic",
    "childcare educator", "crane operator", "lineman", "logger", "oil rig worker", "cashier",
]

COUNTRIES = [
    "Vietnam", "China", "India", "Greece", "Italy", "Lebanon", "Philippines", "Sri Lanka",
    "New Zealand", "England", "Scotland", "Ireland", "Fiji", "Samoa", "Iran", "Ukraine", "Poland",
    "Portugal", "Jamaica", "Haiti", "Somalia", "Ethiopia", "South Korea", "Tonga", "Malaysia",
    "South Africa", "Croatia", "Chile", "Nigeria", "Pakistan",
]
LANG = {
    "Vietnam": "Vietnamese", "China": "Mandarin", "India": "Hindi", "Greece": "Greek", "Italy": "Italian",
    "Lebanon": "Arabic", "Philippines": "Tagalog", "Iran": "Farsi", "Ukraine": "Ukrainian",
    "Poland": "Polish", "Portugal": "Portuguese", "Haiti": "Haitian Creole", "Somalia": "Somali",
    "South Korea": "Korean", "Tonga": "Tongan", "Croatia": "Croatian", "Chile": "Spanish",
    "Pakistan": "Urdu", "Ethiopia": "Amharic", "Samoa": "Samoan",
}
USER_SUFFIX = ["", "1", "2", "3", "01", "02", "7", "11"]
