"""Name pools (many origins), professions, relations, organisation name parts.

All lists; nothing here is random.  Every name combination is invented.
"""

# origin -> (male first names, female first names, surnames)
NAMES = {
    "english": (
        ["James", "William", "Peter", "Graham", "Keith", "Derek", "Colin", "Trevor",
         "Martin", "Stephen", "Alan", "Roger", "Barry", "Neil", "Ian", "Clive", "Nigel",
         "Philip", "Geoffrey", "Terence", "Malcolm", "Raymond", "Dennis", "Howard"],
        ["Margaret", "Susan", "Patricia", "Christine", "Janet", "Pauline", "Sandra",
         "Gillian", "Carol", "Hazel", "Brenda", "Jean", "Valerie", "Sheila", "Lorraine",
         "Joan", "Maureen", "Elaine", "Wendy", "Dawn", "June", "Iris", "April", "Hope",
         "Rose", "Grace", "Beryl", "Doreen"],
        ["Ellison", "Hargreaves", "Whitfield", "Pickering", "Bramley", "Ashworth",
         "Crossley", "Thornton", "Fairbairn", "Pemberton", "Hollis", "Sutcliffe",
         "Kershaw", "Marsden", "Lockwood", "Rowbotham", "Haworth", "Cartwright",
         "Holloway", "Batley", "Tinsley", "Greenhalgh", "Dutton", "Barraclough",
         "Appleyard", "Day", "Winter", "Bishop", "Marsh", "Field", "Baker", "Lightfoot",
         "Pollard", "Sowerby", "Heseltine", "Brook"],
    ),
    "scottish": (
        ["Alasdair", "Hamish", "Callum", "Fraser", "Ewan", "Duncan", "Angus", "Murdo",
         "Lachlan", "Ruaridh"],
        ["Morag", "Isla", "Kirsty", "Catriona", "Fiona", "Elspeth", "Shona", "Ailsa",
         "Mhairi", "Eilidh"],
        ["MacLeod", "Urquhart", "Drummond", "McKenzie", "Buchanan", "Galbraith",
         "Sinclair", "Munro", "Lamont", "Gillespie", "Baird", "Kerr", "Mackintosh",
         "Forsyth"],
    ),
    "irish": (
        ["Seán", "Pádraig", "Declan", "Cathal", "Eoin", "Ciarán", "Donal", "Fergal",
         "Tadhg", "Colm", "Niall", "Brendan", "Diarmuid", "Ruairí", "Micheál"],
        ["Siobhán", "Aoife", "Niamh", "Gráinne", "Bríd", "Máire", "Orla", "Róisín",
         "Sinéad", "Deirdre", "Caoimhe", "Eimear", "Nuala", "Bernadette", "Philomena"],
        ["O'Driscoll", "McCarthy", "Fitzgerald", "Moynihan", "Cullinane", "Keohane",
         "Flanagan", "Brennan", "Doherty", "Gallagher", "Kavanagh", "Hennessy",
         "Tierney", "Lenihan", "Mulcahy", "Dunne", "Geraghty", "Ó Súilleabháin",
         "Mac Giolla Phádraig", "Ní Bhriain", "Coughlan", "Breathnach", "Nolan", "Scanlon"],
    ),
    "welsh": (
        ["Dafydd", "Rhys", "Gethin", "Emyr", "Huw", "Iolo"],
        ["Angharad", "Siân", "Bethan", "Eleri", "Nia", "Ffion"],
        ["Llewellyn", "Pritchard", "Bevan", "Vaughan", "Prosser", "Gwilliam", "Jenkins",
         "Rees"],
    ),
    "indian": (
        ["Rajesh", "Sanjay", "Arvind", "Vikram", "Harpreet", "Gurdev", "Manoj", "Suresh",
         "Anil", "Pradeep", "Kuldip", "Ramesh", "Jaswinder", "Venkat"],
        ["Priya", "Sunita", "Anjali", "Kamaljit", "Meena", "Lakshmi", "Rekha", "Deepa",
         "Parminder", "Savita", "Nirmala", "Harjinder", "Usha"],
        ["Patel", "Sharma", "Gill", "Sandhu", "Chauhan", "Mistry", "Iyer", "Nair",
         "Reddy", "Bhatt", "Dhillon", "Venkatesan", "Krishnamurthy", "Banerjee", "Desai",
         "Grewal", "Pillai"],
    ),
    "pakistani": (
        ["Imran", "Tariq", "Asif", "Shahid", "Mohammed", "Abdul", "Rafiq", "Kamal",
         "Zubair", "Nadeem"],
        ["Nasreen", "Shabana", "Rukhsana", "Farzana", "Razia", "Shirin", "Yasmin",
         "Tahira"],
        ["Hussain", "Akhtar", "Rahman", "Chowdhury", "Begum", "Uddin", "Qureshi",
         "Malik", "Iqbal", "Siddiqui", "Mahmood", "Bashir"],
    ),
    "srilankan": (
        ["Tharindu", "Kumaran", "Nimal", "Sivakumar", "Ruwan"],
        ["Dilani", "Tharshini", "Chamari", "Nirosha"],
        ["Jayawardena", "Perera", "Wickramasinghe", "Sivanesan", "Balasingham",
         "Fernando"],
    ),
    "chinese": (
        ["Wei", "Jian", "Hao", "Ming", "Kwok-Wai", "Chun", "Zhiwei", "Ka-Ho"],
        ["Mei", "Xiu Ying", "Li Na", "Siu Lan", "Yan", "Hui", "Wing-Yee", "Fang"],
        ["Chen", "Wong", "Zhang", "Lau", "Cheung", "Ng", "Tsang", "Huang", "Leung",
         "Chan", "Ho", "Kwan", "Yeung"],
    ),
    "vietnamese": (
        ["Minh", "Thanh", "Duc", "Quang", "Tuan"],
        ["Thi Lan", "Huong", "Ngoc Anh", "Linh", "Thu Trang"],
        ["Nguyen", "Tran", "Pham", "Vo", "Dang", "Bui", "Hoang"],
    ),
    "korean_japanese": (
        ["Ji-ho", "Min-jun", "Hiroshi", "Kenji", "Takeshi", "Sung-min"],
        ["Soo-jin", "Eun-ji", "Yuki", "Keiko", "Haruka", "Mi-young"],
        ["Kim", "Park", "Choi", "Tanaka", "Watanabe", "Nakamura", "Yamamoto", "Sato",
         "Jeong"],
    ),
    "filipino": (
        ["Rodrigo", "Ernesto", "Jun", "Romeo", "Arnel", "Rolando"],
        ["Maricel", "Rosalinda", "Jocelyn", "Analyn", "Marites", "Lorna"],
        ["Santos", "Reyes", "dela Cruz", "Bautista", "Villanueva", "Mendoza", "Aquino",
         "Macaraeg", "Dimaculangan"],
    ),
    "west_african": (
        ["Chukwuemeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Emeka", "Adebayo",
         "Yaw", "Obinna", "Kwabena"],
        ["Ngozi", "Folasade", "Adaeze", "Abena", "Akosua", "Funmilayo", "Chiamaka",
         "Efua", "Yetunde", "Ama"],
        ["Okafor", "Adeyemi", "Okonkwo", "Mensah", "Asante", "Boateng", "Oyelaran",
         "Nwosu", "Eze", "Adjei", "Ogunleye", "Owusu", "Danquah", "Afolabi"],
    ),
    "east_african": (
        ["Abdirahman", "Mohamed", "Hassan", "Dawit", "Abdullahi", "Tesfaye"],
        ["Hodan", "Faduma", "Sahra", "Amina", "Selamawit", "Tigist"],
        ["Farah", "Warsame", "Abdi", "Yusuf", "Osman", "Haile", "Desta", "Gebremedhin"],
    ),
    "caribbean": (
        ["Winston", "Delroy", "Errol", "Clifton", "Everton", "Lloyd", "Desmond"],
        ["Hyacinth", "Marcia", "Beverley", "Merline", "Icilda", "Pearline"],
        ["Campbell", "Grant", "Clarke", "Francis", "Bailey", "Forbes", "Thompson",
         "McFarlane", "Reid", "Gayle"],
    ),
    "middle_eastern": (
        ["Khalid", "Omar", "Yousef", "Reza", "Mehmet", "Dariush", "Karim", "Nabil"],
        ["Layla", "Mariam", "Fatemeh", "Ayşe", "Elif", "Nour", "Rania", "Zeynep"],
        ["Haddad", "Khoury", "Al-Sayed", "Rahimi", "Hosseini", "Yilmaz", "Demir",
         "Karimi", "Nasser", "Saleh", "Aziz"],
    ),
    "east_european": (
        ["Krzysztof", "Tomasz", "Piotr", "Andrzej", "Mihai", "Bogdan", "Oleksandr",
         "Dmytro"],
        ["Agnieszka", "Małgorzata", "Katarzyna", "Ewa", "Ioana", "Oksana", "Olena",
         "Zofia"],
        ["Kowalski", "Nowak", "Wiśniewska", "Zieliński", "Popescu", "Ionescu",
         "Kovalenko", "Shevchenko", "Horvat", "Novák", "Lewandowski"],
    ),
    "south_european": (
        ["Giuseppe", "Antonio", "Costas", "Dimitrios", "João", "Manuel", "Francesco",
         "Salvatore"],
        ["Giovanna", "Maria", "Eleni", "Despina", "Fernanda", "Lucia", "Rosaria",
         "Concetta"],
        ["Russo", "Esposito", "Papadopoulos", "Georgiou", "Ferreira", "da Silva",
         "Rodrigues", "Costa", "Romano", "Marino", "Christodoulou"],
    ),
    "hispanic": (
        ["José", "Luis", "Carlos", "Miguel", "Jesús", "Ramón", "Héctor", "Arturo"],
        ["Guadalupe", "Rosa", "María Elena", "Carmen", "Yolanda", "Luz", "Graciela"],
        ["García", "Hernández", "Martínez", "López", "González", "Ramírez", "Flores",
         "Rivera", "Torres", "Morales", "Gutiérrez", "Delgado"],
    ),
    "maori_pasifika": (
        ["Wiremu", "Hemi", "Rawiri", "Tamati", "Sione", "Tavita", "Manaia", "Viliami",
         "Pita"],
        ["Aroha", "Mere", "Ngaire", "Moana", "Losa", "Salote", "Mele", "Hine", "Huia"],
        ["Ngata", "Te Rangi", "Parata", "Tuhiwai", "Tapsell", "Fa'amausili", "Tupou",
         "Faleolo", "Taufa", "Vaifale", "Leota", "Te Huia", "Rangihuna"],
    ),
    "french_canadian": (
        ["Jean-Guy", "Réjean", "Gilles", "Normand", "Luc", "André", "Marcel"],
        ["Ginette", "Francine", "Huguette", "Sylvie", "Manon", "Lise", "Diane"],
        ["Tremblay", "Gagnon", "Bouchard", "Côté", "Pelletier", "Lévesque", "Bergeron",
         "Ouellet", "Fortin", "Thibodeau", "Gauthier"],
    ),
    "north_american": (
        ["Robert", "Richard", "Gary", "Donald", "Dale", "Wayne", "Earl", "Dwight",
         "Harold", "Kenneth", "Bruce", "Travis", "Randy", "Curtis"],
        ["Barbara", "Linda", "Donna", "Deborah", "Sharon", "Cheryl", "Peggy", "Betty",
         "Loretta", "Tammy", "Kathleen", "Darlene", "Shirley"],
        ["Miller", "Johnson", "Anderson", "Kowalczyk", "Schultz", "Hoffman", "Larson",
         "Becker", "Weaver", "Dawson", "Whitaker", "Porter", "Hayes", "Brooks",
         "Fischer", "Jackson", "Washington", "Bell"],
    ),
    "jewish_german_dutch": (
        ["Moshe", "Avi", "Jürgen", "Pieter", "Hendrik", "Dieter"],
        ["Miriam", "Rivka", "Ingrid", "Annelies", "Greta", "Hannelore"],
        ["Goldberg", "Rosenthal", "Katz", "Weiss", "van der Berg", "de Vries",
         "Bakker", "Jansen", "Schneider", "Vogel"],
    ),
}

NAME_ORIGINS = sorted(NAMES)

# country -> list of (origin, weight)
ORIGIN_WEIGHTS = {
    "GB": [("english", 30), ("scottish", 6), ("welsh", 4), ("irish", 4), ("indian", 8),
           ("pakistani", 7), ("srilankan", 2), ("chinese", 3), ("west_african", 5),
           ("caribbean", 5), ("east_european", 5), ("south_european", 3),
           ("middle_eastern", 3), ("east_african", 3), ("filipino", 2),
           ("vietnamese", 1), ("jewish_german_dutch", 2)],
    "IE": [("irish", 50), ("english", 6), ("east_european", 8), ("west_african", 4),
           ("indian", 4), ("filipino", 4), ("chinese", 2), ("south_european", 2),
           ("middle_eastern", 2), ("scottish", 2)],
    "AU": [("english", 25), ("scottish", 4), ("irish", 4), ("south_european", 8),
           ("chinese", 7), ("vietnamese", 6), ("indian", 6), ("filipino", 4),
           ("middle_eastern", 4), ("korean_japanese", 3), ("maori_pasifika", 3),
           ("srilankan", 3), ("jewish_german_dutch", 2), ("east_european", 2)],
    "NZ": [("english", 25), ("scottish", 6), ("maori_pasifika", 22), ("chinese", 6),
           ("indian", 6), ("filipino", 3), ("korean_japanese", 3),
           ("jewish_german_dutch", 3), ("south_european", 2), ("irish", 2)],
    "CA": [("north_american", 18), ("french_canadian", 15), ("english", 8),
           ("scottish", 5), ("irish", 4), ("chinese", 8), ("indian", 8),
           ("filipino", 5), ("south_european", 5), ("east_european", 4),
           ("middle_eastern", 4), ("caribbean", 3), ("vietnamese", 2),
           ("korean_japanese", 2)],
    "US": [("north_american", 30), ("hispanic", 18), ("caribbean", 4),
           ("west_african", 3), ("chinese", 5), ("vietnamese", 3),
           ("korean_japanese", 3), ("indian", 5), ("filipino", 4),
           ("south_european", 4), ("east_european", 3), ("jewish_german_dutch", 4),
           ("middle_eastern", 3), ("irish", 4)],
}

# occupations of patients and relatives (PROFESSION spans)
PROFESSIONS = [
    "bus driver", "HGV driver", "lorry driver", "taxi driver", "primary school teacher",
    "secondary school teacher", "airline pilot", "trumpet player", "electrician",
    "dairy farmer", "sheep farmer", "accountant", "staff nurse", "welder",
    "software engineer", "yoga instructor", "carpenter", "librarian", "chef",
    "office cleaner", "solicitor", "plumber", "hairdresser", "postman",
    "forklift operator", "crane operator", "shop assistant", "bricklayer",
    "care assistant", "security guard", "church organist", "civil engineer",
    "dental hygienist", "bookkeeper", "machinist", "fisherman", "joiner",
    "train driver", "delivery driver", "pharmacist", "firefighter",
    "police officer", "social worker", "warehouse operative", "painter and decorator",
    "seamstress", "jeweller", "watchmaker", "dressmaker", "mechanic",
    "panel beater", "real estate agent", "insurance broker", "kitchen porter",
    "bank clerk", "tailor", "scaffolder", "university lecturer", "tree surgeon",
    "school bus driver", "courier", "truck driver", "long-haul truck driver",
    "graphic designer", "architect", "oboist", "saxophone teacher", "glassblower",
    "paramedic", "farm labourer", "shearer", "miner", "ferry deckhand",
]

# countries of birth / travel (COUNTRY spans)
ABROAD = ["Portugal", "Spain", "India", "Pakistan", "Jamaica", "Nigeria", "Greece", "Italy", "Poland",
          "Vietnam", "the Philippines", "Canada", "Ireland", "Australia", "New Zealand", "Cyprus",
          "Bangladesh", "Ghana", "Fiji", "Samoa", "Mexico", "Turkey", "Croatia", "Thailand", "Lebanon",
          "Sri Lanka", "Somalia", "Romania", "Kenya", "Malta", "South Africa", "Hong Kong", "Tonga"]

RELATIONS = ["wife", "husband", "daughter", "son", "granddaughter", "grandson",
             "neighbour", "partner", "sister", "brother", "son-in-law",
             "daughter-in-law", "niece", "nephew", "friend", "carer"]

# building blocks for invented organisation names
ORG_ROOTS = [
    "Tidewater", "Northgate", "Kestrel", "Halden", "Ridgeway", "Larkfield", "Oakmere",
    "Brackenridge", "Coldharbour", "Silverdale", "Ferncliffe", "Harrowgate",
    "Ambleside", "Greystone", "Bellbird", "Wattlebank", "Kauri Point", "Tussock",
    "Fernhill", "Maplecrest", "Cedarbrook", "Prairie Rose", "Stonebridge",
    "Blackwater", "Redfern", "Highmoor", "Lowther", "Merrow", "Thornbury",
    "Westcliff", "Eastmoor", "Sandgate", "Pinecrest", "Riverbend", "Copperleaf",
    "Bluegum", "Ironbark", "Glenmore", "Ardglass", "Corrib", "Slaney", "Mourne",
]

EMPLOYER_KINDS = [
    "Logistics", "Haulage", "Freight", "Buses", "Foods", "Engineering", "Airways",
    "Construction", "Timber Company", "Dairies", "Print Works", "Motors", "Removals",
    "Packaging Ltd", "Precision Ltd", "Building Society", "Credit Union", "Mills",
    "Fisheries", "Quarries", "Plumbing & Heating", "Electrical Ltd", "Couriers",
    "Hotel", "Garden Centre", "Primary School", "High School", "Academy",
    "Community College", "Bakery", "Brewery", "Cabinets",
]

SCHOOLS = ["St Columba's Primary School", "Ridgeway Academy", "Larkfield High School",
           "Holy Family Secondary School", "Oakmere College", "Pinecrest Elementary",
           "Kauri Point School", "Bellbird Public School", "Glenmore Community School"]

CHURCHES = ["St Aidan's Parish Church", "Mount Zion Pentecostal Church",
            "Greystone Methodist Chapel", "St Oran's Church", "Riverbend Gurdwara",
            "Northgate Mosque", "Beth Shalom Synagogue", "Holy Trinity Church Hall"]

SIGHT_CHARITIES = ["Tamar Sight Loss Trust", "Northmoor Blind Welfare Society",
                   "Coastal Vision Support", "Low Vision Friends Network",
                   "Kestrel Sight Support", "Harbour Lights Visual Impairment Group",
                   "Lantern Sight Loss Charity", "Bright Horizons Vision Society"]

INSURERS = {
    "GB": ["Aldgate Health Assurance", "Pennine Medical Cover", "Thamesmead Healthcare Plan"],
    "IE": ["Laune Health", "Shannon Mutual Health", "Corrib Care Insurance"],
    "AU": ["Bluegum Health Fund", "Ironbark Members Health", "Southern Wattle Health"],
    "NZ": ["Kauri Health Cover", "Tussock Mutual Health", "Aoraki Health Plan"],
    "CA": ["Maplecrest Benefits", "Prairie Rose Group Insurance", "Lakehead Mutual"],
    "US": ["Keystone Mutual Health", "Heartland Vision Plan", "Cedarbrook Health Partners",
           "Great Plains Medicare Advantage"],
}
