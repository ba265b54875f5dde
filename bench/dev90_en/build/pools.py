"""Invented value pools for dev90_en. Everything here was written for this folder.

Names are common given names and surnames combined at random; no combination refers to a real person.
Contact values are fictional by construction (555-01xx phone blocks, example.* domains, private IPs).
"""

# origin -> (male given, female given, surnames)
ORIGINS = {
    "anglo": (
        ["James", "Robert", "Michael", "David", "Thomas", "Daniel", "Oliver", "George", "Harry", "Ethan",
         "Noah", "Caleb", "Tyler", "Wyatt", "Trevor", "Gordon"],
        ["Emily", "Sarah", "Jessica", "Ashley", "Megan", "Hannah", "Charlotte", "Eleanor", "Alice",
         "Margaret", "Brittany", "Kayla", "Madison", "Shirley", "Doris", "Gwen"],
        ["Whitfield", "Ashworth", "Pemberton", "Cartwright", "Holloway", "Thornton", "Radcliffe", "Kimber",
         "Dawson", "Harper", "Mitchell", "Collins", "Turner", "Reed", "Foster", "Griffin", "Barnes", "Jenkins"],
    ),
    "celtic": (
        ["Declan", "Cillian", "Eoin", "Padraig", "Niall", "Callum", "Angus", "Rhys", "Gareth", "Dylan"],
        ["Siobhan", "Aoife", "Niamh", "Roisin", "Orla", "Catriona", "Isla", "Eilidh", "Cerys", "Bethan"],
        ["O'Sullivan", "McCarthy", "Gallagher", "Byrne", "Doherty", "MacLeod", "Fraser", "Campbell", "Pryce",
         "Llewellyn", "Dunne", "O'Rourke"],
    ),
    "west_african": (
        ["Chinedu", "Emeka", "Oluwaseun", "Tunde", "Kwame", "Kofi", "Yaw", "Kwabena", "Babatunde", "Segun"],
        ["Ngozi", "Adaeze", "Folake", "Yetunde", "Ama", "Akosua", "Abena", "Efua", "Chiamaka", "Funmilayo"],
        ["Okafor", "Adeyemi", "Nwosu", "Balogun", "Okonkwo", "Mensah", "Asante", "Boateng", "Owusu",
         "Oyelaran", "Eze", "Adebayo"],
    ),
    "east_african": (
        ["Tesfaye", "Dawit", "Abdi", "Mohamed", "Juma", "Otieno", "Kipchoge", "Yonas"],
        ["Selam", "Hiwot", "Amina", "Halima", "Wanjiru", "Achieng", "Nasra", "Meron"],
        ["Bekele", "Haile", "Tadesse", "Warsame", "Hassan", "Abdullahi", "Mwangi", "Odhiambo", "Kamau"],
    ),
    "south_asian": (
        ["Arjun", "Rahul", "Vikram", "Sanjay", "Rohan", "Harpreet", "Gurpreet", "Imran", "Faisal", "Aarav",
         "Karthik", "Suresh"],
        ["Priya", "Ananya", "Deepa", "Lakshmi", "Meera", "Kavya", "Sunita", "Nasreen", "Ayesha", "Farzana",
         "Simran", "Divya"],
        ["Patel", "Sharma", "Iyer", "Reddy", "Nair", "Chatterjee", "Banerjee", "Singh", "Gill", "Sandhu",
         "Qureshi", "Chaudhry", "Rahman", "Hossain", "Krishnan", "Menon"],
    ),
    "east_asian": (
        ["Wei", "Jun", "Hao", "Minh", "Tuan", "Min-jun", "Ji-ho", "Hiroshi", "Kenji", "Takumi"],
        ["Mei", "Xiu", "Lan", "Linh", "Thao", "Ji-woo", "Seo-yeon", "Yuki", "Aiko", "Haruka"],
        ["Chen", "Wang", "Liu", "Zhang", "Huang", "Nguyen", "Tran", "Pham", "Le", "Kim", "Park", "Choi",
         "Tanaka", "Sato", "Yamamoto", "Watanabe"],
    ),
    "filipino": (
        ["Jose", "Rodel", "Ramil", "Arnel", "Danilo"],
        ["Maricel", "Jocelyn", "Rowena", "Lorna", "Marites"],
        ["Santos", "Reyes", "dela Cruz", "Bautista", "Villanueva", "Macaraeg"],
    ),
    "hispanic": (
        ["Carlos", "Luis", "Javier", "Alejandro", "Diego", "Mateo", "Santiago", "Jesus", "Miguel"],
        ["Maria", "Guadalupe", "Lucia", "Valentina", "Camila", "Rosa", "Ximena", "Alejandra", "Paloma"],
        ["Garcia", "Hernandez", "Lopez", "Ramirez", "Torres", "Flores", "Castillo", "Morales", "Vargas",
         "Mendoza", "Ortiz", "Gutierrez"],
    ),
    "lusophone": (
        ["Joao", "Tiago", "Rafael", "Thiago", "Vinicius"],
        ["Ines", "Beatriz", "Fernanda", "Larissa", "Rita"],
        ["Ferreira", "Pereira", "Carvalho", "Rodrigues", "Almeida", "Souza", "Oliveira"],
    ),
    "european": (
        ["Luca", "Matteo", "Giuseppe", "Piotr", "Tomasz", "Krzysztof", "Dmitri", "Sergei", "Andriy", "Nikos",
         "Giorgos", "Lars", "Sven", "Jens", "Pieter"],
        ["Giulia", "Francesca", "Agnieszka", "Katarzyna", "Olga", "Natalia", "Oksana", "Eleni", "Sofia",
         "Ingrid", "Astrid", "Freya", "Annelies", "Katrin"],
        ["Rossi", "Bianchi", "Esposito", "Kowalski", "Nowak", "Wisniewski", "Ivanov", "Petrov", "Kovalenko",
         "Shevchenko", "Papadopoulos", "Georgiou", "Johansson", "Lindqvist", "Nielsen", "Muller", "Vogel",
         "de Vries", "van Dijk", "Janssen"],
    ),
    "middle_eastern": (
        ["Omar", "Ahmed", "Yusuf", "Khalid", "Hamza", "Mehmet", "Emre", "Reza", "Dariush", "Avi", "Yosef",
         "Elias"],
        ["Fatima", "Layla", "Noor", "Yasmin", "Zeynep", "Elif", "Shirin", "Parisa", "Tamar", "Noa", "Rania"],
        ["Haddad", "Khoury", "Mansour", "Al-Farsi", "Nasser", "Yilmaz", "Demir", "Kaya", "Hosseini", "Karimi",
         "Cohen", "Levi", "Friedman", "Abboud"],
    ),
    "pacific": (
        ["Keanu", "Kai", "Makoa", "Tane", "Nikau"],
        ["Leilani", "Kalani", "Mere", "Aroha", "Moana"],
        ["Kahananui", "Akana", "Kealoha", "Ngata", "Parata", "Tuilagi", "Fonoti"],
    ),
    # names that are also ordinary English words
    "wordlike": (
        ["Will", "Bill", "Frank", "Mark", "Rich", "Drew", "Heath", "Chase", "Cliff", "Dale", "Glen", "Forrest",
         "Art", "Guy", "Jack", "Rusty", "Sonny", "Grant", "Miles"],
        ["May", "Hope", "Rose", "Joy", "Grace", "Faith", "Summer", "Dawn", "Ivy", "Holly", "Iris", "Penny",
         "Pearl", "Ruby", "Amber", "April", "June", "Autumn", "Sunny", "Charity", "Patience", "Olive", "Fern",
         "Willow", "Sky"],
        ["Baker", "Cook", "Hunter", "Fisher", "Wood", "Stone", "Hill", "Green", "Brown", "White", "Young", "Bell",
         "Rice", "Sharp", "Frost", "Rivers", "Field", "Lane", "Price", "Love", "Moody", "Hale", "Bird", "Swan",
         "Fox", "Wolf", "Page", "Cross", "Marsh", "Long", "Little", "Small", "Day", "Knight", "Bishop", "Mason",
         "Porter", "Glass", "Banks", "Waters", "Winter", "Snow", "Strong", "Best", "Wise", "Hardy", "Noble",
         "Golden", "Sweet", "Church", "Hall", "Parks", "Cash", "Moon", "Goodman", "Power", "Savage", "Means"],
    ),
}
ORIGIN_WEIGHTS = {"anglo": 14, "celtic": 5, "west_african": 7, "east_african": 5, "south_asian": 9,
                  "east_asian": 9, "filipino": 4, "hispanic": 9, "lusophone": 3, "european": 8,
                  "middle_eastern": 7, "pacific": 3, "wordlike": 14}

NICKNAMES = {"William": "Will", "Robert": "Bobby", "Margaret": "Peggy", "Michael": "Mike", "James": "Jim",
             "Thomas": "Tom", "Daniel": "Dan", "Alejandro": "Alex", "Oluwaseun": "Seun", "Katarzyna": "Kasia",
             "Elizabeth": "Lizzie", "Chiamaka": "Chi", "Guadalupe": "Lupe", "Giuseppe": "Beppe"}

RELATIONS_F = ["wife", "daughter", "mother", "mom", "sister", "granddaughter", "niece", "aunt", "partner",
               "neighbour", "friend", "stepmother", "carer", "daughter-in-law"]
RELATIONS_M = ["husband", "son", "father", "dad", "brother", "grandson", "nephew", "uncle", "partner",
               "neighbor", "friend", "stepdad", "caregiver", "son-in-law"]

CITIES = ["Springvale", "Dayton", "Harrow Falls", "Maple Bluff", "Port Ellery", "Cedar Rapids", "Fairhaven",
          "Brookline", "Tacoma", "Ashford", "Kettering", "Redmond", "Westerly", "Lowell", "Bridgend",
          "Galway", "Duluth", "Hollister", "Yarmouth", "Glen Ellyn", "Salem", "Norwich", "Elmira", "Abilene",
          "Pueblo", "Mankato", "Truro", "Stirling", "Kamloops", "Moncton", "Oakridge", "Bakersfield",
          "Eau Claire", "Marlow", "Chesterfield", "Greenock", "Lakewood", "Waukesha", "Hilo", "Bangor"]
STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Maine", "ME"), ("Iowa", "IA"), ("Vermont", "VT"),
          ("Georgia", "GA"), ("Michigan", "MI"), ("Wisconsin", "WI"), ("Colorado", "CO"), ("Nevada", "NV"),
          ("Kansas", "KS"), ("Minnesota", "MN"), ("New Mexico", "NM"), ("Kentucky", "KY"), ("Illinois", "IL"),
          ("Washington", "WA"), ("Hawaii", "HI"), ("New York", "NY"), ("California", "CA"),
          ("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS")]
UK_REGIONS = ["Devon", "Yorkshire", "Cornwall", "Kent", "Fife", "Gwynedd", "Norfolk", "Cumbria"]
COUNTRIES = ["Portugal", "Mexico", "Nigeria", "India", "the Philippines", "Vietnam", "Kenya", "Brazil", "Poland",
             "Ireland", "Jamaica", "Ghana", "Turkey", "Pakistan", "Canada", "Italy", "Guatemala", "Ethiopia",
             "Peru", "Thailand", "Egypt", "Greece", "Somalia", "Haiti", "Colombia", "Morocco", "Japan"]

STREET_NAMES = ["Elmwood", "Larkspur", "Quarry", "Bramble", "Juniper", "Old Mill", "Chestnut", "Harbor View",
                "Kingfisher", "Beacon", "Wren", "Sycamore", "Foxglove", "Ridgeway", "Orchard", "Alder",
                "Canal", "Cooper", "Linden", "Tamarack", "Prospect", "Heron", "Millbrook", "Stonegate"]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
                 "Way", "Place", "Close", "Crescent", "Terrace", "Blvd"]
UNITS = ["Apt 3", "Apt 12B", "Unit 4", "#207", "Apt 5C", "Flat 2", "Suite 110", "Unit 19", "Apt 1"]

PLACE_WORDS = ["Birchfield", "Carrow", "Eastmere", "Halden", "Kestrel Ridge", "Marlow Bay", "Northgate",
               "Pell River", "Quarry Hill", "Redfern", "Saltmarsh", "Tamsin Valley", "Underwood",
               "Vale Crossing", "Westbrook", "Yarrow", "Ashgrove", "Bellhaven", "Cobalt Creek", "Dunmore",
               "Fallowfield", "Greystone", "Holbrook", "Ironwood", "Juniper Hills", "Lantern Point",
               "Meadowlark", "Oxbow", "Pinecrest", "Riverside East", "Silverlake", "Thistledown"]
HOSP_KINDS = ["General Hospital", "Medical Center", "Family Practice", "Health Centre", "Surgery",
              "Pediatrics", "Urgent Care", "Community Hospital", "Clinic", "Women's Health",
              "Children's Hospital", "Family Medicine", "Internal Medicine Associates", "Medical Group",
              "Regional Hospital", "Walk-in Clinic", "Primary Care"]
SAINT_HOSP = ["St. Brigid's Hospital", "St Aidan's Medical Center", "Our Lady of Mercy Hospital",
              "St. Columba's Hospice", "Good Shepherd Rehab", "St. Jude Thaddeus Clinic",
              "Mercy Ridge Hospital", "Hope Valley Care Home", "Rosewood Manor Nursing Home",
              "Sunrise Gardens Care Home", "Ashby Lodge Care Home"]
PHARMACIES = ["Corner Drug", "Pellham Pharmacy", "Hollis Apothecary", "MedRite Pharmacy", "Quick Rx",
              "Bluebell Chemist", "Family Care Pharmacy", "Main Street Drug", "Greenleaf Pharmacy",
              "Kwik Script", "Harbor Pharmacy", "Village Chemist"]
WARDS = ["Rowan Ward", "Kingfisher Unit", "Larch Ward", "Bluebird Ward", "Osprey Unit", "Heather Ward",
         "Cedar Unit", "Maple Ward"]
BUILDINGS = ["Kessler Pavilion", "Hartley Building", "North Tower", "Pemberton Wing", "Annex B",
             "Gallagher Pavilion", "the Lindqvist Building", "Westgate Plaza", "the Riverside Mall",
             "Eastfield Shopping Centre", "the old Armory", "Union Station", "Memorial Park",
             "the Carrow Library", "Lakeview Towers"]

EMPLOYERS = ["Harlow Freight", "Brightwater Logistics", "Pine & Kettle Bakery", "Tri-County Transit",
             "Meridian Steelworks", "Copperline Telecom", "Fenwick & Doyle LLP", "Blue Heron Diner",
             "Northwind Roofing", "Castlegate Foods", "Quillon Software", "Redfern Auto Body",
             "Marisol Cleaning Co", "Sable Creek Farms", "Ostrander Plastics", "Kettle Lake Resort",
             "Driftwood Marine", "Larkin Electric", "Summit Parcel", "Haverford Bank", "Goldleaf Hotel",
             "Ironbridge Construction", "Petal & Stem Florist", "Tidewater Seafood"]
SCHOOLS = ["Summit Ridge Elementary", "Lincoln Park Middle School", "Oakhurst Primary", "Harbor View Academy",
           "St. Anselm School", "Maple Grove Elementary", "Westbrook High School", "Cedar Hollow Middle",
           "Fairmont Elementary", "Kestrel Ridge Academy", "Bright Start Preschool", "Northgate Junior High"]
ORGS = ["Grace Fellowship Church", "Riverside YMCA", "Eastmere Rotary Club", "Sunnyside Senior Center",
        "Holy Trinity Parish", "Carrow Youth Soccer League", "Meals on Wheels of Halden",
        "Oxbow Community Choir", "Temple Beth Shalom", "Al-Noor Mosque"]
INSURERS = ["Harborline Health", "Keystone Mutual", "Crescent Care Plan", "Bluegate Insurance",
            "Unity Shield Health", "Northstar Health Plan", "Pinnacle Assurance", "Everwell Medicaid Plan",
            "Tri-Valley Health Partners"]

PROFESSIONS = ["welder", "bus driver", "teacher", "roofer", "electrician", "truck driver", "cashier",
               "software developer", "farmer", "firefighter", "line cook", "accountant", "hairdresser",
               "mail carrier", "police officer", "carpenter", "plumber", "warehouse worker", "dental hygienist",
               "barista", "security guard", "pilot", "librarian", "machinist", "landscaper", "social worker",
               "graphic designer", "forklift operator", "chef", "janitor", "bank teller", "nanny",
               "hotel housekeeper", "pastor", "fisherman", "crane operator", "dairy farmer", "night shift nurse",
               "construction worker", "delivery driver"]

# ---------------- hard negatives (never annotated) ----------------
LABS = ["Na 138", "Na 131 (L)", "K 4.1", "K 5.6 (H)", "Cl 101", "BUN 18", "BUN 32", "Cr 0.9", "Cr 1.4",
        "Hgb 12.4", "Hgb 9.8", "Plt 231", "Plt 88", "INR 2.4", "INR 3.6", "WBC 11.2", "glucose 142",
        "A1c 7.2%", "HbA1c 8.1%", "TSH 2.1", "LDL 164", "eGFR 52", "ALT 48", "CRP 34", "ferritin 9",
        "Mg 1.7", "phos 3.1", "lipase 210", "troponin <0.01", "PSA 4.8", "vit D 14"]
LAB_PANELS = ["Na 138, K 4.1, Cl 101, BUN 18, Cr 0.9", "Hgb 12.4, Plt 231, WBC 7.8",
              "Na 131 (ref 135-145), K 5.6 (ref 3.5-5.0)", "INR 2.4 (goal 2-3)", "A1c 7.2% (was 8.0%)",
              "BUN/Cr 22/1.1", "TSH 6.8 (0.4-4.0), free T4 0.9", "Hgb 9.8 -> 10.6", "LDL 164, HDL 41, TG 190"]
VITALS = ["HR 88", "HR 112", "RR 16", "RR 24", "SpO2 97% RA", "SpO2 92%", "T 38.4 C", "temp 101.2",
          "temp 99.8F", "BP 132/84", "BP 158/96", "BP 104/62", "wt 18.2 kg", "wt 82 kg", "BMI 31"]
DRUGS = ["amoxicillin 400 mg/5 mL, 5 mL BID x 10 days", "ibuprofen 200 mg 1-2 tabs q6h prn",
         "metformin 500 mg BID", "lisinopril 10 mg daily", "albuterol HFA 2 puffs q4h prn",
         "acetaminophen 160 mg/5 mL", "sertraline 50 mg daily", "levothyroxine 75 mcg qAM",
         "apixaban 5 mg BID", "insulin glargine 22 units qhs", "prednisone 40 mg x 5 days",
         "EpiPen Jr 0.15 mg", "cetirizine 10 mg", "omeprazole 20 mg before breakfast",
         "amlodipine 5 mg", "atorvastatin 40 mg qhs", "Tylenol 500 mg", "Zyrtec", "Miralax 17 g daily",
         "ondansetron 4 mg ODT q8h prn", "cephalexin 500 mg QID", "fluticasone 2 sprays each nostril",
         "warfarin 5 mg", "gabapentin 300 mg TID", "hydrochlorothiazide 25 mg", "montelukast 5 mg qhs",
         "methylphenidate ER 18 mg", "Augmentin 875 mg BID", "nitrofurantoin 100 mg BID x 5 days",
         "oxycodone 5 mg q6h prn", "Eliquis", "Ozempic 0.5 mg weekly", "furosemide 40 mg"]
DRUG_SHORT = ["amoxicillin", "ibuprofen", "metformin", "lisinopril", "albuterol", "Tylenol", "Motrin",
              "sertraline", "levothyroxine", "Eliquis", "prednisone", "Zofran", "Benadryl", "Flonase",
              "Synthroid", "Lasix", "Keflex", "Ozempic", "Adderall", "Zoloft", "Lipitor", "Norco"]
SCORES = ["GCS 15", "NYHA II", "NYHA class III", "pain 6/10", "pain 3/10", "APGAR 8 and 9", "PHQ-9 11",
          "GAD-7 of 9", "Wells score 1", "CURB-65 of 1", "Braden 16", "peak flow 280", "MMSE 26/30",
          "pain 8/10"]
EPONYMS = ["Foley", "Parkinson's", "Crohn's", "Babinski", "Epley maneuver", "Heimlich", "Bell's palsy",
           "Hashimoto's", "Osgood-Schlatter", "Down syndrome", "Graves disease", "Alzheimer's",
           "Tourette's", "Raynaud's", "Holter monitor", "Apgar", "Kawasaki", "Addison's"]
ICD = ["J06.9", "E11.9", "R50.9", "S93.401A", "Z00.129", "I10", "J45.909", "N39.0", "H66.90", "K21.9",
       "F41.1", "M54.5", "L03.115", "R10.9"]
CPT = ["99213", "99214", "99203", "90715", "93000", "85025", "80053"]
CREDS = ["MD", "RN", "NP", "PA-C", "MBBS", "DO", "PharmD", "LPN", "BSN, RN", "FNP-C", "CMA", "MSN, APRN",
         "RPh", "DNP", "MRCGP"]
DEPTS = ["Cardiology", "ICU", "ED", "Peds", "Radiology", "Ortho", "GI", "Derm", "the lab", "PACU",
         "urgent care", "Endo", "Neurology", "OB", "Billing"]
CONDITIONS = ["asthma", "type 2 diabetes", "hypertension", "afib", "CKD stage 3", "GERD", "eczema",
              "migraine", "COPD", "hypothyroidism", "ADHD", "UTI", "otitis media", "strep throat",
              "cellulitis", "gout", "sleep apnea", "anxiety", "heart failure"]
MEASURES = ["3 cm", "2 x 3 cm", "5 mm", "38.9 C", "102.4 F", "12 kg", "250 mL", "1.5 L", "4 oz", "8 oz",
            "2 inches", "0.5 mL", "30 units", "10 mg/kg"]
