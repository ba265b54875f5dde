"""Clinical (non-PHI) content for dev186_en: diagnoses, medications, vitals, labs, wounds."""

# (description, ICD-10, short)
HH_DX = [
    ("Heart failure, unspecified", "I50.9", "CHF"),
    ("Chronic diastolic (congestive) heart failure", "I50.32", "HFpEF"),
    ("Chronic systolic heart failure", "I50.22", "HFrEF"),
    ("COPD with (acute) exacerbation", "J44.1", "COPD"),
    ("Type 2 diabetes mellitus with hyperglycemia", "E11.65", "T2DM"),
    ("Type 2 DM with diabetic chronic kidney disease", "E11.22", "T2DM/CKD"),
    ("Aftercare following joint replacement surgery", "Z47.1", "s/p TKA"),
    ("Presence of right artificial knee joint", "Z96.651", "R TKA"),
    ("Presence of left artificial hip joint", "Z96.642", "L THA"),
    ("Displaced intertrochanteric fracture of right femur, subsequent encounter", "S72.141D", "R hip fx"),
    ("Hemiplegia following cerebral infarction affecting left non-dominant side", "I69.354", "CVA w/ L hemiparesis"),
    ("Pneumonia, unspecified organism", "J18.9", "PNA"),
    ("Sepsis, unspecified organism (aftercare)", "A41.9", "sepsis"),
    ("Pressure ulcer of sacral region, stage 3", "L89.153", "sacral PI"),
    ("Venous insufficiency with ulcer of left lower leg", "I87.312", "VLU"),
    ("Cellulitis of right lower limb", "L03.115", "RLE cellulitis"),
    ("Urinary tract infection, site not specified", "N39.0", "UTI"),
    ("Chronic kidney disease, stage 3b", "N18.32", "CKD 3b"),
    ("Paroxysmal atrial fibrillation", "I48.0", "pAF"),
    ("Essential (primary) hypertension", "I10", "HTN"),
    ("Parkinson's disease", "G20", "PD"),
    ("Muscle weakness (generalized)", "M62.81", "generalized weakness"),
    ("Difficulty in walking, not elsewhere classified", "R26.2", "gait instability"),
    ("Surgical wound dehiscence, subsequent encounter", "T81.31XD", "wound dehiscence"),
    ("Diabetic foot ulcer, right midfoot, fat layer exposed", "E11.621", "DFU"),
    ("Acute on chronic respiratory failure with hypoxia", "J96.21", "resp failure"),
]
HOSPICE_DX = [
    ("Malignant neoplasm of pancreas, unspecified", "C25.9", "pancreatic CA"),
    ("Malignant neoplasm of bronchus or lung, unspecified", "C34.90", "NSCLC"),
    ("Alzheimer's disease, unspecified", "G30.9", "Alzheimer's dementia"),
    ("Heart failure, unspecified (end stage)", "I50.9", "end-stage CHF"),
    ("Chronic obstructive pulmonary disease, unspecified", "J44.9", "end-stage COPD"),
    ("Amyotrophic lateral sclerosis", "G12.21", "ALS"),
    ("End stage renal disease", "N18.6", "ESRD (dialysis withdrawn)"),
    ("Malignant neoplasm of colon, unspecified", "C18.9", "metastatic colon CA"),
    ("Vascular dementia, severe", "F01.C0", "vascular dementia"),
    ("Malignant neoplasm of prostate with bone metastases", "C61", "metastatic prostate CA"),
    ("Cirrhosis of liver, alcoholic", "K70.30", "ESLD"),
    ("Glioblastoma", "C71.9", "GBM"),
    ("Adult failure to thrive", "R62.7", "FTT"),
]
HAH_DX = [
    ("Cellulitis of left lower limb", "L03.116", "LLE cellulitis"),
    ("Community-acquired pneumonia", "J18.9", "CAP"),
    ("Acute on chronic diastolic heart failure", "I50.33", "ADHF"),
    ("COPD exacerbation", "J44.1", "AECOPD"),
    ("Pyelonephritis", "N10", "pyelonephritis"),
    ("COVID-19", "U07.1", "COVID-19 pneumonia"),
    ("Dehydration with AKI", "N17.9", "AKI"),
    ("Asthma exacerbation, moderate persistent", "J45.41", "asthma exac"),
]

# (drug, dose, route, frequency, indication)
MEDS = [
    ("furosemide", "40 mg", "PO", "daily", "edema"),
    ("furosemide", "20 mg", "PO", "BID", "CHF"),
    ("metoprolol succinate", "25 mg", "PO", "daily", "HTN/rate control"),
    ("lisinopril", "10 mg", "PO", "daily", "HTN"),
    ("apixaban", "5 mg", "PO", "BID", "AF"),
    ("warfarin", "2.5 mg", "PO", "daily (M/W/F 5 mg)", "AF"),
    ("insulin glargine", "18 units", "SC", "qHS", "DM"),
    ("insulin lispro", "per sliding scale", "SC", "AC TID", "DM"),
    ("metformin", "500 mg", "PO", "BID with meals", "DM"),
    ("atorvastatin", "40 mg", "PO", "qHS", "HLD"),
    ("tamsulosin", "0.4 mg", "PO", "daily", "BPH"),
    ("donepezil", "10 mg", "PO", "qHS", "dementia"),
    ("carbidopa/levodopa", "25/100 mg", "PO", "TID", "PD"),
    ("levothyroxine", "75 mcg", "PO", "daily before breakfast", "hypothyroid"),
    ("gabapentin", "300 mg", "PO", "TID", "neuropathy"),
    ("sertraline", "50 mg", "PO", "daily", "depression"),
    ("pantoprazole", "40 mg", "PO", "daily", "GERD"),
    ("potassium chloride ER", "20 mEq", "PO", "daily", "hypokalemia"),
    ("tiotropium", "18 mcg", "inhaled", "daily", "COPD"),
    ("albuterol HFA", "2 puffs", "inhaled", "q4h PRN", "SOB"),
    ("budesonide/formoterol", "160/4.5 mcg 2 puffs", "inhaled", "BID", "COPD"),
    ("prednisone", "40 mg", "PO", "daily x 5 days", "COPD exac"),
    ("acetaminophen", "650 mg", "PO", "q6h PRN", "pain"),
    ("oxycodone", "5 mg", "PO", "q4h PRN", "pain"),
    ("senna", "8.6 mg 2 tabs", "PO", "qHS", "constipation"),
    ("docusate", "100 mg", "PO", "BID", "constipation"),
    ("polyethylene glycol", "17 g", "PO", "daily PRN", "constipation"),
    ("enoxaparin", "40 mg", "SC", "daily", "DVT ppx"),
    ("spironolactone", "25 mg", "PO", "daily", "HF"),
    ("amlodipine", "5 mg", "PO", "daily", "HTN"),
    ("cephalexin", "500 mg", "PO", "QID x 7 days", "cellulitis"),
    ("nitrofurantoin", "100 mg", "PO", "BID x 5 days", "UTI"),
    ("vitamin D3", "2000 IU", "PO", "daily", "supplement"),
    ("ferrous sulfate", "325 mg", "PO", "daily", "anemia"),
    ("memantine", "10 mg", "PO", "BID", "dementia"),
    ("quetiapine", "25 mg", "PO", "qHS", "agitation"),
    ("mirtazapine", "7.5 mg", "PO", "qHS", "appetite/sleep"),
]
COMFORT_MEDS = [
    ("morphine sulfate oral solution 20 mg/mL", "5 mg (0.25 mL)", "SL", "q2h PRN", "pain/dyspnea"),
    ("lorazepam", "0.5 mg", "SL", "q4h PRN", "anxiety"),
    ("haloperidol", "0.5 mg", "PO/SL", "q4h PRN", "nausea/delirium"),
    ("hyoscyamine", "0.125 mg", "SL", "q4h PRN", "secretions"),
    ("atropine 1% ophthalmic drops", "2 drops", "SL", "q4h PRN", "secretions"),
    ("bisacodyl", "10 mg", "PR", "daily PRN", "constipation"),
    ("ondansetron ODT", "4 mg", "SL", "q8h PRN", "nausea"),
    ("dexamethasone", "4 mg", "PO", "daily", "appetite/pain"),
    ("morphine ER", "15 mg", "PO", "q12h", "pain"),
    ("fentanyl patch", "25 mcg/hr", "TD", "q72h", "pain"),
    ("oxygen", "2 L/min", "NC", "PRN", "dyspnea"),
    ("acetaminophen suppository", "650 mg", "PR", "q6h PRN", "fever/pain"),
]
HAH_MEDS = [
    ("ceftriaxone", "1 g", "IV", "q24h", "pneumonia"),
    ("cefazolin", "2 g", "IV", "q8h", "cellulitis"),
    ("furosemide", "40 mg", "IV", "BID", "ADHF"),
    ("methylprednisolone", "40 mg", "IV", "q12h", "AECOPD"),
    ("normal saline", "1 L over 8 hr", "IV", "continuous", "AKI"),
    ("piperacillin-tazobactam", "3.375 g", "IV", "q8h", "pyelonephritis"),
    ("dexamethasone", "6 mg", "PO", "daily", "COVID-19"),
    ("enoxaparin", "40 mg", "SC", "daily", "VTE ppx"),
]

WOUND_TYPES = ["pressure injury, stage 2", "pressure injury, stage 3", "pressure injury, stage 4",
               "unstageable pressure injury", "venous leg ulcer", "diabetic foot ulcer",
               "surgical incision, dehisced", "skin tear", "arterial ulcer", "moisture-associated skin damage"]
WOUND_SITES = ["sacrum", "coccyx", "R heel", "L heel", "L lateral malleolus", "R medial malleolus",
               "L anterior shin", "R plantar 1st MTH", "R ischium", "abdominal incision (midline)",
               "L great toe", "R posterior calf", "L hip (greater trochanter)", "occiput"]
DRESSINGS = ["calcium alginate, cover with bordered foam", "Xeroform and dry gauze",
             "hydrocolloid, change q3 days and PRN", "silver alginate + ABD pad, secure with Kerlix",
             "Santyl nickel-thick to slough, moist gauze, bordered foam",
             "Mepilex Border sacrum, change q5 days", "Aquacel Ag, cover with foam",
             "multilayer compression wrap (Profore), change 2x/week", "Wound VAC at -125 mmHg continuous",
             "normal saline cleanse, skin prep periwound, hydrogel, gauze"]
EXUDATE = ["scant serous", "small serosanguineous", "moderate serous", "moderate purulent",
           "large serosanguineous", "none"]
TISSUE = ["100% granulation", "80% granulation / 20% slough", "50% slough / 50% granulation",
          "pale pink granulation", "epithelializing edges", "eschar, stable and dry",
          "beefy red granulation", "hypergranulation at 12 o'clock"]

PT_GOALS = ["ambulate 150 ft with rolling walker and SBA", "transfer bed<->chair with supervision",
            "ascend/descend 4 steps with one rail and CGA", "improve Tinetti score to >= 20/28",
            "TUG < 20 sec with RW", "independent with HEP", "tub transfer with tub bench and mod I",
            "safe household ambulation without LOB", "Berg Balance >= 41/56"]
OT_GOALS = ["LB dressing with reacher/sock aid, mod I", "toilet transfer with 3-in-1 commode, SBA",
            "shower with shower chair and handheld, supervision", "simple meal prep standing 10 min",
            "energy conservation techniques, verbalize 3/3", "medication box set-up independently"]

SYMPTOMS_TRIAGE = [
    ("increased shortness of breath", "SOB"), ("weight gain of 4 lb in 2 days", "wt gain"),
    ("fever 101.4 F", "fever"), ("new confusion", "AMS"), ("fall without injury", "fall"),
    ("blood sugar 42", "hypoglycemia"), ("uncontrolled pain 8/10", "pain crisis"),
    ("no BM x 4 days", "constipation"), ("Foley not draining", "catheter issue"),
    ("wound dressing saturated", "wound drainage"), ("noisy breathing / secretions", "terminal secretions"),
    ("agitation overnight", "terminal agitation"), ("PICC line site red", "line concern"),
    ("ran out of oxygen tank", "O2 supply"), ("nosebleed on apixaban", "bleeding"),
]


def vitals(rng, style=0):
    sbp = rng.randint(94, 168)
    dbp = rng.randint(52, 94)
    hr = rng.randint(56, 112)
    rr = rng.randint(14, 26)
    spo2 = rng.randint(87, 99)
    temp = rng.choice(["97.4", "97.8", "98.1", "98.6", "99.0", "99.3", "100.2", "97.6", "98.4"])
    wt = rng.randint(98, 262)
    o2 = rng.choice(["RA", "RA", "2 L NC", "3 L NC", "4 L NC"])
    if style == 0:
        return "BP %d/%d, HR %d, RR %d, T %s F, SpO2 %d%% on %s, wt %d lb" % (sbp, dbp, hr, rr, temp, spo2, o2, wt)
    if style == 1:
        return ("T: %s | BP: %d/%d (sitting) | P: %d irregular | R: %d | O2 sat: %d%% %s"
                % (temp, sbp, dbp, hr, rr, spo2, o2))
    if style == 2:
        return ("VS: %s-%d-%d/%d-%d, %d%% %s. Weight %d lbs (scale in home)."
                % (temp, hr, sbp, dbp, rr, spo2, o2, wt))
    return ("Temp %s\nPulse %d apical\nResp %d\nBP %d/%d L arm seated, %d/%d standing\nSpO2 %d%% on %s\nWeight %d lb"
            % (temp, hr, rr, sbp, dbp, sbp - rng.randint(0, 22), dbp - rng.randint(0, 8), spo2, o2, wt))


def labs(rng):
    items = [("Na", "%d" % rng.randint(128, 145)), ("K", "%.1f" % rng.uniform(3.1, 5.6)),
             ("BUN", "%d" % rng.randint(9, 68)), ("Cr", "%.2f" % rng.uniform(0.6, 3.4)),
             ("Hgb", "%.1f" % rng.uniform(7.8, 14.2)), ("WBC", "%.1f" % rng.uniform(3.9, 17.5)),
             ("INR", "%.1f" % rng.uniform(0.9, 3.8)), ("glucose", "%d" % rng.randint(68, 312)),
             ("BNP", "%d" % rng.randint(80, 2400)), ("albumin", "%.1f" % rng.uniform(2.1, 4.2)),
             ("Mg", "%.1f" % rng.uniform(1.4, 2.4)), ("HbA1c", "%.1f%%" % rng.uniform(6.1, 10.8))]
    n = rng.randint(3, 7)
    idx = sorted(rng.sample(range(len(items)), n))
    return ", ".join("%s %s" % items[i] for i in idx)


def med_line(m, style=0):
    drug, dose, route, freq, ind = m
    if style == 0:
        return "%s %s %s %s" % (drug, dose, route, freq)
    if style == 1:
        return "%s %s %s %s (%s)" % (drug, dose, route, freq, ind)
    return "%-28s %-18s %-8s %s" % (drug, dose, route, freq)


def pick_meds(rng, pool, lo, hi):
    n = rng.randint(lo, hi)
    idx = sorted(rng.sample(range(len(pool)), min(n, len(pool))))
    return [pool[i] for i in idx]


def pain(rng):
    return rng.choice(["0/10", "2/10", "3/10 aching", "4/10 at rest, 6/10 with activity", "5/10",
                       "denies pain", "PAINAD 2", "PAINAD 4", "FLACC 1", "7/10 sharp, R hip", "1/10"])


LUNGS = ["clear bilaterally", "diminished bases bilaterally", "fine crackles R base",
         "scattered expiratory wheezes", "coarse rhonchi, clears with cough", "crackles bilateral bases 1/3 up",
         "diminished throughout, no accessory muscle use"]
EDEMA = ["no edema", "trace BLE edema", "1+ pitting edema bilateral ankles", "2+ pitting to mid-shin",
         "3+ pitting BLE to knees", "1+ L > R"]
COGN = ["A&O x3", "A&O x2 (not to date)", "A&O x1, pleasantly confused", "alert, follows 1-step commands",
        "lethargic but arousable to voice", "A&O x4, good insight", "nonverbal, grimaces with turning"]
GAIT = ["ambulates with rolling walker, steady", "ambulates with 4WW, shuffling gait",
        "bed-bound, dependent for repositioning", "w/c level, transfers with SBA",
        "ambulates with SPC, mild antalgic gait", "ambulates household distances, no device"]
DIETS = ["2 g Na, 1.5 L fluid restriction", "consistent carbohydrate", "regular, thin liquids",
         "mechanical soft, nectar-thick liquids", "pleasure feeds as tolerated", "renal diet",
         "heart healthy", "pureed, honey-thick liquids"]
