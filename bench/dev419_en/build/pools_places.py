"""Place, organisation and occupation pools written for dev419.
Towns are real places; every hospital, practice, employer and building is invented."""

# (town, county, postcode area)
UK_CITIES = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
    ("Derby", "Derbyshire", "DE"), ("Leicester", "Leicestershire", "LE"), ("Norwich", "Norfolk", "NR"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Swindon", "Wiltshire", "SN"), ("Reading", "Berkshire", "RG"), ("Luton", "Bedfordshire", "LU"),
    ("Stockport", "Greater Manchester", "SK"), ("Wigan", "Greater Manchester", "WN"), ("Bolton", "Greater Manchester", "BL"),
    ("Preston", "Lancashire", "PR"), ("Lancaster", "Lancashire", "LA"), ("Carlisle", "Cumbria", "CA"),
    ("Durham", "County Durham", "DH"), ("Sunderland", "Tyne and Wear", "SR"), ("Hull", "East Riding of Yorkshire", "HU"),
    ("York", "North Yorkshire", "YO"), ("Harrogate", "North Yorkshire", "HG"), ("Lincoln", "Lincolnshire", "LN"),
    ("Coventry", "West Midlands", "CV"), ("Walsall", "West Midlands", "WS"), ("Dudley", "West Midlands", "DY"),
    ("Telford", "Shropshire", "TF"), ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR"),
    ("Worcester", "Worcestershire", "WR"), ("Gloucester", "Gloucestershire", "GL"), ("Bath", "Somerset", "BA"),
    ("Wells", "Somerset", "BA"), ("Street", "Somerset", "BA"), ("Taunton", "Somerset", "TA"),
    ("Poole", "Dorset", "BH"), ("Salisbury", "Wiltshire", "SP"), ("Winchester", "Hampshire", "SO"),
    ("Guildford", "Surrey", "GU"), ("Crawley", "West Sussex", "RH"), ("Hastings", "East Sussex", "TN"),
    ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"), ("Deal", "Kent", "CT"), ("Sandwich", "Kent", "CT"),
    ("Colchester", "Essex", "CO"), ("Ipswich", "Suffolk", "IP"), ("March", "Cambridgeshire", "PE"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Bedford", "Bedfordshire", "MK"), ("Ware", "Hertfordshire", "SG"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
    ("Bangor", "Gwynedd", "LL"), ("Glasgow", "Lanarkshire", "G"), ("Paisley", "Renfrewshire", "PA"),
    ("Dundee", "Angus", "DD"), ("Perth", "Perthshire", "PH"), ("Inverness", "Highland", "IV"),
    ("Aberdeen", "Aberdeenshire", "AB"), ("Stirling", "Stirlingshire", "FK"), ("Kirkcaldy", "Fife", "KY"),
    ("Lisburn", "County Antrim", "BT"), ("Newry", "County Down", "BT"), ("Hope", "Derbyshire", "S"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Barnsley", "South Yorkshire", "S"), ("Rochdale", "Greater Manchester", "OL"),
]

# (city, state abbreviation, state name, zip3)
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Normal", "IL", "Illinois", "617"), ("Dayton", "OH", "Ohio", "454"),
    ("Akron", "OH", "Ohio", "443"), ("Toledo", "OH", "Ohio", "436"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Omaha", "NE", "Nebraska", "681"), ("Boise", "ID", "Idaho", "837"), ("Fresno", "CA", "California", "937"),
    ("Tacoma", "WA", "Washington", "984"), ("Spokane", "WA", "Washington", "992"), ("Madison", "WI", "Wisconsin", "537"),
    ("Lansing", "MI", "Michigan", "489"), ("Albany", "NY", "New York", "122"), ("Syracuse", "NY", "New York", "132"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Hartford", "CT", "Connecticut", "061"), ("Trenton", "NJ", "New Jersey", "086"),
    ("Richmond", "VA", "Virginia", "232"), ("Raleigh", "NC", "North Carolina", "276"), ("Columbia", "SC", "South Carolina", "292"),
    ("Savannah", "GA", "Georgia", "314"), ("Mobile", "AL", "Alabama", "366"), ("Jackson", "MS", "Mississippi", "392"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Lubbock", "TX", "Texas", "794"), ("El Paso", "TX", "Texas", "799"),
    ("Tucson", "AZ", "Arizona", "857"), ("Reno", "NV", "Nevada", "895"), ("Provo", "UT", "Utah", "846"),
    ("Billings", "MT", "Montana", "591"), ("Fargo", "ND", "North Dakota", "581"), ("Sioux Falls", "SD", "South Dakota", "571"),
    ("Des Moines", "IA", "Iowa", "503"), ("Wichita", "KS", "Kansas", "672"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Hope", "AR", "Arkansas", "718"), ("Knoxville", "TN", "Tennessee", "379"), ("Lexington", "KY", "Kentucky", "405"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("Rochester", "MN", "Minnesota", "559"), ("Duluth", "MN", "Minnesota", "558"),
    ("Burlington", "VT", "Vermont", "054"), ("Portland", "ME", "Maine", "041"), ("Independence", "MO", "Missouri", "640"),
    ("Eureka", "CA", "California", "955"), ("Scranton", "PA", "Pennsylvania", "185"), ("Erie", "PA", "Pennsylvania", "165"),
]

# (town, county, eircode routing key)
IE_TOWNS = [
    ("Athlone", "Westmeath", "N37"), ("Mullingar", "Westmeath", "N91"), ("Tullamore", "Offaly", "R35"),
    ("Ennis", "Clare", "V95"), ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Sligo", "Sligo", "F91"),
    ("Letterkenny", "Donegal", "F92"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
    ("Navan", "Meath", "C15"), ("Naas", "Kildare", "W91"), ("Carlow", "Carlow", "R93"), ("Kilkenny", "Kilkenny", "R95"),
    ("Wexford", "Wexford", "Y35"), ("Waterford", "Waterford", "X91"), ("Clonmel", "Tipperary", "E91"),
    ("Nenagh", "Tipperary", "E45"), ("Castlebar", "Mayo", "F23"), ("Ballina", "Mayo", "F26"),
    ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"), ("Mallow", "Cork", "P51"), ("Bandon", "Cork", "P72"),
]

# (city, province abbreviation, province name, first postal letter)
CA_CITIES = [
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"), ("Kingston", "ON", "Ontario", "K"),
    ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"), ("Windsor", "ON", "Ontario", "N"),
    ("Guelph", "ON", "Ontario", "N"), ("Halifax", "NS", "Nova Scotia", "B"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Fredericton", "NB", "New Brunswick", "E"), ("Saskatoon", "SK", "Saskatchewan", "S"), ("Regina", "SK", "Saskatchewan", "S"),
    ("Brandon", "MB", "Manitoba", "R"), ("Winnipeg", "MB", "Manitoba", "R"), ("Red Deer", "AB", "Alberta", "T"),
    ("Lethbridge", "AB", "Alberta", "T"), ("Kelowna", "BC", "British Columbia", "V"), ("Kamloops", "BC", "British Columbia", "V"),
    ("Nanaimo", "BC", "British Columbia", "V"), ("Sherbrooke", "QC", "Quebec", "J"), ("Charlottetown", "PE", "Prince Edward Island", "C"),
]

# (city, state abbreviation, state name, postcode)
AU_CITIES = [
    ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"), ("Geelong", "VIC", "Victoria", "3220"),
    ("Mildura", "VIC", "Victoria", "3500"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Dubbo", "NSW", "New South Wales", "2830"),
    ("Wagga Wagga", "NSW", "New South Wales", "2650"), ("Orange", "NSW", "New South Wales", "2800"),
    ("Toowoomba", "QLD", "Queensland", "4350"), ("Cairns", "QLD", "Queensland", "4870"), ("Townsville", "QLD", "Queensland", "4810"),
    ("Launceston", "TAS", "Tasmania", "7250"), ("Hobart", "TAS", "Tasmania", "7000"), ("Bunbury", "WA", "Western Australia", "6230"),
    ("Geraldton", "WA", "Western Australia", "6530"), ("Darwin", "NT", "Northern Territory", "0800"),
    ("Mount Gambier", "SA", "South Australia", "5290"), ("Whyalla", "SA", "South Australia", "5600"),
]

STREET_WORDS = [
    "Mill", "Church", "Station", "Victoria", "Park", "High", "Queen", "King", "Elm", "Oak", "Ash", "Beech",
    "Maple", "Cedar", "Willow", "Holly", "Orchard", "Meadow", "Brook", "Castle", "Abbey", "Priory", "Chapel",
    "Market", "Bridge", "Water", "North", "South", "Manor", "Grange", "Woodland", "Heather", "Rowan", "Larch",
    "Albert", "Nelson", "Windsor", "Granville", "Cromwell", "Jubilee", "Coronation", "Fairview", "Sunnyside",
    "Lincoln", "Washington", "Jefferson", "Franklin", "Lakeview", "Ridge", "Prairie", "Pine", "Spruce", "Hickory",
    "Tannery", "Foundry", "Ropewalk", "Kiln", "Quarry", "Colliery", "Gasworks", "Dyers", "Weavers", "Coopers",
]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Drive", "Crescent", "Way", "Gardens", "Terrace",
             "Grove", "Court", "Place", "Mews", "Walk", "Rise", "View"]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Rd", "Road", "Ln", "Ct", "Way", "Pl", "Terrace", "Pkwy"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Court", "Place", "Highway"]
IE_SUFFIX = ["Road", "Street", "Avenue", "Park", "Lawns", "Grove", "Heights", "Drive", "Close", "Court"]
HOUSE_NAMES = ["Rose Cottage", "The Willows", "Hillcrest", "Ty Gwyn", "Orchard House", "Lark Rise",
               "Meadowbank", "The Old Forge", "Ashgrove", "Glenview"]

# invented stems for hospitals, practices and employers
STEM_A = ["Ash", "Oak", "Elm", "Thorn", "Raven", "Hollin", "Whit", "Brack", "Fern", "Kestrel", "Lark", "Mere",
          "Stan", "Wen", "Haver", "Calder", "Alder", "Birch", "Cran", "Dun", "Har", "Kings", "Marl", "Pen",
          "Rother", "Sand", "Tarn", "Wyn", "Holm", "Ember"]
STEM_B = ["field", "brook", "combe", "mere", "wood", "ford", "leigh", "bury", "dale", "gate", "haven", "wick",
          "stow", "ton", "moor", "holme", "worth", "ridge", "cliffe", "by"]
SAINTS = ["Aldhelm", "Brendan", "Columba", "Cuthbert", "Hilda", "Wilfrid", "Brigid", "Kevin", "Piran", "Dunstan",
          "Oswald", "Finbarr", "Aidan", "Ita", "Chad", "Frideswide", "Ninian", "Kentigern", "Teilo", "Non"]

HOSP_TPL = {
    "UK": ["{S} General Hospital", "{S} Royal Infirmary", "{S} University Hospital", "St {T}'s Hospital",
           "{S} Heart and Lung Centre", "Royal {S} Hospital", "{S} District General"],
    "US": ["{S} Regional Medical Center", "Mercy {S} Hospital", "{S} Memorial Hospital", "St. {T}'s Medical Center",
           "{S} Heart Institute", "{S} Valley Health", "{S} University Medical Center"],
    "IE": ["St {T}'s University Hospital", "{S} Regional Hospital", "Mercy {S} University Hospital", "{S} General Hospital"],
    "CA": ["{S} Health Sciences Centre", "{S} General Hospital", "St. {T}'s Healthcare", "{S} Regional Health Centre"],
    "AU": ["{S} Base Hospital", "{S} Health", "{S} Private Hospital", "St {T}'s Hospital", "{S} District Hospital"],
}
PRACTICE_TPL = {
    "UK": ["{S} Medical Practice", "{W} Street Surgery", "{S} Health Centre", "The {S} Partnership", "{W} Road Surgery"],
    "US": ["{S} Family Medicine", "{S} Primary Care Associates", "{S} Internal Medicine Group", "{W} Street Clinic"],
    "IE": ["{S} Medical Centre", "{W} Street Surgery", "{S} Family Practice"],
    "CA": ["{S} Family Health Team", "{S} Medical Clinic", "{W} Street Family Practice"],
    "AU": ["{S} Medical Centre", "{W} Street General Practice", "{S} Family Clinic"],
}
WARD_NAMES = ["Holly Ward", "Cedar Ward", "Ward 7B", "Ward 22", "Nightingale Ward", "Kestrel Ward", "Ward 4C",
              "Rowan Unit", "Larch Ward", "Ward 31", "Heron Ward", "Cardiac Day Unit Bay 2", "Osprey Ward", "Ward 6A"]
EMPLOYER_TPL = ["{S} Logistics Ltd", "{N} and Sons Builders", "{S} Haulage", "{S} Borough Council", "{S} Academy",
                "{S} Primary School", "St {T}'s Church", "{S} Golf Club", "{S} Bus Company", "{S} Foods",
                "{S} Construction", "{S} Steel Fabrication", "{S} Taxis", "{S} Freight", "{S} Dairies",
                "{S} Engineering", "{S} Community College", "{N} Accountants", "{S} Garden Centre", "{S} Credit Union",
                "{S} Rail Services", "{S} Fire and Rescue", "{S} Care Services", "{S} Quarry Products", "{S} Leisure Centre"]
US_EMPLOYER_TPL = ["{S} Trucking Inc", "{S} Public Schools", "{S} Manufacturing", "{N} Electric", "{S} Community Church",
                   "{S} Transit Authority", "{N} Roofing LLC", "{S} Distribution Center", "{S} County Sheriff's Office",
                   "{S} Poultry Farms", "{S} Health Plan"]
PHARM_TPL = ["{S} Pharmacy", "{W} Road Chemist", "{S} Community Pharmacy"]
LANDMARKS = ["the Riverside Leisure Centre", "Marketgate Shopping Centre", "the Corn Exchange", "Kingsway Retail Park",
             "the Old Town Hall", "Brackmoor Bowling Club", "Ember Street Mosque", "the Pavilion Theatre",
             "Lakeside Bingo Hall", "Alderford Cricket Ground", "the Jubilee Library", "Holmfield Park bandstand",
             "Greyfriars Car Park", "Westgate Bus Station", "the Arndale Precinct", "Harbourside Marina"]
INSURERS_US = ["Blue Harbor Health Plan", "Keystone Mutual", "Prairie Shield Health", "Union Cardinal Benefits",
               "Granite State Medical Assurance", "Lakeshore Care Plan"]
INSURERS_IE = ["Corrib Health Insurance", "Shannon Mutual Health"]
INSURERS_AU = ["Southern Cross Health Fund", "Coralbay Health Members Fund"]

COUNTRIES = ["Portugal", "Spain", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Jamaica",
             "the Philippines", "Vietnam", "Greece", "Cyprus", "Turkey", "Italy", "Lithuania", "Romania", "Somalia",
             "Kenya", "Zimbabwe", "Sri Lanka", "China", "Brazil", "Mexico", "Canada", "Australia", "New Zealand",
             "Ireland", "France", "Germany", "Thailand", "Egypt", "Morocco", "Iran", "Iraq", "Syria", "Jordan",
             "Chad", "Malta", "Croatia", "Tenerife", "Scotland"]
# Tenerife and Scotland are kept out of the random draws (see TRAVEL); only true countries are drawn.
TRAVEL = [c for c in COUNTRIES if c not in ("Tenerife", "Scotland")]
COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "IE": "Ireland", "CA": "Canada", "AU": "Australia"}

PROFESSIONS = [
    "HGV driver", "lorry driver", "bus driver", "taxi driver", "forklift operator", "crane operator", "electrician",
    "welder", "scaffolder", "roofer", "farmer", "teacher", "primary school teacher", "nurse", "care assistant",
    "accountant", "solicitor", "software engineer", "chef", "postman", "police officer", "firefighter",
    "airline pilot", "train driver", "warehouse operative", "shop assistant", "hairdresser", "plumber", "joiner",
    "mechanic", "miner", "civil servant", "cleaner", "security guard", "dentist", "bricklayer", "paramedic",
    "pharmacist", "librarian", "lecturer", "fisherman", "postwoman", "bank clerk", "truck driver", "lineman",
    "delivery driver", "courier", "butcher", "baker", "gardener", "carpenter", "social worker", "architect",
    "veterinary nurse", "dental hygienist", "machinist", "steel erector", "sheet metal worker", "bar manager",
]
RETIRED_PROFESSIONS = ["teacher", "miner", "engineer", "nurse", "bus driver", "postman", "farmer", "shipbuilder",
                       "civil servant", "accountant", "factory worker", "secretary", "police officer", "merchant seaman",
                       "headmistress", "steelworker", "dockworker", "seamstress", "publican", "GP receptionist"]
# occupations with driving or EMI relevance used in driving/device advice
DRIVING_PROFESSIONS = ["HGV driver", "bus driver", "taxi driver", "delivery driver", "coach driver",
                       "forklift operator", "truck driver", "courier", "train driver", "ambulance driver"]
EMI_PROFESSIONS = ["welder", "electrician", "lineman", "arc welder", "MRI radiographer", "sheet metal worker",
                   "power station technician", "induction furnace operator"]
