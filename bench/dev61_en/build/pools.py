"""Hand-written value pools for dev61_en.

Every name, place and institution below was typed for this set.  Given names
and surnames are ordinary names from the listed naming traditions; the
combinations, towns, streets and institutions are invented.
"""

# ---------------------------------------------------------------------------
# Personal names by origin.  'm'/'f' = given names, 'sur' = surnames.
# ---------------------------------------------------------------------------
ORIGINS = {
    "british": {
        "m": ["James", "Oliver", "Harry", "George", "Thomas", "William", "Jack", "Daniel",
              "Matthew", "Samuel", "Joseph", "Benjamin", "Liam", "Connor", "Ryan", "Callum",
              "Lewis", "Kieran", "Stuart", "Graham", "Derek", "Trevor", "Keith", "Colin",
              "Nigel", "Barry", "Alan", "Gareth", "Rhys", "Owen", "Alfie", "Archie",
              "Reggie", "Stanley", "Frank", "Will", "Mark", "Bill", "Grant", "Dean",
              "Wayne", "Hunter", "Rowan", "Reuben", "Toby", "Jamie", "Robert", "Patrick"],
        "f": ["Emily", "Charlotte", "Sophie", "Olivia", "Amelia", "Jessica", "Hannah",
              "Lauren", "Chloe", "Megan", "Bethany", "Kirsty", "Gemma", "Leanne", "Shannon",
              "Tracey", "Julie", "Karen", "Sandra", "Brenda", "Pauline", "Margaret",
              "Doreen", "Eileen", "Maureen", "Joan", "Sheila", "Grace", "Hope", "Faith",
              "Joy", "Rose", "Dawn", "Violet", "Poppy", "Daisy", "Holly", "Amber", "Ruby",
              "Summer", "Heather", "Hazel", "Ivy", "April", "May", "June", "Elizabeth",
              "Katherine"],
        "sur": ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Davies", "Evans", "Thomas",
                "Roberts", "Johnson", "Walker", "Wright", "Robinson", "Thompson", "White",
                "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris", "Clarke", "Jackson",
                "Turner", "Hill", "Moore", "Cooper", "Ward", "Baker", "King", "Young",
                "Black", "Cook", "Bird", "Rice", "Moody", "Hunt", "Stone", "Fox", "Field",
                "Short", "Long", "Swift", "Bush", "Marsh", "Pennington", "Whitlock",
                "Ashworth", "Fairclough", "Hargreaves", "Pritchard", "Llewellyn", "Bowen",
                "Crossley", "Sutcliffe", "Ramsbottom", "Entwistle", "Greenhalgh", "Lowe",
                "Pickering"],
    },
    "scottish": {
        "m": ["Alasdair", "Hamish", "Euan", "Fraser", "Calum", "Angus", "Iain", "Duncan",
              "Ruaridh", "Struan", "Lachlan", "Murdo"],
        "f": ["Fiona", "Morag", "Catriona", "Kirsty", "Isla", "Eilidh", "Ailsa", "Mhairi",
              "Shona", "Iona", "Kirsteen", "Rhona"],
        "sur": ["MacLeod", "McAllister", "Fraser", "Munro", "Sinclair", "Buchanan",
                "Cameron", "Drummond", "Lindsay", "Ross", "Gillespie", "McIntyre", "Baird",
                "Kerr", "Grant", "Haig", "Mackenzie", "Urquhart", "Dalgleish", "Rennie"],
    },
    "irish": {
        "m": ["Seán", "Ciarán", "Pádraig", "Oisín", "Cian", "Darragh", "Eoin", "Conor",
              "Niall", "Declan", "Dónal", "Fergal", "Colm", "Ronan", "Tadhg", "Diarmuid",
              "Shane", "Kevin", "Brendan", "Cathal"],
        "f": ["Aoife", "Siobhán", "Niamh", "Saoirse", "Caoimhe", "Róisín", "Orla",
              "Clodagh", "Gráinne", "Aisling", "Sinéad", "Mairéad", "Bríd", "Eimear",
              "Deirdre", "Ciara", "Nuala", "Úna", "Maeve", "Síle"],
        "sur": ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan",
                "O'Connor", "O'Neill", "Doyle", "McCarthy", "Gallagher", "Doherty",
                "Kennedy", "Lynch", "Quinn", "Brennan", "Fitzgerald", "Healy", "Moloney",
                "Cullinane", "Geraghty", "Tierney", "Mulcahy", "Hennessy", "Cassidy",
                "Coughlan", "Ó Súilleabháin", "Mac Giolla Phádraig", "Nic Amhlaoibh"],
    },
    "polish": {
        "m": ["Piotr", "Tomasz", "Krzysztof", "Paweł", "Marek", "Łukasz", "Michał",
              "Grzegorz", "Wojciech"],
        "f": ["Agnieszka", "Katarzyna", "Małgorzata", "Joanna", "Magdalena", "Ewa",
              "Zofia", "Beata", "Dorota"],
        "sur": ["Nowak", "Wójcik", "Mazur", "Krawczyk", "Kaczmarek", "Zając", "Król",
                "Wieczorek", "Pawlak", "Walczak", "Sikora", "Baran"],
    },
    "indian": {
        "m": ["Arjun", "Rahul", "Vikram", "Suresh", "Ramesh", "Anil", "Sanjay", "Rajesh",
              "Karthik", "Venkatesh", "Prakash", "Arun", "Harpreet", "Gurpreet", "Manoj",
              "Deepak", "Amit", "Rohan", "Aditya", "Siddharth", "Imran", "Farhan",
              "Sunil", "Mohan"],
        "f": ["Priya", "Anjali", "Lakshmi", "Kavitha", "Sunita", "Meena", "Deepa", "Pooja",
              "Neha", "Divya", "Ananya", "Shalini", "Revathi", "Harleen", "Simran",
              "Fatima", "Ayesha", "Nandini", "Bhavna", "Geeta", "Usha", "Padma"],
        "sur": ["Sharma", "Patel", "Singh", "Kumar", "Gupta", "Reddy", "Nair", "Iyer",
                "Menon", "Pillai", "Rao", "Das", "Banerjee", "Chatterjee", "Mukherjee",
                "Desai", "Joshi", "Kulkarni", "Shah", "Mehta", "Gill", "Sandhu", "Dhillon",
                "Krishnan", "Subramaniam", "Naidu", "Chowdhury", "Khan", "Qureshi",
                "D'Souza", "Fernandes", "Varghese"],
    },
    "chinese_sg": {
        "m": ["Wei Jie", "Jun Hao", "Zhi Wei", "Kai Xiang", "Yong Sheng", "Boon Keng",
              "Chee Meng", "Kok Leong", "Jia Hui", "Wen Jun"],
        "f": ["Wei Ling", "Hui Min", "Xin Yi", "Mei Ling", "Shu Fen", "Li Ting",
              "Siew Hoon", "Pei Shan", "Hui Xian", "Yi Ting"],
        "sur": ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Chan", "Koh",
                "Teo", "Ang", "Yeo", "Tay", "Ho", "Low", "Sim", "Chong", "Leong", "Foo"],
        "english_m": ["Kelvin", "Desmond", "Jason", "Alvin", "Marcus", "Darren"],
        "english_f": ["Rachel", "Michelle", "Joanne", "Cheryl", "Jasmine", "Vanessa"],
    },
    "malay": {
        "m": ["Muhammad Hafiz", "Ahmad Faizal", "Mohd Rizal", "Nur Iskandar", "Azman",
              "Syafiq", "Hairul", "Khairul Anwar", "Firdaus", "Zulkifli"],
        "f": ["Nur Aisyah", "Siti Aminah", "Nurul Huda", "Farah Diana", "Aishah",
              "Noraini", "Rosnah", "Zarina", "Nur Syafiqah", "Halimah"],
        "sur": ["Ahmad", "Ismail", "Osman", "Rahman", "Hamid", "Yusof", "Salleh", "Hassan",
                "Ibrahim", "Abdullah", "Rashid", "Jaafar"],
    },
    "yoruba": {
        "m": ["Oluwaseun", "Adebayo", "Babatunde", "Olumide", "Tunde", "Femi", "Segun",
              "Kayode", "Damilola", "Ayodele"],
        "f": ["Funmilayo", "Adeola", "Yetunde", "Folake", "Bukola", "Titilayo", "Omolara",
              "Abimbola", "Kemi", "Temitope"],
        "sur": ["Adeyemi", "Ogunleye", "Oladipo", "Afolabi", "Balogun", "Ogunbiyi",
                "Akinola", "Adewale", "Oyelaran", "Olatunji", "Ajayi", "Bamidele"],
    },
    "igbo": {
        "m": ["Chinedu", "Emeka", "Obinna", "Chukwuemeka", "Ikenna", "Nnamdi", "Uchenna",
              "Chidi", "Kelechi", "Ifeanyi"],
        "f": ["Ngozi", "Chiamaka", "Adaeze", "Nneka", "Chioma", "Ifeoma", "Uchechi",
              "Obiageli", "Amarachi", "Ebere"],
        "sur": ["Okafor", "Eze", "Nwosu", "Okeke", "Obi", "Nwankwo", "Chukwu", "Onyekachi",
                "Okonkwo", "Uzor", "Anyanwu", "Ezeh", "Ibekwe", "Nnadi"],
    },
    "hausa": {
        "m": ["Abubakar", "Usman", "Ibrahim", "Musa", "Aliyu", "Sani", "Bashir", "Yusuf"],
        "f": ["Aisha", "Hauwa", "Zainab", "Fatima", "Amina", "Hadiza", "Maryam", "Rukayya"],
        "sur": ["Bello", "Abdullahi", "Danjuma", "Garba", "Lawal", "Sule", "Yakubu", "Shehu",
                "Umar", "Mohammed"],
    },
    "nigerian_word": {   # English-word given names common in Nigeria / southern Africa
        "m": ["Godswill", "Innocent", "Prosper", "Gift", "Promise", "Lucky", "Wisdom"],
        "f": ["Blessing", "Precious", "Favour", "Patience", "Comfort", "Mercy", "Peace",
              "Memory", "Prudence", "Beauty"],
        "sur": [],
    },
    "kenyan": {
        "m": ["Peter", "John", "Joseph", "David", "Samuel", "Daniel", "Brian", "Kevin",
              "Dennis", "Collins", "Felix", "Moses", "Geoffrey", "Wycliffe", "Evans"],
        "f": ["Faith", "Mercy", "Grace", "Esther", "Mary", "Joyce", "Caroline", "Purity",
              "Winnie", "Sharon", "Beatrice", "Lucy", "Diana", "Cynthia", "Janet"],
        "mid_m": ["Kamau", "Mwangi", "Otieno", "Ochieng", "Kiprono", "Kipchumba", "Wafula",
                  "Mutua", "Kimani", "Njoroge", "Odhiambo", "Kibet"],
        "mid_f": ["Wanjiru", "Njeri", "Achieng", "Atieno", "Chebet", "Jepkosgei", "Nafula",
                  "Mwikali", "Wambui", "Akinyi", "Wairimu", "Nyambura"],
        "sur": ["Kamau", "Mwangi", "Otieno", "Ochieng", "Kiprotich", "Wekesa", "Mutiso",
                "Njoroge", "Odhiambo", "Kariuki", "Omondi", "Cheruiyot", "Nyaga", "Maina",
                "Gitau", "Korir", "Musyoka", "Barasa"],
    },
    "nguni_sotho": {
        "m": ["Sipho", "Thabo", "Themba", "Bongani", "Mandla", "Sizwe", "Lwazi", "Kagiso",
              "Tshepo", "Lungile", "Lucky", "Innocent", "Gift"],
        "f": ["Nomvula", "Thandiwe", "Lindiwe", "Zanele", "Nokuthula", "Ayanda", "Palesa",
              "Lerato", "Naledi", "Nosipho", "Precious", "Memory", "Happiness", "Beauty"],
        "sur": ["Dlamini", "Nkosi", "Ndlovu", "Khumalo", "Mthembu", "Zulu", "Mokoena",
                "Molefe", "Sithole", "Mahlangu", "Ngcobo", "Mbatha", "Nxumalo",
                "Tshabalala", "Mabaso", "Radebe", "Maseko", "Ntuli"],
    },
    "afrikaans": {
        "m": ["Pieter", "Johan", "Hendrik", "Jaco", "Riaan", "Werner", "Francois", "Danie",
              "Gerhard", "Wikus"],
        "f": ["Annelie", "Marietjie", "Elmarie", "Liezl", "Carike", "Riana", "Anel",
              "Sunette", "Karin", "Ilse"],
        "sur": ["van der Merwe", "Botha", "Pretorius", "du Plessis", "Nel", "Venter",
                "Coetzee", "Steyn", "Fourie", "Joubert", "van Wyk", "le Roux", "Kruger",
                "Swanepoel", "Viljoen"],
    },
    "maori": {
        "m": ["Wiremu", "Hemi", "Rāwiri", "Tama", "Mikaere", "Tāne", "Manaia", "Nikau",
              "Rangi", "Tamati"],
        "f": ["Aroha", "Mere", "Anahera", "Hine", "Kiri", "Moana", "Ngaio", "Whetu",
              "Huia", "Marama"],
        "sur": ["Ngata", "Parata", "Tipene", "Te Whata", "Horomona", "Waaka", "Poutama",
                "Tuhiwai", "Kereama", "Ngāwai", "Te Rangi", "Hōhaia"],
    },
    "pacific": {
        "m": ["Sione", "Tevita", "Viliami", "Ioane", "Sefo", "Malakai", "Semisi"],
        "f": ["Losana", "Mele", "Salote", "Fetu", "Lupe", "Sina", "Telesia"],
        "sur": ["Tuilagi", "Fifita", "Taufa", "Latu", "Faleolo", "Leota", "Sapolu",
                "Vaifale", "Havili", "Tupou"],
    },
    "french_ca": {
        "m": ["Jean-François", "Mathieu", "Étienne", "Olivier", "Luc", "Marc-André",
              "Sébastien", "Gabriel", "Benoît", "Yannick"],
        "f": ["Marie-Ève", "Geneviève", "Isabelle", "Chantal", "Nathalie", "Sophie",
              "Mélanie", "Émilie", "Josée", "Annick"],
        "sur": ["Tremblay", "Gagnon", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie",
                "Fortin", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc",
                "Paquette", "Girard"],
    },
    "filipino": {
        "m": ["Jose", "Mark Anthony", "Ramon", "Rodel", "Jericho", "Arnel", "Jun"],
        "f": ["Maria Cristina", "Rowena", "Marites", "Jocelyn", "Rhea", "Lorna", "Analyn"],
        "sur": ["Santos", "Reyes", "Cruz", "Bautista", "dela Cruz", "Garcia", "Mendoza",
                "Villanueva", "Manalo", "Dizon", "Pangilinan"],
    },
    "somali_arabic": {
        "m": ["Abdirahman", "Mohamed", "Ahmed", "Omar", "Hassan", "Yusuf", "Khalid",
              "Abdullahi"],
        "f": ["Hodan", "Faduma", "Amina", "Sahra", "Leyla", "Nasra", "Hibo", "Maryan"],
        "sur": ["Warsame", "Farah", "Hussein", "Abdi", "Jama", "Osman", "Ali", "Egal",
                "Nur", "Aden"],
    },
}

# name order: western (given surname), eastern (surname given), malay (given bin/binti father)
ORDER = {"chinese_sg": "eastern", "malay": "malay"}

NICKNAMES = {
    "William": "Billy", "Robert": "Bob", "Margaret": "Peggy", "Elizabeth": "Betty",
    "Katherine": "Kate", "Thomas": "Tommy", "James": "Jimmy", "Oluwaseun": "Seun",
    "Babatunde": "Tunde", "Chukwuemeka": "Emeka", "Funmilayo": "Funmi",
    "Patrick": "Paddy", "Pádraig": "Podge", "Barry": "Baz", "Abimbola": "Bimbo",
    "Temitope": "Tope", "Oluwaseun ": "Seun", "Samuel": "Sammy", "Alasdair": "Ali",
    "Kirsty": "Kirst", "Daniel": "Danny", "Joseph": "Joe", "Benjamin": "Benji",
    "Jean-François": "J-F", "Marie-Ève": "Marie", "Siddharth": "Sid", "Venkatesh": "Venky",
    "Nomvula": "Vuvu", "Lindiwe": "Lindi", "Thandiwe": "Thandi", "Mikaere": "Mike",
    "Wiremu": "Wi", "Rāwiri": "Rawi", "Hendrik": "Henk", "Marietjie": "Marie",
}
GENERIC_NICKS = ["Bunty", "Sunny", "Boo", "Dodo", "Bubba", "Ziggy", "Pip", "Nana Jo",
                 "Topsy", "Biggie", "Smiley", "Chip"]

# ---------------------------------------------------------------------------
# Place-name building blocks (invented towns per locale)
# ---------------------------------------------------------------------------
TOWNS = {
    "en-GB": ["Kettlewick", "Ashcombe Vale", "Marrowfield", "Hollinsford", "Cradwell",
              "Pennock Bridge", "Brackenholme", "Wexmoor", "Lintondale", "Fallowby",
              "Oakhurst Green", "Stannerley", "Saltmarsh St Giles", "Dunchurch Magna",
              "Heddlestone"],
    "en-GB-SCT": ["Kilbrannoch", "Inverlaggan", "Dunmorrow", "Glenallow", "Auchtermuir",
                  "Strathkennet", "Balquhidder Mains", "Port Ardlish", "Carnbrae",
                  "Lochgarrie"],
    "en-IE": ["Ballyferran", "Kilcoolagh", "Carrigmoyle", "Drumcashel", "Ardbrennan",
              "Templeross", "Castledargan", "Lisheenmore", "Rathcullen", "Knockanore Cross"],
    "en-AU": ["Yarrandale", "Coolabah Heights", "Banksia Ridge", "Mallee Springs",
              "Tarrawong", "Kurrajong Flat", "Bellbird Vale", "Emu Crossing",
              "Wollomby", "Port Carrick"],
    "en-NZ": ["Te Awaroa", "Kōwhai Bay", "Maungatara", "Rimuhaven", "Tōtara Springs",
              "Whakaroa", "Port Linwood", "Pūriri Valley", "Kaitoa Flat", "Ngāruru"],
    "en-CA": ["Port Ellery", "Cedar Narrows", "Saint-Aurèle", "Lac-Moreau", "Birch Landing",
              "Fort Calloway", "New Lindsay", "Tamarack Falls", "Grand Pellier",
              "Spruce Hollow"],
    "en-SG": ["Singapore"],
    "en-IN": ["Kalindipuram", "Meghavati", "Sundarvan Nagar", "Ambikapet", "Tirunelvar",
              "Devgarhi", "Ramakottai", "Sonapur Khurd", "Chandanwadi", "Varunapuram"],
    "en-NG": ["Oroke", "Umunnaji", "Ajilete", "Kafin Dabo", "Ikotun-Agba", "Egbeda Oja",
              "Okeluse", "Amaeze", "Iyana-Odo", "Tudun Gwari"],
    "en-KE": ["Githuri", "Ol Kalesi", "Mutindwa", "Kiamburu", "Nyabondo Hills",
              "Kapsoiyo", "Mwembeni", "Ruaraka East", "Kithimani", "Sosiani Junction"],
    "en-ZA": ["Mooirivierdal", "KwaThandeka", "Emthonjeni Park", "Rietfontein-Oos",
              "Umzinyathi Heights", "Bergsig", "Silverdraai", "Esikhaleni Extension 9",
              "Kranskloof", "Pniel Flats"],
}
# county-level units typed as CITY per the guideline (town, city, county)
COUNTIES = {
    "en-GB": ["Wexmoorshire", "North Fallowdale", "Kettleshire"],
    "en-GB-SCT": ["Strathkennet and Lochgarrie"],
    "en-IE": ["Ardmoyle", "Kilbrannagh", "Rossmore"],
}
# real first-level regions (STATE); broad and not identifying
REGIONS = {
    "en-GB": [], "en-GB-SCT": [], "en-IE": [],
    "en-AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
              ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "en-NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
              ("Northland", "Northland"), ("Manawatū-Whanganui", "Manawatū-Whanganui"),
              ("Bay of Plenty", "Bay of Plenty")],
    "en-CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
              ("Manitoba", "MB"), ("Alberta", "AB"), ("Quebec", "QC")],
    "en-SG": [],
    "en-IN": [("Karnataka", "Karnataka"), ("Tamil Nadu", "Tamil Nadu"), ("Kerala", "Kerala"),
              ("Maharashtra", "Maharashtra"), ("West Bengal", "West Bengal"),
              ("Punjab", "Punjab")],
    "en-NG": [("Lagos State", "Lagos State"), ("Oyo State", "Oyo State"),
              ("Enugu State", "Enugu State"), ("Kano State", "Kano State"),
              ("Anambra State", "Anambra State"), ("Ogun State", "Ogun State")],
    "en-KE": [("Kiambu County", "Kiambu County"), ("Kisumu County", "Kisumu County"),
              ("Nakuru County", "Nakuru County"), ("Machakos County", "Machakos County"),
              ("Uasin Gishu County", "Uasin Gishu County")],
    "en-ZA": [("Gauteng", "GP"), ("KwaZulu-Natal", "KZN"), ("Western Cape", "WC"),
              ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP")],
}

STREET_WORDS = ["Larkspur", "Quarry", "Mill", "Chapel", "Orchard", "Beacon", "Heron",
                "Kestrel", "Foundry", "Rope Walk", "Tanner", "Cobbler", "Wheatsheaf",
                "Harrow", "Linnet", "Bramble", "Cinder", "Ferry", "Tithe", "Gorse",
                "Sorrel", "Coppice", "Weaver", "Lantern", "Kingfisher", "Saddler",
                "Juniper", "Thistle", "Maltings", "Sandpiper"]
STREET_SUFFIX = {
    "uk": ["Street", "Road", "Lane", "Close", "Crescent", "Avenue", "Drive", "Terrace",
           "Way", "Gardens", "Grove", "Row"],
    "au": ["Street", "Road", "Parade", "Crescent", "Avenue", "Drive", "Court", "Place",
           "Esplanade", "Circuit"],
    "ca": ["Street", "Road", "Avenue", "Drive", "Crescent", "Boulevard", "Court", "Way"],
}
LOCAL_STREETS = {
    "en-SG": ["Kampong Selasih Avenue 3", "Bukit Rambai Street 21", "Tanjong Kelat Drive",
              "Lorong Kemuning 4", "Jalan Seri Pagi", "Telok Serai Street 11"],
    "en-IN": ["MG Cross Road", "4th Main, 2nd Stage", "Gandhi Bazaar Road",
              "Temple Street", "Station Road", "Nehru Colony Main Road", "Lake View Layout"],
    "en-NG": ["Adeniran Close", "Okonjo Street", "Market Road", "Isale-Eko Avenue",
              "Church Street", "Ahmadu Crescent", "Old Ife Road"],
    "en-KE": ["Ngoroko Road", "Mama Ngina Lane", "Kirichwa Road", "Moi Avenue",
              "Kenyatta Lane", "Jogoo Close", "Nyerere Crescent"],
    "en-ZA": ["Jacaranda Street", "Protea Avenue", "Voortrekker Road", "Umhlanga Drive",
              "Madiba Street", "Kerk Street", "Mimosa Crescent"],
}

PLACE_WORDS = ["Ashgrove", "Beechwood", "Larchfield", "Heathside", "Riverside",
               "Meadowbank", "Oakwood", "Willowbrook", "Hollybank", "Fernlea", "Thornfield",
               "Elmhurst", "Rosemount", "Brookvale", "Hawthorn", "Kingsmead", "Cedarlea",
               "Harbourside", "Stonebridge", "Highfield", "Millbrae", "Rowanbank",
               "Sandhurst", "Lindenfield", "Greystones", "Foxhollow", "Bramblewood",
               "Clearwater", "Silverbirch", "Wrenfield"]
SAINTS = ["Brigid", "Aidan", "Columba", "Cuthbert", "Winifred", "Swithun", "Finbarr",
          "Ita", "Brendan", "Oswald", "Hilda", "Bede", "Mungo", "Kentigern", "Dymphna",
          "Non", "Piran", "Frideswide"]
WARD_WORDS = ["Rowan", "Kestrel", "Heron", "Larch", "Bluebell", "Osprey", "Aspen",
              "Curlew", "Primrose", "Alder", "Juniper", "Skylark", "Magnolia", "Foxglove",
              "Harebell", "Wren"]

BUSINESS_KIND = ["Logistics", "Freight", "Foods", "Engineering", "Construction",
                 "Plastics", "Motors", "Packaging", "Distribution", "Textiles",
                 "Security Services", "Cleaning Services", "Bakery", "Dairies",
                 "Precision Tooling", "Call Centre Services", "Haulage", "Joinery"]

# ---------------------------------------------------------------------------
# Professions (patient / relative occupations)
# ---------------------------------------------------------------------------
PROFESSIONS = {
    "all": ["welder", "HGV driver", "primary school teacher", "care assistant",
            "bus driver", "electrician", "warehouse operative", "forklift driver",
            "plasterer", "scaffolder", "firefighter", "retail assistant", "cleaner",
            "security guard", "taxi driver", "software developer", "accountant",
            "chef", "hairdresser", "mechanic", "plumber", "carpenter", "bricklayer",
            "postal worker", "call centre adviser", "nursery nurse", "kitchen porter",
            "lecturer", "civil servant", "receptionist", "delivery driver", "roofer",
            "lab technician", "bank clerk", "shop manager", "farm labourer",
            "pharmacy dispenser", "barista", "painter and decorator", "crane operator",
            "train conductor", "prison officer", "social care worker", "dental nurse",
            "midwife", "domestic worker", "tiler", "baker", "butcher", "fisherman"],
    "en-AU": ["shearer", "FIFO mine worker", "tradie (sparky)", "station hand", "concreter"],
    "en-NZ": ["dairy farmer", "shearer", "orchard picker", "fencer", "forestry worker"],
    "en-IN": ["auto-rickshaw driver", "software engineer", "tailor", "weaver",
              "garment factory worker", "schoolteacher"],
    "en-NG": ["okada rider", "market trader", "civil servant", "tailor", "banker",
              "pharmacist"],
    "en-KE": ["boda boda rider", "matatu driver", "tea picker", "market trader",
              "primary school teacher", "casual labourer"],
    "en-ZA": ["miner", "domestic worker", "taxi driver", "farm worker", "security guard",
              "petrol attendant"],
    "en-SG": ["foreign domestic worker", "construction worker", "hawker", "grab driver",
              "property agent"],
    "en-CA": ["long-haul trucker", "oil rig worker", "fish plant worker", "snowplough operator"],
}

# ---------------------------------------------------------------------------
# Hard negatives: drugs, doses, scores
# ---------------------------------------------------------------------------
DRUGS = [
    "paracetamol 1 g QDS PRN", "ibuprofen 400 mg TDS with food", "amlodipine 5 mg OD",
    "ramipril 2.5 mg OD", "metformin 500 mg BD", "atorvastatin 20 mg ON",
    "sertraline 50 mg OD", "mirtazapine 15 mg ON", "omeprazole 20 mg OD",
    "co-codamol 30/500 two tabs QDS PRN", "salbutamol 100 mcg 2 puffs PRN",
    "levothyroxine 75 mcg OD", "apixaban 5 mg BD", "folic acid 400 mcg OD",
    "ferrous fumarate 210 mg BD", "lansoprazole 30 mg OD", "quetiapine 100 mg BD",
    "olanzapine 10 mg ON", "lithium carbonate 400 mg ON", "zopiclone 7.5 mg ON PRN",
    "naproxen 500 mg BD", "amoxicillin 500 mg TDS x 5/7", "nitrofurantoin 100 mg MR BD x 3/7",
    "flucloxacillin 500 mg QDS x 7/7", "Fostair 100/6 2 puffs BD", "bisoprolol 2.5 mg OD",
    "furosemide 40 mg OM", "gliclazide 80 mg BD", "insulin glargine 18 units ON",
    "morphine sulfate MR 10 mg BD", "Oramorph 2.5-5 mg 2-hourly PRN",
    "midazolam 2.5 mg s/c PRN", "haloperidol 500 mcg s/c PRN", "senna 15 mg ON",
    "Laxido 1 sachet BD", "citalopram 20 mg OD", "fluoxetine 20 mg OD",
    "propranolol 10 mg TDS PRN", "aripiprazole 10 mg OD", "sodium valproate 500 mg BD",
    "clozapine 300 mg ON", "pregabalin 75 mg BD", "amitriptyline 10 mg ON",
    "doxycycline 100 mg OD", "prednisolone 30 mg OM x 5/7", "Cerazette 75 mcg OD",
    "cefalexin 250 mg QDS", "tramadol 50 mg QDS PRN", "enoxaparin 40 mg s/c OD",
    "metronidazole 400 mg TDS", "artemether-lumefantrine 80/480 BD x 3/7",
    "tenofovir/lamivudine/dolutegravir OD", "isoniazid 300 mg OD", "Augmentin 625 mg TDS",
]
EPONYMS = ["Parkinson's disease", "Crohn's disease", "Hashimoto's thyroiditis",
           "Addison's disease", "Bell's palsy", "Colles' fracture", "Murphy's sign",
           "Tinel's sign", "Phalen's test", "Raynaud's phenomenon", "Down's syndrome",
           "Alzheimer's disease", "Graves' disease", "Cushing's syndrome",
           "Dupuytren's contracture", "Osgood-Schlatter disease", "Perthes disease",
           "Baker's cyst", "Hodgkin lymphoma", "Ménière's disease", "Guillain-Barré syndrome",
           "Sjögren's syndrome", "Barrett's oesophagus", "Achilles tendinopathy",
           "Kawasaki disease", "Asperger's profile"]
SCALES = ["GCS 15/15", "NEWS2 1", "PHQ-9 14", "GAD-7 11", "EPDS 13", "AUDIT-C 6",
          "MUST 0", "Waterlow 14", "Braden 16", "CURB-65 1", "Wells score 0",
          "Barthel 85/100", "MMSE 26/30", "6-CIT 8", "Rockwood CFS 5", "Apgar 9 and 10",
          "Bristol stool chart type 6", "Edinburgh Postnatal Depression Scale 11",
          "Glasgow-Blatchford 0", "Ottawa ankle rules negative", "Epworth 16",
          "Ishihara 17/17", "Snellen 6/6 both eyes", "HoNOS 18", "K10 28"]
