"""Invented value pools for dev87_en. Everything here was written for this folder.

Names are ordinary given names and surnames from many origins (ASCII spellings); no list was
copied from anywhere. Places, employers and facilities are composed from invented roots.
"""

# origin -> (male given, female given, surnames)
NAMES = {
    "english": (
        ["Oliver", "Harry", "George", "Alfie", "Thomas", "Callum", "Stuart", "Graham", "Derek", "Nigel",
         "Trevor", "Keith", "Malcolm", "Ewan", "Hamish"],
        ["Charlotte", "Amelia", "Lucy", "Sophie", "Gemma", "Kirsty", "Joanne", "Pauline", "Sandra",
         "Beverley", "Deborah", "Fiona", "Morag", "Isla", "Eilidh"],
        ["Thornton", "Ashworth", "Pemberton", "Hargreaves", "Whitfield", "Bradshaw", "Cartwright",
         "Fairbairn", "Lindqvist", "MacLeod", "McAllister", "Drummond", "Kerr", "Haddow", "Sutcliffe"]),
    "irish": (
        ["Sean", "Padraig", "Ciaran", "Eoin", "Oisin", "Cathal", "Donal", "Fergal", "Colm", "Tadhg"],
        ["Siobhan", "Aoife", "Niamh", "Roisin", "Caoimhe", "Grainne", "Orla", "Sinead", "Aisling", "Deirdre"],
        ["O'Sullivan", "McCarthy", "Ni Bhriain", "Fitzgerald", "O'Donoghue", "Mulcahy", "Breathnach",
         "Cullinane", "MacMahon", "O'Shaughnessy", "Kavanagh", "Geraghty"]),
    "welsh": (
        ["Rhys", "Dafydd", "Gethin", "Iwan", "Emyr", "Huw"],
        ["Ffion", "Carys", "Sioned", "Angharad", "Eluned", "Nia"],
        ["Llewellyn", "Pritchard", "ap Dafydd", "Vaughan", "Prosser", "Bevan", "Gwilliam"]),
    "south_asian": (
        ["Imran", "Rajesh", "Arjun", "Faisal", "Sandeep", "Harpreet", "Vikram", "Tariq", "Anil", "Kabir"],
        ["Priya", "Ayesha", "Nusrat", "Deepa", "Farzana", "Kavitha", "Simran", "Lakshmi", "Meera", "Rubina"],
        ["Raghunathan", "Qureshi", "Chaudhry", "Bhattacharya", "Sandhu", "Iyer", "Hossain", "Patel",
         "Mahmood", "Gill", "Venkatesan", "Siddiqui"]),
    "chinese": (
        ["Wei", "Jun", "Hao", "Zhiwei", "Kwok-Leung", "Ming"],
        ["Xiaoling", "Mei", "Yan", "Hui Min", "Shu-Fen", "Lihua"],
        ["Zhang", "Chan", "Leung", "Huang", "Tsang", "Lim", "Ong", "Cheung"]),
    "vietnamese": (
        ["Minh", "Tuan", "Duc", "Quang"],
        ["Lan", "Thu", "Hoa", "Ngoc Anh"],
        ["Nguyen", "Tran", "Pham", "Vo", "Dang"]),
    "maori": (
        ["Wiremu", "Rawiri", "Tane", "Nikau", "Manaia", "Kahu"],
        ["Aroha", "Mere", "Hine", "Anahera", "Ngaio", "Kiri"],
        ["Tamihana", "Parata", "Te Awa", "Hohaia", "Nikora", "Horomona", "Waaka", "Tautahi"]),
    "pacific": (
        ["Sione", "Tevita", "Ioane", "Viliami", "Semisi"],
        ["Losa", "Mele", "Sina", "Malia", "Lupe"],
        ["Tupou", "Faleolo", "Vaifale", "Fonoti", "Havili", "Taufa", "Leota", "Fa'amausili"]),
    "polish": (
        ["Krzysztof", "Tomasz", "Piotr", "Marek", "Grzegorz"],
        ["Katarzyna", "Agnieszka", "Magdalena", "Beata", "Zofia"],
        ["Wozniak", "Kowalczyk", "Zielinski", "Szymanska", "Grabowski", "Jankowska"]),
    "west_african": (
        ["Chukwuemeka", "Kwame", "Oluwaseun", "Kofi", "Babatunde", "Yaw"],
        ["Chiamaka", "Ama", "Ngozi", "Abena", "Folasade", "Efua"],
        ["Okonkwo", "Mensah", "Adeyemi", "Asante", "Okafor", "Boateng", "Nwachukwu", "Owusu"]),
    "somali": (
        ["Abdirahman", "Mohamed", "Yusuf"],
        ["Hodan", "Faadumo", "Sahra"],
        ["Warsame", "Abdi", "Farah", "Jama"]),
    "greek": (
        ["Giorgos", "Dimitrios", "Nikos"],
        ["Eleni", "Despina", "Katerina"],
        ["Papadakis", "Georgiou", "Konstantinidis", "Vlachou"]),
    "italian": (
        ["Giuseppe", "Marco", "Luca"],
        ["Giulia", "Francesca", "Rosaria"],
        ["Esposito", "Romano", "Lombardi", "De Luca", "Marchetti"]),
    "filipino": (
        ["Jomar", "Rodel", "Arnel"],
        ["Maricel", "Jocelyn", "Rowena"],
        ["dela Cruz", "Bautista", "Villanueva", "Macaraeg", "Santos"]),
    "arabic": (
        ["Yousef", "Khalid", "Omar", "Karim"],
        ["Layla", "Rania", "Nour", "Huda"],
        ["Haddad", "Khoury", "Al-Amin", "Nasser", "Saleh"]),
    "turkish": (["Emre", "Mehmet", "Burak"], ["Elif", "Zeynep", "Ayse"], ["Yilmaz", "Demir", "Kaya", "Ozturk"]),
    "portuguese": (["Joao", "Rui", "Tiago"], ["Ines", "Mariana", "Beatriz"], ["Ferreira", "Carvalho", "Gomes-Pinto", "Sousa"]),
    "romanian": (["Andrei", "Mihai", "Florin"], ["Ioana", "Elena", "Raluca"], ["Popescu", "Ionescu", "Dumitrescu"]),
    "japanese_korean": (["Haruto", "Kenji", "Min-jun", "Seo-jun"], ["Yuki", "Aiko", "Ji-woo", "Seo-yeon"],
                        ["Tanaka", "Watanabe", "Kim", "Park", "Choi", "Yamamoto"]),
    # names that are also ordinary English words
    "wordlike": (
        ["Will", "Mark", "Bill", "Frank", "Ray", "Miles", "Drew", "Guy", "Chase", "Wade", "Lance", "Rich",
         "Sandy", "Robin", "Pat", "Jack", "Gene", "Art"],
        ["Hope", "Faith", "Grace", "May", "June", "Rose", "Ivy", "Joy", "Dawn", "Hazel", "Holly", "Heather",
         "Summer", "Autumn", "Sunny", "Honey", "Amber", "Pearl", "Olive", "Daisy"],
        ["Baker", "Field", "Rice", "Moss", "Bird", "Hill", "Wood", "Wells", "Young", "Long", "Brown", "Gray",
         "Read", "Small", "Frost", "Marsh", "Snow", "Bell", "Cook", "Hunter", "Page", "Rivers", "Stone", "Fox",
         "Lamb", "Bishop", "Banks", "Sharp", "Church", "Hall", "Cross", "Waters", "Pain", "Blood", "Ward",
         "Kidney", "Nurse", "Mann", "Best", "Swift", "Golden", "Kindly", "Friend", "Hope", "Rose"]),
}

# origin weights per region (more local names, but every origin appears everywhere)
REGION_ORIGINS = {
    "UK": {"english": 8, "welsh": 3, "irish": 2, "south_asian": 5, "west_african": 3, "polish": 3, "somali": 2,
           "wordlike": 8, "chinese": 2, "greek": 1, "italian": 1, "portuguese": 2, "romanian": 2, "arabic": 1,
           "turkish": 1, "filipino": 1},
    "IE": {"irish": 10, "english": 3, "polish": 3, "west_african": 2, "wordlike": 6, "romanian": 2,
           "filipino": 2, "south_asian": 2, "chinese": 1, "portuguese": 1, "arabic": 1},
    "AU": {"english": 6, "wordlike": 8, "irish": 2, "chinese": 3, "vietnamese": 3, "greek": 3, "italian": 3,
           "south_asian": 3, "filipino": 2, "arabic": 2, "pacific": 2, "japanese_korean": 2, "maori": 1,
           "turkish": 1, "somali": 1},
    "NZ": {"english": 6, "wordlike": 8, "maori": 6, "pacific": 5, "chinese": 2, "south_asian": 2,
           "japanese_korean": 2, "filipino": 2, "irish": 1, "west_african": 1},
}

TOWN_ROOTS_UK = ["Ash", "Brack", "Cal", "Dun", "Fen", "Holm", "Lanc", "Mar", "Nor", "Pen", "Stan", "Tarn",
                 "Whit", "Ayl", "Brom", "Carrow", "Ess", "Fal", "Gar", "Hather", "Kirk", "Lyn", "Mel",
                 "Nether", "Oak", "Quen", "Ros", "Shel", "Thorn", "Wad", "Yar", "Cold", "Ember", "Wyn",
                 "Sorrel", "Bram", "Elder", "Hart", "Kes", "Lox"]
TOWN_SUFFIX_UK = ["by", "ford", "ham", "ton", "wick", "bury", "mouth", "field", "stead", "ley", "thorpe",
                  "more", "bridge", "worth", "caster", "dale", "combe", "holt"]
TOWN_ROOTS_IE = ["Bally", "Kil", "Carrig", "Dun", "Clon", "Rath", "Ard", "Tober", "Lis", "Inish", "Glen",
                 "Castle", "Mullagh"]
TOWN_SUFFIX_IE = ["brannagh", "corry", "meelagh", "dreen", "tullagh", "gorran", "mona", "keel", "shanna",
                  "derrig", "fennan", "cashel", "lurra", "vanna", "owen", "murragh"]
TOWN_FIRST_AUNZ = ["Wattle", "Tallow", "Ridge", "Coral", "Ironbark", "Saltbush", "Bellbird", "Silver",
                   "Kingfisher", "Stringy", "Marram", "Cabbage Tree", "Tussock", "Flax", "Wombat", "Quartz",
                   "Larkin", "Copper", "Emu", "Gannet", "Pumice", "Totara", "Mangrove", "Bracken"]
TOWN_SECOND_AUNZ = ["Creek", "Flat", "Heights", "Downs", "Vale", "Point", "Gully", "Bay", "Crossing",
                    "Hill", "Plains", "Springs", "Beach", "Junction", "Valley", "Landing"]

COUNTIES_UK = ["Fenmoreshire", "Westmarsh", "Calderwick", "Brackenshire", "North Hollingdale",
               "Eastmere", "Sorrelshire", "Lowther Vale", "Glenmarrow", "Dunharrow"]
COUNTIES_IE = ["Kilmara", "Dunrosk", "Ardcullen", "Glenfarne", "Lisdara", "Rathmoyle", "Tobermona"]
STATES_AU = ["NSW", "Vic", "Qld", "WA", "SA", "Tas", "ACT", "NT", "New South Wales", "Victoria",
             "Queensland", "Western Australia", "South Australia", "Tasmania", "VIC", "QLD"]
REGIONS_NZ = ["Canterbury", "Otago", "Waikato", "Northland", "Southland", "Taranaki", "Manawatu-Whanganui",
              "Bay of Plenty", "Hawke's Bay", "Tasman", "Wellington Region", "Auckland Region"]
UK_NATIONS = ["Scotland", "Wales", "England", "Northern Ireland"]
COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "Somalia", "Greece", "Italy", "the Philippines",
             "Lebanon", "Turkey", "Romania", "Japan", "South Korea", "India", "Pakistan", "Bangladesh",
             "China", "Vietnam", "Samoa", "Tonga", "Fiji", "Ireland", "New Zealand", "Australia",
             "South Africa", "Zimbabwe", "Canada", "Sri Lanka", "Brazil", "Lithuania", "Kenya", "Malaysia",
             "Spain", "Scotland", "Wales", "England", "Germany", "Cook Islands"]

STREET_ROOTS = ["Heron", "Linnet", "Larch", "Quarry", "Mill", "Chapel", "Tanner", "Orchard", "Ferry",
                "Beacon", "Cobbler", "Kiln", "Lark", "Sedge", "Thistle", "Mariner", "Gorse", "Rook",
                "Bramley", "Wicket", "Pilgrim", "Saddler", "Cooper", "Harbour", "Juniper", "Pendle",
                "Alder", "Foundry", "Wharf", "Rectory", "Paddock", "Sandpiper", "Blackthorn", "Granary",
                "Malthouse", "Weaver", "Kowhai", "Tea Tree", "Banksia", "Jacaranda", "Magpie", "Wren"]
STREET_TYPES = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Terrace", "Drive", "Way",
                "Grove", "Place", "Mews", "Parade", "Court", "Gardens", "Rise", "Row"]
STREET_ABBR = {"Road": "Rd", "Street": "St", "Avenue": "Ave", "Crescent": "Cres", "Terrace": "Tce",
               "Drive": "Dr", "Place": "Pl", "Close": "Cl", "Lane": "Ln"}
HOUSE_NAMES = ["Rose Cottage", "Ardmore House", "The Old Forge", "Hillcrest", "Tigh na Mara",
               "Fernlea", "Glenview", "Kilnside", "Rowan Lodge", "Sunnybank"]

SAINTS = ["Brendan", "Aidan", "Cuthbert", "Ita", "Brigid", "Columba", "Kentigern", "Petroc", "Winifred",
          "Oswald", "Finbarr", "Dympna", "Bede", "Hilda", "Jude", "Vincent", "Clement", "Monica"]
WARD_ROOTS = ["Kestrel", "Heron", "Wren", "Lapwing", "Curlew", "Rowan", "Willow", "Alder", "Juniper",
              "Hawthorn", "Kowhai", "Rimu", "Waratah", "Banksia", "Jacaranda", "Puffin", "Osprey",
              "Bluebell", "Foxglove", "Primrose", "Larkspur", "Merlin", "Avocet", "Kingfisher"]
FACILITY_ROOTS = ["Elm Park", "Riverside", "Quayside", "Brookfield", "Castlegate", "Harbourview",
                  "Millbrook", "Greenhill", "Orchard Lane", "Beechwood", "Seaview", "Parkside",
                  "Northgate", "Westbury Road", "Foxhollow", "Meadowbank", "Tidewater", "Copperbeech",
                  "Stonebridge", "Lakeview", "Hollybank", "Ferncliffe", "Tamarisk", "Kingsmead"]

EMPLOYER_ROOTS = ["Kestrel", "Harbourline", "Brackenford", "Northgate", "Tallis", "Greyfriars",
                  "Copperleaf", "Redgum", "Southerly", "Bluestone", "Ironside", "Fernway", "Hollins",
                  "Marwick", "Tideway", "Corrib Valley", "Saltmarsh", "Westwind", "Anvil", "Cairnhill",
                  "Driftwood", "Pinecrest", "Oakhurst", "Lockwood", "Silverfern", "Blackwater"]
EMPLOYER_SUFFIX = ["Freight", "Haulage Ltd", "Dairies", "Joinery", "Engineering", "Foods", "Logistics",
                   "Builders", "Timber Co", "Packaging", "Print Works", "Motors", "Bakery", "Fisheries",
                   "Quarry", "Vineyards", "Construction", "Meats", "Hardware", "Cleaning Services",
                   "Couriers", "Roofing", "Garden Centre", "Plastics", "Hotel", "Insurance Brokers"]

OCCUPATIONS = ["scaffolder", "plasterer", "dairy farmer", "sheep shearer", "bus driver", "postman",
               "primary school teacher", "teaching assistant", "barista", "chef", "carpenter", "joiner",
               "electrician", "plumber", "welder", "fisherman", "forklift driver", "warehouse operative",
               "care worker", "accountant", "solicitor", "librarian", "hairdresser", "taxi driver",
               "HGV driver", "publican", "shop assistant", "retail manager", "software developer",
               "civil servant", "firefighter", "police officer", "soldier", "midwife", "miner",
               "builder", "roofer", "mechanic", "cleaner", "kitchen porter", "stonemason", "jockey",
               "vet", "tiler", "cabinet maker", "truck driver", "stockman", "orchardist", "boilermaker",
               "real estate agent", "crane operator", "machinist", "seamstress", "bricklayer",
               "laboratory technician", "bank clerk", "call centre operator", "delivery driver",
               "painter and decorator", "gardener", "groundsman", "fitness instructor", "pharmacist",
               "nurse", "lecturer", "engineer", "shepherd", "lorry driver", "dental receptionist",
               "bookkeeper", "security guard", "baker", "butcher", "tree surgeon", "aircraft engineer"]

CHARITIES = ["Harbour Lights Trust", "Lanternhouse Foundation", "Open Door Befriending", "Tidewater Carers Network"]
