"""Name, place and vocabulary pools for dev180_en. All invented for this set (ASCII only)."""

FIRST_F = ["Maria", "Linda", "Patricia", "Deborah", "Keisha", "Nguyet", "Priya", "Rosa", "Ellen",
           "Margaret", "Tamika", "Brianna", "Colleen", "Hye-jin", "Fatima", "Gloria", "Janet",
           "Sofia", "Imani", "Harriet", "Bernadette", "Yolanda", "Agnes", "Carmen", "Dolores",
           "Shauna", "Wendy", "Lorraine", "Mei", "Aaliyah", "Kathleen", "Noor", "Beatriz",
           "Tiffany", "Ruth", "Olga", "Esperanza", "Joanne", "Marisol", "Heather", "Lakshmi",
           "Irene", "Connie", "Danielle", "Adaeze", "Roxanne", "Vivian", "Paulette", "Ingrid",
           "Samantha", "Loretta", "Thuy", "Gwendolyn", "Naomi", "Kristen", "Ava", "Chloe",
           "Mackenzie", "Zoe", "Evelyn", "Josefina", "Hannah", "Felicia", "Marguerite"]
FIRST_M = ["James", "Robert", "Darnell", "Luis", "Thomas", "Hoang", "Rajesh", "Walter", "Gerald",
           "DeShawn", "Kevin", "Eduardo", "Francis", "Harold", "Ikechukwu", "Martin", "Stanley",
           "Victor", "Tyrone", "Curtis", "Douglas", "Ahmed", "Bernard", "Clifford", "Emilio",
           "Floyd", "Gustavo", "Howard", "Jin-woo", "Kenneth", "Leonard", "Mohammed", "Nathaniel",
           "Oscar", "Percy", "Ramon", "Sergei", "Terrence", "Vernon", "Wesley", "Xavier",
           "Yusuf", "Zachary", "Dale", "Earl", "Russell", "Arturo", "Calvin", "Dwayne", "Elijah",
           "Mason", "Liam", "Noah", "Caleb", "Diego", "Ethan", "Raymond", "Lloyd", "Chester",
           "Otis", "Phong", "Anil", "Brendan", "Cornelius"]
LAST = ["Okafor", "Delgado", "Whitaker", "Nguyen", "Patel", "Kowalski", "Hargrove", "Fitzgerald",
        "Moreno", "Abernathy", "Castillo", "Lindqvist", "Brennan", "Yamamoto", "Ortiz",
        "Washington", "Greer", "Haddad", "Pruitt", "Sandoval", "Tran", "McAllister", "Osei",
        "Villanueva", "Dubois", "Kaminski", "Ferreira", "Holloway", "Iverson", "Jablonski",
        "Kincaid", "Lachance", "Mbeki", "Nakamura", "O'Connell", "Pham", "Quintero", "Rasmussen",
        "Szabo", "Thibodeaux", "Underwood", "Vasquez", "Wojcik", "Yoder", "Zeller", "Abbott",
        "Baptiste", "Carrington", "Dalton", "Eckert", "Fontaine", "Gallagher", "Huang",
        "Ibarra", "Jefferson", "Kapoor", "Lombardi", "Matsumoto", "Nash", "Oyelaran", "Petrakis",
        "Quinlan", "Rinaldi", "Stroud", "Toussaint", "Ulrich", "Vance", "Whitfield", "Xiong",
        "Youngblood", "Zimmerman", "Alvarado", "Bianchi", "Chowdhury", "Dunleavy", "Espinoza",
        "Fairbanks", "Gutierrez", "Hashemi", "Irwin", "Jankowski", "Kessler", "Landry", "Mahoney",
        "Nielsen", "Oduya", "Pacheco", "Reyes", "Santangelo", "Takahashi", "Upton", "Valdez",
        "Weatherby", "Acheampong", "Blackwood", "Cho", "Deveraux", "Engstrom", "Fuentes",
        "Goldberg", "Hightower", "Ingram", "Jovanovic", "Kerrigan", "Lozano", "Mendelsohn",
        "Novak", "Ostrowski", "Pellegrino", "Rosales", "Schaefer", "Tolliver", "Vukovic",
        "Wainwright", "Archuleta", "Beauchamp", "Crandall", "Esposito", "Gideon", "Hollis"]
MIDDLE = "ABCDEFGHJKLMNPRSTW"
NICK = {"James": "Jim", "Robert": "Bob", "Thomas": "Tom", "Walter": "Walt", "Gerald": "Jerry",
        "Kenneth": "Ken", "Leonard": "Lenny", "Nathaniel": "Nate", "Raymond": "Ray",
        "Margaret": "Peggy", "Patricia": "Patty", "Deborah": "Deb", "Kathleen": "Kathy",
        "Samantha": "Sam", "Gwendolyn": "Gwen", "Bernadette": "Bernie", "Francis": "Frank",
        "Harold": "Hal", "Douglas": "Doug", "Elijah": "Eli", "Zachary": "Zach",
        "Ikechukwu": "Ike", "Marguerite": "Maggie", "Josefina": "Josie", "Lorraine": "Lori"}

CITIES = [  # city, state abbr, state name, zip3
    ("Tucson", "AZ", "Arizona", "857"), ("Mesa", "AZ", "Arizona", "852"),
    ("Flagstaff", "AZ", "Arizona", "860"), ("Fresno", "CA", "California", "937"),
    ("Oxnard", "CA", "California", "930"), ("Santa Rosa", "CA", "California", "954"),
    ("Pueblo", "CO", "Colorado", "810"), ("Fort Collins", "CO", "Colorado", "805"),
    ("New Haven", "CT", "Connecticut", "065"), ("Dover", "DE", "Delaware", "199"),
    ("Sarasota", "FL", "Florida", "342"), ("Gainesville", "FL", "Florida", "326"),
    ("Port St. Lucie", "FL", "Florida", "349"), ("Macon", "GA", "Georgia", "312"),
    ("Savannah", "GA", "Georgia", "314"), ("Boise", "ID", "Idaho", "837"),
    ("Peoria", "IL", "Illinois", "616"), ("Joliet", "IL", "Illinois", "604"),
    ("Evansville", "IN", "Indiana", "477"), ("Cedar Rapids", "IA", "Iowa", "524"),
    ("Wichita", "KS", "Kansas", "672"), ("Bowling Green", "KY", "Kentucky", "421"),
    ("Lafayette", "LA", "Louisiana", "705"), ("Bangor", "ME", "Maine", "044"),
    ("Frederick", "MD", "Maryland", "217"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Kalamazoo", "MI", "Michigan", "490"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Hattiesburg", "MS", "Mississippi", "394"), ("Springfield", "MO", "Missouri", "658"),
    ("Billings", "MT", "Montana", "591"), ("Lincoln", "NE", "Nebraska", "685"),
    ("Henderson", "NV", "Nevada", "890"), ("Nashua", "NH", "New Hampshire", "030"),
    ("Paterson", "NJ", "New Jersey", "075"), ("Las Cruces", "NM", "New Mexico", "880"),
    ("Albany", "NY", "New York", "122"), ("Utica", "NY", "New York", "135"),
    ("Asheville", "NC", "North Carolina", "288"), ("Wilmington", "NC", "North Carolina", "284"),
    ("Fargo", "ND", "North Dakota", "581"), ("Akron", "OH", "Ohio", "443"),
    ("Dayton", "OH", "Ohio", "454"), ("Norman", "OK", "Oklahoma", "730"),
    ("Eugene", "OR", "Oregon", "974"), ("Bend", "OR", "Oregon", "977"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Erie", "PA", "Pennsylvania", "165"),
    ("Warwick", "RI", "Rhode Island", "028"), ("Greenville", "SC", "South Carolina", "296"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Chattanooga", "TN", "Tennessee", "374"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Lubbock", "TX", "Texas", "794"),
    ("McAllen", "TX", "Texas", "785"), ("Amarillo", "TX", "Texas", "791"),
    ("Corpus Christi", "TX", "Texas", "784"), ("Provo", "UT", "Utah", "846"),
    ("Burlington", "VT", "Vermont", "054"), ("Roanoke", "VA", "Virginia", "240"),
    ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"),
    ("Morgantown", "WV", "West Virginia", "265"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Casper", "WY", "Wyoming", "826"), ("Honolulu", "HI", "Hawaii", "968"),
    ("Anchorage", "AK", "Alaska", "995"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Mobile", "AL", "Alabama", "366"),
]
COUNTIES = ["Pima County", "Hidalgo County", "Bergen County", "Dane County", "Washoe County",
            "Chatham County", "Buncombe County", "Lane County", "Polk County", "Jefferson County"]

STREET_NAMES = ["Elm", "Juniper", "Old Mill", "Sycamore", "Harbor View", "Cottonwood", "Ridgeline",
                "Magnolia", "Prospect", "Quarry", "Birch Hollow", "Larkspur", "Main", "Water",
                "Chestnut", "Kingsley", "Fox Run", "Orchard", "Tamarack", "Bluebonnet", "Canal",
                "Deer Path", "Evergreen", "Franklin", "Grandview", "Heron", "Indian Creek",
                "Jasper", "Knollwood", "Linden", "Meadowlark", "Northfield", "Pecan", "Redbud",
                "Saddleback", "Thornton", "Union", "Vista del Sol", "Westbrook", "Yucca",
                "Cypress", "Baxter", "Pinehurst", "Wren", "Stagecoach", "Laurel"]
STREET_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Lane", "Ct",
                 "Blvd", "Way", "Pkwy", "Pl", "Cir", "Trail"]
UNITS = ["Apt 3B", "Apt 12", "Unit 4", "#204", "Apt. 7C", "Unit B", "Lot 19", "Apt 1", "#11",
         "Apt 305"]
SUITES = ["Suite 210", "Suite 100", "Ste 305", "Suite 4B", "Bldg C, Suite 120", "Suite 1450",
          "Ste. 2"]

PLACE_WORDS = ["Cedar Ridge", "Lakeshore", "Harbor Point", "Pinecrest", "Riverbend", "North Valley",
               "Stonebridge", "Willow Creek", "Bayside", "Foothills", "Prairie View", "Copper Hill",
               "Eastgate", "Silver Lake", "Oak Hollow", "Red Rock", "Sandpiper", "Highland Park",
               "Mill Pond", "Blue Heron", "Westfield", "Tri-Valley", "Granite Falls", "Maple Grove",
               "Sunridge", "Clearwater Bay", "Aspen Meadows", "Brookside", "Lone Pine", "Kestrel"]
DERM_CLINIC = ["{w} Dermatology", "{w} Dermatology Associates", "{w} Skin & Laser Center",
               "{w} Skin Cancer Center", "{w} Dermatology & Mohs Surgery", "{w} Skin Clinic"]
EYE_CLINIC = ["{w} Eye Associates", "{w} Eye Institute", "{w} Vision Center",
              "{w} Retina Consultants", "{w} Eye Care", "{w} Glaucoma & Cataract Center"]
ENT_CLINIC = ["{w} ENT & Allergy", "{w} Otolaryngology", "{w} Ear, Nose & Throat",
              "{w} Hearing & Balance Center", "{w} ENT Associates", "{w} Sinus Center"]
PCP_CLINIC = ["{w} Family Medicine", "{w} Internal Medicine", "{w} Primary Care",
              "{w} Community Health Center", "{w} Family Practice", "{w} Medical Group"]
HOSP = ["{w} Medical Center", "{w} Regional Hospital", "{w} Ambulatory Surgery Center",
        "{w} Surgery Center", "{w} Memorial Hospital", "{w} Outpatient Surgery"]
SAINTS = ["St. Brendan's Hospital", "St. Agatha Medical Center", "Mercy {w} Hospital",
          "St. Luke's {w}", "Good Shepherd Hospital", "St. Cecilia Surgical Center"]
PATH_LAB = ["{w} Dermatopathology", "{w} Pathology Associates", "{w} Dermpath Lab",
            "{w} Pathology Group"]
PHARM = ["{w} Pharmacy", "{w} Drug", "{w} Apothecary", "{w} Community Pharmacy",
         "{w} Specialty Pharmacy"]

EMPLOYERS = ["Redline Roofing", "Tri-County Landscaping", "Hollister Steel Works",
             "Northgate Logistics", "Sunbelt Pool Service", "Crescent Foods",
             "Kessler Machine & Tool", "Pioneer Freight Lines", "Bayside Marina",
             "Granite Ridge Quarry", "Delmar Auto Body", "Summit Aerospace", "Blue Mesa Golf Club",
             "Lakeview Unified School District", "Harvest Valley Farms", "Coastline Fisheries",
             "Ironwood Construction", "Meridian Printing", "Clearpath Software",
             "Orion Packaging", "Whitmore & Sons Plumbing", "Big Sky Rodeo Supply",
             "Riverside Waste Services", "Parkway Bowling Lanes", "Keller Lumber Yard"]
SCHOOLS = ["Maple Grove Elementary", "Eastside Middle School", "Riverbend High School",
           "Saint Anselm Academy", "Copper Hill Community College", "Westfield Montessori"]
CHURCHES = ["Grace Fellowship Church", "Holy Trinity Parish", "New Hope Baptist Church",
            "Temple Beth Shalom"]
INSURERS = ["Keystone Mutual Health", "BrightPath Health Plan", "Great Lakes Benefit Co.",
            "Summit Union Health", "Coastal Care Insurance", "Heartland Plus HMO",
            "Evergreen Health Partners", "Silverline Medicare Advantage", "Pinnacle Choice PPO",
            "Frontier Family Health Plan"]
PBMS = ["ScriptWay Rx", "MedLink PBM", "ClearPath Pharmacy Benefits", "Ardent Rx Solutions"]

PROF_SUN = ["roofer", "landscaper", "lifeguard", "mail carrier", "farmer", "fishing guide",
            "construction worker", "golf course superintendent", "surveyor", "lineman",
            "ranch hand", "pool technician", "park ranger", "house painter"]
PROF_EYE = ["welder", "machinist", "software developer", "accountant", "long-haul truck driver",
            "airline pilot", "school bus driver", "graphic designer", "dental hygienist",
            "jeweler", "electrician", "tailor", "forklift operator"]
PROF_ENT = ["musician", "factory worker", "teacher", "choir director", "carpenter",
            "firefighter", "heavy equipment operator", "call center agent", "sound engineer",
            "drummer", "police officer", "flight attendant", "auctioneer", "pastor"]
PROF_ANY = ["nurse", "hairdresser", "chef", "barista", "cashier", "attorney", "librarian",
            "bank teller", "plumber", "real estate agent", "social worker", "dairy farmer",
            "veterinary technician", "mechanic", "custodian", "pharmacist", "warehouse clerk"]

COUNTRIES = ["Mexico", "Ireland", "Australia", "Vietnam", "the Philippines", "India", "Italy",
             "Germany", "Brazil", "Guatemala", "Poland", "South Africa", "Canada", "Jamaica",
             "South Korea", "Kenya", "Nigeria", "Greece", "Portugal", "Japan", "El Salvador",
             "Costa Rica", "Thailand", "Egypt", "Peru", "Haiti", "Ukraine", "New Zealand"]
LANGS = ["Spanish", "Vietnamese", "Mandarin", "Arabic", "Haitian Creole", "Portuguese", "Russian",
         "Somali", "Korean", "Tagalog", "Polish", "ASL"]

REL_F = ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "partner", "aunt",
         "daughter-in-law", "neighbor", "friend", "caregiver"]
REL_M = ["husband", "son", "father", "brother", "grandson", "nephew", "partner", "uncle",
         "son-in-law", "neighbor", "friend", "caregiver"]

STAFF_ROLES = [("RN", 5), ("LPN", 2), ("MA", 6), ("CMA", 2), ("COA", 2), ("COT", 1), ("scribe", 2),
               ("PA-C", 2), ("NP", 2), ("LVN", 1)]
DOC_CRED = {"derm": ["MD", "MD", "DO", "MD, FAAD", "PA-C", "NP"],
            "eye": ["MD", "MD", "DO", "OD", "MD, PhD"],
            "ent": ["MD", "MD", "DO", "NP", "MD, FACS", "PA-C"]}
