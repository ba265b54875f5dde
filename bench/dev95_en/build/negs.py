"""Hard-negative material (never annotated): labs, vitals, drugs, scores, eponyms, codes, ordinary words."""

LABS = [  # name, unit, lo, hi, decimals
    ("Na", "mmol/L", 128, 149, 0), ("K", "mmol/L", 2.9, 6.1, 1), ("Cl", "mmol/L", 92, 112, 0),
    ("CO2", "mmol/L", 16, 32, 0), ("BUN", "mg/dL", 6, 88, 0), ("Cr", "mg/dL", 0.5, 8.9, 2),
    ("Glu", "mg/dL", 62, 388, 0), ("Ca", "mg/dL", 7.6, 10.9, 1), ("Mg", "mg/dL", 1.3, 2.8, 1),
    ("Phos", "mg/dL", 2.1, 7.9, 1), ("WBC", "K/uL", 2.1, 24.5, 1), ("Hgb", "g/dL", 6.4, 16.2, 1),
    ("Hct", "%", 21, 48, 1), ("Plt", "K/uL", 38, 512, 0), ("INR", "", 0.9, 3.8, 1),
    ("PTT", "sec", 24, 98, 0), ("Lactate", "mmol/L", 0.6, 6.2, 1), ("Trop I", "ng/L", 2, 1890, 0),
    ("BNP", "pg/mL", 18, 3400, 0), ("ALT", "U/L", 8, 240, 0), ("AST", "U/L", 9, 310, 0),
    ("Alk Phos", "U/L", 38, 412, 0), ("T bili", "mg/dL", 0.2, 4.8, 1), ("Albumin", "g/dL", 1.9, 4.8, 1),
    ("HbA1c", "%", 5.1, 13.2, 1), ("TSH", "mIU/L", 0.1, 9.8, 2), ("CRP", "mg/L", 1, 220, 0),
    ("eGFR", "mL/min/1.73m2", 6, 104, 0), ("pH", "", 7.18, 7.49, 2), ("pCO2", "mmHg", 28, 68, 0),
]
RANGES = {"Na": "135-145", "K": "3.5-5.1", "Cl": "98-107", "CO2": "22-29", "BUN": "7-20", "Cr": "0.6-1.2",
          "Glu": "70-99", "Ca": "8.5-10.2", "Mg": "1.7-2.2", "Phos": "2.5-4.5", "WBC": "4.0-11.0",
          "Hgb": "12.0-16.0", "Hct": "36-46", "Plt": "150-400", "INR": "0.9-1.1", "PTT": "25-35",
          "Lactate": "0.5-2.0", "Trop I": "<34", "BNP": "<100", "ALT": "7-56", "AST": "10-40",
          "Alk Phos": "44-147", "T bili": "0.1-1.2", "Albumin": "3.5-5.0", "HbA1c": "<5.7", "TSH": "0.4-4.0",
          "CRP": "<10", "eGFR": ">60", "pH": "7.35-7.45", "pCO2": "35-45"}

MEDS = [
    ("metoprolol tartrate", ["12.5 mg", "25 mg", "50 mg"], "PO", ["BID", "q12h"]),
    ("apixaban", ["2.5 mg", "5 mg"], "PO", ["BID"]),
    ("heparin", ["5000 units", "5,000 units"], "subcut", ["q8h", "q12h"]),
    ("furosemide", ["20 mg", "40 mg", "80 mg"], "IV", ["BID", "daily", "once"]),
    ("insulin glargine", ["10 units", "18 units", "24 units"], "subcut", ["qHS", "daily"]),
    ("insulin lispro", ["4 units", "6 units", "per sliding scale"], "subcut", ["AC TID", "with meals"]),
    ("atorvastatin", ["40 mg", "80 mg"], "PO", ["qHS", "daily"]),
    ("pantoprazole", ["40 mg"], "IV", ["daily", "BID"]),
    ("acetaminophen", ["650 mg", "1 g", "1000 mg"], "PO", ["q6h PRN pain", "q6h"]),
    ("hydromorphone", ["0.2 mg", "0.5 mg"], "IV", ["q3h PRN", "q4h PRN"]),
    ("ondansetron", ["4 mg"], "IV", ["q8h PRN nausea"]),
    ("vancomycin", ["1250 mg", "1 g", "15 mg/kg"], "IV", ["q12h", "q24h"]),
    ("piperacillin-tazobactam", ["3.375 g", "4.5 g"], "IV", ["q6h", "q8h"]),
    ("ceftriaxone", ["1 g", "2 g"], "IV", ["q24h"]),
    ("amiodarone", ["200 mg", "400 mg"], "PO", ["daily", "BID"]),
    ("norepinephrine", ["0.05 mcg/kg/min", "0.08 mcg/kg/min", "4 mcg/min"], "IV", ["continuous"]),
    ("propofol", ["20 mcg/kg/min", "30 mcg/kg/min"], "IV", ["continuous"]),
    ("sevelamer", ["800 mg", "1600 mg"], "PO", ["TID with meals"]),
    ("epoetin alfa", ["4000 units", "10,000 units"], "IV", ["with HD", "3x/week"]),
    ("levothyroxine", ["50 mcg", "88 mcg", "112 mcg"], "PO", ["daily"]),
    ("lisinopril", ["5 mg", "10 mg", "20 mg"], "PO", ["daily"]),
    ("metformin", ["500 mg", "1000 mg"], "PO", ["BID"]),
    ("prednisone", ["40 mg", "20 mg"], "PO", ["daily x 5 days"]),
    ("enoxaparin", ["40 mg", "1 mg/kg"], "subcut", ["daily", "q12h"]),
    ("potassium chloride", ["20 mEq", "40 mEq"], "PO", ["once", "BID"]),
    ("magnesium sulfate", ["2 g"], "IV", ["once"]),
    ("albuterol", ["2.5 mg"], "neb", ["q4h PRN"]),
    ("levetiracetam", ["500 mg", "750 mg"], "PO", ["BID"]),
    ("carbidopa-levodopa", ["25/100 mg"], "PO", ["TID"]),
    ("warfarin", ["2 mg", "5 mg"], "PO", ["daily"]),
]

EPONYM_SENTENCES = [
    "Foley catheter in place, draining clear yellow urine.",
    "Foley removed; voiding spontaneously.",
    "History of Parkinson's disease on carbidopa-levodopa.",
    "Known Crohn's disease, last flare two years ago.",
    "Babinski downgoing bilaterally.",
    "Murphy's sign negative.",
    "Homans sign negative; calves soft.",
    "Hx Hodgkin lymphoma in remission.",
    "Residual Bell's palsy on the left.",
    "Graves disease treated with RAI in the past.",
    "Cushing's syndrome ruled out.",
    "Swan-Ganz catheter removed.",
    "Kussmaul breathing has resolved.",
    "Glasgow Coma Scale 14 on arrival.",
    "Trendelenburg position used for line placement.",
    "Wilson's disease screen negative.",
    "Alzheimer's dementia, baseline oriented x1.",
    "Hashimoto thyroiditis on levothyroxine.",
    "Brudzinski and Kernig signs negative.",
    "Tinel sign positive at the wrist.",
]
SCORES = ["GCS 15", "GCS 14 (E4V4M6)", "GCS 9", "NYHA class II", "NYHA III", "RASS -2", "RASS 0",
          "CAM-ICU negative", "Braden 14", "Morse fall score 45", "CHA2DS2-VASc 4", "HAS-BLED 2",
          "Wells score 1.5", "APGAR 8/9 at birth", "Pain 6/10", "CURB-65 of 2", "Mallampati II", "ASA III",
          "ECOG 1", "qSOFA 2", "NIHSS 3", "Killip class I"]
ICD = [("I50.9", "heart failure, unspecified"), ("E11.65", "type 2 DM with hyperglycemia"),
       ("N18.6", "ESRD"), ("I48.91", "atrial fibrillation"), ("J44.1", "COPD with exacerbation"),
       ("K50.90", "Crohn's disease"), ("G20", "Parkinson's disease"), ("N17.9", "AKI"),
       ("A41.9", "sepsis, unspecified organism"), ("I21.4", "NSTEMI"), ("J18.9", "pneumonia"),
       ("K35.80", "acute appendicitis"), ("S72.001A", "fracture of femoral neck"), ("D62", "acute blood loss anemia"),
       ("I10", "essential hypertension"), ("E87.1", "hyponatremia"), ("R55", "syncope")]
WORD_NEGS = [
    "Will reassess after diuresis.", "Will follow.", "May need repeat imaging.", "May advance diet as tolerated.",
    "Hope is that pt can go home soon.", "Family expresses hope for recovery.", "Will discuss with team.",
    "May shower.", "Will recheck BMP in AM.", "Pt will call if worse.", "Patient may resume home meds.",
    "Goals: comfort and hope.", "Will titrate to MAP > 65.", "May use incentive spirometer hourly.",
    "Grace period for prior auth noted.", "Wound bed pink, no frank pus.", "Mark site before transfer.",
    "Bill to primary payer.", "Rose from chair with 1 assist.", "Joy in activities reduced per PHQ-9.",
]
CREDS = ["MD", "RN", "NP", "PA-C", "MBBS", "DO", "RRT", "CNA", "PharmD", "CRNA", "LPN", "BSN, RN", "FRCPC"]


def fmt_val(rng, lo, hi, dec):
    v = rng.uniform(lo, hi)
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


def lab_rows(rng, k=None):
    k = k or rng.randint(6, 14)
    rows = rng.sample(LABS, k)
    out = []
    for name, unit, lo, hi, dec in rows:
        val = fmt_val(rng, lo, hi, dec)
        rr = RANGES[name]
        flag = rng.choice(["", "", "", "H", "L", "C"])
        out.append((name, val, unit, rr, flag))
    return out


def vitals(rng):
    hr = rng.randint(52, 128)
    sbp = rng.randint(88, 182)
    dbp = rng.randint(44, 104)
    rr = rng.randint(12, 30)
    sp = rng.randint(86, 100)
    t = rng.uniform(36.0, 39.4)
    return hr, f"{sbp}/{dbp}", rr, sp, f"{t:.1f}"


def vitals_line(rng):
    hr, bp, rr, sp, t = vitals(rng)
    return rng.choice([
        f"HR {hr}, BP {bp}, RR {rr}, SpO2 {sp}% on RA, T {t} C",
        f"T {t} HR {hr} BP {bp} RR {rr} SpO2 {sp}% 2L NC",
        f"Vitals: BP {bp} | HR {hr} | RR {rr} | SpO2 {sp}% | Temp {t}",
        f"BP {bp} mmHg, pulse {hr}, resp {rr}, sat {sp}% on {rng.randint(2, 6)} L",
    ])


def med_line(rng):
    name, doses, route, sigs = rng.choice(MEDS)
    return f"{name} {rng.choice(doses)} {route} {rng.choice(sigs)}"


def med_tuple(rng):
    name, doses, route, sigs = rng.choice(MEDS)
    return name, rng.choice(doses), route, rng.choice(sigs)


def eponym(rng):
    return rng.choice(EPONYM_SENTENCES)


def score(rng):
    return rng.choice(SCORES)


def icd(rng):
    return rng.choice(ICD)


def wordneg(rng):
    return rng.choice(WORD_NEGS)


def misc_numbers(rng):
    return rng.choice([
        f"I/O {rng.randint(900, 3200)}/{rng.randint(400, 2900)} mL", f"EBL {rng.randint(5, 900)} mL",
        f"UOP {rng.randint(10, 140)} mL/h", f"heparin 25,000 units/250 mL at {rng.randint(8, 22)} mL/h",
        f"weight {rng.uniform(48, 142):.1f} kg", f"BMI {rng.uniform(17, 48):.1f}", f"EF {rng.randint(15, 65)}%",
        f"QTc {rng.randint(398, 540)} ms", f"PEEP {rng.randint(5, 14)}, FiO2 {rng.choice([30, 40, 50, 60])}%",
        f"tidal volume {rng.randint(350, 520)} mL", f"lesion 2.{rng.randint(1, 9)} x 1.{rng.randint(1, 9)} cm",
        f"Kt/V {rng.uniform(1.1, 1.8):.2f}", f"blood flow {rng.choice([300, 350, 400, 450])} mL/min",
        f"order qty {rng.choice([30, 60, 90, 100, 1000])}", f"drip rate {rng.randint(5, 150)} mL/hr",
    ])
