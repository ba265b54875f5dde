"""Invented name and place pools for dev320_en (written by hand for this set)."""

ORIGINS = {
    "anglo": {
        "f": ["Margaret", "Joan", "Dorothy", "Patricia", "Eileen", "Maureen", "Brenda", "Sheila",
              "Pauline", "Doreen", "Irene", "Edna", "Winifred", "Phyllis", "Gladys", "Mavis", "Hilda",
              "Shirley", "Beryl", "Audrey", "Valerie", "Marjorie", "Elsie", "Muriel", "Rosemary",
              "Janet", "Barbara", "Jean", "Vera", "Ivy", "Lillian", "Constance", "Peggy", "Glenys"],
        "m": ["Kenneth", "Ronald", "Derek", "Norman", "Leslie", "Stanley", "Arthur", "Albert",
              "Harold", "Cyril", "Dennis", "Terence", "Brian", "Colin", "Clive", "Trevor", "Barry",
              "Gordon", "Raymond", "Geoffrey", "Roy", "Bernard", "Douglas", "Frank", "Reginald",
              "Alan", "Keith", "Graham", "Maurice", "Wilfred", "Eric", "Neville"],
        "s": ["Thornley", "Ashworth", "Heywood", "Pickering", "Braithwaite", "Kettlewell",
              "Greenhalgh", "Hargreaves", "Ollerenshaw", "Bramall", "Cartwright", "Fairclough",
              "Entwistle", "Haworth", "Lumb", "Pilling", "Sowerby", "Tattersall", "Whitworth",
              "Ackroyd", "Bellamy", "Chadwick", "Dunstan", "Fenwick", "Gadsby", "Hebblethwaite",
              "Ingham", "Jowett", "Kershaw", "Lightfoot", "Marsden", "Nuttall", "Ormerod",
              "Priestley", "Rushworth", "Shackleton", "Tetlow", "Wadsworth", "Yeadon", "Pengelly",
              "Trevithick", "Nankervis", "Dimmock", "Spratley", "Coldwell", "Birtwistle", "Gathercole",
              "Hollingworth", "Mottershead", "Stubbington", "Winterbottom", "Blakemore", "Cheetham"],
    },
    "scot": {
        "f": ["Morag", "Isla", "Elspeth", "Catriona", "Agnes", "Jessie", "Mhairi", "Kirsty", "Euphemia"],
        "m": ["Hamish", "Angus", "Dougal", "Alasdair", "Ewan", "Fraser", "Lachlan", "Murdo", "Struan"],
        "s": ["MacLeod", "McAllister", "Drummond", "Lennox", "Buchanan", "Urquhart", "Galbraith",
              "McKechnie", "Strachan", "Imrie", "Cochrane", "Abercrombie", "McCorquodale", "Rattray"],
    },
    "welsh": {
        "f": ["Gwen", "Myfanwy", "Eirlys", "Bronwen", "Ceridwen", "Angharad", "Nerys"],
        "m": ["Gareth", "Dafydd", "Emlyn", "Rhys", "Idris", "Gwilym", "Huw"],
        "s": ["Prothero", "Bevan", "Pritchard", "Llewellyn", "Gruffydd", "Pugh", "Meredith", "Rees-Powell"],
    },
    "irish": {
        "f": ["Bridget", "Siobhan", "Nuala", "Mairead", "Sinead", "Roisin", "Kathleen", "Noreen",
              "Philomena", "Assumpta", "Concepta", "Dympna", "Bernadette", "Attracta", "Treasa",
              "Brid", "Eithne", "Oonagh", "Majella", "Carmel"],
        "m": ["Seamus", "Padraig", "Eamon", "Declan", "Fergal", "Cathal", "Donal", "Tadhg",
              "Ciaran", "Colm", "Micheal", "Dermot", "Fintan", "Liam", "Proinsias", "Mattie", "Pat"],
        "s": ["O'Sullivan", "Fitzgerald", "Geraghty", "Kinsella", "Mulcahy", "Brennan", "Cullinane",
              "Dunleavy", "Flanagan", "Hegarty", "Lenihan", "Moynihan", "O'Driscoll", "Phelan",
              "Quinlan", "Scanlon", "Tierney", "Whelan", "McGillycuddy", "Ó Briain", "Mac Giolla Rua",
              "Coughlan", "Dineen", "Gilhooly", "Hanrahan", "Keaveney", "Loughnane", "Mannion",
              "Naughton", "O'Mahony", "Rabbitte", "Shanahan", "Twomey", "Ó Conaill"],
    },
    "sasian": {
        "f": ["Kamala", "Lakshmi", "Savitri", "Parvati", "Gurdeep", "Harjinder", "Manjit", "Shanti",
              "Nasreen", "Rukhsana", "Shamim", "Zubeida", "Kulwant", "Pushpa", "Saroj", "Jaswinder"],
        "m": ["Gurnam", "Balwinder", "Harbhajan", "Mohinder", "Rajendra", "Prakash", "Venkatesh",
              "Ramesh", "Abdul", "Ghulam", "Rashid", "Iqbal", "Anwar", "Surjit", "Dilip", "Navin"],
        "s": ["Sandhu", "Dhillon", "Grewal", "Bains", "Chaudhry", "Siddiqui", "Qureshi", "Rahman",
              "Begum", "Mehta", "Desai", "Iyer", "Subramanian", "Krishnamurthy", "Nair", "Pillai",
              "Menon", "Banerjee", "Chatterjee", "Sidhu", "Johal", "Mistry", "Lakhani", "Parekh"],
    },
    "carib": {
        "f": ["Hyacinth", "Icilda", "Merlene", "Claudette", "Veronica", "Yvonne", "Gloria", "Myrtle", "Cynthia"],
        "m": ["Winston", "Lloyd", "Delroy", "Errol", "Desmond", "Linton", "Cleveland", "Fitzroy", "Egbert"],
        "s": ["Gayle", "Ricketts", "McFarlane", "Blackwood", "Grant-Allen", "Samuels", "Dacres", "Forbes", "Lindo"],
    },
    "wafr": {
        "f": ["Ngozi", "Adaeze", "Funmilayo", "Abena", "Akosua", "Comfort", "Blessing", "Yetunde"],
        "m": ["Chukwuemeka", "Olusegun", "Kwame", "Kofi", "Babatunde", "Emeka", "Yaw", "Adebayo"],
        "s": ["Okafor", "Adeyemi", "Okonkwo", "Balogun", "Mensah", "Asante", "Owusu", "Boateng", "Eze", "Oyelaran"],
    },
    "polish": {
        "f": ["Krystyna", "Halina", "Jadwiga", "Bozena", "Zofia", "Danuta", "Teresa", "Grazyna"],
        "m": ["Stanislaw", "Zbigniew", "Tadeusz", "Jerzy", "Bogdan", "Kazimierz", "Wieslaw", "Marek"],
        "s": ["Nowak", "Wisniewski", "Kowalczyk", "Zielinski", "Szymanska", "Wrobel", "Dabrowski",
              "Jankowski", "Pawlak", "Krawczyk", "Mazur", "Sobczak"],
    },
    "ukr": {
        "f": ["Olga", "Ludmila", "Nadia", "Oksana", "Halyna", "Iryna"],
        "m": ["Mykola", "Petro", "Vasyl", "Taras", "Ivan", "Stepan"],
        "s": ["Shevchuk", "Bondarenko", "Kovalenko", "Tkachuk", "Hrytsenko", "Melnyk", "Savchuk"],
    },
    "ital": {
        "f": ["Graziella", "Assunta", "Giovanna", "Carmela", "Rosaria", "Concetta", "Filomena", "Lucia"],
        "m": ["Salvatore", "Giuseppe", "Vincenzo", "Carmelo", "Domenico", "Antonio", "Rocco", "Gaetano"],
        "s": ["Bianchi", "Esposito", "Caruso", "Lombardi", "Ferraro", "Colangelo", "DiMarco",
              "Santangelo", "Mancuso", "Russo-Petrie", "Iacobelli", "Scarpino"],
    },
    "greek": {
        "f": ["Vasiliki", "Eleni", "Despina", "Stavroula", "Georgia", "Paraskevi", "Kalliopi"],
        "m": ["Konstantinos", "Georgios", "Dimitrios", "Spiros", "Panagiotis", "Christos", "Nikos"],
        "s": ["Papadopoulos", "Konstantinidis", "Georgiou", "Theodorou", "Nikolaidis", "Stavrou",
              "Karagiannis", "Antoniou", "Vlahos"],
    },
    "hisp": {
        "f": ["Consuelo", "Guadalupe", "Rosario", "Maria", "Carmen", "Dolores", "Socorro", "Esperanza", "Luz"],
        "m": ["Luis", "Jose", "Ramon", "Ignacio", "Jesus", "Rigoberto", "Arturo", "Efrain", "Hector"],
        "s": ["Gutierrez", "Villanueva", "Castaneda", "Ochoa", "Barrientos", "Zuniga", "Quintanilla",
              "Espinoza", "Fuentes", "Madrigal", "Saavedra", "Olivares", "Carrasco", "Benavides"],
    },
    "afam": {
        "f": ["Loretta", "Delores", "Bernice", "Lucille", "Mildred", "Odessa", "Earline", "Geneva", "Hattie"],
        "m": ["Earl", "Vernon", "Clarence", "Otis", "Floyd", "Wendell", "Jerome", "Roosevelt", "Cornelius"],
        "s": ["Washburn", "Pettaway", "Gaines", "Whitfield", "Mayfield", "Dorsey", "Holloway",
              "Battle", "Peoples", "Merriweather", "Spruill"],
    },
    "jewish": {
        "f": ["Miriam", "Esther", "Ruth", "Leah", "Rivka", "Sylvia", "Bella"],
        "m": ["Morris", "Irving", "Herschel", "Saul", "Sidney", "Abraham", "Milton"],
        "s": ["Rosenberg", "Abramowitz", "Feldman", "Levinson", "Katzman", "Greenspan", "Mandelbaum"],
    },
    "ea": {
        "f": ["Mei Ling", "Siew Lan", "Ah Moi", "Xiu Ying", "Li Hua", "Swee Lian", "Bee Choo", "Lai Kuen", "Geok Hoon", "Soo Hwa"],
        "m": ["Wai Keung", "Kok Leong", "Boon Huat", "Wei Ming", "Chee Seng", "Kah Wai", "Yong Chuan", "Ah Kow", "Teck Seng"],
        "s": ["Tan", "Lim", "Ng", "Goh", "Teo", "Wong", "Chua", "Ong", "Yeo", "Leung", "Cheung", "Huang", "Zhou", "Quek", "Sim", "Koh"],
    },
    "jp": {
        "f": ["Yoko", "Keiko", "Fumiko", "Sachiko", "Michiko", "Haruko"],
        "m": ["Hiroshi", "Takeshi", "Kenji", "Masao", "Tadashi", "Shigeru"],
        "s": ["Nakamura", "Takahashi", "Yamamoto", "Watanabe", "Kobayashi", "Inoue", "Fujita"],
    },
    "kr": {
        "f": ["Hyun-joo", "Soon-ja", "Mi-kyung", "Young-sook", "Jung-hee"],
        "m": ["Jong-su", "Young-ho", "Sang-chul", "Dong-hyun", "Byung-woo"],
        "s": ["Kim", "Park", "Choi", "Jeong", "Kang", "Yoon", "Han"],
    },
    "viet": {
        "f": ["Thi Lan", "Nguyet", "Hoa", "Thu Ha", "Mai"],
        "m": ["Van Minh", "Duc", "Thanh", "Quang", "Hung"],
        "s": ["Nguyen", "Tran", "Pham", "Le", "Vo", "Dang", "Huynh"],
    },
    "arab": {
        "f": ["Fatima", "Amina", "Khadija", "Halima", "Zainab", "Samira", "Layla"],
        "m": ["Mohammed", "Ahmad", "Khalil", "Youssef", "Tariq", "Karim", "Nabil"],
        "s": ["Haddad", "Khoury", "Nassar", "Saleh", "Mansour", "Farouk", "Abboud", "Tannous"],
    },
    "french": {
        "f": ["Ghislaine", "Therese", "Huguette", "Monique", "Jacqueline", "Lise", "Rejeanne", "Colette", "Yvette"],
        "m": ["Gaston", "Real", "Marcel", "Gilles", "Yvon", "Lucien", "Jean-Guy", "Rosaire", "Normand"],
        "s": ["Tremblay", "Gagnon", "Bouchard", "Cote", "Pelletier", "Lavoie", "Bergeron", "Gauthier",
              "Ouellet", "Thibodeau", "Desrosiers", "Lachance", "Beaulieu", "Poirier"],
    },
    "maori": {
        "f": ["Aroha", "Mere", "Huia", "Hine", "Moana", "Ngaire", "Rangimarie", "Kiri"],
        "m": ["Wiremu", "Rawiri", "Hemi", "Tamati", "Hone", "Piripi", "Matiu", "Tipene"],
        "s": ["Te Whata", "Parata", "Tamihana", "Rangi", "Waaka", "Horomona", "Te Rangi", "Kereama", "Paewai"],
    },
    "pacific": {
        "f": ["Mele", "Salote", "Sina", "Lupe", "Fetu", "Losana"],
        "m": ["Sione", "Tevita", "Viliami", "Faamau", "Iosefa", "Manu"],
        "s": ["Tuilagi", "Faleolo", "Fonoti", "Tupou", "Havili", "Fifita", "Leota", "Aumua", "Taufa"],
    },
    "dutch": {
        "f": ["Johanna", "Mieke", "Geertruida", "Anneke", "Wilhelmina"],
        "m": ["Pieter", "Hendrik", "Jan", "Cornelis", "Gerrit"],
        "s": ["Van Leeuwen", "de Groot", "Visser", "Bakker", "Mulder", "Vermeulen", "Smit"],
    },
    "afrikaans": {
        "f": ["Marietjie", "Susanna", "Elsabe", "Annatjie", "Hester", "Sarie", "Magdalena"],
        "m": ["Johannes", "Gerrit", "Koos", "Frikkie", "Willem", "Hennie", "Pieter"],
        "s": ["van der Merwe", "Botha", "Pretorius", "Steyn", "Van Wyk", "de Villiers",
              "Bezuidenhout", "Oosthuizen", "Coetzee", "Du Plessis", "Swanepoel", "Kruger"],
    },
    "nguni": {
        "f": ["Nomvula", "Thandiwe", "Nokuthula", "Zanele", "Nomsa", "Busisiwe", "Lindiwe", "Gugu"],
        "m": ["Themba", "Sipho", "Bongani", "Mandla", "Sibusiso", "Vusi", "Lwazi", "Mxolisi"],
        "s": ["Dlamini", "Nkosi", "Mthembu", "Ndlovu", "Khumalo", "Mahlangu", "Mokoena", "Ngcobo", "Mabaso"],
    },
    "malay": {
        "f": ["Siti Aminah", "Rohani", "Zaleha", "Noraini", "Salmah", "Fauziah"],
        "m": ["Ismail", "Osman", "Rahmat", "Hamzah", "Yusof", "Sulaiman"],
        "s": ["Osman", "Ahmad", "Rahim", "Hashim", "Salleh", "Ibrahim", "Mahmud"],
    },
}

COUNTRY_ORIGINS = {
    "UK": [("anglo", 46), ("scot", 8), ("welsh", 5), ("irish", 7), ("sasian", 12), ("carib", 5),
           ("wafr", 4), ("polish", 5), ("ital", 3), ("ea", 3), ("arab", 2), ("jp", 1)],
    "IE": [("irish", 68), ("anglo", 8), ("polish", 8), ("wafr", 5), ("sasian", 4), ("ea", 3), ("ital", 2), ("ukr", 2)],
    "US": [("anglo", 33), ("hisp", 17), ("afam", 13), ("ital", 6), ("jewish", 5), ("polish", 4),
           ("ea", 5), ("sasian", 5), ("greek", 3), ("irish", 4), ("arab", 2), ("viet", 1), ("jp", 2), ("kr", 2)],
    "CA": [("anglo", 24), ("french", 24), ("scot", 8), ("irish", 5), ("ea", 8), ("sasian", 10), ("kr", 2),
           ("ukr", 7), ("ital", 5), ("carib", 4), ("dutch", 3)],
    "AU": [("anglo", 38), ("greek", 10), ("ital", 10), ("ea", 8), ("kr", 2), ("sasian", 7), ("scot", 5),
           ("irish", 5), ("arab", 5), ("viet", 6), ("dutch", 2), ("pacific", 2)],
    "NZ": [("anglo", 38), ("maori", 20), ("pacific", 12), ("ea", 9), ("scot", 8), ("sasian", 5), ("dutch", 5), ("irish", 3)],
    "SG": [("ea", 62), ("malay", 23), ("sasian", 15)],
    "ZA": [("afrikaans", 30), ("nguni", 35), ("anglo", 20), ("sasian", 15)],
}

NICK = {"Margaret": "Peggy", "Patricia": "Pat", "Dorothy": "Dot", "Kenneth": "Ken", "Ronald": "Ron",
        "Albert": "Bert", "Frederick": "Fred", "Winifred": "Winnie", "Stanley": "Stan", "Leslie": "Les",
        "Bernard": "Bernie", "Kathleen": "Kitty", "Elizabeth": "Betty", "Douglas": "Doug",
        "Reginald": "Reg", "Geoffrey": "Geoff", "Raymond": "Ray", "Wilfred": "Wilf", "Joan": "Joanie"}

TITLES_F = ["Mrs", "Mrs", "Mrs", "Ms", "Miss"]
TITLES_M = ["Mr"]

# ---------------------------------------------------------------- places (all invented)
TOWN_PARTS = {
    "UK": (["Ash", "Brack", "Cal", "Dun", "Elm", "Fen", "Gos", "Hal", "Ing", "Kel", "Lang", "Mar", "Nor",
            "Ock", "Pen", "Rad", "Stan", "Thorn", "Wick", "Yar", "Brad", "Hollin", "Kirk", "Mickle", "Bram",
            "Cold", "Sel", "Wether", "Crow", "Ravens", "Whin", "Sker"],
           ["ford", "bury", "ton", "ley", "wick", "by", "ham", "thorpe", "field", "bridge", "combe",
            "minster", "stow", "worth", "den", "well", "holme", "sett", "cote", "mere"]),
    "IE": (["Bally", "Kil", "Clon", "Drum", "Carrick", "Rath", "Ennis", "Knock", "Lis", "Inch",
            "Tullagh", "Glen", "Castle", "Mulla", "Ard", "Dun", "Lough", "Bal"],
           ["more", "beg", "duff", "keen", "nagh", "lough", "derry", "cloon", "mona", "garvan",
            "ree", "corrig", "owen", "kilty", "breen", "fad"]),
    "US": (["Cedar", "Maple", "Spring", "Fair", "Green", "Oak", "Brook", "Clear", "Pine", "River",
            "Mill", "West", "North", "Hunt", "Glen", "Lake", "Elk", "Sandy", "Walnut", "Bluff"],
           ["ville", " Falls", " Springs", "ton", "field", " Heights", " Junction", "wood", "burg",
            " Grove", " Hollow", " Crossing", "port", " Ridge"]),
    "CA": (["Port ", "Lake ", "Fort ", "New ", "Glen", "Birch", "Cran", "Tamarack ", "Pember", "Strath", "Kin"],
           ["hill", "ton", "brook", "Harbour", "Landing", "ridge", "dale", "Crossing", "ville", "more", "Bay"]),
    "QC": (["Saint-Rémi", "Sainte-Luce", "Saint-Ovide", "Notre-Dame", "Sainte-Brigitte", "Saint-Isidore", "Lac"],
           ["-du-Lac", "-des-Pins", "-de-la-Rive", "-sur-Mer", "-des-Érables", "-du-Nord"]),
    "AU": (["Wattle", "Banksia", "Kurra", "Wooll", "Mur", "Goon", "Bunda", "Warra", "Coora", "Tarra",
            "Bellin", "Yarran", "Mallee", "Kooring", "Nara"],
           ["Creek", " Flat", " Valley", "gong", "dale", "bah", "ville", " Heads", " Park", "burn",
            "wong", "jerup", " Downs", "oo", "ah"]),
    "NZ": (["Wai", "Roto", "Kai", "Mata", "Pae", "Port ", "Glen", "Kings", "Ash", "Rangi"],
           ["rua", "koura", "nui", "whiti", "pango", "ariki", "Hallam", "mere", "haven", "more", "tane", "wera"]),
    "ZA": (["Rooi", "Mooi", "Klip", "Wit", "Bloem", "Graaf", "Kwa", "Umzi", "Vaal", "Soet", "Elands"],
           ["fontein", "dorp", "kloof", "rivier", "stad", "vlei", "drift", "berg", "nkulu", "kraal"]),
}

STREET_WORDS = ["Orchard", "Mill", "Church", "Station", "Hawthorn", "Larch", "Beacon", "Quarry",
                "Tanners", "Ropewalk", "Kiln", "Foundry", "Rowan", "Sycamore", "Heather", "Bracken",
                "Linnet", "Kestrel", "Meadow", "Brook", "Chapel", "Well", "Cooper", "Weaver", "Saddler",
                "Parkfield", "Greenbank", "Windmill", "Farrier", "Juniper", "Alder", "Primrose",
                "Bluebell", "Foxglove", "Tithe", "Glebe", "Lark", "Osprey", "Heron", "Curlew"]
STREET_WORDS_US = ["Maple", "Cedar", "Elm", "Walnut", "Hickory", "Magnolia", "Dogwood", "Sycamore",
                   "Cottonwood", "Juniper", "Prairie", "Ridge", "Lakeview", "Meadowlark", "Orchard",
                   "Willow Bend", "Fox Run", "Quail Hollow", "Timber", "Bluebonnet", "Sassafras"]
STREET_WORDS_AU = ["Banksia", "Wattle", "Grevillea", "Jacaranda", "Kookaburra", "Boronia", "Waratah",
                   "Ironbark", "Casuarina", "Melaleuca", "Acacia", "Bottlebrush", "Lorikeet", "Correa"]
STREET_WORDS_NZ = ["Kowhai", "Rimu", "Totara", "Matai", "Puriri", "Kauri", "Manuka", "Tui", "Karaka",
                   "Titoki", "Pohutukawa", "Harbour View", "Hereford", "Kereru"]
STREET_WORDS_IE = ["Ard Álainn", "Cnoc na Gréine", "Bóthar an Locha", "Main", "Chapel", "Fair Green",
                   "Church", "Bridge", "Abbey", "Mill", "Cois Abhainn", "Radharc na Mara", "Castle", "Sráid Mhór"]
STREET_WORDS_ZA = ["Protea", "Sonneblom", "Jakaranda", "Kiepersol", "Disa", "Aloe", "Umdoni",
                   "Msinsi", "Fynbos", "Bokmakierie", "Tambotie", "Marula"]
STREET_WORDS_SG = ["Jalan Cempaka", "Jalan Meranti", "Lorong Kemuning", "Jalan Selasih", "Tampang Ave",
                   "Jalan Angsana", "Lorong Tembusu", "Jalan Kenanga", "Kebun Raya Ave", "Jalan Delima"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Terrace", "Way", "Grove", "Court", "Row"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawns", "Grove", "Heights", "Drive"],
    "US": ["St", "Ave", "Blvd", "Dr", "Rd", "Ln", "Ct", "Way", "Pl", "Street", "Avenue", "Drive"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Court", "Blvd"],
    "AU": ["St", "Rd", "Pde", "Cres", "Ave", "Tce", "Street", "Road", "Close", "Court"],
    "NZ": ["Street", "Road", "Place", "Crescent", "Avenue", "Terrace", "Drive", "Rd", "St"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Laan", "Straat"],
}
HOUSE_NAMES = ["Rose Cottage", "The Laurels", "Hillcrest", "Fernlea", "Glenview", "Ty Gwyn",
               "Orchard House", "The Old Forge", "Brackenside", "Sunnyside", "Lane End"]

SAINTS = ["Aidan", "Brigid", "Columba", "Cuthbert", "Hilda", "Oswald", "Petroc", "Piran", "Winifred",
          "Fintan", "Kieran", "Enda", "Ita", "Clement", "Jude", "Agnes", "Anselm", "Boniface",
          "Dunstan", "Wilfrid", "Brendan", "Monica", "Declan", "Finbarr", "Kevin"]
SAINTS_FR = ["Saint-Éloi", "Sainte-Croix", "Saint-Jérôme-des-Monts", "Notre-Dame-de-Bon-Secours", "Saint-Vallier"]

HOME_WORDS = ["Heatherlea", "Rowanbank", "Oakhaven", "Willowmead", "Beechgrove", "Larkhill",
              "Thistledown", "Seaview", "Hazelmere", "Ashgrove", "Ferndene", "Greystones", "Brookfield",
              "Kingfisher", "Cedarwood", "Silverbirch", "Harbourlight", "Copperbeech", "Moorfield",
              "Laurelbank", "Whinfell", "Daleside", "Tall Pines", "Riverbend", "Glenalmond"]
HOME_KIND = {
    "UK": ["Care Home", "Nursing Home", "House", "Lodge", "Court", "Manor", "Residential Home"],
    "IE": ["Nursing Home", "Community Nursing Unit", "House", "Care Centre"],
    "US": ["Senior Living", "Assisted Living", "Skilled Nursing Facility", "Care Center", "Manor"],
    "CA": ["Long-Term Care Home", "Retirement Residence", "Manor", "Lodge"],
    "AU": ["Aged Care", "Residential Aged Care", "Lodge", "Gardens", "Manor"],
    "NZ": ["Rest Home", "Lifecare", "Retirement Village", "Rest Home and Hospital", "Court"],
    "SG": ["Nursing Home", "Community Care Home"],
    "ZA": ["Frail Care Centre", "Retirement Village", "Huis", "Care Centre"],
}

SG_ESTATES = ["Cempaka", "Meranti", "Selasih", "Kemuning", "Angsana", "Tembusu", "Kenanga", "Delima"]

EMPLOYER_PAT = ["{t} Mills", "{t} Colliery", "{s} & {s2} Engineering", "{t} Textiles", "{s} Freight",
                "{t} Co-operative Dairy", "{s} Brothers Joinery", "{t} Shipbuilders", "{s} & Sons Bakery",
                "{t} Brickworks", "{t} Tannery", "{s}-{s2} Printing", "{t} Creamery", "{s} Haulage",
                "{t} Glassworks", "{t} Woollen Company", "{s} Motors", "{t} Paper Mill"]
EMPLOYER_PAT_US = ["{t} Manufacturing", "{s} Hardware", "{t} Tool & Die", "{s}-{s2} Foods",
                   "{t} Unified School District", "{s} Trucking", "{t} Steel Works", "{s} Insurance Agency"]
SCHOOL_PAT = ["St {saint}'s Primary School", "{t} Grammar School", "{t} High School", "{t} National School"]
CHURCH_PAT = ["St {saint}'s Church", "{t} Methodist Church", "{t} Baptist Church", "{t} Gurdwara",
              "{t} Parish", "{t} Uniting Church", "St {saint}'s Parish", "{t} Kingdom Hall", "{t} Mosque"]
CLUB_PAT = ["{t} Bowls Club", "{t} Good Neighbours", "{t} Men's Shed", "{t} Probus Club",
            "{t} Over-60s Club", "{t} Legion Branch", "{t} Senior Citizens Association"]
TELECARE_ORGS = ["Beaconlink Response", "Homeguard Telecare", "Lifesafe Monitoring", "Keystone Careline",
                 "Harbourwatch Alarms", "SureStep Response", "Watchful Home Services", "Lanternline",
                 "Steadfast Alert", "Nightowl Response Centre"]
CARE_AGENCIES = ["Carewell Homecare", "Heartwood Domiciliary Care", "Kindly Hands Home Support",
                 "Amberleigh Care at Home", "Morningside Support Services", "Willowtree Homecare",
                 "Trusted Steps Home Care", "Larkrise Community Care"]
HOUSING_ORGS = ["{t} Housing Association", "{t} Homes", "{s} Housing Trust", "{t} Community Housing"]
VENUE_PAT = ["{t} Community Centre", "{t} Leisure Centre", "St {saint}'s Church Hall", "{s} Memorial Hall",
             "{t} Library", "{t} Village Hall", "{t} Sports Centre", "{t} Scout Hut", "{t} Civic Centre"]
LANDMARK_PAT = ["{t} Shopping Centre", "{t} Park", "{t} Bus Station", "{t} Retail Park", "{s} Square",
                "{t} Market Hall", "{t} Railway Station", "{t} Memorial Gardens"]
WARD_NAMES = ["Bluebell", "Foxglove", "Kingfisher", "Ash", "Rowan", "Heron", "Lavender", "Willow",
              "Juniper", "Larch", "Osprey", "Poppy", "Curlew", "Chestnut", "Sandpiper", "Primrose"]
WING_NAMES = ["Jubilee Wing", "Victoria Block", "Lister Building", "Brunswick Wing", "Harbour Wing",
              "Oakfield Pavilion", "North Tower", "Elgin Building", "Riverside Wing"]
PHARMACY_PAT = ["{t} Pharmacy", "{s}'s Chemist", "{t} Late Night Pharmacy", "{w} Pharmacy", "{s} Drug Store"]

OCCUPATIONS = ["coal miner", "bus driver", "primary school teacher", "postman", "nurse", "farmer",
               "dairy farmer", "shipyard welder", "seamstress", "sewing machinist", "typist", "bank clerk",
               "accountant", "civil engineer", "electrician", "plumber", "joiner", "carpenter",
               "bricklayer", "docker", "fisherman", "lorry driver", "taxi driver", "shopkeeper",
               "publican", "hairdresser", "school cook", "cleaner", "librarian", "solicitor",
               "police officer", "firefighter", "merchant seaman", "train driver", "factory supervisor",
               "mill worker", "secretary", "laboratory technician", "midwife", "tailor", "butcher",
               "baker", "stonemason", "sheep shearer", "cane cutter", "wharf labourer", "telephonist",
               "dressmaker", "chef", "bookkeeper", "draughtsman", "quantity surveyor", "pharmacist",
               "headmistress", "church organist", "tram conductor", "market gardener", "fitter and turner"]
OCCUPATIONS_US = ["truck driver", "mail carrier", "steelworker", "elementary school teacher",
                  "machinist", "bookkeeper", "welder", "longshoreman", "dental hygienist", "railroad conductor",
                  "waitress", "insurance adjuster", "autoworker", "nurse", "farmer", "janitor",
                  "postal clerk", "high school principal", "lineman", "seamstress", "pastor", "barber"]
REL_OCC = ["nurse", "teacher", "pharmacist", "accountant", "social worker", "software developer",
           "paramedic", "police officer", "care assistant", "solicitor", "physiotherapist",
           "dental nurse", "electrician", "bus driver", "GP", "hairdresser", "lawyer", "engineer",
           "shop manager", "chef", "carer", "firefighter", "veterinary nurse", "journalist"]

BORN_IN = ["Jamaica", "Poland", "India", "Pakistan", "Ireland", "Scotland", "Italy", "Greece",
           "Malta", "China", "Nigeria", "Ghana", "Germany", "the Netherlands", "Lebanon",
           "Vietnam", "Cyprus", "Hungary", "Portugal", "Chile", "Fiji", "Samoa", "Tonga", "Sri Lanka",
           "Kenya", "Trinidad and Tobago", "Bangladesh", "Ukraine", "Latvia", "Egypt", "South Africa", "Zimbabwe",
           "Malaysia", "the Philippines", "Mexico", "Cuba", "Korea", "Japan", "Canada", "Australia",
           "New Zealand", "England", "Wales", "the United States"]
LIVES_IN = ["Spain", "Canada", "Australia", "New Zealand", "the United Arab Emirates", "the United States", "France",
            "Scotland", "Germany", "Singapore", "Norway", "England", "Ireland", "Portugal", "Qatar"]

ORIGIN_BIRTH = {"sasian": ["India", "Pakistan", "Bangladesh", "Sri Lanka", "Kenya"], "carib": ["Jamaica", "Trinidad and Tobago", "Barbados"],
                "wafr": ["Nigeria", "Ghana"], "polish": ["Poland"], "ukr": ["Ukraine"], "ital": ["Italy", "Malta"],
                "greek": ["Greece", "Cyprus"], "hisp": ["Mexico", "Cuba", "Colombia", "El Salvador"], "arab": ["Lebanon", "Egypt", "Syria"],
                "viet": ["Vietnam"], "dutch": ["the Netherlands"], "pacific": ["Samoa", "Tonga", "Fiji"], "irish": ["Ireland"],
                "scot": ["Scotland"], "welsh": ["Wales"], "ea": ["China", "Malaysia"], "jp": ["Japan"], "kr": ["Korea"], "jewish": ["Poland", "Hungary", "Germany"],
                "french": ["France"], "anglo": ["England", "Scotland", "Wales", "South Africa", "Kenya"]}

# given names of younger adults (staff, children, grandchildren)
YOUNG = {
    "anglo": (["Sarah", "Emma", "Rachel", "Hannah", "Laura", "Gemma", "Chloe", "Kerry", "Nicola", "Becky", "Jess", "Amy"],
              ["James", "Daniel", "Matthew", "Ryan", "Luke", "Craig", "Stuart", "Ben", "Tom", "Adam", "Jamie", "Lee"]),
    "scot": (["Eilidh", "Kirsty", "Fiona", "Ailsa"], ["Calum", "Ross", "Euan", "Gregor"]),
    "welsh": (["Cerys", "Sian", "Ffion", "Rhian"], ["Rhodri", "Dylan", "Owain", "Iwan"]),
    "irish": (["Aoife", "Niamh", "Ciara", "Orla", "Sorcha", "Caoimhe", "Grainne"], ["Cian", "Oisin", "Darragh", "Eoin", "Ronan", "Shane"]),
    "sasian": (["Priya", "Anjali", "Simran", "Aisha", "Sana", "Harpreet", "Deepa"], ["Rohit", "Arjun", "Imran", "Amandeep", "Vikram", "Faisal"]),
    "carib": (["Shanice", "Keisha", "Tanya"], ["Marlon", "Dwayne", "Andre"]),
    "wafr": (["Chiamaka", "Temitope", "Ama", "Efua"], ["Tobi", "Chidi", "Kojo", "Femi"]),
    "polish": (["Agnieszka", "Magda", "Karolina"], ["Tomasz", "Piotr", "Lukasz"]),
    "ukr": (["Yulia", "Kateryna"], ["Andriy", "Oleh"]),
    "ital": (["Francesca", "Giulia", "Chiara"], ["Marco", "Luca", "Matteo"]),
    "greek": (["Katerina", "Sofia", "Ioanna"], ["Nikolaos", "Yiannis", "Alexandros"]),
    "hisp": (["Alejandra", "Daniela", "Veronica", "Yesenia"], ["Carlos", "Miguel", "Diego", "Javier"]),
    "afam": (["Tiffany", "Keisha", "Monique", "Tamika"], ["Darnell", "Andre", "Marcus", "Terrell"]),
    "jewish": (["Rebecca", "Naomi", "Talia"], ["Jacob", "Eli", "Noah"]),
    "ea": (["Hui Min", "Jia Hui", "Xin Yi", "Pei Shan"], ["Jun Jie", "Wei Jie", "Zhi Hao", "Kai Wen"]),
    "jp": (["Yuki", "Aiko", "Mai"], ["Daisuke", "Kenta", "Yuto"]),
    "kr": (["Ji-yeon", "Seo-yeon", "Min-ji"], ["Min-jun", "Ji-hoon", "Hyun-woo"]),
    "viet": (["Linh", "Trang", "Ngoc"], ["Minh", "Tuan", "Khoa"]),
    "arab": (["Rania", "Dina", "Yasmin"], ["Omar", "Hassan", "Bilal"]),
    "french": (["Genevieve", "Isabelle", "Nathalie", "Sophie"], ["Mathieu", "Sebastien", "Alexandre", "Etienne"]),
    "maori": (["Anahera", "Ataahua", "Manaia"], ["Nikau", "Tane", "Rawiri"]),
    "pacific": (["Seini", "Malia", "Talia"], ["Sefa", "Ioane", "Tomasi"]),
    "dutch": (["Femke", "Lotte"], ["Daan", "Joost"]),
    "afrikaans": (["Anri", "Elmarie", "Marike"], ["Ruan", "Wian", "Jaco"]),
    "nguni": (["Ayanda", "Lerato", "Nandi", "Thando"], ["Lunga", "Sizwe", "Kagiso", "Ayanda"]),
    "malay": (["Nur Aisyah", "Siti Nurhaliza", "Farah"], ["Muhammad Firdaus", "Hafiz", "Azlan"]),
}
