"""Place, organisation and occupation pools written for dev265. Hospital,
practice, pharmacy and employer names are invented."""


def _l(s):
    return [x.strip() for x in s.strip().split("\n") if x.strip()]


# UK: (town, county) ; postcode outward letters
UK_TOWNS = [
    ("Oldham", "Greater Manchester", "OL"), ("Rochdale", "Greater Manchester", "OL"),
    ("Wigan", "Lancashire", "WN"), ("Burnley", "Lancashire", "BB"),
    ("Blackpool", "Lancashire", "FY"), ("Gateshead", "Tyne and Wear", "NE"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Darlington", "County Durham", "DL"),
    ("Harrogate", "North Yorkshire", "HG"), ("Wakefield", "West Yorkshire", "WF"),
    ("Huddersfield", "West Yorkshire", "HD"), ("Rotherham", "South Yorkshire", "S"),
    ("Mansfield", "Nottinghamshire", "NG"), ("Loughborough", "Leicestershire", "LE"),
    ("Kettering", "Northamptonshire", "NN"), ("Walsall", "West Midlands", "WS"),
    ("Dudley", "West Midlands", "DY"), ("Shrewsbury", "Shropshire", "SY"),
    ("Hereford", "Herefordshire", "HR"), ("Gloucester", "Gloucestershire", "GL"),
    ("Taunton", "Somerset", "TA"), ("Barnstaple", "Devon", "EX"),
    ("Truro", "Cornwall", "TR"), ("Swindon", "Wiltshire", "SN"),
    ("Basingstoke", "Hampshire", "RG"), ("Margate", "Kent", "CT"),
    ("Hastings", "East Sussex", "TN"), ("Colchester", "Essex", "CO"),
    ("Ipswich", "Suffolk", "IP"), ("King's Lynn", "Norfolk", "PE"),
    ("Wrexham", "Clwyd", "LL"), ("Llanelli", "Carmarthenshire", "SA"),
    ("Paisley", "Renfrewshire", "PA"), ("Kirkcaldy", "Fife", "KY"),
    ("Dumfries", "Dumfries and Galloway", "DG"), ("Ashcombe", "Somerset", "BA"),
    ("Kettlewick", "North Yorkshire", "YO"), ("Brindlemoor", "Lancashire", "PR"),
    ("Hawksford", "Cumbria", "CA"), ("Marlow Cross", "Berkshire", "SL"),
    ("Eastvale", "Durham", "DH"), ("Thornby Bridge", "Cheshire", "CW"),
    ("Salterton Magna", "Dorset", "DT"), ("Fellside", "Northumberland", "NE"),
    ("Cwm Aran", "Powys", "LD"), ("Stoneleigh Wells", "Warwickshire", "CV"),
]

# US: (city, state abbr, state full, zip first 3 digits)
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Dayton", "OH", "Ohio", "454"),
    ("Toledo", "OH", "Ohio", "436"), ("Scranton", "PA", "Pennsylvania", "185"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Hartford", "CT", "Connecticut", "061"),
    ("Albany", "NY", "New York", "122"), ("Rochester", "NY", "New York", "146"),
    ("Baltimore", "MD", "Maryland", "212"), ("Richmond", "VA", "Virginia", "232"),
    ("Durham", "NC", "North Carolina", "277"), ("Savannah", "GA", "Georgia", "314"),
    ("Tampa", "FL", "Florida", "336"), ("Mobile", "AL", "Alabama", "366"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Lexington", "KY", "Kentucky", "405"),
    ("Gary", "IN", "Indiana", "464"), ("Flint", "MI", "Michigan", "485"),
    ("Madison", "WI", "Wisconsin", "537"), ("Duluth", "MN", "Minnesota", "558"),
    ("Sioux Falls", "SD", "South Dakota", "571"), ("Wichita", "KS", "Kansas", "672"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("El Paso", "TX", "Texas", "799"),
    ("Lubbock", "TX", "Texas", "794"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Tucson", "AZ", "Arizona", "857"), ("Reno", "NV", "Nevada", "895"),
    ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Spokane", "WA", "Washington", "992"), ("Eugene", "OR", "Oregon", "974"),
    ("Boise", "ID", "Idaho", "837"), ("Billings", "MT", "Montana", "591"),
    ("Cheyenne", "WY", "Wyoming", "820"), ("Anchorage", "AK", "Alaska", "995"),
    ("Pine Hollow", "WV", "West Virginia", "253"), ("Cedar Bluff", "IA", "Iowa", "524"),
    ("Marrowbone", "KY", "Kentucky", "426"), ("Red Willow", "NE", "Nebraska", "690"),
    ("Port Calder", "ME", "Maine", "046"), ("Silver Fork", "CO", "Colorado", "816"),
]

# AU: (suburb/town, state abbr, state full, postcode prefix)
AU_TOWNS = [
    ("Parramatta", "NSW", "New South Wales", "21"), ("Wollongong", "NSW", "New South Wales", "25"),
    ("Newcastle", "NSW", "New South Wales", "23"), ("Dubbo", "NSW", "New South Wales", "28"),
    ("Blacktown", "NSW", "New South Wales", "21"), ("Footscray", "VIC", "Victoria", "30"),
    ("Geelong", "VIC", "Victoria", "32"), ("Ballarat", "VIC", "Victoria", "33"),
    ("Dandenong", "VIC", "Victoria", "31"), ("Bendigo", "VIC", "Victoria", "35"),
    ("Logan", "QLD", "Queensland", "41"), ("Townsville", "QLD", "Queensland", "48"),
    ("Toowoomba", "QLD", "Queensland", "43"), ("Cairns", "QLD", "Queensland", "48"),
    ("Elizabeth", "SA", "South Australia", "51"), ("Mount Gambier", "SA", "South Australia", "52"),
    ("Joondalup", "WA", "Western Australia", "60"), ("Bunbury", "WA", "Western Australia", "62"),
    ("Kalgoorlie", "WA", "Western Australia", "64"), ("Launceston", "TAS", "Tasmania", "72"),
    ("Glenorchy", "TAS", "Tasmania", "70"), ("Palmerston", "NT", "Northern Territory", "08"),
    ("Alice Springs", "NT", "Northern Territory", "08"), ("Belconnen", "ACT", "Australian Capital Territory", "26"),
    ("Wirrabara Flat", "SA", "South Australia", "55"), ("Coolamon Creek", "NSW", "New South Wales", "26"),
    ("Kurrajong Heights", "NSW", "New South Wales", "27"), ("Yarrambat", "VIC", "Victoria", "30"),
]

# CA: (city, province abbr, province full, FSA first letter)
CA_CITIES = [
    ("Hamilton", "ON", "Ontario", "L"), ("Mississauga", "ON", "Ontario", "L"),
    ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"),
    ("Kingston", "ON", "Ontario", "K"), ("London", "ON", "Ontario", "N"),
    ("Scarborough", "ON", "Ontario", "M"), ("Laval", "QC", "Quebec", "H"),
    ("Sherbrooke", "QC", "Quebec", "J"), ("Gatineau", "QC", "Quebec", "J"),
    ("Surrey", "BC", "British Columbia", "V"), ("Kamloops", "BC", "British Columbia", "V"),
    ("Nanaimo", "BC", "British Columbia", "V"), ("Prince George", "BC", "British Columbia", "V"),
    ("Red Deer", "AB", "Alberta", "T"), ("Lethbridge", "AB", "Alberta", "T"),
    ("Saskatoon", "SK", "Saskatchewan", "S"), ("Regina", "SK", "Saskatchewan", "S"),
    ("Brandon", "MB", "Manitoba", "R"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Dartmouth", "NS", "Nova Scotia", "B"), ("Charlottetown", "PE", "Prince Edward Island", "C"),
    ("Corner Brook", "NL", "Newfoundland and Labrador", "A"), ("Whitehorse", "YT", "Yukon", "Y"),
    ("Birchfall", "ON", "Ontario", "P"), ("Lac-Sainte-Odile", "QC", "Quebec", "G"),
    ("Cold Lake Landing", "AB", "Alberta", "T"), ("Otter Cove", "NS", "Nova Scotia", "B"),
]

STREET_WORDS = _l("""
Elm
Holloway
Ashgrove
Birchwood
Canal
Chapel
Cromwell
Dunmore
Fernhill
Foundry
Gorse
Granary
Hawthorn
Heather
Highfield
Ivydene
Juniper
Kestrel
Larch
Linnet
Maple
Marsh
Meadowsweet
Mill
Moorland
Nettlebed
Orchard
Osprey
Paddock
Pinfold
Quarry
Rectory
Riverside
Rowan
Saddler
Sandpiper
Sorrel
Station
Tannery
Thistle
Tollgate
Victoria
Wagtail
Weaver
Willowbank
Wren
Yew Tree
Bluebell
Cobbler
Drovers
Ember
Ferrier
Goldcrest
Harbour
Ironstone
Kingfisher
Lantern
Magpie
Nightingale
Oakapple
Pelican
Redgate
Silverbirch
Tamarind
Wattle
Jacaranda
Banksia
Bottlebrush
Ironbark
Lakeview
Prairie
Sycamore
Poplar
Cedar
Dogwood
Magnolia
""")

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens",
           "Terrace", "Way", "Mews", "Grove", "Court", "Row", "Walk"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Rd", "Ln", "Ct", "Way",
           "Pike", "Pkwy", "Circle", "Trail"],
    "AU": ["St", "Street", "Rd", "Road", "Pde", "Parade", "Cres", "Ave", "Crt", "Place",
           "Hwy", "Close", "Drive"],
    "CA": ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Cres", "Blvd", "Dr", "Line",
           "Concession Rd", "Crescent", "Way"],
}

HOSP_STEMS = _l("""
Northmoor
Ashbury
Kingsmere
Greyfriars
Bellwether
Eastvale
Mount Carrow
Harbourview
Lakeshore
Prairie Hills
Riverside
Saltmarsh
Thornbury
Wyndham Cross
Holloway Park
Copperbeech
Fallowfield
Redmarsh
Summerlea
Westbrook
Ironbridge
Calder Valley
Stonebridge
Whitlow Bay
Glenmorrow
Bramblewood
Cedarcrest
Sutter Creek
Pinegrove
Coral Bay
Warrigal
Kurrawong
Banksia Park
Bluewater
Lac-Vert
Maplehurst
Northgate
Southmead Vale
""")

SAINTS = ["St Aldric's", "St Bride's", "St Columba's", "St Winifred's", "St Oswin's",
          "Saint Brendan's", "St Ninian's", "Our Lady of Lourdes", "St Cuthman's",
          "Sacred Heart", "St Elphin's", "Saint Jude's"]

HOSP_SUFFIX = {
    "UK": ["General Hospital", "University Hospital", "Royal Infirmary", "Hospital",
           "District General Hospital", "Community Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "University Hospital",
           "Memorial Hospital", "Health System", "General Hospital"],
    "AU": ["Hospital", "Base Hospital", "Health Service", "Public Hospital",
           "District Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre",
           "Hospital", "Memorial Hospital"],
}

PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates",
           "Community Health Center", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic",
           "Aboriginal Medical Service"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre",
           "Walk-In Clinic"],
}

PHARMACY_NAMES = _l("""
Greenway Pharmacy
Corner Chemist
Bridgend Late Night Pharmacy
Hollowell Dispensary
Pestle & Mortar Pharmacy
Castlegate Chemist
Apothecary on Main
Riverbend Pharmacy
Bluebell Community Pharmacy
Harbour Street Chemist
Silverleaf Specialty Pharmacy
Keystone Specialty Rx
Prairie Drug Mart
Northside Discount Chemist
Wattle Grove Pharmacy
Maple Leaf Pharmacy
Coastline Compounding Pharmacy
Quayside Pharmacy
""")

WARDS = _l("""
Daffodil Ward
Ward 7B
Ward 14
Lister Ward
Aldersgate Ward
Ward 23
Heron Ward
Kingfisher Unit
Ward 4 North
Bramley Ward
Ward C5
Juniper Ward
Ward 31
Castleview Ward
Monarch Ward
Ward 6 East
""")

DAY_UNITS = _l("""
Lister Day Unit
Ashby Ambulatory Unit
Fern Day Case Unit
Cavell Treatment Suite
Holme Day Unit
Nightingale Procedures Suite
Brampton Ambulatory Care Unit
Osler Day Centre
""")

SERVICES = _l("""
Pathways Recovery Service
Harbourlight Drug and Alcohol Service
Turnstone Community Alcohol Team
New Leaf Addiction Clinic
Beacon Street Recovery Hub
Riverside Opioid Treatment Program
Crossroads Substance Use Service
Waypoint Detox Unit
Kookaburra House Residential Rehab
Compass Point Outreach Clinic
""")

EMPLOYERS = _l("""
Halvorsen Logistics
Brightwater Foods
Kestrel Haulage
Tamsin & Rowe Solicitors
Copperleaf Brewing Co
Northway Rail
Meadowbank Primary School
Ironbridge Construction
Saltire Fisheries
Blackstone Quarry Ltd
The Crown and Anchor
Red Lion Inn
Granite Peak Mining
Larkspur Care Homes
Dunmore Motors
Pinegrove Community College
Bellbird Vineyards
Tidewater Shipping
Ashford Council Depot
Sunnyvale Supermarkets
Orbital Software Ltd
Maplestone Timber
Coastal Cabs
Golden Wattle Hotel
Prairie Grain Co-op
Harbourside Casino
Kingsmere Academy
Clearwater Plumbing
Foxglove Bakery
Ridgeway Security Services
""")

INSURERS = _l("""
Bluegate Health Plan
Keystone Mutual Health
Sunfield Health Partners
Cardinal Care Insurance
Evergreen Medicaid Plus
Coral Health Fund
Southern Cross Mutual
Harbour Health Benefits
Northstar Benefit Trust
Lakeland Employee Health
""")

SUPPORT_ORGS = _l("""
Hep Peer Network Eastvale
Liver Friends Support Group
Open Door Housing Trust
Second Chance Foodbank
Hearth Homeless Outreach
Carers Together Northmoor
Waratah Tenancy Support
Prairie Men's Shed
""")

PROFESSIONS = _l("""
bar manager
publican
chef
HGV driver
taxi driver
electrician
plumber
school nurse
primary school teacher
accountant
warehouse operative
care assistant
roofer
fisherman
coal miner
sommelier
sales representative
software developer
security guard
forklift driver
hairdresser
office cleaner
solicitor
retail manager
farm labourer
tattoo artist
bus driver
police officer
carpenter
motor mechanic
postal worker
university lecturer
civil servant
landscape gardener
bricklayer
welder
truck driver
nurse
pharmacy technician
brewery worker
bartender
scaffolder
long-haul trucker
oil rig worker
fly-in fly-out miner
event promoter
wine merchant
stonemason
labourer
line cook
""")

COUNTRIES = _l("""
Pakistan
Nigeria
Vietnam
China
Romania
Poland
Egypt
Somalia
Ghana
Philippines
India
Bangladesh
Eritrea
Ukraine
Brazil
Mongolia
Italy
Greece
Portugal
Ireland
Scotland
Moldova
Sierra Leone
Cambodia
Georgia
Kazakhstan
Tonga
Samoa
Fiji
Lithuania
Sudan
Haiti
Mexico
Guatemala
Iran
Afghanistan
""")

# travel / family-origin countries typical for HBV screening questions
HBV_COUNTRIES = ["Vietnam", "China", "Nigeria", "Ghana", "Mongolia", "Cambodia",
                 "Philippines", "Sierra Leone", "Somalia", "Tonga", "Samoa", "Moldova",
                 "Eritrea", "Romania", "Haiti"]

THE_COUNTRIES = ("Philippines", "Gambia", "Netherlands", "UK", "USA", "United Kingdom", "United States")


def country_pieces(name):
    """Leading article stays outside the COUNTRY span."""
    if name in THE_COUNTRIES:
        return ["the ", (name, "COUNTRY")]
    return [(name, "COUNTRY")]


COUNTRY_NAME = {"UK": ["UK", "United Kingdom"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"]}
