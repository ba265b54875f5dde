"""Invented pools of names, places and organisations for dev264_en.

Every list here was made up for this set.  Town names are built from
invented syllable pairs; any match with a real person or place is
unintended.
"""

FEMALE = [
    "Amelia", "Isla", "Freya", "Poppy", "Niamh", "Siobhan", "Aoife", "Ciara",
    "Eilidh", "Morven", "Catrin", "Seren", "Ffion", "Olivia", "Chloe", "Imogen",
    "Harriet", "Beatrice", "Matilda", "Hannah", "Leah", "Abigail", "Madison",
    "Kaylee", "Brooklyn", "Savannah", "Destiny", "Jasmine", "Aaliyah", "Zara",
    "Aisha", "Fatima", "Maryam", "Noor", "Yasmin", "Samira", "Layla", "Amira",
    "Priya", "Ananya", "Diya", "Kavya", "Ishani", "Meera", "Simran", "Harpreet",
    "Tanvi", "Rukhsana", "Nusrat", "Farhana", "Mei", "Xinyi", "Lian", "Jia",
    "Hana", "Yuki", "Sakura", "Aiko", "Minji", "Seo-yeon", "Ji-woo", "Linh",
    "Thao", "Ngoc", "Maricel", "Rowena", "Jocelyn", "Chiamaka", "Adaeze",
    "Ngozi", "Folake", "Temitope", "Abena", "Akosua", "Efua", "Wanjiru", "Njeri",
    "Hodan", "Ayaan", "Sagal", "Hiwot", "Selam", "Agnieszka", "Zofia", "Marta",
    "Kasia", "Oksana", "Daria", "Anastasia", "Ilona", "Giulia", "Chiara",
    "Francesca", "Alessia", "Sofia", "Eleni", "Katerina", "Despina", "Carmen",
    "Lucia", "Valentina", "Ximena", "Guadalupe", "Camila", "Isabela", "Larissa",
    "Beatriz", "Renata", "Manon", "Chloé", "Élodie", "Geneviève", "Maude",
    "Rosalie", "Océane", "Sinéad", "Róisín", "Ingrid", "Astrid", "Saga", "Liv",
    "Freja", "Sanne", "Fenna", "Elif", "Zeynep", "Shirin", "Parisa", "Niloufar",
    "Tamar", "Noa", "Talia", "Aroha", "Mere", "Ngaire", "Kirra", "Tayla",
    "Brianna", "Keeley", "Kiera", "Shanice", "Tianna", "Jada", "Nia", "Imani",
    "Makayla", "Hailey", "Kennedy", "Addison", "Peyton", "Everly", "Georgia",
    "Rosie", "Millie", "Tilly", "Evie", "Lottie", "Esme", "Clementine", "Ottilie",
    "Bethan", "Lowri", "Mairead", "Grainne", "Orla", "Saoirse", "Tegan",
]

MALE = [
    "Oliver", "Harry", "Callum", "Euan", "Rhys", "Dylan", "Owen", "Liam", "Cian",
    "Oisín", "Jack", "Noah", "Ethan", "Mason", "Logan", "Jayden", "Tyrese",
    "Malik", "Omar", "Yusuf", "Bilal", "Hamza", "Arjun", "Rohan", "Vikram",
    "Aarav", "Kabir", "Wei", "Jun", "Haruto", "Min-jun", "Minh", "Duc",
    "Chinedu", "Emeka", "Kwame", "Kofi", "Tariq", "Mateusz", "Jakub", "Bogdan",
    "Luca", "Matteo", "Nikos", "Diego", "Mateo", "Santiago", "Thiago",
    "Joaquín", "Étienne", "Mathis", "Félix", "Lars", "Sven", "Emre", "Arash",
    "Darius", "Eitan", "Tane", "Wiremu", "Lachlan", "Hamish", "Angus", "Ewan",
    "Declan", "Ronan", "Tadhg", "Gethin", "Iwan", "Marcus", "Desmond", "Winston",
    "Kieran", "Brody", "Cooper", "Jaxon", "Hunter", "Bodhi", "Ezra", "Reuben",
    "Felix", "Rafael", "Anselm", "Ibrahim", "Samir", "Farhan", "Imran", "Dev",
]

SURNAMES = [
    "Okoro", "Adeyemi", "Nwosu", "Mensah", "Asante", "Boateng", "Owusu",
    "Kamau", "Mwangi", "Odhiambo", "Abdi", "Warsame", "Hassan", "Tesfaye",
    "Haile", "Raman", "Iyer", "Subramaniam", "Chaudhry", "Qureshi", "Malik",
    "Siddiqui", "Begum", "Rahman", "Chowdhury", "Sandhu", "Gill", "Dhaliwal",
    "Patel", "Mehta", "Desai", "Kulkarni", "Nair", "Pillai", "Fernando",
    "Perera", "Wickramasinghe", "Zhang", "Liu", "Huang", "Chen", "Lau", "Tsang",
    "Yip", "Nakamura", "Takahashi", "Sato", "Kobayashi", "Park", "Choi",
    "Jeong", "Han", "Nguyen", "Tran", "Pham", "Vo", "Dang", "Santos", "Reyes",
    "Dela Cruz", "Bautista", "Mendoza", "Villanueva", "Kowalski", "Nowak",
    "Wiśniewska", "Zielinski", "Kaczmarek", "Shevchenko", "Bondarenko",
    "Kovalenko", "Petrova", "Ivanova", "Rossi", "Bianchi", "Esposito",
    "Romano", "Colombo", "Ricci", "Papadopoulos", "Georgiou", "Nikolaidis",
    "Haddad", "Khoury", "Nassar", "Saleh", "Farouk", "Yilmaz", "Demir",
    "Kaya", "Öztürk", "Hosseini", "Karimi", "Moradi", "Tehrani", "Cohen",
    "Levi", "Friedman", "Katz", "García", "Hernández", "López", "Martínez",
    "Ortega", "Castillo", "Vargas", "Morales", "Silva", "Oliveira", "Costa",
    "Pereira", "Carvalho", "Almeida", "Tremblay", "Gagnon", "Bouchard",
    "Côté", "Pelletier", "Lavoie", "Fortin", "Gauthier", "Lindqvist",
    "Johansson", "Andersen", "Nilsen", "Halvorsen", "de Vries", "van Dijk",
    "Bakker", "Visser", "Jansen", "O'Sullivan", "O'Brien", "Ní Bhriain",
    "McCarthy", "Byrne", "Doyle", "Kavanagh", "Gallagher", "Quinn", "Brennan",
    "MacLeod", "MacDonald", "Campbell", "Fraser-Lowe", "Sinclair", "Buchanan",
    "Drummond", "Lamont", "Morrison", "Jenkins", "Pritchard", "Llewellyn",
    "Vaughan", "Prosser", "Price", "Hughes", "Evans", "Thomas", "Whitcombe",
    "Ashworth", "Blackwood", "Thornton", "Pemberton", "Hargreaves", "Ainsley",
    "Cartwright", "Fairbairn", "Greenhalgh", "Hollings", "Kettering",
    "Marchbank", "Nettleton", "Oldroyd", "Pickles", "Rushworth", "Sowerby",
    "Tattersall", "Wainwright", "Yardley", "Bell", "Carter", "Foster",
    "Walsh", "Reid", "Harper", "Ellis", "Marsh", "Parsons", "Fletcher",
    "Webb", "Lowe", "Holt", "Dunn", "Barker", "Chambers", "Holloway",
    "Washington", "Jefferson", "Robinson", "Coleman", "Brooks", "Jenkins-Hale",
    "Bennett", "Sanders", "Hayes", "Bryant", "Ramsey", "Whitaker", "Caldwell",
    "Sutherland", "Kirkpatrick", "Tipene", "Walker-Ngata", "Parata",
    "Rangihau", "Moana", "Te Rangi", "Winmar", "Coolwell", "Mundine",
    "Addison", "Russell", "Parkinson", "Wilson", "Graves", "Cushing",
    "Turner", "Marshall", "Hastings", "Osei-Bonsu", "Achterberg", "Ferreira",
]

NICKNAMES = {
    "Amelia": "Millie", "Olivia": "Liv", "Isabela": "Izzy", "Katerina": "Kat",
    "Anastasia": "Stasia", "Abigail": "Abby", "Matilda": "Tilly",
    "Harriet": "Hattie", "Beatrice": "Bea", "Francesca": "Frankie",
    "Alessia": "Lessi", "Valentina": "Vale", "Geneviève": "Gen",
    "Madison": "Maddie", "Brooklyn": "Brookie", "Elizabeth": "Libby",
    "Oliver": "Ollie", "Mateusz": "Mati", "Santiago": "Santi",
    "Nikos": "Niko", "Lachlan": "Lachie", "Callum": "Cal", "Jakub": "Kuba",
    "Ibrahim": "Ibby", "Temitope": "Tope", "Chiamaka": "Amaka",
    "Wanjiru": "Wanji", "Agnieszka": "Aga", "Daria": "Dasha",
    "Seo-yeon": "Sunny", "Ji-woo": "Jiji", "Maricel": "Mari",
    "Georgia": "Gigi", "Clementine": "Clem", "Ottilie": "Tillie",
}

# ---------------------------------------------------------------- places
TOWN_A = {
    "UK": ["Ash", "Brack", "Kettle", "Holl", "Marl", "Thorn", "Wick", "Lang",
           "Elder", "Fern", "Bram", "Crow", "Dun", "Hart", "Kirk", "Mill",
           "Rother", "Saxon", "Wold", "Pen", "Lyme", "Cran", "Hazel", "Sten"],
    "US": ["Maple", "Cedar", "Willow", "Harmon", "Lakeview", "Fair", "Green",
           "Brook", "Clear", "Pine", "Red", "Silver", "Stone", "Spring",
           "Elm", "Marsh", "River", "Bright", "Hollis", "Garnet", "Sumner"],
    "AU": ["Wattle", "Banksia", "Coolah", "Mirra", "Kur", "Tallow", "Bilby",
           "Wirra", "Goonda", "Mulla", "Narra", "Kooma", "Jarra", "Bunda",
           "Gidgee", "Myall", "Boree", "Coora", "Yarrin", "Tuart"],
    "CA": ["Birch", "Cobalt", "Laurel", "Muskeg", "Pinecrest", "Tamarack",
           "Caribou", "Lynx", "Kingsmere", "Riverbend", "Pembrook", "Aspen",
           "Loon", "Spruce", "Granite", "Otter", "Sable", "Heron"],
}
TOWN_B = {
    "UK": ["bury", "ford", "wick", "ham", "ley", "field", "ton", "stead",
           "combe", "by", "thorpe", "well", "bridge", "minster", "hurst",
           "worth", " Vale", " Heath", " Cross", " St Mary"],
    "US": ["ville", "ton", "field", " Springs", " Falls", " Heights", "port",
           "wood", " Crossing", " Junction", "dale", "burg", " Grove",
           " Center", " Hollow"],
    "AU": ["bah", "gong", "vale", "ring", " Creek", " Heads", " Downs",
           "ville", " Point", "dale", "burn", "lea", " Flat", " Plains"],
    "CA": [" Falls", "ville", "ton", " Landing", " Bay", " Harbour", "dale",
           " Lake", " Rapids", "wood", " Crossing", " Ridge"],
}

UK_COUNTIES = ["North Haverset", "Caldershire", "West Marlow Dale",
               "Kettleshire", "East Ravensmoor", "Lowland Fenwick",
               "Brackenshire", "South Tannerdale"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Minnesota", "MN"),
             ("Virginia", "VA"), ("Georgia", "GA"), ("Arizona", "AZ"),
             ("Wisconsin", "WI"), ("Pennsylvania", "PA"), ("Colorado", "CO"),
             ("Massachusetts", "MA"), ("Michigan", "MI"), ("Texas", "TX"),
             ("North Carolina", "NC"), ("Washington", "WA"),
             ("Illinois", "IL"), ("Maryland", "MD"), ("Utah", "UT"),
             ("Tennessee", "TN"), ("Iowa", "IA"), ("Vermont", "VT")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"),
             ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT")]
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
            ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
            ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")]

STREET_NAMES = ["Juniper", "Alder", "Quarry", "Rookery", "Tannery", "Chapel",
                "Sorrel", "Beacon", "Orchard", "Kingfisher", "Millpond",
                "Foxglove", "Harrow", "Lantern", "Ferris", "Oakapple",
                "Wheelwright", "Saddler", "Larkspur", "Greystone", "Poplar",
                "Cobbler", "Thistle", "Nightingale", "Barley", "Copper Beech",
                "Hawthorn", "Pelham", "Marigold", "Weaver", "Bellbird",
                "Ironbark", "Jacaranda", "Grevillea", "Brolga", "Currawong",
                "Tamarack", "Muskoka", "Laurentian", "Dogwood", "Magnolia",
                "Sycamore", "Buckeye", "Prairie", "Meadowlark", "Sassafras"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Way",
           "Gardens", "Mews", "Terrace", "Drive", "Row"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Blvd",
           "Way", "Pkwy", "Place", "St.", "Ave"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Court",
           "Place", "Drive", "Terrace", "Close", "St", "Rd"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
           "Court", "Trail", "Way", "Lane", "St.", "Ave."],
}

BIRTH_COUNTRIES = ["Poland", "Nigeria", "India", "Pakistan", "Bangladesh",
                   "Ghana", "Kenya", "Somalia", "Ethiopia", "Philippines",
                   "Vietnam", "China", "Hong Kong", "South Korea", "Japan",
                   "Brazil", "Mexico", "Colombia", "Italy", "Greece",
                   "Lebanon", "Iran", "Turkey", "Ukraine", "Romania",
                   "Portugal", "Ireland", "New Zealand", "South Africa",
                   "Sri Lanka", "Malaysia", "Jamaica", "Norway", "Netherlands",
                   "France", "Israel", "Egypt", "Chile", "Fiji", "Samoa"]
COUNTRY_NAME = {"UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "US": ["USA", "United States"],
                "AU": ["Australia"],
                "CA": ["Canada"]}

# -------------------------------------------------- organisations / sites
SITE_STEMS = ["Ravensmoor", "Larchfield", "Ashgrove", "Kingsmead", "Thornbury",
              "Harrowden", "Cranmere", "Fenwick", "Wellmeadow", "Tidewater",
              "Stonebridge", "Halcyon", "Brightwater", "Greyfriars",
              "Moorcroft", "Linden", "Holloway Park", "Eastmere", "Westbourne",
              "Coldharbour", "Silverdale", "Oakhurst", "Fairhaven",
              "Northgate", "Kestrel Point", "Heathcote", "Ambleside Park",
              "Redwater", "Whinmoor", "Birchwood"]
SAINTS = ["Aldhelm", "Brigid", "Cuthbert", "Winifred", "Columba", "Hilda",
          "Oswin", "Petroc", "Etheldreda", "Kentigern", "Frideswide", "Chad"]
BIRDS = ["Puffin", "Kingfisher", "Wren", "Linnet", "Skylark", "Curlew",
         "Heron", "Avocet", "Osprey", "Lapwing", "Kestrel", "Plover",
         "Rosella", "Lorikeet", "Kookaburra", "Loon", "Chickadee", "Cardinal"]
TREES = ["Rowan", "Hawthorn", "Cedar", "Willow", "Aspen", "Juniper", "Elder",
         "Hazel", "Linden", "Sequoia", "Banksia", "Wattle", "Tamarack", "Birch"]

HOSP_FORMS = {
    "UK": ["{s} General Hospital", "{s} Royal Infirmary", "St {saint}'s Hospital",
           "{s} District General", "{s} Children's Hospital", "Royal {s} Hospital"],
    "US": ["{s} Medical Center", "{s} Children's Hospital", "{s} Regional Hospital",
           "St. {saint} Health Center", "{s} University Hospital"],
    "AU": ["{s} Hospital", "{s} Base Hospital", "{s} Children's Hospital",
           "St {saint}'s Private Hospital", "{s} Health Service"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital",
           "{s} Children's Hospital", "St. {saint}'s Hospital",
           "{s} Regional Health Centre"],
}
EDU_FORMS = {  # specialist eating-disorder units and services
    "UK": ["{tree} Ward", "The {bird} Unit", "{tree} House", "{s} Eating Disorders Service",
           "{bird} Adolescent Unit", "{s} CEDS-CYP", "{tree} Lodge"],
    "US": ["{s} Eating Disorder Program", "{s} Center for Eating Disorders",
           "{tree} House Residential", "{s} Adolescent Medicine Clinic",
           "The {bird} Program"],
    "AU": ["{s} Eating Disorders Unit", "{tree} House", "{bird} Ward",
           "{s} Body Image & Eating Disorders Centre", "{s} Adolescent Day Program"],
    "CA": ["{s} Eating Disorders Program", "{tree} Unit", "{bird} Ward",
           "{s} Centre for Youth Eating Disorders", "{s} Day Treatment Program"],
}
PAEDS_WARDS = {
    "UK": ["{bird} Ward", "Ward {n}", "{tree} Children's Ward"],
    "US": ["{n} West", "Pediatric {n}", "{bird} Unit"],
    "AU": ["Ward {n}", "{bird} Ward", "{tree} Ward"],
    "CA": ["{n}B Pediatrics", "{bird} Ward", "Ward {n}"],
}
GP_FORMS = {
    "UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre",
           "The {tree} Practice"],
    "US": ["{s} Family Medicine", "{s} Pediatrics", "{s} Primary Care"],
    "AU": ["{s} Family Medical Centre", "{s} Medical Clinic", "{s} GP Clinic"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice"],
}
PHARM_FORMS = ["{s} Pharmacy", "{s} Chemist", "{tree} Pharmacy"]

SCHOOL_FORMS = {
    "UK": ["{s} Academy", "{s} High School", "St {saint}'s Catholic College",
           "{s} Grammar School", "{s} Girls' School", "{s} Sixth Form College",
           "{s} Community School"],
    "US": ["{s} High School", "{s} Middle School", "{s} Academy",
           "{s} Preparatory School", "{s} Junior High"],
    "AU": ["{s} Secondary College", "{s} High School", "St {saint}'s College",
           "{s} Grammar", "{s} Girls' College", "{s} Anglican School"],
    "CA": ["{s} Secondary School", "{s} Collegiate", "{s} High School",
           "École secondaire {s}", "{s} Middle School"],
}
UNI_FORMS = ["{s} University", "University of {s}", "{s} College of Art",
             "{s} Conservatoire"]
CLUBS = ["{s} Harriers", "{s} Ballet School", "{s} Gymnastics Club",
         "{s} Swim Squad", "{s} Rowing Club", "{s} Dance Academy",
         "{s} Netball Club", "{s} Athletics Club", "{s} Figure Skating Club"]
EMPLOYERS = ["Harbourline Logistics", "Kestrel Dental Group", "Brightwater Café",
             "Northgate Freight", "Copperleaf Accounting", "Saltmarsh Bakery",
             "Ironbark Mining Services", "Moorcroft Builders", "Fernhill Garden Centre",
             "Larkspur Digital", "Tidewater Insurance Brokers", "Pemberton & Sowerby LLP",
             "Greystone Analytics", "Sable Point Fisheries", "Oakapple Nurseries",
             "Halcyon Fitness", "Redwater Motors", "Quarryside Cement",
             "Linnet Media", "Ambleside Outdoor Co.", "Birchwood Timber",
             "Weaver & Holt Solicitors", "Silverdale Supermarket", "Coldharbour Council Depot",
             "Heathcote Veterinary Clinic", "Thistle Hair Studio"]
INSURERS = {"US": ["Bluecrest Health", "Harborview Mutual", "Summit Care Plan",
                   "Prairie Shield HMO", "Keystone Union Health"],
            "AU": ["Wattle Mutual Health", "Coastline Health Fund", "Southern Cross Benefit Fund"],
            "CA": ["Maple Shield Benefits", "Northern Lights Group Insurance"],
            "UK": ["Greyfriars Private Medical", "Kestrel Health Cover"]}

PROFESSIONS = ["accountant", "nurse", "primary school teacher", "solicitor",
               "electrician", "bus driver", "pharmacist", "software developer",
               "chef", "hairdresser", "dental hygienist", "police officer",
               "paramedic", "civil engineer", "farmer", "retail assistant",
               "lawyer", "dance teacher", "personal trainer", "architect",
               "taxi driver", "care assistant", "GP", "university lecturer",
               "plumber", "carpenter", "social worker", "midwife",
               "long-haul pilot", "journalist", "estate agent", "optometrist",
               "physiotherapist", "hospital porter", "cleaner", "chartered surveyor",
               "mechanic", "graphic designer", "fitness instructor",
               "warehouse operative", "veterinary nurse", "barrister",
               "stay-at-home parent", "army officer", "mining engineer",
               "real estate agent", "pastor", "tradie (tiler)", "HR manager",
               "dentist", "orthodontist", "IT consultant", "cafe owner",
               "restaurant manager", "truck driver", "nail technician"]
PT_PROFESSIONS = ["barista", "nursing assistant", "retail assistant",
                  "professional ballet dancer", "model", "personal trainer",
                  "junior doctor", "trainee solicitor", "paralegal",
                  "primary school teacher", "graphic designer", "chef",
                  "software tester", "pharmacy technician", "jockey",
                  "gymnastics coach", "sales assistant", "receptionist",
                  "dental nurse", "vet nurse", "accounts clerk", "waitress",
                  "marketing executive", "data analyst", "swim instructor",
                  "flight attendant", "hairdresser", "care worker"]

SPORTS = ["cross-country", "ballet", "gymnastics", "competitive swimming",
          "rowing", "netball", "figure skating", "distance running",
          "football", "dance (contemporary)", "AFL", "hockey", "cheerleading"]
