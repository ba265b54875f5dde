"""Non-PHI clinical content pools and generators (anaesthesia / pain / periop)."""

# (procedure, surgical specialty, usual technique, day case?)
PROCS = [
    ("Right total knee replacement", "Orthopaedics", "spinal + adductor canal block", False),
    ("Left total knee arthroplasty", "Orthopaedics", "GA + adductor canal catheter", False),
    ("Right total hip arthroplasty", "Orthopaedics", "spinal with intrathecal morphine 100 mcg", False),
    ("ORIF left distal radius", "Orthopaedics", "supraclavicular brachial plexus block + sedation", True),
    ("Arthroscopic rotator cuff repair (R)", "Orthopaedics", "GA + interscalene block", True),
    ("Dynamic hip screw, L NOF fracture", "Orthopaedics", "spinal + fascia iliaca block", False),
    ("Laparoscopic cholecystectomy", "General Surgery", "GA, ETT", True),
    ("Open right hemicolectomy", "Colorectal", "GA + thoracic epidural T9/10", False),
    ("Laparoscopic anterior resection", "Colorectal", "GA + intrathecal morphine", False),
    ("Open AAA repair", "Vascular", "GA + thoracic epidural, arterial line, CVC", False),
    ("Right VATS lobectomy", "Thoracic", "GA, DLT + paravertebral catheter", False),
    ("Inguinal hernia repair (L)", "General Surgery", "GA, LMA + ilioinguinal block", True),
    ("Elective LSCS", "Obstetrics", "spinal, 0.5% heavy bupivacaine 2.2 mL + fentanyl 15 mcg + morphine 100 mcg", False),
    ("Emergency LSCS, cat 2", "Obstetrics", "epidural top-up, 2% lidocaine with adrenaline + bicarbonate", False),
    ("Tonsillectomy", "ENT", "GA, RAE tube", True),
    ("Septoplasty and turbinate reduction", "ENT", "GA, reinforced LMA", True),
    ("Total thyroidectomy", "Endocrine Surgery", "GA, NIM tube", False),
    ("Carpal tunnel release (R)", "Hand Surgery", "WALANT / local only, anaesthetic standby", True),
    ("Cystoscopy and TURBT", "Urology", "spinal", True),
    ("Robotic radical prostatectomy", "Urology", "GA, steep Trendelenburg", False),
    ("Laparoscopic sleeve gastrectomy", "Bariatrics", "GA, RSI, videolaryngoscope", False),
    ("Phacoemulsification + IOL (L)", "Ophthalmology", "sub-Tenon block + sedation", True),
    ("Colonoscopy and gastroscopy", "Gastroenterology", "propofol sedation", True),
    ("Below-knee amputation (L)", "Vascular", "GA + popliteal sciatic and saphenous catheters", False),
    ("Excision BCC with flap repair", "Plastics", "GA, LMA", True),
    ("Dental clearance", "Maxillofacial", "GA, nasal ETT", True),
    ("Lumbar microdiscectomy L4/5", "Neurosurgery", "GA, prone", False),
    ("Hysteroscopy, D&C", "Gynaecology", "GA, LMA", True),
    ("Total laparoscopic hysterectomy", "Gynaecology", "GA, ETT + TAP blocks", False),
    ("Breast wide local excision + SLNB", "Breast Surgery", "GA + PECS II block", True),
]

COMORB = [
    "T2DM on metformin, HbA1c %s%%", "HTN", "OSA on CPAP (AHI %d)", "AF on apixaban",
    "IHD, PCI to LAD %d years ago", "COPD (FEV1 %d%% predicted)", "asthma, well controlled",
    "CKD stage 3a (eGFR %d)", "GORD", "hypothyroidism", "obesity (BMI %d)", "depression",
    "previous PONV", "chronic low back pain on tapentadol", "rheumatoid arthritis", "gout",
    "heart failure with reduced EF (LVEF %d%%)", "T1DM on insulin pump", "epilepsy",
    "previous DVT", "anxiety", "hypercholesterolaemia", "Parkinson's disease", "moderate AS (AVA %s cm2)",
]

MEDS = [
    "metformin 1 g BD", "perindopril 5 mg mane", "amlodipine 5 mg daily", "atorvastatin 40 mg nocte",
    "apixaban 5 mg BD", "metoprolol 47.5 mg daily", "pantoprazole 40 mg daily", "thyroxine 100 mcg mane",
    "salbutamol 100 mcg PRN", "tiotropium 2.5 mcg daily", "sertraline 100 mg daily", "aspirin 100 mg daily",
    "clopidogrel 75 mg daily", "frusemide 40 mg mane", "empagliflozin 10 mg daily", "gliclazide MR 60 mg",
    "insulin glargine 22 units nocte", "paracetamol 1 g QID", "pregabalin 75 mg BD",
    "tapentadol SR 100 mg BD", "oxycodone CR 20 mg BD", "buprenorphine patch 10 mcg/h weekly",
    "duloxetine 60 mg daily", "amitriptyline 10 mg nocte", "celecoxib 200 mg daily",
    "levodopa/carbidopa 100/25 TDS", "allopurinol 300 mg daily", "methotrexate 15 mg weekly",
    "semaglutide 1 mg weekly", "rosuvastatin 10 mg daily", "candesartan 16 mg daily",
    "hydromorphone CR 6 mg BD", "ramipril 10 mg daily", "bisoprolol 5 mg daily",
]

ALLERGIES = [
    "NKDA", "penicillin (rash)", "codeine (vomiting)", "morphine (itch)", "latex (anaphylaxis)",
    "sulfonamides (rash)", "chlorhexidine (urticaria)", "cephalexin (hives)", "tramadol (confusion)",
    "NKDA", "NKDA", "Elastoplast (skin)", "ondansetron (headache)", "rocuronium (suspected anaphylaxis, tryptase raised)",
]

AIRWAY = [
    "Mallampati %d, TMD %s cm, mouth opening %s FB, full neck ROM",
    "MP %d, TMD >%s cm, IIG %s cm, good jaw protrusion",
    "Mallampati class %d; thyromental distance %s cm; interincisor gap %s FB; limited extension",
]

DENT = ["own teeth, good repair", "upper denture, lower own", "crowns UR1 UL1", "edentulous",
        "loose lower incisor (LR1) - warned", "partial upper plate", "poor dentition, multiple caries"]


def labs(r):
    hb = r.randint(92, 162)
    plt = r.randint(110, 420)
    na = r.randint(131, 145)
    k = r.randint(34, 52) / 10
    cr = r.randint(52, 190)
    egfr = ">90" if cr < 85 else str(max(15, 150 - cr // 2 - r.randint(0, 20)))
    inr = r.randint(9, 14) / 10
    out = "Hb %d g/L, Plt %d, WCC %.1f, Na %d, K %.1f, Cr %d umol/L, eGFR %s, INR %.1f" % (
        hb, plt, r.randint(40, 135) / 10, na, k, cr, egfr, inr)
    if r.random() < 0.5:
        out += ", HbA1c %.1f%%" % (r.randint(52, 98) / 10)
    if r.random() < 0.3:
        out += ", albumin %d g/L" % r.randint(26, 44)
    return out


def comorb(r, n):
    picks = r.sample(COMORB, n)
    out = []
    for s in picks:
        if "%s%%" in s:
            out.append(s % ("%.1f" % (r.randint(55, 95) / 10)))
        elif "%s cm2" in s:
            out.append(s % ("%.1f" % (r.randint(9, 14) / 10)))
        elif "%d" in s:
            out.append(s % r.randint(5 if "years" in s else 22, 12 if "years" in s else 68))
        else:
            out.append(s)
    return out


def airway(r):
    t = r.choice(AIRWAY)
    return t % (r.randint(1, 4), r.choice(["6", "6.5", "5.5", "7"]), r.choice(["3", "2", "4", "2.5"]))


def vitals_line(r):
    return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f" % (
        r.randint(100, 172), r.randint(55, 98), r.randint(52, 108), r.randint(12, 22),
        r.randint(92, 100), r.randint(358, 378) / 10)


def wt_ht(r):
    w = r.randint(48, 142)
    h = r.randint(150, 192)
    bmi = w / ((h / 100) ** 2)
    return w, h, "%.1f" % bmi


ASA = ["ASA 1", "ASA 2", "ASA 2", "ASA 3", "ASA 3", "ASA 4", "ASA 2E", "ASA 3E"]

OPIOIDS_CD = [
    ("Fentanyl", "100 microgram/2 mL amp"), ("Morphine", "10 mg/1 mL amp"),
    ("Hydromorphone", "2 mg/1 mL amp"), ("Oxycodone", "10 mg/1 mL amp"),
    ("Ketamine", "200 mg/2 mL vial"), ("Remifentanil", "2 mg vial"), ("Midazolam", "5 mg/5 mL amp"),
    ("Alfentanil", "1 mg/2 mL amp"), ("Sufentanil", "50 microgram/1 mL amp"),
]

PAIN_DX = [
    "chronic non-specific low back pain with left L5 radicular features",
    "complex regional pain syndrome type 1 of the right hand following a distal radius fracture",
    "persistent post-surgical pain after left total knee replacement",
    "fibromyalgia with widespread pain and poor sleep",
    "post-herpetic neuralgia, right T6 dermatome",
    "chronic pelvic pain with endometriosis",
    "failed back surgery syndrome after L4-S1 fusion",
    "chronic post-thoracotomy pain",
    "cervicogenic headache with C2/3 facet arthropathy",
    "painful diabetic peripheral neuropathy",
    "chronic widespread pain following a motor vehicle collision",
    "phantom limb pain after left below-knee amputation",
]


FEMALE_ONLY = ("LSCS", "Hysteroscopy", "hysterectomy", "Breast")
MALE_ONLY = ("prostatectomy",)


def pick_proc(r, c, day=None, inpatient=None, pool=None):
    """Choose a procedure compatible with the patient's sex and age (and day-case status if asked)."""
    cands = []
    for p in (pool or PROCS):
        name = p[0]
        if any(k in name for k in FEMALE_ONLY) and c.pt.sex != "F":
            continue
        if any(k in name for k in MALE_ONLY) and c.pt.sex != "M":
            continue
        if "LSCS" in name and not (18 <= c.age <= 46):
            continue
        if day is True and not p[3]:
            continue
        if inpatient is True and p[3]:
            continue
        cands.append(p)
    if not cands:
        cands = [p for p in PROCS if not any(k in p[0] for k in FEMALE_ONLY + MALE_ONLY)]
    return r.choice(cands)


def has_regional(tech):
    return any(k in tech for k in ("block", "spinal", "epidural", "catheter", "paravertebral", "TAP", "PECS", "intrathecal"))


PDMP = {"AU": ["SafeScript", "the NSW real-time prescription monitoring system", "QScript", "ScriptCheckSA", "the RTPM portal"],
        "CA": ["PharmaNet", "the Narcotics Monitoring System", "PIN (Pharmaceutical Information Network)", "the DPIN record"]}

INJURY_DX = [
    "chronic whiplash-associated disorder with cervical facet pain",
    "chronic low back pain with L5 radiculopathy following the injury",
    "chronic widespread pain following a motor vehicle collision",
    "complex regional pain syndrome of the right upper limb",
    "post-traumatic thoracolumbar pain after an L1 wedge fracture",
    "chronic post-traumatic shoulder pain with central sensitisation",
]
