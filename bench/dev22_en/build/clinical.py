"""Non-PHI clinical content (the hard negatives): conditions, drugs, labs, vitals, exam phrases."""

CONDITIONS = [
    ("Hypertension", "HTN", "I10"), ("Type 2 diabetes mellitus", "T2DM", "E11.9"),
    ("Hyperlipidemia", "HLD", "E78.5"), ("Atrial fibrillation", "AF", "I48.91"),
    ("Chronic kidney disease stage 3a", "CKD", "N18.31"), ("Gastroesophageal reflux disease", "GERD", "K21.9"),
    ("Chronic obstructive pulmonary disease", "COPD", "J44.9"), ("Coronary artery disease", "CAD", "I25.10"),
    ("Heart failure with reduced ejection fraction", "HFrEF", "I50.22"), ("Hypothyroidism", "", "E03.9"),
    ("Obstructive sleep apnea", "OSA", "G47.33"), ("Osteoarthritis of right knee", "OA", "M17.11"),
    ("Major depressive disorder, recurrent", "MDD", "F33.1"), ("Generalized anxiety disorder", "GAD", "F41.1"),
    ("Asthma, unspecified", "", "J45.909"), ("Iron deficiency anemia", "IDA", "D50.9"),
    ("Parkinson's disease", "PD", "G20"), ("Gout", "", "M10.9"), ("Benign prostatic hyperplasia", "BPH", "N40.0"),
    ("Obesity, BMI 35-39.9", "", "E66.9"), ("Migraine without aura", "", "G43.009"),
    ("Epilepsy, focal", "", "G40.109"), ("Osteoporosis", "", "M81.0"),
    ("History of ischemic stroke", "CVA", "Z86.73"), ("Peripheral arterial disease", "PAD", "I73.9"),
    ("Alcohol use disorder, mild", "AUD", "F10.10"), ("Nicotine dependence, cigarettes", "", "F17.210"),
    ("Vitamin B12 deficiency", "", "E53.8"), ("Alcoholic cirrhosis", "", "K70.30"),
    ("Rheumatoid arthritis", "RA", "M06.9"), ("Graves' disease", "", "E05.00"),
    ("Crohn's disease of small intestine", "", "K50.00"), ("Hashimoto's thyroiditis", "", "E06.3"),
    ("Alzheimer's disease, late onset", "", "G30.1"), ("Bell's palsy", "", "G51.0"),
    ("Type 1 diabetes mellitus", "T1DM", "E10.9"), ("Pulmonary embolism", "PE", "I26.99"),
    ("Deep vein thrombosis, left leg", "DVT", "I82.402"), ("Morbid obesity", "", "E66.01"),
    ("Anxiety disorder", "", "F41.9"), ("Chronic low back pain", "", "M54.50"),
]
UK_SPELL = {"Gastroesophageal": "Gastro-oesophageal", "apnea": "apnoea", "anemia": "anaemia",
            "ischemic": "ischaemic", "Hyperlipidemia": "Hyperlipidaemia", "hemoglobin": "haemoglobin",
            "Hemoglobin": "Haemoglobin", "edema": "oedema", "pediatric": "paediatric", "hematuria": "haematuria",
            "acetaminophen": "paracetamol", "albuterol": "salbutamol", "Tylenol": "Panadol"}

ABBREV_LIST = ["HTN", "T2DM", "HLD", "AF", "CKD", "GERD", "COPD", "CAD", "OSA", "BPH", "MDD", "PVD", "TIA",
               "DVT", "OA", "IBS", "CHF", "DM", "ALS", "PE", "UTI", "AKI", "SVT"]

MEDS = [
    ("metoprolol succinate", "50 mg", "PO", "daily"), ("lisinopril", "10 mg", "PO", "daily"),
    ("atorvastatin", "40 mg", "PO", "nightly"), ("metformin", "1000 mg", "PO", "BID with meals"),
    ("apixaban", "5 mg", "PO", "BID"), ("furosemide", "40 mg", "PO", "daily"),
    ("levothyroxine", "75 mcg", "PO", "daily before breakfast"), ("omeprazole", "20 mg", "PO", "daily"),
    ("insulin glargine", "22 units", "SC", "at bedtime"), ("amlodipine", "5 mg", "PO", "daily"),
    ("sertraline", "100 mg", "PO", "daily"), ("gabapentin", "300 mg", "PO", "TID"),
    ("tamsulosin", "0.4 mg", "PO", "qhs"), ("aspirin", "81 mg", "PO", "daily"),
    ("clopidogrel", "75 mg", "PO", "daily"), ("albuterol HFA", "2 puffs", "inh", "q4-6h PRN wheeze"),
    ("tiotropium", "18 mcg", "inh", "daily"), ("acetaminophen", "1 g", "PO", "q6h PRN pain"),
    ("oxycodone", "5 mg", "PO", "q4h PRN severe pain"), ("enoxaparin", "40 mg", "SC", "daily"),
    ("prednisone", "30 mg", "PO", "daily x 5 days"), ("amoxicillin-clavulanate", "875/125 mg", "PO", "BID x 7 days"),
    ("ceftriaxone", "1 g", "IV", "q24h"), ("vancomycin", "1.25 g", "IV", "q12h"),
    ("ondansetron", "4 mg", "IV", "q8h PRN nausea"), ("senna", "8.6 mg 2 tabs", "PO", "qhs"),
    ("allopurinol", "100 mg", "PO", "daily"), ("donepezil", "10 mg", "PO", "qhs"),
    ("levetiracetam", "500 mg", "PO", "BID"), ("carbidopa-levodopa", "25/100 mg", "PO", "TID"),
    ("warfarin", "per INR", "PO", "daily"), ("empagliflozin", "10 mg", "PO", "daily"),
    ("sacubitril-valsartan", "49/51 mg", "PO", "BID"), ("spironolactone", "25 mg", "PO", "daily"),
    ("quetiapine", "25 mg", "PO", "qhs PRN agitation"), ("lorazepam", "0.5 mg", "PO", "q8h PRN"),
    ("pantoprazole", "40 mg", "IV", "daily"), ("magnesium oxide", "400 mg", "PO", "BID"),
    ("folic acid", "1 mg", "PO", "daily"), ("thiamine", "100 mg", "PO", "daily"),
    ("ferrous sulfate", "325 mg", "PO", "every other day"), ("cholecalciferol", "1000 IU", "PO", "daily"),
]
BRANDS = ["Eliquis", "Lasix", "Lipitor", "Januvia", "Ventolin", "Synthroid", "Xarelto", "Tylenol", "Keppra",
          "Entresto", "Jardiance", "Plavix", "Zoloft", "Norco", "Augmentin", "Seroquel"]


def sig(rng, uk=False):
    name, dose, route, freq = rng.choice(MEDS)
    s = f"{name} {dose} {route} {freq}"
    return fix(s, uk)


def fix(s, uk):
    if not uk:
        return s
    for a, b in UK_SPELL.items():
        s = s.replace(a, b)
    return s


def labs(rng, uk=False):
    r = rng
    items = [
        f"Na {r.randint(128, 146)} mmol/L (135-145)", f"K {r.randint(32, 56) / 10} mmol/L",
        f"Cl {r.randint(95, 110)}", f"HCO3 {r.randint(17, 30)}",
        (f"BUN {r.randint(8, 60)} mg/dL" if not uk else f"Urea {r.randint(30, 190) / 10} mmol/L"),
        (f"Cr {r.randint(6, 28) / 10} mg/dL" if not uk else f"Creatinine {r.randint(55, 260)} umol/L"),
        f"eGFR {r.randint(18, 95)}",
        (f"glucose {r.randint(70, 340)} mg/dL" if not uk else f"glucose {r.randint(40, 190) / 10} mmol/L"),
        (f"Hgb {r.randint(72, 160) / 10} g/dL" if not uk else f"Hb {r.randint(72, 160)} g/L"),
        f"WBC {r.randint(30, 220) / 10} x10^9/L", f"Plt {r.randint(90, 450)}",
        f"INR {r.randint(9, 32) / 10}", f"CRP {r.randint(1, 240)} mg/L", f"troponin I {r.randint(3, 900)} ng/L",
        f"lactate {r.randint(6, 48) / 10} mmol/L", f"HbA1c {r.randint(52, 110) / 10}%",
        f"TSH {r.randint(3, 90) / 10} mIU/L", f"ALT {r.randint(8, 220)} U/L", f"ALP {r.randint(40, 300)} U/L",
        f"bilirubin {r.randint(3, 60)} umol/L" if uk else f"T bili {r.randint(2, 40) / 10} mg/dL",
        f"albumin {r.randint(22, 45)} g/L", f"BNP {r.randint(40, 3200)} pg/mL", f"Mg {r.randint(6, 12) / 10}",
        f"ferritin {r.randint(6, 600)} ng/mL", f"procalcitonin {r.randint(1, 80) / 10} ng/mL",
    ]
    r.shuffle(items)
    return ", ".join(items[: r.randint(5, 10)])


def vitals(rng, uk=False, child=False):
    r = rng
    t = f"{r.randint(360, 394) / 10} °C" if (uk or r.random() < 0.4) else f"{r.randint(968, 1026) / 10} F"
    hr = r.randint(88, 150) if child else r.randint(52, 128)
    sbp = r.randint(90, 118) if child else r.randint(96, 182)
    bp = f"{sbp}/{r.randint(50, min(75, sbp - 30)) if child else r.randint(54, min(104, sbp - 28))}"
    return (f"T {t}, HR {hr}, BP {bp}, RR {r.randint(12, 30)}, SpO2 {r.randint(88, 100)}% "
            f"{r.choice(['on RA', 'on room air', 'on 2 L NC', 'on 4 L/min via nasal cannula'])}")


EXAM_EPONYM = [
    "Murphy's sign negative.", "Babinski downgoing bilaterally.", "Romberg negative.",
    "McBurney's point non-tender; Rovsing's sign negative.", "Homans' sign negative, calves soft.",
    "Kernig's and Brudzinski's signs negative.", "Foley catheter in situ draining clear urine.",
    "Tinel's sign positive at the right wrist, Phalen's test positive.", "Lachman and McMurray tests negative.",
    "Trendelenburg gait noted on the left.", "No Kussmaul breathing.", "Chvostek sign absent.",
    "Glasgow Coma Scale 15/15.", "GCS E4V5M6.", "No Janeway lesions or Osler nodes.",
    "Positive Hoffmann sign on the right.", "Allen test normal bilaterally before ABG.",
    "Pupils equal, round, reactive to light; no Horner syndrome.", "Spurling test negative.",
    "Apley scratch test limited on the left.", "No Cheyne-Stokes respiration overnight.",
]
EPONYM_HX = ["s/p Whipple procedure", "s/p Nissen fundoplication", "s/p Hartmann's procedure",
             "history of Bell's palsy", "Graves' disease treated with radioiodine", "Crohn's disease",
             "Hashimoto's thyroiditis", "Barrett's oesophagus" , "Raynaud's phenomenon", "Meniere's disease",
             "Dupuytren's contracture", "Parkinson's disease", "Alzheimer's dementia", "Hodgkin lymphoma in remission",
             "Wolff-Parkinson-White pattern", "Guillain-Barre syndrome in childhood", "Sjogren's syndrome",
             "Addison's disease on hydrocortisone", "Cushing's syndrome workup negative"]
COMMON_WORDS = [
    "Will reassess in the morning.", "May shower after 48 hours.", "Hope is to return home with supports.",
    "Frank hematuria resolved after irrigation.", "Mark the operative site prior to transfer.",
    "Bill to third-party payer once authorization is received.", "Grace period for prior authorization confirmed.",
    "Troponin rose slightly, then plateaued.", "Will need repeat labs in 1 week.",
    "May resume home diet as tolerated.", "Frank pus expressed from the wound.", "Mark any new bruising on the chart.",
    "Patient is hopeful; family hope for discharge home.", "Creatinine rose to a peak before improving.",
    "Will discuss at MDT.", "May use incentive spirometer hourly while awake.",
]
SCORES = ["NIHSS 4", "CHA2DS2-VASc 4", "HAS-BLED 2", "Wells score 1.5", "PHQ-9 of 14", "GAD-7 of 11",
          "MMSE 24/30", "MoCA 22/30", "CURB-65 of 2", "qSOFA 1", "Braden 16", "Morse fall score 45",
          "Berg Balance Scale 38/56", "Timed Up and Go 18 seconds", "Barthel index 70/100", "ASA III",
          "Mallampati II", "Pain 6/10", "Apgar", "Bishop score 8", "Epworth 12", "ECOG 1", "NYHA class III",
          "TIMI 3", "HEART score 5", "Child-Pugh B", "MELD 18", "Ranson 2", "Glasgow-Blatchford 6", "Rockall 3"]
DEVICE_MODELS = ["Medtronic Azure XT DR", "Boston Scientific Accolade", "Abbott Assurity MRI", "Dexcom G7",
                 "Omnipod 5", "Philips DreamStation", "ResMed AirSense 10", "Zimmer Persona knee", "Stryker Triathlon",
                 "Medtronic MiniMed 780G", "Abbott FreeStyle Libre 3", "Cochlear Nucleus 8"]
PUBLIC = ["CDC", "FDA", "WHO", "NICE", "CMS", "Medicare", "Medicaid", "NHS", "HSE", "PHARMAC", "TGA", "ICMR", "PBS"]
PUBLIC_SENT = [
    "Case reportable to the CDC; local health department notified.", "Adverse event submitted to FDA MedWatch.",
    "Managed per NICE guidance NG136.", "Medicare and Medicaid eligibility reviewed by financial counselling.",
    "Per WHO analgesic ladder, step 2.", "Vaccine reaction reported to the TGA.", "HSE community services referral made.",
    "Funded under the PBS authority scheme.", "NHS continuing healthcare checklist completed.",
    "PHARMAC special authority approved.", "ICMR guidelines followed for TB treatment.",
]
RELATIVE_SENT = [
    "POD 2: tolerating clear fluids.", "Seen yesterday by the team; improved since last week.",
    "Symptoms for 3 days, worse over the last 24 hours.", "Plan repeat bloods in 2 weeks.",
    "Hospital day 4, afebrile for 48 hours.", "Pain score improved overnight.", "Discharge planned for tomorrow.",
    "Last dose this morning; next due tonight.", "Follow up in 6 weeks.",
]
