"""Invented name, place and organisation pools for dev221_en (author 221).

Everything here was made up for this set. Lists are plain tuples so that
iteration order never depends on hashing.
"""

MALE = (
    "James", "Robert", "Michael", "David", "Daniel", "Jose", "Luis", "Carlos", "Juan", "Miguel",
    "Tyrone", "DeShawn", "Marcus", "Andre", "Jamal", "Kevin", "Brian", "Travis", "Cody", "Dustin",
    "Wyatt", "Colton", "Brandon", "Derek", "Raymond", "Gerald", "Wayne", "Dale", "Darrell", "Curtis",
    "Terrence", "Hector", "Ramon", "Alejandro", "Rafael", "Raj", "Arjun", "Harpreet", "Gurpreet",
    "Sandeep", "Vikram", "Wei", "Jun", "Minh", "Tuan", "Quang", "Huy", "Jean-Luc", "Mathieu", "Pierre",
    "Etienne", "Marc-Andre", "Yves", "Luc", "Olumide", "Chidi", "Kwame", "Abdi", "Mohamed", "Ahmed",
    "Omar", "Yusuf", "Tariq", "Dmitri", "Oleksandr", "Taras", "Piotr", "Tomasz", "Giovanni",
    "Salvatore", "Connor", "Liam", "Owen", "Rhys", "Declan", "Nolan", "Garrett", "Shane", "Earl",
    "Lonnie", "Rusty", "Bobby", "Jorge", "Efrain", "Arturo", "Rolando", "Ernesto", "Kenji", "Hiroshi",
    "Ji-ho", "Sung-min", "Paolo", "Emmanuel", "Rodel", "Jericho", "Arnel", "Clayton", "Royce", "Beau",
)

FEMALE = (
    "Maria", "Guadalupe", "Rosa", "Yesenia", "Marisol", "Jennifer", "Jessica", "Ashley", "Amanda",
    "Brittany", "Crystal", "Tamika", "Latoya", "Keisha", "Shanice", "Ebony", "Denise", "Brenda",
    "Tammy", "Sherry", "Deborah", "Patricia", "Linda", "Karen", "Donna", "Kimberly", "Heather",
    "Amber", "Kayla", "Megan", "Chelsea", "Destiny", "Priya", "Anjali", "Simran", "Navdeep", "Harjit",
    "Mei", "Lin", "Xiaoling", "Thuy", "Linh", "Ngoc", "Hoa", "Marie-Eve", "Genevieve", "Isabelle",
    "Chantal", "Josee", "Nathalie", "Sylvie", "Amara", "Ngozi", "Fatima", "Amina", "Hodan", "Layla",
    "Oksana", "Natalia", "Svetlana", "Agnieszka", "Katarzyna", "Giulia", "Francesca", "Siobhan",
    "Aoife", "Maeve", "Colleen", "Bernadette", "Dolores", "Consuelo", "Araceli", "Maricel", "Jovelyn",
    "Rowena", "Analyn", "Haruka", "Yuna", "Soo-jin", "Leilani", "Kateri", "Winona", "Rhonda", "Wanda",
    "Loretta", "Trudy", "Faith", "Hope", "Charmaine", "Darlene", "Shawna", "Tiffany", "Misty",
)

NICK = {
    "Robert": "Bob", "Michael": "Mike", "David": "Dave", "Daniel": "Danny", "James": "Jim",
    "Raymond": "Ray", "Gerald": "Gerry", "Kimberly": "Kim", "Patricia": "Patty", "Deborah": "Deb",
    "Jennifer": "Jen", "Jessica": "Jess", "Guadalupe": "Lupe", "Alejandro": "Alex", "Salvatore": "Sal",
    "Giovanni": "Gio", "Francesca": "Frankie", "Katarzyna": "Kasia", "Oleksandr": "Sasha",
    "Jose": "Pepe", "Earl": "Buddy", "Terrence": "Terry", "Brittany": "Britt",
}

SURNAMES = (
    "Johnson", "Williams", "Brown", "Garcia", "Martinez", "Rodriguez", "Hernandez", "Lopez",
    "Gonzalez", "Perez", "Sanchez", "Ramirez", "Torres", "Flores", "Rivera", "Gomez", "Diaz", "Reyes",
    "Cruz", "Morales", "Ortiz", "Gutierrez", "Chavez", "Ramos", "Ruiz", "Alvarez", "Mendoza",
    "Castillo", "Jimenez", "Vasquez", "Moreno", "Herrera", "Medina", "Aguilar", "Vargas", "Guzman",
    "Salazar", "Delgado", "Cervantes", "Washington", "Jefferson", "Jackson", "Robinson", "Coleman",
    "Holloway", "Pettiford", "Gaines", "Whitfield", "Okafor", "Adeyemi", "Mensah", "Boateng", "Nwosu",
    "Abdi", "Warsame", "Hassan", "Haddad", "Khoury", "Nasser", "Patel", "Shah", "Sharma", "Singh",
    "Gill", "Sandhu", "Dhillon", "Grewal", "Brar", "Sidhu", "Nguyen", "Tran", "Pham", "Le", "Vo",
    "Huynh", "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Wong", "Chan", "Lam", "Kim", "Park",
    "Lee", "Choi", "Nakamura", "Tanaka", "Yamamoto", "Santos", "Dela Cruz", "Bautista", "Villanueva",
    "Aquino", "Tremblay", "Gagnon", "Roy", "Cote", "Bouchard", "Gauthier", "Morin", "Lavoie",
    "Fortin", "Gagne", "Ouellet", "Pelletier", "Belanger", "Levesque", "Bergeron", "Leblanc",
    "Paquette", "Girard", "Kowalski", "Nowak", "Wisniewski", "Kaminski", "Lewandowski", "Zielinski",
    "Szymanski", "Kovalenko", "Shevchenko", "Bondarenko", "Melnyk", "Petrov", "Ivanov", "Volkov",
    "Romano", "Russo", "Esposito", "Bianchi", "Ricci", "Marino", "Greco", "Conti", "Costa",
    "O'Brien", "O'Connor", "Murphy", "Kelly", "Sullivan", "McCarthy", "Doyle", "Fitzgerald",
    "Gallagher", "Byrne", "MacDonald", "MacLeod", "Campbell", "Fraser", "Stewart", "Ferguson",
    "Henderson", "Anderson", "Larson", "Lindqvist", "Olson", "Nielsen", "Hansen", "Jorgensen",
    "Schmidt", "Mueller", "Schneider", "Becker", "Hoffmann", "Wagner", "Weber", "Zimmerman", "Yoder",
    "Stoltzfus", "Miller", "Davis", "Wilson", "Moore", "Taylor", "Thomas", "White", "Harris",
    "Martin", "Thompson", "Clark", "Lewis", "Walker", "Hall", "Allen", "Young", "King", "Wright",
    "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Mitchell", "Roberts", "Carter", "Phillips",
    "Evans", "Turner", "Parker", "Collins", "Edwards", "Morris", "Rogers", "Reed", "Cook", "Bailey",
    "Cooper", "Howard", "Ward", "Cox", "Peterson", "Gray", "Brooks", "Bennett", "Wood", "Barnes",
    "Ross", "Jenkins", "Perry", "Powell", "Long", "Hughes", "Price", "Sanders", "Myers", "Ford",
    "Hamilton", "Graham", "Wallace", "West", "Cole", "Hayes", "Bryant", "Hunt", "Black", "Lambert",
    "Cardinal", "Sinclair", "Crowchild", "Littlechief", "Manyfingers", "Bell", "Graves", "Paget",
    "Mahoney", "Szabo", "Horvath", "Novak", "Dvorak", "Quintero", "Espinoza", "Barajas", "Zamora",
    "Okonkwo", "Abiodun", "Mwangi", "Kiplagat", "Tesfaye", "Girma", "Bekele", "Rahman", "Chowdhury",
    "Hussain", "Qureshi", "Malik", "Farouk", "Demir", "Yilmaz", "Ferreira", "Oliveira", "Pereira",
)

INITIALS = "ABCDEFGHJKLMNPRSTVW"

# city, state/province abbreviation, full name, zip prefix / postal letter, area code
US_CITIES = (
    ("Toledo", "OH", "Ohio", "436", "419"), ("Dayton", "OH", "Ohio", "454", "937"),
    ("Gary", "IN", "Indiana", "464", "219"), ("Fort Wayne", "IN", "Indiana", "468", "260"),
    ("Joliet", "IL", "Illinois", "604", "815"), ("Peoria", "IL", "Illinois", "616", "309"),
    ("Milwaukee", "WI", "Wisconsin", "532", "414"), ("Green Bay", "WI", "Wisconsin", "543", "920"),
    ("Duluth", "MN", "Minnesota", "558", "218"), ("Des Moines", "IA", "Iowa", "503", "515"),
    ("Omaha", "NE", "Nebraska", "681", "402"), ("Wichita", "KS", "Kansas", "672", "316"),
    ("Tulsa", "OK", "Oklahoma", "741", "918"), ("Amarillo", "TX", "Texas", "791", "806"),
    ("Laredo", "TX", "Texas", "780", "956"), ("Beaumont", "TX", "Texas", "777", "409"),
    ("Odessa", "TX", "Texas", "797", "432"), ("Shreveport", "LA", "Louisiana", "711", "318"),
    ("Lake Charles", "LA", "Louisiana", "706", "337"), ("Mobile", "AL", "Alabama", "366", "251"),
    ("Birmingham", "AL", "Alabama", "352", "205"), ("Chattanooga", "TN", "Tennessee", "374", "423"),
    ("Knoxville", "TN", "Tennessee", "379", "865"), ("Savannah", "GA", "Georgia", "314", "912"),
    ("Charleston", "WV", "West Virginia", "253", "304"), ("Scranton", "PA", "Pennsylvania", "185", "570"),
    ("Allentown", "PA", "Pennsylvania", "181", "610"), ("Erie", "PA", "Pennsylvania", "165", "814"),
    ("Buffalo", "NY", "New York", "142", "716"), ("Syracuse", "NY", "New York", "132", "315"),
    ("Newark", "NJ", "New Jersey", "071", "973"), ("Worcester", "MA", "Massachusetts", "016", "508"),
    ("Bangor", "ME", "Maine", "044", "207"), ("Fresno", "CA", "California", "937", "559"),
    ("Bakersfield", "CA", "California", "933", "661"), ("Stockton", "CA", "California", "952", "209"),
    ("Riverside", "CA", "California", "925", "951"), ("Tacoma", "WA", "Washington", "984", "253"),
    ("Spokane", "WA", "Washington", "992", "509"), ("Boise", "ID", "Idaho", "837", "208"),
    ("Reno", "NV", "Nevada", "895", "775"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Albuquerque", "NM", "New Mexico", "871", "505"), ("Pueblo", "CO", "Colorado", "810", "719"),
    ("Billings", "MT", "Montana", "591", "406"), ("Casper", "WY", "Wyoming", "826", "307"),
    ("Anchorage", "AK", "Alaska", "995", "907"), ("Sioux Falls", "SD", "South Dakota", "571", "605"),
    ("Fargo", "ND", "North Dakota", "581", "701"), ("Little Rock", "AR", "Arkansas", "722", "501"),
    ("Jackson", "MS", "Mississippi", "392", "601"), ("Louisville", "KY", "Kentucky", "402", "502"),
    ("Lexington", "KY", "Kentucky", "405", "859"), ("Richmond", "VA", "Virginia", "232", "804"),
    ("Norfolk", "VA", "Virginia", "235", "757"), ("Greensboro", "NC", "North Carolina", "274", "336"),
    ("Columbia", "SC", "South Carolina", "292", "803"), ("Jacksonville", "FL", "Florida", "322", "904"),
    ("Lakeland", "FL", "Florida", "338", "863"), ("Provo", "UT", "Utah", "846", "801"),
    ("Portland", "OR", "Oregon", "972", "503"), ("Eugene", "OR", "Oregon", "974", "541"),
)

CA_CITIES = (
    ("Hamilton", "ON", "Ontario", "L", "905"), ("Sudbury", "ON", "Ontario", "P", "705"),
    ("Windsor", "ON", "Ontario", "N", "519"), ("Thunder Bay", "ON", "Ontario", "P", "807"),
    ("Oshawa", "ON", "Ontario", "L", "905"), ("Mississauga", "ON", "Ontario", "L", "905"),
    ("Kitchener", "ON", "Ontario", "N", "519"), ("Toronto", "ON", "Ontario", "M", "416"),
    ("Ottawa", "ON", "Ontario", "K", "613"), ("Surrey", "BC", "British Columbia", "V", "604"),
    ("Prince George", "BC", "British Columbia", "V", "250"), ("Kamloops", "BC", "British Columbia", "V", "250"),
    ("Nanaimo", "BC", "British Columbia", "V", "250"), ("Calgary", "AB", "Alberta", "T", "403"),
    ("Edmonton", "AB", "Alberta", "T", "780"), ("Fort McMurray", "AB", "Alberta", "T", "780"),
    ("Red Deer", "AB", "Alberta", "T", "403"), ("Regina", "SK", "Saskatchewan", "S", "306"),
    ("Saskatoon", "SK", "Saskatchewan", "S", "306"), ("Winnipeg", "MB", "Manitoba", "R", "204"),
    ("Brandon", "MB", "Manitoba", "R", "204"), ("Montreal", "QC", "Quebec", "H", "514"),
    ("Laval", "QC", "Quebec", "H", "450"), ("Sherbrooke", "QC", "Quebec", "J", "819"),
    ("Trois-Rivieres", "QC", "Quebec", "G", "819"), ("Halifax", "NS", "Nova Scotia", "B", "902"),
    ("Sydney", "NS", "Nova Scotia", "B", "902"), ("Moncton", "NB", "New Brunswick", "E", "506"),
    ("Saint John", "NB", "New Brunswick", "E", "506"), ("St. John's", "NL", "Newfoundland and Labrador", "A", "709"),
    ("Charlottetown", "PE", "Prince Edward Island", "C", "902"), ("Whitehorse", "YT", "Yukon", "Y", "867"),
)

US_COUNTIES = ("Lucas County", "Kern County", "Will County", "Douglas County", "Marion County",
               "Lackawanna County", "Erie County", "Pima County", "Ada County", "Cass County")

CA_BOARD = {"ON": "WSIB", "BC": "WorkSafeBC", "AB": "WCB-Alberta", "SK": "WCB Saskatchewan",
            "MB": "WCB Manitoba", "QC": "CNESST", "NS": "WCB Nova Scotia", "NB": "WorkSafeNB",
            "NL": "WorkplaceNL", "PE": "WCB PEI", "YT": "YWCHSB"}

STREET_NAMES = (
    "Elm", "Maple", "Oak", "Cedar", "Birch", "Willow", "Poplar", "Sycamore", "Hickory", "Walnut",
    "Chestnut", "Juniper", "Spruce", "Tamarack", "Aspen", "Linden", "Mulberry", "Magnolia",
    "Lincoln", "Jefferson", "Madison", "Monroe", "Franklin", "Grant", "Garfield", "Harrison",
    "Prospect", "Ridge", "Hillcrest", "Lakeview", "Riverside", "Meadowbrook", "Fairview",
    "Sunset", "Orchard", "Mill", "Quarry", "Depot", "Foundry", "Cannery", "Railroad", "Canal",
    "Dunmore", "Ashby", "Kettering", "Bramble", "Thistle", "Copperfield", "Stonegate", "Greystone",
    "Wexford", "Galway", "Pembroke", "Huron", "Erie", "Ontario", "Superior", "Algonquin",
)
US_SUFFIX = ("Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
             "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Pkwy", "Circle")
CA_SUFFIX = ("Street", "St.", "Avenue", "Ave.", "Road", "Rd.", "Drive", "Crescent", "Cres.",
             "Boulevard", "Way", "Trail", "Court", "Gate", "Line")
UNITS = ("Apt {n}", "Apt. {n}{l}", "Unit {n}", "#{n}", "Suite {n}", "Lot {n}", "Apt {n}{l}")
INDUSTRIAL_ST = ("Industrial Pkwy", "Commerce Dr", "Distribution Way", "Enterprise Blvd",
                 "Freight Rd", "Foundry Rd", "Logistics Ln", "Manufacturers Rd", "Terminal Ave",
                 "Trade Centre Dr", "Production Rd", "Airport Rd", "Rail Spur Rd", "Harbour Rd")

# employers: name, industry
EMPLOYERS = (
    ("Ridgeway Distribution LLC", "warehouse"), ("Northstar Fulfillment Inc.", "warehouse"),
    ("Cascade Logistics Group", "warehouse"), ("Pallet Point Warehousing", "warehouse"),
    ("Ironhorse Freight Lines", "trucking"), ("Bluewater Carriers Inc.", "trucking"),
    ("Prairie Sun Transport Ltd.", "trucking"), ("Redline Express Haulage", "trucking"),
    ("Keystone Stamping Co.", "manufacturing"), ("Northgate Steel Fabricators", "manufacturing"),
    ("Tri-Lakes Plastics", "manufacturing"), ("Allied Gray Iron Foundry", "manufacturing"),
    ("Vantage Precision Machining", "manufacturing"), ("Brightwater Glass Works", "manufacturing"),
    ("Mercy Ridge Nursing & Rehab", "carehome"), ("Silver Birch Lodge", "carehome"),
    ("Dunmore Concrete & Paving", "construction"), ("High Plains Roofing", "construction"),
    ("Red Rock Excavating", "construction"), ("Lakehead Electrical Contractors", "construction"),
    ("Tri-County Poultry Processing", "food"), ("Golden Prairie Meats", "food"),
    ("Harvest Valley Foods", "food"), ("Big Pine Home Centers", "retail"),
    ("Corner Basket Grocers", "retail"), ("Tri-Valley Sanitation Authority", "municipal"),
    ("Harbor Transit Authority", "municipal"), ("Athabasca Ridge Energy", "energy"),
    ("Copper Basin Mining Co.", "energy"), ("Lone Butte Oilfield Services", "energy"),
    ("Maplewood Unified School District", "education"), ("Lakeview Grand Hotel", "hospitality"),
    ("Silver Spur Casino & Resort", "hospitality"), ("Tri-State Line Services", "utility"),
    ("Northern Lights Telecom", "utility"), ("Sunrise Orchards", "agriculture"),
    ("Valley Dairy Cooperative", "agriculture"), ("Bayfront Shipyard Services", "manufacturing"),
    ("Hollis & Grant Millwork", "manufacturing"), ("Quickstop Courier Co.", "trucking"),
)

JOBS = {
    "warehouse": ("warehouse associate", "order picker", "forklift operator", "shipping clerk",
                  "reach truck operator", "loader", "inventory control specialist", "material handler"),
    "trucking": ("long-haul truck driver", "CDL-A driver", "flatbed driver", "tanker driver",
                 "diesel mechanic", "yard jockey", "delivery driver", "dispatcher"),
    "manufacturing": ("welder", "CNC machinist", "press operator", "assembler", "millwright",
                      "quality inspector", "grinder operator", "maintenance mechanic", "pipefitter",
                      "furnace operator"),
    "carehome": ("personal support worker", "certified nursing assistant", "LPN", "housekeeper",
                 "dietary aide", "laundry aide", "recreation aide"),
    "hospital": ("registered nurse", "staff nurse", "phlebotomist", "environmental services tech",
                 "respiratory therapist", "surgical technologist", "patient care technician",
                 "lab assistant", "nurse aide"),
    "construction": ("carpenter", "ironworker", "roofer", "general laborer", "electrician",
                     "heavy equipment operator", "drywall installer", "concrete finisher", "apprentice electrician"),
    "food": ("meat cutter", "line worker", "sanitation worker", "deboner", "packer", "machine operator"),
    "retail": ("stocker", "cashier", "deli clerk", "store manager", "receiver", "lumber yard associate"),
    "municipal": ("sanitation worker", "bus operator", "fleet mechanic", "water treatment operator",
                  "refuse truck driver", "transit supervisor"),
    "energy": ("driller", "floorhand", "heavy duty mechanic", "underground miner",
               "haul truck operator", "scaffolder", "process operator"),
    "education": ("custodian", "school bus driver", "cafeteria worker", "teacher's aide", "groundskeeper"),
    "hospitality": ("housekeeper", "line cook", "dishwasher", "banquet server", "security guard", "room attendant"),
    "utility": ("lineworker", "cable technician", "meter reader", "splicer"),
    "agriculture": ("farmworker", "dairy hand", "greenhouse worker", "orchard picker", "tractor operator"),
}

CLINICS = (
    "Summit Occupational Health", "WorkFirst Medical Center", "Keystone Industrial Medicine",
    "Prairie Occupational Medicine Clinic", "Bayfront Employee Health", "Northland OccMed",
    "MedWork Partners - Eastgate", "Riverbend Occupational Health Services",
    "Lakeside Worker Health Centre", "Tri-Rivers Occupational Clinic", "Cornerstone Occupational Health",
    "Harbourside Occupational Medicine", "Ironbridge Industrial Clinic", "Pinewood WorkCare",
    "Granite Peak Occupational Health", "Crossroads Employer Health Clinic",
)
HOSPITALS = (
    "St. Brendan Regional Medical Center", "Mercy Valley Hospital", "Lakeshore General Hospital",
    "Good Shepherd Medical Center", "Holy Cross Health Centre", "Northern Plains Regional Hospital",
    "Riverside Community Hospital", "Grand Portage Memorial Hospital", "Sacred Heart of the Valley Hospital",
    "Cedar Hills Medical Center", "Wellington County General", "St. Ambrose University Hospital",
    "Fairhaven Memorial", "Blue Mesa Regional Medical Center",
)
UNITS_HOSP = ("5 West", "4 North", "3 South", "7 East", "Cedar Unit", "Birch Wing", "6 Tower",
              "2 North Med-Surg", "Maple Pavilion", "Labor & Delivery East")
PT_CLINICS = ("Motion Works Physical Therapy", "CoreBalance Physiotherapy", "Ironwood Rehab",
              "Kinetic Edge Work Conditioning", "ReturnStrong Rehabilitation", "Apex Hand Therapy",
              "Northshore Physiotherapy & Rehab")
IMAGING = ("ClearView Imaging Center", "Meridian MRI & Diagnostics", "Valley Open MRI", "Prairie Imaging Associates")
PHARMACIES = ("Hillside Pharmacy", "Corner Drug Mart", "Eastgate Apothecary", "Main Street Rx")

INSURERS = ("Granite Shield Mutual Insurance", "Keystone Casualty Group", "Heartland Employers Insurance Co.",
            "Sentry Oak Insurance", "Pinnacle Comp Services", "Bridgewater Claims Administration",
            "Lakeland Risk Management", "Cardinal Point Casualty", "Evergreen Workers Comp Trust")
HEALTH_PLANS = ("BlueRiver Health Plan", "Unity Meridian Health", "Northwoods Benefit Trust",
                "Cobalt Employee Health Plan", "Prairie Extended Health")
LABS = ("Quadrant Forensic Toxicology", "ClearPath Laboratories", "Benchmark Toxicology Labs",
        "Tri-State Reference Laboratory")
MRO_FIRMS = ("Sentinel MRO Services", "TruCheck Medical Review", "Verity MRO Group")
TPAS = ("Heartland Drug Testing Consortium", "SafeLane Compliance Partners", "Clearway DOT Consortium")
LAWFIRMS = ("Baird, Whitcomb & Osei LLP", "Hargrove Lind Law Group", "Pruitt & Vasquez, PLLC",
            "Lachance Moreau Avocats")
UNIONS = ("Amalgamated Warehouse Workers Local 318", "Ironworkers Local 52", "Teamsters Local 771",
          "Prairie Health Care Workers Union", "Steel & Allied Trades Local 6721")
SCHOOLS = ("Westbrook Community College", "Lakehead Polytechnic", "St. Joseph Secondary School",
           "Northern Trades Institute")

COUNTRIES_ORIGIN = ("Mexico", "the Philippines", "Guatemala", "El Salvador", "India", "Vietnam",
                    "Somalia", "Ukraine", "Poland", "Haiti", "Honduras", "Nigeria", "Jamaica",
                    "Ethiopia", "Punjab, India")

EMAIL_DOMAINS = ("example.com", "example.org", "example.net", "mail.example.com", "claims.example.org",
                 "occhealth.example.net", "corp.test", "clinic.test")

# Words that look like names/places but are clinical (non-PHI distractors)
EPONYM_TESTS = (
    "Phalen's test negative", "Tinel's sign at carpal tunnel negative", "Finkelstein's negative",
    "Spurling's negative bilaterally", "Hawkins-Kennedy negative", "Neer's negative",
    "McMurray's negative", "Lachman firm endpoint", "Apley's compression negative",
    "FABER negative", "Waddell signs 0/5", "Romberg negative", "Babinski downgoing",
    "Thompson test negative", "Kernig and Brudzinski negative", "Hoffmann's absent",
    "O'Brien's test negative", "Yergason's negative", "Speed's test negative",
    "Adson's maneuver negative", "Allen test normal", "Froment's sign absent",
)
