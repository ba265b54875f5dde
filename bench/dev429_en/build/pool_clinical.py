"""Clinical vocabulary: drugs with sigs, devices and their makers, scores, guidelines.
None of this is PHI; most of it is here to be a hard negative."""

MEDS = {
    "bb": ["Bisoprolol 2.5 mg od", "Bisoprolol 5 mg PO once daily", "Metoprolol succinate (Toprol XL) 25 mg daily",
           "Carvedilol 6.25 mg bd", "Nebivolol 2.5 mg od", "Atenolol 25 mg OD"],
    "acei": ["Ramipril 2.5 mg od", "Enalapril 5 mg BID", "Lisinopril 10 mg daily", "Perindopril 4 mg mane",
             "Sacubitril/valsartan (Entresto) 24/26 mg bd", "Candesartan 8 mg od"],
    "diur": ["Furosemide 40 mg mane", "Furosemide (Lasix) 20 mg PO daily", "Bumetanide 1 mg od",
             "Torsemide 10 mg daily"],
    "mra": ["Spironolactone 25 mg od", "Eplerenone 25 mg daily", "Aldactone 12.5 mg od"],
    "anticoag": ["Warfarin as per INR, target 2.0-3.0", "Warfarin (Coumadin) per anticoagulation clinic, INR goal 2-3",
                 "Apixaban (Eliquis) 5 mg bd", "Rivaroxaban (Xarelto) 20 mg with evening meal",
                 "Edoxaban 60 mg od", "Dabigatran 150 mg BID"],
    "antiplt": ["Aspirin 75 mg od", "Aspirin 81 mg PO daily", "Clopidogrel 75 mg od"],
    "pah": ["Sildenafil (Revatio) 20 mg TDS", "Bosentan (Tracleer) 125 mg bd", "Macitentan (Opsumit) 10 mg od",
            "Ambrisentan 5 mg daily", "Tadalafil 40 mg od", "Riociguat 1.5 mg TID"],
    "aa": ["Amiodarone 200 mg od", "Sotalol 80 mg bd", "Flecainide 50 mg BID", "Dronedarone 400 mg bd",
           "Digoxin 62.5 mcg od"],
    "other": ["Atorvastatin 20 mg nocte", "Levothyroxine 50 mcg od", "Ferrous fumarate 210 mg bd",
              "Ferric carboxymaltose (Ferinject) 1 g IV given in day unit", "Omeprazole 20 mg od",
              "Lansoprazole 15 mg OD", "Ursodeoxycholic acid 300 mg bd", "Vitamin D3 1000 units daily",
              "Metformin 500 mg BD", "Sertraline 50 mg od", "Salbutamol inhaler 2 puffs PRN",
              "Cetirizine 10 mg PRN", "Empagliflozin 10 mg od", "Dapagliflozin (Forxiga) 10 mg daily",
              "Allopurinol 100 mg od", "Paracetamol 1 g QDS PRN", "Magnesium glycinate 200 mg nocte"],
    "preg": ["Folic acid 5 mg od", "Enoxaparin (Clexane) 1 mg/kg SC bd", "Labetalol 100 mg bd",
             "Nifedipine MR 20 mg bd", "Aspirin 150 mg nocte from 12 weeks", "Pregnacare 1 tab od",
             "Dalteparin 5000 units SC od"],
    "contra": ["Desogestrel 75 mcg od (POP)", "Levonorgestrel IUS (Mirena) in situ",
               "Etonogestrel implant (Nexplanon)", "Medroxyprogesterone (Depo-Provera) 150 mg IM 12-weekly"],
}

ALLERGIES = ["NKDA", "No known drug allergies", "Penicillin - rash", "Penicillin (anaphylaxis)",
             "Iodinated contrast - urticaria", "Codeine - vomiting", "Latex", "Sulfa - rash",
             "Amiodarone - thyroiditis (intolerance)", "Elastoplast", "Chlorhexidine - contact dermatitis"]

# device makers and models (model names are not PHI)
PACERS = [("Medtronic", "Azure XT DR MRI SureScan"), ("Medtronic", "Astra XT DR MRI"),
          ("Boston Scientific", "Accolade MRI DR"), ("Abbott", "Assurity MRI"),
          ("Biotronik", "Edora 8 DR-T"), ("Medtronic", "Micra AV2 leadless")]
ICDS = [("Medtronic", "Cobalt XT DR"), ("Boston Scientific", "Resonate EL ICD"),
        ("Boston Scientific", "EMBLEM MRI S-ICD"), ("Abbott", "Gallant HF ICD"),
        ("Biotronik", "Acticor 7 DR-T")]
ICMS = [("Medtronic", "LINQ II"), ("Abbott", "Assert-IQ ICM"), ("Boston Scientific", "LUX-Dx")]
LEADS = ["CapSureFix Novus 5076", "Tendril STS 2088TC", "Solia S 53", "INGEVITY+",
         "SelectSecure 3830", "Sprint Quattro Secure 6947M"]
REMOTE = {"Medtronic": "CareLink", "Boston Scientific": "LATITUDE", "Abbott": "Merlin.net",
          "Biotronik": "Home Monitoring"}
VALVES = ["Melody TPV 22 mm (Medtronic)", "Edwards SAPIEN 3 29 mm", "Harmony TPV 25",
          "Carpentier-Edwards Perimount 25 mm", "Carpentier-Edwards Perimount 23 mm",
          "St Jude Regent 23 mm mechanical", "On-X 25 mm mechanical", "Hancock II 25 mm",
          "Contegra 22 mm conduit", "22 mm pulmonary homograft", "Trifecta 23 mm"]
OCCLUDERS = ["Amplatzer Septal Occluder 24 mm", "Gore Cardioform 30 mm", "Amplatzer Vascular Plug II 10 mm",
             "Occlutech Figulla Flex II 27 mm", "Amplatzer Septal Occluder 6 mm"]
STENTS = ["covered CP stent 8-zig 34 mm (NuMED)", "Palmaz Genesis XD 29 mm", "Andrastent XL 43 mm",
          "Advanta V12 covered stent 12 x 38 mm", "IntraStent Max LD 26 mm"]
ECHO_MACHINES = ["Philips EPIQ CVx", "GE Vivid E95", "Siemens ACUSON SC2000", "Canon Aplio i900",
                 "GE Vivid S70N"]
MRI_SCANNERS = ["Siemens MAGNETOM Aera 1.5T", "Siemens MAGNETOM Sola 1.5T", "Philips Ingenia 1.5T",
                "GE SIGNA Artist 1.5T", "Siemens MAGNETOM Vida 3T"]
CPET_KIT = ["Cortex MetaLyzer 3B", "Vyntus CPX (Vyaire)", "COSMED Quark CPET", "MGC Diagnostics Ultima CardiO2"]
ERGOMETERS = ["Lode Corival cycle ergometer", "ergoline ergoselect 200", "Lode Excalibur Sport"]
CATH_SYSTEMS = ["Siemens Artis Q biplane", "Philips Azurion 7 B20/15", "GE Innova IGS 630"]
CATH_KIT = ["Swan-Ganz catheter", "6 Fr Berman angiographic catheter", "Multitrack catheter",
            "5 Fr Judkins Right 4", "Amplatz Super Stiff wire", "Lunderquist wire",
            "Mullins sheath", "Terumo Glidewire 0.035\"", "Cook 22 Fr DrySeal sheath",
            "Ensemble delivery system", "Perclose ProGlide x2", "Angio-Seal 6 Fr"]

SCORES = ["NYHA class", "WHO functional class", "CARPREG II score", "ZAHARA score",
          "modified WHO (mWHO) class", "CHA2DS2-VASc", "HAS-BLED", "Borg RPE", "Borg CR10 dyspnoea",
          "EuroSCORE II", "STS PROM", "Aristotle basic complexity score", "Duke treadmill score",
          "Seattle Heart Failure Model", "Kansas City Cardiomyopathy Questionnaire (KCCQ)",
          "Minnesota Living with Heart Failure Questionnaire", "Glasgow Coma Scale", "NEWS2",
          "PHQ-9", "GAD-7", "EQ-5D-5L", "Ross classification", "Bethesda class",
          "Wells score", "Child-Pugh", "MELD-XI", "VAST score", "Ready Steady Go questionnaire",
          "TRANSITION-Q", "Canadian Cardiovascular Society class", "Clinical Frailty Scale"]
GUIDELINES = ["2020 ESC Guidelines for the management of adult congenital heart disease",
              "2018 AHA/ACC Guideline for the Management of Adults With Congenital Heart Disease",
              "2018 ESC Guidelines on cardiovascular diseases during pregnancy",
              "ESC 2023 endocarditis guidelines", "NICE CG64 (antibiotic prophylaxis)",
              "AHA 2021 infective endocarditis prophylaxis statement",
              "DVLA Assessing fitness to drive guidance", "2022 ESC ventricular arrhythmia guidelines",
              "2019 CCS position statement on ACHD", "CSANZ ACHD consensus 2022"]
EPONYMS = ["Fontan", "Glenn", "Blalock-Taussig", "Mustard", "Senning", "Rastelli", "Jatene",
           "Ross", "Norwood", "Ebstein", "Eisenmenger", "Valsalva", "Doppler", "Holter",
           "Bruce protocol", "Swan-Ganz", "Fick", "Lecompte", "Kawashima", "Damus-Kaye-Stansel",
           "Waterston", "Potts", "Down syndrome", "Turner syndrome", "Noonan syndrome",
           "DiGeorge (22q11.2 deletion)", "Wolff-Parkinson-White", "Simpson's biplane",
           "Kussmaul", "Wenckebach", "Rashkind", "Carpentier", "Mullins", "Brockenbrough"]

LAB_ROWS = [  # (name, unit, low, high, decimals)
    ("Hb", "g/L", 115, 175, 0), ("WCC", "x10^9/L", 4.0, 11.0, 1), ("Plt", "x10^9/L", 150, 400, 0),
    ("Hct", "L/L", 0.36, 0.50, 2), ("MCV", "fL", 80, 100, 0), ("Na", "mmol/L", 135, 145, 0),
    ("K", "mmol/L", 3.5, 5.3, 1), ("Urea", "mmol/L", 2.5, 7.8, 1), ("Creat", "umol/L", 45, 110, 0),
    ("eGFR", "mL/min/1.73m2", 60, 120, 0), ("Bili", "umol/L", 0, 21, 0), ("ALT", "U/L", 0, 40, 0),
    ("ALP", "U/L", 30, 130, 0), ("GGT", "U/L", 0, 50, 0), ("Alb", "g/L", 35, 50, 0),
    ("INR", "", 0.8, 1.2, 1), ("CRP", "mg/L", 0, 5, 0), ("NT-proBNP", "ng/L", 0, 125, 0),
    ("Ferritin", "ug/L", 30, 300, 0), ("TSAT", "%", 20, 45, 0), ("TSH", "mU/L", 0.3, 4.2, 2),
    ("HbA1c", "mmol/mol", 20, 42, 0), ("Mg", "mmol/L", 0.7, 1.0, 2), ("hs-TnT", "ng/L", 0, 14, 0),
    ("AFP", "kU/L", 0, 7, 1), ("Urate", "umol/L", 200, 430, 0)]

SYMPTOMS_NEG = ["No exertional chest pain.", "Denies syncope or presyncope.", "No orthopnoea or PND.",
                "No ankle swelling.", "No palpitations since last review.", "No haemoptysis.",
                "No focal neurology.", "Bowels and bladder normal.", "No fevers or night sweats.",
                "Appetite fine, weight stable."]
DEPTS = ["Adult Congenital Heart Disease Service", "ACHD Unit", "Department of Cardiology",
         "Congenital Cardiac Surgery", "Cardiothoracic Surgery", "Maternal Medicine",
         "Fetal Medicine Unit", "Cardiac Physiology", "Cardiac Imaging", "Cardiac Day Unit",
         "Pacing and Devices", "Clinical Genetics", "Hepatology", "Cardiac Anaesthesia",
         "Catheter Laboratory", "Adolescent and Young Adult Service"]
