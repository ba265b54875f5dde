"""Clinical content for OPAT notes: infections, organisms, regimens, lines, pumps, hard negatives."""

ORGS = {
    "MSSA": "meticillin-sensitive Staphylococcus aureus (MSSA)",
    "MRSA": "MRSA",
    "SMIT": "Streptococcus mitis/oralis",
    "SGAL": "Streptococcus gallolyticus",
    "EFAE": "Enterococcus faecalis",
    "PSAE": "Pseudomonas aeruginosa",
    "ESBL": "ESBL-producing Escherichia coli",
    "KPNE": "ESBL Klebsiella pneumoniae",
    "CUTI": "Cutibacterium acnes",
    "CONS": "coagulase-negative staphylococci (S. epidermidis)",
    "GBS": "Group B Streptococcus",
    "CALB": "Candida albicans",
    "BORR": "Borrelia burgdorferi (serology + CSF)",
    "MABS": "Mycobacterium abscessus",
    "HPAR": "Haemophilus parainfluenzae (HACEK)",
    "CULNEG": "culture negative",
}

# each: diagnosis, category, organism keys, regimen keys, weeks, source/extra wording
INFECTIONS = [
    ("native vertebral osteomyelitis/discitis L3-L4 with small psoas collection", "bone",
     ["MSSA", "MRSA", "SMIT", "CULNEG"], ["flucx", "cefaz", "teic", "dapto", "vanc", "ctx"], 6,
     "MRI spine; CT-guided biopsy"),
    ("prosthetic joint infection R total knee replacement, DAIR performed", "bone",
     ["MSSA", "CONS", "CUTI", "EFAE"], ["teic", "dapto", "vanc", "flucx", "cefaz"], 6,
     "DAIR with exchange of mobile parts, 5 intra-op samples"),
    ("prosthetic joint infection L total hip replacement, 1st stage revision (spacer in situ)", "bone",
     ["CONS", "MRSA", "CUTI", "KPNE"], ["dapto", "vanc", "teic", "ertap"], 6,
     "1st stage revision with gentamicin/vancomycin-loaded cement spacer"),
    ("diabetic foot osteomyelitis L 1st metatarsal head (Wagner grade 3)", "bone",
     ["MSSA", "PSAE", "CULNEG", "GBS"], ["ertap", "ctx", "teic", "ceftaz", "piptaz"], 6,
     "bone biopsy via podiatry; probe-to-bone positive"),
    ("septic arthritis R knee, native joint, arthroscopic washout x2", "bone",
     ["MSSA", "GBS", "SMIT"], ["ctx", "flucx", "cefaz"], 4, "aspirate: turbid, WCC > 50,000"),
    ("fracture-related infection L tibia (IM nail in situ)", "bone",
     ["MSSA", "MRSA", "PSAE", "CONS"], ["teic", "dapto", "ceftaz", "vanc"], 12,
     "debridement + deep samples, nail retained"),
    ("native valve infective endocarditis (mitral), modified Duke criteria definite", "heart",
     ["SMIT", "SGAL", "HPAR"], ["benpen", "ctx"], 4, "TOE: 9 mm mobile vegetation on anterior mitral leaflet"),
    ("native valve infective endocarditis (aortic), Enterococcus faecalis", "heart",
     ["EFAE"], ["amoxctx"], 6, "TOE: 12 mm vegetation on non-coronary cusp, moderate AR"),
    ("prosthetic valve endocarditis (bioprosthetic AVR)", "heart",
     ["CONS", "EFAE", "MSSA"], ["dapto", "vanc", "amoxctx"], 6, "PET-CT uptake at sewing ring"),
    ("cardiac device infection (pocket), device extracted", "heart",
     ["CONS", "MSSA"], ["dapto", "vanc", "teic"], 2, "transvenous lead extraction, pocket debridement"),
    ("Staphylococcus aureus bacteraemia, complicated (metastatic foci)", "blood",
     ["MSSA", "MRSA"], ["flucx", "cefaz", "dapto", "vanc"], 4, "TTE/TOE negative for vegetation; clearance at 72 h"),
    ("complicated pyelonephritis / upper UTI, ESBL organism", "other",
     ["ESBL", "KPNE"], ["ertap", "genta"], 2, "renal USS: no obstruction"),
    ("liver abscess (segment VII), drained percutaneously", "other",
     ["KPNE", "SMIT"], ["ctx", "ertap"], 4, "IR drain removed day 6"),
    ("brain abscess (R frontal), aspirated", "other",
     ["SMIT", "CULNEG"], ["ctx", "benpen"], 6, "neurosurgical aspiration, metronidazole PO in addition"),
    ("Lyme neuroborreliosis", "other", ["BORR"], ["ctx"], 3, "CSF lymphocytic pleocytosis"),
    ("infective exacerbation of bronchiectasis, Pseudomonas colonised", "resp",
     ["PSAE"], ["ceftaz", "piptaz", "tobra"], 2, "sputum culture, previous Pseudomonas"),
    ("Mycobacterium abscessus pulmonary disease (induction)", "resp",
     ["MABS"], ["amik"], 4, "induction with IV amikacin + tigecycline/imipenem per NTM MDT"),
    ("spinal epidural abscess T8-T10, conservatively managed", "bone",
     ["MSSA", "MRSA"], ["flucx", "cefaz", "vanc"], 6, "neurosurgery: non-operative, serial MRI"),
    ("candidaemia with chorioretinitis excluded", "blood", ["CALB"], ["mica"], 2,
     "ophthalmology review: no endophthalmitis"),
    ("cellulitis with failure of oral therapy", "skin", ["GBS", "MSSA", "CULNEG"], ["ctx", "teic", "dalba"], 1,
     "ambulatory pathway; marked margins"),
    ("empyema post chest drain (drain removed)", "resp", ["SMIT", "CULNEG"], ["ctx", "piptaz"], 4,
     "CT chest: residual pleural thickening"),
]

# regimen: drug, brand, dose, frequency, delivery, monitoring, level-type
REGIMENS = {
    "flucx": ("flucloxacillin", "Floxapen", "12 g/24 h", "continuous infusion",
              "elastomeric device (buffered, 24 h)", ["FBC", "U&E", "LFTs", "CRP"], None),
    "cefaz": ("cefazolin", "Ancef", "2 g", "8-hourly (q8h)", "CADD-Solis ambulatory pump",
              ["CBC with diff", "BMP", "CRP", "ESR"], None),
    "teic": ("teicoplanin", "Targocid", "12 mg/kg (rounded to 800 mg)", "three times weekly (Mon/Wed/Fri)",
             "slow IV bolus over 3-5 min", ["FBC", "U&E", "LFTs", "CRP", "teicoplanin level"], "teic"),
    "dapto": ("daptomycin", "Cubicin", "8 mg/kg (700 mg)", "once daily", "IV over 2 min / 30 min infusion",
              ["FBC", "U&E", "CK", "CRP"], "ck"),
    "vanc": ("vancomycin", "Vancocin", "1.25 g", "12-hourly", "IV infusion over 2 h via pump",
             ["FBC", "U&E", "CRP", "vancomycin trough"], "vanc"),
    "ctx": ("ceftriaxone", "Rocephin", "2 g", "once daily", "IV push over 5 min",
            ["FBC", "LFTs", "U&E", "CRP"], None),
    "ertap": ("ertapenem", "Invanz", "1 g", "once daily", "IV infusion over 30 min",
              ["FBC", "U&E", "LFTs", "CRP"], None),
    "benpen": ("benzylpenicillin", "Crystapen", "14.4 g/24 h", "continuous infusion",
               "elastomeric device (24 h, citrate buffered)", ["FBC", "U&E", "CRP"], None),
    "amoxctx": ("amoxicillin + ceftriaxone", "Amoxil / Rocephin", "12 g/24 h + 2 g", "continuous + 12-hourly",
                "elastomeric device + IV push", ["FBC", "U&E", "LFTs", "CRP"], None),
    "ceftaz": ("ceftazidime", "Fortum", "6 g/24 h", "continuous infusion", "elastomeric device (24 h)",
               ["FBC", "U&E", "CRP"], None),
    "piptaz": ("piperacillin-tazobactam", "Tazocin", "13.5 g/24 h", "continuous infusion",
               "elastomeric device (buffered, 24 h)", ["FBC", "U&E", "LFTs", "CRP"], None),
    "genta": ("gentamicin", "Cidomycin", "5 mg/kg (ideal body weight)", "once daily",
              "IV infusion over 60 min", ["U&E", "gentamicin level", "audiology baseline"], "gent"),
    "tobra": ("tobramycin", "Nebcin", "10 mg/kg", "once daily", "IV infusion over 30 min",
              ["U&E", "tobramycin level", "FBC"], "tobra"),
    "amik": ("amikacin", "Amikin", "15 mg/kg", "three times weekly", "IV infusion over 60 min",
             ["U&E", "amikacin level", "audiometry", "FBC"], "amik"),
    "mica": ("micafungin", "Mycamine", "100 mg", "once daily", "IV infusion over 60 min",
             ["FBC", "LFTs", "U&E"], None),
    "nafcil": ("nafcillin", "Nallpen", "12 g/24 h", "continuous infusion", "CADD ambulatory pump (24 h reservoir)",
               ["CBC with diff", "BMP", "LFTs", "CRP"], None),
    "dalba": ("dalbavancin", "Xydalba", "1500 mg", "single dose (repeat day 8 if needed)",
              "IV infusion over 30 min in clinic", ["FBC", "LFTs", "CRP"], None),
}

ORAL_STEP = ["linezolid 600 mg BD (weekly FBC)", "co-trimoxazole 960 mg BD + rifampicin 450 mg BD",
             "amoxicillin 1 g TDS", "doxycycline 100 mg BD", "clindamycin 450 mg QDS",
             "levofloxacin 500 mg OD + rifampicin 300 mg BD", "flucloxacillin 1 g QDS",
             "ciprofloxacin 750 mg BD", "fluconazole 400 mg OD", "no oral step-down (course complete)"]

LINES = [("PICC", "single lumen 4Fr"), ("PICC", "double lumen 5Fr"), ("midline", "single lumen 4Fr, 20 cm"),
         ("PICC", "double lumen 4Fr"), ("PICC", "single lumen 4Fr"),
         ("PICC", "single lumen 5Fr power-injectable")]
LINE_BRANDS = ["Bard PowerPICC", "Arrow Endurance", "Vygon Nutriline", "Groshong", "BD Nexiva",
               "Teleflex Arrow", "PowerGlide Pro", "BardPort"]
VEINS = ["basilic", "brachial", "cephalic"]
SECURE = ["StatLock", "SecurAcath", "Grip-Lok", "Griplok", "sutureless securement"]
DRESSINGS = ["Tegaderm CHG", "IV3000", "Tegaderm I.V. Advanced", "BioPatch + Tegaderm"]
TIP_CONF = ["Sherlock 3CG ECG tip confirmation", "CXR: tip at cavoatrial junction",
            "ECG-guided (P-wave peak), no CXR needed", "fluoroscopy (IR)"]
PUMPS = ["CADD-Solis VIP", "CADD-Prizm", "Baxter Infusor LV5", "Homepump Eclipse", "Easypump II",
         "Accufuser", "Sapphire ambulatory pump", "Dosi-Fuser"]
CAPS = ["Curos caps", "MicroClave connector", "SwabCap", "Q-Syte needle-free connector", "BD PosiFlush 10 mL"]

COMORB = ["T2DM (HbA1c 71 mmol/mol)", "CKD stage 3a", "AF on apixaban", "COPD", "IHD, CABG {yr}",
          "obesity (BMI 38)", "rheumatoid arthritis on methotrexate", "previous CVA ({my})", "PVD",
          "hypertension", "heart failure (EF 35%)", "alcohol excess", "IVDU - on OST (methadone 60 mg)",
          "osteoporosis", "hypothyroidism on levothyroxine", "gout", "psoriasis", "R TKR {yr}", "L THR {yr} (revised {yr2})", "AVR (bioprosthetic) {yr}", "Parkinson's disease",
          "Crohn's disease", "previous MRSA carriage", "penicillin allergy (rash)", "OSA on CPAP"]

ALLERGIES = ["NKDA", "penicillin - rash (low risk, de-labelled?)", "co-trimoxazole - SJS", "NKDA",
             "vancomycin - red man syndrome (infusion-rate related)", "latex", "NKDA",
             "chlorhexidine - contact dermatitis", "codeine - nausea", "clarithromycin - GI upset"]

# hard negatives dropped into narrative: eponyms, scores, scales, guidelines, device makers
HN_SENTENCES = [
    "Modified Duke criteria: 2 major.", "No Osler nodes, Janeway lesions or Roth spots.",
    "Charcot foot excluded on MRI.", "Cierny-Mader stage 3B host.", "NEWS2 0 on arrival.",
    "Glasgow Coma Scale 15/15.", "Charlson comorbidity index 5.", "Waterlow score 12.",
    "Braden score 19.", "Bristol stool chart type 4, no diarrhoea (C. difficile risk discussed).",
    "Naranjo score documented on ADR form.", "CrCl by Cockcroft-Gault 64 mL/min.",
    "eGFR (CKD-EPI) stable.", "Wells score not applicable.", "ECOG 1.", "Karnofsky 80%.",
    "Oxford knee score 24/48.", "Harris hip score 61.", "Barthel index 18/20.",
    "Per IDSA 2018 OPAT guideline, weekly labs.", "BSAC OPAT good practice recommendations (2019) followed.",
    "ESC 2023 endocarditis guideline: partial oral therapy per POET considered.",
    "OVIVA trial data discussed re oral switch.", "AHA 2015 scientific statement referenced.",
    "MASCC score not relevant.", "Gram stain: Gram-positive cocci in clusters.",
    "Kirby-Bauer disc testing confirmed.", "Homans sign negative.", "Tinel sign negative at elbow.",
    "Allen test normal.", "Trendelenburg gait noted.", "Baker's cyst excluded on USS.",
    "Hickman line / Port-a-Cath not required.", "Seldinger technique with micro-introducer.",
    "ANTT (Aseptic Non Touch Technique) observed.", "Visual Infusion Phlebitis (VIP) score 0.",
    "Clinical Frailty Scale 4.", "MUST score 0.", "Rockwood CFS 5.", "QRISK3 not calculated.",
    "Jarisch-Herxheimer reaction warned of.", "Sanders classification on old X-ray noted.",
    "No Stevens-Johnson features.", "DRESS (RegiSCAR) score 1 - unlikely.",
    "Morse Fall Scale 35.", "Wagner grade 3 ulcer, Texas classification 3B.",
]

LAB_ABBR = ["CRP", "ESR", "WCC", "Hb", "plt", "eGFR", "ALT", "ALP", "bili", "CK", "Na", "K", "urea",
            "creat", "eos", "neut", "INR", "Mg", "albumin"]

US_SWAP = {"flucx": "nafcil", "teic": "dapto", "benpen": "ctx"}
US_MONITOR = {"FBC": "CBC with diff", "U&E": "BMP", "LFTs": "hepatic panel"}
LANG = {"Poland": "Polish", "Portugal": "Portuguese", "Brazil": "Portuguese", "Philippines": "Tagalog",
        "Somalia": "Somali", "Pakistan": "Urdu", "Vietnam": "Vietnamese", "Ghana": "Twi", "China": "Mandarin",
        "Romania": "Romanian", "Turkey": "Turkish", "Iran": "Farsi", "Bangladesh": "Sylheti", "Ukraine": "Ukrainian",
        "Lithuania": "Lithuanian", "Mexico": "Spanish", "Peru": "Spanish", "Thailand": "Thai", "Egypt": "Arabic",
        "Morocco": "Arabic", "Jordan": "Arabic", "Greece": "Greek", "Italy": "Italian", "Spain": "Spanish",
        "Indonesia": "Indonesian", "Samoa": "Samoan", "Tonga": "Tongan"}

VIP_SCORES = ["0", "0", "0", "1", "0", "0"]
