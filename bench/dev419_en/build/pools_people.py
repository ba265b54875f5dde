"""Name pools written for dev419 (many origins; some names are ordinary words)."""

FIRST_M = [
    # English / Scottish / Welsh / Irish
    "John", "David", "Peter", "Graham", "Keith", "Trevor", "Malcolm", "Derek", "Nigel", "Colin",
    "Alan", "Brian", "Gareth", "Rhys", "Dylan", "Owain", "Hamish", "Angus", "Fergus", "Callum",
    "Declan", "Ciaran", "Padraig", "Seamus", "Eoin", "Cormac", "Niall", "Donal", "Liam", "Conor",
    "Geoffrey", "Leonard", "Stanley", "Harold", "Clive", "Barry", "Terence", "Roy", "Dennis", "Raymond",
    # word-like
    "Will", "Mark", "Bill", "Jack", "Frank", "Victor", "Sonny", "Rocky", "Major", "Earl",
    "Chase", "Hunter", "Miles", "Royal", "King", "Reed", "Clay", "Dale", "Glen", "Heath",
    # South Asian
    "Rajesh", "Sanjay", "Arjun", "Vikram", "Imran", "Tariq", "Farhan", "Anwar", "Harjit", "Gurpreet",
    "Mohammed", "Abdul", "Rashid", "Sunil", "Pradeep", "Kiran", "Nadeem", "Asif", "Zubair", "Dev",
    # East / South-East Asian
    "Wei", "Jun", "Hiroshi", "Kenji", "Minh", "Tuan", "Jae-won", "Sung-ho", "Bao", "Arturo",
    # African / Caribbean
    "Chukwuemeka", "Oluwaseun", "Kwame", "Kofi", "Tendai", "Tafadzwa", "Abdi", "Mahad", "Desmond", "Winston",
    "Delroy", "Everton", "Obinna", "Emeka", "Yaw", "Sipho", "Thabo", "Jomo",
    # European
    "Piotr", "Tomasz", "Krzysztof", "Marek", "Andrzej", "Giuseppe", "Luca", "Matteo", "Nikos", "Yiannis",
    "Dimitri", "Mehmet", "Emre", "Mustafa", "Joao", "Rui", "Tiago", "Javier", "Alejandro", "Mateo",
    "Lars", "Soren", "Henrik", "Bram", "Jozef", "Lukas", "Andrei", "Florin", "Vytautas", "Istvan",
    # Arabic / Persian / Turkish
    "Omar", "Khalid", "Yousef", "Hassan", "Karim", "Reza", "Dariush", "Samir", "Bilal", "Faisal",
    # Maori / Pacific / other
    "Tane", "Wiremu", "Sione", "Mikaere", "Ravi", "Ezra", "Noah", "Elijah", "Sean", "Brendan",
]

FIRST_F = [
    "Margaret", "Patricia", "Sheila", "Brenda", "Maureen", "Doreen", "Pauline", "Janet", "Gillian", "Wendy",
    "Carol", "Susan", "Elaine", "Deborah", "Bronwen", "Sian", "Eleri", "Morag", "Isla", "Fiona",
    "Siobhan", "Aoife", "Niamh", "Roisin", "Grainne", "Orla", "Eimear", "Caoimhe", "Bridget", "Nuala",
    "Edna", "Mavis", "Irene", "Valerie", "Beryl", "Hilda", "Joan", "Olive", "Audrey", "Lorraine",
    # word-like
    "Hope", "Grace", "Faith", "Joy", "Rose", "Ivy", "Holly", "Violet", "Dawn", "April",
    "June", "May", "Summer", "Pearl", "Ruby", "Hazel", "Amber", "Heather", "Crystal", "Precious",
    "Blessing", "Patience", "Charity", "Honor", "Destiny", "Sunny", "Daisy", "Poppy", "Iris", "Rain",
    # South Asian
    "Priya", "Anjali", "Sunita", "Meena", "Kavita", "Nusrat", "Farzana", "Shabana", "Harpreet", "Manjit",
    "Lakshmi", "Deepa", "Rekha", "Ayesha", "Sana", "Zainab", "Fatima", "Rubina", "Parveen", "Jaswinder",
    # East / SE Asian
    "Mei", "Li Na", "Yuki", "Akiko", "Thi Lan", "Hoa", "Ji-yeon", "Min-ji", "Maricel", "Rosalind",
    # African / Caribbean
    "Ngozi", "Chiamaka", "Adaeze", "Folasade", "Abena", "Akosua", "Nokuthula", "Rudo", "Hodan", "Amina",
    "Marcia", "Claudette", "Beverley", "Yvonne", "Funmilayo", "Ifeoma", "Nneka", "Thandiwe",
    # European
    "Agnieszka", "Katarzyna", "Malgorzata", "Ewa", "Giulia", "Francesca", "Maria", "Eleni", "Despina",
    "Ayse", "Elif", "Zeynep", "Ana", "Ines", "Beatriz", "Lucia", "Carmen", "Ingrid", "Astrid",
    "Sofie", "Marta", "Ioana", "Ruta", "Zsuzsanna", "Anneke", "Greta",
    # Arabic / Persian
    "Layla", "Mariam", "Noor", "Yasmin", "Shirin", "Leila", "Rania", "Huda", "Salma", "Dina",
    # Maori / Pacific / other
    "Aroha", "Mere", "Ana-Lisa", "Kiri", "Moana", "Leah", "Esther", "Naomi", "Tamsin", "Kerry",
]

SURNAMES = [
    # English occupational / word surnames
    "Baker", "Cook", "Mason", "Carpenter", "Bishop", "Knight", "Price", "Rich", "Little", "Small",
    "Young", "Long", "Short", "Black", "White", "Brown", "Green", "Gray", "Moss", "Fox",
    "Wolf", "Bird", "Swan", "Crane", "Bush", "Wood", "Forest", "Field", "Hill", "Dale",
    "Marsh", "Brook", "Lake", "Stone", "Bell", "Page", "Hope", "Love", "Day", "Friend",
    "Sharp", "Wise", "Good", "Best", "Hale", "Strong", "Power", "Sweet", "Bond", "Cash",
    "Gold", "Silver", "Steel", "Pace", "Hart", "Burns", "Rhodes", "Banks", "Lamb", "Parsons",
    "Walker", "Cross", "Wells", "Parkinson", "Starling", "Holiday", "Christmas", "March", "Summers", "Winter",
    "Smith", "Jones", "Taylor", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Hughes", "Lewis",
    "Morgan", "Griffiths", "Pritchard", "Llewellyn", "Vaughan", "Howells", "Harrison", "Atkinson", "Thornton", "Whitaker",
    "Ramsbottom", "Higginbottom", "Ackroyd", "Sutcliffe", "Pickering", "Horsfall", "Fairclough", "Entwistle", "Greenwood", "Kershaw",
    # Scottish / Irish
    "McAllister", "MacLeod", "Fraser", "Cameron", "Drummond", "Buchanan", "Munro", "Gillespie", "Robertson", "Sinclair",
    "O'Brien", "O'Sullivan", "Murphy", "Kelly", "Byrne", "Doherty", "Gallagher", "Ni Bhriain", "Fitzgerald", "Mulcahy",
    "Kavanagh", "Brennan", "Quinlan", "Costigan", "Moriarty", "McGuinness", "Devlin", "O'Shaughnessy", "Hegarty", "Nolan",
    # South Asian
    "Patel", "Shah", "Sharma", "Gupta", "Singh", "Kaur", "Sandhu", "Gill", "Dhillon", "Chaudhry",
    "Iqbal", "Hussain", "Rahman", "Begum", "Chowdhury", "Akhtar", "Qureshi", "Mirza", "Nair", "Menon",
    "Pillai", "Reddy", "Krishnan", "Subramaniam", "Desai", "Joshi", "Mehta", "Bhatt", "Rao", "Fernando",
    # East / SE Asian
    "Chen", "Wang", "Li", "Zhang", "Liu", "Wong", "Lam", "Ng", "Tanaka", "Sato",
    "Nakamura", "Kim", "Park", "Lee", "Nguyen", "Tran", "Pham", "Santos", "Reyes", "Dela Cruz",
    # African / Caribbean
    "Okafor", "Okonkwo", "Adeyemi", "Oyelaran", "Balogun", "Nwosu", "Mensah", "Asante", "Boateng", "Owusu",
    "Moyo", "Ndlovu", "Dube", "Mutasa", "Chikwanha", "Abdullahi", "Warsame", "Farah", "Hassan", "Mohamud",
    "Campbell", "Gordon", "Brown-Lewis", "Grant", "Francis", "Clarke", "Henry", "Samuels", "Bailey", "Ahmed-Clarke",
    # European
    "Kowalski", "Nowak", "Wisniewski", "Zielinska", "Lewandowski", "Rossi", "Bianchi", "Esposito", "Romano", "Ricci",
    "Papadopoulos", "Georgiou", "Nikolaidis", "Yilmaz", "Demir", "Kaya", "Ozturk", "Silva", "Ferreira", "Costa",
    "Oliveira", "de Souza", "Garcia", "Martinez", "Lopez", "Fernandez", "Moreno", "Hansen", "Johansson", "Lindqvist",
    "van der Berg", "de Vries", "Jansen", "Novak", "Horvath", "Popescu", "Ionescu", "Kazlauskas", "Petrov", "Muller",
    # Arabic / Persian
    "Haddad", "Khoury", "Nasser", "Al-Amin", "Saleh", "Karimi", "Hosseini", "Rahimi", "Mansour", "Aziz",
    # Maori / Pacific
    "Ngata", "Parata", "Tane", "Tuilagi", "Fifita", "Taufa", "Walker-Ngata", "Herewini", "Te Rangi", "Faleolo",
]

NICK = {
    "William": "Bill", "Robert": "Bob", "Margaret": "Peggy", "Patricia": "Pat", "Geoffrey": "Geoff",
    "Leonard": "Len", "Stanley": "Stan", "Harold": "Harry", "Terence": "Terry", "Raymond": "Ray",
    "Dennis": "Den", "Deborah": "Debbie", "Valerie": "Val", "Gillian": "Gill", "Susan": "Sue",
    "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Giuseppe": "Joe", "Bridget": "Biddy", "Christopher": "Chris",
    "Krzysztof": "Chris", "Alejandro": "Alex", "Jozef": "Joe", "Elizabeth": "Liz", "Mohammed": "Mo",
}

# extra given names used only for middle names
MIDDLE = [
    "A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P", "R", "S", "T", "W",
    "Anne", "Louise", "Marie", "James", "Edward", "Joseph", "Patrick", "Elizabeth", "Mary", "Rose",
    "Kumar", "Lal", "Devi", "Bibi", "Oluwatoyin", "Xiaoming", "Thi", "Van", "Jose", "Maria",
]

RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "grandson", "son-in-law", "neighbour", "friend"]
RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "granddaughter", "daughter-in-law", "neighbour", "friend"]
