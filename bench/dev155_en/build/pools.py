"""Invented pools for dev155_en (all fictional)."""

FEMALE_FIRST = [
    # English / Irish / Scottish
    "Abigail", "Harriet", "Molly", "Siobhan", "Aoife", "Niamh", "Caitriona", "Fiona", "Isla", "Morag",
    "Eleanor", "Rosalind", "Tamsin", "Bethany", "Courtney", "Kayleigh", "Brianna", "Shelby", "Dakota",
    # Hispanic
    "Guadalupe", "Ximena", "Marisol", "Yesenia", "Araceli", "Lucía", "Maribel", "Itzel", "Rocío", "Paola",
    # West African
    "Adaeze", "Chiamaka", "Folasade", "Abena", "Akosua", "Nneka", "Yetunde", "Efua", "Aminata", "Fatoumata",
    # South Asian
    "Priyanka", "Deepika", "Harpreet", "Lakshmi", "Anjali", "Nasreen", "Farzana", "Kavya", "Shreya",
    # East / Southeast Asian
    "Mei-Ling", "Xiaoyan", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Thuy", "Ngoc Anh", "Mai", "Lan",
    # Eastern European
    "Oksana", "Katarzyna", "Agnieszka", "Milena", "Zuzana", "Ivana", "Anastasia", "Dragana",
    # Arabic
    "Layla", "Rania", "Yasmin", "Noor", "Huda", "Samira", "Amal",
    # Pacific / Indigenous
    "Leilani", "Kalena", "Mele", "Sefa", "Winona", "Aiyana", "Tala", "Nizhoni", "Kimi",
]

MALE_FIRST = [
    "Declan", "Ciaran", "Hamish", "Callum", "Gareth", "Wesley", "Tucker", "Brandon", "Colby",
    "Joaquín", "Rodrigo", "Esteban", "Julio", "Mateo", "Emeka", "Kwame", "Oluwaseun", "Kofi", "Tunde",
    "Arjun", "Rohan", "Imran", "Gurpreet", "Vikram", "Hiroshi", "Kenji", "Min-jun", "Wei", "Quang",
    "Tomasz", "Bogdan", "Nikolai", "Pavel", "Omar", "Karim", "Tariq", "Youssef", "Keanu", "Sione",
    "Makoa", "Dyani", "Ahiga", "Chayton",
]

SURNAMES = [
    "Whitfield", "Ashdown", "Pemberton", "Cartwright", "Halloran", "O'Rourke", "McGillicuddy", "Donnelly",
    "MacLeod", "Urquhart", "Drummond", "Fairbairn", "Blevins", "Tolliver", "Huckabee", "Pruitt",
    "Villanueva", "Castañeda", "Ocampo", "Quintanilla", "Zepeda", "Barragán", "Montoya", "Echeverría",
    "Okonkwo", "Adeyemi", "Mensah", "Asante", "Boateng", "Nwosu", "Diallo", "Traoré", "Oyelaran",
    "Raghunathan", "Chaudhry", "Venkataraman", "Bhattacharya", "Siddiqui", "Kaur", "Deshpande", "Iyer",
    "Nakamura", "Takahashi", "Zhou", "Liang", "Park", "Choi", "Nguyen", "Tran", "Pham", "Huynh",
    "Kowalczyk", "Wiśniewski", "Novak", "Horvath", "Petrović", "Sokolova", "Lysenko", "Dvořák",
    "Haddad", "Al-Masri", "Khoury", "Nasser", "Farouk", "Mansour",
    "Kahananui", "Fifita", "Tuilagi", "Leota", "Begay", "Yazzie", "Tsosie", "Redcloud", "Whitehorse",
    "Lindqvist", "Abernathy", "Van der Berg", "St. Pierre", "Delacroix", "Fitzgerald-Moore",
]

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICKNAMES = {"Abigail": "Abby", "Eleanor": "Ellie", "Guadalupe": "Lupe", "Katarzyna": "Kasia",
             "Anastasia": "Nastya", "Bethany": "Beth", "Priyanka": "Priya", "Chiamaka": "Chi",
             "Folasade": "Sade", "Rosalind": "Roz", "Yesenia": "Yesi", "Harriet": "Hattie"}

STREET_NAMES = [
    "Alder Ridge", "Quarry Hill", "Bramblewood", "Saltmarsh", "Juniper Hollow", "Tamarack", "Pewter Mill",
    "Cottonwood Bend", "Lark Meadow", "Old Ferry", "Sycamore Knoll", "Canal", "Harrow", "Fennel",
    "Wolf Creek", "Blue Heron", "Kingfisher", "Ironwood", "Prairie Rose", "Mesquite", "Orchard View",
    "Thistle", "Copperleaf", "Dunmore", "Chickadee", "Pawnee Trail", "Hibiscus", "Magnolia Bluff",
]
STREET_TYPES = ["Road", "Rd", "Street", "St", "Avenue", "Ave", "Lane", "Ln", "Drive", "Dr", "Court",
                "Ct", "Way", "Boulevard", "Blvd", "Terrace", "Circle", "Pike", "Trail"]
UNITS = ["Apt 3B", "Apt 12", "Unit 4", "#207", "Apt 1C", "Lot 19", "Suite 5", "Unit 21A"]

# (city, state name, state abbreviation, zip prefix)
CITIES = [
    ("Marrowfield", "Ohio", "OH", "43"), ("Cedar Bluff", "Iowa", "IA", "52"),
    ("Port Lavinia", "Oregon", "OR", "97"), ("Ellisburg", "Pennsylvania", "PA", "16"),
    ("Tinley Crossing", "Illinois", "IL", "60"), ("Las Palomas", "New Mexico", "NM", "87"),
    ("Granite Falls", "Minnesota", "MN", "56"), ("Bexley Heights", "Georgia", "GA", "30"),
    ("Kahuku Point", "Hawaii", "HI", "96"), ("Shiprock Mesa", "Arizona", "AZ", "86"),
    ("Fairhope Station", "Alabama", "AL", "36"), ("Westbury Glen", "Connecticut", "CT", "06"),
    ("Red Wing Valley", "Wisconsin", "WI", "54"), ("Dunmore Springs", "Tennessee", "TN", "37"),
    ("Alder Creek", "Washington", "WA", "98"), ("San Lorenzo Park", "California", "CA", "95"),
    ("Holloway", "Kentucky", "KY", "41"), ("Brightwater", "Michigan", "MI", "49"),
    ("New Carrick", "North Carolina", "NC", "27"), ("Pecan Grove", "Texas", "TX", "77"),
    ("Millbrook", "New York", "NY", "12"), ("Sauk Prairie", "Nebraska", "NE", "68"),
    ("Bayou Teche", "Louisiana", "LA", "70"), ("Elk Lick", "West Virginia", "WV", "26"),
    ("Quinault", "Washington", "WA", "98"), ("Harlan Ridge", "Missouri", "MO", "64"),
]
COUNTIES = ["Tillman County", "Oxbow County", "Greer County", "Lamoille County", "Pima Flats County"]

COUNTRIES = ["Ghana", "Nigeria", "Mexico", "Guatemala", "El Salvador", "India", "Pakistan", "Bangladesh",
             "Vietnam", "Philippines", "South Korea", "Japan", "Poland", "Ukraine", "Romania", "Lebanon",
             "Jordan", "Egypt", "Tonga", "Samoa", "Ireland", "Scotland", "Canada", "Senegal", "Mali",
             "Honduras", "Peru", "China", "Nepal", "Sri Lanka"]

CLINICS = [
    "Cedar Hollow Family Medicine", "Bluestem Women's Health", "Riverside Family Practice",
    "Tamarack Community Health Center", "Three Forks OB/GYN Associates", "Maple Crossing Primary Care",
    "Kessler Valley Midwifery", "Saint Brigid's Women's Clinic", "Oakhurst Family Health",
    "Lighthouse Point Medical Group", "Willowbend Women's Care", "Sunrise Mesa Health Partners",
    "North Quarry Family Clinic", "Ka Lei Ola Women's Clinic", "Dine Bikeyah Family Health",
]
HOSPITALS = [
    "Willowbend Regional Medical Center", "St. Brigid's Hospital", "Mercy Ridge Medical Center",
    "Harrowgate Memorial Hospital", "Lakeshore Women's and Children's Hospital",
    "Pinecrest General Hospital", "Good Shepherd Medical Center", "Copper Valley Community Hospital",
    "Bayou Teche Regional", "Northfield Methodist Hospital",
]
UNITS_NAMED = ["Larkspur Birth Suites", "Rosewood Maternity Unit", "Magnolia Family Birth Center",
               "Bluebell Postpartum Unit", "Cedar 4 West", "Juniper Women's Pavilion"]
PHARMACIES = ["Bluestem Pharmacy", "Corner Drug of Ellisburg", "Hilltop Apothecary", "Medway Pharmacy",
              "Saguaro Discount Pharmacy", "Old Ferry Drug Co"]

EMPLOYERS = ["Acorn Logistics", "Pemberton Paper Mill", "Granite Falls School District",
             "Bright Horizon Daycare", "Tri-County Transit", "Quarry Hill Creamery", "Nakamura Auto Body",
             "Silverline Call Center", "Blue Heron Casino", "Marrowfield Public Library",
             "Harlan Ridge Poultry", "Copperleaf Software", "Sunny Acres Nursing Home",
             "Lakeside Credit Union", "Old Ferry Brewing", "Pecan Grove ISD", "Tolliver & Sons Roofing"]
SCHOOLS = ["Westbury Glen High School", "Tinley Crossing Community College", "Oxbow Middle School",
           "Northern Prairie University", "Kahuku Point Elementary"]
CHURCHES = ["Grace Fellowship Church", "St. Casimir Parish", "Holy Trinity Orthodox Church",
            "Masjid Al-Noor", "Sri Venkateswara Temple", "New Hope Baptist Church"]
INSURERS = ["Keystone Mutual Health", "Prairie Shield Insurance", "Harborline Health Plan",
            "Evergreen Cooperative Health", "Summit Crest Assurance"]
LANDMARKS = ["Pinecrest Park", "the Riverside Mall", "Old Ferry Landing", "the Quarry Hill water tower",
             "Lark Meadow Plaza", "the Bramblewood rec center"]

PROFESSIONS = ["dental hygienist", "school bus driver", "line cook", "kindergarten teacher", "welder",
               "graphic designer", "poultry plant worker", "pharmacy technician", "software engineer",
               "hair stylist", "long-haul truck driver", "accountant", "nail technician",
               "home health aide", "farmworker", "barista", "paralegal", "veterinary technician",
               "electrician", "postal carrier", "real estate agent", "flight attendant", "librarian",
               "warehouse associate", "medical interpreter", "firefighter", "Uber driver",
               "childcare worker", "carpenter", "bank teller", "grad student", "chef", "nanny"]

CLIN_CRED = ["MD", "DO", "CNM", "NP", "WHNP-BC", "FNP-C", "PA-C", "RN", "IBCLC", "RDMS", "LPN", "MA"]

FAMILY_ROLES_F = ["mother", "sister", "aunt", "grandmother", "daughter", "wife", "partner", "doula"]
FAMILY_ROLES_M = ["husband", "partner", "father", "brother", "son", "boyfriend", "FOB"]

# Non-PHI clinical flavour
DRUGS = ["prenatal vitamin 1 tab daily", "ferrous sulfate 325 mg PO BID", "ondansetron 4 mg ODT q8h PRN",
         "docusate 100 mg BID", "ibuprofen 600 mg q6h PRN", "acetaminophen 650 mg q6h PRN",
         "nifedipine XL 30 mg daily", "labetalol 200 mg BID", "levothyroxine 75 mcg daily",
         "metformin 500 mg BID", "sertraline 50 mg daily", "oxycodone 5 mg q4h PRN (x6 tabs)",
         "Rh immune globulin 300 mcg IM", "folic acid 4 mg daily", "aspirin 81 mg nightly",
         "cephalexin 500 mg QID x7 days", "nitrofurantoin 100 mg BID x5 days", "lisinopril 10 mg daily",
         "atorvastatin 20 mg nightly", "medroxyprogesterone 150 mg IM q13 weeks"]
CONTRACEPTIVES = ["levonorgestrel IUD (52 mg)", "copper T380A IUD", "etonogestrel implant",
                  "DMPA injection", "combined oral contraceptive", "progestin-only pill",
                  "vaginal ring", "transdermal patch", "condoms", "lactational amenorrhea method"]
EPONYM_LOOKALIKES = ["Braxton Hicks contractions", "Leopold maneuvers", "Montgomery tubercles",
                     "Bartholin cyst", "Chadwick sign", "Homans sign", "Apgar", "Bishop score",
                     "Foley bulb", "Pfannenstiel incision", "Kleihauer-Betke", "Hegar sign",
                     "Nexplanon", "Mirena", "Depo-Provera", "Pitocin", "Cytotec", "Lugol's iodine",
                     "Monsel's solution", "Papanicolaou"]
