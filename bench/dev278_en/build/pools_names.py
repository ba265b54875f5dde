"""Invented personal-name pools for dev278_en (author 278).

Given names and family names are drawn from many origins and combined at
random, so any combination that matches a real person is unintended.
Lists are tuples so iteration order is fixed.
"""

FEMALE = (
    # Irish / British
    "Aoife", "Siobhan", "Niamh", "Grainne", "Orla", "Caoimhe", "Maeve", "Roisin",
    "Eileen", "Bridget", "Margaret", "Eleanor", "Harriet", "Imogen", "Philippa",
    "Gwen", "Rhiannon", "Ffion", "Morag", "Isla", "Kirsty", "Shona", "Beverley",
    "Tracey", "Janice", "Lorraine", "Pauline", "Doreen", "Gillian", "Hazel",
    # North American / Australian
    "Brittany", "Kayla", "Shelby", "Tamara", "Darlene", "Loretta", "Charlene",
    "Madison", "Courtney", "Jolene", "Kylie", "Tegan", "Bronwyn", "Narelle",
    "Shannon", "Leanne", "Jodie", "Merryn",
    # South Asian
    "Priya", "Anjali", "Sunita", "Harpreet", "Farzana", "Nasreen", "Lakshmi",
    "Deepa", "Kavita", "Rukhsana", "Shabnam", "Meera",
    # East / South-East Asian
    "Mei", "Xiaoling", "Yuki", "Haruka", "Minji", "Soo-ah", "Thi Lan", "Ngoc Anh",
    "Maricel", "Rosalind", "Jocelyn", "Ligaya",
    # African / Caribbean
    "Adaeze", "Chiamaka", "Ngozi", "Abena", "Akosua", "Folasade", "Wanjiru",
    "Amara", "Zainab", "Hodan", "Fadumo", "Marcia", "Delroya",
    # European
    "Agnieszka", "Katarzyna", "Malgorzata", "Ilona", "Zuzana", "Ioana", "Elif",
    "Giulia", "Francesca", "Chiara", "Ines", "Leonor", "Sofia", "Eleni",
    "Despina", "Ingrid", "Sigrid", "Anneke", "Mireille", "Solange", "Genevieve",
    "Josee", "Nathalie", "Marisol", "Guadalupe", "Ximena", "Lucia", "Carmen",
    # Middle Eastern
    "Layla", "Rania", "Yasmin", "Noor", "Dalia", "Shirin", "Parisa", "Tova",
)

MALE = (
    "Cathal", "Padraig", "Eoin", "Ciaran", "Donal", "Fergal", "Seamus", "Tadhg",
    "Declan", "Niall", "Alasdair", "Hamish", "Gareth", "Rhys", "Dafydd", "Nigel",
    "Trevor", "Clive", "Malcolm", "Graham", "Desmond", "Reginald", "Barry",
    "Kenneth", "Royston", "Stuart", "Neville", "Alfie",
    "Brandon", "Dwayne", "Travis", "Cody", "Dale", "Earl", "Wendell", "Clayton",
    "Brett", "Shane", "Darryl", "Lachlan", "Kieran", "Bruce", "Wade",
    "Rajesh", "Sanjay", "Gurpreet", "Imran", "Tariq", "Venkat", "Arjun",
    "Harjit", "Faisal", "Zubair", "Mohinder", "Anil",
    "Wei", "Jun", "Haoran", "Kenji", "Takeshi", "Min-jun", "Dong-hyun",
    "Van Minh", "Quoc Bao", "Rommel", "Efren", "Jericho",
    "Chukwuemeka", "Obinna", "Kwame", "Kofi", "Babatunde", "Olumide", "Tendai",
    "Abdirahman", "Mohamed", "Desmond", "Winston", "Everton", "Leroy",
    "Tomasz", "Krzysztof", "Pawel", "Marek", "Bogdan", "Andrei", "Mehmet",
    "Giuseppe", "Salvatore", "Matteo", "Joao", "Rui", "Tiago", "Nikos",
    "Stavros", "Lars", "Henrik", "Joost", "Thierry", "Jean-Guy", "Rejean",
    "Mathieu", "Alejandro", "Joaquin", "Esteban", "Ramon", "Hector",
    "Karim", "Omar", "Youssef", "Dariush", "Reza", "Avi", "Elias",
)

# Nicknames a patient or family member may use in dialogue or portal messages.
NICK = {
    "Margaret": "Peggy", "Bridget": "Biddy", "Eleanor": "Nell", "Philippa": "Pippa",
    "Kenneth": "Ken", "Reginald": "Reg", "Malcolm": "Mal", "Alasdair": "Ally",
    "Padraig": "Paddy", "Seamus": "Shay", "Nigel": "Nige", "Trevor": "Trev",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Krzysztof": "Kris", "Tomasz": "Tom",
    "Babatunde": "Tunde", "Chukwuemeka": "Emeka", "Olumide": "Olu",
    "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Rajesh": "Raj",
    "Alejandro": "Alex", "Genevieve": "Gen", "Francesca": "Fran",
    "Christopher": "Chris", "Harriet": "Hattie", "Lachlan": "Lachie",
    "Josee": "Jo", "Dariush": "Dari", "Gurpreet": "Preet",
}

SURNAMES = (
    # Irish / Scottish / Welsh / English
    "O'Donoghue", "McGillycuddy", "Brennan", "Fitzgerald", "Kavanagh", "Ni Bhriain",
    "Mac Giolla", "Ó Súilleabháin", "Tierney", "Hanrahan", "Cullinane", "Moriarty",
    "MacLeod", "Urquhart", "Drummond", "Kerr", "Buchanan", "Gilchrist",
    "Pritchard", "Llewellyn", "Prosser", "Vaughan-Jones", "Hathersage", "Pennington",
    "Thistlewood", "Ashdown", "Crabtree", "Featherstone", "Higginbottom", "Ollerenshaw",
    "Winterbourne", "Blackwood", "Cartwright", "Dunmore", "Fairclough", "Haworth",
    "Pickersgill", "Sowerby", "Stanhope", "Threlfall", "Whitmore", "Yardley",
    # eponym-like (hard negatives when they appear in disease names elsewhere)
    "Parkinson", "Bowen", "Paget", "Hodgkin", "Addison", "Graves", "Bell", "Wilson",
    "Crohn", "Cushing", "Gleason", "Fletcher",
    # North American / Australian
    "Kowalczyk", "Vanderhoek", "Delacroix", "Thibodeaux", "Boudreau", "Lachance",
    "Tremblay-Roy", "Gagnon", "Ouellette", "Bergeron", "Hendricks", "Stoltzfus",
    "Whitlock", "Blankenship", "Rutledge", "Ashby", "Tibbetts", "Pettigrew",
    "Haddad", "Nakamura-Price", "Kirkpatrick", "Cunningham", "Dunstan", "Treloar",
    "Penhaligon", "Moloney", "Gallagher", "Fogarty",
    # South Asian
    "Chaudhry", "Raghunathan", "Venkataraman", "Bhattacharya", "Deshpande", "Sandhu",
    "Grewal", "Malhotra", "Siddiqui", "Qureshi", "Rahman", "Chowdhury", "Pillai",
    "Ramaswamy", "Kapoor", "Iyer", "Banerjee", "Mahmood",
    # East / South-East Asian
    "Zhang", "Huang", "Liu", "Tsang", "Wong", "Lau", "Tanaka", "Yamaguchi",
    "Okonkwo-Lee", "Park", "Choi", "Nguyen", "Tran", "Pham", "Dela Cruz",
    "Bautista", "Macaraeg", "Santos",
    # African / Caribbean
    "Okafor", "Adeyemi", "Nwosu", "Eze", "Mensah", "Asante", "Boateng", "Owusu",
    "Oyelaran", "Adebayo", "Mwangi", "Kamau", "Otieno", "Warsame", "Abdi",
    "Hassan", "Farah", "Campbell-Brown", "Gayle", "Nembhard", "Grant",
    # European
    "Kowalski", "Wisniewska", "Zielinski", "Nowak", "Szymanski", "Dvorak",
    "Horvath", "Popescu", "Ionescu", "Yilmaz", "Demir", "Rossi", "Esposito",
    "Bianchi", "Ferraro", "Conti", "Pereira", "Carvalho", "Ferreira", "Teixeira",
    "Papadopoulos", "Georgiou", "Lindqvist", "Halvorsen", "Van der Berg", "De Vries",
    "Janssens", "Lefebvre", "Moreau", "Fontaine", "Garcia-Lopez", "Mendoza",
    "Villanueva", "Castillo", "Ortega", "Navarro",
    # Middle Eastern
    "Khoury", "Nasser", "Haddadin", "Karimi", "Tehrani", "Mizrahi", "Ben-David",
    "Aziz", "Saleh", "Mansour",
)

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

# staff credential suffixes by profession and country (not PHI, sit outside names)
CREDS = {
    "consultant": {
        "UK": ("FRCR", "MRCP FRCR", "MBChB FRCR", "PhD FRCR", "BM BCh FRCR"),
        "US": ("MD", "MD, PhD", "DO", "MD, MPH"),
        "AU": ("FRANZCR", "MBBS FRANZCR", "MBBS(Hons) FRANZCR"),
        "CA": ("MD, FRCPC", "MD FRCPC", "MDCM, FRCPC"),
        "IE": ("MB BCh BAO FFRRCSI", "FFRRCSI", "MB FRCR"),
    },
    "physicist": {
        "UK": ("MPhys", "MIPEM", "MSc CSci", "PhD MIPEM"),
        "US": ("PhD, DABR", "MS, DABR", "DABR"),
        "AU": ("ACPSEM", "MSc ACPSEM", "PhD"),
        "CA": ("PhD, FCCPM", "MCCPM", "MSc, MCCPM"),
        "IE": ("MSc", "PhD MIPEM", "MSc MIPEM"),
    },
    "planner": {
        "UK": ("Dosimetrist", "Clinical Scientist", "Band 7 Planner"),
        "US": ("CMD", "CMD, RT(T)", "RT(T), CMD"),
        "AU": ("RT", "BAppSc(MRS)", "Planning RT"),
        "CA": ("MRT(T)", "MRT(T), CMD", "MRT(T)"),
        "IE": ("RTT", "BSc RTT", "Dosimetrist"),
    },
    "radiographer": {
        "UK": ("Therapeutic Radiographer", "TR", "Band 6 TR", "Band 5 TR"),
        "US": ("RT(T)", "RTT", "R.T.(T)"),
        "AU": ("RT", "Radiation Therapist", "RT"),
        "CA": ("MRT(T)", "RTT", "MRT(T)"),
        "IE": ("RTT", "Radiation Therapist", "RTT"),
    },
    "nurse": {
        "UK": ("CNS", "RN", "Staff Nurse", "ANP"),
        "US": ("RN", "RN, OCN", "NP", "RN BSN"),
        "AU": ("RN", "CNC", "CNS", "NP"),
        "CA": ("RN", "RN(EC)", "NP"),
        "IE": ("RGN", "CNS", "ANP"),
    },
    "registrar": {
        "UK": ("StR", "ST4", "ST5 Clinical Oncology", "SpR"),
        "US": ("MD (PGY-4)", "MD, resident", "MD (PGY-3)"),
        "AU": ("Registrar", "MBBS", "Advanced Trainee"),
        "CA": ("MD (R4)", "Resident", "MD (R3)"),
        "IE": ("SpR", "Registrar", "MB BCh"),
    },
}
