"""Clinical content for bone health notes: fractures, drugs, labs, DXA and FRAX values."""

# (uk wording, us wording, group)
FRACTURES = (
    ("left distal radius fracture (Colles' type)", "left distal radius fracture (Colles' type)", "wrist"),
    ("right distal radius fracture", "right distal radius fracture", "wrist"),
    ("left wrist fracture, volar displacement (Smith's fracture)", "left wrist fracture, volar displacement (Smith's fracture)", "wrist"),
    ("right intracapsular neck of femur fracture (Garden III)", "right femoral neck fracture (Garden III)", "hip"),
    ("left intertrochanteric hip fracture", "left intertrochanteric hip fracture", "hip"),
    ("right subcapital NOF fracture (Garden IV)", "right subcapital femoral neck fracture (Garden IV)", "hip"),
    ("L1 vertebral compression fracture", "L1 vertebral compression fracture", "vertebral"),
    ("T12 and L2 wedge fractures", "T12 and L2 wedge fractures", "vertebral"),
    ("T8 anterior wedge fracture (Genant grade 2)", "T8 anterior wedge fracture (Genant grade 2)", "vertebral"),
    ("left proximal humerus fracture (Neer 2-part)", "left proximal humerus fracture (Neer 2-part)", "humerus"),
    ("right surgical neck of humerus fracture", "right surgical neck of humerus fracture", "humerus"),
    ("left superior and inferior pubic rami fractures", "left superior and inferior pubic rami fractures", "pelvis"),
    ("sacral insufficiency fracture", "sacral insufficiency fracture", "pelvis"),
    ("right ankle fracture (Weber B)", "right ankle fracture (Weber B)", "ankle"),
    ("left bimalleolar ankle fracture (Pott's fracture)", "left bimalleolar ankle fracture", "ankle"),
    ("left 7th-9th rib fractures", "left 7th-9th rib fractures", "other"),
    ("right tibial plateau fracture (Schatzker II)", "right tibial plateau fracture (Schatzker II)", "other"),
    ("left periprosthetic femoral fracture (Vancouver B1)", "left periprosthetic femoral fracture (Vancouver B1)", "hip"),
)
TREATMENT = {
    "wrist": ("MUA and backslab", "ORIF with volar locking plate", "K-wires", "below-elbow cast"),
    "hip": ("cemented hemiarthroplasty (Thompson)", "DHS fixation", "intramedullary nail (Gamma nail)",
            "total hip replacement", "PFNA", "uncemented Austin Moore hemiarthroplasty"),
    "vertebral": ("analgesia and early mobilisation", "thoracolumbar brace", "kyphoplasty",
                  "conservative management"),
    "humerus": ("collar and cuff", "PHILOS plate", "conservative - sling 3 weeks"),
    "pelvis": ("analgesia, mobilise as pain allows", "conservative management"),
    "ankle": ("ORIF", "Aircast boot", "below-knee cast 6 weeks"),
    "other": ("analgesia", "conservative management", "ORIF"),
}
MECHANISMS = (
    "fall from standing height at home", "tripped on a kerb", "slipped on ice outside the house",
    "fell in the garden", "missed the bottom step", "lost balance getting out of bed at night",
    "fell at the bus stop", "fell while walking the dog", "tripped over a rug in the lounge",
    "fell reaching into a cupboard", "dizzy on standing and fell", "fell in the bathroom",
    "fell getting off a bus", "tripped on an uneven pavement", "fell from a low stool",
)
PRIOR_SITES = ("wrist", "ankle", "rib", "vertebral", "humerus", "hip", "pelvic", "elbow")

BONE_DRUGS_UK = ("alendronic acid 70 mg once weekly", "risedronate 35 mg once weekly",
                 "ibandronic acid 150 mg monthly", "zoledronic acid 5 mg IV yearly (Aclasta)",
                 "denosumab 60 mg s/c 6-monthly (Prolia)", "teriparatide 20 micrograms s/c daily",
                 "romosozumab 210 mg s/c monthly (Evenity)", "raloxifene 60 mg daily")
BONE_DRUGS_US = ("alendronate 70 mg once weekly (Fosamax)", "risedronate 35 mg weekly (Actonel)",
                 "ibandronate 150 mg monthly (Boniva)", "zoledronic acid 5 mg IV yearly (Reclast)",
                 "denosumab 60 mg SQ q6mo (Prolia)", "teriparatide 20 mcg SQ daily (Forteo)",
                 "abaloparatide 80 mcg SQ daily (Tymlos)", "romosozumab 210 mg SQ monthly (Evenity)")
CALCIUM = {"UK": ("Adcal-D3 one tablet twice daily", "Accrete D3 one tablet BD", "colecalciferol 800 units daily",
                  "Calcichew D3 Forte 1 BD", "Fultium-D3 800 units daily"),
           "US": ("calcium carbonate 600 mg + D3 400 IU BID", "cholecalciferol 1000 IU daily", "Caltrate 600+D3 daily"),
           "CA": ("calcium carbonate 500 mg daily", "vitamin D3 1000 IU daily", "Caltrate 600+D daily"),
           "AU": ("Caltrate Bone & Muscle 1 daily", "Ostelin Vitamin D3 1000 IU daily", "cholecalciferol 25 mcg daily"),
           "NZ": ("Cal-D-Forte monthly", "colecalciferol 1.25 mg monthly", "calcium carbonate 1.25 g daily"),
           "IE": ("Calcichew D3 Forte 1 BD", "Ideos 1 BD", "Desunin 800 IU daily")}
OTHER_DRUGS = ("amlodipine 5 mg OD", "ramipril 2.5 mg OD", "bendroflumethiazide 2.5 mg OD",
               "furosemide 40 mg OM", "bisoprolol 2.5 mg OD", "atorvastatin 20 mg ON", "omeprazole 20 mg OD",
               "lansoprazole 30 mg OD", "levothyroxine 75 micrograms OD", "prednisolone 5 mg OD",
               "methotrexate 15 mg weekly", "sertraline 50 mg OD", "citalopram 20 mg OD",
               "mirtazapine 15 mg ON", "zopiclone 7.5 mg ON", "temazepam 10 mg ON", "amitriptyline 10 mg ON",
               "gabapentin 300 mg TDS", "pregabalin 75 mg BD", "co-codamol 30/500 PRN", "tramadol 50 mg PRN",
               "oxybutynin 5 mg BD", "tamsulosin 400 micrograms OD", "doxazosin 4 mg OD", "metformin 500 mg BD",
               "gliclazide 80 mg BD", "apixaban 2.5 mg BD", "warfarin as per INR", "digoxin 62.5 micrograms OD",
               "letrozole 2.5 mg OD", "anastrozole 1 mg OD", "goserelin (Zoladex) 10.8 mg 12-weekly",
               "levetiracetam 500 mg BD", "carbamazepine 200 mg BD", "donepezil 10 mg ON",
               "co-careldopa (Sinemet) 25/100 TDS", "Madopar 62.5 TDS", "paracetamol 1 g QDS",
               "sodium valproate 500 mg BD", "hydroxychloroquine 200 mg OD", "Symbicort 200/6 two puffs BD",
               "Seretide 250 Evohaler 2 puffs BD", "lithium 400 mg ON", "quetiapine 25 mg ON")
COMORBID = ("hypertension", "type 2 diabetes", "rheumatoid arthritis", "COPD", "atrial fibrillation",
            "Parkinson's disease", "hypothyroidism", "previous Graves' disease", "coeliac disease",
            "Crohn's disease", "breast cancer on aromatase inhibitor", "prostate cancer on ADT",
            "polymyalgia rheumatica", "CKD stage 3a", "vascular dementia", "Alzheimer's disease",
            "osteoarthritis both knees", "previous TIA", "heart failure (HFrEF)", "epilepsy",
            "primary hyperparathyroidism", "early menopause", "anorexia nervosa in youth",
            "Cushing's syndrome (treated)", "Paget's disease of bone (right tibia)", "MGUS",
            "Sjogren's syndrome", "ankylosing spondylitis", "macular degeneration", "Meniere's disease")
GUIDELINES = {
    "UK": ("NOGG 2022", "NICE CG146", "NICE TA464", "SIGN 142", "ROS Clinical Standards for FLS (2019)"),
    "US": ("BHOF 2022 Clinician's Guide", "AACE/ACE 2020", "Endocrine Society 2019", "USPSTF 2018", "ASBMR 2019 task force"),
    "CA": ("Osteoporosis Canada 2023 guideline", "CAROC tool", "Osteoporosis Canada 2010 guideline"),
    "AU": ("Healthy Bones Australia/RACGP 2024", "ANZBMS 2023 position statement", "PBS criteria"),
    "NZ": ("Osteoporosis NZ FLS Standards 2021", "ANZBMS 2023 position statement", "Special Authority criteria"),
    "IE": ("Irish Osteoporosis Society guidance", "ICGP Quick Reference Guide 2021", "NOGG 2022"),
}
FALLS_TOOLS = ("FRAT", "STRATIFY", "Morse Fall Scale", "TUG", "FES-I", "SPPB", "Berg Balance Scale",
               "Clinical Frailty Scale", "Tinetti", "30-second chair stand")
HARD_NEG = (
    "Colles", "Smith's fracture", "Garden", "Genant", "Weber", "Neer", "Schatzker", "Vancouver",
    "Thompson", "Austin Moore", "Gamma nail", "PFNA", "DHS", "Pott's", "Paget's", "Cushing's",
    "Graves'", "Parkinson's", "Crohn's", "Alzheimer's", "Sjogren's", "Meniere's", "Zimmer",
    "Hologic", "Horizon", "Lunar", "Prodigy", "iDXA", "Aclasta", "Reclast", "Prolia", "Evenity",
    "Forsteo", "Forteo", "Fosamax", "Actonel", "Boniva", "Tymlos", "Adcal", "Calcichew", "Caltrate",
    "Ostelin", "Fultium", "Sinemet", "Madopar", "Zoladex", "Symbicort", "Seretide", "Alaris",
    "FRAX", "QFracture", "Garvan", "CAROC", "NOGG", "NICE", "SIGN", "BHOF", "AACE", "ANZBMS",
    "RACGP", "ICGP", "USPSTF", "ASBMR", "WHO", "ISCD", "CCD", "TBS", "VFA", "BMD", "T-score",
    "Z-score", "eGFR", "PTH", "ALP", "CTX", "P1NP", "HbA1c", "TSH", "FRAT", "STRATIFY", "Morse",
    "TUG", "FES-I", "SPPB", "Berg", "Tinetti", "Otago", "Barthel", "AMTS", "4AT", "NHFD",
    "Medicare", "PBS", "PHARMAC", "HSE", "ACC", "DVLA", "NHS", "Fracture Liaison Service",
    "Orthogeriatrics", "Rheumatology", "Endocrinology", "Falls Clinic", "drug holiday",
    "Jamar", "Romberg", "Dix-Hallpike", "Snellen", "Capture the Fracture", "Own the Bone",
    "Osteoporosis Canada", "Healthy Bones Australia", "Royal Osteoporosis Society",
)


FEMALE_ONLY = ("breast cancer on aromatase inhibitor", "early menopause", "letrozole 2.5 mg OD", "anastrozole 1 mg OD",
               "Secondary causes: aromatase inhibitor (letrozole)")
MALE_ONLY = ("prostate cancer on ADT", "goserelin (Zoladex) 10.8 mg 12-weekly", "tamsulosin 400 micrograms OD",
             "Secondary causes: ADT for prostate cancer")


def fits(c, item):
    item = item.strip()
    if c.female:
        return item not in MALE_ONLY
    return item not in FEMALE_ONLY


def comorbid(rng, c, k):
    return rng.sample([x for x in COMORBID if fits(c, x)], k)


def bone_drug(rng, c):
    return rng.choice(BONE_DRUGS_US if c.country in ("US", "CA") else BONE_DRUGS_UK)


def first_line(c):
    return "alendronate 70 mg once weekly" if c.country in ("US", "CA") else "alendronic acid 70 mg once weekly"


def med_list(rng, c, n=None):
    n = n if n is not None else rng.randrange(3, 9)
    meds = rng.sample([m for m in OTHER_DRUGS if fits(c, m)], n)
    if rng.random() < 0.6:
        meds.append(rng.choice(CALCIUM[c.country]))
    return meds


def labs(rng, c):
    """List of (test, value, unit, flag)."""
    us = c.country == "US"
    ca = 2.15 + rng.random() * 0.45
    vitd = rng.choice((18, 24, 31, 38, 45, 52, 61, 74, 88, 96))
    egfr = rng.choice((28, 34, 41, 48, 55, 62, 71, 78, 84, ">90"))
    out = []
    if us:
        out.append(("Calcium", "%.1f" % (ca * 4.008), "mg/dL", ""))
        out.append(("25-OH vitamin D", str(int(vitd / 2.5)), "ng/mL", "L" if vitd < 50 else ""))
        out.append(("Creatinine", "%.2f" % (0.6 + rng.random() * 0.9), "mg/dL", ""))
    else:
        out.append(("Adjusted calcium", "%.2f" % ca, "mmol/L", "H" if ca > 2.6 else ""))
        out.append(("25-OH vitamin D", str(vitd), "nmol/L", "L" if vitd < 50 else ""))
        out.append(("Creatinine", str(rng.randrange(52, 160)), "umol/L", ""))
    out.append(("eGFR", str(egfr), "mL/min/1.73m2", "L" if egfr != ">90" and egfr < 60 else ""))
    out.append(("ALP", str(rng.randrange(45, 180)), "U/L", ""))
    out.append(("PTH", "%.1f" % (2 + rng.random() * 9) if not us else str(rng.randrange(18, 110)),
                "pmol/L" if not us else "pg/mL", ""))
    out.append(("TSH", "%.2f" % (0.3 + rng.random() * 4), "mU/L", ""))
    if rng.random() < 0.5:
        out.append(("Serum protein electrophoresis", "no paraprotein", "", ""))
    if rng.random() < 0.4:
        out.append(("tTG IgA", "negative", "", ""))
    if rng.random() < 0.5:
        out.append(("Hb", str(rng.randrange(98, 150)) if not us else "%.1f" % (rng.randrange(98, 150) / 10), "g/L" if not us else "g/dL", ""))
    return out


def dxa_values(rng, c):
    """Dict region -> (bmd, t, z)."""
    base = rng.choice((-3.6, -3.1, -2.8, -2.6, -2.4, -2.1, -1.8, -1.5, -1.1, -0.6))
    adj = max(0.0, (c.age - 30) / 30.0)
    ref = {"L1-L4": (1.047, 0.110), "Femoral neck": (0.858, 0.120), "Total hip": (0.942, 0.122),
           "1/3 radius": (0.696, 0.051)}
    out = []
    for reg in ("L1-L4", "Femoral neck", "Total hip", "1/3 radius"):
        t = round(base + (rng.random() - 0.5) * 1.4, 1)
        mean, sd = ref[reg]
        bmd = mean + t * sd
        z = round(t + adj + (rng.random() - 0.5) * 0.4, 1)
        out.append((reg, "%.3f" % bmd, "%.1f" % t, "%.1f" % z))
    return out


def who_class(t):
    t = float(t)
    if t <= -2.5:
        return "osteoporosis"
    if t < -1.0:
        return "osteopenia (low bone mass)"
    return "normal"


def frax(rng, c, tscore=None, prior=True):
    mof = 4 + (c.age - 50) * 0.45 + (9 if prior else 0) + rng.random() * 6
    if tscore is not None:
        mof += -(float(tscore) + 1.0) * 3.2
    mof = max(2.1, min(58.0, mof))
    hip = max(0.3, min(mof * (0.12 + rng.random() * 0.3), 35.0))
    return round(mof, 1), round(hip, 1)
