"""Place and organisation pools for dev422_en. Every hospital, practice, organisation and employer is invented."""

# country code -> (list of (city, region), region abbreviations map)
US_CITIES = [
    ("Columbus", "Ohio"), ("Dayton", "Ohio"), ("Toledo", "Ohio"), ("Springfield", "Illinois"), ("Peoria", "Illinois"),
    ("Madison", "Wisconsin"), ("Green Bay", "Wisconsin"), ("Ann Arbor", "Michigan"), ("Lansing", "Michigan"),
    ("Worcester", "Massachusetts"), ("Lowell", "Massachusetts"), ("Providence", "Rhode Island"),
    ("Hartford", "Connecticut"), ("Albany", "New York"), ("Rochester", "New York"), ("Buffalo", "New York"),
    ("Scranton", "Pennsylvania"), ("Allentown", "Pennsylvania"), ("Richmond", "Virginia"), ("Roanoke", "Virginia"),
    ("Raleigh", "North Carolina"), ("Asheville", "North Carolina"), ("Savannah", "Georgia"), ("Macon", "Georgia"),
    ("Tampa", "Florida"), ("Gainesville", "Florida"), ("Knoxville", "Tennessee"), ("Chattanooga", "Tennessee"),
    ("Tulsa", "Oklahoma"), ("Wichita", "Kansas"), ("Omaha", "Nebraska"), ("Des Moines", "Iowa"),
    ("Boise", "Idaho"), ("Spokane", "Washington"), ("Tacoma", "Washington"), ("Eugene", "Oregon"),
    ("Sacramento", "California"), ("Fresno", "California"), ("Bakersfield", "California"), ("Tucson", "Arizona"),
    ("Mesa", "Arizona"), ("Albuquerque", "New Mexico"), ("El Paso", "Texas"), ("Lubbock", "Texas"),
    ("San Antonio", "Texas"), ("Baton Rouge", "Louisiana"), ("Jackson", "Mississippi"), ("Mobile", "Alabama"),
    ("Louisville", "Kentucky"), ("Lexington", "Kentucky"), ("Fort Wayne", "Indiana"), ("Duluth", "Minnesota"),
    ("Fargo", "North Dakota"), ("Billings", "Montana"), ("Provo", "Utah"), ("Reno", "Nevada"),
    ("Burlington", "Vermont"), ("Portland", "Maine"), ("Manchester", "New Hampshire"), ("Wilmington", "Delaware"),
    ("Charleston", "West Virginia"), ("Anchorage", "Alaska"), ("Hilo", "Hawaii"), ("Cheyenne", "Wyoming"),
]
US_ABBR = {
    "Ohio": "OH", "Illinois": "IL", "Wisconsin": "WI", "Michigan": "MI", "Massachusetts": "MA", "Rhode Island": "RI",
    "Connecticut": "CT", "New York": "NY", "Pennsylvania": "PA", "Virginia": "VA", "North Carolina": "NC",
    "Georgia": "GA", "Florida": "FL", "Tennessee": "TN", "Oklahoma": "OK", "Kansas": "KS", "Nebraska": "NE",
    "Iowa": "IA", "Idaho": "ID", "Washington": "WA", "Oregon": "OR", "California": "CA", "Arizona": "AZ",
    "New Mexico": "NM", "Texas": "TX", "Louisiana": "LA", "Mississippi": "MS", "Alabama": "AL", "Kentucky": "KY",
    "Indiana": "IN", "Minnesota": "MN", "North Dakota": "ND", "Montana": "MT", "Utah": "UT", "Nevada": "NV",
    "Vermont": "VT", "Maine": "ME", "New Hampshire": "NH", "Delaware": "DE", "West Virginia": "WV", "Alaska": "AK",
    "Hawaii": "HI", "Wyoming": "WY",
}
UK_CITIES = [
    ("Leeds", "West Yorkshire"), ("Bradford", "West Yorkshire"), ("Halifax", "West Yorkshire"),
    ("Sheffield", "South Yorkshire"), ("Doncaster", "South Yorkshire"), ("Harrogate", "North Yorkshire"),
    ("Newcastle upon Tyne", "Tyne and Wear"), ("Sunderland", "Tyne and Wear"), ("Durham", "County Durham"),
    ("Carlisle", "Cumbria"), ("Kendal", "Cumbria"), ("Preston", "Lancashire"), ("Blackburn", "Lancashire"),
    ("Stockport", "Greater Manchester"), ("Wigan", "Greater Manchester"), ("Chester", "Cheshire"),
    ("Derby", "Derbyshire"), ("Nottingham", "Nottinghamshire"), ("Leicester", "Leicestershire"),
    ("Lincoln", "Lincolnshire"), ("Norwich", "Norfolk"), ("Ipswich", "Suffolk"), ("Colchester", "Essex"),
    ("Chelmsford", "Essex"), ("Reading", "Berkshire"), ("Oxford", "Oxfordshire"), ("Swindon", "Wiltshire"),
    ("Exeter", "Devon"), ("Plymouth", "Devon"), ("Truro", "Cornwall"), ("Taunton", "Somerset"),
    ("Gloucester", "Gloucestershire"), ("Worcester", "Worcestershire"), ("Shrewsbury", "Shropshire"),
    ("Maidstone", "Kent"), ("Canterbury", "Kent"), ("Brighton", "East Sussex"), ("Crawley", "West Sussex"),
    ("Southampton", "Hampshire"), ("Basingstoke", "Hampshire"), ("Cardiff", "South Glamorgan"),
    ("Swansea", "West Glamorgan"), ("Wrexham", "Clwyd"), ("Glasgow", "Lanarkshire"), ("Dundee", "Angus"),
    ("Aberdeen", "Aberdeenshire"), ("Inverness", "Highland"), ("Belfast", "County Antrim"), ("Stoke-on-Trent", "Staffordshire"),
    ("Bedford", "Bedfordshire"), ("Luton", "Bedfordshire"), ("Northampton", "Northamptonshire"),
]
UK_POST = {
    "Leeds": "LS", "Bradford": "BD", "Halifax": "HX", "Sheffield": "S", "Doncaster": "DN", "Harrogate": "HG",
    "Newcastle upon Tyne": "NE", "Sunderland": "SR", "Durham": "DH", "Carlisle": "CA", "Kendal": "LA", "Preston": "PR",
    "Blackburn": "BB", "Stockport": "SK", "Wigan": "WN", "Chester": "CH", "Derby": "DE", "Nottingham": "NG",
    "Leicester": "LE", "Lincoln": "LN", "Norwich": "NR", "Ipswich": "IP", "Colchester": "CO", "Chelmsford": "CM",
    "Reading": "RG", "Oxford": "OX", "Swindon": "SN", "Exeter": "EX", "Plymouth": "PL", "Truro": "TR",
    "Taunton": "TA", "Gloucester": "GL", "Worcester": "WR", "Shrewsbury": "SY", "Maidstone": "ME", "Canterbury": "CT",
    "Brighton": "BN", "Crawley": "RH", "Southampton": "SO", "Basingstoke": "RG", "Cardiff": "CF", "Swansea": "SA",
    "Wrexham": "LL", "Glasgow": "G", "Dundee": "DD", "Aberdeen": "AB", "Inverness": "IV", "Belfast": "BT",
    "Stoke-on-Trent": "ST", "Bedford": "MK", "Luton": "LU", "Northampton": "NN",
}
CA_CITIES = [
    ("Hamilton", "Ontario"), ("London", "Ontario"), ("Kingston", "Ontario"), ("Sudbury", "Ontario"),
    ("Thunder Bay", "Ontario"), ("Ottawa", "Ontario"), ("Kitchener", "Ontario"), ("Halifax", "Nova Scotia"),
    ("Moncton", "New Brunswick"), ("Fredericton", "New Brunswick"), ("Saskatoon", "Saskatchewan"),
    ("Regina", "Saskatchewan"), ("Winnipeg", "Manitoba"), ("Brandon", "Manitoba"), ("Calgary", "Alberta"),
    ("Red Deer", "Alberta"), ("Lethbridge", "Alberta"), ("Kelowna", "British Columbia"), ("Victoria", "British Columbia"),
    ("Kamloops", "British Columbia"), ("St. John's", "Newfoundland and Labrador"), ("Charlottetown", "Prince Edward Island"),
    ("Sherbrooke", "Quebec"), ("Gatineau", "Quebec"),
]
CA_ABBR = {"Ontario": "ON", "Nova Scotia": "NS", "New Brunswick": "NB", "Saskatchewan": "SK", "Manitoba": "MB",
           "Alberta": "AB", "British Columbia": "BC", "Newfoundland and Labrador": "NL", "Prince Edward Island": "PE",
           "Quebec": "QC"}
CA_FSA = {"Ontario": "KLMNP", "Nova Scotia": "B", "New Brunswick": "E", "Saskatchewan": "S", "Manitoba": "R",
          "Alberta": "T", "British Columbia": "V", "Newfoundland and Labrador": "A", "Prince Edward Island": "C",
          "Quebec": "JGH"}
AU_CITIES = [
    ("Parramatta", "New South Wales"), ("Newcastle", "New South Wales"), ("Wollongong", "New South Wales"),
    ("Dubbo", "New South Wales"), ("Wagga Wagga", "New South Wales"), ("Geelong", "Victoria"), ("Ballarat", "Victoria"),
    ("Bendigo", "Victoria"), ("Toowoomba", "Queensland"), ("Townsville", "Queensland"), ("Cairns", "Queensland"),
    ("Mackay", "Queensland"), ("Bunbury", "Western Australia"), ("Geraldton", "Western Australia"),
    ("Mount Gambier", "South Australia"), ("Whyalla", "South Australia"), ("Launceston", "Tasmania"),
    ("Hobart", "Tasmania"), ("Darwin", "Northern Territory"), ("Alice Springs", "Northern Territory"),
    ("Canberra", "Australian Capital Territory"),
]
AU_ABBR = {"New South Wales": "NSW", "Victoria": "VIC", "Queensland": "QLD", "Western Australia": "WA",
           "South Australia": "SA", "Tasmania": "TAS", "Northern Territory": "NT", "Australian Capital Territory": "ACT"}
AU_PC = {"New South Wales": "2", "Victoria": "3", "Queensland": "4", "Western Australia": "6",
         "South Australia": "5", "Tasmania": "7", "Northern Territory": "08", "Australian Capital Territory": "26"}
IE_CITIES = [("Galway", "Connacht"), ("Limerick", "Munster"), ("Cork", "Munster"), ("Waterford", "Munster"),
             ("Tralee", "Munster"), ("Sligo", "Connacht"), ("Athlone", "Leinster"), ("Kilkenny", "Leinster"),
             ("Drogheda", "Leinster"), ("Dundalk", "Leinster"), ("Navan", "Leinster"), ("Letterkenny", "Ulster"),
             ("Ennis", "Munster"), ("Castlebar", "Connacht"), ("Wexford", "Leinster"), ("Tullamore", "Leinster")]
IE_EIR = {"Galway": "H91", "Limerick": "V94", "Cork": "T12", "Waterford": "X91", "Tralee": "V92", "Sligo": "F91",
          "Athlone": "N37", "Kilkenny": "R95", "Drogheda": "A92", "Dundalk": "A91", "Navan": "C15",
          "Letterkenny": "F92", "Ennis": "V95", "Castlebar": "F23", "Wexford": "Y35", "Tullamore": "R35"}
NZ_CITIES = [("Hamilton", "Waikato"), ("Tauranga", "Bay of Plenty"), ("Rotorua", "Bay of Plenty"),
             ("Napier", "Hawke's Bay"), ("Hastings", "Hawke's Bay"), ("Palmerston North", "Manawatu-Whanganui"),
             ("Whanganui", "Manawatu-Whanganui"), ("Nelson", "Nelson"), ("Dunedin", "Otago"), ("Invercargill", "Southland"),
             ("Whangarei", "Northland"), ("New Plymouth", "Taranaki"), ("Timaru", "Canterbury"), ("Gisborne", "Gisborne")]

STREET_NAMES = """Acorn Alder Ashgrove Aspen Beech Birchwood Bramble Briar Brookfield Cedar Chapel Chestnut Clover
Copper Crescent Cypress Dale Elm Fairview Fern Foxglove Glebe Hawthorn Heather Hazel Highfield Holly Juniper
Kingfisher Larch Laurel Lilac Linden Maple Meadow Mill Mulberry Oak Orchard Park Pine Poplar Quarry Railway
Riverside Rowan Sandpiper School Sycamore Station Thistle Tower Victoria Walnut Willow Wren Yew Albion
Beacon Cherry Dover Eastbrook Ferry Gorse Harbour Ivy Kestrel Lark Magnolia Nettle Osprey Primrose Quince
Redwood Saltash Tamarisk Upland Vale Wattle Kowhai Totara Rimu Banksia Jacaranda Wombat Shamrock Liffey""".split()
SUFFIX_UK = ["Road", "Street", "Close", "Lane", "Avenue", "Drive", "Crescent", "Gardens", "Way", "Terrace", "Court", "Grove"]
SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard",
             "Blvd", "Way", "Place", "Pl", "Circle"]
US_DIRS = ["N", "S", "E", "W", "NE", "SW"]

# country names used as "born in", "family from", "travel to"
ORIGIN_COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Vietnam",
                    "the Philippines", "Somalia", "Ethiopia", "Kenya", "Romania", "Lithuania", "Ukraine", "Brazil",
                    "Mexico", "Colombia", "Jamaica", "Trinidad", "Samoa", "Tonga", "Fiji", "China", "South Korea",
                    "Japan", "Iran", "Iraq", "Syria", "Lebanon", "Turkey", "Greece", "Italy", "Spain", "Germany",
                    "the Netherlands", "South Africa", "Zimbabwe", "Sri Lanka", "Nepal", "Egypt", "Morocco",
                    "Sudan", "Eritrea", "Hungary", "Czechia", "Chile", "Peru", "Canada", "Australia", "Ireland",
                    "New Zealand", "Scotland", "Wales", "France", "Thailand", "Malaysia"]
COUNTRY_SELF = {"US": ["USA", "United States"], "UK": ["UK", "United Kingdom", "England"], "CA": ["Canada"],
                "AU": ["Australia"], "IE": ["Ireland"], "NZ": ["New Zealand"]}

# invented hospital building blocks
HOSP_STEMS = """Ashcombe Brackenridge Carrow Dunmere Eastwick Fairhollow Glenmore Hollins Ivybridge Kestrel Larkhill
Marchmont Northgate Oakhurst Pennwood Queensbury Ravensworth Saltmarsh Thornbury Underhill Westbrook Wyndham
Aldermoor Bellhaven Clearwater Deansgate Elmstead Fenwick Greystones Harrowfield Kingsmere Lakeshore Mistral
Needham Orchardleigh Pinecrest Ridgeway Silverbirch Tamworth Valleyview Whitmore Brightwater Coldstream
Merrivale Stonebridge Holloway Carnmore Ballinacurra Kilbarrack Ruapehu Tarawera Waitaki Karori Kookaburra
Wattlebrook Banksia Yarrabee Coolamon Redgum Cedarbrook Maplecrest Hickory Sycamore Bluestem Prairie Sagebrush""".split()
SAINTS = ["St Anselm's", "St Brigid's", "St Columba's", "St Hilda's", "St Aidan's", "St Cuthbert's", "St Winifred's",
          "St Brendan's", "St Ita's", "St Jude's", "St Vincent's", "Mercy", "Good Samaritan", "St Kentigern's",
          "St. Agnes", "St. Raphael", "St. Monica's", "Holy Cross", "Sacred Heart"]
HOSP_TYPES_UK = ["Hospital", "General Hospital", "Royal Infirmary", "University Hospital", "Children's Hospital",
                 "Community Hospital", "District General Hospital"]
HOSP_TYPES_US = ["Medical Center", "Regional Medical Center", "University Hospital", "Children's Hospital",
                 "General Hospital", "Memorial Hospital", "Health System"]
NM_CENTRES = ["{s} Neuromuscular Centre", "{s} Muscle Clinic", "{s} Neuromuscular Service", "{s} Centre for Muscle Disease",
              "{s} Neuromuscular Unit", "{s} MDA Care Center"]
PRACTICE_FMT = ["{s} Surgery", "{s} Medical Centre", "{s} Health Centre", "{s} Family Practice", "The {s} Practice",
                "{s} Primary Care", "{s} Medical Group", "{s} Family Medicine", "{s} Health Clinic"]
PHARMACY_FMT = ["{s} Pharmacy", "{s} Chemist", "{s} Drug Store", "{s} Apothecary", "{s} Community Pharmacy"]
WARD_NAMES = ["Linden Ward", "Rowan Ward", "Kestrel Ward", "Heron Ward", "Ward 22", "Ward 4B", "Ward 7A", "Ward 31",
              "Puffin Ward", "Nightingale Ward", "Ocean Ward", "Starlight Ward", "Unit 5 East", "6 West", "Bay Ward",
              "Willow Ward", "Ward 12", "Maple Unit", "Ward 19", "Tui Ward", "Kowhai Ward"]
BUILDINGS = ["Carrick Building", "Fenwick Wing", "Heron House", "Lister Block", "Orchard Pavilion", "Tower B",
             "Kingfisher Building", "East Atrium", "Sutherland Wing", "Galloway House", "Pemberton Annex"]

EMPLOYERS = ["Brightwater Logistics", "Copperleaf Bakery", "Tallis & Rowe Solicitors", "Northline Rail Services",
             "Harbourside Construction", "Fenmoor Dairy Co-op", "Kestrel Print Works", "Greenacre Garden Centre",
             "Bluewater Call Solutions", "Oakridge Timber Supplies", "Pinnacle Freight", "Cobalt Software Ltd",
             "Marlow & Finch Accountants", "Redhill Motors", "Saltway Seafoods", "Thistle Hotels Group",
             "Quayside Cafe", "Lakeland Plumbing", "Riverbend Credit Union", "Silverline Couriers", "Morrow Electrical",
             "Driftwood Surf Shop", "Halcyon Care Homes", "Ironbark Mining Services", "Kauri Coast Farms",
             "Prairie Grain Co", "Summit Ridge Insurance Brokers", "Wexley Engineering", "Larkspur Florists",
             "Gannet Fisheries", "Beacon Hill Veterinary Practice", "Mapleleaf Home Hardware", "Coral Bay Tours"]
SCHOOLS = ["St Columba's Primary School", "Westfield Academy", "Maple Grove Elementary", "Riverside High School",
           "Oakhurst Middle School", "Hawthorn Community School", "Kingsmere Grammar School", "Scoil Bhríde",
           "Lakeview Junior High", "Pinecrest Secondary College", "Tamarack Public School", "Glenview Primary",
           "St Aidan's College", "Harbour View Intermediate", "Wattle Park Primary School", "Greystones Sixth Form College",
           "Northgate University", "Fairhollow College of Further Education", "Cedar Ridge Charter School",
           "Brookside Montessori", "Kowhai Kindergarten", "Little Acorns Nursery"]
CHARITIES = ["Muscle Help Network", "Harbour Muscle Trust", "Neuromuscular Families Together", "SMA Sibling Circle",
             "Myasthenia Friends Group", "CMT Walkers Association", "Duchenne Dads Alliance", "Steady Steps Charity",
             "Strong Hearts Muscle Fund", "Breathe Easy Muscle Group"]
INSURERS = ["Bluegate Health", "Summit Mutual", "Keystone Health Plan", "Cardinal Care Insurance", "Lakeshore HMO",
            "Northstar Health Partners", "Harbor Shield", "Evergreen Health Cover", "Kowhai Health Insurance",
            "Southern Cross Mutual Fund", "Cedar Valley Health Plan"]
SUPPLIERS = ["AirLife Home Respiratory", "BreatheWell Homecare", "Wheelwright Mobility Ltd", "OrthoFit Labs",
             "Stridewell Orthotics", "CarePath Home Infusion", "Meridian Genomics", "HelixPoint Diagnostics",
             "Northern Sleep Services", "VitalLink Telehealth", "Kinetic Seating Solutions", "Oxyhome Medical"]
CHURCHES = ["Grace Fellowship Church", "St Teresa's Parish", "Hope Baptist Church", "Riverside Gurdwara",
            "Al-Noor Mosque", "Beth Shalom Congregation", "Living Waters Pentecostal", "St Nicholas Orthodox Church"]
LANDMARKS = ["the Bullring car park", "Pier 3", "the old mill", "the ferry terminal", "the clock tower",
             "Kestrel Park", "the Market Square", "Harbour Bridge", "Central Station"]
LANDMARKS_PHI = ["Kestrel Park", "Harbour Bridge", "Central Station", "Market Square", "Copperfield Shopping Centre",
                 "Lakeside Retail Park", "Riverside Leisure Centre"]
