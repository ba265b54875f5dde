"""Place pools.  Towns are real towns; every street line, hospital, practice,
pharmacy, venue, employer and organisation name is invented."""

# (town, county/region, postcode prefix, phone area code)
TOWNS = {
    "UK-ENG": [
        ("Leeds", "West Yorkshire", "LS", "0113"), ("Bradford", "West Yorkshire", "BD", "01274"),
        ("Sheffield", "South Yorkshire", "S", "0114"), ("Barnsley", "South Yorkshire", "S", "01226"),
        ("Doncaster", "South Yorkshire", "DN", "01302"), ("Rotherham", "South Yorkshire", "S", "01709"),
        ("Stockport", "Greater Manchester", "SK", "0161"), ("Oldham", "Greater Manchester", "OL", "0161"),
        ("Bolton", "Greater Manchester", "BL", "01204"), ("Wigan", "Greater Manchester", "WN", "01942"),
        ("Birkenhead", "Merseyside", "CH", "0151"), ("St Helens", "Merseyside", "WA", "01744"),
        ("Sunderland", "Tyne and Wear", "SR", "0191"), ("Gateshead", "Tyne and Wear", "NE", "0191"),
        ("Hartlepool", "County Durham", "TS", "01429"), ("Redcar", "North Yorkshire", "TS", "01642"),
        ("Hull", "East Riding of Yorkshire", "HU", "01482"), ("Grimsby", "Lincolnshire", "DN", "01472"),
        ("Mansfield", "Nottinghamshire", "NG", "01623"), ("Chesterfield", "Derbyshire", "S", "01246"),
        ("Stoke-on-Trent", "Staffordshire", "ST", "01782"), ("Walsall", "West Midlands", "WS", "01922"),
        ("Wolverhampton", "West Midlands", "WV", "01902"), ("Coventry", "West Midlands", "CV", "024"),
        ("Norwich", "Norfolk", "NR", "01603"), ("Great Yarmouth", "Norfolk", "NR", "01493"),
        ("Plymouth", "Devon", "PL", "01752"), ("Torquay", "Devon", "TQ", "01803"),
        ("Swindon", "Wiltshire", "SN", "01793"), ("Gloucester", "Gloucestershire", "GL", "01452"),
        ("Blackpool", "Lancashire", "FY", "01253"), ("Blackburn", "Lancashire", "BB", "01254"),
        ("Burnley", "Lancashire", "BB", "01282"), ("Margate", "Kent", "CT", "01843"),
        ("Hastings", "East Sussex", "TN", "01424"), ("Luton", "Bedfordshire", "LU", "01582"),
        ("Peterborough", "Cambridgeshire", "PE", "01733"), ("Carlisle", "Cumbria", "CA", "01228"),
        ("Barrow-in-Furness", "Cumbria", "LA", "01229"), ("Lincoln", "Lincolnshire", "LN", "01522"),
    ],
    "UK-SCO": [
        ("Dundee", "Angus", "DD", "01382"), ("Kirkcaldy", "Fife", "KY", "01592"),
        ("Dunfermline", "Fife", "KY", "01383"), ("Paisley", "Renfrewshire", "PA", "0141"),
        ("Inverness", "Highland", "IV", "01463"), ("Aberdeen", "Aberdeenshire", "AB", "01224"),
        ("Stirling", "Stirlingshire", "FK", "01786"), ("Falkirk", "Stirlingshire", "FK", "01324"),
        ("Perth", "Perth and Kinross", "PH", "01738"), ("Ayr", "South Ayrshire", "KA", "01292"),
        ("Kilmarnock", "East Ayrshire", "KA", "01563"), ("Motherwell", "North Lanarkshire", "ML", "01698"),
        ("Greenock", "Inverclyde", "PA", "01475"), ("Livingston", "West Lothian", "EH", "01506"),
    ],
    "UK-WAL": [
        ("Wrexham", "Wrexham County Borough", "LL", "01978"), ("Swansea", "West Glamorgan", "SA", "01792"),
        ("Newport", "Gwent", "NP", "01633"), ("Bangor", "Gwynedd", "LL", "01248"),
        ("Llanelli", "Carmarthenshire", "SA", "01554"), ("Merthyr Tydfil", "Mid Glamorgan", "CF", "01685"),
        ("Aberystwyth", "Ceredigion", "SY", "01970"), ("Rhyl", "Denbighshire", "LL", "01745"),
        ("Pontypridd", "Rhondda Cynon Taf", "CF", "01443"), ("Bridgend", "Mid Glamorgan", "CF", "01656"),
        ("Newtown", "Powys", "SY", "01686"),
    ],
    "IE": [
        ("Cork", "Co. Cork", "T12", "021"), ("Ballincollig", "Co. Cork", "P31", "021"),
        ("Limerick", "Co. Limerick", "V94", "061"), ("Galway", "Co. Galway", "H91", "091"),
        ("Waterford", "Co. Waterford", "X91", "051"), ("Dundalk", "Co. Louth", "A91", "042"),
        ("Drogheda", "Co. Louth", "A92", "041"), ("Athlone", "Co. Westmeath", "N37", "090"),
        ("Sligo", "Co. Sligo", "F91", "071"), ("Tralee", "Co. Kerry", "V92", "066"),
        ("Kilkenny", "Co. Kilkenny", "R95", "056"), ("Letterkenny", "Co. Donegal", "F92", "074"),
        ("Navan", "Co. Meath", "C15", "046"), ("Ennis", "Co. Clare", "V95", "065"),
        ("Tallaght", "Co. Dublin", "D24", "01"), ("Finglas", "Co. Dublin", "D11", "01"),
        ("Clonmel", "Co. Tipperary", "E91", "052"), ("Castlebar", "Co. Mayo", "F23", "094"),
    ],
    "AU": [
        ("Ballarat", "VIC", "3350", "03"), ("Geelong", "VIC", "3220", "03"),
        ("Bendigo", "VIC", "3550", "03"), ("Dandenong", "VIC", "3175", "03"),
        ("Shepparton", "VIC", "3630", "03"), ("Newcastle", "NSW", "2300", "02"),
        ("Wollongong", "NSW", "2500", "02"), ("Dubbo", "NSW", "2830", "02"),
        ("Penrith", "NSW", "2750", "02"), ("Wagga Wagga", "NSW", "2650", "02"),
        ("Townsville", "QLD", "4810", "07"), ("Cairns", "QLD", "4870", "07"),
        ("Toowoomba", "QLD", "4350", "07"), ("Rockhampton", "QLD", "4700", "07"),
        ("Logan Central", "QLD", "4114", "07"), ("Launceston", "TAS", "7250", "03"),
        ("Devonport", "TAS", "7310", "03"), ("Darwin", "NT", "0800", "08"),
        ("Alice Springs", "NT", "0870", "08"), ("Mandurah", "WA", "6210", "08"),
        ("Bunbury", "WA", "6230", "08"), ("Geraldton", "WA", "6530", "08"),
        ("Elizabeth", "SA", "5112", "08"), ("Mount Gambier", "SA", "5290", "08"),
        ("Whyalla", "SA", "5600", "08"), ("Queanbeyan", "NSW", "2620", "02"),
    ],
    "NZ": [
        ("Hamilton", "Waikato", "3204", "07"), ("Tauranga", "Bay of Plenty", "3110", "07"),
        ("Rotorua", "Bay of Plenty", "3010", "07"), ("Whangarei", "Northland", "0110", "09"),
        ("Kaitaia", "Northland", "0410", "09"), ("Gisborne", "Tairawhiti", "4010", "06"),
        ("Napier", "Hawke's Bay", "4110", "06"), ("Hastings", "Hawke's Bay", "4122", "06"),
        ("Palmerston North", "Manawatu-Whanganui", "4410", "06"), ("Whanganui", "Manawatu-Whanganui", "4500", "06"),
        ("New Plymouth", "Taranaki", "4310", "06"), ("Porirua", "Wellington", "5022", "04"),
        ("Lower Hutt", "Wellington", "5010", "04"), ("Otara", "Auckland", "2023", "09"),
        ("Papakura", "Auckland", "2110", "09"), ("Mangere", "Auckland", "2022", "09"),
        ("Christchurch", "Canterbury", "8011", "03"), ("Timaru", "Canterbury", "7910", "03"),
        ("Invercargill", "Southland", "9810", "03"), ("Dunedin", "Otago", "9016", "03"),
        ("Nelson", "Nelson", "7010", "03"), ("Greymouth", "West Coast", "7805", "03"),
    ],
    "CA": [
        ("Hamilton", "ON", "L8P", "905"), ("Sudbury", "ON", "P3A", "705"),
        ("Thunder Bay", "ON", "P7B", "807"), ("Oshawa", "ON", "L1H", "905"),
        ("Kingston", "ON", "K7L", "613"), ("Windsor", "ON", "N9A", "519"),
        ("Scarborough", "ON", "M1K", "416"), ("Brampton", "ON", "L6T", "905"),
        ("Moncton", "NB", "E1C", "506"), ("Saint John", "NB", "E2L", "506"),
        ("Halifax", "NS", "B3K", "902"), ("Sydney", "NS", "B1P", "902"),
        ("Winnipeg", "MB", "R2W", "204"), ("Brandon", "MB", "R7A", "204"),
        ("Regina", "SK", "S4N", "306"), ("Saskatoon", "SK", "S7K", "306"),
        ("Red Deer", "AB", "T4N", "403"), ("Edmonton", "AB", "T5B", "780"),
        ("Surrey", "BC", "V3T", "604"), ("Kamloops", "BC", "V2C", "250"),
        ("Nanaimo", "BC", "V9R", "250"), ("St. John's", "NL", "A1C", "709"),
        ("Charlottetown", "PE", "C1A", "902"),
    ],
    "US": [
        ("Toledo", "OH", "436", "419"), ("Dayton", "OH", "454", "937"), ("Akron", "OH", "443", "330"),
        ("Louisville", "KY", "402", "502"), ("Lexington", "KY", "405", "859"),
        ("Charleston", "WV", "253", "304"), ("Huntington", "WV", "257", "304"),
        ("Knoxville", "TN", "379", "865"), ("Memphis", "TN", "381", "901"),
        ("Little Rock", "AR", "722", "501"), ("Tulsa", "OK", "741", "918"),
        ("Birmingham", "AL", "352", "205"), ("Jackson", "MS", "392", "601"),
        ("Shreveport", "LA", "711", "318"), ("Indianapolis", "IN", "462", "317"),
        ("Fort Wayne", "IN", "468", "260"), ("Flint", "MI", "485", "810"),
        ("Grand Rapids", "MI", "495", "616"), ("Pittsburgh", "PA", "152", "412"),
        ("Scranton", "PA", "185", "570"), ("Rochester", "NY", "146", "585"),
        ("Springfield", "MO", "658", "417"), ("Wichita", "KS", "672", "316"),
        ("Spokane", "WA", "992", "509"), ("Albuquerque", "NM", "871", "505"),
        ("Worcester", "MA", "016", "508"),
    ],
}

STATE_NAMES = {
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "TAS": "Tasmania",
    "NT": "Northern Territory", "WA": "Western Australia", "SA": "South Australia",
    "ON": "Ontario", "NB": "New Brunswick", "NS": "Nova Scotia", "MB": "Manitoba",
    "SK": "Saskatchewan", "AB": "Alberta", "BC": "British Columbia",
    "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
    "OH": "Ohio", "KY": "Kentucky", "WV": "West Virginia", "TN": "Tennessee",
    "AR": "Arkansas", "OK": "Oklahoma", "AL": "Alabama", "MS": "Mississippi",
    "LA": "Louisiana", "IN": "Indiana", "MI": "Michigan", "PA": "Pennsylvania",
    "NY": "New York", "MO": "Missouri", "KS": "Kansas", "NM": "New Mexico",
    "MA": "Massachusetts",
}

STREET_WORDS = {
    "common": ("Elm Station Church Victoria Mill Park Albert Queen King High Bridge Chapel "
               "Granville Cedar Willow Hawthorn Rowan Beech Ash Oak Manor Orchard Brook "
               "Meadow Windsor Springfield Clarence Lansdowne Rosebery Moorland Cliff Market "
               "Nelson Wellington Hampton Kingsley Laurel Poplar Primrose Heather Thistle "
               "Holly Maple Birch Fern Ivy Harbour Quarry Foundry Tannery Canal").split(),
    "NZ": ("Kowhai Rimu Totara Kauri Matai Pohutukawa Te Rapa Puriri Karaka Nikau Tawa "
           "Manuka Hinau Raupo").split(),
    "IE": ("Ashfield Castle Abbey Friary Ardmore Glenview Beechwood Cnoc Sliabh Dun Laoire "
           "Shandon Mardyke Cathedral").split(),
    "CA": ("Maple Birchwood Lakeshore Champlain Laurier Dufferin Portage Prairie Spruce "
           "Tamarack Wolfe Acadia Cartier").split(),
    "US": ("Magnolia Hickory Sycamore Dogwood Pecan Cottonwood Jefferson Lincoln Madison "
           "Monroe Franklin Cherry Walnut Locust").split(),
}

STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Grove",
           "Terrace", "Gardens", "Court", "Walk", "Rise", "View"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Grove", "Heights", "Court", "Drive", "Close"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Court", "Crescent", "Parade",
           "Place", "Drive", "Close"],
    "NZ": ["Street", "Road", "Avenue", "Place", "Crescent", "Drive", "Terrace", "Grove"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Drive", "Crescent", "Boulevard", "Court"],
    "US": ["St", "Street", "Ave", "Avenue", "Dr", "Rd", "Ln", "Blvd", "Ct", "Pike", "Way"],
}

# invented place-like words for naming hospitals, practices, services and firms
PLACE_WORDS = (
    "Kestrel Vale|Ashby Moor|Lindenfield|Harrowfield|Cobham Cross|Riverbend|Northgate|"
    "Whinmoor|Pennyfield|Larkfield|Kingsmead|Fernbank|Tollgate|Brookside|Ashgrove|"
    "Holloway Lane|Marrowby|Thornleigh|Elderbrook|Saltmarsh|Greystone|Copperfield|"
    "Highbank|Oakhurst|Redmoor|Westcliffe|Glenrowan|Stonebridge|Bluewater|Summerhill|"
    "Foxhollow|Rookwood|Ravenscar|Heatherside|Cranbourne Rise|Eastwood Park|Windmill Hill|"
    "Crossgates|Avonmere|Lakeside"
).split("|")
PLACE_WORDS_LOCAL = {
    "UK": ["Millbrae", "Gorsehill", "Pentre Glas", "Kirkbrae", "Cefn Isaf", "Thorpe Moor"],
    "IE": ["Ballyrath", "Carrigmore", "Kilbrannock", "Dunmore Park", "Cloonagh", "Rathcoole Cross"],
    "AU": ["Wattle Creek", "Banksia Ridge", "Ironbark", "Koorong", "Yarrabee", "Gum Flat"],
    "NZ": ["Tui Valley", "Kahikatea", "Te Awa Nui", "Pine Harbour", "Raupo Bay", "Karaka Hill"],
    "CA": ["Maple Ridge", "Birchmount", "Juniper Hill", "Prairie View", "Cedar Point", "Tamarack Lake"],
    "US": ["Cedar Falls", "Juniper Hill", "Prairie View", "Magnolia Springs", "Hickory Bend", "Cottonwood"],
}

SAINTS = ["Aldhelm", "Brannock", "Cuthbert", "Finbarr", "Brigid", "Ninian", "Teilo",
          "Wilfrid", "Columba", "Petroc", "Hilda", "Kentigern", "Dyfrig", "Enda"]

HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "District General Hospital",
           "Community Hospital", "Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "District Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Health Campus"],
    "CA": ["General Hospital", "Regional Health Centre", "Hospital", "Health Sciences Centre"],
    "US": ["Regional Medical Center", "Memorial Hospital", "Medical Center", "Community Hospital"],
}

PRACTICE_SUFFIX = {
    "UK": ["Medical Centre", "Surgery", "Health Centre", "Medical Practice", "Family Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Medical Practice"],
    "AU": ["Medical Centre", "Family Medical Practice", "Medical Clinic", "GP Super Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Whanau Ora Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Health Clinic"],
}

SERVICE_PATTERNS = {
    "UK": ["{P} Stop Smoking Service", "Smokefree {P}", "Breathe {P}", "Quit Well {P}",
           "{P} Tobacco Dependence Service", "Fresh Start {P}"],
    "IE": ["{P} Quit Service", "{P} Stop Smoking Clinic", "We Can Quit {P}"],
    "AU": ["{P} Quit Clinic", "{P} Smoking Cessation Clinic", "Breathe Easy {P}"],
    "NZ": ["{P} Stop Smoking Service", "Auahi Kore {P}", "Manawa Ora {P}"],
    "CA": ["{P} Quit Smoking Clinic", "{P} Tobacco Cessation Program", "Clear Air {P}"],
    "US": ["{P} Tobacco Treatment Program", "{P} Quit Center", "Freedom From Smoking {P}"],
}

PHARMACY_PATTERNS = ["{P} Pharmacy", "{P} Chemist", "{P} Pharmacy & Health", "Pharmacy on {S}",
                     "{P} Discount Chemist", "{P} Drug Store"]

WARD_WORDS = ["Larch", "Kestrel", "Heron", "Rowan", "Juniper", "Osprey", "Bramble", "Teal",
              "Aspen", "Curlew", "Sorrel", "Linnet", "Wren", "Hazel", "Lapwing", "Marigold"]

VENUE_SUFFIX = ["Community Centre", "Library", "Leisure Centre", "Family Hub", "Children's Centre",
                "Community Hall", "Neighbourhood Centre", "Youth Centre"]

ORG_SUFFIX = ["Logistics", "Foods Ltd", "Construction", "Scaffolding", "Cleaning Services",
              "Motors", "Freight", "Security Ltd", "Contact Centre", "Meats", "Hotel", "Bakery",
              "Haulage", "Packaging", "Glass", "Engineering", "Distribution", "Plant Hire",
              "Roofing", "Fisheries", "Timber", "Print", "Joinery", "Garden Centre"]
ORG_SUFFIX_AU = ["Mining", "Civil", "Transport", "Meatworks", "Abattoir", "Earthmoving"]
ORG_SUFFIX_NZ = ["Forestry", "Freezing Works", "Dairy Co-op", "Orchards", "Shearing Gang"]
ORG_SUFFIX_US = ["Trucking", "Steel", "Distribution Center", "Casino", "Auto Parts", "Coal Company"]

SCHOOL_PATTERNS = ["{P} Academy", "{P} High School", "St {S} Primary School", "{P} College",
                   "{P} Community School", "St {S}'s Secondary School"]

CHURCH_PATTERNS = ["{P} Baptist Church", "St {S}'s Parish", "{P} Gospel Hall",
                   "{P} Islamic Centre", "{P} Gurdwara", "{P} Methodist Church"]

CLUB_PATTERNS = ["{P} Rovers FC", "{P} Working Men's Club", "{P} Rugby Club", "{P} Darts League",
                 "{P} Boxing Gym", "{P} Bowls Club"]

HOUSING_PATTERNS = ["{P} Housing Association", "{P} Homes", "{P} Housing Trust",
                    "{P} Tenancy Services"]

VAPE_SHOP_PATTERNS = ["{P} Vapes", "Cloud Nine Vaping {P}", "VapeHouse {P}", "{P} Vape Lab"]

PROFESSIONS = [
    "taxi driver", "HGV driver", "bar manager", "chef", "care assistant", "hairdresser",
    "staff nurse", "labourer", "scaffolder", "electrician", "warehouse operative",
    "call centre agent", "cleaner", "plasterer", "painter and decorator", "retail assistant",
    "fisherman", "farm worker", "mechanic", "security guard", "postal worker", "teacher",
    "forklift driver", "bus driver", "roofer", "welder", "barista", "receptionist",
    "nursery nurse", "joiner", "plumber", "delivery driver", "kitchen porter", "bricklayer",
    "croupier", "tattoo artist", "dental nurse", "hospitality worker", "machine operator",
    "groundsman", "bin man", "prison officer", "sales rep", "hotel housekeeper",
    "lorry driver", "builder", "shop manager", "factory worker", "social worker",
    "accountant", "graphic designer", "pub landlord", "butcher", "van driver",
]
PROF_AU = ["FIFO mine worker", "truckie", "shearer", "tradie", "boilermaker", "cattle station hand"]
PROF_NZ = ["shearer", "forestry worker", "freezing worker", "orchard worker", "builder's labourer"]
PROF_US = ["line cook", "CNA", "trucker", "coal miner", "server", "corrections officer"]
PROF_CA = ["oil rig worker", "snowplow operator", "PSW", "lobster fisherman", "miner"]

# Statuses that are not occupations (hard negatives; never tagged)
STATUSES = ["unemployed", "retired", "currently off sick", "on Universal Credit",
            "full-time carer for mum", "between jobs", "on maternity leave", "not working"]

COUNTRIES_ABROAD = ["Poland", "Romania", "Lithuania", "Spain", "Portugal", "Turkey",
                    "Pakistan", "India", "Bangladesh", "Vietnam", "the Philippines", "Nigeria",
                    "Ghana", "Somalia", "Jamaica", "Greece", "Italy", "Lebanon", "Iraq",
                    "Cyprus", "Bulgaria", "Thailand", "Indonesia", "Samoa", "Tonga", "Fiji",
                    "Mexico", "Ukraine", "China", "South Korea", "Egypt", "Morocco"]

COUNTRY_NAME = {"UK-ENG": "England", "UK-SCO": "Scotland", "UK-WAL": "Wales", "IE": "Ireland",
                "AU": "Australia", "NZ": "New Zealand", "CA": "Canada", "US": "USA"}
META_COUNTRY = {"UK-ENG": "United Kingdom", "UK-SCO": "United Kingdom", "UK-WAL": "United Kingdom",
                "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand", "CA": "Canada",
                "US": "United States"}
