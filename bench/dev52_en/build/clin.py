"""Clinical content generators (no PHI here)."""


def vitals(rng, loc, style="line"):
    sbp = rng.randint(96, 178)
    dbp = rng.randint(54, 102)
    hr = rng.randint(52, 118)
    rr = rng.randint(12, 26)
    t = round(rng.uniform(36.1, 38.9), 1)
    spo2 = rng.randint(88, 100)
    tf = round(t * 9 / 5 + 32, 1)
    temp = ("%.1f F" % tf) if loc == "US" and rng.random() < 0.7 else ("%.1f C" % t)
    wt = rng.randint(38, 140)
    wts = ("%d lb" % int(wt * 2.2)) if loc == "US" and rng.random() < 0.6 else ("%d kg" % wt)
    if style == "line":
        return "BP %d/%d, HR %d, RR %d, T %s, SpO2 %d%% RA, Wt %s" % (sbp, dbp, hr, rr, temp, spo2, wts)
    if style == "terse":
        return "bp %d/%d hr %d rr %d t %s sats %d%%" % (sbp, dbp, hr, rr, temp.lower(), spo2)
    if style == "table":
        rows = [("BP", "%d/%d mmHg" % (sbp, dbp)), ("Pulse", "%d bpm" % hr), ("Resp", "%d/min" % rr),
                ("Temp", temp), ("SpO2", "%d%%" % spo2), ("Weight", wts)]
        return "\n".join("  %-8s %s" % r for r in rows)
    return "BP %d/%d  P %d  R %d  T %s  O2 %d%%" % (sbp, dbp, hr, rr, temp, spo2)


LABS = [
    ("Sodium", "mmol/L", 128, 149, "135-145"), ("Potassium", "mmol/L", 3.0, 5.9, "3.5-5.1"),
    ("Chloride", "mmol/L", 94, 112, "98-107"), ("Bicarbonate", "mmol/L", 16, 31, "22-29"),
    ("Urea", "mmol/L", 2.1, 19.0, "2.5-7.8"), ("BUN", "mg/dL", 6, 58, "7-20"),
    ("Creatinine", "mg/dL", 0.5, 3.4, "0.6-1.2"), ("eGFR", "mL/min/1.73m2", 14, 110, ">60"),
    ("Glucose", "mg/dL", 62, 388, "70-99"), ("Calcium", "mg/dL", 7.9, 11.2, "8.5-10.5"),
    ("ALT", "U/L", 8, 240, "7-56"), ("AST", "U/L", 10, 198, "10-40"), ("Alk Phos", "U/L", 38, 420, "44-147"),
    ("Total bilirubin", "mg/dL", 0.2, 4.8, "0.1-1.2"), ("Albumin", "g/dL", 2.1, 4.9, "3.5-5.0"),
    ("WBC", "x10^9/L", 2.1, 21.4, "4.0-11.0"), ("Hemoglobin", "g/dL", 6.9, 17.1, "12.0-16.0"),
    ("Platelets", "x10^9/L", 48, 612, "150-400"), ("MCV", "fL", 68, 108, "80-100"),
    ("INR", "", 0.9, 4.6, "0.8-1.2"), ("CRP", "mg/L", 0.4, 210, "<5"), ("TSH", "mIU/L", 0.02, 14.5, "0.4-4.0"),
    ("HbA1c", "%", 4.9, 12.8, "<5.7"), ("Ferritin", "ng/mL", 6, 890, "30-400"), ("Troponin I", "ng/L", 2, 1450, "<26"),
    ("Magnesium", "mmol/L", 0.5, 1.2, "0.7-1.0"), ("Lactate", "mmol/L", 0.6, 6.4, "0.5-2.2"),
    ("NT-proBNP", "pg/mL", 40, 9800, "<125"), ("Vitamin D 25-OH", "nmol/L", 12, 140, "50-125"),
    ("Total cholesterol", "mmol/L", 2.9, 8.1, "<5.0"), ("LDL-C", "mmol/L", 1.1, 5.9, "<3.0"),
]


def lab_rows(rng, n):
    rows = []
    for name, unit, lo, hi, ref in rng.sample(LABS, n):
        v = rng.uniform(lo, hi)
        if hi > 50:
            vs = "%d" % v
        elif hi > 5:
            vs = "%.1f" % v
        else:
            vs = "%.2f" % v
        flag = ""
        try:
            if "-" in ref:
                a, b = ref.split("-")
                if v < float(a):
                    flag = "L"
                elif v > float(b):
                    flag = "H"
            elif ref.startswith("<") and v > float(ref[1:]):
                flag = "H"
            elif ref.startswith(">") and v < float(ref[1:]):
                flag = "L"
        except ValueError:
            pass
        rows.append((name, vs, unit, ref, flag))
    return rows


MEDS = [
    ("metformin", ["500 mg BID", "1000 mg BID", "850 mg daily"]), ("lisinopril", ["10 mg daily", "20 mg daily"]),
    ("amlodipine", ["5 mg daily", "10 mg daily"]), ("atorvastatin", ["20 mg nightly", "40 mg daily", "80 mg qhs"]),
    ("apixaban", ["5 mg BID", "2.5 mg BID"]), ("warfarin", ["as per INR clinic", "5 mg daily except Mon/Fri 2.5 mg"]),
    ("furosemide", ["40 mg daily", "20 mg BID"]), ("spironolactone", ["25 mg daily"]),
    ("levothyroxine", ["75 mcg daily", "100 mcg daily"]), ("sertraline", ["50 mg daily", "100 mg daily"]),
    ("omeprazole", ["20 mg daily", "40 mg BD"]), ("salbutamol inhaler", ["2 puffs PRN"]), ("albuterol HFA", ["2 puffs q4-6h PRN"]),
    ("tiotropium", ["18 mcg inhaled daily"]), ("insulin glargine", ["22 units at bedtime", "14 units nocte"]),
    ("insulin lispro", ["sliding scale with meals"]), ("empagliflozin", ["10 mg daily"]), ("semaglutide", ["0.5 mg weekly", "1 mg SC weekly"]),
    ("gabapentin", ["300 mg TID", "100 mg nocte"]), ("oxycodone", ["5 mg q4h PRN", "10 mg q6h PRN"]),
    ("morphine sulfate ER", ["15 mg q12h"]), ("hydromorphone", ["1 mg SC q2h PRN"]), ("haloperidol", ["0.5 mg PO/SC PRN agitation"]),
    ("lorazepam", ["0.5 mg SL q4h PRN"]), ("senna", ["2 tabs nocte"]), ("docusate", ["100 mg BID"]),
    ("metoprolol succinate", ["50 mg daily"]), ("bisoprolol", ["2.5 mg mane"]), ("clopidogrel", ["75 mg daily"]),
    ("aspirin", ["81 mg daily", "100 mg daily", "75 mg OD"]), ("prednisone", ["40 mg daily x5 days", "5 mg daily"]),
    ("methotrexate", ["15 mg weekly (Fri)"]), ("folic acid", ["5 mg weekly"]), ("allopurinol", ["100 mg daily", "300 mg daily"]),
    ("tamsulosin", ["0.4 mg at night"]), ("donepezil", ["10 mg nocte"]), ("quetiapine", ["25 mg nocte"]),
    ("buprenorphine patch", ["10 mcg/hr weekly"]), ("fentanyl patch", ["25 mcg/hr q72h"]), ("cephalexin", ["500 mg QID x7d"]),
    ("nitrofurantoin", ["100 mg BID x5d"]), ("amoxicillin-clavulanate", ["875/125 mg BID"]), ("doxycycline", ["100 mg BID"]),
    ("enoxaparin", ["40 mg SC daily", "1 mg/kg SC q12h"]), ("ondansetron", ["4 mg ODT q8h PRN"]),
    ("cetirizine", ["10 mg daily"]), ("methylphenidate ER", ["36 mg mane"]), ("fluticasone/salmeterol", ["250/50 1 puff BID"]),
    ("EpiPen", ["0.3 mg IM PRN anaphylaxis"]), ("adalimumab", ["40 mg SC every 2 weeks"]), ("hydroxychloroquine", ["200 mg BID"]),
]


def med_list(rng, n, loc):
    out = []
    for name, doses in rng.sample(MEDS, n):
        if loc != "US" and name == "albuterol HFA":
            name = "salbutamol inhaler"
        out.append("%s %s" % (name, rng.choice(doses)))
    return out


PROBLEMS = ["type 2 diabetes mellitus", "essential hypertension", "COPD", "asthma", "atrial fibrillation",
            "heart failure with reduced EF", "CKD stage 3b", "hypothyroidism", "major depressive disorder",
            "generalised anxiety disorder", "osteoarthritis of both knees", "gout", "rheumatoid arthritis",
            "metastatic pancreatic adenocarcinoma", "end-stage COPD", "Alzheimer's dementia", "Parkinson's disease",
            "obstructive sleep apnoea", "GERD", "migraine without aura", "hyperlipidaemia", "iron deficiency anaemia",
            "benign prostatic hyperplasia", "chronic low back pain", "peripheral arterial disease", "ADHD",
            "type 1 diabetes", "epilepsy", "Crohn's disease", "psoriasis", "osteoporosis", "stage IV NSCLC",
            "ALS", "MS (relapsing-remitting)", "cirrhosis, Child-Pugh B", "pressure injury sacrum stage 3"]

ROS_NEG = ["Denies fever, chills or night sweats.", "No chest pain or palpitations.", "No SOB at rest.",
           "No N/V/D.", "Bowels regular.", "No dysuria or haematuria.", "No headache or visual change.",
           "No calf pain or swelling.", "Appetite fair.", "Sleeping poorly.", "Denies suicidal ideation.",
           "No new rashes.", "No falls since last visit."]

EXAM = ["Alert and oriented x3, in no acute distress.", "Chest clear to auscultation bilaterally, no wheeze.",
        "Fine bibasal crackles.", "Heart sounds dual, no murmur.", "Irregularly irregular rhythm, rate controlled.",
        "Abdomen soft, non-tender, BS present.", "2+ pitting oedema to mid-shin bilaterally.",
        "Trace ankle edema.", "Sacral wound 3 x 2 cm, granulating, no slough, no odour.",
        "Mucous membranes dry.", "Skin warm and dry, cap refill <2 s.", "Gait steady with 4WW.",
        "Negative Homans sign, calves soft.", "Murphy's sign negative.", "Speech fluent, CN II-XII grossly intact.",
        "Tympanic membranes clear.", "Throat mildly erythematous, no exudate.", "Mild tenderness over L lateral malleolus."]
