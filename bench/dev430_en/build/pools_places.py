"""Places: towns with their region, street names, invented care sites and organisations."""

# (city, region) pairs; regions are states/provinces, or counties for UK/IE (counties are CITY)
GEO = {
    "US": [("Springfield", "IL"), ("Dayton", "OH"), ("Toledo", "OH"), ("Akron", "OH"),
           ("Fort Wayne", "IN"), ("Muncie", "IN"), ("Lansing", "MI"), ("Kalamazoo", "MI"),
           ("Madison", "WI"), ("Green Bay", "WI"), ("Duluth", "MN"), ("Rochester", "MN"),
           ("Des Moines", "IA"), ("Cedar Rapids", "IA"), ("Wichita", "KS"), ("Topeka", "KS"),
           ("Tulsa", "OK"), ("Lubbock", "TX"), ("Amarillo", "TX"), ("El Paso", "TX"),
           ("Tucson", "AZ"), ("Flagstaff", "AZ"), ("Boise", "ID"), ("Spokane", "WA"),
           ("Eugene", "OR"), ("Salem", "OR"), ("Fresno", "CA"), ("Bakersfield", "CA"),
           ("Reno", "NV"), ("Pueblo", "CO"), ("Albuquerque", "NM"), ("Savannah", "GA"),
           ("Macon", "GA"), ("Mobile", "AL"), ("Huntsville", "AL"), ("Knoxville", "TN"),
           ("Chattanooga", "TN"), ("Lexington", "KY"), ("Roanoke", "VA"), ("Asheville", "NC"),
           ("Greenville", "SC"), ("Scranton", "PA"), ("Erie", "PA"), ("Worcester", "MA"),
           ("Springfield", "MA"), ("Burlington", "VT"), ("Bangor", "ME"), ("Utica", "NY"),
           ("Syracuse", "NY"), ("Hartford", "CT"), ("Providence", "RI"), ("Trenton", "NJ"),
           ("Billings", "MT"), ("Fargo", "ND"), ("Sioux Falls", "SD"), ("Omaha", "NE"),
           ("Casper", "WY"), ("Ogden", "UT"), ("Little Rock", "AR"), ("Shreveport", "LA"),
           ("Jackson", "MS"), ("Gainesville", "FL"), ("Pensacola", "FL"), ("Wheeling", "WV")],
    "UK": [("Northampton", "Northamptonshire"), ("Kettering", "Northamptonshire"),
           ("Bedford", "Bedfordshire"), ("Luton", "Bedfordshire"), ("Reading", "Berkshire"),
           ("Slough", "Berkshire"), ("Bath", "Somerset"), ("Taunton", "Somerset"),
           ("Exeter", "Devon"), ("Barnstaple", "Devon"), ("Truro", "Cornwall"),
           ("Carlisle", "Cumbria"), ("Kendal", "Cumbria"), ("Preston", "Lancashire"),
           ("Blackburn", "Lancashire"), ("Wigan", "Greater Manchester"), ("Bolton", "Greater Manchester"),
           ("Huddersfield", "West Yorkshire"), ("Wakefield", "West Yorkshire"),
           ("Doncaster", "South Yorkshire"), ("Lincoln", "Lincolnshire"), ("Grantham", "Lincolnshire"),
           ("Norwich", "Norfolk"), ("King's Lynn", "Norfolk"), ("Ipswich", "Suffolk"),
           ("Colchester", "Essex"), ("Chelmsford", "Essex"), ("Maidstone", "Kent"),
           ("Canterbury", "Kent"), ("Hastings", "East Sussex"), ("Worthing", "West Sussex"),
           ("Guildford", "Surrey"), ("Swindon", "Wiltshire"), ("Salisbury", "Wiltshire"),
           ("Gloucester", "Gloucestershire"), ("Hereford", "Herefordshire"),
           ("Shrewsbury", "Shropshire"), ("Stafford", "Staffordshire"), ("Derby", "Derbyshire"),
           ("Chester", "Cheshire"), ("Crewe", "Cheshire"), ("Durham", "County Durham"),
           ("Darlington", "County Durham"), ("Hexham", "Northumberland"),
           ("Swansea", "West Glamorgan"), ("Wrexham", "Clwyd"), ("Bangor", "Gwynedd"),
           ("Dundee", "Angus"), ("Perth", "Perthshire"), ("Inverness", "Highland"),
           ("Dumfries", "Dumfriesshire"), ("Newry", "County Down"), ("Omagh", "County Tyrone")],
    "IE": [("Galway", "County Galway"), ("Tuam", "County Galway"), ("Ennis", "County Clare"),
           ("Limerick", "County Limerick"), ("Tralee", "County Kerry"), ("Killarney", "County Kerry"),
           ("Cork", "County Cork"), ("Mallow", "County Cork"), ("Waterford", "County Waterford"),
           ("Kilkenny", "County Kilkenny"), ("Wexford", "County Wexford"), ("Carlow", "County Carlow"),
           ("Athlone", "County Westmeath"), ("Mullingar", "County Westmeath"),
           ("Sligo", "County Sligo"), ("Letterkenny", "County Donegal"), ("Drogheda", "County Louth"),
           ("Dundalk", "County Louth"), ("Navan", "County Meath"), ("Naas", "County Kildare"),
           ("Castlebar", "County Mayo"), ("Tullamore", "County Offaly"), ("Dublin", "County Dublin"),
           ("Swords", "County Dublin"), ("Bray", "County Wicklow")],
    "CA": [("Hamilton", "ON"), ("London", "ON"), ("Kingston", "ON"), ("Sudbury", "ON"),
           ("Thunder Bay", "ON"), ("Barrie", "ON"), ("Guelph", "ON"), ("Peterborough", "ON"),
           ("Windsor", "ON"), ("Oshawa", "ON"), ("Sherbrooke", "QC"), ("Gatineau", "QC"),
           ("Moncton", "NB"), ("Fredericton", "NB"), ("Halifax", "NS"), ("Truro", "NS"),
           ("Charlottetown", "PE"), ("St. John's", "NL"), ("Saskatoon", "SK"), ("Regina", "SK"),
           ("Brandon", "MB"), ("Winnipeg", "MB"), ("Red Deer", "AB"), ("Lethbridge", "AB"),
           ("Kelowna", "BC"), ("Kamloops", "BC"), ("Nanaimo", "BC"), ("Prince George", "BC")],
    "AU": [("Ballarat", "VIC"), ("Bendigo", "VIC"), ("Geelong", "VIC"), ("Shepparton", "VIC"),
           ("Wagga Wagga", "NSW"), ("Dubbo", "NSW"), ("Orange", "NSW"), ("Tamworth", "NSW"),
           ("Newcastle", "NSW"), ("Wollongong", "NSW"), ("Toowoomba", "QLD"), ("Cairns", "QLD"),
           ("Townsville", "QLD"), ("Mackay", "QLD"), ("Rockhampton", "QLD"), ("Bundaberg", "QLD"),
           ("Mount Gambier", "SA"), ("Whyalla", "SA"), ("Bunbury", "WA"), ("Geraldton", "WA"),
           ("Kalgoorlie", "WA"), ("Launceston", "TAS"), ("Devonport", "TAS"), ("Alice Springs", "NT"),
           ("Darwin", "NT"), ("Queanbeyan", "NSW")],
}

# long region names used in some headers
REGION_LONG = {
    "IL": "Illinois", "OH": "Ohio", "IN": "Indiana", "MI": "Michigan", "WI": "Wisconsin",
    "MN": "Minnesota", "IA": "Iowa", "KS": "Kansas", "OK": "Oklahoma", "TX": "Texas",
    "AZ": "Arizona", "ID": "Idaho", "WA": "Washington", "OR": "Oregon", "CA": "California",
    "NV": "Nevada", "CO": "Colorado", "NM": "New Mexico", "GA": "Georgia", "AL": "Alabama",
    "TN": "Tennessee", "KY": "Kentucky", "VA": "Virginia", "NC": "North Carolina",
    "SC": "South Carolina", "PA": "Pennsylvania", "MA": "Massachusetts", "VT": "Vermont",
    "ME": "Maine", "NY": "New York", "CT": "Connecticut", "RI": "Rhode Island",
    "NJ": "New Jersey", "MT": "Montana", "ND": "North Dakota", "SD": "South Dakota",
    "NE": "Nebraska", "WY": "Wyoming", "UT": "Utah", "AR": "Arkansas", "LA": "Louisiana",
    "MS": "Mississippi", "FL": "Florida", "WV": "West Virginia",
    "ON": "Ontario", "QC": "Quebec", "NB": "New Brunswick", "NS": "Nova Scotia",
    "PE": "Prince Edward Island", "NL": "Newfoundland and Labrador", "SK": "Saskatchewan",
    "MB": "Manitoba", "AB": "Alberta", "BC": "British Columbia",
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "SA": "South Australia",
    "WA_AU": "Western Australia", "TAS": "Tasmania", "NT": "Northern Territory",
}

STREET_WORDS = [
    "Elm", "Oak", "Alder", "Hawthorn", "Rowan", "Willow", "Birch", "Chestnut", "Larch", "Maple",
    "Mill", "Church", "Station", "Victoria", "Albert", "Kingfisher", "Heron", "Lark", "Meadow",
    "Orchard", "Quarry", "Brook", "Ferry", "Harbour", "Beacon", "Cedar", "Poplar", "Juniper",
    "Foxglove", "Primrose", "Sycamore", "Hazel", "Linden", "Thistle", "Clover", "Pinewood",
    "Ridgeway", "Highfield", "Greenbank", "Ashgrove", "Copper Beech", "Wharf", "Tannery",
    "Lincoln", "Jefferson", "Madison", "Franklin", "Monroe", "Washington", "Grant", "Hickory",
    "Magnolia", "Dogwood", "Sassafras", "Bluebonnet", "Prairie", "Wattle", "Banksia",
    "Jacaranda", "Bottlebrush", "Ironbark", "Coolabah", "St Patrick's", "O'Connell", "Davitt",
]
STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court",
           "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle"],
    "UK": ["Street", "Road", "Close", "Lane", "Avenue", "Crescent", "Drive", "Grove", "Way",
           "Gardens", "Mews", "Terrace", "Rise", "View", "Walk"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Close", "Grove", "Heights", "Drive",
           "Terrace", "View"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Crescent", "Drive", "Boulevard", "Way",
           "Court", "Place"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Close",
           "Place", "Drive", "Terrace", "Way"],
}
UNIT_FORMS = {
    "US": ["Apt {n}", "Apt {n}", "Unit {n}", "#{n}", "Suite {n}"],
    "UK": ["Flat {n}", "Flat {n}", "Apartment {n}"],
    "IE": ["Apt {n}", "Apartment {n}", "Flat {n}"],
    "CA": ["Apt {n}", "Unit {n}", "Suite {n}"],
    "AU": ["Unit {n}", "Unit {n}", "Apt {n}"],
}

# invented place-like roots for institution names (none is meant to be a real site)
ROOTS = [
    "Harwell Vale", "Kestrelmoor", "Brindlecote", "Fenwick Cross", "Oakhallow", "Marrowby",
    "Quillan Bay", "Stannerford", "Wyndholme", "Ashcombe Ridge", "Corrow Valley", "Tessingham",
    "Larkspur Hill", "Mossbridge", "Pellingford", "Ravenscar Heath", "Silverlea", "Thornwick",
    "Upper Calder", "Vantry", "Whinmoor Park", "Yarrowdale", "Ellerby", "Glenmarra",
    "Holloway Point", "Inverbrae", "Juniper Falls", "Kilcarrow", "Loughmore", "Merriton",
    "Northbrook Lakes", "Orrin Creek", "Pinehaven", "Redwater Flats", "Saltmarsh", "Tallowby",
    "Brackenridge", "Cinder Hollow", "Dunmarrow", "Eastcliff", "Foxley Green", "Greywell",
    "Hartley Fen", "Ironstone", "Kingsmere", "Lowther Cross", "Millbeck", "Nettlecombe",
]
HOSP_SUFFIX = {
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital", "Community Hospital",
           "University Hospital", "Health System Main Campus"],
    "UK": ["General Hospital", "District General Hospital", "Royal Infirmary", "University Hospital",
           "Community Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital"],
    "CA": ["General Hospital", "Health Sciences Centre", "Regional Health Centre", "Memorial Hospital"],
    "AU": ["Base Hospital", "Health Service", "District Hospital", "Hospital"],
}
PRACTICE_FORMS = {
    "US": ["{r} Family Medicine", "{r} Primary Care Associates", "{r} Internal Medicine Group",
           "{w} Street Family Practice"],
    "UK": ["{r} Medical Practice", "{w} Lane Surgery", "{r} Health Centre", "The {w} Surgery",
           "{r} Group Practice"],
    "IE": ["{r} Medical Centre", "{w} Street Surgery", "{r} Family Practice"],
    "CA": ["{r} Family Health Team", "{r} Medical Clinic", "{w} Street Family Practice"],
    "AU": ["{r} Medical Centre", "{w} Street General Practice", "{r} Family Clinic"],
}
PHARMACY_FORMS = ["{r} Pharmacy", "{r} Compounding Pharmacy", "{w} Road Chemist",
                  "{r} Aseptic Unit", "{r} Infusion Pharmacy"]
CARE_HOME_FORMS = ["{w} Lodge Care Home", "{r} Nursing Home", "{w} House Residential Home",
                   "{r} Manor Care Centre"]
UNIT_NAMES = {
    "UK": ["{r} OPAT Unit", "{r} Infusion Centre", "{r} Ambulatory Care Unit", "{r} Community IV Service",
           "{r} Virtual Ward", "{r} OPAT Service"],
    "IE": ["{r} OPAT Unit", "{r} Day Ward", "{r} Ambulatory Care Unit", "{r} OPAT Service"],
    "AU": ["{r} Hospital in the Home", "{r} HITH Unit", "{r} Ambulatory Care Centre", "{r} Infusion Centre"],
    "CA": ["{r} OPAT Clinic", "{r} Ambulatory IV Clinic", "{r} Home IV Program", "{r} Infusion Centre"],
    "US": ["{r} Infusion Center", "{r} OPAT Program", "{r} ID Clinic", "{r} Home Infusion Program",
           "{r} Outpatient Infusion Center"],
}
WARD_NAMES_US = ["5 West", "6 North", "4 South", "7 East", "Telemetry 3", "Ortho 4B", "Med-Surg 2",
                 "3 Tower", "8 West", "Stepdown 5"]
WARD_NAMES = ["Beech Ward", "Cedar Ward", "Larch Ward", "Ward 7B", "Ward 12", "Ward 4A",
              "Rowan Ward", "Kingfisher Ward", "Heron Unit", "Bramble Ward", "5 West", "6 North",
              "Ward 21", "Osprey Ward", "Harbour Ward", "Ward 3C", "Elm Ward", "Juniper Unit",
              "Curlew Ward", "Ward 9", "4 South", "Ward 15"]

HOMECARE_ORGS = [
    "Velleran Homecare", "Orrin Clinical Homecare", "Tamsworth Infusion Partners",
    "Brightwater Infusion Services", "Meridale Homecare Ltd", "Hearthline Home Infusion",
    "Calderbrook Clinical Services", "Pellmore Infusion Care", "Quintavo Health at Home",
    "Saltash & Pryor Infusion", "Northvale Home Health", "Corrigan Homecare Solutions",
]
INSURERS = {
    "US": ["Keystone Meridian Health Plan", "Bluefield Mutual", "Cascadia CarePlan",
           "Prairie Shield Insurance", "Harborline Health", "Summit Crest Medicare Advantage",
           "Tri-River Medicaid Partners", "Lodestar Benefit Trust"],
    "AU": ["Wattle Health Fund", "Coral Coast Health", "Tasman Mutual Health", "Bluegum Members Health"],
    "IE": ["Shannonside Health Insurance", "Corrib Health Cover", "Liffey Medical Assurance"],
    "CA": ["Maplecrest Group Benefits", "Northern Lights Assurance", "Fundy Mutual Health"],
    "UK": ["Albion Private Health", "Sterling Medical Assurance"],
}
EMPLOYERS = [
    "Dunmore Logistics", "Halberd Steelworks", "Pinecrest Elementary School", "Tavistock Bakery",
    "Greyfield Construction", "Harcourt & Vane Solicitors", "Millbeck Dairy", "Ostrander Motors",
    "Blue Heron Hotel", "Kessler Engineering", "Rookwood Academy", "Marlow Haulage",
    "Fairburn Garden Centre", "St Brendan's Parish", "Grace Fellowship Church", "Corvid Software",
    "Whitcombe Primary School", "Northgate Bus Company", "Ironbridge Roofing", "Sandpiper Care Agency",
    "Harbourside Fisheries", "Loxley Timber Yard", "Pemberly Accountants", "Redfern Power Co-op",
    "Quarry Lane Brewery", "Caledon Rail Maintenance", "Wicklow Stone Supplies", "Bramwell County Council",
]
HOMECARE_FORMS = ["{r} Home Infusion", "{r} Homecare Ltd", "{r} Infusion Services", "{r} Home Health",
                  "{r} Clinical Homecare"]
COURIER_FORMS = ["{r} Couriers", "{r} Medical Logistics", "{r} Express"]
BUILDINGS = ["Jubilee Wing", "Rowntree Building", "Pemberton Pavilion", "Ivy House", "Gateway Building",
             "Hartley Wing", "Lister Block", "Treetops Centre", "Kingfisher House", "Millennium Wing",
             "Victoria Pavilion", "Old Nurses Home", "Phoenix Building", "Tower B", "Atrium Building"]
COURIERS = ["Swiftlink Couriers", "ColdChain Express", "Medivan Logistics", "Porter & Hale Couriers",
            "RapidMed Transport"]
CHARITIES = ["Endocarditis Support Circle", "Bone Infection Patients Forum", "Line Buddies Network",
             "Kidney Friends of Tessingham"]

PROFESSIONS = [
    "welder", "bus driver", "teacher", "plumber", "electrician", "nurse", "care assistant",
    "farmer", "dairy farmer", "accountant", "chef", "carpenter", "lorry driver", "truck driver",
    "software engineer", "hairdresser", "postal worker", "firefighter", "scaffolder", "cleaner",
    "warehouse operative", "taxi driver", "librarian", "solicitor", "lawyer", "roofer",
    "fisherman", "baker", "cook", "stonemason", "builder", "mechanic", "painter and decorator",
    "shop assistant", "pharmacist", "dental nurse", "social worker", "police officer",
    "security guard", "landscape gardener", "forklift driver", "machinist", "barber",
    "primary school teacher", "university lecturer", "veterinary nurse", "paramedic",
    "civil engineer", "architect", "bricklayer", "labourer", "miner", "shepherd", "jockey",
    "tattoo artist", "musician", "call centre worker", "retail manager", "kitchen porter",
    "long-haul trucker", "sheet metal worker", "oil rig worker", "crane operator", "butcher",
]
COUNTRIES = [
    "Portugal", "Poland", "India", "Pakistan", "Nigeria", "Ghana", "Somalia", "Philippines",
    "Vietnam", "China", "Jamaica", "Mexico", "Brazil", "Romania", "Turkey", "Greece", "Italy",
    "Spain", "Thailand", "Kenya", "Zimbabwe", "South Africa", "Iran", "Egypt", "Morocco",
    "Bangladesh", "Sri Lanka", "New Zealand", "Lithuania", "Ukraine", "Peru", "Jordan",
    "Georgia", "Cyprus", "Malta", "Indonesia", "Fiji", "Samoa", "Tonga",
]
HOME_COUNTRY = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia"}
