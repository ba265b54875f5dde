"""Invented place, organisation and occupation pools for dev240_en (author 240).
Town and region names are ordinary geography; every facility, firm, street number and code is made up."""

# (city, state name, state abbreviation, zip prefix)
US_CITIES = [
    ("Houston", "Texas", "TX", "770"), ("San Antonio", "Texas", "TX", "782"), ("El Paso", "Texas", "TX", "799"),
    ("Laredo", "Texas", "TX", "780"), ("Phoenix", "Arizona", "AZ", "850"), ("Tucson", "Arizona", "AZ", "857"),
    ("Albuquerque", "New Mexico", "NM", "871"), ("Denver", "Colorado", "CO", "802"),
    ("Memphis", "Tennessee", "TN", "381"), ("Nashville", "Tennessee", "TN", "372"),
    ("Birmingham", "Alabama", "AL", "352"), ("Montgomery", "Alabama", "AL", "361"),
    ("Jackson", "Mississippi", "MS", "392"), ("Baton Rouge", "Louisiana", "LA", "708"),
    ("Shreveport", "Louisiana", "LA", "711"), ("Little Rock", "Arkansas", "AR", "722"),
    ("Tulsa", "Oklahoma", "OK", "741"), ("Detroit", "Michigan", "MI", "482"), ("Flint", "Michigan", "MI", "485"),
    ("Cleveland", "Ohio", "OH", "441"), ("Columbus", "Ohio", "OH", "432"), ("Toledo", "Ohio", "OH", "436"),
    ("Pittsburgh", "Pennsylvania", "PA", "152"), ("Allentown", "Pennsylvania", "PA", "181"),
    ("Baltimore", "Maryland", "MD", "212"), ("Richmond", "Virginia", "VA", "232"),
    ("Charlotte", "North Carolina", "NC", "282"), ("Durham", "North Carolina", "NC", "277"),
    ("Columbia", "South Carolina", "SC", "292"), ("Savannah", "Georgia", "GA", "314"),
    ("Macon", "Georgia", "GA", "312"), ("Jacksonville", "Florida", "FL", "322"), ("Tampa", "Florida", "FL", "336"),
    ("Fresno", "California", "CA", "937"), ("Bakersfield", "California", "CA", "933"),
    ("Sacramento", "California", "CA", "958"), ("Spokane", "Washington", "WA", "992"),
    ("Boise", "Idaho", "ID", "837"), ("Omaha", "Nebraska", "NE", "681"), ("Wichita", "Kansas", "KS", "672"),
    ("Des Moines", "Iowa", "IA", "503"), ("Milwaukee", "Wisconsin", "WI", "532"), ("Gary", "Indiana", "IN", "464"),
    ("Louisville", "Kentucky", "KY", "402"), ("Lexington", "Kentucky", "KY", "405"),
    ("Charleston", "West Virginia", "WV", "253"), ("Hartford", "Connecticut", "CT", "061"),
    ("Worcester", "Massachusetts", "MA", "016"), ("Providence", "Rhode Island", "RI", "029"),
    ("Newark", "New Jersey", "NJ", "071"), ("Buffalo", "New York", "NY", "142"), ("Syracuse", "New York", "NY", "132"),
    ("Bronx", "New York", "NY", "104"), ("Gallup", "New Mexico", "NM", "873"), ("Yuma", "Arizona", "AZ", "853"),
]
US_COUNTIES = ["Harlan County", "Cuyahoga County", "Hidalgo County", "Pima County", "Wayne County",
               "Shelby County", "Fulton County", "Kern County", "Caddo Parish", "Marion County"]

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Sheffield", "South Yorkshire", "S"), ("Rotherham", "South Yorkshire", "S"), ("Doncaster", "South Yorkshire", "DN"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("Middlesbrough", "North Yorkshire", "TS"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Gateshead", "Tyne and Wear", "NE"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Burnley", "Lancashire", "BB"), ("Bolton", "Greater Manchester", "BL"),
    ("Oldham", "Greater Manchester", "OL"), ("Stockport", "Greater Manchester", "SK"),
    ("Wigan", "Greater Manchester", "WN"), ("Liverpool", "Merseyside", "L"), ("Birkenhead", "Merseyside", "CH"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Wolverhampton", "West Midlands", "WV"),
    ("Walsall", "West Midlands", "WS"), ("Coventry", "West Midlands", "CV"), ("Leicester", "Leicestershire", "LE"),
    ("Nottingham", "Nottinghamshire", "NG"), ("Mansfield", "Nottinghamshire", "NG"), ("Derby", "Derbyshire", "DE"),
    ("Chesterfield", "Derbyshire", "S"), ("Northampton", "Northamptonshire", "NN"), ("Luton", "Bedfordshire", "LU"),
    ("Ipswich", "Suffolk", "IP"), ("Norwich", "Norfolk", "NR"), ("Swindon", "Wiltshire", "SN"),
    ("Plymouth", "Devon", "PL"), ("Exeter", "Devon", "EX"), ("Swansea", "West Glamorgan", "SA"),
    ("Merthyr Tydfil", "Mid Glamorgan", "CF"), ("Newport", "Gwent", "NP"), ("Motherwell", "Lanarkshire", "ML"),
    ("Dundee", "Angus", "DD"), ("Aberdeen", "Aberdeenshire", "AB"), ("Lisburn", "County Antrim", "BT"),
    ("Croydon", "Surrey", "CR"), ("Romford", "Essex", "RM"), ("Southend-on-Sea", "Essex", "SS"),
    ("Chatham", "Kent", "ME"), ("Grimsby", "Lincolnshire", "DN"), ("Boston", "Lincolnshire", "PE"),
]

# (town, province, province abbreviation, postal code)
ZA_TOWNS = [
    ("Durban", "KwaZulu-Natal", "KZN", "4001"), ("Umlazi", "KwaZulu-Natal", "KZN", "4031"),
    ("Pinetown", "KwaZulu-Natal", "KZN", "3610"), ("Pietermaritzburg", "KwaZulu-Natal", "KZN", "3201"),
    ("Newcastle", "KwaZulu-Natal", "KZN", "2940"), ("Richards Bay", "KwaZulu-Natal", "KZN", "3900"),
    ("Ladysmith", "KwaZulu-Natal", "KZN", "3370"), ("Phoenix", "KwaZulu-Natal", "KZN", "4068"),
    ("Chatsworth", "KwaZulu-Natal", "KZN", "4092"), ("Soweto", "Gauteng", "GP", "1804"),
    ("Johannesburg", "Gauteng", "GP", "2001"), ("Tembisa", "Gauteng", "GP", "1632"), ("Pretoria", "Gauteng", "GP", "0002"),
    ("Benoni", "Gauteng", "GP", "1501"), ("Germiston", "Gauteng", "GP", "1401"), ("Vereeniging", "Gauteng", "GP", "1930"),
    ("Mamelodi", "Gauteng", "GP", "0122"), ("Cape Town", "Western Cape", "WC", "8001"),
    ("Mitchells Plain", "Western Cape", "WC", "7785"), ("Khayelitsha", "Western Cape", "WC", "7784"),
    ("Bellville", "Western Cape", "WC", "7530"), ("Paarl", "Western Cape", "WC", "7646"), ("George", "Western Cape", "WC", "6529"),
    ("Worcester", "Western Cape", "WC", "6850"), ("Gqeberha", "Eastern Cape", "EC", "6001"),
    ("Mthatha", "Eastern Cape", "EC", "5099"), ("East London", "Eastern Cape", "EC", "5201"),
    ("Mdantsane", "Eastern Cape", "EC", "5219"), ("Polokwane", "Limpopo", "LP", "0699"),
    ("Thohoyandou", "Limpopo", "LP", "0950"), ("Mbombela", "Mpumalanga", "MP", "1200"),
    ("eMalahleni", "Mpumalanga", "MP", "1035"), ("Rustenburg", "North West", "NW", "0299"),
    ("Mahikeng", "North West", "NW", "2745"), ("Kimberley", "Northern Cape", "NC", "8301"),
    ("Upington", "Northern Cape", "NC", "8801"), ("Bloemfontein", "Free State", "FS", "9301"),
    ("Welkom", "Free State", "FS", "9459"), ("Botshabelo", "Free State", "FS", "9781"),
]

STREET_NAMES = (
    "Elm Oak Maple Cedar Pine Walnut Chestnut Hickory Magnolia Willow Birch Poplar Sycamore Laurel Juniper "
    "Park Lake Hill River Spring Meadow Church Mill Station School Bridge Victoria Albert Queen King "
    "Jubilee Market High North Jacaranda Mimosa Protea Acacia Florida Brighton Harrow Lincoln Franklin "
    "Sunset Ridge Valley Cherry Hawthorn Rowan Holly Heather Primrose Bluebell Foxglove Kingfisher "
    "Sandpiper Aloe Marula Umdoni Jasmine Bougainvillea Voortrekker Kerk Beach Harbour Canal Orchard "
    "Coronation Peel Gladstone Cromwell Belgrave Ashfield Woodland Greenbank Fairview Hillside Moorland"
).split()
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr.", "Lane", "Ct", "Blvd", "Way", "Circle"]
UK_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Grove", "Way", "Terrace", "Drive", "Gardens"]
ZA_SUFFIX = ["Street", "Road", "Avenue", "Drive", "Crescent", "Close", "Lane"]

HOSPITALS = {
    "US": ["Lakeside General Hospital", "St. Brendan's Medical Center", "Mercy Ridge Regional Medical Center",
           "Cottonwood Valley Hospital", "Harmon Memorial Medical Center", "Red Oak Regional Hospital",
           "Saint Anselm Health", "Tri-Forks Community Hospital", "Pinecrest Rehabilitation Hospital",
           "Bayview Wound Care & Hyperbaric Center", "Riverbend Limb Preservation Center",
           "Hillcrest Outpatient Wound Clinic", "Gulf Shores Hyperbaric Institute",
           "Kestrel Park Diabetes Center", "Desert Palms Foot & Ankle", "Prairie Vista Podiatry Associates",
           "Willow Creek Surgery Center", "Northfield Family Practice", "Eastgate Dialysis Center",
           "Copper Canyon Medical Center", "Holloway Street Clinic", "Ironwood Veterans Clinic",
           "Magnolia Gardens Nursing & Rehab", "Blue Heron Skilled Nursing Facility"],
    "UK": ["Northgate Royal Infirmary", "St Aldric's Hospital", "Harrowfield Community Hospital",
           "Moorside General Hospital", "Calder Valley Hospital", "Pennine Edge Hospital",
           "Saltmarsh Hyperbaric Centre", "Riverside Diabetes Centre", "Westbrook Podiatry Clinic",
           "Brampton Road Health Centre", "Kingsmead Surgery", "Elmfield Medical Practice",
           "Priory Lane Surgery", "Castlegate Medical Centre", "Hollybank Health Centre",
           "Queen Adela Hospital", "Wyvern Vale Hospital", "Beechwood Care Home", "Thornbury Lodge Nursing Home",
           "St Cuthwin's Hospice"],
    "ZA": ["Umgeni Valley Hospital", "Inkosi Mzilikazi Regional Hospital", "Ntabamhlophe District Hospital",
           "Groote Vlei Hospital", "Jacaranda Park Private Hospital", "Protea Heights Hospital",
           "Karoo Vista Hospital", "Vaalview Provincial Hospital", "Lowveld Hyperbaric Centre",
           "Sunnyside Wound Care Clinic", "Emthonjeni Community Health Centre", "Thembalethu Clinic",
           "Ubuntu Foot Care Practice", "Bluegum Frail Care Centre", "Masizakhe Clinic",
           "Silverleaf Day Hospital", "Mopani Private Hospital", "St Monica's Mission Hospital"],
}
WARDS = {
    "US": ["4 West", "5 North", "Unit 6B", "Med-Surg 3", "7 East", "Surgical Stepdown Unit 2"],
    "UK": ["Fenwick Ward", "Ward 22", "Larkspur Ward", "Ward 9", "Heron Ward", "Ward 31", "Bramble Ward"],
    "ZA": ["Ward C4", "Ward 12", "Surgical Ward 3", "Ward B2", "Ward 7", "Female Surgical Ward"],
}
PHARMACIES = {
    "US": ["Copperfield Pharmacy", "MainStreet Drug", "Bluebonnet Pharmacy", "Harbor Rx"],
    "UK": ["Ashgrove Pharmacy", "Hollins Pharmacy", "Market Cross Chemist", "Meadowside Pharmacy"],
    "ZA": ["Mopani Pharmacy", "Lowveld Pharmacy", "Protea Chemist", "Berea Family Pharmacy"],
}
HOMECARE = {  # home nursing / community providers (treated as care providers -> HOSPITAL)
    "US": ["Sunbelt Home Health", "Guardian Visiting Nurses", "Heartland Home Care Services", "Lone Oak Home Health"],
    "UK": ["Calderdale Community Nursing Team", "Westfield District Nursing", "Hollybank Community Nursing",
           "Pennine Tissue Viability Service"],
    "ZA": ["Sibusisiwe Home-Based Care", "Masibambane Community Nursing", "Thusong Home Care", "Hope Ridge Hospice"],
}
BUILDINGS = ["Whitfield Wing", "Kestrel House", "Ashby Building", "Lister Pavilion", "Gordon Block",
             "Marlow Tower", "North Annex", "Fairweather Building", "Oakhurst Wing", "Nelson Block"]
LANDMARKS = ["Millbrook Shopping Centre", "the Old Corn Exchange", "Harbour View Flats", "Greenway Plaza",
             "Tanner's Bridge", "Sunrise Towers", "the Grain Silo", "Kwa-Nomsa Taxi Rank", "Riverside Mall"]

EMPLOYERS = {
    "US": ["Carver Logistics", "Delta Ridge Poultry", "Tri-County Sanitation", "Hollis Steel Works",
           "Magnolia Textile Mill", "Lone Star Roofing", "Great Plains Grain Co-op", "Bayou Marine Services",
           "Keystone Auto Parts", "Sunrise Diner", "QwikStop Markets", "Metro Transit Authority",
           "Harmon County Schools", "Redline Trucking", "Pioneer Packing Co."],
    "UK": ["Calder Valley Buses", "Hollingsworth Joinery", "Pennine Foods Ltd", "Northern Parcel Services",
           "Moorside Borough Council", "St Wilfrid's Primary School", "Ashworth & Sons Builders",
           "Bradley Mill Textiles", "Kestrel Engineering", "Ridings Taxis", "Wharfedale Cash & Carry"],
    "ZA": ["Highveld Collieries", "Umgeni Sugar Mill", "Kwezi Taxi Association", "Siyaphambili Security",
           "Karoo Lamb Abattoir", "Masakhane Bricks", "Vukuzenzele Co-operative", "Golden Harvest Spaza",
           "Bluecrane Transport", "Protea Platinum Mine", "Sizanani Primary School"],
}
CHURCHES = {
    "US": ["Riverside Baptist Church", "Grace Fellowship Church", "Mount Zion AME Church", "St. Jude Parish"],
    "UK": ["St Mark's Parish Church", "Bilal Masjid Trust", "Hope Street Methodist Church", "Gurdwara Sahib Leeds Road"],
    "ZA": ["St Augustine's Anglican Church", "Emmanuel Full Gospel Church", "Nazareth Apostolic Church", "Shree Ganesha Temple"],
}
INSURERS = {
    "US": ["Bluewater Health Plan", "Keystone Mutual Health", "Prairie Shield Insurance", "Sunstate Care HMO",
           "Liberty Crest Advantage"],
    "UK": ["Albion Health Insurance", "Thistle Private Healthcare"],
    "ZA": ["Karoo Medical Scheme", "Ubuntu Health Fund", "Highveld Medical Aid", "Coastal Benefit Fund"],
}
SUPPLIERS = {
    "US": ["Stride Orthotic Lab", "Pinnacle Prosthetics & Orthotics", "Mobility Plus DME", "Apex Medical Supply",
           "TrueStep Pedorthics"],
    "UK": ["FootForm Orthotics Ltd", "Northern Orthotic Services", "Peak Footwear Solutions", "ProLimb UK Ltd"],
    "ZA": ["Sole Solutions SA (Pty) Ltd", "Cape Orthopaedic Appliances", "Zenzele Orthotics", "Highveld O&P"],
}
LABS = {
    "US": ["Quantum Reference Labs", "Meridian Pathology", "Crescent Diagnostics"],
    "UK": ["Northern Pathology Network", "Calder Microbiology Partnership"],
    "ZA": ["Protea Pathology Laboratories", "Amatola Diagnostics", "Lowveld Lab Services"],
}
CARE_AGENCIES = {
    "US": ["Comfort Hands Caregivers", "BrightPath Home Aides", "Golden Years Companions"],
    "UK": ["Brightwell Care Agency", "Kindred Care Ltd", "Pennine Homecare Ltd", "Oakleaf Domiciliary Care"],
    "ZA": ["Ikhaya Care Services", "Thandanani Carers", "Sunset Years Home Care"],
}
TRANSPORT = {
    "US": ["Ambi-Ride Medical Transport", "CareWheels Transit"],
    "UK": ["Northway Patient Transport", "Dalesway Ambulance Services"],
    "ZA": ["Siyahamba Patient Transport", "Ikhwezi Ambulance Services"],
}

COUNTRIES_OTHER = ["Portugal", "Zimbabwe", "Jamaica", "India", "Pakistan", "Nigeria", "Ghana", "Somalia",
                   "Mexico", "El Salvador", "Philippines", "Vietnam", "Poland", "Greece", "Mozambique",
                   "Lesotho", "Eswatini", "Malawi", "Bangladesh", "Ireland", "Turkey", "Kenya", "Guatemala",
                   "China", "Italy", "Romania", "Trinidad and Tobago", "Namibia", "Botswana", "Spain"]
HOME_COUNTRY = {"US": ["USA", "United States", "U.S.A."], "UK": ["United Kingdom", "UK", "England"],
                "ZA": ["South Africa", "RSA", "South Africa"]}

PROFESSIONS = [
    "welder", "farmer", "long-haul truck driver", "taxi driver", "bus driver", "coal miner", "gold miner",
    "security guard", "chef", "line cook", "baker", "butcher", "postal worker", "postman", "mail carrier",
    "schoolteacher", "primary school teacher", "electrician", "plumber", "carpenter", "joiner", "bricklayer",
    "construction worker", "roofer", "mechanic", "warehouse operative", "forklift driver", "cleaner",
    "domestic worker", "gardener", "hairdresser", "cashier", "shop assistant", "accountant", "bank clerk",
    "solicitor", "pastor", "police officer", "firefighter", "civil engineer", "software developer",
    "factory worker", "machine operator", "textile worker", "cane cutter", "fisherman", "dock worker",
    "lorry driver", "painter and decorator", "tiler", "landscaper", "janitor", "barber", "tailor",
    "seamstress", "street vendor", "spaza shop owner", "lecturer", "librarian", "social worker",
    "receptionist", "estate agent", "insurance broker", "dairy farmer", "sheep farmer", "cattle rancher",
    "oil rig worker", "steelworker", "railway worker", "train driver", "call centre agent",
    "delivery driver", "courier", "mine shift supervisor", "panel beater", "car guard", "sales rep",
    "school caretaker", "dinner lady", "croupier", "security officer", "store manager", "chartered surveyor",
]
