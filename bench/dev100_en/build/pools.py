"""Invented value pools for dev100_en.

Everything here was written for this set: names, streets, hospitals, wards,
organisations and identifier formats. Contact data is fictional by
construction (555 blocks, example.* domains, private IP ranges).
"""

# ---------------------------------------------------------------- people
GIVEN_M = [
    # anglo / celtic
    "Liam", "Callum", "Declan", "Fergus", "Rory", "Ciaran", "Eoin", "Padraig", "Seamus", "Tadhg",
    "Hamish", "Angus", "Lachlan", "Bryce", "Dale", "Garry", "Trevor", "Warren", "Kieran", "Niall",
    "Oisin", "Cormac", "Brendan", "Gareth", "Rhys", "Dylan", "Owain", "Alasdair", "Euan", "Barry",
    # maori / pacific
    "Tamati", "Wiremu", "Rawiri", "Hemi", "Manaia", "Tane", "Sione", "Viliami", "Semisi", "Losa",
    "Tevita", "Ioane", "Malakai", "Rangi",
    # south / east / south-east asian
    "Arjun", "Rohan", "Vikram", "Sanjeev", "Harpreet", "Imran", "Farhan", "Kaveh", "Minh", "Quang",
    "Thanh", "Duc", "Wei", "Jun", "Hao", "Jian", "Kenji", "Hiroshi", "Jae-won", "Min-ho", "Rizal",
    "Bayani", "Jericho", "Nimal", "Ruwan",
    # mediterranean / eastern european / middle eastern / african
    "Giorgos", "Stavros", "Dimitri", "Nikos", "Salvatore", "Enzo", "Marek", "Tomasz", "Piotr", "Bogdan",
    "Youssef", "Karim", "Tariq", "Omar", "Chidi", "Emeka", "Obinna", "Kwame", "Tendai", "Abdirahman",
    "Mateus", "Joaquim", "Lars", "Henrik",
]
GIVEN_F = [
    "Aoife", "Siobhan", "Niamh", "Grainne", "Orla", "Roisin", "Saoirse", "Caoimhe", "Eilidh", "Morag",
    "Kirsty", "Shona", "Bronwyn", "Cheryl", "Tracey", "Leanne", "Kylie", "Narelle", "Rhiannon", "Carys",
    "Ffion", "Gwen", "Moira", "Maeve", "Deirdre", "Nuala", "Ailsa", "Isla", "Tegan", "Jodie",
    "Aroha", "Mere", "Hinewai", "Kiri", "Ngaire", "Moana", "Losana", "Mele", "Salote", "Ana", "Teuila",
    "Priya", "Anjali", "Deepa", "Sunita", "Harleen", "Ayesha", "Farah", "Shirin", "Lan", "Thu", "Mai",
    "Linh", "Xiu", "Mei", "Ying", "Yuki", "Haruka", "Seo-yeon", "Ji-woo", "Maricel", "Rowena", "Lourdes",
    "Chamari", "Dilani",
    "Eleni", "Despina", "Sofia", "Giulia", "Carmela", "Agnieszka", "Katarzyna", "Zofia", "Ilona",
    "Leila", "Rania", "Yasmin", "Ngozi", "Chiamaka", "Adaeze", "Amina", "Fadumo", "Thandiwe",
    "Ingrid", "Astrid", "Marta",
]
# given names that are ordinary English words
WORD_GIVEN_M = ["Will", "Frank", "Bill", "Mark", "Pat", "Hunter", "Sunny", "Rich", "Miles", "Chase"]
WORD_GIVEN_F = ["Hope", "Grace", "Faith", "Joy", "Rose", "Ivy", "Dawn", "Amber", "Pearl", "Ruby"]

FAMILY = [
    "O'Donoghue", "McAllister", "Fitzgerald", "Kavanagh", "Delaney", "Mulcahy", "Brennan", "Gallagher",
    "MacLeod", "Drummond", "Sutherland", "Pryce", "Llewellyn", "Vaughan", "Treloar", "Penhaligon",
    "Ashworth", "Whitlock", "Hargreaves", "Pemberton", "Cartwright", "Bramley", "Fairbairn", "Thistlewood",
    "Ngata", "Te Rangi", "Parata", "Tawhiri", "Horomona", "Waititi-Hale", "Fonoti", "Tuilagi", "Faleolo",
    "Vainikolo", "Lolohea", "Taufa", "Naivalu", "Ratudina",
    "Raghunathan", "Venkatesan", "Chaudhry", "Malhotra", "Siddiqui", "Bhattacharya", "Jayasuriya",
    "Wickramasinghe", "Nguyen", "Tran", "Pham", "Huynh", "Vo", "Zhang", "Liu", "Chen", "Huang", "Okamoto",
    "Takahashi", "Park", "Cho", "Dela Cruz", "Villanueva", "Bautista", "Santos",
    "Papadopoulos", "Konstantinou", "Karagiannis", "Russo", "Esposito", "Caruso", "Kowalczyk",
    "Wisniewski", "Nowicki", "Haddad", "Khoury", "Nasser", "Okonkwo", "Adeyemi", "Nwosu", "Mensah",
    "Moyo", "Warsame", "Abdullahi", "Lindqvist", "Haugland", "Ferreira", "Oyelaran", "Kaur-Singh",
]
# surnames that are ordinary English words
WORD_FAMILY = ["Baker", "King", "Bishop", "Ward", "Page", "Bell", "Hill", "Wood", "Green", "Brown",
               "White", "Young", "Sharp", "Best", "Fox", "Mason", "Carter", "Lane", "Hope", "Grace"]

NICK = {"Will": "Billy", "Padraig": "Paddy", "Seamus": "Shay", "Bill": "Billy", "Frank": "Frankie",
        "Alasdair": "Ali", "Lachlan": "Lachie", "Callum": "Cal", "Dimitri": "Jim", "Salvatore": "Sal",
        "Katarzyna": "Kasia", "Siobhan": "Shiv", "Margaret": "Peggy", "Rawiri": "Rawi", "Tomasz": "Tom",
        "Harleen": "Harry", "Seo-yeon": "Sophie", "Jae-won": "Jay"}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

# ---------------------------------------------------------------- places
REGIONS = ["AU", "NZ", "UK", "IE"]

STREET_NAMES = {
    "AU": ["Banksia Crescent", "Wattle Street", "Ironbark Road", "Jacaranda Avenue", "Kookaburra Close",
           "Melaleuca Drive", "Bottlebrush Way", "Tallowood Parade", "Coolabah Court", "Waratah Terrace",
           "Grevillea Grove", "Lilly Pilly Lane"],
    "NZ": ["Kowhai Street", "Rimu Road", "Totara Avenue", "Pohutukawa Drive", "Matai Crescent",
           "Karaka Place", "Manuka Terrace", "Tui Lane", "Kereru Close", "Harakeke Way"],
    "UK": ["Foxglove Lane", "Hawthorn Road", "Larkspur Close", "Mill Race Walk", "Tanner's Row",
           "Wyvern Gardens", "Chapel Brow", "Kestrel Mews", "Quarry Bank Road", "Sallow Crescent"],
    "IE": ["Bóthar na Trá".replace("ó", "o").replace("á", "a"), "Lios Mor Avenue", "Hazelwood Park",
           "Rathmore Road", "Curragh View", "Blackthorn Drive", "Church Hill Lawns", "Slievemore Close",
           "Glenagarey Grove", "Ashgrove Terrace"],
}
CITIES = {
    "AU": ["Ballarat", "Wagga Wagga", "Toowoomba", "Bendigo", "Geraldton", "Launceston", "Mildura",
           "Dubbo", "Bundaberg", "Port Arden", "Kestrel Bay", "Tarrawonga", "Mount Ellery"],
    "NZ": ["Dunedin", "Timaru", "Whanganui", "Gisborne", "Rotorua", "Nelson", "Invercargill",
           "Ngaio Valley", "Te Awaroa", "Kaimata"],
    "UK": ["Harrogate", "Shrewsbury", "Kendal", "Truro", "Ashcombe", "Larchfield", "Whitecliff",
           "Ormsby", "Kirkbride", "Yorkshire", "Cumbria", "Shropshire"],
    "IE": ["Tralee", "Athlone", "Ennis", "Letterkenny", "Castlebar", "Ballymore", "Kilcarra",
           "Co. Kerry", "Co. Clare", "Co. Mayo", "Co. Donegal"],
}
STATES = {
    "AU": ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "Victoria", "Queensland",
           "New South Wales", "Tasmania"],
    "NZ": ["Otago", "Canterbury", "Waikato", "Bay of Plenty", "Southland", "Hawke's Bay", "Manawatu-Whanganui"],
    "UK": ["North West", "East Midlands", "South West", "West Midlands", "North East"],
    "IE": ["Munster", "Connacht", "Leinster", "Ulster"],
}
COUNTRIES = ["Samoa", "Fiji", "Tonga", "Philippines", "India", "Vietnam", "China",
             "Poland", "Greece", "Italy", "Lebanon", "Somalia", "Nigeria", "South Africa", "Sri Lanka",
             "Malta", "Thailand", "Indonesia", "Portugal", "Zimbabwe", "Brazil", "Canada", "Norway",
             "Ireland", "Australia", "New Zealand"]
COUNTRY_OF_REGION = {"AU": "Australia", "NZ": "New Zealand", "UK": "United Kingdom", "IE": "Ireland"}

HOSPITALS = {
    "AU": ["Kestrel Bay Hospital", "Port Arden Base Hospital", "Mount Ellery Private", "Tarrawonga District Hospital",
           "Harbourview Private", "St Bernadette's Hospital", "Coolabah Creek Health Service", "Ironbark Valley Hospital"],
    "NZ": ["Ngaio Valley Hospital", "Te Awaroa Hospital", "Kaimata Base Hospital", "Harakeke Private",
           "St Columba's Hospital Otepoti"],
    "UK": ["Ashcombe General", "Greyfriars Royal Infirmary", "Larchfield Community Hospital",
           "Ormsby Royal Hospital", "St Aldhelm's Hospital", "Kirkbride Infirmary"],
    "IE": ["St Brendan's Hospital", "Ballymore Regional", "Kilcarra University Hospital",
           "Mercy Strand Hospital", "St Ita's Community Hospital"],
}
WARDS = {
    "AU": ["Banksia Ward", "Waratah Unit", "Wattle Ward", "Grevillea Ward", "Boronia Ward", "Kurrajong Unit"],
    "NZ": ["Kowhai Ward", "Rata Ward", "Rimu Ward", "Tui Ward", "Kahikatea Unit"],
    "UK": ["Nightingale Ward", "Seacole Ward", "Brontë Ward".replace("ë", "e"), "Ashdown Ward", "Lister Unit",
           "Fleming Ward"],
    "IE": ["St Jude's Ward", "St Enda's Ward", "Brigid Ward", "Aran Ward", "Corrib Unit"],
}
GP_PRACTICES = {
    "AU": ["Tallowood Medical Centre", "Wattle Grove Family Practice", "Bayside Medical Clinic"],
    "NZ": ["Kauri Street Medical", "Te Awaroa Health Centre", "Harbourside Doctors"],
    "UK": ["Whitecliff Surgery", "Elm Park Surgery", "Mill Race Health Centre"],
    "IE": ["Ballymore Family Practice", "Quay Street Medical", "Curragh Medical Centre"],
}
CARE_HOMES = ["Millbrook Nursing Home", "Sunnyside Lodge", "Rosewood Aged Care", "Kerrigan House",
              "Te Whare Manaaki Rest Home", "Heatherlea Care Home", "Glenmore Residential Care"]
PHARMACIES = ["Harbour Pharmacy", "Corner Chemist Tarrawonga", "Quayside Pharmacy", "Lakeland Chemist"]

ORGS = ["Harlow Freight", "Coastline Builders", "Tui Dairy Co-op", "Ironbark Mining", "Clearwater Logistics",
        "Pacific Fresh Foods", "CareLink Home Services", "Bluegum Supports", "Shamrock Taxis",
        "Northgate Joinery", "St Aidan's College", "Kilmore Primary School", "St Brigid's Parish",
        "Riverbend Bowls Club", "Ormsby Rugby Club", "Kestrel Bay Council", "Southgate Meats",
        "Lakeland Creamery", "Te Awaroa Marae Trust", "Greenway Landscaping", "Brightline Security",
        "Meridian Cleaning Co", "Hollybush Garden Centre", "Westfold Engineering"]
HEALTH_FUNDS = ["Coral Health Fund", "Kinara Health", "Harbour Mutual", "Celtic Cover"]

PROFESSIONS = ["welder", "teacher", "bus driver", "electrician", "dairy farmer", "shearer", "fisherman",
               "accountant", "chef", "carpenter", "plumber", "truck driver", "cleaner", "barista",
               "hairdresser", "solicitor", "miner", "postie", "forklift operator", "school principal",
               "publican", "taxi driver", "concreter", "real estate agent", "IT consultant", "nurse",
               "panel beater", "bricklayer", "librarian", "pharmacist", "police officer", "crane operator",
               "kitchen hand", "sheep farmer", "tiler", "security guard", "civil engineer", "bookkeeper"]

# ---------------------------------------------------------------- staff
STAFF_ROLES_BEFORE = ["RN", "EN", "CNM", "NUM", "CNS", "physio", "OT", "SW", "dietitian", "pharm",
                      "SLP", "reg", "intern", "RMO", "HMO", "SHO", "FY1", "consultant", "charge nurse",
                      "ward clerk", "sister"]
CREDENTIALS = ["MD", "RN", "EN", "CNS", "NP", "FRACP", "MBBS", "MRCP", "FRCS", "RGN", "RPN", "FRCSI",
               "FRACS", "BPharm", "APAM", "MBChB"]

# ---------------------------------------------------------------- hard negatives
LABS = [  # analyte, generator (lo, hi, decimals), unit, range
    ("Na", (128, 146, 0), "mmol/L", "135-145"), ("K", (3.1, 5.6, 1), "mmol/L", "3.5-5.2"),
    ("Cl", (95, 110, 0), "mmol/L", "95-110"), ("HCO3", (17, 31, 0), "mmol/L", "22-32"),
    ("Urea", (3.0, 24.0, 1), "mmol/L", "2.5-7.8"), ("BUN", (8, 60, 0), "mg/dL", "7-20"),
    ("Cr", (55, 310, 0), "umol/L", "45-90"), ("eGFR", (18, 89, 0), "mL/min", ">60"),
    ("Hb", (78, 156, 0), "g/L", "115-160"), ("Hgb", (7.8, 15.6, 1), "g/dL", "11.5-16.0"),
    ("WCC", (3.2, 21.5, 1), "x10^9/L", "4.0-11.0"), ("Plt", (88, 455, 0), "x10^9/L", "150-400"),
    ("INR", (0.9, 3.8, 1), "", "0.9-1.2"), ("APTT", (24, 58, 0), "s", "25-38"),
    ("CRP", (1, 240, 0), "mg/L", "<5"), ("Mg", (0.55, 1.10, 2), "mmol/L", "0.70-1.10"),
    ("PO4", (0.5, 1.9, 1), "mmol/L", "0.8-1.5"), ("Ca", (1.95, 2.70, 2), "mmol/L", "2.10-2.60"),
    ("Alb", (22, 45, 0), "g/L", "35-50"), ("ALT", (9, 310, 0), "U/L", "<35"),
    ("AST", (12, 280, 0), "U/L", "<35"), ("ALP", (40, 420, 0), "U/L", "30-110"),
    ("GGT", (10, 390, 0), "U/L", "<40"), ("Bili", (4, 88, 0), "umol/L", "<20"),
    ("Lactate", (0.6, 5.8, 1), "mmol/L", "<2.0"), ("Trop", (3, 1450, 0), "ng/L", "<14"),
    ("HbA1c", (5.4, 11.8, 1), "%", "<6.5"), ("BGL", (3.9, 22.5, 1), "mmol/L", "4.0-7.8"),
    ("TSH", (0.2, 9.8, 1), "mIU/L", "0.5-4.0"), ("Ferritin", (12, 980, 0), "ug/L", "30-300"),
    ("Lipase", (18, 1200, 0), "U/L", "<60"), ("CK", (40, 4200, 0), "U/L", "<200"),
    ("D-dimer", (0.2, 4.8, 1), "mg/L FEU", "<0.5"), ("pH", (7.21, 7.49, 2), "", "7.35-7.45"),
    ("pCO2", (28, 68, 0), "mmHg", "35-45"), ("Neut", (1.2, 18.9, 1), "x10^9/L", "2.0-7.5"),
    ("MCV", (72, 104, 0), "fL", "80-100"), ("Fibrinogen", (1.4, 6.2, 1), "g/L", "2.0-4.0"),
]
VITALS = ["HR", "RR", "BP", "SpO2", "T", "Temp", "MAP", "BGL", "Pain"]
DRUGS = [
    ("paracetamol", ["1 g PO QID", "1g PO q6h PRN", "665 mg PO TDS"]),
    ("oxycodone", ["5 mg PO q4h PRN", "2.5-5mg PO 4/24 PRN", "10 mg SR BD"]),
    ("enoxaparin", ["40 mg SC daily", "1 mg/kg SC BD", "20mg s/c nocte"]),
    ("metoprolol", ["25 mg PO BD", "12.5mg BD"]), ("frusemide", ["40 mg IV BD", "20mg PO mane"]),
    ("furosemide", ["40 mg IV BD", "80mg PO mane"]),
    ("ceftriaxone", ["2 g IV daily", "1g IV OD"]), ("piperacillin-tazobactam", ["4.5 g IV TDS", "4.5g IV q8h"]),
    ("vancomycin", ["1.5 g IV BD (trough pre 4th dose)", "1 g IV q12h"]),
    ("apixaban", ["5 mg PO BD", "2.5mg BD"]), ("atorvastatin", ["40 mg PO nocte", "80mg nocte"]),
    ("pantoprazole", ["40 mg PO mane", "40mg IV daily"]), ("insulin glargine", ["20 units SC nocte", "14u nocte"]),
    ("metformin", ["1 g PO BD", "500mg BD with meals"]), ("amlodipine", ["5 mg PO daily", "10mg mane"]),
    ("perindopril", ["4 mg PO daily", "2.5mg mane"]), ("ondansetron", ["4 mg IV q8h PRN", "4mg ODT PRN"]),
    ("macrogol", ["1 sachet PO BD", "1 sachet daily"]), ("docusate/senna", ["2 tabs PO nocte"]),
    ("flucloxacillin", ["2 g IV QID", "2g IV 6/24"]), ("gentamicin", ["5 mg/kg IV daily"]),
    ("prednisolone", ["50 mg PO mane x5/7", "25mg daily"]), ("salbutamol", ["5 mg neb q2h PRN", "100mcg MDI 4 puffs PRN"]),
    ("ipratropium", ["500 mcg neb QID"]), ("potassium chloride", ["600 mg PO BD", "10 mmol IV over 1 hr"]),
    ("magnesium sulfate", ["10 mmol IV over 4 hrs"]), ("thiamine", ["100 mg PO TDS", "300mg IV TDS"]),
    ("morphine", ["2.5 mg SC q2h PRN", "1-2mg IV PRN"]), ("haloperidol", ["0.5 mg PO/SC PRN max 2 mg/24h"]),
    ("quetiapine", ["12.5 mg PO nocte PRN"]), ("levetiracetam", ["500 mg PO BD"]),
    ("heparin", ["infusion per protocol", "5000 units SC BD"]), ("sodium chloride 0.9%", ["1 L IV over 8 hrs", "80 mL/hr"]),
    ("Hartmann's", ["1000 mL IV 10/24"]), ("glucose 5%", ["1 L IV 12/24"]), ("Plasma-Lyte 148", ["125 mL/hr"]),
    ("amoxicillin-clavulanate", ["875/125 mg PO BD"]), ("doxycycline", ["100 mg PO BD"]),
    ("warfarin", ["as per INR, 3 mg today"]), ("clopidogrel", ["75 mg PO daily"]), ("aspirin", ["100 mg PO daily"]),
    ("tramadol", ["50 mg PO q6h PRN"]), ("gabapentin", ["300 mg PO TDS"]), ("sertraline", ["50 mg PO mane"]),
    ("melatonin", ["2 mg PO nocte"]), ("cholecalciferol", ["1000 IU PO daily"]), ("lactulose", ["20 mL PO BD"]),
]
SCORES = ["GCS 15", "GCS 14 (E4 V4 M6)", "GCS 13", "NEWS2 3", "NEWS2 5", "NEWS2 1", "qSOFA 1", "qSOFA 2",
          "Wells 4.5", "Wells 1.5", "CURB-65 2", "CURB-65 1", "APGAR 8/9", "Waterlow 14", "Waterlow 21",
          "Braden 16", "MUST 2", "Morse 45", "CHA2DS2-VASc 4", "HAS-BLED 2", "MMSE 24/30", "MoCA 22/30",
          "4AT 2", "4AT 5", "Barthel 60/100", "ASA 3", "ASA 2", "ECOG 1", "CFS 5", "Glasgow-Blatchford 6",
          "ADDS 2", "MEWS 3", "Padua 4", "FRAT 12", "Norton 13", "PEWS 1", "RASS -1", "CAM negative",
          "Rockwood 6", "Caprini 5"]
EPONYMS = ["Parkinson's disease", "Alzheimer's dementia", "Foley catheter", "Babinski sign", "Murphy's sign",
           "Cushing's syndrome", "Addison's disease", "Crohn's disease", "Hashimoto's thyroiditis", "Bell's palsy",
           "Baker's cyst", "Trendelenburg gait", "Kernig's sign", "Romberg test", "Hill-Sachs lesion",
           "Colles fracture", "Barrett's oesophagus", "Graves disease", "Wernicke's encephalopathy",
           "Raynaud's phenomenon", "Whipple procedure", "Nissen fundoplication", "Hickman line",
           "Mallory-Weiss tear", "Meckel's diverticulum", "Hodgkin lymphoma", "Tinel's sign", "Phalen's test",
           "Lachman test", "Thomas splint", "Jackson-Pratt drain", "Ryle's tube", "Yankauer sucker",
           "Guedel airway", "Hartmann's procedure", "Paget's disease", "Dupuytren's contracture",
           "Sjogren's syndrome", "Guillain-Barre syndrome", "Wood's lamp exam", "Homans sign",
           "Cheyne-Stokes breathing", "Kussmaul breathing", "Korsakoff syndrome", "Zimmer frame"]
WORD_NEGS = ["will r/v in am", "will chase bloods", "hope to d/c tmrw", "hope for home Fri", "frank haematuria",
             "green sputum", "white cell count rising", "best interests meeting", "page reg if worse",
             "ward round", "young onset DM", "sharp debridement", "mark site", "pat dry, then dressing",
             "brown urine", "king-size pressure mattress", "fox-tail drain"]
ICD10 = ["I48.9", "J18.9", "N39.0", "E11.65", "K35.80", "S72.00", "I21.4", "J44.1", "A41.9", "F05.0",
         "I63.9", "N17.9", "K80.20", "L03.11", "E87.1", "G40.9", "I50.9", "Z74.09", "R55", "K56.6",
         "S06.0", "T81.4", "E86.0", "M54.5", "R29.6", "J96.0", "C34.1", "D64.9", "K92.2", "I26.9"]
DIAGNOSES = ["CAP", "LRTI", "urosepsis", "NOF #", "#NOF", "cellulitis L leg", "AF with RVR", "NSTEMI",
             "IECOPD", "DKA resolving", "delirium ?cause", "AKI on CKD3", "SBO - conservative", "lap chole day 1",
             "TKR day 2", "THR day 3", "syncope ?cardiac", "falls / mechanical", "stroke - L MCA",
             "GI bleed", "pancreatitis", "PE", "hyponatraemia", "decompensated HF", "pyelonephritis",
             "appendicitis post lap appx", "SOBOE", "collapse ?cause", "post-op ileus", "C diff"]
