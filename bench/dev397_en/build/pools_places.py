"""Places and organisations. Towns are real; every hospital, practice,
employer, insurer, eye bank and laboratory name is invented."""

COUNTRIES = ["Australia", "Canada", "Ireland", "New Zealand", "UK", "US"]
COUNTRY_WEIGHTS = {"UK": 30, "US": 22, "Canada": 13, "Australia": 15, "Ireland": 10,
                   "New Zealand": 10}

# town, county/region (or ""), postcode seed
TOWNS = {
    "UK": [
        ("Leeds", "West Yorkshire", "LS"), ("Sheffield", "South Yorkshire", "S"),
        ("Bradford", "West Yorkshire", "BD"), ("Norwich", "Norfolk", "NR"),
        ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Derby", "Derbyshire", "DE"),
        ("Leicester", "Leicestershire", "LE"), ("Swindon", "Wiltshire", "SN"),
        ("Reading", "Berkshire", "RG"), ("Bath", "Somerset", "BA"), ("Hull", "East Yorkshire", "HU"),
        ("York", "North Yorkshire", "YO"), ("Durham", "County Durham", "DH"),
        ("Carlisle", "Cumbria", "CA"), ("Lancaster", "Lancashire", "LA"),
        ("Preston", "Lancashire", "PR"), ("Bolton", "Greater Manchester", "BL"),
        ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"),
        ("Glasgow", "Lanarkshire", "G"), ("Dundee", "Angus", "DD"),
        ("Aberdeen", "Aberdeenshire", "AB"), ("Belfast", "County Antrim", "BT"),
        ("Truro", "Cornwall", "TR"), ("Taunton", "Somerset", "TA"),
        ("Salisbury", "Wiltshire", "SP"), ("Wells", "Somerset", "BA"),
        ("Harrogate", "North Yorkshire", "HG"), ("Stockport", "Cheshire", "SK"),
    ],
    "US": [
        ("Boston", "MA", "021"), ("Worcester", "MA", "016"), ("Providence", "RI", "029"),
        ("Hartford", "CT", "061"), ("Albany", "NY", "122"), ("Buffalo", "NY", "142"),
        ("Rochester", "NY", "146"), ("Pittsburgh", "PA", "152"), ("Baltimore", "MD", "212"),
        ("Richmond", "VA", "232"), ("Raleigh", "NC", "276"), ("Charleston", "SC", "294"),
        ("Atlanta", "GA", "303"), ("Nashville", "TN", "372"), ("Louisville", "KY", "402"),
        ("Columbus", "OH", "432"), ("Cleveland", "OH", "441"), ("Madison", "WI", "537"),
        ("Minneapolis", "MN", "554"), ("Des Moines", "IA", "503"), ("Omaha", "NE", "681"),
        ("Denver", "CO", "802"), ("Salt Lake City", "UT", "841"), ("Tucson", "AZ", "857"),
        ("Albuquerque", "NM", "871"), ("Austin", "TX", "787"), ("Houston", "TX", "770"),
        ("Portland", "OR", "972"), ("Spokane", "WA", "992"), ("Sacramento", "CA", "958"),
        ("Fresno", "CA", "937"), ("Boise", "ID", "837"), ("Jackson", "MS", "392"),
        ("Charlotte", "NC", "282"), ("Lincoln", "NE", "685"), ("Florence", "SC", "295"),
    ],
    "Canada": [
        ("Toronto", "ON", "M"), ("Ottawa", "ON", "K"), ("Hamilton", "ON", "L"),
        ("London", "ON", "N"), ("Kingston", "ON", "K"), ("Sudbury", "ON", "P"),
        ("Montreal", "QC", "H"), ("Quebec City", "QC", "G"), ("Halifax", "NS", "B"),
        ("Moncton", "NB", "E"), ("Fredericton", "NB", "E"), ("St. John's", "NL", "A"),
        ("Charlottetown", "PE", "C"), ("Winnipeg", "MB", "R"), ("Regina", "SK", "S"),
        ("Saskatoon", "SK", "S"), ("Calgary", "AB", "T"), ("Edmonton", "AB", "T"),
        ("Vancouver", "BC", "V"), ("Victoria", "BC", "V"), ("Kelowna", "BC", "V"),
    ],
    "Australia": [
        ("Melbourne", "VIC", "30"), ("Geelong", "VIC", "322"), ("Ballarat", "VIC", "335"),
        ("Bendigo", "VIC", "355"), ("Sydney", "NSW", "20"), ("Newcastle", "NSW", "230"),
        ("Wollongong", "NSW", "250"), ("Dubbo", "NSW", "283"), ("Brisbane", "QLD", "40"),
        ("Townsville", "QLD", "481"), ("Cairns", "QLD", "487"), ("Toowoomba", "QLD", "435"),
        ("Adelaide", "SA", "50"), ("Perth", "WA", "60"), ("Bunbury", "WA", "623"),
        ("Hobart", "TAS", "70"), ("Launceston", "TAS", "725"), ("Darwin", "NT", "080"),
        ("Alice Springs", "NT", "087"), ("Canberra", "ACT", "260"),
    ],
    "Ireland": [
        ("Dublin", "Dublin", "D"), ("Cork", "Cork", "T12"), ("Galway", "Galway", "H91"),
        ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91"),
        ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"),
        ("Kilkenny", "Kilkenny", "R95"), ("Tralee", "Kerry", "V92"),
        ("Letterkenny", "Donegal", "F92"), ("Drogheda", "Louth", "A92"),
        ("Dundalk", "Louth", "A91"), ("Ennis", "Clare", "V95"), ("Castlebar", "Mayo", "F23"),
        ("Wexford", "Wexford", "Y35"),
    ],
    "New Zealand": [
        ("Auckland", "Auckland", "10"), ("Wellington", "Wellington", "60"),
        ("Christchurch", "Canterbury", "80"), ("Hamilton", "Waikato", "32"),
        ("Tauranga", "Bay of Plenty", "31"), ("Dunedin", "Otago", "90"),
        ("Palmerston North", "Manawatu-Whanganui", "44"), ("Napier", "Hawke's Bay", "41"),
        ("Nelson", "Nelson", "70"), ("Whangarei", "Northland", "01"),
        ("Invercargill", "Southland", "98"), ("Rotorua", "Bay of Plenty", "30"),
        ("New Plymouth", "Taranaki", "43"),
    ],
}

STATE_NAMES = {
    "MA": "Massachusetts", "RI": "Rhode Island", "CT": "Connecticut", "NY": "New York",
    "PA": "Pennsylvania", "MD": "Maryland", "VA": "Virginia", "NC": "North Carolina",
    "SC": "South Carolina", "GA": "Georgia", "TN": "Tennessee", "KY": "Kentucky",
    "OH": "Ohio", "WI": "Wisconsin", "MN": "Minnesota", "IA": "Iowa", "NE": "Nebraska",
    "CO": "Colorado", "UT": "Utah", "AZ": "Arizona", "NM": "New Mexico", "TX": "Texas",
    "OR": "Oregon", "WA": "Washington", "CA": "California", "ID": "Idaho",
    "MS": "Mississippi", "ON": "Ontario", "QC": "Quebec", "NS": "Nova Scotia",
    "NB": "New Brunswick", "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
    "MB": "Manitoba", "SK": "Saskatchewan", "AB": "Alberta", "BC": "British Columbia",
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland",
    "SA": "South Australia", "WA_AU": "Western Australia", "TAS": "Tasmania",
    "NT": "Northern Territory", "ACT": "Australian Capital Territory",
}

STREET_NAMES = sorted(set("""
Elm Oak Maple Station Church Mill Victoria Albert Queen King High Park Willow Beech
Rowan Hawthorn Kauri Totara Wattle Banksia Jacaranda Lakeview Ridge Harbour Cedar Birch
Chestnut Orchard Meadow Riverside Kingfisher Heron Brunswick Cromwell Wellington
Franklin Jefferson Pleasant Spring Lilac Juniper Sycamore Magnolia Poplar Larch Fern
Heather Moorland Abbey Priory Quarry Tannery Ropewalk Foundry Wharf Canal Bridge
Gordon Ferguson Macquarie Flinders Hobson Tory Grafton Dominion Laurier Portage
Bloor Dundas Granville Barrack Parnell Connolly Eyre Shannon Liffey Boyne Slaney
""".split()))

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Avenue", "Lane", "Close", "Crescent", "Drive", "Way",
           "Court", "Terrace", "Grove", "Gardens", "Place", "Mews"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Blvd",
           "Court", "Way", "Pike", "Parkway"],
    "Canada": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Way", "Court"],
    "Australia": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Close",
                  "Place", "Drive", "Terrace", "Highway"],
    "Ireland": ["Road", "Street", "Avenue", "Park", "Terrace", "Lawn", "Grove", "Drive",
                "Heights", "Court"],
    "New Zealand": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive",
                    "Grove", "Rise"],
}

# Invented care sites (HOSPITAL)
HOSPITALS = {
    "UK": ["Kingsmere Eye Hospital", "St Aldhelm's Hospital", "Harrowgate Vale Infirmary",
           "Northcote Royal Infirmary", "Brackenridge General Hospital", "Lowfield Eye Centre",
           "Queen Adela Hospital", "Thornbury Park Hospital", "Calderbrook Eye Unit",
           "Westerleigh University Hospital"],
    "US": ["Bayview Eye & Ear Institute", "Mercy Ridge Medical Center", "Saint Ansgar Hospital",
           "Clearwater Valley Health", "Lakeshore Vision Center", "Hollins Memorial Hospital",
           "Pinecrest Ophthalmology Associates", "Granite Falls Regional Medical Center"],
    "Canada": ["Lakehead Eye Institute", "St. Columba's Health Centre", "Prairie Crossing Hospital",
               "Maple Grove Eye Clinic", "Fraser Ridge Regional Hospital",
               "Hôpital Sainte-Oriane"],
    "Australia": ["Southbank Eye & Ear Hospital", "Wattle Creek Base Hospital",
                  "Harbourlight Private Hospital", "Coral Coast Eye Clinic",
                  "Mount Kembla Day Surgery", "Redgum Valley Hospital"],
    "Ireland": ["Ballyfane University Hospital", "Slievemore General Hospital",
                "Inishowen Eye Unit", "Liffeyside Eye & Ear Hospital", "St. Ciarnat's Hospital"],
    "New Zealand": ["Waitaha Eye Clinic", "Harbourview Hospital", "Kaimai District Hospital",
                    "Te Awa Eye Centre", "Southern Lakes Hospital"],
}

PRACTICE_STEMS = ["Elm Park", "Castlegate", "Brookfield", "Kingfisher", "Orchard Hill",
                  "Millbrook", "Ashgrove", "Stonebridge", "Fernlea", "Beacon", "Hollybush",
                  "Meadowbank", "Larkhill", "Church View", "Bramley", "Northgate",
                  "Whitecross", "Seaview", "Kowhai", "Tussock", "Ironbark", "Bluegum",
                  "Moorside", "Parkhead", "Laurel Bank", "Juniper Row", "Quayside"]
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
    "Canada": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "Australia": ["Medical Centre", "Family Practice", "General Practice"],
    "Ireland": ["Medical Centre", "Family Practice", "Surgery"],
    "New Zealand": ["Medical Centre", "Health Centre", "Family Doctors"],
}
OPTOM_STEMS = ["Clearview", "Bright Eyes", "Focus Point", "Spectrum", "Lens & Frame",
               "Iris Lane", "Harbour", "Market Square", "Northern Light"]
OPTOM_SUFFIX = ["Opticians", "Optometrists", "Eyecare", "Vision Care"]
PHARMACIES = ["Lindley Pharmacy", "Crossway Chemist", "Greenleaf Pharmacy",
              "Castle Street Chemist", "Harbourside Pharmacy", "Rowanbank Pharmacy"]
WARDS = ["Heron Ward", "Bluebell Ward", "Kestrel Ward", "Ward 7B", "Ward 21",
         "Lavender Ward", "Eye Ward 4", "Tui Ward", "Banksia Ward"]

EYE_BANKS = {
    "UK": ["Pennine Tissue Services", "Northern Lights Eye Bank", "Severnside Cornea Bank"],
    "US": ["Tidewater Eye Bank", "Great Lakes Sight Foundation", "Golden Plains Eye Bank"],
    "Canada": ["Boreal Eye Bank", "Maritime Sight Trust"],
    "Australia": ["Southern Cross Tissue Bank", "Red Centre Eye Bank"],
    "Ireland": ["Emerald Isle Eye Bank"],
    "New Zealand": ["Kiwi Sight Tissue Bank", "Aoraki Eye Bank"],
}
LABS = ["Northgate Pathology", "Clearspring Laboratories", "Meridian Diagnostics",
        "Westbrook Microbiology Services", "Pacific Path Labs", "Harbour Lab Partners"]
HOMECARE = ["Healthline Homecare", "CareDirect Homecare", "Apex Home Infusion",
            "MediRoute Homecare", "Bluebird Specialty Pharmacy"]
LENS_LABS = ["Precision Scleral Labs", "Optiform Contact Lenses", "Kerafit Laboratory",
             "Bluewave Lens Co", "Contour Lens Works"]
INSURERS = {
    "UK": ["Thistlecare Insurance", "Harbour Mutual Health"],
    "US": ["Evergreen Health Plan", "Liberty Oak Health", "Blue Mesa Insurance",
           "Keystone Mutual Health", "Summit Peak Health Partners"],
    "Canada": ["Prairie Blue Benefits", "Northern Maple Life", "Great Beaver Assurance"],
    "Australia": ["Kookaburra Health Fund", "Southern Swell Health", "Opal Health Insurance"],
    "Ireland": ["Shamrock Health Insurance", "Atlantic Cover Ltd"],
    "New Zealand": ["Silverfern Health", "Aotea Health Cover"],
}
# sector -> (occupations, invented employers)
SECTORS = {
    "trade": (["welder", "carpenter", "joiner", "electrician", "plasterer", "stonemason", "bricklayer",
               "mechanic", "panel beater", "roofer", "scaffolder", "painter and decorator", "tiler",
               "machinist", "glassblower", "sawmill worker", "quarry worker", "miner", "forklift driver",
               "warehouse operative"],
              ["Ridgeline Joinery", "Granite Point Quarry", "Ironbridge Engineering", "Haversham Metalworks",
               "Ardmore Construction", "Redfern Glassworks", "Maplewood Sawmill", "Summit Roofing",
               "Kestrel Aerospace", "Northway Logistics", "Blackrock Fabrication"]),
    "transport": (["taxi driver", "lorry driver", "truck driver", "bus driver", "postal worker", "airline pilot",
                   "courier"],
                  ["Harcastle Freight", "Northway Logistics", "Coastline Couriers", "Kestrel Aerospace",
                   "Greyline Coaches"]),
    "land": (["farmer", "dairy farmer", "poultry farmer", "sheep shearer", "orchard worker", "gardener",
              "landscaper", "fisherman", "jockey", "commercial diver", "vineyard hand"],
             ["Sunvale Dairy Co-op", "Greenfield Farms", "Pukeko Orchards", "Bluewater Fisheries",
              "Wattle Hill Vineyards", "Hawthorn Racing Stables"]),
    "office": (["software developer", "accountant", "solicitor", "graphic designer", "data analyst",
                "call centre operator", "journalist", "civil engineer", "architect", "photographer", "printer"],
               ["Copperleaf Software", "Pemberton & Shaw Solicitors", "Torrent Data Systems", "Marlow Print Works",
                "Corrib Print", "Lanternfish Media", "Ashby Quayle Architects"]),
    "care": (["nurse", "care assistant", "veterinary nurse", "dental nurse", "pharmacist", "cleaner",
              "hospital porter", "laboratory technician"],
             ["Silverbirch Care Agency", "Hollowell Veterinary Group", "Brightsmile Dental", "Meadowcroft Care Home Ltd",
              "Sparkle Commercial Cleaning"]),
    "education": (["teacher", "primary school teacher", "university lecturer", "swimming instructor", "lifeguard",
                   "librarian", "teaching assistant"],
                  ["Oakhurst Primary School", "St Brendan's College", "Hillcrest Academy", "Tidewell Leisure Centre",
                   "Kingsford Grammar School"]),
    "food": (["hairdresser", "chef", "barista", "kitchen porter", "baker", "shop assistant", "florist",
              "jeweller", "musician", "supermarket cashier"],
             ["Brightwater Cafe", "Cinder Lane Bakery", "Barrowdale Foods", "Fernleaf Florists", "Goldthread Jewellers",
              "FreshWay Supermarkets"]),
    "public": (["police officer", "firefighter", "paramedic", "prison officer"],
               ["Harbourshire Constabulary", "Eastvale Fire & Rescue", "Northmoor Ambulance Service"]),
}
SECTOR_KEYS = sorted(SECTORS)
PROFESSIONS = sorted(set(p for k in SECTOR_KEYS for p in SECTORS[k][0]))
EMPLOYERS = sorted(set(e for k in SECTOR_KEYS for e in SECTORS[k][1]))
