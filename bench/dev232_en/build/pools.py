"""Invented pools for dev232_en (names, places, organisations, jobs)."""

GIVEN_F = [
    "Margaret", "Joan", "Pauline", "Irene", "Brenda", "Sheila", "Maureen", "Doreen",
    "Eileen", "Valerie", "Gillian", "Janet", "Hazel", "Rosalind", "Wendy", "Beryl",
    "Aisha", "Nasreen", "Priya", "Sunita", "Grace", "Blessing", "Chidinma", "Yetunde",
    "Dorothy", "Evelyn", "Loretta", "Gladys", "Bernice", "Ruth", "Shirley", "Darlene",
    "Mildred", "Rosa", "Guadalupe", "Carmen", "Lucia", "Mei", "Hye-jin", "Thuy",
    "Agnieszka", "Marta", "Siobhan", "Niamh", "Fiona", "Kerry", "Tanya", "Jolene",
    "Imani", "Keisha", "Latoya", "Rachel", "Deborah", "Esther", "Carol", "Lynne",
    "Patricia", "Annette", "Yvonne", "Frances", "Ingrid", "Olwen", "Morag", "Sadie",
]
GIVEN_M = [
    "Derek", "Keith", "Malcolm", "Trevor", "Raymond", "Clive", "Geoffrey", "Norman",
    "Dennis", "Barry", "Colin", "Graham", "Alan", "Stuart", "Gareth", "Rhys",
    "Tariq", "Imran", "Rajesh", "Sanjay", "Kwame", "Emeka", "Tunde", "Delroy",
    "Harold", "Walter", "Eugene", "Vernon", "Lloyd", "Earl", "Clarence", "Marvin",
    "Ernesto", "Luis", "Jose", "Rafael", "Wei", "Minh", "Jun-ho", "Hiroshi",
    "Piotr", "Tomasz", "Declan", "Seamus", "Callum", "Fraser", "Wayne", "Darren",
    "Terrence", "Jerome", "Darnell", "Howard", "Stanley", "Leonard", "Frank", "Roy",
    "Victor", "Cyril", "Bernard", "Ivor", "Leslie", "Dale", "Russell", "Abdul",
]
SURNAMES = [
    "Ashworth", "Pennington", "Halloran", "Brindley", "Cartwright", "Oduya", "Okonkwo",
    "Mensah", "Achterberg", "Kowalczyk", "Nowicki", "Fitzgerald", "McAllister",
    "Drummond", "Ferguson", "Gallagher", "Hargreaves", "Illingworth", "Jarvis",
    "Kendrick", "Lockwood", "Marchetti", "Nakamura", "Ortega", "Pemberton", "Quayle",
    "Rahman", "Siddiqui", "Chaudhry", "Patel", "Varma", "Nair", "Thornbury", "Underhill",
    "Vasquez", "Whitfield", "Yardley", "Zielinski", "Abernethy", "Blackwood",
    "Castellano", "Delacroix", "Ellison", "Fairbrother", "Greenhalgh", "Holroyd",
    "Iqbal", "Jankowski", "Kavanagh", "Lindqvist", "Moynihan", "Nwosu", "Oyelaran",
    "Prendergast", "Quinlan", "Rowntree", "Sandoval", "Tremblay", "Ugwu", "Villanueva",
    "Washington", "Yeboah", "Zamora", "Bassett", "Coleridge", "Dunmore", "Esposito",
    "Friedman", "Goldberg", "Hutchins", "Ingram", "Jefferson", "Kowalski", "Larkin",
    "Mahoney", "Novak", "O'Rourke", "Pryce-Jones", "Rasmussen", "Sorensen", "Tanaka",
    "Ulrich", "Vaughan", "Wojcik", "Youngblood", "Adeyemi", "Boateng", "Crowther",
    "Dimitriou", "Eastwood", "Fenwick", "Gorski", "Haddad", "Ibrahim", "Jovanovic",
    "Kaur", "Lam", "Mbeki", "Nguyen", "Osei", "Petrakis", "Qureshi", "Rossi",
    "Stavros", "Truong", "Uddin", "Van der Berg", "Whitmore", "Xu", "Yilmaz", "Zhou",
    "Bellamy", "Cottrell", "Dobson", "Enwright", "Fothergill", "Gilchrist", "Hebden",
]
NICK = {
    "Margaret": "Peggy", "Dorothy": "Dot", "Patricia": "Pat", "Frances": "Fran",
    "Deborah": "Debbie", "Valerie": "Val", "Gillian": "Jill", "Leonard": "Len",
    "Raymond": "Ray", "Geoffrey": "Geoff", "Bernard": "Bernie", "Terrence": "Terry",
    "Stanley": "Stan", "Harold": "Harry", "Walter": "Wally", "Norman": "Norm",
    "Leslie": "Les", "Malcolm": "Mal", "Victor": "Vic", "Frank": "Frankie",
    "Rafael": "Rafa", "Guadalupe": "Lupe", "Eugene": "Gene", "Clarence": "Clary",
}

# ---- United Kingdom --------------------------------------------------
# (town, county, postcode area)
UK_TOWNS = [
    ("Halifax", "West Yorkshire", "HX"), ("Wakefield", "West Yorkshire", "WF"),
    ("Huddersfield", "West Yorkshire", "HD"), ("Leeds", "West Yorkshire", "LS"),
    ("Rotherham", "South Yorkshire", "S"), ("Doncaster", "South Yorkshire", "DN"),
    ("Bolton", "Greater Manchester", "BL"), ("Stockport", "Greater Manchester", "SK"),
    ("Wigan", "Greater Manchester", "WN"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
    ("Chesterfield", "Derbyshire", "S"), ("Mansfield", "Nottinghamshire", "NG"),
    ("Lincoln", "Lincolnshire", "LN"), ("Grantham", "Lincolnshire", "NG"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
    ("Colchester", "Essex", "CO"), ("Chelmsford", "Essex", "CM"),
    ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"),
    ("Exeter", "Devon", "EX"), ("Barnstaple", "Devon", "EX"),
    ("Truro", "Cornwall", "TR"), ("Taunton", "Somerset", "TA"),
    ("Gloucester", "Gloucestershire", "GL"), ("Worcester", "Worcestershire", "WR"),
    ("Telford", "Shropshire", "TF"), ("Stafford", "Staffordshire", "ST"),
    ("Carlisle", "Cumbria", "CA"), ("Darlington", "County Durham", "DL"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Gateshead", "Tyne and Wear", "NE"),
    ("Hexham", "Northumberland", "NE"), ("Swindon", "Wiltshire", "SN"),
    ("Reading", "Berkshire", "RG"), ("Luton", "Bedfordshire", "LU"),
    ("Northampton", "Northamptonshire", "NN"), ("Peterborough", "Cambridgeshire", "PE"),
]
UK_VILLAGES = [  # (village, county, postcode area)
    ("Ovenden", "West Yorkshire", "HX"), ("Sowerby Bridge", "West Yorkshire", "HX"),
    ("Heckmondwike", "West Yorkshire", "WF"), ("Thornhill Lees", "West Yorkshire", "WF"),
    ("Little Lever", "Greater Manchester", "BL"), ("Hindley Green", "Greater Manchester", "WN"),
    ("Bamber Bridge", "Lancashire", "PR"), ("Clayton-le-Moors", "Lancashire", "BB"),
    ("Wingerworth", "Derbyshire", "S"), ("Kirkby-in-Ashfield", "Nottinghamshire", "NG"),
    ("Wymondham", "Norfolk", "NR"), ("Kesgrave", "Suffolk", "IP"), ("Tiptree", "Essex", "CO"),
    ("Aylesford", "Kent", "ME"), ("Crediton", "Devon", "EX"), ("Bodmin", "Cornwall", "PL"),
    ("Wellington", "Somerset", "TA"), ("Stroud", "Gloucestershire", "GL"),
    ("Droitwich", "Worcestershire", "WR"), ("Shifnal", "Shropshire", "TF"),
    ("Penrith", "Cumbria", "CA"), ("Shildon", "County Durham", "DL"),
    ("Prudhoe", "Northumberland", "NE"), ("Wroughton", "Wiltshire", "SN"),
]
# ---- United States ---------------------------------------------------
# (city, state abbreviation, state name, zip prefix)
US_CITIES = [
    ("Worcester", "MA", "Massachusetts", "016"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Springfield", "MA", "Massachusetts", "011"), ("Providence", "RI", "Rhode Island", "029"),
    ("Hartford", "CT", "Connecticut", "061"), ("Albany", "NY", "New York", "122"),
    ("Rochester", "NY", "New York", "146"), ("Yonkers", "NY", "New York", "107"),
    ("Camden", "NJ", "New Jersey", "081"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Dayton", "OH", "Ohio", "454"),
    ("Akron", "OH", "Ohio", "443"), ("Toledo", "OH", "Ohio", "436"),
    ("Flint", "MI", "Michigan", "485"), ("Grand Rapids", "MI", "Michigan", "495"),
    ("Gary", "IN", "Indiana", "464"), ("Peoria", "IL", "Illinois", "616"),
    ("Rockford", "IL", "Illinois", "611"), ("Madison", "WI", "Wisconsin", "537"),
    ("Duluth", "MN", "Minnesota", "558"), ("Des Moines", "IA", "Iowa", "503"),
    ("Wichita", "KS", "Kansas", "672"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("El Paso", "TX", "Texas", "799"), ("Lubbock", "TX", "Texas", "794"),
    ("Tucson", "AZ", "Arizona", "857"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Boise", "ID", "Idaho", "837"), ("Spokane", "WA", "Washington", "992"),
    ("Eugene", "OR", "Oregon", "974"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Chattanooga", "TN", "Tennessee", "374"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Macon", "GA", "Georgia", "312"),
    ("Mobile", "AL", "Alabama", "366"), ("Shreveport", "LA", "Louisiana", "711"),
    ("Jackson", "MS", "Mississippi", "392"), ("Asheville", "NC", "North Carolina", "288"),
    ("Roanoke", "VA", "Virginia", "240"), ("Wheeling", "WV", "West Virginia", "260"),
]
US_COUNTIES = ["Hampden County", "Worcester County", "Montgomery County", "Kent County",
               "Lucas County", "Pima County", "Hamilton County", "Polk County"]

STREET_NAMES = [
    "Hawthorn", "Kestrel", "Moorside", "Tanyard", "Beckett", "Linnet", "Foundry",
    "Priory", "Sycamore", "Willowbank", "Gorse", "Heathfield", "Clough", "Lindley",
    "Marlow", "Ravenscar", "Saxon", "Tenter", "Wharf", "Quarry", "Orchard", "Laburnum",
    "Chantry", "Bramble", "Fernlea", "Greystone", "Hollins", "Ivydene", "Juniper",
    "Kingsway", "Larkspur", "Meadowcroft", "Nettleton", "Oakhurst", "Pasture",
    "Redbrook", "Stonegate", "Thistle", "Upland", "Vicarage", "Westbourne", "Yew Tree",
    "Maple", "Elmwood", "Chestnut", "Birch Hollow", "Cedar Ridge", "Pine Bluff",
    "Magnolia", "Dogwood", "Hickory", "Walnut", "Sumner", "Prescott", "Lafayette",
    "Garfield", "Hancock", "Jefferson", "Monroe", "Tyler", "Van Buren", "Woodlawn",
]
UK_ST_SUFFIX = ["Road", "Street", "Close", "Lane", "Avenue", "Crescent", "Drive",
                "Grove", "Terrace", "Way", "Gardens", "Court", "Rise", "Walk", "Mews"]
US_ST_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr",
                "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Place", "Terrace"]
UK_FLAT = ["Flat 2", "Flat 14", "Flat 3B", "Flat 7", "Flat 21", "Apartment 5"]
US_UNIT = ["Apt 3", "Apt 2B", "Unit 14", "Apt 107", "#4", "Apt 11C", "Unit 2"]
UK_BUILDINGS = ["Carrow House", "Millfield Court", "Ashby Tower", "Kingsley Heights",
                "Priory View", "Beechwood Lodge", "Clarence Mansions", "Victoria Mill"]
US_BUILDINGS = ["Lakeview Towers", "Riverside Commons", "Parkside Plaza",
                "The Whitman Building", "Maple Court Senior Living", "Cedar Point Apartments"]
# named landmarks; the article stays outside the span
LANDMARKS_UK = ["Red Lion pub", "Kings Arms", "Jubilee Clock", "Moorside Co-op",
                "Calder Mill", "Victoria Park bandstand", "Beacon Hill mast", "Old Corn Exchange"]
LANDMARKS_US = ["Eagle Creek VFW hall", "Hartman water tower", "Miller's Feed Store",
                "Lincoln Park gazebo", "Route 9 Sunoco", "Old Union Depot"]

# ---- care sites -------------------------------------------------------
UK_HOSPITALS = [
    "Calderbrook General Hospital", "St Aldric's Hospital", "Royal Wexham Infirmary",
    "Northgate District Hospital", "Pennine Vale Hospital", "Queen Adelaide Hospital",
    "Fernhill Community Hospital", "Harbourside General", "Moorgate Royal Infirmary",
    "St Winifred's Hospital",
]
UK_VW = [
    "Calderbrook Virtual Ward", "Frailty Virtual Ward (Northgate)", "Pennine Hospital at Home",
    "Wexham Respiratory Virtual Ward", "Harbourside Hospital at Home", "Moorgate Virtual Ward",
    "Adelaide Heart Failure Virtual Ward", "St Aldric's Acute Care at Home",
]
UK_PRACTICES = [
    "Millbrook Surgery", "Castle View Medical Centre", "Elmtree Health Centre",
    "Kings Lane Practice", "Riverside Family Practice", "The Old Forge Surgery",
    "Hollybush Medical Group", "Brookfield Health Centre", "Tanner Street Surgery",
    "Greenacres Medical Practice",
]
UK_PHARMACIES = ["Haddon Pharmacy", "Leyland Chemists", "Parkway Pharmacy",
                 "Calder Valley Pharmacy", "Hillside Dispensary"]
UK_CAREHOMES = ["Larchwood Care Home", "Meadowbank Nursing Home", "Rosedene Residential Home",
                "The Beeches Care Centre", "Hollyhock House"]
UK_WARDS = ["Ward 7B", "Ward 22", "Beech Ward", "Ward 14", "Aspen Ward", "AMU Ward 3",
            "Ribble Ward", "Rowan Ward"]
US_HOSPITALS = [
    "Mercy Lakeshore Medical Center", "St. Brendan's Hospital", "Valley Regional Medical Center",
    "Good Samaritan Hospital of the Plains", "Bayfield University Hospital",
    "Riverbend Memorial Hospital", "Holy Cross Medical Center", "Northfield General Hospital",
    "Cumberland Regional Hospital", "Sacred Heart Medical Center",
]
US_HAH = [
    "Mercy Lakeshore Hospital at Home", "Valley Regional Acute Care at Home",
    "Bayfield Home Hospital", "Riverbend Hospital at Home", "Holy Cross Home Acute Program",
    "Northfield Remote Care Unit", "Sacred Heart Virtual Hospital",
]
US_CLINICS = [
    "Summit Family Health", "Lakeside Primary Care", "Oak Hollow Internal Medicine",
    "Westgate Community Health Center", "Pioneer Valley Family Medicine",
    "Crossroads Medical Group", "Harbor Point Clinic", "Greenway Senior Care Clinic",
]
US_PHARMACIES = ["Hilltop Infusion Pharmacy", "CarePoint Home Infusion", "Bayfield Outpatient Pharmacy",
                 "Main Street Drug", "Valley Specialty Pharmacy"]
US_SNF = ["Willow Creek Rehabilitation Center", "Autumn Ridge Skilled Nursing",
          "Pinecrest Care Center", "Brookside Manor"]
US_UNITS = ["4 West", "5 North", "7 East", "Tower 6", "Bayview 3", "Pavilion 5B"]

# ---- organisations ------------------------------------------------------
UK_EMPLOYERS = ["Halden Freight", "Kirklees Bus Company", "Brightwater Academy",
                "Moorland Joinery Ltd", "Castleton Building Society", "Airedale Mills",
                "Thornbury Engineering", "Pennine Water"]
US_EMPLOYERS = ["Great Lakes Freight", "Dayton Tool & Die", "Riverside Unified School District",
                "Keystone Paper Co.", "Summit Roofing LLC", "Allied Packaging", "Prairie Grain Co-op",
                "Harmon Auto Parts"]
UK_CHURCH = ["St Anne's Church", "Bethel Pentecostal Church", "Central Mosque",
             "Kingsway Methodist Church", "St Oswald's Parish Church"]
US_CHURCH = ["First Baptist Church", "St. Casimir Parish", "Greater Hope AME Church",
             "Temple Beth Shalom", "Grace Lutheran Church"]
UK_CARE_AGENCY = ["Bluebell Home Care", "Heartwood Homecare Ltd", "Caring Hands Calderdale",
                  "Sunrise Domiciliary Services"]
US_CARE_AGENCY = ["Visiting Angels of the Valley", "Comfort Keepers Plus", "BrightPath Home Care",
                  "Hearthside Home Health Aides"]
COURIERS = ["SwiftMed Couriers", "Medirun Logistics", "Pharmalink Express", "CityDrop Medical"]
VENDORS = ["Vitalink Remote Ltd", "HomeSense Telehealth", "CareBridge Monitoring",
           "Pulsewise Health Inc."]
UK_COUNCILS = ["Calderdale Adult Social Care", "Northshire County Council",
               "Kirklees Council Reablement Team", "Westmoor Borough Council"]
US_AGENCIES = ["Area Agency on Aging", "County Meals on Wheels", "Valley Senior Services"]
# ---- professions (patient / relatives) ------------------------------------
PROFESSIONS = [
    "bus driver", "joiner", "primary school teacher", "accountant", "HGV driver", "farmer",
    "hairdresser", "miner", "electrician", "postman", "nurse", "librarian", "welder",
    "lorry driver", "plumber", "cook", "mill worker", "machinist", "civil engineer",
    "bricklayer", "shop assistant", "police officer", "social worker", "pharmacist",
    "solicitor", "firefighter", "taxi driver", "secretary", "dinner lady", "butcher",
    "truck driver", "mail carrier", "high school teacher", "paralegal", "auto mechanic",
    "longshoreman", "bookkeeper", "janitor", "pastor", "dental hygienist", "carpenter",
    "steelworker", "seamstress", "bank teller", "cashier", "software developer",
]
COUNTRIES = ["Jamaica", "Portugal", "Poland", "Pakistan", "India", "Nigeria", "Ghana",
             "Ireland", "Spain", "Mexico", "Philippines", "Vietnam", "Canada", "Australia",
             "Greece", "Turkey", "Italy", "Kenya", "Cyprus", "Germany", "Bangladesh",
             "Puerto Rico", "Dominican Republic", "Trinidad", "New Zealand"]
WORDS_NUM = ["sixty", "sixty-one", "sixty-two", "sixty-three", "sixty-four", "sixty-five",
             "sixty-six", "sixty-seven", "sixty-eight", "sixty-nine", "seventy", "seventy-one",
             "seventy-two", "seventy-three", "seventy-four", "seventy-five", "seventy-six",
             "seventy-seven", "seventy-eight", "seventy-nine", "eighty", "eighty-one",
             "eighty-two", "eighty-three", "eighty-four", "eighty-five", "eighty-six",
             "eighty-seven", "eighty-eight", "eighty-nine", "ninety", "ninety-one",
             "ninety-two", "ninety-three", "ninety-four", "ninety-five", "ninety-six",
             "ninety-seven", "ninety-eight", "ninety-nine", "one hundred"]
HOLIDAYS_UK = ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night",
               "Christmas Eve", "Easter Monday"]
HOLIDAYS_US = ["Thanksgiving", "Christmas", "Easter", "July 4th", "Labor Day",
               "Memorial Day", "New Year's Day"]
