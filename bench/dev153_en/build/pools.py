"""Invented name, place and organisation pools (many origins)."""

GIVEN_F = [
    # English / Scottish / Welsh
    "Margaret", "Eileen", "Joan", "Doreen", "Pauline", "Gwen", "Hazel", "Brenda", "Sheila", "Elspeth",
    "Morag", "Isla", "Fiona", "Rhiannon", "Carys", "Lorna", "Beryl", "Jean", "Kathleen", "Alison",
    # Irish
    "Siobhan", "Aoife", "Niamh", "Brid", "Maire", "Grainne", "Orla", "Sinead", "Deirdre", "Caoimhe",
    "Nuala", "Roisin", "Eimear", "Treasa",
    # Hispanic / Portuguese
    "Lucia", "Mercedes", "Ines", "Rosario", "Graciela", "Marisol", "Beatriz", "Conceicao",
    # West African
    "Adaeze", "Folasade", "Abena", "Yetunde", "Chiamaka", "Ama", "Nkechi", "Efua", "Aminata",
    # South Asian
    "Priya", "Sunita", "Harpreet", "Nasreen", "Farzana", "Kamala", "Lakshmi", "Shabnam", "Anjali",
    # East Asian
    "Mei", "Xiu Ying", "Yuki", "Hana", "Min-ji", "Thanh", "Lan", "Jia",
    # Eastern European
    "Agnieszka", "Halina", "Irena", "Olena", "Ludmila", "Zofia", "Katarzyna", "Daiva", "Ilona",
    # Arabic / Middle Eastern
    "Fatima", "Layla", "Samira", "Noor", "Rania", "Huda", "Amal",
    # Pacific / Maori / Indigenous
    "Mere", "Aroha", "Losa", "Talia", "Kiri", "Wiremu", "Makerita",
    # Scandinavian / other
    "Ingrid", "Astrid", "Greta",
]

GIVEN_M = [
    "Harold", "Dennis", "Clifford", "Stanley", "Geoffrey", "Malcolm", "Alistair", "Hamish", "Dougal",
    "Gareth", "Rhys", "Bryn", "Trevor", "Norman", "Alan", "Keith", "Derek", "Raymond",
    "Padraig", "Seamus", "Ciaran", "Donal", "Eoin", "Fergal", "Cathal", "Tadhg", "Oisin", "Declan",
    "Diarmuid", "Colm",
    "Joaquin", "Alejandro", "Rodrigo", "Emilio", "Ramon", "Tiago", "Aurelio",
    "Chukwuemeka", "Kwame", "Oluwaseun", "Kofi", "Babatunde", "Ifeanyi", "Yaw", "Mamadou", "Ousmane",
    "Rajesh", "Sanjay", "Gurdeep", "Imran", "Tariq", "Venkat", "Arjun", "Mohinder", "Bilal",
    "Wei", "Hiroshi", "Jun", "Minh", "Takeshi", "Sung-ho", "Bao",
    "Tomasz", "Grzegorz", "Andrius", "Dmytro", "Vasile", "Miroslav", "Bogdan", "Janusz",
    "Yusuf", "Khalid", "Omar", "Hassan", "Ibrahim", "Karim",
    "Sione", "Tane", "Manaia", "Rawiri", "Tevita",
    "Lars", "Henrik",
]

SURNAMES = [
    "Ashworth", "Pemberton", "Hollis", "Thwaite", "Blackwood", "Rudd", "Fairbairn", "Whitlock",
    "Cattermole", "Greaves", "Oldroyd", "Penhaligon", "Tresize", "Hargreaves", "Kettlewell",
    "MacAskill", "McCrindle", "Drummond", "Sinclair", "Urquhart", "Buchanan", "Laidlaw", "MacLeod",
    "Pryce", "Llewellyn", "Vaughan", "Bevan", "Gwilym",
    "O'Driscoll", "Ni Bhriain", "Mac Giolla", "Keohane", "Fitzgibbon", "Scanlon", "Mulcahy",
    "O'Sullivan", "Breathnach", "Dunphy", "Coughlan", "Ó Súilleabháin", "McGettigan", "Tierney",
    "Brennan", "Hegarty", "Cusack", "Moynihan", "Lenihan", "Geoghegan",
    "Alvarez", "Quintero", "Delgado", "Barrientos", "Sousa", "Figueroa", "Echeverria", "Mendoza",
    "Okonkwo", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Owusu", "Diallo", "Okafor", "Adebayo",
    "Asante", "Eze", "Traore",
    "Patel", "Chaudhry", "Sandhu", "Ramaswamy", "Bhattacharya", "Iyer", "Malik", "Rahman", "Gill",
    "Kaur", "Siddiqui", "Nair",
    "Chen", "Nakamura", "Tanaka", "Nguyen", "Park", "Lim", "Huang", "Tran", "Kwon",
    "Kowalczyk", "Wisniewski", "Nowakowska", "Petrauskas", "Kovalenko", "Popescu", "Horvath",
    "Dvorak", "Zielinski",
    "Haddad", "Al-Masri", "Khoury", "Mansour", "Farouk", "Nassar",
    "Tuilagi", "Ngata", "Fonoti", "Tupou", "Whaanga",
    "Lindqvist", "Johansen",
]

NICKNAMES = ["Peggy", "Bunny", "Paddy", "Sandy", "Dot", "Tommo", "Mags", "Babs", "Gerry", "Kit"]

# Staff first names tend to be informal on handovers
STAFF_GIVEN = ["Becca", "Jo", "Tom", "Aisling", "Kemi", "Ravi", "Ellie", "Sam", "Dara", "Maeve",
               "Chidi", "Nisha", "Luke", "Hollie", "Jack", "Ewa", "Marco", "Shauna", "Tunde", "Amy",
               "Ciara", "Owen", "Kasia", "Ricky", "Mo", "Ana", "Sorcha", "Femi", "Liam", "Jas"]

UK_TOWNS = ["Thornbury Vale", "Ashcombe", "Kilnsey Bridge", "Market Holloway", "Wetherden",
            "Brackley Fold", "Carrowmere", "Dunmorrow", "Eastleigh Down", "Fenwick Cross",
            "Glenfarrow", "Hallam Moor", "Ivybridge End", "Langmead", "Moorbeck", "Northcote Spa",
            "Pellworth", "Redhithe", "Saltmarsh", "Tollerby", "Upper Wyvern", "Whitby Lees",
            "Aberlyn", "Craigmore", "Penhallow"]
UK_COUNTIES = ["Wessexshire", "North Fenland", "Borsetshire", "Mercia Vale", "South Wealden",
               "Lothian Braes", "Gwent Uplands", "Tyneside"]
UK_REGIONS = ["West Midlands", "East Anglia", "the North East", "Yorkshire and the Humber",
              "South West England", "the Scottish Borders", "North Wales"]
IE_TOWNS = ["Ballykeel", "Carrigbawn", "Kilmacrenny", "Rathdowney Cross", "Clonmore", "Drumlish",
            "Ennisbeg", "Tullagh", "Ballinacurra", "Castlekeeran", "Monasterboy", "Kilbrogan",
            "Glenmullen", "Ardnaree"]
IE_COUNTIES = ["Galway", "Mayo", "Kerry", "Donegal", "Tipperary", "Wexford", "Offaly", "Sligo",
               "Clare", "Cavan", "Roscommon", "Louth", "Leitrim", "Westmeath"]
IE_PROVINCES = ["Munster", "Leinster", "Connacht", "Ulster"]
US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Florida", "FL"),
             ("Minnesota", "MN"), ("Arizona", "AZ"), ("Georgia", "GA"), ("Vermont", "VT")]
FOREIGN = [("Ontario", "Canada"), ("Queensland", "Australia"), ("Bavaria", "Germany"),
           ("Andalusia", "Spain"), ("Masovia", "Poland"), ("Lagos State", "Nigeria"),
           ("Punjab", "Pakistan"), ("Kerala", "India"), ("Auckland Region", "New Zealand"),
           ("Transylvania", "Romania"), ("Brittany", "France"), ("Kaunas County", "Lithuania")]
COUNTRIES = ["Poland", "Romania", "Nigeria", "Ghana", "India", "Pakistan", "Portugal", "Spain",
             "Lithuania", "Brazil", "Philippines", "Syria", "Somalia", "Latvia", "Zimbabwe",
             "Sri Lanka", "Tonga", "Samoa", "Ukraine", "Jamaica", "Scotland", "Wales", "Canada",
             "the United States", "Australia", "Vietnam", "Iraq", "Sudan"]

STREET_NAMES = ["Tanner's Row", "Foundry Lane", "Mill Brae", "Kestrel Close", "Orchard Way",
                "Quarry Hill Road", "Station Terrace", "Lime Kiln Walk", "Hawthorn Drive",
                "St Aidan's Crescent", "Chapel Street", "Weavers Court", "Bog Road",
                "Castle View", "Harbour Parade", "Rookery Gardens", "Sycamore Avenue",
                "Bramble Mews", "Nun's Walk", "Glebe Park", "Fairgreen", "Tolka Grove",
                "Willowbank", "Heather Rise", "Canal Bank", "Ropewalk"]
HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Ardglass House", "Tigh na Mara", "Millbrook"]

# hospitals and wards (invented)
UK_HOSPITALS = ["Thornbury Vale General Hospital", "St Cuthbert's Infirmary", "Ashcombe Royal Hospital",
                "Moorbeck District General", "Queen Adelaide Hospital", "Fenwick Cross Community Hospital",
                "Royal Wessexshire Infirmary", "Langmead Memorial Hospital", "Pellworth Park Hospital"]
IE_HOSPITALS = ["St Finbarr's University Hospital", "Ballykeel Regional Hospital",
                "Our Lady of Lourdes Hospital Kilmacrenny", "Mater Misericordiae Carrigbawn",
                "St Brendan's General", "Clonmore County Hospital", "University Hospital Tullagh"]
WARDS = ["Larch Ward", "Rowan Ward", "Kingfisher Ward", "Heron Ward", "Bluebell Ward",
         "St Brigid's Ward", "St Joseph's Ward", "Ward 7B", "Ward 12", "Nightingale Ward",
         "Harebell Ward", "Osprey Ward", "St Kevin's Ward", "Aspen Ward", "Curlew Ward",
         "Hazel Ward", "Sorrel Ward", "Ward 4A", "St Luke's Ward", "Elm Ward", "Fuchsia Ward",
         "St Ita's Ward", "Cedar Ward", "Puffin Ward"]
UNITS = ["Mulberry Unit", "Drumlin Stroke Unit", "Burren Frailty Unit", "Kestrel Assessment Unit",
         "Fern Rehab Unit", "Calder Day Unit", "Avonlea Discharge Lounge"]
CARE_HOMES = ["Meadowcroft Care Home", "Sunnybank Nursing Home", "Ard Mhuire Nursing Home",
              "The Laurels Residential Home", "Cois Abhainn Care Centre", "Hilltop Lodge",
              "St Clare's Nursing Home", "Briarwood House", "Beechlawn Nursing Home"]
GP_PRACTICES = ["Moorbeck Health Centre", "Riverside Medical Practice", "Ashcombe Surgery",
                "The Glebe Practice", "Ballykeel Family Practice", "Harbour Street Surgery",
                "Carrowmere Medical Centre", "Tullagh Primary Care Centre", "Northcote Spa Surgery"]
PHARMACIES = ["Kelleher's Pharmacy", "Moorside Chemist", "Hickey's Late Night Pharmacy",
              "Fenwick Pharmacy", "Castle Street Pharmacy"]

ORGS = ["Carrowmere Creamery", "Tollerby Bus Company", "Redhithe Bakery", "Brackley Foods Ltd",
        "Ashcombe Grammar School", "Saint Colman's National School", "Wessex Freight Haulage",
        "Glenmullen GAA Club", "Moorbeck Methodist Church", "Kilbrogan Credit Union",
        "Pellworth Tiles", "Harbour Fisheries Co-op", "Langmead Library Trust", "Dunmorrow Quarries",
        "Fenwick Taxis", "St Aidan's Parish", "Northcote Spa Golf Club"]
AGENCIES = ["Bluebird Homecare", "Careline Partners", "Homestead Care Agency", "Caring Hands Ltd",
            "Rapid Response Reablement Team"]
INSURERS = ["Vhi Healthcare", "Laya Healthcare", "Irish Life Health", "Bupa", "AXA Health",
            "Aviva Health"]

PROFESSIONS = ["retired farmer", "farmer", "lorry driver", "retired teacher", "teacher", "bus driver",
               "publican", "carpenter", "electrician", "retired nurse", "postman", "shop assistant",
               "accountant", "plasterer", "retired miner", "fisherman", "chef", "taxi driver",
               "civil servant", "hairdresser", "security guard", "solicitor", "retired engineer",
               "care assistant", "dairy farmer", "builder", "cleaner", "retired police officer",
               "warehouse operative", "student", "barber", "bricklayer", "seamstress", "librarian",
               "retired dock worker", "software developer", "retired bank clerk", "priest"]

RELATIONS = ["wife", "husband", "daughter", "son", "niece", "nephew", "sister", "brother",
             "partner", "neighbour", "friend", "granddaughter", "grandson", "daughter-in-law",
             "son-in-law", "carer"]

# ---- non-PHI clinical content ----
DIAG_MED = ["CAP", "infective exacerbation of COPD", "urosepsis", "decompensated heart failure",
            "AKI on CKD 3b", "new AF with fast ventricular response", "DKA", "hyponatraemia",
            "upper GI bleed", "cellulitis L leg", "delirium ?cause", "fall ?mechanical", "syncope",
            "PE", "hypoactive delirium", "lower respiratory tract infection", "acute stroke (L MCA)",
            "TIA", "alcohol withdrawal", "hypercalcaemia", "C. difficile colitis", "pyelonephritis"]
DIAG_SURG = ["# NOF L, DHS", "# NOF R, hemiarthroplasty", "SBO, conservative", "lap chole",
             "acute pancreatitis", "perforated diverticulum, Hartmann's", "appendicectomy",
             "TKR R", "THR L", "# distal radius ORIF", "ischaemic toes", "incarcerated hernia",
             "ankle # ORIF", "collapse with # pubic rami", "Whipple's day 5", "cholangitis"]
EPONYM_SIGNS = ["Murphy's sign negative", "Glasgow-Blatchford score 6", "Wells score 2",
                "Waterlow 18", "Braden 14", "Clinical Frailty Scale 6", "4AT 5", "Barthel 45/100",
                "MUST 2", "Rockwood 7", "CURB-65 3", "Charlson 6", "GCS 14/15", "MMSE 19/30",
                "Abbey pain score 8", "AMTS 6/10", "Norton score 12", "Parkinson's disease",
                "Alzheimer's dementia", "Crohn's disease", "Paget's disease", "Colles' fracture",
                "Hartmann's procedure", "Foley catheter in situ", "Addison's disease"]
DRUGS = ["co-amoxiclav 1.2 g IV TDS", "Tazocin 4.5 g IV TDS", "apixaban 5 mg BD", "enoxaparin 40 mg SC OD",
         "furosemide 40 mg IV BD", "metoprolol 25 mg BD", "Oramorph 2.5-5 mg PRN",
         "paracetamol 1 g QDS", "doxycycline 100 mg OD", "prednisolone 30 mg OD",
         "chlordiazepoxide reducing regime", "Pabrinex 2 pairs TDS", "insulin VRIII",
         "levetiracetam 500 mg BD", "vancomycin 125 mg PO QDS", "Adcal-D3 1 tab BD",
         "ceftriaxone 2 g IV OD", "haloperidol 0.5 mg PRN", "clarithromycin 500 mg BD",
         "gentamicin (level due 06:00)", "Laxido 1 sachet BD", "Dalteparin 5000 units SC"]
LABS = ["Hb 84", "WCC 17.2", "CRP 212", "Na 124", "K 5.9", "urea 18.4", "creat 212", "eGFR 24",
        "lactate 3.1", "INR 3.8", "trop 45 -> 112", "BNP 2400", "Mg 0.58", "Ca (adj) 3.02",
        "ALT 88", "bili 41", "amylase 1480", "glucose 24.1", "ketones 4.2", "pH 7.21", "PLT 62",
        "HbA1c 71", "ferritin 12", "TSH 0.02", "D-dimer 2.1"]
VITALS = ["NEWS2 5", "NEWS2 3", "NEWS2 7", "NEWS 1", "BP 92/54", "HR 118", "RR 24", "SpO2 89% RA",
          "SpO2 94% on 2L NC", "T 38.4", "temp 37.9", "BM 3.2", "UO 15 ml/hr", "MAP 62", "CBG 22.8"]
