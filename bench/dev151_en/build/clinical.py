"""Non-PHI clinical content: procedures, drugs, labs, scores, look-alikes."""

PROCEDURES = [
    ("Laparoscopic cholecystectomy", "General Surgery", "gallbladder", "biliary colic, gallstones on USS"),
    ("Open inguinal hernia repair (Lichtenstein)", "General Surgery", "hernia sac", "right inguinal hernia"),
    ("Laparoscopic appendicectomy", "General Surgery", "appendix", "acute appendicitis, Alvarado 8"),
    ("Total knee replacement", "Orthopaedics", "synovium", "primary osteoarthritis left knee"),
    ("Total hip arthroplasty", "Orthopaedics", "femoral head", "osteoarthritis right hip"),
    ("Carpal tunnel decompression", "Hand Surgery", None, "median nerve compression, positive Phalen's"),
    ("Excision of skin lesion, left cheek", "Plastics", "skin ellipse", "suspected basal cell carcinoma"),
    ("Wide local excision and sentinel node biopsy", "Breast Surgery", "breast tissue", "screen-detected carcinoma"),
    ("Transurethral resection of bladder tumour", "Urology", "bladder chips", "haematuria, bladder lesion on flexi"),
    ("Hartmann's procedure", "Colorectal", "sigmoid colon", "perforated diverticulitis, Hinchey III"),
    ("Anterior resection", "Colorectal", "rectosigmoid", "adenocarcinoma upper rectum"),
    ("Total thyroidectomy", "Endocrine Surgery", "thyroid", "multinodular goitre, Thy3f"),
    ("Tonsillectomy", "ENT", "tonsils", "recurrent tonsillitis (7 episodes in 12 months)"),
    ("Septoplasty", "ENT", None, "deviated nasal septum"),
    ("Hysteroscopy and endometrial biopsy", "Gynaecology", "endometrial curettings", "postmenopausal bleeding"),
    ("Laparoscopic salpingectomy", "Gynaecology", "fallopian tube", "hydrosalpinx"),
    ("Phacoemulsification and IOL insertion", "Ophthalmology", None, "age-related cataract"),
    ("Varicose vein ablation (EVLA)", "Vascular", None, "symptomatic great saphenous vein reflux"),
    ("Arthroscopic ACL reconstruction", "Orthopaedics", None, "ACL rupture, positive Lachman"),
    ("Dynamic hip screw fixation", "Orthopaedics", None, "intertrochanteric neck of femur fracture"),
    ("Pilonidal sinus excision", "General Surgery", "pilonidal sinus", "recurrent pilonidal abscess"),
    ("Laparoscopic Nissen fundoplication", "Upper GI", None, "refractory GORD, hiatus hernia"),
    ("Circumcision", "Urology", "foreskin", "phimosis"),
    ("Excision of ganglion, dorsal wrist", "Hand Surgery", "ganglion", "dorsal wrist ganglion"),
    ("Haemorrhoidectomy (Milligan-Morgan)", "Colorectal", "haemorrhoids", "grade III haemorrhoids"),
    ("Dental clearance under GA", "Maxillofacial", None, "multiple carious teeth"),
]

IMPLANTS = [("Cemented femoral stem", "Exeter V40"), ("Tibial tray", "Attune"),
            ("Polyethylene insert", "PFC Sigma 10 mm"), ("Acetabular cup", "Trident 52 mm"),
            ("Mesh", "Prolene 6 x 11 cm"), ("Intraocular lens", "Acrysof SA60AT +21.5D"),
            ("DHS plate", "135 degree 4-hole"), ("Lag screw", "90 mm"),
            ("Interference screw", "Bioabsorbable 9 x 25 mm"), ("Clip applier cartridge", "Hem-o-lok ML"),
            ("Circular stapler", "EEA 29 mm"), ("Grommet", "Shah 1.14 mm")]

FEMALE_ONLY = ("Gynaecology",)
MALE_ONLY = ("Circumcision",)


def procs_for(sex):
    out = []
    for p in PROCEDURES:
        if sex == "M" and p[1] in FEMALE_ONLY:
            continue
        if sex == "F" and p[0] in MALE_ONLY:
            continue
        out.append(p)
    return out


def proc_for(rng, sex):
    return rng.choice(procs_for(sex))


ANAES_DRUGS = ["propofol 180 mg", "fentanyl 100 mcg", "rocuronium 50 mg", "ondansetron 4 mg",
               "dexamethasone 6.6 mg", "cefazolin 2 g", "co-amoxiclav 1.2 g", "paracetamol 1 g IV",
               "parecoxib 40 mg", "morphine 5 mg", "metaraminol 0.5 mg boluses", "glycopyrrolate 200 mcg",
               "sugammadex 200 mg", "atracurium 35 mg", "remifentanil TCI 3 ng/mL", "ketamine 20 mg",
               "tranexamic acid 1 g", "gentamicin 160 mg", "midazolam 2 mg", "oxycodone 5 mg",
               "lignocaine 1% 5 mL", "cyclizine 50 mg", "ephedrine 6 mg", "dexmedetomidine 20 mcg"]

REGIONAL = ["spinal: 0.5% heavy bupivacaine 2.6 mL + diamorphine 300 mcg, 25G Whitacre, L3/4",
            "interscalene block: 15 mL 0.375% levobupivacaine, US-guided",
            "adductor canal block: 20 mL 0.2% ropivacaine",
            "TAP blocks bilaterally: 20 mL 0.25% levobupivacaine each side",
            "fascia iliaca block: 30 mL 0.25% bupivacaine",
            "sub-Tenon's: 4 mL 2% lidocaine", "ilioinguinal block by surgeon: 10 mL 0.5% bupivacaine"]

PMH = ["T2DM (HbA1c 58 mmol/mol)", "hypertension", "AF on apixaban", "COPD (FEV1 1.6 L)",
       "OSA on CPAP", "asthma", "hypothyroidism", "CKD stage 3a (eGFR 52)", "previous PONV",
       "IHD, PCI 2019 to LAD", "GORD", "depression", "migraine", "rheumatoid arthritis",
       "epilepsy, well controlled", "BMI 41", "Crohn's disease", "Parkinson's disease",
       "gout", "previous DVT", "anaemia (Hb 104)", "nil significant", "Raynaud's phenomenon",
       "hereditary spherocytosis", "sickle cell trait"]

MEDS = ["amlodipine 5 mg OD", "metformin 1 g BD", "atorvastatin 40 mg nocte", "ramipril 10 mg OD",
        "levothyroxine 100 mcg OD", "apixaban 5 mg BD", "omeprazole 20 mg OD", "salbutamol inhaler PRN",
        "bisoprolol 2.5 mg OD", "sertraline 50 mg OD", "gliclazide 80 mg BD", "co-codamol 30/500 PRN",
        "Symbicort 200/6 two puffs BD", "methotrexate 15 mg weekly", "allopurinol 300 mg OD",
        "clopidogrel 75 mg OD", "insulin glargine 22 units nocte", "empagliflozin 10 mg OD",
        "warfarin (INR target 2-3)", "Madopar 125 mg TDS"]

ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast", "latex (urticaria)",
             "chlorhexidine - ANAPHYLAXIS", "trimethoprim", "no known allergies", "iodine (itch)",
             "morphine (hallucinations)"]

LABS = [("Hb", "g/L", 98, 162), ("WCC", "x10^9/L", 4, 14), ("Plt", "x10^9/L", 150, 420),
        ("Na", "mmol/L", 133, 145), ("K", "mmol/L", 3.4, 5.2), ("Urea", "mmol/L", 3, 11),
        ("Creat", "umol/L", 54, 140), ("eGFR", "mL/min", 45, 90), ("CRP", "mg/L", 1, 80),
        ("INR", "", 0.9, 1.3), ("HbA1c", "mmol/mol", 36, 72), ("Alb", "g/L", 30, 46),
        ("Bili", "umol/L", 4, 22), ("ALP", "U/L", 40, 160), ("Glucose", "mmol/L", 4.5, 11)]

PROFESSION_CLIN = ["scrub nurse", "ODP", "anaesthetic registrar", "HCA", "circulating nurse",
                   "surgical care practitioner", "theatre coordinator", "ward clerk"]


def labs(rng, k=6, sep="  "):
    out = []
    for name, unit, lo, hi in rng.sample(LABS, k):
        v = rng.uniform(lo, hi)
        v = ("%.1f" % v) if hi < 20 else str(int(v))
        out.append(name + " " + v + ((" " + unit) if unit and rng.random() < 0.5 else ""))
    return sep.join(out)


def vitals(rng):
    return "HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s, T %.1f" % (
        rng.randint(54, 104), rng.randint(98, 168), rng.randint(52, 96), rng.randint(11, 22),
        rng.randint(93, 100), rng.choice(["air", "RA", "2 L NC", "FM 4 L"]), rng.uniform(36.0, 37.9))


def time_(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice(range(0, 60, 1)))


def time_hrs(rng, lo=7, hi=19):
    return "%02d%02dh" % (rng.randint(lo, hi), rng.randint(0, 59))


def asa(rng):
    return "ASA " + rng.choice(["I", "II", "II", "III", "III", "IV", "1", "2", "3"])


def airway(rng):
    return "Mallampati %d, mouth opening %s, TMD %s, neck %s" % (
        rng.randint(1, 4), rng.choice([">3 FB", "2 FB", "adequate"]), rng.choice([">6 cm", "<6 cm"]),
        rng.choice(["full ROM", "reduced extension", "normal"]))
