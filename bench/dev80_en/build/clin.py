"""Clinical filler that is NOT PHI: vitals, labs, drugs and sigs, scores, codes,
eponyms, generic roles, times of day, durations and name-words used as
ordinary words. None of it is ever wrapped in markers."""
from core import MARK_RE


def vis(s):
    """Visible length of a marked string."""
    return len(MARK_RE.sub(lambda m: m.group(2), s))


def pad(s, w):
    return s + " " * max(1, w - vis(s))


def table(rows, gap=2):
    """Plain-text table of (possibly marked) cells, aligned on visible width."""
    ncol = max(len(r) for r in rows)
    widths = [0] * ncol
    for r in rows:
        for i, cell in enumerate(r):
            widths[i] = max(widths[i], vis(cell))
    out = []
    for r in rows:
        cells = [r[i] + " " * (widths[i] - vis(r[i]) + gap) if i < len(r) - 1 else r[i] for i in range(len(r))]
        out.append("".join(cells).rstrip())
    return "\n".join(out)


def f1(x):
    return f"{x:.1f}"


# ------------------------------------------------------------------ vitals
def vitals(c, style=None, sick=False):
    r = c.r
    sbp = r.randint(84 if sick else 102, 186)
    dbp = r.randint(46, 104)
    hr = r.randint(52, 128 if sick else 104)
    rr = r.randint(12, 30 if sick else 22)
    tc = round(r.uniform(36.1, 39.4 if sick else 37.9), 1)
    tf = round(tc * 9 / 5 + 32, 1)
    sp = r.randint(86 if sick else 92, 100)
    o2 = c.ch("RA", "RA", "room air", "2L NC", "3 L NC", "4L NC", "40% FiO2", "HFNC 40L/50%")
    wt = round(r.uniform(48, 132), 1)
    style = style or c.ch("pipe", "comma", "lines", "terse", "words")
    temp = c.ch(f"T {tc} C", f"Temp {tf} F", f"T {tf}", f"Tmax {tc}", f"T {tc}C")
    if style == "pipe":
        return f"BP {sbp}/{dbp} | HR {hr} | RR {rr} | {temp} | SpO2 {sp}% {o2} | Wt {wt} kg"
    if style == "comma":
        return f"BP {sbp}/{dbp}, HR {hr}, RR {rr}, {temp}, SpO2 {sp}% on {o2}"
    if style == "lines":
        return (f"BP: {sbp}/{dbp} mmHg\nPulse: {hr}\nResp: {rr}\n{temp}\nSpO2: {sp}% ({o2})\n"
                f"Weight: {wt} kg\nPain: {r.randint(0, 9)}/10")
    if style == "terse":
        return f"{temp.lower()} hr {hr} bp {sbp}/{dbp} rr {rr} sat {sp}% {o2.lower()}"
    return (f"Blood pressure {sbp}/{dbp}, heart rate {hr}, respiratory rate {rr}, temperature {tc} C, "
            f"oxygen saturation {sp}% on {o2}")


# ------------------------------------------------------------------ labs
def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def bmp(c, style=None):
    r = c.r
    v = dict(Na=r.randint(126, 148), K=f1(r.uniform(2.9, 6.1)), Cl=r.randint(94, 112), CO2=r.randint(16, 31),
             BUN=r.randint(6, 88), Cr=f"{r.uniform(0.5, 8.9):.2f}", Glu=r.randint(62, 412))
    style = style or c.ch("inline", "units", "slash")
    if style == "inline":
        return ", ".join(f"{k} {x}" for k, x in v.items())
    if style == "units":
        return (f"Na {v['Na']} mmol/L, K {v['K']} mmol/L, Cl {v['Cl']}, HCO3 {v['CO2']} mmol/L, "
                f"BUN {v['BUN']} mg/dL, Cr {v['Cr']} mg/dL, glucose {v['Glu']} mg/dL")
    if style == "slash":
        return f"BMP {v['Na']}/{v['K']}/{v['Cl']}/{v['CO2']}/{v['BUN']}/{v['Cr']}<{v['Glu']}"
    return "\n".join(f"  {k:<5}{x}" for k, x in v.items())


def cbc(c):
    r = c.r
    return (f"WBC {f1(r.uniform(2.1, 24.8))} K/uL, Hgb {f1(r.uniform(6.8, 16.2))} g/dL, "
            f"Hct {f1(r.uniform(21, 48))}%, Plt {r.randint(38, 512)} K/uL")


def misc_labs(c, n=3):
    r = c.r
    pool = [
        f"lactate {f1(r.uniform(0.6, 6.4))} mmol/L", f"troponin I {r.uniform(0.01, 2.4):.2f} ng/mL",
        f"hs-troponin {r.randint(3, 880)} ng/L", f"BNP {r.randint(40, 2400)} pg/mL",
        f"HbA1c {f1(r.uniform(5.1, 12.4))}%", f"TSH {r.uniform(0.2, 8.8):.2f} mIU/L",
        f"Mg {f1(r.uniform(1.2, 2.8))} mg/dL", f"Phos {f1(r.uniform(2.1, 8.2))} mg/dL",
        f"albumin {f1(r.uniform(1.9, 4.6))} g/dL", f"INR {f1(r.uniform(0.9, 4.2))}",
        f"PTT {r.randint(24, 88)} s", f"AST {r.randint(12, 410)} U/L", f"ALT {r.randint(9, 380)} U/L",
        f"alk phos {r.randint(40, 620)} U/L", f"T bili {f1(r.uniform(0.2, 6.8))} mg/dL",
        f"lipase {r.randint(12, 2200)} U/L", f"CRP {f1(r.uniform(0.3, 28))} mg/dL",
        f"procalcitonin {r.uniform(0.05, 12):.2f} ng/mL", f"ferritin {r.randint(12, 1800)} ng/mL",
        f"PTH {r.randint(40, 980)} pg/mL", f"iCa {r.uniform(1.0, 1.35):.2f} mmol/L",
        f"urine Na {r.randint(10, 90)} mmol/L", f"UA: SG {r.uniform(1.003, 1.030):.3f}, {c.ch('neg', 'trace', '1+', '2+')} protein",
        f"CK {r.randint(60, 14000)} U/L", f"ammonia {r.randint(18, 140)} umol/L", f"LDL {r.randint(60, 210)} mg/dL",
        f"beta-hCG {c.ch('negative', 'positive')}", f"pH {r.uniform(7.12, 7.52):.2f}",
    ]
    return ", ".join(c.shuffle(pool)[:n])


def abg(c):
    r = c.r
    return (f"ABG {r.uniform(7.18, 7.50):.2f}/{r.randint(28, 72)}/{r.randint(55, 180)} on FiO2 "
            f"{c.ch('40', '50', '60', '35')}%, PEEP {c.ch('5', '8', '10', '12')}")


# ------------------------------------------------------------------ medications
MEDS = {
    "general": ["metoprolol tartrate 25 mg PO BID", "lisinopril 10 mg PO daily", "atorvastatin 40 mg PO qHS",
                "metformin 1000 mg PO BID with meals", "apixaban 5 mg PO BID", "insulin glargine 22 units SC qHS",
                "pantoprazole 40 mg PO daily", "amlodipine 5 mg PO daily", "levothyroxine 75 mcg PO daily",
                "sertraline 50 mg PO daily", "gabapentin 300 mg PO TID", "tamsulosin 0.4 mg PO qHS",
                "albuterol HFA 2 puffs q4h PRN wheeze", "aspirin 81 mg PO daily", "furosemide 40 mg PO daily",
                "carvedilol 6.25 mg PO BID", "losartan 50 mg PO daily", "warfarin 5 mg PO daily (goal INR 2-3)",
                "donepezil 10 mg PO qHS", "hydrochlorothiazide 25 mg PO daily", "spironolactone 25 mg daily",
                "tiotropium 18 mcg inhaled daily", "clopidogrel 75 mg daily", "empagliflozin 10 mg daily",
                "vitamin D3 2000 IU daily", "senna 8.6 mg 2 tabs qHS", "polyethylene glycol 17 g daily PRN"],
    "inpt": ["heparin 5000 units SC q8h", "enoxaparin 40 mg SC daily", "ceftriaxone 1 g IV q24h",
             "vancomycin 1250 mg IV q12h (trough goal 15-20)", "piperacillin-tazobactam 4.5 g IV q6h",
             "ondansetron 4 mg IV q6h PRN nausea", "acetaminophen 650 mg PO q6h PRN pain",
             "oxycodone 5 mg PO q4h PRN severe pain", "furosemide 40 mg IV BID", "insulin lispro sliding scale AC/HS",
             "potassium chloride 40 mEq PO x1", "magnesium sulfate 2 g IV x1", "methylprednisolone 40 mg IV q8h",
             "azithromycin 500 mg IV daily", "lorazepam 0.5 mg IV q6h PRN", "haloperidol 0.5 mg IV x1",
             "hydromorphone 0.5 mg IV q3h PRN", "normal saline 75 mL/h", "LR 1 L bolus"],
    "icu": ["norepinephrine 0.08 mcg/kg/min", "vasopressin 0.03 units/min", "propofol 30 mcg/kg/min",
            "fentanyl 50 mcg/h", "dexmedetomidine 0.4 mcg/kg/h", "insulin infusion 3 units/h",
            "heparin infusion 1200 units/h", "cisatracurium 2 mcg/kg/min", "midazolam 2 mg/h",
            "amiodarone 0.5 mg/min", "nicardipine 5 mg/h", "phenylephrine 80 mcg/min", "bicarbonate 150 mEq/L at 100 mL/h"],
    "renal": ["epoetin alfa 4000 units IV with HD", "iron sucrose 100 mg IV x5 doses", "sevelamer 800 mg PO TID with meals",
              "calcitriol 0.25 mcg PO daily", "cinacalcet 30 mg daily", "heparin 2000 units bolus then 500 units/h",
              "midodrine 10 mg PO pre-HD", "calcium acetate 667 mg 2 caps with meals", "doxercalciferol 2 mcg IV TIW",
              "Nephro-Vite 1 tab daily", "alteplase 2 mg per lumen dwell"],
    "ob": ["oxytocin 2 milliunits/min titrate per protocol", "magnesium sulfate 4 g IV load then 2 g/h",
           "betamethasone 12 mg IM q24h x2", "penicillin G 5 million units IV then 2.5 million units q4h",
           "nifedipine 20 mg PO q4h PRN", "labetalol 20 mg IV PRN SBP >160", "prenatal vitamin 1 tab daily",
           "ferrous sulfate 325 mg PO daily", "Rho(D) immune globulin 300 mcg IM", "terbutaline 0.25 mg SC x1",
           "cefazolin 2 g IV", "ondansetron 4 mg ODT PRN"],
    "peds": ["amoxicillin 90 mg/kg/day PO divided BID x10 days", "cholecalciferol 400 IU daily",
             "acetaminophen 15 mg/kg PO q6h PRN", "ibuprofen 10 mg/kg PO q6h PRN", "ferrous sulfate 3 mg/kg/day",
             "fluoride varnish 22,600 ppm applied", "cetirizine 2.5 mg PO daily", "hydrocortisone 1% cream BID",
             "albuterol 2.5 mg neb q4h PRN", "polyethylene glycol 0.4 g/kg daily"],
    "onc": ["oxaliplatin 85 mg/m2 IV", "leucovorin 400 mg/m2 IV", "fluorouracil 400 mg/m2 IV bolus",
            "fluorouracil 2400 mg/m2 CIVI over 46 h", "carboplatin AUC 5 IV", "paclitaxel 175 mg/m2 IV",
            "pembrolizumab 200 mg IV q3w", "doxorubicin 60 mg/m2", "cyclophosphamide 600 mg/m2",
            "rituximab 375 mg/m2", "pegfilgrastim 6 mg SC day 3", "dexamethasone 12 mg IV premed",
            "ondansetron 16 mg IV premed", "olanzapine 5 mg qHS x4 days", "prochlorperazine 10 mg q6h PRN",
            "capecitabine 1000 mg/m2 BID days 1-14", "gemcitabine 1000 mg/m2 days 1, 8"],
    "periop": ["cefazolin 2 g IV within 60 min of incision", "midazolam 2 mg IV", "ketorolac 15 mg IV",
               "famotidine 20 mg PO", "scopolamine 1.5 mg patch", "acetaminophen 1 g PO preop",
               "celecoxib 400 mg PO preop", "dexamethasone 4 mg IV", "tranexamic acid 1 g IV"],
}


def meds(c, kinds=("general",), n=5, bullet="- "):
    pool = []
    for k in kinds:
        pool += MEDS[k]
    return "\n".join(bullet + m for m in c.shuffle(pool)[:n])


def meds_inline(c, kinds=("general",), n=4):
    pool = []
    for k in kinds:
        pool += MEDS[k]
    return "; ".join(c.shuffle(pool)[:n])


ALLERGIES = ["NKDA", "penicillin (hives)", "sulfa (rash)", "codeine (nausea)", "latex", "iodinated contrast (hives)",
             "shellfish", "morphine (itching)", "vancomycin (red man syndrome)", "lisinopril (angioedema)",
             "NKA", "no known drug allergies", "amoxicillin (rash as child)", "adhesive tape"]


def allergies(c):
    k = c.r.randint(1, 2)
    return ", ".join(c.shuffle(ALLERGIES)[:k])


# ------------------------------------------------------------------ codes
ICD = {
    "I10": "essential hypertension", "E11.9": "type 2 diabetes without complications",
    "E11.65": "type 2 diabetes with hyperglycemia", "N18.6": "end stage renal disease",
    "I50.22": "chronic systolic heart failure", "I50.33": "acute on chronic diastolic heart failure",
    "J44.1": "COPD with acute exacerbation", "K80.20": "calculus of gallbladder",
    "K35.80": "acute appendicitis", "R07.9": "chest pain, unspecified", "S72.001A": "fracture of femoral neck",
    "Z99.2": "dependence on renal dialysis", "E78.5": "hyperlipidemia", "F32.1": "major depressive disorder, moderate",
    "J18.9": "pneumonia, unspecified organism", "A41.9": "sepsis, unspecified organism",
    "N17.9": "acute kidney injury", "I48.91": "atrial fibrillation", "C18.7": "malignant neoplasm of sigmoid colon",
    "C50.912": "malignant neoplasm of left breast", "C25.9": "malignant neoplasm of pancreas",
    "C83.30": "diffuse large B-cell lymphoma", "C34.90": "malignant neoplasm of lung",
    "O47.03": "false labor before 37 weeks", "O47.1": "false labor at or after 37 weeks",
    "O48.0": "post-term pregnancy", "O13.3": "gestational hypertension, third trimester",
    "Z3A.36": "36 weeks gestation", "Z00.129": "routine child health exam without abnormal findings",
    "Z23": "encounter for immunization", "M17.11": "primary osteoarthritis, right knee",
    "M54.50": "low back pain", "Z96.651": "presence of right artificial knee joint", "R26.81": "unsteadiness on feet",
    "Z91.81": "history of falling", "G20": "Parkinson's disease", "K50.90": "Crohn's disease",
    "E87.1": "hyponatremia", "D63.1": "anemia in CKD", "T82.868A": "thrombosis of vascular access",
    "Z51.11": "encounter for antineoplastic chemotherapy", "K56.609": "intestinal obstruction",
    "L89.153": "pressure injury of sacral region, stage 3", "G30.9": "Alzheimer's disease",
}
CPT = {
    "99285": "ED visit, high complexity", "99284": "ED visit, moderate", "99223": "initial hospital care",
    "99233": "subsequent hospital care", "99214": "office visit, established", "99215": "office visit, high",
    "90935": "hemodialysis, single evaluation", "90960": "ESRD monthly services", "27130": "total hip arthroplasty",
    "44970": "laparoscopic appendectomy", "47562": "laparoscopic cholecystectomy", "99391": "preventive visit, infant",
    "99392": "preventive visit, age 1-4", "96413": "chemo infusion, first hour", "96415": "chemo infusion, each additional hour",
    "97161": "PT evaluation, low complexity", "97162": "PT evaluation, moderate complexity", "97110": "therapeutic exercise",
    "99496": "transitional care management", "G0180": "home health certification", "59025": "fetal non-stress test",
    "00790": "anesthesia for upper abdominal procedure", "01402": "anesthesia for knee arthroplasty",
    "99291": "critical care, first 30-74 min", "36556": "central venous catheter insertion", "31500": "emergency intubation",
}


PEDS_OB_CODES = {"O47.03", "O47.1", "O48.0", "O13.3", "Z3A.36", "Z00.129", "Z23", "Z51.11", "C25.9", "C83.30",
                 "C50.912", "C34.90", "C18.7"}
ADULT_ICD = [k for k in ICD if k not in PEDS_OB_CODES]


def icd(c, keys=None, n=3, style=None):
    keys = list(keys) if keys else list(ADULT_ICD)
    pick = c.shuffle(keys)[:n]
    style = style or c.ch("paren", "dash", "colon")
    if style == "paren":
        return [f"{ICD[k].capitalize()} ({k})" for k in pick]
    if style == "dash":
        return [f"{k} - {ICD[k]}" for k in pick]
    return [f"{ICD[k].capitalize()}: ICD-10 {k}" for k in pick]


def cpt(c, keys):
    k = c.ch(list(keys))
    return f"CPT {k} ({CPT[k]})"


# ------------------------------------------------------------------ scores, eponyms, roles, ordinary words
def scores(c, keys, n=2):
    r = c.r
    pool = {
        "gcs": f"GCS {c.ch('15', '14', '13', 'E4V5M6', '9T')}", "nihss": f"NIHSS {r.randint(0, 14)}",
        "wells": f"Wells score {c.ch('0', '1.5', '3', '4.5')}", "curb": f"CURB-65 of {r.randint(0, 4)}",
        "heart": f"HEART score {r.randint(1, 8)}", "braden": f"Braden {r.randint(9, 22)}",
        "morse": f"Morse fall score {c.ch('25', '45', '55', '70', '85')}", "phq": f"PHQ-9 {r.randint(0, 22)}",
        "gad": f"GAD-7 {r.randint(0, 18)}", "apgar": f"Apgars {r.randint(5, 9)}/{r.randint(7, 9)}",
        "bishop": f"Bishop score {r.randint(2, 10)}", "asa": f"ASA {c.ch('I', 'II', 'III', 'IV', 'III-E')}",
        "mallampati": f"Mallampati {c.ch('I', 'II', 'III', 'IV')}", "rcri": f"RCRI {r.randint(0, 4)}",
        "ecog": f"ECOG {r.randint(0, 3)}", "kps": f"KPS {c.ch('60', '70', '80', '90')}%",
        "chads": f"CHA2DS2-VASc {r.randint(1, 7)}", "hasbled": f"HAS-BLED {r.randint(0, 4)}",
        "pain": f"pain {r.randint(0, 10)}/10", "rass": f"RASS {c.ch('0', '-1', '-2', '-3', '+1')}",
        "cam": f"CAM-ICU {c.ch('negative', 'positive')}", "tinetti": f"Tinetti {r.randint(8, 28)}/28",
        "berg": f"Berg Balance {r.randint(18, 56)}/56", "tug": f"TUG {f1(r.uniform(8, 32))} s",
        "moca": f"MoCA {r.randint(14, 30)}/30", "mmse": f"MMSE {r.randint(12, 30)}/30",
        "ktv": f"Kt/V {r.uniform(1.1, 1.8):.2f}", "urr": f"URR {r.randint(62, 78)}%",
        "mchat": f"M-CHAT-R {r.randint(0, 4)}", "asq": f"ASQ-3 all domains {c.ch('above cutoff', 'in monitoring zone')}",
        "epds": f"EPDS {r.randint(0, 16)}", "sofa": f"SOFA {r.randint(2, 14)}", "apache": f"APACHE II {r.randint(8, 32)}",
        "katz": f"Katz ADL {r.randint(1, 6)}/6", "oasis": f"OASIS M1033 score {r.randint(1, 9)}",
        "lace": f"LACE index {r.randint(4, 16)}", "fim": f"FIM motor {r.randint(30, 80)}",
    }
    return [pool[k] for k in c.shuffle(keys)[:n]]


EPONYM_PHRASES = [
    "Foley catheter in place", "Foley removed", "negative Murphy's sign", "positive Murphy's sign",
    "no Babinski sign", "Babinski downgoing bilaterally", "history of Parkinson's disease",
    "Hashimoto's thyroiditis", "Crohn's disease in remission", "Barrett's esophagus on last EGD",
    "Bell's palsy, resolved", "Cushing's syndrome ruled out", "Graves' disease s/p RAI",
    "Homans' sign negative", "Romberg negative", "Romberg positive", "Trendelenburg gait",
    "Kernig and Brudzinski signs absent", "Valsalva maneuver without effect", "Swan-Ganz catheter removed",
    "Whipple procedure", "Nissen fundoplication", "Roux-en-Y gastric bypass", "Kerley B lines on CXR",
    "Epley maneuver performed", "Lachman negative", "McMurray negative", "Phalen and Tinel positive",
    "Hodgkin lymphoma in childhood", "Alzheimer's dementia", "Wernicke encephalopathy precautions",
    "Raynaud's phenomenon", "Meniere's disease", "Sjogren's syndrome", "Addison's disease on hydrocortisone",
    "Guillain-Barre syndrome", "Tdap per ACIP schedule", "Kussmaul respirations", "Cheyne-Stokes respirations",
    "Brudzinski negative", "Levine's sign", "Chvostek sign negative", "Trousseau sign negative",
    "Hartmann's procedure", "Baker's cyst", "Bishop score favorable", "Apgar scores reassuring",
    "Glasgow Coma Scale 15", "Leopold maneuvers: vertex", "Ortolani and Barlow negative",
    "Mallampati class assessed", "Seldinger technique", "Allen test normal", "Stemmer sign negative",
]


SPECIALTY_EPONYMS = {"Bishop score favorable", "Apgar scores reassuring", "Leopold maneuvers: vertex",
                     "Ortolani and Barlow negative", "Mallampati class assessed", "Tdap per ACIP schedule",
                     "Seldinger technique", "Hartmann's procedure", "Whipple procedure", "Nissen fundoplication",
                     "Roux-en-Y gastric bypass", "Hodgkin lymphoma in childhood", "Epley maneuver performed"}
EPONYM_GENERAL = [x for x in EPONYM_PHRASES if x not in SPECIALTY_EPONYMS]
EPONYM_EXAM = ["negative Murphy's sign", "positive Murphy's sign", "no Babinski sign", "Babinski downgoing bilaterally",
               "Homans' sign negative", "Romberg negative", "Romberg positive", "Trendelenburg gait",
               "Kernig and Brudzinski signs absent", "Lachman negative", "McMurray negative", "Phalen and Tinel positive",
               "Chvostek sign negative", "Trousseau sign negative", "Kussmaul respirations", "Allen test normal",
               "Stemmer sign negative", "Levine's sign"]
EPONYM_HX = ["history of Parkinson's disease", "Hashimoto's thyroiditis", "Crohn's disease in remission",
             "Barrett's esophagus on last EGD", "Bell's palsy, resolved", "Cushing's syndrome ruled out",
             "Graves' disease s/p RAI", "Alzheimer's dementia", "Raynaud's phenomenon", "Meniere's disease",
             "Sjogren's syndrome", "Addison's disease on hydrocortisone", "Guillain-Barre syndrome",
             "Hodgkin lymphoma in childhood", "Baker's cyst"]
EPONYM_PROC = ["Foley catheter in place", "Foley removed", "Swan-Ganz catheter removed", "Kerley B lines on CXR",
               "Valsalva maneuver without effect", "Cheyne-Stokes respirations", "Wernicke encephalopathy precautions",
               "Epley maneuver performed", "Seldinger technique"]
_EPO = {"exam": EPONYM_EXAM, "hx": EPONYM_HX, "proc": EPONYM_PROC, None: EPONYM_GENERAL}


def eponyms(c, n=2, kind=None):
    return c.shuffle(_EPO[kind])[:n]


def cap(s):
    return s[:1].upper() + s[1:]


ROLES = ["the charge nurse", "the on-call resident", "night float", "the attending", "pharmacy", "case management",
         "social work", "the patient's PCP", "rapid response team", "IR", "the surgical team", "the bedside nurse",
         "the covering provider", "the interpreter line", "the unit secretary", "respiratory therapy",
         "the dietitian", "nephrology", "the intensivist", "the hospitalist team", "the float RN", "the chaplain",
         "physical therapy", "the oncology pharmacist", "the dialysis tech", "the OB resident", "the scrub tech"]


def role(c):
    return c.ch(ROLES)


ORD_HX = [
    "Attends church on Sundays and sings in the choir.",
    "Reports frank blood in stool x2 episodes.",
    "Walks 2 miles most mornings before the weather turned.",
    "History of kidney stone in the remote past.",
    "Little appetite for the last 3 days.",
    "Denies black or tarry stools.",
    "Son-in-law helps with grocery shopping.",
    "Short of breath walking up one flight of stairs.",
    "Sharp, stabbing pain, worse with inspiration.",
    "Bright red blood per rectum this morning.",
    "Likes to cook and garden; eats rice and beans most days.",
    "Frostbite to two toes after shoveling snow last winter.",
    "Moody and irritable per family.",
    "Joy in activities reduced per PHQ item 1.",
    "Family is hopeful for discharge home this week.",
    "Says the pain rose to 8/10 after climbing the stairs.",
    "Felt best when sitting upright.",
    "Had a small amount of blood on the tissue once.",
    "Does a little yard work but tires quickly.",
    "Long history of white coat hypertension.",
]
ORD_EXAM = [
    "Best corrected visual acuity 20/30 OU.",
    "Call bell within reach, bed in lowest position.",
    "Visual fields full to confrontation.",
    "Hazel eyes, pupils equal and reactive.",
    "Urine amber and cloudy.",
    "Strong radial pulses bilaterally.",
    "Stainless steel staples in place, clean and dry.",
    "Iris and lens clear bilaterally.",
    "Rose from chair without use of arms x3.",
    "Small left pleural effusion, unchanged on film.",
    "Rash consistent with poison ivy on both forearms.",
    "Sharp and dull sensation intact in both feet.",
    "Bright red tympanic membrane on the left.",
    "Short systolic murmur at the left sternal border.",
    "Marked pitting edema to mid-shin.",
]
ORD_PLAN = [
    "Patient will follow up in clinic and will call with questions.",
    "We hope to wean oxygen over the next 24 hours.",
    "BP rose to 172/94 overnight and came down with PRN labetalol.",
    "Creatinine rose from 1.1 to 1.6 over 48 hours.",
    "Felt it best to hold anticoagulation until after the procedure.",
    "Cross-cover was paged at 0215 for agitation.",
    "Please page the covering resident with any change.",
    "Would be wise to repeat the lactate in 2 hours.",
    "Skin marking done by surgeon in preop holding.",
    "Long-acting insulin reduced by 20%.",
    "White count trending down on antibiotics.",
    "Post-op day 1, tolerating clears.",
    "Patient may resume a regular diet as tolerated.",
    "Voices understanding; will bring all pill bottles next visit.",
    "Protein-rich supplement BID with meals.",
    "Billing code reviewed with the coder.",
    "Olive oil drops to ears for cerumen.",
    "Grace period for prior authorization ends this week.",
    "May shower 48 hours after surgery.",
    "Dawn phenomenon suspected on CGM review.",
    "Wise to avoid NSAIDs given CKD.",
    "Granted a leave pass for the afternoon.",
    "Will page the fellow if the pressure drops.",
    "Marked improvement in work of breathing after nebs.",
    "Small bowel follow-through ordered for the morning.",
]
ORDINARY = ORD_HX + ORD_EXAM + ORD_PLAN
_ORD = {"hx": ORD_HX, "exam": ORD_EXAM, "plan": ORD_PLAN, None: ORDINARY}


def ordinary(c, n=2, kind=None):
    return c.shuffle(_ORD[kind])[:n]


def tod(c):
    """A time of day (not PHI)."""
    h, m = c.r.randint(0, 23), c.ch(0, 5, 10, 15, 20, 30, 40, 42, 45, 50, 55)
    return c.ch(f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}")


def tod_night(c):
    h = c.ch(22, 23, 0, 1, 2, 3, 4, 5)
    m = c.ch(0, 5, 10, 15, 20, 30, 40, 45, 50)
    return c.ch(f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}")


def tod_seq(c, n):
    """n increasing times of day in one style (not PHI)."""
    t = c.r.randint(0, 20 * 60)
    style = c.r.randint(0, 1)
    out = []
    for _ in range(n):
        t = min(t + c.r.randint(15, 140), 23 * 60 + 55)
        h, m = divmod(t, 60)
        out.append(f"{h:02d}{m:02d}" if style == 0 else f"{h:02d}:{m:02d}")
    return out


def dur_plain(c):
    n = c.r.randint(2, 12)
    return c.ch(f"{n} days", f"about {n} hours", f"{n} weeks", f"{n} hours", f"nearly {n} days")


def dur(c):
    n = c.r.randint(2, 14)
    return c.ch(f"{n} days", f"x{n} days", f"{n} weeks", f"for {n} hours", f"{n} months", f"x {n}d",
                f"over {n} hours", f"{n} hrs")


def appt_time(c):
    """A clinic appointment time (not PHI)."""
    h = c.r.randint(7, 16)
    m = c.ch(0, 15, 20, 30, 40, 45)
    return c.ch(f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}")


PATIENT_LINES = [
    "You will get a call with your results within a week.",
    "We hope you feel better soon.",
    "Drink small amounts of fluid often.",
    "It is best to take this medicine with food.",
    "You may shower tomorrow; pat the wound dry.",
    "Bring all of your pill bottles to your next visit.",
    "Page 2 has your full medication list.",
    "Rest, and rise slowly from bed to avoid dizziness.",
    "Wear your compression stockings during the day.",
    "Keep your blood sugar log and bring it with you.",
]


def patient_line(c):
    return c.ch(PATIENT_LINES)
