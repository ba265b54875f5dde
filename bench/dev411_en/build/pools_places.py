"""Place and organisation pools per country. Towns are real places; every hospital,
practice, care home, employer and insurer name is invented for this set."""

COUNTRIES = ["United Kingdom", "Ireland", "United States", "Canada", "Australia", "New Zealand"]
COUNTRY_WEIGHTS = [32, 12, 20, 12, 14, 10]

CITIES = {
    "United Kingdom": ["Leeds", "Bradford", "Wakefield", "Harrogate", "Stockport", "Bolton",
                       "Wigan", "Derby", "Lincoln", "Grimsby", "Swindon", "Reading", "Luton",
                       "Ipswich", "Norwich", "Exeter", "Truro", "Carlisle", "Durham",
                       "Sunderland", "Paisley", "Dundee", "Perth", "Inverness", "Swansea",
                       "Wrexham", "Newport", "Bangor", "Redditch", "Crewe", "Hull", "Bath",
                       "Wells", "Deal", "Barnsley", "Rotherham", "Kendal", "Hexham"],
    "Ireland": ["Cork", "Galway", "Limerick", "Sligo", "Athlone", "Tralee", "Drogheda",
                "Dundalk", "Navan", "Ennis", "Carlow", "Kilkenny", "Wexford", "Mullingar",
                "Letterkenny", "Castlebar", "Clonmel", "Portlaoise", "Naas", "Bray"],
    "United States": ["Springfield", "Dayton", "Toledo", "Akron", "Fresno", "Tulsa", "Boise",
                      "Omaha", "Albany", "Worcester", "Lowell", "Trenton", "Bakersfield",
                      "Knoxville", "Macon", "Savannah", "Reno", "Spokane", "Newport",
                      "Lancaster", "Hope", "Independence", "Paris", "Florence"],
    "Canada": ["Hamilton", "Kingston", "London", "Mississauga", "Sudbury", "Red Deer",
               "Kamloops", "Moncton", "Saskatoon", "Brandon", "Halifax", "Lethbridge",
               "Nanaimo", "Guelph", "Barrie", "Peterborough", "Sherbrooke", "Truro"],
    "Australia": ["Ballarat", "Bendigo", "Toowoomba", "Wagga Wagga", "Geelong", "Mackay",
                  "Dubbo", "Orange", "Bunbury", "Launceston", "Cairns", "Newcastle",
                  "Rockhampton", "Mildura", "Shepparton", "Albury", "Tamworth", "Perth"],
    "New Zealand": ["Hamilton", "Tauranga", "Napier", "Nelson", "Whanganui",
                    "Palmerston North", "Invercargill", "Rotorua", "Timaru", "Gisborne",
                    "Whangarei", "Masterton", "Blenheim", "Ashburton", "Levin"],
}

# region level: county (UK, typed CITY per guideline), state/province/region (STATE)
UK_COUNTIES = ["West Yorkshire", "Lancashire", "Cumbria", "Norfolk", "Devon", "Cornwall",
               "Kent", "Fife", "Gwynedd", "Derbyshire", "Lincolnshire", "Wiltshire"]
IE_COUNTIES = ["Cork", "Galway", "Kerry", "Mayo", "Donegal", "Meath", "Louth", "Kildare",
               "Wicklow", "Tipperary", "Clare", "Westmeath"]
STATES = {
    "United States": [("Ohio", "OH"), ("California", "CA"), ("Oklahoma", "OK"), ("Idaho", "ID"),
                      ("Nebraska", "NE"), ("New York", "NY"), ("Massachusetts", "MA"),
                      ("New Jersey", "NJ"), ("Tennessee", "TN"), ("Georgia", "GA"),
                      ("Nevada", "NV"), ("Washington", "WA"), ("Pennsylvania", "PA"),
                      ("Arkansas", "AR"), ("Missouri", "MO"), ("Kentucky", "KY")],
    "Canada": [("Ontario", "ON"), ("Alberta", "AB"), ("British Columbia", "BC"),
               ("New Brunswick", "NB"), ("Saskatchewan", "SK"), ("Manitoba", "MB"),
               ("Nova Scotia", "NS"), ("Quebec", "QC")],
    "Australia": [("Victoria", "VIC"), ("Queensland", "QLD"), ("New South Wales", "NSW"),
                  ("Western Australia", "WA"), ("Tasmania", "TAS"), ("South Australia", "SA")],
    "New Zealand": [("Waikato", "Waikato"), ("Bay of Plenty", "BOP"), ("Hawke's Bay", "HB"),
                    ("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Manawatu-Whanganui",
                    "Manawatu"), ("Northland", "Northland"), ("Southland", "Southland")],
}

STREET_NAMES = ["Mill", "Church", "Station", "Victoria", "Albert", "Queen", "King", "Park",
                "Orchard", "Meadow", "Willow", "Beech", "Ash", "Hawthorn", "Chapel", "Bridge",
                "Quarry", "Forge", "Tannery", "Ropewalk", "Kiln", "Gasworks", "Harbour",
                "Cemetery", "Kingfisher", "Heron", "Larch", "Rowan", "Alder", "Juniper",
                "Maple", "Cedar", "Elm", "Oak", "Birch", "Sycamore", "Poplar", "Magnolia",
                "Wattle", "Banksia", "Kowhai", "Totara", "Pohutukawa", "Jacaranda", "Lincoln",
                "Franklin", "Jefferson", "Grant", "Garfield", "Lakeview", "Ridgeway",
                "Sunnyside", "Prospect", "Pleasant", "Hillcrest", "Riverside", "Greenbank",
                "Brunswick", "Wellington", "Nelson", "Cromwell", "Tudor", "Regent", "Union"]
STREET_TYPES = {
    "United Kingdom": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Terrace", "Way",
                       "Grove", "Drive", "Gardens", "Walk"],
    "Ireland": ["Road", "Street", "Avenue", "Park", "Lawn", "Drive", "Court", "Grove",
                "Heights", "Terrace"],
    "United States": ["St", "Street", "Ave", "Avenue", "Rd", "Blvd", "Dr", "Ln", "Ct", "Way",
                      "Pkwy"],
    "Canada": ["Street", "St", "Avenue", "Ave", "Road", "Crescent", "Drive", "Boulevard", "Way"],
    "Australia": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Place",
                  "Court", "Highway", "Terrace"],
    "New Zealand": ["Street", "Road", "Avenue", "Place", "Crescent", "Drive", "Terrace",
                    "Lane", "Grove"],
}

HOSP_STEMS = ["Ashgrove", "Millbrook", "Westerleigh", "Fenwick", "Kelvinmoor", "Harrowfield",
              "Brackenridge", "Larkspur", "Coldharbour", "Stonebridge", "Oakhurst", "Rowanvale",
              "Thornbury Vale", "Greyfriars", "Halden", "Marlow Cross", "Penhallow", "Wyndham",
              "Cairnbrae", "Glenmorrow", "Lochanbridge", "Aberleven", "Bryn Celyn", "Llanwerydd",
              "Ballinmore", "Kilcashel", "Carrigdown", "Lakeshore", "Pine Ridge", "Cedar Hollow",
              "Maple Crest", "Sycamore Bend", "Riverbend", "Northcliffe", "Kurrajong",
              "Coral Coast", "Wattle Creek", "Ironbark", "Harbourview", "Te Awa", "Kahikatea",
              "Rimu Valley", "Southmere", "Eastwick", "Hollins Park", "Silverdale"]
SAINTS = ["Aldric", "Brannoc", "Colman", "Fintan", "Ansgar", "Ebba", "Cuthbert", "Melangell",
          "Piran", "Declan", "Brigid", "Hild", "Oswin", "Kentigern", "Petroc", "Winnow"]
HOSP_PATTERNS = {
    "United Kingdom": ["{s} General Hospital", "{s} Royal Infirmary", "{s} District General",
                       "St {saint}'s Hospital", "{s} Community Hospital", "{s} University Hospital"],
    "Ireland": ["{s} University Hospital", "St {saint}'s Regional Hospital", "{s} General Hospital",
                "Mercy {s} Hospital", "{s} Community Nursing Unit"],
    "United States": ["{s} Memorial Medical Center", "{s} Regional Medical Center",
                      "St. {saint}'s Medical Center", "{s} Community Hospital",
                      "{s} University Hospital"],
    "Canada": ["{s} Health Sciences Centre", "{s} General Hospital", "St. {saint}'s Hospital",
               "{s} Regional Health Centre"],
    "Australia": ["{s} Base Hospital", "{s} Private Hospital", "{s} Health Service",
                  "St {saint}'s Hospital", "{s} District Hospital"],
    "New Zealand": ["{s} Hospital", "{s} Base Hospital", "{s} Regional Hospital",
                    "St {saint}'s Hospital"],
}
CARE_HOMES = ["Larchfield Care Home", "Orchard View Nursing Home", "Beechcroft Lodge",
              "Meadowbank House", "The Laurels Residential Home", "Sunnybrae Care Centre",
              "Willowmead Nursing Home", "Fairhaven Lodge", "Holly Tree Court",
              "Kowhai Gardens Rest Home", "Wattle Grove Aged Care", "Pinecrest Manor",
              "Maple Leaf Long-Term Care", "St Ebba's Nursing Home", "Glenview Care Village"]
PRACTICES = ["Elmstead Surgery", "Crowther Lane Medical Practice", "Northgate Health Centre",
             "Riverside Family Practice", "Hawthorn Medical Centre", "The Old Forge Surgery",
             "Bridge Street Family Medicine", "Harbourside Medical", "Parkview GP Practice",
             "Kowhai Medical Centre", "Station Road Surgery", "Lakeside Primary Care",
             "Wattle Street Medical Clinic", "Millbank Family Doctors", "Quarry Hill Surgery"]
PHARMACIES = ["Greenbank Pharmacy", "Cullen's Chemist", "Westside Drug Mart",
              "Harbour Road Pharmacy", "Kelsall Chemists"]
WARDS = ["Kestrel Ward", "Heron Ward", "Bluebell Ward", "Fleming Ward", "Nightingale Ward",
         "Jenner Ward", "Lister Ward", "Seacole Ward", "Curlew Ward", "Osprey Ward",
         "Primrose Ward", "Foxglove Ward", "Ward 7B", "Ward 12", "Ward 4A", "Ward 21",
         "Ward 9", "Ward C3", "4 West", "6 North", "5 East", "3 South", "Tui Ward",
         "Kea Ward", "Banksia Ward", "Waratah Ward", "Wattle Ward", "Cedar Unit",
         "Ash Ward", "Larch Ward", "Oak Ward", "Aspen Unit", "Ward 32", "Ward 15"]
BUILDINGS = ["Fenwick Building", "Tower Block", "Jubilee Wing", "Lancaster Wing",
             "Phoenix Building", "Victoria Wing", "Harbour Block", "Clocktower Building",
             "Maple Pavilion", "East Tower", "Seddon Block", "Rimu Building"]

EMPLOYERS = ["Harlow Freight Ltd", "Brightside Catering", "Northgate Academy",
             "Copperleaf Bakery", "Meridian Logistics", "Greenway Foods", "Kingfisher Taxis",
             "Morrow & Finch Solicitors", "Tidewater Seafoods", "Pennine Poultry Ltd",
             "Oakfield Primary School", "St Oswin's College", "Blue Gum Childcare",
             "Summit Building Supplies", "Riverside Leisure Centre", "Caledon Bus Company",
             "Southern Cross Abattoirs", "Kaimai Dairy Co-op", "Prairie Grain Co",
             "Lakeland Hotels Group", "Fernleaf Early Learning", "Brockwell Engineering",
             "Atlas Cleaning Services", "Hilltop Garden Centre", "Maple Leaf Diner",
             "CarePlus Staffing", "Harbour Light Cafe", "Westfield Tyres",
             "Pemberton's Butchers", "Red Kite Couriers"]
INSURERS = ["Northbridge Mutual", "Avonmere Health", "Kowhai Health Cover",
            "Bluewater Health Fund", "Prairie Shield Insurance", "Evergreen Health Plan",
            "Harbourline Health Insurance", "Laurel Benefit Society"]
PROFESSIONS = ["chef", "food handler", "school cook", "bus driver", "primary school teacher",
               "plumber", "electrician", "farmer", "nursery worker", "warehouse operative",
               "hairdresser", "taxi driver", "retired postman", "retired miner", "student",
               "office cleaner", "butcher", "barista", "kitchen porter", "shop assistant",
               "accountant", "builder", "fisherman", "lorry driver", "childminder",
               "security guard", "shearer", "mechanic", "meat processing worker", "cashier",
               "retired teacher", "retired nurse", "care worker", "dairy farmer",
               "software developer", "bar manager", "retired engineer", "university lecturer",
               "prison officer", "dental receptionist", "baker", "cook", "pharmacist",
               "painter and decorator", "roofer", "forklift driver", "postal worker",
               "retired bank clerk", "catering assistant", "housekeeper"]

TRAVEL_COUNTRIES = ["India", "Pakistan", "Greece", "Italy", "Turkey", "Egypt", "Romania",
                    "Ukraine", "Spain", "Portugal", "Thailand", "Vietnam", "Philippines",
                    "Nigeria", "Kenya", "Bangladesh", "Malta", "Cyprus", "Israel", "Mexico",
                    "China", "South Africa", "Samoa", "Tonga", "Fiji", "Poland", "Brazil",
                    "Sri Lanka", "Iraq", "Morocco"]

# city -> (state/province/region, abbreviation) so that addresses are consistent
CITY_STATE = {
    "United States": {"Springfield": ("Missouri", "MO"), "Dayton": ("Ohio", "OH"), "Toledo": ("Ohio", "OH"),
                      "Akron": ("Ohio", "OH"), "Fresno": ("California", "CA"), "Tulsa": ("Oklahoma", "OK"),
                      "Boise": ("Idaho", "ID"), "Omaha": ("Nebraska", "NE"), "Albany": ("New York", "NY"),
                      "Worcester": ("Massachusetts", "MA"), "Lowell": ("Massachusetts", "MA"),
                      "Trenton": ("New Jersey", "NJ"), "Bakersfield": ("California", "CA"),
                      "Knoxville": ("Tennessee", "TN"), "Macon": ("Georgia", "GA"), "Savannah": ("Georgia", "GA"),
                      "Reno": ("Nevada", "NV"), "Spokane": ("Washington", "WA"), "Newport": ("Kentucky", "KY"),
                      "Lancaster": ("Pennsylvania", "PA"), "Hope": ("Arkansas", "AR"),
                      "Independence": ("Missouri", "MO"), "Paris": ("Kentucky", "KY"), "Florence": ("Kentucky", "KY")},
    "Canada": {"Hamilton": ("Ontario", "ON"), "Kingston": ("Ontario", "ON"), "London": ("Ontario", "ON"),
               "Mississauga": ("Ontario", "ON"), "Sudbury": ("Ontario", "ON"), "Red Deer": ("Alberta", "AB"),
               "Kamloops": ("British Columbia", "BC"), "Moncton": ("New Brunswick", "NB"),
               "Saskatoon": ("Saskatchewan", "SK"), "Brandon": ("Manitoba", "MB"), "Halifax": ("Nova Scotia", "NS"),
               "Lethbridge": ("Alberta", "AB"), "Nanaimo": ("British Columbia", "BC"), "Guelph": ("Ontario", "ON"),
               "Barrie": ("Ontario", "ON"), "Peterborough": ("Ontario", "ON"), "Sherbrooke": ("Quebec", "QC"),
               "Truro": ("Nova Scotia", "NS")},
    "Australia": {"Ballarat": ("Victoria", "VIC"), "Bendigo": ("Victoria", "VIC"), "Toowoomba": ("Queensland", "QLD"),
                  "Wagga Wagga": ("New South Wales", "NSW"), "Geelong": ("Victoria", "VIC"),
                  "Mackay": ("Queensland", "QLD"), "Dubbo": ("New South Wales", "NSW"),
                  "Orange": ("New South Wales", "NSW"), "Bunbury": ("Western Australia", "WA"),
                  "Launceston": ("Tasmania", "TAS"), "Cairns": ("Queensland", "QLD"),
                  "Newcastle": ("New South Wales", "NSW"), "Rockhampton": ("Queensland", "QLD"),
                  "Mildura": ("Victoria", "VIC"), "Shepparton": ("Victoria", "VIC"),
                  "Albury": ("New South Wales", "NSW"), "Tamworth": ("New South Wales", "NSW"),
                  "Perth": ("Western Australia", "WA")},
    "New Zealand": {"Hamilton": ("Waikato", "Waikato"), "Tauranga": ("Bay of Plenty", "BOP"),
                    "Napier": ("Hawke's Bay", "HB"), "Nelson": ("Tasman", "Tasman"),
                    "Whanganui": ("Manawatu-Whanganui", "Manawatu"),
                    "Palmerston North": ("Manawatu-Whanganui", "Manawatu"),
                    "Invercargill": ("Southland", "Southland"), "Rotorua": ("Bay of Plenty", "BOP"),
                    "Timaru": ("Canterbury", "Canterbury"), "Gisborne": ("Tairawhiti", "Tairawhiti"),
                    "Whangarei": ("Northland", "Northland"), "Masterton": ("Wellington", "Wellington"),
                    "Blenheim": ("Marlborough", "Marlborough"), "Ashburton": ("Canterbury", "Canterbury"),
                    "Levin": ("Manawatu-Whanganui", "Manawatu")},
}

# town -> county (UK: only where used in addresses; Ireland: every town)
COUNTY_OF = {
    "Leeds": "West Yorkshire", "Bradford": "West Yorkshire", "Wakefield": "West Yorkshire",
    "Harrogate": "North Yorkshire", "Stockport": "Greater Manchester", "Bolton": "Greater Manchester",
    "Wigan": "Greater Manchester", "Derby": "Derbyshire", "Lincoln": "Lincolnshire", "Grimsby": "Lincolnshire",
    "Swindon": "Wiltshire", "Reading": "Berkshire", "Luton": "Bedfordshire", "Ipswich": "Suffolk",
    "Norwich": "Norfolk", "Exeter": "Devon", "Truro": "Cornwall", "Carlisle": "Cumbria", "Kendal": "Cumbria",
    "Durham": "County Durham", "Sunderland": "Tyne and Wear", "Hexham": "Northumberland",
    "Paisley": "Renfrewshire", "Perth": "Perthshire", "Inverness": "Highland", "Newport": "Gwent",
    "Bangor": "Gwynedd", "Redditch": "Worcestershire", "Crewe": "Cheshire", "Hull": "East Yorkshire",
    "Bath": "Somerset", "Wells": "Somerset", "Deal": "Kent", "Barnsley": "South Yorkshire",
    "Rotherham": "South Yorkshire",
    "Cork": "Cork", "Galway": "Galway", "Limerick": "Limerick", "Sligo": "Sligo", "Athlone": "Westmeath",
    "Tralee": "Kerry", "Drogheda": "Louth", "Dundalk": "Louth", "Navan": "Meath", "Ennis": "Clare",
    "Carlow": "Carlow", "Kilkenny": "Kilkenny", "Wexford": "Wexford", "Mullingar": "Westmeath",
    "Letterkenny": "Donegal", "Castlebar": "Mayo", "Clonmel": "Tipperary", "Portlaoise": "Laois",
    "Naas": "Kildare", "Bray": "Wicklow",
}
