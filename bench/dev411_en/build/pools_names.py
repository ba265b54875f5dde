"""Person-name pools of many origins (ASCII spellings only). Several entries are
also ordinary English words (Hope, Grace, Will, Mark, Baker, Green, Ward, Day...)."""

FIRST_F = [
    # English / Celtic
    "Margaret", "Joan", "Eileen", "Siobhan", "Niamh", "Aoife", "Caitriona", "Orla", "Bronagh",
    "Morag", "Isla", "Eilidh", "Rhiannon", "Cerys", "Sian", "Gwen", "Brenda", "Doreen", "Irene",
    "Pauline", "Tracey", "Kerry", "Shona", "Fiona", "Deirdre", "Mairead", "Sinead", "Gladys",
    "Beryl", "Elsie", "Winifred", "Agnes", "Mavis",
    # word-like
    "Hope", "Grace", "Joy", "Faith", "Dawn", "Rose", "Holly", "Ivy", "April", "May", "June",
    "Summer", "Amber", "Ruby", "Pearl", "Crystal", "Sky", "Autumn", "Robin", "Heather", "Iris",
    "Violet", "Hazel", "Olive", "Patience", "Precious", "Blessing", "Charity", "Sunny",
    # South Asian
    "Priya", "Anjali", "Sunita", "Harpreet", "Gurpreet", "Nasreen", "Farzana", "Lakshmi",
    "Deepa", "Kavitha", "Shabana", "Rukhsana", "Meera", "Pooja", "Nirmala",
    # East / South-East Asian
    "Mei", "Xiaoling", "Yan", "Hyun-joo", "Ji-woo", "Yuki", "Haruka", "Thi Lan", "Ngoc Anh",
    "Maricel", "Rowena", "Jocelyn", "Analyn", "Siew Ling",
    # African
    "Adaeze", "Chiamaka", "Ngozi", "Funmilayo", "Abena", "Akosua", "Ama", "Wanjiru", "Nyambura",
    "Fadumo", "Hodan", "Thandiwe", "Nomvula", "Zodwa", "Esi",
    # Arabic / Persian / Turkish
    "Fatima", "Aisha", "Layla", "Mariam", "Noor", "Zahra", "Shirin", "Elif", "Ayse", "Yasmin",
    # European
    "Agnieszka", "Katarzyna", "Malgorzata", "Ewa", "Zofia", "Ioana", "Elena", "Giulia",
    "Francesca", "Sofia", "Ines", "Marta", "Anneke", "Ingrid", "Astrid", "Dimitra", "Eleni",
    # Maori / Pacific
    "Aroha", "Mere", "Ngaire", "Hinewai", "Moana", "Losa", "Seini", "Mele", "Salote",
    # Hispanic / other
    "Guadalupe", "Marisol", "Yolanda", "Carmen", "Lucia", "Ximena", "Rivka", "Miriam", "Tova",
    "Oksana", "Svetlana", "Nadia",
]

FIRST_M = [
    "William", "Thomas", "Kenneth", "Derek", "Malcolm", "Gordon", "Alistair", "Hamish", "Angus",
    "Seamus", "Padraig", "Cathal", "Donal", "Eoin", "Ciaran", "Dafydd", "Rhys", "Gareth",
    "Trevor", "Clive", "Norman", "Stanley", "Cyril", "Leonard", "Reginald", "Wayne", "Craig",
    "Darren", "Barry", "Colin", "Keith", "Graham", "Nigel", "Desmond",
    # word-like
    "Mark", "Bill", "Frank", "Will", "Pat", "Ray", "Rich", "Victor", "Guy", "Jack", "Drew",
    "Chase", "Hunter", "River", "Gene", "Art", "Rusty", "Sonny", "Earl", "Duke", "Bud", "Royal",
    "Major", "Sterling", "Miles", "Lance", "Dean", "Glen", "Cliff", "Dale", "Heath", "Wade",
    # South Asian
    "Rajesh", "Sanjay", "Arjun", "Vikram", "Harjit", "Mohinder", "Imran", "Tariq", "Asif",
    "Rakesh", "Suresh", "Anand", "Kamal", "Naveen", "Pradeep",
    # East / South-East Asian
    "Wei", "Jian", "Hao", "Min-jun", "Seung-ho", "Hiroshi", "Kenji", "Duc Anh", "Van Minh",
    "Rodel", "Jericho", "Ariel", "Boon Keng",
    # African
    "Chukwuemeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Kwabena", "Tendai",
    "Tinashe", "Abdirahman", "Mohamed", "Sipho", "Themba", "Jomo", "Emeka",
    # Arabic / Persian / Turkish
    "Omar", "Khalid", "Youssef", "Hassan", "Karim", "Reza", "Dariush", "Mehmet", "Emre", "Bilal",
    # European
    "Piotr", "Tomasz", "Krzysztof", "Andrzej", "Mateusz", "Bogdan", "Luca", "Giovanni", "Marco",
    "Joao", "Tiago", "Lars", "Henrik", "Jurgen", "Stavros", "Nikos", "Pieter",
    # Maori / Pacific
    "Wiremu", "Rawiri", "Tane", "Hemi", "Manaia", "Sione", "Tevita", "Viliami", "Iosefa",
    # Hispanic / other
    "Alejandro", "Jose", "Miguel", "Rafael", "Diego", "Yosef", "Avi", "Dmitri", "Oleksandr",
]

SURNAMES = [
    # English / Celtic
    "Thompson", "Whitfield", "Ashworth", "Hargreaves", "Pickering", "Entwistle", "Crowther",
    "Sutcliffe", "Holroyd", "Ackroyd", "Murphy", "O'Sullivan", "O'Brien", "McCarthy", "Fitzgerald",
    "Ni Bhriain", "Mac Giolla", "Doherty", "Gallagher", "Kavanagh", "McAllister", "MacLeod",
    "Fraser", "Robertson", "Campbell", "Sinclair", "Drummond", "Jones", "Griffiths", "Llewellyn",
    "Pritchard", "Vaughan", "Evans", "Morgan", "Pugh", "Blackwood", "Fairweather", "Harrington",
    "Pemberton", "Winterbottom", "Smith-Jones", "Lloyd-Davies",
    # word-like
    "Baker", "Cook", "Mason", "Hill", "Wood", "Stone", "Bishop", "Shepherd", "Brown", "Green",
    "White", "Black", "Fox", "Swan", "Bell", "Moss", "Marsh", "Rice", "Chase", "Little", "Young",
    "Long", "Hall", "King", "Church", "Street", "Ward", "Day", "Hope", "Gentle", "Sharp", "Lamb",
    "Wolf", "Frost", "Snow", "Winter", "Lane", "Field", "Banks", "Brook", "Rivers", "Noble",
    "Price", "Cross", "Page", "Power", "Cash", "Joy", "Parsons", "Carpenter", "Fisher", "Hunter",
    "Sparrow", "Rose", "Bacon", "Butcher", "Salt", "Pepper", "Mann", "Strong", "Friend", "Virtue",
    # South Asian
    "Patel", "Sharma", "Gupta", "Singh", "Kaur", "Sandhu", "Dhillon", "Chaudhry", "Hussain",
    "Rahman", "Begum", "Iyer", "Nair", "Menon", "Reddy", "Krishnan", "Mukherjee", "Bhattacharya",
    "Perera", "Fernando", "Jayasuriya",
    # East / South-East Asian
    "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Lim", "Tan", "Ng", "Wong", "Kim", "Park",
    "Choi", "Nakamura", "Tanaka", "Sato", "Nguyen", "Tran", "Pham", "Le", "Santos", "Reyes",
    "Dela Cruz", "Bautista", "Villanueva",
    # African
    "Okafor", "Okonkwo", "Adeyemi", "Oyelaran", "Nwosu", "Eze", "Mensah", "Asante", "Owusu",
    "Boateng", "Osei", "Kamau", "Otieno", "Mwangi", "Ochieng", "Abdi", "Warsame", "Hassan",
    "Dlamini", "Ndlovu", "Moyo", "Chikwanha",
    # Arabic / Persian / Turkish
    "Haddad", "Khoury", "Al-Sayed", "El-Amin", "Farouk", "Mansour", "Karimi", "Tehrani",
    "Yilmaz", "Demir", "Ozturk",
    # European
    "Kowalski", "Nowak", "Wisniewska", "Zielinski", "Lewandowski", "Popescu", "Ionescu", "Rossi",
    "Bianchi", "Esposito", "Ferreira", "Oliveira", "da Silva", "Jansen", "de Vries", "van der Berg",
    "Lindqvist", "Eriksen", "Muller", "Schneider", "Papadopoulos", "Georgiou",
    # Maori / Pacific
    "Ngata", "Tamihana", "Te Whare", "Parata", "Rangi", "Tuhoe-Smith", "Fonoti", "Tupou",
    "Faleolo", "Vaifale", "Taufa",
    # Hispanic / other
    "Garcia", "Hernandez", "Lopez", "Gonzalez", "Ramirez", "Morales", "Cohen", "Levi",
    "Goldberg", "Petrov", "Shevchenko", "Ivanova",
]

# nicknames used for patients/relatives in dialogue-like text
NICK = {
    "William": "Bill", "Margaret": "Peggy", "Thomas": "Tom", "Kenneth": "Ken",
    "Leonard": "Len", "Reginald": "Reg", "Winifred": "Winnie", "Stanley": "Stan",
    "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
    "Alejandro": "Alex", "Dmitri": "Dima", "Agnieszka": "Aga", "Giovanni": "Gianni",
}

# login-name patterns use these separators / suffixes
USER_SUFFIX = ["", "1", "2", "3", "01", "02", "7", "_ipc", ".adm", "99"]
