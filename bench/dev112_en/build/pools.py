"""Invented value pools for dev112_en. Every name, street, hospital, organisation
and identifier format here was made up for this set."""

GIVEN_M = [
    "Ciaran", "Padraig", "Declan", "Eoin", "Rhys", "Gareth", "Callum", "Alasdair", "Tomasz", "Dragan",
    "Arjun", "Rohan", "Imran", "Farhad", "Yusuf", "Omar", "Thabo", "Sipho", "Bongani", "Lwazi",
    "Chidi", "Kwame", "Kofi", "Emeka", "Pieter", "Johannes", "Wian", "Minh", "Hiroshi", "Wei",
    "Giorgos", "Luca", "Mateus", "Tane", "Nikolai", "Andrzej", "Dermot", "Fergal", "Lachlan", "Hamish",
    "Desmond", "Kieran", "Aled", "Mehmet", "Raj", "Sandeep", "Tariq", "Mandla", "Themba", "Jaco",
]
GIVEN_F = [
    "Siobhan", "Aoife", "Niamh", "Orla", "Eilidh", "Bethan", "Cerys", "Katarzyna", "Ilona", "Agnieszka",
    "Priya", "Sunita", "Farhana", "Leila", "Rania", "Nomvula", "Lerato", "Zanele", "Thandeka", "Ngozi",
    "Ama", "Abena", "Chiamaka", "Annelie", "Marlize", "Mei", "Yuki", "Thanh", "Eleni", "Francesca",
    "Aroha", "Mereana", "Roisin", "Grainne", "Maeve", "Kirsty", "Shona", "Jolene", "Bronwyn", "Kylie",
    "Precious", "Nandi", "Ayesha", "Samira", "Olena", "Daria", "Lucia", "Tamsin", "Imogen", "Beatriz",
]
# given names that are also ordinary English words
WORD_GIVEN_M = ["Will", "Frank", "Mark", "Jack", "Bill", "Pat", "Rich", "Art"]
WORD_GIVEN_F = ["Hope", "Grace", "Faith", "Joy", "Rose", "Dawn", "Summer", "Ivy", "Pat", "Iris"]

SURNAMES = [
    "O'Sullivan", "McGrath", "Fitzgerald", "Brennan", "Doherty", "Ni Bhriain", "Kavanagh", "Mulcahy",
    "Okonkwo", "Adeyemi", "Mensah", "Owusu", "Abubakar", "Nwosu", "Mahlangu", "Dlamini", "Nkosi",
    "Zulu", "Mokoena", "van der Merwe", "Botha", "Pretorius", "du Toit", "Nguyen", "Tran", "Pham",
    "Kowalczyk", "Nowak", "Wisniewska", "Petrovic", "Haddad", "Khoury", "Rahman", "Chaudhry", "Patel",
    "Sandhu", "Kaur", "Iyer", "Perera", "Fernando", "Tanaka", "Watanabe", "Lim", "Wong", "Chen", "Kaya",
    "Yilmaz", "Papadopoulos", "Rossi", "Esposito", "Te Rangi", "Ngata", "Llewellyn", "Pritchard",
    "MacLeod", "Sutherland", "Cavanagh", "Hargreaves", "Ashworth", "Thistlethwaite", "Oyelaran",
    "Smith-Okafor", "Quigley", "Tshabalala", "Radebe", "Fourie", "Naidoo", "Pillay", "Govender",
    "Achterberg", "Lindqvist", "Haugen", "Murtagh", "Delaney", "Coughlan", "Sheehy", "Antwi",
]
WORD_SURNAMES = ["Baker", "King", "Hill", "Wood", "Young", "Green", "Brown", "Marsh", "Hale", "Cook",
                 "Bell", "Frost", "Little", "Cross", "Bishop", "Sharp", "Moody", "Field", "Mason",
                 "Shepherd", "Fox", "Rich", "Hope", "Wise"]

ORIGIN_COUNTRIES = ["Poland", "Nigeria", "Zimbabwe", "India", "Philippines", "Vietnam", "Lebanon",
                    "Greece", "Portugal", "Somalia", "Malawi", "New Zealand", "Fiji", "Brazil", "Romania",
                    "Ghana", "Pakistan", "Sri Lanka", "Kenya", "Lithuania", "Italy", "Bangladesh",
                    "Zambia", "Samoa", "Mozambique", "Lesotho", "Thailand", "Spain", "Turkey"]

COUNTRIES = {
    "UK": dict(
        cname=["UK", "United Kingdom", "England", "Scotland", "Wales"],
        streets=["Larchmere Road", "Quarry Hill Terrace", "Cobbler's Lane", "Wyvern Close", "Tannery Row",
                 "Hawthorn Drive", "Millrace Way", "St Aldhelm's Road", "Pennine View", "Gorsedale Avenue",
                 "Ropewalk Street", "Kingfisher Court", "Old Forge Lane", "Bramblewick Road", "Saltcote Crescent"],
        units=["Flat {n}", "Apartment {n}", "Flat {n}B"],
        cities=["Kettleford", "Ashbourne Vale", "Harrowgate Mills", "Lowmoor", "Bramblewick", "Saltcote",
                "Dunmarren", "Pencaer", "Thornbury Cross", "Wetherfield", "Aldhurst"],
        counties=["Kent", "Lancashire", "Cumbria", "Devon", "Norfolk", "Fife", "Powys", "Shropshire"],
        states=[],
        hospitals=["Kettleford General Hospital", "Royal Wyvern Infirmary", "St Aldhelm's Hospital",
                   "Harrowgate Community Hospital", "Lowmoor District General", "Dunmarren Royal Infirmary",
                   "Pencaer University Hospital", "Bramblewick Hospice"],
        wards=["Kestrel Ward", "Heron Ward", "Rowan Ward", "Bluebell Ward", "Ward St Anne's", "Nightingale Ward",
               "Curlew Ward", "Foxglove Ward", "Merlin Ward"],
        gps=["Quarry Lane Surgery", "Elmbridge Medical Centre", "Tannery Row Practice", "Wyvern Health Centre",
             "Saltcote Family Practice"],
        pharmacies=["Greenway Chemist", "Kerr's Pharmacy", "Ropewalk Pharmacy", "Vale Dispensary"],
        carehomes=["Ashgrove Nursing Home", "Sunnyfields Care Home", "The Larches Residential Home"],
        employers=["Harland Freight", "Kettleford Borough Council", "Wyvern Bakeries Ltd", "Pennine Water Co.",
                   "St Oswin's Primary School", "Lowmoor Rugby Club", "Dunmarren Textiles", "Aldhurst Motors"],
        insurers=["Harbourline Health", "Vantage Health Cover"],
        dialling="uk",
    ),
    "IE": dict(
        cname=["Ireland", "Republic of Ireland"],
        streets=["Abbeyfield Park", "Bothar na Tra", "Chapel Lane", "Fairgreen Road", "Cnoc Alainn",
                 "Mill Street", "Castlewood Avenue", "Bridewell Terrace", "The Paddocks", "Knocknagree Road",
                 "Ard na Greine", "Friary Walk"],
        units=["Apt {n}", "No. {n}"],
        cities=["Ennis", "Carrickbeg", "Ballymorrin", "Tullamore", "Kilbrack", "Rathcoole Bridge",
                "Castlemoyle", "Listowel", "Athenry", "Clonmore"],
        counties=["Clare", "Offaly", "Kerry", "Mayo", "Wexford", "Galway", "Tipperary", "Donegal"],
        states=["Munster", "Connacht", "Leinster"],
        hospitals=["St Brigid's University Hospital", "Our Lady of the Wells Hospital", "Ballymorrin Regional Hospital",
                   "Carrickbeg General Hospital", "Mercy Hospital Kilbrack", "St Fionan's Community Hospital"],
        wards=["St Joseph's Ward", "Brendan Ward", "Mary Aikenhead Ward", "Ward St Finbarr", "Corrib Ward",
               "Shannon Ward", "Cluain Ward"],
        gps=["Fairgreen Medical Practice", "Abbey Street Surgery", "Castlemoyle Health Centre", "Friary Family Practice"],
        pharmacies=["Hennessy's Pharmacy", "Corrib Pharmacy", "Main Street Chemist"],
        carehomes=["Ard Mhuire Nursing Home", "Riverside Lodge Nursing Home", "St Ita's Residential Care"],
        employers=["Kilbrack Creamery", "Shannon Valley Co-op", "Ennis Credit Union", "St Colman's National School",
                   "Carrickbeg GAA Club", "Moyle Engineering Ltd", "Atlantic Seafoods"],
        insurers=["Clearwater Health Insurance", "Laighean Health"],
        dialling="ie",
    ),
    "AU": dict(
        cname=["Australia"],
        streets=["Wattlebird Crescent", "Banksia Parade", "Ironbark Road", "Currawong Street", "Bottlebrush Avenue",
                 "Jacaranda Drive", "Gidgee Court", "Lyrebird Way", "Station Street", "Murray Terrace",
                 "Coolabah Close", "Kookaburra Lane"],
        units=["Unit {n}", "Unit {n}/"],
        cities=["Wollara Creek", "Yarrabee", "Toowoomba", "Ballarat", "Kingsbury Heights", "Mount Dalby",
                "Coomalong", "Parramatta", "Bunyip Flat", "Warrnambool"],
        counties=[],
        states=["NSW", "QLD", "VIC", "WA", "Queensland", "Victoria", "New South Wales", "Tasmania", "NT", "ACT"],
        hospitals=["Wollara Base Hospital", "Yarrabee District Hospital", "St Columba's Private Hospital",
                   "Banksia Park Hospital", "Coomalong Health Service", "Mount Dalby Regional Hospital"],
        wards=["Wattle Ward", "Jacaranda Ward", "Ward 5 North", "Grevillea Ward", "Waratah Ward", "Kurrajong Unit"],
        gps=["Ironbark Medical Centre", "Station Street Family Practice", "Coomalong GP Clinic", "Lyrebird Medical"],
        pharmacies=["Gidgee Pharmacy", "Murray Terrace Chemist", "Banksia Discount Pharmacy"],
        carehomes=["Bottlebrush Aged Care", "Kookaburra Lodge", "Mount Dalby Aged Care Facility"],
        employers=["Murray Valley Dairies", "Yarrabee Shire Council", "Coomalong Public School", "Ironbark Haulage",
                   "Dalby Cotton Gin", "Kingsbury Bowls Club", "Southern Reef Charters"],
        insurers=["Vantage Health Cover", "Coral Coast Health Fund"],
        dialling="au",
    ),
    "ZA": dict(
        cname=["South Africa", "RSA"],
        streets=["Protea Avenue", "Umthombo Street", "Kloof Road", "Vygie Crescent", "Jacaranda Street",
                 "Ndlovu Drive", "Disa Close", "Sunbird Lane", "Acacia Road", "Rooibos Way", "Marula Street"],
        units=["Unit {n}", "Flat {n}"],
        cities=["Mthatha", "Durbanville", "Polokwane", "Stellenbosch", "Umlazi", "Groote Vlei", "Kwa-Thembu",
                "Sinethemba", "Bloemhof", "Hartbeesfontein"],
        counties=[],
        states=["Gauteng", "Western Cape", "KwaZulu-Natal", "KZN", "Eastern Cape", "Limpopo", "Free State",
                "Mpumalanga", "North West"],
        hospitals=["Protea Valley Hospital", "Umlando Regional Hospital", "Groote Vlei Hospital",
                   "Sinethemba District Hospital", "Hartbeesfontein Provincial Hospital", "Kwa-Thembu Clinic"],
        wards=["Ward Protea", "Ward Aloe", "Umthombo Ward", "Disa Ward", "Ward Impala", "Marula Ward"],
        gps=["Acacia Family Practice", "Sunbird Medical Centre", "Umlazi Community Clinic", "Disa Medical Rooms"],
        pharmacies=["Rooibos Pharmacy", "Marula Chemist", "Kloof Road Pharmacy"],
        carehomes=["Huis Vygie Frail Care", "Ubuhle Care Centre", "Sunbird Retirement Village"],
        employers=["Ukhozi Logistics", "Bloemhof Citrus Co-op", "Kloof Road Primary School", "Thaba Platinum Mine",
                   "Sinethemba Municipality", "Zion Grace Fellowship Church", "Marula Security Services"],
        insurers=["Umbrella Medical Aid", "Protea Health Scheme"],
        dialling="za",
    ),
}

PROFESSIONS = ["baker", "electrician", "welder", "teacher", "taxi driver", "farmer", "miner", "accountant",
               "bus driver", "plumber", "barista", "solicitor", "cleaner", "security guard", "chef",
               "panel beater", "sheep shearer", "fisherman", "lecturer", "shop assistant", "hairdresser",
               "carpenter", "postman", "bricklayer", "dairy farmer", "forklift driver", "librarian",
               "nurse", "bookkeeper", "mechanic", "builder", "care assistant", "civil servant", "tiler",
               "crane operator", "primary school teacher", "shearer", "train driver", "seamstress"]

RELATIONS_M = ["husband", "son", "brother", "nephew", "partner", "grandson", "neighbour", "friend"]
RELATIONS_F = ["wife", "daughter", "sister", "niece", "partner", "granddaughter", "neighbour", "carer"]

HOLIDAYS = ["Christmas", "Christmas Day", "Boxing Day", "Easter", "Easter Monday", "New Year's Day",
            "St Patrick's Day", "Heritage Day", "Australia Day", "Good Friday"]

CONDITIONS = [
    ("community-acquired pneumonia", "J18.9"), ("urinary tract infection", "N39.0"),
    ("NSTEMI", "I21.4"), ("atrial fibrillation with fast ventricular response", "I48.0"),
    ("type 2 diabetes mellitus", "E11.9"), ("infective exacerbation of COPD", "J44.1"),
    ("acute kidney injury stage 2", "N17.9"), ("cellulitis left lower limb", "L03.1"),
    ("fall with fractured neck of femur", "S72.0"), ("upper GI bleed", "K92.2"),
    ("decompensated heart failure", "I50.0"), ("delirium secondary to infection", "F05.9"),
    ("pulmonary embolism", "I26.9"), ("acute cholecystitis", "K81.0"), ("small bowel obstruction", "K56.6"),
    ("hyponatraemia", "E87.1"), ("diabetic ketoacidosis", "E11.1"), ("COVID-19 pneumonitis", "U07.1"),
    ("ischaemic stroke", "I63.9"), ("acute appendicitis", "K35.8"), ("pyelonephritis", "N10"),
    ("sepsis of unknown source", "A41.9"), ("hypertensive urgency", "I10"),
]
PMH = ["T2DM", "HTN", "COPD", "AF on anticoagulation", "IHD, CABG x3", "CKD stage 3b", "hypothyroidism",
       "osteoarthritis both knees", "Parkinson's disease", "Alzheimer's dementia", "previous Hartmann's procedure",
       "Crohn's disease", "Graves' disease (treated)", "Bell's palsy (resolved)", "gout", "asthma",
       "previous Colles fracture", "HIV on ART, VL undetectable", "previous TB (treated)", "depression",
       "Barrett's oesophagus", "Paget's disease of bone", "Hodgkin lymphoma in remission", "OSA on CPAP",
       "Addison's disease", "Raynaud's phenomenon", "Sjogren's syndrome", "Dupuytren's contracture"]

EPONYM_PHRASES = ["Murphy's sign negative", "Babinski downgoing bilaterally", "Foley catheter in situ",
                  "Trendelenburg gait", "Rovsing's sign positive", "Kernig's sign negative", "Homan's sign not elicited",
                  "Romberg's test negative", "Cheyne-Stokes breathing", "Kussmaul breathing",
                  "Virchow's node not palpable", "Troisier's sign absent", "Hickman line site clean",
                  "Ryle's tube aspirate pH 4", "Guedel airway", "Allen's test normal", "Kocher incision healing well",
                  "Pfannenstiel wound clean", "Whipple's procedure", "Seldinger technique", "Valsalva manoeuvre",
                  "Glasgow-Blatchford score", "Bristol stool type 6", "Hartmann's pouch", "Lachman test negative"]

DRUGS = [
    ("paracetamol", "1 g", "PO", "QDS"), ("amoxicillin", "500 mg", "PO", "TDS"),
    ("co-amoxiclav", "1.2 g", "IV", "TDS"), ("enoxaparin", "40 mg", "SC", "OD"),
    ("apixaban", "5 mg", "PO", "BD"), ("bisoprolol", "2.5 mg", "PO", "OD"),
    ("ramipril", "5 mg", "PO", "OD"), ("atorvastatin", "80 mg", "PO", "ON"),
    ("metformin", "1 g", "PO", "BD"), ("furosemide", "40 mg", "IV", "BD"),
    ("omeprazole", "20 mg", "PO", "OD"), ("lansoprazole", "30 mg", "PO", "OD"),
    ("morphine sulfate oral solution", "2.5 mg", "PO", "PRN 2-hourly"), ("oxycodone", "5 mg", "PO", "PRN"),
    ("gentamicin", "5 mg/kg", "IV", "OD"), ("piperacillin-tazobactam", "4.5 g", "IV", "TDS"),
    ("levothyroxine", "100 mcg", "PO", "OD"), ("insulin glargine", "18 units", "SC", "ON"),
    ("salbutamol", "5 mg", "NEB", "QDS"), ("ipratropium", "500 mcg", "NEB", "QDS"),
    ("prednisolone", "30 mg", "PO", "OM"), ("clopidogrel", "75 mg", "PO", "OD"),
    ("aspirin", "75 mg", "PO", "OD"), ("senna", "15 mg", "PO", "ON"), ("lactulose", "15 ml", "PO", "BD"),
    ("ondansetron", "4 mg", "IV", "PRN TDS"), ("cyclizine", "50 mg", "IV", "PRN TDS"),
    ("doxycycline", "100 mg", "PO", "BD"), ("nitrofurantoin", "100 mg", "PO", "BD"),
    ("amlodipine", "10 mg", "PO", "OD"), ("warfarin", "3 mg", "PO", "as per INR"),
    ("thiamine", "100 mg", "PO", "TDS"), ("chlordiazepoxide", "20 mg", "PO", "QDS"),
    ("co-codamol", "30/500 mg", "PO", "QDS PRN"), ("haloperidol", "0.5 mg", "PO", "PRN"),
    ("dexamethasone", "6 mg", "PO", "OD"), ("sodium chloride 0.9%", "1 L", "IV", "over 8 h"),
    ("tinzaparin", "4500 units", "SC", "OD"), ("digoxin", "62.5 mcg", "PO", "OD"),
    ("spironolactone", "25 mg", "PO", "OD"), ("tramadol", "50 mg", "PO", "QDS PRN"),
    ("levetiracetam", "500 mg", "PO", "BD"), ("co-trimoxazole", "960 mg", "PO", "BD"),
    ("ceftriaxone", "2 g", "IV", "OD"), ("metronidazole", "500 mg", "IV", "TDS"),
]

SPECIALTIES = ["cardiology", "respiratory medicine", "gastroenterology", "renal medicine", "neurology",
               "haematology", "endocrinology", "care of the elderly", "palliative care", "rheumatology",
               "vascular surgery", "urology", "dermatology", "infectious diseases"]
