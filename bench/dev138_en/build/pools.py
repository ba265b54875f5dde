"""Invented value pools for dev138_en (names, places, employers, professions).

All towns, streets, facilities and employers are invented. Person names are drawn
from many origins and are combined at random, so no combination refers to anyone.
Several names are also ordinary English words or eponyms on purpose.
"""

FIRST_M = [
    # Anglo / Celtic / ordinary-word names
    "James", "Oliver", "Jack", "William", "Thomas", "Harry", "George", "Noah", "Liam", "Lachlan",
    "Angus", "Hamish", "Callum", "Fergus", "Ciaran", "Eoin", "Rhys", "Gareth", "Dylan", "Owen",
    "Mark", "Will", "Frank", "Bill", "Pat", "Sandy", "Hunter", "Rusty", "Grant", "Miles",
    "Chase", "Cliff", "Dale", "Glen", "Heath", "Lance", "Rob", "Ray", "Wade", "Guy",
    "Graham", "Keith", "Nigel", "Trevor", "Barry", "Colin", "Darren", "Shane", "Brendan", "Stuart",
    # Maori / Pacific
    "Hemi", "Wiremu", "Tama", "Rangi", "Nikau", "Kahu", "Manaia", "Tane", "Sione", "Tevita",
    "Iosefa", "Viliami", "Lagi", "Semisi",
    # South Asian
    "Arjun", "Rohan", "Sanjay", "Deepak", "Vikram", "Harpreet", "Gurdeep", "Imran", "Faisal", "Rahul",
    # East / South-East Asian
    "Wei", "Jun", "Hao", "Minh", "Duc", "Min-jun", "Ji-ho", "Jomar", "Rodel", "Kenji",
    # Middle East / Africa / Europe
    "Omar", "Yusuf", "Khalid", "Tariq", "Chidi", "Emeka", "Kwame", "Abdi", "Nikos", "Giorgos",
    "Giuseppe", "Marco", "Luca", "Krzysztof", "Piotr", "Jan", "Lars", "Mateo", "Diego", "Andrei",
]

FIRST_F = [
    "Charlotte", "Olivia", "Amelia", "Isla", "Mia", "Sophie", "Emily", "Chloe", "Ruby", "Grace",
    "Hope", "Faith", "Joy", "Dawn", "Rose", "Ivy", "Iris", "Holly", "Amber", "Summer",
    "Autumn", "Crystal", "Pearl", "Hazel", "Violet", "Daisy", "Heather", "Robin", "Sky", "Fern",
    "Siobhan", "Niamh", "Aoife", "Cerys", "Bethan", "Fiona", "Morag", "Kirsty", "Shona", "Eilidh",
    "Margaret", "Beverley", "Glenys", "Maureen", "Sharon", "Tracey", "Kylie", "Leanne", "Janine", "Bronwyn",
    "Aroha", "Mere", "Anahera", "Ariana", "Hine", "Tui", "Kiri", "Moana", "Mele", "Salote",
    "Losa", "Ana", "Lupe", "Seini",
    "Priya", "Anjali", "Kavya", "Neha", "Simran", "Manpreet", "Aisha", "Fatima", "Zainab", "Sunita",
    "Mei", "Xiaoling", "Hui", "Linh", "Thao", "Ji-woo", "Seo-yeon", "Maricel", "Rowena", "Yuki",
    "Layla", "Yasmin", "Ngozi", "Amara", "Fadumo", "Eleni", "Despina", "Lucia", "Giulia", "Agnieszka",
    "Katarzyna", "Ingrid", "Sofia", "Carmen", "Elena",
]

SURNAMES = [
    # ordinary words and eponym collisions
    "Baker", "Cook", "Hill", "Brown", "Young", "King", "Bishop", "Mason", "Walker", "Wood",
    "Marsh", "Bell", "Stone", "Lane", "Short", "Long", "Fox", "Hunter", "Fisher", "Price",
    "Sharp", "Swift", "Moody", "Frost", "Snow", "Rose", "Hope", "Love", "Field", "Street",
    "Smith", "Jones", "Thomas", "Bennett", "Colles", "Parkinson", "Murphy", "Allen", "Barton", "Moore",
    "Graves", "Wells", "Bristow", "Carpenter", "Glass", "Hardy", "Little", "Noble", "Power", "Cross",
    # Anglo / Celtic
    "Wilson", "Taylor", "Anderson", "Campbell", "Fraser", "MacLeod", "McKenzie", "O'Brien", "O'Sullivan", "Fitzgerald",
    "Evans", "Williams", "Pritchard", "Llewellyn", "Harrison", "Whitfield", "Ashworth", "Pemberton", "Kershaw", "Dunmore",
    # Maori / Pacific
    "Ngata", "Parata", "Tipene", "Herewini", "Wihongi", "Rangihuna", "Te Hira", "Paewai", "Tuilagi", "Fifita",
    "Faleolo", "Leota", "Tupou", "Vaifale", "Pulu", "Taufa", "Aumua",
    # South Asian
    "Patel", "Sharma", "Nair", "Reddy", "Iyer", "Singh", "Gill", "Kaur", "Chaudhry", "Banerjee",
    "Qureshi", "Siddiqui",
    # East / South-East Asian
    "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Lim", "Tan", "Ng", "Wong",
    "Nguyen", "Tran", "Pham", "Vo", "Kim", "Park", "Choi", "Santos", "Reyes", "Dela Cruz",
    "Bautista", "Tanaka",
    # Middle East / Africa / Europe
    "Haddad", "Khalil", "Nasser", "Mansour", "Okafor", "Adeyemi", "Mensah", "Asante", "Abdi", "Hassan",
    "Papadopoulos", "Georgiou", "Rossi", "Bianchi", "Romano", "Esposito", "Nowak", "Kowalski", "Jensen", "Van der Berg",
    "Petrov", "Garcia", "Moreno",
]

NICK = {"William": "Bill", "Robert": "Rob", "Margaret": "Maggie", "James": "Jim", "Thomas": "Tom",
        "Patricia": "Pat", "Beverley": "Bev", "Christopher": "Chris", "Frank": "Frankie", "Giuseppe": "Joe",
        "Krzysztof": "Kris", "Wiremu": "Bill", "Charlotte": "Charlie", "Katarzyna": "Kasia", "Eleni": "Helen"}

# ---- invented places -------------------------------------------------------------
TOWNS = {
    "AU": ["Brindlewood", "Carrawong", "Mullindee", "Yarrabend", "Wattle Flat", "Kelso Springs", "Tarrenbah",
           "Gillabong", "Port Hensley", "Coorabin", "Ashgrove Vale", "Merrigal", "Bundaree", "Lake Corrie",
           "Warrumba", "Dunmarra Heights", "Elderslie Park", "Nambeena", "Kooringup", "Boronia Ridge",
           "Mount Tallis", "Wyndale", "Calverton North", "Jindabyne Creek", "Pelican Point", "Ironbark",
           "Greyhaven", "Kurrajong Hills", "Sandalwood", "Emu Plains West"],
    "NZ": ["Waikarere", "Te Rangiora", "Kerrisvale", "Otumaru", "Port Mahere", "Hokianui", "Tawharau",
           "Ruapiko", "Glenmorven", "Ashburton Downs", "Kaiwaka Bay", "Matarua", "Pikowai Heights",
           "Stoneleigh", "Rimuvale", "Tokaroa", "Waimere", "Hillcrest Downs", "Oruawai", "Taramoa",
           "Kawhiti", "Marsden Flat", "Whangarua", "Lower Kaituna"],
    "UK": ["Ashcombe", "Wendlebury", "Thornwick", "Kingsmere", "Bramford Cross", "Harlowe", "Dunsford Vale",
           "Little Stourby", "Penmarrow", "Calderbridge", "Millhaven", "Oakhurst", "Fenwick Green",
           "Stowbridge", "Hollinsgate", "Yarrowby", "Glenmuir", "Redcastle", "Llanfaredd", "Tregorran",
           "Elmsworth", "Marlow Fields", "Saxbury", "Cresswell End", "Haverleigh", "Brackendale"],
}

STATES = {
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Waikato", "Waikato"), ("Otago", "Otago"), ("Canterbury", "Canterbury"), ("Northland", "Northland"),
           ("Bay of Plenty", "Bay of Plenty"), ("Manawatu-Whanganui", "Manawatu-Whanganui"),
           ("Southland", "Southland"), ("Hawke's Bay", "Hawke's Bay")],
    "UK": [("Scotland", "Scotland"), ("Wales", "Wales"), ("England", "England"), ("Northern Ireland", "Northern Ireland")],
}

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Minnesota", "MN"), ("Colorado", "CO"),
             ("Vermont", "VT"), ("Arizona", "AZ"), ("Georgia", "GA")]

STREET_BASE = ["Wattle", "Banksia", "Kowhai", "Rimu", "Totara", "Station", "Church", "Mill", "Quarry", "Harbour",
               "Jacaranda", "Ironbark", "Heather", "Rowan", "Hawthorn", "Cedar", "Kingfisher", "Tui", "Pohutukawa",
               "Gum Tree", "Magpie", "Lyrebird", "Saltmarsh", "Orchard", "Foundry", "Tannery", "Chapel", "Blackwood",
               "Elderberry", "Wisteria", "Larkspur", "Fenwick", "Ashby", "Merriman", "Cobb", "Pennant", "Glendower",
               "Huia", "Karaka", "Matai", "Bellbird", "Cockatoo", "Barrack", "Drovers", "Coachman", "Tinker",
               "Ferrier", "Weaver", "Cooper", "Pinecone", "Marram", "Tussock", "Silverbirch"]
STREET_TYPE = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Lane", "Close", "Drive",
               "Dr", "Place", "Pl", "Terrace", "Tce", "Way", "Grove", "Parade", "Court", "Ct", "Rise", "Mews"]
UK_UNIT = ["Flat", "Apartment", "Unit"]
AU_UNIT = ["Unit", "Apt", "U"]

HOSP_PATTERNS = {
    "AU": ["{t} Base Hospital", "{t} District Hospital", "{t} Private Hospital", "{t} Memorial Hospital",
           "St {s}'s Private Hospital", "{t} Day Surgery Centre", "{t} Health Service", "Royal {t} Hospital"],
    "NZ": ["{t} Hospital", "{t} Base Hospital", "{t} Surgical Centre", "{s} Private Hospital",
           "{t} Day Surgery", "{t} Community Hospital"],
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "{t} Community Hospital", "St {s}'s Hospital",
           "{t} Treatment Centre", "{t} and District Hospital", "The {s} Clinic"],
}
SAINTS = ["Aidan", "Brigid", "Columba", "Dunstan", "Ethelreda", "Finbar", "Gerard", "Hilda", "Ignatius",
          "Jude", "Kevin", "Luke", "Monica", "Ninian", "Oswald", "Petroc", "Raphael", "Swithun", "Winifred"]

WARD_NAMES = ["Banksia Ward", "Waratah Ward", "Kowhai Ward", "Rata Ward", "Kauri Ward", "Jacaranda Ward",
              "Heron Ward", "Kestrel Ward", "Avocet Ward", "Bluebell Ward", "Ward 7B", "Ward 4 North",
              "Ward 22", "Ward 10 South", "Wren Ward", "Linnet Ward", "Protea Ward", "Ward 3A",
              "Mangrove Ward", "Totara Ward", "Puriri Ward", "Marigold Ward", "Ward 6 East"]
UNIT_NAMES = ["Surgical Short Stay Unit", "Kestrel Day Unit", "Riverside Day Surgery Unit", "Acacia Surgical Unit",
              "Harbour View Admissions Lounge", "Orchid Suite", "Lighthouse Unit"]

PRACTICE_PATTERNS = ["{t} Medical Centre", "{t} Family Practice", "{s} Street Surgery", "{t} Health Centre",
                     "{s} Road Medical Practice", "{t} Group Practice", "The {s} Surgery"]
PHARMACY_PATTERNS = ["{t} Pharmacy", "{s} Street Chemist", "{t} Corner Chemist", "{t} Discount Chemist", "{s} Pharmacy"]

EMPLOYERS = ["Coastline Freight Ltd", "Harbourside Meatworks", "Redgum Timber Co.", "Brindle & Sons Builders",
             "Southerly Dairy Co-op", "Kelpie Mining Services", "Greenwattle Nursery", "Blue Heron Logistics",
             "Pinnacle Roofing", "Ashcombe Brewery", "Meridian Print Works", "Sandstone Civil Pty Ltd",
             "Tidewater Seafoods", "Northgate Supermarket", "Copperleaf Engineering", "Wendle Valley Council",
             "Fenwick Motors", "Kiwiframe Joinery", "Orchardlane Packhouse", "Saxbury Haulage",
             "Lakeside Aged Care Trust", "Glenmuir Distillery", "Silverfern Contracting", "Marlow Bakery",
             "Ironstone Quarries", "Calder Valley Buses", "Pelican Bay Resort", "Tussock Station Ltd",
             "Highfield Academy", "Stowbridge Primary School", "Kerrisvale College", "Thornwick Rugby Club",
             "Mullindee Bowls Club", "Grace Fellowship Church", "Harlowe Scaffolding", "Ruapiko Forestry",
             "Hokianui Marae Trust", "Carrawong Shire Council", "Bramford Steelworks", "Penmarrow Fishing Co"]
INSURERS = ["Harbourline Health Fund", "Southern Reach Health", "Albion Medical Assurance", "Kea Health Cover",
            "Coral Coast Health Insurance", "Thistle Mutual Health", "Greenhaven Health Society"]
AMBULANCE = ["Coastal Ambulance Service", "Midlands Patient Transport", "Westerly Ambulance Trust"]

PROFESSIONS = ["plumber", "electrician", "carpenter", "truck driver", "forklift driver", "bus driver", "farmer",
               "dairy farmer", "shearer", "fisherman", "chef", "baker", "butcher", "barista", "teacher",
               "primary school teacher", "secondary school teacher", "early childhood educator", "accountant",
               "bookkeeper", "lawyer", "solicitor", "real estate agent", "police officer", "firefighter",
               "paramedic", "nurse", "aged care worker", "cleaner", "builder", "scaffolder", "roofer",
               "concreter", "mechanic", "panel beater", "welder", "boilermaker", "miner", "labourer",
               "landscaper", "gardener", "hairdresser", "beautician", "retail assistant", "checkout operator",
               "warehouse worker", "storeman", "software developer", "engineer", "civil engineer",
               "architect", "graphic designer", "journalist", "librarian", "postie", "courier", "taxi driver",
               "pharmacist", "dentist", "vet", "university lecturer", "student", "office manager",
               "receptionist", "call centre operator", "security guard", "crane operator", "boat builder",
               "winemaker", "orchardist", "shepherd", "stonemason", "painter and decorator", "tiler",
               "church minister", "bank teller", "publican", "shop owner", "IT consultant", "social worker"]

RELATIONS = [("wife", "F"), ("husband", "M"), ("partner", "X"), ("daughter", "F"), ("son", "M"),
             ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("neighbour", "X"),
             ("friend", "X"), ("carer", "X"), ("granddaughter", "F"), ("grandson", "M"), ("niece", "F"),
             ("nephew", "M"), ("flatmate", "X"), ("son-in-law", "M"), ("daughter-in-law", "F")]

COUNTRIES_OTHER = ["Fiji", "Samoa", "Tonga", "India", "Philippines", "Vietnam", "China", "South Korea",
                   "Sri Lanka", "Ireland", "South Africa", "Zimbabwe", "Canada", "Greece",
                   "Italy", "Poland", "Netherlands", "Malaysia", "Lebanon", "Somalia", "Nigeria", "Thailand",
                   "Indonesia", "Japan", "Germany", "Chile", "United States"]
COUNTRY_NAME = {"AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa"], "UK": ["United Kingdom", "UK"]}

ETHNICITY = ["European", "Maori", "Samoan", "Tongan", "Indian", "Chinese", "Other Asian", "Aboriginal",
             "Torres Strait Islander", "White British", "Black African", "Pakistani", "Filipino", "Not stated"]

RELIGION = ["Anglican", "Catholic", "Nil", "Muslim", "Hindu", "Sikh", "Jehovah's Witness", "Presbyterian",
            "Methodist", "Buddhist", "Not stated"]

HOLIDAYS = {"AU": ["Christmas", "Boxing Day", "Easter", "Anzac Day", "Australia Day", "New Year's Day"],
            "NZ": ["Christmas", "Boxing Day", "Easter", "Anzac Day", "Waitangi Day", "Matariki", "Labour Day"],
            "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night", "Easter Monday"]}
