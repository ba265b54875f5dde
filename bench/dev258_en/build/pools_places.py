"""Invented places and organisations, per country.  States/provinces are
real administrative names (needed for realism); towns, counties,
streets, hospitals, venues and organisations are invented."""

TOWNS = {
    "UK": [
        "Ashcombe", "Brackenfield", "Caddington Market", "Dunholme Bridge", "Eldersby",
        "Fenwold", "Gorsley Heath", "Hallowby", "Kelmarsh Cross", "Lynwater",
        "Marlowe St Giles", "Netherstow", "Oakhurst Magna", "Pellingford", "Redbarrow",
        "Saltmarsh", "Thornbury Vale", "Upper Wyncombe", "Wexcombe", "Yarrowby",
        "Llanfechan", "Kilmory Bay", "Strathdune", "Port Caddow", "Abercarrow",
        "Bishops Lydd", "Cottersby", "Drymoor", "Easterhythe", "Frampton Lacy",
        "Glenallan", "Hartsbridge", "Ivelbury", "Knapton Ferrers", "Longmire",
        "Minsterley Row", "Norbrook", "Quenby", "Ravensholt", "Stowe Parva",
    ],
    "US": [
        "Cedar Bluff", "Millbrook Springs", "Port Ardmore", "Riverton Falls", "Harlan Ridge",
        "Oak Shoals", "Pinecrest Junction", "Sable Creek", "Westhaven", "Greer's Ferry",
        "Bellmont Heights", "Calder City", "Dunmore Lake", "Elk Prairie", "Fairhope Station",
        "Granger Mills", "Hollis Bend", "Ironton Flats", "Juniper Gap", "Kessler Park",
        "Laurel Hollow", "Marrow Bay", "New Castile", "Osage Point", "Pruett Valley",
        "Quarry Hill", "Redwater", "Shiloh Crossing", "Tamarack", "Union Grove Heights",
    ],
    "AU": [
        "Banksia Heights", "Coolabah Creek", "Kurrajong Flats", "Mallee Point",
        "Wattle Grove East", "Yarrabee", "Bindaree", "Tallowood", "Kookaburra Bay",
        "Redgum Hill", "Corella Beach", "Jarrah Vale", "Bilby Downs", "Gidgee Springs",
        "Ironbark Ridge", "Lilli Pilli Heads", "Marri Park", "Nullarbin", "Quandong Creek",
        "Stringybark", "Tuart Hill South", "Warrigal Bay", "Yallambee", "Boronia Flat",
        "Currawong Point", "Emu Gully", "Karri Downs", "Mulga Bore",
    ],
}

COUNTIES_UK = [
    "Caddonshire", "West Hallamby", "Eastmarch", "Wexshire", "North Lyddon",
    "Fenland Vale", "Glen Corran", "Dyfed Uchaf", "Sarumshire", "Thornleigh",
]

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Illinois", "IL"), ("Colorado", "CO"), ("North Carolina", "NC"),
           ("Michigan", "MI"), ("Arizona", "AZ"), ("Pennsylvania", "PA"),
           ("Tennessee", "TN"), ("Wisconsin", "WI"), ("Florida", "FL"),
           ("Minnesota", "MN"), ("Virginia", "VA"), ("Louisiana", "LA")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
}

STREET_WORDS = [
    "Elm", "Harrow", "Mill", "Station", "Church", "Quarry", "Kingfisher", "Lark",
    "Foundry", "Chapel", "Orchard", "Tannery", "Bridge", "Cobble", "Willow", "Sorrel",
    "Heron", "Marsh", "Copper", "Beacon", "Gorse", "Lavender", "Anchor", "Saddler",
    "Dovecote", "Pennant", "Granary", "Rowan", "Juniper", "Maple", "Sycamore", "Briar",
    "Hawthorn", "Ferry", "Cannery", "Millrace", "Tollgate", "Wharf", "Signal", "Pioneer",
    "Banksia", "Wattle", "Waratah", "Jacaranda", "Ironbark", "Kurrajong", "Pelican",
]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Way", "Gardens",
           "Terrace", "Drive", "Mews", "Row", "Place", "Rise", "Grove"],
    "US": ["Street", "Avenue", "Road", "Boulevard", "Drive", "Lane", "Court", "Way",
           "Parkway", "Terrace", "Circle", "Pike", "Trail"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Court", "Place",
           "Close", "Terrace", "Esplanade", "Highway", "Grove"],
}
HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Flat 3", "Flat 12B", "Apartment 4",
               "Unit 7", "Apt 2C", "Suite 310", "Unit 14", "Flat 2/1"]

# --- hospitals and care sites -------------------------------------------------
HOSP_PATTERNS = {
    "UK": ["{t} Royal Infirmary", "{t} General Hospital", "{t} District General",
           "{t} Community Hospital", "{t} Minor Injuries Unit", "Royal {t} Hospital",
           "{t} Urgent Treatment Centre"],
    "US": ["{t} Regional Medical Center", "{t} Memorial Hospital", "{t} Community Hospital",
           "Mercy {t} Medical Center", "{t} General", "{t} Health Urgent Care",
           "St. Anselm's {t}"],
    "AU": ["{t} Base Hospital", "{t} District Hospital", "{t} Public Hospital",
           "{t} Health Service", "{t} Private Hospital", "{t} Urgent Care Centre"],
}
NAMED_HOSP = {
    "UK": ["St Odran's Hospital", "Queen Adelina Hospital", "St Brannoc's Hospital",
           "The Princess Maud Infirmary", "Lady Ellery Hospital", "St Cuthwin's"],
    "US": ["St. Mary Alderney Hospital", "Good Shepherd of the Plains", "Bayview Baptist",
           "Sisters of Providence Ardmore", "Holloway Children's Hospital"],
    "AU": ["St Columba's Hospital", "Royal Dampier Hospital", "Mater Misericordiae Yarrabee",
           "Lady Gowrie Children's Hospital", "Sir Arthur Penfold Hospital"],
}
PRACTICE_PATTERNS = {
    "UK": ["{s} Surgery", "{t} Medical Practice", "{t} Health Centre", "The {s} Practice",
           "{s} Lane Surgery"],
    "US": ["{t} Family Practice", "{s} Primary Care", "{t} Family Medicine Associates",
           "{s} Pediatrics"],
    "AU": ["{t} Medical Centre", "{s} Family Practice", "{s} Street Clinic",
           "{t} Doctors"],
}
WARDS = ["Heron Ward", "Kingfisher Ward", "Ward 7B", "Larch Ward", "Dunstan Ward", "Ward 22",
         "Short Stay Ward 4", "Wattle Ward", "Banksia Unit", "Florence Ward", "Osprey Ward", "Ward C3"]
PHARMACY = ["Cornerway Pharmacy", "Greenleaf Chemist", "Harbourside Pharmacy",
            "Apex Drug Mart", "Wattle Street Chemist", "Medway Pharmacy"]

# --- organisations ------------------------------------------------------------
MED_PROVIDERS = {
    "UK": ["Redline Event Medical Ltd", "Crowdcare Medical Services", "Fieldside Medics",
           "Sentinel Event Health", "Vanguard Crowd Medicine", "Lantern Event Medics CIC",
           "Kestrel Medical Cover Ltd"],
    "US": ["Pulsepoint Event EMS LLC", "Keystone Special Events Medical",
           "Blue Heron Medical Standby", "TriState Crowd Medicine Group",
           "Summit Event Health Partners"],
    "AU": ["Harbour Event Medics Pty Ltd", "Southern Cross Crowd Care",
           "Redgum Event Health", "Outback Event Medical Services", "Coastline Medics"],
}
ORGANISERS = ["Brackenfield Live Ltd", "Tidewater Promotions", "Northgate Leisure Group",
              "Emberline Festivals", "Gumleaf Productions", "Foxhall Entertainment",
              "Kingsmead Events Trust", "Lanternlight Presents", "Big Sky Sound Co",
              "Rivermouth Running Club", "Redbarrow Motor Racing Club", "Apex Sprint Promotions"]
SECURITY = ["Ironclad Crowd Management", "Sentry Line Security", "Blue Ridge Event Staffing",
            "Bastion Crowd Safety", "Guardian Gate Services", "Watchtower Security Pty Ltd"]
AMBULANCE = {
    "UK": ["Eastmarch Ambulance Service", "Caddonshire Ambulance Service NHS Trust",
           "West Hallamby Ambulance Service", "North Lyddon Ambulance Service"],
    "US": ["Cedar County EMS", "Harlan Fire-Rescue", "Tri-Valley Ambulance Authority",
           "Marrow Bay Fire Department"],
    "AU": ["Southern Districts Ambulance", "Coastal Ambulance Authority",
           "Inland Regional Ambulance"],
}
POLICE = {
    "UK": ["Caddonshire Constabulary", "Eastmarch Police", "West Hallamby Police"],
    "US": ["Cedar Bluff PD", "Osage Point Sheriff's Office", "Riverton Falls Police Department"],
    "AU": ["Coastal Police District", "Yarrabee Police Station", "Mallee Police Area Command"],
}
EMPLOYERS = ["Fenwold Scaffolding", "Aldergrove Logistics", "Pinnacle Roofing",
             "Brightwater Leisure Centre", "Copperleaf Bakery", "Tallowood Timber Co",
             "Harlan Ridge Auto Body", "Kingfisher Care Homes", "Northway Rail Services",
             "Saltmarsh Fisheries", "Quarry Hill Dental", "Sable Creek Feed & Seed",
             "Bindaree Mining", "Westhaven Unified School District", "Lynwater Borough Council",
             "Oakhurst Academy", "University of Ashcombe", "Redgum TAFE", "Calder City Transit",
             "Mallinder & Sons Plumbing", "Greyfield Warehousing", "Marri Park Vineyards"]
SCHOOLS = ["Oakhurst Academy", "Kelmarsh Sixth Form College", "St Brigid's College",
           "Pellingford High School", "Juniper Gap High", "Bindaree State High School",
           "University of Ashcombe", "Riverton Falls Community College", "Redgum TAFE"]
TEAMS = ["Ashcombe Rovers", "Hallowby Town", "Redbarrow Athletic", "Lynwater United",
         "Port Ardmore Pilots", "Riverton Falls Otters", "Kessler Park Stallions",
         "Coolabah Creek Magpies", "Warrigal Bay Sharks", "Jarrah Vale Eagles"]

# --- venues / events ----------------------------------------------------------
VENUES = {
    "festival": {"UK": ["Hollowmere Park", "Brackenfield Farm", "Lynwater Showground",
                        "Ridgeback Fields", "Quenby Abbey Estate", "Gorsley Common"],
                 "US": ["Sable Creek Fairgrounds", "Juniper Gap Amphitheater",
                        "Osage Point Meadows", "Granger Mills Expo Grounds"],
                 "AU": ["Kurrajong Flats Reserve", "Warrigal Bay Foreshore",
                        "Ironbark Ridge Station", "Boronia Flat Racecourse"]},
    "stadium": {"UK": ["Cheswick Road Stadium", "Kingsmead Arena", "The Ironworks Stadium",
                       "Hartsbridge Park"],
                "US": ["Harlan Field", "Pruett Valley Coliseum", "Marrow Bay Ballpark"],
                "AU": ["Coolabah Oval", "Yarrabee Sports Ground", "Jarrah Vale Stadium"]},
    "marathon": {"UK": ["Marlowe Quay", "Netherstow Riverside", "Ashcombe Civic Square"],
                 "US": ["Riverton Falls Waterfront Park", "Calder City Plaza"],
                 "AU": ["Corella Beach Esplanade", "Tallowood Domain"]},
    "motorsport": {"UK": ["Redbarrow Circuit", "Gorsley Heath Kart Circuit",
                          "Stowe Parva Hillclimb"],
                   "US": ["Sable Creek Motor Speedway", "Elk Prairie Raceway"],
                   "AU": ["Mallee Point Raceway", "Gidgee Springs Motorplex"]},
    "public": {"UK": ["Castle Green", "Port Caddow Harbour", "Ashcombe Market Square"],
               "US": ["Shiloh Crossing Town Common", "Union Grove Heights Mall"],
               "AU": ["Kookaburra Bay Foreshore", "Marri Park Showgrounds"]},
}
EVENT_NAMES = {
    "festival": ["Brackenfield Live", "Saltmarsh Sound", "Emberfest", "Wattle & Wire Festival",
                 "Hollowmere Weekender", "Lantern Fields", "Big Sky Sound", "Redgum Roots Festival",
                 "Foxglove Folk Gathering", "Neon Meadow"],
    "stadium": ["Kingsmead Cup Final", "Harvest Bowl", "Summer Stadium Tour",
                "Coolabah Grand Final", "Ironworks Derby"],
    "marathon": ["Riverton Falls Marathon", "Great Lynwater Run", "Corella Beach Half",
                 "Ashcombe 10K", "Netherstow Marathon", "Tallowood Fun Run"],
    "motorsport": ["Redbarrow 500", "Mallee Point Sprint Series", "Elk Prairie Dirt Nationals",
                   "Stowe Parva Hillclimb Championship", "Gorsley Karting Open"],
    "public": ["Port Caddow Fireworks", "Shiloh Crossing Independence Parade",
               "Kookaburra Bay Carols", "Ashcombe Lantern Procession", "Marri Park Royal Show"],
}
STAGES = ["Kestrel Stage", "Foxglove Stage", "Beacon Stage", "Lantern Tent", "Hollow Oak Arena",
          "Saltbox Stage", "Big Wheel Field", "Ironbark Stage", "Rookery Tent", "Meadowlark Tent"]
CORNERS = ["Hangman's Bend", "Coppice Curve", "Gallows Hairpin", "Druid's Corner",
           "Warren Chicane", "Bilby Bend", "Ironbark Esses"]
LANDMARKS = ["Dog and Partridge", "Red Lion", "Marlowe Clock Tower", "Harbour Lighthouse",
             "Wattle Street footbridge", "Old Mill bandstand", "Tolly's Burger Bar",
             "Coppergate Arch", "Jubilee Fountain", "Carrow Memorial Gates"]
GENERIC_SPOTS = ["the Ferris wheel", "the helter skelter", "the bar by the toilets",
                 "the merch tent", "the front barrier", "the mixing desk", "the food court",
                 "the drinking water point", "the main entrance", "the accessible platform"]
W3W_WORDS = ["lamp", "meadow", "crust", "tiger", "folds", "rusty", "anchor", "piano",
             "gravel", "spoons", "jumpy", "violet", "candle", "orbit", "fluffy", "basket"]
FOREIGN = ["Portugal", "the Netherlands", "Ireland", "Poland", "New Zealand", "Germany",
           "Spain", "Italy", "Brazil", "Japan", "South Africa", "Canada", "France",
           "Sweden", "India", "Nigeria", "Romania", "Mexico", "Philippines", "Norway"]
COUNTRY_NAME = {"UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "US": ["USA", "United States"], "AU": ["Australia"]}

# events whose names are tied to one country's invented places
EVENT_COUNTRY = {
    "Wattle & Wire Festival": "AU", "Redgum Roots Festival": "AU", "Coolabah Grand Final": "AU",
    "Corella Beach Half": "AU", "Tallowood Fun Run": "AU", "Mallee Point Sprint Series": "AU",
    "Kookaburra Bay Carols": "AU", "Marri Park Royal Show": "AU",
    "Riverton Falls Marathon": "US", "Elk Prairie Dirt Nationals": "US", "Harvest Bowl": "US",
    "Shiloh Crossing Independence Parade": "US",
    "Brackenfield Live": "UK", "Saltmarsh Sound": "UK", "Hollowmere Weekender": "UK",
    "Kingsmead Cup Final": "UK", "Ironworks Derby": "UK", "Great Lynwater Run": "UK", "Ashcombe 10K": "UK",
    "Netherstow Marathon": "UK", "Redbarrow 500": "UK", "Stowe Parva Hillclimb Championship": "UK",
    "Gorsley Karting Open": "UK", "Port Caddow Fireworks": "UK", "Ashcombe Lantern Procession": "UK",
}

_MORE = {
    ("marathon", "US"): ["Calder City Half Marathon", "Tamarack Trail 50K", "Marrow Bay Bridge Run", "Hollis Bend Road Race"],
    ("marathon", "AU"): ["Warrigal Bay Ocean Run", "Ironbark Ridge Trail Marathon", "Yallambee Bay Run"],
    ("motorsport", "US"): ["Sable Creek 250", "Osage Point Dirt Classic", "Juniper Gap Hill Climb"],
    ("motorsport", "AU"): ["Gidgee Springs Drag Nationals", "Bilby Downs Rally Sprint", "Karri Downs Superkart Round"],
    ("public", "US"): ["Union Grove Heights Harvest Parade", "Laurel Hollow Balloon Festival", "Marrow Bay Air Show"],
    ("public", "AU"): ["Yarrabee Harbour Lights", "Currawong Point Air Show", "Boronia Flat Agricultural Show"],
    ("stadium", "US"): ["Prairie Classic", "Kessler Park Homecoming Game"],
    ("stadium", "AU"): ["Jarrah Vale Derby", "Warrigal Bay Twilight Series"],
    ("stadium", "UK"): ["Hartsbridge Charity Shield"],
    ("public", "UK"): ["Quenby Steam Rally", "Lynwater Air Show"],
}
for (_k, _c), _names in sorted(_MORE.items()):
    for _nm in _names:
        EVENT_NAMES[_k].append(_nm)
        EVENT_COUNTRY[_nm] = _c
