"""Personal-name pools of many origins, including names that are also ordinary words."""

FEMALE = (
    # English / general
    "Margaret", "Patricia", "Barbara", "Dorothy", "Joan", "Jean", "Sheila", "Brenda",
    "Maureen", "Pauline", "Sandra", "Linda", "Carol", "Christine", "Susan", "Janet",
    "Valerie", "Doreen", "Irene", "Gwendolyn", "Beryl", "Edna", "Mavis", "Marjorie",
    "Elaine", "Gillian", "Wendy", "Lorraine", "Deborah", "Judith", "Helen", "Ann",
    "Audrey", "Phyllis", "Winifred", "Elsie", "Lilian", "Shirley", "Vera", "Hilda",
    # Irish / Scottish / Welsh
    "Eileen", "Kathleen", "Bridget", "Siobhan", "Mairead", "Nuala", "Aoife", "Niamh",
    "Roisin", "Deirdre", "Catriona", "Morag", "Isla", "Fiona", "Agnes", "Effie",
    "Gwen", "Rhiannon", "Eluned", "Bronwen", "Sian", "Siobhán", "Máire",
    # Maori / Pacific
    "Ngaire", "Aroha", "Mere", "Moana", "Losa", "Sina", "Leilani", "Hine", "Mele",
    # South Asian
    "Priya", "Sunita", "Kamala", "Lakshmi", "Anjali", "Parveen", "Nasreen", "Shabana",
    "Farida", "Gurpreet", "Harbans", "Jaswinder", "Meena",
    # African / Caribbean
    "Zainab", "Amina", "Fatima", "Nkechi", "Chiamaka", "Adaeze", "Folasade", "Abena",
    "Akosua", "Wanjiru", "Thandiwe", "Hyacinth", "Precious", "Blessing", "Comfort",
    "Gloria", "Merline",
    # East / South-East Asian
    "Mei", "Ling", "Xiu Ying", "Hui", "Yuki", "Keiko", "Michiko", "Sun-hee", "Ji-yeon",
    "Lan", "Huong", "Thuy", "Mai", "Rosalinda", "Imelda",
    # European / Latin
    "Maria", "Rosa", "Carmen", "Guadalupe", "Lucia", "Consuelo", "Giovanna", "Concetta",
    "Assunta", "Rosaria", "Eleni", "Despina", "Stavroula", "Halina", "Krystyna", "Zofia",
    "Wanda", "Danuta", "Irina", "Olga", "Svetlana", "Ingrid", "Greta", "Zoë",
    # Jewish / American
    "Ruth", "Miriam", "Esther", "Naomi", "Leah", "Dolores", "Mabel", "Hattie", "Ethel",
    "Gladys", "Loretta", "Bernice", "Lorna", "Marlene", "Yvonne", "Cynthia", "Beverley",
    "Darlene", "Bonnie", "Peggy", "Shirlene", "LaVerne",
    # names that are also ordinary words
    "Rose", "May", "Hope", "Joy", "Faith", "Grace", "Iris", "Ivy", "Hazel", "Pearl",
    "Ruby", "Violet", "Holly", "Dawn", "June", "Olive", "Daisy", "Heather", "Patience",
    "Charity", "Sunny", "Amber", "Robin", "Lily", "Honor", "Constance", "Merry",
)

MALE = (
    "John", "William", "Robert", "James", "David", "Peter", "Michael", "Brian",
    "Kenneth", "Derek", "Trevor", "Colin", "Graham", "Malcolm", "Keith", "Roy", "Alan",
    "Dennis", "Terence", "Barry", "Gordon", "Hamish", "Angus", "Duncan", "Seamus",
    "Padraig", "Declan", "Cathal", "Eamon", "Dai", "Gareth", "Rhys", "Hemi", "Wiremu",
    "Tane", "Rawiri", "Sione", "Tevita", "Rajesh", "Harjit", "Gurdev", "Mohammed",
    "Abdul", "Tariq", "Imran", "Chukwuemeka", "Kwame", "Kofi", "Themba", "Wei", "Jian",
    "Hiroshi", "Takeshi", "Min-jun", "Van Minh", "Duc", "José", "Luis", "Carlos",
    "Giuseppe", "Salvatore", "Nikos", "Dimitrios", "Tadeusz", "Stanislaw", "Jerzy",
    "Vladimir", "Yusuf", "Ibrahim", "Samuel", "Moshe", "Levi", "Leroy", "Winston",
    "Desmond", "Clive", "Ernest", "Cyril", "Stanley", "Herbert", "Raymond", "Wilbur",
    # also ordinary words
    "Frank", "Will", "Bill", "Jack", "Mark", "Rich", "Sonny", "Rusty", "Drew", "Guy",
    "Miles", "Chase", "Dean", "Grant", "Lance", "Neil", "Ray", "Art", "Bob", "Pat",
    "Sterling", "Rocky", "Buck", "Wade",
)

SURNAMES = (
    # ordinary words
    "Baker", "Cook", "Fisher", "Mason", "Hunter", "Bird", "Fox", "Wood", "Brown",
    "Green", "White", "Young", "Long", "Little", "Hill", "Marsh", "Rice", "Bell",
    "Stone", "Frost", "Rivers", "Banks", "Church", "Moody", "Cross", "Lamb", "Hale",
    "Hardy", "Sharp", "Swift", "Goodman", "Strong", "Best", "Ward", "Walker", "Parsons",
    "Carpenter", "Bishop", "King", "Knight", "Page", "Price", "Gill", "Ford", "Lane",
    "Fields", "Bone", "Cotton", "Summers", "Winter", "Day", "Law", "Sweet", "Bright",
    "Noble", "Glass", "Steel", "Waters", "Hope", "Fell", "Brook", "Rush",
    # eponym look-alikes
    "Paget", "Parkinson", "Turner", "Thompson", "Moore", "Barton", "Potts", "Colley",
    "Graves", "Addison",
    # British / Irish / Scottish / Welsh
    "Smith", "Taylor", "Harrison", "Atkinson", "Whitworth", "Ackroyd", "Sutcliffe",
    "Hargreaves", "Pickles", "Holroyd", "Murphy", "O'Brien", "O'Sullivan", "Kelly",
    "Byrne", "Ryan", "O'Connor", "Walsh", "McCarthy", "Doyle", "Gallagher", "Ní Bhriain",
    "MacLeod", "MacDonald", "Campbell", "Stewart", "Fraser", "McKenzie", "Robertson",
    "Sinclair", "Jones", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Hughes",
    "Lewis", "Morgan", "Griffiths", "Pritchard", "Llewellyn", "Fitzgerald", "Quinlan",
    # Maori / Pacific
    "Ngata", "Parata", "Tuhiwai", "Tautahi", "Fifita", "Tupou", "Faleolo", "Leota",
    "Te Rangi", "Karaka", "Tamihana",
    # African / Caribbean
    "Adeyemi", "Mensah", "Owusu", "Nwosu", "Eze", "Mwangi", "Ndlovu", "Dlamini",
    "Okonkwo", "Asante", "Boateng", "Campbell-Reid", "Gayle", "Bailey",
    # South Asian
    "Patel", "Shah", "Singh", "Kaur", "Sharma", "Gupta", "Chaudhry", "Hussain", "Khan",
    "Begum", "Rahman", "Iqbal", "Ahmed", "Ali", "Nair", "Pillai", "Menon", "Reddy",
    "Natarajan", "Sandhu", "Dhillon", "Bhatt",
    # East / South-East Asian
    "Chen", "Wang", "Li", "Zhang", "Liu", "Huang", "Wong", "Chan", "Lam", "Tanaka",
    "Suzuki", "Sato", "Kim", "Park", "Lee", "Choi", "Nguyen", "Tran", "Pham", "Le",
    "Santos", "Reyes", "Dela Cruz",
    # European / Latin / Jewish / American
    "Garcia", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Perez",
    "Sanchez", "Rossi", "Russo", "Esposito", "Romano", "Bianchi", "Papadopoulos",
    "Georgiou", "Nikolaidis", "Kowalski", "Nowak", "Wiśniewski", "Kaminski",
    "Lewandowski", "Petrov", "Ivanova", "Cohen", "Levy", "Friedman", "Goldberg",
    "Johnson", "Jackson", "Washington", "Robinson", "Andersen", "Lindqvist", "Schmidt",
    "Van der Berg", "Dubois", "Tremblay", "Gagnon", "Bouchard", "Leblanc",
)

NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Pat", "Dorothy": "Dot", "Elizabeth": "Liz",
    "William": "Bill", "Robert": "Bob", "James": "Jim", "Kenneth": "Ken",
    "Michael": "Mick", "Winifred": "Winnie", "Gwendolyn": "Gwen", "Raymond": "Ray",
    "Herbert": "Bert", "Stanley": "Stan", "Terence": "Terry", "Deborah": "Debbie",
    "Christine": "Chris", "Valerie": "Val", "Beverley": "Bev", "Ernest": "Ernie",
}

RELATIONS_F = ("daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law",
               "neighbour", "friend", "partner", "carer")
RELATIONS_M = ("son", "husband", "brother", "nephew", "grandson", "son-in-law",
               "neighbour", "friend", "partner", "carer")
