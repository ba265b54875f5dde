"""Invented name, place and organisation pools (many origins). All combinations fictional."""

FIRST_F = [
    # English / Irish / Scottish
    "Margaret", "Eleanor", "Siobhan", "Aoife", "Niamh", "Fiona", "Isla", "Catriona", "Harriet", "Beverly",
    "Deborah", "Judith", "Loretta", "Brenda", "Tammy", "Kayleigh", "Maeve", "Roisin", "Morag", "Ailsa",
    # Hispanic
    "Guadalupe", "Marisol", "Yesenia", "Lucia", "Ximena", "Rosario", "Itzel", "Graciela", "Paloma", "Catalina",
    # West African
    "Adaeze", "Ngozi", "Abena", "Folasade", "Yetunde", "Akosua", "Chiamaka", "Efua", "Aminata", "Fatoumata",
    # South Asian
    "Priya", "Lakshmi", "Anjali", "Sunita", "Farzana", "Kavya", "Meenakshi", "Shabnam", "Nandini", "Harpreet",
    # East Asian
    "Mei", "Xiulan", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Thuy", "Lan", "Hua", "Minji",
    # Eastern European
    "Oksana", "Katarzyna", "Zofia", "Irina", "Milena", "Jelena", "Agnieszka", "Ludmila", "Dorota", "Vesna",
    # Arabic
    "Layla", "Fatima", "Noor", "Rania", "Samira", "Huda", "Yasmin", "Mariam", "Dalia", "Salma",
    # Pacific / Indigenous
    "Leilani", "Malia", "Ana", "Mele", "Kalani", "Winona", "Tallulah", "Aiyana", "Nizhoni", "Halona",
]

FIRST_M = [
    "Thomas", "Gerald", "Declan", "Cormac", "Padraig", "Angus", "Hamish", "Ewan", "Clifford", "Dwayne",
    "Roland", "Vernon", "Seamus", "Ruairi", "Callum", "Darnell", "Wesley", "Leonard", "Harold", "Russell",
    "Joaquin", "Alejandro", "Rigoberto", "Esteban", "Mateo", "Osvaldo", "Ignacio", "Fernando", "Ramiro", "Julio",
    "Chinedu", "Oluwaseun", "Kwame", "Kofi", "Emeka", "Babatunde", "Yaw", "Ousmane", "Tunde", "Ifeanyi",
    "Rajesh", "Sanjay", "Arjun", "Imran", "Vikram", "Gurpreet", "Anil", "Farhan", "Suresh", "Devendra",
    "Wei", "Hiroshi", "Kenji", "Min-jun", "Duc", "Tuan", "Jian", "Takeshi", "Hyun-woo", "Bao",
    "Dmitri", "Tomasz", "Bogdan", "Pavel", "Andrzej", "Miroslav", "Stanislav", "Goran", "Vasyl", "Radek",
    "Omar", "Khalid", "Tariq", "Youssef", "Hassan", "Karim", "Bilal", "Nabil", "Samir", "Walid",
    "Keoni", "Sione", "Tevita", "Manaia", "Kekoa", "Tahoma", "Dakota", "Chayton", "Ahiga", "Kiona",
]

LAST = [
    "Whitfield", "Hargreaves", "Pemberton", "Ashcroft", "Tolliver", "Brannigan", "O'Shaughnessy", "McCafferty",
    "Donnelly", "Kilbride", "MacLennan", "Drummond", "Fairbairn", "Strachan", "Buchanan", "Galloway",
    "Etheridge", "Northcutt", "Blevins", "Pruitt",
    "Villanueva", "Quintero", "Arellano", "Bustamante", "Ocampo", "Zamora", "Figueroa", "Sandoval",
    "Echeverria", "Montoya", "Cardenas", "Espinoza",
    "Okonkwo", "Adebayo", "Mensah", "Owusu", "Nwachukwu", "Oyelaran", "Boateng", "Diallo", "Traore",
    "Asante", "Eze", "Abiodun",
    "Raghunathan", "Chaudhry", "Venkataraman", "Bhattacharya", "Siddiqui", "Iyer", "Malhotra", "Sandhu",
    "Kulkarni", "Rahman", "Pillai", "Deshpande",
    "Nakamura", "Takahashi", "Zhou", "Liang", "Park", "Choi", "Nguyen", "Tran", "Huang", "Matsuda",
    "Xu", "Yamaguchi",
    "Kowalczyk", "Wisniewski", "Petrenko", "Horvath", "Novakova", "Dragomir", "Jankovic", "Zielinski",
    "Sokolova", "Lisowski", "Kovacs", "Bondarenko",
    "Haddad", "Al-Masri", "Khoury", "Nasser", "El-Amin", "Saleh", "Farouk", "Mansour", "Barakat", "Qureshi",
    "Kealoha", "Fonoti", "Tupou", "Mahe", "Kahananui", "Faleolo",
    "Begay", "Yazzie", "Redcloud", "Tsosie", "Running Water", "Whitehorse",
]

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# (city, state abbrev, state name, zip prefix)
CITIES = [
    ("Cedar Falls", "IA", "Iowa", "506"), ("Bellingham", "WA", "Washington", "982"),
    ("Lafayette", "LA", "Louisiana", "705"), ("Duluth", "MN", "Minnesota", "558"),
    ("Bakersfield", "CA", "California", "933"), ("Chattanooga", "TN", "Tennessee", "374"),
    ("Flagstaff", "AZ", "Arizona", "860"), ("Scranton", "PA", "Pennsylvania", "185"),
    ("Kalamazoo", "MI", "Michigan", "490"), ("Lubbock", "TX", "Texas", "794"),
    ("Gainesville", "FL", "Florida", "326"), ("Burlington", "VT", "Vermont", "054"),
    ("Pueblo", "CO", "Colorado", "810"), ("Macon", "GA", "Georgia", "312"),
    ("Billings", "MT", "Montana", "591"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Toledo", "OH", "Ohio", "436"), ("Asheville", "NC", "North Carolina", "288"),
    ("Spokane", "WA", "Washington", "992"), ("Las Cruces", "NM", "New Mexico", "880"),
    ("Peoria", "IL", "Illinois", "616"), ("Hilo", "HI", "Hawaii", "967"),
    ("Gallup", "NM", "New Mexico", "873"), ("Bangor", "ME", "Maine", "044"),
    ("Fort Wayne", "IN", "Indiana", "468"), ("Roanoke", "VA", "Virginia", "240"),
    ("Eau Claire", "WI", "Wisconsin", "547"), ("Savannah", "GA", "Georgia", "314"),
    ("Yakima", "WA", "Washington", "989"), ("Fresno", "CA", "California", "937"),
    ("Rapid City", "SD", "South Dakota", "577"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Utica", "NY", "New York", "135"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Odessa", "TX", "Texas", "797"), ("Missoula", "MT", "Montana", "598"),
]

COUNTIES = ["Harlan County", "Tioga County", "Marin County", "Dakota County", "Yavapai County",
            "Oneida County", "Pima County", "Coos County"]

STREET_NAMES = ["Juniper", "Old Mill", "Harrow", "Quarry Hill", "Sycamore", "Kestrel", "Larkspur", "Pawnee",
                "Ridgeview", "Tamarack", "Willow Bend", "Foxglove", "Canal", "Beacon", "Orchard Crest",
                "Magnolia", "Saddleback", "Ironwood", "Prairie Rose", "Cobblestone", "Heron Pond", "Alder",
                "Bluestem", "Chickadee", "Lantern", "Granite Ridge", "Mesquite", "Palisade", "Wren", "Osage"]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
                 "Way", "Boulevard", "Blvd", "Terrace", "Place", "Circle", "Trail", "Pkwy"]
UNIT = ["Apt", "Unit", "Suite", "Apt.", "#", "Lot"]

HOSPITALS = [
    "Harbor Crest Medical Center", "St. Brigid's Regional Hospital", "Mesa Verde Heart Institute",
    "Prairie Lantern Cancer Center", "Riverbend Kidney Care", "North Tamarack Dialysis",
    "Kestrel Valley Hospital", "Granite Ridge Infusion Suite", "Our Lady of the Lakes Medical Center",
    "Bluestem Rheumatology Associates", "Copper Basin Endocrine Clinic", "Saddleback Digestive Health",
    "Whitehorse Indian Health Clinic", "Alder Point Community Hospital", "Sycamore Grove Oncology",
    "Lakeshore University Hospital", "Pinecrest Cardiology Group", "Heron Pond Ambulatory Surgery Center",
    "Beacon Hill Nephrology", "Mercy Palisade Hospital", "Osage Plains Health System", "Wren Creek Clinic",
    "Tri-Valley Vascular Institute", "Hilo Bay Medical Center", "Foxglove Specialty Pharmacy",
    "Cobblestone Home Infusion", "Quarry Hill Skilled Nursing", "Magnolia Gardens Care Home",
]
WARDS = ["4 West", "Cardiac Step-Down 6B", "Oncology 7 North", "Tower 3 CCU", "Renal Unit 5E",
         "Infusion Bay C", "Endoscopy Suite 2", "Telemetry 8 South"]

EMPLOYERS = [
    "Tri-County Freight", "Millbrook Unified School District", "Kettle River Paper Mill", "Juniper Logistics",
    "Sunrise Poultry", "Great Basin Mining Co", "Lakeshore Ford", "Hollow Oak Elementary",
    "First Covenant Baptist Church", "St. Casimir Parish", "Redline Transit Authority", "Orchard Crest Vineyards",
    "Palisade Credit Union", "Bluewater Shipyard", "Meadowlark Dairy", "Cascade Timber Works",
    "Apex Roofing LLC", "Ironwood Foundry", "Navajo Nation Head Start", "Kahala Surf Shop",
]
INSURERS = ["Bluewater Health Plan", "Keystone Mutual Health", "Prairie Shield Insurance", "Summit CareFirst Plan",
            "Evergreen Medicaid Partners", "Lighthouse Medicare Advantage", "Granite State Health Alliance",
            "Pacifica Benefit Trust"]
PHARMA_HUBS = ["OncoAccess Hub", "RheumaLink Patient Services", "CardioBridge Support Program"]

COUNTRIES = ["Nigeria", "Ghana", "Mexico", "Guatemala", "El Salvador", "India", "Pakistan", "Bangladesh",
             "Vietnam", "the Philippines", "South Korea", "Japan", "China", "Poland", "Ukraine", "Serbia",
             "Lebanon", "Jordan", "Egypt", "Tonga", "Samoa", "Ireland", "Scotland", "Canada", "Peru",
             "Senegal", "Mali", "Sri Lanka", "Romania", "Morocco"]

PROFESSIONS = ["welder", "school bus driver", "retired teacher", "long-haul trucker", "electrician",
               "dental hygienist", "line cook", "accountant", "farmer", "retired postal worker",
               "nurse's aide", "warehouse supervisor", "software developer", "carpenter", "hairdresser",
               "pastor", "auto mechanic", "librarian", "roofer", "firefighter", "poultry plant worker",
               "retired coal miner", "bank teller", "construction foreman", "housekeeper", "fisherman",
               "graduate student", "security guard", "plumber", "cashier", "landscaper", "home health aide"]

LANDMARKS = ["the Veterans Memorial Bridge", "the Rivergate Mall", "Pioneer Park", "the Greyhound depot",
             "the Juniper Street shelter", "Lakeview Tower", "the Harlan Library annex"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew", "partner",
             "mother", "father", "granddaughter", "grandson", "neighbor", "caregiver", "friend", "aunt"]

# ---- non-PHI look-alikes ----
CARDIO_DRUGS = ["metoprolol succinate 50 mg daily", "apixaban 5 mg BID", "atorvastatin 80 mg nightly",
                "sacubitril/valsartan 49/51 mg BID", "furosemide 40 mg PO daily", "spironolactone 25 mg daily",
                "empagliflozin 10 mg daily", "clopidogrel 75 mg daily", "aspirin 81 mg daily",
                "amiodarone 200 mg daily", "warfarin 5 mg (goal INR 2-3)", "ticagrelor 90 mg BID",
                "isosorbide mononitrate 30 mg daily", "carvedilol 12.5 mg BID"]
ONC_REGIMENS = ["FOLFOX", "FOLFIRINOX", "AC-T", "R-CHOP", "carboplatin/paclitaxel", "pembrolizumab",
                "gemcitabine/nab-paclitaxel", "TCHP", "cisplatin/etoposide", "nivolumab/ipilimumab",
                "capecitabine", "daratumumab-VRd"]
RHEUM_DRUGS = ["methotrexate 20 mg weekly", "folic acid 1 mg daily", "hydroxychloroquine 200 mg BID",
               "adalimumab 40 mg SC q2wk", "prednisone 5 mg daily", "tofacitinib 5 mg BID",
               "sulfasalazine 1 g BID", "allopurinol 300 mg daily", "colchicine 0.6 mg daily"]
ENDO_DRUGS = ["insulin glargine 24 units qHS", "insulin lispro 6 units AC", "metformin 1000 mg BID",
              "semaglutide 1 mg weekly", "levothyroxine 112 mcg daily", "sitagliptin 100 mg daily",
              "glipizide 5 mg daily", "dapagliflozin 10 mg daily", "methimazole 10 mg daily"]
GI_FINDINGS = ["Los Angeles grade B esophagitis", "a 6 mm sessile polyp in the ascending colon",
               "non-bleeding grade I internal hemorrhoids", "Schatzki ring at the GE junction",
               "erythematous antral mucosa, biopsied for H. pylori", "scattered sigmoid diverticulosis",
               "a 12 mm pedunculated polyp removed with hot snare", "Barrett's segment C2M4 (Prague)",
               "mild patchy colitis, biopsies taken", "normal terminal ileum"]
EPONYMS = ["Raynaud's phenomenon", "Hashimoto's thyroiditis", "Sjogren's syndrome", "Crohn's disease",
           "Graves' disease", "Barrett's esophagus", "Cushing's syndrome", "Kussmaul respirations",
           "Osler nodes", "Janeway lesions", "Murphy's sign", "Addison's disease", "Hodgkin lymphoma",
           "Wolff-Parkinson-White pattern", "Gleason 4+3", "Child-Pugh class A", "Mallory-Weiss tear"]
DEVICE_MODELS = ["Medtronic Azure XT DR", "Boston Scientific Accolade", "Abbott Assurity MRI",
                 "Medtronic MiniMed 780G", "Dexcom G7", "Tandem t:slim X2", "Fresenius 2008T",
                 "Baxter Sigma Spectrum", "Abbott CardioMEMS HF", "Zoll LifeVest 4000", "Omnipod 5"]
