"""Invented value pools for dev109_en. Everything here was made up for this set."""

GIVEN_F = """Maria Aisha Priya Mei Ngozi Olga Siobhan Fatima Chloe Hannah Leilani Anh Yuki Amara Sofia Ines Ewa
Katarzyna Niamh Moana Tamsin Gwen Roxanne Esperanza Lucia Adaeze Zainab Farah Noor Deepa Ananya Xiu Thu Rania
Beatriz Margit Ingrid Dorothy Edna Beverly Shirley Kayla Tegan Kylie Sharon Aroha Marisol Svetlana Halima Yasmin
Bronwyn Heather Maeve Orla Lakshmi Sunita Keiko Hye-jin Mariam Colette Genevieve Yvonne Agnieszka Dagny""".split()

GIVEN_M = """James Mohammed Rajesh Wei Chinedu Kwame Tomasz Dmitri Sean Callum Hamish Liam Noah Diego Mateo Joao
Luis Ahmed Omar Yusuf Arjun Sanjay Hiroshi Minh Duc Jun Kofi Tunde Emeka Pieter Lars Giorgos Nikos Marco Luca
Pierre Etienne Mathieu Brendan Declan Rhys Owen Gareth Tane Hemi Bruce Darren Shane Wayne Harold Walter Ravi
Bogdan Anders Ignacio Kenji Jae-won Abdullahi Farid Cormac Ewan Desmond Lachlan Marcel Stanislav Teodor""".split()

# given names that are also ordinary English words
WORD_GIVEN_F = "Hope Grace Faith Joy Rose June April Ivy Dawn".split()
WORD_GIVEN_M = "Will Mark Bill Frank Guy".split()

SURNAMES = """Adeyemi Mensah Boateng Nwosu Eze Kowalczyk Nowak Wisniewski Petrov Ivanova Horvat Papadopoulos
Georgiou Rossi Bianchi Esposito Ferreira Silva Santos Oliveira Garcia Hernandez Moreno Castillo Nguyen Tran Pham
Hoang Zhang Chen Wang Liu Huang Kim Park Choi Tanaka Sato Yamamoto Patel Sharma Singh Gupta Iyer Reddy Khan
Hussain Qureshi Haddad Khoury Mansour Abdi Warsame O'Brien O'Sullivan MacLeod Fraser Campbell Murray Davies
Evans Hughes Llewellyn Pritchard Thompson Robinson Harris Fletcher Whitfield Ashworth Pemberton Thornton Tremblay
Gagnon Bouchard Leblanc Pelletier Ngata Parata Tuhiwai Jansen Lindqvist Johansson Nielsen Muller Schmidt Weber
Horvath Novak Kovac Santiago Reyes Bautista Mendoza Al-Rashid Hart-Davies Okonkwo Achterberg Szabo Volkov
Mwangi Odhiambo Dlamini Van Rooyen Quispe Delacroix Fitzgerald Gallagher Mulligan Abernethy Cartwright""".split()
SURNAMES = [s for s in SURNAMES if s != "Van" and s != "Rooyen"] + ["Van Rooyen", "De Luca", "Dela Cruz"]

# surnames that are also ordinary English words
WORD_SURNAMES = "Baker King Cook Hill Stone Walker Bell Little Young Long Best Price Cross Green Brown Mason Fox Wise Rich Strong".split()

# rebuild multiword professions properly
PROFESSIONS = ["welder", "electrician", "bus driver", "plumber", "accountant", "baker", "farmer", "miner",
               "carpenter", "truck driver", "chef", "cleaner", "security guard", "software developer",
               "postal worker", "librarian", "hairdresser", "firefighter", "police officer", "lawyer",
               "mechanic", "shop assistant", "warehouse operative", "taxi driver", "fisherman", "stonemason",
               "bricklayer", "forklift driver", "real estate agent", "secretary", "labourer", "boilermaker",
               "landscaper", "childcare worker", "university lecturer", "nurse", "bank teller", "dairy farmer",
               "long-haul driver", "school caretaker", "panel beater", "printer", "roofer", "tiler",
               "civil engineer", "architect", "journalist", "dental receptionist", "call centre worker",
               "cook", "shearer", "mail carrier", "crane operator", "pastry chef"]

COUNTRIES = ["Portugal", "Nigeria", "Philippines", "India", "Vietnam", "Poland", "Ireland", "New Zealand",
             "Somalia", "Greece", "Lebanon", "Jamaica", "Ghana", "Sri Lanka", "Chile", "Peru", "Ukraine",
             "Kenya", "Fiji", "Samoa", "Iran", "Egypt", "Brazil", "Mexico", "South Africa", "Malta"]
HOME_COUNTRY = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK"], "CA": ["Canada"],
                "AU": ["Australia"]}
LANGUAGES = ["Tagalog", "Polish", "Vietnamese", "Cantonese", "Mandarin", "Arabic", "Somali", "Portuguese",
             "Spanish", "Punjabi", "Greek", "Ukrainian", "Farsi", "Yoruba", "Samoan"]

REGION = {
    "US": {
        "hospitals": ["Lakeview Regional Medical Center", "St. Brigid's Hospital", "Harmon Valley Hospital",
                      "Cedar Ridge Medical Center", "Mercy Point Hospital", "Pinecrest Community Hospital",
                      "Northfork General Hospital", "Bayfront Memorial"],
        "clinics": ["Maple Street Family Practice", "Cedar Ridge Internal Medicine", "Lakeview Cardiology Associates",
                    "Riverside Primary Care", "Oak Hollow Medical Group", "Bayfront Diabetes Clinic"],
        "pharmacies": ["Corner Drug Pharmacy", "Hartwell Pharmacy", "Greenway Drugs", "Bayfront Outpatient Pharmacy"],
        "carehomes": ["Willow Brook Nursing Center", "Autumn Glen Rehab", "Sunridge Assisted Living"],
        "wards": ["4 North Telemetry", "Birch Unit", "Magnolia Unit", "Cardiac Step-Down 6E", "Sycamore Unit"],
        "cities": ["Springfield", "Fairview", "Millbrook", "Riverton", "Cedar Falls", "Oakdale", "Harlan",
                   "Bellmont", "Greenville", "Easton", "Marlow", "Cobalt Springs"],
        "states": ["OH", "IL", "MA", "TX", "WA", "NC", "MN", "GA", "MI", "WI", "Ohio", "Illinois", "Minnesota",
                   "Georgia", "Vermont"],
        "streets": ["Elmwood Ave", "Birch Lane", "N Chestnut St", "Harper Road", "Old Mill Rd", "Pleasant View Dr",
                    "W 14th Street", "Carriage Way", "Juniper Court", "Lakeshore Blvd"],
        "area": ["617", "312", "216", "503", "704", "612", "404", "206", "414", "802", "919", "734"],
    },
    "UK": {
        "hospitals": ["Ashcombe General Hospital", "Royal Wessex Infirmary", "St. Aldhelm's Hospital",
                      "Northmoor District Hospital", "Kingsmead Community Hospital", "Fenbridge University Hospital"],
        "clinics": ["Wyndham Lane Surgery", "Castlegate Medical Practice", "Holloway Park Health Centre",
                    "Marsh Road Surgery", "The Orchard Practice"],
        "pharmacies": ["Castlegate Pharmacy", "Heath Street Chemist", "Boundary Road Pharmacy"],
        "carehomes": ["Oakhaven Care Home", "Lavender Court Nursing Home", "The Beeches Residential Home"],
        "wards": ["Kestrel Ward", "Heron Ward", "Linnet Ward", "Ward 24 Acute Medicine", "Bluebell Ward",
                  "Ashby Ward", "Harrier CCU"],
        "cities": ["Leeds", "Norwich", "Glasgow", "Bristol", "Harrogate", "Stockport", "Dundee", "Swansea",
                   "Ipswich", "Carlisle", "Wakefield", "Truro"],
        "counties": ["Norfolk", "West Yorkshire", "Cumbria", "Cornwall", "Suffolk", "Lanarkshire", "Kent"],
        "states": [],
        "streets": ["Harrow Lane", "Castle Street", "Mill Road", "Orchard Close", "Priory Walk", "Station Road",
                    "Beech Grove", "Albion Terrace", "Hawthorn Crescent", "Queens Parade"],
    },
    "CA": {
        "hospitals": ["Riverbend Health Centre", "Northshore General Hospital", "St. Columba Hospital",
                      "Lakehead Regional Health Centre", "Maplewood Memorial Hospital", "Fundy Bay Hospital"],
        "clinics": ["Birchmount Family Health Team", "Queen West Medical Clinic", "Harbourview Community Clinic",
                    "Pinegrove Medical Centre"],
        "pharmacies": ["Harbourview Pharmacy", "Bloor Corner Pharmacy", "Pinegrove Drug Mart"],
        "carehomes": ["Cedarvale Long-Term Care", "Rosewood Manor", "Sunset Shores LTC"],
        "wards": ["7 West Medicine", "Spruce Unit", "Tamarack Unit", "2B Surgery", "Loon Unit"],
        "cities": ["Kingston", "Moncton", "Red Deer", "Thunder Bay", "Sudbury", "Kamloops", "Brandon",
                   "Peterborough", "Sherbrooke", "Lethbridge", "Saint John", "Nanaimo"],
        "states": ["ON", "BC", "AB", "NS", "MB", "NB", "SK", "Ontario", "Nova Scotia", "Alberta", "Manitoba",
                   "British Columbia"],
        "streets": ["Birchmount Rd", "Queen St W", "Maple Crescent", "Lakeshore Dr", "Rideau Ave", "Pine Ridge Rd",
                    "Cartier Blvd", "Hillcrest Ave", "Portage Ave", "Gower St"],
        "area": ["416", "613", "403", "807", "705", "250", "204", "506", "902", "519"],
    },
    "AU": {
        "hospitals": ["Coolabah Base Hospital", "Banksia Private Hospital", "Southern Cross Regional Hospital",
                      "Mt Warrigal Health Service", "Bayside Northern Hospital", "Jarrah Valley Hospital"],
        "clinics": ["Wattle Street Medical Centre", "Bayside Family Practice", "Grevillea Health Clinic",
                    "Tallowood Medical Centre"],
        "pharmacies": ["Bayside Chemist", "Wattle Street Pharmacy", "Gumtree Discount Chemist"],
        "carehomes": ["Acacia Gardens Aged Care", "Seaview Lodge", "Bottlebrush Aged Care"],
        "wards": ["Wattle Ward", "Ward 5B Cardiology", "Waratah Ward", "Boronia Ward", "Kurrajong Unit"],
        "cities": ["Ballarat", "Geelong", "Toowoomba", "Wagga Wagga", "Bendigo", "Townsville", "Mildura",
                   "Dubbo", "Launceston", "Bunbury", "Cairns", "Frankston"],
        "states": ["VIC", "NSW", "QLD", "SA", "TAS", "Victoria", "Queensland", "New South Wales", "Tasmania"],
        "streets": ["Banksia St", "Wattle Rd", "Murray Pde", "Gum Tree Cl", "Ocean View Tce", "Bottlebrush Ave",
                    "Kookaburra Way", "Settlers Dr", "Eucalypt Cres", "Lorikeet Ct"],
    },
}

EMPLOYERS = ["Harlow Freight Ltd", "Bramwell Steelworks", "Northgate Logistics", "Pinewood Timber Co",
             "Coastal Fresh Seafoods", "Quarry Hill Cement", "Brightline Couriers", "Redgum Builders",
             "Meridian Call Solutions", "Ashfield Printing Works", "Silverleaf Dairy Co-op", "Tarrant Motors",
             "Oakridge Unified School District", "St Columba's Primary School", "Greyfield Council",
             "Kelso & Marsh Solicitors", "Blue Heron Hotels", "Pioneer Grain Cooperative"]
INSURERS = {"US": ["Keystone Mutual Health", "Bluefield Health Plan", "Prairie Shield Insurance",
                   "Summit Care Alliance"],
            "UK": ["Albion Private Health", "Westcliff Medical Assurance"],
            "CA": ["Northern Trillium Benefits", "Maple Leaf Group Health"],
            "AU": ["Coral Coast Health Fund", "Southern Star Health Cover"]}
CHURCHES = ["Grace Fellowship Church", "St Anselm's Parish", "Hillside Baptist Church", "Al-Noor Community Centre"]

DRUGS = [
    ("metoprolol", "25 mg", "PO", "BID"), ("apixaban", "5 mg", "PO", "BD"), ("paracetamol", "1 g", "PO", "QDS PRN"),
    ("acetaminophen", "650 mg", "PO", "q6h PRN"), ("enoxaparin", "40 mg", "SC", "daily"),
    ("insulin glargine", "18 units", "SC", "nocte"), ("furosemide", "40 mg", "IV", "BD"),
    ("atorvastatin", "40 mg", "PO", "nocte"), ("amlodipine", "5 mg", "PO", "daily"),
    ("ramipril", "2.5 mg", "PO", "daily"), ("lisinopril", "10 mg", "PO", "daily"),
    ("metformin", "500 mg", "PO", "BID with meals"), ("omeprazole", "20 mg", "PO", "daily"),
    ("pantoprazole", "40 mg", "IV", "daily"), ("amoxicillin", "500 mg", "PO", "TDS"),
    ("ceftriaxone", "2 g", "IV", "q24h"), ("piperacillin-tazobactam", "4.5 g", "IV", "q8h"),
    ("vancomycin", "1 g", "IV", "q12h"), ("morphine", "2.5 mg", "SC", "q4h PRN"),
    ("oxycodone", "5 mg", "PO", "q4h PRN"), ("ondansetron", "4 mg", "IV", "q8h PRN"),
    ("levothyroxine", "75 mcg", "PO", "daily"), ("warfarin", "3 mg", "PO", "daily 1800"),
    ("prednisolone", "30 mg", "PO", "mane"), ("salbutamol", "2.5 mg", "NEB", "QID PRN"),
    ("tiotropium", "18 mcg", "INH", "daily"), ("sertraline", "50 mg", "PO", "daily"),
    ("gabapentin", "300 mg", "PO", "TDS"), ("heparin", "5000 units", "SC", "BD"),
    ("potassium chloride", "20 mmol", "IV", "over 2 h"), ("magnesium sulfate", "2 g", "IV", "once"),
    ("thiamine", "100 mg", "PO", "TDS"), ("lactulose", "15 mL", "PO", "BD"), ("senna", "15 mg", "PO", "nocte"),
    ("bisoprolol", "2.5 mg", "PO", "mane"), ("clopidogrel", "75 mg", "PO", "daily"),
    ("aspirin", "81 mg", "PO", "daily"), ("spironolactone", "25 mg", "PO", "daily"),
    ("levetiracetam", "500 mg", "PO", "BD"), ("haloperidol", "0.5 mg", "PO", "q6h PRN"),
    ("dexamethasone", "8 mg", "IV", "mane"), ("normal saline", "1000 mL", "IV", "over 8 h"),
]

PROBLEMS = [
    ("Essential hypertension", "I10"), ("Type 2 diabetes mellitus without complications", "E11.9"),
    ("COPD with acute exacerbation", "J44.1"), ("Chronic kidney disease, stage 3", "N18.3"),
    ("Atrial fibrillation", "I48.91"), ("GORD", "K21.9"), ("Depressive episode, unspecified", "F32.9"),
    ("Primary osteoarthritis, right knee", "M17.11"), ("Parkinson's disease", "G20"),
    ("Hyperlipidaemia", "E78.5"), ("Pneumonia, unspecified organism", "J18.9"), ("Heart failure", "I50.9"),
    ("Urinary tract infection", "N39.0"), ("Hypothyroidism", "E03.9"), ("Crohn's disease of small intestine", "K50.00"),
    ("Hashimoto's thyroiditis", "E06.3"), ("Alzheimer's disease, late onset", "G30.1"), ("Gout", "M10.9"),
    ("Obstructive sleep apnoea", "G47.33"), ("Iron deficiency anaemia", "D50.9"), ("Asthma", "J45.909"),
    ("Bell's palsy", "G51.0"), ("Baker's cyst, left knee", "M71.22"), ("Graves' disease", "E05.00"),
    ("Cellulitis of left lower limb", "L03.116"), ("Benign prostatic hyperplasia", "N40.0"),
    ("Osteoporosis", "M81.0"), ("Major depressive disorder, recurrent", "F33.1"), ("Anxiety disorder", "F41.9"),
    ("Peripheral vascular disease", "I73.9"), ("Cushing's syndrome", "E24.9"), ("Addison's disease", "E27.1"),
    ("Renal stone, left", "N20.0"), ("Alcohol dependence", "F10.20"), ("Vitamin B12 deficiency", "D51.9"),
]

EPONYM_PHRASES = ["Foley catheter in situ", "Babinski sign negative", "Murphy's sign positive",
                  "Glasgow Coma Scale 15", "Hickman line site clean", "Swan-Ganz removed",
                  "Colles fracture R wrist", "Parkinson's disease - on levodopa", "Baker's cyst L knee",
                  "Bell's palsy resolving", "Crohn's flare", "Cushing's syndrome workup",
                  "Guillain-Barre syndrome excluded", "Down syndrome (baseline)", 
                  "Alzheimer's dementia", "Trendelenburg gait", "Romberg positive", "Kernig sign negative",
                  "Homans sign not elicited", "Addison's disease on hydrocortisone"]

# filler phrases that use name-words as ordinary words (hard negatives)
WORD_FILLERS = ["call bell in reach", "mobilising with walker", "will review after ward round",
                "hope to d/c if obs stable", "BP rose to 168/94 overnight", "little oral intake",
                "best interests meeting planned", "renal stone on CT KUB", "green sputum",
                "brown urine - push fluids", "cross-match 2 units", "mark site pre-op", "frank haematuria",
                "poison ivy dermatitis both forearms", "pain worse at dawn", "walks up hill with SOB",
                "family will bring clothes", "long-term catheter", "young onset diabetes",
                "says grace before meals - family request", "no joy with cannula x2, anaes to review",
                "king-size pressure mattress requested", "stone removed at ureteroscopy",
                "wants to be kept in the loop, will call after rounds", "hopes to go home"]

CREDS_DOC = ["MD", "DO", "MBBS", "MBChB", "FRACP", "FRCS", "FRCPC"]
CREDS_NURSE = ["RN", "RN", "RGN", "EN", "NP", "CNS", "RPN", "LPN"]
CREDS_OTHER = ["PharmD", "RPh", "PA-C", "PT", "OT", "SLP", "RD"]
