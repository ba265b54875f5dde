"""Places, invented care sites, invented employers, occupations.
Towns, counties, states and countries are real; every hospital, practice,
care home, pharmacy, employer and organisation name is invented here."""

# (region name, abbreviation or None, [towns], postcode key)
REGIONS = {
    "US": [
        ("Ohio", "OH", ["Dayton", "Toledo", "Akron", "Canton", "Lima", "Zanesville"], "43"),
        ("Massachusetts", "MA", ["Worcester", "Lowell", "Brockton", "Quincy", "Pittsfield"], "01"),
        ("Texas", "TX", ["Lubbock", "Amarillo", "Waco", "Tyler", "Abilene", "Odessa"], "79"),
        ("Georgia", "GA", ["Macon", "Athens", "Valdosta", "Albany", "Rome"], "31"),
        ("Michigan", "MI", ["Lansing", "Flint", "Kalamazoo", "Saginaw", "Jackson"], "48"),
        ("Pennsylvania", "PA", ["Scranton", "Erie", "Allentown", "Reading", "Altoona"], "16"),
        ("Maryland", "MD", ["Frederick", "Hagerstown", "Salisbury", "Cumberland"], "21"),
        ("Oregon", "OR", ["Eugene", "Medford", "Bend", "Salem", "Corvallis"], "97"),
        ("Indiana", "IN", ["Muncie", "Kokomo", "Terre Haute", "Evansville"], "47"),
        ("Maine", "ME", ["Bangor", "Lewiston", "Augusta", "Portland"], "04"),
        ("Colorado", "CO", ["Pueblo", "Greeley", "Loveland", "Durango"], "81"),
        ("Virginia", "VA", ["Richmond", "Roanoke", "Lynchburg", "Danville"], "24"),
        ("New York", "NY", ["Utica", "Syracuse", "Binghamton", "Elmira", "Albany"], "13"),
        ("California", "CA", ["Fresno", "Modesto", "Bakersfield", "Stockton", "Redding"], "93"),
        ("Louisiana", "LA", ["Lafayette", "Monroe", "Shreveport", "Houma"], "70"),
        ("Tennessee", "TN", ["Knoxville", "Jackson", "Kingsport", "Clarksville"], "37"),
        ("Minnesota", "MN", ["Duluth", "Rochester", "Mankato", "St. Cloud"], "55"),
        ("Arizona", "AZ", ["Flagstaff", "Yuma", "Prescott", "Tucson"], "86"),
        ("North Carolina", "NC", ["Durham", "Greenville", "Asheville", "Wilmington"], "27"),
        ("Washington", "WA", ["Spokane", "Yakima", "Tacoma", "Wenatchee"], "99"),
    ],
    "GB": [
        ("Lancashire", None, ["Preston", "Burnley", "Blackburn", "Chorley", "Lancaster"], "PR"),
        ("Kent", None, ["Maidstone", "Ashford", "Dover", "Margate", "Folkestone"], "ME"),
        ("Devon", None, ["Exeter", "Barnstaple", "Torquay", "Newton Abbot"], "EX"),
        ("Norfolk", None, ["Norwich", "King's Lynn", "Thetford", "Cromer"], "NR"),
        ("Cumbria", None, ["Carlisle", "Kendal", "Workington", "Whitehaven"], "CA"),
        ("Derbyshire", None, ["Chesterfield", "Buxton", "Matlock", "Ilkeston"], "DE"),
        ("Somerset", None, ["Taunton", "Wells", "Yeovil", "Bridgwater", "Bath"], "TA"),
        ("North Yorkshire", None, ["Harrogate", "Scarborough", "Selby", "Richmond", "Whitby"], "HG"),
        ("Lincolnshire", None, ["Lincoln", "Boston", "Grantham", "Skegness"], "LN"),
        ("County Durham", None, ["Durham", "Darlington", "Consett", "Bishop Auckland"], "DH"),
        ("Berkshire", None, ["Reading", "Slough", "Newbury", "Bracknell"], "RG"),
        ("Staffordshire", None, ["Stafford", "Stoke-on-Trent", "Leek", "Tamworth"], "ST"),
        ("Fife", None, ["Kirkcaldy", "Dunfermline", "Glenrothes", "St Andrews"], "KY"),
        ("Lanarkshire", None, ["Glasgow", "Hamilton", "Motherwell", "Airdrie"], "ML"),
        ("Gwynedd", None, ["Bangor", "Caernarfon", "Pwllheli"], "LL"),
        ("Cheshire", None, ["Crewe", "Chester", "Macclesfield", "Northwich"], "CW"),
    ],
    "CA": [
        ("Ontario", "ON", ["Kingston", "Sudbury", "Barrie", "Thunder Bay", "Peterborough", "Ottawa"], "K"),
        ("Nova Scotia", "NS", ["Halifax", "Truro", "Sydney", "Yarmouth"], "B"),
        ("Manitoba", "MB", ["Brandon", "Winnipeg", "Steinbach", "Thompson"], "R"),
        ("Alberta", "AB", ["Red Deer", "Lethbridge", "Medicine Hat", "Grande Prairie"], "T"),
        ("British Columbia", "BC", ["Kamloops", "Nanaimo", "Kelowna", "Prince George"], "V"),
        ("Saskatchewan", "SK", ["Regina", "Saskatoon", "Moose Jaw", "Prince Albert"], "S"),
        ("New Brunswick", "NB", ["Moncton", "Fredericton", "Saint John", "Bathurst"], "E"),
        ("Newfoundland and Labrador", "NL", ["Corner Brook", "Gander", "Grand Falls-Windsor"], "A"),
    ],
    "AU": [
        ("New South Wales", "NSW", ["Wagga Wagga", "Dubbo", "Orange", "Tamworth", "Newcastle", "Lismore"], "2"),
        ("Victoria", "VIC", ["Ballarat", "Bendigo", "Geelong", "Shepparton", "Warrnambool"], "3"),
        ("Queensland", "QLD", ["Toowoomba", "Cairns", "Mackay", "Rockhampton", "Townsville"], "4"),
        ("South Australia", "SA", ["Mount Gambier", "Whyalla", "Murray Bridge", "Port Lincoln"], "5"),
        ("Western Australia", "WA", ["Bunbury", "Geraldton", "Kalgoorlie", "Albany"], "6"),
        ("Tasmania", "TAS", ["Launceston", "Devonport", "Hobart", "Burnie"], "7"),
    ],
    "IE": [
        ("Kerry", None, ["Tralee", "Killarney", "Listowel"], "V92"),
        ("Cork", None, ["Mallow", "Bandon", "Cobh", "Youghal"], "P12"),
        ("Galway", None, ["Tuam", "Ballinasloe", "Loughrea"], "H91"),
        ("Mayo", None, ["Castlebar", "Ballina", "Westport"], "F23"),
        ("Donegal", None, ["Letterkenny", "Buncrana", "Donegal Town"], "F92"),
        ("Tipperary", None, ["Clonmel", "Nenagh", "Thurles"], "E91"),
        ("Wexford", None, ["Enniscorthy", "Gorey", "New Ross"], "Y35"),
        ("Louth", None, ["Drogheda", "Dundalk", "Ardee"], "A92"),
        ("Kildare", None, ["Naas", "Newbridge", "Athy"], "W91"),
        ("Sligo", None, ["Sligo", "Tubbercurry"], "F91"),
    ],
    "NZ": [
        ("Waikato", None, ["Hamilton", "Cambridge", "Te Awamutu", "Thames"], "3"),
        ("Canterbury", None, ["Christchurch", "Timaru", "Ashburton", "Rangiora"], "8"),
        ("Otago", None, ["Dunedin", "Oamaru", "Queenstown", "Alexandra"], "9"),
        ("Bay of Plenty", None, ["Tauranga", "Rotorua", "Whakatane"], "3"),
        ("Manawatu-Whanganui", None, ["Palmerston North", "Whanganui", "Feilding"], "4"),
        ("Northland", None, ["Whangarei", "Kaitaia", "Kerikeri"], "0"),
        ("Hawke's Bay", None, ["Napier", "Hastings", "Waipukurau"], "4"),
    ],
}

COUNTRY_NAME = {"US": "USA", "GB": "United Kingdom", "CA": "Canada", "AU": "Australia",
                "IE": "Ireland", "NZ": "New Zealand"}

STREET_NAMES = [
    "Elm", "Maple", "Oak", "Cedar", "Station", "Mill", "Church", "Victoria", "Albert", "Park",
    "Highfield", "Orchard", "Willow", "Meadow", "Chapel", "Quarry", "Bridge", "Castle", "Kingsway", "Beacon",
    "Fairview", "Hawthorn", "Larkspur", "Riverside", "Sycamore", "Juniper", "Carrick", "Lismore", "Waratah", "Banksia",
    "Kowhai", "Rata", "Totara", "Pohutukawa", "Jacaranda", "Ironbark", "Dunmore", "Ashgrove", "Redwood", "Lakeshore",
    "Prospect", "Marlborough", "Fenwick", "Greenhill", "Tannery", "Cooper", "Foundry", "Wharf", "Gorse", "Heather",
]
SUFFIX = {
    "US": ["St", "Street", "Ave", "Avenue", "Rd", "Dr", "Lane", "Blvd", "Ct", "Way", "Pl"],
    "GB": ["Road", "Lane", "Street", "Close", "Crescent", "Avenue", "Grove", "Terrace", "Way", "Gardens"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Place", "Court", "Terrace"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Heights", "Drive", "Grove"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive"],
}

# invented stems used for care-site names (no real hospital intended)
STEMS = [
    "Harrowfield", "Kestrel Bay", "Ashcombe", "Marlow Vale", "Brennock", "Tallis Point", "Corrowin", "Eldham",
    "Fenwick Cross", "Greyholme", "Lindenmoor", "Wrexcombe", "Penmaran", "Rivelin Park", "Thornvale", "Westmere",
    "Cawdor Hill", "Aldervale", "Brackenridge", "Dunmarra", "Hollowmere", "Kinsale Heath", "Larkfield", "Mossgiel",
    "Northcote Vale", "Oakmere", "Pellinore", "Quenby", "Ravensholt", "Silverdene", "Tamsworth", "Underhill Park",
    "Vellacott", "Whinfell", "Yarrowdale", "Birchmount", "Coldwater Springs", "Glenmorrow", "Heatherbrae", "Ironbridge Vale",
]
SAINTS = ["Brigid", "Columba", "Aidan", "Cuthbert", "Oswin", "Piran", "Ita", "Fintan", "Bartholomew", "Hilda",
          "Winifred", "Dymphna", "Kieran", "Monica", "Jude", "Agatha", "Elwyn", "Ronan"]

HOSP_PATTERNS = {
    "US": ["{s} Memorial Medical Center", "{s} Regional Medical Center", "Saint {t} Mercy Hospital",
           "{s} Community Hospital", "{s} University Medical Center", "{s} Baptist Hospital"],
    "GB": ["{s} General Hospital", "Royal {s} Infirmary", "{s} University Hospital", "St {t}'s Hospital",
           "{s} District General Hospital", "{s} Community Hospital"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital", "St. {t}'s Healthcare Centre",
           "{s} Regional Hospital"],
    "AU": ["{s} Base Hospital", "{s} District Hospital", "{s} Health Service", "St {t}'s Private Hospital",
           "{s} Regional Hospital"],
    "IE": ["University Hospital {s}", "St. {t}'s General Hospital", "{s} Regional Hospital",
           "Our Lady of {s} Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Regional Hospital"],
}

WARD_NAMES = ["Larch", "Rowan", "Hazel", "Beech", "Kingfisher", "Heron", "Curlew", "Bluebell", "Foxglove",
              "Primrose", "Nightingale", "Cavell", "Seacole", "Fleming", "Jenner", "Lister", "Osprey", "Juniper",
              "Harebell", "Sandpiper", "Wren", "Linnet", "Aspen", "Kauri", "Rimu", "Wattle", "Banksia", "Shannon",
              "Erne", "Avoca", "Teal"]
US_UNITS = ["5 West", "4 North", "6 East", "7 South", "3 Tower", "8 Medical", "4 Surgical", "6 Ortho", "2 Bridge",
            "9 Cardiac", "5 Oncology", "3 Pavilion"]
BUILDINGS = ["Jubilee Wing", "Founders Building", "Cedar Pavilion", "Tower B", "Tower A", "Elizabeth Wing",
             "Centenary Block", "Riverside Wing", "Brunel Building", "Gateway Pavilion", "Heritage Block",
             "East Podium", "Waterfront Building", "Harbour Wing"]

PRACTICE_PATTERNS = {
    "US": ["{s} Primary Care", "{s} Family Medicine", "{s} Internal Medicine Associates", "{s} Health Clinic"],
    "GB": ["{w} Lane Surgery", "{s} Medical Centre", "{w} Street Practice", "{s} Health Centre", "The {w} Surgery"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{w} Street Family Practice"],
    "AU": ["{s} Medical Centre", "{w} Street Family Practice", "{s} General Practice"],
    "IE": ["{s} Medical Practice", "{w} Road Surgery", "{s} Family Practice"],
    "NZ": ["{s} Medical Centre", "{s} Health Centre", "{w} Street Doctors"],
}
CARE_HOME_PATTERNS = ["{w} House Nursing Home", "{s} Lodge Care Home", "{w} Gardens Aged Care",
                      "{s} Assisted Living", "{w} Court Rest Home", "{s} Manor Residential Home"]
PHARMACY_PATTERNS = ["{s} Pharmacy", "{sur}'s Chemist", "{w} Street Pharmacy", "{s} Drug Store"]

EMPLOYERS = [
    "Halden Freight", "Corrin Brothers Builders", "Brightwater Logistics", "Tarrant & Lowe", "Pemberton Dairies",
    "Kestrel Buses", "Northgate Academy", "Ashdown Primary School", "Hollin Engineering", "Greyfield Foods",
    "Marchetti Tiling", "Okoro & Sons Haulage", "Riverside Baptist Church", "St Columba's Parish", "Moorland Quarry Co",
    "Lindqvist Timber", "Vantage Contact Centre", "Bramwell Poultry", "Calder Valley Plastics", "Sunmead Packaging",
    "Whitlock Roofing", "Tayside Fisheries", "Harbourline Ferries", "Tamaki Shearing Gang", "Glenvar Vineyards",
    "Red Gum Mining", "Prairie Grain Co-op", "Maplestone Dental Lab", "Coastline Security", "Allbright Cleaning",
    "Fenmore Garden Centre", "Oakhaven Secondary College", "Kilbride GAA Club", "Rathmore Credit Union", "Beacon Print Works",
    "Dunlin Software", "Copperleaf Hotel", "Saltire Taxis", "Pinecrest Lumber", "Ironwood Steel Fabrication",
    "Meadowvale Care Agency", "Kindred Hands Homecare", "Harbour View Mosque", "Temple Beth Shalom of Eldham", "Greenacre Farms",
]
INSURERS = {
    "US": ["Bluecrest Health Plan", "Meridale Mutual", "Sunfield Health", "Tri-Harbor Insurance", "Keystone Union Health"],
    "AU": ["Coralbay Health Fund", "Southern Cross-Country Mutual", "Redgum Health Fund"],
    "IE": ["Shamrock Health Cover", "Atlantic Mutual Health"],
    "CA": ["Northstar Benefits", "Laurentide Group Insurance"],
    "GB": ["Albion Private Health"], "NZ": ["Kowhai Health Cover"],
}

PROFESSIONS = [
    "welder", "teacher", "bus driver", "electrician", "plumber", "farmer", "chef", "cleaner", "accountant",
    "taxi driver", "postman", "lorry driver", "truck driver", "forklift operator", "hairdresser", "carpenter",
    "bricklayer", "warehouse operative", "software developer", "solicitor", "police officer", "firefighter",
    "fisherman", "coal miner", "shop assistant", "cashier", "university lecturer", "veterinary nurse",
    "landscape gardener", "roofer", "sheep farmer", "shearer", "dairy farmer", "nail technician", "barista",
    "security guard", "labourer", "scaffolder", "care worker", "healthcare assistant", "school cook",
    "dental hygienist", "civil engineer", "architect", "librarian", "baker", "butcher", "mechanic",
    "painter and decorator", "postal worker", "nursery nurse", "machinist", "printer", "social worker",
    "bank clerk", "pastor", "imam", "train driver", "crane operator", "oil rig worker", "tree surgeon",
    "pharmacy technician", "courier", "delivery driver", "seamstress", "dry cleaner", "lab technician",
    "insurance broker", "estate agent", "rancher", "long-haul trucker", "line cook", "janitor", "nurse",
]

TRAVEL_COUNTRIES = [
    "Ghana", "Nigeria", "India", "Pakistan", "Thailand", "Kenya", "Brazil", "Spain", "Portugal", "Poland",
    "Romania", "Philippines", "Vietnam", "Bangladesh", "Egypt", "Turkey", "Greece", "Mexico", "Dominican Republic",
    "Jamaica", "South Africa", "Uganda", "Indonesia", "Malawi", "Sierra Leone", "Sri Lanka", "Peru", "Italy",
    "Morocco", "Somalia", "Ethiopia", "Tanzania", "Cambodia", "Fiji", "Samoa", "Tonga", "Guatemala", "Nepal",
]
