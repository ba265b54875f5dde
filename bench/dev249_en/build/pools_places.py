"""Place, organisation and occupation pools for dev249_en (author 249).

Towns are paired with a county/state/province and a postcode seed; the
postcodes produced from them are format-plausible but invented.
"""

# UK: (town, county, postcode area letters)
UK_TOWNS = [
    ("Halifax", "West Yorkshire", "HX"), ("Keighley", "West Yorkshire", "BD"),
    ("Todmorden", "West Yorkshire", "OL"), ("Barnsley", "South Yorkshire", "S"),
    ("Rotherham", "South Yorkshire", "S"), ("Scarborough", "North Yorkshire", "YO"),
    ("Harrogate", "North Yorkshire", "HG"), ("Skipton", "North Yorkshire", "BD"),
    ("Darlington", "County Durham", "DL"), ("Consett", "County Durham", "DH"),
    ("Hexham", "Northumberland", "NE"), ("Blyth", "Northumberland", "NE"),
    ("Workington", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"),
    ("Burnley", "Lancashire", "BB"), ("Chorley", "Lancashire", "PR"),
    ("Morecambe", "Lancashire", "LA"), ("Wigan", "Greater Manchester", "WN"),
    ("Stockport", "Greater Manchester", "SK"), ("Rochdale", "Greater Manchester", "OL"),
    ("Birkenhead", "Merseyside", "CH"), ("St Helens", "Merseyside", "WA"),
    ("Crewe", "Cheshire", "CW"), ("Macclesfield", "Cheshire", "SK"),
    ("Mansfield", "Nottinghamshire", "NG"), ("Worksop", "Nottinghamshire", "S"),
    ("Loughborough", "Leicestershire", "LE"), ("Hinckley", "Leicestershire", "LE"),
    ("Grantham", "Lincolnshire", "NG"), ("Boston", "Lincolnshire", "PE"),
    ("Skegness", "Lincolnshire", "PE"), ("Kettering", "Northamptonshire", "NN"),
    ("Nuneaton", "Warwickshire", "CV"), ("Redditch", "Worcestershire", "B"),
    ("Kidderminster", "Worcestershire", "DY"), ("Telford", "Shropshire", "TF"),
    ("Oswestry", "Shropshire", "SY"), ("Leek", "Staffordshire", "ST"),
    ("Tamworth", "Staffordshire", "B"), ("Dudley", "West Midlands", "DY"),
    ("Walsall", "West Midlands", "WS"), ("Stroud", "Gloucestershire", "GL"),
    ("Yeovil", "Somerset", "BA"), ("Bridgwater", "Somerset", "TA"),
    ("Barnstaple", "Devon", "EX"), ("Paignton", "Devon", "TQ"),
    ("Camborne", "Cornwall", "TR"), ("Bodmin", "Cornwall", "PL"),
    ("Weymouth", "Dorset", "DT"), ("Salisbury", "Wiltshire", "SP"),
    ("Basingstoke", "Hampshire", "RG"), ("Havant", "Hampshire", "PO"),
    ("Crawley", "West Sussex", "RH"), ("Bognor Regis", "West Sussex", "PO"),
    ("Hastings", "East Sussex", "TN"), ("Margate", "Kent", "CT"),
    ("Gravesend", "Kent", "DA"), ("Clacton-on-Sea", "Essex", "CO"),
    ("Basildon", "Essex", "SS"), ("Stevenage", "Hertfordshire", "SG"),
    ("Lowestoft", "Suffolk", "NR"), ("King's Lynn", "Norfolk", "PE"),
    ("Wisbech", "Cambridgeshire", "PE"), ("Bedford", "Bedfordshire", "MK"),
    ("Banbury", "Oxfordshire", "OX"), ("High Wycombe", "Buckinghamshire", "HP"),
    ("Merthyr Tydfil", "Mid Glamorgan", "CF"), ("Llanelli", "Carmarthenshire", "SA"),
    ("Wrexham", "Clwyd", "LL"), ("Aberystwyth", "Ceredigion", "SY"),
    ("Kilmarnock", "Ayrshire", "KA"), ("Motherwell", "Lanarkshire", "ML"),
    ("Kirkcaldy", "Fife", "KY"), ("Elgin", "Moray", "IV"),
    ("Dumfries", "Dumfriesshire", "DG"), ("Arbroath", "Angus", "DD"),
    ("Ballymena", "County Antrim", "BT"), ("Newry", "County Down", "BT"),
    ("Thornley Bridge", "Durham", "DH"), ("Ashcombe Market", "Somerset", "TA"),
    ("Wexcombe", "Wiltshire", "SN"), ("Marrowby", "North Yorkshire", "YO"),
]

# AU: (suburb/town, state abbreviation, state name, postcode)
AU_TOWNS = [
    ("Ballarat", "VIC", "Victoria", 3350), ("Bendigo", "VIC", "Victoria", 3550),
    ("Warrnambool", "VIC", "Victoria", 3280), ("Frankston", "VIC", "Victoria", 3199),
    ("Sunshine West", "VIC", "Victoria", 3020), ("Reservoir", "VIC", "Victoria", 3073),
    ("Traralgon", "VIC", "Victoria", 3844), ("Shepparton", "VIC", "Victoria", 3630),
    ("Dandenong North", "VIC", "Victoria", 3175), ("Mildura", "VIC", "Victoria", 3500),
    ("Wagga Wagga", "NSW", "New South Wales", 2650), ("Dubbo", "NSW", "New South Wales", 2830),
    ("Tamworth", "NSW", "New South Wales", 2340), ("Penrith", "NSW", "New South Wales", 2750),
    ("Campbelltown", "NSW", "New South Wales", 2560), ("Blacktown", "NSW", "New South Wales", 2148),
    ("Port Macquarie", "NSW", "New South Wales", 2444), ("Lismore", "NSW", "New South Wales", 2480),
    ("Orange", "NSW", "New South Wales", 2800), ("Cessnock", "NSW", "New South Wales", 2325),
    ("Toowoomba", "QLD", "Queensland", 4350), ("Bundaberg", "QLD", "Queensland", 4670),
    ("Mackay", "QLD", "Queensland", 4740), ("Caboolture", "QLD", "Queensland", 4510),
    ("Hervey Bay", "QLD", "Queensland", 4655), ("Ipswich", "QLD", "Queensland", 4305),
    ("Cairns North", "QLD", "Queensland", 4870), ("Rockhampton", "QLD", "Queensland", 4700),
    ("Mount Gambier", "SA", "South Australia", 5290), ("Elizabeth Vale", "SA", "South Australia", 5112),
    ("Whyalla", "SA", "South Australia", 5600), ("Port Augusta", "SA", "South Australia", 5700),
    ("Bunbury", "WA", "Western Australia", 6230), ("Geraldton", "WA", "Western Australia", 6530),
    ("Mandurah", "WA", "Western Australia", 6210), ("Midland", "WA", "Western Australia", 6056),
    ("Launceston", "TAS", "Tasmania", 7250), ("Devonport", "TAS", "Tasmania", 7310),
    ("Glenorchy", "TAS", "Tasmania", 7010), ("Palmerston", "NT", "Northern Territory", 830),
    ("Katherine", "NT", "Northern Territory", 850), ("Belconnen", "ACT", "Australian Capital Territory", 2617),
    ("Tuggeranong", "ACT", "Australian Capital Territory", 2900), ("Yarrabrook", "VIC", "Victoria", 3691),
]

# CA: (city, province abbreviation, province name, FSA first letter)
CA_TOWNS = [
    ("Kamloops", "BC", "British Columbia", "V"), ("Nanaimo", "BC", "British Columbia", "V"),
    ("Prince George", "BC", "British Columbia", "V"), ("Chilliwack", "BC", "British Columbia", "V"),
    ("Surrey", "BC", "British Columbia", "V"), ("Vernon", "BC", "British Columbia", "V"),
    ("Red Deer", "AB", "Alberta", "T"), ("Lethbridge", "AB", "Alberta", "T"),
    ("Medicine Hat", "AB", "Alberta", "T"), ("Grande Prairie", "AB", "Alberta", "T"),
    ("Saskatoon", "SK", "Saskatchewan", "S"), ("Moose Jaw", "SK", "Saskatchewan", "S"),
    ("Prince Albert", "SK", "Saskatchewan", "S"), ("Brandon", "MB", "Manitoba", "R"),
    ("Steinbach", "MB", "Manitoba", "R"), ("Thunder Bay", "ON", "Ontario", "P"),
    ("Sudbury", "ON", "Ontario", "P"), ("Peterborough", "ON", "Ontario", "K"),
    ("Kingston", "ON", "Ontario", "K"), ("Barrie", "ON", "Ontario", "L"),
    ("Oshawa", "ON", "Ontario", "L"), ("Brantford", "ON", "Ontario", "N"),
    ("Sarnia", "ON", "Ontario", "N"), ("Scarborough", "ON", "Ontario", "M"),
    ("Etobicoke", "ON", "Ontario", "M"), ("Cornwall", "ON", "Ontario", "K"),
    ("Sherbrooke", "QC", "Quebec", "J"), ("Gatineau", "QC", "Quebec", "J"),
    ("Trois-Rivieres", "QC", "Quebec", "G"), ("Moncton", "NB", "New Brunswick", "E"),
    ("Fredericton", "NB", "New Brunswick", "E"), ("Truro", "NS", "Nova Scotia", "B"),
    ("Sydney", "NS", "Nova Scotia", "B"), ("Dartmouth", "NS", "Nova Scotia", "B"),
    ("Corner Brook", "NL", "Newfoundland and Labrador", "A"), ("Gander", "NL", "Newfoundland and Labrador", "A"),
    ("Summerside", "PE", "Prince Edward Island", "C"), ("Whitehorse", "YT", "Yukon", "Y"),
    ("Yellowknife", "NT", "Northwest Territories", "X"), ("Aldergrove Falls", "BC", "British Columbia", "V"),
]

STREET_STEMS = (
    "Albion Ash Beacon Beech Birch Blackthorn Bramble Brook Burnside Canal Castle Cedar Chapel "
    "Cherry Church Clover Colliery Coronation Cranmore Crofton Dale Derwent Dove Elm Fairfield "
    "Fern Forge Foxglove Garden Glebe Gorse Grange Hawthorn Heather Highfield Hillcrest Holly Kestrel "
    "Kingfisher Laburnum Lark Linden Lime Maple Meadow Mill Moor Myrtle Nelson Oak Orchard Paddock "
    "Park Pennine Pinfold Poplar Priory Quarry Railway Raven Rectory Ridge Rowan Sandpiper Station "
    "Stoneleigh Sycamore Tannery Thistle Victoria Wagtail Walnut Wattle Banksia Jacaranda Acacia "
    "Waratah Bottlebrush Kurrajong Ironbark Boronia Grevillea Spinifex Tamarack Spruce Balsam "
    "Aspen Cedarbrook Lakeview Riverbend Prairie Maplewood Birchwood Pinecrest Saint-Denis "
    "Champlain Laurier Frontenac Tecumseh Riel Wolseley Sumach Hemlock Juniper Osprey Curlew"
).split()

UK_SUFFIX = ["Road", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Terrace",
             "Way", "Grove", "Street", "Rise", "View", "Walk", "Court", "Mews", "Fold", "Rd", "St"]
AU_SUFFIX = ["St", "Street", "Rd", "Road", "Cres", "Ave", "Ct", "Pde", "Cl", "Dr", "Pl", "Tce",
             "Hwy", "Way", "Circuit", "Grove"]
CA_SUFFIX = ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Crescent", "Cres", "Road", "Rd",
             "Boulevard", "Blvd", "Way", "Court", "Place", "Trail", "Lane"]
CA_DIR = ["", "", "", "", " NW", " SE", " W", " E", " N"]

BUILDINGS = (
    "Ashdown Court|Kingfisher House|Linden Lodge|Foxglove Court|Heron Place|Maple Heights|"
    "Cedar Towers|Wattle Gardens|Banksia Village|Riverside Mews|Parkview Apartments|"
    "Greenacres Retirement Village|St Brendan's Close|Abbeyfield House|Marlowe Court|"
    "Lakeshore Manor|Prairie View Lodge|Harbourlight Residences|Orchard Grange|Thornbury Court"
).split("|")

HOSP_STEMS = (
    "Ashgrove Bramley Calder Dunmore Eastbrook Fernhill Glenside Harwood Invercraig Kelvedon "
    "Lakeside Meadowbank Northgate Oakridge Pinewood Queensway Riverside Southfield Thornbury "
    "Underwood Valleyview Westmoor Yarrowdale Brookvale Copperfield Hollins Kirkstall Larchmont "
    "Mossgiel Newbold Ormside Pembury Redcliffe Stanmore Tallis Wyndham Bellbird Coolabah "
    "Kookaburra Murrumba Nullawarre Tarrangower Wallaroo Maplecrest Aspen Ridge Cedarvale "
    "Frontenac Laurentide Mistral Okanagan Saltcoats Windermere Hollybank Silverdale"
).split()

SAINTS = ["Aidan", "Brendan", "Columba", "Cuthbert", "Hilda", "Luke", "Margaret", "Oswald",
          "Winifred", "Joseph", "Vincent", "Boniface", "Jude", "Anne", "Bride", "Kilda"]

UK_HOSP_PAT = ["{s} General Hospital", "{s} Community Hospital", "Royal {s} Infirmary",
               "St {saint}'s Hospital", "{s} District General", "{s} Hospital"]
AU_HOSP_PAT = ["{s} Base Hospital", "{s} Health", "{s} Hospital", "{s} District Health Service",
               "St {saint}'s Private Hospital", "{s} Rehabilitation Centre"]
CA_HOSP_PAT = ["{s} Regional Hospital", "{s} General Hospital", "{s} Health Centre",
               "St. {saint}'s Hospital", "{s} District Hospital", "{s} Rehabilitation Centre"]

UK_GP_PAT = ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "The {s} Practice",
             "{s} Road Surgery", "{s} Group Practice"]
AU_GP_PAT = ["{s} Medical Centre", "{s} Family Practice", "{s} Medical Clinic", "{s} GP Clinic"]
CA_GP_PAT = ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice",
             "{s} Community Health Centre"]

WARD_PAT = ["{t} Ward", "Ward {n}", "{t} Unit", "Ward {n}{l}", "{t} Rehab Unit"]
WARD_TREES = ["Rowan", "Aspen", "Hazel", "Juniper", "Larch", "Willow", "Elder", "Alder",
              "Cedar", "Sorrel", "Heron", "Curlew", "Kestrel", "Wren", "Banksia", "Wattle"]

CLINIC_PAT = ["{s} Wheelchair Service", "{s} Posture and Mobility Service", "{s} Seating Clinic",
              "{s} Community Rehab Team", "{s} Falls Prevention Service", "{s} Intermediate Care Team",
              "{s} Community Therapy Team", "{s} Rapid Response Team"]

# organisations (ORGANIZATION)
EQUIP_PAT = ["{s} Community Equipment Service", "{w} Mobility Ltd", "{w} Healthcare Solutions",
             "{w} Independent Living Centre", "{s} Equipment Loan Store", "{w} Care Equipment Pty Ltd",
             "{w} Home Health Equipment Inc."]
TELECARE_PAT = ["{w} Telecare", "{w} Response", "{s} Lifeline", "{w} Personal Alarms",
                "{w} Monitoring Centre", "{s} Careline"]
COUNCIL_UK = ["{s} Borough Council", "{s} District Council", "{s} Metropolitan Borough Council",
              "{s} City Council"]
COUNCIL_AU = ["{s} Shire Council", "City of {s}", "{s} Regional Council"]
COUNCIL_CA = ["City of {s}", "Municipality of {s}", "{s} Housing Authority"]
HOUSING_PAT = ["{s} Housing Association", "{s} Homes", "{w} Housing Trust", "{s} Community Housing",
               "{w} Housing Co-operative"]
CARE_AGENCY_PAT = ["{w} Home Care", "{w} Care at Home", "{w} Support Services", "{w} Community Care",
                   "{s} Home Support"]
BUILDER_PAT = ["{sur} & Sons Builders", "{sur} Building Services Ltd", "{w} Adaptations Ltd",
               "{sur} Plumbing and Heating", "{w} Access Solutions", "{sur} Renovations Inc."]
EMPLOYER_PAT = ["{s} Colliery", "{w} Freight", "{s} Mills", "{w} Engineering", "{s} Steelworks",
                "{w} Logistics", "{s} Council", "{w} Foods", "{s} Paper Mill", "{w} Textiles",
                "{w} Mining", "{s} Grammar School", "{w} Bank", "{s} Railway Works"]
CHURCH_PAT = ["St {saint}'s Church", "{s} Baptist Church", "{s} Methodist Chapel", "{s} Gurdwara",
              "{s} Mosque", "{s} Uniting Church", "{s} Seniors Club", "{s} Day Centre"]

WORDS = (
    "Apex Beacon Brightline Cardinal Compass Evergreen Harbour Horizon Keystone Lighthouse Meridian "
    "Northstar Pinnacle Riverstone Sentinel Summit Tandem Unity Vantage Wayfarer Willowbrook "
    "Anchor Bluebell Crescent Everwell Kinship Lantern Oakhaven Silverline Trinity Watchful "
    "Allied Caledonian Pioneer Southern Gumtree Boomerang Maple Northern Aurora Tidewater Kinross"
).split()

LANDMARKS = (
    "Riverside Shopping Centre|Clifton Park|the Carnegie Library|Jubilee Clock Tower|"
    "Memorial Hall|Harbour Bridge car park|the Botanic Gardens|Central Bus Station|"
    "Victoria Park|the War Memorial|Lakeside Mall|the Market Hall|Heritage Square"
).split("|")

PROFESSIONS = [
    "bus driver", "coal miner", "miner", "welder", "seamstress", "machinist", "teacher",
    "primary school teacher", "nurse", "midwife", "postman", "postwoman", "farmer", "dairy farmer",
    "shearer", "lorry driver", "truck driver", "electrician", "plumber", "joiner", "carpenter",
    "bricklayer", "fitter and turner", "boilermaker", "accountant", "bank clerk", "librarian",
    "hairdresser", "butcher", "baker", "chef", "cleaner", "shop assistant", "publican",
    "police officer", "firefighter", "mechanic", "taxi driver", "engineer", "civil engineer",
    "architect", "solicitor", "secretary", "typist", "bookkeeper", "dock worker", "wharfie",
    "steelworker", "textile worker", "lab technician", "pharmacist", "dentist", "social worker",
    "care assistant", "cook", "fisherman", "lobster fisherman", "logger", "oil rig worker",
    "janitor", "security guard", "tailor", "jeweller", "printer", "train driver", "signalman",
    "nursery nurse", "school caretaker", "scaffolder", "roofer", "painter and decorator",
    "pastor", "shopkeeper", "warehouse operative", "forklift driver", "IT consultant",
    "software developer", "paramedic", "cabinet maker", "stonemason", "court clerk",
]

COUNTRIES_ORIGIN = [
    "Poland", "Ireland", "Jamaica", "India", "Pakistan", "Bangladesh", "Italy", "Greece",
    "Portugal", "Vietnam", "the Philippines", "Hong Kong", "Nigeria", "Ghana", "Somalia",
    "Lebanon", "Turkey", "Iran", "Sri Lanka", "Ukraine", "Netherlands", "Germany", "Malta",
    "Cyprus", "Kenya", "Scotland", "New Zealand", "Fiji", "Samoa", "Chile", "Hungary",
    "Serbia", "Croatia", "Trinidad", "Guyana", "South Africa", "Egypt", "Iraq", "China", "Korea",
]

COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "AU": ["Australia", "AUSTRALIA"], "CA": ["Canada", "CANADA"]}

HOLIDAYS = {"UK": ["Christmas", "Christmas Eve", "Boxing Day", "Easter", "Easter Monday",
                   "New Year's Day", "Bonfire Night", "the August bank holiday"],
            "AU": ["Christmas", "Boxing Day", "Easter", "Anzac Day", "Australia Day",
                   "New Year's Eve", "Melbourne Cup day", "Good Friday"],
            "CA": ["Christmas", "Thanksgiving", "Canada Day", "Easter", "Victoria Day",
                   "Remembrance Day", "New Year's Day", "Labour Day"]}
