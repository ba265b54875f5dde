"""Invented value pools for dev73_en. Everything here was written by hand for this set."""

FIRST_F = [
    "Maria", "Aroha", "Mei", "Priya", "Fatima", "Ngozi", "Siobhan", "Ana", "Leilani", "Hope",
    "Rose", "Grace", "Joy", "Faith", "April", "Dawn", "Ivy", "Olga", "Yasmin", "Keiko",
    "Agnieszka", "Chiamaka", "Margaret", "Doreen", "Beatriz", "Hana", "Mere", "Talia", "Ingrid",
    "Sunita", "Deirdre", "Lucia", "Amara", "Zainab", "Ruth", "Esther", "Huong", "Marisol",
    "Bronwyn", "Kiri", "Moana", "Elspeth", "Nadia", "Ifeoma", "Gurpreet", "Xiu", "Paulette",
    "Winifred", "Catalina", "Sinead", "Lupe", "Temperance", "Robin", "Summer", "Bethany", "Halima",
]
FIRST_M = [
    "Will", "Frank", "Mason", "Hunter", "Sterling", "Tomasz", "Rajesh", "Kwame", "Wei", "Mohammed",
    "Diego", "Tane", "Sione", "Liam", "Declan", "Oluwaseun", "Hemi", "Arjun", "Bao", "Viktor",
    "Ahmed", "Patrick", "Ernest", "Gordon", "Malcolm", "Rangi", "Iosefa", "Cheng", "Dmitri",
    "Emeka", "Farid", "Gustavo", "Hamish", "Isaac", "Jorge", "Wiremu", "Kenji", "Lachlan",
    "Mateus", "Nikolai", "Osman", "Percival", "Reuben", "Sanjay", "Teodor", "Ulric", "Vikram",
    "Walter", "Xavier", "Yusuf", "Zoltan", "Bishop", "Royal", "Chance", "Duc", "Kofi",
]
LAST = [
    "Kowalski", "Bishop", "Ward", "Long", "Best", "Rose", "Hope", "Bell", "Price", "Young",
    "Baker", "Cook", "Marsh", "Stone", "Fox", "Crane", "Hill", "Page", "Little", "Sterling",
    "Nguyen", "Tran", "Patel", "Sharma", "Okonkwo", "Adeyemi", "Mensah", "Ngata", "Tuilagi",
    "Fa'alogo", "O'Sullivan", "McAllister", "Gallagher", "Nowak", "Wisniewski", "Petrov",
    "Haddad", "Al-Amin", "Castillo", "Moreno", "Ferreira", "Santos", "Tanaka", "Yamamoto",
    "Kim", "Park", "Chen", "Wong", "Zhou", "Singh", "Gill", "Dhillon", "Abdi", "Warsame",
    "Hoang", "Pham", "Eriksen", "Lindqvist", "van der Berg", "MacLeod", "Rahman", "Chowdhury",
    "Kaur", "Henare", "Parata", "Tipene", "Brennan", "Quigley", "Thistlewood", "Abernathy",
    "Delacroix", "Oyelaran", "Szabo", "Horvath", "Mwangi", "Achterberg", "Fairweather",
    "Goodenough", "Winter", "Moon", "Love", "King", "Hunt", "Small", "Sweet", "Lamb",
]
NICK = {
    "Margaret": "Peggy", "Walter": "Wally", "Patrick": "Paddy", "Winifred": "Winnie",
    "Elspeth": "Elsie", "Percival": "Percy", "Gordon": "Gordie", "Temperance": "Tempy",
    "Nikolai": "Kolya", "Oluwaseun": "Seun", "Chiamaka": "Ama", "Agnieszka": "Aga",
    "Doreen": "Dory", "Malcolm": "Mal", "Bronwyn": "Bron", "Hamish": "Hame", "Ernest": "Ernie",
    "Lachlan": "Lockie", "Catalina": "Cata", "Teodor": "Teo", "Bethany": "Beth",
}
TITLES_F = ["Mrs", "Ms", "Miss"]
TITLES_M = ["Mr"]

TOWN_A = ["Ash", "Bram", "Cal", "Dun", "Elm", "Fair", "Glen", "Hart", "Kes", "Lind", "Mar",
          "Nor", "Oak", "Pen", "Quill", "Raven", "Stan", "Thorn", "Wil", "Yar", "Wren", "Cor",
          "Bel", "Tal", "Hollin", "Kettle", "Marl", "Pell", "Rook", "Sedge", "Tam", "Whin"]
TOWN_B = ["ford", "field", "bury", "ton", "brook", "wick", "dale", "more", "haven", "ridge",
          "stead", "mouth", "by", "leigh", "combe", "ville", "worth", "holm", "cote", "well"]
TOWN_NZ = ["Awakiri", "Kowhai Bay", "Otaruhe", "Waipuna Heights", "Te Awanui", "Rangiwhero",
           "Matarau", "Puketeraki Flat", "Koromiko Springs", "Whaingaroa East", "Ohinemuri Vale",
           "Tokerau Point"]
TOWN_PREFIX = ["", "", "", "", "North ", "East ", "Upper ", "Port ", "Little ", "West "]

STREET_A = ["Larkspur", "Quarry", "Tannery", "Maple", "Orchard", "Cobbler", "Heron", "Willow",
            "Juniper", "Saddler", "Ferry", "Mill", "Kestrel", "Rowan", "Beacon", "Garnet",
            "Harbour", "Kowhai", "Totara", "Chestnut", "Pinecrest", "Ropewalk", "Sycamore",
            "Fenwick", "Glebe", "Wharf", "Cedar Hollow", "Lantern", "Tui", "Meadowlark"]
STREET_B_US = ["Street", "St.", "Avenue", "Ave", "Road", "Rd.", "Lane", "Drive", "Court", "Way",
               "Boulevard", "Place", "Terrace"]
STREET_B_UK = ["Road", "Lane", "Close", "Street", "Crescent", "Gardens", "Mews", "Row", "Way",
               "Grove", "Terrace"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Michigan", "MI"),
             ("Texas", "TX"), ("Maine", "ME"), ("Iowa", "IA"), ("Colorado", "CO"),
             ("Georgia", "GA"), ("Wisconsin", "WI"), ("Arizona", "AZ"), ("Kentucky", "KY"),
             ("Indiana", "IN"), ("Minnesota", "MN"), ("New Mexico", "NM"), ("Delaware", "DE")]
US_AREA = ["503", "614", "802", "517", "512", "207", "319", "720", "404", "608", "480", "859"]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Alberta", "AB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")]
CA_AREA = ["416", "613", "604", "250", "902", "204", "403", "306", "506", "905"]
NZ_REG = ["Waikato", "Canterbury", "Otago", "Northland", "Bay of Plenty", "Hawke's Bay",
          "Manawatu-Whanganui", "Southland", "Taranaki", "Nelson"]

COUNTRIES = ["Portugal", "Samoa", "Tonga", "Philippines", "India", "Poland", "Nigeria",
             "Vietnam", "Somalia", "Ireland", "Fiji", "Lebanon", "Brazil", "China", "Ukraine",
             "Jamaica", "Kenya", "Chile", "Sri Lanka", "Ghana", "Hungary", "Iran", "Cook Islands"]
LANGS = ["Mandarin", "Cantonese", "Vietnamese", "Polish", "Portuguese", "Samoan", "Tongan",
         "Punjabi", "Somali", "Arabic", "Spanish", "Tagalog", "Farsi", "Hungarian", "Ukrainian"]

SAINTS = ["Brendan", "Agnes", "Columba", "Hilda", "Jude", "Winifred", "Aidan", "Bride",
          "Oswald", "Monica", "Cuthbert", "Clement"]
TREES = ["Birchwood", "Hawthorn", "Alder", "Linden", "Rimu", "Kauri", "Larchmont", "Hazelbank",
         "Holly Oak", "Silverbirch", "Cedarcrest", "Willowmere", "Pohutukawa", "Blackthorn"]
BIRDS = ["Kestrel", "Heron", "Curlew", "Kingfisher", "Tui", "Kereru", "Wren", "Plover",
         "Osprey", "Skylark", "Merlin", "Bittern"]

EMPLOYERS = ["Tidewater Freight", "Halvorsen Dairy Co-op", "Brightline Couriers",
             "Marlbury Steelworks", "Copperkettle Bakery", "Ridgeback Roofing",
             "Norland Bus Lines", "Greenhollow Orchards", "Pelican Point Fisheries",
             "Quillfield Paper Mill", "Stanway Print Works", "Arcadia Cleaning Services",
             "Kowhai Valley Shearing", "Beaconsfield Logistics", "Harrowby & Sons Joinery",
             "Vantage Call Centre", "Lumen Software Ltd.", "Old Mill Hardware"]
SCHOOLS = ["Harlow Road Primary School", "Wrenfield High School", "St. Oswald's Academy",
           "Kowhai Intermediate", "Northgate Community College", "Ravenbrook Elementary",
           "Tamworth Lane Kindergarten", "Lindale Secondary School"]
CHURCHES = ["St. Brendan's Parish", "Grace Fellowship Church", "Ebenezer Chapel",
            "Holy Redeemer Parish", "Al-Noor Mosque", "Tongan Methodist Church of Otaruhe",
            "Beth Shalom Congregation", "Sikh Gurdwara of Marlbury", "Living Waters Assembly"]
AGENCIES = ["BrightPath Home Care", "Hearthstone Community Nursing", "CareWell at Home",
            "Kotuku Home Support", "Meadowlark Visiting Nurses", "Comfort Keepers of Ashby",
            "Helping Hands Domiciliary Care", "Nor'wester Home Health"]
OTHER_ORGS = ["Marlbury Men's Shed", "Ashcombe Bowls Club", "Wrenfield Food Bank",
              "Veterans Outreach of Pellton", "Kettleby Dementia Carers Group",
              "Stanmore Rotary Club", "Harbourside Tenants Association"]
LANDMARKS = ["Kettleby Clock Tower", "Harbourview Towers", "Quarry Lane bus depot",
             "Marlbury Market Hall", "Old Ferry Wharf", "Pelham Court flats",
             "Riverside Caravan Park", "Tallow Street car park", "Sunnyside Mall",
             "Rangiwhero Domain", "Glebe Park pavilion", "Elmfield Retirement Village"]

PROFESSIONS = ["welder", "school bus driver", "dairy farmer", "primary school teacher",
               "electrician", "accountant", "chef", "hairdresser", "truck driver", "nurse",
               "carpenter", "fisherman", "postal worker", "librarian", "software developer",
               "forklift operator", "cleaner", "taxi driver", "care assistant", "bank teller",
               "plumber", "shearer", "baker", "machinist", "bookkeeper", "warehouse supervisor",
               "lawyer", "real estate agent", "seamstress", "coal miner", "firefighter",
               "pharmacist", "dental hygienist", "civil engineer", "landscaper", "cook"]

MEDS = [
    ("metoprolol succinate", "25 mg", "PO", "daily"), ("apixaban", "5 mg", "PO", "BID"),
    ("furosemide", "40 mg", "PO", "mane"), ("atorvastatin", "40 mg", "PO", "nightly"),
    ("metformin", "500 mg", "PO", "BID with meals"), ("levothyroxine", "75 mcg", "PO", "daily"),
    ("sertraline", "50 mg", "PO", "daily"), ("omeprazole", "20 mg", "PO", "daily"),
    ("acetaminophen", "650 mg", "PO", "q6h PRN"), ("paracetamol", "1 g", "PO", "QDS"),
    ("oxycodone", "5 mg", "PO", "q4h PRN pain"), ("senna", "2 tabs", "PO", "nocte"),
    ("donepezil", "5 mg", "PO", "nightly"), ("insulin glargine", "18 units", "SC", "at bedtime"),
    ("amlodipine", "5 mg", "PO", "daily"), ("ramipril", "2.5 mg", "PO", "daily"),
    ("tamsulosin", "400 mcg", "PO", "daily"), ("gabapentin", "300 mg", "PO", "TID"),
    ("morphine sulfate", "2.5 mg", "SC", "q2h PRN"), ("haloperidol", "0.5 mg", "SC", "q4h PRN"),
    ("midazolam", "2.5 mg", "SC", "q1h PRN"), ("glycopyrronium", "200 mcg", "SC", "q4h PRN"),
    ("bisoprolol", "2.5 mg", "PO", "daily"), ("spironolactone", "25 mg", "PO", "daily"),
    ("prednisone", "5 mg", "PO", "daily"), ("allopurinol", "100 mg", "PO", "daily"),
    ("carbidopa-levodopa", "25/100", "PO", "TID"), ("enoxaparin", "40 mg", "SC", "daily"),
    ("warfarin", "per INR", "PO", "daily"), ("tiotropium", "18 mcg", "INH", "daily"),
    ("salbutamol", "100 mcg 2 puffs", "INH", "QID PRN"), ("cefalexin", "500 mg", "PO", "QID x 5 days"),
    ("nitrofurantoin", "100 mg", "PO", "BD x 5 days"), ("lactulose", "15 mL", "PO", "BD"),
    ("vitamin D3", "1000 IU", "PO", "daily"), ("ferrous sulfate", "325 mg", "PO", "daily"),
    ("empagliflozin", "10 mg", "PO", "daily"), ("mirtazapine", "15 mg", "PO", "nocte"),
]
DX = [
    "acute on chronic heart failure (I50.9)", "community-acquired pneumonia (J18.9)",
    "NSTEMI (I21.4)", "R neck of femur fracture, s/p hemiarthroplasty",
    "COPD exacerbation (J44.1)", "UTI with hypoactive delirium (N39.0)",
    "Parkinson's disease with falls", "Alzheimer's dementia, moderate (G30.9)",
    "Crohn's disease flare (K50.90)", "Guillain-Barre syndrome, recovering",
    "L MCA ischaemic stroke (I63.512)", "metastatic pancreatic adenocarcinoma (C25.9)",
    "cellulitis L lower leg (L03.116)", "AKI on CKD stage 3b (N17.9)",
    "Addison's disease with adrenal crisis", "Cushing's syndrome, iatrogenic",
    "Hodgkin lymphoma, post cycle 4 ABVD", "hyponatraemia secondary to SIADH",
    "T2DM with hyperglycaemic state (E11.65)", "sepsis of urinary source, resolved",
    "Bell's palsy, right", "motor neurone disease (ALS), advanced",
]
SCORES = ["MMSE 22/30", "Braden 14", "Morse fall score 55", "PPS 30%", "ECOG 3", "GCS 15",
          "NYHA class III", "Barthel 45/100", "Waterlow 18", "Clinical Frailty Scale 6",
          "PHQ-9 of 11", "MoCA 19/30", "4AT 5", "NEWS2 3", "CURB-65 of 2", "Karnofsky 40"]
LABS = ["Na 131 mmol/L", "K 4.8", "Cr 142 umol/L", "Hb 98 g/L", "INR 2.4", "eGFR 38",
        "HbA1c 8.1%", "BNP 1240 pg/mL", "CRP 88", "WBC 12.3", "albumin 29 g/L", "TSH 6.2",
        "troponin 0.31", "lactate 1.9", "Mg 0.62", "ferritin 18", "PSA 4.1", "glucose 14.2"]
EQUIP = ["Foley catheter", "PICC line (R basilic)", "Hoyer lift", "Zimmer frame",
         "4-wheeled walker", "Hickman line", "pressure-relieving mattress", "commode",
         "shower chair", "BiPAP at night", "NG tube", "PEG tube", "syringe driver",
         "home oxygen 2 L/min via nasal cannula"]

LANG_COUNTRY = [("Mandarin", "China"), ("Cantonese", "China"), ("Vietnamese", "Vietnam"),
                ("Polish", "Poland"), ("Portuguese", "Portugal"), ("Portuguese", "Brazil"),
                ("Samoan", "Samoa"), ("Tongan", "Tonga"), ("Punjabi", "India"), ("Somali", "Somalia"),
                ("Arabic", "Lebanon"), ("Spanish", "Chile"), ("Tagalog", "Philippines"), ("Farsi", "Iran"),
                ("Hungarian", "Hungary"), ("Ukrainian", "Ukraine"), ("Twi", "Ghana"), ("Swahili", "Kenya")]
