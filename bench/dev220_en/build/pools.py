"""Invented people, places and organisations for dev220_en (all fictional)."""

GIVEN_F = [
    "Margaret", "Elizabeth", "Patricia", "Deborah", "Katherine", "Jennifer", "Susan",
    "Karen", "Linda", "Helen", "Judith", "Barbara", "Noelene", "Raelene", "Sharon",
    "Kylie", "Tracey", "Leanne", "Rebecca", "Chloe", "Isla", "Matilda", "Ava",
    "Sienna", "Mia", "Olivia", "Harper", "Zoe", "Brooke", "Georgia", "Sydney",
    "Florence", "Dallas", "Savannah", "Madison", "Brianna", "Destiny", "Maria",
    "Guadalupe", "Rosa", "Lucia", "Mei", "Xiu Ying", "Thi Lan", "Ngoc Anh", "Priya",
    "Ananya", "Fatima", "Leila", "Aroha", "Mere", "Siosaia", "Eleni", "Despina",
    "Giovanna", "Carmela", "Bronwyn", "Gwen", "Maeve", "Siobhan", "Ingrid", "Astrid",
    "Dorothy", "Beverley", "Joan", "Shirley", "Gail", "Wendy", "Tamsin", "Jade",
    "Kiara", "Tahlia", "Layla", "Nadia", "Yasmin", "Hannah", "Ruth", "Esther",
    "Alana", "Dakota", "Autumn", "Paige", "Marisol", "Ximena", "Keisha", "Tamika",
]
GIVEN_M = [
    "William", "Robert", "James", "Michael", "Christopher", "Anthony", "Richard",
    "Thomas", "Stephen", "Geoffrey", "Graham", "Bruce", "Darryl", "Wayne", "Trevor",
    "Barry", "Kevin", "Shane", "Brett", "Lachlan", "Angus", "Hamish", "Fletcher",
    "Cooper", "Jackson", "Harrison", "Austin", "Jordan", "Tyler", "Cody", "Dustin",
    "Travis", "Hunter", "Jose", "Luis", "Alejandro", "Miguel", "Javier", "Wei",
    "Jun", "Minh", "Duc", "Quang", "Rajesh", "Arjun", "Sanjay", "Omar", "Tariq",
    "Karim", "Tane", "Wiremu", "Sione", "Nikos", "Dimitri", "Stavros", "Salvatore",
    "Giuseppe", "Enzo", "Callum", "Declan", "Padraig", "Lars", "Sven", "Henrik",
    "Clarence", "Harold", "Norman", "Reginald", "Cyril", "Leslie", "Mervyn", "Keith",
    "Dale", "Rusty", "Boyd", "Kurt", "Dwayne", "Marcus", "Andre", "Darnell",
    "Ezra", "Abe", "Levi", "Noah", "Elijah", "Kai", "Koa", "Mateo",
]
NICK = {
    "Margaret": "Peggy", "Elizabeth": "Liz", "Patricia": "Trish", "Deborah": "Deb",
    "Katherine": "Kate", "Jennifer": "Jen", "Susan": "Sue", "Barbara": "Barb",
    "Beverley": "Bev", "Rebecca": "Bec", "William": "Bill", "Robert": "Bob",
    "James": "Jim", "Michael": "Mick", "Christopher": "Chris", "Anthony": "Tony",
    "Richard": "Rick", "Thomas": "Tom", "Stephen": "Steve", "Geoffrey": "Geoff",
    "Reginald": "Reg", "Leslie": "Les", "Alejandro": "Alex", "Salvatore": "Sal",
    "Giuseppe": "Joe", "Dimitri": "Jim", "Harold": "Harry", "Norman": "Norm",
}
SURNAMES = [
    "Kowalski", "Fitzgerald", "O'Halloran", "McAllister", "Pemberton", "Whitlock",
    "Carmody", "Tregear", "Dunstan", "Penhaligon", "Blackwood", "Ashcroft", "Hargreaves",
    "Thistlethwaite", "Rowntree", "Grimshaw", "Featherstone", "Lockyer", "Buckmaster",
    "Cartwright", "Nguyen", "Tran", "Pham", "Le", "Hoang", "Vo", "Zhang", "Liu",
    "Huang", "Chen", "Wong", "Lim", "Tan", "Patel", "Sharma", "Reddy", "Iyer",
    "Krishnan", "Singh", "Haddad", "Khoury", "Nasser", "Saleh", "Rahman", "Hussain",
    "Papadopoulos", "Georgiou", "Kyriakou", "Konstantinidis", "Rossi", "Esposito",
    "Romano", "Caruso", "De Luca", "Ferraro", "Morelli", "Garcia", "Hernandez",
    "Martinez", "Lopez", "Gonzalez", "Ramirez", "Castillo", "Delgado", "Vasquez",
    "Okafor", "Adeyemi", "Mensah", "Washington", "Jefferson", "Freeman", "Brooks",
    "Tupou", "Fifita", "Ngata", "Parata", "Walker", "Henare", "Lindqvist", "Johansson",
    "Eriksen", "Van der Berg", "De Vries", "Schneider", "Hoffmann", "Becker",
    "Mueller", "Novak", "Horvat", "Kovacs", "Sullivan", "Callaghan", "Brennan",
    "Doherty", "Gallagher", "MacLeod", "Campbell", "Sinclair", "Baird", "Glasgow",
    "Parkinson", "Hutchinson", "Bowen", "Spitz", "Darwin", "Hobart", "Kingston",
    "Ballard", "Prescott", "Whitaker", "Holloway", "Merriweather", "Sutton",
    "Albury", "Stanhope", "Quigley", "Yarrow", "Birch", "Marsh", "Heath", "Rivers",
    "Stone", "Fairweather", "Goodall", "Pryce", "Llewellyn", "Vaughan", "Moriarty",
]

# (suburb/town, state abbrev, state full, postcode)
AU_PLACES = [
    ("Southport", "QLD", "Queensland", "4215"), ("Burleigh Heads", "QLD", "Queensland", "4220"),
    ("Caloundra", "QLD", "Queensland", "4551"), ("Noosaville", "QLD", "Queensland", "4566"),
    ("Hervey Bay", "QLD", "Queensland", "4655"), ("Townsville", "QLD", "Queensland", "4810"),
    ("Mackay", "QLD", "Queensland", "4740"), ("Toowoomba", "QLD", "Queensland", "4350"),
    ("Cairns North", "QLD", "Queensland", "4870"), ("Indooroopilly", "QLD", "Queensland", "4068"),
    ("Redcliffe", "QLD", "Queensland", "4020"), ("Coolangatta", "QLD", "Queensland", "4225"),
    ("Port Macquarie", "NSW", "New South Wales", "2444"), ("Coffs Harbour", "NSW", "New South Wales", "2450"),
    ("Cronulla", "NSW", "New South Wales", "2230"), ("Manly", "NSW", "New South Wales", "2095"),
    ("Penrith", "NSW", "New South Wales", "2750"), ("Wagga Wagga", "NSW", "New South Wales", "2650"),
    ("Dubbo", "NSW", "New South Wales", "2830"), ("Ballina", "NSW", "New South Wales", "2478"),
    ("Kiama", "NSW", "New South Wales", "2533"), ("Tamworth", "NSW", "New South Wales", "2340"),
    ("Frankston", "VIC", "Victoria", "3199"), ("Geelong West", "VIC", "Victoria", "3218"),
    ("Bendigo", "VIC", "Victoria", "3550"), ("Mildura", "VIC", "Victoria", "3500"),
    ("Torquay", "VIC", "Victoria", "3228"), ("Warrnambool", "VIC", "Victoria", "3280"),
    ("Scarborough", "WA", "Western Australia", "6019"), ("Mandurah", "WA", "Western Australia", "6210"),
    ("Geraldton", "WA", "Western Australia", "6530"), ("Broome", "WA", "Western Australia", "6725"),
    ("Glenelg", "SA", "South Australia", "5045"), ("Victor Harbor", "SA", "South Australia", "5211"),
    ("Mount Gambier", "SA", "South Australia", "5290"), ("Sandy Bay", "TAS", "Tasmania", "7005"),
    ("Launceston", "TAS", "Tasmania", "7250"), ("Palmerston", "NT", "Northern Territory", "0830"),
    ("Alice Springs", "NT", "Northern Territory", "0870"), ("Belconnen", "ACT", "Australian Capital Territory", "2617"),
]
US_PLACES = [
    ("Scottsdale", "AZ", "Arizona", "85251"), ("Mesa", "AZ", "Arizona", "85201"),
    ("Tucson", "AZ", "Arizona", "85719"), ("Sun City West", "AZ", "Arizona", "85375"),
    ("Prescott Valley", "AZ", "Arizona", "86314"), ("Tampa", "FL", "Florida", "33606"),
    ("Sarasota", "FL", "Florida", "34236"), ("Naples", "FL", "Florida", "34102"),
    ("Boca Raton", "FL", "Florida", "33432"), ("The Villages", "FL", "Florida", "32162"),
    ("Fort Myers", "FL", "Florida", "33901"), ("Daytona Beach", "FL", "Florida", "32114"),
    ("San Diego", "CA", "California", "92103"), ("Santa Barbara", "CA", "California", "93101"),
    ("Palm Springs", "CA", "California", "92262"), ("Fresno", "CA", "California", "93704"),
    ("Huntington Beach", "CA", "California", "92648"), ("Austin", "TX", "Texas", "78704"),
    ("Corpus Christi", "TX", "Texas", "78404"), ("El Paso", "TX", "Texas", "79902"),
    ("Galveston", "TX", "Texas", "77550"), ("Las Vegas", "NV", "Nevada", "89117"),
    ("Henderson", "NV", "Nevada", "89052"), ("Albuquerque", "NM", "New Mexico", "87106"),
    ("Santa Fe", "NM", "New Mexico", "87501"), ("Boulder", "CO", "Colorado", "80302"),
    ("Colorado Springs", "CO", "Colorado", "80903"), ("St. George", "UT", "Utah", "84770"),
    ("Honolulu", "HI", "Hawaii", "96814"), ("Kailua", "HI", "Hawaii", "96734"),
    ("Myrtle Beach", "SC", "South Carolina", "29577"), ("Charleston", "SC", "South Carolina", "29401"),
    ("Wilmington", "NC", "North Carolina", "28401"), ("Savannah", "GA", "Georgia", "31401"),
    ("Mobile", "AL", "Alabama", "36602"), ("Baton Rouge", "LA", "Louisiana", "70808"),
    ("Portland", "OR", "Oregon", "97209"), ("Spokane", "WA", "Washington", "99201"),
    ("Duluth", "MN", "Minnesota", "55802"), ("Burlington", "VT", "Vermont", "05401"),
    ("Cape May", "NJ", "New Jersey", "08204"), ("Provincetown", "MA", "Massachusetts", "02657"),
]
AU_STREETS = [
    "Banksia", "Wattle", "Jacaranda", "Grevillea", "Casuarina", "Bottlebrush", "Kookaburra",
    "Currawong", "Pelican", "Esplanade", "Marine", "Gympie", "Seaview", "Ocean", "Coral",
    "Flinders", "Sturt", "Eyre", "Lawson", "Paterson", "Macquarie", "Hume", "Oxley",
    "Mitchell", "Bligh", "Melaleuca", "Tallowwood", "Ironbark", "Boronia", "Kurrajong",
]
AU_STTYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade",
              "Pde", "Drive", "Dr", "Court", "Ct", "Close", "Terrace", "Tce", "Place"]
US_STREETS = [
    "Camelback", "Saguaro", "Mesquite", "Palo Verde", "Ocotillo", "Bayshore", "Gulf",
    "Pelican", "Magnolia", "Live Oak", "Cypress", "Palmetto", "Sunset", "Pacific",
    "Coronado", "Sandpiper", "Heron", "Juniper", "Aspen", "Cottonwood", "Sycamore",
    "Maple", "Elm", "Willow", "Lincoln", "Jefferson", "Madison", "Monroe", "Franklin",
    "Harbor", "Lakeshore", "Ridgecrest", "Canyon View", "Mission", "Alameda",
]
US_STTYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Blvd", "Drive",
              "Dr", "Lane", "Ln", "Way", "Court", "Ct", "Circle", "Cir", "Trail", "Pkwy"]

# dermatology / skin cancer / Mohs / general care sites (invented)
AU_CLINICS = [
    "Coral Coast Skin Cancer Clinic", "Harbourside Dermatology", "Moreton Bay Skin Centre",
    "Saltwater Skin & Mohs", "Pacific Dermatology Group", "Sunshine Coast Skin Clinic",
    "Tasman Skin Specialists", "Goldfields Skin Cancer Centre", "Riverina Dermatology",
    "Southern Cross Mohs Unit", "Eastlakes Skin Check", "Westbury Dermatology Rooms",
]
AU_HOSPITALS = [
    "St Brigid's Private Hospital", "Kirrawee District Hospital", "Mount Coolum Hospital",
    "Seacliff Day Surgery", "Burnett Valley Base Hospital", "Lady Wenlock Hospital",
    "Northshore Private", "Illawong Community Hospital", "Pindari Day Procedure Centre",
]
AU_GP = [
    "Beachside Family Practice", "Kingfisher Medical Centre", "Bluegum General Practice",
    "Riverbend Medical", "Harbour Street Surgery", "Wattle Grove Family Medicine",
    "Ocean Road Doctors", "Gumtree Medical Centre", "Hinterland Health Clinic",
]
AU_LABS = [
    "Greenvale Pathology", "Tasman Dermatopathology", "Southern Skies Pathology",
    "Coastline Histopathology", "Melaleuca Laboratory Services",
]
US_CLINICS = [
    "Desert Sun Dermatology", "Gulf Shore Mohs Surgery Center", "Mesa Vista Skin Institute",
    "Bayfront Dermatology Associates", "Canyon Ridge Dermatology", "Palmetto Skin & Laser",
    "Coastal Carolina Dermatology", "High Plains Skin Cancer Center", "Saguaro Dermatology PLLC",
    "Lakeshore Dermatology Group", "Ocean Park Dermatology", "Redrock Mohs & Reconstructive",
]
US_HOSPITALS = [
    "Mesa Vista Medical Center", "St. Adelaide Regional Hospital", "Bayshore Memorial Hospital",
    "Sandhill Community Hospital", "Our Lady of the Dunes Medical Center",
    "Cottonwood Valley Hospital", "Harbor Point Surgical Center", "Pinecrest VA Clinic",
]
US_GP = [
    "Sunrise Family Medicine", "Mission Hills Primary Care", "Oak Hollow Internal Medicine",
    "Cypress Point Family Health", "Northgate Medical Associates", "Willow Creek Primary Care",
    "Baytown Community Health Center", "Red Mesa Family Practice",
]
US_LABS = [
    "Lakeview Dermatopathology Associates", "Sonoran Dermpath Lab", "Pinnacle Skin Pathology",
    "Gulfstream Pathology Partners", "Keystone Dermatopathology",
]
AU_PHARM = ["Seabreeze Pharmacy", "Chemist on Marine Parade", "Wattle Street Pharmacy",
            "Hinterland Discount Chemist"]
US_PHARM = ["Desert Bloom Pharmacy", "Bayside Apothecary", "Harbor Drug #2214",
            "Mesa Compounding Pharmacy"]
AU_IMAGING = ["Coastal Radiology", "Pinnacle Imaging", "Bayview Medical Imaging"]
US_IMAGING = ["Sunbelt Imaging", "Canyon PET/CT Center", "Gulf Coast Radiology"]

AU_EMPLOYERS = [
    "Coastal Roofing Pty Ltd", "Burdekin Cane Growers", "Sunstate Solar Installs",
    "Northern Beaches Council", "Gold Coast Surf Academy", "Pilbara Iron Haulage",
    "Rip Curl Lifeguards Co-op", "Barrier Reef Dive Charters", "Outback Fencing Co",
    "Queensland Rail Maintenance Crew", "Murray Valley Vineyards", "Brisbane Lions Groundstaff",
    "Harbour City Ferries", "Darling Downs Grain", "Saltbush Landscaping",
]
AU_SCHOOLS = ["Kingscliff High School", "St Monica's College", "Pacific Pines State High",
              "Southport Grammar", "Bayside Christian College"]
AU_CLUBS = ["Coolangatta Surf Life Saving Club", "Noosa Heads Bowls Club",
            "Mandurah Sailing Club", "St Columba's Parish", "Hervey Bay Fishing Club"]
US_EMPLOYERS = [
    "Sunbelt Roofing LLC", "Gulf Coast Charter Fishing", "Desert Ridge Golf Club",
    "Arroyo Landscaping", "Pacific Coast Lifeguard Assn", "Lone Star Utility Services",
    "Bayshore Marina", "Cactus Flats Ranch", "Triple Palm Pool Service",
    "Southwest Airlines Ground Ops", "Redline Paving Co", "Blue Agave Construction",
    "Coronado Sailing School", "Heartland Solar", "Mesa Unified School District",
]
US_SCHOOLS = ["Desert Vista High School", "Bayside Prep Academy", "Lincoln Park Middle School",
              "Saint Augustine Catholic High", "Canyon Springs High School"]
US_CLUBS = ["Grace Fellowship Church", "Sun City Pickleball Club", "Gulf Breeze Yacht Club",
            "Temple Beth Shalom", "Sunset Rotary Club"]
US_INSURERS = ["Blue Horizon PPO", "SunHealth Advantage HMO", "Cactus Mutual Health",
               "Pelican State Health Plan", "Keystone Medicare Advantage", "TriCounty Medicaid"]
AU_FUNDS = ["Coastline Health Fund", "Southern Cross Members Health", "Wattle Mutual",
            "Harbourline Health Insurance"]

PROFESSIONS_OUTDOOR = [
    "roofer", "farmer", "cane farmer", "cattle grazier", "commercial fisherman", "lifeguard",
    "surf instructor", "landscaper", "golf course superintendent", "postman", "mail carrier",
    "bricklayer", "builder", "carpenter", "concreter", "electrical lineman", "pilot",
    "deckhand", "park ranger", "tennis coach", "pool technician", "fencing contractor",
    "truck driver", "road worker", "viticulturist", "sailing instructor", "dive instructor",
    "rancher", "golf pro", "groundskeeper", "miner", "solar installer", "gardener",
]
PROFESSIONS_INDOOR = [
    "accountant", "primary school teacher", "librarian", "software engineer", "nurse",
    "pharmacist", "hairdresser", "florist", "dental assistant", "chef", "baker",
    "mechanic", "machinist", "retail manager", "bank teller", "real estate agent",
    "lawyer", "physiotherapist", "cleaner", "aged care worker", "massage therapist",
    "beautician", "nail technician", "painter", "welder", "printer", "radiographer",
]

COUNTRIES_BORN = ["England", "Scotland", "Ireland", "Wales", "New Zealand", "South Africa",
                  "the Netherlands", "Germany", "Italy", "Greece", "Vietnam", "India",
                  "Lebanon", "the Philippines", "Mexico", "Canada", "Sweden", "Poland",
                  "Croatia", "Tonga", "Samoa", "Fiji", "Chile"]
COUNTRIES_TRAVEL = ["Fiji", "Bali", "Thailand", "Mexico", "Hawaii", "Vanuatu", "Greece",
                    "Spain", "Portugal", "Costa Rica", "the Maldives", "Egypt", "Peru",
                    "Brazil", "Morocco", "Japan", "Italy", "Croatia", "Kenya"]
# Bali and Hawaii are not countries -> handled in generators (Bali -> CITY-like? no: skip)
COUNTRIES_TRAVEL = [c for c in COUNTRIES_TRAVEL if c not in ("Bali", "Hawaii")]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother",
             "granddaughter", "grandson", "mother", "father", "neighbour", "carer", "niece"]

HOLIDAYS_AU = ["Christmas", "Boxing Day", "Easter", "Australia Day", "Anzac Day",
               "New Year's Day", "Good Friday"]
HOLIDAYS_US = ["Christmas", "Thanksgiving", "July 4th", "Labor Day",
               "Memorial Day", "New Year's Eve", "Easter"]
