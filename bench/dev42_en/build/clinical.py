"""Specialty clinic content.  Placeholders in {braces} are filled by notes.Ctx.

Keys: PT (formal reference), PTF (first name), he/He/his/His/him, AGE, Y1<Y2<Y3 (years),
MY1<MY2 (month year), D1<D2 (past dates), DREC (recent date), DNEXT (future date), WKREC
(weekday + date), HOSP2, DR2, DR3, GP, GPROLE, SPOUSE, spouse, CHILD, child, JOB, EMP, ACC,
ORD, DEVSN, CITY2, COUNTRY, PHARM, CAREHOME, AGE_REL_OLD, AGE_REL_YOUNG, AGE_CHILD, lab keys.
"""

SPECIALTIES = {}


def spec(key, title, dept, clinic, cases, surgical=False, us_title=None):
    SPECIALTIES[key] = {"key": key, "title": title, "dept": dept, "clinic": clinic,
                        "cases": cases, "surgical": surgical, "us_title": us_title or title}


spec("cardiology", "Consultant Cardiologist", "Cardiology", "Cardiology Outpatient Clinic", [
    {
        "dx": ["Paroxysmal atrial fibrillation, CHA2DS2-VASc 3", "Hypertension", "Type 2 diabetes, diet controlled"],
        "meds": ["Apixaban 5 mg twice daily", "Bisoprolol 2.5 mg once daily", "Ramipril 5 mg once daily", "Atorvastatin 20 mg at night"],
        "hx": [
            "Thank you for referring {PT}, whom I saw in clinic on {DREC}. {He} describes a six-month history of intermittent "
            "palpitations, usually in the evening, lasting between twenty minutes and several hours, associated with mild "
            "breathlessness but no syncope or chest pain. The first episode {he} can date was around {MY1}, when {he} "
            "attended the emergency department at {HOSP2} and an ECG showed atrial fibrillation with a ventricular rate of 140.",
            "{He} drinks around 14 units of alcohol a week and has recently cut down on caffeine. {He} works as a {JOB} and "
            "finds the episodes disruptive at work. There is no history of thyroid disease. {His} father had a stroke at the age of {AGE_REL_OLD}.",
        ],
        "exam": ["Pulse 72, regular. BP 148/86. Heart sounds normal with no murmurs. Chest clear, no peripheral oedema."],
        "inv": ["12-lead ECG today showed sinus rhythm, PR 168 ms, QTc 421 ms.",
                "Echocardiogram ({ACC}) on {D2}: structurally normal heart, LVEF 58%, mildly dilated left atrium (LA volume index 38 ml/m2).",
                "Seven-day Holter monitor: paroxysms of AF totalling 9% burden, longest episode 5 hours 12 minutes, maximum rate 156 bpm."],
        "plan": ["Continue apixaban; HAS-BLED score 1.", "Increase bisoprolol to 5 mg once daily if tolerated.",
                 "I have listed {him} for consideration of catheter ablation and will discuss at our AF multidisciplinary meeting.",
                 "Review in clinic in four months, sooner if symptoms worsen."],
    },
    {
        "dx": ["Complete heart block, dual-chamber pacemaker implanted {D1}", "Ischaemic heart disease, NSTEMI {Y1}", "Chronic kidney disease stage 3a"],
        "meds": ["Aspirin 75 mg once daily", "Atorvastatin 80 mg at night", "Ramipril 2.5 mg once daily", "Furosemide 40 mg in the morning"],
        "hx": [
            "I reviewed {PT} in the pacing clinic on {DREC}. As you know, {he} presented to {HOSP2} in {MY1} with recurrent "
            "pre-syncope and was found to be in complete heart block. A dual-chamber pacemaker (generator serial number "
            "{DEVSN}) was implanted on {D1} by {DR2}.",
            "Since then {he} has been well with no further dizzy spells. {He} walks the dog twice a day and manages the stairs at home without difficulty. "
            "{His} {spouse} {SPOUSE} came with {him} today and confirmed {he} has been much more energetic.",
        ],
        "exam": ["Wound well healed, no signs of erosion or infection over the generator pocket. Pulse 70 regular, BP 132/74."],
        "inv": ["Device interrogation: battery longevity estimated 9.5 years, atrial pacing 12%, ventricular pacing 98%, "
                "lead impedances and thresholds stable, no high-rate episodes recorded.",
                "Creatinine on {D2}: {CREAT_high}, {EGFR_low}."],
        "plan": ["No programming changes were required.", "Remote monitoring will continue via the home transmitter.",
                 "Routine pacing check in twelve months."],
    },
    {
        "dx": ["Stable angina", "Hypercholesterolaemia", "Ex-smoker (30 pack-years, stopped {Y2})"],
        "meds": ["Aspirin 75 mg", "Atorvastatin 40 mg", "Glyceryl trinitrate spray as required", "Amlodipine 5 mg"],
        "hx": [
            "{PT} is a {AGE}-year-old {JOB} who was seen in the rapid access chest pain clinic on {DREC}. {He} describes "
            "central chest tightness on walking uphill or in cold weather, relieved by rest within two to three minutes. "
            "{He} has had no rest pain. {His} brother had a myocardial infarction aged {AGE_REL_YOUNG}.",
            "{He} smoked until {Y2}. Lipid profile in {MY2}: {CHOL_high}.",
        ],
        "exam": ["BMI 31. BP 152/90. Heart sounds normal. No carotid bruits. Peripheral pulses palpable."],
        "inv": ["CT coronary angiogram (accession {ACC}) on {D2}: calcium score 412, 70% stenosis in the proximal LAD, "
                "moderate disease in the circumflex.", "Resting ECG: sinus rhythm, no Q waves."],
        "plan": ["Add amlodipine 5 mg once daily.", "Refer for invasive coronary angiography with a view to PCI at {HOSP2}.",
                 "Lifestyle advice given regarding weight and exercise.", "I will write again once angiography has been performed."],
    },
])

spec("respiratory", "Consultant Respiratory Physician", "Respiratory Medicine", "Chest Clinic", [
    {
        "dx": ["COPD, GOLD stage 3", "Two exacerbations requiring admission in the last year", "Osteoporosis"],
        "meds": ["Trimbow 2 puffs twice daily", "Salbutamol inhaler as required", "Alendronic acid 70 mg weekly", "Carbocisteine 375 mg three times a day"],
        "hx": [
            "{PT} attended the chest clinic on {DREC} following {his} recent admission to {HOSP2} from {D1} to {D2} with an "
            "infective exacerbation. {He} now gets breathless walking about 100 metres on the flat (MRC dyspnoea grade 4). "
            "{He} smoked 40 cigarettes a day from the age of 15 and finally stopped in {Y2}.",
            "{He} lives with {his} {spouse} {SPOUSE} in a first-floor flat and has stopped going to the bowls club. {He} used to work as a {JOB}.",
        ],
        "exam": ["SpO2 91% on air at rest. Hyperexpanded chest, quiet breath sounds, scattered expiratory wheeze. No clubbing."],
        "inv": ["Spirometry today: FEV1 0.98 L (38% predicted), FVC 2.41 L, ratio 0.41.",
                "CT thorax ({ACC}) on {D2}: centrilobular emphysema with upper zone predominance, no suspicious nodule."],
        "plan": ["Referred to pulmonary rehabilitation.", "Rescue pack of prednisolone and doxycycline provided.",
                 "Ambulatory oxygen assessment requested.", "Follow-up in the COPD clinic in three months."],
    },
    {
        "dx": ["Obstructive sleep apnoea, AHI 38", "Obesity, BMI 36", "Hypertension"],
        "meds": ["Amlodipine 10 mg", "Lisinopril 20 mg"],
        "hx": [
            "I saw {PT} in the sleep clinic on {DREC}. {His} Epworth Sleepiness Score was 16/24. {His} {spouse} {SPOUSE} reports "
            "loud snoring and witnessed apnoeas. {He} is employed as a {JOB} at {EMP} and has had two near-misses while driving.",
            "CPAP was started on {D1}. The device issued is an auto-titrating unit, serial number {DEVSN}.",
        ],
        "exam": ["Neck circumference 45 cm, Mallampati 3, BP 146/92."],
        "inv": ["Home respiratory polygraphy ({ACC}): AHI 38 events/hour, ODI 41, minimum SpO2 78%.",
                "Download from {D2}: usage 6 h 40 min per night on 92% of nights, residual AHI 3.1, 95th centile pressure 11 cmH2O."],
        "plan": ["Continue CPAP; humidifier added for nasal dryness.", "{He} has been advised of the driving regulations and may drive now that symptoms are controlled on treatment.",
                 "Annual review in the sleep clinic."],
    },
    {
        "dx": ["Fibrotic hypersensitivity pneumonitis", "Bird exposure"],
        "meds": ["Prednisolone 20 mg, reducing", "Omeprazole 20 mg", "Adcal-D3 twice daily"],
        "hx": [
            "{PT} was reviewed in the interstitial lung disease clinic on {DREC}. {He} keeps pigeons and has done since "
            "childhood in {CITY2}. Progressive breathlessness began around {MY1}. {He} had a bronchoscopy at {HOSP2} on {D1}; "
            "lavage showed lymphocytosis of 42%.",
        ],
        "exam": ["Fine inspiratory crackles at both bases. No clubbing. SpO2 94% at rest, 88% after walking."],
        "inv": ["HRCT ({ACC}): mosaic attenuation with upper-zone reticulation and air trapping.",
                "Pulmonary function on {D2}: FVC 2.1 L (64%), TLCO 48% predicted."],
        "plan": ["Strict antigen avoidance discussed; the birds will be rehomed by {his} {child} {CHILD}.",
                 "Prednisolone reducing course over eight weeks.", "Repeat lung function in three months and discuss at ILD MDT."],
    },
])

spec("gastro", "Consultant Gastroenterologist", "Gastroenterology", "Gastroenterology Clinic", [
    {
        "dx": ["Crohn's disease, ileocolonic (Montreal A2 L3 B1), diagnosed {Y1}", "Iron deficiency"],
        "meds": ["Adalimumab 40 mg every two weeks", "Ferrous fumarate 210 mg twice daily", "Colecalciferol 800 units daily"],
        "hx": [
            "I reviewed {PT} in the IBD clinic on {DREC}. {He} was diagnosed with Crohn's disease in {Y1} after presenting to "
            "{HOSP2} with weight loss and bloody diarrhoea. {He} had an ileocaecal resection on {D1} and started adalimumab "
            "in {MY2}.",
            "{He} now opens {his} bowels two to three times a day, formed, with no blood. {He} has been able to return to work as a {JOB}.",
        ],
        "exam": ["Abdomen soft, well-healed midline scar, no masses. Weight 68.2 kg (up 3 kg)."],
        "inv": ["Faecal calprotectin on {D2}: 64 ug/g.", "{HB_low}; {FERR_low}.", "MR enterography ({ACC}): no active small bowel inflammation."],
        "plan": ["Continue adalimumab; trough level and antibodies requested (order {ORD}).", "Consider intravenous iron if no improvement.",
                 "Colonoscopic surveillance due in {Y3}.", "Review in the IBD clinic in six months."],
    },
    {
        "dx": ["Iron deficiency anaemia", "Gastro-oesophageal reflux disease", "Barrett's oesophagus, C2M4, no dysplasia"],
        "meds": ["Omeprazole 40 mg twice daily", "Ferrous sulphate 200 mg once daily", "Gaviscon Advance 10 ml as required"],
        "hx": [
            "Thank you for asking me to see {PT}, a {AGE}-year-old {JOB}, with iron deficiency anaemia. {He} denies overt GI "
            "bleeding. {He} takes ibuprofen intermittently for knee pain. {His} mother had bowel cancer diagnosed at {AGE_REL_OLD}.",
            "Gastroscopy and colonoscopy were performed on {D2} at {HOSP2}.",
        ],
        "exam": ["Pale. Abdomen soft and non-tender. Rectal examination normal."],
        "inv": ["{HB_low}, MCV 71 fL, {FERR_low}. Coeliac serology negative.",
                "OGD: 4 cm Barrett's segment, biopsies taken (histology {ACC}) showing intestinal metaplasia without dysplasia.",
                "Colonoscopy: complete to caecum, two small tubular adenomas removed from the sigmoid colon."],
        "plan": ["Stop ibuprofen.", "Continue oral iron and recheck full blood count in eight weeks.",
                 "Barrett's surveillance endoscopy in three years.", "Surveillance colonoscopy in {Y3}."],
    },
    {
        "dx": ["Coeliac disease (Marsh 3b), diagnosed {D1}"],
        "meds": ["Nil regular"],
        "hx": [
            "{PTF} attended the coeliac clinic on {DREC} with {his} {spouse}. Since starting a strict gluten-free diet in {MY2} "
            "{his} bloating and diarrhoea have resolved. {He} has seen our dietitian, {DR3}, twice.",
        ],
        "exam": ["Weight 61 kg, BMI 22. Examination unremarkable."],
        "inv": ["Tissue transglutaminase IgA on {D2}: 9 U/ml (previously >128).", "DEXA scan ({ACC}): osteopenia at the lumbar spine, T-score -1.6."],
        "plan": ["Continue gluten-free diet; prescriptions for gluten-free bread can continue via {PHARM}.", "Annual coeliac review with blood tests.",
                 "Pneumococcal vaccination recommended."],
    },
])

spec("neurology", "Consultant Neurologist", "Neurology", "Neurology Outpatients", [
    {
        "dx": ["First generalised tonic-clonic seizure, {D2}", "Sleep deprivation"],
        "d2_days": (12, 75),
        "meds": ["Nil"],
        "hx": [
            "I saw {PT} in the first seizure clinic on {DREC}. On {WKD2} {he} was found by {his} {spouse} {SPOUSE} on the kitchen "
            "floor, rigid then jerking for about two minutes, with tongue biting and incontinence. {He} was taken by ambulance to "
            "{HOSP2}. {He} had been working night shifts as a {JOB} and had slept only four hours in the preceding two days.",
            "There is no history of febrile convulsions, head injury or meningitis. {His} cousin has epilepsy.",
        ],
        "exam": ["Neurological examination normal. Lateral tongue bite healing."],
        "inv": ["CT head at presentation: normal.", "MRI brain with epilepsy protocol ({ACC}): no structural lesion.",
                "Sleep-deprived EEG pending."],
        "plan": ["I have not started antiseizure medication after a single provoked seizure.",
                 "I have advised {him} that {he} must not drive for six months from the date of the seizure and must inform the licensing authority.",
                 "Safety advice regarding bathing, heights and swimming given.", "I will see {him} again with the EEG result."],
    },
    {
        "dx": ["Idiopathic Parkinson's disease, diagnosed {Y1}", "REM sleep behaviour disorder", "Constipation"],
        "meds": ["Co-careldopa 25/100 one tablet four times daily", "Rasagiline 1 mg daily", "Macrogol one sachet daily"],
        "hx": [
            "I reviewed {PT} together with our Parkinson's nurse specialist, {DR3}, on {DREC}. {He} was diagnosed in {Y1} after "
            "{his} {spouse} noticed a tremor in {his} right hand. {He} now experiences wearing-off about 45 minutes before each dose.",
            "{He} had a fall at home on {D2} but did not injure {himself}. {He} continues to volunteer at {EMP} two mornings a week.",
        ],
        "exam": ["Mild hypomimia, right-sided rest tremor, moderate bradykinesia R>L, cogwheel rigidity at the right wrist. Gait slightly shuffling with reduced arm swing."],
        "inv": ["Lying and standing BP: 138/80 to 124/74."],
        "plan": ["Add entacapone 200 mg with each dose of co-careldopa.", "Referred to physiotherapy for falls prevention.",
                 "Review in six months."],
    },
    {
        "dx": ["Chronic migraine without aura", "Medication overuse headache"],
        "meds": ["Sumatriptan 50 mg as required", "Co-codamol 30/500 (to stop)", "Amitriptyline 10 mg at night"],
        "hx": [
            "{PTF} is a {AGE}-year-old {JOB} who attended the headache clinic on {DREC}. {He} has had headaches since {his} teens, "
            "but since {MY1} they have occurred on 20 days per month. {He} has been taking co-codamol on at least 15 days a month.",
        ],
        "exam": ["Fundi normal. Neurological examination normal. BP 118/72."],
        "inv": ["No imaging is indicated."],
        "plan": ["Withdraw co-codamol over two weeks.", "Increase amitriptyline to 25 mg at night.",
                 "If no improvement by {DNEXT}, we will consider candesartan or a CGRP monoclonal antibody.", "Headache diary provided."],
    },
])

spec("rheumatology", "Consultant Rheumatologist", "Rheumatology", "Rheumatology Clinic", [
    {
        "dx": ["Seropositive rheumatoid arthritis, diagnosed {MY1}", "Hypertension"],
        "meds": ["Methotrexate 20 mg once weekly (Fridays)", "Folic acid 5 mg once weekly (Mondays)", "Hydroxychloroquine 200 mg daily", "Amlodipine 5 mg"],
        "hx": [
            "I reviewed {PT} in clinic on {DREC}. {He} reports early morning stiffness of about 30 minutes and ongoing "
            "pain in the MCP joints of both hands. {He} is finding {his} work as a {JOB} increasingly difficult and has had "
            "two weeks off since {D2}.",
        ],
        "exam": ["Tender joint count 6, swollen joint count 4 (right MCP 2 and 3, left MCP 2, right wrist). DAS28-CRP 4.3."],
        "inv": ["CRP 18 mg/L, ESR 32. Rheumatoid factor and anti-CCP strongly positive.", "Hand X-rays ({ACC}): periarticular osteopenia, small erosion at right MCP 2.",
                "Blood monitoring on {D2}: normal liver function, {CREAT_norm}."],
        "plan": ["Add sulfasalazine, titrating to 1 g twice daily.", "Intramuscular methylprednisolone 120 mg given today.",
                 "Shared-care blood monitoring to continue every three months.", "If DAS28 remains above 5.1 we will consider biologic therapy."],
    },
    {
        "dx": ["Polymyalgia rheumatica", "Type 2 diabetes"],
        "meds": ["Prednisolone 10 mg daily", "Metformin 1 g twice daily", "Alendronic acid 70 mg weekly"],
        "hx": [
            "{PT} was seen on {DREC}. {He} started prednisolone 15 mg in {MY1} with a dramatic improvement in shoulder and hip girdle pain. "
            "{He} had a flare when the dose was reduced to 7.5 mg in {MY2}.",
        ],
        "exam": ["Full range of shoulder movement, no synovitis. Temporal arteries non-tender and pulsatile."],
        "inv": ["ESR 14, CRP 4.", "{A1C_high}."],
        "plan": ["Reduce prednisolone by 1 mg every four weeks.", "Please monitor glycaemic control while on steroids.", "Review in three months."],
    },
    {
        "dx": ["Recurrent gout", "CKD stage 3b", "Hypertension"],
        "meds": ["Allopurinol 200 mg daily", "Colchicine 500 micrograms twice daily as needed", "Losartan 50 mg"],
        "hx": [
            "{PT}, a {AGE}-year-old {JOB}, has had six attacks of gout in the past year, mainly affecting the first MTP joints. "
            "{He} was admitted to {HOSP2} on {D1} with a septic-looking knee which proved to be gout on aspiration (fluid {ACC}).",
        ],
        "exam": ["Small tophus over the right olecranon. No active synovitis today."],
        "inv": ["Urate on {D2}: 0.48 mmol/L.", "{CREAT_high}, {EGFR_low}."],
        "plan": ["Increase allopurinol by 100 mg monthly aiming for urate below 0.30 mmol/L.", "Continue colchicine prophylaxis for six months.", "Nurse-led gout clinic follow-up."],
    },
])

spec("diabetes", "Consultant in Diabetes and Endocrinology", "Diabetes and Endocrinology", "Diabetes Centre", [
    {
        "dx": ["Type 1 diabetes since {Y1}", "Insulin pump therapy since {MY2}", "Background diabetic retinopathy"],
        "meds": ["Insulin aspart via pump", "Ramipril 2.5 mg"],
        "hx": [
            "{PTF} attended the young adult diabetes clinic on {DREC}. {He} uses a closed-loop system (pump serial number "
            "{DEVSN}) with a continuous glucose sensor. Time in range over the last 14 days was 71%, time below range 3%.",
            "{He} is studying at {COLLEGE} and works part-time as a {JOB}. {He} had one episode of DKA in {MY1}, treated at {HOSP2}.",
        ],
        "exam": ["Injection and cannula sites healthy, no lipohypertrophy. Feet normal."],
        "inv": ["{A1C_ok} on {D2}.", "Urine albumin:creatinine ratio 1.2 mg/mmol."],
        "plan": ["Carbohydrate ratio at breakfast changed to 1:8.", "Retinal screening due in {MY2}.", "Review with the diabetes specialist nurse in three months."],
    },
    {
        "dx": ["Multinodular goitre", "Subclinical hyperthyroidism"],
        "meds": ["Nil regular"],
        "hx": [
            "Thank you for referring {PT}, a {AGE}-year-old {JOB}, with a neck swelling noticed by {his} {spouse} around {MY1}. "
            "There is no dysphagia, stridor or voice change. {He} grew up in {COUNTRY} and moved to this country in {Y1}.",
        ],
        "exam": ["Multinodular goitre, dominant nodule in the right lobe, moves on swallowing. No lymphadenopathy. Pulse 88 regular."],
        "inv": ["TSH 0.08 mU/L, free T4 17.9 pmol/L.", "Ultrasound neck ({ACC}) on {D2}: dominant 2.4 cm right nodule, U3.",
                "Fine needle aspiration performed at {HOSP2}: Thy3a."],
        "plan": ["Discussed at the thyroid MDT; referred to {DR2}, endocrine surgeon, for diagnostic hemithyroidectomy.", "Repeat thyroid function in three months."],
    },
    {
        "dx": ["Type 2 diabetes with suboptimal control", "Obesity (BMI 38)", "Non-alcoholic fatty liver disease"],
        "meds": ["Metformin 1 g twice daily", "Gliclazide 80 mg twice daily", "Atorvastatin 20 mg"],
        "hx": [
            "{PT} was reviewed on {DREC}. {He} was diagnosed with type 2 diabetes in {Y1}. Despite dietary advice, {his} "
            "glycaemic control has deteriorated. {He} works long shifts as a {JOB} and eats mostly at work.",
        ],
        "exam": ["Weight 112 kg. BP 142/88. Feet: monofilament sensation intact, pulses palpable."],
        "inv": ["{A1C_high} on {D2}.", "{CHOL_high}.", "{EGFR_norm}."],
        "plan": ["Start semaglutide 0.25 mg weekly, titrating monthly.", "Reduce gliclazide to 40 mg twice daily to avoid hypoglycaemia.",
                 "Referred to the weight management service.", "Repeat HbA1c in three months."],
    },
])

spec("dermatology", "Consultant Dermatologist", "Dermatology", "Dermatology Outpatients", [
    {
        "dx": ["Chronic hand dermatitis, irritant and allergic contact (positive patch test to methylisothiazolinone)"],
        "meds": ["Clobetasol propionate 0.05% ointment", "Emollient (Epaderm) liberally", "Cetirizine 10 mg"],
        "hx": [
            "I saw {PT} on {DREC}. {He} works as a {JOB} at {EMP} and reports fissuring of the fingertips for over a year. "
            "Because of the fissuring the fingerprint scanner at {his} workplace no longer recognises {him}; the employer "
            "has re-enrolled {his} biometric template (ID {BIOID}) twice.",
            "Patch testing was performed at {HOSP2} on {D2}.",
        ],
        "exam": ["Hyperkeratotic, fissured dermatitis of the palmar fingertips bilaterally with some vesicles along the sides of the fingers."],
        "inv": ["Patch test series ({ACC}): methylisothiazolinone ++ at day 4, nickel negative."],
        "plan": ["Avoidance of methylisothiazolinone-containing products; information leaflet given.", "Cotton-lined nitrile gloves at work.",
                 "If no improvement, alitretinoin will be considered.", "Review in eight weeks."],
    },
    {
        "dx": ["Superficial spreading melanoma, left calf, Breslow 0.8 mm, pT1b, excised {D1}"],
        "meds": ["Nil"],
        "hx": [
            "{PT} attended the skin cancer clinic on {DREC}. The lesion was noticed by {his} {spouse} {SPOUSE} in {MY1}. "
            "Excision biopsy performed on {D1} (histology {ACC}) confirmed a superficial spreading melanoma. "
            "{He} spent several years working outdoors in {COUNTRY} in {his} twenties.",
        ],
        "exam": ["Well-healed scar on the left calf. No palpable inguinal, popliteal or femoral nodes. Full skin check: multiple benign naevi."],
        "inv": ["Discussed at the skin MDT on {D2}."],
        "plan": ["Wide local excision with 1 cm margins has been booked with {DR2}.", "Sentinel lymph node biopsy was discussed and declined.",
                 "Three-monthly skin checks for one year.", "Sun protection advice given."],
    },
    {
        "dx": ["Moderate to severe chronic plaque psoriasis (PASI 14.2, DLQI 17)", "Psoriatic nail disease"],
        "meds": ["Methotrexate 15 mg weekly", "Folic acid 5 mg weekly", "Dovobet gel"],
        "hx": [
            "{PTF} was seen on {DREC}. {He} has had psoriasis since {Y1}. Methotrexate was started in {MY2} with partial response. "
            "{He} finds the plaques on {his} hands embarrassing in {his} job as a {JOB}.",
        ],
        "exam": ["Plaques on elbows, knees, scalp and lower back. Onycholysis and pitting of several fingernails."],
        "inv": ["Liver function normal on {D2}. PIIINP 4.2 ug/L.", "QuantiFERON negative ({ACC})."],
        "plan": ["Apply for adalimumab biosimilar.", "Continue methotrexate meanwhile.", "Review in three months."],
    },
])

spec("urology", "Consultant Urologist", "Urology", "Urology Clinic", [
    {
        "dx": ["Lower urinary tract symptoms secondary to benign prostatic enlargement (prostate volume 64 ml)"],
        "meds": ["Tamsulosin 400 micrograms daily", "Finasteride 5 mg daily"],
        "hx": [
            "I saw {PT} on {DREC}. {He} reports nocturia four times, hesitancy and poor stream despite tamsulosin. IPSS 22, QoL 5.",
        ],
        "exam": ["Abdomen soft, bladder not palpable. DRE: smooth, benign-feeling prostate, estimated 60 g."],
        "inv": ["PSA on {D2}: 3.1 ng/ml.", "Flow rate: Qmax 7 ml/s, voided volume 210 ml, post-void residual 140 ml."],
        "plan": ["Listed for HoLEP at {HOSP2}.", "Continue finasteride meanwhile.", "Pre-assessment will be in touch."],
        "sex": "M",
    },
    {
        "dx": ["Visible haematuria", "Non-muscle invasive bladder cancer, pTa high grade, resected {D1}"],
        "meds": ["Bisoprolol 2.5 mg", "Atorvastatin 20 mg"],
        "hx": [
            "{PT}, a retired {JOB}, was seen in the haematuria clinic on {DREC}. {He} smoked for 35 years. "
            "Flexible cystoscopy on {D1} showed a 2 cm papillary tumour at the left lateral wall, which was resected "
            "(histology {ACC}).",
        ],
        "exam": ["Unremarkable."],
        "inv": ["CT urogram on {D2}: no upper tract lesion."],
        "plan": ["Induction BCG to start {DNEXT}.", "Check cystoscopy in three months."],
    },
    {
        "dx": ["Right ureteric calculus 6 mm", "Previous stone episode {Y1}"],
        "meds": ["Tamsulosin 400 micrograms", "Diclofenac 50 mg as required"],
        "hx": [
            "{PT} presented to {HOSP2} on {D2} with right renal colic. {He} works as a {JOB} and has been off work since. "
            "{He} had a similar episode in {Y1} while on holiday in {COUNTRY}.",
        ],
        "exam": ["Afebrile. Mild right loin tenderness."],
        "inv": ["CT KUB ({ACC}): 6 mm right VUJ calculus with mild hydronephrosis."],
        "plan": ["Medical expulsive therapy for four weeks.", "Repeat KUB X-ray on {DNEXT}.", "Metabolic stone screen arranged."],
    },
], surgical=True)

spec("ent", "Consultant ENT Surgeon", "Otolaryngology", "ENT Clinic", [
    {
        "dx": ["Bilateral severe-to-profound sensorineural hearing loss", "Right cochlear implant, activated {D1}"],
        "meds": ["Nil"],
        "hx": [
            "{PT} attended the implant clinic on {DREC}. {He} received a right cochlear implant (internal device serial {DEVSN}) at "
            "{HOSP2}. {His} {child} {CHILD} accompanied {him} and reports a marked improvement in conversation at home.",
        ],
        "exam": ["Implant site healthy. Left ear: normal tympanic membrane."],
        "inv": ["BKB sentence test in quiet: 78% (pre-implant 12%)."],
        "plan": ["Continue audiology mapping.", "Left hearing aid to be reviewed.", "Annual implant review."],
    },
    {
        "dx": ["Recurrent acute tonsillitis (7 episodes in the past year)"],
        "meds": ["Nil regular"],
        "hx": [
            "I saw {PTF} on {DREC}. {He} has had seven documented episodes of tonsillitis in the past year, requiring antibiotics on each "
            "occasion and missing around 15 days of work as a {JOB}. One episode on {D2} was complicated by quinsy requiring drainage at {HOSP2}.",
        ],
        "exam": ["Grade 2 tonsils, cryptic. No cervical lymphadenopathy."],
        "inv": [],
        "plan": ["Listed for tonsillectomy. Risks including bleeding (around 1 in 30) discussed.", "Surgery expected within 18 weeks."],
    },
    {
        "dx": ["Benign paroxysmal positional vertigo, right posterior canal"],
        "meds": ["Betahistine (stopped)"],
        "hx": [
            "{PT} described brief episodes of rotatory vertigo on rolling over in bed since {MY2}. {He} had a fall on {D2} while at work as a {JOB}.",
        ],
        "exam": ["Right Dix-Hallpike positive with upbeating torsional nystagmus. Otoscopy normal."],
        "inv": ["Pure tone audiogram: age-appropriate hearing."],
        "plan": ["Epley manoeuvre performed in clinic with resolution of nystagmus.", "Brandt-Daroff exercises taught.", "Discharged to {GPROLE} care."],
    },
], surgical=True)

spec("ophthalmology", "Consultant Ophthalmologist", "Ophthalmology", "Eye Clinic", [
    {
        "dx": ["Primary open angle glaucoma, both eyes", "Cataract, left eye"],
        "meds": ["Latanoprost 0.005% one drop both eyes at night", "Timolol 0.5% twice daily both eyes"],
        "hx": [
            "{PT} was seen in the glaucoma clinic on {DREC}. {He} has been treated since {Y1}. {His} mother was registered sight-impaired and died aged {AGE_REL_OLD}.",
        ],
        "exam": ["VA 6/9 right, 6/18 left. IOP 19 mmHg right, 23 mmHg left. Cup:disc 0.7 right, 0.85 left."],
        "inv": ["Visual fields ({ACC}) on {D2}: superior arcuate defect left eye, progressing."],
        "plan": ["Selective laser trabeculoplasty to the left eye.", "Continue drops.", "{He} still meets the visual standard for driving.", "Review in four months."],
    },
    {
        "dx": ["Proliferative diabetic retinopathy, right eye", "Maculopathy, left eye"],
        "meds": ["Insulin glargine", "Insulin aspart"],
        "hx": [
            "{PT} was referred urgently from diabetic eye screening on {D2}. {He} had panretinal photocoagulation to the right eye on {D1} at {HOSP2}.",
        ],
        "exam": ["VA 6/12 right, 6/9 left. New vessels at the disc, right eye."],
        "inv": ["OCT: central subfield thickness 412 um left eye."],
        "plan": ["Fill-in PRP right eye.", "Start intravitreal anti-VEGF injections to the left eye.", "Please optimise glycaemic and blood pressure control."],
    },
], surgical=True)

spec("orthopaedics", "Consultant Orthopaedic Surgeon", "Trauma and Orthopaedics", "Orthopaedic Clinic", [
    {
        "dx": ["Osteoarthritis right knee", "Right total knee replacement performed {D1}"],
        "meds": ["Paracetamol 1 g four times daily", "Naproxen 500 mg twice daily with omeprazole"],
        "hx": [
            "I reviewed {PT} in clinic on {DREC}, twelve weeks after {his} right total knee replacement at {HOSP2}. "
            "The femoral component lot number {DEVSN} is recorded in the implant registry.",
            "{He} is walking without a stick and has returned to light duties as a {JOB} at {EMP}.",
        ],
        "exam": ["Wound healed. Range of movement 0 to 110 degrees. Stable to varus and valgus stress."],
        "inv": ["X-rays ({ACC}): well-fixed components, satisfactory alignment."],
        "plan": ["Continue physiotherapy.", "Review at one year with X-rays."],
    },
    {
        "dx": ["Right carpal tunnel syndrome, severe on nerve conduction studies"],
        "meds": ["Nil"],
        "hx": [
            "{PT} is a {AGE}-year-old {JOB} with nocturnal paraesthesia in the right hand for over a year, waking {him} most nights. "
            "A steroid injection on {D1} gave relief for about six weeks.",
        ],
        "exam": ["Thenar wasting. Positive Phalen's and Tinel's tests. Reduced sensation in the median nerve distribution."],
        "inv": ["Nerve conduction studies on {D2}: severe median neuropathy at the wrist."],
        "plan": ["Listed for right carpal tunnel decompression under local anaesthetic.", "Expected two weeks off work."],
    },
    {
        "dx": ["Displaced fracture of the left distal radius, {D2}", "Osteopenia"],
        "meds": ["Adcal-D3 twice daily"],
        "hx": [
            "{PT} fell on ice outside {LANDMARK} on {D2} and sustained a displaced distal radius fracture. "
            "{He} underwent ORIF with a volar locking plate at {HOSP2}.",
        ],
        "exam": ["Wound healed. Wrist extension 40 degrees, flexion 45 degrees. Grip weak."],
        "inv": ["X-ray ({ACC}): healing fracture, plate in satisfactory position."],
        "plan": ["Hand therapy referral.", "DEXA scan requested.", "Review in eight weeks."],
    },
], surgical=True)

spec("nephrology", "Consultant Nephrologist", "Renal Medicine", "Renal Clinic", [
    {
        "dx": ["CKD stage 4 secondary to diabetic nephropathy", "Renal anaemia", "Hypertension"],
        "meds": ["Losartan 100 mg", "Dapagliflozin 10 mg", "Sodium bicarbonate 500 mg three times daily", "Darbepoetin 30 micrograms fortnightly"],
        "hx": [
            "{PT} was seen in the low clearance clinic on {DREC}. {His} renal function has declined slowly since {Y1}. "
            "We discussed renal replacement options with {him} and {his} {spouse} {SPOUSE}. {He} favours home haemodialysis.",
        ],
        "exam": ["BP 138/82. Mild ankle oedema. No fistula yet."],
        "inv": ["{CREAT_high}, {EGFR_low}, potassium 5.2, bicarbonate 19.", "{HB_low}."],
        "plan": ["Vascular access referral to {DR2}.", "Transplant work-up: {his} {child} {CHILD} has offered to be assessed as a living donor.", "Review in six weeks."],
    },
    {
        "dx": ["IgA nephropathy (biopsy {D1})", "Hypertension"],
        "meds": ["Ramipril 10 mg", "Atorvastatin 20 mg"],
        "hx": [
            "{PT} is a {AGE}-year-old {JOB} with IgA nephropathy diagnosed on renal biopsy at {HOSP2} (histology {ACC}).",
        ],
        "exam": ["BP 128/78."],
        "inv": ["Urine protein:creatinine ratio 92 mg/mmol on {D2}.", "{CREAT_norm}."],
        "plan": ["Add dapagliflozin 10 mg.", "Repeat bloods in four weeks.", "Review in three months."],
    },
])

spec("haematology", "Consultant Haematologist", "Haematology", "Haematology Clinic", [
    {
        "dx": ["IgG kappa MGUS, paraprotein 8 g/L", "Low-risk by Mayo stratification"],
        "meds": ["Nil relevant"],
        "hx": [
            "{PT} was referred after a paraprotein was found on tests in {MY1}. {He} has no bone pain, infections or B symptoms.",
        ],
        "exam": ["No lymphadenopathy or organomegaly."],
        "inv": ["Paraprotein on {D2}: 8 g/L (stable). Serum free light chain ratio 1.4.", "{HB_norm}, {CREAT_norm}, calcium normal."],
        "plan": ["Discharged to {GPROLE} monitoring: paraprotein every six months.", "Re-refer if paraprotein rises above 15 g/L or new anaemia, renal impairment or hypercalcaemia."],
    },
    {
        "dx": ["Unprovoked left proximal DVT, {D1}", "Heterozygous factor V Leiden"],
        "meds": ["Rivaroxaban 20 mg daily"],
        "hx": [
            "{PT} presented to {HOSP2} on {D1} with a swollen left leg. {He} had returned from a long-haul flight from {COUNTRY} the week before. "
            "{His} sister had a pulmonary embolism at {AGE_REL_YOUNG}.",
        ],
        "exam": ["Mild residual left calf swelling."],
        "inv": ["Thrombophilia screen (lab no. {ACC}): heterozygous factor V Leiden."],
        "plan": ["Continue long-term anticoagulation, reviewed annually.", "Graduated compression stockings for travel."],
    },
])

spec("oncology", "Consultant Medical Oncologist", "Oncology", "Oncology Outpatients", [
    {
        "dx": ["Left breast cancer, T2 N1 M0, ER 8/8, HER2 negative, diagnosed {MY1}", "Wide local excision and axillary clearance {D1}"],
        "meds": ["Letrozole 2.5 mg daily", "Zoledronic acid 6-monthly", "Calcium and vitamin D"],
        "hx": [
            "I saw {PT} for routine follow-up on {DREC}. {He} completed adjuvant chemotherapy and radiotherapy at {HOSP2} in {MY2}. "
            "{He} tolerates letrozole apart from joint aches. {He} returned to work as a {JOB} the following spring.",
            "{His} {child} {CHILD}, who is {AGE_CHILD}, has been a great support.",
        ],
        "exam": ["No evidence of local recurrence. Both breasts and axillae clear."],
        "inv": ["Mammogram ({ACC}) on {D2}: no evidence of recurrence."],
        "plan": ["Continue letrozole to complete five years.", "Annual mammography.", "Review in six months."],
        "sex": "F",
    },
    {
        "dx": ["Adenocarcinoma of the sigmoid colon pT3 N1b M0", "Anterior resection {D1}"],
        "meds": ["Capecitabine (completed)"],
        "hx": [
            "{PT} attended on {DREC} for surveillance. {He} completed adjuvant CAPOX in {MY2}. Residual peripheral neuropathy in the feet persists.",
        ],
        "exam": ["Abdomen soft, scar healed."],
        "inv": ["CEA 2.1.", "CT chest, abdomen and pelvis ({ACC}) on {D2}: no evidence of recurrence."],
        "plan": ["Surveillance CT and CEA at 12-monthly intervals.", "Colonoscopy due in {Y3}."],
    },
])

spec("psychiatry", "Consultant Psychiatrist", "Psychiatry", "Community Mental Health Clinic", [
    {
        "dx": ["Recurrent depressive disorder, current episode moderate", "Generalised anxiety disorder"],
        "meds": ["Sertraline 150 mg daily", "Mirtazapine 15 mg at night"],
        "hx": [
            "I reviewed {PTF} on {DREC} with {his} care coordinator {DR3}. Mood has been low since the death of {his} father in {MY1}. "
            "{He} has been off work from {his} job as a {JOB} at {EMP} since {D2}.",
            "{He} denied current suicidal intent. Protective factors include {his} {child} {CHILD} and {his} {spouse} {SPOUSE}.",
        ],
        "exam": ["Casually dressed, good rapport, reduced reactivity. No psychotic features. Insight good."],
        "inv": ["PHQ-9 17, GAD-7 14."],
        "plan": ["Increase sertraline to 200 mg.", "Referral for CBT via the talking therapies service.", "Crisis numbers provided.", "Review in six weeks."],
    },
    {
        "dx": ["Bipolar affective disorder type I, currently euthymic"],
        "meds": ["Lithium carbonate 800 mg at night", "Quetiapine 100 mg at night"],
        "hx": [
            "{PT} was seen in the lithium clinic on {DREC}. {His} last admission was to {WARD} at {HOSP2} from {D1} to {D2} following a manic relapse.",
        ],
        "exam": ["Euthymic, no formal thought disorder."],
        "inv": ["Lithium level 0.68 mmol/L.", "TSH 3.2, {CREAT_norm}, calcium normal."],
        "plan": ["Continue current regimen.", "Three-monthly lithium levels."],
    },
])

spec("geriatrics", "Consultant Geriatrician", "Medicine for Older People", "Memory Clinic", [
    {
        "dx": ["Alzheimer's disease, mild to moderate (MoCA 17/30)", "Hypertension", "Osteoarthritis"],
        "meds": ["Donepezil 10 mg at night", "Amlodipine 5 mg", "Paracetamol 1 g as required"],
        "hx": [
            "I saw {PT} in the memory clinic on {DREC}, accompanied by {his} {child} {CHILD}. Over the past eighteen months "
            "{he} has become more forgetful, repeating questions and getting lost while driving to {CITY2}. {He} is a retired {JOB}.",
            "{He} lives alone in {his} house since {his} {spouse} died in {Y2}. Carers visit twice daily.",
        ],
        "exam": ["MoCA 17/30, losing points on delayed recall and visuospatial tasks. No focal neurology. Lying/standing BP without postural drop."],
        "inv": ["CT head ({ACC}) on {D2}: generalised atrophy, medial temporal lobe atrophy score 2 bilaterally.", "B12, folate and TFTs normal."],
        "plan": ["Started donepezil, now on 10 mg.", "{He} has been advised to stop driving.", "Lasting power of attorney discussed.", "Memory nurse follow-up."],
        "age": (70, 92),
    },
    {
        "dx": ["Recurrent falls", "Orthostatic hypotension", "Frailty (Clinical Frailty Scale 6)"],
        "meds": ["Doxazosin (stopped)", "Bisoprolol 2.5 mg", "Alendronic acid 70 mg weekly"],
        "hx": [
            "{PT} was referred following four falls since {MY1}. {He} lives at {CAREHOME}. The most recent fall was on {D2}, resulting in a scalp laceration treated at {HOSP2}.",
        ],
        "exam": ["BP lying 146/78, standing at 3 minutes 112/64 with symptoms. Timed up and go 24 seconds."],
        "inv": ["ECG: sinus rhythm, first-degree heart block."],
        "plan": ["Doxazosin stopped.", "Compression hosiery.", "Physiotherapy and falls prevention programme.", "Review in eight weeks."],
        "age": (74, 96),
        "skip_social": True,
    },
])

spec("gynaecology", "Consultant Gynaecologist", "Women's Health", "Gynaecology Clinic", [
    {
        "dx": ["Postmenopausal bleeding", "Endometrial polyp, removed {D2}"],
        "meds": ["Nil"],
        "hx": [
            "{PT} was seen in the rapid access postmenopausal bleeding clinic on {DREC}. {He} had a single episode of bleeding in {MY2}, "
            "twelve years after {his} last menstrual period.",
        ],
        "exam": ["Normal vulva and vagina. Cervix healthy."],
        "inv": ["Transvaginal ultrasound: endometrial thickness 9 mm.", "Outpatient hysteroscopy on {D2}: polyp removed (histology {ACC}: benign)."],
        "plan": ["Discharged to {GPROLE} care.", "Re-refer if further bleeding."],
        "sex": "F",
    },
    {
        "dx": ["Endometriosis, stage III at laparoscopy {D1}", "Left ovarian endometrioma 4 cm"],
        "meds": ["Desogestrel 75 micrograms daily", "Naproxen 500 mg as required"],
        "hx": [
            "{PTF}, a {AGE}-year-old {JOB}, has had severe dysmenorrhoea since {his} teens. Laparoscopy at {HOSP2} on {D1} confirmed endometriosis. "
            "{He} and {his} partner {SPOUSE} would like to conceive within the next year.",
        ],
        "exam": ["Tender left adnexa."],
        "inv": ["Ultrasound ({ACC}) on {D2}: 4 cm left endometrioma. AMH 14 pmol/L."],
        "plan": ["Referral to the fertility service.", "Consider laparoscopic cystectomy.", "Review in three months."],
        "sex": "F",
        "age": (24, 40),
    },
], surgical=True)

spec("vascular", "Consultant Vascular Surgeon", "Vascular Surgery", "Vascular Clinic", [
    {
        "dx": ["Infrarenal abdominal aortic aneurysm 4.9 cm", "Ex-smoker", "COPD"],
        "meds": ["Aspirin 75 mg", "Atorvastatin 40 mg", "Tiotropium 18 micrograms"],
        "hx": [
            "{PT} was picked up through AAA screening in {MY1} with a 3.8 cm aneurysm. It has grown steadily. {He} is a retired {JOB}.",
        ],
        "exam": ["Pulsatile expansile mass. Femoral and popliteal pulses present."],
        "inv": ["Ultrasound on {D2}: 4.9 cm.", "CT angiogram ({ACC}) requested."],
        "plan": ["Three-monthly surveillance; repair when 5.5 cm.", "Smoking cessation maintained."],
        "sex": "M",
        "age": (66, 85),
    },
    {
        "dx": ["Intermittent claudication, right calf", "Superficial femoral artery occlusion"],
        "meds": ["Clopidogrel 75 mg", "Atorvastatin 80 mg", "Ramipril 5 mg"],
        "hx": [
            "{PT} describes right calf pain after about 150 metres, relieved by rest, since {MY2}. {He} continues to smoke ten a day.",
        ],
        "exam": ["Absent right popliteal and pedal pulses. ABPI 0.62 right, 0.94 left."],
        "inv": ["Arterial duplex ({ACC}) on {D2}: 8 cm occlusion of the right SFA with good reconstitution."],
        "plan": ["Supervised exercise programme.", "Smoking cessation referral.", "Review in three months."],
    },
], surgical=True)

spec("allergy", "Consultant Allergist", "Allergy and Clinical Immunology", "Allergy Clinic", [
    {
        "dx": ["Peanut and tree nut allergy with anaphylaxis", "Asthma"],
        "meds": ["Adrenaline auto-injector 300 micrograms, two devices", "Beclometasone 100 micrograms two puffs twice daily", "Cetirizine 10 mg as needed"],
        "hx": [
            "{PTF} was seen on {DREC}. On {D2} {he} had anaphylaxis at a restaurant in {CITY2} after eating a sauce containing cashew, "
            "treated at {HOSP2} with two doses of intramuscular adrenaline.",
        ],
        "exam": ["Chest clear. Peak flow 480 L/min."],
        "inv": ["Skin prick tests: peanut 9 mm, cashew 11 mm, hazelnut 4 mm.", "Component testing ({ACC}): Ara h 2 positive."],
        "plan": ["Anaphylaxis management plan provided.", "Adrenaline auto-injector training given.", "Allergy alert for {his} workplace at {EMP}."],
    },
])

spec("infectious", "Consultant in Infectious Diseases", "Infectious Diseases", "ID Clinic", [
    {
        "dx": ["Plasmodium falciparum malaria after travel to {COUNTRY}", "Glucose-6-phosphate dehydrogenase normal"],
        "meds": ["Nil"],
        "hx": [
            "{PT} is a {AGE}-year-old {JOB} who returned from visiting family in {COUNTRY} on {D1}. {He} did not take malaria prophylaxis. "
            "{He} was admitted to {HOSP2} with fever and rigors and treated with intravenous artesunate.",
        ],
        "exam": ["Well. Spleen not palpable."],
        "inv": ["Blood films ({ACC}) on day 28: no parasites seen.", "{HB_norm}, platelets recovered."],
        "plan": ["Discharged from follow-up.", "Travel health advice for future trips."],
    },
])

spec("paediatrics", "Consultant Paediatrician", "Paediatrics", "Children's Outpatient Clinic", [
    {
        "dx": ["Asthma, poorly controlled", "Eczema"],
        "meds": ["Clenil 100 micrograms two puffs twice daily via spacer", "Salbutamol as required", "Emollients"],
        "hx": [
            "I saw {PTF}, who is {AGE_CHILD}, with {his} mother {SPOUSE} on {DREC}. {He} has had three courses of oral steroids since {MY1} "
            "and one admission to {WARD} at {HOSP2} on {D2}. {His} mother works as a {JOB}. {He} attends {SCHOOL}.",
        ],
        "exam": ["Height and weight on the 50th centile. Chest clear. Inhaler technique poor."],
        "inv": ["FeNO 46 ppb."],
        "plan": ["Switch to a combination inhaler.", "Asthma plan for school.", "Review in three months."],
        "child_patient": True,
    },
    {
        "dx": ["Constipation with overflow"],
        "meds": ["Movicol Paediatric Plain"],
        "hx": [
            "{PTF}, aged {AGE_CHILD}, was seen with {his} father {SPOUSE} on {DREC}. Soiling has been a problem since starting {SCHOOL} in {MY2}.",
        ],
        "exam": ["Abdomen soft, faecal loading in the left iliac fossa."],
        "inv": [],
        "plan": ["Disimpaction regimen followed by maintenance.", "School nurse letter.", "Review in six weeks."],
        "child_patient": True,
    },
])

spec("pain", "Consultant in Pain Medicine", "Pain Management", "Pain Clinic", [
    {
        "dx": ["Chronic low back pain with left L5 radiculopathy", "L4/5 disc prolapse"],
        "meds": ["Pregabalin 150 mg twice daily", "Codeine 30 mg four times daily", "Naproxen 500 mg twice daily"],
        "hx": [
            "{PT} was seen on {DREC}. {His} pain began after lifting at work on {D1}. {He} has been unable to return to {his} job as a {JOB} at {EMP}. "
            "MRI ({ACC}) on {D2} showed a left paracentral L4/5 disc protrusion.",
        ],
        "exam": ["Straight leg raise limited to 40 degrees on the left. Reduced sensation in the left L5 dermatome."],
        "inv": [],
        "plan": ["Left L5 transforaminal epidural steroid injection.", "Pain management programme.", "Codeine taper."],
    },
])

AGE_RANGES = {
    ("cardiology", 0): (32, 64), ("cardiology", 1): (60, 90), ("cardiology", 2): (45, 66),
    ("respiratory", 0): (55, 85), ("respiratory", 1): (30, 64), ("respiratory", 2): (45, 80),
    ("gastro", 0): (19, 60), ("gastro", 1): (40, 66), ("gastro", 2): (20, 70),
    ("neurology", 0): (18, 60), ("neurology", 1): (55, 85), ("neurology", 2): (18, 55),
    ("rheumatology", 0): (25, 64), ("rheumatology", 1): (55, 88), ("rheumatology", 2): (35, 66),
    ("diabetes", 0): (18, 27), ("diabetes", 1): (25, 66), ("diabetes", 2): (30, 64),
    ("dermatology", 0): (18, 64), ("dermatology", 1): (30, 80), ("dermatology", 2): (20, 64),
    ("urology", 0): (55, 88), ("urology", 1): (62, 88), ("urology", 2): (22, 64),
    ("ent", 0): (50, 90), ("ent", 1): (18, 40), ("ent", 2): (30, 66),
    ("ophthalmology", 0): (55, 90), ("ophthalmology", 1): (30, 75),
    ("orthopaedics", 0): (50, 66), ("orthopaedics", 1): (30, 66), ("orthopaedics", 2): (45, 90),
    ("nephrology", 0): (45, 85), ("nephrology", 1): (20, 60),
    ("haematology", 0): (50, 90), ("haematology", 1): (25, 70),
    ("oncology", 0): (35, 64), ("oncology", 1): (45, 85),
    ("psychiatry", 0): (20, 64), ("psychiatry", 1): (20, 70),
    ("gynaecology", 0): (52, 80),
    ("vascular", 1): (50, 85),
    ("allergy", 0): (18, 60), ("infectious", 0): (20, 64), ("pain", 0): (25, 62),
    ("paediatrics", 0): (5, 15), ("paediatrics", 1): (3, 10),
}
for (_k, _i), _r in AGE_RANGES.items():
    SPECIALTIES[_k]["cases"][_i].setdefault("age", _r)

SPEC_KEYS = list(SPECIALTIES.keys())

# Conditions for insurance / occupational / medico-legal reports
CONDITIONS = [
    {"key": "back", "kind": "msk", "name": "mechanical low back pain with left-sided sciatica",
     "onset": ["lifting a heavy pallet", "lifting a heavy box at work", "a slip on a wet floor while carrying stock", "moving a patient", "twisting while unloading a van"], "restrict": ["No lifting above 10 kg", "No repetitive bending or twisting",
                                                     "Ability to alternate sitting and standing every 30 minutes"],
     "exam": "Lumbar flexion limited to fingertips at knee level. Straight leg raise 50 degrees on the left with reproduction of leg pain. Power 5/5 throughout, reflexes symmetrical.",
     "inv": "MRI lumbar spine ({ACC}) showed a left paracentral L5/S1 disc protrusion contacting the S1 nerve root.",
     "prog": "I would expect a substantial improvement over the next three to six months with physiotherapy. The prognosis for a return to full duties is reasonably good."},
    {"key": "whiplash", "kind": "msk", "name": "whiplash-associated disorder (WAD grade II) and post-traumatic headaches",
     "onset": ["a rear-end road traffic collision", "a road traffic collision"], "restrict": ["Avoid prolonged overhead work", "Regular breaks from screen work"],
     "exam": "Cervical rotation 50 degrees to the right and 60 degrees to the left with pain at end range. Tenderness over the trapezius bilaterally. Neurological examination of the upper limbs normal.",
     "inv": "Cervical spine X-rays ({ACC}) showed loss of the normal lordosis but no fracture.",
     "prog": "On the balance of probabilities the neck symptoms will resolve within 12 to 18 months of the accident."},
    {"key": "depression", "kind": "psych", "name": "moderate depressive episode with anxious distress",
     "onset": ["a period of sustained workplace stress", "a restructuring at work and a bereavement", "bullying at work"], "restrict": ["Phased return over four weeks", "Temporary removal from front-line duties",
                                                                      "Regular supportive meetings with the line manager"],
     "exam": "Appropriately dressed, tearful at times, good eye contact. Mood subjectively low. No thoughts of self-harm. No psychotic features.",
     "inv": "PHQ-9 score 18 and GAD-7 score 15 at assessment.",
     "prog": "With continued treatment I would expect recovery sufficient for a return to work within eight to twelve weeks."},
    {"key": "shoulder", "kind": "msk", "name": "right rotator cuff tear (supraspinatus), repaired arthroscopically",
     "onset": ["a fall from a ladder", "a fall down stairs at work", "lifting a heavy load above shoulder height"], "restrict": ["No work above shoulder height with the right arm", "No lifting over 5 kg with the right arm"],
     "exam": "Active forward flexion 120 degrees, abduction 100 degrees. Weak external rotation. Healed arthroscopy portals.",
     "inv": "Ultrasound ({ACC}) confirmed a full-thickness supraspinatus tear of 1.8 cm.",
     "prog": "Full recovery after rotator cuff repair usually takes nine to twelve months."},
    {"key": "wrist", "kind": "msk", "name": "fracture of the right distal radius treated by open reduction and internal fixation",
     "onset": ["slipping on a wet floor", "tripping over a trailing cable", "a fall on an icy car park"], "restrict": ["No use of vibrating tools", "Light keyboard work only"],
     "exam": "Well-healed volar scar. Wrist extension 45 degrees, flexion 50 degrees. Grip strength 18 kg right, 34 kg left.",
     "inv": "X-rays ({ACC}) confirmed union of the fracture with the plate in satisfactory position.",
     "prog": "Some permanent stiffness is likely, but I expect functional recovery for most tasks within six months."},
    {"key": "ptsd", "kind": "psych", "name": "post-traumatic stress disorder",
     "onset": ["an assault at work", "a violent robbery at work", "a serious road traffic collision"], "restrict": ["No lone working", "No night shifts for the time being"],
     "exam": "Hypervigilant, startled easily during the interview. Described intrusive memories and nightmares four nights a week.",
     "inv": "PCL-5 score 52. IES-R 61.",
     "prog": "With trauma-focused CBT, a substantial improvement can be expected within 12 months, although symptoms may recur at anniversaries."},
    {"key": "knee", "kind": "msk", "name": "tear of the medial meniscus of the left knee",
     "onset": ["twisting the knee while stepping down from a vehicle", "a fall on uneven ground at work", "twisting the knee on a stair"], "restrict": ["No kneeling or squatting", "No climbing ladders"],
     "exam": "Small effusion. Medial joint line tenderness. McMurray's test positive medially. Range 0 to 120 degrees.",
     "inv": "MRI ({ACC}) showed a complex tear of the posterior horn of the medial meniscus.",
     "prog": "Following arthroscopic partial meniscectomy, a return to full duties within eight to ten weeks is expected."},
    {"key": "cfs", "kind": "medical", "name": "post-viral fatigue syndrome",
     "onset": ["a viral illness", "a COVID-19 infection", "glandular fever"], "restrict": ["Reduced hours (four hours per day) initially", "Working from home two days a week"],
     "exam": "No abnormal physical findings. Appeared fatigued by the end of the hour-long consultation.",
     "inv": "Full blood count, thyroid function, inflammatory markers and coeliac serology were normal.",
     "prog": "The prognosis is uncertain; gradual improvement over one to two years is usual, with fluctuation."},
    {"key": "hand", "kind": "skin", "name": "occupational contact dermatitis of both hands",
     "onset": ["repeated wet work and glove use", "exposure to cutting fluids", "frequent hand washing and sanitiser use"],
     "restrict": ["Avoid wet work where possible", "Nitrile gloves with cotton liners", "Access to emollients at work"],
     "exam": "Erythematous, scaly, fissured dermatitis of the palms and fingertips bilaterally, worse on the dominant hand.",
     "inv": "Patch testing ({ACC}) showed a positive reaction to thiuram mix (rubber accelerators).",
     "prog": "With avoidance of the allergen and good skin care the prognosis is reasonable, although relapses are common."},
]
