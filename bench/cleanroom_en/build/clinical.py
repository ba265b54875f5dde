"""Hand-written clinical (non-PHI) content: labs, vitals, drugs, problems, findings.

Nothing here is PHI; much of it is deliberately PHI-looking (slashes, numbers,
eponyms, device models, scores) so the set contains hard negatives.
"""

# (name, dose options, sig options)
MEDS = [
    ("metoprolol succinate", ["25 mg", "50 mg", "100 mg"], ["PO daily", "once daily"]),
    ("metoprolol tartrate", ["12.5 mg", "25 mg", "50 mg"], ["PO BID", "twice daily"]),
    ("lisinopril", ["5 mg", "10 mg", "20 mg", "40 mg"], ["PO daily", "od"]),
    ("amlodipine", ["2.5 mg", "5 mg", "10 mg"], ["PO daily", "once a day", "OD"]),
    ("losartan", ["25 mg", "50 mg", "100 mg"], ["PO daily"]),
    ("hydrochlorothiazide", ["12.5 mg", "25 mg"], ["PO qAM"]),
    ("furosemide", ["20 mg", "40 mg", "80 mg"], ["PO daily", "PO BID", "IV BID"]),
    ("spironolactone", ["25 mg", "50 mg"], ["PO daily"]),
    ("atorvastatin", ["10 mg", "20 mg", "40 mg", "80 mg"], ["PO qHS", "nightly", "at night"]),
    ("rosuvastatin", ["5 mg", "10 mg", "20 mg"], ["PO daily"]),
    ("simvastatin", ["20 mg", "40 mg"], ["at night", "ON"]),
    ("aspirin", ["81 mg", "75 mg", "325 mg"], ["PO daily", "OD", "once daily"]),
    ("clopidogrel", ["75 mg"], ["PO daily", "od"]),
    ("apixaban", ["2.5 mg", "5 mg"], ["PO BID", "bd"]),
    ("rivaroxaban", ["15 mg", "20 mg"], ["with evening meal", "PO daily"]),
    ("warfarin", ["2 mg", "3 mg", "5 mg", "per INR"], ["PO daily as directed", "per anticoag clinic"]),
    ("enoxaparin", ["40 mg", "1 mg/kg"], ["SC daily", "SC q12h"]),
    ("heparin", ["5000 units"], ["SC q8h", "SC TID"]),
    ("metformin", ["500 mg", "850 mg", "1000 mg"], ["PO BID with meals", "bd", "twice daily"]),
    ("glipizide", ["5 mg", "10 mg"], ["PO daily before breakfast"]),
    ("insulin glargine", ["10 units", "18 units", "24 units", "32 units"], ["SC qHS", "at bedtime"]),
    ("insulin lispro", ["sliding scale", "4 units", "6 units"], ["SC AC meals", "with meals per scale"]),
    ("empagliflozin", ["10 mg", "25 mg"], ["PO daily"]),
    ("semaglutide", ["0.25 mg", "0.5 mg", "1 mg"], ["SC weekly", "once weekly"]),
    ("levothyroxine", ["25 mcg", "50 mcg", "75 mcg", "100 mcg", "112 mcg"], ["PO daily before breakfast", "qAM on empty stomach"]),
    ("omeprazole", ["20 mg", "40 mg"], ["PO daily", "OD before breakfast"]),
    ("pantoprazole", ["40 mg"], ["PO daily", "IV daily"]),
    ("famotidine", ["20 mg"], ["PO BID"]),
    ("ondansetron", ["4 mg", "8 mg"], ["PO q8h PRN nausea", "IV q6h PRN"]),
    ("acetaminophen", ["500 mg", "650 mg", "1 g"], ["PO q6h PRN pain", "q4-6h PRN", "PO q8h"]),
    ("paracetamol", ["1 g", "500 mg"], ["QDS", "qds PRN", "four times daily"]),
    ("ibuprofen", ["400 mg", "600 mg"], ["PO q8h PRN", "TDS with food"]),
    ("oxycodone", ["5 mg", "10 mg"], ["PO q4h PRN severe pain", "q6h PRN"]),
    ("hydromorphone", ["0.5 mg", "1 mg"], ["IV q3h PRN"]),
    ("morphine sulfate", ["2 mg", "4 mg"], ["IV q4h PRN"]),
    ("tramadol", ["50 mg"], ["PO q6h PRN"]),
    ("gabapentin", ["100 mg", "300 mg", "600 mg"], ["PO TID", "at night", "tds"]),
    ("sertraline", ["25 mg", "50 mg", "100 mg"], ["PO daily"]),
    ("citalopram", ["10 mg", "20 mg"], ["PO daily", "OD"]),
    ("escitalopram", ["5 mg", "10 mg"], ["PO daily"]),
    ("trazodone", ["50 mg", "100 mg"], ["PO qHS PRN sleep"]),
    ("quetiapine", ["25 mg", "50 mg"], ["PO qHS"]),
    ("levetiracetam", ["500 mg", "750 mg", "1000 mg"], ["PO BID"]),
    ("donepezil", ["5 mg", "10 mg"], ["PO qHS"]),
    ("carbidopa-levodopa", ["25/100 mg", "25/250 mg"], ["1 tab PO TID", "TID"]),
    ("tamsulosin", ["0.4 mg"], ["PO qHS", "nocte"]),
    ("finasteride", ["5 mg"], ["PO daily"]),
    ("albuterol HFA", ["90 mcg", "2 puffs"], ["inh q4h PRN SOB", "q4-6h PRN wheeze"]),
    ("salbutamol inhaler", ["100 mcg", "2 puffs"], ["PRN", "up to QDS PRN"]),
    ("tiotropium", ["18 mcg", "2.5 mcg"], ["inh daily"]),
    ("fluticasone-salmeterol", ["250/50", "500/50"], ["1 puff BID"]),
    ("budesonide-formoterol", ["160/4.5"], ["2 puffs BID"]),
    ("prednisone", ["5 mg", "10 mg", "20 mg", "40 mg"], ["PO daily x 5 days", "PO daily, taper"]),
    ("prednisolone", ["5 mg", "30 mg", "40 mg"], ["OD for 5 days", "OM"]),
    ("allopurinol", ["100 mg", "300 mg"], ["PO daily"]),
    ("colchicine", ["0.6 mg", "500 mcg"], ["PO daily", "BD"]),
    ("vitamin D3", ["1000 units", "2000 IU", "50,000 IU"], ["PO daily", "weekly"]),
    ("ferrous sulfate", ["325 mg", "200 mg"], ["PO daily", "TDS"]),
    ("folic acid", ["1 mg", "5 mg"], ["PO daily"]),
    ("cyanocobalamin", ["1000 mcg"], ["IM monthly", "PO daily"]),
    ("potassium chloride", ["20 mEq", "40 mEq"], ["PO daily", "PO x1"]),
    ("magnesium oxide", ["400 mg"], ["PO BID"]),
    ("senna", ["8.6 mg", "2 tabs"], ["PO qHS", "at night PRN"]),
    ("docusate", ["100 mg"], ["PO BID"]),
    ("polyethylene glycol", ["17 g"], ["PO daily PRN"]),
    ("lactulose", ["15 mL", "20 g"], ["PO TID, titrate to 2-3 BM/day"]),
    ("ceftriaxone", ["1 g", "2 g"], ["IV q24h"]),
    ("piperacillin-tazobactam", ["4.5 g", "3.375 g"], ["IV q6h", "IV q8h extended infusion"]),
    ("vancomycin", ["1 g", "1250 mg", "15 mg/kg"], ["IV q12h", "per pharmacy dosing"]),
    ("amoxicillin-clavulanate", ["875/125 mg", "625 mg"], ["PO BID x 7 days", "TDS for 5 days"]),
    ("doxycycline", ["100 mg"], ["PO BID x 7 days"]),
    ("nitrofurantoin", ["100 mg"], ["PO BID x 5 days"]),
    ("cephalexin", ["500 mg"], ["PO QID x 7 days"]),
    ("azithromycin", ["250 mg", "500 mg"], ["PO daily x 5 days", "Z-pak"]),
    ("nitroglycerin SL", ["0.4 mg"], ["SL q5min PRN chest pain, max 3"]),
    ("diltiazem ER", ["120 mg", "180 mg", "240 mg"], ["PO daily"]),
    ("digoxin", ["125 mcg", "62.5 mcg"], ["PO daily"]),
    ("amiodarone", ["200 mg"], ["PO daily"]),
    ("sacubitril-valsartan", ["24/26 mg", "49/51 mg"], ["PO BID"]),
    ("methotrexate", ["15 mg", "20 mg"], ["PO weekly", "once weekly"]),
    ("hydroxychloroquine", ["200 mg"], ["PO BID"]),
    ("adalimumab", ["40 mg"], ["SC every 2 weeks"]),
    ("buprenorphine-naloxone", ["8/2 mg"], ["SL daily"]),
    ("nicotine patch", ["21 mg/24h", "14 mg/24h"], ["apply daily"]),
    ("melatonin", ["3 mg", "5 mg"], ["qHS PRN"]),
    ("lorazepam", ["0.5 mg", "1 mg"], ["PO q8h PRN anxiety", "IV x1"]),
    ("haloperidol", ["0.5 mg", "2 mg"], ["IM q6h PRN agitation"]),
    ("mirtazapine", ["7.5 mg", "15 mg"], ["nocte", "qHS"]),
    ("bisoprolol", ["1.25 mg", "2.5 mg", "5 mg"], ["OD", "once daily"]),
    ("ramipril", ["2.5 mg", "5 mg", "10 mg"], ["OD", "once daily"]),
    ("co-codamol", ["30/500"], ["2 tabs QDS PRN"]),
    ("Adcal-D3", ["1 tab"], ["BD"]),
    ("alendronic acid", ["70 mg"], ["once weekly"]),
]

ALLERGIES = [
    "NKDA", "NKDA", "No known drug allergies", "NKA", "penicillin (rash)", "PCN - hives",
    "sulfa drugs (SJS)", "codeine - nausea/vomiting", "morphine (itching)", "latex",
    "shellfish, iodinated contrast (hives)", "ACE inhibitors - angioedema", "amoxicillin",
    "nuts", "Penicillin - anaphylaxis", "tape/adhesive", "vancomycin (red man syndrome)",
    "doxycycline - photosensitivity", "NSAIDs (GI bleed)", "egg",
]

# (problem text, ICD-10)
PROBLEMS = [
    ("Essential hypertension", "I10"), ("Type 2 diabetes mellitus without complication", "E11.9"),
    ("Type 2 DM with diabetic CKD", "E11.22"), ("Hyperlipidemia, unspecified", "E78.5"),
    ("Mixed hyperlipidemia", "E78.2"), ("Coronary artery disease", "I25.10"),
    ("Paroxysmal atrial fibrillation", "I48.0"), ("Persistent atrial fibrillation", "I48.19"),
    ("Heart failure with reduced ejection fraction", "I50.22"),
    ("HFpEF", "I50.32"), ("CKD stage 3a", "N18.31"), ("CKD stage 3b", "N18.32"),
    ("CKD stage 4", "N18.4"), ("COPD", "J44.9"), ("COPD with acute exacerbation", "J44.1"),
    ("Asthma, mild persistent", "J45.30"), ("Obstructive sleep apnea", "G47.33"),
    ("Obesity, BMI 35-39.9", "E66.01"), ("Hypothyroidism", "E03.9"), ("GERD", "K21.9"),
    ("Osteoarthritis of right knee", "M17.11"), ("Osteoarthritis of left hip", "M16.12"),
    ("Chronic low back pain", "M54.50"), ("Major depressive disorder, recurrent, moderate", "F33.1"),
    ("Generalized anxiety disorder", "F41.1"), ("Alcohol use disorder, moderate", "F10.20"),
    ("Tobacco use disorder", "F17.210"), ("Opioid use disorder, on MOUD", "F11.20"),
    ("Parkinson's disease", "G20"), ("Alzheimer's disease, late onset", "G30.1"),
    ("Vascular dementia", "F01.50"), ("Epilepsy, unspecified", "G40.909"),
    ("History of CVA without residual deficits", "Z86.73"), ("Gout", "M10.9"),
    ("Rheumatoid arthritis", "M06.9"), ("Crohn's disease of small intestine", "K50.00"),
    ("Ulcerative colitis", "K51.90"), ("Iron deficiency anemia", "D50.9"),
    ("Vitamin B12 deficiency", "E53.8"), ("Benign prostatic hyperplasia with LUTS", "N40.1"),
    ("Hodgkin lymphoma in remission", "Z85.71"), ("History of breast cancer, T2N0M0, s/p lumpectomy", "Z85.3"),
    ("Osteoporosis", "M81.0"), ("Peripheral arterial disease", "I73.9"),
    ("Cirrhosis, alcoholic", "K70.30"), ("Hepatitis C, chronic", "B18.2"),
    ("HIV disease, on ART", "B20"), ("Graves' disease", "E05.00"),
    ("Hashimoto's thyroiditis", "E06.3"), ("Bell's palsy, resolved", "G51.0"),
    ("Barrett's esophagus", "K22.70"), ("Raynaud's syndrome", "I73.00"),
    ("Addison's disease", "E27.1"), ("Migraine without aura", "G43.009"),
    ("Morbid obesity", "E66.01"), ("Diverticulosis of colon", "K57.30"),
    ("Pulmonary embolism, on anticoagulation", "I26.99"), ("Sickle cell trait", "D57.3"),
    ("Glaucoma, open angle", "H40.10X0"), ("Macular degeneration", "H35.30"),
    ("Hearing loss, bilateral", "H91.93"), ("Anemia of chronic disease", "D63.8"),
    ("Pressure injury, sacrum, stage 2", "L89.152"), ("Falls, recurrent", "R29.6"),
]

SURG_HX = [
    "appendectomy", "lap cholecystectomy", "TAH-BSO", "C-section x2", "R TKA", "L THA",
    "CABG x3", "PCI with DES to LAD", "tonsillectomy", "inguinal hernia repair", "ORIF R wrist",
    "cataract extraction OU", "TURP", "L mastectomy", "hysterectomy", "Whipple procedure",
    "Nissen fundoplication", "Roux-en-Y gastric bypass", "Hartmann's procedure, reversed",
    "carpal tunnel release", "spinal fusion L4-L5", "AV fistula creation L arm", "pacemaker insertion",
    "tubal ligation", "vasectomy", "rotator cuff repair",
]

SCENARIOS = [
    dict(cc="chest pain", dx="NSTEMI", icd="I21.4", dept="Cardiology",
         hpi="substernal chest pressure radiating to the L arm, onset at rest, associated diaphoresis and nausea",
         course="Troponin peaked at 2.41. Started on heparin gtt, ASA, high-intensity statin. Cath showed 90% mid-LAD stenosis, s/p DES x1. Echo EF 45% with anterior hypokinesis.",
         plan=["DAPT with ASA 81 mg + ticagrelor 90 mg BID x 12 months", "atorvastatin 80 mg", "cardiac rehab referral", "repeat echo in 3 months"]),
    dict(cc="shortness of breath", dx="acute on chronic HFrEF exacerbation", icd="I50.23", dept="Cardiology",
         hpi="progressive DOE over 2 weeks, 3-pillow orthopnea, PND and ~4 kg weight gain, ran out of furosemide",
         course="Diuresed with IV furosemide 80 mg BID, net negative 6.2 L. Cr bumped 1.3 -> 1.6 then improved. Transitioned to PO torsemide.",
         plan=["daily weights, call if up >2 lb/day or 5 lb/week", "2 g Na diet, 1.5 L fluid restriction", "BMP in 1 week", "GDMT titration in HF clinic"]),
    dict(cc="fever and cough", dx="community-acquired pneumonia", icd="J18.9", dept="Medicine",
         hpi="3 days of productive cough with rusty sputum, fever to 39.1, rigors, pleuritic R-sided chest pain",
         course="CXR with RLL consolidation. CURB-65 of 2. Treated with ceftriaxone + azithromycin, defervesced within 48 h, transitioned to PO amoxicillin-clavulanate.",
         plan=["complete 7 days of antibiotics", "repeat CXR in 6-8 weeks", "pneumococcal vaccine if not up to date"]),
    dict(cc="abdominal pain", dx="acute cholecystitis", icd="K81.0", dept="General Surgery",
         hpi="RUQ pain after fatty meals for 2 days, now constant, with fevers and emesis x3; positive Murphy's sign",
         course="RUQ US: gallbladder wall thickening 5 mm, pericholecystic fluid, impacted stone in neck. Lap chole POD 1 uneventful.",
         plan=["low-fat diet", "no lifting > 10 lb x 2 weeks", "wound check in clinic"]),
    dict(cc="confusion", dx="urosepsis with metabolic encephalopathy", icd="A41.51", dept="Medicine",
         hpi="increased confusion and poor PO intake over 2 days per family, foul-smelling urine, one episode of fever to 38.6",
         course="UA positive for nitrites, LE large, >50 WBC. Urine cx grew E. coli sensitive to ceftriaxone. Lactate 3.1 -> 1.4 after 30 mL/kg bolus. Mental status back to baseline by HD3.",
         plan=["cefpodoxime to complete 10 days", "avoid indwelling Foley", "delirium precautions"]),
    dict(cc="weakness on one side", dx="acute ischemic stroke, L MCA territory", icd="I63.512", dept="Neurology",
         hpi="sudden-onset R face/arm weakness and expressive aphasia, LKW 1 h prior to arrival, NIHSS 9",
         course="CTA with L M2 occlusion. Received tenecteplase, NIHSS improved to 3 at 24 h. MRI with small L frontal infarct. TTE with bubble negative. Telemetry without AF.",
         plan=["ASA + clopidogrel x 21 days then ASA alone", "high-intensity statin", "30-day event monitor", "outpatient PT/OT/SLP"]),
    dict(cc="fall", dx="R intertrochanteric hip fracture", icd="S72.141A", dept="Orthopedics",
         hpi="mechanical fall at home tripping over a rug, unable to bear weight, R leg shortened and externally rotated",
         course="Underwent R hip IMN on HD2. Post-op Hgb nadir 8.1, no transfusion. Worked with PT, WBAT.",
         plan=["enoxaparin 40 mg SC daily x 28 days", "staple removal at 2 weeks", "DEXA scan and osteoporosis work-up"]),
    dict(cc="vomiting blood", dx="upper GI bleed, duodenal ulcer", icd="K26.4", dept="Gastroenterology",
         hpi="2 episodes of coffee-ground emesis and melena since yesterday, heavy NSAID use for back pain",
         course="Hgb 6.9 on arrival, transfused 2 units PRBC. EGD: 1.5 cm clean-based duodenal ulcer, H. pylori biopsy positive. PPI gtt then BID PPI.",
         plan=["pantoprazole 40 mg BID x 8 weeks", "H. pylori quadruple therapy x 14 days", "avoid NSAIDs", "repeat EGD in 8-12 weeks"]),
    dict(cc="high blood sugar", dx="diabetic ketoacidosis", icd="E10.10", dept="Endocrinology",
         hpi="polyuria, polydipsia, vomiting for 2 days after missing insulin doses; Kussmaul breathing",
         course="pH 7.12, AG 26, BHB 6.8. Insulin gtt per DKA protocol, gap closed in 14 h, transitioned to basal-bolus.",
         plan=["glargine 22 units qHS + lispro with meals", "diabetes educator follow-up", "sick-day rules reviewed"]),
    dict(cc="worsening breathing", dx="COPD exacerbation", icd="J44.1", dept="Pulmonology",
         hpi="increased sputum purulence and wheeze for 4 days, SpO2 86% on RA at home",
         course="Nebs, prednisone 40 mg x 5 days, doxycycline. VBG 7.33/58. Weaned from BiPAP to 2 L NC.",
         plan=["complete steroid course", "pulmonary rehab referral", "smoking cessation counselling", "home O2 evaluation"]),
    dict(cc="leg swelling", dx="left lower extremity DVT", icd="I82.402", dept="Medicine",
         hpi="L calf pain and swelling x 5 days after a long car journey, Wells score 3",
         course="Duplex US with occlusive thrombus L popliteal and femoral veins. Started on apixaban.",
         plan=["apixaban 10 mg BID x 7 days then 5 mg BID", "compression stockings", "review at 3 months"]),
    dict(cc="seizure", dx="breakthrough seizure, subtherapeutic levetiracetam", icd="G40.909", dept="Neurology",
         hpi="witnessed GTC seizure lasting ~2 min with tongue biting, post-ictal for 20 min; missed doses",
         course="No further events. EEG with L temporal sharp waves. Levetiracetam increased.",
         plan=["levetiracetam 1000 mg BID", "no driving per state law", "seizure precautions"]),
    dict(cc="rash and fever", dx="cellulitis of R lower leg", icd="L03.115", dept="Medicine",
         hpi="spreading erythema, warmth and pain R shin for 3 days after a scrape, fever 38.4",
         course="Margins marked. Cefazolin IV then PO cephalexin, erythema receding by HD3.",
         plan=["cephalexin 500 mg QID to complete 7 days", "elevate leg", "return if spreading"]),
    dict(cc="palpitations", dx="atrial fibrillation with RVR", icd="I48.91", dept="Cardiology",
         hpi="intermittent palpitations and lightheadedness x 1 day, HR 150s irregular; CHA2DS2-VASc 4",
         course="Rate controlled with diltiazem gtt then PO metoprolol. TSH normal. TTE LA moderately dilated, EF 55%.",
         plan=["metoprolol succinate 100 mg daily", "apixaban 5 mg BID", "Holter/event monitor"]),
    dict(cc="suicidal ideation", dx="major depressive disorder, severe", icd="F32.2", dept="Psychiatry",
         hpi="worsening low mood after job loss, passive SI with no plan, poor sleep and appetite, PHQ-9 of 22",
         course="Seen by psychiatry. Sertraline started. Safety plan completed, no access to firearms confirmed.",
         plan=["outpatient psychiatry within 7 days", "crisis line numbers given", "sertraline 50 mg daily"]),
    dict(cc="headache", dx="migraine without aura, status migrainosus", icd="G43.011", dept="Neurology",
         hpi="throbbing L-sided headache x 3 days with photophobia and nausea, no thunderclap onset, normal neuro exam",
         course="Headache cocktail with metoclopramide, diphenhydramine, IV fluids; resolved. CT head negative.",
         plan=["start topiramate 25 mg qHS", "headache diary", "limit analgesic use to < 10 days/month"]),
    dict(cc="kidney stone pain", dx="obstructing L ureteral calculus", icd="N20.1", dept="Urology",
         hpi="colicky L flank pain radiating to groin with hematuria, onset 6 h ago",
         course="CT A/P: 6 mm L UVJ stone with mild hydronephrosis. Underwent ureteroscopy with laser lithotripsy and stent placement.",
         plan=["tamsulosin 0.4 mg daily", "stent removal in 7-10 days", "strain urine"]),
    dict(cc="low sodium", dx="hyponatremia secondary to SIADH", icd="E87.1", dept="Nephrology",
         hpi="nausea, unsteadiness and confusion, Na 118 on routine labs, recently started on citalopram",
         course="Fluid restriction, citalopram held, Na corrected 6-8 mEq/L/day to 131 at discharge.",
         plan=["fluid restriction 1.2 L/day", "repeat BMP in 3 days", "avoid SSRIs"]),
    dict(cc="post-op wound drainage", dx="surgical site infection", icd="T81.41XA", dept="General Surgery",
         hpi="serous then purulent drainage from midline laparotomy wound, POD 9 from sigmoid colectomy",
         course="Bedside opening of superficial wound, packed, cultures with MSSA. Wound VAC placed.",
         plan=["wound VAC changes three times weekly", "cephalexin x 7 days", "surgical clinic in 1 week"]),
    dict(preg=True, cc="pregnancy bleeding", dx="threatened miscarriage", icd="O20.0", dept="Obstetrics",
         hpi="G2P1 at 9+3 weeks by LMP with light vaginal spotting and mild cramping",
         course="TVUS: single live intrauterine pregnancy, CRL consistent with dates, FHR 162. Rh positive.",
         plan=["pelvic rest", "repeat scan in 1 week", "return if heavy bleeding"]),
    dict(peds=True, cc="child with fever", dx="acute otitis media", icd="H66.91", dept="Pediatrics",
         hpi="fever to 39.4 and ear pulling x 2 days, decreased PO, no rash, immunisations up to date",
         course="L TM bulging and erythematous. Tolerating PO in department.",
         plan=["amoxicillin 90 mg/kg/day div BID x 10 days", "antipyretics", "recheck in 2-3 days if no improvement"]),
    dict(cc="alcohol withdrawal", dx="alcohol withdrawal with tremor", icd="F10.230", dept="Medicine",
         hpi="drinks ~1 pint of vodka daily, last drink 30 h ago, tremor, diaphoresis, CIWA 18",
         course="Symptom-triggered lorazepam per CIWA, max score 21, no seizures or DTs. Thiamine, folate, MVI.",
         plan=["naltrexone 50 mg daily", "outpatient addiction services", "thiamine 100 mg daily"]),
    dict(cc="back pain", dx="acute lumbar radiculopathy", icd="M54.16", dept="Spine",
         hpi="low back pain radiating down the posterior L leg to the foot after lifting, no saddle anaesthesia, no bladder/bowel change",
         course="MRI L-spine: L5-S1 paracentral disc extrusion contacting the L S1 nerve root. Pain controlled, ambulating.",
         plan=["PT referral", "gabapentin 300 mg TID", "spine clinic follow-up"]),
    dict(cc="anemia", dx="iron deficiency anemia", icd="D50.0", dept="Hematology",
         hpi="fatigue and exertional dyspnea for 2 months, pica for ice, Hgb 7.2 on outpatient labs",
         course="Ferritin 4, TSAT 3%. IV iron sucrose given. Colonoscopy showed a 2 cm ascending colon polyp, removed.",
         plan=["IV iron series completion", "CBC and iron studies in 4 weeks", "await polyp pathology"]),
]

EXAM_LINES = [
    "Gen: NAD, A&Ox3", "Gen: appears uncomfortable, diaphoretic", "HEENT: MMM, PERRL, EOMI",
    "Neck: supple, no JVD", "Neck: JVP to 10 cm", "CV: RRR, no m/r/g", "CV: irreg irreg, 2/6 SEM at RUSB",
    "Resp: CTAB, no wheezes", "Resp: crackles bilateral bases, decreased BS R base",
    "Lungs: diffuse expiratory wheeze, prolonged expiratory phase", "Abd: soft, NT/ND, +BS",
    "Abd: tender RUQ, + Murphy's sign, no rebound", "Ext: 2+ pitting edema to knees bilat",
    "Ext: WWP, no edema, 2+ DP pulses", "Neuro: CN II-XII intact, strength 5/5 throughout",
    "Neuro: R pronator drift, strength 3/5 RUE, 4/5 RLE, Babinski upgoing R",
    "Skin: warm, dry, intact", "Skin: erythema R shin 12 x 8 cm, margins marked",
    "Psych: flat affect, linear thought process", "MSK: R leg shortened and externally rotated",
    "Neuro: Romberg negative, gait steady", "Back: no midline tenderness, SLR positive L at 40 degrees",
    "Chest: Tinel's and Phalen's negative bilat", "GU: Foley in place draining clear yellow urine",
    "Eyes: VA 20/40 OD, 20/25 OS", "Neuro: motor 4/5 L hip flexion, 5/5 elsewhere, reflexes 2+ and symmetric",
    "Neuro: GCS 15, NIHSS 0", "CV: 3/6 holosystolic murmur at apex radiating to axilla",
]

RAD_STUDIES = [
    ("CT HEAD WITHOUT CONTRAST", "Headache, fall on anticoagulation",
     "No acute intracranial hemorrhage, mass effect or midline shift. Gray-white differentiation preserved. Mild chronic small vessel ischemic change. Ventricles and sulci are age-appropriate. Paranasal sinuses and mastoid air cells are clear.",
     "No acute intracranial abnormality."),
    ("CHEST X-RAY, PA AND LATERAL", "Cough, fever",
     "Heart size normal. Right lower lobe airspace opacity with air bronchograms. No pleural effusion or pneumothorax. Osseous structures intact.",
     "Right lower lobe pneumonia. Recommend follow-up radiograph in 6-8 weeks to document resolution."),
    ("XR CHEST PORTABLE AP", "Line placement",
     "Interval placement of right IJ central venous catheter with tip at the cavoatrial junction. ETT 4.2 cm above the carina. NG tube courses below the diaphragm. Bibasilar atelectasis. No pneumothorax.",
     "Lines and tubes in satisfactory position. No pneumothorax."),
    ("CTA CHEST PE PROTOCOL", "Pleuritic chest pain, tachycardia, elevated D-dimer",
     "Filling defects within the right lower lobe segmental and subsegmental pulmonary arteries. RV/LV ratio 0.8. No pulmonary infarct. 4 mm RUL nodule (series 3, image 42).",
     "1. Right lower lobe segmental pulmonary emboli without right heart strain. 2. 4 mm RUL nodule; per Fleischner guidelines no routine follow-up in a low-risk patient."),
    ("MRI LUMBAR SPINE WITHOUT CONTRAST", "Low back pain with L leg radiculopathy",
     "Normal alignment. L4-L5: mild disc bulge and facet arthropathy, mild bilateral foraminal narrowing. L5-S1: left paracentral disc extrusion contacting the traversing left S1 nerve root. Conus terminates at L1.",
     "L5-S1 left paracentral disc extrusion contacting the left S1 nerve root."),
    ("US ABDOMEN RUQ", "RUQ pain, elevated LFTs",
     "Gallbladder distended with multiple shadowing stones, one impacted in the neck. Wall thickening to 5 mm with pericholecystic fluid. Sonographic Murphy sign positive. CBD 4 mm. Liver echotexture normal.",
     "Findings consistent with acute calculous cholecystitis."),
    ("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "LLQ pain, fever",
     "Sigmoid diverticulosis with focal wall thickening and pericolic fat stranding of the mid sigmoid colon. No abscess or free air. Appendix normal. 1.2 cm simple cyst left kidney (Bosniak I).",
     "Acute uncomplicated sigmoid diverticulitis."),
    ("CT STONE PROTOCOL", "Left flank pain, hematuria",
     "6 mm calculus at the left ureterovesical junction with mild left hydroureteronephrosis and perinephric stranding. Right kidney unremarkable. Bladder underdistended.",
     "Obstructing 6 mm left UVJ calculus with mild hydronephrosis."),
    ("BILATERAL SCREENING MAMMOGRAM", "Screening",
     "The breasts are heterogeneously dense, which may obscure small masses. No suspicious masses, calcifications or architectural distortion. Stable benign-appearing calcifications left breast.",
     "BI-RADS 2: Benign. Recommend routine annual screening."),
    ("DUPLEX US LEFT LOWER EXTREMITY VENOUS", "Left calf swelling",
     "Noncompressible left popliteal and distal femoral veins with echogenic intraluminal thrombus. Common femoral vein compressible with normal phasic flow. Baker's cyst 2.1 cm.",
     "Acute occlusive DVT of the left popliteal and distal femoral veins."),
    ("TRANSTHORACIC ECHOCARDIOGRAM", "Heart failure",
     "LV mildly dilated. LVEF 30-35% by Simpson's biplane with global hypokinesis. Grade II diastolic dysfunction. Moderate functional MR. RVSP 42 mmHg. No pericardial effusion.",
     "Moderately reduced LV systolic function, EF 30-35%."),
    ("XR RIGHT HIP 2 VIEWS", "Fall, R hip pain",
     "Comminuted intertrochanteric fracture of the right femur with varus angulation. No dislocation. Degenerative change of both hips.",
     "Displaced right intertrochanteric femoral fracture."),
    ("MRI BRAIN WITH AND WITHOUT CONTRAST", "Acute R-sided weakness",
     "Restricted diffusion in the left frontal operculum and insula in the left MCA territory with corresponding FLAIR signal. No hemorrhagic transformation. No enhancing lesion.",
     "Acute left MCA territory infarct without hemorrhagic transformation."),
    ("CT CERVICAL SPINE WITHOUT CONTRAST", "MVC, neck pain",
     "No acute fracture or malalignment. Prevertebral soft tissues normal. Multilevel degenerative disc disease, most pronounced C5-C6.",
     "No acute cervical spine fracture."),
]

PATH_CASES = [
    dict(spec="Colon, ascending, polypectomy", gross="a single tan polypoid fragment, 1.8 x 1.2 x 0.9 cm, inked and bisected, entirely submitted in cassette A1",
         dx="Tubular adenoma with focal high-grade dysplasia. Margin free of dysplasia (distance 2 mm).", extra=""),
    dict(spec="Breast, left, core needle biopsy (12 o'clock, 4 cm FN)", gross="four cores of tan-white tissue ranging from 0.8 to 1.6 cm, entirely submitted in A1-A2. Cold ischemia time < 1 h, fixation 18 h",
         dx="Invasive ductal carcinoma, Nottingham grade 2 (tubules 3, nuclei 2, mitoses 1). DCIS, intermediate grade, present.",
         extra="ER positive (95%, strong), PR positive (60%, moderate), HER2 IHC 1+ (negative), Ki-67 approximately 15%."),
    dict(spec="Prostate, needle biopsies (12 cores)", gross="twelve cores labeled A-L, each 1.0-1.7 cm, entirely submitted",
         dx="Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2), involving 4 of 12 cores (cores B, C, F, G), max 45% of core. No perineural invasion.",
         extra=""),
    dict(spec="Gallbladder, cholecystectomy", gross="an opened gallbladder 8.5 x 3.2 cm with a green-red mucosa and a 1.2 cm wall; multiple yellow faceted calculi up to 1.4 cm. Representative sections A1-A3",
         dx="Acute and chronic cholecystitis with cholelithiasis. No dysplasia or malignancy.", extra=""),
    dict(spec="Skin, left forearm, shave biopsy", gross="a tan-brown shave of skin 0.7 x 0.6 x 0.1 cm, trisected, entirely submitted",
         dx="Basal cell carcinoma, nodular type, extending to the deep margin.", extra=""),
    dict(spec="Colon, sigmoid, resection", gross="a segment of colon 22 cm in length with an ulcerated circumferential mass 4.1 cm, 6 cm from the distal margin; mesenteric fat dissected for lymph nodes",
         dx="Invasive adenocarcinoma, moderately differentiated, invading through the muscularis propria into pericolorectal tissue. 0 of 17 lymph nodes involved. Margins negative. pT3 pN0. AJCC 8th ed stage IIA.",
         extra="MMR immunohistochemistry: MLH1, PMS2, MSH2, MSH6 intact (retained)."),
    dict(spec="Lung, right upper lobe, wedge resection", gross="a wedge of lung 6.0 x 3.1 x 2.2 cm with a staple line; a firm gray-white subpleural nodule 1.6 cm, 0.8 cm from the staple line",
         dx="Invasive adenocarcinoma, acinar predominant (60%), lepidic (30%), solid (10%). Visceral pleural invasion not identified. Margin negative. pT1b.",
         extra="PD-L1 (22C3) TPS 30%. Molecular testing sent."),
    dict(spec="Uterus, cervix, bilateral tubes and ovaries, total hysterectomy", gross="a uterus 165 g with attached adnexa; endometrium 0.6 cm thick; a 3.2 cm intramural whorled nodule",
         dx="Leiomyoma. Proliferative endometrium. Cervix with chronic cervicitis. Ovaries and tubes without pathologic change.", extra=""),
    dict(spec="Lymph node, left axillary, excision", gross="a fatty portion of tissue 3.5 x 2.5 cm containing a 2.1 cm lymph node, serially sectioned",
         dx="Classic Hodgkin lymphoma, nodular sclerosis type.", extra="Reed-Sternberg cells CD30+, CD15+, CD45-, PAX5 weak."),
    dict(spec="Stomach, antrum, endoscopic biopsies", gross="three tan fragments, 0.2-0.4 cm, entirely submitted",
         dx="Chronic active gastritis with Helicobacter pylori organisms (confirmed on immunostain). No intestinal metaplasia.", extra=""),
    dict(spec="Thyroid, fine needle aspiration, right lobe", gross="ThinPrep and two air-dried smears",
         dx="Benign (Bethesda category II), consistent with benign follicular nodule.", extra=""),
    dict(spec="Kidney, right, partial nephrectomy", gross="a partial nephrectomy specimen 4.5 x 3.8 x 3.0 cm with a well-circumscribed golden-yellow mass 2.9 cm; inked parenchymal margin",
         dx="Clear cell renal cell carcinoma, WHO/ISUP grade 2. Margin negative. pT1a.", extra=""),
]

OPERATIONS = [
    dict(name="Laparoscopic cholecystectomy", models=[], spec='Gallbladder to pathology', pre="Acute calculous cholecystitis", anes="General endotracheal",
         body="The patient was placed supine and general anesthesia induced. The abdomen was prepped and draped in the usual sterile fashion. A timeout was performed. Veress needle entry at the umbilicus, pneumoperitoneum to 15 mmHg. Four ports placed under direct vision. The gallbladder was inflamed with omental adhesions, which were taken down bluntly. The critical view of safety was obtained. The cystic duct and artery were clipped x3 and divided. The gallbladder was removed from the liver bed with electrocautery and extracted in an Endo Catch bag. Hemostasis confirmed. Fascia at the umbilicus closed with 0 Vicryl, skin with 4-0 Monocryl.",
         ebl="20 mL", implant=False),
    dict(name="Right total knee arthroplasty", models=['Stryker Triathlon', 'Zimmer Persona', 'DePuy Attune'], spec='None', pre="Severe osteoarthritis right knee", anes="Spinal with adductor canal block",
         body="Tourniquet inflated to 250 mmHg. Medial parapatellar arthrotomy. Distal femoral cut at 5 degrees valgus, proximal tibial cut perpendicular to the mechanical axis. Flexion and extension gaps balanced. Trial components placed with good stability and full ROM. Final components cemented. Periarticular injection given. Layered closure, staples to skin, Aquacel dressing.",
         ebl="150 mL", implant=True),
    dict(name="Dual-chamber permanent pacemaker implantation", models=['Medtronic Azure XT DR MRI', 'Abbott Assurity MRI', 'Biotronik Edora 8', 'Boston Scientific Accolade'], spec='None', pre="Complete heart block", anes="Moderate sedation and local",
         body="Left infraclavicular incision, pocket fashioned on the pectoralis fascia. Axillary vein access x2 under fluoroscopy. RA lead placed in the appendage and RV lead on the septum with satisfactory sensing and thresholds. Leads connected to the generator and placed in the pocket. Pocket irrigated with antibiotic solution and closed in layers.",
         ebl="minimal", implant=True),
    dict(name="Open reduction internal fixation, left distal radius", models=['Synthes variable angle LCP volar plate', 'Acumed Acu-Loc 2 plate'], spec='None', pre="Displaced intra-articular left distal radius fracture", anes="General LMA",
         body="Volar approach through the FCR sheath, pronator quadratus elevated. Fracture reduced under fluoroscopy, volar locking plate applied with 3 proximal and 6 distal locking screws. Final images with restored radial height and volar tilt. Closed in layers, volar splint.",
         ebl="10 mL", implant=True),
    dict(name="Laparoscopic appendectomy", models=[], spec='Appendix to pathology', pre="Acute appendicitis", anes="General endotracheal",
         body="Three-port technique. The appendix was inflamed but not perforated. Mesoappendix divided with LigaSure, base divided with an endoscopic stapler. Specimen removed in a bag. Irrigation of RLQ until clear.",
         ebl="<10 mL", implant=False),
    dict(name="Right hip intramedullary nailing", models=['Synthes TFNA 11 x 170 mm', 'Stryker Gamma3 nail'], spec='None', pre="Right intertrochanteric femur fracture", anes="Spinal",
         body="Positioned on the fracture table, closed reduction under fluoroscopy. Entry at the tip of the greater trochanter, guidewire, reaming, cephalomedullary nail inserted, lag screw placed with TAD of 18 mm, distal interlocking screw. Wounds closed with staples.",
         ebl="200 mL", implant=True),
    dict(name="Sigmoid colectomy with primary anastomosis", models=[], spec='Sigmoid colon to pathology', pre="Recurrent diverticulitis", anes="General endotracheal with epidural",
         body="Lower midline laparotomy. Sigmoid colon thickened with adhesions to the bladder dome, taken down. Left ureter identified and protected. Mesentery divided, bowel transected with GIA staplers, end-to-end anastomosis with EEA stapler. Leak test negative. Fascia closed with looped PDS.",
         ebl="250 mL", implant=False),
    dict(name="Cystoscopy, left ureteroscopy, laser lithotripsy and stent placement", models=[], spec='Stone fragments for analysis', pre="Obstructing left ureteral calculus", anes="General LMA",
         body="Cystoscopy normal. Guidewire passed up the left ureter. Semi-rigid ureteroscopy to the stone at the UVJ, fragmented with holmium laser, fragments basket-extracted. 6 Fr x 26 cm double-J stent placed without string.",
         ebl="minimal", implant=False),
    dict(name="Insertion of implantable cardioverter-defibrillator", models=['Medtronic Evera MRI XT', 'Boston Scientific Dynagen'], spec='None', pre="Ischemic cardiomyopathy, EF 25%, primary prevention", anes="MAC",
         body="Left subclavicular pocket created. Single-coil RV lead positioned at the apex. DFT testing deferred per protocol. Generator connected and secured. Closed with 2-0 and 4-0 Vicryl, Dermabond.",
         ebl="15 mL", implant=True),
]

DEVICE_MODELS = [
    "Medtronic Azure XT DR MRI", "Boston Scientific Accolade", "Abbott Assurity MRI",
    "Medtronic Evera MRI XT", "Biotronik Edora 8", "Tandem t:slim X2", "Omnipod 5", "Dexcom G7",
    "FreeStyle Libre 3", "ResMed AirSense 11", "Philips DreamStation 2", "Zoll LifeVest",
    "HeartMate 3 LVAD", "Medtronic MiniMed 780G", "Cochlear Nucleus 8", "Inspire upper airway stimulator",
    "Zimmer Persona", "DePuy Attune", "Stryker Triathlon", "Synthes variable angle LCP",
]

NURSING_BITS = [
    "Call bell within reach, bed in lowest position, bed alarm on.",
    "Turned q2h, heels offloaded. Braden 14.", "Morse fall score 55 - high fall risk, yellow socks on.",
    "Foley draining clear yellow urine, 450 mL this shift.", "PIV L forearm 20g, site clean, flushes well.",
    "Tolerating cardiac diet, ate 50% of lunch.", "Ambulated in hallway x2 with walker and SBA.",
    "Incentive spirometer 1250 mL x10/hr encouraged.", "Pain 6/10 -> 2/10 one hour after oxycodone 5 mg.",
    "Tele: NSR 70s, occasional PVCs.", "Blood glucose 212 at 1700, covered per sliding scale.",
    "SCDs on bilaterally.", "Dressing to midline abdomen C/D/I.", "Voiding qs, BM x1 today.",
    "CIWA 8, no PRN needed.", "Skin: stage 2 pressure injury to sacrum, Mepilex applied.",
    "O2 weaned to 2 L NC, SpO2 94-96%.", "NPO after midnight for procedure in AM.",
    "Reoriented x2 overnight, sitter at bedside.", "Strict I&O. Intake 1400 mL / output 2100 mL.",
]


def fmt_vitals(rng, style=None):
    t_c = round(rng.uniform(36.1, 39.4), 1)
    t_f = round(t_c * 9 / 5 + 32, 1)
    hr = rng.randint(52, 128)
    sbp = rng.randint(92, 182)
    dbp = rng.randint(48, 104)
    rr = rng.randint(12, 28)
    sat = rng.randint(86, 100)
    o2 = rng.choice(["RA", "RA", "room air", "2L NC", "4 L NC", "on 2L", "15L NRB", "BiPAP"])
    wt = round(rng.uniform(48, 132), 1)
    style = style or rng.choice(["line", "line2", "uk", "table", "terse"])
    if style == "line":
        return f"T {t_c} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sat}% {o2}"
    if style == "line2":
        return f"Temp {t_f}F, pulse {hr}, BP {sbp}/{dbp}, resp {rr}, O2 sat {sat}% on {o2}, wt {wt} kg"
    if style == "uk":
        return f"Obs: temp {t_c}, HR {hr} reg, BP {sbp}/{dbp}, RR {rr}, sats {sat}% on {o2}, NEWS2 {rng.randint(0, 7)}"
    if style == "terse":
        return f"{t_c} / {hr} / {sbp}/{dbp} / {rr} / {sat}% {o2}"
    return (f"  Temp     {t_c} C\n  HR       {hr} bpm\n  BP       {sbp}/{dbp} mmHg\n"
            f"  RR       {rr} /min\n  SpO2     {sat}% ({o2})\n  Weight   {wt} kg")


def fmt_labs(rng, uk=False, style=None, with_ranges=None):
    """A lab panel with values and reference ranges (all non-PHI)."""
    if with_ranges is None:
        with_ranges = rng.random() < 0.6
    rows = [
        ("Na", rng.randint(124, 148), "135-145", "mmol/L" if uk else "mEq/L"),
        ("K", round(rng.uniform(2.9, 6.1), 1), "3.5-5.1", "mmol/L" if uk else "mEq/L"),
        ("Cl", rng.randint(92, 112), "98-107", "mmol/L" if uk else "mEq/L"),
        ("HCO3", rng.randint(14, 32), "22-29", "mmol/L" if uk else "mEq/L"),
    ]
    if uk:
        rows += [("Urea", round(rng.uniform(2.5, 24.0), 1), "2.5-7.8", "mmol/L"),
                 ("Creat", rng.randint(55, 320), "59-104", "umol/L"),
                 ("eGFR", rng.randint(14, 90), ">60", "mL/min/1.73m2"),
                 ("Glucose", round(rng.uniform(3.8, 22.0), 1), "3.9-7.8", "mmol/L")]
    else:
        rows += [("BUN", rng.randint(6, 78), "7-20", "mg/dL"),
                 ("Cr", round(rng.uniform(0.5, 4.2), 2), "0.6-1.3", "mg/dL"),
                 ("Glucose", rng.randint(62, 410), "70-99", "mg/dL"),
                 ("Ca", round(rng.uniform(7.6, 10.9), 1), "8.5-10.5", "mg/dL")]
    rows += [
        ("WBC", round(rng.uniform(2.1, 24.5), 1), "4.0-11.0", "x10^9/L" if uk else "K/uL"),
        ("Hgb", round(rng.uniform(6.4, 16.8), 1) if not uk else rng.randint(64, 168), "13.5-17.5" if not uk else "130-175", "g/dL" if not uk else "g/L"),
        ("Plt", rng.randint(38, 520), "150-400", "x10^9/L" if uk else "K/uL"),
    ]
    extra = rng.sample([
        ("INR", round(rng.uniform(0.9, 3.8), 1), "0.8-1.2", ""),
        ("Troponin I", round(rng.uniform(0.0, 2.5), 2), "<0.04", "ng/mL"),
        ("hs-TnT", rng.randint(3, 240), "<14", "ng/L"),
        ("Lactate", round(rng.uniform(0.6, 5.2), 1), "0.5-2.2", "mmol/L"),
        ("BNP", rng.randint(20, 3400), "<100", "pg/mL"),
        ("Mg", round(rng.uniform(1.3, 2.6), 1), "1.7-2.2", "mg/dL"),
        ("Phos", round(rng.uniform(1.9, 6.1), 1), "2.5-4.5", "mg/dL"),
        ("AST", rng.randint(12, 410), "10-40", "U/L"),
        ("ALT", rng.randint(9, 520), "7-56", "U/L"),
        ("Alk phos", rng.randint(38, 460), "44-147", "U/L"),
        ("T bili", round(rng.uniform(0.2, 6.4), 1), "0.1-1.2", "mg/dL"),
        ("Albumin", round(rng.uniform(2.1, 4.8), 1), "3.5-5.0", "g/dL"),
        ("HbA1c", round(rng.uniform(5.2, 12.8), 1), "<5.7", "%"),
        ("TSH", round(rng.uniform(0.05, 9.8), 2), "0.4-4.0", "mIU/L"),
        ("CRP", rng.randint(1, 280), "<5", "mg/L"),
        ("Procalcitonin", round(rng.uniform(0.02, 9.0), 2), "<0.5", "ng/mL"),
        ("D-dimer", rng.randint(150, 4800), "<500", "ng/mL FEU"),
    ], rng.randint(2, 5))
    rows += extra
    style = style or rng.choice(["table", "inline", "fishbone", "table"])
    if style == "inline":
        return ", ".join(f"{n} {v}" for n, v, _, _ in rows)
    if style == "fishbone":
        d = {n: v for n, v, _, _ in rows}
        if uk:
            return (f"Na {d['Na']} | Cl {d['Cl']} | Urea {d['Urea']} /\n"
                    f"K {d['K']} | HCO3 {d['HCO3']} | Creat {d['Creat']} \\ Glu {d['Glucose']}\n"
                    f"WBC {d['WBC']} > Hb {d['Hgb']} < Plt {d['Plt']}")
        return (f"{d['Na']} | {d['Cl']} | {d['BUN']} /\n"
                f"------------------ {d['Glucose']}\n"
                f"{d['K']} | {d['HCO3']} | {d['Cr']} \\\n"
                f"WBC {d['WBC']} > Hgb {d['Hgb']} < Plt {d['Plt']}")
    lines = []
    for n, v, rr, u in rows:
        flag = ""
        if with_ranges:
            lines.append(f"  {n:<13}{str(v):>7} {u:<12} ({rr}){flag}")
        else:
            lines.append(f"  {n:<13}{str(v):>7} {u}")
    return "\n".join(lines)


def fmt_med(rng, med=None, style=None):
    name, doses, sigs = med or rng.choice(MEDS)
    dose = rng.choice(doses)
    sig = rng.choice(sigs)
    style = style or rng.choice(["plain", "plain", "caps", "tab"])
    if style == "caps":
        return f"{name.upper()} {dose} {sig}"
    if style == "tab":
        return f"{name} {dose} tab - take 1 tab {sig}"
    return f"{name} {dose} {sig}"
