"""Name, place and organisation pools for dev196_en (all invented by author 196).

Lists only (never sets) so that iteration order is fixed.
"""

US_MALE = [
    "James", "Robert", "Michael", "William", "David", "Joseph", "Daniel", "Marcus",
    "Tyrone", "Luis", "Carlos", "Hiroshi", "Dmitri", "Kevin", "Brandon", "Tyler",
    "Ethan", "Jamal", "Andre", "Wei", "Rajesh", "Omar", "Caleb", "Logan", "Dustin",
    "Travis", "Cody", "Hector", "Mateo", "Samuel", "Anthony", "Gregory", "Dwayne",
    "Kenji", "Nikolai", "Ahmed", "Darnell", "Reggie", "Garrett", "Thomas", "Elijah",
    "Jesse", "Trevor", "Malik", "Desmond", "Victor", "Roland", "Curtis",
]
US_FEMALE = [
    "Jennifer", "Maria", "Ashley", "Jessica", "Keisha", "Lakshmi", "Mei", "Sofia",
    "Emily", "Madison", "Brianna", "Tamika", "Rosa", "Guadalupe", "Heather",
    "Amanda", "Kayla", "Megan", "Priya", "Olga", "Yesenia", "Courtney", "Latoya",
    "Hannah", "Abigail", "Chloe", "Rebecca", "Dana", "Tracy", "Nicole", "Shanice",
    "Lindsey", "Vanessa", "Ingrid", "Fatima", "Margaret", "Patricia", "Deborah",
    "Carmen", "Gwen", "Alexis", "Jordan", "Renee", "Bethany",
]
US_LAST = [
    "Smith", "Johnson", "Williams", "Baker", "Jones", "Garcia", "Martinez", "Nguyen",
    "Patel", "Kowalski", "Washington", "Okafor", "Hernandez", "Rodriguez",
    "Thompson", "Brooks", "Bennett", "Foley", "Parker", "Sullivan", "Reyes", "Kim",
    "Chen", "Lopez", "Schmidt", "Novak", "Abernathy", "McAllister", "Delgado",
    "Whitfield", "Yamamoto", "Ivanova", "Petrov", "Haddad", "Coleman", "Carver",
    "Holloway", "Greer", "Dubois", "Lachance", "Pruitt", "Stanton", "Vasquez",
    "Lindqvist", "Oyelaran", "Castellano", "Rosen", "Goldberg", "Banerjee", "Hale",
    "Mercer", "Tran", "Pham", "Romero", "Barton", "Hill", "Marsh", "Del Rosario",
    "St. Clair", "Van Horn", "O'Hara", "Whitaker", "Jefferson", "Sandoval",
    "Kaminski", "Nakamura", "Adeyemi", "Brandt", "Fontaine", "Gutierrez",
]
IE_MALE = [
    "Se\u00e1n", "Ciar\u00e1n", "P\u00e1draig", "Ois\u00edn", "Eoin", "Cian", "Darragh",
    "Conor", "Fionn", "Liam", "Declan", "Diarmuid", "Tadhg", "Donal", "Colm",
    "Ronan", "Brendan", "Kieran", "Niall", "Shane", "Barry", "Dermot",
    "Mich\u00e9al", "Cathal", "Fergal", "Tom\u00e1s", "Aidan", "Ge\u00e1roid", "Noel",
    "Philip", "John", "Patrick", "Michael", "James", "Oleksandr", "Tomasz",
    "Piotr", "Adebayo", "Rafael", "Cornelius", "Jeremiah", "Thomas", "Daniel",
]
IE_FEMALE = [
    "Aoife", "Siobh\u00e1n", "Niamh", "Caoimhe", "Saoirse", "R\u00f3is\u00edn", "Orla",
    "Sin\u00e9ad", "Gr\u00e1inne", "Clodagh", "Aisling", "Ciara", "Emer", "Deirdre",
    "Mair\u00e9ad", "Br\u00edd", "Nuala", "Fiona", "Sarah", "Mary", "Catherine",
    "Ailbhe", "Eimear", "Laoise", "Muireann", "Agnieszka", "Oksana", "Chiamaka",
    "Joanna", "Margaret", "Bridget", "Eileen", "Kathleen", "Una", "Sorcha",
]
IE_LAST = [
    "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan",
    "O'Connor", "O'Neill", "O'Reilly", "Doyle", "McCarthy", "Gallagher",
    "O'Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "Moore", "McLoughlin",
    "Carroll", "Connolly", "Daly", "Brennan", "Fitzgerald", "\u00d3 Briain",
    "Mac C\u00e1rthaigh", "Dunne", "Hegarty", "Cullinane", "Twomey", "Scanlon",
    "Foley", "Kavanagh", "Nolan", "Mulcahy", "Keane", "Fahy", "Hennessy", "Phelan",
    "Whelan", "Tierney", "Coughlan", "Kowalczyk", "Nowak", "Okonkwo", "Horgan",
    "Delaney", "de B\u00farca", "Mac Giolla Phádraig", "Smith", "Baker", "Barry",
    "Costello", "Geraghty", "Ni Chonaill", "Considine", "Moloney", "Lenihan",
]
NICK = [
    ("Robert", "Bob"), ("William", "Billy"), ("James", "Jimmy"), ("Michael", "Mike"),
    ("Patrick", "Paddy"), ("P\u00e1draig", "Paudie"), ("Anthony", "Tony"),
    ("Joseph", "Joe"), ("Daniel", "Danny"), ("Jennifer", "Jen"), ("Rebecca", "Becky"),
    ("Catherine", "Kate"), ("Margaret", "Peggy"), ("Gregory", "Greg"),
    ("Samuel", "Sam"), ("Nicole", "Nikki"), ("Abigail", "Abby"), ("Kevin", "Kev"),
    ("Thomas", "Tommy"), ("Declan", "Deccie"), ("Cornelius", "Con"),
    ("Jeremiah", "Jer"), ("Elizabeth", "Liz"), ("Patricia", "Trish"),
    ("Deborah", "Debbie"), ("Bridget", "Biddy"), ("Kathleen", "Kay"),
    ("Oleksandr", "Sasha"), ("Tomasz", "Tomek"), ("Rajesh", "Raj"),
    ("Dwayne", "D"), ("Reggie", "Reg"), ("Margaret", "Maggie"), ("John", "Johnny"),
    ("Eileen", "Lena"), ("Cathal", "Cha"), ("Donal", "Dodo"), ("Kieran", "Kiri"),
]
MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# (city, state abbreviation, state name, 3-digit ZIP prefix, area code)
US_PLACES = [
    ("Worcester", "MA", "Massachusetts", "016", "508"),
    ("Springfield", "IL", "Illinois", "627", "217"),
    ("Dayton", "OH", "Ohio", "454", "937"),
    ("Boise", "ID", "Idaho", "837", "208"),
    ("Tacoma", "WA", "Washington", "984", "253"),
    ("Asheville", "NC", "North Carolina", "288", "828"),
    ("Scranton", "PA", "Pennsylvania", "185", "570"),
    ("Albuquerque", "NM", "New Mexico", "871", "505"),
    ("Madison", "WI", "Wisconsin", "537", "608"),
    ("Chattanooga", "TN", "Tennessee", "374", "423"),
    ("Fort Collins", "CO", "Colorado", "805", "970"),
    ("Lubbock", "TX", "Texas", "794", "806"),
    ("Savannah", "GA", "Georgia", "314", "912"),
    ("Duluth", "MN", "Minnesota", "558", "218"),
    ("Portland", "ME", "Maine", "041", "207"),
    ("Eugene", "OR", "Oregon", "974", "541"),
    ("Fresno", "CA", "California", "937", "559"),
    ("Tulsa", "OK", "Oklahoma", "741", "918"),
    ("Lexington", "KY", "Kentucky", "405", "859"),
    ("Burlington", "VT", "Vermont", "054", "802"),
    ("Rochester", "NY", "New York", "146", "585"),
    ("Ann Arbor", "MI", "Michigan", "481", "734"),
    ("Omaha", "NE", "Nebraska", "681", "402"),
    ("Richmond", "VA", "Virginia", "232", "804"),
    ("Baton Rouge", "LA", "Louisiana", "708", "225"),
    ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Provo", "UT", "Utah", "846", "801"),
    ("Charleston", "SC", "South Carolina", "294", "843"),
    ("Cedar Rapids", "IA", "Iowa", "524", "319"),
    ("Missoula", "MT", "Montana", "598", "406"),
    ("Hartford", "CT", "Connecticut", "061", "860"),
    ("Green Bay", "WI", "Wisconsin", "543", "920"),
    ("Flagstaff", "AZ", "Arizona", "860", "928"),
    ("Bangor", "ME", "Maine", "044", "207"),
]
# (town, county, Eircode routing key, STD code)
IE_PLACES = [
    ("Ballincollig", "Cork", "P31", "021"), ("Mallow", "Cork", "P51", "022"),
    ("Tralee", "Kerry", "V92", "066"), ("Killarney", "Kerry", "V93", "064"),
    ("Ennis", "Clare", "V95", "065"), ("Nenagh", "Tipperary", "E45", "067"),
    ("Clonmel", "Tipperary", "E91", "052"), ("Navan", "Meath", "C15", "046"),
    ("Naas", "Kildare", "W91", "045"), ("Athlone", "Westmeath", "N37", "090"),
    ("Tullamore", "Offaly", "R35", "057"), ("Castlebar", "Mayo", "F23", "094"),
    ("Letterkenny", "Donegal", "F92", "074"), ("Sligo", "Sligo", "F91", "071"),
    ("Dundalk", "Louth", "A91", "042"), ("Drogheda", "Louth", "A92", "041"),
    ("Wexford", "Wexford", "Y35", "053"), ("Kilkenny", "Kilkenny", "R95", "056"),
    ("Carlow", "Carlow", "R93", "059"), ("Portlaoise", "Laois", "R32", "057"),
    ("Mullingar", "Westmeath", "N91", "044"), ("Bray", "Wicklow", "A98", "01"),
    ("Swords", "Dublin", "K67", "01"), ("Galway", "Galway", "H91", "091"),
    ("Tuam", "Galway", "H54", "093"), ("Limerick", "Limerick", "V94", "061"),
    ("Waterford", "Waterford", "X91", "051"), ("Dungarvan", "Waterford", "X35", "058"),
    ("Cavan", "Cavan", "H12", "049"), ("Monaghan", "Monaghan", "H18", "047"),
    ("Roscommon", "Roscommon", "F42", "090"), ("Longford", "Longford", "N39", "043"),
    ("Skibbereen", "Cork", "P81", "028"), ("Rathmines", "Dublin", "D06", "01"),
    ("Clondalkin", "Dublin", "D22", "01"), ("Kinsale", "Cork", "P17", "021"),
]
US_STREETS = [
    "Elm Street", "Maple Avenue", "Oakridge Drive", "Lincoln Boulevard", "Cedar Lane",
    "Birchwood Court", "Washington St", "Harbor View Rd", "Pleasant Hill Road",
    "N. Main Street", "Sycamore Ave", "Ridgecrest Drive", "Willow Bend Way",
    "Old Mill Road", "Juniper Circle", "Prospect Street", "Kensington Pl",
    "Magnolia Blvd", "County Road 12", "Foxhollow Lane", "W. 3rd Street",
    "Lakeview Terrace", "Chestnut Hill Ave", "Bluebonnet Trail",
]
US_UNITS = ["Apt 3B", "Apt 12", "Unit 4", "Apt 201", "#7", "Suite 110", "Apt 2F"]
IE_STREETS = [
    "Ashgrove Park", "Church Street", "The Paddocks", "Ard na Gr\u00e9ine",
    "Main Street", "Bothar na Tr\u00e1", "Fr. Griffin Road", "Castle View",
    "Oakwood Avenue", "Cois Abhann", "Leinster Road", "Millbrook Lawn",
    "St. Patrick's Terrace", "The Crescent", "Bridge Street", "Hazelwood Drive",
    "Cluain Ard", "Station Road", "Sea Road", "Gleann na Sm\u00f3l",
]
IE_UNITS = ["Apartment 5", "Apt 14", "Flat 2", "No. 3"]
IE_TOWNLANDS = ["Knockaderry", "Gortnaclohy", "Ballyvourney Upper", "Cloonfad",
                "Derrylahan", "Carrigeen", "Coolnagarrane", "Lisheen"]

COUNTRIES_ABROAD = ["Portugal", "Spain", "France", "Poland", "Canada", "Mexico",
                    "Italy", "Germany", "Lithuania", "Nigeria", "Brazil", "Croatia",
                    "Austria", "Switzerland", "Greece", "Morocco"]

US_HOSPITALS = [
    "Cedar Ridge Medical Center", "Lakeshore Regional Hospital",
    "Northfield General Hospital", "Pine Hollow Orthopedic Institute",
    "Mercy Valley Medical Center", "Riverbend Community Hospital",
    "Sycamore Creek Health", "Bayview Memorial Hospital", "St. Agnes of the Plains Hospital",
    "Granite Peak Bone & Joint Center", "Prairie Lakes University Hospital",
    "Harlan Heights Medical Center",
]
US_CLINICS = [
    "Blue Heron Sports Medicine", "Summit Orthopedics & Spine", "Keystone Physical Therapy",
    "Riverbend Ambulatory Surgery Center", "Evergreen Rehab & Performance",
    "Tri-Valley Bone and Joint Clinic", "Northstar Urgent Care",
    "Maplewood Family Medicine", "Northside Primary Care Associates",
    "Willow Creek Internal Medicine", "Cornerstone PT & Sports Rehab",
    "Ironwood Occupational Health",
]
US_PHARM = ["Elm Street Pharmacy", "Harbor Drug & Compounding", "Lakeside Apothecary"]
US_UNITS_NAMED = ["Birch Unit", "Orthopedic Pavilion 5", "Magnolia Unit", "Juniper Unit", "Aspen Surgical Unit"]

IE_HOSPITALS = [
    "St. Declan's University Hospital", "Corrib Valley University Hospital",
    "Shannonside Regional Orthopaedic Hospital", "Our Lady of the Rosary Hospital",
    "Liffeyside Private Hospital", "Bantry Road General Hospital",
    "St. Ita's Regional Hospital", "Midlands Orthopaedic Hospital Kilbrack",
    "Mount Carmel View Hospital", "Suir Valley University Hospital",
]
IE_CLINICS = [
    "South Mall Sports Injury Clinic", "Erris Road Physiotherapy", "Quayside Physio & Rehab",
    "The Quays Medical Centre", "Ardmore Medical Practice", "Main Street Surgery",
    "Abbeyview Family Practice", "Riverside Primary Care Centre", "Lough Ree Sports Clinic",
    "Marina Physiotherapy Clinic", "Knocklyon Medical Centre",
]
IE_PHARM = ["Hennessy's Pharmacy", "Cahill's Chemist", "Bridge Street Pharmacy"]
IE_WARDS = ["St. Brigid's Ward", "Cashel Ward", "Aran Ward", "St. Kevin's Ward",
            "Barrow Ward", "St. Luke's Ward", "Nore Ward", "Blasket Ward"]
IE_NURSING_HOMES = ["Ros Aoibhinn Nursing Home", "Marian Court Care Centre", "Sheelin Lodge Nursing Home"]
US_NURSING_HOMES = ["Golden Oaks Skilled Nursing", "Meadowbrook Rehabilitation Center", "Heritage Pines SNF"]

US_INSURERS = ["Keystone Mutual Health", "BlueRiver Health Plan", "Heartland Care Assurance",
               "Granite State Benefit Trust", "Pioneer Workers' Comp Fund"]
IE_INSURERS = ["Shamrock Health Insurance DAC", "\u00c9ire Health Cover",
               "Atlantic Health Assurance", "Clover Medical Insurance"]
US_LAW = ["Whitcomb & Daley LLP", "Harmon Injury Law Group", "Brightwater Legal PLLC"]
IE_LAW = ["Hanrahan & Co. Solicitors", "Moran Keogh Solicitors", "Daly Fitzgerald LLP"]
LANDMARKS_US = ["Riverside Sports Dome", "Heritage Mall", "Memorial Stadium", "Lakeside Civic Center",
                "Pinecrest Ice Arena", "Union Station parking garage", "Harmon Building"]
LANDMARKS_IE = ["Kilbrack GAA grounds", "Spanish Arch", "Eyre Square Shopping Centre", "Merchants Quay",
                "Ballinure Community Centre", "Peace Bridge", "Thomond Leisure Centre"]
VENUES_US = ["Memorial Stadium", "Riverside Sports Dome", "Lakeside Field House", "Hartwell Park Field 3", "Eastview Athletic Complex"]
VENUES_IE = ["Kilbrack GAA grounds", "P\u00e1irc na nGael", "Rathmore Park", "Thomond Leisure Centre", "Cnoc an Bhile pitch 2",
             "Shandon Sports Ground"]
GP_WORDS = ["Family", "Primary", "Internal", "Medical", "Surgery", "Practice"]

# (profession, fitting employers)
US_JOBS = [
    ("long-haul truck driver", ["Tri-County Freight", "Northstar Logistics"]),
    ("roofer", ["Keller Roofing LLC", "Red Maple Construction"]),
    ("warehouse associate", ["Blue Ox Warehousing", "Northstar Logistics"]),
    ("electrician", ["Coastal Electric Co-op", "Red Maple Construction"]),
    ("high school math teacher", ["Summit Ridge School District"]),
    ("registered nurse", ["Golden Oaks Skilled Nursing", "Meadowbrook Rehabilitation Center"]),
    ("mail carrier", ["Lakeview Parcel Service"]), ("line cook", ["Driftwood Grill"]),
    ("physical education teacher", ["Pinecrest Elementary", "Summit Ridge School District"]),
    ("firefighter", ["City of Riverton Fire Department"]),
    ("software engineer", ["Vantage Call Solutions", "Brightpath Analytics"]),
    ("landscaper", ["Arrowhead Landscaping"]), ("plumber", ["Hollister Building Supply", "Red Maple Construction"]),
    ("forklift operator", ["Blue Ox Warehousing", "Great Lakes Poultry Processing"]),
    ("carpenter", ["Red Maple Construction"]), ("accountant", ["Brightpath Analytics"]),
    ("sheet-metal worker", ["Hollister Building Supply"]), ("tire technician", ["Meridian Tire & Auto"]),
    ("delivery driver", ["Lakeview Parcel Service"]), ("welder", ["Great Lakes Poultry Processing", "Keller Roofing LLC"]),
    ("customer service representative", ["Vantage Call Solutions"]),
    ("poultry line worker", ["Great Lakes Poultry Processing"]),
]
IE_JOBS = [
    ("plasterer", ["\u00d3 S\u00e9 Construction Ltd", "Kilcoole Building Contractors"]),
    ("scaffolder", ["Kilcoole Building Contractors", "\u00d3 S\u00e9 Construction Ltd"]),
    ("HGV driver", ["Lee Valley Logistics", "Midlands Meats Ltd"]), ("bus driver", ["Corrib Coach Hire"]),
    ("primary school teacher", ["Scoil Naomh Padraig"]), ("care assistant", ["Emerald Care Homes"]),
    ("electrician", ["Shannon Aerostructures", "Kilcoole Building Contractors"]),
    ("software developer", ["Tuath Software"]), ("butcher", ["Midlands Meats Ltd"]),
    ("fish processor", ["Atlantic Seafoods Ltd"]), ("plant operator", ["Gleeson Plant Hire"]),
    ("barman", ["Harbour Bar & Lounge"]), ("shop assistant", ["Rathmore Hardware"]),
    ("stable hand", ["Ballyglass Stud Farm"]), ("aircraft fitter", ["Shannon Aerostructures"]),
    ("milk tanker driver", ["Dromore Dairies Co-op"]), ("bricklayer", ["\u00d3 S\u00e9 Construction Ltd"]),
    ("warehouse operative", ["Lee Valley Logistics"]), ("special needs assistant", ["Scoil Naomh Padraig"]),
    ("nurse", ["Emerald Care Homes"]), ("mechanic", ["Corrib Coach Hire", "Gleeson Plant Hire"]),
]
US_SELF = [("farmer", ["Hollow Creek Farms"]), ("hairstylist", ["Main Street Salon"]), ("dental hygienist", ["Bright Smiles Dental"]),
           ("police officer", ["Riverton Police Department"]), ("paramedic", ["Tri-County EMS"]), ("barista", ["Bean There Coffee"]),
           ("ballet dancer", ["Midwest Ballet Theatre"]), ("flight attendant", ["SkyBridge Airlines"]),
           ("home health aide", ["Hearthside Home Care"]), ("real-estate agent", ["Summit Realty Group"])]
IE_SELF = [("dairy farmer", ["Dromore Dairies Co-op"]), ("farmer", ["Dromore Dairies Co-op"]), ("solicitor", ["Hanrahan & Co. Solicitors"]),
           ("Garda", ["An Garda S\u00edoch\u00e1na"]), ("pharmacist", ["Clearwater Pharma Ltd"]), ("hairdresser", ["Snip Hair Studio"]),
           ("publican", ["Harbour Bar & Lounge"]), ("jockey", ["Ballyglass Stud Farm"]), ("stonemason", ["Kilkenny Stone Works"]),
           ("civil servant", ["Office of Public Works"]), ("postman", ["An Post"]), ("chef", ["Harbour Bar & Lounge"])]

# sport -> positions, clubs, sexes allowed
SPORT_US = [
    ("football", ["linebacker", "wide receiver", "running back", "offensive lineman"],
     ["Westfield High School", "Lakeside University", "Eastview High School"], "M"),
    ("soccer", ["midfielder", "center-back", "goalkeeper", "forward"],
     ["Eastview Panthers FC", "Riverside Community College", "Lakeside University"], "MF"),
    ("basketball", ["point guard", "forward", "center"], ["Westfield High School", "Lakeside University", "Metro Rec League"], "MF"),
    ("lacrosse", ["attack", "midfield", "defense"], ["Bayview Youth Lacrosse", "Westfield High School", "Eastview High School"], "MF"),
    ("wrestling", ["152 lb", "182 lb", "heavyweight"], ["Northfield Wrestling Club", "Westfield High School", "Eastview High School"], "M"),
    ("volleyball", ["outside hitter", "setter", "libero"], ["Lakeside University", "Westfield High School", "Riverside Community College"], "MF"),
    ("skiing", ["giant slalom", "moguls"], ["Summit Ski Academy", "Copper Canyon Ski Club", "Lakeside University"], "MF"),
    ("CrossFit", ["masters division", "scaled division"], ["Ridgeline CrossFit", "Iron Mesa CrossFit", "Foundry Barbell"], "MF"),
    ("rugby", ["flanker", "scrum-half", "prop", "wing"], ["Tri-State Rugby Club", "Lakeside University", "Harbor City RFC"], "MF"),
    ("roller derby", ["jammer", "blocker"], ["Metro Roller Derby League", "Steel Valley Rollers", "Bayou Bombers"], "F"),
    ("softball", ["shortstop", "catcher", "pitcher"], ["Riverside Community College", "Westfield High School", "Lakeside University"], "F"),
    ("trail running", ["ultra", "50K"], ["Copper Canyon Trail Runners", "Ridgeline Runners", "Mesa Striders"], "MF"),
]
SPORT_IE = [
    ("hurling", ["full-back", "centre-forward", "goalkeeper", "wing-back"],
     ["Kilbrack GAA", "St. Fiachra's Hurling Club", "Cnoc an Bhile GAA"], "M"),
    ("Gaelic football", ["corner-back", "full-forward", "midfield"], ["Kilbrack GAA", "Cnoc an Bhile GAA", "Baile Nua GAA"], "M"),
    ("camogie", ["centre-back", "wing-forward", "goalkeeper"], ["Sliabh Rua Camogie Club", "Kilbrack GAA", "Cnoc an Bhile GAA"], "F"),
    ("ladies football", ["full-back", "midfield", "corner-forward"],
     ["Ballinure Ladies Football Club", "Kilbrack GAA", "Baile Nua GAA"], "F"),
    ("rugby", ["hooker", "scrum-half", "openside flanker", "wing"],
     ["D\u00fan R\u00ed Rugby Club", "Abbeyside RFC", "Col\u00e1iste Naomh \u00c9anna"], "MF"),
    ("soccer", ["centre-back", "striker", "midfielder"], ["Rathmore Rovers AFC", "Shandon Celtic", "Bohermore United"], "MF"),
    ("rowing", ["stroke", "bow"], ["Lough Derg Rowing Club", "Shandon Boat Club", "Col\u00e1iste Naomh \u00c9anna"], "MF"),
    ("athletics", ["400 m", "sprints", "cross-country"], ["Corrib Harriers AC", "Slieve Bloom AC", "Col\u00e1iste Naomh \u00c9anna"], "MF"),
    ("boxing", ["light-welterweight", "middleweight"], ["Clanmore Boxing Club", "St. Colman's BC", "Shandon Boxing Club"], "MF"),
    ("surfing", ["longboard", "shortboard"], ["Atlantic Surf Club", "Inchydoney Surf Club", "Lahinch Wave Riders"], "MF"),
    ("basketball", ["point guard", "forward"], ["Tralee Tigers BC", "Corrib Hoops", "Shandon Celtic"], "MF"),
]
