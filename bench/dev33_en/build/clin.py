"""Clinical (non-PHI) content: diagnoses, medicines, symptoms, findings and plans.

Written in British spelling; doc.Doc localises plain text for US/CA/AU/NZ/IE.
History templates may contain {dx_date} and {stop_date}, filled with DATE spans.
"""

DX = [
    dict(key="lung", cancer=True, w=(5, 1),
         long="metastatic non-small cell lung cancer (adenocarcinoma) with bone and liver metastases",
         short="metastatic NSCLC",
         hist=["diagnosed {dx_date} after presenting with haemoptysis and weight loss; had carboplatin/pemetrexed then "
               "pembrolizumab maintenance, stopped {stop_date} on progression",
               "diagnosed {dx_date}; palliative radiotherapy to right hip for bone pain; oncology have now advised "
               "best supportive care only (last review {stop_date})"],
         sx=["breathlessness", "pain", "fatigue", "cough", "anorexia"],
         meds=["morphine sulfate MR 20 mg BD", "Oramorph 5 mg PRN up to 2-hourly", "dexamethasone 4 mg mane",
               "omeprazole 20 mg OD", "senna 15 mg nocte", "Movicol 1 sachet BD", "lorazepam 0.5 mg SL PRN"]),
    dict(key="pancreas", cancer=True, w=(4, 1),
         long="metastatic pancreatic adenocarcinoma with peritoneal disease",
         short="metastatic pancreatic cancer",
         hist=["diagnosed {dx_date} following painless jaundice; biliary stent placed; declined further chemotherapy "
               "after cycle 3 of gemcitabine ({stop_date})",
               "found on CT {dx_date} after weight loss and new-onset diabetes; not a surgical candidate; modified "
               "FOLFIRINOX stopped {stop_date} due to toxicity"],
         sx=["pain", "nausea", "anorexia", "fatigue", "constipation"],
         meds=["oxycodone MR 10 mg BD", "oxycodone IR 5 mg PRN", "Creon 25,000 units with meals", "metoclopramide 10 mg TDS",
               "ondansetron 4 mg PRN", "lactulose 15 mL BD", "insulin glargine 8 units nocte", "paracetamol 1 g QDS"]),
    dict(key="crc", cancer=True, w=(3, 1),
         long="metastatic colorectal cancer with liver and lung metastases",
         short="metastatic bowel cancer",
         hist=["sigmoid primary resected {dx_date}; liver recurrence the following year; third-line chemotherapy "
               "stopped {stop_date}",
               "presented with obstruction {dx_date}, defunctioning colostomy; palliative chemotherapy until {stop_date}"],
         sx=["pain", "fatigue", "nausea", "anorexia", "oedema"],
         meds=["fentanyl 25 microgram/hour patch every 72 hours", "Oramorph 5 mg PRN", "dexamethasone 2 mg mane",
               "haloperidol 1.5 mg nocte", "loperamide 2 mg PRN", "furosemide 40 mg OD", "apixaban 2.5 mg BD"]),
    dict(key="breast", cancer=True, w=(3, 1), female=True,
         long="metastatic breast cancer (ER-positive) with bone, liver and brain metastases",
         short="metastatic breast cancer",
         hist=["originally treated {dx_date} with mastectomy and adjuvant therapy; metastatic relapse later; "
               "whole-brain radiotherapy completed {stop_date}",
               "diagnosed {dx_date}; multiple lines of endocrine therapy and capecitabine, stopped {stop_date}"],
         sx=["pain", "fatigue", "headache", "nausea", "anxiety"],
         meds=["dexamethasone 8 mg mane (reducing)", "levetiracetam 500 mg BD", "morphine sulfate MR 30 mg BD",
               "Oramorph 10 mg PRN", "lansoprazole 30 mg OD", "denosumab 120 mg every 4 weeks", "docusate 100 mg BD"]),
    dict(key="prostate", cancer=True, w=(3, 1), male=True,
         long="metastatic castrate-resistant prostate cancer with extensive bone metastases",
         short="metastatic prostate cancer",
         hist=["diagnosed {dx_date} (PSA 84 at presentation); on androgen deprivation, then enzalutamide; "
               "docetaxel stopped {stop_date}",
               "diagnosed {dx_date}; spinal cord compression at T10 treated with radiotherapy ({stop_date}); "
               "now bed-bound"],
         sx=["pain", "fatigue", "constipation", "urinary retention"],
         meds=["oxycodone MR 20 mg BD", "oxycodone IR 10 mg PRN", "dexamethasone 4 mg OD", "tamsulosin 400 micrograms OD",
               "senna 15 mg BD", "Movicol 2 sachets OD", "leuprorelin 22.5 mg every 3 months"]),
    dict(key="ovary", cancer=True, w=(2, 1), female=True,
         long="advanced ovarian cancer with malignant ascites and bowel involvement",
         short="advanced ovarian cancer",
         hist=["diagnosed {dx_date} (stage IIIC); debulking surgery and carboplatin/paclitaxel; platinum-resistant "
               "relapse, chemotherapy stopped {stop_date}",
               "diagnosed {dx_date}; recurrent ascites needing drainage every 10-14 days; indwelling drain placed "
               "{stop_date}"],
         sx=["abdominal distension", "nausea", "pain", "anorexia", "fatigue"],
         meds=["morphine sulfate MR 15 mg BD", "Oramorph 5 mg PRN", "cyclizine 50 mg TDS", "dexamethasone 4 mg OD",
               "octreotide 300 micrograms/24h via syringe driver", "omeprazole 20 mg OD"]),
    dict(key="gbm", cancer=True, w=(2, 0),
         long="glioblastoma (right frontal), post debulking and chemoradiotherapy",
         short="glioblastoma",
         hist=["presented {dx_date} with seizure and left-sided weakness; debulking surgery then temozolomide with "
               "radiotherapy; progression on MRI {stop_date}"],
         sx=["headache", "drowsiness", "seizures", "weakness", "confusion"],
         meds=["dexamethasone 4 mg OD (weaning)", "levetiracetam 750 mg BD", "midazolam 10 mg buccal PRN for seizures",
               "paracetamol 1 g QDS PRN", "omeprazole 20 mg OD"]),
    dict(key="hcc", cancer=True, w=(2, 1),
         long="hepatocellular carcinoma on a background of alcohol-related cirrhosis",
         short="HCC with cirrhosis",
         hist=["diagnosed {dx_date} on surveillance ultrasound; TACE x2; not a transplant candidate; decompensated "
               "with ascites from {stop_date}"],
         sx=["abdominal distension", "confusion", "fatigue", "pruritus", "anorexia"],
         meds=["spironolactone 100 mg OD", "furosemide 40 mg OD", "lactulose 20 mL TDS", "rifaximin 550 mg BD",
               "propranolol 40 mg BD", "thiamine 100 mg TDS"]),
    dict(key="oesoph", cancer=True, w=(2, 1),
         long="oesophageal adenocarcinoma with liver metastases",
         short="metastatic oesophageal cancer",
         hist=["diagnosed {dx_date} after progressive dysphagia; oesophageal stent placed {stop_date}; not for "
               "further oncological treatment"],
         sx=["dysphagia", "pain", "anorexia", "fatigue", "nausea"],
         meds=["fentanyl 12 microgram/hour patch", "Oramorph 2.5 mg PRN", "lansoprazole orodispersible 30 mg OD",
               "dexamethasone 4 mg OD", "Fortisip 1 bottle BD"]),
    dict(key="hf", cancer=False, w=(3, 3),
         long="end-stage heart failure with reduced ejection fraction (EF 15%), NYHA class IV",
         short="end-stage heart failure",
         hist=["ischaemic cardiomyopathy since {dx_date}; three admissions with decompensation in the last six months, "
               "most recently {stop_date}; cardiology advise no further escalation"],
         sx=["breathlessness", "oedema", "fatigue", "orthopnoea", "anorexia"],
         meds=["furosemide 80 mg BD", "bisoprolol 1.25 mg OD", "spironolactone 25 mg OD", "sacubitril/valsartan 24/26 mg BD",
               "apixaban 5 mg BD", "morphine sulfate MR 5 mg BD", "atorvastatin 40 mg nocte"]),
    dict(key="copd", cancer=False, w=(3, 3),
         long="very severe COPD (FEV1 24% predicted) with chronic type 2 respiratory failure on home oxygen",
         short="end-stage COPD",
         hist=["COPD diagnosed {dx_date}; long-term oxygen therapy 2 L/min 16 h/day; four exacerbations requiring "
               "admission this year, the last ending {stop_date}"],
         sx=["breathlessness", "anxiety", "cough", "fatigue", "weight loss"],
         meds=["tiotropium 18 micrograms inhaled OD", "budesonide/formoterol 200/6 two puffs BD", "salbutamol 100 micrograms PRN",
               "carbocisteine 750 mg TDS", "prednisolone 5 mg OD", "morphine sulfate MR 5 mg BD", "lorazepam 0.5 mg SL PRN"]),
    dict(key="mnd", cancer=False, w=(2, 1),
         long="motor neurone disease (bulbar onset)",
         short="MND",
         hist=["symptoms from {dx_date}, diagnosis confirmed by neurology; PEG inserted {stop_date}; non-invasive "
               "ventilation overnight, increasing daytime use"],
         sx=["breathlessness", "secretions", "dysphagia", "weakness", "anxiety"],
         meds=["riluzole 50 mg BD via PEG", "glycopyrronium 200 micrograms TDS via PEG", "baclofen 10 mg TDS",
               "paracetamol 1 g QDS via PEG", "citalopram 10 mg OD", "lorazepam 0.5 mg SL PRN"]),
    dict(key="dementia", cancer=False, w=(1, 6),
         long="advanced mixed Alzheimer's and vascular dementia (FAST stage 7)",
         short="advanced dementia",
         hist=["dementia diagnosed {dx_date} by the memory service; progressive decline with loss of speech and "
               "mobility; aspiration pneumonia treated {stop_date}"],
         sx=["reduced oral intake", "agitation", "weight loss", "pressure areas", "sleep disturbance"],
         meds=["memantine 10 mg OD", "paracetamol 1 g QDS", "Movicol 1 sachet OD", "mirtazapine 15 mg nocte",
               "risperidone 250 micrograms BD", "Fortisip Compact 1 bottle BD", "calcium and vitamin D 1 tablet BD"]),
    dict(key="frailty", cancer=False, w=(1, 5),
         long="severe frailty (Clinical Frailty Scale 7) with recurrent falls",
         short="severe frailty",
         hist=["progressive frailty since a fractured neck of femur in {dx_date}; further falls with a wrist "
               "fracture {stop_date}"],
         sx=["falls", "fatigue", "reduced oral intake", "pain", "low mood"],
         meds=["paracetamol 1 g QDS", "alendronic acid 70 mg weekly", "Adcal-D3 1 tablet BD", "amlodipine 5 mg OD",
               "levothyroxine 75 micrograms OD", "sertraline 50 mg OD", "lactulose 10 mL BD"]),
    dict(key="ckd", cancer=False, w=(2, 2),
         long="CKD stage 5 on conservative (non-dialysis) management",
         short="CKD 5 (conservative)",
         hist=["eGFR declining since {dx_date}; decided with the renal team against dialysis {stop_date}"],
         sx=["pruritus", "fatigue", "nausea", "oedema", "restless legs"],
         meds=["furosemide 120 mg OD", "sodium bicarbonate 1 g TDS", "alfacalcidol 0.25 micrograms OD",
               "darbepoetin 40 micrograms fortnightly", "haloperidol 500 micrograms nocte", "emollient PRN"]),
    dict(key="ipf", cancer=False, w=(2, 1),
         long="idiopathic pulmonary fibrosis with progressive hypoxia",
         short="IPF",
         hist=["diagnosed {dx_date}; nintedanib stopped {stop_date} due to diarrhoea and weight loss; oxygen 4 L/min"],
         sx=["breathlessness", "cough", "fatigue", "anxiety"],
         meds=["morphine sulfate MR 5 mg BD", "Oramorph 2.5 mg PRN", "codeine linctus 10 mL QDS", "omeprazole 20 mg OD",
               "lorazepam 0.5 mg SL PRN", "home oxygen 4 L/min"]),
    dict(key="pd", cancer=False, w=(1, 3),
         long="advanced Parkinson's disease with dysphagia and Parkinson's disease dementia",
         short="advanced Parkinson's disease",
         hist=["Parkinson's disease diagnosed {dx_date}; now largely bed-bound; aspiration episode {stop_date}"],
         sx=["dysphagia", "rigidity", "hallucinations", "constipation", "falls"],
         meds=["co-careldopa 25/100 1 tablet five times daily", "rotigotine 4 mg/24h patch", "rivastigmine 4.6 mg/24h patch",
               "Movicol 1 sachet BD", "quetiapine 12.5 mg nocte"]),
    dict(key="myeloma", cancer=True, w=(1, 1),
         long="relapsed multiple myeloma, no further disease-directed treatment",
         short="relapsed myeloma",
         hist=["diagnosed {dx_date} after a vertebral fracture; autologous transplant; third relapse {stop_date}"],
         sx=["pain", "fatigue", "infections", "anaemia"],
         meds=["oxycodone MR 15 mg BD", "oxycodone IR 5 mg PRN", "aciclovir 400 mg BD", "co-trimoxazole 480 mg BD three times weekly",
               "zoledronic acid (stopped)", "pregabalin 75 mg BD"]),
]

SX_TEXT = {
    "pain": ["Pain {p}/10 at rest, {p2}/10 on movement, mostly {site}; using {n} breakthrough doses a day.",
             "Pain better controlled since the last dose change: {p}/10, {n} breakthrough doses in 24 hours.",
             "Reports {site} pain, aching, worse at night ({p}/10)."],
    "breathlessness": ["Breathless on minimal exertion (talking, washing); settles with the fan and PRN opioid.",
                       "Breathlessness {p}/10 on exertion, improved with the handheld fan and pursed-lip breathing.",
                       "Episodes of panic with breathlessness, mainly at night."],
    "fatigue": ["Profound fatigue; sleeping most of the day.", "Fatigue {p}/10; spending most of the day in a reclining chair."],
    "cough": ["Dry cough, disturbing sleep.", "Productive cough, white sputum, no haemoptysis."],
    "anorexia": ["Appetite poor, managing a few mouthfuls and supplement drinks.", "Eating very little; weight down 6 kg over three months."],
    "nausea": ["Nausea most mornings, one vomit in the last 48 hours.", "Nausea {p}/10, better with regular antiemetic."],
    "constipation": ["Bowels last open {n} days ago, type 1-2 stool.", "Constipated despite laxatives; bowels open {n} days ago."],
    "oedema": ["Pitting oedema to mid-thigh bilaterally.", "Leg oedema worse, skin tight and weeping on the left shin."],
    "headache": ["Morning headaches, eased by dexamethasone.", "Headache {p}/10, worse on lying flat."],
    "anxiety": ["Anxious about what lies ahead, particularly about choking or being a burden.",
                "Low mood and anxiety; tearful at times during the visit."],
    "urinary retention": ["Long-term catheter draining well, urine clear.", "Some retention; catheter re-sited."],
    "abdominal distension": ["Abdomen tense and distended, drain output 1-1.5 L each time.", "Ascites reaccumulating; uncomfortable when sitting."],
    "drowsiness": ["Increasingly drowsy, rousable to voice.", "Sleeping 18-20 hours a day."],
    "seizures": ["One focal seizure this week, self-terminating after two minutes.", "No seizures since levetiracetam increased."],
    "weakness": ["Left-sided weakness progressing; now needs two to transfer.", "Generalised weakness, unable to stand unaided."],
    "confusion": ["Intermittently confused, especially in the evenings.", "Fluctuating confusion, no obvious reversible cause found."],
    "pruritus": ["Troublesome itch, skin excoriated on forearms.", "Pruritus improved with emollients."],
    "dysphagia": ["Dysphagia to solids, managing soft and puréed diet.", "Coughing with thin fluids; on level 2 mildly thick fluids."],
    "orthopnoea": ["Sleeping upright in a chair; orthopnoea.", "Needs four pillows at night."],
    "secretions": ["Troublesome saliva and secretions, using suction.", "Noisy respiratory secretions at night."],
    "reduced oral intake": ["Oral intake reduced to sips and a few spoonfuls.", "Eating 25-50% of meals with full assistance."],
    "agitation": ["Periods of agitation in the late afternoon, calling out.", "Less agitated since the room was made quieter."],
    "weight loss": ["Weight down 4 kg in two months.", "Ongoing weight loss despite supplements."],
    "pressure areas": ["Grade 2 pressure ulcer to sacrum, 2 x 1.5 cm.", "Heels intact, sacrum red but blanching."],
    "sleep disturbance": ["Poor sleep, awake from 3 am most nights.", "Reversed sleep pattern."],
    "falls": ["Falls x{n} in the last month, no head injury.", "Fall last week when getting up at night, bruised left hip."],
    "low mood": ["Low mood, says 'I've had enough'.", "Mood flat; enjoys visits from family."],
    "restless legs": ["Restless legs at night.", "Restless legs troublesome, affecting sleep."],
    "infections": ["Recurrent chest infections, two courses of antibiotics this month.", "No fevers since the last course."],
    "anaemia": ["Symptomatic anaemia, last Hb 78; transfusion not felt to be of benefit now.", "Fatigue attributed to anaemia."],
    "rigidity": ["Marked rigidity, painful cares.", "Increased stiffness in the mornings."],
    "hallucinations": ["Visual hallucinations (people in the room), not distressing.", "Hallucinations more frequent."],
    "urinary": ["Incontinent of urine, pads in use."],
}
SITES = ["lower back", "right hip", "left chest wall", "abdomen", "pelvis", "upper back", "right upper quadrant",
         "both legs", "left shoulder", "sacrum"]

EXAM = [
    "Looks frail, cachectic, comfortable at rest.", "Alert and orientated, pale, mildly jaundiced.",
    "Drowsy but rousable, settled.", "Sitting out in chair, breathless on speaking full sentences.",
    "Chest: reduced air entry right base, few crackles.", "Abdomen soft, tender in the epigastrium, liver edge palpable.",
    "Mouth dry with some coating; mouth care given.", "Skin intact; heels offloaded.", "Calves soft, non-tender.",
    "Heart sounds dual, no added sounds.", "Mild peripheral oedema to ankles.", "No signs of opioid toxicity.",
]

PLAN_PAL = [
    "Increase regular opioid by 30% and review in 48 hours.", "Continue current regimen; no changes today.",
    "Just-in-case medicines prescribed and supplied to the home.", "Start haloperidol 500 micrograms nocte for nausea.",
    "Add senna 15 mg nocte; aim for bowels open every 2-3 days.", "Stop statin and antihypertensives (no longer of benefit).",
    "Refer to the occupational therapist for a hospital bed and pressure-relieving mattress.",
    "Referral to the hospice day service for complementary therapy and carer support.",
    "Syringe driver to be set up if unable to take oral medicines.", "Discuss with the oncology team at next MDT.",
    "Chaplaincy visit offered and accepted.", "Bereavement support information given to the family.",
    "Blood tests not indicated; focus on comfort.", "Review preferred place of care at next visit.",
    "Check capillary glucose once daily only; relax diabetic targets.", "Fan, positioning and breathing techniques reinforced.",
]

PLAN_NURSE = [
    "Syringe driver recharged; site checked, no redness or swelling.", "Dressing renewed (foam dressing, change every 3 days).",
    "Catheter bag changed; catheter due for change in 12 weeks.", "Pressure areas checked; repositioning 2-4 hourly advised to carers.",
    "Bowel chart reviewed; phosphate enema given with good result.", "Just-in-case box checked and stock recorded.",
    "Mouth care demonstrated to family.", "Airflow mattress checked and working.", "Blood glucose 9.4 mmol/L, no action needed.",
    "Compression bandaging reapplied to both legs.", "Advised to call the out-of-hours number if any concerns overnight.",
    "Controlled drug stock balanced and signed for.", "Wound measured: 3.2 x 2.0 cm, granulating, no slough.",
]

OBS_TEMPL = [
    "BP {bp} mmHg, HR {hr}, RR {rr}, SpO2 {sat}% on {o2}, T {temp} C",
    "BP {bp}, P {hr} reg, RR {rr}, sats {sat}% ({o2}), temp {temp}",
    "BP {bp} | HR {hr} | RR {rr} | SpO2 {sat}% {o2} | Temp {temp}",
]

SCORES = {
    "US": ["PPS 40%", "PPS 30%", "PPS 50%", "FAST 7c", "Karnofsky 40", "ECOG 3"],
    "CA": ["PPS 40%", "PPS 30%", "PPS 50%", "ESAS total 48", "ECOG 4"],
    "UK": ["Phase: deteriorating", "IPOS reviewed", "AKPS 40", "ECOG 3", "Rockwood CFS 7"],
    "AU": ["AKPS 40", "AKPS 30", "Phase: unstable", "Phase: deteriorating", "RUG-ADL 14"],
    "NZ": ["AKPS 40", "Phase: stable", "Phase: deteriorating", "interRAI completed"],
    "IE": ["Phase: deteriorating", "ECOG 3", "Barthel 20/100", "Karnofsky 40"],
}

CODE = {
    "US": ["DNR/DNI, comfort-focused treatment (POLST on file)", "Full code at present; POLST discussion started",
           "DNR/DNI; selective treatment, no ICU transfer"],
    "UK": ["DNACPR in place; ReSPECT form completed - symptom control focus",
           "ReSPECT: for ward-based care, not for CPR", "DNACPR discussed and agreed with patient"],
    "CA": ["DNR, comfort measures (Goals of Care designation C2)", "No CPR; medical care without ICU",
           "Level of intervention: comfort care"],
    "AU": ["NFR; Advance Care Directive completed", "Not for resuscitation; goals of care - comfort",
           "Resuscitation plan: NFR, ward-based care only"],
    "NZ": ["Not for CPR; Advance Care Plan completed", "DNACPR; whānau aware", "Not for resuscitation, ward-level care"],
    "IE": ["DNAR in place, discussed with family", "Not for CPR; ceiling of care ward-based", "DNAR form signed"],
}

ALLERGY = ["NKDA", "Penicillin (rash)", "No known drug allergies", "Codeine (vomiting)", "Sulfonamides",
           "Latex", "Morphine (hallucinations)", "Elastoplast", "Trimethoprim (rash)"]

DEVICE_KINDS = [
    ("syringe driver", "driver"), ("implantable cardioverter-defibrillator", "pacer"), ("pacemaker", "pacer"),
    ("oxygen concentrator", "conc"), ("pressure-relieving mattress", "asset"), ("hospital bed", "asset"),
    ("falls pendant alarm", "pendant"), ("continuous glucose monitor", "cgm"), ("enteral feed pump", "pump"),
]

COMORB = ["type 2 diabetes", "hypertension", "atrial fibrillation", "CKD stage 3b", "osteoarthritis",
          "hypothyroidism", "depression", "osteoporosis", "ischaemic heart disease", "previous stroke",
          "glaucoma", "benign prostatic hyperplasia", "COPD", "macular degeneration", "gout", "peripheral vascular disease"]
