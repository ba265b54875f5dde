"""Invented place and organisation pools for dev267_en (author 267).

Towns, streets, hospitals, practices and companies are made up; states,
provinces, counties and countries are real administrative names.
"""

US_CITIES = [
    "Cedar Hollow", "Port Adley", "East Haverford", "Millbrook Falls", "Greer Valley",
    "Wrenfield", "Oak Bluff Junction", "Canterbrook", "Lowell Springs", "Halverton",
    "New Castine", "Sable Point", "Ridgemont", "Fort Calder", "Whitmore Heights",
    "Prairie Glen", "Kessler", "Marrowbone", "Sycamore Bend", "Lake Tenney",
    "Bridgeport Mills", "Dunmore Crossing", "Elkhorn Ridge", "Fallbrook Station",
    "Gansett", "Harlow Creek", "Ironwood", "Juniper Flats", "Kingsbury", "Laurel Cove",
    "Meadowvale", "North Tilden", "Orchard Park West", "Pinecastle", "Quarry Hill",
]
US_STATES = [
    ("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Oregon", "OR"),
    ("Texas", "TX"), ("Georgia", "GA"), ("Minnesota", "MN"), ("Massachusetts", "MA"),
    ("Arizona", "AZ"), ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"),
    ("Tennessee", "TN"), ("Missouri", "MO"), ("Maryland", "MD"), ("Iowa", "IA"),
    ("Kentucky", "KY"), ("Washington", "WA"), ("New Mexico", "NM"), ("Vermont", "VT"),
]

UK_TOWNS = [
    "Ashby Marsh", "Kingsmere", "Lower Brackwell", "Northvale", "Castlegate",
    "Harrowfield", "Wyndham Cross", "Saltley Bridge", "Fenwick", "Brackenbury",
    "Ottersby", "Pelham Green", "Ravensholt", "Stowbridge", "Thistlecombe",
    "Upper Larkby", "Wexcombe", "Alderbury St Anne", "Bramhope Vale", "Cresswick",
    "Dunholme Bridge", "Eastmoor", "Felsham", "Garrowby", "Hilsea Down",
    "Inchmurrin", "Kilbrannan", "Llanfechan", "Aberwennol", "Pentre Goch",
    "Marlcombe", "Netherfold", "Oakhampstead", "Rushby", "Tollerdown",
]
UK_COUNTIES = [
    "Lancashire", "Yorkshire", "Kent", "Devon", "Norfolk", "Cheshire", "Durham",
    "Somerset", "Fife", "Powys", "Gwynedd", "Cumbria", "Shropshire", "Essex",
    "Lincolnshire", "Dorset", "Ayrshire", "Co. Antrim", "Northumberland",
]

AU_TOWNS = [
    "Wattle Creek", "Koonawarra", "Banksia Heights", "Mulgara Springs", "Port Elsmore",
    "Yarrandale", "Bellbird Park East", "Coolabah Flats", "Dingo Gap", "Ferntree Rise",
    "Gidgee Downs", "Ironbark", "Jarrahdale North", "Kurrajong Vale", "Lorikeet Bay",
    "Mallee Junction", "Narrawong Heads", "Quandong", "Redgum Hill", "Saltbush Plains",
    "Tallowood", "Warrigal Point", "Brolga Beach", "Currawong", "Emu Vale West",
]
AU_STATES = [
    ("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
    ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"),
    ("Tasmania", "TAS", "7"), ("Northern Territory", "NT", "08"),
    ("Australian Capital Territory", "ACT", "26"),
]

CA_TOWNS = [
    "Pinecrest Landing", "Saint-Aubin-des-Lacs", "Fraser Bend", "Lakehead Falls",
    "Maplestone", "Birch Harbour", "Cold Lake Crossing", "Red Willow", "Tamarack",
    "Sainte-Aurélie-du-Nord", "Port Kinsale", "Granby Mills", "Hollis Bay",
    "Kenora Narrows", "Lac-Brûlé", "Moosehorn", "North Esker", "Otter Rapids",
    "Prairie Rose", "Quill Lake East", "Rivière-aux-Saules", "Spruce Grove Flats",
    "Timberline", "Upper Kingsclear", "Whitefish Point",
]
CA_PROVINCES = [
    ("Ontario", "ON", "KLMNP"), ("Quebec", "QC", "GHJ"), ("British Columbia", "BC", "V"),
    ("Alberta", "AB", "T"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
    ("Nova Scotia", "NS", "B"), ("New Brunswick", "NB", "E"),
    ("Newfoundland and Labrador", "NL", "A"), ("Prince Edward Island", "PE", "C"),
]

STREET_ROOTS = [
    "Larkspur", "Mill", "Church", "Station", "Heather", "Juniper", "Kestrel",
    "Willow", "Orchard", "Foxglove", "Badger", "Coronation", "Jubilee", "Meadow",
    "Quarry", "Rowan", "Sandpiper", "Thistle", "Beacon", "Chapel", "Elmtree",
    "Hawthorn", "Ivy", "Lavender", "Magnolia", "Nightingale", "Pinewood", "Redwing",
    "Tanner", "Wharf", "Acacia", "Banksia", "Grevillea", "Ironbark", "Jacaranda",
    "Waratah", "Maple", "Birch", "Spruce", "Cedar", "Sumac", "Tamarack", "Harbour",
    "Garrison", "Lighthouse", "Prospect", "Sycamore", "Dogwood", "Magpie", "Wren",
]
STREET_SUFFIX = {
    "UK": ["Close", "Road", "Lane", "Avenue", "Crescent", "Gardens", "Mews", "Drive",
           "Way", "Terrace", "Rise", "Grove", "Street", "Walk", "Court"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ln", "Ct", "Rd",
           "Pkwy", "Way", "Trail", "Circle"],
    "AU": ["St", "Street", "Rd", "Road", "Pde", "Parade", "Cres", "Ct", "Ave", "Tce",
           "Cl", "Hwy", "Way", "Drive"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court",
           "Place", "Trail", "Line"],
}
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Bryn Awel", "Ty Gwyn",
                  "Hillcrest", "The Laurels", "Orchard View", "Kilnside"]
CA_FRENCH_STREETS = ["rue des Érables", "rue Principale", "chemin du Lac",
                     "boulevard Saint-Joseph", "rue Sainte-Catherine-des-Bois",
                     "avenue des Pins", "rang Saint-Édouard"]

HOSPITALS = {
    "UK": ["Northvale General Hospital", "Royal Ashcombe Infirmary", "St Elspeth's Hospital",
           "Kingsmere University Hospital", "Harrowfield Community Hospital",
           "Brackenbury District General Hospital", "Wyndham Cross Hospital",
           "Castlegate Royal Infirmary", "Fenwick Park Hospital", "Saltley Bridge Hospital",
           "Ysbyty Aberwennol", "Kilbrannan Royal Hospital", "Ottersby Victoria Hospital"],
    "US": ["Mercy Ridge Medical Center", "St. Ansgar's Hospital",
           "Cedar Hollow Regional Medical Center", "Lakeshore University Hospital",
           "Port Adley Memorial Hospital", "Greer Valley Health", "Bayfront General Hospital",
           "Holloway Children's Hospital", "Sable Point Community Hospital",
           "Kessler Valley Medical Center", "Whitmore Heights Presbyterian"],
    "AU": ["Wattle Creek Base Hospital", "Royal Koonawarra Hospital",
           "St Columba's Private Hospital", "Port Elsmore Hospital",
           "Mulgara Springs Health Service", "Lorikeet Bay Children's Hospital",
           "Ironbark District Hospital", "Queen Adelina Hospital"],
    "CA": ["Pinecrest General Hospital", "Hôpital Sainte-Aurélie", "Lakehead Regional Health Centre",
           "St. Bridget's Health Centre", "Fraser Bend Hospital", "Birch Harbour Memorial",
           "Maplestone Children's Hospital", "Red Willow District Hospital"],
}
TRUSTS = {
    "UK": ["Northvale Hospitals NHS Foundation Trust", "Ashcombe and Wexcombe NHS Trust",
           "Kingsmere University Hospitals NHS Trust", "Bwrdd Iechyd Aberwennol",
           "NHS Kilbrannan and Isles"],
    "US": ["Mercy Ridge Health System", "Lakeshore Health", "Greer Valley Health Network"],
    "AU": ["Southern Headland Health Service", "Koonawarra Local Health District",
           "Coolabah Hospital and Health Service"],
    "CA": ["Lakehead Health Authority", "CISSS de la Rivière-aux-Saules", "Fraser Bend Health"],
}
WARDS = {
    "UK": ["Kestrel Ward", "Heron Ward", "Ward 7B", "Ward 22", "Lister Ward", "Avocet Ward",
           "Acute Medical Unit 2", "Ward 14 (Gastro)", "Curlew Ward", "Nightingale Ward"],
    "US": ["4 West", "5 North", "7 East Med-Surg", "SICU Pod B", "3 South", "Step-Down 6A"],
    "AU": ["Ward 4C", "Banksia Ward", "Ward 6B", "Waratah Ward", "Ward 3A"],
    "CA": ["7 West", "Unité 4B", "6 North Surgery", "Ward 5C"],
}
PRACTICES = {
    "UK": ["Willowbank Surgery", "The Maltings Medical Practice", "Riverside Health Centre",
           "Ashby Marsh Surgery", "Pelham Green Medical Centre", "Orchard House Surgery",
           "Meddygfa Pentre Goch", "Netherfold Family Practice", "Castlegate Group Practice"],
    "US": ["Cedar Hollow Family Medicine", "Ridgemont Primary Care", "Prairie Glen Internal Medicine",
           "Laurel Cove Family Health", "Kingsbury Community Clinic"],
    "AU": ["Banksia Medical Centre", "Wattle Creek Family Practice", "Lorikeet Bay Medical Clinic",
           "Redgum Hill General Practice", "Tallowood Health Hub"],
    "CA": ["Hawthorn Family Health Team", "Clinique médicale du Lac", "Maplestone Medical Clinic",
           "Birch Harbour Family Practice", "North Esker Community Health Centre"],
}
CARE_HOMES = {
    "UK": ["Larkhill Nursing Home", "Bramblewood Care Home", "The Beeches Residential Home"],
    "US": ["Oak Terrace Skilled Nursing Facility", "Lakeview Rehabilitation and Care"],
    "AU": ["Sunnybank Lodge Aged Care", "Wattle Grove Residential Aged Care"],
    "CA": ["Pine Lodge Long-Term Care", "Résidence Les Tournesols"],
}
PHARMACIES = {
    "UK": ["Brookfield Aseptic Pharmacy", "Greenway Chemist", "Hartley's Pharmacy",
           "Larchmont Aseptic Compounding Unit"],
    "US": ["Larchmont Compounding Pharmacy", "Summit Infusion Pharmacy", "Corner Drug of Kessler"],
    "AU": ["Coral Coast Compounding Pharmacy", "Ironbark Pharmacy", "Tallowood Chemist"],
    "CA": ["Pharmacie Beauchemin", "Maplestone Compounding Pharmacy", "Timberline Drug Mart"],
}
HOMECARE = {
    "UK": ["Calderwell Homecare", "Meridian Clinical Homecare", "NutriHome Direct",
           "Ashgrove Healthcare at Home", "Coastline Clinical Homecare"],
    "US": ["Pinnacle Home Infusion", "Keystone Infusion Services", "BrightPath Home Nutrition",
           "Summit Enteral Supply", "Tri-River DME"],
    "AU": ["Koala Home Enteral Services", "Pacific Home Nutrition", "Brolga Homecare",
           "Redgum Medical Supplies"],
    "CA": ["Maple Home Infusion", "Boréal Soins à domicile", "Northern Spruce Home Nutrition",
           "Tidewater Homecare"],
}
INSURERS = {
    "US": ["Blue Meridian Health Plan", "Keystone Mutual Health", "Lakeland Care Advantage",
           "Unified Prairie Health", "Harbor State Medicaid Plan", "Tri-County Health Alliance"],
    "AU": ["Northbridge Health Fund", "Coral Coast Health Insurance", "Schoolhouse Mutual Health Fund"],
    "CA": ["Lakeshore Benefits Group", "Great Plains Mutual Life", "Boréal Assurance collective"],
    "UK": ["Avonvale Medical Insurance", "Thistle Health Assurance"],
}
EMPLOYERS = ["Harlan Logistics", "Fennimore Steelworks", "Coldharbour Bakery",
             "Tidewater Shipping", "Brightwater Council", "Sable Point Fisheries",
             "Kestrel Aerospace", "Marchbank Printers", "Greenhalgh & Sons Builders",
             "Port Adley Transit Authority", "Ironbark Mining Co", "Ouellette Hardware"]
SCHOOLS = ["Brightwater Primary School", "St Agatha's Catholic School",
           "Greer Valley Elementary", "Lorikeet Bay State School", "École Sainte-Aurélie",
           "Wexcombe Academy", "Maplestone Public School"]
CHARITIES = ["Home Feeders Network", "Tube Fed Families Trust", "Intestinal Failure Friends",
             "Short Gut Support Circle"]

PROFESSIONS = [
    "postman", "HGV driver", "welder", "primary school teacher", "farmer", "chef",
    "accountant", "hairdresser", "bus driver", "electrician", "software developer",
    "miner", "care assistant", "shop assistant", "plasterer", "fisherman", "taxi driver",
    "civil engineer", "civil servant", "university lecturer", "solicitor", "carpenter",
    "landscape gardener", "warehouse operative", "barista", "lorry driver",
    "office cleaner", "joiner", "nurse", "pharmacist", "mechanic", "security guard",
    "librarian", "paramedic", "dairy farmer", "long-haul trucker", "bookkeeper",
    "machinist", "dental hygienist", "bricklayer", "roofer", "sheep shearer",
    "real estate agent", "hospitality manager", "graphic designer", "stonemason",
]

COUNTRIES = ["Portugal", "Spain", "Greece", "Poland", "India", "Pakistan", "Nigeria",
             "Jamaica", "Philippines", "Vietnam", "New Zealand", "France", "Italy",
             "Ireland", "Cyprus", "Malta", "Kenya", "Sri Lanka", "Fiji", "Mexico",
             "Canada", "Scotland", "Croatia", "Tonga", "Ghana", "Lebanon", "Turkey"]

HOTELS = ["Hotel Miramar Azul", "the Seabreeze Apartments", "Casa Lourenço guesthouse",
          "Villa Kalypso", "the Harbourview Motor Inn", "Pension Sonnenhof",
          "the Lagoon Lodge", "Hotel Pineta Verde"]
LANDMARKS = ["the Red Lion pub", "the old chapel", "the Harbour Lights bingo hall",
             "the Wattle Creek RSL", "St Jude's church hall", "the Fairway garage",
             "the blue water tower", "Kessler Community Center"]
