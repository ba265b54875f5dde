"""Invented pools for dev176_en (author 176). Lists only; order matters for determinism."""

BOY = ["Liam", "Noah", "Mateo", "Aiden", "Jayden", "Elijah", "Arjun", "Mohammed", "Yusuf", "Theo",
       "Lucas", "Owen", "Caleb", "Hudson", "Rowan", "Ezra", "Kai", "Dominic", "Malik", "Santiago",
       "Ibrahim", "Hamza", "Wyatt", "Declan", "Finn", "Xavier", "Omar", "Emmett", "Jaxon", "Levi",
       "Benjamin", "Gabriel", "Isaac", "Kofi", "Tariq", "Nathaniel", "Carter", "Felix", "Ravi", "Diego",
       "Hunter", "Tyrell", "Koa", "Silas", "Bodhi", "Amir", "Julien", "Zachary", "Ronan", "Eli"]
GIRL = ["Olivia", "Emma", "Sofia", "Aaliyah", "Ava", "Amelia", "Zainab", "Priya", "Chloe", "Maya",
        "Harper", "Isla", "Nora", "Leah", "Hana", "Amara", "Scarlett", "Aurora", "Fatima", "Imani",
        "Luna", "Mila", "Ruby", "Willow", "Esme", "Gianna", "Kiara", "Naomi", "Abigail", "Camila",
        "Ellie", "Hazel", "Ivy", "Jasleen", "Khadija", "Lily", "Madison", "Nevaeh", "Paisley", "Quinn",
        "Rosalie", "Sadie", "Talia", "Valentina", "Winter", "Yara", "Zoey", "Brooklyn", "Delilah", "Elodie"]
NICK = {"Benjamin": "Benji", "Nathaniel": "Nate", "Zachary": "Zach", "Elijah": "Eli", "Abigail": "Abby",
        "Valentina": "Vale", "Madison": "Maddie", "Gabriel": "Gabe", "Dominic": "Dom", "Isabella": "Bella",
        "Alexander": "Xander", "Rosalie": "Rosie", "Olivia": "Liv", "Amelia": "Millie", "Mohammed": "Mo",
        "Jaxon": "Jax", "Santiago": "Santi", "Scarlett": "Scar", "Theo": "Teddy", "Caleb": "Cal"}
SURN = ["Okafor", "Tremblay", "Gagnon", "Nguyen", "Singh", "Patel", "Martinez", "Hernandez", "Johnson",
        "Kowalski", "MacDonald", "O'Neill", "Leblanc", "Bouchard", "Chen", "Wong", "Ahmed", "Hassan",
        "Yusuf", "Abdi", "Mohamud", "Rahman", "Kaur", "Dhillon", "Kim", "Park", "Santos", "Reyes",
        "Bautista", "Nakamura", "Thompson", "Anderson", "Brown", "Whitehorse", "Cardinal", "Bear",
        "Sinclair", "Moreau", "Campbell", "Fraser", "Murphy", "Schultz", "Friesen", "Penner", "Wiebe",
        "Dubois", "Pelletier", "Robinson", "Jackson", "Washington", "Rivera", "Flores", "Alvarez",
        "Castillo", "Kovalenko", "Haddad", "Khoury", "Mensah", "Boateng", "Adeyemi", "Tesfaye", "Haile",
        "Lopez", "Baptiste", "Joseph", "Jean-Baptiste", "Fontaine", "Novak", "Horvath", "Lindqvist",
        "Yazzie", "Begay", "Rivers", "Stone", "Hope", "Lachance", "Mercier", "Desjardins", "Hill",
        "Daniels", "Greyeyes", "McKenzie", "Oyelaran", "Ferreira", "Duarte", "Sandoval", "Villanueva",
        "Quispe", "Mwangi", "Otieno", "Afolabi", "Zhang", "Liu", "Tran", "Pham", "Vu", "Sharma", "Grewal"]
ADULT_F = ["Aisha", "Grace", "Jessica", "Ashley", "Brittany", "Maria", "Mei", "Nadia", "Sarah", "Kayla",
           "Tamara", "Rosa", "Leticia", "Hannah", "Amanda", "Samantha", "Noor", "Fatou", "Shanice",
           "Danielle", "Chantal", "Genevieve", "Marisol", "Yesenia", "Simran", "Harpreet", "Linh", "Thu",
           "Ngozi", "Blessing", "Tiffany", "Courtney", "Rebecca", "Melanie", "Crystal", "Destiny", "Iryna"]
ADULT_M = ["Marc", "David", "Jamal", "Kevin", "Tyler", "Jose", "Luis", "Ahmed", "Brandon", "Justin",
           "Dustin", "Cody", "Raj", "Gurpreet", "Minh", "Chinedu", "Emeka", "Patrick", "Sean", "Mathieu",
           "Alexandre", "Oleksandr", "Ricardo", "Andre", "Terrence", "Derek", "Travis", "Khalid", "Hyun"]
GRAND = ["Nana", "Grandma", "Grandpa", "Kokum", "Abuela", "Lola", "Nonna", "Oma", "Bibi"]

DOC_F = ["Priya", "Katherine", "Adaeze", "Sophie", "Helen", "Rachel", "Mireille", "Yuki", "Laura",
         "Fiona", "Julia", "Anjali", "Camille", "Teresa", "Ingrid", "Naledi", "Shira", "Bronwyn"]
DOC_M = ["Daniel", "Oluwaseun", "Thomas", "Martin", "Rajesh", "Andrew", "Paul", "Etienne", "Samuel",
         "Viktor", "Hiroshi", "Graham", "Marcus", "Tobias", "Femi", "Ian", "Rafael", "Hugo"]
DOC_L = ["Raman", "Okonkwo", "Lindgren", "Abernathy", "Desrosiers", "Feldman", "Huang", "Iyer",
         "Kasprzak", "Lefebvre", "Mbeki", "Nakashima", "Ostrowski", "Pritchard", "Quan", "Rosenthal",
         "Sauvé", "Tanaka", "Underhill", "Varga", "Whitfield", "Yeung", "Zimmerman", "Achebe",
         "Bhattacharya", "Castellanos", "Dunleavy", "Ellison", "Fitzgerald", "Gallagher", "Holloway",
         "Ivanov", "Jovanovic", "Kearney", "Laframboise", "Moynihan", "Nwosu", "Ortega", "Petrovic"]
NURSE_F = ["Kim", "Deb", "Ana", "Jen", "Steph", "Lori", "Marnie", "Tasha", "Bree", "Claire", "Joy",
           "Renata", "Hollie", "Gwen", "Pam", "Carly", "Mona", "Ruth", "Trish", "Nikki"]
NURSE_M = ["Jordan", "Alex", "Marco", "Kyle", "Ben", "Luc", "Raymond", "Dev"]
NURSE_L = ["Doyle", "Reyes", "Park", "Lam", "Boucher", "Ritchie", "Okoye", "Szabo", "Hale", "Marsh",
           "Pineda", "Gill", "Kwan", "Beaulieu", "Strand", "Coates", "Ferris", "Dale", "Ng", "Oduya"]

CA_CITIES = [("Toronto", "ON", "Ontario", "M"), ("Hamilton", "ON", "Ontario", "L"),
             ("Ottawa", "ON", "Ontario", "K"), ("London", "ON", "Ontario", "N"),
             ("Sudbury", "ON", "Ontario", "P"), ("Kingston", "ON", "Ontario", "K"),
             ("Thunder Bay", "ON", "Ontario", "P"), ("Brampton", "ON", "Ontario", "L"),
             ("Winnipeg", "MB", "Manitoba", "R"), ("Brandon", "MB", "Manitoba", "R"),
             ("Saskatoon", "SK", "Saskatchewan", "S"), ("Regina", "SK", "Saskatchewan", "S"),
             ("Prince Albert", "SK", "Saskatchewan", "S"), ("Calgary", "AB", "Alberta", "T"),
             ("Edmonton", "AB", "Alberta", "T"), ("Red Deer", "AB", "Alberta", "T"),
             ("Lethbridge", "AB", "Alberta", "T"), ("Vancouver", "BC", "British Columbia", "V"),
             ("Surrey", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
             ("Nanaimo", "BC", "British Columbia", "V"), ("Prince George", "BC", "British Columbia", "V"),
             ("Halifax", "NS", "Nova Scotia", "B"), ("Truro", "NS", "Nova Scotia", "B"),
             ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
             ("St. John's", "NL", "Newfoundland and Labrador", "A"),
             ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Gatineau", "QC", "Quebec", "J"),
             ("Sherbrooke", "QC", "Quebec", "J"), ("Whitehorse", "YT", "Yukon", "Y"),
             ("Yellowknife", "NT", "Northwest Territories", "X")]
US_CITIES = [("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"), ("Akron", "OH", "Ohio", "443"),
             ("Pittsburgh", "PA", "Pennsylvania", "152"), ("Erie", "PA", "Pennsylvania", "165"),
             ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
             ("Omaha", "NE", "Nebraska", "681"), ("Boise", "ID", "Idaho", "837"),
             ("Tucson", "AZ", "Arizona", "857"), ("Albuquerque", "NM", "New Mexico", "871"),
             ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"),
             ("Eugene", "OR", "Oregon", "974"), ("Fresno", "CA", "California", "937"),
             ("Sacramento", "CA", "California", "958"), ("Raleigh", "NC", "North Carolina", "276"),
             ("Asheville", "NC", "North Carolina", "288"), ("Knoxville", "TN", "Tennessee", "379"),
             ("Memphis", "TN", "Tennessee", "381"), ("Louisville", "KY", "Kentucky", "402"),
             ("Little Rock", "AR", "Arkansas", "722"), ("Des Moines", "IA", "Iowa", "503"),
             ("Wichita", "KS", "Kansas", "672"), ("Tulsa", "OK", "Oklahoma", "741"),
             ("Burlington", "VT", "Vermont", "054"), ("Portland", "ME", "Maine", "041"),
             ("Peoria", "IL", "Illinois", "616"), ("Springfield", "IL", "Illinois", "627"),
             ("Grand Rapids", "MI", "Michigan", "495"), ("Lansing", "MI", "Michigan", "489"),
             ("Fort Wayne", "IN", "Indiana", "468"), ("Gallup", "NM", "New Mexico", "873"),
             ("Billings", "MT", "Montana", "591"), ("Duluth", "MN", "Minnesota", "558")]
COUNTIES_CA = ["Renfrew County", "Grey County", "Simcoe County", "Lanark County", "Kings County", "Bruce County"]
COUNTIES_US = ["Dane County", "Marion County", "Pima County", "Lucas County", "Polk County", "Washtenaw County",
               "Cumberland County"]
AREA_CA = {"ON": ["416", "647", "905", "613", "519", "705", "807"], "MB": ["204"], "SK": ["306"],
           "AB": ["403", "780", "587"], "BC": ["604", "778", "250"], "NS": ["902"], "NB": ["506"],
           "NL": ["709"], "PE": ["902"], "QC": ["819", "873"], "YT": ["867"], "NT": ["867"]}
AREA_US = ["614", "937", "330", "412", "814", "608", "920", "402", "208", "520", "505", "509", "253",
           "541", "559", "916", "919", "828", "865", "901", "502", "501", "515", "316", "918", "802",
           "207", "309", "217", "616", "517", "260", "406", "218"]

STREET_NAMES = ["Birchwood", "Larkspur", "Old Mill", "Maple Ridge", "Kingfisher", "Cedarbrae", "Harvest Moon",
                "Willowdale", "Stonegate", "Prospect", "Juniper", "Orchard Hill", "Riverside", "Fairhaven",
                "Thistle", "Copperfield", "Aspen Grove", "Wheatland", "Heron", "Lakeview", "Sumac",
                "Granite", "Pinecrest", "Meadowlark", "Saskatoon Berry", "Foxglove", "Tamarack", "Bramble"]
STREET_TYPES = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Cres", "Crescent", "Blvd",
                "Way", "Lane", "Court", "Ct", "Pl", "Trail", "Terrace", "Cir"]

HOSP_CA = ["Lakeshore Children's Hospital", "Prairie Rose Children's Health Centre",
           "St. Brigid's Women's and Infants' Hospital", "Riverbend Health Sciences Centre",
           "Maple Grove Community Hospital", "Northern Lakes Regional Hospital", "Harbourview General",
           "Chinook Valley Hospital", "Bayfield Memorial Hospital", "Coastal Mountains Regional Hospital",
           "Saint-Laurent Hospital for Children", "Aurora Borealis Health Centre", "Fundy Shore Hospital",
           "Red River Women's Hospital"]
HOSP_US = ["Northbridge Regional Medical Center", "Mercy Hill Children's Hospital",
           "Good Shepherd Women's and Children's", "Cottonwood Valley Medical Center",
           "Sacred Oak Children's Hospital", "Blue Mesa Regional", "Lakeland Pediatric Hospital",
           "Prairie Wind Medical Center", "St. Adelaide's Hospital", "Kessler Memorial Hospital",
           "Three Rivers Health System", "Pine Hollow Community Hospital", "Magnolia Children's Medical Center"]
CLINIC_CA = ["Harbourview Pediatrics", "Kingsway Family Health Team", "Northside Community Health Centre",
             "Bayfield Children's Clinic", "Tall Pines Medical Clinic", "Westgate Paediatric Associates",
             "Riverside Family Practice", "Little Harbour Well Baby Clinic", "Elmvale Nurse Practitioner-Led Clinic",
             "Spruce Hollow Public Health Unit"]
CLINIC_US = ["Cedar Valley Pediatrics", "Mercy Hill Pediatric Associates", "Sunrise Kids Clinic",
             "Westfield Family Medicine", "Bright Horizons Pediatric Group", "Oak Park Children's Clinic",
             "Desert Bloom Pediatrics", "Riverfront Community Health Center", "Blue Ridge Pediatric Partners",
             "Lakeside Children's Care"]
WARDS = ["Otter Ward", "Bluejay Unit", "Sunflower Ward", "Ladybug Unit", "Starfish Ward", "Puffin Unit",
         "Monarch Unit", "Cedar Ward", "Koala Unit", "Dragonfly Ward", "Hummingbird NICU", "Little Acorns Nursery"]
PHARM = ["Kingsway Pharmacy", "Riverside Apothecary", "Main Street Drugs", "Corner Care Pharmacy",
         "Lakeview Pharmacy", "HealthPlus Drug Store", "Meadowlark Pharmacy"]
THERAPY = ["Kinder Steps Early Intervention Centre", "Bright Beginnings Therapy Clinic",
           "Little Voices Speech Clinic", "Growing Together Child Development Centre",
           "Tiny Footsteps Infant Development Program", "Hand in Hand Pediatric Therapy"]
SCHOOLS = ["Little Acorns Early Learning Centre", "Sunnyside Elementary", "Ridgeview Public School",
           "St. Bernadette Catholic School", "Willow Creek Middle School", "Hillcrest Montessori",
           "Rainbow Kids Daycare", "Bright Stars Child Care", "Prairie View School", "Lincoln Park Elementary",
           "Greenwood Junior High", "Tiny Treasures Home Daycare", "Eastview Secondary School",
           "Jefferson High School", "Ecole Sainte-Marie", "Maple Leaf Head Start"]
EMPLOYERS = ["Acme Freight", "Northway Foods", "Pinnacle Logistics", "Bluewater Mining", "Tri-County Transit",
             "Harvest Valley Farms", "Summit Auto Body", "Kingfisher Construction", "Silverline Call Centre",
             "Cedar Ridge Casino", "Great Plains Packing", "Westshore Marine", "Maplewood Long Term Care",
             "Riverside Diner", "Polar Peak Energy", "Ironwood Steel"]
CHURCHES = ["Grace Fellowship Church", "St. Michael's Parish", "Masjid Al-Noor", "Bethel Pentecostal Assembly",
            "Guru Nanak Gurdwara", "New Hope Baptist Church"]
BUILDINGS = ["Kellerman Tower", "Weston Pavilion", "Birch Wing", "Hargrove Building", "Atrium Tower B",
             "Clark Family Pavilion", "Lambert Wing"]
LANDMARKS = ["Riverside Mall", "Centennial Park", "the Greyhound depot", "Forks Market", "Lakefront Arena",
             "Union Station", "Memorial Stadium", "Eastgate Shopping Centre"]
COUNTRIES = ["Syria", "Eritrea", "Philippines", "India", "Mexico", "Guatemala", "Haiti", "Ukraine",
             "Afghanistan", "Somalia", "Vietnam", "Nigeria", "Pakistan", "China", "Jamaica", "Honduras",
             "Ethiopia", "Colombia", "Iraq", "Sudan", "El Salvador", "Bangladesh", "Congo", "Venezuela"]
PROF = ["dental hygienist", "welder", "long-haul truck driver", "elementary school teacher", "cashier",
        "software developer", "hairstylist", "paramedic", "farmer", "electrician", "accountant", "line cook",
        "daycare worker", "plumber", "personal support worker", "pharmacy technician", "mechanic",
        "oil rig worker", "real estate agent", "bank teller", "police officer", "warehouse associate",
        "carpenter", "barista", "graphic designer", "registered nurse", "social worker", "civil engineer",
        "Uber driver", "janitor", "hotel housekeeper", "fisherman", "childcare provider", "roofer",
        "flight attendant", "veterinary technician", "corrections officer", "nail technician"]
TEEN_PROF = ["lifeguard", "cashier", "dishwasher", "babysitter", "grocery clerk", "camp counsellor"]

US_AREA = {"Columbus": "614", "Dayton": "937", "Akron": "330", "Pittsburgh": "412", "Erie": "814", "Madison": "608",
           "Green Bay": "920", "Omaha": "402", "Boise": "208", "Tucson": "520", "Albuquerque": "505", "Spokane": "509",
           "Tacoma": "253", "Eugene": "541", "Fresno": "559", "Sacramento": "916", "Raleigh": "919", "Asheville": "828",
           "Knoxville": "865", "Memphis": "901", "Louisville": "502", "Little Rock": "501", "Des Moines": "515",
           "Wichita": "316", "Tulsa": "918", "Burlington": "802", "Portland": "207", "Peoria": "309", "Springfield": "217",
           "Grand Rapids": "616", "Lansing": "517", "Fort Wayne": "260", "Gallup": "505", "Billings": "406", "Duluth": "218"}
DAYCARES = ["Little Acorns Early Learning Centre", "Rainbow Kids Daycare", "Bright Stars Child Care", "Tiny Treasures Home Daycare",
            "Maple Leaf Head Start", "Hillcrest Montessori", "Sunbeam Learning Centre", "Busy Bees Nursery School"]
ELEM = ["Sunnyside Elementary", "Ridgeview Public School", "St. Bernadette Catholic School", "Prairie View School",
        "Lincoln Park Elementary", "Ecole Sainte-Marie", "Hillcrest Montessori", "Oakwood Elementary"]
SECONDARY = ["Willow Creek Middle School", "Greenwood Junior High", "Eastview Secondary School", "Jefferson High School",
             "Northern Lights Collegiate", "Riverside Academy"]
CA_AREA = {"Toronto": ["416", "647"], "Hamilton": ["905"], "Ottawa": ["613"], "London": ["519"], "Sudbury": ["705"],
           "Kingston": ["613"], "Thunder Bay": ["807"], "Brampton": ["905"], "Winnipeg": ["204"], "Brandon": ["204"],
           "Saskatoon": ["306"], "Regina": ["306"], "Prince Albert": ["306"], "Calgary": ["403", "587"], "Edmonton": ["780", "587"],
           "Red Deer": ["403"], "Lethbridge": ["403"], "Vancouver": ["604", "778"], "Surrey": ["604"], "Kelowna": ["250"],
           "Nanaimo": ["250"], "Prince George": ["250"], "Halifax": ["902"], "Truro": ["902"], "Moncton": ["506"],
           "Fredericton": ["506"], "St. John's": ["709"], "Charlottetown": ["902"], "Gatineau": ["819"], "Sherbrooke": ["819"],
           "Whitehorse": ["867"], "Yellowknife": ["867"]}
LANG = {"Syria": "Arabic", "Eritrea": "Tigrinya", "Philippines": "Tagalog", "India": "Punjabi", "Mexico": "Spanish",
        "Guatemala": "Spanish", "Haiti": "Haitian Creole", "Ukraine": "Ukrainian", "Afghanistan": "Dari", "Somalia": "Somali",
        "Vietnam": "Vietnamese", "Nigeria": "Yoruba", "Pakistan": "Urdu", "China": "Mandarin", "Jamaica": "English",
        "Honduras": "Spanish", "Ethiopia": "Amharic", "Colombia": "Spanish", "Iraq": "Arabic", "Sudan": "Arabic",
        "El Salvador": "Spanish", "Bangladesh": "Bengali", "Congo": "Lingala", "Venezuela": "Spanish"}
