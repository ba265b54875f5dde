"""Clinical (non-PHI) content: diagnoses, medications, vitals, scores, times, equipment."""

DX_HH = [
    ("Heart failure, unspecified", "I50.9"), ("Acute on chronic diastolic CHF", "I50.33"),
    ("COPD with acute exacerbation", "J44.1"), ("Type 2 DM with diabetic CKD", "E11.22"),
    ("Aftercare following joint replacement surgery", "Z47.1"), ("Presence of right artificial knee joint", "Z96.651"),
    ("Pressure ulcer of sacral region, stage 3", "L89.153"), ("Cellulitis of left lower limb", "L03.116"),
    ("Hypertensive heart and CKD with HF", "I13.0"), ("Parkinson's disease", "G20"),
    ("Hemiplegia following cerebral infarction, R dominant side", "I69.351"),
    ("Fracture of neck of right femur, subsequent encounter", "S72.001D"),
    ("Urinary tract infection, site not specified", "N39.0"), ("Atrial fibrillation, unspecified", "I48.91"),
    ("CKD stage 4", "N18.4"), ("Type 2 DM with foot ulcer", "E11.621"),
    ("Venous insufficiency (chronic) (peripheral)", "I87.2"), ("Pneumonia, unspecified organism", "J18.9"),
    ("Muscle weakness (generalized)", "M62.81"), ("Repeated falls", "R29.6"),
]
DX_HOSPICE = [
    ("Alzheimer's disease with late onset", "G30.1"), ("Malignant neoplasm of bronchus/lung, unspecified", "C34.90"),
    ("Malignant neoplasm of pancreas", "C25.9"), ("End stage heart failure", "I50.84"),
    ("COPD, unspecified", "J44.9"), ("End stage renal disease", "N18.6"), ("ALS", "G12.21"),
    ("Vascular dementia without behavioral disturbance", "F01.50"),
    ("Secondary malignant neoplasm of bone", "C79.51"), ("Glioblastoma", "C71.9"),
    ("Unspecified cirrhosis of liver", "K74.60"), ("Parkinson's disease", "G20"),
    ("Malignant neoplasm of prostate", "C61"), ("Malignant neoplasm of colon", "C18.9"),
    ("Idiopathic pulmonary fibrosis", "J84.112"),
]

# (drug, strength/dose, route, frequency, indication, controlled)
MEDS = [
    ("furosemide", "40 mg", "PO", "daily", "edema", False), ("metoprolol succinate", "25 mg", "PO", "daily", "HTN/HR", False),
    ("apixaban", "5 mg", "PO", "BID", "AFib", False), ("insulin glargine", "18 units", "SubQ", "at bedtime", "DM2", False),
    ("metformin", "500 mg", "PO", "BID with meals", "DM2", False), ("lisinopril", "10 mg", "PO", "daily", "HTN", False),
    ("atorvastatin", "40 mg", "PO", "at bedtime", "lipids", False), ("tamsulosin", "0.4 mg", "PO", "daily", "BPH", False),
    ("levothyroxine", "75 mcg", "PO", "daily before breakfast", "hypothyroid", False),
    ("acetaminophen", "650 mg", "PO", "q6h PRN", "pain/fever", False), ("senna-S", "2 tabs", "PO", "at bedtime", "bowel regimen", False),
    ("polyethylene glycol", "17 g", "PO", "daily PRN", "constipation", False), ("bisacodyl", "10 mg", "PR", "daily PRN", "constipation", False),
    ("morphine sulfate oral soln 20 mg/mL", "5 mg (0.25 mL)", "SL", "q2h PRN", "pain/dyspnea", True),
    ("oxycodone", "5 mg", "PO", "q4h PRN", "pain", True), ("hydromorphone", "1 mg", "PO", "q4h PRN", "pain", True),
    ("fentanyl patch", "25 mcg/h", "TD", "q72h", "pain", True), ("lorazepam", "0.5 mg", "SL", "q4h PRN", "anxiety", True),
    ("haloperidol", "0.5 mg", "PO", "q6h PRN", "agitation/nausea", False),
    ("atropine 1% ophth drops", "2 gtts", "SL", "q4h PRN", "secretions", False),
    ("scopolamine patch", "1.5 mg", "TD", "q72h", "secretions", False), ("ondansetron ODT", "4 mg", "SL", "q8h PRN", "nausea", False),
    ("dexamethasone", "4 mg", "PO", "daily", "appetite/pain", False), ("prochlorperazine", "10 mg", "PO", "q6h PRN", "nausea", False),
    ("gabapentin", "300 mg", "PO", "TID", "neuropathy", False), ("sertraline", "50 mg", "PO", "daily", "depression", False),
    ("donepezil", "10 mg", "PO", "at bedtime", "dementia", False), ("carbidopa/levodopa 25/100", "1 tab", "PO", "TID", "Parkinson's", False),
    ("albuterol neb 2.5 mg/3 mL", "1 vial", "neb", "q4h PRN", "SOB", False), ("tiotropium", "2 puffs", "inh", "daily", "COPD", False),
    ("potassium chloride ER", "20 mEq", "PO", "daily", "hypokalemia", False), ("warfarin", "3 mg", "PO", "daily (per INR)", "AFib", False),
    ("methadone", "2.5 mg", "PO", "q12h", "pain", True), ("omeprazole", "20 mg", "PO", "daily", "GERD", False),
    ("mirtazapine", "7.5 mg", "PO", "at bedtime", "appetite/sleep", False), ("cephalexin", "500 mg", "PO", "q6h x 7 days", "cellulitis", False),
]

DRUG_ALLERGIES = ["penicillin (hives)", "sulfa (rash)", "codeine (N/V)", "NKDA", "latex", "morphine (itching)",
                  "iodine contrast", "NKDA", "ACE inhibitors (cough)", "shellfish", "NKA"]


def vitals(rng, country="US", sep=", "):
    sbp = rng.randrange(88, 168)
    dbp = rng.randrange(46, min(98, sbp - 24))
    hr = rng.randrange(54, 118)
    rr = rng.randrange(12, 28)
    sat = rng.randrange(84, 100)
    o2 = rng.choice(["RA", "RA", "2 L NC", "3 L NC", "4 L NC", "1.5 L NC"])
    if country == "CA":
        t = "T %.1f C" % (rng.randrange(359, 384) / 10.0)
    else:
        t = "T %.1f" % (rng.randrange(965, 1012) / 10.0)
    parts = ["BP %d/%d" % (sbp, dbp), "HR %d" % hr, "RR %d" % rr, t, "SpO2 %d%% %s" % (sat, o2)]
    if rng.random() < 0.5:
        parts.append("wt %d lb" % rng.randrange(92, 260) if country == "US" else "wt %.1f kg" % (rng.randrange(420, 1180) / 10.0))
    if rng.random() < 0.3:
        parts.append("FSBS %d" % rng.randrange(78, 320))
    return sep.join(parts)


def time_str(rng, style=None, h=None, m=None):
    h = rng.randrange(6, 21) if h is None else h
    m = rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]) if m is None else m
    style = style if style is not None else rng.randrange(4)
    if style == 0:
        return "%02d%02d" % (h, m)
    if style == 1:
        return "%02d:%02d" % (h, m)
    if style == 2:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")
    return "%d:%02d%s" % ((h - 1) % 12 + 1, m, "a" if h < 12 else "p")


def pain(rng):
    return rng.choice(["pain %d/10" % rng.randrange(0, 9), "denies pain", "PAINAD %d" % rng.randrange(0, 7),
                       "pain %d/10 at rest, %d/10 w/ activity" % (rng.randrange(0, 4), rng.randrange(3, 9)),
                       "FLACC %d" % rng.randrange(0, 6)])


PPS = ["30%", "40%", "50%", "20%", "60%", "30%", "40%"]
FAST = ["6d", "6e", "7a", "7b", "7c", "7d"]
DISCIPLINES = ["SN", "PT", "OT", "ST", "MSW", "HHA"]
HOSPICE_DISC = ["RN", "HA", "MSW", "CH", "VOL", "LPN", "NP"]
FREQ = ["SN 2w4, 1w5", "SN 1w9", "SN 3w1, 2w3, 1w5", "PT 2w4", "OT 1w4", "HHA 2w8", "SN 2w2, 1w7",
        "MSW 1-2 visits PRN", "SN 1w2, 2 PRN for pain crisis", "HA 3w8"]

SKILLED = [
    "assessed cardiopulmonary status", "taught s/s of CHF exacerbation and daily weights",
    "reviewed med schedule with pill organizer", "performed venipuncture for CBC/BMP, sent to lab",
    "changed Foley 16 Fr, 10 mL balloon, clear yellow urine returned", "flushed PICC with 10 mL NS",
    "instructed on fall precautions and use of walker", "taught insulin pen technique, return demo correct",
    "assessed pain and bowel regimen", "reinforced low-sodium diet teaching",
    "educated on s/s of infection and when to call the agency", "reviewed hospice comfort kit use with caregiver",
    "assessed lung sounds: crackles bilateral bases", "checked pedal edema: 2+ pitting bilat",
    "reviewed O2 safety - no smoking, no open flame", "assessed skin: sacrum intact, heels boggy, offloaded",
]

EQUIPMENT = [
    ("semi-electric hospital bed w/ rails", "E0260", "Invacare 5410IVC"),
    ("alternating pressure pad w/ pump", "E0181", "Drive Med-Aire 14029"),
    ("low air loss mattress", "E0277", "Joerns Dolphin"),
    ("oxygen concentrator 5 LPM", "E1390", "Invacare Perfecto2 V"),
    ("portable O2, E-cylinders x6", "E0431", "E-tank w/ CGA870 regulator"),
    ("bedside commode, 3-in-1", "E0165", "Drive 11148-1"),
    ("standard wheelchair 18\"", "K0001", "Medline Excel K1"),
    ("front-wheeled walker", "E0143", "Drive 10210-1"),
    ("patient lift, hydraulic (Hoyer)", "E0630", "Invacare 9805P"),
    ("suction machine", "E0600", "Drive Vacu-Aide QSU"),
    ("compressor nebulizer", "E0570", "PARI Vios"),
    ("overbed table", "E0274", "Drive 13008"),
    ("shower chair w/ back", "E0240", "Medline bath bench"),
    ("CADD pump (ambulatory infusion)", "E0781", "CADD-Solis 2110"),
    ("NPWT pump", "E2402", "KCI ActiV.A.C."),
]

WOUND_TYPES = ["stage 3 pressure injury", "stage 4 pressure injury", "unstageable pressure injury",
               "stage 2 pressure injury", "venous leg ulcer", "diabetic foot ulcer, Wagner grade 2",
               "surgical wound dehiscence", "skin tear, ISTAP type 2", "arterial ulcer",
               "deep tissue pressure injury", "Kennedy terminal ulcer", "malignant fungating wound"]
WOUND_SITES = ["sacrum", "coccyx", "L heel", "R heel", "R lateral malleolus", "L medial malleolus",
               "R ischium", "L trochanter", "plantar R 1st MTH", "L anterior shin", "midline abdomen",
               "R buttock", "occiput", "L breast"]
DRESSINGS = ["calcium alginate + foam border", "hydrogel + bordered gauze", "silver alginate (Aquacel Ag) + foam",
             "Mepilex Border Sacrum", "xeroform + ABD + kerlix", "collagen + silicone foam",
             "medical honey + bordered foam", "zinc paste + 2-layer compression wrap",
             "metronidazole gel + ABD for odor", "NPWT black foam at -125 mmHg continuous"]
