"""Clinical filler: the hard negatives (analytes, vitals, drugs, units, scores, eponyms,
codes, clock times, row numbers, ordinary words that double as names).  Nothing here is
PHI except dates/initials that callers pass in already marked."""

LABS = [  # name, unit, lo, hi, decimals, range text
    ("Na", "mmol/L", 131, 146, 0, "133-146"), ("K", "mmol/L", 3.3, 5.9, 1, "3.5-5.3"),
    ("Cl", "mmol/L", 96, 109, 0, "95-108"), ("HCO3", "mmol/L", 20, 31, 0, "22-29"),
    ("Urea", "mmol/L", 2.8, 14.5, 1, "2.5-7.8"), ("Cr", "umol/L", 55, 190, 0, "59-104"),
    ("eGFR", "mL/min/1.73m2", 28, 90, 0, ">90"), ("Hb", "g/L", 96, 168, 0, "130-180"),
    ("WCC", "x10^9/L", 3.6, 14.2, 1, "4.0-11.0"), ("Plt", "x10^9/L", 120, 460, 0, "150-400"),
    ("HbA1c", "mmol/mol", 38, 96, 0, "<48"), ("Chol", "mmol/L", 3.1, 7.4, 1, "<5.0"),
    ("HDL", "mmol/L", 0.8, 2.1, 1, ">1.0"), ("LDL", "mmol/L", 1.2, 4.9, 1, "<3.0"),
    ("TG", "mmol/L", 0.7, 4.2, 1, "<1.7"), ("ALT", "U/L", 11, 88, 0, "<41"), ("ALP", "U/L", 40, 160, 0, "30-130"),
    ("Bili", "umol/L", 4, 31, 0, "<21"), ("Alb", "g/L", 30, 48, 0, "35-50"), ("TSH", "mU/L", 0.2, 8.9, 1, "0.27-4.2"),
    ("fT4", "pmol/L", 9, 24, 1, "12-22"), ("CRP", "mg/L", 1, 64, 0, "<5"), ("Ferritin", "ug/L", 8, 410, 0, "30-400"),
    ("B12", "ng/L", 150, 720, 0, "197-771"), ("Folate", "ug/L", 2.1, 19.5, 1, ">3.9"),
    ("Vit D", "nmol/L", 18, 96, 0, ">50"), ("ACR", "mg/mmol", 0.4, 28, 1, "<3.0"), ("PSA", "ug/L", 0.3, 6.8, 1, "<4.0"),
    ("INR", "", 1.0, 3.6, 1, "2.0-3.0"), ("Glucose", "mmol/L", 4.1, 14.8, 1, "3.5-7.8"), ("Mg", "mmol/L", 0.6, 1.1, 2, "0.7-1.0"),
]
DRUGS = [
    "atorvastatin 20 mg nocte", "atorvastatin 40 mg ON", "simvastatin 40 mg nocte", "metformin 500 mg BD",
    "metformin 1 g BD", "ramipril 5 mg OD", "ramipril 10 mg OD", "perindopril 4 mg mane", "amlodipine 5 mg OD",
    "bisoprolol 2.5 mg OD", "apixaban 5 mg BD", "rivaroxaban 20 mg OD with food", "warfarin as per INR",
    "salbutamol 100 micrograms 2 puffs PRN", "Fostair 100/6 2 puffs BD", "Symbicort 200/6 1 puff BD + PRN",
    "tiotropium 18 mcg OD", "Trelegy Ellipta 1 puff OD", "montelukast 10 mg nocte", "levothyroxine 75 mcg OD",
    "levothyroxine 100 micrograms OD", "omeprazole 20 mg OD", "lansoprazole 30 mg OD", "sertraline 50 mg OD",
    "citalopram 20 mg OD", "mirtazapine 15 mg nocte", "paracetamol 1 g QDS PRN", "ibuprofen 400 mg TDS PRN",
    "co-codamol 30/500 2 tabs QDS PRN", "gliclazide 80 mg BD", "empagliflozin 10 mg OD", "dapagliflozin 10 mg OD",
    "sitagliptin 100 mg OD", "insulin glargine 18 units nocte", "NovoRapid per carb ratio", "furosemide 40 mg mane",
    "spironolactone 25 mg OD", "doxycycline 100 mg OD x 5/7", "amoxicillin 500 mg TDS x 5/7",
    "prednisolone 30 mg OD x 5 days", "folic acid 5 mg OD", "ferrous fumarate 210 mg BD", "colecalciferol 800 units OD",
    "alendronic acid 70 mg weekly", "tamsulosin 400 mcg OD", "finasteride 5 mg OD", "methotrexate 15 mg weekly (Fri)",
    "hydroxychloroquine 200 mg BD", "gabapentin 300 mg TDS", "amitriptyline 10 mg nocte", "naproxen 500 mg BD",
    "Avamys nasal spray 2 sprays OD", "Epaderm emollient PRN", "GTN spray 400 mcg PRN", "aspirin 75 mg OD",
    "clopidogrel 75 mg OD", "nitrofurantoin MR 100 mg BD x 3/7", "fluoxetine 20 mg OD", "pregabalin 75 mg BD",
    "Seretide 250 Accuhaler 1 puff BD", "Ventolin 100 mcg MDI via spacer PRN", "carbocisteine 375 mg TDS",
    "semaglutide 0.5 mg weekly", "indapamide 2.5 mg OD", "losartan 50 mg OD", "candesartan 8 mg OD",
]
SCORES = ["QRISK3 {a}.{b}%", "PHQ-9 {s}", "GAD-7 {g}", "CAT score {c}", "mMRC {m}", "MRC dyspnoea grade {m}",
          "ACT {act}/25", "NEWS2 {n}", "CHA2DS2-VASc {m}", "ORBIT {m}", "AUDIT-C {g}", "6-CIT {s}", "EPDS {g}",
          "FeverPAIN {m}", "Centor {m}", "Wells score {m}", "MUST {m}", "FRAX 10-yr risk {a}%", "Waterlow {s}",
          "Rockwood CFS {m}", "MMSE {mm}/30"]
EPONYMS = ["Parkinson's disease", "Bell's palsy", "Crohn's disease", "Hashimoto's thyroiditis", "Graves' disease",
           "Addison's disease", "Cushing's syndrome", "Alzheimer's dementia", "Barrett's oesophagus",
           "Raynaud's phenomenon", "Dupuytren's contracture", "Osgood-Schlatter disease", "Baker's cyst",
           "Meniere's disease", "Sjogren's syndrome", "Down syndrome", "Wilson's disease", "Paget's disease",
           "Hodgkin lymphoma", "Tourette syndrome", "Asperger profile", "Still's disease"]
SIGNS = ["Babinski negative", "Murphy's sign negative", "Kernig's sign negative", "Romberg negative",
         "Trendelenburg negative", "Phalen's test positive", "Tinel's sign positive", "Homan's not elicited",
         "Foley catheter removed", "Guedel not required", "Valsalva manoeuvre", "Epley manoeuvre performed",
         "Lachman test stable", "McMurray negative", "Rovsing's sign negative", "Hallpike positive on the right",
         "Snellen 6/9 both eyes", "Schober's test normal"]
CODES = [  # (ICD-10, Read-like, SNOMED-like, text)
    ("E11.9", "C10F.", "44054006", "Type 2 diabetes mellitus"), ("J45.9", "H33..", "195967001", "Asthma"),
    ("J44.9", "H3...", "13645005", "COPD"), ("I10", "G20..", "38341003", "Essential hypertension"),
    ("E03.9", "C04..", "40930008", "Hypothyroidism"), ("F32.1", "E2B..", "35489007", "Depressive episode"),
    ("F41.1", "E2002", "21897009", "Generalised anxiety disorder"), ("M54.5", "N145.", "279039007", "Low back pain"),
    ("N18.3", "1Z12.", "433144002", "CKD stage 3"), ("I48.9", "G573.", "49436004", "Atrial fibrillation"),
    ("K21.9", "J10y4", "235595009", "GORD"), ("E78.0", "C320.", "55822004", "Hypercholesterolaemia"),
    ("M81.0", "N330.", "64859006", "Osteoporosis"), ("G43.9", "F26..", "37796009", "Migraine"),
    ("L20.9", "M111.", "24079001", "Atopic eczema"), ("E66.9", "C380.", "414916001", "Obesity"),
]
WORD_NEGATIVES = [
    "Will review in {n} weeks.", "Will recheck bloods.", "I will write again once results are back.",
    "We hope this settles with conservative measures.", "Hope to reduce the dose at next review.",
    "grace period for repeat requests is 7 days", "Bell's palsy excluded", "uses a walker indoors",
    "page 2 of 2", "prescription price exemption noted", "black tarry stools denied", "green sputum for 3 days",
    "white cell count normal", "brown discharge, no odour", "sharp central chest pain, non-exertional",
    "long-acting reliever", "small area of erythema", "best interests discussed", "power 5/5 all limbs",
    "visual fields full to confrontation", "can cook simple meals", "young children at home",
    "dawn phenomenon suspected", "a rose-coloured macular rash", "frost nip to fingertips last winter",
    "reports joy in gardening again", "faith important to her; attends weekly",
    "bright red blood on paper", "little change since last visit", "stone-free on imaging", "snow-shovelling brought on symptoms",
    "friend drove her today", "power of attorney in place", "a long walk daily", "baker's cyst on the left",
    "mark on left shin", "cross-check with the pharmacy list", "love of walking maintained", "rich diet over holidays",
    "wise to avoid NSAIDs", "wells score 0", "field walking tolerated", "moody and irritable per partner",
]
SIGS = ["OD", "BD", "TDS", "QDS", "PRN", "nocte", "mane", "stat", "weekly"]


def lab_val(r, lab):
    name, unit, lo, hi, dec, rng = lab
    v = r.uniform(lo, hi)
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


def lab_line(r, n=None, sep=", "):
    labs = r.sample(LABS, n or r.randint(4, 9))
    out = []
    for lab in labs:
        v = lab_val(r, lab)
        style = r.random()
        if style < 0.4:
            out.append(f"{lab[0]} {v}")
        elif style < 0.8:
            out.append(f"{lab[0]} {v} {lab[1]}".rstrip())
        else:
            out.append(f"{lab[0]} {v} {lab[1]} ({lab[5]})".replace("  ", " "))
    return sep.join(out)


def vitals(r, full=True):
    parts = [f"BP {r.randint(104, 172)}/{r.randint(58, 98)}", f"HR {r.randint(52, 118)}",
             f"RR {r.randint(12, 26)}", f"SpO2 {r.randint(91, 100)}% on air", f"T {r.uniform(35.9, 38.9):.1f}"]
    alt = [f"BP {r.randint(104, 172)}/{r.randint(58, 98)} mmHg", f"pulse {r.randint(52, 118)} bpm reg",
           f"RR {r.randint(12, 26)}/min", f"sats {r.randint(91, 100)}% RA", f"temp {r.uniform(35.9, 38.9):.1f}C"]
    p = parts if r.random() < 0.6 else alt
    if not full:
        p = r.sample(p, 3)
    sep = r.choice([", ", "; ", " | ", "  "])
    return sep.join(p)


def anthropometry(r):
    wt = r.uniform(48, 128)
    ht = r.randint(150, 192)
    return f"Wt {wt:.1f} kg, Ht {ht} cm, BMI {wt / (ht / 100) ** 2:.1f} kg/m2, waist {r.randint(70, 130)} cm"


def score(r):
    s = r.choice(SCORES)
    return s.format(a=r.randint(2, 39), b=r.randint(0, 9), s=r.randint(0, 24), g=r.randint(0, 21), c=r.randint(3, 34),
                    m=r.randint(0, 5), act=r.randint(9, 25), n=r.randint(0, 7), mm=r.randint(18, 30))


def meds(r, k=None):
    return r.sample(DRUGS, k or r.randint(3, 8))


def med_list(r, k=None, style=None):
    ms = meds(r, k)
    style = style or r.choice(["num", "dash", "bullet", "semi", "caps"])
    if style == "num":
        return "\n".join(f"{i}. {x}" for i, x in enumerate(ms, 1))
    if style == "dash":
        return "\n".join(f"- {x}" for x in ms)
    if style == "bullet":
        return "\n".join(f"* {x}" for x in ms)
    if style == "caps":
        return "\n".join(f"{i}) {x.upper()}" for i, x in enumerate(ms, 1))
    return "; ".join(ms)


def code(r, fmt=None):
    c = r.choice(CODES)
    fmt = fmt or r.choice(["icd", "read", "snomed", "both"])
    if fmt == "icd":
        return f"{c[3]} ({c[0]})"
    if fmt == "read":
        return f"{c[1]} {c[3]}"
    if fmt == "snomed":
        return f"{c[3]} [SCTID {c[2]}]"
    return f"{c[3]} - ICD-10 {c[0]}, Read {c[1]}"


def problems(r, k=None):
    cs = r.sample(CODES, k or r.randint(2, 5))
    style = r.choice(["icd", "read", "snomed", "plain"])
    out = []
    for i, c in enumerate(cs, 1):
        if style == "icd":
            out.append(f"{i}. {c[3]} ({c[0]})")
        elif style == "read":
            out.append(f"{c[1]}  {c[3]}")
        elif style == "snomed":
            out.append(f"- {c[3]} | SNOMED {c[2]}")
        else:
            out.append(f"- {c[3]}")
    return "\n".join(out)


def clock(r):
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def wordneg(r):
    s = r.choice(WORD_NEGATIVES).format(n=r.randint(2, 8))
    s = s[0].upper() + s[1:]
    return s if s.endswith(".") else s + "."


def clinic_time(r):
    return f"{r.randint(8, 17):02d}:{r.choice([0, 10, 15, 20, 30, 40, 45, 50]):02d}"


def eponym(r):
    return r.choice(EPONYMS)


def sign(r):
    return r.choice(SIGNS)


def results_table(r, date_cells, fmt=None, n=None):
    """date_cells: list of already-marked date strings (column headers).  Numbers stay
    unannotated.  fmt: pipe, csv, tab, fixed."""
    labs = r.sample(LABS, n or r.randint(5, 10))
    fmt = fmt or r.choice(["pipe", "csv", "tab", "fixed"])
    rows = []
    for i, lab in enumerate(labs, 1):
        rows.append([str(i), lab[0], lab[1] or "-"] + [lab_val(r, lab) for _ in date_cells] + [lab[5]])
    head = ["#", "Test", "Units"] + date_cells + ["Ref"]
    if fmt == "pipe":
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(x) + " |" for x in rows]
    elif fmt == "csv":
        lines = [",".join(head)] + [",".join(x) for x in rows]
    elif fmt == "tab":
        lines = ["\t".join(head)] + ["\t".join(x) for x in rows]
    else:
        def w(s, k):
            from core import strip_markers
            vis = len(strip_markers(s)[0])
            return s + " " * max(1, k - vis)
        lines = ["".join(w(c, k) for c, k in zip(head, [4, 10, 16] + [13] * len(date_cells) + [10])).rstrip()]
        lines += ["".join(w(c, k) for c, k in zip(x, [4, 10, 16] + [13] * len(date_cells) + [10])).rstrip() for x in rows]
    return "\n".join(lines)
