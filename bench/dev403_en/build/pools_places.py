"""Place, organisation and occupation pools for dev403_en.

Towns are real towns (not identifying on their own); every hospital,
practice, pharmacy, laboratory, employer, school, insurer and homecare
company name is invented by combining the stems below.
"""

# country -> list of (town, region abbreviation or "", region full name or "", postcode seed)
TOWNS = {
    "US": [
        ("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"),
        ("Toledo", "OH", "Ohio", "436"), ("Madison", "WI", "Wisconsin", "537"),
        ("Green Bay", "WI", "Wisconsin", "543"), ("Eugene", "OR", "Oregon", "974"),
        ("Salem", "OR", "Oregon", "973"), ("Tucson", "AZ", "Arizona", "857"),
        ("Mesa", "AZ", "Arizona", "852"), ("Spokane", "WA", "Washington", "992"),
        ("Tacoma", "WA", "Washington", "984"), ("Boise", "ID", "Idaho", "837"),
        ("Albany", "NY", "New York", "122"), ("Buffalo", "NY", "New York", "142"),
        ("Syracuse", "NY", "New York", "132"), ("Worcester", "MA", "Massachusetts", "016"),
        ("Springfield", "MA", "Massachusetts", "011"), ("Hartford", "CT", "Connecticut", "061"),
        ("Providence", "RI", "Rhode Island", "029"), ("Raleigh", "NC", "North Carolina", "276"),
        ("Durham", "NC", "North Carolina", "277"), ("Charlotte", "NC", "North Carolina", "282"),
        ("Savannah", "GA", "Georgia", "314"), ("Austin", "TX", "Texas", "787"),
        ("Tyler", "TX", "Texas", "757"), ("Victoria", "TX", "Texas", "779"),
        ("Lafayette", "LA", "Louisiana", "705"), ("Jackson", "MS", "Mississippi", "392"),
        ("Lincoln", "NE", "Nebraska", "685"), ("Omaha", "NE", "Nebraska", "681"),
        ("Des Moines", "IA", "Iowa", "503"), ("Fargo", "ND", "North Dakota", "581"),
        ("Billings", "MT", "Montana", "591"), ("Reno", "NV", "Nevada", "895"),
        ("Aurora", "CO", "Colorado", "800"), ("Pueblo", "CO", "Colorado", "810"),
        ("Knoxville", "TN", "Tennessee", "379"), ("Lexington", "KY", "Kentucky", "405"),
        ("Richmond", "VA", "Virginia", "232"), ("Florence", "AL", "Alabama", "356"),
        ("Chester", "PA", "Pennsylvania", "190"), ("Erie", "PA", "Pennsylvania", "165"),
    ],
    "UK": [
        ("Leeds", "", "West Yorkshire", "LS"), ("Bradford", "", "West Yorkshire", "BD"),
        ("Wakefield", "", "West Yorkshire", "WF"), ("Sheffield", "", "South Yorkshire", "S"),
        ("Doncaster", "", "South Yorkshire", "DN"), ("York", "", "North Yorkshire", "YO"),
        ("Harrogate", "", "North Yorkshire", "HG"), ("Preston", "", "Lancashire", "PR"),
        ("Blackburn", "", "Lancashire", "BB"), ("Bolton", "", "Greater Manchester", "BL"),
        ("Stockport", "", "Greater Manchester", "SK"), ("Wigan", "", "Greater Manchester", "WN"),
        ("Chester", "", "Cheshire", "CH"), ("Crewe", "", "Cheshire", "CW"),
        ("Stoke-on-Trent", "", "Staffordshire", "ST"), ("Derby", "", "Derbyshire", "DE"),
        ("Nottingham", "", "Nottinghamshire", "NG"), ("Leicester", "", "Leicestershire", "LE"),
        ("Northampton", "", "Northamptonshire", "NN"), ("Norwich", "", "Norfolk", "NR"),
        ("Ipswich", "", "Suffolk", "IP"), ("Reading", "", "Berkshire", "RG"),
        ("Bath", "", "Somerset", "BA"), ("Exeter", "", "Devon", "EX"),
        ("Truro", "", "Cornwall", "TR"), ("Plymouth", "", "Devon", "PL"),
        ("Swindon", "", "Wiltshire", "SN"), ("Gloucester", "", "Gloucestershire", "GL"),
        ("Hereford", "", "Herefordshire", "HR"), ("Cardiff", "", "South Glamorgan", "CF"),
        ("Swansea", "", "West Glamorgan", "SA"), ("Wrexham", "", "Clwyd", "LL"),
        ("Glasgow", "", "Lanarkshire", "G"), ("Paisley", "", "Renfrewshire", "PA"),
        ("Dundee", "", "Angus", "DD"), ("Aberdeen", "", "Aberdeenshire", "AB"),
        ("Inverness", "", "Highland", "IV"), ("Edinburgh", "", "Midlothian", "EH"),
        ("Belfast", "", "County Antrim", "BT"), ("Newcastle upon Tyne", "", "Tyne and Wear", "NE"),
        ("Sunderland", "", "Tyne and Wear", "SR"), ("Durham", "", "County Durham", "DH"),
        ("Carlisle", "", "Cumbria", "CA"), ("Lancaster", "", "Lancashire", "LA"),
    ],
    "CA": [
        ("Toronto", "ON", "Ontario", "M"), ("Hamilton", "ON", "Ontario", "L"),
        ("London", "ON", "Ontario", "N"), ("Kingston", "ON", "Ontario", "K"),
        ("Ottawa", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"),
        ("Thunder Bay", "ON", "Ontario", "P"), ("Windsor", "ON", "Ontario", "N"),
        ("Guelph", "ON", "Ontario", "N"), ("Mississauga", "ON", "Ontario", "L"),
        ("Vancouver", "BC", "British Columbia", "V"), ("Victoria", "BC", "British Columbia", "V"),
        ("Kelowna", "BC", "British Columbia", "V"), ("Surrey", "BC", "British Columbia", "V"),
        ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"),
        ("Red Deer", "AB", "Alberta", "T"), ("Regina", "SK", "Saskatchewan", "S"),
        ("Saskatoon", "SK", "Saskatchewan", "S"), ("Winnipeg", "MB", "Manitoba", "R"),
        ("Brandon", "MB", "Manitoba", "R"), ("Halifax", "NS", "Nova Scotia", "B"),
        ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
        ("St. John's", "NL", "Newfoundland and Labrador", "A"),
        ("Charlottetown", "PE", "Prince Edward Island", "C"),
    ],
    "AU": [
        ("Sydney", "NSW", "New South Wales", "2000"), ("Parramatta", "NSW", "New South Wales", "2150"),
        ("Newcastle", "NSW", "New South Wales", "2300"), ("Wollongong", "NSW", "New South Wales", "2500"),
        ("Dubbo", "NSW", "New South Wales", "2830"), ("Wagga Wagga", "NSW", "New South Wales", "2650"),
        ("Melbourne", "VIC", "Victoria", "3000"), ("Geelong", "VIC", "Victoria", "3220"),
        ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"),
        ("Brisbane", "QLD", "Queensland", "4000"), ("Toowoomba", "QLD", "Queensland", "4350"),
        ("Cairns", "QLD", "Queensland", "4870"), ("Townsville", "QLD", "Queensland", "4810"),
        ("Adelaide", "SA", "South Australia", "5000"), ("Mount Gambier", "SA", "South Australia", "5290"),
        ("Perth", "WA", "Western Australia", "6000"), ("Bunbury", "WA", "Western Australia", "6230"),
        ("Hobart", "TAS", "Tasmania", "7000"), ("Launceston", "TAS", "Tasmania", "7250"),
        ("Darwin", "NT", "Northern Territory", "0800"), ("Alice Springs", "NT", "Northern Territory", "0870"),
        ("Canberra", "ACT", "Australian Capital Territory", "2600"),
    ],
    "NZ": [
        ("Auckland", "", "Auckland", "0600"), ("Manukau", "", "Auckland", "2104"),
        ("Hamilton", "", "Waikato", "3200"), ("Tauranga", "", "Bay of Plenty", "3110"),
        ("Rotorua", "", "Bay of Plenty", "3010"), ("Napier", "", "Hawke's Bay", "4110"),
        ("Hastings", "", "Hawke's Bay", "4120"), ("Palmerston North", "", "Manawatū-Whanganui", "4410"),
        ("Whanganui", "", "Manawatū-Whanganui", "4500"), ("Wellington", "", "Wellington", "6011"),
        ("Lower Hutt", "", "Wellington", "5010"), ("Nelson", "", "Nelson", "7010"),
        ("Christchurch", "", "Canterbury", "8011"), ("Timaru", "", "Canterbury", "7910"),
        ("Dunedin", "", "Otago", "9016"), ("Invercargill", "", "Southland", "9810"),
        ("Whangārei", "", "Northland", "0110"), ("Gisborne", "", "Gisborne", "4010"),
        ("New Plymouth", "", "Taranaki", "4310"),
    ],
    "IE": [
        ("Dublin", "", "Dublin", "D"), ("Cork", "", "Cork", "T12"), ("Galway", "", "Galway", "H91"),
        ("Limerick", "", "Limerick", "V94"), ("Waterford", "", "Waterford", "X91"),
        ("Kilkenny", "", "Kilkenny", "R95"), ("Sligo", "", "Sligo", "F91"),
        ("Letterkenny", "", "Donegal", "F92"), ("Athlone", "", "Westmeath", "N37"),
        ("Tralee", "", "Kerry", "V92"), ("Drogheda", "", "Louth", "A92"),
        ("Dundalk", "", "Louth", "A91"), ("Ennis", "", "Clare", "V95"),
        ("Navan", "", "Meath", "C15"), ("Mullingar", "", "Westmeath", "N91"),
        ("Wexford", "", "Wexford", "Y35"), ("Castlebar", "", "Mayo", "F23"),
    ],
}

COUNTRY_NAMES = {"US": "United States", "UK": "United Kingdom", "CA": "Canada",
                 "AU": "Australia", "NZ": "New Zealand", "IE": "Ireland"}

# countries mentioned as travel destinations, birthplaces, family abroad
ABROAD = ("Portugal Spain Poland Nigeria India Pakistan Jamaica Thailand Vietnam "
          "Philippines Greece Italy Lebanon Kenya Ghana Mexico Canada Australia "
          "Scotland Wales France Germany Croatia Morocco Egypt Turkey Fiji Samoa "
          "Tonga Japan Malaysia Singapore Iceland Norway Brazil Peru Chile "
          "Zimbabwe Somalia Romania Cyprus Malta").split()
ABROAD = ABROAD + ["South Africa", "Sri Lanka", "New Zealand", "Ireland", "Hong Kong"]

STREET_STEMS = ("Elm Station Church Mill Victoria Albert King Queen High Park Orchard "
                "Meadow Chapel Kingsley Rowan Hawthorn Larch Sycamore Beech Willow Cedar "
                "Maple Oak Birch Ferncliffe Carrow Tennyson Wordsworth Nelson Wellington "
                "Dunmore Kilbride Harbour Seaview Ridge Kowhai Rata Tōtara Wattle Banksia "
                "Jacaranda Bluegum Lakeshore Prospect Granville Hollins Ashgrove Bramble "
                "Foxglove Heron Kestrel Quarry Tanner Weavers Cobden Gladstone Marlowe "
                "Pinecrest Riverside Summit Juniper Magnolia Cypress Redwood Aspen").split()

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Road", "Boulevard", "Drive", "Lane", "Court", "Place", "Way", "St", "Ave", "Dr"],
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Grove", "Terrace", "Gardens", "Rd"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Way", "St", "Ave"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Court", "Place", "St", "Rd"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Rd", "St"],
    "IE": ["Road", "Street", "Avenue", "Park", "Court", "Lawn", "Grove", "Close", "Heights"],
}

HOSP_STEMS = ["Ashcombe", "Brierleigh", "Calderwick", "Dunmarsh", "Elderbank", "Fenholt",
              "Greyhaven", "Harlowe Vale", "Kestrel Ridge", "Larkmead", "Merrowfield",
              "Northavon", "Oakhaven", "Pennmoor", "Rosslyn Heath", "Silverbirch", "Tarrow",
              "Wyndale", "Coldharbour Marsh", "Bellhaven", "Corrie Brook", "Glenvane",
              "Hollowmere", "Kirkbrae", "Linthwaite", "Millbrae", "Ravensholt", "Stannerton",
              "Tullow Bay", "Westmere", "Yarrowdale", "Ambervale", "Brackenfield",
              "Caddon Water", "Drumlane", "Eastwold", "Fairhollow", "Gorselands",
              "Heathcote Park", "Inchmore", "Juniper Hill", "Quillon", "Sorrelbank"]

HOSP_SUFFIX = {
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital", "University Hospital",
           "Community Hospital", "Health Center"],
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "District General Hospital",
           "Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Private Hospital", "Health Service"],
    "NZ": ["Hospital", "Base Hospital", "Regional Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital"],
}
SAINTS = ["St Aldhelm's", "St Brigid's", "St Columba's", "St Ninian's", "St Petroc's",
          "St Wilfrid's", "St Oswin's", "St Cuthbert's", "Our Lady of the Vale",
          "St. Gerard's", "Mercy Bellhaven", "St Fintan's"]

DERM_PRACTICE = ["Dermatology Associates", "Skin Centre", "Skin & Psoriasis Clinic",
                 "Dermatology Group", "Skin Specialists", "Dermatology Partners"]
GP_SUFFIX = {
    "US": ["Family Medicine", "Primary Care", "Family Practice", "Internal Medicine Associates",
           "Medical Group"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery"],
}
WARDS = ["Linnet", "Heron", "Kingfisher", "Curlew", "Wren", "Skylark", "Osprey", "Plover",
         "Avocet", "Merlin", "Dunlin", "Fieldfare", "Nightingale", "Sandpiper"]
BUILDINGS = ["Fenwick Building", "Arden Wing", "Calloway Block", "Harrow Pavilion",
             "Tennant Building", "Ogilvie Wing", "Moreland House", "Lister-Kaye Block",
             "Whitcombe Pavilion", "Gatehouse Annexe", "Ellison Centre", "Stratton Wing"]
LANDMARKS = ["the Clock Tower car park", "the old chapel entrance", "the multistorey on Level 3",
             "the main atrium by the coffee kiosk", "the Fountain Court entrance",
             "the North Gate drop-off bay", "the helipad lift lobby"]

EMPLOYER_A = ["Greyfield", "Tasman", "Halcyon", "Pellow", "Brightwater", "Kerrigan", "Marlow",
              "Ironbridge", "Saltmarsh", "Cobalt Ridge", "Fernhill", "Redgate", "Northway",
              "Westbury", "Oakleaf", "Bluestone", "Harbourline", "Summerfield", "Quayside",
              "Thistledown", "Copperfield", "Ember Lane", "Ridgeback", "Holloway"]
EMPLOYER_B = ["Logistics", "Freight Lines", "Bakery", "Joinery", "Construction", "Engineering",
              "Print Works", "Dairy Co-op", "Motors", "Plumbing & Heating", "Foods", "Salon",
              "Catering", "Security", "Roofing", "Hotel", "Garden Centre", "Electrical",
              "Meat Processors", "Cleaning Services", "Timber Supplies", "Fisheries", "Bistro",
              "Care Homes"]
SCHOOLS = ["Riverside Academy", "St Brigid's Primary School", "Hollins Park High School",
           "Ashgrove College", "Kowhai Intermediate", "Wattle Grove Public School",
           "Prospect Heights Elementary", "Marlowe Community School", "Scoil Naomh Fionán",
           "Granville Secondary College"]
INSURER_A = ["Crestmark", "Northstar", "Bluewater", "Keystone Valley", "Summit Ridge", "Harborview",
             "Lakeshore", "Pinnacle Peak", "Seabright", "Redwood Shield"]
INSURER_B = ["Health Plan", "Mutual", "Health Insurance", "Benefits", "HealthCare", "Assurance"]
HOMECARE = ["Halden Homecare", "Medivance Home Delivery", "Carewell Homecare Services",
            "Clearpath Specialty Homecare", "Hometide Patient Services", "Ardent Homecare Ltd",
            "Veriscript Home Infusion", "NorthPoint Specialty Homecare Services"]
COURIER = ["Swiftline Couriers", "ColdChain Express", "Bluebird Logistics", "Polar Parcel"]
LABS = ["Meridian Pathology", "Crestview Laboratories", "Southgate Diagnostic Services",
        "Aurum Pathology", "Keystone Clinical Labs", "Lumen Histopathology Partners"]
CHURCHES = ["St Aidan's Parish", "Grace Fellowship Church", "Kingsway Baptist Church",
            "Holy Trinity parish", "Riverside Gurdwara", "Al-Noor Mosque"]

# occupations of patients / relatives; several relevant to hand psoriasis or UV exposure
OCCUPATIONS = ["welder", "hairdresser", "chef", "nurse", "primary school teacher", "plumber",
               "electrician", "bus driver", "bricklayer", "cleaner", "care assistant", "mechanic",
               "dairy farmer", "fisherman", "accountant", "solicitor", "software developer",
               "florist", "painter and decorator", "warehouse operative", "forklift driver",
               "postal worker", "firefighter", "police officer", "paramedic", "baker",
               "dental nurse", "swimming instructor", "lifeguard", "personal trainer", "roofer",
               "landscape gardener", "bar manager", "flight attendant", "shop assistant",
               "sheep shearer", "miner", "truck driver", "kitchen porter", "barber",
               "beauty therapist", "lab technician", "taxi driver", "builder", "joiner",
               "office administrator", "call centre agent", "factory worker", "carpenter",
               "nail technician", "pharmacy assistant", "childminder", "librarian", "vet",
               "cabinet maker", "tiler", "machinist", "stonemason", "gardener", "model"]
RELATIONS = [("wife", "F"), ("husband", "M"), ("partner", "X"), ("daughter", "F"), ("son", "M"),
             ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"),
             ("neighbour", "X"), ("friend", "X"), ("carer", "X")]

# telephone area codes by town (numbers themselves always contain 555)
AREA = {
    "US": {"Columbus": "614", "Dayton": "937", "Toledo": "419", "Madison": "608", "Green Bay": "920",
           "Eugene": "541", "Salem": "503", "Tucson": "520", "Mesa": "480", "Spokane": "509",
           "Tacoma": "253", "Boise": "208", "Albany": "518", "Buffalo": "716", "Syracuse": "315",
           "Worcester": "508", "Springfield": "413", "Hartford": "860", "Providence": "401",
           "Raleigh": "919", "Durham": "919", "Charlotte": "704", "Savannah": "912", "Austin": "512",
           "Tyler": "903", "Victoria": "361", "Lafayette": "337", "Jackson": "601", "Lincoln": "402",
           "Omaha": "402", "Des Moines": "515", "Fargo": "701", "Billings": "406", "Reno": "775",
           "Aurora": "303", "Pueblo": "719", "Knoxville": "865", "Lexington": "859", "Richmond": "804",
           "Florence": "256", "Chester": "610", "Erie": "814"},
    "CA": {"Toronto": "416", "Hamilton": "905", "London": "519", "Kingston": "613", "Ottawa": "613",
           "Sudbury": "705", "Thunder Bay": "807", "Windsor": "519", "Guelph": "519",
           "Mississauga": "905", "Vancouver": "604", "Victoria": "250", "Kelowna": "250",
           "Surrey": "604", "Calgary": "403", "Edmonton": "780", "Red Deer": "403", "Regina": "306",
           "Saskatoon": "306", "Winnipeg": "204", "Brandon": "204", "Halifax": "902", "Moncton": "506",
           "Fredericton": "506", "St. John's": "709", "Charlottetown": "902"},
    "UK": {"Leeds": "0113", "Bradford": "01274", "Wakefield": "01924", "Sheffield": "0114",
           "Doncaster": "01302", "York": "01904", "Harrogate": "01423", "Preston": "01772",
           "Blackburn": "01254", "Bolton": "01204", "Stockport": "0161", "Wigan": "01942",
           "Chester": "01244", "Crewe": "01270", "Stoke-on-Trent": "01782", "Derby": "01332",
           "Nottingham": "0115", "Leicester": "0116", "Northampton": "01604", "Norwich": "01603",
           "Ipswich": "01473", "Reading": "0118", "Bath": "01225", "Exeter": "01392", "Truro": "01872",
           "Plymouth": "01752", "Swindon": "01793", "Gloucester": "01452", "Hereford": "01432",
           "Cardiff": "029", "Swansea": "01792", "Wrexham": "01978", "Glasgow": "0141",
           "Paisley": "0141", "Dundee": "01382", "Aberdeen": "01224", "Inverness": "01463",
           "Edinburgh": "0131", "Belfast": "028", "Newcastle upon Tyne": "0191", "Sunderland": "0191",
           "Durham": "0191", "Carlisle": "01228", "Lancaster": "01524"},
    "AU": {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08", "WA": "08",
           "NT": "08"},
    "NZ": {"Auckland": "09", "Manukau": "09", "Whangārei": "09", "Hamilton": "07", "Tauranga": "07",
           "Rotorua": "07", "Napier": "06", "Hastings": "06", "Palmerston North": "06",
           "Whanganui": "06", "Gisborne": "06", "New Plymouth": "06", "Wellington": "04",
           "Lower Hutt": "04", "Nelson": "03", "Christchurch": "03", "Timaru": "03", "Dunedin": "03",
           "Invercargill": "03"},
    "IE": {"Dublin": "01", "Cork": "021", "Galway": "091", "Limerick": "061", "Waterford": "051",
           "Kilkenny": "056", "Sligo": "071", "Letterkenny": "074", "Athlone": "090", "Tralee": "066",
           "Drogheda": "041", "Dundalk": "042", "Ennis": "065", "Navan": "046", "Mullingar": "044",
           "Wexford": "053", "Castlebar": "094"},
}
# national non-geographic numbers for companies and insurers
NATIONAL = {"US": ["1-800-555-", "1-888-555-", "(877) 555-"], "CA": ["1-800-555-", "1-866-555-"],
            "UK": ["0345 555 ", "0300 555 ", "0800 555 "], "AU": ["1300 555 ", "1800 555 "],
            "NZ": ["0800 555 "], "IE": ["1800 555 ", "0818 555 "]}
CA_COLLEGE = {"ON": "CPSO", "BC": "CPSBC", "AB": "CPSA", "SK": "CPSS", "MB": "CPSM", "NS": "CPSNS",
              "NB": "CPSNB", "NL": "CPSNL", "PE": "CPSPEI"}
