"""Clinical pools: causes of death with narratives, comorbidities, medicines, implants and the
shorthand that fills scrutiny records.  Placeholders ({ptf}, {He}, {adm}, {ev}, {yr}, ...) are
filled from the case keyword dictionary, so PHI inside narratives is annotated as it is written."""

# refer: None or a key of REFER_REASONS
CAUSES = [
    dict(ia="Aspiration pneumonia", ib="Parkinson's disease", ii="Type 2 diabetes mellitus",
         iv=("5 days", "11 years"), refer=None, icd="J69.0", age=(68, 96),
         story="{ptf} was admitted on {adm} from home with reduced oral intake, a wet cough and "
               "NEWS2 of 6. SALT assessment showed unsafe swallow; co-careldopa continued via NG "
               "tube for 48h then rotigotine patch. CXR right lower zone consolidation. Despite IV "
               "co-amoxiclav {he} deteriorated and was moved to comfort care on {ev}."),
    dict(ia="Metastatic adenocarcinoma of the pancreas", ib=None, ii=None,
         iv=("7 months", None), refer=None, icd="C25.9", age=(52, 88),
         story="Known to the palliative care team since {yr}. Admitted {adm} with obstructive "
               "jaundice (bilirubin 214) and intractable pain; ERCP stent not felt appropriate at MDT. "
               "Syringe driver commenced on {ev}; {he} died peacefully with family present."),
    dict(ia="Hospital-acquired pneumonia", ib="Fractured neck of left femur (surgically treated)",
         ii="Osteoporosis; atrial fibrillation", iv=("6 days", "3 weeks"), refer="injury",
         icd="S72.0", age=(72, 101),
         story="{ptf} fell at home on {ev} and sustained a left intracapsular NOF fracture; "
               "hemiarthroplasty performed the following day. Post-op delirium, poor mobilisation and "
               "then HAP (CURB-65 score 3). Died on {dod}. Death follows a fall, so it is not "
               "wholly natural."),
    dict(ia="Bronchopneumonia", ib="Frailty of old age", ii=None,
         iv=("4 days", "2 years"), refer=None, icd="J18.0", age=(86, 103),
         story="Resident at {home} for some years, Clinical Frailty Scale (Rockwood) 8, bed-bound since "
               "{yr}. Became drowsy and febrile on {ev}; GP visited, family and {he} had previously "
               "declined hospital admission per ReSPECT form. Oral amoxicillin started, no improvement."),
    dict(ia="Congestive cardiac failure", ib="Ischaemic heart disease", ii="Chronic kidney disease stage 4",
         iv=("3 weeks", "9 years"), refer=None, icd="I50.0", age=(64, 97),
         story="Admitted {adm} with worsening peripheral oedema and orthopnoea, NYHA class IV, BNP 4120. "
               "IV furosemide limited by rising creatinine (eGFR 14). Cardiology input: not for "
               "escalation. Palliative care review on {ev}."),
    dict(ia="Urosepsis", ib="Acute kidney injury", ib2=None, ii="Vascular dementia; long-term urinary catheter",
         iv=("3 days", None), refer=None, icd="A41.9", age=(74, 99),
         story="Brought in by ambulance on {adm}: confused, febrile 39.2, lactate 5.4, qSOFA 3. "
               "Sepsis six completed within the hour, Tazocin given; catheter changed. Treatment "
               "escalation plan agreed with {nokrel} - ward-based care, not for ICU."),
    dict(ia="Intracerebral haemorrhage", ib="Hypertension", ii="Atrial fibrillation treated with apixaban",
         iv=("2 days", "20 years"), refer=None, icd="I61.9", age=(60, 95),
         story="Found on the floor at home on {ev} with right-sided weakness and GCS 9/15. CT head: large "
               "left basal ganglia bleed with intraventricular extension. Andexanet not given after "
               "neurosurgical discussion; transferred to {ward} for end-of-life care."),
    dict(ia="Malignant mesothelioma of the pleura", ib=None, ii=None,
         iv=("14 months", None), refer="industrial", icd="C45.0", age=(62, 92),
         story="Diagnosed {yr} after pleural biopsy; worked for many years as a {occ} with asbestos "
               "lagging. Indwelling PleurX catheter in situ. Industrial disease - a reportable death "
               "even though it was expected."),
    dict(ia="Chronic obstructive pulmonary disease", ib=None, ii="Coal workers' pneumoconiosis",
         iv=("15 years", None), refer="industrial", icd="J44.1", age=(66, 95),
         story="Long history of COPD (FEV1 31% predicted), home oxygen 2 L/min. Former {occ}; "
               "pneumoconiosis noted on CT {yr}. Admitted {adm} with infective exacerbation, NIV "
               "declined by {him}. Died on {dod}."),
    dict(ia="Hypoxic ischaemic brain injury", ib="Out-of-hospital cardiac arrest", ic="Opioid toxicity",
         ii=None, iv=("4 days", "4 days"), refer="drug", icd="G93.1", age=(24, 58),
         story="Found unresponsive at home on {ev}; bystander CPR, ROSC after 22 minutes. Naloxone given "
               "by paramedics. Extubated to palliative care after brainstem testing not met; MRI "
               "showed diffuse hypoxic injury. Police attended the scene."),
    dict(ia="Acute subdural haematoma", ib="Fall from standing height", ii="Warfarin anticoagulation",
         iv=("3 days", "3 days"), refer="injury", icd="S06.5", age=(70, 99),
         story="Unwitnessed fall on the ward on {ev}, head strike; INR 3.6. CT head showed an acute "
               "left SDH with midline shift. Vitamin K and Beriplex given; not for surgery. Datix "
               "submitted."),
    dict(ia="Faecal peritonitis", ib="Anastomotic leak", ic="Anterior resection for adenocarcinoma of rectum",
         ii=None, iv=("4 days", "9 days"), refer="procedure", icd="K65.0", age=(55, 86),
         story="Elective anterior resection on {ev}; day 6 developed tachycardia and rising CRP "
               "(CRP 356), CT showed free fluid and gas. Return to theatre - Hartmann's procedure. "
               "Multi-organ failure on ICU despite noradrenaline."),
    dict(ia="Hepatic failure", ib="Alcohol-related liver cirrhosis", ii=None,
         iv=("10 days", "6 years"), refer=None, icd="K70.3", age=(38, 72),
         story="Admitted {adm} with encephalopathy and ascites; Child-Pugh C, MELD 34. Paracentesis "
               "and terlipressin for hepatorenal syndrome. Not a transplant candidate. {His} {nokrel} was "
               "present when {he} died."),
    dict(ia="Metastatic carcinoma of the breast", ib=None, ii="Hypertension",
         iv=("4 years", None), refer=None, icd="C50.9", age=(41, 90),
         story="Diagnosed {yr}, bone and liver metastases. Under the community palliative team; "
               "admitted to {hosp} on {adm} for symptom control. ECOG 4 on admission."),
    dict(ia="Alzheimer's disease", ib=None, ii=None, iv=("8 years", None), refer=None, icd="G30.1",
         age=(71, 100),
         story="Advanced Alzheimer's dementia, non-verbal, dependent for all care. Gradual decline in "
               "oral intake since {ev}; GP and care home team followed the end-of-life plan."),
    dict(ia="Motor neurone disease", ib=None, ii=None, iv=("3 years", None), refer=None, icd="G12.2",
         age=(45, 82),
         story="MND diagnosed {yr}, PEG fed, nocturnal NIV. Died at home on {dod} with NIV withdrawn "
               "per advance decision to refuse treatment, supported by the hospice at home team."),
    dict(ia="COVID-19 pneumonia", ib=None, ii="Chronic lymphocytic leukaemia",
         iv=("12 days", None), refer=None, icd="U07.1", age=(58, 96),
         story="SARS-CoV-2 PCR positive on {adm}. Dexamethasone and remdesivir; oxygen requirement "
               "rose to 15 L via non-rebreather on {ev}. Not for ICU (CFS 6)."),
    dict(ia="Pulmonary embolism", ib="Deep vein thrombosis of right leg", ic="Immobility following fractured right ankle",
         ii=None, iv=("1 day", "2 weeks"), refer="injury", icd="I26.9", age=(40, 90),
         story="Sustained a right ankle fracture in a fall on {ev} and was in a below-knee cast; "
               "thromboprophylaxis not prescribed at discharge. Collapsed at home; CTPA on arrival "
               "showed saddle embolus."),
    dict(ia="Upper gastrointestinal haemorrhage", ib="Duodenal ulcer", ii="Naproxen use; ischaemic heart disease",
         iv=("2 days", "weeks"), refer=None, icd="K26.4", age=(60, 95),
         story="Presented {adm} with haematemesis and melaena, Hb 61 g/L, Glasgow-Blatchford score 15. "
               "OGD: Forrest Ia ulcer, clipped and adrenaline injected. Re-bled on {ev}; IR embolisation "
               "not possible overnight."),
    dict(ia="Ruptured abdominal aortic aneurysm", ib=None, ii="Hypertension; COPD",
         iv=("hours", None), refer=None, icd="I71.3", age=(65, 94),
         story="Collapsed at home on {ev} with abdominal and back pain. CT aorta: 8.2 cm ruptured AAA. "
               "Vascular surgeons and {nokrel} agreed repair was not in {his} best interests."),
    dict(ia="Acute myocardial infarction", ib="Coronary artery atherosclerosis", ii="Type 2 diabetes mellitus",
         iv=("1 day", "years"), refer=None, icd="I21.9", age=(50, 94),
         story="Chest pain from {ev}; anterior STEMI, PPCI to LAD. Cardiogenic shock, IABP. Died on CCU "
               "on {dod}."),
    dict(ia="Aspiration pneumonia", ib="Down syndrome with early-onset Alzheimer's disease", ii=None,
         iv=("6 days", "9 years"), refer=None, icd="J69.0", age=(45, 68), ld=True,
         story="{ptfirst} had a learning disability and lived in supported living. Admitted {adm} with "
               "aspiration; hospital passport used, reasonable adjustments documented. LeDeR "
               "notification required."),
    dict(ia="Neutropenic sepsis", ib="Chemotherapy for diffuse large B-cell lymphoma", ii=None,
         iv=("3 days", "5 months"), refer="procedure", icd="D70.1", age=(40, 85),
         story="Cycle 4 R-CHOP given on {ev}; presented {adm} with fever, neutrophils 0.1. Meropenem "
               "within 50 minutes. Progressed to septic shock; ICU declined given frailty."),
    dict(ia="Hypothermia", ib=None, ii="Vascular dementia", iv=("unknown", None), refer="unnatural",
         icd="T68", age=(70, 98),
         story="Found outside {his} home on {ev} by a neighbour; core temperature 27.8. Rewarming on "
               "ED resus; VF arrest. Circumstances unclear."),
    dict(ia="Unascertained", ib=None, ii=None, iv=("unknown", None), refer="unknown", icd="R99",
         age=(30, 85),
         story="Found dead at home on {ev}; not seen by a doctor in the last 28 days. No clear cause "
               "from the history available. GP records reviewed: asthma, depression."),
    dict(ia="Multiple injuries", ib="Road traffic collision", ii=None, iv=("hours", None),
         refer="rtc", icd="V89.2", age=(18, 90),
         story="Driver of a car involved in a collision on {ev}. Major trauma call; massive "
               "transfusion protocol. Died in theatre. Police investigation ongoing."),
    dict(ia="Sepsis", ib="Infected sacral pressure ulcer (category 4)", ii="Multiple sclerosis",
         iv=("5 days", "2 months"), refer="neglect", icd="L89.3", age=(48, 90),
         story="Admitted {adm} from home; carers had missed visits. Category 4 sacral ulcer with "
               "osteomyelitis on MRI; Waterlow 28, MUST 3. Safeguarding referral raised on {ev}."),
    dict(ia="End-stage renal failure", ib="Diabetic nephropathy", ii="Peripheral vascular disease",
         iv=("2 weeks", "10 years"), refer=None, icd="N18.5", age=(55, 90),
         story="On haemodialysis three times weekly until {ev}, when {he} chose to withdraw after "
               "discussion with the renal team and {his} {nokrel}. Died on {dod}."),
    dict(ia="Cardiac arrest", ib=None, ii=None, iv=("minutes", None), refer=None, icd="I46.9",
         age=(60, 95), mode=True,
         story="Attending practitioner initially proposed 'cardiac arrest' as the sole cause. History: "
               "ischaemic heart disease, hypertension, admitted {adm} with chest pain."),
    dict(ia="Lower respiratory tract infection", ib="Lewy body dementia", ii="Haemophilia B (Christmas disease)",
         iv=("1 week", "5 years"), refer=None, icd="J22", age=(66, 96),
         story="Known Lewy body dementia with hallucinations; haemophilia B (Christmas disease) on "
               "prophylactic factor IX. Admitted {adm} with LRTI. Decline despite IV antibiotics."),
    dict(ia="Glioblastoma", ib=None, ii=None, iv=("11 months", None), refer=None, icd="C71.9",
         age=(35, 80),
         story="IDH-wildtype glioblastoma diagnosed {yr}; Stupp protocol, progression on MRI. "
               "Transferred to {hosp} for end-of-life care on {adm}."),
    dict(ia="Acute ischaemic stroke", ib="Atrial fibrillation", ii="Hypertension",
         iv=("9 days", "years"), refer=None, icd="I63.4", age=(62, 99),
         story="Admitted {adm} with dense left hemiplegia, NIHSS 22, outside the thrombolysis window. "
               "Failed swallow; family agreed not for NG feeding. Comfort care from {ev}."),
]

REFER_REASONS = {
    "injury": ("violence, trauma or injury (fall)", "reg. 3(1)(a)(iv)", "accident"),
    "industrial": ("injury or disease attributable to employment", "reg. 3(1)(a)(vi)", "industrial disease"),
    "drug": ("use of a medicinal product, controlled drug or psychoactive substance", "reg. 3(1)(a)(ii)",
             "possible drug-related death"),
    "procedure": ("death related to a treatment or procedure of a medical nature", "reg. 3(1)(a)(v)",
                  "complication of care"),
    "unnatural": ("death otherwise unnatural", "reg. 3(1)(a)(vii)", "unnatural"),
    "unknown": ("cause of death unknown", "reg. 3(1)(b)", "undetermined"),
    "rtc": ("violence, trauma or injury (road traffic collision)", "reg. 3(1)(a)(iv)", "accident"),
    "neglect": ("self-neglect or neglect", "reg. 3(1)(a)(iii)", "possible neglect"),
}

COMORBID = [
    "hypertension", "type 2 diabetes mellitus (HbA1c 71 mmol/mol)", "CKD stage 3b (eGFR 34)",
    "COPD (FEV1 45% predicted)", "atrial fibrillation on apixaban", "previous CVA ({yr})",
    "NSTEMI {yr}, CABG x3", "osteoarthritis both knees", "hypothyroidism", "vascular dementia",
    "Parkinson's disease", "Alzheimer's disease", "depression", "previous TIA", "glaucoma",
    "benign prostatic hyperplasia", "right TKR {yr}", "Barrett's oesophagus",
    "polymyalgia rheumatica on prednisolone", "heart failure with reduced EF (EF 30%)",
    "Crohn's disease", "Paget's disease of bone", "previous Hartmann's procedure {yr}",
    "Addison's disease", "Raynaud's phenomenon", "Bell's palsy ({yr})", "gout",
    "peripheral vascular disease", "obstructive sleep apnoea on CPAP", "asthma",
    "Graves' disease (treated {yr})", "Sjogren's syndrome", "Meniere's disease",
    "bipolar affective disorder on lithium", "Cushing's syndrome (iatrogenic)",
    "Wolff-Parkinson-White (ablated {yr})", "myelodysplastic syndrome", "Lyme disease ({yr})",
]

MEDS = [
    "apixaban 2.5 mg BD", "bisoprolol 2.5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg ON",
    "metformin 500 mg BD", "co-careldopa 25/100 TDS", "donepezil 10 mg ON", "furosemide 40 mg OM",
    "Adcal-D3 one tablet BD", "omeprazole 20 mg OD", "sertraline 50 mg OD",
    "levothyroxine 75 micrograms OD", "Spiriva 18 mcg inhaled OD", "Fostair 100/6 two puffs BD",
    "warfarin (target INR 2.5)", "insulin glargine (Lantus) 18 units", "alendronic acid 70 mg weekly",
    "Zomorph 10 mg BD", "Oramorph 2.5-5 mg PRN", "paracetamol 1 g QDS", "senna 15 mg ON",
    "Laxido one sachet BD", "dexamethasone 8 mg OM", "enoxaparin 40 mg SC OD", "amlodipine 5 mg OD",
    "tamsulosin 400 mcg ON", "Movicol", "Ensure Plus TDS", "Fortisip two daily", "lansoprazole 30 mg",
    "clopidogrel 75 mg OD", "edoxaban 60 mg OD", "quetiapine 25 mg ON", "memantine 20 mg OD",
    "gabapentin 300 mg TDS", "Eliquis 5 mg BID", "Lasix 40 mg daily", "Norco 5/325 PRN",
]

EOL_DRUGS = [
    "midazolam 10 mg/24h", "morphine sulfate 10 mg/24h", "oxycodone 5 mg/24h", "levomepromazine 6.25 mg",
    "glycopyrronium 1.2 mg/24h", "hyoscine butylbromide (Buscopan) 60 mg/24h", "haloperidol 1.5 mg/24h",
    "alfentanil 500 micrograms/24h",
]

IMPLANTS = [
    ("pacemaker", "Medtronic Azure XT DR MRI SureScan"), ("pacemaker", "Abbott Assurity MRI"),
    ("pacemaker", "Boston Scientific Accolade MRI"), ("pacemaker", "Biotronik Edora 8 DR-T"),
    ("ICD", "Medtronic Cobalt XT VR"), ("ICD", "Boston Scientific Resonate EL"),
    ("CRT-D", "Abbott Gallant HF"), ("implantable loop recorder", "Medtronic Reveal LINQ"),
    ("spinal cord stimulator", "Nevro Senza"), ("intrathecal baclofen pump", "Medtronic SynchroMed II"),
    ("CRT-P", "Medtronic Percepta Quad"), ("pacemaker", "Medtronic Micra AV (leadless)"),
]
IMPLANT_PREFIX = ["PJN", "RNB", "BLX", "MWA", "SN", "ZKT", "CBX", "NLP", "QTR"]

OBS = [
    "NEWS2 {n}", "GCS {gcs}/15", "Clinical Frailty Scale {cfs}", "Waterlow {wl}",
    "MUST score 2", "Bristol stool type 6", "CURB-65 {c65}", "Barthel Index 20/100",
    "Hb 84 g/L", "CRP 187", "eGFR 19", "Na 128", "K 6.1", "lactate 4.2", "troponin 612",
    "INR 3.4", "albumin 24", "WCC 21.3", "urea 31.2", "PPS 20% (Victoria Hospice scale)",
    "RASS -3 (Richmond Agitation-Sedation Scale)", "ACE-III 54/100 (Addenbrooke's)",
    "Edmonton Symptom Assessment System completed", "Wells score 6", "Rockall 7",
]

ME_CONCERNS = [
    "No concerns identified on review of the records.",
    "Fluid balance charts incomplete on two days; not thought to have affected the outcome.",
    "Delay of about 6 hours before antibiotics were given; referred for SJR.",
    "Family raised concern about communication on the ward; PALS details given.",
    "Falls risk assessment not repeated after the ward move; flagged to the ward manager.",
    "DNACPR discussion well documented and the family were involved.",
    "Good end-of-life care documented; mouth care and repositioning charts complete.",
    "The MCCD wording needs revising - avoid abbreviations (CCF, IHD, AKI).",
    "Medication chart: two missed doses of co-careldopa; refer for SJR (Parkinson's time-critical meds).",
    "Pressure area care appears good; Waterlow reassessed daily.",
    "Sepsis screen completed within the hour, good practice noted.",
    "No VTE risk assessment found on admission; for discussion at the mortality review.",
]

NOT_PHI_LAW = {
    "GB": ["Notification of Deaths Regulations 2019", "Coroners and Justice Act 2009",
           "Medical Examiners (England) Regulations 2024", "Births and Deaths Registration Act 1953",
           "Cremation (England and Wales) Regulations 2008", "Mental Capacity Act 2005"],
    "SC": ["Certification of Death (Scotland) Act 2011", "COPFS reporting guidance",
           "Cremation (Scotland) Regulations 2019", "Adults with Incapacity (Scotland) Act 2000"],
    "IE": ["Coroners Act 1962 (as amended 2019)", "Civil Registration Act 2004",
           "Assisted Decision-Making (Capacity) Act 2015"],
    "US": ["the state Medical Examiner Act", "NAME Forensic Autopsy Performance Standards",
           "CDC Physicians' Handbook on Medical Certification of Death (2003)"],
    "CA": ["Coroners Act, R.S.O. 1990", "Vital Statistics Act", "Health Care Consent Act, 1996"],
    "AU": ["Coroners Act 2008", "Births, Deaths and Marriages Registration Act 1996",
           "Cremation Regulations 2019"],
    "NZ": ["Coroners Act 2006", "Burial and Cremation Act 1964", "Births, Deaths, Marriages, and "
           "Relationships Registration Act 2021"],
}

SHORTHAND = [
    "Seen by GP 3/7 before admission with reduced mobility.",
    "2/52 hx of increasing SOB, 1/12 of poor oral intake.",
    "Off legs for 5/7, c/o L hip pain.",
    "Lives alone, POC QDS, mobile with Zimmer frame.",
    "Transfers with Sara Stedy and 2 staff; Maxi Move hoist at night.",
    "Ex-smoker 40 pack-years, EtOH 20 u/wk.",
    "Known to community matron, on 24/7 home O2.",
    "Baseline: bed-to-chair, hoist x2, Waterlow 18, Mepilex to sacrum.",
    "Wt 48 kg (BMI 17), MUST 3, on Fortisip BD.",
    "NBM from day 2; SALT r/v x2; ?aspiration.",
    "Catheterised (Foley 14Fr) for retention on admission.",
    "AF rate-controlled; CHA2DS2-VASc 6, ORBIT 3.",
    "PEG in situ since 2/12 ago; Ensure Plus via PEG.",
    "Pressure-relieving Nimbus mattress from day 1.",
]

ADVANCE = [
    "DNACPR in place", "ReSPECT form completed", "TEP: ward-based care only",
    "advance decision to refuse treatment (ADRT) on file", "Gold Standards Framework register",
    "POLST on file", "MOLST completed", "Goals of Care: C (comfort)", "Advance Care Plan shared",
]

ENGLISH_NUM = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
               "fifteen sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ENGLISH_NUM[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else "-" + ENGLISH_NUM[u])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + words(rest))
