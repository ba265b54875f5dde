"""Invented places, care sites and organisations for dev368.

Towns and regions are public geography; every street line, hospital,
practice, laboratory, insurer, employer and support group is invented.
"""

COUNTRY_NAME = {
    "GB": ["United Kingdom", "UK", "England"],
    "IE": ["Ireland", "Republic of Ireland"],
    "AU": ["Australia"],
    "NZ": ["New Zealand", "Aotearoa New Zealand"],
    "CA": ["Canada"],
    "US": ["USA", "United States"],
    "ZA": ["South Africa", "RSA"],
}

# (town, region, postcode seed)
TOWNS = {
    "GB": [("Harrogate", "North Yorkshire", "HG"), ("Halifax", "West Yorkshire", "HX"),
           ("Keighley", "West Yorkshire", "BD"), ("Wakefield", "West Yorkshire", "WF"),
           ("Doncaster", "South Yorkshire", "DN"), ("Chesterfield", "Derbyshire", "S"),
           ("Lancaster", "Lancashire", "LA"), ("Preston", "Lancashire", "PR"),
           ("Carlisle", "Cumbria", "CA"), ("Durham", "County Durham", "DH"),
           ("Hexham", "Northumberland", "NE"), ("Stockport", "Greater Manchester", "SK"),
           ("Shrewsbury", "Shropshire", "SY"), ("Taunton", "Somerset", "TA"),
           ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
           ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
           ("Skipton", "North Yorkshire", "BD"), ("Otley", "West Yorkshire", "LS"),
           ("Pudsey", "West Yorkshire", "LS"), ("Barnsley", "South Yorkshire", "S")],
    "IE": [("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"),
           ("Ennis", "Clare", "V95"), ("Tralee", "Kerry", "V92"),
           ("Galway", "Galway", "H91"), ("Athlone", "Westmeath", "N37"),
           ("Sligo", "Sligo", "F91"), ("Letterkenny", "Donegal", "F92"),
           ("Kilkenny", "Kilkenny", "R95"), ("Wexford", "Wexford", "Y35"),
           ("Navan", "Meath", "C15"), ("Drogheda", "Louth", "A92"),
           ("Clonmel", "Tipperary", "E91"), ("Castlebar", "Mayo", "F23"),
           ("Swords", "Dublin", "K67"), ("Rathfarnham", "Dublin", "D14")],
    "AU": [("Toowong", "QLD", "4066"), ("Nundah", "QLD", "4012"), ("Southport", "QLD", "4215"),
           ("Parramatta", "NSW", "2150"), ("Penrith", "NSW", "2750"), ("Wollongong", "NSW", "2500"),
           ("Dubbo", "NSW", "2830"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
           ("Bendigo", "VIC", "3550"), ("Frankston", "VIC", "3199"), ("Fremantle", "WA", "6160"),
           ("Joondalup", "WA", "6027"), ("Bunbury", "WA", "6230"), ("Glenelg", "SA", "5045"),
           ("Mount Gambier", "SA", "5290"), ("Launceston", "TAS", "7250"), ("Hobart", "TAS", "7000"),
           ("Belconnen", "ACT", "2617"), ("Palmerston", "NT", "0830"), ("Townsville", "QLD", "4810"),
           ("Cairns", "QLD", "4870")],
    "NZ": [("Papakura", "Auckland", "2110"), ("Takapuna", "Auckland", "0622"),
           ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Napier", "Hawke's Bay", "4110"),
           ("Palmerston North", "Manawatu-Whanganui", "4410"), ("Wellington", "Wellington", "6011"),
           ("Lower Hutt", "Wellington", "5010"), ("Nelson", "Nelson", "7010"),
           ("Christchurch", "Canterbury", "8011"), ("Timaru", "Canterbury", "7910"),
           ("Dunedin", "Otago", "9016"), ("Invercargill", "Southland", "9810"),
           ("Whangarei", "Northland", "0110")],
    "CA": [("Toronto", "ON", "M"), ("Mississauga", "ON", "L"), ("Hamilton", "ON", "L"),
           ("Kingston", "ON", "K"), ("Ottawa", "ON", "K"), ("Sudbury", "ON", "P"),
           ("London", "ON", "N"), ("Winnipeg", "MB", "R"), ("Regina", "SK", "S"),
           ("Saskatoon", "SK", "S"), ("Calgary", "AB", "T"), ("Edmonton", "AB", "T"),
           ("Kelowna", "BC", "V"), ("Victoria", "BC", "V"), ("Surrey", "BC", "V"),
           ("Halifax", "NS", "B"), ("Moncton", "NB", "E"), ("St. John's", "NL", "A"),
           ("Charlottetown", "PE", "C")],
    "US": [("Columbus", "OH", "432"), ("Dayton", "OH", "454"), ("Ann Arbor", "MI", "481"),
           ("Grand Rapids", "MI", "495"), ("Madison", "WI", "537"), ("Milwaukee", "WI", "532"),
           ("Minneapolis", "MN", "554"), ("Des Moines", "IA", "503"), ("Omaha", "NE", "681"),
           ("Tulsa", "OK", "741"), ("Albuquerque", "NM", "871"), ("Tucson", "AZ", "857"),
           ("Boise", "ID", "837"), ("Spokane", "WA", "992"), ("Eugene", "OR", "974"),
           ("Sacramento", "CA", "958"), ("Fresno", "CA", "937"), ("Raleigh", "NC", "276"),
           ("Charlotte", "NC", "282"), ("Richmond", "VA", "232"), ("Savannah", "GA", "314"),
           ("Baton Rouge", "LA", "708"), ("Memphis", "TN", "381"), ("Louisville", "KY", "402"),
           ("Pittsburgh", "PA", "152"), ("Worcester", "MA", "016"), ("Hartford", "CT", "061"),
           ("Rochester", "NY", "146"), ("Baltimore", "MD", "212"), ("Portland", "ME", "041")],
    "ZA": [("Bellville", "Western Cape", "7530"), ("Stellenbosch", "Western Cape", "7600"),
           ("George", "Western Cape", "6530"), ("Durban", "KwaZulu-Natal", "4001"),
           ("Pietermaritzburg", "KwaZulu-Natal", "3201"), ("Sandton", "Gauteng", "2196"),
           ("Pretoria", "Gauteng", "0002"), ("Centurion", "Gauteng", "0157"),
           ("Gqeberha", "Eastern Cape", "6001"), ("East London", "Eastern Cape", "5201"),
           ("Bloemfontein", "Free State", "9301"), ("Polokwane", "Limpopo", "0700"),
           ("Mbombela", "Mpumalanga", "1200"), ("Kimberley", "Northern Cape", "8301")],
}

STATE_FULL = {
    "QLD": "Queensland", "NSW": "New South Wales", "VIC": "Victoria",
    "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania",
    "ACT": "Australian Capital Territory", "NT": "Northern Territory",
    "ON": "Ontario", "MB": "Manitoba", "SK": "Saskatchewan", "AB": "Alberta",
    "BC": "British Columbia", "NS": "Nova Scotia", "NB": "New Brunswick",
    "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
    "OH": "Ohio", "MI": "Michigan", "WI": "Wisconsin", "MN": "Minnesota",
    "IA": "Iowa", "NE": "Nebraska", "OK": "Oklahoma", "NM": "New Mexico",
    "AZ": "Arizona", "ID": "Idaho", "OR": "Oregon", "CA": "California",
    "NC": "North Carolina", "VA": "Virginia", "GA": "Georgia", "LA": "Louisiana",
    "TN": "Tennessee", "KY": "Kentucky", "PA": "Pennsylvania",
    "MA": "Massachusetts", "CT": "Connecticut", "NY": "New York",
    "MD": "Maryland", "ME": "Maine",
}

STREET_NAMES = {
    "GB": ["Moor Lane", "Station Road", "Church Street", "Victoria Avenue", "Kirkgate",
           "Beech Grove", "Sycamore Close", "Hawthorn Drive", "Millbank Terrace",
           "Westfield Crescent", "Aire View", "Thornhill Road", "Weavers Court",
           "Chapel Fold", "Bracken Way", "Low Green", "Towngate", "Rosemount Walk",
           "Ashfield Mews", "Priory Gardens", "Canal Side", "Windmill Rise"],
    "IE": ["Ard na Greine", "Cluain Ard", "Main Street", "Church Road", "Bothar na Tra",
           "Orchard Grove", "Sli an Iarnroid", "Fairgreen", "Mill Road", "Abbey Court",
           "Castle View", "Riverside Drive", "Gort na Mona", "Convent Road", "Bridge Street"],
    "AU": ["Banksia Street", "Ocean Parade", "Wattle Crescent", "Bottlebrush Avenue",
           "Kookaburra Close", "Ironbark Road", "Jacaranda Drive", "Station Street",
           "Esplanade", "Coral Tree Court", "Gum Tree Lane", "Boundary Road",
           "Mulga Place", "Currawong Way", "Harbour Terrace"],
    "NZ": ["Kowhai Road", "Tui Street", "Rimu Crescent", "Totara Avenue",
           "Pohutukawa Drive", "Matai Street", "Kauri Place", "Harbour View Road",
           "Fern Glen", "Takahe Way", "Manuka Lane", "Beach Road"],
    "CA": ["Lakeshore Blvd W", "Maple Ridge Drive", "Rue Dufresne", "Birchwood Crescent",
           "Tamarack Way", "Cedar Hill Road", "Spruce Court", "Prairie View Trail",
           "Harbourfront Drive", "Algonquin Avenue", "Timberline Road"],
    "US": ["Oakmont Drive", "W Cedar St", "Magnolia Lane", "Elm Ridge Road",
           "N Harrison Ave", "Sycamore Court", "Lakeview Terrace", "Old Mill Road",
           "Cottonwood Circle", "Bluebonnet Trail", "E 14th Street", "Prairie Rose Lane",
           "Hickory Hollow Dr", "S Washington Blvd"],
    "ZA": ["Protea Street", "Jacaranda Avenue", "Fynbos Close", "Kloof Road",
           "Acacia Crescent", "Marula Lane", "Main Road", "Strelitzia Way",
           "Aloe Ridge Drive", "Bosbok Street"],
}

# care sites: (name, short slug for e-mail/url)
HOSPITALS = {
    "GB": [("Northmoor General Hospital", "northmoor"), ("Calderbrook Royal Infirmary", "calderbrook"),
           ("St Aldhelm's Hospital", "staldhelms"), ("Havenbridge University Hospital", "havenbridge"),
           ("Kestrel Vale Hospital", "kestrelvale"), ("Saltmarsh District General Hospital", "saltmarsh"),
           ("Wrenfield Community Hospital", "wrenfield"), ("Ashgrove Urology Centre", "ashgrove")],
    "IE": [("Tullyvale University Hospital", "tullyvale"), ("Ardmore Regional Hospital", "ardmore"),
           ("St Brigid's of the Lakes Hospital", "stbrigids"), ("Carrigmore Private Clinic", "carrigmore"),
           ("Inishfree General Hospital", "inishfree")],
    "AU": [("Banksia Ridge Hospital", "banksiaridge"), ("Wattle Creek Private Hospital", "wattlecreek"),
           ("Southbank Harbour Hospital", "southbankharbour"), ("Mount Kestrel Hospital", "mtkestrel"),
           ("Coral Coast Base Hospital", "coralcoast")],
    "NZ": [("Rimu Valley Hospital", "rimuvalley"), ("Kowhai Coast Hospital", "kowhaicoast"),
           ("Southern Lakes Hospital", "southernlakes"), ("Harbourview Private Hospital", "harbourview")],
    "CA": [("Cedarbrook General Hospital", "cedarbrook"), ("Tamarack Regional Hospital", "tamarack"),
           ("Ste-Odile Health Centre", "steodile"), ("Muskeg Valley Hospital", "muskeg"),
           ("Lakehead Shores Health Sciences Centre", "lakeheadshores")],
    "US": [("Mercy Ridge Medical Center", "mercyridge"), ("Baywater Memorial Hospital", "baywater"),
           ("Cottonwood Regional Medical Center", "cottonwood"), ("St. Anselm Medical Center", "stanselm"),
           ("Prairie Vista University Hospital", "prairievista")],
    "ZA": [("Protea Valley Hospital", "proteavalley"), ("Karoo Gate Hospital", "karoogate"),
           ("Jacaranda Heights Clinic", "jacarandaheights"), ("Fynbos Medical Clinic", "fynbos")],
}

CANCER_CENTRES = {
    "GB": ["Eastmere Cancer Centre", "Havenbridge Oncology Centre", "Pennine Radiotherapy Unit"],
    "IE": ["Tullyvale Cancer Centre", "Western Lakes Radiotherapy Centre"],
    "AU": ["Harbourside Cancer Care", "Banksia Ridge Radiation Oncology", "Coral Coast Cancer Centre"],
    "NZ": ["Rimu Valley Regional Cancer Centre", "Southern Lakes Oncology"],
    "CA": ["Lakehead Shores Cancer Centre", "Cedarbrook Regional Cancer Clinic"],
    "US": ["Harborpoint Cancer Institute", "Cottonwood Radiation Oncology", "Mercy Ridge Cancer Center"],
    "ZA": ["Protea Oncology Centre", "Highveld Radiation Oncology"],
}

PRACTICES = {
    "GB": ["Beckside Medical Practice", "Orchard Lane Surgery", "Millstone Health Centre",
           "The Weavers Practice", "Kirkgate Family Doctors", "Ryecroft Surgery",
           "Holly Bank Medical Centre", "Canal Street Surgery"],
    "IE": ["Glenard Medical Centre", "Inchvale Family Practice", "Quayside Medical",
           "Castle Street Surgery", "Abbeyfield GP Practice"],
    "AU": ["Ironbark Family Medical Centre", "Lorikeet Medical Practice", "Gumtree Lane Medical",
           "Esplanade General Practice", "Bluewater Family Doctors"],
    "NZ": ["Totara Health Centre", "Pohutukawa Medical Centre", "Matai Street Medical",
           "Tui Family Health", "Harbour Bays Medical"],
    "CA": ["Elm Grove Family Health Team", "Tamarack Family Medicine", "Rideau Bend Medical Clinic",
           "Prairie Gate Medical", "Cedar Hill Family Practice"],
    "US": ["Pine Hollow Family Medicine", "Ridgecrest Primary Care", "Lakeview Internal Medicine",
           "Oak Park Family Physicians", "Sycamore Health Partners"],
    "ZA": ["Fynbos Family Practice", "Kloof Road Medical Centre", "Acacia Medical Rooms",
           "Marula Family Doctors"],
}

UROLOGY_PRIVATE = {
    "GB": ["Thornleigh Park Hospital", "The Larchfield Clinic"],
    "IE": ["Carrigmore Private Clinic", "Shandon Urology Rooms"],
    "AU": ["Riverbend Urology Group", "Wattle Creek Urology"],
    "NZ": ["Harbourview Urology", "Canterbury Plains Urology"],
    "CA": ["Fraserbank Urology Clinic", "Granite Ridge Urology"],
    "US": ["Ridgecrest Urology Associates", "Summit Oaks Urology"],
    "ZA": ["Highveld Urology Practice", "Umhlanga Ridge Urology"],
}

IMAGING = {
    "GB": ["Havenbridge Diagnostic Centre", "Northmoor Imaging Suite", "Aire Valley Community Diagnostics"],
    "IE": ["Tullyvale Imaging", "Westlake Radiology"],
    "AU": ["Coastal Plains Radiology", "Southbank Imaging", "Jacaranda Medical Imaging"],
    "NZ": ["Southern Lakes Radiology", "Pacific Harbour Imaging"],
    "CA": ["Granite Ridge Imaging", "Lakeshore Diagnostic Imaging"],
    "US": ["Summit Oaks Imaging", "Cottonwood Diagnostic Radiology"],
    "ZA": ["Duikerbay Radiology", "Protea Imaging"],
}

LABS = {
    "GB": ["Northmoor Cellular Pathology", "Pennine Pathology Network", "Havenbridge Histopathology"],
    "IE": ["Tullyvale Histopathology Laboratory", "Atlantic Pathology Services"],
    "AU": ["Harbourside Pathology", "Quandong Pathology", "Meridian Pathology"],
    "NZ": ["Aotea Pathology Partners", "Southern Lakes Laboratories"],
    "CA": ["Lakeshore Laboratory Medicine", "Prairie Pathology Group"],
    "US": ["Northfield Pathology Partners", "Baywater Anatomic Pathology"],
    "ZA": ["Amberfield Laboratories", "Cape Peninsula Pathology"],
}

PHARMACIES = {
    "GB": ["Kingsway Pharmacy", "Moorside Chemist"], "IE": ["Quayside Pharmacy", "Fairgreen Pharmacy"],
    "AU": ["Banksia Discount Chemist", "Esplanade Pharmacy"], "NZ": ["Kowhai Pharmacy", "Harbour Chemist"],
    "CA": ["Maple Crest Pharmacy", "Rideau Drug Mart"], "US": ["Cottonwood Drug", "Oak Park Pharmacy"],
    "ZA": ["Protea Pharmacy", "Kloof Dispensary"],
}

WARDS = ["Linden Ward", "Rowan Ward", "Heron Ward", "Kingfisher Unit", "Ward 22",
         "Ward 14", "Ward 7B", "Beech Ward", "Osprey Ward", "Ward 31", "Bluebell Ward",
         "Surgical Short Stay Unit 4", "Ward 5 North", "Teal Ward"]

BUILDINGS = ["Rowan Building", "Gleadow Wing", "Fenwick Wing", "Orchard Pavilion",
             "Lister Block", "Harbour House", "Jubilee Building", "Wattle Wing",
             "Pohutukawa Building", "Cedar Pavilion", "Riverside Annexe"]

INSURERS = {
    "GB": ["Keystone Mutual Health", "Allied Shield Insurance", "Albion Private Health"],
    "IE": ["Celtic Health Insurance", "Shamrock Mutual", "Liffey Health"],
    "AU": ["Coastline Health Fund", "Southern Star Health", "Eucalypt Mutual"],
    "NZ": ["Kiwi Shield Health", "Tasman Health Cover"],
    "CA": ["Maple Benefits Group", "Northern Lights Assurance"],
    "US": ["BlueHarbor Health Plan", "Pinnacle Care PPO", "Heartland Mutual Health", "Keystone Senior Advantage"],
    "ZA": ["Protea Medical Scheme", "Ubuntu Health Medical Aid", "Karoo Health Plan"],
}

EMPLOYERS = {
    "GB": ["Aire Valley Brewery", "Pennine Bus Company", "Whitcombe & Sons Builders",
           "Harrow Lane Primary School", "Moorside Golf Club", "Kirkby Steel Fabrications",
           "Calder Print Works", "Northgate Rail Freight"],
    "IE": ["Shannon Valley Creamery", "Atlantic Ferries", "Corrib Construction",
           "St Declan's National School", "Kinsale Marine Supplies"],
    "AU": ["Coral Coast Council", "Redgum Haulage", "Pilbara Iron Contractors",
           "Sunshine Coast Bowls Club", "Moreton Bay Launch Co"],
    "NZ": ["Tasman Timber Mills", "Kaimai Dairy Co-operative", "Harbour Bays Rugby Club",
           "Southern Alps Freight"],
    "CA": ["Redstone Logistics", "Lakehead Paper Mill", "Tamarack School Board",
           "Prairie Grain Co-operative"],
    "US": ["Tri-County Transit Authority", "Hollister Machine Works", "Redbird Logistics",
           "Cottonwood Unified School District", "Great Plains Rail"],
    "ZA": ["Highveld Mining Services", "Cape Fruit Exporters", "Karoo Transport",
           "Fynbos Wine Estate"],
}

SUPPORT_GROUPS = {
    "GB": ["Havenbridge Prostate Support Group", "Aire Valley Men's Cancer Circle"],
    "IE": ["Tullyvale Men's Health Forum", "Corrib Prostate Cancer Support"],
    "AU": ["Banksia Ridge Prostate Support Group", "Coral Coast Blokes' Cancer Club"],
    "NZ": ["Rimu Valley Prostate Support", "Southern Lakes Men's Shed"],
    "CA": ["Lakehead Prostate Peer Network", "Cedarbrook Men's Circle"],
    "US": ["Mercy Ridge Prostate Survivors Network", "Tri-County Prostate Brotherhood"],
    "ZA": ["Protea Prostate Support Circle", "Highveld Men's Wellness Group"],
}

# device serial prefixes (identifiers only; model names stay unannotated)
DEVICE_MODELS = [
    ("ultrasound probe", "bk 8848 transducer", "BK"),
    ("stepper", "Civco Micro-Touch stepper", "CV"),
    ("transperineal access system", "PrecisionPoint", "PP"),
    ("surgical robot", "da Vinci Xi", "SK"),
    ("pacemaker", "Medtronic Azure", "PJN"),
    ("ICD", "Boston Scientific Dynagen", "BSX"),
    ("artificial urinary sphincter", "AMS 800", "AMS"),
    ("hip prosthesis", "Corail stem", "DP"),
]

VEHICLE_FMT = {
    "GB": "LLNN LLL", "IE": "NNN-L-NNNNN", "AU": "NLLL NNN", "NZ": "LLLNNN",
    "CA": "LLLL NNN", "US": "NLLLNNN", "ZA": "LL NNN-NNN",
}
