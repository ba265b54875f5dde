"""Invented personal-name pools for dev283_en (author 283).

First names and surnames of many origins; they are recombined at random,
so any match with a real person is unintended.
"""

FIRST_F = [
    "Abena", "Adaeze", "Aiko", "Ailsa", "Aisling", "Alejandra", "Amara", "Amelie",
    "Anahera", "Anjali", "Annika", "Ana", "Aroha", "Astrid", "Ayesha", "Bao",
    "Beatriz", "Bethan", "Bronwyn", "Caitriona", "Carmel", "Chiamaka", "Chloe",
    "Constance", "Dagny", "Darcy", "Deepika", "Delphine", "Dilnoza", "Dorota",
    "Eilidh", "Eleni", "Elif", "Esperanza", "Esi", "Farida", "Fenella", "Fiadh",
    "Folasade", "Freya", "Gabriela", "Gwendolyn", "Hana", "Hafsa", "Harriet",
    "Hyun-joo", "Ines", "Imogen", "Ioana", "Isha", "Jacinta", "Jolene", "Juniper",
    "Kalani", "Kamala", "Katarzyna", "Keziah", "Kirsty", "Leilani", "Lorna",
    "Lucia", "Mahsa", "Mairead", "Malia", "Marguerite", "Mei-Ling", "Mercy",
    "Minh", "Mirela", "Nadia", "Naledi", "Nicoleta", "Noor", "Nkechi", "Oksana",
    "Olwen", "Opal", "Paloma", "Parveen", "Priya", "Rahel", "Renata", "Rosalind",
    "Ruqayyah", "Saoirse", "Selin", "Shirin", "Siobhan", "Sunita", "Tamsin",
    "Thandiwe", "Theodora", "Tui", "Ulla", "Valentina", "Vesna", "Wanjiru",
    "Winifred", "Xiomara", "Yasmin", "Yetunde", "Yuki", "Zainab", "Zofia",
    "Maeve", "Peggy", "Doreen", "Gladys", "Elsie", "Ngaire", "Marisol",
    "Josephine", "Lavinia", "Ottilie", "Bernadette", "Rukhsana", "Adwoa",
]

FIRST_M = [
    "Abdirahman", "Adebayo", "Aarav", "Alasdair", "Aleksander", "Alistair",
    "Amadou", "Anders", "Anton", "Arjun", "Bartosz", "Benedict", "Bilal", "Bram",
    "Callum", "Caoimhin", "Chidi", "Ciaran", "Cosmin", "Dai", "Dariusz", "Declan",
    "Desmond", "Dmytro", "Eamon", "Emeka", "Emrys", "Enrique", "Farhan", "Fergus",
    "Florin", "Gareth", "Gideon", "Gurpreet", "Hamish", "Hemi", "Hiroshi", "Huw",
    "Ibrahim", "Idris", "Ignatius", "Ikaika", "Ivo", "Jaroslav", "Jasper",
    "Joaquin", "Kaveh", "Kenji", "Kofi", "Kwame", "Lachlan", "Leandro", "Lorcan",
    "Luca", "Mandla", "Mateus", "Mehmet", "Minh-Duc", "Mortimer", "Nikolai",
    "Nnamdi", "Obinna", "Olamide", "Oisin", "Osvaldo", "Pawel", "Percival",
    "Quang", "Rafferty", "Rajesh", "Rangi", "Reuben", "Rhodri", "Rustam",
    "Saeed", "Samoa", "Santiago", "Seamus", "Selim", "Sione", "Stellan", "Tadhg",
    "Tariq", "Teodor", "Thabo", "Tomasz", "Torin", "Tupac", "Uriel", "Vikram",
    "Vusi", "Wiremu", "Xavier", "Yannick", "Yusuf", "Zoltan", "Barnaby", "Clive",
    "Norman", "Reginald", "Stanley", "Wilfred", "Ernest", "Cornelius", "Mustafa",
    "Kwabena", "Hone", "Ezekiel", "Ruairi", "Fintan",
]

SURNAMES = [
    "Abernethy", "Achterberg", "Adeyemi", "Agarwal", "Ahlgren", "Akande",
    "Alvarado", "Amponsah", "Anand", "Arkwright", "Asante", "Attenborough-Price",
    "Balogun", "Bannerman", "Barraclough", "Bhattacharya", "Blackwood", "Boateng",
    "Bouchard", "Brannigan", "Brennan", "Brightwell", "Bustamante", "Cadwallader",
    "Cairncross", "Calloway", "Castellanos", "Chakraborty", "Chaudhry", "Chukwu",
    "Cieslak", "Coughlan", "Cruickshank", "Dabrowski", "Dalgleish", "Danjuma",
    "De Souza", "Delacroix", "Demir", "Dhillon", "Dimitriou", "Doherty",
    "Drummond", "Duong", "Ebrahimi", "Eriksen", "Esposito", "Etheridge",
    "Fairweather", "Falconer", "Fernando", "Fitzgerald", "Foley", "Fonoti",
    "Galbraith", "Garrido", "Ghosh", "Gilchrist", "Goldberg", "Gonzaga",
    "Greenhalgh", "Grzelak", "Gunasekara", "Haddad", "Halloran", "Hargreaves",
    "Hart", "Hashemi", "Hautamaki", "Hendricks", "Herewini", "Hollis", "Hosseini",
    "Huang", "Iwu", "Jablonski", "Jankowski", "Jayasuriya", "Kaczmarek",
    "Kapoor", "Karaca", "Kavanagh", "Kealoha", "Kerrigan", "Khumalo",
    "Kiriakidis", "Kowalczyk", "Kuznetsova", "Lachance", "Lalonde", "Lambert",
    "Larkin", "Le Roux", "Leung", "Lindqvist", "Llewellyn", "Lombardi",
    "Lowe", "Lucero", "MacAskill", "Macfarlane", "Madsen", "Mahlangu",
    "Mallinson", "Marchetti", "Marsh", "Matagi", "McCallum", "McGillivray",
    "Mehta", "Mensah", "Mirza", "Moana", "Montgomery", "Morrissey", "Mukherjee",
    "Murtagh", "Nakamura", "Nakashima", "Ngata", "Nguyen-Tran", "Nikolaidis",
    "Nwachukwu", "O'Dowd", "O'Shaughnessy", "Obi", "Ogunleye", "Okafor",
    "Okonkwo", "Oliveira", "Onyango", "Osei", "Ouellette", "Owusu", "Pacheco",
    "Papadakis", "Park", "Pennington", "Petrescu", "Pham", "Pillai",
    "Pinheiro", "Prendergast", "Quarshie", "Quinlan", "Radcliffe", "Rahman",
    "Rajapakse", "Ramaswamy", "Rautenbach", "Reyes-Ortiz", "Rhys", "Rinaldi",
    "Rosenthal", "Rowntree", "Sadowski", "Salazar", "Sandhu", "Santangelo",
    "Sato", "Schofield", "Sekibo", "Selvaraj", "Shackleton", "Shapiro",
    "Siddiqui", "Silvestri", "Singh-Bedi", "Skelton", "Sobczak", "Sokolova",
    "St. Clair", "Stavros", "Strachan", "Sutherland", "Szabo", "Tadesse",
    "Takahashi", "Tamihana", "Tanaka", "Teixeira", "Thibodeau", "Thorne",
    "Tiwari", "Trembath", "Tuilagi", "Underhill", "Usman", "Vaillancourt",
    "Van der Berg", "Varga", "Vasquez", "Venkatesh", "Villeneuve", "Vu",
    "Wainwright", "Walczak", "Warsame", "Whitlock", "Wickramasinghe",
    "Winterbottom", "Wojcik", "Xiong", "Yamamoto", "Yilmaz", "Yeboah",
    "Zaidi", "Zielinski", "Zhou", "Ambrose", "Bell", "Baker", "Rose", "Hale",
    "Fisher", "Bishop", "Ogilvie", "Penhaligon", "Tremaine", "Ferreira-Lopes",
    "Kaur", "Gill", "Qureshi", "Farah", "Abdi", "Olsen", "Nyberg",
]

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICKNAMES = {
    "Katarzyna": "Kasia", "Alasdair": "Ali", "Benedict": "Ben", "Theodora": "Teddy",
    "Winifred": "Winnie", "Reginald": "Reg", "Stanley": "Stan", "Wilfred": "Wilf",
    "Josephine": "Jo", "Bernadette": "Bernie", "Aleksander": "Olek",
    "Margaret": "Peggy", "Gwendolyn": "Gwen", "Percival": "Percy",
    "Cornelius": "Neil", "Barnaby": "Barney", "Rosalind": "Ros",
}

RELATIONSHIPS = [
    ("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"),
    ("partner", None), ("mother", "F"), ("father", "M"), ("sister", "F"),
    ("brother", "M"), ("niece", "F"), ("nephew", "M"), ("neighbour", None),
    ("carer", None), ("friend", None), ("granddaughter", "F"), ("grandson", "M"),
    ("son-in-law", "M"), ("daughter-in-law", "F"),
]

PROFESSIONS = [
    "welder", "retired teacher", "bus driver", "long-haul lorry driver", "nurse",
    "electrician", "dairy farmer", "software developer", "retired postman",
    "plasterer", "accountant", "care assistant", "chef", "primary school teacher",
    "florist", "carpenter", "taxi driver", "retired miner", "hairdresser",
    "security guard", "warehouse operative", "university lecturer", "solicitor",
    "firefighter", "fisherman", "roofer", "dental technician", "librarian",
    "retired shipwright", "bricklayer", "sheep shearer", "barista", "architect",
    "call centre agent", "painter and decorator", "retired police officer",
    "mechanic", "boilermaker", "pharmacist", "graphic designer", "cleaner",
    "forklift driver", "retired nurse", "plumber", "landscape gardener",
    "journalist", "baker", "butcher", "school bus driver", "tree surgeon",
    "retired engineer", "truck driver", "court stenographer", "piano tuner",
    "tattoo artist", "merchant seaman", "quarry worker", "hospital porter",
    "real estate agent", "childminder", "veterinary nurse", "stonemason",
]

# Login names are derived from staff names; these are extra system/service users
SERVICE_USERS = [
    "svc_dlm", "pumpadmin", "cmms_batch", "biomed01", "ebme_ro", "interface_hl7",
]
