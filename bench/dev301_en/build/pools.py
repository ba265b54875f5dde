"""Invented pools for dev301_en. Every person, street, town, organisation and
care-site name here was made up for this set; any match with a real person
or place is unintended. Real states, provinces, counties and countries are
used only as regions."""

MALE = [
    "Alan", "Albert", "Andrew", "Anthony", "Arthur", "Barry", "Bernard", "Brendan",
    "Brian", "Calvin", "Cecil", "Charles", "Christopher", "Clive", "Colin", "Conor",
    "Daniel", "Darren", "Declan", "Dennis", "Derek", "Desmond", "Donald", "Douglas",
    "Dwayne", "Edward", "Eamon", "Ernest", "Francis", "Frank", "Gareth", "Geoffrey",
    "George", "Gerald", "Gordon", "Graham", "Harold", "Howard", "Hugh", "Ian",
    "Ivan", "James", "Jerome", "Joseph", "Keith", "Kenneth", "Kevin", "Lawrence",
    "Leonard", "Malcolm", "Martin", "Michael", "Neville", "Nigel", "Oliver", "Owen",
    "Patrick", "Peter", "Philip", "Raymond", "Richard", "Robert", "Roger", "Ronald",
    "Rupert", "Samuel", "Seamus", "Stanley", "Stephen", "Terence", "Thomas", "Trevor",
    "Vincent", "Walter", "Wayne", "William", "Rajesh", "Tariq", "Wei", "Emeka",
    "Kwame", "Marek", "Tomasz", "Luis", "Giorgos", "Hamid", "Sione", "Arjun",
]

FEMALE = [
    "Agnes", "Alison", "Angela", "Anne", "Barbara", "Beatrice", "Bernadette",
    "Brenda", "Carol", "Catherine", "Christine", "Clare", "Deborah", "Denise",
    "Diane", "Doreen", "Dorothy", "Eileen", "Elaine", "Elizabeth", "Eleanor",
    "Fiona", "Frances", "Gail", "Geraldine", "Gillian", "Gloria", "Heather",
    "Helen", "Irene", "Janet", "Jacqueline", "Joan", "Josephine", "Joyce", "Judith",
    "Karen", "Kathleen", "Linda", "Lorraine", "Lynne", "Margaret", "Marian",
    "Maureen", "Moira", "Nora", "Norma", "Pamela", "Patricia", "Pauline",
    "Rosemary", "Ruth", "Sandra", "Sheila", "Siobhan", "Susan", "Sylvia",
    "Theresa", "Valerie", "Wendy", "Yvonne", "Priya", "Mei", "Ngozi", "Agnieszka",
    "Lucia", "Fatima", "Aroha", "Sunita", "Leilani", "Olena", "Imelda", "Rosa",
]

SURNAMES = [
    "Abernethy", "Ackroyd", "Adeyemi", "Aldous", "Ambrose", "Ashdown", "Bannerman",
    "Bastable", "Blackwood", "Bradwell", "Brennock", "Brogan", "Calloway",
    "Carmody", "Castellan", "Chaudhry", "Coldwell", "Corrigan", "Cottam", "Crewe",
    "Dalrymple", "Delaney", "Devlin", "Dimitriou", "Donnan", "Drummond", "Dunphy",
    "Eastwood", "Ellery", "Enright", "Fairclough", "Fennimore", "Finnegan",
    "Fitzmaurice", "Forsyth", "Gallagher", "Garside", "Gilchrist", "Goodall",
    "Grealish", "Greenhalgh", "Haldane", "Hallworth", "Hargreaves", "Hennessy",
    "Holloway", "Horrocks", "Iqbal", "Jaworski", "Jessop", "Kavanagh", "Keaveney",
    "Kendrick", "Kowalczyk", "Lacey", "Lambourne", "Langridge", "Larkin",
    "Lockhart", "Loughran", "Lowther", "MacAulay", "McAleer", "McCarrick",
    "McGettigan", "McInerney", "Mahony", "Marchetti", "Mellor", "Merriman",
    "Moloney", "Moorcroft", "Mulcahy", "Nakamura", "Naughtie", "Nkemelu",
    "Nolan", "Nuttall", "Oduya", "Okafor", "Okonjo", "O'Brannigan", "O'Dowd",
    "O'Halloran", "O'Keeffe", "Ormerod", "Osei", "Pannell", "Pardoe", "Pemberton",
    "Penhaligon", "Pickering", "Prendergast", "Quigley", "Quartermaine",
    "Rafferty", "Ramsbottom", "Rathbone", "Redfern", "Reinholt", "Rowntree",
    "Sadowski", "Sandhu", "Scanlon", "Shackleton", "Sheridan", "Silcott",
    "Singh-Bassi", "Slattery", "Sowerby", "Stanhope", "Stavrou", "Sutcliffe",
    "Szymanski", "Tallis", "Tennant", "Thackeray", "Threlfall", "Tierney",
    "Tremayne", "Trevelyan", "Tuilagi", "Underhill", "Vasquez-Reid", "Venables",
    "Wadsworth", "Walmsley", "Warburton", "Whitcombe", "Wickham", "Winstanley",
    "Woodhouse", "Yardley", "Zielinski", "Mbeki-Lowe", "Chen-Hartley", "Ferreira",
    "Nguyen-Tran", "Papadakis", "Ruiz-Cobb", "Halvorsen", "Ibekwe", "Pillay",
    "Rautenbach", "Kilbride", "Cassidy", "Mullarkey", "Fahy", "Brosnan",
    "Culligan", "Duggan", "Egan", "Flanagan", "Gormley", "Hegarty", "Lenihan",
]

NICK = {
    "Robert": "Bob", "William": "Bill", "James": "Jim", "Michael": "Mick",
    "Thomas": "Tom", "Daniel": "Dan", "Edward": "Ted", "Joseph": "Joe",
    "Christopher": "Chris", "Anthony": "Tony", "Kenneth": "Ken", "Patrick": "Paddy",
    "Terence": "Terry", "Raymond": "Ray", "Ronald": "Ron", "Gerald": "Gerry",
    "Leonard": "Len", "Margaret": "Peggy", "Elizabeth": "Liz", "Catherine": "Kate",
    "Susan": "Sue", "Patricia": "Pat", "Deborah": "Debbie", "Josephine": "Jo",
    "Kathleen": "Kathy", "Bernadette": "Bernie", "Valerie": "Val", "Dorothy": "Dot",
    "Jacqueline": "Jackie", "Samuel": "Sam", "Stanley": "Stan", "Francis": "Frank",
}

TOWNS = {
    "UK": ["Kellbridge", "Marrowfield", "Ashcombe Vale", "Dunmere", "Fenwold",
           "Harlstone Cross", "Brackleigh", "Pellingford", "Wrexley", "Saltmarsh Edge",
           "Crowle Bridge", "Hallowby", "Stennick", "Otterwell", "Brindlecombe",
           "Gorsley Heath", "Quarrington Vale", "Tamsford", "Lydgate Moor", "Ebberley",
           "Wickhollow", "Marlstow", "Rushcombe", "Felsby", "Cantle Green", "Hexford"],
    "IE": ["Kilmorragh", "Ballyfearna", "Carrigowen Bridge", "Dromcullen", "Rathnagee",
           "Clonbrannagh", "Lisnafeen", "Templeardagh", "Castlemoyle", "Glenaveen",
           "Ballinoran", "Kilcashel Cross", "Annaghbeg", "Mullaghdrin", "Portnacorra",
           "Derryfane"],
    "US": ["Cedar Hollow", "Port Ellison", "Maple Ridge Falls", "Brookhaven Springs",
           "Harlan Crossing", "West Tillman", "Orchard Bluff", "Sutter Grove",
           "Kessler Junction", "Lakemont Shores", "Greer Valley", "New Castleton",
           "Pinecrest Bend", "Redwater Flats", "Dunmore Heights", "Alder Prairie",
           "Tolliver", "East Quincey"],
    "AU": ["Wattle Creek", "Yarrabee", "Kooringal Heights", "Banksia Point",
           "Mallee Downs", "Gumleigh", "Coorabin", "Tallowood Bay", "Bindaree Flats",
           "Ironbark Ridge", "Warrigal Vale", "Saltbush Springs", "Quandong Hill",
           "Bellbird Park East", "Kurrajong Bend"],
    "CA": ["Port Hadley", "Maple Narrows", "Birchmount Falls", "Kestrel Lake",
           "Fort Caldwell", "New Ardmore", "Spruce Harbour", "Tamarack Bay",
           "Granite Rapids", "Cedarvale Crossing", "Sainte-Aurore", "Lac-Brisson",
           "Ptarmigan Ridge", "Oxbow Landing"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"),
           ("Minnesota", "MN"), ("Oregon", "OR"), ("Michigan", "MI"),
           ("Maryland", "MD"), ("Georgia", "GA"), ("Texas", "TX"),
           ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"),
           ("Indiana", "IN"), ("Vermont", "VT")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("New Brunswick", "NB"),
           ("Saskatchewan", "SK")],
    "IE": [("Cork", "Co. Cork"), ("Kerry", "Co. Kerry"), ("Galway", "Co. Galway"),
           ("Mayo", "Co. Mayo"), ("Clare", "Co. Clare"), ("Tipperary", "Co. Tipperary"),
           ("Donegal", "Co. Donegal"), ("Wexford", "Co. Wexford"),
           ("Limerick", "Co. Limerick"), ("Sligo", "Co. Sligo"), ("Offaly", "Co. Offaly")],
    "UK": [],
}

STREET_NAMES = [
    "Quillan", "Harrow", "Beckett", "Larchmont", "Fernhill", "Gallows Hill",
    "Copperbeech", "Tanners", "Millrace", "Oriel", "Saddlers", "Wren", "Heron",
    "Chantry", "Pinfold", "Kingfisher", "Sorrel", "Foxglove", "Brambling",
    "Lantern", "Orchard", "Clover", "Weavers", "Quarry", "Beacon", "Marsh",
    "Holly Bank", "Rowan", "Thistle", "Cobble", "Juniper", "Ferryman", "Glebe",
    "Tinker", "Lockkeeper", "Hawthorn", "Cranberry", "Sandpiper", "Bluegum",
    "Wattlebird", "Tamarack", "Spruce", "Maplewood", "Ridgeline", "Fallowfield",
]

STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way", "Terrace",
           "Gardens", "Street", "Walk", "Rise"],
    "IE": ["Road", "Park", "Avenue", "Terrace", "Lawn", "Grove", "Heights", "Street",
           "Drive", "Court"],
    "US": ["Street", "Avenue", "Drive", "Lane", "Court", "Boulevard", "Road", "Way",
           "St", "Ave", "Dr", "Ln"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Court", "Place",
           "Close", "St", "Rd"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Road", "Boulevard", "Court",
           "Way", "St", "Ave"],
}

SAINTS = ["Aldric", "Morwenna", "Cadoc", "Elowen", "Brannoc", "Senach", "Ivor",
          "Aelred", "Wenna", "Columbine", "Fionnan", "Petroc"]

HOSP_PATTERNS = {
    "UK": ["{T} General Hospital", "{T} Royal Infirmary", "St {S}'s Hospital",
           "{T} District General", "Royal {T} Hospital", "{T} Community Hospital"],
    "IE": ["University Hospital {T}", "St {S}'s University Hospital",
           "{T} Regional Hospital", "Mercy Hospital {T}", "{T} General Hospital"],
    "US": ["{T} Memorial Hospital", "St. {S} Medical Center", "{T} Regional Medical Center",
           "{T} Community Hospital", "Mercy {T} Hospital", "{T} Heart Institute"],
    "AU": ["{T} Base Hospital", "{T} District Hospital", "St {S}'s Public Hospital",
           "{T} Health Campus", "{T} Private Hospital"],
    "CA": ["{T} General Hospital", "{T} Regional Health Centre", "St. {S}'s Hospital",
           "{T} Memorial Hospital", "Hopital {T}"],
}

GP_PATTERNS = {
    "UK": ["{N} Surgery", "{N} Medical Centre", "{N} Health Centre", "The {N} Practice",
           "{T} Medical Practice"],
    "IE": ["{N} Medical Centre", "{N} Family Practice", "{T} Health Centre",
           "{N} Surgery"],
    "US": ["{T} Primary Care", "{N} Family Medicine", "{N} Internal Medicine Associates",
           "{T} Community Health Clinic"],
    "AU": ["{N} Medical Centre", "{T} Family Practice", "{N} General Practice",
           "{N} Clinic"],
    "CA": ["{N} Family Health Team", "{T} Medical Clinic", "{N} Family Practice",
           "{T} Community Health Centre"],
}

GP_N = ["Elm Park", "Quarry Lane", "Harbourside", "Tanners Yard", "Beacon Hill",
        "Orchard Way", "Millrace", "Chantry Fields", "Pinfold", "Heronsgate",
        "Copperbeech", "Wrenfield", "Saddlers Row", "Rowan Tree", "Lanterns"]

PHARMACY_PATTERNS = ["{N} Pharmacy", "{S} Chemist", "{T} Pharmacy", "{N} Pharmacy & Wellness",
                     "{S}'s Pharmacy"]

CARE_HOMES = ["Rosemount Care Home", "Larkhill Lodge Nursing Home", "Sorrel House",
              "Fallowfield Residential Care", "Brambling Court Nursing Home",
              "The Ferryman Care Home", "Juniper Gardens Aged Care"]

WARDS = ["Heron Ward", "Kingfisher Ward", "Lapwing Ward", "Curlew Ward",
         "Osprey Ward", "Wren Ward", "Bluebell Ward", "Aspen Ward", "Cedar Ward",
         "Marram Ward", "Thistle Ward", "Linnet Ward"]

VENUE_PATTERNS = ["{T} Leisure Centre", "{T} Community Hall", "Riverside Sports Hall",
                  "{N} Community Centre", "{T} Recreation Centre", "{N} Sports Pavilion",
                  "{T} Aquatic and Fitness Centre", "{N} Church Hall"]

BUILDINGS = ["Harcourt Wing", "Tennyson Building", "Lister Block", "Ashdown Pavilion",
             "North Annexe", "Quayside Building", "Maple Wing", "Beaumont Tower",
             "Fenwick Pavilion", "Old Chapel Building"]

LANDMARKS = ["the old mill", "Pellow Bridge", "the clock tower on Market Square",
             "Beacon Park", "the Crown and Anchor", "Saltmarsh Pier",
             "Harrow Green", "the war memorial"]

EMPLOYERS = ["Drennan Logistics", "Harlow & Pike Engineering", "Kestrel Freight Lines",
             "Brightwater Foods", "Pellow Joinery", "Northgate Academy",
             "Amberline Buses", "Coldstream Dairies", "Westmark Building Society",
             "Ridgeway Construction", "Talbot & Finch Solicitors", "Summit Print Works",
             "Lockhart Motors", "Tidewater Fisheries", "Greyfriars Hotel",
             "Marlow Street Bakery", "Quayline Ferries", "Foxglove Garden Centre",
             "Sandpiper Childcare", "Orion Software Ltd", "Heathfield Primary School",
             "Copperbeech Farm Supplies", "Brackleigh Rugby Club", "Cobble Lane Brewery"]

CLUBS = ["{T} Golf Club", "{T} Bowls Club", "{T} Heart Support Group",
         "{T} Walking Football Club", "St {S}'s Parish Church", "{T} Men's Shed",
         "{T} Choral Society", "{T} Rotary Club", "{N} Allotment Society",
         "{T} Bridge Club", "{T} Angling Association"]

INSURERS = ["Keystone Mutual Health", "Northstar Health Plan", "Greenlea Health Fund",
            "Harbourline Insurance", "Cardinal Benefit Group", "Wattle Health Fund"]

PROFESSIONS = [
    "bus driver", "electrician", "primary school teacher", "accountant",
    "lorry driver", "farmer", "plumber", "police officer", "chef", "postman",
    "warehouse operative", "taxi driver", "civil engineer", "hairdresser",
    "cleaner", "shop assistant", "solicitor", "carpenter", "software developer",
    "lecturer", "care assistant", "fisherman", "mechanic", "bricklayer",
    "forklift driver", "bank clerk", "librarian", "publican", "roofer",
    "secretary", "dental nurse", "security guard", "painter and decorator",
    "scaffolder", "dairy farmer", "civil servant", "nursery nurse", "joiner",
    "welder", "machinist", "sales representative", "architect", "butcher",
]
PROF_US = {"lorry driver": "truck driver", "postman": "mail carrier",
           "publican": "bar owner", "joiner": "carpenter",
           "primary school teacher": "elementary school teacher"}
PROF_AU = {"lorry driver": "truckie", "postman": "postie"}

COUNTRIES = ["Canada", "Australia", "New Zealand", "Spain", "Portugal", "Poland",
             "Nigeria", "India", "the Philippines", "Jamaica", "South Africa",
             "Greece", "Italy", "Ghana", "Scotland", "Wales", "Ireland", "England",
             "Cyprus", "Malta", "Kenya", "Germany", "the Netherlands", "Vietnam"]

HOLIDAYS = {
    "UK": ["Christmas", "Easter", "Boxing Day", "New Year's Day", "Christmas Eve"],
    "IE": ["Christmas", "Easter", "St Patrick's Day", "New Year's Day"],
    "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day",
           "Memorial Day", "New Year's Eve"],
    "AU": ["Christmas", "Easter", "Australia Day", "Anzac Day", "Boxing Day"],
    "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Boxing Day"],
}

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "USA",
                "AU": "Australia", "CA": "Canada"}
