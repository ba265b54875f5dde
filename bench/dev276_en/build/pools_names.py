"""Invented personal-name pools (author 276). Mixed origins; any resemblance
between a combination drawn from these pools and a real person is unintended."""

FEMALE = [
    # anglophone / celtic
    "Abigail", "Bethan", "Carys", "Deirdre", "Eilidh", "Fiona", "Gwen", "Harriet",
    "Imogen", "Jocelyn", "Kirsty", "Lorna", "Maisie", "Niamh", "Orla", "Philippa",
    "Rhiannon", "Siobhan", "Tamsin", "Una", "Verity", "Winifred", "Rosalind", "Hollie",
    "Marjorie", "Beverley", "Shona", "Cerys", "Georgina", "Tabitha", "Delphine", "Ruby",
    "Pearl", "Hazel", "Ivy", "Maude", "Edna", "Dorothy", "Kayleigh", "Jodie",
    # south asian
    "Anika", "Priyanka", "Deepa", "Harpreet", "Kavitha", "Lakshmi", "Nandini", "Rupinder",
    "Sunita", "Tanvi", "Farzana", "Shabnam", "Meenakshi", "Ishani", "Jaspreet",
    # east / south-east asian
    "Mei", "Xiulan", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Thi Lan", "Ngoc Anh",
    "Maricel", "Rosalinda", "Siti", "Nurul", "Ploy", "Linh", "Akiko",
    # african / caribbean
    "Adaeze", "Chiamaka", "Folasade", "Nkechi", "Abena", "Akosua", "Wanjiru", "Thandiwe",
    "Nomvula", "Zawadi", "Marcia", "Hyacinth", "Yewande", "Efua", "Lerato",
    # hispanic / lusophone
    "Ximena", "Guadalupe", "Maribel", "Inés", "Rocío", "Catalina", "Lucía", "Paloma",
    "Conceição", "Joana", "Fernanda", "Yesenia", "Dolores", "Itzel",
    # arabic / persian / turkish
    "Leila", "Yasmin", "Noor", "Rania", "Samira", "Farah", "Shirin", "Parisa", "Elif",
    "Zeynep", "Aylin", "Hiba", "Mariam",
    # european
    "Agnieszka", "Katarzyna", "Zofia", "Oksana", "Ludmila", "Ilse", "Greta", "Sigrid",
    "Astrid", "Ingrid", "Mette", "Chiara", "Giulia", "Francesca", "Eleni", "Despina",
    "Anouk", "Margot", "Élodie", "Zoë", "Brigitte", "Dagmar", "Vesna", "Ioana",
    # pacific / indigenous-inspired / other
    "Mere", "Aroha", "Losana", "Malia", "Kalani", "Tui", "Talia", "Nalani",
]

MALE = [
    "Alistair", "Barnaby", "Callum", "Declan", "Euan", "Fergus", "Gareth", "Hamish",
    "Iain", "Jasper", "Kieran", "Lachlan", "Malcolm", "Niall", "Oisín", "Percival",
    "Rhys", "Seamus", "Tobias", "Wilfred", "Ambrose", "Clement", "Desmond", "Hector",
    "Reginald", "Stanley", "Cyril", "Dougal", "Torin", "Brendan", "Gethin", "Lyle",
    "Dwayne", "Curtis", "Jermaine", "Wayne", "Shane", "Troy", "Dale", "Wade",
    # south asian
    "Arjun", "Balwinder", "Chetan", "Dinesh", "Gurpreet", "Harjit", "Imran", "Jatinder",
    "Kunal", "Mohinder", "Nikhil", "Pranav", "Rajesh", "Sandeep", "Tariq", "Vikram",
    # east / south-east asian
    "Wei", "Jian", "Hiroshi", "Kenji", "Min-jun", "Do-hyun", "Quang", "Van Minh",
    "Rodel", "Arnel", "Budi", "Somchai", "Tuan", "Haruto", "Zhiwei",
    # african / caribbean
    "Chukwuemeka", "Olumide", "Babatunde", "Kwabena", "Kofi", "Tendai", "Sipho",
    "Mandla", "Kipchoge", "Obinna", "Delroy", "Winston", "Leroy", "Ayodele", "Themba",
    # hispanic / lusophone
    "Joaquín", "Alejandro", "Rodrigo", "Mateo", "Esteban", "Gonzalo", "Thiago",
    "Leandro", "Rafael", "Emiliano", "Ignacio", "Sebastião",
    # arabic / persian / turkish
    "Karim", "Omar", "Yusuf", "Bilal", "Hamza", "Khalid", "Reza", "Dariush", "Emre",
    "Mehmet", "Tarek", "Walid",
    # european
    "Piotr", "Tomasz", "Grzegorz", "Dmitri", "Bohdan", "Lars", "Henrik", "Søren",
    "Matthias", "Jürgen", "Luca", "Matteo", "Giorgos", "Stavros", "Thierry", "Benoît",
    "Joris", "Pieter", "Radu", "Milan", "Florin",
    # pacific / other
    "Tama", "Wiremu", "Sione", "Keoni", "Ratu", "Manaia",
]

SURNAMES = [
    # british / irish
    "Ashworth", "Blackwood", "Cartwright", "Dunmore", "Ellery", "Fairweather", "Gilchrist",
    "Hargreaves", "Ingleby", "Jessop", "Kettering", "Loxley", "Marchbank", "Nettleton",
    "Ormerod", "Pendlebury", "Quennell", "Rawcliffe", "Sowerby", "Thwaite", "Underhill",
    "Vickerstaff", "Whitlock", "Yardley", "Ainsworth", "Brackenbury", "Caldwell",
    "Drummond", "McAllister", "MacLennan", "O'Donoghue", "Ó Briain", "Fitzgerald",
    "Kavanagh", "Mulcahy", "Gallagher", "Featherstone", "Pilkington", "Threlfall",
    "Hebblethwaite", "Stott", "Crabtree", "Holroyd", "Bickerstaff", "Lumb", "Tattersall",
    # surnames that double as words or eponym-like strings (hard cases)
    "Parkinson", "Hunter", "Baker", "Mason", "Rose", "Brown", "Young", "Bishop", "Price",
    "Hope", "Frost", "Marsh", "Glass", "Wells", "Church", "Savage", "Bell", "Graves",
    "Foley", "Addison", "Crohn", "Hodgkin", "Paget", "Wilson", "Cushing", "Reynolds",
    # south asian
    "Sharma", "Chaudhry", "Deshmukh", "Ghosh", "Iyer", "Kapoor", "Malhotra", "Nair",
    "Pillai", "Raghunathan", "Sandhu", "Thakkar", "Venkatesan", "Bhattacharya", "Dhillon",
    "Grewal", "Hussain", "Qureshi", "Siddiqui", "Rahman", "Chowdhury", "Mirza",
    # east / south-east asian
    "Zhang", "Huang", "Lim", "Tan", "Ng", "Nakamura", "Takahashi", "Watanabe", "Park",
    "Choi", "Kang", "Nguyen", "Tran", "Pham", "Le", "Santos", "Dela Cruz", "Bautista",
    "Villanueva", "Wijaya", "Suzuki", "Ong", "Goh", "Hoang", "Chakraborty",
    # african / caribbean
    "Okonkwo", "Adeyemi", "Babalola", "Eze", "Nwachukwu", "Osei", "Mensah", "Asante",
    "Owusu", "Kamau", "Otieno", "Mwangi", "Dlamini", "Nkosi", "Mahlangu", "Chikwanha",
    "Campbell-Reid", "Thompson-Bailey", "Grant", "Beckford", "Clarke", "Fairclough",
    # hispanic / lusophone
    "Álvarez", "Castañeda", "Domínguez", "Echeverría", "Fuentes", "Gutiérrez", "Ibarra",
    "Jiménez", "Montoya", "Navarro", "Ortega", "Quintero", "Salazar", "Valdés", "Zamora",
    "Carvalho", "Figueiredo", "Magalhães", "Rocha", "Teixeira", "Pereira da Silva",
    # arabic / persian / turkish
    "Al-Hashimi", "El-Sayed", "Haddad", "Khoury", "Mansour", "Nasser", "Saleh", "Farouk",
    "Tehrani", "Rostami", "Karimi", "Yilmaz", "Demir", "Öztürk", "Aydın", "Abboud",
    # european
    "Kowalczyk", "Wiśniewska", "Zieliński", "Nowak", "Kovalenko", "Shevchenko", "Petrov",
    "Lindqvist", "Halvorsen", "Bergström", "Johansson", "Nørgaard", "Vogel", "Schreiber",
    "Hoffmann", "Brandt", "Ricci", "Esposito", "Bianchi", "Moretti", "Papadopoulos",
    "Georgiou", "Dubois", "Lefebvre", "Moreau", "Van der Berg", "De Vries", "Janssens",
    "Popescu", "Ionescu", "Horvat", "Novak",
    # french-canadian / canadian
    "Tremblay", "Gagnon", "Bouchard", "Côté", "Pelletier", "Lévesque", "Thibodeau",
    "Beaulieu", "Desrosiers", "Ouellet",
    # australian / pacific
    "Pearce", "Kirkpatrick", "McGregor-Hill", "Tuilagi", "Fonoti", "Ngata", "Te Awa",
    "Waititi", "Tupou", "Falaniko",
]

NICKNAMES = {
    "Alistair": "Ali", "Barnaby": "Barney", "Tobias": "Toby", "Wilfred": "Wilf",
    "Reginald": "Reg", "Stanley": "Stan", "Percival": "Percy", "Abigail": "Abbie",
    "Philippa": "Pippa", "Harriet": "Hattie", "Winifred": "Winnie", "Dorothy": "Dot",
    "Georgina": "Georgie", "Rosalind": "Roz", "Margot": "Go-Go", "Alejandro": "Alex",
    "Sebastião": "Tião", "Chukwuemeka": "Emeka", "Babatunde": "Tunde", "Jatinder": "Jat",
    "Balwinder": "Bal", "Katarzyna": "Kasia", "Agnieszka": "Aga", "Dmitri": "Dima",
    "Guadalupe": "Lupe", "Dolores": "Lola", "Ignacio": "Nacho", "Olumide": "Mide",
}

INITIAL_LETTERS = "ABCDEFGHJKLMNPRSTW"

TITLES_F = ["Mrs", "Ms", "Miss", "Mx"]
TITLES_M = ["Mr", "Mr", "Mr", "Mx"]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "partner", "granddaughter",
               "niece", "aunt", "foster mother", "daughter-in-law", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "father", "brother", "partner", "grandson", "nephew",
               "uncle", "stepfather", "son-in-law", "friend", "neighbour"]

# staff credentials by country (kept outside name spans)
CREDS = {
    "US": ["MD", "DO", "RN", "NP", "PA-C", "RBP", "CRNP", "MSN, RN", "BSN, RN", "CWOCN", "LPN"],
    "CA": ["MD", "FRCPC", "RN", "NP", "MD, FRCSC", "BScN, RN", "RPN"],
    "UK": ["MBChB", "FRCS", "MRCP", "RGN", "RN", "MIMI", "RMIP", "BSc (Hons)", "FRCS (Plast)",
           "MB BS", "DipMI"],
    "AU": ["MBBS", "FRACS", "FACD", "RN", "CNC", "NP", "MBBS FRACP", "BMedSc"],
}
