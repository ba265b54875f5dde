"""Name, place and organisation pools for dev184_en (all invented or generic; ASCII only)."""

F_FIRST = [
    "Adaeze", "Alondra", "Amara", "Anneliese", "Ariana", "Beatriz", "Bethany", "Brianna", "Caitlin",
    "Camila", "Carmen", "Cassidy", "Chanel", "Chiamaka", "Colleen", "Dalia", "Danielle", "Deja",
    "Delphine", "Desiree", "Ebony", "Eleni", "Elif", "Emily", "Esperanza", "Fatima", "Fiona", "Gabriela",
    "Giulia", "Hana", "Hannah", "Heather", "Imani", "Ingrid", "Isabel", "Jasmine", "Jenna", "Jessica",
    "Joanna", "Kaitlyn", "Kalani", "Keisha", "Kendra", "Kiara", "Krista", "Lakshmi", "Latoya", "Leah",
    "Leticia", "Lindsey", "Lucia", "Mackenzie", "Maribel", "Marisol", "Maya", "Meghan", "Mei", "Mercedes",
    "Mira", "Monique", "Nadia", "Naomi", "Natalia", "Nia", "Nicole", "Noor", "Olivia", "Paloma", "Priya",
    "Rachel", "Renata", "Rosa", "Ruth", "Sabrina", "Samantha", "Sana", "Savannah", "Shanice", "Siobhan",
    "Sofia", "Stephanie", "Tamara", "Tanisha", "Tessa", "Thuy", "Valentina", "Vanessa", "Whitney",
    "Ximena", "Yesenia", "Yolanda", "Yuki", "Zainab", "Zoe", "Abigail", "Brooke", "Courtney", "Erin",
    "Farrah", "Gretchen", "Hollis", "Ivana", "Jolene", "Kimberly", "Lorena", "Marguerite", "Nayeli",
    "Odalys", "Precious", "Quinn", "Rebekah", "Shayla", "Trinity", "Uma", "Vivian", "Wren", "Yadira",
]

M_FIRST = [
    "Aaron", "Abdul", "Alejandro", "Andre", "Arjun", "Benjamin", "Brandon", "Caleb", "Carlos", "Chidi",
    "Colin", "Damian", "Darnell", "Dmitri", "Eduardo", "Elijah", "Emeka", "Ethan", "Felipe", "Gavin",
    "Hamza", "Hector", "Ian", "Jamal", "Jared", "Javier", "Jerome", "Jonah", "Jorge", "Kai", "Kenji",
    "Kevin", "Lamar", "Liam", "Luis", "Malik", "Marcus", "Mateo", "Micah", "Nathan", "Nikolai", "Omar",
    "Owen", "Pablo", "Quentin", "Rafael", "Rashad", "Reggie", "Rohan", "Ryan", "Samuel", "Santiago",
    "Sean", "Tariq", "Terrence", "Tobias", "Trevor", "Tyrone", "Victor", "Wesley", "Xavier", "Yusuf",
    "Zachary", "Anton", "Boris", "Cedric", "Dwayne", "Everett", "Fernando", "Garrett", "Hugo", "Isaac",
]

LAST = [
    "Abernathy", "Acheampong", "Adeyemi", "Alvarado", "Amundsen", "Arceneaux", "Ashworth", "Babineaux",
    "Baptiste", "Barlowe", "Beaumont", "Bellweather", "Benavides", "Bergstrom", "Blackwood", "Boateng",
    "Bouchard", "Brannigan", "Brightwell", "Calloway", "Camacho", "Castellanos", "Chaudhry", "Cheng",
    "Cortright", "Crenshaw", "Dabrowski", "Dalrymple", "Delacroix", "Desai", "Dimitriou", "Donnelly",
    "Dubose", "Echeverria", "Eklund", "Escobedo", "Fairbanks", "Farouk", "Fennimore", "Figueroa",
    "Fitzgerald", "Galloway", "Garza", "Gidley", "Goldfarb", "Greenleaf", "Gutierrez", "Haddad",
    "Halvorsen", "Hargrove", "Hashemi", "Hendrix", "Holloway", "Huang", "Ibarra", "Iwasaki", "Jablonski",
    "Jefferson", "Kaminski", "Kapoor", "Kavanagh", "Kettering", "Kowalczyk", "Kruger", "Lachance",
    "Langford", "Larkspur", "Lindqvist", "Lockhart", "Lozano", "Macintyre", "Mahoney", "Marchetti",
    "Mbeki", "McAllister", "Medina", "Mendelsohn", "Montague", "Morrow", "Nakagawa", "Navarro",
    "Nwachukwu", "Oduya", "Okonkwo", "Olmstead", "Ortega", "Osei", "Pacheco", "Palmquist", "Pemberton",
    "Petrakis", "Pham", "Quarles", "Quintero", "Radcliffe", "Ramaswamy", "Rasmussen", "Redfern",
    "Rinaldi", "Rockwell", "Rosenthal", "Saldana", "Santangelo", "Schreiber", "Sealey", "Shapiro",
    "Sinclair", "Sokolov", "Stanhope", "Strickland", "Sundaram", "Tacoma", "Tanaka", "Thibodeaux",
    "Tillman", "Trujillo", "Underwood", "Valdivia", "Vance", "Varghese", "Villanueva", "Vukovic",
    "Wadsworth", "Whitlock", "Winslow", "Yamamoto", "Yazzie", "Zamora", "Zeller", "Zielinski",
    "Ambrose", "Bakshi", "Conroy", "Duplessis", "Ferraro", "Gallagher", "Hollingsworth", "Ingram",
    "Juarez", "Kincaid", "Lemieux", "Mercado", "Nguyen", "Oyelaran", "Prewitt", "Rutledge", "Soto",
    "Tremblay", "Upshaw", "Vasquez", "Whitaker", "Xiong", "Yoder", "Zapata", "O'Rourke", "Van Houten",
    "St. Clair", "De la Cruz", "Mac Donald", "Al-Amin",
]

NICK = {
    "Samantha": "Sam", "Rebekah": "Becky", "Kimberly": "Kim", "Jessica": "Jess", "Stephanie": "Steph",
    "Gabriela": "Gabi", "Valentina": "Vale", "Alejandro": "Alex", "Benjamin": "Ben", "Zachary": "Zach",
    "Nathan": "Nate", "Danielle": "Dani", "Natalia": "Tali", "Abigail": "Abby", "Elijah": "Eli",
    "Caitlin": "Cait", "Mackenzie": "Kenzie", "Marguerite": "Maggie", "Olivia": "Liv", "Isabel": "Izzy",
}

# (city, state abbreviation, state name, zip prefix)
CITIES = [
    ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Springfield", "IL", "Illinois", "627"), ("Naperville", "IL", "Illinois", "605"),
    ("Dayton", "OH", "Ohio", "454"), ("Akron", "OH", "Ohio", "443"), ("Columbus", "OH", "Ohio", "432"),
    ("Lansing", "MI", "Michigan", "489"), ("Grand Rapids", "MI", "Michigan", "495"),
    ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Boise", "ID", "Idaho", "837"), ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"),
    ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Oxnard", "CA", "California", "930"), ("Modesto", "CA", "California", "953"),
    ("El Paso", "TX", "Texas", "799"), ("Lubbock", "TX", "Texas", "794"), ("Round Rock", "TX", "Texas", "786"),
    ("Corpus Christi", "TX", "Texas", "784"), ("Tucson", "AZ", "Arizona", "857"), ("Mesa", "AZ", "Arizona", "852"),
    ("Albuquerque", "NM", "New Mexico", "871"), ("Las Cruces", "NM", "New Mexico", "880"),
    ("Aurora", "CO", "Colorado", "800"), ("Fort Collins", "CO", "Colorado", "805"),
    ("Omaha", "NE", "Nebraska", "681"), ("Lincoln", "NE", "Nebraska", "685"),
    ("Wichita", "KS", "Kansas", "672"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Shreveport", "LA", "Louisiana", "711"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Jackson", "MS", "Mississippi", "392"),
    ("Huntsville", "AL", "Alabama", "358"), ("Mobile", "AL", "Alabama", "366"),
    ("Savannah", "GA", "Georgia", "314"), ("Macon", "GA", "Georgia", "312"),
    ("Gainesville", "FL", "Florida", "326"), ("Tallahassee", "FL", "Florida", "323"),
    ("Lakeland", "FL", "Florida", "338"), ("Charleston", "SC", "South Carolina", "294"),
    ("Greenville", "SC", "South Carolina", "296"), ("Durham", "NC", "North Carolina", "277"),
    ("Asheville", "NC", "North Carolina", "288"), ("Roanoke", "VA", "Virginia", "240"),
    ("Richmond", "VA", "Virginia", "232"), ("Knoxville", "TN", "Tennessee", "379"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Louisville", "KY", "Kentucky", "402"),
    ("Lexington", "KY", "Kentucky", "405"), ("Scranton", "PA", "Pennsylvania", "185"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Syracuse", "NY", "New York", "132"),
    ("Rochester", "NY", "New York", "146"), ("Yonkers", "NY", "New York", "107"),
    ("Trenton", "NJ", "New Jersey", "086"), ("Paterson", "NJ", "New Jersey", "075"),
    ("New Haven", "CT", "Connecticut", "065"), ("Providence", "RI", "Rhode Island", "029"),
    ("Burlington", "VT", "Vermont", "054"), ("Manchester", "NH", "New Hampshire", "031"),
    ("Portland", "ME", "Maine", "041"), ("Des Moines", "IA", "Iowa", "503"),
    ("Cedar Rapids", "IA", "Iowa", "524"), ("Sioux Falls", "SD", "South Dakota", "571"),
    ("Fargo", "ND", "North Dakota", "581"), ("Billings", "MT", "Montana", "591"),
    ("Reno", "NV", "Nevada", "895"), ("Provo", "UT", "Utah", "846"), ("Eugene", "OR", "Oregon", "974"),
    ("Anchorage", "AK", "Alaska", "995"), ("Hilo", "HI", "Hawaii", "967"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("Evansville", "IN", "Indiana", "477"),
    ("Rockford", "IL", "Illinois", "611"), ("Duluth", "MN", "Minnesota", "558"),
    ("Rochester", "MN", "Minnesota", "559"), ("Wilmington", "DE", "Delaware", "198"),
    ("Morgantown", "WV", "West Virginia", "265"), ("Cheyenne", "WY", "Wyoming", "820"),
]

STREET_NAMES = [
    "Elm", "Juniper", "Whitlow", "Cobblestone", "Mariner", "Old Mill", "Brookhaven", "Sycamore",
    "Larkin", "Prospect", "Quarry", "Hawthorne", "Magnolia", "Bayberry", "Foxglove", "Tamarack",
    "Chestnut", "Lindell", "Winding Creek", "Pleasant", "Orchard", "Harbor", "Ridgecrest", "Alder",
    "Cypress", "Canterbury", "Wexford", "Saddlebrook", "Kingfisher", "Bluebonnet", "Red Fox",
    "Dogwood", "Meadowlark", "Summit", "Valley View", "Copperfield", "Birchwood", "Stonegate",
    "Martin Luther King Jr", "Fairmount", "Glenwood", "Lakeshore", "Pinehurst", "Riverbend",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court",
                 "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pkwy"]
UNIT = ["Apt", "Apt.", "Unit", "#", "Suite", "Ste", "Lot"]

PLACE_WORDS = [
    "Cedar Hollow", "Brightwater", "Marlow Ridge", "Pinecrest", "Silverbrook", "Ashford", "Kestrel Bay",
    "Willow Creek", "Stonebridge", "Halcyon", "Northgate", "Bay Meadows", "Fox Run", "Amber Valley",
    "Clearwater Springs", "Harmony Hill", "Larkfield", "Meridian Park", "Oak Terrace", "Riverside",
    "Sandpiper", "Thornbury", "Westlake", "Evergreen", "Crescent Point", "Glen Arbor", "Highland Park",
]
SAINTS = ["Agnes", "Brigid", "Catherine", "Elizabeth", "Francis", "Gianna", "Helena", "Monica",
          "Jude", "Luke", "Anne", "Vincent", "Clare", "Margaret"]

HOSP_PATTERNS = [
    "{P} Regional Medical Center", "{P} Women's Hospital", "St. {S}'s Medical Center", "{P} General Hospital",
    "{P} Memorial Hospital", "{P} Community Hospital", "St. {S} Hospital", "{P} Health Medical Center",
    "{P} University Hospital", "Mercy {P} Hospital",
]
CLINIC_PATTERNS = [
    "{P} Women's Health", "{P} OB/GYN Associates", "{L} & {L2} Obstetrics", "{P} Midwifery Group",
    "{P} Center for Women", "{L} Women's Care", "{P} OB-GYN", "{P} Family Health Center",
    "{P} Gynecology Partners", "Women's Clinic of {P}",
]
FERT_PATTERNS = [
    "{P} Fertility Center", "{P} Reproductive Medicine", "{P} Center for Reproductive Health",
    "{L} Fertility Institute", "{P} IVF", "Reproductive Associates of {P}", "{P} Fertility & IVF",
]
IMAGING_PATTERNS = ["{P} Perinatal Imaging", "{P} Maternal-Fetal Medicine", "{P} Imaging Center",
                    "{P} Fetal Diagnostic Center"]
PHARM_PATTERNS = ["{P} Pharmacy", "{P} Drug", "{L} Apothecary", "{P} Specialty Pharmacy",
                  "Corner Rx of {P}", "{P} Family Pharmacy"]
NAMED_UNITS = ["Juniper Unit", "Bluebird Unit", "Magnolia Birth Center", "Rosewood Suite",
               "Cardinal Unit", "Lotus Birthing Center", "Heron Wing", "Willow Pavilion Postpartum"]
BUILDINGS = ["Whitcomb Pavilion", "Harmon Tower", "Founders Hall", "the Kessler Building",
             "Aldridge Pavilion", "the Marston Annex", "Bellamy Tower", "the Galloway Wing"]
LANDMARKS = ["the Riverside Mall", "the Greyhound station", "the Walden Street bridge", "Lakeview Park",
             "the old water tower", "the county fairgrounds", "the Pinecrest Plaza", "the stadium"]

EMPLOYERS = [
    "Halvorsen Logistics", "Bramble & Finch LLP", "Tri-County School District", "Redline Transit",
    "Copperleaf Bakery", "Sunward Solar", "Granite Peak Credit Union", "Kestrel Aerospace",
    "Ridgeway Manufacturing", "BrightPath Daycare", "Oakmont Elementary", "Lumen Data Systems",
    "Harbor Freight Lines", "Marigold Senior Living", "Cascade Paper Company", "Northfield Public Library",
    "Bluejay Coffee Roasters", "Vantage Insurance Group", "Pioneer Feed & Seed", "Ironwood Construction",
    "Summit County Sheriff's Office", "Greenleaf Grocers", "Atlas Freight", "Beacon Hill Academy",
    "Riverbend Auto Body", "Quantum Leap Software", "Starlight Cinemas", "Maple Grove Church",
    "Grace Fellowship Church", "Two Rivers Community College", "Evergreen Veterinary Clinic",
    "Coastal Tile & Stone", "Fieldstone Realty", "Parkside Nail Spa", "Holloway Dental Group",
]
INSURERS = [
    "Bluepeak Health Plan", "Meridian Mutual", "Cobalt Care HMO", "Northstar Benefit Trust",
    "Unity Shield Insurance", "Keystone Harbor Health", "Prairie Life & Health", "Sapphire Health Partners",
    "Evergreen Medicaid Plan", "Tidewater Health Alliance",
]
LABS = ["Helixway Genomics", "Caravel Diagnostics", "Quillon Reference Labs", "Arclight Genetics",
        "Sterling Path Labs", "Novagene Laboratories", "Bayside Cytology Services"]
SCHOOLS = ["Two Rivers Community College", "Westlake State University", "Oakmont Elementary",
           "Harmony Hill High School", "Pinecrest Middle School"]

PROFESSIONS = [
    "teacher", "kindergarten teacher", "dental hygienist", "registered nurse", "pharmacy technician",
    "software engineer", "accountant", "paralegal", "hairstylist", "line cook", "barista", "flight attendant",
    "veterinary technician", "police officer", "firefighter", "truck driver", "electrician", "welder",
    "graphic designer", "social worker", "attorney", "real estate agent", "cashier", "warehouse associate",
    "bank teller", "physical therapist", "professor", "graduate student", "dairy farmer", "mail carrier",
    "daycare worker", "nail technician", "machinist", "marketing manager", "chemist", "lab technician",
    "house cleaner", "personal trainer", "school bus driver", "pastor", "hotel housekeeper", "carpenter",
    "plumber", "sales associate", "administrative assistant", "project manager", "radiology technician",
    "HVAC technician", "corrections officer", "massage therapist", "Uber driver", "data analyst",
    "construction worker", "stay-at-home parent", "home health aide", "airline pilot", "librarian",
]

# the patient's own occupation comes with a plausible employer
PROF_EMP = [
    ("teacher", ["Oakmont Elementary", "Tri-County School District", "Beacon Hill Academy"]),
    ("kindergarten teacher", ["Oakmont Elementary", "Tri-County School District"]),
    ("dental hygienist", ["Holloway Dental Group", "Riverside Family Dentistry"]),
    ("pharmacy technician", ["Greenleaf Grocers"]),
    ("software engineer", ["Lumen Data Systems", "Quantum Leap Software", "Kestrel Aerospace"]),
    ("accountant", ["Vantage Insurance Group", "Fieldstone Realty", "Granite Peak Credit Union"]),
    ("paralegal", ["Bramble & Finch LLP"]), ("attorney", ["Bramble & Finch LLP"]),
    ("hairstylist", ["Salon Lumiere", "Parkside Nail Spa"]), ("nail technician", ["Parkside Nail Spa"]),
    ("line cook", ["Copperleaf Bakery", "Rosie's Diner"]), ("barista", ["Bluejay Coffee Roasters"]),
    ("veterinary technician", ["Evergreen Veterinary Clinic"]), ("sheriff's deputy", ["Summit County Sheriff's Office"]),
    ("truck driver", ["Halvorsen Logistics", "Harbor Freight Lines", "Atlas Freight"]),
    ("electrician", ["Ironwood Construction", "Sunward Solar"]), ("welder", ["Ridgeway Manufacturing", "Ironwood Construction"]),
    ("graphic designer", ["Lumen Data Systems", "Fieldstone Realty"]), ("social worker", ["Marigold Senior Living"]),
    ("real estate agent", ["Fieldstone Realty"]), ("cashier", ["Greenleaf Grocers", "Pioneer Feed & Seed"]),
    ("warehouse associate", ["Halvorsen Logistics", "Atlas Freight"]), ("bank teller", ["Granite Peak Credit Union"]),
    ("professor", ["Two Rivers Community College", "Westlake State University"]),
    ("graduate student", ["Westlake State University"]), ("daycare worker", ["BrightPath Daycare"]),
    ("machinist", ["Ridgeway Manufacturing", "Kestrel Aerospace"]), ("marketing manager", ["Vantage Insurance Group", "Starlight Cinemas"]),
    ("chemist", ["Cascade Paper Company"]), ("lab technician", ["Cascade Paper Company", "Kestrel Aerospace"]),
    ("pastor", ["Grace Fellowship Church", "Maple Grove Church"]), ("carpenter", ["Ironwood Construction", "Coastal Tile & Stone"]),
    ("librarian", ["Northfield Public Library"]), ("sales associate", ["Coastal Tile & Stone", "Greenleaf Grocers"]),
    ("administrative assistant", ["Vantage Insurance Group", "Fieldstone Realty", "Bramble & Finch LLP"]),
    ("project manager", ["Sunward Solar", "Lumen Data Systems"]), ("flight attendant", ["Skyway Regional Airlines"]),
    ("hotel housekeeper", ["Harbor View Inn"]), ("home health aide", ["Evergreen Home Health"]),
    ("data analyst", ["Vantage Insurance Group", "Lumen Data Systems"]), ("bus driver", ["Redline Transit"]),
    ("school bus driver", ["Tri-County School District"]), ("customer service rep", ["Vantage Insurance Group", "Granite Peak Credit Union"]),
]
COUNTRIES = [
    "Mexico", "Guatemala", "El Salvador", "Honduras", "Brazil", "Colombia", "Dominican Republic",
    "Haiti", "Jamaica", "Nigeria", "Ghana", "Ethiopia", "Somalia", "Kenya", "India", "Pakistan",
    "Bangladesh", "Vietnam", "Philippines", "China", "South Korea", "Japan", "Poland", "Ukraine",
    "Ireland", "Italy", "Greece", "Lebanon", "Iraq", "Afghanistan", "Puerto Rico", "Cuba", "Peru",
    "Nicaragua", "Thailand", "Cambodia", "Laos", "Egypt", "Morocco", "Canada",
]
ZIKA_COUNTRIES = ["Brazil", "Colombia", "Mexico", "Dominican Republic", "Guatemala", "Honduras",
                  "Nicaragua", "Peru", "Thailand", "India", "Puerto Rico", "Cuba"]
LANGS = ["Spanish", "Haitian Creole", "Vietnamese", "Arabic", "Somali", "Portuguese", "Mandarin",
         "Tagalog", "Nepali", "Dari", "Amharic", "Russian"]
AREA_CODES = ["617", "508", "312", "217", "614", "937", "616", "608", "208", "509", "559", "661",
              "915", "806", "520", "505", "303", "402", "316", "918", "501", "318", "225", "601",
              "256", "912", "352", "850", "843", "919", "828", "540", "804", "865", "423", "502",
              "859", "570", "315", "585", "609", "973", "203", "401", "802", "603", "207", "515"]
