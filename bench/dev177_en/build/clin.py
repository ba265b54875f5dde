"""Non-PHI clinical vocabulary for dev177_en: scenarios, drugs, transfer reasons, equipment models."""

SCEN = [
    {"k": "cp", "a": (40, 92), "sex": None, "cc": "chest pain", "prov": "inferior STEMI",
     "hx": "central crushing CP onset at rest ~40 min PTA, radiating to L arm + jaw, diaphoretic, nauseated",
     "find": "12-lead: STE II, III, aVF w/ reciprocal STD I, aVL. pale, clammy",
     "tx": ["aspirin 300 mg PO", "GTN 400 mcg SL x2", "fentanyl 25 mcg IV x2", "IV 18G L ACF", "ondansetron 4 mg IV"],
     "bg": "HTN, T2DM, hypercholesterolaemia, ex-smoker 30 pk-yr",
     "meds": "metoprolol 50 mg BD, metformin 1 g BD, atorvastatin 40 mg nocte", "sick": True},
    {"k": "sob", "a": (55, 90), "sex": None, "cc": "SOB", "prov": "infective exacerbation COPD",
     "hx": "3/7 incr SOB, productive cough green sputum, using home O2 2 L/min more than usual",
     "find": "tripoding, speaking short phrases, widespread exp wheeze, reduced AE bibasally",
     "tx": ["salbutamol 5 mg neb x3", "ipratropium 500 mcg neb", "hydrocortisone 200 mg IV", "titrated O2 to SpO2 88-92%"],
     "bg": "COPD (FEV1 38%), AF, CCF, OSA on CPAP", "meds": "tiotropium, Symbicort 200/6, apixaban 5 mg BD, furosemide 40 mg mane",
     "sick": True},
    {"k": "nof", "a": (70, 97), "sex": None, "cc": "fall", "prov": "?#NOF L",
     "hx": "mechanical fall from standing, tripped on rug, nil LOC, nil head strike, unable to weight bear, long lie ~3 hrs",
     "find": "L leg shortened + externally rotated, pain 9/10 on movement, distal pulses present, CSM intact",
     "tx": ["methoxyflurane 3 mL inh", "fentanyl 50 mcg IN", "fentanyl 25 mcg IV", "scoop + vacuum mattress", "pillow splint"],
     "bg": "OA, osteoporosis, HTN, mild cognitive impairment", "meds": "amlodipine 5 mg, alendronate weekly, paracetamol 1 g QID",
     "sick": False},
    {"k": "cva", "a": (55, 95), "sex": None, "cc": "stroke sx", "prov": "?acute CVA - stroke code",
     "hx": "found by family w/ slurred speech + R sided weakness, LKW 0720, nil trauma",
     "find": "FAST +ve: R facial droop, R arm drift, expressive dysphasia. LAMS 4. BGL 6.8",
     "tx": ["pre-notified stroke team", "IV 20G R ACF", "head of bed 30 deg", "nil by mouth"],
     "bg": "AF (not anticoagulated), HTN, prev TIA", "meds": "digoxin 62.5 mcg daily, perindopril 5 mg",
     "sick": True},
    {"k": "hypo", "a": (18, 80), "sex": None, "cc": "hypoglycaemia", "prov": "hypoglycaemia - resolved",
     "hx": "found confused + sweaty by partner, missed lunch, took usual insulin",
     "find": "GCS 12 (E3 V4 M5), BGL 1.9 mmol/L, diaphoretic",
     "tx": ["glucagon 1 mg IM", "10% glucose 150 mL IV", "oral carbs x2 once GCS 15", "repeat BGL 7.4"],
     "bg": "T1DM since childhood, hypothyroid", "meds": "insulin glargine 22 u nocte, insulin aspart w/ meals, thyroxine 100 mcg",
     "sick": False},
    {"k": "mva", "a": (17, 80), "sex": None, "cc": "MVA", "prov": "MVA - blunt chest/abdo trauma",
     "hx": "restrained driver, est 60 km/h frontal impact vs power pole, airbags deployed, self-extricated",
     "find": "seatbelt sign across chest + lower abdo, tender LUQ, chest wall tender R, nil neuro deficit, Canadian C-spine rule applied",
     "tx": ["fentanyl 50 mcg IV", "ketamine 20 mg IV", "pelvic binder", "c-collar", "IV 16G x2"],
     "bg": "nil sig", "meds": "nil regular", "sick": True},
    {"k": "sz", "a": (12, 70), "sex": None, "cc": "seizure", "prov": "status epilepticus - terminated",
     "hx": "witnessed GTCS approx 8 min, 2nd seizure on our arrival, incontinent of urine, tongue bite",
     "find": "post-ictal GCS 9 -> 13, nil focal deficit, BGL 5.2",
     "tx": ["midazolam 10 mg IM", "midazolam 5 mg IV", "recovery position", "O2 via NRB 15 L/min"],
     "bg": "epilepsy, ID, recent med change", "meds": "levetiracetam 750 mg BD, lamotrigine 100 mg BD", "sick": True},
    {"k": "od", "a": (16, 60), "sex": None, "cc": "intentional OD", "prov": "intentional OD - paracetamol + quetiapine",
     "hx": "pt states took ~20 x paracetamol 500 mg + unknown qty quetiapine 100 mg approx 2 hrs PTA",
     "find": "drowsy but rousable GCS 13, pupils 3 mm equal reactive, HR 118 sinus tach, QTc 470",
     "tx": ["ECG monitoring", "IV access 18G", "police present", "Mental Health Act considered"],
     "bg": "depression, prev OD", "meds": "sertraline 100 mg, quetiapine 100 mg nocte", "sick": False},
    {"k": "sepsis", "a": (60, 97), "sex": None, "cc": "fever + rigors", "prov": "?urosepsis",
     "hx": "2/7 dysuria, today rigors, confusion, reduced oral intake",
     "find": "T 39.1, HR 124, BP 92/58, RR 24, cap refill 4 sec, warm peripheries, qSOFA 2",
     "tx": ["NaCl 0.9% 1000 mL IV", "paracetamol 1 g IV", "pre-alert sepsis"],
     "bg": "recurrent UTIs, CKD 3b, IDC in situ", "meds": "nitrofurantoin prophylaxis, cholecalciferol", "sick": True},
    {"k": "anaph", "a": (8, 60), "sex": None, "cc": "allergic reaction", "prov": "anaphylaxis (food)",
     "hx": "ate satay at work function 20 min PTA, known peanut allergy, used own EpiPen x1",
     "find": "generalised urticaria, lip + tongue swelling, exp wheeze, BP 88/50",
     "tx": ["adrenaline 500 mcg IM (1:1000)", "adrenaline 500 mcg IM repeat @ 5 min", "NaCl 0.9% 500 mL", "salbutamol 5 mg neb"],
     "bg": "asthma, peanut allergy", "meds": "Seretide 250/25, EpiPen", "sick": True},
    {"k": "burn", "a": (18, 70), "sex": None, "cc": "burns", "prov": "partial thickness burns ~9% TBSA",
     "hx": "petrol flare igniting burn pile, burns to R arm + chest, nil enclosed space",
     "find": "blistering R forearm + anterior chest, est 9% TBSA (rule of nines), nil singed nasal hair, nil stridor",
     "tx": ["cool running water 20 min", "cling wrap", "fentanyl 50 mcg IN", "methoxyflurane 3 mL"],
     "bg": "nil", "meds": "nil", "sick": False},
    {"k": "croup", "a": (1, 5), "sex": None, "cc": "resp distress - paed", "prov": "moderate croup",
     "hx": "2/7 coryza, barking cough overnight, stridor at rest per mum",
     "find": "insp stridor at rest, mild subcostal recession, SpO2 95% RA, alert",
     "tx": ["dexamethasone 0.6 mg/kg PO", "adrenaline 5 mg neb", "kept on parent's lap"],
     "bg": "nil, immunisations UTD", "meds": "nil", "sick": False},
    {"k": "arrest", "a": (45, 85), "sex": None, "cc": "cardiac arrest", "prov": "OHCA - VF, ROSC",
     "hx": "witnessed collapse, bystander CPR ~6 min, AED 1 shock prior to arrival",
     "find": "VF on arrival, 3 further shocks 200 J, ROSC @ 14 min, ETCO2 32 mmHg post ROSC",
     "tx": ["adrenaline 1 mg IV x2", "amiodarone 300 mg IV", "i-gel size 4 -> ETT 8.0", "LUCAS applied"],
     "bg": "IHD, 2 x DES", "meds": "clopidogrel, aspirin, rosuvastatin", "sick": True},
    {"k": "fallht", "a": (20, 70), "sex": None, "cc": "fall from height", "prov": "fall ~3 m, ?T-L spine + R wrist #",
     "hx": "fell from ladder ~3 m onto concrete, nil LOC, c/o back pain + R wrist deformity",
     "find": "midline tenderness T12-L1, R wrist dinner fork deformity, CSM intact, GCS 15",
     "tx": ["spinal precautions", "vacuum mattress", "fentanyl 50 mcg IV", "splint R wrist"],
     "bg": "nil sig", "meds": "nil", "sick": False},
    {"k": "labour", "a": (20, 40), "sex": 'F', "cc": "labour", "prov": "active labour G3P2 39/40",
     "hx": "contractions q3min, SROM 0410 clear liquor, nil PV bleeding",
     "find": "contractions 60 sec q3min, feels urge to push, nil crowning",
     "tx": ["Entonox", "LMC midwife notified", "left lateral"],
     "bg": "2 x SVD, GDM diet-controlled", "meds": "pregnancy multivitamin", "sick": False},
]

IFT = [
    ("STEMI for primary PCI", "CCT", ["heparin 5000 u IV given", "GTN 20 mcg/min", "ticagrelor 180 mg loaded"]),
    ("SAH (WFNS 2) for neurosurgical review", "CCT", ["nimodipine 60 mg q4h", "SBP target < 140", "EVD not in situ"]),
    ("NSTEMI for angiography", "ALS", ["heparin infusion 1000 u/hr", "trop 1840 ng/L"]),
    ("#NOF for ortho - no ortho on site", "BLS", ["fascia iliaca block @ 0900", "Hb 104"]),
    ("septic shock for ICU", "CCT", ["noradrenaline 8 mcg/min", "lactate 4.1", "pip-taz 4.5 g given"]),
    ("splenic laceration grade III for IR embolisation", "CCT", ["Hb 86 -> 79", "2 u PRBC given", "TXA 1 g"]),
    ("step-down to referring hospital", "NEPT", ["obs stable 48h", "on RA"]),
    ("acute psych admission", "ALS", ["IMHA order", "olanzapine 10 mg PO given 1400"]),
    ("DKA for HDU", "ALS", ["insulin 0.1 u/kg/h", "K 3.6", "pH 7.12", "HCO3 9"]),
    ("burns 22% TBSA for burns unit", "CCT", ["Parkland: 4 mL x kg x %TBSA", "IDC in situ", "CLWG 260 mL/h"]),
    ("preterm labour 31/40 for tertiary obstetrics", "CCT", ["nifedipine 20 mg", "betamethasone 11.4 mg IM given", "MgSO4 4 g load"]),
    ("ruptured AAA for vascular", "CCT", ["permissive hypotension SBP 80-90", "O neg x2 running"]),
    ("intubated head injury GCS 6 for neurosurgery", "CCT", ["propofol 150 mg/h", "fentanyl 100 mcg/h",
                                                              "SIMV VC 450 x 14, PEEP 5, FiO2 0.4", "ETT 8.0 @ 23 cm"]),
    ("return to nursing home post admission", "NEPT", ["walks w/ 4WW", "continent", "meds chart sent"]),
    ("renal dialysis outpatient", "NEPT", ["fistula L arm", "wheelchair"]),
]

EQUIP = [
    ("LIFEPAK 15 monitor/defib", "defib"), ("Corpuls3 monitor", "defib"), ("ZOLL X Series", "defib"),
    ("LUCAS 3.1 CPR device", "lucas"), ("Hamilton T1 ventilator", "vent"), ("Oxylog 3000 plus", "vent"),
    ("Stryker Power-PRO XT stretcher", "stretcher"), ("Ferno stair chair", "stretcher"),
    ("Laerdal LCSU 4 suction", "suction"), ("B.Braun Perfusor Space pump", "pump"), ("Alaris syringe driver", "pump"),
    ("i-STAT analyser", "istat"), ("Accu-Chek Guide glucometer", "bgl"), ("Ferno scoop stretcher", "stretcher"),
    ("Masimo Rad-97 SpO2", "spo2"), ("EZ-IO driver", "io"), ("Parapac ventilator", "vent"),
]

CHECK_ITEMS = [
    "O2 main cylinder (C size) full", "portable O2 x2 >= 3/4", "suction tested - 500 mmHg", "BVM adult/paed/neo",
    "OPA/NPA full sets", "i-gel 3/4/5", "IV cannulae 14-24G", "IV fluids NaCl 0.9% x4", "sharps bin < 3/4",
    "PPE stock (N95, gowns, eye pro)", "splints + traction (Kendrick)", "pelvic binder x1", "c-collars adj x2",
    "burns kit + cling wrap", "maternity pack in date", "glucagon x2 in date", "paed Broselow tape", "torch + spare batteries",
    "fire extinguisher tagged", "tyres + lights + sirens", "fuel > 3/4", "AdBlue ok", "clean + disinfected",
]

DRUGS_S8 = [("morphine", "10 mg/1 mL amp", "mg"), ("fentanyl", "100 mcg/2 mL amp", "mcg"),
            ("ketamine", "200 mg/2 mL amp", "mg"), ("midazolam", "5 mg/1 mL amp", "mg"),
            ("methoxyflurane", "3 mL bottle", "mL")]

MPDS = ["10-D-04", "09-E-01", "06-D-02", "17-B-01", "26-A-01", "29-D-02l", "12-D-02", "28-C-01L", "01-A-01",
        "21-B-01", "31-D-03", "24-D-04", "13-C-01", "02-D-01", "30-B-01"]
PRIO_AU = ["P0", "P1", "P1", "P2", "P3", "Code 1", "Code 2"]
PRIO_US = ["Priority 1", "Priority 2", "Echo", "Delta", "Charlie", "Bravo", "Code 3", "Code 2"]
PRIO_NZ = ["Purple", "Red 1", "Red 2", "Orange", "Green"]

TYPOS = [("patient", "pateint"), ("received", "recieved"), ("transferred", "transfered"), ("ambulance", "ambulnace"),
         ("oxygen", "oxgen"), ("pressure", "presure"), ("stretcher", "strecher"), ("accepting", "acepting"),
         ("confused", "confussed"), ("weakness", "weekness"), ("approx", "aprox")]

IFT_AGE = {
    'STEMI for primary PCI': (40, 90, None),
    'SAH (WFNS 2)': (30, 75, None),
    'NSTEMI': (45, 90, None),
    '#NOF': (70, 97, None),
    'septic shock': (30, 90, None),
    'splenic': (17, 70, None),
    'step-down': (18, 95, None),
    'acute psych': (16, 70, None),
    'DKA': (14, 60, None),
    'burns 22%': (18, 70, None),
    'preterm': (18, 42, 'F'),
    'ruptured AAA': (60, 90, 'M'),
    'intubated head': (17, 80, None),
    'return to nursing': (70, 97, None),
    'renal dialysis': (30, 90, None),
}


def ift_ok(item, age, sex):
    for k in sorted(IFT_AGE):
        if item[0].startswith(k):
            lo, hi, sx = IFT_AGE[k]
            return lo <= age <= hi and (sx is None or sx == sex)
    return True
