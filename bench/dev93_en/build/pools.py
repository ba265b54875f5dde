"""Invented value pools for dev93_en. Every list here was written for this folder.

Names are drawn from many origins; several given names and surnames are ordinary
English words on purpose (Hope, May, Will, Baker, Fox, Stone ...).
"""

# ---------------------------------------------------------------- names
GIVEN = {
    "english": (
        ["Hope", "May", "Grace", "Joy", "Faith", "Rose", "Dawn", "Summer", "Ivy", "Holly", "Amber",
         "Pearl", "Daisy", "Heather", "Robin", "Poppy", "Sophie", "Chloe", "Megan", "Gemma", "Tracey",
         "Lauren", "Beth", "Jodie", "Kirsty", "Hannah", "Margaret", "Brenda", "Elsie", "Lily", "Fern"],
        ["Will", "Bill", "Jack", "Frank", "Mark", "Rich", "Jay", "Drew", "Dean", "Miles", "Guy", "Rob",
         "Art", "Gary", "Darren", "Callum", "Oliver", "Harry", "Stuart", "Keith", "Trevor", "Reg",
         "Wayne", "Lee", "Craig", "Ben", "Tom", "Alfie", "Norman", "Clive"]),
    "scottish": (["Morag", "Isla", "Eilidh", "Kirsteen", "Ailsa", "Fiona", "Catriona", "Rhona"],
                 ["Hamish", "Angus", "Fraser", "Euan", "Lachlan", "Murdo", "Calum", "Ross"]),
    "welsh": (["Cerys", "Ffion", "Bethan", "Seren", "Carys", "Nia", "Gwen", "Angharad"],
              ["Rhys", "Dafydd", "Gareth", "Iwan", "Owain", "Huw", "Emyr", "Aled"]),
    "irish": (["Siobhan", "Aoife", "Niamh", "Sinead", "Orla", "Ciara", "Grainne", "Maeve", "Roisin",
               "Deirdre", "Aisling", "Brid"],
              ["Padraig", "Cian", "Eoin", "Darragh", "Colm", "Ronan", "Declan", "Fergal", "Oisin",
               "Seamus", "Tadhg", "Donal"]),
    "south_asian": (["Priya", "Anjali", "Kavita", "Sunita", "Meena", "Farzana", "Nasreen", "Harpreet",
                     "Simran", "Deepa", "Lakshmi", "Rukhsana", "Pooja", "Shreya", "Asha", "Divya"],
                    ["Rajesh", "Arjun", "Vikram", "Sanjay", "Imran", "Tariq", "Gurpreet", "Manoj",
                     "Rahul", "Anil", "Suresh", "Kiran", "Faisal", "Amit", "Harjit", "Naveen"]),
    "tamil_malayali": (["Kavya", "Revathi", "Anitha", "Meenakshi", "Sreelakshmi", "Jayanthi", "Nithya",
                        "Lekha", "Bindu", "Saranya"],
                       ["Karthik", "Senthil", "Murugan", "Balaji", "Jithin", "Arun", "Vignesh", "Sajan",
                        "Ravi", "Prakash"]),
    "bengali": (["Moumita", "Sharmila", "Rituparna", "Tanushree", "Payel", "Sudeshna"],
                ["Subhash", "Arindam", "Debashis", "Sourav", "Anirban", "Partha"]),
    "polish": (["Agnieszka", "Katarzyna", "Magda", "Zofia", "Joanna", "Ewa"],
               ["Tomasz", "Piotr", "Krzysztof", "Marek", "Pawel", "Lukasz"]),
    "nigerian": (["Chioma", "Ngozi", "Funmilayo", "Adaeze", "Yetunde", "Ifeoma", "Bisola"],
                 ["Chinedu", "Oluwaseun", "Emeka", "Tunde", "Obinna", "Femi", "Ikenna"]),
    "chinese": (["Mei", "Xiu", "Lan", "Hui", "Ying", "Jing"],
                ["Wei", "Jun", "Hao", "Ming", "Bo", "Jian"]),
    "greek_italian": (["Eleni", "Despina", "Giulia", "Rosaria", "Katerina", "Francesca", "Sofia"],
                      ["Nikos", "Giorgos", "Salvatore", "Marco", "Dimitri", "Vincenzo", "Luca"]),
    "vietnamese_filipino": (["Thi Lan", "Ngoc", "Maricel", "Rowena", "Lourdes", "Hoa", "Jocelyn"],
                            ["Minh", "Tuan", "Rodel", "Jericho", "Bao", "Danilo", "Quang"]),
    "lebanese": (["Rania", "Layla", "Nadine", "Maha", "Zeina"], ["Karim", "Bilal", "Ziad", "Georges", "Omar"]),
    "zulu_xhosa": (["Nomvula", "Thandiwe", "Lindiwe", "Zanele", "Nokuthula", "Sibongile", "Ayanda",
                    "Nosipho", "Busisiwe", "Lwazi"],
                   ["Sipho", "Thabo", "Bongani", "Mandla", "Lungile", "Sizwe", "Themba", "Xolani",
                    "Vusi", "Siyabonga"]),
    "sotho_tswana": (["Palesa", "Lerato", "Dineo", "Mpho", "Keabetswe", "Refilwe"],
                     ["Tshepo", "Kagiso", "Lebo", "Teboho", "Katlego", "Neo"]),
    "afrikaans": (["Annelie", "Marietjie", "Elmarie", "Riana", "Charlize", "Sanet"],
                  ["Pieter", "Johan", "Francois", "Hennie", "Wynand", "Gerrit", "Jaco"]),
    "somali_arabic": (["Hodan", "Amina", "Sahra", "Fadumo", "Khadija"], ["Abdirahman", "Hassan", "Yusuf", "Mohamed", "Abdi"]),
}

SURNAMES = {
    "english": ["Baker", "Brown", "Green", "White", "Cook", "Shepherd", "Fox", "Hill", "Wood", "Stone",
                "Bird", "Bell", "Young", "Little", "Moss", "Frost", "Field", "Marsh", "Swan", "Lamb",
                "Wolf", "Long", "Best", "Hope", "Mills", "Church", "King", "Fisher", "Mason", "Walker",
                "Rivers", "Banks", "Rich", "Hardy", "Sharp", "Snow", "Bright", "Day", "Knight", "Page",
                "Cross", "Love", "Strong", "Pickering", "Hargreaves", "Ollerenshaw", "Whitfield",
                "Ashworth", "Thwaite", "Pennington", "Greenhalgh", "Cartwright", "Blakemore"],
    "scottish": ["MacLeod", "McAllister", "Drummond", "Buchanan", "Sinclair", "Kerr", "Urquhart", "Munro"],
    "welsh": ["Pritchard", "Vaughan", "Llewellyn", "Bevan", "Prosser", "Powell", "Griffiths", "Rees"],
    "irish": ["O'Sullivan", "Mulcahy", "Fitzgerald", "Ni Bhriain", "McGrath", "Brennan", "Kavanagh",
              "Donnelly", "Moriarty", "O'Donoghue", "Quinlan", "Hegarty", "Costello", "Whelan"],
    "south_asian": ["Shah", "Patel", "Sharma", "Gill", "Sandhu", "Chaudhry", "Hussain", "Qureshi",
                    "Deshpande", "Kulkarni", "Joshi", "Verma", "Mehta", "Bhatt", "Rao", "Malik", "Dhillon"],
    "tamil_malayali": ["Subramanian", "Krishnan", "Ramaswamy", "Nair", "Menon", "Pillai", "Kurian",
                       "Varghese", "Iyer", "Thomas", "Raghavan", "Natarajan"],
    "bengali": ["Chatterjee", "Banerjee", "Mukherjee", "Ghosh", "Sen", "Dasgupta"],
    "polish": ["Nowak", "Kowalczyk", "Wisniewski", "Zielinska", "Lewandowski", "Mazur"],
    "nigerian": ["Okonkwo", "Adeyemi", "Eze", "Babatunde", "Nwosu", "Okafor", "Balogun"],
    "chinese": ["Chen", "Wong", "Lim", "Zhao", "Tan", "Liu"],
    "greek_italian": ["Papadopoulos", "Kostas", "Russo", "Esposito", "Lombardi", "Georgiou", "Romano"],
    "vietnamese_filipino": ["Nguyen", "Tran", "Pham", "Santos", "Reyes", "dela Cruz", "Bautista"],
    "lebanese": ["Haddad", "Khoury", "Nassar", "Saliba", "Karam"],
    "zulu_xhosa": ["Dlamini", "Ndlovu", "Mthembu", "Khumalo", "Zulu", "Mkhize", "Ngcobo", "Mahlangu",
                   "Gumede", "Nkosi", "Sithole", "Mabaso"],
    "sotho_tswana": ["Mokoena", "Molefe", "Tau", "Motaung", "Sebego", "Nthite"],
    "afrikaans": ["van der Merwe", "Botha", "du Plessis", "Steyn", "Pretorius", "Coetzee", "Venter", "Fourie"],
    "somali_arabic": ["Warsame", "Farah", "Abdullahi", "Hirsi", "Jama"],
}

REGION_ORIGINS = {
    "UK": {"english": 10, "scottish": 2, "welsh": 2, "irish": 1, "south_asian": 4, "polish": 2,
           "nigerian": 2, "chinese": 1, "somali_arabic": 1, "greek_italian": 1},
    "IE": {"irish": 10, "english": 3, "polish": 2, "nigerian": 2, "south_asian": 1, "vietnamese_filipino": 1},
    "AU": {"english": 8, "greek_italian": 2, "vietnamese_filipino": 2, "chinese": 2, "lebanese": 1,
           "south_asian": 2, "irish": 1, "scottish": 1},
    "IN": {"south_asian": 8, "tamil_malayali": 5, "bengali": 3},
    "ZA": {"zulu_xhosa": 7, "sotho_tswana": 3, "afrikaans": 4, "english": 3, "south_asian": 2},
}

# ---------------------------------------------------------------- places
CITIES = {
    "UK": ["Leeds", "Bristol", "Norwich", "Swansea", "Dundee", "Preston", "Exeter", "Bolton", "Luton", "Hull",
           "Stockport", "Wolverhampton", "Paisley", "Derby", "Reading", "Wrexham", "Rochdale", "Ipswich",
           "Kendal", "Barnsley"],
    "IE": ["Cork", "Galway", "Limerick", "Sligo", "Athlone", "Drogheda", "Tralee", "Navan", "Kilkenny",
           "Ennis", "Dundalk", "Wexford", "Mullingar", "Letterkenny"],
    "AU": ["Parramatta", "Geelong", "Ballarat", "Townsville", "Wollongong", "Bendigo", "Cairns", "Fremantle",
           "Toowoomba", "Launceston", "Dubbo", "Mackay", "Bunbury", "Wagga Wagga"],
    "IN": ["Pune", "Kochi", "Mysuru", "Nagpur", "Coimbatore", "Lucknow", "Indore", "Madurai", "Vadodara",
           "Guwahati", "Thrissur", "Nashik", "Kozhikode", "Hubballi"],
    "ZA": ["Durban", "Pietermaritzburg", "Gqeberha", "Stellenbosch", "Polokwane", "Bloemfontein", "Soweto",
           "Pretoria", "East London", "Mthatha", "Rustenburg", "Paarl", "George", "Kimberley"],
}
COUNTIES = {  # counties are CITY in the guideline
    "UK": ["Kent", "Devon", "Lancashire", "Fife", "Cornwall", "Norfolk", "Cumbria", "Powys"],
    "IE": ["Kerry", "Mayo", "Donegal", "Clare", "Meath", "Wicklow", "Tipperary", "Roscommon"],
}
STATES = {
    "UK": ["Yorkshire and the Humber", "the Highlands", "East Anglia"],
    "IE": ["Munster", "Leinster", "Connacht", "Ulster"],
    "AU": ["NSW", "VIC", "Vic", "QLD", "Qld", "WA", "TAS", "Victoria", "Queensland", "New South Wales",
           "Western Australia", "Tasmania"],
    "IN": ["Kerala", "Maharashtra", "Karnataka", "Tamil Nadu", "Gujarat", "Uttar Pradesh", "Assam", "MH", "KA"],
    "ZA": ["Gauteng", "KwaZulu-Natal", "Western Cape", "Eastern Cape", "Limpopo", "Free State", "KZN",
           "North West"],
}
COUNTRIES = ["Portugal", "Spain", "India", "Pakistan", "Nigeria", "Poland", "Greece", "Thailand", "Kenya",
             "New Zealand", "Canada", "Zimbabwe", "Sri Lanka", "the Philippines", "Dubai", "Mauritius",
             "Bangladesh", "Italy", "Ireland", "Australia", "South Africa", "Scotland", "Wales", "Malawi",
             "Vietnam", "the UAE", "Ghana", "Turkey"]
STREET_WORDS = ["Elm", "Mill", "Church", "Station", "Victoria", "Ash", "Hawthorn", "Cedar", "Kingfisher",
                "Orchard", "Brook", "Chapel", "Quarry", "Meadow", "Park", "Willow", "Beacon", "Tannery",
                "Rowan", "Harbour", "Jacaranda", "Wattle", "Protea", "Gulmohar", "Banyan", "Acacia",
                "Nelson", "Fern", "Larch", "Granary"]
STREET_KINDS = {
    "UK": ["Road", "Street", "Close", "Avenue", "Lane", "Crescent", "Way", "Gardens", "Terrace", "Drive"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Grove", "Heights", "Court"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Court", "Place", "Crescent", "Drive"],
    "IN": ["Road", "Nagar", "Colony", "Marg", "Layout", "Street"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Close"],
}

FAC_WORDS = ["Ashgrove", "Hawthorn", "Riverside", "Kestrel", "Millbrook", "Oakfield", "Beacon", "Harbourside",
             "Linden", "Fernhill", "Marlow", "Juniper", "Bramble", "Stonebridge", "Westgate", "Orchard",
             "Heron", "Willowbank", "Larkspur", "Thornbury", "Elmwood", "Silverdale", "Kingsway",
             "Meadowbank", "Lantern", "Copperbeech", "Saltmarsh", "Highfield", "Brightwell", "Alderley",
             "Foxglove", "Redhill", "Windmill", "Calder", "Tamarind", "Sandalwood", "Lotus", "Indigo",
             "Bluegum", "Ironbark", "Wattlebird", "Coral Bay", "Fynbos", "Baobab", "Marula", "Umkhosi"]
SAINTS = ["Brigid", "Aidan", "Columba", "Oswald", "Hilda", "Bede", "Kevin", "Luke", "Anne", "Monica",
          "Finbarr", "Cuthbert", "Jude"]
HOSPITAL_PATTERNS = {
    "UK": ["{W} General Hospital", "St {S}'s Hospital", "{C} Royal Infirmary", "{W} Community Hospital",
           "{W} Treatment Centre", "{C} District General"],
    "IE": ["St. {S}'s Hospital", "{C} University Hospital", "{W} Regional Hospital", "Mercy {W} Hospital",
           "{W} Community Nursing Unit"],
    "AU": ["{W} Base Hospital", "{C} District Hospital", "{W} Private Hospital", "St {S}'s Private",
           "{W} Day Surgery"],
    "IN": ["Sri {W} Hospital", "{W} Multispeciality Hospital", "{C} Institute of Medical Sciences",
           "{W} Nursing Home", "{W} Eye Hospital"],
    "ZA": ["{C} Provincial Hospital", "{W} Private Hospital", "{W} Day Clinic", "St {S}'s Hospital",
           "{C} Regional Hospital"],
}
PRACTICE_PATTERNS = {
    "UK": ["{W} Surgery", "{W} Medical Practice", "{W} Health Centre", "The {W} Practice"],
    "IE": ["{W} Medical Centre", "{W} Family Practice", "{W} Clinic", "{W} Primary Care Centre"],
    "AU": ["{W} Family Medical", "{W} Medical Clinic", "{W} GP Centre", "{W} Health Hub"],
    "IN": ["{W} Clinic", "{W} Family Clinic", "{W} Polyclinic", "{W} Health Point"],
    "ZA": ["{W} Family Practice", "{W} Medical Centre", "{W} Clinic", "{W} Health Rooms"],
}
PHARMACY_PATTERNS = {
    "UK": ["{W} Pharmacy", "{W} Chemist", "{W} Chemists"],
    "IE": ["{W} Pharmacy", "{W} Pharmacy & Health"],
    "AU": ["{W} Pharmacy", "{W} Discount Chemist", "{W} Chemist"],
    "IN": ["{W} Medical Stores", "{W} Pharmacy", "{W} Medicals"],
    "ZA": ["{W} Pharmacy", "{W} Dispensary", "{W} Chemist"],
}
PHYSIO_PATTERNS = ["{W} Physio", "{W} Physiotherapy", "{W} Sports Injury Clinic", "MoveWell {W}",
                   "{W} Back & Joint Clinic", "{W} Rehab"]
CARE_HOME_PATTERNS = ["{W} Lodge", "{W} House Care Home", "{W} Court Nursing Home", "{W} Manor", "{W} Aged Care"]
WARD_NAMES = ["Rowan Ward", "Larch Ward", "Kingfisher Unit", "Osprey Ward", "Ward 7B", "Heron Ward",
              "Acute Medical Unit 2", "Puffin Ward", "Jacaranda Ward", "Fynbos Ward", "Lotus Ward",
              "Bluebell Ward", "Discharge Lounge B", "Ward 12A"]
BUILDINGS = ["Jubilee Wing", "Tower Block", "Nightingale Building", "Harvest Annexe", "the Old Dispensary",
             "Mandela Block", "Centenary Wing", "Gate 4 car park", "the Clock Tower", "Riverside Pavilion",
             "Block C", "the Lister Building"]

EMPLOYERS = {
    "UK": ["Brightwater Logistics", "Carrow Foods Ltd", "Northgate Print Works", "Tillman & Rowe Solicitors",
           "Mistral Call Centres", "Pennine Bus Company", "Quarry Lane Primary School", "Halcyon Housing",
           "Dunmore Steel Fabrication", "Ravensworth Council Depot", "Fenlight Bakeries", "Kite & Anchor Pub Co"],
    "IE": ["Shannonside Freight", "Corrib Dairies", "Bridgewater Credit Union", "Lough Gur Tech Ltd",
           "Ballyhale National School", "Atlantic Meats", "Slaney Joinery", "Claddagh Call Solutions"],
    "AU": ["Kookaburra Couriers", "Redgum Constructions", "Southern Banksia Mining", "Wattle Grove Primary",
           "Bluewater Fisheries", "Outback Rail Services", "Sandstone Pty Ltd", "Coral Coast Resorts"],
    "IN": ["Sundara Textiles Pvt Ltd", "Deccan Softworks", "Konkan Logistics", "Malabar Spices Co",
           "Vidya Public School", "Narmada Cement Works", "Shakti Auto Components", "Nilgiri Tea Estates"],
    "ZA": ["Veldt Mining Services", "Karoo Freight", "Highveld Packaging", "Indlovu Security",
           "Table Bay Canners", "Ubuntu Call Centre", "Protea Primary School", "Drakensberg Timber"],
}
CLUBS = ["St Aidan's Parish", "Grace Baptist Church", "Hillcrest Bowls Club", "the Masonic Lodge",
         "Rotary", "Cedar Park Mosque", "Sri Ganesha Temple Trust", "Riverside Rugby Club",
         "Wanderers Cricket Club", "Holy Trinity Church"]

PROFESSIONS = ["welder", "bus driver", "teacher", "care assistant", "plumber", "nurse", "chef", "taxi driver",
               "accountant", "farmer", "electrician", "warehouse operative", "forklift driver", "cleaner",
               "software developer", "hairdresser", "postman", "HGV driver", "scaffolder", "bricklayer",
               "shop assistant", "security guard", "miner", "fisherman", "lecturer", "carpenter",
               "delivery driver", "cashier", "receptionist", "mechanic", "paramedic", "baker", "tailor",
               "civil engineer", "call centre agent", "painter and decorator", "dairy farmer", "pharmacist",
               "tea picker", "auto-rickshaw driver", "domestic worker", "machine operator"]

STAFF_ROLES = [("nurse", "RGN"), ("practice nurse", "RN"), ("pharmacist", "MPharm"), ("physio", "MCSP"),
               ("receptionist", ""), ("HCA", ""), ("care coordinator", ""), ("admin", ""),
               ("dispenser", ""), ("physio", "BPT"), ("nurse", "RN"), ("OT", "")]
DOC_CREDS = {"UK": ["MBBS", "MRCGP", "MBChB", "FRCS", "MRCP"], "IE": ["MICGP", "MB BCh BAO", "MRCPI"],
             "AU": ["FRACGP", "MBBS", "FRACP"], "IN": ["MBBS", "MD", "DNB", "MS (Ortho)"],
             "ZA": ["MBChB", "FCP(SA)", "MMed", "FCFP(SA)"]}

HOLIDAYS = {"UK": ["Christmas", "Easter", "Boxing Day", "New Year's Day", "bank holiday Monday"],
            "IE": ["Christmas", "St Patrick's Day", "Easter Monday", "Stephen's Day"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Easter"],
            "IN": ["Diwali", "Holi", "Onam", "Pongal", "Eid"],
            "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Easter"]}

# ---------------------------------------------------------------- hard negatives
DRUGS = [("amlodipine", "5mg OD"), ("ramipril", "2.5mg once daily"), ("atorvastatin", "20mg at night"),
         ("metformin", "500mg BD"), ("omeprazole", "20mg OD"), ("levothyroxine", "75mcg mane"),
         ("sertraline", "50mg OD"), ("salbutamol inhaler", "2 puffs PRN"), ("co-codamol", "30/500 1-2 QDS PRN"),
         ("naproxen", "500mg BD with food"), ("lansoprazole", "15mg OD"), ("bisoprolol", "2.5mg OD"),
         ("apixaban", "5mg BD"), ("furosemide", "40mg mane"), ("gliclazide", "80mg BD"),
         ("Fostair", "100/6 2 puffs BD"), ("paracetamol", "1g QDS"), ("amoxicillin", "500mg TDS x 5 days"),
         ("prednisolone", "30mg OD x 5/7"), ("mirtazapine", "15mg nocte"), ("tamsulosin", "400mcg OD"),
         ("folic acid", "5mg OD"), ("Lantus", "18 units at night"), ("NovoRapid", "6 units with meals"),
         ("telmisartan", "40mg OD"), ("pantoprazole", "40mg BD"), ("cetirizine", "10mg OD"),
         ("doxycycline", "100mg OD x 7/7"), ("gabapentin", "300mg TDS"), ("Movicol", "1 sachet BD"),
         ("adcal-D3", "1 tab BD"), ("mebeverine", "135mg TDS"), ("alendronic acid", "70mg weekly")]
LABS = ["Na 138 (135-145)", "K 4.1", "K+ 5.6 H", "Cl 101", "BUN 6.2", "Cr 88 umol/L", "creat 104",
        "Hb 118 g/L", "Hgb 10.9", "Plt 245", "WCC 11.2", "INR 2.6", "HbA1c 58 mmol/mol", "TSH 4.9",
        "eGFR 52", "CRP 14", "ferritin 9", "B12 180", "vit D 31", "chol 6.2", "ALT 44", "PSA 1.8",
        "urea 7.9", "Mg 0.71", "LDL 3.4", "ESR 28"]
VITALS = ["BP 142/88", "BP 118/76", "HR 84", "HR 102 reg", "RR 18", "SpO2 96% RA", "sats 94%", "T 37.9",
          "temp 38.2C", "wt 82kg", "BMI 31", "peak flow 380 L/min", "GCS 15", "pain 6/10", "BM 7.4"]
SCORES = ["NYHA II", "GCS 15/15", "APGAR 9", "Wells score 1", "PHQ-9 14", "GAD-7 11", "MMSE 24/30",
          "CURB-65 1", "Oxford 4/5 power", "Rockwood 5", "QRISK 14%", "AUDIT-C 6", "ABPI 0.9", "NEWS2 3"]
EPONYMS = ["Parkinson's", "Crohn's", "Baker's cyst", "Bell's palsy", "Colles fracture", "Achilles tendinopathy",
           "Osgood-Schlatter", "Hashimoto's", "Addison's", "Foley catheter", "Tinel's sign", "Phalen's test",
           "Lachman test", "McMurray's test", "Raynaud's", "Sjogren's", "Dupuytren's", "de Quervain's",
           "Babinski", "Alzheimer's", "Graves' disease", "Meniere's", "Epley manoeuvre", "Thomas test"]
ICD = ["M54.5", "J45.9", "E11.9", "I10", "N39.0", "M17.1", "F41.1", "K21.9", "S52.5", "R07.4", "L40.0",
       "M75.1", "G43.9", "H81.1"]
WORD_NEG = ["I hope", "hope this helps", "hope you are well", "may need", "you may", "it may be", "will call",
            "will be", "Will ring", "May I ask", "in good faith", "a rose rash", "the grace period", "bill",
            "the frost", "mark on", "joy of", "the green form", "white patches", "banks on"]
