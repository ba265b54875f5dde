"""Clinical content: inpatient scenarios, labs, vitals, medications.

Text fields are str.format templates filled by core.Ctx.fill(); every PHI value
goes through a placeholder (see Ctx.fill for the keys), never literal text.
"""

# --------------------------------------------------------------------------
# Medical inpatient scenarios
# --------------------------------------------------------------------------
SCEN = [
    dict(
        key="chf", svc="Cardiology", cons_svc="cardiology",
        dx="Acute on chronic systolic (congestive) heart failure",
        cc="shortness of breath and leg swelling",
        hpi="{pt} is {intro} with ischemic cardiomyopathy (LVEF 25-30% on echo in {y1}), CAD s/p "
            "CABG x3 in {y2}, hypertension, type 2 diabetes and CKD stage 3a who presents with five "
            "days of progressive dyspnea on exertion, three-pillow orthopnea and PND. {He} reports an "
            "8 lb weight gain on {his} home scale since {dm4}. {He} admits to eating out over {hol} "
            "and ran out of furosemide about a week ago. {fam} brought {him} in after {he} could not "
            "walk to the mailbox without stopping. Denies chest pain, syncope or palpitations.",
        pmh=["Ischemic cardiomyopathy, LVEF 25-30%", "CAD s/p CABG (LIMA-LAD, SVG-OM, SVG-RCA)",
             "Hypertension", "Type 2 diabetes mellitus, last A1c 8.1%", "CKD stage 3a, baseline Cr 1.3",
             "Hyperlipidemia", "Gout"],
        course=[
            ("Acute on chronic HFrEF",
             "Presented volume overloaded with BNP 2,340 pg/mL, JVP to the angle of the jaw and "
             "bilateral pleural effusions with Kerley B lines on CXR. Diuresed with furosemide 80 mg "
             "IV BID with net negative 6.2 L; weight 98.4 kg on admission and 92.1 kg at discharge. "
             "TTE on {d1} showed LVEF 20-25%, moderate functional MR and RVSP 48 mmHg. Transitioned "
             "to torsemide 40 mg PO daily on {d3}. Lisinopril was held for a creatinine bump and, "
             "after discussion with {cons} of cardiology, changed to sacubitril/valsartan 24/26 mg BID "
             "after a 36-hour washout. Dry weight estimated at 92 kg."),
            ("AKI on CKD 3a",
             "Creatinine 1.9 on admission (baseline 1.3), felt to be cardiorenal. Improved to 1.4 "
             "with decongestion. Potassium 3.4 on {d2}, repleted; started on KCl 10 mEq daily."),
            ("Type 2 diabetes",
             "A1c 8.1%. Metformin held while inpatient and covered with glargine 14 units plus "
             "lispro sliding scale; resumed metformin at discharge."),
            ("Medication adherence",
             "Seen by pharmacy and case management. Discharge medications were filled at "
             "{pharm} and brought to the bedside; {famf} was shown how to fill a weekly pill box."),
        ],
        meds=["torsemide 40 mg PO daily", "metoprolol succinate 50 mg PO daily",
              "sacubitril/valsartan 24/26 mg PO BID", "spironolactone 12.5 mg PO daily (1/2 of a 25 mg tablet)",
              "atorvastatin 80 mg PO nightly", "aspirin 81 mg PO daily",
              "metformin 500 mg PO BID with meals", "potassium chloride 10 mEq PO daily",
              "allopurinol 100 mg PO daily"],
        labs=dict(BNP="2,340", Cr="1.9", Na="132", K="3.6", BUN="41", Trop="0.04"),
        procs=["Transthoracic echocardiogram"],
        imaging="CXR: cardiomegaly, bilateral pleural effusions, Kerley B lines, cephalization.",
        exam="JVP 14 cm. Bibasilar crackles one-third up. S3 present. 2+ pitting edema to the knees.",
        diet="2 gram sodium diet, 1.5 liter fluid restriction",
        signs=["weight gain of more than 2 lb in a day or 5 lb in a week", "worsening shortness of breath or needing more pillows to sleep",
               "chest pain or fainting", "dizziness when standing"],
        fu=["cardiology", "primary care"],
        soap_s=["Breathing better, slept flat last night.", "Still with some orthopnea, two pillows.",
                "Urinating a lot with the IV Lasix. Mild cramps overnight."],
        soap_plan=["Continue furosemide 80 mg IV BID, goal net negative 1-2 L/day.",
                   "Daily weights, strict I/O, BMP BID while diuresing.",
                   "Hold lisinopril; plan ARNI after 36 h washout.", "Replete K to goal > 4.0, Mg > 2.0."],
    ),
    dict(
        key="copd", svc="Medicine", cons_svc="pulmonology",
        dx="Acute exacerbation of chronic obstructive pulmonary disease",
        cc="worsening cough and wheezing",
        hpi="{pt} is {intro} with severe COPD (FEV1 38% predicted on PFTs in {y1}) on 2 L home "
            "oxygen, 45 pack-year smoking history (quit {y2}), who presents with four days of "
            "increased cough productive of green sputum, wheezing and dyspnea at rest. {He} used "
            "{his} albuterol nebulizer every 2 hours overnight without relief. {He} was last "
            "hospitalized for a COPD flare at {osh} in {my}. {fam} reports {he} has been more "
            "confused this morning.",
        pmh=["COPD, GOLD group E, on 2 L home O2", "Chronic hypercapnic respiratory failure",
             "Hypertension", "Osteoporosis", "Anxiety", "Former tobacco use, 45 pack-years"],
        course=[
            ("Acute COPD exacerbation with hypercapnia",
             "Initial ABG 7.29/68/61. Placed on BiPAP 14/6 in the ED with improvement in mental "
             "status and repeat ABG 7.36/55/72 after 4 hours. Treated with methylprednisolone 40 mg "
             "IV daily, transitioned to prednisone 40 mg PO on {d2} to complete a 5-day course, "
             "azithromycin 500 mg daily x 3 days, scheduled DuoNebs q4h and guaifenesin. Weaned to "
             "home 2 L NC by {d3} with SpO2 89-92%. Ambulatory saturation 88% on 2 L."),
            ("Tobacco history",
             "Remains abstinent. Congratulated. Pneumococcal vaccine given {d2}."),
            ("Hypertension", "Continued amlodipine. BP 128-146/70-84."),
            ("Anxiety", "Continued home sertraline; hydroxyzine 25 mg PRN used once."),
        ],
        meds=["prednisone 40 mg PO daily x 2 more days, then stop",
              "tiotropium 18 mcg inhaled daily", "fluticasone/salmeterol 250/50 mcg 1 puff BID",
              "albuterol 90 mcg MDI 2 puffs q4h PRN wheeze", "amlodipine 5 mg PO daily",
              "sertraline 50 mg PO daily", "alendronate 70 mg PO weekly on Sunday mornings",
              "home oxygen 2 L/min via nasal cannula continuously"],
        labs=dict(WBC="13.4", pH="7.29", pCO2="68", HCO3="31"),
        procs=["Noninvasive positive pressure ventilation (BiPAP)"],
        imaging="CXR: hyperinflation, flattened diaphragms, no focal consolidation.",
        exam="Tripoding on arrival. Diffuse expiratory wheezes, prolonged expiratory phase, poor air movement.",
        diet="regular diet",
        signs=["worsening shortness of breath not relieved by your inhaler", "fever over 101 F",
               "lips or fingertips turning blue", "confusion or unusual sleepiness"],
        fu=["pulmonology", "primary care"],
        soap_s=["Breathing easier, off BiPAP since last night.", "Coughing up less sputum.",
                "Did not sleep well, jittery from the steroids."],
        soap_plan=["Prednisone 40 mg daily, day 3 of 5.", "Wean O2 to home 2 L, goal SpO2 88-92%.",
                   "Ambulatory saturation before discharge.", "Pulmonary rehab referral."],
    ),
    dict(
        key="pna", svc="Medicine", cons_svc="infectious diseases",
        dx="Community-acquired pneumonia, right lower lobe",
        cc="fever, cough and pleuritic chest pain",
        hpi="{pt} is {intro} with type 2 diabetes and hypertension who presents with three days of "
            "fever to 102.6 F, rigors, cough productive of rust-colored sputum and right-sided "
            "pleuritic chest pain. {He} was seen at {clinic} on {dm2} and given a Z-pack without "
            "improvement. {He} lives in {city} with {fam} and {work}. No recent travel, "
            "no sick contacts apart from a grandchild with a cold over {hol}.",
        pmh=["Type 2 diabetes mellitus", "Hypertension", "Obesity, BMI 34", "Obstructive sleep apnea on CPAP"],
        course=[
            ("Right lower lobe pneumonia with sepsis",
             "Met SIRS criteria on arrival with HR 118, T 39.2 C and WBC 17.8; lactate 2.6 cleared to "
             "1.1 after 30 mL/kg crystalloid. CURB-65 score 2. Blood cultures from {d0} grew "
             "Streptococcus pneumoniae in 1 of 2 bottles, pan-sensitive; urine pneumococcal antigen "
             "positive. Started on ceftriaxone 2 g IV q24h and azithromycin, narrowed to "
             "amoxicillin 1 g PO TID on {d3} to complete 7 days total. Repeat blood cultures "
             "{d2} no growth to date. Afebrile since {d2}."),
            ("Type 2 diabetes", "Glucose 180s-240s on steroids-free regimen; home glipizide held, "
             "basal-bolus insulin while inpatient. Resumed home regimen."),
            ("OSA", "Used home CPAP nightly."),
        ],
        meds=["amoxicillin 1 g PO TID through {p4}", "metformin 1000 mg PO BID",
              "glipizide 5 mg PO daily", "lisinopril 20 mg PO daily",
              "acetaminophen 650 mg PO q6h PRN fever or pain (max 3 g/day)",
              "benzonatate 100 mg PO TID PRN cough"],
        labs=dict(WBC="17.8", Lact="2.6", Gluc="243", Procal="4.1"),
        procs=[],
        imaging="CXR: dense right lower lobe consolidation with air bronchograms, small right parapneumonic effusion.",
        exam="Bronchial breath sounds and egophony at the right base. Dullness to percussion right base.",
        diet="carbohydrate-controlled diet",
        signs=["fever over 101 F after finishing antibiotics", "coughing up blood",
               "shortness of breath", "chest pain that is getting worse"],
        fu=["primary care"],
        soap_s=["Feels much better, appetite returning.", "Still coughing but less pleuritic pain.",
                "Had chills again around 2200 last night."],
        soap_plan=["Continue ceftriaxone/azithromycin, day 3.", "Follow up blood culture sensitivities.",
                   "Incentive spirometry 10x/hour while awake.", "Repeat CXR in 6 weeks as outpatient."],
    ),
    dict(
        key="nstemi", svc="Cardiology", cons_svc="cardiology",
        dx="Non-ST-elevation myocardial infarction",
        cc="chest pressure",
        hpi="{pt} is {intro} with hypertension, hyperlipidemia and active tobacco use who developed "
            "substernal chest pressure radiating to the left arm while shoveling at home on {dm1} "
            "around 0630. Pain was 8/10, associated with diaphoresis and nausea, and eased partially "
            "with rest. {He} took two aspirin at home at the urging of {fam}. EMS ECG showed 1-2 mm "
            "ST depressions in V4-V6. Initial troponin I 0.42 ng/mL, peak 3.85.",
        pmh=["Hypertension", "Hyperlipidemia", "Tobacco use, 1 ppd x 30 years", "GERD"],
        course=[
            ("NSTEMI",
             "Loaded with aspirin 325 mg and ticagrelor 180 mg, started on heparin drip and high-"
             "intensity statin. Underwent left heart catheterization on {d1} via right radial access "
             "by {cons}, showing 90% mid-LAD stenosis treated with one drug-eluting stent and a 50% "
             "RCA lesion managed medically. TIMI 3 flow post-PCI. TTE {d1}: LVEF 45% with anterior "
             "hypokinesis. Cardiac rehab referral placed."),
            ("Tobacco use",
             "Counseled for more than 5 minutes; started on nicotine patch 21 mg daily. Quit line "
             "number given."),
            ("Hypertension", "Lisinopril 10 mg started; metoprolol tartrate transitioned to succinate."),
        ],
        meds=["aspirin 81 mg PO daily, indefinitely", "ticagrelor 90 mg PO BID for at least 12 months - do not stop without talking to cardiology",
              "atorvastatin 80 mg PO nightly", "metoprolol succinate 25 mg PO daily",
              "lisinopril 10 mg PO daily", "nitroglycerin 0.4 mg SL q5min PRN chest pain, max 3 doses",
              "nicotine patch 21 mg/24 h, apply daily", "pantoprazole 40 mg PO daily"],
        labs=dict(Trop="3.85", LDL="162", A1c="5.9"),
        procs=["Left heart catheterization with PCI to mid-LAD (1 DES)", "Transthoracic echocardiogram"],
        imaging="CXR: no acute cardiopulmonary process.",
        exam="Diaphoretic on arrival, now comfortable. RRR, no murmurs. Right radial site soft, 2+ radial pulse.",
        diet="heart-healthy, low-saturated-fat diet",
        signs=["chest pain that does not go away 5 minutes after one nitroglycerin", "bleeding or swelling at the wrist",
               "black or bloody stools", "shortness of breath"],
        fu=["cardiology", "primary care", "cardiac rehab"],
        soap_s=["No further chest pain overnight.", "Mild soreness at the right wrist.", "Eager to go home."],
        soap_plan=["DAPT with aspirin and ticagrelor.", "Uptitrate beta-blocker as HR allows.",
                   "Cardiac rehab referral.", "Lipid panel in 6 weeks."],
    ),
    dict(
        key="dka", svc="Medicine", cons_svc="endocrinology",
        dx="Diabetic ketoacidosis, type 1 diabetes mellitus",
        cc="nausea, vomiting and abdominal pain",
        hpi="{pt} is {intro} with type 1 diabetes diagnosed at age {agedx}, on an insulin pump, who "
            "presents with 24 hours of nausea, vomiting, polyuria and diffuse abdominal pain. {He} "
            "noticed the pump infusion set had come loose on {dm2} but did not change it until the "
            "next evening. Fingerstick at home read HI. {He} was recently started at {org} and has "
            "not yet established with an endocrinologist in {city}.",
        pmh=["Type 1 diabetes mellitus, on insulin pump", "Hypothyroidism", "Celiac disease",
             "Depression"],
        course=[
            ("Diabetic ketoacidosis",
             "Glucose 512, anion gap 26, bicarbonate 9, beta-hydroxybutyrate 6.8, venous pH 7.08. "
             "Admitted to the MICU and treated per DKA protocol with insulin infusion, 5 L "
             "crystalloid and potassium repletion. Gap closed by 0400 on {d1}; transitioned to "
             "subcutaneous glargine 22 units plus lispro with meals with 2-hour overlap. Pump "
             "restarted on {d2} after review by {cons} of endocrinology and diabetes education."),
            ("Hypokalemia", "K nadir 3.0 during insulin infusion; repleted IV and PO."),
            ("Hypothyroidism", "TSH 2.1. Continued levothyroxine."),
        ],
        meds=["insulin pump (insulin aspart) - basal 0.9 units/h 0000-0600, 1.1 units/h 0600-2400; ICR 1:10; ISF 1:40",
              "insulin glargine 22 units subcut - backup only if pump fails", "levothyroxine 88 mcg PO daily",
              "escitalopram 10 mg PO daily", "glucagon 1 mg IM PRN severe hypoglycemia",
              "ondansetron 4 mg ODT q8h PRN nausea"],
        labs=dict(Gluc="512", HCO3="9", AG="26", BHB="6.8", K="5.6"),
        procs=["Central venous catheter, right internal jugular (removed before transfer)"],
        imaging="CXR: clear.",
        exam="Dry mucous membranes, Kussmaul respirations, fruity odor. Diffuse abdominal tenderness without guarding.",
        diet="consistent carbohydrate diet",
        signs=["blood sugar over 300 twice in a row", "nausea or vomiting and unable to keep fluids down",
               "moderate or large ketones", "abdominal pain or fast breathing"],
        fu=["endocrinology", "diabetes education"],
        soap_s=["Tolerating breakfast, no vomiting.", "Abdominal pain resolved.", "Wants to restart the pump."],
        soap_plan=["Basal-bolus insulin, titrate to fasting glucose 100-150.", "Check BMP and Mg in AM.",
                   "Diabetes educator to review sick-day rules and pump site changes."],
    ),
    dict(
        key="ugib", svc="Medicine", cons_svc="gastroenterology",
        dx="Acute upper GI bleed from duodenal ulcer",
        cc="black stools and lightheadedness",
        hpi="{pt} is {intro} with osteoarthritis on daily naproxen and atrial fibrillation on "
            "apixaban who presents with three days of black tarry stools and one episode of "
            "coffee-ground emesis this morning, followed by a near-syncopal episode in the bathroom "
            "witnessed by {fam}. Hemoglobin 6.8 g/dL from a baseline of 12.9 in {my}. Glasgow-"
            "Blatchford score 12.",
        pmh=["Paroxysmal atrial fibrillation, CHA2DS2-VASc 4", "Osteoarthritis of both knees",
             "Hypertension", "Hypothyroidism", "Cataracts"],
        course=[
            ("Acute blood loss anemia from duodenal ulcer",
             "Transfused 3 units PRBC with Hgb 6.8 to 9.1. Started on pantoprazole 80 mg IV bolus "
             "then 8 mg/h infusion. EGD on {d1} by {cons} showed a 1.5 cm posterior duodenal bulb "
             "ulcer with a visible vessel, treated with epinephrine injection and two hemoclips "
             "(Forrest IIa). Biopsies for H. pylori sent; CLO test positive. No rebleeding; Hgb "
             "stable at 9.0-9.4 for 48 hours."),
            ("Atrial fibrillation",
             "Apixaban held on admission. Rate controlled with metoprolol. Per GI, apixaban "
             "resumed on {d4}, 72 hours after hemostasis."),
            ("H. pylori", "Started on bismuth quadruple therapy for 14 days."),
            ("NSAID use", "Naproxen discontinued permanently; acetaminophen for arthritis pain."),
        ],
        meds=["pantoprazole 40 mg PO BID x 8 weeks, then daily", "bismuth subsalicylate 524 mg PO QID x 14 days",
              "metronidazole 500 mg PO TID x 14 days", "tetracycline 500 mg PO QID x 14 days",
              "apixaban 5 mg PO BID (resume on the date below)", "metoprolol tartrate 25 mg PO BID",
              "levothyroxine 75 mcg PO daily", "acetaminophen 1 g PO TID PRN knee pain",
              "ferrous sulfate 325 mg PO every other day"],
        labs=dict(Hgb="6.8", BUN="58", Cr="1.0", INR="1.3"),
        procs=["Esophagogastroduodenoscopy with epinephrine injection and hemoclip placement",
               "Transfusion of 3 units packed red blood cells"],
        imaging="None.",
        exam="Pale conjunctivae. Orthostatic. Melena on rectal exam, guaiac positive.",
        diet="advance as tolerated to regular diet",
        signs=["black, tarry or bloody stools", "vomiting blood or material that looks like coffee grounds",
               "dizziness or fainting", "racing heartbeat"],
        fu=["gastroenterology", "primary care"],
        soap_s=["No further melena since yesterday afternoon.", "Tolerating clear liquids.",
                "Feels less dizzy when standing."],
        soap_plan=["Hgb q12h, transfuse for Hgb < 7.", "PPI infusion x 72 h then PO BID.",
                   "Hold apixaban; discuss restart with GI.", "Repeat EGD in 8 weeks to document healing."],
    ),
    dict(
        key="cellulitis", svc="Medicine", cons_svc="infectious diseases",
        dx="Cellulitis of the left lower extremity",
        cc="red, painful, swollen left leg",
        hpi="{pt} is {intro} with type 2 diabetes, chronic venous stasis and obesity who noticed a "
            "small blister on the left shin after working in the garden on {dm5}. Over the past "
            "three days redness spread up to the knee with fever and chills. {He} was seen at "
            "{clinic} on {dm2} and started on cephalexin, but the area continued to expand past the "
            "skin markings. No known MRSA history.",
        pmh=["Type 2 diabetes mellitus", "Chronic venous insufficiency", "Obesity, BMI 41",
             "Hypertension", "Lymphedema of the left leg"],
        course=[
            ("Nonpurulent cellulitis, left lower extremity",
             "Started on cefazolin 2 g IV q8h with leg elevation. Venous duplex on {d0} negative "
             "for DVT. Erythema receded from the marked borders by {d2}. Transitioned to cephalexin "
             "500 mg PO QID on {d3} to complete 10 days total."),
            ("Type 2 diabetes", "A1c 9.4%. Glargine increased from 20 to 26 units nightly."),
            ("Tinea pedis", "Interdigital maceration noted, likely portal of entry; started clotrimazole."),
        ],
        meds=["cephalexin 500 mg PO QID through {p6}", "insulin glargine 26 units subcut at bedtime",
              "metformin 1000 mg PO BID", "clotrimazole 1% cream to feet BID x 4 weeks",
              "hydrochlorothiazide 25 mg PO daily", "compression stockings 20-30 mmHg once swelling improves"],
        labs=dict(WBC="14.9", CRP="128", Gluc="268", A1c="9.4"),
        procs=["Left lower extremity venous duplex"],
        imaging="LLE venous duplex: no DVT.",
        exam="Warm, tender, blanching erythema from the left ankle to just below the knee, borders marked. No fluctuance. 2+ edema.",
        diet="carbohydrate-controlled diet",
        signs=["redness spreading beyond the marked lines", "fever or chills", "red streaks up the leg",
               "blisters or a blackened area of skin"],
        fu=["primary care", "wound clinic"],
        soap_s=["Leg less painful, redness receding.", "Still some swelling at the ankle.", "Had a good night."],
        soap_plan=["Continue cefazolin, transition to PO when improving 24 h.", "Elevate leg above heart level.",
                   "Wound care consult for venous stasis changes."],
    ),
    dict(
        key="pyelo", svc="Medicine", cons_svc="urology",
        dx="Sepsis due to acute pyelonephritis (E. coli)",
        cc="fever, flank pain and vomiting",
        hpi="{pt} is {intro} with recurrent UTIs and nephrolithiasis who presents with two days of "
            "dysuria and frequency progressing to right flank pain, fever to 103.1 F and vomiting. "
            "{fam} found {him} shaking in bed this morning and called 911. In the ED BP was 84/46 "
            "and improved with 2 L LR. Last UTI treated by {pcp} in {my}.",
        pmh=["Recurrent urinary tract infections", "Nephrolithiasis", "Hypothyroidism", "Migraine"],
        course=[
            ("Sepsis secondary to right pyelonephritis",
             "Lactate 3.8 on arrival, cleared after fluids; did not require vasopressors. Started on "
             "ceftriaxone 1 g IV daily. CT abdomen/pelvis on {d0} showed right renal striated "
             "nephrogram without obstruction or stone. Urine and blood cultures grew E. coli, "
             "ceftriaxone-sensitive. Afebrile from {d2}. Transitioned to cefpodoxime on {d3} to "
             "complete 10 days."),
            ("AKI", "Creatinine 1.7 on admission (baseline 0.8), prerenal; improved to 0.9 with fluids."),
            ("Hypothyroidism", "Continued levothyroxine."),
        ],
        meds=["cefpodoxime 200 mg PO BID to complete 10 days total", "levothyroxine 50 mcg PO daily",
              "ondansetron 4 mg PO q8h PRN nausea", "acetaminophen 650 mg PO q6h PRN pain or fever",
              "sumatriptan 50 mg PO PRN migraine"],
        labs=dict(WBC="21.2", Lact="3.8", Cr="1.7", UA="large LE, nitrite positive, >100 WBC/hpf"),
        procs=["CT abdomen and pelvis with contrast"],
        imaging="CT A/P: right renal striated nephrogram and perinephric stranding, no hydronephrosis or calculus.",
        exam="Right CVA tenderness. Abdomen soft, mild suprapubic tenderness.",
        diet="regular diet, push oral fluids",
        signs=["fever over 101 F", "inability to keep fluids or antibiotics down", "worsening back or flank pain",
               "lightheadedness or fainting"],
        fu=["primary care", "urology"],
        soap_s=["Flank pain improving, tolerating crackers.", "No fevers since yesterday.", "Still some dysuria."],
        soap_plan=["Continue ceftriaxone pending sensitivities.", "Trend creatinine.", "Urology referral for recurrent UTIs."],
    ),
    dict(
        key="stroke", svc="Neurology", cons_svc="neurology",
        dx="Acute ischemic stroke, left MCA territory",
        cc="right-sided weakness and trouble speaking",
        hpi="{pt} is {intro} with hypertension and hyperlipidemia who was last known well at 0745 on "
            "{d0} when {fam} noticed {his} speech was garbled and {he} could not hold a coffee cup in "
            "{his} right hand. Stroke alert called on arrival at 0831. NIHSS 9 (aphasia, right face and "
            "arm weakness). CT head without hemorrhage; CTA showed left M2 occlusion. Alteplase given "
            "at 0902.",
        pmh=["Hypertension", "Hyperlipidemia", "Prediabetes", "Overactive bladder"],
        course=[
            ("Acute ischemic stroke, left MCA",
             "Received IV alteplase with door-to-needle time of 31 minutes; not a thrombectomy "
             "candidate per neurointerventional review. Monitored in the neuro ICU for 24 hours with "
             "BP goal < 180/105. MRI brain on {d1} showed a 2.4 cm acute infarct in the left frontal "
             "operculum. NIHSS improved to 3 by {d2}. TTE with bubble negative for PFO; telemetry "
             "without atrial fibrillation; 30-day event monitor arranged. Started aspirin and "
             "clopidogrel for 21 days then aspirin alone, per {cons}."),
            ("Dysphagia", "Failed initial bedside swallow; passed modified barium swallow on {d2}. "
             "Mechanical soft diet with thin liquids."),
            ("Hyperlipidemia", "LDL 148; atorvastatin 80 mg started."),
            ("Disposition", "Evaluated by PT/OT/SLP; recommended acute inpatient rehabilitation. "
             "Accepted at {snf}."),
        ],
        meds=["aspirin 81 mg PO daily", "clopidogrel 75 mg PO daily x 21 days, through {p17}",
              "atorvastatin 80 mg PO nightly", "amlodipine 10 mg PO daily", "oxybutynin 5 mg PO BID",
              "senna 8.6 mg PO nightly PRN constipation"],
        labs=dict(LDL="148", A1c="6.2", Gluc="132"),
        procs=["IV alteplase", "MRI brain without contrast", "CT angiogram head and neck",
               "Transthoracic echocardiogram with bubble study"],
        imaging="MRI brain: 2.4 cm acute infarct, left frontal operculum; no hemorrhagic transformation.",
        exam="Expressive aphasia, right lower facial droop, right arm drift 4/5, right leg 5-/5. Right Babinski upgoing.",
        diet="mechanical soft diet, thin liquids, upright for all meals",
        signs=["new weakness or numbness of the face, arm or leg", "trouble speaking or understanding",
               "sudden severe headache", "sudden loss of vision or balance"],
        fu=["neurology", "primary care"],
        soap_s=["Speech improving per family.", "Right hand grip stronger today.", "No headache."],
        soap_plan=["Permissive hypertension day 1, then BP < 140/90.", "DAPT x 21 days.",
                   "PT/OT/SLP; acute rehab referral.", "Event monitor for AF detection."],
    ),
    dict(
        key="afib", svc="Cardiology", cons_svc="cardiology",
        dx="Atrial fibrillation with rapid ventricular response",
        cc="palpitations",
        hpi="{pt} is {intro} with hypertension and hyperthyroidism (Graves' disease, treated with "
            "methimazole since {y2}) who presents with palpitations and dyspnea that started {d0} "
            "around 0300. HR 148 irregularly irregular on arrival. {He} recently stopped "
            "methimazole on {his} own. {fam} drove {him} in from {city}. No chest pain or syncope.",
        pmh=["Graves' disease", "Hypertension", "Obstructive sleep apnea", "Alcohol use, 3-4 beers nightly"],
        course=[
            ("Atrial fibrillation with RVR",
             "Given diltiazem 15 mg IV x 2 then drip with rate control to 80s-90s. TSH < 0.01, free T4 "
             "3.9. CHA2DS2-VASc 2; started apixaban 5 mg BID. TTE on {d1}: LVEF 55%, LA mildly dilated. "
             "Converted spontaneously to sinus rhythm on {d2}. Transitioned to metoprolol succinate."),
            ("Hyperthyroidism/Graves' disease",
             "Methimazole restarted at 20 mg daily after discussion with {cons}. Endocrinology "
             "follow-up arranged for radioactive iodine discussion."),
            ("Alcohol use", "CIWA scores 0-4; no withdrawal. Counseled on reduction."),
        ],
        meds=["metoprolol succinate 100 mg PO daily", "apixaban 5 mg PO BID", "methimazole 20 mg PO daily",
              "amlodipine 5 mg PO daily", "thiamine 100 mg PO daily", "folic acid 1 mg PO daily"],
        labs=dict(TSH="<0.01", FT4="3.9", Mg="1.7"),
        procs=["Transthoracic echocardiogram"],
        imaging="CXR: no acute process.",
        exam="Irregularly irregular tachycardia. Fine tremor, lid lag. Thyroid diffusely enlarged, nontender, with bruit.",
        diet="heart-healthy diet, limit alcohol",
        signs=["racing or pounding heartbeat that will not settle", "fainting or near-fainting",
               "any unusual bleeding or blood in urine or stool", "chest pain"],
        fu=["cardiology", "endocrinology"],
        soap_s=["Palpitations resolved overnight.", "Feels tired but better.", "Asking about alcohol."],
        soap_plan=["Transition diltiazem drip to oral metoprolol.", "Continue apixaban.", "Restart methimazole; endocrine follow-up."],
    ),
    dict(
        key="sbo", svc="General Surgery", cons_svc="general surgery",
        dx="Small bowel obstruction secondary to adhesions, resolved with conservative management",
        cc="abdominal pain, distension and vomiting",
        hpi="{pt} is {intro} with a history of open sigmoid colectomy with Hartmann procedure in {y3} "
            "and reversal the following year who presents with 36 hours of crampy periumbilical pain, "
            "bilious emesis and obstipation since {dm2}. CT showed dilated small bowel loops with a "
            "transition point in the right lower quadrant and no signs of ischemia.",
        pmh=["Perforated diverticulitis s/p Hartmann procedure and reversal", "Hypertension",
             "Hypothyroidism", "Depression"],
        course=[
            ("Adhesive small bowel obstruction",
             "Managed with NPO, NG decompression (1.2 L bilious output on the first night) and IV "
             "fluids. Gastrografin challenge on {d1}: contrast reached the colon by 8 hours. "
             "Passed flatus {d2} and had a bowel movement {d3}. NG removed {d2}; diet advanced to "
             "regular by {d3}. Followed by {cons} from general surgery; no operation required."),
            ("Hypokalemia", "K 3.1 from NG losses, repleted."),
            ("Hypertension", "Home lisinopril held while NPO, resumed on {d3}."),
        ],
        meds=["lisinopril 20 mg PO daily", "levothyroxine 100 mcg PO daily", "bupropion XL 150 mg PO daily",
              "docusate 100 mg PO BID PRN hard stools", "polyethylene glycol 17 g PO daily PRN constipation"],
        labs=dict(K="3.1", Lact="1.4", WBC="11.2"),
        procs=["Nasogastric tube placement", "Gastrografin small bowel follow-through"],
        imaging="CT A/P: dilated proximal small bowel to 3.8 cm with transition point in the RLQ; no pneumatosis or free air.",
        exam="Distended, tympanitic, diffusely tender without peritonitis. Well-healed midline laparotomy scar.",
        diet="low-residue diet for one week, then regular",
        signs=["vomiting", "no bowel movement or gas for more than 24 hours", "worsening belly pain or swelling", "fever"],
        fu=["general surgery", "primary care"],
        soap_s=["Passed gas overnight!", "Less bloated.", "Hungry."],
        soap_plan=["Clamp NG trial.", "Advance to clears if tolerated.", "Ambulate TID."],
    ),
    dict(
        key="panc", svc="Medicine", cons_svc="gastroenterology",
        dx="Acute gallstone pancreatitis",
        cc="epigastric pain radiating to the back",
        hpi="{pt} is {intro} with obesity and known cholelithiasis who presents with severe epigastric "
            "pain radiating to the back that began after dinner on {dm1}, with nausea and repeated "
            "vomiting. Lipase 4,860 U/L. ALT 312, AST 240, total bilirubin 2.4. Ultrasound showed "
            "numerous gallstones and a CBD of 8 mm. {He} drinks alcohol rarely.",
        pmh=["Cholelithiasis", "Obesity", "Nonalcoholic fatty liver disease", "Asthma, mild intermittent"],
        course=[
            ("Acute gallstone pancreatitis",
             "BISAP score 1. Aggressive fluid resuscitation with LR, pain control with hydromorphone "
             "PCA transitioned to oral oxycodone. MRCP on {d1} showed a 6 mm distal CBD stone; ERCP "
             "with sphincterotomy and stone extraction on {d2} by {cons}. LFTs normalized by {d4}. "
             "Laparoscopic cholecystectomy performed on {d4} by general surgery without "
             "complication."),
            ("Asthma", "Stable, albuterol PRN."),
        ],
        meds=["oxycodone 5 mg PO q6h PRN severe pain, #12, no refills", "acetaminophen 1 g PO q8h",
              "docusate 100 mg PO BID while taking oxycodone", "albuterol 90 mcg 2 puffs q4h PRN",
              "metformin ER 750 mg PO daily"],
        labs=dict(Lip="4,860", ALT="312", AST="240", TBili="2.4"),
        procs=["MRCP", "ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        imaging="RUQ US: cholelithiasis, CBD 8 mm, no gallbladder wall thickening.",
        exam="Epigastric tenderness with voluntary guarding. Negative Murphy's sign. Mild scleral icterus.",
        diet="low-fat diet, advance as tolerated",
        signs=["fever or chills", "yellowing of the skin or eyes", "severe belly pain",
               "redness or drainage from the incisions"],
        fu=["general surgery", "gastroenterology"],
        soap_s=["Pain 4/10 from 9/10.", "Tolerating clears.", "Nauseated after the PCA dose."],
        soap_plan=["LR at 150 mL/h.", "ERCP today.", "Surgery consulted for same-admission cholecystectomy."],
    ),
    dict(
        key="pe", svc="Medicine", cons_svc="pulmonology",
        dx="Acute pulmonary embolism, bilateral, submassive",
        cc="sudden shortness of breath",
        hpi="{pt} is {intro} who returned from a long-haul flight from {country} on {dm5} and developed "
            "left calf swelling, then sudden dyspnea and pleuritic chest pain on the morning of "
            "admission. HR 124, SpO2 88% on room air. Wells score 7.5. CTA chest showed bilateral "
            "segmental and lobar emboli with an RV/LV ratio of 1.2.",
        pmh=["Migraine with aura", "Obesity", "Varicose veins"],
        course=[
            ("Submassive pulmonary embolism",
             "Troponin T 0.06, BNP 410. Started on heparin drip; PERT activated and reviewed by "
             "{cons}. Not a candidate for catheter-directed therapy given improving hemodynamics. "
             "Lower extremity duplex on {d0} showed occlusive left popliteal DVT. Transitioned to "
             "apixaban 10 mg BID x 7 days then 5 mg BID on {d2}. Oxygen weaned to room air {d3}."),
            ("Provoked VTE", "Provoked by prolonged air travel; no personal or family history of "
             "VTE. Plan at least 3 months of anticoagulation, then reassess in hematology clinic."),
        ],
        meds=["apixaban 10 mg PO BID through {p3}, then 5 mg PO BID", "acetaminophen 650 mg PO q6h PRN pain",
              "sumatriptan 50 mg PO PRN migraine (avoid if aura)"],
        labs=dict(Trop="0.06", BNP="410", Ddimer="> 20"),
        procs=["CT angiogram chest", "Bilateral lower extremity venous duplex", "Transthoracic echocardiogram"],
        imaging="CTA chest: bilateral lobar and segmental PE, RV/LV 1.2, no infarct.",
        exam="Tachycardic, tachypneic. Left calf 3 cm larger than right, tender. Homans' sign not tested.",
        diet="regular diet",
        signs=["worsening shortness of breath or chest pain", "coughing up blood",
               "any bleeding that will not stop", "new leg swelling"],
        fu=["hematology", "primary care"],
        soap_s=["Breathing better, walking in the hallway.", "Calf still sore.", "No bleeding."],
        soap_plan=["Heparin to apixaban today.", "Wean O2.", "Echo to reassess RV."],
    ),
    dict(
        key="aki", svc="Nephrology", cons_svc="nephrology",
        dx="Acute kidney injury on chronic kidney disease stage 3b with hyperkalemia",
        cc="weakness and decreased urine output",
        hpi="{pt} is {intro} with CKD 3b (baseline Cr 1.8), diabetic nephropathy, heart failure with "
            "preserved EF and gout who presents with weakness, poor oral intake and decreased urine "
            "output for three days after a bout of diarrhea. {He} continued lisinopril, "
            "spironolactone and ibuprofen for a gout flare. Potassium 6.9 with peaked T waves; "
            "creatinine 4.6.",
        pmh=["CKD stage 3b", "Type 2 diabetes with nephropathy", "HFpEF", "Gout", "Hypertension"],
        course=[
            ("Hyperkalemia",
             "Treated with calcium gluconate, insulin/dextrose, albuterol and sodium zirconium "
             "cyclosilicate. Peaked T waves resolved; K 5.1 by the next morning and 4.6 by {d2}."),
            ("AKI on CKD 3b",
             "Prerenal in the setting of GI losses, ACE inhibitor, spironolactone and NSAID. "
             "Renal ultrasound {d0}: no hydronephrosis. Creatinine 4.6 to 2.3 at discharge with "
             "IV fluids. Lisinopril and spironolactone held; {cons} of nephrology to decide on "
             "resumption at follow-up."),
            ("Gout flare, right first MTP", "Prednisone 30 mg daily x 5 days instead of NSAIDs."),
        ],
        meds=["HOLD lisinopril until nephrology follow-up", "HOLD spironolactone until nephrology follow-up",
              "amlodipine 10 mg PO daily", "insulin glargine 18 units subcut nightly (reduced from 24)",
              "allopurinol 100 mg PO daily", "prednisone 30 mg PO daily x 2 more days",
              "furosemide 20 mg PO daily PRN weight gain > 3 lb"],
        labs=dict(K="6.9", Cr="4.6", BUN="88", HCO3="16"),
        procs=["Renal ultrasound"],
        imaging="Renal US: echogenic kidneys, 9.8 and 10.1 cm, no hydronephrosis.",
        exam="Dry mucous membranes. Right first MTP joint erythematous, warm, exquisitely tender.",
        diet="renal diet, low potassium, 2 g sodium",
        signs=["making little or no urine", "muscle weakness or a slow or irregular heartbeat",
               "vomiting or diarrhea that keeps you from drinking", "swelling or weight gain"],
        fu=["nephrology", "primary care"],
        soap_s=["Feeling stronger.", "Urinating more today.", "Toe still painful but better."],
        soap_plan=["Repeat BMP at 1400 and in AM.", "Hold ACEi, MRA, NSAIDs.", "Renal diet teaching."],
    ),
]

# --------------------------------------------------------------------------
ALLERGIES = ["NKDA", "No known drug allergies", "penicillin (hives)", "sulfa drugs (rash)",
             "codeine (nausea)", "lisinopril (angioedema)", "iodinated contrast (hives; premedicate)",
             "latex", "shellfish", "morphine (itching)", "vancomycin (red man syndrome)"]

SOCIAL_SUBST = [
    "Former smoker, quit {y2}, 20 pack-years. Drinks 1-2 glasses of wine on weekends. No drug use.",
    "Never smoker. No alcohol. No illicit drugs.",
    "Current smoker, 1/2 ppd. Drinks about 6 beers per week. Denies drug use.",
    "Quit smoking in {y3}. Occasional alcohol. Remote marijuana use.",
    "Smokes 1 ppd x 40 years. Denies alcohol since {y2}. No IVDU.",
    "Vapes daily. Social alcohol. No other substances.",
]

FAMILY_HX = [
    ("mother", "breast cancer", True), ("father", "MI", True), ("father", "colon cancer", True),
    ("mother", "type 2 diabetes", False), ("brother", "CAD s/p CABG", False),
    ("sister", "lupus", False), ("mother", "stroke", True), ("father", "Parkinson's disease", True),
    ("mother", "Alzheimer dementia", True), ("brother", "kidney failure on dialysis", False),
    ("father", "prostate cancer", False), ("maternal grandmother", "ovarian cancer", True),
]

# --------------------------------------------------------------------------
def vitals(c, sick=False, short=False):
    r = c.r
    f = r.random() < 0.7 and c.loc == "US"
    temp = round(r.uniform(37.9, 39.4) if sick else r.uniform(36.3, 37.4), 1)
    t = ("%.1f F" % (temp * 9 / 5 + 32)) if f else ("%.1f C" % temp)
    hr = r.randint(98, 128) if sick else r.randint(58, 94)
    sbp = r.randint(92, 168)
    dbp = r.randint(54, 96)
    rr = r.randint(18, 26) if sick else r.randint(12, 18)
    sat = r.randint(88, 95) if sick else r.randint(94, 100)
    o2 = c.pick(["RA", "room air", "2 L NC", "3 L NC", "4 L NC"]) if sick else c.pick(["RA", "room air"])
    if short:
        return "T %s, HR %d, BP %d/%d, RR %d, SpO2 %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)
    return ("Temp %s | HR %d | BP %d/%d | RR %d | SpO2 %d%% on %s | Wt %.1f kg | Pain %d/10"
            % (t, hr, sbp, dbp, rr, sat, o2, r.uniform(48, 132), r.randint(0, 8)))


def lab_values(c, ov=None):
    r = c.r
    ov = ov or {}
    v = dict(
        WBC="%.1f" % r.uniform(4.2, 10.8), Hgb="%.1f" % r.uniform(10.5, 15.4), Hct="%.1f" % r.uniform(32, 45),
        Plt="%d" % r.randint(150, 420), Na="%d" % r.randint(134, 144), K="%.1f" % r.uniform(3.5, 5.0),
        Cl="%d" % r.randint(97, 108), HCO3="%d" % r.randint(21, 29), BUN="%d" % r.randint(8, 24),
        Cr="%.2f" % r.uniform(0.6, 1.2), Gluc="%d" % r.randint(78, 160), Ca="%.1f" % r.uniform(8.5, 10.2),
        Mg="%.1f" % r.uniform(1.7, 2.4), Phos="%.1f" % r.uniform(2.6, 4.4),
        AST="%d" % r.randint(12, 38), ALT="%d" % r.randint(9, 41), ALP="%d" % r.randint(45, 120),
        TBili="%.1f" % r.uniform(0.2, 1.1), Alb="%.1f" % r.uniform(3.0, 4.6), INR="%.1f" % r.uniform(0.9, 1.2),
        Trop="<0.01", BNP="%d" % r.randint(20, 95), Lact="%.1f" % r.uniform(0.6, 1.8),
    )
    v.update(ov)
    return v


def bmp_str(v, style=0):
    if style == 0:
        return ("Na %s, K %s, Cl %s, CO2 %s, BUN %s, Cr %s, glucose %s"
                % (v["Na"], v["K"], v["Cl"], v["HCO3"], v["BUN"], v["Cr"], v["Gluc"]))
    return ("Na %s / K %s / Cl %s / HCO3 %s / BUN %s / Cr %s / Glu %s"
            % (v["Na"], v["K"], v["Cl"], v["HCO3"], v["BUN"], v["Cr"], v["Gluc"]))


def cbc_str(v):
    return "WBC %s, Hgb %s g/dL, Hct %s%%, Plt %s" % (v["WBC"], v["Hgb"], v["Hct"], v["Plt"])


def lft_str(v):
    return "AST %s, ALT %s, alk phos %s, T bili %s, albumin %s" % (v["AST"], v["ALT"], v["ALP"], v["TBili"], v["Alb"])


def lab_table(c, days, ov=None):
    """A lab trend table with dates as column headers (dates are PHI)."""
    rows = ["WBC", "Hgb", "Plt", "Na", "K", "HCO3", "BUN", "Cr", "Gluc", "Mg"]
    names = {"WBC": "WBC (K/uL)", "Hgb": "Hgb (g/dL)", "Plt": "Plt (K/uL)", "Na": "Na (mmol/L)",
             "K": "K (mmol/L)", "HCO3": "CO2 (mmol/L)", "BUN": "BUN (mg/dL)", "Cr": "Creat (mg/dL)",
             "Gluc": "Glucose", "Mg": "Mg (mg/dL)"}
    cols = [lab_values(c, ov if i == 0 else None) for i in range(len(days))]
    style = c.pick(["md", "md0"]) if c.loc == "US" else ("dm" if c.loc in ("UK", "AU") else "abbr_d")
    head = "%-16s" % "" + "".join("%-10s" % "" for _ in days)
    head = "%-16s" % "Lab" + "  ".join(c.day(k, style=style) for k in days)
    lines = [head]
    for rname in rows:
        lines.append("%-16s" % names[rname] + "  ".join("%-5s" % col[rname] for col in cols))
    return "\n".join(lines)


MED_POOL = [
    "acetaminophen 650 mg PO q6h PRN pain", "aspirin 81 mg PO daily", "atorvastatin 40 mg PO nightly",
    "lisinopril 10 mg PO daily", "metoprolol tartrate 25 mg PO BID", "amlodipine 5 mg PO daily",
    "metformin 500 mg PO BID with meals", "levothyroxine 75 mcg PO daily before breakfast",
    "omeprazole 20 mg PO daily", "sertraline 50 mg PO daily", "gabapentin 300 mg PO TID",
    "tamsulosin 0.4 mg PO nightly", "furosemide 20 mg PO daily", "apixaban 5 mg PO BID",
    "insulin glargine 18 units subcut at bedtime", "albuterol 90 mcg 2 puffs q4h PRN",
    "vitamin D3 2000 units PO daily", "docusate 100 mg PO BID", "senna 8.6 mg PO nightly",
    "enoxaparin 40 mg subcut daily", "heparin 5,000 units subcut q8h", "pantoprazole 40 mg PO daily",
    "losartan 50 mg PO daily", "hydrochlorothiazide 12.5 mg PO daily", "donepezil 10 mg PO nightly",
    "trazodone 50 mg PO nightly PRN sleep", "melatonin 3 mg PO nightly", "cyanocobalamin 1000 mcg PO daily",
    "warfarin 5 mg PO daily (goal INR 2-3)", "carvedilol 6.25 mg PO BID", "prednisone 5 mg PO daily",
    "alendronate 70 mg PO weekly", "oxybutynin 5 mg PO BID", "montelukast 10 mg PO nightly",
    "escitalopram 10 mg PO daily", "clopidogrel 75 mg PO daily", "empagliflozin 10 mg PO daily",
    "semaglutide 0.5 mg subcut weekly", "hydroxychloroquine 200 mg PO BID", "methotrexate 15 mg PO weekly",
    "folic acid 1 mg PO daily",
]


MINAGE = {"chf": (50, 95), "copd": (50, 90), "pna": (25, 95), "nstemi": (40, 88), "dka": (18, 55),
          "ugib": (50, 95), "cellulitis": (35, 90), "pyelo": (18, 85), "stroke": (50, 95),
          "afib": (40, 90), "sbo": (40, 90), "panc": (25, 80), "pe": (22, 75), "aki": (50, 92)}


def pick_scen(c):
    sc = c.pick(SCEN)
    c.ensure_age(*MINAGE[sc["key"]])
    return sc
