"""Invented place and organisation pools for dev279_en (author 279).

Towns, streets and organisations are made up (states, provinces and counties are
real administrative areas so that addresses read naturally).
"""

TOWNS = {
    "UK": ["Harrowfield", "Calderbridge", "Mossley Vale", "Thornbury Cross", "Ashby Lees",
           "Kettlewick", "Bramhope Green", "Linthwaite Edge", "Castlemoor", "Wrenhaven",
           "Polcarrow", "Stenbury", "Oakhampstead", "Fellgate", "Rushmere St Giles",
           "Northwold", "Eastcombe", "Tilbrook", "Hollingworth Moor", "Penwyn", "Glenrothie",
           "Invercraig", "Dunmarnock", "Abermawr", "Crossgill", "Saltmarsh Quay"],
    "US": ["Millbrook", "Cedar Hollow", "Port Alder", "Granger Falls", "West Tamsin",
           "Oak Ridge Junction", "Lake Varney", "Brierwood", "Sutter Bend", "Haleyville Heights",
           "Marlowe", "New Castine", "Pine Barrow", "Fort Kessler", "Redfield Springs",
           "Clayton Mills", "Sandusky Point", "Elkhorn Valley", "Bellwether", "Riverside Gap"],
    "AU": ["Wattle Creek", "Bungaree Flats", "Mount Corrigan", "Yarrabend", "Kurrajong Heights",
           "Port Ellery", "Jindavale", "Coolabah Springs", "Merriwa North", "Tallowood",
           "Bellbird Park", "Gundamurra", "Karinya", "Warrnook", "St Hilary"],
    "CA": ["Lakeshore", "Kingsmere", "Port Hawley", "Ste-Odile", "Maple Bluff", "Riverton Bay",
           "New Ashford", "Cedarvale", "Fort Lorne", "Beaumont-sur-Lac", "Pembroke Narrows",
           "Whitecap", "Grand Anse", "Oakhurst", "Trillium Falls"],
    "IE": ["Ballycarra", "Kilmeaden Cross", "Carrowmore", "Rathnagree", "Clonmellon Bridge",
           "Drumshanbo East", "Ennistymon Road", "Castlegarvey", "Knocklong", "Tobercurry West",
           "Ardnaree", "Glenamaddy", "Kilbrittain", "Moyvalley", "Lisduff"],
}

REGIONS = {
    "UK": ["West Yorkshire", "Lancashire", "Norfolk", "Cornwall", "Derbyshire", "Fife",
           "Powys", "Cumbria", "Kent", "Shropshire", "Lincolnshire", "Ayrshire"],
    "US": [("Ohio", "OH", "43"), ("Oregon", "OR", "97"), ("Pennsylvania", "PA", "16"),
           ("Georgia", "GA", "30"), ("Michigan", "MI", "49"), ("Arizona", "AZ", "85"),
           ("Minnesota", "MN", "55"), ("North Carolina", "NC", "27"), ("Texas", "TX", "75"),
           ("Massachusetts", "MA", "01"), ("Wisconsin", "WI", "53"), ("Colorado", "CO", "80"),
           ("Tennessee", "TN", "37"), ("Maine", "ME", "04")],
    "AU": [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
           ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"),
           ("Tasmania", "TAS", "7")],
    "CA": [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
           ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Quebec", "QC", "GHJ"),
           ("New Brunswick", "NB", "E"), ("Saskatchewan", "SK", "S")],
    "IE": ["Mayo", "Galway", "Cork", "Kerry", "Donegal", "Tipperary", "Wexford", "Sligo",
           "Clare", "Meath", "Kilkenny", "Leitrim"],
}

STREET_NAMES = ["Ferncliffe", "Abbotsford", "Kingfisher", "Mill Lane", "Larkspur", "Quarry Hill",
                "Tanners", "Orchard", "Sycamore", "Beacon", "Cobden", "Gladstone", "Hawthorn",
                "Fairview", "Lowther", "Netherfield", "Chapel", "Station", "Willow Bank", "Moorside",
                "Rosemount", "Ashgrove", "Elmhurst", "Carrington", "Juniper", "Pleasant Valley",
                "Bluebell", "Cranbrook", "Wakefield", "Pinecrest", "Riverbend", "Thistle",
                "Harcourt", "Seaview", "Magpie", "Ironbark", "Banksia", "Tamarack", "Birchmount",
                "Dufferin", "Laurier", "Cloverhill", "Bothar na Sli", "Slievemore", "Greenfield"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Terrace", "Gardens", "Drive",
           "Way", "Mews", "Court"],
    "US": ["Street", "Avenue", "Drive", "Road", "Court", "Boulevard", "Lane", "Way", "Pkwy", "St",
           "Ave", "Dr"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Drive", "Place", "Terrace"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Rue"],
    "IE": ["Road", "Avenue", "Park", "Drive", "Lawn", "Grove", "Terrace", "Heights", "View"],
}
UNIT_WORDS = {"UK": ["Flat", "Apartment"], "US": ["Apt", "Unit", "#", "Suite"],
              "AU": ["Unit", "Apartment"], "CA": ["Unit", "Apt"], "IE": ["Apartment", "No."]}

SAINTS = ["Brendan", "Columba", "Aidan", "Cuthbert", "Hilda", "Bridget", "Fintan", "Luke",
          "Jude", "Agnes", "Vincent", "Winifred", "Ita", "Kevin", "Monica", "Boniface",
          "Hubert", "Clare", "Margaret", "Anselm"]

HOSP_PATTERNS = {
    "UK": ["{T} Royal Infirmary", "{T} General Hospital", "St {S}'s Hospital",
           "{T} Community Hospital", "{T} District General", "Royal {T} Hospital",
           "{T} Women's and Children's Hospital"],
    "US": ["{T} Regional Medical Center", "St. {S}'s Medical Center", "{T} Memorial Hospital",
           "{T} Community Hospital", "{T} University Medical Center", "Mercy {T} Hospital",
           "{T} Health Center"],
    "AU": ["{T} Base Hospital", "{T} District Hospital", "St {S}'s Private Hospital",
           "{T} Health Service", "Royal {T} Hospital", "{T} Hospital"],
    "CA": ["{T} Regional Health Centre", "{T} General Hospital", "St. {S}'s Hospital",
           "Hôpital {T}", "{T} District Health Centre", "{T} Memorial Hospital"],
    "IE": ["University Hospital {T}", "St {S}'s Hospital", "{T} General Hospital",
           "{T} Regional Hospital", "Our Lady of {T} Hospital", "{T} Community Nursing Unit"],
}
PROVIDER_PATTERNS = {
    "UK": ["{T} and {U} Hospitals NHS Foundation Trust", "{T} Teaching Hospitals NHS Trust",
           "{T} Health Care NHS Trust", "NHS {T} Health Board"],
    "US": ["{T} Health System", "{T} Health Partners", "{T} Medical Group", "{T} HealthCare"],
    "AU": ["{T} Local Health District", "{T} Health", "{T} Hospital and Health Service"],
    "CA": ["{T} Health Sciences Network", "{T} Regional Health Authority", "{T} Health Alliance"],
    "IE": ["{T} Hospital Group", "{T} University Hospitals Group"],
}
PRACTICE_PATTERNS = ["{X} Surgery", "{X} Medical Centre", "{X} Family Practice", "{X} Health Centre",
                     "{X} Primary Care", "{X} Medical Practice"]
PRACTICE_PREFIX = ["Millbrook", "Kingfisher", "Brookside", "Tannery Lane", "Greenway",
                   "Old Forge", "Riverside", "Elm Park", "Harbourview", "Castle Street",
                   "The Mount", "Larchfield", "Beechwood", "Quayside", "Hillcrest", "Sandpiper"]
PHARMACY = ["Moorside Pharmacy", "Kellett's Chemist", "Harbourview Pharmacy", "Greenway Pharmacy",
            "Castle Pharmacy", "Lakeside Drug Mart", "Corner Drug Store", "Bellbird Chemist",
            "Quayside Pharmacy", "Hanlon's Pharmacy"]
CARE_HOMES = ["Rosewood Lodge", "Heatherbank Care Home", "The Laurels Nursing Home",
              "Ashdene House", "Meadowcroft Residential Home", "Willowbrook Manor",
              "Sunnybank Aged Care", "Glenview Lodge", "Cedar Court Nursing Home",
              "St Ita's Nursing Home", "Harbour Lights Aged Care", "Pinegrove Long-Term Care"]
WARD_NAMES = ["Kestrel", "Rowan", "Heron", "Curlew", "Hawthorn", "Larch", "Kingfisher",
              "Osprey", "Primrose", "Bluebell", "Sandpiper", "Avocet", "Banksia", "Waratah",
              "Jacaranda", "Lavender", "Maple", "Juniper", "St Ita's", "Cherry Tree"]
WARD_KIND = ["Ward", "Ward", "Ward", "Unit"]
US_UNITS = ["5 West", "4 North", "7 East", "3 South", "6 Tower", "2 West Annex", "8 North"]
BUILDINGS = ["Hollis Wing", "Ashcombe Building", "Treloar Block", "Victoria Wing", "Pemberton Pavilion",
             "Jubilee Building", "Lister Tower", "Riverside Annex", "Centenary Wing", "Dunmore Block"]
LANDMARKS = ["Quarry Hill bus station", "Fellgate railway bridge", "Mill Lane retail park",
             "Harbour Point shopping centre", "Stenbury level crossing", "Castlemoor war memorial",
             "Riverside Gap Greyhound depot", "Kingsmere ferry terminal"]

EMPLOYERS = ["Calder Valley Logistics", "Brightwater Foods Ltd", "Pennine Bus Company",
             "Northwold Borough Council", "Kettleby Engineering", "Saltmarsh Fisheries Co-op",
             "Granger Falls Unified School District", "Alder Freight Inc.", "Sutter Bend Lumber",
             "Wattle Creek Shire Council", "Bungaree Mining Pty Ltd", "Coolabah Grain Co-op",
             "Lakeshore Steel Works", "Trillium Credit Union", "Ballycarra Co-op Mart",
             "Glenamaddy Meats", "Harbourline Ferries", "Moorside Academy", "St Agnes Primary School",
             "Riverside Gap Community College", "Marlowe Auto Parts", "Castlemoor Building Society"]
LAW_FIRMS = ["Pembury Lowe Solicitors", "Ashcroft & Vane LLP", "Hanlon Doyle Solicitors",
             "Mercer Quinlan Lawyers", "Thibodeau Roy Avocats", "Greaves Patel Law",
             "Kessler & Moore PC", "Ormsby Clarke Solicitors"]
ADVOCACY = ["Brightside Advocacy", "VoiceAbility Harrowfield", "Northern Ranges Patient Voice",
            "Lakeshore Patient Advocates", "Independent Advocacy West", "Carers Together Castlemoor",
            "Speak Up Wattle Creek", "Patient Voice Ballycarra"]
INSURERS = ["Harbourline Health Insurance", "Keystone Mutual Health", "Bluegate Health Plan",
            "Summit Crest Assurance", "Wattle Health Fund", "Laurentian Life & Health",
            "Irish Meadow Health", "Pinnacle Care Plan"]
CARE_AGENCIES = ["Homefirst Care Ltd", "Helping Hands Castlemoor", "Comfort Keepers Marlowe",
                 "Bellbird Home Support", "Trillium Home Care", "CareWell Domiciliary Services"]
CHURCHES = ["St Columba's Parish", "Calderbridge Methodist Church", "Grace Fellowship Church",
            "Masjid Al-Noor Harrowfield", "Sri Guru Singh Sabha Gurdwara", "Holy Trinity Ukrainian Church"]
TRANSPORT_COS = ["Swift Patient Transport", "MedRide Non-Emergency", "CityLink Patient Transport",
                 "Kestrel Ambulance Services"]

PROFESSIONS = ["bus driver", "teacher", "secondary school teacher", "electrician", "plumber",
               "taxi driver", "solicitor", "accountant", "hairdresser", "farmer", "dairy farmer",
               "lorry driver", "truck driver", "warehouse operative", "software developer",
               "civil engineer", "care assistant", "cleaner", "chef", "police officer",
               "firefighter", "postman", "mail carrier", "shop assistant", "pharmacist",
               "paramedic", "nurse", "midwife", "social worker", "journalist", "architect",
               "carpenter", "bricklayer", "welder", "fisherman", "university lecturer",
               "bank clerk", "librarian", "train driver", "security guard", "mechanic",
               "dental nurse", "barrister", "vet", "church minister", "sheep farmer",
               "payroll administrator", "shipping clerk", "machinist", "estate agent",
               "roofer", "childminder", "factory worker", "graphic designer", "publican",
               "bus mechanic", "cabinet maker", "primary school teacher", "nursing assistant",
               "pastry chef", "crane operator", "pilot", "tram driver", "miner", "court clerk"]

# public bodies: never PHI (hard negatives); per country
PUBLIC_BODIES = {
    "UK": ["the Parliamentary and Health Service Ombudsman", "the CQC", "the Care Quality Commission",
           "NHS Resolution", "HSSIB", "the GMC", "the NMC", "the HCPC", "the ICB",
           "the Public Services Ombudsman for Wales", "the Scottish Public Services Ombudsman",
           "the coroner's office", "NHS Digital", "the ICO", "Healthwatch"],
    "US": ["the State Department of Health", "CMS", "The Joint Commission", "the State Medical Board",
           "the Board of Nursing", "the FDA", "the CDC", "OCR", "the Office for Civil Rights",
           "the Quality Improvement Organization", "the Medicare Ombudsman"],
    "AU": ["the Health Care Complaints Commission", "the Health Complaints Commissioner", "AHPRA",
           "the Medical Board of Australia", "the Clinical Excellence Commission",
           "the Coroners Court", "the Office of the Health Ombudsman", "the TGA",
           "Safer Care Victoria"],
    "CA": ["the Patient Ombudsman", "the College of Physicians and Surgeons", "the College of Nurses",
           "the Ministry of Health", "Health Canada", "the Office of the Chief Coroner",
           "the Information and Privacy Commissioner", "HIROC", "Accreditation Canada"],
    "IE": ["the Office of the Ombudsman", "HIQA", "the Medical Council", "the NMBI",
           "the State Claims Agency", "the Data Protection Commission", "the Coroner",
           "the National Incident Management System", "Your Service Your Say"],
}

INCIDENT_SYSTEMS = {"UK": ["Datix", "LFPSE", "Datix Cloud IQ", "Ulysses"],
                    "US": ["RL6", "the event reporting system", "MIDAS", "Quantros"],
                    "AU": ["ims+", "RiskMan", "Riskman", "PRIME CI", "VHIMS"],
                    "CA": ["the Safety Learning System", "RL6", "PSLS"],
                    "IE": ["NIMS", "the National Incident Management System"]}

COMPLAINTS_TEAM = {"UK": ["Patient Advice and Liaison Service (PALS)", "Complaints Team",
                          "Patient Experience Team"],
                   "US": ["Patient Relations", "Office of Patient Experience", "Patient Advocacy"],
                   "AU": ["Consumer Liaison", "Patient Liaison Service", "Consumer Feedback Team"],
                   "CA": ["Patient Relations", "Patient Experience Office", "Patient Concerns"],
                   "IE": ["Patient Advocacy Liaison Service", "Complaints Management Office",
                          "Patient Liaison Office"]}
