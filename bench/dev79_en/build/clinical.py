"""Non-PHI clinical material (the hard negatives): problems with ICD-10 codes, drugs with doses and sigs,
lab panels, vital signs, scores, eponyms, statutes, roles without names, name-words used as ordinary
words.  Nothing in this module is ever annotated."""

PROBLEMS = [
    ("Type 2 diabetes mellitus", "E11.9"), ("Essential hypertension", "I10"), ("Atrial fibrillation", "I48.91"),
    ("COPD with acute exacerbation", "J44.1"), ("Chronic kidney disease stage 3a", "N18.31"),
    ("Alzheimer's disease, late onset", "G30.1"), ("Vascular dementia", "F01.50"),
    ("Parkinson's disease", "G20"), ("Heart failure with reduced ejection fraction", "I50.2"),
    ("Osteoarthritis of knee", "M17.1"), ("Rheumatoid arthritis", "M06.9"), ("Hypothyroidism", "E03.9"),
    ("Depressive episode, moderate", "F32.1"), ("Generalised anxiety disorder", "F41.1"),
    ("Paranoid schizophrenia", "F20.0"), ("Bipolar affective disorder", "F31.9"),
    ("Alcohol dependence syndrome", "F10.2"), ("Urinary tract infection", "N39.0"),
    ("Fracture of neck of femur", "S72.0"), ("Pressure ulcer, sacral, category 2", "L89.1"),
    ("Community-acquired pneumonia", "J18.9"), ("Cellulitis of lower limb", "L03.11"),
    ("Crohn's disease of small intestine", "K50.0"), ("Barrett's oesophagus", "K22.7"),
    ("Hashimoto's thyroiditis", "E06.3"), ("Bell's palsy", "G51.0"), ("Carpal tunnel syndrome", "G56.0"),
    ("Iron deficiency anaemia", "D50.9"), ("Transient ischaemic attack", "G45.9"),
    ("Cerebral infarction", "I63.9"), ("Polymyalgia rheumatica", "M35.3"), ("Gout", "M10.9"),
    ("Asthma", "J45.9"), ("Obstructive sleep apnoea", "G47.33"), ("Dupuytren's contracture", "M72.0"),
    ("Raynaud's phenomenon", "I73.0"), ("Paget's disease of bone", "M88.9"), ("Meniere's disease", "H81.0"),
    ("Dementia with Lewy bodies", "G31.83"), ("Wernicke-Korsakoff syndrome", "F10.6"),
    ("Addison's disease", "E27.1"), ("Cushing's syndrome", "E24.9"), ("Hodgkin lymphoma, in remission", "C81.9"),
    ("Colles' fracture, left wrist", "S52.5"), ("Benign prostatic hyperplasia", "N40"),
    ("Macular degeneration", "H35.3"), ("Peripheral arterial disease", "I73.9"), ("Osteoporosis", "M81.0"),
    ("Delirium superimposed on dementia", "F05.1"), ("Emotionally unstable personality disorder", "F60.3"),
    ("Post-traumatic stress disorder", "F43.1"), ("Low back pain", "M54.5"), ("Sciatica", "M54.3"),
    ("Lumbar spinal stenosis", "M48.06"), ("Coeliac disease", "K90.0"), ("Guillain-Barre syndrome", "G61.0"),
    ("Graves' disease", "E05.0"), ("Epilepsy", "G40.9"), ("Falls, recurrent", "R29.6"),
]

MEDS = [
    "amlodipine 5 mg OD", "ramipril 2.5 mg OD", "bisoprolol 2.5 mg OD", "atorvastatin 40 mg ON",
    "apixaban 5 mg BD", "apixaban 2.5 mg BD", "edoxaban 60 mg OD", "warfarin as per INR", "metformin 500 mg BD",
    "metformin MR 1 g OD", "gliclazide 80 mg BD", "sitagliptin 100 mg OD", "empagliflozin 10 mg OD",
    "levothyroxine 75 micrograms OM", "lansoprazole 30 mg OD", "omeprazole 20 mg OD",
    "co-codamol 30/500 two tablets QDS PRN", "paracetamol 1 g QDS", "paracetamol 500 mg two tablets up to four times daily",
    "furosemide 40 mg OM", "bumetanide 1 mg OM", "spironolactone 25 mg OD", "sertraline 50 mg OD",
    "mirtazapine 15 mg ON", "citalopram 20 mg OD", "donepezil 10 mg ON", "memantine 20 mg OD",
    "co-careldopa 25/100 one tablet TDS", "quetiapine 25 mg ON", "olanzapine 10 mg ON",
    "aripiprazole 15 mg OD", "clozapine 300 mg in divided doses", "lithium carbonate 400 mg ON",
    "sodium valproate 500 mg BD", "levetiracetam 500 mg BD", "Adcal-D3 one tablet BD", "alendronic acid 70 mg weekly",
    "Oramorph 2.5 mg/5 mL, 2.5-5 mg PRN 4-hourly", "morphine sulfate MR 10 mg BD", "oxycodone 5 mg PRN",
    "tamsulosin 400 micrograms OD", "finasteride 5 mg OD", "salbutamol 100 micrograms inhaler two puffs PRN",
    "Fostair 100/6 two puffs BD", "tiotropium 18 micrograms OD", "prednisolone 5 mg OD",
    "prednisolone 30 mg OD for 5 days", "doxycycline 100 mg OD for 5 days", "amoxicillin 500 mg TDS for 7 days",
    "nitrofurantoin 100 mg MR BD for 3 days", "trimethoprim 200 mg BD for 7 days", "flucloxacillin 1 g QDS",
    "clarithromycin 500 mg BD", "senna 7.5 mg two tablets ON", "Laxido one sachet BD", "lactulose 10 mL BD",
    "ferrous fumarate 210 mg BD", "folic acid 5 mg OD", "vitamin B12 injection 1 mg 3-monthly",
    "thiamine 100 mg TDS", "insulin glargine 18 units at 22:00", "NovoRapid per sliding scale",
    "GTN spray 400 micrograms PRN", "aspirin 75 mg OD", "clopidogrel 75 mg OD", "digoxin 62.5 micrograms OD",
    "allopurinol 100 mg OD", "colchicine 500 micrograms BD", "methotrexate 15 mg once weekly",
    "hydroxychloroquine 200 mg BD", "pregabalin 75 mg BD", "gabapentin 300 mg TDS", "amitriptyline 10 mg ON",
    "zopiclone 3.75 mg ON PRN", "lorazepam 0.5 mg PRN max 2 mg/24 h", "haloperidol 0.5 mg PRN",
    "buprenorphine 5 micrograms/hour patch weekly", "fentanyl 12 micrograms/hour patch every 72 hours",
    "chlordiazepoxide reducing regime", "Ensure Plus one bottle BD", "Cetraben cream apply BD",
    "Medi Derma-S barrier cream", "latanoprost 0.005% eye drops ON", "mebeverine 135 mg TDS",
]

ALLERGIES = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Codeine (vomiting)", "Trimethoprim (rash)",
             "Latex", "Elastoplast", "Clarithromycin (GI upset)", "Sulfonamides (anaphylaxis)", "Morphine (hallucinations)",
             "Aspirin (angioedema)", "Nil known"]

EPONYMS = [
    "No features of Parkinson's disease.", "Foley catheter in situ, draining clear urine.", "Babinski sign negative bilaterally.",
    "Murphy's sign negative.", "Tinel's sign positive at the right wrist.", "Phalen's test positive.", "Romberg's test negative.",
    "Kernig's sign negative.", "Previous Hartmann's procedure for diverticular perforation.", "Trendelenburg gait noted.",
    "Cheyne-Stokes breathing noted overnight.", "No Korsakoff features.", "Homans' sign not elicited.",
    "Old Colles' fracture, left wrist.", "Hickman line site clean.", "Guedel airway not tolerated.", "Bristol stool type 6.",
    "Known Alzheimer's type dementia.", "No Crohn's flare symptoms.", "Residual Bell's palsy on the left.",
    "Raynaud's in both hands.", "Dupuytren's contracture of the right ring finger.", "Thiamine given to prevent Wernicke's encephalopathy.",
    "Previous Whipple's procedure.", "Barrett's surveillance is due.", "Lachman test negative.", "McMurray's test negative.",
    "Hoffmann's sign absent.", "Brudzinski's sign negative.", "No Virchow's node palpable.", "No Horner's syndrome.",
    "No Cullen's or Grey Turner's sign.", "Kussmaul breathing on arrival.", "Old Pfannenstiel scar.", "Previous Nissen fundoplication.",
    "Roux-en-Y bypass in the past.", "Hashimoto's thyroiditis on levothyroxine.", "Paget's disease of the pelvis on X-ray.",
    "Lewy body dementia suspected.", "Meniere's disease with vertigo.", "Guillain-Barre syndrome as a child.",
    "Graves' disease treated with radioiodine.", "Cushing's syndrome excluded.", "Addison's disease on hydrocortisone.",
    "Glasgow Coma Scale 14/15.", "Rockwood Clinical Frailty Scale 6.", "Addenbrooke's Cognitive Examination 74/100.",
]

ROLES = [
    "the ward sister", "the on-call registrar", "the district nurse", "the care coordinator", "the AMHP",
    "the GP", "the paramedic crew", "the duty social worker", "the night nurse", "the consultant",
    "the pharmacist", "the physiotherapist", "the occupational therapist", "the dietitian", "the SALT team",
    "the tissue viability nurse", "the practice nurse", "the receptionist", "the senior carer",
    "the registered manager", "the home manager", "the IMHA", "the responsible clinician", "the FY1",
    "the nurse in charge", "the bed manager", "the out-of-hours GP", "the clinical advisor", "the health visitor",
    "the school nurse", "the coroner's officer", "the safeguarding lead", "the liaison psychiatry nurse",
    "the crisis team", "the palliative care team", "the falls team", "the continence nurse", "the locum",
]

TIMES = ["09:15", "14:30", "0900h", "2.15pm", "08:40", "23:10", "midday", "16:45", "03:20", "07:55",
         "19:05", "10.30am", "1500", "21:40", "06:30", "11:00"]
DURATIONS = ["for 3 days", "over six weeks", "for 2/52", "3/7 ago", "for the past 6/12", "for 48 hours",
             "for about ten days", "over the last fortnight", "for 2 months", "since last week",
             "for 24 hours", "for five years", "for 4 weeks", "over 18 months", "for 3 hours"]
RELATIVE = ["yesterday", "last week", "this morning", "overnight", "two days ago", "earlier today",
            "last night", "at the weekend", "on day 3 of admission", "POD 2", "the following morning"]

SCORES = [
    "MMSE 22/30", "ACE-III 71/100", "MoCA 19/30", "PHQ-9 14", "GAD-7 11", "Waterlow 18", "MUST 2",
    "Braden 13", "Barthel 45/100", "Rockwood CFS 6", "Wells score 4", "CURB-65 2", "NEWS2 3", "NEWS2 7",
    "GCS 15/15", "GCS 13 (E3 V4 M6)", "AUDIT-C 9", "Epworth 14", "CHA2DS2-VASc 4", "ORBIT 2", "HAS-BLED 2",
    "4AT 5", "Abbey pain scale 8", "pain 6/10", "QRISK3 18%", "FRAX 22%", "PEWS 2", "APGAR 9",
    "EQ-5D 0.61", "K10 28", "HoNOS 18", "DASH 62", "Oxford hip score 19", "ABCD2 4", "FAST positive",
    "Clinical Frailty Scale 7", "Morse falls score 65", "CIWA-Ar 12", "Bristol stool type 5",
]


def vitals(rng, terse=False):
    sys_ = rng.randrange(96, 182)
    dia = rng.randrange(52, 104)
    hr = rng.randrange(52, 128)
    rr = rng.randrange(12, 30)
    sat = rng.randrange(88, 100)
    t = rng.choice(["36.4", "36.8", "37.2", "37.9", "38.4", "35.9", "36.1", "39.0"])
    o2 = rng.choice(["on air", "on room air", "on 2L NC", "on air", "on 28% venturi"])
    if terse:
        return "bp %d/%d hr %d rr %d sats %d%% %s t %s" % (sys_, dia, hr, rr, sat, o2.replace("on ", ""), t)
    return "BP %d/%d mmHg, HR %d bpm, RR %d, SpO2 %d%% %s, temp %s C" % (sys_, dia, hr, rr, sat, o2, t)


def lab_panel(rng, style="inline"):
    items = [
        ("Hb", "%d" % rng.randrange(78, 165), "g/L"), ("WCC", "%.1f" % (rng.randrange(30, 190) / 10), "x10^9/L"),
        ("Plt", "%d" % rng.randrange(90, 480), "x10^9/L"), ("Na", "%d" % rng.randrange(124, 146), "mmol/L"),
        ("K", "%.1f" % (rng.randrange(31, 59) / 10), "mmol/L"), ("Urea", "%.1f" % (rng.randrange(25, 260) / 10), "mmol/L"),
        ("Creat", "%d" % rng.randrange(52, 310), "umol/L"), ("eGFR", "%d" % rng.randrange(14, 90), "mL/min/1.73m2"),
        ("CRP", "%d" % rng.randrange(1, 280), "mg/L"), ("HbA1c", "%d" % rng.randrange(38, 98), "mmol/mol"),
        ("INR", "%.1f" % (rng.randrange(9, 42) / 10), ""), ("TSH", "%.2f" % (rng.randrange(20, 900) / 100), "mU/L"),
        ("Albumin", "%d" % rng.randrange(22, 46), "g/L"), ("ALT", "%d" % rng.randrange(8, 140), "U/L"),
        ("Bili", "%d" % rng.randrange(3, 40), "umol/L"), ("Ferritin", "%d" % rng.randrange(8, 600), "ug/L"),
        ("Lactate", "%.1f" % (rng.randrange(6, 48) / 10), "mmol/L"), ("Troponin T", "%d" % rng.randrange(3, 400), "ng/L"),
        ("B12", "%d" % rng.randrange(90, 700), "ng/L"), ("Vit D", "%d" % rng.randrange(12, 110), "nmol/L"),
        ("Mg", "%.2f" % (rng.randrange(50, 110) / 100), "mmol/L"), ("Adj Ca", "%.2f" % (rng.randrange(200, 290) / 100), "mmol/L"),
        ("BNP", "%d" % rng.randrange(40, 4000), "ng/L"), ("Lithium", "%.2f" % (rng.randrange(30, 110) / 100), "mmol/L"),
    ]
    rng.shuffle(items)
    chosen = items[:rng.randrange(5, 11)]
    if style == "lines":
        return "\n".join("%-10s %7s %s" % (a, b, c) for a, b, c in chosen)
    if style == "terse":
        return ", ".join("%s %s" % (a.lower(), b) for a, b, c in chosen)
    return ", ".join(("%s %s %s" % (a, b, c)).strip() for a, b, c in chosen)


# statutes / legal references by locale and purpose (never PHI)
LAW = {
    "UK": {
        "mh": ["section 2 of the Mental Health Act 1983", "section 3 MHA 1983", "s.5(2) of the Mental Health Act",
               "section 136", "section 17 leave", "section 117 aftercare", "a CTO under section 17A", "section 58 (SOAD)",
               "section 37/41", "chapter 14 of the Mental Health Act Code of Practice (2015)", "a Part 4A certificate"],
        "cap": ["the Mental Capacity Act 2005", "section 3(1) of the Mental Capacity Act 2005", "paragraph 4.45 of the MCA Code of Practice",
                "the Deprivation of Liberty Safeguards", "section 4 MCA 2005 (best interests)", "DoLS"],
        "cor": ["Schedule 5 of the Coroners and Justice Act 2009", "the Coroners and Justice Act 2009",
                "Regulation 28 of the Coroners (Investigations) Regulations 2013", "section 1 of the Coroners and Justice Act 2009"],
        "sga": ["s.42 of the Care Act 2014", "the Care Act 2014", "section 42 Care Act 2014", "the Making Safeguarding Personal framework"],
        "sgc": ["section 47 of the Children Act 1989", "section 17 of the Children Act 1989", "Working Together to Safeguard Children 2023"],
        "rec": ["the Access to Health Records Act 1990", "the Data Protection Act 2018", "Article 15 UK GDPR", "Article 9 UK GDPR"],
        "work": ["the Access to Medical Reports Act 1988", "the Equality Act 2010", "the Health and Safety at Work etc. Act 1974"],
    },
    "SCT": {
        "mh": ["a short-term detention certificate (s.44)", "a compulsory treatment order (s.64)",
               "the Mental Health (Care and Treatment) (Scotland) Act 2003", "section 36 emergency detention", "Part 16 of the 2003 Act"],
        "cap": ["the Adults with Incapacity (Scotland) Act 2000", "a section 47 certificate", "section 13ZA of the Social Work (Scotland) Act 1968"],
        "cor": ["the Fatal Accident Inquiry (Scotland) Act 2016", "section 2 of the Inquiries into Fatal Accidents and Sudden Deaths etc. (Scotland) Act 2016"],
        "sga": ["the Adult Support and Protection (Scotland) Act 2007", "section 35 of the Adult Support and Protection (Scotland) Act 2007"],
        "sgc": ["the Children (Scotland) Act 1995", "the National Guidance for Child Protection in Scotland 2021"],
        "rec": ["the Data Protection Act 2018", "the Access to Health Records Act 1990"],
        "work": ["the Access to Medical Reports Act 1988", "the Equality Act 2010"],
    },
    "NIR": {
        "mh": ["Article 4 of the Mental Health (Northern Ireland) Order 1986", "Article 12 detention", "Article 7(2) holding power"],
        "cap": ["the Mental Capacity Act (Northern Ireland) 2016", "section 9 of the Mental Capacity Act (Northern Ireland) 2016"],
        "cor": ["the Coroners Act (Northern Ireland) 1959", "section 7 of the Coroners Act (Northern Ireland) 1959"],
        "sga": ["the Adult Safeguarding Prevention and Protection in Partnership policy", "the Adult Protection Gateway procedures"],
        "sgc": ["the Children (Northern Ireland) Order 1995", "Article 66 of the Children (Northern Ireland) Order 1995"],
        "rec": ["the Access to Health Records (Northern Ireland) Order 1993", "the Data Protection Act 2018"],
        "work": ["the Access to Medical Reports Act 1988", "the Disability Discrimination Act 1995"],
    },
    "IE": {
        "mh": ["section 23 of the Mental Health Act 2001", "a section 14 admission order", "section 12 of the Mental Health Act 2001",
               "section 15 renewal order"],
        "cap": ["the Assisted Decision-Making (Capacity) Act 2015", "section 3 of the Assisted Decision-Making (Capacity) Act 2015"],
        "cor": ["the Coroners Act 1962", "section 17 of the Coroners Act 1962", "the Coroners (Amendment) Act 2019"],
        "sga": ["the HSE Safeguarding Vulnerable Persons at Risk of Abuse policy", "the National Safeguarding Policy 2014"],
        "sgc": ["the Children First Act 2015", "section 14 of the Children First Act 2015"],
        "rec": ["the Data Protection Act 2018", "Article 15 GDPR", "the Freedom of Information Act 2014"],
        "work": ["the Safety, Health and Welfare at Work Act 2005", "the Employment Equality Acts 1998-2015"],
    },
    "AU": {
        "mh": ["the Mental Health Act 2007 (NSW)", "section 19 of the Mental Health Act 2007", "a Schedule 1 certificate",
               "an inpatient treatment order", "the Mental Health Act 2014 (Vic)"],
        "cap": ["the Guardianship Act 1987", "the Guardianship and Administration Act 2000", "section 33 of the Guardianship Act 1987"],
        "cor": ["the Coroners Act 2009", "section 35 of the Coroners Act 2009", "the Coroners Act 2003"],
        "sga": ["the Aged Care Act 1997", "the Serious Incident Response Scheme"],
        "sgc": ["the Children and Young Persons (Care and Protection) Act 1998", "section 27 of the Children and Young Persons (Care and Protection) Act 1998"],
        "rec": ["the Privacy Act 1988", "the Health Records and Information Privacy Act 2002"],
        "work": ["the Work Health and Safety Act 2011", "the Disability Discrimination Act 1992"],
    },
    "NZ": {
        "mh": ["the Mental Health (Compulsory Assessment and Treatment) Act 1992", "section 11 of the MH(CAT) Act",
               "a compulsory treatment order under section 30", "section 29 community treatment order"],
        "cap": ["the Protection of Personal and Property Rights Act 1988", "section 98 of the Protection of Personal and Property Rights Act 1988"],
        "cor": ["the Coroners Act 2006", "section 14 of the Coroners Act 2006"],
        "sga": ["the Elder Abuse Response Service guidelines", "the Family Violence Act 2018"],
        "sgc": ["the Oranga Tamariki Act 1989, section 15", "the Children's Act 2014"],
        "rec": ["the Health Information Privacy Code 2020", "rule 6 of the Health Information Privacy Code 2020", "the Privacy Act 2020"],
        "work": ["the Health and Safety at Work Act 2015", "the Accident Compensation Act 2001"],
    },
    "CA": {
        "mh": ["Form 1 under the Mental Health Act (Ontario)", "a Form 3 certificate of involuntary admission", "a Form 4 certificate of renewal",
               "section 20 of the Mental Health Act, R.S.O. 1990"],
        "cap": ["the Health Care Consent Act, 1996", "the Substitute Decisions Act, 1992", "a Form 33 notice"],
        "cor": ["the Coroners Act, R.S.O. 1990", "section 10 of the Coroners Act, R.S.O. 1990"],
        "sga": ["the Long-Term Care Homes Act, 2007", "section 24 of the Fixing Long-Term Care Act, 2021"],
        "sgc": ["the Child, Youth and Family Services Act, 2017", "section 125 of the Child, Youth and Family Services Act, 2017"],
        "rec": ["the Personal Health Information Protection Act, 2004", "section 52 of PHIPA 2004"],
        "work": ["the Occupational Health and Safety Act, R.S.O. 1990", "the Human Rights Code, R.S.O. 1990"],
    },
}


def law(c, cat):
    key = {"ENG": "UK", "WLS": "UK"}.get(c.code, c.code)
    return c.rng.choice(LAW[key][cat])


# national / public institutions that are not care sites or employers (never annotated)
PUBLIC_BODIES = {
    "UK": ["DVLA", "CQC", "NICE", "the GMC", "the NMC", "DWP", "HMRC", "NHS England", "the Office of the Public Guardian",
           "the Court of Protection", "the First-tier Tribunal (Mental Health)", "the MHRA", "UKHSA", "the HCPC"],
    "SCT": ["the Mental Welfare Commission", "the Care Inspectorate", "the Procurator Fiscal", "Public Health Scotland",
            "the Mental Health Tribunal for Scotland", "DVLA"],
    "NIR": ["the RQIA", "DVA", "the Review Tribunal", "the Public Health Agency"],
    "IE": ["the HSE", "HIQA", "the Mental Health Commission", "the Medical Council", "the NDLS", "Tusla"],
    "AU": ["AHPRA", "the TGA", "Centrelink", "the NDIS", "Medicare Australia", "the Mental Health Review Tribunal", "Services Australia"],
    "NZ": ["ACC", "Healthline", "Pharmac", "the Medical Council of New Zealand", "Oranga Tamariki", "Work and Income", "NZTA"],
    "CA": ["OHIP", "the CPSO", "Health Canada", "the Ministry of Transportation", "Telehealth Ontario", "WSIB", "Service Canada"],
}

# name-words used as ordinary words; {He}/{his}/{him} are filled with the patient's pronouns
WN = {
    "plan": ["We hope to see an improvement over the coming weeks.", "The team will review again next week.",
             "This plan is in {his} best interests.", "Please see page 2 for the medication list.", "It would be wise to avoid NSAIDs.",
             "{He} will need a walking frame for now.", "We will write again with the results.", "{He} hopes to be home before long.",
             "Grace period for repeat prescriptions explained.", "{He} is keen to do {his} best with the exercises.",
             "The family are keen to keep {him} at home if at all possible.", "Mark the site before the procedure.",
             "I hope this is helpful.", "{He} will bring {his} tablets to the next visit.", "It may be wise to review the dose in a week."],
    "obs": ["{His} blood pressure rose to 168/94 on standing.", "A small amount of serous exudate was noted.",
            "Small bowel obstruction has been excluded.", "There was a marked improvement in mobility.", "Skin intact but a small area of redness over the heel.",
            "The wound bed is pink with healthy granulation.", "Green sputum for 3 days.", "A brown discharge was noted on the dressing.",
            "{He} looks pale and small in the bed.", "Short-term memory is poor.", "{His} temperature rose overnight to 38.4.",
            "There is a long history of low mood.", "Gallstone disease was noted on a previous scan.", "{His} mood rose after the medication change.",
            "Bowels open, stool soft.", "A small haematoma over the right brow."],
    "social": ["{He} is a regular church-goer and finds this a comfort.", "{He} has a strong faith and wishes the chaplain to visit.",
               "The bill for the private scan was discussed.", "{He} said {he} is losing hope about the pain.",
               "{He} was cross about the delay.", "No church or faith needs were identified.", "{He} rang the bell for help twice overnight.",
               "{He} likes to look {his} best when family visit.", "{He} would rather not go to church this week."],
}
