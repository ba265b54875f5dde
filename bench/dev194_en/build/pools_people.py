"""Invented name, nickname, occupation and relation pools (author 194)."""

FIRST_M = [
    "Adebayo", "Alastair", "Anand", "Anselm", "Armando", "Bastien", "Benoit", "Bohdan",
    "Caleb", "Cedric", "Cormac", "Dariusz", "Desmond", "Dmitri", "Eamon", "Efrain",
    "Emeka", "Errol", "Evander", "Fabrice", "Florian", "Gideon", "Gurpreet", "Hamish",
    "Henrik", "Horatio", "Ignatius", "Imran", "Jarrett", "Jerome", "Joaquin", "Kazuo",
    "Keegan", "Kwame", "Lachlan", "Leopold", "Lucien", "Malcolm", "Marcel", "Mateus",
    "Mordecai", "Nikolai", "Oisin", "Olufemi", "Osvaldo", "Percival", "Quentin", "Rafferty",
    "Rajinder", "Reginald", "Rodrigo", "Rosario", "Seamus", "Siddharth", "Stellan", "Tadeusz",
    "Thaddeus", "Tobias", "Ulrich", "Vikram", "Wendell", "Yannick", "Yusuf", "Zoltan",
    "Thomas", "Robert", "Michael", "Daniel", "Anthony", "Gerald", "Kenneth", "Leonard",
    "Douglas", "Raymond", "Walter", "Francis", "Gordon", "Stanley", "Harold", "Vincent",
]

FIRST_F = [
    "Adaeze", "Agnieszka", "Aletha", "Amara", "Anneliese", "Ariadne", "Beatriz", "Bernadette",
    "Bronwyn", "Camille", "Chiamaka", "Cordelia", "Dagny", "Delphine", "Dolores", "Edwina",
    "Elodie", "Esperanza", "Evangeline", "Fenella", "Fiorella", "Genevieve", "Giedre", "Gwendolyn",
    "Harriet", "Hortense", "Ingrid", "Isadora", "Jacinta", "Josiane", "Kalinda", "Katarzyna",
    "Leocadia", "Lucinda", "Madhuri", "Magdalena", "Marisol", "Maryam", "Mireille", "Nadezhda",
    "Nkechi", "Noemie", "Ottilie", "Parveen", "Philippa", "Priyanka", "Rosalind", "Roxanne",
    "Saoirse", "Seraphina", "Siobhan", "Solange", "Sunniva", "Tamsin", "Theodora", "Ursula",
    "Valentina", "Wilhelmina", "Ximena", "Yolanda", "Zainab", "Zuleika", "Margaret", "Patricia",
    "Elizabeth", "Catherine", "Dorothy", "Barbara", "Sandra", "Deborah", "Christine", "Jacqueline",
    "Linda", "Susan", "Theresa", "Louise", "Helene", "Irene", "Maureen", "Colleen",
]

SURNAMES = [
    "Abernathy", "Achterberg", "Adeyemi", "Alvarado", "Amundsen", "Archambault", "Arsenault",
    "Bakshi", "Balogun", "Banerjee", "Barrientos", "Beauchamp", "Belanger", "Bergeron",
    "Bhattacharya", "Blomqvist", "Bouchard", "Brzezinski", "Castellanos", "Chakraborty",
    "Chatterjee", "Cheng", "Chowdhury", "Cormier", "Cuthbertson", "Dabrowski", "Delacroix",
    "Desjardins", "Dimitriou", "Donnelly", "Dubois", "Dunleavy", "Ebersole", "Ekwueme",
    "Fairweather", "Fernandes", "Fitzgerald", "Gallagher", "Gauthier", "Giordano", "Goncalves",
    "Grabowski", "Gudmundsson", "Haddad", "Halvorsen", "Hashemi", "Hendricks", "Hernandez",
    "Hirschfeld", "Huang", "Ibarra", "Iwasaki", "Jankowski", "Jaramillo", "Kaczmarek",
    "Kapoor", "Karlsson", "Kavanagh", "Kowalczyk", "Kuznetsov", "Lachance", "Lafleur",
    "Lindqvist", "Lombardi", "Lundgren", "Macdonald", "Mahoney", "Malhotra", "Marchetti",
    "Markovic", "Mbeki", "McAllister", "McCready", "Mendoza", "Montgomery", "Moreau",
    "Mukherjee", "Nakamura", "Nascimento", "Nwachukwu", "Obuya", "Ogunleye", "Okonkwo",
    "Olafsson", "Ostrowski", "Ouellette", "Pacheco", "Papadopoulos", "Pelletier", "Petrovic",
    "Pham", "Quintero", "Rasmussen", "Ravindran", "Rodrigues", "Rosenberg", "Sandoval",
    "Santangelo", "Schumacher", "Sepulveda", "Shapiro", "Siddiqui", "Sorensen", "Srinivasan",
    "Szymanski", "Tanaka", "Thibodeau", "Tremblay", "Trujillo", "Underhill", "Valdivia",
    "Vanderberg", "Villanueva", "Wasserman", "Weatherby", "Wojcik", "Yamamoto", "Yilmaz",
    "Zamora", "Zielinski", "Zimmerman", "Okafor", "Castillo", "Lemieux", "Fontaine",
    "Gagnon", "Kowalski", "Nguyen", "Ramanathan", "Sato", "Whitfield", "Holloway",
]

CLIN_FIRST = [
    "Aisha", "Alejandro", "Anika", "Benedikt", "Carmen", "Chinedu", "Dana", "Deepa",
    "Elena", "Farid", "Fiona", "Gustavo", "Hana", "Ian", "Ishaan", "Jana", "Jin",
    "Kofi", "Lena", "Lorenzo", "Mariko", "Mehmet", "Nadia", "Neil", "Olga", "Pablo",
    "Petra", "Quinn", "Rahul", "Renata", "Sanjay", "Sofia", "Tariq", "Tessa", "Uma",
    "Victor", "Wei", "Xavier", "Yara", "Zeynep", "Mathieu", "Sylvie", "Chantal", "Etienne",
    "Heather", "Brendan", "Kirsten", "Naveen", "Oksana", "Rui",
]

CLIN_LAST = [
    "Aboagye", "Agarwal", "Albrecht", "Anastasiou", "Bertrand", "Blackwood", "Bustamante",
    "Carrington", "Ciszewski", "Crowther", "Dallaire", "Dhaliwal", "Eriksen", "Esposito",
    "Farrokhzad", "Forsberg", "Gallo", "Gillespie", "Hakimi", "Hennessey", "Hosseini",
    "Ingersoll", "Jablonski", "Jovanovic", "Kamau", "Khatri", "Kinoshita", "Lachapelle",
    "Leclerc", "Lindahl", "Mansour", "Mercado", "Moghaddam", "Nakashima", "Novak", "Ortega",
    "Paquette", "Prendergast", "Qureshi", "Rahimi", "Renaud", "Saltzman", "Sarkar",
    "Sokolov", "Stavros", "Takahashi", "Tomasello", "Vasquez", "Vermeulen", "Wozniak",
    "Yoshida", "Zabaleta", "Okoye", "Fitzpatrick", "Ranganathan", "Beaulieu", "Lindstrom",
    "Osei", "Varga", "Kostova",
]

NICK = {
    "Robert": "Bobby", "Michael": "Mike", "Daniel": "Danny", "Anthony": "Tony",
    "Gerald": "Gerry", "Kenneth": "Ken", "Leonard": "Lenny", "Douglas": "Doug",
    "Raymond": "Ray", "Walter": "Walt", "Francis": "Frankie", "Stanley": "Stan",
    "Harold": "Harry", "Vincent": "Vinnie", "Thomas": "Tommy", "Reginald": "Reggie",
    "Thaddeus": "Tad", "Percival": "Percy", "Mordecai": "Mort", "Nikolai": "Kolya",
    "Margaret": "Peggy", "Patricia": "Patty", "Elizabeth": "Liz", "Catherine": "Kate",
    "Dorothy": "Dot", "Barbara": "Babs", "Sandra": "Sandy", "Deborah": "Debbie",
    "Christine": "Chrissy", "Jacqueline": "Jackie", "Theresa": "Tess", "Wilhelmina": "Mina",
    "Gwendolyn": "Gwen", "Rosalind": "Roz", "Evangeline": "Evie", "Philippa": "Pippa",
    "Bernadette": "Bernie", "Magdalena": "Magda", "Katarzyna": "Kasia", "Theodora": "Teddie",
    "Alastair": "Ali", "Lachlan": "Lachie", "Tobias": "Toby", "Valentina": "Val",
}

PROFESSIONS = [
    "welder", "high school chemistry teacher", "long-haul truck driver", "electrician",
    "registered dental hygienist", "accountant", "bus driver", "pipefitter", "letter carrier",
    "software developer", "hairdresser", "paralegal", "line cook", "carpenter",
    "grade 3 teacher", "forklift operator", "pharmacy technician", "roofer", "dairy farmer",
    "civil engineer", "librarian", "tool and die maker", "real estate agent", "machinist",
    "daycare worker", "plumber", "commercial fisherman", "insurance adjuster", "cashier",
    "police officer", "firefighter", "graphic designer", "mail sorter", "dental assistant",
    "warehouse supervisor", "bank teller", "crane operator", "auto mechanic", "janitor",
    "professional violinist", "school bus driver", "meat cutter", "heavy equipment operator",
    "seamstress", "air traffic controller", "postdoctoral researcher", "barista",
    "home care aide", "taxi driver", "social worker", "lineman", "hospital porter",
    "snowplow operator", "landscaper", "court stenographer", "university lecturer",
]

RETIRED_PROF = [
    "teacher", "nurse", "steelworker", "machinist", "secretary", "farmer", "pastor",
    "railway conductor", "bookkeeper", "miner", "autoworker", "dentist", "pharmacist",
    "mechanical engineer", "postal worker", "principal", "army officer", "welder",
]

CLIN_ROLES = {
    "attending": ["MD", "MD", "DO", "MD, FRCPC", "MD, PhD"],
    "resident": ["MD", "MD", "DO"],
    "nurse": ["RN", "RN", "RN, BSN", "RN, CNRN"],
    "tech": ["R. EEG T.", "REEGT", "CNIM", "RPSGT"],
    "np": ["NP", "NP-C", "ACNP", "PA-C"],
    "pt": ["PT", "DPT", "PT, DPT"],
    "ot": ["OT", "OTR/L", "OT Reg. (Ont.)"],
    "slp": ["SLP", "CCC-SLP", "S-LP(C)"],
    "pharm": ["PharmD", "RPh", "BScPhm"],
    "sw": ["MSW", "LCSW", "RSW"],
    "radiologist": ["MD", "MD, FRCPC", "DO"],
    "surgeon": ["MD", "MD, FRCSC", "MD, FAANS"],
}

RELATIONS_SPOUSE = ["wife", "husband", "partner", "spouse", "common-law partner"]
RELATIONS_OTHER = ["daughter", "son", "sister", "brother", "niece", "nephew",
                   "granddaughter", "grandson", "neighbour", "friend", "mother", "father",
                   "son-in-law", "daughter-in-law", "cousin"]

COUNTRIES_ORIGIN = [
    "Portugal", "Philippines", "India", "Jamaica", "Vietnam", "Poland", "Nigeria", "Mexico",
    "Haiti", "Iran", "Ukraine", "El Salvador", "Ireland", "Somalia", "Italy", "Sri Lanka",
    "Ghana", "Lebanon", "Colombia", "Guyana", "Pakistan", "South Korea", "Greece", "Ethiopia",
    "Brazil", "Trinidad and Tobago", "Morocco", "Eritrea", "Bangladesh", "Chile",
]
