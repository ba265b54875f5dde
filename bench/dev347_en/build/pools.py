"""Invented pools for the dev347_en set: names, places, care sites, organisations.

Every person, street, town, hospital, practice and organisation here is made up.
States, provinces, counties, regions and countries are real (they are public places).
"""

FIRST_F = [
    # English / Scots / Welsh
    "Olivia", "Harriet", "Megan", "Chloe", "Rebecca", "Eleanor", "Imogen", "Abigail", "Tessa",
    "Georgina", "Poppy", "Maisie", "Gwen", "Carys", "Fiona", "Morag", "Beverley", "Janice",
    "Doreen", "Shirley", "Pauline", "Kayleigh", "Brooke", "Madison", "Tamsin", "Lorraine",
    # Irish
    "Aoife", "Siobhan", "Niamh", "Caoimhe", "Roisin", "Orla", "Sinead", "Grainne",
    # Maori / Pacific
    "Aroha", "Mere", "Ngaio", "Hine", "Anahera", "Mele", "Losana", "Malia", "Salote",
    # Chinese / Vietnamese / Korean / Japanese / Filipino
    "Mei", "Xiaoling", "Jing", "Yan", "Linh", "Thu", "Hoa", "Ji-woo", "Seo-yeon", "Yuki",
    "Haruka", "Maricel", "Rowena", "Luzviminda",
    # South Asian
    "Priya", "Ananya", "Deepa", "Kavitha", "Sunita", "Farzana", "Harpreet", "Nasreen", "Lakshmi",
    # Arabic / Persian / Turkish / Somali / Ethiopian
    "Leila", "Yasmin", "Noor", "Samira", "Shirin", "Elif", "Hodan", "Fadumo", "Mulu",
    # West / East African
    "Adaeze", "Chiamaka", "Ngozi", "Abena", "Wanjiru", "Amara", "Folasade", "Efua",
    # Hispanic / Portuguese
    "Lucia", "Carmen", "Valentina", "Ximena", "Graciela", "Joana", "Fernanda",
    # European
    "Agnieszka", "Katarzyna", "Zofia", "Milena", "Eleni", "Chiara", "Giulia", "Ingrid",
    "Annelie", "Margit", "Sanne", "Hélène", "Renata", "Dagmar",
]

FIRST_M = [
    "Oliver", "Harry", "Callum", "Jack", "Thomas", "Ethan", "Lachlan", "Hamish", "Rhys",
    "Finn", "Angus", "Rory", "Dylan", "Gareth", "Owen", "Trevor", "Clive", "Graham", "Barry",
    "Wayne", "Dwayne", "Brett", "Cody", "Travis", "Ewan", "Alistair",
    "Cian", "Oisin", "Padraig", "Eoin", "Ciaran", "Darragh", "Fergal",
    "Tane", "Wiremu", "Rawiri", "Nikau", "Manaia", "Sione", "Tevita", "Sefa", "Viliami",
    "Wei", "Jun", "Hao", "Zhiwei", "Kai", "Minh", "Tuan", "Quang", "Min-jun", "Hiroshi",
    "Kenji", "Jomar", "Ramil", "Rogelio",
    "Arjun", "Rahul", "Sanjay", "Vikram", "Imran", "Gurpreet", "Faisal", "Anil",
    "Omar", "Karim", "Tariq", "Yusuf", "Dariush", "Emre", "Abdirahman", "Dawit",
    "Chidi", "Kwame", "Tunde", "Obinna", "Kofi", "Babajide", "Otieno",
    "Mateo", "Diego", "Alejandro", "Joaquin", "Rodrigo", "Thiago",
    "Piotr", "Tomasz", "Marek", "Dmitri", "Nikos", "Giorgos", "Matteo", "Stavros", "Lars",
    "Henrik", "Jurgen", "Bastien", "Mikael", "Zoltan",
]

SURNAMES = [
    "Whitfield", "Ashdown", "Pemberton", "Harcourt", "Blackwood", "Thistlewood", "Marsh",
    "Gillingham", "Yarrow", "Cresswell", "Hollis", "Kettleborough", "Pryce", "Lloyd-Ellis",
    "Brennan", "Kavanagh", "Fitzmaurice", "O'Donoghue", "MacLennan", "Carmody", "Mulcahy",
    "Ni Bhriain", "Loughnane", "Fraser-Bell", "Llewellyn", "Pritchard", "Tregear", "Penhale",
    "Ngata", "Parata", "Tipene", "Te Whare", "Rangihuna", "Fifita", "Tuilagi", "Faleolo",
    "Taufa", "Havili",
    "Nguyen", "Tran", "Pham", "Wong", "Zhao", "Liang", "Xu", "Kwok", "Lau", "Park", "Cho",
    "Tanaka", "Watanabe", "Santos", "Reyes", "Dela Cruz", "Manalo", "Bautista",
    "Patel", "Sharma", "Iyer", "Chaudhry", "Siddiqui", "Raghunathan", "Dhillon", "Sandhu",
    "Chowdhury", "Rahman", "Perera", "Jayasuriya", "Venkatesan",
    "Haddad", "Nasser", "Farahani", "Yilmaz", "Demirci", "Abdi", "Warsame", "Tesfaye",
    "Mahmoud", "Karimi",
    "Okonkwo", "Adeyemi", "Mensah", "Kariuki", "Okafor", "Eze", "Balogun", "Boateng",
    "Asante", "Ochieng", "Nwosu", "Oduya",
    "Fernandez", "Castillo", "Ruiz", "Medina", "Quintero", "Ferreira", "De Souza", "Alves",
    "Kowalski", "Nowak", "Wiśniewska", "Petrov", "Horvath", "Novak", "Papadopoulos",
    "Marchetti", "Esposito", "Lindqvist", "Johansson", "Van der Merwe", "Botha", "Dubois",
    "Lefèvre", "Moreau", "Hoffmann", "Becker", "Friedman", "Levi", "Sørensen", "Haugland",
    "Abernethy", "Quenneville", "Tremblay", "Gauthier", "Bouchard", "Runningwater",
    "Delacroix-Hunt", "Okoro-Blake", "Stanislaw", "Villanueva", "Achterberg",
]

NICKNAMES = {"Thomas": "Tom", "Rebecca": "Becky", "Alejandro": "Alex", "Abigail": "Abby",
             "Harriet": "Hattie", "Katarzyna": "Kasia", "Gareth": "Gaz", "Babajide": "Jide",
             "Eleanor": "Ellie", "Oliver": "Ollie", "Georgina": "George", "Nikos": "Nick",
             "Padraig": "Paddy", "Zhiwei": "David", "Luzviminda": "Luz", "Giorgos": "George",
             "Lachlan": "Lachie", "Wiremu": "Bill", "Dmitri": "Dima", "Callum": "Cal"}

STREET_NAMES = [
    "Wattle", "Kestrel", "Larchmont", "Banksia", "Quarry", "Old Mill", "Tui", "Harrow",
    "Bramble", "Copperbeech", "Gannet", "Ironbark", "Saltmarsh", "Heron", "Pohutukawa",
    "Tamarind", "Foxglove", "Windermere", "Cobbler's", "Kingfisher", "Orchard", "Ferncliff",
    "Rosehip", "Ashby", "Merrivale", "Pinecrest", "Juniper", "Hawthorn", "Kowhai", "Rimu",
    "Station", "Chapel", "Mill Race", "Bellbird", "Lyrebird", "Sycamore", "Marram",
    "Drumlin", "Glebe", "Tannery", "Baker's", "Strand", "Clover",
]

SAINTS = ["Aldric", "Wilfrid", "Brigid", "Oswin", "Hilda", "Cuthbert", "Finbarr", "Ita",
          "Adomnan", "Wystan", "Erconwald", "Fursey", "Fachtna", "Ninian", "Swithun"]

COUNTRY = {
    "US": dict(
        name=["United States", "USA", "U.S.A."],
        towns=[("Millbrook Falls", "OH"), ("Cedar Hollow", "PA"), ("Port Averly", "ME"),
               ("Dunmore Springs", "CO"), ("East Harlowe", "MN"), ("Granger Flats", "TX"),
               ("Bellwether", "OR"), ("Quillan Bay", "WA"), ("Ashgrove Junction", "NC"),
               ("Larkspur Ridge", "IL"), ("Sandy Ferris", "GA"), ("Ottersville", "MI"),
               ("Brindle Creek", "TN"), ("New Castleton", "NJ"), ("Harwick Mills", "MA"),
               ("Pellham Heights", "AZ"), ("Tolliver", "KY"), ("Wexbury", "WI")],
        states={"OH": "Ohio", "PA": "Pennsylvania", "ME": "Maine", "CO": "Colorado",
                "MN": "Minnesota", "TX": "Texas", "OR": "Oregon", "WA": "Washington",
                "NC": "North Carolina", "IL": "Illinois", "GA": "Georgia", "MI": "Michigan",
                "TN": "Tennessee", "NJ": "New Jersey", "MA": "Massachusetts",
                "AZ": "Arizona", "KY": "Kentucky", "WI": "Wisconsin"},
        suffix=["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Blvd",
                "Court", "Way", "Pike"],
        hosp=["{T} Regional Medical Center", "{T} General Hospital", "St. {S} Medical Center",
              "{T} Memorial Hospital", "{T} University Hospital", "{T} Community Hospital"],
        practice=["{T} Family Medicine", "{T} Internal Medicine Associates",
                  "{T} Primary Care", "{S} Street Clinic"],
        wards=["4 West", "5 North", "7 East", "SICU Pod B", "Med-Surg 3", "6 South",
               "Oncology 8", "3 Tower"],
        langs=["Spanish", "Vietnamese", "Somali", "Tagalog", "Mandarin", "Arabic"],
    ),
    "UK": dict(
        name=["United Kingdom", "UK", "England", "Wales", "Scotland"],
        towns=[("Kettlebury", "Surrey"), ("Brackenfield", "Derbyshire"),
               ("Upper Wexcombe", "Wiltshire"), ("Thornbury Vale", "Gloucestershire"),
               ("Hollinsworth", "Lancashire"), ("Market Aldery", "Norfolk"),
               ("Stanmoor", "Cumbria"), ("Pennock Bridge", "North Yorkshire"),
               ("Cawthorne Cross", "West Yorkshire"), ("Sallowby", "Lincolnshire"),
               ("Tregarrow", "Cornwall"), ("Aberwyn", "Powys"), ("Dunlaggan", "Fife"),
               ("Hexley", "Kent"), ("Rushcombe", "Somerset"), ("Elderfield", "Devon")],
        states={},
        suffix=["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Gardens", "Way",
                "Drive", "Terrace", "Mews", "Row"],
        hosp=["{T} General Hospital", "{T} Royal Infirmary", "St {S}'s Hospital",
              "{T} District General Hospital", "{T} University Hospital",
              "{T} Community Hospital"],
        practice=["{T} Medical Practice", "{S} Lane Surgery", "{T} Health Centre",
                  "The {S} Surgery"],
        wards=["Ward 7B", "Rowan Ward", "Kingfisher Ward", "Ward 22", "Heron Ward",
               "Larch Ward", "Ward 4A", "Beech Ward", "Ashby Ward", "Nightingale Ward"],
        langs=["Polish", "Urdu", "Bengali", "Romanian", "Punjabi", "Somali", "Portuguese"],
    ),
    "CA": dict(
        name=["Canada"],
        towns=[("Pine Ridge Crossing", "ON"), ("Maplewood Harbour", "NS"),
               ("Fort Kestrel", "AB"), ("Lac-aux-Herons", "QC"), ("Sable Point", "BC"),
               ("Riverbend", "MB"), ("Granite Falls", "ON"), ("New Glenroy", "PE"),
               ("Coldwater Narrows", "ON"), ("Cedarbank", "BC"), ("Prairie Sound", "SK")],
        states={"ON": "Ontario", "NS": "Nova Scotia", "AB": "Alberta", "QC": "Quebec",
                "BC": "British Columbia", "MB": "Manitoba", "PE": "Prince Edward Island",
                "SK": "Saskatchewan"},
        suffix=["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Drive",
                "Boulevard", "Line", "Way"],
        hosp=["{T} General Hospital", "{T} Health Centre", "St. {S}'s Hospital",
              "{T} Regional Health Centre", "{T} Memorial Hospital"],
        practice=["{T} Family Health Team", "{T} Medical Clinic", "{S} Street Family Practice"],
        wards=["5 West", "Unit 6B", "4 North Surgery", "Medicine 7", "B6 Oncology", "3 East"],
        langs=["French", "Punjabi", "Cantonese", "Tagalog", "Arabic", "Cree"],
    ),
    "AU": dict(
        name=["Australia"],
        towns=[("Kurrawong", "NSW"), ("Bellbird Creek", "VIC"), ("Wattle Flat", "NSW"),
               ("Yarrabin", "QLD"), ("Coolamby", "QLD"), ("Mount Ellery", "WA"),
               ("Port Kessling", "SA"), ("Tallowood", "VIC"), ("Dunbarra", "TAS"),
               ("Marrinup Heights", "WA"), ("Saltbush Plains", "SA"), ("Gumleigh", "NSW")],
        states={"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
                "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania"},
        suffix=["St", "Street", "Rd", "Road", "Ave", "Pde", "Crt", "Cres", "Hwy", "Tce",
                "Close", "Way"],
        hosp=["{T} Base Hospital", "{T} Hospital", "St {S}'s Private Hospital",
              "{T} District Hospital", "{T} University Hospital"],
        practice=["{T} Medical Centre", "{T} Family Practice", "{S} Street Medical Clinic"],
        wards=["Banksia Ward", "Ward 5C", "Waratah Ward", "Ward 4B", "Grevillea Unit",
               "Ward 7A", "Jacaranda Ward"],
        langs=["Vietnamese", "Greek", "Arabic", "Mandarin", "Dari", "Italian", "Kriol"],
    ),
    "NZ": dict(
        name=["New Zealand", "Aotearoa New Zealand"],
        towns=[("Ruaroa", "Waikato"), ("Kowhai Bay", "Northland"), ("Te Rakau", "Bay of Plenty"),
               ("Makarewa Downs", "Southland"), ("Tahuna Flat", "Otago"),
               ("Pukerangi", "Canterbury"), ("Whitestone", "Canterbury"),
               ("Aramoana Heights", "Wellington"), ("Kauri Point", "Auckland"),
               ("Mangakino Vale", "Taranaki")],
        states={"Waikato": "Waikato", "Northland": "Northland", "Bay of Plenty": "Bay of Plenty",
                "Southland": "Southland", "Otago": "Otago", "Canterbury": "Canterbury",
                "Wellington": "Wellington", "Auckland": "Auckland", "Taranaki": "Taranaki"},
        suffix=["Street", "Road", "Crescent", "Place", "Terrace", "Avenue", "Drive", "Lane"],
        hosp=["{T} Hospital", "{T} Base Hospital", "{T} Regional Hospital"],
        practice=["{T} Medical Centre", "{T} Health Centre", "{S} Road Medical"],
        wards=["Ward 12", "Tui Ward", "Kereru Ward", "Ward 31", "Kahu Unit", "Ward 9",
               "Piwakawaka Ward"],
        langs=["Te Reo Maori", "Samoan", "Tongan", "Hindi", "Mandarin", "Korean"],
    ),
    "IE": dict(
        name=["Ireland", "Republic of Ireland"],
        towns=[("Ballykeeran", "Co. Westmeath"), ("Carrigmore", "Co. Cork"),
               ("Knockdrum", "Co. Kerry"), ("Rathcullen", "Co. Kildare"),
               ("Clonmara", "Co. Galway"), ("Inishcarra Bridge", "Co. Mayo"),
               ("Drumanagh", "Co. Donegal"), ("Kilbrack", "Co. Tipperary"),
               ("Ardglass Cross", "Co. Wexford"), ("Castletara", "Co. Cavan")],
        states={},
        suffix=["Road", "Street", "Avenue", "Park", "Drive", "Lawn", "Court", "Grove", "Heights"],
        hosp=["{T} University Hospital", "St {S}'s Hospital", "{T} General Hospital",
              "{T} Regional Hospital", "Mercy {T} Hospital"],
        practice=["{T} Medical Centre", "{T} Family Practice", "{S} Street Surgery"],
        wards=["St Brigid's Ward", "Ward 3B", "St Enda's Ward", "Ward 6", "Aisling Unit",
               "St Ita's Ward", "Ward 2A"],
        langs=["Polish", "Lithuanian", "Romanian", "Brazilian Portuguese", "Irish Sign Language"],
    ),
}

WEIGHT = [("US", 25), ("UK", 24), ("AU", 15), ("CA", 13), ("IE", 12), ("NZ", 11)]

BUILDINGS = ["Pemberton Wing", "Jubilee Block", "Harcourt Pavilion", "Galloway Building",
             "Founders Wing", "Lister Tower", "Marram House", "Cedar Pavilion", "Riverside Block",
             "Kestrel Building", "Bramble House", "Clocktower Building"]

LANDMARKS = ["the old Wexbury grain silo", "Saltmarsh Reserve", "Gannet Point lighthouse",
             "Harrow Mill", "Ferncliff Quarry", "the Tannery Bridge"]

CARE_HOMES = ["Kowhai Lodge Rest Home", "Brambleview Care Home", "Heron Court Nursing Home",
              "Wattle Grove Aged Care", "Sycamore House Residential Home",
              "Glebe Gardens Care Centre", "St Ninian's Nursing Home", "Pinecrest Manor"]

PHARMACIES = ["Harrow Lane Pharmacy", "Kingfisher Chemist", "Marram Pharmacy",
              "Bellbird Discount Chemist", "Orchard Street Pharmacy"]

EMPLOYER_JOBS = [
    ("Halden Freight", ["lorry driver", "truck driver", "forklift operator", "warehouse worker", "courier"]),
    ("Kestrel Logistics", ["truck driver", "warehouse worker", "forklift operator", "courier", "accountant"]),
    ("Carrick Valley Co-op", ["shop assistant", "dairy farmer", "cleaner", "security guard"]),
    ("Northgate Engineering", ["welder", "machinist", "electrician", "crane operator", "scaffolder"]),
    ("Tasman Timber Mills", ["machinist", "forklift operator", "carpenter", "security guard"]),
    ("Brightwater Primary School", ["primary school teacher", "cleaner", "librarian", "care assistant"]),
    ("Pinecrest High School", ["lecturer", "librarian", "cleaner", "security guard"]),
    ("Ferncliff Quarry Ltd", ["miner", "crane operator", "lorry driver", "scaffolder"]),
    ("Marrow & Finch Solicitors", ["accountant", "graphic designer", "cleaner"]),
    ("Port Averly Cannery", ["fisherman", "machinist", "warehouse worker"]),
    ("Heron Bay Fisheries", ["fisherman", "truck driver", "courier"]),
    ("Gumleigh Shire Council", ["landscaper", "librarian", "taxi driver", "bus driver"]),
    ("Larkspur Ridge Transit", ["bus driver", "electrician", "security guard"]),
    ("Riverbend Meat Packers", ["machinist", "forklift operator", "warehouse worker"]),
    ("Saltmarsh Golf Club", ["landscaper", "chef", "barista"]),
    ("Cobbler's Bakery", ["barista", "chef", "shop assistant"]),
    ("Drumlin Dairies", ["dairy farmer", "truck driver", "sheep shearer"]),
    ("St Wystan's Parish", ["pastor", "cleaner"]),
    ("Bramble & Co Builders", ["bricklayer", "carpenter", "plumber", "scaffolder", "electrician"]),
    ("Tallowood Vineyards", ["landscaper", "chef", "sheep shearer"]),
    ("Pellham Auto Body", ["panel beater", "machinist"]),
    ("Glebe Street Salon", ["hairdresser"]),
    ("Copperbeech Realty", ["real estate agent"]),
    ("Orchard Lane Veterinary", ["vet"]),
]

INSURERS = {"US": ["Evergreen Health Plan", "Pinnacle Shield Insurance", "Keystone Mutual Health",
                   "BlueHarbor Health Partners", "Meridian Mutual"],
            "UK": ["Albion Private Health", "Thistle Healthcare Insurance"],
            "CA": ["Maple Leaf Benefits Co", "Northern Shield Group Benefits"],
            "AU": ["Harbourline Health Fund", "Coral Sea Health Insurance", "Bluegum Health"],
            "NZ": ["Kiwi Cover Health", "Ranui Health Society"],
            "IE": ["Shamrock Health Insurance", "Celtic Care Assurance"]}

TRANSPORT = ["Medivan Patient Transport", "CareRide Non-Emergency Transport",
             "Harbour Patient Transfers", "Swift Assist Transport Ltd"]

INTERP = ["LinguaCare Interpreting", "Babel Bridge Language Services", "ClearVoice Interpreters"]

PROFESSIONS = ["welder", "retired teacher", "bus driver", "dairy farmer", "accountant",
               "electrician", "nurse", "chef", "software developer", "lorry driver",
               "truck driver", "cleaner", "hairdresser", "plumber", "carpenter",
               "shop assistant", "police officer", "firefighter", "lecturer", "fisherman",
               "miner", "retired postal worker", "barista", "scaffolder", "sheep shearer",
               "real estate agent", "primary school teacher", "security guard",
               "retired bank manager", "forklift operator", "graphic designer",
               "care assistant", "taxi driver", "pastor", "landscaper", "machinist",
               "retired nurse", "bricklayer", "panel beater", "childminder", "librarian",
               "warehouse worker", "courier", "crane operator", "midwife", "vet"]

TRAVEL = ["India", "Pakistan", "Philippines", "Vietnam", "Greece", "Portugal", "Spain",
          "Thailand", "Nigeria", "Egypt", "Turkey", "Poland", "Romania", "Mexico", "Fiji",
          "Samoa", "South Africa", "Kenya", "Italy", "Brazil", "Bangladesh", "China", "Lebanon"]

RELATIONS = {"F": ["wife", "daughter", "partner", "sister", "mother", "niece", "neighbour", "friend",
                   "granddaughter", "carer", "daughter-in-law"],
             "M": ["husband", "son", "partner", "brother", "father", "nephew", "neighbour", "friend",
                   "son-in-law", "grandson", "carer"]}

STAFF_ROLES = {
    "ir_cons": "Consultant Interventional Radiologist",
    "ir_reg": "IR Registrar",
    "ir_fellow": "IR Fellow",
    "ir_nurse": "IR Nurse",
    "ir_cns": "IR Clinical Nurse Specialist",
    "radiographer": "Radiographer",
    "anaes": "Anaesthetist",
    "referrer": "Referring doctor",
    "gp": "GP",
    "clerk": "Booking coordinator",
    "pathologist": "Pathologist",
    "sonographer": "Sonographer",
    "ward_nurse": "Ward nurse",
    "typist": "Medical secretary",
    "coord": "MDT coordinator",
    "onc": "Oncologist",
    "surgeon": "Surgeon",
    "odp": "ODP",
    "hca": "Healthcare assistant",
}
