"""Invented pools for dev308_en (author 308). Every person, street, town,
organisation and care-site name here was made up for this set; real states,
provinces, regions and countries are used as-is. Any match with a real
person or place name is unintended."""

FIRST_M = [
    "Aaron", "Adebayo", "Aidan", "Alistair", "Amir", "Anton", "Arjun", "Barnaby",
    "Bartosz", "Benedict", "Callum", "Ciaran", "Colm", "Conor", "Dariusz", "Declan",
    "Desmond", "Dmitri", "Eamon", "Elliot", "Emeka", "Ewan", "Fergal", "Finlay",
    "Gideon", "Hamish", "Hassan", "Idris", "Ivo", "Jarrah", "Jasper", "Joaquin",
    "Kai", "Kieran", "Kofi", "Lachlan", "Leon", "Lorcan", "Luca", "Malik",
    "Marek", "Mateo", "Milo", "Nikhil", "Niall", "Oisin", "Olly", "Omar",
    "Oren", "Padraig", "Quentin", "Rafferty", "Rohan", "Ronan", "Rory", "Samir",
    "Seamus", "Soren", "Tadhg", "Tariq", "Teodor", "Theo", "Tobias", "Vikram",
    "Wendell", "Xavier", "Yusuf", "Zane", "Dale", "Travis", "Cody", "Brandon",
    "Tyrone", "Marcus", "Reuben", "Felix", "Jude", "Angus", "Bruno", "Caspar",
]
FIRST_F = [
    "Abigail", "Adaeze", "Aisling", "Alannah", "Amara", "Anouk", "Aoife", "Ayesha",
    "Beatrix", "Bronagh", "Caitriona", "Celeste", "Chiara", "Clodagh", "Dana", "Delphine",
    "Eabha", "Elodie", "Esme", "Farah", "Fenella", "Freya", "Gemma", "Greta",
    "Hana", "Harriet", "Imogen", "Ines", "Isla", "Jasmin", "Kalinda", "Keeley",
    "Lena", "Liesl", "Lowri", "Maeve", "Marisol", "Mei", "Mira", "Nadia",
    "Niamh", "Ngozi", "Odette", "Orla", "Paloma", "Petra", "Priya", "Rosalind",
    "Saoirse", "Selin", "Shona", "Sinead", "Talia", "Tamsin", "Uma", "Ursula",
    "Vesna", "Willa", "Yara", "Zofia", "Brittany", "Kayla", "Destiny", "Shannon",
    "Jolene", "Tegan", "Kirra", "Matilda", "Philippa", "Romy", "Sunita", "Thea",
]
SURNAMES = [
    "Abernathy", "Achterberg", "Adeyemi", "Aldcroft", "Ambrose", "Ashdown", "Balcombe", "Barraclough",
    "Beaufoy", "Bellamy", "Birtwhistle", "Blackadder", "Brannigan", "Brightwell", "Caddick", "Calloway",
    "Carrigan", "Castellan", "Chadwick", "Chowdhury", "Cleverley", "Colquhoun", "Considine", "Cosgrave",
    "Crabtree", "Dalgleish", "Dannatt", "Delahunt", "Desrosiers", "Dobrowski", "Donnellan", "Drinkwater",
    "Dunphy", "Eccleston", "Ekwueme", "Fairbairn", "Farquhar", "Featherstone", "Fennimore", "Fitzgibbon",
    "Foxcroft", "Gallagher", "Garside", "Gilchrist", "Goldthorpe", "Gorecki", "Greenhalgh", "Gunasekara",
    "Hallorann", "Hargreaves", "Hartigan", "Hawksworth", "Heffernan", "Holloway", "Horsfall", "Iwuchukwu",
    "Jablonski", "Kavanagh", "Kettleborough", "Kilbride", "Kowalczyk", "Lachance", "Lafferty", "Langridge",
    "Lethbridge", "Lindqvist", "Loughran", "MacAskill", "Mahaffey", "Malinowski", "Marchetti", "McAlinden",
    "McCrudden", "Merriweather", "Milligan", "Mulcahy", "Nakamura", "Nwachukwu", "Oduya", "Okonkwo",
    "Ollerenshaw", "Ostrowski", "Pemberton", "Penhaligon", "Pettigrew", "Quarshie", "Quigley", "Rathbone",
    "Ravenscroft", "Reinholt", "Rowntree", "Sandoval", "Santangelo", "Scullion", "Shackleton", "Sheehy",
    "Skerritt", "Southall", "Stackpoole", "Strachan", "Sutcliffe", "Tavernier", "Thistlewood", "Threlfall",
    "Tierney", "Tomczak", "Trelawney", "Uttley", "Vasquez", "Venables", "Wainwright", "Wetherall",
    "Whitworth", "Wolstenholme", "Yardley", "Zelinski", "Ayodele", "Bhattacharya", "Castellanos", "Dubois",
    "Ferreira", "Haddad", "Ishikawa", "Krishnan", "Lemieux", "Mwangi", "Nguyen-Tran", "Oyelaran",
    "Papadakis", "Rautenbach", "Szabo", "Tremblay-Ouellet", "Varga", "Wojcik", "Xu-Lambert", "Zamora",
    "O'Dwyer", "O'Halloran", "D'Arcy", "St. Clair", "Van der Berg", "McTeague", "Brennock", "Gatward",
]

TOWNS = {
    "GB": ["Marlbury", "Ashcombe", "Thornleigh", "Hexworth", "Pellingham", "Brackenford",
           "Wyndle", "Oakhurst Magna", "Stavely Cross", "Linthorpe Bay", "Harrowdene",
           "Kelsbury", "Dunsmere", "Fellowfield", "Quarrington", "Ravensholt", "Saltmarsh Green",
           "Upper Cadwell", "Bramblewick", "Coldharbour Edge"],
    "US": ["Millbrook Falls", "Cedar Hollow", "Port Adley", "Granton", "Westmere",
           "Elkridge Springs", "Larkspur Point", "Bellwood Ridge", "New Corvin", "Stanton Mills",
           "Quarry Hill", "Pine Lacey", "Ashgrove", "Redfern Junction", "Harlow Bend",
           "Saddle Creek", "Lake Orrin", "Dunmore Heights"],
    "CA": ["Port Carrick", "Maple Landing", "Sainte-Odile", "Riverbend", "Kestrel Bay",
           "Fort Alder", "Lac-Brume", "New Halden", "Birchmount", "Tamarack Falls",
           "Saint-Amable-du-Lac", "Cobble Harbour", "Grey Otter", "Pembrook Valley"],
    "AU": ["Wattle Creek", "Kurrawong", "Mallee Springs", "Port Tarrant", "Ironbark Ridge",
           "Yallambee", "Coorabin", "Lindenvale", "Saltbush Flat", "Warrigal Bay",
           "Bellbird Heights", "Geebung Park", "Tallowood", "Murrin Downs"],
    "IE": ["Ballyfarran", "Kilbrannagh", "Clonmara", "Ardnaglass", "Castlebrack",
           "Inishcorr", "Glenmorrow", "Knockbrennan", "Lisdara", "Carrickmeen",
           "Rathdallan", "Tobermullan", "Killeshane", "Drumcarra"],
}

REGIONS = {
    # UK counties and Irish counties are CITY (guideline: town, city, county)
    "GB": ["West Yorkshire", "Kent", "Hampshire", "Devon", "Lancashire", "Norfolk",
           "Surrey", "Cheshire", "Essex", "Merseyside", "Leicestershire", "Somerset",
           "Northumberland", "Oxfordshire"],
    "IE": ["Cork", "Galway", "Kerry", "Limerick", "Mayo", "Wicklow", "Kildare", "Meath",
           "Donegal", "Tipperary", "Wexford", "Sligo"],
}
STATES = {
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"),
           ("Maryland", "MD"), ("Pennsylvania", "PA"), ("Kansas", "KS"), ("Florida", "FL"),
           ("Nebraska", "NE"), ("Wisconsin", "WI"), ("Minnesota", "MN"), ("New Jersey", "NJ"),
           ("North Carolina", "NC"), ("Arizona", "AZ"), ("Utah", "UT"), ("Indiana", "IN")],
    "CA": [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
}
AU_PC_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "2"}

STREET_STEMS = ["Rowan", "Kestrel", "Alder", "Hawthorn", "Juniper", "Marigold", "Foxglove",
                "Larch", "Wren", "Chandler", "Millrace", "Tanners", "Cooper", "Bellfounder",
                "Quarry", "Orchard", "Heron", "Sorrel", "Linden", "Brindle", "Copper Beech",
                "Ferncliffe", "Weaver", "Lantern", "Oakapple", "Saddler", "Teasel", "Harebell",
                "Kingfisher", "Sandpiper", "Gorse", "Thistle", "Bramley", "Mulberry", "Waxwing"]
STREET_SUFFIX = {
    "GB": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Gardens", "Way", "Terrace", "Mews"],
    "IE": ["Road", "Lane", "Park", "Street", "Avenue", "Grove", "Drive", "Heights", "Terrace", "Court"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Place", "Way", "Terrace"],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Court", "Boulevard", "Way", "Trail", "Place"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Close", "Crescent", "Drive", "Place", "Court", "Way"],
}
SUFFIX_ABBR = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd", "Lane": "Ln",
               "Court": "Ct", "Boulevard": "Blvd", "Place": "Pl", "Crescent": "Cres", "Parade": "Pde"}

UNIT_STEMS = ["Harrowgate", "Meridian", "Northwold", "Calder", "Brightwater", "Kingsmoor",
              "Ashby Lane", "Riverside Quay", "Greyfriars", "Lanthorn", "Stonebridge", "Halcyon"]
UNIT_KINDS = ["Clinical Research Unit", "Early Phase Clinical Unit", "Phase I Unit",
              "Centre for Clinical Pharmacology", "Clinical Trials Facility", "Human Pharmacology Unit"]
HOSP_KINDS = ["General Hospital", "University Hospital", "Royal Infirmary", "Memorial Hospital",
              "Community Hospital", "Regional Hospital"]
SAINTS = ["Brendan", "Columba", "Aidan", "Hilda", "Oswin", "Bride", "Finian", "Ita", "Cuthbert"]
PRACTICE_STEMS = ["Rowan House", "Fernlea", "Elm Park", "Maple Court", "Brook Lane", "The Willows",
                  "Castle Mead", "Orchard View", "Kingfisher", "Northgate", "Church Walk", "Hillcrest",
                  "Larkfield", "Three Bridges", "Millbank", "Abbeyfield"]
PRACTICE_KINDS = {
    "GB": ["Surgery", "Medical Practice", "Medical Centre", "Health Centre"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre"],
    "US": ["Family Medicine", "Primary Care", "Medical Group", "Internal Medicine"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
}
WARD_NAMES = ["Kestrel Ward", "Linnet Ward", "Osprey Ward", "Heron Unit", "Skylark Ward",
              "Curlew Ward", "Merlin Suite", "Plover Ward", "Siskin Ward", "Avocet Unit"]
BUILDINGS = ["Hartley Building", "Corran Wing", "Ellison Pavilion", "Marsh House", "Tenby Block"]

SPONSORS = ["Veloran Therapeutics", "Kestrix Bio", "Orvane Pharma", "Taliscope Biosciences",
            "Nemora Labs", "Brightfen Pharmaceuticals", "Quillmark Therapeutics", "Solvance Bio",
            "Arkwell Biologics", "Pyrenex Pharma"]
CROS = ["Northgate Clinical Services", "Tessellate Research", "Beacon Trial Partners",
        "Larchmont CRO", "Meridia Clinical Operations", "Cobalt Path Research"]
LABS = ["Parallax Bioanalytics", "Cresswell Laboratory Services", "Helix Quay Diagnostics",
        "Tern Analytical", "Foxley Central Lab"]
BANKS = ["Harbourstone Bank", "Westmoor Building Society", "Civic Mutual Bank", "Kilgarry Credit Union",
         "Southern Cross Savings", "Prairie Lakes Credit Union", "Lodestar Bank"]
EMPLOYERS = ["Harbour Freight Company", "Greyline Logistics", "Pinewood Hotels", "Bluecoat Coffee",
             "Marlowe & Finch", "Stitchwell Textiles", "Quayside Brewing", "Tandem Couriers",
             "Oakline Builders", "Brightdesk Software", "Fennick Retail", "Cobblestone Theatre Company",
             "Ridgeway Fitness", "Lumen Print Works", "Northstar Call Centre", "Copperleaf Catering"]
UNIVERSITIES = ["University of {town}", "{town} Institute of Technology", "{town} College of Art",
                "{town} Metropolitan University"]
TAXI_FIRMS = ["Swiftline Cabs", "Ambercar Taxis", "Blue Heron Cars", "CityLoop Rides"]

PROFESSIONS = ["postgraduate student", "undergraduate student", "barista", "warehouse operative",
               "software developer", "personal trainer", "retail assistant", "actor", "musician",
               "chef", "delivery driver", "electrician", "plasterer", "bartender", "graphic designer",
               "care assistant", "landscape gardener", "call centre agent", "mechanic", "tattoo artist",
               "PhD student", "photographer", "carpenter", "sous chef", "lifeguard", "dog walker",
               "data analyst", "security guard", "hairdresser", "bicycle courier", "tiler",
               "sound engineer", "supply teacher", "forklift driver", "shop manager", "yoga instructor"]
FAMILY_REL = ["partner", "wife", "husband", "girlfriend", "boyfriend", "mother", "father", "sister",
              "brother", "flatmate", "housemate", "friend", "aunt", "cousin"]

IMP_PREFIX = ["VLX", "KB", "ORV", "TLS", "NMR", "BRF", "QMT", "SLV", "ARK", "PYX"]
DESIGNS = [
    ("first-in-human single ascending dose", "SAD"),
    ("multiple ascending dose", "MAD"),
    ("food-effect crossover", "FE"),
    ("drug-drug interaction", "DDI"),
    ("relative bioavailability", "BA"),
    ("thorough QT", "TQT"),
    ("human abuse potential", "HAP"),
]
ROUTES = [("oral capsule", "PO", "a single oral dose (capsules)"),
          ("oral suspension", "PO", "a single oral dose (suspension, 20 mL)"),
          ("IV infusion over 60 min", "IV", "a single 60-minute IV infusion"),
          ("subcutaneous injection", "SC", "a single subcutaneous injection (abdomen)"),
          ("oral tablet", "PO", "a single oral dose (tablets)"),
          ("inhaled (dry powder)", "INH", "a single inhaled dose via dry-powder inhaler")]
AE_TREAT = {"headache": "paracetamol 1 g PO", "nausea": "ondansetron 4 mg IV", "vasovagal syncope": "sodium chloride 0.9% 500 mL IV",
            "maculopapular rash": "cetirizine 10 mg PO", "diarrhoea": "loperamide 2 mg PO", "back pain": "paracetamol 1 g PO",
            "abdominal pain": "Gaviscon 10 mL PO", "upper respiratory tract infection": "simple linctus 5 mL PO",
            "injection site erythema": "hydrocortisone 1% cream topically", "presyncope": "oral fluids 500 mL"}

AE_TERMS = [
    ("headache", "Nervous system disorders"), ("nausea", "Gastrointestinal disorders"),
    ("dizziness", "Nervous system disorders"), ("vasovagal syncope", "Nervous system disorders"),
    ("cannula site bruising", "General disorders and administration site conditions"),
    ("somnolence", "Nervous system disorders"), ("maculopapular rash", "Skin and subcutaneous tissue disorders"),
    ("ALT increased", "Investigations"), ("diarrhoea", "Gastrointestinal disorders"),
    ("upper respiratory tract infection", "Infections and infestations"),
    ("back pain", "Musculoskeletal and connective tissue disorders"), ("presyncope", "Nervous system disorders"),
    ("palpitations", "Cardiac disorders"), ("sinus bradycardia", "Cardiac disorders"),
    ("abdominal pain", "Gastrointestinal disorders"), ("fatigue", "General disorders and administration site conditions"),
    ("epistaxis", "Respiratory, thoracic and mediastinal disorders"), ("blood CK increased", "Investigations"),
    ("injection site erythema", "General disorders and administration site conditions"),
    ("dysgeusia", "Nervous system disorders"),
]
CONMEDS = ["paracetamol 1 g PO", "ibuprofen 400 mg PO", "ondansetron 4 mg IV", "cetirizine 10 mg PO",
           "loperamide 2 mg PO", "metoclopramide 10 mg PO", "hydrocortisone 1% cream topically",
           "sodium chloride 0.9% 500 mL IV", "Gaviscon 10 mL PO", "chlorphenamine 4 mg PO",
           "simple linctus 5 mL PO", "cyclizine 50 mg IV"]
MED_HX = ["childhood asthma, no inhaler use for >5 years", "Gilbert's syndrome (isolated unconjugated bilirubin)",
          "appendicectomy", "hay fever (seasonal, cetirizine PRN)", "fractured left radius, ORIF",
          "mild eczema, emollients only", "tonsillectomy", "migraine without aura, <1 episode/month",
          "inguinal hernia repair", "acne, isotretinoin course completed >12 months ago",
          "no significant past medical history", "Osgood-Schlatter disease in adolescence",
          "Raynaud's phenomenon, no treatment", "single episode of renal colic, no recurrence"]
ECG_MODELS = ["CardioQuill CQ-12", "Vistaline ECG-600", "Tracemark T12 Pro", "Elektra Rhythm 9"]
TELEMETRY_MODELS = ["Sentinel VX telemetry", "WaveLink TX-4 transmitter", "Corvita CT-20 patch"]
PUMP_MODELS = ["Infusia P300 syringe driver", "Medflo V8 volumetric pump", "Dosewell SD-2 syringe pump"]
HOLTER_MODELS = ["RhythmTrace H3", "Lifespan 24 Holter", "Cardiopal HX"]
CENTRIFUGES = ["Centrix 5R", "Rotamax 4K15", "Spinwell C-22"]
EDC_SYSTEMS = ["ClinBase", "TrialForge EDC", "eSource Lumen", "VoltaCRF"]
