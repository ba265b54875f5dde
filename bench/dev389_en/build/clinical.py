"""Clinical (non-PHI) content for pre-operative notes. Strings may contain
{key} templates (for years, hospitals) rendered by Note.w."""
from common import chance, pick

# (operation, specialty, grade, day case possible)
OPS = [
    ("laparoscopic cholecystectomy", "upper GI", "intermediate", True),
    ("right total hip replacement", "orthopaedics", "major", False),
    ("left total hip replacement", "orthopaedics", "major", False),
    ("right total knee replacement", "orthopaedics", "major", False),
    ("left TKR", "orthopaedics", "major", False),
    ("revision left THR", "orthopaedics", "major", False),
    ("TURP", "urology", "intermediate", False),
    ("robotic radical prostatectomy", "urology", "major", False),
    ("radical cystectomy and ileal conduit", "urology", "complex", False),
    ("laparoscopic right nephrectomy", "urology", "major", False),
    ("flexible cystoscopy and TURBT", "urology", "intermediate", True),
    ("laparoscopic anterior resection", "colorectal", "major", False),
    ("laparoscopic right hemicolectomy", "colorectal", "major", False),
    ("reversal of Hartmann's procedure", "colorectal", "major", False),
    ("abdominoperineal resection", "colorectal", "complex", False),
    ("pancreaticoduodenectomy (Whipple's)", "HPB", "complex", False),
    ("liver resection (right hepatectomy)", "HPB", "complex", False),
    ("Ivor Lewis oesophagectomy", "upper GI", "complex", False),
    ("laparoscopic sleeve gastrectomy", "bariatrics", "major", False),
    ("laparoscopic Roux-en-Y gastric bypass", "bariatrics", "major", False),
    ("laparoscopic Nissen fundoplication", "upper GI", "intermediate", False),
    ("open inguinal hernia repair", "general surgery", "intermediate", True),
    ("laparoscopic incisional hernia repair", "general surgery", "intermediate", False),
    ("open AAA repair", "vascular", "complex", False),
    ("EVAR", "vascular", "major", False),
    ("left carotid endarterectomy", "vascular", "major", False),
    ("right below-knee amputation", "vascular", "major", False),
    ("endovenous laser ablation (EVLA) left GSV", "vascular", "minor", True),
    ("total laparoscopic hysterectomy + BSO", "gynaecology", "major", False),
    ("vaginal hysterectomy and pelvic floor repair", "gynaecology", "major", False),
    ("hysteroscopy and endometrial biopsy", "gynaecology", "minor", True),
    ("total thyroidectomy", "ENT", "major", False),
    ("FESS and septoplasty", "ENT", "intermediate", True),
    ("tonsillectomy", "ENT", "intermediate", True),
    ("left mastectomy and sentinel lymph node biopsy", "breast", "intermediate", False),
    ("wide local excision + SLNB", "breast", "intermediate", True),
    ("ACDF C5/6", "spinal", "major", False),
    ("L4/5 decompression", "spinal", "major", False),
    ("right shoulder arthroscopy and subacromial decompression", "orthopaedics", "intermediate", True),
    ("left carpal tunnel release", "hand surgery", "minor", True),
    ("Dupuytren's fasciectomy right hand", "hand surgery", "minor", True),
    ("ACL reconstruction", "orthopaedics", "intermediate", True),
    ("bunion correction (scarf osteotomy)", "orthopaedics", "intermediate", True),
    ("VATS right upper lobectomy", "thoracic", "complex", False),
    ("parathyroidectomy", "endocrine", "intermediate", False),
    ("TAVI work-up: femoral approach", "cardiology", "major", False),
    ("dental clearance under GA", "maxillofacial", "minor", True),
    ("excision of sebaceous cyst under GA", "plastics", "minor", True),
]

COND = [
    # key, texts, meds, weight
    ("htn", ["Hypertension", "HTN", "Essential hypertension (dx {yr})", "Hypertension - on 2 agents"],
     ["Amlodipine 5 mg OD", "Ramipril 10 mg OD", "Losartan 50 mg OD", "Indapamide 2.5 mg OD",
      "Bendroflumethiazide 2.5 mg OD", "Lisinopril 20 mg OD", "Candesartan 8 mg OD", "Perindopril 4 mg OD"], 0.5),
    ("t2dm", ["T2DM", "Type 2 diabetes (dx {yr})", "T2DM - tablet controlled", "Type 2 DM on insulin"],
     ["Metformin 1 g BD", "Gliclazide 80 mg BD", "Empagliflozin 10 mg OD", "Dapagliflozin 10 mg OD",
      "Sitagliptin 100 mg OD", "Semaglutide (Ozempic) 1 mg weekly", "Insulin glargine (Lantus) 24 units nocte",
      "Tirzepatide (Mounjaro) 5 mg weekly"], 0.3),
    ("t1dm", ["Type 1 diabetes since childhood", "T1DM (basal-bolus)", "T1DM on insulin pump"],
     ["Insulin glargine 18 units nocte", "NovoRapid sliding scale with meals", "Insulin degludec (Tresiba) 20 units OD"], 0.04),
    ("ihd", ["IHD - NSTEMI {yr}, PCI x2 to LAD", "Stable angina (CCS II)", "CABG x3 {yr} at {hosp_any}",
             "Ischaemic heart disease, DES to RCA {yr}", "Inferior STEMI {yr} - primary PCI"],
     ["Aspirin 75 mg OD", "Clopidogrel 75 mg OD", "Atorvastatin 80 mg ON", "Bisoprolol 2.5 mg OD",
      "GTN spray PRN", "Isosorbide mononitrate MR 60 mg OD", "Ticagrelor 90 mg BD"], 0.2),
    ("af", ["Paroxysmal AF (CHA2DS2-VASc 4)", "Permanent AF - rate controlled", "AF, anticoagulated",
            "Atrial flutter - DCCV {yr}"],
     ["Apixaban 5 mg BD", "Rivaroxaban 20 mg OD", "Edoxaban 60 mg OD", "Warfarin (target INR 2-3)",
      "Dabigatran 150 mg BD", "Bisoprolol 5 mg OD", "Digoxin 125 mcg OD"], 0.16),
    ("hf", ["HFrEF (LVEF 35%)", "Heart failure with preserved EF", "Dilated cardiomyopathy, LVEF 30-35%"],
     ["Sacubitril/valsartan (Entresto) 49/51 mg BD", "Furosemide 40 mg OD", "Spironolactone 25 mg OD",
      "Bumetanide 1 mg OD", "Dapagliflozin 10 mg OD"], 0.07),
    ("as", ["Moderate aortic stenosis (AVA 1.1 cm2, Vmax 3.6 m/s)", "Severe AS - mean gradient 44 mmHg",
            "Aortic sclerosis, no significant gradient"], [], 0.06),
    ("copd", ["COPD (FEV1 48% predicted), MRC dyspnoea 3", "COPD - GOLD 2", "COPD, 2 exacerbations last year"],
     ["Trelegy Ellipta 1 puff OD", "Salbutamol 100 mcg PRN", "Tiotropium (Spiriva) 18 mcg OD", "Carbocisteine 375 mg TDS"], 0.14),
    ("asthma", ["Asthma - well controlled", "Asthma (no admissions, no ICU)", "Brittle asthma as a teenager"],
     ["Symbicort 200/6 2 puffs BD", "Salbutamol PRN", "Montelukast 10 mg ON", "Fostair 100/6 2 puffs BD"], 0.12),
    ("osa", ["OSA on CPAP (AHI 34)", "OSA - CPAP compliant", "Suspected OSA, STOP-BANG 6"], [], 0.1),
    ("ckd", ["CKD stage 3b (eGFR 38)", "CKD 4 - under renal", "CKD 3a secondary to diabetic nephropathy"], [], 0.12),
    ("obese", ["Obesity", "Morbid obesity", "Raised BMI"], [], 0.2),
    ("thyroid", ["Hypothyroidism", "Hashimoto's thyroiditis", "Graves' disease - post RAI {yr}"],
     ["Levothyroxine 100 mcg OD", "Levothyroxine 75 mcg OD"], 0.1),
    ("ra", ["Rheumatoid arthritis", "Psoriatic arthritis", "Ankylosing spondylitis"],
     ["Methotrexate 15 mg once weekly", "Hydroxychloroquine 200 mg BD", "Adalimumab 40 mg SC fortnightly",
      "Folic acid 5 mg weekly", "Prednisolone 5 mg OD"], 0.07),
    ("gord", ["GORD", "Hiatus hernia with reflux", "Barrett's oesophagus - on surveillance"],
     ["Omeprazole 20 mg OD", "Lansoprazole 30 mg OD"], 0.2),
    ("dep", ["Depression", "Anxiety and depression", "Bipolar affective disorder"],
     ["Sertraline 100 mg OD", "Citalopram 20 mg OD", "Mirtazapine 30 mg ON", "Lithium 400 mg ON", "Venlafaxine 75 mg BD"], 0.15),
    ("pd", ["Parkinson's disease", "Idiopathic Parkinson's (Hoehn and Yahr 2)"],
     ["Co-careldopa (Sinemet) 25/100 QDS - time critical", "Ropinirole XL 8 mg OD", "Rasagiline 1 mg OD"], 0.04),
    ("epi", ["Epilepsy - last seizure {yr}", "Focal epilepsy, well controlled"],
     ["Levetiracetam 500 mg BD", "Lamotrigine 100 mg BD", "Sodium valproate 500 mg BD"], 0.04),
    ("cva", ["TIA {yr}", "Ischaemic stroke {yr} - minimal residual weakness", "Left MCA infarct {yr}"],
     ["Clopidogrel 75 mg OD", "Atorvastatin 40 mg ON"], 0.07),
    ("pad", ["PAD - Fontaine II", "Peripheral arterial disease, claudication at 100 m"], ["Aspirin 75 mg OD", "Cilostazol 100 mg BD"], 0.06),
    ("liver", ["Alcohol-related liver disease, Child-Pugh A", "NAFLD", "Compensated cirrhosis (MELD 11)"], ["Propranolol 40 mg BD"], 0.04),
    ("cog", ["Mild cognitive impairment", "Alzheimer's dementia (MMSE 22/30)", "Vascular dementia"],
     ["Donepezil 10 mg ON", "Memantine 10 mg BD"], 0.05),
    ("pain", ["Chronic low back pain", "Fibromyalgia", "Chronic pain - under pain clinic"],
     ["Buprenorphine (BuTrans) 10 mcg/h patch weekly", "Pregabalin 75 mg BD", "Gabapentin 300 mg TDS",
      "Oxycodone MR 10 mg BD", "Codeine 30 mg QDS PRN", "Tramadol 50 mg PRN"], 0.1),
    ("ida", ["Iron deficiency anaemia", "Anaemia - under investigation", "Chronic blood loss anaemia"],
     ["Ferrous sulfate 200 mg OD", "Ferrous fumarate 210 mg BD"], 0.1),
    ("ppm", ["Complete heart block - dual-chamber PPM {yr}", "Sick sinus syndrome - PPM {yr}", "Mobitz II - PPM {yr}"], [], 0.05),
    ("icd", ["ICD in situ (primary prevention) {yr}", "CRT-D {yr} for LBBB and HFrEF"], [], 0.02),
    ("addison", ["Addison's disease", "Secondary adrenal insufficiency"], ["Hydrocortisone 10/5/5 mg", "Fludrocortisone 100 mcg OD"], 0.015),
    ("ibd", ["Crohn's disease - ileocolic", "Ulcerative colitis"], ["Mesalazine 2.4 g OD", "Azathioprine 100 mg OD", "Vedolizumab infusions 8-weekly"], 0.04),
    ("hrt", ["Menopausal symptoms", "On combined oral contraceptive"], ["HRT (Evorel Conti patch)", "Microgynon 30 (COCP)"], 0.05),
    ("gout", ["Gout"], ["Allopurinol 300 mg OD", "Colchicine 500 mcg PRN"], 0.06),
    ("smoker", ["Current smoker (30 pack-years)", "Ex-smoker (quit {yr}, 25 pack-years)"], [], 0.18),
    ("alc", ["Alcohol excess - 40 units/week", "Alcohol use disorder, abstinent since {yr}"], ["Thiamine 100 mg TDS"], 0.05),
]
CONDITION_KEYS = [c[0] for c in COND]

ALLERGIES = [
    "NKDA", "NKDA", "NKDA", "No known drug allergies", "Penicillin - rash", "Penicillin (anaphylaxis)",
    "Codeine - vomiting", "Latex", "Chlorhexidine - urticaria", "Elastoplast (skin reaction)",
    "Trimethoprim - rash", "Morphine - itch", "NSAIDs - wheeze", "Cefalexin - angioedema",
    "Clarithromycin - GI upset (intolerance)", "Iodine contrast - hives", "Sulfonamides", "Egg allergy (no anaphylaxis)",
]

ANAES_HX = [
    "Previous GA x3 - uneventful", "GA {yr} for {prevop} - PONV ++", "No previous anaesthetics",
    "Spinal for {prevop} {yr} - no issues", "GA {yr} - difficult cannulation only",
    "GA {yr} ({prevop}) - woke slowly, otherwise fine", "Sedation for OGD - fine",
    "GA {yr}: documented grade 3 view (Cormack-Lehane), McCoy blade used - see airway alert",
    "Previous GA - severe sore throat", "Regional block for {prevop} {yr} - good effect",
]
PREV_OPS = ["appendicectomy", "lap chole", "hernia repair", "C-section", "TAH", "knee arthroscopy",
            "tonsillectomy", "ORIF wrist", "cataract (LA)", "hip replacement", "varicose veins", "TURP",
            "carpal tunnel release", "hysteroscopy", "vasectomy", "D&C", "colonoscopy (sedation)"]
FAM_HX = [
    "No FHx of anaesthetic problems", "FHx anaesthetic problems: nil known", "Nil relevant FHx",
    "Mother had prolonged apnoea after GA ?suxamethonium apnoea - pseudocholinesterase levels requested",
    "Brother had 'reaction to anaesthetic' - details unknown, ?MH - discussed with MH unit",
    "Father: PONV", "No FHx of MH or suxamethonium apnoea",
]


def comorbid(rng, age):
    """Pick a condition list weighted by age."""
    f = 0.5 + age / 80.0
    out = []
    for key, texts, meds, w in COND:
        if key in ("t1dm", "asthma", "hrt") and age > 75:
            w *= 0.3
        if chance(rng, min(0.9, w * f)):
            out.append(key)
    if "t1dm" in out and "t2dm" in out:
        out.remove("t1dm")
    if "asthma" in out and "copd" in out:
        out.remove("asthma")
    if "ppm" in out and "icd" in out:
        out.remove("icd")
    return out


def cond_text(rng, key):
    for k, texts, meds, w in COND:
        if k == key:
            return pick(rng, texts)
    raise KeyError(key)


def cond_meds(rng, keys):
    out = []
    for k, texts, meds, w in COND:
        if k in keys and meds:
            n = 1 if len(meds) < 3 else rng.randrange(1, 3)
            for _ in range(n):
                m = pick(rng, meds)
                if m not in out:
                    out.append(m)
    if not out:
        out.append(pick(rng, ["Nil regular", "Paracetamol PRN", "Vitamin D 1000 units OD", "Cod liver oil"]))
    return out


def vitals(rng, keys):
    sbp = rng.randrange(112, 168) + (18 if "htn" in keys and chance(rng, 0.4) else 0)
    dbp = rng.randrange(62, 96)
    ht = rng.randrange(150, 192)
    bmi = rng.uniform(21, 31) + (rng.uniform(8, 22) if "obese" in keys else 0)
    wt = bmi * (ht / 100.0) ** 2
    return {"bp": "%d/%d" % (sbp, dbp), "hr": rng.randrange(54, 102), "spo2": rng.randrange(92, 100) if "copd" in keys else rng.randrange(95, 101),
            "rr": rng.randrange(12, 20), "temp": "%.1f" % rng.uniform(36.1, 37.4), "ht": ht,
            "wt": "%.1f" % wt, "bmi": "%.1f" % bmi, "sbp": sbp}


def labs(rng, keys):
    ane = "ida" in keys or chance(rng, 0.12)
    ckd = "ckd" in keys
    d = {
        "hb": rng.randrange(88, 118) if ane else rng.randrange(121, 162),
        "wcc": "%.1f" % rng.uniform(4.2, 10.5), "plt": rng.randrange(150, 420),
        "mcv": rng.randrange(70, 82) if ane else rng.randrange(83, 99),
        "na": rng.randrange(133, 145), "k": "%.1f" % rng.uniform(3.6, 5.2),
        "urea": "%.1f" % (rng.uniform(7, 16) if ckd else rng.uniform(3.0, 7.5)),
        "cr": rng.randrange(140, 260) if ckd else rng.randrange(55, 105),
        "egfr": rng.randrange(18, 44) if ckd else rng.choice([">90", ">60", "78", "84", "66", "71"]),
        "hba1c": rng.randrange(52, 92) if ("t2dm" in keys or "t1dm" in keys) else rng.randrange(34, 44),
        "inr": "%.1f" % (rng.uniform(1.9, 3.0) if ("af" in keys and chance(rng, 0.25)) else rng.uniform(0.9, 1.2)),
        "aptt": "%.0f" % rng.uniform(24, 34), "ferritin": rng.randrange(6, 28) if ane else rng.randrange(40, 300),
        "tsat": rng.randrange(5, 18) if ane else rng.randrange(20, 40),
        "crp": rng.choice(["<5", "<5", "7", "12", "3"]), "alb": rng.randrange(32, 46),
        "bnp": rng.randrange(400, 3200) if "hf" in keys else rng.randrange(40, 300),
        "ane": ane,
    }
    return d


def ecg(rng, keys):
    if "af" in keys:
        rhythm = pick(rng, ["AF, ventricular rate 78", "AF with controlled ventricular response (~86)", "Rate-controlled AF 70 bpm"])
    elif "ppm" in keys:
        rhythm = pick(rng, ["Paced rhythm (DDD), 60 bpm", "AV sequential pacing 70 bpm"])
    else:
        rhythm = pick(rng, ["Sinus rhythm %d bpm" % rng.randrange(56, 92), "SR %d" % rng.randrange(56, 92),
                            "Sinus bradycardia 52", "Sinus rhythm with occasional VEs"])
    extra = pick(rng, ["normal axis", "LAD (left axis deviation)", "normal axis, no ST/T changes",
                       "RBBB", "LBBB (old - unchanged from previous)", "1st degree AV block (PR 232 ms)",
                       "Q waves inferior leads", "LVH by voltage criteria (Sokolow-Lyon)", "T wave inversion V1-V3",
                       "poor R wave progression", "no acute changes"])
    qtc = rng.randrange(398, 478)
    return rhythm, extra, qtc


def airway(rng):
    return [
        "Mallampati %s" % pick(rng, ["I", "II", "II", "III", "IV"]),
        "mouth opening %s" % pick(rng, [">3 FB", "3 FB", "2 FB", "adequate", "4 cm"]),
        "TMD %s" % pick(rng, [">6.5 cm", "6 cm", ">3 FB", "5.5 cm"]),
        "neck extension %s" % pick(rng, ["full", "reduced", "good", "limited (cervical spondylosis)"]),
        "dentition: %s" % pick(rng, ["own teeth, good", "upper denture", "crowns UR1 UL1", "loose LL2",
                                     "edentulous", "caps ++", "bridge upper left", "implants"]),
        "jaw protrusion %s" % pick(rng, ["A", "B", "normal"]),
    ]


def asa(rng, keys, age):
    n = len([k for k in keys if k not in ("gord", "gout", "hrt", "smoker")])
    if n == 0:
        return "I" if age < 60 else "II"
    if n <= 2:
        return "II"
    if "hf" in keys or "as" in keys or n >= 6:
        return pick(rng, ["III", "IV"])
    return "III"


def cfs(rng, age):
    if age < 65:
        return pick(rng, [1, 2, 2, 3])
    if age < 80:
        return pick(rng, [2, 3, 3, 4, 4, 5])
    return pick(rng, [3, 4, 5, 5, 6, 7])


CFS_TXT = {1: "very fit", 2: "fit", 3: "managing well", 4: "living with very mild frailty",
           5: "living with mild frailty", 6: "living with moderate frailty", 7: "living with severe frailty"}

EXERCISE = [
    "Climbs 2 flights of stairs without stopping", "Walks dog 2-3 miles daily", "Can climb 1 flight, then SOBOE",
    "Limited by knee pain rather than breathlessness", "Housebound, mobilises with frame", "Plays golf weekly (walks 18 holes)",
    "Swims 1 km 3x/week", "Walks 200 m on flat before stopping", "Gardening, hoovering without difficulty",
    "Uses stick outdoors; stairs slowly with rail", "Cycles to work (5 km)", "Parkrun most weekends",
]

HARD_NEG = [
    "Allen's test normal bilaterally.", "No Raynaud's phenomenon.", "Homan's sign negative (not that it helps).",
    "Caprini score 5 - VTE prophylaxis per protocol.", "Apfel score 3/4 - give dual antiemetic prophylaxis.",
    "GCS 15, 4AT 0.", "Epworth Sleepiness Scale 11/24.", "Duke Activity Status Index (DASI) 34.7, estimated METs ~6.",
    "Revised Cardiac Risk Index (Lee) 1.", "Wells score low.", "Glasgow-Blatchford not applicable.",
    "NYHA class II.", "CCS angina class I.", "MRC dyspnoea scale 2.", "Rockwood CFS documented separately.",
    "Barthel index 100/100.", "MUST score 0.", "Waterlow 12.", "Timed Up and Go 11 s.",
    "Bair Hugger to be used intra-op.", "Guedel and LMA available.", "Bougie and McCoy on airway trolley.",
    "Ryle's tube not required.", "Foley catheter intra-op.", "Hickman line not needed.",
    "No Addisonian features.", "No Cushingoid features.", "Ottawa ankle rules not relevant.",
    "Edmonton Frail Scale 6/17.", "MoCA 26/30.", "Mini-Cog 4/5.", "Charlson Comorbidity Index 4.",
    "STOP-BANG 3/8.", "El-Ganzouri risk index 2.", "Child-Pugh A.", "CHA2DS2-VASc 3, HAS-BLED 2.",
    "Bazett-corrected QTc within normal limits.", "Valsalva manoeuvre not performed.",
    "Korotkoff sounds clear; manual BP confirmed.", "Trendelenburg positioning expected - check reflux.",
    "Pfannenstiel incision planned.", "Lloyd Davies position for several hours.",
    "New York Heart Association II symptoms.", "Glasgow Coma Scale 15.", "Cormack-Lehane 2a previously.",
    "Mallory-Weiss tear in the past noted.", "Parkinson's meds are time critical (Get It On Time).",
    "No Dupuytren's contracture affecting grip.", "Wolff-Parkinson-White excluded on ECG.",
    "Brugada pattern not seen.", "Mobitz I (Wenckebach) not present.", "ECOG performance status 1.",
    "Karnofsky 80%.", "P-POSSUM physiological score 21.", "NSQIP calculator used.",
    "SORT predicted 30-day mortality 1.2%.", "NICE NG45 - routine tests only.", "ASA physical status per AAGBI/RCoA guidance.",
    "Cockcroft-Gault CrCl 46 mL/min.", "Kussmaul breathing absent.", "Ziehl-Neelsen not indicated.",
    "Jamar dynamometer grip 22 kg.", "No Babinski sign.", "Murphy's sign negative today.",
]


def hard_neg(rng, n):
    out = []
    while len(out) < n:
        s = pick(rng, HARD_NEG)
        if s not in out:
            out.append(s)
    return out
