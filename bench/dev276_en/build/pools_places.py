"""Invented place and organisation pools per country (author 276).
Towns mix real-sounding and invented names; hospitals, practices, companies,
schools and firms are invented."""

# state/province: (name, abbreviation, [towns], zip/postcode seed)
US_STATES = [
    ("Ohio", "OH", ["Dayton", "Marlow Falls", "Chillicothe", "Brennan Heights", "Sandusky"], "43"),
    ("Oregon", "OR", ["Eugene", "Cedar Hollow", "Bend", "Tillamook", "Harlan Ridge"], "97"),
    ("Texas", "TX", ["Lubbock", "Pecos Springs", "Waco", "San Marcos", "Dellwood"], "79"),
    ("Georgia", "GA", ["Macon", "Valdosta", "Pine Mills", "Athens", "Dalton"], "31"),
    ("Minnesota", "MN", ["Duluth", "Lake Orrin", "Mankato", "Bemidji", "Fergus Falls"], "55"),
    ("Arizona", "AZ", ["Flagstaff", "Yuma", "Sedona", "Copper Bluff", "Kingman"], "86"),
    ("Pennsylvania", "PA", ["Scranton", "Altoona", "Millbridge", "Erie", "Hazleton"], "16"),
    ("Massachusetts", "MA", ["Worcester", "Lowell", "Pittsfield", "Ashby Green", "Fall River"], "01"),
    ("North Carolina", "NC", ["Asheville", "Greenville", "Wilmington", "Boone", "Piney Creek"], "28"),
    ("Michigan", "MI", ["Kalamazoo", "Saginaw", "Traverse City", "Holloway", "Marquette"], "49"),
    ("Colorado", "CO", ["Pueblo", "Durango", "Greeley", "Silver Fork", "Loveland"], "81"),
    ("Tennessee", "TN", ["Knoxville", "Jackson", "Clarksville", "Harmon Gap", "Cookeville"], "37"),
    ("Wisconsin", "WI", ["Eau Claire", "Oshkosh", "Wausau", "Tamarack", "La Crosse"], "54"),
    ("New Mexico", "NM", ["Las Cruces", "Gallup", "Roswell", "Mesa Verde Flats", "Taos"], "88"),
    ("Maine", "ME", ["Bangor", "Lewiston", "Augusta", "Birch Harbor", "Presque Isle"], "04"),
    ("Iowa", "IA", ["Ames", "Dubuque", "Ottumwa", "Prairie Glen", "Sioux City"], "50"),
]

UK_COUNTIES = [
    # (county, [towns], postcode area letters)
    ("West Yorkshire", ["Halifax", "Keighley", "Ossett", "Holmfirth", "Dewsbury"], ["HX", "BD", "WF", "HD"]),
    ("Lancashire", ["Burnley", "Clitheroe", "Chorley", "Morecambe", "Darwen"], ["BB", "PR", "LA"]),
    ("Devon", ["Barnstaple", "Tiverton", "Totnes", "Bideford", "Okehampton"], ["EX", "TQ", "PL"]),
    ("Norfolk", ["King's Lynn", "Dereham", "Swaffham", "Cromer", "Wymondham"], ["PE", "NR"]),
    ("Kent", ["Ashford", "Faversham", "Sevenoaks", "Whitstable", "Tonbridge"], ["ME", "TN", "CT"]),
    ("Cumbria", ["Kendal", "Penrith", "Whitehaven", "Keswick", "Ulverston"], ["LA", "CA"]),
    ("Shropshire", ["Ludlow", "Oswestry", "Bridgnorth", "Whitchurch", "Church Stretton"], ["SY", "TF"]),
    ("Northumberland", ["Hexham", "Alnwick", "Morpeth", "Blyth", "Amble"], ["NE", "TD"]),
    ("Somerset", ["Taunton", "Frome", "Yeovil", "Bridgwater", "Minehead"], ["TA", "BA"]),
    ("Lincolnshire", ["Boston", "Louth", "Spalding", "Gainsborough", "Skegness"], ["PE", "LN"]),
    ("Greater Manchester", ["Wigan", "Bury", "Oldham", "Stockport", "Rochdale"], ["WN", "BL", "OL", "SK"]),
    ("Hampshire", ["Andover", "Romsey", "Petersfield", "Alton", "Lymington"], ["SP", "SO", "GU"]),
    ("Fife", ["Kirkcaldy", "Glenrothes", "Cupar", "Leven", "Dunfermline"], ["KY"]),
    ("Gwynedd", ["Bangor", "Caernarfon", "Porthmadog", "Pwllheli", "Bala"], ["LL"]),
    ("County Antrim", ["Ballymena", "Larne", "Lisburn", "Antrim", "Ballycastle"], ["BT"]),
]

AU_STATES = [
    ("New South Wales", "NSW", ["Parramatta", "Wagga Wagga", "Dubbo", "Tamworth", "Kiama", "Bathurst"], "2"),
    ("Victoria", "VIC", ["Geelong", "Ballarat", "Bendigo", "Warrnambool", "Frankston", "Sale"], "3"),
    ("Queensland", "QLD", ["Townsville", "Toowoomba", "Mackay", "Cairns", "Bundaberg", "Noosa"], "4"),
    ("Western Australia", "WA", ["Fremantle", "Bunbury", "Geraldton", "Albany", "Joondalup"], "6"),
    ("South Australia", "SA", ["Mount Gambier", "Whyalla", "Port Lincoln", "Murray Bridge", "Glenelg"], "5"),
    ("Tasmania", "TAS", ["Launceston", "Devonport", "Burnie", "Sorell", "Ulverstone"], "7"),
    ("Australian Capital Territory", "ACT", ["Belconnen", "Tuggeranong", "Gungahlin", "Woden"], "2"),
    ("Northern Territory", "NT", ["Darwin", "Alice Springs", "Katherine", "Palmerston"], "0"),
]

CA_PROVS = [
    ("Ontario", "ON", ["Kingston", "Sudbury", "Thunder Bay", "Peterborough", "Barrie", "Guelph"], "KPLNM"),
    ("British Columbia", "BC", ["Kelowna", "Nanaimo", "Kamloops", "Prince George", "Penticton"], "V"),
    ("Alberta", "AB", ["Red Deer", "Lethbridge", "Medicine Hat", "Grande Prairie", "Canmore"], "T"),
    ("Nova Scotia", "NS", ["Truro", "Antigonish", "Yarmouth", "Lunenburg", "Sydney"], "B"),
    ("Manitoba", "MB", ["Brandon", "Steinbach", "Thompson", "Portage la Prairie", "Selkirk"], "R"),
    ("Saskatchewan", "SK", ["Moose Jaw", "Prince Albert", "Swift Current", "Yorkton"], "S"),
    ("New Brunswick", "NB", ["Moncton", "Fredericton", "Bathurst", "Edmundston", "Miramichi"], "E"),
    ("Quebec", "QC", ["Sherbrooke", "Trois-Rivières", "Rimouski", "Gatineau", "Saguenay"], "GHJ"),
    ("Newfoundland and Labrador", "NL", ["Corner Brook", "Gander", "Grand Falls-Windsor", "Happy Valley-Goose Bay"], "A"),
]

STREET_STEMS = [
    "Larkspur", "Wattle", "Maple", "Juniper", "Holloway", "Kingfisher", "Orchard", "Quarry",
    "Tannery", "Mill", "Chapel", "Fenwick", "Granary", "Hawthorn", "Ironbark", "Jacaranda",
    "Kestrel", "Lilac", "Marigold", "Nutmeg", "Osprey", "Primrose", "Redgum", "Saltmarsh",
    "Thistle", "Upland", "Vale", "Willowbrook", "Yew Tree", "Birchfield", "Coronation",
    "Dunmore", "Elmstead", "Foxglove", "Greystone", "Heron", "Inverlea", "Juniper Hill",
    "Lambton", "Moorside", "Northgate", "Old Forge", "Pinecrest", "Rowan", "Sycamore",
    "Tidewater", "Riverside", "Station", "Church", "Victoria", "Albert", "Cedar", "Ash Grove",
    "Sumac", "Prairie", "Bluebonnet", "Magnolia", "Aspen", "Cottonwood", "Mesquite",
    "Banksia", "Grevillea", "Bottlebrush", "Kookaburra", "Lakeshore", "Tamarack", "Spruce",
]
STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Blvd", "Way", "Place"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Terrace", "Way", "Row", "Mews", "Drive"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Crescent", "Parade", "Drive", "Court", "Circuit", "Place"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Trail", "Lane"],
}
UNIT_FORMS = {
    "US": ["Apt {n}", "Unit {n}", "Apt. {n}{l}", "#{n}", "Suite {n}"],
    "UK": ["Flat {n}", "Flat {n}{l}", "Apartment {n}"],
    "AU": ["Unit {n}", "{n}/"],
    "CA": ["Apt {n}", "Unit {n}", "Suite {n}"],
}
HOUSE_NAMES = ["Rose Cottage", "The Old Rectory", "Ivy House", "Brook Farm", "Hillcrest",
               "Tanglewood", "The Laurels", "Orchard View"]

HOSPITALS = {
    "US": [("Brennan Valley Medical Center", "BVMC"), ("St. Casimir Regional Hospital", "SCRH"),
           ("Lakeview Presbyterian Hospital", "LPH"), ("Copper Bluff Health Center", None),
           ("Mercy Wellspring Hospital", None), ("Harlan Ridge Community Hospital", "HRCH"),
           ("Tamarack Memorial Hospital", "TMH"), ("Pine Mills General", None),
           ("Saint Odile Children's Hospital", None), ("Northfork University Hospital", "NUH"),
           ("Dellwood Burn & Wound Institute", None), ("Ashby Green Medical Center", None),
           ("Silver Fork Regional Medical Center", "SFRMC"), ("Prairie Glen Health", None)],
    "UK": [("Northgate General Hospital", "NGH"), ("Royal Thistlewood Infirmary", "RTI"),
           ("St Aldhelm's Hospital", None), ("Moorside District Hospital", "MDH"),
           ("Queen Adelaide Hospital", "QAH"), ("Fenwick Community Hospital", None),
           ("Kingsmere University Hospital", "KUH"), ("Saltmarsh Royal Hospital", None),
           ("Greystone Cottage Hospital", None), ("Lambton Park Hospital", None),
           ("Westerleigh Burns Centre", None), ("Priory Vale Hospital", "PVH")],
    "AU": [("Kookaburra Creek Hospital", None), ("Redgum Base Hospital", "RBH"),
           ("St Brigid's Public Hospital", None), ("Coral Coast Health Service", None),
           ("Banksia Heights Private Hospital", None), ("Southern Ranges Hospital", "SRH"),
           ("Jacaranda Women's and Children's Hospital", "JWCH"), ("Tidewater District Hospital", None),
           ("Ironbark Valley Hospital", "IVH"), ("Mount Ellery General", None)],
    "CA": [("Lakeshore Regional Health Centre", "LRHC"), ("St. Ouen Hospital", None),
           ("Spruce Harbour General Hospital", "SHGH"), ("Tamarack Valley Health Centre", None),
           ("Hôpital Sainte-Aurélie", None), ("Northern Lights Regional Hospital", "NLRH"),
           ("Cedar Point Children's Hospital", None), ("Grand Portage Memorial Hospital", None),
           ("Prairie Rose Health Centre", None), ("Fundy Shore Hospital", None)],
}

TRUSTS = {
    "US": ["Brennan Valley Health System", "Mercy Wellspring Health", "Northfork Health Partners"],
    "UK": ["Northgate Hospitals NHS Foundation Trust", "Thistlewood and Moorside NHS Trust",
           "Kingsmere University Hospitals NHS Trust", "Saltmarsh Coast Health Board"],
    "AU": ["Coastal Ridge Local Health District", "Southern Ranges Health Service",
           "Ironbark Valley Hospital and Health Service"],
    "CA": ["Lakeshore Health Network", "Spruce Harbour Health Authority", "Prairie Rose Health Region"],
}

PRACTICES = {
    "US": ["Maple Court Family Medicine", "Dellwood Dermatology Associates", "Riverbend Wound Clinic",
           "Sumac Street Primary Care", "Copper Bluff Plastic Surgery Group"],
    "UK": ["Elmstead Surgery", "Holloway Road Medical Practice", "The Granary Health Centre",
           "Kingfisher Medical Centre", "Chapel Street Surgery", "Moorside Family Practice"],
    "AU": ["Wattle Street Medical Centre", "Banksia Family Practice", "Kiama Skin Clinic",
           "Bottlebrush GP Clinic", "Harbourside Medical"],
    "CA": ["Lakeshore Family Health Team", "Spruce Street Medical Clinic", "Prairie Wound Care Clinic",
           "Clinique Beaulieu", "Tamarack Community Health Centre"],
}

CARE_HOMES = ["Rosewood Lodge", "Heatherbank Care Home", "The Willows Nursing Home",
              "Brookside Manor", "St Hilda's Residential Home", "Oakhaven Aged Care",
              "Lavender Court Care Centre", "Silverbirch Lodge", "Harbour View Aged Care"]

WARDS = ["Nightingale Ward", "Mulberry Ward", "Ward 14", "Ward 7B", "Cedar Unit", "Fleming Ward",
         "Kestrel Ward", "Ward 22", "Bluebell Ward", "Ward 4 North", "Lister Ward", "Orchid Ward",
         "Rainbow Ward", "Ward 3C", "Heron Ward", "Jubilee Ward", "Seacole Ward", "Wattle Ward"]

ROOMS = ["Studio 1", "Studio 2", "Studio 3", "Room 4.12", "Room G07", "Clinic Room 6",
         "Room 217", "Room 3B", "Photography Suite B", "Treatment Room 5", "Cubicle 8", "Room 1.04",
         "Studio A", "Room 2.18", "Consulting Room 11", "3D Imaging Suite 2"]
BEDS = ["Bay 3 Bed 6", "Bed 12", "Side Room 4", "Bay 2", "Bed 9", "Room 412B", "Bed 23",
        "Side Room 11", "Bay 5 Bed 2", "Room 7", "Bed 4", "Pod 3", "Cubicle 14"]

BUILDINGS = ["Jubilee Wing", "Harrowby Building", "Ellery Pavilion", "Tower Block B",
             "Lister Building", "East Annexe", "Fairweather Centre", "Nightingale Block"]

EMPLOYERS = [
    "Kestrel Freight Ltd", "Bramble & Co", "Saltmarsh Seafoods", "Ironbark Mining Pty Ltd",
    "Pendle Roofing Services", "Northgate Borough Council", "Tamarack Timber Co.",
    "Lakeshore Auto Body", "Greystone Quarries", "Fenwick Bakery", "Holroyd Engineering",
    "Copper Bluff Transit", "Blue Heron Landscaping", "Marlow Falls School District",
    "Granary Brewing Company", "Sunridge Solar Installations", "Thistle Care Agency",
    "Orchard Valley Packers", "Riverside Warehousing", "Coral Coast Surf School",
    "Spruce Harbour Fisheries", "Prairie Grain Co-op", "Wattle Building Group",
]
SCHOOLS = ["St Aidan's Primary School", "Moorside Academy", "Pine Mills High School",
           "Banksia Public School", "Lakeshore Secondary School", "Holloway Grammar",
           "Cedar Hollow Elementary", "Kingfisher College", "Northfork Community College"]
SOLICITORS = ["Hale & Brandt Solicitors", "Okafor Lindqvist LLP", "Pemberton Rowe Law",
              "Carvalho & Nair Attorneys at Law", "Whitlock Ingleby Lawyers",
              "Marchbank Legal", "Desrosiers Avocats", "Quennell Fairweather LLP",
              "Thwaite & Co Solicitors", "Brennan Valley Legal Aid Clinic"]
INSURERS = ["Meridian Mutual Health", "Bluewater Assurance", "Keystone Casualty Insurance",
            "Harbourline Health Fund", "Northstar Benefits", "Thistle Health Insurance",
            "Evergreen Life & Health", "Southern Cross Mutual Fund"]
UNIVERSITIES = ["University of Kingsmere", "Northfork University School of Medicine",
                "Coral Coast University", "Lakeshore College of Health Sciences",
                "Thistlewood Medical School", "Université de Sainte-Aurélie",
                "Redgum Institute of Nursing"]
CLUBS = ["Marlow Falls Rugby Club", "Saltmarsh Rowing Club", "Holmfirth Harriers",
         "Wagga Wagga Netball Association", "Kelowna Minor Hockey", "Grace Fellowship Church",
         "St Columba's Parish", "Ironbark Bowls Club"]

COUNTRIES = ["Portugal", "Spain", "Greece", "Thailand", "India", "Pakistan", "Nigeria",
             "Ghana", "Kenya", "Poland", "Romania", "Philippines", "Vietnam", "Mexico",
             "Brazil", "Ireland", "New Zealand", "South Africa", "Jamaica", "Turkey",
             "Egypt", "Lebanon", "Iran", "Sri Lanka", "Bangladesh", "Fiji", "Samoa",
             "Italy", "Croatia", "Morocco", "Indonesia", "Chile", "Ukraine", "Zimbabwe",
             "Cyprus", "Malta", "Japan", "Tonga", "Germany", "France"]

HOME_COUNTRY = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
                "AU": ["Australia"], "CA": ["Canada"]}
