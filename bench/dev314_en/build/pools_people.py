"""Hand-written pools of given names and family names of many origins (author 314).

Every combination drawn from these pools is an invented person.
"""

FIRST_M = [
    # English / Scottish / Welsh / Irish
    "Alfie", "Barnaby", "Callum", "Declan", "Eoin", "Fergus", "Gareth", "Huw", "Iwan", "Jarrod",
    "Kieran", "Lachlan", "Murdo", "Niall", "Oisin", "Padraig", "Rhodri", "Seamus", "Tadhg", "Wyn",
    "Cormac", "Ruairi", "Darragh", "Fionn", "Ewan", "Angus", "Rory", "Gethin", "Dylan", "Owain",
    "Graham", "Trevor", "Clive", "Malcolm", "Nigel", "Roland", "Stanley", "Desmond", "Leonard", "Wilfred",
    "Brendan", "Colm", "Dermot", "Enda", "Ronan", "Shane", "Brody", "Cody", "Travis", "Dwayne",
    "Tyrell", "Jermaine", "Marcus", "Dante", "Elijah", "Isaiah", "Ezra", "Caleb", "Wyatt", "Garrett",
    # South Asian
    "Arjun", "Rohan", "Vikram", "Sanjay", "Harpreet", "Gurdeep", "Imran", "Faisal", "Tariq", "Zubair",
    "Aravind", "Karthik", "Naveen", "Pranav", "Ravindra", "Sunil", "Anil", "Dev", "Rahul", "Kunal",
    # East / South-East Asian
    "Wei", "Jun", "Hao", "Minh", "Tuan", "Quang", "Hiroshi", "Kenji", "Takumi", "Min-jun",
    "Ji-ho", "Seung", "Rizal", "Bayani", "Joselito", "Andika", "Somchai", "Kittisak", "Zhiwei", "Boon",
    # African / Caribbean / Middle Eastern
    "Chidi", "Emeka", "Obinna", "Kwame", "Kofi", "Yaw", "Abdirahman", "Mohamed", "Yusuf", "Omar",
    "Khalid", "Samir", "Karim", "Hamza", "Bilal", "Tunde", "Sipho", "Thabo", "Mandla", "Lwazi",
    "Bongani", "Themba", "Pieter", "Johannes", "Wikus", "Dariush", "Reza", "Kaveh", "Emre", "Mehmet",
    # European / Latin
    "Tomasz", "Piotr", "Krzysztof", "Marek", "Dmytro", "Oleksandr", "Andrei", "Nikolai", "Giorgos", "Stavros",
    "Matteo", "Giacomo", "Lorenzo", "Alejandro", "Joaquin", "Mateo", "Santiago", "Thiago", "Rafael", "Joao",
    "Lukas", "Jonas", "Henrik", "Anders", "Lars", "Bram", "Sven", "Florian", "Mathis", "Etienne",
    # Pacific / Maori / other
    "Tane", "Wiremu", "Rawiri", "Nikau", "Hemi", "Sione", "Tevita", "Losa", "Ioane", "Manaia",
    "Ari", "Eitan", "Yosef", "Avi", "Levi", "Otis", "Jasper", "Finnegan", "Hugo", "Felix",
]

FIRST_F = [
    "Aoife", "Ciara", "Niamh", "Siobhan", "Grainne", "Roisin", "Orla", "Sinead", "Maeve", "Clodagh",
    "Bronwen", "Cerys", "Eluned", "Ffion", "Rhiannon", "Isla", "Morag", "Kirsty", "Ailsa", "Fenella",
    "Beverley", "Gillian", "Maureen", "Pauline", "Doreen", "Hilary", "Wendy", "Yvonne", "Marjorie", "Edna",
    "Tamsin", "Harriet", "Imogen", "Philippa", "Rosalind", "Tabitha", "Keeley", "Shannon", "Chantelle", "Jodie",
    "Brittany", "Kayla", "Destiny", "Latoya", "Shanice", "Ebony", "Tamika", "Savannah", "Madison", "Paisley",
    "Priya", "Ananya", "Deepika", "Kavitha", "Lakshmi", "Meera", "Nisha", "Pooja", "Simran", "Harleen",
    "Ayesha", "Farah", "Noor", "Sana", "Yasmin", "Zainab", "Amira", "Leila", "Samira", "Rania",
    "Mei", "Xiu", "Lan", "Hoa", "Thuy", "Linh", "Yuki", "Haruka", "Sakura", "Ji-woo",
    "Seo-yeon", "Min-seo", "Maricel", "Rosario", "Luzviminda", "Dewi", "Siti", "Ploy", "Nattaya", "Huimin",
    "Ngozi", "Chiamaka", "Adaeze", "Funmilayo", "Abena", "Akosua", "Efua", "Hodan", "Fadumo", "Ifrah",
    "Nomvula", "Thandeka", "Lindiwe", "Zanele", "Nokuthula", "Anneke", "Marietjie", "Elsabe", "Shirin", "Parisa",
    "Elif", "Zeynep", "Agnieszka", "Katarzyna", "Malgorzata", "Oksana", "Iryna", "Svetlana", "Eleni", "Despina",
    "Chiara", "Giulia", "Francesca", "Lucia", "Ximena", "Valentina", "Camila", "Guadalupe", "Ines", "Beatriz",
    "Ingrid", "Astrid", "Freya", "Liesbeth", "Femke", "Margit", "Solveig", "Annika", "Elodie", "Margaux",
    "Aroha", "Mereana", "Ngaire", "Kiri", "Moana", "Losana", "Mele", "Salote", "Talia", "Ofa",
    "Miriam", "Shoshana", "Rivka", "Yael", "Tova", "Hazel", "Marigold", "Winifred", "Opal", "Juniper",
]

NICK = {
    "Barnaby": "Barney", "Callum": "Cal", "Leonard": "Len", "Wilfred": "Wilf", "Stanley": "Stan",
    "Desmond": "Des", "Malcolm": "Mal", "Oleksandr": "Sasha", "Krzysztof": "Kris", "Alejandro": "Alex",
    "Johannes": "Hannes", "Tomasz": "Tom", "Nikolai": "Kolya", "Giacomo": "Jack", "Elijah": "Eli",
    "Philippa": "Pip", "Rosalind": "Ros", "Harriet": "Hattie", "Marjorie": "Marj", "Winifred": "Winnie",
    "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Francesca": "Frankie", "Valentina": "Vale",
    "Margit": "Maggie", "Guadalupe": "Lupe", "Svetlana": "Sveta", "Gillian": "Gill", "Beverley": "Bev",
    "Kwame": "Kwam", "Abdirahman": "Abdi", "Padraig": "Podge", "Ruairi": "Ru", "Fenella": "Nell",
}

SURNAMES = [
    # British / Irish
    "Ashworth", "Blackwood", "Braithwaite", "Cartwright", "Dewhurst", "Entwistle", "Fairbairn", "Greenhalgh",
    "Hargreaves", "Illingworth", "Kettleborough", "Lockwood", "Marsden", "Nettleton", "Ormerod", "Pickles",
    "Ramsbottom", "Sowerby", "Thistlethwaite", "Uttley", "Wainwright", "Yeadon", "Ackroyd", "Birtwistle",
    "Culshaw", "Duckworth", "Earnshaw", "Fothergill", "Gledhill", "Haworth", "Kershaw", "Lumb",
    "O'Sullivan", "McNamara", "Ni Bhriain", "O'Dwyer", "MacCarthaigh", "Fitzgerald", "Hennessy", "Kavanagh",
    "Mulcahy", "Twomey", "Scanlon", "Dineen", "Brosnan", "O'Mahony", "Ruttledge", "Gallagher",
    "McAleese", "Breathnach", "Cusack", "Delaney", "Flanagan", "Geoghegan", "Heffernan", "Keohane",
    "MacLeod", "Macaulay", "Drummond", "Urquhart", "Sinclair", "Fraser-Lowe", "Crichton", "Buchan",
    "Pritchard", "Llewellyn", "Prosser", "Vaughan", "Bevan", "Gwilliam", "Powys-Jones", "Meredith",
    "Pennington", "Whitlock", "Hollingsworth", "Fenwick", "Ridley", "Stobart", "Coulthard", "Armitage",
    # South Asian
    "Chakraborty", "Bhattacharya", "Venkataraman", "Subramaniam", "Krishnamurthy", "Raghunathan", "Deshpande",
    "Kulkarni", "Joshi", "Patil", "Sandhu", "Grewal", "Dhillon", "Bains", "Malhotra", "Kapoor", "Chaudhry",
    "Qureshi", "Siddiqui", "Rahman", "Hussain", "Mirza", "Bukhari", "Rana", "Nair", "Menon", "Pillai",
    "Fernando", "Jayasuriya", "Wickramasinghe", "Perera", "Gunawardena",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Huynh", "Vo", "Dang", "Zhou", "Xu", "Lin", "Huang", "Guo", "Tan",
    "Lim", "Ong", "Teo", "Goh", "Yamamoto", "Nakamura", "Kobayashi", "Watanabe", "Fujita", "Park",
    "Choi", "Jeong", "Kang", "Yoon", "Santos", "Dela Cruz", "Bautista", "Villanueva", "Macaraeg",
    "Wirawan", "Setiawan", "Srisuk", "Chaiyaporn",
    # African / Caribbean
    "Okonkwo", "Adeyemi", "Obi", "Nwosu", "Eze", "Oyelaran", "Balogun", "Mensah", "Asante", "Boateng",
    "Owusu", "Osei", "Warsame", "Farah", "Abdullahi", "Hassan", "Dlamini", "Nkosi", "Mthembu", "Ndlovu",
    "Khumalo", "Zulu", "Mokoena", "Molefe", "Van der Merwe", "Botha", "Pretorius", "Du Plessis", "Venter",
    "Joubert", "Grant-Francis", "Campbell", "Beckford", "Thelwell",
    # Middle Eastern / Turkish / Persian
    "Haddad", "Khoury", "Saleh", "Mansour", "Nasser", "Al-Amin", "Hosseini", "Rahimi", "Tehrani",
    "Karimi", "Yilmaz", "Ozturk", "Demir", "Celik", "Aydin",
    # European
    "Kowalczyk", "Wisniewski", "Zielinska", "Nowak", "Lewandowski", "Kaminski", "Shevchenko", "Bondarenko",
    "Kovalenko", "Petrov", "Volkov", "Papadopoulos", "Georgiou", "Christodoulou", "Rossi", "Ferraro",
    "Esposito", "Bianchi", "Romano", "Marchetti", "Garcia-Lopez", "Fernandez", "Moreno", "Delgado",
    "Castillo", "Navarro", "Oliveira", "Carvalho", "Pereira", "Ribeiro", "Schneider", "Hoffmann",
    "Becker", "Krause", "Van Dijk", "De Vries", "Bakker", "Visser", "Lindqvist", "Johansson", "Halvorsen",
    "Nieminen", "Dubois", "Lefebvre", "Moreau", "Girard", "Cloutier", "Tremblay", "Gagnon", "Lemieux",
    # Pacific / Maori
    "Ngata", "Tawhiri", "Parata", "Te Whata", "Rangihuna", "Tuhiwai", "Fonoti", "Tuilagi", "Faleolo",
    "Havili", "Taufa", "Vaipulu", "Leota",
    # Jewish / other
    "Rosenblum", "Feldman", "Katz", "Abramovitz", "Goldwasser", "Brightwater", "Stonebridge", "Oakhurst",
    "Winterbourne", "Pemberton", "Quartermaine", "Ravenscroft", "Tolliver", "Underhill", "Whitcombe",
    "Ashdown", "Beauchamp", "Calloway", "Dunmore", "Ellery", "Faraday-Holt", "Galloway", "Harcourt",
    "Ingleby", "Jessop", "Kingsley", "Loxley", "Mayhew", "Northcott", "Osgood", "Penhaligon", "Rookwood",
]

MIDDLE_INIT = list("ABCDEFGHJKLMNPRSTW")

# Relations as written in notes, with the sex they imply (None = either)
RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M"),
    ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("neighbour", None),
    ("friend", None), ("carer", None), ("niece", "F"), ("nephew", "M"), ("flatmate", None),
]

# Clinician roles (job titles are not PHI)
SURGEON_TITLES_UK = ["Consultant Hand Surgeon", "Consultant Plastic Surgeon", "Consultant Orthopaedic Hand Surgeon"]
SURGEON_TITLES_US = ["Attending Hand Surgeon", "Hand & Upper Extremity Surgery", "Plastic & Hand Surgery"]
JUNIOR_TITLES_UK = ["Plastics Registrar", "Hand Fellow", "Specialty Registrar (Plastics)", "SHO Plastics", "Core Surgical Trainee"]
JUNIOR_TITLES_US = ["PGY-4 Plastics", "Hand Fellow", "Ortho Resident PGY-3", "PA-C", "NP"]
THERAPIST_TITLES = ["Senior Hand Therapist", "Clinical Specialist Hand Therapist", "Occupational Therapist",
                    "Hand Therapist (OT)", "Physiotherapist (Hands)", "Band 6 Hand Therapist",
                    "Certified Hand Therapist", "Advanced Practitioner Hand Therapy"]
NURSE_TITLES = ["Staff Nurse", "Clinic Nurse", "Theatre Nurse", "Charge Nurse", "Registered Nurse",
                "Clinical Nurse Specialist", "ENP", "Nurse Practitioner"]
ADMIN_TITLES = ["Medical Secretary", "Clinic Clerk", "Ward Clerk", "Booking Coordinator", "Receptionist",
                "Waiting List Coordinator"]
