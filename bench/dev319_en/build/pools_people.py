"""Hand-written person-name pools for dev319_en (no external name lists).

Given names and surnames are mixed freely, so every full name is invented.
"""

FEMALE = [
    # English / Irish / Scottish / Welsh
    "Abigail", "Bronagh", "Caitriona", "Deirdre", "Eilidh", "Fionnuala", "Gwenllian", "Harriet",
    "Imogen", "Jessamy", "Kirsteen", "Lowri", "Maeve", "Niamh", "Orla", "Philippa", "Rhiannon",
    "Saoirse", "Tamsin", "Una", "Vivienne", "Winifred", "Aisling", "Clodagh", "Sinead", "Grainne",
    "Heather", "Rosalind", "Margaret", "Janet", "Pauline", "Lorraine", "Bethany", "Chloe", "Megan",
    "Kayleigh", "Shannon", "Courtney", "Brianna", "Madison", "Tiffany", "Dolores", "Maxine",
    # South Asian
    "Priyanka", "Anjali", "Deepika", "Harpreet", "Kavitha", "Lakshmi", "Meenakshi", "Nandini",
    "Shabnam", "Sunita", "Farzana", "Rukhsana", "Ayesha", "Nusrat", "Tanvi", "Ishita",
    # East / South-East Asian
    "Mei Ling", "Xiaoyu", "Hui Min", "Jia Hui", "Yuki", "Haruka", "Minji", "Seo-yeon", "Thi Lan",
    "Ngoc Anh", "Maricel", "Rowena", "Analyn", "Siew Peng", "Kanya",
    # African / Caribbean
    "Adaeze", "Chiamaka", "Folasade", "Ngozi", "Abena", "Efua", "Akosua", "Thandiwe", "Nomvula",
    "Lindiwe", "Zanele", "Wanjiru", "Amina", "Hodan", "Faduma", "Marcia", "Shereen",
    # Middle Eastern / Persian / Turkish
    "Leila", "Yasmin", "Nadia", "Rania", "Shirin", "Parisa", "Elif", "Zeynep", "Dilara", "Noor",
    # European
    "Agnieszka", "Katarzyna", "Magdalena", "Oksana", "Olena", "Ioana", "Giulia", "Chiara",
    "Francesca", "Lucia", "Ines", "Beatriz", "Margarida", "Eleni", "Despina", "Anneke", "Sanne",
    "Ingrid", "Sigrid", "Astrid", "Liesel", "Heike", "Marketa", "Zsofia", "Aurelie", "Sylvie",
    "Genevieve", "Maryse", "Josee",
    # Maori / Pasifika
    "Aroha", "Mere", "Hine", "Kiri", "Ataahua", "Losana", "Mele", "Salote", "Lupe", "Sina",
    # Hispanic
    "Guadalupe", "Ximena", "Marisol", "Yesenia", "Paloma", "Catalina", "Rocio",
    # Jewish / other
    "Tova", "Rivka", "Shira", "Noa",
]

MALE = [
    "Alasdair", "Barnaby", "Callum", "Declan", "Eamon", "Fergus", "Gareth", "Hamish", "Iestyn",
    "Jolyon", "Killian", "Lachlan", "Malachy", "Niall", "Oisin", "Padraig", "Ruaridh", "Seamus",
    "Tadhg", "Rhodri", "Cormac", "Ciaran", "Donal", "Rory", "Bryn", "Clive", "Desmond", "Graham",
    "Nigel", "Trevor", "Wesley", "Darren", "Brendan", "Kyle", "Tyler", "Dwayne", "Brett", "Cody",
    "Travis", "Garrett", "Lyle", "Mervyn",
    "Rajesh", "Sanjeev", "Vikram", "Arjun", "Harjit", "Gurpreet", "Imran", "Tariq", "Faisal",
    "Naveed", "Rohan", "Karthik", "Suresh", "Anwar", "Zubair",
    "Wei Jie", "Jun Hao", "Zhiwei", "Kenji", "Takumi", "Min-jun", "Ji-hoon", "Van Duc", "Quang",
    "Rodel", "Jericho", "Arnel", "Boon Keng", "Somchai",
    "Chukwuemeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Sipho", "Thabo", "Mandla",
    "Bongani", "Kamau", "Abdirahman", "Mohamed", "Delroy", "Winston",
    "Karim", "Omar", "Yousef", "Hamid", "Dariush", "Babak", "Emre", "Mehmet", "Burak", "Ziad",
    "Tomasz", "Krzysztof", "Pawel", "Bogdan", "Andriy", "Taras", "Mihai", "Lorenzo", "Matteo",
    "Giacomo", "Rafael", "Joaquim", "Tiago", "Nikos", "Stavros", "Joost", "Maarten", "Lars",
    "Henrik", "Sven", "Jurgen", "Matthias", "Ondrej", "Laszlo", "Thierry", "Guillaume", "Mathieu",
    "Etienne", "Rejean",
    "Wiremu", "Tamati", "Hemi", "Rawiri", "Nikora", "Sione", "Tevita", "Viliami", "Iosefa",
    "Alejandro", "Mauricio", "Esteban", "Joaquin", "Ruben", "Santiago",
    "Avraham", "Eitan", "Yosef",
]

SURNAMES = [
    "Ashworth", "Blackwood", "Cartwright", "Dunmore", "Ellery", "Fairbairn", "Greenhalgh",
    "Hargreaves", "Ingleby", "Jessop", "Kettering", "Lockhart", "Merriman", "Nettleton",
    "Oakshott", "Pemberton", "Quarrie", "Rowbotham", "Sutcliffe", "Thistlewood", "Underhill",
    "Varley", "Whitlock", "Yardley", "Bramwell", "Coggins", "Dimmock", "Farthing", "Gilchrist",
    "Hollings", "Kershaw", "Lumb", "Maddox", "Penhaligon", "Rudd", "Scholes", "Tolley", "Wragg",
    "MacAskill", "McCrimmon", "Drummond", "Kinnear", "Strachan", "Urquhart", "Buchan", "Laidlaw",
    "O'Dwyer", "O'Halloran", "Mac Giolla", "Nic Aodha", "Fitzgerald", "Cullinane", "Dempsey",
    "Geraghty", "Hennessy", "Kavanagh", "Lenihan", "McGillycuddy", "Moynihan", "Ni Bhriain",
    "O'Sullivan-Rea", "Prendergast", "Quinlan", "Tierney", "Whelan", "Brosnan", "Cotter",
    "Ap Rhys", "Pritchard", "Llewellyn", "Bevan", "Prosser", "Gwilliam",
    "Venkataraman", "Subramanian", "Krishnamurthy", "Chaudhary", "Bhattacharya", "Deshpande",
    "Gill", "Sandhu", "Dhaliwal", "Grewal", "Qureshi", "Siddiqui", "Malik", "Chaudhry",
    "Rahman", "Hossain", "Begum", "Iyer", "Nair", "Menon", "Pillai", "Kapoor", "Mehta", "Trivedi",
    "Chen", "Lim", "Tan", "Ong", "Goh", "Ng", "Wong", "Leung", "Huang", "Zhao", "Xu", "Liang",
    "Nakamura", "Takahashi", "Fujimoto", "Kobayashi", "Park", "Choi", "Jeong", "Han",
    "Nguyen", "Tran", "Pham", "Vu", "Le", "Santos", "Dela Cruz", "Villanueva", "Bautista",
    "Macaraeg", "Srisuk", "Wongsawat",
    "Okonkwo", "Adeyemi", "Nwachukwu", "Eze", "Okafor", "Balogun", "Ogunleye", "Mensah",
    "Owusu", "Asante", "Boateng", "Dlamini", "Mthembu", "Nkosi", "Khumalo", "Ndlovu", "Mokoena",
    "Van der Merwe", "Botha", "Pretorius", "Kamau", "Otieno", "Mwangi", "Warsame", "Hassan",
    "Abdullahi", "Farah", "Gayle", "Campbell-Reid", "Thorne",
    "Haddad", "Khoury", "Nassar", "Saleh", "Rostami", "Tehrani", "Karimi", "Yilmaz", "Demir",
    "Aksoy", "Ozturk", "Al-Amin",
    "Kowalczyk", "Wisniewska", "Zielinski", "Nowak", "Shevchenko", "Bondarenko", "Kovalenko",
    "Popescu", "Ionescu", "Ricci", "Bianchi", "Moretti", "Esposito", "Ferreira", "Carvalho",
    "Oliveira", "Papadakis", "Georgiou", "Antoniou", "De Vries", "Van Dijk", "Bakker",
    "Lindqvist", "Halvorsen", "Nygaard", "Bergstrom", "Schneider", "Hoffmeister", "Brandt",
    "Novak", "Dvorak", "Horvath", "Szabo", "Tremblay", "Gagnon", "Bouchard", "Lavoie",
    "Pelletier", "Cote", "Leblanc", "Thibodeau",
    "Ngata", "Parata", "Tautahi", "Te Awa", "Wihongi", "Faleolo", "Tuilagi", "Fifita",
    "Havili", "Lealaiauloto", "Tupou",
    "Hernandez", "Gutierrez", "Castaneda", "Villarreal", "Ochoa", "Mendoza", "Quintero",
    "Zamora", "Salazar", "Delgado",
    "Goldfarb", "Rosenthal", "Ben-David", "Katz", "Abramov",
    "Whitfield", "Holloway", "Beaumont", "Calloway", "Delacroix", "Ellison", "Forsythe",
    "Galloway", "Hathaway", "Kingsley", "Langford", "Montague", "Northcott", "Prescott",
    "Radcliffe", "Sherwood", "Templeton", "Wainwright", "Winterbottom", "Ambrose", "Bellamy",
]

NICKNAMES = {
    "Margaret": "Maggie", "Philippa": "Pip", "Harriet": "Hattie", "Rosalind": "Ros",
    "Winifred": "Winnie", "Bethany": "Beth", "Francesca": "Fran", "Alasdair": "Ali",
    "Barnaby": "Barney", "Malachy": "Mal", "Padraig": "Paddy", "Desmond": "Des",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Babatunde": "Tunde", "Krzysztof": "Kris",
    "Alejandro": "Alex", "Santiago": "Santi", "Guadalupe": "Lupita", "Katarzyna": "Kasia",
    "Lachlan": "Lachie", "Jolyon": "Jolly", "Abigail": "Abi", "Magdalena": "Magda",
}

RELATIONS_F = ["wife", "mother", "daughter", "sister", "partner", "aunt", "grandmother",
               "mum", "friend", "neighbour", "carer", "fiancee"]
RELATIONS_M = ["husband", "father", "son", "brother", "partner", "uncle", "grandfather",
               "dad", "friend", "neighbour", "carer", "fiance"]

# Occupations of patients / relatives (PROFESSION)
PROFESSIONS = [
    "primary school teacher", "secondary school teacher", "teacher", "teaching assistant",
    "HGV driver", "bus driver", "delivery driver", "taxi driver", "forklift operator",
    "software developer", "software engineer", "IT support analyst", "data analyst",
    "accountant", "bookkeeper", "solicitor", "paralegal", "barrister", "architect",
    "electrician", "plumber", "carpenter", "bricklayer", "scaffolder", "welder", "mechanic",
    "chef", "line cook", "barista", "waitress", "bartender", "baker", "butcher",
    "hairdresser", "beautician", "nail technician", "retail assistant", "shop manager",
    "cashier", "call centre agent", "receptionist", "office administrator", "personal assistant",
    "nurse", "staff nurse", "healthcare assistant", "care worker", "paramedic",
    "pharmacist", "dental nurse", "physiotherapist", "veterinary nurse", "midwife",
    "police officer", "firefighter", "prison officer", "security guard", "soldier",
    "farmer", "dairy farmer", "shepherd", "fisherman", "gardener", "landscaper",
    "graphic designer", "photographer", "journalist", "copywriter", "musician",
    "civil engineer", "mechanical engineer", "surveyor", "lab technician", "pilot",
    "air traffic controller", "flight attendant", "warehouse operative", "cleaner",
    "postal worker", "bank clerk", "financial adviser", "insurance underwriter",
    "social worker", "youth worker", "librarian", "lecturer", "research scientist",
    "machinist", "sheet metal worker", "miner", "crane operator", "train driver",
    "dental hygienist", "optometrist", "occupational therapist", "project manager",
    "sales representative", "estate agent", "real estate agent", "graphic artist",
]

DRIVING_PROFESSIONS = ["HGV driver", "bus driver", "delivery driver", "taxi driver",
                       "forklift operator", "train driver", "crane operator", "courier"]

# invented employers / companies / schools / churches (ORGANIZATION)
ORG_A = ["Harbourline", "Kestrel", "Bluegum", "Northgate", "Silverbirch", "Larchfield",
         "Copperleaf", "Wrenfield", "Tidewater", "Redfern Vale", "Marlstone", "Ironbark",
         "Greyfriars", "Quarrymoor", "Saltmarsh", "Pinecrest", "Amberley", "Foxglove",
         "Juniper", "Heathcote", "Brackenridge", "Cobalt Bay", "Lindenhurst", "Osprey",
         "Thornfield", "Westerleigh", "Kowhai", "Protea Ridge", "Maple Hollow", "Riverbend"]
ORG_B = ["Logistics", "Freight Ltd", "Engineering", "Foods", "Dairies", "Construction",
         "Software", "Analytics", "Printing Co.", "Haulage", "Insurance Brokers", "Bakery",
         "Motors", "Plumbing & Heating", "Telecom", "Packaging", "Credit Union", "Council",
         "Builders", "Textiles", "Pharmacy Wholesale", "Coaches", "Recycling", "Security",
         "Hotels", "Distribution Centre", "Bank", "Solicitors", "Accountants", "Call Centre"]
SCHOOLS = ["St Aidan's Primary School", "Larchfield Academy", "Kestrel Grove High School",
           "Wrenfield Community College", "Our Lady of the Wells National School",
           "Bluegum Creek State School", "Riverbend Secondary College", "Maple Hollow Elementary",
           "Thornfield Grammar", "Saltmarsh Primary", "Pinecrest Middle School",
           "Heathcote Junior School"]

# invented insurers / funds / benefit managers (ORGANIZATION)
INSURERS = {
    "US": ["Crestline Health Plan", "Meridian Shield Insurance", "Bayfront Care Alliance",
           "Keystone Mutual Health", "Prairie Star Health", "Cardinal Benefit Partners",
           "Harborview Health Plan", "Summit Peak Insurance"],
    "UK": ["Avonleigh Healthcare", "Brightwater Medical Insurance", "Ardent Health Cover"],
    "IE": ["Laurel Health Insurance", "Corrib Medical Cover", "Shannonside Health"],
    "CA": ["Northern Lights Benefits", "Maplecrest Group Insurance", "Laurentide Assurance"],
    "AU": ["Coastal Health Fund", "Southern Cross Members Fund", "Wattle Health Mutual"],
    "NZ": ["Tui Health Cover", "Southern Alps Insurance"],
    "ZA": ["Fynbos Medical Scheme", "Highveld Health Plan", "Karoo Medical Aid"],
    "SG": ["Merlion Shield Insurance", "Straits Assurance"],
}
PBMS = ["ScriptRight PBM", "ClearPath Pharmacy Benefits", "RxMeridian Services"]

USER_SUFFIX = ["", "1", "2", "3", "01", "02", "7", "_rn", "_nsg", "_md", ".nl", "99"]

CARE_ROLES_NURSE = ["Headache Nurse Specialist", "Clinical Nurse Specialist",
                    "Advanced Nurse Practitioner", "Nurse Practitioner", "Staff Nurse",
                    "Registered Nurse", "Clinical Nurse Specialist (Headache)"]
