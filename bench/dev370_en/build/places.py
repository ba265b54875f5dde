"""Place pools. Towns, counties, states and postcode patterns are ordinary geography;
every hospital, practice, pharmacy, employer, school and charity name is invented here."""

# UK: (town, county or "", postcode area, localities)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", ["Headingley", "Chapel Allerton", "Moortown", "Armley"]),
    ("Bradford", "West Yorkshire", "BD", ["Heaton", "Manningham", "Idle"]),
    ("Wakefield", "West Yorkshire", "WF", ["Sandal", "Outwood"]),
    ("Huddersfield", "West Yorkshire", "HD", ["Lindley", "Marsh"]),
    ("Sheffield", "South Yorkshire", "S", ["Fulwood", "Hillsborough", "Nether Edge"]),
    ("Manchester", "Greater Manchester", "M", ["Didsbury", "Levenshulme", "Chorlton"]),
    ("Stockport", "Greater Manchester", "SK", ["Heaton Moor", "Bramhall"]),
    ("Bolton", "Greater Manchester", "BL", ["Astley Bridge", "Horwich"]),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", ["Jesmond", "Gosforth", "Heaton"]),
    ("Sunderland", "Tyne and Wear", "SR", ["Roker", "Pallion"]),
    ("Nottingham", "Nottinghamshire", "NG", ["Beeston", "Sherwood", "Carlton"]),
    ("Leicester", "Leicestershire", "LE", ["Evington", "Belgrave", "Wigston"]),
    ("Coventry", "West Midlands", "CV", ["Earlsdon", "Tile Hill"]),
    ("Bristol", "", "BS", ["Clifton", "Bedminster", "Fishponds"]),
    ("Exeter", "Devon", "EX", ["Heavitree", "St Thomas"]),
    ("Plymouth", "Devon", "PL", ["Plympton", "Mutley"]),
    ("Norwich", "Norfolk", "NR", ["Eaton", "Thorpe St Andrew"]),
    ("Cambridge", "Cambridgeshire", "CB", ["Cherry Hinton", "Chesterton"]),
    ("Oxford", "Oxfordshire", "OX", ["Headington", "Cowley", "Summertown"]),
    ("Reading", "Berkshire", "RG", ["Caversham", "Tilehurst"]),
    ("Southampton", "Hampshire", "SO", ["Shirley", "Portswood"]),
    ("Brighton", "East Sussex", "BN", ["Hove", "Kemptown"]),
    ("Liverpool", "Merseyside", "L", ["Wavertree", "Anfield", "Allerton"]),
    ("Preston", "Lancashire", "PR", ["Fulwood", "Ashton-on-Ribble"]),
    ("Lancaster", "Lancashire", "LA", ["Scotforth", "Bowerham"]),
    ("Glasgow", "", "G", ["Partick", "Shawlands", "Dennistoun"]),
    ("Edinburgh", "", "EH", ["Leith", "Morningside", "Portobello"]),
    ("Aberdeen", "", "AB", ["Rosemount", "Torry"]),
    ("Dundee", "", "DD", ["Broughty Ferry", "Lochee"]),
    ("Cardiff", "", "CF", ["Canton", "Roath", "Llandaff"]),
    ("Swansea", "", "SA", ["Sketty", "Uplands"]),
    ("Belfast", "County Antrim", "BT", ["Ormeau", "Stranmillis"]),
    ("York", "North Yorkshire", "YO", ["Acomb", "Heworth"]),
    ("Harrogate", "North Yorkshire", "HG", ["Starbeck", "Bilton"]),
    ("Hull", "East Riding of Yorkshire", "HU", ["Hessle", "Anlaby"]),
    ("London", "", "SE", ["Lewisham", "Peckham", "Catford"]),
    ("London", "", "N", ["Tottenham", "Wood Green", "Holloway"]),
    ("London", "", "E", ["Leyton", "Stratford", "Walthamstow"]),
]

# US: (city, state abbr, state name, zip prefix)
US_TOWNS = [
    ("Boston", "MA", "Massachusetts", "021"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Providence", "RI", "Rhode Island", "029"), ("Hartford", "CT", "Connecticut", "061"),
    ("Albany", "NY", "New York", "122"), ("Rochester", "NY", "New York", "146"),
    ("Buffalo", "NY", "New York", "142"), ("Pittsburgh", "PA", "Pennsylvania", "152"),
    ("Philadelphia", "PA", "Pennsylvania", "191"), ("Columbus", "OH", "Ohio", "432"),
    ("Cleveland", "OH", "Ohio", "441"), ("Ann Arbor", "MI", "Michigan", "481"),
    ("Detroit", "MI", "Michigan", "482"), ("Madison", "WI", "Wisconsin", "537"),
    ("Minneapolis", "MN", "Minnesota", "554"), ("St. Louis", "MO", "Missouri", "631"),
    ("Kansas City", "MO", "Missouri", "641"), ("Omaha", "NE", "Nebraska", "681"),
    ("Denver", "CO", "Colorado", "802"), ("Salt Lake City", "UT", "Utah", "841"),
    ("Seattle", "WA", "Washington", "981"), ("Spokane", "WA", "Washington", "992"),
    ("Portland", "OR", "Oregon", "972"), ("Sacramento", "CA", "California", "958"),
    ("San Diego", "CA", "California", "921"), ("Phoenix", "AZ", "Arizona", "850"),
    ("Tucson", "AZ", "Arizona", "857"), ("Houston", "TX", "Texas", "770"),
    ("Austin", "TX", "Texas", "787"), ("Dallas", "TX", "Texas", "752"),
    ("Nashville", "TN", "Tennessee", "372"), ("Atlanta", "GA", "Georgia", "303"),
    ("Charlotte", "NC", "North Carolina", "282"), ("Durham", "NC", "North Carolina", "277"),
    ("Richmond", "VA", "Virginia", "232"), ("Baltimore", "MD", "Maryland", "212"),
    ("Tampa", "FL", "Florida", "336"), ("Gainesville", "FL", "Florida", "326"),
]

# AU: (suburb, state abbr, state name, postcode, city)
AU_TOWNS = [
    ("Marrickville", "NSW", "New South Wales", "2204", "Sydney"),
    ("Parramatta", "NSW", "New South Wales", "2150", "Sydney"),
    ("Randwick", "NSW", "New South Wales", "2031", "Sydney"),
    ("Wollongong", "NSW", "New South Wales", "2500", ""),
    ("Newcastle", "NSW", "New South Wales", "2300", ""),
    ("Fitzroy", "VIC", "Victoria", "3065", "Melbourne"),
    ("Footscray", "VIC", "Victoria", "3011", "Melbourne"),
    ("Box Hill", "VIC", "Victoria", "3128", "Melbourne"),
    ("Geelong", "VIC", "Victoria", "3220", ""), ("Ballarat", "VIC", "Victoria", "3350", ""),
    ("Toowong", "QLD", "Queensland", "4066", "Brisbane"),
    ("Townsville", "QLD", "Queensland", "4810", ""), ("Cairns", "QLD", "Queensland", "4870", ""),
    ("Toowoomba", "QLD", "Queensland", "4350", ""),
    ("Fremantle", "WA", "Western Australia", "6160", "Perth"),
    ("Joondalup", "WA", "Western Australia", "6027", "Perth"),
    ("Bunbury", "WA", "Western Australia", "6230", ""),
    ("Glenelg", "SA", "South Australia", "5045", "Adelaide"),
    ("Mount Gambier", "SA", "South Australia", "5290", ""),
    ("Hobart", "TAS", "Tasmania", "7000", ""), ("Launceston", "TAS", "Tasmania", "7250", ""),
    ("Darwin", "NT", "Northern Territory", "0800", ""),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617", "Canberra"),
]

# CA: (city, prov abbr, prov name, postal first letter)
CA_TOWNS = [
    ("Toronto", "ON", "Ontario", "M"), ("Ottawa", "ON", "Ontario", "K"),
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"),
    ("Kingston", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"),
    ("Montréal", "QC", "Quebec", "H"), ("Québec", "QC", "Quebec", "G"),
    ("Sherbrooke", "QC", "Quebec", "J"), ("Vancouver", "BC", "British Columbia", "V"),
    ("Victoria", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"),
    ("Saskatoon", "SK", "Saskatchewan", "S"), ("Regina", "SK", "Saskatchewan", "S"),
    ("Winnipeg", "MB", "Manitoba", "R"), ("Halifax", "NS", "Nova Scotia", "B"),
    ("Moncton", "NB", "New Brunswick", "E"), ("St. John's", "NL", "Newfoundland and Labrador", "A"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"),
]

# IE: (town, county, eircode routing key)
IE_TOWNS = [
    ("Dublin 8", "Dublin", "D08"), ("Dublin 15", "Dublin", "D15"), ("Dublin 7", "Dublin", "D07"),
    ("Cork", "Cork", "T12"), ("Mallow", "Cork", "P51"), ("Galway", "Galway", "H91"),
    ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91"),
    ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Sligo", "Sligo", "F91"),
    ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"),
    ("Mullingar", "Westmeath", "N91"), ("Kilkenny", "Kilkenny", "R95"), ("Ennis", "Clare", "V95"),
    ("Drogheda", "Louth", "A92"), ("Navan", "Meath", "C15"), ("Castlebar", "Mayo", "F23"),
    ("Wexford", "Wexford", "Y35"),
]

# NZ: (suburb, city, region, postcode)
NZ_TOWNS = [
    ("Riccarton", "Christchurch", "Canterbury", "8041"),
    ("Papanui", "Christchurch", "Canterbury", "8053"),
    ("Ponsonby", "Auckland", "Auckland", "1011"), ("Mount Albert", "Auckland", "Auckland", "1025"),
    ("Otara", "Auckland", "Auckland", "2023"), ("Karori", "Wellington", "Wellington", "6012"),
    ("Petone", "Lower Hutt", "Wellington", "5012"), ("Frankton", "Hamilton", "Waikato", "3204"),
    ("Hamilton East", "Hamilton", "Waikato", "3216"), ("Roslyn", "Dunedin", "Otago", "9010"),
    ("Gate Pa", "Tauranga", "Bay of Plenty", "3112"),
    ("Whanganui East", "Whanganui", "Manawatū-Whanganui", "4500"),
    ("Havelock North", "Hastings", "Hawke's Bay", "4130"), ("Richmond", "Nelson", "Tasman", "7020"),
    ("Glengarry", "Invercargill", "Southland", "9810"),
    ("Westown", "New Plymouth", "Taranaki", "4310"), ("Kensington", "Whangārei", "Northland", "0112"),
]

STREET_STEMS = [
    "Elm", "Ash", "Birch", "Hawthorn", "Rowan", "Willow", "Chestnut", "Sycamore", "Laurel",
    "Maple", "Cedar", "Juniper", "Heather", "Bramble", "Meadow", "Orchard", "Mill", "Church",
    "Station", "Victoria", "Albert", "Kingfisher", "Wren", "Lark", "Heron", "Bluebell",
    "Primrose", "Harbour", "Ridge", "Valley", "Park", "Glen", "Beacon", "Quarry", "Ferry",
    "Castle", "Abbey", "Priory", "Spring", "Brook", "Lake", "Pine", "Oak", "Hazel", "Holly",
    "Larch", "Poplar", "Aspen", "Magnolia", "Walnut", "Prospect", "Hillcrest", "Fairview",
    "Greenbank", "Moorside", "Tannery", "Weaver", "Cooper", "Foundry", "Rosemount",
]
AU_STEMS = ["Banksia", "Wattle", "Jacaranda", "Bottlebrush", "Grevillea", "Waratah",
            "Coolabah", "Ironbark", "Kookaburra", "Bellbird"]
NZ_STEMS = ["Kowhai", "Rimu", "Totara", "Pohutukawa", "Matai", "Kauri", "Tui", "Karaka",
            "Puriri", "Manuka"]
SUFFIX_UK = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove",
             "Terrace", "Way", "Gardens", "Place", "Mews", "Court", "Rise", "View"]
SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Blvd", "Drive", "Dr", "Lane",
             "Ln", "Court", "Ct", "Way", "Pkwy", "Circle", "Terrace"]
HOUSE_NAMES = {"UK": ["Rose Cottage", "The Old Forge", "Glenview", "Hillside House", "The Laurels",
                      "Fernbank", "Briar Cottage", "Ty Gwyn", "Stable Cottage"],
               "IE": ["Ard na Gréine", "Tigh na Mara", "Cnoc an Óir", "Glenview", "Rose Cottage",
                      "Radharc na Farraige", "The Haggard"]}

# invented place-words for care-site names
HOSP_STEMS = [
    "Ashcombe", "Birchmoor", "Calderbrook", "Dunmore Vale", "Eastwick", "Fernleigh",
    "Glenholme", "Harrowfield", "Kingsbrook", "Marlowe Park", "Northgate", "Oakhurst",
    "Penrose", "Redcliffe Vale", "Westmere", "Whitcombe", "Yarrowdale", "Ashvale",
    "Brackenridge", "Coldharbour", "Dovecote", "Elmstead", "Foxley", "Greystone", "Hallowmere",
    "Lindenfield", "Mossgiel", "Riverbend", "Silverdale Park", "Tamarind Bay", "Wyndham Heath",
    "Copperfield", "Bellmont", "Kestrel Point", "Stonebridge", "Cairnhill", "Thistlebrook",
    "Larchmont Ridge", "Amberlea", "Harbourview", "Pinecrest", "Sunnybank Heights",
]
SAINTS = ["Aldric", "Brannoc", "Cuthwin", "Eadric", "Maelruan", "Odran", "Wendreda",
          "Elowen", "Fintan", "Ithamar"]
HOSP_FORMS = {
    "UK": ["{s} University Hospital", "{s} General Hospital", "Royal {s} Infirmary",
           "{s} District General Hospital", "St {t}'s Hospital", "{s} Cancer Centre"],
    "US": ["{s} Medical Center", "{s} University Hospital", "{s} Cancer Institute",
           "Mercy {s} Hospital", "{s} Regional Medical Center", "St. {t} Medical Center"],
    "AU": ["{s} Hospital", "Royal {s} Hospital", "{s} Private Hospital", "{s} Cancer Centre",
           "St {t}'s Hospital"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital", "{s} Cancer Centre",
           "St. {t}'s Hospital", "{s} Regional Health Centre"],
    "IE": ["{s} University Hospital", "St {t}'s University Hospital", "{s} General Hospital",
           "{s} Regional Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Regional Cancer Centre"],
}
PAED_FORMS = {"UK": "{s} Children's Hospital", "US": "{s} Children's Hospital",
              "AU": "{s} Children's Hospital", "CA": "{s} Children's Health Centre",
              "IE": "{s} Children's Hospital", "NZ": "{s} Children's Hospital"}
GP_FORMS = {
    "UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "{s} Group Practice"],
    "US": ["{s} Primary Care", "{s} Family Medicine", "{s} Internal Medicine Associates"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} General Practice"],
    "CA": ["{s} Family Health Team", "{s} Family Practice", "{s} Medical Clinic"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Surgery"],
    "NZ": ["{s} Medical Centre", "{s} Health", "{s} Family Doctors"],
}
PHARM_FORMS = ["{s} Pharmacy", "{s} Chemist", "{s} Community Pharmacy", "{s} Apothecary"]
FERT_FORMS = ["{s} Fertility Centre", "{s} Reproductive Medicine Unit", "{s} Fertility Clinic",
              "{s} IVF"]
WARD_NAMES = ["Rowan Ward", "Kestrel Unit", "Larch Ward", "Puffin Ward", "Heron Unit",
              "Juniper Ward", "Osprey Ward", "Bluebell Ward", "Linden Unit", "Wren Ward"]
BUILDINGS = ["Harcourt Building", "Alder Wing", "Beaumont Pavilion", "Linacre Block",
             "Ferris Wing", "Garrow Building", "Tennant Pavilion", "Merrow Wing"]

ORG_STEMS = ["Harbourline", "Kestrel", "Brightwater", "Northway", "Ironbridge", "Bluegum",
             "Summit Ridge", "Tidewater", "Copperleaf", "Greenfield", "Lakeshore", "Redwood",
             "Silverfern", "Stonegate", "Westward", "Highmoor", "Ember Lane", "Clearwater",
             "Foxglove", "Granite Peak"]
EMPLOYER_FORMS = ["{s} Logistics", "{s} Civil Engineering Ltd", "{s} Foods", "{s} Freight",
                  "{s} Insurance Group", "{s} Construction", "{s} Software", "{s} Dairy Co-op",
                  "{s} Building Society", "{s} Mining Services", "{s} Bakery",
                  "{s} Motor Group", "{s} Print & Packaging", "{s} Council Depot",
                  "{s} Credit Union", "{s} Vineyards", "{s} Airways", "{s} Hotels"]
SCHOOL_FORMS = ["{s} Primary School", "{s} High School", "{s} Academy", "{s} College",
                "University of {s}", "{s} Community College", "{s} Grammar School",
                "{s} State School"]
CHARITY_FORMS = ["{s} Marrow Survivors Trust", "{s} Blood Cancer Support Network",
                 "{s} Transplant Families Association", "{s} Youth Cancer Trust"]
REGISTRY_FORMS = ["{s} Marrow Registry", "{s} Stem Cell Donor Network",
                  "{s} Bone Marrow Donor Programme", "{s} Cord Blood Bank"]
INSURER_FORMS = ["{s} Health Plan", "{s} Mutual", "{s} Health Insurance", "{s} Benefit Fund",
                 "{s} Health Partners"]
CHURCH_FORMS = ["{s} Baptist Church", "St {t}'s Parish", "{s} Community Church",
                "{s} Gurdwara", "{s} Islamic Centre"]

PROFESSIONS = [
    "bus driver", "primary school teacher", "electrician", "accountant", "plumber", "chef",
    "warehouse operative", "software developer", "dairy farmer", "civil engineer", "hairdresser",
    "police officer", "firefighter", "retail assistant", "university student", "lorry driver",
    "truck driver", "carpenter", "architect", "paralegal", "solicitor", "care assistant",
    "social worker", "librarian", "mechanic", "welder", "fisherman", "mine worker",
    "forklift driver", "postal worker", "barista", "graphic designer", "journalist", "roofer",
    "bricklayer", "nursery nurse", "teaching assistant", "quantity surveyor", "IT consultant",
    "call centre agent", "baker", "butcher", "sheep farmer", "vineyard worker", "airline pilot",
    "flight attendant", "nurse", "pharmacist", "dental nurse", "physiotherapist", "cleaner",
    "taxi driver", "security guard", "office manager", "payroll clerk", "landscape gardener",
    "optician", "veterinary nurse", "sous chef", "customer service adviser", "scaffolder",
    "shop owner", "sales representative", "HGV driver", "laboratory technician", "actuary",
]
