"""Invented place and organisation pools per country (author 268). States, provinces and
countries are real; towns, streets, hospitals, schools, firms are invented."""

CITIES = {
    "UK": ["Ashbury", "Kettleby", "Marrowfield", "Thornwick", "Hollinsford", "Brackenmoor", "Wexley",
           "Caldermouth", "Stanbridge", "Orrington", "Pelham Cross", "Fallowdene", "Netherby Vale",
           "Lowther Bridge", "Saltcombe", "Haverleigh", "Ravensholme", "Coldbeck", "Drummorie",
           "Glenarrow", "Llanfedw", "Porth Eirin", "Abercregan", "Kilbraddan", "Strathmoyne",
           "Tilbury Heath", "Eastwold", "Merriton", "Upper Swaleby", "Bramcote Magna", "Dunholm",
           "Westerleigh", "Cressington", "Ambleford", "Hexley", "Crowhurst Green"],
    "US": ["Cedar Hollow", "Marlow Springs", "Fort Calder", "Bexley Falls", "Port Alder", "Granger City",
           "Willow Bend", "Harlan Ridge", "East Tamsworth", "New Corwin", "Redfield Junction", "Pine Lick",
           "Sable Creek", "Dunmore Heights", "Lake Orrin", "Halvorsen", "Mesa Quinta", "San Aurelio",
           "Ridgeport", "Oakhurst Mills", "Cottonwood Flats", "Brandywell", "Kessler", "Maple Shoals",
           "North Ellery", "Tallowbrook", "Averill", "Crescent Bay", "Stillwater Gap", "Juniper Wells",
           "Lorimer", "Bayard Point", "Chalmette Grove", "Osprey Landing"],
    "AU": ["Wattle Creek", "Marrangool", "Bellarine Heights", "Kurrawong", "Tallabrook", "Mundaring Vale",
           "Coorabin", "Yarralong", "Bungaree Flat", "Port Kellaway", "Emu Plains West", "Gidgee Springs",
           "Koonalda", "Narrabeen Downs", "Bilgola Ridge", "Moorabool East", "Wirrina", "Toongabbie Park",
           "Carrum Vale", "Mallee Bend", "Glenorchy Heights", "Katandra", "Wandin Creek", "Barwon Lakes",
           "Jindera", "Ironbark Hill", "Illawong Bay", "Merimbula North", "Dunsborough East", "Ningana"],
    "CA": ["Riviere-Brule", "Port Tamsin", "Lakeshore Bend", "Cobalt Ridge", "Fort Ashcombe",
           "New Lisgar", "Sainte-Odile", "Kinross Falls", "Moose Hollow", "Pinewood Crossing",
           "Harrowsmith Bay", "Muskeg Lake", "Cranbury", "Val-Marie-Est", "Tillbrook", "Saugeen Heights",
           "North Kildonan Park", "Elk Point Landing", "Bellhaven", "Glenmorrow", "Cap-aux-Herons",
           "Sundridge Mills", "Whistler Creek", "Lac-Verdure", "Okanagan Rise", "Fraserdale",
           "Thunder Bend", "Maple Ridge East", "Chaleur Point", "Wolfe Harbour"],
}

# region / county lines occasionally added to UK addresses (guideline: county -> CITY)
UK_COUNTIES = ["West Ravensdale", "North Marrowshire", "Caldershire", "East Wexmoor", "Lowthershire"]

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Michigan", "MI"), ("Georgia", "GA"),
           ("Arizona", "AZ"), ("Minnesota", "MN"), ("Virginia", "VA"), ("Colorado", "CO"),
           ("Pennsylvania", "PA"), ("Kentucky", "KY"), ("Iowa", "IA"), ("New Mexico", "NM"),
           ("North Carolina", "NC"), ("Maine", "ME"), ("Tennessee", "TN"), ("Nebraska", "NE")],
    "AU": [("Victoria", "VIC"), ("New South Wales", "NSW"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC")],
    "UK": [],
}

STREET_NAMES = ["Elmstead", "Wyvern", "Quarry", "Chancel", "Marlpit", "Foxglove", "Heronsgate", "Tanners",
                "Lantern", "Copperbeech", "Bellfounder", "Orchard", "Mill", "Kingfisher", "Gorse",
                "Rookery", "Sandpiper", "Larchwood", "Hawthorne", "Meadowsweet", "Coldharbour", "Cobbler",
                "Juniper", "Saffron", "Aldergate", "Brewhouse", "Ferrier", "Tolliver", "Wickham", "Penrose",
                "Calloway", "Dunstan", "Greystone", "Ironwood", "Lockkeeper", "Mariner", "Northcote",
                "Ostler", "Pilgrim", "Quayside", "Rivermead", "Salter", "Thimble", "Underhill", "Verity",
                "Wainwright", "Yarrow", "Banksia", "Waratah", "Jacaranda", "Bottlebrush", "Tamarack",
                "Sumac", "Birchbark", "Cormorant", "Magnolia", "Sycamore", "Buckeye", "Cottonwood", "Mesquite"]
STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Terrace", "Avenue", "Way", "Gardens", "Mews", "Walk"],
    "US": ["Street", "Avenue", "Drive", "Road", "Boulevard", "Lane", "Court", "Place", "Parkway", "Trail",
           "St", "Ave", "Dr", "Blvd", "Rd"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Court", "Drive", "Close", "Esplanade",
           "St", "Rd", "Ave", "Pde", "Cres"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Chemin",
           "St", "Ave", "Rd", "Dr", "Cres"],
}

HOSPITALS = {
    "UK": ["Northgate Neurosciences Centre", "St Aldhelm's Hospital", "Marrowfield General Infirmary",
           "Caldermouth Royal Hospital", "Hollinsford Community Hospital", "Queen Adela Hospital",
           "Brackenmoor Rehabilitation Unit", "Thornwick Park Hospital", "Glenarrow Royal Infirmary",
           "Llanfedw District Hospital", "Saltcombe Children's Hospital", "Wexley Memory Service",
           "The Lowther Centre for Brain Injury", "Ravensholme Neurorehabilitation Centre",
           "St Cuthbert's Epilepsy Centre", "Haverleigh Royal Children's Hospital"],
    "US": ["Cedar Hollow Medical Center", "Marlow Springs Regional Hospital", "St. Ignatius Medical Center",
           "Port Alder University Hospital", "Bexley Falls Children's Hospital", "Granger Memorial Hospital",
           "Harlan Ridge VA Medical Center", "Lakeview Brain & Spine Institute", "Sable Creek Rehabilitation Hospital",
           "Mercy Westbrook Hospital", "Kessler Valley Comprehensive Epilepsy Center",
           "Tallowbrook Behavioral Health", "Holy Redeemer of Averill Hospital", "Juniper Wells Neurology Associates"],
    "AU": ["Wattle Creek Base Hospital", "Marrangool Private Hospital", "Kurrawong Brain Injury Rehabilitation Unit",
           "Royal Bellarine Hospital", "Tallabrook Children's Hospital", "St Brigid's Hospital Coorabin",
           "Yarralong Health", "Port Kellaway Memory Clinic", "Gidgee Springs District Hospital",
           "Barwon Lakes Rehabilitation Centre", "Koonalda Neurosciences Centre", "Ironbark Hill Epilepsy Unit"],
    "CA": ["Fort Ashcombe General Hospital", "Hopital Sainte-Odile", "Lakeshore Bend Health Sciences Centre",
           "Kinross Falls Children's Hospital", "Cobalt Ridge Rehabilitation Centre", "St. Brendan's Hospital",
           "Pinewood Crossing Memorial Hospital", "Harrowsmith Bay Regional Health Centre",
           "Bellhaven Brain Injury Clinic", "Glenmorrow Seizure Clinic", "Fraserdale Acquired Brain Injury Program"],
}

WARDS = ["Rowan Ward", "Kestrel Ward", "Nightingale Ward", "Bluebell Unit", "Acorn Ward", "Heron Ward",
         "Linnet Ward", "Willow Unit", "Juniper Ward", "Osprey Unit", "Ward 7B", "Ward 21", "4 West",
         "6 North Neuro", "Jarrah Ward", "Banksia Unit", "Ward C3", "Tamarack Unit"]

CARE_HOMES = ["Willowmere Care Home", "Ashgrove Lodge", "The Beeches Nursing Home", "Laurel Court Care Centre",
              "Sunnyvale Manor", "Heatherbank House", "Riverside Gardens Residential Care", "Kingfisher Lodge",
              "Bluegum Aged Care", "Maplewood Long-Term Care", "Evergreen Seniors Residence", "Ironbark Aged Care"]

PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Group Practice", "Medical Centre"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Community Health Center",
           "Pediatrics"],
    "AU": ["Medical Centre", "Family Practice", "Medical Clinic", "General Practice", "Health Hub"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre", "Family Practice", "Medical Centre"],
}
PRACTICE_PREFIX = ["Elm Park", "Riverside", "Oakfield", "Bridge Street", "Castle Mead", "Highcroft",
                   "Beacon Hill", "Meadowbank", "Harbourside", "Parkview", "Stonebridge", "Greenlane",
                   "Northcote", "Wyvern", "Tanners Lane", "Kingfisher", "Sandpiper", "Quayside", "Larchwood",
                   "Saffron", "Copperbeech", "Pilgrim Way", "Ferrier Road", "Brewhouse Yard"]

SCHOOL_STEMS = ["Hawthorne", "St Oswin's", "Larkspur", "Kingsmead", "Brookfield", "Ridgeway", "Cedarwood",
                "Our Lady of the Snows", "St Kieran's", "Marlpit", "Foxglove", "Bellbird", "Tallowwood",
                "Whitecliff", "Lakeside", "Sir Ambrose Hale", "Eastbrook", "Mount Calder", "Pinegrove",
                "Harbour View", "Wyvern Vale", "Greystone", "Northcote", "Juniper Ridge"]
SCHOOL_SUFFIX = {  # primary-age schools
    "UK": ["Primary School", "CofE Primary School", "Junior School", "Infant and Junior School", "Primary Academy"],
    "US": ["Elementary School", "Elementary", "Charter School", "Primary Academy"],
    "AU": ["Primary School", "Public School", "State School", "Primary"],
    "CA": ["Public School", "Elementary School", "Catholic School", "Elementary"],
}
SCHOOL_SUFFIX_SEC = {  # secondary-age schools
    "UK": ["Academy", "High School", "Community College", "Free School", "Grammar School", "School"],
    "US": ["Middle School", "High School", "Academy", "Charter School", "Preparatory School"],
    "AU": ["College", "Secondary College", "High School", "Grammar", "State High School"],
    "CA": ["Secondary School", "Collegiate Institute", "Middle School", "High School", "Catholic Secondary School"],
}
UNIVERSITIES = ["Harrowgate University", "University of Caldermouth", "Marrowfield Metropolitan University",
                "Port Alder State University", "Bexley Falls Community College", "Kurrawong University",
                "Wattle Creek TAFE", "Fort Ashcombe College", "Universite de Sainte-Odile",
                "Ravensholme College of Further Education", "Lakeshore Polytechnic", "Granger Technical College"]

EMPLOYERS = ["Brackley Logistics", "Tallis & Finch Accountants", "Corvid Data Systems", "Northwind Freight",
             "Halberd Construction", "Greystone Civil Engineering", "Pemberton Dairies", "Orrin Lake Mining Co.",
             "Saltmarsh Fisheries", "Ivel Valley Foods", "Quillon Insurance Services", "Hartwell Motors",
             "Ferncliff Council", "Lanyard Security Ltd", "Bluewren Childcare", "Coppergate Pharmacy Group",
             "Sablewood Timber", "Marigold Hotels", "Kestrel Aviation Services", "Tern Harbour Port Authority",
             "Driftwood Cafe", "Foxley Plumbing", "Ashby Haulage", "Redgum Landscaping", "Ridgeback Roofing",
             "Talon Steelworks", "Bramble & Hurst Retail", "Velora Telecom", "Mapleleaf Couriers",
             "Westray Wind Energy", "Calder Valley Water", "Amberline Buses", "Gantry Point Shipyard"]
LAW_FIRMS = ["Hartley Crane LLP", "Mensah Rowe Solicitors", "Pryce Ackroyd & Co", "Delacroix Ferreira LLP",
             "Whitlock Injury Lawyers", "Gilchrist Nuttall Solicitors", "Nassar Kowalczyk Law",
             "Blackmore Tan Lawyers", "Fenwick Oyelaran Legal", "Hollis & Santos PC", "Okafor Brennan Barristers"]
INSURERS = ["Bluewater Mutual", "Keystone Assurance", "Harbourline Insurance", "Northstar Indemnity",
            "Coral Shield Health", "Pinnacle Life & Accident", "Lighthouse Casualty", "Evercrest Health Plan",
            "Summit Crest Benefits", "Tasman General Insurance", "Laurentian Mutual"]
BANKS = ["Hallbrook Building Society", "Marrowfield Savings Bank", "Granite Federal Credit Union",
         "Southern Cross Community Bank", "Caisse Populaire Sainte-Odile", "Fenland Cooperative Bank"]
CHARITIES = ["Headway Caldermouth", "the Wexley Brain Injury Trust", "Calder Epilepsy Support Group",
             "Kurrawong Carers Network", "Port Alder Veterans' Outreach", "Bellhaven Stroke Club"]

LANDMARKS = ["the Ferrier Street roundabout", "Quayside car park", "the Old Corn Exchange", "Saltcombe pier",
             "the Kessler Avenue overpass", "Lantern Hill lookout", "the Granger Mall food court",
             "Copperbeech Leisure Centre", "the Tallowbrook rail crossing", "Harbour View boat ramp",
             "the Mill Lane footbridge", "Bellhaven skate park", "the Wyvern Arms pub", "Gidgee Springs showgrounds"]
BUILDINGS = ["Ashcombe Building", "Penrose Wing", "Thimble House", "the Larchwood Pavilion", "Verity Block",
             "Kingfisher Building", "Mariner House", "the Underhill Annex", "Ostler Wing", "Saffron House"]

COUNTRIES = ["Portugal", "Nigeria", "Ghana", "Kenya", "Somalia", "Ethiopia", "India", "Pakistan", "Sri Lanka",
             "Bangladesh", "Vietnam", "the Philippines", "China", "South Korea", "Japan", "Poland", "Ukraine",
             "Romania", "Italy", "Greece", "Lebanon", "Iran", "Iraq", "Syria", "Turkey", "Colombia",
             "Mexico", "Chile", "Brazil", "Fiji", "Tonga", "Samoa", "New Zealand", "Ireland", "Scotland",
             "South Africa", "Zimbabwe", "Eritrea", "Sudan", "Afghanistan", "Malaysia", "Indonesia"]

PROFESSIONS = ["forklift operator", "primary school teacher", "electrician", "bus driver", "nurse",
               "accountant", "plumber", "chef", "retail assistant", "warehouse supervisor", "software developer",
               "hairdresser", "scaffolder", "bricklayer", "carpenter", "civil engineer", "paralegal",
               "dental nurse", "care assistant", "pharmacist", "postal worker", "farm labourer", "dairy farmer",
               "truck driver", "taxi driver", "police officer", "firefighter", "paramedic", "soldier",
               "secondary school maths teacher", "librarian", "bank clerk", "call centre operator",
               "mechanic", "panel beater", "welder", "roofer", "landscaper", "cleaner", "security guard",
               "barista", "receptionist", "graphic designer", "architect", "solicitor", "journalist",
               "mine worker", "fisherman", "deckhand", "baker", "butcher", "personal trainer",
               "university lecturer", "project manager", "payroll officer", "childcare educator",
               "disability support worker", "kitchen porter", "IT technician", "sales representative",
               "real estate agent", "church minister", "professional cyclist", "jockey", "rugby coach",
               "lab technician", "tiler", "painter and decorator", "sheet metal worker", "crane operator",
               "railway signaller", "air traffic controller", "flight attendant", "veterinary nurse",
               "shop owner", "estate agent", "train conductor", "school bus driver", "courier", "translator"]

SAINTS = ["Aldhelm", "Oswin", "Kieran", "Brigid", "Cuthbert", "Ignatius", "Brendan", "Winifred", "Fiacre"]
