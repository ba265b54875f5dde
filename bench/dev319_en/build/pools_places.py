"""Hand-written place and care-site pools for dev319_en.

Towns, streets, hospitals, practices, pharmacies, wards and buildings are
invented; states, provinces, regions, Irish counties and countries are real.
"""

TOWNS = {
    "US": ["Millbrook Falls", "Cedar Hollow", "Larkin Springs", "East Harlow", "Port Danvers",
           "Calloway Junction", "Maple Ridge Heights", "Willow Bend", "Fairhaven Lake",
           "Oak Crossing", "Granger Flats", "New Albright", "Pinecastle", "Harmon City",
           "Lakemont", "Bexley Point", "Ashby Grove", "Dunmore Creek", "Sable River",
           "Kittredge", "Hollister Bay", "Merritt Falls", "Corbin Heights", "Quarry Hill",
           "Tollgate", "Winslow Park", "Brandywell", "Elkhorn Bluff"],
    "UK": ["Ashcombe", "Kingsmere", "Hartleydale", "Brackley Moor", "Eastwick-on-Sea",
           "Lowerby", "Fenmarsh", "Saltcote", "Ravensholme", "Wolverleigh", "Netherford",
           "Chillingworth", "Otterbridge", "Pennington Cross", "Market Stanbury",
           "Great Orlingham", "Little Hexcombe", "Tarnsby", "Barrowgate", "Glenbrae",
           "Kilmardie", "Llanfechan", "Aberwynt", "Hollinsford", "Stoke Ambry", "Coldharbour"],
    "IE": ["Ballykerrin", "Kilmoragh", "Carrigduff", "Rathcullen", "Dromanagh", "Clonbeg",
           "Templebawn", "Lisnacreevy", "Castlemoyle", "Gortnaclohy", "Ballinderrig",
           "Kilcorrib", "Monasterbeg", "Ardcullen", "Derrylough", "Mullaghmoyne",
           "Knockanree", "Tobercurry Bridge", "Inchbeg", "Bawnmore"],
    "CA": ["Port Selkirk", "Tamarack Falls", "Beaverdale", "Saint-Amable-des-Pins",
           "Riviere-aux-Cedres", "Kettle Lake", "North Alder", "Caribou Ridge",
           "Lac-Sainte-Odile", "Westbrook Landing", "Pine Harbour", "Muskeg Crossing",
           "Fort Albany Hills", "Cobourg Ridge", "Grand Etang Cove", "Willowdale Flats"],
    "AU": ["Wattlebrook", "Yarrabend", "Bilgarra", "Mallee Springs", "Currawong Bay",
           "Boolinda", "Tindarra", "Coolabah Downs", "Banksia Vale", "Ironbark Creek",
           "Port Wallace", "Garrawin", "Yallambee Heights", "Kookaburra Flat", "Mount Kelso",
           "Bellbird Ridge", "Gidgee Plains", "Murrindal West"],
    "NZ": ["Waitaroa", "Rangimoe", "Kōwhai Bay", "Pūriri Heights", "Tōtara Springs",
           "Riverslea", "Port Hadley", "Kereru Valley", "Te Awakura", "Harewood Downs",
           "Manuka Flat", "Rimuvale", "Ōtairoa"],
    "ZA": ["Kloofhaven", "Protea Heights", "Umhlabathi", "Fonteinkloof", "Bosveld Park",
           "Sandrivier", "Emthunzini", "Noordhoek Vale", "Marulapark", "Doringbaai Wes"],
    "SG": ["Singapore"],
}

STATES = {
    "US": [("OH", "Ohio"), ("PA", "Pennsylvania"), ("MI", "Michigan"), ("WI", "Wisconsin"),
           ("MN", "Minnesota"), ("OR", "Oregon"), ("NC", "North Carolina"), ("GA", "Georgia"),
           ("TX", "Texas"), ("AZ", "Arizona"), ("CO", "Colorado"), ("VT", "Vermont"),
           ("ME", "Maine"), ("KY", "Kentucky"), ("IA", "Iowa"), ("NM", "New Mexico"),
           ("WA", "Washington"), ("MA", "Massachusetts"), ("NY", "New York"),
           ("IL", "Illinois"), ("TN", "Tennessee"), ("UT", "Utah")],
    "CA": [("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"), ("QC", "Quebec"),
           ("NS", "Nova Scotia"), ("MB", "Manitoba"), ("SK", "Saskatchewan"),
           ("NB", "New Brunswick"), ("NL", "Newfoundland and Labrador")],
    "AU": [("VIC", "Victoria"), ("NSW", "New South Wales"), ("QLD", "Queensland"),
           ("WA", "Western Australia"), ("SA", "South Australia"), ("TAS", "Tasmania"),
           ("ACT", "Australian Capital Territory")],
    "NZ": [("", "Auckland"), ("", "Waikato"), ("", "Bay of Plenty"), ("", "Canterbury"),
           ("", "Otago"), ("", "Wellington"), ("", "Hawke's Bay"), ("", "Northland"),
           ("", "Taranaki"), ("", "Southland"), ("", "Manawatū-Whanganui")],
    "ZA": [("", "Western Cape"), ("", "Gauteng"), ("", "KwaZulu-Natal"), ("", "Eastern Cape"),
           ("", "Free State"), ("", "Mpumalanga"), ("", "Limpopo")],
}

UK_COUNTIES = ["Somerset", "Lancashire", "North Yorkshire", "Kent", "Devon", "Cheshire",
               "Norfolk", "Shropshire", "Cumbria", "Dorset", "Fife", "Powys", "Gwynedd",
               "Lincolnshire", "Herefordshire"]
IE_COUNTIES = ["Cork", "Kerry", "Galway", "Mayo", "Clare", "Limerick", "Tipperary",
               "Waterford", "Wexford", "Kilkenny", "Donegal", "Sligo", "Meath", "Kildare",
               "Wicklow", "Louth", "Offaly", "Laois", "Westmeath", "Roscommon", "Leitrim",
               "Cavan", "Monaghan", "Longford", "Carlow"]

COUNTRY_NAME = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa",
                "SG": "Singapore"}

# countries named in histories (travel, birth, relatives abroad)
OTHER_COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan",
                   "the Philippines", "Vietnam", "Brazil", "Spain", "Italy", "Greece",
                   "Romania", "Ukraine", "Somalia", "Kenya", "Zimbabwe", "Sri Lanka",
                   "Malaysia", "China", "South Korea", "Japan", "Mexico", "Colombia",
                   "Iran", "Turkey", "Lebanon", "Egypt", "Samoa", "Tonga", "Fiji",
                   "Germany", "the Netherlands", "France", "Thailand", "Jamaica", "Bangladesh"]

STREET_BASE = ["Hawthorn", "Larkspur", "Alder", "Juniper", "Rowan", "Bramble", "Foxglove",
               "Kingfisher", "Sandpiper", "Heron", "Wren", "Linnet", "Quarry", "Mill",
               "Tannery", "Chapel", "Abbey", "Orchard", "Meadow", "Brook", "Ferndale",
               "Ashgrove", "Beechwood", "Cherrytree", "Elmstead", "Hazelmere", "Laurel",
               "Magnolia", "Oakfield", "Pinewood", "Sycamore", "Willowbank", "Yew Tree",
               "Burnside", "Glebe", "Harbour", "Lighthouse", "Station", "Market", "Bridge",
               "Castle", "Church", "Kiln", "Forge", "Wharf", "Granary", "Paddock",
               "Tamarack", "Cedarvale", "Birchmount", "Sumac", "Dogwood", "Magnolia Bluff",
               "Banksia", "Wattle", "Jacaranda", "Grevillea", "Currawong", "Bottlebrush",
               "Kōwhai", "Pōhutukawa", "Tōtara", "Rimu", "Matai", "Protea", "Fynbos",
               "Jacana", "Marula", "Seroja", "Kemboja", "Melati", "Cempaka", "Teratai",
               "Whitcombe", "Carrick", "Glenview", "Knockmore", "Lisheen", "Rathmore"]

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Boulevard", "Drive", "Lane", "Court", "Road", "Way", "Place",
           "Terrace", "Circle", "St", "Ave", "Dr", "Blvd"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Gardens", "Terrace",
           "Way", "Drive", "Grove", "Mews", "Row", "Rd"],
    "IE": ["Road", "Park", "Avenue", "Lawn", "Grove", "Heights", "View", "Terrace", "Close",
           "Drive", "Rd"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Court", "Boulevard", "Trail",
           "St", "Ave", "Cres"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Drive", "Close",
           "Place", "St", "Rd", "Ave", "Pde"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Rd", "St"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Lane", "Drive", "Rylaan", "Straat"],
    "SG": ["Road", "Avenue", "Drive", "Crescent", "Walk", "Close"],
}

SAINTS = ["Brendan", "Colmcille", "Aidan", "Brigid", "Columba", "Winifred", "Finbarr",
          "Petroc", "Ninian", "Kentigern", "Hilda", "Cuthbert", "Swithun", "Anselm", "Clement",
          "Jude", "Barnabas", "Agnes", "Ita", "Kieran", "Declan", "Senan", "Fiacre", "Oswald"]

HOSP_PATTERNS = {
    "US": ["{t} Medical Center", "St. {s} Regional Medical Center", "{t} Neuroscience Institute",
           "{n} Memorial Hospital", "{t} Community Hospital", "{t} University Hospital",
           "{t} Headache & Neurology Associates", "{n} Neurology Clinic",
           "{t} Comprehensive Headache Center"],
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "Royal {t} Hospital",
           "{t} Hospital", "{t} Neurosciences Centre", "St {s}'s Hospital",
           "{t} Community Hospital", "{t} Eye Unit"],
    "IE": ["St. {s}'s University Hospital", "{t} Regional Hospital", "University Hospital {t}",
           "Our Lady of {t} Hospital", "{t} General Hospital", "St {s}'s Hospital"],
    "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "{t} Regional Health Centre",
           "Hopital Saint-{s}", "{t} Neurology Clinic", "{n} Memorial Hospital"],
    "AU": ["{t} Base Hospital", "{t} Hospital", "{t} Private Hospital", "Royal {t} Hospital",
           "{t} Neurology Group", "St {s}'s Hospital"],
    "NZ": ["{t} Hospital", "{t} Public Hospital", "{t} Neurology Clinic", "{t} Private Hospital"],
    "ZA": ["{t} Provincial Hospital", "{t} Private Hospital", "{t} Academic Hospital",
           "{t} Neuro Clinic"],
    "SG": ["Seroja General Hospital", "Kemboja Neuroscience Centre", "Teratai Hospital",
           "Melati Neurology Clinic", "Cempaka Medical Centre"],
}

PRACTICE_PATTERNS = {
    "US": ["{t} Family Medicine", "{b} Primary Care", "{t} Internal Medicine Group",
           "{b} Family Health Clinic"],
    "UK": ["{b} Surgery", "{t} Medical Practice", "The {b} Health Centre", "{b} Road Surgery",
           "{t} Group Practice"],
    "IE": ["{t} Family Practice", "{b} Medical Centre", "{t} Health Centre", "{b} Surgery"],
    "CA": ["{t} Family Health Team", "{b} Medical Clinic", "{t} Community Health Centre"],
    "AU": ["{t} Medical Centre", "{b} General Practice", "{b} Family Clinic"],
    "NZ": ["{t} Health Centre", "{b} Medical Centre", "{t} Family Doctors"],
    "ZA": ["{b} Medical Centre", "{t} Family Practice"],
    "SG": ["{b} Family Clinic", "{b} Medical Clinic"],
}

PHARMACY_PATTERNS = ["{n}'s Pharmacy", "{t} Pharmacy", "{b} Chemist", "{b} Pharmacy",
                     "{t} Late Night Pharmacy", "{n} Chemists"]

WARDS = ["Linden Ward", "Rowan Ward", "Kingfisher Unit", "Bluebell Ward", "Osprey Ward",
         "Heron Ward", "Juniper Ward", "Larch Ward", "Curlew Ward", "Magnolia Ward",
         "Acorn Day Unit", "Willow Ward", "Kestrel Ward", "Puffin Ward", "Rata Ward",
         "Kōtuku Ward", "Wattle Ward", "Protea Ward"]

BUILDINGS = ["Whitcombe Building", "Hollis Wing", "Larkspur Pavilion", "Tamsin Rowe Building",
             "Brookfield Centre", "Carrick Tower", "Ambrose Wing", "Harrowgate House",
             "Kingswood Annex", "Mercer Pavilion", "Gateway Building", "Orchard House"]
