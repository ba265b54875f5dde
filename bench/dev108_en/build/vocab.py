"""Shared vocabulary for make.py and check.py (dev108_en).

Fine types and their categories follow docs/annotation_guideline.md.
The hard-negative lists are the non-PHI clinical words the generator writes
and the checker counts in the unannotated text.
"""

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = list(CATEGORY)

SOURCE = "dev108-en"

# ---- hard negatives (never annotated) -------------------------------------
DRUGS = [
    "metformin", "amlodipine", "salbutamol", "sertraline", "levothyroxine", "warfarin",
    "apixaban", "atorvastatin", "paracetamol", "ibuprofen", "amoxicillin", "prednisolone",
    "methylphenidate", "cetirizine", "omeprazole", "lisinopril", "ramipril", "gliclazide",
    "insulin glargine", "furosemide", "bisoprolol", "fluoxetine", "citalopram", "montelukast",
    "beclometasone", "budesonide", "loratadine", "co-amoxiclav", "doxycycline", "nitrofurantoin",
    "codeine", "tramadol", "gabapentin", "pregabalin", "losartan", "hydrochlorothiazide",
    "metoprolol", "allopurinol", "colchicine", "adrenaline auto-injector", "ferrous sulfate",
    "folic acid", "vitamin D3", "tenofovir", "dolutegravir", "isoniazid", "rifampicin",
    "melatonin", "ondansetron", "azithromycin", "clopidogrel", "aspirin", "lansoprazole",
    "sitagliptin", "empagliflozin", "mirtazapine", "quetiapine", "ventolin", "panadol", "calpol",
]
LABS = [
    "HbA1c", "potassium", "sodium", "creatinine", "eGFR", "TSH", "INR", "haemoglobin",
    "hemoglobin", "Hb", "ferritin", "vitamin D", "CRP", "WBC", "platelets", "ALT", "LDL",
    "cholesterol", "PSA", "glucose", "BUN", "urea", "B12", "folate", "viral load", "CD4",
    "troponin", "ESR", "bilirubin", "albumin", "uric acid", "lipase",
]
VITALS = ["BP", "HR", "pulse", "temp", "SpO2", "sats", "RR", "resp rate", "weight", "wt",
          "BMI", "blood sugar", "BSL", "peak flow"]
UNITS = ["mg", "mcg", "mmol/L", "mg/dL", "g/dL", "g/L", "mL", "kg", "bpm", "mmHg", "%",
         "units", "IU", "ng/mL", "mIU/L", "U/L", "nmol/L", "ug/L", "L/min", "x10^9/L",
         "mmol/mol", "cm", "puffs"]
SIGS = ["BD", "BID", "bid", "TDS", "tds", "QDS", "OD", "od", "PRN", "prn", "nocte", "mane",
        "q4h", "q6h", "q8h", "daily", "twice daily", "at night", "stat", "qid"]
SCORES = ["PHQ-9", "GAD-7", "GCS", "AUDIT-C", "pain score", "CURB-65", "Wells score",
          "Apgar", "MMSE", "Epworth", "MUST score", "NEWS2", "/10"]
EPONYMS = [
    "Parkinson's disease", "Babinski sign", "Foley catheter", "Bell's palsy", "Crohn's disease",
    "Hashimoto's", "Graves' disease", "Down syndrome", "Addison's disease", "Cushing's",
    "Alzheimer's", "Raynaud's", "Tourette's", "Osgood-Schlatter", "Sever's disease",
    "Meniere's disease", "Hodgkin lymphoma", "Glasgow Coma Scale", "Epley manoeuvre",
    "Holter monitor", "Doppler", "Heimlich", "Asperger's", "Guillain-Barre", "Colles fracture",
    "Baker's cyst", "Wilms tumour", "Kawasaki disease", "Perthes disease", "Achilles tendon",
    "Hirschsprung", "Barrett's oesophagus",
]
CREDENTIALS = ["MD", "RN", "DO", "NP", "PA-C", "PharmD", "BPharm", "MPharm", "MBBS", "MBChB",
               "FRCP", "MRCGP", "RGN", "CNA", "CHW", "LPN", "BSN", "FNP-C", "DNP", "FACP",
               "OHN", "SCPHN", "FRACGP", "RPh"]
ICD10 = ["E11.9", "I10", "J45.909", "M54.5", "F41.1", "Z00.00", "R51", "J06.9", "K21.9",
         "E03.9", "F32.1", "N39.0", "L20.9", "B20", "A15.0", "E66.9", "G43.909", "M25.561",
         "R05", "H66.90", "J30.1", "Z23", "E55.9", "D50.9", "F90.0", "G47.33", "I48.91"]
# abbreviations that look like places or names
LOOKALIKES = ["PA", "ALS", "DM", "MS", "OR", "CA", "ED", "ICU", "A&E", "GP", "OT", "PT",
              "ENT", "OPD", "CHC", "IN"]
# ordinary English words that also occur in the name pools
ORDINARY = ["will", "hope", "grace", "joy", "faith", "rose", "dawn", "mark", "frank", "bill",
            "young", "wood", "hill", "bell", "page", "king", "price", "rich", "little", "long",
            "brown", "white", "green", "sharp", "strong", "cook", "iris", "hunter", "jack",
            "ivy", "holly", "pearl", "amber", "baker", "swift", "moss", "fox"]
