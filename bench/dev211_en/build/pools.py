"""Name, place and organisation pools for dev211_en (author 211, invented)."""

FEMALE = [
    "Olivia", "Emma", "Ava", "Sophia", "Mia", "Amelia", "Harper", "Evelyn", "Abigail",
    "Emily", "Charlotte", "Madison", "Chloe", "Grace", "Hannah", "Natalie", "Zoe", "Leah",
    "Aaliyah", "Imani", "Keisha", "Tanisha", "Latoya", "Ebony", "Destiny", "Jasmine",
    "Maria", "Guadalupe", "Sofia", "Valentina", "Camila", "Lucia", "Ximena", "Rosa",
    "Carmen", "Priya", "Ananya", "Deepa", "Harpreet", "Simran", "Mei", "Xiu", "Yan",
    "Ngoc", "Thu", "Linh", "Hoa", "Aiko", "Yuki", "Fatima", "Aisha", "Amina", "Zainab",
    "Nadia", "Leila", "Chidinma", "Ngozi", "Adaeze", "Abena", "Akosua", "Efua", "Nadège",
    "Marie-Claude", "Geneviève", "Josée", "Isabelle", "Chantal", "Mélanie", "Sylvie",
    "Kateri", "Marisol", "Rachel", "Ruth", "Esther", "Miriam", "Dorothy", "Margaret",
    "Barbara", "Linda", "Patricia", "Judith", "Joan", "Shirley", "Faith", "Hope", "Rose",
    "June", "April", "Jessica", "Ashley", "Brittany", "Amber", "Crystal", "Tiffany",
    "Kayla", "Elizabeth", "Katherine", "Jennifer", "Rebecca", "Samantha", "Shanice",
    "Precious", "Blessing", "Mariam", "Noor", "Hyun-joo", "Soo-jin", "Anjali", "Kiran",
]

MALE = [
    "Liam", "Noah", "Oliver", "Elijah", "James", "William", "Benjamin", "Lucas", "Henry",
    "Alexander", "Jackson", "Mason", "Ethan", "Logan", "Caleb", "Isaiah", "Jamal",
    "DeShawn", "Tyrone", "Malik", "Darnell", "Terrence", "Andre", "Marcus", "Kwame",
    "Kofi", "Kwabena", "Yaw", "Chinedu", "Emeka", "Oluwaseun", "Tunde", "José", "Juan",
    "Luis", "Carlos", "Miguel", "Alejandro", "Diego", "Jesús", "Raj", "Arjun", "Vikram",
    "Sanjay", "Gurpreet", "Harjit", "Wei", "Jun", "Hao", "Minh", "Tuan", "Duc", "Hiroshi",
    "Kenji", "Omar", "Ahmed", "Mohammed", "Hassan", "Yusuf", "Jean-François", "Mathieu",
    "Étienne", "Luc", "Gilles", "Pierre", "Sébastien", "Denis", "Robert", "Richard",
    "Thomas", "Charles", "Donald", "Gary", "Larry", "Frank", "Walter", "Harold", "Eugene",
    "Earl", "Wayne", "Dale", "Cody", "Tyler", "Dustin", "Hunter", "Grant", "Chase", "Mark",
    "Ray", "Patrick", "Daniel", "Michael", "Christopher", "Anthony", "Joseph", "Samuel",
    "Ibrahim", "Abdi", "Tesfaye", "Dae-jung", "Min-ho", "Nikhil", "Rohan", "Colton",
]

SURNAMES = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
    "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson",
    "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White",
    "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young",
    "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green",
    "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter",
    "Roberts", "Washington", "Jefferson", "Okafor", "Adeyemi", "Mensah", "Owusu",
    "Boateng", "Asante", "Nwosu", "Eze", "Okonkwo", "Abiodun", "Baptiste", "Pierre-Louis",
    "Jean-Baptiste", "Desrosiers", "Tremblay", "Gagnon", "Roy", "Côté", "Bouchard",
    "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné", "Ouellet", "Pelletier", "Bélanger",
    "Lévesque", "Bergeron", "St-Pierre", "MacDonald", "MacLeod", "McNeil", "O'Brien",
    "O'Neill", "Fraser", "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Wong", "Chan",
    "Lam", "Tran", "Pham", "Le", "Vo", "Patel", "Shah", "Singh", "Sandhu", "Gill",
    "Dhillon", "Sharma", "Gupta", "Reddy", "Iyer", "Khan", "Ahmed", "Hussain", "Rahman",
    "Haddad", "Khoury", "Nasser", "Kowalski", "Nowak", "Wisniewski", "Novak", "Schmidt",
    "Mueller", "Rossi", "Russo", "Esposito", "Bianchi", "Santos", "Silva", "Pereira",
    "Kim", "Park", "Choi", "Tanaka", "Yamamoto", "Sato", "Cardinal", "Whitehorse",
    "Littlechild", "Bearspaw", "Sinclair", "Duffy", "Grant", "Mohamud", "Tesfaye",
    "Haile", "van der Berg", "De Souza", "Delacroix", "Villeneuve", "Abernathy",
    "Fitzgerald", "Kaur", "Mahmoud", "Osei", "Achebe", "Dubois", "Lachance", "Ferreira",
]

NICKS = {
    "William": "Bill", "Robert": "Bobby", "Richard": "Rick", "Thomas": "Tommy",
    "Charles": "Chuck", "Margaret": "Peggy", "Elizabeth": "Liz", "Patricia": "Patty",
    "Jennifer": "Jen", "Alexander": "Alex", "Benjamin": "Ben", "Jackson": "Jack",
    "DeShawn": "Shawn", "Oluwaseun": "Seun", "Chinedu": "Nedu", "Jean-François": "JF",
    "Guadalupe": "Lupe", "Jesús": "Chuy", "Katherine": "Kate", "Samantha": "Sam",
    "Christopher": "Chris", "Anthony": "Tony", "Joseph": "Joey", "Daniel": "Danny",
    "Michael": "Mikey", "Rebecca": "Becky", "Dorothy": "Dot", "Abigail": "Abby",
    "Alejandro": "Alex", "Samuel": "Sammy", "Nikhil": "Nik", "Kwabena": "Kobby",
    "Elijah": "Eli", "Isabelle": "Izzy", "Valentina": "Vale", "Harold": "Hal",
}

# (city, state code, state name, zip3, area code, county)
US_CITIES = [
    ("Columbus", "OH", "Ohio", "432", "614", "Franklin County"),
    ("Cleveland", "OH", "Ohio", "441", "216", "Cuyahoga County"),
    ("Dayton", "OH", "Ohio", "454", "937", "Montgomery County"),
    ("Pittsburgh", "PA", "Pennsylvania", "152", "412", "Allegheny County"),
    ("Philadelphia", "PA", "Pennsylvania", "191", "215", "Philadelphia County"),
    ("Baltimore", "MD", "Maryland", "212", "410", "Baltimore County"),
    ("Richmond", "VA", "Virginia", "232", "804", "Henrico County"),
    ("Atlanta", "GA", "Georgia", "303", "404", "Fulton County"),
    ("Savannah", "GA", "Georgia", "314", "912", "Chatham County"),
    ("Memphis", "TN", "Tennessee", "381", "901", "Shelby County"),
    ("Nashville", "TN", "Tennessee", "372", "615", "Davidson County"),
    ("Birmingham", "AL", "Alabama", "352", "205", "Jefferson County"),
    ("Jackson", "MS", "Mississippi", "392", "601", "Hinds County"),
    ("New Orleans", "LA", "Louisiana", "701", "504", "Orleans Parish"),
    ("Houston", "TX", "Texas", "770", "713", "Harris County"),
    ("San Antonio", "TX", "Texas", "782", "210", "Bexar County"),
    ("El Paso", "TX", "Texas", "799", "915", "El Paso County"),
    ("Dallas", "TX", "Texas", "752", "214", "Dallas County"),
    ("Phoenix", "AZ", "Arizona", "850", "602", "Maricopa County"),
    ("Tucson", "AZ", "Arizona", "857", "520", "Pima County"),
    ("Albuquerque", "NM", "New Mexico", "871", "505", "Bernalillo County"),
    ("Denver", "CO", "Colorado", "802", "303", "Denver County"),
    ("Salt Lake City", "UT", "Utah", "841", "801", "Salt Lake County"),
    ("Boise", "ID", "Idaho", "837", "208", "Ada County"),
    ("Portland", "OR", "Oregon", "972", "503", "Multnomah County"),
    ("Seattle", "WA", "Washington", "981", "206", "King County"),
    ("Spokane", "WA", "Washington", "992", "509", "Spokane County"),
    ("Sacramento", "CA", "California", "958", "916", "Sacramento County"),
    ("Fresno", "CA", "California", "937", "559", "Fresno County"),
    ("Oakland", "CA", "California", "946", "510", "Alameda County"),
    ("San Diego", "CA", "California", "921", "619", "San Diego County"),
    ("Minneapolis", "MN", "Minnesota", "554", "612", "Hennepin County"),
    ("Milwaukee", "WI", "Wisconsin", "532", "414", "Milwaukee County"),
    ("Madison", "WI", "Wisconsin", "537", "608", "Dane County"),
    ("Detroit", "MI", "Michigan", "482", "313", "Wayne County"),
    ("Grand Rapids", "MI", "Michigan", "495", "616", "Kent County"),
    ("Chicago", "IL", "Illinois", "606", "312", "Cook County"),
    ("Springfield", "IL", "Illinois", "627", "217", "Sangamon County"),
    ("Indianapolis", "IN", "Indiana", "462", "317", "Marion County"),
    ("Louisville", "KY", "Kentucky", "402", "502", "Jefferson County"),
    ("St. Louis", "MO", "Missouri", "631", "314", "St. Louis County"),
    ("Kansas City", "MO", "Missouri", "641", "816", "Jackson County"),
    ("Omaha", "NE", "Nebraska", "681", "402", "Douglas County"),
    ("Des Moines", "IA", "Iowa", "503", "515", "Polk County"),
    ("Charlotte", "NC", "North Carolina", "282", "704", "Mecklenburg County"),
    ("Durham", "NC", "North Carolina", "277", "919", "Durham County"),
    ("Charleston", "SC", "South Carolina", "294", "843", "Charleston County"),
    ("Jacksonville", "FL", "Florida", "322", "904", "Duval County"),
    ("Tampa", "FL", "Florida", "336", "813", "Hillsborough County"),
    ("Miami", "FL", "Florida", "331", "305", "Miami-Dade County"),
    ("Newark", "NJ", "New Jersey", "071", "973", "Essex County"),
    ("Buffalo", "NY", "New York", "142", "716", "Erie County"),
    ("Rochester", "NY", "New York", "146", "585", "Monroe County"),
    ("Albany", "NY", "New York", "122", "518", "Albany County"),
    ("Hartford", "CT", "Connecticut", "061", "860", "Hartford County"),
    ("Worcester", "MA", "Massachusetts", "016", "508", "Worcester County"),
    ("Providence", "RI", "Rhode Island", "029", "401", "Providence County"),
    ("Burlington", "VT", "Vermont", "054", "802", "Chittenden County"),
]

# (city, prov code, prov name, FSA letter, area code, region/county)
CA_CITIES = [
    ("Toronto", "ON", "Ontario", "M", "416", "York Region"),
    ("Ottawa", "ON", "Ontario", "K", "613", "Carleton County"),
    ("Hamilton", "ON", "Ontario", "L", "905", "Wentworth County"),
    ("London", "ON", "Ontario", "N", "519", "Middlesex County"),
    ("Kingston", "ON", "Ontario", "K", "613", "Frontenac County"),
    ("Sudbury", "ON", "Ontario", "P", "705", "Sudbury District"),
    ("Thunder Bay", "ON", "Ontario", "P", "807", "Thunder Bay District"),
    ("Mississauga", "ON", "Ontario", "L", "905", "Peel Region"),
    ("Brampton", "ON", "Ontario", "L", "905", "Peel Region"),
    ("Windsor", "ON", "Ontario", "N", "519", "Essex County"),
    ("Montreal", "QC", "Quebec", "H", "514", "Montreal Island"),
    ("Quebec City", "QC", "Quebec", "G", "418", "Capitale-Nationale"),
    ("Laval", "QC", "Quebec", "H", "450", "Laval"),
    ("Sherbrooke", "QC", "Quebec", "J", "819", "Estrie"),
    ("Gatineau", "QC", "Quebec", "J", "819", "Outaouais"),
    ("Vancouver", "BC", "British Columbia", "V", "604", "Metro Vancouver"),
    ("Surrey", "BC", "British Columbia", "V", "604", "Metro Vancouver"),
    ("Victoria", "BC", "British Columbia", "V", "250", "Capital Regional District"),
    ("Kelowna", "BC", "British Columbia", "V", "250", "Central Okanagan"),
    ("Prince George", "BC", "British Columbia", "V", "250", "Fraser-Fort George"),
    ("Calgary", "AB", "Alberta", "T", "403", "Rocky View County"),
    ("Edmonton", "AB", "Alberta", "T", "780", "Strathcona County"),
    ("Red Deer", "AB", "Alberta", "T", "403", "Red Deer County"),
    ("Lethbridge", "AB", "Alberta", "T", "403", "Lethbridge County"),
    ("Winnipeg", "MB", "Manitoba", "R", "204", "Rural Municipality of Springfield"),
    ("Brandon", "MB", "Manitoba", "R", "204", "Cornwallis"),
    ("Saskatoon", "SK", "Saskatchewan", "S", "306", "Corman Park"),
    ("Regina", "SK", "Saskatchewan", "S", "306", "Sherwood"),
    ("Halifax", "NS", "Nova Scotia", "B", "902", "Halifax County"),
    ("Sydney", "NS", "Nova Scotia", "B", "902", "Cape Breton County"),
    ("Moncton", "NB", "New Brunswick", "E", "506", "Westmorland County"),
    ("Fredericton", "NB", "New Brunswick", "E", "506", "York County"),
    ("Saint John", "NB", "New Brunswick", "E", "506", "Saint John County"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A", "709", "Avalon"),
    ("Charlottetown", "PE", "Prince Edward Island", "C", "902", "Queens County"),
    ("Whitehorse", "YT", "Yukon", "Y", "867", "Whitehorse"),
    ("Yellowknife", "NT", "Northwest Territories", "X", "867", "North Slave"),
]

HEALTH_CARD = {
    "ON": ("OHIP", "dddd-ddd-ddd-LL"), "BC": ("PHN", "9ddd ddd ddd"),
    "AB": ("AHCIP", "ddddd-dddd"), "QC": ("RAMQ", "LLLL dddd dddd"),
    "MB": ("PHIN", "ddd ddd ddd"), "SK": ("HSN", "ddd ddd ddd"),
    "NS": ("MSI", "dddd ddd ddd"), "NB": ("Medicare", "ddd-ddd-ddd"),
    "NL": ("MCP", "ddd ddd ddd ddd"), "PE": ("PEI Health", "dddddddd"),
    "YT": ("YHCIP", "ddd-ddd-ddd"), "NT": ("NWT HSN", "Ldddddddd"),
}

STREET_NAMES = [
    "Elm", "Maple", "Oak", "Cedar", "Pine", "Birch", "Walnut", "Chestnut", "Main", "Church",
    "King", "Queen", "Lakeshore", "Riverside", "Hillcrest", "Sunset", "Park", "Washington",
    "Lincoln", "Franklin", "Highland", "Fairview", "Meadowbrook", "Prospect", "Spring",
    "Water", "Mill", "Union", "Wellington", "Victoria", "Portage", "Jasper", "Sherbrooke",
    "Laurier", "Bay", "Harbour", "Orchard", "Willow", "Magnolia", "Peachtree", "Cottonwood",
    "Aspen", "Juniper", "Tamarack", "Dogwood", "Sycamore", "Beacon", "Ridgeview", "Elgin",
    "Dufferin", "Gladstone", "Carling", "Frontenac", "Saint-Denis", "Champlain", "Beaver Creek",
    "Old Mill", "Stonegate", "Ashford", "Brookside", "Kensington", "Tecumseh", "Osage",
]
STREET_TYPES = [
    "Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Drive", "Dr", "Boulevard",
    "Blvd", "Lane", "Ln", "Court", "Ct", "Crescent", "Cres", "Way", "Place", "Terrace",
    "Circle", "Trail", "Parkway",
]
UNITS = ["Apt 3", "Apt. 12B", "Unit 5", "#204", "Suite 310", "Apt 7C", "Unit 1102", "Apt. 4"]

# (full name, short, domain stem)
US_HOSPITALS = [
    ("Mercy Ridge Medical Center", "MRMC", "mercyridge"),
    ("St. Columba's Hospital", "SCH", "stcolumba"),
    ("Lakeshore University Hospital", "LUH", "lakeshoreuh"),
    ("Bayview Regional Medical Center", "BRMC", "bayviewrmc"),
    ("Grandview Memorial Hospital", "GMH", "grandviewmem"),
    ("Riverbend Children's Hospital", "RCH", "riverbendkids"),
    ("Sycamore Valley Health", "SVH", "sycamorevalley"),
    ("Prairie Lutheran Hospital", "PLH", "prairielutheran"),
    ("Good Shepherd Medical Center", "GSMC", "goodshepherd"),
    ("Copper Canyon Regional Hospital", "CCRH", "coppercanyon"),
    ("Magnolia Baptist Hospital", "MBH", "magnoliabaptist"),
    ("Three Rivers University Medical Center", "TRUMC", "threerivers"),
    ("Allegheny Heights Hospital", "AHH", "alleghenyheights"),
    ("Cumberland Valley Medical Center", "CVMC", "cumberlandvalley"),
]
CA_HOSPITALS = [
    ("Royal Huron Hospital", "RHH", "royalhuron"),
    ("St. Brendan's Health Centre", "SBHC", "stbrendan"),
    ("Fraser Lakes General Hospital", "FLGH", "fraserlakes"),
    ("Northshore Health Sciences Centre", "NHSC", "northshorehsc"),
    ("Hopital Notre-Dame-des-Pins", "HNDP", "ndpins"),
    ("Prairie Rose Regional Hospital", "PRRH", "prairierose"),
    ("Lakehead Queen Mary Hospital", "LQMH", "lakeheadqm"),
    ("Aspen Park Hospital", "APH", "aspenpark"),
    ("Maritime Saint Joseph's Hospital", "MSJH", "maritimesj"),
    ("Cascade Children's Health Centre", "CCHC", "cascadekids"),
    ("Red River Health Sciences Centre", "RRHSC", "redriverhsc"),
    ("Tamarack Valley Hospital", "TVH", "tamarackvalley"),
]
CLINICS = [
    "Elm Park Family Practice", "Northgate Medical Clinic", "Riverside Family Health Team",
    "Oakwood Community Health Centre", "Beacon Hill Internal Medicine", "Southside Family Medicine",
    "Meadowlark Medical Associates", "Clearwater Primary Care", "Pinecrest Family Clinic",
    "Harbourfront Medical Group", "Stonebridge Health Clinic", "Willowdale Medical Centre",
]
PHARMACIES = [
    "Maple Leaf Pharmacy", "Hillcrest Rx", "Main Street Apothecary", "Corner Care Pharmacy",
    "Riverside Drugs", "Northway Pharmacy", "Lakeview Compounding Pharmacy", "Bayside Pharmacy",
]
WARDS = [
    "Hartwell Ward", "Larkspur Unit", "Osprey Unit", "Juniper Ward", "Tamarack Unit",
    "Willow Ward", "Kestrel Unit", "Heron Ward", "Bluebell Unit", "Cardinal Ward",
]
HTC = [
    "Great Lakes Hemophilia Treatment Center", "Prairie Bleeding Disorders Clinic",
    "Atlantic Comprehensive Hemophilia Care Centre", "Cascade Hemostasis Program",
    "Southern Plains Hemophilia Center", "Rideau Inherited Bleeding Disorders Clinic",
]
DIALYSIS = ["Eastside Dialysis Center", "Riverview Renal Unit", "Summit Kidney Care"]

EMPLOYERS = [
    "Dalton Freight Lines", "Northway Grocers", "Brightline Logistics", "Tri-County Transit",
    "Hollis Steel", "Quarry Ridge Mining", "Sunrise Poultry", "Harbor Point Call Centre",
    "Keystone Insurance Group", "Pinecrest School Board", "Westfield Community College",
    "Granite Peak Construction", "Blue Heron Casino", "Larkin Auto Body", "Summit Energy Services",
    "Copperline Telecom", "Maplewood Dairy", "Redwater Oilfield Services", "Fairway Foods",
    "Lakeside Marina", "Cobalt Software", "Ironwood Furniture", "Prairie Grain Co-op",
]
SCHOOLS = [
    "Lincoln Middle School", "Ecole Sainte-Marie", "Westview Secondary School",
    "Jefferson High School", "Maple Grove Elementary School", "Riverside Collegiate",
    "Oak Hill Academy", "Lakeshore State University", "Northern Plains Technical College",
    "St. Anne's Catholic School", "Cedar Ridge High School", "Brookfield Public School",
]
CHURCHES = [
    "Riverside Kingdom Hall", "Greater Mount Zion Baptist Church", "St. Anthony's Parish",
    "Grace Fellowship Church", "Bethel AME Church", "Northside Kingdom Hall",
]
INSURERS = [
    "Keystone Health Plan", "Northstar Mutual", "BlueRidge Health", "Evergreen Benefits",
    "Maplecrest Group Insurance", "Harbourview Benefits", "Summit Care Alliance",
    "Lone Star Family Health", "Cascadia Benefit Trust", "Great Plains Health Cooperative",
]
SUPPLIERS = [
    "Great Lakes Blood Center", "Heartland Regional Blood Services", "Pacific Northwest Blood Alliance",
    "Atlantic Blood Network", "Prairie Blood Services", "Gulf Coast Community Blood Bank",
    "Northern Shield Blood Agency", "Keystone Blood Alliance",
]
HOME_INFUSION = ["BrightPath Infusion", "CarePoint Home Infusion", "Vireo Specialty Pharmacy Services",
                 "Northern Lights Infusion Services"]

PROFESSIONS = [
    "teacher", "welder", "long-haul truck driver", "electrician", "accountant", "barista",
    "warehouse associate", "line cook", "hairdresser", "software developer", "bus driver",
    "farmer", "rancher", "carpenter", "plumber", "machinist", "security guard", "cashier",
    "construction labourer", "firefighter", "dental hygienist", "lawyer", "daycare worker",
    "personal support worker", "oil rig worker", "fisherman", "letter carrier", "chef",
    "real estate agent", "roofer", "auto mechanic", "librarian", "social worker",
    "forklift operator", "graphic designer", "pastor", "uber driver", "hotel housekeeper",
    "nail technician", "pharmacy technician", "civil engineer", "bookkeeper", "baker",
]
RETIRED = ["teacher", "machinist", "postal worker", "nurse", "steelworker", "bank teller",
           "police officer", "coal miner", "secretary", "engineer", "farmer", "mail carrier"]

COUNTRIES = [
    "Nigeria", "Ghana", "Jamaica", "Haiti", "Trinidad and Tobago", "Somalia", "Ethiopia",
    "Sudan", "Sierra Leone", "Cameroon", "India", "Pakistan", "Saudi Arabia", "Greece",
    "Italy", "Mexico", "Dominican Republic", "Brazil", "Philippines", "Vietnam", "Lebanon",
    "Syria", "Eritrea", "Democratic Republic of the Congo", "Guatemala", "El Salvador",
    "Kenya", "Senegal", "Cuba", "Bangladesh",
]
SCD_COUNTRIES = ["Nigeria", "Ghana", "Jamaica", "Haiti", "Trinidad and Tobago", "Sierra Leone",
                 "Cameroon", "Democratic Republic of the Congo", "Senegal", "Saudi Arabia",
                 "India", "Dominican Republic", "Brazil", "Kenya"]
HOLIDAYS_US = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day",
               "Fourth of July", "Memorial Day", "Christmas Eve", "Halloween"]
HOLIDAYS_CA = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labour Day",
               "Canada Day", "Victoria Day", "Boxing Day", "Christmas Eve"]

RELATIONS = ["wife", "husband", "mother", "father", "daughter", "son", "sister", "brother",
             "partner", "aunt", "grandmother", "niece", "neighbour", "friend", "boyfriend",
             "girlfriend", "stepfather", "cousin"]
