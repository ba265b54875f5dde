"""Clinical content: scenarios, labs, vitals, meds, histories and the hard
negatives (abbreviations, doses, eponyms, scores, ICD-10 codes) that fill
the notes. Templates here use the marker syntax of seg.Doc.w."""
import datetime as dt

from seg import P
import ids

# name -> (formal label, terse label, decimals)
LAB = {
    "Na": ("Na", "na", 0), "K": ("K", "k", 1), "Cl": ("Cl", "cl", 0), "HCO3": ("HCO3", "bicarb", 0),
    "BUN": ("BUN", "bun", 0), "Cr": ("Cr", "cr", 1), "Glu": ("glucose", "gluc", 0),
    "WBC": ("WBC", "wbc", 1), "Hgb": ("Hgb", "hgb", 1), "Plt": ("Plt", "plt", 0), "INR": ("INR", "inr", 1),
    "Lactate": ("lactate", "lac", 1), "BNP": ("BNP", "bnp", 0), "Trop": ("hs-troponin", "trop", 0),
    "Lipase": ("lipase", "lipase", 0), "PCT": ("procalcitonin", "pct", 2), "AG": ("anion gap", "ag", 0),
    "BHB": ("beta-hydroxybutyrate", "bhb", 1), "Mg": ("Mg", "mg", 1), "Phos": ("phos", "phos", 1),
    "Alb": ("albumin", "alb", 1), "ALT": ("ALT", "alt", 0), "AST": ("AST", "ast", 0),
    "Tbili": ("T bili", "tbili", 1), "CRP": ("CRP", "crp", 0), "pCO2": ("pCO2", "pco2", 0),
    "pH": ("pH", "ph", 2), "Ca": ("Ca", "ca", 1), "TSH": ("TSH", "tsh", 2), "A1c": ("HbA1c", "a1c", 1),
}

SCEN = [
    dict(key="chf", dx="acute on chronic systolic heart failure", dxt="a/c sys chf exac",
         icd=[("I50.23", "acute on chronic systolic heart failure"), ("I48.0", "paroxysmal atrial fibrillation"),
              ("N18.32", "CKD stage 3b")],
         cc="shortness of breath", cct="sob",
         hpi="{Pt} is {aage}-year-old {man} with HFrEF (EF 25% on TTE in {prior}), paroxysmal atrial fibrillation on apixaban and CKD stage 3b who presents with progressive dyspnea since {onset}, three-pillow orthopnea and a 9 lb weight gain. {He} reports dietary indiscretion over {holiday} and ran out of furosemide. Denies chest pain. BNP 1,840 on arrival, CXR with bilateral pleural effusions and cephalization.",
         hpit="{age}yo {sxl} w/ h/o hfref (ef 25% tte {prior}), pafib on apixaban, ckd3b p/w sob since {onset}, 3 pillow orthopnea, wt up 9 lb. ate ham over {holiday}, ran out of lasix. no cp. bnp 1840, cxr b/l effusions + cephalization.",
         exam="JVP to the angle of the jaw, bibasilar crackles, irregularly irregular rhythm, 2+ pitting edema to the knees",
         examt="jvp to angle of jaw, bibasilar crackles, irreg irreg, 2+ le edema to knees",
         labs=[("BNP", 1840, 640), ("Cr", 1.9, 1.4), ("K", 5.1, 3.9), ("Na", 131, 136)],
         meds=["furosemide 80 mg IV BID", "metoprolol succinate 50 mg PO daily", "sacubitril-valsartan 24-26 mg BID",
               "spironolactone 12.5 mg daily", "apixaban 5 mg BID", "empagliflozin 10 mg daily"],
         course="Diuresed with IV furosemide 80 mg BID with net negative 6.2 L; weight down from 94.1 to 88.7 kg. Transitioned to oral torsemide 40 mg daily. GDMT resumed once creatinine plateaued. Potassium repleted per protocol.",
         courset="diuresed w/ iv lasix 80 bid, net -6.2L, wt 94.1 -> 88.7 kg. switched to torsemide 40 daily. gdmt restarted once cr plateaued. k repleted per protocol.",
         service="Cardiology", proc="TTE", dev=("ICD", "Boston Scientific Resonate EL")),
    dict(key="pna", dx="community-acquired pneumonia of the right lower lobe", dxt="rll cap",
         icd=[("J18.9", "pneumonia, unspecified organism"), ("J96.01", "acute hypoxic respiratory failure")],
         cc="fever and cough", cct="fever/cough",
         hpi="{Pt} is {aage}-year-old {man} with COPD and type 2 diabetes who developed fever to 39.2 C, productive cough with rust-colored sputum and pleuritic right-sided chest pain beginning {onset}. Seen at urgent care and prescribed amoxicillin without improvement. SpO2 88% on room air on arrival. CURB-65 score 2.",
         hpit="{age}yo {sxl} w/ copd, t2dm, fever 39.2, productive cough rusty sputum, r pleuritic cp since {onset}. seen urgent care, amox w/o improvement. spo2 88% ra on arrival. curb-65 2.",
         exam="dullness to percussion and bronchial breath sounds at the right base, egophony present",
         examt="dull to percussion r base, bronchial bs, + egophony",
         labs=[("WBC", 17.8, 9.6), ("PCT", 2.41, 0.38), ("Lactate", 2.6, 1.1), ("Na", 132, 137)],
         meds=["ceftriaxone 1 g IV q24h", "azithromycin 500 mg PO daily", "guaifenesin 600 mg BID",
               "albuterol-ipratropium nebs q6h", "insulin glargine 18 units qHS"],
         course="Treated with ceftriaxone and azithromycin with defervescence by hospital day 3. Blood cultures no growth at 5 days; Streptococcus pneumoniae urinary antigen positive. Weaned from 4 L nasal cannula to room air.",
         courset="ctx + azithro, afebrile by hd3. bcx ngtd x5d, strep pneumo urine ag +. weaned 4L nc -> ra.",
         service="Pulmonology", proc="thoracentesis", dev=None),
    dict(key="copd", dx="acute exacerbation of COPD with hypercapnic respiratory failure", dxt="copd exac w/ hypercapnia",
         icd=[("J44.1", "COPD with acute exacerbation"), ("J96.02", "acute hypercapnic respiratory failure")],
         cc="worsening dyspnea", cct="sob/wheeze",
         hpi="{Pt} is {aage}-year-old {man} with severe COPD (FEV1 38% predicted) on 2 L home oxygen and a 50 pack-year smoking history who presents with increased sputum purulence and dyspnea since {onset}. Initial VBG pH 7.28, pCO2 71. Placed on BiPAP 14/6 in the ED.",
         hpit="{age}yo {sxl} w/ severe copd (fev1 38%) on 2L home o2, 50 pk-yr, p/w incr sputum + sob since {onset}. vbg 7.28/71. bipap 14/6 in ed.",
         exam="diffuse expiratory wheezes with prolonged expiratory phase, accessory muscle use, no lower extremity edema",
         examt="diffuse exp wheeze, prolonged exp phase, accessory mm use, no le edema",
         labs=[("pCO2", 71, 52), ("pH", 7.28, 7.39), ("WBC", 12.9, 8.8), ("HCO3", 33, 31)],
         meds=["prednisone 40 mg daily x5 days", "doxycycline 100 mg BID", "albuterol-ipratropium nebs q4h",
               "tiotropium 18 mcg inhaled daily", "fluticasone-salmeterol 250/50 BID"],
         course="Required BiPAP for 36 hours, then weaned to baseline 2 L. Completed steroid burst and doxycycline. Ambulatory saturation 90% on 2 L.",
         courset="bipap x36h then back to baseline 2L. steroid burst + doxy. amb sat 90% on 2L.",
         service="Pulmonology", proc="ABG", dev=("home oxygen concentrator", "Inogen One G5")),
    dict(key="uti", dx="sepsis due to Escherichia coli pyelonephritis", dxt="sepsis 2/2 e coli pyelo",
         icd=[("A41.51", "sepsis due to Escherichia coli"), ("N10", "acute pyelonephritis")],
         cc="fever and confusion", cct="fever, ams",
         hpi="{Pt} is {aage}-year-old {man} with diabetes and recurrent UTIs brought in by {his} family for fever, rigors, right flank pain and new confusion since {onset}. Hypotensive to 84/50 on arrival, lactate 4.1. Received 30 mL/kg crystalloid and cefepime in the ED.",
         hpit="{age}yo {sxl} w/ dm, recurrent uti, brought by family for fever, rigors, r flank pain, new confusion since {onset}. bp 84/50 on arrival, lac 4.1. 30 ml/kg ivf + cefepime in ed.",
         exam="right costovertebral angle tenderness, dry mucous membranes, oriented to self only",
         examt="r cva ttp, dry mm, a&o x1",
         labs=[("Lactate", 4.1, 1.2), ("WBC", 21.3, 10.2), ("Cr", 2.2, 1.1), ("Glu", 342, 168)],
         meds=["cefepime 2 g IV q12h", "ceftriaxone 1 g IV daily", "norepinephrine 0.05 mcg/kg/min",
               "insulin lispro sliding scale", "acetaminophen 650 mg q6h PRN"],
         course="Briefly required norepinephrine for 14 hours. Blood and urine cultures grew pan-sensitive E. coli; narrowed to ceftriaxone and then oral cefpodoxime to complete 10 days. Mental status returned to baseline. Foley removed on hospital day 3.",
         courset="levophed x14h. bcx/ucx pan-s e coli, narrowed ctx -> po cefpodoxime to finish 10d. ms back to baseline. foley out hd3.",
         service="Infectious Disease", proc="renal ultrasound", dev=None),
    dict(key="dka", dx="diabetic ketoacidosis", dxt="dka",
         icd=[("E10.10", "type 1 diabetes with ketoacidosis without coma"), ("E87.2", "acidosis")],
         cc="nausea and vomiting", cct="n/v",
         hpi="{Pt} is {aage}-year-old {man} with type 1 diabetes managed with an insulin pump who presents with nausea, vomiting, polyuria and abdominal pain since {onset}. {He} reports the pump infusion set dislodged overnight. Glucose 486, anion gap 27, bicarbonate 9, beta-hydroxybutyrate 7.2.",
         hpit="{age}yo {sxl} w/ t1dm on pump p/w n/v, polyuria, abd pain since {onset}. pump site came out overnight. gluc 486, ag 27, bicarb 9, bhb 7.2.",
         exam="Kussmaul respirations, fruity odor, diffuse mild abdominal tenderness without guarding",
         examt="kussmaul resp, fruity odor, diffuse mild abd ttp no guarding",
         labs=[("Glu", 486, 142), ("AG", 27, 11), ("HCO3", 9, 23), ("K", 5.8, 3.8), ("BHB", 7.2, 0.4)],
         meds=["insulin regular infusion per DKA protocol", "insulin glargine 22 units daily", "insulin lispro with meals",
               "potassium chloride 20 mEq IV", "ondansetron 4 mg IV q8h PRN"],
         course="Managed per DKA protocol with insulin infusion and fluids; gap closed within 16 hours. Transitioned to subcutaneous insulin, then pump resumed after diabetes education. A1c 10.4%.",
         courset="dka protocol, gap closed 16h. sq insulin then pump restarted after dm education. a1c 10.4%.",
         service="Endocrinology", proc="insulin pump interrogation", dev=("insulin pump", "Tandem t:slim X2")),
    dict(key="gib", dx="upper GI bleed from a duodenal ulcer", dxt="ugib 2/2 duodenal ulcer",
         icd=[("K26.4", "chronic or unspecified duodenal ulcer with hemorrhage"), ("D62", "acute posthemorrhagic anemia")],
         cc="black stools", cct="melena",
         hpi="{Pt} is {aage}-year-old {man} on daily naproxen for osteoarthritis who presents with melena since {onset} and a near-syncopal episode at home. Hemoglobin 6.8 from a baseline of 12. Glasgow-Blatchford score 13.",
         hpit="{age}yo {sxl} on daily naproxen for oa p/w melena since {onset}, near syncope at home. hgb 6.8 (baseline 12). gbs 13.",
         exam="pale conjunctivae, tachycardic, epigastric tenderness, melena on rectal exam",
         examt="pale conj, tachy, epigastric ttp, melena on dre",
         labs=[("Hgb", 6.8, 8.9), ("BUN", 58, 19), ("INR", 1.1, 1.0), ("Plt", 231, 208)],
         meds=["pantoprazole 80 mg IV bolus then 8 mg/h", "pantoprazole 40 mg PO BID", "ferrous sulfate 325 mg daily",
               "sucralfate 1 g QID"],
         course="Transfused 3 units PRBC. EGD showed a 1.5 cm clean-based duodenal bulb ulcer with a visible vessel treated with epinephrine and two hemoclips. H. pylori biopsy positive; started quadruple therapy. NSAIDs discontinued.",
         courset="3u prbc. egd: 1.5 cm duod bulb ulcer w/ visible vessel -> epi + 2 clips. h pylori +, quad tx started. nsaids stopped.",
         service="Gastroenterology", proc="EGD", dev=None),
    dict(key="stroke", dx="acute ischemic stroke of the left MCA territory", dxt="l mca cva",
         icd=[("I63.512", "cerebral infarction due to occlusion of left MCA"), ("I10", "essential hypertension")],
         cc="right-sided weakness and word-finding difficulty", cct="r weakness, aphasia",
         hpi="{Pt} is {aage}-year-old {man} with hypertension and hyperlipidemia who was last known well at 06:40 on {onset} when {he} developed right arm weakness and expressive aphasia. NIHSS 9 on arrival. CT head without hemorrhage; CTA with left M2 occlusion. Received tenecteplase at 08:12.",
         hpit="{age}yo {sxl} w/ htn, hld, lkw 0640 {onset} w/ r arm weakness + expressive aphasia. nihss 9. ct neg for bleed, cta l m2 occlusion. tnk at 0812.",
         exam="right facial droop, right arm drift, expressive aphasia, Babinski upgoing on the right",
         examt="r facial droop, r arm drift, expressive aphasia, r babinski upgoing",
         labs=[("Glu", 188, 121), ("Cr", 1.0, 0.9), ("A1c", 7.6, 7.6), ("INR", 1.0, 1.0)],
         meds=["aspirin 81 mg daily", "atorvastatin 80 mg qHS", "clopidogrel 75 mg daily x21 days",
               "labetalol 10 mg IV PRN SBP > 180", "amlodipine 5 mg daily"],
         course="MRI confirmed left frontal and insular infarcts. NIHSS improved to 3 by discharge. TTE with bubble negative for shunt. Telemetry without atrial fibrillation; implantable loop recorder placed prior to discharge. Speech therapy following.",
         courset="mri l frontal + insular infarcts. nihss 9 -> 3. tte w/ bubble neg. tele no afib, ilr placed before dc. slp following.",
         service="Neurology", proc="loop recorder implant", dev=("implantable loop recorder", "Medtronic LINQ II")),
    dict(key="hipfx", dx="left femoral neck fracture after a mechanical fall", dxt="l fem neck fx s/p mech fall",
         icd=[("S72.002A", "fracture of unspecified part of neck of left femur, initial encounter"), ("W19.XXXA", "unspecified fall")],
         cc="left hip pain after a fall", cct="l hip pain s/p fall",
         hpi="{Pt} is {aage}-year-old {man} with osteoporosis and mild dementia who tripped over a rug at home on {onset} and was unable to bear weight. No head strike or loss of consciousness. X-ray showed a displaced left femoral neck fracture (Garden IV).",
         hpit="{age}yo {sxl} w/ osteoporosis, mild dementia, tripped on rug at home {onset}, unable to bear wt. no hs/loc. xr displaced l fem neck fx (garden iv).",
         exam="left leg shortened and externally rotated, distal pulses intact, sensation intact",
         examt="l leg shortened + ext rotated, dp/pt 2+, sensation intact",
         labs=[("Hgb", 11.9, 8.7), ("Na", 133, 136), ("Cr", 0.9, 0.8), ("INR", 1.0, 1.1)],
         meds=["enoxaparin 40 mg SC daily", "oxycodone 2.5 mg q4h PRN", "acetaminophen 1 g q8h",
               "senna 8.6 mg qHS", "calcium carbonate-vitamin D 600 mg-400 units BID"],
         course="Underwent left hip hemiarthroplasty on hospital day 2 without complication. Postoperative hemoglobin nadir 8.7, no transfusion. Mild delirium managed with non-pharmacologic measures. Weight bearing as tolerated with PT.",
         courset="l hip hemi hd2 w/o complication. post op hgb nadir 8.7, no tx. mild delirium, nonpharm measures. wbat w/ pt.",
         service="Orthopedic Surgery", proc="hemiarthroplasty", dev=None),
    dict(key="aki", dx="acute kidney injury on CKD stage 3a", dxt="aki on ckd3a",
         icd=[("N17.9", "acute kidney failure, unspecified"), ("N18.31", "CKD stage 3a"), ("E86.0", "dehydration")],
         cc="weakness and decreased urine output", cct="weakness, low uop",
         hpi="{Pt} is {aage}-year-old {man} with CKD 3a (baseline Cr 1.3), hypertension on lisinopril and hydrochlorothiazide who presents with three days of diarrhea, poor oral intake and lightheadedness since {onset}. Creatinine 4.6 and potassium 6.1 on arrival.",
         hpit="{age}yo {sxl} w/ ckd3a (bl cr 1.3), htn on lisinopril/hctz p/w diarrhea x3d, poor po, lightheaded since {onset}. cr 4.6, k 6.1 on arrival.",
         exam="dry mucous membranes, flat neck veins, no asterixis, no pericardial rub",
         examt="dry mm, flat jvp, no asterixis, no rub",
         labs=[("Cr", 4.6, 1.5), ("K", 6.1, 4.4), ("BUN", 88, 24), ("HCO3", 16, 22)],
         meds=["lactated Ringer's 150 mL/h", "sodium zirconium cyclosilicate 10 g x1", "calcium gluconate 1 g IV x1",
               "insulin regular 5 units IV with dextrose"],
         course="Lisinopril and hydrochlorothiazide held. Hyperkalemia treated medically with resolution of peaked T waves. Creatinine improved with isotonic fluids. Renal ultrasound without hydronephrosis.",
         courset="held lisinopril + hctz. hyperk tx'd medically, peaked t's resolved. cr improved w/ ivf. renal us no hydro.",
         service="Nephrology", proc="renal ultrasound", dev=None),
    dict(key="cellulitis", dx="left lower extremity cellulitis with abscess", dxt="lle cellulitis w/ abscess",
         icd=[("L03.116", "cellulitis of left lower limb"), ("L02.416", "cutaneous abscess of left lower limb")],
         cc="left leg redness and swelling", cct="l leg redness/swelling",
         hpi="{Pt} is {aage}-year-old {man} with obesity and type 2 diabetes who noted a small insect bite on the left calf on {onset}, followed by spreading erythema, warmth and a fluctuant area. Temperature 38.6. Failed outpatient cephalexin.",
         hpit="{age}yo {sxl} w/ obesity, t2dm, bug bite l calf {onset} then spreading erythema, warmth, fluctuance. t 38.6. failed outpt keflex.",
         exam="10 x 14 cm area of erythema on the left calf with a 3 cm fluctuant center, margins marked with skin marker",
         examt="10x14 cm erythema l calf w/ 3 cm fluctuant center, margins marked",
         labs=[("WBC", 15.4, 8.1), ("CRP", 148, 31), ("Glu", 261, 144), ("Cr", 1.1, 0.9)],
         meds=["vancomycin 1,250 mg IV q12h", "cefazolin 2 g IV q8h", "doxycycline 100 mg PO BID",
               "metformin 1,000 mg BID", "oxycodone 5 mg q6h PRN"],
         course="Bedside incision and drainage with MRSA on culture; negative pressure wound therapy applied. Transitioned from vancomycin to oral doxycycline. Erythema receded well within the marked borders.",
         courset="bedside i&d, mrsa on cx, wound vac placed. vanc -> po doxy. erythema receded inside marked borders.",
         service="General Surgery", proc="incision and drainage", dev=("negative pressure wound therapy unit", "KCI ActiV.A.C.")),
    dict(key="panc", dx="acute alcohol-associated pancreatitis", dxt="etoh pancreatitis",
         icd=[("K85.20", "alcohol induced acute pancreatitis without necrosis or infection"), ("F10.239", "alcohol dependence with withdrawal")],
         cc="epigastric pain radiating to the back", cct="epigastric pain -> back",
         hpi="{Pt} is {aage}-year-old {man} who drinks about a pint of vodka daily and presents with severe epigastric pain radiating to the back, nausea and vomiting since {onset}. Lipase 2,340. Last drink the morning of admission.",
         hpit="{age}yo {sxl} ~1 pint vodka/day p/w severe epigastric pain -> back, n/v since {onset}. lipase 2340. last drink am of adm.",
         exam="epigastric tenderness with voluntary guarding, tremulous, diaphoretic",
         examt="epigastric ttp w/ vol guarding, tremulous, diaphoretic",
         labs=[("Lipase", 2340, 210), ("AST", 142, 61), ("ALT", 88, 47), ("Tbili", 1.4, 0.8), ("Ca", 8.1, 8.9)],
         meds=["lactated Ringer's 250 mL/h", "hydromorphone 0.5 mg IV q3h PRN", "thiamine 100 mg daily",
               "folic acid 1 mg daily", "lorazepam per CIWA-Ar", "gabapentin 300 mg TID"],
         course="Aggressive fluid resuscitation; diet advanced on hospital day 3. CIWA-Ar peaked at 18 on day 2 and symptom-triggered lorazepam was required. CT without necrosis. Motivational interviewing performed; patient interested in outpatient treatment.",
         courset="aggressive ivf, diet advanced hd3. ciwa peak 18 day 2, prn ativan. ct no necrosis. mi done, pt interested in outpt tx.",
         service="Gastroenterology", proc="MRCP", dev=None),
    dict(key="afib", dx="atrial fibrillation with rapid ventricular response", dxt="afib rvr",
         icd=[("I48.91", "unspecified atrial fibrillation"), ("I10", "essential hypertension")],
         cc="palpitations", cct="palpitations",
         hpi="{Pt} is {aage}-year-old {man} with hypertension and obstructive sleep apnea who noted palpitations and exertional dyspnea since {onset}. Heart rate 148 in atrial fibrillation on arrival. CHA2DS2-VASc 3, HAS-BLED 1. TSH normal.",
         hpit="{age}yo {sxl} w/ htn, osa p/w palpitations + doe since {onset}. hr 148 afib. cha2ds2-vasc 3, has-bled 1. tsh wnl.",
         exam="irregularly irregular tachycardia, no murmurs, lungs clear, no edema",
         examt="irreg irreg tachy, no m, ctab, no edema",
         labs=[("TSH", 1.84, 1.84), ("Trop", 14, 12), ("K", 3.4, 4.2), ("Mg", 1.6, 2.1)],
         meds=["diltiazem 10 mg IV then 5 mg/h", "diltiazem ER 180 mg daily", "apixaban 5 mg BID",
               "metoprolol tartrate 25 mg BID", "magnesium sulfate 2 g IV"],
         course="Rate controlled with diltiazem. Started apixaban. TEE without left atrial appendage thrombus followed by successful synchronized cardioversion at 200 J to sinus rhythm.",
         courset="rate ctrl w/ dilt. started apixaban. tee no laa thrombus -> dccv 200j to nsr.",
         service="Cardiology", proc="TEE/DCCV", dev=None),
    dict(key="chb", dx="symptomatic complete heart block", dxt="chb w/ syncope",
         icd=[("I44.2", "atrioventricular block, complete"), ("R55", "syncope and collapse")],
         cc="syncope", cct="syncope",
         hpi="{Pt} is {aage}-year-old {man} who had two syncopal episodes, the first on {onset} while gardening, with no prodrome. EMS found a heart rate of 34 with complete heart block. Transcutaneous pacing was not required; dopamine started.",
         hpit="{age}yo {sxl} w/ 2 syncopal episodes, 1st {onset} while gardening, no prodrome. ems hr 34, chb. no tcp needed, dopamine started.",
         exam="bradycardic, cannon A waves, no focal deficits, small forehead abrasion",
         examt="brady, cannon a waves, nonfocal, small forehead abrasion",
         labs=[("K", 4.6, 4.3), ("Trop", 22, 18), ("TSH", 2.4, 2.4), ("Cr", 1.2, 1.1)],
         meds=["dopamine 5 mcg/kg/min", "cefazolin 2 g IV pre-procedure", "acetaminophen 650 mg q6h PRN"],
         course="Underwent dual-chamber pacemaker implantation on hospital day 2. Device interrogation appropriate; chest X-ray without pneumothorax. Arm restrictions reviewed.",
         courset="dual chamber ppm hd2. interrogation ok, cxr no ptx. arm restrictions reviewed.",
         service="Electrophysiology", proc="pacemaker implantation", dev=("dual-chamber pacemaker", "Medtronic Azure XT DR")),
    dict(key="chole", dx="acute calculous cholecystitis", dxt="acute calc chole",
         icd=[("K80.00", "calculus of gallbladder with acute cholecystitis"), ("E66.9", "obesity")],
         cc="right upper quadrant pain", cct="ruq pain",
         hpi="{Pt} is {aage}-year-old {man} with obesity who presents with 20 hours of constant right upper quadrant pain after a fatty meal on {onset}, with nausea and a temperature of 38.3. Ultrasound showed gallstones, wall thickening and pericholecystic fluid with a sonographic Murphy's sign.",
         hpit="{age}yo {sxl} w/ obesity p/w 20h constant ruq pain after fatty meal {onset}, nausea, t 38.3. rus: stones, wall thickening, pericholecystic fluid, + sono murphy.",
         exam="right upper quadrant tenderness with positive Murphy's sign, no jaundice",
         examt="ruq ttp, + murphy, no jaundice",
         labs=[("WBC", 14.6, 9.2), ("Tbili", 1.1, 0.7), ("ALT", 54, 38), ("Lipase", 38, 38)],
         meds=["piperacillin-tazobactam 4.5 g IV q6h", "ketorolac 15 mg IV q6h PRN", "ondansetron 4 mg IV PRN"],
         course="Underwent laparoscopic cholecystectomy on hospital day 1. Tolerated diet and was discharged the following day.",
         courset="lap chole hd1. tol diet, dc'd next day.",
         service="General Surgery", proc="laparoscopic cholecystectomy", dev=None),
    dict(key="sbo", dx="small bowel obstruction due to adhesions", dxt="adhesive sbo",
         icd=[("K56.50", "intestinal adhesions with obstruction"), ("Z90.49", "acquired absence of other specified parts of digestive tract")],
         cc="abdominal distension and vomiting", cct="abd distension, emesis",
         hpi="{Pt} is {aage}-year-old {man} with a prior open sigmoid colectomy in {prior} who presents with crampy abdominal pain, bilious emesis and no flatus since {onset}. CT showed dilated small bowel loops with a transition point in the right lower quadrant.",
         hpit="{age}yo {sxl} s/p open sigmoid colectomy {prior} p/w crampy abd pain, bilious emesis, no flatus since {onset}. ct dilated sb w/ transition pt rlq.",
         exam="distended, tympanic, diffusely tender without peritonitis, well-healed midline scar",
         examt="distended, tympanic, diffuse ttp no peritonitis, healed midline scar",
         labs=[("Lactate", 1.9, 1.0), ("K", 3.2, 4.0), ("WBC", 11.2, 7.9), ("Cr", 1.3, 0.9)],
         meds=["nasogastric tube to low intermittent suction", "diatrizoate meglumine 100 mL via NGT",
               "potassium chloride 40 mEq IV", "morphine 2 mg IV q3h PRN"],
         course="Managed nonoperatively with NGT decompression. Gastrografin challenge showed contrast in the colon at 8 hours. Diet advanced and bowel function returned.",
         courset="nonop w/ ngt. gastrografin challenge contrast in colon at 8h. diet advanced, +flatus/bm.",
         service="General Surgery", proc="NGT placement", dev=None),
]

PMH = [("hypertension", "htn"), ("hyperlipidemia", "hld"), ("type 2 diabetes", "t2dm"), ("CKD stage 3b", "ckd3b"),
       ("COPD", "copd"), ("obstructive sleep apnea on CPAP", "osa on cpap"), ("hypothyroidism (Hashimoto's)", "hashimoto's hypothyroid"),
       ("GERD with Barrett's esophagus", "gerd/barrett's"), ("BPH", "bph"), ("gout", "gout"), ("depression", "mdd"),
       ("Parkinson's disease", "parkinson's"), ("Crohn's disease", "crohn's"), ("osteoarthritis", "oa"),
       ("atrial fibrillation on apixaban", "afib on apixaban"), ("peripheral artery disease", "pad"),
       ("iron deficiency anemia", "ida"), ("migraine", "migraines"), ("Bell's palsy", "h/o bell's palsy"),
       ("Graves disease s/p RAI", "graves s/p rai"), ("alcohol use disorder in remission", "etoh use d/o in remission")]

PMH_DATED = [("CAD s/p CABG x3 in {y}", "cad s/p cabg x3 {y}"), ("breast cancer s/p lumpectomy in {y}", "breast ca s/p lumpectomy {y}"),
             ("DVT in {my}", "dvt {my}"), ("NSTEMI in {my} with DES to LAD", "nstemi {my} s/p des lad"),
             ("right TKA in {y}", "r tka {y}"), ("appendectomy in {y}", "appy {y}"),
             ("prostate cancer s/p prostatectomy {y}", "prostate ca s/p prostatectomy {y}"),
             ("hysterectomy in {y}", "tah {y}"), ("CVA in {my} without residual deficits", "cva {my} no residual"),
             ("cholecystectomy in {y}", "chole {y}"), ("Whipple procedure in {y} for IPMN", "whipple {y} for ipmn")]

HOME_MEDS = ["lisinopril 20 mg daily", "amlodipine 10 mg daily", "atorvastatin 40 mg qHS", "metformin 1,000 mg BID",
             "levothyroxine 88 mcg daily", "omeprazole 20 mg daily", "tamsulosin 0.4 mg qHS", "sertraline 100 mg daily",
             "carbidopa-levodopa 25/100 TID", "allopurinol 300 mg daily", "gabapentin 300 mg TID", "aspirin 81 mg daily",
             "hydrochlorothiazide 25 mg daily", "insulin glargine 20 units qHS", "albuterol HFA 2 puffs q4h PRN",
             "vitamin D3 2,000 units daily", "donepezil 10 mg qHS", "furosemide 40 mg daily", "warfarin 5 mg daily (INR goal 2-3)",
             "mesalamine 1.2 g BID", "trazodone 50 mg qHS PRN", "oxybutynin 5 mg BID"]

ALLERGIES = [("penicillin (hives)", "pcn (hives)"), ("sulfa (rash)", "sulfa - rash"), ("NKDA", "nkda"), ("NKDA", "nkda"),
             ("codeine (nausea)", "codeine - n/v"), ("iodinated contrast (anaphylaxis)", "iv contrast - anaphylaxis"),
             ("latex", "latex"), ("lisinopril (angioedema)", "ace-i angioedema")]

NEG_FORMAL = ["No Kernig or Brudzinski sign.", "Babinski downgoing bilaterally.", "Homans sign negative.",
              "No Trousseau or Chvostek sign.", "Romberg negative.", "Murphy's sign negative.", "McBurney point nontender.",
              "Tinel sign negative at the wrist.", "GCS 15.", "Braden score 16.", "Morse fall score 45.",
              "PHQ-9 score 11.", "MoCA 23/30.", "Wells score 1.5, low probability.", "Foley catheter draining clear yellow urine.",
              "PERRL; iris without defects.", "ETT 4 cm above the carina on CXR.", "QTc 468 ms on ECG.",
              "Right IJ central line and PICC both in place.", "PA and lateral chest X-ray clear.",
              "Mobile chest X-ray obtained at bedside.", "Glucose readings 140-180 on sliding scale."]
NEG_TERSE = ["no kernig/brudzinski.", "babinski downgoing b/l.", "homans neg.", "romberg neg.", "murphy's neg.",
             "gcs 15.", "braden 16.", "morse 45.", "phq-9 11.", "moca 23/30.", "wells 1.5.", "foley draining clear.",
             "perrl, iris nl.", "ett 4 cm above carina.", "qtc 468.", "pa/lat cxr clear.", "mobile cxr at bedside.",
             "bp rose to 170s overnight, prn hydral x1.", "will f/u am labs.", "may need pt/ot.", "ok to advance diet.",
             "fsbg readings 140-180.", "sponge bath only, no shower w/ drain.", "ca 8.4, mg 1.9, phos 3.1.",
             "pt hopes to go home.", "wife may bring cpap from home.", "will page ortho if worse.", "bp reading 150s at home.",
             "pt mobile w/ walker.", "md aware.", "pa aware, no new orders.", "ok per pharmacy.", "co2 45 on vbg.",
             "chaplain visit, pt finds faith helpful.", "pt grant-funded med assistance approved."]

ROS_T = "ros: neg except per hpi. no f/c, no cp, no n/v/d, no dysuria, no ha/vision change."
ROS_F = "Review of systems: 12-point review negative except as noted in the HPI. Specifically denies headache, vision change, hematuria or rash."


def pick(rng, seq, k):
    seq = list(seq)
    rng.shuffle(seq)
    return seq[:k]


def fmt_val(name, v):
    dec = LAB[name][2]
    if dec == 0:
        s = "%d" % round(v)
        if abs(v) >= 1000:
            s = "{:,}".format(int(round(v))) if name != "BNP" or True else s
        return s
    return ("%." + str(dec) + "f") % v


def trend(rng, a, b, n):
    if n == 1:
        return [a]
    out = []
    for i in range(n):
        f = i / (n - 1)
        v = a + (b - a) * f
        if 0 < i < n - 1:
            v += (b - a) * rng.uniform(-0.15, 0.15)
        out.append(v)
    return out


def date_style(c, terse):
    r = c.rng
    return r.choice(["md", "md", "md", "mdy_nopad"]) if terse else r.choice(["md", "md", "mdy", "mon_d"])


def lab_lines(d, c, sc, days, terse, style="arrow"):
    """Write dated lab trends, e.g. 'cr 2.4 (7/30) -> 1.1 (7/31)'."""
    r = c.rng
    for name, a, b in sc["labs"]:
        lab = LAB[name][1] if terse else LAB[name][0]
        vals = trend(r, a, b, len(days))
        ds = date_style(c, terse)
        if style == "arrow":
            d.t(("  " if not terse else "") + lab + " ")
            for i, (day, v) in enumerate(zip(days, vals)):
                if i:
                    d.t(" -> " if terse else " \u2192 " if False else " -> ")
                d.t(fmt_val(name, v) + " (")
                d.add(ids.D(day, ds))
                d.t(")")
            d.t("\n")
        else:  # sentence
            d.t("%s %s on " % (lab, fmt_val(name, vals[0])))
            d.add(ids.D(days[0], ds))
            d.t(", %s on " % fmt_val(name, vals[-1]))
            d.add(ids.D(days[-1], ds))
            d.t(". ")


def lab_table(d, c, sc, days, terse):
    r = c.rng
    ds = date_style(c, terse)
    names = [n for n, _, _ in sc["labs"]]
    extra = [n for n in ["Na", "K", "Cr", "WBC", "Hgb", "Plt", "Glu"] if n not in names]
    names += pick(r, extra, r.randint(2, 4))
    w = 14
    d.t(("lab" if terse else "Lab").ljust(w))
    for day in days:
        s = ids.fdate(day, ds)
        d.add(ids.D(day, ds))
        d.t(" " * max(2, 12 - len(s)))
    d.t("\n")
    base = {"Na": (138, 3), "K": (4.1, 0.4), "Cr": (1.0, 0.2), "WBC": (8.0, 2.0), "Hgb": (11.5, 1.2), "Plt": (240, 50),
            "Glu": (140, 30)}
    sdict = {n: (a, b) for n, a, b in sc["labs"]}
    for n in names:
        lab = LAB[n][1] if terse else LAB[n][0]
        d.t(lab.ljust(w))
        if n in sdict:
            vals = trend(r, sdict[n][0], sdict[n][1], len(days))
        else:
            m, s = base[n]
            vals = [m + r.uniform(-s, s) for _ in days]
        for v in vals:
            d.t(fmt_val(n, v).ljust(12))
        d.t("\n")


def vitals(c, terse, sick=True):
    r = c.rng
    t = round(r.uniform(37.4, 38.9) if sick and r.random() < 0.5 else r.uniform(36.4, 37.3), 1)
    hr = r.randint(88, 128) if sick else r.randint(58, 92)
    sbp = r.randint(92, 168)
    dbp = r.randint(50, 96)
    rr = r.randint(16, 28) if sick else r.randint(12, 18)
    sat = r.randint(88, 99)
    o2 = r.choice(["RA", "RA", "2L NC", "4L NC", "BiPAP"]) if sick else "RA"
    wt = round(r.uniform(48, 128), 1)
    if terse:
        return r.choice(["t %.1f hr %d bp %d/%d rr %d spo2 %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2.lower()),
                         "vs: %.1f / %d / %d/%d / %d / %d%% %s, wt %.1f kg" % (t, hr, sbp, dbp, rr, sat, o2.lower(), wt),
                         "tmax %.1f, hr %d-%d, bp %d/%d, rr %d, sat %d%% on %s" % (t, hr - 10, hr, sbp, dbp, rr, sat, o2.lower())])
    return r.choice(["T %.1f C, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s" % (t, hr, sbp, dbp, rr, sat, o2),
                     "Temp %.1f | Pulse %d | BP %d/%d | Resp %d | SpO2 %d%% (%s) | Wt %.1f kg" % (t, hr, sbp, dbp, rr, sat, o2, wt),
                     "Tmax %.1f, HR %d-%d, BP %d-%d/%d-%d, RR %d, O2 sat %d%% on %s" % (t, hr - 12, hr, sbp - 15, sbp, dbp - 8, dbp, rr, sat, o2)])


def pmh_list(d, c, terse, n=None, numbered=None):
    """writes a PMH list; dated items carry DATE spans (years / month-year)."""
    r = c.rng
    items = pick(r, PMH, n or r.randint(3, 6))
    dated = pick(r, PMH_DATED, r.randint(1, 2))
    out = []
    for f, t in items:
        out.append(t if terse else f)
    for f, t in dated:
        tmpl = t if terse else f
        yr = c.d0.year - r.randint(1, 15)
        dd = dt.date(yr, r.randint(1, 12), 1)
        out.append((tmpl, dd))
    r.shuffle(out)
    sep = ", " if terse else "; "
    if numbered is None:
        numbered = not terse and r.random() < 0.5
    if numbered:
        for i, it in enumerate(out):
            d.t("%d. " % (i + 1))
            _write_pmh_item(d, it)
            d.t("\n")
        return
    for i, it in enumerate(out):
        if i:
            d.t(sep)
        _write_pmh_item(d, it)
    d.t("\n")


def _write_pmh_item(d, it):
    if isinstance(it, str):
        d.t(it)
        return
    tmpl, dd = it
    d.w(tmpl, y=ids.D(dd, "y"), my=ids.D(dd, "my"))


def meds_list(d, c, sc, terse, home=True, n=None):
    r = c.rng
    meds = list(sc["meds"]) if not home else pick(r, HOME_MEDS, n or r.randint(3, 7))
    for m in meds:
        if terse:
            d.t("- " + m.lower() + "\n")
        else:
            d.t("- " + m + "\n")


def allergies(c, terse):
    f, t = c.rng.choice(ALLERGIES)
    return t if terse else f


def negs(c, terse, k):
    return " ".join(pick(c.rng, NEG_TERSE if terse else NEG_FORMAL, k))


def icd_lines(d, c, sc, terse):
    for code, desc in sc["icd"]:
        if terse:
            d.t("- %s (%s)\n" % (desc.lower(), code.lower()))
        else:
            d.t("- %s (%s)\n" % (desc[0].upper() + desc[1:], code))


IMAGING = {
    "chf": ("Chest X-ray: bilateral pleural effusions, cephalization and interstitial edema. TTE: LVEF 20-25%, moderate functional MR, RVSP 48 mmHg.",
            "cxr: b/l effusions, cephalization, interstitial edema. tte: ef 20-25%, mod mr, rvsp 48."),
    "pna": ("Chest X-ray: dense right lower lobe consolidation with air bronchograms and a small parapneumonic effusion.",
            "cxr: dense rll consolidation w/ air bronchograms, small parapneumonic effusion."),
    "copd": ("Chest X-ray: hyperinflation, flattened diaphragms, no focal consolidation. CTA chest negative for PE.",
             "cxr: hyperinflated, flat diaphragms, no consolidation. cta neg for pe."),
    "uti": ("CT abdomen/pelvis with contrast: right renal striated nephrogram without abscess or obstructing stone.",
            "ct a/p: r striated nephrogram, no abscess/obstructing stone."),
    "dka": ("Chest X-ray: clear. ECG: sinus tachycardia 118, peaked T waves resolved on repeat.",
            "cxr clear. ekg sinus tach 118, peaked t's resolved on repeat."),
    "gib": ("EGD: 1.5 cm duodenal bulb ulcer with a non-bleeding visible vessel (Forrest IIa). No varices.",
            "egd: 1.5 cm duod bulb ulcer, nbvv (forrest iia). no varices."),
    "stroke": ("CT head: no hemorrhage, ASPECTS 9. CTA head/neck: left M2 occlusion. MRI brain: acute infarcts of the left frontal operculum and insula.",
               "ct head neg for bleed, aspects 9. cta l m2 occlusion. mri l frontal operculum + insula infarcts."),
    "hipfx": ("X-ray pelvis/left hip: displaced subcapital femoral neck fracture, Garden IV. Chest X-ray clear.",
              "xr l hip: displaced subcapital fem neck fx, garden iv. cxr clear."),
    "aki": ("Renal ultrasound: normal-sized kidneys, no hydronephrosis, mildly increased echogenicity. ECG: peaked T waves.",
            "renal us: nl size, no hydro, mild incr echogenicity. ekg peaked t's."),
    "cellulitis": ("Ultrasound left calf: 3.1 x 2.4 cm subcutaneous fluid collection. Venous duplex negative for DVT.",
                   "us l calf: 3.1 x 2.4 cm sq fluid collection. le duplex neg dvt."),
    "panc": ("CT abdomen/pelvis: peripancreatic fat stranding and edema without necrosis or fluid collection. RUQ ultrasound: no gallstones.",
             "ct a/p: peripancreatic stranding, no necrosis/collection. rus no stones."),
    "afib": ("ECG: atrial fibrillation at 148 bpm, no ST changes. TTE: LVEF 55%, left atrium moderately dilated.",
             "ekg afib 148, no st changes. tte ef 55%, la mod dilated."),
    "chb": ("ECG: complete heart block with a junctional escape at 34 bpm. Head CT negative.",
            "ekg chb w/ junctional escape 34. ct head neg."),
    "chole": ("RUQ ultrasound: multiple gallstones, wall thickening to 6 mm, pericholecystic fluid, CBD 4 mm.",
              "rus: multiple stones, wall 6 mm, pericholecystic fluid, cbd 4 mm."),
    "sbo": ("CT abdomen/pelvis: dilated small bowel loops to 4.1 cm with a transition point in the right lower quadrant; no pneumatosis.",
            "ct a/p: dilated sb to 4.1 cm, transition pt rlq, no pneumatosis."),
}

CHRONIC = [
    ("Hypertension: hold amlodipine while blood pressure is soft; resume lisinopril 10 mg when creatinine is stable.",
     "htn: hold amlodipine while soft, resume lisinopril 10 when cr stable"),
    ("Type 2 diabetes: HbA1c 8.1%; insulin glargine 14 units qHS plus lispro correction scale, goal glucose 140-180.",
     "t2dm: a1c 8.1, glargine 14u qhs + ssi, goal 140-180"),
    ("Hyperlipidemia: continue atorvastatin 40 mg.", "hld: cont atorva 40"),
    ("Hypothyroidism: continue levothyroxine 88 mcg daily; TSH 2.1.", "hypothyroid: cont synthroid 88, tsh 2.1"),
    ("GERD: pantoprazole 40 mg daily.", "gerd: protonix 40 daily"),
    ("BPH: tamsulosin 0.4 mg qHS; post-void residual 120 mL on bladder scan.", "bph: flomax 0.4 qhs, pvr 120"),
    ("Depression: continue sertraline 100 mg; PHQ-9 of 11, no suicidal ideation.", "mdd: cont sertraline 100, phq-9 11, no si"),
    ("Tobacco use: counseled for 4 minutes; nicotine patch 14 mg/24 h offered.", "tob: counseled, nicotine patch 14 mg offered"),
    ("VTE prophylaxis: enoxaparin 40 mg SC daily and SCDs.", "dvt ppx: lovenox 40 sq daily + scds"),
    ("Nutrition: albumin 2.9; dietitian consulted; oral supplement BID.", "nutrition: alb 2.9, rd consulted, ensure bid"),
    ("Skin: Braden 14; foam dressing to sacrum, turn q2h.", "skin: braden 14, mepilex to sacrum, turn q2h"),
    ("Chronic pain: gabapentin 300 mg TID, avoid NSAIDs given renal function.", "chronic pain: gabapentin 300 tid, no nsaids"),
    ("Anemia of chronic disease: Hgb stable at 9-10, ferritin 310, no transfusion needs.", "anemia: hgb stable 9-10, ferritin 310"),
    ("Gout: continue allopurinol 100 mg daily (renally dosed); colchicine held.", "gout: allopurinol 100 daily, colchicine held"),
    ("Insomnia: melatonin 3 mg qHS; avoid benzodiazepines and diphenhydramine (Beers list).", "insomnia: melatonin 3 qhs, avoid benzos/benadryl"),
]


def exam_block(c, sc, terse):
    r = c.rng
    if terse:
        parts = ["gen: " + r.choice(["nad", "tired appearing", "uncomfortable", "sitting up in bed"]),
                 "heent: ncat, " + r.choice(["mmm", "dry mm"]) + ", eomi",
                 "cv: " + r.choice(["rrr, no m/r/g", "irreg irreg", "tachy, regular", "s1s2, 2/6 sem rusb"]),
                 "pulm: " + r.choice(["ctab", "crackles at bases", "scattered wheeze", "diminished r base"]),
                 "abd: " + r.choice(["soft, nt/nd, +bs", "obese, soft, mild ruq ttp", "distended, tympanic"]),
                 "ext: " + r.choice(["no c/c/e", "1+ edema b/l", "wwp, 2+ dp"]),
                 "neuro: a&o x" + r.choice(["3", "3", "2"]) + ", cn ii-xii grossly intact, moves all 4",
                 "focused: " + sc["examt"]]
        return "\n".join(parts) + "\n"
    parts = ["General: " + r.choice(["Alert, in no acute distress.", "Ill-appearing, diaphoretic.", "Elderly, frail, resting in bed.",
                                     "Obese, uncomfortable but conversant."]),
             "HEENT: Normocephalic, atraumatic. " + r.choice(["Moist mucous membranes.", "Dry mucous membranes."]) + " Extraocular movements intact.",
             "Neck: Supple. " + r.choice(["No JVD.", "JVP 8 cm H2O.", "No lymphadenopathy."]),
             "Cardiovascular: " + r.choice(["Regular rate and rhythm, no murmurs, rubs or gallops.", "Irregularly irregular, no murmur.",
                                            "Tachycardic, regular; 2/6 systolic ejection murmur at the right upper sternal border."]),
             "Lungs: " + r.choice(["Clear to auscultation bilaterally.", "Bibasilar crackles.", "Scattered expiratory wheezes.",
                                   "Diminished breath sounds at the right base."]),
             "Abdomen: " + r.choice(["Soft, nontender, nondistended; normoactive bowel sounds.", "Obese, soft, mild right upper quadrant tenderness.",
                                     "Distended and tympanic."]),
             "Extremities: " + r.choice(["No cyanosis, clubbing or edema.", "1+ bilateral lower extremity edema.", "Warm and well perfused; 2+ dorsalis pedis pulses."]),
             "Neurologic: " + r.choice(["Alert and oriented x3. Cranial nerves II-XII intact. Strength 5/5 throughout.",
                                        "Oriented to person and place only. No focal deficits.", "Alert; fluent speech; no pronator drift."]),
             "Skin: " + r.choice(["Warm and dry.", "Stage 2 pressure injury over the sacrum.", "Ecchymoses on the forearms."]),
             "Focused findings: " + sc["exam"][0].upper() + sc["exam"][1:] + "."]
    return "\n".join(parts) + "\n"


def imaging(c, sc, terse):
    f, t = IMAGING[sc["key"]]
    return t if terse else f


def chronic_plan(d, c, terse, k, start=2, bullet=None):
    r = c.rng
    items = pick(r, CHRONIC, k)
    for i, (f, t) in enumerate(items):
        if bullet is None:
            d.t(("# " + t) if terse else ("%d. %s" % (start + i, f)))
        else:
            d.t(bullet + (t if terse else f))
        d.t("\n")


def instructions(d, c, x, sc, terse):
    r = c.rng
    ph = P("PHONE", ids.phone(r))
    if terse:
        d.w(r.choice(["pt/family instructed: daily wts, low na diet <2g, call {cl} {ph} if wt up >3 lb/day or sob.\n",
                      "instructions: no driving while on oxycodone, wbat, call {cl} {ph} for fever >38.3.\n",
                      "return precautions reviewed w/ pt + family, teach-back done. clinic line {ph}.\n"]), cl=x["clinic"], ph=ph)
        return
    d.w(r.choice(["Patient instructions: Weigh yourself every morning and limit sodium to 2 grams per day. Call {cl} at {ph} if your weight increases by more than 3 pounds in a day or 5 pounds in a week, or if you become short of breath.\n",
                  "Patient instructions: Do not drive while taking oxycodone. Weight bearing as tolerated. Call {cl} at {ph} for fever over 101 F, wound drainage or increasing pain.\n",
                  "Patient instructions: Return precautions were reviewed with the patient and family using teach-back. For questions call {cl} at {ph}.\n"]),
        cl=x["clinic"], ph=ph)
