"""Invented name pools for dev162_en (many origins).

Lists are tuples so that iteration order is fixed.
"""

FIRST_F = (
    # anglo / general
    "Margaret", "Dorothy", "Eileen", "Patricia", "Linda", "Brenda", "Sharon", "Judith", "Janet",
    "Carol", "Deborah", "Pamela", "Wendy", "Gillian", "Maureen", "Hazel", "Shirley", "Beverley",
    "Tracey", "Kerry", "Lorraine", "Amanda", "Heather", "Megan", "Kayleigh", "Chloe", "Abigail",
    "Rebecca", "Joanne", "Katrina", "Stacey", "Tamsin", "Rosalind", "Harriet", "Imogen",
    # african american / caribbean
    "Latoya", "Shanice", "Tamika", "Keisha", "Ebony", "Imani", "Jasmine", "Monique", "Yolanda",
    "Charmaine", "Marcia", "Paulette", "Hyacinth", "Claudette", "Sonia", "Beulah", "Ernestine",
    # hispanic / latin american
    "Guadalupe", "Maricela", "Yesenia", "Rosario", "Araceli", "Lourdes", "Marisol", "Consuelo",
    "Esperanza", "Ximena", "Itzel", "Dolores", "Graciela", "Beatriz", "Leticia",
    # west / east african
    "Adaeze", "Ngozi", "Chiamaka", "Folasade", "Abena", "Akosua", "Efua", "Wanjiru", "Amina",
    "Halima", "Fadumo", "Hodan", "Zainab", "Nneka", "Ifeoma",
    # south asian
    "Priya", "Sunita", "Harpreet", "Manjit", "Parveen", "Nasreen", "Shabana", "Rukhsana",
    "Lakshmi", "Kavita", "Anjali", "Deepika", "Farzana", "Shahida", "Gurpreet",
    # east / south-east asian
    "Mei", "Xiu", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Thuy", "Lan", "Ngoc", "Mai", "Rosalinda",
    "Maricel", "Imelda", "Jocelyn", "Lin",
    # middle east / north africa
    "Fatima", "Layla", "Samira", "Yasmin", "Nour", "Rania", "Huda", "Souad", "Leila",
    # european
    "Agnieszka", "Katarzyna", "Małgorzata", "Ewa", "Irina", "Svetlana", "Olena", "Bogdana",
    "Ioana", "Eleni", "Despina", "Giulia", "Francesca", "Rosaria", "Conceição", "Fernanda",
    "Ingrid", "Siobhan", "Aoife", "Niamh", "Mairead", "Fiona", "Morag", "Eilidh", "Bronwen",
    "Cerys", "Rhiannon", "Zofia", "Hélène", "Mireille",
)

FIRST_M = (
    "Harold", "Kenneth", "Raymond", "Gerald", "Dennis", "Terence", "Clive", "Nigel", "Malcolm",
    "Graham", "Keith", "Barry", "Trevor", "Roy", "Stanley", "Leonard", "Wayne", "Darren",
    "Gareth", "Craig", "Lee", "Dean", "Russell", "Stuart", "Colin", "Derek", "Glenn", "Howard",
    "Curtis", "Everett", "Clarence", "Otis", "Cornelius", "Jerome", "Darnell", "Tyrone", "Marcus",
    "Reginald", "Winston", "Delroy", "Errol", "Lloyd", "Desmond", "Leroy", "Cedric", "Alvin",
    "Jesús", "Alejandro", "Guillermo", "Rigoberto", "Ezequiel", "Arturo", "Héctor", "Ramiro",
    "Joaquín", "Efraín", "Humberto", "Ignacio", "Rodrigo", "Santiago", "Mateo",
    "Chinedu", "Emeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Yaw", "Tendai", "Mandla",
    "Abdirahman", "Mohamed", "Abdullahi", "Ibrahim", "Musa", "Tunde",
    "Rajesh", "Sanjay", "Amarjit", "Balwinder", "Tariq", "Imran", "Zubair", "Mohinder",
    "Venkatesh", "Arjun", "Rohan", "Anil", "Kamal", "Iqbal", "Shahid",
    "Wei", "Jian", "Hiroshi", "Takeshi", "Min-jun", "Dong-hyun", "Thanh", "Minh", "Quang",
    "Rodel", "Ernesto", "Danilo", "Reynaldo", "Jun",
    "Ahmad", "Khalid", "Omar", "Youssef", "Karim", "Nabil", "Samir", "Hassan",
    "Tomasz", "Krzysztof", "Piotr", "Wojciech", "Dmitri", "Sergei", "Andriy", "Bogdan",
    "Constantin", "Nikos", "Stavros", "Giuseppe", "Salvatore", "Vittorio", "João", "Rui",
    "Lars", "Seamus", "Padraig", "Eoin", "Ciaran", "Hamish", "Angus", "Dafydd", "Rhys",
    "Gwilym", "Mehmet", "Emre",
)

SURNAMES = (
    # anglo / welsh / scottish / irish
    "Ashworth", "Braithwaite", "Cartwright", "Dunmore", "Fenwick", "Gatling", "Hollings",
    "Ingleby", "Kettleby", "Lockridge", "Marchbank", "Netherton", "Oakes", "Pemberton",
    "Quarmby", "Rowntree", "Sutcliffe", "Thistlewood", "Underhill", "Varley", "Whitworth",
    "Yardley", "Bramwell", "Calloway", "Dewhurst", "Entwistle", "Fairbairn", "Greenhalgh",
    "Hartigan", "Jowett", "Kitching", "Lumsden", "Mossop", "Nuttall", "Ormerod", "Pickles",
    "Rigby", "Scholes", "Tattersall", "Wadsworth", "Gwynne", "Prothero", "Llewellyn",
    "Pritchard", "Vaughan-Jones", "MacInnes", "Drummond", "McCracken", "Gilchrist", "Lennox",
    "Buchanan", "O'Dowd", "McGlinchey", "Brannigan", "Kavanagh", "Donnelly", "Furlong",
    "Shortall", "Mulqueen",
    # american general
    "Whitaker", "Holloway", "Pruitt", "Tillman", "Bledsoe", "Crenshaw", "Dorsey", "Epps",
    "Fountain", "Gaines", "Hairston", "Ivory", "Jeffries", "Kimbrough", "Lattimore", "Mayfield",
    "Northcutt", "Overby", "Peoples", "Ragland", "Spratling", "Toliver", "Upshaw", "Varnado",
    "Womack", "Yancey", "Batiste", "Broussard", "Thibodeaux", "Fontenot", "Hebert",
    # hispanic
    "Aguilar", "Barraza", "Cervantes", "Delgadillo", "Escobedo", "Figueroa", "Galindo",
    "Hinojosa", "Ibarra", "Jaramillo", "Lozano", "Maldonado", "Navarrete", "Orozco", "Pacheco",
    "Quintanilla", "Rentería", "Saldívar", "Tapia", "Valdez", "Zamora", "Arredondo", "Benavides",
    "Cisneros", "Espinoza", "Villalobos", "Montoya", "Peña",
    # african
    "Okonkwo", "Adeyemi", "Oyelaran", "Nwachukwu", "Eze", "Chukwuma", "Afolabi", "Mensah",
    "Asante", "Boateng", "Owusu", "Kamau", "Njoroge", "Otieno", "Mutasa", "Dlamini", "Ndlovu",
    "Warsame", "Farah", "Abdi", "Hassan-Ali", "Diallo", "Traoré", "Keita",
    # caribbean
    "Braithwaite-Lewis", "McFarlane", "Grant-Henry", "Thwaites", "Ferguson", "Blackwood",
    "Campbell-Reid", "Tulloch",
    # south asian
    "Chaudhry", "Bhattacharya", "Ramakrishnan", "Sandhu", "Dhillon", "Grewal", "Malhotra",
    "Venkataraman", "Qureshi", "Siddiqui", "Rahman", "Begum", "Hussain", "Iyer", "Nair",
    "Pillai", "Kapoor", "Bhatti", "Mirza", "Chowdhury", "Patil", "Deshpande", "Raval",
    # east / south-east asian
    "Nguyen", "Tran", "Pham", "Huynh", "Vo", "Zhang", "Liu", "Huang", "Zhou", "Takahashi",
    "Watanabe", "Kobayashi", "Yamamoto", "Park", "Choi", "Jeong", "Kang", "Santos", "Dela Cruz",
    "Villanueva", "Bautista", "Macaraeg", "Tanaka", "Chua", "Lim", "Ong",
    # middle east
    "Haddad", "Khoury", "Nassar", "Mansour", "Saleh", "Al-Amin", "Darwish", "Yilmaz", "Demir",
    "Karimi", "Tehrani", "Rostami",
    # european
    "Kowalczyk", "Wiśniewski", "Zieliński", "Nowakowska", "Lewandowski", "Petrov", "Volkov",
    "Shevchenko", "Kovalenko", "Popescu", "Ionescu", "Papadakis", "Georgiou", "Ferraro",
    "Esposito", "Lombardi", "Marchetti", "Carvalho", "Figueiredo", "Pereira", "Lindqvist",
    "Halvorsen", "Van der Berg", "De Smet", "Moreau", "Lefebvre", "Schreiber", "Hoffmann",
    "Brandt", "Kuhn",
)

# staff-ish usernames are derived from names; these are extra prefixes/suffixes
USER_STYLES = ("{f}{l}", "{f}.{l}", "{l}{f}", "{f}{l}{n}", "{l}_{f}", "{fi}{l}", "{fi}{l}{n}",
               "{l}{fi}{n}", "{fi}{mi}{l}")

TITLES_US_F = ("Ms.", "Mrs.", "Miss", "Ms")
TITLES_US_M = ("Mr.", "Mr")
TITLES_UK_F = ("Mrs", "Ms", "Miss")
TITLES_UK_M = ("Mr",)

NICKNAMES = (
    ("Margaret", "Peggy"), ("Dorothy", "Dot"), ("Patricia", "Pat"), ("Deborah", "Debbie"),
    ("Kenneth", "Ken"), ("Raymond", "Ray"), ("Gerald", "Gerry"), ("Terence", "Terry"),
    ("Leonard", "Len"), ("Stanley", "Stan"), ("Reginald", "Reggie"), ("Alejandro", "Alex"),
    ("Guillermo", "Memo"), ("Oluwaseun", "Seun"), ("Babatunde", "Tunde"), ("Krzysztof", "Chris"),
    ("Giuseppe", "Joe"), ("Salvatore", "Sal"), ("Ramiro", "Ramy"), ("Constantin", "Costa"),
    ("Cornelius", "Neil"), ("Rosalinda", "Rosie"), ("Katarzyna", "Kasia"), ("Agnieszka", "Aga"),
    ("Guadalupe", "Lupe"), ("Consuelo", "Chelo"), ("Jesús", "Chuy"), ("Abdirahman", "Abdi"),
    ("Venkatesh", "Venky"), ("Rosario", "Charo"), ("Everett", "Rett"), ("Beverley", "Bev"),
)

SAINTS = ("Bartholomew", "Catherine", "Aidan", "Brendan", "Luke", "Jude", "Anne", "Cuthbert",
          "Winifred", "Columba", "Agnes", "Hilda", "Mungo", "Swithun", "Clement", "Ignatius")
