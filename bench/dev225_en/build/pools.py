"""Invented pools for dev225 (US and New Zealand adolescent / student health).
Every organisation, clinic, school and street here is made up for this set."""

US_GIVEN_F = [
    "Madison", "Aaliyah", "Brianna", "Camila", "Destiny", "Emma", "Faith", "Gabriela",
    "Hailey", "Isabella", "Jasmine", "Kaylee", "Leilani", "Mackenzie", "Natalia",
    "Olivia", "Paige", "Quinn", "Riley", "Savannah", "Taylor", "Valeria", "Whitney",
    "Ximena", "Yesenia", "Zoe", "Hope", "Grace", "Summer", "Autumn", "Mei", "Priya",
    "Nevaeh", "Imani", "Keisha", "Lupita", "Skylar", "Brooklyn", "Harper", "Amara",
    "Dakota", "Rosalind", "Tatum", "Lillian", "Esperanza", "Soo-ah", "Ngozi", "Marisol",
]
US_GIVEN_M = [
    "Aiden", "Brandon", "Caleb", "Dominic", "Elijah", "Francisco", "Gavin", "Hunter",
    "Isaiah", "Jaylen", "Kevin", "Liam", "Mason", "Nathaniel", "Owen", "Parker",
    "Rafael", "Santiago", "Tanner", "Tyrell", "Uriel", "Victor", "Wyatt", "Xavier",
    "Yusuf", "Zachary", "DeShawn", "Marcus", "Jamal", "Diego", "Cody", "Hoang",
    "Ravi", "Kai", "Colton", "Landon", "Malik", "Ezekiel", "Jesse", "Brody", "Omar",
    "Trevor", "Dante", "Emiliano", "Bryce", "Minh", "Koa", "Austin",
]
US_FAMILY = [
    "Alvarez", "Brennan", "Castillo", "Dawson", "Espinoza", "Fitzgerald", "Gutierrez",
    "Holloway", "Ibarra", "Jefferson", "Kowalski", "Lindqvist", "McAllister", "Nakamura",
    "Okonkwo", "Pennington", "Quintero", "Rasmussen", "Sandoval", "Thibodeaux", "Underwood",
    "Villalobos", "Washington", "Yazzie", "Zimmerman", "Begay", "Nguyen", "Tran", "Patel",
    "Kim", "Robinson", "Brooks", "Young", "King", "Green", "Hill", "Ward", "Carter",
    "Sullivan", "Moreno", "Delgado", "Hartwell", "Abernathy", "Cruz-Medina", "O'Donnell",
    "Whitfield", "Greer", "Jablonski", "Vance", "Chowdhury", "Addison", "Parkinson",
    "Lozano", "Mbeki", "Haddad", "Oyelaran", "Sorensen", "Trujillo", "Beaumont", "Kealoha",
]
NZ_GIVEN_F = [
    "Aroha", "Ngaio", "Manaia", "Mere", "Hana", "Kahurangi", "Anahera", "Moana",
    "Losa", "Malia", "Sina", "Mele", "Ana", "Seini", "Lupe", "Ruby", "Isla", "Charlotte",
    "Amelia", "Georgia", "Maia", "Sophie", "Lily", "Ella", "Harriet", "Jessica", "Priya",
    "Xin Yi", "Ji-woo", "Aisha", "Tayla", "Brooke", "Kaia", "Te Aroha", "Ihaia",
    "Mihi", "Paris", "Frankie", "Olive", "Meg", "Tui",
]
NZ_GIVEN_M = [
    "Wiremu", "Tama", "Nikau", "Rawiri", "Hemi", "Tane", "Kauri", "Ari", "Sione",
    "Tevita", "Viliami", "Sefa", "Ioane", "Lemuel", "Oliver", "Jack", "Hugo", "Archie",
    "Lachlan", "Finn", "Harrison", "Cooper", "Ethan", "Liam", "Arjun", "Jun", "Daniel",
    "Hamish", "Angus", "Te Ariki", "Kahu", "Mataio", "Blake", "Jayden", "Mason", "Ryder",
    "Keegan", "Tipene", "Manu", "Rangi",
]
NZ_FAMILY = [
    "Ngata", "Tipene", "Parata", "Henare", "Te Rangi", "Walker", "Faleolo", "Tuilagi",
    "Fifita", "Taufa", "Leota", "Vaifale", "Hohaia", "Paewai", "Kereama", "Tamihana",
    "Rangihuna", "Ropata", "Wihongi", "Fonoti", "Latu", "Mahe", "Tapsell", "Harrison",
    "McKenzie", "Fraser", "Robertson", "Thompson", "Anderson", "Campbell", "Sutherland",
    "Baxter", "O'Sullivan", "Gallagher", "Singh", "Sharma", "Chen", "Zhang", "Park",
    "Lim", "Wong", "de Vries", "van der Berg", "Kaur", "Pomare", "Tawhiri", "Sopoaga",
    "Aumua", "Mulitalo", "Brown", "Wilson", "Young", "King", "Hill", "Glasgow",
]
NICK = {
    "Madison": "Maddie", "Isabella": "Izzy", "Gabriela": "Gabi", "Nathaniel": "Nate",
    "Zachary": "Zach", "Elijah": "Eli", "Alexander": "Alex", "Mackenzie": "Kenzie",
    "Valeria": "Val", "Dominic": "Dom", "Francisco": "Paco", "Savannah": "Vannah",
    "Wiremu": "Wi", "Rawiri": "Rawi", "Viliami": "Vili", "Charlotte": "Lottie",
    "Harrison": "Harry", "Lachlan": "Lachie", "Jessica": "Jess", "Kahurangi": "Kahu",
    "Georgia": "Georgie", "Anahera": "Ana", "Hamish": "Hame", "Christopher": "Chris",
    "Brianna": "Bri", "Natalia": "Nat", "Santiago": "Santi", "Ezekiel": "Zeke",
}

# clinician surnames/given names kept separate from patient pools on purpose
CLIN_GIVEN = [
    "Rebecca", "Joanne", "Miguel", "Sunita", "Gregory", "Lauren", "Tomasz", "Adaeze",
    "Heather", "Ikaika", "Colleen", "Farida", "Stephen", "Janelle", "Wen", "Ngaire",
    "Moana", "Fiona", "Duncan", "Alisi", "Rohan", "Kiri", "Bridget", "Callum", "Elspeth",
    "Hemi", "Mereana", "Anjali", "Samuel", "Theresa", "Oksana", "Jerome", "Patrice",
]
CLIN_FAMILY = [
    "Okafor", "Lindgren", "Marchetti", "Desai", "Halvorsen", "Abiodun", "Pruitt",
    "Castellanos", "Whitaker", "Ferreira", "Kuaana", "Rourke", "Bashir", "Nørgaard",
    "Tuhiwai", "Mackay", "Reihana", "Lolohea", "Grieve", "Pereira", "Stroud", "Oduya",
    "Hawthorne", "Kaplan", "Aperahama", "Tuimavave", "Fairbairn", "Ashdown", "Morrow",
    "Sato", "Brightwater", "Delacroix", "Villanueva",
]
CLIN_ROLES = {
    "US": [("MD", "Dr."), ("DO", "Dr."), ("NP", ""), ("FNP-C", ""), ("PA-C", ""),
           ("RN", ""), ("BSN, RN", ""), ("NCSN", ""), ("LCSW", ""), ("PhD", "Dr."),
           ("LPC", ""), ("RD", ""), ("MA", "")],
    "NZ": [("MBChB", "Dr"), ("FRACP", "Dr"), ("FRNZCGP", "Dr"), ("RN", ""),
           ("NP", ""), ("RCompN", ""), ("MNZAC", ""), ("PGDipPsych", ""),
           ("NZRD", ""), ("RSW", "")],
}

US_PLACES = [
    # city, state name, abbrev, zip prefix
    ("Portland", "Oregon", "OR", "972"), ("Eugene", "Oregon", "OR", "974"),
    ("Tucson", "Arizona", "AZ", "857"), ("Albuquerque", "New Mexico", "NM", "871"),
    ("Madison", "Wisconsin", "WI", "537"), ("Burlington", "Vermont", "VT", "054"),
    ("Dayton", "Ohio", "OH", "454"), ("Boise", "Idaho", "ID", "837"),
    ("Fresno", "California", "CA", "937"), ("Raleigh", "North Carolina", "NC", "276"),
    ("Spokane", "Washington", "WA", "992"), ("Lansing", "Michigan", "MI", "489"),
    ("Des Moines", "Iowa", "IA", "503"), ("Austin", "Texas", "TX", "787"),
    ("Sacramento", "California", "CA", "958"), ("Asheville", "North Carolina", "NC", "288"),
    ("Chattanooga", "Tennessee", "TN", "374"), ("Provo", "Utah", "UT", "846"),
    ("Gallup", "New Mexico", "NM", "873"), ("Duluth", "Minnesota", "MN", "558"),
    ("Hilo", "Hawaii", "HI", "967"), ("Lafayette", "Louisiana", "LA", "705"),
    ("Bangor", "Maine", "ME", "044"), ("Fort Collins", "Colorado", "CO", "805"),
    ("Springfield", "Missouri", "MO", "658"), ("Savannah", "Georgia", "GA", "314"),
    ("Yakima", "Washington", "WA", "989"), ("Flagstaff", "Arizona", "AZ", "860"),
]
US_COUNTIES = ["Multnomah County", "Pima County", "Dane County", "Lane County",
               "Bernalillo County", "Wake County", "Ada County", "Travis County"]
NZ_PLACES = [
    # suburb, city, region, postcode
    ("Otara", "Auckland", "Auckland", "2023"), ("Glen Eden", "Auckland", "Auckland", "0602"),
    ("Papatoetoe", "Auckland", "Auckland", "2025"), ("Mt Albert", "Auckland", "Auckland", "1025"),
    ("Takapuna", "Auckland", "Auckland", "0622"), ("Mangere East", "Auckland", "Auckland", "2024"),
    ("Newtown", "Wellington", "Wellington", "6021"), ("Cannons Creek", "Porirua", "Wellington", "5024"),
    ("Naenae", "Lower Hutt", "Wellington", "5011"), ("Riccarton", "Christchurch", "Canterbury", "8041"),
    ("Hornby", "Christchurch", "Canterbury", "8042"), ("Mosgiel", "Dunedin", "Otago", "9024"),
    ("North East Valley", "Dunedin", "Otago", "9010"), ("Frankton", "Hamilton", "Waikato", "3204"),
    ("Greerton", "Tauranga", "Bay of Plenty", "3112"), ("Hokowhitu", "Palmerston North", "Manawatu-Whanganui", "4410"),
    ("Fordlands", "Rotorua", "Bay of Plenty", "3015"), ("Kamo", "Whangarei", "Northland", "0112"),
    ("Stoke", "Nelson", "Nelson", "7011"), ("Glengarry", "Invercargill", "Southland", "9810"),
    ("Marewa", "Napier", "Hawke's Bay", "4110"), ("Kaiti", "Gisborne", "Gisborne", "4010"),
    ("Aramoho", "Whanganui", "Manawatu-Whanganui", "4500"), ("Kaikohe", "Kaikohe", "Northland", "0405"),
]
US_STREETS = ["Larkspur Ave", "Birchwood Dr", "Maple Hollow Ct", "Sage Brush Ln", "Orchard Park Rd",
              "Wexford St", "Juniper Way", "Calle del Sol", "Harmon Blvd", "Quail Run Dr",
              "Alder Creek Rd", "Pinecone Cir", "Belmont Terrace", "Cottonwood Ave", "Riverside Pkwy",
              "Hollis Street", "Dunmore Pl", "Mesquite Trail", "Kestrel Lane", "Copperfield Dr"]
US_NUMBERED = ["N 14th St", "SE 82nd Ave", "W 3rd Street", "E 41st Pl", "NW 19th Ave"]
NZ_STREETS = ["Kowhai Street", "Rata Road", "Tui Crescent", "Kereru Place", "Manuka Drive",
              "Puriri Avenue", "Totara Terrace", "Karaka Street", "Harakeke Close", "Matai Road",
              "Bellbird Lane", "Wharf Street", "Seddon Road", "Rimu Grove", "Pohutukawa Drive",
              "Hinemoa Street", "Awatea Road", "Te Ara Street", "Raupo Place", "Ngaio Gorge Road"]

US_SCHOOLS = ["Westbrook High School", "Cedar Ridge Middle School", "Lincoln-Hale Academy",
              "St. Brendan's Catholic School", "Mesa Verde High", "Harmon Park Junior High",
              "Alder Creek High School", "Riverview Charter School", "Sandhill Early College",
              "Thornbury Prep", "Quail Run Middle School", "Copper Basin High School",
              "North Fork Community School", "Eastgate STEM Academy"]
NZ_SCHOOLS = ["Kowhai Grove College", "Totara Heights College", "Harbourside Girls' High School",
              "Pohutukawa Bay School", "St Aidan's College", "Matai Valley Intermediate",
              "Kauri Downs High School", "Te Kura o Waimarie", "Ridgeway Boys' High School",
              "Awatea Community College", "Raupo Flats Area School", "Seddon Park College"]
US_UNIS = ["Hollister State University", "Bayard College", "Northgate University",
           "Linwood Technical College", "Sierra Pines Community College", "Calloway University"]
NZ_UNIS = ["Aorangi University", "Whitcombe Polytechnic", "Kahurangi University",
           "Southbay Institute of Technology", "Te Whare Ako o Karaka"]
US_UNI_CLINIC = ["{u} Student Health Center", "{u} Health & Wellness", "{u} Student Health Services Clinic"]
NZ_UNI_CLINIC = ["{u} Student Health", "{u} Te Puna Hauora", "{u} Student Health and Counselling"]

US_CLINICS = ["Mercy Valley Children's Hospital", "Providence Ridge Medical Center", "Lakeshore Pediatrics",
              "Sunridge Adolescent Clinic", "Riverbend Family Health", "Pinecrest Eating Disorders Program",
              "Clearwater Teen Health Center", "Bright Path Youth Services", "St. Columba Regional Hospital",
              "Juniper Street Community Clinic", "Desert Bloom Pediatric Associates", "Harborlight Behavioral Health",
              "Kestrel Sports Medicine", "Northfield Urgent Care", "Valley Vista Health Partners"]
NZ_CLINICS = ["Harbourview Hospital", "Kowhai Youth Health Hub", "Manukura Youth One Stop Shop",
              "Otakou Family Health", "Kaimai Medical Centre", "Southgate Children's Hospital",
              "Te Puna Rangatahi Youth Service", "Riverbank Medical Centre", "Whitecliffs Eating Disorders Service",
              "Tararua Sexual Health Clinic", "Eastvale Accident & Medical", "Rimu Road Health Centre",
              "Moana Pasifika Family Clinic"]
US_PHARM = ["Bluegum Pharmacy", "Corner Drug Co.", "Lakeshore Apothecary", "ValuePlus Pharmacy #2231"]
NZ_PHARM = ["Kestrel Pharmacy", "Tui Street Chemist", "Karaka Village Pharmacy", "Harbour Health Pharmacy"]
US_WARDS = ["4 West", "Adolescent Medicine Unit", "5 North", "Teen Inpatient Unit", "Peds 3"]
NZ_WARDS = ["Ward 27", "Ward 4B", "Rangatahi Ward", "Children's Ward 2", "Te Whare Ora Unit"]

US_EMPLOYERS = ["Harbor Pizza Co.", "FreshMart", "Sunset Cinemas", "Tidewater Landscaping",
                "Big Sky Burgers", "Maple Leaf Daycare", "Oakhurst Country Club", "Gearhead Auto Parts",
                "Rivera Roofing", "Coastline Logistics", "Dollar Depot", "Pinewood Senior Living"]
NZ_EMPLOYERS = ["Koru Cafe", "Fresh Choice Karaka", "Pacific Freight Ltd", "Southern Orchards",
                "Kiwi Tyre & Auto", "Harbour Fish Market", "Te Awa Construction", "Sunrise Packhouse",
                "Bay City Motors", "Tasman Dairy Co-op", "Golden Dragon Takeaways", "Rata Rest Home"]
US_CLUBS = ["Westside Wolves Soccer Club", "Grace Fellowship Church", "Boys & Girls Club of Eastgate",
            "Riverview Robotics Team", "St. Brendan's Youth Group", "Desert Storm Volleyball Club",
            "Northgate Debate Society", "Mesa Verde Mustangs"]
NZ_CLUBS = ["Eastside Rugby Football Club", "Northshore Swim Club", "St Columba's Parish",
            "Otara Tongan Methodist Youth", "Kowhai Netball Club", "Harbour Waka Ama Club",
            "Te Rangi Kapa Haka Roopu", "Southbay Boxing Gym"]
US_TEAMS = ["varsity soccer", "JV basketball", "cross country", "wrestling", "volleyball", "football",
            "track and field", "swim and dive", "softball", "lacrosse", "cheer", "tennis"]
NZ_TEAMS = ["1st XV rugby", "netball", "senior A football", "rowing", "touch", "waka ama",
            "athletics", "hockey", "basketball", "kapa haka", "swimming", "cricket"]

PARENT_JOBS = ["bus driver", "electrician", "dental hygienist", "truck driver", "accountant", "chef",
               "teacher aide", "forklift operator", "real estate agent", "dairy farmer", "orchard worker",
               "security guard", "hairdresser", "software developer", "police officer",
               "warehouse supervisor", "early childhood teacher", "plumber", "rideshare driver",
               "aged-care worker", "builder", "social worker", "registered nurse", "cleaner",
               "pastor", "mechanic", "pharmacist", "meatworks labourer", "nail technician",
               "construction foreman", "postal worker", "paralegal", "welder", "kitchen hand",
               "army sergeant", "fisherman", "caregiver", "bank teller", "machinist"]
TEEN_JOBS = ["lifeguard", "barista", "checkout operator", "babysitter", "fruit picker", "dishwasher",
             "camp counselor", "tutor", "pizza delivery driver", "research assistant", "bartender",
             "retail assistant", "dog walker", "grocery bagger", "swim instructor", "kitchen hand",
             "referee", "library aide", "shelf stacker", "server"]

COUNTRIES = ["Samoa", "Tonga", "Fiji", "Philippines", "India", "China", "Mexico", "Guatemala",
             "Somalia", "Afghanistan", "Vietnam", "South Korea", "Ukraine", "Brazil", "Ethiopia",
             "Colombia", "England", "Australia", "Cook Islands", "Niue", "Myanmar", "Syria",
             "Nepal", "Sri Lanka", "El Salvador", "Honduras", "Eritrea", "Kiribati"]

PETS = ["Biscuit", "Pepper", "Mango", "Luna", "Ziggy", "Bear", "Nugget", "Kumara", "Pickles", "Taco"]
DORMS_US = ["Whitmore Hall", "Alder House", "Keating Hall", "Sycamore Residence Hall", "Ridley Tower"]
DORMS_NZ = ["Te Tahi Hall", "Selwyn House", "Kereru Village", "Arana Lodge", "Tawa Court"]
LANDMARKS_US = ["Cottonwood Skate Park", "the Eastgate Transit Center", "Riverside Mall food court",
                "Lincoln Park ballfields", "the Harmon Blvd overpass"]
LANDMARKS_NZ = ["the Otara town centre", "Karaka Domain", "the Wharf Street skate park",
                "Kowhai Reserve", "the Bellbird Lane underpass"]
US_CPS = ["DCFS", "CPS", "the county child welfare office"]
NZ_CPS = ["Oranga Tamariki", "Police Youth Aid"]

# part-time jobs paired with plausible (invented) employers
TEEN_WORK_US = [("lifeguard", "Eastgate Aquatic Center"), ("barista", "Grindhouse Coffee"),
                ("cashier", "FreshMart"), ("dishwasher", "Big Sky Burgers"), ("server", "Harbor Pizza Co."),
                ("usher", "Sunset Cinemas"), ("stocker", "Dollar Depot"), ("dietary aide", "Pinewood Senior Living"),
                ("camp counselor", "Camp Tamarack"), ("landscaper", "Tidewater Landscaping"),
                ("parts counter clerk", "Gearhead Auto Parts"), ("daycare aide", "Maple Leaf Daycare"),
                ("caddie", "Oakhurst Country Club"), ("research assistant", "Calloway Neuroscience Lab"),
                ("bartender", "The Rusty Anchor")]
TEEN_WORK_NZ = [("barista", "Koru Cafe"), ("checkout operator", "Fresh Choice Karaka"),
                ("kitchen hand", "Golden Dragon Takeaways"), ("fruit picker", "Southern Orchards"),
                ("packhouse worker", "Sunrise Packhouse"), ("lifeguard", "Moana Aquatic Centre"),
                ("caregiver", "Rata Rest Home"), ("shelf stacker", "Fresh Choice Karaka"),
                ("car groomer", "Bay City Motors"), ("server", "The Boatshed Bar & Eatery"),
                ("swim instructor", "Northshore Swim Club"), ("farmhand", "Tasman Dairy Co-op"),
                ("tyre fitter apprentice", "Kiwi Tyre & Auto"), ("retail assistant", "Surf 'n' Skate Takapuna")]
PARENT_EMP_US = {"truck driver": "Coastline Logistics", "roofer": "Rivera Roofing", "warehouse supervisor": "Coastline Logistics",
                 "caregiver": "Pinewood Senior Living", "bank teller": "First Cascade Credit Union",
                 "security guard": "Sunset Cinemas", "chef": "Big Sky Burgers", "cleaner": "Pinewood Senior Living",
                 "mechanic": "Gearhead Auto Parts", "machinist": "Hollis Precision Tool"}
PARENT_EMP_NZ = {"truck driver": "Pacific Freight Ltd", "meatworks labourer": "Tasman Meat Processors",
                 "dairy farmer": "Tasman Dairy Co-op", "orchard worker": "Southern Orchards", "builder": "Te Awa Construction",
                 "aged-care worker": "Rata Rest Home", "caregiver": "Rata Rest Home", "mechanic": "Bay City Motors",
                 "construction foreman": "Te Awa Construction", "kitchen hand": "Golden Dragon Takeaways",
                 "forklift operator": "Sunrise Packhouse"}

US_HOSPITALS = ["Mercy Valley Children's Hospital", "Providence Ridge Medical Center", "St. Columba Regional Hospital",
                "Valley Vista Medical Center", "Lakeshore Memorial Hospital"]
NZ_HOSPITALS = ["Harbourview Hospital", "Southgate Children's Hospital", "Te Awa Base Hospital",
                "Kaimai Regional Hospital", "Waitaha Public Hospital"]
MIDDLE = ("Middle School", "Junior High", "Intermediate")

# specialty services are named explicitly by their genres; keep them out of the general draw
_SPECIAL = ("Pinecrest Eating Disorders Program", "Harborlight Behavioral Health", "Kestrel Sports Medicine",
            "Whitecliffs Eating Disorders Service", "Tararua Sexual Health Clinic", "Mercy Valley Children's Hospital",
            "Providence Ridge Medical Center", "St. Columba Regional Hospital", "Harbourview Hospital",
            "Southgate Children's Hospital")
US_CLINICS = [x for x in US_CLINICS if x not in _SPECIAL]
NZ_CLINICS = [x for x in NZ_CLINICS if x not in _SPECIAL]
COUNSEL_US = ["Bright Path Youth Services", "Harborlight Behavioral Health", "Sunridge Adolescent Clinic"]
COUNSEL_NZ = ["Te Puna Rangatahi Youth Service", "Manukura Youth One Stop Shop", "Kowhai Youth Health Hub"]
