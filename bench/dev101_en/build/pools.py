"""Invented value pools for dev101_en. Every combination is made up for this set."""

GIVEN_M = [
    "James", "Robert", "Michael", "David", "Carlos", "Luis", "Jorge", "Miguel", "Emeka", "Chidi",
    "Oluwaseun", "Kwame", "Kofi", "Wei", "Jun", "Hao", "Minh", "Tuan", "Jae-won", "Min-jun", "Rajesh",
    "Arjun", "Vikram", "Omar", "Ahmed", "Yusuf", "Tomasz", "Piotr", "Dmitri", "Sergei", "Nikos",
    "Giorgos", "Marco", "Luca", "Tesfaye", "Dawit", "Rafael", "Jean-Baptiste", "Mamadou", "Abdi",
    "Hiroshi", "Kenji", "Reza", "Dariusz", "Mehmet", "Emre", "Liam", "Sean", "Connor", "Pedro",
    "Tariq", "Samuel", "Elijah", "Malik", "DeShawn", "Terrence", "Leroy", "Anders", "Lars", "Mateo",
    "Esteban", "Ikaika", "Sione", "Tavita", "Dinh", "Bao", "Farid", "Kamal", "Desmond", "Ignatius",
    # ordinary English words used as names
    "Will", "Frank", "Mark", "Bill", "Miles", "Jack",
]
GIVEN_F = [
    "Maria", "Ana", "Sofia", "Guadalupe", "Ngozi", "Adaeze", "Amara", "Mei", "Xiu", "Lan", "Thi",
    "Hoa", "Ji-woo", "Seo-yeon", "Priya", "Anjali", "Deepa", "Fatima", "Aisha", "Layla", "Agnieszka",
    "Katarzyna", "Olga", "Svetlana", "Eleni", "Giulia", "Chiara", "Meron", "Selam", "Marie-Claude",
    "Fatou", "Hodan", "Yuki", "Aiko", "Shirin", "Ayse", "Zeynep", "Siobhan", "Bridget", "Emily",
    "Sarah", "Jennifer", "Latoya", "Keisha", "Imani", "Rosa", "Carmen", "Leilani", "Ingrid", "Astrid",
    "Noor", "Yasmin", "Beatriz", "Ximena", "Nadia", "Tamar", "Oksana", "Wanjiru", "Abena", "Efua",
    # ordinary English words used as names
    "Hope", "Grace", "Rose", "Dawn", "Iris", "Ivy", "Faith", "Joy",
]
SURNAMES = [
    "Okafor", "Adeyemi", "Nwosu", "Mensah", "Boateng", "Asante", "Chen", "Liu", "Zhang", "Nguyen",
    "Tran", "Pham", "Kim", "Choi", "Patel", "Sharma", "Iyer", "Reddy", "Khan", "Haddad", "Al-Sayed",
    "Rahman", "Kowalski", "Nowak", "Wisniewska", "Ivanova", "Petrov", "Papadopoulos", "Georgiou",
    "Rossi", "Bianchi", "Esposito", "Tadesse", "Bekele", "Garcia", "Hernandez", "Rodriguez",
    "Morales", "Delacroix", "Pierre-Louis", "Diallo", "Ndiaye", "Warsame", "Tanaka", "Sato",
    "Hosseini", "Karimi", "Yilmaz", "Demir", "O'Connor", "McGrath", "Fitzgerald", "Johansson",
    "Lindqvist", "Mueller", "Schmidt", "Jackson", "Washington", "Begay", "Yazzie", "Tuiasosopo",
    "Kealoha", "Santos", "Reyes", "Cruz", "Dela Cruz", "Van der Berg", "De Luca", "Okonkwo",
    "Abernathy", "Quintero", "Szabo", "Horvath", "Novak", "Lindgren", "Achterberg", "Mwangi",
    "Otieno", "Castellanos", "Villanueva", "Thibodeaux", "Fontenot", "Arceneaux", "Ramdeen",
    # ordinary English words / eponym look-alikes used as surnames
    "Baker", "King", "Bishop", "Walker", "Cook", "Young", "Brown", "Green", "White", "Long", "Page",
    "Wood", "Fisher", "Bell", "Stone", "Strong", "Sharp", "Best", "Wells", "Foley", "Murphy",
    "Graves", "Rice", "Fields", "Hunter", "Mason", "Price",
]
NICKNAMES = {"Robert": "Bobby", "William": "Billy", "Michael": "Mikey", "Oluwaseun": "Seun",
             "Jennifer": "Jen", "Katarzyna": "Kasia", "Svetlana": "Sveta", "Guadalupe": "Lupe",
             "Dmitri": "Dima", "Ignatius": "Iggy", "Elijah": "Eli", "Terrence": "Terry",
             "Samuel": "Sam", "Bridget": "Bridie", "Esteban": "Teban", "Abena": "Bena"}

CITIES = [
    "Marrowfield", "Ashby Falls", "Port Lindley", "East Calder", "Wrenford", "Kestrel Bay",
    "Oakhollow", "Brimley Junction", "Sallow Creek", "New Harwick", "Fennimore Heights", "Tillbury",
    "Dunmere", "Larchmont Springs", "Westerlake", "Cold Harbor Point", "Greywater", "Halberd",
    "Pinecastle", "Rusk Valley", "Elderton", "Mill Fork", "Saybrook Landing", "Corwin City",
    "Lower Tamsin", "Bramblewood", "Haskett", "Orrinsville", "Velden", "North Quillon",
]
COUNTIES = ["Hatchet County", "Marrow County", "Tamsin County", "Quillon County", "Bramble County",
            "Velden County", "Sallow County"]
STATES = [
    ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
    ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
    ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
    ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
    ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
    ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
    ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
    ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
    ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
    ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"),
    ("Wyoming", "WY"),
]
STREET_NAMES = [
    "Alder Crest", "Bramble", "Copperleaf", "Dunmore", "Eastwick", "Fallowfield", "Glenhaven",
    "Hollis", "Ironbridge", "Juniper Hollow", "Kettering", "Larkspur", "Merriweather", "Northcote",
    "Orchard View", "Pellham", "Quarrystone", "Ravensworth", "Saltmarsh", "Thistledown", "Underhill",
    "Vesper", "Whitcombe", "Yarrow", "Zephyr", "Tamsin Ridge", "Harrowgate", "Birchwold", "Quillon",
    "Old Mill", "Cobble Run", "Heronsgate", "Lantern Hill", "Mossbank",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Court", "Ct",
                 "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle"]
UNITS = ["Apt {n}", "Apt {n}{l}", "Unit {n}", "#{n}", "Suite {n}", "Lot {n}", "Trlr {n}"]

# name, short name, MRN format key
HOSPITALS = [
    ("Larkspur Valley Medical Center", "Larkspur Valley", "digits8"),
    ("St. Odile's Hospital", "St. Odile's", "lv"),
    ("Harrowgate General Hospital", "Harrowgate General", "alpha2"),
    ("Mercy Vale Regional Hospital", "Mercy Vale", "digits7"),
    ("Kestrel Bay Community Hospital", "Kestrel Bay Community", "dash"),
    ("Northcote University Hospital", "Northcote University", "digits8"),
    ("Fennimore Memorial Hospital", "Fennimore Memorial", "alpha2"),
    ("Sallow Creek Medical Center", "Sallow Creek MC", "digits7"),
    ("Greywater Heart and Vascular Institute", "Greywater Heart", "lv"),
    ("Brimley Junction Regional Medical Center", "Brimley Regional", "dash"),
]
REHAB_SNF = ["Willowbend Care Home", "Birchwold Manor Skilled Nursing", "Amberleigh Assisted Living",
             "Fennimore Rehabilitation Institute", "Lantern House Hospice", "Cobble Run Nursing Center",
             "Heronsgate Transitional Care", "Mossbank Senior Living", "Orrinsville Long-Term Acute Care"]
CLINICS = ["Eastwick Family Practice", "Vesper Street Clinic", "Harbor Light Dialysis Center",
           "Northcote Internal Medicine Associates", "Tamsin Ridge Community Health Center",
           "Quarrystone Cardiology Group", "Wrenford Pulmonary Clinic", "Dunmere Free Clinic",
           "Pellham Street Wound Center", "Oakhollow Anticoagulation Clinic"]
PHARMACIES = ["Thistledown Pharmacy", "Corner Apothecary of Wrenford", "Saltmarsh Drug", "Yarrow Pharmacy",
              "Mill Fork Pharmacy and Gifts", "Larchmont Springs Community Pharmacy"]
WARDS = ["Heron Ward", "Cedar Unit", "Osprey Step-Down Unit", "Juniper Ward", "Magnolia Pavilion 4",
         "Kingfisher Unit", "Wren Ward", "Bluebell Unit", "Sparrow Ward", "Larch Unit"]
BUILDINGS = ["Halvorsen Pavilion", "Abernathy Tower", "Quillon Building", "Estey Wing", "Marchetti Tower",
             "Odile Annex"]
ORGS_EMPLOYER = ["Trellis Logistics", "Brightwater Tile Company", "Halvorsen Steel Works",
                 "Northwind Poultry", "Quillon Software", "Saltmarsh Fisheries Cooperative",
                 "Kettering and Sons Roofing", "Ironbridge Warehouse", "Dunmere Public Library",
                 "Marrowfield Transit Authority", "Copperleaf Elementary School",
                 "Ridgemont Community College", "Blue Heron Credit Union", "Vesper Auto Body",
                 "Pinecastle Lumber Yard", "Greywater Water District", "Hollis Bakery",
                 "Cold Harbor Shipyard", "Tillbury Unified School District", "Zephyr Couriers"]
ORGS_OTHER = ["Grace Fellowship Church", "St. Brendan's Parish", "Masjid al-Noor of Wrenford",
              "Temple Beth Orrin", "Bramblewood Senior Center", "Kestrel Bay Food Pantry",
              "Hatchet County Veterans Alliance", "Mill Fork Lions Club", "Tamsin Valley Recovery Fellowship"]
INSURERS = ["Tidewater Mutual Health", "Keystone Harbor Health Plan", "Prairie Shield Insurance",
            "Bluewater Benefit Trust", "Summit Crest Health", "Northstar Family Care Plan"]
TRANSPORT = ["Bluebird Medical Transport", "Lantern Wheelchair Van Service", "Cobble Run Ambulance",
             "Medline Air Rescue Partners"]
FUNERAL = ["Hollis and Daughters Funeral Home", "Quiet Meadow Funeral Chapel", "Wrenford Memorial Chapel"]
OPO = ["Lantern Donor Network", "Heartland Gift Registry"]
COUNTRIES = ["Portugal", "Nigeria", "Vietnam", "Mexico", "Guatemala", "Philippines", "Somalia", "Ethiopia",
             "Haiti", "Poland", "Ukraine", "India", "Pakistan", "South Korea", "Greece", "Italy", "Iran",
             "Ireland", "Jamaica", "Brazil", "Honduras", "El Salvador", "Ghana", "Egypt", "China", "Japan",
             "Kenya", "Samoa", "Sweden", "Cape Verde", "Bangladesh", "Eritrea"]
PROFESSIONS = ["welder", "teacher", "electrician", "bus driver", "long-haul truck driver", "nurse",
               "line cook", "accountant", "farmer", "roofer", "hairdresser", "software engineer", "janitor",
               "machinist", "postal carrier", "firefighter", "construction worker", "home health aide",
               "pastor", "dental hygienist", "cashier", "librarian", "mechanic", "landscaper",
               "warehouse picker", "paralegal", "carpenter", "plumber", "fisherman", "seamstress",
               "security guard", "chef", "barber", "baker", "daycare worker", "crossing guard",
               "school custodian", "pharmacy technician", "real estate agent", "taxi driver",
               "court stenographer", "veterinary technician"]
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July", "Labor Day",
            "Memorial Day", "Christmas Eve", "Halloween"]
# holidays where "the" is inside the name are avoided as spans; keep the bare ones for spans
HOLIDAYS_SPAN = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day", "Memorial Day",
                 "Christmas Eve", "Halloween", "Fourth of July"]

# ---------------------------------------------------------------- clinical hard negatives
PROBLEMS = [
    ("Community-acquired pneumonia", "J18.9"), ("Acute on chronic systolic heart failure", "I50.23"),
    ("Type 2 diabetes mellitus with hyperglycemia", "E11.65"), ("Sepsis, unspecified organism", "A41.9"),
    ("Acute kidney injury", "N17.9"), ("COPD with acute exacerbation", "J44.1"), ("NSTEMI", "I21.4"),
    ("Atrial fibrillation with RVR", "I48.91"), ("Cellulitis of left lower limb", "L03.116"),
    ("Acute pancreatitis", "K85.90"), ("Upper GI bleed", "K92.2"), ("Hyponatremia", "E87.1"),
    ("Alcohol withdrawal", "F10.239"), ("Diabetic ketoacidosis", "E10.10"),
    ("Acute pulmonary embolism", "I26.99"), ("Small bowel obstruction", "K56.609"),
    ("Parkinson's disease", "G20"), ("Closed fracture of right femoral neck", "S72.001A"),
    ("Urinary tract infection", "N39.0"), ("Acute ischemic stroke", "I63.9"),
    ("Essential hypertension", "I10"), ("CKD stage 3a", "N18.31"), ("Alcoholic cirrhosis", "K70.30"),
    ("C. difficile colitis", "A04.72"), ("Graves' disease", "E05.00"), ("Crohn's disease of ileum", "K50.00"),
    ("Guillain-Barre syndrome", "G61.0"), ("Alzheimer's dementia", "G30.9"), ("Hodgkin lymphoma", "C81.90"),
    ("Barrett's esophagus", "K22.70"), ("Hypokalemia", "E87.6"), ("Acute respiratory failure with hypoxia", "J96.01"),
    ("Pressure injury of sacrum, stage 2", "L89.152"), ("Obstructive sleep apnea", "G47.33"),
    ("Anemia of chronic disease", "D63.8"), ("Hyperkalemia", "E87.5"), ("Bell's palsy", "G51.0"),
    ("Addison's disease", "E27.1"), ("Cushing's syndrome", "E24.9"), ("Wernicke encephalopathy", "E51.2"),
]
EPONYMS = ["Foley catheter", "Babinski sign", "Murphy's sign", "Kernig sign", "Brudzinski sign",
           "Chvostek sign", "Trousseau sign", "Homans sign", "Swan-Ganz catheter", "Whipple procedure",
           "Nissen fundoplication", "Trendelenburg position", "Valsalva maneuver", "Kussmaul respirations",
           "Cheyne-Stokes respirations", "Seldinger technique", "Baker's cyst", "Wood's lamp",
           "Mallory-Weiss tear", "Allen test", "Romberg sign", "Hoffmann sign", "Tinel sign",
           "Glasgow Coma Scale", "Parkinson's disease", "Bell's palsy", "Sweet syndrome", "Dupuytren contracture"]
SCORES = [("GCS", lambda r: f"{r.randint(8, 15)}"), ("NEWS2", lambda r: f"{r.randint(0, 9)}"),
          ("Wells score", lambda r: f"{r.choice(['1.5', '3', '4.5', '6'])}"),
          ("CHA2DS2-VASc", lambda r: f"{r.randint(1, 7)}"), ("HAS-BLED", lambda r: f"{r.randint(0, 4)}"),
          ("MELD-Na", lambda r: f"{r.randint(9, 34)}"), ("CURB-65", lambda r: f"{r.randint(0, 4)}"),
          ("RASS", lambda r: f"{r.choice(['-3', '-2', '-1', '0', '+1'])}"),
          ("Braden", lambda r: f"{r.randint(10, 22)}"), ("Morse Fall Scale", lambda r: f"{r.choice([25, 35, 45, 55, 75])}"),
          ("CIWA-Ar", lambda r: f"{r.randint(2, 22)}"), ("PHQ-9", lambda r: f"{r.randint(0, 22)}"),
          ("NIHSS", lambda r: f"{r.randint(0, 18)}"), ("SOFA", lambda r: f"{r.randint(1, 13)}"),
          ("qSOFA", lambda r: f"{r.randint(0, 3)}"), ("Child-Pugh", lambda r: r.choice(["A", "B", "C"])),
          ("HEART score", lambda r: f"{r.randint(1, 8)}"), ("ECOG", lambda r: f"{r.randint(0, 3)}"),
          ("Caprini", lambda r: f"{r.randint(2, 9)}"), ("Padua", lambda r: f"{r.randint(1, 7)}"),
          ("Glasgow-Blatchford", lambda r: f"{r.randint(2, 15)}"), ("APGAR", lambda r: f"{r.randint(6, 9)}/{r.randint(8, 10)}"),
          ("Bishop score", lambda r: f"{r.randint(3, 9)}"), ("Fisher grade", lambda r: f"{r.randint(1, 4)}"),
          ("ASA class", lambda r: r.choice(["II", "III", "IV"])), ("Mallampati", lambda r: r.choice(["I", "II", "III"]))]
DRUGS = [
    "metoprolol tartrate 25 mg PO BID", "apixaban 5 mg PO BID", "furosemide 40 mg IV BID",
    "insulin glargine 18 units SC qHS", "insulin lispro sliding scale AC/HS", "lisinopril 10 mg PO daily",
    "atorvastatin 40 mg PO qHS", "piperacillin-tazobactam 4.5 g IV q6h", "vancomycin 1250 mg IV q12h",
    "ceftriaxone 1 g IV q24h", "azithromycin 500 mg PO daily", "pantoprazole 40 mg IV daily",
    "heparin 5000 units SC q8h", "enoxaparin 40 mg SC daily", "acetaminophen 650 mg PO q6h PRN pain",
    "oxycodone 5 mg PO q4h PRN severe pain", "ondansetron 4 mg IV q8h PRN nausea",
    "lorazepam 1 mg IV q4h PRN CIWA > 10", "levetiracetam 500 mg PO BID",
    "carbidopa-levodopa 25/100 mg PO TID", "prednisone 40 mg PO daily", "albuterol 2.5 mg neb q4h PRN",
    "potassium chloride 40 mEq PO x1", "magnesium sulfate 2 g IV x1", "amlodipine 5 mg PO daily",
    "metformin 500 mg PO BID", "tamsulosin 0.4 mg PO qHS", "sertraline 50 mg PO daily",
    "thiamine 100 mg IV daily", "folic acid 1 mg PO daily", "warfarin 5 mg PO qPM",
    "senna 8.6 mg PO qHS", "polyethylene glycol 17 g PO daily", "docusate 100 mg PO BID",
    "diltiazem 30 mg PO q6h", "amiodarone 200 mg PO daily", "spironolactone 25 mg PO daily",
    "methimazole 10 mg PO daily", "hydrocortisone 50 mg IV q6h", "lactulose 20 g PO TID",
    "rifaximin 550 mg PO BID", "cefepime 2 g IV q8h", "meropenem 1 g IV q8h", "haloperidol 0.5 mg IV q6h PRN agitation",
]
DRIPS = ["norepinephrine {a} mcg/kg/min", "propofol {b} mcg/kg/min", "fentanyl {c} mcg/h",
         "vasopressin 0.04 units/min", "insulin {d} units/h", "heparin {e} units/h", "dexmedetomidine 0.{f} mcg/kg/h"]
ALLERGIES = ["penicillin (rash)", "sulfa (hives)", "NKDA", "codeine (nausea)", "iodinated contrast (hives)",
             "latex", "vancomycin (red man syndrome)", "shellfish", "no known drug allergies"]
# analyte, unit, low, high, decimals
LABS = [("Na", "mmol/L", 126, 146, 0), ("K", "mmol/L", 2.9, 5.9, 1), ("Cl", "mmol/L", 92, 112, 0),
        ("HCO3", "mmol/L", 14, 32, 0), ("BUN", "mg/dL", 7, 68, 0), ("Cr", "mg/dL", 0.6, 4.2, 2),
        ("Glu", "mg/dL", 68, 412, 0), ("Ca", "mg/dL", 7.6, 10.8, 1), ("Mg", "mg/dL", 1.4, 2.6, 1),
        ("Phos", "mg/dL", 2.1, 5.8, 1), ("WBC", "K/uL", 2.8, 24.6, 1), ("Hgb", "g/dL", 6.8, 15.9, 1),
        ("Hct", "%", 21, 47, 0), ("Plt", "K/uL", 42, 512, 0), ("INR", "", 0.9, 3.6, 1),
        ("PTT", "sec", 24, 88, 0), ("Lactate", "mmol/L", 0.7, 6.4, 1), ("Troponin", "ng/L", 3, 412, 0),
        ("BNP", "pg/mL", 40, 2900, 0), ("AST", "U/L", 12, 240, 0), ("ALT", "U/L", 9, 210, 0),
        ("Alk Phos", "U/L", 44, 390, 0), ("T bili", "mg/dL", 0.3, 6.2, 1), ("Albumin", "g/dL", 1.9, 4.6, 1),
        ("Lipase", "U/L", 18, 2100, 0), ("TSH", "mIU/L", 0.02, 8.9, 2), ("A1c", "%", 5.1, 13.2, 1)]
REF = {"Na": "135-145", "K": "3.5-5.1", "Cl": "98-107", "HCO3": "22-29", "BUN": "7-20", "Cr": "0.6-1.2",
       "Glu": "70-99", "Ca": "8.6-10.2", "Mg": "1.7-2.2", "Phos": "2.5-4.5", "WBC": "4.0-11.0",
       "Hgb": "12.0-16.0", "Hct": "36-46", "Plt": "150-400", "INR": "0.9-1.1", "PTT": "25-35",
       "Lactate": "0.5-2.0", "Troponin": "<14", "BNP": "<100", "AST": "10-40", "ALT": "7-56",
       "Alk Phos": "44-147", "T bili": "0.1-1.2", "Albumin": "3.5-5.0", "Lipase": "13-60",
       "TSH": "0.4-4.0", "A1c": "4.0-5.6"}
PANELS = {"BMP": ["Na", "K", "Cl", "HCO3", "BUN", "Cr", "Glu", "Ca"],
          "CBC": ["WBC", "Hgb", "Hct", "Plt"],
          "LFT": ["AST", "ALT", "Alk Phos", "T bili", "Albumin"],
          "Coags": ["INR", "PTT"],
          "Misc": ["Mg", "Phos", "Lactate", "Troponin", "BNP", "Lipase"]}

# ordinary uses of words that are also names in the pools (left unannotated)
ORDINARY = [
    "Patient will need PT/OT evaluation before discharge.", "Family hopes he can return home.",
    "Patient remains hopeful about rehab.", "Frank hematuria resolved after irrigation.",
    "Site marked and verified by the team.", "Marked improvement in work of breathing.",
    "Ambulates 20 feet with a walker and standby assist.", "Unable to cook or shop for self at present.",
    "Popliteal fossa fullness, likely a Baker's cyst.", "Creatinine rose overnight, now trending down.",
    "Brown sputum, no frank blood.", "White count trending down on antibiotics.",
    "Green bilious output from NG tube, 300 mL.", "Long-term goal is independent transfers.",
    "Will page covering team with any change.", "Call bell within reach, bed in lowest position.",
    "Kidney stone noted on prior imaging, nonobstructing.", "Strong cough, clearing secretions.",
    "Sharp pleuritic chest pain, worse with inspiration.", "Acting in the patient's best interest per surrogate.",
    "Wells score low, D-dimer ordered.", "Foley catheter removed; voiding trial in progress.",
    "Negative Murphy's sign.", "Graves' disease on methimazole, TSH suppressed.",
    "Visual fields full to confrontation.", "Iris and pupils normal, PERRLA.",
    "Contact dermatitis from poison ivy on forearms, unrelated.", "Dawn phenomenon suspected; adjust basal.",
    "Tolerating rice and broth without nausea.", "Walks two miles daily at baseline.",
    "Patient pays cash for medications; assistance discussed.", "Young adult sibling available as backup.",
    "Grace period on premium discussed with patient.", "Faith is important to the patient; chaplain offered.",
    "Will follow up final culture data.", "Bill of rights reviewed with patient.",
    "Wood's lamp exam negative.", "Fisher grade discussed with neurosurgery.",
    "Bishop score not applicable; not pregnant.", "Pupils equal; no jack-knife posture.",
    "Swift recovery expected if cultures clear.", "Patient showed joy seeing grandchildren on video call.",
    "Mark the IV site and date the dressing.", "Hope and goals of care discussed at length.",
    "Shellfish allergy (king crab) confirmed; no contrast reaction.", "Prefers a king-size pillow for positioning.",
    "White blood cells in urine, 10-20/hpf.", "Young-appearing, in no distress.", "Grace notes: none.",
    "Said grace with family before meals; appetite fair.", "No hope of recovery was expressed by the patient.",
    "Frank pus expressed from wound; cultured.", "Rose-colored serous drainage on dressing.",
    "Brown stool, guaiac negative.", "Dawn glucose 182 mg/dL.", "Stone removed at ERCP per outside records.",
]
