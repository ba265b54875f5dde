"""Clinical content that must stay unannotated: diagnoses with codes, drugs, labs, vitals, scores, eponyms,
ordinary English words that are also names in the pools, clock times and durations."""
from phi import R, ch, chance, ri, sample, clock

DX = [("I50.23", "Acute on chronic systolic heart failure"), ("J44.1", "COPD with acute exacerbation"),
      ("N17.9", "Acute kidney injury"), ("A41.9", "Sepsis, unspecified organism"), ("J18.9", "Pneumonia, unspecified"),
      ("I48.91", "Atrial fibrillation"), ("E11.65", "Type 2 DM with hyperglycemia"), ("N39.0", "UTI, site not specified"),
      ("K92.2", "GI hemorrhage, unspecified"), ("I63.9", "Cerebral infarction"), ("S72.001A", "Fracture of neck of R femur"),
      ("L89.153", "Pressure injury of sacral region, stage 3"), ("F05", "Delirium due to known physiological condition"),
      ("G30.9", "Alzheimer's disease, unspecified"), ("G20", "Parkinson's disease"), ("K50.90", "Crohn's disease"),
      ("E05.00", "Graves' disease without crisis"), ("G51.0", "Bell's palsy"), ("C81.90", "Hodgkin lymphoma"),
      ("E27.1", "Addison's disease"), ("G61.0", "Guillain-Barre syndrome"), ("I26.99", "Pulmonary embolism"),
      ("I82.401", "DVT of R lower extremity"), ("K85.90", "Acute pancreatitis"), ("E87.1", "Hyponatremia"),
      ("F10.239", "Alcohol dependence with withdrawal"), ("R55", "Syncope and collapse"), ("W19.XXXA", "Unspecified fall, initial encounter"),
      ("Z91.81", "History of falling"), ("E83.01", "Wilson's disease"), ("M71.21", "Baker's cyst, right knee"),
      ("E24.9", "Cushing's syndrome"), ("G35", "Multiple sclerosis"), ("N18.4", "CKD stage 4"), ("D62", "Acute posthemorrhagic anemia"),
      ("J96.01", "Acute respiratory failure with hypoxia"), ("K72.90", "Hepatic encephalopathy"), ("I10", "Essential hypertension"),
      ("L89.623", "Pressure injury of L heel, stage 3"), ("R41.82", "Altered mental status"), ("E86.0", "Dehydration"),
      ("I21.4", "NSTEMI"), ("G93.41", "Metabolic encephalopathy"), ("M62.81", "Generalized muscle weakness")]

CPT = [("99223", "initial hospital care, high"), ("99291", "critical care, first 30-74 min"), ("92950", "CPR"),
       ("31500", "emergency endotracheal intubation"), ("36556", "CVC insertion"), ("99239", "discharge day mgmt >30 min"),
       ("97116", "gait training"), ("97597", "wound debridement, selective"), ("93005", "ECG tracing")]

MEDS = ["metoprolol tartrate 25 mg PO BID", "apixaban 5 mg PO BID", "heparin 5,000 units subcut q8h",
        "enoxaparin 40 mg subcut daily", "furosemide 40 mg IV BID", "acetaminophen 650 mg PO q6h PRN pain/fever",
        "oxycodone 5 mg PO q4h PRN moderate pain", "ondansetron 4 mg IV q6h PRN nausea", "insulin glargine 18 units subcut qHS",
        "insulin lispro per sliding scale AC/HS", "pantoprazole 40 mg PO daily", "atorvastatin 40 mg PO qHS",
        "lisinopril 10 mg PO daily", "amlodipine 5 mg PO daily", "levothyroxine 75 mcg PO daily before breakfast",
        "piperacillin-tazobactam 4.5 g IV q6h", "vancomycin 1,250 mg IV q12h (trough before 4th dose)", "ceftriaxone 1 g IV q24h",
        "quetiapine 25 mg PO qHS PRN agitation", "haloperidol 0.5 mg IV q6h PRN severe agitation", "lorazepam 1 mg IV per CIWA",
        "thiamine 100 mg PO daily", "folic acid 1 mg PO daily", "senna 8.6 mg PO qHS", "polyethylene glycol 17 g PO daily",
        "carbidopa-levodopa 25/100 1 tab PO TID", "donepezil 10 mg PO qHS", "potassium chloride 20 mEq PO x1",
        "magnesium sulfate 2 g IV x1", "albuterol-ipratropium neb q4h while awake", "prednisone 40 mg PO daily x5 days",
        "warfarin 2.5 mg PO daily (INR goal 2-3)", "sodium chloride 0.9% at 75 mL/hr", "lactated Ringer's 1 L bolus",
        "norepinephrine 4 mcg/min titrate to MAP > 65", "zinc oxide barrier cream topically BID", "melatonin 3 mg PO qHS"]

ALLERGIES = ["NKDA", "PCN (rash)", "sulfa (hives)", "codeine (N/V)", "latex", "morphine (itching)", "iodinated contrast",
             "shellfish", "vancomycin (red man)", "NKA", "ACE inhibitors (angioedema)"]

SCORES = ["Braden 13", "Braden 16", "Braden score 11", "Morse 45", "Morse Fall Scale 75", "Hendrich II 6", "GCS 14 (E4V4M6)",
          "GCS 15", "RASS -1", "RASS +2", "CAM-ICU positive", "CAM negative", "MEWS 4", "NEWS2 7", "CIWA-Ar 12", "COWS 9",
          "PHQ-9 14", "Norton 12", "Waterlow 18", "NIHSS 3", "Glasgow 13", "Richmond -2", "pain 6/10", "PAINAD 4",
          "qSOFA 2", "Wells 4.5", "CHA2DS2-VASc 4", "Ramsay 3", "Aldrete 9", "Barthel 35", "MoCA 19/30"]

EPONYM_SENT = [
    "Foley catheter draining clear yellow urine.", "Foley removed at {t}, due to void by {t2}.",
    "Morse Fall Scale re-scored after the event.", "Braden subscale moisture 2, friction/shear 1.",
    "Murphy's sign negative.", "Homans sign not assessed (not reliable).", "Trendelenburg position briefly for hypotension.",
    "Kussmaul respirations noted, DKA protocol started.", "Cheyne-Stokes pattern overnight, MD aware.",
    "Chvostek sign negative.", "Hx of Bell's palsy, residual L facial droop at baseline.", "Known Graves' disease, on methimazole.",
    "Wilson's disease per outside records.", "R Baker's cyst on US, DVT ruled out.", "Parkinson's meds given on time (time-critical).",
    "Alzheimer's dementia, oriented to self only at baseline.", "Swan-Ganz removed yesterday.", "Norton scale 11 on admission.",
    "Glasgow Coma Scale unchanged from prior.", "Cushing's triad not present.", "Guillain-Barre ruled out by neuro.",
    "Addison's disease, stress-dose hydrocortisone ordered.", "Crohn's flare, bowel rest.", "Hunter criteria for serotonin syndrome not met.",
    "Allen test positive before ABG.", "Babinski equivocal on the L.", "Romberg not tested, fall risk.",
]

ORDINARY_SENT = [
    "Call bell within reach, bed in low position, wheels locked.", "Frank hematuria noted, urology paged.",
    "Will page MD if SBP < 90 or HR > 120.", "Pt is hopeful about going home this week.",
    "Small amount of green sputum with coughing.", "Stool dark brown, guaiac negative.", "Skin warm, dry, color appropriate for race.",
    "Pt rose from chair without assistance, steady gait.", "White count trending down on abx.", "Long-term care placement being explored.",
    "May need BiPAP overnight if work of breathing increases.", "Day shift to follow up on PT recs.",
    "Mark site with skin marker before IR.", "Hx of kidney stone, no current flank pain.", "Visual fields full to confrontation.",
    "Grace period for late meal tray arranged with dietary.", "Pt expressed joy at seeing the grandchildren on video call.",
    "Remains frank about alcohol use, ~6 beers/day.", "Black tarry stool x1, MD notified, H/H sent.",
    "Young-appearing, well-groomed.", "Lungs with fine crackles at the bases, fields otherwise clear.",
    "Bishop score n/a (not pregnant).", "Wound bed pink/red with scant serous drainage, edges rolled.", "Hope to wean O2 to room air.",
    "Faith and spirituality: declined chaplain today.", "Ivy-like rash on forearm is contact dermatitis per derm.",
    "Hazel-colored drainage?? - clarified with wound RN: tan serosanguinous.", "Patience with teach-back needed; HOH.",
    "Rich source of potassium foods reviewed with pt.", "Will reassess at the start of the next shift.",
    "Park wheelchair outside room when not in use.", "Bell answered promptly; pt using it appropriately now.",
    "Short of breath with exertion, improves with rest.", "Noble effort with PT, ambulated 40 ft.",
]

DURATIONS = ["x3 days", "for 2 weeks", "48 hrs", "POD 2", "HD#4", "yesterday", "last night", "earlier this shift", "overnight",
             "x24h", "since admission", "2 days ago", "this AM", "q4h", "q2h turns", "BID", "PRN", "x1"]

SHIFTS = ["0700-1930", "1900-0730", "0700-1500", "1500-2300", "2300-0700", "0645-1915", "1845-0715"]


def fill(s):
    return s.replace("{t}", clock()).replace("{t2}", clock())


def eponym():
    return fill(ch(EPONYM_SENT))


def ordinary():
    return ch(ORDINARY_SENT)


def negs(k=2):
    out = []
    for _ in range(k):
        out.append(eponym() if chance(0.5) else ordinary())
    return " ".join(out)


def vitals(style=None):
    sbp, dbp = ri(84, 182), ri(44, 104)
    hr, rr = ri(52, 138), ri(12, 32)
    t = round(R.uniform(36.1, 39.4), 1)
    sp = ri(84, 100)
    o2 = ch(["RA", "2L NC", "4L NC", "room air", "6L HFNC", "40% venti", "NRB 15L", "3 L/min NC"])
    style = style if style is not None else ri(0, 3)
    if style == 0:
        return "BP %d/%d, HR %d, RR %d, T %.1f C, SpO2 %d%% on %s" % (sbp, dbp, hr, rr, t, sp, o2)
    if style == 1:
        return "T %.1f  P %d  R %d  BP %d/%d  O2 sat %d%% %s" % (t * 9 / 5 + 32, hr, rr, sbp, dbp, sp, o2)
    if style == 2:
        return "BP/HR/RR/T/SpO2: %d/%d | %d | %d | %.1f | %d%% %s" % (sbp, dbp, hr, rr, t, sp, o2)
    return "HR %d bpm, BP %d/%d mmHg (MAP %d), RR %d/min, Temp %.1f°C, SpO2 %d%% (%s)" % (
        hr, sbp, dbp, (sbp + 2 * dbp) // 3, rr, t, sp, o2)


def labs(k=None):
    panel = [
        "Na %d" % ri(124, 147), "K %.1f" % R.uniform(2.9, 6.1), "Cl %d" % ri(92, 112), "CO2 %d" % ri(14, 32),
        "BUN %d" % ri(6, 88), "Cr %.2f" % R.uniform(0.5, 4.8), "Glu %d" % ri(62, 412), "Ca %.1f" % R.uniform(7.4, 10.6),
        "Mg %.1f" % R.uniform(1.2, 2.6), "Phos %.1f" % R.uniform(1.8, 5.9), "WBC %.1f" % R.uniform(2.1, 24.0),
        "Hgb %.1f" % R.uniform(6.4, 15.8), "Hct %.1f" % R.uniform(20, 47), "Plt %d" % ri(38, 512), "INR %.1f" % R.uniform(0.9, 4.2),
        "lactate %.1f" % R.uniform(0.6, 6.8), "trop %s" % ch(["<0.01", "0.04", "0.32", "1.8"]), "BNP %d" % ri(40, 4200),
        "albumin %.1f" % R.uniform(1.8, 4.4), "HbA1c %.1f%%" % R.uniform(5.2, 12.4), "procalcitonin %.2f" % R.uniform(0.05, 9.0),
        "TSH %.2f" % R.uniform(0.1, 9.0), "AST %d" % ri(12, 340), "ALT %d" % ri(9, 280), "T bili %.1f" % R.uniform(0.3, 6.2),
        "ammonia %d" % ri(18, 140), "pH %.2f" % R.uniform(7.12, 7.52), "pCO2 %d" % ri(28, 78), "CK %d" % ri(40, 9000),
    ]
    k = k or ri(4, 10)
    return ", ".join(sample(panel, k))


def lab_table():
    rows = [("Na", "mmol/L", 135, 145), ("K", "mmol/L", 3.5, 5.1), ("Cr", "mg/dL", 0.6, 1.2), ("BUN", "mg/dL", 7, 20),
            ("Glucose", "mg/dL", 70, 99), ("WBC", "K/uL", 4.0, 11.0), ("Hgb", "g/dL", 12.0, 16.0), ("Plt", "K/uL", 150, 400),
            ("Lactate", "mmol/L", 0.5, 2.0), ("Mg", "mg/dL", 1.7, 2.2)]
    out = []
    for name, unit, lo, hi in sample(rows, ri(4, 8)):
        v = R.uniform(lo * 0.7, hi * 1.4)
        flag = " H" if v > hi else (" L" if v < lo else "")
        out.append("%-9s %7.1f %-7s (%s-%s)%s" % (name, v, unit, lo, hi, flag))
    return out


HOME_MEDS = [m for m in MEDS if (" PO " in m or "subcut" in m or "neb" in m or "topically" in m) and "sliding" not in m]


def meds(k=None, home=False):
    return sample(HOME_MEDS if home else MEDS, k or ri(3, 8))


def dx(k=None):
    return sample(DX, k or ri(2, 5))


def score():
    return ch(SCORES)


def scores(k=3):
    return ", ".join(sample(SCORES, k))


def iv_line():
    return ch(["PIV 20g L forearm, placed %s, site WNL" % ch(["2 days ago", "on admission", "in ED"]),
               "R IJ triple-lumen CVC, dressing C/D/I", "PICC R basilic, 42 cm, flushes easily",
               "PIV 18g R AC + 22g L hand", "Port-a-cath accessed, 20g Huber needle", "Midline L upper arm, day 3"])


def diet():
    return ch(["NPO after midnight", "cardiac 2 g Na diet", "carb-consistent diet", "clear liquids, advance as tolerated",
               "dysphagia 2, nectar-thick liquids", "regular diet", "renal diet, 1.5 L fluid restriction", "tube feeds at 55 mL/h"])


def code_status():
    return ch(["Full Code", "FULL", "DNR/DNI", "DNR, OK to intubate", "Limited: no CPR, no pressors", "DNAR", "Full code (confirmed)"])


def iso():
    return ch(["none", "contact (MRSA)", "contact plus (C. diff)", "droplet (flu)", "airborne (r/o TB)", "contact (VRE)", "—", "enteric"])
