"""Clinical filler that is NOT PHI: vitals, labs, drugs and doses, scores,
eponyms, device models, abbreviations that look like places or names."""


def vitals(r, locale="US", kid=False, style=None, age=None):
    if kid:
        a = 1 if age is None else max(age, 0)
        sbp, dbp = r.randint(84, 104) + 2 * min(a, 12), r.randint(48, 62) + min(a, 12)
        hr = r.randint(100, 140) - 3 * min(a, 14)
        rr = r.randint(24, 34) - min(a, 12)
        kg = (4.5 + 2.6 * a + 1.2 * max(a - 10, 0)) * r.uniform(0.85, 1.25)
    else:
        sbp, dbp = r.randint(96, 168), r.randint(58, 98)
        hr = r.randint(58, 118)
        rr = r.randint(12, 22)
        kg = r.uniform(52, 132)
    spo2 = r.randint(91, 100)
    if locale == "US" and r.random() < 0.7:
        t = "%.1f F" % r.uniform(97.1, 101.4)
        wt = "%d lb" % round(kg * 2.2046) if not kid else "%.1f lb" % (kg * 2.2046)
    else:
        t = "%.1f C" % r.uniform(36.1, 38.6)
        wt = "%.1f kg" % kg
    style = style or r.choice(["line", "slash", "list"])
    if style == "line":
        s = "BP %d/%d, HR %d, RR %d, T %s, SpO2 %d%% RA, Wt %s" % (sbp, dbp, hr, rr, t, spo2, wt)
    elif style == "slash":
        s = "VS: %d/%d | P %d | R %d | T %s | O2 sat %d%% | wt %s" % (sbp, dbp, hr, rr, t, spo2, wt)
    else:
        s = "BP %d/%d\nHR %d\nRR %d\nTemp %s\nSpO2 %d%%\nWeight %s" % (sbp, dbp, hr, rr, t, spo2, wt)
    if not kid and r.random() < 0.5:
        s += ", BMI %.1f" % r.uniform(19, 41) if style != "list" else "\nBMI %.1f" % r.uniform(19, 41)
    return s


LABS = {
    "dm": [("A1c", "%.1f%%", 5.6, 11.8), ("FBG", "%d mg/dL", 88, 260), ("eGFR", "%d", 38, 110),
           ("UACR", "%d mg/g", 5, 340), ("LDL", "%d", 48, 178)],
    "dm_ca": [("HbA1c", "%.1f%%", 5.6, 11.8), ("FPG", "%.1f mmol/L", 5.2, 14.8), ("eGFR", "%d", 38, 110),
              ("ACR", "%.1f mg/mmol", 0.4, 38), ("LDL-C", "%.1f mmol/L", 1.2, 4.6)],
    "lipid": [("TC", "%d", 140, 260), ("LDL", "%d", 48, 178), ("HDL", "%d", 28, 84), ("TG", "%d", 70, 420)],
    "thyroid": [("TSH", "%.2f", 0.02, 14.5), ("free T4", "%.2f", 0.6, 2.9), ("TPO Ab", "%d IU/mL", 5, 900)],
    "renal": [("Na", "%d", 128, 145), ("K", "%.1f", 3.1, 5.8), ("Cl", "%d", 96, 109), ("CO2", "%d", 19, 31),
              ("BUN", "%d", 8, 48), ("Cr", "%.2f", 0.6, 2.4)],
    "cbc": [("WBC", "%.1f", 3.2, 16.4), ("Hgb", "%.1f", 8.4, 16.8), ("Plt", "%d", 98, 460), ("MCV", "%d", 72, 104)],
    "liver": [("AST", "%d", 14, 140), ("ALT", "%d", 10, 180), ("ALP", "%d", 40, 260), ("T bili", "%.1f", 0.2, 2.8),
              ("albumin", "%.1f", 2.6, 4.8)],
    "inr": [("INR", "%.1f", 1.1, 4.2)],
    "inflam": [("ESR", "%d", 4, 88), ("CRP", "%.1f mg/L", 0.4, 64)],
    "rheum": [("RF", "%d IU/mL", 4, 190), ("anti-CCP", "%d U", 2, 250), ("ANA", "1:%d", 40, 640), ("uric acid", "%.1f", 3.8, 10.9)],
    "gi": [("fecal calprotectin", "%d ug/g", 20, 1400), ("lipase", "%d", 12, 480), ("ferritin", "%d", 6, 480),
           ("B12", "%d", 150, 900)],
    "pulm": [("FEV1", "%.2f L", 0.9, 3.8), ("FEV1/FVC", "%d%%", 38, 82), ("DLCO", "%d%% pred", 35, 98),
             ("6MWD", "%d m", 140, 520)],
    "cardiac": [("BNP", "%d pg/mL", 30, 2400), ("trop", "%.3f", 0.001, 0.09), ("LDL", "%d", 48, 178), ("K", "%.1f", 3.1, 5.8)],
    "misc": [("vit D", "%d ng/mL", 9, 62), ("TSH", "%.2f", 0.3, 6), ("Mg", "%.1f", 1.4, 2.6), ("PSA", "%.2f", 0.2, 9)],
    "peds": [("Hgb", "%.1f", 9.2, 14.1), ("lead", "%d mcg/dL", 1, 9), ("glucose", "%d", 70, 140)],
}


def lab_value(r, spec):
    name, fmt, lo, hi = spec
    if "%d" in fmt:
        v = fmt % r.randint(int(lo), int(hi))
    else:
        v = fmt % r.uniform(lo, hi)
    return name, v


def labs(r, panel, n=None):
    items = LABS[panel]
    if n is None:
        n = len(items)
    chosen = r.sample(items, min(n, len(items)))
    return ", ".join("%s %s" % lab_value(r, s) for s in chosen)


MEDS = {
    "gen": ["metformin 1000 mg PO BID", "lisinopril 20 mg daily", "atorvastatin 40 mg qhs", "levothyroxine 88 mcg qAM",
            "amlodipine 5 mg daily", "HCTZ 25 mg daily", "omeprazole 20 mg daily", "aspirin 81 mg",
            "empagliflozin 10 mg daily", "semaglutide 0.5 mg SC weekly", "vitamin D3 1000 IU", "tamsulosin 0.4 mg qhs",
            "gabapentin 300 mg TID", "meloxicam 7.5 mg daily prn", "sertraline 100 mg daily", "losartan 50 mg",
            "rosuvastatin 10 mg", "insulin glargine 22 units qhs", "furosemide 40 mg qAM", "allopurinol 300 mg"],
    "acute": ["amoxicillin 500 mg TID x 10 days", "ibuprofen 400 mg q6h prn", "ondansetron 4 mg ODT q8h prn",
              "prednisone 40 mg daily x 5 d", "cephalexin 500 mg QID x 7 d", "azithromycin Z-pak",
              "benzonatate 100 mg TID prn", "naproxen 500 mg BID with food", "cyclobenzaprine 5 mg qhs prn",
              "nitrofurantoin 100 mg BID x 5 d", "fluticasone nasal 2 sprays daily", "acetaminophen 650 mg q6h prn",
              "doxycycline 100 mg BID x 7 d", "mupirocin 2% ointment TID", "Tdap given"],
    "cardiac": ["apixaban 5 mg BID", "warfarin 5 mg (M/W/F 7.5 mg)", "metoprolol succinate 50 mg daily",
                "sacubitril/valsartan 49/51 mg BID", "spironolactone 25 mg", "furosemide 40 mg BID",
                "atorvastatin 80 mg", "clopidogrel 75 mg", "amiodarone 200 mg daily", "nitroglycerin 0.4 mg SL prn"],
    "endo": ["insulin lispro per ICR 1:10", "insulin degludec 30 units", "metformin XR 1500 mg", "levothyroxine 112 mcg",
             "methimazole 10 mg", "dulaglutide 1.5 mg weekly", "tirzepatide 5 mg weekly", "glipizide 5 mg BID",
             "hydrocortisone 15 mg/5 mg", "calcitriol 0.25 mcg"],
    "gi": ["mesalamine 2.4 g daily", "adalimumab 40 mg SC q2wk", "pantoprazole 40 mg BID", "budesonide 9 mg",
           "ursodiol 300 mg BID", "azathioprine 100 mg", "infliximab 5 mg/kg q8wk", "linaclotide 145 mcg",
           "lactulose 20 g BID", "rifaximin 550 mg BID"],
    "pulm": ["tiotropium 18 mcg inh daily", "budesonide/formoterol 160/4.5 2 puffs BID", "albuterol HFA 2 puffs q4-6h prn",
             "montelukast 10 mg qhs", "azithromycin 250 mg MWF", "home O2 2 L NC with exertion", "roflumilast 500 mcg",
             "fluticasone/salmeterol 250/50 BID"],
    "rheum": ["methotrexate 15 mg PO weekly", "folic acid 1 mg daily", "hydroxychloroquine 200 mg BID",
              "prednisone 5 mg daily", "etanercept 50 mg SC weekly", "sulfasalazine 1 g BID", "colchicine 0.6 mg",
              "tofacitinib 5 mg BID", "leflunomide 20 mg"],
    "bh": ["buprenorphine/naloxone 8/2 mg SL BID", "methadone 80 mg daily", "naltrexone 50 mg daily",
           "sertraline 150 mg", "quetiapine 50 mg qhs", "trazodone 50 mg qhs prn", "bupropion XL 300 mg",
           "lithium 300 mg TID", "lamotrigine 100 mg BID", "aripiprazole 10 mg", "naloxone 4 mg nasal kit",
           "escitalopram 10 mg", "prazosin 2 mg qhs", "gabapentin 600 mg TID", "acamprosate 666 mg TID"],
    "peds": ["amoxicillin 90 mg/kg/day div BID x 10 d", "cetirizine 5 mg daily", "ibuprofen 10 mg/kg q6h prn",
             "acetaminophen 15 mg/kg q4-6h prn", "fluticasone 44 mcg 2 puffs BID w/ spacer", "albuterol 2.5 mg neb q4h prn",
             "methylphenidate ER 18 mg qAM", "polyethylene glycol 8.5 g daily", "iron 3 mg/kg/day",
             "vitamin D 400 IU daily", "hydrocortisone 1% cream BID", "ondansetron 2 mg ODT x1", "guanfacine ER 1 mg"],
}

EPONYMS = ["Murphy's sign negative", "McBurney's point non-tender", "no Homans sign", "Kernig/Brudzinski neg",
           "Romberg neg", "Babinski downgoing bilat", "Tinel's + at L wrist", "Phalen's positive",
           "Lachman stable", "McMurray neg", "Spurling neg", "Dix-Hallpike positive on R, Epley done",
           "Rovsing neg", "Trendelenburg neg", "Finkelstein +", "Hawkins/Neer positive",
           "Ottawa ankle rules negative", "Canadian C-spine rule negative", "Wells score 0, PERC neg",
           "Centor 2", "CURB-65 1", "Glasgow Coma Scale 15", "Chvostek neg", "Valsalva w/o change"]
DX_EPONYMS = ["Graves' disease", "Hashimoto's", "Crohn's disease", "Barrett's esophagus", "Raynaud's",
              "Sjogren's", "Addison's disease", "Parkinson's disease", "Bell's palsy", "Alzheimer's dementia",
              "Hodgkin lymphoma (in remission)", "Osgood-Schlatter", "Kawasaki disease (hx)", "Meniere's",
              "Dupuytren's", "Lyme disease (treated)", "Cushing's (ruled out)", "Tourette's", "Asperger's (old dx)",
              "Wolff-Parkinson-White", "Guillain-Barre (remote)", "Still's disease"]

SCORES = {
    "phq": lambda r: "PHQ-9 %d" % r.randint(0, 24), "gad": lambda r: "GAD-7 %d" % r.randint(0, 20),
    "audit": lambda r: "AUDIT-C %d" % r.randint(0, 11), "cssrs": lambda r: "C-SSRS screen %s" % r.choice(["neg", "low risk", "negative"]),
    "cows": lambda r: "COWS %d" % r.randint(0, 18), "ciwa": lambda r: "CIWA-Ar %d" % r.randint(0, 16),
    "moca": lambda r: "MoCA %d/30" % r.randint(18, 30), "tug": lambda r: "TUG %d s" % r.randint(9, 28),
    "morse": lambda r: "Morse fall score %d" % r.choice([25, 45, 55, 65, 85]),
    "act": lambda r: "ACT %d" % r.randint(10, 25), "mmrc": lambda r: "mMRC %d" % r.randint(0, 4),
    "cat": lambda r: "CAT %d" % r.randint(4, 30), "das": lambda r: "DAS28-CRP %.1f" % r.uniform(1.8, 5.6),
    "haq": lambda r: "HAQ-DI %.2f" % r.uniform(0, 2.2), "hbi": lambda r: "Harvey-Bradshaw %d" % r.randint(0, 12),
    "nyha": lambda r: "NYHA class %s" % r.choice(["I", "II", "II-III", "III"]),
    "ef": lambda r: "LVEF %d%%" % r.randint(25, 65), "chads": lambda r: "CHA2DS2-VASc %d" % r.randint(1, 6),
    "ess": lambda r: "Epworth %d" % r.randint(3, 19), "ahi": lambda r: "AHI %d" % r.randint(4, 48),
    "bristol": lambda r: "Bristol type %d" % r.randint(1, 7), "pain": lambda r: "pain %d/10" % r.randint(1, 9),
}

ABBREV_TRAPS = ["roomed by MA", "d/w PA", "hx DM2", "r/o PE", "hx MS (relapsing)", "CO2 %d", "NS 1 L bolus",
                "CA screening up to date", "pt is OK with plan", "f/u in OR list", "ALS ruled out", "hx ME/CFS per old chart", "NP to call back", "DO NOT crush",
                "Medicare AWV criteria reviewed", "vaccines per CDC schedule", "Health Canada advisory reviewed",
                "FDA MedWatch report filed", "Medicaid transport arranged", "Poison Control already called"]

NEG_INST = ["FDA", "CDC", "Health Canada", "CMS", "Medicare", "Medicaid", "988 crisis line", "Poison Control", "WHO",
            "the VAERS system", "911"]


def meds(r, group, n):
    pool = MEDS[group]
    return r.sample(pool, min(n, len(pool)))


def score(r, key):
    return SCORES[key](r)


def trap(r):
    t = r.choice(ABBREV_TRAPS)
    return t % r.randint(19, 31) if "%d" in t else t


def exam(r, kid=False):
    bits = ["Gen: NAD, alert", "HEENT: TMs clear, OP benign", "Neck: supple, no LAD", "CV: RRR, no m/r/g",
            "Lungs: CTAB, no wheeze", "Abd: soft, NT/ND, +BS", "Ext: no edema, 2+ DP pulses",
            "Skin: warm, dry, no rash", "Neuro: CN II-XII grossly intact, gait steady", "Psych: normal affect"]
    if kid:
        bits[0] = "Gen: well appearing, playful"
        bits.append("Fontanelle soft/flat" if r.random() < 0.3 else "Tanner stage %d" % r.randint(1, 5))
    k = r.randint(4, 8)
    out = bits[:1] + r.sample(bits[1:], k - 1)
    if r.random() < 0.6:
        out.append(r.choice(EPONYMS))
    return out


ICD = ["E11.65", "I10", "E78.5", "F32.1", "F41.1", "J44.1", "J45.41", "M54.50", "N39.0", "K50.90",
       "M06.9", "E03.9", "I48.0", "I50.22", "F11.20", "F10.20", "Z00.00", "J06.9", "S93.401A", "L23.9",
       "H66.91", "R05.9", "Z71.3", "G47.33"]
CPT = ["99213", "99214", "99215", "99203", "99395", "90837", "90834", "99441", "G2211", "93000", "94010",
       "36415", "87880", "81003", "99392", "90471"]


def codes(r):
    return "ICD-10 %s, %s; CPT %s" % (r.choice(ICD), r.choice(ICD), r.choice(CPT))
