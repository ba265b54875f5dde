"""Clinical filler that is NOT PHI: vitals, labs, drugs, doses, eponyms, scores, devices.

These are the hard negatives: abbreviations and numbers that look like ages, dates,
places or names but must stay unannotated.
"""

MEDS = [
    "metoprolol tartrate 25 mg PO BID", "lisinopril 10 mg daily", "atorvastatin 40 mg qHS",
    "apixaban 5 mg BID", "metformin 1000 mg BID", "insulin glargine 22 units qHS",
    "levothyroxine 88 mcg daily", "furosemide 40 mg IV BID", "pantoprazole 40 mg daily",
    "sertraline 100 mg daily", "quetiapine 50 mg qHS PRN agitation", "lorazepam 0.5 mg q6h PRN",
    "acetaminophen 650 mg q6h PRN", "oxycodone 5 mg q4h PRN", "enoxaparin 40 mg SC daily",
    "heparin 5000 units SC q8h", "ceftriaxone 1 g IV q24h", "vancomycin 1.25 g IV q12h",
    "piperacillin-tazobactam 4.5 g IV q6h", "amlodipine 5 mg daily", "tamsulosin 0.4 mg qHS",
    "albuterol 2.5 mg neb q4h PRN", "prednisone 40 mg daily x5 days", "gabapentin 300 mg TID",
    "aspirin 81 mg daily", "clopidogrel 75 mg daily", "warfarin 5 mg (INR goal 2-3)",
    "magnesium oxide 400 mg BID", "potassium chloride 20 mEq PO x1", "ondansetron 4 mg IV q6h PRN",
    "docusate 100 mg BID", "senna 8.6 mg qHS", "lithium carbonate 300 mg TID",
    "buprenorphine-naloxone 8-2 mg SL daily", "haloperidol 2 mg IM x1", "olanzapine 10 mg qHS",
    "carvedilol 6.25 mg BID", "spironolactone 25 mg daily", "donepezil 10 mg qHS",
    "baclofen 10 mg TID", "tizanidine 2 mg qHS", "oxytocin 30 units in 500 mL", "magnesium sulfate 2 g/h",
    "methylergonovine 0.2 mg IM", "cefazolin 2 g IV", "nifedipine 10 mg PO", "labetalol 20 mg IV",
]
DRIPS = ["norepinephrine 0.08 mcg/kg/min", "vasopressin 0.03 units/min", "propofol 30 mcg/kg/min",
         "fentanyl 75 mcg/h", "dexmedetomidine 0.6 mcg/kg/h", "insulin drip per protocol",
         "heparin drip, anti-Xa goal 0.3-0.7", "epinephrine 0.05 mcg/kg/min", "midazolam 2 mg/h",
         "amiodarone 0.5 mg/min", "nicardipine 5 mg/h", "bicarbonate 150 mEq/L at 100 mL/h"]
EPONYMS = ["Murphy sign negative", "no McBurney point tenderness", "Kernig and Brudzinski negative",
           "Babinski downgoing bilaterally", "Homans sign negative", "Romberg negative",
           "Tinel and Phalen negative", "Lachman stable", "negative Trendelenburg", "Rovsing sign absent",
           "no Kussmaul respirations", "no Battle sign or raccoon eyes", "Chvostek negative",
           "Hoffmann negative", "Spurling negative", "FABER negative", "Allen test normal",
           "no Janeway lesions or Osler nodes", "Cushing triad absent", "Beck triad absent"]
SCORES = ["GCS 15", "GCS 14 (E4V4M6)", "NIHSS 3", "Wells score 1.5", "CURB-65 of 2", "HEART score 4",
          "qSOFA 2", "PERC negative", "Canadian CT Head Rule negative", "TIMI 2", "CHA2DS2-VASc 4",
          "HAS-BLED 2", "Ranson 3", "MELD-Na 22", "Child-Pugh B", "APACHE II 24", "SOFA 9",
          "RASS -2", "CAM-ICU negative", "Braden 13", "Morse Fall Scale 55", "CIWA-Ar 14",
          "COWS 11", "PHQ-9 of 19", "GAD-7 of 15", "AUDIT-C 8", "MoCA 24/30", "MMSE 26/30",
          "Berg Balance 38/56", "FIM motor 52", "ASA class III", "Mallampati II", "Bishop score 8",
          "Apgar 8 and 9", "Ballard 39 weeks", "Edinburgh 12", "Glasgow-Blatchford 6", "NEWS2 5",
          "C-SSRS screen positive", "ECOG 2", "Karnofsky 60", "Rankin 3"]
DEVICES_GENERIC = ["Foley catheter", "right IJ triple-lumen CVC", "left radial arterial line",
                   "18G PIV x2", "Dobhoff tube", "NG tube to LIWS", "Jackson-Pratt drain",
                   "Blake drain", "Pleur-evac at -20 cm H2O", "Swan-Ganz catheter", "PICC line",
                   "Hoyer lift", "Bair Hugger", "rolling walker", "4-wheeled walker", "ankle-foot orthosis",
                   "tunneled HD catheter", "Impella CP", "IABP 1:1", "Ambu bag", "Yankauer suction",
                   "Penrose drain", "Hemovac", "Montgomery straps", "Aquacel dressing", "wound VAC at -125 mmHg"]
DEPTS = ["Cardiology", "Nephrology", "Social Work", "Case Management", "Neurology", "GI",
         "Infectious Disease", "Palliative Care", "Physical Therapy", "Nutrition", "Pharmacy",
         "Pulmonology", "Chaplaincy", "Interventional Radiology", "Urology", "Endocrine", "Hematology/Oncology",
         "Psychiatry C-L", "Orthopaedics", "Trauma Surgery", "Wound Care", "Speech Pathology"]
DISEASES = ["Parkinson's disease", "Hashimoto thyroiditis", "Crohn's disease", "Graves disease",
            "Alzheimer dementia", "Cushing syndrome", "Addison disease", "Guillain-Barre syndrome",
            "Hodgkin lymphoma", "Wolff-Parkinson-White", "Barrett esophagus", "Bell's palsy",
            "Meniere disease", "Raynaud phenomenon", "Sjogren syndrome", "Wilson disease",
            "Down syndrome", "Marfan syndrome", "Takotsubo cardiomyopathy", "Mallory-Weiss tear"]
PMH = ["HTN", "HLD", "T2DM", "CKD stage 3b", "CAD s/p PCI", "HFrEF (EF 30%)", "AFib on apixaban",
       "COPD (2L home O2)", "OSA on CPAP", "GERD", "hypothyroidism", "depression", "anxiety",
       "BPH", "OA bilateral knees", "obesity (BMI 38)", "ESRD on HD MWF", "cirrhosis (EtOH)",
       "asthma", "migraine", "DVT x1 on warfarin", "breast ca s/p lumpectomy", "prostate ca",
       "seizure disorder", "bipolar I disorder", "PTSD", "alcohol use disorder", "gout", "anemia"]


def vitals(r, fahrenheit=True):
    t = r.choice(["98.6", "99.1", "100.9", "101.8", "97.9", "102.4"]) if fahrenheit else r.choice(["36.8", "37.4", "38.3", "38.9", "36.2"])
    unit = "F" if fahrenheit else "C"
    return r.choice([
        "T %s%s, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s" % (t, unit, r.randrange(55, 135), r.randrange(88, 185), r.randrange(45, 105), r.randrange(12, 30), r.randrange(86, 100), r.choice(["RA", "2L NC", "4L NC", "15L NRB", "HFNC 40L/60%"])),
        "Tmax %s  HR %d-%d  BP %d/%d  RR %d  O2 sat %d%%" % (t, r.randrange(60, 90), r.randrange(90, 130), r.randrange(90, 170), r.randrange(50, 100), r.randrange(12, 26), r.randrange(88, 100)),
        "VS: %s / %d / %d/%d / %d / %d%%" % (t, r.randrange(55, 130), r.randrange(90, 170), r.randrange(50, 100), r.randrange(12, 28), r.randrange(88, 100)),
        "BP %d/%d (MAP %d)  P %d  R %d  T %s  SaO2 %d%% RA  Wt %.1f kg" % (r.randrange(90, 170), r.randrange(50, 100), r.randrange(60, 110), r.randrange(55, 130), r.randrange(12, 28), t, r.randrange(88, 100), r.uniform(45, 130)),
    ])


def bmp(r):
    return "Na %d, K %.1f, Cl %d, HCO3 %d, BUN %d, Cr %.1f, Glu %d" % (
        r.randrange(124, 148), r.uniform(2.9, 6.1), r.randrange(92, 112), r.randrange(12, 30),
        r.randrange(8, 90), r.uniform(0.6, 5.5), r.randrange(70, 420))


def cbc(r):
    return "WBC %.1f, Hgb %.1f, Hct %.0f, Plt %d" % (r.uniform(2.1, 24.0), r.uniform(6.5, 16.0), r.uniform(20, 48), r.randrange(40, 520))


def misc_labs(r):
    items = ["lactate %.1f" % r.uniform(0.8, 8.0), "troponin %.2f" % r.uniform(0.0, 4.0),
             "BNP %d" % r.randrange(40, 4200), "INR %.1f" % r.uniform(0.9, 4.5), "AST %d" % r.randrange(12, 900),
             "ALT %d" % r.randrange(10, 700), "T bili %.1f" % r.uniform(0.2, 12.0), "lipase %d" % r.randrange(10, 3000),
             "Mg %.1f" % r.uniform(1.2, 2.8), "Phos %.1f" % r.uniform(1.5, 7.0), "Ca %.1f" % r.uniform(7.0, 11.5),
             "TSH %.2f" % r.uniform(0.05, 12.0), "HbA1c %.1f%%" % r.uniform(5.2, 13.0), "CK %d" % r.randrange(50, 24000),
             "procalcitonin %.2f" % r.uniform(0.05, 30.0), "ABG 7.%02d/%d/%d" % (r.randrange(10, 50), r.randrange(25, 80), r.randrange(55, 300)),
             "UDS positive for %s" % r.choice(["cannabinoids", "opiates", "benzodiazepines", "amphetamines", "cocaine"]),
             "serum EtOH %d" % r.randrange(0, 380), "ammonia %d" % r.randrange(15, 190), "d-dimer %.2f" % r.uniform(0.1, 6.0)]
    r.shuffle(items)
    return ", ".join(items[:r.randrange(3, 7)])


def meds(r, n=None):
    n = n or r.randrange(3, 8)
    return r.sample(MEDS, n)


def pmh(r, n=None):
    n = n or r.randrange(2, 7)
    return r.sample(PMH, n)


def exam(r):
    parts = [
        "Gen: %s" % r.choice(["NAD, alert", "ill-appearing, diaphoretic", "sleepy but arousable", "comfortable, conversant", "in moderate distress"]),
        "HEENT: %s" % r.choice(["PERRL, EOMI, MMM", "dry mucous membranes", "atraumatic, normocephalic", "scleral icterus"]),
        "CV: %s" % r.choice(["RRR, no m/r/g", "irregularly irregular, II/VI SEM at RUSB", "tachycardic, regular", "S1 S2 normal, JVP 8 cm"]),
        "Pulm: %s" % r.choice(["CTAB", "crackles at bases bilaterally", "diffuse expiratory wheeze", "decreased BS at R base"]),
        "Abd: %s" % r.choice(["soft, NT/ND, +BS", "RUQ tenderness, " + "Murphy sign positive", "distended, tympanitic", "mild LLQ TTP, no rebound"]),
        "Ext: %s" % r.choice(["no edema", "2+ pitting edema to knees", "warm, well perfused", "R calf tender, " + "Homans sign negative"]),
        "Neuro: %s" % r.choice(["A&Ox3, CN II-XII intact", "nonfocal", "L pronator drift", "oriented to self only"]),
    ]
    if r.random() < 0.6:
        parts.append(r.choice(EPONYMS))
    return parts


def sentence_negatives(r, k=2):
    pool = [
        "Seen in conjunction with %s." % r.choice(DEPTS),
        "%s recommendations appreciated." % r.choice(DEPTS),
        "History notable for %s." % r.choice(DISEASES),
        "%s." % r.choice(SCORES),
        "Lines/tubes: %s." % ", ".join(r.sample(DEVICES_GENERIC, 2)),
        "Labs this AM: %s." % bmp(r),
        "CBC: %s." % cbc(r),
        "Also %s." % misc_labs(r),
        "Continue %s." % r.choice(MEDS),
        "Started on %s." % r.choice(MEDS),
        "ECG: %s." % r.choice(["NSR 78, QTc 452", "AF with RVR 132", "sinus tach, no ST changes", "1st degree AVB, RBBB", "ST elevation V2-V4"]),
        "CXR: %s." % r.choice(["no acute process", "small R effusion", "bibasilar opacities", "pulmonary vascular congestion"]),
    ]
    r.shuffle(pool)
    return " ".join(pool[:k])
