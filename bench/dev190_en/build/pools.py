"""Invented pools for dev190_en (author 190).  Everything here is fictional
except real city, county and region names.  Lists are tuples so order is
fixed and never depends on hashing."""

US_MALE = (
    "James", "Michael", "Robert", "David", "Daniel", "Anthony", "Marcus", "Tyrone",
    "Jamal", "Luis", "Carlos", "Miguel", "Jose", "Juan", "Kevin", "Brian", "Travis",
    "Cody", "Dustin", "Wayne", "Darnell", "Andre", "Terrence", "Kyle", "Brandon",
    "Justin", "Derek", "Shawn", "Ethan", "Raymond", "Gerald", "Dennis", "Harold",
    "Ricky", "Hector", "Rafael", "Minh", "Duc", "Kenji", "Ahmed", "Omar", "Tariq",
    "Dmitri", "Sergei", "Curtis", "Lamar", "Dwayne", "Cedric", "Jermaine", "Colton",
    "Garrett", "Jared", "Clayton", "Esteban", "Roderick", "Tobias", "Quentin",
)
US_FEMALE = (
    "Jennifer", "Jessica", "Ashley", "Amanda", "Brittany", "Tiffany", "Latoya",
    "Keisha", "Shanice", "Maria", "Guadalupe", "Rosa", "Yesenia", "Marisol", "Linda",
    "Patricia", "Deborah", "Tammy", "Sherry", "Donna", "Kimberly", "Heather", "Megan",
    "Kayla", "Jasmine", "Aaliyah", "Thuy", "Priya", "Anjali", "Fatima", "Svetlana",
    "Olga", "Nicole", "Rachel", "Samantha", "Courtney", "Krista", "Misty", "Brenda",
    "Darlene", "Lorraine", "Wanda", "Gloria", "Tanisha", "Rochelle", "Yolanda",
    "Shawna", "Danielle", "Marlene", "Consuelo", "Leticia", "Bethany",
)
US_SURNAME = (
    "Smith", "Johnson", "Williams", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas",
    "Taylor", "Moore", "Thompson", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis",
    "Robinson", "Allen", "Nguyen", "Tran", "Pham", "Kim", "Patel", "Shah", "Okafor",
    "Adeyemi", "Washington", "Dubois", "Kowalski", "Novak", "Schultz", "Fischer",
    "Horvath", "Romero", "Castillo", "Delgado", "Vargas", "Ortiz", "Reyes", "Gutierrez",
    "McAllister", "O'Brien", "Sullivan", "Fitzgerald", "Murphy", "Callahan", "Boyd",
    "Griffin", "Holloway", "Pruitt", "Yazzie", "Begay", "Tsosie", "Abernathy",
    "Lindqvist", "Haddad", "Mansour", "Kaczmarek", "Whitfield", "Dorsey", "Pennington",
    "Vasquez", "Benavides", "Ochoa", "Truong", "Vo", "Choi", "Takahashi", "Ivanova",
    "Petrosyan", "Mbeki", "Osei", "Larkin", "Strickland", "Tolliver", "Bannister",
)

NZ_MALE = (
    "Liam", "Jack", "Oliver", "Hamish", "Callum", "Lachlan", "Angus", "Ben", "Josh",
    "Blair", "Craig", "Shane", "Wiremu", "Tama", "R\u0101wiri", "Hemi", "Manaia",
    "T\u0101ne", "Kahu", "Rangi", "Sione", "Tevita", "Sefo", "Iosefa", "Tavita",
    "Viliami", "Malakai", "Arjun", "Rohit", "Wei", "Jun", "Hao", "Dylan", "Kieran",
    "Reuben", "Cameron", "Brendon", "Regan", "Troy", "Nathan", "Te Ariki", "Pita",
    "Mikaere", "Fetuao", "Semisi", "Harpreet",
)
NZ_FEMALE = (
    "Aroha", "Mere", "Ngaire", "Hine", "Kiri", "Anahera", "Moana", "Awhina", "Tui",
    "Mereana", "Losa", "Mele", "Sina", "Ana", "Lupe", "Fetu", "Talia", "Olivia",
    "Isla", "Ruby", "Sophie", "Chloe", "Hannah", "Kirsty", "Leanne", "Raewyn",
    "Sharon", "Michelle", "Bronwyn", "Jacinta", "Nikita", "Aditi", "Xin", "Yan",
    "Mei", "Huia", "Marama", "Teuila", "Salote", "Manpreet", "Shona", "Tania",
)
NZ_SURNAME = (
    "Smith", "Wilson", "Thompson", "Taylor", "Anderson", "Campbell", "Stewart",
    "MacDonald", "Robertson", "Fraser", "McKenzie", "Murray", "Reid", "Ngata",
    "Parata", "Tipene", "Te Huia", "Waititi", "Horomona", "Tamihana", "Rewiti",
    "Poutama", "Tuhiwai", "Henare", "Hohepa", "Tautahi", "Faleolo", "Tuilagi",
    "Leota", "Fonoti", "Tupou", "Vaipulu", "Fifita", "Havili", "Taufa", "Mulitalo",
    "Sapolu", "Singh", "Kaur", "Sharma", "Chen", "Wang", "Zhang", "Liu", "Nguyen",
    "van der Berg", "de Jong", "Kovac", "O'Sullivan", "Gallagher", "Dunn", "Hickey",
    "Sutherland", "Gillespie", "Te Rangi", "Paewai", "Matenga", "Kereama", "Aumua",
    "Tamapua", "Latu", "Dhillon", "McLeod", "Pomare", "Whaanga",
)
NICKS = {
    "Robert": "Bobby", "Michael": "Mikey", "James": "Jimmy", "Anthony": "Tony",
    "Raymond": "Ray", "Daniel": "Danny", "Richard": "Rick", "Jennifer": "Jen",
    "Kimberly": "Kim", "Patricia": "Trish", "Deborah": "Deb", "Samantha": "Sam",
    "Rachel": "Rach", "Jessica": "Jess", "Harold": "Hal", "Terrence": "Terry",
    "Dennis": "Denny", "Gerald": "Gerry", "Lachlan": "Lachie", "Callum": "Cal",
    "Hamish": "Hame", "Mereana": "Mere", "Anahera": "Ana", "Jacinta": "Cinta",
    "Bronwyn": "Bron", "Viliami": "Vili", "Tevita": "Tev", "Iosefa": "Sefa",
    "Malakai": "Kai", "Josh": "Joshy", "Kieran": "Kez", "Hannah": "Han",
    "Leanne": "Lee-Lee", "Wiremu": "Wiri", "Cameron": "Cam", "Nathan": "Nate",
}

# city, county, state code, state name, zip prefix
US_CITIES = (
    ("Portland", "Multnomah County", "OR", "Oregon", "972"),
    ("Eugene", "Lane County", "OR", "Oregon", "974"),
    ("Salem", "Marion County", "OR", "Oregon", "973"),
    ("Gresham", "Multnomah County", "OR", "Oregon", "970"),
    ("Medford", "Jackson County", "OR", "Oregon", "975"),
    ("Seattle", "King County", "WA", "Washington", "981"),
    ("Tacoma", "Pierce County", "WA", "Washington", "984"),
    ("Spokane", "Spokane County", "WA", "Washington", "992"),
    ("Everett", "Snohomish County", "WA", "Washington", "982"),
    ("Sacramento", "Sacramento County", "CA", "California", "958"),
    ("Fresno", "Fresno County", "CA", "California", "937"),
    ("Oakland", "Alameda County", "CA", "California", "946"),
    ("Bakersfield", "Kern County", "CA", "California", "933"),
    ("Stockton", "San Joaquin County", "CA", "California", "952"),
    ("Phoenix", "Maricopa County", "AZ", "Arizona", "850"),
    ("Tucson", "Pima County", "AZ", "Arizona", "857"),
    ("Albuquerque", "Bernalillo County", "NM", "New Mexico", "871"),
    ("Gallup", "McKinley County", "NM", "New Mexico", "873"),
    ("Denver", "Denver County", "CO", "Colorado", "802"),
    ("Pueblo", "Pueblo County", "CO", "Colorado", "810"),
    ("Dayton", "Montgomery County", "OH", "Ohio", "454"),
    ("Toledo", "Lucas County", "OH", "Ohio", "436"),
    ("Akron", "Summit County", "OH", "Ohio", "443"),
    ("Louisville", "Jefferson County", "KY", "Kentucky", "402"),
    ("Lexington", "Fayette County", "KY", "Kentucky", "405"),
    ("Huntington", "Cabell County", "WV", "West Virginia", "257"),
    ("Charleston", "Kanawha County", "WV", "West Virginia", "253"),
    ("Knoxville", "Knox County", "TN", "Tennessee", "379"),
    ("Baltimore", "Baltimore County", "MD", "Maryland", "212"),
    ("Worcester", "Worcester County", "MA", "Massachusetts", "016"),
    ("Springfield", "Hampden County", "MA", "Massachusetts", "011"),
    ("Hartford", "Hartford County", "CT", "Connecticut", "061"),
    ("Bangor", "Penobscot County", "ME", "Maine", "044"),
    ("Burlington", "Chittenden County", "VT", "Vermont", "054"),
    ("Syracuse", "Onondaga County", "NY", "New York", "132"),
    ("Buffalo", "Erie County", "NY", "New York", "142"),
    ("Pittsburgh", "Allegheny County", "PA", "Pennsylvania", "152"),
    ("Scranton", "Lackawanna County", "PA", "Pennsylvania", "185"),
    ("Milwaukee", "Milwaukee County", "WI", "Wisconsin", "532"),
    ("Duluth", "St. Louis County", "MN", "Minnesota", "558"),
    ("Flint", "Genesee County", "MI", "Michigan", "485"),
    ("Tulsa", "Tulsa County", "OK", "Oklahoma", "741"),
)

# city, region, postcode prefix, suburbs
NZ_CITIES = (
    ("Auckland", "Auckland", "10", ("\u014ct\u0101huhu", "M\u0101ngere", "Papatoetoe", "Glen Innes", "Henderson", "Onehunga", "Manurewa", "Avondale")),
    ("Hamilton", "Waikato", "32", ("Frankton", "Nawton", "Dinsdale", "Fairfield")),
    ("Tauranga", "Bay of Plenty", "31", ("Greerton", "Gate Pa", "Welcome Bay")),
    ("Rotorua", "Bay of Plenty", "30", ("Fordlands", "Western Heights", "Koutu")),
    ("Whang\u0101rei", "Northland", "01", ("Otangarei", "Tikipunga", "Raumanga")),
    ("Kaitaia", "Northland", "04", ("Pukepoto",)),
    ("Gisborne", "Tair\u0101whiti", "40", ("Kaiti", "Elgin")),
    ("Napier", "Hawke's Bay", "41", ("Maraenui", "Onekawa")),
    ("Hastings", "Hawke's Bay", "41", ("Camberley", "Flaxmere", "Mahora")),
    ("New Plymouth", "Taranaki", "43", ("Marfell", "Spotswood", "Waitara")),
    ("Whanganui", "Manawat\u016b-Whanganui", "45", ("Castlecliff", "Gonville")),
    ("Palmerston North", "Manawat\u016b-Whanganui", "44", ("Highbury", "Awapuni", "Takaro")),
    ("Porirua", "Wellington", "50", ("Cannons Creek", "Waitangirua", "Titahi Bay")),
    ("Lower Hutt", "Wellington", "50", ("Naenae", "Taita", "Wainuiomata")),
    ("Wellington", "Wellington", "60", ("Newtown", "Strathmore Park", "Karori")),
    ("Nelson", "Nelson", "70", ("Stoke", "Tahunanui")),
    ("Blenheim", "Marlborough", "72", ("Mayfield", "Witherlea")),
    ("Christchurch", "Canterbury", "80", ("Aranui", "Hornby", "Linwood", "Riccarton", "Shirley")),
    ("Timaru", "Canterbury", "79", ("Watlington", "Gleniti")),
    ("Dunedin", "Otago", "90", ("Caversham", "Mosgiel", "Brockville")),
    ("Invercargill", "Southland", "98", ("Glengarry", "Kew", "Strathern")),
)

US_STREETS = (
    "Elm", "Oak", "Maple", "Cedar", "Pine", "Division", "Burnside", "Alberta", "Foster",
    "Powell", "Sandy", "Killingsworth", "Main", "Market", "Lincoln", "Mission",
    "Fremont", "Broadway", "Chestnut", "Walnut", "Hawthorne", "Sycamore", "Willow",
    "Belmont", "Glisan", "Stark", "Halsey", "Prospect", "Union", "Jackson Park",
    "Riverside", "Magnolia", "Lakeview", "Highland", "Ridgeway", "Orchard",
)
US_STTYPES = ("Street", "St", "Avenue", "Ave", "Blvd", "Road", "Rd", "Drive", "Lane",
              "Court", "Way", "Place", "Terrace")
NZ_STREETS = (
    "Kowhai", "Rimu", "T\u014dtara", "Matai", "Queen", "Victoria", "Great North",
    "Dominion", "Manukau", "Moana", "Hinemoa", "Rata", "Puriri", "P\u014dhutukawa",
    "Kauri", "Tainui", "Awatea", "Te Irirangi", "Selwyn", "Cashel", "Ferry", "Clyde",
    "Harakeke", "Tui Glen", "Miro", "Kahikatea", "Ruapehu", "Wairere", "Fenton",
)
NZ_STTYPES = ("Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
              "Terrace", "Place", "Drive", "Close", "Way", "Grove")

US_HOSPITALS = (
    "Cascade Behavioral Health Hospital", "Willamette Valley Medical Center",
    "St. Ignatius Medical Center", "Riverbend Psychiatric Center", "Mercy Ridge Hospital",
    "Lakeshore Regional Medical Center", "Ponderosa State Hospital",
    "Good Shepherd Behavioral Health", "Northfield General Hospital",
    "Sierra Vista Psychiatric Hospital", "Ohio Valley Medical Center",
    "Bluegrass Recovery Hospital", "Greystone Park Medical Center",
)
US_CLINICS = (
    "Eastside Community Mental Health Center", "Fairhaven Counseling Associates",
    "Meridian Behavioral Health", "Summit Comprehensive Treatment Center",
    "New Dawn Opioid Treatment Program", "Bridgeway Recovery Services",
    "Valley Crisis Stabilization Unit", "Pine Hollow Detox Center",
    "Harbor Lights Recovery Clinic", "Clearwater Assertive Community Treatment",
    "Keystone Family Medicine", "Alder Creek Primary Care", "Second Street Clinic",
    "Tri-County Crisis Center", "Northstar Addiction Services",
)
US_UNITS = ("Cedar Unit", "Aspen Unit", "4 North", "Unit 3B", "Juniper Ward",
            "Birch Unit", "Horizon Unit", "Willow Unit", "2 West", "Sequoia Unit")
US_PHARM = ("Hillcrest Pharmacy", "Rite Choice Pharmacy", "Kessler Drug",
            "Main Street Apothecary", "Gateway Pharmacy")

NZ_HOSPITALS = (
    "Riverlands Hospital", "Harbour City Hospital", "Te Awa Kairangi Hospital",
    "Southern Plains Hospital", "Kaimai Base Hospital", "Northshore Regional Hospital",
    "Whenua Roa Hospital", "Mataora Hospital",
)
NZ_CLINICS = (
    "Southgate Community Mental Health Centre", "Riverlea CMHT",
    "Mahana Addiction Service", "Whakaora Opioid Substitution Service",
    "Bayview Crisis Respite", "Kauri Health Centre", "Northcote Road Medical Centre",
    "Te Whare Tiaki Community Mental Health", "Eastbay Community Alcohol and Drug Service",
    "Tirohanga Kaupapa M\u0101ori Mental Health Service", "Ferndale Medical Centre",
    "Harakeke Early Intervention Service",
)
NZ_UNITS = ("K\u014dwhai Ward", "R\u0101t\u0101 Unit", "P\u014dhutukawa Ward",
            "Tōtara House", "Ward 7", "Matipo Ward", "Kahikatea Unit",
            "Rimu Intensive Care Unit", "Ward 24")
NZ_PHARM = ("Parkside Pharmacy", "Greerton Village Pharmacy", "Life Care Pharmacy",
            "Central Chemist", "Bay Health Pharmacy")

US_ORGS = (
    "Cascade Freight Lines", "Northgate Lumber", "Bayside Auto Body",
    "Riverside Community College", "Lincoln High School", "Evergreen Roofing LLC",
    "Pacific Rim Warehousing", "Sunrise Staffing", "First Baptist Church of Eastmoor",
    "Harbor Mission", "Veterans Outreach Network", "Second Chance Housing",
    "Bridges Peer Recovery", "Tri-State Poultry", "Miller & Sons Plumbing",
    "Blue Heron Casino", "Copperline Call Center", "Westfield Middle School",
    "Grace Lutheran Church", "Redwood Security Services", "Quickstop Markets",
    "Sunnyside Senior Living", "Columbia Steel Fabricators", "Valley Transit Authority",
)
NZ_ORGS = (
    "Kiwi Meats Ltd", "Matai Forestry Ltd", "Harbour Port Services", "Waitaki Dairy Co-op",
    "Aotea Community College", "Bay Roofing Ltd", "Stepping Stones Housing Trust",
    "Te R\u014dp\u016b Tautoko Trust", "Southern Scaffolding Ltd", "Pacific Island Methodist Church",
    "Greenfields Orchards", "Tasman Call Centre", "Rangatahi Youth Hub", "Mana Kai Collective",
    "Manukau Panel and Paint", "Kiwi Couriers Ltd", "Haven Rest Home", "Westside Kura",
    "Marlborough Vintners Ltd", "Te Kaha Shearing Gang",
)

PROFESSIONS = (
    "forklift driver", "truck driver", "line cook", "chef", "roofer", "electrician",
    "teacher", "builder", "plumber", "welder", "barista", "retail assistant",
    "call centre operator", "security guard", "software developer", "accountant",
    "mechanic", "warehouse worker", "caregiver", "cleaner", "hairdresser", "bartender",
    "landscaper", "laborer", "scaffolder", "meat worker", "teacher aide", "drywaller",
    "commercial fisherman", "nail technician", "dental assistant", "bus driver",
    "delivery driver", "carpenter", "machinist", "pharmacy technician", "real estate agent",
    "medical receptionist", "line worker", "concrete finisher", "youth worker",
)
NZ_ONLY_PROF = ("dairy farmer", "shearer", "orchard worker", "freezing worker",
                "kaimahi at a marae", "fruit picker", "forestry worker")
US_ONLY_PROF = ("oil field worker", "warehouse supervisor", "long-haul trucker",
                "casino dealer", "corrections officer")

COUNTRIES_US = ("Mexico", "El Salvador", "Guatemala", "Vietnam", "Philippines",
                "Ukraine", "Somalia", "Afghanistan", "Iraq", "Honduras", "Puerto Rico",
                "Canada", "Germany", "South Korea")
COUNTRIES_NZ = ("Samoa", "Tonga", "Fiji", "the Cook Islands", "Australia", "India",
                "China", "the Philippines", "England", "South Africa", "Niue",
                "Scotland", "Korea")

DEPLOY = ("Afghanistan", "Iraq", "Kuwait", "Germany", "Korea")

US_GP = ("Keystone Family Medicine", "Alder Creek Primary Care", "Second Street Clinic",
         "Maplewood Internal Medicine", "Eastgate Family Practice", "Riverside Community Health Clinic")
NZ_GP = ("Kauri Health Centre", "Northcote Road Medical Centre", "Ferndale Medical Centre",
         "T\u014dtara Health", "Hillside Family Doctors", "Moana Medical Centre")
