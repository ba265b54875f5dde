"""Invented place, care-site and organisation pools, by country (author 274).
Town, street, hospital and company names are made up; states, provinces and
counties are ordinary administrative names."""

US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Oregon", "OR"),
             ("Minnesota", "MN"), ("Wisconsin", "WI"), ("Maine", "ME"), ("Vermont", "VT"),
             ("Georgia", "GA"), ("Texas", "TX"), ("Arizona", "AZ"), ("Colorado", "CO"),
             ("North Carolina", "NC"), ("Virginia", "VA"), ("Indiana", "IN"), ("Missouri", "MO"),
             ("Iowa", "IA"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("Massachusetts", "MA"),
             ("New Hampshire", "NH"), ("New Mexico", "NM"), ("Idaho", "ID"), ("Montana", "MT"),
             ("Nebraska", "NE"), ("Washington", "WA"), ("Illinois", "IL"), ("Maryland", "MD")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
            ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
            ("Newfoundland and Labrador", "NL"), ("Quebec", "QC"), ("Prince Edward Island", "PE")]
UK_COUNTIES = ["West Yorkshire", "Lancashire", "Cumbria", "Devon", "Norfolk", "Shropshire",
               "Northumberland", "Kent", "Gwynedd", "Fife", "Aberdeenshire", "Somerset",
               "Derbyshire", "Lincolnshire", "Powys", "Cornwall", "Durham", "Herefordshire"]
IE_COUNTIES = ["Co. Cork", "Co. Galway", "Co. Mayo", "Co. Kerry", "Co. Donegal", "Co. Kildare",
               "Co. Meath", "Co. Wexford", "Co. Tipperary", "Co. Clare", "Co. Sligo", "Co. Louth",
               "Co. Offaly", "Co. Westmeath", "Co. Roscommon", "Co. Leitrim"]

TOWNS = {
    "UK": ["Ashcombe", "Thornleigh", "Kirkby Marsden", "Hollinbridge", "Wexcombe", "Sallowfield",
           "Upper Brayton", "Denholme Cross", "Cawthorne Moor", "Pennick", "Stannington Vale",
           "Lowgill", "Brackenfold", "Market Elsworth", "Marlow Heath", "Fernmouth", "Ravenswick",
           "Aldersby", "Coldbeck", "Llanfair Isaf", "Pentrebach Uchaf", "Glenrothie",
           "Kilmory Bay", "Strathdorran", "Hebble End", "Saltmarsh St Giles"],
    "US": ["Maple Hollow", "Brookhaven Springs", "Fort Calder", "Larkspur", "New Albion",
           "Pine Ridge Junction", "Winslow Bend", "East Harlan", "Grangeville Heights",
           "Sycamore Bluff", "Port Orland", "Millbrook Falls", "Clearwater Gap", "Redstone",
           "Halvorsen", "Cottonwood Crossing", "Bell Prairie", "Ostrander", "Quarry Hill",
           "Lake Winnamac", "Harlow City", "Silver Fork"],
    "AU": ["Wattle Creek", "Kooringa Heights", "Port Denholm", "Bellbird Flat", "Mount Carrow",
           "Yarrabee", "Gidgee Springs", "Tallowood", "Banksia Point", "Murrindale",
           "Coolabah Downs", "Emu Ridge", "Barrengarry East", "Kurrajong Vale", "Saltbush Plains",
           "Wombat Gully"],
    "CA": ["Lakehead Falls", "Saint-Aubert", "Pine Narrows", "Riviere-Blanche", "Cobalt Bay",
           "Fort Meridian", "Spruce Hollow", "Kinross Mills", "Port Albright",
           "Beaver Lake Crossing", "Tamarack", "Sainte-Odile", "Moose Bend", "Caribou Flats",
           "North Havelock"],
    "IE": ["Kilbarra", "Carrigmore", "Lisdrumna", "Ballyfeeny", "Tullaghmore", "Drumkeelan",
           "Rathbrack", "Annaghdown Cross", "Clonmoyle", "Inishcarra Bridge", "Knockavilla Upper",
           "Gortnahoe West", "Ballinlough Cross", "Castlefinnan"],
}

STREET_NAMES = ["Birch", "Mill", "Elm", "Chapel", "Orchard", "Station", "Quarry", "Rowan",
                "Heather", "Kestrel", "Foundry", "Tannery", "Willow", "Hawthorn", "Lark",
                "Juniper", "Carrick", "Abbey", "Cooper", "Mariner", "Sorrel", "Bramble",
                "Granary", "Pelham", "Ashdown", "Lantern", "Whinmoor", "Cobbler", "Gannet",
                "Ironbark", "Jacaranda", "Banksia", "Tamarind", "Sugarloaf", "Paddock",
                "Laurier", "Champlain", "Maplewood", "Spruce", "Tamarack", "Lakeview",
                "Sycamore", "Prairie", "Bluff", "Harbour", "Glebe", "Fairgreen", "Cnoc",
                "Bothar", "Ardmore", "Clover", "Thistle", "Lough"]
STREET_SFX = {
    "UK": ["Road", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way", "Gardens", "Terrace",
           "Street", "Grove", "Mews", "Fold", "Row"],
    "US": ["Street", "St", "Avenue", "Ave", "Blvd", "Drive", "Dr", "Road", "Rd", "Court", "Ct",
           "Lane", "Ln", "Pike", "Parkway"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Court", "Avenue", "Ave",
           "Place", "Close", "Way", "Circuit"],
    "CA": ["Street", "Avenue", "Crescent", "Boulevard", "Road", "Drive", "Court", "Way"],
    "IE": ["Road", "Park", "Avenue", "Lawns", "Grove", "Heights", "Drive", "Close", "Court",
           "Terrace", "View"],
}
UNITS = {"UK": ["Flat {n}", "Flat {n}", "Apartment {n}"], "US": ["Apt {n}", "Unit {n}", "#{n}"],
         "AU": ["Unit {n}", "{n}/"], "CA": ["Unit {n}", "Apt {n}", "Suite {n}"],
         "IE": ["Apt {n}", "Flat {n}", "No. {n}"]}
HOUSE_NAMES = ["Rose Cottage", "Tigh na Mara", "The Old Forge", "Glenview", "Hawthorn House",
               "Fuchsia Lodge", "Dunroamin", "Sruthan Beag", "Larchfield"]

HOSPITALS = {
    "UK": [("Kingsmere General Hospital", "KGH"), ("Ashworth Vale Hospital", "AVH"),
           ("Royal Thornleigh Infirmary", "RTI"), ("Fernmouth District General Hospital", "FDGH"),
           ("Pennick Community Hospital", "PCH"), ("Ravenswick University Hospital", "RUH"),
           ("Strathdorran Royal Hospital", "SRH"), ("Ysbyty Llanfair", "YL"),
           ("St. Wilfrid's Hospital", "SWH"), ("Marlow Heath Treatment Centre", "MHTC")],
    "US": [("Mercy Ridge Medical Center", "MRMC"), ("Cedar Valley Regional Hospital", "CVRH"),
           ("St. Benedict's Health Center", "SBHC"), ("Harlow City Memorial Hospital", "HCMH"),
           ("Port Orland General", "POG"), ("Sycamore Bluff Community Hospital", "SBCH"),
           ("Quarry Hill VA Medical Center", "QHVAMC"), ("Lake Winnamac Medical Center", "LWMC"),
           ("Bell Prairie Heart Institute", "BPHI")],
    "AU": [("Wattle Creek Base Hospital", "WCBH"), ("Port Denholm Hospital", "PDH"),
           ("Kooringa Heights Private Hospital", "KHPH"), ("Murrindale District Health Service", "MDHS"),
           ("Banksia Point Hospital", "BPH"), ("St. Kilian's Public Hospital", "SKPH"),
           ("Mount Carrow Regional Hospital", "MCRH")],
    "CA": [("Lakehead Falls Regional Health Centre", "LFRHC"), ("Hopital Sainte-Odile", "HSO"),
           ("Fort Meridian General Hospital", "FMGH"), ("Cobalt Bay Health Centre", "CBHC"),
           ("Kinross Mills Memorial Hospital", "KMMH"), ("St. Ignatius Hospital", "SIH"),
           ("North Havelock District Hospital", "NHDH")],
    "IE": [("St. Fintan's University Hospital", "SFUH"), ("Carrigmore General Hospital", "CGH"),
           ("Tullaghmore Regional Hospital", "TRH"), ("Our Lady of Lourdes Hospital Kilbarra", "OLLK"),
           ("Rathbrack Community Hospital", "RCH"), ("Mercy Hospital Clonmoyle", "MHC")],
}
CLINICS = {
    "UK": ["Thornleigh Anticoagulation Service", "Kingsmere INR Clinic", "Ashcombe Warfarin Clinic",
           "Hollinbridge Community Anticoagulation Service", "Fernmouth Thrombosis Centre"],
    "US": ["Cedar Valley Anticoagulation Clinic", "Mercy Ridge Coumadin Clinic",
           "Harlow City Anticoagulation Service", "Bell Prairie Thrombosis Clinic",
           "Redstone Pharmacist-Led Anticoagulation Clinic"],
    "AU": ["Wattle Creek Anticoagulation Clinic", "Port Denholm Warfarin Clinic",
           "Murrindale Haematology Day Unit", "Banksia Point Thrombosis Service"],
    "CA": ["Lakehead Falls Thrombosis Clinic", "Fort Meridian Anticoagulation Clinic",
           "Clinique d'anticoagulation Sainte-Odile", "Cobalt Bay INR Clinic"],
    "IE": ["St. Fintan's Anticoagulation Clinic", "Carrigmore Warfarin Clinic",
           "Tullaghmore Thrombosis Service", "Kilbarra INR Clinic"],
}
PRACTICES = {
    "UK": ["Fernleigh Medical Practice", "The Orchard Surgery", "Hollins Lane Health Centre",
           "Brackenfold Group Practice", "Castle Mews Surgery", "Lowgill Medical Centre",
           "Riverside Health Partnership", "Meddygfa Glan-y-Mor", "Whinmoor Road Surgery"],
    "US": ["Maple Hollow Family Medicine", "Larkspur Internal Medicine Associates",
           "East Harlan Primary Care", "Winslow Bend Family Physicians",
           "Silver Fork Community Health Center", "Ostrander Medical Group"],
    "AU": ["Bellbird Family Medical Centre", "Yarrabee Medical Practice", "Tallowood Clinic",
           "Emu Ridge General Practice", "Kurrajong Vale Medical Centre"],
    "CA": ["Tamarack Family Health Team", "Pine Narrows Medical Clinic",
           "Spruce Hollow Family Practice", "Clinique medicale Riviere-Blanche",
           "Port Albright Community Health Centre"],
    "IE": ["Main Street Medical Centre Kilbarra", "Lisdrumna Family Practice",
           "Ballyfeeny Health Centre", "Drumkeelan Medical", "The Square Surgery Castlefinnan"],
}
PHARMACIES = {
    "UK": ["Greenway Pharmacy", "Hillside Chemists", "Pennick Pharmacy", "Fairgreen Pharmacy"],
    "US": ["Cornerstone Drug", "Harlow Family Pharmacy", "Main & Fifth Pharmacy", "Bluff City Rx"],
    "AU": ["Wattle Creek Chemist", "Banksia Point Pharmacy", "Tallowood Discount Chemist"],
    "CA": ["Pharmacie Beaulieu", "Kinross Mills Drug Mart", "Lakeview Pharmacy"],
    "IE": ["Boyle's Pharmacy", "Hickey's Pharmacy Kilbarra", "Clonmoyle Late Night Pharmacy"],
}
LABS = {
    "UK": ["Northgate Pathology", "Kingsmere Blood Sciences"],
    "US": ["Meridian Clinical Laboratories", "Cedar Valley Reference Lab"],
    "AU": ["Coolabah Pathology", "Southland Pathology Services"],
    "CA": ["LifeNorth Laboratories", "Fort Meridian Lab Services"],
    "IE": ["Tullaghmore Pathology Laboratory", "St. Fintan's Haematology Laboratory"],
}
CARE_HOMES = {
    "UK": ["Larchwood Care Home", "Bramble Court Nursing Home", "Heatherlea Residential Home"],
    "US": ["Sycamore Gardens Skilled Nursing", "Pine Ridge Assisted Living"],
    "AU": ["Wattle Lodge Aged Care", "Kookaburra Gardens Residential Care"],
    "CA": ["Maplecrest Long-Term Care", "Residence Sainte-Anne"],
    "IE": ["St. Columba's Nursing Home", "Ardmore House Nursing Home"],
}
WARDS = ["Kestrel Ward", "Heron Ward", "Curlew Ward", "Nightjar Ward", "Larch Ward",
         "Cedar Ward", "Avon Ward", "Ward Bellbird", "Harebell Ward", "St. Brigid's Ward",
         "Osprey Unit", "Lotus Ward"]
BUILDINGS = ["Harland Building", "Cavell Wing", "Nightingale Block", "Jubilee Pavilion",
             "Mercer Building", "Rowan House", "Seacole Wing", "Tanner Pavilion",
             "Fleming Centre", "Kingfisher House"]

ORGS = {
    "UK": ["Harbourside Logistics", "Kestrel Freight Ltd", "Ashcombe Borough Council",
           "Pennine Valley Water", "Brackenfold Mills", "Marsden & Lumb Solicitors",
           "St. Aidan's Primary School", "Fernmouth Lifeboat Station", "Coldbeck Quarry Co.",
           "Hebble End Working Men's Club", "Ravenswick Bus Company"],
    "US": ["Redstone Quarry Inc.", "Larkspur Unified School District", "Port Orland Shipyards",
           "Bluegate Mutual Health", "Pinecrest Health Plans", "Halvorsen Dairy Co-op",
           "Grace Fellowship Church", "Fort Calder Fire Department", "Silver Fork Casino",
           "Brookhaven Textiles", "Keystone Benefit Alliance"],
    "AU": ["Tallowood Mining Co.", "Coolabah Shire Council", "Banksia Health Fund",
           "Port Denholm Wharf Authority", "Gidgee Springs Cattle Company",
           "Yarrabee Bowls Club", "Murrindale Grammar School", "Saltbush Transport Pty Ltd"],
    "CA": ["Cobalt Bay Fisheries", "Maplestone Life", "Lakehead Paper Mill",
           "Kinross Mills Hydro", "Fort Meridian School Board", "Tamarack Curling Club",
           "Northwind Trucking Ltd"],
    "IE": ["Shannonside Health Insurance", "Kilbarra Co-op Creamery", "Carrigmore GAA Club",
           "Lisdrumna National School", "Tullaghmore County Council", "Ballyfeeny Mart",
           "Drumkeelan Quarries"],
}
HOME_TEST_COS = ["ClotWise Home Monitoring", "INR Direct Services", "HomeCoag Solutions",
                 "PointCare Testing Ltd", "VitaTrend Remote INR"]

COUNTRIES = ["Portugal", "Spain", "India", "Pakistan", "Nigeria", "Jamaica", "Poland",
             "the Philippines", "Greece", "Italy", "Vietnam", "Thailand", "New Zealand",
             "Kenya", "Ghana", "Bangladesh", "Croatia", "Cyprus", "Mexico", "Lebanon",
             "Sri Lanka", "Canada", "Australia", "Ireland", "France", "Turkey", "Malta",
             "South Africa", "Trinidad", "Egypt", "Morocco", "Norway"]

PROFESSIONS = ["lorry driver", "long-distance lorry driver", "teacher", "primary school teacher",
               "bricklayer", "farmer", "sheep farmer", "dairy farmer", "accountant", "chef",
               "plumber", "airline pilot", "flight attendant", "hairdresser", "taxi driver",
               "electrician", "bus driver", "miner", "fisherman", "carpenter",
               "software developer", "university lecturer", "postman", "warehouse operative",
               "care assistant", "publican", "shop assistant", "security guard",
               "forklift driver", "roofer", "scaffolder", "jockey", "butcher",
               "dental hygienist", "librarian", "solicitor", "police officer", "firefighter",
               "nurse", "secretary", "civil engineer", "mechanic", "landscape gardener",
               "welder", "cleaner", "church minister", "journalist", "bank clerk",
               "seamstress", "boilermaker", "truck driver", "real estate agent",
               "shearer", "dockworker", "paramedic", "veterinarian", "quantity surveyor"]
RETIREABLE = ["teacher", "miner", "postman", "farmer", "bus driver", "nurse", "bank clerk",
              "police officer", "electrician", "welder", "secretary", "boilermaker",
              "accountant", "butcher", "fisherman", "civil engineer", "librarian"]
