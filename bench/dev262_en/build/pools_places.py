"""Place and organisation pools invented by author 262. City/state names are
ordinary geography; streets, hospitals, practices, employers and insurers are
invented combinations."""

def _w(s):
    return sorted(set(s.split()))

# ---- UK: (city, county/area, postcode area, nation) --------------------------
UK_CITIES = [
    ("Leeds", "West Yorkshire", "LS", "England"), ("Bradford", "West Yorkshire", "BD", "England"),
    ("Manchester", "Greater Manchester", "M", "England"), ("Salford", "Greater Manchester", "M", "England"),
    ("Sheffield", "South Yorkshire", "S", "England"), ("Bristol", "Avon", "BS", "England"),
    ("Nottingham", "Nottinghamshire", "NG", "England"), ("Leicester", "Leicestershire", "LE", "England"),
    ("Birmingham", "West Midlands", "B", "England"), ("Coventry", "West Midlands", "CV", "England"),
    ("Norwich", "Norfolk", "NR", "England"), ("Exeter", "Devon", "EX", "England"),
    ("Plymouth", "Devon", "PL", "England"), ("Newcastle upon Tyne", "Tyne and Wear", "NE", "England"),
    ("Sunderland", "Tyne and Wear", "SR", "England"), ("York", "North Yorkshire", "YO", "England"),
    ("Harrogate", "North Yorkshire", "HG", "England"), ("Brighton", "East Sussex", "BN", "England"),
    ("Oxford", "Oxfordshire", "OX", "England"), ("Cambridge", "Cambridgeshire", "CB", "England"),
    ("Derby", "Derbyshire", "DE", "England"), ("Hull", "East Riding of Yorkshire", "HU", "England"),
    ("Southampton", "Hampshire", "SO", "England"), ("Portsmouth", "Hampshire", "PO", "England"),
    ("Liverpool", "Merseyside", "L", "England"), ("Stoke-on-Trent", "Staffordshire", "ST", "England"),
    ("Reading", "Berkshire", "RG", "England"), ("Preston", "Lancashire", "PR", "England"),
    ("Lancaster", "Lancashire", "LA", "England"), ("Durham", "County Durham", "DH", "England"),
    ("Carlisle", "Cumbria", "CA", "England"), ("Ipswich", "Suffolk", "IP", "England"),
    ("Maidstone", "Kent", "ME", "England"), ("Canterbury", "Kent", "CT", "England"),
    ("Wolverhampton", "West Midlands", "WV", "England"), ("Lincoln", "Lincolnshire", "LN", "England"),
    ("Truro", "Cornwall", "TR", "England"), ("Gloucester", "Gloucestershire", "GL", "England"),
    ("Cardiff", "South Glamorgan", "CF", "Wales"), ("Swansea", "West Glamorgan", "SA", "Wales"),
    ("Wrexham", "Clwyd", "LL", "Wales"), ("Newport", "Gwent", "NP", "Wales"),
    ("Glasgow", "Lanarkshire", "G", "Scotland"), ("Edinburgh", "Midlothian", "EH", "Scotland"),
    ("Aberdeen", "Aberdeenshire", "AB", "Scotland"), ("Dundee", "Angus", "DD", "Scotland"),
    ("Inverness", "Highland", "IV", "Scotland"), ("Stirling", "Stirlingshire", "FK", "Scotland"),
    ("Belfast", "County Antrim", "BT", "Northern Ireland"), ("Derry", "County Londonderry", "BT", "Northern Ireland"),
]
UK_DISTRICTS = _w("Headingley Chapel-Allerton Didsbury Chorlton Kirkstall Roundhay Jesmond "
                  "Heaton Clifton Bedminster Hove Sneinton Harborne Moseley Ecclesall Crookes "
                  "Walkley Pollokshields Partick Leith Morningside Canton Roath Sketty "
                  "Ormeau Stranmillis Gosforth Fishponds Beeston Armley Hunslet Shipley")

# ---- US: (city, state abbr, state name, zip prefix) ------------------------------
US_CITIES = [
    ("Boston", "MA", "Massachusetts", "021"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Providence", "RI", "Rhode Island", "029"), ("Hartford", "CT", "Connecticut", "061"),
    ("Albany", "NY", "New York", "122"), ("Rochester", "NY", "New York", "146"),
    ("Brooklyn", "NY", "New York", "112"), ("Philadelphia", "PA", "Pennsylvania", "191"),
    ("Pittsburgh", "PA", "Pennsylvania", "152"), ("Baltimore", "MD", "Maryland", "212"),
    ("Richmond", "VA", "Virginia", "232"), ("Raleigh", "NC", "North Carolina", "276"),
    ("Durham", "NC", "North Carolina", "277"), ("Atlanta", "GA", "Georgia", "303"),
    ("Nashville", "TN", "Tennessee", "372"), ("Columbus", "OH", "Ohio", "432"),
    ("Cleveland", "OH", "Ohio", "441"), ("Ann Arbor", "MI", "Michigan", "481"),
    ("Grand Rapids", "MI", "Michigan", "495"), ("Madison", "WI", "Wisconsin", "537"),
    ("Minneapolis", "MN", "Minnesota", "554"), ("Rochester", "MN", "Minnesota", "559"),
    ("Chicago", "IL", "Illinois", "606"), ("Evanston", "IL", "Illinois", "602"),
    ("St. Louis", "MO", "Missouri", "631"), ("Omaha", "NE", "Nebraska", "681"),
    ("Denver", "CO", "Colorado", "802"), ("Boulder", "CO", "Colorado", "803"),
    ("Salt Lake City", "UT", "Utah", "841"), ("Phoenix", "AZ", "Arizona", "850"),
    ("Tucson", "AZ", "Arizona", "857"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Austin", "TX", "Texas", "787"), ("Houston", "TX", "Texas", "770"),
    ("San Antonio", "TX", "Texas", "782"), ("Seattle", "WA", "Washington", "981"),
    ("Spokane", "WA", "Washington", "992"), ("Portland", "OR", "Oregon", "972"),
    ("Sacramento", "CA", "California", "958"), ("Oakland", "CA", "California", "946"),
    ("San Diego", "CA", "California", "921"), ("Fresno", "CA", "California", "937"),
    ("Burlington", "VT", "Vermont", "054"), ("Portland", "ME", "Maine", "041"),
    ("Louisville", "KY", "Kentucky", "402"), ("Birmingham", "AL", "Alabama", "352"),
    ("New Orleans", "LA", "Louisiana", "701"), ("Tampa", "FL", "Florida", "336"),
]

# ---- Canada: (city, prov abbr, prov name, postal first letter) -------------------
CA_CITIES = [
    ("Toronto", "ON", "Ontario", "M"), ("Ottawa", "ON", "Ontario", "K"),
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"),
    ("Kingston", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"),
    ("Mississauga", "ON", "Ontario", "L"), ("Vancouver", "BC", "British Columbia", "V"),
    ("Victoria", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"),
    ("Winnipeg", "MB", "Manitoba", "R"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Regina", "SK", "Saskatchewan", "S"), ("Montreal", "QC", "Quebec", "H"),
    ("Quebec City", "QC", "Quebec", "G"), ("Sherbrooke", "QC", "Quebec", "J"),
    ("Halifax", "NS", "Nova Scotia", "B"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Fredericton", "NB", "New Brunswick", "E"), ("St. John's", "NL", "Newfoundland and Labrador", "A"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Thunder Bay", "ON", "Ontario", "P"),
]

# ---- Ireland: (town, county, eircode routing key) --------------------------------
IE_TOWNS = [
    ("Dublin", "Dublin", "D08"), ("Dublin", "Dublin", "D04"), ("Dublin", "Dublin", "D15"),
    ("Swords", "Dublin", "K67"), ("Cork", "Cork", "T12"), ("Mallow", "Cork", "P51"),
    ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"), ("Limerick", "Limerick", "V94"),
    ("Waterford", "Waterford", "X91"), ("Kilkenny", "Kilkenny", "R95"), ("Sligo", "Sligo", "F91"),
    ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"), ("Tralee", "Kerry", "V92"),
    ("Ennis", "Clare", "V95"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
    ("Navan", "Meath", "C15"), ("Naas", "Kildare", "W91"), ("Wexford", "Wexford", "Y35"),
    ("Castlebar", "Mayo", "F23"), ("Carlow", "Carlow", "R93"), ("Portlaoise", "Laois", "R32"),
    ("Mullingar", "Westmeath", "N91"), ("Bray", "Wicklow", "A98"),
]

STREET_STEMS = _w(
    "Elm Oak Mill Church Station Victoria Albert Park Chapel Meadow Orchard Willow Beech "
    "Hawthorn Cromwell Belvedere Larkspur Heather Foxglove Kestrel Heron Linden Maple "
    "Juniper Rowan Alder Sycamore Chestnut Holly Ivy Laurel Bramble Clover Primrose "
    "Granby Ashgrove Fairview Highfield Kingsley Moorland Northcote Oakfield Parkside "
    "Queensway Redcliffe Southgate Thornhill Westbourne Abbey Castle Harbour Lake "
    "Riverside Brook Spring Glen Ridge Summit Pioneer Cedar Aspen Magnolia Sequoia "
    "Tamarack Birch Poplar Wentworth Ferncliffe Lavender Marigold Cypress Dogwood")
UK_STREET_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove",
                    "Way", "Terrace", "Gardens", "Place", "Mews", "Court", "Rise", "View"]
US_STREET_SUFFIX = ["St", "Street", "Ave", "Avenue", "Blvd", "Rd", "Road", "Dr", "Drive", "Ln",
                    "Ct", "Way", "Pkwy", "Pl", "Terrace", "Circle"]
CA_STREET_SUFFIX = ["Street", "St.", "Avenue", "Ave.", "Road", "Rd.", "Drive", "Crescent",
                    "Boulevard", "Court", "Way", "Lane", "Trail", "Gate"]
IE_STREET_SUFFIX = ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Heights", "Close",
                    "Drive", "Court", "Crescent", "View", "Manor", "Green"]

# invented place-like stems for institution names
INST_STEMS = _w(
    "Ashbourne Kingsmere Thornbury Wrexley Hallowfield Brackenridge Calderbrook Eastmoor "
    "Fernleigh Glenmorrow Harrowden Ivybridge Larchmont Marlow Northvale Oakhurst "
    "Pendleford Quarryhill Ravensworth Silverdale Tamworth-Cross Upperbeck Westholme "
    "Yardley-Green Coldharbour Beaconsfield Millbrook Stonebridge Whitcombe Ambleside "
    "Briarwood Lakemont Pinecrest Riverbend Cedar-Hollow Highbridge Fairhaven Clearwater "
    "Hollis Maplewood Greystone Redwater Lochaven Corrib-Vale Slaneyside Ardmore Kilbrack "
    "Bellmoor Dunleary Carrowmore Ballinreagh Tullagh")
SAINTS = _w("Aldhelm Brigid Columba Cuthbert Hilda Oswald Piran Teilo Finbarr Kevin Ita "
            "Bartholomew Jude Monica Vincent Agnes Raphael Clement Anselm Winifred")

HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "Community Hospital",
           "District General Hospital", "Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital", "University Hospital",
           "Health", "Community Hospital"],
    "CA": ["General Hospital", "Health Sciences Centre", "Regional Health Centre", "Hospital",
           "Memorial Hospital", "Rehabilitation Centre"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital",
           "Community Nursing Unit"],
}
TRUST_SUFFIX = {
    "UK": ["NHS Foundation Trust", "Teaching Hospitals NHS Trust", "Health Board",
           "Community Healthcare NHS Trust"],
    "US": ["Health System", "Healthcare", "Medical Group", "Physicians Network"],
    "CA": ["Health Network", "Health Authority", "Health Alliance"],
    "IE": ["Hospital Group", "Community Healthcare Organisation"],
}
POSTCOVID_SERVICE = {
    "UK": ["Post-COVID Assessment Service", "Long COVID Service", "Post-COVID Rehabilitation Hub",
           "Fatigue and Long COVID Clinic", "ME/CFS Service"],
    "US": ["Post-COVID Recovery Clinic", "Post-Acute COVID Syndrome Clinic",
           "Long COVID & Fatigue Center", "Dysautonomia Clinic", "PASC Program"],
    "CA": ["Post-COVID-19 Condition Clinic", "Long COVID Rehabilitation Program",
           "Complex Chronic Diseases Program", "Post-Viral Recovery Clinic"],
    "IE": ["Post-COVID Clinic", "Long COVID Service", "Post-Viral Fatigue Clinic"],
}
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Family Practice"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Community Health Center",
           "Family Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre", "Primary Care Centre"],
}
PHARMACY_SUFFIX = ["Pharmacy", "Chemist", "Pharmacy & Wellness", "Drug Mart", "Apothecary"]
WARD_NAMES = _w("Rowan Beech Willow Heron Kestrel Osprey Lavender Bluebell Primrose Juniper "
                "Aspen Cedar Larch Fern Harebell Thistle Shamrock Tamarind Orchid Linnet")

EMPLOYER_HEADS = _w(
    "Greyfield Marlowe Northpoint Tesson Brightwater Ridgeway Kinloch Harbourside Atlas "
    "Bluestone Copperleaf Driftwood Evergreen Falconer Goldcrest Hearthstone Ironbridge "
    "Juniper Kestrel Lodestar Meridian Nettlefold Oakline Pembury Quayside Redfern "
    "Sandpiper Tidewater Unity Vantage Wolfram Yewtree Zephyr Alderman Burnside Calloway")
EMPLOYER_TAILS = [
    "Logistics", "Foods Ltd", "Call Centre", "Solicitors LLP", "Academy", "Primary School",
    "High School", "Engineering", "Construction", "Insurance Services", "Bank", "Credit Union",
    "Hotel Group", "Retail Park", "Distribution Centre", "Software", "Analytics", "Care Homes",
    "Housing Association", "Transport", "Bus Company", "Manufacturing", "Dental Group",
    "Veterinary Practice", "Media", "Architects", "Accountants", "Recruitment", "Security",
    "Energy", "Telecom", "Pharmaceuticals", "Brewery", "Bakery", "Garden Centre", "Leisure Centre",
]
COUNCIL_TAILS = ["City Council", "County Council", "Borough Council", "School District",
                 "Board of Education", "County Council Education Service"]
UNIVERSITY_FMT = ["University of {s}", "{s} University", "{s} College", "{s} Institute of Technology"]

INSURERS = {
    "UK": _w("Aldgate-Mutual Kestrel-Life Wyvern-Assurance Pennine-Protect Thamesgate-Income-Cover "
             "Harbour-Friendly-Society Caledon-Life"),
    "US": _w("Bluewater-Health-Plan Summit-Crest-Insurance Pinnacle-Disability-Mutual "
             "Lakeshore-Benefit-Administrators Prairie-Star-Health Keystone-Union-Life "
             "Cascadia-Care-Plan Gulfline-Health"),
    "CA": _w("Maple-Shield-Life Northern-Cross-Benefits Boreal-Assurance Laurentian-Mutual "
             "Pacific-Crest-Group-Benefits Prairie-Wheat-Life"),
    "IE": _w("Liffey-Health-Insurance Corrib-Life Shannonside-Assurance Atlantic-Way-Health "
             "Boyne-Income-Protection"),
}

SUPPORT_GROUPS = _w("Pacers-Together Spoonie-Circle Second-Wind-Collective Slow-Lane-Support "
                    "Resting-Hearts Long-Haul-Friends Lanterns-Peer-Group")

PROFESSIONS = [
    "secondary school teacher", "primary school teacher", "teaching assistant", "HGV driver",
    "bus driver", "delivery driver", "software developer", "data analyst", "paramedic",
    "care assistant", "healthcare assistant", "staff nurse", "ICU nurse", "midwife",
    "hairdresser", "accountant", "chef", "warehouse operative", "forklift operator",
    "police officer", "solicitor", "pharmacy technician", "retail assistant", "barista",
    "electrician", "plumber", "civil servant", "social worker", "architect", "journalist",
    "university lecturer", "graphic designer", "dental nurse", "veterinary nurse",
    "call centre agent", "postal worker", "firefighter", "childminder", "farmer",
    "carpenter", "project manager", "HR advisor", "payroll clerk", "receptionist",
    "cabin crew member", "laboratory technician", "sonographer", "physiotherapist",
    "mechanic", "musician", "personal trainer", "yoga instructor", "nursery nurse",
    "speech and language therapist", "occupational therapist", "pharmacist", "GP",
    "junior doctor", "radiographer", "cleaner", "security guard", "estate agent",
    "engineer", "civil engineer", "mechanical engineer", "stonemason", "bricklayer",
    "landscape gardener", "librarian", "museum curator", "sales executive",
    "customer service advisor", "store manager", "bank cashier", "insurance underwriter",
    "research scientist", "PhD researcher", "carer", "dog groomer", "tattoo artist",
    "scaffolder", "train conductor", "air traffic controller", "nail technician",
    "registered nurse", "respiratory therapist", "medical assistant", "line cook",
    "truck driver", "school bus driver", "middle school teacher", "public defender",
    "paralegal", "dental hygienist", "personal support worker", "early childhood educator",
    "youth worker", "fitness instructor", "kitchen porter", "bar manager", "web designer",
]
PROF_US = {"HGV driver": "truck driver", "staff nurse": "registered nurse",
           "secondary school teacher": "high school teacher", "GP": "family physician",
           "junior doctor": "resident physician", "postal worker": "mail carrier",
           "solicitor": "attorney", "chef": "line cook", "healthcare assistant": "CNA"}
PROF_CA = {"HGV driver": "long-haul trucker", "healthcare assistant": "personal support worker",
           "GP": "family physician", "solicitor": "lawyer"}

COUNTRIES_ELSEWHERE = [
    "Nigeria", "Poland", "India", "Pakistan", "Jamaica", "Philippines", "Portugal", "Spain",
    "Italy", "Romania", "Ghana", "Somalia", "Vietnam", "China", "Brazil", "Mexico", "Kenya",
    "Iran", "Turkey", "Lithuania", "Greece", "Germany", "France", "Australia", "New Zealand",
    "South Africa", "Zimbabwe", "Sri Lanka", "Bangladesh", "Hong Kong", "Morocco", "Egypt",
    "Ukraine", "Latvia", "Thailand", "Colombia", "Peru", "Trinidad and Tobago", "Cyprus",
    "Malta", "Iceland", "Norway", "the Netherlands", "Japan", "South Korea", "Eritrea",
]
HOME_COUNTRY_FORMS = {
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales", "Northern Ireland"],
    "US": ["USA", "United States", "U.S.A."],
    "CA": ["Canada"],
    "IE": ["Ireland", "Republic of Ireland"],
}

BUILDINGS = _w("Jubilee-Wing Ashdown-Building Marsden-Pavilion Victoria-Wing Harland-House "
               "Kenwood-Block Lister-Building Founders-Pavilion Riverside-Annex Maple-Tower "
               "Cedar-Court Beacon-House Tower-B North-Wing South-Pavilion Garden-Wing")
