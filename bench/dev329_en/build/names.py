"""Hand-written name pools for dev329_en (invented combinations, many origins).

Each origin: female first names, male first names, surnames.  No library lists.
"""

from core import Person, pick, wpick, chance

ORIGINS = {
    "english": (
        ["Hannah", "Charlotte", "Gemma", "Rebecca", "Lucy", "Joanne", "Karen", "Dawn", "Tracey",
         "Margaret", "Edith", "Doreen", "Beryl", "Pauline", "Sophie", "Amelia", "Harriet",
         "Jessica", "Leanne", "Kirsty", "Maureen", "Sandra", "Phoebe", "Imogen", "Winifred",
         "Marjorie", "Hazel", "Lorraine", "Bethany", "Elsie"],
        ["Daniel", "Thomas", "Stephen", "Graham", "Keith", "Trevor", "Derek", "Barry", "Nigel",
         "Oliver", "Harry", "Jack", "George", "Callum", "Liam", "Ryan", "Wayne", "Craig",
         "Dennis", "Arthur", "Reginald", "Stanley", "Toby", "Clive", "Malcolm", "Roy", "Alfie",
         "Gordon", "Neville", "Rupert"],
        ["Ashworth", "Pemberton", "Hollis", "Fairclough", "Thwaite", "Marsden", "Colbeck",
         "Dunmore", "Hartley", "Rowntree", "Whitlock", "Brindley", "Eastwood", "Goodall",
         "Kershaw", "Lockwood", "Mottram", "Nuttall", "Oakes", "Pickering", "Radcliffe",
         "Sandiford", "Tattersall", "Underhill", "Vickers", "Wardle", "Yardley", "Birtwistle",
         "Crabtree", "Entwistle", "Higginbottom", "Ormerod", "Stansfield", "Cowgill",
         "Blenkinsop", "Ackroyd", "Fothergill", "Greenhalgh", "Mellor", "Quayle"],
    ),
    "irish": (
        ["Aoife", "Siobhan", "Niamh", "Caoimhe", "Orla", "Sinead", "Grainne", "Roisin", "Maeve",
         "Deirdre", "Clodagh", "Eimear", "Ciara", "Aisling", "Brid", "Nuala", "Treasa", "Sorcha"],
        ["Cathal", "Donal", "Eoin", "Padraig", "Ciaran", "Fionn", "Tadhg", "Colm", "Diarmuid",
         "Seamus", "Declan", "Oisin", "Ruairi", "Cormac", "Proinsias", "Fergal", "Darragh"],
        ["Brennan", "Cullinane", "Donnelly", "Fitzgerald", "Hegarty", "Kavanagh", "Lynch",
         "McNamara", "Moriarty", "O'Callaghan", "O'Shaughnessy", "Quinlan", "Scanlon",
         "Tierney", "Whelan", "Mulcahy", "Geraghty", "Cassidy", "Flanagan", "Breslin",
         "Coughlan", "Dineen", "Egan", "O'Driscoll", "McGuinness", "Ní Bhriain", "Cronin",
         "Houlihan", "Brosnan", "Keohane"],
    ),
    "celtic": (
        ["Morag", "Eilidh", "Catriona", "Isla", "Rhiannon", "Cerys", "Angharad", "Ffion",
         "Seren", "Mairi", "Kirsteen", "Bethan", "Lowri", "Ishbel"],
        ["Hamish", "Fraser", "Angus", "Ewan", "Gregor", "Rhys", "Dafydd", "Gethin", "Iwan",
         "Emyr", "Lachlan", "Alasdair", "Hywel", "Struan"],
        ["MacLeod", "Drummond", "Urquhart", "Gillespie", "Menzies", "Lamont", "Buchanan",
         "Sinclair", "Llewellyn", "Pritchard", "Prosser", "Vaughan", "Griffiths", "Bevan",
         "Howells", "Rees-Jenkins", "MacAskill", "Ogilvie", "Cadwaladr", "Tudor-Price"],
    ),
    "easteuro": (
        ["Agnieszka", "Katarzyna", "Małgorzata", "Zofia", "Oksana", "Olena", "Ioana", "Elena",
         "Milena", "Dorota", "Irina", "Natalia", "Jadwiga", "Ludmila"],
        ["Krzysztof", "Tomasz", "Piotr", "Wojciech", "Bogdan", "Andrii", "Mihai", "Dmitri",
         "Jakub", "Marek", "Vasyl", "Radu", "Zbigniew", "Ostap"],
        ["Kowalczyk", "Nowak", "Kaczmarek", "Wróbel", "Pawlak", "Zając", "Sikora", "Popescu",
         "Ionescu", "Bondarenko", "Shevchuk", "Tkachenko", "Horvat", "Novak", "Petrov",
         "Marinescu", "Grabowski", "Jankowiak", "Melnyk", "Dumitrescu"],
    ),
    "southasian": (
        ["Priya", "Anjali", "Sunita", "Kavita", "Farzana", "Nasreen", "Shabnam", "Ayesha",
         "Lakshmi", "Meera", "Deepa", "Harpreet", "Gurpreet", "Rukhsana", "Tahmina", "Shilpa",
         "Nirmala", "Rehana"],
        ["Rajesh", "Sanjay", "Arjun", "Imran", "Tariq", "Bilal", "Harjit", "Gurdeep", "Vikram",
         "Anil", "Faisal", "Rizwan", "Suresh", "Kamal", "Mahmud", "Jaswinder", "Naveen",
         "Abdul Karim"],
        ["Patel", "Sharma", "Chaudhry", "Iqbal", "Hussain", "Sandhu", "Gill", "Bhatt", "Nair",
         "Menon", "Rahman", "Uddin", "Qureshi", "Malik", "Kapoor", "Joshi", "Reddy",
         "Choudhury", "Siddiqui", "Dhillon", "Banerjee", "Mistry", "Khatun", "Parmar"],
    ),
    "chinese": (
        ["Mei Ling", "Xiaoling", "Yan", "Hui Min", "Li Na", "Wing Yee", "Siew Lan", "Jia Hui",
         "Qian", "Ying", "Shu Fen", "Pui Kwan"],
        ["Wei Jie", "Jun Hao", "Zhiwei", "Kai Ming", "Chun Kit", "Hao", "Jian", "Wing Kei",
         "Yong", "Bo", "Kok Leong", "Tian"],
        ["Chen", "Wong", "Lim", "Tan", "Ng", "Lau", "Cheung", "Zhao", "Liu", "Huang", "Goh",
         "Teo", "Leung", "Tsang", "Koh", "Yeo", "Chua", "Fung"],
    ),
    "seasian": (
        ["Thi Lan", "Huong", "Mai", "Thuy", "Ngoc Anh", "Maricel", "Rowena", "Jocelyn",
         "Analyn", "Cherry", "Lourdes", "Ji-woo", "Seo-yeon", "Min-ji", "Yuki", "Haruka", "Aiko"],
        ["Van Minh", "Quang", "Duc", "Tuan", "Hieu", "Rodel", "Jerome", "Ramon", "Arnel",
         "Efren", "Min-jun", "Seung-ho", "Hiroshi", "Kenji", "Takeshi", "Daisuke"],
        ["Nguyen", "Tran", "Pham", "Vo", "Dang", "Bui", "Huynh", "Dela Cruz", "Bautista",
         "Villanueva", "Manalo", "Soriano", "Mercado", "Pascual", "Dimaculangan", "Macaraeg",
         "Kim", "Park", "Choi", "Jeong", "Yamamoto", "Nakamura", "Watanabe", "Fujita"],
    ),
    "westafrican": (
        ["Chiamaka", "Ngozi", "Adaeze", "Folake", "Yetunde", "Abena", "Akosua", "Efua",
         "Funmilayo", "Ifeoma", "Blessing", "Temitope", "Ama", "Oluwakemi"],
        ["Chukwuemeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Emeka", "Obinna",
         "Tunde", "Segun", "Kwabena", "Ikenna", "Femi", "Kojo"],
        ["Okafor", "Adeyemi", "Okonkwo", "Mensah", "Asante", "Boateng", "Oyelaran",
         "Nwachukwu", "Eze", "Adebayo", "Owusu", "Agyeman", "Olatunji", "Ogunleye", "Ibekwe",
         "Amankwah", "Onyeama", "Bankole"],
    ),
    "eastafrican": (
        ["Hodan", "Faduma", "Ayan", "Sahra", "Amina", "Wanjiru", "Achieng", "Hiwot", "Nasra"],
        ["Abdirahman", "Abdullahi", "Hassan", "Kamau", "Otieno", "Tesfaye", "Liban", "Dawit",
         "Mustafe"],
        ["Warsame", "Farah", "Abdi", "Jama", "Hirsi", "Mwangi", "Odhiambo", "Kiprono", "Haile",
         "Gebremariam", "Nuur", "Wekesa"],
    ),
    "arabic": (
        ["Layla", "Noor", "Mariam", "Rania", "Huda", "Salma", "Yasmin", "Zainab", "Elif",
         "Zeynep", "Ayşe", "Emine"],
        ["Omar", "Khalid", "Yusuf", "Karim", "Samir", "Tarek", "Hamza", "Nabil", "Mehmet",
         "Emre", "Burak", "Kemal"],
        ["Haddad", "Khoury", "Al-Masri", "Nassar", "Saleh", "Darwish", "Mansour", "Aziz",
         "Hamdan", "Shalabi", "Yılmaz", "Demir", "Aydın", "Öztürk", "Kaya", "Şahin", "Çelik",
         "Arslan"],
    ),
    "mediterranean": (
        ["Eleni", "Despina", "Katerina", "Giulia", "Francesca", "Rosaria", "Chiara",
         "Antonella", "Lucía", "Guadalupe", "Marisol", "Carmen", "Rosa", "Fernanda", "Beatriz",
         "Ximena", "Ana Paula"],
        ["Giorgos", "Nikos", "Stavros", "Giuseppe", "Salvatore", "Marco", "Luca", "Vincenzo",
         "Alejandro", "Jorge", "Luis", "Rafael", "Joaquim", "Tiago", "Mateo", "Rodrigo",
         "Javier"],
        ["Papadopoulos", "Georgiou", "Christodoulou", "Kyriakou", "Esposito", "Romano",
         "Bianchi", "Lombardi", "Ferraro", "Greco", "Rinaldi", "Costa", "Hernández", "García",
         "Ramírez", "Morales", "Castillo", "Guerrero", "Ortega", "Silva", "Pereira", "Carvalho",
         "Fonseca", "Medeiros", "Quintero"],
    ),
    "pacific": (
        ["Aroha", "Moana", "Hana", "Kiri", "Mereana", "Losa", "Sina", "Mele", "Talia",
         "Ngaire", "Anahera", "Salote"],
        ["Tama", "Wiremu", "Rawiri", "Hemi", "Manaia", "Sione", "Tevita", "Iosefa", "Viliami",
         "Nikau", "Tipene", "Mikaere"],
        ["Ngata", "Parata", "Tawhiri", "Te Rangi", "Horomona", "Kereama", "Faleolo",
         "Tuilagi", "Fonoti", "Taufa", "Vaipulu", "Latu", "Mahe", "Aperahama", "Te Whata",
         "Rangitaawa"],
    ),
    "southafrican": (
        ["Annelie", "Marietjie", "Elsabe", "Riana", "Lize", "Sanet", "Nomvula", "Thandeka",
         "Lindiwe", "Zanele", "Nokuthula", "Ayanda", "Siphokazi"],
        ["Pieter", "Johan", "Hendrik", "Jaco", "Wouter", "Gerrit", "Sipho", "Themba", "Mandla",
         "Lwazi", "Bongani", "Thabo", "Xolani"],
        ["van der Merwe", "Botha", "Pretorius", "du Plessis", "Venter", "Steyn", "Coetzee",
         "Joubert", "de Vries", "Visser", "Kruger", "Dlamini", "Nkosi", "Mthembu", "Ndlovu",
         "Khumalo", "Zungu", "Mahlangu", "Mkhize", "Ntuli", "Sithole", "Gqola", "Ngcobo"],
    ),
    "malaytamil": (
        ["Nur Aisyah", "Siti Rahmah", "Farhana", "Kavitha", "Revathi", "Nurul Huda",
         "Shalini", "Aminah"],
        ["Muhammad Hafiz", "Ahmad Faizal", "Rizal", "Saravanan", "Murugan", "Arumugam",
         "Iskandar", "Ganesh"],
        ["Ismail", "Rahim", "Osman", "Jaafar", "Subramaniam", "Pillai", "Krishnan", "Raju",
         "Selvam", "Hashim", "Yusof"],
    ),
    "caribbean": (
        ["Shanice", "Tanisha", "Marcia", "Claudette", "Jasmine", "Simone", "Paulette",
         "Hyacinth"],
        ["Delroy", "Winston", "Marlon", "Leroy", "Courtney", "Desmond", "Errol", "Clement"],
        ["Thompson-Reid", "McKenzie", "Grant", "Bryan", "Forbes", "Samuels", "Lindo",
         "Beckford", "Gayle", "Powell", "Ellington", "Bailey-Walsh"],
    ),
    "american": (
        ["Brittany", "Ashley", "Kayla", "Megan", "Tiffany", "Courtney", "Heather", "Amber",
         "Dolores", "Gladys", "Bonnie", "Peggy", "Destiny", "Shawna", "LaToya", "Jolene"],
        ["Tyler", "Cody", "Brandon", "Dustin", "Travis", "Kyle", "Chad", "Earl", "Dwayne",
         "Clifford", "Wendell", "Garrett", "DeShawn", "Jamal", "Buddy", "Lyle"],
        ["Whitaker", "Holloway", "Kowalski", "Lindqvist", "Brannigan", "Stroud", "McAllister",
         "Dunleavy", "Hargrove", "Pruitt", "Bauer", "Schroeder", "Lindgren", "Halvorsen",
         "Eckert", "Voss", "Washington-Hale", "Mabry", "Tolliver", "Culpepper", "Birdsong",
         "Yoder"],
    ),
    "frenchcanadian": (
        ["Geneviève", "Chantal", "Sylvie", "Josée", "Mélanie", "Isabelle", "Nathalie",
         "Marie-Ève"],
        ["Jean-François", "Mathieu", "Étienne", "Luc", "Sébastien", "Benoît", "Réjean",
         "Pierre-Luc"],
        ["Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Bergeron", "Fortin",
         "Gauthier", "Leblanc", "Thibodeau", "Ouellet", "Desrochers"],
    ),
}

COUNTRY_ORIGINS = {
    "UK": [("english", 30), ("celtic", 8), ("irish", 4), ("southasian", 12), ("easteuro", 7),
           ("westafrican", 6), ("caribbean", 6), ("chinese", 3), ("arabic", 4),
           ("eastafrican", 4), ("mediterranean", 3), ("seasian", 2)],
    "IE": [("irish", 45), ("english", 6), ("easteuro", 10), ("westafrican", 5),
           ("southasian", 5), ("seasian", 4), ("mediterranean", 3), ("arabic", 2),
           ("chinese", 2), ("celtic", 2)],
    "US": [("american", 30), ("english", 6), ("mediterranean", 14), ("westafrican", 4),
           ("caribbean", 6), ("chinese", 5), ("seasian", 7), ("southasian", 5),
           ("easteuro", 4), ("irish", 4), ("arabic", 3), ("eastafrican", 3)],
    "CA": [("english", 14), ("frenchcanadian", 16), ("american", 8), ("chinese", 10),
           ("southasian", 12), ("seasian", 6), ("easteuro", 6), ("caribbean", 4),
           ("mediterranean", 5), ("irish", 4), ("arabic", 4), ("eastafrican", 3)],
    "AU": [("english", 26), ("celtic", 4), ("irish", 6), ("chinese", 10), ("seasian", 8),
           ("mediterranean", 10), ("southasian", 8), ("pacific", 4), ("arabic", 4),
           ("easteuro", 4)],
    "NZ": [("english", 24), ("pacific", 26), ("celtic", 5), ("irish", 4), ("chinese", 8),
           ("southasian", 7), ("seasian", 5), ("southafrican", 3), ("easteuro", 2)],
    "ZA": [("southafrican", 60), ("english", 10), ("southasian", 10), ("mediterranean", 4),
           ("westafrican", 4), ("eastafrican", 3)],
    "SG": [("chinese", 50), ("malaytamil", 30), ("southasian", 6), ("seasian", 6),
           ("english", 4)],
}

MIDDLES_F = ["Anne", "Louise", "Marie", "Jane", "Rose", "Elizabeth", "Grace", "Joy", "May",
             "Claire", "Nicole", "Lynn"]
MIDDLES_M = ["James", "John", "Paul", "Michael", "Lee", "Edward", "Francis", "Thomas",
             "Anthony", "Ray", "David", "Joseph"]

NICKS = {
    "Rebecca": "Becky", "Thomas": "Tommy", "Margaret": "Peggy", "Daniel": "Danny",
    "Stephen": "Steve", "Charlotte": "Lottie", "Jessica": "Jess", "Harriet": "Hattie",
    "Reginald": "Reggie", "Stanley": "Stan", "Winifred": "Winnie", "Elizabeth": "Liz",
    "Dolores": "Lola", "Clifford": "Cliff", "Alejandro": "Alex", "Giuseppe": "Beppe",
    "Katarzyna": "Kasia", "Małgorzata": "Gosia", "Padraig": "Paddy", "Proinsias": "Francie",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Babatunde": "Tunde", "Oluwakemi": "Kemi",
    "Temitope": "Tope", "Funmilayo": "Funmi", "Wiremu": "Wiri", "Alasdair": "Ali",
    "Muhammad Hafiz": "Hafiz", "Jean-François": "J-F", "Marjorie": "Madge",
    "Bethany": "Beth", "Abdirahman": "Abdi", "Nokuthula": "Nox", "Hendrik": "Henk",
    "Brandon": "Bran", "Courtney": "Court", "Lachlan": "Lachie", "Gethin": "Geth",
}

TITLES_F = ["Mrs", "Ms", "Miss", "Ms"]
TITLES_M = ["Mr"]


def make_person(rng, country, sex=None, origin=None, title_dot=False):
    if origin is None:
        origin = wpick(rng, COUNTRY_ORIGINS[country])
    fem, mal, sur = ORIGINS[origin]
    if sex is None:
        sex = "F" if rng.random() < 0.52 else "M"
    first = pick(rng, fem if sex == "F" else mal)
    last = pick(rng, sur)
    middle = ""
    if chance(rng, 0.35):
        middle = pick(rng, MIDDLES_F if sex == "F" else MIDDLES_M)
    title = pick(rng, TITLES_F if sex == "F" else TITLES_M)
    if title_dot:
        title += "."
    nick = NICKS.get(first, "")
    return Person(first, last, sex, middle=middle, title=title, nick=nick)


def relative_of(rng, country, pt, rel_sex=None, same_surname=0.7):
    """A relative who usually shares the patient's surname."""
    p = make_person(rng, country, sex=rel_sex, title_dot=(country in ("US", "CA")))
    if chance(rng, same_surname):
        p.last = pt.last
    return p
