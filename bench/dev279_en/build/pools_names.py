"""Invented name pools for dev279_en (author 279).

Names are grouped by broad origin so that a patient's relatives usually share a
surname and an origin; combinations are random and any resemblance to a real
person is unintended.
"""

ORIGINS = {
    "anglo": {
        "f": ["Margaret", "Dorothy", "Eileen", "Hazel", "Sandra", "Julie", "Karen", "Lorraine",
              "Gemma", "Chloe", "Bethany", "Rosalind", "Phyllis", "Gwendolyn", "Tracey", "Kerry",
              "Abigail", "Harriet", "Imogen", "Lydia", "Wendy", "Beverley", "Joanne", "Paula",
              "Shirley", "Audrey", "Maisie", "Tamsin", "Verity", "Rhiannon", "Carys", "Heather",
              "Ashley", "Brittany", "Courtney", "Madison", "Kaylee", "Darlene", "Tammy", "Loretta"],
        "m": ["Geoffrey", "Malcolm", "Trevor", "Derek", "Keith", "Graham", "Neville", "Clive",
              "Stuart", "Gareth", "Dylan", "Rhys", "Barry", "Lionel", "Roland", "Alfie",
              "Harvey", "Toby", "Jasper", "Rupert", "Kenneth", "Dennis", "Wayne", "Darren",
              "Cody", "Tyler", "Brandon", "Dwayne", "Earl", "Clifford", "Wesley", "Howard",
              "Arthur", "Stanley", "Reginald", "Leonard", "Ronald", "Glen", "Craig", "Hamish"],
        "s": ["Ashworth", "Thwaite", "Pennington", "Cartwright", "Holroyd", "Fairweather",
              "Dunmore", "Kettleby", "Ramsbottom", "Wardle", "Hargreaves", "Bellamy", "Lister",
              "Crowther", "Marsh", "Hope", "Bishop", "Savage", "English", "Ward", "Hall",
              "Parkinson", "Baker", "Fletcher", "Thorne", "Whitlock", "Ingleby", "Pocklington",
              "Smedley", "Tansley", "Gorringe", "Blackwood", "Merriman", "Oakes", "Pickering",
              "Sowerby", "Huxtable", "Treloar", "Penhallow", "Cadwallader", "Pryce", "Llewellyn",
              "Mackintosh", "Strachan", "Buchanan", "McAllister", "Kincaid", "Galbraith",
              "Tennant", "Rowntree", "Yardley", "Birkett", "Haworth", "Stott", "Dobson",
              "Whitfield", "Garside", "Lumb", "Greenhalgh", "Bramley", "Cowell", "Stanhope"],
    },
    "irish": {
        "f": ["Siobhán", "Niamh", "Aoife", "Gráinne", "Máire", "Orla", "Caoimhe", "Roisin",
              "Deirdre", "Bríd", "Sinéad", "Clodagh", "Eimear", "Ailbhe", "Nuala", "Fionnuala",
              "Maeve", "Saoirse", "Treasa", "Áine"],
        "m": ["Seán", "Pádraig", "Ciarán", "Donal", "Eoin", "Colm", "Diarmuid", "Fergal",
              "Cathal", "Tadhg", "Oisín", "Ruairí", "Niall", "Dermot", "Lorcan", "Micheál",
              "Declan", "Brendan", "Fintan", "Conor"],
        "s": ["Ó Briain", "Mac Giolla", "O'Sullivan", "McGrath", "Brennan", "Fitzgerald",
              "Kavanagh", "Doherty", "Ní Dhonnchadha", "Moynihan", "Geraghty", "Hennessy",
              "Ó Ceallaigh", "Mulcahy", "Tierney", "Coughlan", "Scanlon", "Dunleavy", "Heffernan",
              "Cullinane", "Ó Loingsigh", "Breathnach", "Keane", "Lenihan", "Cronin", "Rafferty",
              "Quinlivan", "Mac Cárthaigh", "Guerin", "Phelan"],
    },
    "south_asian": {
        "f": ["Priyanka", "Nasreen", "Shabana", "Kavita", "Anjali", "Harpreet", "Simran",
              "Farzana", "Meenakshi", "Lakshmi", "Rukhsana", "Sunita", "Tahira", "Divya",
              "Jaspreet", "Nadia", "Parveen", "Gurdeep", "Shreya", "Zainab"],
        "m": ["Rajesh", "Imran", "Arjun", "Mohammed", "Harjit", "Sanjay", "Tariq", "Vikram",
              "Anil", "Kamran", "Baljinder", "Pradeep", "Faisal", "Dev", "Nikhil", "Asif",
              "Gurpreet", "Ravi", "Shahid", "Mahesh"],
        "s": ["Chaudhry", "Bhattacharya", "Sandhu", "Raheem", "Venkataraman", "Gill",
              "Mirza", "Deshpande", "Qureshi", "Nair", "Iyer", "Dhillon", "Rahman", "Hussain",
              "Kulkarni", "Banerjee", "Siddiqui", "Sidhu", "Malik", "Pillai", "Choudhury",
              "Jadeja", "Thakkar", "Akhtar", "Subramanian"],
    },
    "east_asian": {
        "f": ["Mei", "Xiaoling", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Lan", "Wen",
              "Hui Min", "Aiko", "Min-ji", "Qing", "Fang", "Sakura", "Eun-ji"],
        "m": ["Wei", "Hiroshi", "Jun", "Min-ho", "Tao", "Kenji", "Jian", "Dong-hyun",
              "Haoran", "Takeshi", "Sung-min", "Bo", "Liang", "Ren", "Kazuo"],
        "s": ["Zhang", "Takahashi", "Park", "Liu", "Nakamura", "Cheng", "Kwon", "Huang",
              "Yamaguchi", "Tsang", "Lim", "Ogawa", "Fong", "Jeong", "Xu", "Matsuda", "Yeung",
              "Koh", "Shimizu", "Lau"],
    },
    "se_asian": {
        "f": ["Thi Hoa", "Ngoc Anh", "Maricel", "Rowena", "Jocelyn", "Lien", "Siti", "Dewi",
              "Analyn", "Thuy"],
        "m": ["Van Minh", "Duc", "Rodel", "Jericho", "Arnel", "Quang", "Budi", "Hieu",
              "Reynaldo", "Bayani"],
        "s": ["Nguyen", "Tran", "Pham", "Villanueva", "Dela Cruz", "Bautista", "Santoso",
              "Le", "Manalo", "Hoang", "Macaraeg", "Pangilinan"],
    },
    "african": {
        "f": ["Chiamaka", "Adaeze", "Folake", "Abena", "Nkechi", "Amara", "Thandiwe", "Yewande",
              "Efua", "Zanele", "Ngozi", "Wanjiru", "Kemi", "Ayan", "Hodan"],
        "m": ["Chukwuemeka", "Oluwaseun", "Kwame", "Tendai", "Babajide", "Kofi", "Sipho",
              "Obinna", "Yaw", "Tunde", "Abdirahman", "Jomo", "Femi", "Mandla", "Kelechi"],
        "s": ["Okonkwo", "Adeyemi", "Mensah", "Osei", "Chukwu", "Mwangi", "Dlamini",
              "Adebayo", "Nwosu", "Boateng", "Ogunleye", "Abdi", "Kamau", "Eze", "Asante",
              "Olawale", "Ndlovu", "Warsame", "Achebe", "Opoku"],
    },
    "arabic": {
        "f": ["Layla", "Yasmin", "Rania", "Huda", "Mariam", "Noor", "Salma", "Dalia", "Amira",
              "Lina"],
        "m": ["Omar", "Khalid", "Yusuf", "Hamza", "Karim", "Samir", "Bilal", "Walid", "Tarek",
              "Nabil"],
        "s": ["Haddad", "Al-Mansouri", "Khoury", "Nasser", "El-Amin", "Saleh", "Darwish",
              "Barakat", "Aziz", "Hamdan", "Toukan", "Sabbagh"],
    },
    "east_european": {
        "f": ["Agnieszka", "Katarzyna", "Oksana", "Irina", "Zuzana", "Milena", "Dorota",
              "Ludmila", "Jelena", "Bogdana"],
        "m": ["Tomasz", "Piotr", "Andrei", "Mikhail", "Vasyl", "Dragan", "Marek", "Radu",
              "Bogdan", "Jakub"],
        "s": ["Kowalczyk", "Wiśniewski", "Petrenko", "Novak", "Horvath", "Popescu", "Dvořák",
              "Ivanova", "Jankowski", "Kovalenko", "Zielinski", "Marinescu"],
    },
    "hispanic": {
        "f": ["Guadalupe", "Marisol", "Yesenia", "Lucía", "Ximena", "Rocío", "Alejandra",
              "Consuelo", "Itzel", "Paloma"],
        "m": ["Javier", "Alejandro", "Jesús", "Eduardo", "Rigoberto", "Mateo", "Ignacio",
              "Hernán", "Joaquín", "Ramiro"],
        "s": ["Castañeda", "Villalobos", "Rodríguez", "Quintero", "Ochoa", "Salazar",
              "Benavides", "Zamora", "Cervantes", "Mendoza", "Arellano", "Fuentes"],
    },
    "southern_european": {
        "f": ["Giuseppina", "Francesca", "Eleni", "Despina", "Chiara", "Maria Grazia", "Teresa",
              "Filomena"],
        "m": ["Giorgos", "Salvatore", "Dimitrios", "Paolo", "Vincenzo", "Stavros", "Luca",
              "Nikos"],
        "s": ["Papadopoulos", "Esposito", "Romano", "Georgiou", "Lombardi", "Kostas",
              "De Luca", "Mavros", "Ferraro", "Christodoulou"],
    },
    "french": {
        "f": ["Geneviève", "Mélanie", "Josée", "Chantal", "Sylvie", "Nathalie", "Amélie",
              "Manon"],
        "m": ["Jean-François", "Étienne", "Benoît", "Luc", "Réjean", "Mathieu", "Gilles",
              "Yannick"],
        "s": ["Tremblay", "Gagnon", "Bouchard", "Lévesque", "Pelletier", "Côté", "Thibodeau",
              "Ouellette", "Bergeron", "Desrosiers"],
    },
    "maori_pacific": {
        "f": ["Aroha", "Mere", "Losana", "Talia", "Moana"],
        "m": ["Wiremu", "Rawiri", "Sione", "Tevita", "Manaia"],
        "s": ["Ngata", "Tuhoe", "Fifita", "Taufa", "Paewai", "Tupou"],
    },
}

# origin weights per country
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 40, "irish": 5, "south_asian": 16, "african": 9, "east_european": 8,
           "east_asian": 4, "arabic": 5, "southern_european": 4, "se_asian": 3, "hispanic": 2,
           "french": 1},
    "US": {"anglo": 34, "hispanic": 20, "african": 8, "east_asian": 8, "south_asian": 7,
           "se_asian": 6, "southern_european": 5, "east_european": 5, "arabic": 4, "irish": 4},
    "AU": {"anglo": 38, "east_asian": 10, "southern_european": 10, "se_asian": 9,
           "south_asian": 9, "maori_pacific": 6, "arabic": 6, "irish": 5, "african": 3,
           "east_european": 3},
    "CA": {"anglo": 30, "french": 18, "south_asian": 12, "east_asian": 11, "se_asian": 6,
           "african": 6, "arabic": 5, "east_european": 5, "southern_european": 4, "irish": 3},
    "IE": {"irish": 55, "anglo": 10, "east_european": 12, "african": 7, "south_asian": 6,
           "se_asian": 4, "arabic": 3, "hispanic": 2, "east_asian": 1},
}

NICKNAMES = {
    "Margaret": "Peggy", "Dorothy": "Dot", "Kenneth": "Ken", "Leonard": "Len",
    "Reginald": "Reg", "Ronald": "Ron", "Stanley": "Stan", "Geoffrey": "Geoff",
    "Alejandro": "Alex", "Javier": "Javi", "Chukwuemeka": "Emeka", "Oluwaseun": "Seun",
    "Babajide": "Jide", "Giuseppina": "Pina", "Salvatore": "Sal", "Dimitrios": "Jim",
    "Pádraig": "Paddy", "Micheál": "Mick", "Gwendolyn": "Gwen", "Abigail": "Abbie",
    "Jean-François": "J-F", "Mohammed": "Mo", "Katarzyna": "Kasia", "Agnieszka": "Aga",
    "Harriet": "Hattie", "Phyllis": "Phyl", "Guadalupe": "Lupe", "Wiremu": "Bill",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# clinicians and staff get drawn from the same pools; credentials by country
CREDENTIALS = {
    "doctor": {"UK": ["MBChB", "MRCP", "FRCS", "MBBS", "FRCA", "MRCGP"],
               "US": ["MD", "DO", "MD, FACP", "MD, FACS"],
               "AU": ["MBBS", "FRACP", "FACEM", "FRACS"],
               "CA": ["MD", "MD, FRCPC", "MD, CCFP"],
               "IE": ["MB BCh BAO", "MRCPI", "FRCSI"]},
    "nurse": {"UK": ["RN", "RGN", "RMN", "RM"], "US": ["RN", "BSN, RN", "LPN", "NP"],
              "AU": ["RN", "CNS", "NUM"], "CA": ["RN", "RPN", "NP"], "IE": ["RGN", "RPN", "CNM2"]},
}

SUPPORT_SURNAMES_EXTRA = ["Kingsley", "Abbott", "Mortimer", "Fenwick", "Radcliffe", "Sutcliffe",
                          "Westbrook", "Calloway", "Ridley", "Harcourt", "Pemberton", "Aldous"]
