"""Invented value pools for dev120_en. Every name, street, hospital, organisation and
identifier format here was written for this set; none was copied from any data source."""

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
TYPE_LIST = list(TYPES)

# given names by origin; (name, sex)
GIVEN = {
    "anglo": [("James", "m"), ("Olivia", "f"), ("Ethan", "m"), ("Chloe", "f"), ("Liam", "m"),
              ("Megan", "f"), ("Will", "m"), ("Hope", "f"), ("Grace", "f"), ("Faith", "f"),
              ("Rose", "f"), ("Joy", "f"), ("Ivy", "f"), ("Frank", "m"), ("Mark", "m"),
              ("Bill", "m"), ("Amber", "f"), ("Robin", "m"), ("Dot", "f"), ("Nigel", "m"),
              ("Shauna", "f"), ("Callum", "m"), ("Bethan", "f"), ("Dwayne", "m"), ("Tamsin", "f"),
              ("Gareth", "m"), ("Kayleigh", "f"), ("Hank", "m"), ("Lorna", "f"), ("Rhys", "m")],
    "indian": [("Priya", "f"), ("Arjun", "m"), ("Ananya", "f"), ("Rahul", "m"), ("Lakshmi", "f"),
               ("Vikram", "m"), ("Deepa", "f"), ("Sanjay", "m"), ("Meera", "f"), ("Karthik", "m"),
               ("Sunita", "f"), ("Harpreet", "f"), ("Gurdeep", "m"), ("Anil", "m"), ("Kavya", "f"),
               ("Sunny", "m"), ("Farhan", "m"), ("Nandini", "f"), ("Ravi", "m"), ("Ishaan", "m")],
    "filipino": [("Maricel", "f"), ("Jun", "m"), ("Rowena", "f"), ("Jericho", "m"), ("Lourdes", "f"),
                 ("Bong", "m"), ("Analyn", "f"), ("Ramil", "m"), ("Girlie", "f"), ("Dindo", "m"),
                 ("Marites", "f"), ("Jomar", "m"), ("Cherry", "f"), ("Rodel", "m"), ("Joy", "f"),
                 ("Precious", "f"), ("Nonoy", "m"), ("Liza", "f"), ("Emmanuel", "m")],
    "other": [("Émilie", "f"), ("Luc", "m"), ("Geneviève", "f"), ("Mathieu", "m"), ("Chidi", "m"),
              ("Amara", "f"), ("Kwame", "m"), ("Ngozi", "f"), ("Tendai", "m"), ("Wei", "m"),
              ("Mei", "f"), ("Hiroshi", "m"), ("Ji-woo", "f"), ("Omar", "m"), ("Layla", "f"),
              ("Yusuf", "m"), ("Fatima", "f"), ("Alejandro", "m"), ("Lucía", "f"), ("Kasia", "f"),
              ("Tomasz", "m"), ("Siobhan", "f"), ("Aroha", "f"), ("Bogdan", "m"), ("Zoë", "f")],
}
SURNAME = {
    "anglo": ["Baker", "King", "Wood", "Hill", "Brown", "Young", "Moss", "Fox", "Bell", "Hunter",
              "Marsh", "Church", "Whitlock", "Pemberton", "Thistlewood", "Ashdown", "Calloway",
              "Pryce", "Hargreaves", "Dunmore", "O'Brien", "MacLeod", "Fairbairn", "Loxley",
              "Stroud", "Tennant", "Ridley", "Penhale"],
    "indian": ["Patel", "Iyer", "Reddy", "Banerjee", "Nair", "Kapoor", "Deshpande", "Sandhu",
               "Gill", "Menon", "Chatterjee", "Kulkarni", "Rao", "Siddiqui", "Pillai", "Joshi"],
    "filipino": ["Santos", "Dela Cruz", "Reyes", "Bautista", "Villanueva", "Macaraeg", "Manalo",
                 "Dimaculangan", "Soriano", "Pangilinan", "Aquino", "Tolentino", "Gatchalian"],
    "other": ["Tremblay", "Gagnon", "Okafor", "Mensah", "Adeyemi", "Nakamura", "Chen", "Nguyen",
              "Kowalski", "Haddad", "Fernández", "Moyo", "Petrov", "Lindqvist", "Ochieng",
              "Al-Rashid", "Takahashi", "Dubois", "Novak", "Ferreira"],
}
ORIGIN_WEIGHTS = {
    "US": {"anglo": 5, "indian": 1, "filipino": 1, "other": 3},
    "UK": {"anglo": 6, "indian": 2, "filipino": 1, "other": 2},
    "CA": {"anglo": 4, "indian": 2, "filipino": 1, "other": 3},
    "IN": {"anglo": 0, "indian": 9, "filipino": 0, "other": 1},
    "PH": {"anglo": 1, "indian": 0, "filipino": 9, "other": 1},
}

GEO = {
    "US": {"cities": ["Springfield", "Dayton", "Tucson", "Albany", "Fresno", "Lubbock", "Toledo",
                      "Macon", "Billings", "Duluth", "Savannah", "Reno"],
           "states": [("Ohio", "OH"), ("Arizona", "AZ"), ("New York", "NY"), ("California", "CA"),
                      ("Texas", "TX"), ("Montana", "MT"), ("Minnesota", "MN"), ("Nevada", "NV"),
                      ("Illinois", "IL"), ("Oregon", "OR")],
           "streets": ["Elm Street", "Larkspur Lane", "Birchwood Ave", "Quarry Road", "Old Mill Rd",
                       "Sycamore Ct", "Harbor View Dr", "Cottonwood Blvd", "Pine Hollow Way"]},
    "UK": {"cities": ["Leeds", "Bristol", "Norwich", "Swansea", "Derby", "Stockport", "Kettering",
                      "Harrogate", "Wrexham", "Devon", "Kent", "Paisley"],
           "states": [],
           "streets": ["Quarry Road", "Mill Lane", "Chapel Street", "Orchard Close", "Hawthorn Way",
                       "Gorse Hill Road", "Station Terrace", "Vicarage Gardens"]},
    "CA": {"cities": ["Toronto", "Halifax", "Winnipeg", "Kelowna", "Moncton", "Sudbury", "Regina",
                      "Kingston", "Saskatoon", "Gatineau"],
           "states": [("Ontario", "ON"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
                      ("British Columbia", "BC"), ("Alberta", "AB"), ("Saskatchewan", "SK")],
           "streets": ["Maple Crescent", "Rideau Heights Dr", "Birch Bay Rd", "Lakeshore Ave",
                       "Tamarack St", "Portage Line"]},
    "IN": {"cities": ["Pune", "Chennai", "Kochi", "Jaipur", "Lucknow", "Nagpur", "Mysuru",
                      "Thrissur", "Indore", "Vadodara"],
           "states": [("Maharashtra", "Maharashtra"), ("Tamil Nadu", "Tamil Nadu"),
                      ("Kerala", "Kerala"), ("Rajasthan", "Rajasthan"), ("Karnataka", "Karnataka"),
                      ("Gujarat", "Gujarat")],
           "streets": ["Shanti Nagar Main Road", "Link Road", "MG Cross Road", "Gandhi Colony Lane 2",
                       "Nehru Park Road", "Ashok Vihar Road"]},
    "PH": {"cities": ["Quezon City", "Davao City", "Iloilo City", "Baguio", "Marikina", "Lipa",
                      "Tagaytay", "Dumaguete", "Calamba"],
           "states": [("Laguna", "Laguna"), ("Pampanga", "Pampanga"), ("Batangas", "Batangas"),
                      ("Benguet", "Benguet"), ("Metro Manila", "Metro Manila")],
           "streets": ["Sampaguita St.", "Mabini Street", "Rizal Ave.", "Kamagong St.",
                       "Narra Road", "Ilang-Ilang St."]},
}
COUNTRIES = ["Portugal", "Kenya", "Saudi Arabia", "Singapore", "Nigeria", "Mexico", "Thailand",
             "Australia", "Ireland", "Pakistan", "Qatar", "Spain", "Vietnam", "Jamaica", "Peru",
             "Egypt", "Italy", "Canada", "India", "Ghana", "Morocco", "Nepal"]

HOSPITALS = {
    "US": ["Lakemont General Hospital", "Cedar Ridge Medical Center", "St. Brigid's Hospital",
           "Maplewood Family Practice", "Harbor Point Urgent Care", "Kessler Creek Clinic",
           "Prairie Hills Medical Group", "Ironwood Community Hospital"],
    "UK": ["Harrowgate Royal Infirmary", "Elm Park Surgery", "Kingsbridge Health Centre",
           "Northvale Community Hospital", "Fernlea Medical Practice", "St. Aldhelm's Hospital",
           "Brackenridge Walk-in Centre"],
    "CA": ["Northshore Regional Hospital", "Riverside Walk-in Clinic", "Pinegrove Health Centre",
           "St. Columba Hospital", "Bayfield Family Health Team"],
    "IN": ["Banyan Tree Multispeciality Hospital", "Shree Ganga Clinic", "Sahyadri Lotus Hospital",
           "Nirmal Care Nursing Home", "Arogya Seva Polyclinic"],
    "PH": ["Sampaguita Medical Center", "Our Lady of Hinulugan Hospital", "Bayanihan Family Clinic",
           "San Isidro Doctors Hospital", "Mabini Lying-in Clinic"],
}
PHARMACIES = {
    "US": ["Greenleaf Pharmacy", "Bayshore Drug", "Sunbeam Pharmacy"],
    "UK": ["Castlegate Chemist", "Fernlea Pharmacy", "Hollybush Pharmacy"],
    "CA": ["Tamarack Pharmacy", "Northern Lights Drug Mart"],
    "IN": ["Sri Balaji Medicals", "Arogya Medical Store"],
    "PH": ["Botika ni Aling Nena", "Kalusugan Drugstore"],
}
CARE_HOMES = ["Pinecrest Care Home", "Willow Court Nursing Home", "Heatherbank Lodge",
              "Sunnyvale Assisted Living", "Golden Acre Residence", "Cloverfield Manor"]
WARDS = ["Rowan Ward", "Bluebell Ward", "Kestrel Unit", "Larch Ward", "Magnolia Ward",
         "Osprey Unit", "Juniper Ward"]
SCHOOLS = {
    "US": ["Maple Grove Elementary", "Jefferson Ridge Middle School", "Cedar Hollow High School"],
    "UK": ["Maple Grove Primary School", "Ridgeway Secondary School", "St. Aidan's C of E Primary"],
    "CA": ["Lakeshore Public School", "Ste-Catherine Elementary", "Northwood Collegiate"],
    "IN": ["Greenfield Public School", "Sacred Heart Convent School", "Vidya Niketan High School"],
    "PH": ["Holy Cross Academy", "Mabini Elementary School", "Rizal National High School"],
}
EMPLOYERS = {
    "US": ["Northwind Logistics", "Halvorsen Freight", "Oakhurst Construction", "Bluewater Retail",
           "Kestrel Software", "Tri-County Transit"],
    "UK": ["Pinnacle Foods Ltd", "Dunmore Council", "Brightpath Call Centres", "Hartley & Voss",
           "Greystone Haulage"],
    "CA": ["Maple Leaf Courier Co.", "Boreal Timber Ltd", "Lakehead Insurance Group"],
    "IN": ["Sunrise Infotech Pvt Ltd", "Deccan Textiles", "Shakti Auto Components"],
    "PH": ["Sunrise BPO Services", "Mabuhay Cargo Corp.", "Tala Garments Inc."],
}
PROFESSIONS = ["welder", "teacher", "bus driver", "lorry driver", "nurse", "electrician", "chef",
               "software engineer", "call centre agent", "warehouse operative", "farmer",
               "security guard", "accountant", "hairdresser", "plumber", "seafarer", "cashier",
               "jeepney driver", "tailor", "delivery rider", "cleaner", "firefighter", "carpenter",
               "postman", "bank clerk", "fisherman", "domestic helper", "web designer"]

DEVICE_MODELS = ["Glucora G5 sensor", "AeroSleep 10 CPAP", "Lumen Pace II pacemaker",
                 "VitaFlow insulin pump", "OxiHome 5L concentrator", "NeuroCalm TENS unit",
                 "Sonara hearing aid", "CardioPatch monitor"]

# hard negatives --------------------------------------------------------------
LABS = ["Hb {a}.{b}", "K {k}", "Na {na}", "creatinine {cr} umol/L", "HbA1c {a1c}%", "INR {inr}",
        "WBC {wbc}", "CRP {crp}", "eGFR {egfr}", "TSH {tsh}", "glucose {glu} mmol/L",
        "sugar {sug} mg/dL", "platelets {plt}", "troponin {trop} ng/L", "Hgb {a}.{b} g/dL",
        "ferritin {fer}", "lactate {lac}"]
VITALS = ["BP {sys}/{dia}", "HR {hr}", "temp {tmp}", "SpO2 {spo}%", "RR {rr}", "sats {spo}% on RA",
          "pulse {hr}", "weight {wt} kg", "T {tmp}C", "BP {sys}/{dia} mmHg"]
DRUGS = ["metformin 500 mg BID", "amoxicillin 500mg TDS x 5 days", "paracetamol 1 g QDS",
         "atorvastatin 20 mg nocte", "salbutamol 2 puffs PRN", "insulin glargine {u} units",
         "levothyroxine 75 mcg OD", "ondansetron 4 mg PRN", "prednisolone 30 mg OD",
         "amlodipine 5mg daily", "losartan 50 mg", "sertraline 50mg", "co-amoxiclav 625 mg TDS",
         "ibuprofen 400 mg TID", "apixaban 5 mg BD", "furosemide 40mg mane", "omeprazole 20 mg",
         "cetirizine 10 mg", "azithromycin 500 mg x3 days", "morphine sulfate 10 mg/5 mL 2.5 mL q4h PRN",
         "enoxaparin 40 mg SC", "gliclazide 80 mg BD", "losartan 25mg OD", "montelukast 10 mg nocte"]
SCORES = ["GCS {gcs}", "PHQ-9 of {phq}", "pain {pain}/10", "NEWS2 {news}", "CURB-65 {curb}",
          "Wells score {wells}", "MMSE {mmse}/30", "GAD-7 {gad}", "Braden {braden}",
          "AUDIT-C {auditc}", "Apgar {apgar}"]
EPONYMS = ["Parkinson's disease", "Crohn's", "Bell's palsy", "Baker's cyst", "Hashimoto's",
           "Addison's disease", "Foley catheter", "Down syndrome", "Alzheimer's", "Graves' disease",
           "Guillain-Barré", "Hodgkin lymphoma", "Raynaud's", "Meniere's disease", "Cushing's",
           "Wilms tumour", "Barrett's oesophagus", "Osgood-Schlatter", "Kawasaki disease",
           "Asperger's", "Tourette's", "Sjögren's"]
CREDENTIALS = ["MD", "RN", "MBBS", "RPh", "NP", "PA-C", "FRCP", "MRCGP", "BSN", "DO", "PharmD",
               "LPN", "RM", "MBChB", "FPCP", "DNB"]
ICD10 = ["J06.9", "E11.9", "I10", "N39.0", "M54.5", "F41.1", "R51", "K21.9", "L03.115", "Z76.0",
         "J45.909", "R50.9", "A09", "B34.9", "H66.90", "S93.401A", "R10.9", "G43.909", "F32.1"]
