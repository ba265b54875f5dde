"""Hand-written pools of invented towns, streets, care sites and organisations (author 314).

States, provinces, counties and countries are real; every town, street, hospital, practice,
employer, school and insurer built from these pools is invented.
"""

TOWNS = {
    "US": ["Harlan Ridge", "Tallow Creek", "Brackenford", "Port Delacroix", "Oskaloo", "Millbrae Junction",
           "Westbrook Mills", "Copper Hollow", "Sweetwater Bend", "Amberlyn", "Cold Spring Flats",
           "Greyhaven", "Lakota Falls", "New Castellan", "Pine Barrow", "Riverlea", "Saddle Gap",
           "Tamarack City", "Union Shoals", "Wexley", "Dunmore Heights", "Falconer Park", "Halstead Grove",
           "Kettle Rock", "Marlow Springs", "Ossining Bluff", "Quarry Point", "Redfern Valley"],
    "UK": ["Ashcombe", "Kettlewick", "Midhollow", "Thornbury Vale", "Lowther Bridge", "Brantingham Moor",
           "Castle Eaton Magna", "Denholme Cross", "Farrowby", "Glenmarsh", "Hexley", "Inchcombe",
           "Kirkby Rowan", "Little Sowerby", "Marston Lacey", "Netherfold", "Oakley Chase", "Pellingford",
           "Ravensthorpe Mill", "Saltergate", "Tenbury Wells End", "Upper Wensley", "Wharfedge", "Yarrowby"],
    "IE": ["Ballymurragh", "Kilcarrow", "Dunmeelan", "Carrigbawn", "Ardnacrusha Bridge", "Rathmoylan",
           "Clonbarra", "Drumkeeran West", "Inishcorr", "Knockavilla", "Lisnagry Cross", "Moyvalley Upper",
           "Tullaghmore", "Glenbrannagh", "Castlecoote Lower", "Killeenmore", "Ballinderreen Beg", "Annaghdown Quay"],
    "CA": ["Port Ardagh", "Cobalt Bay", "Saint-Aubert-sur-Lac", "Fort Kinnaird", "Maple Hollow",
           "Beaverdam Falls", "Lac-Verdier", "Grand Marais North", "Kinsey Harbour", "Spruce Ridge",
           "Tamworth Landing", "Wolfe Crossing", "Bellechasse Mills", "Cedarvale Station", "Drummond Point"],
    "AU": ["Wirralong", "Kooringa Flats", "Barramundi Creek", "Tallowwood Heights", "Mount Carrow",
           "Bungaree East", "Corrimal Vale", "Dunolly Springs", "Gundagarra", "Jindabyne North",
           "Marrickside", "Narrabeen Rise", "Pindaroo", "Quambatook West", "Warrigal Downs", "Yallambee Park"],
    "NZ": ["Te Awamoana", "Rakaunui", "Glenmorvan", "Whareroa Bay", "Kaiwaka Downs", "Ohaupo East",
           "Pukekawa Heights", "Tirohanga", "Waimarama Flat", "Arrowford", "Hallbrook", "Kowhai Bay",
           "Matapiro", "Otaramoa"],
    "ZA": ["Kloofspruit", "Umhlazi", "Bergendal", "Doringkop", "Emakhosini Park", "Fonteinrand",
           "Groenvallei", "Hlanganani", "Kwa-Ntuli", "Leeubos", "Mooirivier-Oos", "Seringvlakte"],
    "SG": ["Singapore"],
}

SUBURBS_SG = ["Tampines North", "Bukit Merah View", "Jurong Lake", "Sengkang West", "Toa Payoh Central",
              "Woodlands Crescent", "Pasir Ris Grove", "Bedok Reservoir"]

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Minnesota", "MN"), ("Colorado", "CO"), ("North Carolina", "NC"),
           ("Wisconsin", "WI"), ("Kentucky", "KY"), ("Maine", "ME"), ("Arizona", "AZ"), ("Iowa", "IA"),
           ("New Mexico", "NM"), ("Tennessee", "TN"), ("Vermont", "VT"), ("Massachusetts", "MA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("New Brunswick", "NB"), ("Saskatchewan", "SK")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Northland", "Northland"),
           ("Manawatu-Whanganui", "Manawatu-Whanganui"), ("Bay of Plenty", "Bay of Plenty"), ("Southland", "Southland")],
    "ZA": [("Western Cape", "WC"), ("Gauteng", "GP"), ("KwaZulu-Natal", "KZN"), ("Eastern Cape", "EC"),
           ("Free State", "FS"), ("Mpumalanga", "MP")],
}

COUNTIES = {
    "UK": ["West Yorkshire", "Lancashire", "Cumbria", "Devon", "Norfolk", "Shropshire", "Northumberland",
           "Dorset", "Herefordshire", "North Yorkshire", "Somerset", "Derbyshire", "Kent", "Gwynedd"],
    "IE": ["Cork", "Kerry", "Galway", "Donegal", "Clare", "Limerick", "Tipperary", "Wexford", "Kildare",
           "Meath", "Sligo", "Roscommon", "Leitrim", "Waterford"],
}

COUNTRY_NAMES = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada", "AU": "Australia",
                 "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

ABROAD = ["Portugal", "Thailand", "Poland", "Romania", "the Philippines", "Vietnam", "India", "Nigeria",
          "Ghana", "Brazil", "Spain", "Greece", "Lithuania", "Fiji", "Samoa", "Tonga", "Zimbabwe", "Kenya",
          "Sri Lanka", "Malaysia", "Indonesia", "Mexico", "Chile", "Turkey", "Egypt", "Croatia", "Bali"]

STREET_ROOTS = [
    "Elderberry", "Rowan", "Hawthorn", "Sycamore", "Larkspur", "Foxglove", "Bramble", "Juniper", "Wattle",
    "Kowhai", "Totara", "Jacaranda", "Ironbark", "Banksia", "Protea", "Acacia", "Blackthorn", "Alder",
    "Quarryman", "Tanner", "Weaver", "Cooper", "Millwright", "Ropewalk", "Saltpan", "Tollgate", "Turnpike",
    "Chapel", "Abbey", "Priory", "Glebe", "Orchard", "Meadowbank", "Riverside", "Harbourview", "Clifftop",
    "Fairview", "Hillcrest", "Lakeshore", "Stonehaven", "Windermere", "Kingfisher", "Curlew", "Plover",
    "Heron", "Kestrel", "Osprey", "Pelican", "Magpie", "Tui", "Kereru", "Kookaburra", "Lyrebird",
    "Ballantyne", "Carrick", "Dunvegan", "Edgeworth", "Fitzroy", "Gladstone", "Halloran", "Inkerman",
    "Jellicoe", "Kitchener", "Lismore", "Macquarie", "Nightingale", "Oxley", "Palmerston", "Raglan",
    "Sturt", "Tasman", "Victoria Park", "Wellesley", "Baird", "Cathcart", "Derwent", "Enniskerry",
    "Ferncliffe", "Garnet", "Holloway", "Ivanhoe", "Jubilee", "Kensal", "Leinster", "Mount Pleasant",
    "Nettlebed", "Old Forge", "Pound", "Quayside", "Rectory", "Station", "Threadneedle", "Union",
    "Vicarage", "Waterloo", "Yew Tree", "Zetland", "Mahogany", "Cottonwood", "Buckeye", "Magnolia",
    "Sassafras", "Chinquapin", "Pawnee", "Shawnee", "Cherokee Rose", "Bluebonnet", "Mesquite", "Tamarind",
    "Frangipani", "Rambutan", "Angsana", "Tembusu", "Marula", "Umdoni", "Milkwood", "Fynbos", "Kiaat",
]

STREET_TYPES = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "Place", "Trail", "St", "Ave", "Dr"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Terrace", "Grove", "Way", "Mews", "Rise"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawns", "Terrace", "Close", "Heights", "Drive"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Rue"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court", "Drive", "Place", "St", "Rd", "Ave"],
    "NZ": ["Street", "Road", "Avenue", "Terrace", "Crescent", "Place", "Drive", "Grove", "Rise"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Drive", "Laan", "Straat"],
    "SG": ["Street", "Avenue", "Road", "Drive", "Crescent", "Walk", "Link"],
}

SAINTS = ["St Brigid's", "St Columba's", "St Aidan's", "St Wilfrid's", "St Clement's", "St Ninian's",
          "St Cuthbert's", "St Bride's", "St Petroc's", "St Finbarr's", "St Kevin's", "St Oswald's",
          "St Agatha's", "St Hilda's", "Holy Cross", "Our Lady of Mercy", "Mater Misericordiae West",
          "St. Anselm", "St. Gerard's", "Sacred Heart"]

HOSP_PATTERNS = {
    "US": ["{town} Regional Medical Center", "{town} General Hospital", "{saint} Medical Center",
           "{fam} Memorial Hospital", "University Hospital of {town}", "{town} Orthopedic & Hand Center",
           "{town} Community Hospital", "{fam}-{fam2} Health Pavilion"],
    "UK": ["{town} General Hospital", "Royal {town} Infirmary", "{saint} Hospital", "{town} District Hospital",
           "{town} Royal Hospital", "{fam} Treatment Centre", "North {town} Hospital", "{town} and {town2} Hospitals"],
    "IE": ["University Hospital {town}", "{saint} Hospital", "{town} Regional Hospital", "{saint} University Hospital",
           "{town} General Hospital", "Mercy Hospital {town}"],
    "CA": ["{town} General Hospital", "{saint} Health Centre", "{fam} Memorial Hospital", "{town} Regional Health Centre",
           "Hopital {fam}", "{town} Health Sciences Centre"],
    "AU": ["{town} Base Hospital", "{town} Hospital", "{saint} Private Hospital", "{fam} Hospital",
           "Royal {town} Hospital", "{town} Health Service"],
    "NZ": ["{town} Hospital", "{town} Base Hospital", "{fam} Surgical Hospital", "{saint} Hospital",
           "{town} Regional Hospital"],
    "ZA": ["{town} Provincial Hospital", "{fam} Hospital", "{town} Private Clinic", "{saint} Hospital",
           "{town} Regional Hospital", "{town} Private Hospital"],
    "SG": ["{fam} General Hospital", "{suburb} Hospital", "{fam} Medical Centre", "Mount {fam} Hospital",
           "{suburb} Community Hospital"],
}

PRACTICE_PATTERNS = {
    "US": ["{town} Family Medicine", "{fam} Primary Care", "{street} Family Practice", "{town} Internal Medicine Associates"],
    "UK": ["{street} Surgery", "{town} Medical Practice", "{street} Health Centre", "The {street} Practice"],
    "IE": ["{town} Medical Centre", "{street} Family Practice", "{fam} Medical Practice", "{town} Primary Care Centre"],
    "CA": ["{town} Family Health Team", "{street} Medical Clinic", "{town} Community Health Centre"],
    "AU": ["{town} Medical Centre", "{street} Family Practice", "{town} GP Clinic", "{fam} Street Medical"],
    "NZ": ["{town} Medical Centre", "{street} Health", "{town} Family Doctors", "{fam} Medical"],
    "ZA": ["{town} Family Practice", "{street} Medical Centre", "{fam} & Partners Family Practice"],
    "SG": ["{suburb} Family Clinic", "{fam} Medical Clinic", "{suburb} Polyclinic"],
}

THERAPY_PATTERNS = ["{town} Hand Therapy", "Handworks {town}", "{town} Hand & Upper Limb Clinic",
                    "{fam} Hand Rehabilitation", "Hand Therapy {town}", "{town} Hand Centre",
                    "{street} Physiotherapy & Hand Clinic"]

PHARMACY_PATTERNS = ["{town} Pharmacy", "{fam}'s Chemist", "{street} Pharmacy", "{town} Late Night Chemist"]

WARDS = ["Kestrel Ward", "Rowan Ward", "Curlew Ward", "Heron Ward", "Osprey Ward", "Larch Ward",
         "Skylark Ward", "Willow Day Unit", "Beech Ward", "Kingfisher Day Surgery", "Aspen Unit",
         "Harbour Day Ward", "Puriri Ward", "Kauri Ward", "Banksia Ward", "Wattle Ward", "Protea Ward",
         "Tembusu Ward", "Lilac Ward", "Cedar Short Stay", "Jubilee Day Case Unit", "Fern Ward"]

EMPLOYER_ROOTS = ["Northgate", "Ironbark", "Bluewater", "Redgum", "Harbourside", "Summit", "Keystone",
                  "Greenacre", "Silverfern", "Thornfield", "Westmoor", "Eastlake", "Copperline", "Granite Hill",
                  "Riverbend", "Stonecross", "Oakmere", "Brightwell", "Foxhall", "Larchmont", "Pinnacle",
                  "Tidewater", "Highveld", "Kingsway", "Fairhaven", "Longreach", "Marlpit", "Cobblestone"]

INDUSTRY = {
    "joiner": ["Joinery", "Timber Products", "Kitchens"], "carpenter": ["Builders", "Construction", "Homes"],
    "electrician": ["Electrical", "Electrical Contractors"], "plumber": ["Plumbing & Heating", "Plumbing"],
    "chef": ["Bistro", "Hotel", "Catering"], "butcher": ["Meats", "Butchery"],
    "sheet metal worker": ["Fabrication", "Sheet Metal"], "welder": ["Engineering", "Steel Fabricators"],
    "mechanic": ["Motors", "Auto Repairs"], "dairy farmer": ["Dairy Co-operative"], "farmer": ["Farms"],
    "shearer": ["Shearing Contractors"], "warehouse operative": ["Logistics", "Distribution"],
    "forklift driver": ["Logistics", "Freight"], "delivery driver": ["Couriers", "Parcel Services"],
    "bus driver": ["Coaches", "Bus Lines"], "nurse": [], "teacher": [], "hairdresser": ["Hair Studio", "Salon"],
    "software developer": ["Software", "Digital", "Systems"], "accountant": ["Accounting", "Partners"],
    "violinist": [], "bricklayer": ["Brickwork", "Builders"], "plasterer": ["Plastering", "Interiors"],
    "roofer": ["Roofing"], "landscape gardener": ["Landscapes", "Garden Services"], "cleaner": ["Cleaning Services"],
    "care assistant": ["Home Care", "Support Services"], "barista": ["Coffee Roasters", "Cafe"],
    "tiler": ["Tiling"], "glazier": ["Glass & Glazing", "Windows"], "boilermaker": ["Engineering"],
    "scaffolder": ["Scaffolding"], "meat packer": ["Meat Processors", "Meatworks"],
    "stonemason": ["Stoneworks", "Memorials"], "dental hygienist": [], "florist": ["Flowers"],
    "baker": ["Bakery", "Bakehouse"], "postal worker": [], "police officer": [], "firefighter": [],
    "paramedic": [], "taxi driver": ["Taxis", "Cabs"], "machinist": ["Precision Engineering", "Machining"],
    "lathe operator": ["Precision Engineering", "Tooling"], "sawmill worker": ["Sawmills", "Timber"],
    "fitter and turner": ["Engineering", "Mining Services"], "panel beater": ["Smash Repairs", "Panel & Paint"],
    "boat builder": ["Boatworks", "Marine"], "labourer": ["Civil", "Groundworks"],
    "kitchen porter": ["Hotel", "Restaurant Group"], "veterinary nurse": ["Veterinary Clinic", "Vets"],
    "dog groomer": ["Pet Grooming"], "vineyard worker": ["Wines", "Vineyards"], "fruit picker": ["Orchards", "Fresh Produce"],
    "cabinet maker": ["Cabinetry", "Furniture"], "tattoo artist": ["Tattoo Studio", "Ink"],
    "pianist": [], "graphic designer": ["Design", "Creative"], "receptionist": ["Group", "Services"],
    "dentist": [], "physiotherapist": [], "abattoir worker": ["Meat Processors"],
    "fisherman": ["Seafoods", "Fisheries"], "jockey": ["Racing Stables"], "general surgeon": [],
    "gardener": ["Garden Services"], "panelbeater": ["Panel & Paint"], "IT consultant": ["Consulting", "Systems"],
    "secretary": ["Solicitors", "Partners"], "courier": ["Couriers"], "pastry chef": ["Patisserie", "Bakery"],
    "sign writer": ["Signs"], "upholsterer": ["Upholstery", "Furniture"], "luthier": [],
}

PUBLIC_EMPLOYERS = {
    "nurse": ["{fam} Nursing Agency", "{town} Nurse Bank Services"], "teacher": ["{town} Primary School", "{town} High School", "{saint} College"],
    "violinist": ["{town} Symphony Orchestra", "{town} Chamber Players"], "postal worker": ["{town} Mail Centre"],
    "police officer": [], "firefighter": [], "paramedic": [], "pianist": ["{town} Conservatoire"],
    "general surgeon": [], "dentist": [], "dental hygienist": [], "physiotherapist": [], "luthier": ["{fam} Violins"],
}

CORP_SUFFIX = {"US": ["Inc.", "LLC", "Co.", ""], "UK": ["Ltd", "Ltd", "plc", ""], "IE": ["Ltd", "Teoranta", ""],
               "CA": ["Inc.", "Ltd.", ""], "AU": ["Pty Ltd", "Pty Ltd", ""], "NZ": ["Ltd", ""],
               "ZA": ["(Pty) Ltd", "CC", ""], "SG": ["Pte Ltd", "Pte. Ltd."]}

INSURERS = {
    "US": ["Pinecrest Health Plan", "Meridian Shield Mutual", "Lakeland Benefit Trust", "Cardinal Care Health",
           "Tri-Valley Health Alliance", "Harborlight Insurance"],
    "UK": ["Albion Private Health", "Thamesgate Medical Insurance"],
    "IE": ["Laurel Health Insurance", "Shamrock Medical Cover", "Cairn Health"],
    "CA": ["Maplegate Benefits", "Northstar Group Insurance", "Laurentide Mutual"],
    "AU": ["Southern Reef Health Fund", "Eucalypt Health Insurance", "Coral Coast Mutual"],
    "NZ": ["Kotuku Health Cover", "Fernleaf Insurance"],
    "ZA": ["Protea Medical Scheme", "Baobab Health Fund", "Kaapstad Mutual Medical Aid"],
    "SG": ["Lion City Assurance", "Merlion Health Shield"],
}

# Public bodies (not PHI) used as hard negatives
COMP_BODY = {"US": "the state workers' compensation board", "UK": "HSE (RIDDOR)", "IE": "the HSA",
             "CA": "WSIB", "AU": "WorkSafe", "NZ": "ACC", "ZA": "the Compensation Fund (COIDA)", "SG": "MOM"}

SCHOOL_PATTERNS = ["{town} Primary School", "{saint} National School", "{town} Middle School",
                   "{fam} Grammar School", "{town} Elementary", "{town} Intermediate", "{town} Academy"]

SPORTS_CLUBS = ["{town} RFC", "{town} Rovers GAA", "{town} Cricket Club", "{town} Climbing Wall",
                "{town} Netball Club", "{town} Hurling Club", "{town} Boxing Gym", "{town} Rowing Club"]
