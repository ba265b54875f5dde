"""Non-PHI clinical filler: vitals, labs, medications, scores, eponyms."""

MEDS = ["metformin 500 mg PO BID", "atorvastatin 40 mg nocte", "levothyroxine 75 mcg daily before breakfast",
        "amlodipine 5 mg OD", "ramipril 2.5 mg daily", "apixaban 5 mg BID", "sertraline 50 mg mane",
        "quetiapine 25 mg nocte PRN", "salbutamol 100 mcg 2 puffs q4h PRN", "paracetamol 1 g QID PRN",
        "methotrexate 15 mg once weekly (Fridays)", "folic acid 5 mg weekly", "prednisolone 5 mg daily",
        "insulin glargine 18 units SC nocte", "levetiracetam 500 mg BD", "omeprazole 20 mg daily",
        "bisoprolol 2.5 mg mane", "furosemide 40 mg mane", "spironolactone 25 mg daily", "lisinopril 10 mg daily",
        "hydroxychloroquine 200 mg BD", "empagliflozin 10 mg daily", "semaglutide 0.5 mg SC weekly",
        "tiotropium 18 mcg inhaled daily", "warfarin as per INR (target 2-3)", "gabapentin 300 mg TDS",
        "lithium carbonate 400 mg nocte", "olanzapine 5 mg nocte", "mirtazapine 15 mg nocte",
        "allopurinol 100 mg daily", "colchicine 500 mcg BD PRN", "alendronate 70 mg weekly",
        "vitamin D3 1000 IU daily", "ferrous sulfate 200 mg daily", "tamsulosin 400 mcg nocte",
        "donepezil 5 mg nocte", "carbidopa/levodopa 25/100 one tab TDS", "sumatriptan 50 mg PRN",
        "topiramate 25 mg BD", "ibuprofen 400 mg TDS with food", "oxycodone 5 mg q6h PRN", "clopidogrel 75 mg daily",
        "aspirin 81 mg daily", "enoxaparin 40 mg SC daily", "amoxicillin 500 mg TDS x 5 days",
        "co-amoxiclav 625 mg TDS", "doxycycline 100 mg BD", "fluticasone/salmeterol 250/50 1 puff BD"]
PAED_MEDS = ["paracetamol 15 mg/kg q6h PRN", "ibuprofen 10 mg/kg q8h PRN", "amoxicillin 30 mg/kg/dose TDS",
             "salbutamol 6 puffs via spacer q2h", "prednisolone 1 mg/kg daily x 3 days", "ondansetron 0.15 mg/kg PRN",
             "ceftriaxone 50 mg/kg IV daily", "maintenance fluids 0.9% NaCl + 5% dextrose at 60 mL/h",
             "cetirizine 5 mg daily", "lactulose 5 mL BD"]

EPONYM_FINDINGS = ["Murphy's sign negative", "Babinski downgoing bilaterally", "Romberg negative",
                   "Kernig and Brudzinski negative", "Tinel's and Phalen's positive on the right",
                   "Lachman firm end-point", "McMurray negative", "Homans sign not elicited",
                   "Trendelenburg gait noted", "no Gowers' sign", "Dix-Hallpike negative", "Rovsing's sign negative",
                   "Chvostek sign negative", "Hoffmann reflex absent", "Spurling test negative"]
EPONYM_DX = ["Graves' disease", "Hashimoto's thyroiditis", "Addison's disease", "Cushing's syndrome",
             "Parkinson's disease", "Crohn's disease", "Sjögren's syndrome", "Bell's palsy", "adult-onset Still's disease",
             "Guillain-Barré syndrome", "Raynaud's phenomenon", "Hodgkin lymphoma", "Barrett's oesophagus",
             "Alzheimer's dementia", "Paget's disease of bone", "Wilson's disease", "Huntington's disease (family hx)",
             "Dupuytren's contracture", "Osgood-Schlatter disease", "Baker's cyst"]
PROBLEMS = ["type 2 diabetes mellitus (DM2)", "hypertension", "hyperlipidaemia", "COPD", "asthma", "atrial fibrillation",
            "CKD stage 3a", "osteoarthritis of both knees", "GORD", "hypothyroidism", "depression", "gout",
            "obstructive sleep apnoea on CPAP", "heart failure with reduced EF (EF 35%)", "ischaemic heart disease",
            "migraine without aura", "anxiety disorder", "osteoporosis", "BPH", "iron deficiency anaemia"]


def vitals(r, L):
    us = L == "US"
    t = f"{r.choice([97.8, 98.2, 98.6, 99.1, 100.4, 101.2])} F" if us else f"{r.choice([36.4, 36.8, 37.1, 37.9, 38.4])} °C"
    return (f"BP {r.randint(100, 170)}/{r.randint(55, 100)}, HR {r.randint(54, 118)}, RR {r.randint(12, 26)}, "
            f"SpO2 {r.randint(89, 100)}% {r.choice(['RA', 'on 2 L NP', 'room air'])}, T {t}")


def labs(r, L):
    us = L == "US"
    cr = f"Cr {r.choice([0.8, 1.0, 1.3, 1.9])} mg/dL" if us else f"creatinine {r.randint(58, 190)} µmol/L"
    hb = f"Hgb {r.choice([9.8, 11.2, 12.9, 14.1])} g/dL" if us else f"Hb {r.randint(92, 160)} g/L"
    glu = f"glucose {r.randint(80, 260)} mg/dL" if us else f"glucose {r.choice([5.2, 7.8, 11.4, 14.9])} mmol/L"
    a1c = f"HbA1c {r.choice([6.1, 7.2, 8.4, 9.6])}%" if us else f"HbA1c {r.randint(42, 88)} mmol/mol"
    items = [f"Na {r.randint(128, 145)}", f"K {r.choice([3.2, 3.9, 4.4, 5.3])}", cr, hb, glu, a1c,
             f"WCC {r.choice([4.1, 7.8, 12.6, 15.2])} x10^9/L", f"CRP {r.randint(1, 180)} mg/L",
             f"TSH {r.choice([0.02, 0.9, 2.4, 7.8])} mIU/L", f"eGFR {r.randint(28, 90)}", f"INR {r.choice([1.0, 1.1, 2.4, 3.6])}",
             f"troponin {r.choice(['<5', '14', '62'])} ng/L", f"BNP {r.randint(40, 1200)} pg/mL", f"ESR {r.randint(5, 80)} mm/h"]
    r.shuffle(items)
    return ", ".join(items[:r.randint(4, 8)])


def meds(r, n, paed=False):
    return r.sample(PAED_MEDS if paed else MEDS, n)
