"""Place and organisation pools for dev433_en.

Towns, counties, states and countries are real place names; every hospital,
practice, ward, employer, school, charity, insurer and other organisation is
invented for this set.
"""

CITIES = {
    "GB": ["Wigan", "Barnsley", "Taunton", "Kendal", "Ipswich", "Hexham", "Rochdale", "Bury",
           "Halifax", "Huddersfield", "Doncaster", "Rotherham", "Chesterfield", "Mansfield",
           "Grantham", "Lincoln", "Boston", "Spalding", "King's Lynn", "Thetford", "Bideford",
           "Truro", "Penzance", "Yeovil", "Shrewsbury", "Telford", "Ludlow", "Hereford",
           "Worcester", "Kidderminster", "Stafford", "Leek", "Buxton", "Macclesfield",
           "Warrington", "St Helens", "Southport", "Blackburn", "Burnley", "Lancaster",
           "Morecambe", "Whitehaven", "Carlisle", "Darlington", "Hartlepool", "Stockton-on-Tees",
           "Whitby", "Scarborough", "Harrogate", "Ripon", "Selby", "Goole", "Grimsby", "Hull",
           "Bridlington", "Swansea", "Llanelli", "Wrexham", "Bangor", "Aberystwyth", "Newport",
           "Paisley", "Kilmarnock", "Dumfries", "Perth", "Stirling", "Inverness", "Dundee",
           "Colchester", "Chelmsford", "Basildon", "Luton", "Bedford", "Swindon", "Reading",
           "Slough", "Crawley", "Hastings", "Eastbourne", "Margate", "Dover", "Ashford",
           "Hebden Bridge", "Market Harborough", "Newton Abbot", "Bishop's Stortford", "Street"],
    "IE": ["Dublin", "Cork", "Galway", "Limerick", "Waterford", "Athlone", "Tralee", "Sligo",
           "Letterkenny", "Drogheda", "Dundalk", "Navan", "Mullingar", "Ennis", "Kilkenny",
           "Wexford", "Carlow", "Castlebar", "Clonmel", "Tullamore", "Portlaoise", "Bray",
           "Naas", "Cavan", "Monaghan", "Longford", "Killarney", "Nenagh"],
    "AU": ["Parramatta", "Penrith", "Wollongong", "Newcastle", "Geelong", "Ballarat", "Bendigo",
           "Townsville", "Cairns", "Toowoomba", "Mackay", "Bunbury", "Fremantle", "Mandurah",
           "Launceston", "Hobart", "Devonport", "Mount Gambier", "Whyalla", "Dubbo", "Orange",
           "Wagga Wagga", "Albury", "Shepparton", "Mildura", "Rockhampton", "Bundaberg", "Geraldton"],
    "US": ["Springfield", "Dayton", "Akron", "Toledo", "Fresno", "Tacoma", "Spokane", "Boise",
           "Lansing", "Flint", "Peoria", "Joliet", "Erie", "Scranton", "Albany", "Syracuse",
           "Worcester", "Lowell", "Hartford", "Providence", "Duluth", "Fargo", "Omaha", "Tulsa",
           "Amarillo", "Lubbock", "Savannah", "Macon", "Chattanooga", "Knoxville"],
    "CA": ["Hamilton", "London", "Kingston", "Sudbury", "Thunder Bay", "Guelph", "Barrie",
           "Oshawa", "Moncton", "Fredericton", "Saint John", "Halifax", "Sydney", "Truro",
           "Red Deer", "Lethbridge", "Kelowna", "Kamloops", "Nanaimo", "Regina", "Saskatoon",
           "Brandon", "Sherbrooke", "Gatineau"],
}

# counties (annotated CITY per the guideline) used in some UK / Irish addresses
COUNTIES = {
    "GB": ["Lancashire", "West Yorkshire", "Somerset", "Cumbria", "Suffolk", "Northumberland",
           "Lincolnshire", "Shropshire", "Kent", "Essex", "Devon", "Cornwall", "Derbyshire",
           "Staffordshire", "Norfolk", "North Yorkshire", "East Sussex", "Wiltshire"],
    "IE": ["Co. Galway", "Co. Cork", "Co. Kerry", "Co. Mayo", "Co. Donegal", "Co. Meath",
           "Co. Clare", "Co. Wexford", "Co. Tipperary", "Co. Offaly", "Co. Kildare"],
}

STATES = {
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("Tasmania", "TAS"), ("South Australia", "SA")],
    "US": [("Ohio", "OH"), ("California", "CA"), ("Washington", "WA"), ("Idaho", "ID"),
           ("Michigan", "MI"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("New York", "NY"),
           ("Massachusetts", "MA"), ("Connecticut", "CT"), ("Rhode Island", "RI"),
           ("Minnesota", "MN"), ("North Dakota", "ND"), ("Nebraska", "NE"), ("Oklahoma", "OK"),
           ("Texas", "TX"), ("Georgia", "GA"), ("Tennessee", "TN")],
    "CA": [("Ontario", "ON"), ("New Brunswick", "NB"), ("Nova Scotia", "NS"), ("Alberta", "AB"),
           ("British Columbia", "BC"), ("Saskatchewan", "SK"), ("Manitoba", "MB"), ("Quebec", "QC")],
}

STATE_CITIES = {
    "AU": {"NSW": ["Parramatta", "Penrith", "Wollongong", "Newcastle", "Dubbo", "Orange",
                   "Wagga Wagga", "Albury"],
           "VIC": ["Geelong", "Ballarat", "Bendigo", "Shepparton", "Mildura"],
           "QLD": ["Townsville", "Cairns", "Toowoomba", "Mackay", "Rockhampton", "Bundaberg"],
           "WA": ["Bunbury", "Fremantle", "Mandurah", "Geraldton"],
           "TAS": ["Launceston", "Hobart", "Devonport"], "SA": ["Mount Gambier", "Whyalla"]},
    "US": {"OH": ["Springfield", "Dayton", "Akron", "Toledo"], "CA": ["Fresno"],
           "WA": ["Tacoma", "Spokane"], "ID": ["Boise"], "MI": ["Lansing", "Flint"],
           "IL": ["Peoria", "Joliet", "Springfield"], "PA": ["Erie", "Scranton"],
           "NY": ["Albany", "Syracuse"], "MA": ["Worcester", "Lowell", "Springfield"],
           "CT": ["Hartford"], "RI": ["Providence"], "MN": ["Duluth"], "ND": ["Fargo"],
           "NE": ["Omaha"], "OK": ["Tulsa"], "TX": ["Amarillo", "Lubbock"],
           "GA": ["Savannah", "Macon"], "TN": ["Chattanooga", "Knoxville"]},
    "CA": {"ON": ["Hamilton", "London", "Kingston", "Sudbury", "Thunder Bay", "Guelph",
                  "Barrie", "Oshawa"], "NB": ["Moncton", "Fredericton", "Saint John"],
           "NS": ["Halifax", "Sydney", "Truro"], "AB": ["Red Deer", "Lethbridge"],
           "BC": ["Kelowna", "Kamloops", "Nanaimo"], "SK": ["Regina", "Saskatoon"],
           "MB": ["Brandon"], "QC": ["Sherbrooke", "Gatineau"]},
}

STREET_NAMES = ["Larch", "Quarry", "Mill", "Station", "Church", "Chapel", "Victoria", "Albert",
                "Orchard", "Meadow", "Beech", "Rowan", "Hawthorn", "Foxglove", "Kingfisher",
                "Heron", "Tannery", "Ropewalk", "Weavers", "Cobden", "Gladstone", "Peel",
                "Ashgrove", "Elm", "Sycamore", "Linden", "Holly", "Primrose", "Bluebell",
                "Brook", "Riverside", "Canal", "Windmill", "Cross", "Market", "Castle", "Abbey",
                "Harbour", "Jacaranda", "Banksia", "Wattle", "Ironbark", "Maple", "Birch",
                "Spruce", "Tamarack", "Juniper", "Cedar", "Lakeview", "Prospect", "Bellevue",
                "Glenview", "Sunnybank", "Clover", "Nightingale", "Curlew", "Plover", "Moorland",
                "Fenwick", "Cairn", "Strand", "Manse", "Grange", "Parsonage", "Doctor's"]
STREET_TYPES = {
    "GB": ["Road", "Street", "Close", "Avenue", "Lane", "Drive", "Way", "Crescent", "Gardens",
           "Terrace", "Grove", "Court", "Rise", "Walk", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Court", "Heights", "Drive",
           "Crescent", "Close", "View"],
    "AU": ["Street", "Road", "Avenue", "Crescent", "Court", "Place", "Parade", "Drive",
           "Close", "Way", "Terrace", "Circuit"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "Place",
           "Terrace", "Circle", "Parkway"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Way",
           "Place", "Lane", "Trail"],
}
UNIT_WORDS = {"GB": "Flat", "IE": "Apt", "AU": "Unit", "US": "Apt", "CA": "Unit"}

# ---- invented care sites ---------------------------------------------------
HOSPITALS = {
    "GB": ["Ravensworth General Hospital", "St Bride's Hospital", "Kingsmere University Hospital",
           "Hallam Vale Hospital", "Northfield Royal Infirmary", "Thornbury Community Hospital",
           "Calderbrook District General Hospital", "Wythenbank Hospital", "Pennine Moor Hospital",
           "Severnside Royal Hospital", "Eastmarsh General Hospital", "Lowther Bridge Hospital",
           "St Cuthbert's Royal Infirmary", "Glenmorrow Hospital", "Tregarth Hospital"],
    "IE": ["St Colman's University Hospital", "Ballinakill Regional Hospital",
           "Mater Misericordiae Cluain Hospital", "Our Lady of Lourdes Kilbarron Hospital",
           "Corrib Valley University Hospital", "St Fintan's Hospital"],
    "AU": ["Port Jarrah Hospital", "Wattle Park Private Hospital", "Coolabah Base Hospital",
           "Kingfisher Bay Hospital", "Mount Warrigal Health Service", "Saltbush Regional Hospital"],
    "US": ["Lakeshore Mercy Medical Center", "Saint Anselm Regional Hospital",
           "Prairie Ridge Health", "Riverbend University Medical Center", "Cobalt Valley Hospital",
           "Harborview Heights Medical Center"],
    "CA": ["Beaverbrook Regional Health Centre", "Lakehead Mercy Hospital",
           "Tamarack General Hospital", "Saint-Adrien Health Sciences Centre",
           "Northshore Memorial Hospital"],
}
# named breast centres inside a hospital (HOSPITAL)
BREAST_CENTRES = ["Jasmine Breast Centre", "Linnet Breast Unit", "Aster Breast Centre",
                  "Hollybank Breast Clinic", "Primrose Breast Care Centre", "Marigold Breast Unit",
                  "Wren Breast Centre", "Camellia Breast Centre", "Sorrel Breast Unit"]
WARDS = ["Rowan Ward", "Beech Ward", "Kestrel Ward", "Ash Ward", "Lapwing Ward", "Osprey Ward",
         "Willow Ward", "Juniper Ward", "Mulberry Ward", "Thistle Ward", "Harebell Ward",
         "Skylark Ward", "Bramble Ward", "Cedar Ward", "Marram Ward", "Sandpiper Ward"]
PRACTICES = {
    "GB": ["Millbrook Medical Centre", "Heronsgate Surgery", "The Old Forge Surgery",
           "Castlegate Health Centre", "Brookside Medical Practice", "Fernlea Surgery",
           "Tannery Lane Surgery", "Abbeyfield Medical Group", "Moorview Health Centre",
           "Chapel Street Surgery", "Riverbank Family Practice", "Oakhurst Medical Centre"],
    "IE": ["Quayside Medical Centre", "Ardmore Family Practice", "Slievemore Medical Centre",
           "Bridge Street Surgery", "Abbeyvale Health Centre", "Clonard Medical Practice"],
    "AU": ["Banksia Family Medical", "Oakfield Family Practice", "Gumtree Medical Centre",
           "Bayside Medical Clinic", "Riverlea General Practice", "Wattle Grove Medical"],
    "US": ["Bayview Primary Care", "Maple Grove Family Medicine", "Northgate Internal Medicine",
           "Cedar Hollow Family Practice", "Lakeside Community Health"],
    "CA": ["Tamarack Family Health Team", "Harbourfront Medical Clinic", "Birchwood Family Practice",
           "Westridge Community Health Centre", "Maplewood Medical Associates"],
}
PHARMACIES = ["Hollins Pharmacy", "Greenhalgh Chemists", "Bridgend Pharmacy", "Lindsay's Pharmacy",
              "Quayside Chemist", "Pharmacy on Market Street", "Wattle Street Pharmacy",
              "Corner Drug Mart Riverside"]
CARE_HOMES = ["Laburnum House Care Home", "Meadowbank Nursing Home", "The Elms Residential Home",
              "Sunnyhill Lodge", "Brackenwood Care Centre"]
IMAGING_SITES = ["Greyfriars Imaging Centre", "Northgate Breast Screening Unit",
                 "Coastline Diagnostic Imaging", "Lakeside Women's Imaging",
                 "Moorside Mobile Screening Unit"]
LABS = ["Pennine Pathology Partnership", "Coastal Cellular Pathology", "Kestrel Diagnostics",
        "Meridian Histopathology Laboratory", "Northern Molecular Diagnostics"]
BUILDINGS = ["Linden Building", "Maple Wing", "Hartley Pavilion", "Clarendon Block",
             "Ashcombe House", "Tower Block", "Coleridge Wing", "Whitcombe Centre"]

# ---- invented organisations and employers ---------------------------------
EMPLOYERS = ["Northgate Logistics", "Brightwater Academy", "Ravensworth Borough Council",
             "Kestrel Building Society", "FreshWay Supermarkets", "Harbourline Ferries",
             "Calder Valley Bus Company", "Pennine Water Services", "Oakridge Primary School",
             "St Oswin's Catholic High School", "Moorfield Textiles", "Greystone Solicitors",
             "Bluebird Cleaning Services", "Sunnyside Nursery", "Copperleaf Accountants",
             "Lakeview Care Agency", "Tidewater Seafoods", "Sandstone Quarry Products",
             "Ironbridge Engineering", "Heartwood Furniture", "Silverline Call Centre",
             "Meadowsweet Dairies", "Cobalt Software Ltd", "Granite Coast Hotels",
             "Wattle Grove Primary School", "Prairie Sun Grocers", "Maple Leaf Freightways"]
CHARITIES = ["Rosehip Breast Support Trust", "Pink Thread Breast Cancer Charity",
             "Second Bloom Survivors Group", "Lymph Links Support Group",
             "Bosom Buddies Calderdale", "Harbour Lights Cancer Support Centre",
             "Tidewater Women's Cancer Network", "Hope Springs Drop-In Centre"]
CHURCHES = ["St Oswin's Parish Church", "Bethel Pentecostal Church", "Hillside Methodist Chapel",
            "Central Gurdwara Sahib Committee", "Masjid al-Noor Trust", "St Brigid's Parish"]
INSURERS = ["Harbourline Health", "Meridian Medical Cover", "Corrib Health Insurance",
            "Southern Cross Wellbeing Fund", "Bluegum Health Fund", "Keystone Mutual Health",
            "Great Plains Benefit Co", "Northern Lights Life & Health"]

# ---- occupations of patients and relatives --------------------------------
PROFESSIONS = ["teacher", "primary school teacher", "teaching assistant", "hairdresser",
               "bus driver", "care assistant", "healthcare assistant", "accountant", "solicitor",
               "cleaner", "school cook", "shop assistant", "pharmacist", "farmer",
               "police officer", "civil servant", "receptionist", "chef", "taxi driver",
               "software developer", "dental nurse", "midwife", "postwoman", "librarian",
               "florist", "factory worker", "nurse", "social worker", "bank clerk",
               "checkout operator", "lorry driver", "baker", "childminder", "pub landlady",
               "beautician", "nail technician", "physiotherapist", "barrister", "estate agent",
               "dinner lady", "lecturer", "cook", "seamstress", "warehouse operative",
               "call centre adviser", "civil engineer", "veterinary nurse", "dog groomer",
               "secretary", "bookkeeper", "web designer", "HR manager", "postmistress",
               "publican", "sheep farmer", "fisherman", "electrician", "plasterer", "joiner",
               "paramedic", "firefighter", "long-distance lorry driver", "crane operator"]

BIRTH_COUNTRIES = ["Poland", "Nigeria", "Ghana", "Pakistan", "India", "Bangladesh", "Jamaica",
                   "Philippines", "Romania", "Lithuania", "Portugal", "Italy", "Ireland",
                   "Scotland", "Wales", "Kenya", "Zimbabwe", "South Africa", "Sri Lanka",
                   "Vietnam", "China", "Iraq", "Syria", "Iran", "Turkey", "Greece",
                   "Brazil", "Colombia", "Ukraine", "Germany", "Netherlands", "New Zealand",
                   "Canada", "Australia", "Mexico", "Somalia", "Eritrea", "Malaysia", "Fiji"]
HOLIDAY_COUNTRIES = ["Spain", "Portugal", "Greece", "Turkey", "Cyprus", "Canada",
                     "Thailand", "India", "Pakistan", "Jamaica", "Italy", "France", "Croatia",
                     "Morocco", "New Zealand", "Fiji", "Mexico"]
HOLIDAYS = ["Christmas", "Easter", "New Year", "Diwali", "Eid", "Thanksgiving", "Hanukkah",
            "Boxing Day", "Good Friday", "Chinese New Year", "St Patrick's Day", "Australia Day"]
