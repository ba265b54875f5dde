"""Hard negatives: clinical text that is NOT PHI and stays unannotated."""

LABS = [  # name, unit, low, high, decimals
    ("Hb", "g/L", 95, 175, 0), ("WCC", "x10^9/L", 3.0, 18.0, 1), ("Plt", "x10^9/L", 90, 450, 0),
    ("Na", "mmol/L", 128, 146, 0), ("K", "mmol/L", 3.1, 5.6, 1), ("Cl", "mmol/L", 95, 110, 0),
    ("HCO3", "mmol/L", 18, 30, 0), ("Urea", "mmol/L", 2.5, 18.0, 1), ("Cr", "umol/L", 48, 260, 0),
    ("eGFR", "mL/min/1.73m2", 22, 90, 0), ("CRP", "mg/L", 1, 240, 0), ("Glucose", "mmol/L", 3.8, 19.5, 1),
    ("HbA1c", "mmol/mol", 36, 98, 0), ("TSH", "mIU/L", 0.2, 6.5, 2), ("ALT", "U/L", 9, 180, 0),
    ("ALP", "U/L", 40, 260, 0), ("GGT", "U/L", 10, 300, 0), ("Bili", "umol/L", 4, 48, 0),
    ("Albumin", "g/L", 24, 46, 0), ("Troponin", "ng/L", 3, 900, 0), ("Lactate", "mmol/L", 0.6, 5.8, 1),
    ("INR", "", 0.9, 3.8, 1), ("Ferritin", "ug/L", 8, 900, 0), ("B12", "pmol/L", 110, 600, 0),
    ("Mg", "mmol/L", 0.55, 1.1, 2), ("PO4", "mmol/L", 0.6, 1.7, 2), ("Ca (corr)", "mmol/L", 2.05, 2.75, 2),
    ("Lithium", "mmol/L", 0.3, 1.3, 2), ("MCV", "fL", 72, 108, 0), ("Neut", "x10^9/L", 1.2, 14.0, 1),
    ("Chol", "mmol/L", 3.1, 7.9, 1), ("LDL", "mmol/L", 1.2, 5.4, 1), ("Vit D", "nmol/L", 18, 120, 0),
    ("CK", "U/L", 40, 2400, 0), ("Urate", "mmol/L", 0.2, 0.62, 2), ("pH", "", 7.21, 7.48, 2),
    ("pCO2", "mmHg", 30, 62, 0), ("D-dimer", "mg/L FEU", 0.2, 4.5, 2),
]
REF = {"Hb": "130-170", "WCC": "4.0-11.0", "Plt": "150-400", "Na": "135-145", "K": "3.5-5.2",
       "Cl": "95-110", "HCO3": "22-32", "Urea": "2.5-7.8", "Cr": "60-110", "CRP": "<5",
       "Glucose": "3.0-7.8", "TSH": "0.4-4.0", "ALT": "<35", "ALP": "30-110", "GGT": "<50",
       "Bili": "<20", "Albumin": "35-50", "Troponin": "<14", "Lactate": "0.5-2.0",
       "INR": "0.9-1.2", "Ferritin": "30-300", "Mg": "0.70-1.10", "Lithium": "0.6-1.0",
       "MCV": "80-100", "pH": "7.35-7.45", "pCO2": "35-45", "D-dimer": "<0.5", "CK": "<200"}

DRUGS = [("metoprolol", "mg", [25, 47.5, 50]), ("paracetamol", "g", [1]), ("paracetamol", "mg", [500, 665]),
         ("olanzapine", "mg", [5, 10, 15]), ("quetiapine", "mg", [25, 100, 300]),
         ("sertraline", "mg", [50, 100]), ("escitalopram", "mg", [10, 20]), ("lithium carbonate", "mg", [250, 450]),
         ("apixaban", "mg", [2.5, 5]), ("atorvastatin", "mg", [20, 40, 80]), ("metformin", "mg", [500, 1000]),
         ("insulin glargine", "units", [14, 22, 30]), ("furosemide", "mg", [20, 40, 80]),
         ("amoxicillin", "mg", [500]), ("ceftriaxone", "g", [1, 2]), ("enoxaparin", "mg", [40, 80]),
         ("oxycodone", "mg", [5, 10]), ("ibuprofen", "mg", [200, 400]), ("pantoprazole", "mg", [40]),
         ("amlodipine", "mg", [5, 10]), ("perindopril", "mg", [2.5, 5]), ("ondansetron", "mg", [4, 8]),
         ("salbutamol", "mcg", [100, 200]), ("prednisone", "mg", [5, 25, 50]), ("clozapine", "mg", [100, 350]),
         ("lorazepam", "mg", [0.5, 1]), ("diazepam", "mg", [2, 5]), ("tramadol", "mg", [50, 100]),
         ("cholecalciferol", "units", [1000]), ("thiamine", "mg", [100]), ("aripiprazole", "mg", [5, 15]),
         ("isoniazid", "mg", [300]), ("dolutegravir", "mg", [50]), ("levothyroxine", "mcg", [50, 100]),
         ("naltrexone", "mg", [50]), ("pregabalin", "mg", [75, 150]), ("gabapentin", "mg", [300]),
         ("warfarin", "mg", [3, 5])]
ROUTES = ["PO", "PO", "PO", "IV", "SC", "SL", "PR", "IM", "INH", "NG"]
FREQS = ["daily", "BD", "BID", "TDS", "TID", "QID", "nocte", "mane", "PRN", "q4h PRN", "q6h",
         "stat", "weekly", "q8h", "mane and nocte"]

SCORES = [("GCS", lambda r: f"{r.randint(9, 15)}"), ("GCS", lambda r: f"E{r.randint(2,4)}V{r.randint(2,5)}M{r.randint(4,6)}"),
          ("PHQ-9", lambda r: f"{r.randint(2, 26)}"), ("GAD-7", lambda r: f"{r.randint(1, 21)}"),
          ("K10", lambda r: f"{r.randint(12, 46)}"), ("MMSE", lambda r: f"{r.randint(12, 30)}/30"),
          ("MoCA", lambda r: f"{r.randint(11, 30)}/30"), ("NIHSS", lambda r: f"{r.randint(0, 18)}"),
          ("Braden", lambda r: f"{r.randint(9, 22)}"), ("Waterlow", lambda r: f"{r.randint(5, 25)}"),
          ("AUDIT", lambda r: f"{r.randint(0, 32)}"), ("EPDS", lambda r: f"{r.randint(0, 27)}"),
          ("HoNOS", lambda r: f"{r.randint(4, 30)}"), ("ECOG", lambda r: f"{r.randint(0, 4)}"),
          ("Barthel", lambda r: f"{r.randint(20, 100)}/100"), ("DASS-21", lambda r: f"{r.randint(10, 90)}"),
          ("Oswestry", lambda r: f"{r.randint(8, 70)}%"), ("CURB-65", lambda r: f"{r.randint(0, 4)}"),
          ("Wells", lambda r: f"{r.randint(0, 7)}"), ("Morse falls", lambda r: f"{r.choice([25, 45, 60, 75])}"),
          ("pain", lambda r: f"{r.randint(0, 10)}/10"), ("CFS", lambda r: f"{r.randint(2, 8)}")]

EPONYMS = ["Baker's cyst", "Parkinson's disease", "Babinski negative", "Foley catheter in situ",
           "Hartmann's procedure", "Colles fracture", "Bell's palsy", "Graves' disease",
           "Addison's disease", "Hodgkin lymphoma", "Cushing's syndrome", "Glasgow Coma Scale",
           "Apgar 9", "Whipple procedure", "Murphy's sign negative", "McMurray test positive",
           "Lachman test", "Phalen's test positive", "Tinel's sign", "Trendelenburg gait",
           "Kernig's sign absent", "Crohn's disease", "Alzheimer's dementia", "Barrett's oesophagus",
           "Raynaud's phenomenon", "Guillain-Barre syndrome", "Hashimoto's thyroiditis",
           "Wernicke's encephalopathy", "Korsakoff syndrome", "Dupuytren's contracture",
           "Osgood-Schlatter", "Ludwig's angina", "Meniere's disease", "Paget's disease",
           "Romberg positive", "Kussmaul breathing", "Cheyne-Stokes respiration",
           "Hickman line", "Swan-Ganz", "Thomas test", "Finkelstein's test", "Simmonds test",
           "Spurling's test", "Weber and Rinne", "King-Devick test", "Down syndrome",
           "Tourette syndrome", "Asperger profile", "Sjogren's syndrome", "Wilson's disease"]

ICD = [("F20.0", "paranoid schizophrenia"), ("F32.1", "moderate depressive episode"),
       ("F10.2", "alcohol dependence"), ("F31.2", "bipolar affective disorder, current manic with psychosis"),
       ("F43.1", "post-traumatic stress disorder"), ("F41.1", "generalised anxiety disorder"),
       ("I21.4", "NSTEMI"), ("I48.9", "atrial fibrillation"), ("J44.1", "COPD with exacerbation"),
       ("J18.9", "pneumonia, unspecified"), ("E11.9", "type 2 diabetes"), ("N39.0", "UTI"),
       ("S82.2", "fracture of shaft of tibia"), ("S62.5", "fracture of thumb"), ("M54.5", "low back pain"),
       ("S33.5", "lumbar sprain"), ("T14.1", "open wound"), ("G40.9", "epilepsy"), ("I63.9", "cerebral infarction"),
       ("K35.8", "acute appendicitis"), ("L03.1", "cellulitis of limb"), ("F03.9", "dementia, unspecified"),
       ("M75.1", "rotator cuff syndrome"), ("S06.0", "concussion"), ("O99.3", "mental disorder in pregnancy"),
       ("A15.0", "pulmonary TB"), ("B20.9", "HIV disease"), ("R55.9", "syncope"), ("M17.1", "primary knee OA"),
       ("S52.5", "distal radius fracture"), ("G56.0", "carpal tunnel syndrome"), ("H81.1", "BPPV")]

CREDS = {
    "CA": ["MD, FRCPC", "MD, CCFP", "MD, FRCSC", "RN", "RPN", "NP", "OT Reg. (Ont.)", "RD", "MSW, RSW", "PhD, C.Psych", "BScPT"],
    "AU": ["MBBS, FRACP", "MBBS, FRACGP", "FRANZCP", "FACEM", "RN", "EN", "NP", "BPhty", "BOccThy", "APD", "MSW", "MPsych"],
    "NZ": ["MBChB, FRNZCGP", "MBChB, FRACP", "FRANZCP", "FACEM", "RN", "EN", "NP", "BPhty", "NZROT", "RD", "MSW"],
    "ZA": ["MBChB, FCP(SA)", "MBChB, FCPsych(SA)", "MBChB, FCS(SA)", "MBChB, FCEM(SA)", "RN", "EN", "BSc Physio", "BOT", "RD(SA)", "MSW", "PhD"],
}

ORDINARY = [
    "Will review in clinic.", "will re-check bloods in the morning.", "Hope to step down to the ward.",
    "Patient hopes to return to work.", "Grace period for the appointment given.", "Young adult services not appropriate.",
    "Frost injury to fingers excluded.", "Nurse to page the on-call registrar if concerned.", "Wood splinter removed.",
    "Walker frame for mobility.", "Little change overnight.", "Strong family support.", "Best interests considered.",
    "Bell rung twice for assistance.", "Call bell within reach.", "Summer allergy symptoms.", "Dawn confusion noted by night staff.",
    "Cook-chill meals at home.", "Lives near the field but no exposure.", "Stays in own lane when driving (per pt).",
    "Faith is important to her; chaplain offered.", "Joy and interest reduced.", "Rose from bed unassisted.",
    "Hunter-gatherer diet discussed, not recommended.", "Bishop of the parish visited (generic chaplaincy).",
    "Will need follow-up imaging.", "Mason jar of tablets found at home.", "Page 2 of 3", "see page 3",
    "King-Devick test not done.", "Baker's cyst on the right.", "Grace notes: none.", "Love of gardening continues.",
    "will discuss with team.", "No hope of full recovery voiced by pt - explored.", "Young children at home.",
]


def lab_value(r, lab):
    name, unit, lo, hi, dec = lab
    v = r.uniform(lo, hi)
    vs = f"{v:.{dec}f}" if dec else str(int(round(v)))
    return name, vs, unit


def lab_items(r, n):
    picks = r.sample(LABS, n)
    return [lab_value(r, x) for x in picks]


def lab_inline(r, n):
    parts = []
    for name, vs, unit in lab_items(r, n):
        ref = REF.get(name)
        s = f"{name} {vs}" + (f" {unit}" if unit else "")
        if ref and r.random() < 0.4:
            s += f" ({ref})"
        parts.append(s)
    return r.choice([", ", "; ", " / ", "  "]).join(parts)


def vitals(r):
    sbp, dbp = r.randint(92, 178), r.randint(52, 104)
    hr, rr = r.randint(52, 132), r.randint(12, 30)
    sat = r.randint(86, 100)
    t = r.uniform(35.8, 39.4)
    form = r.randint(0, 3)
    if form == 0:
        return f"BP {sbp}/{dbp}, HR {hr}, RR {rr}, SpO2 {sat}% RA, T {t:.1f}"
    if form == 1:
        return f"Obs: BP {sbp}/{dbp} mmHg | HR {hr} bpm | RR {rr} | SpO2 {sat}% on {r.choice([2,3,4])}L NP | Temp {t:.1f} C"
    if form == 2:
        return f"HR {hr} reg, BP {sbp}/{dbp}, sats {sat}%, RR {rr}, T {t:.1f}, BGL {r.uniform(4, 15):.1f}"
    return f"vitals: T {t:.1f} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sat}%"


def med(r):
    name, unit, doses = r.choice(DRUGS)
    d = r.choice(doses)
    ds = str(d).rstrip("0").rstrip(".") if isinstance(d, float) else str(d)
    if name == "salbutamol":
        route = "INH"
    elif unit == "units" or name == "enoxaparin":
        route = "SC"
    elif name == "ceftriaxone":
        route = r.choice(["IV", "IM"])
    else:
        route = r.choice(["PO", "PO", "PO", "NG", "PR" if name == "paracetamol" else "PO",
                          "SL" if name in ("lorazepam", "ondansetron") else "PO",
                          "IV" if name in ("paracetamol", "furosemide", "pantoprazole", "ondansetron") else "PO"])
    return f"{name} {ds} {unit} {route} {r.choice(FREQS)}"


def score(r):
    name, f = r.choice(SCORES)
    return f"{name} {f(r)}"


def icd(r):
    c, d = r.choice(ICD)
    return c, d


def clock(r):
    h, m = r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 22, 30, 35, 40, 45, 50, 55])
    f = r.randint(0, 2)
    if f == 0:
        return f"{h:02d}:{m:02d}"
    if f == 1:
        return f"{h:02d}{m:02d}h"
    return f"{h}:{m:02d}"


def eponym(r):
    return r.choice(EPONYMS)


def ordinary(r):
    return r.choice(ORDINARY)
