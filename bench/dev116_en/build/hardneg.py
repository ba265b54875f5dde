"""Unannotated hard negatives: labs, vitals, drugs, codes, scores, eponyms, laws, times, words."""

LABS = [  # name, unit, low, high, decimals
    ("Sodium", "mmol/L", 128, 149, 0), ("Potassium", "mmol/L", 3.0, 5.9, 1), ("Chloride", "mmol/L", 95, 112, 0),
    ("CO2", "mmol/L", 18, 31, 0), ("BUN", "mg/dL", 6, 48, 0), ("Creatinine", "mg/dL", 0.5, 3.4, 2),
    ("Glucose", "mg/dL", 62, 310, 0), ("Calcium", "mg/dL", 7.8, 10.9, 1), ("Magnesium", "mg/dL", 1.4, 2.6, 1),
    ("WBC", "K/uL", 2.9, 19.5, 1), ("Hemoglobin", "g/dL", 7.1, 16.8, 1), ("Hematocrit", "%", 22, 50, 1),
    ("Platelets", "K/uL", 70, 480, 0), ("INR", "", 0.9, 3.8, 1), ("Troponin I", "ng/mL", 0.01, 2.4, 2),
    ("AST", "U/L", 12, 190, 0), ("ALT", "U/L", 9, 210, 0), ("Alk Phos", "U/L", 40, 260, 0),
    ("Total bilirubin", "mg/dL", 0.2, 4.1, 1), ("Albumin", "g/dL", 2.1, 4.9, 1), ("HbA1c", "%", 5.1, 11.8, 1),
    ("TSH", "mIU/L", 0.2, 8.5, 2), ("Lactate", "mmol/L", 0.6, 4.8, 1), ("BNP", "pg/mL", 20, 1900, 0),
    ("LDL", "mg/dL", 48, 190, 0), ("CRP", "mg/L", 0.4, 120, 1), ("Lipase", "U/L", 10, 400, 0),
]
REF = {"Sodium": "135-145", "Potassium": "3.5-5.1", "Chloride": "98-107", "CO2": "22-29", "BUN": "7-20",
       "Creatinine": "0.6-1.2", "Glucose": "70-99", "Calcium": "8.5-10.2", "Magnesium": "1.7-2.2",
       "WBC": "4.0-11.0", "Hemoglobin": "12.0-16.0", "Hematocrit": "36-46", "Platelets": "150-400",
       "INR": "0.8-1.2", "Troponin I": "0.00-0.04", "AST": "10-40", "ALT": "7-56", "Alk Phos": "44-147",
       "Total bilirubin": "0.1-1.2", "Albumin": "3.5-5.0", "HbA1c": "4.0-5.6", "TSH": "0.4-4.0",
       "Lactate": "0.5-2.0", "BNP": "0-100", "LDL": "0-99", "CRP": "0.0-3.0", "Lipase": "13-60"}

DRUGS = [("metoprolol succinate", [25, 50, 100], "mg", "PO", "daily"), ("lisinopril", [5, 10, 20, 40], "mg", "PO", "daily"),
         ("apixaban", [2.5, 5], "mg", "PO", "BID"), ("atorvastatin", [20, 40, 80], "mg", "PO", "nightly"),
         ("metformin", [500, 1000], "mg", "PO", "BID"), ("insulin glargine", [10, 18, 24, 32], "units", "SC", "at bedtime"),
         ("furosemide", [20, 40, 80], "mg", "IV", "BID"), ("pantoprazole", [40], "mg", "PO", "daily"),
         ("acetaminophen", [500, 650, 1000], "mg", "PO", "q6h PRN pain"), ("oxycodone", [5, 10], "mg", "PO", "q4h PRN severe pain"),
         ("ceftriaxone", [1, 2], "g", "IV", "q24h"), ("vancomycin", [1250, 1500], "mg", "IV", "q12h"),
         ("levothyroxine", [50, 75, 88, 112], "mcg", "PO", "daily"), ("sertraline", [50, 100], "mg", "PO", "daily"),
         ("gabapentin", [300, 600], "mg", "PO", "TID"), ("enoxaparin", [40], "mg", "SC", "daily"),
         ("albuterol", [2.5], "mg", "neb", "q4h PRN wheeze"), ("prednisone", [10, 20, 40], "mg", "PO", "daily x 5 days"),
         ("amlodipine", [5, 10], "mg", "PO", "daily"), ("tamsulosin", [0.4], "mg", "PO", "nightly"),
         ("ondansetron", [4], "mg", "IV", "q8h PRN nausea"), ("heparin", [5000], "units", "SC", "q8h"),
         ("aspirin", [81], "mg", "PO", "daily"), ("clopidogrel", [75], "mg", "PO", "daily"),
         ("warfarin", [2.5, 5], "mg", "PO", "daily"), ("cephalexin", [500], "mg", "PO", "QID x 7 days")]

ICD = [("I10", "essential hypertension"), ("E11.9", "type 2 diabetes mellitus without complications"),
       ("E78.5", "hyperlipidemia"), ("J44.1", "COPD with acute exacerbation"), ("N18.3", "CKD stage 3"),
       ("I48.91", "atrial fibrillation"), ("K21.9", "GERD"), ("M54.5", "low back pain"),
       ("F32.9", "major depressive disorder"), ("J18.9", "pneumonia, unspecified organism"),
       ("I50.9", "heart failure"), ("N39.0", "urinary tract infection"), ("R07.9", "chest pain, unspecified"),
       ("S72.001A", "fracture of right femoral neck"), ("Z79.01", "long-term anticoagulant use"),
       ("G47.33", "obstructive sleep apnea"), ("E03.9", "hypothyroidism"), ("K57.30", "diverticulosis"),
       ("C50.911", "malignant neoplasm of right breast"), ("D64.9", "anemia"), ("M17.11", "primary osteoarthritis, right knee"),
       ("G40.909", "epilepsy"), ("F10.20", "alcohol use disorder"), ("M51.26", "lumbar disc displacement")]

EPONYMS = ["Murphy's sign negative", "Babinski downgoing bilaterally", "Foley catheter in place",
           "history of Parkinson's disease", "no Homans sign", "Baker's cyst behind the left knee",
           "Bell's palsy in remote past", "Graves' disease on methimazole", "Hodgkin lymphoma in remission",
           "McBurney point nontender", "Kernig and Brudzinski negative", "Romberg negative",
           "Crohn's disease, quiescent", "Hashimoto thyroiditis", "Barrett esophagus on last EGD",
           "Cushing features absent", "Raynaud phenomenon in both hands", "Tinel sign positive at wrist",
           "Phalen test positive", "Trendelenburg gait", "Addison disease excluded", "Alzheimer dementia, mild",
           "Wolff-Parkinson-White pattern absent", "Virchow node not palpable", "Lachman stable",
           "McMurray negative", "Spurling negative", "Hoffmann sign absent", "Guillain-Barre excluded",
           "Marsh 3a villous atrophy", "Gleason 3+4", "Breslow depth 0.6 mm", "Clark level II"]

SCORES = ["GCS 15", "NIHSS 3", "Wells score 1.5", "PHQ-9 score 14", "CHA2DS2-VASc 4", "HAS-BLED 2",
          "ASA class III", "Apgar 8 and 9", "Braden score 16", "Morse fall score 45", "CURB-65 of 2",
          "MELD 14", "Mallampati II", "pain 6/10", "GAD-7 of 11", "MoCA 24/30", "Barthel index 70",
          "Aldrete 9", "RASS 0", "CIWA 6", "HEART score 3", "ECOG 1", "NYHA class II", "Child-Pugh A"]

LAWS = ["HIPAA", "45 CFR 164.508", "45 CFR 164.512(e)", "42 CFR Part 2", "the Family and Medical Leave Act (FMLA)",
        "the Americans with Disabilities Act", "Social Security Act", "the No Surprises Act", "ERISA",
        "the 21st Century Cures Act", "EMTALA", "the Privacy Rule", "COBRA", "Title II of the ADA"]

PUBLIC_NUMS = ["call 911", "the 988 Suicide & Crisis Lifeline", "dial 911 for emergencies",
               "TTY users dial 711", "call or text 988", "dial 211 for community resources", "call 311 for city services"]

ORDINARY_WORDS = ["Patient will follow up in 2 weeks.", "We hope to wean oxygen over the next 24 hours.",
                  "A 30-day grace period applies to the premium.", "Ambulates with a walker.",
                  "Passed a kidney stone several years ago.", "Sleeps in a king-size bed with 3 pillows.",
                  "Will call with results.", "She has good family support and hope for recovery.",
                  "Prefers baked fish over fried; the baker's dozen of muffins was not eaten.",
                  "Young adult onset asthma, mild intermittent.", "Mark the operative site.",
                  "Will reassess in the morning.", "Cook with less salt.", "Call bell within reach.",
                  "Swift improvement after diuresis.", "Faith-based counseling declined.",
                  "Church attendance weekly.", "Rose from chair without assistance.",
                  "Hale appearance; no acute distress.", "Fox-trot style gait described by family, i.e. shuffling.",
                  "Love of gardening noted as coping strategy.", "Dawn phenomenon suspected on CGM.",
                  "Joy of eating limited by dysgeusia.", "Stone-free on follow-up imaging.",
                  "Marsh-like surroundings at home, concern for mosquitoes.", "Will need PT/OT.",
                  "Patient is a hunter and eats venison.", "Grace under pressure; coping well.",
                  "Walker with front wheels ordered.", "Drew blood at the bedside.", "River crossing on commute."]


def fmt(v, dec):
    return ("%d" % round(v)) if dec == 0 else ("%.*f" % (dec, v))


def lab_rows(r, n):
    rows = []
    for name, unit, lo, hi, dec in r.sample(LABS, n):
        v = fmt(r.uniform(lo, hi), dec)
        ref = REF[name]
        a, b = ref.split("-", 1)
        fv = float(v)
        flag = "H" if fv > float(b) else ("L" if fv < float(a) else "")
        rows.append((name, v, unit, ref, flag))
    return rows


def lab_table(r, style=None, n=None):
    rows = lab_rows(r, n or r.randint(5, 10))
    style = style or r.choice(["pipe", "csv", "tab", "fixed", "inline"])
    out = []
    if style == "pipe":
        out.append("| Test | Result | Units | Ref range | Flag |")
        out.append("|---|---|---|---|---|")
        for a, v, u, ref, f in rows:
            out.append("| %s | %s | %s | %s | %s |" % (a, v, u, ref, f))
    elif style == "csv":
        out.append("test,result,units,reference,flag")
        for a, v, u, ref, f in rows:
            out.append("%s,%s,%s,%s,%s" % (a, v, u, ref, f))
    elif style == "tab":
        out.append("TEST\tRESULT\tUNITS\tREF")
        for a, v, u, ref, f in rows:
            out.append("%s\t%s%s\t%s\t%s" % (a, v, (" " + f) if f else "", u, ref))
    elif style == "fixed":
        out.append("%-16s%-9s%-8s%-12s" % ("ANALYTE", "VALUE", "UNIT", "RANGE"))
        for a, v, u, ref, f in rows:
            out.append("%-16s%-9s%-8s%-12s" % (a, v + ("*" if f else ""), u, ref))
    else:
        out.append("Labs: " + ", ".join("%s %s%s" % (a, v, (" " + u) if u else "") for a, v, u, ref, f in rows) + ".")
    return "\n".join(out)


def vitals(r, style=None):
    sbp, dbp = r.randint(92, 178), r.randint(52, 102)
    hr, rr = r.randint(54, 124), r.randint(12, 28)
    t = r.uniform(36.1, 39.2)
    sp = r.randint(88, 100)
    wt = r.uniform(48, 131)
    style = style or r.choice(["full", "tele", "list", "f"])
    if style == "full":
        return "Vitals: BP %d/%d mmHg, HR %d bpm, RR %d, Temp %.1f C, SpO2 %d%% on room air, weight %.1f kg." % (sbp, dbp, hr, rr, t, sp, wt)
    if style == "tele":
        return "VS %d/%d, %d, %d, %.1f, %d%% RA" % (sbp, dbp, hr, rr, t, sp)
    if style == "list":
        return "- BP: %d/%d\n- HR: %d\n- RR: %d\n- T: %.1f C\n- SpO2: %d%% on %d L NC" % (sbp, dbp, hr, rr, t, sp, r.randint(1, 4))
    return "T %.1f F, BP %d/%d, P %d, R %d, O2 sat %d%%" % (t * 9 / 5 + 32, sbp, dbp, hr, rr, sp)


def med_line(r):
    d, doses, unit, route, freq = r.choice(DRUGS)
    dose = r.choice(doses)
    return "%s %s %s %s %s" % (d, dose, unit, route, freq)


def med_list(r, n=None, bullet="- "):
    picks = r.sample(DRUGS, n or r.randint(3, 7))
    out = []
    for d, doses, unit, route, freq in picks:
        out.append("%s%s %s %s %s %s" % (bullet, d, r.choice(doses), unit, route, freq))
    return "\n".join(out)


def icd_lines(r, n=None, style=None):
    picks = r.sample(ICD, n or r.randint(2, 5))
    style = style or r.choice(["num", "dash", "inline"])
    if style == "num":
        return "\n".join("%d. %s (%s)" % (i + 1, d[0].upper() + d[1:], c) for i, (c, d) in enumerate(picks))
    if style == "dash":
        return "\n".join("- %s - %s" % (c, d) for c, d in picks)
    return "; ".join("%s %s" % (c, d) for c, d in picks)


def clock(r):
    h, mi = r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 27, 30, 34, 40, 45, 50, 55])
    return r.choice(["%02d:%02d" % (h, mi), "%02d%02d" % (h, mi), "%d:%02d %s" % ((h % 12) or 12, mi, "AM" if h < 12 else "PM")])


def hn_sentences(r, n=3):
    out = []
    for _ in range(n):
        k = r.randint(0, 4)
        if k == 0:
            out.append(r.choice(EPONYMS).capitalize() + ".")
        elif k == 1:
            out.append(r.choice(SCORES) + ".")
        elif k == 2:
            out.append(r.choice(ORDINARY_WORDS))
        elif k == 3:
            out.append("Continue " + med_line(r) + ".")
        else:
            out.append("Seen at %s; %s." % (clock(r), r.choice(["resting comfortably", "no acute events", "pain controlled", "tolerating diet"])))
    return " ".join(out)
