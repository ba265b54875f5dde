"""Personal-name pools of many origins (dev392_en, author 392).

Each origin: (male first names, female first names, surnames).  Lists only,
so that choices do not depend on hash order.
"""

ORIGINS = {
    "anglo": (
        ["James", "Thomas", "Daniel", "Mark", "Gary", "Stephen", "Craig", "Lee",
         "Wayne", "Graham", "Keith", "Colin", "Nathan", "Jordan", "Kyle", "Harry",
         "Oliver", "Jack", "George", "Dennis", "Roy", "Trevor", "Barry", "Ryan",
         "Tyler", "Brandon", "Cody", "Dale", "Russell", "Wesley", "Will"],
        ["Sarah", "Emma", "Claire", "Joanne", "Tracey", "Kelly", "Gemma", "Chloe",
         "Hannah", "Lauren", "Megan", "Jessica", "Amber", "Brittany", "Kayla",
         "Margaret", "Doreen", "Joan", "Pauline", "Beverley", "Shirley", "Mandy",
         "Hope", "Grace", "Faith", "Rose", "Summer", "Holly", "Tiffany", "Dawn"],
        ["Smith", "Hartley", "Whitworth", "Pickering", "Ashworth", "Bell", "Brown",
         "Young", "Hill", "Wood", "King", "Fletcher", "Marsh", "Cartwright",
         "Ollerenshaw", "Beddows", "Platt", "Hargreaves", "Tolley", "Pennington",
         "Dawson", "Rowbotham", "Sutcliffe", "Yates", "Kimble", "Farrow", "Lister",
         "Mayhew", "Bristow", "Gale", "Winter", "Heywood", "Crabtree", "Staples",
         "Caldwell", "Merritt", "Holloway", "Atwood", "Pruitt", "Whitaker"],
    ),
    "irish": (
        ["Seán", "Ciarán", "Darragh", "Eoin", "Padraig", "Cathal", "Declan",
         "Niall", "Fionn", "Oisín", "Colm", "Donal", "Rory", "Tadhg", "Conor"],
        ["Aoife", "Siobhán", "Niamh", "Caoimhe", "Orla", "Gráinne", "Róisín",
         "Saoirse", "Clodagh", "Deirdre", "Bríd", "Maeve", "Sinéad", "Ailbhe"],
        ["O'Brien", "Breathnach", "McCarthy", "Fitzgerald", "Ó Súilleabháin",
         "Brennan", "Doherty", "Gallagher", "Kavanagh", "Quinlivan", "Mulcahy",
         "Ó Dónaill", "Hegarty", "Moriarty", "Cullinane", "Duggan", "Lynch",
         "MacNamara", "Nolan", "Tierney", "Cronin", "Mac Giolla Phádraig"],
    ),
    "scottish_welsh": (
        ["Alasdair", "Callum", "Euan", "Hamish", "Rhys", "Dafydd", "Gethin",
         "Iwan", "Fraser", "Lachlan", "Gareth", "Owain"],
        ["Morag", "Isla", "Eilidh", "Kirsty", "Rhiannon", "Cerys", "Bethan",
         "Sian", "Catriona", "Ffion", "Mhairi", "Lowri"],
        ["MacLeod", "Mackintosh", "Drummond", "Cruickshank", "Urquhart", "Buchanan",
         "Lamont", "Pryce", "Llewellyn", "ap Rhys", "Bevan", "Gwilliam", "Prothero",
         "Menzies", "Dalgleish"],
    ),
    "south_asian": (
        ["Arjun", "Rahul", "Imran", "Faisal", "Harjit", "Gurpreet", "Sanjay",
         "Vikram", "Mohammed", "Tariq", "Kiran", "Rajesh", "Aman", "Zubair"],
        ["Priya", "Anjali", "Harpreet", "Ayesha", "Nusrat", "Sunita", "Deepa",
         "Farzana", "Meena", "Rukhsana", "Simran", "Shabnam", "Lakshmi", "Kavya"],
        ["Patel", "Sharma", "Kaur", "Sandhu", "Chaudhry", "Begum", "Iqbal",
         "Ramaswamy", "Venkatesan", "Bhattacharya", "Mahmood", "Hussain",
         "Gill", "Ahluwalia", "Raghunathan", "Siddiqui", "Dasgupta", "Nair"],
    ),
    "east_asian": (
        ["Wei", "Jun", "Hao", "Ming", "Kenji", "Hiroshi", "Min-jun", "Ji-hoon",
         "Tuan", "Minh", "Quang", "Kai"],
        ["Mei", "Xiu Ying", "Li Na", "Yuki", "Aiko", "Seo-yeon", "Ji-woo",
         "Thi Lan", "Linh", "Hoa", "Mai", "Jia"],
        ["Chen", "Wong", "Zhang", "Liu", "Tanaka", "Nakamura", "Park", "Kim",
         "Nguyen", "Tran", "Pham", "Le", "Cheung", "Lau", "Huang", "Yamamoto"],
    ),
    "filipino": (
        ["Jomar", "Rommel", "Arnel", "Jericho", "Ramil"],
        ["Maricel", "Rowena", "Jocelyn", "Marites", "Analyn"],
        ["Dela Cruz", "Santos", "Reyes", "Bautista", "Manalo", "Villanueva",
         "Macapagal", "Agbayani"],
    ),
    "west_african": (
        ["Chukwuemeka", "Oluwaseun", "Kwame", "Kofi", "Babatunde", "Emeka",
         "Yaw", "Tunde", "Obinna", "Femi"],
        ["Ngozi", "Chiamaka", "Adwoa", "Abena", "Folasade", "Yetunde", "Ama",
         "Funmilayo", "Chidinma", "Efua"],
        ["Okafor", "Adeyemi", "Mensah", "Boateng", "Okonkwo", "Adebayo",
         "Asante", "Oyelaran", "Nwosu", "Owusu", "Eze", "Oduya"],
    ),
    "east_african": (
        ["Abdirahman", "Mohamed", "Yonas", "Tesfaye", "Abdullahi", "Dawit"],
        ["Hodan", "Amina", "Fadumo", "Selam", "Hawa", "Tigist"],
        ["Warsame", "Abdi", "Haile", "Gebremedhin", "Farah", "Osman", "Tesfamariam"],
    ),
    "arabic": (
        ["Omar", "Yousef", "Khalid", "Ahmad", "Hassan", "Bilal", "Karim"],
        ["Fatima", "Layla", "Noor", "Rania", "Yasmin", "Huda", "Salma"],
        ["Al-Sayed", "Haddad", "Nasser", "Khoury", "Mansour", "El-Amin", "Saleh",
         "Darwish"],
    ),
    "polish_eastern": (
        ["Piotr", "Tomasz", "Krzysztof", "Marek", "Andrei", "Bogdan", "Dmitri",
         "Lukas", "Mihai", "Jakub"],
        ["Agnieszka", "Katarzyna", "Magdalena", "Irina", "Oksana", "Elena",
         "Zuzanna", "Ioana", "Daria"],
        ["Kowalski", "Wójcik", "Nowak", "Zielinski", "Popescu", "Moroz",
         "Jankauskas", "Horvath", "Kovalenko", "Dąbrowski", "Mazur", "Ionescu"],
    ),
    "southern_european": (
        ["Giorgos", "Nikos", "Marco", "Giuseppe", "Antonio", "João", "Luca"],
        ["Eleni", "Despina", "Giulia", "Francesca", "Maria", "Beatriz", "Chiara"],
        ["Papadopoulos", "Georgiou", "Russo", "Esposito", "Ferreira", "Costa",
         "Mavromatis", "Bianchi", "De Luca", "Pereira"],
    ),
    "hispanic": (
        ["José", "Luis", "Carlos", "Miguel", "Jesús", "Alejandro", "Diego",
         "Javier", "Ramón"],
        ["Guadalupe", "María José", "Ana", "Lucía", "Carmen", "Marisol",
         "Yesenia", "Rosa", "Daniela"],
        ["García", "Hernández", "Ramírez", "Morales", "Gutierrez", "Castillo",
         "Ortega", "Delgado", "Villalobos", "Mendoza", "Figueroa"],
    ),
    "maori_pacific": (
        ["Tane", "Wiremu", "Rawiri", "Hemi", "Nikau", "Sione", "Tavita", "Losa",
         "Manaia", "Ioane"],
        ["Aroha", "Mere", "Ngaire", "Kiri", "Hine", "Moana", "Mele", "Sina",
         "Leilani", "Anahera"],
        ["Ngata", "Te Rangi", "Parata", "Walker", "Tuhiwai", "Herewini", "Fa'amausili",
         "Tupou", "Leota", "Taufa", "Rangihuna", "Pomare"],
    ),
    "jewish": (
        ["Avi", "Moshe", "Eli", "Yosef", "Ari"],
        ["Miriam", "Rivka", "Shira", "Tova", "Naomi"],
        ["Rosenberg", "Goldfarb", "Weissman", "Katz", "Levitt", "Adler", "Feldman"],
    ),
    "french": (
        ["Jean-Luc", "Étienne", "Mathieu", "Pierre", "Gaétan", "Luc"],
        ["Geneviève", "Chantal", "Isabelle", "Josée", "Mélanie", "Nathalie"],
        ["Tremblay", "Gagnon", "Bouchard", "Lévesque", "Thibodeau", "Côté",
         "Pelletier", "Ouellet"],
    ),
    "indigenous_na": (
        ["Dakota", "Tyee", "Wapun"],
        ["Winona", "Kaya", "Tala"],
        ["Cardinal", "Bearspaw", "Sinclair", "Two Rivers", "Littlechild", "Redsky"],
    ),
}

# origin mix by country: (origin, weight)
COUNTRY_ORIGINS = {
    "GB": [("anglo", 40), ("scottish_welsh", 10), ("irish", 6), ("south_asian", 14),
           ("west_african", 6), ("east_african", 4), ("polish_eastern", 8),
           ("east_asian", 4), ("arabic", 3), ("southern_european", 3), ("jewish", 2)],
    "IE": [("irish", 55), ("anglo", 14), ("polish_eastern", 12), ("west_african", 5),
           ("filipino", 4), ("south_asian", 5), ("southern_european", 3), ("hispanic", 2)],
    "US": [("anglo", 38), ("hispanic", 18), ("west_african", 8), ("east_asian", 7),
           ("south_asian", 6), ("irish", 5), ("jewish", 4), ("southern_european", 4),
           ("arabic", 3), ("filipino", 3), ("indigenous_na", 2), ("polish_eastern", 2)],
    "CA": [("anglo", 30), ("french", 18), ("south_asian", 12), ("east_asian", 10),
           ("irish", 5), ("indigenous_na", 6), ("filipino", 5), ("southern_european", 5),
           ("arabic", 4), ("polish_eastern", 3), ("west_african", 2)],
    "AU": [("anglo", 40), ("irish", 6), ("southern_european", 10), ("east_asian", 12),
           ("south_asian", 9), ("arabic", 5), ("maori_pacific", 5), ("filipino", 4),
           ("scottish_welsh", 4), ("east_african", 3), ("polish_eastern", 2)],
    "NZ": [("anglo", 38), ("maori_pacific", 26), ("east_asian", 9), ("south_asian", 8),
           ("scottish_welsh", 6), ("irish", 4), ("filipino", 4), ("southern_european", 3),
           ("polish_eastern", 2)],
}

NICKNAMES = {
    "James": "Jim", "Thomas": "Tommy", "Daniel": "Danny", "Stephen": "Steve",
    "Margaret": "Peggy", "Jessica": "Jess", "Alejandro": "Alex", "Oluwaseun": "Seun",
    "Chukwuemeka": "Emeka", "Krzysztof": "Kris", "Babatunde": "Tunde",
    "Catriona": "Cat", "Alasdair": "Ali", "Elizabeth": "Lizzie", "Guadalupe": "Lupe",
    "Giuseppe": "Joe", "Padraig": "Paddy", "Deirdre": "Dee", "Abdirahman": "Abdi",
    "Chiamaka": "Chi", "Rukhsana": "Ruki", "Wiremu": "Bill", "Beverley": "Bev",
    "Dennis": "Den", "Agnieszka": "Aga", "Magdalena": "Magda", "Nathan": "Nate",
}

MIDDLES_M = ["John", "Paul", "Michael", "Anthony", "Lee", "Robert", "Francis", "Ray"]
MIDDLES_F = ["Louise", "Anne", "Marie", "Jane", "Elizabeth", "May", "Lynn", "Rose"]
