"""Hard negatives: clinical tokens that must stay unannotated. Each is wrapped with N() so that its offsets
are recorded in meta (as evidence of the negatives present), never as spans."""
from compose import N

LABS = [("Na", 128, 148, 0), ("K", 3.0, 6.1, 1), ("Cl", 94, 112, 0), ("HCO3", 15, 31, 0), ("BUN", 6, 48, 0),
        ("Cr", 0.5, 3.9, 1), ("Hgb", 7.1, 16.8, 1), ("Hb", 71, 168, 0), ("Plt", 48, 460, 0), ("WCC", 2.1, 24.5, 1),
        ("INR", 0.9, 3.8, 1), ("CRP", 1, 260, 0), ("lactate", 0.6, 6.4, 1), ("Mg", 0.5, 1.3, 2),
        ("PO4", 0.6, 2.1, 2), ("eGFR", 12, 90, 0), ("Ur", 2.1, 28.4, 1), ("trop", 3, 880, 0), ("BSL", 3.1, 24.0, 1),
        ("glucose", 3.4, 22.5, 1), ("ALT", 9, 420, 0), ("bili", 4, 88, 0), ("albumin", 18, 44, 0),
        ("pH", 7.12, 7.49, 2), ("pCO2", 28, 74, 0), ("BE", -9, 4, 0), ("APTT", 24, 88, 0), ("Ca", 1.9, 2.7, 2)]
RANGES = {"Na": "135-145", "K": "3.5-5.2", "Cl": "98-107", "Hgb": "12.0-16.0", "Plt": "150-400", "INR": "0.8-1.2",
          "Cr": "0.6-1.2", "BUN": "7-20", "WCC": "4.0-11.0", "CRP": "<5", "Hb": "120-160", "lactate": "0.5-2.0"}

VITALS = [("HR", 44, 148, 0, ""), ("RR", 10, 34, 0, ""), ("SpO2", 84, 100, 0, "%"), ("T", 35.2, 40.1, 1, ""),
          ("Temp", 35.4, 39.8, 1, "C"), ("MAP", 52, 104, 0, ""), ("sats", 86, 100, 0, "%")]

DRUGS = ["metoprolol 25 mg PO bd", "paracetamol 1 g PO qid prn", "enoxaparin 40 mg SC daily", "furosemide 40 mg IV bd",
         "amoxicillin 500 mg tds", "ceftriaxone 2 g IV daily", "pip-tazo 4.5 g IV q8h", "oxycodone 5 mg PO q4h prn",
         "morphine 2.5 mg IV prn", "ondansetron 4 mg IV tds prn", "pantoprazole 40 mg mane", "atorvastatin 40 mg nocte",
         "apixaban 5 mg bd", "metformin 1 g bd", "insulin glargine 18 units nocte", "salbutamol 5 mg neb qid",
         "prednisolone 40 mg mane", "levetiracetam 500 mg bd", "amlodipine 5 mg daily", "ramipril 2.5 mg od",
         "gabapentin 300 mg tds", "lactulose 20 mL bd", "senna 15 mg nocte", "vancomycin 1.25 g IV q12h",
         "heparin 5000 units SC bd", "tramadol 50 mg qid prn", "haloperidol 0.5 mg prn", "thiamine 100 mg tds",
         "co-amoxiclav 1.2 g IV tds", "flucloxacillin 2 g IV qid", "digoxin 62.5 mcg od", "warfarin 3 mg as per INR",
         "noradrenaline 0.08 mcg/kg/min", "propofol 150 mg/h", "midazolam 2 mg/h", "fentanyl 50 mcg/h",
         "KCl 20 mmol in 100 mL over 1 h", "NaCl 0.9% 1 L over 8 h", "Hartmann's 1 L q8h", "clexane 40 mg sc od",
         "tazocin 4.5 g q8h", "keppra 500 mg bd", "endone 5 mg prn", "panadol 1 g qid", "movicol 1 sachet bd"]

EPONYMS = ["Foley catheter", "Parkinson's disease", "Crohn's disease", "Babinski downgoing", "Colles fracture",
           "Hartmann's procedure", "Murphy's sign negative", "Bell's palsy", "Alzheimer's dementia",
           "Barrett's oesophagus", "Hodgkin lymphoma", "Raynaud's", "Paget's disease", "Swan-Ganz catheter",
           "Baker's cyst", "Bishop score 7", "Guillain-Barre syndrome", "Cushing's syndrome", "Graves disease",
           "Trendelenburg positive", "Romberg negative", "Kernig negative", "Hickman line", "Foley",
           "Addison's disease", "Meniere's disease", "Wernicke's", "Whipple procedure", "Sengstaken tube",
           "Waterlow", "Chvostek sign", "Homan's sign negative", "Wells score 1"]

SCORES = ["GCS 15", "GCS 14", "GCS E3V4M6", "GCS 9", "NYHA II", "NYHA III", "APGAR 8/9", "APGAR 7/9", "NEWS2 5",
          "NEWS 3", "Waterlow 18", "Braden 14", "Morse 55", "ASA 2", "ASA 3E", "Mallampati 2", "CURB-65 2",
          "Abbey pain 4", "MUST 1", "qSOFA 1", "RASS -2", "CAM-ICU neg", "CFS 6", "4AT 2", "ECOG 1", "mRS 3",
          "PEWS 2", "ATS 3", "ESI 2", "MTS orange", "CHA2DS2-VASc 4", "Wells 2", "EWS 4", "pain 7/10", "pain 3/10"]

ICD = ["I50.9", "J18.9", "N39.0", "S72.00", "E11.9", "R55", "I48.91", "J44.1", "N17.9", "L89.153", "W19.XXXA",
       "K56.7", "F05", "I63.9", "A41.9", "S06.0X0A", "R07.9", "T81.4", "L03.115", "E87.1", "S32.5", "R41.0"]

MEASURES = ["72 kg", "168 cm", "UO 40 mL/h", "BMI 31.2", "FiO2 0.35", "PEEP 8", "Vt 450 mL", "wt 58.4 kg",
            "ht 1.72 m", "CVP 12", "ETT 7.5 at 22 cm", "drain 120 mL", "EBL 300 mL", "fluid bal +1.2 L",
            "BP 132/84", "BP 98/61", "BP 164/92", "BP 118/76", "cap refill <2 s", "IDC 14Fr", "size 8 ETT"]

NUMBERS = ["heparin 25,000 units in 50 mL", "insulin 50 units in 50 mL", "adrenaline 1:10,000",
           "noradrenaline 4 mg in 250 mL", "KCl 40 mmol/L", "ratio 1:1", "target MAP 65-75", "range 135-145",
           "1000 mL", "2 units PRBC", "100 mL/h", "5 x 10^9/L", "UO 0.5 mL/kg/h", "16G cannula", "22G",
           "1 in 4 steps", "q2h turns", "Gr 2", "x2 assist", "NBM from 0200"]

WORDNAME = ["team {will} r/v in am", "{may} need CT if GCS drops", "family {hope} for d/c home Fri",
            "{frank} haematuria noted", "{pat} dry and apply dressing", "{mark} site prior to theatre",
            "BP {rose} to 160/90 overnight", "call {bell} within reach", "{little} oral intake",
            "pt {moody} and tearful", "{short} of breath on exertion", "on {day} 3 of abx",
            "{strong} radial pulses bilat", "{best} interests decision", "sputum {green} and thick",
            "c/o {sharp} chest pain", "nasal {bridge} pressure area intact", "{winter} vomiting bug on ward",
            "kidney {stone} hx", "{will} need OT r/v", "dressing {will} need changing", "awake since {dawn}",
            "hopes to go home, {faith} in rehab", "{grace} period for meds charting", "{sunny} disposition",
            "{young} children at home", "{cross}-match 2 units", "urine dark {brown}", "{joy} at news of d/c",
            "{may} go to HDU", "{hope} to extubate tomorrow", "{will} call back", "pt {wise} to risks, accepts"]

ROLES = ["the nurse", "physio", "OT", "SLT", "reg", "SHO", "FY1", "RMO", "intern", "charge nurse", "bed manager",
         "ward clerk", "pharmacist", "dietitian", "social worker", "attending", "resident", "PA", "NP",
         "night CNM", "CNS", "HCA", "AIN", "tissue viability", "outreach", "MET team", "consultant"]
DEPTS = ["ICU", "ED", "Cardiology", "Ortho", "Gen Surg", "Resp", "Renal", "Radiology", "HDU", "CCU", "AMU", "MAU",
         "Theatres", "PACU", "Neuro", "Geris", "Onc", "Vascular", "Urology", "Endocrine", "Haem"]
INSTITUTIONS = ["FDA", "CDC", "TGA", "MHRA", "NICE", "WHO", "CQC", "NHS", "Medicare", "ACSQHC"]
MODELS = ["Medtronic Azure", "Hamilton C6", "Alaris GP", "Baxter Spectrum", "Drager Evita V500",
          "Philips IntelliVue MX450", "Braun Perfusor", "Cook airway exchange catheter", "Arjo Maxi Move",
          "HoverJack", "Medtronic Micra", "Abbott FreeStyle Libre", "Omnipod", "BiPAP A40", "Airvo 2",
          "VAC Ulta", "Mepilex Border", "Aquacel Ag", "Kaltostat", "Allevyn"]
CREDS = ["RN", "MD", "NP", "PA-C", "MBBS", "EN", "RGN", "FRCA", "CNS", "ODP", "FRACP", "DO", "RPh", "BPharm",
         "MRCP", "CNM", "EEN", "HCA", "FACEM", "CRNA"]


def _num(rng, lo, hi, dp):
    v = rng.uniform(lo, hi)
    return f"{v:.{dp}f}" if dp else str(int(round(v)))


def lab(rng, with_range=False):
    name, lo, hi, dp = rng.choice(LABS)
    s = f"{name} {_num(rng, lo, hi, dp)}"
    if with_range and name in RANGES:
        s += f" ({RANGES[name]})"
    return N(s, "lab")


def labs(rng, n=None, sep=" ", with_range=False):
    n = n or rng.randint(4, 9)
    return sep.join(lab(rng, with_range and rng.random() < 0.5) for _ in range(n))


def vital(rng, name=None):
    cands = [v for v in VITALS if name is None or v[0] == name]
    nm, lo, hi, dp, unit = rng.choice(cands)
    return N(f"{nm} {_num(rng, lo, hi, dp)}{unit}", "vital")


def vitals(rng, sep=" "):
    bp = f"BP {rng.randint(85, 180)}/{rng.randint(45, 105)}"
    parts = [vital(rng, "HR"), vital(rng, "RR"), vital(rng, "SpO2") + rng.choice([" RA", " 2L NP", " on 4L", ""]),
             vital(rng, "T"), N(bp, "vital")]
    rng.shuffle(parts)
    return sep.join(parts)


def drug(rng):
    return N(rng.choice(DRUGS), "drug")


def eponym(rng):
    return N(rng.choice(EPONYMS), "eponym")


def score(rng):
    return N(rng.choice(SCORES), "score")


def icd(rng):
    return N(rng.choice(ICD), "icd")


def measure(rng):
    return N(rng.choice(MEASURES), "measure")


def number(rng):
    return N(rng.choice(NUMBERS), "number")


def time_(rng, style=None):
    h, m = rng.randint(0, 23), rng.choice([0, 5, 10, 12, 15, 20, 30, 40, 45, 50, 55])
    st = style if style is not None else rng.randint(0, 3)
    v = [f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}{m:02d}h", f"{h:02d}:{m:02d}hrs"][st]
    return N(v, "time")


def wordname(rng):
    t = rng.choice(WORDNAME)
    key = t[t.index("{") + 1:t.index("}")]
    return t.replace("{" + key + "}", N(key, "wordname"))


def role(rng):
    return N(rng.choice(ROLES), "role")


def dept(rng):
    return N(rng.choice(DEPTS), "dept")


def institution(rng):
    return N(rng.choice(INSTITUTIONS), "institution")


def model(rng):
    return N(rng.choice(MODELS), "model")


def cred(rng, pool=None):
    return N(rng.choice(pool or CREDS), "credential")


def any_neg(rng):
    return rng.choice([lab, vital, drug, eponym, score, icd, measure, number, wordname, role, dept, model])(rng)
