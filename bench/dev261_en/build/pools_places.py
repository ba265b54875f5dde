"""Invented place and organisation pools, per country (US, UK, CA, AU).
Universities, clinics, halls, employers and streets are invented by author
261; city and state names are ordinary geography."""

# city, state/province (full, abbrev) ---------------------------------------
US_CITIES = [
    ("Worcester", "Massachusetts", "MA"), ("Amherst", "Massachusetts", "MA"),
    ("Ithaca", "New York", "NY"), ("Rochester", "New York", "NY"),
    ("Ann Arbor", "Michigan", "MI"), ("Kalamazoo", "Michigan", "MI"),
    ("Bloomington", "Indiana", "IN"), ("Lafayette", "Indiana", "IN"),
    ("Athens", "Georgia", "GA"), ("Savannah", "Georgia", "GA"),
    ("Gainesville", "Florida", "FL"), ("Tallahassee", "Florida", "FL"),
    ("Boulder", "Colorado", "CO"), ("Fort Collins", "Colorado", "CO"),
    ("Eugene", "Oregon", "OR"), ("Corvallis", "Oregon", "OR"),
    ("Madison", "Wisconsin", "WI"), ("Eau Claire", "Wisconsin", "WI"),
    ("Lawrence", "Kansas", "KS"), ("Manhattan", "Kansas", "KS"),
    ("Tempe", "Arizona", "AZ"), ("Flagstaff", "Arizona", "AZ"),
    ("Chapel Hill", "North Carolina", "NC"), ("Greenville", "North Carolina", "NC"),
    ("Austin", "Texas", "TX"), ("Lubbock", "Texas", "TX"), ("Denton", "Texas", "TX"),
    ("Columbus", "Ohio", "OH"), ("Oxford", "Ohio", "OH"), ("Akron", "Ohio", "OH"),
    ("State College", "Pennsylvania", "PA"), ("Bethlehem", "Pennsylvania", "PA"),
    ("Burlington", "Vermont", "VT"), ("Orono", "Maine", "ME"),
    ("Missoula", "Montana", "MT"), ("Laramie", "Wyoming", "WY"),
    ("Provo", "Utah", "UT"), ("Logan", "Utah", "UT"), ("Davis", "California", "CA"),
    ("Riverside", "California", "CA"), ("Fresno", "California", "CA"),
    ("Charlottesville", "Virginia", "VA"), ("Blacksburg", "Virginia", "VA"),
    ("Iowa City", "Iowa", "IA"), ("Ames", "Iowa", "IA"), ("Norman", "Oklahoma", "OK"),
    ("Baton Rouge", "Louisiana", "LA"), ("Oxford", "Mississippi", "MS"),
    ("Lincoln", "Nebraska", "NE"), ("Fargo", "North Dakota", "ND"),
    ("Spokane", "Washington", "WA"), ("Pullman", "Washington", "WA"),
    ("Newark", "Delaware", "DE"), ("Providence", "Rhode Island", "RI"),
]
UK_CITIES = [
    ("Leeds", "West Yorkshire"), ("Sheffield", "South Yorkshire"), ("York", "North Yorkshire"),
    ("Durham", "County Durham"), ("Newcastle upon Tyne", "Tyne and Wear"),
    ("Lancaster", "Lancashire"), ("Preston", "Lancashire"), ("Manchester", "Greater Manchester"),
    ("Salford", "Greater Manchester"), ("Liverpool", "Merseyside"), ("Nottingham", "Nottinghamshire"),
    ("Loughborough", "Leicestershire"), ("Leicester", "Leicestershire"),
    ("Coventry", "West Midlands"), ("Birmingham", "West Midlands"), ("Exeter", "Devon"),
    ("Plymouth", "Devon"), ("Falmouth", "Cornwall"), ("Bath", "Somerset"),
    ("Bristol", "Bristol"), ("Cardiff", "South Glamorgan"), ("Swansea", "West Glamorgan"),
    ("Aberystwyth", "Ceredigion"), ("Bangor", "Gwynedd"), ("Glasgow", "Lanarkshire"),
    ("Edinburgh", "Midlothian"), ("St Andrews", "Fife"), ("Aberdeen", "Aberdeenshire"),
    ("Dundee", "Angus"), ("Norwich", "Norfolk"), ("Canterbury", "Kent"),
    ("Brighton", "East Sussex"), ("Guildford", "Surrey"), ("Reading", "Berkshire"),
    ("Oxford", "Oxfordshire"), ("Cambridge", "Cambridgeshire"), ("Colchester", "Essex"),
    ("Southampton", "Hampshire"), ("Belfast", "County Antrim"), ("Derry", "County Londonderry"),
]
UK_POST_AREA = {"Leeds": "LS", "Sheffield": "S", "York": "YO", "Durham": "DH", "Newcastle upon Tyne": "NE",
                "Lancaster": "LA", "Preston": "PR", "Manchester": "M", "Salford": "M", "Liverpool": "L",
                "Nottingham": "NG", "Loughborough": "LE", "Leicester": "LE", "Coventry": "CV", "Birmingham": "B",
                "Exeter": "EX", "Plymouth": "PL", "Falmouth": "TR", "Bath": "BA", "Bristol": "BS", "Cardiff": "CF",
                "Swansea": "SA", "Aberystwyth": "SY", "Bangor": "LL", "Glasgow": "G", "Edinburgh": "EH",
                "St Andrews": "KY", "Aberdeen": "AB", "Dundee": "DD", "Norwich": "NR", "Canterbury": "CT",
                "Brighton": "BN", "Guildford": "GU", "Reading": "RG", "Oxford": "OX", "Cambridge": "CB",
                "Colchester": "CO", "Southampton": "SO", "Belfast": "BT", "Derry": "BT"}
US_ZIP_PREFIX = {"MA": (10, 27), "NY": (100, 149), "MI": (480, 499), "IN": (460, 479), "GA": (300, 319),
                 "FL": (320, 349), "CO": (800, 816), "OR": (970, 979), "WI": (530, 549), "KS": (660, 679),
                 "AZ": (850, 865), "NC": (270, 289), "TX": (750, 799), "OH": (430, 458), "PA": (150, 196),
                 "VT": (50, 59), "ME": (39, 49), "MT": (590, 599), "WY": (820, 831), "UT": (840, 847),
                 "CA": (900, 961), "VA": (220, 246), "IA": (500, 528), "OK": (730, 749), "LA": (700, 714),
                 "MS": (386, 397), "NE": (680, 693), "ND": (580, 588), "WA": (980, 994), "DE": (197, 199),
                 "RI": (28, 29)}
UK_NATIONS = {"Cardiff": "Wales", "Swansea": "Wales", "Aberystwyth": "Wales", "Bangor": "Wales",
              "Glasgow": "Scotland", "Edinburgh": "Scotland", "St Andrews": "Scotland",
              "Aberdeen": "Scotland", "Dundee": "Scotland", "Belfast": "Northern Ireland",
              "Derry": "Northern Ireland"}
CA_CITIES = [
    ("Kingston", "Ontario", "ON"), ("Waterloo", "Ontario", "ON"), ("Guelph", "Ontario", "ON"),
    ("London", "Ontario", "ON"), ("Hamilton", "Ontario", "ON"), ("Peterborough", "Ontario", "ON"),
    ("Sudbury", "Ontario", "ON"), ("Thunder Bay", "Ontario", "ON"), ("Ottawa", "Ontario", "ON"),
    ("Montreal", "Quebec", "QC"), ("Sherbrooke", "Quebec", "QC"),
    ("Vancouver", "British Columbia", "BC"), ("Victoria", "British Columbia", "BC"),
    ("Kamloops", "British Columbia", "BC"), ("Kelowna", "British Columbia", "BC"),
    ("Edmonton", "Alberta", "AB"), ("Calgary", "Alberta", "AB"), ("Lethbridge", "Alberta", "AB"),
    ("Saskatoon", "Saskatchewan", "SK"), ("Regina", "Saskatchewan", "SK"),
    ("Winnipeg", "Manitoba", "MB"), ("Brandon", "Manitoba", "MB"),
    ("Halifax", "Nova Scotia", "NS"), ("Wolfville", "Nova Scotia", "NS"),
    ("Antigonish", "Nova Scotia", "NS"), ("Fredericton", "New Brunswick", "NB"),
    ("Sackville", "New Brunswick", "NB"), ("St. John's", "Newfoundland and Labrador", "NL"),
    ("Charlottetown", "Prince Edward Island", "PE"),
]
AU_CITIES = [
    ("Armidale", "New South Wales", "NSW", "2350"), ("Wollongong", "New South Wales", "NSW", "2500"),
    ("Newcastle", "New South Wales", "NSW", "2300"), ("Parramatta", "New South Wales", "NSW", "2150"),
    ("Bathurst", "New South Wales", "NSW", "2795"), ("Lismore", "New South Wales", "NSW", "2480"),
    ("Geelong", "Victoria", "VIC", "3220"), ("Ballarat", "Victoria", "VIC", "3350"),
    ("Bendigo", "Victoria", "VIC", "3550"), ("Clayton", "Victoria", "VIC", "3168"),
    ("Bundoora", "Victoria", "VIC", "3083"), ("Toowoomba", "Queensland", "QLD", "4350"),
    ("Townsville", "Queensland", "QLD", "4810"), ("Cairns", "Queensland", "QLD", "4870"),
    ("St Lucia", "Queensland", "QLD", "4067"), ("Rockhampton", "Queensland", "QLD", "4700"),
    ("Crawley", "Western Australia", "WA", "6009"), ("Joondalup", "Western Australia", "WA", "6027"),
    ("Fremantle", "Western Australia", "WA", "6160"), ("Bedford Park", "South Australia", "SA", "5042"),
    ("Mawson Lakes", "South Australia", "SA", "5095"), ("Hobart", "Tasmania", "TAS", "7000"),
    ("Launceston", "Tasmania", "TAS", "7250"), ("Acton", "Australian Capital Territory", "ACT", "2601"),
    ("Bruce", "Australian Capital Territory", "ACT", "2617"), ("Darwin", "Northern Territory", "NT", "0810"),
]

COUNTRY_NAME = {"US": ["United States", "USA", "U.S."], "UK": ["United Kingdom", "UK"],
                "CA": ["Canada"], "AU": ["Australia"]}

# home countries of international students / travel destinations
WORLD = [
    "Nigeria", "Ghana", "Kenya", "Uganda", "Tanzania", "Ethiopia", "Somalia", "Zimbabwe",
    "South Africa", "Zambia", "Rwanda", "Senegal", "Morocco", "Egypt", "India", "Pakistan",
    "Bangladesh", "Sri Lanka", "Nepal", "China", "Hong Kong", "Taiwan", "Japan", "South Korea",
    "Vietnam", "Thailand", "Indonesia", "Malaysia", "Singapore", "Philippines", "Cambodia",
    "Laos", "Myanmar", "Mongolia", "Iran", "Turkey", "Jordan", "Lebanon", "Saudi Arabia",
    "Qatar", "Oman", "United Arab Emirates", "Brazil", "Colombia", "Peru", "Chile", "Ecuador",
    "Bolivia", "Argentina", "Mexico", "Guatemala", "Costa Rica", "Jamaica", "Trinidad and Tobago",
    "Haiti", "Dominican Republic", "Cuba", "Germany", "France", "Spain", "Portugal", "Italy",
    "Greece", "Poland", "Romania", "Ukraine", "Norway", "Sweden", "Finland", "Iceland",
    "Ireland", "Netherlands", "Fiji", "Samoa", "Tonga", "Papua New Guinea", "New Zealand",
    "Madagascar", "Namibia", "Botswana", "Malawi", "Mozambique", "Cameroon",
]
TRAVEL_DEST = [
    "Peru", "Bolivia", "Ecuador", "Colombia", "Brazil", "Costa Rica", "Guatemala", "Mexico",
    "Kenya", "Tanzania", "Uganda", "Ghana", "Ethiopia", "Madagascar", "Malawi", "Senegal",
    "India", "Nepal", "Vietnam", "Cambodia", "Laos", "Thailand", "Indonesia", "Philippines",
    "Myanmar", "Sri Lanka", "Papua New Guinea", "Fiji", "Morocco", "Egypt", "Mongolia",
    "Cameroon", "Mozambique", "Namibia", "Bangladesh", "Nicaragua", "Honduras",
]

STREET_NAMES = [
    "Larkspur", "Quarry", "Alder", "Winthrop", "Mill", "Tanner", "Chancery", "Ferrier",
    "Hawthorn", "Juniper", "Old Orchard", "Coldharbour", "Mercer", "Osprey", "Brackenridge",
    "Cobble", "Founders", "Wexford", "Gatehouse", "Lantern", "Sorrel", "Kilnworth", "Merrow",
    "Paddock", "Saltmarsh", "Tamarind", "Wattle", "Banksia", "Jacaranda", "Ironbark",
    "Kookaburra", "Currawong", "Tamarack", "Birchmount", "Maplewood", "Cedarbrae", "Tidewater",
    "Prospect", "Collegiate", "University", "Scholars", "Bursary", "Regent", "Glebe", "Dean",
    "Abbotsford", "Harrowgate", "Pennant", "Rook", "Ravenscroft", "Thornfield", "Willowbank",
    "Ashgrove", "Heronsgate", "Lindenhurst", "Oakridge", "Marigold", "Foxglove", "Bramley",
    "Cloister", "Sycamore", "Elmstead", "Pinecrest", "Fairhaven", "Kestrel", "Wren", "Magnolia",
]
SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
           "Ct", "Boulevard", "Blvd", "Place", "Pl", "Way", "Terrace"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Terrace", "Gardens", "Grove", "Row",
           "Mews", "Avenue", "Walk", "Place", "Rd"],
    "CA": ["Street", "St", "Avenue", "Ave", "Crescent", "Cres", "Road", "Rd", "Drive", "Dr",
           "Boulevard", "Blvd", "Way", "Court"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Avenue", "Ave", "Crescent", "Cres",
           "Close", "Court", "Highway", "Terrace", "Tce"],
}

UNIVERSITIES = {
    "US": ["Ashford State University", "Kittredge College", "University of North Marlow",
           "Bellhaven University", "Carroway Institute of Technology", "St. Anselm's College",
           "Wrenfield University", "Tamarack State University", "Delmont College",
           "Harrowgate University", "Pinecrest Community College", "Osgood Valley College"],
    "UK": ["University of Hallowmere", "Kingsbridge University", "Aldermoor College",
           "Northfell University", "University of East Carrick", "St Brannoc's College",
           "Thornbury Metropolitan University", "Glenroth University", "University of Saltash Vale"],
    "CA": ["Lakehead Ridge University", "Maplecroft University", "University of Eastern Brantwood",
           "Saint Aurele College", "Coldwater Polytechnic", "Tamblyn University",
           "University of Fraser Narrows"],
    "AU": ["University of Kurrajong", "Banksia Coast University", "Mallee Institute of Technology",
           "Wattlegrove University", "Jarrah University", "Murrindale University",
           "Port Corella University"],
}
UNI_SHORT = {
    "Ashford State University": "ASU", "Kittredge College": "Kittredge",
    "University of North Marlow": "UNM", "Bellhaven University": "Bellhaven",
    "Carroway Institute of Technology": "CIT", "St. Anselm's College": "St. Anselm's",
    "Wrenfield University": "Wrenfield", "Tamarack State University": "Tamarack State",
    "Delmont College": "Delmont", "Harrowgate University": "Harrowgate U",
    "Pinecrest Community College": "PCC", "Osgood Valley College": "OVC",
    "University of Hallowmere": "Hallowmere", "Kingsbridge University": "KU",
    "Aldermoor College": "Aldermoor", "Northfell University": "Northfell",
    "University of East Carrick": "UEC", "St Brannoc's College": "St Brannoc's",
    "Thornbury Metropolitan University": "Thornbury Met", "Glenroth University": "Glenroth",
    "University of Saltash Vale": "USV", "Lakehead Ridge University": "LRU",
    "Maplecroft University": "Maplecroft", "University of Eastern Brantwood": "UEB",
    "Saint Aurele College": "St. Aurele", "Coldwater Polytechnic": "Coldwater Poly",
    "Tamblyn University": "Tamblyn", "University of Fraser Narrows": "UFN",
    "University of Kurrajong": "UniKurr", "Banksia Coast University": "BCU",
    "Mallee Institute of Technology": "MIT Mallee", "Wattlegrove University": "Wattlegrove",
    "Jarrah University": "Jarrah Uni", "Murrindale University": "Murrindale",
    "Port Corella University": "PCU",
}
# bases for naming the campus health service (HOSPITAL type)
HEALTH_BASES = ["Pemberton", "Hollis", "Whitlock", "Ainsley", "Corrigan", "Marsh", "Greaves",
                "Kenwood", "Tillman", "Oduya", "Rosling", "Ferncliff", "Adebayo", "Lowther"]
HEALTH_FORMS = {
    "US": ["{b} Student Health Center", "{u} Student Health Services", "{b} Health Center",
           "{u} Campus Health"],
    "UK": ["{b} Student Health Centre", "{u} Student Health Service", "{b} Medical Practice",
           "{b} University Health Centre"],
    "CA": ["{u} Student Wellness Centre", "{b} Student Health Clinic", "{u} Health Services",
           "{b} Wellness Centre"],
    "AU": ["{u} Health Service", "{b} Campus Medical Centre", "{u} Student Health Clinic",
           "{b} Uni Medical Centre"],
}
HOSPITALS = {
    "US": ["Mercy Ridge Medical Center", "St. Brigid's Hospital", "Calloway Regional Medical Center",
           "Good Shepherd Memorial Hospital", "Riverbend General Hospital", "Lakeview Community Hospital",
           "Holy Cross of the Valley Hospital", "Northpoint Behavioral Health", "Summit Urgent Care",
           "Quarry Hill Emergency Center", "Sandhurst Children's & Adult Hospital"],
    "UK": ["Northfell Royal Infirmary", "St Aldhelm's Hospital", "Hallowmere General Hospital",
           "Castle Mead Surgery", "Brookfield Medical Practice", "Priory Lane Health Centre",
           "Wexcombe Community Hospital", "Larchwood Mental Health Unit", "Queen Adela Hospital"],
    "CA": ["Lakeshore General Hospital", "St. Ignatius Health Centre", "Brantwood Regional Hospital",
           "Hotel-Dieu de Valmont", "Fraser Narrows General", "Northern Lights Community Clinic",
           "Coldwater District Hospital", "Riverside Mental Health Centre"],
    "AU": ["Kurrajong Base Hospital", "Port Corella Hospital", "St Columba's Private Hospital",
           "Jarrah Regional Health Service", "Banksia Coast Hospital", "Kingsway Family Medical Centre",
           "Murrindale Mental Health Unit", "Wattlegrove Medical Clinic"],
}
PHARMACIES = {
    "US": ["Quadrangle Pharmacy", "MedRight Pharmacy #2231", "Rexford Drug", "Campus Corner Pharmacy",
           "HealthWay Pharmacy #0417", "Baxley Apothecary", "Union Square Drug"],
    "UK": ["Bellwood Chemist", "Harbour Street Pharmacy", "Cloister Pharmacy", "Dean Lane Chemists",
           "Pharmacare Hallowmere", "Kingsbridge Campus Pharmacy"],
    "CA": ["Maplecroft Campus Pharmacy", "Tamarack Drug Mart", "Brantwood Pharmasave Plus",
           "Northshore Apothecary", "Wellcross Pharmacy"],
    "AU": ["Corella Chemist", "Wattle Street Pharmacy", "UniMed Pharmacy", "Jarrah Amcal Plus",
           "Harbourside Discount Chemist"],
}
SEXUAL_HEALTH = {
    "US": ["Willow Street Reproductive Health Center", "Open Door Sexual Health"],
    "UK": ["Riverside Sexual Health Clinic", "Clinic 44", "The Orchard Sexual Health Service"],
    "CA": ["Bay Street Sexual Health Clinic"],
    "AU": ["Corella Sexual Health Centre", "Clinic 38"],
}
EMPLOYERS = [
    "Bramble & Oak Cafe", "Northline Logistics", "Fenwick's Bookshop", "Pulse Fitness",
    "Greenleaf Grocers", "Harbourlight Cinema", "Quickbite Deliveries", "Copperpot Kitchen",
    "Tidewater Aquatic Centre", "Lumen Call Solutions", "Riverside Childcare", "Slate & Ember Bar",
    "Halden Books", "Pinewood Garden Centre", "Sunrise Aged Care", "BrightPath Tutoring",
    "Velo Couriers", "Marlowe & Finch Retail", "Oakline Warehouse", "Kettle & Crumb Bakery",
    "Caraway Hotel", "Westgate Leisure Centre", "Thistle Print Co", "Juniper Labs",
]
HIGH_SCHOOLS = [
    "Westmoor High School", "St. Cuthbert's Academy", "Ridgefield Secondary College",
    "Lakeside Collegiate Institute", "Harmon Valley High", "Kingsmead Sixth Form College",
    "Eastbrook Grammar School", "Coral Bay State High School", "Northgate Secondary School",
]
CLUBS = [
    "Varsity Rowing Club", "Kestrels Rugby Club", "Harriers Athletics Club", "Ultimate Frisbee Society",
    "Mountaineering Club", "Quidditch Society", "Boxing Club", "Dance Collective", "Sub-Aqua Club",
]
CHURCHES = ["St Alban's Parish", "Grace Fellowship Church", "Al-Noor Islamic Centre",
            "Shri Ganesha Mandir", "Temple Beth Shalom", "Riverside Vineyard Church"]

HALLS = [
    "Hendry Hall", "Okonkwo House", "Birchwood Tower", "Marlowe Court", "Carrick Residence",
    "Tennant Hall", "Ashby Hall", "Lindqvist House", "Fairweather Hall", "Ngata College",
    "Holloway Quad", "Beaumont Hall", "Greyfriars Court", "Sutton Village", "Pemberly Hall",
    "Kinross House", "Wattle Court", "Jacaranda Lodge", "Elmhurst Hall", "Mackay Residence",
    "Seacole Hall", "Fleming Tower", "Rutherford Hall", "Banneker House", "Kahlo House",
]
BUILDINGS = [
    "Harcourt Building", "Founders Library", "Abernethy Science Centre", "Lister Lecture Theatre",
    "Mendel Labs", "the Old Quad", "Clocktower Green", "Sutherland Fieldhouse", "Aquatics Centre West",
    "Gilchrist Student Union", "Parkes Sports Hall", "Bramwell Stadium", "Kilner Rink",
    "Whitby Boathouse", "Lot 7 car park", "the Hub", "Marsh Dining Hall", "Oduya Commons",
]

PROFESSIONS = [
    "barista", "lifeguard", "retail assistant", "line cook", "bartender", "delivery driver",
    "nanny", "warehouse picker", "sales associate", "waiter", "kitchen porter", "cashier",
    "swim instructor", "dog walker", "call centre agent", "support worker", "healthcare assistant",
    "security guard", "cleaner", "gym receptionist", "farmhand", "bike courier", "dishwasher",
]
REL_PROFESSIONS = [
    "nurse", "teacher", "accountant", "electrician", "software developer", "truck driver",
    "pastor", "plumber", "pharmacist", "police officer", "lawyer", "chef", "civil engineer",
    "fisherman", "miner", "shop owner", "taxi driver", "carpenter", "dentist", "farmer",
    "paramedic", "soldier", "social worker", "bus driver", "architect", "midwife", "welder",
    "hairdresser", "librarian", "firefighter", "diplomat", "imam", "surgeon", "physiotherapist",
]
MAJORS = [
    "biology", "nursing", "mechanical engineering", "economics", "history", "computer science",
    "music", "chemistry", "law", "architecture", "psychology", "physiotherapy", "medicine",
    "fine art", "mathematics", "English literature", "kinesiology", "accounting", "education",
    "marine science", "philosophy", "civil engineering", "pharmacy", "veterinary science",
]
SPORTS = [
    "women's soccer", "men's soccer", "football", "rugby union", "women's rugby", "cross country",
    "track and field", "swimming", "rowing", "ice hockey", "field hockey", "lacrosse", "basketball",
    "volleyball", "netball", "wrestling", "softball", "baseball", "tennis", "gymnastics",
    "Australian rules football", "water polo", "cheerleading", "fencing", "judo",
]
