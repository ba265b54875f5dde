"""Invented pools of names, places and organisations (author 215)."""

FEMALE = [
    "Abigail", "Aisha", "Amara", "Amelia", "Ana", "Anjali", "Annette", "Beatrice",
    "Bethany", "Bridget", "Caitlin", "Carmen", "Chantelle", "Chloe", "Claire",
    "Daniela", "Deborah", "Delphine", "Eilidh", "Eleanor", "Elif", "Erin",
    "Esther", "Fatima", "Fiona", "Freya", "Gemma", "Georgina", "Gwen", "Hannah",
    "Harriet", "Imani", "Ines", "Isla", "Jacqueline", "Jasmine", "Joanna",
    "Kayleigh", "Keisha", "Kerry", "Lakshmi", "Laura", "Leah", "Lorraine",
    "Lucia", "Maeve", "Magdalena", "Maria", "Marisol", "Megan", "Mei", "Miriam",
    "Nadia", "Naomi", "Niamh", "Nkechi", "Olivia", "Orla", "Paige", "Patricia",
    "Priya", "Rachel", "Rebecca", "Rhiannon", "Rosa", "Roxanne", "Ruth",
    "Samira", "Shanice", "Siobhan", "Sofia", "Stacey", "Tamsin", "Tanisha",
    "Teresa", "Valentina", "Vanessa", "Wendy", "Yasmin", "Yolanda", "Zara",
    "Zofia", "Brenda", "Dolores", "Hyun-joo", "Thi Lan", "Ngozi", "Agnieszka",
    "Catriona", "Destiny", "Lupe", "Marguerite", "Josephine", "Ifeoma",
]

MALE = [
    "Aaron", "Abdul", "Adebayo", "Aiden", "Alistair", "Andre", "Angus", "Arjun",
    "Barry", "Bartosz", "Bilal", "Brandon", "Callum", "Carlos", "Ciaran",
    "Connor", "Craig", "Darnell", "Declan", "Dmitri", "Dwayne", "Eamon",
    "Elliot", "Emeka", "Ethan", "Euan", "Felipe", "Finlay", "Gareth", "Gordon",
    "Hamish", "Harvey", "Hassan", "Ibrahim", "Ivan", "Jamal", "Jamie",
    "Jaspreet", "Jerome", "Joaquin", "Jonah", "Kamal", "Keith", "Kieran",
    "Kwame", "Lachlan", "Leon", "Luis", "Malcolm", "Marcus", "Mateo",
    "Mohammed", "Nathaniel", "Neil", "Nikhil", "Oisin", "Olusegun", "Omar",
    "Owen", "Pawel", "Rahul", "Raymond", "Reuben", "Rhys", "Ricardo", "Rory",
    "Samuel", "Sean", "Soren", "Stuart", "Tariq", "Terrence", "Theo", "Tobias",
    "Tyrone", "Vikram", "Wesley", "Xavier", "Yusuf", "Zachary", "Duc Minh",
    "Jae-won", "Marek", "Chidi", "Lorenzo", "Desmond", "Cormac", "Ewan",
    "Everett", "Hollis", "Rashad", "Tomasz",
]

SURNAMES = [
    "Abernethy", "Adeyemi", "Ahmed", "Alvarez", "Ashworth", "Bancroft",
    "Barraclough", "Bhatt", "Blackwood", "Boateng", "Brannigan", "Brzezinski",
    "Calloway", "Castellano", "Chaudhry", "Chen", "Cho", "Coulthard",
    "Crowther", "Dacosta", "Dalgleish", "Delacroix", "Devereux", "Dlamini",
    "Donnelly", "Drummond", "Dunleavy", "Eckersley", "Egan", "Ellery",
    "Esposito", "Fairbairn", "Farooqui", "Featherstone", "Fitzgerald",
    "Fontaine", "Gallagher", "Garside", "Gilchrist", "Goldberg", "Greenhalgh",
    "Guerrero", "Gunawardena", "Haldane", "Halloran", "Hargreaves", "Hartigan",
    "Hedley", "Holloway", "Hosseini", "Huxtable", "Ibekwe", "Iqbal",
    "Jablonski", "Jankowski", "Jeffers", "Kaczmarek", "Kapoor", "Kavanagh",
    "Kinsella", "Kowalczyk", "Lachance", "Lamontagne", "Lennox", "Liang",
    "Lindqvist", "Llewellyn", "Lockhart", "McAllister", "McCready",
    "MacFarlane", "Mahmood", "Mancini", "Marchetti", "Mbeki", "Menon",
    "Montgomery", "Moriarty", "Mulholland", "Nakamura", "Nair", "Nwachukwu",
    "O'Brien", "O'Donoghue", "Okonkwo", "Oyelaran", "Pankhurst", "Pemberton",
    "Petrakis", "Pickering", "Quayle", "Quintero", "Rafferty", "Ramaswamy",
    "Rasmussen", "Ravenscroft", "Ritchie", "Rosenthal", "Rutherford",
    "Sandoval", "Sato", "Schofield", "Sekhon", "Shapiro", "Sinclair",
    "Slater", "Sokolov", "Soto", "Stavros", "Sutcliffe", "Tembo", "Thackeray",
    "Thorburn", "Trinh", "Underwood", "Urquhart", "Valdez", "Varghese",
    "Vasquez", "Villanueva", "Wainwright", "Walcott", "Weatherall", "Whitlock",
    "Wojcik", "Yeboah", "Yilmaz", "Zielinski", "Zimmerman", "Hennessy",
    "Oduya", "Kettering", "Ferreira", "Molloy", "Strickland", "Ng",
    "Park", "Nguyen", "Haddad", "Bellamy", "Crane", "Lowe", "Pryce",
    "Cartwright", "Stokes", "Rowntree", "Madsen", "Cervantes", "Whitaker",
    "Larkin-Bose", "Hughes-Patel", "St. Clair", "Van der Berg",
]

NICK = {
    "Abigail": "Abby", "Bethany": "Beth", "Deborah": "Debbie",
    "Eleanor": "Ellie", "Georgina": "George", "Jacqueline": "Jackie",
    "Josephine": "Jo", "Patricia": "Trish", "Rebecca": "Becky",
    "Samuel": "Sam", "Nathaniel": "Nate", "Zachary": "Zach",
    "Alistair": "Ali", "Raymond": "Ray", "Terrence": "Terry",
    "Valentina": "Val", "Magdalena": "Magda", "Catriona": "Cat",
    "Harriet": "Hattie", "Olivia": "Liv", "Daniela": "Dani",
    "Marguerite": "Peggy", "Dolores": "Lola", "Tobias": "Toby",
    "Gordon": "Gordie", "Wesley": "Wes", "Lachlan": "Lachie",
    "Everett": "Rett", "Mohammed": "Mo", "Bartosz": "Bart",
    "Joanna": "Jo", "Stuart": "Stu", "Agnieszka": "Aga", "Tomasz": "Tom",
    "Hamish": "Hamie", "Christopher": "Chris", "Ifeoma": "Ife",
}

# UK towns: (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Harrogate", "North Yorkshire", "HG"),
    ("Sheffield", "South Yorkshire", "S"), ("Bradford", "West Yorkshire", "BD"),
    ("Manchester", "Greater Manchester", "M"), ("Stockport", "Cheshire", "SK"),
    ("Bolton", "Lancashire", "BL"), ("Preston", "Lancashire", "PR"),
    ("Liverpool", "Merseyside", "L"), ("Chester", "Cheshire", "CH"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Durham", "County Durham", "DH"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Carlisle", "Cumbria", "CA"),
    ("Birmingham", "West Midlands", "B"), ("Coventry", "West Midlands", "CV"),
    ("Leicester", "Leicestershire", "LE"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Derby", "Derbyshire", "DE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
    ("Cambridge", "Cambridgeshire", "CB"), ("Peterborough", "Cambridgeshire", "PE"),
    ("Oxford", "Oxfordshire", "OX"), ("Reading", "Berkshire", "RG"),
    ("Bristol", "Avon", "BS"), ("Bath", "Somerset", "BA"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"),
    ("Truro", "Cornwall", "TR"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Brighton", "East Sussex", "BN"),
    ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"),
    ("Croydon", "Surrey", "CR"), ("Guildford", "Surrey", "GU"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
    ("Wrexham", "Clwyd", "LL"), ("Glasgow", "Lanarkshire", "G"),
    ("Edinburgh", "Midlothian", "EH"), ("Aberdeen", "Aberdeenshire", "AB"),
    ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"),
    ("Belfast", "County Antrim", "BT"), ("Londonderry", "County Londonderry", "BT"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("York", "North Yorkshire", "YO"),
    ("Wakefield", "West Yorkshire", "WF"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Shrewsbury", "Shropshire", "SY"),
    ("Gloucester", "Gloucestershire", "GL"), ("Swindon", "Wiltshire", "SN"),
    ("Luton", "Bedfordshire", "LU"), ("Milton Keynes", "Buckinghamshire", "MK"),
    ("Colchester", "Essex", "CO"), ("London", "Greater London", "SE"),
    ("London", "Greater London", "N"), ("London", "Greater London", "E"),
]

UK_STREETS = [
    "Orchard Lane", "Harcourt Road", "Bramley Close", "Victoria Street",
    "Station Road", "Mill Lane", "Kingsway", "Church Street", "Willow Crescent",
    "Meadow View", "Albert Terrace", "Hawthorn Avenue", "Lime Grove",
    "Granby Street", "Ashfield Drive", "Chapel Row", "Beech Walk",
    "Tennyson Gardens", "Copperfield Way", "Elmhurst Road", "Fern Bank",
    "Lowther Street", "Queen's Parade", "Sandringham Court", "Thistle Brae",
    "Rowan Place", "Cathedral Close", "Glebe Road", "Marlowe Mews",
    "Belvedere Rise", "Heather Lea", "Pendle View", "Canal Side",
]

US_CITIES = [
    ("Boston", "Massachusetts", "MA", "021"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Providence", "Rhode Island", "RI", "029"), ("Hartford", "Connecticut", "CT", "061"),
    ("Albany", "New York", "NY", "122"), ("Rochester", "New York", "NY", "146"),
    ("Brooklyn", "New York", "NY", "112"), ("Newark", "New Jersey", "NJ", "071"),
    ("Philadelphia", "Pennsylvania", "PA", "191"), ("Pittsburgh", "Pennsylvania", "PA", "152"),
    ("Baltimore", "Maryland", "MD", "212"), ("Richmond", "Virginia", "VA", "232"),
    ("Durham", "North Carolina", "NC", "277"), ("Charlotte", "North Carolina", "NC", "282"),
    ("Atlanta", "Georgia", "GA", "303"), ("Savannah", "Georgia", "GA", "314"),
    ("Tampa", "Florida", "FL", "336"), ("Orlando", "Florida", "FL", "328"),
    ("Nashville", "Tennessee", "TN", "372"), ("Memphis", "Tennessee", "TN", "381"),
    ("Birmingham", "Alabama", "AL", "352"), ("Columbus", "Ohio", "OH", "432"),
    ("Cleveland", "Ohio", "OH", "441"), ("Dayton", "Ohio", "OH", "454"),
    ("Detroit", "Michigan", "MI", "482"), ("Ann Arbor", "Michigan", "MI", "481"),
    ("Indianapolis", "Indiana", "IN", "462"), ("Chicago", "Illinois", "IL", "606"),
    ("Springfield", "Illinois", "IL", "627"), ("Milwaukee", "Wisconsin", "WI", "532"),
    ("Madison", "Wisconsin", "WI", "537"), ("Minneapolis", "Minnesota", "MN", "554"),
    ("Saint Paul", "Minnesota", "MN", "551"), ("Des Moines", "Iowa", "IA", "503"),
    ("Omaha", "Nebraska", "NE", "681"), ("Kansas City", "Missouri", "MO", "641"),
    ("St. Louis", "Missouri", "MO", "631"), ("Little Rock", "Arkansas", "AR", "722"),
    ("New Orleans", "Louisiana", "LA", "701"), ("Houston", "Texas", "TX", "770"),
    ("Austin", "Texas", "TX", "787"), ("San Antonio", "Texas", "TX", "782"),
    ("El Paso", "Texas", "TX", "799"), ("Albuquerque", "New Mexico", "NM", "871"),
    ("Phoenix", "Arizona", "AZ", "850"), ("Tucson", "Arizona", "AZ", "857"),
    ("Denver", "Colorado", "CO", "802"), ("Salt Lake City", "Utah", "UT", "841"),
    ("Boise", "Idaho", "ID", "837"), ("Seattle", "Washington", "WA", "981"),
    ("Spokane", "Washington", "WA", "992"), ("Portland", "Oregon", "OR", "972"),
    ("Sacramento", "California", "CA", "958"), ("Oakland", "California", "CA", "946"),
    ("Fresno", "California", "CA", "937"), ("San Diego", "California", "CA", "921"),
    ("Anchorage", "Alaska", "AK", "995"), ("Honolulu", "Hawaii", "HI", "968"),
    ("Burlington", "Vermont", "VT", "054"), ("Portland", "Maine", "ME", "041"),
]

US_STREETS = [
    "Maple Ridge Dr", "Elm Street", "Oak Hollow Rd", "Lakeview Ave",
    "Birchwood Ln", "N Franklin St", "Sycamore Ct", "Prairie View Blvd",
    "W 14th St", "Cedar Crest Way", "Magnolia Ave", "Hillside Terrace",
    "Pinecone Trl", "Riverside Dr", "S Division St", "Quail Run Rd",
    "Juniper Pl", "Harbor Point Blvd", "Kingsley Ave", "Mockingbird Ln",
    "E Washington St", "Aspen Glen Dr", "Dogwood Cir", "Old Mill Rd",
    "Larkspur Ln", "Canyon View Rd", "Chestnut St", "Fairmount Ave",
]

UK_HOSP = [
    "Northgate Royal Infirmary", "St Aldric's Hospital", "Wexcombe General Hospital",
    "Bramwell Children's Hospital", "Harlow Vale University Hospital",
    "Kingsmead Women's Hospital", "Ashby Cross Hospital", "Riverbank Royal Hospital",
    "St Winifred's University Hospital", "Caldergate General Infirmary",
    "Pennine Heights Hospital", "Thornbury Royal Victoria Hospital",
    "Moorfoot Infirmary", "Queen Adelaide Hospital", "Ellesmere Park Hospital",
    "Southmere Maternity Unit", "Greyfriars District General Hospital",
]

UK_SERVICES = [
    "Northgate Regional Genetics Service", "Wessex Vale Clinical Genetics Centre",
    "Pennine Clinical Genetics Unit", "Trent Valley Genetics Clinic",
    "Severnside Genetic Medicine Centre", "Caledon Clinical Genetics Service",
    "Moorfoot Family Cancer Clinic", "Harlow Vale Genetic Counselling Service",
    "Eastmarsh Regional Genetics Centre", "Borders & Tweed Genetics Clinic",
]

UK_LABS = [
    "North Pennine Genomic Laboratory Hub", "Wessex Vale Genomics Laboratory",
    "Trent Valley Molecular Diagnostics Laboratory", "Severnside Genomic Laboratory",
    "Eastmarsh Cytogenetics Laboratory", "Caledon Molecular Genetics Laboratory",
]

UK_GP = [
    "Brookfield Surgery", "The Willows Health Centre", "Holloway Road Medical Centre",
    "Castlegate Medical Practice", "Elmtree Family Practice", "Riverside Surgery",
    "Abbey Lane Medical Group", "Hilltop Health Centre", "Parkview Surgery",
    "St Columba's Medical Practice", "Marsh Lane Surgery", "Oakwood Medical Centre",
]

UK_WARDS = ["Puffin Ward", "Kestrel Ward", "Bluebell Ward", "Rainbow Ward",
            "Linnet Ward", "Swallow Ward", "Mulberry Ward", "Starfish Ward"]

US_HOSP = [
    "Lakeshore Children's Medical Center", "Mercy Ridge Hospital",
    "Bayview University Hospital", "Cedar Valley Medical Center",
    "St. Brendan's Regional Medical Center", "Prairie Plains Health System",
    "Summit Crest Hospital", "Riverside Women's & Infants Hospital",
    "Harborview Pines Medical Center", "Good Shepherd Memorial Hospital",
    "Kessler Grove Children's Hospital", "Westbrook Community Hospital",
    "Fairhaven Medical Center", "Granite Peak Regional Hospital",
]

US_CLINICS = [
    "Lakeshore Cancer Genetics Program", "Bayview Center for Genomic Medicine",
    "Cedar Valley Genetics & Metabolism Clinic", "Summit Crest Prenatal Diagnosis Center",
    "Mercy Ridge Hereditary Cancer Clinic", "Harborview Pines Medical Genetics Clinic",
    "Kessler Grove Metabolic Clinic", "Prairie Plains Genetic Counseling Associates",
]

US_PRACTICES = [
    "Oak Hollow Pediatrics", "Riverside Family Practice", "Northside Internal Medicine",
    "Bluebonnet Women's Health", "Tri-County OB/GYN Associates",
    "Maple Grove Primary Care", "Lakeside Pediatric Partners", "Sunrise Family Medicine",
]

US_WARDS = ["4 West", "Tower 6 North", "Pavilion B", "Nursery 2"]

COMPANY_LABS = [
    "Helixa Diagnostics", "GenoTrace Laboratories Inc.", "Meridian Genomics LLC",
    "Allelica Clinical Labs", "NovaStrand Genetics", "Baseline Molecular Inc.",
    "Cordova Genomic Testing", "Sequentia Health Laboratories",
]

INSURERS = [
    "Blue Harbor Health Plan", "Keystone Mutual Health", "Pinecrest Community Care",
    "Evergreen Shield Insurance", "Northstar Benefit Health", "Golden Prairie HMO",
    "Coastline Medical Assurance", "Ironwood Health Partners",
]

UK_INSURERS = ["Albion Private Health", "Thistle Medical Assurance",
               "Crownmere Healthcare Cover"]

COURIERS = [
    "Swiftline Medical Couriers", "BioRun Logistics", "Rapid Specimen Transport Ltd",
    "ColdChain Express", "MediDash Courier Services", "Apex Clinical Logistics",
]

EMPLOYERS = [
    "Dunmore Logistics", "Acorn Freight", "Harwood & Sons Builders",
    "Kelvin Bridge Engineering", "Brightwater Utilities", "Fenwick Bakery",
    "Greystone Insurance Brokers", "Halcyon Software", "Marston Textiles",
    "Northway Bus Company", "Redfern Dairy Farm", "Silverline Call Centre",
    "Tidewater Shipping", "Vantage Retail Group", "Willowbank Care Home",
    "Copperleaf Accounting", "Lakeland Paper Mill", "Summit Steelworks",
]

SCHOOLS = [
    "Hillcrest Primary School", "St Bede's Academy", "Oakfield High School",
    "Riverside Elementary School", "Lincoln Park Middle School",
    "Westmoor Sixth Form College", "Greenacre Community College",
    "Maplewood Elementary", "Jefferson Heights High School",
]

CHARITIES = [
    "Cardiomyopathy Family Network", "BRCA Sisters Support Group",
    "Little Hearts Metabolic Trust", "Lynch Families Together",
    "Rare Chromosome Parents Circle", "Sickle Cell Community Forum",
]

PROFESSIONS = [
    "teacher", "primary school teacher", "coal miner", "HGV driver", "nurse",
    "accountant", "farmer", "electrician", "software engineer", "hairdresser",
    "bus driver", "police officer", "solicitor", "paralegal", "chef",
    "postal worker", "plumber", "pharmacist", "civil engineer", "care assistant",
    "shop assistant", "lorry driver", "firefighter", "dental hygienist",
    "university lecturer", "social worker", "joiner", "architect", "welder",
    "bookkeeper", "veterinary nurse", "warehouse operative", "taxi driver",
    "insurance underwriter", "dairy farmer", "librarian", "carpenter",
    "shipyard worker", "textile mill worker", "estate agent", "graphic designer",
    "machinist", "paramedic", "barber", "cleaner", "steelworker",
    "truck driver", "construction worker", "bank teller", "real estate agent",
    "mail carrier", "high school teacher", "line cook", "airline pilot",
    "auto mechanic", "pastor", "dental assistant", "data analyst",
]

COUNTRIES = [
    "Poland", "Ireland", "India", "Pakistan", "Nigeria", "Ghana", "Jamaica",
    "Italy", "Portugal", "Germany", "Lithuania", "Bangladesh", "Sri Lanka",
    "Kenya", "Somalia", "Mexico", "Guatemala", "Philippines", "Vietnam",
    "South Korea", "China", "Greece", "Cyprus", "Turkey", "Iran", "Lebanon",
    "Ukraine", "Romania", "Hungary", "Norway", "Sweden", "Netherlands",
    "Puerto Rico", "Dominican Republic", "Trinidad and Tobago", "Zimbabwe",
    "Israel", "Canada", "Australia", "Brazil", "Colombia", "Egypt", "Morocco",
]

BUILDINGS_UK = ["Rosalind Franklin Building", "Jubilee Wing", "Weston Block",
                "Alder House", "Clarendon Wing", "Lister Building",
                "Beaumont Pavilion", "Chapel Allerton Annexe"]

BUILDINGS_US = ["Pavilion A", "Kaplan Tower", "Heritage Building",
                "Brennan Outpatient Center", "North Atrium", "Hollis Research Building"]
