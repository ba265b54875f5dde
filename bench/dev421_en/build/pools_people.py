"""Name pools of many origins, including names that are ordinary words,
and occupations. All invented combinations; no real persons intended."""

FEMALE = [
    # British / Irish / older generation
    "Margaret", "Joan", "Patricia", "Dorothy", "Eileen", "Brenda", "Maureen", "Sheila",
    "Irene", "Doreen", "Pauline", "Sylvia", "Barbara", "Betty", "Gladys", "Edna",
    "Florence", "Winifred", "Valerie", "Janet", "Shirley", "Beverley", "Gwen",
    "Bronwen", "Morag", "Isla", "Kirsty", "Tracey", "Lorraine", "Nicola", "Mavis",
    "Siobhan", "Aoife", "Niamh", "Roisin", "Sinead", "Mairead", "Bridget", "Nuala",
    # ordinary words
    "Hope", "Joy", "Rose", "Grace", "Faith", "Dawn", "Ivy", "Hazel", "Iris", "Pearl",
    "Ruby", "May", "June", "April", "Summer", "Olive", "Holly", "Heather", "Violet",
    "Precious", "Blessing", "Patience", "Charity", "Honey", "Sunny",
    # West African
    "Chiamaka", "Ngozi", "Adaeze", "Folasade", "Yetunde", "Abena", "Akosua", "Funmilayo",
    # East African / Southern African
    "Wanjiru", "Tendai", "Nomvula", "Amara",
    # South Asian
    "Priya", "Sunita", "Kiran", "Harpreet", "Gurpreet", "Parveen", "Nasreen", "Shabana",
    "Lakshmi", "Anjali", "Rukhsana", "Meena",
    # Middle Eastern / North African
    "Amina", "Fatima", "Aisha", "Zainab", "Layla", "Samira", "Yasmin",
    # East / South-East Asian
    "Mei", "Lian", "Xiu", "Hoa", "Linh", "Yuki", "Keiko", "Ji-woo", "Thuy", "Rosario",
    # European
    "Agnieszka", "Katarzyna", "Olga", "Svetlana", "Maria", "Lucia", "Carmen", "Eleni",
    "Despina", "Ingrid", "Astrid", "Freya", "Renee", "Zoe", "Ayse", "Giulia",
    # Maori / Pacific / Caribbean / Latin American
    "Aroha", "Mere", "Ngaire", "Leilani", "Talia", "Sina", "Esperanza", "Guadalupe",
    "Marcia", "Claudette", "Hyacinth", "Dolores",
    # US / general
    "Linda", "Deborah", "Karen", "Donna", "Sharon", "Carol", "Mildred", "Loretta",
    "Bernice", "Darlene", "Wanda", "Tamika", "Latoya", "Brittany", "Kayla", "Megan",
]

MALE = [
    "George", "Frank", "Bill", "Will", "Jack", "Mark", "Rob", "Sonny", "Jay", "Robin",
    "Dennis", "Albert", "Arthur", "Harold", "Kenneth", "Ronald", "Derek", "Trevor",
    "Clive", "Malcolm", "Alan", "Brian", "Colin", "Graham", "Keith", "Norman",
    "Stanley", "Wilfred", "Cyril", "Reginald", "Roy", "Eric", "Bernard", "Walter",
    "Sean", "Padraig", "Ciaran", "Eoin", "Declan", "Seamus", "Dermot", "Fergal",
    "Lachlan", "Hamish", "Angus", "Rhys", "Dafydd", "Gareth", "Iwan",
    "Chukwuemeka", "Emeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Olumide",
    "Tunde", "Obinna",
    "Mohammed", "Abdul", "Tariq", "Imran", "Yusuf", "Omar", "Karim", "Hassan",
    "Rajesh", "Sanjay", "Arjun", "Harjit", "Baljinder", "Anil", "Venkat", "Suresh",
    "Wei", "Jun", "Minh", "Hiroshi", "Takeshi", "Min-jun", "Bao", "Duc",
    "Tomasz", "Piotr", "Krzysztof", "Jan", "Pavel", "Dmitri", "Giorgos", "Dimitrios",
    "Mehmet", "Ahmet", "Lars", "Nils", "Matteo", "Luca",
    "Tane", "Wiremu", "Nikau", "Rawiri", "Sione", "Tevita",
    "Carlos", "Jose", "Miguel", "Luis", "Raul",
    "Desmond", "Winston", "Clifton", "Leroy", "Delroy", "Everton", "Lloyd",
    "Earl", "Chester", "Marvin", "Dwayne", "Tyrone", "Cody", "Brandon", "Duane",
    "Hunter", "Chase", "Forrest", "Dusty", "Buck", "Sterling", "King", "Guy",
]

SURNAMES = [
    # ordinary English words
    "Baker", "Wood", "Hill", "Shepherd", "Bright", "Moss", "Rice", "Stone", "Bishop",
    "Cook", "Church", "Young", "King", "Best", "Hope", "Brown", "Green", "Park", "Lamb",
    "Fox", "Swift", "Frost", "Marsh", "Field", "Hall", "Bell", "Day", "Fairweather",
    "Mann", "Law", "Rich", "Sharp", "Small", "Little", "Long", "Strong", "Friend",
    "Winter", "Summers", "Snow", "Golightly", "Pepper", "Sugar", "Savage", "Noble",
    "Bird", "Crow", "Nightingale", "Cross", "Paradise", "Christmas", "Love", "Gentle",
    "Wise", "Booth", "Mills", "Cotton", "Waters", "Banks", "Brook", "Chambers",
    # eponym-like surnames (the patient, not the disease)
    "Parkinson", "Addison", "Graves", "Hodgkin", "Bell", "Wilson",
    # British / Irish
    "Smith", "Jones", "Davies", "Evans", "Llewellyn", "Pritchard", "Thompson",
    "Hargreaves", "Ackroyd", "Sutcliffe", "Pemberton", "Whitworth", "Entwistle",
    "Murphy", "O'Brien", "O'Neill", "McCarthy", "Kelly", "Byrne", "Walsh", "Doherty",
    "Ni Bhriain", "O Suilleabhain", "Fitzgerald", "Keane", "Donnelly",
    "MacLeod", "MacDonald", "Campbell", "Fraser", "McAllister", "Cruickshank",
    # West African
    "Okafor", "Adeyemi", "Mensah", "Owusu", "Boateng", "Nwosu", "Eze", "Abubakar",
    "Okonkwo", "Adebayo", "Asante", "Oyelaran",
    # South Asian
    "Khan", "Hussain", "Begum", "Ahmed", "Patel", "Shah", "Singh", "Kaur", "Sandhu",
    "Gill", "Chaudhry", "Iqbal", "Mahmood", "Rahman", "Chowdhury", "Mistry",
    "Ramaswamy", "Menon", "Pillai", "Bhatt",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Wong", "Chen", "Li", "Zhang", "Lim", "Tan", "Sato",
    "Tanaka", "Nakamura", "Kim", "Choi", "Santos", "Reyes", "Dela Cruz",
    # European
    "Kowalski", "Nowak", "Wisniewska", "Kowalczyk", "Papadopoulos", "Georgiou",
    "Yilmaz", "Demir", "Kaya", "Rodriguez", "Garcia", "Fernandes", "Silva", "Costa",
    "Ivanova", "Petrov", "Schmidt", "Mueller", "Novak", "Horvat", "Andersen",
    "Larsen", "Rossi", "Esposito", "De Souza", "van der Berg",
    # Middle Eastern / Jewish
    "Haddad", "Nasser", "Cohen", "Levi", "Goldberg", "Friedman", "Mansour",
    # Maori / Pacific
    "Ngata", "Te Whare", "Parata", "Tipene", "Tuilagi", "Fifita", "Aumua",
    # US / Caribbean / Latin American
    "Jackson", "Washington", "Johnson", "Williams", "Hernandez", "Lopez", "Gonzalez",
    "Martinez", "Robinson", "Jefferson", "Beauchamp", "Thibodeaux", "Kowalczuk",
    "Campbell-Reid", "St. Louis", "Brathwaite", "Forde", "Hinds",
]

# occupations of patients and relatives (PROFESSION)
PROFESSIONS = [
    "miner", "coal miner", "bus driver", "teacher", "primary school teacher", "farmer",
    "dairy farmer", "carpenter", "joiner", "electrician", "accountant", "hairdresser",
    "postman", "postwoman", "lorry driver", "HGV driver", "dinner lady", "seamstress",
    "shopkeeper", "engineer", "civil engineer", "welder", "plasterer", "civil servant",
    "librarian", "chef", "cleaner", "taxi driver", "barrister", "solicitor", "vicar",
    "fisherman", "docker", "factory worker", "machinist", "software developer",
    "police officer", "firefighter", "publican", "care assistant", "secretary",
    "bookkeeper", "tailor", "jeweller", "steelworker", "bricklayer", "nurse",
    "pharmacist", "midwife", "paramedic", "dental nurse", "shop assistant",
    "mechanic", "plumber", "painter and decorator", "printer", "baker", "butcher",
    "gardener", "groundsman", "merchant seaman", "RAF engineer", "soldier",
    "social worker", "estate agent", "bank clerk", "insurance broker", "pilot",
    "train driver", "signalman", "nursery nurse", "textile worker", "potter",
    "shipbuilder", "carpet fitter", "university lecturer", "journalist",
    "church organist", "school caretaker", "warehouse operative", "delivery driver",
    "truck driver", "rancher", "longshoreman", "schoolteacher", "cab driver",
    "real estate agent", "pastor", "sheep farmer", "shearer", "orchardist",
]

RELATIONS_F = ["daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law",
               "partner", "neighbour", "friend", "mother"]
RELATIONS_M = ["son", "husband", "brother", "nephew", "grandson", "son-in-law",
               "partner", "neighbour", "friend", "father"]

# clinical roles (not PHI) with usual post-nominal or grade text
ROLES = [
    ("Consultant Geriatrician", "Dr"), ("Consultant in Acute Medicine", "Dr"),
    ("Consultant Respiratory Physician", "Dr"), ("Specialty Registrar", "Dr"),
    ("Advanced Nurse Practitioner", ""), ("Advanced Clinical Practitioner", ""),
    ("Virtual Ward Nurse", ""), ("Community Staff Nurse", ""),
    ("Senior Staff Nurse", ""), ("Healthcare Assistant", ""),
    ("Clinical Pharmacist", ""), ("Physiotherapist", ""),
    ("Occupational Therapist", ""), ("OPAT Nurse Specialist", ""),
    ("Ward Clerk", ""), ("Care Coordinator", ""),
]
