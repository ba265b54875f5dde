"""Invented place and organisation pools (author 272). Town names are
compounded from fragments; states/provinces are the public regions."""

TOWN_A = ["Ash", "Bram", "Cal", "Dun", "Elm", "Fern", "Glen", "Hart", "Kil", "Lang",
          "Mar", "North", "Oak", "Pen", "Red", "Stan", "Thorn", "Wick", "Wood", "Brook",
          "Hollin", "Ald", "Bex", "Cran", "Eas", "Fal", "Gower", "Hale", "Ivy", "Kes",
          "Lark", "Mil", "Nether", "Orch", "Quar", "Rush", "Sal", "Tad", "Upper ", "West"]
TOWN_B = ["bury", "field", "ford", "ham", "ley", "ton", "wood", "mere", "dale", "gate",
          "worth", "stead", "haven", "brook", "ridge", "cliff", "combe", "well", "holme",
          "by", "thorpe", "wich", "minster", "bridge"]

AU_A = ["Yarra", "Coora", "Wanda", "Burra", "Mooro", "Kinga", "Tala", "Wirra", "Binna",
        "Murra", "Gunda", "Kalla", "Nerri", "Pindi", "Boola", "Warri"]
AU_B = ["bin", "bell", "gong", "wong", "roo", "dale", "lup", "ngup", "mbah", "wee",
        "gal", "jong", "ville", "vale", "nook", "ra"]
AU_EN = ["Banksia Heights", "Wattle Grove", "Emu Flat", "Kookaburra Point", "Saltbush Creek",
         "Bluegum Ridge", "Red Hill North", "Magpie Gully", "Ironbark Park", "Coral Bay South",
         "Spinifex Downs", "Mulga Springs", "Paperbark Beach", "Grevillea Park"]

CA_EN = ["Maple Hollow", "Cedar Narrows", "Pine Falls East", "Beaver Lake", "Birch Harbour",
         "Otter Creek", "Loon Bay", "Spruce Grove West", "Tamarack Landing", "Caribou Flats",
         "Aspen Ridge", "Moose Crossing", "Hemlock Bay", "Kettle Point North"]
CA_FR = ["Saint-Anselme-du-Lac", "Sainte-Odile", "Lac-Brûlé", "Pointe-aux-Saules",
         "Saint-Hilarion", "Rivière-aux-Pins", "Notre-Dame-des-Monts", "Val-Bélair-Est"]

US_EN = ["Cedar Falls Junction", "Millbrook", "Harper Springs", "Red Mesa", "Cottonwood",
         "Pine Bluff Landing", "Silver Creek", "Granite Ridge", "Willow Bend", "Eagle Pass North",
         "Clearwater Heights", "Sycamore Grove", "Prairie View", "Falcon Hollow", "Juniper Flats",
         "Lone Oak", "Magnolia Park", "Stony Point East", "Bluewater", "Fox Run"]

UK_COUNTY = ["West Yorkshire", "Lancashire", "Kent", "Devon", "Cheshire", "Norfolk",
             "Gwynedd", "Fife", "Somerset", "Cumbria", "Durham", "Staffordshire", "Essex",
             "Powys", "Aberdeenshire", "Lincolnshire"]
UK_PC_AREA = ["LS", "M", "B", "BS", "CF", "EH", "G", "NE", "SW", "N", "E", "NG", "LE",
              "CV", "OX", "PL", "EX", "TR", "YO", "HU", "S", "DN", "SK", "WA", "CH", "BD",
              "HX", "LL", "SA", "KY", "AB", "IV", "CA", "DH", "ST", "CM", "NR"]

US_STATES = [
    ("California", "CA", ("900", "921", "945", "956"), ("213", "415", "619", "916")),
    ("Colorado", "CO", ("802", "805"), ("303", "719", "970")),
    ("Florida", "FL", ("331", "327", "336"), ("305", "407", "813")),
    ("Illinois", "IL", ("606", "617"), ("312", "217", "630")),
    ("Massachusetts", "MA", ("021", "016"), ("617", "508", "413")),
    ("Michigan", "MI", ("482", "495"), ("313", "616", "517")),
    ("New York", "NY", ("100", "112", "142"), ("212", "718", "716")),
    ("Oregon", "OR", ("972", "974"), ("503", "541")),
    ("Pennsylvania", "PA", ("191", "152"), ("215", "412", "717")),
    ("Washington", "WA", ("981", "992"), ("206", "509", "360")),
    ("Arizona", "AZ", ("850", "857"), ("602", "520")),
    ("New Mexico", "NM", ("871", "880"), ("505", "575")),
    ("Oklahoma", "OK", ("731", "741"), ("405", "918")),
    ("Maryland", "MD", ("212", "208"), ("410", "301")),
    ("Maine", "ME", ("040", "043"), ("207",)),
    ("Minnesota", "MN", ("554", "559"), ("612", "651")),
    ("Ohio", "OH", ("432", "441"), ("614", "216")),
    ("Virginia", "VA", ("232", "220"), ("804", "703")),
]

AU_STATES = [
    ("New South Wales", "NSW", ("2",), ("02",)),
    ("Victoria", "VIC", ("3",), ("03",)),
    ("Queensland", "QLD", ("4",), ("07",)),
    ("Western Australia", "WA", ("6",), ("08",)),
    ("South Australia", "SA", ("5",), ("08",)),
    ("Tasmania", "TAS", ("7",), ("03",)),
    ("Australian Capital Territory", "ACT", ("26", "29"), ("02",)),
    ("Northern Territory", "NT", ("08",), ("08",)),
]

CA_PROVS = [
    ("Ontario", "ON", "KLMNP", ("416", "613", "705", "519")),
    ("British Columbia", "BC", "V", ("604", "250", "778")),
    ("Alberta", "AB", "T", ("403", "780", "587")),
    ("Quebec", "QC", "GHJ", ("514", "418", "819")),
    ("Nova Scotia", "NS", "B", ("902",)),
    ("Manitoba", "MB", "R", ("204",)),
    ("Saskatchewan", "SK", "S", ("306",)),
    ("New Brunswick", "NB", "E", ("506",)),
    ("Newfoundland and Labrador", "NL", "A", ("709",)),
    ("Prince Edward Island", "PE", "C", ("902",)),
]

STREET_NAMES = ["Kestrel", "Heron", "Linden", "Juniper", "Marlborough", "Quarry", "Chapel",
                "Tannery", "Rope Walk", "Coronation", "Sycamore", "Weaver", "Millstone",
                "Saddler", "Bellfield", "Orchard", "Foundry", "Wharf", "Primrose", "Tollgate",
                "Badger", "Harebell", "Cobbler", "Lantern", "Ferry", "Brewery", "Pinfold",
                "Stonemason", "Greyfriars", "Laburnum", "Kingfisher", "Hawthorn", "Larch",
                "Banksia", "Wattle", "Jacaranda", "Ironbark", "Tea Tree", "Lilly Pilly",
                "Boronia", "Currawong", "Maple", "Tamarack", "Birchwood", "Caribou",
                "Spruce", "Beaver Dam", "Sumac", "Mesquite", "Cottonwood", "Dogwood",
                "Magnolia", "Live Oak", "Bluebonnet", "Prairie", "Ridgeline", "Canyon",
                "Ponderosa", "Aspen", "Sagebrush", "Harbourview", "Lighthouse", "Glebe"]
ST_TYPES = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Terrace", "Way",
           "Row", "Mews", "Drive", "Gardens", "Court", "Place", "Walk", "Rd", "St"],
    "AU": ["Street", "Road", "Avenue", "Crescent", "Parade", "Court", "Drive", "Place",
           "Close", "Terrace", "Highway", "St", "Rd", "Cres", "Pde", "Ct"],
    "CA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Boulevard", "Way", "Court",
           "Trail", "Line", "Sideroad", "St", "Rd", "Ave", "Dr", "Blvd"],
    "US": ["Street", "Road", "Avenue", "Drive", "Lane", "Boulevard", "Court", "Way",
           "Place", "Terrace", "Circle", "Pkwy", "St", "Rd", "Ave", "Dr", "Ln", "Blvd"],
}
UK_HOUSE = ["Rose Cottage", "The Old Forge", "Holly Barn", "2 Mill Cottages", "Ty Gwyn",
            "The Granary", "Brook House", "Lapwing Cottage"]

CLINIC_A = ["Greenvale", "Meridian", "Verdant", "Halcyon", "Aldergrove", "Silverleaf",
            "Northbank", "Kinross", "Harbourside", "Canopy", "Bellwether", "Larkspur",
            "Tidewater", "Evenstar", "Pinecrest", "Brightwater", "Fernleigh", "Oakhurst",
            "Juniper Lane", "Riverstone", "Cobalt Bay", "Wildflower", "Sagewood", "Heathfield"]
CLINIC_B = ["Cannabis Clinic", "Medical Cannabis Clinic", "Pain & Neurology Clinic",
            "Specialist Pain Centre", "Integrative Pain Clinic", "Plant Medicine Clinic",
            "Cannabinoid Medicine Service", "Epilepsy & Cannabinoid Clinic",
            "Medicinal Cannabis Centre", "Therapeutics Clinic", "Pain Management Centre",
            "Neuroscience Clinic", "Health Clinic", "Medical Group"]
PHARM_B = ["Specialist Pharmacy", "Compounding Pharmacy", "Dispensary", "Pharmacy",
           "Medical Dispensary", "Specialty Pharmacy", "Chemist", "Apothecary"]
PRACTICE_B = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Family Practice", "Medical Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic",
           "Doctors"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Health Centre",
           "Community Health Centre"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates",
           "Community Health Center", "Family Practice"],
}
HOSP_B = ["General Hospital", "University Hospital", "Royal Infirmary", "Base Hospital",
          "District Hospital", "Memorial Hospital", "Regional Medical Center",
          "Children's Hospital", "Community Hospital"]
SAINTS = ["Aidan", "Brigid", "Columba", "Dunstan", "Hilda", "Oswald", "Winifred",
          "Luke", "Jude", "Cuthbert", "Monica", "Boniface"]
WARDS = ["Larch Ward", "Heron Unit", "Willow Ward", "Ward 7B", "Rowan Ward",
         "Acute Pain Unit", "Day Surgery Unit 2", "Neuro Ward 4", "Kingfisher Ward",
         "Short Stay Unit", "Ward C3", "Telemetry Unit 5"]

EMPLOYER_A = ["Northline", "Ridgeway", "Bluecrest", "Kelso", "Ironmonger", "Pelican",
              "Summit", "Copperfield", "Harrow", "Sandpiper", "Granite", "Thistle",
              "Riverbend", "Quayside", "Southcross", "Lakeshore", "Westmark", "Tallow"]
EMPLOYER_B = ["Freight", "Logistics Ltd", "Rail", "Construction", "Mining Pty Ltd",
              "Foods", "Engineering", "Haulage", "Timber Co", "Plastics Inc",
              "Civil Contractors", "Dairy Co-op", "Security Services", "Marine Services",
              "Packaging", "Water Authority", "Building Society", "Distribution Centre",
              "Manufacturing", "Transit"]
COUNCIL_B = ["Borough Council", "Shire Council", "City Council", "School District",
             "County Schools", "Unified School District", "District Health Board"]
SCHOOL_B = ["Primary School", "High School", "Academy", "Grammar School", "College",
            "Public School", "Elementary School", "Middle School"]
INSURER = ["Meridian Health Fund", "Northgate Mutual", "Bluewattle Health",
           "Keystone Health Plan", "Harbour Assure", "Cedarline Benefits",
           "Evergreen Life & Health", "Summit Care Insurance", "Orchard Mutual",
           "Pacific Crest Health", "Tri-Lakes Health Plan", "Unity Workers Fund"]
PRODUCER = ["Greyhollow Botanics Ltd", "Northern Sky Cultivation Inc",
            "Tallgrass Therapeutics", "Riverleaf Pharma Pty Ltd", "Solvara Medical",
            "Aurelian Botanicals", "Kettle Valley Growers", "Boreal Cannabis Company",
            "Lumira Biosciences", "Coldstream Phytomedicine", "Redgum Medicinals",
            "Glasshouse Lane Farms"]
COURIER = ["Swiftline Couriers", "Parcelhawk", "RedRoute Express", "Kingsway Medical Couriers",
           "Northstar Freight Parcels", "PrioriTrack"]
CHARITY = ["Bright Minds Epilepsy Trust", "Chronic Pain Alliance of the North",
           "Grove Street Community Church", "Harbour Carers Network",
           "Seizure Families Support Group", "Veterans Wellbeing Collective"]
BUILDINGS = ["Harbourside Tower", "Wellcroft House", "Linden Court", "The Mill Building",
             "Pemberton Chambers", "Riverside Medical Suites", "Atrium Building",
             "Kingfisher House", "Orchard Place", "Central Plaza Level 3"]

PROFESSIONS = [
    "welder", "primary school teacher", "HGV driver", "forklift operator", "electrician",
    "carpenter", "plumber", "bus driver", "nurse", "care assistant", "accountant",
    "software developer", "chef", "barista", "farmer", "shearer", "miner",
    "crane operator", "police officer", "firefighter", "paramedic", "solicitor",
    "hairdresser", "retail assistant", "warehouse operative", "scaffolder", "roofer",
    "bricklayer", "train driver", "pilot", "flight attendant", "mechanic",
    "graphic designer", "librarian", "postal worker", "delivery driver", "taxi driver",
    "Uber driver", "landscape gardener", "veterinary nurse", "dental hygienist",
    "lab technician", "machinist", "painter and decorator", "security guard",
    "social worker", "cleaner", "fisherman", "truck driver", "pharmacy technician",
    "university lecturer", "civil engineer", "architect", "bookkeeper", "baker",
    "butcher", "tattoo artist", "musician", "lifeguard", "army veteran", "tiler",
    "joiner", "call centre operator", "data analyst", "dairy farmer", "boilermaker",
    "FIFO mining contractor", "long-haul trucker", "correctional officer", "journalist",
    "real estate agent", "theatre technician", "carer", "teaching assistant",
]

COUNTRIES_TRAVEL = ["Portugal", "Spain", "France", "Germany", "Netherlands", "Italy",
                    "Greece", "Croatia", "New Zealand", "Thailand", "Japan", "Singapore",
                    "Indonesia", "United Arab Emirates", "Canada", "United States",
                    "Australia", "Ireland", "Malta", "Cyprus", "Mexico", "Fiji",
                    "South Africa", "Iceland", "Norway", "Switzerland", "Czech Republic"]
HOME_COUNTRY = {
    "UK": ["UK", "United Kingdom", "U.K.", "England"],
    "AU": ["Australia", "AUS"],
    "CA": ["Canada", "CAN"],
    "US": ["USA", "United States", "U.S."],
}
