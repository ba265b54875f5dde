"""Invented person-name pools of mixed origins (author 280). Any match with a real person is unintended."""

FEMALE = [
    # English / Welsh / Scottish / Irish
    "Abigail", "Aoife", "Bethan", "Caitlin", "Ciara", "Deirdre", "Eilidh", "Eleanor", "Ffion", "Gemma",
    "Gráinne", "Harriet", "Imogen", "Isla", "Joanne", "Kerry", "Lorna", "Maeve", "Megan", "Niamh",
    "Orla", "Philippa", "Rhiannon", "Róisín", "Saoirse", "Shona", "Siobhan", "Tamsin", "Una", "Vicky",
    "Zoe", "Hayley", "Leanne", "Bronwyn", "Kirsty", "Fiona", "Alison", "Lydia", "Rosalind", "Clodagh",
    # names that are also words
    "Hope", "Grace", "Rose", "Iris", "Joy", "Faith", "May", "Amber", "Summer", "Holly", "Ivy", "Dawn",
    # South Asian
    "Priya", "Anjali", "Harpreet", "Kavya", "Nasreen", "Shabnam", "Deepa", "Meera", "Farzana", "Rukhsana",
    "Sunita", "Ishita", "Tahmina", "Simran", "Lakshmi",
    # East / South-East Asian
    "Mei", "Xiaoling", "Yuki", "Haruka", "Minji", "Seo-yeon", "Thi Lan", "Ngoc Anh", "Maricel", "Rowena",
    "Jasmine", "Lin", "Hana", "Ayumi", "Kim-Ly",
    # African / Caribbean
    "Adaeze", "Chiamaka", "Ngozi", "Abena", "Akosua", "Efua", "Folasade", "Yetunde", "Halima", "Amina",
    "Nokuthula", "Thandiwe", "Wanjiru", "Zainab", "Marcia",
    # Middle Eastern / North African
    "Layla", "Yasmin", "Nour", "Rania", "Dalia", "Samira", "Leila", "Mariam", "Hiba", "Salma",
    # European
    "Agnieszka", "Katarzyna", "Zuzana", "Ivana", "Ioana", "Elif", "Sofia", "Giulia", "Chiara", "Ana",
    "Inês", "Margarida", "Lucía", "Carmen", "Marta", "Elena", "Anneke", "Ingrid", "Sigrid", "Liesl",
    "Katya", "Oksana", "Despina", "Eleni", "Magdalena", "Hélène", "Geneviève", "Émilie", "Chantal", "Noémie",
    # Pacific / other
    "Mere", "Aroha", "Losana", "Teuila", "Kalani", "Dakota", "Shiloh", "Aiyana", "Tayla", "Brooke",
    "Madison", "Kayla", "Shanice", "Tanisha", "Keisha", "Alexis", "Courtney", "Brianna", "Destiny", "Savannah",
]

MALE = [
    "Aidan", "Alasdair", "Callum", "Cathal", "Ciarán", "Declan", "Dafydd", "Eamon", "Euan", "Fergus",
    "Gareth", "Hamish", "Iwan", "Jamie", "Kieran", "Lachlan", "Niall", "Oisín", "Padraig", "Rhys",
    "Ruairi", "Seamus", "Tadhg", "Torin", "Wyn", "Stuart", "Graham", "Nigel", "Clive", "Trevor",
    # names that are also words
    "Frank", "Will", "Mark", "Bill", "Rob", "Drew", "Jack", "Pat", "Chase", "Hunter",
    # South Asian
    "Arjun", "Rohan", "Sanjay", "Imran", "Kamran", "Harjit", "Gurpreet", "Vikram", "Faisal", "Tariq",
    "Anand", "Rajesh", "Sandeep", "Naveed", "Zubair",
    # East / South-East Asian
    "Wei", "Jun", "Hiroshi", "Kenta", "Min-jun", "Ji-ho", "Duc", "Minh", "Jericho", "Rodel",
    "Tao", "Kai", "Bao", "Takumi", "Quang",
    # African / Caribbean
    "Chukwuemeka", "Obinna", "Kwame", "Kofi", "Yaw", "Tunde", "Babatunde", "Abdirahman", "Mohamed", "Sipho",
    "Thabo", "Jabari", "Kelechi", "Desmond", "Winston",
    # Middle Eastern / North African
    "Omar", "Karim", "Yusuf", "Hassan", "Ali", "Bilal", "Samir", "Nabil", "Tarek", "Rami",
    # European
    "Piotr", "Tomasz", "Marek", "Andrei", "Bogdan", "Emre", "Luca", "Matteo", "João", "Tiago",
    "Diego", "Javier", "Sergio", "Stefan", "Lukas", "Henrik", "Lars", "Dmitri", "Yannis", "Nikos",
    "Étienne", "Mathieu", "Jean-Luc", "François", "Rémi", "Benoît", "Guillaume", "Antoine", "Olivier", "Yves",
    # Pacific / other / North American
    "Tane", "Wiremu", "Sione", "Mikaere", "Koa", "Dakota", "Cody", "Tyler", "Brandon", "Travis",
    "DeShawn", "Marcus", "Jamal", "Terrell", "Dwayne", "Colton", "Garrett", "Wyatt", "Beau", "Reid",
]

SURNAMES = [
    # English / Scottish / Welsh / Irish
    "Ashworth", "Blackwood", "Brennan", "Cassidy", "Davies", "Dunleavy", "Fairbairn", "Fitzgerald", "Gallagher", "Griffiths",
    "Hargreaves", "Holloway", "Jenkins", "Kavanagh", "Lockhart", "MacAulay", "McAllister", "McGonigle", "Moran", "Mulcahy",
    "Nolan", "O'Brien", "O'Donovan", "Ó Súilleabháin", "Pryce", "Quigley", "Rafferty", "Sheridan", "Thornton", "Trevelyan",
    "Wainwright", "Whitlock", "Yardley", "Pemberton", "Crossley", "Ogden", "Threlfall", "Beddoes", "Llewellyn", "Vaughan",
    "MacLeod", "Drummond", "Kilbride", "Farquhar", "Ni Bhriain", "de Búrca", "Coughlan", "Hennessy", "Tierney", "Keogh",
    # occupational / word surnames
    "Baker", "Mason", "Fisher", "Marsh", "Brooks", "Hall", "Wood", "Glover", "Shepherd", "Turner",
    "Fletcher", "Cooper", "Fowler", "Sawyer", "Gardner",
    # South Asian
    "Patel", "Sharma", "Chaudhry", "Bhattacharya", "Iyer", "Menon", "Sandhu", "Gill", "Rahman", "Hussain",
    "Qureshi", "Begum", "Siddiqui", "Nair", "Kapoor", "Reddy", "Chatterjee", "Dhillon", "Malik", "Akhtar",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Le", "Wong", "Chen", "Zhao", "Liu", "Huang", "Tanaka",
    "Watanabe", "Sato", "Kim", "Park", "Choi", "Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva",
    # African / Caribbean
    "Okafor", "Okonkwo", "Adeyemi", "Adebayo", "Mensah", "Asante", "Owusu", "Boateng", "Nwosu", "Eze",
    "Abdi", "Warsame", "Mohamud", "Dlamini", "Ndlovu", "Mwangi", "Otieno", "Campbell-Brown", "Grant", "Thompson-Reid",
    # Middle Eastern / North African
    "Haddad", "Khoury", "Mansour", "Nasser", "Saleh", "Al-Amin", "Farouk", "Rahimi", "Karimi", "Tehrani",
    "Benali", "El-Sayed", "Aziz", "Darwish", "Yousef",
    # European
    "Kowalski", "Nowak", "Wiśniewska", "Zielinski", "Novák", "Horvat", "Popescu", "Ionescu", "Yilmaz", "Demir",
    "Rossi", "Esposito", "Ferrari", "Costa", "Ferreira", "Oliveira", "García", "Fernández", "Martínez", "Moreno",
    "Van der Berg", "De Vries", "Jansen", "Lindqvist", "Johansson", "Eriksen", "Müller", "Schneider", "Petrov", "Ivanova",
    "Papadopoulos", "Georgiou", "Tremblay", "Gagnon", "Bouchard", "Lévesque", "Côté", "Pelletier", "Bélanger", "Gauthier",
    # Pacific / Indigenous-style / North American
    "Te Rangi", "Ngata", "Tuilagi", "Faleolo", "Fonoti", "Whitehorse", "Redcloud", "Littlechild", "Bearpaw", "Cardinal",
    "Washington", "Jefferson", "Coleman", "Brooks-Harmon", "Delgado", "Castillo", "Mendoza", "Alvarado", "Ochoa", "Villarreal",
    "Kowalczyk", "Sørensen", "Halvorsen", "Kaur", "Singh", "Joshi", "O'Halloran", "McCready", "Mackenzie", "Lindsay",
]

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

NICKNAMES = {
    "Abigail": "Abi", "Philippa": "Pip", "Eleanor": "Ellie", "Katarzyna": "Kasia", "Agnieszka": "Aga",
    "Gurpreet": "Gary", "Chukwuemeka": "Emeka", "Babatunde": "Tunde", "Alasdair": "Ali", "Padraig": "Paddy",
    "Seamus": "Shay", "Magdalena": "Magda", "Rosalind": "Ros", "Elizabeth": "Liz", "Alexis": "Lexi",
    "Oksana": "Ksenia", "Vikram": "Vik", "Harpreet": "Harpy", "Guillaume": "Will", "Benoît": "Ben",
}

# usernames: built from names at run time; these are suffix styles
USERNAME_STYLES = ["{f}{l}", "{f}.{l}", "{l}{f1}", "{f1}{l}{n}", "{l}_{f1}", "{f}{n}", "{l}{n}"]

PORTAL_HANDLES = [
    "mswarrior", "spoonie", "bluebelle", "runnergirl", "dadof3", "nightowl", "cyclops", "wobblylegs",
    "tealtiger", "coffeeqn", "ramblerman", "hillwalker", "bookworm", "gardenfairy", "scooterqueen", "fenwatcher",
]
