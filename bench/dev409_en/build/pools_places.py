"""Place, organisation and occupation pools; every institution is invented."""

# city -> (region, postcode key).  UK/IE regions are counties (typed CITY);
# US/AU/CA/NZ regions are states, provinces or regions (typed STATE).
CITIES = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Sheffield", "South Yorkshire", "S"),
           ("Stockport", "Greater Manchester", "SK"), ("Wigan", "Greater Manchester", "WN"),
           ("York", "North Yorkshire", "YO"), ("Exeter", "Devon", "EX"),
           ("Norwich", "Norfolk", "NR"), ("Carlisle", "Cumbria", "CA"),
           ("Kendal", "Cumbria", "LA"), ("Preston", "Lancashire", "PR"),
           ("Swansea", "West Glamorgan", "SA"), ("Newport", "Gwent", "NP"),
           ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"),
           ("Ipswich", "Suffolk", "IP"), ("Lincoln", "Lincolnshire", "LN"),
           ("Stoke-on-Trent", "Staffordshire", "ST"), ("Truro", "Cornwall", "TR"),
           ("Worcester", "Worcestershire", "WR"), ("Huddersfield", "West Yorkshire", "HD"),
           ("Middlesbrough", "North Yorkshire", "TS"), ("Lisburn", "County Antrim", "BT"),
           ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR")],
    "US": [("Columbus", "OH", "432"), ("Dayton", "OH", "454"), ("Madison", "WI", "537"),
           ("Tucson", "AZ", "857"), ("Albany", "NY", "122"), ("Spokane", "WA", "992"),
           ("Raleigh", "NC", "276"), ("Omaha", "NE", "681"), ("Boise", "ID", "837"),
           ("Worcester", "MA", "016"), ("Knoxville", "TN", "379"), ("Fresno", "CA", "937"),
           ("Lansing", "MI", "489"), ("Des Moines", "IA", "503"), ("Chattanooga", "TN", "374"),
           ("Eugene", "OR", "974"), ("Springfield", "MO", "658"), ("Lexington", "KY", "405"),
           ("Allentown", "PA", "181"), ("Duluth", "MN", "558"), ("Savannah", "GA", "314"),
           ("Amarillo", "TX", "791")],
    "AU": [("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
           ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"),
           ("Toowoomba", "QLD", "4350"), ("Townsville", "QLD", "4810"),
           ("Launceston", "TAS", "7250"), ("Bunbury", "WA", "6230"),
           ("Mount Gambier", "SA", "5290"), ("Wagga Wagga", "NSW", "2650"),
           ("Cairns", "QLD", "4870"), ("Albury", "NSW", "2640"), ("Mildura", "VIC", "3500"),
           ("Warrnambool", "VIC", "3280"), ("Dubbo", "NSW", "2830"),
           ("Rockhampton", "QLD", "4700"), ("Geraldton", "WA", "6530")],
    "CA": [("Hamilton", "ON", "L8"), ("Kingston", "ON", "K7"), ("London", "ON", "N6"),
           ("Halifax", "NS", "B3"), ("Moncton", "NB", "E1"), ("Saskatoon", "SK", "S7"),
           ("Regina", "SK", "S4"), ("Kelowna", "BC", "V1"), ("Sherbrooke", "QC", "J1"),
           ("Thunder Bay", "ON", "P7"), ("Red Deer", "AB", "T4"), ("Lethbridge", "AB", "T1"),
           ("Sudbury", "ON", "P3"), ("Guelph", "ON", "N1"), ("Nanaimo", "BC", "V9"),
           ("Brandon", "MB", "R7"), ("Charlottetown", "PE", "C1"), ("Fredericton", "NB", "E3")],
    "IE": [("Galway", "Co. Galway", "H91"), ("Athlone", "Co. Westmeath", "N37"),
           ("Tullamore", "Co. Offaly", "R35"), ("Ennis", "Co. Clare", "V95"),
           ("Navan", "Co. Meath", "C15"), ("Sligo", "Co. Sligo", "F91"),
           ("Tralee", "Co. Kerry", "V92"), ("Drogheda", "Co. Louth", "A92"),
           ("Mullingar", "Co. Westmeath", "N91"), ("Castlebar", "Co. Mayo", "F23"),
           ("Kilkenny", "Co. Kilkenny", "R95"), ("Letterkenny", "Co. Donegal", "F92"),
           ("Waterford", "Co. Waterford", "X91"), ("Dundalk", "Co. Louth", "A91"),
           ("Portlaoise", "Co. Laois", "R32"), ("Clonmel", "Co. Tipperary", "E91")],
    "NZ": [("Hamilton", "Waikato", "32"), ("Tauranga", "Bay of Plenty", "31"),
           ("Palmerston North", "Manawatu-Whanganui", "44"), ("Nelson", "Nelson", "70"),
           ("Dunedin", "Otago", "90"), ("Invercargill", "Southland", "98"),
           ("Napier", "Hawke's Bay", "41"), ("Whangarei", "Northland", "01"),
           ("Rotorua", "Bay of Plenty", "30"), ("New Plymouth", "Taranaki", "43"),
           ("Gisborne", "Tairawhiti", "40"), ("Timaru", "Canterbury", "79"),
           ("Masterton", "Wellington", "58"), ("Blenheim", "Marlborough", "72")],
}

STATE_LONG = {
    "OH": "Ohio", "WI": "Wisconsin", "AZ": "Arizona", "NY": "New York",
    "WA": "Washington", "NC": "North Carolina", "NE": "Nebraska", "ID": "Idaho",
    "MA": "Massachusetts", "TN": "Tennessee", "CA": "California", "MI": "Michigan",
    "IA": "Iowa", "OR": "Oregon", "MO": "Missouri", "KY": "Kentucky",
    "PA": "Pennsylvania", "MN": "Minnesota", "GA": "Georgia", "TX": "Texas",
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland",
    "TAS": "Tasmania", "SA": "South Australia",
    "ON": "Ontario", "NS": "Nova Scotia", "NB": "New Brunswick",
    "SK": "Saskatchewan", "BC": "British Columbia", "QC": "Quebec", "AB": "Alberta",
    "MB": "Manitoba", "PE": "Prince Edward Island",
}

STREET_STEMS = ["Elm", "Beech", "Alder", "Hawthorn", "Chapel", "Mill", "Station",
                "Meadow", "Orchard", "Maple", "Cedar", "Willow", "Kingfisher",
                "Park", "Highfield", "Larch", "Foxglove", "Primrose", "Heather",
                "Rosebank", "Granville", "Ashby", "Hollis", "Carver", "Belmont",
                "Linden", "Juniper", "Tanner", "Quarry", "Riverside", "Sycamore",
                "Bramble", "Clifton", "Fairview", "Glebe", "Harcourt", "Ivy",
                "Lindsay", "Moorland", "Newland", "Prospect", "Saxon", "Thistle"]
STREET_STEMS_CC = {
    "AU": ["Wattle", "Banksia", "Grevillea", "Bottlebrush", "Jacaranda", "Boronia"],
    "NZ": ["Kowhai", "Totara", "Rimu", "Pohutukawa", "Manuka", "Karaka"],
    "IE": ["Castle", "Abbey", "Friary", "Bohermore", "Knockmore", "Ardmore"],
    "US": ["Oak Ridge", "Sunset", "Lincoln", "Sherman", "Prairie", "Magnolia"],
    "CA": ["Sumac", "Tamarack", "Birchmount", "Laurier", "Mapleview", "Dufferin"],
    "UK": ["Tennyson", "Coronation", "Jubilee", "Wharf", "Brewery", "Vicarage"],
}
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Grove", "Drive",
           "Way", "Terrace", "Gardens", "Mews"],
    "US": ["Street", "Avenue", "Drive", "Court", "Lane", "Boulevard", "Road", "Way",
           "St", "Ave", "Dr"],
    "AU": ["Street", "Road", "Court", "Crescent", "Parade", "Avenue", "Close", "St", "Rd"],
    "CA": ["Avenue", "Street", "Crescent", "Drive", "Road", "Boulevard", "Court"],
    "IE": ["Road", "Park", "Avenue", "Lawn", "Grove", "Heights", "Court", "Drive"],
    "NZ": ["Street", "Road", "Place", "Terrace", "Crescent", "Avenue", "Grove"],
}

# invented institution stems (no real hospital or firm is meant)
INST_STEMS = ["Ashgrove", "Birchfield", "Kestrel", "Larkspur", "Millbrook", "Oakhurst",
              "Pennington", "Ravenscourt", "Sandpiper", "Willowmere", "Calderbrook",
              "Fenwick Vale", "Glenmorrow", "Hollins Park", "Juniper Hill", "Marlowe",
              "Northgate", "Quayside", "Redfern Lodge", "Silverbirch", "Thornleigh",
              "Westbury Mount", "Brackenridge", "Cobalt Bay", "Elderwood", "Foxley",
              "Greystones Park", "Harrowfield", "Inchmore", "Lanark Vale", "Merriwood",
              "Pinecrest", "Rosehaven", "Stonebridge", "Tallow Creek", "Wrenfield"]
REHAB_SUFFIX = ["Rehabilitation Centre", "Neurorehabilitation Unit", "Rehabilitation Hospital",
                "Brain Injury Rehabilitation Unit", "Neuro-Rehabilitation Centre",
                "Regional Rehabilitation Unit"]
REHAB_SUFFIX_US = ["Rehabilitation Hospital", "Rehabilitation Institute",
                   "Acute Rehabilitation Center", "Neuro Rehab Center"]
ACUTE_SUFFIX = ["General Hospital", "University Hospital", "Regional Hospital",
                "District Hospital", "Infirmary", "Medical Center", "Base Hospital",
                "Royal Hospital"]
WARD_STEMS = ["Rowan", "Heron", "Magnolia", "Kingfisher", "Bluebell", "Osprey",
              "Cedar", "Puffin", "Hazel", "Linnet", "Curlew", "Juniper", "Wren",
              "Kowhai", "Waratah", "Tui", "Harebell", "Fern", "Ash", "Sorrel"]
WARD_SUFFIX = ["Ward", "Unit", "Ward", "Suite"]
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Family Practice"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
    "AU": ["Medical Centre", "Family Practice", "Medical Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
}
COMMUNITY_SUFFIX = ["Community Neuro Team", "Early Supported Discharge Team",
                    "Community Rehabilitation Service", "Outpatient Neuro Service"]
CARE_AGENCIES = ["Bluebell Home Care", "Brightstar Carers", "Hearthside Support Services",
                 "Oakleaf Homecare", "Kindred Care Partners", "Heronsgate Care",
                 "Sunrise Community Care", "Tidewell Home Support"]
CARE_HOMES = ["Meadowbank Care Home", "Rosewood Lodge", "Elmstead Nursing Home",
              "The Laurels Residential Home", "Harbour View Aged Care",
              "Kowhai Court Rest Home"]

EMPLOYERS = ["Harlow & Finch Logistics", "Brightwater Foods", "Cobalt Engineering Ltd",
             "Northline Rail Services", "Tidemark Insurance", "Greenshaw Construction",
             "Pemberton Print Works", "Kestrel Freight", "Orchard Valley Packing",
             "Silverline Buses", "Marlowe & Daughters Solicitors", "Redcliffe Steel",
             "Quayside Marine", "Fernhill Dairy Co-op", "Lanyard Systems",
             "Ridgeback Mining", "Sable Software", "Bellweather Accountants",
             "Copperkettle Cafe", "Holloway Timber Yard", "Westgate Motors",
             "Blue Heron Hotel", "Driftwood Fisheries", "Parkside Garden Centre",
             "Stonegate Plumbing", "Tarrant Haulage", "Vantage Call Centre",
             "Wildfell Farm Supplies", "Ironbark Roofing", "Sunnyvale Bakery"]
SCHOOLS = ["St Brendan's Primary School", "Millfield Academy", "Oakwood High School",
           "Riverside Community College", "Northbridge Institute of Technology",
           "Kestrel Valley Secondary", "St Aidan's College", "Harcourt Grammar",
           "Lakeview Elementary School", "Westmere Polytechnic"]
CHURCHES_CLUBS = ["St Columba's Church", "Grace Fellowship Church", "Millbrook Bowls Club",
                  "Harbour Rowing Club", "Eastfield Rugby Club", "Riverside Mosque",
                  "Temple Beth Shalom", "Kowhai Bay Marae", "Ashgrove Golf Club",
                  "Northside Men's Shed", "Foxley Cricket Club", "St Kevin's GAA Club",
                  "Sandpiper Choir", "Glenmorrow Allotment Society"]
LANDMARKS = ["Hendry Park", "the Riverside Shopping Centre", "Kingfisher Leisure Centre",
             "Millbrook Reservoir", "the old Corn Exchange", "Anchor Point lookout",
             "Stonebridge Marina", "Fenwick Common", "the Clocktower", "Harbour Bridge steps",
             "Larkspur Library", "Calder Viaduct"]
BUILDINGS = ["Jubilee Wing", "Horizon Building", "Nightingale Block", "Phoenix Wing",
             "Lister Building", "Maple House", "Beacon Centre", "Cedar Court"]

OCCUPATIONS = ["bus driver", "electrician", "primary school teacher", "nurse",
               "plumber", "accountant", "chef", "warehouse operative", "hairdresser",
               "software developer", "carpenter", "farmer", "dairy farmer",
               "shop assistant", "postal worker", "police officer", "firefighter",
               "taxi driver", "HGV driver", "care worker", "civil engineer",
               "lawyer", "solicitor", "bricklayer", "cleaner", "pharmacist",
               "dental nurse", "fisherman", "machinist", "bank clerk", "librarian",
               "landscape gardener", "forklift driver", "chemistry teacher",
               "roofer", "scaffolder", "call centre advisor", "baker", "welder",
               "panel beater", "real estate agent", "university lecturer",
               "school bus driver", "delivery driver", "kitchen porter", "painter and decorator",
               "mechanic", "bar manager", "veterinary nurse", "midwife", "childminder",
               "security guard", "council gardener", "sheep shearer", "tiler",
               "miner", "paramedic", "graphic designer", "retail manager"]
OCC_FAMILY = ["teacher", "nurse", "accountant", "engineer", "shop manager",
              "student", "carpenter", "receptionist", "police officer", "chef",
              "physiotherapist", "plumber", "farmer", "IT consultant", "hairdresser",
              "social worker", "lorry driver", "barista", "pharmacist", "cleaner"]

COUNTRIES_ABROAD = ["Poland", "Nigeria", "India", "Pakistan", "the Philippines", "Samoa",
                    "Tonga", "Portugal", "Italy", "Greece", "Vietnam", "China", "Jamaica",
                    "Ghana", "Somalia", "Zimbabwe", "South Africa", "Lebanon", "Iran",
                    "Turkey", "Romania", "Ukraine", "Scotland", "Wales", "Canada",
                    "Australia", "New Zealand", "Ireland", "Mexico", "Fiji", "Spain",
                    "Kenya", "Sri Lanka", "Malaysia", "Brazil", "Germany", "England"]

LANG_OF = {"Poland": "Polish", "Portugal": "Portuguese", "Italy": "Italian",
           "Greece": "Greek", "Vietnam": "Vietnamese", "China": "Mandarin",
           "Somalia": "Somali", "Lebanon": "Arabic", "Iran": "Farsi", "Turkey": "Turkish",
           "Romania": "Romanian", "Ukraine": "Ukrainian", "Samoa": "Samoan",
           "Tonga": "Tongan", "Mexico": "Spanish", "Spain": "Spanish",
           "Brazil": "Portuguese", "Germany": "German"}
