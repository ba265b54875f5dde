"""Hand-written value pools for dev60_en.  All people, places and bodies are invented
(first names and surnames are combined at random; towns, hospitals, practices,
employers and insurers are made up).  Countries and US states / Canadian provinces /
Australian states are real, as the guideline's own examples are."""

# origin: (female first names, male first names, surnames)
NAMES = {
    "English": (
        ["Emily", "Charlotte", "Hannah", "Sophie", "Abigail", "Lucy", "Megan", "Rose", "Grace", "Hope", "Maggie", "Beth"],
        ["Oliver", "Thomas", "George", "Harry", "Daniel", "Matthew", "Frank", "Will", "Mark", "Bill", "Reginald", "Clive"],
        ["Whitfield", "Ashworth", "Pemberton", "Hargreaves", "Baker", "Cook", "Mason", "Young", "White", "Green",
         "Parkinson", "Holloway", "Fairbrother", "Scholes", "Marsh", "Hale"]),
    "Irish": (
        ["Siobhan", "Aoife", "Niamh", "Ciara", "Maeve", "Orla", "Roisin", "Sinead"],
        ["Cian", "Declan", "Padraig", "Eoin", "Ronan", "Colm", "Seamus", "Fergal"],
        ["O'Sullivan", "Foley", "Gallagher", "McGrath", "Kavanagh", "Doherty", "Brennan", "O'Connell", "Mulligan", "Cullen"]),
    "Scottish": (
        ["Isla", "Morag", "Eilidh", "Kirsty", "Fiona", "Catriona"],
        ["Hamish", "Angus", "Callum", "Euan", "Fraser", "Alasdair"],
        ["MacLeod", "Buchanan", "Drummond", "Sinclair", "Cameron", "Baird", "Munro", "Menzies"]),
    "Welsh": (
        ["Cerys", "Ffion", "Bethan", "Rhiannon", "Seren", "Angharad"],
        ["Dafydd", "Rhys", "Gareth", "Iwan", "Huw", "Owain"],
        ["Pritchard", "Llewellyn", "Prosser", "Vaughan", "Bevan", "Gwynne", "Probert"]),
    "Mexican/Central American": (
        ["Guadalupe", "Ximena", "Maria Jose", "Lucia", "Rosario", "Marisol", "Yesenia", "Dolores"],
        ["Jose Luis", "Alejandro", "Ignacio", "Rodrigo", "Esteban", "Joaquin", "Arturo", "Santiago"],
        ["Villanueva", "Castañeda", "Ibarra", "Quintero", "Delgado", "Zamora", "Benitez", "Orozco", "de la Cruz", "Montoya"]),
    "Portuguese/Brazilian": (
        ["Inês", "Beatriz", "Joana", "Mariana", "Leonor", "Conceição"],
        ["João", "Tiago", "Gonçalo", "Rui", "Duarte", "Vasco"],
        ["Carvalho", "Figueiredo", "Magalhães", "Pacheco", "Teixeira", "Sampaio", "Azevedo"]),
    "Italian": (
        ["Giulia", "Chiara", "Francesca", "Alessandra", "Rosaria", "Carmela"],
        ["Giuseppe", "Salvatore", "Marco", "Vincenzo", "Luca", "Enzo"],
        ["Esposito", "Marchetti", "Lombardi", "Bellini", "Caruso", "Ferraro", "DiNapoli", "Santangelo"]),
    "Greek": (
        ["Eleni", "Georgia", "Despina", "Katerina", "Sofia", "Vasiliki"],
        ["Dimitrios", "Konstantinos", "Nikos", "Yannis", "Stavros", "Panagiotis"],
        ["Papadopoulos", "Katsaros", "Georgiou", "Antonakis", "Vlachos", "Christodoulou", "Mavridis"]),
    "Polish": (
        ["Agnieszka", "Katarzyna", "Małgorzata", "Zofia", "Wiktoria", "Bożena"],
        ["Krzysztof", "Tomasz", "Grzegorz", "Wojciech", "Piotr", "Marek"],
        ["Kowalczyk", "Wiśniewski", "Zielinska", "Szymanski", "Wozniak", "Jablonski", "Grabowska"]),
    "Ukrainian": (
        ["Oksana", "Nataliya", "Svitlana", "Iryna", "Yulia", "Tetiana"],
        ["Mykola", "Oleksandr", "Dmytro", "Bohdan", "Serhiy", "Volodymyr"],
        ["Shevchenko", "Kovalenko", "Bondarenko", "Tkachuk", "Melnyk", "Hrytsenko", "Lysenko"]),
    "German/Dutch": (
        ["Annelie", "Greta", "Liesel", "Marieke", "Femke", "Ingrid"],
        ["Jürgen", "Dieter", "Hendrik", "Joost", "Wolfgang", "Maarten"],
        ["Hoffmann", "Brandt", "Vogel", "van der Berg", "de Vries", "Schuurman", "Kessler", "Müller"]),
    "Scandinavian": (
        ["Astrid", "Solveig", "Linnea", "Sigrid", "Freja"],
        ["Lars", "Anders", "Bjørn", "Henrik", "Sven"],
        ["Lindqvist", "Haugen", "Johansson", "Bergström", "Nygaard", "Dahl"]),
    "Jewish": (
        ["Miriam", "Naomi", "Tova", "Shira", "Rivka"],
        ["Avi", "Eitan", "Moshe", "Yosef", "Ari"],
        ["Goldberg", "Rosenthal", "Katz", "Feldman", "Ben-David", "Abramowitz", "Lieberman"]),
    "Nigerian": (
        ["Adaeze", "Chiamaka", "Folasade", "Oluwaseun", "Ngozi", "Yetunde"],
        ["Chukwuemeka", "Oluwafemi", "Babatunde", "Ikechukwu", "Adebayo", "Obinna"],
        ["Okonkwo", "Adeyemi", "Nwachukwu", "Oyelaran", "Eze", "Afolabi", "Olatunji", "Ogunbiyi"]),
    "Ghanaian": (
        ["Akosua", "Abena", "Efua", "Adwoa"],
        ["Kwame", "Kofi", "Yaw", "Kwabena"],
        ["Mensah", "Owusu", "Boateng", "Asante", "Ofori", "Appiah"]),
    "Somali/Ethiopian": (
        ["Hodan", "Fadumo", "Ayan", "Tigist", "Selam", "Meron"],
        ["Abdirahman", "Mohamed", "Abdullahi", "Tesfaye", "Dawit", "Yonas"],
        ["Warsame", "Farah", "Hassan", "Abebe", "Gebremariam", "Haile", "Mohamud"]),
    "Arabic": (
        ["Layla", "Rania", "Nour", "Yasmin", "Huda", "Samira"],
        ["Omar", "Khaled", "Tariq", "Youssef", "Karim", "Bilal"],
        ["Haddad", "Khoury", "Nasser", "Al-Masri", "Saleh", "Aboud", "Mansour"]),
    "Turkish/Persian": (
        ["Elif", "Zeynep", "Shirin", "Parisa", "Golnaz"],
        ["Emre", "Mehmet", "Dariush", "Kaveh", "Arash"],
        ["Yilmaz", "Demir", "Aksoy", "Tehrani", "Rostami", "Karimi", "Hosseini"]),
    "Indian": (
        ["Priya", "Ananya", "Kavitha", "Lakshmi", "Deepa", "Sunita", "Harpreet"],
        ["Arjun", "Rajesh", "Vikram", "Sanjay", "Gurdeep", "Venkatesh", "Amit"],
        ["Raghunathan", "Iyer", "Chatterjee", "Deshpande", "Sandhu", "Gill", "Krishnamurthy", "Menon", "Reddy", "Bhatt"]),
    "Pakistani/Bangladeshi": (
        ["Ayesha", "Sadia", "Nusrat", "Farzana", "Rukhsana"],
        ["Imran", "Faisal", "Rashid", "Tanvir", "Shahid"],
        ["Chaudhry", "Qureshi", "Rahman", "Hossain", "Siddiqui", "Akhtar", "Malik"]),
    "Sri Lankan": (
        ["Tharushi", "Nirosha", "Kalaivani"],
        ["Tharindu", "Kumaran", "Sivakumar"],
        ["Perera", "Jayawardena", "Wickramasinghe", "Sivanesan", "Balasingham"]),
    "Chinese": (
        ["Mei Ling", "Xiaoyan", "Jing", "Hui Min", "Li Na", "Siu Ying"],
        ["Wei Jie", "Jun", "Zhiqiang", "Hao", "Chun Kit", "Ka Wai"],
        ["Zhang", "Huang", "Chen", "Leung", "Cheung", "Tan", "Lau", "Wong", "Guo", "Xu"]),
    "Vietnamese": (
        ["Thi Lan", "Ngoc Anh", "Phuong", "Thu Trang", "Hoa"],
        ["Van Minh", "Quoc Bao", "Duc", "Thanh", "Tuan"],
        ["Nguyen", "Tran", "Pham", "Le", "Vo", "Dang", "Huynh"]),
    "Korean": (
        ["Ji-woo", "Seo-yeon", "Min-ji", "Eun-ji"],
        ["Min-jun", "Seung-ho", "Jae-hyun", "Dong-hyun"],
        ["Kim", "Park", "Choi", "Jeong", "Kang", "Yoon"]),
    "Japanese": (
        ["Yuki", "Haruka", "Aiko", "Emiko"],
        ["Takeshi", "Kenji", "Hiroshi", "Daisuke"],
        ["Takahashi", "Yamamoto", "Nakamura", "Watanabe", "Kobayashi", "Fujimoto"]),
    "Filipino": (
        ["Maricel", "Rowena", "Jocelyn", "Liezl", "Marites"],
        ["Rodel", "Jomar", "Ramil", "Efren", "Jericho"],
        ["Dela Cruz", "Bautista", "Mendoza", "Villareal", "Macaraeg", "Pangilinan"]),
    "French/Quebecois": (
        ["Geneviève", "Josée", "Amélie", "Marie-Ève", "Nathalie", "Sylvie"],
        ["Jean-François", "Mathieu", "Stéphane", "Benoît", "Luc", "Réjean"],
        ["Tremblay", "Gagnon", "Bouchard", "Lavoie", "Côté", "Pelletier", "Beaulieu", "Gauthier", "Leblanc"]),
    "Maori/Pacific": (
        ["Aroha", "Mere", "Losana", "Sina", "Malia", "Kalolaine"],
        ["Wiremu", "Tane", "Sione", "Tevita", "Ioane", "Manu"],
        ["Ngata", "Te Rangi", "Tuilagi", "Fifita", "Taufa", "Faleolo", "Tupou"]),
    "African American": (
        ["Latoya", "Keisha", "Tamika", "Jasmine", "Shante", "Ebony"],
        ["DeShawn", "Tyrone", "Marcus", "Jamal", "Darnell", "Terrell"],
        ["Washington", "Jefferson", "Jackson", "Robinson", "Freeman", "Coleman", "Booker", "Dawson"]),
}

NICKNAMES = {"Margaret": "Maggie", "William": "Bill", "Elizabeth": "Beth", "Robert": "Bobby",
             "Patricia": "Trish", "Katarzyna": "Kasia", "Aleksander": "Olek", "Konstantinos": "Kostas",
             "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Guadalupe": "Lupe", "Oleksandr": "Sasha",
             "Jean-François": "JF", "Alejandro": "Alex", "Giuseppe": "Joe", "Babatunde": "Tunde"}

ORIGINS_BY_LOCALE = {
    "US": {"English": 3, "Irish": 2, "Mexican/Central American": 5, "African American": 5, "Italian": 2,
           "Polish": 1, "Jewish": 1, "Chinese": 2, "Vietnamese": 2, "Korean": 1, "Filipino": 2, "Indian": 2,
           "Nigerian": 1, "Somali/Ethiopian": 1, "Arabic": 1, "German/Dutch": 1, "Greek": 1, "Japanese": 1,
           "Portuguese/Brazilian": 1, "Ukrainian": 1, "Scandinavian": 1},
    "UK": {"English": 6, "Irish": 2, "Scottish": 2, "Welsh": 2, "Pakistani/Bangladeshi": 3, "Indian": 2,
           "Nigerian": 2, "Ghanaian": 1, "Polish": 2, "Somali/Ethiopian": 1, "Chinese": 1, "Turkish/Persian": 1,
           "Italian": 1, "Portuguese/Brazilian": 1, "Sri Lankan": 1, "Jewish": 1, "Greek": 1, "Arabic": 1},
    "CA": {"English": 3, "French/Quebecois": 5, "Scottish": 1, "Irish": 1, "Chinese": 3, "Indian": 3,
           "Filipino": 2, "Ukrainian": 2, "Italian": 1, "Portuguese/Brazilian": 1, "Korean": 1, "Arabic": 1,
           "Somali/Ethiopian": 1, "Pakistani/Bangladeshi": 1, "Vietnamese": 1, "German/Dutch": 1,
           "Turkish/Persian": 1, "Jewish": 1},
    "AU": {"English": 5, "Irish": 1, "Scottish": 1, "Greek": 2, "Italian": 2, "Chinese": 2, "Vietnamese": 2,
           "Indian": 2, "Sri Lankan": 1, "Filipino": 1, "Maori/Pacific": 3, "Arabic": 1, "Korean": 1,
           "Japanese": 1, "German/Dutch": 1, "Scandinavian": 1, "Turkish/Persian": 1, "Somali/Ethiopian": 1,
           "Nigerian": 1},
}

MIDDLE_NAMES = ["Ann", "Marie", "James", "Lee", "Joseph", "Louise", "Michael", "Jane", "Edward", "Rose",
                "Kwabena", "Amara", "Teresa", "Paul", "Kaur", "Singh", "Elaine", "Patrick", "Yusuf", "Mae"]

# ----------------------------------------------------------------- places
CITIES = {
    "US": ["Marlow Falls", "Castleton Ridge", "East Bramwell", "Harlan Springs", "Port Vireo", "Cedar Hollow",
           "Millbrook Junction", "Ostrander", "Greywater", "Lake Tamsin", "North Kessling", "Quarry Hill",
           "Pellston Creek", "Sable Point", "Winnoway", "Redfern Valley", "Holloway Park", "Briar Glen",
           "Tuckahoe Bend", "Saxby Mills"],
    "UK": ["Ashcombe Parva", "Little Brayford", "Kingsmere", "Thornbury-on-Wyle", "Hallowfield", "Grimsworth",
           "Ludwell Cross", "Stonebridge Wick", "Cawley Heath", "Fenmarsh", "Barrowden St Giles", "Northleigh Vale",
           "Wexcombe", "Upper Tansley", "Kelderby"],
    "CA": ["Pine Hollow", "Rivière-aux-Saules", "New Kelso", "Port Aubrey", "Cedar Narrows", "Mistahaw Lake",
           "Fort Belden", "Grandbois", "Tallis Harbour", "Saint-Aurèle", "Lindqvist Crossing", "Oakvale Mills"],
    "AU": ["Wattle Creek", "Kurrabin Heights", "Bellinvale", "Yarrawong", "Dunmore Flats", "Corella Bay",
           "Tallowood", "Mount Garrick", "Banksia Vale", "Coolabah Springs", "Emu Ridge", "Karrinup"],
}
COUNTIES = {
    "US": ["Ostrander County", "Vireo County", "Saxby County", "Tamsin County"],
    "UK": ["Borsetshire", "Barsetshire", "Loamshire", "South Wyleshire"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Maryland", "MD"), ("Oregon", "OR"),
           ("Texas", "TX"), ("Georgia", "GA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Arizona", "AZ"),
           ("Massachusetts", "MA"), ("Indiana", "IN"), ("Maine", "ME"), ("Colorado", "CO"), ("Wisconsin", "WI")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Quebec", "QC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "UK": [],
}
CA_POSTAL_FIRST = {"ON": "KLMNP", "BC": "V", "QC": "GHJ", "AB": "T", "NS": "B", "MB": "R", "SK": "S", "NB": "E", "NL": "A"}
AU_POSTCODE_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "WA": "6", "SA": "5", "TAS": "7", "ACT": "2", "NT": "0"}
UK_POSTAREAS = ["KX", "BW", "LW", "HF", "GW", "FM", "NV", "WC", "TS", "CH"]

STREET_NAMES = ["Elmcroft", "Harrow", "Juniper", "Kestrel", "Larkspur", "Mill", "Orchard", "Pemberton", "Quince",
                "Rowan", "Saddler", "Tamarack", "Underwood", "Vicarage", "Willowmere", "Yarrow", "Brackley",
                "Coopers", "Denholm", "Ferndale", "Gorse", "Hawthorn", "Ironbark", "Jacaranda", "Kingfisher",
                "Lowther", "Marigold", "Netherby", "Oldfield", "Partridge", "Riverside", "Station", "Chapel",
                "Wattlebird", "Bottlebrush", "Sumac", "Birchwood", "Cobblestone", "Drover", "Esplanade"]
STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Way", "Terrace", "Mews", "Avenue", "Drive", "Grove"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Cres", "Drive", "Dr", "Boulevard", "rue", "chemin"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres", "Avenue", "Ave", "Close", "Place", "Court"],
}
UNIT_FORMS = {"US": ["Apt {}", "Unit {}", "#{}", "Suite {}"], "UK": ["Flat {}", "Flat {}"],
              "CA": ["Apt {}", "Unit {}", "Suite {}"], "AU": ["Unit {}"]}

COUNTRIES = ["Portugal", "Philippines", "Nigeria", "Viet Nam", "India", "Poland", "Greece", "Somalia", "Lebanon",
             "Ireland", "New Zealand", "Samoa", "Mexico", "Ukraine", "Italy", "Ghana", "Sri Lanka", "China",
             "South Korea", "Japan", "Ethiopia", "Pakistan", "Bangladesh", "Jamaica", "Guatemala", "Tonga",
             "Iran", "Turkey", "Germany", "Netherlands"]
HOME_COUNTRY = {"US": ["USA", "United States", "US"], "UK": ["United Kingdom", "UK", "GBR"],
                "CA": ["Canada", "CAN"], "AU": ["Australia", "AUS"]}
HL7_COUNTRY = {"US": "USA", "UK": "GBR", "CA": "CAN", "AU": "AUS"}

# ----------------------------------------------------------------- care sites
HOSPITALS = {
    "US": ["Marlow Falls Regional Medical Center", "St. Odile's Hospital", "Castleton Ridge Memorial Hospital",
           "Greywater Valley Hospital", "Pellston Creek Community Hospital", "Our Lady of the Pines Medical Center",
           "Harlan Springs Children's Hospital", "Saxby Mills General Hospital", "Tuckahoe Bend Medical Center"],
    "UK": ["Kingsmere General Hospital", "Royal Borsetshire Infirmary", "St Aldhelm's Hospital",
           "Hallowfield Community Hospital", "Fenmarsh and District Hospital", "Wexcombe Royal Hospital",
           "Queen Adela Hospital"],
    "CA": ["Port Aubrey General Hospital", "Hôpital Sainte-Clothilde", "Tallis Harbour Health Centre",
           "Cedar Narrows District Hospital", "Fort Belden Regional Hospital", "Grandbois Memorial Hospital"],
    "AU": ["Wattle Creek Base Hospital", "Corella Bay Private Hospital", "Mount Garrick District Hospital",
           "St Columba's Hospital", "Kurrabin Heights Hospital", "Yarrawong Health Campus"],
}
CLINICS = {
    "US": ["Quarry Hill Family Medicine", "Briar Glen Cardiology Associates", "Sable Point Dialysis Center",
           "Lake Tamsin Urgent Care", "Winnoway Pediatrics", "Redfern Valley Heart and Rhythm Clinic",
           "Holloway Park Internal Medicine", "Saxby Mills Sleep Center"],
    "UK": ["Cawley Heath Surgery", "Ludwell Cross Medical Practice", "The Old Mill Health Centre",
           "Fenmarsh Road Surgery", "Kelderby Group Practice", "Wexcombe Diabetes Centre"],
    "CA": ["Riverbend Family Health Team", "Grandbois Medical Clinic", "Clinique Saint-Aurèle",
           "Pine Hollow Community Health Centre", "Oakvale Mills Cardiac Device Clinic", "Port Aubrey Walk-in Clinic"],
    "AU": ["Banksia Vale Medical Centre", "Tallowood Family Practice", "Karrinup Heart Clinic",
           "Dunmore Flats Medical Group", "Yarrawong Respiratory Clinic"],
}
WARDS = ["Rowan Ward", "Kestrel Ward", "Tern Unit", "Lavender Ward", "Heron Ward", "Birch Ward", "Osprey Unit",
         "Willow Ward", "Magnolia Unit", "Juniper Ward", "Bluebell Ward", "Wren Unit"]
BUILDINGS = ["Whitcombe Pavilion", "Hartley Wing", "Ostler Building", "Beaumont Tower", "Carrow House", "Sefton Block"]

EMPLOYERS = ["Halvorsen Freight Lines", "Tri-County Poultry", "Northlake Cabinetry", "Pemberton & Sons Roofing",
             "Quarry Hill Auto Body", "Tasman Mining Services", "Redfern Valley Credit Union", "Brightwell Logistics",
             "Kingsmere Borough Council", "Corella Bay Fisheries Co-op", "Saxby Mills Steelworks", "Cedar Narrows Sawmill",
             "Bellinvale Bakery", "Marlow Falls Unified School District", "St. Bede's Primary School",
             "Grace Fellowship Church", "Wattle Creek Bowls Club", "Ostrander Paper Mill", "Harrowgate Care Agency",
             "Lindenfield Packaging Ltd"]
INSURERS = {
    "US": ["Harborline Mutual Health", "Keystone Crest Health Plan", "Prairie Shield Insurance", "Cascadia Benefit Trust",
           "Liberty Pines Health"],
    "UK": ["Albion Private Health", "Thamesbury Medical Assurance"],
    "CA": ["Northern Shield Group Benefits", "Laurentide Assurance", "Maple Ridge Benefits"],
    "AU": ["Coral Coast Health Fund", "Mutual Wattle Health", "Southern Reef Health Insurance"],
}
LABS = {"US": ["Meridian Reference Laboratories", "Pathline Diagnostics"],
        "UK": ["Borsetshire Pathology Partnership", "Wyle Valley Pathology"],
        "CA": ["Laurentian Medical Laboratories", "Northgate Diagnostic Labs"],
        "AU": ["Coastal Pathology Services", "Garrick Pathology"]}
AUTO_INSURERS = ["Sentinel Motor Insurance", "Roadwise Mutual", "Pacific Crest Auto", "Brigham Motor Underwriters"]

PROFESSIONS = ["welder", "retired teacher", "bus driver", "electrician", "accountant", "dairy farmer",
               "warehouse supervisor", "hairdresser", "truck driver", "software developer", "chef", "office cleaner",
               "retired coal miner", "nurse", "paramedic", "schoolteacher", "plumber", "carpenter", "security guard",
               "forklift operator", "barista", "fisherman", "postal worker", "librarian", "childcare worker",
               "mechanic", "real estate agent", "shearer", "taxi driver", "social worker", "retired machinist",
               "bricklayer", "seamstress", "pharmacy technician", "civil engineer", "farm labourer", "bookkeeper",
               "landscaper", "crane operator", "dental hygienist"]

STAFF_CREDS = {"US": ["MD", "DO", "RN", "NP", "PA-C", "PharmD", "RT", "MLS(ASCP)", "CNA", "LPN"],
               "UK": ["MBBS", "MRCP", "RN", "RGN", "BMS", "FRCS", "ANP", "MPharm"],
               "CA": ["MD", "FRCPC", "RN", "RPN", "NP", "MLT", "RRT"],
               "AU": ["MBBS", "FRACP", "RN", "EN", "FRACS", "CNC"]}

# ----------------------------------------------------------------- hard negatives
LAB_ANALYTES = [  # (code, name, abbrev, unit, low, high, decimals)
    ("2951-2", "Sodium", "NA", "mmol/L", 135, 145, 0),
    ("2823-3", "Potassium", "K", "mmol/L", 3.5, 5.1, 1),
    ("2075-0", "Chloride", "CL", "mmol/L", 98, 107, 0),
    ("2028-9", "Carbon dioxide", "CO2", "mmol/L", 22, 29, 0),
    ("3094-0", "Urea nitrogen", "BUN", "mg/dL", 7, 20, 0),
    ("2160-0", "Creatinine", "CREAT", "mg/dL", 0.6, 1.3, 2),
    ("2345-7", "Glucose", "GLU", "mg/dL", 70, 99, 0),
    ("17861-6", "Calcium", "CA", "mg/dL", 8.6, 10.3, 1),
    ("1751-7", "Albumin", "ALB", "g/dL", 3.5, 5.0, 1),
    ("1742-6", "ALT", "ALT", "U/L", 7, 56, 0),
    ("1920-8", "AST", "AST", "U/L", 10, 40, 0),
    ("6768-6", "Alkaline phosphatase", "ALP", "U/L", 44, 147, 0),
    ("1975-2", "Bilirubin, total", "TBIL", "mg/dL", 0.1, 1.2, 1),
    ("19123-9", "Magnesium", "MG", "mg/dL", 1.7, 2.2, 1),
    ("2777-1", "Phosphate", "PHOS", "mg/dL", 2.5, 4.5, 1),
    ("33914-3", "eGFR (CKD-EPI)", "EGFR", "mL/min/1.73m2", 60, 120, 0),
]
CBC_ANALYTES = [
    ("6690-2", "White cell count", "WBC", "x10^9/L", 4.0, 11.0, 1),
    ("789-8", "Red cell count", "RBC", "x10^12/L", 4.2, 5.9, 2),
    ("718-7", "Haemoglobin", "HGB", "g/L", 120, 170, 0),
    ("4544-3", "Haematocrit", "HCT", "L/L", 0.36, 0.50, 2),
    ("787-2", "MCV", "MCV", "fL", 80, 100, 0),
    ("785-6", "MCH", "MCH", "pg", 27, 33, 1),
    ("777-3", "Platelets", "PLT", "x10^9/L", 150, 400, 0),
    ("751-8", "Neutrophils", "NEUT", "x10^9/L", 2.0, 7.5, 1),
    ("731-0", "Lymphocytes", "LYMPH", "x10^9/L", 1.0, 4.0, 1),
    ("4537-7", "ESR (Westergren)", "ESR", "mm/h", 0, 20, 0),
]
OTHER_ANALYTES = [
    ("6301-6", "INR", "INR", "", 0.9, 1.2, 1),
    ("5902-2", "Prothrombin time", "PT", "s", 11.0, 13.5, 1),
    ("3173-2", "APTT", "APTT", "s", 25, 35, 0),
    ("10839-9", "Troponin I, high sensitivity", "HSTNI", "ng/L", 0, 34, 0),
    ("4548-4", "Haemoglobin A1c", "HBA1C", "%", 4.0, 5.6, 1),
    ("3016-3", "TSH", "TSH", "mIU/L", 0.4, 4.0, 2),
    ("1988-5", "C-reactive protein", "CRP", "mg/L", 0, 5, 0),
    ("2524-7", "Lactate", "LACT", "mmol/L", 0.5, 2.2, 1),
    ("2132-9", "Vitamin B12", "B12", "pmol/L", 140, 650, 0),
    ("2276-4", "Ferritin", "FERR", "ug/L", 30, 400, 0),
    ("30934-4", "NT-proBNP", "BNP", "pg/mL", 0, 125, 0),
    ("2093-3", "Cholesterol, total", "CHOL", "mmol/L", 0, 5.2, 1),
    ("13457-7", "LDL (Friedewald)", "LDL", "mmol/L", 0, 3.0, 1),
]
ORGANISMS = ["Escherichia coli", "Klebsiella pneumoniae", "Staphylococcus aureus", "Enterococcus faecalis",
             "Pseudomonas aeruginosa", "Proteus mirabilis", "Streptococcus pneumoniae", "Candida albicans"]
ANTIBIOTICS = ["Amoxicillin", "Amoxicillin/clavulanate", "Cefazolin", "Ceftriaxone", "Ciprofloxacin", "Gentamicin",
               "Nitrofurantoin", "Trimethoprim", "Piperacillin/tazobactam", "Meropenem", "Vancomycin", "Flucloxacillin",
               "Doxycycline", "Clindamycin"]
DRUGS = [("metoprolol succinate", "50 mg", "PO", "daily"), ("apixaban", "5 mg", "PO", "BID"),
         ("atorvastatin", "40 mg", "PO", "nightly"), ("metformin", "1000 mg", "PO", "BID"),
         ("lisinopril", "10 mg", "PO", "daily"), ("furosemide", "40 mg", "IV", "BID"),
         ("levothyroxine", "75 mcg", "PO", "daily before breakfast"), ("amlodipine", "5 mg", "PO", "daily"),
         ("pantoprazole", "40 mg", "PO", "daily"), ("insulin glargine", "22 units", "SC", "at bedtime"),
         ("paracetamol", "1 g", "PO", "QID PRN"), ("acetaminophen", "650 mg", "PO", "q6h PRN"),
         ("enoxaparin", "40 mg", "SC", "daily"), ("ceftriaxone", "2 g", "IV", "q24h"),
         ("sertraline", "50 mg", "PO", "daily"), ("salbutamol", "100 mcg 2 puffs", "INH", "q4h PRN"),
         ("tiotropium", "18 mcg", "INH", "daily"), ("warfarin", "3 mg", "PO", "as per INR"),
         ("bisoprolol", "2.5 mg", "PO", "mane"), ("ramipril", "5 mg", "PO", "nocte"),
         ("oxycodone", "5 mg", "PO", "q4h PRN"), ("ondansetron", "4 mg", "IV", "q8h PRN"),
         ("vancomycin", "1.25 g", "IV", "q12h"), ("heparin", "25,000 units/250 mL", "IV", "per protocol"),
         ("carbidopa/levodopa", "25/100 mg", "PO", "TID"), ("gabapentin", "300 mg", "PO", "TID"),
         ("empagliflozin", "10 mg", "PO", "daily"), ("spironolactone", "25 mg", "PO", "daily")]
PROBLEMS = [("I48.91", "49436004", "Atrial fibrillation"), ("E11.9", "44054006", "Type 2 diabetes mellitus"),
            ("I10", "38341003", "Essential hypertension"), ("N18.3", "433144002", "Chronic kidney disease stage 3"),
            ("J44.9", "13645005", "Chronic obstructive pulmonary disease"), ("E78.5", "55822004", "Hyperlipidaemia"),
            ("I50.9", "84114007", "Heart failure"), ("K21.9", "235595009", "Gastro-oesophageal reflux disease"),
            ("M17.11", "239873007", "Osteoarthritis of right knee"), ("F32.9", "35489007", "Depressive disorder"),
            ("G20", "49049000", "Parkinson's disease"), ("E03.9", "40930008", "Hypothyroidism"),
            ("G47.33", "78275009", "Obstructive sleep apnoea"), ("I25.10", "53741008", "Coronary artery disease"),
            ("E06.3", "21983002", "Hashimoto's thyroiditis"), ("K50.90", "34000006", "Crohn's disease"),
            ("G30.9", "26929004", "Alzheimer's disease"), ("Z95.0", "441509002", "Presence of cardiac pacemaker"),
            ("I44.2", "27885002", "Complete atrioventricular block"), ("G51.0", "193093009", "Bell's palsy")]
ALLERGENS = [("Penicillin", "urticaria"), ("Sulfonamides", "rash"), ("Codeine", "nausea and vomiting"),
             ("Latex", "contact dermatitis"), ("Peanut", "anaphylaxis"), ("Iodinated contrast", "hives"),
             ("Morphine", "pruritus"), ("Shellfish", "angioedema"), ("ACE inhibitors", "cough")]
VACCINES = [("Influenza, quadrivalent", "IM left deltoid"), ("COVID-19 mRNA booster", "IM right deltoid"),
            ("Pneumococcal conjugate (PCV20)", "IM"), ("Tdap", "IM"), ("Zoster recombinant", "IM"),
            ("Hepatitis B", "IM"), ("MMR", "SC")]
CPT = ["93294", "93296", "99214", "80053", "85025", "87086", "95251", "70553", "27447", "97110", "93000", "99283"]
DEVICE_MODELS = {
    "pacemaker": ["Corvantis Veridian DR VDR-2240", "Pulsera Adapta SR PSR-110", "Axion Sentra DDDR AX-310"],
    "icd": ["Pulsera Vigilant ICD PX-600", "Axion Quadra CRT-D AQ-4410", "Corvantis Guardian DR VG-520"],
    "loop": ["Corvantis InsightLoop ILR-3", "Axion Reveal-Lite AR-2"],
    "cpap": ["Somnair 11 AutoSet", "DreamWave Pro 2"],
    "cgm": ["Lumora CGM Gen 3", "Glycosense G2"],
    "insulin": ["Glydia X2 insulin pump", "Omnipatch Dash"],
    "bp": ["HemoTrack BP-740", "CardioCuff HT-22"],
    "scale": ["CardioScale 2", "FluidWatch S3"],
    "infusion": ["Infuvia LVP 8100", "SyriGard 3 syringe driver", "Medistream PCA 200"],
    "lead": ["Tendra 5076", "Corvantis CapSure-L 4196", "Pulsera OptiLead 7741"],
}
EPONYM_PHRASES = ["Foley catheter in situ", "Hickman line flushed", "Glasgow Coma Scale 15/15", "Braden score 14",
                  "Waterlow score 12", "Gram stain performed", "Kirby-Bauer disc diffusion",
                  "Ziehl-Neelsen stain negative", "Romberg negative", "Babinski downgoing",
                  "Holter monitor 48 h", "Swan-Ganz not in situ", "Trendelenburg positioning", "Wells score 1",
                  "Cockcroft-Gault CrCl 48 mL/min", "Korotkoff phase V recorded"]
PHARMACIES = {"US": ["Kessling Drug", "Corner Apothecary of Winnoway", "Saxby Mills Pharmacy"],
              "UK": ["Stonebridge Pharmacy", "Hallowfield Chemists", "Kelderby Pharmacy"],
              "CA": ["New Kelso Apothecary", "Pharmacie Grandbois", "Tallis Harbour Drug Mart"],
              "AU": ["Emu Ridge Chemist", "Wattle Creek Pharmacy", "Corella Bay Discount Chemist"]}
CARE_HOMES = {"US": ["Maple Terrace Care Center", "Briarwood Assisted Living"],
              "UK": ["Beechwood Lodge Care Home", "Ashcombe House Nursing Home"],
              "CA": ["Résidence Les Érables", "Cedar Narrows Long-Term Care"],
              "AU": ["Coolabah Springs Aged Care", "Banksia Gardens Residential Care"]}
