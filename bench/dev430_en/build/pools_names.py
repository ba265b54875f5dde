"""Person-name pools of many origins (written for this set).

Several first names and surnames are also ordinary English words
(Hope, Will, Rose, Baker, Hill, Mason, Young ...) on purpose.
"""

FIRST_M = [
    # English / Irish / Scottish / Welsh
    "James", "William", "Thomas", "George", "Harold", "Kevin", "Declan", "Ciaran", "Padraig",
    "Eoin", "Rhys", "Gareth", "Dafydd", "Callum", "Angus", "Hamish", "Graham", "Trevor",
    "Derek", "Colin", "Barry", "Nigel", "Stuart", "Lachlan", "Brendan", "Cormac", "Liam",
    "Connor", "Jack", "Frank", "Hunter", "Mason", "Chester", "Austin", "Dallas", "Lincoln",
    "Jordan", "Will", "Bill", "Rich", "Sonny", "Chip", "Buddy", "Duke", "Major", "Royal",
    # South Asian
    "Rajesh", "Arjun", "Sanjay", "Imran", "Farhan", "Harpreet", "Gurdeep", "Anil", "Vikram",
    "Tariq", "Nadeem", "Pradeep", "Suresh", "Dinesh", "Rohan",
    # East / South-East Asian
    "Wei", "Jian", "Hao", "Minh", "Tuan", "Jun", "Hiroshi", "Kenji", "Takeshi", "Min-jun",
    "Seung-ho", "Jae", "Bao", "Arnel", "Rodel", "Jomar",
    # African
    "Chinedu", "Emeka", "Oluwaseun", "Tunde", "Kwame", "Kofi", "Yaw", "Abdi", "Mohamed",
    "Tendai", "Sipho", "Themba", "Kwabena",
    # Hispanic / Portuguese / Italian / Greek
    "Jose", "Luis", "Alejandro", "Mateo", "Joao", "Rui", "Tiago", "Giuseppe", "Marco",
    "Salvatore", "Nikos", "Giorgos", "Stavros",
    # Arabic / Turkish / Persian
    "Omar", "Khalid", "Yusuf", "Hassan", "Mehmet", "Emre", "Reza", "Dariush",
    # Polish / Eastern European
    "Piotr", "Tomasz", "Krzysztof", "Marek", "Andrei", "Bogdan", "Dmitri", "Vaclav",
    # Indigenous / Pacific / other
    "Tane", "Wiremu", "Sione", "Mikaere", "Koa",
]

FIRST_F = [
    "Margaret", "Patricia", "Elizabeth", "Siobhan", "Aoife", "Niamh", "Roisin", "Mairead",
    "Bronwen", "Cerys", "Eilidh", "Morag", "Fiona", "Deborah", "Sharon", "Tracey", "Beverley",
    "Hope", "Grace", "Joy", "Faith", "Rose", "Summer", "May", "June", "Ivy", "Hazel", "Violet",
    "Florence", "Georgia", "Virginia", "Carolina", "Sydney", "Brooklyn", "Paris", "Holly",
    "Pearl", "Ruby", "Crystal", "Dawn", "Robin", "Sunny", "Autumn", "Precious", "Charity",
    # South Asian
    "Priya", "Anjali", "Sunita", "Kavita", "Harjeet", "Nasreen", "Farzana", "Shabnam",
    "Lakshmi", "Deepa", "Meera",
    # East / South-East Asian
    "Mei", "Xiu", "Lin", "Hoa", "Linh", "Thi", "Yuki", "Haruka", "Ji-woo", "Seo-yeon",
    "Maricel", "Lorna", "Analyn",
    # African
    "Ngozi", "Chiamaka", "Folake", "Abena", "Akosua", "Amina", "Fadumo", "Hodan", "Nomvula",
    "Thandiwe", "Blessing", "Comfort",
    # Hispanic / Portuguese / Italian / Greek
    "Maria", "Guadalupe", "Lucia", "Ines", "Beatriz", "Graca", "Giulia", "Francesca",
    "Eleni", "Despina", "Zoe",
    # Arabic / Turkish / Persian
    "Fatima", "Layla", "Yasmin", "Aylin", "Elif", "Shirin", "Parisa",
    # Polish / Eastern European
    "Agnieszka", "Katarzyna", "Malgorzata", "Irina", "Olena", "Svetlana", "Jana",
    # Indigenous / Pacific
    "Aroha", "Mere", "Leilani", "Kiri",
]

SURNAMES = [
    # ordinary words on purpose
    "Baker", "Cook", "Mason", "Hill", "Wood", "King", "Bishop", "Sharp", "Best", "Love",
    "Bell", "Young", "Green", "Brown", "Little", "Moody", "Rich", "Field", "Church", "Hope",
    "Rose", "Page", "Fox", "Wolf", "Frost", "Stone", "Marsh", "Black", "White", "Swift",
    "Hunter", "Fisher", "Carpenter", "Butcher", "Shepherd", "Parsons", "Gold", "Wise", "Short",
    "Long", "Lamb", "Bird", "Nightingale", "Savage", "Angel", "Power", "Hale", "Cross",
    # English / Irish / Scottish / Welsh
    "O'Sullivan", "McCarthy", "Fitzgerald", "Doherty", "Ni Bhriain", "MacLeod", "McAllister",
    "Cunningham", "Fraser", "Llewellyn", "Pritchard", "Morgan", "Rees", "Hughes", "Whitfield",
    "Ashworth", "Pemberton", "Thornton", "Haworth", "Blackwood", "Ellison", "Kettering",
    # South Asian
    "Patel", "Sharma", "Raman", "Choudhury", "Begum", "Hussain", "Sandhu", "Gill", "Iyer",
    "Nair", "Menon", "Chatterjee", "Qureshi", "Siddiqui", "Malik",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Chen", "Wong", "Li", "Zhang", "Liu", "Tanaka", "Sato",
    "Kobayashi", "Kim", "Park", "Choi", "Santos", "Reyes", "Dela Cruz", "Bautista",
    # African
    "Okafor", "Adeyemi", "Okonkwo", "Eze", "Mensah", "Asante", "Owusu", "Boateng", "Abdullahi",
    "Warsame", "Mohamud", "Dlamini", "Ndlovu", "Moyo", "Chikwanha",
    # Hispanic / Portuguese / Italian / Greek
    "Garcia", "Hernandez", "Ramirez", "Gutierrez", "Oliveira", "Ferreira", "Pereira",
    "Esposito", "Russo", "Bianchi", "Papadopoulos", "Georgiou", "Konstantinou",
    # Arabic / Turkish / Persian
    "Haddad", "Khoury", "Al-Farsi", "Nasser", "Yilmaz", "Demir", "Kaya", "Hosseini", "Tehrani",
    # Polish / Eastern European / Germanic / Nordic
    "Kowalski", "Nowak", "Wisniewska", "Zielinski", "Petrenko", "Ivanova", "Novak", "Horvat",
    "Muller", "Schneider", "Lindqvist", "Johansson", "Haugen", "Van der Berg", "De Vries",
    # Indigenous / Pacific
    "Ngata", "Tipene", "Fonoti", "Tuilagi", "Kahananui",
]

NICKNAMES = {
    "William": "Bill", "Thomas": "Tom", "James": "Jim", "Margaret": "Peggy",
    "Patricia": "Trish", "Elizabeth": "Liz", "Harold": "Harry", "Deborah": "Debbie",
    "Krzysztof": "Kris", "Oluwaseun": "Seun", "Giuseppe": "Joe", "Alejandro": "Alex",
    "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Salvatore": "Sal", "Chinedu": "Chi",
    "Beverley": "Bev", "Francesca": "Fran", "Graham": "Gray", "Frank": "Frankie",
}

RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "grandson", "father", "neighbour",
               "friend", "son-in-law", "stepson"]
RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "granddaughter", "mother",
               "neighbour", "friend", "daughter-in-law", "carer"]

CREDS_DOC = {
    "UK": ["MBBS FRCP", "MBChB MRCP", "FRCPath", "MB BCh", "MBBS MRCP(UK) FRCPath", "MRCP DTM&H"],
    "IE": ["MB BCh BAO MRCPI", "FRCPI", "MRCPI FRCPath", "MB MRCPI"],
    "US": ["MD", "DO", "MD, MPH", "MD, FIDSA", "MD, PhD"],
    "CA": ["MD, FRCPC", "MD, CCFP", "MD FRCPC", "MDCM, FRCPC"],
    "AU": ["MBBS FRACP", "MBBS FRACP FRCPA", "MBBS(Hons) FRACP", "BMed FRACP"],
}
CREDS_NURSE = {
    "UK": ["RGN", "RN", "NMP", "RN, V300", "CNS"],
    "IE": ["RGN", "RANP", "CNS", "RGN RM"],
    "US": ["RN", "RN, BSN", "RN, VA-BC", "RN, CRNI", "NP", "APRN"],
    "CA": ["RN", "RN, BScN", "RPN", "NP"],
    "AU": ["RN", "CNC", "CNS", "RN, NP"],
}
CREDS_PHARM = {
    "UK": ["MPharm", "MRPharmS", "IP"], "IE": ["MPSI", "BPharm"],
    "US": ["PharmD", "PharmD, BCIDP", "RPh"], "CA": ["BScPhm", "PharmD, ACPR"],
    "AU": ["BPharm", "BPharm FSHP"],
}
