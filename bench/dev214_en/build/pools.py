"""Invented pools of names, places and organisations (author 214). All ASCII."""

FIRST_F = [
    "Abigail", "Adriana", "Aisha", "Alicia", "Amara", "Angela", "Annette", "Beatriz", "Bernadette",
    "Brianna", "Camila", "Carmen", "Cassandra", "Chloe", "Colleen", "Dana", "Darlene", "Deborah",
    "Delia", "Denise", "Dolores", "Ebony", "Elena", "Eloise", "Esperanza", "Fatima", "Francine",
    "Gabriela", "Gloria", "Gwendolyn", "Hannah", "Harriet", "Ines", "Imani", "Jacqueline", "Janelle",
    "Jasmine", "Jocelyn", "Josefina", "Judith", "Kayla", "Keisha", "Kimberly", "Latoya", "Leticia",
    "Lorraine", "Lucinda", "Mabel", "Marisol", "Maureen", "Meredith", "Mei", "Mildred", "Nadia",
    "Naomi", "Nicole", "Noelle", "Opal", "Patrice", "Paulette", "Priscilla", "Quiana", "Renata",
    "Rochelle", "Rosalind", "Ruth", "Sabrina", "Serena", "Shanice", "Sofia", "Tamara", "Tanisha",
    "Teresa", "Thu", "Valerie", "Veronica", "Wanda", "Winifred", "Yolanda", "Yesenia", "Zainab",
    "Zoe", "Lakshmi", "Hye-jin", "Oksana", "Bridget", "Rhonda", "Marguerite", "Constance", "Lupe",
]
FIRST_M = [
    "Aaron", "Abdul", "Alejandro", "Alonzo", "Ambrose", "Andre", "Arturo", "Barry", "Bernard",
    "Bradley", "Calvin", "Carlos", "Cedric", "Clifford", "Cornelius", "Curtis", "Dale", "Darnell",
    "Dennis", "Desmond", "Dominic", "Duane", "Earl", "Efrain", "Elijah", "Emmett", "Ernesto",
    "Floyd", "Franklin", "Gerald", "Gilbert", "Gordon", "Hector", "Herman", "Hiroshi", "Irving",
    "Isaiah", "Jamal", "Jerome", "Joaquin", "Jorge", "Julius", "Kendrick", "Kwame", "Lamar",
    "Lawrence", "Leon", "Lionel", "Lowell", "Malik", "Marcus", "Marvin", "Mateo", "Maurice",
    "Nathaniel", "Nestor", "Norman", "Omar", "Orlando", "Otis", "Pedro", "Quentin", "Ramon",
    "Reginald", "Roderick", "Rolando", "Roosevelt", "Rudy", "Salvador", "Santiago", "Sheldon",
    "Stanley", "Terrence", "Thaddeus", "Tobias", "Tyrone", "Vernon", "Vikram", "Wallace",
    "Warren", "Wendell", "Wesley", "Winston", "Xavier", "Yusuf", "Zachary", "Duc", "Sergei",
    "Cletus", "Everett", "Horace", "Ignacio",
]
NICK = {
    "Abigail": "Abby", "Deborah": "Debbie", "Gwendolyn": "Gwen", "Jacqueline": "Jackie",
    "Kimberly": "Kim", "Mildred": "Millie", "Patrice": "Trish", "Priscilla": "Cilla",
    "Rosalind": "Roz", "Valerie": "Val", "Winifred": "Winnie", "Bernadette": "Bernie",
    "Dolores": "Lola", "Esperanza": "Espe", "Josefina": "Josie", "Margarite": "Maggie",
    "Alejandro": "Alex", "Bernard": "Bernie", "Clifford": "Cliff", "Cornelius": "Neil",
    "Dominic": "Dom", "Franklin": "Frank", "Gerald": "Jerry", "Lawrence": "Larry",
    "Nathaniel": "Nate", "Reginald": "Reggie", "Roderick": "Rod", "Stanley": "Stan",
    "Terrence": "Terry", "Thaddeus": "Tad", "Tobias": "Toby", "Wallace": "Wally",
    "Zachary": "Zach", "Santiago": "Santi", "Everett": "Rett", "Horace": "Ace",
    "Ignacio": "Nacho", "Marguerite": "Maggie", "Constance": "Connie", "Salvador": "Sal",
}
LAST = [
    "Abernathy", "Acevedo", "Adeyemi", "Albrecht", "Alvarado", "Amundsen", "Antonelli", "Arceneaux",
    "Ashworth", "Babcock", "Balogun", "Barrientos", "Beauchamp", "Benavides", "Birchfield",
    "Blackwood", "Bocanegra", "Bradshaw", "Brennan", "Brightwater", "Broussard", "Calloway",
    "Castellanos", "Chatterjee", "Chavira", "Cheng", "Coulter", "Crandall", "Cruikshank", "Dabrowski",
    "Delacroix", "Demetriou", "Dunleavy", "Echeverria", "Eisenberg", "Esposito", "Fairbanks",
    "Farouk", "Fitzgerald", "Fontenot", "Galloway", "Garibay", "Gendron", "Gillespie", "Goldfarb",
    "Grijalva", "Haddad", "Halvorsen", "Hargrove", "Hashimoto", "Holloway", "Huerta", "Ibarra",
    "Iwasaki", "Jankowski", "Jeffries", "Kaminski", "Kavanagh", "Kowalczyk", "Lachance",
    "Ledbetter", "Lindqvist", "Lombardo", "Macklin", "Magnusson", "Malone", "Mbeki", "McAllister",
    "Mendoza", "Montgomery", "Nakamura", "Nwachukwu", "Oyelaran", "Pacheco", "Pemberton",
    "Petrosyan", "Quintero", "Rasmussen", "Ravindran", "Rinaldi", "Rockwell", "Saavedra",
    "Sandoval", "Schaefer", "Shackleford", "Singleton", "Szabo", "Thibodeaux", "Trujillo",
    "Underwood", "Valenzuela", "Vanderpool", "Villanueva", "Wainwright", "Whitaker", "Wojcik",
    "Yamamoto", "Yazzie", "Zelinski", "Okonkwo", "Tran", "Nguyen", "Pham", "Kaur", "Osei",
    "O'Rourke", "McKinnon", "Dubois", "St. Clair", "Van Buren", "Ferreira", "Kowalski", "Begay",
    "Holmquist", "Delgado", "Bhattacharya", "Papadakis", "Ortega", "Whitfield", "Rutherford",
]
DOC_LAST = [
    "Okafor", "Natarajan", "Lindgren", "Castillo", "Weissman", "Adebayo", "Kurosawa", "Fennimore",
    "Mukherjee", "Saldana", "Hollister", "Abramowitz", "Devereaux", "Ogunleye", "Takahashi",
    "Marchetti", "Braddock", "Yilmaz", "Kessler", "Obi", "Prescott", "Raghunathan", "Velasquez",
    "Goldstein", "Ashby", "Cervantes", "Dinh", "Ellsworth", "Fujimoto", "Gallagher", "Hamid",
    "Iverson", "Jorgensen", "Khalil", "Lockhart", "Moreau", "Novak", "Oduya", "Pruitt", "Quinlan",
    "Rosenthal", "Sutherland", "Tolliver", "Ulrich", "Vance", "Whitlock", "Xu", "Youssef", "Zamora",
    "Baptiste", "Chowdhury", "Delaney", "Engstrom", "Farrow", "Greaves", "Hwang",
]
DOC_FIRST = [
    "Priya", "Samuel", "Ingrid", "Rafael", "Miriam", "Tunde", "Keiko", "Graham", "Anjali", "Luis",
    "Catherine", "Ezra", "Simone", "Olumide", "Naoko", "Giulia", "Trevor", "Emre", "Rachel",
    "Chidi", "Alistair", "Deepa", "Marisa", "Jonah", "Helen", "Lucia", "Minh", "Wade", "Yuki",
    "Colm", "Sana", "Petra", "Kofi", "Laurel", "Margot", "Tomas", "Ada", "Fergus", "Rosa", "Reid",
    "Tessa", "Omar", "Vera", "Hugh", "Nia", "Kamal", "Bettina", "Dmitri", "Joy", "Ivan",
]
NURSE_CRED = ["RN", "RN", "RN, BSN", "LPN", "RN, CCM", "BSN, RN"]
PROV_CRED = ["MD", "MD", "DO", "NP", "FNP-C", "PA-C", "MD, FACP", "MD, PhD", "DNP, APRN"]

# (city, state abbreviation, state name, zip prefix)
CITIES = [
    ("Harrowgate", "PA", "Pennsylvania", "191"), ("Millbrook", "NY", "New York", "125"),
    ("Cedar Falls", "IA", "Iowa", "506"), ("Bristol", "TN", "Tennessee", "376"),
    ("Fort Collins", "CO", "Colorado", "805"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Beaverton", "OR", "Oregon", "970"), ("Kalamazoo", "MI", "Michigan", "490"),
    ("Tupelo", "MS", "Mississippi", "388"), ("Las Cruces", "NM", "New Mexico", "880"),
    ("Green Bay", "WI", "Wisconsin", "543"), ("Lafayette", "LA", "Louisiana", "705"),
    ("Chandler", "AZ", "Arizona", "852"), ("Spokane", "WA", "Washington", "992"),
    ("Macon", "GA", "Georgia", "312"), ("Bowling Green", "KY", "Kentucky", "421"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Waterbury", "CT", "Connecticut", "067"),
    ("Fayetteville", "AR", "Arkansas", "727"), ("Odessa", "TX", "Texas", "797"),
    ("Round Rock", "TX", "Texas", "786"), ("Gainesville", "FL", "Florida", "326"),
    ("Ocala", "FL", "Florida", "344"), ("Stockton", "CA", "California", "952"),
    ("Santa Rosa", "CA", "California", "954"), ("Provo", "UT", "Utah", "846"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Akron", "OH", "Ohio", "443"), ("Dayton", "OH", "Ohio", "454"),
    ("Evansville", "IN", "Indiana", "477"), ("Peoria", "IL", "Illinois", "616"),
    ("Joliet", "IL", "Illinois", "604"), ("Wichita", "KS", "Kansas", "672"),
    ("Billings", "MT", "Montana", "591"), ("Cheyenne", "WY", "Wyoming", "820"),
    ("Burlington", "VT", "Vermont", "054"), ("Bangor", "ME", "Maine", "044"),
    ("Nashua", "NH", "New Hampshire", "030"), ("Wilmington", "DE", "Delaware", "198"),
    ("Frederick", "MD", "Maryland", "217"), ("Roanoke", "VA", "Virginia", "240"),
    ("Greenville", "SC", "South Carolina", "296"), ("Asheville", "NC", "North Carolina", "288"),
    ("Huntsville", "AL", "Alabama", "358"), ("Lawton", "OK", "Oklahoma", "735"),
    ("Reno", "NV", "Nevada", "895"), ("Boise", "ID", "Idaho", "837"),
    ("Hilo", "HI", "Hawaii", "967"), ("Fairbanks", "AK", "Alaska", "997"),
    ("Morgantown", "WV", "West Virginia", "265"), ("Lincoln", "NE", "Nebraska", "685"),
    ("Springfield", "MO", "Missouri", "658"), ("Cranston", "RI", "Rhode Island", "029"),
    ("Trenton", "NJ", "New Jersey", "086"), ("Bismarck", "ND", "North Dakota", "585"),
]
COUNTIES = ["Dane County", "Marion County", "Oakland County", "Hamilton County", "Kern County",
            "Pima County", "Polk County", "Essex County", "Jefferson County", "Washoe County"]
STREET_NAMES = [
    "Elm", "Maple", "Oak Hollow", "Birchwood", "Juniper", "Sycamore", "Willow Creek", "Cottonwood",
    "Magnolia", "Laurel", "Chestnut", "Hawthorne", "Mill Pond", "Quarry", "Ridgeview", "Sunset",
    "Prairie Wind", "Copper Hill", "Lakeshore", "Orchard", "Beacon", "Harbor View", "Fox Run",
    "Old Mill", "Meadowlark", "Pinecrest", "Stonebridge", "Tanglewood", "Bluebonnet", "Kingsley",
    "Wexford", "Ashland", "Carver", "Delmar", "Everton", "Garfield", "Holloway", "Linden",
    "Pershing", "Fremont", "Whitney", "Cardinal", "Heron", "Canyon", "Riverbend", "Dogwood",
]
STREET_SUF = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
              "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pkwy", "Trail"]
UNITS = ["Apt 3", "Apt 12B", "Apt. 4C", "Unit 7", "#210", "Unit 2F", "Apt 101", "Lot 44", "Apt 5",
         "Suite 300", "#6", "Apt 2R", "Unit B"]

HOSPITALS = [
    "Lakeside General Hospital", "St. Brendan's Medical Center", "Riverside Regional Medical Center",
    "Harrowgate Community Hospital", "Mercy Valley Hospital", "Cedar Ridge Medical Center",
    "North Shore Memorial", "Good Shepherd Hospital", "Prairie View Regional", "Bayview Medical Center",
    "St. Agatha's Hospital", "Pinecrest Memorial Hospital", "Summit Health Medical Center",
    "Three Rivers University Hospital", "Holy Cross Hospital of the Valley", "Westbrook General",
    "Sacred Heart Regional", "Magnolia Children's Hospital", "Copper Hill Medical Center",
    "Blue Ridge Regional Hospital",
]
CLINICS = [
    "Elm Park Family Medicine", "Northgate Internal Medicine", "Willow Creek Pediatrics",
    "Lakeside Primary Care", "Harborview Cardiology Associates", "Southside Community Health Center",
    "Riverbend Women's Health", "Maple Grove Medical Group", "Summit Endocrinology",
    "Oak Hollow Family Practice", "Beacon Street Clinic", "Cedar Ridge Pulmonary Associates",
    "Pinecrest Behavioral Health", "Tri-County Nephrology", "Ridgeview Dermatology",
    "Meadowlark Urgent Care", "Copper Hill Geriatrics", "Fox Run Orthopedics",
    "St. Brendan's Virtual Care", "Lakeside TeleHealth Center", "Good Shepherd Heart Failure Clinic",
    "Prairie View Diabetes Center", "Bayview Sleep Center", "Westbrook Rheumatology",
]
UNITS_WARD = ["4 North", "5 West", "6 East", "Sunflower Unit", "Birch Ward", "3 South", "7 Tower",
              "Heart Tower 4", "Magnolia Unit", "2 West Step-Down"]
PHARMACIES = [
    "Corner Drug", "Hillside Pharmacy", "Elm Street Apothecary", "Main Street Pharmacy",
    "Valley Family Pharmacy", "Lakeside Outpatient Pharmacy", "Bayview Pharmacy", "Riverside Drug",
    "Kwik Care Pharmacy", "Northgate Rx", "Medi-Mart Pharmacy #4471", "Good Neighbor Pharmacy of Ocala",
    "Summit Specialty Pharmacy", "Prairie Mail Order Pharmacy", "St. Brendan's Retail Pharmacy",
]
INSURERS = [
    "Keystone Mutual Health", "Prairie Health Plan", "Blue Harbor Health", "Evergreen Care Alliance",
    "Sunbelt Health Partners", "Granite State Health Co-op", "Heartland Benefit Trust",
    "Pacific Crest Insurance", "Liberty Shield Health", "Cascade Family Plan", "Magnolia Medicaid Choice",
    "Silver Oak Medicare Advantage", "Great Lakes Health Assurance", "Mesa Verde Health Plan",
]
EMPLOYERS = [
    "Acme Freight", "Riverside Unified School District", "Northgate Logistics", "Holloway Construction",
    "Brightwater Foods", "Copper Hill Mining Co.", "Sunbelt Poultry", "Lakeshore Auto Parts",
    "Cedar Falls Public Library", "Meridian Call Solutions", "Tri-State Trucking", "Bayview Marina",
    "Pinecrest Elementary", "Oak Hollow Golf Club", "Harbor Light Church", "Ridgeview Packaging",
    "Summit Data Systems", "Valley Fresh Grocers", "First Union Bank of Macon", "Blue Ridge Textiles",
    "Grace Fellowship Church", "Lincoln High School", "St. Brigid's Parish", "Quarry Ridge Concrete",
]
SCHOOLS = ["Lincoln High School", "Pinecrest Elementary", "Maple Grove Middle School",
           "Westbrook Community College", "Northgate Montessori", "Riverbend Academy"]
ANSWERING = ["Nightline Answering Service", "AfterCare Call Partners", "Beacon MedAnswer",
             "Starlight Telemessaging", "TeleNurse Connect"]
TRANSPORT = ["Tri-County Medical Transport", "Lifeline Ride Services", "ComfortRide NEMT",
             "Valley Wheels Transit"]

PROFESSIONS = [
    "long-haul truck driver", "welder", "elementary school teacher", "retired teacher", "nurse aide",
    "electrician", "bank teller", "software engineer", "line cook", "warehouse worker", "roofer",
    "hair stylist", "retired machinist", "accountant", "dental hygienist", "mail carrier",
    "firefighter", "police officer", "farmer", "landscaper", "cashier", "bus driver", "pastor",
    "librarian", "plumber", "home health aide", "paralegal", "real estate agent", "construction worker",
    "retired postal worker", "graduate student", "barber", "security guard", "daycare worker",
    "forklift operator", "carpenter", "flight attendant", "veterinary technician", "chef",
    "retired Army sergeant", "seamstress", "auto mechanic", "data analyst", "commercial fisherman",
]
COUNTRIES = ["Mexico", "Guatemala", "Honduras", "El Salvador", "Haiti", "India", "Vietnam",
             "Philippines", "Nigeria", "Ghana", "Brazil", "Italy", "Canada", "Poland", "Ukraine",
             "Dominican Republic", "Jamaica", "Peru", "Kenya", "Thailand", "Portugal", "Egypt",
             "Costa Rica", "Ireland", "Germany", "Japan", "Somalia", "Ethiopia", "Colombia"]
LANGUAGES = ["Spanish", "Vietnamese", "Haitian Creole", "Mandarin", "Arabic", "Portuguese",
             "Somali", "Russian", "Tagalog", "Polish", "Amharic", "Korean"]
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Memorial Day", "Labor Day",
            "Fourth of July", "Easter", "Christmas Eve", "New Year's Eve", "Veterans Day"]
RELATIONS = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("mother", "F"),
             ("father", "M"), ("sister", "F"), ("brother", "M"), ("granddaughter", "F"),
             ("grandson", "M"), ("niece", "F"), ("partner", None), ("neighbor", None),
             ("caregiver", None), ("friend", None)]
# (article, landmark) - the article stays outside the span
LANDMARKS = [("the ", "Walmart parking lot on Route 9"), ("", "Lakeview Park"),
             ("the ", "Cedar County Fairgrounds"), ("the ", "Greyhound station on 5th"),
             ("the ", "Harbor Point ferry terminal"), ("the ", "Mill Pond trailhead"),
             ("the ", "Riverside Mall food court"), ("", "Memorial Stadium"),
             ("the ", "Union Depot Amtrak station"), ("", "Fox Run Community Center")]
COUNTRY_THE = ["Philippines", "Dominican Republic"]
CAR_MODELS = ["silver Camry", "white F-150", "blue Honda CR-V", "black Altima", "red Jeep Cherokee",
              "gray Subaru Outback", "green Corolla", "maroon minivan", "tan Silverado"]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
