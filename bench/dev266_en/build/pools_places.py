"""Invented place, organisation and occupation pools for dev266_en (author 266).

Town, street, hospital, school and company names are made up; states, provinces
and countries are real closed sets.
"""

TOWNS = {
    "UK": [
        "Ashcombe", "Brackenford", "Kettleby", "Marlow Heath", "Thornbury Vale", "Caddington Cross",
        "Eastwick Magna", "Fellingham", "Glenarrow", "Hobbs End", "Inverlochy Bridge", "Kirkwhelan",
        "Langstone Moor", "Millbrook St Anne", "Newholt", "Oldcastle Fen", "Pennardine", "Quarrington",
        "Rookhaven", "Saltmarsh Green", "Stannington Vale", "Tarrow", "Upper Wyndham", "Wexcombe",
        "Yarrowby", "Ballykeel", "Drumcarran", "Llanferran", "Abercwm", "Pontyglas", "Carnbrae",
        "Dunmorrow", "Ettrickburn", "Hallowgate", "Lowther Sands", "Midhollow", "Netherbury",
        "Skelbrook", "Wolverleigh", "Branscombe Abbey",
    ],
    "US": [
        "Maple Falls", "Cedar Hollow", "Harlan Springs", "Westbrook Junction", "Port Ellery",
        "Greenvale", "Fort Addison", "Millersburg Heights", "Oak Ridge Plains", "Bellwether",
        "Cass Lake City", "Dunmore Park", "Elk Crossing", "Fairhaven Bluffs", "Glenwood Mills",
        "Hollister Bay", "Iron Gate", "Juniper Flats", "Kingsbridge", "Lakeshore Village",
        "Mesa Verdigris", "New Carthage", "Orchard Point", "Pine Bluff Crossing", "Quincy Falls",
        "Red Hawk", "Silver Creek", "Tamarack", "Union Grove", "Vista del Norte", "Willow Bend",
        "Yellow Pine", "Zephyr Cove", "Arbor Lakes", "Briar Hill", "Copper Basin",
    ],
    "AU": [
        "Wattle Creek", "Yarrambee", "Kurrajong Downs", "Bungaree Heads", "Coolabah Flat",
        "Dandaloo", "Emu Plains West", "Gidgee Springs", "Illawarrah Bay", "Jindabyne North",
        "Koonawarra", "Mirrabooka Hills", "Narrawong", "Orana Park", "Parrawee", "Quondong",
        "Redgum Valley", "Tallowood", "Tumbarra", "Wallaroo Point", "Woolgoolga South",
        "Yandina Creek", "Boronia Ridge", "Karrinyup Vale", "Mulgrave Heights", "Banksia Grove",
        "Myall Lakes", "Tarrawarra",
    ],
    "CA": [
        "Riviere-aux-Saules", "Lac-Beaumont", "Port Lachlan", "Cedarbrook", "Maplewood Landing",
        "North Tamarack", "Ste-Odile", "Grand Fourche", "Kestrel Bay", "Pembury Falls",
        "Silverton Ridge", "Aspen Hollow", "Brindle Creek", "Caribou Narrows", "Dunvegan Mills",
        "Fraserdale", "Glace Harbour", "Hawksbury", "Isle-Madame", "Juniper Lake", "Kildonan West",
        "Lunenburg Cove", "Moose Crossing", "Nipigon Shores", "St-Armand-des-Bois", "Trois-Pins",
    ],
}

COUNTIES_UK = [
    "Marlshire", "North Fenwold", "West Carrickshire", "Ambersett", "Lowmoorshire", "Glenmorven",
    "East Harrowdale", "Dyfnant", "County Ballinvar", "Southwold Downs",
]

US_STATES = [
    ("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
    ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"),
    ("Georgia", "GA"), ("Idaho", "ID"), ("Illinois", "IL"), ("Iowa", "IA"), ("Kansas", "KS"),
    ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
    ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Missouri", "MO"),
    ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
    ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
    ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"), ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"),
    ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
    ("Wisconsin", "WI"), ("Wyoming", "WY"),
]

AU_STATES = [
    ("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
    ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
    ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT"),
]

CA_PROVS = [
    ("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"),
    ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
    ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE"),
]

STREET_NAMES = [
    "Alder", "Appleby", "Ashgrove", "Badger", "Beacon", "Birchfield", "Blackthorn", "Bramble",
    "Brookside", "Buttercup", "Canal", "Carrick", "Chapel", "Cherrytree", "Clover", "Coppice",
    "Cornmill", "Dovecote", "Elmwood", "Fernbank", "Fieldfare", "Foxglove", "Gorse", "Granary",
    "Hawthorn", "Heathfield", "Heron", "Hollybush", "Kestrel", "Kingfisher", "Lark", "Larch",
    "Linden", "Lockkeeper", "Lupin", "Meadowsweet", "Mill", "Mulberry", "Nightingale", "Oakleigh",
    "Orchard", "Osprey", "Pear Tree", "Plover", "Quarry", "Quayside", "Rowan", "Saffron",
    "Sandpiper", "Silverbirch", "Sorrel", "Spinney", "Swallowtail", "Sycamore", "Tannery",
    "Teasel", "Thistle", "Tithe Barn", "Verbena", "Waterside", "Weaver", "Wheatsheaf",
    "Whinberry", "Willowherb", "Windmill", "Woodlark", "Yew Tree", "Jacaranda", "Wattle",
    "Banksia", "Ironbark", "Bottlebrush", "Tamarack", "Sumac", "Chokecherry", "Prairie Rose",
    "Saskatoon", "Cottonwood", "Magnolia", "Dogwood", "Sassafras", "Pecan",
]

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Way",
           "Terrace", "Court", "Mews", "Place", "Rise", "Grove"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
           "Ct", "Boulevard", "Blvd", "Way", "Place", "Pkwy", "Terrace"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade", "Pde",
           "Court", "Ct", "Drive", "Dr", "Close", "Way", "Circuit"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Boulevard",
           "Court", "Lane", "Way", "Rue", "Chemin"],
}

UNIT_FORMS = {
    "UK": ["Flat {n}", "Flat {n}", "Apartment {n}"],
    "US": ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}"],
    "AU": ["Unit {n}", "{n}/"],
    "CA": ["Apt {n}", "Unit {n}", "Suite {n}", "{n}-"],
}

HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Hillcrest", "Tan-y-Bryn", "Windyridge",
               "Glebe House", "Ty Newydd", "The Laurels", "Orchard View"]

SAINTS = ["Aidan", "Brendan", "Columba", "Cuthbert", "Elwyn", "Frideswide", "Gerard", "Hilda",
          "Jude", "Kentigern", "Luke", "Mungo", "Non", "Oswald", "Piran", "Raphael", "Swithun",
          "Teilo", "Ursula", "Vincent", "Winifred", "Bartholomew", "Boniface", "Clare", "Agnes"]

TREES = ["Rowan", "Hazel", "Juniper", "Aspen", "Larkspur", "Heather", "Bluebell", "Primrose",
         "Kingfisher", "Osprey", "Saffron", "Cedar", "Marigold", "Willow", "Beech", "Sorrel",
         "Elder", "Holly", "Linnet", "Wren"]

ADJ = ["Greenacres", "Brookfield", "Meadowbank", "Hillside", "Riverside", "Oakfield", "Fairview",
       "Sunnyside", "Woodlands", "Parkgate", "Highfield", "Lakeside", "Springwell", "Ashlea",
       "Beechcroft", "Cloverleaf", "Dunmore", "Elmhurst", "Foxhollow", "Glenside"]

COMPANY_HEAD = ["Hartley", "Copperleaf", "Blue Heron", "Ironbridge", "Northstar", "Pinnacle",
                "Redkite", "Saltire", "Trident", "Kestrel", "Granite", "Lodestar", "Marram",
                "Quill", "Bramwell", "Fenwick", "Halcyon", "Juniper", "Larkfield", "Ostler",
                "Whitlow", "Ember", "Silverline", "Tidewater", "Corvid", "Meridian"]

COMPANY_TAIL = ["Freight", "Logistics", "Bakery", "Insurance", "Contact Centre", "Engineering",
                "Builders", "Print Works", "Telecom", "Motors", "Joinery", "Law", "Accountants",
                "Foods", "Civil Contractors", "Energy", "Travel", "Haulage", "Upholstery",
                "Brewing Co", "Pharmacy Group", "Lettings", "Mining", "Timber"]

VOICE_ORGS = ["{t} Community Choir", "{t} Operatic Society", "{t} Amateur Dramatics",
              "{t} Gospel Singers", "{t} Male Voice Choir", "{t} Players", "St {s}'s Church",
              "{t} Baptist Chapel", "{t} Fire Station", "{t} Leisure Centre",
              "{t} Primary Academy", "{t} College", "{t} Gymnastics Club"]

PROFESSIONS_ADULT = [
    "primary school teacher", "secondary school teacher", "teaching assistant", "lecturer",
    "singing teacher", "professional singer", "opera chorister", "worship leader", "vicar",
    "call centre advisor", "customer services advisor", "receptionist", "barrister",
    "solicitor", "auctioneer", "sports coach", "fitness instructor", "aerobics instructor",
    "actor", "radio presenter", "tour guide", "bus driver", "lorry driver", "taxi driver",
    "welder", "bricklayer", "electrician", "plumber", "joiner", "farmer", "dairy farmer",
    "fisherman", "miner", "steelworker", "factory operative", "warehouse operative",
    "chef", "hairdresser", "shop assistant", "market trader", "accountant", "civil engineer",
    "software developer", "police officer", "firefighter", "paramedic", "postman",
    "librarian", "journalist", "carpenter", "cleaner", "security guard", "pharmacist",
    "nurse", "care assistant", "dentist", "stonemason", "ship's engineer", "publican",
    "bar manager", "train conductor", "drama teacher", "kindergarten teacher", "pastor",
    "auditor", "estate agent", "landscape gardener", "machinist", "seamstress", "midwife",
]

PROFESSIONS_RETIRED = [
    "miner", "teacher", "headteacher", "nurse", "bus driver", "postman", "engineer",
    "shipbuilder", "bank clerk", "farmer", "secretary", "joiner", "police sergeant",
    "dock worker", "school cook", "civil servant", "GP receptionist", "dressmaker", "lecturer",
    "printer", "publican", "lorry driver", "electrician", "church organist", "tailor",
]

COUNTRIES = [
    "Poland", "Romania", "Pakistan", "India", "Bangladesh", "Nigeria", "Somalia", "Syria",
    "Afghanistan", "Vietnam", "Philippines", "Portugal", "Brazil", "China", "Sri Lanka",
    "Ukraine", "Eritrea", "Iraq", "Lebanon", "Greece", "Italy", "Mexico", "Samoa", "Fiji",
    "Ghana", "Kenya", "Zimbabwe", "Sudan", "Turkey", "Lithuania", "Colombia", "Ethiopia",
    "New Zealand", "Ireland", "South Africa", "Tonga", "Hungary", "Iran",
]

COUNTRY_LANG = {
    "Poland": "Polish", "Romania": "Romanian", "Pakistan": "Urdu", "India": "Punjabi",
    "Bangladesh": "Sylheti", "Nigeria": "Yoruba", "Somalia": "Somali", "Syria": "Arabic",
    "Afghanistan": "Dari", "Vietnam": "Vietnamese", "Philippines": "Tagalog",
    "Portugal": "Portuguese", "Brazil": "Portuguese", "China": "Mandarin", "Sri Lanka": "Tamil",
    "Ukraine": "Ukrainian", "Eritrea": "Tigrinya", "Iraq": "Kurdish Sorani", "Lebanon": "Arabic",
    "Greece": "Greek", "Italy": "Italian", "Mexico": "Spanish", "Samoa": "Samoan",
    "Fiji": "Fijian Hindi", "Ghana": "Twi", "Kenya": "Swahili", "Zimbabwe": "Shona",
    "Sudan": "Arabic", "Turkey": "Turkish", "Lithuania": "Lithuanian", "Colombia": "Spanish",
    "Ethiopia": "Amharic", "New Zealand": "Te Reo Maori", "Ireland": "Irish",
    "South Africa": "Afrikaans", "Tonga": "Tongan", "Hungary": "Hungarian", "Iran": "Farsi",
}

COUNTRY_NAME = {"UK": ["United Kingdom", "UK"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"]}

RELATIONS_ADULT = ["wife", "husband", "daughter", "son", "partner", "sister", "brother",
                   "niece", "nephew", "friend", "neighbour", "granddaughter", "grandson",
                   "son-in-law", "daughter-in-law", "carer"]
