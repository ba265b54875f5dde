"""Name, place and organisation pools for dev186_en (author 186, invented)."""

FEMALE = [
    "Margaret", "Dorothy", "Evelyn", "Lorraine", "Bernadette", "Gloria", "Mildred", "Frances",
    "Rosalind", "Imogene", "Opal", "Wilhelmina", "Theresa", "Josephine", "Henrietta", "Beatrice",
    "Virginia", "Eleanor", "Patricia", "Katherine", "Elizabeth", "Constance", "Lucille", "Harriet",
    "Maribel", "Guadalupe", "Ngoc", "Thuy", "Precious", "Shirley", "Darlene", "Yolanda", "Marisol",
    "Ingrid", "Agnieszka", "Wanda", "Colleen", "Deirdre", "Fatima", "Aisha", "Priya", "Soon-Ja",
    "Carmela", "Rosaria", "Odessa", "Lavinia", "Bettina", "Hazel", "Ruth", "Naomi", "Edna",
    "Geraldine", "Paulette", "Winifred", "Claudette", "Marjorie", "Annabelle", "Delphine", "Ida",
    "Juanita", "Lourdes", "Minerva", "Noreen", "Philippa", "Roberta", "Sylvia", "Tamsin", "Vera",
    "Zelda", "Alma", "Candace", "Dolores", "Esperanza", "Florence", "Gwendolyn", "Jolene", "Kristin",
    "Leticia", "Monique", "Nadia", "Rochelle", "Simone", "Tabitha", "Ursula", "Valerie", "Yvette",
]

MALE = [
    "Harold", "Walter", "Eugene", "Clarence", "Raymond", "Gerald", "Lawrence", "Theodore", "Francis",
    "Bernard", "Leonard", "Ambrose", "Cornelius", "Ignatius", "Rudolph", "Willard", "Lloyd", "Vernon",
    "Roscoe", "Otis", "Delbert", "Earl", "Horace", "Lyle", "Virgil", "Chester", "Wendell", "Alvin",
    "Thanh", "Minh", "Reginald", "Desmond", "Tyrone", "Jerome", "Mateo", "Ignacio", "Rogelio",
    "Arturo", "Stanislaw", "Tadeusz", "Bogdan", "Seamus", "Padraig", "Hamid", "Tariq", "Rajesh",
    "Dong-Hyun", "Salvatore", "Vincenzo", "Emmett", "Fletcher", "Gideon", "Homer", "Irving", "Jasper",
    "Kermit", "Lamar", "Marvin", "Norbert", "Orville", "Percival", "Quentin", "Rufus", "Sherman",
    "Thaddeus", "Ulysses", "Wilbur", "Xavier", "Zachary", "William", "Robert", "Richard", "James",
    "Edward", "Charles", "Joseph", "Kenneth", "Donald", "Dennis", "Floyd", "Gordon", "Howard", "Milton",
]

NICK = {
    "Margaret": "Peggy", "Dorothy": "Dot", "Mildred": "Millie", "Frances": "Fran", "Theresa": "Tess",
    "Josephine": "Jo", "Henrietta": "Etta", "Beatrice": "Bea", "Virginia": "Ginny", "Eleanor": "Nell",
    "Patricia": "Pat", "Katherine": "Kay", "Elizabeth": "Betty", "Constance": "Connie",
    "Lucille": "Lucy", "Harriet": "Hattie", "Geraldine": "Gerry", "Winifred": "Winnie",
    "Marjorie": "Margie", "Roberta": "Bobbie", "Gwendolyn": "Gwen", "Wilhelmina": "Mina",
    "Harold": "Hal", "Walter": "Walt", "Eugene": "Gene", "Raymond": "Ray", "Gerald": "Jerry",
    "Lawrence": "Larry", "Theodore": "Ted", "Francis": "Frank", "Bernard": "Bernie",
    "Leonard": "Lenny", "William": "Bill", "Robert": "Bob", "Richard": "Rick", "James": "Jim",
    "Edward": "Eddie", "Charles": "Chuck", "Joseph": "Joe", "Kenneth": "Ken", "Donald": "Don",
    "Salvatore": "Sal", "Vincenzo": "Vinnie", "Cornelius": "Neil", "Stanislaw": "Stan",
    "Thaddeus": "Tad", "Delbert": "Del", "Chester": "Chet", "Reginald": "Reggie",
}

SURNAMES = [
    "Ellison", "Whitlock", "Okafor", "Brannigan", "Castellanos", "Nguyen", "Kowalczyk", "Abernathy",
    "Delacroix", "Fitzpatrick", "Haverford", "Quintero", "Ramaswamy", "Szymanski", "Trujillo",
    "Underhill", "Vasquez", "Wojcik", "Yarborough", "Zimmerman", "Achterberg", "Bellweather",
    "Calloway", "Dunleavy", "Eberhardt", "Fairweather", "Galloway", "Hollingsworth", "Iverson",
    "Jablonski", "Kettering", "Lindqvist", "Mbeki", "Northcott", "Oyelaran", "Pettigrew", "Quarles",
    "Rutherford", "Stavros", "Tremblay", "Umberger", "Van Wyck", "Whitcombe", "Xiong", "Yoder",
    "Zeller", "Applewhite", "Boudreaux", "Chaudhry", "Dimitriou", "Espinoza", "Faircloth", "Gutierrez",
    "Hadley", "Ibarra", "Jeffcoat", "Kincaid", "Lattimore", "Mancuso", "Nakashima", "O'Rourke",
    "Pruitt", "Rasmussen", "Sokolowski", "Tran", "Upchurch", "Villanueva", "Waddell", "Yamamoto",
    "Ashby", "Blackwood", "Cardenas", "Donnelly", "Esposito", "Fenwick", "Grabowski", "Huckabee",
    "Ingersoll", "Jaramillo", "Kaminski", "Lockhart", "McAllister", "Nordstrom", "Ostrowski",
    "Pendergast", "Radcliffe", "Salazar", "Thibodeaux", "Vandermeer", "Winslow", "Adeyemi",
    "Birchfield", "Coldwell", "Dabrowski", "Eastwood", "Fontenot", "Gallardo", "Hargrove", "Kessler",
    "Lombardi", "Moriarty", "Nilsson", "Pham", "Redbird", "Sandoval", "Tolliver", "Whitaker",
    "Alcott", "Bergeron", "Crenshaw", "Drummond", "Everhart", "Goldberg", "Hosseini", "Jorgensen",
    "Kwiatkowski", "Lundgren", "Mendelsohn", "Nakamura", "Oduya", "Pacheco", "Rinaldi", "Stoltzfus",
    "Tanaka", "Villarreal", "Wexler", "Ybarra", "Abbott", "Brockman", "Cabrera", "DeLuca", "Flanagan",
    "Gorski", "Holloway", "Kimura", "Larkin", "MacLeod", "Nowak", "Petrakis", "Ramirez-Soto",
    "Sheffield", "Toussaint", "Valdivia", "Worthington", "Akintola", "Beaumont", "Conway-Hale",
    "Duvall", "Ferreira", "Gunderson", "Halvorsen", "Kowalski", "Lachance", "Morrow", "Paquette",
    "Rosenthal", "St. Clair", "Tedeschi", "Weatherby", "Ballard", "Coelho", "Dorsey", "Enright",
]

# (city, county, state abbreviation, state name, zip3)
PLACES = [
    ("Springfield", "Hampden County", "MA", "Massachusetts", "011"),
    ("Pittsfield", "Berkshire County", "MA", "Massachusetts", "012"),
    ("Worcester", "Worcester County", "MA", "Massachusetts", "016"),
    ("Brockton", "Plymouth County", "MA", "Massachusetts", "023"),
    ("Nashua", "Hillsborough County", "NH", "New Hampshire", "030"),
    ("Bangor", "Penobscot County", "ME", "Maine", "044"),
    ("Rutland", "Rutland County", "VT", "Vermont", "057"),
    ("Waterbury", "New Haven County", "CT", "Connecticut", "067"),
    ("Utica", "Oneida County", "NY", "New York", "135"),
    ("Binghamton", "Broome County", "NY", "New York", "139"),
    ("Altoona", "Blair County", "PA", "Pennsylvania", "166"),
    ("Lancaster", "Lancaster County", "PA", "Pennsylvania", "176"),
    ("Scranton", "Lackawanna County", "PA", "Pennsylvania", "185"),
    ("Wilmington", "New Castle County", "DE", "Delaware", "198"),
    ("Hagerstown", "Washington County", "MD", "Maryland", "217"),
    ("Roanoke", "Roanoke County", "VA", "Virginia", "240"),
    ("Charlottesville", "Albemarle County", "VA", "Virginia", "229"),
    ("Wheeling", "Ohio County", "WV", "West Virginia", "260"),
    ("Hickory", "Catawba County", "NC", "North Carolina", "286"),
    ("Greenville", "Pitt County", "NC", "North Carolina", "278"),
    ("Florence", "Florence County", "SC", "South Carolina", "295"),
    ("Macon", "Bibb County", "GA", "Georgia", "312"),
    ("Valdosta", "Lowndes County", "GA", "Georgia", "316"),
    ("Ocala", "Marion County", "FL", "Florida", "344"),
    ("Lakeland", "Polk County", "FL", "Florida", "338"),
    ("Dothan", "Houston County", "AL", "Alabama", "363"),
    ("Jackson", "Madison County", "TN", "Tennessee", "383"),
    ("Bowling Green", "Warren County", "KY", "Kentucky", "421"),
    ("Paducah", "McCracken County", "KY", "Kentucky", "420"),
    ("Zanesville", "Muskingum County", "OH", "Ohio", "437"),
    ("Lima", "Allen County", "OH", "Ohio", "458"),
    ("Muncie", "Delaware County", "IN", "Indiana", "473"),
    ("Kalamazoo", "Kalamazoo County", "MI", "Michigan", "490"),
    ("Saginaw", "Saginaw County", "MI", "Michigan", "486"),
    ("Dubuque", "Dubuque County", "IA", "Iowa", "520"),
    ("Eau Claire", "Eau Claire County", "WI", "Wisconsin", "547"),
    ("Oshkosh", "Winnebago County", "WI", "Wisconsin", "549"),
    ("Mankato", "Blue Earth County", "MN", "Minnesota", "560"),
    ("Duluth", "St. Louis County", "MN", "Minnesota", "558"),
    ("Bismarck", "Burleigh County", "ND", "North Dakota", "585"),
    ("Rapid City", "Pennington County", "SD", "South Dakota", "577"),
    ("Billings", "Yellowstone County", "MT", "Montana", "591"),
    ("Peoria", "Peoria County", "IL", "Illinois", "616"),
    ("Joplin", "Jasper County", "MO", "Missouri", "648"),
    ("Salina", "Saline County", "KS", "Kansas", "674"),
    ("Kearney", "Buffalo County", "NE", "Nebraska", "688"),
    ("Monroe", "Ouachita Parish", "LA", "Louisiana", "712"),
    ("Texarkana", "Miller County", "AR", "Arkansas", "718"),
    ("Lawton", "Comanche County", "OK", "Oklahoma", "735"),
    ("Tyler", "Smith County", "TX", "Texas", "757"),
    ("Abilene", "Taylor County", "TX", "Texas", "796"),
    ("Laredo", "Webb County", "TX", "Texas", "780"),
    ("Pueblo", "Pueblo County", "CO", "Colorado", "810"),
    ("Grand Junction", "Mesa County", "CO", "Colorado", "815"),
    ("Las Cruces", "Dona Ana County", "NM", "New Mexico", "880"),
    ("Flagstaff", "Coconino County", "AZ", "Arizona", "860"),
    ("Yuma", "Yuma County", "AZ", "Arizona", "853"),
    ("Ogden", "Weber County", "UT", "Utah", "844"),
    ("Pocatello", "Bannock County", "ID", "Idaho", "832"),
    ("Medford", "Jackson County", "OR", "Oregon", "975"),
    ("Yakima", "Yakima County", "WA", "Washington", "989"),
    ("Bakersfield", "Kern County", "CA", "California", "933"),
    ("Redding", "Shasta County", "CA", "California", "960"),
    ("Carson City", "Carson City", "NV", "Nevada", "897"),
    ("Hilo", "Hawaii County", "HI", "Hawaii", "967"),
]

STREETS = [
    "Elm", "Maple", "Cedar Hollow", "Birch", "Quarry", "Old Mill", "Juniper", "Tamarack", "Pleasant",
    "Orchard", "Ridgeview", "Depot", "Bayberry", "Canal", "Foundry", "Honeysuckle", "Larkspur",
    "Meadowlark", "Northgate", "Oakcrest", "Prospect", "Quail Run", "Riverbend", "Sycamore",
    "Tanglewood", "Union", "Valley Forge", "Willow Brook", "Yellow Pine", "Ash", "Blue Spruce",
    "Chestnut", "Dogwood", "Evergreen", "Fox Chase", "Granite", "Hawthorn", "Ironwood", "Jefferson",
    "Kingfisher", "Lilac", "Magnolia", "Nightingale", "Overlook", "Pheasant", "Railroad", "Schoolhouse",
    "Turkey Hill", "Vine", "Walnut", "Church", "Garfield", "Lincoln", "Mulberry", "Sassafras",
]
SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court",
          "Ct", "Way", "Circle", "Terrace", "Place", "Pike", "Boulevard"]

HOSPITALS = [
    "Mercy Ridge Medical Center", "St. Brendan's Hospital", "Lakeshore Regional Medical Center",
    "Good Shepherd Memorial Hospital", "Valley View General", "Northfield Community Hospital",
    "Harmon County Medical Center", "St. Adelaide Hospital", "Riverside Methodist Hospital",
    "Beacon Hill Regional", "Pinecrest Memorial Hospital", "Sacred Heart of the Plains",
    "Tri-County Medical Center", "Cumberland Valley Hospital", "Our Lady of Hope Medical Center",
    "Eastbrook University Hospital", "Wexford General Hospital", "Prairie Sky Regional Hospital",
]
HH_AGENCIES = [
    "Riverbend Home Health", "HearthCare at Home", "Compass Home Health Services",
    "Bluestem Visiting Nurse Association", "Keystone Home Care Partners", "Cardinal Home Health",
    "Evergreen VNA", "Open Door Home Health", "Harborlight Home Health & Hospice",
    "Summit Peak Home Care", "Willowmere Home Health Agency", "Trillium Visiting Nurses",
]
HOSPICES = [
    "Lantern Hospice", "Compass Hospice of the Valley", "Gentle Tide Hospice",
    "Bright Meadow Hospice", "Stillwater Hospice & Palliative Care", "Evening Star Hospice",
    "Cedar Grove Hospice", "Harbor of Peace Hospice", "Amberlight Hospice House",
]
HAH_PROGRAMS = [
    "Mercy Ridge Hospital at Home", "Eastbrook Acute Care at Home", "Lakeshore Home Hospital",
    "Tri-County Hospital at Home", "St. Adelaide Home Acute Program",
]
PRACTICES = [
    "Birchwood Family Medicine", "Kettle Creek Internal Medicine", "Old Town Primary Care",
    "Sunnyside Geriatrics", "Northgate Medical Associates", "Heartland Cardiology Group",
    "Clearwater Pulmonary Associates", "Ridgeline Wound Clinic", "Maple Leaf Family Practice",
    "Three Rivers Oncology", "Brookside Nephrology", "Lakeview Neurology Clinic",
]
FACILITIES = [
    "Rosewood Rehabilitation Center", "Hillcrest Skilled Nursing Facility", "Briar Glen Assisted Living",
    "Magnolia Manor Nursing Home", "Oak Terrace Memory Care", "Sunrise Ridge Senior Living",
]
PHARMACIES = [
    "Maple Street Pharmacy", "Hilltop Drug", "Corner Apothecary", "Riverside Compounding Pharmacy",
    "Bell's Family Pharmacy", "Prairie Rx", "Central Avenue Pharmacy", "Hometown Drug & Gift",
]
DME = [
    "Allied Respiratory Supply", "Keystone Medical Equipment", "Northwind Oxygen Co.",
    "Liberty Home Medical", "ProCare DME", "Sentinel Mobility Supply", "Caprock Respiratory",
]
CHURCHES = [
    "First Baptist Church of Millbrook", "St. Casimir Parish", "Grace Lutheran Church",
    "Mount Zion AME Church", "Holy Trinity Greek Orthodox Church", "Temple Beth Shalom",
    "Our Lady of Guadalupe Parish", "Cornerstone Community Church", "Riverside Friends Meeting",
    "Masjid Al-Noor", "Bethel Pentecostal Assembly", "St. Luke's Episcopal Church",
]
FUNERAL = [
    "Gallagher-Rhodes Funeral Home", "Pine Hollow Funeral Chapel", "Whitfield & Sons Funeral Home",
    "Serenity Cremation Services", "McNally Family Funeral Home", "Evergreen Memorial Chapel",
]
EMPLOYERS = [
    "Consolidated Rail", "Hartwell Textile Mill", "Bayer Creek Coal Company", "Dunmore Steel",
    "Great Plains Grain Cooperative", "Lakeside Paper Company", "Tri-State Trucking",
    "Kessler Machine Works", "Blue Ridge Power & Light", "Harmon County Schools", "Ace Hardware",
    "Northfield Public Library", "Sunbelt Poultry", "Pioneer Insurance Group", "Oakmont Dairy",
    "General Motors", "the Postal Service", "Wexford Glassworks", "Redwing Shoe Factory",
]
COMMUNITY = [
    "Tri-County Meals Program", "Valley Area Agency on Aging", "Senior Companions of Harmon",
    "Northfield Council on Aging", "Grace Food Pantry", "Veterans Outreach Network",
    "Caregiver Respite Alliance", "Riverbend Adult Day Center",
]
INSURERS = [
    "Bluewater Health Plan", "Keystone Senior Advantage", "Heartland Mutual", "Summit Care Medicare Plus",
    "Prairie Choice Health", "Granite State Health Partners", "Coastal Senior Select",
]
BUILDINGS = [
    "Briar Glen Apartments", "Corbin Towers", "Pinecrest Mobile Home Park", "Harbor View Senior Apartments",
    "Lincoln Court", "Willow Arms", "Maple Court", "Riverfront Lofts", "Heritage House Apartments",
    "Kingsley Manor Apartments", "Foundry Square Lofts", "Sutter Hill Townhomes",
]
LANDMARKS = [
    "the Elks Lodge", "Old Mill Plaza", "the Grange Hall", "Cedar Point Marina", "the VFW hall",
    "Fairgrounds Pavilion", "Hank's Diner", "Miller's Feed Store", "the old water tower",
    "Lakeside Baptist Camp", "Hollis Covered Bridge", "Oak Hill Cemetery",
]
COUNTRIES = [
    "Poland", "Vietnam", "Mexico", "the Philippines", "Ireland", "Italy", "Germany", "Haiti",
    "the Dominican Republic", "Cuba", "South Korea", "India", "Canada", "Greece", "Lebanon",
    "Portugal", "Ukraine", "Jamaica", "El Salvador", "Somalia", "Laos", "Guatemala", "Nigeria",
    "Puerto Rico", "England", "Scotland", "Hungary", "Japan", "Iran", "Honduras",
]
PROFESSIONS = [
    "machinist", "schoolteacher", "welder", "bookkeeper", "farmer", "truck driver", "nurse's aide",
    "seamstress", "postal carrier", "electrician", "pipefitter", "dental hygienist", "librarian",
    "railroad conductor", "coal miner", "hairdresser", "accountant", "pastor", "firefighter",
    "police officer", "bank teller", "cook", "carpenter", "insurance agent", "mechanic",
    "high school principal", "textile worker", "long-haul trucker", "dairy farmer", "secretary",
    "plumber", "real estate agent", "factory worker", "professor of history", "civil engineer",
    "church organist", "housekeeper", "barber", "pharmacist", "stonemason", "lineman",
    "cafeteria worker", "school bus driver", "grocery clerk", "social worker", "janitor",
    "lawyer", "architect", "veterinarian", "tailor", "printer", "roofer", "crane operator",
]
RELATIONS_F = ["daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law"]
RELATIONS_M = ["son", "husband", "brother", "nephew", "grandson", "son-in-law"]
OTHER_PEOPLE = ["neighbor", "friend", "church friend", "landlord", "former coworker"]
HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "Mother's Day", "the Fourth of July",
            "Labor Day", "New Year's Day", "Father's Day", "Memorial Day", "Christmas Eve"]
EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]
