"""Clinical filler: labs, vitals, meds, problems, exams. Contains no PHI, on purpose full of hard
negatives (eponyms, scores, doses, ratios that look like dates, name-like ordinary words)."""

PROBLEMS = [
    ("community-acquired pneumonia", "J18.9"), ("NSTEMI", "I21.4"), ("acute on chronic HFrEF", "I50.23"),
    ("sepsis secondary to UTI", "A41.9"), ("DKA", "E10.10"), ("upper GI bleed", "K92.2"), ("COPD exacerbation", "J44.1"),
    ("acute kidney injury", "N17.9"), ("small bowel obstruction", "K56.609"), ("acute pancreatitis", "K85.90"),
    ("left MCA stroke", "I63.512"), ("hip fracture after mechanical fall", "S72.001A"), ("new-onset AF with RVR", "I48.91"),
    ("cellulitis of the left leg", "L03.116"), ("acute cholecystitis", "K81.0"), ("pulmonary embolism", "I26.99"),
    ("hyponatraemia", "E87.1"), ("alcohol withdrawal", "F10.239"), ("decompensated cirrhosis", "K74.60"),
    ("syncope", "R55"), ("Clostridioides difficile colitis", "A04.72"), ("perforated appendicitis", "K35.32"),
]
PMH = [
    "HTN", "HLD", "T2DM on insulin", "CKD stage 3b", "CAD s/p PCI to LAD", "COPD (GOLD 3)", "OSA on CPAP", "paroxysmal AF on apixaban",
    "Parkinson's disease", "hypothyroidism", "GERD", "depression", "BPH", "gout", "osteoarthritis", "Crohn's disease", "Graves' disease",
    "prior Bell's palsy", "Hodgkin lymphoma in remission", "Barrett's oesophagus", "Addison's disease", "HFpEF (EF 55%)", "iron deficiency anemia",
    "Alzheimer's dementia", "Raynaud phenomenon", "Hashimoto thyroiditis", "MGUS", "Sjogren syndrome", "Wolff-Parkinson-White s/p ablation",
]
MEDS = [
    ("metoprolol tartrate", "25 mg", "PO BID"), ("apixaban", "5 mg", "PO BID"), ("atorvastatin", "40 mg", "PO nightly"),
    ("lisinopril", "10 mg", "PO daily"), ("furosemide", "40 mg", "IV BID"), ("insulin glargine", "18 units", "SC qHS"),
    ("insulin lispro", "sliding scale", "SC AC+HS"), ("pantoprazole", "40 mg", "IV q12h"), ("ceftriaxone", "2 g", "IV q24h"),
    ("vancomycin", "1250 mg", "IV q12h (trough-guided)"), ("piperacillin-tazobactam", "4.5 g", "IV q6h"), ("heparin", "5000 units", "SC q8h"),
    ("enoxaparin", "40 mg", "SC daily"), ("levothyroxine", "75 mcg", "PO daily"), ("carbidopa-levodopa", "25/100", "PO TID"),
    ("tamsulosin", "0.4 mg", "PO qHS"), ("acetaminophen", "1 g", "PO q6h PRN"), ("oxycodone", "5 mg", "PO q4h PRN pain"),
    ("ondansetron", "4 mg", "IV q6h PRN"), ("lorazepam", "1 mg", "IV q1h CIWA > 10"), ("thiamine", "100 mg", "PO daily"),
    ("albuterol/ipratropium", "3 mL", "neb q4h"), ("prednisone", "40 mg", "PO daily x5 days"), ("amiodarone", "200 mg", "PO daily"),
    ("spironolactone", "25 mg", "PO daily"), ("lactulose", "20 g", "PO TID titrate to 2-3 BM"), ("rifaximin", "550 mg", "PO BID"),
    ("potassium chloride", "20 mEq", "PO x1"), ("magnesium sulfate", "2 g", "IV x1"), ("senna", "8.6 mg", "PO qHS"),
]
UK_MEDS = [
    ("co-amoxiclav", "1.2 g", "IV TDS"), ("bisoprolol", "2.5 mg", "OD"), ("ramipril", "5 mg", "OD"), ("paracetamol", "1 g", "QDS"),
    ("dalteparin", "5000 units", "SC OD"), ("omeprazole", "20 mg", "OD"), ("furosemide", "40 mg", "IV BD"), ("edoxaban", "60 mg", "OD"),
    ("Oramorph", "2.5-5 mg", "PRN 2-hourly"), ("Adcal-D3", "1 tab", "BD"), ("Laxido", "1 sachet", "BD"), ("gentamicin", "5 mg/kg", "IV OD, levels"),
]
DRIPS = [("norepinephrine", "0.08 mcg/kg/min"), ("propofol", "30 mcg/kg/min"), ("fentanyl", "75 mcg/h"), ("insulin", "4 units/h"),
         ("vasopressin", "0.03 units/min"), ("dexmedetomidine", "0.6 mcg/kg/h"), ("heparin", "1100 units/h"), ("amiodarone", "0.5 mg/min")]
SURGERIES = ["appendectomy", "cholecystectomy", "TKA", "CABG x3", "hysterectomy", "TURP", "Nissen fundoplication",
             "Whipple procedure", "Hartmann's procedure", "carpal tunnel release", "ORIF left ankle", "lap band"]
ALLERGIES = ["NKDA", "PCN (rash)", "sulfa (hives)", "codeine (nausea)", "iodinated contrast (anaphylaxis)", "latex", "NKDA", "morphine (itching)"]


def labs_line(R):
    na, k, cl, co2, bun, cr, glu = R.randint(124, 146), round(R.uniform(2.9, 5.9), 1), R.randint(92, 112), R.randint(14, 32), R.randint(8, 88), round(R.uniform(0.6, 4.8), 2), R.randint(68, 410)
    return R.choice([
        f"Na {na}, K {k}, Cl {cl}, HCO3 {co2}, BUN {bun}, Cr {cr}, Glu {glu}",
        f"{na} | {cl} | {bun} / {k} | {co2} | {cr} < {glu}",
        f"BMP: Na {na} K {k} Cl {cl} CO2 {co2} BUN/Cr {bun}/{cr} gluc {glu}",
    ])


def cbc_line(R):
    return R.choice([
        f"WBC {round(R.uniform(2.1, 24.0), 1)}, Hgb {round(R.uniform(6.4, 15.8), 1)}, Hct {R.randint(20, 47)}, Plt {R.randint(38, 480)}",
        f"CBC: WBC {round(R.uniform(2.1, 24.0), 1)} / Hb {R.randint(64, 158)} g/L / plt {R.randint(38, 480)}",
    ])


LAB_ROWS = [("Na", 124, 146, 0), ("K", 2.9, 5.9, 1), ("Cl", 92, 112, 0), ("HCO3", 14, 32, 0), ("BUN", 8, 88, 0),
            ("Cr", 0.6, 4.8, 2), ("Glucose", 68, 410, 0), ("Mg", 1.4, 2.6, 1), ("Phos", 1.9, 6.1, 1), ("WBC", 2.1, 24.0, 1),
            ("Hgb", 6.4, 15.8, 1), ("Plt", 38, 480, 0), ("INR", 0.9, 3.4, 1), ("Lactate", 0.7, 6.8, 1), ("Trop I", 0.01, 4.2, 2),
            ("AST", 14, 410, 0), ("ALT", 9, 380, 0), ("T bili", 0.3, 6.2, 1), ("Albumin", 1.9, 4.4, 1), ("CRP", 1, 280, 0)]
UK_LAB_ROWS = [("Na", 124, 146, 0), ("K", 2.9, 5.9, 1), ("Urea", 2.5, 28.0, 1), ("Creat", 55, 420, 0), ("eGFR", 12, 90, 0),
               ("Hb", 64, 158, 0), ("WCC", 2.1, 24.0, 1), ("Plt", 38, 480, 0), ("CRP", 1, 280, 0), ("Alb", 19, 44, 0), ("Bili", 4, 90, 0)]


def lab_val(R, lo, hi, nd):
    v = R.uniform(lo, hi)
    return str(int(round(v))) if nd == 0 else f"{v:.{nd}f}"


def vitals(R, uk=False):
    t = round(R.uniform(35.8, 39.6), 1)
    hr, sbp, dbp, rr, sp = R.randint(52, 138), R.randint(84, 182), R.randint(44, 104), R.randint(12, 32), R.randint(86, 100)
    o2 = R.choice(["RA", "2L NC", "4L NC", "40% venturi", "15L NRB", "HFNC 40L/50%"])
    return R.choice([
        f"T {t} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sp}% {o2}",
        f"Tmax {t}, P {hr}, BP {sbp}/{dbp}, RR {rr}, sat {sp}% on {o2}",
        f"VS: {t}C  {hr}  {sbp}/{dbp}  {rr}  {sp}% {o2}",
        f"Obs: T {t}, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on {o2}, NEWS2 {R.randint(0, 9)}" if uk else
        f"BP {sbp}/{dbp} | HR {hr} | T {t} | RR {rr} | SpO2 {sp}% ({o2}) | wt {R.randint(48, 140)} kg",
    ])


def exam(R):
    parts = [
        R.choice(["Gen: NAD, A&Ox3", "Gen: ill-appearing, diaphoretic", "GEN: elderly, frail, oriented x2", "Gen: comfortable, conversant"]),
        R.choice(["HEENT: MMM, no JVD", "HEENT: dry mucous membranes, JVP 8 cm", "Neck: supple, JVD to angle of jaw"]),
        R.choice(["CV: RRR, 2/6 SEM at RUSB", "CV: irregularly irregular, no m/r/g", "CV: tachy, S1S2, no murmur"]),
        R.choice(["Lungs: crackles bilateral bases", "Resp: diminished R base, dull to percussion", "Chest: CTAB, no wheeze"]),
        R.choice(["Abd: soft, NT/ND, +BS", "Abd: RUQ tenderness, Murphy's sign positive", "Abd: distended, tympanic, hypoactive BS"]),
        R.choice(["Ext: 2+ pitting edema to knees", "Ext: warm, no edema, Homans negative", "Ext: LLE erythema with demarcated border"]),
        R.choice(["Neuro: CN II-XII intact, strength 5/5 x4, Babinski downgoing", "Neuro: GCS 14 (E4V4M6), R pronator drift",
                  "Neuro: resting tremor, cogwheel rigidity", "Neuro: Kernig and Brudzinski negative"]),
    ]
    return parts


def plan_items(R):
    items = [
        "Continue IV abx, f/u blood cx x2", "Trend troponin q6h, ECG in AM", "Diuresis goal net -1 L/day, strict I/O, daily weights",
        "PT/OT eval, fall precautions", "DVT ppx: heparin SC", "Replete K/Mg per protocol", "NPO after MN for procedure",
        "CIWA protocol, thiamine/folate", "Wean O2 to SpO2 88-92%", "Hold metformin, SSI", "Bowel regimen", "Echo to assess LVEF",
        "Stool C diff PCR sent", "GI consulted for EGD", "Code status: Full code", "Code status: DNR/DNI, confirmed with pt",
        "Foley removal POD 2, voiding trial", "Surgical drain to bulb suction, record output", "Will follow up echo results and adjust GDMT",
        "We hope to step down to the floor tomorrow if stable", "Best supportive care discussed", "Long-term plan: outpatient PFTs",
        "Dispo: likely home with home PT in 2-3 days", "Dispo: SNF when medically ready",
    ]
    R.shuffle(items)
    return items[:R.randint(3, 6)]
