"""Place, facility and organisation pools (author 277). Facility, organisation and
street names are invented; town names are used as generic places."""

# (town, state/province abbreviation, full state name, postcode prefix)
US_TOWNS = [
    ("Columbus", "OH", "Ohio", "43"), ("Dayton", "OH", "Ohio", "45"), ("Akron", "OH", "Ohio", "44"),
    ("Spokane", "WA", "Washington", "99"), ("Tucson", "AZ", "Arizona", "85"),
    ("Albany", "NY", "New York", "12"), ("Buffalo", "NY", "New York", "14"),
    ("Madison", "WI", "Wisconsin", "53"), ("Des Moines", "IA", "Iowa", "50"),
    ("Fresno", "CA", "California", "93"), ("Sacramento", "CA", "California", "95"),
    ("Boise", "ID", "Idaho", "83"), ("Knoxville", "TN", "Tennessee", "37"),
    ("Savannah", "GA", "Georgia", "31"), ("Raleigh", "NC", "North Carolina", "27"),
    ("Omaha", "NE", "Nebraska", "68"), ("Wichita", "KS", "Kansas", "67"),
    ("Tulsa", "OK", "Oklahoma", "74"), ("Providence", "RI", "Rhode Island", "02"),
    ("Burlington", "VT", "Vermont", "05"), ("Lansing", "MI", "Michigan", "48"),
    ("Duluth", "MN", "Minnesota", "55"), ("Billings", "MT", "Montana", "59"),
    ("Reno", "NV", "Nevada", "89"), ("Santa Fe", "NM", "New Mexico", "87"),
    ("Lexington", "KY", "Kentucky", "40"), ("Richmond", "VA", "Virginia", "23"),
    ("Harrisburg", "PA", "Pennsylvania", "17"), ("Trenton", "NJ", "New Jersey", "08"),
    ("Hartford", "CT", "Connecticut", "06"), ("Baton Rouge", "LA", "Louisiana", "70"),
    ("Little Rock", "AR", "Arkansas", "72"), ("Charleston", "SC", "South Carolina", "29"),
    ("Anchorage", "AK", "Alaska", "99"), ("Cheyenne", "WY", "Wyoming", "82"),
    ("Fargo", "ND", "North Dakota", "58"), ("Sioux Falls", "SD", "South Dakota", "57"),
    ("Eugene", "OR", "Oregon", "97"), ("Ogden", "UT", "Utah", "84"),
    ("Pueblo", "CO", "Colorado", "81"), ("Lubbock", "TX", "Texas", "79"),
    ("El Paso", "TX", "Texas", "79"), ("Mobile", "AL", "Alabama", "36"),
    ("Gainesville", "FL", "Florida", "32"), ("Rockford", "IL", "Illinois", "61"),
    ("Peoria", "IL", "Illinois", "61"), ("Fort Wayne", "IN", "Indiana", "46"),
    ("Worcester", "MA", "Massachusetts", "01"), ("Bangor", "ME", "Maine", "04"),
    ("Morgantown", "WV", "West Virginia", "26"), ("Dover", "DE", "Delaware", "19"),
]

UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Wakefield", "West Yorkshire", "WF"),
    ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Carlisle", "Cumbria", "CA"),
    ("Durham", "County Durham", "DH"), ("Sunderland", "Tyne and Wear", "SR"),
    ("Lincoln", "Lincolnshire", "LN"), ("Norwich", "Norfolk", "NR"),
    ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
    ("Reading", "Berkshire", "RG"), ("Swindon", "Wiltshire", "SN"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Gloucester", "Gloucestershire", "GL"),
    ("Worcester", "Worcestershire", "WR"), ("Hereford", "Herefordshire", "HR"),
    ("Shrewsbury", "Shropshire", "SY"), ("Stoke-on-Trent", "Staffordshire", "ST"),
    ("Derby", "Derbyshire", "DE"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Leicester", "Leicestershire", "LE"), ("Northampton", "Northamptonshire", "NN"),
    ("Luton", "Bedfordshire", "LU"), ("Cambridge", "Cambridgeshire", "CB"),
    ("Oxford", "Oxfordshire", "OX"), ("Brighton", "East Sussex", "BN"),
    ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"),
    ("Southampton", "Hampshire", "SO"), ("Bournemouth", "Dorset", "BH"),
    ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
    ("Wrexham", "Clwyd", "LL"), ("Aberdeen", "Aberdeenshire", "AB"),
    ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"), ("Perth", "Perthshire", "PH"),
    ("Belfast", "County Antrim", "BT"), ("Kendal", "Cumbria", "LA"),
]

AU_TOWNS = [
    ("Ballarat", "VIC", "Victoria", "3"), ("Bendigo", "VIC", "Victoria", "3"),
    ("Geelong", "VIC", "Victoria", "3"), ("Mildura", "VIC", "Victoria", "3"),
    ("Shepparton", "VIC", "Victoria", "3"), ("Wagga Wagga", "NSW", "New South Wales", "2"),
    ("Newcastle", "NSW", "New South Wales", "2"), ("Wollongong", "NSW", "New South Wales", "2"),
    ("Dubbo", "NSW", "New South Wales", "2"), ("Orange", "NSW", "New South Wales", "2"),
    ("Albury", "NSW", "New South Wales", "2"), ("Toowoomba", "QLD", "Queensland", "4"),
    ("Townsville", "QLD", "Queensland", "4"), ("Cairns", "QLD", "Queensland", "4"),
    ("Rockhampton", "QLD", "Queensland", "4"), ("Bundaberg", "QLD", "Queensland", "4"),
    ("Launceston", "TAS", "Tasmania", "7"), ("Hobart", "TAS", "Tasmania", "7"),
    ("Darwin", "NT", "Northern Territory", "08"), ("Alice Springs", "NT", "Northern Territory", "08"),
    ("Bunbury", "WA", "Western Australia", "6"), ("Geraldton", "WA", "Western Australia", "6"),
    ("Mount Gambier", "SA", "South Australia", "5"), ("Whyalla", "SA", "South Australia", "5"),
    ("Canberra", "ACT", "Australian Capital Territory", "26"),
]

CA_TOWNS = [
    ("Kingston", "ON", "Ontario", "K"), ("Hamilton", "ON", "Ontario", "L"),
    ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"),
    ("London", "ON", "Ontario", "N"), ("Peterborough", "ON", "Ontario", "K"),
    ("Kelowna", "BC", "British Columbia", "V"), ("Kamloops", "BC", "British Columbia", "V"),
    ("Nanaimo", "BC", "British Columbia", "V"), ("Red Deer", "AB", "Alberta", "T"),
    ("Lethbridge", "AB", "Alberta", "T"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Regina", "SK", "Saskatchewan", "S"), ("Brandon", "MB", "Manitoba", "R"),
    ("Winnipeg", "MB", "Manitoba", "R"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Fredericton", "NB", "New Brunswick", "E"), ("Halifax", "NS", "Nova Scotia", "B"),
    ("Truro", "NS", "Nova Scotia", "B"), ("Charlottetown", "PE", "Prince Edward Island", "C"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A"),
    ("Sherbrooke", "QC", "Quebec", "J"), ("Gatineau", "QC", "Quebec", "J"),
]

COUNTRY_NAMES = {"US": ["USA", "United States", "U.S.A."], "UK": ["United Kingdom", "UK", "England"],
                 "AU": ["Australia"], "CA": ["Canada"]}

FOREIGN_COUNTRIES = [
    "Germany", "Switzerland", "Ireland", "Netherlands", "France", "Belgium", "Sweden",
    "Denmark", "Japan", "Malaysia", "Pakistan", "Czech Republic", "Poland", "New Zealand",
    "Italy", "Israel", "Austria", "Finland", "South Korea", "Portugal",
]
TRAVEL_COUNTRIES = [
    "Spain", "Portugal", "Greece", "Turkey", "India", "Thailand", "Nigeria", "Ghana",
    "Philippines", "Vietnam", "Egypt", "Mexico", "Brazil", "Poland", "Romania", "Kenya",
    "Sri Lanka", "Bangladesh", "Lithuania", "Colombia", "Fiji", "Samoa", "Jamaica",
]

TOPO_A = """Ash Bracken Calder Dun Elm Fern Glen Hazel Ivy Juniper Kestrel Lark Mill Oak
Pine Quarry Raven Salt Thorn Wex Willow Heron Stone Red Fallow Castle High Birch Cedar
Marsh Briar Holly Clover Linden Alder Yarrow Tamarind Wattle Banksia Maple Tamarack""".split()
TOPO_B = """bury field vale more stead hollow hurst mead marsh cliffe crest bridge mere
leigh combe ford wick dale brook ridge haven gate wood lands""".split()

SAINTS = ["Aidan", "Brigid", "Columba", "Hilda", "Cuthbert", "Ninian", "Oswald", "Walburga",
          "Petroc", "Winifred", "Swithun", "Kentigern", "Etheldreda", "Ursula", "Boniface",
          "Brendan", "Monica", "Jude", "Vincent", "Clare", "Anselm", "Bede", "Gertrude"]

STREET_A = """Larch Foundry Tannery Kestrel Quarry Mill Orchard Chapel Wattle Banksia Maple
Tamarack Birchmount Cedar Saltire Heron Ropewalk Cooper Weaver Tollgate Harbour Beacon
Cannery Brickfield Glebe Paddock Station Bellfounder Linnet Wren Plover Curlew Ironbark
Jacaranda Poplar Sycamore Hawthorn Fountain Merchant Granary Cordwainer Sandpiper
Bramble Osier Thistle Ferncliff Goldcrest Magpie Lyrebird Spinifex Coolabah Dogwood
Sumac Hemlock Prairie Ridgeback Cobble Lantern Anchor Millrace Kiln""".split()
STREET_B = {
    "UK": ["Road", "Lane", "Close", "Drive", "Crescent", "Avenue", "Grove", "Terrace", "Way",
           "Court", "Gardens", "Walk", "Rise", "Mews", "Street", "Row"],
    "US": ["Street", "Avenue", "Boulevard", "Drive", "Road", "Lane", "Court", "Place", "Way",
           "Terrace", "Pkwy", "St", "Ave", "Blvd", "Dr"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Court", "Close", "Place",
           "Highway", "St", "Rd", "Terrace", "Esplanade"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Line", "St.",
           "Ave.", "Rd.", "Trail", "Court"],
}

HOSP_PATTERNS = {
    "UK": ["{T} General Hospital", "{T} Royal Infirmary", "St {S}'s Hospital",
           "{T} District General Hospital", "{T} Community Hospital", "{T} Treatment Centre",
           "The {T} Hospital", "Royal {T} Hospital", "{T} Infirmary"],
    "US": ["{T} Memorial Hospital", "{T} Regional Medical Center", "St. {S} Medical Center",
           "{T} Surgery Center", "{T} Ambulatory Surgical Center", "Mercy {T} Hospital",
           "{T} Valley Hospital", "{T} Community Hospital", "{T} University Hospital"],
    "AU": ["{T} Base Hospital", "{T} Hospital", "{T} Private Hospital", "St {S}'s Private Hospital",
           "{T} Day Surgery", "{T} District Hospital", "{T} Public Hospital"],
    "CA": ["{T} General Hospital", "{T} Health Sciences Centre", "{T} Regional Hospital",
           "St. {S}'s Healthcare", "{T} District Health Centre", "{T} Memorial Hospital"],
}
PROVIDER_PATTERNS = {
    "UK": ["{T} Hospitals NHS Foundation Trust", "{T} and District NHS Trust",
           "{T} Healthcare NHS Trust"],
    "US": ["{T} Health", "{T} Health System", "{T} Medical Group"],
    "AU": ["{T} Local Health District", "{T} Health Service", "{T} Hospital and Health Service"],
    "CA": ["{T} Health Authority", "{T} Health Network", "{T} Regional Health"],
}
SSD_PATTERNS = {
    "UK": ["{T} Sterile Services Centre", "{T} HSDU", "{T} Decontamination Hub",
           "{T} Sterile Services Unit"],
    "US": ["{T} Sterile Processing Center", "{T} SPD Hub", "{T} Central Processing Facility"],
    "AU": ["{T} CSSD", "{T} Sterilising Services", "{T} Reprocessing Centre"],
    "CA": ["{T} MDR Centre", "{T} Reprocessing Hub", "{T} Medical Device Reprocessing Department"],
}
ENDO_PATTERNS = ["{T} Endoscopy Unit", "{T} Endoscopy Suite", "{T} Digestive Health Unit",
                 "{T} Day Procedure Unit"]

WARD_NAMED = ["Rowan", "Kingfisher", "Bluebell", "Nightingale", "Heather", "Osprey",
              "Primrose", "Jasmine", "Juniper", "Banksia", "Waratah", "Ironbark", "Lavender",
              "Aspen", "Larkspur", "Sapphire", "Cavell", "Fleming", "Tamarind", "Coral"]

SUPPLIER_STEM = ["Harwick", "Brennan-Vos", "Quillon", "Tamsin", "Corvane", "Halberd",
                 "Ostara", "Meridale", "Kinloch", "Saxby", "Trident Ridge", "Arclight",
                 "Velmont", "Penrose-Hale", "Strand & Mercer", "Obsidian", "Ironvale",
                 "Lachance-Morel", "Greywater", "Aldermoor", "Castellane", "Northgrove"]
SUPPLIER_KIND = ["Orthopaedics", "Spine", "Surgical", "Medical", "Endoscopy Services",
                 "Instrument Repair", "Biomedical", "Neuro Systems", "Trauma", "Ophthalmic"]
SUPPLIER_SUFFIX = {"UK": ["Ltd", "Ltd.", "UK Ltd"], "US": ["Inc.", "LLC", "Corp."],
                   "AU": ["Pty Ltd", "Australia Pty Ltd"], "CA": ["Inc.", "Ltd.", "Canada Inc."]}
COURIERS = ["Swiftline Couriers", "RedKite Logistics", "Bluegum Express", "Northern Relay Freight",
            "Priority Clinical Transport", "Tern Logistics", "Cobalt Same-Day", "Halyard Freight",
            "Keel & Compass Couriers", "Brightwater Medical Logistics"]
SERVICE_COS = ["Thermavex Service", "Calloway Biomedical Engineering", "Pureflow Validation Services",
               "Steriline Technical", "Axon Test & Validation", "Dunmere Water Services"]
INSURERS = {"US": ["Meridian Health Plan", "Bluewater Mutual", "Cascadia Benefit Trust",
                   "Prairie Shield Health", "Keystone Harbor Health", "Ridgeway Care Plan"],
            "UK": ["Albion Health Assurance", "Thamesmead Medical Insurance"],
            "AU": ["Harbourline Health Fund", "Southern Cross-Bay Mutual", "Coastal Members Health"],
            "CA": ["Northstar Assurance", "Laurentide Benefits", "Prairie Blue Group Plan"]}
EMPLOYERS = ["Halden Freight", "Coastal Bakery Co.", "Tennant & Sons Joinery",
             "Greyfriars Primary School", "Marlow Bus Company", "Riverside Leisure Centre",
             "Ashgrove Care Home", "Pemberton Steel", "Fairhaven Council", "Blue Wren Cafe",
             "Ostrander Logistics", "Millbank Dairy", "Kestrel Print Works", "Oakhurst College",
             "Saltmarsh Fisheries", "Redgate Motors", "Harlow & Finch Solicitors"]

PROFESSIONS = [
    "bus driver", "primary school teacher", "electrician", "dental hygienist", "chef",
    "farmer", "plasterer", "accountant", "software developer", "tattoo artist", "barista",
    "crane operator", "pharmacist", "warehouse operative", "taxi driver", "hairdresser",
    "midwife", "police officer", "firefighter", "lorry driver", "teaching assistant",
    "solicitor", "phlebotomist", "care assistant", "veterinary nurse", "butcher",
    "plumber", "carpenter", "postman", "librarian", "mechanic", "paramedic", "dentist",
    "nursery nurse", "shop assistant", "cleaner", "security guard", "builder", "welder",
    "truck driver", "real estate agent", "mine worker", "fisherman", "childcare worker",
    "school nurse", "dental nurse", "surgical technologist", "beautician", "pilot",
]
