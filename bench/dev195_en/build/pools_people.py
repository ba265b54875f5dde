"""Invented name and occupation pools for author 195 (UK and Australian aged care)."""

# older residents (born roughly 1925-1950)
OLD_F_UK = ["Margaret", "Dorothy", "Joan", "Eileen", "Betty", "Jean", "Doreen", "Phyllis", "Edna",
            "Irene", "Audrey", "Gwendoline", "Mavis", "Winifred", "Elsie", "Hilda", "Ivy", "Beryl",
            "Pamela", "Sheila", "Valerie", "Patricia", "Maureen", "Brenda", "Kathleen", "Bridget",
            "Nora", "Agnes", "Ethel", "Marjorie", "Enid", "Glenys", "Myfanwy", "Isobel", "Morag",
            "Hyacinth", "Gloria", "Harbans", "Rukhsana", "Zofia", "Elizabeth", "Frances", "Rita",
            "Barbara", "Evelyn", "Lilian", "Vera", "Constance", "Olive", "Muriel"]
OLD_M_UK = ["Arthur", "Harold", "Albert", "Kenneth", "Ronald", "Stanley", "Dennis", "Frank", "Leslie",
            "Walter", "Ernest", "Cyril", "Reginald", "Norman", "Bernard", "Gordon", "Raymond", "Derek",
            "Alan", "Keith", "Trevor", "Geoffrey", "Clifford", "Patrick", "Seamus", "Hamish", "Alasdair",
            "Gwilym", "Winston", "Clement", "Gurdev", "Abdul", "Tadeusz", "William", "Robert", "Edward",
            "Frederick", "Joseph", "Thomas", "Henry", "Douglas", "Eric", "Sidney", "Percy", "Maurice",
            "Victor", "Howard", "Colin"]
OLD_F_AU = ["Margaret", "Dorothy", "Joan", "Shirley", "Beryl", "Betty", "Jean", "Noreen", "Valda",
            "Joyce", "Gwen", "Nancy", "June", "Lorraine", "Marlene", "Coral", "Dulcie", "Thelma",
            "Lorna", "Elaine", "Giovanna", "Maria", "Concetta", "Rosaria", "Eleni", "Vasiliki",
            "Despina", "Anastasia", "Johanna", "Hendrika", "Zofia", "Mai", "Lan", "Mei Ling",
            "Nola", "Heather", "Judith", "Patricia", "Raelene", "Glenda", "Yvonne", "Carmela",
            "Annunziata", "Irene", "Kathleen", "Wilma", "Merle", "Ivy"]
OLD_M_AU = ["Kevin", "Ronald", "Kenneth", "Bruce", "Colin", "Graham", "Neville", "Barry", "Desmond",
            "Lindsay", "Mervyn", "Clive", "Keith", "Allan", "Trevor", "Giuseppe", "Antonio",
            "Salvatore", "Vincenzo", "Konstantinos", "Georgios", "Dimitrios", "Panagiotis",
            "Johannes", "Hendrik", "Stanislaw", "Van Minh", "Duc", "Wei", "Harold", "Reginald",
            "Stanley", "Norman", "Raymond", "William", "Robert", "John", "Edward", "Francis",
            "Leonard", "Cecil", "Lionel", "Murray", "Rex", "Wally", "Alfred"]

NICK = {
    "Margaret": ["Peggy", "Maggie", "Madge", "Meg"], "Dorothy": ["Dot", "Dottie", "Dolly"],
    "Elizabeth": ["Betty", "Liz", "Bess"], "Patricia": ["Pat", "Trish"], "Kathleen": ["Kath", "Kitty"],
    "Winifred": ["Winnie"], "Gwendoline": ["Gwen"], "Frances": ["Fran"], "Barbara": ["Babs"],
    "Isobel": ["Izzy"], "Valerie": ["Val"], "Hendrika": ["Riek"], "Giovanna": ["Gianna", "Jenny"],
    "Annunziata": ["Nancy"], "Concetta": ["Connie"], "Vasiliki": ["Vicki", "Voula"],
    "Anastasia": ["Tessie", "Sia"], "Rosaria": ["Rosie"], "Johanna": ["Jo"], "Judith": ["Judy"],
    "Glenda": ["Glen"], "Lorraine": ["Lorrie"], "Evelyn": ["Evie"], "Lilian": ["Lil", "Lily"],
    "Constance": ["Connie"], "Bridget": ["Biddy"], "Agnes": ["Nessie"],
    "Kenneth": ["Ken"], "Ronald": ["Ron", "Ronnie"], "Albert": ["Bert", "Bertie"],
    "Robert": ["Bob", "Bobby"], "William": ["Bill", "Billy", "Will"], "Edward": ["Ted", "Eddie"],
    "Frederick": ["Fred", "Freddie"], "Harold": ["Harry", "Hal"], "Joseph": ["Joe"],
    "Thomas": ["Tom", "Tommy"], "Henry": ["Harry"], "Giuseppe": ["Joe", "Pino", "Peppino"],
    "Antonio": ["Tony"], "Salvatore": ["Sam", "Sal"], "Vincenzo": ["Vince", "Enzo"],
    "Konstantinos": ["Con", "Gus", "Kostas"], "Georgios": ["George"], "Dimitrios": ["Jim", "Jimmy"],
    "Panagiotis": ["Peter", "Taki"], "Johannes": ["Hans", "John"], "Stanislaw": ["Stan"],
    "Stanley": ["Stan"], "Reginald": ["Reg"], "Raymond": ["Ray"], "Leonard": ["Len", "Lenny"],
    "Francis": ["Frank"], "Desmond": ["Des"], "Mervyn": ["Merv"], "Neville": ["Nev"],
    "Lindsay": ["Lindsay"], "Alfred": ["Alf", "Fred"], "Leslie": ["Les"], "Clifford": ["Cliff"],
    "Geoffrey": ["Geoff"], "Douglas": ["Doug", "Dougie"], "Sidney": ["Sid"], "Maurice": ["Mo"],
    "Norman": ["Norm"], "Gordon": ["Gordie"], "Alasdair": ["Ally"], "Tadeusz": ["Ted"],
    "Walter": ["Wally"], "Gwilym": ["Gwil"], "Hamish": ["Hamish"], "Trevor": ["Trev"],
    "Bernard": ["Bernie"], "Cyril": ["Cyril"], "Winston": ["Winnie"], "Bruce": ["Brucie"],
    "Barry": ["Baz"], "Graham": ["Gra"], "Cecil": ["Cec"], "Edna": ["Ed"], "Beryl": ["Berry"],
}

SURNAMES_UK = ["Whitfield", "Hargreaves", "Pennington", "Ashworth", "Blackburn", "Thornton",
               "Bramley", "Featherstone", "Cartwright", "Holroyd", "Sutcliffe", "Oakley", "Pickering",
               "Ramsbottom", "Winterbottom", "Lister", "Dobson", "Haworth", "Entwistle", "Kershaw",
               "Openshaw", "Greenhalgh", "McAllister", "Fraser", "Docherty", "Kerr", "Lennox",
               "Morrison", "Gallagher", "O'Sullivan", "Fitzgerald", "Llewellyn", "Pryce", "Vaughan",
               "Bevan", "Jenkins", "Rowlands", "Parry", "Morgan-Jones", "Braithwaite", "Clegg",
               "Ackroyd", "Mitchell", "Crowther", "Atkinson", "Heseltine", "Tindall", "Ridley",
               "Armitage", "Spooner", "Latham", "Henshaw", "Ibbotson", "Marsden", "Singh Sandhu",
               "Bibi", "Hussain", "Campbell", "Grant", "Nowak", "Wisniewski", "Pemberton", "Goodwin",
               "Seddon", "Catterall", "Duckworth", "Halliwell", "Nuttall", "Prendergast", "Quayle"]
SURNAMES_AU = ["Kowalski", "Papadopoulos", "Kostopoulos", "Russo", "Bianchi", "Romano", "De Luca",
               "Marchetti", "Van der Berg", "Nguyen", "Tran", "Le", "Chen", "Wong", "Murphy",
               "McKenzie", "Campbell", "O'Brien", "Sullivan", "Harrington", "Dunstan", "Tregear",
               "Pascoe", "Trewin", "Polglase", "Fitzpatrick", "Blackwood", "Cheeseman", "Hollis",
               "Kelleher", "McInerney", "Pritchard", "Gallo", "Santoro", "Ferraro", "Antonopoulos",
               "Georgiou", "Nikolaidis", "De Vries", "Jansen", "Dabrowski", "Pham", "Hoang",
               "Whitehead", "Moloney", "Costello", "Raftery", "Barnett", "Lockwood", "Tunstall",
               "Dawe", "Penhall", "Ryan", "Quinlan", "Burgess", "Dalton", "Ashby", "Goldsworthy",
               "Mancini", "Lombardo", "Galea", "Borg", "Camilleri", "Fenech"]

# staff (clinicians, nurses, carers, pharmacists, admin) - deliberately diverse
STAFF_FIRST = ["Aisha", "Chinedu", "Adebayo", "Ngozi", "Kwame", "Abena", "Priya", "Rohan", "Anjali",
               "Harpreet", "Sunita", "Imran", "Nadia", "Farhan", "Shabnam", "Maricel", "Jocelyn",
               "Rowena", "Jerome", "Arnel", "Liza", "Bikash", "Sita", "Pemba", "Anu", "Jijo", "Reshma",
               "Bincy", "Tintu", "Agnieszka", "Marta", "Tomasz", "Ioana", "Mihai", "Sarah", "Emma",
               "Rachel", "Claire", "Lucy", "Hannah", "Gemma", "Kirsty", "Siobhan", "Niamh", "Fiona",
               "Catriona", "Rhiannon", "Bethan", "Owen", "Daniel", "James", "Matthew", "Luke", "Ben",
               "Tom", "Oliver", "Callum", "Jack", "Liam", "Jess", "Chloe", "Mia", "Tahlia", "Brooke",
               "Kylie", "Shane", "Brendan", "Nathan", "Mitchell", "Lachlan", "Hamish", "Elif",
               "Yusuf", "Mei", "Jun", "Hiroshi", "Thuy", "Linh", "Khanh", "Olumide", "Tendai",
               "Rudo", "Themba", "Zanele", "Carmen", "Rosa", "Andrea", "Georgia", "Eleanor", "Ruth"]
STAFF_LAST = ["Okafor", "Adeyemi", "Mensah", "Boateng", "Owusu", "Eze", "Sharma", "Patel", "Kaur",
              "Gill", "Rahman", "Begum", "Choudhury", "Malik", "Qureshi", "Santos", "Reyes",
              "Dela Cruz", "Mendoza", "Bautista", "Villanueva", "Thapa", "Gurung", "Rai", "Tamang",
              "Joseph", "Thomas", "Varghese", "Kurian", "Mathew", "Kowalczyk", "Nowicka", "Popescu",
              "Ionescu", "Walsh", "Byrne", "Doyle", "Hughes", "Evans", "Davies", "Roberts", "Price",
              "Macleod", "Stewart", "Robertson", "Chapman", "Fletcher", "Brennan", "Sheridan",
              "Hallett", "Whitby", "Carmody", "Nolan", "Kiely", "Taylor", "Harris", "Wright", "Green",
              "Hall", "Wood", "Kim", "Park", "Tanaka", "Yamamoto", "Lim", "Tan", "Ng", "Vo", "Dinh",
              "Moyo", "Ncube", "Dube", "Mokoena", "Ferreira", "Oliveira", "Rossi", "Greco",
              "Abubakar", "Haddad", "Yilmaz", "Demir", "Ahmed", "Osei", "Lawson", "Fairweather"]

FAMILY_FIRST_F = ["Susan", "Linda", "Karen", "Julie", "Alison", "Helen", "Deborah", "Tracey",
                  "Janet", "Lynne", "Joanne", "Michelle", "Sharon", "Wendy", "Carol", "Gillian",
                  "Angela", "Christine", "Denise", "Nicola", "Rosemary", "Philippa", "Louise",
                  "Antonella", "Sofia", "Katerina", "Georgina", "Annemarie", "Thi Hoa", "Simran",
                  "Tasneem", "Paula", "Bernadette", "Maxine", "Kerry", "Leanne", "Belinda", "Toni"]
FAMILY_FIRST_M = ["David", "Paul", "Stephen", "Mark", "Andrew", "Peter", "Michael", "Richard",
                  "Ian", "Graham", "Martin", "Neil", "Gary", "Darren", "Craig", "Stuart", "Simon",
                  "Philip", "Nigel", "Gareth", "Brian", "Anthony", "Marco", "Nick", "Steve",
                  "Dominic", "Jaswinder", "Tariq", "Duc Anh", "Pieter", "Wayne", "Glenn", "Dean"]

REL_F = ["daughter", "daughter", "daughter", "wife", "niece", "sister", "granddaughter",
         "daughter-in-law", "step-daughter", "friend", "neighbour"]
REL_M = ["son", "son", "son", "husband", "nephew", "brother", "grandson", "son-in-law", "friend",
         "neighbour"]

PROF_UK = ["coal miner", "mill worker", "bus conductor", "primary school teacher", "seamstress",
           "postman", "shipyard welder", "bank clerk", "dairy farmer", "railway signalman",
           "hairdresser", "shopkeeper", "accountant", "draughtsman", "typist", "lorry driver",
           "librarian", "civil engineer", "dressmaker", "telephonist", "police constable",
           "district nurse", "bricklayer", "joiner", "butcher", "greengrocer", "machinist",
           "school dinner lady", "pharmacist", "solicitor's clerk", "plumber", "weaver",
           "fishmonger", "headmistress", "church organist", "electrician", "steelworker",
           "cobbler", "insurance agent", "milkman", "cook"]
PROF_AU = ["wool classer", "shearer", "wharf labourer", "cane farmer", "dairy farmer",
           "primary school teacher", "tram driver", "fitter and turner", "milliner", "telephonist",
           "bank officer", "nursing sister", "truck driver", "greengrocer", "boilermaker",
           "seamstress", "fruit grower", "public servant", "bookkeeper", "carpenter",
           "railway fettler", "orchardist", "market gardener", "pastry cook", "hairdresser",
           "police officer", "postmaster", "real estate agent", "stockman", "plumber",
           "electrician", "tailor", "school principal", "accountant", "welder", "builder",
           "cleaner", "factory hand", "shop assistant", "mechanic"]
PROF_FAMILY = ["teacher", "accountant", "paramedic", "solicitor", "IT consultant", "electrician",
               "florist", "bus driver", "pharmacist", "hairdresser", "civil servant", "engineer",
               "social worker", "retail manager", "farmer", "mechanic", "chef", "nurse",
               "real estate agent", "lawyer", "builder", "dental hygienist", "police officer",
               "carpenter", "truck driver", "librarian", "physiotherapist", "plumber"]

USER_SUFFIX = ["", "1", "2", "01", "02", "07", "11", "22", "99"]

COUNTRY_BIRTH_UK = ["Ireland", "Jamaica", "India", "Pakistan", "Poland", "Barbados", "Trinidad",
                    "Cyprus", "Italy", "Kenya", "Bangladesh", "Hungary", "Germany", "Malta"]
COUNTRY_BIRTH_AU = ["Italy", "Greece", "Holland", "Malta", "Vietnam", "Poland", "Germany",
                    "Lebanon", "Croatia", "Scotland", "England", "Ireland", "China", "Hungary",
                    "Macedonia", "Latvia", "Egypt", "New Zealand", "Cyprus", "Sri Lanka"]
LANG = {"Italy": "Italian", "Greece": "Greek", "Holland": "Dutch", "Malta": "Maltese",
        "Vietnam": "Vietnamese", "Poland": "Polish", "Germany": "German", "Lebanon": "Arabic",
        "Croatia": "Croatian", "China": "Cantonese", "Hungary": "Hungarian", "Macedonia": "Macedonian",
        "Latvia": "Latvian", "Egypt": "Arabic", "Cyprus": "Greek", "Sri Lanka": "Sinhala",
        "India": "Punjabi", "Pakistan": "Urdu", "Bangladesh": "Sylheti", "Kenya": "Gujarati"}
