"""Clinical vocabulary and hard negatives (never tagged): eponyms, drugs,
device models, scores, units, codes, public bodies, departments."""

COMORBID = [
    "COPD (GOLD 2)", "COPD, on LAMA/LABA", "asthma", "T2DM", "HTN", "IHD, previous NSTEMI",
    "PVD with intermittent claudication", "Buerger's disease", "Raynaud's phenomenon",
    "Crohn's disease", "Graves' disease with thyroid eye disease", "Barrett's oesophagus",
    "Reinke's oedema", "anxiety", "depression", "schizophrenia (on clozapine)",
    "bipolar affective disorder", "psoriasis", "hidradenitis suppurativa",
    "Dupuytren's contracture", "AAA under surveillance", "previous TIA", "AF on apixaban",
    "chronic back pain", "hep C (treated)", "GORD", "bronchiectasis", "OSA on CPAP",
    "osteoporosis", "peptic ulcer disease", "Parkinson's disease", "post-TB lung changes",
    "MS", "alcohol-related liver disease", "ADHD", "PTSD", "emphysema", "nil significant",
]

COMORBID_YOUNG = [
    "asthma", "anxiety", "depression", "ADHD", "PTSD", "psoriasis", "hidradenitis suppurativa",
    "Crohn's disease", "Graves' disease", "schizophrenia (on clozapine)", "bipolar affective disorder",
    "GORD", "hep C (treated)", "migraine", "T1DM", "eczema", "nil significant", "nil significant",
]

MEDS = [
    "salbutamol 100mcg inh PRN", "Trimbow 2 puffs BD", "tiotropium 18mcg OD", "metformin 500mg BD",
    "ramipril 5mg OD", "atorvastatin 20mg ON", "amlodipine 5mg OD", "sertraline 100mg OD",
    "citalopram 20mg OD", "mirtazapine 15mg ON", "clozapine 300mg ON", "olanzapine 10mg ON",
    "methadone 60ml OD", "buprenorphine 8mg OD", "theophylline MR 200mg BD", "warfarin as per INR",
    "insulin glargine 22 units ON", "omeprazole 20mg OD", "levothyroxine 75mcg OD",
    "folic acid 400mcg OD", "Pregaday 1 tab OD", "co-codamol 30/500 PRN", "apixaban 5mg BD",
    "bisoprolol 2.5mg OD", "fluoxetine 20mg OD", "lithium 400mg ON", "quetiapine 50mg ON",
    "naproxen 500mg BD", "Fostair 100/6 2 puffs BD", "montelukast 10mg ON",
]

NRT = [
    ("21mg/24hr patch", "patch"), ("25mg/16hr patch", "patch"), ("15mg/16hr patch", "patch"),
    ("14mg/24hr patch", "patch"), ("10mg/16hr patch", "patch"), ("4mg gum", "gum"),
    ("2mg gum", "gum"), ("4mg lozenge", "lozenge"), ("1.5mg mini lozenge", "lozenge"),
    ("2mg lozenge", "lozenge"), ("1mg mouth spray", "spray"), ("15mg inhalator", "inhalator"),
    ("2mg microtab", "microtab"), ("nasal spray 0.5mg/dose", "spray"),
]
NRT_BRANDS = ["Nicorette Invisi", "NiQuitin Clear", "Nicotinell TTS", "Nicorette QuickMist",
              "NiQuitin Minis", "Nicotinell Fruit", "Nicorette Icy White", "Nicabate P",
              "Habitrol", "Nicoderm CQ", "QuitX"]

VAPE_MODELS = ["Vaporesso XROS 3", "Aspire Flexus Q", "Innokin Endura T18", "Uwell Caliburn G2",
               "Voopoo Argus P1", "Aspire Gotek X", "Innokin Trine Q", "Lost Vape Ursa Nano",
               "Vaporesso LUXE Q", "SMOK Novo 5", "Geekvape Wenax Q", "Aspire PockeX"]
LIQUIDS = ["20mg/ml nic salt", "18mg/ml freebase", "12mg/ml freebase", "10mg/ml nic salt",
           "20mg/ml tobacco flavour", "20mg/ml menthol", "10mg/ml mixed berry", "6mg/ml"]

CO_MONITORS = ["piCO+ Smokerlyzer", "Micro+ Smokerlyzer", "iCO Smokerlyzer", "babyCO",
               "piCObaby", "Micro+ Basic", "CO Check Pro"]

SIDE_EFFECTS = [
    "mild nausea first few days, better taking with food", "vivid dreams", "insomnia",
    "headache", "patch site itch - advised to rotate sites", "hiccups with the gum",
    "sore throat with spray", "constipation", "no side effects reported",
    "flatulence", "dry mouth", "mouth ulcers", "low mood - screened, no red flags",
    "jaw ache from gum - advised park-and-chew", "irritability first week",
    "nausia ++ first wk, settled", "wierd dreams but ok", "slight heartburn w/ loz",
]

WITHDRAWAL = ["cravings strong in evening", "irritable", "restless", "poor concentration",
              "increased appetite", "low mood", "urges mostly after meals", "waking at night",
              "cravings settling", "urges 2-3/day, manageable", "feels 'on edge'",
              "irritible w/ kids", "craving v strong after tea", "consentration poor at work"]

TRIGGERS = ["first cig with coffee", "after meals", "driving", "breaks at work", "alcohol",
            "stress", "boredom", "phone calls", "arguments with partner", "night shifts",
            "pub on Fridays", "watching football", "after the school run", "waiting for the bus"]

COPING = ["delay 5 mins and distract", "walk round the block", "drink water", "chew gum",
          "use QuickMist at first urge", "change route to work", "avoid the smoking shelter",
          "text buddy", "breathing exercise 4-7-8", "keep hands busy", "swap coffee for tea",
          "sit away from smokers at break", "distraction - phone game", "brush teeth after meals",
          "remind self of reasons (list in wallet)"]

SCORES = ["FTND", "HSI", "MPSS", "PHQ-9", "GAD-7", "AUDIT-C", "EPDS", "MRC dyspnoea scale",
          "CAT score", "Glasgow Coma Scale", "Edinburgh Postnatal Depression Scale",
          "Motivation To Stop Scale", "Wisconsin Smoking Withdrawal Scale"]

CODES = [
    ("SNOMED", "77176002", "Smoker"), ("SNOMED", "8517006", "Ex-smoker"),
    ("SNOMED", "160603005", "Light cigarette smoker"), ("SNOMED", "56578002", "Moderate smoker"),
    ("SNOMED", "56771006", "Heavy cigarette smoker"), ("SNOMED", "710081004", "Smoking cessation therapy"),
    ("SNOMED", "225323000", "Smoking cessation education"), ("SNOMED", "266919005", "Never smoked tobacco"),
    ("ICD-10", "F17.2", "tobacco dependence"), ("ICD-10", "Z72.0", "tobacco use"),
    ("ICD-10-CM", "F17.210", "nicotine dependence, cigarettes, uncomplicated"),
    ("ICD-10-CM", "O99.333", "smoking complicating pregnancy, third trimester"),
    ("ICD-10-CM", "Z87.891", "history of nicotine dependence"), ("ICD-10-CM", "Z71.6", "tobacco abuse counseling"),
    ("CPT", "99406", "cessation counseling 3-10 min"), ("CPT", "99407", "cessation counseling >10 min"),
    ("Read", "137R.", "current smoker"), ("Read", "8CAL.", "smoking cessation advice"),
]

PUBLIC_BODIES = {
    "UK": ["NHS", "NICE", "NCSCT", "MHRA", "OHID", "ASH", "DVLA", "NHS 24", "HMRC", "Trading Standards"],
    "IE": ["HSE", "HIQA", "HPRA", "Department of Health", "Revenue"],
    "AU": ["TGA", "Quitline", "PBS", "Medicare", "Services Australia", "Cancer Council"],
    "NZ": ["Ministry of Health", "Te Whatu Ora", "Quitline", "Pharmac", "ACC"],
    "CA": ["Health Canada", "Smokers' Helpline", "Public Health Agency", "Service Canada"],
    "US": ["FDA", "CDC", "Medicaid", "Medicare", "CMS", "state quitline", "USPSTF"],
}

DEPTS = ["Respiratory", "Maternity", "Antenatal Clinic", "Cardiology", "AMU", "ED", "CCU",
         "Mental Health Liaison", "Health Visiting", "Occupational Health", "Pulmonary Rehab",
         "Vascular", "Acute Medicine", "Pre-op Assessment", "Orthopaedics", "Day Surgery", "ICU"]

REF_SOURCES = ["self-referral", "GP referral", "pharmacy", "hospital (opt-out)", "midwife",
               "health visitor", "Very Brief Advice at practice", "lung health check",
               "social prescriber", "mental health team", "dental practice", "workplace scheme"]

REASONS_TO_QUIT = ["health", "money", "kids", "new baby", "partner quitting too", "breathing",
                   "doctor's advice", "smell", "pregnancy", "upcoming surgery", "cost of living",
                   "grandchildren", "fitness", "heart attack scare"]

ADMISSIONS = ["infective exacerbation of COPD", "NSTEMI", "community-acquired pneumonia",
              "cellulitis L leg", "#NOF", "elective hernia repair", "DKA", "critical limb ischaemia",
              "chest pain ?ACS", "pancreatitis", "asthma exacerbation", "UTI / delirium",
              "alcohol withdrawal", "pneumothorax", "post-op wound infection", "TIA"]

ADMISSIONS_US = ["COPD exacerbation", "NSTEMI", "community-acquired pneumonia", "cellulitis",
                 "hip fracture", "CHF exacerbation", "chest pain r/o ACS", "pancreatitis"]

GENERIC_ROLES = ["the ward nurse", "the on-call registrar", "the ward pharmacist", "consultant",
                 "the midwife", "the health visitor", "the HCA", "the F1", "the attending",
                 "the charge nurse", "the respiratory physio", "the discharge coordinator"]

CAMPAIGNS = ["Stoptober", "Swap to Stop", "Very Brief Advice", "Ask, Advise, Act",
             "Smokefree Generation", "Tips From Former Smokers",
             "Quit for You, Quit for Two"]

TOBACCO = ["rolling tobacco", "manufactured cigarettes", "roll-ups", "menthol cigs (pre-ban stock)",
           "cigarillos", "shisha at weekends", "pouches", "cheap tobacco from abroad",
           "illicit tobacco", "cannabis joints mixed with tobacco"]
