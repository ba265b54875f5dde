"""Invented value pools for dev114_en. Every value here was made up for this set."""

# ---------------------------------------------------------------- names
# (given names by sex, mixed origins). Word-like names are listed separately so the
# generator can also use the same words unannotated as ordinary English.
GIVEN_F = [
    "Aroha", "Mereana", "Ngaire", "Tui", "Kahurangi", "Losana", "Mele", "Seini", "Talia", "Ofa",
    "Priya", "Anjali", "Harpreet", "Simran", "Meera", "Lakshmi", "Mei", "Xiu Ying", "Lan", "Thi Hoa",
    "Ngoc Anh", "Maricel", "Rosalind", "Jocelyn", "Imelda", "Sofia", "Giulia", "Eleni", "Despina", "Maya",
    "Layla", "Rania", "Amina", "Hodan", "Nyabol", "Achol", "Ayesha", "Fatima", "Noor", "Zahra",
    "Siobhan", "Aoife", "Bridget", "Kirsty", "Morag", "Heather", "Janelle", "Kylie", "Narelle", "Leanne",
    "Tamsin", "Bronwyn", "Delphine", "Genevieve", "Chantal", "Marie-Eve", "Oksana", "Halyna", "Agnieszka", "Katarzyna",
    "Annika", "Ingrid", "Marijke", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Lucia", "Ximena", "Renata",
    "Kiara", "Jarrah", "Tahnee", "Shanelle", "Charmaine", "Nunia", "Pauloosie", "Annie", "Ooleepeeka", "Siaja",
]
GIVEN_M = [
    "Wiremu", "Tane", "Rawiri", "Hemi", "Manaia", "Sione", "Viliami", "Tevita", "Semisi", "Iosefa",
    "Rajesh", "Arjun", "Gurpreet", "Manpreet", "Vikram", "Wei", "Jun", "Hao", "Minh", "Quang",
    "Duc", "Jericho", "Rommel", "Efren", "Marco", "Giorgos", "Nikos", "Stavros", "Karim", "Tariq",
    "Omar", "Abdi", "Mohamed", "Deng", "Garang", "Malik", "Yusuf", "Hamid", "Declan", "Ciaran",
    "Fergus", "Hamish", "Callum", "Brendan", "Darren", "Wayne", "Troy", "Shane", "Lachlan", "Angus",
    "Benoit", "Etienne", "Jean-Luc", "Mathieu", "Taras", "Bohdan", "Piotr", "Tomasz", "Henrik", "Sven",
    "Joost", "Haruto", "Kenji", "Min-jun", "Dong-hyun", "Mateo", "Joaquin", "Rafael", "Koa", "Jaylen",
    "Jedda", "Kirra", "Lowanna", "Warrick", "Elijah", "Jonah", "Levi", "Josiah", "Pitseolak", "Lucassie",
]
# given names that are also ordinary English words
WORD_GIVEN_F = ["Hope", "Grace", "Faith", "Joy", "Rose", "Dawn", "Summer", "Ivy", "Pearl", "Amber", "Robin", "Sunny", "Merry", "Patience", "Honey"]
WORD_GIVEN_M = ["Will", "Bill", "Pat", "Rusty", "Sonny", "Chip", "Buck", "Hunter", "Mason", "Sterling", "Frank", "Grant", "Drew", "Chase", "Major"]

FAMILY = [
    "Ngata", "Parata", "Tipene", "Horomona", "Te Rangi", "Waititi", "Tuhiwai", "Kereama", "Tupou", "Faleolo",
    "Taufa", "Fonoti", "Lemalu", "Naufahu", "Havili", "Sharma", "Patel", "Gill", "Sandhu", "Dhaliwal",
    "Iyer", "Raghavan", "Chen", "Zhao", "Liang", "Huang", "Nguyen", "Tran", "Pham", "Le Van",
    "Dela Cruz", "Bautista", "Villanueva", "Macaraeg", "Romano", "Bianchi", "Esposito", "Papadakis", "Georgiou", "Karagiannis",
    "Haddad", "Khoury", "Nassar", "Warsame", "Abdullahi", "Mayen", "Deng", "Akech", "Rahimi", "Siddiqui",
    "O'Connell", "McGrath", "Brennan", "Doherty", "MacLeod", "Fraser", "Cameron", "Sutherland", "Henderson", "Pickering",
    "Whitfield", "Ashworth", "Thistlethwaite", "Coombes", "Jangarra", "Warrumbi-Moss", "Mungulla", "Bindarri", "Kanturra-Reid", "Yallowin-Hill",
    "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Cote", "Kowalczyk", "Nowak", "Wisniewski", "Kovalenko", "Shevchenko",
    "Van der Berg", "De Vries", "Lindqvist", "Johansson", "Tanaka", "Yamamoto", "Park", "Kim", "Gutierrez", "Ferreira",
    "Okafor", "Adeyemi", "Mensah", "Achterberg", "Ikkidluak", "Arnatsiaq", "Qitsualik", "Cardinal", "Bearfoot", "Sinclair",
]
# surnames that are also ordinary English words
WORD_FAMILY = ["Baker", "King", "Cook", "Bird", "Brown", "Green", "White", "Wood", "Hill", "Little",
               "Young", "Long", "Strong", "Swift", "Fox", "Stone", "Frost", "Snow", "Day", "Knight",
               "Church", "Marsh", "Banks", "Bush", "Moon", "Love", "Sweet", "Small", "Best", "Hunter",
               "Page", "Bell", "Field", "Rivers", "Fairweather", "Mills", "Shepherd", "Walker", "Potter", "Glass"]

# ---------------------------------------------------------------- places (invented towns)
TOWNS = {
    "AU": ["Mirrabook Creek", "Kallanup", "Tallowvale", "Yarrandoo", "Port Wendell", "Coolabah Flat", "Warrigal Springs",
           "Budgeree", "Ngarrindji", "Emu Soak", "Lake Tinderry", "Marlow Heads", "Bellbird Gully", "Goonaroo",
           "Red Gum Crossing", "Dunmarra Downs", "Wattle Ridge", "Kooringa Bay", "Minyerri Point", "Stirling Flats",
           "Iluka Sands", "Jindawarra", "Mount Callister", "Bilyana", "Yulara Gap"],
    "NZ": ["Kaiwhenua", "Te Awaroa", "Rangitoto Bay", "Port Aldous", "Mangakino Flats", "Whareroa", "Otahuna",
           "Kereru Valley", "Tauwhare Heights", "Ruapehu Junction", "Pukerangi", "Waimoana", "Tokorangi",
           "Hinemoa Springs", "Kotare Point", "Aramatai"],
    "CA": ["Lac Brochet Landing", "Kinnear Bay", "Snowgoose Inlet", "Fort Adair", "Moosehide Falls", "Sagkeeng Point",
           "Pine Ridge Crossing", "Qamutik Bay", "Tuktuyaq", "Beaver Lake Station", "Harrow Creek", "St. Clement's Cove",
           "Cedar Narrows", "Ptarmigan Flats", "Wolverine Portage", "Aklavik Bend"],
}
STATES = {
    "AU": [("Northern Territory", "NT"), ("Western Australia", "WA"), ("Queensland", "QLD"), ("New South Wales", "NSW"),
           ("South Australia", "SA"), ("Victoria", "VIC"), ("Tasmania", "TAS")],
    "NZ": [("Northland", None), ("Waikato", None), ("Bay of Plenty", None), ("Tairawhiti", None), ("Otago", None),
           ("Southland", None), ("Canterbury", None), ("Taranaki", None)],
    "CA": [("Manitoba", "MB"), ("Nunavut", "NU"), ("Northwest Territories", "NT"), ("Saskatchewan", "SK"),
           ("Ontario", "ON"), ("British Columbia", "BC"), ("Yukon", "YT"), ("Quebec", "QC")],
}
COUNTRY_NAME = {"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}
OTHER_COUNTRIES = ["Fiji", "Samoa", "Tonga", "Philippines", "India", "Vietnam", "Sudan", "South Sudan", "Somalia",
                   "Greece", "Italy", "Lebanon", "Ukraine", "Poland", "Scotland", "Ireland", "Chile", "Brazil",
                   "Japan", "South Korea", "Papua New Guinea", "Indonesia", "Nepal", "Afghanistan", "Eritrea",
                   "Portugal", "Netherlands", "Kenya", "Nigeria", "Sri Lanka"]

STREET_NAMES = ["Quandong", "Bloodwood", "Corella", "Pandanus", "Ironbark", "Harbourview", "Kowhai", "Rimu", "Totara",
                "Pohutukawa", "Tamarack", "Birchwood", "Lakeshore", "Muskeg", "Caribou", "Ptarmigan", "Mulga",
                "Spinifex", "Boab", "Gidgee", "Wirra", "Kurrajong", "Tern", "Albatross", "Kestrel", "Saltbush",
                "Paperbark", "Jacaranda", "Frangipani", "Riverbend", "Old Mission", "Stockroute", "Telegraph",
                "Drover", "Windmill", "Sandalwood", "Banksia", "Manuka", "Kauri", "Cedar"]
STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Drive", "Dr", "Lane", "Way",
                "Place", "Pl", "Terrace", "Tce", "Court", "Ct", "Parade", "Close"]

HOSP_WORDS = ["Kallanup", "Tallowvale", "Coolabah", "Warrigal", "Bellbird", "Kooringa", "Jindawarra", "Te Awaroa",
              "Kaiwhenua", "Rangitoto Bay", "Kereru Valley", "Fort Adair", "Kinnear Bay", "Snowgoose", "Harrow Creek",
              "Cedar Narrows", "Red Gum", "Wattle Ridge", "Marlow Heads", "Otahuna"]
HOSP_PATTERNS = ["{w} District Hospital", "{w} Regional Hospital", "{w} Base Hospital", "{w} Health Centre",
                 "{w} Memorial Hospital", "{w} General Hospital", "St Brigid's Hospital {w}", "{w} Community Hospital"]
CLINIC_PATTERNS = ["{w} Medical Centre", "{w} Family Practice", "{w} Health Clinic", "{w} Surgery",
                   "{w} Nursing Post", "{w} Nursing Station", "{w} Primary Health Centre", "{w} Medical Group"]
ACCHS_PATTERNS = {"AU": ["{w} Aboriginal Health Service", "{w} Aboriginal Medical Service", "{w} Community Health Aboriginal Corporation",
                          "Ngurra {w} Health", "{w} Aboriginal and Torres Strait Islander Health Service"],
                  "NZ": ["Te Whare Ora o {w}", "{w} Hauora", "{w} Kaupapa Maori Health Provider"],
                  "CA": ["{w} First Nations Health Centre", "{w} Indigenous Health Access Centre", "{w} Inuit Community Wellness Centre"]}
PHARM_PATTERNS = ["{w} Pharmacy", "{w} Chemist", "{w} Community Pharmacy", "{w} Discount Drug Store", "{w} Apothecary"]
AGED_PATTERNS = ["{w} Lodge", "{w} Aged Care", "{w} Retirement Village", "{w} Care Home", "{w} Manor", "{w} Rest Home"]
WARD_NAMES = ["Banksia Ward", "Kowhai Ward", "Wattle Ward", "Spinifex Unit", "Jarrah Wing", "Tamarack Ward",
              "Kauri Unit", "Boab Ward", "Ironbark Wing", "Pelican Ward", "Rata Ward", "Birch Unit"]
RETRIEVAL_SERVICES = {"AU": ["Outback Air Retrieval Service", "Top End Aeromedical", "Red Centre Retrieval", "Coral Sea Air Ambulance"],
                      "NZ": ["Tasman Air Ambulance", "Coastal Rescue Helicopter Trust", "Kotare Air Rescue"],
                      "CA": ["Northern Medevac Co-ordination", "Kivalliq Medevac Services", "Prairie Air Ambulance", "Boreal Air Transfer"]}

ORGS = ["Kallanup Shire Council", "Wirrinya Station", "Coolabah Pastoral Co", "Red Gum Mining Pty Ltd", "Tasman Fisheries Ltd",
        "Kooringa Bay Fish Co-op", "Te Awaroa Kura", "Mirrabook Creek Primary School", "Snowgoose Inlet School",
        "Fort Adair Northern Store", "Kinnear Bay Co-op", "Warrigal Springs Football Club", "Bellbird Gully CWA",
        "St Ninian's Uniting Church", "Kaiwhenua Marae Trust", "Harrow Creek Hydro", "Lakeside Haulage",
        "Northgate Constructions", "Bilyana Land Council", "Otahuna Dairy Ltd", "Cedar Narrows Band Office",
        "Ptarmigan Lodge Outfitters", "Iluka Sands Resort", "Jindawarra Ranger Program", "Marlow Heads Boatworks",
        "Kereru Valley Orchards", "Port Wendell Meatworks", "Goonaroo Community Store", "Yarrandoo Art Centre",
        "Pine Ridge Lumber", "Qamutik Bay Hunters and Trappers", "Stirling Flats Transport"]
PROFESSIONS = ["stockman", "station hand", "shearer", "crayfisherman", "deckhand", "truck driver", "school teacher",
               "teacher's aide", "ranger", "diesel mechanic", "electrician", "FIFO miner", "plant operator", "chef",
               "cleaner", "aged-care worker", "bus driver", "carpenter", "orchard picker", "dairy farmer",
               "builder's labourer", "artist", "retail assistant", "accountant", "police officer", "hunter and trapper",
               "heavy equipment operator", "store manager", "childcare worker", "youth worker", "bookkeeper",
               "fishing guide", "welder", "boilermaker", "community liaison officer", "hairdresser", "baker",
               "security guard", "plumber", "meatworker"]
LANDMARKS = ["Coolabah Bore", "Stony Creek Crossing", "Mount Warrigal Lookout", "Jarrah House", "Emu Soak Roadhouse",
             "Tinderry Dam", "Kotare Point Wharf", "Snowgoose Inlet Boat Ramp", "Block C", "Harbourview Flats",
             "Bilyana Rockhole", "Old Mission Hall", "Kinnear Bay Airstrip Hangar", "Twelve Mile Bore"]

HEALTH_FUNDS = ["Tasman Mutual Health", "Coral Coast Health Fund", "Northern Lights Benefit Plan", "Aurora Group Health",
                "Southern Ranges Health Insurance"]
