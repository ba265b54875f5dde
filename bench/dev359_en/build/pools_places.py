"""Invented places, care sites and organisations for dev359_en.

Towns, streets, hospitals, practices, pharmacies, laboratories, employers,
schools, insurers and societies are all invented.  States, provinces,
regions, counties and countries are real (they are not persons).
"""

COUNTRY_NAME = {
    "UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
    "NZ": "New Zealand", "CA": "Canada", "US": "United States",
}

# names used in free text for the country itself (annotated COUNTRY)
COUNTRY_FORMS = {
    "UK": ["United Kingdom", "UK", "U.K.", "Britain"],
    "IE": ["Ireland", "Republic of Ireland"],
    "AU": ["Australia"],
    "NZ": ["New Zealand", "Aotearoa"],
    "CA": ["Canada"],
    "US": ["United States", "USA", "U.S."],
}

FOREIGN_COUNTRIES = [
    "Portugal", "Italy", "Spain", "Poland", "India", "Pakistan", "Bangladesh",
    "Nigeria", "Ghana", "Somalia", "the Philippines", "Vietnam", "China",
    "Greece", "Mexico", "Samoa", "Tonga", "Jamaica", "Ukraine", "Lebanon",
    "Kenya", "South Africa", "Malaysia", "Sri Lanka", "Brazil", "Finland",
    "Sweden", "the Netherlands", "Croatia", "Thailand", "Japan", "Fiji",
    "Morocco", "Egypt", "Turkey", "Canada", "Australia", "New Zealand",
    "Ireland", "Germany", "France",
]

TOWNS = {
    "UK": ["Ashcombe", "Kelderby", "Hollinsford", "Brackenridge",
           "Stoke Amberley", "Castlemoor", "Pennwick", "Oakhurst Green",
           "Rainsbridge", "Whitmere", "Dunholm", "Lowfield", "Garthwaite",
           "Sedgecombe", "Fenbridge", "Harrowdale", "Millbeck",
           "Saltmarsh End", "Thornbury Vale", "Wexcombe", "Bramleigh",
           "Eastwick Magna", "Corrieburn", "Inverallan", "Glenmorrow",
           "Aberlleu", "Pontyddu", "Llanfair Caerwen", "Ballykeelan"],
    "IE": ["Kilbrannagh", "Carrigdrum", "Rathcolm", "Ballyrosk",
           "Drumclogher", "Clonavoe", "Inishmeen", "Dunmanagh",
           "Castlecoyne", "Knocklaragh", "Ardnacrusha Bridge", "Templebrack",
           "Mullinvane", "Glanmire Cross"],
    "AU": ["Wattle Creek", "Mount Kerrigan", "Bellbrook Heights", "Yarrandale",
           "Coorabin", "Banksia Bay", "Marrinup", "Port Ellery",
           "Warrigal Downs", "Tallowood", "Cobbity Vale", "Jarrahdene",
           "Minnamurra Flats", "Goolarra", "Eastlake Springs"],
    "NZ": ["Ōtaraia", "Kōwhai Bay", "Port Tamsin", "Rangiwai", "Tūī Valley",
           "Matapiko", "Hillsborough Downs", "Pūkeko Flat", "Kaiwhero",
           "Westhaven", "Manuroa", "Te Kōpua", "Ashgrove Junction"],
    "CA": ["Northbrook Landing", "Saint-Aurèle", "Lac-Brûlé", "Pinecrest",
           "Fort Garrow", "Port Alder", "Elkhorn Valley", "Kingsmere",
           "Beaumont-sur-Lac", "Cedar Narrows", "Moose Hollow",
           "Riviere-Verte", "Hartland Mills", "Spruce Harbour"],
    "US": ["Millbrook", "Cedar Hollow", "Fairhaven Springs", "West Arbor",
           "Lakeport", "Granger Falls", "Oak Summit", "Brookhaven Hills",
           "Ridgecrest", "Bayview Park", "Harlow City", "Pine Bluff Station",
           "Sawyer Gap", "New Canterbury", "Willow Bend"],
}

# (name, abbreviation or None)
STATES = {
    "UK": [("England", None), ("Scotland", None), ("Wales", None),
           ("Northern Ireland", None)],
    "IE": [("Munster", None), ("Leinster", None), ("Connacht", None),
           ("Ulster", None)],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("South Australia", "SA"),
           ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Canterbury", None), ("Waikato", None), ("Otago", None),
           ("Southland", None), ("Bay of Plenty", None),
           ("Hawke's Bay", None), ("Northland", None), ("Taranaki", None),
           ("Manawatū-Whanganui", None), ("Marlborough", None)],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Quebec", "QC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Minnesota", "MN"),
           ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Pennsylvania", "PA"), ("Wisconsin", "WI"), ("Colorado", "CO"),
           ("North Carolina", "NC"), ("Michigan", "MI"), ("Vermont", "VT"),
           ("Arizona", "AZ"), ("Illinois", "IL"), ("New York", "NY")],
}

COUNTIES = {
    "UK": ["Lancashire", "Kent", "Devon", "Cumbria", "Norfolk", "Shropshire",
           "Fife", "Perthshire", "Gwynedd", "Powys",
           "North Yorkshire", "Somerset", "Staffordshire"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Tipperary",
           "Wexford", "Clare", "Limerick", "Sligo", "Kilkenny", "Offaly"],
}

STREET_BASE = [
    "Elm", "Oak", "Mill", "Church", "Station", "Victoria", "Albert", "Park",
    "Hawthorn", "Rowan", "Birch", "Willow", "Chestnut", "Queen", "King",
    "Bridge", "Meadow", "Orchard", "Kestrel", "Heron", "Lark", "Juniper",
    "Cedar", "Maple", "Harbour", "Ridge", "Hillcrest", "Riverside",
    "Sycamore", "Linden", "Primrose", "Foxglove", "Clover", "Thistle",
    "Heather", "Bracken", "Gorse", "Ashdown", "Beacon", "Canal", "Quarry",
    "Tannery", "Fulling", "Weaver", "Cooper", "Glebe", "Pound", "Saxon",
]
STREET_BASE_LOCAL = {
    "AU": ["Wattle", "Banksia", "Jacaranda", "Ironbark", "Waratah",
           "Bottlebrush", "Coolabah"],
    "NZ": ["Kōwhai", "Rimu", "Tōtara", "Pōhutukawa", "Mānuka", "Kauri"],
    "IE": ["Ard na Gréine", "Cois Abhann", "Bóthar na Trá", "Sráid an Mhuilinn"],
    "CA": ["Tamarack", "Laurier", "Champlain", "Spruce"],
    "US": ["Magnolia", "Sycamore", "Cottonwood", "Dogwood"],
}
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive",
           "Grove", "Terrace", "Way", "Gardens", "Court", "Rd", "St"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "Heights",
           "Rd"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Court",
           "Drive", "Place", "St", "Rd", "Pde"],
    "NZ": ["Street", "Road", "Terrace", "Crescent", "Place", "Avenue",
           "Drive", "St", "Rd"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Boulevard", "Crescent",
           "Court", "St", "Ave", "Blvd", "Rue"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Way", "St", "Ave", "Dr", "Blvd", "Ln"],
}

SAINTS = ["Aldhelm", "Brigid", "Columba", "Finbarr", "Kentigern", "Oswin",
          "Hilda", "Cuthbert", "Ita", "Brendan", "Dympna", "Winifred",
          "Teilo", "Enda", "Kevin", "Gall", "Aidan", "Bega", "Ninian",
          "Mungo", "Monica", "Jude", "Ignatius", "Luke", "Vincent"]

TREES = ["Rowan", "Hazel", "Alder", "Linden", "Beech", "Willow", "Cedar",
         "Holly", "Juniper", "Maple", "Elder", "Aspen"]

HOSP_PATTERNS = {
    "UK": ["{T} General Hospital", "Royal {T} Infirmary", "{T} District Hospital",
           "St {S}'s Hospital", "{T} University Hospital",
           "Royal {T} Children's Hospital", "{T} Community Hospital"],
    "IE": ["University Hospital {T}", "St {S}'s General Hospital",
           "{T} Regional Hospital", "Mercy University Hospital {T}",
           "{T} Children's Health Centre"],
    "AU": ["{T} Base Hospital", "{T} Health Service", "Royal {T} Hospital",
           "{T} Private Hospital", "St {S}'s Hospital {T}",
           "{T} Children's Hospital"],
    "NZ": ["{T} Hospital", "{T} Base Hospital", "Te Whare Hauora o {T}",
           "{T} Children's Health Unit"],
    "CA": ["{T} General Hospital", "Hôpital Saint-{S}",
           "{T} Regional Health Centre", "{T} Children's Hospital",
           "St. {S}'s Health Centre"],
    "US": ["{T} Medical Center", "St. {S} Mercy Hospital",
           "{T} Children's Hospital", "{T} Regional Medical Center",
           "{T} University Hospital"],
}
GP_PATTERNS = {
    "UK": ["{B} Road Surgery", "{T} Medical Practice", "The {R} Health Centre",
           "{B} Street Surgery", "{T} Group Practice", "{R} Tree Surgery"],
    "IE": ["{B} Medical Centre", "{T} Family Practice", "{T} Primary Care Centre",
           "The {R} Clinic"],
    "AU": ["{T} Family Medical Centre", "{B} Street Medical", "{T} GP Clinic",
           "{R} Medical Practice"],
    "NZ": ["{T} Medical Centre", "{B} Health", "{T} Family Doctors",
           "{R} Street Surgery"],
    "CA": ["{T} Family Health Team", "{T} Medical Clinic", "Clinique {T}",
           "{B} Family Practice"],
    "US": ["{T} Family Medicine", "{B} Primary Care", "{T} Internal Medicine Associates",
           "{R} Pediatrics"],
}
PHARM_PATTERNS = ["{T} Pharmacy", "{N}'s Pharmacy", "{B} Chemist",
                  "{N} Chemists", "{T} Apothecary", "{B} Drug"]
LAB_PATTERNS = {
    "UK": ["{T} Pathology", "Blood Sciences, {T} General"],
    "IE": ["{T} Laboratory Services"],
    "AU": ["{T} Pathology", "{R} Pathology Partners"],
    "NZ": ["{T} Community Laboratories", "{R} Labs"],
    "CA": ["{T} Medical Laboratories", "{R} Diagnostics"],
    "US": ["{T} Clinical Laboratory", "{R} Diagnostics"],
}
IMAGING_PATTERNS = ["{T} Imaging", "{R} Radiology", "{T} Bone Density Centre",
                    "{T} Diagnostic Centre"]
WARD_NAMES = ["Rowan Ward", "Ward 7B", "Kingfisher Ward", "Ward 22",
              "Oak Day Unit", "Puffin Ward", "Ward 4A", "Bluebell Ward",
              "Larch Ward", "Ward 11", "Riverside Day Case Unit",
              "Harebell Ward", "Ward C3"]
TRUST_PATTERNS = {
    "UK": ["{T} Hospitals NHS Foundation Trust", "{T} and District NHS Trust",
           "NHS {T} Health Board"],
    "IE": ["{T} Hospital Group"],
    "AU": ["{T} Local Health District", "{T} Health"],
    "NZ": ["{T} District Health Board", "Hauora {T}"],
    "CA": ["{T} Health Region", "CISSS de {T}"],
    "US": ["{T} Health System", "{T} Health Partners"],
}
BUILDINGS = ["Harland Wing", "Fothergill Building", "Brannock Block",
             "Kestrel Pavilion", "Level 3 Tower B", "Jubilee Wing",
             "Aldous Building", "Marram House", "East Atrium",
             "Ground floor, Whitlock Centre", "Pavilion 2"]

EMPLOYER_PATTERNS = [
    "{N} & Sons Joinery", "{T} Freight", "Northgate Logistics",
    "Bluewater Software", "{T} Borough Council", "Harbourside Bakery",
    "The Copper Kettle Café", "Greenleaf Supermarkets",
    "Pinnacle Insurance Brokers", "{N} Dental Lab", "{T} Brewing Co",
    "Crumb & Co Bakery", "{T} Flour Mills", "Kestrel Airways",
    "{N} Electrical Ltd", "{T} Leisure Centre", "Tidewater Fisheries",
    "{N} Accountants", "Oakleaf Care Homes", "{T} Garden Centre",
    "Summit Data Systems", "{N} Haulage", "{T} Community Library",
    "Riverside Print Works", "{N} Hair Studio",
]
SCHOOL_PATTERNS = {
    "UK": ["St {S}'s Primary School", "{T} High School", "{T} Academy",
           "{T} Grammar School", "{T} Nursery"],
    "IE": ["Scoil {S}", "St {S}'s National School", "{T} Community College",
           "Gaelscoil {T}"],
    "AU": ["{T} Primary School", "{T} State High School", "St {S}'s College",
           "{T} Kindergarten"],
    "NZ": ["{T} School", "{T} Intermediate", "{T} College", "Te Kura o {T}"],
    "CA": ["{T} Elementary School", "École {S}", "{T} Secondary School",
           "{T} Collegiate"],
    "US": ["{T} Elementary School", "{T} Middle School", "{T} High School",
           "St. {S} Academy"],
}
UNIVERSITY_PATTERNS = ["University of {T}", "{T} Institute of Technology",
                       "{T} College of Further Education"]
INSURERS = {
    "UK": ["Albion Health Assurance", "Meridian Private Health"],
    "IE": ["Claddagh Health Cover", "Slievemore Health Insurance"],
    "AU": ["Banksia Health Fund", "Coastline Mutual Health"],
    "NZ": ["Kōwhai Health Cover", "Tasman Mutual Health"],
    "CA": ["Maplecare Benefits", "Northern Shield Group Insurance"],
    "US": ["Northfield Mutual Health", "BlueRidge Health Plan",
           "Keystone Care Alliance", "Lakeshore Medicaid Plan"],
}
SOCIETY_PATTERNS = ["{T} Coeliac Support Group", "Gluten-Free Friends of {T}",
                    "Coeliac Support Network", "GF Families {T}",
                    "Celiac Circle of {T}"]
CHURCH_PATTERNS = ["St {S}'s Parish", "{T} Baptist Church", "{T} Uniting Church",
                   "St {S}'s Church", "{T} Methodist Chapel"]

PROFESSIONS = [
    "baker", "pastry chef", "chef", "primary school teacher", "teacher",
    "staff nurse", "nurse", "flour mill operator", "brewer", "barista",
    "farmer", "accountant", "software developer", "lorry driver",
    "truck driver", "electrician", "hairdresser", "dental hygienist",
    "police officer", "paramedic", "carpenter", "plumber", "pharmacist",
    "physiotherapist", "librarian", "civil engineer", "solicitor",
    "bus driver", "care assistant", "warehouse operative", "receptionist",
    "graphic designer", "firefighter", "veterinary nurse", "social worker",
    "mechanic", "childminder", "cleaner", "shop assistant", "postal worker",
    "kitchen porter", "caterer", "dairy farmer", "forklift driver",
    "civil servant", "IT consultant", "personal trainer", "chartered surveyor",
    "sheep shearer", "fisherman", "orchardist", "nanny", "early years practitioner",
]
