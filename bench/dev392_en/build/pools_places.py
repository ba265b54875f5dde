"""Place, organisation, occupation pools (dev392_en, author 392).

All hospitals, practices, wards, employers, schools and other organisations are
invented compositions; towns and streets are plausible inventions.
"""

TOWNS = {
    "GB": ["Ashcombe", "Wrenfield", "Holmeridge", "Thornbury Vale", "Castlebury",
           "Kingsmere", "Brackley Moor", "Eastwick Heath", "Saltmarsh", "Pendleford",
           "Langholt", "Oakhurst", "Millbrook", "Hatherdale", "Coldharbour",
           "Felsham", "Rotherwick", "Stanhope Cross", "Dunsby", "Marlow End",
           "Broughton Ferry", "Kirkgate", "Aberllyn", "Glenmorrow", "Inverallan"],
    "IE": ["Ballycastle Bridge", "Kilbarrow", "Dunmore East Cross", "Carrigvale",
           "Rathmoyle", "Ardnacrusha Road", "Knockanore", "Clonmellon", "Tobercurry Upper",
           "Lisnagry", "Ballinreen", "Castlegrange", "Drumcliffe West", "Mullaghbawn"],
    "US": ["Cedar Falls Junction", "Maple Ridge", "Fort Calloway", "Harlan Springs",
           "Port Ellery", "Westbrook Heights", "Summitville", "Oak Hollow",
           "New Carthage", "Brighton Lake", "Millersburg Station", "Red Bluff Crossing",
           "Granite Bay Park", "Eastfield", "Clearwater Ridge", "Lowell Junction"],
    "CA": ["Port Aldridge", "Riverbend", "Sainte-Hélène-de-Brome", "Maple Creek Landing",
           "Kettle Falls North", "Lac-Beaulieu", "Ridgewater", "New Dunvegan",
           "Fort Selkirk Bay", "Clearwater Narrows", "Pinecrest", "Harrow Mills"],
    "AU": ["Wattle Creek", "Kurrajong Flat", "Bellbird Heights", "Coral Bay North",
           "Mount Ellery", "Yarrabee", "Banksia Park", "Currawong Vale", "Port Tambin",
           "Jarrahdale Springs", "Ironbark Ridge", "Warrigal Point", "Tallowood"],
    "NZ": ["Te Awa Iti", "Kaiwaka Heights", "Rangiriri East", "Pukekohe Valley",
           "Port Chalmerston", "Whareroa", "Ōtaki Bay", "Mangawhero", "Tawa Flat",
           "Kōwhai Downs", "Riverton Heads", "Hokitika North"],
}

COUNTIES = {
    "GB": ["Lancashire", "West Yorkshire", "Kent", "Devon", "Cumbria", "Norfolk",
           "Staffordshire", "Gwynedd", "Fife", "Aberdeenshire", "Somerset"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Clare", "Wexford", "Offaly",
           "Laois", "Tipperary", "Sligo", "Louth"],
}

STATES = {
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"),
           ("Georgia", "GA"), ("Minnesota", "MN"), ("New York", "NY"), ("Illinois", "IL"),
           ("California", "CA"), ("Pennsylvania", "PA"), ("Michigan", "MI"),
           ("Florida", "FL"), ("Washington", "WA"), ("Colorado", "CO"),
           ("North Carolina", "NC"), ("Maryland", "MD"), ("Indiana", "IN")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Quebec", "QC"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Bay of Plenty", "Bay of Plenty"), ("Northland", "Northland"),
           ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki"),
           ("Manawatū-Whanganui", "Manawatū-Whanganui")],
}

STREET_STEMS = ["Orchard", "Elm", "Victoria", "Station", "Mill", "Chapel", "Larkspur",
                "Foxglove", "Heron", "Wellington", "Albion", "Carrick", "Marlborough",
                "Beech", "Hawthorn", "Kingfisher", "Church", "Quarry", "Tannery",
                "Rosemount", "Glebe", "Sycamore", "Juniper", "Lighthouse", "Ferry",
                "Magnolia", "Pinecrest", "Jacaranda", "Banksia", "Pohutukawa", "Totara",
                "Ironwood", "Bramble", "Willowbank", "Sandpiper", "Cobden", "Granary"]

STREET_SUFFIX = {
    "GB": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Terrace", "Way",
           "Gardens", "Drive", "Walk"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Grove", "Terrace", "Heights"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Road", "Ln", "Ct", "Way"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court"],
    "AU": ["St", "Street", "Rd", "Road", "Ave", "Pde", "Cres", "Court", "Place", "Drive"],
    "NZ": ["Street", "Road", "Place", "Crescent", "Avenue", "Terrace", "Drive", "Rise"],
}

UNIT_FORMS = {
    "GB": ["Flat {n}", "Flat {n}", "Apartment {n}"], "IE": ["Apt {n}", "Flat {n}"],
    "US": ["Apt {n}", "Unit {n}", "#{n}"], "CA": ["Apt {n}", "Unit {n}", "Suite {n}"],
    "AU": ["Unit {n}", "{n}/"], "NZ": ["Flat {n}", "{n}/"],
}

# invented place-like stems for hospitals and practices
INST_STEMS = {
    "GB": ["Kingsmere", "Harbourside", "Ashdown Vale", "Wrenfield", "Holmeridge", "Castlebury",
           "Saltmarsh", "Eastwick", "Thornbury", "Pendleford", "Glenmorrow", "Marlow",
           "Greyfriars Cross", "Brackley", "Hatherdale", "Felsham"],
    "IE": ["Kilbarrow", "Carrigvale", "Rathmoyle", "Knockanore", "Lisnagry", "Ballinreen",
           "Castlegrange", "Mullaghbawn", "Clonmellon"],
    "US": ["Mercy Ridge", "Lakeshore", "Westbrook", "Oak Hollow", "Summitville", "Harlan Springs",
           "Port Ellery", "Maple Ridge", "New Carthage", "Cedar Falls", "Brighton Lake"],
    "CA": ["Riverbend", "Port Aldridge", "Ridgewater", "Pinecrest", "Harrow Mills", "New Dunvegan",
           "Kettle Falls", "Lac-Beaulieu", "Clearwater Narrows"],
    "AU": ["Bellbird", "Coral Bay", "Currawong", "Banksia", "Tallowood", "Wattle Creek", "Yarrabee",
           "Ironbark", "Warrigal", "Port Tambin"],
    "NZ": ["Te Awa", "Whareroa", "Kaiwaka", "Mangawhero", "Kōwhai Downs", "Rangiriri", "Tawa Flat",
           "Riverton", "Port Chalmerston"],
}
SAINTS = ["Aldhelm", "Brigid", "Fionnán", "Jude", "Columba", "Cuthbert", "Hilda",
          "Finbarr", "Dymphna", "Raphael", "Anselm", "Monica", "Winifred", "Boniface"]

HOSPITAL_FORMS = {
    "GB": ["{s} General Hospital", "{s} Royal Infirmary", "St {saint}'s Hospital",
           "{s} University Hospital", "{s} District General Hospital", "Royal {s} Hospital"],
    "IE": ["St {saint}'s University Hospital", "{s} University Hospital",
           "Mercy University Hospital {s}", "{s} Regional Hospital", "St {saint}'s General"],
    "US": ["{s} Medical Center", "{s} Regional Medical Center", "St. {saint} Hospital",
           "{s} Memorial Hospital", "{s} University Hospital", "{s} General"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital", "St. {saint}'s Hospital",
           "{s} Regional Health Centre", "{s} Community Hospital"],
    "AU": ["{s} Base Hospital", "{s} Hospital", "{s} Health Service", "St {saint}'s Hospital",
           "Royal {s} Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Regional Hospital"],
}

PRACTICE_FORMS = {
    "GB": ["{s} Surgery", "{st} Medical Practice", "{s} Health Centre", "The {st} Practice",
           "{s} Family Practice"],
    "IE": ["{s} Medical Centre", "{st} Family Practice", "{s} Primary Care Centre"],
    "US": ["{s} Family Medicine", "{s} Primary Care Associates", "{st} Internal Medicine",
           "{s} Community Health Center"],
    "CA": ["{s} Family Health Team", "{st} Medical Clinic", "{s} Community Health Centre"],
    "AU": ["{st} Street Medical Centre", "{s} Family Practice", "{s} GP Super Clinic",
           "{s} Medical Group"],
    "NZ": ["{s} Medical Centre", "{st} Health", "{s} Family Doctors"],
}

WARD_NAMES = ["Rowan", "Kestrel", "Larch", "Heron", "Juniper", "Ash", "Bluebell",
              "Osprey", "Cedar", "Wren", "Maple", "Fuchsia", "Willow", "Magpie",
              "Kōwhai", "Banksia", "Waratah", "Tui", "Kingfisher", "Laurel"]
WARD_NUMS = ["7B", "12", "22", "4A", "31", "9", "15C", "3 North", "5 West", "6 East",
             "10", "27", "2B", "14"]

PHARMACY_FORMS = ["{st} Pharmacy", "{s} Chemist", "{s} Late Night Pharmacy",
                  "{st} Discount Chemist", "{s} Drug Store"]

ORG_STEMS = ["Greyfield", "Ashdown", "Marlow", "Bridgewell", "Northvale", "Harcourt",
             "Redgate", "Tamsin", "Kestrel", "Fenwick", "Ironbark", "Copperleaf",
             "Bluewater", "Sandhurst", "Orion", "Hollis", "Pemberton", "Starling",
             "Wexley", "Calder"]
EMPLOYER_SUFFIX = ["Logistics", "Freight", "Builders", "Foods", "Motors", "Plumbing",
                   "Security", "Cleaning Services", "Care Agency", "Print & Packaging",
                   "Engineering", "Haulage", "Recruitment", "Catering", "Roofing",
                   "Call Centre", "Distribution Centre", "Bakery", "Landscaping",
                   "Timber Yard", "Meat Processors", "Holiday Park", "Fitness"]
SCHOOL_FORMS = ["{s} Academy", "{s} High School", "{s} College", "{s} Sixth Form",
                "University of {s}", "{s} Community College", "{s} Primary School",
                "{s} Institute of Technology"]
CHURCH_FORMS = ["St {saint}'s Church", "{s} Baptist Church", "{s} Mosque",
                "{s} Gurdwara", "{s} Pentecostal Fellowship", "{s} Kingdom Hall",
                "{s} Synagogue"]
CLUB_FORMS = ["{s} Rugby Club", "{s} Bowls Club", "{s} Men's Shed", "{s} Rovers FC",
              "{s} Boxing Gym", "{s} Food Bank", "{s} Recovery Café"]

LANDMARKS = ["the Millbrook viaduct", "Carrick Point", "the Ashby multi-storey car park",
             "Wexcombe level crossing", "the old Tannery bridge", "Gull Rock",
             "the Pier Head", "Halden Tower", "Kestrel Heights car park",
             "the Quarry Lake", "Signal Hill lookout", "the Ferry Road overpass",
             "Ironbark Gorge", "the Cobden Street footbridge", "Beacon Cliffs"]
BUILDINGS = ["Halden House", "Cobden Court", "Jubilee Wing", "Marlowe Building",
             "Fenwick Lodge", "Albion Chambers", "Kestrel House", "Sandpiper Court",
             "Granary Wharf", "Phoenix Lodge"]

PROFESSIONS = ["welder", "bus driver", "primary school teacher", "teaching assistant",
               "HGV driver", "electrician", "plasterer", "care assistant", "nurse",
               "paramedic", "accountant", "software developer", "chef", "barista",
               "hairdresser", "warehouse operative", "forklift driver", "postman",
               "firefighter", "police officer", "farmer", "fisherman", "roofer",
               "bricklayer", "retail assistant", "checkout operator", "solicitor",
               "pharmacist", "dental nurse", "cleaner", "security guard", "taxi driver",
               "delivery driver", "mechanic", "joiner", "engineer", "architect",
               "social worker", "librarian", "civil servant", "bar manager", "labourer",
               "shearer", "miner", "truck driver", "dairy farmer", "call centre agent",
               "nursing student", "medical receptionist", "veterinary nurse",
               "estate agent", "landscape gardener", "scaffolder", "pastor",
               "university lecturer", "graphic designer", "machinist", "lorry driver",
               "kitchen porter", "fruit picker", "youth worker", "croupier"]

COUNTRIES_ORIGIN = ["Poland", "Romania", "Nigeria", "Ghana", "Somalia", "Eritrea",
                    "India", "Pakistan", "Bangladesh", "the Philippines", "Vietnam",
                    "China", "Lithuania", "Portugal", "Brazil", "Syria", "Iraq",
                    "Afghanistan", "Sri Lanka", "Zimbabwe", "South Africa", "Jamaica",
                    "Ukraine", "Samoa", "Tonga", "Fiji", "Mexico", "El Salvador",
                    "Hong Kong", "Italy", "Greece", "Ireland", "Scotland", "England",
                    "New Zealand", "Australia", "Canada", "Sudan", "Iran", "Kenya"]
ORIGIN_COUNTRIES = {
    "anglo": ["England", "Scotland", "Wales", "South Africa", "Jamaica", "New Zealand", "Australia", "Canada"],
    "irish": ["Ireland", "Northern Ireland", "England"], "scottish_welsh": ["Scotland", "Wales"],
    "south_asian": ["India", "Pakistan", "Bangladesh", "Sri Lanka", "Kenya", "Fiji"],
    "east_asian": ["China", "Hong Kong", "Vietnam", "Korea", "Japan", "Malaysia", "Taiwan"],
    "filipino": ["the Philippines"], "west_african": ["Nigeria", "Ghana", "Sierra Leone", "Cameroon"],
    "east_african": ["Somalia", "Eritrea", "Ethiopia", "Sudan"], "arabic": ["Syria", "Iraq", "Lebanon", "Egypt", "Jordan"],
    "polish_eastern": ["Poland", "Romania", "Lithuania", "Ukraine", "Latvia", "Moldova"],
    "southern_european": ["Portugal", "Italy", "Greece", "Cyprus", "Brazil"],
    "hispanic": ["Mexico", "El Salvador", "Colombia", "Guatemala", "Puerto Rico", "Venezuela"],
    "maori_pacific": ["Samoa", "Tonga", "Fiji", "the Cook Islands", "New Zealand"],
    "jewish": ["Israel", "South Africa", "the United States"], "french": ["France", "Haiti", "Belgium"],
    "indigenous_na": ["Canada", "the United States"],
}
HOLIDAY_COUNTRIES = ["Spain", "Portugal", "Thailand", "Bali", "Greece", "Turkey",
                     "Fiji", "Mexico", "Cyprus", "Croatia"]

HOLIDAYS = ["Christmas", "Christmas Day", "Boxing Day", "New Year's Eve", "Easter",
            "Mother's Day", "Father's Day", "Eid", "Diwali", "Thanksgiving",
            "Halloween", "Valentine's Day", "Anzac Day", "St Patrick's Day"]
