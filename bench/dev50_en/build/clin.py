"""Clinical (non-PHI) content: scenarios, vitals, labs, medications."""

MEDS = {
    "metoprolol": ["metoprolol succinate 50 mg PO daily", "metoprolol tartrate 25 mg PO BID"],
    "lisinopril": ["lisinopril 10 mg PO daily", "lisinopril 20 mg daily"],
    "losartan": ["losartan 50 mg PO daily"],
    "amlodipine": ["amlodipine 5 mg PO daily", "amlodipine 10 mg daily"],
    "atorvastatin": ["atorvastatin 40 mg PO qHS", "atorvastatin 80 mg nightly"],
    "rosuvastatin": ["rosuvastatin 20 mg daily"],
    "aspirin": ["aspirin 81 mg PO daily", "ASA 81 mg daily"],
    "clopidogrel": ["clopidogrel 75 mg PO daily"],
    "apixaban": ["apixaban 5 mg PO BID", "apixaban 2.5 mg BID"],
    "warfarin": ["warfarin 5 mg PO daily (INR goal 2-3)"],
    "furosemide": ["furosemide 40 mg PO BID", "furosemide 20 mg PO daily"],
    "torsemide": ["torsemide 20 mg PO daily"],
    "spironolactone": ["spironolactone 25 mg PO daily"],
    "sacubitril": ["sacubitril-valsartan 24-26 mg PO BID"],
    "empagliflozin": ["empagliflozin 10 mg PO daily"],
    "metformin": ["metformin 1000 mg PO BID", "metformin ER 500 mg daily with supper"],
    "glargine": ["insulin glargine 22 units SC qHS", "insulin glargine 30 units nightly"],
    "lispro": ["insulin lispro sliding scale AC/HS", "insulin lispro 6 units with meals"],
    "glipizide": ["glipizide 5 mg PO daily"],
    "levothyroxine": ["levothyroxine 75 mcg PO daily", "levothyroxine 100 mcg daily"],
    "omeprazole": ["omeprazole 20 mg PO daily", "pantoprazole 40 mg PO daily"],
    "sertraline": ["sertraline 50 mg PO daily"],
    "escitalopram": ["escitalopram 10 mg daily"],
    "gabapentin": ["gabapentin 300 mg PO TID", "gabapentin 100 mg qHS"],
    "tamsulosin": ["tamsulosin 0.4 mg PO qHS"],
    "albuterol": ["albuterol HFA 90 mcg 2 puffs q4h PRN wheeze"],
    "tiotropium": ["tiotropium 18 mcg inhaled daily"],
    "fluticasone": ["fluticasone-salmeterol 250/50 1 puff BID"],
    "prednisone": ["prednisone 40 mg PO daily x 5 days"],
    "allopurinol": ["allopurinol 100 mg PO daily"],
    "donepezil": ["donepezil 10 mg qHS"],
    "acetaminophen": ["acetaminophen 650 mg PO q6h PRN pain", "acetaminophen 1 g PO q8h"],
    "oxycodone": ["oxycodone 5 mg PO q4h PRN severe pain"],
    "senna": ["senna 8.6 mg 2 tabs qHS", "sennosides 17.2 mg nightly"],
    "docusate": ["docusate 100 mg PO BID"],
    "polyethylene": ["polyethylene glycol 17 g PO daily PRN"],
    "heparin": ["heparin 5,000 units SC q8h"],
    "enoxaparin": ["enoxaparin 40 mg SC daily"],
    "ceftriaxone": ["ceftriaxone 1 g IV q24h"],
    "azithromycin": ["azithromycin 500 mg IV/PO daily"],
    "vancomycin": ["vancomycin 1,250 mg IV q12h (pharmacy to dose)"],
    "pip_tazo": ["piperacillin-tazobactam 4.5 g IV q8h extended infusion"],
    "cefazolin": ["cefazolin 2 g IV q8h"],
    "ondansetron": ["ondansetron 4 mg IV q6h PRN nausea"],
    "melatonin": ["melatonin 3 mg qHS PRN sleep"],
    "quetiapine": ["quetiapine 25 mg qHS PRN agitation"],
    "thiamine": ["thiamine 100 mg PO daily", "folic acid 1 mg daily"],
    "nicotine": ["nicotine patch 21 mg/24 h daily"],
    "sevelamer": ["sevelamer 800 mg PO TID with meals"],
    "calcitriol": ["calcitriol 0.25 mcg daily"],
    "epoetin": ["epoetin alfa with HD per protocol"],
    "lactulose": ["lactulose 20 g PO TID titrate to 2-3 BMs"],
    "rifaximin": ["rifaximin 550 mg PO BID"],
    "hydralazine": ["hydralazine 25 mg PO TID"],
    "carvedilol": ["carvedilol 12.5 mg PO BID"],
    "diltiazem": ["diltiazem ER 180 mg daily"],
    "amiodarone": ["amiodarone 200 mg daily"],
    "potassium": ["potassium chloride 20 mEq PO daily"],
    "vitd": ["cholecalciferol 2,000 units daily"],
    "ferrous": ["ferrous sulfate 325 mg PO daily"],
    "mirtazapine": ["mirtazapine 7.5 mg qHS"],
}

SCEN = [
    dict(key="chf", cc="shortness of breath and leg swelling", dx="Acute on chronic HFrEF exacerbation",
         pmh=["HFrEF (EF 25-30%)", "CAD s/p PCI to LAD", "HTN", "T2DM", "CKD stage 3a"],
         meds=["metoprolol", "sacubitril", "furosemide", "spironolactone", "atorvastatin", "aspirin", "metformin"],
         hpi="reports about {dur} of progressive dyspnea on exertion, 3-pillow orthopnea and PND, with a weight gain of roughly {n} lb. {He} admits to dietary indiscretion and ran out of {his} diuretic several days ago. Denies chest pain, fever or productive cough.",
         exam="JVP to the angle of the jaw at 45 degrees, bibasilar crackles, S3 present, 2+ pitting edema to the knees bilaterally.",
         imaging="CXR: cephalization, small bilateral effusions, cardiomegaly. BNP 2,140.",
         plan=[("Acute on chronic HFrEF", "IV furosemide 80 mg BID, goal net negative 1-2 L/day; strict I/O, daily standing weights; 2 g Na / 1.5 L fluid restriction; hold sacubitril-valsartan while diuresing aggressively, resume when Cr stable; repeat TTE not needed (last echo EF 25%)."),
               ("CKD 3a", "Cr 1.6 (baseline 1.4); trend BMP BID during diuresis, replete K to >4 and Mg to >2."),
               ("T2DM", "hold metformin, basal-bolus insulin, A1c 8.1%.")]),
    dict(key="pna", cc="cough, fever and shortness of breath", dx="Community-acquired pneumonia, right lower lobe",
         pmh=["COPD (FEV1 52% predicted)", "tobacco use, 40 pack-years", "HTN", "GERD"],
         meds=["tiotropium", "fluticasone", "albuterol", "amlodipine", "omeprazole"],
         hpi="presents with {dur} of productive cough with rusty sputum, subjective fevers, rigors and pleuritic right-sided chest pain. Increased inhaler use at home without relief.",
         exam="Febrile to 38.9, tachypneic, decreased breath sounds and egophony at the right base, scattered expiratory wheezes.",
         imaging="CXR: dense RLL consolidation without effusion. Procalcitonin 4.2. Lactate 2.3.",
         plan=[("CAP, RLL", "ceftriaxone 1 g IV q24h plus azithromycin 500 mg daily; blood cultures x2 and sputum culture pending; Legionella and pneumococcal urine antigens sent; CURB-65 = 2."),
               ("COPD", "no clear exacerbation; continue home LAMA/ICS-LABA, nebs PRN; smoking cessation counselling done, nicotine patch offered."),
               ("Sepsis", "met SIRS criteria on arrival, received 30 mL/kg LR in ED, lactate clearing.")]),
    dict(key="dka", cc="nausea, vomiting and abdominal pain", dx="Diabetic ketoacidosis", young=True,
         pmh=["Type 1 diabetes mellitus since childhood", "depression"],
         meds=["glargine", "lispro", "sertraline"],
         hpi="reports {dur} of polyuria, polydipsia, nausea and non-bloody emesis after running out of insulin. Fingerstick at home read HI.",
         exam="Dry mucous membranes, Kussmaul respirations, diffuse mild abdominal tenderness without guarding.",
         imaging="Anion gap 28, bicarbonate 8, pH 7.08, beta-hydroxybutyrate 7.9, glucose 612.",
         plan=[("DKA", "insulin infusion per DKA protocol, D5 added when glucose <250, K repleted to >3.5 before insulin; BMP q2h, transition to SC insulin with overlap once gap closed x2."),
               ("Insulin access", "social work and case management to address cost of insulin; diabetes educator consult.")]),
    dict(key="gib", cc="black stools and lightheadedness", dx="Upper GI bleed, likely peptic ulcer disease",
         pmh=["osteoarthritis on daily ibuprofen", "atrial fibrillation", "HTN"],
         meds=["apixaban", "metoprolol", "lisinopril", "acetaminophen"],
         hpi="noted {dur} of melena and one episode of near-syncope while standing. Takes ibuprofen 800 mg TID for knee pain in addition to apixaban.",
         exam="Pale conjunctivae, HR 112, BP 98/60, epigastric tenderness, melena on rectal exam.",
         imaging="Hgb 6.9 (baseline 12.8), BUN 58, Cr 1.0, INR 1.3. Glasgow-Blatchford score 13.",
         plan=[("UGIB", "2 large-bore IVs, transfuse 2 units PRBC with goal Hgb >7, pantoprazole 80 mg IV then 40 mg IV BID, GI consulted for EGD within 24 h, NPO after midnight."),
               ("AF on anticoagulation", "hold apixaban; CHA2DS2-VASc 4, will discuss timing of resumption with GI after endoscopy."),
               ("NSAID use", "stop ibuprofen permanently, counselled.")]),
    dict(key="cell", cc="red, painful swollen leg", dx="Left lower extremity cellulitis",
         pmh=["obesity (BMI 41)", "T2DM", "chronic venous stasis", "lymphedema"],
         meds=["metformin", "glipizide", "lisinopril", "atorvastatin"],
         hpi="describes {dur} of spreading erythema, warmth and pain of the left shin after a minor abrasion, with chills but no drainage.",
         exam="Well-demarcated erythema from ankle to mid-calf, warm and tender, margins marked with pen, no fluctuance or crepitus, DP pulses 1+ bilaterally.",
         imaging="WBC 14.2, CRP 98. Venous duplex negative for DVT.",
         plan=[("Non-purulent cellulitis", "cefazolin 2 g IV q8h, elevate leg, mark borders, transition to cephalexin when improving; total 5-7 days."),
               ("T2DM", "A1c 9.4%; hold oral agents inpatient, basal insulin plus correction scale.")]),
    dict(key="copd", cc="worsening shortness of breath", dx="COPD exacerbation",
         pmh=["COPD, 2 L home O2 at night", "OSA on CPAP", "anxiety", "HTN"],
         meds=["tiotropium", "fluticasone", "albuterol", "sertraline", "amlodipine"],
         hpi="has had {dur} of increased dyspnea, cough with change in sputum color to green and increased rescue inhaler use up to every 2 hours.",
         exam="Speaking in short phrases, accessory muscle use, diffuse expiratory wheezes, prolonged expiratory phase.",
         imaging="VBG 7.33/58. CXR hyperinflated without infiltrate.",
         plan=[("AECOPD", "prednisone 40 mg x5 days, scheduled duonebs q4h, doxycycline 100 mg BID x5 days; titrate O2 to SpO2 88-92%; BiPAP if worsening hypercapnia."),
               ("OSA", "continue home CPAP at night."),
               ("Tobacco use", "counselled, nicotine replacement ordered.")]),
    dict(key="afib", cc="palpitations", dx="Atrial fibrillation with rapid ventricular response",
         pmh=["HTN", "hyperthyroidism", "prior TIA"],
         meds=["diltiazem", "losartan", "aspirin"],
         hpi="woke with palpitations and mild dyspnea {dur} before arrival; no chest pain or syncope. First known episode of AF.",
         exam="Irregularly irregular tachycardia at 140s, no murmurs, lungs clear, no edema.",
         imaging="ECG: AF with RVR, rate 142, no acute ST changes. TSH 0.02, free T4 2.9. Troponin negative x2.",
         plan=[("New AF with RVR", "diltiazem drip, transition to oral; CHA2DS2-VASc 4, start apixaban 5 mg BID after discussing bleeding risk; TTE ordered."),
               ("Hyperthyroidism", "endocrine input, start methimazole; TRAb pending.")]),
    dict(key="uti", cc="confusion and fever", dx="Sepsis secondary to pyelonephritis",
         pmh=["Alzheimer dementia", "recurrent UTIs", "hypothyroidism", "osteoporosis"],
         meds=["donepezil", "levothyroxine", "vitd", "mirtazapine"],
         hpi="was found by family to be more confused than baseline over {dur}, with decreased oral intake and foul-smelling urine. Baseline: oriented to self, ambulates with walker.",
         exam="Febrile, oriented to self only, dry mucous membranes, right CVA tenderness.",
         imaging="UA: large LE, >50 WBC, nitrite positive. Lactate 3.1. CT A/P: right pyelonephritis, no obstruction.",
         plan=[("Sepsis from pyelonephritis", "ceftriaxone (prior urine culture pan-sensitive E. coli), fluids, follow cultures."),
               ("Delirium on dementia", "delirium precautions, avoid benzodiazepines, reorientation, family at bedside encouraged."),
               ("Goals of care", "confirmed DNR/DNI with health care proxy.")]),
    dict(key="aki", cc="weakness and decreased urine output", dx="Acute kidney injury with hyperkalemia",
         pmh=["CKD stage 3b", "T2DM", "HTN", "gout"],
         meds=["lisinopril", "spironolactone", "metformin", "allopurinol", "amlodipine"],
         hpi="reports {dur} of diarrhea, poor oral intake and generalized weakness while continuing ACE inhibitor, spironolactone and metformin.",
         exam="Dry mucous membranes, orthostatic, no edema, no asterixis.",
         imaging="Cr 4.2 (baseline 1.7), K 6.4, HCO3 16. ECG with peaked T waves. Renal US without hydronephrosis.",
         plan=[("AKI, prerenal", "hold ACEi/MRA/metformin, IV isotonic bicarbonate, strict I/O, renal dosing."),
               ("Hyperkalemia", "calcium gluconate, insulin/dextrose, sodium zirconium cyclosilicate; repeat K q4h; telemetry.")]),
    dict(key="etoh", cc="tremor and vomiting", dx="Alcohol withdrawal", young=True,
         pmh=["alcohol use disorder", "alcoholic hepatitis", "anxiety"],
         meds=["thiamine", "omeprazole"],
         hpi="drinks about a fifth of vodka daily; last drink roughly {dur} ago. Reports tremor, sweats, anxiety; prior withdrawal seizure.",
         exam="Tremulous, diaphoretic, tachycardic, no asterixis, mild scleral icterus.",
         imaging="CIWA-Ar 19 on arrival. AST 212, ALT 88, T bili 2.4, plt 92, ethanol level negative.",
         plan=[("Alcohol withdrawal", "symptom-triggered lorazepam per CIWA, thiamine 500 mg IV TID x3 days then 100 mg daily, folate, MVI; seizure precautions."),
               ("AUD", "motivational interview done, interested in naltrexone; addiction medicine consult.")]),
    dict(key="syncope", cc="a syncopal episode", dx="Syncope, likely orthostatic", old=True,
         pmh=["Parkinson disease", "BPH", "HTN", "hyperlipidemia"],
         meds=["tamsulosin", "amlodipine", "atorvastatin"],
         hpi="had a witnessed syncopal episode after standing from the toilet {dur} ago, brief loss of consciousness without tonic-clonic activity or incontinence; struck the back of the head.",
         exam="Orthostatic: BP 142/80 lying to 104/62 standing with symptoms. Small occipital hematoma, no focal deficits.",
         imaging="CT head negative for bleed. ECG sinus rhythm, normal intervals. Troponin <0.01.",
         plan=[("Orthostatic syncope", "hold amlodipine, move tamsulosin to bedtime, IV fluids, compression stockings, PT/OT evaluation, fall precautions."),
               ("Head strike", "no anticoagulation, CT negative, neuro checks q4h x24 h.")]),
    dict(key="cp", cc="chest pain", dx="NSTEMI",
         pmh=["HTN", "hyperlipidemia", "T2DM", "tobacco use"],
         meds=["metformin", "lisinopril", "atorvastatin"],
         hpi="developed substernal pressure radiating to the left arm while shoveling {dur} prior, associated with diaphoresis and nausea, partially relieved by rest.",
         exam="Diaphoretic, HR 96, BP 158/92, lungs clear, no murmur.",
         imaging="ECG: 1 mm ST depressions V4-V6. hs-troponin 86 -> 412 ng/L. HEART score 7.",
         plan=[("NSTEMI", "aspirin 325 load then 81, ticagrelor 180 mg load, heparin drip, high-intensity statin, metoprolol; cardiology consulted, cath lab tomorrow."),
               ("Risk factors", "A1c and lipid panel, smoking cessation counselling.")]),
    dict(key="hep", cc="abdominal distension and confusion", dx="Hepatic encephalopathy, decompensated cirrhosis",
         pmh=["alcohol-associated cirrhosis, MELD-Na 24", "esophageal varices s/p banding", "ascites"],
         meds=["lactulose", "rifaximin", "spironolactone", "furosemide"],
         hpi="family reports {dur} of increasing somnolence and day-night reversal; stopped taking lactulose because of diarrhea.",
         exam="Somnolent but arousable, asterixis present, tense ascites, spider angiomata, jaundice.",
         imaging="Ammonia 142, Na 129, INR 1.9, T bili 4.6, albumin 2.4. Diagnostic paracentesis: 180 PMN, SBP ruled out.",
         plan=[("Hepatic encephalopathy", "lactulose 30 mL q2h until BM then titrate, continue rifaximin, aspiration precautions."),
               ("Ascites", "large volume paracentesis with albumin, 2 g Na diet."),
               ("Hyponatremia", "hold diuretics, fluid restriction.")]),
    dict(key="pe", cc="pleuritic chest pain and dyspnea", dx="Acute pulmonary embolism",
         pmh=["recent right knee arthroscopy", "recent 14-hour flight", "obesity"],
         meds=["acetaminophen"],
         hpi="describes {dur} of sharp pleuritic left chest pain and exertional dyspnea, with right calf swelling after recent knee surgery.",
         exam="HR 118, SpO2 91% RA, lungs clear, right calf tender and 3 cm larger than left.",
         imaging="CTA chest: bilateral segmental PE, RV/LV ratio 1.1. Troponin mildly elevated, BNP 340. sPESI 1.",
         plan=[("Submassive PE", "heparin drip, PERT notified, TTE, monitor on telemetry; transition to DOAC if stable."),
               ("Provoked DVT", "duplex confirmed right popliteal DVT; 3 months anticoagulation.")]),
    dict(key="stroke", cc="right sided weakness and slurred speech", dx="Acute ischemic stroke, left MCA territory", old=True,
         pmh=["atrial fibrillation not on anticoagulation", "HTN", "hyperlipidemia"],
         meds=["aspirin", "metoprolol", "atorvastatin"],
         hpi="was last known well at {time} when a family member noted facial droop, right arm weakness and word-finding difficulty.",
         exam="NIHSS 9: right facial droop, right arm drift, expressive aphasia, right-sided neglect absent.",
         imaging="CT head: no hemorrhage. CTA: left M2 occlusion. Received tenecteplase; thrombectomy with TICI 2b reperfusion.",
         plan=[("Acute ischemic stroke", "post-tPA neuro checks q1h, BP <180/105, repeat MRI brain, swallow screen before PO."),
               ("AF", "start anticoagulation day 3-5 per neurology if infarct size small.")]),
]

SURG = [
    dict(key="chole", proc="Laparoscopic cholecystectomy", pre="Acute calculous cholecystitis", post="Same",
         anes="General endotracheal", ebl="15 mL", spec="Gallbladder", drains="None",
         desc="The patient was placed supine and after induction of general endotracheal anesthesia the abdomen was prepped and draped in the usual sterile fashion. A 12-mm Hasson port was placed at the umbilicus under direct vision and pneumoperitoneum established to 15 mmHg. Three 5-mm ports were placed in the epigastrium and right upper quadrant. The gallbladder was distended and edematous with omental adhesions, which were taken down bluntly. The fundus was retracted cephalad and the infundibulum laterally. The hepatocystic triangle was dissected, and the critical view of safety was obtained with two and only two structures entering the gallbladder. The cystic duct and artery were clipped twice proximally and once distally and divided. The gallbladder was removed from the liver bed with electrocautery and placed in an endocatch bag and extracted via the umbilical port. The liver bed was hemostatic. Irrigation was clear. Ports were removed under direct vision and the fascia at the umbilicus closed with 0 Vicryl. Skin was closed with 4-0 Monocryl and Dermabond."),
    dict(key="appy", proc="Laparoscopic appendectomy", pre="Acute appendicitis", post="Acute suppurative appendicitis without perforation",
         anes="General", ebl="minimal", spec="Appendix", drains="None", young=True,
         desc="After induction of anesthesia and placement of a Foley catheter, the abdomen was prepped and draped. Access was obtained at the umbilicus with an open technique and a 5-mm port placed in the suprapubic region and a 12-mm port in the left lower quadrant. The appendix was identified, inflamed and without perforation. The mesoappendix was divided with a vessel-sealing device. The base of the appendix was healthy and was divided with an endoscopic stapler with a vascular load. The specimen was placed in a bag and removed. The staple line was inspected and hemostatic. The right lower quadrant was irrigated and aspirated. Ports removed, fascia closed, skin closed with subcuticular 4-0 Monocryl."),
    dict(key="hernia", proc="Open right inguinal hernia repair with mesh (Lichtenstein)", pre="Symptomatic right inguinal hernia", post="Right indirect inguinal hernia",
         anes="MAC with local", ebl="10 mL", spec="None", drains="None", implant="polypropylene mesh",
         desc="A 6-cm incision was made along the inguinal crease. The external oblique aponeurosis was opened in the direction of its fibers, preserving the ilioinguinal nerve. The cord was encircled with a Penrose drain. An indirect sac was dissected off the cord structures to the internal ring, reduced, and high ligation was not required. A polypropylene mesh was tailored and secured to the pubic tubercle and shelving edge of the inguinal ligament with running 2-0 Prolene, and superiorly to the internal oblique with interrupted sutures, creating a new internal ring. The external oblique was closed with 2-0 Vicryl, Scarpa's with 3-0 Vicryl and the skin with 4-0 Monocryl."),
    dict(key="tka", proc="Right total knee arthroplasty", pre="Right knee primary osteoarthritis", post="Same", old=True,
         anes="Spinal with adductor canal block", ebl="150 mL", spec="None", drains="None", implant="cemented femoral and tibial components",
         desc="A tourniquet was applied to the thigh and inflated to 300 mmHg after exsanguination. A midline incision and medial parapatellar arthrotomy were performed. The ACL and menisci were resected. Distal femoral cut made at 5 degrees valgus with intramedullary guide; the tibial cut was made perpendicular to the mechanical axis with extramedullary guide. Flexion and extension gaps were balanced. Trial components showed excellent stability and patellar tracking. Final components were cemented. The wound was irrigated with dilute betadine, periarticular injection given, and the arthrotomy closed with barbed suture. Tourniquet time 78 minutes."),
    dict(key="hip", proc="Left hip hemiarthroplasty", pre="Displaced left femoral neck fracture", post="Same", old=True,
         anes="Spinal", ebl="250 mL", spec="Femoral head", drains="None", implant="cemented bipolar hemiarthroplasty",
         desc="The patient was placed in the right lateral decubitus position. A posterior approach was used. The short external rotators and capsule were tagged and released. The femoral neck osteotomy was made and the head removed and sized. The canal was broached, and trial reduction performed with good stability and equal leg lengths. The final stem was cemented and the bipolar head impacted and reduced. Capsule and rotators were repaired through drill holes. Layered closure with staples to skin."),
    dict(key="colectomy", proc="Laparoscopic sigmoid colectomy with primary anastomosis", pre="Recurrent sigmoid diverticulitis", post="Same",
         anes="General endotracheal", ebl="75 mL", spec="Sigmoid colon", drains="None",
         desc="The patient was placed in modified lithotomy. Bilateral ureteral stents were not used. Medial-to-lateral dissection was performed, the inferior mesenteric artery identified and divided with a vessel sealer after identification of the left ureter. The splenic flexure was partially mobilized. The rectum was divided at the sacral promontory with a stapler. The specimen was exteriorized through a Pfannenstiel incision and the proximal colon divided. An end-to-end stapled anastomosis was created with a 29-mm EEA stapler; the leak test was negative and donuts complete."),
    dict(key="sbo", proc="Exploratory laparotomy, lysis of adhesions", pre="Small bowel obstruction", post="Adhesive small bowel obstruction, no bowel compromise",
         anes="General endotracheal (RSI)", ebl="50 mL", spec="None", drains="None",
         desc="A midline laparotomy was performed. Dilated proximal small bowel was encountered with a single adhesive band causing a transition point in the distal ileum. The band was divided. The bowel was run from the ligament of Treitz to the ileocecal valve; all bowel was viable with good peristalsis and no enterotomies. The abdomen was irrigated, fascia closed with running looped PDS, skin stapled."),
    dict(key="csec", proc="Repeat low transverse cesarean section", pre="Intrauterine pregnancy at 39 weeks, prior cesarean, desires repeat", post="Same, delivered", female=True, young=True,
         anes="Spinal", ebl="QBL 720 mL", spec="Placenta to L&D (not sent)", drains="Foley",
         desc="A Pfannenstiel skin incision was made through the prior scar and carried down to the fascia, which was incised transversely. The rectus muscles were separated and the peritoneum entered bluntly. A bladder flap was created. A low transverse hysterotomy was made and extended bluntly. A viable infant was delivered from vertex position, cord clamped after 60 seconds, and handed to pediatrics. Apgars 8 and 9. The placenta was delivered, the uterus exteriorized and cleared. Hysterotomy closed in two layers. Tubes and ovaries normal. Fascia closed with running 0 PDS, skin with staples."),
    dict(key="orif", proc="ORIF right bimalleolar ankle fracture", pre="Right bimalleolar ankle fracture", post="Same",
         anes="General with popliteal block", ebl="25 mL", spec="None", drains="None", implant="one-third tubular plate and 4.0 cancellous screws",
         desc="Thigh tourniquet inflated to 250 mmHg. Lateral approach to the fibula; fracture reduced and fixed with a lag screw and a one-third tubular neutralization plate. Medial malleolus exposed, reduced and fixed with two partially threaded cancellous screws. Stress view showed no syndesmotic widening. Wounds irrigated and closed in layers; well-padded splint applied."),
    dict(key="thyroid", proc="Total thyroidectomy", pre="Multinodular goiter with compressive symptoms", post="Same",
         anes="General endotracheal with NIM tube", ebl="30 mL", spec="Thyroid, total", drains="None",
         desc="A 5-cm collar incision was made. Subplatysmal flaps were raised and the strap muscles separated in the midline. The right lobe was mobilized; the recurrent laryngeal nerve was identified and stimulated with intact signal. Superior and inferior parathyroids preserved on their vascular pedicles. Same on the left. The gland was removed intact. Hemostasis confirmed with Valsalva. Closure in layers, skin with running subcuticular suture."),
]

ICU_SCEN = [
    dict(key="septic", dx="Septic shock from {src}", srcs=["pneumonia", "cholangitis", "pyelonephritis", "necrotizing soft tissue infection"],
         neuro="Sedated on propofol 30 mcg/kg/min and fentanyl 50 mcg/h, RASS -2, SAT/SBT this AM.",
         cv="Norepinephrine 0.12 mcg/kg/min (down from 0.25), vasopressin 0.03 units/min; MAP goal >65; lactate 4.1 -> 2.2; hydrocortisone 50 mg q6h.",
         resp="Intubated, AC/VC 420 x 22, PEEP 10, FiO2 45%; P/F 180; plateau 26.",
         renal="Cr 2.3 (baseline 0.9), UOP 0.4 mL/kg/h; no RRT indication yet; bicarb 18.",
         idp="Vanc/pip-tazo day 3; blood cx GNR, speciation pending; procal 22.",
         gi="Tube feeds at goal 50 mL/h, PPI for SUP, bowel regimen.",
         heme="Hgb 8.1, plt 88; heparin SC.", endo="Insulin infusion, goal glucose 140-180."),
    dict(key="ards", dx="ARDS from {src}", srcs=["influenza A pneumonia", "COVID-19 pneumonia", "aspiration pneumonitis"],
         neuro="Deep sedation for ventilator synchrony; cisatracurium infusion stopped yesterday; CAM-ICU not assessable.",
         cv="Off pressors since yesterday AM; MAP 70s; conservative fluid strategy.",
         resp="Proned 16 h overnight, P/F 98 -> 164; LTVV 6 mL/kg PBW (VT 380), PEEP 14, FiO2 60%, driving pressure 13.",
         renal="Net -1.1 L; furosemide gtt 5 mg/h; Cr 1.1.",
         idp="Oseltamivir day 4; MRSA nares negative, vancomycin stopped.",
         gi="Trophic feeds 10 mL/h while proned; famotidine.", heme="Hgb 9.4, no bleeding; enoxaparin ppx.",
         endo="Glucose 150s on sliding scale."),
    dict(key="dka_icu", dx="Severe DKA with {src}", srcs=["altered mental status", "acute kidney injury", "hypokalemia"],
         neuro="GCS 14 -> 15; no signs of cerebral edema.", cv="HR 110s improving with fluids; no pressors.",
         resp="Kussmaul breathing resolved, room air.", renal="Cr 2.0 -> 1.4; K 3.2 repleting 20 mEq/h via central line.",
         idp="No infectious trigger; UA negative; CXR clear.", gi="NPO until gap closed, then carb-consistent diet.",
         heme="Leukocytosis 18 reactive.", endo="Insulin gtt 0.1 units/kg/h, gap 26 -> 14 -> 11; overlap glargine 2 h before stopping drip."),
    dict(key="gib_icu", dx="Hemorrhagic shock from {src}", srcs=["variceal bleed", "duodenal ulcer bleed", "lower GI bleed"],
         neuro="Alert, oriented x3, off sedation.", cv="Received 4 u PRBC, 2 FFP; MAP 70s off norepinephrine since 0400; octreotide gtt.",
         resp="Intubated for airway protection for EGD, extubated to 4 L NC.", renal="Cr 1.3, adequate UOP.",
         idp="Ceftriaxone SBP prophylaxis day 2.", gi="EGD: varices banded x4; pantoprazole IV BID; clear liquids after 24 h.",
         heme="Hgb 6.2 -> 8.3, stable x2 checks; INR 1.7, plt 64.", endo="No issues."),
    dict(key="arrest", dx="Post-cardiac arrest, {src}", srcs=["VF arrest with ROSC after 14 min", "PEA arrest presumed respiratory", "VT arrest in setting of STEMI"],
         neuro="TTM 36C day 2, no sedation holiday yet; pupils reactive, corneals present; EEG without seizures; prognostication at >72 h.",
         cv="s/p LHC with DES to proximal LAD; epinephrine off, norepi 0.05; TTE EF 30%, anterior hypokinesis.",
         resp="AC/VC, PEEP 8, FiO2 35%, normocapnia goal PaCO2 35-45.", renal="Cr 1.6, UOP adequate.",
         idp="Aspiration pneumonia possible, ampicillin-sulbactam day 2.", gi="Trophic TF.",
         heme="DAPT (aspirin/ticagrelor) via OGT; heparin gtt for LV thrombus prophylaxis considered.", endo="Glucose goal <180."),
    dict(key="status", dx="Status epilepticus, {src}", srcs=["medication nonadherence", "alcohol withdrawal", "new frontal mass"],
         neuro="Levetiracetam 1500 BID, lacosamide added; midazolam gtt weaned off; cEEG without electrographic seizures x18 h.",
         cv="Hemodynamically stable, no pressors.", resp="Intubated for airway protection; passed SBT, extubation planned today.",
         renal="CK 4,800 -> 2,900, IVF at 150 mL/h.", idp="Afebrile, LP deferred; no antibiotics.",
         gi="NPO pending extubation.", heme="No issues.", endo="Glucose normal."),
]


def vitals(rng, style="line", abn=None):
    t = round(rng.uniform(36.3, 38.7), 1)
    hr = rng.randrange(62, 124)
    sbp = rng.randrange(92, 172)
    dbp = rng.randrange(52, 98)
    rr = rng.randrange(14, 28)
    sp = rng.randrange(88, 100)
    o2 = rng.choice(["RA", "RA", "2L NC", "4 L NC", "room air", "3L"])
    wt = round(rng.uniform(48, 132), 1)
    if style == "line":
        return "T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% %s" % (t, hr, sbp, dbp, rr, sp, o2)
    if style == "f":
        return "Temp %.1fF, P %d, BP %d/%d, R %d, O2 sat %d%% on %s, Wt %.1f kg" % (t * 9 / 5 + 32, hr, sbp, dbp, rr, sp, o2, wt)
    if style == "terse":
        return "%.1f %d %d/%d %d %d%%%s" % (t, hr, sbp, dbp, rr, sp, o2.lower())
    rows = ["Temp: %.1f C" % t, "Pulse: %d" % hr, "BP: %d/%d" % (sbp, dbp), "Resp: %d" % rr, "SpO2: %d%% (%s)" % (sp, o2), "Weight: %.1f kg" % wt]
    return "\n".join(rows)


LABS = [("Na", "sodium", 128, 146, 0, "mmol/L", "136-145"), ("K", "potassium", 3.1, 5.6, 1, "mmol/L", "3.5-5.1"),
        ("Cl", "chloride", 94, 110, 0, "mmol/L", "98-107"), ("CO2", "bicarbonate", 16, 30, 0, "mmol/L", "22-29"),
        ("BUN", "BUN", 7, 62, 0, "mg/dL", "7-20"), ("Cr", "creatinine", 0.6, 3.4, 2, "mg/dL", "0.6-1.3"),
        ("Glu", "glucose", 72, 310, 0, "mg/dL", "70-99"), ("Ca", "calcium", 7.9, 10.4, 1, "mg/dL", "8.5-10.2"),
        ("Mg", "magnesium", 1.4, 2.4, 1, "mg/dL", "1.7-2.2"), ("WBC", "WBC", 3.1, 21.0, 1, "K/uL", "4.0-11.0"),
        ("Hgb", "hemoglobin", 6.8, 15.9, 1, "g/dL", "12.0-16.0"), ("Plt", "platelets", 62, 441, 0, "K/uL", "150-400")]


def labs(rng, style="line", n=None):
    rows = LABS[:] if n is None else LABS[:n]
    vals = []
    for ab, nm, lo, hi, dp, unit, ref in rows:
        v = rng.uniform(lo, hi)
        vals.append((ab, nm, ("%." + str(dp) + "f") % v, unit, ref))
    if style == "line":
        return ", ".join("%s %s" % (a, v) for a, _, v, _, _ in vals)
    if style == "pipe":
        out = ["| Test | Result | Units | Ref |", "|---|---|---|---|"]
        out += ["| %s | %s | %s | %s |" % (a, v, u, r) for a, _, v, u, r in vals]
        return "\n".join(out)
    if style == "cols":
        return "\n".join("%-12s %8s %-7s (%s)" % (n, v, u, r) for _, n, v, u, r in vals)
    if style == "bmp_cbc":
        d = dict((a, v) for a, _, v, _, _ in vals)
        return "BMP: %s/%s/%s/%s/%s/%s<%s\nCBC: WBC %s / Hgb %s / Plt %s" % (
            d["Na"], d["K"], d["Cl"], d["CO2"], d["BUN"], d["Cr"], d["Glu"], d["WBC"], d["Hgb"], d["Plt"])
    return "; ".join("%s %s" % (a, v) for a, _, v, _, _ in vals)


def med_list(rng, keys, style="num"):
    items = []
    keys = list(dict.fromkeys(keys))
    for k in keys:
        if k in MEDS:
            items.append(rng.choice(MEDS[k]))
    extra = [k for k in rng.sample(["acetaminophen", "senna", "vitd", "omeprazole", "melatonin", "potassium", "ferrous", "docusate"], rng.randrange(1, 4)) if k not in keys]
    for k in extra:
        v = rng.choice(MEDS[k])
        if v not in items:
            items.append(v)
    if style == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(items)), items
    if style == "dash":
        return "\n".join("- " + x for x in items), items
    return "; ".join(items), items


ALLERGIES = ["NKDA", "NKDA", "Penicillin (hives)", "Sulfa (rash)", "Codeine (nausea)", "Iodinated contrast (hives, premedicate)",
             "Lisinopril (angioedema)", "Shellfish", "Vancomycin (red man, tolerates slow infusion)", "Latex", "Morphine (itching)",
             "No known allergies"]

ROS = ["Constitutional: + fatigue, no weight loss.", "Eyes: negative.", "ENT: negative.",
       "Resp: see HPI.", "CV: no chest pain unless noted in HPI.", "GI: no hematemesis, no hematochezia.",
       "GU: no dysuria.", "MSK: chronic low back pain.", "Skin: no rashes.", "Neuro: no focal weakness.",
       "Psych: mood 'okay'.", "Heme: no easy bruising.", "All other systems reviewed and negative."]

EXAM_NORMAL = ["General: NAD, conversant.", "HEENT: NCAT, MMM, anicteric.", "Neck: supple, no LAD.",
               "CV: RRR, no m/r/g.", "Lungs: CTAB, no increased work of breathing.",
               "Abd: soft, NT/ND, +BS.", "Ext: warm, no edema.", "Neuro: A&Ox3, CN II-XII grossly intact, moves all extremities.",
               "Skin: no rash, no breakdown.", "Psych: appropriate affect."]

DURS = ["3 days", "2 days", "1 week", "5 days", "several days", "24 hours", "2 weeks", "4-5 days", "36 hours", "10 days"]
