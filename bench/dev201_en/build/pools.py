"""Invented name, place and organisation pools for dev201_en (author 201).

Everything here is made up for the evaluation set; lists are plain lists so
that iteration order is fixed.
"""

US_GIRLS = [
    "Olivia", "Emma", "Ava", "Sophia", "Isabella", "Mia", "Amelia", "Harper",
    "Evelyn", "Abigail", "Emily", "Ella", "Elizabeth", "Camila", "Luna", "Sofia",
    "Avery", "Mila", "Aria", "Scarlett", "Penelope", "Layla", "Chloe", "Victoria",
    "Madison", "Eleanor", "Zoey", "Nora", "Riley", "Aaliyah", "Kaylee", "Brianna",
    "Jasmine", "Ximena", "Valentina", "Naomi", "Imani", "Priya", "Anika", "Mei",
    "Yesenia", "Guadalupe", "Keisha", "Tatiana", "Leilani", "Makayla", "Daniela",
    "Kiara", "Samantha", "Natalia",
]
US_BOYS = [
    "Liam", "Noah", "Oliver", "Elijah", "James", "Benjamin", "Lucas", "Henry",
    "Theodore", "Jackson", "Levi", "Mateo", "Sebastian", "Jayden", "Ethan",
    "Aiden", "Caleb", "Isaiah", "Josiah", "Jamal", "DeShawn", "Malik", "Santiago",
    "Diego", "Luis", "Carlos", "Hiroshi", "Arjun", "Rohan", "Kenji", "Dmitri",
    "Tyrese", "Xavier", "Gabriel", "Owen", "Wyatt", "Landon", "Brayden", "Connor",
    "Declan", "Elias", "Ezra", "Micah", "Dominic", "Cameron", "Nathaniel",
    "Julian", "Adrian", "Kwame", "Emilio",
]
US_SURNAMES = [
    "Johnson", "Williams", "Garcia", "Martinez", "Rodriguez", "Hernandez",
    "Lopez", "Gonzalez", "Wilson", "Anderson", "Thompson", "Harris", "Sanchez",
    "Ramirez", "Robinson", "Nguyen", "Ramos", "Flores", "Alvarez", "Patel",
    "Kim", "Chen", "Okafor", "Adeyemi", "Kowalski", "Novak", "Schmidt",
    "Morales", "Ortiz", "Castillo", "Delgado", "Fitzgerald", "Hoffman",
    "Jankowski", "Kaplan", "Lindqvist", "Mendoza", "Nakamura", "Okonkwo",
    "Petrov", "Quintero", "Rasmussen", "Sorensen", "Tran", "Vasquez",
    "Whitaker", "Yamamoto", "Zielinski", "Abernathy", "Bustamante", "Cardenas",
    "Dubois", "Esposito", "Fournier", "Greenberg", "Haddad", "Iverson",
    "Kaufman", "Lombardi", "Mahoney", "Nwosu", "Oyelaran", "Pham", "Rosenthal",
    "Sandoval", "Tanaka", "Underwood", "Vega", "Weiss", "Thibodeaux",
    "Pulaski", "Moreno", "Ferreira", "Acheampong", "Begay", "Yazzie",
]
US_WOMEN = [
    "Jennifer", "Jessica", "Ashley", "Amanda", "Sarah", "Melissa", "Nicole",
    "Stephanie", "Rebecca", "Laura", "Maria", "Rosa", "Tamika", "LaToya",
    "Yolanda", "Christina", "Heather", "Megan", "Rachel", "Andrea", "Brittany",
    "Monique", "Lakshmi", "Yuki", "Carmen", "Danielle", "Kristen", "Erin",
]
US_MEN = [
    "Michael", "Christopher", "Matthew", "Joshua", "David", "Daniel", "Anthony",
    "Robert", "Jose", "Juan", "Kevin", "Brian", "Jason", "Terrence", "Marcus",
    "Andre", "Raymond", "Steven", "Eric", "Gregory", "Tyrone", "Ramon", "Vikram",
    "Hector", "Dwayne", "Trevor", "Curtis", "Wesley",
]
IE_GIRLS = [
    "Aoife", "Saoirse", "Niamh", "Ciara", "Caoimhe", "Róisín", "Clodagh",
    "Síofra", "Éabha", "Fiadh", "Ellie", "Sadhbh", "Aisling", "Orla", "Méabh",
    "Nessa", "Ailbhe", "Lucy", "Sophie", "Emily", "Chloe", "Ava", "Hannah",
    "Katie", "Zofia", "Amelia", "Aleksandra", "Fatima", "Ifeoma", "Muireann",
    "Aoibhinn", "Laoise", "Shauna", "Rebecca", "Nadia", "Ailish",
]
IE_BOYS = [
    "Oisín", "Cian", "Fionn", "Darragh", "Seán", "Conor", "Cillian", "Tadhg",
    "Rían", "Eoin", "Donnacha", "Ruairí", "Ciarán", "Pádraig", "Liam", "Luke",
    "Adam", "Dylan", "Evan", "Rory", "Shane", "Aaron", "Kacper", "Jakub",
    "Tomás", "Senan", "Odhrán", "Diarmuid", "Fiachra", "Cathal", "Killian",
    "Ahmed", "Oluwaseun", "Mícheál", "Colm", "Dara",
]
IE_SURNAMES = [
    "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan",
    "O'Connor", "O'Neill", "O'Reilly", "Doyle", "McCarthy", "Gallagher",
    "O'Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "McLoughlin",
    "O'Carroll", "Connolly", "Daly", "O'Connell", "Dunne", "Brennan", "Burke",
    "Collins", "Nolan", "Ó Súilleabháin", "Mac Giolla Phádraig", "Fitzpatrick",
    "Kavanagh", "Hegarty", "Keane", "Kowalczyk", "Nowak", "Adebayo", "Costello",
    "Flanagan", "Geraghty", "Hennessy", "Mulcahy", "Tierney", "Whelan",
    "Cullinane", "Ó Briain", "Mac Carthaigh", "Sheehan", "Coughlan", "Moynihan",
    "Phelan", "Duggan", "Lenihan", "Ní Mhurchú", "Wiśniewska", "Horgan",
]
IE_WOMEN = [
    "Siobhán", "Máire", "Deirdre", "Gráinne", "Sinéad", "Aoibheann", "Eimear",
    "Mairéad", "Bríd", "Catherine", "Patricia", "Fiona", "Louise", "Michelle",
    "Joanne", "Agnieszka", "Úna", "Treasa", "Caitríona", "Yvonne", "Olga",
    "Nuala", "Orlaith", "Edel",
]
IE_MEN = [
    "Declan", "Brendan", "Colm", "Dermot", "Fergal", "Ronan", "Niall", "Kieran",
    "Gerard", "Padraig", "Barry", "Paul", "Noel", "Eamon", "Marek", "Tomasz",
    "Donal", "Séamus", "Enda", "Cormac", "Aidan", "Ultan", "Emeka", "Lorcan",
]
NICKNAMES = {
    "Elizabeth": "Lizzie", "Benjamin": "Benji", "Theodore": "Teddy",
    "Isabella": "Izzy", "Dominic": "Dom", "Sebastian": "Seb", "Gabriel": "Gabe",
    "Pádraig": "Paddy", "Katie": "Katie-Kat", "Alexander": "Xander",
    "Nathaniel": "Nate", "Valentina": "Vali", "Samantha": "Sammie",
    "Daniela": "Dani", "Abigail": "Abby", "Victoria": "Tori", "Penelope": "Penny",
    "Madison": "Maddie", "Eleanor": "Ellie-Bean", "Makayla": "Kayla",
    "Jackson": "Jax", "Nora": "Nonie", "Santiago": "Santi", "Emilio": "Milo",
    "Mícheál": "Mikey", "Donnacha": "Donncha", "Aleksandra": "Ola",
    "Oluwaseun": "Seun", "Ciarán": "Ciaro", "Muireann": "Muiri",
    "Tomás": "Tommy", "Caoimhe": "Kee", "Fionn": "Fifi", "Conor": "Con",
    "Cillian": "Cilly", "Jayden": "JJ", "DeShawn": "Shawny", "Aaliyah": "Leelee",
    "Tatiana": "Tati", "Natalia": "Talia", "Rohan": "Ro",
}

# (city, state abbreviation, state name, zip prefix, county)
US_PLACES = [
    ("Columbus", "OH", "Ohio", "432", "Franklin County"),
    ("Dayton", "OH", "Ohio", "454", "Montgomery County"),
    ("Springfield", "IL", "Illinois", "627", "Sangamon County"),
    ("Peoria", "IL", "Illinois", "616", "Peoria County"),
    ("Tucson", "AZ", "Arizona", "857", "Pima County"),
    ("Flagstaff", "AZ", "Arizona", "860", "Coconino County"),
    ("Albany", "NY", "New York", "122", "Albany County"),
    ("Rochester", "NY", "New York", "146", "Monroe County"),
    ("Worcester", "MA", "Massachusetts", "016", "Worcester County"),
    ("Lowell", "MA", "Massachusetts", "018", "Middlesex County"),
    ("Savannah", "GA", "Georgia", "314", "Chatham County"),
    ("Macon", "GA", "Georgia", "312", "Bibb County"),
    ("Tacoma", "WA", "Washington", "984", "Pierce County"),
    ("Spokane", "WA", "Washington", "992", "Spokane County"),
    ("Fresno", "CA", "California", "937", "Fresno County"),
    ("Oxnard", "CA", "California", "930", "Ventura County"),
    ("El Paso", "TX", "Texas", "799", "El Paso County"),
    ("Lubbock", "TX", "Texas", "794", "Lubbock County"),
    ("Knoxville", "TN", "Tennessee", "379", "Knox County"),
    ("Chattanooga", "TN", "Tennessee", "374", "Hamilton County"),
    ("Madison", "WI", "Wisconsin", "537", "Dane County"),
    ("Green Bay", "WI", "Wisconsin", "543", "Brown County"),
    ("Omaha", "NE", "Nebraska", "681", "Douglas County"),
    ("Des Moines", "IA", "Iowa", "503", "Polk County"),
    ("Raleigh", "NC", "North Carolina", "276", "Wake County"),
    ("Asheville", "NC", "North Carolina", "288", "Buncombe County"),
    ("Allentown", "PA", "Pennsylvania", "181", "Lehigh County"),
    ("Erie", "PA", "Pennsylvania", "165", "Erie County"),
    ("Baton Rouge", "LA", "Louisiana", "708", "East Baton Rouge Parish"),
    ("Albuquerque", "NM", "New Mexico", "871", "Bernalillo County"),
    ("Gallup", "NM", "New Mexico", "873", "McKinley County"),
    ("Boise", "ID", "Idaho", "837", "Ada County"),
    ("Burlington", "VT", "Vermont", "054", "Chittenden County"),
    ("Bangor", "ME", "Maine", "044", "Penobscot County"),
    ("Toledo", "OH", "Ohio", "436", "Lucas County"),
    ("Kalamazoo", "MI", "Michigan", "490", "Kalamazoo County"),
    ("Flint", "MI", "Michigan", "485", "Genesee County"),
    ("Duluth", "MN", "Minnesota", "558", "St. Louis County"),
]
US_STREETS = [
    "Elm", "Maple", "Oak", "Cedar", "Willow", "Sycamore", "Hawthorne", "Birch",
    "Magnolia", "Chestnut", "Dogwood", "Juniper", "Laurel", "Pinecrest",
    "Riverside", "Lakeview", "Hillcrest", "Meadowbrook", "Brookside", "Fairview",
    "Ridgewood", "Sunset", "Prospect", "Franklin", "Lincoln", "Jefferson",
    "Monroe", "Adams", "Highland", "Orchard", "Cherry Blossom", "Quail Run",
    "Foxglove", "Old Mill", "Canal", "Harbor", "Summit", "Vista Verde",
    "Dr. Martin Luther King Jr.", "Tamarack",
]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr",
             "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place",
             "Terrace", "Circle"]
US_UNITS = ["Apt 3", "Apt. 12B", "Unit 4", "#207", "Apt 1F", "Suite 110",
            "Unit B", "Apt 5C", "Lot 42", "Trlr 17"]

# (town, county, eircode routing key)
IE_PLACES = [
    ("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"),
    ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"),
    ("Navan", "Meath", "C15"), ("Drogheda", "Louth", "A92"),
    ("Dundalk", "Louth", "A91"), ("Swords", "Dublin", "K67"),
    ("Tallaght", "Dublin", "D24"), ("Clondalkin", "Dublin", "D22"),
    ("Balbriggan", "Dublin", "K32"), ("Galway", "Galway", "H91"),
    ("Tuam", "Galway", "H54"), ("Ennis", "Clare", "V95"),
    ("Castlebar", "Mayo", "F23"), ("Ballina", "Mayo", "F26"),
    ("Mullingar", "Westmeath", "N91"), ("Athlone", "Westmeath", "N37"),
    ("Kilkenny", "Kilkenny", "R95"), ("Letterkenny", "Donegal", "F92"),
    ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91"),
    ("Dungarvan", "Waterford", "X35"), ("Naas", "Kildare", "W91"),
    ("Newbridge", "Kildare", "W12"), ("Bray", "Wicklow", "A98"),
    ("Sligo", "Sligo", "F91"), ("Wexford", "Wexford", "Y35"),
    ("Enniscorthy", "Wexford", "Y21"), ("Carlow", "Carlow", "R93"),
    ("Portlaoise", "Laois", "R32"), ("Tullamore", "Offaly", "R35"),
    ("Cavan", "Cavan", "H12"), ("Clonmel", "Tipperary", "E91"),
    ("Nenagh", "Tipperary", "E45"), ("Longford", "Longford", "N39"),
    ("Roscommon", "Roscommon", "F42"), ("Monaghan", "Monaghan", "H18"),
]
IE_PROVINCE = {"Cork": "Munster", "Kerry": "Munster", "Clare": "Munster",
               "Limerick": "Munster", "Waterford": "Munster",
               "Tipperary": "Munster", "Galway": "Connacht", "Mayo": "Connacht",
               "Sligo": "Connacht", "Roscommon": "Connacht",
               "Donegal": "Ulster", "Cavan": "Ulster", "Monaghan": "Ulster"}
IE_STREET_NAMES = [
    "Ashgrove", "Beechwood", "Castleview", "Cnoc na Gréine", "Rathmore",
    "Glenview", "Hazelwood", "Kilbride", "Oakpark", "Riverbank", "Sallybrook",
    "St. Brendan's", "Woodlawn", "Abbeyfield", "Ard na Sí", "Bóthar na Trá",
    "Cluain Árd", "Dromcollogher", "Fairgreen", "Greenfield", "Church",
    "Main", "Bridge", "Mill", "Pearse", "Connolly", "O'Connell", "Parnell",
    "Sarsfield", "Davitt", "Tone", "Emmet",
]
IE_STREET_SUFFIX = ["Park", "Road", "Street", "Avenue", "Close", "Drive",
                    "Heights", "Grove", "Crescent", "Lawn", "Court", "Terrace",
                    "View", "Green", "Manor"]
EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789"

# hospitals, clinics and practices (all invented)
US_HOSP_ROOTS = ["Lakeside", "Riverbend", "Oakridge", "Cedar Hollow",
                 "Millbrook", "Bluestem", "Prairie View", "Sandhill",
                 "Copper Ridge", "North Fork", "Harborlight", "Stonebridge",
                 "Whitfield", "Mesa Vista", "Kestrel Bay", "Evergreen Valley"]
US_HOSP_FORMS = ["{r} Children's Hospital", "{r} Children's Medical Center",
                 "{r} Regional Medical Center", "{r} Community Hospital",
                 "St. {s} Children's Hospital", "{r} University Hospital"]
US_CLINIC_FORMS = ["{r} Pediatrics", "{r} Pediatric Associates",
                   "{r} Family Health Center", "{r} Kids Clinic",
                   "{r} Community Health Center", "{r} Pediatric Group",
                   "Little Steps Pediatrics of {r}", "{r} Children's Clinic"]
SAINTS = ["Brigid", "Columba", "Finbarr", "Kevin", "Ita", "Luke", "Agnes",
          "Anne", "Jude", "Clare", "Raphael", "Declan", "Munchin", "Fintan"]
IE_HOSP_FORMS = ["St. {s}'s University Hospital", "{r} University Hospital",
                 "St. {s}'s Children's Hospital", "{r} Regional Hospital",
                 "{r} General Hospital", "Our Lady of {o} Hospital"]
IE_HOSP_ROOTS = ["Ardmore", "Slievebawn", "Glencullen", "Lough Derg",
                 "Beara", "Corrib", "Barrow Valley", "Shannonside",
                 "Knockmealdown", "Inishowen", "Moyvalley", "Suir"]
OUR_LADY = ["Mercy", "Lourdes", "Good Counsel", "Knock", "Hope"]
IE_CLINIC_FORMS = ["{r} Medical Centre", "{r} Family Practice",
                   "{t} Health Centre", "{r} Primary Care Centre",
                   "The {r} Surgery", "{r} GP Clinic"]
WARDS = ["Puffin Ward", "Robin Ward", "Dolphin Unit", "Kingfisher Ward",
         "Rainbow Ward", "Sunflower Unit", "Seahorse Ward", "Owl Ward",
         "Lighthouse Unit", "Starfish Ward", "Heron Ward", "Giraffe Unit"]
PHARMACY_FORMS = ["{n}'s Pharmacy", "{n} Family Pharmacy", "Corner Drug of {t}",
                  "{t} Community Pharmacy", "{n} Chemist"]

# schools, daycares, clubs, employers (all invented)
US_SCHOOL_ROOTS = ["Roosevelt", "Garfield", "Cottonwood", "Maplewood",
                   "Heritage", "Eastgate", "Pioneer Trail", "Sequoia",
                   "Bridgeport", "Hollis", "Westbrook", "Mountain View",
                   "Clearwater", "Amberfield", "Liberty Hill", "Redstone"]
US_SCHOOL_FORMS = {"pre": ["{r} Early Learning Center", "Little Sprouts Daycare",
                           "Sunshine Academy Preschool", "{r} Head Start"],
                   "elem": ["{r} Elementary School", "{r} Elementary",
                            "{r} Primary Academy", "{r} STEM Academy"],
                   "mid": ["{r} Middle School", "{r} Junior High"],
                   "high": ["{r} High School", "{r} Senior High School",
                            "{r} Academy Charter High School"]}
IE_SCHOOL_FORMS = {"pre": ["Little Acorns Créche", "{r} Community Childcare",
                           "Naíonra {g}", "Busy Bees Montessori {t}"],
                   "elem": ["Scoil {s} National School", "St. {s}'s N.S.",
                            "Gaelscoil {g}", "{t} Educate Together N.S."],
                   "mid": ["Coláiste {s}", "{t} Community College",
                           "St. {s}'s Secondary School"],
                   "high": ["Coláiste {s}", "{t} Community School",
                            "Presentation Secondary School {t}"]}
IE_GAEL = ["an Chnoic", "na Mara", "Uí Ríordáin", "an Ghleanna", "Bhríde",
           "na Trócaire", "an Duinnínigh"]
EMPLOYERS = ["Dunmore Logistics", "Brightwater Foods", "Halverson Plastics",
             "Copperleaf Hotel", "Northgate Warehousing", "Tri-County Transit",
             "Bluebird Cleaning Services", "Sullivan & Roe Builders",
             "Keystone Call Centre", "Greenhouse Grocers", "Orbit Data Systems",
             "Riverside Meat Packing", "Brightstart Childcare", "Castlegate Mart",
             "Shamrock Courier Ltd", "Atlas Auto Body"]
CLUBS = ["{t} GAA Club", "{t} Youth Soccer League", "{t} Swim Club",
         "{t} Boys & Girls Club", "{t} Little League", "{t} Athletic Club",
         "{t} Scouts Troop", "{t} Youth Theatre"]
CHURCHES = ["St. Anne's Parish", "Grace Fellowship Church",
            "New Hope Baptist Church", "Holy Family Parish",
            "Masjid Al-Noor", "St. Nicholas Orthodox Church"]
COMMUNITY_ORGS = ["Harbourview Family Resource Centre",
                  "Tri-Valley Family Services", "Bright Futures Home Visiting",
                  "Safe Harbor Advocacy Center", "Cairde Family Support",
                  "Open Door Women's Refuge", "Northside Youth Project",
                  "Kinship Care Network", "Little Voices Speech Centre",
                  "Horizon Early Intervention"]
INSURERS = ["Keystone Health Plan", "BrightPath Health", "Meridian Care Plus",
            "Lakeshore Family Health Plan", "Prairie Mutual Health",
            "Great Rivers Kids Care"]
IE_INSURERS = ["Shamrock Health Insurance", "Clover Mutual Health",
               "Atlantic Family Health Cover"]

PARENT_JOBS = ["bus driver", "electrician", "hairdresser", "software engineer",
               "farmer", "postal worker", "chef", "primary school teacher",
               "truck driver", "accountant", "healthcare assistant", "cleaner",
               "warehouse operative", "retail manager", "carpenter",
               "plumber", "security guard", "dental hygienist", "barber",
               "taxi driver", "childminder", "pharmacy technician",
               "construction labourer", "line cook", "call centre agent",
               "delivery driver", "home care aide", "bank clerk",
               "car mechanic", "nail technician", "factory worker",
               "graphic designer", "dairy farmer", "forklift operator",
               "restaurant server", "paralegal", "roofer", "soldier"]
TEEN_JOBS = ["lifeguard", "babysitter", "cashier", "dishwasher", "barista",
             "waitress", "shelf stacker", "lawn mowing", "camp counselor",
             "deli counter assistant", "dog walker", "usher at the cinema",
             "kitchen porter", "shop assistant", "pizza delivery driver"]

COUNTRIES_ORIGIN = ["Syria", "Afghanistan", "Ukraine", "Brazil", "Nigeria",
                    "Guatemala", "Honduras", "Somalia", "India", "Poland",
                    "the Democratic Republic of the Congo", "Eritrea",
                    "Venezuela", "Haiti", "Pakistan", "Romania", "Moldova",
                    "Sudan", "Bangladesh", "El Salvador",
                    "Philippines", "Iraq", "Lithuania"]

CLIN_CREDS_US = ["MD", "DO", "MD", "MD, FAAP", "CPNP", "PNP-BC", "NP", "PA-C",
                 "MD", "DO, FAAP"]
CLIN_CREDS_IE = ["MB BCh BAO", "MRCPI", "MRCPCH", "FRCPI", "MICGP", "MB",
                 "MRCPI (Paeds)", "BSc MB"]
