"""Place and organisation pools (author 280). Organisation, hospital and practice names are invented."""

# city, region (state/province/county), postcode seed
CITIES = {
    "UK": [
        ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
        ("Manchester", "Greater Manchester", "M"), ("Salford", "Greater Manchester", "M"), ("Bolton", "Greater Manchester", "BL"),
        ("Liverpool", "Merseyside", "L"), ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"),
        ("Bristol", "Avon", "BS"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
        ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
        ("Glasgow", "Lanarkshire", "G"), ("Paisley", "Renfrewshire", "PA"), ("Dundee", "Angus", "DD"),
        ("Inverness", "Highland", "IV"), ("Nottingham", "Nottinghamshire", "NG"), ("Leicester", "Leicestershire", "LE"),
        ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Cambridge", "Cambridgeshire", "CB"),
        ("Oxford", "Oxfordshire", "OX"), ("Reading", "Berkshire", "RG"), ("Southampton", "Hampshire", "SO"),
        ("Brighton", "East Sussex", "BN"), ("Canterbury", "Kent", "CT"), ("York", "North Yorkshire", "YO"),
        ("Harrogate", "North Yorkshire", "HG"), ("Hull", "East Riding of Yorkshire", "HU"), ("Lincoln", "Lincolnshire", "LN"),
        ("Derby", "Derbyshire", "DE"), ("Stoke-on-Trent", "Staffordshire", "ST"), ("Wolverhampton", "West Midlands", "WV"),
        ("Coventry", "West Midlands", "CV"), ("Preston", "Lancashire", "PR"), ("Carlisle", "Cumbria", "CA"),
        ("Belfast", "County Antrim", "BT"), ("Huddersfield", "West Yorkshire", "HD"), ("Wakefield", "West Yorkshire", "WF"),
    ],
    "US": [
        ("Columbus", "OH", "432"), ("Dayton", "OH", "454"), ("Toledo", "OH", "436"), ("Ann Arbor", "MI", "481"),
        ("Grand Rapids", "MI", "495"), ("Madison", "WI", "537"), ("Milwaukee", "WI", "532"), ("Minneapolis", "MN", "554"),
        ("Duluth", "MN", "558"), ("Des Moines", "IA", "503"), ("Omaha", "NE", "681"), ("Denver", "CO", "802"),
        ("Boulder", "CO", "803"), ("Salt Lake City", "UT", "841"), ("Boise", "ID", "837"), ("Spokane", "WA", "992"),
        ("Tacoma", "WA", "984"), ("Portland", "OR", "972"), ("Eugene", "OR", "974"), ("Sacramento", "CA", "958"),
        ("Fresno", "CA", "937"), ("San Diego", "CA", "921"), ("Tucson", "AZ", "857"), ("Albuquerque", "NM", "871"),
        ("Austin", "TX", "787"), ("El Paso", "TX", "799"), ("Tulsa", "OK", "741"), ("Wichita", "KS", "672"),
        ("St. Louis", "MO", "631"), ("Louisville", "KY", "402"), ("Nashville", "TN", "372"), ("Birmingham", "AL", "352"),
        ("Atlanta", "GA", "303"), ("Charlotte", "NC", "282"), ("Raleigh", "NC", "276"), ("Richmond", "VA", "232"),
        ("Baltimore", "MD", "212"), ("Pittsburgh", "PA", "152"), ("Scranton", "PA", "185"), ("Albany", "NY", "122"),
        ("Rochester", "NY", "146"), ("Hartford", "CT", "061"), ("Worcester", "MA", "016"), ("Burlington", "VT", "054"),
        ("Portland", "ME", "041"), ("Manchester", "NH", "031"), ("Providence", "RI", "029"), ("Newark", "NJ", "071"),
    ],
    "AU": [
        ("Parramatta", "NSW", "21"), ("Wollongong", "NSW", "25"), ("Newcastle", "NSW", "23"), ("Penrith", "NSW", "27"),
        ("Dubbo", "NSW", "28"), ("Geelong", "VIC", "32"), ("Ballarat", "VIC", "33"), ("Bendigo", "VIC", "35"),
        ("Frankston", "VIC", "31"), ("Footscray", "VIC", "30"), ("Toowoomba", "QLD", "43"), ("Cairns", "QLD", "48"),
        ("Townsville", "QLD", "48"), ("Southport", "QLD", "42"), ("Ipswich", "QLD", "43"), ("Fremantle", "WA", "61"),
        ("Joondalup", "WA", "60"), ("Bunbury", "WA", "62"), ("Glenelg", "SA", "50"), ("Mount Gambier", "SA", "52"),
        ("Launceston", "TAS", "72"), ("Hobart", "TAS", "70"), ("Belconnen", "ACT", "26"), ("Darwin", "NT", "08"),
    ],
    "CA": [
        ("Ottawa", "ON", "K"), ("Kingston", "ON", "K"), ("Toronto", "ON", "M"), ("Mississauga", "ON", "L"),
        ("Hamilton", "ON", "L"), ("London", "ON", "N"), ("Sudbury", "ON", "P"), ("Thunder Bay", "ON", "P"),
        ("Vancouver", "BC", "V"), ("Kelowna", "BC", "V"), ("Victoria", "BC", "V"), ("Calgary", "AB", "T"),
        ("Edmonton", "AB", "T"), ("Red Deer", "AB", "T"), ("Saskatoon", "SK", "S"), ("Regina", "SK", "S"),
        ("Winnipeg", "MB", "R"), ("Brandon", "MB", "R"), ("Halifax", "NS", "B"), ("Moncton", "NB", "E"),
        ("Fredericton", "NB", "E"), ("Charlottetown", "PE", "C"), ("St. John's", "NL", "A"), ("Gatineau", "QC", "J"),
        ("Sherbrooke", "QC", "J"), ("Montréal", "QC", "H"),
    ],
    "IE": [
        ("Dublin", "Dublin", "D"), ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"), ("Bray", "Wicklow", "A98"),
        ("Cork", "Cork", "T12"), ("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"), ("Limerick", "Limerick", "V94"),
        ("Ennis", "Clare", "V95"), ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"), ("Sligo", "Sligo", "F91"),
        ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"), ("Mullingar", "Westmeath", "N91"),
        ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Waterford", "Waterford", "X91"),
        ("Kilkenny", "Kilkenny", "R95"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Navan", "Meath", "C15"),
        ("Naas", "Kildare", "W91"), ("Castlebar", "Mayo", "F23"),
    ],
}

STATE_LONG = {
    "OH": "Ohio", "MI": "Michigan", "WI": "Wisconsin", "MN": "Minnesota", "IA": "Iowa", "NE": "Nebraska",
    "CO": "Colorado", "UT": "Utah", "ID": "Idaho", "WA": "Washington", "OR": "Oregon", "CA": "California",
    "AZ": "Arizona", "NM": "New Mexico", "TX": "Texas", "OK": "Oklahoma", "KS": "Kansas", "MO": "Missouri",
    "KY": "Kentucky", "TN": "Tennessee", "AL": "Alabama", "GA": "Georgia", "NC": "North Carolina",
    "VA": "Virginia", "MD": "Maryland", "PA": "Pennsylvania", "NY": "New York", "CT": "Connecticut",
    "MA": "Massachusetts", "VT": "Vermont", "ME": "Maine", "NH": "New Hampshire", "RI": "Rhode Island",
    "NJ": "New Jersey",
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "WA_AU": "Western Australia",
    "SA": "South Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory", "NT": "Northern Territory",
    "ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "SK": "Saskatchewan", "MB": "Manitoba",
    "NS": "Nova Scotia", "NB": "New Brunswick", "PE": "Prince Edward Island", "NL": "Newfoundland and Labrador",
    "QC": "Quebec",
}

COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "CA": "Canada", "IE": "Ireland"}

STREET_STEMS = [
    "Kestrel", "Larkspur", "Hawthorn", "Rowan", "Juniper", "Millbrook", "Quarry", "Beacon", "Chapel", "Foundry",
    "Wattle", "Banksia", "Jacaranda", "Ironbark", "Kookaburra", "Maple Ridge", "Birchwood", "Cedar Hollow",
    "Tamarack", "Spruce", "Lakeshore", "Prairie View", "Cottonwood", "Sycamore", "Magnolia", "Willowbrook",
    "Ashgrove", "Glenview", "Castle", "Abbey", "Meadow", "Orchard", "Harbour", "Tannery", "Weaver", "Mill",
    "Stonecross", "Heather", "Primrose", "Thistle", "Bracken", "Fernlea", "Kingfisher", "Osprey", "Curlew",
    "Rosewood", "Hillcrest", "Pinecrest", "Bluebell", "St Brendan's", "Crannog", "Drumlin", "Tullamore",
]
STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Crescent", "Avenue", "Street", "Drive", "Gardens", "Way", "Grove", "Terrace", "Mews"],
    "US": ["St", "Ave", "Dr", "Rd", "Ln", "Blvd", "Ct", "Way", "Pl", "Circle", "Street", "Avenue"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place", "Close", "Drive"],
    "CA": ["Rd", "St", "Ave", "Dr", "Crescent", "Blvd", "Way", "Court", "Street", "Avenue"],
    "IE": ["Road", "Park", "Avenue", "Grove", "Lawn", "Heights", "Close", "Court", "Drive", "Terrace"],
}

# localities (districts) keyed by their town; annotated as CITY
LOCALITIES = {
    "Leeds": ["Headingley", "Chapel Allerton", "Roundhay"], "Manchester": ["Didsbury", "Chorlton"],
    "Bristol": ["Clifton", "Bishopston"], "Newcastle upon Tyne": ["Jesmond", "Gosforth"], "Cardiff": ["Roath", "Canton"],
    "Sheffield": ["Ecclesall", "Crookes"], "Glasgow": ["Partick", "Shawlands"],
    "Dublin": ["Rathgar", "Ballinteer", "Drumcondra"], "Cork": ["Douglas", "Blackpool"], "Galway": ["Salthill", "Knocknacarra"],
    "Limerick": ["Castletroy"],
}

HOSP_STEMS = [
    "Ashcombe", "Brackenridge", "Calderbrook", "Dunmore Vale", "Elmstead", "Fernhill", "Glenmarra", "Hollinsworth",
    "Kingsmere", "Larkfield", "Marrowby", "Northcote Park", "Oakhurst", "Pendleford", "Quenby", "Ravensholme",
    "Silverdale", "Thornbury Heath", "Underwood", "Valebridge", "Westerleigh", "Yarrowdale", "Corrigan", "Ballymara",
    "Kilcarrig", "Lough Rinn", "Warrigal", "Coolabah", "Yarraman", "Burrendong", "Mirrabooka", "Lakehead",
    "Cedarvale", "Pinegrove", "Red River Valley", "Summit Ridge", "Clearwater Bay", "Prairie Crossing",
]
SAINTS = ["Brigid", "Aidan", "Oswin", "Columba", "Finbarr", "Hilda", "Cuthbert", "Gwen", "Kieran", "Ita",
          "Lucian", "Monica", "Raphael", "Agatha", "Benedict", "Clare", "Damian", "Jude"]
HOSP_SUFFIX = {
    "UK": ["General Hospital", "University Hospital", "Royal Infirmary", "Neurosciences Centre", "District General Hospital",
           "Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "University Hospital", "Health Neuroscience Institute",
           "Community Hospital", "MS Center"],
    "AU": ["Hospital", "Base Hospital", "Health Service", "Neurosciences Institute", "Private Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre", "MS Clinic", "Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
}

UNIT_NAMES = ["Rowan", "Juniper", "Kingfisher", "Bluebell", "Heron", "Sapphire", "Willow", "Linnet", "Foxglove",
              "Marigold", "Aspen", "Lyra", "Orchid", "Saltire", "Wren", "Acacia", "Waratah", "Tamarind", "Lilac"]
UNIT_SUFFIX = ["Day Unit", "Infusion Suite", "Ambulatory Care Unit", "Infusion Centre", "Ward", "Day Case Unit",
               "Treatment Centre"]

GP_STEMS = ["Meadowbank", "Quarry Lane", "Riverside", "Tamarind", "Stonegate", "Holmfirth Road", "Castle Street",
            "Beechwood", "Abbey Mill", "Harbourside", "Wattle Grove", "Lakeview", "Prairie Gate", "Northpoint",
            "Greenacres", "Kilbrack", "Clonmore", "Sandymount Green", "Oakfield", "Hilltop", "Canal Side", "Redfern Park"]
GP_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "US": ["Primary Care", "Family Medicine", "Internal Medicine Associates", "Health Clinic"],
    "AU": ["Medical Centre", "Family Practice", "GP Clinic", "Medical Group"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Primary Care Centre"],
}

PHARMACY_STEMS = ["Holloway", "Kestrel", "Apexa", "Greenway", "Northstar", "Bridgewell", "Corrib", "Mulberry",
                  "Pinnacle", "Keystone", "Lighthouse", "Saltmarsh"]
PHARMACY_SUFFIX = ["Pharmacy", "Specialty Pharmacy", "Chemist", "Pharmacy & Wellness"]

HOMECARE = ["Meridian Homecare Services", "CareLink Home Health", "Novacare Direct", "Helix Homecare Ltd",
            "Alder Patient Services", "Brightpath Homecare", "Connexa Clinical Homecare", "Halcyon Healthcare at Home",
            "Solace Infusion Services", "Tidewater Home Infusion"]

LABS = ["Kestrel Diagnostics", "Northgate Pathology Partners", "Arclight Laboratories", "Calyx Reference Lab",
        "Vireo Bioanalytics", "Lumen Specialty Labs"]

INSURERS = {
    "US": ["Bluepeak Health Plan", "Meridale Insurance", "Cascade Mutual Health", "Granite State Care Plan",
           "Evercrest Health", "Lakeshore Medicaid Managed Care", "Summit HMO", "Northfield PPO"],
    "UK": ["Arden Private Health", "Castlegate Medical Insurance"],
    "AU": ["Coralbay Health Fund", "Southern Cross Mutual Fund", "Bluegum Health Insurance"],
    "CA": ["Maple Shield Benefits", "Northern Lights Group Insurance", "Laurentide Assurance"],
    "IE": ["Claddagh Health Insurance", "Liffey Medical Cover"],
}

EMPLOYERS = [
    "Brightwater Logistics", "Halden & Moore Solicitors", "Pinecrest Primary School", "Vantage Freight Ltd",
    "Ironbridge Engineering", "Cobalt Software Solutions", "Greenfield Academy Trust", "Harbour Lights Café",
    "Kelso & Finch Accountants", "Northway Retail Group", "Sunrise Childcare Centre", "Redmire Construction",
    "Corrib Credit Union", "Tallis Insurance Brokers", "Westgate Call Centre", "Maplewood Aged Care",
    "Bluegum Transport Pty Ltd", "Tidewater Fisheries", "Starling Architects", "Quayside Hotel Group",
    "Prairie Grain Co-op", "Lakeland Dairy Co-operative", "Oakline Furniture", "Helios Solar Installations",
    "Riverbend School District", "Crescent Bakery", "Sterling Parcel Services", "Atlas Security Services",
    "Fernhill Veterinary Practice", "Copperleaf Marketing", "Glenmore Golf Club", "Whitestone Quarries",
]

SCHOOLS = ["Ashgrove Community College", "St Fintan's Secondary", "Riverbend High School", "Kingsmere University",
           "Banksia TAFE", "Lakehead College", "Northcote Sixth Form", "Holloway Grammar"]

CHURCHES = ["St Ita's Parish", "Grace Fellowship Church", "Mount Zion Gospel Hall", "Al-Noor Community Mosque",
            "Beth Shalom Synagogue", "Sri Murugan Temple"]

PROFESSIONS = [
    "primary school teacher", "teacher", "HGV driver", "bus driver", "nurse", "paramedic", "accountant", "solicitor",
    "electrician", "plumber", "software developer", "web designer", "hairdresser", "chef", "barista", "warehouse operative",
    "forklift driver", "police officer", "firefighter", "social worker", "care assistant", "pharmacist", "dental nurse",
    "graphic designer", "civil engineer", "architect", "farmer", "dairy farmer", "postal worker", "call centre advisor",
    "retail manager", "shop assistant", "cleaner", "bricklayer", "carpenter", "joiner", "mechanic", "pilot",
    "flight attendant", "veterinary nurse", "librarian", "lecturer", "university student", "PhD student", "journalist",
    "photographer", "musician", "personal trainer", "sous chef", "baker", "lorry driver", "taxi driver", "courier",
    "estate agent", "bank clerk", "insurance underwriter", "data analyst", "lab technician", "childminder",
    "nursery worker", "teaching assistant", "scaffolder", "roofer", "landscape gardener", "tattoo artist",
    "fitness instructor", "stay-at-home parent", "retired postman", "retired teacher", "retired nurse",
    "line cook", "truck driver", "registered nurse", "real estate agent", "HR advisor", "project manager",
]

COUNTRIES = [
    "Portugal", "Spain", "Greece", "Italy", "Poland", "Romania", "Nigeria", "Ghana", "Kenya", "Somalia",
    "India", "Pakistan", "Bangladesh", "Sri Lanka", "Philippines", "Vietnam", "China", "Japan", "South Korea",
    "Thailand", "Indonesia", "New Zealand", "Fiji", "Samoa", "South Africa", "Zimbabwe", "Egypt", "Morocco",
    "Lebanon", "Iran", "Turkey", "Brazil", "Mexico", "Peru", "Jamaica", "Trinidad", "Canada", "USA", "Australia",
    "Ireland", "France", "Germany", "Netherlands", "Norway", "Sweden", "Iceland", "Croatia", "Cyprus", "Malta",
]

ROOMS = ["Seminar Room 3", "Boardroom B", "Meeting Room 4.12", "Neurology Library", "Clinic Room 6",
         "Teaching Room 2", "Conference Room A"]
BUILDINGS = ["Larchfield Wing", "Beaumont Building", "Harcourt Pavilion", "Ellison Tower", "Kinnear Block",
             "Margaret Oduya Building", "Riverside Annex", "Gatehouse Block"]

EMAIL_DOMAINS = ["example.org", "example.com", "example.net"]
