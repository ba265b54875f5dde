"""Invented pools for the dev154 long-term-care / rehab set (US, AU, NZ)."""

ORIGINS = {
    "english": (
        "Margaret Dorothy Harold Albert Joan Beryl Kenneth Norman Edith Walter Shirley Raymond Gwen Clifford Doreen Trevor Maureen Leslie Phyllis Bernard".split(),
        "Whitfield Hargreaves Pembroke Ashworth Tilley Marsh Cotton Fenwick Bright Holloway Pettigrew Sowerby Lockwood Blakemore Thorne Calloway Ridley Hatherley".split()),
    "irish": (
        "Siobhan Declan Niamh Padraig Brigid Cormac Eileen Seamus Aoife Ronan Kathleen Eamon Una Fintan".split(),
        "O'Sullivan Fitzgerald McNamara Geraghty Brennan Kavanagh Dunphy O'Rourke Mulcahy Quinlan Costigan Moloney".split()),
    "scottish": (
        "Alasdair Morag Hamish Isla Fergus Ailsa Euan Catriona Lachlan Mhairi Angus Elspeth".split(),
        "MacLeod Drummond Urquhart Sinclair Buchanan Munro Ferguson McKenzie Gillies Lamont Crichton Baird".split()),
    "hispanic": (
        "Guadalupe Rosario Esteban Consuelo Ignacio Marisol Joaquin Pilar Alejandro Yesenia Refugio Graciela Arturo Leticia".split(),
        "Villanueva Quintero Alvarado Ochoa Benitez Cardenas Espinoza Ibarra Salazar Montoya Zamora Trujillo Arellano".split()),
    "west_african": (
        "Adaeze Kwame Folasade Oluwaseun Abena Chinedu Yaa Kofi Ngozi Babatunde Efua Yaw Chiamaka Kojo".split(),
        "Adeyemi Mensah Okonkwo Boateng Asante Nwachukwu Ogunleye Owusu Eze Danso Adjei Oyelaran Acheampong".split()),
    "south_asian": (
        "Harpreet Venkatesh Lakshmi Rajinder Priya Sunil Meenakshi Anand Farzana Gurdeep Kamala Prakash Shabnam Dilip".split(),
        "Ramaswamy Chaudhry Bhattacharya Sandhu Iyer Gill Desai Menon Rahman Pillai Venkataraman Grewal Siddiqui".split()),
    "east_asian": (
        "Mei Ling|Hiroshi|Yuki|Wei|Soo-jin|Jian|Haruka|Min-ho|Xiu|Takeshi|Ah Kum|Kenji|Hyun-woo|Lan".split("|"),
        "Nakamura Zhang Tanaka Park Huang Watanabe Choi Liu Kobayashi Lim Fujimoto Tran Nguyen Yeo".split()),
    "east_european": (
        "Bogdan Irena Stanislaw Ludmila Miroslav Zofia Dragan Halina Vasile Olena Tadeusz Jadwiga Milena".split(),
        "Kowalczyk Novak Petrovic Dabrowski Horvath Kovalenko Popescu Wisniewski Szabo Lukic Zielinski Marinescu".split()),
    "arabic": (
        "Fatima Khalid Layla Tariq Samira Yousef Nour Hassan Amira Omar Rania Jamil".split(),
        "Haddad Al-Farsi Nasser Khoury Mansour Saleh Hamdan Aziz Darwish Qasim El-Amin Barakat".split()),
    "pacific": (
        "Losa Sione Mele Tevita Ana Viliami Salote Manaia Leota Ofa Sefo Lupe".split(),
        "Tuilagi Faleolo Taufa Havili Fonoti Vaifale Tupou Latu Afamasaga Lolohea Pulu Sapolu".split()),
    "maori": (
        "Aroha Wiremu Mere Tama Hine Rawiri Kiri Hemi Ngaire Tipene Huia Rangi".split(),
        "Ngata|Parata|Te Whata|Tamihana|Rewi|Te Rangi|Pomare|Karaka|Waaka|Herewini|Tawhiri".split("|")),
    "indigenous": (
        "Jarrah Kirra Bindi Yindi Nioka Mirri Nizhoni Ahiga Shandiin Talulah Warrick Della".split(),
        "Coolwell Yarran Dhurrkay Wanambi Bunduck Tsosie Begay Yazzie Whitehorse Redcloud Walgar Brim".split()),
}

TITLES_M = ["Mr", "Mr."]
TITLES_F = ["Mrs", "Ms", "Mrs.", "Ms.", "Miss"]
DR_TITLES = ["Dr", "Dr."]
NICKNAMES = ["Peggy", "Bill", "Bert", "Dot", "Nan", "Pop", "Sunny", "Mack", "Tiny", "Bub", "Lil", "Sonny"]

# non-PHI credentials / roles that sit next to staff names
CREDS = {
    "US": ["RN", "LPN", "CNA", "PT", "DPT", "OTR/L", "SLP", "RD", "MD", "DO", "NP", "PharmD", "MSW", "LCSW", "CTRS"],
    "AU": ["RN", "EN", "AIN", "PCA", "Physio", "OT", "SP", "APD", "MBBS", "FRACP", "CNC", "DT"],
    "NZ": ["RN", "EN", "HCA", "Physio", "OT", "SLT", "NZRD", "MBChB", "FRACP", "NP", "DT"],
}
ROLES = ["charge nurse", "the nurse on duty", "care aide", "the registrar", "attending", "night staff",
         "the physiotherapist", "lifestyle coordinator", "the dietitian", "duty manager", "unit manager",
         "the GP", "after-hours doctor", "the pharmacist", "social worker", "clinical nurse manager"]

US_PLACES = [
    ("Dayton", "OH", "Ohio"), ("Tacoma", "WA", "Washington"), ("Albuquerque", "NM", "New Mexico"),
    ("Scranton", "PA", "Pennsylvania"), ("Boise", "ID", "Idaho"), ("Savannah", "GA", "Georgia"),
    ("Duluth", "MN", "Minnesota"), ("Eugene", "OR", "Oregon"), ("Wichita", "KS", "Kansas"),
    ("Fresno", "CA", "California"), ("Burlington", "VT", "Vermont"), ("Lubbock", "TX", "Texas"),
    ("Lansing", "MI", "Michigan"), ("Gallup", "NM", "New Mexico"), ("Flagstaff", "AZ", "Arizona"),
    ("Bangor", "ME", "Maine"), ("Mobile", "AL", "Alabama"), ("Sioux Falls", "SD", "South Dakota"),
    ("Hilo", "HI", "Hawaii"), ("Paducah", "KY", "Kentucky"), ("Muncie", "IN", "Indiana"),
    ("Roanoke", "VA", "Virginia"), ("Billings", "MT", "Montana"), ("Yuma", "AZ", "Arizona"),
]
US_COUNTIES = ["Marion County", "Lake County", "Greene County", "Cochise County", "Washoe County", "Harlan County"]
AU_PLACES = [
    ("Ballarat", "VIC", "Victoria"), ("Toowoomba", "QLD", "Queensland"), ("Wagga Wagga", "NSW", "New South Wales"),
    ("Bunbury", "WA", "Western Australia"), ("Mount Gambier", "SA", "South Australia"), ("Launceston", "TAS", "Tasmania"),
    ("Bendigo", "VIC", "Victoria"), ("Dubbo", "NSW", "New South Wales"), ("Townsville", "QLD", "Queensland"),
    ("Alice Springs", "NT", "Northern Territory"), ("Queanbeyan", "NSW", "New South Wales"), ("Geelong", "VIC", "Victoria"),
    ("Mildura", "VIC", "Victoria"), ("Port Lincoln", "SA", "South Australia"), ("Gympie", "QLD", "Queensland"),
    ("Tamworth", "NSW", "New South Wales"), ("Albany", "WA", "Western Australia"), ("Belconnen", "ACT", "Australian Capital Territory"),
]
AU_PC_PREFIX = {"VIC": "3", "QLD": "4", "NSW": "2", "WA": "6", "SA": "5", "TAS": "7", "NT": "08", "ACT": "26"}
NZ_PLACES = [
    ("Hamilton", "WKO", "Waikato"), ("Palmerston North", "MWT", "Manawatu-Whanganui"), ("Whangarei", "NTL", "Northland"),
    ("Timaru", "CAN", "Canterbury"), ("Invercargill", "STL", "Southland"), ("Nelson", "NSN", "Nelson"),
    ("Rotorua", "BOP", "Bay of Plenty"), ("Napier", "HKB", "Hawke's Bay"), ("Dunedin", "OTA", "Otago"),
    ("Tauranga", "BOP", "Bay of Plenty"), ("Masterton", "WGN", "Wellington"), ("Gisborne", "GIS", "Tairawhiti"),
    ("Oamaru", "OTA", "Otago"), ("Levin", "MWT", "Horowhenua"),
]
PLACES = {"US": US_PLACES, "AU": AU_PLACES, "NZ": NZ_PLACES}
BIRTH_COUNTRIES = ["Italy", "Greece", "the Netherlands", "Samoa", "Tonga", "Vietnam", "the Philippines", "Poland",
                   "Ireland", "Scotland", "Lebanon", "India", "Fiji", "Croatia", "Malta", "Mexico", "Ghana",
                   "Nigeria", "South Korea", "Ukraine", "Chile", "Sri Lanka", "Cook Islands", "England", "Hungary",
                   "China", "Egypt", "El Salvador", "Guatemala", "Germany"]
COUNTRY_NAMES = {"US": ["USA", "United States"], "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"]}

STREET_NAMES = ["Cottonwood", "Banksia", "Kowhai", "Wattle", "Sycamore", "Ironbark", "Totara", "Magnolia", "Jacaranda",
                "Pohutukawa", "Bluegum", "Cedar Ridge", "Harbour View", "Millbrook", "Station", "Orchard", "Larkspur",
                "Kauri", "Riverbend", "Pioneer", "Quarry", "Fernleigh", "Settlers", "Tamarind", "Birchwood", "Karaka",
                "Mulberry", "Old Mill", "Boundary", "Anzac", "Lighthouse", "Redgum", "Willowbank", "Heron"]
STREET_TYPES_US = ["St", "Street", "Ave", "Avenue", "Dr", "Drive", "Rd", "Lane", "Ct", "Blvd", "Way", "Pkwy"]
STREET_TYPES_AN = ["Street", "St", "Road", "Rd", "Crescent", "Cres", "Avenue", "Ave", "Place", "Pl", "Terrace",
                   "Tce", "Close", "Parade", "Grove"]

FAC_PREFIX = ["Willow Creek", "Harbour View", "Banksia Gardens", "Rata Grove", "Kowhai Court", "Tallowood",
              "Maple Hollow", "Stillwater", "Ironbark Ridge", "Cedar Bend", "Pinehaven", "Sandhill", "Waratah",
              "Totara Park", "Bluewater", "Larkhill", "Rosemount", "Brookvale", "Tui Gardens", "Greenslopes Lodge",
              "Sunnyside", "Ashgrove", "Mountview", "Lakeshore", "Fernhill", "Coral Bay", "Pohutukawa Lodge"]
FAC_SUFFIX = {
    "US": ["Skilled Nursing Center", "Rehabilitation Hospital", "Health and Rehabilitation", "Care Center",
           "Transitional Care Unit", "Post-Acute Care", "Nursing and Rehab", "Senior Living"],
    "AU": ["Aged Care", "Residential Care", "Lodge", "Rehabilitation Centre", "Care Community",
           "Nursing Home", "Sub-Acute Unit"],
    "NZ": ["Rest Home", "Rest Home and Hospital", "Care Centre", "Lifecare", "Rehabilitation Unit", "Village"],
}
SAINT_FAC = ["St. Brendan's", "St Agatha's", "St. Columba's", "St Kilian's", "Our Lady of Lourdes", "Mount Carmel"]
WING_NAMES = ["Magnolia", "Jacaranda", "Tui", "Kereru", "Bottlebrush", "Heron", "Dogwood", "Saltbush", "Kahikatea",
              "Bluebell", "Riverside", "Cardinal", "Wren", "Kookaburra", "Manuka", "Lilac", "Piwakawaka", "Aspen"]
WING_SUFFIX = ["Wing", "Unit", "House", "Cottage", "Ward", "Suite"]
ACUTE = {
    "US": ["Riverside Regional Medical Center", "Mercy General Hospital", "St. Luke's Memorial", "Valley Presbyterian",
           "Good Samaritan Medical Center", "Northside Community Hospital", "Lakeview Medical Center"],
    "AU": ["Ballarat Base Hospital", "Western District Health", "Prince Alfred Hospital", "Gold Coast Southport",
           "North West Regional Hospital", "Calvary Ridgeway", "Lyell Park Hospital"],
    "NZ": ["Waikato Hospital", "Whangarei Base Hospital", "Christchurch Public", "Middlemore Central",
           "Hutt Valley Hospital", "Southland Hospital", "Taranaki Base"],
}
GP_PRACTICES = ["Northgate Medical Centre", "Elm Street Family Practice", "Riverside Medical Group", "Harbourside Health",
                "Pioneer Family Medicine", "Totara Health Centre", "Bluegum Medical Clinic", "Hillcrest Surgery",
                "Karaka Medical", "Station Road Clinic", "Prairie Sky Internal Medicine", "Southgate GP Clinic"]
PHARMACIES = ["Clearwater Pharmacy", "Main Street Drug", "Harbour Chemist", "Wattle Pharmacy", "Unichem Fernhill",
              "Lakeside Apothecary", "Station Pharmacy", "Kowhai Chemist", "Pinehaven Compounding Pharmacy"]
ORGS = ["St. Aidan's Anglican Church", "Brightwater Men's Shed", "Eastside Bowls Club", "Hollis Textiles",
        "Meridian Rail", "Pacific Freight Lines", "Coastal Patient Transport", "Greenfield Lutheran Church",
        "Sunrise Seniors Choir", "Harmony Funeral Services", "Tamarind Taxis", "Riverbend Rotary Club",
        "Kaiwaka Marae Committee", "Southern Cross Bus Lines", "Northern Dairy Co-op", "Pinecrest Baptist Church",
        "Westlake Library Friends", "Hope Valley Community Garden", "Harbourside Legal", "Oakley & Finch Solicitors",
        "Tri-County Medicaid Office", "Ironbark Mining Co", "Valley Bus Company", "Golden Years Travel Club",
        "Carrington Hardware", "Bayview Bakery", "Silver Fern Volunteers", "Cedar Bend Credit Union"]
TRANSPORT = ["Coastal Patient Transport", "MedRide Wheelchair Vans", "Kiwi Care Shuttles", "Valley Ambulance Service",
             "Silver Wheels Transport", "Tri-County Ambulance"]

PROFESSIONS = ["schoolteacher", "boilermaker", "shearer", "seamstress", "dairy farmer", "wharfie", "bookkeeper",
               "coal miner", "postal worker", "bus driver", "librarian", "carpenter", "typist", "merchant seaman",
               "electrician", "machinist", "florist", "railway signalman", "accountant", "hairdresser", "truck driver",
               "fisherman", "tailor", "watchmaker", "pastor", "bank teller", "welder", "nurse aide", "plumber",
               "orchardist", "telephone operator", "primary school principal", "cabinetmaker", "stonemason",
               "cane cutter", "milliner", "draftsman", "auto mechanic", "shop assistant", "chef", "engineer",
               "veterinarian", "dressmaker", "police officer", "baker", "real estate agent", "lecturer", "midwife"]

# non-PHI clinical look-alikes
DRUGS = [("metoprolol", "25 mg", "BID"), ("donepezil", "10 mg", "nocte"), ("paracetamol", "1 g", "QID"),
         ("acetaminophen", "650 mg", "q6h PRN"), ("furosemide", "40 mg", "mane"), ("apixaban", "2.5 mg", "BD"),
         ("levothyroxine", "75 mcg", "daily"), ("quetiapine", "12.5 mg", "nocte"), ("macrogol", "1 sachet", "daily"),
         ("insulin glargine", "18 units", "at 2100"), ("oxycodone", "5 mg", "q4h PRN"), ("sertraline", "50 mg", "daily"),
         ("atorvastatin", "40 mg", "nocte"), ("coloxyl with senna", "2 tabs", "nocte"), ("mirtazapine", "15 mg", "nocte"),
         ("amlodipine", "5 mg", "daily"), ("vitamin D3", "1000 IU", "daily"), ("warfarin", "3 mg", "as per INR"),
         ("Madopar", "125 mg", "TDS"), ("carbidopa-levodopa", "25/100", "TID"), ("ferrous sulfate", "325 mg", "daily"),
         ("salbutamol MDI", "2 puffs", "PRN"), ("tiotropium", "18 mcg", "daily"), ("enoxaparin", "40 mg SC", "daily"),
         ("buprenorphine patch", "5 mcg/h", "weekly"), ("risperidone", "0.25 mg", "BD"), ("omeprazole", "20 mg", "daily")]
DIAGNOSES = ["Alzheimer's dementia", "Parkinson's disease", "CVA with left hemiparesis", "COPD", "CHF (EF 35%)",
             "type 2 DM", "osteoarthritis", "right NOF fracture post ORIF", "vascular dementia", "CKD stage 3b",
             "Lewy body dementia", "below-knee amputation", "multiple sclerosis", "atrial fibrillation",
             "Guillain-Barre syndrome recovery", "spinal stenosis", "Huntington's disease", "hypothyroidism",
             "Sjogren's syndrome", "Crohn's disease", "depression", "osteoporosis", "MND", "ALS", "TKR day 9"]
WOUND_SITES = ["sacrum", "left heel", "right heel", "coccyx", "right lateral malleolus", "left buttock",
               "right shin skin tear", "left forearm skin tear", "stump (R BKA)", "left ischium", "occiput"]
DRESSINGS = ["Mepilex Border", "Allevyn Life", "Aquacel Ag", "Intrasite gel + Opsite", "Kaltostat", "Duoderm",
             "Inadine", "Biatain foam", "Xeroform", "silver alginate", "Cutimed Sorbact", "Iodosorb"]
TEXTURES = ["IDDSI 7 Regular", "IDDSI 6 Soft & Bite-sized", "IDDSI 5 Minced & Moist", "IDDSI 4 Pureed",
            "Regular", "Mechanical soft", "Pureed", "Ground meat", "Easy to chew", "Level 5 minced"]
FLUIDS = ["Thin (0)", "Slightly thick (1)", "Mildly thick (2)", "Moderately thick (3)", "Nectar-thick",
          "Honey-thick", "Thin", "Extremely thick (4)"]
DIETS = ["diabetic", "low salt", "renal", "gluten free", "vegetarian", "halal", "kosher", "high protein high energy",
         "lactose free", "no pork", "fluid restriction 1.2 L", "heart healthy", "finger food", "cardiac"]
ACTIVITIES = ["Chair yoga", "Bingo", "Music therapy", "Bus outing", "Gardening club", "Sing-along", "Balance class",
              "Reminiscence group", "Bowls on the lawn", "Craft circle", "Pet therapy", "Movie afternoon",
              "Tai chi", "Baking group", "Men's shed", "Happy hour", "Word games", "Church service"]
EQUIPMENT = ["4WW", "Zimmer frame", "wheelchair (tilt-in-space)", "standing hoist", "Hoyer lift", "air mattress",
             "pressure-relieving cushion", "hi-lo bed", "shower commode", "hip protectors", "sensor mat",
             "single-point stick", "pick-up frame", "Sara Stedy", "bariatric recliner", "CPAP machine",
             "oxygen concentrator", "hearing aids", "feeding pump", "NPWT unit"]
EQUIP_BRANDS = ["Invacare", "Drive", "Merits", "Arjo", "Hill-Rom", "Medline", "Aspire", "ResMed", "Phonak", "KCI V.A.C."]
SCORES = ["Braden 13", "Waterlow 18", "MMSE 19/30", "MoCA 14/30", "Barthel 45/100", "FIM motor 38",
          "Morse falls score 65", "Norton 12", "PAINAD 3", "Abbey pain scale 6", "GDS 7", "Berg 28/56",
          "TUG 32 s", "Cornell 9", "MUST 2", "MNA-SF 7", "RUG IV RVB", "AN-ACC class 10"]
LABS = ["Hb 108 g/L", "Na 133", "K 5.1", "eGFR 41", "CRP 64", "WCC 12.8", "INR 2.4", "BSL 11.2", "HbA1c 8.1%",
        "albumin 29", "creatinine 142", "TSH 3.1", "BUN 28", "lactate 1.9", "troponin <5", "Mg 0.68", "ferritin 22",
        "glucose 212 mg/dL", "WBC 9.6", "PLT 188"]
