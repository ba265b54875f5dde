"""pools.py -- invented name, place and organisation pools for dev374_en.

Given names and surnames are drawn from many origins and combined at random,
so no full name is meant to be a real person.  Towns, SARCs, hospitals,
practices, schools, employers and venues are built from invented stems.
"""

FEMALE = {
    "anglo": ["Emily", "Charlotte", "Hannah", "Chloe", "Megan", "Abigail", "Lauren",
              "Jessica", "Sophie", "Amelia", "Holly", "Paige", "Kayleigh", "Bethany",
              "Ellie", "Rebecca", "Danielle", "Harriet", "Olivia", "Georgia", "Madison",
              "Brittany", "Kaitlyn", "Tayla", "Jade", "Courtney", "Leanne", "Stacey"],
    "celtic": ["Siobhan", "Niamh", "Aoife", "Ciara", "Roisin", "Orla", "Caitriona",
               "Eilidh", "Morag", "Isla", "Catrin", "Ffion", "Seren", "Bronagh", "Saoirse",
               "Sinead", "Grainne", "Deirbhile"],
    "southasian": ["Priya", "Ananya", "Nisha", "Harpreet", "Amrit", "Fatima", "Ayesha",
                   "Zainab", "Sana", "Rukhsana", "Simran", "Divya", "Meera", "Tahmina",
                   "Nusrat", "Kavita"],
    "eastasian": ["Mei", "Xiu Ying", "Hana", "Yuki", "Linh", "Thao", "Mai", "Ji-woo",
                  "Min-seo", "Maricel", "Jocelyn", "Kim Anh", "Wen", "Haruka"],
    "african": ["Adaeze", "Chiamaka", "Ngozi", "Abena", "Akosua", "Efua", "Amina",
                "Hodan", "Farhiya", "Nomvula", "Thandiwe", "Wanjiru", "Folake", "Yetunde"],
    "caribbean": ["Shantelle", "Keisha", "Tanisha", "Jada", "Aaliyah", "Imani",
                  "Marcia", "Sherelle"],
    "easteuro": ["Agnieszka", "Katarzyna", "Zuzanna", "Ioana", "Andreea", "Oksana",
                 "Daria", "Milena", "Jelena", "Kristina", "Zofia", "Alina"],
    "mideast": ["Leila", "Yasmin", "Rania", "Noor", "Dalia", "Shirin", "Maryam", "Hiba"],
    "hispanic": ["Maria", "Lucia", "Valentina", "Camila", "Ximena", "Guadalupe",
                 "Daniela", "Esperanza", "Yesenia", "Marisol"],
    "pacific": ["Aroha", "Mereana", "Anahera", "Moana", "Losa", "Sina", "Mele", "Tui",
                "Hinewai", "Kahurangi"],
    "french": ["Genevieve", "Mathilde", "Isabelle", "Josee", "Sylvie", "Elodie", "Manon"],
}

MALE = {
    "anglo": ["Jack", "Thomas", "Oliver", "Callum", "Liam", "Ryan", "Daniel", "Jamie",
              "Connor", "Kieran", "Nathan", "Bradley", "Tyler", "Joshua", "Mason",
              "Ethan", "Dylan", "Lewis", "Craig", "Darren", "Wayne", "Cody", "Hunter"],
    "celtic": ["Cian", "Oisin", "Padraig", "Ruairi", "Darragh", "Eoin", "Fergus",
               "Hamish", "Angus", "Rhys", "Dafydd", "Gethin", "Cathal", "Seamus"],
    "southasian": ["Arjun", "Rohan", "Imran", "Bilal", "Harjit", "Gurpreet", "Faisal",
                   "Zubair", "Vikram", "Sanjay", "Aarav", "Tariq"],
    "eastasian": ["Wei", "Jun", "Hiroshi", "Kenji", "Minh", "Duc", "Ji-hoon", "Joon",
                  "Rodel", "Jomar", "Haoran"],
    "african": ["Chukwuemeka", "Obinna", "Kwame", "Kofi", "Yaw", "Abdirahman",
                "Mohamed", "Tendai", "Sipho", "Kamau", "Babatunde", "Emeka"],
    "caribbean": ["Dwayne", "Marlon", "Delroy", "Jermaine", "Tyrone", "Andre"],
    "easteuro": ["Piotr", "Tomasz", "Mateusz", "Andrei", "Mihai", "Oleksandr",
                 "Dmitri", "Marko", "Luka", "Bogdan"],
    "mideast": ["Omar", "Karim", "Yousef", "Reza", "Dariush", "Samir", "Hassan"],
    "hispanic": ["Jose", "Luis", "Mateo", "Santiago", "Diego", "Alejandro", "Javier",
                 "Emilio", "Ricardo"],
    "pacific": ["Rawiri", "Tane", "Wiremu", "Manaia", "Sione", "Tevita", "Ioane",
                "Nikau"],
    "french": ["Mathieu", "Etienne", "Olivier", "Jean-Philippe", "Remi", "Luc"],
}

SURNAME = {
    "anglo": ["Ashworth", "Whitfield", "Pemberton", "Hargreaves", "Thornley", "Caldwell",
              "Bramley", "Fenwick", "Holroyd", "Marsden", "Radcliffe", "Sutcliffe",
              "Cartwright", "Lockwood", "Greenhalgh", "Pickering", "Ridley", "Stanhope",
              "Blackwood", "Hollis", "Kershaw", "Ormerod", "Tattersall", "Winstanley",
              "Beckett", "Aldridge", "Fairbrother", "Penrose", "Hatherley", "Dunmore"],
    "celtic": ["O'Sullivan", "McCarthy", "Kavanagh", "Fitzgerald", "Byrne", "Donnelly",
               "O'Connell", "Ni Bhriain", "MacLeod", "Drummond", "Sinclair", "Buchanan",
               "Pritchard", "Llewellyn", "Bowen", "Vaughan", "McGuinness", "Gallagher",
               "Devlin", "Cullinane", "Mac Aodha"],
    "southasian": ["Chaudhry", "Rahman", "Patel", "Sandhu", "Iqbal", "Bhattacharya",
                   "Nair", "Gill", "Hussain", "Mahmood", "Siddiqui", "Ranganathan",
                   "Dhaliwal", "Begum", "Choudhury", "Kulkarni"],
    "eastasian": ["Nguyen", "Tran", "Chen", "Liu", "Zhang", "Park", "Kim", "Tanaka",
                  "Watanabe", "Wong", "Lim", "Santos", "Reyes", "Dela Cruz", "Pham",
                  "Huang", "Nakamura"],
    "african": ["Okafor", "Adeyemi", "Mensah", "Owusu", "Abdi", "Warsame", "Mwangi",
                "Ndlovu", "Eze", "Boateng", "Okonkwo", "Asante", "Oduya", "Nwachukwu"],
    "caribbean": ["Campbell", "Grant", "Henry", "Forbes", "McKenzie", "Bailey", "Ricketts"],
    "easteuro": ["Kowalski", "Nowak", "Wisniewska", "Popescu", "Ionescu", "Petrov",
                 "Kovalenko", "Horvat", "Novak", "Zielinski", "Dumitru", "Shevchenko"],
    "mideast": ["Haddad", "Khoury", "Nasser", "Karimi", "Rostami", "Al-Amin", "Saleh",
                "Mansour"],
    "hispanic": ["Gonzalez", "Ramirez", "Herrera", "Castillo", "Morales", "Delgado",
                 "Villanueva", "Ortega", "Fuentes"],
    "pacific": ["Ngata", "Tipene", "Parata", "Faleolo", "Fonoti", "Taufa", "Tapsell",
                "Te Rangi", "Walker-Hohaia", "Aumua"],
    "french": ["Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Bergeron",
               "Cote", "Gauthier"],
}

ORIGINS = ["anglo", "celtic", "southasian", "eastasian", "african", "caribbean",
           "easteuro", "mideast", "hispanic", "pacific", "french"]

# origin weights per country (sum need not be 1)
ORIGIN_W = {
    "GB": [30, 12, 14, 5, 9, 7, 10, 5, 2, 0, 1],
    "IE": [18, 40, 4, 3, 6, 1, 14, 3, 2, 0, 1],
    "US": [32, 5, 6, 8, 10, 6, 4, 4, 22, 1, 1],
    "CA": [28, 8, 9, 10, 6, 4, 5, 5, 3, 0, 14],
    "AU": [34, 8, 10, 14, 5, 1, 6, 6, 3, 8, 0],
    "NZ": [30, 6, 8, 10, 3, 0, 3, 3, 2, 34, 0],
}

NICK = {"Rebecca": "Becky", "Katarzyna": "Kasia", "Danielle": "Dani", "Siobhan": "Shiv",
        "Abigail": "Abbie", "Jessica": "Jess", "Charlotte": "Lottie", "Bethany": "Beth",
        "Zuzanna": "Zuza", "Guadalupe": "Lupe", "Olivia": "Liv", "Alejandro": "Alex",
        "Thomas": "Tommy", "Joshua": "Josh", "Oleksandr": "Sasha", "Daniel": "Danny",
        "Nathan": "Nate", "Chukwuemeka": "Emeka", "Mathieu": "Matt", "Kaitlyn": "Katie"}

# ---------------------------------------------------------------- places
TOWN_PRE = ["Ash", "Brack", "Cal", "Thorn", "Hollin", "Kil", "Mar", "Wether", "Glen",
            "Stan", "Elder", "Fern", "Hart", "Lang", "Mill", "Nor", "Red", "Sel",
            "Wick", "Bel", "Dun", "Fair", "Hal", "Low", "Oak", "Pen", "Rook", "Quarr",
            "Tarn", "Wend", "Hask", "Brin", "Cor", "Ell", "Gorse", "Ulver", "Yarn"]
TOWN_SUF = ["ford", "bury", "ton", "ley", "field", "wick", "mouth", "ham", "bridge",
            "dale", "brook", "stead", "more", "haven", "worth", "by", "well", "cross",
            "port", "hill", "combe", "thorpe", "minster", "gate"]
TOWN_EXTRA = {"US": ["Falls", "Springs", "Heights", "City", "Junction"],
              "CA": ["Falls", "Landing", "Harbour", "Crossing"],
              "AU": ["Creek", "Downs", "Flat", "Heads", "Vale"],
              "NZ": ["Bay", "Valley", "Heads", "Junction"],
              "GB": ["Green", "on Sea", "Magna", "Vale"],
              "IE": ["Bridge", "Cross", "Harbour"]}
IE_TOWNS = ["Ballymore", "Kilcarrig", "Carrigmona", "Drumlisk", "Rathcullen", "Clonbeg",
            "Ardnaglass", "Lisnafeen", "Templederry", "Knockmullen"]
NZ_TOWNS = ["Waikiri", "Otaroa", "Rangimoana", "Te Kauhanga", "Maungawhiti", "Paeroa Heads"]

STREET_W = ["Larch", "Elm", "Foundry", "Station", "Chapel", "Mill", "Orchard", "Quarry",
            "Victoria", "Albion", "Beech", "Rowntree", "Sycamore", "Kingfisher", "Heather",
            "Bramble", "Linden", "Wharf", "Brook", "Fountain", "Granary", "Lilac", "Tannery",
            "Ropewalk", "Weaver", "Cobden", "Ferncliffe", "Moorside", "Parkhill", "Wattle",
            "Banksia", "Kowhai", "Totara", "Jacaranda", "Maple", "Birchwood", "Cedar",
            "Magnolia", "Prospect", "Harbour", "Ridge", "Summit", "Lakeview", "Pioneer",
            "Bellbird", "Ironbark", "Lindisfarne", "Carrick", "Shannon View"]
STREET_SUF = {
    "GB": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Grove", "Terrace",
           "Way", "Drive", "Gardens", "Walk", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Court", "Heights", "Grove", "Drive"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Way", "Place"],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Court", "Boulevard", "Way"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Court", "Crescent", "Place", "Close", "Drive"],
    "NZ": ["Street", "Road", "Avenue", "Terrace", "Place", "Crescent", "Drive", "Lane"],
}
STREET_ABBR = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd", "Lane": "Ln",
               "Court": "Ct", "Boulevard": "Blvd", "Crescent": "Cres", "Place": "Pl",
               "Parade": "Pde", "Terrace": "Tce"}

REGIONS = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Minnesota", "MN"),
           ("Georgia", "GA"), ("Virginia", "VA"), ("Colorado", "CO"), ("Wisconsin", "WI"),
           ("Tennessee", "TN"), ("Arizona", "AZ"), ("Nebraska", "NE"), ("Maine", "ME"),
           ("New Mexico", "NM"), ("North Carolina", "NC"), ("Missouri", "MO"),
           ("Washington", "WA"), ("Alaska", "AK")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Alberta", "AB"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Northern Territory", "NT"), ("Australian Capital Territory", "ACT")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"), ("Otago", "Otago"),
           ("Manawatu-Whanganui", "Manawatu-Whanganui"), ("Bay of Plenty", "Bay of Plenty"),
           ("Northland", "Northland"), ("Southland", "Southland"), ("Taranaki", "Taranaki")],
}
GB_COUNTIES = ["West Yorkshire", "Lancashire", "Cumbria", "Durham", "Somerset", "Devon",
               "Norfolk", "Staffordshire", "Kent", "Shropshire", "Gwent", "Fife"]
IE_COUNTIES = ["Galway", "Cork", "Mayo", "Kerry", "Donegal", "Tipperary", "Wexford",
               "Limerick", "Sligo", "Offaly"]

COUNTRIES_OTHER = ["Poland", "Romania", "Nigeria", "Somalia", "Eritrea", "Brazil",
                   "the Philippines", "Vietnam", "Syria", "Afghanistan", "Ukraine",
                   "Lithuania", "Ghana", "India", "Pakistan", "Mexico", "Colombia",
                   "Spain", "Portugal", "Kenya", "Iran", "Sudan", "Albania", "Tonga", "Samoa",
                   "Fiji", "China", "South Korea", "Italy", "Zimbabwe"]
COUNTRY_NAME = {"GB": ["the UK", "England", "Scotland", "Wales", "United Kingdom"],
                "IE": ["Ireland"], "US": ["the United States", "USA"],
                "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand"]}
LANG = {"Poland": "Polish", "Romania": "Romanian", "Nigeria": "Yoruba", "Somalia": "Somali",
        "Eritrea": "Tigrinya", "Brazil": "Portuguese", "the Philippines": "Tagalog",
        "Vietnam": "Vietnamese", "Syria": "Arabic", "Afghanistan": "Dari",
        "Ukraine": "Ukrainian", "Lithuania": "Lithuanian", "Ghana": "Twi", "India": "Punjabi",
        "Pakistan": "Urdu", "Mexico": "Spanish", "Colombia": "Spanish", "Spain": "Spanish",
        "Portugal": "Portuguese", "Kenya": "Swahili", "Iran": "Farsi", "Sudan": "Arabic",
        "Albania": "Albanian", "Tonga": "Tongan", "Samoa": "Samoan", "Fiji": "Fijian",
        "China": "Mandarin", "South Korea": "Korean", "Italy": "Italian",
        "Zimbabwe": "Shona"}

SARC_WORDS = ["Kestrel", "Larkspur", "Meadowsweet", "Tamarisk", "Waymark", "Oriel",
              "Halcyon", "Amberley", "Wren", "Sorrel", "Bluebell", "Cedarwood", "Heron",
              "Puriri", "Kereru", "Wattlebird", "Stillwater", "Lanternfield", "Moorhen",
              "Clearwater", "Birchlea", "Foxglove"]
SAINTS = ["Aldhelm", "Brigid", "Columba", "Cuthbert", "Hild", "Ninian", "Petroc", "Winifred",
          "Oswin", "Finbarr", "Enda", "Kentigern", "Ita", "Declan"]

SCHOOL_NURSERY = ["{w} Nursery", "{t} Early Learning Centre", "{w} Kindergarten", "Little {w} Day Nursery",
                  "{t} Preschool"]
SCHOOL_PRIMARY = ["St {s}'s Primary School", "{t} Primary School", "{t} Elementary School", "{w} Park Primary",
                  "{t} Infant and Junior School", "{t} National School", "{w} Primary Academy"]
SCHOOL_SECONDARY = ["{t} Academy", "{t} High School", "{t} Community College", "{t} Grammar School",
                    "{t} Middle School", "St {s}'s College", "{t} Secondary College", "{w} Park School"]
SCHOOL_FORMS = ["{t} Academy", "{t} High School", "St {s}'s Primary School",
                "{t} Community College", "{w} Park School", "{t} Grammar School",
                "{t} Elementary School", "{t} Middle School", "St {s}'s College",
                "{t} Secondary College", "{t} Intermediate"]
EMPLOYER_FORMS = ["{w} Logistics", "{t} Building Supplies", "{w} Foods Ltd",
                  "{w} Couriers", "{t} Motors", "{w} Hotel Group", "{w} Cleaning Services",
                  "{t} Leisure Centre", "{w} & Sons Joinery", "{w} Distribution",
                  "{w} Hair Studio", "{t} Tyres", "{w} Security Ltd", "{w} Digital",
                  "{t} Packaging", "University of {t}", "{t} Borough Council",
                  "{w} Freight", "{w} Marketing Inc.", "{t} Aged Care Services Pty Ltd"]
VENUE_FORMS = ["The {w} Arms", "{w} nightclub", "{t} bus station", "{w} Park",
               "{t} Retail Park", "The {w} Hotel", "{w} Lounge", "{t} Railway Station",
               "{w} Tavern", "{t} Skate Park", "{w} Reserve", "The {w} Inn",
               "{t} Quay", "{w} Sports Club", "{w} Bowl"]
ISVA_ORG_FORMS = ["{t} Rape Crisis", "{w} Advocacy Service", "{t} Sexual Violence Support",
                  "{w} Trust", "{t} Survivors' Network", "{w} Women's Centre"]

PROFESSIONS = ["care assistant", "bar worker", "student nurse", "hairdresser",
               "warehouse operative", "delivery driver", "teaching assistant",
               "retail assistant", "chef", "plumber", "taxi driver", "security guard",
               "accountant", "software developer", "cleaner", "nursery nurse", "scaffolder",
               "bus driver", "receptionist", "sales assistant", "dental nurse", "barista",
               "farm labourer", "electrician", "painter and decorator", "kitchen porter",
               "mechanic", "lecturer", "personal trainer", "waitress", "support worker",
               "postal worker", "soldier", "fisherman", "call centre agent",
               "hotel housekeeper", "paralegal", "apprentice joiner", "data analyst",
               "veterinary nurse", "carpenter", "forklift driver", "bookkeeper",
               "law student", "pharmacy technician", "shop manager", "roofer", "florist"]
SUSPECT_PROF = ["taxi driver", "doorman", "bar manager", "roofer", "HGV driver",
                "security guard", "personal trainer", "landlord", "chef", "mechanic",
                "youth football coach", "delivery driver", "builder", "tattoo artist",
                "estate agent", "warehouse supervisor", "labourer", "IT contractor"]

DRUGS_MISC = ["sertraline 50 mg OD", "levothyroxine 75 mcg", "salbutamol inhaler PRN",
              "combined oral contraceptive (Microgynon 30)", "Depo-Provera (last inj 6/52 ago)",
              "fluoxetine 20 mg", "nil regular", "ibuprofen PRN", "Mirena IUS in situ",
              "methadone 60 mL daily", "quetiapine 25 mg nocte", "omeprazole 20 mg",
              "Cerazette (desogestrel)", "sumatriptan PRN", "Nexplanon implant"]
