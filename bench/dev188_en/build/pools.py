"""Static pools for the dev188_en generator (author 188). All invented."""

FIRST_M = [
    "James", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas",
    "Charles", "Daniel", "Matthew", "Anthony", "Mark", "Donald", "Steven", "Paul",
    "Andrew", "Joshua", "Kenneth", "Kevin", "Brian", "George", "Timothy", "Ronald",
    "Jason", "Edward", "Jeffrey", "Ryan", "Jacob", "Gary", "Nicholas", "Eric",
    "Jonathan", "Stephen", "Larry", "Justin", "Scott", "Brandon", "Benjamin", "Samuel",
    "Raymond", "Gregory", "Frank", "Alexander", "Patrick", "Jack", "Dennis", "Jerry",
    "Tyler", "Aaron", "Jose", "Luis", "Carlos", "Miguel", "Darnell", "Tremaine",
    "DeShawn", "Wei", "Hiroshi", "Arjun", "Rajesh", "Mohammed", "Omar", "Tariq",
    "Kwame", "Emeka", "Jean-Luc", "Mathieu", "Etienne", "Francois", "Gurpreet",
    "Harjit", "Nguyen", "Dmitri", "Sergei", "Liam", "Noah", "Owen", "Connor",
    "Wyatt", "Cody", "Travis", "Dale", "Earl", "Clarence", "Leroy", "Hector", "Ramon",
]

FIRST_F = [
    "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica",
    "Sarah", "Karen", "Nancy", "Lisa", "Betty", "Margaret", "Sandra", "Ashley",
    "Kimberly", "Emily", "Donna", "Michelle", "Dorothy", "Carol", "Amanda", "Melissa",
    "Deborah", "Stephanie", "Rebecca", "Sharon", "Laura", "Cynthia", "Kathleen", "Amy",
    "Shirley", "Angela", "Helen", "Anna", "Brenda", "Pamela", "Nicole", "Emma",
    "Samantha", "Katherine", "Christine", "Debra", "Rachel", "Catherine", "Carolyn",
    "Janet", "Ruth", "Maria", "Heather", "Diane", "Virginia", "Julie", "Joyce",
    "Guadalupe", "Rosa", "Lucia", "Ximena", "Aaliyah", "Keisha", "Latoya", "Mei",
    "Yuki", "Priya", "Anjali", "Fatima", "Amina", "Noor", "Chioma", "Ngozi",
    "Genevieve", "Isabelle", "Chantal", "Sylvie", "Manon", "Harpreet", "Simran",
    "Olena", "Svetlana", "Siobhan", "Maeve", "Brooke", "Destiny", "Kayla", "Tammy",
    "Doreen", "Marjorie", "Gladys", "Irene", "Bernadette",
]

LAST = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
    "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson",
    "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson",
    "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker",
    "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
    "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell",
    "Carter", "Roberts", "Okafor", "Adeyemi", "Mensah", "Osei", "Abara", "Nwosu",
    "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Tanaka", "Sato", "Kim", "Park",
    "Choi", "Patel", "Shah", "Singh", "Gill", "Sandhu", "Dhillon", "Sharma", "Reddy",
    "Iyer", "Khan", "Haddad", "Nasser", "Rahman", "Tremblay", "Gagnon", "Roy",
    "Cote", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Pelletier",
    "Belanger", "Leblanc", "Cormier", "MacDonald", "MacLeod", "McKenzie", "O'Brien",
    "O'Neill", "Fitzgerald", "Murphy", "Kowalski", "Nowak", "Wisniewski", "Petrov",
    "Ivanenko", "Schmidt", "Muller", "Becker", "Hoffman", "Yazzie", "Begay",
    "Bear Heart", "Whitehorse", "Sinclair", "Delgado", "Castillo", "Vargas",
    "Mendoza", "Ruiz", "Alvarez", "Okonkwo", "Boateng", "Dubois", "Van der Berg",
    "Lindqvist", "Halvorsen", "Novak", "Horvath", "Papadopoulos", "Russo", "Esposito",
]

NICK = {
    "Robert": "Bobby", "William": "Bill", "Richard": "Dick", "James": "Jim",
    "Joseph": "Joe", "Thomas": "Tommy", "Charles": "Chuck", "Daniel": "Danny",
    "Michael": "Mikey", "Anthony": "Tony", "Edward": "Eddie", "Kenneth": "Kenny",
    "Elizabeth": "Liz", "Margaret": "Peggy", "Patricia": "Patty", "Katherine": "Kate",
    "Deborah": "Debbie", "Rebecca": "Becky", "Jennifer": "Jen", "Samantha": "Sam",
    "Dorothy": "Dot", "Susan": "Sue", "Christine": "Chris", "Catherine": "Cathy",
    "Benjamin": "Ben", "Nicholas": "Nick", "Alexander": "Alex", "Gregory": "Greg",
    "Timothy": "Tim", "Raymond": "Ray", "Francois": "Frank", "Bernadette": "Bernie",
    "Virginia": "Ginny", "Pamela": "Pam", "Kimberly": "Kim", "Earl": "Buddy",
}

# (city, state abbr, state name, zip3 prefixes)
US_PLACES = [
    ("Dayton", "OH", "Ohio", ["454"]), ("Toledo", "OH", "Ohio", ["436"]),
    ("Akron", "OH", "Ohio", ["443"]), ("Springfield", "IL", "Illinois", ["627"]),
    ("Peoria", "IL", "Illinois", ["616"]), ("Joliet", "IL", "Illinois", ["604"]),
    ("Worcester", "MA", "Massachusetts", ["016"]), ("Lowell", "MA", "Massachusetts", ["018"]),
    ("Albany", "NY", "New York", ["122"]), ("Utica", "NY", "New York", ["135"]),
    ("Syracuse", "NY", "New York", ["132"]), ("Scranton", "PA", "Pennsylvania", ["185"]),
    ("Allentown", "PA", "Pennsylvania", ["181"]), ("Erie", "PA", "Pennsylvania", ["165"]),
    ("Roanoke", "VA", "Virginia", ["240"]), ("Norfolk", "VA", "Virginia", ["235"]),
    ("Macon", "GA", "Georgia", ["312"]), ("Savannah", "GA", "Georgia", ["314"]),
    ("Pensacola", "FL", "Florida", ["325"]), ("Ocala", "FL", "Florida", ["344"]),
    ("Gainesville", "FL", "Florida", ["326"]), ("Mobile", "AL", "Alabama", ["366"]),
    ("Huntsville", "AL", "Alabama", ["358"]), ("Shreveport", "LA", "Louisiana", ["711"]),
    ("Lubbock", "TX", "Texas", ["794"]), ("Amarillo", "TX", "Texas", ["791"]),
    ("Waco", "TX", "Texas", ["767"]), ("El Paso", "TX", "Texas", ["799"]),
    ("Tulsa", "OK", "Oklahoma", ["741"]), ("Wichita", "KS", "Kansas", ["672"]),
    ("Omaha", "NE", "Nebraska", ["681"]), ("Des Moines", "IA", "Iowa", ["503"]),
    ("Cedar Rapids", "IA", "Iowa", ["524"]), ("Duluth", "MN", "Minnesota", ["558"]),
    ("Rochester", "MN", "Minnesota", ["559"]), ("Green Bay", "WI", "Wisconsin", ["543"]),
    ("Kalamazoo", "MI", "Michigan", ["490"]), ("Flint", "MI", "Michigan", ["485"]),
    ("Fort Wayne", "IN", "Indiana", ["468"]), ("Evansville", "IN", "Indiana", ["477"]),
    ("Billings", "MT", "Montana", ["591"]), ("Boise", "ID", "Idaho", ["837"]),
    ("Spokane", "WA", "Washington", ["992"]), ("Tacoma", "WA", "Washington", ["984"]),
    ("Eugene", "OR", "Oregon", ["974"]), ("Fresno", "CA", "California", ["937"]),
    ("Bakersfield", "CA", "California", ["933"]), ("Flagstaff", "AZ", "Arizona", ["860"]),
    ("Las Cruces", "NM", "New Mexico", ["880"]), ("Pueblo", "CO", "Colorado", ["810"]),
    ("Reno", "NV", "Nevada", ["895"]), ("Knoxville", "TN", "Tennessee", ["379"]),
    ("Chattanooga", "TN", "Tennessee", ["374"]), ("Lexington", "KY", "Kentucky", ["405"]),
    ("Charleston", "WV", "West Virginia", ["253"]), ("Bangor", "ME", "Maine", ["044"]),
    ("Burlington", "VT", "Vermont", ["054"]), ("Manchester", "NH", "New Hampshire", ["031"]),
]

# (city, prov abbr, prov name, first letters of postal code)
CA_PLACES = [
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"),
    ("Kingston", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"),
    ("Thunder Bay", "ON", "Ontario", "P"), ("Barrie", "ON", "Ontario", "L"),
    ("Oshawa", "ON", "Ontario", "L"), ("Windsor", "ON", "Ontario", "N"),
    ("Peterborough", "ON", "Ontario", "K"), ("Mississauga", "ON", "Ontario", "L"),
    ("Gatineau", "QC", "Quebec", "J"), ("Sherbrooke", "QC", "Quebec", "J"),
    ("Trois-Rivieres", "QC", "Quebec", "G"), ("Laval", "QC", "Quebec", "H"),
    ("Kelowna", "BC", "British Columbia", "V"), ("Kamloops", "BC", "British Columbia", "V"),
    ("Nanaimo", "BC", "British Columbia", "V"), ("Prince George", "BC", "British Columbia", "V"),
    ("Red Deer", "AB", "Alberta", "T"), ("Lethbridge", "AB", "Alberta", "T"),
    ("Grande Prairie", "AB", "Alberta", "T"), ("Medicine Hat", "AB", "Alberta", "T"),
    ("Brandon", "MB", "Manitoba", "R"), ("Thompson", "MB", "Manitoba", "R"),
    ("Saskatoon", "SK", "Saskatchewan", "S"), ("Moose Jaw", "SK", "Saskatchewan", "S"),
    ("Prince Albert", "SK", "Saskatchewan", "S"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Fredericton", "NB", "New Brunswick", "E"), ("Sydney", "NS", "Nova Scotia", "B"),
    ("Truro", "NS", "Nova Scotia", "B"), ("Corner Brook", "NL", "Newfoundland and Labrador", "A"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Whitehorse", "YT", "Yukon", "Y"),
]

COUNTIES = [
    "Harlan", "Bexley", "Marlow", "Carver", "Dunmore", "Ashby", "Pruett", "Kettering",
    "Lamarr", "Ostrander", "Whitcomb", "Brannock", "Galloway", "Holloway", "Tillman",
    "Redfern", "Stanwick", "Cobb Hollow", "Essling", "Norcross", "Wexford", "Delmont",
]

STREETS = [
    "Elm", "Maple", "Oak", "Cedar", "Pine", "Birch", "Willow", "Walnut", "Chestnut",
    "Spruce", "Main", "Church", "Mill", "Water", "High", "Park", "Lake", "Hill",
    "Ridge", "Valley", "Spring", "Sunset", "Lincoln", "Washington", "Jefferson",
    "Franklin", "Madison", "Jackson", "Monroe", "Adams", "Kingsway", "Wellington",
    "Victoria", "Queen", "King", "Dundas", "Bloor", "Portage", "Laurier", "Champlain",
    "Harbour", "Quarry", "Foundry", "Tannery", "Orchard", "Meadowlark", "Bluebird",
    "Cardinal", "Prospect", "Pleasant", "Fairview", "Greenwood", "Highland", "Summit",
    "Riverside", "Lakeview", "Brookside", "Old Mill", "Coal Creek", "Patterson",
    "Haverford", "Kessler", "Drummond", "Ferris", "Whitlock", "McAllister",
]
ST_SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Blvd",
                "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Way", "Place", "Pkwy", "Circle"]
ST_SUFFIX_CA = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
                "Cres", "Boulevard", "Way", "Court", "Line", "Concession Rd", "Trail"]
UNITS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Lot {n}", "Trlr {n}"]
NUMBERED_ST = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "12th",
               "14th", "17th", "21st", "33rd", "45th"]

PLACE_WORDS = [
    "Lakeshore", "Riverbend", "Cedar Valley", "Pinecrest", "Harbourside", "Northgate",
    "Willow Creek", "Stonebridge", "Maple Ridge", "Bayfront", "Eastbrook", "Red Oak",
    "Silver Lake", "Grand Prairie", "Highland Park", "Fairhaven", "Kingsbury",
    "Ashford", "Brookhaven", "Clearwater Bay", "Elk River", "Glenmore", "Hollis Valley",
    "Iron Range", "Juniper Hills", "Lakeview", "Millbrook", "Northbay", "Oakridge",
    "Prairie Rose", "Quail Run", "Rosedale", "Sandhill", "Timberline", "Upper Valley",
    "Westfield", "Yellow Birch", "Blue Heron", "Copper Canyon", "Driftwood",
]
SAINTS = ["St. Agnes", "St. Brendan's", "St. Clare's", "St. Jude's", "St. Luke's",
          "St. Boniface", "Sacred Heart", "St. Anne's", "Holy Cross", "St. Vincent's",
          "Our Lady of Mercy", "St. Columba's", "Good Samaritan"]
HOSP_PAT_US = ["{p} Regional Medical Center", "{p} General Hospital", "{p} Memorial Hospital",
               "{p} Community Hospital", "{p} Medical Center", "{p} Health System",
               "{p} Children's Hospital", "{p} Critical Access Hospital", "Mercy {p} Hospital",
               "{s} Hospital", "{s} Medical Center", "University of {p} Medical Center"]
HOSP_PAT_CA = ["{p} General Hospital", "{p} Health Centre", "{p} Regional Health Centre",
               "{p} District Hospital", "{p} Memorial Hospital", "{s} Hospital",
               "{s} Health Centre", "{p} Children's Hospital", "Hopital {p}"]
CLINIC_PAT = ["{p} Family Medicine", "{p} Internal Medicine Associates", "{p} Urgent Care",
              "{p} Family Health Team", "{p} Medical Clinic", "{p} Walk-In Clinic",
              "{p} Cardiology Group", "{p} Community Health Center", "{p} Pediatrics",
              "{p} Orthopedic Clinic"]
PHARM_PAT = ["{p} Pharmacy", "MediSave Pharmacy #{n}", "Corner Drug Mart", "{p} Apothecary",
             "Guardian Rx #{n}", "ValuCare Pharmacy", "{p} Drugs"]
CARE_HOME_PAT = ["{p} Manor", "{p} Care Centre", "{p} Assisted Living", "{p} Nursing and Rehab",
                 "{p} Retirement Residence", "{p} Long-Term Care"]
UNIT_NAMES = ["Cedar 6", "Birch 4 North", "Heritage 3", "Tower 5 West", "Pavilion B",
              "Whitman 7", "Osler 2", "Garnet Unit", "Harbour 8 East", "Lindsay 3 South"]

EMPLOYERS = [
    "Bluewater Logistics", "Tri-County Roofing", "Keystone Steel Fabrication",
    "Northfield Unified School District", "Prairie Co-op Grain", "Hartwell Poultry",
    "Greenleaf Landscaping", "Summit Auto Body", "Lakeside Diner", "BrightPath Home Care",
    "Ironclad Concrete", "Red River Trucking", "Maplewood Elementary School",
    "Coastal Seafood Processors", "Atlas Warehousing", "Pinnacle Call Solutions",
    "Riverside Lumber", "Northern Hydro Services", "Copperline Mining", "QuickShip Parcel",
    "Evergreen Grocery", "Harbour Freight Lines", "St. Mark's Lutheran Church",
    "Cornerstone Baptist Church", "Valley Transit Authority", "Golden Wheat Bakery",
    "Westgate Mall Security", "Dalton Meatpacking", "Horizon Wind Farms", "Silverline Casino",
]
PROFESSIONS = [
    "roofer", "welder", "electrician", "plumber", "long-haul truck driver", "line cook",
    "schoolteacher", "teacher", "bus driver", "farmer", "dairy farmer", "carpenter",
    "construction laborer", "warehouse worker", "forklift operator", "mechanic",
    "software developer", "accountant", "cashier", "hairdresser", "dental hygienist",
    "corrections officer", "lineman", "snowplow operator", "commercial fisherman",
    "logger", "miner", "oil rig worker", "landscaper", "security guard", "bartender",
    "waitress", "home health aide", "daycare worker", "college student", "librarian",
    "machinist", "firefighter", "nurse", "pastor", "veterinarian",
    "real estate agent", "delivery driver", "rideshare driver", "janitor",
    "painter", "barista", "paralegal", "lab technician", "pharmacist", "architect",
    "steelworker", "roughneck", "meat cutter", "dishwasher", "grocery clerk",
]
COUNTRIES = [
    "Mexico", "Philippines", "India", "Haiti", "Portugal", "Vietnam", "Ireland",
    "Guatemala", "Somalia", "Ukraine", "Jamaica", "China", "Nigeria", "Honduras",
    "El Salvador", "Poland", "Brazil", "Pakistan", "Syria", "Dominican Republic",
    "Ethiopia", "South Korea", "Colombia", "Kenya", "Peru", "Thailand", "Egypt",
]
LANDMARKS = [
    "Riverside Mall", "Memorial Stadium", "Greyhound depot", "Lakefront Pavilion",
    "Westgate Plaza", "Union Station", "Harmon Park boat launch", "Civic Centre arena",
    "Kessler Bridge", "Fairgrounds grandstand", "Pine Hollow trailhead", "Centennial Library",
    "Northside Transit Terminal", "Old Mill Dam", "Founders Square", "Oakwood Cemetery",
    "Bayshore Marina", "Eastgate Shopping Centre", "Heritage Tower", "Maple Leaf Motel",
    "Skyline Motor Inn", "Rolling Hills Golf Course", "Duck Pond Park", "Pioneer Museum",
]
HIGHWAYS = ["I-75", "I-80", "I-94", "Hwy 401", "Hwy 17", "Route 9", "US-31", "Hwy 2",
            "I-40", "SR 16", "Hwy 11", "I-35"]

FAMILY_REL = ["wife", "husband", "daughter", "son", "mother", "father", "sister",
              "brother", "partner", "girlfriend", "boyfriend", "neighbor", "roommate",
              "friend", "granddaughter", "grandson", "niece", "caregiver", "landlord",
              "coworker"]

PMH = ["HTN", "T2DM", "CAD s/p PCI", "CHF (EF 35%)", "COPD", "asthma", "afib on apixaban",
       "CKD stage 3", "ESRD on HD MWF", "hypothyroidism", "GERD", "OSA on CPAP",
       "hyperlipidemia", "seizure disorder", "depression", "anxiety", "bipolar disorder",
       "alcohol use disorder", "opioid use disorder", "prior CVA", "PVD", "DVT/PE",
       "dementia", "Parkinson's disease", "BPH", "cirrhosis", "HIV on ART", "sickle cell disease",
       "migraine", "obesity (BMI 41)", "T1DM", "gout", "RA", "lupus"]
MEDS = ["metoprolol 25 mg BID", "lisinopril 20 mg daily", "amlodipine 10 mg daily",
        "metformin 1000 mg BID", "atorvastatin 40 mg qHS", "apixaban 5 mg BID",
        "warfarin 5 mg daily", "furosemide 40 mg daily", "levothyroxine 88 mcg daily",
        "sertraline 100 mg daily", "albuterol MDI PRN", "tiotropium 18 mcg daily",
        "insulin glargine 28 units qHS", "aspirin 81 mg daily", "clopidogrel 75 mg daily",
        "gabapentin 300 mg TID", "omeprazole 20 mg daily", "levetiracetam 500 mg BID",
        "quetiapine 50 mg qHS", "buprenorphine-naloxone 8/2 mg daily", "tamsulosin 0.4 mg daily",
        "prednisone 10 mg daily", "hydrochlorothiazide 25 mg daily", "donepezil 10 mg daily",
        "carbidopa-levodopa 25/100 TID", "oxycodone 5 mg q6h PRN", "lorazepam 0.5 mg PRN"]
ALLERGIES = ["NKDA", "PCN (hives)", "sulfa (rash)", "codeine (N/V)", "latex", "morphine (itching)",
             "shellfish", "ciprofloxacin (tendon pain)", "contrast dye (anaphylaxis)", "NKDA",
             "ACE inhibitors (angioedema)", "peanuts (anaphylaxis)", "NKDA", "vancomycin (red man)"]
