"""Invented pools of person names, relations, professions for dev270_en.

All names are combined at random; any match with a real person is unintended.
"""

FEMALE = [
    "Margaret", "Patricia", "Linda", "Susan", "Deborah", "Janet", "Carol", "Pauline",
    "Sandra", "Helen", "Gillian", "Maureen", "Irene", "Doreen", "Brenda", "Sheila",
    "Joan", "Eileen", "Valerie", "Christine", "Ann", "Wendy", "Lorraine", "Tracey",
    "Joanne", "Nicola", "Claire", "Emma", "Sophie", "Chloe", "Aisha", "Fatima",
    "Priya", "Anjali", "Sunita", "Harpreet", "Nasreen", "Shabana", "Mei", "Hana",
    "Yuki", "Thi Lan", "Ngoc Anh", "Maria", "Lucia", "Carmen", "Rosa", "Guadalupe",
    "Ana", "Ines", "Joana", "Agnieszka", "Katarzyna", "Magdalena", "Olena", "Irina",
    "Svetlana", "Chioma", "Ngozi", "Adaeze", "Abena", "Akosua", "Wanjiru", "Amina",
    "Leila", "Yasmin", "Noor", "Layla", "Siobhan", "Niamh", "Aoife", "Bronwyn",
    "Kylie", "Narelle", "Tegan", "Sharon", "Dolores", "Eleni", "Despina", "Giulia",
    "Francesca", "Marisol", "Imelda", "Maricel", "Rosalind", "Beverley", "Marcia",
    "Jacqueline", "Monique", "Genevieve", "Sylvie", "Chantal", "Josée", "Aroha",
    "Ruth", "Esther", "Miriam", "Dorothy", "Edna", "Hazel", "Winifred", "Gladys",
    "Mavis", "Kerry-Ann", "Latoya", "Keisha", "Shanice", "Deepa", "Lakshmi",
    "Kavitha", "Meera", "Rukhsana", "Zainab", "Farah", "Ioana", "Zsuzsanna",
    "Elizabeth", "Jennifer", "Barbara", "Theresa", "Colleen", "Bernadette", "Rhiannon",
    "Carys", "Morag", "Isla", "Freya", "Jasmine", "Precious", "Blessing", "Folake",
    "Huong", "Xiaoling", "Soo-jin", "Min-ji", "Adriana", "Paola", "Renata", "Tamsin",
]

MALE = [
    "John", "David", "Michael", "Peter", "Robert", "Stephen", "Paul", "Gary", "Keith",
    "Graham", "Derek", "Trevor", "Malcolm", "Colin", "Brian", "Kevin", "Barry", "Alan",
    "Raymond", "Dennis", "Gordon", "Ian", "Neil", "Wayne", "Darren", "Craig", "Liam",
    "Connor", "Callum", "Rhys", "Owen", "Dylan", "Mohammed", "Imran", "Tariq", "Asif",
    "Rajesh", "Sanjay", "Arjun", "Vikram", "Gurpreet", "Harjit", "Wei", "Jian",
    "Hiroshi", "Kenji", "Minh", "Duc", "Jose", "Luis", "Carlos", "Javier", "Miguel",
    "Joao", "Rui", "Tomasz", "Piotr", "Krzysztof", "Andriy", "Dmitri", "Oleksandr",
    "Chukwuemeka", "Obinna", "Kwame", "Kofi", "Yaw", "Emeka", "Tunde", "Juma", "Omar",
    "Khalid", "Hassan", "Youssef", "Karim", "Seamus", "Padraig", "Declan", "Cormac",
    "Bruce", "Darryl", "Shane", "Brett", "Wiremu", "Nikos", "Giorgos", "Stavros",
    "Marco", "Giovanni", "Salvatore", "Rafael", "Eduardo", "Emmanuel", "Reynaldo",
    "Benedict", "Winston", "Desmond", "Delroy", "Marlon", "Leroy", "Jean-Marc", "Luc",
    "Pierre", "Étienne", "Gaétan", "Rémi", "Aleksander", "Bogdan", "Ferenc", "Istvan",
    "Lars", "Henrik", "Sven", "William", "Anthony", "Christopher", "Thomas", "Richard",
    "Geoffrey", "Clive", "Nigel", "Terence", "Hamish", "Angus", "Euan", "Dafydd",
    "Gareth", "Kieran", "Tyrone", "Abdullahi", "Babajide", "Sipho", "Thanh", "Hyun-woo",
]

SURNAMES = [
    "Ashworth", "Pemberton", "Whitfield", "Haworth", "Blackwood", "Carrick", "Thornton",
    "Fairbairn", "McAllister", "MacLeod", "O'Donnell", "Fitzgerald", "Gallagher",
    "Kavanagh", "Doherty", "Llewellyn", "Pritchard", "Vaughan", "Prosser", "Okafor",
    "Adeyemi", "Okonkwo", "Mensah", "Boateng", "Asante", "Owusu", "Nwosu", "Balogun",
    "Kamau", "Otieno", "Patel", "Sharma", "Chaudhry", "Hussain", "Akhtar", "Begum",
    "Rahman", "Siddiqui", "Gill", "Sandhu", "Dhillon", "Kaur", "Nair", "Menon", "Iyer",
    "Reddy", "Srinivasan", "Chen", "Wang", "Li", "Zhang", "Huang", "Lim", "Tan", "Ng",
    "Wong", "Nguyen", "Tran", "Pham", "Le", "Tanaka", "Sato", "Yamamoto", "Kim", "Park",
    "Choi", "Garcia", "Rodriguez", "Hernandez", "Lopez", "Gonzalez", "Moreno",
    "Castillo", "Vargas", "Ortega", "Silva", "Santos", "Ferreira", "Oliveira", "Costa",
    "Pereira", "Kowalski", "Nowak", "Wisniewski", "Lewandowska", "Zielinski",
    "Kovalenko", "Shevchenko", "Petrov", "Ivanova", "Novak", "Horvath", "Popescu",
    "Dimitriou", "Papadopoulos", "Georgiou", "Russo", "Esposito", "Bianchi", "Romano",
    "Ferrari", "Conti", "Haddad", "Khoury", "Mansour", "Nasser", "Farouk", "El-Amin",
    "Cohen", "Levy", "Friedman", "Schwartz", "Müller", "Schneider", "Becker",
    "Hoffmann", "Jansen", "de Vries", "van der Berg", "Lindqvist", "Johansson",
    "Andersen", "Tremblay", "Gagnon", "Bouchard", "Côté", "Gauthier", "Lavoie",
    "Pelletier", "Bergeron", "Thibodeaux", "Mackenzie", "Campbell", "Robertson",
    "Stewart", "Henderson", "Ferguson", "Armstrong", "Brennan", "Walsh", "Murphy",
    "Sullivan", "Reid", "Clarke", "Hughes", "Edwards", "Turner", "Parker", "Morris",
    "Cooper", "Bennett", "Wood", "Barnes", "Hall", "Wright", "Green", "Baker", "Hill",
    "Rose", "Young", "Banks", "Price", "Marsh", "Lamb", "Fox", "Nash", "Booth",
    "Hargreaves", "Sutcliffe", "Greenhalgh", "Winstanley", "Entwistle", "Fenwick",
    "Waddington", "Coulson", "Dunstan", "Trethewey", "Penrose", "Carvalho", "Mwangi",
    "Adebayo", "Eze", "Ogunleye", "Bhatt", "Joshi", "Desai", "Mehta", "Kapoor",
    "Malhotra", "Qureshi", "Mirza", "Bukhari", "Yousef", "Abdi", "Warsame", "Hussein",
    "Jama", "Tuilagi", "Fonoti", "Taufa", "Walker", "Robinson", "Thompson", "Jackson",
    "White", "Harris", "Martin", "Lewis", "Lee", "Scott", "Adams", "Nelson", "Mitchell",
    "Carter", "Roberts", "Phillips", "Evans", "Collins", "Stevens", "Morgan", "Cook",
    "Bell", "Murray", "Ward", "Cox", "Howard", "Gray", "James", "Watson", "Brooks",
    "Kelly", "Sanders", "Bailey", "Rivera", "Cruz", "Flores", "Reyes", "Ramos",
    "Delgado", "Dela Cruz", "Santiago", "Bautista", "Villanueva", "Mendoza", "Aquino",
    "Okoro", "Achterberg", "Szabo", "Kaczmarek", "Duarte", "Quinlan", "Rafferty",
    "Oyelaran", "Tomlinson", "Bramley", "Hedley", "Ruddock", "Ferreira-Lopes",
]

NICK = {
    "Robert": "Bob", "Margaret": "Peggy", "William": "Bill", "Patricia": "Trish",
    "Michael": "Mick", "Elizabeth": "Liz", "Deborah": "Debbie", "Christopher": "Chris",
    "Anthony": "Tony", "Jennifer": "Jen", "Richard": "Dick", "Thomas": "Tom",
    "Terence": "Terry", "Raymond": "Ray", "Dorothy": "Dot", "Winifred": "Winnie",
    "Theresa": "Tess", "Chukwuemeka": "Emeka", "Aleksander": "Olek", "Krzysztof": "Kris",
    "Oleksandr": "Sasha", "Giovanni": "Gianni", "Salvatore": "Sal", "Francesca": "Frankie",
}

# relation word -> sex of relative ("F", "M", or "X")
RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("partner", "X"),
    ("sister", "F"), ("brother", "M"), ("niece", "F"), ("nephew", "M"),
    ("daughter-in-law", "F"), ("son-in-law", "M"), ("granddaughter", "F"),
    ("grandson", "M"), ("friend", "X"), ("neighbour", "X"), ("carer", "X"), ("mother", "F"),
]

# occupations of patients and relatives (span = occupation only)
PROFESSIONS = [
    "bus driver", "HGV driver", "plasterer", "scaffolder", "bricklayer",
    "warehouse operative", "primary school teacher", "secondary school teacher",
    "hairdresser", "chef", "care assistant", "postman", "postwoman", "refuse collector",
    "farmer", "dairy farmer", "electrician", "plumber", "accountant", "solicitor",
    "software developer", "taxi driver", "firefighter", "police officer", "carpenter",
    "joiner", "forklift driver", "shop assistant", "supermarket cashier", "mechanic",
    "roofer", "landscape gardener", "personal trainer", "dance teacher", "cleaner",
    "office manager", "bank clerk", "librarian", "civil engineer", "miner",
    "fisherman", "sheep shearer", "truck driver", "long-haul trucker", "nurse",
    "dental hygienist", "pharmacist", "paramedic", "welder", "boilermaker",
    "sheet metal worker", "courier", "delivery driver", "baker", "butcher",
    "kitchen porter", "barista", "lecturer", "university professor", "architect",
    "graphic designer", "stonemason", "tiler", "painter and decorator", "gardener",
    "nursery nurse", "school caretaker", "lollipop lady", "security guard",
    "prison officer", "soldier", "army veteran", "merchant seaman", "tram driver",
    "train conductor", "airline pilot", "cabin crew", "golf greenkeeper",
    "veterinary nurse", "social worker", "childminder", "checkout operator",
    "machine operator", "steelworker", "logger", "ranch hand", "real estate agent",
    "insurance broker", "bookkeeper", "church minister", "imam", "musician",
]

# usernames are built from names; these are system/service style suffixes
USER_SUFFIX = ["", "1", "2", "3", "01", "02", "_cns", "_rn", ".nhs", "x"]

WORDNUM_UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
WORDNUM_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                 "seventeen", "eighteen", "nineteen"]
WORDNUM_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
                "eighty", "ninety"]


def age_words(n):
    """Spell an age (1-109) in words, e.g. 67 -> 'sixty-seven'."""
    if n < 10:
        return WORDNUM_UNITS[n]
    if n < 20:
        return WORDNUM_TEENS[n - 10]
    if n < 100:
        t, u = divmod(n, 10)
        return WORDNUM_TENS[t] + ("-" + WORDNUM_UNITS[u] if u else "")
    return "one hundred" + (" and " + age_words(n - 100) if n > 100 else "")
