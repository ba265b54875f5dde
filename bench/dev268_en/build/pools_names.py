"""Invented person-name pools of varied origins (author 268). Combined at random; any match
with a real person is unintended."""

FEMALE = [
    # English / Irish / Scottish / Welsh
    "Aoife", "Siobhan", "Niamh", "Orla", "Caitriona", "Eilidh", "Morag", "Isla", "Rhiannon", "Cerys",
    "Bethan", "Gwen", "Harriet", "Philippa", "Rosalind", "Imogen", "Tamsin", "Beatrice", "Josephine",
    "Margaret", "Dorothy", "Eleanor", "Winifred", "Gillian", "Lorraine", "Tracey", "Kerry", "Hayley",
    "Chelsea", "Jade", "Paige", "Leanne", "Brooke", "Madison", "Kayla", "Shannon", "Courtney", "Ashlyn",
    "Mackenzie", "Tegan", "Jacinta", "Bronwyn", "Kirsten", "Heather", "Lindsay", "Marcia", "Deborah",
    "Hope", "Rose", "May", "Faith", "Ivy", "Pearl", "Hazel", "Violet", "Daisy", "Poppy",
    # West / East African
    "Adaeze", "Chiamaka", "Ngozi", "Folasade", "Yetunde", "Abena", "Efua", "Akosua", "Wanjiru", "Nyokabi",
    "Achieng", "Zawadi", "Amara", "Ifeoma", "Halima", "Hodan", "Ayaan", "Fadumo",
    # South Asian
    "Priya", "Ananya", "Kavitha", "Lakshmi", "Deepika", "Harpreet", "Manjit", "Simran", "Nusrat",
    "Farzana", "Shabnam", "Ayesha", "Rukhsana", "Thilini", "Nadeesha", "Sunita", "Meera",
    # East / South-East Asian
    "Mei Ling", "Xiaoyu", "Yanling", "Huong", "Thao", "Lan", "Ji-woo", "Seo-yeon", "Min-ji", "Yuki",
    "Haruka", "Aiko", "Maricel", "Rowena", "Jocelyn", "Analyn", "Siti", "Nurul",
    # European
    "Agnieszka", "Katarzyna", "Malgorzata", "Zofia", "Ilona", "Irina", "Oksana", "Svetlana", "Ludmila",
    "Giulia", "Chiara", "Francesca", "Lucia", "Carmela", "Despina", "Eleni", "Katerina", "Ioanna",
    "Ines", "Beatriz", "Marisol", "Guadalupe", "Ximena", "Paola", "Renata", "Anneliese", "Brigitte",
    "Ingrid", "Sigrid", "Maartje", "Liesbeth", "Sanne", "Amelie", "Genevieve", "Josee", "Manon",
    "Solange", "Chantal",
    # Middle Eastern
    "Layla", "Rania", "Nour", "Yasmin", "Maryam", "Shirin", "Parisa", "Leila", "Dalia", "Hana",
    # Maori / Pacific / Indigenous-inspired
    "Aroha", "Mere", "Ngaire", "Moana", "Losana", "Mele", "Talia", "Kiri",
]

MALE = [
    "Callum", "Eoin", "Padraig", "Cormac", "Ruairi", "Fergus", "Angus", "Hamish", "Rhys", "Gareth",
    "Dafydd", "Owain", "Rupert", "Giles", "Barnaby", "Crispin", "Alastair", "Desmond", "Reginald",
    "Clive", "Nigel", "Trevor", "Darren", "Wayne", "Shane", "Kieran", "Jordan", "Tyler", "Brandon",
    "Dylan", "Cody", "Travis", "Dustin", "Bradley", "Lachlan", "Hayden", "Jarrod", "Brodie", "Mitchell",
    "Warren", "Graham", "Stuart", "Duncan", "Russell", "Glenn", "Neville", "Wesley", "Terrence",
    "Will", "Jack", "Rusty", "Bill", "Sonny", "Mack",
    "Chukwuemeka", "Obinna", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Kwabena", "Tendai",
    "Tafadzwa", "Jabari", "Baraka", "Abdirahman", "Mohamed", "Abdullahi", "Yusuf", "Tesfaye", "Dawit",
    "Rajesh", "Arjun", "Vikram", "Sanjeev", "Gurpreet", "Harjit", "Mandeep", "Imran", "Tariq", "Faisal",
    "Kamal", "Nimal", "Chaminda", "Pradeep", "Suresh", "Anand",
    "Wei", "Jun", "Hao", "Zhiwei", "Minh", "Quang", "Tuan", "Duc", "Min-jun", "Seung-ho", "Hyun-woo",
    "Kenji", "Takeshi", "Hiroshi", "Ramil", "Jericho", "Rodel", "Arnel", "Budi", "Agus",
    "Tomasz", "Piotr", "Krzysztof", "Grzegorz", "Mateusz", "Dmitri", "Sergei", "Bogdan", "Vasyl",
    "Marco", "Giuseppe", "Salvatore", "Luca", "Stavros", "Nikos", "Yiannis", "Dimitrios", "Joao",
    "Rui", "Alejandro", "Joaquin", "Mateo", "Santiago", "Esteban", "Lars", "Henrik", "Sven", "Pieter",
    "Joost", "Maarten", "Jean-Luc", "Mathieu", "Etienne", "Guillaume", "Remi", "Sylvain",
    "Omar", "Karim", "Khalil", "Samir", "Hassan", "Reza", "Dariush", "Amir", "Tarek",
    "Wiremu", "Tane", "Rangi", "Sione", "Tevita", "Manu", "Koa",
]

NEUTRAL = ["Alex", "Sam", "Jordan", "Robin", "Casey", "Morgan", "Riley", "Jesse", "Ashley", "Quinn",
           "Ari", "Kai", "Noor", "Sasha", "Eden"]

SURNAMES = [
    # British Isles
    "Brennan", "Ni Bhriain", "O'Donoghue", "McAllister", "MacLeod", "Fairbairn", "Cruickshank",
    "Urquhart", "Pryce", "Llewellyn", "Prosser", "Ashdown", "Pennington", "Whitlock", "Cartwright",
    "Fothergill", "Hebblethwaite", "Thistlewood", "Blackmore", "Holloway", "Kettering", "Marchbank",
    "Ravensworth", "Tulloch", "Gilchrist", "Quennell", "Dunmore", "Hatherley", "Staveley", "Oddie",
    "Birtwistle", "Greenhalgh", "Ackroyd", "Bramwell", "Colclough", "Fenwick", "Harcourt", "Lazenby",
    "Mottram", "Nuttall", "Rowntree", "Sowerby", "Tindall", "Wardle", "Yardley", "Hollis", "Turner",
    "Baker", "Fletcher", "Mason", "Carter", "Walker", "Hunter", "Bishop", "Shepherd", "Parsons",
    # North American / Australian
    "Kowalczyk", "Van der Berg", "Delacroix", "Tremblay", "Gagnon", "Bouchard", "Lefebvre", "Pelletier",
    "Thibodeaux", "Boudreau", "Ouellette", "Fontaine", "Laframboise", "Whitehorse", "Littlechild",
    "Redcloud", "Blackwater", "Two Rivers", "Winterbourne", "McGillivray", "Galbraith", "Stirling",
    # African
    "Okafor", "Nwachukwu", "Eze", "Adebayo", "Ogunleye", "Oyelaran", "Mensah", "Boateng", "Asante",
    "Owusu", "Agyeman", "Kamau", "Mwangi", "Otieno", "Achola", "Moyo", "Chikwanha", "Dlamini",
    "Ndlovu", "Warsame", "Farah", "Hirsi", "Abdi", "Haile", "Gebremedhin", "Tadesse",
    # South Asian
    "Ramanathan", "Subramaniam", "Venkatesh", "Chaudhry", "Siddiqui", "Qureshi", "Malhotra", "Bhatia",
    "Sandhu", "Grewal", "Dhillon", "Gill", "Rahman", "Chowdhury", "Begum", "Perera", "Jayasuriya",
    "Wickramasinghe", "Fernando", "Nair", "Menon", "Pillai", "Iyer", "Deshpande", "Kulkarni",
    # East / South-East Asian
    "Chen", "Liang", "Zhou", "Xu", "Huang", "Lim", "Tan", "Ong", "Nguyen", "Tran", "Pham", "Vo",
    "Huynh", "Park", "Choi", "Kang", "Yoon", "Takahashi", "Matsuda", "Nakamura", "Fujiwara",
    "Dela Cruz", "Santos", "Bautista", "Reyes", "Macapagal", "Villanueva", "Wijaya", "Hartono",
    # European
    "Nowak", "Wisniewski", "Zielinski", "Kaminska", "Lewandowski", "Petrenko", "Kovalenko", "Shevchuk",
    "Ivanova", "Sokolov", "Rossi", "Esposito", "Bianchi", "Romano", "Conti", "De Luca", "Papadopoulos",
    "Georgiou", "Konstantinidis", "Alexiou", "Pereira", "Carvalho", "Gomes", "Fernandes", "Ortega",
    "Castillo", "Morales", "Herrera", "Guerrero", "Mendoza", "Villalobos", "Schneider", "Hoffmann",
    "Bergstrom", "Lindqvist", "Johansson", "Vermeulen", "De Vries", "Janssens", "Mertens", "Lambert",
    # Middle Eastern
    "Haddad", "Khoury", "Nassar", "Saleh", "Mansour", "Aziz", "Rahimi", "Hosseini", "Karimi",
    "Tehrani", "Al-Amin", "El-Sayed", "Yilmaz", "Demir", "Ozturk",
    # Maori / Pacific
    "Ngata", "Te Rangi", "Parata", "Tuhiwai", "Fifita", "Taufa", "Leota", "Fonoti", "Havili",
]

TITLES_F = ["Ms", "Mrs", "Miss"]
TITLES_M = ["Mr"]
TITLES_X = ["Mx"]

RELATIONS_ADULT = [
    ("wife", "F"), ("husband", "M"), ("partner", "F"), ("partner", "M"), ("daughter", "F"),
    ("son", "M"), ("sister", "F"), ("brother", "M"), ("mother", "F"), ("father", "M"),
    ("niece", "F"), ("nephew", "M"), ("friend", "F"), ("friend", "M"), ("neighbour", "F"),
    ("carer", "F"), ("flatmate", "M"), ("fiancee", "F"), ("stepdaughter", "F"), ("son-in-law", "M"),
]
RELATIONS_CHILD = [
    ("mother", "F"), ("father", "M"), ("stepmother", "F"), ("stepfather", "M"), ("grandmother", "F"),
    ("grandfather", "M"), ("foster carer", "F"), ("aunt", "F"), ("older sister", "F"),
    ("older brother", "M"), ("guardian", "F"), ("kinship carer", "M"),
]
