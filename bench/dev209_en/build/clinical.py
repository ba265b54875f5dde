"""Non-PHI clinical content: vitals, labs, medication lists, exam findings, screening scores.

Everything here is plain text (no spans): numbers, drug names, eponyms and scores that a
de-identifier must leave alone."""
from core import rng, pick, chance, sample


def r1(a, b):
    return "%.1f" % rng.uniform(a, b)


def vitals(country, compact=None):
    sbp, dbp = rng.randint(104, 168), rng.randint(62, 102)
    hr, rr = rng.randint(52, 112), rng.randint(12, 22)
    sp = rng.randint(93, 100)
    if country == "US":
        t = r1(97.2, 100.4) + " F"
        wt = "%d lb" % rng.randint(128, 298)
        ht = "%d in" % rng.randint(61, 76)
    else:
        t = r1(36.1, 38.1) + "C"
        wt = "%s kg" % r1(55, 128)
        ht = "%d cm" % rng.randint(155, 195)
    bmi = r1(19.5, 38.9)
    pain = rng.randint(0, 9)
    c = compact if compact is not None else chance(0.5)
    if c:
        return "BP %d/%d | HR %d | RR %d | T %s | SpO2 %d%% | Wt %s | BMI %s | Pain %d/10" % (
            sbp, dbp, hr, rr, t, sp, wt, bmi, pain)
    lines = ["BP: %d/%d mmHg%s" % (sbp, dbp, pick(["", " (L arm, seated)", " R arm", " repeat %d/%d" % (sbp - 6, dbp - 3)])),
             "Pulse: %d %s" % (hr, pick(["reg", "regular", "irreg irreg", "bpm"])),
             "Resp: %d" % rr, "Temp: %s" % t, "SpO2: %d%% %s" % (sp, pick(["RA", "on air", "room air"])),
             "Height: %s   Weight: %s   BMI: %s" % (ht, wt, bmi)]
    if country == "UK" and chance(0.5):
        lines.append("NEWS2: %d" % rng.randint(0, 4))
    if chance(0.5):
        lines.append("Pain score: %d/10" % pain)
    return "\n".join(lines)


LABS = [("Na", 133, 146, "mmol/L", 0), ("K", 3.3, 5.4, "mmol/L", 1), ("Cl", 97, 109, "mmol/L", 0),
        ("CO2", 21, 31, "mmol/L", 0), ("BUN", 7, 28, "mg/dL", 0), ("Creat", 0.6, 1.6, "mg/dL", 2),
        ("eGFR", 48, 118, "mL/min/1.73m2", 0), ("Glucose", 72, 212, "mg/dL", 0),
        ("HbA1c", 5.1, 9.4, "%", 1), ("ALT", 12, 88, "U/L", 0), ("AST", 14, 79, "U/L", 0),
        ("Alk phos", 41, 140, "U/L", 0), ("T bili", 0.2, 1.6, "mg/dL", 1),
        ("Total chol", 138, 262, "mg/dL", 0), ("LDL", 61, 178, "mg/dL", 0),
        ("HDL", 28, 71, "mg/dL", 0), ("TG", 70, 390, "mg/dL", 0), ("TSH", 0.4, 5.8, "mIU/L", 2),
        ("WBC", 3.9, 13.2, "K/uL", 1), ("Hgb", 10.8, 17.1, "g/dL", 1), ("Plt", 141, 412, "K/uL", 0),
        ("PSA", 0.2, 4.9, "ng/mL", 2), ("Vit D", 11, 58, "ng/mL", 0), ("GGT", 18, 240, "U/L", 0)]
UK_LABS = [("Na", 133, 146, "mmol/L", 0), ("K", 3.3, 5.4, "mmol/L", 1), ("Urea", 2.5, 9.8, "mmol/L", 1),
           ("Creat", 55, 140, "umol/L", 0), ("eGFR", 48, 90, "", 0), ("CRP", 1, 64, "mg/L", 0),
           ("Hb", 108, 171, "g/L", 0), ("WCC", 3.9, 13.2, "x10^9/L", 1), ("Plt", 141, 412, "x10^9/L", 0),
           ("HbA1c", 33, 78, "mmol/mol", 0), ("ALT", 12, 88, "IU/L", 0), ("GGT", 18, 240, "IU/L", 0),
           ("Bili", 4, 28, "umol/L", 0), ("Alb", 31, 48, "g/L", 0), ("TSH", 0.4, 5.8, "mU/L", 2),
           ("Chol", 3.2, 7.4, "mmol/L", 1), ("Ferritin", 18, 410, "ug/L", 0), ("Vit D", 18, 96, "nmol/L", 0)]


def lab_vals(country, n=None):
    pool = LABS if country == "US" else UK_LABS
    n = n or rng.randint(5, 10)
    out = []
    for name, lo, hi, unit, dp in sample(pool, n):
        v = rng.uniform(lo, hi)
        s = ("%." + str(dp) + "f") % v
        flag = ""
        if chance(0.15):
            flag = pick([" H", " L", " (H)", " *"])
        out.append((name, s, unit, flag))
    return out


def labs_inline(country, n=None):
    return ", ".join("%s %s%s" % (a, b, d) for a, b, c, d in lab_vals(country, n))


def labs_table(country, n=None):
    rows = lab_vals(country, n)
    lines = ["%-12s %-8s %s" % ("Test", "Result", "Units")]
    for a, b, c, d in rows:
        lines.append("%-12s %-8s %s" % (a, b + d, c))
    return "\n".join(lines)


MEDS_US = ["sertraline 100 mg PO daily", "prazosin 2 mg PO qHS", "lisinopril 20 mg PO daily",
           "metformin 1000 mg PO BID", "atorvastatin 40 mg PO qHS", "gabapentin 300 mg PO TID",
           "meloxicam 15 mg PO daily", "omeprazole 20 mg PO daily", "trazodone 50 mg PO qHS PRN sleep",
           "amlodipine 5 mg PO daily", "hydrochlorothiazide 25 mg PO daily",
           "buprenorphine/naloxone 8 mg/2 mg SL BID", "naltrexone 50 mg PO daily",
           "cyclobenzaprine 10 mg PO TID PRN spasm", "albuterol HFA 2 puffs q4-6h PRN",
           "fluticasone nasal 2 sprays each nostril daily", "tamsulosin 0.4 mg PO qHS",
           "venlafaxine ER 150 mg PO daily", "bupropion XL 300 mg PO qAM",
           "topiramate 50 mg PO BID", "sumatriptan 50 mg PO PRN migraine", "insulin glargine 24 units SC qHS",
           "aspirin 81 mg PO daily", "levothyroxine 75 mcg PO daily", "acetaminophen 650 mg PO q6h PRN",
           "diclofenac 1% gel QID to knee", "nicotine patch 21 mg/24 h", "methocarbamol 750 mg PO TID",
           "hydroxyzine 25 mg PO q6h PRN anxiety", "quetiapine 50 mg PO qHS", "mirtazapine 15 mg PO qHS",
           "propranolol 10 mg PO TID PRN", "losartan 50 mg PO daily", "empagliflozin 10 mg PO daily"]
MEDS_UK = ["sertraline 100mg OD", "mirtazapine 30mg ON", "ramipril 5mg OD", "metformin 500mg BD",
           "atorvastatin 20mg ON", "pregabalin 75mg BD", "naproxen 500mg BD with food",
           "lansoprazole 30mg OD", "amlodipine 10mg OD", "methadone 1mg/ml oral solution 45ml OD",
           "buprenorphine 8mg SL OD", "Espranor 16mg OD", "folic acid 5mg OD", "thiamine 100mg TDS",
           "salbutamol 100mcg inhaler 2 puffs PRN", "Clenil 100mcg 2 puffs BD", "co-codamol 30/500 2 tabs QDS PRN",
           "paracetamol 1g QDS PRN", "promethazine 25mg ON PRN", "olanzapine 10mg ON",
           "aripiprazole 15mg OD", "clozapine 300mg ON", "procyclidine 5mg BD PRN",
           "levetiracetam 500mg BD", "fluoxetine 20mg OD", "citalopram 20mg OD", "propranolol 40mg BD",
           "zopiclone 7.5mg ON (short course)", "Fostair 100/6 2 puffs BD", "senna 15mg ON",
           "lactulose 15ml BD", "omeprazole 20mg OD", "venlafaxine MR 75mg OD", "amitriptyline 10mg ON"]

ALLERGIES = ["NKDA", "No known drug allergies", "penicillin (rash)", "sulfa (hives)", "codeine (N/V)",
             "NKA", "latex", "ibuprofen (angioedema)", "trimethoprim (rash)", "morphine (itch)",
             "shellfish", "peanuts (anaphylaxis)", "none known"]


def meds(country, n=None):
    pool = MEDS_US if country == "US" else MEDS_UK
    return sample(pool, n or rng.randint(3, 8))


def allergy():
    return pick(ALLERGIES)


PROBLEMS = ["PTSD, chronic", "tinnitus, bilateral", "lumbosacral strain with DDD L4-L5",
            "bilateral knee patellofemoral pain syndrome", "obstructive sleep apnea on CPAP",
            "essential hypertension", "type 2 diabetes mellitus", "hyperlipidemia", "GERD",
            "history of mild TBI (blast exposure)", "sensorineural hearing loss, bilateral",
            "migraine without aura", "alcohol use disorder, moderate, in early remission",
            "opioid use disorder on MOUD", "chronic hepatitis C (treated, SVR12)",
            "latent TB infection", "asthma, mild persistent", "plantar fasciitis, left",
            "cervical radiculopathy C6", "major depressive disorder, recurrent",
            "insomnia disorder", "tobacco use disorder", "obesity, class I",
            "right shoulder impingement", "residuals of left ankle fracture",
            "chronic low back pain", "erectile dysfunction", "BPH with LUTS",
            "adjustment disorder with anxiety", "epilepsy (generalised)", "schizophrenia, paranoid type",
            "emotionally unstable personality disorder", "iron deficiency anaemia",
            "hypothyroidism", "cannabis use disorder", "Gulf War illness (chronic multisymptom illness)"]


def problems(n=None):
    return sample(PROBLEMS, n or rng.randint(3, 7))


EXAM = ["General: alert, oriented x3, NAD, appears stated age.",
        "HEENT: PERRLA, EOMI, TMs intact bilaterally, oropharynx clear.",
        "Neck: supple, no LAD, no JVD, no thyromegaly.",
        "CV: RRR, S1 S2 normal, no murmurs/rubs/gallops.",
        "Lungs: CTAB, no wheezes, rales or rhonchi.",
        "Abd: soft, NT/ND, BS+, no HSM.",
        "Ext: no edema, pulses 2+ DP/PT bilaterally.",
        "Neuro: CN II-XII grossly intact, strength 5/5 x4, Romberg negative, gait steady.",
        "Skin: healed surgical scar R knee, tattoo L forearm, no rash.",
        "MSK: lumbar flexion limited to 60 degrees with pain at end range; SLR negative bilaterally.",
        "Knee: no effusion, Lachman negative, McMurray negative, mild crepitus with patellar grind.",
        "Shoulder: Hawkins and Neer positive R, painful arc 80-120 degrees, empty can 4+/5.",
        "Wrist: Tinel and Phalen positive L, thenar bulk preserved.",
        "Spine: Spurling negative, paraspinal tenderness L3-S1, Waddell signs 0/5.",
        "Feet: tender medial calcaneal tubercle L, Windlass test positive.",
        "Psych: calm, cooperative, good eye contact, linear thought process, no SI/HI."]


def exam(n=None):
    return sample(EXAM, n or rng.randint(3, 7))


def phq9():
    return rng.randint(0, 27)


def pcl5():
    return rng.randint(8, 76)


def screens():
    items = ["PHQ-9: %d" % phq9(), "GAD-7: %d" % rng.randint(0, 21), "PCL-5: %d" % pcl5(),
             "AUDIT-C: %d" % rng.randint(0, 12), "PC-PTSD-5: %d/5" % rng.randint(0, 5),
             "C-SSRS screen: %s" % pick(["negative", "positive (ideation without plan)", "negative"]),
             "ISI: %d" % rng.randint(3, 26), "MoCA: %d/30" % rng.randint(21, 30),
             "DAST-10: %d" % rng.randint(0, 8)]
    return sample(items, rng.randint(3, 6))


def audiogram():
    freqs = ["500", "1000", "2000", "3000", "4000"]
    lines = ["Hz        " + "  ".join("%5s" % f for f in freqs) + "   Avg"]
    for ear in ["RIGHT", "LEFT"]:
        vals = [rng.randint(5, 25), rng.randint(5, 30), rng.randint(10, 45), rng.randint(20, 65),
                rng.randint(25, 80)]
        avg = sum(vals[1:]) / 4.0
        lines.append("%-8s  " % ear + "  ".join("%5d" % v for v in vals) + "   %.1f" % avg)
    lines.append("Maryland CNC: R %d%%  L %d%%" % (rng.randint(84, 100), rng.randint(80, 100)))
    return "\n".join(lines)


ROM_JOINTS = [("Lumbar flexion", 90), ("Lumbar extension", 30), ("R lateral flexion", 30),
              ("L lateral flexion", 30), ("R knee flexion", 140), ("L knee flexion", 140),
              ("R shoulder abduction", 180), ("R shoulder flexion", 180), ("Cervical rotation L", 80),
              ("Ankle dorsiflexion L", 20)]


def rom_table():
    rows = sample(ROM_JOINTS, rng.randint(3, 6))
    lines = ["Movement               Normal   Initial   After 3 reps   Pain onset"]
    for name, norm in rows:
        a = rng.randint(int(norm * 0.4), norm)
        b = max(0, a - rng.choice([0, 0, 5, 10]))
        lines.append("%-22s %6d   %7d   %12d   %d" % (name, norm, a, b, max(0, a - rng.randint(0, 20))))
    return "\n".join(lines)


SICK_COMPLAINTS = [
    ("R ankle inversion injury on PT run", "Swelling lateral malleolus, tender ATFL, Ottawa rules negative, able to weight bear 4 steps.",
     "RICE, ibuprofen 400mg TDS with food x 5/7, tubigrip. Excused running 7/7."),
    ("sore throat and fever 2/7", "T 38.2, tonsillar exudate, tender anterior cervical nodes, no cough. FeverPAIN 4.",
     "Phenoxymethylpenicillin 500mg QDS x 10/7, fluids, sick in quarters 48 hrs."),
    ("low back pain after lifting kit onto vehicle", "Paraspinal spasm L4-S1, SLR 80 degrees bilat, neuro intact, no red flags.",
     "Analgesia, advice leaflet, refer PCRF physio. Light duties, no lifting over 10 kg."),
    ("blisters both heels after 12-mile tab", "Deroofed blisters 2 x 3 cm bilateral heels, no cellulitis.",
     "Cleaned, Compeed, excused boots 5/7, trainers only."),
    ("D&V x 24 hrs, several in troop affected", "Mildly dry mucous membranes, abdo soft, BS active.",
     "Oral rehydration, isolate in block 48 hrs after last episode, notified EHO."),
    ("shin pain bilaterally, worse with running", "Tender posteromedial tibial border distal third, no focal bony tenderness, hop test negative.",
     "Relative rest, graded return to running, refer physio, consider MRI if focal tenderness."),
    ("cough and wheeze since exercise on ranges", "Scattered wheeze, PEFR 420 (predicted 560), SpO2 97%.",
     "Salbutamol inhaler, review 48 hrs, exercise test when well."),
    ("L knee pain after fall on assault course", "Small effusion, medial joint line tenderness, McMurray equivocal.",
     "Crutches, no PT 14/7, refer RRU for MRI knee."),
    ("headache and poor sleep since return from exercise", "Neuro exam normal, fundi not visualised, BP 128/80.",
     "Sleep hygiene, paracetamol, DCMH self-referral info given, review 1/52."),
    ("tick bite L thigh on field exercise", "Tick removed intact, no erythema migrans.",
     "Advice re Lyme symptoms, safety-net, no prophylaxis indicated."),
    ("laceration R hand on vehicle panel", "2.5 cm laceration dorsum hand, tendons intact, cap refill < 2 s.",
     "Irrigated, 4 x Steri-Strips, tetanus up to date, wound check 5/7."),
    ("painful urination 3/7", "Afebrile, no loin tenderness, urine dip nitrite +, leucocytes ++.",
     "Nitrofurantoin 100mg MR BD x 3/7, MSU sent."),
]

DEPLOY_EXPOSURES = ["burn pit smoke", "JP-8 fuel vapour", "sand/dust storms", "diesel exhaust",
                    "loud noise (weapons fire, generators)", "depleted uranium (none known)",
                    "pesticides on uniforms", "IED blast within 50 m", "oil well fire smoke",
                    "contaminated water", "insect bites (sandflies)", "extreme heat", "cold injury risk",
                    "animal bites", "chemical odours from nearby industrial site"]

PTSD_THEMES = ["hypervigilance in crowded places", "nightmares 4-5 nights/week",
               "avoidance of driving on motorways/highways", "startle to loud noises",
               "guilt related to loss of a team member", "irritability with family",
               "intrusive memories triggered by the smell of diesel", "emotional numbing",
               "difficulty concentrating at work", "sleeping with a weapon nearby (now stored locked)",
               "anger outbursts", "dissociation when reminded of the convoy incident"]

CPT_PE = ["Cognitive Processing Therapy (CPT)", "Prolonged Exposure (PE)", "EMDR",
          "Written Exposure Therapy (WET)", "trauma-focused CBT"]
