"""Place, care-site and organisation pools.  Every hospital, practice, ward,
employer, school, church and insurer below is invented for this set; towns,
states and countries are real place names used only as addresses."""

# (city, state/province/county or "", state full name or "", postal seed)
US = [("Springfield", "IL", "Illinois", "627"), ("Dayton", "OH", "Ohio", "454"),
      ("Worcester", "MA", "Massachusetts", "016"), ("Fresno", "CA", "California", "937"),
      ("Boise", "ID", "Idaho", "837"), ("Tulsa", "OK", "Oklahoma", "741"),
      ("Spokane", "WA", "Washington", "992"), ("Lubbock", "TX", "Texas", "794"),
      ("Duluth", "MN", "Minnesota", "558"), ("Asheville", "NC", "North Carolina", "288"),
      ("Savannah", "GA", "Georgia", "314"), ("Albany", "NY", "New York", "122"),
      ("Scranton", "PA", "Pennsylvania", "185"), ("Des Moines", "IA", "Iowa", "503"),
      ("Omaha", "NE", "Nebraska", "681"), ("Tucson", "AZ", "Arizona", "857"),
      ("Madison", "WI", "Wisconsin", "537"), ("Lexington", "KY", "Kentucky", "405"),
      ("Provo", "UT", "Utah", "846"), ("Billings", "MT", "Montana", "591"),
      ("Chattanooga", "TN", "Tennessee", "374"), ("Mobile", "AL", "Alabama", "366"),
      ("Eugene", "OR", "Oregon", "974"), ("Reno", "NV", "Nevada", "895"),
      ("Burlington", "VT", "Vermont", "054"), ("Hartford", "CT", "Connecticut", "061"),
      ("Little Rock", "AR", "Arkansas", "722"), ("Wichita", "KS", "Kansas", "672"),
      ("Fargo", "ND", "North Dakota", "581"), ("Sioux Falls", "SD", "South Dakota", "571"),
      ("Santa Fe", "NM", "New Mexico", "875"), ("Baton Rouge", "LA", "Louisiana", "708"),
      ("Gainesville", "FL", "Florida", "326"), ("Normal", "IL", "Illinois", "617"),
      ("Independence", "MO", "Missouri", "640"), ("Hope", "AR", "Arkansas", "718"),
      ("Liberty", "MO", "Missouri", "640"), ("Rochester", "MN", "Minnesota", "559"),
      ("Toledo", "OH", "Ohio", "436"), ("Macon", "GA", "Georgia", "312"),
      ("Cheyenne", "WY", "Wyoming", "820"), ("Bangor", "ME", "Maine", "044")]
UK = [("Leeds", "West Yorkshire", "", "LS"), ("Bristol", "", "", "BS"),
      ("Norwich", "Norfolk", "", "NR"), ("Exeter", "Devon", "", "EX"),
      ("Carlisle", "Cumbria", "", "CA"), ("Swansea", "", "", "SA"),
      ("Cardiff", "", "", "CF"), ("Aberdeen", "", "", "AB"), ("Dundee", "", "", "DD"),
      ("Inverness", "", "", "IV"), ("Belfast", "", "", "BT"),
      ("Stoke-on-Trent", "Staffordshire", "", "ST"), ("Wigan", "Greater Manchester", "", "WN"),
      ("Reading", "Berkshire", "", "RG"), ("Bath", "Somerset", "", "BA"),
      ("Derby", "Derbyshire", "", "DE"), ("Lincoln", "Lincolnshire", "", "LN"),
      ("Truro", "Cornwall", "", "TR"), ("Hull", "East Yorkshire", "", "HU"),
      ("Sunderland", "Tyne and Wear", "", "SR"), ("Colchester", "Essex", "", "CO"),
      ("Maidstone", "Kent", "", "ME"), ("Shrewsbury", "Shropshire", "", "SY"),
      ("Ely", "Cambridgeshire", "", "CB"), ("Worthing", "West Sussex", "", "BN"),
      ("Wrexham", "", "", "LL"), ("Paisley", "Renfrewshire", "", "PA")]
CA = [("Ottawa", "ON", "Ontario", "K"), ("Toronto", "ON", "Ontario", "M"),
      ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"),
      ("Kingston", "ON", "Ontario", "K"), ("Winnipeg", "MB", "Manitoba", "R"),
      ("Regina", "SK", "Saskatchewan", "S"), ("Saskatoon", "SK", "Saskatchewan", "S"),
      ("Calgary", "AB", "Alberta", "T"), ("Red Deer", "AB", "Alberta", "T"),
      ("Halifax", "NS", "Nova Scotia", "B"), ("Moncton", "NB", "New Brunswick", "E"),
      ("Victoria", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
      ("Sherbrooke", "QC", "Quebec", "J"), ("St. John's", "NL", "Newfoundland and Labrador", "A"),
      ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Thunder Bay", "ON", "Ontario", "P")]
AU = [("Parramatta", "NSW", "New South Wales", 2150), ("Newcastle", "NSW", "New South Wales", 2300),
      ("Wollongong", "NSW", "New South Wales", 2500), ("Geelong", "VIC", "Victoria", 3220),
      ("Ballarat", "VIC", "Victoria", 3350), ("Bendigo", "VIC", "Victoria", 3550),
      ("Toowoomba", "QLD", "Queensland", 4350), ("Townsville", "QLD", "Queensland", 4810),
      ("Cairns", "QLD", "Queensland", 4870), ("Adelaide", "SA", "South Australia", 5000),
      ("Mount Gambier", "SA", "South Australia", 5290), ("Perth", "WA", "Western Australia", 6000),
      ("Bunbury", "WA", "Western Australia", 6230), ("Hobart", "TAS", "Tasmania", 7000),
      ("Launceston", "TAS", "Tasmania", 7250), ("Darwin", "NT", "Northern Territory", 800),
      ("Orange", "NSW", "New South Wales", 2800), ("Broken Hill", "NSW", "New South Wales", 2880)]
IE = [("Dublin", "Dublin", "", "D0"), ("Cork", "Cork", "", "T12"), ("Galway", "Galway", "", "H91"),
      ("Limerick", "Limerick", "", "V94"), ("Waterford", "Waterford", "", "X91"),
      ("Sligo", "Sligo", "", "F91"), ("Letterkenny", "Donegal", "", "F92"),
      ("Tralee", "Kerry", "", "V92"), ("Ennis", "Clare", "", "V95"), ("Athlone", "Westmeath", "", "N37"),
      ("Kilkenny", "Kilkenny", "", "R95"), ("Drogheda", "Louth", "", "A92"), ("Navan", "Meath", "", "C15"),
      ("Castlebar", "Mayo", "", "F23"), ("Wexford", "Wexford", "", "Y35"), ("Mullingar", "Westmeath", "", "N91")]
TOWNS = {"US": US, "UK": UK, "CA": CA, "AU": AU, "IE": IE}

STREET_NAMES = """Elm Maple Juniper Kingsley Albion Gorse Wattle Cedar Birchwood Harbour
Station Mill Chapel Orchard Foxglove Lark Heron Quarry Tannery Beacon Linden Sycamore
Rowan Laurel Magnolia Prospect Wellington Victoria Hawthorn Bramble Ferncliff Osprey
Thistle Clover Meadowbank Riverside Millbrook Ashgrove Copperfield Weaver Cooper Tanner
Greenhill Lowther Parkside Whinmoor Banksia Jacaranda Ironbark Tamarack Spruce Pinecrest
Saltmarsh Larch Kestrel Blackthorn Waverley Pembroke Carrick Dunmore Glenview""".split()
STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Lane", "Road", "Court", "Blvd", "Way", "Place"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Terrace", "Avenue", "Grove", "Gardens", "Mews", "Way"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court"],
    "AU": ["Street", "St", "Road", "Parade", "Crescent", "Place", "Avenue", "Close"],
    "IE": ["Road", "Park", "Avenue", "Terrace", "Lawn", "Grove", "Heights", "Court"],
}

HOSP_ROOTS = """Rowanbrook Kestrel Valley|Northgate|Ashcombe|Greywater|Marlowe|Halden|Pelham Cross|
Ormond Vale|Sable Point|Ketterby|Wrenfield|Aldermoor|Brackenridge|Coldwater Bay|Glenmorrow|
Larkspur|Merrow Hill|Quillon|Stanwick|Tallisford|Umber Ridge|Vennick|Westmere|Yarrowdale|
Lindenfall|Harcastle|Brightlingham|Corvale|Dunmarrow|Eskerby|Fallowmere|Gilford Reach|
Holmcrest|Innisvale|Juniper Falls|Kilbarrow|Lochmaben Vale|Moorcastle|Penhallow|Ravensmoor""".replace("\n", "")
HOSP_ROOTS = [r.strip() for r in HOSP_ROOTS.replace("Rowanbrook Kestrel Valley", "Rowanbrook|Kestrel Valley").split("|") if r.strip()]
SAINTS = ["St. Aldric's", "St. Ottilie's", "St. Brennock's", "St. Wenna's", "St. Elspeth's",
          "Queen Adela", "St. Corentin's", "Our Lady of the Fields", "St. Ivor's", "St. Maelruan's"]
HOSP_SUFFIX = {
    "US": ["Medical Center", "University Medical Center", "Cancer Institute", "Regional Medical Center",
           "Health System", "Memorial Hospital", "Hospital"],
    "UK": ["University Hospital", "Infirmary", "General Hospital", "Royal Infirmary", "Cancer Centre",
           "Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Cancer Centre", "University Hospital"],
    "AU": ["Hospital", "Base Hospital", "Cancer Centre", "Private Hospital", "University Hospital"],
    "IE": ["University Hospital", "Hospital", "Regional Hospital", "Cancer Centre"],
}
PRACTICE_FORMS = {
    "US": ["{r} Family Medicine", "{r} Hematology & Oncology Associates", "{r} Internal Medicine Group",
           "{r} Primary Care", "{r} Oncology Partners"],
    "UK": ["{r} Surgery", "{r} Medical Practice", "{r} Health Centre", "{s} Road Surgery"],
    "CA": ["{r} Family Health Team", "{r} Medical Clinic", "{r} Community Health Centre"],
    "AU": ["{r} Medical Centre", "{r} Family Practice", "{r} General Practice"],
    "IE": ["{r} Medical Centre", "{s} Surgery", "{r} Family Practice"],
}
PHARMACIES = ["{r} Pharmacy", "{s} Street Pharmacy", "{r} Chemist", "{r} Apothecary"]
DENTAL = ["{r} Dental Group", "{r} Dental Practice", "{s} Dental Care"]
WARDS = ["Ward 7B", "Ward 22", "Ward 4C", "Ward 31", "Ward 9", "Rowan Ward", "Kingfisher Ward",
         "Osprey Unit", "Cedar Unit", "Laurel Ward", "5 North", "7 West", "4 East", "Heron Ward",
         "Jasmine Ward", "Skylark Unit", "Ward 12 Haematology", "Banksia Ward", "Magpie Ward",
         "Marigold Unit", "Nightingale Ward", "Ward 6A", "Willow Ward", "Station 54"]
DAY_UNITS = ["Aspen Day Unit", "Bluebell Suite", "Harbour Day Centre", "Mulberry Suite",
             "Lantern Day Unit", "Ward 5 Day Unit", "Juniper Ambulatory Unit", "Evergreen Infusion Suite"]
LODGING = ["Wren House", "Larkspur Lodge", "Bellbird Residence", "Halcyon House", "Kittiwake Lodge",
           "Rosemary House", "Tern House", "Alder Court"]

EMPLOYERS = """Halvorsen Freight|Tidewell Logistics|Cobalt Ridge Mining|Pinecrest Credit Union|
Dunmore Textiles|Marsh & Pell Solicitors|Redhaven Building Supplies|Kowhai Dairy Co-op|
Brightwater Elementary School|Orchard Lane Primary School|Saltcombe Fisheries|Greyfield Council|
Alder & Finch Accountants|Lantern Bakery|Harrowgate Auto Repair|Silverline Buses|Quarrytown Concrete|
Bellweather Insurance Brokers|Northfield Grain Elevator|Corrick Valley Vineyards|Tannery Row Cafe|
Ashbourne High School|Fenwick Steelworks|Clearwater Utilities|Kingsbridge Hotel Group|
Marigold Childcare Centre|Sparrowhawk Software|Ironbark Engineering|Juniper Home Care|
Westmere Public Library|Thornfield Furniture|Copperleaf Print Works|Merrow Valley Farms|
Riverbend Water Authority|Stanwick Rail Depot|Oakhaven Veterinary Clinic|Pebblecreek Golf Club|
Ravensmoor Plumbing|Glenmorrow Distillery|Heron Bay Marina|Larkfield Garden Centre""".replace("\n", "")
EMPLOYERS = [e.strip() for e in EMPLOYERS.split("|") if e.strip()]
COMMUNITY_ORGS = ["St. Ninian's Parish", "Grace Fellowship Church", "Beth Shalom Congregation",
                  "Al-Noor Community Centre", "Holy Trinity Parish", "Riverside Gurdwara",
                  "the Kingsmead Lions Club", "Tamarack Rotary Club", "Ashgrove Bowls Club",
                  "the Lymphoma Friends Network", "Marrow Buddies Trust", "Kilbarrow GAA Club",
                  "Larkspur Men's Shed", "Cedarvale Quilting Guild"]
INSURERS = {
    "US": ["Meridian Crest Health", "Bluestem Mutual", "Keystone Harbor Health Plan", "Prairie Shield Insurance",
           "Cascadia Benefit Trust", "Lakeshore Community Health Plan"],
    "UK": ["Aegis Healthcare Cover", "Brightfield Medical Assurance"],
    "CA": ["Maplecrest Group Benefits", "Northern Lights Life & Health"],
    "AU": ["Coastline Health Fund", "Wattlebank Health", "Bluegum Members Health"],
    "IE": ["Laurel Health Insurance", "Shannonside Health Cover"],
}

PROFESSIONS = """welder|primary school teacher|bus driver|accountant|dairy farmer|electrician|
software engineer|chef|plumber|postal worker|HGV driver|barista|carpenter|civil engineer|paralegal|
pharmacist|firefighter|lorry driver|graphic designer|librarian|hairdresser|warehouse supervisor|
mechanic|dental hygienist|police officer|real estate agent|fisherman|university lecturer|
nursing assistant|secondary school teacher|bricklayer|truck driver|bank teller|call centre manager|
social worker|sheep farmer|machinist|cleaner|taxi driver|architect|security guard|roofer|
line cook|childcare worker|payroll clerk|forklift operator|veterinary nurse|tiler|journalist|
shop assistant|retail manager|mail carrier|data analyst|painter and decorator|butcher|
hospital porter|school bus driver|landscaper|seamstress|tax adviser|miner|boilermaker|
flight attendant|midwife|sales representative|IT consultant|lab technician|carer""".replace("\n", "")
PROFESSIONS = [p.strip() for p in PROFESSIONS.split("|") if p.strip()]

ORIGINS = ["Portugal", "Nigeria", "the Philippines", "Vietnam", "India", "Poland", "Brazil", "Ghana",
           "Somalia", "Ukraine", "Mexico", "Jamaica", "Pakistan", "Greece", "Lebanon", "Iran", "Kenya",
           "Zimbabwe", "South Korea", "China", "Guatemala", "Eritrea", "Sri Lanka", "New Zealand",
           "Romania", "Turkey", "Italy", "Chile", "Colombia", "Fiji", "Tonga", "Samoa", "Bangladesh",
           "Ethiopia", "Iraq", "Georgia", "Jordan", "Peru", "Malaysia", "South Africa"]
DONOR_COUNTRIES = ["Germany", "Poland", "United States", "United Kingdom", "Israel", "Canada",
                   "Australia", "Spain", "Czech Republic", "Netherlands", "Brazil", "Sweden", "France",
                   "Italy", "Ireland", "Portugal", "India"]


def strip_the(s):
    """'the Philippines' -> ('the ', 'Philippines') so the article stays outside the span."""
    return ("the ", s[4:]) if s.startswith("the ") else ("", s)
