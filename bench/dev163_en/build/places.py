"""Invented places, facilities, organisations and occupations."""

# (city, state abbr, state name, zip prefix or postal letter, area code)
US_CITIES = [
    ("Millbrook", "OH", "Ohio", "437", "740"),
    ("Cedar Hollow", "PA", "Pennsylvania", "171", "717"),
    ("Port Hadley", "MA", "Massachusetts", "017", "508"),
    ("Easton Falls", "NY", "New York", "128", "518"),
    ("Grafton Mills", "IL", "Illinois", "616", "309"),
    ("Harlow Springs", "MI", "Michigan", "494", "616"),
    ("Ashgrove", "KY", "Kentucky", "403", "859"),
    ("Bellweather", "IN", "Indiana", "473", "765"),
    ("Stony Creek", "VA", "Virginia", "228", "540"),
    ("Dunmore Park", "NJ", "New Jersey", "078", "973"),
    ("Whitby Landing", "MD", "Maryland", "216", "410"),
    ("Oak Bluff", "TX", "Texas", "759", "903"),
    ("Riverton Heights", "GA", "Georgia", "305", "706"),
    ("Marlow", "NC", "North Carolina", "278", "252"),
    ("Pine Hollow", "TN", "Tennessee", "383", "731"),
    ("Calder", "WI", "Wisconsin", "549", "920"),
    ("Fenwick", "MN", "Minnesota", "563", "218"),
    ("Lyle Crossing", "IA", "Iowa", "525", "641"),
    ("South Amberly", "CT", "Connecticut", "062", "860"),
    ("Galesport", "WA", "Washington", "983", "360"),
    ("Copper Flats", "AZ", "Arizona", "855", "928"),
    ("Alder Bay", "OR", "Oregon", "974", "541"),
    ("Briar Glen", "MO", "Missouri", "654", "417"),
    ("Kessling", "KS", "Kansas", "670", "316"),
    ("Red Mesa", "NM", "New Mexico", "874", "505"),
    ("Hollister Park", "CA", "California", "950", "831"),
    ("Palmetto Shores", "FL", "Florida", "339", "239"),
    ("Quarry Hill", "VT", "Vermont", "056", "802"),
    ("Bristow Junction", "OK", "Oklahoma", "740", "918"),
    ("Wendham", "NH", "New Hampshire", "032", "603"),
    ("Silver Lake", "CO", "Colorado", "805", "970"),
    ("Tillman", "LA", "Louisiana", "705", "337"),
    ("Greer Mills", "SC", "South Carolina", "296", "864"),
    ("Dorrance", "NE", "Nebraska", "688", "308"),
    ("Lindell", "AL", "Alabama", "356", "256"),
    ("Ridgeview", "WV", "West Virginia", "258", "304"),
    ("Ellery", "ME", "Maine", "044", "207"),
    ("Harrow City", "OH", "Ohio", "441", "216"),
    ("Port Adair", "NY", "New York", "142", "716"),
    ("Lakemont", "MI", "Michigan", "480", "248"),
]

CA_CITIES = [
    ("Port Alder", "ON", "Ontario", "K", "613"),
    ("Brantwood", "ON", "Ontario", "N", "519"),
    ("Kingsmere", "ON", "Ontario", "K", "613"),
    ("Lakehead Falls", "ON", "Ontario", "P", "807"),
    ("Elgin Mills", "ON", "Ontario", "L", "905"),
    ("Harcourt", "ON", "Ontario", "M", "416"),
    ("Saint-Rémi-des-Bois", "QC", "Quebec", "J", "450"),
    ("Beaumont-sur-Mer", "QC", "Québec", "G", "418"),
    ("Lachenaie-Est", "QC", "Quebec", "H", "514"),
    ("Fraser Crossing", "BC", "British Columbia", "V", "604"),
    ("Cedar Cove", "BC", "British Columbia", "V", "250"),
    ("Aspen Ridge", "AB", "Alberta", "T", "403"),
    ("Coulee Springs", "AB", "Alberta", "T", "780"),
    ("Pembina Flats", "MB", "Manitoba", "R", "204"),
    ("Qu'Appelle Crossing", "SK", "Saskatchewan", "S", "306"),
    ("Tidewater", "NS", "Nova Scotia", "B", "902"),
    ("Miramichi Bend", "NB", "New Brunswick", "E", "506"),
    ("Conception Point", "NL", "Newfoundland and Labrador", "A", "709"),
    ("Cavendish Shore", "PE", "Prince Edward Island", "C", "902"),
    ("Thunder Narrows", "ON", "Ontario", "P", "705"),
]

COUNTIES = ["Tamsin County", "Ocker County", "Bellamy County", "Carrow County",
            "Lisle County", "Halford County", "Renard County", "Pike Hollow County"]

STREET_NAMES = (
    "Elm,Maple,Oak,Cedar,Birch,Willow,Pine,Chestnut,Walnut,Sycamore,Hawthorne,"
    "Juniper,Laurel,Magnolia,Main,Church,Mill,River,Lake,Hill,Park,Ridge,Spring,"
    "Union,Water,Front,High,King,Queen,Victoria,Wellington,Brock,Simcoe,Talbot,"
    "Lakeshore,Bayview,Harbour,Prospect,Orchard,Meadow,Sunset,Highland,Franklin,"
    "Lincoln,Jefferson,Madison,Grant,Monroe,Garfield,Cherry,Poplar,Aspen,"
    "Cottonwood,Mesquite,Palmetto,Dogwood,Hickory,Beech,Larch,Tamarack,Kestrel,"
    "Fairview,Glenwood,Riverside,Brookside,Ashford,Danforth,Kingsley,Whitmore,"
    "Pemberton,Carlisle,Fulton,Delancey,Mercer,Osgoode,Tecumseh,Laurier,"
    "Champlain,Cartier,Dufresne"
).split(",")

US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd",
             "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd",
             "Way", "Place", "Circle", "Terrace", "Trail", "Pkwy"]
CA_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
             "Cres", "Court", "Boulevard", "Way", "Place", "Line", "Sideroad",
             "Trail", "Gate"]
QC_PREFIX = ["rue", "Rue", "boul.", "avenue", "chemin"]
QC_STREETS = ["Saint-Denis", "des Érables", "Principale", "Notre-Dame", "du Lac", "Sainte-Catherine",
              "de l'Église", "des Pins", "Champlain", "Laurier", "Saint-Jean", "des Bouleaux", "Marie-Victorin"]

# Teaching hospitals where the notes are written
HOSPITALS = [
    {"name": "Northgate University Hospital", "short": ["NUH", "Northgate"],
     "country": "US", "city": "Harrow City", "mrn": "8d",
     "units": ["Tower 7 West", "Tower 6 East", "Hartwell 5"]},
    {"name": "Riverbend Regional Medical Center", "short": ["RRMC", "Riverbend"],
     "country": "US", "city": "Port Adair", "mrn": "7d",
     "units": ["4 North", "5 South", "Kimball 3"]},
    {"name": "St. Brigid's Medical Center", "short": ["St. Brigid's", "SBMC"],
     "country": "US", "city": "Port Hadley", "mrn": "E7",
     "units": ["Clare 4", "Mercy 3", "Clare 6"]},
    {"name": "Lakeside General Hospital", "short": ["Lakeside General", "LGH"],
     "country": "US", "city": "Lakemont", "mrn": "dash",
     "units": ["Bayview 6", "Bayview 7", "Shore 5"]},
    {"name": "Harrow Valley University Medical Center",
     "short": ["HVUMC", "Harrow Valley"],
     "country": "US", "city": "Harrow City", "mrn": "9d",
     "units": ["Osgood 8", "Osgood 9", "Fenn 4"]},
    {"name": "Fairhaven VA Medical Center", "short": ["Fairhaven VAMC", "Fairhaven VA"],
     "country": "US", "city": "Millbrook", "mrn": "VA",
     "units": ["Ward 4B", "Ward 5A", "Ward 3C"]},
    {"name": "Cobalt Bay Medical Center", "short": ["CBMC", "Cobalt Bay"],
     "country": "US", "city": "Galesport", "mrn": "M",
     "units": ["Pavilion 3", "Pavilion 5", "Sound 2"]},
    {"name": "Mount Calder Hospital", "short": ["Mt. Calder", "MCH"],
     "country": "US", "city": "Calder", "mrn": "8d",
     "units": ["Kessler 5", "Kessler 6", "Linden 4"]},
    {"name": "Queen Adelaide Health Centre", "short": ["QAHC", "Queen Adelaide"],
     "country": "CA", "city": "Port Alder", "mrn": "7d",
     "units": ["Burnside 6", "Burnside 7", "Connell 5"]},
    {"name": "Lakehead Royal Hospital", "short": ["LRH", "Lakehead Royal"],
     "country": "CA", "city": "Lakehead Falls", "mrn": "chart",
     "units": ["Ward 3C", "Ward 4B", "Ward 5 East"]},
    {"name": "St. Columba's Hospital", "short": ["St. Columba's", "SCH"],
     "country": "CA", "city": "Harcourt", "mrn": "8d",
     "units": ["Iona 7", "Iona 8", "Kells 4"]},
    {"name": "Fraserview General Hospital", "short": ["FGH", "Fraserview"],
     "country": "CA", "city": "Fraser Crossing", "mrn": "M",
     "units": ["Cedar 4", "Cedar 5", "Spruce 6"]},
    {"name": "Hôpital Saint-Rémi", "short": ["HSR", "Saint-Rémi"],
     "country": "CA", "city": "Saint-Rémi-des-Bois", "mrn": "chart",
     "units": ["Pavillon Laval 5", "Pavillon Laval 6", "Unité Sainte-Anne"]},
    {"name": "Prairie Western Hospital", "short": ["PWH", "Prairie Western"],
     "country": "CA", "city": "Coulee Springs", "mrn": "9d",
     "units": ["Unit 44", "Unit 47", "Unit 51"]},
    {"name": "Tidewater Regional Health Centre", "short": ["TRHC", "Tidewater Regional"],
     "country": "CA", "city": "Tidewater", "mrn": "7d",
     "units": ["Harbour Wing 5", "Harbour Wing 6", "Harbour Wing 4"]},
]

COMMUNITY_HOSP = {
    "US": ["Tillman Community Hospital", "Cedar Hollow Memorial Hospital",
           "Ashgrove Regional Hospital", "Marlow County Hospital",
           "Bellweather Community Medical Center", "Pine Hollow Medical Center",
           "Oak Bluff Baptist Hospital", "Red Mesa Indian Health Center",
           "Galesport Valley Hospital", "St. Jude of the Lakes Hospital"],
    "CA": ["Port Alder District Hospital", "Coulee Springs Health Centre",
           "Brantwood General Hospital", "Cedar Cove Hospital",
           "Miramichi Bend Regional Hospital", "Hôpital de Beaumont",
           "Pembina Flats Health Centre", "Thunder Narrows Memorial Hospital"],
}

SNF = {
    "US": ["Maple Court Nursing & Rehabilitation", "Heritage Hills Skilled Nursing",
           "Crestview Rehabilitation Hospital", "The Pines at Millbrook",
           "Golden Meadows Care Center", "Riverside Manor SNF",
           "Harbour Light Hospice House", "Oakwood Assisted Living",
           "Brookhaven Health & Rehab", "Sunrise Terrace Senior Living"],
    "CA": ["Birchwood Manor", "Sunnyside Long-Term Care Home", "Willowdale Lodge",
           "Rosewood Retirement Residence", "Harbour Light Hospice",
           "Résidence Les Érables", "Kingsmere Seniors Village",
           "Parkview Complex Continuing Care", "Aspen Ridge Continuing Care Centre"],
}

CLINICS = {
    "US": ["Elm Park Family Practice", "Valley Internal Medicine Associates",
           "Northgate Primary Care Clinic", "Ashgrove Medical Group",
           "Riverside Heart Clinic", "Calder Kidney Center",
           "Summit Pulmonary Associates", "Eastside Community Health Center",
           "Lakemont Family Medicine", "Pine Hollow Rural Health Clinic",
           "Harrow City Free Clinic", "Fairhaven VA Community Clinic"],
    "CA": ["Bridgeway Family Health Team", "Eastside Community Health Centre",
           "Kingsmere Medical Clinic", "Port Alder Family Health Organization",
           "Clinique médicale du Boisé", "Fraser Crossing Walk-In Clinic",
           "Coulee Springs Primary Care Network", "Tidewater Medical Centre",
           "Kingsmere Dialysis Unit", "Harcourt Heart Function Clinic"],
}

PHARMACIES = {
    "US": ["Hollis Pharmacy", "Corner Drug Mart", "Bayside Apothecary",
           "Pillbox Pharmacy", "Lindell Family Pharmacy", "Main Street Drug",
           "Greer Mills Pharmacy", "ValuCare Pharmacy"],
    "CA": ["Prairie Drug", "Pharmacie Dubé", "Harbour Pharmacy",
           "Kingsmere Guardian Drugs", "Fraser Crossing Pharmasave-Lite",
           "Pharmacie du Lac", "Medicine Cabinet Pharmacy", "Westgate Apothecary"],
}

EMPLOYERS = ["Halvorsen Trucking", "Tri-County Transit", "Calder Paper Mill",
             "Bluewater Elementary School", "Marlow High School",
             "Kessling Grain Co-op", "Amberly Steel Works", "Greer Mills Textile",
             "Northern Lights Casino", "Ridgeview Coal Company",
             "Silver Lake Ski Resort", "Pemberton Foods", "Tidewater Fisheries",
             "Ouellet Construction", "Hollister Unified School District",
             "Harrow City Sanitation", "Brightline Logistics", "Dorrance Feed & Seed",
             "Galesport Shipyard", "Copper Flats Mining Company", "Aspen Ridge Gas Co-op",
             "Bayview Marina", "Fenwick Dairy", "Port Alder Catholic School Board",
             "Kingsmere Public Library", "Lakemont Auto Parts", "Millbrook Family Diner",
             "Redwing Security Services", "Cobalt Freight Lines", "Harcourt Transit Commission"]

CHURCHES = ["St. Casimir Parish", "Grace Fellowship Church", "Beth Shalom Synagogue",
            "Masjid Al-Noor", "First Baptist Church of Millbrook",
            "Holy Trinity Greek Orthodox Church", "Gurdwara Sahib of Brantwood",
            "Mount Zion AME Church", "Église Saint-Rémi", "Vietnamese Buddhist Temple of Lakemont",
            "Kingdom Hall of Harrow City", "St. Andrew's Presbyterian Church"]

INSURERS = {
    "US": ["Northstar Health Plan", "Keystone Mutual", "Evergreen Health Partners",
           "Pinnacle Care Insurance", "Great Plains Assurance", "Bluewater Health Alliance",
           "Heartland Community Health Plan"],
    "CA": ["Maple Shield Benefits", "Prairie Mutual Life", "Laurentian Group Benefits",
           "Coastal Employee Health Trust"],
}

FUNERAL_HOMES = ["Whitfield & Sons Funeral Home", "Lavoie Funeral Home",
                 "Peaceful Valley Funeral Chapel", "Greenlawn Memorial Chapel",
                 "Dunbar-Hale Funeral Services", "Salon funéraire Gagné"]

HOME_CARE = ["BrightPath Home Health", "Cornerstone Home Care", "Heartwood Home Nursing",
             "VitalCare Visiting Nurses", "Prairie Home Support Services",
             "Lighthouse Hospice Partners", "Sentinel Home Medical Supply",
             "AirLine Oxygen & DME"]

OPO = ["Lakeshore Donor Network", "Northern Donor Alliance", "Great Rivers Gift of Life"]

SCHOOLS = ["Harrow Community College", "University of Port Alder", "Calder Technical Institute",
           "Marlow High School", "Cégep de Saint-Rémi", "Galesport State University"]

PROFESSIONS = [
    "welder", "machinist", "long-haul truck driver", "school bus driver",
    "accountant", "elementary school teacher", "teacher", "nurse", "electrician",
    "plumber", "carpenter", "dairy farmer", "farmer", "fisherman", "line cook",
    "server", "bartender", "cashier", "hairdresser", "janitor", "custodian",
    "security guard", "police officer", "firefighter", "mail carrier",
    "software engineer", "lawyer", "pharmacist", "auto mechanic",
    "construction worker", "roofer", "landscaper", "housekeeper", "nanny",
    "home health aide", "personal support worker", "seamstress", "taxi driver",
    "rideshare driver", "pastor", "professor", "librarian", "social worker",
    "real estate agent", "bank teller", "insurance adjuster", "dental hygienist",
    "veterinarian", "coal miner", "longshoreman", "railroad conductor",
    "pipefitter", "forklift operator", "warehouse worker", "baker", "butcher",
    "dishwasher", "house painter", "civil engineer", "architect", "bookkeeper",
    "administrative assistant", "paralegal", "graphic designer", "musician",
    "chef", "daycare worker", "lineman", "paramedic", "oil rig worker",
    "court reporter", "crane operator", "hospital cleaner", "tailor",
]

COUNTRIES = ["Portugal", "Mexico", "Philippines", "Vietnam", "India", "Pakistan",
             "Nigeria", "Ghana", "Somalia", "Ethiopia", "Haiti", "Jamaica", "Poland",
             "Ukraine", "China", "South Korea", "Lebanon", "Iran", "Italy", "Greece",
             "El Salvador", "Guatemala", "Honduras", "Guyana", "Brazil", "Turkey",
             "Egypt", "Sri Lanka", "Bangladesh", "Syria", "Eritrea", "Dominican Republic",
             "Cuba", "Peru", "Romania", "Ireland", "Scotland"]

TRAVEL_COUNTRIES = ["Mexico", "India", "Thailand", "Kenya", "Brazil", "Peru",
                    "Dominican Republic", "Costa Rica", "Vietnam", "Nigeria",
                    "Morocco", "Portugal", "Italy", "Guatemala"]

NEEDS_THE = ("Philippines", "Dominican Republic")
