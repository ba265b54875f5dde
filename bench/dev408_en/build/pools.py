"""Name, occupation and organisation pools for dev408_en (all invented or generic)."""

# Female given names of many origins, including names that are also ordinary words.
FEMALE = [
    "Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Freya", "Grace", "Sophie",
    "Chloe", "Ella", "Ruby", "Poppy", "Daisy", "Evie", "Hope", "Faith", "Summer", "Autumn",
    "Willow", "Harper", "Aaliyah", "Zara", "Aisha", "Fatima", "Maryam", "Hafsa", "Priya",
    "Ananya", "Diya", "Simran", "Harleen", "Mei", "Yuki", "Hana", "Sakura", "Linh", "Ngoc",
    "Kiri", "Aroha", "Mere", "Ngaio", "Anahera", "Losa", "Sina", "Mele", "Leilani",
    "Chidinma", "Amara", "Ngozi", "Adaeze", "Abena", "Efua", "Nia", "Imani", "Zainab",
    "Sofia", "Valentina", "Camila", "Lucia", "Ximena", "Gabriela", "Zofia", "Maja",
    "Oliwia", "Aoife", "Siobhan", "Niamh", "Saoirse", "Ciara", "Roisin", "Caoimhe",
    "Eilidh", "Morag", "Seren", "Cerys", "Bronwen", "Nell", "Hazel", "Iris", "Rose",
    "Holly", "Amber", "Jade", "Penny", "June", "April", "Skye", "River", "Brooke", "Sunny",
    "Destiny", "Precious", "Blessing", "Tiana", "Maddison", "Kayla", "Jasmine", "Leah",
    "Esther", "Miriam", "Talia", "Noa", "Ayesha", "Sana", "Elif", "Zeynep", "Ioana",
    "Daria", "Anastasia", "Elena", "Giulia", "Francesca", "Chiara", "Thandiwe", "Lerato",
    "Nomvula", "Hineata", "Tui", "Maile", "Ebony", "Shanice", "Keisha", "Marisol",
    "Paloma", "Ines", "Beatriz", "Ruth", "Joy", "Charity", "Melody", "Star",
]

MALE = [
    "Oliver", "Jack", "Noah", "Leo", "Harry", "Oscar", "Archie", "Alfie", "Charlie",
    "Freddie", "George", "Arthur", "Theo", "Finley", "Mason", "Hunter", "Chase", "Jett",
    "Rocky", "Bear", "Fox", "Will", "Mark", "Frank", "Jay", "Ray", "Cash", "King", "Major",
    "Rowan", "Reed", "Ash", "Dale", "Glen", "Clay", "Cliff", "Forest", "Mohammed", "Ahmed",
    "Yusuf", "Ibrahim", "Omar", "Ali", "Hamza", "Bilal", "Arjun", "Rohan", "Aarav",
    "Vikram", "Harjit", "Gurpreet", "Wei", "Jun", "Hiroshi", "Kenji", "Minh", "Quang",
    "Tuan", "Nikau", "Tane", "Wiremu", "Rawiri", "Manaia", "Sione", "Tevita", "Semisi",
    "Chinedu", "Emeka", "Kwame", "Kofi", "Tunde", "Oluwaseun", "Mateo", "Santiago",
    "Diego", "Luis", "Javier", "Jakub", "Szymon", "Kacper", "Oisin", "Cian", "Darragh",
    "Padraig", "Ruairi", "Eoin", "Fionn", "Callum", "Hamish", "Angus", "Euan", "Rhys",
    "Dylan", "Gethin", "Ioan", "Tyler", "Brandon", "Jayden", "Kai", "Malik", "DeShawn",
    "Jamal", "Andre", "Marcus", "Elijah", "Isaac", "Ezra", "Levi", "Eli", "Nikolai",
    "Dmitri", "Andrei", "Mihai", "Luca", "Matteo", "Giorgos", "Kostas", "Thabo", "Sipho",
    "Tariq", "Austin", "Tucker", "Colt", "Ranger", "Sonny", "Denver", "Royal", "Justice",
]

# Adult-only given names (parents, clinicians)
ADULT_F = [
    "Dawn", "Heather", "Sandy", "Karen", "Joanne", "Michelle", "Tracey", "Nicola", "Gemma",
    "Rebecca", "Claire", "Lisa", "Angela", "Deborah", "Sharon", "Patience", "Bernadette",
    "Mairead", "Fiona", "Katarzyna", "Agnieszka", "Monique", "Latoya", "Rosa", "Guadalupe",
    "Nadia", "Samira", "Parveen", "Sunita", "Kamaljit", "Huong", "Xiu", "Keiko", "Funmilayo",
    "Yetunde", "Akosua", "Wikitoria", "Moana", "Ana", "Lupe", "Teresa", "Marguerite",
    "Genevieve", "Chantal", "Josee", "Hayley", "Kirsty", "Leanne", "Shauna", "Orla",
    "Ingrid", "Birgit", "Svetlana", "Olena", "Mirela", "Beth", "Jo", "Pam", "Merle", "Carol",
]
ADULT_M = [
    "Gary", "Darren", "Stuart", "Craig", "Lee", "Wayne", "Paul", "Stephen", "Martin",
    "Kevin", "Bill", "Rich", "Guy", "Art", "Barry", "Declan", "Seamus", "Fergal", "Tomasz",
    "Piotr", "Marek", "Jerome", "Dwayne", "Reggie", "Carlos", "Jorge", "Rashid", "Imran",
    "Sanjay", "Rajesh", "Baljit", "Thanh", "Hung", "Takeshi", "Babatunde", "Chukwuma",
    "Kojo", "Hemi", "Tama", "Viliami", "Pita", "Jean-Luc", "Mathieu", "Pierre", "Dusty",
    "Bruce", "Shane", "Troy", "Brett", "Duncan", "Alasdair", "Gareth", "Huw", "Lars",
    "Stefan", "Vasile", "Sergei", "Yaw", "Neville", "Clive", "Rob", "Pat", "Sol",
]

SURNAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Baker", "Cook", "Young",
    "Green", "White", "Black", "Bell", "Hill", "Wood", "Stone", "Rice", "Bush", "Field",
    "Mills", "Marsh", "Fisher", "Hunter", "Wells", "Banks", "Lamb", "Sweet", "Strong", "Best",
    "Long", "Moody", "Hope", "Price", "Law", "Day", "Friend", "Page", "Bird", "Nurse",
    "Winter", "Frost", "Snow", "Hart", "Swift", "Knight", "Bishop", "Mason", "Porter",
    "Carter", "Shepherd", "Walker", "Patel", "Shah", "Singh", "Kaur", "Gill", "Sandhu",
    "Khan", "Hussain", "Ahmed", "Rahman", "Chowdhury", "Iqbal", "Malik", "Begum", "Nguyen",
    "Tran", "Pham", "Le", "Chen", "Wang", "Li", "Zhang", "Liu", "Wong", "Lam", "Tanaka",
    "Sato", "Suzuki", "Kim", "Park", "Lee", "Choi", "Okafor", "Adeyemi", "Okonkwo",
    "Mensah", "Boateng", "Asante", "Nwosu", "Eze", "Abubakar", "Diallo", "Kamara", "Ngata",
    "Tipene", "Parata", "Tuilagi", "Fifita", "Taufa", "Leota", "Faleolo", "Kowalski",
    "Nowak", "Lewandowski", "Zielinski", "Kaminski", "Murphy", "O'Brien", "O'Sullivan",
    "Byrne", "Kelly", "Walsh", "McCarthy", "Doyle", "Gallagher", "Ni Bhriain", "MacLeod",
    "Campbell", "Fraser", "Robertson", "Davies", "Evans", "Griffiths", "Pritchard",
    "Garcia", "Rodriguez", "Hernandez", "Lopez", "Martinez", "Gonzalez", "Santos",
    "Ferreira", "Costa", "Rossi", "Russo", "Esposito", "Romano", "Papadopoulos",
    "Georgiou", "Popescu", "Ionescu", "Petrov", "Ivanova", "Novak", "Horvath", "Jansen",
    "de Vries", "van der Berg", "Johansson", "Larsen", "Haddad", "Khoury", "Mansour",
    "Yilmaz", "Demir", "Cohen", "Levi", "Friedman", "Goldberg", "Washington", "Jefferson",
    "Jackson", "Robinson", "Harris", "Thompson", "MacDonald", "LeBlanc", "Tremblay",
    "Gagnon", "Roy", "Bouchard", "Pelletier", "Morin", "Nakamura", "Quigley", "Fitzgerald",
    "Sheehan", "Duggan", "Achterberg", "Okoro", "Abara", "Oyelaran", "Castillo", "Mendoza",
    "Villanueva", "Reyes", "Dela Cruz", "Bautista", "Hakimi", "Sadiq", "Farah", "Warsame",
    "Osman", "Herangi", "Rangi", "Whaanga", "Brennan", "Sullivan", "Dunne", "Kearney",
]

# Ordinary English words that also occur as names in the pools above (lower-case).
WORDNAMES = sorted({
    "hope", "faith", "grace", "summer", "autumn", "willow", "ivy", "lily", "daisy", "ruby",
    "poppy", "hazel", "iris", "rose", "holly", "amber", "jade", "penny", "june", "april",
    "skye", "river", "brooke", "sunny", "destiny", "precious", "blessing", "ruth", "joy",
    "charity", "melody", "star", "hunter", "chase", "will", "mark", "frank", "jay", "ray",
    "cash", "king", "major", "reed", "ash", "dale", "glen", "clay", "cliff", "forest",
    "bear", "fox", "rocky", "dawn", "heather", "sandy", "bill", "rich", "guy", "art", "pat",
    "sol", "baker", "cook", "young", "green", "white", "black", "bell", "hill", "wood",
    "stone", "rice", "bush", "field", "mills", "marsh", "fisher", "wells", "banks", "lamb",
    "sweet", "strong", "best", "long", "moody", "price", "law", "day", "friend", "page",
    "bird", "nurse", "winter", "frost", "snow", "hart", "swift", "knight", "bishop",
    "mason", "porter", "carter", "shepherd", "walker", "le", "li", "lee", "roy", "park",
    "justice", "royal", "denver", "tui", "may", "lam", "jo", "beth", "levi", "kai",
    "march", "reading", "bath", "sale", "hope", "street", "orange", "young", "normal",
    "mobile", "independence", "florence", "london", "victoria", "nelson", "gore", "darwin",
})

OCCUPATIONS = [
    "electrician", "bus driver", "paramedic", "accountant", "hairdresser", "chef",
    "lorry driver", "truck driver", "dairy farmer", "sheep farmer", "shearer",
    "software developer", "police officer", "carpenter", "plumber", "cleaner",
    "retail assistant", "warehouse operative", "care assistant", "pharmacist", "nurse",
    "midwife", "receptionist", "taxi driver", "soldier", "firefighter", "mechanic",
    "dental nurse", "librarian", "solicitor", "lawyer", "barista", "fisherman", "miner",
    "forklift driver", "postman", "civil servant", "builder", "teacher", "teaching assistant",
    "childminder", "security guard", "delivery driver", "scaffolder", "welder", "baker",
    "butcher", "optician", "engineer", "quantity surveyor", "call centre advisor",
    "hotel housekeeper", "kitchen porter", "factory worker", "bricklayer", "roofer",
    "radiographer", "social worker", "estate agent", "bank clerk", "HGV driver",
    "night shift supervisor", "cook", "gardener", "painter and decorator", "tiler",
]
TEEN_JOBS = [
    "lifeguard", "shop assistant", "apprentice plumber", "kitchen porter", "barista",
    "waiter", "waitress", "farmhand", "apprentice electrician", "trainee mechanic",
    "checkout operator", "swim teacher", "apprentice carpenter", "dishwasher",
    "junior chef", "warehouse picker", "care assistant", "hairdressing apprentice",
]

EMPLOYERS = [
    "Pennant Logistics", "Bluegum Cafe", "Tidewater Credit Union", "Northgate Tyres",
    "Corrigan's Butchers", "Hartley & Sons Builders", "Kestrel Couriers",
    "Marlow's Garden Centre", "Brightwater Foods", "Oakfield Care Home", "Redwing Freight",
    "Saltmarsh Seafoods", "Greenbank Motors", "Harbour Lights Hotel", "Fennimore Print Company",
    "Pike & Heron Solicitors", "Copperkettle Bakery", "Ridgeway Electrical",
    "Blackthorn Security", "Westerly Windows", "Lantern Bay Hotel", "Golden Fleece Pub",
    "Ironbridge Engineering", "Silverline Taxis", "Morrow Dairy Co-op", "Clearwater Plumbing",
    "Aldgate Insurance Services", "Tamarind Kitchen", "Pinecrest Lumber", "Starling Books",
    "Quayside Fish Bar", "Holloway Haulage", "Birchwood Veterinary Group", "Hillside Bakehouse",
    "Marigold Nursery", "Tern Point Marina", "Cobalt Software Ltd", "Waratah Transport",
    "Kahikatea Orchards", "Sprucefield Hardware",
]

CLUBS = [
    ("Wrenfield Rovers FC", "football"), ("Harbourside Swim Club", "swimming"), ("Eastvale Netball Club", "netball"),
    ("Riverside Rugby Club", "rugby"), ("Tidewell Athletics", "athletics"), ("Kingsmere Cricket Club", "cricket"),
    ("Pinegrove Gymnastics", "gymnastics"), ("Saltbay Surf Life Saving Club", "nippers"), ("Northside Hockey Club", "hockey"),
    ("Cedar Park Little League", "baseball"), ("Copperhill Dance Academy", "dance"), ("Ravensworth Judo Club", "judo"),
    ("Lakeview Scout Group", "Scouts"), ("Bramley Hurling Club", "hurling"), ("Tui Valley Touch Rugby", "touch rugby"),
    ("Eastgate Youth Soccer", "soccer"), ("Northbank Basketball Club", "basketball"), ("Fernside Tennis Club", "tennis"),
]

UNIS = [
    "Northmoor University", "University of Easthaven", "Kingsford Institute of Technology",
    "Westbrook College", "Lowther Polytechnic", "Carrick Technical College",
    "Southshore Community College", "Ardlow Further Education College",
    "Pemberton Sixth Form College", "Tasman Institute",
]

INSURERS = {
    "US": ["Keystone Shield Health Plan", "Prairie Mutual Health", "Bayfront Family Care Plan",
           "Summit Peak Health Partners", "Riverbend Health Alliance"],
    "AU": ["Bluegum Health Fund", "Tidewell Mutual Health", "Coastline Members Health"],
    "IE": ["Shannonside Health Insurance", "Tara Cover Health"],
    "CA": ["Northern Lights Benefits", "Maplecrest Group Benefits"],
    "NZ": ["Kauri Health Society", "Harbourline Health Cover"],
    "UK": ["Wessex Provident Health", "Albion Mutual Healthcare"],
}

TRANS_INITIALS = ["jk", "kb", "mt", "lp", "sd", "rh", "ao", "cw", "nf", "ej", "tm", "gh"]

USER_WORDS = ["mum", "dad", "mom", "nana", "gran", "papa", "fam", "t1d", "pump", "home"]

LANGUAGES = ["Punjabi", "Urdu", "Polish", "Arabic", "Somali", "Tigrinya", "Romanian",
             "Vietnamese", "Mandarin", "Portuguese", "Samoan", "Tongan", "Farsi", "Dari",
             "Spanish", "Bengali", "Tagalog", "Irish"]

ORIGINS = [("Pakistan", "Urdu"), ("Poland", "Polish"), ("Nigeria", "Yoruba"), ("Somalia", "Somali"),
           ("Eritrea", "Tigrinya"), ("Romania", "Romanian"), ("Vietnam", "Vietnamese"), ("China", "Mandarin"),
           ("Brazil", "Portuguese"), ("Portugal", "Portuguese"), ("Samoa", "Samoan"), ("Tonga", "Tongan"),
           ("Iran", "Farsi"), ("Afghanistan", "Dari"), ("Mexico", "Spanish"), ("Bangladesh", "Bengali"),
           ("Philippines", "Tagalog"), ("India", "Punjabi"), ("Syria", "Arabic"), ("Sudan", "Arabic"),
           ("Ukraine", "Ukrainian"), ("Lithuania", "Lithuanian"), ("Brazil", "Portuguese"), ("Turkey", "Turkish"),
           ("Albania", "Albanian"), ("Ethiopia", "Amharic"), ("Colombia", "Spanish"), ("Iraq", "Kurdish Sorani")]

ORIGIN_COUNTRIES = ["Pakistan", "Poland", "Nigeria", "Somalia", "Eritrea", "Romania",
                    "Vietnam", "China", "Brazil", "Portugal", "Samoa", "Tonga", "Iran",
                    "Afghanistan", "Mexico", "Bangladesh", "Philippines", "India", "Ghana",
                    "Syria", "Sudan", "Ukraine", "Lithuania", "South Africa", "Fiji",
                    "Sri Lanka", "Jamaica", "Kenya", "Turkey", "Greece", "Italy"]

HOLIDAY_COUNTRIES = ["Spain", "Portugal", "Greece", "France", "Italy", "Turkey", "Croatia",
                     "Cyprus", "Thailand", "Japan", "Canada", "Mexico", "Fiji",
                     "Indonesia", "Morocco", "Egypt", "Malta", "Pakistan",
                     "India", "Nigeria", "Poland", "Samoa", "Vietnam", "Singapore"]
