"""Place pools per country, invented care sites and organisations, occupations."""

COUNTRIES = ("UK", "US", "CA", "AU", "NZ", "IE")
COUNTRY_WEIGHTS = (30, 20, 13, 15, 10, 12)

# UK: town, county (or ""), postcode area, dialling code, scottish?
UK_TOWNS = (
    ("Leeds", "West Yorkshire", "LS", "0113", 0), ("Bradford", "West Yorkshire", "BD", "01274", 0),
    ("Halifax", "West Yorkshire", "HX", "01422", 0), ("Huddersfield", "West Yorkshire", "HD", "01484", 0),
    ("Wakefield", "West Yorkshire", "WF", "01924", 0), ("Harrogate", "North Yorkshire", "HG", "01423", 0),
    ("York", "North Yorkshire", "YO", "01904", 0), ("Sheffield", "South Yorkshire", "S", "0114", 0),
    ("Doncaster", "South Yorkshire", "DN", "01302", 0), ("Derby", "Derbyshire", "DE", "01332", 0),
    ("Nottingham", "Nottinghamshire", "NG", "0115", 0), ("Leicester", "Leicestershire", "LE", "0116", 0),
    ("Coventry", "West Midlands", "CV", "024", 0), ("Reading", "Berkshire", "RG", "0118", 0),
    ("Bath", "Somerset", "BA", "01225", 0), ("Wells", "Somerset", "BA", "01749", 0),
    ("Exeter", "Devon", "EX", "01392", 0), ("Truro", "Cornwall", "TR", "01872", 0),
    ("Plymouth", "Devon", "PL", "01752", 0), ("Norwich", "Norfolk", "NR", "01603", 0),
    ("Ipswich", "Suffolk", "IP", "01473", 0), ("Lancaster", "Lancashire", "LA", "01524", 0),
    ("Preston", "Lancashire", "PR", "01772", 0), ("Bolton", "Greater Manchester", "BL", "01204", 0),
    ("Wigan", "Greater Manchester", "WN", "01942", 0), ("Stockport", "Greater Manchester", "SK", "0161", 0),
    ("Carlisle", "Cumbria", "CA", "01228", 0), ("Kendal", "Cumbria", "LA", "01539", 0),
    ("Durham", "County Durham", "DH", "0191", 0), ("Chester", "Cheshire", "CH", "01244", 0),
    ("Shrewsbury", "Shropshire", "SY", "01743", 0), ("Hereford", "Herefordshire", "HR", "01432", 0),
    ("Gloucester", "Gloucestershire", "GL", "01452", 0), ("Hastings", "East Sussex", "TN", "01424", 0),
    ("Worthing", "West Sussex", "BN", "01903", 0), ("Margate", "Kent", "CT", "01843", 0),
    ("Swansea", "", "SA", "01792", 0), ("Cardiff", "", "CF", "029", 0),
    ("Bangor", "Gwynedd", "LL", "01248", 0), ("Wrexham", "", "LL", "01978", 0),
    ("Glasgow", "", "G", "0141", 1), ("Paisley", "Renfrewshire", "PA", "0141", 1),
    ("Dundee", "", "DD", "01382", 1), ("Perth", "Perth and Kinross", "PH", "01738", 1),
    ("Inverness", "Highland", "IV", "01463", 1), ("Aberdeen", "", "AB", "01224", 1),
    ("Stirling", "", "FK", "01786", 1), ("Kirkcaldy", "Fife", "KY", "01592", 1),
)

# US: town, state abbreviation, state name, zip prefix, area code
US_TOWNS = (
    ("Springfield", "IL", "Illinois", "627", "217"), ("Peoria", "IL", "Illinois", "616", "309"),
    ("Dayton", "OH", "Ohio", "454", "937"), ("Akron", "OH", "Ohio", "443", "330"),
    ("Toledo", "OH", "Ohio", "436", "419"), ("Scranton", "PA", "Pennsylvania", "185", "570"),
    ("Allentown", "PA", "Pennsylvania", "181", "610"), ("Erie", "PA", "Pennsylvania", "165", "814"),
    ("Worcester", "MA", "Massachusetts", "016", "508"), ("Lowell", "MA", "Massachusetts", "018", "978"),
    ("Providence", "RI", "Rhode Island", "029", "401"), ("Hartford", "CT", "Connecticut", "061", "860"),
    ("Albany", "NY", "New York", "122", "518"), ("Syracuse", "NY", "New York", "132", "315"),
    ("Rochester", "NY", "New York", "146", "585"), ("Buffalo", "NY", "New York", "142", "716"),
    ("Fort Wayne", "IN", "Indiana", "468", "260"), ("Madison", "WI", "Wisconsin", "537", "608"),
    ("Green Bay", "WI", "Wisconsin", "543", "920"), ("Duluth", "MN", "Minnesota", "558", "218"),
    ("Boise", "ID", "Idaho", "837", "208"), ("Spokane", "WA", "Washington", "992", "509"),
    ("Tacoma", "WA", "Washington", "984", "253"), ("Eugene", "OR", "Oregon", "974", "541"),
    ("Reno", "NV", "Nevada", "895", "775"), ("Tucson", "AZ", "Arizona", "857", "520"),
    ("Mesa", "AZ", "Arizona", "852", "480"), ("El Paso", "TX", "Texas", "799", "915"),
    ("Waco", "TX", "Texas", "767", "254"), ("Tyler", "TX", "Texas", "757", "903"),
    ("Mobile", "AL", "Alabama", "366", "251"), ("Macon", "GA", "Georgia", "312", "478"),
    ("Savannah", "GA", "Georgia", "314", "912"), ("Charleston", "SC", "South Carolina", "294", "843"),
    ("Asheville", "NC", "North Carolina", "288", "828"), ("Knoxville", "TN", "Tennessee", "379", "865"),
    ("Lexington", "KY", "Kentucky", "405", "859"), ("Omaha", "NE", "Nebraska", "681", "402"),
    ("Wichita", "KS", "Kansas", "672", "316"), ("Tulsa", "OK", "Oklahoma", "741", "918"),
)

# Canada: town, province abbreviation, province, postal first letter, area code
CA_TOWNS = (
    ("Hamilton", "ON", "Ontario", "L", "905"), ("London", "ON", "Ontario", "N", "519"),
    ("Kingston", "ON", "Ontario", "K", "613"), ("Guelph", "ON", "Ontario", "N", "519"),
    ("Sudbury", "ON", "Ontario", "P", "705"), ("Barrie", "ON", "Ontario", "L", "705"),
    ("Oshawa", "ON", "Ontario", "L", "905"), ("Windsor", "ON", "Ontario", "N", "519"),
    ("Ottawa", "ON", "Ontario", "K", "613"), ("Kitchener", "ON", "Ontario", "N", "519"),
    ("Victoria", "BC", "British Columbia", "V", "250"), ("Kelowna", "BC", "British Columbia", "V", "250"),
    ("Kamloops", "BC", "British Columbia", "V", "250"), ("Nanaimo", "BC", "British Columbia", "V", "250"),
    ("Surrey", "BC", "British Columbia", "V", "604"), ("Red Deer", "AB", "Alberta", "T", "403"),
    ("Lethbridge", "AB", "Alberta", "T", "403"), ("Calgary", "AB", "Alberta", "T", "403"),
    ("Edmonton", "AB", "Alberta", "T", "780"), ("Regina", "SK", "Saskatchewan", "S", "306"),
    ("Saskatoon", "SK", "Saskatchewan", "S", "306"), ("Brandon", "MB", "Manitoba", "R", "204"),
    ("Winnipeg", "MB", "Manitoba", "R", "204"), ("Moncton", "NB", "New Brunswick", "E", "506"),
    ("Fredericton", "NB", "New Brunswick", "E", "506"), ("Halifax", "NS", "Nova Scotia", "B", "902"),
    ("Truro", "NS", "Nova Scotia", "B", "902"), ("Sydney", "NS", "Nova Scotia", "B", "902"),
    ("Charlottetown", "PE", "Prince Edward Island", "C", "902"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A", "709"),
)

# Australia: town, state abbreviation, state, postcode low, postcode high, area code
AU_TOWNS = (
    ("Wollongong", "NSW", "New South Wales", 2500, 2530, "02"), ("Newcastle", "NSW", "New South Wales", 2280, 2310, "02"),
    ("Dubbo", "NSW", "New South Wales", 2830, 2830, "02"), ("Orange", "NSW", "New South Wales", 2800, 2800, "02"),
    ("Wagga Wagga", "NSW", "New South Wales", 2650, 2650, "02"), ("Tamworth", "NSW", "New South Wales", 2340, 2340, "02"),
    ("Geelong", "VIC", "Victoria", 3214, 3228, "03"), ("Ballarat", "VIC", "Victoria", 3350, 3356, "03"),
    ("Bendigo", "VIC", "Victoria", 3550, 3556, "03"), ("Shepparton", "VIC", "Victoria", 3630, 3632, "03"),
    ("Toowoomba", "QLD", "Queensland", 4350, 4352, "07"), ("Townsville", "QLD", "Queensland", 4810, 4818, "07"),
    ("Cairns", "QLD", "Queensland", 4870, 4879, "07"), ("Rockhampton", "QLD", "Queensland", 4700, 4702, "07"),
    ("Mackay", "QLD", "Queensland", 4740, 4740, "07"), ("Bundaberg", "QLD", "Queensland", 4670, 4670, "07"),
    ("Launceston", "TAS", "Tasmania", 7248, 7250, "03"), ("Hobart", "TAS", "Tasmania", 7000, 7018, "03"),
    ("Devonport", "TAS", "Tasmania", 7310, 7310, "03"), ("Mandurah", "WA", "Western Australia", 6210, 6210, "08"),
    ("Bunbury", "WA", "Western Australia", 6230, 6230, "08"), ("Geraldton", "WA", "Western Australia", 6530, 6530, "08"),
    ("Mount Gambier", "SA", "South Australia", 5290, 5291, "08"), ("Whyalla", "SA", "South Australia", 5600, 5600, "08"),
    ("Darwin", "NT", "Northern Territory", 800, 812, "08"), ("Alice Springs", "NT", "Northern Territory", 870, 870, "08"),
    ("Canberra", "ACT", "Australian Capital Territory", 2600, 2617, "02"),
)

# New Zealand: town, region, postcode low, high, area code
NZ_TOWNS = (
    ("Hamilton", "Waikato", 3200, 3216, "07"), ("Tauranga", "Bay of Plenty", 3110, 3118, "07"),
    ("Rotorua", "Bay of Plenty", 3010, 3015, "07"), ("Napier", "Hawke's Bay", 4110, 4112, "06"),
    ("Hastings", "Hawke's Bay", 4120, 4122, "06"), ("Palmerston North", "Manawatu-Whanganui", 4410, 4414, "06"),
    ("Whanganui", "Manawatu-Whanganui", 4500, 4501, "06"), ("New Plymouth", "Taranaki", 4310, 4312, "06"),
    ("Nelson", "Nelson", 7010, 7011, "03"), ("Blenheim", "Marlborough", 7201, 7201, "03"),
    ("Timaru", "Canterbury", 7910, 7910, "03"), ("Dunedin", "Otago", 9010, 9016, "03"),
    ("Invercargill", "Southland", 9810, 9812, "03"), ("Whangarei", "Northland", 110, 112, "09"),
    ("Gisborne", "Gisborne", 4010, 4010, "06"), ("Masterton", "Wellington", 5810, 5810, "06"),
    ("Porirua", "Wellington", 5022, 5024, "04"), ("Lower Hutt", "Wellington", 5010, 5014, "04"),
)

# Ireland: town, county, Eircode routing key, area code
IE_TOWNS = (
    ("Galway", "Galway", "H91", "091"), ("Limerick", "Limerick", "V94", "061"),
    ("Waterford", "Waterford", "X91", "051"), ("Kilkenny", "Kilkenny", "R95", "056"),
    ("Sligo", "Sligo", "F91", "071"), ("Athlone", "Westmeath", "N37", "090"),
    ("Tralee", "Kerry", "V92", "066"), ("Ennis", "Clare", "V95", "065"),
    ("Drogheda", "Louth", "A92", "041"), ("Dundalk", "Louth", "A91", "042"),
    ("Navan", "Meath", "C15", "046"), ("Mullingar", "Westmeath", "N91", "044"),
    ("Castlebar", "Mayo", "F23", "094"), ("Letterkenny", "Donegal", "F92", "074"),
    ("Tullamore", "Offaly", "R35", "057"), ("Carlow", "Carlow", "R93", "059"),
    ("Wexford", "Wexford", "Y35", "053"), ("Clonmel", "Tipperary", "E91", "052"),
)

STREET_BASES = (
    "Elm", "Victoria", "Church", "Mill", "Station", "Albert", "Beech", "Rowan", "Hawthorn",
    "Lark", "Maple", "Cedar", "Oak", "Willow", "Harbour", "Queen", "Princes", "Manse",
    "Glebe", "Chapel", "Bridge", "Moor", "Kiln", "Tannery", "Orchard", "Fairview",
    "Highfield", "Greenbank", "Lister", "Cromwell", "Wellington", "Nelson", "Kitchener",
    "Gladstone", "Jubilee", "Coronation", "Clifton", "Belmont", "Ferndale", "Heathcote",
    "Pinecrest", "Riverside", "Lakeview", "Sycamore", "Magnolia", "Hickory", "Bluebell",
    "Kowhai", "Totara", "Wattle", "Banksia", "Jacaranda", "Pohutukawa", "Ash", "Larch",
)
STREET_SUFFIX = {
    "UK": ("Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens",
           "Terrace", "Way", "Grove", "Court"),
    "US": ("Street", "Avenue", "Drive", "Road", "Court", "Lane", "Boulevard", "Way", "Place"),
    "CA": ("Street", "Avenue", "Drive", "Road", "Crescent", "Court", "Boulevard", "Lane"),
    "AU": ("Street", "Road", "Parade", "Crescent", "Place", "Avenue", "Terrace", "Close"),
    "NZ": ("Street", "Road", "Crescent", "Place", "Avenue", "Terrace", "Drive"),
    "IE": ("Road", "Park", "Drive", "Avenue", "Terrace", "Lawn", "Grove", "Street"),
}

# invented hospitals (main sites) per country
HOSPITALS = {
    "UK": ("Calderbrook General Hospital", "St Winifred's Hospital", "Harrowfield Royal Infirmary",
           "Moorgate District Hospital", "Kingsmere University Hospital", "Ashby Vale Hospital",
           "Royal Penhallow Hospital", "Thornleigh Community Hospital", "Glenfarrow Royal Infirmary",
           "Ystrad Morlais Hospital"),
    "US": ("Mercy Ridge Medical Center", "St. Ansgar Regional Hospital", "Bayview Community Hospital",
           "Cedar Hollow Medical Center", "Prairie View Orthopedic Hospital", "Lakeshore Memorial Hospital",
           "Summit Pines Health System"),
    "CA": ("Trillium Ridge Health Centre", "St. Columba General Hospital", "Lakehead Valley Hospital",
           "Bow River Health Centre", "Seaview Regional Hospital", "Northern Birch Hospital"),
    "AU": ("Wattle Creek Base Hospital", "St Brendan's Private Hospital", "Coral Coast Hospital",
           "Banksia Health Campus", "Ironbark Regional Hospital", "Southern Ranges Hospital"),
    "NZ": ("Kowhai Valley Hospital", "Rimu Coast Hospital", "Harakeke Regional Hospital",
           "Te Puna Ora Hospital", "Matai Bay Hospital"),
    "IE": ("St Fiachra's University Hospital", "Corrib Valley Regional Hospital",
           "Slievemore General Hospital", "Our Lady of Ballintra Hospital", "Ardmore Bay Hospital"),
}
PRACTICES = {
    "UK": ("Beckside Medical Practice", "Hollins Lane Surgery", "The Ridgeway Health Centre",
           "Millstone Family Practice", "Westgate Surgery", "Brookfield Medical Centre",
           "Priory Road Surgery", "Castle View Practice"),
    "US": ("Maple Grove Family Medicine", "Northside Primary Care Associates", "Riverbend Internal Medicine",
           "Old Mill Family Physicians", "Sagebrush Primary Care"),
    "CA": ("Riverbend Family Health Team", "Maplewood Medical Clinic", "Harbourfront Family Practice",
           "Prairie Sky Medical Clinic", "Cedarvale Family Health Team"),
    "AU": ("Jacaranda Medical Centre", "Esplanade Family Practice", "Bluegum General Practice",
           "Red Hill Medical Clinic", "Lighthouse Family Doctors"),
    "NZ": ("Totara Health Centre", "Kahikatea Medical", "Tui Street Family Doctors", "Harbourside Medical Centre",
           "Ruapehu Road Surgery"),
    "IE": ("Abbeyfield Medical Centre", "Quay Street Family Practice", "Riverside Medical Practice",
           "Ballymore Health Centre", "Knockrea Family Doctors"),
}
WARDS = {
    "UK": ("Heron Ward", "Kingfisher Ward", "Larch Ward", "Ward 22", "Ward 7B", "Bramley Ward", "Aire Ward"),
    "US": ("4 West", "Ortho 5 North", "6 South", "3 East Surgical"),
    "CA": ("7 West Ortho", "Unit 4B", "Tamarack Unit", "5 North"),
    "AU": ("Ward 4A", "Banksia Ward", "Ward 6 Orthopaedics", "Wattle Ward"),
    "NZ": ("Ward 31", "Kereru Ward", "Ward 5 Orthopaedics", "Tui Ward"),
    "IE": ("St Brigid's Ward", "Ward 3A", "St Camillus Ward", "Corrib Ward"),
}
DAY_UNITS = {
    "UK": ("Kestrel Day Unit", "Osprey Day Case Unit", "Willow Suite"),
    "US": ("Lakeside Infusion Suite", "Pavilion B Infusion Center"),
    "CA": ("Birchwood Ambulatory Unit", "Lakeview Day Hospital"),
    "AU": ("Banksia Day Infusion Unit", "Waratah Day Unit"),
    "NZ": ("Pohutukawa Day Unit", "Kereru Day Stay Unit"),
    "IE": ("St Anne's Day Ward", "Aran Day Unit"),
}
CARE_HOMES = {
    "UK": ("Brambles Care Home", "Willowmead Nursing Home", "Oakhaven Residential Home"),
    "US": ("Sunny Acres Rehabilitation", "Briarwood Assisted Living", "Golden Oaks Skilled Nursing"),
    "CA": ("Pine Haven Long-Term Care", "Maple Court Retirement Residence"),
    "AU": ("Bottlebrush Gardens Aged Care", "Seabreeze Lodge Aged Care"),
    "NZ": ("Pohutukawa Rest Home", "Kauri Lodge Rest Home"),
    "IE": ("Ard na Gréine Nursing Home", "Ashgrove House Nursing Home"),
}
PHARMACIES = ("Fenwick's Pharmacy", "Cole & Daughters Chemist", "Corner Drug Pharmacy",
              "Harbour Lights Pharmacy", "Kingfisher Pharmacy", "Main Street Chemist", "Quayside Pharmacy")
DENTAL = ("Smile Bright Dental", "Parkside Dental Practice", "Harbour Dental Care", "Elmwood Dental Surgery")

EMPLOYERS = ("Brennan Freight", "Hollis & Rowe Solicitors", "Northgate Print Works",
             "Calder Valley Textiles", "Kestrel Bus Company", "Marlow Foods", "Tamar Dairies",
             "Acorn Building Society", "Riverside Bakery", "Ironbridge Steel", "Coastline Ferries",
             "Meridian Insurance", "Whitcombe Haulage", "Pinecrest Elementary School",
             "St Brigid's National School", "Greyfriars Primary School", "Lindqvist Timber Mills",
             "Harbourview Cannery", "Ostrander Electric", "Moana Fisheries", "Kauri Timber Co",
             "Glenmore Distillery", "Sunbeam Laundry", "Wattle Grove Council Depot")
CLUBS = ("Thornbury Walking Club", "Grace Baptist Fellowship", "St Aidan's Parish Guild",
         "Riverside Bowls Club", "Steady Steps Falls Group", "Silver Threads Choir",
         "Harbour Men's Shed", "Ladies' Probus Club of Westbury", "Kelso Street Mosque Women's Group",
         "Tuesday Tai Chi Circle")
ALARMS = ("Carelink North", "SafeHome Response", "LifeLine Connect", "Guardian Pendant Services")
INSURERS = {
    "US": ("Keystone Mutual Health", "Bluewater Health Plan", "Prairie Senior Advantage", "Harborlight Medicare Plus"),
    "AU": ("Harbour Health Fund", "Southern Lights Health Insurance"),
    "IE": ("Laurel Health Insurance", "Shamrock Medical Cover"),
    "CA": ("Great Northern Benefits", "Maple Leaf Mutual"),
    "NZ": ("Kiwi Care Health Cover",),
    "UK": ("Bristow Private Health",),
}
VENUES = ("Millbrook Shopping Centre", "Riverside Leisure Centre", "Elmfield Community Hall",
          "Harbour Point Mall", "Kingsway Bus Station", "Westfield Park Bowling Green",
          "Lakeside Library", "St Aidan's Church Hall", "Parkway Retail Park", "Old Corn Exchange")
ABROAD = ("Spain", "Portugal", "Greece", "Poland", "India", "Pakistan", "Jamaica", "Nigeria",
          "Italy", "Philippines", "Vietnam", "Cyprus", "Samoa", "Tonga", "Fiji", "Malta",
          "Canada", "Australia", "New Zealand", "South Africa", "Kenya", "Germany",
          "Netherlands", "Lebanon", "Ghana", "Chile", "Ukraine")
THE_COUNTRIES = ("Philippines", "Netherlands")
HOME_COUNTRY_NAMES = {"UK": ("UK", "United Kingdom"), "US": ("USA", "United States"),
                      "CA": ("Canada",), "AU": ("Australia",), "NZ": ("New Zealand",),
                      "IE": ("Ireland",)}

OCCUPATIONS = (
    "teacher", "primary school teacher", "nurse", "bus driver", "welder", "farmer",
    "shop assistant", "seamstress", "machinist", "hairdresser", "accountant", "postwoman",
    "postman", "cleaner", "school cook", "librarian", "civil servant", "coal miner",
    "fisherman", "dairy farmer", "sheep farmer", "lorry driver", "truck driver", "carpenter",
    "joiner", "electrician", "plumber", "bookkeeper", "legal secretary", "receptionist",
    "pharmacist", "care assistant", "chef", "baker", "builder", "publican", "midwife",
    "engineer", "mechanic", "tailor", "typist", "bank clerk", "factory worker",
    "cannery worker", "laboratory technician", "taxi driver", "church organist",
    "piano teacher", "social worker", "dental nurse", "ballet teacher", "jockey",
    "police officer", "bricklayer", "dressmaker", "physiotherapist", "radiographer",
)
