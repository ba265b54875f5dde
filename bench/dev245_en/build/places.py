"""Invented place / organisation / occupation pools for dev245. Fixed-order lists only."""

# US: state abbr, state name, zip prefixes, towns
US_STATES = [
    ("OH", "Ohio", ["430", "441", "452", "436"], ["Columbus", "Dayton", "Akron", "Mansfield", "Zanesville", "Lima", "Sandusky"]),
    ("PA", "Pennsylvania", ["151", "171", "180", "186"], ["Harrisburg", "Allentown", "Altoona", "Scranton", "Reading", "Erie"]),
    ("MI", "Michigan", ["482", "490", "495"], ["Lansing", "Kalamazoo", "Flint", "Saginaw", "Traverse City", "Ypsilanti"]),
    ("IL", "Illinois", ["606", "617", "627"], ["Peoria", "Joliet", "Champaign", "Decatur", "Rockford", "Evanston"]),
    ("TX", "Texas", ["750", "773", "787", "799"], ["Lubbock", "Amarillo", "Waco", "Tyler", "Abilene", "Odessa", "Laredo"]),
    ("GA", "Georgia", ["303", "310", "319"], ["Macon", "Augusta", "Valdosta", "Athens", "Albany", "Marietta"]),
    ("NC", "North Carolina", ["272", "277", "284"], ["Greensboro", "Wilmington", "Asheville", "Durham", "Fayetteville"]),
    ("WA", "Washington", ["981", "984", "992"], ["Spokane", "Tacoma", "Yakima", "Olympia", "Bellingham", "Kennewick"]),
    ("OR", "Oregon", ["972", "974", "977"], ["Eugene", "Salem", "Bend", "Medford", "Corvallis"]),
    ("MN", "Minnesota", ["551", "558", "559"], ["Duluth", "Rochester", "St. Cloud", "Mankato", "Bemidji"]),
    ("MA", "Massachusetts", ["010", "016", "021"], ["Worcester", "Springfield", "Lowell", "Brockton", "Fall River"]),
    ("AZ", "Arizona", ["850", "857", "863"], ["Tucson", "Mesa", "Flagstaff", "Yuma", "Prescott"]),
    ("CO", "Colorado", ["802", "805", "809"], ["Pueblo", "Greeley", "Boulder", "Fort Collins", "Grand Junction"]),
    ("TN", "Tennessee", ["372", "374", "381"], ["Knoxville", "Chattanooga", "Murfreesboro", "Jackson", "Clarksville"]),
    ("VA", "Virginia", ["232", "240", "245"], ["Roanoke", "Lynchburg", "Richmond", "Norfolk", "Charlottesville"]),
    ("WI", "Wisconsin", ["532", "537", "549"], ["Green Bay", "Madison", "Oshkosh", "Eau Claire", "Wausau"]),
    ("MO", "Missouri", ["631", "641", "658"], ["Springfield", "Joplin", "Columbia", "St. Joseph", "Cape Girardeau"]),
    ("IN", "Indiana", ["462", "468", "478"], ["Fort Wayne", "Evansville", "Bloomington", "Muncie", "Terre Haute"]),
    ("KY", "Kentucky", ["402", "405", "420"], ["Lexington", "Bowling Green", "Paducah", "Owensboro"]),
    ("NM", "New Mexico", ["871", "880"], ["Albuquerque", "Las Cruces", "Santa Fe", "Roswell"]),
    ("ME", "Maine", ["040", "044"], ["Bangor", "Lewiston", "Augusta", "Biddeford"]),
    ("CA", "California", ["936", "953", "956", "960"], ["Fresno", "Modesto", "Redding", "Stockton", "Chico", "Visalia"]),
]

US_COUNTIES = ["Franklin County", "Lackawanna County", "Marion County", "Washtenaw County", "Brazos County",
               "Bibb County", "Buncombe County", "Spokane County", "Lane County", "Olmsted County",
               "Hampden County", "Pima County", "Weld County", "Knox County", "Dane County"]

# UK: town, county, postcode area
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
    ("Bristol", "Avon", "BS"), ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Exeter", "Devon", "EX"),
    ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"), ("Leicester", "Leicestershire", "LE"),
    ("Derby", "Derbyshire", "DE"), ("Stoke-on-Trent", "Staffordshire", "ST"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Carlisle", "Cumbria", "CA"), ("Durham", "County Durham", "DH"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Hull", "East Yorkshire", "HU"), ("Lincoln", "Lincolnshire", "LN"),
    ("Cambridge", "Cambridgeshire", "CB"), ("Oxford", "Oxfordshire", "OX"), ("Reading", "Berkshire", "RG"),
    ("Swindon", "Wiltshire", "SN"), ("Gloucester", "Gloucestershire", "GL"), ("Worcester", "Worcestershire", "WR"),
    ("Shrewsbury", "Shropshire", "SY"), ("Chester", "Cheshire", "CH"), ("Wrexham", "Clwyd", "LL"),
    ("Swansea", "West Glamorgan", "SA"), ("Cardiff", "South Glamorgan", "CF"), ("Newport", "Gwent", "NP"),
    ("Taunton", "Somerset", "TA"), ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"),
    ("Brighton", "East Sussex", "BN"), ("Guildford", "Surrey", "GU"), ("Luton", "Bedfordshire", "LU"),
    ("Northampton", "Northamptonshire", "NN"), ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"),
    ("Kilmarnock", "Ayrshire", "KA"), ("Peterborough", "Cambridgeshire", "PE"), ("Harrogate", "North Yorkshire", "HG"),
    ("Kendal", "Cumbria", "LA"), ("Barnstaple", "Devon", "EX"), ("Colchester", "Essex", "CO"),
]

UK_VILLAGES = ["Little Hadley", "Upper Brockton", "Ashby Parva", "Kings Norwood", "Thornfield", "Wetherden",
               "Saxby", "Great Ousley", "Burnham Marsh", "Long Whitton", "Hadleigh Green", "Nether Combe"]

# AU: suburb/town, state abbr, state name, postcode range
AU_STATES = [
    ("NSW", "New South Wales", 2000, 2899, ["Parramatta", "Penrith", "Wollongong", "Newcastle", "Dubbo", "Orange",
                                            "Wagga Wagga", "Tamworth", "Blacktown", "Lismore", "Goulburn", "Bathurst"]),
    ("VIC", "Victoria", 3000, 3999, ["Geelong", "Ballarat", "Bendigo", "Frankston", "Dandenong", "Shepparton",
                                     "Warrnambool", "Traralgon", "Mildura", "Footscray", "Sunbury"]),
    ("QLD", "Queensland", 4000, 4899, ["Toowoomba", "Townsville", "Cairns", "Ipswich", "Logan", "Rockhampton",
                                       "Mackay", "Bundaberg", "Caboolture", "Hervey Bay"]),
    ("SA", "South Australia", 5000, 5799, ["Elizabeth", "Mount Gambier", "Whyalla", "Murray Bridge", "Salisbury",
                                           "Port Augusta", "Noarlunga"]),
    ("WA", "Western Australia", 6000, 6799, ["Joondalup", "Mandurah", "Bunbury", "Geraldton", "Kalgoorlie",
                                             "Armadale", "Rockingham", "Albany"]),
    ("TAS", "Tasmania", 7000, 7399, ["Launceston", "Devonport", "Burnie", "Glenorchy", "Kingston"]),
    ("ACT", "Australian Capital Territory", 2600, 2620, ["Belconnen", "Tuggeranong", "Gungahlin", "Woden"]),
    ("NT", "Northern Territory", 800, 899, ["Palmerston", "Katherine", "Casuarina", "Alice Springs"]),
]

STREET_WORDS = """Maple Oak Elm Cedar Birch Willow Chestnut Hawthorn Juniper Laurel Magnolia Poplar Sycamore
Walnut Aspen Linden Rowan Holly Alder Beech Kingsley Ashford Carrington Dunmore Fairfield Glenview Highbury
Kestrel Lindsay Melrose Newbury Oakridge Pembroke Queensbury Redcliffe Sandringham Thornton Upland Victoria
Westbourne Yarrow Wattle Banksia Jacaranda Waratah Bottlebrush Grevillea Boronia Ironbark Tallowwood Casuarina
Riverside Station Mill Church Bridge Chapel Meadow Orchard Quarry Harbour Seaview Hillcrest Sunnyside Greenway
Lakeview Ridgeway Prospect Union Liberty Franklin Jefferson Lincoln Madison Monroe Garfield Hamilton Adams
Beaumont Calloway Delancey Everett Fenwick Gresham Hollis Ingram Jessop Kilburn Loxley Marwood Norcott Ottery
Pilgrim Quarrie Rushmere Stanwell Tilbury Upton Vessey Wexford Yardley Zetland""".split()

US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Lane", "Ct", "Way", "Pl", "Pkwy", "Cir"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Terrace", "Way", "Mews", "Grove", "Rd", "St"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Crescent", "Cres", "Court", "Ct", "Close", "Place", "Highway", "Tce"]

HOSP_PLACES = ["Lakeshore", "Brookfield", "Cedar Ridge", "Millbrook", "Westmoor", "Ashgrove", "Kingsmead",
               "Riverbend", "Fairhaven", "Pinecrest", "Stonebridge", "Hollowell", "Marrick", "Glenmore",
               "Harrowgate", "Bellhaven", "Copperfield", "Elmstead", "Foxhollow", "Greystone", "Hartwell",
               "Juniper Valley", "Kirkdale", "Larchmont", "Mapleton", "Northgate", "Oakhurst", "Prairie View",
               "Quarry Hill", "Ravenscourt", "Silverbrook", "Tamarind Coast", "Upper Valley", "Wexley", "Yarra Bend",
               "Ambleside", "Coral Coast", "Eastlake", "Fernhill", "Goldfields", "Highfield", "Inglewood",
               "Jarrah Coast", "Kurrajong", "Lyndhurst", "Murraylands", "Thorne Valley", "Saltmarsh", "Wyvern",
               "Calder Vale", "Sutherfield", "Redmoor", "Beckingham", "Carrowmore", "Ennerdale", "Halloway"]
SAINTS = ["Brigid", "Columba", "Aidan", "Oswin", "Cuthbert", "Hilda", "Petroc", "Winifred", "Benedict", "Clare",
          "Monica", "Jude", "Raphael", "Anselm", "Bede", "Agnes", "Dunstan", "Ursula", "Swithin", "Ninian"]
HOSP_SUFFIX_US = ["General Hospital", "Medical Center", "Regional Medical Center", "Memorial Hospital",
                  "Community Hospital", "University Hospital", "Health System", "Medical Center - North Campus"]
HOSP_SUFFIX_UK = ["General Hospital", "District General Hospital", "Royal Infirmary", "University Hospital",
                  "Community Hospital", "Hospital"]
HOSP_SUFFIX_AU = ["Base Hospital", "Hospital", "Health Service", "Private Hospital", "District Hospital",
                  "University Hospital", "Health Campus"]

COMPANY_WORDS = ["Apex", "Meridian", "Clearwater", "Northstar", "Bluegum", "Harbourside", "Keystone", "Summit",
                 "Evergreen", "Beacon", "Cornerstone", "Silverline", "Tidewell", "Bluewater", "Ironside", "Kinetic",
                 "Larkspur", "Orion", "Pinnacle", "Redgum", "Sterling", "Trident", "Vantage", "Westwind", "Zenith",
                 "Amberly", "Brightpath", "Coastline", "Driftwood", "Emberton", "Falcon", "Granite", "Horizon",
                 "Lighthouse", "Mosaic", "Nimbus", "Oakleaf", "Paragon", "Quill", "Riverstone", "Saltbush"]

INFUSION_PROVIDER_FMT = ["{w} Home Infusion", "{w} Infusion Pharmacy", "{w} Specialty Pharmacy", "{w} Homecare",
                         "{w} Infusion Services", "{w} Home Health", "{w} Community Nursing", "{w} Infusion Partners"]
GP_FMT = ["{s} Surgery", "{p} Medical Centre", "{p} Family Practice", "{p} Health Centre", "{s} Medical Group",
          "{p} Primary Care", "{s} Road Surgery"]
WARD_NAMES = ["Kestrel", "Heron", "Rowan", "Juniper", "Wattle", "Waratah", "Osprey", "Linden", "Magnolia",
              "Bluebell", "Foxglove", "Larch", "Curlew", "Bittern", "Sorrel", "Tamarisk", "Grevillea", "Kingfisher",
              "Merlin", "Plover", "Hazel", "Alder", "Saffron", "Wren", "Avocet", "Bracken"]
BUILDINGS = ["Marlowe Wing", "Kestrel House", "Ashdown Building", "Harcourt Pavilion", "Tennant Block",
             "Lister Annexe", "Carrick Tower", "Bellamy Wing", "Pearson Building", "Elgin House", "Rosslyn Pavilion",
             "Ferrier Wing", "Ostler Building", "Cadell House"]
LANDMARKS = ["Millbrook water tower", "Brickworks chimney", "Kings Arms pub", "Carrow Road roundabout",
             "Route 9 grain silos", "Memorial Park gates", "Hollis Creek bridge", "Riverside caravan park",
             "Big Pineapple sign", "Jubilee clock tower", "Greystone quarry gate", "Old Mill car park"]

ORG_FMT = ["{w} Freight", "{w} Logistics", "{p} City Council", "{p} Unified School District", "{w} Construction",
           "{w} Mining", "{p} Bowls Club", "{w} Engineering", "{w} Supermarkets", "{p} Baptist Church",
           "{w} Transport", "{p} Shire Council", "{w} Steel", "{w} Poultry", "{p} Grammar School", "{w} Hardware",
           "{w} Bakeries", "{w} Security", "{p} Golf Club", "{w} Motors", "{w} Call Centre", "{p} Fire Brigade"]
COURIER_FMT = ["{w} Express", "{w} Couriers", "{w} Medical Logistics", "{w} Cold Chain", "{w} Same-Day"]
INSURER_US = ["{w} Health Plan", "{w}Care Insurance", "{w} Mutual Health", "{w} Community Health Plan", "{w} BlueShield Plan"]
INSURER_AU = ["{w} Health Fund", "{w} Health", "{w} Members Health"]
INSURER_UK = ["{w} Healthcare", "{w} Health Insurance", "{w} Medical Assurance"]

PROFESSIONS = ["welder", "schoolteacher", "teacher", "plumber", "electrician", "farmer", "dairy farmer",
               "truck driver", "lorry driver", "long-haul driver", "bus driver", "taxi driver", "nurse", "accountant",
               "chef", "cook", "baker", "butcher", "carpenter", "joiner", "bricklayer", "roofer", "painter and decorator",
               "mechanic", "diesel mechanic", "panel beater", "boilermaker", "miner", "fly-in fly-out miner",
               "fisherman", "shearer", "groundsman", "gardener", "landscaper", "cleaner", "hairdresser", "barber",
               "beautician", "dental nurse", "pharmacy assistant", "librarian", "lecturer", "software developer",
               "IT consultant", "engineer", "civil engineer", "architect", "solicitor", "lawyer", "paralegal",
               "police officer", "firefighter", "paramedic", "prison officer", "soldier", "postman", "postal worker",
               "warehouse operative", "forklift driver", "shop assistant", "cashier", "retail manager",
               "bank clerk", "estate agent", "real estate agent", "journalist", "musician", "tattoo artist",
               "care worker", "aged care worker", "childminder", "social worker", "veterinary nurse", "vet",
               "laboratory technician", "security guard", "bartender", "publican", "waitress", "waiter", "scaffolder",
               "plasterer", "tiler", "machinist", "seamstress", "factory worker", "meat packer", "abattoir worker",
               "crane operator", "pilot", "flight attendant", "sheet metal worker", "printer", "stonemason",
               "church minister", "pastor", "professor", "graduate student", "student", "dock worker",
               "housekeeper", "dental hygienist", "optometrist", "surveyor", "delivery driver", "courier"]

COUNTRIES = ["Portugal", "India", "Pakistan", "Bangladesh", "Nigeria", "Ghana", "Kenya", "Somalia", "Ethiopia",
             "Vietnam", "Chile", "China", "Hong Kong", "South Korea", "Japan", "Thailand", "Poland",
             "Romania", "Ukraine", "Greece", "Italy", "Spain", "Mexico", "Guatemala", "El Salvador", "Brazil",
             "Colombia", "Peru", "Iran", "Iraq", "Syria", "Lebanon", "Turkey", "Egypt", "Morocco", "Sudan",
             "South Africa", "Zimbabwe", "Samoa", "Tonga", "Fiji", "New Zealand", "Ireland", "Germany",
             "Belgium", "Sri Lanka", "Nepal", "Malaysia", "Indonesia", "Cambodia", "Jamaica", "Trinidad",
             "Canada", "France", "Croatia", "Serbia", "Afghanistan", "Eritrea"]
COUNTRY_SELF = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK", "England", "Wales", "Scotland"],
                "AU": ["Australia"]}
LANG_OF = {"Portugal": "Portuguese", "India": "Hindi", "Pakistan": "Urdu", "Bangladesh": "Bengali", "Nigeria": "Yoruba",
           "Ghana": "Twi", "Kenya": "Swahili", "Somalia": "Somali", "Ethiopia": "Amharic", "Vietnam": "Vietnamese",
           "China": "Mandarin", "Hong Kong": "Cantonese", "South Korea": "Korean", "Japan": "Japanese", "Thailand": "Thai",
           "Poland": "Polish", "Romania": "Romanian", "Ukraine": "Ukrainian", "Greece": "Greek", "Italy": "Italian",
           "Spain": "Spanish", "Mexico": "Spanish", "Guatemala": "Spanish", "El Salvador": "Spanish", "Brazil": "Portuguese",
           "Colombia": "Spanish", "Peru": "Spanish", "Iran": "Farsi", "Iraq": "Arabic", "Syria": "Arabic", "Lebanon": "Arabic",
           "Turkey": "Turkish", "Egypt": "Arabic", "Morocco": "Arabic", "Sudan": "Arabic", "Samoa": "Samoan", "Tonga": "Tongan",
           "Nepal": "Nepali", "Afghanistan": "Dari", "Eritrea": "Tigrinya", "Cambodia": "Khmer", "Croatia": "Croatian",
           "Serbia": "Serbian", "Germany": "German", "France": "French", "Chile": "Spanish", "Indonesia": "Indonesian"}
LANGS = ["Portuguese", "Punjabi", "Urdu", "Bengali", "Yoruba", "Twi", "Swahili", "Somali", "Amharic", "Vietnamese",
         "Tagalog", "Mandarin", "Cantonese", "Korean", "Polish", "Romanian", "Ukrainian", "Greek", "Italian", "Spanish",
         "Farsi", "Arabic", "Turkish", "Samoan", "Tongan", "Nepali", "Tigrinya", "Dari"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "July 4th", "Labor Day", "Memorial Day",
                   "Easter"],
            "UK": ["Christmas", "Boxing Day", "New Year's Day", "Easter Monday", "Good Friday", "Whitsun"],
            "AU": ["Christmas", "Boxing Day", "Australia Day", "Anzac Day", "Easter", "Labour Day", "New Year's Day"]}
