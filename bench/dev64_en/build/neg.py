"""Hard negatives: clinical text that looks like PHI but is not (vitals, labs,
drugs and doses, measurements, scores, codes, credentials, times)."""

MEDS = ["metoprolol tartrate 25 mg PO BID", "apixaban 5 mg PO BID", "furosemide 40 mg PO daily",
        "insulin glargine 22 units subcut qHS", "acetaminophen 650 mg PO q6h PRN",
        "morphine sulfate oral soln 5 mg SL q2h PRN", "ondansetron 4 mg ODT q8h PRN",
        "lisinopril 10 mg daily", "atorvastatin 40 mg qHS", "sertraline 50 mg daily",
        "levothyroxine 75 mcg daily before breakfast", "tamsulosin 0.4 mg qHS", "donepezil 10 mg qHS",
        "senna 8.6 mg 2 tabs qHS", "oxycodone 5 mg q4h PRN", "gabapentin 300 mg TID",
        "prednisone 20 mg daily x 5 days", "metformin 500 mg BID with meals",
        "albuterol HFA 2 puffs q4h PRN", "fluticasone 110 mcg 2 puffs BID", "warfarin 5 mg daily (INR goal 2-3)",
        "sevelamer 800 mg TID with meals", "calcitriol 0.25 mcg daily", "amlodipine 5 mg daily",
        "carvedilol 6.25 mg BID", "pantoprazole 40 mg daily", "lorazepam 0.5 mg q6h PRN anxiety",
        "haloperidol 0.5 mg PO q4h PRN agitation", "docusate 100 mg BID", "polyethylene glycol 17 g daily",
        "quetiapine 25 mg qHS", "memantine 10 mg BID", "clopidogrel 75 mg daily", "aspirin 81 mg daily",
        "spironolactone 25 mg daily", "hydrocodone-acetaminophen 5-325 mg 1 tab q6h PRN",
        "cephalexin 500 mg QID x 7 days", "nitrofurantoin 100 mg BID", "vitamin D3 1,000 IU daily",
        "ferrous sulfate 325 mg daily", "cyanocobalamin 1,000 mcg monthly", "mirtazapine 7.5 mg qHS",
        "methylphenidate ER 18 mg daily", "cetirizine 10 mg daily", "montelukast 5 mg qHS",
        "epinephrine auto-injector 0.3 mg IM PRN", "insulin lispro per sliding scale AC/HS",
        "enoxaparin 40 mg subcut daily", "baclofen 10 mg TID", "levetiracetam 500 mg BID",
        "tiotropium 18 mcg inhaled daily", "fentanyl 25 mcg/hr patch q72h", "bisacodyl 10 mg PR PRN",
        "1/2 tab metoprolol succinate 50 mg daily", "potassium chloride 20 mEq daily"]

DX = [("I50.22", "chronic systolic heart failure"), ("E11.65", "type 2 diabetes mellitus with hyperglycemia"),
      ("N18.6", "end stage renal disease"), ("L89.153", "pressure ulcer of sacral region, stage 3"),
      ("J44.1", "COPD with acute exacerbation"), ("I63.9", "cerebral infarction, unspecified"),
      ("S72.001A", "fracture of unspecified part of neck of right femur, initial"),
      ("F03.90", "unspecified dementia without behavioral disturbance"), ("G20", "Parkinson's disease"),
      ("C34.90", "malignant neoplasm of unspecified part of bronchus or lung"),
      ("M17.11", "unilateral primary osteoarthritis, right knee"), ("J45.909", "unspecified asthma, uncomplicated"),
      ("E10.9", "type 1 diabetes mellitus without complications"), ("G12.21", "amyotrophic lateral sclerosis"),
      ("K50.90", "Crohn's disease, unspecified"), ("L97.412", "non-pressure chronic ulcer of right heel"),
      ("I83.012", "varicose veins of right lower extremity with ulcer of calf"),
      ("S06.0X0A", "concussion without loss of consciousness"), ("I48.91", "unspecified atrial fibrillation"),
      ("N39.0", "urinary tract infection, site not specified"), ("J18.9", "pneumonia, unspecified organism"),
      ("M54.50", "low back pain, unspecified"), ("G30.1", "Alzheimer's disease with late onset"),
      ("C50.911", "malignant neoplasm of unspecified site of right female breast"),
      ("M06.9", "rheumatoid arthritis, unspecified"), ("D50.9", "iron deficiency anemia"),
      ("E86.0", "dehydration"), ("R55", "syncope and collapse"), ("I21.4", "NSTEMI"),
      ("T14.90XA", "injury, unspecified"), ("F32.A", "depression, unspecified"),
      ("G47.33", "obstructive sleep apnea"), ("E66.01", "morbid obesity due to excess calories"),
      ("Z99.2", "dependence on renal dialysis"), ("Z51.11", "encounter for antineoplastic chemotherapy"),
      ("L03.115", "cellulitis of right lower limb"), ("E08.621", "diabetes with foot ulcer"),
      ("M19.90", "osteoarthritis, unspecified site"), ("K21.9", "GERD without esophagitis")]

CPT = [("99214", "office/outpatient visit, established"), ("97597", "selective debridement, first 20 sq cm"),
       ("90935", "hemodialysis, single evaluation"), ("96413", "chemotherapy IV infusion, first hour"),
       ("96365", "IV infusion, therapeutic, first hour"), ("27447", "total knee arthroplasty"),
       ("70553", "MRI brain without and with contrast"), ("72148", "MRI lumbar spine without contrast"),
       ("97110", "therapeutic exercise, each 15 min"), ("99285", "emergency department visit, high MDM"),
       ("29881", "knee arthroscopy with meniscectomy"), ("95810", "polysomnography, attended"),
       ("97161", "PT evaluation, low complexity"), ("92507", "speech therapy treatment"),
       ("G0299", "direct skilled nursing services of an RN"), ("E0260", "hospital bed, semi-electric"),
       ("E1390", "oxygen concentrator"), ("J1745", "infliximab, 10 mg"), ("A6212", "foam dressing, 16 sq in or less"),
       ("K0823", "power wheelchair, group 2 standard"), ("E0601", "CPAP device"), ("A0427", "ALS1 emergency transport"),
       ("A0425", "ground mileage, per statute mile"), ("J1439", "ferric carboxymaltose, 1 mg"),
       ("Q5103", "infliximab-dyyb, biosimilar, 10 mg"), ("E2402", "negative pressure wound therapy pump"),
       ("J0897", "denosumab, 1 mg"), ("J3490", "unclassified drugs"), ("E0470", "BiPAP without backup rate"),
       ("T1019", "personal care services, per 15 min"), ("G0151", "PT services in home health, each 15 min")]


def vitals(c, sep=None, temp=True):
    us = c.loc == "US"
    sbp, dbp = c.ri(88, 188), c.ri(48, 104)
    hr, rr = c.ri(52, 128), c.ri(12, 30)
    spo2 = c.ri(86, 100)
    parts = ["BP %d/%d" % (sbp, dbp), "HR %d" % hr, "RR %d" % rr,
             "SpO2 %d%% %s" % (spo2, c.ch(["RA", "on 2L NC", "RA", "on 4 L/min", "room air"]))]
    if temp:
        parts.insert(3, ("T %.1f F" % (c.ri(968, 1024) / 10.0)) if us else ("T %.1f C" % (c.ri(358, 392) / 10.0)))
    if c.p(0.3):
        parts.append("pain %d/10" % c.ri(0, 10))
    if c.p(0.25):
        parts.append("BGL %d mg/dL" % c.ri(45, 420) if c.loc != "UK" and c.p(0.6) else "CBG %.1f mmol/L" % (c.ri(30, 250) / 10.0))
    sep = sep or c.ch(["  ", ", ", " | ", "; "])
    return sep.join(parts)


def labs(c, n=5):
    pool = ["Na %d" % c.ri(126, 146), "K %.1f" % (c.ri(29, 62) / 10.0), "Cl %d" % c.ri(92, 110),
            "CO2 %d" % c.ri(16, 30), "BUN %d" % c.ri(8, 96), "Cr %.1f" % (c.ri(5, 98) / 10.0),
            "Glu %d" % c.ri(62, 388), "Hgb %.1f" % (c.ri(71, 159) / 10.0), "WBC %.1f" % (c.ri(31, 189) / 10.0),
            "Plt %d" % c.ri(88, 420), "INR %.1f" % (c.ri(9, 38) / 10.0), "HbA1c %.1f%%" % (c.ri(52, 121) / 10.0),
            "Alb %.1f" % (c.ri(21, 46) / 10.0), "Phos %.1f" % (c.ri(25, 79) / 10.0), "Ca %.1f" % (c.ri(78, 106) / 10.0),
            "PTH %d" % c.ri(80, 900), "ferritin %d" % c.ri(40, 1200), "TSAT %d%%" % c.ri(12, 48),
            "eGFR %d" % c.ri(6, 88), "CRP %d" % c.ri(1, 180), "BNP %d" % c.ri(30, 2400), "lactate %.1f" % (c.ri(6, 51) / 10.0)]
    c.r.shuffle(pool)
    return ", ".join(pool[:n])


def meds(c, n=4):
    pool = list(MEDS)
    c.r.shuffle(pool)
    return pool[:n]


def dx(c, n=2):
    pool = list(DX)
    c.r.shuffle(pool)
    return pool[:n]


def cpt(c, n=1):
    pool = list(CPT)
    c.r.shuffle(pool)
    return pool[:n]


def wound_dims(c):
    return "%.1f x %.1f x %.1f cm" % (c.ri(3, 120) / 10.0, c.ri(2, 90) / 10.0, c.ri(0, 25) / 10.0)


def scores(c, n=2):
    pool = ["Braden %d" % c.ri(9, 21), "PHQ-9 %d" % c.ri(0, 22), "BIMS %d/15" % c.ri(3, 15),
            "MMSE %d/30" % c.ri(12, 30), "Morse fall score %d" % (5 * c.ri(0, 24)), "PPS %d%%" % (10 * c.ri(2, 7)),
            "FAST %s" % c.ch(["6c", "6e", "7a", "7b"]), "GCS %d" % c.ri(9, 15), "KPS %d" % (10 * c.ri(3, 8)),
            "Waterlow %d" % c.ri(8, 26), "MUST %d" % c.ri(0, 3), "ECOG %d" % c.ri(0, 3), "Norton %d" % c.ri(8, 18),
            "GAD-7 %d" % c.ri(0, 18), "CAM negative", "Katz ADL %d/6" % c.ri(0, 6), "PAINAD %d" % c.ri(0, 8)]
    c.r.shuffle(pool)
    return ", ".join(pool[:n])


def weight(c):
    if c.loc == "US":
        return "%.1f lb" % (c.ri(900, 2800) / 10.0)
    return "%.1f kg" % (c.ri(400, 1300) / 10.0)
