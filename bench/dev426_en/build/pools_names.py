"""Person-name pools of many origins, written for this set. Several names are
ordinary English words on purpose (Hope, Grace, Bill, Ward, Bell, Frost ...)."""

FIRST_M = [
    # English / Scottish / Irish / Welsh
    "John", "David", "Michael", "Peter", "Gareth", "Rhys", "Dylan", "Owen", "Callum", "Fraser",
    "Hamish", "Angus", "Seamus", "Padraig", "Cian", "Declan", "Eoin", "Ciaran", "Niall", "Ronan",
    "Graham", "Trevor", "Clive", "Nigel", "Keith", "Derek", "Barry", "Colin", "Malcolm", "Stuart",
    "Harold", "Albert", "Wilfred", "Norman", "Cyril", "Dennis", "Leonard", "Arthur", "Stanley", "Reginald",
    # word-like given names
    "Bill", "Frank", "Will", "Mark", "Guy", "Jack", "Sonny", "Rusty", "Dale", "Cliff",
    "Glen", "Wade", "Chase", "Hunter", "Miles", "Royal", "Rich", "Grant", "Earl", "Sterling",
    # US / Canadian / Australian
    "Tyler", "Brandon", "Cody", "Dustin", "Travis", "Garrett", "Brett", "Shane", "Darren", "Lachlan",
    "Bryce", "Kyle", "Trent", "Dwayne", "Jerome", "Tyrone", "Marcus", "DeShawn", "Andre", "Lamar",
    # Polish / Ukrainian / Russian / Romanian / Baltic
    "Krzysztof", "Tomasz", "Piotr", "Wojciech", "Mariusz", "Bogdan", "Oleksandr", "Taras", "Dmitri", "Sergei",
    "Andrei", "Mihai", "Florin", "Vasile", "Jonas", "Arturs",
    # West African
    "Chukwuemeka", "Obinna", "Emeka", "Oluwaseun", "Babatunde", "Adebayo", "Kwame", "Kofi", "Yaw", "Kwabena",
    "Ibrahim", "Musa", "Tunde", "Chidi",
    # East African / Somali / Ethiopian
    "Abdirahman", "Mohamed", "Abdullahi", "Tesfaye", "Dawit", "Juma", "Baraka",
    # South Asian
    "Rajesh", "Sanjay", "Vikram", "Arjun", "Harpreet", "Gurpreet", "Manjit", "Imran", "Tariq", "Faisal",
    "Asif", "Rafiq", "Shahid", "Anil", "Suresh", "Dinesh", "Pradeep", "Ravi", "Nikhil", "Kamal",
    # East / South-East Asian
    "Wei", "Jun", "Hao", "Chen", "Minh", "Duc", "Tuan", "Hiroshi", "Kenji", "Takeshi",
    "Min-jun", "Jae-won", "Sung-ho", "Jose", "Ramon", "Rodel", "Arnel", "Somchai", "Thanh",
    # Arabic / Turkish / Persian / Kurdish
    "Ahmed", "Khalid", "Omar", "Yusuf", "Hassan", "Karim", "Mehmet", "Emre", "Murat", "Reza",
    "Dariush", "Farhad", "Azad",
    # Southern European / Latin American
    "Giuseppe", "Marco", "Luca", "Salvatore", "Joao", "Rui", "Paulo", "Diego", "Alejandro", "Javier",
    "Carlos", "Luis", "Miguel", "Rafael", "Dimitrios", "Nikos", "Yannis",
    # Maori / Pacific
    "Wiremu", "Tane", "Rawiri", "Hemi", "Manaia", "Sione", "Tevita", "Losa", "Iosefa", "Mikaele",
    # Jewish / Dutch / German / Nordic
    "Avraham", "Moshe", "Eli", "Pieter", "Joost", "Dieter", "Klaus", "Lars", "Soren", "Magnus",
    # Caribbean
    "Delroy", "Winston", "Clifton", "Desmond", "Errol",
]

FIRST_F = [
    "Margaret", "Patricia", "Susan", "Elaine", "Brenda", "Jean", "Doreen", "Irene", "Edna", "Gladys",
    "Sheila", "Maureen", "Pauline", "Linda", "Karen", "Gillian", "Fiona", "Morag", "Eilidh", "Siobhan",
    "Aoife", "Niamh", "Orla", "Saoirse", "Roisin", "Caoimhe", "Bronwen", "Carys", "Ffion", "Sian",
    # word-like given names
    "Hope", "Grace", "Faith", "Joy", "Rose", "May", "June", "April", "Summer", "Autumn",
    "Ivy", "Holly", "Dawn", "Crystal", "Ruby", "Pearl", "Amber", "Honey", "Precious", "Blessing",
    "Charity", "Patience", "Mercy", "Constance", "Violet", "Olive", "Hazel", "Iris", "Daisy", "Poppy",
    # US / Canadian / Australian
    "Tammy", "Brittany", "Kayla", "Courtney", "Shania", "Latoya", "Keisha", "Shanice", "Tiffany", "Brooke",
    "Kylie", "Shannon", "Chelsea", "Madison", "Kendra",
    # Polish / Ukrainian / Russian / Romanian
    "Agnieszka", "Katarzyna", "Malgorzata", "Ewa", "Zofia", "Olena", "Oksana", "Natalia", "Svetlana", "Ioana",
    "Elena", "Mihaela", "Daina",
    # West / East African
    "Ngozi", "Chiamaka", "Adaeze", "Folake", "Funmilayo", "Abena", "Akosua", "Efua", "Ama", "Yetunde",
    "Amina", "Fatuma", "Hodan", "Ayaan", "Hibo", "Tigist", "Meseret", "Wanjiru", "Achieng",
    # South Asian
    "Priya", "Sunita", "Anjali", "Lakshmi", "Meera", "Kavita", "Harjit", "Jaspreet", "Parveen", "Nasreen",
    "Shabnam", "Farzana", "Rukhsana", "Bushra", "Divya", "Nirmala", "Sushila",
    # East / South-East Asian
    "Mei", "Xiu", "Ling", "Yan", "Lan", "Thi", "Hoa", "Yuki", "Keiko", "Haruka",
    "Ji-woo", "Seo-yeon", "Min-ji", "Maricel", "Rowena", "Lorna", "Jocelyn", "Marites", "Siriporn",
    # Arabic / Turkish / Persian
    "Fatima", "Aisha", "Layla", "Noor", "Samira", "Zeynep", "Elif", "Ayse", "Shirin", "Parisa", "Leila",
    # Southern European / Latin American
    "Giulia", "Francesca", "Rosaria", "Concetta", "Maria", "Ana", "Lucia", "Carmen", "Guadalupe", "Ximena",
    "Paula", "Ines", "Conceicao", "Eleni", "Despina",
    # Maori / Pacific
    "Aroha", "Mere", "Ngaire", "Hine", "Kiri", "Moana", "Losana", "Seini", "Mele", "Ana-Lisa",
    # Jewish / Dutch / German / Nordic
    "Miriam", "Rivka", "Esther", "Anouk", "Sanne", "Ingrid", "Astrid", "Birgit", "Liesel", "Greta",
    # Caribbean
    "Marcia", "Beverley", "Claudette", "Hyacinth", "Merline",
]

SURNAMES = [
    # English / Scottish / Welsh / Irish
    "Smith", "Jones", "Williams", "Taylor", "Davies", "Evans", "Thomas", "Roberts", "Hughes", "Lewis",
    "Morgan", "Griffiths", "Pritchard", "Llewellyn", "MacLeod", "McKenzie", "Fraser", "Campbell", "Murray", "Stewart",
    "Ferguson", "Buchanan", "Gallagher", "O'Sullivan", "O'Neill", "Murphy", "Kelly", "Byrne", "Doherty", "Fitzgerald",
    "McCarthy", "Quinlan", "Brennan", "Nolan", "Kavanagh", "Whelan", "Hennessy", "Clancy", "Moriarty", "Dunne",
    # ordinary words and place-like surnames (hard cases)
    "Ward", "Bell", "Wood", "Hill", "Brown", "Green", "Black", "White", "Young", "Long",
    "Short", "Sharp", "Fox", "Swan", "Day", "Baker", "Cook", "Mason", "Marsh", "Moss",
    "Stone", "Rivers", "Banks", "Lamb", "Bird", "Frost", "Snow", "Winter", "Walker", "Waters",
    "Fields", "Head", "Blood", "Payne", "Hope", "Love", "Nurse", "Gentle", "Lincoln", "London",
    "Kent", "York", "Chester", "Hull", "Derby", "Bath", "Wells", "Richmond", "Sterling", "Banner",
    # US / Canada
    "Johnson", "Miller", "Anderson", "Jackson", "Thompson", "Harris", "Robinson", "Washington", "Jefferson", "Coleman",
    "Tremblay", "Gagnon", "Bouchard", "Cote", "Pelletier", "Lavoie", "Fontaine",
    # Polish / Ukrainian / Russian / Romanian / Baltic
    "Kowalski", "Nowak", "Wisniewski", "Wojcik", "Lewandowska", "Zielinski", "Kaminska", "Shevchenko", "Bondarenko", "Kovalenko",
    "Ivanova", "Petrov", "Smirnov", "Popescu", "Ionescu", "Dumitru", "Kazlauskas", "Ozols",
    # West / East African
    "Okafor", "Okonkwo", "Adeyemi", "Adebayo", "Oyelaran", "Nwosu", "Eze", "Mensah", "Asante", "Owusu",
    "Boateng", "Agyeman", "Danso", "Abubakar", "Bello", "Warsame", "Farah", "Hersi", "Tesfaye", "Girma",
    "Kamau", "Otieno", "Mwangi", "Banda", "Phiri",
    # South Asian
    "Patel", "Shah", "Sharma", "Gupta", "Singh", "Kaur", "Sandhu", "Dhillon", "Gill", "Khan",
    "Hussain", "Ahmed", "Rahman", "Chowdhury", "Begum", "Iqbal", "Malik", "Qureshi", "Nair", "Pillai",
    "Menon", "Reddy", "Rao", "Iyer", "Krishnan", "Perera", "Fernando", "Jayasuriya", "D'Souza", "Fernandes",
    # East / South-East Asian
    "Wang", "Li", "Zhang", "Liu", "Chen", "Huang", "Zhao", "Wu", "Lau", "Chan",
    "Nguyen", "Tran", "Pham", "Le", "Vo", "Tanaka", "Sato", "Watanabe", "Yamamoto", "Kim",
    "Park", "Choi", "Lee", "Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Mendoza", "Suzuki",
    # Arabic / Turkish / Persian / Kurdish
    "Al-Sayed", "Haddad", "Nasser", "Khalil", "Mansour", "Saleh", "Yilmaz", "Demir", "Kaya", "Ozturk",
    "Hosseini", "Karimi", "Rahimi", "Tehrani", "Barzani",
    # Southern European / Latin American
    "Rossi", "Russo", "Esposito", "Bianchi", "Romano", "Marchetti", "Ferreira", "Pereira", "Silva", "Costa",
    "Oliveira", "Garcia", "Martinez", "Rodriguez", "Hernandez", "Lopez", "Gonzalez", "Morales", "Papadopoulos", "Georgiou",
    # Maori / Pacific
    "Ngata", "Tamihana", "Parata", "Te Whare", "Horomona", "Tuilagi", "Fonoti", "Taufa", "Vaipulu", "Faleolo",
    # Jewish / Dutch / German / Nordic
    "Cohen", "Levy", "Friedman", "Goldberg", "de Vries", "van der Berg", "Janssen", "Schmidt", "Muller", "Becker",
    "Lindqvist", "Andersson", "Hansen", "Larsen", "Johansson",
    # Caribbean
    "Campbell-Brown", "Forbes", "Grant", "Clarke", "Facey", "McFarlane", "Gayle", "Beckford",
]

NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Pat", "Susan": "Sue", "Michael": "Mick", "Robert": "Bob",
    "William": "Billy", "Elizabeth": "Liz", "Reginald": "Reg", "Wilfred": "Wilf", "Leonard": "Len",
    "Stanley": "Stan", "Harold": "Harry", "Krzysztof": "Chris", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
    "Babatunde": "Tunde", "Gillian": "Gill", "Maureen": "Mo", "Doreen": "Dot", "Dennis": "Den",
    "Giuseppe": "Joe", "Oleksandr": "Sasha", "Dimitrios": "Jim", "Avraham": "Avi", "Constance": "Connie",
    "Frank": "Frankie", "Rajesh": "Raj", "Abdirahman": "Abdi", "Funmilayo": "Funmi", "Tevita": "Vita",
}

# for usernames like "okaforp" or "p.okafor2"
def ascii_fold(s):
    table = str.maketrans({"'": "", "-": "", " ": ""})
    return s.translate(table).lower()
