"""Clinical content (all non-PHI): tumours, drugs with sigs, labs, devices,
eponyms, scores and scales.  These supply the hard negatives."""

SIDES = ["left", "right"]

HISTOLOGY = [
    ("invasive carcinoma of no special type (NST)", "IDC NST"),
    ("invasive carcinoma of no special type (NST)", "IDC NST"),
    ("invasive carcinoma of no special type (NST)", "IDC NST"),
    ("invasive lobular carcinoma, classical type", "ILC"),
    ("invasive lobular carcinoma, pleomorphic type", "pleomorphic ILC"),
    ("mucinous carcinoma", "mucinous ca"),
    ("tubular carcinoma", "tubular ca"),
    ("invasive carcinoma NST with medullary features", "IDC NST"),
    ("metaplastic carcinoma (squamous type)", "metaplastic ca"),
]
BENIGN = ["fibroadenoma", "fat necrosis", "a simple cyst", "fibrocystic change",
          "sclerosing adenosis", "a benign intraductal papilloma", "periductal mastitis",
          "a lipoma", "pseudoangiomatous stromal hyperplasia (PASH)", "a phyllodes tumour (benign)",
          "gynaecomastia"]

EPONYM_NEG = [
    "No Paget's disease of the nipple.", "Cooper's ligaments not distorted.",
    "Montgomery tubercles prominent bilaterally, physiological.",
    "Features of Mondor's disease (superficial thrombophlebitis) in the lateral chest wall, settling.",
    "Tender costochondral junction, likely Tietze syndrome.",
    "Mild chest wall asymmetry ?forme fruste of Poland syndrome.",
    "Regnault grade 2 ptosis on the contralateral side.",
    "Previous Wise pattern reduction scars noted.",
    "Baker grade III capsular contracture of the existing implant.",
    "Hall-Findlay vertical scar pattern discussed for symmetrisation.",
    "Benelli round block considered for the periareolar lesion.",
    "Horner's syndrome absent.", "Trendelenburg position for DIEP inset not required.",
    "Peau d'orange absent.", "Bloom-Richardson (Nottingham) grading applied.",
    "Langer's lines respected for the incision.",
    "Pemberton's sign negative (large goitre noted incidentally).",
    "Virchow's node not palpable.", "Homans' sign negative, calves soft.",
]
SCORES = [
    "Nottingham Prognostic Index", "Van Nuys Prognostic Index", "Manchester score",
    "Tyrer-Cuzick (IBIS v8)", "CanRisk / BOADICEA", "Gail model", "PREDICT Breast v2.1",
    "Clavien-Dindo", "ASA", "WHO performance status", "ECOG", "Karnofsky",
    "Caprini score", "Waterlow", "Braden", "MUST", "NEWS2", "Glasgow Coma Scale",
    "Bristol stool chart", "St Gallen consensus", "Allred score", "H-score",
    "Distress Thermometer", "HADS", "BREAST-Q", "Rockwood frailty scale",
]
GUIDELINES = [
    "NICE NG101 (2018)", "ABS summary statement on margins (2015)",
    "ASCO/CAP HER2 testing guideline (2018 update)", "AJCC 8th edition (2017)",
    "RCR guidance for breast imaging (2019)", "ACOSOG Z0011 (2011)", "AMAROS (2014)",
    "FAST-Forward (2020)", "NICE CG164 familial breast cancer (2013, updated 2019)",
    "EUSOMA quality indicators (2017)", "BAPRAS/ABS oncoplastic guidelines (2021)",
    "NCCN v4.2023", "Royal College of Pathologists breast dataset (2016)",
]
DEVICE_NEG = [
    "Magseed", "Sentimag probe", "Savi Scout reflector", "Hologic Selenia Dimensions",
    "Hologic 3Dimensions tomosynthesis", "Siemens Mammomat Revelation", "GE Senographe Pristina",
    "Mammotome Revolve", "EnCor Enspire", "Bard Max-Core 14G", "HydroMARK clip",
    "UltraClip Dual Trigger", "Tumark Vision", "Neoprobe gamma probe", "LigaSure Exact",
    "Harmonic Focus", "PlasmaBlade", "Cook-Swartz implantable Doppler", "Synovis GEM coupler",
    "ViOptix T.Ox", "Redivac drain", "Blake drain", "Jackson-Pratt drain",
    "PICO dressing", "Prevena incision management system", "Steri-Strips", "Dermabond",
    "Tegaderm", "Mepore", "Aquacel Ag", "Bair Hugger", "Flowtron boots", "TED stockings",
]
IMPLANTS = [
    ("Mentor", "MemoryGel Xtra CPG 322", "322-%d", [255, 295, 345, 390, 440, 495]),
    ("Mentor", "MemoryShape CPG 321", "321-%d", [245, 275, 320, 365, 415]),
    ("Allergan", "Natrelle 410 FX", "FX-%d", [280, 325, 375, 410, 455]),
    ("Allergan", "Natrelle INSPIRA TSX", "TSX-%d", [300, 339, 380, 421]),
    ("Motiva", "Ergonomix Round Demi", "ERSD-%d", [285, 325, 365, 405, 445]),
    ("Polytech", "Microthane Replicon", "20681-%d", [270, 310, 350, 400]),
    ("Nagor", "Impleo Round High", "GFX-%d", [260, 300, 340, 380]),
    ("GC Aesthetics", "Matrix anatomical", "MAT-%d", [295, 335, 375]),
]
EXPANDERS = [("Mentor", "CPX4 tissue expander"), ("Allergan", "Natrelle 133 Plus"),
             ("Mentor", "Becker 35 expander/implant"), ("Polytech", "Diagon\\Gel expander")]
ADM = ["Braxon", "Strattice", "SurgiMend", "TiLOOP Bra", "Veritas", "AlloDerm", "Epiflex"]
PROSTHESES = [
    ("Amoena", "Essential 2SN", "1023"), ("Amoena", "Energy Cosmetic", "1170"),
    ("Amoena", "Natura Light 2S", "1055"), ("Trulife", "Viva", "446"),
    ("Trulife", "Silhouette Lite", "332"), ("Nearly Me", "So Soft Lightweight", "275"),
    ("Amoena", "Contact 2S", "1056"), ("Thinique", "cotton fibre form", "TQ-1"),
    ("Silima", "Triangle Shaped", "SL-190"),
]
BRAS = ["Anita care Lynn 5726X", "Amoena Nancy front-fastening", "Royce Comfi Jacquard",
        "Nicola Jane Heather", "Anita care Ocean 5727X", "Amoena Frances"]


def tumour(r):
    side = r.choice(SIDES)
    hist, short = r.choice(HISTOLOGY)
    t = {
        "side": side, "Side": side.capitalize(), "SIDE": side.upper(), "sd": side[0].upper(),
        "clock": r.randint(1, 12), "fn": r.randint(1, 9), "size": r.randint(6, 58),
        "hist": hist, "short": short, "grade": r.choice([1, 2, 2, 2, 3, 3]),
        "er": r.choice([0, 2, 5, 6, 7, 8, 8, 8, 8]), "pr": r.choice([0, 0, 3, 5, 6, 7, 8]),
        "her2": r.choice(["0", "1+", "1+", "2+ (ISH negative)", "2+ (ISH positive)", "3+", "0"]),
        "ki67": r.choice([5, 8, 10, 12, 15, 20, 25, 30, 40, 60]),
        "quad": r.choice(["upper outer quadrant", "upper inner quadrant", "lower outer quadrant",
                          "lower inner quadrant", "retroareolar region", "axillary tail"]),
        "dcis": r.choice(["low", "intermediate", "high", "none"]),
        "nodes": r.choice(["N0", "N0", "N0", "N1", "N1mi"]),
        "lvi": r.choice(["not identified", "not identified", "present (focal)"]),
    }
    t["T"] = "T1" if t["size"] <= 20 else ("T2" if t["size"] <= 50 else "T3")
    t["sub"] = {"T1": r.choice(["a", "b", "c", "c"]), "T2": "", "T3": ""}[t["T"]]
    t["size2"] = max(4, t["size"] - r.randint(0, 6))
    t["u"] = r.choice(["U4", "U5", "U5"])
    t["m"] = r.choice(["M3", "M4", "M5", "M1"])
    t["birads"] = r.choice(["4B", "4C", "5", "5"])
    t["tub"], t["ple"], t["mit"] = r.randint(1, 3), r.randint(1, 3), r.randint(1, 3)
    t["grade"] = 1 if t["tub"] + t["ple"] + t["mit"] <= 5 else (
        2 if t["tub"] + t["ple"] + t["mit"] <= 7 else 3)
    t["receptor"] = "ER %s/8, PR %s/8, HER2 %s" % (t["er"], t["pr"], t["her2"])
    npi = 0.2 * t["size"] / 10 + t["grade"] + (1 if t["nodes"] == "N0" else 2)
    t["npi"] = "%.2f" % npi
    return t


MEDS_BACKGROUND = [
    "Amlodipine 5 mg OD", "Ramipril 2.5 mg OD", "Atorvastatin 20 mg ON", "Simvastatin 40 mg ON",
    "Metformin 500 mg BD", "Levothyroxine 75 micrograms OD", "Omeprazole 20 mg OD",
    "Lansoprazole 30 mg OD", "Sertraline 50 mg OD", "Citalopram 20 mg OD",
    "Salbutamol 100 mcg inh PRN", "Fostair 100/6 2 puffs BD", "Apixaban 5 mg BD",
    "Bisoprolol 2.5 mg OD", "Adcal-D3 1 tab BD", "Alendronic acid 70 mg once weekly",
    "Evorel 50 patch twice weekly (stopped)", "Tibolone 2.5 mg OD (stopped)",
    "Gabapentin 300 mg TDS", "Co-codamol 30/500 2 tabs QDS PRN", "Zopiclone 3.75 mg ON PRN",
    "Letrozole 2.5 mg OD", "Anastrozole 1 mg OD", "Tamoxifen 20 mg OD", "Exemestane 25 mg OD",
    "Propranolol 40 mg BD", "Losartan 50 mg OD", "Indapamide 2.5 mg OD", "Mirtazapine 15 mg ON",
    "Venlafaxine 75 mg OD (hot flushes)", "Oxybutynin 5 mg BD", "Allopurinol 100 mg OD",
]
MEDS_DISCHARGE = [
    "Paracetamol 1 g PO QDS for 7 days then PRN",
    "Ibuprofen 400 mg PO TDS with food for 5 days",
    "Codeine phosphate 30 mg PO QDS PRN (max 240 mg/24 h)",
    "Oramorph 2.5-5 mg PO 2-hourly PRN (max 6 doses/24 h)",
    "Enoxaparin 40 mg SC OD for 28 days (Clexane)",
    "Dalteparin 5,000 units SC OD for 28 days (Fragmin)",
    "Co-amoxiclav 625 mg PO TDS for 5 days",
    "Flucloxacillin 500 mg PO QDS for 7 days",
    "Clarithromycin 500 mg PO BD for 5 days (penicillin allergy)",
    "Lactulose 15 mL PO BD PRN", "Senna 15 mg PO ON", "Laxido 1 sachet PO BD PRN",
    "Ondansetron 4 mg PO TDS PRN", "Cyclizine 50 mg PO TDS PRN", "Omeprazole 20 mg PO OD",
    "Aspirin 75 mg PO OD for 4 weeks (flap protocol)", "Docusate 100 mg PO BD",
    "Chlorhexidine 4% body wash daily", "Bactroban nasal ointment TDS for 5 days",
]
ALLERGIES = ["NKDA", "NKDA", "NKDA", "Penicillin (rash)", "Elastoplast - blisters",
             "Codeine (vomiting)", "Latex", "Chlorhexidine - anaphylaxis 2 yrs prior (per pt)",
             "Trimethoprim (rash)", "Morphine - itch", "Patent Blue V - not known, no previous exposure"]
COMORB = ["hypertension", "type 2 diabetes (diet controlled)", "type 2 diabetes on metformin",
          "hypothyroidism", "asthma", "COPD", "AF on apixaban", "osteoarthritis (both knees)",
          "previous DVT (2 yrs ago)", "BMI 34", "ex-smoker (20 pack-years)",
          "current smoker 10/day", "fibromyalgia", "anxiety/depression", "IBS",
          "rheumatoid arthritis on methotrexate", "previous TAH+BSO", "migraine",
          "hypercholesterolaemia", "psoriasis", "sleep apnoea on CPAP", "CKD stage 3a"]


def comorb(r, n, sex="F"):
    pool = [x for x in COMORB if sex == "F" or "TAH" not in x]
    return ", ".join(r.sample(pool, n))


def bg_meds(r, n):
    """Background medication for a new referral (no endocrine therapy, no HRT)."""
    pool = [m for m in MEDS_BACKGROUND if not any(x in m for x in (
        "Letrozole", "Anastrozole", "Tamoxifen", "Exemestane", "Evorel", "Tibolone", "Venlafaxine"))]
    return "; ".join(r.sample(pool, n))


def meds(r, pool, n):
    return r.sample(pool, min(n, len(pool)))


def labs(r, cc="GB"):
    us = cc == "US"
    hb = r.randint(98, 148)
    rows = [
        ("Hb", ("%.1f" % (hb / 10.0), "g/dL", "12.0-15.5") if us else (str(hb), "g/L", "115-165")),
        ("WCC", ("%.1f" % r.uniform(3.8, 13.5), "x10^9/L", "4.0-11.0")),
        ("Plt", (str(r.randint(150, 420)), "x10^9/L", "150-400")),
        ("Na", (str(r.randint(133, 144)), "mmol/L", "133-146")),
        ("K", ("%.1f" % r.uniform(3.4, 5.2), "mmol/L", "3.5-5.3")),
        ("Urea", ("%.1f" % r.uniform(2.8, 9.5), "mmol/L", "2.5-7.8")),
        ("Creat", (str(r.randint(48, 118)) if not us else "%.2f" % r.uniform(0.6, 1.3),
                   "umol/L" if not us else "mg/dL", "45-84" if not us else "0.50-1.10")),
        ("eGFR", (str(r.randint(52, 90)), "mL/min/1.73m2", ">60")),
        ("CRP", (str(r.choice([1, 3, 4, 8, 12, 26, 48, 96, 140])), "mg/L", "<5")),
        ("Alb", (str(r.randint(30, 46)), "g/L", "35-50")),
        ("ALP", (str(r.randint(40, 160)), "U/L", "30-130")),
        ("ALT", (str(r.randint(8, 60)), "U/L", "<33")),
        ("Bili", (str(r.randint(3, 22)), "umol/L", "<21")),
        ("INR", ("%.1f" % r.uniform(0.9, 1.3), "", "0.8-1.2")),
        ("HbA1c", (str(r.randint(34, 72)), "mmol/mol", "<48")),
        ("Ca (adj)", ("%.2f" % r.uniform(2.1, 2.6), "mmol/L", "2.20-2.60")),
        ("G&S", ("valid 72 h", "", "")),
    ]
    k = r.randint(6, 12)
    return rows[:k]


def lab_lines(r, cc="GB", style=0):
    out = []
    for name, (val, unit, rng_) in labs(r, cc):
        flag = ""
        if style == 0:
            out.append("%-8s %-8s %-14s (%s)%s" % (name, val, unit, rng_, flag) if rng_ else
                       "%-8s %s" % (name, val))
        else:
            out.append("%s %s" % (name, val))
    return out


def vitals(r):
    return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f" % (
        r.randint(104, 168), r.randint(58, 96), r.randint(58, 104), r.randint(12, 20),
        r.randint(94, 100), r.uniform(36.0, 38.2))


def implant(r):
    mk, model, ref, vols = r.choice(IMPLANTS)
    v = r.choice(vols)
    return {"maker": mk, "model": model, "ref": ref % v, "vol": v}


def sig_pain(r):
    return r.choice(["Paracetamol 1 g QDS", "Co-codamol 30/500 2 tabs QDS PRN",
                     "Ibuprofen 400 mg TDS PRN with food", "Tramadol 50 mg QDS PRN",
                     "Oxycodone MR 5 mg BD x 3 days"])


def endocrine(r):
    return r.choice(["letrozole 2.5 mg OD", "anastrozole 1 mg OD", "tamoxifen 20 mg OD",
                     "exemestane 25 mg OD", "letrozole + goserelin (Zoladex) 3.6 mg SC 4-weekly",
                     "tamoxifen 20 mg OD (switched from anastrozole due to arthralgia)"])


def systemic(r, adjuvant=False):
    if adjuvant:
        return r.choice(["EC x4 -> weekly paclitaxel x12", "TC x4 (docetaxel/cyclophosphamide)",
                         "capecitabine x6", "abemaciclib (Verzenios) 150 mg BD with an AI",
                         "olaparib 300 mg BD (OlympiA)", "zoledronic acid 4 mg IV 6-monthly x3 yrs"])
    return r.choice(["EC x4 -> weekly paclitaxel x12", "FEC-T", "TC x4 (docetaxel/cyclophosphamide)",
                     "paclitaxel + trastuzumab (Herceptin) + pertuzumab (Perjeta)",
                     "neoadjuvant pembrolizumab + carboplatin/paclitaxel (KEYNOTE-522 regimen)",
                     "capecitabine x6 post-op", "abemaciclib (Verzenios) 150 mg BD with letrozole",
                     "olaparib 300 mg BD (OlympiA)", "zoledronic acid 4 mg IV 6-monthly x3 yrs",
                     "Kadcyla (T-DM1) x14 cycles", "denosumab 60 mg SC 6-monthly"])


def rt(r):
    return r.choice(["26 Gy in 5 fractions (FAST-Forward) to the whole breast",
                     "40 Gy in 15 fractions + 16 Gy/8# boost",
                     "chest wall + supraclavicular fossa 40 Gy/15#",
                     "partial breast 26 Gy/5#", "no RT (PRIMETIME low-risk pathway)",
                     "whole breast 40.05 Gy/15# with simultaneous integrated boost"])


def family_cancer(r):
    return r.choice(["breast cancer", "breast cancer", "ovarian cancer", "bilateral breast cancer",
                     "pancreatic cancer", "prostate cancer", "male breast cancer",
                     "bowel cancer", "endometrial cancer", "triple negative breast cancer"])
