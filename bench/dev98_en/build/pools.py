"""Invented value pools for dev98_en. Everything here was made up for this set."""

# ---------------------------------------------------------------- names
# Given names of many origins (female / male / either).  Names that are also
# ordinary English words live in WORD_GIVEN_* so the same words can appear
# unannotated elsewhere.
GIVEN_F = [
    "Adaeze", "Aisling", "Amara", "Anjali", "Beatriz", "Bronwyn", "Carmen", "Chiamaka", "Dagny",
    "Delphine", "Dilnoza", "Eleni", "Esperanza", "Farida", "Fiorella", "Giulia", "Halima", "Hana",
    "Ingrid", "Ivana", "Jacinta", "Keiko", "Lakshmi", "Leilani", "Lucia", "Magdalena", "Mariam",
    "Marisol", "Mei-Ling", "Nadia", "Nkechi", "Noor", "Oksana", "Olufunke", "Paulina", "Priya",
    "Rosalind", "Saanvi", "Siobhan", "Soo-ah", "Svetlana", "Tahnee", "Thandiwe", "Ursula",
    "Valentina", "Wanjiru", "Ximena", "Yasmin", "Yuki", "Zainab", "Zofia", "Linh", "Thuy",
    "Maricel", "Rowena", "Kalani", "Dolores", "Imelda", "Harriet", "Beverly", "Loretta", "Opal",
]
GIVEN_M = [
    "Abdullahi", "Akira", "Alejandro", "Anselm", "Arjun", "Bogdan", "Chidi", "Cormac", "Dariusz",
    "Desmond", "Dmitri", "Emeka", "Enrique", "Farhan", "Gustavo", "Hamza", "Hiroshi", "Ibrahim",
    "Ignatius", "Jamal", "Jorge", "Kwame", "Lachlan", "Leopold", "Mateo", "Mehmet", "Minh",
    "Naveen", "Nikolai", "Obinna", "Oleksandr", "Pavel", "Quentin", "Rafael", "Rashid", "Rohan",
    "Santiago", "Seamus", "Sung-min", "Tadeusz", "Tariq", "Thabo", "Tomasz", "Vikram", "Wendell",
    "Xavier", "Yusuf", "Zoltan", "Bao", "Duc", "Rodel", "Makoa", "Ezekiel", "Thaddeus", "Clement",
    "Horace", "Elmer", "Otis", "Virgil", "Lamar", "Dashiell",
]
WORD_GIVEN_F = ["Hope", "Grace", "Joy", "Faith", "Rose", "Dawn", "Pearl", "Sunny", "Ivy"]
WORD_GIVEN_M = ["Will", "Frank", "Mark", "Bill", "Rusty", "Clay"]

SURNAMES = [
    "Abernathy", "Achebe", "Adeyemi", "Agarwal", "Albrecht", "Alvarado", "Amundsen", "Antonelli",
    "Arakawa", "Bajwa", "Balogun", "Barzani", "Bellweather", "Bhattacharya", "Boateng", "Brennan",
    "Castellanos", "Cervantes", "Chakraborty", "Chen-Whitley", "Cieslak", "Constantinou",
    "Dasgupta", "Delacroix", "Dombrowski", "Dubois", "Duarte", "Ekwueme", "Escobedo", "Fairbanks",
    "Fitzgerald", "Fonseca", "Gallagher", "Garibaldi", "Gutierrez", "Haddad", "Halvorsen",
    "Hashemi", "Hernandez-Ruiz", "Ibarra", "Iwasaki", "Jablonski", "Jaramillo", "Kaczmarek",
    "Kamau", "Kapoor", "Karlsson", "Kowalczyk", "Lindqvist", "Lombardo", "Lundgren", "MacAllister",
    "Mahlangu", "Manalo", "Marchetti", "Mbeki", "McCreery", "Mendoza", "Moreau", "Nakamura",
    "Nguyen", "Novak", "Nwachukwu", "O'Donnell", "Okonkwo", "Olatunji", "Oyelaran", "Pacheco",
    "Petrosyan", "Quiroga", "Rahmani", "Ramaswamy", "Rautio", "Reyes", "Rosenthal", "Sandoval",
    "Santangelo", "Schwartzman", "Sepulveda", "Shevchenko", "Sorensen", "Szabo", "Tanaka",
    "Tesfaye", "Thorsen", "Trinh", "Ueda", "Valdivia", "Van der Berg", "Vasquez", "Villanueva",
    "Wojcik", "Xiong", "Yamamoto", "Yilmaz", "Zamora", "Zielinski", "Ferreira", "Kovacs",
    "Pham", "Abara", "Delgado-Pena", "Kealoha", "Oduya", "Petrakis", "Strand", "Whitcombe",
]
WORD_SURNAMES = [
    "Baker", "King", "Young", "Long", "White", "Brown", "Green", "Hill", "Cook", "Price",
    "Rice", "Banks", "Small", "Strong", "Sharp", "Walker", "Page",
    "Wood", "Little", "Moody", "Gray", "Hope", "Major", "Swift",
]
# every word in these two lists is also used as an ordinary word somewhere (see genres.WORD_USES)
WORD_NAMES = set(w.lower() for w in WORD_GIVEN_F + WORD_GIVEN_M + WORD_SURNAMES)

NICKNAMES = {"Thaddeus": "Tad", "Ezekiel": "Zeke", "Alejandro": "Alex", "Magdalena": "Maggie",
             "Valentina": "Val", "Nikolai": "Kolya", "Dolores": "Lola", "Rosalind": "Roz",
             "Leopold": "Leo", "Bogdan": "Bo", "Ignatius": "Iggy", "Harriet": "Hattie"}

# ---------------------------------------------------------------- places
STREET_NAMES = [
    "Quillby", "Harrowgate", "Tamsen", "Bellflower", "Orchard Knoll", "Wexcombe", "Larkspur",
    "Candlewick", "Stonemeadow", "Pelham Ridge", "Ashcombe", "Juniper Hollow", "Marrowbone",
    "Kettering", "Fallowfield", "Osgrove", "Brackenridge", "Silverleaf", "Thistledown",
    "Wrenfield", "Copperbeech", "Halloway", "Mistletoe", "Ravenstone", "Saltmarsh", "Tillinghast",
    "Underhill", "Vinewood", "Windlass", "Yarrow", "Zephyr", "Old Mill", "Cobbler", "Beacon Hill",
    "Fernbrook", "Lantern", "Goldthread", "Hartwell", "Ironbridge", "Jessamine",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr",
                 "Court", "Ct", "Boulevard", "Blvd", "Way", "Terrace", "Place", "Pl", "Circle", "Pike"]
UNITS = ["Apt 3", "Apt 12B", "Unit 4", "#207", "Apt 1F", "Suite 310", "Lot 22", "Apt 5C", "Unit 18"]
CITIES = [
    "Marlow Springs", "Eastbrook", "Fenwick Falls", "Grayhaven", "Hollis Junction", "Iverton",
    "Kestrel Bay", "Larchmont Crossing", "Millbrook Station", "New Corliss", "Oakhurst Flats",
    "Pellston Ridge", "Quarry Hill", "Redwater", "Saddlebrook", "Tamarack City", "Upton Vale",
    "Vesper", "Winslow Heights", "Yardley Mills", "Ashgrove", "Brindle Creek", "Calder",
    "Dunmore Point", "Elkhorn Glen", "Foxley", "Garnet Valley", "Halcyon", "Juniper Bend",
]
COUNTIES = ["Wexley County", "Brannock County", "Tolland Parish", "Merrow County", "Kessler County",
            "Otsego Vale County", "Pennick County"]
STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"), ("Minnesota", "MN"),
    ("Arizona", "AZ"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Nevada", "NV"), ("Iowa", "IA"),
    ("Michigan", "MI"), ("New Mexico", "NM"), ("Wisconsin", "WI"), ("Tennessee", "TN"),
    ("North Carolina", "NC"), ("Nebraska", "NE"), ("Montana", "MT"), ("Virginia", "VA"),
    ("Illinois", "IL"), ("Colorado", "CO"), ("Washington", "WA"), ("Pennsylvania", "PA"),
]
COUNTRIES = ["Portugal", "Nigeria", "Vietnam", "Guatemala", "Philippines", "Poland", "Ukraine",
             "Ethiopia", "India", "Mexico", "Honduras", "Somalia", "Kenya", "Peru", "Bangladesh",
             "Haiti", "Japan", "Ireland", "Ghana", "El Salvador", "Nepal", "Bosnia", "Iraq", "Laos"]
AREA_CODES = ["207", "216", "234", "262", "319", "330", "402", "406", "423", "505", "515", "541",
              "575", "608", "614", "651", "702", "712", "734", "802", "828", "859", "919", "971"]

# clinics, pharmacies, agencies, units (HOSPITAL); named buildings (LOCATION_OTHER)
PLACE_WORDS = ["Lakeside", "Cedar Ridge", "Northgate", "Riverbend", "Willowmere", "Stonebridge",
               "Harborview", "Fox Run", "Maple Hollow", "Tall Pines", "Bluestem", "Copper Creek",
               "Prairie Rose", "Ironwood", "Silver Lake", "Kingsford", "Meadowlark", "Highcliff",
               "Sycamore Bend", "Laurel Glen", "Brookhaven", "Granite Peak"]
CLINIC_KINDS = ["Family Medicine", "Primary Care", "Internal Medicine", "Family Health Center",
                "Community Clinic", "Medical Group", "Health Partners"]
URGENT_KINDS = ["Urgent Care", "Walk-In Clinic", "Express Care", "Immediate Care"]
SPECIALTY_KINDS = ["Heart & Rhythm Clinic", "Cardiology Associates", "Endocrine Center",
                   "Pulmonary & Sleep Clinic", "Anticoagulation Clinic", "Orthopedic Specialists",
                   "Kidney Care", "Neurology Associates", "Dermatology Group"]
HOSPITAL_KINDS = ["Regional Medical Center", "General Hospital", "Memorial Hospital",
                  "Community Hospital"]
SAINTS = ["St. Anselm", "St. Brigid's", "St. Lucian", "Holy Cross", "Our Lady of Mercy",
          "St. Columba's", "Good Shepherd"]
PHARMACY_KINDS = ["Pharmacy", "Apothecary", "Drug", "Family Pharmacy", "Community Pharmacy"]
HOMEHEALTH_KINDS = ["Home Health", "Visiting Nurses", "Home Care Services", "HomeCare"]
SNF_KINDS = ["Rehabilitation Center", "Care Center", "Nursing & Rehab", "Senior Living"]
UNIT_NAMES = ["Birch Unit", "Heron Wing", "Aspen Pod", "Cardinal Unit", "Tamarack Ward"]
BUILDINGS = ["Hartwell Tower", "Pavilion B of the Ashcombe Building", "Kestrel Professional Plaza",
             "Linden Medical Arts Building", "the Osgrove Annex", "Tillman Hall"]
LANDMARKS = ["the Millbrook water tower", "Quarry Hill Park", "the old Fenwick grain elevator",
             "Saddlebrook Mall", "the Redwater boat launch", "Halcyon Community Garden",
             "the Vesper covered bridge", "Garnet Valley fairgrounds"]

# organisations: employers, schools, churches, payers, community groups
EMPLOYERS = ["Brightwater Logistics", "Harlow Tool & Die", "Ferncliff Poultry", "Quillan Data Systems",
             "Redwater Concrete", "Tamarack Freight Lines", "Ostrander Roofing", "Kilbride Dairy Co-op",
             "Northgate Auto Body", "Vesper Valley Orchards", "Copperline Electric", "Juniper Bend Casino",
             "Halvard Plastics", "Marlow Springs Public Library", "Saltmarsh Seafood Processing",
             "Greystone Warehouse Solutions", "Upton Vale Transit Authority", "Larkfield Landscaping"]
SCHOOLS = ["Eastbrook Middle School", "Grayhaven High School", "Pellston Ridge Elementary",
           "Calder Community College", "Foxley Montessori", "Winslow Heights Academy"]
CHURCHES = ["First Covenant Church of Iverton", "St. Kilian Parish", "Masjid al-Noor of Eastbrook",
            "Redwater Baptist Fellowship", "Temple Beth Shalom of Foxley", "Grace Harbor Chapel"]
PAYERS = ["Keystone Mutual Health", "Meridian Crest Health Plan", "Bluefield Community Care",
          "Tri-Valley Health Alliance", "Evergreen Benefit Plan", "Summit Star Insurance",
          "Prairie Shield Medicaid Plan", "Liberty Arch Medicare Advantage"]
COMMUNITY = ["Harvest Table Meals", "Redwater Senior Ride", "Open Door Food Pantry",
             "Neighbors-in-Need of Calder", "Kestrel Bay Area Agency on Aging", "Lantern Caregiver Network"]

PROFESSIONS = ["welder", "school bus driver", "retired teacher", "long-haul truck driver",
               "electrician", "dental hygienist", "accountant", "line cook", "roofer", "librarian",
               "warehouse associate", "hairdresser", "software developer", "dairy farmer",
               "machinist", "retired postal carrier", "home daycare provider", "plumber",
               "security guard", "paralegal", "landscaper", "fisherman", "data analyst",
               "carpenter", "pastor", "barista", "poultry processor", "real estate agent",
               "crossing guard", "retired firefighter", "mechanic", "seamstress", "janitor"]

CREDENTIALS_MD = ["MD", "DO", "NP", "PA-C", "FNP-BC", "MD, FACP"]
CREDENTIALS_STAFF = ["RN", "LPN", "MA", "CMA", "PharmD", "PT", "LCSW", "RD", "BSN, RN", "CDCES"]
STAFF_ROLES = ["MA", "RN", "LPN", "front desk", "scribe", "pharmacist", "care manager"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
             "granddaughter", "grandson", "niece", "nephew", "partner", "neighbor", "friend",
             "aunt", "uncle", "daughter-in-law", "son-in-law", "stepdaughter"]

REL_F = ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "aunt", "daughter-in-law",
         "stepdaughter", "partner", "neighbor", "friend"]
REL_M = ["husband", "son", "father", "brother", "grandson", "nephew", "uncle", "son-in-law", "partner",
         "neighbor", "friend"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July",
            "Labor Day", "Memorial Day", "Halloween"]

NUM_WORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
             80: "eighty", 90: "ninety"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(n):
    if n < 20:
        small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                 "eighteen", "nineteen"]
        return small[n]
    t, o = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + age_words(n - 100))
    return NUM_WORDS[t * 10] + ("-" + ONES[o] if o else "")


# ---------------------------------------------------------------- clinical (hard negatives)
# (name, unit, low, high, decimals, ref)
LABS_BMP = [("Na", "mmol/L", 131, 146, 0, "135-145"), ("K", "mmol/L", 3.2, 5.6, 1, "3.5-5.1"),
            ("Cl", "mmol/L", 95, 110, 0, "98-107"), ("CO2", "mmol/L", 19, 31, 0, "22-29"),
            ("BUN", "mg/dL", 7, 42, 0, "7-20"), ("Cr", "mg/dL", 0.6, 2.4, 2, "0.6-1.3"),
            ("Glu", "mg/dL", 70, 260, 0, "70-99"), ("Ca", "mg/dL", 8.3, 10.6, 1, "8.5-10.2"),
            ("eGFR", "mL/min/1.73m2", 24, 110, 0, ">60")]
LABS_CBC = [("WBC", "K/uL", 3.1, 14.8, 1, "4.0-11.0"), ("Hgb", "g/dL", 9.1, 16.8, 1, "12.0-16.0"),
            ("Hct", "%", 28, 49, 1, "36-46"), ("Plt", "K/uL", 110, 460, 0, "150-400"),
            ("MCV", "fL", 76, 101, 0, "80-100")]
LABS_OTHER = [("HbA1c", "%", 5.2, 11.4, 1, "<5.7"), ("TSH", "mIU/L", 0.2, 8.9, 2, "0.4-4.0"),
              ("LDL", "mg/dL", 48, 190, 0, "<100"), ("HDL", "mg/dL", 28, 82, 0, ">40"),
              ("TG", "mg/dL", 60, 420, 0, "<150"), ("AST", "U/L", 12, 88, 0, "10-40"),
              ("ALT", "U/L", 9, 97, 0, "7-56"), ("INR", "", 0.9, 3.9, 1, "0.8-1.2"),
              ("Mg", "mg/dL", 1.5, 2.6, 1, "1.7-2.2"), ("UACR", "mg/g", 4, 380, 0, "<30"),
              ("Vit D 25-OH", "ng/mL", 11, 58, 0, "30-100"), ("BNP", "pg/mL", 20, 890, 0, "<100"),
              ("Ferritin", "ng/mL", 9, 310, 0, "15-150"), ("PSA", "ng/mL", 0.3, 6.8, 1, "<4.0")]

DRUGS = [
    ("metformin", "1000 mg PO BID"), ("lisinopril", "20 mg PO daily"), ("atorvastatin", "40 mg PO qHS"),
    ("amlodipine", "5 mg PO daily"), ("levothyroxine", "75 mcg PO qAM on empty stomach"),
    ("insulin glargine", "22 units SC qHS"), ("apixaban", "5 mg PO BID"),
    ("albuterol HFA", "2 puffs q4-6h PRN wheeze"), ("sertraline", "50 mg PO daily"),
    ("gabapentin", "300 mg PO TID"), ("omeprazole", "20 mg PO daily before breakfast"),
    ("hydrochlorothiazide", "25 mg PO daily"), ("furosemide", "40 mg PO daily"),
    ("tiotropium", "18 mcg inhaled daily"), ("semaglutide", "0.5 mg SC weekly"),
    ("empagliflozin", "10 mg PO daily"), ("losartan", "50 mg PO daily"),
    ("carvedilol", "12.5 mg PO BID with food"), ("prednisone", "40 mg PO daily x5 days"),
    ("amoxicillin-clavulanate", "875-125 mg PO BID x7 days"), ("cephalexin", "500 mg PO QID x7 days"),
    ("ibuprofen", "600 mg PO q6h PRN pain"), ("acetaminophen", "650 mg PO q6h PRN, max 3 g/day"),
    ("montelukast", "10 mg PO qHS"), ("fluticasone nasal", "2 sprays each nostril daily"),
    ("tamsulosin", "0.4 mg PO qHS"), ("allopurinol", "100 mg PO daily"),
    ("metoprolol succinate", "50 mg PO daily"), ("rosuvastatin", "10 mg PO daily"),
    ("duloxetine", "60 mg PO daily"), ("pantoprazole", "40 mg PO daily"),
    ("warfarin", "5 mg PO daily except 2.5 mg Mon/Fri"), ("spironolactone", "25 mg PO daily"),
    ("buspirone", "10 mg PO BID"), ("cyclobenzaprine", "5 mg PO qHS PRN spasm"),
    ("nitrofurantoin", "100 mg PO BID x5 days"), ("budesonide-formoterol", "160-4.5 mcg 2 puffs BID"),
    ("insulin lispro", "4-10 units SC with meals per scale"), ("vitamin D3", "2000 IU PO daily"),
    ("ondansetron", "4 mg ODT q8h PRN nausea"), ("carbidopa-levodopa", "25-100 mg PO TID"),
]
DRUG_NAMES = [d[0] for d in DRUGS]

# (code, description)
ICD10 = [("E11.9", "Type 2 diabetes mellitus without complications"), ("I10", "Essential hypertension"),
         ("E78.5", "Hyperlipidemia, unspecified"), ("J45.40", "Moderate persistent asthma, uncomplicated"),
         ("J44.9", "COPD, unspecified"), ("F32.A", "Depression, unspecified"),
         ("F41.1", "Generalized anxiety disorder"), ("K21.9", "GERD without esophagitis"),
         ("M17.11", "Primary osteoarthritis, right knee"), ("E03.9", "Hypothyroidism, unspecified"),
         ("N18.31", "CKD stage 3a"), ("I48.91", "Atrial fibrillation, unspecified"),
         ("G47.33", "Obstructive sleep apnea"), ("E66.9", "Obesity, unspecified"),
         ("M54.50", "Low back pain, unspecified"), ("Z79.01", "Long-term (current) use of anticoagulants"),
         ("J06.9", "Acute upper respiratory infection"), ("S93.401A", "Sprain of right ankle, initial"),
         ("L03.115", "Cellulitis of right lower limb"), ("N39.0", "Urinary tract infection"),
         ("G20.A1", "Parkinson's disease without dyskinesia"), ("E55.9", "Vitamin D deficiency"),
         ("Z00.00", "Encounter for general adult exam"), ("I50.22", "Chronic systolic heart failure"),
         ("G43.909", "Migraine, unspecified"), ("E06.3", "Hashimoto's thyroiditis"),
         ("G51.0", "Bell's palsy"), ("M71.21", "Baker's cyst, right knee"),
         ("G30.9", "Alzheimer's disease, unspecified"), ("Z95.0", "Presence of cardiac pacemaker"),
         ("H81.13", "Benign paroxysmal vertigo, bilateral"), ("K50.90", "Crohn's disease, unspecified"),
         ("E05.00", "Graves' disease without storm"), ("M72.0", "Dupuytren's contracture"),
         ("I73.00", "Raynaud's syndrome"), ("K22.70", "Barrett's esophagus without dysplasia"),
         ("Z23", "Encounter for immunization"), ("E11.65", "Type 2 DM with hyperglycemia"),
         ("R73.03", "Prediabetes"), ("Z87.891", "History of nicotine dependence")]

EPONYM_PHRASES = [
    "Babinski sign absent bilaterally", "Foley catheter draining clear yellow urine",
    "no Baker's cyst palpable", "Homans sign negative", "Murphy's sign negative",
    "McMurray test negative", "Lachman test stable", "Phalen's test positive on right",
    "Tinel's sign at wrist negative", "Romberg negative", "Ottawa ankle rules positive",
    "Epley maneuver performed", "Valsalva without change", "Raynaud's phenomenon in cold",
    "hx Bell's palsy, resolved", "Parkinson's disease, followed by neurology",
    "Hashimoto's thyroiditis on replacement", "Crohn's disease in remission",
    "Trendelenburg gait absent", "Barrett's esophagus, surveillance EGD due",
    "Dupuytren's contracture L palm", "Graves' disease s/p RAI", "Cushing's ruled out",
    "Alzheimer's dementia, mild", "Meniere's disease stable", "Osgood-Schlatter as teen",
]
SCORES = [("PHQ-9", 0, 22, ""), ("GAD-7", 0, 18, ""), ("GCS", 13, 15, ""), ("NEWS2", 0, 5, ""),
          ("Wells score", 0, 4, ""), ("CHA2DS2-VASc", 1, 6, ""), ("HAS-BLED", 0, 3, ""),
          ("Braden", 12, 22, ""), ("Morse Fall Scale", 15, 75, ""), ("MoCA", 18, 30, "/30"),
          ("AUDIT-C", 0, 7, ""), ("STOP-BANG", 1, 7, "/8"), ("Epworth", 3, 18, "/24"),
          ("APGAR", 7, 9, " at 5 min"), ("Centor", 0, 4, ""), ("PEG scale", 2, 9, "")]

VACCINES = ["Influenza, quadrivalent, IIV4", "Tdap", "Td", "PCV20", "PPSV23", "Zoster recombinant (RZV) dose 1",
            "Zoster recombinant (RZV) dose 2", "COVID-19 mRNA, updated", "Hepatitis B, adult", "HPV9",
            "MMR", "Varicella", "Hepatitis A", "RSV (adults 60+)", "MenACWY", "DTaP-IPV"]
VACCINES_CHILD = ["DTaP-IPV", "MMR", "Varicella", "Hepatitis A", "Hepatitis B, pediatric", "HPV9", "MenACWY",
                  "Tdap", "Influenza, quadrivalent, IIV4", "PCV20", "COVID-19 mRNA, updated"]
VACCINES_ADULT = ["Influenza, quadrivalent, IIV4", "Tdap", "Td", "PCV20", "PPSV23", "Zoster recombinant (RZV) dose 1",
                  "Zoster recombinant (RZV) dose 2", "COVID-19 mRNA, updated", "Hepatitis B, adult",
                  "RSV (adults 60+)", "Hepatitis A"]
SITES = ["L deltoid", "R deltoid", "L thigh (VL)", "R thigh (VL)", "L arm SC", "R arm SC"]
ROUTES = ["IM", "IM", "SC", "IM", "IN"]
