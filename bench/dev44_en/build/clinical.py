"""Clinical (non-PHI) content: chronic problems, admission scenarios, labs,
vital signs, exam text, surgical procedures and imaging studies.

Templates use str.format_map placeholders; every placeholder that carries PHI
is filled by the generator with an already-marked value.
"""

CHRONIC = {
    "HTN": ("Hypertension", ["lisinopril 20 mg PO daily", "amlodipine 5 mg PO daily",
                             "hydrochlorothiazide 25 mg PO daily", "losartan 50 mg PO daily"]),
    "DM2": ("Type 2 diabetes mellitus", ["metformin 1000 mg PO BID", "insulin glargine 22 units SC at bedtime",
                                         "glipizide 5 mg PO daily", "empagliflozin 10 mg PO daily"]),
    "HLD": ("Hyperlipidemia", ["atorvastatin 40 mg PO nightly", "rosuvastatin 20 mg PO daily",
                               "simvastatin 20 mg PO nightly"]),
    "CAD": ("Coronary artery disease", ["aspirin 81 mg PO daily", "metoprolol succinate 50 mg PO daily",
                                        "nitroglycerin 0.4 mg SL q5min PRN chest pain"]),
    "AF": ("Paroxysmal atrial fibrillation", ["apixaban 5 mg PO BID", "diltiazem ER 180 mg PO daily",
                                             "warfarin 5 mg PO daily (INR goal 2-3)"]),
    "COPD": ("COPD", ["tiotropium 18 mcg inhaled daily", "albuterol HFA 2 puffs q4-6h PRN",
                      "fluticasone-salmeterol 250/50 1 puff BID"]),
    "CKD": ("Chronic kidney disease stage 3b", ["sodium bicarbonate 650 mg PO BID"]),
    "HYPOTHY": ("Hypothyroidism", ["levothyroxine 75 mcg PO daily"]),
    "GERD": ("GERD", ["omeprazole 20 mg PO daily", "pantoprazole 40 mg PO daily"]),
    "DEP": ("Major depressive disorder", ["sertraline 50 mg PO daily", "escitalopram 10 mg PO daily"]),
    "OSA": ("Obstructive sleep apnea on CPAP", []),
    "OA": ("Osteoarthritis of the knees", ["acetaminophen 650 mg PO q6h PRN pain"]),
    "BPH": ("Benign prostatic hyperplasia", ["tamsulosin 0.4 mg PO nightly"]),
    "GOUT": ("Gout", ["allopurinol 100 mg PO daily"]),
    "ASTHMA": ("Asthma", ["budesonide-formoterol 160/4.5 2 puffs BID", "albuterol HFA 2 puffs q4h PRN"]),
    "OBES": ("Obesity, BMI 38", []),
    "ANX": ("Generalized anxiety disorder", ["buspirone 10 mg PO BID"]),
    "HF": ("Heart failure with reduced ejection fraction", ["furosemide 40 mg PO daily",
                                                           "carvedilol 12.5 mg PO BID",
                                                           "sacubitril-valsartan 49/51 mg PO BID",
                                                           "spironolactone 25 mg PO daily"]),
    "ETOH": ("Alcohol use disorder", ["thiamine 100 mg PO daily", "folic acid 1 mg PO daily"]),
    "MIGR": ("Migraine without aura", ["sumatriptan 50 mg PO PRN migraine"]),
    "NEUROP": ("Diabetic peripheral neuropathy", ["gabapentin 300 mg PO TID"]),
    "ANEMIA": ("Iron deficiency anemia", ["ferrous sulfate 325 mg PO daily"]),
}

ALLERGIES = ["NKDA", "NKDA", "NKDA", "No known drug allergies", "Penicillin (hives)",
             "Sulfa (rash)", "Codeine (nausea)", "Lisinopril (angioedema)", "Iodinated contrast (hives)",
             "Shellfish", "Morphine (itching)", "Latex", "Amoxicillin (rash); ciprofloxacin (tendinitis)"]

SCENARIOS = [
    {
        "key": "chf", "sex": None, "ages": (48, 98), "dx": "Acute on chronic systolic heart failure exacerbation",
        "sec": ["Acute kidney injury on CKD 3b, resolved", "Hypokalemia", "Dietary indiscretion"],
        "cc": "shortness of breath and leg swelling", "chronic": ["HF", "HTN", "CKD"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with HFrEF (EF 25-30%), hypertension and CKD 3b who presents with "
            "{dur} of progressive dyspnea on exertion, three-pillow orthopnea and bilateral leg swelling. "
            "{He} reports a weight gain of about 9 lb since {d_onset}. {He} admits to eating out frequently "
            "over the past two weeks and ran out of furosemide several days ago. Denies chest pain, "
            "palpitations or syncope.",
            "{agey} {sexw} with ischemic cardiomyopathy, last EF 30%, presenting with worsening SOB x {dur}. "
            "Per {fam}, {he} has been sleeping in a recliner since {d_onset}. Missed several doses of "
            "diuretic. +PND, +orthopnea, +LE edema. No CP, no fevers.",
        ],
        "exam": {"CV": "JVP to the angle of the jaw, S3 present, regular rhythm",
                 "Lungs": "Bibasilar crackles to mid-lung fields", "Ext": "2+ pitting edema to the knees bilaterally"},
        "labs": {"BNP": (1480, 3400), "Cr": (1.8, 2.3), "K": (3.1, 3.4), "Na": (131, 134)},
        "imaging": ["CXR: cardiomegaly with bilateral interstitial edema and small bilateral effusions.",
                    "TTE: LVEF 25%, moderate functional MR, RVSP 48 mmHg."],
        "course": ["{Pt} was diuresed with IV furosemide 80 mg BID with net negative 6.2 L over the admission. "
                   "Creatinine peaked at 2.3 and returned to baseline 1.6 by {d_mid}. Potassium was repleted. "
                   "Cardiology ({cons}) was consulted and recommended continuing guideline-directed therapy "
                   "with resumption of sacubitril-valsartan once renal function stabilized. Dry weight is "
                   "estimated at 82 kg.",
                   "Admitted to telemetry. Treated with IV diuresis with good response; weight down 5.4 kg. "
                   "Seen by {cons} of cardiology who adjusted the diuretic regimen. Transitioned to oral "
                   "torsemide on {d_mid}. Ambulating on room air without desaturation prior to discharge."],
        "dc_new": ["torsemide 40 mg PO daily", "potassium chloride 20 mEq PO daily"],
        "stopped": ["furosemide (replaced by torsemide)"],
        "cons_spec": "Cardiology", "fu_spec": "Heart Failure Clinic", "los": (3, 7),
        "procs": ["Transthoracic echocardiogram"],
        "instr": ["Weigh yourself every morning; call if weight goes up more than 3 lb in a day or 5 lb in a week.",
                  "2 gram sodium diet, fluid restriction 2 liters per day."],
        "pending": [],
    },
    {
        "key": "copd", "ages": (48, 92), "dx": "Acute exacerbation of COPD", "sec": ["Acute hypoxic respiratory failure", "Tobacco use"],
        "cc": "worsening shortness of breath and cough", "chronic": ["COPD", "HTN"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with severe COPD (FEV1 38% predicted, 2 L home O2 at night) and ongoing "
            "tobacco use who presents with {dur} of increased dyspnea, wheezing and a change in sputum to "
            "green. {He} used {his} albuterol every 2 hours without relief. No fevers. {He} was last "
            "hospitalized for COPD in {yr}.",
            "{agey} {mf} current smoker, 50 pack-years, with COPD presenting with increased cough and "
            "purulent sputum since {d_onset}. Sats 84% on RA per EMS, improved to 91% on 2 L. Received "
            "DuoNebs x3 and methylprednisolone 125 mg en route.",
        ],
        "exam": {"Lungs": "Diffuse expiratory wheezes, prolonged expiratory phase, poor air movement at the bases",
                 "General": "Tachypneic, speaking in short sentences, using accessory muscles"},
        "labs": {"WBC": (12.1, 15.8), "CO2": (30, 34)},
        "imaging": ["CXR: hyperinflation, no focal consolidation, no pneumothorax."],
        "course": ["Treated with scheduled ipratropium-albuterol nebulizers, prednisone 40 mg daily and "
                   "azithromycin. Required BiPAP overnight on admission, weaned to nasal cannula by {d_mid}. "
                   "Smoking cessation counseling was provided and {he} accepted a nicotine patch. Ambulatory "
                   "saturation on day of discharge 90% on 2 L.",
                   "Steroids, nebs and doxycycline. Briefly on BiPAP. Pulmonology ({cons}) saw the patient and "
                   "recommended pulmonary rehab referral and home O2 re-qualification."],
        "dc_new": ["prednisone 40 mg PO daily x 2 more days", "azithromycin 250 mg PO daily x 2 more days",
                   "nicotine patch 21 mg/24 h apply daily"],
        "stopped": [], "cons_spec": "Pulmonology", "fu_spec": "Pulmonology", "los": (2, 5),
        "procs": [], "instr": ["Use home oxygen 2 L at all times until re-evaluated.", "Do not smoke."],
        "pending": ["Sputum culture"],
    },
    {
        "key": "cap", "ages": (22, 96), "dx": "Community-acquired pneumonia, right lower lobe", "sec": ["Sepsis, present on admission"],
        "cc": "fever and productive cough", "chronic": ["DM2", "HLD"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with type 2 diabetes who presents with {dur} of fever to 102.4 F, "
            "productive cough with rust-colored sputum, right-sided pleuritic chest pain and rigors. "
            "{He} was seen at urgent care on {d_onset} and started on amoxicillin without improvement.",
            "{agey} {mf} w/ DM2 p/w fever, cough, R sided CP x {dur}. Febrile 39.3 in triage, HR 118, "
            "lactate 2.9. CXR RLL consolidation. 30 mL/kg IVF and ceftriaxone/azithro given in ED.",
        ],
        "exam": {"Lungs": "Bronchial breath sounds and egophony over the right lower lung field",
                 "General": "Ill-appearing, diaphoretic"},
        "labs": {"WBC": (16.2, 21.4), "Lactate": (2.4, 3.6), "Glu": (212, 318)},
        "imaging": ["CXR: dense right lower lobe consolidation with small parapneumonic effusion."],
        "course": ["Blood cultures grew Streptococcus pneumoniae, pansensitive. Treated with ceftriaxone and "
                   "azithromycin, narrowed to amoxicillin on {d_mid}. Lactate cleared after fluids. Insulin "
                   "sliding scale for hyperglycemia. Afebrile for more than 48 hours prior to discharge.",
                   "Sepsis physiology resolved with fluids and antibiotics. Urine pneumococcal antigen "
                   "positive. Transitioned to oral therapy. Diabetes regimen adjusted."],
        "dc_new": ["amoxicillin 1 g PO TID to complete 7 days total", "guaifenesin 600 mg PO BID PRN cough"],
        "stopped": [], "cons_spec": "Infectious Disease", "fu_spec": "Primary Care", "los": (3, 5),
        "procs": [], "instr": ["Return for fever over 101 F, worsening breathing or confusion."],
        "pending": ["Final blood culture report"],
    },
    {
        "key": "dka", "ages": (18, 58), "dx": "Diabetic ketoacidosis", "sec": ["Type 1 diabetes mellitus, poorly controlled",
                                                        "Viral gastroenteritis"],
        "cc": "nausea, vomiting and abdominal pain", "chronic": ["DEP"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with type 1 diabetes since age {age2} who presents with {dur} of "
            "nausea, vomiting, polyuria and diffuse abdominal pain. {He} had a stomach virus and stopped "
            "taking {his} basal insulin because {he} was not eating. Glucose meter read HI at home.",
            "{agey} {mf} with T1DM (on insulin pump) p/w N/V and abd pain since {d_onset}. Pump site "
            "failure suspected. pH 7.08, AG 29, BHB 7.1.",
        ],
        "exam": {"General": "Dry mucous membranes, Kussmaul respirations, fruity odor",
                 "Abdomen": "Diffusely tender without rebound or guarding"},
        "labs": {"Glu": (486, 712), "CO2": (6, 11), "K": (5.2, 5.9), "AnionGap": (24, 31)},
        "imaging": [],
        "course": ["Managed in the ICU on the DKA protocol with insulin infusion, aggressive IV fluids and "
                   "potassium replacement. Anion gap closed at 14 hours and {he} was transitioned to "
                   "subcutaneous basal-bolus insulin. Endocrinology ({cons}) adjusted doses and diabetes "
                   "education was completed with {fam}.",
                   "DKA protocol; gap closed overnight. Bridged to SC insulin. Diabetes educator saw "
                   "patient on {d_mid}. Sick-day rules reviewed."],
        "dc_new": ["insulin glargine 24 units SC nightly", "insulin lispro per carbohydrate ratio 1:10 plus correction scale",
                   "ondansetron 4 mg ODT q8h PRN nausea"],
        "stopped": [], "cons_spec": "Endocrinology", "fu_spec": "Endocrinology", "los": (2, 4),
        "procs": [], "instr": ["Never stop basal insulin, even when not eating; follow sick-day rules."],
        "pending": ["HbA1c"],
    },
    {
        "key": "nstemi", "ages": (42, 90), "dx": "Non-ST elevation myocardial infarction", "sec": ["Two-vessel coronary artery disease"],
        "cc": "chest pressure", "chronic": ["HTN", "HLD", "DM2"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with hypertension, hyperlipidemia and diabetes who developed substernal "
            "chest pressure radiating to the left arm while shoveling snow, lasting about 40 minutes with "
            "diaphoresis and nausea. Initial troponin 0.42, ECG with 1 mm ST depressions in V4-V6.",
            "{agey} {mf} w/ HTN/HLD/DM p/w intermittent exertional CP x {dur}, today at rest. "
            "Trop 0.31 -> 1.12. ECG lateral TWI. Given ASA 324, heparin gtt started.",
        ],
        "exam": {"CV": "Regular rate and rhythm, no murmurs, rubs or gallops", "Lungs": "Clear to auscultation bilaterally"},
        "labs": {"Trop": (0.31, 2.4), "LDL": (138, 191)},
        "imaging": ["TTE: LVEF 45% with lateral wall hypokinesis."],
        "course": ["Started on heparin infusion, aspirin, high-intensity statin and beta blocker. Cardiac "
                   "catheterization on {d_proc} by {cons} showed 90% proximal LAD and 70% mid circumflex "
                   "stenoses; two drug-eluting stents were placed. Post-procedure course uncomplicated; right "
                   "radial access site clean.",
                   "Heparin x 48 h. LHC {d_proc}: 95% mid RCA, treated with 1 DES. Started ticagrelor. "
                   "Cardiac rehab referral placed."],
        "dc_new": ["ticagrelor 90 mg PO BID", "atorvastatin 80 mg PO nightly", "metoprolol succinate 25 mg PO daily",
                   "nitroglycerin 0.4 mg SL PRN chest pain"],
        "stopped": ["atorvastatin 40 mg (dose increased)"], "cons_spec": "Interventional Cardiology",
        "fu_spec": "Cardiology", "los": (2, 4), "procs": ["Left heart catheterization with PCI"],
        "instr": ["Do not stop ticagrelor or aspirin unless told by your cardiologist.",
                  "No lifting more than 10 lb with the right arm for 5 days."],
        "pending": [],
    },
    {
        "key": "ugib", "ages": (35, 95), "dx": "Upper GI bleed due to duodenal ulcer", "sec": ["Acute blood loss anemia",
                                                                        "NSAID use"],
        "cc": "black stools and lightheadedness", "chronic": ["OA", "HTN"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with osteoarthritis who has been taking ibuprofen 800 mg three times "
            "daily for knee pain and presents with {dur} of black tarry stools and lightheadedness. "
            "Near-syncope at home on {d_onset}. Hemoglobin 6.8 on arrival (baseline 13).",
            "{agey} {mf} heavy NSAID use, melena x {dur}, presyncope. Hgb 7.1. BUN 58. Orthostatic. "
            "Pantoprazole drip started, 2 U pRBC ordered.",
        ],
        "exam": {"General": "Pale, orthostatic", "Rectal": "Black, tarry, guaiac-positive stool in the vault"},
        "labs": {"Hgb": (6.4, 7.6), "BUN": (48, 66)},
        "imaging": [],
        "course": ["Transfused 3 units of packed red cells. EGD on {d_proc} by {cons} showed a 1.2 cm clean-based "
                   "duodenal bulb ulcer; no intervention required. Biopsies taken for H. pylori. Hemoglobin "
                   "stable at 9.1 for 48 hours. NSAIDs discontinued.",
                   "2 U pRBC; IV PPI. EGD {d_proc}: gastric antral ulcer with visible vessel, treated with "
                   "epinephrine injection and clips. Diet advanced. Hgb stable."],
        "dc_new": ["pantoprazole 40 mg PO BID x 8 weeks then daily"], "stopped": ["ibuprofen - do not take NSAIDs"],
        "cons_spec": "Gastroenterology", "fu_spec": "Gastroenterology", "los": (2, 5),
        "procs": ["Esophagogastroduodenoscopy with biopsy"],
        "instr": ["Avoid ibuprofen, naproxen and aspirin-containing products."],
        "pending": ["H. pylori biopsy pathology"],
    },
    {
        "key": "panc", "ages": (24, 68), "dx": "Acute alcohol-associated pancreatitis", "sec": ["Alcohol use disorder", "Hypertriglyceridemia"],
        "cc": "epigastric pain radiating to the back", "chronic": ["ETOH"],
        "hpi": [
            "{Pt} is a {agey} {sexw} who drinks about a fifth of vodka daily and presents with {dur} of "
            "severe epigastric pain radiating to the back with nausea and vomiting after a binge over "
            "{holiday}. Lipase 2,840.",
            "{agey} {mf} EtOH use p/w epigastric pain to back since {d_onset}. Lipase >3000. CT with "
            "peripancreatic stranding, no necrosis. Last drink reportedly {d_onset2}.",
        ],
        "exam": {"Abdomen": "Epigastric tenderness with voluntary guarding, hypoactive bowel sounds"},
        "labs": {"Lipase": (1900, 4200), "TG": (310, 640), "WBC": (11.2, 14.4)},
        "imaging": ["CT abdomen/pelvis with contrast: edematous pancreatitis without necrosis or fluid collection."],
        "course": ["Treated with aggressive lactated Ringer's, IV hydromorphone and antiemetics. CIWA protocol "
                   "with lorazepam; peak CIWA 14. Diet advanced to low-fat solids on {d_mid}. Addiction "
                   "medicine ({cons}) saw the patient and naltrexone was started.",
                   "Fluids, pain control, CIWA. Tolerating diet. Motivated to quit; given resources."],
        "dc_new": ["naltrexone 50 mg PO daily", "thiamine 100 mg PO daily", "oxycodone 5 mg PO q6h PRN severe pain, #8"],
        "stopped": [], "cons_spec": "Addiction Medicine", "fu_spec": "Primary Care", "los": (3, 6),
        "procs": [], "instr": ["Avoid all alcohol.", "Low-fat diet."], "pending": [],
    },
    {
        "key": "cellulitis", "ages": (30, 90), "dx": "Left lower extremity cellulitis", "sec": ["Tinea pedis", "Type 2 diabetes"],
        "cc": "red, painful left leg", "chronic": ["DM2", "OBES", "NEUROP"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with diabetes and obesity with {dur} of spreading redness, warmth and "
            "pain of the left shin after a scrape while gardening on {d_onset}. Low-grade fevers at home.",
            "{agey} {mf} DM2, L leg erythema spreading past marked borders despite PO cephalexin started "
            "{d_onset}. No purulence. XR no gas.",
        ],
        "exam": {"Skin": "Warm, tender, blanching erythema of the left anterior shin, 14 x 10 cm, no fluctuance, interdigital maceration"},
        "labs": {"WBC": (11.8, 14.1), "Glu": (190, 260)},
        "imaging": ["Left tibia/fibula radiographs: soft tissue swelling, no subcutaneous gas or osseous erosion."],
        "course": ["Treated with IV cefazolin with rapid regression of erythema within the marked borders. "
                   "Transitioned to oral cephalexin on {d_mid}. Topical terbinafine for tinea pedis. "
                   "Leg elevation encouraged.",
                   "IV cefazolin x 48h, improved. Wound care consulted. Switched to PO."],
        "dc_new": ["cephalexin 500 mg PO QID x 5 days", "terbinafine 1% cream to feet BID"],
        "stopped": [], "cons_spec": "Wound Care", "fu_spec": "Primary Care", "los": (2, 4),
        "procs": [], "instr": ["Keep the leg elevated; return for spreading redness or fever."], "pending": [],
    },
    {
        "key": "stroke", "ages": (48, 97), "dx": "Acute ischemic stroke, left MCA territory", "sec": ["Paroxysmal atrial fibrillation, new diagnosis", "Dysphagia"],
        "cc": "right-sided weakness and trouble speaking", "chronic": ["HTN", "HLD"],
        "hpi": [
            "{Pt} is a {agey} right-handed {sexw} who was last known well at 07:15 when {fam} noticed "
            "{his} speech was slurred and {he} could not lift {his} right arm. NIHSS 9 on arrival. "
            "CTA showed an M2 occlusion; tPA was given and {he} went for thrombectomy.",
            "{agey} {mf} LKW 21:40, found by {fam} with R hemiparesis + expressive aphasia. NIHSS 11. "
            "Outside the tPA window; CTP with small core. Taken for mechanical thrombectomy.",
        ],
        "exam": {"Neuro": "Expressive aphasia, right facial droop, right arm 2/5, right leg 4/5, right-sided neglect absent"},
        "labs": {"LDL": (121, 168), "A1c": (5.9, 6.6)},
        "imaging": ["MRI brain: acute infarct of the left frontal operculum and insula.",
                    "CTA head/neck: left M2 occlusion, recanalized post thrombectomy (TICI 2b)."],
        "course": ["Thrombectomy on {d_proc} achieved TICI 2b reperfusion. Telemetry captured paroxysmal atrial "
                   "fibrillation; apixaban was started on {d_mid} after repeat imaging showed no hemorrhagic "
                   "conversion. Speech therapy, PT and OT followed. Neurology ({cons}) recommends inpatient "
                   "rehabilitation.",
                   "Post-thrombectomy care in neuro ICU. Afib on tele -> anticoagulation. Modified barium "
                   "swallow on {d_mid}: mechanical soft diet with thin liquids. Accepted to acute rehab."],
        "dc_new": ["apixaban 5 mg PO BID", "atorvastatin 80 mg PO nightly"], "stopped": ["aspirin (now on apixaban)"],
        "cons_spec": "Neurology", "fu_spec": "Stroke Clinic", "los": (4, 8),
        "procs": ["Mechanical thrombectomy", "Modified barium swallow study"],
        "instr": ["Call 911 for new weakness, numbness, facial droop or trouble speaking."],
        "pending": ["30-day event monitor"],
    },
    {
        "key": "afib", "ages": (45, 95), "dx": "Atrial fibrillation with rapid ventricular response", "sec": ["Hyperthyroidism, subclinical"],
        "cc": "palpitations", "chronic": ["HTN", "OSA"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with hypertension and untreated sleep apnea who presents with {dur} "
            "of palpitations and exertional fatigue. Found to be in atrial fibrillation with rates in the "
            "140s-160s. No prior history of arrhythmia. CHA2DS2-VASc 3.",
            "{agey} {mf} new AF RVR 150s, sx onset {d_onset}. Diltiazem 15 mg IV x2 w/ partial response.",
        ],
        "exam": {"CV": "Irregularly irregular, tachycardic, no murmurs"},
        "labs": {"TSH": (0.08, 0.31)},
        "imaging": ["TTE: normal LVEF 60%, mild left atrial enlargement, no thrombus."],
        "course": ["Rate controlled with diltiazem infusion then oral diltiazem. Started on apixaban. "
                   "Spontaneously converted to sinus rhythm on {d_mid}. Sleep medicine referral placed for CPAP.",
                   "Rate control with metoprolol. Anticoagulated. Cardiology ({cons}) plans outpatient "
                   "cardioversion if still in AF at follow-up."],
        "dc_new": ["diltiazem ER 180 mg PO daily", "apixaban 5 mg PO BID"], "stopped": [],
        "cons_spec": "Cardiology", "fu_spec": "Cardiology", "los": (1, 3), "procs": [],
        "instr": ["Report bleeding, black stools or fainting."], "pending": ["Free T4"],
    },
    {
        "key": "sbo", "sex": "F", "ages": (35, 92), "dx": "Small bowel obstruction secondary to adhesions", "sec": ["History of hysterectomy"],
        "cc": "abdominal distension and vomiting", "chronic": ["GERD"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with prior open abdominal surgery in {yr} who presents with {dur} of "
            "crampy periumbilical pain, distension, bilious emesis and no flatus since {d_onset}.",
            "{agey} {mf} s/p ex-lap ({yr}) p/w obstipation, emesis x {dur}. CT: SBO with transition point in "
            "RLQ, no closed loop. NGT placed in ED with 1.2 L bilious output.",
        ],
        "exam": {"Abdomen": "Distended, tympanic, diffusely tender, no peritoneal signs, well-healed midline scar"},
        "labs": {"K": (3.1, 3.5), "Lactate": (1.1, 1.8)},
        "imaging": ["CT abdomen/pelvis: dilated small bowel loops to 4.1 cm with transition point in the right lower quadrant."],
        "course": ["Managed nonoperatively with NG decompression, bowel rest and IV fluids. Gastrografin "
                   "challenge on {d_mid} showed contrast in the colon at 8 hours. NG removed, diet advanced, "
                   "having bowel movements. General surgery ({cons}) followed throughout.",
                   "Failed conservative management; taken to OR {d_proc} for laparoscopic lysis of adhesions. "
                   "Return of bowel function POD 3."],
        "dc_new": ["docusate 100 mg PO BID", "acetaminophen 1 g PO q8h PRN pain"], "stopped": [],
        "cons_spec": "General Surgery", "fu_spec": "General Surgery", "los": (3, 6),
        "procs": ["Nasogastric tube decompression", "Gastrografin small bowel follow-through"],
        "instr": ["Return for vomiting, worsening pain or no bowel movement for 2 days."], "pending": [],
    },
    {
        "key": "hipfx", "ages": (66, 102), "dx": "Left intertrochanteric femur fracture after mechanical fall", "sec": ["Osteoporosis", "Postoperative anemia"],
        "cc": "left hip pain after a fall", "chronic": ["HTN", "HYPOTHY", "OA"],
        "hpi": [
            "{Pt} is a {agey} {sexw} who tripped over a rug at home on {d_onset} and fell onto {his} left "
            "side. Unable to bear weight. No head strike or loss of consciousness. Left leg shortened and "
            "externally rotated in the ED.",
            "{agey} {mf} mechanical fall at {landmark}, + L hip pain, unable to ambulate. XR L IT fx. "
            "No LOC, not on anticoagulation.",
        ],
        "exam": {"Ext": "Left lower extremity shortened and externally rotated, distal pulses intact"},
        "labs": {"Hgb": (9.6, 11.2), "VitD": (11, 19)},
        "imaging": ["Left hip XR: comminuted intertrochanteric fracture."],
        "course": ["Taken to the OR on {d_proc} by {cons} for cephalomedullary nailing. Post-op anemia to 8.2, "
                   "transfused 1 unit. DVT prophylaxis with enoxaparin. PT/OT: weight bearing as tolerated; "
                   "discharged to skilled nursing for rehab.",
                   "Ortho ({cons}) performed IM nail {d_proc}. Geriatrics co-managed; delirium prevention bundle. "
                   "Vit D repletion started."],
        "dc_new": ["enoxaparin 40 mg SC daily x 28 days", "oxycodone 5 mg PO q4h PRN pain",
                   "cholecalciferol 2000 units PO daily", "senna 8.6 mg PO nightly"], "stopped": [],
        "cons_spec": "Orthopedic Surgery", "fu_spec": "Orthopedics", "los": (3, 6),
        "procs": ["Cephalomedullary nail fixation, left femur"],
        "instr": ["Weight bearing as tolerated with walker.", "Keep incision dry for 5 days."],
        "pending": ["DEXA scan outpatient"],
    },
    {
        "key": "etoh_wd", "ages": (24, 68), "dx": "Alcohol withdrawal with withdrawal seizure", "sec": ["Alcohol use disorder", "Thrombocytopenia"],
        "cc": "seizure", "chronic": ["ETOH", "ANX"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with heavy daily alcohol use (about 18 beers a day) who had a witnessed "
            "generalized tonic-clonic seizure at work about 36 hours after {his} last drink. {fam_cap} "
            "reports tremors and sweats since {d_onset}.",
            "{agey} {mf} EtOH, last drink {d_onset}, witnessed GTC at home per {fam}. CIWA 22 in ED, "
            "tremulous, diaphoretic. Given lorazepam 4 mg IV.",
        ],
        "exam": {"Neuro": "Coarse tremor, no focal deficits, oriented x3", "General": "Diaphoretic, anxious"},
        "labs": {"Plt": (68, 112), "Mg": (1.2, 1.5), "AST": (118, 240), "ALT": (54, 96)},
        "imaging": ["CT head without contrast: no acute intracranial abnormality."],
        "course": ["Symptom-triggered phenobarbital protocol in the step-down unit; no further seizures. "
                   "Magnesium, phosphorus and thiamine repleted. Social work and addiction medicine "
                   "({cons}) met with {him}; {he} is interested in outpatient treatment.",
                   "CIWA-guided benzodiazepines; peak requirement on {d_mid}. Seizure-free. Started acamprosate."],
        "dc_new": ["acamprosate 666 mg PO TID", "thiamine 100 mg PO daily", "folic acid 1 mg PO daily"], "stopped": [],
        "cons_spec": "Addiction Medicine", "fu_spec": "Addiction Medicine", "los": (3, 5),
        "procs": [], "instr": ["Do not drive until cleared."], "pending": [],
    },
    {
        "key": "pe", "sex": "F", "ages": (19, 49), "dx": "Acute bilateral pulmonary emboli", "sec": ["Right popliteal DVT"],
        "cc": "pleuritic chest pain and shortness of breath", "chronic": ["OBES", "MIGR"],
        "hpi": [
            "{Pt} is a {agey} {sexw} who returned from a long flight from {country} on {d_onset} and "
            "developed right calf pain followed by pleuritic chest pain and dyspnea. HR 112, SpO2 91% RA.",
            "{agey} {mf} on OCPs p/w acute SOB + pleuritic CP. CTA: bilateral segmental PEs, RV/LV 0.9. "
            "Trop neg. Heparin started.",
        ],
        "exam": {"Lungs": "Clear, tachypneic", "Ext": "Right calf tender and swollen, 3 cm larger than left"},
        "labs": {"DDimer": (3.1, 8.8), "Trop": (0.01, 0.03)},
        "imaging": ["CTA chest: bilateral segmental and subsegmental pulmonary emboli without right heart strain.",
                    "Right LE venous duplex: occlusive thrombus in the popliteal vein."],
        "course": ["Started on heparin infusion, transitioned to apixaban on {d_mid}. Hemodynamically stable "
                   "throughout. Estrogen-containing contraception discontinued; hematology ({cons}) to see "
                   "as outpatient regarding duration of therapy.",
                   "Anticoagulated; O2 weaned off. Ambulating without dyspnea."],
        "dc_new": ["apixaban 10 mg PO BID x 7 days, then 5 mg PO BID"], "stopped": ["norethindrone-ethinyl estradiol"],
        "cons_spec": "Hematology", "fu_spec": "Hematology", "los": (2, 4), "procs": ["Lower extremity venous duplex"],
        "instr": ["Avoid estrogen-containing medications.", "Report bleeding."], "pending": [],
    },
    {
        "key": "chole", "ages": (22, 80), "dx": "Acute calculous cholecystitis", "sec": ["Leukocytosis"],
        "cc": "right upper quadrant pain", "chronic": ["OBES", "GERD"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with {dur} of constant right upper quadrant pain after a fatty meal, "
            "with nausea, vomiting and subjective fevers. Positive Murphy sign. Ultrasound with gallstones, "
            "wall thickening and pericholecystic fluid.",
            "{agey} {mf} RUQ pain since {d_onset}, febrile 38.4, WBC 14. US c/w acute chole. "
            "Surgery consulted.",
        ],
        "exam": {"Abdomen": "Right upper quadrant tenderness with positive Murphy sign, no rebound"},
        "labs": {"WBC": (12.4, 16.8), "Tbili": (1.1, 1.9), "ALP": (118, 164)},
        "imaging": ["RUQ US: cholelithiasis with gallbladder wall thickening to 6 mm and pericholecystic fluid; CBD 4 mm."],
        "course": ["Started on piperacillin-tazobactam. Laparoscopic cholecystectomy on {d_proc} by {cons}, "
                   "uncomplicated. Tolerating regular diet post-operatively.",
                   "Lap chole {d_proc}. Pathology: acute on chronic cholecystitis. Discharged POD 1."],
        "dc_new": ["oxycodone 5 mg PO q6h PRN pain, #10", "acetaminophen 1 g PO q8h"], "stopped": [],
        "cons_spec": "General Surgery", "fu_spec": "General Surgery", "los": (1, 3),
        "procs": ["Laparoscopic cholecystectomy"], "instr": ["No lifting over 15 lb for 2 weeks."],
        "pending": ["Surgical pathology"],
    },
    {
        "key": "syncope", "sex": "M", "ages": (55, 96), "dx": "Syncope, likely orthostatic", "sec": ["Dehydration", "Medication effect (tamsulosin)"],
        "cc": "passed out", "chronic": ["BPH", "HTN", "HLD"],
        "hpi": [
            "{Pt} is a {agey} {sexw} who stood up from the dinner table on {d_onset} and lost consciousness "
            "for less than a minute, witnessed by {fam}. No tongue biting, incontinence or post-ictal "
            "confusion. Recent poor oral intake. Tamsulosin was started last month.",
            "{agey} {mf} witnessed syncope at church ({org}), brief LOC, quick recovery. Orthostatic in ED. "
            "ECG NSR, no ischemic changes.",
        ],
        "exam": {"CV": "Regular, no murmur; orthostatic drop of 28 mmHg systolic on standing"},
        "labs": {"BUN": (28, 36), "Cr": (1.2, 1.4)},
        "imaging": ["TTE: normal biventricular function, no significant valvular disease."],
        "course": ["Observed on telemetry without arrhythmia. Received IV fluids with resolution of orthostasis. "
                   "Tamsulosin was changed to bedtime dosing and hydrochlorothiazide was held.",
                   "Tele unremarkable x 24 h. Orthostatics normalized after fluids."],
        "dc_new": [], "stopped": ["hydrochlorothiazide"], "cons_spec": "Cardiology",
        "fu_spec": "Primary Care", "los": (1, 2), "procs": ["Transthoracic echocardiogram"],
        "instr": ["Rise slowly from sitting or lying.", "Drink at least 2 liters of fluid a day."], "pending": [],
    },
    {
        "key": "uti_sepsis", "ages": (60, 101), "dx": "Sepsis secondary to acute pyelonephritis", "sec": ["Acute metabolic encephalopathy", "Acute kidney injury"],
        "cc": "confusion and fever", "chronic": ["DM2", "HTN", "DEP"],
        "hpi": [
            "{Pt} is a {agey} {sexw} who lives at {facility} and was sent in for new confusion, fever to "
            "101.8 F and decreased oral intake since {d_onset}. Staff noted foul-smelling urine. "
            "Baseline: oriented and ambulatory with a walker.",
            "{agey} {mf} from home, confused per {fam} since {d_onset}. T 39.1, HR 110, BP 88/52. UA "
            "positive. Lactate 3.1. Got fluids, cefepime.",
        ],
        "exam": {"Neuro": "Oriented to self only, inattentive, no focal deficits", "Back": "Right CVA tenderness"},
        "labs": {"WBC": (15.2, 22.1), "Cr": (1.9, 2.6), "Lactate": (2.6, 3.9)},
        "imaging": ["CT abdomen/pelvis without contrast: right perinephric stranding, no hydronephrosis or stone."],
        "course": ["Urine and blood cultures grew E. coli sensitive to ceftriaxone. Treated with ceftriaxone, "
                   "then oral cefpodoxime from {d_mid}. Mental status returned to baseline. Creatinine "
                   "improved with fluids.",
                   "Sepsis bundle met. Encephalopathy cleared by {d_mid}. AKI resolved."],
        "dc_new": ["cefpodoxime 200 mg PO BID to complete 10 days"], "stopped": ["metformin held until follow-up labs"],
        "cons_spec": "Infectious Disease", "fu_spec": "Primary Care", "los": (3, 5), "procs": [],
        "instr": ["Repeat BMP in one week."], "pending": [],
    },
    {
        "key": "hypona", "ages": (55, 97), "dx": "Symptomatic hyponatremia", "sec": ["SIADH, likely medication related"],
        "cc": "confusion and unsteady gait", "chronic": ["DEP", "HTN"],
        "hpi": [
            "{Pt} is a {agey} {sexw} brought in by {fam} for {dur} of confusion, nausea and two falls. "
            "Sertraline dose was increased recently. Sodium 118 on arrival.",
            "{agey} {mf} Na 116, confused, on SSRI + HCTZ. No seizure.",
        ],
        "exam": {"Neuro": "Slow to respond, oriented to person and place, no asterixis"},
        "labs": {"Na": (114, 121)},
        "imaging": ["CT head: no acute process."],
        "course": ["Hypertonic saline boluses in the ICU with careful sodium checks every 2 hours; correction "
                   "limited to 8 mEq/L per 24 hours. Urine studies consistent with SIADH. Fluid restriction "
                   "and salt tablets. Sertraline switched to mirtazapine after discussion with psychiatry ({cons}). "
                   "Sodium 131 on day of discharge.",
                   "Fluid restriction, HCTZ stopped. Na trending up. Nephrology ({cons}) following."],
        "dc_new": ["mirtazapine 15 mg PO nightly", "sodium chloride 1 g PO TID"],
        "stopped": ["sertraline", "hydrochlorothiazide"], "cons_spec": "Nephrology",
        "fu_spec": "Nephrology", "los": (3, 5), "procs": [], "instr": ["Limit fluids to 1.2 liters per day."],
        "pending": [],
    },
    {
        "key": "asthma", "ages": (18, 60), "dx": "Acute asthma exacerbation", "sec": ["Viral upper respiratory infection"],
        "cc": "wheezing", "chronic": ["ASTHMA", "ANX"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with moderate persistent asthma who presents with {dur} of wheezing, "
            "chest tightness and cough after a cold. Peak flow 45% of personal best. Two ED visits in the "
            "last year, intubated once in {yr}.",
            "{agey} {mf} asthmatic, URI sx then wheeze since {d_onset}, PEF 180 (best 400). Magnesium "
            "given in ED.",
        ],
        "exam": {"Lungs": "Diffuse polyphonic wheezes, tight air movement"},
        "labs": {"WBC": (9.1, 11.3)},
        "imaging": ["CXR: hyperinflation, no infiltrate."],
        "course": ["Continuous albuterol for 4 hours, then q2h, spaced to q4h by {d_mid}. Prednisone 50 mg daily. "
                   "Inhaler technique reviewed; controller therapy stepped up.",
                   "Improved with nebs and steroids; PEF 75% at discharge."],
        "dc_new": ["prednisone 50 mg PO daily x 4 more days"], "stopped": [], "cons_spec": "Pulmonology",
        "fu_spec": "Primary Care", "los": (1, 3), "procs": [], "instr": ["Asthma action plan reviewed."],
        "pending": [],
    },
    {
        "key": "aki", "ages": (50, 94), "dx": "Acute kidney injury, prerenal, with hyperkalemia", "sec": ["Volume depletion from diarrhea"],
        "cc": "weakness", "chronic": ["CKD", "HTN", "DM2", "GOUT"],
        "hpi": [
            "{Pt} is a {agey} {sexw} with CKD 3b on lisinopril and spironolactone who presents with {dur} of "
            "watery diarrhea and generalized weakness. Creatinine 4.1 (baseline 1.7), potassium 6.7 with "
            "peaked T waves.",
            "{agey} {mf} AKI on CKD, K 6.4, Cr 3.8 from 1.6. Diarrhea x {dur}. Calcium gluconate, insulin/"
            "dextrose given in ED.",
        ],
        "exam": {"General": "Dry mucous membranes, flat neck veins"},
        "labs": {"K": (6.1, 6.9), "Cr": (3.6, 4.4), "BUN": (62, 88), "CO2": (15, 18)},
        "imaging": ["Renal US: no hydronephrosis; echogenic kidneys consistent with medical renal disease."],
        "course": ["Treated with calcium gluconate, insulin/dextrose and sodium zirconium cyclosilicate. "
                   "Lisinopril and spironolactone held. Creatinine improved to 2.0 with isotonic fluids by {d_mid}. "
                   "Stool C. difficile negative. Nephrology ({cons}) consulted.",
                   "Hyperkalemia treated; ACE-i held. Cr improving daily."],
        "dc_new": [], "stopped": ["lisinopril (hold until nephrology follow-up)", "spironolactone"],
        "cons_spec": "Nephrology", "fu_spec": "Nephrology", "los": (2, 4), "procs": [],
        "instr": ["Repeat BMP in 3-5 days."], "pending": ["Stool culture"],
    },
]

# ---------------------------------------------------------------- labs
LAB_DEF = {
    # name: (display, unit, lo, hi, decimals, ref)
    "Na": ("Sodium", "mmol/L", 136, 144, 0, "136-145"),
    "K": ("Potassium", "mmol/L", 3.6, 4.8, 1, "3.5-5.1"),
    "Cl": ("Chloride", "mmol/L", 98, 106, 0, "98-107"),
    "CO2": ("CO2", "mmol/L", 22, 28, 0, "22-29"),
    "BUN": ("BUN", "mg/dL", 10, 22, 0, "7-20"),
    "Cr": ("Creatinine", "mg/dL", 0.7, 1.2, 2, "0.6-1.3"),
    "Glu": ("Glucose", "mg/dL", 82, 128, 0, "70-99"),
    "Ca": ("Calcium", "mg/dL", 8.7, 9.9, 1, "8.5-10.2"),
    "Mg": ("Magnesium", "mg/dL", 1.8, 2.3, 1, "1.7-2.4"),
    "Phos": ("Phosphorus", "mg/dL", 2.8, 4.2, 1, "2.5-4.5"),
    "WBC": ("WBC", "K/uL", 5.1, 9.4, 1, "4.0-11.0"),
    "Hgb": ("Hemoglobin", "g/dL", 12.1, 15.2, 1, "12.0-16.0"),
    "Hct": ("Hematocrit", "%", 36, 45, 1, "36-46"),
    "Plt": ("Platelets", "K/uL", 168, 342, 0, "150-400"),
    "AST": ("AST", "U/L", 14, 36, 0, "10-40"),
    "ALT": ("ALT", "U/L", 12, 38, 0, "7-56"),
    "ALP": ("Alk Phos", "U/L", 52, 104, 0, "44-147"),
    "Tbili": ("T. bili", "mg/dL", 0.3, 1.0, 1, "0.1-1.2"),
    "Alb": ("Albumin", "g/dL", 3.4, 4.4, 1, "3.5-5.0"),
    "Lipase": ("Lipase", "U/L", 18, 52, 0, "10-60"),
    "Lactate": ("Lactate", "mmol/L", 0.8, 1.6, 1, "0.5-2.0"),
    "Trop": ("Troponin I", "ng/mL", 0.0, 0.02, 2, "<0.04"),
    "BNP": ("BNP", "pg/mL", 40, 90, 0, "<100"),
    "INR": ("INR", "", 0.9, 1.1, 1, "0.8-1.2"),
    "TSH": ("TSH", "mIU/L", 0.8, 3.4, 2, "0.4-4.0"),
    "A1c": ("Hemoglobin A1c", "%", 5.2, 5.7, 1, "<5.7"),
    "LDL": ("LDL-C", "mg/dL", 72, 110, 0, "<100"),
    "TG": ("Triglycerides", "mg/dL", 90, 149, 0, "<150"),
    "DDimer": ("D-dimer", "mg/L FEU", 0.1, 0.4, 2, "<0.50"),
    "VitD": ("25-OH vitamin D", "ng/mL", 30, 48, 0, "30-100"),
    "AnionGap": ("Anion gap", "mmol/L", 8, 12, 0, "7-16"),
}
BMP = ["Na", "K", "Cl", "CO2", "BUN", "Cr", "Glu", "Ca"]
CBC = ["WBC", "Hgb", "Hct", "Plt"]
LFT = ["AST", "ALT", "ALP", "Tbili", "Alb"]

# ---------------------------------------------------------------- exam
EXAM_DEFAULT = [
    ("General", "Alert, in no acute distress"),
    ("HEENT", "Normocephalic, atraumatic, moist mucous membranes, anicteric sclerae"),
    ("Neck", "Supple, no JVD, no lymphadenopathy"),
    ("CV", "Regular rate and rhythm, normal S1/S2, no murmurs"),
    ("Lungs", "Clear to auscultation bilaterally, no wheezes or crackles"),
    ("Abdomen", "Soft, nontender, nondistended, normoactive bowel sounds"),
    ("Ext", "Warm, no edema, 2+ distal pulses"),
    ("Skin", "No rashes or lesions"),
    ("Neuro", "Alert and oriented x3, CN II-XII grossly intact, strength 5/5 throughout"),
    ("Psych", "Appropriate mood and affect"),
]

ROS_LINES = [
    "Constitutional: {a} fevers, chills, weight loss",
    "Eyes: no vision changes",
    "ENT: no sore throat or congestion",
    "Cardiovascular: {b} chest pain, palpitations",
    "Respiratory: {c} cough, shortness of breath",
    "GI: {d} nausea, vomiting, diarrhea, melena",
    "GU: no dysuria or hematuria",
    "MSK: {e} joint pain",
    "Neuro: no headache, focal weakness or numbness",
    "Psych: no depression or suicidal ideation",
    "Skin: no rash",
]

# ---------------------------------------------------------------- surgery
PROCEDURES = [
    {"key": "lapchole", "name": "Laparoscopic cholecystectomy", "pre": "Symptomatic cholelithiasis",
     "post": "Chronic cholecystitis with cholelithiasis", "anes": "General endotracheal",
     "ebl": "10 mL", "spec": "Gallbladder", "implant": None, "spec_svc": "General Surgery",
     "body": [
         "The patient was brought to the operating room and placed supine. After induction of general "
         "anesthesia, the abdomen was prepped and draped in the usual sterile fashion. A time-out was performed.",
         "A 12 mm umbilical port was placed using the Hasson technique and pneumoperitoneum established to "
         "15 mmHg. Three 5 mm ports were placed under direct vision in the epigastrium and right upper quadrant.",
         "The gallbladder was retracted cephalad. The peritoneum over the triangle of Calot was opened and the "
         "critical view of safety obtained. The cystic duct and cystic artery were clipped twice proximally and "
         "once distally and divided.",
         "The gallbladder was removed from the liver bed with electrocautery and extracted in an endocatch bag "
         "through the umbilical port. Hemostasis was confirmed. The fascia at the umbilicus was closed with 0 "
         "Vicryl and the skin with 4-0 Monocryl. Sponge and needle counts were correct x2.",
     ]},
    {"key": "appy", "name": "Laparoscopic appendectomy", "pre": "Acute appendicitis",
     "post": "Acute suppurative appendicitis without perforation", "anes": "General endotracheal",
     "ebl": "Minimal", "spec": "Appendix", "implant": None, "spec_svc": "General Surgery",
     "body": [
         "After informed consent, the patient was taken to the OR and general anesthesia induced. Foley "
         "catheter was not placed; the patient voided preoperatively. The abdomen was prepped and draped.",
         "Access obtained at the umbilicus with a 12 mm port; 5 mm ports placed in the suprapubic region and "
         "left lower quadrant. The appendix was inflamed with surrounding purulent fluid, no perforation.",
         "The mesoappendix was divided with the LigaSure device. The base of the appendix was divided with an "
         "Endo GIA stapler with a tan load. The specimen was removed in a bag. The right lower quadrant was "
         "irrigated until clear.",
         "Ports were removed under direct vision, the fascia closed, and skin approximated with subcuticular "
         "4-0 Monocryl and Dermabond. Counts correct.",
     ]},
    {"key": "tka", "name": "Right total knee arthroplasty", "pre": "Right knee primary osteoarthritis",
     "post": "Same", "anes": "Spinal with adductor canal block", "ebl": "150 mL", "spec": "None",
     "implant": "knee", "spec_svc": "Orthopedic Surgery",
     "body": [
         "The patient was positioned supine, a tourniquet was placed on the right thigh, and the leg was prepped "
         "and draped. Tourniquet inflated to 250 mmHg after exsanguination.",
         "A midline incision and medial parapatellar arthrotomy were made. Osteophytes were removed. The distal "
         "femoral cut was made using an intramedullary guide at 5 degrees of valgus; the proximal tibial cut "
         "was made perpendicular to the mechanical axis with 3 degrees of posterior slope.",
         "Trial components demonstrated good balance in flexion and extension with full range of motion. Final "
         "components were cemented. The patella was resurfaced.",
         "Periarticular injection of ropivacaine, ketorolac and epinephrine was performed. The arthrotomy was "
         "closed with barbed suture, followed by subcutaneous and skin closure with staples. Sterile dressing applied.",
     ]},
    {"key": "hipnail", "name": "Cephalomedullary nailing, left intertrochanteric femur fracture",
     "pre": "Left intertrochanteric femur fracture", "post": "Same", "anes": "General endotracheal",
     "ebl": "200 mL", "spec": "None", "implant": "nail", "spec_svc": "Orthopedic Surgery",
     "body": [
         "The patient was placed on the fracture table with the left leg in traction. Closed reduction was "
         "performed under fluoroscopy with acceptable alignment on AP and lateral views.",
         "A 3 cm incision was made proximal to the greater trochanter. The entry point was established with a "
         "guide pin and opening reamer. The nail was inserted and a lag screw placed with tip-apex distance of 18 mm.",
         "A distal interlocking screw was placed through the jig. Final fluoroscopic images confirmed "
         "maintained reduction and appropriate implant position.",
         "Wounds were irrigated and closed in layers. Sterile dressings applied.",
     ]},
    {"key": "ppm", "name": "Dual-chamber permanent pacemaker implantation",
     "pre": "Symptomatic complete heart block", "post": "Same", "anes": "Local with moderate sedation",
     "ebl": "Less than 20 mL", "spec": "None", "implant": "pacer", "spec_svc": "Cardiac Electrophysiology",
     "body": [
         "The left upper chest was prepped and draped. Lidocaine 1% was infiltrated. Access to the left axillary "
         "vein was obtained under fluoroscopic guidance with a micropuncture needle.",
         "A subcutaneous pocket was created with blunt dissection and electrocautery. The atrial lead was "
         "positioned in the right atrial appendage and the ventricular lead at the RV septum. Sensing and "
         "thresholds were excellent.",
         "Leads were secured with sutures to the sleeve. The generator was connected and placed in the pocket. "
         "The pocket was irrigated with antibiotic solution and closed in three layers.",
     ]},
    {"key": "hernia", "name": "Open right inguinal hernia repair with mesh", "pre": "Right inguinal hernia",
     "post": "Right indirect inguinal hernia", "anes": "General with LMA", "ebl": "5 mL", "spec": "None",
     "implant": "mesh", "spec_svc": "General Surgery",
     "body": [
         "A right groin incision was made along the skin lines. The external oblique aponeurosis was opened "
         "and the ilioinguinal nerve identified and preserved.",
         "An indirect hernia sac was dissected off the cord structures and reduced. A polypropylene mesh was "
         "secured to the pubic tubercle and shelving edge of the inguinal ligament in a Lichtenstein fashion.",
         "The external oblique was closed with 2-0 Vicryl, Scarpa fascia with 3-0 Vicryl and the skin with "
         "4-0 Monocryl. Local anesthetic infiltrated.",
     ]},
    {"key": "csection", "name": "Repeat low transverse cesarean section", "pre": "Intrauterine pregnancy at 39 weeks, prior cesarean, declines TOLAC",
     "post": "Same, delivered", "anes": "Spinal", "ebl": "QBL 780 mL", "spec": "Placenta to L&D",
     "implant": None, "spec_svc": "Obstetrics",
     "body": [
         "After adequate spinal anesthesia, the patient was placed supine with left uterine displacement. "
         "A Pfannenstiel incision was made through the prior scar and carried down to the fascia.",
         "The bladder blade was placed and a low transverse hysterotomy made. A viable female infant was "
         "delivered from vertex position; Apgars 8 and 9. Cord clamping was delayed 60 seconds.",
         "The placenta was delivered intact. The hysterotomy was closed in two layers. Hemostasis assured. "
         "The fascia was closed with looped PDS and the skin with staples.",
     ]},
    {"key": "colectomy", "name": "Laparoscopic sigmoid colectomy with primary anastomosis",
     "pre": "Recurrent sigmoid diverticulitis", "post": "Same", "anes": "General endotracheal",
     "ebl": "75 mL", "spec": "Sigmoid colon", "implant": None, "spec_svc": "Colorectal Surgery",
     "body": [
         "The patient was placed in modified lithotomy. Ureteral stents were not used. Pneumoperitoneum was "
         "established and ports placed.",
         "The sigmoid colon was mobilized medial-to-lateral; the left ureter was identified and preserved. The "
         "inferior mesenteric artery was divided with a vascular stapler.",
         "The distal transection was at the rectosigmoid junction. The specimen was exteriorized through a "
         "Pfannenstiel incision. An end-to-end stapled anastomosis was created; leak test negative.",
         "Fascia and skin closed. The patient was extubated in the OR.",
     ]},
    {"key": "carpal", "name": "Right carpal tunnel release", "pre": "Right carpal tunnel syndrome",
     "post": "Same", "anes": "Local with MAC", "ebl": "Minimal", "spec": "None", "implant": None,
     "spec_svc": "Hand Surgery",
     "body": [
         "Under tourniquet control, a longitudinal incision was made in the palm in line with the radial border "
         "of the ring finger. The palmar fascia was divided.",
         "The transverse carpal ligament was divided completely under direct vision, protecting the median nerve "
         "and recurrent motor branch. The nerve appeared flattened and hyperemic.",
         "The wound was irrigated and closed with 4-0 nylon horizontal mattress sutures. Soft dressing applied.",
     ]},
    {"key": "icd", "name": "Single-chamber ICD generator change", "pre": "ICD at elective replacement indicator",
     "post": "Same", "anes": "Local with moderate sedation", "ebl": "Minimal", "spec": "Explanted generator",
     "implant": "icd", "spec_svc": "Cardiac Electrophysiology",
     "body": [
         "The prior incision was opened and the capsule entered with electrocautery. The old generator was "
         "freed and disconnected; lead parameters were tested and within acceptable limits.",
         "The new generator was connected to the existing lead and placed in the pocket. The pocket was "
         "irrigated and closed in layers.",
     ]},
]

IMPLANTS = {
    "knee": ["Femoral component, cemented, size 5", "Tibial baseplate, size 4", "Polyethylene insert 10 mm",
             "Patellar button 35 mm"],
    "nail": ["Cephalomedullary nail 11 mm x 200 mm", "Lag screw 95 mm", "Distal interlocking screw 40 mm"],
    "pacer": ["Dual-chamber pacemaker generator", "Right atrial lead 52 cm", "Right ventricular lead 58 cm"],
    "mesh": ["Polypropylene mesh 6 x 11 cm"],
    "icd": ["Single-chamber ICD generator"],
}

# ---------------------------------------------------------------- radiology
RAD_STUDIES = [
    {"exam": "CT HEAD WITHOUT CONTRAST", "hist": "Fall, headache, on anticoagulation",
     "tech": "Axial images of the head were obtained without IV contrast. Sagittal and coronal reformats were generated. DLP 812 mGy-cm.",
     "findings": ["No acute intracranial hemorrhage, mass effect or midline shift.",
                  "Gray-white matter differentiation is preserved.",
                  "Mild periventricular white matter hypodensities, likely chronic small vessel ischemic change.",
                  "Ventricles and sulci are prominent, consistent with age-related volume loss.",
                  "Visualized paranasal sinuses and mastoid air cells are clear. No calvarial fracture."],
     "imp": ["No acute intracranial abnormality.", "Chronic small vessel ischemic change."]},
    {"exam": "CT ABDOMEN AND PELVIS WITH IV CONTRAST", "hist": "RLQ pain, fever, leukocytosis",
     "tech": "Helical CT of the abdomen and pelvis following 100 mL Omnipaque 350 IV. Oral contrast not given.",
     "findings": ["LIVER/BILIARY: Unremarkable. No biliary dilatation.",
                  "PANCREAS/SPLEEN/ADRENALS: Unremarkable.",
                  "KIDNEYS: Symmetric enhancement, no hydronephrosis or calculi.",
                  "BOWEL: The appendix is dilated to 11 mm with wall hyperenhancement and periappendiceal fat stranding. An appendicolith is present at the base. No extraluminal gas or abscess.",
                  "PELVIS: Bladder is unremarkable. Trace free fluid in the pelvis.",
                  "BONES: No aggressive osseous lesion."],
     "imp": ["Acute uncomplicated appendicitis with appendicolith.", "No abscess or perforation."]},
    {"exam": "CHEST, 2 VIEWS", "hist": "Cough, fever",
     "tech": "PA and lateral views of the chest.",
     "findings": ["Patchy airspace opacity in the right lower lobe.", "No pleural effusion or pneumothorax.",
                  "Cardiomediastinal silhouette is within normal limits.", "Degenerative changes of the thoracic spine."],
     "imp": ["Right lower lobe pneumonia. Follow-up radiographs in 6-8 weeks to document resolution recommended."]},
    {"exam": "CTA CHEST (PE PROTOCOL)", "hist": "Tachycardia, hypoxia, elevated D-dimer",
     "tech": "CT angiography of the chest after 75 mL Isovue 370. Multiplanar and MIP reconstructions.",
     "findings": ["Filling defects in the right lower lobe segmental and subsegmental arteries and the left lingular segmental artery.",
                  "RV/LV ratio 0.8. No interventricular septal bowing.", "No consolidation. Small right pleural effusion.",
                  "No suspicious pulmonary nodules."],
     "imp": ["Acute bilateral pulmonary emboli without CT evidence of right heart strain."]},
    {"exam": "MRI LUMBAR SPINE WITHOUT CONTRAST", "hist": "Low back pain radiating to the left leg for 8 weeks",
     "tech": "Sagittal T1, T2, STIR and axial T2 images of the lumbar spine.",
     "findings": ["Alignment is normal. Vertebral body heights are maintained. Marrow signal is normal.",
                  "L3-4: Mild disc bulge without stenosis.",
                  "L4-5: Left paracentral disc extrusion with caudal migration contacting the traversing left L5 nerve root. Moderate left lateral recess stenosis.",
                  "L5-S1: Mild facet arthropathy. No foraminal stenosis.", "Conus terminates normally at L1."],
     "imp": ["L4-5 left paracentral disc extrusion contacting the traversing left L5 nerve root."]},
    {"exam": "US RIGHT UPPER QUADRANT", "hist": "RUQ pain, elevated LFTs",
     "tech": "Grayscale and color Doppler ultrasound of the right upper quadrant.",
     "findings": ["Gallbladder contains multiple shadowing stones, the largest 1.8 cm. Wall thickened to 5 mm. Sonographic Murphy sign positive. Trace pericholecystic fluid.",
                  "Common bile duct measures 4 mm.", "Liver is mildly echogenic. No focal lesion.",
                  "Right kidney unremarkable. Pancreas obscured by bowel gas."],
     "imp": ["Findings consistent with acute calculous cholecystitis.", "Hepatic steatosis."]},
    {"exam": "MRI BRAIN WITH AND WITHOUT CONTRAST", "hist": "Right-sided weakness, aphasia",
     "tech": "Multiplanar multisequence MRI of the brain before and after 7 mL gadobutrol.",
     "findings": ["Restricted diffusion in the left insular cortex and frontal operculum with corresponding FLAIR hyperintensity, consistent with acute infarct.",
                  "No hemorrhagic transformation on SWI.", "No abnormal enhancement.",
                  "Scattered T2/FLAIR white matter hyperintensities.", "Normal flow voids."],
     "imp": ["Acute left MCA territory infarct involving the insula and frontal operculum.", "No hemorrhage."]},
    {"exam": "XR LEFT HIP 2 VIEWS AND PELVIS", "hist": "Fall, left hip pain",
     "tech": "AP pelvis and AP/lateral views of the left hip.",
     "findings": ["Comminuted intertrochanteric fracture of the left femur with varus angulation.",
                  "Diffuse osteopenia.", "No dislocation. Mild degenerative changes of both hips.",
                  "SI joints and pubic symphysis intact."],
     "imp": ["Comminuted left intertrochanteric femur fracture."]},
    {"exam": "US LOWER EXTREMITY VENOUS DUPLEX, RIGHT", "hist": "Right calf swelling and pain",
     "tech": "Grayscale, compression and color/spectral Doppler of the right lower extremity deep veins.",
     "findings": ["Non-compressible popliteal vein with echogenic intraluminal thrombus extending into the posterior tibial veins.",
                  "Common femoral and femoral veins are compressible with normal flow.",
                  "Great saphenous vein patent."],
     "imp": ["Acute deep venous thrombosis of the right popliteal and posterior tibial veins."]},
    {"exam": "MAMMOGRAM SCREENING BILATERAL WITH TOMOSYNTHESIS", "hist": "Screening. No symptoms.",
     "tech": "Bilateral CC and MLO views with digital breast tomosynthesis.",
     "findings": ["The breasts are heterogeneously dense, which may obscure small masses.",
                  "No suspicious masses, calcifications or architectural distortion.",
                  "Stable benign-appearing calcifications in the right upper outer quadrant."],
     "imp": ["BI-RADS 1: Negative. Recommend routine screening mammography in 1 year."]},
    {"exam": "CT CHEST WITHOUT CONTRAST, LOW DOSE LUNG CANCER SCREENING", "hist": "Former smoker, 40 pack-years",
     "tech": "Low-dose helical CT of the chest without contrast. CTDIvol 1.4 mGy.",
     "findings": ["6 mm solid nodule in the right upper lobe (series 3, image 44).",
                  "Centrilobular emphysema, upper lobe predominant.",
                  "Coronary artery calcifications.", "No lymphadenopathy or effusion."],
     "imp": ["Lung-RADS 3: probably benign. 6-month low-dose CT recommended.", "Emphysema and coronary calcification."]},
    {"exam": "RENAL ULTRASOUND", "hist": "Acute kidney injury",
     "tech": "Grayscale and color Doppler imaging of the kidneys and bladder.",
     "findings": ["Right kidney 10.1 cm, left kidney 10.4 cm, with increased cortical echogenicity bilaterally.",
                  "No hydronephrosis, stones or masses.", "Bladder is decompressed around a Foley catheter."],
     "imp": ["No hydronephrosis.", "Echogenic kidneys consistent with medical renal disease."]},
    {"exam": "PORTABLE CHEST X-RAY", "hist": "Line placement, intubated",
     "tech": "Single portable AP view of the chest.",
     "findings": ["Endotracheal tube tip 4 cm above the carina.", "Right internal jugular central line tip at the cavoatrial junction.",
                  "Enteric tube courses below the diaphragm, tip out of field.", "Bibasilar atelectasis. No pneumothorax."],
     "imp": ["Lines and tubes in satisfactory position.", "No pneumothorax."]},
    {"exam": "ECHOCARDIOGRAM, TRANSTHORACIC", "hist": "Dyspnea, edema",
     "tech": "Complete 2D, M-mode, color and spectral Doppler TTE. Image quality fair.",
     "findings": ["LV cavity mildly dilated. LVEF estimated 30% by biplane Simpson method.",
                  "Grade II diastolic dysfunction.", "Mild mitral regurgitation. Trace tricuspid regurgitation.",
                  "RVSP 42 mmHg. IVC dilated with less than 50% collapse."],
     "imp": ["Moderately reduced LV systolic function, LVEF 30%.", "Elevated filling pressures."]},
    {"exam": "MRI CARDIAC / MRI SAFETY SCREENING NOTE", "hist": "Pre-MRI device screening",
     "tech": "Device interrogation performed before and after scanning in MR-conditional mode.",
     "findings": ["Device programmed to asynchronous pacing for the duration of the scan.",
                  "Lead impedances and thresholds unchanged after the scan."],
     "imp": ["MRI completed without device-related complication."], "device": True},
]

ED_COMPLAINTS = [
    # (chief complaint, diagnosis, course, prescription or None, discharged home?)
    ("chest pain", "Chest pain, likely musculoskeletal", "Troponin x2 negative, ECG without ischemic change, CXR clear. HEART score 2.",
     "ibuprofen 600 mg PO q6h PRN x 5 days", True),
    ("laceration to left hand", "3 cm laceration, left palm, repaired", "Irrigated, explored in bloodless field, no tendon involvement. Closed with 5 simple interrupted 4-0 nylon sutures. Tdap updated.",
     None, True),
    ("abdominal pain", "Acute appendicitis", "CT with dilated appendix and periappendiceal stranding. Surgery consulted, NPO, IV piperacillin-tazobactam.",
     None, False),
    ("headache", "Migraine headache", "Neuro exam nonfocal. Given metoclopramide, diphenhydramine and IV fluids with complete resolution.",
     "sumatriptan 50 mg PO PRN, #6", True),
    ("ankle injury", "Right lateral ankle sprain", "Ottawa rules applied; XR negative for fracture. ASO brace, crutches, RICE.",
     "naproxen 500 mg PO BID with food x 7 days", True),
    ("shortness of breath", "COPD exacerbation", "Nebulizers x3, prednisone 60 mg, doxycycline. Improved, ambulatory sat 93% RA.",
     "prednisone 40 mg PO daily x 5 days; doxycycline 100 mg PO BID x 5 days", True),
    ("fever and dysuria", "Acute cystitis", "UA positive for LE and nitrites. Culture sent.",
     "nitrofurantoin 100 mg PO BID x 5 days", True),
    ("syncope", "Vasovagal syncope", "Orthostatics negative after fluids, ECG normal intervals, telemetry without events.",
     None, True),
    ("allergic reaction", "Urticaria after new medication", "Given diphenhydramine, famotidine and methylprednisolone. Observed 4 hours without progression.",
     "cetirizine 10 mg PO daily x 7 days; prednisone 40 mg PO daily x 4 days", True),
    ("back pain", "Acute lumbar strain", "No red flag features. Normal neuro exam. Lidocaine patch, activity as tolerated.",
     "cyclobenzaprine 5 mg PO qHS PRN, #10", True),
    ("fall", "Closed distal radius fracture, left", "XR with dorsally angulated distal radius fracture. Hematoma block, closed reduction and sugar-tong splint. Ortho follow-up.",
     "acetaminophen 1 g PO q8h PRN; oxycodone 5 mg PO q6h PRN severe pain, #6", True),
    ("overdose", "Intentional acetaminophen ingestion", "4-hour level above treatment line. NAC started. Poison control and psychiatry consulted.",
     None, False),
    ("dog bite", "Dog bite to right forearm", "Wound irrigated copiously, left open. Animal control notified.",
     "amoxicillin-clavulanate 875 mg PO BID x 5 days", True),
    ("sore throat", "Streptococcal pharyngitis", "Rapid strep positive. Tolerating PO.",
     "amoxicillin 500 mg PO BID x 10 days", True),
]

NURSING_INTERVENTIONS = [
    "Repositioned every 2 hours; skin intact over sacrum and heels.",
    "Bed alarm on, call light within reach, nonskid socks on.",
    "Incentive spirometer encouraged, pulling 1250 mL.",
    "Fingerstick glucose 186 at 21:00; 2 units lispro given per scale.",
    "IV site right forearm 20 g, clean, dry and intact; no signs of infiltration.",
    "Foley catheter draining clear yellow urine, 450 mL this shift.",
    "Tolerating cardiac diet, ate 75% of dinner.",
    "Pain 6/10 at 22:15, oxycodone 5 mg given, reassessed 3/10 at 23:00.",
    "SCDs on bilaterally while in bed.",
    "Telemetry: sinus rhythm 70s-80s, no ectopy.",
    "Heparin drip titrated per protocol; anti-Xa due at 04:00.",
    "Dressing to left hip incision clean, dry and intact.",
    "Oxygen weaned from 3 L to 2 L nasal cannula; SpO2 94%.",
    "Ambulated in hall 150 feet with rolling walker and standby assist.",
    "CIWA score 6; no PRN required.",
    "Fall risk reassessed: Morse score 55, high risk precautions in place.",
    "Oral care provided; HOB elevated 30 degrees.",
    "Strict intake and output; net negative 1.1 L this shift.",
]
