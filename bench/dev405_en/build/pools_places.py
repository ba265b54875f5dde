"""Place pools per country.  Towns and regions are real places; every
hospital, practice, unit and organisation name is invented by combining the
stems below."""

# (region, abbreviation, type, towns) -- towns sit in their real region
GEO = {
    "UK": [("West Yorkshire", None, "CITY", ["Leeds", "Bradford", "Wakefield", "Halifax", "Huddersfield"]),
           ("South Yorkshire", None, "CITY", ["Sheffield", "Doncaster", "Barnsley", "Rotherham"]),
           ("North Yorkshire", None, "CITY", ["York", "Harrogate", "Scarborough"]),
           ("Norfolk", None, "CITY", ["Norwich", "King's Lynn", "Great Yarmouth"]),
           ("Devon", None, "CITY", ["Exeter", "Plymouth", "Barnstaple"]),
           ("Cornwall", None, "CITY", ["Truro", "Penzance", "Bodmin"]),
           ("Kent", None, "CITY", ["Canterbury", "Dover", "Maidstone"]),
           ("Lancashire", None, "CITY", ["Preston", "Blackburn", "Burnley"]),
           ("Cumbria", None, "CITY", ["Carlisle", "Kendal", "Whitehaven"]),
           ("Greater Manchester", None, "CITY", ["Bolton", "Wigan", "Stockport", "Oldham"]),
           ("Fife", None, "CITY", ["Kirkcaldy", "Dunfermline", "Glenrothes"]),
           ("Gwynedd", None, "CITY", ["Bangor", "Caernarfon", "Pwllheli"]),
           ("County Down", None, "CITY", ["Newry", "Bangor", "Downpatrick"]),
           ("Somerset", None, "CITY", ["Taunton", "Yeovil", "Bath"]),
           ("Lincolnshire", None, "CITY", ["Lincoln", "Grantham", "Boston"]),
           ("Highland", None, "CITY", ["Inverness", "Fort William", "Wick"])],
    "US": [("Ohio", "OH", "STATE", ["Columbus", "Dayton", "Toledo", "Akron"]),
           ("Wisconsin", "WI", "STATE", ["Madison", "Green Bay", "Eau Claire"]),
           ("Iowa", "IA", "STATE", ["Des Moines", "Cedar Rapids", "Ames"]),
           ("Nebraska", "NE", "STATE", ["Omaha", "Lincoln", "Kearney"]),
           ("Kansas", "KS", "STATE", ["Wichita", "Topeka", "Salina"]),
           ("Oklahoma", "OK", "STATE", ["Tulsa", "Norman", "Lawton"]),
           ("Tennessee", "TN", "STATE", ["Memphis", "Knoxville", "Jackson"]),
           ("Kentucky", "KY", "STATE", ["Louisville", "Lexington", "Bowling Green"]),
           ("Virginia", "VA", "STATE", ["Richmond", "Norfolk", "Roanoke"]),
           ("North Carolina", "NC", "STATE", ["Raleigh", "Durham", "Asheville"]),
           ("Georgia", "GA", "STATE", ["Savannah", "Macon", "Athens"]),
           ("Texas", "TX", "STATE", ["El Paso", "Lubbock", "Amarillo", "Tyler"]),
           ("Idaho", "ID", "STATE", ["Boise", "Pocatello", "Twin Falls"]),
           ("Washington", "WA", "STATE", ["Spokane", "Tacoma", "Yakima"]),
           ("Oregon", "OR", "STATE", ["Eugene", "Salem", "Medford", "Portland"]),
           ("Arizona", "AZ", "STATE", ["Tucson", "Flagstaff", "Yuma"]),
           ("New Mexico", "NM", "STATE", ["Albuquerque", "Las Cruces", "Roswell"]),
           ("Minnesota", "MN", "STATE", ["Duluth", "Rochester", "St. Cloud"]),
           ("Maine", "ME", "STATE", ["Bangor", "Portland", "Lewiston"]),
           ("Vermont", "VT", "STATE", ["Burlington", "Rutland"]),
           ("Pennsylvania", "PA", "STATE", ["Scranton", "Allentown", "Erie"]),
           ("Indiana", "IN", "STATE", ["Fort Wayne", "Evansville", "Muncie"])],
    "CA": [("Ontario", "ON", "STATE", ["Toronto", "Hamilton", "London", "Ottawa", "Kingston",
                                        "Sudbury", "Thunder Bay", "Barrie", "Guelph", "Windsor", "Sarnia"]),
           ("Manitoba", "MB", "STATE", ["Winnipeg", "Brandon", "Thompson"]),
           ("Saskatchewan", "SK", "STATE", ["Regina", "Saskatoon", "Prince Albert"]),
           ("Alberta", "AB", "STATE", ["Calgary", "Edmonton", "Red Deer", "Lethbridge"]),
           ("British Columbia", "BC", "STATE", ["Kelowna", "Kamloops", "Victoria", "Nanaimo", "Prince George"]),
           ("Nova Scotia", "NS", "STATE", ["Halifax", "Truro", "Sydney"]),
           ("New Brunswick", "NB", "STATE", ["Moncton", "Saint John", "Fredericton"]),
           ("Quebec", "QC", "STATE", ["Sherbrooke", "Gatineau"])],
    "AU": [("New South Wales", "NSW", "STATE", ["Sydney", "Newcastle", "Wollongong", "Parramatta", "Dubbo",
                                                 "Wagga Wagga", "Orange", "Tamworth", "Albury"]),
           ("Victoria", "VIC", "STATE", ["Geelong", "Ballarat", "Bendigo", "Shepparton", "Mildura"]),
           ("Queensland", "QLD", "STATE", ["Brisbane", "Townsville", "Cairns", "Toowoomba", "Mackay"]),
           ("South Australia", "SA", "STATE", ["Adelaide", "Mount Gambier", "Whyalla"]),
           ("Western Australia", "WA", "STATE", ["Perth", "Bunbury", "Geraldton"]),
           ("Tasmania", "TAS", "STATE", ["Hobart", "Launceston", "Devonport"]),
           ("Northern Territory", "NT", "STATE", ["Darwin", "Alice Springs", "Katherine"]),
           ("Australian Capital Territory", "ACT", "STATE", ["Canberra"])],
    "IE": [("Dublin", None, "CITY", ["Dublin", "Swords", "Tallaght"]),
           ("Cork", None, "CITY", ["Cork", "Mallow", "Youghal"]),
           ("Galway", None, "CITY", ["Galway", "Tuam", "Ballinasloe"]),
           ("Kerry", None, "CITY", ["Tralee", "Killarney", "Listowel"]),
           ("Mayo", None, "CITY", ["Castlebar", "Ballina", "Westport"]),
           ("Donegal", None, "CITY", ["Letterkenny", "Buncrana", "Donegal Town"]),
           ("Clare", None, "CITY", ["Ennis", "Shannon", "Kilrush"]),
           ("Wicklow", None, "CITY", ["Bray", "Arklow", "Greystones"]),
           ("Meath", None, "CITY", ["Navan", "Trim", "Ashbourne"]),
           ("Tipperary", None, "CITY", ["Clonmel", "Nenagh", "Thurles"]),
           ("Louth", None, "CITY", ["Drogheda", "Dundalk"]),
           ("Westmeath", None, "CITY", ["Athlone", "Mullingar"]),
           ("Sligo", None, "CITY", ["Sligo", "Tubbercurry"])],
    "NZ": [("Auckland", None, "STATE", ["Auckland", "Manukau", "Pukekohe"]),
           ("Waikato", None, "STATE", ["Hamilton", "Taupo", "Cambridge"]),
           ("Bay of Plenty", None, "STATE", ["Tauranga", "Rotorua", "Whakatane"]),
           ("Canterbury", None, "STATE", ["Christchurch", "Timaru", "Ashburton"]),
           ("Otago", None, "STATE", ["Dunedin", "Oamaru", "Queenstown"]),
           ("Southland", None, "STATE", ["Invercargill", "Gore"]),
           ("Northland", None, "STATE", ["Whangarei", "Kaitaia", "Kerikeri"]),
           ("Hawke's Bay", None, "STATE", ["Napier", "Hastings", "Wairoa"]),
           ("Taranaki", None, "STATE", ["New Plymouth", "Hawera"]),
           ("Manawatu-Whanganui", None, "STATE", ["Palmerston North", "Whanganui", "Levin"]),
           ("Wellington", None, "STATE", ["Wellington", "Lower Hutt", "Masterton", "Porirua"]),
           ("Tasman", None, "STATE", ["Nelson", "Motueka"]),
           ("Gisborne", None, "STATE", ["Gisborne"])],
}

TOWNS = {c: sorted(set(t for g in GEO[c] for t in g[3])) for c in sorted(GEO)}
REGIONS = {c: [g[:3] for g in GEO[c]] for c in sorted(GEO)}

STREET_STEMS = ["Elm", "Beech", "Hawthorn", "Mill", "Station", "Church",
                "Victoria", "Albert", "Kingfisher", "Larch", "Rowan", "Bracken",
                "Meadow", "Orchard", "Quarry", "Tannery", "Ropewalk", "Foundry",
                "Harbour", "Cliff", "Pinecrest", "Willow", "Cedar", "Maple",
                "Juniper", "Birchwood", "Sandpiper", "Kowhai", "Totara",
                "Wattle", "Banksia", "Jacaranda", "Tamarack", "Spruce",
                "Glenview", "Riverside", "Fairway", "Heather", "Primrose",
                "Lavender", "Ashby", "Carrick", "Dunmore", "Kilbride",
                "Ballymore", "Brunswick", "Wellesley", "Pleasant", "Lincoln",
                "Jefferson", "Franklin", "Sunset", "Prospect", "Thornhill"]

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Terrace",
           "Grove", "Way", "Drive", "Gardens", "Mews"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard",
           "Way", "Place", "Circle", "St", "Ave", "Dr"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard",
           "Trail", "Way", "St", "Ave"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court",
           "Drive", "Place", "Terrace", "St", "Rd"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Crescent",
           "Drive", "Heights", "Close"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace",
           "Drive", "Grove", "Way", "Rise"],
}

HOSP_STEMS = {
    "UK": ["St Aldhelm's", "Kingsmere", "Harrowfield", "Queen Adelaide",
           "Thornbury Vale", "Ashgrove", "Greystone", "Bellhaven", "Wyndmoor",
           "Calder Moor", "Penmarric", "Strathallan", "Glenrothy", "Fenwick Hall"],
    "US": ["Ridgewater", "Brennan Valley", "Lakeshore Mercy", "Halvorsen",
           "Saint Ignatia", "Clearwater Bend", "Prairie Crest", "Hollins Ferry",
           "Mount Sorrel", "Cumberland Gap", "Elk River", "Whitford"],
    "CA": ["Northbay Sound", "St. Evangeline", "Laurentide", "Kaskitew",
           "Beaverhill", "Fraserview", "Cabot Shore", "Muskeg Lake",
           "Ste-Agathe", "Tamarack Valley"],
    "AU": ["Wattle Creek", "Banksia Ridge", "Mount Carrick", "Port Kennard",
           "Coolabah", "Bellarine Vale", "Yarrabee", "Ironbark", "Murrumbee",
           "Kestrel Point"],
    "IE": ["St Ailbhe's", "Mater Clonmore", "Ardmore", "Our Lady of Kilbride",
           "Carrowmore", "St Finian's", "Inishowen", "Slievebawn"],
    "NZ": ["Kauri Point", "Totara Park", "Matai Bay", "Rimu Valley",
           "Pohutukawa Coast", "Harakeke", "Manuka Hill", "Kahikatea"],
}

HOSP_SUFFIX = {
    "UK": ["University Hospital", "General Hospital", "Royal Infirmary",
           "District General Hospital", "Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "University Hospital",
           "Memorial Hospital", "Health Center"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre",
           "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "Private Hospital"],
    "IE": ["University Hospital", "Regional Hospital", "General Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Health Campus"],
}

UNIT_STEMS = ["Kestrel", "Aster", "Heron", "Wren", "Osprey", "Linnet", "Curlew",
              "Bluebell", "Foxglove", "Magnolia", "Tui", "Kereru", "Rosella",
              "Lorikeet", "Cardinal", "Loon", "Nightingale", "Seacole", "Kingfisher",
              "Lapwing"]

UNIT_KIND = {
    "UK": ["ICU", "Critical Care Unit", "Neuro ITU", "Ward", "HDU"],
    "US": ["ICU", "Neuro ICU", "SICU", "MICU", "Trauma ICU"],
    "CA": ["ICU", "Critical Care", "Neuro ICU", "CVICU"],
    "AU": ["ICU", "Intensive Care", "Ward", "HDU"],
    "IE": ["ICU", "Ward", "Neuro ICU", "HDU"],
    "NZ": ["ICU", "Ward", "Critical Care Complex"],
}

PRACTICE_KIND = {
    "UK": ["Surgery", "Medical Practice", "Health Centre"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
    "CA": ["Family Health Team", "Medical Clinic"],
    "AU": ["Medical Centre", "Family Practice", "Medical Clinic"],
    "IE": ["Medical Centre", "Family Practice", "Surgery"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
}

PRACTICE_STEMS = ["Elm Park", "Beacon Hill", "Millbrook", "Orchard Lane", "Canal Side",
                  "Foxhollow", "Parkgate", "Three Bridges", "Whinmoor", "Stonecross",
                  "Harbour View", "Riverstone", "Pinewood", "Larkspur", "Tui Grove",
                  "Coral Bay", "Kilcrea", "Glenmore", "Redwater", "Moss Vale"]

# regional donation organisations (invented) -- ORGANIZATION when named
DONOR_ORGS = {
    "UK": ["Northern Counties Donation Service", "Pennine Organ Donation Team",
           "Severn and Wye Donation Service", "Caledonian Donor Network"],
    "US": ["Great Plains Donor Alliance", "Heartland Gift Network",
           "Cumberland Donor Services", "Pacific Crest Recovery Network"],
    "CA": ["Northern Lights Donor Network", "Prairie Gift of Life Agency",
           "Atlantic Donation Alliance"],
    "AU": ["Southern Cross Donation Agency", "Eastern Seaboard Donor Service",
           "Outback Gift Network"],
    "IE": ["Western Donation Network", "Leinster Organ Donor Service"],
    "NZ": ["Aotearoa Donor Link", "Te Waipounamu Donation Service"],
}

COUNTRY_NAME = {"UK": "United Kingdom", "US": "United States", "CA": "Canada",
                "AU": "Australia", "IE": "Ireland", "NZ": "New Zealand"}

# countries of birth / travel (LOCATION COUNTRY)
WORLD = ["Poland", "Nigeria", "India", "Pakistan", "Philippines", "Portugal",
         "Somalia", "Vietnam", "Jamaica", "Greece", "China", "Samoa", "Tonga",
         "South Africa", "Brazil", "Italy", "Romania", "Ghana", "Kenya",
         "Thailand", "Spain", "Mexico", "Peru", "Turkey", "Iran", "Egypt",
         "Sri Lanka", "Bangladesh", "Fiji", "Zimbabwe", "Lithuania", "Croatia",
         "Japan", "South Korea", "Indonesia", "Colombia", "Morocco", "Cuba",
         "Scotland", "Wales", "England", "Germany", "France", "Canada",
         "Australia", "New Zealand", "Ireland", "United States"]

EMPLOYERS = ["Harbourside Logistics", "Greyfield Dairy Co-op", "Northgate Tyres",
             "Bellmont Primary School", "Kestrel Freight", "Calder Valley Council",
             "Redfern Steelworks", "Maple Leaf Packaging", "Brightwater Academy",
             "Pinnacle Roofing Ltd", "Saltmarsh Fisheries", "Ironbridge Joinery",
             "Sunnyvale Garden Centre", "Coastal Bus Company", "Tamar Mechanical",
             "Wirral Valley Foods", "Prairie Grain Co-op", "Halcyon Software",
             "Old Mill Bakery", "Summit Scaffolding", "Riverside Rugby Club",
             "Blue Gum Vineyards", "Kowhai Orchards", "Sandstone Quarries",
             "Lighthouse Books", "Copperline Electrical", "Wetherby Motors",
             "St Columba's Parish", "Grace Fellowship Church", "Al-Noor Mosque",
             "Temple Beth Shalom", "Sri Guru Singh Sabha Gurdwara",
             "Holy Trinity Parish", "Westfield Community College"]

FUNERAL = ["Hartley & Sons Funeral Directors", "Brennan Funeral Home",
           "Ngata Whanau Funerals", "Pinegrove Funeral Services",
           "Maguire & Daughters Undertakers", "Coastal Memorial Chapel",
           "Oakleigh Funeral Care"]

COURIERS = ["Swiftline Medical Couriers", "Bluelight Transfers",
            "Nightjar Logistics", "Apex Organ Transport", "Rapid Cold Chain Ltd"]

TAXIS = ["Citywide Cabs", "Northside Taxis", "Rainbow Cars", "Amber Cars", "Blue Star Taxis",
         "Harbour City Cabs"]

AIR = ["Skyward Aeromedical", "Northstar Air Charter", "Falcon Medevac",
       "Coastline Aviation"]

BUILDINGS = ["Penrose Building", "Hadley Wing", "Jubilee Block", "Ellison Tower",
             "Carver Pavilion", "Lister Block", "Mowbray Centre", "Tasman Block"]

# occupation keyword -> plausible (invented) employers
EMPLOYER_BY_KEY = [
    (("university student",), ["Westfield Community College"]),
    (("teacher", "childminder", "librarian", "lecturer", "youth worker"),
     ["Bellmont Primary School", "Brightwater Academy", "Westfield Community College"]),
    (("bus driver",), ["Coastal Bus Company"]),
    (("driver", "operative", "forklift", "postman", "mail carrier"),
     ["Harbourside Logistics", "Kestrel Freight", "Maple Leaf Packaging"]),
    (("farmer", "shearer", "gardener"), ["Greyfield Dairy Co-op", "Prairie Grain Co-op", "Kowhai Orchards",
                                         "Blue Gum Vineyards"]),
    (("fisherman",), ["Saltmarsh Fisheries"]),
    (("roofer", "scaffolder", "builder", "bricklayer", "tiler", "carpenter", "joiner", "crane",
      "stonemason", "electrician", "plumber", "painter"),
     ["Pinnacle Roofing Ltd", "Summit Scaffolding", "Ironbridge Joinery", "Copperline Electrical"]),
    (("mechanic",), ["Northgate Tyres", "Wetherby Motors", "Tamar Mechanical"]),
    (("chef", "kitchen", "barista", "bar manager"), ["Old Mill Bakery", "Wirral Valley Foods", "The Anchor Inn"]),
    (("software", "designer", "engineer", "call cent"), ["Halcyon Software", "Brightline Telecom"]),
    (("shop", "retail", "store", "pharmacy assistant"), ["Lighthouse Books", "Sunnyvale Garden Centre"]),
    (("pastor",), ["Grace Fellowship Church"]),
    (("imam",), ["Al-Noor Mosque"]),
    (("welder", "miner", "lab technician"), ["Redfern Steelworks", "Sandstone Quarries"]),
    (("coach",), ["Riverside Rugby Club"]),
    (("civil servant", "security", "cleaner", "care worker", "surveyor"), ["Calder Valley Council", "Brightline Telecom"]),
]

UK_PC = {"Leeds": "LS", "Bradford": "BD", "Wakefield": "WF", "Halifax": "HX", "Huddersfield": "HD",
         "Sheffield": "S", "Doncaster": "DN", "Barnsley": "S", "Rotherham": "S", "York": "YO",
         "Harrogate": "HG", "Scarborough": "YO", "Norwich": "NR", "King's Lynn": "PE", "Great Yarmouth": "NR",
         "Exeter": "EX", "Plymouth": "PL", "Barnstaple": "EX", "Truro": "TR", "Penzance": "TR", "Bodmin": "PL",
         "Canterbury": "CT", "Dover": "CT", "Maidstone": "ME", "Preston": "PR", "Blackburn": "BB",
         "Burnley": "BB", "Carlisle": "CA", "Kendal": "LA", "Whitehaven": "CA", "Bolton": "BL", "Wigan": "WN",
         "Stockport": "SK", "Oldham": "OL", "Kirkcaldy": "KY", "Dunfermline": "KY", "Glenrothes": "KY",
         "Bangor": "LL", "Caernarfon": "LL", "Pwllheli": "LL", "Newry": "BT", "Downpatrick": "BT",
         "Taunton": "TA", "Yeovil": "BA", "Bath": "BA", "Lincoln": "LN", "Grantham": "NG", "Boston": "PE",
         "Inverness": "IV", "Fort William": "PH", "Wick": "KW"}
