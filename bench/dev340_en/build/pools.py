"""Invented name, place and organisation pools (written for this set)."""

# invented places, by region key
TOWNS = {
    "ENG": ["Ashby Marden", "Kelvale", "Brackenford", "Thornbury Cross",
            "Wexcombe", "Hallowmere", "Stoneleigh Vale", "Cradley Fen",
            "Amberton", "Holmcliffe", "Redmarsh", "Oakhurst Green",
            "Fenwick Bridge", "Langmoor", "Saltcote", "Ravensby",
            "Middlecombe", "Netherwick", "Copperfield Heath", "Elmbury",
            "Westhallow", "Barrowmere", "Pennick", "Dunsforth Magna",
            "Skelbrook", "Hawksworth Edge", "Lydgate Moor", "Calderbury"],
    "SCO": ["Kilbrannan", "Auchterlea", "Glenmorie", "Drumcarnie",
            "Inverallan", "Strathkeld", "Balmurrie", "Carnbeg",
            "Lochanmore", "Dunkeldie", "Kirkbrae", "Portmorrach"],
    "WAL": ["Llanferwen", "Abercwmlas", "Pontyrhedyn", "Caerfelin",
            "Trefaelog", "Llys-y-Nant", "Bryngolau", "Cwmderwen",
            "Aberhenllan", "Penybryn Uchaf"],
    "NI": ["Ballykeel Bridge", "Drumnacross", "Carrowmena", "Lisnamurray",
           "Killyveagh", "Aghadrum", "Tullyglass", "Cloughmore Mills"],
    "IE": ["Kilcarrow", "Ballydrennan", "Castlemoyle", "Rathkeeran",
           "Clonbrack", "Tullagheen", "Drumlargan", "Inishcorran",
           "Ardnagreagh", "Knockavinn", "Lisdrumbeg", "Ballinacree",
           "Mullaghgorm", "Kilteevan Cross", "Carrigdown"],
    "US": ["Maple Hollow", "Cedar Bend", "Fairhaven Springs",
           "Millbrook Falls", "Harlan Creek", "Sutter's Crossing",
           "Bellwether", "Eastbrook", "Ridgeview Heights", "Oak Prairie",
           "Greenvale", "Stonefield", "Copper Basin", "Wrenfield",
           "Lockhart Mills", "New Salford", "Tamarind Bluff", "Deer Lick"],
    "CA": ["Port Alder", "Kingsbrook", "Lac-Sainte-Odile", "Maplecrest",
           "North Tamarack", "Sable Point", "Fort Kessler",
           "Birchmount Landing", "Riviere-aux-Cedres", "Spruce Narrows",
           "Loon Harbour", "Elkridge"],
    "AU": ["Wattle Creek", "Banksia Heights", "Coolabah Springs",
           "Mount Kelso", "Yarrabee", "Ironbark Flat", "Gumtree Vale",
           "Kurrawong", "Mulgara Bay", "Tindal Downs", "Saltbush Plains",
           "Port Everard", "Bilbarra"],
    "NZ": ["Waiora Bay", "Te Ahiroa", "Kowhai Flat", "Matarau",
           "Rangimoana", "Totara Heights", "Kahikatea Valley",
           "Whitestone Bay", "Port Kelly", "Ngaruru", "Raupo Junction"],
    "ZA": ["Protea Ridge", "Umzinyathi Heights", "Kransberg",
           "Silverfontein", "Mthatha Vale", "Aloe Bay", "Riverkloof"],
}

# counties (CITY per guideline) for UK / Ireland; states, provinces and
# regions (STATE) elsewhere
COUNTIES = {
    "ENG": ["Lancashire", "West Yorkshire", "Cheshire", "Norfolk", "Devon",
            "Kent", "Staffordshire", "Derbyshire", "Cumbria", "Somerset",
            "Lincolnshire", "Essex", "Shropshire", "Northumberland"],
    "SCO": ["Fife", "Highland", "Perthshire", "Ayrshire", "Angus",
            "Aberdeenshire", "Dumfries and Galloway"],
    "WAL": ["Powys", "Gwynedd", "Ceredigion", "Carmarthenshire",
            "Pembrokeshire", "Conwy"],
    "NI": ["Co. Antrim", "Co. Down", "Co. Tyrone", "Co. Fermanagh",
           "Co. Armagh", "Co. Londonderry"],
    "IE": ["Co. Galway", "Co. Kerry", "Co. Cork", "Co. Mayo", "Co. Donegal",
           "Co. Tipperary", "Co. Clare", "Co. Wexford", "Co. Kildare",
           "Co. Roscommon", "Co. Sligo", "Co. Laois"],
}
STATES = {
    "US": [("Ohio", "OH", "4"), ("Michigan", "MI", "4"),
           ("Pennsylvania", "PA", "1"), ("North Carolina", "NC", "2"),
           ("Georgia", "GA", "3"), ("Texas", "TX", "7"),
           ("Arizona", "AZ", "8"), ("New Mexico", "NM", "8"),
           ("Minnesota", "MN", "5"), ("Wisconsin", "WI", "5"),
           ("Kentucky", "KY", "4"), ("Tennessee", "TN", "3"),
           ("Oregon", "OR", "9"), ("Washington", "WA", "9"),
           ("New York", "NY", "1"), ("Illinois", "IL", "6")],
    "CA": [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"),
           ("Alberta", "AB", "T"), ("Manitoba", "MB", "R"),
           ("Saskatchewan", "SK", "S"), ("Nova Scotia", "NS", "B"),
           ("New Brunswick", "NB", "E"), ("Quebec", "QC", "GHJ")],
    "AU": [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"),
           ("Queensland", "QLD", "4"), ("South Australia", "SA", "5"),
           ("Western Australia", "WA", "6"), ("Tasmania", "TAS", "7"),
           ("Northern Territory", "NT", "0")],
    "NZ": [("Waikato", "Waikato", ""), ("Canterbury", "Canterbury", ""),
           ("Otago", "Otago", ""), ("Northland", "Northland", ""),
           ("Bay of Plenty", "Bay of Plenty", ""),
           ("Hawke's Bay", "Hawke's Bay", ""), ("Southland", "Southland", ""),
           ("Taranaki", "Taranaki", "")],
    "ZA": [("Gauteng", "GP", ""), ("KwaZulu-Natal", "KZN", ""),
           ("Western Cape", "WC", ""), ("Eastern Cape", "EC", ""),
           ("Free State", "FS", "")],
}

STREET_NAMES = """Orchard Ashgrove Mill Station Church Chapel Victoria Albert Park
Meadow Willow Beech Rowan Hawthorn Heather Bramble Kingfisher Heron Larkspur
Foxglove Juniper Sycamore Chestnut Laburnum Poplar Alder Elm Cedar Hazel
Primrose Bluebell Greenfield Brookside Riverside Castle Abbey Priory Quarry
Forge Tannery Ropewalk Weavers Canal Harbour Quay Market Bridge Wellington
Nelson Clarence Lansdowne Belmont Fairview Highfield Springfield Ridgeway
Glebe Sandpiper Curlew Linnet Osprey Kestrel Marram""".split()
STREET_REGION = {
    "UK": "Tannery Cobbler Ropewalk Lollard Fountains Saxon Cloister".split(),
    "IE": "Bóthar Rathmore Cnoc Ard Abbeyfield Monastery Friary Strand".split(),
    "US": "Tamarack Magnolia Dogwood Sassafras Pecan Cottonwood Mesquite "
          "Hickory Sycamore Prairie".split(),
    "CA": "Tamarack Spruce Birchwood Maple Tundra Caribou Muskoka".split(),
    "AU": "Wattle Jacaranda Banksia Ironbark Lilly-Pilly Bottlebrush "
          "Kookaburra Currawong".split(),
    "NZ": "Kauri Rimu Pohutukawa Manuka Totara Kowhai Tui Matai".split(),
    "ZA": "Protea Jacaranda Baobab Acacia Umhlanga Fynbos Kloof".split(),
}
STREET_TYPES_UK = ["Road", "Street", "Avenue", "Close", "Crescent", "Lane",
                   "Drive", "Terrace", "Way", "Gardens", "Grove", "Place",
                   "View", "Court", "Rise", "Walk"]
STREET_TYPES_US = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr",
                   "Drive", "Ln", "Blvd", "Ct", "Way", "Pkwy", "Terrace"]
STREET_TYPES_AU = ["Street", "St", "Road", "Rd", "Avenue", "Ave",
                   "Crescent", "Cres", "Parade", "Place", "Close", "Drive",
                   "Highway", "Way", "Terrace"]
HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Glenview", "Hillcrest",
               "Ty Gwyn", "Bramley House", "Tigh na Mara", "Cnoc Ard",
               "The Laurels", "Sunnyside Farm", "Ard Na Gréine"]

SAINTS = ["Aldhelm", "Cuthbert", "Bride", "Brendan", "Columba", "Aidan",
          "Oswald", "Winifred", "Ninian", "Finbarr", "Kentigern", "Hilda",
          "Petroc", "Brigid", "Dunstan", "Teilo", "Ita", "Mungo"]
ROYALS = ["Queen Adelaide", "Princess Beatrice", "King Edmund",
          "Prince Leopold", "Queen Matilda", "Duchess of Albany",
          "Princess Louise", "King Alfred"]
TREES = ["Rowan", "Oak", "Willow", "Hawthorn", "Elm", "Linden", "Birch",
         "Holly", "Yew", "Ash", "Cedar", "Larch"]
BIZWORDS = ["Haulage", "Logistics", "Builders", "Foods", "Engineering",
            "Freight", "Joinery", "Motors", "Printing", "Textiles",
            "Dairies", "Plastics", "Fabrication", "Landscaping", "Bakery",
            "Cleaning Services", "Security", "Construction", "Timber",
            "Poultry", "Seafoods", "Packaging"]
BIZSUF = ["Ltd", "Ltd", "Limited", "& Sons", "Group", "plc", "Co.", ""]
US_BIZSUF = ["Inc.", "LLC", "Co.", "Corp.", ""]
SCREEN_COS = ["Clearsight Screening Ltd", "Vantage Eye Imaging Ltd",
              "RetinaWise Services Ltd", "Lumen Diagnostic Partners",
              "Optiscan Community Services", "Fundus Direct Ltd",
              "BrightRetina Health Ltd", "Iris Mobile Imaging Ltd"]
US_SCREEN_COS = ["Lumina Teleretinal Services LLC", "ClearPath Eye Imaging Inc.",
                 "RetinaLink Diagnostics LLC", "NorthStar Ocular Reading Center"]
MED_SCHEMES = ["Protea Medical Scheme", "Umhlaba Health Fund",
               "Karoo Mutual Medical Aid", "Baobab Health Plan"]
US_INSURERS = ["Keystone Mutual Health", "Prairie Shield Health Plan",
               "BlueRiver Community Care", "Harborline Health Partners",
               "Summit Valley Medical Plan", "Lakeshore Family Health Plan"]
CA_NONE = []
AU_FUNDS = ["Southern Cross Mutual Fund", "Eucalypt Health Fund",
            "Coastal Members Health"]

PROFESSIONS = [
    "HGV driver", "lorry driver", "taxi driver", "bus driver",
    "forklift operator", "teacher", "teacher", "school cook", "chef",
    "welder", "farmer", "dairy farmer", "sheep farmer", "accountant",
    "shop assistant", "care worker", "electrician", "plumber", "cleaner",
    "security guard", "warehouse operative", "fisherman", "miner",
    "software developer", "postman", "lecturer", "hairdresser",
    "civil servant", "delivery driver", "crane operator", "commercial pilot",
    "carpenter", "shearer", "truck driver", "bricklayer", "bookkeeper",
    "nurse", "machinist", "train driver", "courier",
    "police officer", "groundsman", "barber", "mechanic",
    "postmaster", "baker", "seamstress", "joiner", "roofer",
    "quantity surveyor", "receptionist", "bus mechanic", "nail technician",
    "restaurant owner", "van driver", "painter and decorator",
    "engineer", "kitchen porter", "scaffolder", "dental nurse",
]
DRIVING_JOBS = ["HGV driver", "lorry driver", "taxi driver", "bus driver",
                "delivery driver", "truck driver", "van driver",
                "forklift operator", "crane operator", "train driver",
                "courier"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "carer",
             "granddaughter", "grandson", "sister", "brother", "neighbour",
             "son-in-law", "daughter-in-law", "niece", "mother", "father"]
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M",
           "granddaughter": "F", "grandson": "M", "sister": "F",
           "brother": "M", "son-in-law": "M", "daughter-in-law": "F",
           "niece": "F", "mother": "F", "father": "M"}

LANGS = ["Polish", "Punjabi", "Urdu", "Bengali", "Gujarati", "Cantonese",
         "Mandarin", "Arabic", "Somali", "Romanian", "Lithuanian", "Tigrinya",
         "Portuguese", "Farsi", "Tongan", "Samoan", "Vietnamese", "Irish",
         "Welsh", "Kurdish", "Turkish", "isiZulu", "Spanish"]
BIRTH_COUNTRIES = ["Pakistan", "India", "Bangladesh", "Nigeria", "Ghana",
                   "Poland", "Romania", "Jamaica", "Somalia", "Kenya",
                   "Philippines", "Vietnam", "China", "Sri Lanka", "Tonga",
                   "Samoa", "Fiji", "Zimbabwe", "Iraq", "Portugal", "Italy",
                   "Lithuania", "Eritrea", "Hong Kong", "Malaysia",
                   "South Africa", "Scotland", "Ireland", "Canada",
                   "Trinidad and Tobago", "Sudan", "Turkey", "Greece"]
TRAVEL_COUNTRIES = ["Spain", "Portugal", "Pakistan", "India", "Canada",
                    "Australia", "New Zealand", "Cyprus", "Poland",
                    "Bangladesh", "Jamaica", "Nigeria", "France", "Greece",
                    "United States", "Malta", "Thailand", "Fiji"]

# hard negatives -----------------------------------------------------------
CAMERAS = ["Topcon TRC-NW8", "Topcon TRC-NW400", "Canon CR-2 AF",
           "Canon CR-2 Plus AF", "Zeiss Visucam 500", "Nidek AFC-330",
           "Centervue DRS", "Optos Daytona", "Optos California",
           "Topcon Maestro2", "Zeiss Clarus 500"]
OCTS = ["Heidelberg Spectralis", "Zeiss Cirrus 5000", "Topcon Triton",
        "Topcon Maestro2", "Optovue iVue"]
SLITLAMPS = ["Haag-Streit BQ 900", "Haag-Streit BM 900", "Topcon SL-D701",
             "Keeler KSL-H5"]
PUMPS = ["Medtronic MiniMed 780G", "Omnipod 5", "Tandem t:slim X2",
         "Ypsomed mylife YpsoPump"]
CGMS = ["FreeStyle Libre 2", "FreeStyle Libre 3", "Dexcom G6", "Dexcom G7",
        "Medtronic Guardian 4"]
DM_MEDS = ["metformin 1 g BD", "metformin MR 500 mg OD", "gliclazide 80 mg BD",
           "gliclazide 40 mg OD", "sitagliptin 100 mg OD",
           "linagliptin 5 mg OD", "empagliflozin 10 mg OD",
           "dapagliflozin 10 mg OD", "semaglutide 1 mg weekly",
           "dulaglutide 1.5 mg weekly", "insulin glargine 24 units nocte",
           "insulin degludec 30 units OD", "NovoRapid per carb counting",
           "Humulin I 18 units BD", "pioglitazone 15 mg OD",
           "tirzepatide 5 mg weekly", "insulin detemir 14 units BD"]
OTHER_MEDS = ["ramipril 5 mg OD", "lisinopril 10 mg OD", "amlodipine 5 mg OD",
              "atorvastatin 20 mg ON", "simvastatin 40 mg ON",
              "aspirin 75 mg OD", "bisoprolol 2.5 mg OD",
              "losartan 50 mg OD", "indapamide 2.5 mg OD",
              "levothyroxine 100 mcg OD", "omeprazole 20 mg OD",
              "latanoprost 0.005% nocte", "clopidogrel 75 mg OD",
              "furosemide 40 mg OM", "apixaban 5 mg BD"]
EPONYM_HX = ["Graves' disease", "Hashimoto's thyroiditis", "Addison's disease",
             "Parkinson's disease", "Bell's palsy (resolved)",
             "Charcot foot (left)", "Dupuytren's contracture",
             "Crohn's disease", "Raynaud's phenomenon",
             "Barrett's oesophagus", "Meniere's disease",
             "Paget's disease of bone", "Cushing's syndrome (treated)",
             "Kimmelstiel-Wilson nephropathy", "Wolff-Parkinson-White (ablated)"]
OCULAR_HX = ["Fuchs' endothelial dystrophy", "amblyopia (left, since childhood)",
             "previous LASIK", "cataract surgery (phaco + IOL)",
             "primary open-angle glaucoma on latanoprost",
             "Weiss ring on the right", "asteroid hyalosis",
             "choroidal naevus, stable", "ocular hypertension",
             "pseudoexfoliation", "dry AMD, early", "high myopia",
             "Adie's pupil (right)", "Coats' disease (left, childhood)",
             "retinitis pigmentosa (mild)", "Horner's syndrome (right)"]


def country_phrase(rng, pool, typ="COUNTRY", article=True):
    """Country as pieces; an article stays outside the span."""
    c = rng.choice(pool)
    if article and c in ("United States", "Philippines", "Netherlands"):
        return ["the ", (c, typ)]
    return [(c, typ)]
