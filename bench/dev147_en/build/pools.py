"""Invented value pools for dev147_en (UK and Irish hospital medicine).

Every place, facility, employer and person below is invented for this set.
Real country names and US state names appear as themselves.
Several first names and surnames are ordinary English words or eponyms on
purpose (Hope, Grace, Frank, Will, Ward, Nurse, Power, Parkinson, Foley ...).
"""

FEMALE_FIRST = [
    # Irish / Scottish / Welsh
    "Aoife", "Siobhan", "Niamh", "Orla", "Sinead", "Ciara", "Grainne", "Roisin",
    "Aisling", "Deirdre", "Maeve", "Eimear", "Clodagh", "Saoirse", "Eilidh",
    "Morag", "Catriona", "Bethan", "Cerys", "Rhian", "Seren", "Nuala", "Brid",
    # English
    "Margaret", "Patricia", "Susan", "Jean", "Eileen", "Brenda", "Pauline",
    "Janet", "Joan", "Doreen", "Gladys", "Beryl", "Elsie", "Shirley", "Wendy",
    "Tracey", "Karen", "Gemma", "Chloe", "Hannah", "Lucy", "Charlotte",
    "Stacey", "Kayleigh", "Maureen", "Sheila", "Valerie", "Linda",
    # word names
    "Hope", "Grace", "Faith", "Joy", "Ivy", "Holly", "Rose", "Dawn", "Amber",
    "Heather", "May", "June", "April", "Pearl", "Hazel", "Iris", "Violet",
    "Daisy", "Summer", "Robin", "Patience", "Ruby",
    # South Asian
    "Priya", "Anjali", "Sunita", "Farzana", "Nasreen", "Shabnam", "Harpreet",
    "Kiran", "Meena", "Ayesha", "Rukhsana", "Lakshmi",
    # West / East African
    "Adaeze", "Ngozi", "Chiamaka", "Funmilayo", "Abena", "Akosua", "Amina",
    "Fatima", "Hodan", "Ifeoma", "Yetunde", "Wanjiru",
    # Central / Eastern European
    "Agnieszka", "Katarzyna", "Magdalena", "Joanna", "Ewa", "Ioana",
    "Andreea", "Rasa", "Ieva", "Oksana", "Zuzana",
    # East / South-East Asian
    "Mei Ling", "Xiaoling", "Li Na", "Jing", "Maricel", "Rowena", "Thi Lan",
    "Hien", "Yuki",
    # Caribbean / Arabic / Lusophone
    "Marcia", "Claudette", "Beverley", "Yvonne", "Layla", "Noor", "Mariam",
    "Samira", "Ana Paula", "Joana", "Beatriz",
]

MALE_FIRST = [
    "Padraig", "Cathal", "Declan", "Eoin", "Ciaran", "Donal", "Seamus",
    "Fergal", "Oisin", "Tadhg", "Colm", "Diarmuid", "Eamon", "Fionn",
    "Dafydd", "Rhys", "Gethin", "Hamish", "Callum", "Euan", "Alasdair",
    "John", "David", "Michael", "Peter", "Brian", "Kevin", "Gary", "Stephen",
    "Alan", "Derek", "Keith", "Trevor", "Graham", "Colin", "Nigel",
    "Malcolm", "Dennis", "Ronald", "Stanley", "Albert", "Harold", "Kenneth",
    "Frank", "Mark", "Will", "Bill", "Jack", "Ray", "Rob", "Guy", "Sandy",
    "Rusty", "Lance", "Victor", "Neil",
    "Arjun", "Rajesh", "Sanjay", "Imran", "Farhan", "Tariq", "Mohammed",
    "Gurpreet", "Harjit", "Vikram", "Anil",
    "Chidi", "Emeka", "Oluwaseun", "Tunde", "Kwame", "Kofi", "Yaw", "Abdi",
    "Mohamed", "Samuel", "Babajide",
    "Krzysztof", "Tomasz", "Piotr", "Marek", "Andrzej", "Mihai", "Florin",
    "Darius", "Vytautas", "Jonas",
    "Wei", "Jian", "Hao", "Minh", "Tuan", "Jose", "Rodel",
    "Omar", "Khalid", "Yusuf", "Hassan", "Joao", "Rui", "Tiago",
    "Delroy", "Winston", "Leroy",
]

SURNAMES = [
    # Irish
    "Murphy", "Kelly", "O'Brien", "O'Sullivan", "Walsh", "Byrne", "Ryan",
    "O'Connor", "McCarthy", "Doyle", "Gallagher", "Quinn", "Brennan",
    "Fitzgerald", "Nolan", "Power", "Kavanagh", "Mac Giolla Phadraig",
    "Ni Bhriain", "O Ceallaigh", "Foley", "Colles", "Barrett", "Dunne",
    "Geraghty", "Moloney", "Treacy", "O'Donoghue-Hayes",
    # English / ordinary words / eponyms
    "Smith", "Jones", "Taylor", "Brown", "Wilson", "Robinson", "Wright",
    "Thompson", "Walker", "Hughes", "Edwards", "Turner", "Parkinson",
    "Addison", "Graves", "Bell", "Hodgkin", "Baker", "Cook", "Mason",
    "Bishop", "Ward", "Nurse", "Day", "Hill", "Stone", "Wood", "Marsh",
    "Banks", "Cross", "King", "Page", "Little", "Moody", "Hardy", "Swift",
    "Frost", "Love", "Sweet", "Rich", "Church", "Fields", "Waters", "Rivers",
    "Brooks", "Long", "Short", "Sharp", "Best", "Green", "White", "Black",
    "Fox", "Lamb", "Swan", "Major", "Hope", "Bland", "Smith-Jones",
    # Scottish / Welsh
    "MacDonald", "Campbell", "Stewart", "Fraser", "McLeod", "Evans",
    "Davies", "Llewellyn", "Pritchard", "ap Rhys",
    # South Asian
    "Patel", "Shah", "Khan", "Hussain", "Begum", "Ahmed", "Chowdhury",
    "Singh", "Kaur", "Sharma", "Gupta", "Iyer", "Nair", "Rahman", "Malik",
    "Bhatt",
    # African
    "Okafor", "Adeyemi", "Okonkwo", "Mensah", "Boateng", "Asante",
    "Abdullahi", "Mohamud", "Nwosu", "Eze", "Oyelaran", "Okafor-Reid",
    "Kamau",
    # European
    "Kowalski", "Nowak", "Wisniewski", "Kaminska", "Zielinska", "Popescu",
    "Ionescu", "Kazlauskas", "Petrauskiene", "Shevchenko", "van der Berg",
    "Novakova",
    # East / South-East Asian
    "Chen", "Wong", "Li", "Zhang", "Nguyen", "Tran", "Santos", "Reyes",
    "Dela Cruz", "Bautista", "Tanaka",
    # Lusophone / Arabic / Caribbean
    "Ferreira", "Costa", "da Silva", "Oliveira", "de Souza", "Al-Sayed",
    "Haddad", "Mansour", "El-Amin", "Francis", "Clarke", "Grant",
]

NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Trish", "Michael": "Mick",
    "Padraig": "Paddy", "Kenneth": "Ken", "Ronald": "Ron", "David": "Dave",
    "Peter": "Pete", "Stanley": "Stan", "Albert": "Bertie", "Seamus": "Shay",
    "Elsie": "Els", "Eileen": "Lena", "William": "Billy", "Oluwaseun": "Seun",
    "Krzysztof": "Chris", "Katarzyna": "Kasia", "Agnieszka": "Aga",
    "Declan": "Dec", "Samuel": "Sam", "Anjali": "Anju",
}

TOWNS_UK = [
    "Harrowmere", "Eastwold Magna", "Fenwick Parva", "Castle Ardley",
    "Netherholt", "Kingsmere", "Ravensdyke", "Sallowford", "Tolverton",
    "Brindlecombe", "Marrowgate", "Stonewyke", "Ashcarrow", "Quillingham",
    "Dunmarrow", "Milbury Cross", "Penhallow Sands", "Wexcombe Regis",
    "Hollinsby", "Caldermouth", "Oakhollow", "Little Brannock",
    "Thistlebury", "Coldharbour Vale", "Port Elveden", "Grimsholt",
    "Upper Sallow", "Bramblethorpe", "Newton Ardwell", "Lowick Fen",
]

TOWNS_IE = [
    "Ballycarrig", "Kilmorran", "Carrigmore", "Drumlassan", "Inishvarra",
    "Rathcullen", "Knockbrenna", "Lisnavanagh", "Clonmorrow", "Tullynacross",
    "Ardvalla", "Glenbrenna", "Castlemorran", "Ballinvarra", "Kilcurragh",
    "Dromkeel", "Ennisvarra", "Portmorran", "Rosscarrig", "Templenoe Bridge",
    "Mullaghvarra", "Cloonbrack", "Ballyfearna", "Kilbrannock",
]

COUNTIES_UK = [
    "Wexmoorshire", "North Harrowdale", "Eastmarch", "Calderwold",
    "Brindleshire", "West Sallowdale", "Fenmarch",
]

COUNTIES_IE = [
    "Ardvalla", "Lisdrum", "Kilvarra", "Dunbrenna", "Glenmorrow",
    "Carrigbeg", "Rossvarra",
]

STREET_NAMES = [
    "Orchard Rise", "Carrig View", "Fenwick Terrace", "Station Road",
    "Main Street", "Church Lane", "Mill Close", "Harbour Row",
    "St Brendan's Park", "Ashgrove Avenue", "Tolverton Way", "Kingsmere Drive",
    "Bramble Court", "Quarry Hill", "Larkspur Gardens", "Heron Crescent",
    "Willowbank", "The Paddocks", "Chapel Street", "Green Lane",
    "Castle View Heights", "Marrowgate Road", "Sallow Walk", "Dunmarrow Park",
    "Riverside Mews", "Kilmorran Road", "Rathcullen Grove", "Abbey Close",
    "Ferryhill Lane", "Glebe Cottages", "Meadowsweet Way", "Old Forge Lane",
    "Lisnavanagh Road", "Ballycarrig Lawns", "Beech Hill Drive",
    "Knockbrenna Heights", "Cloonbrack Avenue", "Pound Lane",
]

UNIT_PREFIX = ["Flat", "Apt", "Apartment", "Unit", "No."]

US_STATES = [
    ("Massachusetts", "MA"), ("Ohio", "OH"), ("New York", "NY"),
    ("Illinois", "IL"), ("Texas", "TX"), ("California", "CA"),
    ("Florida", "FL"), ("Pennsylvania", "PA"), ("New Jersey", "NJ"),
    ("Georgia", "GA"), ("Michigan", "MI"), ("Oregon", "OR"),
    ("Arizona", "AZ"), ("Minnesota", "MN"), ("Virginia", "VA"),
    ("Connecticut", "CT"), ("Colorado", "CO"), ("Maryland", "MD"),
]

US_TOWNS = [
    "Fairbrook", "Maple Hollow", "Cedar Falls Junction", "Eastport Landing",
    "Harlow Springs", "Wexford Mills", "Pine Bluff Crossing", "Lakeview Park",
]

COUNTRIES = [
    "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh",
    "Philippines", "Romania", "Lithuania", "Portugal", "Brazil", "Spain",
    "Somalia", "Kenya", "China", "Vietnam", "Jamaica", "Australia",
    "Canada", "Italy", "France", "Germany", "Ukraine", "Sudan", "Egypt",
    "Morocco", "Turkey", "Greece", "Thailand", "South Africa",
    "United States", "New Zealand",
]

HOME_COUNTRIES_UK = ["England", "Scotland", "Wales", "Northern Ireland"]

HOSPITALS_UK = [
    "Harrowmere General Hospital", "Royal Eastwold Infirmary",
    "Kingsmere Community Hospital", "St Aldric's Hospital",
    "Netherholt District General Hospital", "Sallowford Royal Hospital",
    "Queen Adela Hospital", "Tolverton Memorial Hospital",
    "Brindlecombe Royal Infirmary", "Marrowgate University Hospital",
]

HOSPITALS_IE = [
    "Carrigmore University Hospital", "St Fionnan's Hospital",
    "Ballycarrig General Hospital", "Mercy Hospital Kilmorran",
    "Rathcullen Regional Hospital", "St Enda's University Hospital",
    "Clonmorrow Community Hospital", "Ardvalla Private Clinic",
]

HOSP_SHORT = {
    "Harrowmere General Hospital": "HGH", "Royal Eastwold Infirmary": "REI",
    "Netherholt District General Hospital": "NDGH",
    "Sallowford Royal Hospital": "SRH", "Queen Adela Hospital": "QAH",
    "Marrowgate University Hospital": "MUH",
    "Brindlecombe Royal Infirmary": "BRI",
    "Carrigmore University Hospital": "CUH",
    "Ballycarrig General Hospital": "BGH",
    "Rathcullen Regional Hospital": "RRH",
    "St Enda's University Hospital": "SEUH",
}

TRUSTS_UK = [
    "Harrowmere and Eastwold Hospitals NHS Foundation Trust",
    "Sallowford Teaching Hospitals NHS Trust",
    "North Harrowdale Health Board",
    "Marrowgate and Tolverton NHS Foundation Trust",
]

GP_PRACTICES_UK = [
    "Fenwick Road Surgery", "Ashgrove Medical Centre", "The Old Forge Practice",
    "Quillingham Health Centre", "Stonewyke Family Practice",
    "Castle Ardley Surgery", "Riverside Mews Medical Group",
    "Milbury Cross Surgery", "Thistlebury Partnership",
]

GP_PRACTICES_IE = [
    "Ballycarrig Family Practice", "Kilmorran Health Centre",
    "Main Street Medical Clinic Rathcullen", "Drumlassan Primary Care Centre",
    "Clonmorrow Medical Practice", "Knockbrenna Surgery",
]

CARE_HOMES = [
    "Larchfield Nursing Home", "Sallow Court Care Home", "Oakhollow Lodge",
    "St Ita's Nursing Home", "Brambles Residential Home",
    "Heatherlea Care Centre", "Ardvalla House Nursing Home",
    "Millbrook Manor", "Kingsmere Court",
]

PHARMACIES = [
    "Quillingham Pharmacy", "McGrath's Pharmacy", "Brindle Chemists",
    "Castle Ardley Pharmacy", "Dunne's Late Night Pharmacy",
    "Harbour Row Chemist", "Kilmorran Pharmacy",
]

WARDS = [
    "Larch Ward", "Rowan Ward", "Heron Ward", "Kingfisher Ward",
    "St Brigid's Ward", "Nightingale Ward", "Osprey Ward", "Aspen Ward",
    "Holly Ward", "Ivy Ward", "Willow Ward", "Curlew Ward", "St Oran's Ward",
    "Hazel Ward", "Juniper Ward", "Lapwing Ward", "Cedar Ward",
    "St Luke's Ward", "Foxglove Ward", "Bluebell Ward",
]

EMPLOYERS = [
    "Northvale Logistics", "Carrigmore Creamery", "Brindle & Sons Builders",
    "Harrowmere Borough Council", "Kilmorran GAA Club", "Quillingham Buses",
    "Tolverton Meats Ltd", "Ashcarrow Credit Union", "Fenwick Engineering",
    "Marrowgate Tech Solutions", "Dunmarrow Quarry", "Glenmorrow Hotel Group",
    "Sallowford Post Office", "Kingsmere Academy", "St Oran's National School",
    "Eastwold Garden Centre", "Rathcullen Mart", "Penhallow Fisheries",
    "Stonewyke Steelworks", "Ballycarrig Co-op", "Holloway & Frost Solicitors",
    "Castle Ardley Cleaning Services", "Larkspur Software",
    "Inishvarra Ferries", "Thistlebury Distillery",
]

ORGS_OTHER = [
    "St Colman's Parish", "Kingsmere Carers Trust", "BrightPath Homecare",
    "CarePoint Home Support", "Harrowmere Housing Association",
    "Rathcullen Men's Shed", "Sallowford Baptist Church",
    "Eastwold Mosque Trust", "Kilmorran Day Centre Committee",
    "Quillingham Rotary Club", "Tolverton Food Bank",
]

INSURERS = [
    "Albion Health Assurance", "Laurel Health Insurance", "Emerald Cover",
    "Harbor Mutual", "Keystone Benefit Plan", "Shamrock Medical Cover",
]

PROFESSIONS = [
    "postman", "farmer", "bus driver", "HGV driver", "welder", "electrician",
    "plumber", "primary school teacher", "solicitor", "accountant",
    "taxi driver", "chef", "barista", "carpenter", "dairy farmer",
    "fisherman", "publican", "care assistant", "nurse", "civil servant",
    "shop assistant", "factory worker", "labourer", "builder", "hairdresser",
    "software developer", "pharmacist", "security guard", "cleaner",
    "lorry driver", "roofer", "mechanic", "garda", "police officer",
    "firefighter", "librarian", "nursery nurse", "estate agent",
    "bank clerk", "miner", "shipyard worker", "soldier", "dental nurse",
    "porter", "teaching assistant", "secretary", "seamstress", "joiner",
    "postmistress", "bricklayer",
]

RELATIONS = [
    "wife", "husband", "daughter", "son", "partner", "sister", "brother",
    "niece", "nephew", "neighbour", "friend", "granddaughter", "grandson",
    "daughter-in-law", "son-in-law", "carer", "mother", "father",
]

HOLIDAYS = [
    "Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "Easter",
    "Easter Monday", "St Patrick's Day", "Hallowe'en", "St Stephen's Day",
    "New Year's Eve",
]

SPECIALTIES = [
    "Acute Medicine", "Respiratory", "Cardiology", "Gastroenterology",
    "Care of the Elderly", "Diabetes & Endocrinology", "Renal", "Neurology",
    "Stroke", "Rheumatology", "Haematology", "Oncology",
]

GRADES = ["FY1", "FY2", "CT1", "CT2", "IMT1", "IMT2", "IMT3", "SHO", "SpR",
          "StR", "Reg", "SHO (GP VTS)", "Intern", "Registrar"]

NURSE_TITLES = ["Sr", "SN", "CNM2", "Staff Nurse", "Charge Nurse", "CNS"]

DRUGS = [
    "Apixaban 5 mg BD", "Apixaban 2.5 mg BD", "Bisoprolol 2.5 mg OD",
    "Ramipril 5 mg OD", "Atorvastatin 40 mg ON", "Metformin 500 mg BD",
    "Furosemide 40 mg OM", "Omeprazole 20 mg OD", "Lansoprazole 30 mg OD",
    "Amlodipine 10 mg OD", "Levothyroxine 100 micrograms OD",
    "Paracetamol 1 g QDS PRN", "Co-codamol 30/500 2 tabs QDS PRN",
    "Oramorph 2.5-5 mg 2-hourly PRN", "Adcal-D3 1 tab BD",
    "Alendronic acid 70 mg once weekly", "Sertraline 50 mg OD",
    "Mirtazapine 15 mg ON", "Donepezil 10 mg ON", "Co-careldopa 25/100 TDS",
    "Tiotropium 18 mcg inh OD", "Salbutamol 100 mcg 2 puffs PRN",
    "Fostair 100/6 2 puffs BD", "Prednisolone 30 mg OD for 5/7",
    "Doxycycline 100 mg OD", "Enoxaparin 40 mg SC OD",
    "Insulin glargine 18 units ON", "Gliclazide 80 mg BD",
    "Edoxaban 60 mg OD", "Warfarin as per INR (target 2-3)",
    "Digoxin 125 micrograms OD", "Spironolactone 25 mg OD",
    "Tamsulosin 400 micrograms ON", "Finasteride 5 mg OD", "Senna 15 mg ON",
    "Laxido 1 sachet BD", "Thiamine 100 mg TDS", "Ferrous fumarate 210 mg BD",
    "Clopidogrel 75 mg OD", "Aspirin 75 mg OD", "GTN spray 400 mcg PRN",
    "Isosorbide mononitrate MR 60 mg OM", "Levetiracetam 500 mg BD",
    "Quetiapine 25 mg ON", "Nitrofurantoin MR 100 mg BD",
    "Dapagliflozin 10 mg OD", "Sacubitril/valsartan 49/51 mg BD",
    "Methotrexate 15 mg once weekly", "Folic acid 5 mg once weekly",
    "Allopurinol 100 mg OD", "Colchicine 500 micrograms BD",
    "Hydroxocobalamin 1 mg IM 3-monthly", "Sodium valproate 500 mg BD",
    "Morphine sulfate MR 10 mg BD", "Pregabalin 75 mg BD",
    "Amitriptyline 10 mg ON", "Citalopram 20 mg OD", "Lactulose 10 ml BD",
    "Budesonide/formoterol 200/6 1 puff BD", "Candesartan 8 mg OD",
    "Rivaroxaban 20 mg OD with food", "Carbocisteine 750 mg TDS",
]

IV_DRUGS = [
    "Co-amoxiclav 1.2 g IV TDS", "Piperacillin-tazobactam 4.5 g IV TDS",
    "Ceftriaxone 2 g IV OD", "Clarithromycin 500 mg IV BD",
    "Amoxicillin 1 g IV TDS", "Gentamicin 5 mg/kg IV (levels)",
    "Vancomycin IV as per protocol", "Metronidazole 500 mg IV TDS",
    "Pabrinex 2 pairs IV TDS", "Furosemide 80 mg IV BD",
    "Hartmann's 1 L over 8 h", "0.9% NaCl 1 L over 6 h",
    "Meropenem 1 g IV TDS", "Hydrocortisone 100 mg IV QDS",
    "Terlipressin 2 mg IV QDS", "Omeprazole 40 mg IV BD",
]

DIAGNOSES = [
    ("Community-acquired pneumonia", "J18.9"), ("Infective exacerbation of COPD", "J44.1"),
    ("Urinary tract infection", "N39.0"), ("Acute kidney injury stage 2", "N17.9"),
    ("Atrial fibrillation with fast ventricular response", "I48.9"),
    ("Decompensated heart failure", "I50.9"), ("Pulmonary embolism", "I26.9"),
    ("Left leg cellulitis", "L03.1"), ("Fall with long lie", "W19"),
    ("Delirium", "F05.9"), ("Hyponatraemia", "E87.1"), ("Hypoglycaemia", "E16.2"),
    ("Diabetic ketoacidosis", "E10.1"), ("Ischaemic stroke", "I63.9"),
    ("TIA", "G45.9"), ("Upper GI bleed", "K92.2"), ("Alcohol withdrawal", "F10.3"),
    ("Decompensated alcohol-related liver disease", "K70.3"),
    ("Acute pancreatitis", "K85.9"), ("Syncope", "R55"), ("NSTEMI", "I21.4"),
    ("COVID-19 pneumonitis", "U07.1"), ("Clostridioides difficile colitis", "A04.7"),
    ("Symptomatic anaemia", "D64.9"), ("Sepsis, source unclear", "A41.9"),
    ("Hypercalcaemia", "E83.5"), ("Breakthrough seizure", "G40.9"),
    ("Aspiration pneumonia", "J69.0"), ("Hypokalaemia", "E87.6"),
    ("Frailty / reduced mobility", "R26.8"), ("Lower respiratory tract infection", "J22"),
]

PMH = [
    ("T2DM", "E11.9"), ("Hypertension", "I10"), ("CKD stage 3b", "N18.3"),
    ("COPD", "J44.9"), ("Asthma", "J45.9"), ("Mixed dementia", "F03"),
    ("Osteoarthritis", "M19.9"), ("Hypothyroidism", "E03.9"),
    ("Osteoporosis", "M81.9"), ("Parkinson's disease", "G20"),
    ("Depression", "F32.9"), ("Gout", "M10.9"), ("Paroxysmal AF", "I48.0"),
    ("IHD s/p PCI", "I25.1"), ("Previous CVA", "I69.3"), ("HFrEF (EF 35%)", "I50.1"),
    ("Addison's disease", "E27.1"), ("Graves' disease (treated)", "E05.0"),
    ("Bell's palsy (resolved)", "G51.0"), ("Crohn's disease", "K50.9"),
    ("Barrett's oesophagus", "K22.7"), ("Hodgkin lymphoma, in remission", "C81.9"),
    ("Wilson's disease", "E83.0"), ("Alzheimer's disease", "G30.9"),
    ("Raynaud's phenomenon", "I73.0"), ("Sjogren's syndrome", "M35.0"),
    ("Colles' fracture L wrist", "S52.5"), ("Cushing's syndrome (iatrogenic)", "E24.2"),
    ("Polymyalgia rheumatica", "M35.3"), ("BPH", "N40"), ("Epilepsy", "G40.9"),
    ("Alcohol excess", "F10.1"), ("OSA on CPAP", "G47.3"), ("Hepatitis C (treated)", "B18.2"),
]

PROCEDURES = [
    ("Laparoscopic appendicectomy", "H01.1", "44970"),
    ("Hemiarthroplasty R hip", "W46.1", "27125"),
    ("DHS L NOF", "W24.1", "27244"), ("Laparoscopic cholecystectomy", "J18.3", "47562"),
    ("Hartmann's procedure", "H33.5", "44143"),
    ("EUA + drainage perianal abscess", "H58.2", "46050"),
    ("ORIF R ankle", "W19.1", "27814"),
    ("Washout + debridement L foot", "S57.1", "11042"),
    ("TURP", "M65.3", "52601"), ("Insertion R ureteric stent", "M29.2", "52332"),
    ("Emergency laparotomy", "T30.9", "49000"),
    ("Flexible cystoscopy", "M45.9", "52000"),
    ("MUA + K-wires distal radius", "W26.1", "25606"),
    ("Dual chamber pacemaker insertion", "K60.1", "33208"),
    ("OGD +/- banding", "G45.1", "43244"), ("Incision + drainage neck abscess", "S47.1", "21501"),
    ("Whipple's pancreaticoduodenectomy", "J56.1", "48150"),
    ("Above knee amputation L", "X09.3", "27590"),
]

DEVICE_KINDS = [
    ("PPM", "SN"), ("dual chamber PPM", "serial"), ("ICD", "SN"),
    ("CRT-D", "serial no."), ("insulin pump", "serial"), ("CPAP machine", "serial"),
    ("syringe driver", "asset no."), ("Alaris pump", "asset"), ("loop recorder", "SN"),
    ("home NIV", "serial"), ("glucose sensor", "sensor ID"),
    ("VAD controller", "SN"), ("cochlear implant processor", "SN"),
]

DEVICE_MODELS = [
    "Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity",
    "ResMed AirSense 10", "McKinley T34", "Alaris GP", "Reveal LINQ",
    "Omnipod", "FreeStyle Libre 2", "Tandem t:slim",
]

AMBULANCE_SERVICES = [
    "Harrowdale Ambulance Service", "Eastmarch Ambulance Service",
    "Glenmorrow Ambulance Service", "Ardvalla Fire & Ambulance",
]

LANDMARKS = [
    "the Carrig Arms", "Kingsmere Leisure Centre", "Tolverton bus station",
    "the Penhallow slipway", "Marrowgate retail park", "Rathcullen Mart car park",
    "the Old Forge car park", "Quillingham library", "Ballycarrig GAA grounds",
    "Harbour Row playground", "the Heron Inn", "Castle Ardley railway bridge",
]
