"""Place and organisation pools. Towns, streets, practices, charities, venues and
employers are invented; states/provinces/counties/countries are real regions."""

# Invented town / suburb names per country.
TOWN_LIST = {
    "UK": ["Ashcombe", "Brackenfold", "Thornwick", "Millbridge", "Hallowfield", "Kettleby",
           "Rowanford", "Stainmoor", "Upper Callow", "Netherwell", "Harrowgate Vale",
           "Saltmarsh Bridge", "Oxenby", "Pellingham", "Grimsworth", "Calderholme",
           "Linwood Cross", "Dunmarsh", "Fernleigh", "Whitcombe Abbey", "Tolworth Green",
           "Crayford Hythe", "Larchmont", "Barrowby", "Northvale", "Westerleigh", "Kirkbride Moss",
           "Copperhill", "Halden Heath", "Sandbury Marsh", "Invermorie", "Glenbrack",
           "Strathcullen", "Balmorran", "Pontyrhos", "Llanfedwen", "Aberteg", "Cwmderi",
           "Hollinsclough Edge", "Easterholme", "Castlebrook", "Quarrybank", "Fulwick",
           "Moorgate Lees", "Bramblewick", "St Ewan's Cross"],
    "IE": ["Ballycorrin", "Kilbrennan", "Drumshanbo Beg", "Carrowmore West", "Inishcarra",
           "Ballinaclash", "Castlederg Mills", "Knockaderry", "Rathmullan Cross", "Glenbawn",
           "Cloonfad", "Templemoyle", "Lisnagree", "Ardnacrusha Upper", "Kilcooley",
           "Abbeyfeale East", "Dromkeen", "Ballyheigue Strand", "Newtowncashel", "Moate Road",
           "Killeshandra Bridge", "Rossnowlagh Bay", "Tullyvin", "Ballingeary", "Clonmore",
           "Dunleary Hill", "Kilmacanogue Beg", "Athcarne"],
    "AU": ["Wattle Creek", "Banksia Heights", "Coolabah Springs", "Mount Kerrigan", "Tarrawong",
           "Yallambee", "Kingsford Flats", "Bellbird Ridge", "Murrundi", "Pelican Point",
           "Gumtree Gully", "Warrigal East", "Ironbark", "Jarrahdale North", "Corella Bay",
           "Windara", "Blackbutt Vale", "Merrigang", "Tallowood", "Kookaburra Hill",
           "Emu Plains West", "Brolga Downs", "Marralong", "Quandong", "Boronia Park",
           "Geebung Flat", "Coolamon Reach"],
    "CA": ["Maple Crossing", "Birchwood Falls", "Port Aldridge", "Saint-Gervais-du-Lac",
           "Cedar Hollow", "Kettle River Landing", "Loon Lake", "Fort Harrow", "Pinecliff",
           "Beaverdale", "Owl Creek", "Tamarack Bay", "Riviere-aux-Saules", "New Lismore",
           "Grand Cove", "Wolfe Narrows", "North Ashgrove", "Moose Pass", "Crestview",
           "Elkhorn Valley", "Stony Rapids East", "Larch Harbour", "Spruce Meadows",
           "Chignecto Mills", "Lac-Brule"],
    "NZ": ["Kowhai Bay", "Tawa Ridge", "Rimu Flat", "Matai Springs", "Ruakere",
           "Pohutukawa Heights", "Manuka Downs", "Otaroa", "Kereru Valley", "Toetoe Beach",
           "Pukeora", "Harakeke Point", "Awaroa", "Ngaio Hill", "Waitaki Crossing", "Kaiwhata",
           "Tarata", "Puriri Grove", "Totara Park East", "Te Awaroa", "Rangimoana",
           "Kahikatea Flat", "Mokopuna Bay"],
}

# Real sub-national regions: UK/IE counties are typed CITY (guideline: "town, city, county").
COUNTIES = {
    "UK": ["Lancashire", "Cumbria", "Norfolk", "Devon", "Cornwall", "Durham", "Shropshire",
           "West Yorkshire", "Greater Manchester", "Kent", "Fife", "Aberdeenshire",
           "Gwynedd", "Powys", "Lincolnshire", "Somerset", "Northumberland", "Staffordshire"],
    "IE": ["Kerry", "Clare", "Mayo", "Donegal", "Cork", "Galway", "Tipperary", "Wexford",
           "Leitrim", "Roscommon", "Sligo", "Wicklow", "Offaly", "Cavan", "Limerick", "Waterford"],
}
STATES = {
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Northern Territory", "NT"), ("Australian Capital Territory", "ACT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Alberta", "AB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")],
    "NZ": [("Canterbury", None), ("Waikato", None), ("Otago", None), ("Northland", None),
           ("Bay of Plenty", None), ("Manawatu-Whanganui", None), ("Hawke's Bay", None),
           ("Taranaki", None), ("Southland", None), ("Nelson Tasman", None)],
}
COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "IE": ["Ireland", "Republic of Ireland"], "AU": ["Australia"],
                "CA": ["Canada"], "NZ": ["New Zealand", "Aotearoa"]}

ORIGIN_COUNTRIES = ["Poland", "Ukraine", "Romania", "Syria", "Afghanistan", "Eritrea", "Sudan",
                    "Somalia", "Nigeria", "Ghana", "Zimbabwe", "Jamaica", "Trinidad", "India",
                    "Pakistan", "Bangladesh", "Sri Lanka", "the Philippines", "Vietnam", "China",
                    "Samoa", "Tonga", "Fiji", "Lebanon", "Iraq", "Iran", "Brazil",
                    "Portugal", "Lithuania", "Latvia", "Greece", "Italy", "Scotland", "Ireland",
                    "South Africa", "Kenya", "Chile", "Colombia", "Nepal", "Myanmar"]

STREET_WORDS = ["Elder", "Rowan", "Cotton", "Mill", "Chapel", "Tanners", "Larkspur", "Quarry",
                "Fenwick", "Gorse", "Heron", "Malting", "Orchard", "Pinfold", "Ropewalk",
                "Sexton", "Tithe", "Wharf", "Bracken", "Cobble", "Drover", "Foundry", "Glebe",
                "Hawthorn", "Kiln", "Lantern", "Marigold", "Nettle", "Osier", "Plover",
                "Rushmere", "Saddler", "Thistle", "Weaver", "Yew Tree", "Alder", "Beacon",
                "Coronation", "Jubilee", "Wattle", "Banksia", "Jacaranda", "Ironbark",
                "Kowhai", "Rimu", "Totara", "Tui", "Maple", "Birch", "Tamarack", "Spruce",
                "Poplar", "Cedar", "Lighthouse", "Station", "Harbour", "Carrick", "Boreen",
                "Fairgreen", "Bog", "Creamery", "Convent", "Pound", "Gallows"]
STREET_TYPES = {
    "UK": ["Street", "Road", "Lane", "Close", "Way", "Terrace", "Crescent", "Avenue", "Gardens",
           "Walk", "Court", "Row", "Place", "Grove", "Rd", "St"],
    "IE": ["Road", "Street", "Lane", "Terrace", "Park", "Grove", "Avenue", "Lawns", "Heights",
           "Court", "Rd"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Court", "Place",
           "Close", "Esplanade", "St", "Rd", "Ave", "Cres"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Lane", "Way",
           "Court", "St", "Ave", "Dr", "Rue"],
    "NZ": ["Street", "Road", "Terrace", "Crescent", "Avenue", "Place", "Drive", "Grove",
           "Lane", "St", "Rd"],
}
FLAT_PREFIX = {"UK": ["Flat {n}, ", "Flat {n} ", "Flat {n}a, ", "Apt {n}, "],
               "IE": ["Apt {n}, ", "Flat {n}, ", "Apartment {n}, "],
               "AU": ["Unit {n}/", "{n}/", "Unit {n}, "],
               "CA": ["Apt {n}, ", "Unit {n}-", "{n}-", "Suite {n}, "],
               "NZ": ["Flat {n}, ", "{n}/", "Unit {n}, "]}
HOUSE_NAMES = ["Rose Cottage", "The Old Bakehouse", "Ivy House", "Glenview", "Sea Breeze",
               "Fernbank", "Tigh na Mara", "Hillcrest", "Dunromin", "The Laurels"]

PRACTICE_FORMS = {
    "UK": ["{w} Surgery", "{t} Medical Centre", "{w} Health Centre", "{w} Medical Practice",
           "{t} Family Practice", "{w} Road Surgery", "The {w} Practice", "{t} Group Practice"],
    "IE": ["{w} Medical Centre", "{t} Family Practice", "{w} Health Centre", "{t} Medical",
           "{w} Surgery", "{t} Primary Care Centre"],
    "AU": ["{t} Medical Clinic", "{w} Family Medical Centre", "{t} Medical Practice",
           "{w} Street Medical", "{t} Aboriginal Health Service", "{w} General Practice"],
    "CA": ["{t} Family Health Team", "{w} Community Health Centre", "{t} Medical Clinic",
           "{w} Family Practice", "{t} Primary Care Network Clinic", "CLSC {t}"],
    "NZ": ["{t} Medical Centre", "{w} Health", "{t} Family Doctors", "{w} Hauora",
           "{t} Health Centre", "{w} Medical"],
}
PRACTICE_WORDS = ["Riverside", "Brookfield", "Hollybank", "Parkview", "Abbeyfield", "Greenacre",
                  "Northgate", "Moorside", "Beechwood", "Lakeside", "Harbourview", "Southfield",
                  "Eastgate", "Ashgrove", "Millstream", "Kingsway", "Oakleigh", "Willowbrook",
                  "Stonebridge", "Heatherlea", "Tui", "Kowhai", "Waratah", "Banksia", "Maplewood",
                  "Cedarview", "Elmtree", "Castleview", "Ferncliff", "Seaview", "Glenfield"]
HOSPITAL_FORMS = ["{t} General Hospital", "{t} District Hospital", "St {s}'s Hospital",
                  "{t} Community Hospital", "{w} Base Hospital", "{t} Royal Infirmary",
                  "{w} House Care Home", "{w} Lodge Nursing Home", "{t} Hospice",
                  "{w} Pharmacy", "{t} Day Hospital", "{t} General",
                  "{w} Rehabilitation Unit", "{t} Mental Health Unit"]
SAINTS = ["Brigid", "Columba", "Aidan", "Kevin", "Ita", "Ninian", "Oswald", "Dympna",
          "Finbarr", "Cuthbert", "Hilda", "Bede", "Winifred", "Piran", "Monica", "Joseph"]
WARD_NAMES = ["7B", "Rowan", "Heron", "12", "Aspen", "Kingfisher", "4A", "Larch", "C3", "Tui"]

# Organisations (community groups, charities, councils, employers, schools, churches)
GROUP_FORMS = [
    "{t} Men's Shed", "{t} Community Pantry", "{w} Befriending Trust", "{t} Walking Football",
    "{w} Tea & Chat Club", "{t} Community Garden", "{w} Singing for the Brain Choir",
    "{t} Carers' Centre", "{w} Arts Collective", "{t} Boccia Club", "{w} Ladies' Circle",
    "{t} Repair Cafe", "{w} Allotment Society", "{t} Lunch Club", "{w} Heritage Walkers",
    "{t} Bowls Club", "{w} Knit and Natter", "{t} Digital Buddies", "{w} Wellbeing Hub",
    "{t} Refugee Welcome", "{w} Memory Cafe", "{t} Advice Point", "{w} Credit Union",
    "{t} Food Share", "{w} Community Larder", "{t} Dementia Carers Network",
    "{w} Warm Space Network", "{t} Young Carers", "{w} Parkinson's Support Group",
    "{t} Stroke Club", "{w} Breathe Easy Group", "{t} Library Reading Circle",
    "{t} Kaumatua Roopu", "{w} Pasifika Fono", "{t} Neighbourhood House", "{w} Frontline Pantry",
]
AGENCY_FORMS = {
    "UK": ["{t} Borough Council", "{w} Housing Association", "{t} District Council",
           "{w} Homes", "{t} Welfare Rights Unit", "{w} Energy Advice", "{t} Housing Options"],
    "IE": ["{c} County Council", "{w} Family Resource Centre", "{t} Community Development Project",
           "{w} Housing Co-operative", "{t} Money Advice Service"],
    "AU": ["{t} Shire Council", "{w} Community Housing", "{t} Neighbourhood Centre",
           "{w} Financial Counselling", "{t} Tenants Advice"],
    "CA": ["{t} Housing Corporation", "{w} Community Services", "{t} Rent Bank",
           "{w} Legal Clinic", "{t} Seniors Centre"],
    "NZ": ["{t} District Council", "{w} Budgeting Service", "{t} Community Law",
           "{w} Whanau Ora Collective", "{t} Citizens Hub"],
}
EMPLOYERS = ["Harbourline Logistics", "Copperhill Cabinets", "Brightwater Dairies",
             "Kestrel Freight", "Northway Bus Company", "Fenland Fresh Produce",
             "Saltire Print Works", "Tallowood Timber", "Merrow Care Services", "Larchfield School",
             "Greystone Academy", "Bluegum Meatworks", "Maple Leaf Packaging", "Rimu Orchards",
             "Glenbawn Creamery", "Pinecliff Sawmill", "Corella Bay Cleaning Co",
             "Oxenby Foundry", "Stainmoor Quarry", "Riverside Retail Park", "Oakleigh Motors",
             "Lantern Bakery", "Thistle Taxis", "Kowhai Kiwifruit Packhouse"]
CHURCHES = ["St {s}'s Parish", "{t} Methodist Church", "{t} Gurdwara", "{t} Islamic Centre",
            "{w} Baptist Fellowship", "{t} Kingdom Hall", "{t} Uniting Church",
            "{t} Greek Orthodox Parish", "{w} Pentecostal Assembly", "{t} Marae"]

VENUE_FORMS = ["{w} Hall", "{t} Library", "{t} Community Centre", "the {w} Pavilion",
               "{w} Park bandstand", "{t} Leisure Centre", "the Old {o}", "{w} Rooms",
               "{t} Village Hall", "{w} Park", "{t} Scout Hut", "the {w} Hub",
               "{t} Memorial Hall", "{w} Court community room", "{t} Civic Centre foyer",
               "{t} Town Hall"]
OLD_THINGS = ["Forge", "Fire Station", "Co-op", "Chapel", "Schoolhouse", "Mill", "Post Office",
              "Courthouse", "Railway Goods Shed"]
ESTATES = ["the {w} estate", "{w} Flats", "{w} Towers", "the {w} scheme"]
ROOMS = [("room ", "2"), ("room ", "4"), ("Room ", "B"), ("room ", "1.06"), ("Room ", "3"),
         ("meeting room ", "G12"), ("Studio ", "2"), ("room ", "14B")]

CAFES = ["Tilly's Cafe", "The Copper Kettle", "Bean There", "The Daily Crumb", "Mugs & Muffins",
         "Cafe Kowhai", "The Wattle Tearooms", "Brew Ha Ha", "Second Cup Corner", "Nook & Cranny"]
