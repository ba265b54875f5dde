"""Invented name, place and organisation pools for dev216_en (author 216).

Everything here was made up for this set; any likeness to real people or
businesses is accidental. Lists (never sets) so that order is stable.
"""

AU_FIRST_F = [
    "Olivia", "Charlotte", "Mia", "Sienna", "Chloe", "Grace", "Matilda", "Ruby",
    "Jessica", "Emma", "Kylie", "Tracey", "Sharon", "Deborah", "Jennifer", "Karen",
    "Margaret", "Beryl", "Dorothy", "Joan", "Shirley", "Patricia", "Lorraine", "Heather",
    "Mei", "Linh", "Thi Hoa", "Priya", "Anjali", "Fatima", "Leila", "Maria",
    "Georgia", "Eleni", "Despina", "Giuseppina", "Rosa", "Tahlia", "Jade", "Kirra",
    "Narelle", "Bronwyn", "Wendy", "Colleen", "Yvonne", "Harper", "Isla", "Zara",
]
AU_FIRST_M = [
    "Jack", "Oliver", "William", "Noah", "Lachlan", "Cooper", "Harrison", "Riley",
    "Darren", "Craig", "Shane", "Wayne", "Brett", "Glenn", "Trevor", "Graham",
    "Keith", "Barry", "Kevin", "Ronald", "Neville", "Allan", "Colin", "Geoffrey",
    "Minh", "Duc", "Wei", "Jun", "Rajesh", "Arjun", "Mohammed", "Ahmed",
    "Nikos", "Giorgos", "Salvatore", "Vincenzo", "Tane", "Jayden", "Bailey", "Kai",
    "Mitchell", "Dylan", "Hamish", "Angus", "Bruce", "Des", "Ivan", "Tomasz",
]
AU_LAST = [
    "Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Johnson", "White",
    "Martin", "Anderson", "Thompson", "Nguyen", "Tran", "Le", "Pham", "Chen",
    "Wang", "Li", "Zhang", "Patel", "Sharma", "Singh", "Kaur", "Khan",
    "Papadopoulos", "Georgiou", "Nikolaidis", "Rossi", "Russo", "Esposito", "Romano", "Costa",
    "Haddad", "Nassar", "Khoury", "Campbell", "Stewart", "MacDonald", "Fraser", "Hughes",
    "Kowalski", "Novak", "Petrovic", "Jovanovic", "Watego", "Mundine", "Saunders", "Bell",
    "Harris", "Clarke", "Lewis", "Walker", "Hall", "Young", "King", "Wright",
    "McKenzie", "Sullivan", "Kelly", "Ryan", "Fitzpatrick", "Hoang", "Vu", "Dang",
]
IE_FIRST_F = [
    "Aoife", "Siobhán", "Niamh", "Eimear", "Gráinne", "Róisín", "Saoirse", "Caoimhe",
    "Orla", "Sinéad", "Clodagh", "Deirdre", "Máire", "Bríd", "Nora", "Peig",
    "Mary", "Kathleen", "Bridget", "Margaret", "Teresa", "Catherine", "Eileen", "Philomena",
    "Ciara", "Aisling", "Emer", "Fiadh", "Ava", "Lily", "Sophie", "Éabha",
    "Agnieszka", "Katarzyna", "Oluwaseun", "Adaeze", "Ana Paula", "Ieva", "Meabh", "Laoise",
]
IE_FIRST_M = [
    "Seán", "Ciarán", "Pádraig", "Oisín", "Cian", "Darragh", "Eoin", "Conor",
    "Dónal", "Tadhg", "Fionn", "Ruairí", "Colm", "Diarmuid", "Micheál", "Séamus",
    "Patrick", "John", "Michael", "Thomas", "Declan", "Brendan", "Gerard", "Noel",
    "Liam", "Jack", "James", "Cathal", "Niall", "Kieran", "Finbarr", "Dermot",
    "Piotr", "Tomasz", "Chukwuemeka", "Tunde", "Lucas", "Rafael", "Mantas", "Senan",
]
IE_LAST = [
    "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor",
    "O'Neill", "O'Reilly", "Doyle", "McCarthy", "Gallagher", "O'Doherty", "Kennedy", "Lynch",
    "Murray", "Quinn", "Moore", "McLoughlin", "O'Carroll", "Connolly", "Daly", "O'Connell",
    "Fitzgerald", "Kavanagh", "Nolan", "Brennan", "Dunne", "Hegarty", "Cronin", "Sheehan",
    "Ní Bhriain", "Ó Súilleabháin", "Mac Giolla Phádraig", "Ó Ceallaigh", "de Búrca", "Mac Cárthaigh",
    "Nowak", "Kowalczyk", "Adeyemi", "Okonkwo", "da Silva", "Kazlauskas", "Fennelly", "Costigan",
    "Tierney", "Horgan", "Buckley", "Twomey", "Mulcahy", "Coughlan", "Fahy", "Hanrahan",
]
NICK = {
    "William": "Bill", "Margaret": "Peggy", "Patricia": "Trish", "Patrick": "Paddy",
    "Michael": "Mick", "Thomas": "Tom", "Ronald": "Ron", "Geoffrey": "Geoff",
    "Kathleen": "Kay", "Bridget": "Biddy", "Catherine": "Cathy", "Jennifer": "Jen",
    "Deborah": "Deb", "Dorothy": "Dot", "Lachlan": "Lachie", "Harrison": "Harry",
    "Giuseppina": "Pina", "Salvatore": "Sal", "Vincenzo": "Enzo", "Barry": "Baz",
    "Séamus": "Shay", "John": "Johnny", "Philomena": "Phil", "Teresa": "Tess",
    "Bruce": "Brucie", "Kevin": "Kev", "Jessica": "Jess", "Dermot": "Der",
    "Finbarr": "Barry", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Gerard": "Ger",
}

# (suburb, state abbreviation, postcode)
AU_PLACES = [
    ("Mosman", "NSW", "2088"), ("Parramatta", "NSW", "2150"), ("Newtown", "NSW", "2042"),
    ("Penrith", "NSW", "2750"), ("Wollongong", "NSW", "2500"), ("Dubbo", "NSW", "2830"),
    ("Orange", "NSW", "2800"), ("Tamworth", "NSW", "2340"), ("Bankstown", "NSW", "2200"),
    ("Coffs Harbour", "NSW", "2450"), ("Marrickville", "NSW", "2204"), ("Cabramatta", "NSW", "2166"),
    ("Lismore", "NSW", "2480"), ("Wagga Wagga", "NSW", "2650"), ("Carlton", "VIC", "3053"),
    ("Footscray", "VIC", "3011"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
    ("Bendigo", "VIC", "3550"), ("Frankston", "VIC", "3199"), ("Dandenong", "VIC", "3175"),
    ("Brunswick", "VIC", "3056"), ("Box Hill", "VIC", "3128"), ("Warrnambool", "VIC", "3280"),
    ("Shepparton", "VIC", "3630"), ("Sunshine", "VIC", "3020"), ("Toowoomba", "QLD", "4350"),
    ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"), ("Ipswich", "QLD", "4305"),
    ("Southport", "QLD", "4215"), ("Chermside", "QLD", "4032"), ("Mackay", "QLD", "4740"),
    ("Bundaberg", "QLD", "4670"), ("Logan Central", "QLD", "4114"), ("Glenelg", "SA", "5045"),
    ("Mount Gambier", "SA", "5290"), ("Salisbury", "SA", "5108"), ("Norwood", "SA", "5067"),
    ("Fremantle", "WA", "6160"), ("Joondalup", "WA", "6027"), ("Bunbury", "WA", "6230"),
    ("Midland", "WA", "6056"), ("Rockingham", "WA", "6168"), ("Launceston", "TAS", "7250"),
    ("Devonport", "TAS", "7310"), ("Sandy Bay", "TAS", "7005"), ("Belconnen", "ACT", "2617"),
    ("Tuggeranong", "ACT", "2900"), ("Palmerston", "NT", "0830"), ("Alice Springs", "NT", "0870"),
]
AU_STATE_FULL = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
    "WA": "Western Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory",
    "NT": "Northern Territory",
}
AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08", "WA": "08", "NT": "08"}

# (town, county, eircode routing key, landline area code)
IE_PLACES = [
    ("Ballincollig", "Cork", "P31", "021"), ("Douglas", "Cork", "T12", "021"),
    ("Mallow", "Cork", "P51", "022"), ("Clonakilty", "Cork", "P85", "023"),
    ("Tralee", "Kerry", "V92", "066"), ("Killarney", "Kerry", "V93", "064"),
    ("Ennis", "Clare", "V95", "065"), ("Castletroy", "Limerick", "V94", "061"),
    ("Oranmore", "Galway", "H91", "091"), ("Salthill", "Galway", "H91", "091"),
    ("Castlebar", "Mayo", "F23", "094"), ("Westport", "Mayo", "F28", "098"),
    ("Sligo", "Sligo", "F91", "071"), ("Letterkenny", "Donegal", "F92", "074"),
    ("Athlone", "Westmeath", "N37", "090"), ("Mullingar", "Westmeath", "N91", "044"),
    ("Navan", "Meath", "C15", "046"), ("Drogheda", "Louth", "A92", "041"),
    ("Dundalk", "Louth", "A91", "042"), ("Swords", "Dublin", "K67", "01"),
    ("Tallaght", "Dublin", "D24", "01"), ("Rathmines", "Dublin", "D06", "01"),
    ("Clontarf", "Dublin", "D03", "01"), ("Blanchardstown", "Dublin", "D15", "01"),
    ("Bray", "Wicklow", "A98", "01"), ("Naas", "Kildare", "W91", "045"),
    ("Kilkenny", "Kilkenny", "R95", "056"), ("Tramore", "Waterford", "X91", "051"),
    ("Wexford", "Wexford", "Y35", "053"), ("Carlow", "Carlow", "R93", "059"),
    ("Tullamore", "Offaly", "R35", "057"), ("Portlaoise", "Laois", "R32", "057"),
    ("Cavan", "Cavan", "H12", "049"), ("Thurles", "Tipperary", "E41", "0504"),
    ("Clonmel", "Tipperary", "E91", "052"), ("Nenagh", "Tipperary", "E45", "067"),
    ("Longford", "Longford", "N39", "043"), ("Roscommon", "Roscommon", "F42", "090"),
]
DUBLIN_DISTRICT = {"Tallaght": "Dublin 24", "Rathmines": "Dublin 6", "Clontarf": "Dublin 3",
                   "Blanchardstown": "Dublin 15"}

AU_STREET_NAMES = [
    "Banksia", "Wattle", "Jacaranda", "Grevillea", "Boronia", "Melaleuca", "Kurrajong", "Waratah",
    "Macquarie", "Wentworth", "Lonsdale", "Flinders", "Hoddle", "Bourke", "Murray", "Darling",
    "Railway", "Station", "Church", "High", "King", "Queen", "Victoria", "Albert",
    "Ocean", "Beach", "Bay", "Hill", "Ridge", "Gum Tree", "Lilly Pilly", "Casuarina",
    "Federation", "Lachlan", "Hawkesbury", "Nepean", "Barwon", "Yarra", "Kingfisher", "Rosella",
]
AU_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Court",
                   "Ct", "Place", "Drive", "Dr", "Parade", "Close", "Way", "Lane", "Terrace"]
IE_STREET_NAMES = [
    "Ashgrove", "Oakwood", "Millfield", "Woodlawn", "Greenfields", "Church", "College",
    "Sea", "Main", "Chapel", "Abbey", "Bridge", "Castle", "Mill", "Dock", "Station",
    "St Brendan's", "St Colman's", "Knocknacarra", "Ballyhooly", "Glenview", "Rockview",
    "Hazelwood", "Beechpark", "Cherry Orchard", "Maryville", "Fairhill", "Lios na Gréine",
]
IE_STREET_TYPES = ["Road", "Park", "Lawn", "Grove", "Avenue", "Close", "Crescent", "Drive",
                   "Heights", "Terrace", "View", "Court", "Street", "Rise", "Way"]
IE_HOUSE_NAMES = ["The Haven", "Rose Cottage", "Cois Abhann", "Tigh na Mara", "Glencairn",
                  "Ard Mhuire", "The Willows", "Hillcrest", "Carraig Dubh", "Sunnybank"]

PRACTICES = {
    "podiatry": {
        "AU": ["Stepwise Podiatry", "Sole Solutions Podiatry", "Footprints Podiatry Clinic",
               "Arch & Heel Podiatry", "Bayside Foot Clinic", "Ironbark Podiatry", "Heel to Toe Podiatry"],
        "IE": ["Lee Valley Podiatry", "Corrib Foot Health", "Slaney Chiropody & Podiatry",
               "Footwise Clinic Kilbride", "Árd Podiatry Practice", "Barrow Foot Care"],
    },
    "dietetics": {
        "AU": ["Nourish Dietetics", "Wholesome Nutrition Clinic", "Plate by Plate Dietetics",
               "Green Fork Nutrition", "Saltbush Dietitians", "Fresh Start Nutrition"],
        "IE": ["Liffey Nutrition Clinic", "Shannon Dietetic Practice", "Bia Maith Dietitians",
               "Greenway Nutrition & Dietetics", "Harbour Row Dietetics"],
    },
    "speech": {
        "AU": ["Chatterbox Speech Pathology", "Little Voices Speech Therapy", "Clear Talk Speech Pathology",
               "WordWorks Speech & Language", "Lyrebird Speech Pathology", "Say & Play Therapy"],
        "IE": ["Sound Foundations SLT", "Caint Speech and Language Therapy", "Talk Tree SLT Clinic",
               "Glór Speech & Language", "Small Steps SLT"],
    },
    "ot": {
        "AU": ["Enable OT Services", "Living Well Occupational Therapy", "HomeSafe OT",
               "Independence Therapy Group", "Riverbend OT", "Wattle Therapy Collective"],
        "IE": ["Ardán OT Services", "Ability Plus Occupational Therapy", "Nead OT Clinic",
               "Westside OT Practice", "Cúram Therapy Partners"],
    },
    "psychology": {
        "AU": ["Mindful Path Psychology", "Clearwater Psychology", "Harbourlight Psychology",
               "Insight Psychology Practice", "Bluegum Psychology", "Northside Wellbeing Psychology"],
        "IE": ["Anam Psychology", "Oak Tree Psychology", "Solas Psychology Service",
               "Quayside Psychology", "Fernhill Counselling & Psychology"],
    },
}
GP_PRACTICES = {
    "AU": ["Banksia Medical Centre", "Kingsway Family Practice", "Riverside Medical Group",
           "Northside GP Clinic", "Main Street Medical Practice", "Seaview Family Doctors",
           "Ironbark Medical", "Parkside Health Clinic", "Red Gum Medical Centre", "Harbour Medical"],
    "IE": ["Abbey Medical Centre", "Castle Street Family Practice", "The Mill Surgery",
           "Quay Street Medical", "Glenview Medical Practice", "Bridge House Surgery",
           "Riverview Family Practice", "Market Square Medical", "Cnoc Medical Centre"],
}
HOSPITALS = {
    "AU": ["Eastern Valley Hospital", "St Catherine's Private Hospital", "Mercy Bay Hospital",
           "Royal Harbour Hospital", "Northgate Public Hospital", "Southern Ranges Health Service",
           "Mount Wattle Rehabilitation Hospital", "Coastal Children's Hospital"],
    "IE": ["St Declan's University Hospital", "Lough Rí General Hospital", "St Ita's Regional Hospital",
           "Our Lady of the Bay Hospital", "Mid-West Children's Hospital", "Kilbarrack Rehabilitation Centre",
           "St Fiacre's Community Hospital"],
}
CARE_HOMES = {
    "AU": ["Wattle Grove Aged Care", "Sunnyside Lodge", "Bellbird Gardens Residential Care"],
    "IE": ["Ard na Gréine Nursing Home", "St Joseph's Nursing Home", "Hollyfield Care Centre"],
}
PHARMACIES = {
    "AU": ["Hilltop Pharmacy", "Corner Chemist", "Bayside Discount Pharmacy"],
    "IE": ["O'Driscoll's Pharmacy", "Main Street Pharmacy", "Hickey's Late Night Pharmacy"],
}
WARDS = ["Banksia Ward", "Waratah Ward", "St Anne's Ward", "St Joseph's Ward", "Rowan Ward",
         "Acacia Unit", "Heather Ward", "Aster Stroke Unit"]

EMPLOYERS = {
    "AU": ["Coastline Freight", "Murray Valley Meats", "Westgate Logistics", "Banjo's Bakery",
           "Ironstone Mining Services", "Bluewater Aged Care Services", "Kestrel Constructions",
           "Sunridge Orchards", "Harbour City Council", "Pacific Crest Hotel"],
    "IE": ["O'Keeffe Hardware", "Shannonside Engineering", "Brightwater Credit Union",
           "Kilbride Construction", "Corrib Print & Design", "Lakeside Dairy Co-op",
           "Walsh's Bar & Lounge", "Mid-West Pharma Ltd", "Atlantic Seafoods", "Cluain Logistics"],
}
SCHOOLS = {
    "AU": ["Bayview Primary School", "Wattle Park Kindergarten", "Little Gumnuts Early Learning",
           "Holy Cross College", "St Mary's Catholic Primary", "Koala Cubs Childcare",
           "Riverside Public School", "Eastwood Secondary College"],
    "IE": ["St Brigid's National School", "Scoil Mhuire", "Gaelscoil na Mara", "Little Acorns Montessori",
           "Scoil Chiaráin", "Holy Family Junior School", "Naíonra an Chnoic", "Coláiste Éanna"],
}
INSURERS = {
    "AU": ["Harbourline Health Fund", "Coral Coast Health", "Wattle Mutual Health", "Greenway CTP Insurance",
           "Allied Workers Insurance", "Summit Income Protection"],
    "IE": ["Emerald Shield Health", "Beacon Life Assurance", "Atlantic Health Insurance",
           "Claddagh Income Protection"],
}
PLAN_MANAGERS = ["Clearview Plan Management", "PlanWise Partners", "Kinship Plan Managers",
                 "Bright Futures Support Coordination", "Bridges Support Coordination"]
SUPPLIERS = {
    "AU": ["Mobility Matters Pty Ltd", "AccessRx Equipment", "CareQuip Australia", "Independent Living Supplies"],
    "IE": ["Ability Aids Ltd", "HomeCare Mobility", "Rehab Supplies Galway", "Easy Living Equipment"],
}
CLUBS = {
    "AU": ["Glenelg Bowls Club", "Dubbo Men's Shed", "Southside Netball Association", "St Paul's Uniting Church",
           "Bayside Rotary Club", "Westside Football Club"],
    "IE": ["Ballyhale GAA Club", "Tralee Men's Shed", "St Patrick's Parish", "Active Retirement Ireland Tramore",
           "Clonmel Harriers", "Knocknacarra Tidy Towns"],
}
DRIVING_SCHOOLS = {"AU": ["SafeStart Driving School", "Ace Dual-Control Driver Training", "Roadwise Instructors"],
                   "IE": ["Drive Right School of Motoring", "Green Flag Driving School", "Careful Wheels Driving"]}
VENUES = ["Kingsford Community Hall", "Riverside Scout Hall", "St Columba's Parish Hall",
          "Wattle Grove Senior Citizens Centre", "Bellbird Room", "Ballinrea Community Centre",
          "Marine Terrace Hall", "Old Courthouse", "Harbour View Pavilion", "Lakeside Sports Hall"]
PARKS = {"AU": ["Centennial Park", "Kings Park", "Botanic Gardens", "Lake Wendouree", "Queens Park"],
         "IE": ["Fitzgerald Park", "Marlay Park", "St Anne's Park", "Salthill Promenade", "Lough Key Forest Park"]}
ORIGIN_COUNTRIES = ["Vietnam", "Greece", "Italy", "India", "Lebanon", "China", "Fiji",
                    "Poland", "Nigeria", "Brazil", "Lithuania", "England", "Scotland", "New Zealand",
                    "South Africa", "Sri Lanka", "Malta", "Croatia"]

PROFESSIONS = [
    "primary school teacher", "electrician", "truck driver", "dairy farmer", "barista",
    "accountant", "aged care worker", "retail assistant", "plasterer", "software developer",
    "hairdresser", "bus driver", "chef", "office cleaner", "nurse", "publican", "postman",
    "civil engineer", "bookkeeper", "childcare educator", "mechanic", "fisherman",
    "secondary school teacher", "shearer", "sheep farmer", "warehouse supervisor", "solicitor",
    "bank teller", "taxi driver", "carpenter", "tiler", "journalist", "pharmacist", "nail technician",
    "forklift operator", "real estate agent", "librarian", "baker", "landscaper", "plumber",
    "council gardener", "call centre operator", "security guard", "butcher", "painter and decorator",
    "dental receptionist", "garda", "police officer", "panel beater", "retail manager",
]

AU_MOBILE_PREFIX = ["0400", "0401", "0402", "0403", "0404", "0405", "0406", "0407", "0408", "0409",
                    "0410", "0412", "0413", "0414", "0415", "0416", "0417", "0418", "0419", "0421",
                    "0422", "0423", "0424", "0425", "0427", "0428", "0429", "0430", "0431", "0432", "0433",
                    "0434", "0435", "0437", "0438", "0439", "0447", "0448", "0450", "0451", "0452"]
IE_MOBILE_PREFIX = ["083", "085", "086", "087", "089"]

DISC = {
    "podiatry": {"role": "Podiatrist", "au_reg": "POD", "creds_au": ["B.Pod", "B.Pod (Hons)", "BHSc (Pod)", "DPM", "MPod"],
                 "creds_ie": ["BSc (Hons) Podiatry", "MChS", "BSc Pod Med"], "ie_reg": "PD"},
    "dietetics": {"role": "Dietitian", "au_reg": "APD", "creds_au": ["APD", "BNutrDiet, APD", "MDiet, APD", "BSc, MNutrDiet, APD"],
                  "creds_ie": ["MINDI", "BSc HND", "MSc Dietetics"], "ie_reg": "DI"},
    "speech": {"role": "Speech Pathologist", "au_reg": "SPA", "creds_au": ["CPSP", "BSpPath", "MSpPath, CPSP", "BAppSc (SpPath)"],
               "creds_ie": ["BSc SLT", "MSc SLT", "MIASLT"], "ie_reg": "SL", "ie_role": "Speech and Language Therapist"},
    "ot": {"role": "Occupational Therapist", "au_reg": "OCC", "creds_au": ["BOccThy", "MOT", "B.Sc (OT)", "BAppSc (OT)"],
           "creds_ie": ["BSc OT", "MSc OT", "AOTI"], "ie_reg": "OT"},
    "psychology": {"role": "Clinical Psychologist", "au_reg": "PSY", "creds_au": ["MPsych (Clin)", "MAPS", "BPsych (Hons), MPsych", "DPsych"],
                   "creds_ie": ["D.Clin.Psych", "Reg. Psychol., Ps.S.I.", "PhD, CPsychol"], "ie_reg": "PSI"},
}

# small clinical fillers reused across genres
COMORBID = ["type 2 diabetes", "hypertension", "osteoarthritis (knees)", "AF on anticoagulation",
            "hypercholesterolaemia", "CKD stage 3a", "hypothyroidism", "COPD", "depression",
            "peripheral neuropathy", "gout", "rheumatoid arthritis", "obesity", "OSA on CPAP",
            "previous CVA", "Parkinson's disease", "osteoporosis", "asthma", "IHD (CABG)",
            "macular degeneration"]
MEDS = ["metformin 1 g BD", "metformin XR 1000 mg nocte", "gliclazide MR 60 mg mane", "Jardiance 10 mg daily",
        "atorvastatin 40 mg nocte", "rosuvastatin 10 mg", "perindopril 5 mg", "amlodipine 5 mg",
        "apixaban 5 mg BD", "rivaroxaban 20 mg", "thyroxine 100 mcg", "pantoprazole 40 mg",
        "paracetamol 1 g QID PRN", "Panadol Osteo 2 tabs TDS", "sertraline 100 mg", "escitalopram 10 mg",
        "insulin glargine 24 units nocte", "NovoRapid per sliding scale", "Ozempic 1 mg weekly",
        "frusemide 40 mg mane", "allopurinol 300 mg", "cholecalciferol 1000 IU", "denosumab 6-monthly",
        "levodopa/carbidopa 100/25 TDS", "tiotropium 18 mcg inhaled", "methotrexate 15 mg weekly"]
