"""Clinical filler and hard negatives (no PHI): scenarios, meds, labs, vitals, exam, codes, scores."""

SCENARIOS = [
    {"key": "chf", "dx": "acute on chronic systolic heart failure (HFrEF, EF 25%)", "icd": "I50.23",
     "cc": "worsening shortness of breath and leg swelling", "cc_t": "sob, LE edema",
     "hpi": "reports {dur} of progressive dyspnea on exertion, 3-pillow orthopnea and PND, with a weight gain of about 4 kg. Admits dietary indiscretion with salty food and missed furosemide doses.",
     "course": "Diuresed with IV furosemide 80 mg BID with net negative 6.2 L; weight down from 94.1 kg to 88.0 kg. Transitioned to oral torsemide 40 mg daily. GDMT optimized with sacubitril-valsartan (Entresto) 24-26 mg BID and empagliflozin 10 mg daily; metoprolol succinate continued. TTE showed LVEF 25% with moderate functional MR.",
     "labs": "BNP 1,840 pg/mL, troponin I 0.04 ng/mL (flat), Cr 1.4 (baseline 1.1)",
     "exam": "JVP to the angle of the jaw at 45 degrees, bibasilar crackles, 2+ pitting edema to the knees, positive hepatojugular reflux",
     "meds": ["furosemide 80 mg IV BID", "sacubitril-valsartan (Entresto) 24-26 mg PO BID", "empagliflozin (Jardiance) 10 mg PO daily",
              "metoprolol succinate 50 mg PO daily", "spironolactone 25 mg PO daily"],
     "imaging": "CXR: cephalization, small bilateral effusions, Kerley B lines"},
    {"key": "copd", "dx": "COPD exacerbation", "icd": "J44.1", "cc": "wheezing and cough", "cc_t": "sob/wheeze",
     "hpi": "has had {dur} of increased cough productive of green sputum and wheezing, using the albuterol inhaler every 2 hours without relief. 50 pack-year smoker, still smoking half a pack per day.",
     "course": "Treated with nebulized ipratropium-albuterol q4h, prednisone 40 mg daily for 5 days and azithromycin 500 mg x1 then 250 mg daily. Briefly required BiPAP on admission for pH 7.29/pCO2 61, weaned to 2 L nasal cannula by day 2. Ambulatory SpO2 90% on 2 L.",
     "labs": "VBG 7.29/61, WBC 12.4, eosinophils 3%", "exam": "diffuse expiratory wheezes, prolonged expiratory phase, accessory muscle use, no Hoover sign",
     "meds": ["ipratropium-albuterol (DuoNeb) 3 mL neb q4h", "prednisone 40 mg PO daily x5 days", "azithromycin 250 mg PO daily",
              "tiotropium (Spiriva Respimat) 2.5 mcg 2 inhalations daily", "fluticasone-salmeterol (Advair) 250/50 1 puff BID"],
     "imaging": "CXR: hyperinflation, no focal consolidation"},
    {"key": "uti", "dx": "sepsis secondary to pyelonephritis", "icd": "A41.51, N10", "cc": "fever and flank pain", "cc_t": "fever, flank pain",
     "hpi": "developed dysuria {dur} ago followed by fevers to 39.4 C, rigors, nausea and right flank pain. No prior MDR organisms.",
     "course": "Met SIRS/sepsis criteria on arrival with lactate 3.1; received 30 mL/kg crystalloid and ceftriaxone 1 g IV. Blood cultures grew E. coli (pan-sensitive); urine culture with >100,000 CFU E. coli. Renal ultrasound without hydronephrosis. Narrowed to cephalexin 500 mg PO QID to complete 10 days.",
     "labs": "lactate 3.1 -> 1.2, WBC 17.8, procalcitonin 6.4, UA LE 3+, nitrite positive", "exam": "right CVA tenderness, dry mucous membranes",
     "meds": ["ceftriaxone 1 g IV q24h", "acetaminophen 650 mg PO q6h PRN fever", "ondansetron 4 mg IV q6h PRN", "lactated Ringer's 125 mL/h"],
     "imaging": "Renal US: no hydronephrosis, no perinephric collection"},
    {"key": "pna", "dx": "community-acquired pneumonia, right lower lobe", "icd": "J18.9", "cc": "cough and fever", "cc_t": "cough/fever",
     "hpi": "presents with {dur} of productive cough, pleuritic right-sided chest pain and fevers. CURB-65 score of 2 on arrival.",
     "course": "Started on ceftriaxone 1 g IV daily plus azithromycin 500 mg daily. Legionella and pneumococcal urine antigens negative. MRSA nares PCR negative. Defervesced by hospital day 2 and transitioned to amoxicillin-clavulanate 875-125 mg BID.",
     "labs": "WBC 15.1, procalcitonin 2.2, Na 131", "exam": "egophony and dullness to percussion at the right base, bronchial breath sounds",
     "meds": ["ceftriaxone 1 g IV daily", "azithromycin 500 mg PO daily", "guaifenesin 600 mg PO BID", "enoxaparin 40 mg SC daily"],
     "imaging": "CXR: right lower lobe consolidation with air bronchograms"},
    {"key": "dka", "dx": "diabetic ketoacidosis, type 1 diabetes", "icd": "E10.10", "cc": "vomiting and abdominal pain", "cc_t": "n/v, abd pain",
     "hpi": "with type 1 diabetes since childhood presents with {dur} of nausea, vomiting and polyuria after running out of insulin glargine. Insulin pump was removed a month ago.",
     "course": "Managed per the DKA protocol with an insulin infusion at 0.1 units/kg/h, IV fluids and potassium repletion. Anion gap closed after 14 hours; transitioned to insulin glargine 24 units qHS and lispro 1 unit:10 g carbohydrate with a 2-hour overlap. Seen by the diabetes educator.",
     "labs": "glucose 512, HCO3 9, anion gap 28, beta-hydroxybutyrate 6.8, K 5.6 -> 3.4, HbA1c 11.2%", "exam": "Kussmaul respirations, fruity breath, diffuse abdominal tenderness without rebound",
     "meds": ["insulin regular infusion per protocol", "insulin glargine 24 units SC qHS", "insulin lispro sliding scale AC", "potassium chloride 20 mEq IV"],
     "imaging": "CXR: clear"},
    {"key": "nstemi", "dx": "NSTEMI", "icd": "I21.4", "cc": "chest pressure", "cc_t": "cp",
     "hpi": "describes {dur} of substernal chest pressure radiating to the left arm, worse with exertion, associated with diaphoresis. HEART score 6.",
     "course": "Troponin peaked at 2.84 ng/mL. Loaded with aspirin 325 mg and ticagrelor 180 mg, started on heparin drip. Left heart catheterization showed 90% mid-LAD stenosis treated with one drug-eluting stent (Xience Skypoint 3.0 x 18 mm). Post-procedure course uncomplicated; radial site clean.",
     "labs": "troponin I 0.12 -> 2.84 ng/mL, LDL 164, HbA1c 6.1%", "exam": "S4 gallop, no murmurs, clear lungs",
     "meds": ["aspirin 81 mg PO daily", "ticagrelor (Brilinta) 90 mg PO BID", "atorvastatin 80 mg PO nightly", "metoprolol tartrate 25 mg PO BID",
              "nitroglycerin 0.4 mg SL q5min PRN chest pain"],
     "imaging": "ECG: 1 mm ST depressions V4-V6; TTE: EF 50% with apical hypokinesis"},
    {"key": "afib", "dx": "atrial fibrillation with rapid ventricular response", "icd": "I48.91", "cc": "palpitations", "cc_t": "palps",
     "hpi": "noted palpitations and lightheadedness {dur} ago. HR 150s on arrival. CHA2DS2-VASc 4, HAS-BLED 2.",
     "course": "Rate controlled with diltiazem drip then transitioned to metoprolol succinate 100 mg daily. TSH normal. Started on apixaban 5 mg BID. TTE with LA enlargement, EF 55%. Spontaneously converted to sinus rhythm on hospital day 2.",
     "labs": "TSH 2.1, Mg 1.7, K 3.5, troponin negative x2", "exam": "irregularly irregular rhythm, no murmurs",
     "meds": ["diltiazem 10 mg/h IV infusion", "metoprolol succinate 100 mg PO daily", "apixaban (Eliquis) 5 mg PO BID", "magnesium sulfate 2 g IV x1"],
     "imaging": "ECG: atrial fibrillation, rate 148, no ischemic changes"},
    {"key": "gib", "dx": "upper GI bleed from gastric ulcer", "icd": "K25.4", "cc": "black stools", "cc_t": "melena",
     "hpi": "reports {dur} of black tarry stools and lightheadedness after taking ibuprofen 800 mg TID for back pain. Glasgow-Blatchford score 11.",
     "course": "Transfused 2 units PRBC. Pantoprazole 80 mg IV bolus then 40 mg IV BID. EGD showed a 1.5 cm clean-based gastric antral ulcer (Forrest III); biopsies for H. pylori sent. Tolerated diet; hemoglobin stable at 8.4.",
     "labs": "Hgb 6.9 -> 8.4, BUN 54, Cr 0.9, INR 1.0", "exam": "pale conjunctivae, melena on rectal exam, epigastric tenderness",
     "meds": ["pantoprazole 40 mg IV BID", "sucralfate 1 g PO QID", "ferrous sulfate 325 mg PO daily"],
     "imaging": "none"},
    {"key": "stroke", "dx": "acute ischemic stroke, left MCA territory", "icd": "I63.512", "cc": "right-sided weakness and word-finding difficulty", "cc_t": "r weakness, aphasia",
     "hpi": "was last known well at 07:30 when family noted slurred speech and right arm weakness. NIHSS 9 on arrival.",
     "course": "Received IV tenecteplase within the window. CTA showed left M2 occlusion; underwent thrombectomy with TICI 2b reperfusion. MRI confirmed left frontal and insular infarcts. Started on aspirin and high-intensity statin; telemetry without atrial fibrillation. Speech therapy and PT followed; NIHSS 3 at discharge.",
     "labs": "LDL 142, HbA1c 6.8%, glucose 131", "exam": "right pronator drift, right facial droop sparing the forehead, expressive aphasia, Babinski upgoing on the right",
     "meds": ["aspirin 81 mg PO daily", "atorvastatin 80 mg PO nightly", "lisinopril 10 mg PO daily"],
     "imaging": "CTA head/neck: left M2 occlusion; MRI: restricted diffusion left frontal operculum and insula"},
    {"key": "chole", "dx": "acute calculous cholecystitis", "icd": "K80.00", "cc": "right upper quadrant pain", "cc_t": "ruq pain",
     "hpi": "reports {dur} of constant right upper quadrant pain after a fatty meal, with nausea and fever. Murphy's sign positive in the ED.",
     "course": "Started on piperacillin-tazobactam. Underwent laparoscopic cholecystectomy on hospital day 1 without complication. Tolerated a regular diet; LFTs down-trending.",
     "labs": "WBC 14.2, T bili 1.8, ALP 164, lipase 42", "exam": "RUQ tenderness with inspiratory arrest (Murphy's sign), no jaundice",
     "meds": ["piperacillin-tazobactam 4.5 g IV q8h", "hydromorphone 0.5 mg IV q3h PRN", "ondansetron 4 mg IV q6h PRN"],
     "imaging": "RUQ US: gallbladder wall 6 mm, pericholecystic fluid, 2.1 cm impacted stone, sonographic Murphy sign"},
    {"key": "hipfx", "dx": "left intertrochanteric hip fracture after mechanical fall", "icd": "S72.142A", "cc": "left hip pain after a fall", "cc_t": "fall, l hip pain",
     "hpi": "tripped over a rug at home and could not bear weight. No head strike, no LOC. On aspirin only.",
     "course": "Underwent cephalomedullary nailing by orthopaedics on hospital day 1. Post-op Hgb 8.1, no transfusion. Geriatrics co-managed for delirium prevention. PT: weight bearing as tolerated with a walker.",
     "labs": "Hgb 11.9 -> 8.1, vitamin D 14, Cr 1.0", "exam": "left leg shortened and externally rotated, distal pulses intact",
     "meds": ["enoxaparin 40 mg SC daily x28 days", "acetaminophen 1 g PO q8h", "oxycodone 2.5-5 mg PO q4h PRN", "senna 8.6 mg PO BID", "cholecalciferol 2,000 units daily"],
     "imaging": "XR pelvis/L hip: displaced intertrochanteric fracture"},
    {"key": "panc", "dx": "acute alcohol-associated pancreatitis", "icd": "K85.20", "cc": "epigastric pain", "cc_t": "epigastric pain",
     "hpi": "drinks about a pint of vodka daily; developed severe epigastric pain radiating to the back {dur} ago with vomiting. Last drink the night before admission.",
     "course": "Aggressive IV hydration with lactated Ringer's, pain control, and CIWA-guided lorazepam for withdrawal (max CIWA 16). Early oral feeding tolerated by day 3. Thiamine, folate and a multivitamin given. Counselled on alcohol cessation; referred to addiction medicine.",
     "labs": "lipase 2,410, TG 188, AST 98, ALT 41, Ca 8.3", "exam": "epigastric tenderness with guarding, no Cullen or Grey Turner sign, tremor",
     "meds": ["lactated Ringer's 200 mL/h", "lorazepam 1-2 mg IV per CIWA", "thiamine 100 mg PO daily", "folic acid 1 mg PO daily", "hydromorphone 0.5 mg IV q3h PRN"],
     "imaging": "CT A/P: peripancreatic stranding, no necrosis"},
    {"key": "cellulitis", "dx": "left lower extremity cellulitis", "icd": "L03.116", "cc": "red, swollen left leg", "cc_t": "l leg redness",
     "hpi": "noted redness spreading up the left shin over {dur} with fevers. History of tinea pedis. No abscess on bedside ultrasound.",
     "course": "Treated with cefazolin 2 g IV q8h with marked improvement; margins receding. Transitioned to cephalexin 500 mg QID to finish a 7-day course. Duplex negative for DVT.",
     "labs": "WBC 12.0, CRP 88, CK normal", "exam": "warm, tender erythema of the left anterior shin with demarcated borders, interdigital maceration",
     "meds": ["cefazolin 2 g IV q8h", "clotrimazole 1% cream BID to toes", "acetaminophen 650 mg PO q6h PRN"],
     "imaging": "LLE venous duplex: no DVT"},
    {"key": "pe", "dx": "acute pulmonary embolism, submassive", "icd": "I26.99", "cc": "sudden shortness of breath", "cc_t": "acute sob",
     "hpi": "developed sudden dyspnea and pleuritic chest pain {dur} ago, two weeks after a long car trip. Wells score 6. On estrogen-containing OCP.",
     "course": "CTPA showed bilateral segmental emboli with RV/LV ratio 1.1; troponin mildly elevated. Started on heparin infusion, PERT consulted, no lytics. Transitioned to apixaban 10 mg BID x7 days then 5 mg BID. OCP discontinued.",
     "labs": "troponin T 0.06, BNP 410, D-dimer >5,000", "exam": "tachycardic, clear lungs, no calf asymmetry, negative Homans sign",
     "meds": ["heparin infusion per nomogram", "apixaban 10 mg PO BID x7 days then 5 mg BID"],
     "imaging": "CTPA: bilateral segmental PE; LE duplex: no DVT"},
    {"key": "aki", "dx": "acute kidney injury on CKD stage 3a, prerenal", "icd": "N17.9, N18.31", "cc": "weakness and poor oral intake", "cc_t": "weakness, poor po",
     "hpi": "had {dur} of diarrhea and poor oral intake while continuing lisinopril and HCTZ. Creatinine 3.2 from baseline 1.3.",
     "course": "Held lisinopril, HCTZ and metformin. IV fluids with improvement of creatinine to 1.5. Urine Na <20. Renal ultrasound unremarkable. Nephrology followed.",
     "labs": "Cr 3.2 -> 1.5, BUN 68, K 5.4, HCO3 18, FENa 0.4%", "exam": "dry mucous membranes, flat neck veins, orthostatic",
     "meds": ["normal saline 100 mL/h", "sodium bicarbonate 650 mg PO TID", "patiromer 8.4 g PO daily"],
     "imaging": "Renal US: normal-sized kidneys, no hydronephrosis"},
    {"key": "syncope", "dx": "syncope, likely vasovagal; complete heart block excluded", "icd": "R55", "cc": "a syncopal episode", "cc_t": "syncope",
     "hpi": "had a witnessed syncopal episode at church while standing for about 20 minutes, with a prodrome of warmth and nausea; down less than a minute, no tongue biting or incontinence.",
     "course": "Telemetry without arrhythmia for 48 hours. Orthostatic vitals negative. TTE normal. Event monitor arranged. Counselled on hydration and counter-pressure maneuvers.",
     "labs": "troponin negative, Hgb 13.4, glucose 98", "exam": "normal cardiac exam, no carotid bruits, negative Romberg",
     "meds": ["no new medications"], "imaging": "ECG: sinus rhythm, PR 168 ms, QTc 431 ms"},
]

INPATIENT_MEDS = ["acetaminophen 650 mg PO q6h PRN pain", "enoxaparin 40 mg SC daily", "heparin 5,000 units SC q8h",
                  "pantoprazole 40 mg PO daily", "senna 8.6 mg PO qHS", "docusate 100 mg PO BID", "polyethylene glycol 17 g PO daily PRN",
                  "melatonin 3 mg PO qHS PRN", "nicotine patch 21 mg/24 h", "ondansetron 4 mg IV q6h PRN nausea",
                  "insulin lispro correction scale AC/HS", "atorvastatin 40 mg PO nightly", "amlodipine 5 mg PO daily",
                  "levothyroxine 75 mcg PO daily", "sertraline 50 mg PO daily", "gabapentin 300 mg PO TID", "tamsulosin 0.4 mg PO qHS",
                  "metformin 1,000 mg PO BID", "lisinopril 20 mg PO daily", "aspirin 81 mg PO daily", "donepezil 10 mg PO qHS",
                  "carbidopa-levodopa 25/100 1 tab PO TID", "warfarin 5 mg PO daily (INR goal 2-3)", "clopidogrel 75 mg PO daily",
                  "montelukast 10 mg PO qHS", "hydrochlorothiazide 25 mg PO daily", "allopurinol 100 mg PO daily",
                  "buprenorphine-naloxone 8-2 mg SL daily", "quetiapine 25 mg PO qHS PRN agitation", "oxybutynin 5 mg PO BID"]

ALLERGIES = ["NKDA", "penicillin (hives)", "sulfa (rash)", "codeine (nausea)", "iodinated contrast (urticaria, premedicate)",
             "latex", "lisinopril (angioedema)", "shellfish", "vancomycin (red man syndrome)", "morphine (itching)"]

PMH = ["hypertension", "type 2 diabetes mellitus", "hyperlipidemia", "CKD stage 3a", "COPD", "obstructive sleep apnea on CPAP",
       "GERD", "hypothyroidism", "osteoarthritis", "depression", "atrial fibrillation", "CAD s/p PCI", "gout", "BPH",
       "Parkinson's disease", "Hashimoto's thyroiditis", "Crohn's disease", "Barrett's esophagus", "Bell's palsy (resolved)",
       "Graves' disease s/p RAI", "Raynaud's phenomenon", "Sjogren's syndrome", "Hodgkin lymphoma in remission",
       "Alzheimer's dementia, mild", "asthma", "migraine", "obesity (BMI 38)", "iron deficiency anemia", "peripheral neuropathy"]

PMH_OLD = {"Alzheimer's dementia, mild", "Parkinson's disease", "BPH", "CAD s/p PCI", "CKD stage 3a", "osteoarthritis"}

PMH_CHILD = ["asthma", "ADHD", "eczema", "seasonal allergies", "type 1 diabetes", "febrile seizures in infancy", "recurrent otitis media",
             "obesity", "Kawasaki disease (treated)", "Osgood-Schlatter disease"]

CHILD_MEDS = ["acetaminophen 15 mg/kg PO q6h PRN", "ibuprofen 10 mg/kg PO q6h PRN", "albuterol HFA 2 puffs q4h PRN",
              "cetirizine 5 mg PO daily", "fluticasone 44 mcg 2 puffs BID", "ondansetron ODT 4 mg PRN", "polyethylene glycol 8.5 g daily"]

PSH = ["appendectomy", "cholecystectomy", "total knee arthroplasty", "C-section", "TURP", "CABG x3", "Nissen fundoplication",
       "hernia repair with mesh", "tonsillectomy", "ORIF right wrist", "lumbar laminectomy", "cataract extraction",
       "Whipple procedure", "hysterectomy", "Roux-en-Y gastric bypass"]

EXAM_EXTRA = ["Babinski downgoing bilaterally", "negative Kernig and Brudzinski signs", "Romberg negative",
              "no Osler nodes or Janeway lesions", "no McBurney point tenderness", "negative Rovsing sign",
              "Tinel sign negative at the wrists", "no asterixis", "Chvostek sign negative", "no Virchow node palpable",
              "Allen test normal bilaterally", "Mallampati class II", "negative straight-leg raise", "no Trousseau sign"]

SCORES = ["CHA2DS2-VASc 3", "HAS-BLED 1", "CURB-65 1", "Wells score 1.5", "HEART score 3", "GCS 15", "NIHSS 0",
          "MELD-Na 14", "Braden 16", "Morse fall score 45", "PHQ-9 8", "MoCA 24/30", "CIWA-Ar 4", "RASS 0", "Caprini 5",
          "ASA class III", "ECOG 1", "Child-Pugh A", "qSOFA 1", "PADUA 4"]

DEVICE_MODELS = ["Medtronic Azure XT DR MRI SureScan", "Boston Scientific Accolade MRI", "Abbott Assurity MRI",
                 "Dexcom G7", "Tandem t:slim X2", "Omnipod 5", "Philips DreamStation", "ZOLL LifeVest",
                 "Medtronic MiniMed 780G", "Abbott FreeStyle Libre 3", "Medtronic Micra AV", "St. Jude Ellipse VR"]

CPT = ["99223", "99233", "99232", "99285", "99254", "47562", "27245", "93458", "92928", "43239", "44970", "71046",
       "74177", "70450", "88305", "88307", "36556", "31500", "99291", "33208", "49505", "45380"]

FAMHX = [("mother", "breast cancer"), ("father", "MI"), ("father", "colon cancer"), ("mother", "type 2 diabetes"),
         ("brother", "hypertension"), ("sister", "lupus"), ("mother", "stroke"), ("father", "COPD"),
         ("mother", "Alzheimer's dementia"), ("father", "prostate cancer"), ("sister", "ovarian cancer"), ("brother", "sudden cardiac death")]


def vitals(r, style="full"):
    t = round(r.uniform(36.2, 38.9), 1)
    hr = r.randint(58, 128)
    sbp, dbp = r.randint(94, 178), r.randint(52, 98)
    rr = r.randint(12, 26)
    sat = r.randint(88, 100)
    o2 = r.choice(["RA", "2L NC", "room air", "3 L NC", "RA"])
    wt = round(r.uniform(48, 128), 1)
    if style == "terse":
        return "T %.1f HR %d BP %d/%d RR %d SpO2 %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)
    if style == "table":
        return ("Temp: %.1f C   Pulse: %d   BP: %d/%d   Resp: %d   SpO2: %d%% (%s)   Wt: %.1f kg"
                % (t, hr, sbp, dbp, rr, sat, o2, wt))
    return ("Temperature %.1f C, heart rate %d, blood pressure %d/%d, respiratory rate %d, oxygen saturation %d%% on %s, weight %.1f kg."
            % (t, hr, sbp, dbp, rr, sat, o2, wt))


def bmp(r, style="inline"):
    na, k, cl, co2 = r.randint(128, 145), round(r.uniform(3.1, 5.6), 1), r.randint(94, 110), r.randint(16, 30)
    bun, cr, glu = r.randint(8, 60), round(r.uniform(0.6, 3.1), 2), r.randint(70, 320)
    ca, mg = round(r.uniform(8.0, 10.3), 1), round(r.uniform(1.5, 2.5), 1)
    if style == "fishbone":
        return ("%d | %d | %d\n------------- < %d\n%.1f | %d | %.2f" % (na, cl, bun, glu, k, co2, cr))
    if style == "table":
        return ("Na 135-145       %d\nK 3.5-5.1        %.1f\nCl               %d\nCO2              %d\nBUN              %d\nCreat            %.2f\nGlucose          %d\nCa               %.1f\nMg               %.1f"
                % (na, k, cl, co2, bun, cr, glu, ca, mg))
    return "Na %d, K %.1f, Cl %d, HCO3 %d, BUN %d, Cr %.2f, glucose %d, Ca %.1f, Mg %.1f" % (na, k, cl, co2, bun, cr, glu, ca, mg)


def cbc(r):
    return "WBC %.1f, Hgb %.1f, Hct %.1f, Plt %d, MCV %d" % (
        r.uniform(3.2, 18.5), r.uniform(6.8, 15.9), r.uniform(22, 47), r.randint(88, 460), r.randint(72, 104))


def misc_labs(r):
    xs = ["INR %.1f" % r.uniform(0.9, 3.4), "HbA1c %.1f%%" % r.uniform(5.2, 11.8), "TSH %.2f" % r.uniform(0.3, 6.1),
          "lactate %.1f" % r.uniform(0.7, 4.2), "AST %d ALT %d" % (r.randint(14, 140), r.randint(10, 120)),
          "T bili %.1f" % r.uniform(0.2, 3.5), "albumin %.1f" % r.uniform(2.1, 4.6), "CRP %d mg/L" % r.randint(2, 190),
          "ESR %d" % r.randint(4, 98), "procalcitonin %.2f" % r.uniform(0.04, 8), "ferritin %d" % r.randint(9, 900),
          "LDL %d" % r.randint(54, 190), "vitamin B12 %d" % r.randint(160, 900), "pro-BNP %d" % r.randint(60, 9800)]
    r.shuffle(xs)
    return ", ".join(xs[:r.randint(3, 6)])
