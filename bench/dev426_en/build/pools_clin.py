"""Clinical (non-PHI) pools: infection sources, organisms, antimicrobials,
home medicines with sigs, comorbidities, device models, scores. Everything
here is a hard negative: none of it is ever annotated."""

# source key -> (descriptions, organisms, intl antimicrobials, North American antimicrobials,
#                imaging/finding, symptom)
SOURCES = {
    "cap": (["community-acquired pneumonia", "right lower lobe pneumonia", "LLL consolidation ?CAP",
             "severe CAP (CURB-65 of 3)"],
            ["Streptococcus pneumoniae", "Haemophilus influenzae", "Staphylococcus aureus (MSSA)",
             "Legionella pneumophila (urinary antigen +ve)", "influenza A (PCR +ve)"],
            ["co-amoxiclav 1.2g IV TDS + clarithromycin 500mg IV BD", "amoxicillin 1g IV TDS + clarithromycin 500mg BD",
             "levofloxacin 500mg IV BD (penicillin allergy)", "ceftriaxone 2g IV OD + doxycycline 100mg BD"],
            ["ceftriaxone 1 g IV q24h + azithromycin 500 mg IV q24h", "Unasyn 3 g IV q6h + azithromycin",
             "levofloxacin 750 mg IV q24h (PCN allergy)"],
            "CXR: dense R basal consolidation, small effusion", "productive cough and pleuritic pain"),
    "hap": (["hospital-acquired pneumonia", "HAP day 6 post-op", "aspiration pneumonia"],
            ["Pseudomonas aeruginosa", "Klebsiella pneumoniae", "MRSA", "Enterobacter cloacae"],
            ["piperacillin-tazobactam (Tazocin) 4.5g IV TDS", "meropenem 1g IV TDS", "Tazocin 4.5g IV QDS + vancomycin per levels"],
            ["cefepime 2 g IV q8h + vancomycin (pharmacy to dose)", "Zosyn 4.5 g IV q6h extended infusion",
             "meropenem 1 g IV q8h + linezolid 600 mg IV q12h"],
            "CXR: new bibasal shadowing R>L", "new oxygen requirement and purulent secretions"),
    "uti": (["urosepsis", "acute pyelonephritis", "obstructed infected kidney (hydronephrosis on US)", "CAUTI"],
            ["Escherichia coli", "E. coli (ESBL)", "Proteus mirabilis", "Klebsiella pneumoniae", "Enterococcus faecalis"],
            ["gentamicin 5mg/kg IV stat (Hartford nomogram) + amoxicillin 1g IV TDS", "temocillin 2g IV BD",
             "co-amoxiclav 1.2g IV TDS", "meropenem 1g IV TDS (previous ESBL)"],
            ["ceftriaxone 1 g IV q24h", "cefepime 2 g IV q12h", "ertapenem 1 g IV q24h (hx ESBL)",
             "gentamicin 7 mg/kg IV x1 + ceftriaxone"],
            "Renal US: moderate L hydronephrosis", "loin pain, rigors and dysuria"),
    "biliary": (["ascending cholangitis", "acute cholecystitis", "biliary sepsis (CBD stone)"],
                ["E. coli", "Klebsiella oxytoca", "Enterococcus faecium", "Bacteroides fragilis"],
                ["piperacillin-tazobactam 4.5g IV TDS", "co-amoxiclav 1.2g IV TDS + gentamicin stat",
                 "ceftriaxone 2g OD + metronidazole 500mg IV TDS"],
                ["Zosyn 4.5 g IV q6h", "ceftriaxone 2 g IV q24h + metronidazole 500 mg IV q8h"],
                "USS: dilated CBD 11mm, gallstones", "RUQ pain, jaundice and rigors (Charcot's triad)"),
    "abdo": (["anastomotic leak", "perforated diverticulitis", "faecal peritonitis", "intra-abdominal collection"],
             ["mixed coliforms", "E. coli", "Bacteroides fragilis", "Candida albicans", "Enterococcus faecalis"],
             ["Tazocin 4.5g IV TDS", "meropenem 1g IV TDS + fluconazole 400mg OD", "co-amoxiclav + gentamicin"],
             ["Zosyn 4.5 g IV q6h", "meropenem 1 g IV q8h + micafungin 100 mg IV daily"],
             "CT AP: free gas and fluid adjacent to anastomosis", "generalised peritonism and ileus"),
    "skin": (["cellulitis L leg", "necrotising fasciitis R thigh ?", "infected diabetic foot ulcer", "infected pressure ulcer (sacral)"],
             ["Streptococcus pyogenes (GAS)", "Staphylococcus aureus (MSSA)", "MRSA", "Group G Streptococcus", "mixed anaerobes"],
             ["flucloxacillin 2g IV QDS + clindamycin 1.2g IV QDS", "benzylpenicillin 2.4g IV QDS + clindamycin",
              "teicoplanin 400mg IV (3 loading doses) + clindamycin"],
             ["cefazolin 2 g IV q8h", "vancomycin + Zosyn + clindamycin (nec fasc protocol)", "vancomycin 25 mg/kg load"],
             "LRINEC score 7; CT: gas in fascial planes", "rapidly spreading erythema, pain out of proportion"),
    "line": (["PICC line infection", "CVC-related bloodstream infection", "Hickman line sepsis", "tunnelled dialysis line infection"],
             ["Staphylococcus epidermidis (CoNS)", "Staphylococcus aureus (MSSA)", "MRSA", "Candida parapsilosis", "Klebsiella pneumoniae"],
             ["vancomycin 1.5g IV then per levels", "teicoplanin 800mg IV then 400mg OD", "daptomycin 8mg/kg OD"],
             ["vancomycin 20 mg/kg IV q12h (AUC dosing)", "cefazolin 2 g IV q8h", "daptomycin 8 mg/kg IV q24h"],
             "exit site erythema, tunnel tender", "rigors with line flushes"),
    "neutro": (["neutropenic sepsis (D10 post chemo)", "febrile neutropenia", "neutropenic sepsis, ?line source"],
               ["Pseudomonas aeruginosa", "E. coli", "Streptococcus mitis", "no organism isolated"],
               ["piperacillin-tazobactam 4.5g IV QDS", "meropenem 1g IV TDS (penicillin allergy)", "Tazocin + amikacin 15mg/kg"],
               ["cefepime 2 g IV q8h", "meropenem 1 g IV q8h + vancomycin"],
               "neutrophils 0.1", "fever and rigors at home, took paracetamol"),
    "cns": (["bacterial meningitis ?", "meningoencephalitis", "meningococcal sepsis ?"],
            ["Neisseria meningitidis", "Streptococcus pneumoniae", "Listeria monocytogenes", "HSV-1 (PCR)"],
            ["ceftriaxone 2g IV BD + amoxicillin 2g IV 4-hourly + aciclovir 10mg/kg TDS", "ceftriaxone 2g IV BD + dexamethasone 10mg QDS"],
            ["ceftriaxone 2 g IV q12h + vancomycin + ampicillin + acyclovir", "ceftriaxone 2 g IV q12h + dexamethasone"],
            "CT head NAD prior to LP; CSF WCC 1840", "headache, photophobia, non-blanching rash"),
    "joint": (["septic arthritis R knee", "prosthetic joint infection (L hip)", "vertebral osteomyelitis / discitis"],
              ["Staphylococcus aureus (MSSA)", "Streptococcus agalactiae", "Kingella", "CoNS"],
              ["flucloxacillin 2g IV QDS", "vancomycin per levels + gentamicin", "ceftriaxone 2g OD"],
              ["cefazolin 2 g IV q8h", "vancomycin (pharmacy to dose) + ceftriaxone"],
              "aspirate: turbid, WCC 68,000, GPC in clusters", "hot swollen joint, unable to weight bear"),
    "endo": (["infective endocarditis (native mitral)", "IE ?prosthetic aortic valve", "right-sided endocarditis (PWID)"],
             ["Staphylococcus aureus (MSSA)", "Streptococcus gallolyticus", "Enterococcus faecalis", "viridans streptococci"],
             ["flucloxacillin 2g IV 4-hourly", "amoxicillin 2g IV 4-hourly + gentamicin 1mg/kg BD", "vancomycin + rifampicin"],
             ["cefazolin 2 g IV q8h", "vancomycin + ceftriaxone", "ampicillin + ceftriaxone (E. faecalis)"],
             "TTE: 12mm mobile vegetation on anterior MV leaflet", "fevers, new murmur, splinter haemorrhages"),
    "cdiff": (["severe C. difficile colitis", "C. diff with ileus"],
              ["Clostridioides difficile (toxin +ve)"],
              ["oral vancomycin 125mg QDS + IV metronidazole 500mg TDS", "fidaxomicin 200mg BD"],
              ["PO vancomycin 500 mg q6h + IV metronidazole", "fidaxomicin 200 mg PO BID"],
              "AXR: colonic dilatation 7cm", "profuse diarrhoea, >8 episodes/day"),
}

ORG_SENS = ["sensitive to co-amoxiclav, gentamicin, ciprofloxacin", "resistant to amoxicillin and trimethoprim",
            "ESBL producer, sensitive to meropenem, amikacin, temocillin", "MSSA: fluclox S, clinda S, erythro R",
            "MRSA: vanc S (MIC 1), linezolid S, doxy S", "pan-sensitive", "AmpC, cefepime S, pip-tazo R",
            "carbapenemase (OXA-48) detected - IPC informed", "pen S, ceftriaxone S", "amp S, vanc S, HLAR negative"]

PMH = [
    "T2DM (HbA1c 71)", "COPD - GOLD 3, home O2 2L", "CKD stage 3b (baseline creat 142)", "AF on apixaban",
    "IHD - NSTEMI {Y}", "CCF (EF 35% on echo {Y})", "HTN", "hypothyroidism", "rheumatoid arthritis on methotrexate",
    "previous CVA {Y} with residual L weakness", "Parkinson's disease", "Alzheimer's dementia", "alcohol excess (40u/wk)",
    "obesity (BMI 41)", "OSA on CPAP", "cirrhosis (Child-Pugh B)", "AAA repair {Y}", "TAVI {Y}",
    "multiple myeloma - on lenalidomide", "AML, cycle 2 chemo", "breast ca {Y} (WLE + radiotherapy)", "Crohn's disease",
    "renal transplant {Y} (tacrolimus, MMF)", "PWID, hep C", "bipolar disorder on lithium", "epilepsy",
    "Addison's disease on hydrocortisone", "Down syndrome", "MS - wheelchair user", "PVD, L BKA {Y}",
    "bronchiectasis (Pseudomonas colonised)", "previous ESBL UTI", "lap chole {Y}", "Hartmann's procedure {Y}",
    "Guillain-Barre syndrome {Y}, full recovery", "sickle cell trait", "asthma (Brittle, previous ITU {Y})",
]

HOME_MEDS_INTL = [
    "Metformin 1g BD", "Ramipril 5mg OD", "Apixaban 5mg BD", "Atorvastatin 40mg ON", "Bisoprolol 2.5mg OD",
    "Furosemide 40mg OM", "Salbutamol 100mcg 2 puffs PRN", "Trelegy Ellipta 1 puff OD", "Lansoprazole 30mg OD",
    "Levothyroxine 75mcg OD", "Prednisolone 5mg OD", "Methotrexate 15mg once weekly", "Folic acid 5mg weekly",
    "Insulin glargine (Lantus) 18 units at 22:00", "Sertraline 50mg OD", "Amlodipine 10mg OD", "Gliclazide 80mg BD",
    "Empagliflozin 10mg OD", "Tamsulosin 400mcg ON", "Donepezil 10mg ON", "Co-codamol 30/500 2 tabs QDS PRN",
    "Oramorph 2.5-5mg 2-hourly PRN", "Edoxaban 60mg OD", "Clopidogrel 75mg OD", "Aspirin 75mg OD",
    "Adcal-D3 1 tab BD", "Alendronic acid 70mg weekly", "Senna 15mg ON", "Laxido 1 sachet BD", "Mirtazapine 15mg ON",
    "Spironolactone 25mg OD", "Digoxin 62.5mcg OD", "Hydrocortisone 10mg/5mg/5mg", "Tacrolimus 3mg BD (level-guided)",
    "Lithium carbonate (Priadel) 400mg ON", "Levetiracetam 500mg BD", "Co-careldopa 25/100 TDS", "Fortisip 1 bottle BD",
]
HOME_MEDS_NA = [
    "Metformin 1000 mg PO BID", "Lisinopril 10 mg PO daily", "Eliquis (apixaban) 5 mg PO BID", "Atorvastatin 40 mg PO qHS",
    "Metoprolol succinate 50 mg PO daily", "Lasix 40 mg PO daily", "Albuterol HFA 2 puffs q4h PRN", "Protonix 40 mg PO daily",
    "Synthroid 88 mcg PO daily", "Prednisone 10 mg PO daily", "Lantus 22 units SC qHS", "Humalog sliding scale AC/HS",
    "Sertraline 50 mg PO daily", "Amlodipine 5 mg PO daily", "Glipizide 5 mg PO BID", "Jardiance 10 mg PO daily",
    "Flomax 0.4 mg PO qHS", "Norco 5/325 1 tab q6h PRN", "Zofran 4 mg PO q8h PRN nausea", "Xarelto 20 mg PO daily w/ dinner",
    "Plavix 75 mg PO daily", "Aspirin 81 mg PO daily", "Gabapentin 300 mg PO TID", "Trazodone 50 mg PO qHS",
    "Spironolactone 25 mg PO daily", "Entresto 24/26 mg PO BID", "Tiotropium (Spiriva) 18 mcg inh daily", "Seroquel 25 mg PO qHS",
    "Keppra 500 mg PO BID", "Sinemet 25/100 PO TID", "Docusate 100 mg PO BID", "Vitamin D3 2000 IU daily",
]

ALLERGIES = ["NKDA", "NKDA", "Penicillin - rash", "Penicillin - anaphylaxis", "Co-trimoxazole - Stevens-Johnson syndrome",
             "Clarithromycin - GI upset", "Latex", "Codeine - vomiting", "Vancomycin - red man syndrome (infusion rate)",
             "Sulfa drugs - hives", "Cephalexin - rash (tolerated ceftriaxone)", "Morphine - itch", "Nil known"]

DEVICE_MODELS = ["BD Alaris GP", "B. Braun Perfusor", "Arrow quad-lumen CVC", "Vygon Leadercath", "Bard PowerPICC",
                 "Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity", "Fisher & Paykel Airvo 2",
                 "Optiflow nasal cannulae", "Philips V60", "ResMed AirSense 10", "Hamilton C6", "Draeger Evita V500",
                 "Baxter PrisMax", "Omnicell", "Bair Hugger", "Flexi-Seal", "Sengstaken-Blakemore tube", "PiCCO",
                 "LiDCO rapid", "Edwards FloTrac", "Masimo SET", "Philips IntelliVue MX450", "Welch Allyn Connex",
                 "Belmont rapid infuser", "Swan-Ganz catheter", "Quinton catheter", "Foley catheter (16Fr)"]

SCORES = ["NEWS2", "qSOFA", "SOFA", "SIRS", "APACHE II", "SAPS II", "Clinical Frailty Scale (Rockwood)", "CURB-65",
          "Glasgow Coma Scale", "RASS", "CAM-ICU", "MUST", "Waterlow", "Braden", "Wells score", "HADS", "PHQ-9",
          "EQ-5D-5L", "Charlson index", "MEWS", "ADDS", "PAR score", "ECOG", "LRINEC", "4AT", "Barthel index",
          "MRC dyspnoea scale", "Borg", "Ottawa criteria", "Richmond Agitation-Sedation Scale", "CPOT", "Bristol stool chart"]

GUIDELINES = ["NICE NG51 (2016, updated 2024)", "Surviving Sepsis Campaign 2021", "Sepsis-3 (2016) definitions",
              "RCP NEWS2 (2017)", "Start Smart then Focus", "the Sepsis Six", "SEP-1 (CMS core measure)",
              "the Hour-1 bundle", "NSW CEC SEPSIS KILLS pathway", "Between the Flags", "HSE National Sepsis guideline",
              "ANZICS guidance", "eTG antibiotic guidelines", "KDIGO AKI criteria", "Berlin definition (ARDS)",
              "Hartford nomogram", "GOLD 2023", "BTS O2 guideline", "IDSA 2019 CAP guideline"]

FLUIDS_INTL = ["500ml Hartmann's bolus", "500ml 0.9% saline stat", "250ml Plasma-Lyte 148 bolus x2",
               "1L Hartmann's over 1h", "20% albumin 100ml", "500ml CSL (Hartmann's) over 15 min"]
FLUIDS_NA = ["30 mL/kg LR (2.4 L) per SEP-1", "1 L lactated Ringer's bolus", "500 mL NS bolus x2",
             "1 L Plasma-Lyte bolus", "25% albumin 12.5 g"]

O2_INTL = ["on air", "on 2L NP", "on 4L NC", "on 28% Venturi", "on 40% Venturi", "on 15L NRB", "on 60% / 50L HFNO"]
O2_NA = ["on RA", "on 2L NC", "on 4L NC", "on 6L NC", "on 50% Venti mask", "on NRB 15L", "on HFNC 40L/60%"]

AIRWAY_PLAN = ["HFNO (Airvo 2) 50L/min FiO2 0.5", "trial of CPAP 10cmH2O via Philips V60", "NIV IPAP 18 EPAP 6",
               "intubated (RSI: ketamine/roc), Hamilton C6 on VC 6ml/kg PBW", "15L NRB, for HFNO on arrival"]

TYPO_FREE_ABBR = ["NAD", "SOB", "RIF", "LIF", "RUQ", "PR", "PV", "UO", "CRT", "JVP", "HS I+II+0", "BS", "AE", "WOB"]


def abx_for(src, country, rng):
    entry = SOURCES[src]
    pool = entry[3] if country in ("US", "CA") else entry[2]
    return rng.choice(pool)


def home_meds(rng, country, n):
    pool = HOME_MEDS_NA if country in ("US", "CA") else HOME_MEDS_INTL
    idx = sorted(rng.sample(range(len(pool)), n))
    return [pool[i] for i in idx]
