"""Invented pools for the dev218 set (author 218). ASCII only."""

US_MALE = """James Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel
Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald
Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon
Benjamin Samuel Gregory Frank Raymond Patrick Jack Dennis Jerry Tyler Aaron Jose Adam Henry Nathan
Douglas Zachary Peter Kyle Walter Ethan Jeremy Harold Carl Keith Roger Gerald Terrence Dwayne Luis
Carlos Miguel Juan Hector Andre Darnell Marcus Tyrone DeShawn Wei Minh Hiroshi Raj Arjun Omar Tariq
Malik Kwame Emeka Dmitri Stanislaw Bill Will Earl Lonnie Vernon Clyde Rudy""".split()

US_FEMALE = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty
Margaret Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie
Rebecca Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha
Katherine Christine Debra Rachel Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia Joyce
Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith Megan Andrea Cheryl Hannah Jacqueline
Martha Gloria Teresa Ann Sara Madison Frances Kathryn Janice Jean Abigail Alice Judy Sophia Grace
Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana Natalie Brittany Charlotte Marie
Kayla Alexis Lori Guadalupe Rosa Yolanda Lakisha Tamika Ebony Mei Linh Priya Fatima Aisha Ngozi
April June Hope Faith Dawn Summer Destiny Bernadette Rosalind""".split()

UK_MALE = """Oliver George Harry Jack Jacob Noah Charlie Thomas Oscar William James Leo Alfie Joshua
Freddie Archie Ethan Isaac Alexander Joseph Edward Samuel Max Daniel Arthur Lucas Mohammed Logan
Theo Harrison Benjamin Mason Sebastian Finley Adam Dylan Zachary Riley Teddy Theodore David Toby
Jake Louie Elijah Reuben Arlo Hugo Luca Jaxon Matthew Harvey Reggie Michael Harley Jude Albert
Tommy Ronnie Stanley Jenson Frankie Kai Ralph Elliot Gareth Rhys Dafydd Iain Hamish Callum Angus
Declan Padraig Ciaran Nigel Clive Trevor Colin Derek Keith Graham Malcolm Barry Kevin Gordon Alan
Stuart Neil Craig Dean Wayne Lee Darren Imran Bilal Kwabena Tunde Wojciech Tomasz""".split()

UK_FEMALE = """Olivia Amelia Isla Ava Emily Sophia Grace Mia Poppy Ella Lily Evie Isabella Sophie Ivy
Freya Harper Willow Charlotte Jessica Rosie Daisy Alice Florence Ruby Phoebe Matilda Sienna
Elsie Evelyn Eliza Maisie Lucy Harriet Esme Imogen Bethan Cerys Siobhan Aoife Niamh Morag Kirsty
Fiona Eilidh Gwen Rhiannon Beverley Tracey Sharon Julie Karen Joanne Lorraine Gillian Wendy Pauline
Brenda Maureen Doreen Margaret Jean Sheila Irene Mavis Edna Hilda Pat Sandra Janet Lesley Hazel
Samina Nasreen Shabana Yasmin Adwoa Funmilayo Agnieszka Katarzyna Precious Chipo Dawn Hope May""".split()

SURNAMES = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez
Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams
Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz
Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson
Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray
Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins
Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Fisher Vasquez Simmons Romero Jordan
Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson
Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods
Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter
Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson
Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto
Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos
Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Ray Berry
Perkins Hoffman Johnston Matthews Pena Richards Willis Carpenter Lawrence Sandoval O'Connor O'Neill
O'Brien McAllister MacLeod McKenzie Fitzgerald Doyle Gallagher Byrne Quinn Kavanagh Donnelly Khan Ahmed
Hussain Begum Singh Kaur Chowdhury Rahman Iqbal Malik Shah Mistry Desai Joshi Okafor Adeyemi Mensah
Boateng Oyelaran Nwosu Okonkwo Asante Achterberg Kowalski Nowak Wisniewski Novak Horvath Popescu Ivanov
Petrov Rossi Ferrari Bianchi Ferreira Costa Oliveira Pereira Wong Zhang Liu Huang Yamamoto Tanaka Park
Choi Pham Le Vo Haddad Nasser Aziz Yilmaz Demir Lindqvist Johansson Eriksen Jensen Parkinson Foley
Hartmann May Day Hope Marsh Frost Glass Bishop Fairweather Llewellyn Pritchard Jenkins-Lloyd Smith-Jones
Ashworth Pemberton Threlfall Ackroyd Sutcliffe Hargreaves Entwistle Greenhalgh Whitworth Cartwright
Bickerstaff Drinkwater Featherstone Winterbottom Lomas Dyson Balogun Mwangi Otieno Abara De la Cruz""".split("\n")

SURNAMES = [w for line in SURNAMES for w in line.split()]
SURNAMES = [s.replace("De", "De la Cruz") if s == "De" else s for s in SURNAMES if s not in ("la", "Cruz")]

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICKNAMES = {"William": "Bill", "Robert": "Bob", "James": "Jim", "Richard": "Rick", "Michael": "Mike",
             "Thomas": "Tom", "Joseph": "Joe", "Edward": "Ted", "Margaret": "Peggy", "Elizabeth": "Liz",
             "Patricia": "Pat", "Katherine": "Kate", "Christopher": "Chris", "Anthony": "Tony",
             "Daniel": "Danny", "Jennifer": "Jen", "Rebecca": "Becky", "Deborah": "Debbie",
             "Alexander": "Alex", "Benjamin": "Ben", "Samuel": "Sam", "Dorothy": "Dot",
             "Frances": "Fran", "Theodore": "Teddy", "Gareth": "Gaz", "Kenneth": "Ken",
             "Nicholas": "Nick", "Victoria": "Vicky", "Matthew": "Matt", "Charlotte": "Lottie"}

# city, state abbr, state name, zip3, area code
US_CITIES = [
    ("Columbus", "OH", "Ohio", "432", "614"), ("Dayton", "OH", "Ohio", "454", "937"),
    ("Toledo", "OH", "Ohio", "436", "419"), ("Springfield", "IL", "Illinois", "627", "217"),
    ("Rockford", "IL", "Illinois", "611", "815"), ("Worcester", "MA", "Massachusetts", "016", "508"),
    ("Lowell", "MA", "Massachusetts", "018", "978"), ("Albany", "NY", "New York", "122", "518"),
    ("Rochester", "NY", "New York", "146", "585"), ("Scranton", "PA", "Pennsylvania", "185", "570"),
    ("Allentown", "PA", "Pennsylvania", "181", "610"), ("Fresno", "CA", "California", "937", "559"),
    ("Bakersfield", "CA", "California", "933", "661"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("El Paso", "TX", "Texas", "799", "915"), ("Lubbock", "TX", "Texas", "794", "806"),
    ("Macon", "GA", "Georgia", "312", "478"), ("Savannah", "GA", "Georgia", "314", "912"),
    ("Asheville", "NC", "North Carolina", "288", "828"), ("Durham", "NC", "North Carolina", "277", "919"),
    ("Knoxville", "TN", "Tennessee", "379", "865"), ("Chattanooga", "TN", "Tennessee", "374", "423"),
    ("Lexington", "KY", "Kentucky", "405", "859"), ("Grand Rapids", "MI", "Michigan", "495", "616"),
    ("Lansing", "MI", "Michigan", "489", "517"), ("Madison", "WI", "Wisconsin", "537", "608"),
    ("Green Bay", "WI", "Wisconsin", "543", "920"), ("Des Moines", "IA", "Iowa", "503", "515"),
    ("Omaha", "NE", "Nebraska", "681", "402"), ("Wichita", "KS", "Kansas", "672", "316"),
    ("Tulsa", "OK", "Oklahoma", "741", "918"), ("Boise", "ID", "Idaho", "837", "208"),
    ("Spokane", "WA", "Washington", "992", "509"), ("Eugene", "OR", "Oregon", "974", "541"),
    ("Reno", "NV", "Nevada", "895", "775"), ("Albuquerque", "NM", "New Mexico", "871", "505"),
    ("Provo", "UT", "Utah", "846", "801"), ("Birmingham", "AL", "Alabama", "352", "205"),
    ("Jackson", "MS", "Mississippi", "392", "601"), ("Columbia", "SC", "South Carolina", "292", "803"),
    ("Portland", "ME", "Maine", "041", "207"), ("Burlington", "VT", "Vermont", "054", "802"),
    ("Hartford", "CT", "Connecticut", "061", "860"), ("Providence", "RI", "Rhode Island", "029", "401"),
    ("Richmond", "VA", "Virginia", "232", "804"), ("Charleston", "WV", "West Virginia", "253", "304"),
    ("Baton Rouge", "LA", "Louisiana", "708", "225"), ("Little Rock", "AR", "Arkansas", "722", "501"),
    ("Fargo", "ND", "North Dakota", "581", "701"), ("Billings", "MT", "Montana", "591", "406"),
    ("Gainesville", "FL", "Florida", "326", "352"), ("Pensacola", "FL", "Florida", "325", "850"),
    ("Duluth", "MN", "Minnesota", "558", "218"), ("Fort Wayne", "IN", "Indiana", "468", "260"),
    ("Annapolis", "MD", "Maryland", "214", "410"), ("Manchester", "NH", "New Hampshire", "031", "603"),
    ("Trenton", "NJ", "New Jersey", "086", "609"), ("Pueblo", "CO", "Colorado", "810", "719"),
    ("Millbrook", "NY", "New York", "125", "845"), ("Cedar Falls", "IA", "Iowa", "506", "319"),
    ("Harlan", "KY", "Kentucky", "408", "606"), ("Yakima", "WA", "Washington", "989", "509"),
]
US_COUNTIES = ["Franklin County", "Montgomery County", "Lucas County", "Sangamon County", "Worcester County",
               "Lackawanna County", "Kern County", "Pima County", "Bibb County", "Buncombe County",
               "Knox County", "Fayette County", "Kent County", "Dane County", "Polk County",
               "Douglas County", "Ada County", "Washoe County", "Jefferson County", "Hinds County"]

# town, county, postcode area, fictional phone stem
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", "0113 496 0"), ("Sheffield", "South Yorkshire", "S", "0114 496 0"),
    ("Nottingham", "Nottinghamshire", "NG", "0115 496 0"), ("Leicester", "Leicestershire", "LE", "0116 496 0"),
    ("Bristol", "Avon", "BS", "0117 496 0"), ("Reading", "Berkshire", "RG", "0118 496 0"),
    ("Birmingham", "West Midlands", "B", "0121 496 0"), ("Edinburgh", "Midlothian", "EH", "0131 496 0"),
    ("Glasgow", "Lanarkshire", "G", "0141 496 0"), ("Liverpool", "Merseyside", "L", "0151 496 0"),
    ("Manchester", "Greater Manchester", "M", "0161 496 0"), ("London", "Greater London", "SE", "020 7946 0"),
    ("Cardiff", "South Glamorgan", "CF", "029 2018 0"), ("Belfast", "County Antrim", "BT", "028 9018 0"),
    ("Harrogate", "North Yorkshire", "HG", "01632 960"), ("Wakefield", "West Yorkshire", "WF", "01632 960"),
    ("Huddersfield", "West Yorkshire", "HD", "01632 960"), ("Derby", "Derbyshire", "DE", "01632 960"),
    ("Chesterfield", "Derbyshire", "S", "01632 960"), ("Norwich", "Norfolk", "NR", "01632 960"),
    ("Ipswich", "Suffolk", "IP", "01632 960"), ("Exeter", "Devon", "EX", "01632 960"),
    ("Plymouth", "Devon", "PL", "01632 960"), ("Truro", "Cornwall", "TR", "01632 960"),
    ("Carlisle", "Cumbria", "CA", "01632 960"), ("Lancaster", "Lancashire", "LA", "01632 960"),
    ("Preston", "Lancashire", "PR", "01632 960"), ("Durham", "County Durham", "DH", "01632 960"),
    ("Sunderland", "Tyne and Wear", "SR", "01632 960"), ("Newcastle upon Tyne", "Tyne and Wear", "NE", "01632 960"),
    ("York", "North Yorkshire", "YO", "01632 960"), ("Hull", "East Riding of Yorkshire", "HU", "01632 960"),
    ("Lincoln", "Lincolnshire", "LN", "01632 960"), ("Oxford", "Oxfordshire", "OX", "01632 960"),
    ("Swindon", "Wiltshire", "SN", "01632 960"), ("Bath", "Somerset", "BA", "01632 960"),
    ("Gloucester", "Gloucestershire", "GL", "01632 960"), ("Worcester", "Worcestershire", "WR", "01632 960"),
    ("Stoke-on-Trent", "Staffordshire", "ST", "01632 960"), ("Shrewsbury", "Shropshire", "SY", "01632 960"),
    ("Aberdeen", "Aberdeenshire", "AB", "01632 960"), ("Dundee", "Angus", "DD", "01632 960"),
    ("Inverness", "Highland", "IV", "01632 960"), ("Swansea", "West Glamorgan", "SA", "01632 960"),
    ("Wrexham", "Clwyd", "LL", "01632 960"), ("Brighton", "East Sussex", "BN", "01632 960"),
    ("Maidstone", "Kent", "ME", "01632 960"), ("Canterbury", "Kent", "CT", "01632 960"),
    ("Southampton", "Hampshire", "SO", "01632 960"), ("Portsmouth", "Hampshire", "PO", "01632 960"),
    ("Luton", "Bedfordshire", "LU", "01632 960"), ("Cambridge", "Cambridgeshire", "CB", "01632 960"),
    ("Peterborough", "Cambridgeshire", "PE", "01632 960"), ("Colchester", "Essex", "CO", "01632 960"),
    ("Chelmsford", "Essex", "CM", "01632 960"), ("Otley", "West Yorkshire", "LS", "0113 496 0"),
    ("Ilkley", "West Yorkshire", "LS", "0113 496 0"), ("Rotherham", "South Yorkshire", "S", "0114 496 0"),
]

UK_DISTRICTS = ["Northfield", "Westgate", "Abbey Hill", "Church End", "Moor Top", "Highfield", "Eastwood",
                "Newtown", "Southside", "Parkside", "Brookside", "Woodhouse", "Netherton", "Upperthorpe",
                "Fairfield", "Kingsway Estate", "Hillside", "Broomhill", "Ashfield", "Lowfield"]

US_STREET_NAMES = ["Elm", "Maple", "Oak Ridge", "Cedar", "Lakeview", "Pine", "Willow", "Main", "Harrison",
                   "Washington", "Franklin", "Jefferson", "Birchwood", "Sycamore", "Hillcrest", "Meadowbrook",
                   "Sunset", "Cherry", "Walnut", "Highland", "Park", "Lincoln", "Magnolia", "Dogwood",
                   "Chestnut", "Riverside", "Church", "Mill", "Orchard", "Prospect", "Spring", "Valley View",
                   "Grandview", "Fairmont", "Kingsley", "Whitman", "Beacon", "Summit", "Laurel", "Aspen"]
US_STREET_SUF = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
                 "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle"]
US_DIRS = ["N.", "S.", "E.", "W.", "North", "West", ""]

UK_STREET_NAMES = ["Ashgrove", "Victoria", "Church", "Station", "Meadow", "Kingsway", "Mill", "High",
                   "Springfield", "Manor", "Park", "Queens", "Albert", "Windsor", "Grange", "Orchard",
                   "Beech", "Chestnut", "Hawthorn", "Rowan", "Elmfield", "Moorland", "Westbourne", "Cavendish",
                   "Tennyson", "Wordsworth", "Brunswick", "Clarence", "Harewood", "Otley", "Bramley", "Farrar",
                   "Heathfield", "Lister", "Coronation", "Jubilee", "Priory", "Abbey", "Castle", "Brook"]
UK_STREET_SUF = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Terrace", "Gardens",
                 "Grove", "Way", "Court", "Place", "Rise", "View", "Walk", "Mews"]
UK_HOUSE_NAMES = ["Orchard Cottage", "The Old Rectory", "Rose Cottage", "Holly House", "Brackenside",
                  "The Laurels", "Fernlea", "Windyridge", "Primrose Bank", "Ivy Lodge"]

US_HOSPITALS = ["Lakeshore Regional Medical Center", "Harmon Valley Hospital", "Saint Brendan's Medical Center",
                "Ridgeview University Hospital", "Mercy Fairhaven Hospital", "Cedar Crest Medical Center",
                "Northfield Memorial Hospital", "Wyndham County Hospital", "Bayside Community Hospital",
                "St. Agatha's Hospital", "Pinecrest Medical Center", "Granite Peak Regional Hospital",
                "Riverbend Health Medical Center", "Holloway Methodist Hospital", "Tri-Valley General Hospital",
                "Good Samaritan of the Plains", "Blue Heron Medical Center", "Sequoia Ridge Hospital",
                "Kessler-Abbott University Hospital", "Prairie Lutheran Hospital"]
US_HOSP_SHORT = {"Lakeshore Regional Medical Center": "Lakeshore", "Harmon Valley Hospital": "Harmon Valley",
                 "Saint Brendan's Medical Center": "St. Brendan's", "Ridgeview University Hospital": "RUH",
                 "Mercy Fairhaven Hospital": "Mercy Fairhaven", "Cedar Crest Medical Center": "Cedar Crest",
                 "Northfield Memorial Hospital": "Northfield Memorial", "Wyndham County Hospital": "Wyndham County",
                 "Bayside Community Hospital": "Bayside", "St. Agatha's Hospital": "St. Agatha's",
                 "Pinecrest Medical Center": "Pinecrest", "Granite Peak Regional Hospital": "Granite Peak",
                 "Riverbend Health Medical Center": "Riverbend", "Holloway Methodist Hospital": "Holloway Methodist",
                 "Tri-Valley General Hospital": "Tri-Valley", "Good Samaritan of the Plains": "Good Sam",
                 "Blue Heron Medical Center": "Blue Heron", "Sequoia Ridge Hospital": "Sequoia Ridge",
                 "Kessler-Abbott University Hospital": "Kessler-Abbott", "Prairie Lutheran Hospital": "Prairie Lutheran"}
UK_HOSPITALS = ["Royal Aldersgate Infirmary", "St Columba's Hospital", "Kingsmead General Hospital",
                "Northgate University Hospital", "Calderbrook Hospital", "Penhallow General Hospital",
                "Eastbridge Royal Infirmary", "Queen Adelaide Hospital", "Thornbury District Hospital",
                "St Aldhelm's Hospital", "Moorfield Royal Hospital", "Wyecliffe University Hospital",
                "Harbourside General", "Princess Louisa Hospital", "Ravensworth Hospital",
                "St Oswin's Hospital", "Fenwick Park Hospital", "Beaconsfield Royal Infirmary"]
UK_HOSP_SHORT = {"Royal Aldersgate Infirmary": "RAI", "St Columba's Hospital": "St Columba's",
                 "Kingsmead General Hospital": "KGH", "Northgate University Hospital": "NUH",
                 "Calderbrook Hospital": "Calderbrook", "Penhallow General Hospital": "Penhallow",
                 "Eastbridge Royal Infirmary": "ERI", "Queen Adelaide Hospital": "QAH",
                 "Thornbury District Hospital": "Thornbury", "St Aldhelm's Hospital": "St Aldhelm's",
                 "Moorfield Royal Hospital": "Moorfield", "Wyecliffe University Hospital": "WUH",
                 "Harbourside General": "Harbourside", "Princess Louisa Hospital": "PLH",
                 "Ravensworth Hospital": "Ravensworth", "St Oswin's Hospital": "St Oswin's",
                 "Fenwick Park Hospital": "Fenwick Park", "Beaconsfield Royal Infirmary": "BRI"}
UK_TRUST_STEMS = ["Kingsmead", "Northgate", "Calder Valley", "Wyecliffe", "Eastbridge", "Aldersgate",
                  "Penhallow", "Moorfield", "Fenwick"]

US_UNITS = ["4 West", "5 East", "6 North", "7 South", "Tower 3", "Tower 6", "3 Pavilion", "8 Heart",
            "2 North", "Hargrove 5", "Bennett 4", "9 East"]
UK_WARDS = ["Ward 24", "Ward 17", "Ward 9", "Ward 32", "Ward 6", "Kingfisher Ward", "Bevan Ward",
            "Ash Ward", "Nightingale Ward", "Jenner Ward", "Harvey Ward", "Larch Ward", "Elizabeth Fry Ward",
            "Heron Ward", "Bronte Ward", "Ward 41", "Coniston Ward", "Rydal Ward"]
UK_CCU_NAMES = ["Cavell Unit", "Lister Unit", "Fleming Unit", "Seacole Unit", "Harrison Unit"]
US_CARE_SITES = ["Brightleaf Skilled Nursing Facility", "Keystone Specialty Hospital", "Meadowview Rehabilitation Center",
                 "Oakhaven Long-Term Acute Care", "Willow Creek Rehab", "Northside Family Medicine",
                 "Lakeshore Primary Care", "Greenway Internal Medicine", "Walnut Hill Pharmacy",
                 "Hillside Community Health Center", "Bluebonnet Dialysis", "Cornerstone Pulmonary Associates"]
UK_CARE_SITES = ["Elm Park Surgery", "Riverside Medical Practice", "The Grange Health Centre", "Abbey Lane Surgery",
                 "Meadowbank Care Home", "Hollybrook Nursing Home", "Castle Street Pharmacy", "Moorside Surgery",
                 "Thornbury Community Hospital", "Ferndale Rehabilitation Unit", "St Wilfrid's Hospice",
                 "Brookfield Medical Centre"]

EMPLOYERS = ["Halverson Steel", "Tri-County Transit", "Northgate Logistics", "Brennan & Sons Roofing",
             "Copperfield Elementary School", "Meridian Freight", "Greystone Insurance Brokers",
             "Ashby Building Supplies", "Kestrel Haulage", "Oakfield Academy", "Redwood Credit Union",
             "Pinnacle Foods", "Marlowe Engineering", "Harbour Bakery", "Lindqvist Dental Lab",
             "Sandhurst Precision Tools", "Blue Ridge Poultry", "Westmoor Council Depot", "Calloway Plumbing",
             "Ironbridge Brewery", "Orchard View Care Agency", "Pemberton Mills", "Quayside Motors",
             "Silverline Cabs", "Thistle Security Services", "Hollins Construction", "Fairlawn Golf Club",
             "Larkspur Veterinary Clinic"]
INSURERS_US = ["Keystone Mutual Health", "Bluewater Health Plan", "Summit Care Insurance",
               "Pioneer Benefit Plans", "Heartland Family Health", "Cascade Union Health"]
INSURERS_UK = ["Aldridge Health Assurance", "Pennine Private Health", "Crestwood Medical Cover"]
OPOS = ["Gateway Donor Network", "Heartland Organ Recovery Alliance", "Great Plains Donor Services",
        "Lakes Region Gift Network", "Bluegrass Donor Alliance"]
SUPPORT_ORGS = ["ICU Survivors Network", "Critical Recovery Trust", "After Intensive Care Collective",
                "Breathe Again Foundation"]

PROFESSIONS = ["retired electrician", "welder", "bus driver", "primary school teacher", "HGV driver",
               "nurse", "farmer", "accountant", "roofer", "software engineer", "chef", "hairdresser",
               "postman", "care assistant", "plumber", "firefighter", "lorry driver", "warehouse operative",
               "retired pharmacist", "civil engineer", "joiner", "taxi driver", "dental hygienist",
               "security guard", "retired miner", "paralegal", "machinist", "landscaper", "bartender",
               "school bus driver", "retired police officer", "carpenter", "long-haul trucker",
               "university lecturer", "cleaner", "retail manager", "forklift operator", "veterinary nurse",
               "butcher", "painter and decorator", "retired teacher", "mechanic", "sheet metal worker",
               "home health aide", "librarian", "delivery driver", "construction worker", "barber"]

COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "the Philippines",
             "Jamaica", "Ireland", "Mexico", "Guatemala", "Brazil", "Romania", "Lithuania", "Somalia", "Kenya",
             "Vietnam", "China", "Spain", "Italy", "Germany", "Australia", "Canada", "Thailand", "Egypt",
             "Turkey", "Iraq", "Cyprus", "Greece", "Morocco", "Dominican Republic", "El Salvador", "Zimbabwe"]
HOLIDAY_US = ["Thanksgiving", "Christmas", "New Year's Eve", "the Fourth of July", "Labor Day", "Memorial Day",
              "Easter", "Christmas Eve", "Halloween"]
HOLIDAY_UK = ["Christmas", "Boxing Day", "New Year's Day", "Easter Monday", "Christmas Eve", "Bonfire Night",
              "Hogmanay", "Good Friday"]

LANDMARKS_US = ["Riverside Park", "Union Depot", "Valu-Mart Plaza", "Veterans Memorial Stadium",
                "Eastgate Mall", "Lake Harriet boat launch", "Founders Square", "Pine Hollow trailhead"]
LANDMARKS_UK = ["Roundhay Park", "Brindley Place", "Victoria Quays", "Clifton Downs",
                "Vicar Lane bus station", "Kirkgate Market", "Whitby harbour", "Castle Hill car park"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "inbox.example.net"]
