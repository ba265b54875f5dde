"""Name, place and organisation pools for dev192_en (all invented by author 192).

Everything is ASCII so that str.lower() never changes a string's length.
"""

MALE_FIRST = [
    "James", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas",
    "Charles", "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Paul", "Andrew",
    "Joshua", "Kenneth", "Kevin", "Brian", "George", "Timothy", "Ronald", "Jason",
    "Edward", "Jeffrey", "Ryan", "Jacob", "Gary", "Nicholas", "Eric", "Jonathan",
    "Stephen", "Larry", "Justin", "Scott", "Brandon", "Benjamin", "Samuel", "Gregory",
    "Raymond", "Patrick", "Alexander", "Jack", "Dennis", "Jerry", "Tyler", "Aaron",
    "Jose", "Luis", "Carlos", "Miguel", "Javier", "Rafael", "Hector", "Tuan", "Minh",
    "Wei", "Jun", "Hiroshi", "Rajesh", "Sanjay", "Arjun", "Vikram", "Mohammed", "Omar",
    "Ahmad", "Khalid", "Tevita", "Sione", "Wiremu", "Darnell", "Tyrone", "Marcus",
    "Dimitrios", "Georgios", "Giuseppe", "Salvatore", "Bartholomew", "Cormac", "Declan",
    "Lachlan", "Brodie", "Callum", "Hamish", "Travis", "Kieran", "Nikolai", "Dmitri",
    "Kwame", "Chukwuemeka", "Oluwaseun", "Abebe", "Hamid", "Reza", "Yusuf", "Emmanuel",
]

FEMALE_FIRST = [
    "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica",
    "Sarah", "Karen", "Nancy", "Lisa", "Betty", "Margaret", "Sandra", "Ashley",
    "Dorothy", "Kimberly", "Emily", "Donna", "Michelle", "Carol", "Amanda", "Melissa",
    "Deborah", "Stephanie", "Rebecca", "Sharon", "Laura", "Cynthia", "Kathleen", "Amy",
    "Angela", "Shirley", "Anna", "Brenda", "Pamela", "Nicole", "Emma", "Helen",
    "Maria", "Guadalupe", "Rosa", "Lucia", "Carmen", "Yolanda", "Lan", "Thi", "Mai",
    "Mei", "Xiu", "Yuki", "Keiko", "Priya", "Anjali", "Deepa", "Sunita", "Fatima",
    "Aisha", "Leila", "Mele", "Losana", "Aroha", "Latoya", "Keisha", "Shanice",
    "Eleni", "Despina", "Concetta", "Giovanna", "Siobhan", "Niamh", "Bronwyn",
    "Kylie", "Tahlia", "Chloe", "Matilda", "Imogen", "Sienna", "Olga", "Svetlana",
    "Adaeze", "Ngozi", "Folake", "Tigist", "Parisa", "Shirin", "Zainab", "Grace",
    "Ruth", "Esther", "Beverley", "Noreen", "Marguerite", "Delphine",
]

NICK = {
    "James": "Jim", "Robert": "Bob", "Michael": "Mike", "William": "Bill",
    "Richard": "Rick", "Joseph": "Joe", "Thomas": "Tom", "Charles": "Chuck",
    "Daniel": "Danny", "Matthew": "Matt", "Anthony": "Tony", "Steven": "Steve",
    "Andrew": "Andy", "Kenneth": "Ken", "Timothy": "Tim", "Ronald": "Ron",
    "Edward": "Ted", "Jeffrey": "Jeff", "Nicholas": "Nick", "Jonathan": "Jon",
    "Stephen": "Steve", "Benjamin": "Ben", "Samuel": "Sam", "Gregory": "Greg",
    "Raymond": "Ray", "Patrick": "Paddy", "Alexander": "Alex", "Dennis": "Den",
    "Bartholomew": "Bart", "Dimitrios": "Jim", "Georgios": "George",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Lachlan": "Lachie", "Hamish": "Hame",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Nikolai": "Kolya",
    "Elizabeth": "Liz", "Margaret": "Peggy", "Patricia": "Trish", "Jennifer": "Jen",
    "Barbara": "Barb", "Susan": "Sue", "Jessica": "Jess", "Kimberly": "Kim",
    "Deborah": "Deb", "Stephanie": "Steph", "Rebecca": "Becky", "Cynthia": "Cindy",
    "Kathleen": "Kath", "Pamela": "Pam", "Dorothy": "Dot", "Sandra": "Sandy",
    "Guadalupe": "Lupe", "Concetta": "Connie", "Giovanna": "Gina", "Bronwyn": "Bron",
    "Matilda": "Tilly", "Beverley": "Bev", "Svetlana": "Sveta", "Marguerite": "Maggie",
    "Tahlia": "Tahl", "Imogen": "Immy", "Noreen": "Nonie",
}

SURNAMES = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
    "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson",
    "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson",
    "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker",
    "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
    "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell",
    "Carter", "Roberts", "Tran", "Pham", "Le", "Vo", "Huynh", "Chen", "Wang", "Zhang",
    "Liu", "Huang", "Wong", "Chan", "Tanaka", "Nakamura", "Kim", "Park", "Patel",
    "Sharma", "Singh", "Gupta", "Iyer", "Krishnan", "Reddy", "Haddad", "Khoury",
    "Nassar", "Rahman", "Hussain", "Ahmadi", "Karimi", "Okafor", "Adeyemi", "Mensah",
    "Tesfaye", "Papadopoulos", "Georgiou", "Nikolaidis", "Rossi", "Romano", "Ferraro",
    "Esposito", "Costa", "O'Brien", "O'Sullivan", "McCarthy", "Murphy", "Kelly",
    "Fitzgerald", "Doherty", "MacLeod", "Fraser", "Sutherland", "Kowalski", "Nowak",
    "Ivanova", "Petrov", "Schmidt", "Becker", "Vandenberg", "Lindqvist", "Halvorsen",
    "Fonoti", "Taufa", "Latu", "Tuilagi", "Ngata", "Parata", "Whitfield", "Ashby",
    "Prendergast", "Blackwood", "Hollis", "Cartwright", "Pemberton", "Thornbury",
    "Draper", "Faulkner", "Gallagher", "Hennessy", "Mulligan", "Quinlan", "Radford",
    "Sheridan", "Trevelyan", "Underwood", "Wakefield", "Yeoman", "Ellsworth",
    "Dunmore", "Kettering", "Lockhart", "Mayhew", "Northcott", "Penhaligon",
    "Castellanos", "Villanueva", "Echeverria", "Ibarra", "Quintero", "Zamora",
    "Washington", "Jefferson", "Freeman", "Booker", "Dawkins", "Okonkwo", "Abara",
]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "niece", "granddaughter",
               "partner", "daughter-in-law", "aunt", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "father", "brother", "nephew", "grandson",
               "partner", "son-in-law", "uncle", "friend", "neighbour"]

# (city, state, zip prefix)
US_PLACES = [
    ("Columbus", "OH", "432"), ("Dayton", "OH", "454"), ("Toledo", "OH", "436"),
    ("Tucson", "AZ", "857"), ("Mesa", "AZ", "852"), ("Flagstaff", "AZ", "860"),
    ("Fresno", "CA", "937"), ("Bakersfield", "CA", "933"), ("Stockton", "CA", "952"),
    ("Oakland", "CA", "946"), ("Riverside", "CA", "925"), ("El Paso", "TX", "799"),
    ("Lubbock", "TX", "794"), ("San Antonio", "TX", "782"), ("McAllen", "TX", "785"),
    ("Baton Rouge", "LA", "708"), ("Shreveport", "LA", "711"), ("Jackson", "MS", "392"),
    ("Memphis", "TN", "381"), ("Knoxville", "TN", "379"), ("Birmingham", "AL", "352"),
    ("Savannah", "GA", "314"), ("Macon", "GA", "312"), ("Tallahassee", "FL", "323"),
    ("Gainesville", "FL", "326"), ("Raleigh", "NC", "276"), ("Durham", "NC", "277"),
    ("Richmond", "VA", "232"), ("Baltimore", "MD", "212"), ("Camden", "NJ", "081"),
    ("Newark", "NJ", "071"), ("Yonkers", "NY", "107"), ("Rochester", "NY", "146"),
    ("Hartford", "CT", "061"), ("Worcester", "MA", "016"), ("Providence", "RI", "029"),
    ("Pittsburgh", "PA", "152"), ("Erie", "PA", "165"), ("Detroit", "MI", "482"),
    ("Flint", "MI", "485"), ("Gary", "IN", "464"), ("Peoria", "IL", "616"),
    ("Rockford", "IL", "611"), ("Milwaukee", "WI", "532"), ("Duluth", "MN", "558"),
    ("Omaha", "NE", "681"), ("Wichita", "KS", "672"), ("Tulsa", "OK", "741"),
    ("Albuquerque", "NM", "871"), ("Las Cruces", "NM", "880"), ("Reno", "NV", "895"),
    ("Boise", "ID", "837"), ("Spokane", "WA", "992"), ("Tacoma", "WA", "984"),
    ("Salem", "OR", "973"), ("Anchorage", "AK", "995"), ("Hilo", "HI", "967"),
    ("Cheyenne", "WY", "820"), ("Billings", "MT", "591"), ("Sioux Falls", "SD", "571"),
]

US_STATE_NAMES = {
    "OH": "Ohio", "AZ": "Arizona", "CA": "California", "TX": "Texas", "LA": "Louisiana",
    "MS": "Mississippi", "TN": "Tennessee", "AL": "Alabama", "GA": "Georgia",
    "FL": "Florida", "NC": "North Carolina", "VA": "Virginia", "MD": "Maryland",
    "NJ": "New Jersey", "NY": "New York", "CT": "Connecticut", "MA": "Massachusetts",
    "RI": "Rhode Island", "PA": "Pennsylvania", "MI": "Michigan", "IN": "Indiana",
    "IL": "Illinois", "WI": "Wisconsin", "MN": "Minnesota", "NE": "Nebraska",
    "KS": "Kansas", "OK": "Oklahoma", "NM": "New Mexico", "NV": "Nevada", "ID": "Idaho",
    "WA": "Washington", "OR": "Oregon", "AK": "Alaska", "HI": "Hawaii", "WY": "Wyoming",
    "MT": "Montana", "SD": "South Dakota",
}

US_AREA = {
    "OH": ["614", "937", "419"], "AZ": ["520", "480", "928"], "CA": ["559", "661", "209", "510", "951"],
    "TX": ["915", "806", "210", "956"], "LA": ["225", "318"], "MS": ["601"], "TN": ["901", "865"],
    "AL": ["205"], "GA": ["912", "478"], "FL": ["850", "352"], "NC": ["919", "984"],
    "VA": ["804"], "MD": ["410", "443"], "NJ": ["856", "973"], "NY": ["914", "585"],
    "CT": ["860"], "MA": ["508"], "RI": ["401"], "PA": ["412", "814"], "MI": ["313", "810"],
    "IN": ["219"], "IL": ["309", "815"], "WI": ["414"], "MN": ["218"], "NE": ["402"],
    "KS": ["316"], "OK": ["918"], "NM": ["505", "575"], "NV": ["775"], "ID": ["208"],
    "WA": ["509", "253"], "OR": ["503"], "AK": ["907"], "HI": ["808"], "WY": ["307"],
    "MT": ["406"], "SD": ["605"],
}

# (suburb or town, state, postcode)
AU_PLACES = [
    ("Parramatta", "NSW", "2150"), ("Blacktown", "NSW", "2148"), ("Liverpool", "NSW", "2170"),
    ("Penrith", "NSW", "2750"), ("Wollongong", "NSW", "2500"), ("Dubbo", "NSW", "2830"),
    ("Tamworth", "NSW", "2340"), ("Wagga Wagga", "NSW", "2650"), ("Lismore", "NSW", "2480"),
    ("Campbelltown", "NSW", "2560"), ("Bankstown", "NSW", "2200"), ("Maitland", "NSW", "2320"),
    ("Footscray", "VIC", "3011"), ("Dandenong", "VIC", "3175"), ("Frankston", "VIC", "3199"),
    ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
    ("Shepparton", "VIC", "3630"), ("Mildura", "VIC", "3500"), ("Sunshine", "VIC", "3020"),
    ("Logan Central", "QLD", "4114"), ("Ipswich", "QLD", "4305"), ("Toowoomba", "QLD", "4350"),
    ("Townsville", "QLD", "4810"), ("Cairns", "QLD", "4870"), ("Rockhampton", "QLD", "4700"),
    ("Mackay", "QLD", "4740"), ("Bundaberg", "QLD", "4670"), ("Elizabeth", "SA", "5112"),
    ("Salisbury", "SA", "5108"), ("Mount Gambier", "SA", "5290"), ("Port Augusta", "SA", "5700"),
    ("Whyalla", "SA", "5600"), ("Armadale", "WA", "6112"), ("Midland", "WA", "6056"),
    ("Bunbury", "WA", "6230"), ("Geraldton", "WA", "6530"), ("Kalgoorlie", "WA", "6430"),
    ("Broome", "WA", "6725"), ("Launceston", "TAS", "7250"), ("Devonport", "TAS", "7310"),
    ("Glenorchy", "TAS", "7010"), ("Belconnen", "ACT", "2617"), ("Tuggeranong", "ACT", "2900"),
    ("Palmerston", "NT", "0830"), ("Alice Springs", "NT", "0870"), ("Katherine", "NT", "0850"),
    ("Tennant Creek", "NT", "0860"), ("Darwin", "NT", "0800"),
]

AU_STATE_NAMES = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
    "WA": "Western Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory",
    "NT": "Northern Territory",
}

AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07",
           "SA": "08", "WA": "08", "NT": "08"}

STREET_NAMES = [
    "Elm", "Maple", "Oak", "Cedar", "Pine", "Willow", "Birch", "Magnolia", "Juniper",
    "Sycamore", "Hawthorn", "Chestnut", "Lincoln", "Franklin", "Jefferson", "Madison",
    "Monroe", "Harrison", "Grant", "Jackson", "Washington", "Park", "Lake", "River",
    "Hillcrest", "Valley", "Meadow", "Orchard", "Sunset", "Ridge", "Prospect", "Church",
    "Mill", "Station", "Railway", "Bridge", "High", "King", "Queen", "George",
    "Victoria", "Albert", "Banksia", "Wattle", "Jacaranda", "Grevillea", "Bottlebrush",
    "Kookaburra", "Currawong", "Waratah", "Boronia", "Acacia", "Ironbark", "Coolabah",
    "Bluegum", "Tallowwood", "Lilly Pilly", "Possum", "Echidna", "Tamarind", "Mulberry",
    "Dogwood", "Cottonwood", "Mesquite", "Saguaro", "Bayou", "Palmetto", "Cypress",
]
US_STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane",
                   "Court", "Blvd", "Way", "Place", "Terrace", "Circle", "Parkway"]
AU_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
                   "Parade", "Court", "Close", "Terrace", "Place", "Drive", "Highway",
                   "Circuit", "Grove"]

US_HOSPITALS = [
    "Riverbend Medical Center", "St. Aldric's Hospital", "Mercy Valley Regional",
    "Sagebrush Community Hospital", "Lakeshore University Hospital",
    "Northfield General Hospital", "Good Shepherd Medical Center",
    "Pinecrest Regional Medical Center", "Harbor Point Hospital",
    "Bayou Crescent Medical Center", "Desert Vista Health", "Kingsbridge Memorial",
    "Cottonwood Valley Hospital", "Summit Ridge Medical Center",
    "Our Lady of the Plains Hospital", "Greenfield Veterans Medical Center",
    "Hollister Transplant Institute", "Three Rivers University Medical Center",
]
AU_HOSPITALS = [
    "Westmead Park Hospital", "Karrawong Base Hospital", "Port Jackson District Hospital",
    "St Brendan's Hospital", "Coral Coast University Hospital", "Murrumbidgee Regional Hospital",
    "Banksia Heights Private Hospital", "Royal Southbank Hospital",
    "Eucalypt Valley Health Service", "Gulf Country Hospital", "Northern Rivers Base Hospital",
    "Swan Estuary Hospital", "Derwent Valley General", "Top End Regional Hospital",
    "Wattle Grove Private", "Queen Adelaide Hospital", "Mt Lofty District Health",
]
US_DIALYSIS_UNITS = [
    "Northgate Dialysis Center", "Riverbend Kidney Care - East", "Prairie Home Dialysis",
    "Sunrise Renal Center", "Crossroads Dialysis Clinic", "Magnolia Kidney Center",
    "Mesa Verde Dialysis", "Lakeview Home Dialysis Program", "Bluebonnet Dialysis Unit",
    "Old Mill Kidney Center", "Granite State Dialysis", "Cypress Creek Dialysis",
]
AU_DIALYSIS_UNITS = [
    "Harbourside Satellite Dialysis", "Jacaranda Satellite Renal Unit",
    "Wattle Park Community Dialysis", "Riverina Satellite Haemodialysis",
    "Coral Coast Home Therapies Unit", "Red Centre Dialysis Unit",
    "Bayside Satellite Dialysis", "Southern Cross Renal Unit", "Goldfields Dialysis Centre",
    "Tablelands Self-Care Dialysis", "Derwent Satellite Renal Unit",
    "Mallee Community Dialysis",
]
US_WARDS = ["7 West", "Transplant Step-Down", "4 North", "Ward 6B", "Kidney Pavilion 3"]
AU_WARDS = ["Ward 7A", "Ward 4 North", "Renal Ward 9B", "Nephrology Ward 5C", "Ward 12 South"]
US_PHARMACIES = ["Corner Drug Pharmacy", "Main Street Apothecary", "Valley Rx", "Oakwood Pharmacy"]
AU_PHARMACIES = ["Wattle Park Chemist", "Banksia Pharmacy", "Parkside Amcal-style Chemist",
                 "Riverside Discount Chemist"]
US_PCP = ["Elm Street Family Practice", "Westside Primary Care", "Cottonwood Family Medicine",
          "Harbor Community Health Center"]
AU_GP = ["Jacaranda Medical Centre", "Station Street General Practice", "Bayside Family Doctors",
         "Red Gum Medical Clinic", "Kookaburra Aboriginal Health Service"]
US_NURSING = ["Willow Creek Care Center", "Autumn Leaves Nursing Home", "Maplewood Rehab"]
AU_NURSING = ["Grevillea Lodge Aged Care", "Sundowner Gardens Residential Care", "Ironbark House"]

US_EMPLOYERS = [
    "Acme Freight", "Tri-County School District", "Hargrove Steel", "Blue Ridge Poultry",
    "Sunbelt Logistics", "Pioneer Auto Parts", "Midland Grain Co-op", "Cascade Lumber",
    "Lone Star Plumbing Supply", "Keystone Printing", "Gulfside Shipping",
    "Redwood Valley Vineyards", "Brightline Call Center", "Hometown Grocers",
]
AU_EMPLOYERS = [
    "Southern Rail Freight", "Brightwater Council", "Outback Haulage Pty Ltd",
    "Coastal Fresh Produce", "Murray Valley Irrigation", "Greenway Landscaping",
    "Pilbara Drilling Services", "Harbour City Ferries Co", "Bluegum Electrical",
    "Kangaroo Valley Dairy", "Top End Mining Contractors", "Sandstone Building Group",
]
US_INSURERS = ["Harborview Mutual Health", "Keystone Benefit Plans", "Sunbelt Health Alliance",
               "Prairie Shield Insurance"]
AU_FUNDS = ["Southern Cross Health Fund", "Wattle Mutual Health", "Coastal Members Health",
            "Ironbark Health Fund"]
US_CHURCHES = ["Grace Baptist Church", "St. Jude's Parish", "New Hope AME Church",
               "Iglesia Cristiana El Camino"]
AU_CHURCHES = ["St Brigid's Parish", "Uniting Church Wattle Park", "Greek Orthodox Parish of St Nicholas"]
US_TRANSPORT = ["Reliable Medical Transport", "CareVan Services", "Dial-A-Ride Tri-County"]
AU_TRANSPORT = ["Community Wheels Transport", "HealthLink Patient Transport", "Red Dirt Community Bus"]
SCHOOLS = ["Jefferson Middle School", "Lincoln High School", "Wattle Park Primary School",
           "Riverside TAFE", "Harbour City College", "Cottonwood Elementary"]

PROFESSIONS = [
    "truck driver", "welder", "teacher", "school teacher", "electrician", "plumber",
    "accountant", "bookkeeper", "cleaner", "chef", "cook", "farmer", "cattle farmer",
    "miner", "fitter and turner", "carpenter", "bus driver", "forklift operator",
    "nurse's aide", "receptionist", "hairdresser", "mechanic", "diesel mechanic",
    "security guard", "warehouse worker", "postal worker", "police officer",
    "firefighter", "real estate agent", "software engineer", "sales representative",
    "shop assistant", "retail manager", "labourer", "builder", "painter", "tiler",
    "landscaper", "machinist", "factory worker", "seamstress", "childcare worker",
    "librarian", "pastor", "rideshare driver", "taxi driver", "cashier", "dental assistant",
    "civil engineer", "lawyer", "paralegal", "janitor", "roofer", "fisherman",
    "shearer", "station hand", "aged care worker", "disability support worker",
    "army veteran", "chef de partie", "bricklayer",
]

BIRTH_COUNTRIES = [
    "Mexico", "Vietnam", "the Philippines", "India", "China", "Samoa", "Tonga", "Fiji",
    "Lebanon", "Greece", "Italy", "Ireland", "Scotland", "England", "New Zealand",
    "Sri Lanka", "Ethiopia", "Nigeria", "Ghana", "Somalia", "Sudan", "Iran",
    "Afghanistan", "Iraq", "Guatemala", "El Salvador", "Honduras", "Puerto Rico",
    "Cuba", "Haiti", "Jamaica", "Poland", "Ukraine", "Malaysia", "South Korea",
    "Cambodia", "Laos", "Papua New Guinea", "Egypt", "Pakistan", "Bangladesh",
]
TRAVEL_COUNTRIES = [
    "Canada", "Mexico", "Vietnam", "Thailand", "Indonesia", "New Zealand", "Fiji",
    "Greece", "Italy", "Japan", "the Philippines", "India", "Portugal", "Spain",
    "Lebanon", "Ireland", "Malaysia", "Singapore", "Croatia", "Chile",
]

HOLIDAYS_US = ["Christmas", "Thanksgiving", "Easter", "the Fourth of July", "Labor Day",
               "New Year's Day", "Memorial Day", "Christmas Eve"]
HOLIDAYS_AU = ["Christmas", "Easter", "Anzac Day", "Australia Day", "Boxing Day",
               "New Year's Day", "the King's Birthday long weekend", "Christmas Eve"]
HOLIDAY_SPAN = {
    # text that is the span inside the phrase (the rest stays outside)
    "the Fourth of July": "Fourth of July",
    "the King's Birthday long weekend": "King's Birthday",
}

URL_PATHS = ["portal", "mychart/login", "kidney/home-training", "pd-education",
             "transplant/referrals", "renal/travel-dialysis", "patients/diet-renal",
             "clinic/nephrology", "kidneyschool", "forms/holiday-dialysis"]
URL_HOSTS = ["www.example.org", "portal.example.net", "kidney.example.com",
             "www.example.com", "renal.example.org", "tx.example.net",
             "health.example.com", "www.example.net"]
EMAIL_DOMAINS = ["example.org", "example.com", "example.net", "mail.example.com",
                 "renal.example.org", "health.example.net"]
