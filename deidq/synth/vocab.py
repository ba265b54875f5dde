# ruff: noqa: E501  (word lists read best unwrapped)
"""Non-PHI clinical vocabulary for recipe v2 (hard negatives): lab tests with units and reference
ranges, vital signs, drugs and sigs, problems with ICD-10 codes, eponyms, scores, credentials,
departments, and the clinical abbreviation list shipped in ``shared/data``."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

# (short name, long name, unit, low, high, decimals)
LABS: dict[str, list[tuple[str, str, str, float, float, int]]] = {
    "BMP": [("Na", "Sodium", "mmol/L", 135, 145, 0), ("K", "Potassium", "mmol/L", 3.5, 5.1, 1),
            ("Cl", "Chloride", "mmol/L", 98, 107, 0), ("HCO3", "Bicarbonate", "mmol/L", 22, 29, 0),
            ("BUN", "Blood urea nitrogen", "mg/dL", 7, 20, 0), ("Cr", "Creatinine", "mg/dL", 0.6, 1.2, 2),
            ("Glu", "Glucose", "mg/dL", 70, 99, 0), ("Ca", "Calcium", "mg/dL", 8.5, 10.5, 1)],
    "U&E": [("Na", "Sodium", "mmol/L", 133, 146, 0), ("K", "Potassium", "mmol/L", 3.5, 5.3, 1),
            ("Urea", "Urea", "mmol/L", 2.5, 7.8, 1), ("Creat", "Creatinine", "umol/L", 59, 104, 0),
            ("eGFR", "eGFR", "mL/min/1.73m2", 90, 120, 0)],
    "CBC": [("WBC", "White blood cells", "x10^9/L", 4.0, 11.0, 1), ("Hgb", "Haemoglobin", "g/dL", 12.0, 16.0, 1),
            ("Hct", "Haematocrit", "%", 36, 46, 1), ("Plt", "Platelets", "x10^9/L", 150, 400, 0),
            ("MCV", "Mean corpuscular volume", "fL", 80, 100, 0), ("Neut", "Neutrophils", "x10^9/L", 2.0, 7.5, 1),
            ("Lymph", "Lymphocytes", "x10^9/L", 1.0, 4.0, 1)],
    "LFT": [("AST", "Aspartate aminotransferase", "U/L", 10, 40, 0), ("ALT", "Alanine aminotransferase", "U/L", 7, 56, 0),
            ("ALP", "Alkaline phosphatase", "U/L", 44, 147, 0), ("T bili", "Total bilirubin", "mg/dL", 0.1, 1.2, 1),
            ("Alb", "Albumin", "g/dL", 3.5, 5.0, 1), ("GGT", "Gamma-glutamyl transferase", "U/L", 9, 48, 0)],
    "Coag": [("PT", "Prothrombin time", "sec", 11, 13.5, 1), ("INR", "INR", "", 0.8, 1.1, 1),
             ("aPTT", "Activated partial thromboplastin time", "sec", 25, 35, 0), ("Fibrinogen", "Fibrinogen", "mg/dL", 200, 400, 0)],
    "Lipids": [("TC", "Total cholesterol", "mg/dL", 120, 200, 0), ("LDL", "LDL cholesterol", "mg/dL", 50, 100, 0),
               ("HDL", "HDL cholesterol", "mg/dL", 40, 80, 0), ("TG", "Triglycerides", "mg/dL", 50, 150, 0)],
    "Other": [("TSH", "Thyroid stimulating hormone", "mIU/L", 0.4, 4.0, 2), ("HbA1c", "Haemoglobin A1c", "%", 4.0, 5.6, 1),
              ("Trop I", "Troponin I", "ng/mL", 0.0, 0.04, 2), ("BNP", "B-type natriuretic peptide", "pg/mL", 0, 100, 0),
              ("CRP", "C-reactive protein", "mg/L", 0, 5, 1), ("Mg", "Magnesium", "mg/dL", 1.7, 2.2, 1),
              ("Phos", "Phosphorus", "mg/dL", 2.5, 4.5, 1), ("Lactate", "Lactate", "mmol/L", 0.5, 2.2, 1),
              ("Ferritin", "Ferritin", "ng/mL", 20, 250, 0), ("D-dimer", "D-dimer", "ng/mL FEU", 0, 500, 0),
              ("Lipase", "Lipase", "U/L", 10, 140, 0), ("ESR", "Erythrocyte sedimentation rate", "mm/hr", 0, 20, 0),
              ("PSA", "Prostate specific antigen", "ng/mL", 0, 4, 1), ("Vit D", "25-OH vitamin D", "ng/mL", 30, 100, 0)],
}  # fmt: skip

DRUGS = (
    "metoprolol", "lisinopril", "amlodipine", "atorvastatin", "simvastatin", "rosuvastatin", "metformin", "insulin glargine",
    "insulin lispro", "apixaban", "rivaroxaban", "warfarin", "clopidogrel", "aspirin", "furosemide", "spironolactone",
    "hydrochlorothiazide", "losartan", "carvedilol", "digoxin", "levothyroxine", "omeprazole", "pantoprazole",
    "lansoprazole", "sertraline", "citalopram", "fluoxetine", "escitalopram", "mirtazapine", "trazodone", "quetiapine",
    "gabapentin", "pregabalin", "tramadol", "oxycodone", "morphine", "paracetamol", "acetaminophen", "ibuprofen",
    "naproxen", "prednisone", "prednisolone", "methotrexate", "allopurinol", "colchicine", "tamsulosin", "finasteride",
    "amoxicillin", "co-amoxiclav", "doxycycline", "nitrofurantoin", "ciprofloxacin", "ceftriaxone", "vancomycin",
    "piperacillin-tazobactam", "azithromycin", "salbutamol", "albuterol", "tiotropium", "budesonide-formoterol",
    "montelukast", "cetirizine", "loratadine", "enoxaparin", "heparin", "levetiracetam", "lamotrigine", "sumatriptan",
    "bisoprolol", "ramipril", "empagliflozin", "dapagliflozin", "semaglutide", "sitagliptin", "ondansetron",
    "metoclopramide", "senna", "lactulose", "docusate", "thiamine", "folic acid", "ferrous sulfate", "vitamin D3",
    "Lasix", "Eliquis", "Xarelto", "Keppra", "Norvasc", "Zoloft", "Lipitor", "Synthroid", "Plavix", "Coumadin",
    "Januvia", "Jardiance", "Ozempic", "Ventolin", "Symbicort", "Spiriva", "Augmentin", "Zithromax", "Tylenol",
    "Motrin", "Protonix", "Nexium", "Seroquel", "Ambien", "Xanax", "Ativan", "Flomax", "Lyrica", "Neurontin",
)  # fmt: skip
ROUTES = ("PO", "po", "by mouth", "IV", "SC", "subcut", "IM", "SL", "PR", "inhaled", "topical", "NG")
FREQS = ("daily", "once daily", "BID", "bid", "TID", "QID", "q6h", "q8h", "q12h", "qhs", "QHS", "nocte", "OD", "BD",
         "TDS", "QDS", "PRN", "q4h PRN", "weekly", "every morning", "at bedtime", "twice a day", "mane", "stat")  # fmt: skip
DOSE_UNITS = ("mg", "mcg", "g", "units", "mL", "mg/kg", "puffs", "tablets", "mmol")

PROBLEMS = (
    ("Essential hypertension", "I10"), ("Type 2 diabetes mellitus without complications", "E11.9"),
    ("Hyperlipidaemia, unspecified", "E78.5"), ("Atrial fibrillation, unspecified", "I48.91"),
    ("Heart failure with reduced ejection fraction", "I50.2"), ("Chronic kidney disease, stage 3a", "N18.31"),
    ("COPD with acute exacerbation", "J44.1"), ("Asthma, mild intermittent", "J45.20"),
    ("Major depressive disorder, single episode", "F32.9"), ("Generalized anxiety disorder", "F41.1"),
    ("Hypothyroidism, unspecified", "E03.9"), ("Osteoarthritis of knee", "M17.9"), ("Low back pain", "M54.5"),
    ("Gastro-oesophageal reflux disease", "K21.9"), ("Obesity, unspecified", "E66.9"), ("Iron deficiency anaemia", "D50.9"),
    ("Urinary tract infection, site not specified", "N39.0"), ("Community-acquired pneumonia", "J18.9"),
    ("Parkinson's disease", "G20"), ("Hashimoto's thyroiditis", "E06.3"), ("Crohn's disease", "K50.90"),
    ("Alzheimer's disease, unspecified", "G30.9"), ("Bell's palsy", "G51.0"), ("Graves' disease", "E05.00"),
    ("Barrett's oesophagus", "K22.70"), ("Raynaud's syndrome", "I73.00"), ("Hodgkin lymphoma", "C81.90"),
    ("Addison's disease", "E27.1"), ("Cushing's syndrome", "E24.9"), ("Guillain-Barre syndrome", "G61.0"),
    ("Sjogren syndrome", "M35.00"), ("Meniere's disease", "H81.09"), ("Dupuytren's contracture", "M72.0"),
    ("Paget's disease of bone", "M88.9"), ("Wernicke's encephalopathy", "E51.2"), ("Lyme disease", "A69.20"),
    ("Huntington's disease", "G10"), ("Down syndrome", "Q90.9"), ("Wilson's disease", "E83.01"),
    ("Tourette's disorder", "F95.2"), ("Kawasaki disease", "M30.3"), ("Hirschsprung's disease", "Q43.1"),
    ("Baker's cyst, right knee", "M71.21"), ("Osgood-Schlatter disease", "M92.50"), ("Non-Hodgkin lymphoma", "C85.90"),
    ("Chronic obstructive pulmonary disease", "J44.9"), ("Coronary artery disease", "I25.10"), ("Gout", "M10.9"),
    ("Migraine without aura", "G43.009"), ("Benign prostatic hyperplasia", "N40.0"), ("Sleep apnoea", "G47.33"),
)  # fmt: skip
SIGNS = ("Babinski sign negative", "Murphy's sign positive", "tender at McBurney's point", "Romberg negative",
         "Kernig's and Brudzinski's signs negative", "Homans' sign negative", "Tinel's sign positive at the wrist",
         "Phalen's test positive", "Lachman test negative", "McMurray test equivocal", "Trendelenburg gait",
         "Chvostek sign absent", "Trousseau sign absent", "Kussmaul breathing", "Cheyne-Stokes respiration",
         "Virchow's node not palpable", "Rovsing's sign negative", "Battle's sign absent", "Hoffmann's sign negative")  # fmt: skip
SCORES = ("GCS 15", "GCS 14/15", "E4V5M6", "NIHSS 3", "Wells score 2", "CHA2DS2-VASc 4", "HAS-BLED 2", "CURB-65 1",
          "Braden 16", "Morse fall score 45", "Mallampati II", "NYHA class III", "Gleason 3+4=7", "MELD 14",
          "Child-Pugh B", "PHQ-9 12", "GAD-7 9", "MMSE 24/30", "MoCA 22/30", "Apgar 8 and 9", "ASA II",
          "qSOFA 1", "NEWS2 5", "Rockall 3", "Glasgow-Blatchford 6", "Centor 3", "ECOG 1", "Karnofsky 80",
          "Ranson 2", "APACHE II 18", "Bristol stool type 6", "pain 6/10", "Tanner stage 3", "Beighton 5/9")  # fmt: skip
DEVICES = ("Foley catheter", "Swan-Ganz catheter", "Hickman line", "PICC line", "Jackson-Pratt drain", "Penrose drain",
           "Pleur-evac", "Medtronic Azure pacemaker", "Dexcom G7", "Omnipod DASH", "BiPAP", "CPAP", "Venturi mask",
           "NG tube", "Mepilex dressing", "Tegaderm", "Bair Hugger", "Yankauer", "Ambu bag", "Guedel airway")  # fmt: skip
CREDENTIALS = ("MD", "M.D.", "DO", "RN", "NP", "PA-C", "PA", "MBBS", "MBChB", "MRCP", "FRCS", "FRCP", "MRCGP", "PharmD",
               "DPT", "LCSW", "RD", "LPN", "BSN", "MSN", "FNP-BC", "DNP", "PhD", "FACC", "FACS", "CNM", "APRN",
               "CRNA", "RRT", "OTR/L", "SLP", "MD, PhD", "MD, FACC", "MBBS, MRCP", "RN, BSN", "BMBS", "DCH")  # fmt: skip
DEPARTMENTS = ("Cardiology", "Nephrology", "Neurology", "Oncology", "Radiology", "Orthopaedics", "Orthopedics", "ICU",
               "MICU", "SICU", "CCU", "ED", "A&E", "MAU", "AMU", "CDU", "PACU", "NICU", "Endocrinology",
               "Gastroenterology", "Haematology", "Rheumatology", "Dermatology", "Urology", "Psychiatry",
               "Physiotherapy", "Occupational Therapy", "Social Work", "Pharmacy", "Dietetics", "Palliative Care",
               "Infectious Diseases", "General Surgery", "Vascular Surgery", "Obstetrics", "Paediatrics", "ENT",
               "Ophthalmology", "Interventional Radiology", "Respiratory", "Pulmonology", "Geriatrics")  # fmt: skip
PUBLIC_BODIES = ("FDA", "CDC", "NICE", "WHO", "CMS", "DVLA", "NHS", "MHRA", "AHA", "ACC", "BTS", "GMC")
DURATIONS = ("3 days", "2/7", "3/7 hx", "5/7", "2/52", "6/52", "3/12", "two weeks", "x3 days", "for 6 months",
             "since yesterday", "last week", "POD 2", "HD 3", "48 hours", "x 1 week", "1 yr", "10 years")  # fmt: skip


@cache
def abbreviations(path: str | None) -> tuple[tuple[str, str], ...]:
    """(short form, sense) pairs from ``clinical_abbreviations.txt`` (CC BY 4.0), or a small built-in
    list when the file is missing. Short forms of 2–8 characters that look like words or initials."""
    builtin = (("BUN", "blood urea nitrogen"), ("Cr", "creatinine"), ("SOB", "shortness of breath"),
               ("PMH", "past medical history"), ("DM", "diabetes mellitus"), ("HTN", "hypertension"),
               ("MI", "myocardial infarction"), ("PA", "posteroanterior"), ("MD", "medical doctor"),
               ("ALS", "amyotrophic lateral sclerosis"), ("CA", "cancer"), ("NAD", "no acute distress"))  # fmt: skip
    if not path or not Path(path).exists():
        return builtin
    keep = re.compile(r"^[A-Za-z][A-Za-z0-9/&.+-]{1,7}$")
    out: dict[str, str] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        short, sense = line.split("\t")[:2]
        if keep.match(short) and short not in out and len(sense) < 60:
            out[short] = sense
    return tuple(sorted(out.items())) or builtin


def lab_value(rng: random.Random, low: float, high: float, dec: int) -> tuple[str, str]:
    """(value, flag): mostly in range, sometimes high or low."""
    r = rng.random()
    span = (high - low) or 1.0
    v = rng.uniform(low, high) if r < 0.7 else rng.uniform(high, high + span * 0.8) if r < 0.85 else \
        rng.uniform(max(0.0, low - span * 0.5), low)  # fmt: skip
    flag = "" if r < 0.7 else "H" if r < 0.85 else "L"
    return (f"{v:.{dec}f}" if dec else str(round(v))), flag
