"""Invented place / organisation pools for dev246_en (author 246).
City and region names are real geography (not personal data); every facility, shelter,
agency, employer, building and landmark name below is invented."""

# (city, state abbr, state full, zip prefix, area code)
US_CITIES = [
    ("Portland", "OR", "Oregon", "972", "503"), ("Eugene", "OR", "Oregon", "974", "541"),
    ("Salem", "OR", "Oregon", "973", "503"), ("Seattle", "WA", "Washington", "981", "206"),
    ("Tacoma", "WA", "Washington", "984", "253"), ("Spokane", "WA", "Washington", "992", "509"),
    ("San Francisco", "CA", "California", "941", "415"), ("Oakland", "CA", "California", "946", "510"),
    ("Los Angeles", "CA", "California", "900", "213"), ("Sacramento", "CA", "California", "958", "916"),
    ("Fresno", "CA", "California", "937", "559"), ("San Diego", "CA", "California", "921", "619"),
    ("San Jose", "CA", "California", "951", "408"), ("Denver", "CO", "Colorado", "802", "303"),
    ("Phoenix", "AZ", "Arizona", "850", "602"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Albuquerque", "NM", "New Mexico", "871", "505"), ("Austin", "TX", "Texas", "787", "512"),
    ("Houston", "TX", "Texas", "770", "713"), ("Dallas", "TX", "Texas", "752", "214"),
    ("El Paso", "TX", "Texas", "799", "915"), ("Chicago", "IL", "Illinois", "606", "312"),
    ("Detroit", "MI", "Michigan", "482", "313"), ("Minneapolis", "MN", "Minnesota", "554", "612"),
    ("Milwaukee", "WI", "Wisconsin", "532", "414"), ("St. Louis", "MO", "Missouri", "631", "314"),
    ("Kansas City", "MO", "Missouri", "641", "816"), ("Atlanta", "GA", "Georgia", "303", "404"),
    ("Nashville", "TN", "Tennessee", "372", "615"), ("Memphis", "TN", "Tennessee", "381", "901"),
    ("Baltimore", "MD", "Maryland", "212", "410"), ("Philadelphia", "PA", "Pennsylvania", "191", "215"),
    ("Pittsburgh", "PA", "Pennsylvania", "152", "412"), ("Boston", "MA", "Massachusetts", "021", "617"),
    ("Worcester", "MA", "Massachusetts", "016", "508"), ("Providence", "RI", "Rhode Island", "029", "401"),
    ("New Haven", "CT", "Connecticut", "065", "203"), ("Hartford", "CT", "Connecticut", "061", "860"),
    ("Buffalo", "NY", "New York", "142", "716"), ("Rochester", "NY", "New York", "146", "585"),
    ("Syracuse", "NY", "New York", "132", "315"), ("Cleveland", "OH", "Ohio", "441", "216"),
    ("Columbus", "OH", "Ohio", "432", "614"), ("Cincinnati", "OH", "Ohio", "452", "513"),
    ("Louisville", "KY", "Kentucky", "402", "502"), ("Indianapolis", "IN", "Indiana", "462", "317"),
    ("New Orleans", "LA", "Louisiana", "701", "504"), ("Salt Lake City", "UT", "Utah", "841", "801"),
    ("Boise", "ID", "Idaho", "837", "208"), ("Reno", "NV", "Nevada", "895", "775"),
    ("Las Vegas", "NV", "Nevada", "891", "702"), ("Honolulu", "HI", "Hawaii", "968", "808"),
    ("Anchorage", "AK", "Alaska", "995", "907"), ("Richmond", "VA", "Virginia", "232", "804"),
    ("Norfolk", "VA", "Virginia", "235", "757"), ("Charlotte", "NC", "North Carolina", "282", "704"),
    ("Durham", "NC", "North Carolina", "277", "919"), ("Miami", "FL", "Florida", "331", "305"),
    ("Tampa", "FL", "Florida", "336", "813"), ("Orlando", "FL", "Florida", "328", "407"),
    ("Jacksonville", "FL", "Florida", "322", "904"), ("Burlington", "VT", "Vermont", "054", "802"),
    ("Omaha", "NE", "Nebraska", "681", "402"), ("Tulsa", "OK", "Oklahoma", "741", "918"),
    ("Birmingham", "AL", "Alabama", "352", "205"), ("Gresham", "OR", "Oregon", "970", "503"),
    ("Everett", "WA", "Washington", "982", "425"), ("Santa Rosa", "CA", "California", "954", "707"),
]
US_COUNTIES = ["Multnomah County", "King County", "Pima County", "Cuyahoga County", "Hennepin County",
               "Bernalillo County", "Washoe County", "Alameda County", "Erie County", "Marion County"]

# (city, prov abbr, prov full, FSA first letters, area code)
CA_CITIES = [
    ("Vancouver", "BC", "British Columbia", "V6A V6B V5L V5T", "604"),
    ("Victoria", "BC", "British Columbia", "V8W V8V V8T", "250"),
    ("Surrey", "BC", "British Columbia", "V3T V3R", "604"),
    ("Kamloops", "BC", "British Columbia", "V2C V2B", "250"),
    ("Prince George", "BC", "British Columbia", "V2L V2M", "250"),
    ("Calgary", "AB", "Alberta", "T2G T2R T2E", "403"), ("Edmonton", "AB", "Alberta", "T5H T5J T5K", "780"),
    ("Red Deer", "AB", "Alberta", "T4N T4P", "403"), ("Saskatoon", "SK", "Saskatchewan", "S7K S7M", "306"),
    ("Regina", "SK", "Saskatchewan", "S4P S4R", "306"), ("Winnipeg", "MB", "Manitoba", "R3B R2W R3A", "204"),
    ("Thunder Bay", "ON", "Ontario", "P7B P7A", "807"), ("Toronto", "ON", "Ontario", "M5A M5B M6J M4X", "416"),
    ("Hamilton", "ON", "Ontario", "L8L L8R", "905"), ("Ottawa", "ON", "Ontario", "K1N K1R K1Y", "613"),
    ("London", "ON", "Ontario", "N6A N5W", "519"), ("Kingston", "ON", "Ontario", "K7L K7K", "613"),
    ("Sudbury", "ON", "Ontario", "P3E P3C", "705"), ("Windsor", "ON", "Ontario", "N9A N8X", "519"),
    ("Kitchener", "ON", "Ontario", "N2G N2H", "519"), ("Peterborough", "ON", "Ontario", "K9H K9J", "705"),
    ("Montreal", "QC", "Quebec", "H2X H2L H3C", "514"), ("Quebec City", "QC", "Quebec", "G1K G1R", "418"),
    ("Halifax", "NS", "Nova Scotia", "B3K B3J", "902"), ("Moncton", "NB", "New Brunswick", "E1C E1A", "506"),
    ("Saint John", "NB", "New Brunswick", "E2L E2K", "506"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A1C A1E", "709"),
    ("Charlottetown", "PE", "Prince Edward Island", "C1A", "902"),
    ("Whitehorse", "YT", "Yukon", "Y1A", "867"), ("Yellowknife", "NT", "Northwest Territories", "X1A", "867"),
]

# (city, county or None, postcode area, phone area code, nation)
UK_CITIES = [
    ("Manchester", "Greater Manchester", "M", "0161", "England"),
    ("Salford", "Greater Manchester", "M", "0161", "England"),
    ("Liverpool", "Merseyside", "L", "0151", "England"), ("Leeds", "West Yorkshire", "LS", "0113", "England"),
    ("Sheffield", "South Yorkshire", "S", "0114", "England"), ("Bradford", "West Yorkshire", "BD", "01274", "England"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", "0191", "England"),
    ("Sunderland", "Tyne and Wear", "SR", "0191", "England"), ("Birmingham", "West Midlands", "B", "0121", "England"),
    ("Coventry", "West Midlands", "CV", "024", "England"), ("Nottingham", "Nottinghamshire", "NG", "0115", "England"),
    ("Leicester", "Leicestershire", "LE", "0116", "England"), ("Bristol", None, "BS", "0117", "England"),
    ("Cardiff", None, "CF", "029", "Wales"), ("Swansea", None, "SA", "01792", "Wales"),
    ("Newport", None, "NP", "01633", "Wales"), ("Glasgow", None, "G", "0141", "Scotland"),
    ("Edinburgh", None, "EH", "0131", "Scotland"), ("Dundee", None, "DD", "01382", "Scotland"),
    ("Aberdeen", None, "AB", "01224", "Scotland"), ("Belfast", "County Antrim", "BT", "028", "Northern Ireland"),
    ("Brighton", "East Sussex", "BN", "01273", "England"), ("Plymouth", "Devon", "PL", "01752", "England"),
    ("Southampton", "Hampshire", "SO", "023", "England"), ("Portsmouth", "Hampshire", "PO", "023", "England"),
    ("Norwich", "Norfolk", "NR", "01603", "England"), ("Hull", "East Riding of Yorkshire", "HU", "01482", "England"),
    ("Stoke-on-Trent", "Staffordshire", "ST", "01782", "England"), ("Blackpool", "Lancashire", "FY", "01253", "England"),
    ("Preston", "Lancashire", "PR", "01772", "England"), ("Oxford", "Oxfordshire", "OX", "01865", "England"),
    ("Camden", None, "NW", "020", "England"), ("Hackney", None, "E", "020", "England"),
    ("Lambeth", None, "SE", "020", "England"), ("Westminster", None, "SW", "020", "England"),
    ("Tower Hamlets", None, "E", "020", "England"), ("Southwark", None, "SE", "020", "England"),
    ("Islington", None, "N", "020", "England"), ("Newham", None, "E", "020", "England"),
    ("Croydon", None, "CR", "020", "England"), ("Haringey", None, "N", "020", "England"),
    ("London", None, "EC", "020", "England"),
]

STREET_WORDS = """
Elm Oak Maple Cedar Pine Birch Alder Willow Spruce Hawthorne Chestnut Walnut Ash Hemlock Juniper
Main King Queen Hastings Burnside Mission Market Union Front Water Mill Church Bridge Station
Harbour Harbor Granville Cordova Powell Jackson Lincoln Grant Madison Monroe Jefferson Franklin
Washington Adams Fremont Sandy Division Belmont Morrison Alberta Killingsworth Glisan Couch Everett
Dundas Sherbourne Jarvis Parliament Bathurst Spadina Yonge Gerrard Bloor Barton Cannon Wellesley
Rideau Murray Dalhousie Gottingen Portage Selkirk Logan Redwood Stephen Kingsway Whyte Jasper
Oldham Rochdale Ancoats Deansgate Bury Stockport Cheetham Hyde Ashton Eccles Moss Tib Lever
Mayfield Grove Albion Victoria Albert Regent Princess Duke Earl Lord Nelson Wellington Trafalgar
Canal Dock Quay Tanner Forge Foundry Weaver Cooper Fletcher Baker Carter Miller Mason Slater
Primrose Bluebell Heather Thistle Clover Fern Orchard Meadow Valley Ridge Summit Lake Spring
Broad High Long Short North South East West Central Park College School Chapel Abbey Priory
Granite Flint Iron Copper Silver Gold Amber Coral Ivy Laurel Magnolia Sycamore Poplar Linden
Pacific Atlantic Columbia Colorado Delaware Ohio Missouri Hudson Potomac Platte Rio Grande Sierra
""".split()

STREET_TYPES_US = ["Street", "St", "Avenue", "Ave", "Boulevard", "Blvd", "Road", "Rd", "Way",
                   "Drive", "Dr", "Court", "Ct", "Place", "Pl", "Lane", "Ln", "Terrace", "Pkwy"]
STREET_TYPES_CA = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Drive", "Crescent",
                   "Way", "Place", "Lane", "Trail", "Gate"]
STREET_TYPES_UK = ["Road", "Street", "Lane", "Close", "Crescent", "Way", "Terrace", "Gardens", "Row",
                   "Walk", "Parade", "Place", "Square", "Grove", "Rd", "St"]
US_DIRS = ["N", "S", "E", "W", "NE", "SE", "NW", "SW", "North", "South", "East", "West"]
ORDINAL_STREETS = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th",
                   "12th", "14th", "16th", "18th", "21st", "23rd", "28th", "33rd", "42nd", "82nd", "122nd"]

# facility name building blocks
HOSP_STEMS = ["Alder Crest", "St. Ignatius", "Meridian", "Willow Bay", "Ironwood", "Northgate",
              "Riverbend", "St. Brendan's", "Cascade Valley", "Lakeside", "Holloway Park", "Sutter Point",
              "St. Bridget's", "Fraser Point", "Mount Hollis", "Queen Adelaide", "Kingsbridge",
              "Castlegate", "St. Aldhelm's", "Northfield", "Ravenhill", "Ashgrove", "Harrowgate",
              "Elmstead", "Bellhaven", "Summerlea", "St. Cuthbert's", "Greyfriars", "Prospect Heights",
              "Copper Ridge", "Silver Lake", "Evergreen", "Hillcrest", "Marlow Vale", "St. Oswin's",
              "Thornbury", "Westbrook", "Eastmoor", "Glenview", "Pinecrest", "Tidewater", "Red Cedar"]
HOSP_SUFFIX_US = ["Medical Center", "General Hospital", "Regional Medical Center", "Memorial Hospital",
                  "Community Hospital", "Hospital", "University Hospital"]
HOSP_SUFFIX_CA = ["General Hospital", "Hospital", "Health Centre", "Regional Hospital", "Memorial Hospital"]
HOSP_SUFFIX_UK = ["Royal Infirmary", "General Hospital", "Hospital", "University Hospital",
                  "Community Hospital", "Infirmary"]
WARDS = ["Juniper Ward", "Rowan Ward", "Kestrel Ward", "Larch Ward", "Heron Ward", "Bluebell Ward",
         "Osprey Unit", "Maple Unit", "Cedar Unit", "Puffin Ward", "Tern Ward", "Wren Ward",
         "Acorn Unit", "Lotus Unit", "Harbour Unit", "Aspen Unit", "Holly Ward", "Nightingale Ward"]

CLINIC_STEMS = ["Third Street", "Bridgeway", "Open Door", "Lantern", "Kinship", "Waypoint", "Common Ground",
                "Northstar", "Crossroads", "Harbourlight", "Safe Passage", "Keystone", "Pathfinder",
                "Cornerstone", "Lighthouse", "Wayfarer", "Haven", "Threshold", "Mainstay", "Tidepool",
                "Hearthstone", "Compass", "Meadowlark", "Riverside", "Beacon", "Anchor Point", "Solstice",
                "Halfmoon", "Bluebird", "Granary", "Foundry Lane", "Millrace", "Ember", "Juniper Street"]
CLINIC_SUFFIX = ["Community Health Center", "Street Medicine", "Health Clinic", "Clinic", "Family Practice",
                 "Health Centre", "Medical Practice", "Surgery", "Wellness Clinic", "Medical Centre", "Primary Care",
                 "Health Services", "Community Clinic"]
CLINIC_SPECIAL = ["Recovery Clinic", "OAT Clinic", "Methadone Clinic", "Detox Centre", "Withdrawal Management Unit",
                  "Medical Respite", "Respite Care Center", "Dental Clinic", "Foot Clinic", "Wound Clinic", "Hep C Clinic"]
VAN_NAMES = ["CareVan", "Street Health Van", "Wheels of Care", "Beacon Mobile Health", "MedMobile",
             "Care on the Corner", "Rolling Clinic", "Mobile Health Unit", "Health Bus", "StreetReach Van",
             "Outreach Wagon", "Mobile Wellness Unit"]
PHARMACY = ["Beacon Pharmacy", "Harbourside Pharmacy", "Corner Drug Mart", "Greenleaf Pharmacy",
            "Carter's Chemist", "Valley Rexford Drug", "Parkside Chemists", "Union Apothecary",
            "Northside Pharmacy", "Maple Leaf Dispensary", "Kwan's Pharmacy", "Medi-Plus Pharmacy",
            "Dockside Chemist", "Midtown Pharmacy", "Hilltop Drug", "Bridge Street Pharmacy"]
SCS_SITES = ["Insite North", "Eastside Overdose Prevention Hub", "Safe Point", "Harbour OPS", "Nest OPS",
             "Moss Street SCS", "Keystone Consumption Site", "Landing OPS"]

SHELTER_STEMS = ["Safe Harbor", "Anchor", "Second Chance", "Lighthouse", "Hope Street", "St. Columba's",
                 "Marigold", "Crossroads", "Union Gospel", "Good Shepherd", "Elm Street", "Bethany",
                 "New Dawn", "Sojourner", "Harbour House", "Wayfarers", "Open Arms", "Porchlight",
                 "St. Vincent's", "Riverside", "Kinross", "Daybreak", "Hearth", "Northern Star",
                 "Cedar House", "Tamarack", "Sheaf", "Wren House", "Arbor", "Stonebridge"]
SHELTER_SUFFIX = ["Shelter", "Night Shelter", "Mission", "Hostel", "Women's Shelter", "Men's Shelter",
                  "Drop-In", "Day Centre", "Family Shelter", "Youth Shelter", "Emergency Shelter",
                  "Warming Centre", "Navigation Center", "Rescue Mission", "Lodge"]
AGENCY = ["Streetlight Outreach", "Bridges Housing Society", "Kinship Housing Trust",
          "Foundation Street Housing Co-op", "Pathways Home Alliance", "Homeward Collective",
          "Northwind Housing Partnership", "Second Step Society", "Fairhaven Trust", "Mosaic Outreach",
          "Roots to Roof Society", "Keys First Housing", "Threshold Housing Association",
          "Common Hearth Network", "Doorway Project", "Wayside Legal Aid", "Tenant Bridge",
          "Open Hand Food Bank", "Welcome Table Ministries", "Grace Fellowship Church",
          "St. Anselm's Parish", "Calvary Temple", "Mount Zion AME", "Hope Community Church",
          "Sikh Gurdwara Seva Society", "Masjid al-Noor Outreach", "Beth Shalom Soup Kitchen",
          "Riverside Pantry", "Second Harvest Kitchen", "Loaves & Fishes Kitchen",
          "Salt & Light Mission Society", "Sunrise Employment Services", "Fresh Start Staffing",
          "Ladder Up Workforce", "Project Homeward", "Project Keystone", "Rapid Rehousing Collaborative",
          "Moving On Partnership", "Harbour Street Outreach Team", "Nightstop Network"]
EMPLOYERS = ["Acme Freight", "Pacific Roofing", "Northwind Logistics", "Sunrise Car Wash", "Hilltop Diner",
             "Tri-County Staffing", "Calder Construction", "Greenfield Farms", "Bayview Seafoods",
             "Redline Towing", "Kettle & Crumb Bakery", "Marston Packaging", "Ironbridge Scaffolding",
             "Lakeshore Landscaping", "Dockyard Fish & Chips", "Brightway Cleaning", "Summit Security",
             "Quarry Road Recycling", "Harlow Demolition", "Cobalt Call Centre", "Evergreen Lumber",
             "Tandem Couriers", "Blue Heron Hotel", "Mercer Meats", "Pioneer Drywall", "Granite State Movers"]
HOUSING_BLDGS = ["Alder Apartments", "Cornerstone Commons", "Hotel Bellmore", "Sunrise Court",
                 "Lindon Residence", "Marlowe House", "Keystone Place", "Ashford SRO",
                 "Hotel Carmody", "Bridgeview Flats", "Northgate Lofts", "Wexley Building", "Foundry Court",
                 "Juniper Place", "Larkspur House", "Tolliver Block", "Pemberton Towers", "Gladstone Hotel",
                 "Rosslyn Hotel", "Cardinal Court"]
LANDMARKS = ["Millrace Bridge", "Kettering Park", "Tanner Creek Greenway", "Lowell Park", "Fairview Mall",
             "Central Library", "Union Plaza", "Harmon Square", "Riverside Park", "Dunmore Overpass",
             "Piedmont Station", "Eastgate Transit Centre", "Calloway Viaduct", "Mercer Field",
             "Bellwood Cemetery", "Ashby Bus Depot", "Gorse Hill Rec Ground", "Prospect Fountain",
             "Cathedral Steps", "Old Market Hall", "Wharf Street Car Park", "Founders Park",
             "Thornbury Underpass", "Larkin Street Bridge", "Ridley Common", "Canal Basin",
             "St. Olave's Churchyard", "Sycamore Ravine", "Greyhound Terminal", "Pier 9",
             "Linden Skate Park", "Queensway Arches", "Holloway Embankment", "Marsh Lane Bridge"]
NEIGHBOURHOODS = ["Old Town", "Skid Row", "the Tenderloin", "Downtown Eastside", "Chinatown", "Lower Eastside",
                  "the Flats", "Midtown", "Riverside", "the Pearl", "Ancoats", "Northern Quarter", "Gastown",
                  "Strathcona", "Moss Park", "Regent Park", "the Bottoms", "Eastgate", "Southside",
                  "West End", "Harbour District", "Lower Ward"]
COUNTRIES = ["Honduras", "Guatemala", "Mexico", "El Salvador", "Somalia", "Eritrea", "Syria", "Ukraine",
             "Poland", "Romania", "Jamaica", "Haiti", "Philippines", "Vietnam", "Nigeria", "Ghana", "Sudan",
             "Afghanistan", "Ireland", "Portugal", "India", "Pakistan", "Iraq", "Iran", "Colombia",
             "Venezuela", "Lithuania", "Albania", "Congo", "Ethiopia", "Kenya", "Zimbabwe", "Trinidad",
             "Cuba", "Sierra Leone", "Bangladesh", "Nepal", "Peru", "Ecuador", "Turkey", "Latvia",
             "Slovakia", "Hungary", "Brazil", "Chile", "Cameroon", "Uganda", "Yemen", "Libya", "Morocco"]

PROFESSIONS = ["roofer", "line cook", "welder", "electrician", "truck driver", "long-haul trucker",
               "carpenter", "drywaller", "warehouse worker", "forklift operator", "dishwasher",
               "landscaper", "auto mechanic", "mechanic", "fisherman", "deckhand", "miner", "logger",
               "nursing assistant", "hairdresser", "barber", "security guard", "bartender", "waitress",
               "server", "cashier", "janitor", "cleaner", "painter", "bricklayer", "scaffolder",
               "plasterer", "labourer", "chef", "baker", "butcher", "teacher", "teaching assistant",
               "accountant", "paralegal", "software developer", "taxi driver", "bus driver", "courier",
               "postman", "tattoo artist", "musician", "farmworker", "fruit picker", "HVAC technician",
               "concrete finisher", "boilermaker", "tiler", "sheet metal worker", "call centre agent",
               "care assistant", "home health aide", "cook", "construction worker", "ironworker",
               "longshoreman", "pipefitter", "machinist", "seamstress", "nanny", "registered nurse",
               "paramedic", "pharmacy technician", "delivery driver", "oil rig worker", "lineman",
               "stonemason", "glazier", "chimney sweep", "bookkeeper", "graphic designer",
               "sous chef", "crane operator", "dental assistant", "plumber", "millwright"]

# phrases used as hard negatives: eponymous scales / diseases that contain place or person words
EPONYM_NEG = ["Glasgow Coma Scale", "Bristol stool type 6", "Montreal Cognitive Assessment", "Lyme serology",
              "Norwalk-like illness", "West Nile IgM", "Wernicke's encephalopathy", "Korsakoff syndrome",
              "Trendelenburg gait", "Foley catheter", "Babinski negative", "Homans sign negative",
              "Romberg positive", "Kernig negative", "Beck Depression Inventory", "Addison's crisis",
              "Brown-Sequard pattern ruled out", "Charcot foot", "Buerger's disease", "Raynaud's",
              "Crohn's disease", "Graves disease", "Hodgkin lymphoma (hx)", "Bell's palsy",
              "Mallory-Weiss tear", "Dupuytren's contracture", "Paget's disease", "Whipple's triad",
              "Clostridioides difficile", "Epstein-Barr virus", "Kaposi sarcoma", "Stevens-Johnson syndrome",
              "Marchiafava-Bignami (unlikely)", "Zollinger-Ellison", "Barrett's oesophagus",
              "Wells score 1", "CURB-65 of 1", "Edinburgh Claudication Questionnaire",
              "Boston Naming Test", "Richmond Agitation-Sedation Scale -1", "Parkinson's disease",
              "Alzheimer's dementia", "Tourette's", "Guillain-Barre", "Meniere's disease"]
