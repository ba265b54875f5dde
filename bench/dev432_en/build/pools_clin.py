"""Clinical pools for dev432_en: labs, vaccines, ailments, devices, scores,
guidelines.  Everything here is a hard negative (not PHI)."""

# (name, unit, low, high, decimals)
LABS = [
    ("Na", "mmol/L", 133, 146, 0), ("K", "mmol/L", 3.5, 5.3, 1),
    ("Urea", "mmol/L", 2.5, 7.8, 1), ("Creat", "umol/L", 45, 110, 0),
    ("eGFR", "mL/min/1.73m2", 60, 90, 0), ("Hb", "g/L", 115, 165, 0),
    ("WCC", "x10^9/L", 4.0, 11.0, 1), ("Plt", "x10^9/L", 150, 400, 0),
    ("CRP", "mg/L", 0, 5, 0), ("INR", "", 0.8, 1.2, 1),
    ("ALT", "U/L", 0, 40, 0), ("Bili", "umol/L", 0, 21, 0),
    ("Alb", "g/L", 35, 50, 0), ("Adj Ca", "mmol/L", 2.20, 2.60, 2),
    ("Mg", "mmol/L", 0.70, 1.00, 2), ("TSH", "mU/L", 0.27, 4.2, 2),
    ("HbA1c", "mmol/mol", 20, 42, 0), ("NT-proBNP", "ng/L", 0, 400, 0),
    ("CK", "U/L", 25, 200, 0), ("Li", "mmol/L", 0.4, 1.0, 2),
]

VACCINES_FLU = [
    ("Fluad (aTIV)", "adjuvanted trivalent influenza vaccine (surface antigen, inactivated)", "65+"),
    ("Flucelvax (QIVc)", "cell-based quadrivalent influenza vaccine", "under 65"),
    ("Supemtek (QIVr)", "recombinant quadrivalent influenza vaccine", "18-64"),
    ("Quadrivalent Influenza Vaccine Viatris (QIVe)", "egg-grown quadrivalent influenza vaccine", "under 65"),
    ("Fluenz (LAIV)", "live attenuated intranasal influenza vaccine", "child"),
]
VACCINES_COVID = [
    "Comirnaty JN.1 30 micrograms/dose", "Comirnaty KP.2 30 micrograms/dose",
    "Spikevax XBB.1.5 0.1mg/ml", "Comirnaty Omicron XBB.1.5",
    "Spikevax JN.1",
]
VACCINES_OTHER = [
    ("Pneumovax 23 (PPV23)", "pneumococcal polysaccharide vaccine"),
    ("Prevenar 20", "pneumococcal conjugate vaccine"),
    ("Shingrix", "recombinant herpes zoster vaccine"),
    ("Abrysvo", "RSV vaccine"),
    ("Arexvy", "RSV vaccine (adjuvanted)"),
    ("Boostrix-IPV", "dTaP/IPV (pertussis)"),
]
VACCINES_TRAVEL = [
    ("Havrix Monodose", "hepatitis A"), ("Avaxim", "hepatitis A"),
    ("Typhim Vi", "typhoid Vi polysaccharide"), ("Vivotif", "oral typhoid"),
    ("Engerix B", "hepatitis B"), ("Twinrix Adult", "hepatitis A + B"),
    ("Revaxis", "diphtheria/tetanus/polio"), ("Verorab", "rabies (pre-exposure)"),
    ("Ixiaro", "Japanese encephalitis"), ("Dukoral", "oral cholera"),
    ("Nimenrix", "MenACWY"), ("Menveo", "MenACWY"), ("Stamaril", "yellow fever"),
    ("Qdenga", "dengue"),
]
MALARIA = [
    "Malarone (atovaquone/proguanil 250/100mg) 1 daily, start 1-2 days before, continue 7 days after",
    "doxycycline 100mg 1 daily, start 2 days before, continue 4 weeks after",
    "Lariam (mefloquine 250mg) weekly - not suitable, hx depression",
    "chloroquine + proguanil - not recommended for destination",
]
SITES = ["L deltoid", "R deltoid", "left deltoid", "right deltoid",
         "L upper arm", "R upper arm", "left anterolateral thigh", "intranasal"]
ELIGIBILITY = [
    "aged 65 or over", "clinical risk group - chronic respiratory disease (asthma on ICS)",
    "clinical risk group - diabetes", "clinical risk group - chronic heart disease",
    "clinical risk group - CKD stage 3", "clinical risk group - immunosuppression (methotrexate)",
    "pregnant - 24/40", "pregnant - 31/40", "carer (in receipt of carer's allowance)",
    "household contact of immunocompromised individual", "morbid obesity (BMI 41)",
    "frontline health/social care worker", "clinical risk group - chronic liver disease",
    "asplenia", "clinical risk group - chronic neurological disease (MS)",
]

# Pharmacy First clinical pathways and wider minor ailments
PF_PATHWAYS = [
    ("acute sore throat", "FeverPAIN"), ("acute sinusitis", ""),
    ("acute otitis media", ""), ("impetigo", ""),
    ("infected insect bite", ""), ("shingles", ""),
    ("uncomplicated UTI", ""),
]
MINOR = [
    "hay fever", "conjunctivitis", "head lice", "threadworm", "vaginal thrush",
    "cold sores", "athlete's foot", "diarrhoea", "constipation", "haemorrhoids",
    "scabies", "verruca", "mouth ulcers", "teething", "nappy rash", "cough",
    "nasal congestion", "dyspepsia", "earwax", "dry eye",
]
RED_FLAGS = [
    "no red flags", "no red flags identified", "red flags screened - nil",
    "no dysphagia, no wt loss, no haematemesis", "no fever, no rigors, no loin pain",
    "no visual disturbance", "no stridor, able to swallow fluids",
    "afebrile, no neck stiffness", "no rectal bleeding", "no ALARMS symptoms",
]

DEVICES = [  # (description, serial prefix)
    ("Accu-Chek Guide meter", "GU"), ("FreeStyle Libre 2 reader", "MAVC"),
    ("Dexcom G7 sensor", "ZC"), ("CareSens N meter", "CN"),
    ("Omron M3 Comfort BP monitor", "2023"), ("Omron M7 Intelli IT BP monitor", "2024"),
    ("WatchBP Office ABPM unit", "WB"), ("Microlife BP A6 monitor", "MLA"),
    ("GlucoRx Nexus meter", "GRX"), ("Contour Next One meter", "CNO"),
    ("Medtronic MiniMed 780G pump", "NG"), ("Omnipod 5 PDM", "OPD"),
    ("Piko-1 peak flow meter", "PK"), ("Bedfont piCO Smokerlyzer", "PC"),
    ("Tempmate fridge data logger", "TM"), ("LogTag TRID30 logger", "LT"),
    ("pacemaker (Medtronic Azure)", "PJN"), ("Freestyle Libre 3 sensor", "3M"),
]
INHALER_DEVICES = [
    "Easyhaler", "Turbohaler", "Accuhaler", "Ellipta", "Respimat",
    "HandiHaler", "Spiromax", "NEXThaler", "pMDI", "Autohaler",
]
SPACERS = ["AeroChamber Plus", "Volumatic", "A2A spacer", "Able Spacer"]

SCORES = [
    "FeverPAIN 3", "FeverPAIN 1", "Centor 2", "Centor 3", "CHA2DS2-VASc 4",
    "HAS-BLED 2", "QRISK3 14.2%", "QRISK3 21%", "Epworth 9", "Bristol stool type 6",
    "Bristol type 2", "Rockwood CFS 5", "GCS 15/15", "Waterlow 12", "MUST 0",
    "NEWS2 1", "Wells score 0", "Ottawa ankle rules negative", "NYHA class II",
    "Edinburgh Postnatal Depression Scale 7", "PHQ-9 score 11", "GAD-7 8",
    "MRC dyspnoea 3", "CAT score 18", "ACT score 17", "Fagerstrom 6",
    "AUDIT-C 5", "MoCA 24/30", "Addenbrooke's ACE-III 81", "Barthel 85",
    "Leicester Cough Questionnaire 14", "St George's Respiratory Questionnaire 42",
    "Rome IV criteria met", "Manchester triage yellow", "Glasgow Blatchford 0",
    "Nottingham EADL 48", "London Chest ADL 20",
]
GUIDELINES = [
    "NICE NG136 (2019)", "NICE NG28", "NICE CG181", "BTS/SIGN 2019",
    "BTS/NICE/SIGN asthma guideline (2024)", "GOLD 2023 report", "NICE NG196",
    "NICE CKS", "Green Book chapter 19", "Green Book chapter 14a",
    "the Green Book", "JBS3", "ESC 2020 AF guidelines", "SIGN 158",
    "NICE NG109", "NICE NG84", "NICE NG91", "MHRA Drug Safety Update (2019)",
    "CHM advice", "UKMEC 2016", "FSRH CEU guidance", "BNF 86",
    "Drug Tariff Part VIIIA", "PGD v3.1", "Pharmacy First PGD",
]
SYSTEMS = [  # products and public bodies: not PHI
    "PharmOutcomes", "Summary Care Record", "EPS", "NHSmail", "PMR",
    "MYS", "Pinnacle", "LFPSE", "Yellow Card", "NHS 111", "CPCS", "NRLS",
    "NHSBSA", "MHRA", "GPhC", "UKHSA", "Community Pharmacy England",
]

CONDITIONS = [
    "hypertension", "type 2 diabetes", "COPD", "asthma", "AF", "CKD stage 3a",
    "heart failure (HFrEF)", "IHD", "previous MI", "stroke", "TIA",
    "hypothyroidism", "osteoporosis", "osteoarthritis", "rheumatoid arthritis",
    "gout", "depression", "anxiety", "Parkinson's disease", "Alzheimer's disease",
    "epilepsy", "glaucoma", "BPH", "GORD", "Crohn's disease", "Raynaud's",
    "Bell's palsy (resolved)", "Addison's disease", "Sjogren's syndrome",
    "Hashimoto's thyroiditis", "Barrett's oesophagus", "Paget's disease of bone",
    "Meniere's disease", "Graves' disease", "Cushing's (iatrogenic)",
]
