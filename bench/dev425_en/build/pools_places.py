"""Place, organisation and occupation pools.  Every hospital, practice,
organisation and employer is invented; towns and regions are ordinary
geography."""

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Wakefield", "West Yorkshire", "WF"), ("Halifax", "West Yorkshire", "HX"),
    ("Bradford", "West Yorkshire", "BD"), ("Huddersfield", "West Yorkshire", "HD"), ("Harrogate", "North Yorkshire", "HG"),
    ("York", "North Yorkshire", "YO"), ("Scarborough", "North Yorkshire", "YO"), ("Hull", "East Riding of Yorkshire", "HU"),
    ("Sheffield", "South Yorkshire", "S"), ("Doncaster", "South Yorkshire", "DN"), ("Manchester", "Greater Manchester", "M"),
    ("Sale", "Greater Manchester", "M"), ("Bury", "Greater Manchester", "BL"), ("Oldham", "Greater Manchester", "OL"),
    ("Wigan", "Greater Manchester", "WN"), ("Preston", "Lancashire", "PR"), ("Lancaster", "Lancashire", "LA"),
    ("Blackburn", "Lancashire", "BB"), ("Carlisle", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"), ("Durham", "County Durham", "DH"),
    ("Darlington", "County Durham", "DL"), ("Middlesbrough", "North Yorkshire", "TS"), ("Nottingham", "Nottinghamshire", "NG"),
    ("Mansfield", "Nottinghamshire", "NG"), ("Leicester", "Leicestershire", "LE"), ("Loughborough", "Leicestershire", "LE"),
    ("Derby", "Derbyshire", "DE"), ("Matlock", "Derbyshire", "DE"), ("Birmingham", "West Midlands", "B"),
    ("Wolverhampton", "West Midlands", "WV"), ("Dudley", "West Midlands", "DY"), ("Coventry", "West Midlands", "CV"),
    ("Worcester", "Worcestershire", "WR"), ("Hereford", "Herefordshire", "HR"), ("Shrewsbury", "Shropshire", "SY"),
    ("Telford", "Shropshire", "TF"), ("Stoke-on-Trent", "Staffordshire", "ST"), ("Lichfield", "Staffordshire", "WS"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Cambridge", "Cambridgeshire", "CB"),
    ("March", "Cambridgeshire", "PE"), ("Peterborough", "Cambridgeshire", "PE"), ("Bedford", "Bedfordshire", "MK"),
    ("Luton", "Bedfordshire", "LU"), ("Oxford", "Oxfordshire", "OX"), ("Banbury", "Oxfordshire", "OX"),
    ("Reading", "Berkshire", "RG"), ("Slough", "Berkshire", "SL"), ("Guildford", "Surrey", "GU"),
    ("Woking", "Surrey", "GU"), ("Brighton", "East Sussex", "BN"), ("Hastings", "East Sussex", "TN"),
    ("Canterbury", "Kent", "CT"), ("Deal", "Kent", "CT"), ("Maidstone", "Kent", "ME"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Winchester", "Hampshire", "SO"), ("Bath", "Somerset", "BA"),
    ("Wells", "Somerset", "BA"), ("Street", "Somerset", "BA"), ("Taunton", "Somerset", "TA"), ("Bristol", "Bristol", "BS"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Torquay", "Devon", "TQ"), ("Truro", "Cornwall", "TR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Cheltenham", "Gloucestershire", "GL"), ("Cardiff", "South Glamorgan", "CF"),
    ("Swansea", "West Glamorgan", "SA"), ("Newport", "Gwent", "NP"), ("Wrexham", "Clwyd", "LL"), ("Bangor", "Gwynedd", "LL"),
    ("Edinburgh", "Midlothian", "EH"), ("Glasgow", "Lanarkshire", "G"), ("Paisley", "Renfrewshire", "PA"),
    ("Dundee", "Angus", "DD"), ("Aberdeen", "Aberdeenshire", "AB"), ("Inverness", "Highland", "IV"),
    ("Stirling", "Stirlingshire", "FK"), ("Ayr", "Ayrshire", "KA"), ("Belfast", "County Antrim", "BT"),
    ("Lisburn", "County Antrim", "BT"), ("Newry", "County Down", "BT"), ("Colchester", "Essex", "CO"),
    ("Chelmsford", "Essex", "CM"), ("Romford", "Essex", "RM"), ("Croydon", "Surrey", "CR"), ("Watford", "Hertfordshire", "WD"),
    ("St Albans", "Hertfordshire", "AL"), ("Milton Keynes", "Buckinghamshire", "MK"), ("Lincoln", "Lincolnshire", "LN"),
    ("Boston", "Lincolnshire", "PE"), ("Grimsby", "Lincolnshire", "DN"), ("Chester", "Cheshire", "CH"),
    ("Crewe", "Cheshire", "CW"), ("Warrington", "Cheshire", "WA"), ("Liverpool", "Merseyside", "L"),
    ("Southport", "Merseyside", "PR"), ("Northampton", "Northamptonshire", "NN"), ("Kettering", "Northamptonshire", "NN"),
]

# (city, state, abbreviation, zip prefix)
US_CITIES = [
    ("Springfield", "Illinois", "IL", "627"), ("Peoria", "Illinois", "IL", "616"), ("Columbus", "Ohio", "OH", "432"),
    ("Dayton", "Ohio", "OH", "454"), ("Akron", "Ohio", "OH", "443"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Lowell", "Massachusetts", "MA", "018"), ("Hartford", "Connecticut", "CT", "061"), ("Albany", "New York", "NY", "122"),
    ("Rochester", "New York", "NY", "146"), ("Buffalo", "New York", "NY", "142"), ("Trenton", "New Jersey", "NJ", "086"),
    ("Camden", "New Jersey", "NJ", "081"), ("Scranton", "Pennsylvania", "PA", "185"), ("Erie", "Pennsylvania", "PA", "165"),
    ("Richmond", "Virginia", "VA", "232"), ("Roanoke", "Virginia", "VA", "240"), ("Durham", "North Carolina", "NC", "277"),
    ("Asheville", "North Carolina", "NC", "288"), ("Savannah", "Georgia", "GA", "314"), ("Macon", "Georgia", "GA", "312"),
    ("Tampa", "Florida", "FL", "336"), ("Gainesville", "Florida", "FL", "326"), ("Mobile", "Alabama", "AL", "366"),
    ("Nashville", "Tennessee", "TN", "372"), ("Knoxville", "Tennessee", "TN", "379"), ("Louisville", "Kentucky", "KY", "402"),
    ("Lexington", "Kentucky", "KY", "405"), ("Ann Arbor", "Michigan", "MI", "481"), ("Lansing", "Michigan", "MI", "489"),
    ("Madison", "Wisconsin", "WI", "537"), ("Green Bay", "Wisconsin", "WI", "543"), ("Rochester", "Minnesota", "MN", "559"),
    ("Duluth", "Minnesota", "MN", "558"), ("Des Moines", "Iowa", "IA", "503"), ("Omaha", "Nebraska", "NE", "681"),
    ("Wichita", "Kansas", "KS", "672"), ("Tulsa", "Oklahoma", "OK", "741"), ("Austin", "Texas", "TX", "787"),
    ("El Paso", "Texas", "TX", "799"), ("Lubbock", "Texas", "TX", "794"), ("Tucson", "Arizona", "AZ", "857"),
    ("Boise", "Idaho", "ID", "837"), ("Spokane", "Washington", "WA", "992"), ("Tacoma", "Washington", "WA", "984"),
    ("Eugene", "Oregon", "OR", "974"), ("Fresno", "California", "CA", "937"), ("Oakland", "California", "CA", "946"),
    ("Sacramento", "California", "CA", "958"), ("Reno", "Nevada", "NV", "895"), ("Provo", "Utah", "UT", "846"),
    ("Billings", "Montana", "MT", "591"), ("Portland", "Maine", "ME", "041"), ("Burlington", "Vermont", "VT", "054"),
    ("Manchester", "New Hampshire", "NH", "031"), ("Wilmington", "Delaware", "DE", "198"), ("Baltimore", "Maryland", "MD", "212"),
    ("Charleston", "South Carolina", "SC", "294"), ("Jackson", "Mississippi", "MS", "392"), ("Shreveport", "Louisiana", "LA", "711"),
    ("Little Rock", "Arkansas", "AR", "722"), ("Santa Fe", "New Mexico", "NM", "875"), ("Anchorage", "Alaska", "AK", "995"),
    ("Hilo", "Hawaii", "HI", "967"), ("Independence", "Missouri", "MO", "640"), ("Paris", "Texas", "TX", "754"),
]

# (city, province, abbreviation, FSA letter)
CA_CITIES = [
    ("Hamilton", "Ontario", "ON", "L"), ("London", "Ontario", "ON", "N"), ("Kingston", "Ontario", "ON", "K"),
    ("Sudbury", "Ontario", "ON", "P"), ("Barrie", "Ontario", "ON", "L"), ("Guelph", "Ontario", "ON", "N"),
    ("Ottawa", "Ontario", "ON", "K"), ("Windsor", "Ontario", "ON", "N"), ("Halifax", "Nova Scotia", "NS", "B"),
    ("Moncton", "New Brunswick", "NB", "E"), ("Fredericton", "New Brunswick", "NB", "E"), ("Sherbrooke", "Quebec", "QC", "J"),
    ("Gatineau", "Quebec", "QC", "J"), ("Winnipeg", "Manitoba", "MB", "R"), ("Brandon", "Manitoba", "MB", "R"),
    ("Regina", "Saskatchewan", "SK", "S"), ("Saskatoon", "Saskatchewan", "SK", "S"), ("Calgary", "Alberta", "AB", "T"),
    ("Red Deer", "Alberta", "AB", "T"), ("Lethbridge", "Alberta", "AB", "T"), ("Kelowna", "British Columbia", "BC", "V"),
    ("Kamloops", "British Columbia", "BC", "V"), ("Nanaimo", "British Columbia", "BC", "V"), ("Victoria", "British Columbia", "BC", "V"),
    ("Charlottetown", "Prince Edward Island", "PE", "C"), ("St. John's", "Newfoundland and Labrador", "NL", "A"),
]

# (city, state, abbreviation, postcode first digit)
AU_CITIES = [
    ("Toowoomba", "Queensland", "QLD", "4"), ("Townsville", "Queensland", "QLD", "4"), ("Cairns", "Queensland", "QLD", "4"),
    ("Ipswich", "Queensland", "QLD", "4"), ("Newcastle", "New South Wales", "NSW", "2"), ("Wollongong", "New South Wales", "NSW", "2"),
    ("Orange", "New South Wales", "NSW", "2"), ("Dubbo", "New South Wales", "NSW", "2"), ("Wagga Wagga", "New South Wales", "NSW", "2"),
    ("Ballarat", "Victoria", "VIC", "3"), ("Bendigo", "Victoria", "VIC", "3"), ("Geelong", "Victoria", "VIC", "3"),
    ("Shepparton", "Victoria", "VIC", "3"), ("Launceston", "Tasmania", "TAS", "7"), ("Hobart", "Tasmania", "TAS", "7"),
    ("Mount Gambier", "South Australia", "SA", "5"), ("Whyalla", "South Australia", "SA", "5"), ("Bunbury", "Western Australia", "WA", "6"),
    ("Geraldton", "Western Australia", "WA", "6"), ("Darwin", "Northern Territory", "NT", "0"), ("Alice Springs", "Northern Territory", "NT", "0"),
    ("Canberra", "Australian Capital Territory", "ACT", "2"), ("Mildura", "Victoria", "VIC", "3"), ("Gympie", "Queensland", "QLD", "4"),
]

# (town, county, eircode routing key)
IE_TOWNS = [
    ("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"), ("Cobh", "Cork", "P24"), ("Clonmel", "Tipperary", "E91"),
    ("Nenagh", "Tipperary", "E45"), ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Ennis", "Clare", "V95"),
    ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"), ("Castlebar", "Mayo", "F23"), ("Westport", "Mayo", "F28"),
    ("Sligo", "Sligo", "F91"), ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"), ("Mullingar", "Westmeath", "N91"),
    ("Navan", "Meath", "C15"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Naas", "Kildare", "W91"),
    ("Newbridge", "Kildare", "W12"), ("Kilkenny", "Kilkenny", "R95"), ("Carlow", "Carlow", "R93"), ("Wexford", "Wexford", "Y35"),
    ("Waterford", "Waterford", "X91"), ("Limerick", "Limerick", "V94"), ("Portlaoise", "Laois", "R32"), ("Tullamore", "Offaly", "R35"),
    ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"), ("Bray", "Wicklow", "A98"), ("Cavan", "Cavan", "H12"),
]

STREET_NAMES = """
Mill Church Station Park Victoria Albert Queen King High Elm Oak Ash Beech Willow Maple Cedar Chestnut
Hawthorn Holly Birch Rowan Larch Poplar Meadow Orchard Brook River Bridge Castle Abbey Priory Chapel
School Market Green Manor Grange Hall Farm Kiln Forge Quarry Tannery Rope Wharf Canal Harbour Ferry
Mount Hillside Valley Ridge Moor Heath Common Fairview Belmont Greenfield Springfield Westfield
Northfield Ashgrove Beechwood Oakwood Sycamore Primrose Bluebell Lavender Heather Foxglove Kingfisher
Heron Lark Swallow Nelson Wellington Gladstone Lincoln Washington Jefferson Franklin Madison
Pine Spruce Laurel Magnolia Dogwood Hickory Walnut Sunset Lakeview Banksia Wattle Jacaranda Acacia
Kurrajong Boronia Grevillea Tamarind Harcourt Ellison Kempton Darley Ashby Carrow Fenwick Thornton
""".split()

UK_ST = ["Road", "Street", "Lane", "Avenue", "Close", "Drive", "Way", "Crescent", "Grove", "Terrace",
         "Gardens", "Place", "Court", "Walk", "Rise", "View", "Mews"]
US_ST = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Boulevard", "Blvd",
         "Court", "Ct", "Way", "Place", "Pl", "Terrace", "Circle"]
AU_ST = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade", "Pde", "Close",
         "Drive", "Dr", "Court", "Ct", "Place", "Way", "Terrace"]
IE_ST = ["Road", "Street", "Lane", "Avenue", "Park", "Drive", "Court", "Lawn", "Grove", "Heights",
         "Crescent", "Close", "View", "Terrace"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Ivy House", "Orchard Barn", "Fernleigh", "Meadow View",
                  "The Laurels", "Hillcrest", "Woodside", "Highfield House"]
IE_HOUSE_NAMES = ["Ard na Gréine", "Cois Abhann", "Teach Bán", "Glenview House", "Sliabh Rua"]

# invented stems for hospitals, practices and organisations
STEMS = """
Kestrel Vale, Northgate, Ashcombe, Harrowfield, Brackenridge, Millbrook, Elmstead, Larchmont, Thornbury,
Greywater, Highmoor, Sallowbank, Fernhollow, Calderbrook, Wyndham Cross, Oakhurst, Bramblegate, Lowmead,
Stonebridge, Ravensford, Copperfield, Hollins Park, Westerleigh, Marlowe, Eastwick, Brightwell, Ashby Vale,
Gorsefield, Redmarsh, Silverdale, Kingsmere, Cranleigh Moor, Fallowfield, Hazelmere, Tarnside, Woodhurst,
Pennington, Blackwater, Glenmore, Carrowmore, Lisnagh, Ballyross, Kilbrennan, Corran, Wattle Creek,
Banksia Heights, Coral Ridge, Kookaburra Flats, Red Gum, Pine Hollow, Maple Crest, Cedar Ridge,
Lakeshore, Prairie View, Riverbend, Bluestone, Granite Falls, Sandhurst Bay, Mistral Point, Halden
""".replace("\n", " ").split(",")
STEMS = [s.strip() for s in STEMS if s.strip()]

SAINTS = ["Aldhelm", "Bride", "Columba", "Cuthbert", "Oswin", "Brendan", "Finbarr", "Ita", "Winifred",
          "Piran", "Petroc", "Dunstan", "Hilda", "Chad", "Kentigern", "Ninian", "Declan", "Kevin",
          "Gregory", "Raphael", "Jude", "Vincent", "Anselm", "Bartholomew", "Agatha"]

WARD_NAMES = ["Brunel", "Ainsworth", "Kingfisher", "Lister", "Fleming", "Seacole", "Cavell", "Osprey", "Heron",
              "Rowan", "Juniper", "Bluebell", "Whitby", "Darwin", "Franklin", "Harvey", "Jenner", "Kestrel",
              "Linnet", "Merlin", "Puffin", "Skylark", "Tennyson", "Wordsworth", "Elgar", "Holst", "Avon",
              "Severn", "Tamar", "Tees", "Wensley", "Coquet", "Fenwick", "Larkspur"]

UNIT_WORDS = ["Day Unit", "Infusion Suite", "Day Case Unit", "Ambulatory Care Unit", "Infusion Centre",
              "Medical Day Unit", "Treatment Centre"]

ORG_HEADS = ["Logistics", "Freight", "Foods Ltd", "Engineering", "Builders", "Motors", "Print Works",
             "Haulage", "Dairies", "Bakery", "Plastics", "Textiles", "Solutions Ltd", "Recruitment",
             "Insurance Services", "Credit Union", "Water Company", "Steelworks", "Brewery", "Garden Centre",
             "Car Sales", "Distribution Centre", "Software", "Call Centre", "Marine Services", "Estates"]
US_ORG_HEADS = ["Freight Lines", "Manufacturing", "Health Partners LLC", "Insurance Group", "Logistics LLC",
                "Feed & Seed", "Auto Group", "Foods Inc", "Construction Company", "Credit Union", "Packaging Corporation"]

SCHOOL_HEADS = ["Primary School", "High School", "Academy", "College", "Community School", "Grammar School",
                "Sixth Form College", "Middle School", "Elementary School"]

HOMECARE = ["Carewell Homecare", "Medivance Home Services", "Lifeline Homecare", "Brightway Home Delivery",
            "Apex Homecare Ltd", "Helix Home Health", "Clearpath Specialty Pharmacy", "Northstar Specialty Rx",
            "Wattle Home Infusion", "Kinvara Homecare"]
APPLIANCE_CO = ["Brightway Home Delivery", "Stomacare Direct Ltd", "Fenwick Appliance Services",
                "Ostomart Supplies", "Careline Dispensing", "HomeFlow Supplies"]
INSURERS_US = ["Keystone Mutual Health", "Bluewater Health Plan", "Prairie Shield Insurance", "Summit Crest Health",
               "Cardinal Care Assurance", "Liberty Oak Health Plan", "Evergreen Mutual Health"]
INSURERS_UK = ["Harbourline Health Insurance", "Albion Private Medical", "Thistle Healthcare Cover",
               "Pennant Health Assurance"]
INSURERS_AU = ["Coral Coast Health Fund", "Southern Banksia Health", "Wattle Health Fund", "Outback Mutual"]
INSURERS_CA = ["Maple Crest Life", "Northern Lights Benefits", "Laurentian Group Benefits", "Prairie Crown Insurance"]
INSURERS_IE = ["Shamrock Health Cover", "Emerald Mutual Health", "Atlantic Health Insurance"]
PSP = ["InfuseCare Patient Support Program", "BioBridge Support Programme", "Harbour Access Program",
       "Stride Together Programme", "PathAssist Patient Program"]
LABS = ["Calder Diagnostics", "Pennine Reference Laboratory", "Meridian Specialty Labs",
        "Tasman Pathology Services", "Bluestone Clinical Laboratory", "Lakeshore Reference Lab"]

PROFESSIONS = """
bus driver|HGV driver|delivery driver|taxi driver|train conductor|primary school teacher|secondary school teacher|
teaching assistant|nursery nurse|care assistant|healthcare assistant|staff nurse|paramedic|pharmacist|dentist|
electrician|plumber|joiner|carpenter|bricklayer|plasterer|roofer|welder|mechanic|engineer|civil engineer|
software developer|IT technician|accountant|bookkeeper|solicitor|barrister|paralegal|police officer|firefighter|
prison officer|soldier|chef|sous chef|waitress|barista|bar manager|hairdresser|beautician|shop assistant|
supermarket cashier|warehouse operative|forklift driver|postman|postal worker|farmer|dairy farmer|gardener|
landscaper|cleaner|office manager|receptionist|call centre adviser|bank clerk|civil servant|social worker|
youth worker|student|university student|PhD student|apprentice electrician|
builder|graphic designer|photographer|journalist|musician|actor|personal trainer|professional footballer|
lorry driver|scaffolder|machinist|factory worker|cook|baker|butcher|fisherman|pilot|flight attendant|
estate agent|sales representative|marketing manager|architect|surveyor|lab technician|veterinary nurse|
dental nurse|optician|pharmacy technician|homemaker|stay-at-home parent|full-time carer|security guard|
doorman|tattoo artist|dog groomer|childminder|quantity surveyor|nail technician|tiler|painter and decorator
""".replace("\n", "").split("|")
PROFESSIONS = [p.strip() for p in PROFESSIONS if p.strip()]

COUNTRIES_TRAVEL = ["Portugal", "Spain", "Greece", "Turkey", "Egypt", "Morocco", "India", "Pakistan", "Bangladesh",
                    "Thailand", "Vietnam", "Nigeria", "Ghana", "Kenya", "Somalia", "Poland", "Romania", "Italy",
                    "France", "Mexico", "Jamaica", "Trinidad", "Sri Lanka", "the Philippines", "Indonesia",
                    "Brazil", "Peru", "Cyprus", "Croatia", "Bulgaria", "Lithuania", "China", "Japan", "Iran",
                    "Iraq", "Sudan", "Ethiopia", "South Africa", "Zimbabwe", "New Zealand", "Canada", "Ireland",
                    "Scotland", "Wales", "Australia", "Germany", "the Netherlands", "Dubai"]
# names of countries for "born in X"
BIRTH_COUNTRIES = ["Nigeria", "Ghana", "Poland", "Romania", "India", "Pakistan", "Bangladesh", "Somalia", "Jamaica",
                   "Ireland", "Scotland", "China", "Hong Kong", "Vietnam", "Iraq", "Iran", "Lithuania", "Portugal",
                   "Brazil", "Kenya", "Zimbabwe", "Sri Lanka", "the Philippines", "South Africa", "Turkey", "Italy"]

BUILDINGS = ["Beacon House", "Tolland Building", "Kingsley Wing", "Harcourt Block", "Elgar Building",
             "Riverside Wing", "Cedar Court", "Jubilee Building", "Peel Wing", "Clarendon Wing", "Larch House",
             "Atrium Building", "Octagon Block", "Meridian Wing"]
LANDMARKS = ["Halden Retail Park", "Marlowe Leisure Centre", "Kingsmere Bus Station", "Copperfield Shopping Centre",
             "Brightwell Community Hall", "Redmarsh Park and Ride", "Silverdale Sports Village", "Tarnside Market Hall"]
