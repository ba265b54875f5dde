"""Invented place and organisation pools per service country.  Town, street,
hospital and organisation names are made up for this set; states, provinces
and regions are the real administrative names (they are PHI when they appear
in an address)."""

STATES = {
    "US": [("California", "CA"), ("Texas", "TX"), ("Minnesota", "MN"), ("Massachusetts", "MA"),
           ("Washington", "WA"), ("Ohio", "OH"), ("Georgia", "GA"), ("Arizona", "AZ"),
           ("New Jersey", "NJ"), ("Illinois", "IL"), ("Oregon", "OR"), ("Maryland", "MD"),
           ("Pennsylvania", "PA"), ("Colorado", "CO"), ("North Carolina", "NC"), ("Michigan", "MI"),
           ("Florida", "FL"), ("New York", "NY"), ("Utah", "UT"), ("Kentucky", "KY")],
    "UK": [("Lancashire", "Lancs"), ("West Yorkshire", "W Yorks"), ("Kent", "Kent"),
           ("Greater Manchester", "Gtr Manchester"), ("Hertfordshire", "Herts"),
           ("West Midlands", "W Mids"), ("Leicestershire", "Leics"), ("Tyne and Wear", "Tyne & Wear"),
           ("Derbyshire", "Derbys"), ("Lincolnshire", "Lincs"), ("Glamorgan", "Glam"),
           ("Lanarkshire", "Lanarks"), ("Essex", "Essex"), ("Avon", "Avon"),
           ("Nottinghamshire", "Notts"), ("Hampshire", "Hants")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")],
    "NZ": [("Auckland", "Auckland"), ("Waikato", "Waikato"), ("Canterbury", "Canterbury"),
           ("Otago", "Otago"), ("Wellington", "Wellington"), ("Bay of Plenty", "BOP"),
           ("Manawatū-Whanganui", "Manawatū-Whanganui"), ("Hawke's Bay", "Hawke's Bay"),
           ("Northland", "Northland"), ("Southland", "Southland"), ("Taranaki", "Taranaki")],
}

TOWNS = {
    "US": ["Cedar Hollow", "Brookhaven Falls", "Port Allerton", "Millbrook Junction", "East Carrow",
           "Saybrook Heights", "Oak Prairie", "Fairmont Ridge", "Delmar Springs", "Westfield Landing",
           "Pine Bluff Crossing", "Harlan Park", "Grayson City", "Tullahassee", "Riverbend",
           "Kessler", "Loma Verde", "San Anselmo Valley", "Marlowe", "North Tamsin",
           "Clearwater Bend", "Lakeport Shores", "Ashby Mills", "Redstone", "Bellhaven",
           "Copper Flats", "Elkhorn Grove", "Dunmore Township", "Vista Alegre", "Hadley Forge",
           "Norwood Terrace", "Stanton Creek", "Larkspur Hills", "Greenvale", "Orchard Point"],
    "UK": ["Kettlesham", "Brindleford", "Larchmoor", "Millthorpe", "Netherby Cross", "Oakwold",
           "Rushbury Vale", "Stallingford", "Thornaby Edge", "Upwell Green", "Wrexley",
           "Yardley Hythe", "Calderbrook", "Fenholt", "Garrowby St Mary", "Hallamby",
           "Inchbrook", "Dunmere", "Eastwick Parva", "Penrhos Uchaf", "Aberllyn", "Kilbarchan Mains",
           "Strathcoyle", "Ashcombe Vale", "Blackwater Moss", "Sowerby Fold", "Denholme Clough",
           "Hartsmere", "Coldbeck", "Lowther Bridge", "Meadowcroft", "Tanners End",
           "Wickhambury", "Selbridge", "Goldthorpe Lees"],
    "AU": ["Wattle Creek", "Bellarine Heights", "Mundarra", "Kooringal Park", "Tallowood",
           "Yarralong", "Banksia Grove", "Jindalee Waters", "Coolamon Springs", "Merriwa Vale",
           "Glenrowan East", "Kurrajong Flat", "Marrickdale", "St Helier Park", "Burrendong",
           "Ironbark Ridge", "Nullagine Bay", "Thornleigh South", "Coorabell", "Wirraminna",
           "Emu Heights", "Lilyfield North", "Dandaloo", "Carindale West", "Barellan Point",
           "Wallaroo Downs", "Gunnedah East", "Tooradin Shores", "Kialla Lakes", "Moorabool"],
    "CA": ["Maplewood", "Riviere-aux-Saules", "Port Kessock", "Thornbury Mills", "Lac-Beaumont",
           "Ashgrove", "Cedar Landing", "Northfield Hills", "Saint-Anselme-du-Lac", "Kinsella",
           "Fort Meridian", "Oxbow Creek", "Bramblewood", "Elmdale", "Sainte-Odile",
           "Harrowgate", "Pine Portage", "Wolverton Flats", "Glenavon", "Millcreek Crossing",
           "New Caledon", "Beaverbank", "Kestrel Bay", "Sioux Landing", "Amberley Park",
           "Red Willow", "Lakeshore East", "Fairhaven", "Brantmoor", "Grand Étang"],
    "NZ": ["Kaiwhenua", "Te Awaroa", "Rangiora Heights", "Mōkihi", "Pukerimu", "Hillcrest Vale",
           "Awatoto Beach", "Tawanui", "Ōtāwhao", "Glenbrook Downs", "Kāwhia Hills", "Riverlea",
           "Māpua Flats", "Onerahi East", "Whakarongo", "Papanui North", "Aramoana Park",
           "Tūrangi South", "Manurewa East", "Ōmaio", "Halswell Grove", "Kaiapoi Downs",
           "Ngāruawāhia West", "Pāuatahanui", "Te Kōwhai", "Ellerslie Gardens"],
}

STREET_BASES = ["Alder", "Beech", "Chapel", "Dovecote", "Elm", "Foundry", "Granary", "Harbour",
                "Ivy", "Juniper", "Kiln", "Larch", "Mill", "Nettlebed", "Orchard", "Priory",
                "Quarry", "Rowan", "Saddler", "Tanner", "Union", "Vicarage", "Wharf", "Yew Tree",
                "Acacia", "Bramley", "Cobden", "Darley", "Fennimore", "Gatehouse", "Hawthorn",
                "Kingfisher", "Lavender", "Magnolia", "Osprey", "Pemberton", "Redfern",
                "Sycamore", "Thistle", "Wattle", "Bottlebrush", "Kauri", "Pohutukawa", "Tōtara",
                "Maple", "Birchmount", "Cedarvale", "Laurier", "Dufferin", "Sequoia", "Mesquite",
                "Cottonwood", "Magnolia Bluff", "Hickory", "Sandalwood", "Ironbark", "Jacaranda",
                "Whitegate", "Blackthorn", "Lindisfarne", "Mafeking", "Kowhai", "Rimu", "Matai"]

STREET_SUFFIX = {
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Rd", "Lane", "Ct", "Way", "Pkwy", "Terrace"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Way", "Grove", "Terrace", "Row", "Mews", "Rd"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade", "Place", "Pl", "Court", "Ct", "Circuit"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Drive", "Boulevard", "Rue", "Chemin", "Court", "Line"],
    "NZ": ["Street", "Road", "Rd", "Place", "Crescent", "Avenue", "Terrace", "Drive", "Lane", "Grove"],
}

UNIT_FORMS = {
    "US": ["Apt {n}", "Apt. {n}{L}", "Unit {n}", "#{n}", "Apt {n}{L}"],
    "UK": ["Flat {n}", "Flat {n}{L}", "Flat {n}, {h}"],
    "AU": ["Unit {n}", "{n}/", "Apt {n}"],
    "CA": ["Apt {n}", "Unit {n}", "Suite {n}", "{n}-"],
    "NZ": ["Flat {n}", "Unit {n}{L}", "{n}/"],
}

HOUSE_NAMES = ["Rosemount House", "Kingsway Court", "Aldgate Mansions", "Bramley Lodge", "Fernside Court"]

HOSP_PATTERNS = {
    "US": ["{town} Medical Center", "{town} Regional Hospital", "St. {saint}'s Medical Center",
           "{town} Community Health Center", "{town} Family Health Clinic", "Mercy {town} Hospital",
           "{town} Children's Hospital", "{base} Street Clinic", "{town} Women's and Infants Hospital",
           "{town} Behavioral Health Center", "{town} Surgical Pavilion"],
    "UK": ["{town} General Hospital", "{town} Royal Infirmary", "St {saint}'s Hospital",
           "{town} Community Hospital", "{base} Lane Surgery", "{town} Health Centre",
           "{base} Medical Practice", "{town} Women's Hospital", "The {base} Surgery",
           "{town} Eye Hospital", "{town} Walk-in Centre"],
    "AU": ["{town} Base Hospital", "{town} District Hospital", "{town} Medical Centre",
           "St {saint}'s Private Hospital", "{town} Community Health Centre", "{town} Hospital",
           "{base} Street Family Practice", "{town} Women's and Children's Hospital"],
    "CA": ["{town} General Hospital", "{town} Health Centre", "{town} Community Health Centre",
           "St. {saint}'s Hospital", "Hôpital {saint}", "{town} Family Health Team",
           "{base} Medical Clinic", "{town} Regional Health Centre"],
    "NZ": ["{town} Hospital", "{town} Medical Centre", "{town} Health Centre", "{base} Road Medical",
           "{town} Birthing Centre", "{town} Family Doctors", "{town} Health Hub"],
}

SAINTS = ["Brannoc", "Winifred", "Aidan", "Hild", "Cuthbert", "Bartholomew", "Columba", "Petroc",
          "Elphege", "Frideswide", "Anselm", "Ursula", "Benedict", "Clement", "Scholastica",
          "Jerome", "Kilian", "Brigid", "Ambrose", "Monica"]

WARDS = ["Ward 7B", "Ward 22", "Ward C4", "Kestrel Ward", "Rowan Ward", "Heron Ward",
         "Larkspur Unit", "Willow Ward", "Ward 3 North", "Bluebell Ward", "Ward 11", "Maple Unit",
         "Sandpiper Ward", "Puriri Ward", "Ward 4A", "Coral Unit", "Ward 6 East", "Acorn Ward"]

BUILDINGS = ["Harbourside Wing", "Lister Building", "Nightingale Block", "Outpatients Building B",
             "Rutherford Pavilion", "East Tower", "Fenwick Building", "Atrium Block",
             "Pemberton House", "Kauri Building", "Clocktower Wing", "Jubilee Annexe",
             "Riverside Block", "Sutherland Pavilion", "Old Chapel Building"]

AGENCIES = ["Lingua Bridge Interpreting Ltd", "ClearSpeak Language Services", "TalkAcross Interpreting",
            "Polyglot Health Partners", "Signpost Communication Services", "HandsOn Sign Interpreting",
            "Meridian Language Solutions", "Tessera Translations", "BridgeWord Ltd",
            "VoiceLink Remote Interpreting", "OneWorld Medical Language Co.", "Kōtuitui Language Services",
            "Northern Lights Interpreting", "Babel & Co Translation", "Parley Language Partners",
            "SignWave Interpreting", "Accord Community Interpreters", "Lexis Clinical Translations",
            "Hearth Language Access", "Cascade Interpreting Group", "Harbour Sign Services",
            "WordBridge Australia Pty Ltd", "Entente Interprétation Inc.", "Aurora ASL Services"]

SIGN_AGENCIES = ["Signpost Communication Services", "HandsOn Sign Interpreting", "SignWave Interpreting",
                 "Harbour Sign Services", "Aurora ASL Services", "Open Palm Deaf Access"]
SPOKEN_AGENCIES = [a for a in AGENCIES if a not in SIGN_AGENCIES]

EMPLOYERS = ["Northgate Logistics", "Brightwell Poultry", "Harbourview Cleaning Co.", "Sunrise Nail Bar",
             "Kettlesham Carpets", "Maple Ridge Farms", "Greenleaf Packhouse", "Orbit Couriers",
             "Ridgeway Care Homes", "Silverline Taxis", "Golden Dragon Restaurant", "Coastline Meats",
             "Pinecrest Construction", "Bluewater Fisheries", "Kingsgate Hotel", "Allwood Timber",
             "FreshCo Supermarket", "Prairie Valley Growers", "Tidewater Textiles", "Summit Security",
             "Lakeside Laundry Services", "Redgum Vineyards", "Brookfield Dairy", "Starlight Bakery",
             "Metro Fix Auto", "Horizon Aged Care", "Crestline Warehousing", "Marigold Catering"]

CARE_HOMES = ["Willowbank Residential Care", "Sunnyside Lodge Nursing Home", "Kowhai Rest Home", "Maple Grove Long-Term Care",
              "Hollybrook House", "Bayview Aged Care", "The Larches Care Centre", "St {saint}'s Nursing Home",
              "{town} Manor Care Home", "Golden Years Lodge"]

SCHOOLS = ["{town} Primary School", "{town} High School", "St {saint}'s College", "{town} Community College",
           "{town} Elementary", "{base} Park Academy", "{town} Adult Learning Centre", "{town} Kura Kaupapa"]

COMMUNITY = ["Al-Noor Community Mosque", "St {saint}'s Parish", "{town} Gurdwara Sahib", "{town} Deaf Club",
             "Northside Deaf Centre", "Refugee Welcome Hub", "{town} Migrant Resource Centre",
             "New Hope Pentecostal Church", "{town} Vietnamese Community Association",
             "Somali Women's Network", "{town} Tongan Methodist Church", "{town} Chinese Seniors Club",
             "Deafblind Support {town}", "{town} Food Bank", "Kurdish Cultural Society"]

INSURERS = {
    "US": ["Bluecrest Health Plan", "Keystone Community Care", "Prairie Mutual Health",
           "Harborview Medicaid Partners", "Sunbelt Family Health Plan", "Evergreen CarePlus"],
    "AU": ["Coral Health Fund", "Southern Cross Mutual Cover", "Wattle Health Insurance"],
    "CA": ["Northstar Benefits Ltd", "Laurentide Assurance", "Prairie Blue Group Benefits"],
    "UK": ["Harlow Medical Assurance"],
    "NZ": ["Kiwicare Health Cover", "Tōtara Health Insurance"],
}

PROFESSIONS = ["taxi driver", "warehouse operative", "nail technician", "care assistant", "chef",
               "cleaner", "civil engineer", "student", "builder", "farm labourer", "accountant",
               "primary school teacher", "seamstress", "shopkeeper", "bus driver", "security guard",
               "poultry processor", "kitchen porter", "fruit picker", "hairdresser", "electrician",
               "midwife", "tailor", "delivery driver", "factory worker",
               "plasterer", "mechanic", "software developer",
               "hotel housekeeper", "forklift driver", "market trader", "cook", "tiler",
               "agricultural worker", "pharmacist", "university lecturer", "carpenter",
               "fishing deckhand", "farmer", "homemaker", "meat packer", "painter and decorator",
               "barber", "interpreter", "journalist", "aged care worker", "lawyer", "truck driver"]

CREDENTIALS = {
    "US": ["MD", "DO", "RN", "NP", "PA-C", "LCSW", "PharmD", "MA", "LPN", "CNM"],
    "UK": ["MRCGP", "RGN", "RN", "RM", "ANP", "FRCS", "MRCP", "HCA", "OT", "SLT"],
    "AU": ["FRACGP", "RN", "MBBS", "CNS", "FRACP", "EN", "RM", "NP"],
    "CA": ["MD", "CCFP", "RN", "NP", "RPN", "FRCPC", "MSW", "RT"],
    "NZ": ["MBChB", "FRNZCGP", "RN", "NP", "RM", "EN", "FRACP"],
}

DOC_CREDS = {
    "US": ["MD", "DO", "MD, FACP", "MD, MPH"],
    "UK": ["MRCP", "FRCS", "MRCGP", "FRCOG", "FRCP", "MBBS"],
    "AU": ["FRACP", "MBBS", "FRACGP", "FRANZCOG", "FRACS"],
    "CA": ["MD", "MD, FRCPC", "MD, CCFP", "MDCM"],
    "NZ": ["MBChB", "FRACP", "FRNZCGP", "FRACS"],
}
NURSE_CREDS = {
    "US": ["RN", "NP", "LPN", "RN, BSN", "CNM", "PA-C"],
    "UK": ["RGN", "RN", "RM", "ANP", "HCA", "SLT", "OT"],
    "AU": ["RN", "EN", "CNS", "RM", "NP"],
    "CA": ["RN", "RPN", "NP", "LPN", "RT"],
    "NZ": ["RN", "EN", "NP", "RM"],
}

INTERP_CREDS = {
    "US": ["CHI", "CMI", "CoreCHI", "NIC", "CDI", "RID Certified", "state-qualified"],
    "UK": ["DPSI (Health)", "NRPSI", "RSLI", "TSLI", "CIOL", "Level 6 BSL", "Community Interpreting L3"],
    "AU": ["NAATI Certified Interpreter", "NAATI Certified Provisional", "NAATI Recognised Practising",
           "NAATI Certified Translator", "NAATI CPI"],
    "CA": ["AVLIC", "OTTIAQ", "ATIO certified", "CHIA", "CTTIC"],
    "NZ": ["NAATI Certified", "NZSTI", "SLIANZ", "NZSL Interpreter (AUT)"],
}

LICENSE_BODIES = {
    "US": ["NPI", "DEA", "State lic #", "Med lic"],
    "UK": ["GMC", "GMC no.", "GMC ref"],
    "AU": ["AHPRA", "AHPRA reg"],
    "CA": ["CPSO #", "CPSBC #", "CMQ"],
    "NZ": ["MCNZ", "MCNZ reg"],
}

SPOKEN_BODIES = {
    "US": ["CCHI cert #", "NBCMI #", "Court Interpreter Lic.", "CCHI #"],
    "UK": ["NRPSI no.", "NRPSI reg", "CIOL memb no.", "NRPSI"],
    "AU": ["NAATI CPN", "NAATI Practitioner ID", "NAATI no."],
    "CA": ["OTTIAQ memb no.", "ATIO cert", "CHIA #"],
    "NZ": ["NZSTI memb", "NAATI CPN", "NZSTI no."],
}

SIGN_BODIES = {
    "US": ["RID member #", "RID #", "BEI cert"],
    "UK": ["NRCPD reg", "NRCPD no.", "NRCPD"],
    "AU": ["NAATI CPN", "ASLIA memb", "NAATI Practitioner ID"],
    "CA": ["AVLIC cert", "AVLIC memb #"],
    "NZ": ["SLIANZ reg", "NZSL Interp. reg"],
}

SIGN_CREDS = {
    "US": ["NIC", "CDI", "NIC Advanced", "BEI Master", "NIC + SC:L"],
    "UK": ["RSLI", "TSLI", "RSLI (Deaf Interpreter)", "RSLI, JTI"],
    "AU": ["NAATI Certified Interpreter (Auslan)", "NAATI Certified Provisional (Auslan)", "Recognised Practising Deaf Interpreter"],
    "CA": ["AVLIC COI", "AVLIC", "CDI"],
    "NZ": ["NZSL Interpreter (AUT)", "SLIANZ full member"],
}
