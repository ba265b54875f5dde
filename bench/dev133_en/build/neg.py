"""Unannotated hard negatives typical of specialty outpatient notes: vitals, labs, drugs
and doses, scores, codes, eponyms, clock times and name-like ordinary words."""


def clock(r):
    h, mi = r.randint(7, 17), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    return r.choice([f"{h}:{mi:02d}", f"{h:02d}{mi:02d}", f"{h % 12 or 12}:{mi:02d} {'AM' if h < 12 else 'PM'}",
                     f"{h:02d}:{mi:02d}"])


def vitals(r):
    sbp, dbp = r.randint(98, 168), r.randint(58, 98)
    parts = [f"BP {sbp}/{dbp}", f"HR {r.randint(52, 104)}", f"Temp {r.choice(['97.', '98.', '99.'])}{r.randint(0, 9)} F",
             f"RR {r.randint(12, 20)}", f"SpO2 {r.randint(93, 100)}% on room air", f"Wt {r.randint(45, 140)}.{r.randint(0, 9)} kg",
             f"Ht {r.randint(150, 195)} cm", f"BMI {r.randint(18, 44)}.{r.randint(0, 9)}"]
    r.shuffle(parts)
    return ", ".join(parts[: r.randint(4, 8)])


def f1(r, lo, hi):
    return f"{r.uniform(lo, hi):.1f}"


def labs(r, spec):
    common = [f"Na {r.randint(132, 146)} mmol/L", f"K {f1(r, 3.2, 5.6)} mmol/L", f"creatinine {r.uniform(0.6, 3.8):.2f} mg/dL",
              f"BUN {r.randint(8, 68)} mg/dL", f"WBC {f1(r, 3.1, 13.5)} K/uL", f"Hgb {f1(r, 8.9, 16.2)} g/dL",
              f"platelets {r.randint(120, 420)} K/uL", f"glucose {r.randint(72, 310)} mg/dL", f"ALT {r.randint(9, 140)} U/L",
              f"AST {r.randint(11, 120)} U/L", f"albumin {f1(r, 2.8, 4.9)} g/dL"]
    extra = {
        "derm": [f"ANA titer 1:{r.choice([40, 80, 160])}", f"CK {r.randint(40, 900)} U/L", f"triglycerides {r.randint(90, 480)} mg/dL",
                 f"beta-hCG <{r.choice([2, 5])} mIU/mL", f"QuantiFERON negative"],
        "eye": [f"HbA1c {f1(r, 5.4, 11.2)}%", f"ESR {r.randint(4, 90)} mm/hr", f"CRP {f1(r, 0.2, 9.8)} mg/dL"],
        "ent": [f"IgE {r.randint(12, 1400)} IU/mL", f"TSH {r.uniform(0.3, 6.5):.2f} mIU/L", f"eosinophils {r.randint(1, 14)}%"],
        "rheum": [f"ESR {r.randint(4, 110)} mm/hr", f"CRP {f1(r, 0.2, 12.4)} mg/dL", f"RF {r.randint(8, 220)} IU/mL",
                  f"anti-CCP {r.randint(3, 250)} U", f"uric acid {f1(r, 3.5, 11.6)} mg/dL", f"C3 {r.randint(60, 160)} mg/dL",
                  f"ANA 1:{r.choice([80, 160, 320, 640])} speckled", f"DAS28-CRP {r.uniform(1.8, 6.1):.2f}"],
        "endo": [f"HbA1c {f1(r, 5.6, 12.8)}%", f"TSH {r.uniform(0.01, 9.5):.2f} mIU/L", f"free T4 {r.uniform(0.5, 3.1):.2f} ng/dL",
                 f"LDL {r.randint(45, 210)} mg/dL", f"vitamin D {r.randint(9, 62)} ng/mL", f"PTH {r.randint(12, 240)} pg/mL",
                 f"calcium {f1(r, 8.1, 11.9)} mg/dL", f"C-peptide {f1(r, 0.1, 4.5)} ng/mL", f"time in range {r.randint(30, 92)}%"],
        "gi": [f"lipase {r.randint(12, 600)} U/L", f"fecal calprotectin {r.randint(15, 1800)} ug/g", f"ferritin {r.randint(4, 500)} ng/mL",
               f"total bilirubin {f1(r, 0.2, 4.8)} mg/dL", f"INR {f1(r, 0.9, 2.4)}", f"tTG-IgA {r.randint(1, 120)} U/mL",
               f"MELD {r.randint(6, 24)}"],
        "neph": [f"eGFR {r.randint(9, 88)} mL/min/1.73m2", f"UACR {r.randint(12, 2400)} mg/g", f"phosphorus {f1(r, 2.4, 7.1)} mg/dL",
                 f"bicarbonate {r.randint(15, 29)} mmol/L", f"PTH {r.randint(40, 620)} pg/mL", f"Kt/V {r.uniform(1.1, 1.8):.2f}",
                 f"UPCR {f1(r, 0.1, 6.2)} g/g"],
        "uro": [f"PSA {r.uniform(0.1, 18.0):.2f} ng/mL", f"PVR {r.randint(10, 420)} mL", f"testosterone {r.randint(120, 890)} ng/dL",
                f"urine pH {f1(r, 5.0, 7.5)}", f"24-hour urine citrate {r.randint(120, 900)} mg/day", f"Qmax {f1(r, 4.0, 24.0)} mL/s"],
        "allergy": [f"total IgE {r.randint(8, 2200)} kU/L", f"peanut IgE {f1(r, 0.1, 80.0)} kUA/L", f"Ara h 2 {f1(r, 0.1, 30.0)} kUA/L",
                    f"tryptase {f1(r, 2.1, 18.0)} ng/mL", f"FEV1 {r.randint(48, 112)}% predicted", f"FeNO {r.randint(8, 95)} ppb",
                    f"eosinophils {r.randint(100, 1400)} cells/uL"],
        "pain": [f"UDS positive for oxycodone", f"creatinine {r.uniform(0.6, 1.6):.2f} mg/dL", f"HbA1c {f1(r, 5.2, 9.8)}%",
                 f"vitamin D {r.randint(9, 62)} ng/mL"],
    }
    ex = extra.get(spec, [])
    pool = r.sample(ex, min(len(ex), r.randint(2, 4))) + r.sample(common, r.randint(2, 5))
    r.shuffle(pool)
    return ", ".join(pool)


MEDS = {
    "derm": ["clobetasol 0.05% ointment BID", "triamcinolone 0.1% cream BID", "tacrolimus 0.1% ointment", "doxycycline 100 mg BID",
             "isotretinoin 40 mg daily", "methotrexate 15 mg weekly", "dupilumab 300 mg SC q2 weeks", "spironolactone 100 mg daily",
             "tretinoin 0.025% cream qHS", "ketoconazole 2% shampoo", "fluorouracil 5% cream BID x 3 weeks", "adalimumab 40 mg q2 weeks",
             "hydroxyzine 25 mg qHS PRN itch", "mupirocin 2% ointment TID", "ivermectin 1% cream daily", "valacyclovir 1 g TID"],
    "eye": ["latanoprost 0.005% 1 drop OU qHS", "timolol 0.5% BID OU", "brimonidine 0.2% TID OS", "prednisolone acetate 1% QID OD",
            "moxifloxacin 0.5% QID x 1 week", "artificial tears QID", "cyclosporine 0.05% BID", "aflibercept 2 mg intravitreal",
            "bevacizumab 1.25 mg intravitreal", "dorzolamide-timolol BID", "ketorolac 0.5% QID", "atropine 1% daily"],
    "ent": ["fluticasone 50 mcg 2 sprays each nostril daily", "azelastine 137 mcg BID", "amoxicillin-clavulanate 875 mg BID x 10 days",
            "ciprofloxacin-dexamethasone otic 4 drops BID", "cetirizine 10 mg daily", "prednisone 60 mg taper", "saline irrigation BID",
            "omeprazole 40 mg daily", "montelukast 10 mg qHS", "budesonide 0.5 mg in 240 mL saline rinse"],
    "rheum": ["methotrexate 20 mg weekly", "folic acid 1 mg daily", "hydroxychloroquine 200 mg BID", "prednisone 5 mg daily",
              "adalimumab 40 mg q2 weeks", "etanercept 50 mg weekly", "tofacitinib 5 mg BID", "allopurinol 300 mg daily",
              "colchicine 0.6 mg daily", "leflunomide 20 mg daily", "sulfasalazine 1000 mg BID", "rituximab 1000 mg IV x 2",
              "tocilizumab 162 mg SC weekly", "febuxostat 40 mg daily", "mycophenolate 1500 mg BID", "belimumab 200 mg SC weekly"],
    "endo": ["metformin 1000 mg BID", "insulin glargine 24 units qHS", "insulin lispro 1 unit:10 g carbs", "semaglutide 1 mg weekly",
             "empagliflozin 10 mg daily", "levothyroxine 112 mcg daily", "methimazole 10 mg daily", "alendronate 70 mg weekly",
             "atorvastatin 40 mg daily", "cinacalcet 30 mg BID", "hydrocortisone 15 mg AM / 5 mg PM", "tirzepatide 7.5 mg weekly",
             "cholecalciferol 2000 IU daily", "liothyronine 5 mcg daily"],
    "gi": ["pantoprazole 40 mg daily", "mesalamine 4.8 g daily", "infliximab 5 mg/kg IV q8 weeks", "vedolizumab 300 mg IV q8 weeks",
           "ustekinumab 90 mg SC q8 weeks", "budesonide 9 mg daily", "lactulose 20 g TID", "rifaximin 550 mg BID",
           "polyethylene glycol 17 g daily", "ondansetron 4 mg PRN", "dicyclomine 20 mg QID PRN", "ursodiol 300 mg BID",
           "sucralfate 1 g QID", "linaclotide 145 mcg daily"],
    "neph": ["lisinopril 20 mg daily", "losartan 100 mg daily", "furosemide 40 mg BID", "sevelamer 800 mg TID with meals",
             "calcitriol 0.25 mcg daily", "sodium bicarbonate 650 mg BID", "epoetin alfa 10,000 units weekly", "patiromer 8.4 g daily",
             "dapagliflozin 10 mg daily", "tacrolimus 3 mg BID", "amlodipine 10 mg daily", "finerenone 10 mg daily"],
    "uro": ["tamsulosin 0.4 mg qHS", "finasteride 5 mg daily", "oxybutynin 5 mg BID", "mirabegron 50 mg daily", "tadalafil 5 mg daily",
            "potassium citrate 15 mEq BID", "nitrofurantoin 100 mg BID x 5 days", "hydrochlorothiazide 25 mg daily",
            "leuprolide 22.5 mg q3 months", "trimethoprim 100 mg qHS", "solifenacin 5 mg daily", "phenazopyridine 200 mg TID x 2 days"],
    "allergy": ["epinephrine auto-injector 0.3 mg", "cetirizine 10 mg daily", "fluticasone-salmeterol 250/50 BID", "albuterol 90 mcg 2 puffs q4h PRN",
                "montelukast 10 mg daily", "omalizumab 300 mg SC q4 weeks", "dupilumab 300 mg SC q2 weeks", "levocetirizine 5 mg qHS",
                "olopatadine 0.2% 1 drop daily", "famotidine 20 mg BID", "budesonide-formoterol 160/4.5 2 puffs BID",
                "epinephrine 0.15 mg auto-injector"],
    "pain": ["gabapentin 300 mg TID", "duloxetine 60 mg daily", "oxycodone 5 mg q6h PRN", "tramadol 50 mg q6h PRN",
             "cyclobenzaprine 10 mg qHS", "meloxicam 15 mg daily", "lidocaine 5% patch 12 hours on/12 off", "pregabalin 75 mg BID",
             "buprenorphine 10 mcg/hr patch weekly", "naloxone 4 mg nasal spray", "tizanidine 4 mg qHS", "acetaminophen 1000 mg TID",
             "methylprednisolone 80 mg", "triamcinolone 40 mg", "bupivacaine 0.25% 3 mL", "nortriptyline 25 mg qHS"],
}

DX = {
    "derm": ["psoriasis vulgaris (L40.0)", "atopic dermatitis (L20.9)", "basal cell carcinoma, nose (C44.311)", "seborrheic keratosis (L82.1)",
             "actinic keratosis (L57.0)", "acne vulgaris (L70.0)", "rosacea (L71.9)", "hidradenitis suppurativa (L73.2)",
             "melanocytic nevus (D22.5)", "squamous cell carcinoma in situ (D04.5)", "alopecia areata (L63.9)", "vitiligo (L80)",
             "lichen planus (L43.9)", "Grover's disease (L11.1)", "bullous pemphigoid (L12.0)"],
    "eye": ["primary open-angle glaucoma (H40.1131)", "nuclear sclerotic cataract OU (H25.13)", "exudative AMD OD (H35.3211)",
            "diabetic macular edema (E11.3511)", "dry eye syndrome (H04.123)", "posterior vitreous detachment OS (H43.812)",
            "Fuchs' dystrophy (H18.513)", "blepharitis (H01.003)", "anterior uveitis (H20.9)", "keratoconus (H18.603)"],
    "ent": ["chronic rhinosinusitis with nasal polyps (J33.9)", "sensorineural hearing loss, bilateral (H90.3)", "Meniere's disease (H81.09)",
            "obstructive sleep apnea (G47.33)", "laryngopharyngeal reflux (K21.9)", "tinnitus (H93.13)", "BPPV (H81.10)",
            "chronic otitis media (H66.90)", "deviated septum (J34.2)", "vocal fold nodules (J38.2)", "Eustachian tube dysfunction (H69.83)"],
    "rheum": ["rheumatoid arthritis, seropositive (M05.79)", "gout (M10.9)", "systemic lupus erythematosus (M32.9)", "psoriatic arthritis (L40.50)",
              "polymyalgia rheumatica (M35.3)", "Sjogren's syndrome (M35.00)", "ankylosing spondylitis (M45.9)", "osteoarthritis, knee (M17.11)",
              "Raynaud's phenomenon (I73.00)", "giant cell arteritis (M31.6)", "fibromyalgia (M79.7)", "CPPD (M11.20)"],
    "endo": ["type 2 diabetes mellitus (E11.65)", "type 1 diabetes mellitus (E10.9)", "Hashimoto's thyroiditis (E06.3)", "Graves' disease (E05.00)",
             "thyroid nodule (E04.1)", "osteoporosis (M81.0)", "primary hyperparathyroidism (E21.0)", "Addison's disease (E27.1)",
             "PCOS (E28.2)", "hypogonadism (E29.1)", "Cushing's syndrome, suspected (E24.9)", "hyperlipidemia (E78.5)"],
    "gi": ["Crohn's disease of ileum (K50.00)", "ulcerative colitis (K51.90)", "GERD (K21.9)", "Barrett's esophagus (K22.70)", "celiac disease (K90.0)",
           "NAFLD (K76.0)", "IBS-C (K58.1)", "colon polyps (K63.5)", "cirrhosis (K74.60)", "diverticulosis (K57.30)",
           "eosinophilic esophagitis (K20.0)", "H. pylori gastritis (K29.70)"],
    "neph": ["CKD stage 3b (N18.32)", "CKD stage 4 (N18.4)", "ESRD on hemodialysis (N18.6)", "IgA nephropathy (N02.8)", "nephrotic syndrome (N04.9)",
             "hyperkalemia (E87.5)", "renal transplant status (Z94.0)", "polycystic kidney disease (Q61.3)", "diabetic nephropathy (E11.21)",
             "hypertensive CKD (I12.9)", "FSGS (N05.1)"],
    "uro": ["BPH with LUTS (N40.1)", "nephrolithiasis (N20.0)", "overactive bladder (N32.81)", "elevated PSA (R97.20)", "erectile dysfunction (N52.9)",
            "recurrent UTI (N39.0)", "microscopic hematuria (R31.29)", "prostate cancer, Gleason 3+4 (C61)", "stress incontinence (N39.3)",
            "urethral stricture (N35.9)", "Peyronie's disease (N48.6)"],
    "allergy": ["peanut allergy (Z91.010)", "allergic rhinitis (J30.9)", "moderate persistent asthma (J45.40)", "chronic urticaria (L50.8)",
                "penicillin allergy label (Z88.0)", "venom allergy (Z91.030)", "eosinophilic esophagitis (K20.0)", "hereditary angioedema (D84.1)",
                "alpha-gal syndrome (Z91.018)", "CVID (D83.9)", "food protein-induced enterocolitis (K52.21)"],
    "pain": ["lumbar radiculopathy (M54.16)", "lumbar spondylosis (M47.816)", "cervicalgia (M54.2)", "CRPS type 1 (G90.50)",
             "sacroiliac joint dysfunction (M53.3)", "post-laminectomy syndrome (M96.1)", "knee osteoarthritis (M17.0)",
             "occipital neuralgia (M54.81)", "diabetic neuropathy (E11.42)", "chronic pain syndrome (G89.4)", "trigeminal neuralgia (G50.0)"],
}

EPONYM = {
    "derm": ["Koebner phenomenon", "Nikolsky sign negative", "Mohs micrographic surgery", "Wood's lamp exam", "Breslow depth 0.4 mm",
             "Clark level II", "Darier sign", "Auspitz sign", "Fitzpatrick type III"],
    "eye": ["Snellen chart", "Goldmann applanation", "Schirmer test 6 mm", "Amsler grid normal", "Ishihara plates 14/14", "Humphrey 24-2",
            "Seidel negative", "Marcus Gunn pupil absent", "Hertel exophthalmometry"],
    "ent": ["Weber midline", "Rinne AC>BC bilaterally", "Dix-Hallpike negative", "Epley maneuver", "Valsalva", "Mallampati III",
            "Friedman tongue position 3", "Lund-Mackay score 12", "Reinke's space"],
    "rheum": ["Heberden nodes", "Bouchard nodes", "Schober test 3 cm", "Gottron papules", "Phalen negative", "Tinel negative",
              "FABER positive", "Patrick test", "Baker's cyst"],
    "endo": ["Chvostek sign negative", "Trousseau sign negative", "Pemberton sign negative", "Wolff-Chaikoff", "Bethesda III nodule",
             "TI-RADS 4", "Kussmaul breathing absent", "FRAX 10-year risk 14%"],
    "gi": ["Boston Bowel Prep Scale 8", "Mayo endoscopic score 2", "Los Angeles grade B", "Prague C2M4", "Paris 0-Is", "Child-Pugh A",
           "Murphy sign negative", "Rovsing negative", "Forrest class III", "Hill grade II"],
    "neph": ["Kimmelstiel-Wilson lesions", "Berger disease", "Fanconi syndrome excluded", "Alport screening", "Cockcroft-Gault",
             "Oxford classification M1 E0 S1 T0"],
    "uro": ["Gleason 3+4=7", "AUA symptom score 18", "IPSS 19", "SHIM 14", "Foley catheter 16 Fr", "Peyronie plaque", "Valsalva leak point",
            "Stone Free status", "Hounsfield 1100 HU"],
    "allergy": ["Brighton criteria", "Sampson criteria", "Gell and Coombs type I", "Quincke edema", "histamine control 6 mm",
                "saline control 0 mm", "ACT score 17", "Samter triad"],
    "pain": ["Kemp test positive", "Patrick FABER", "Gaenslen test", "Spurling negative", "Lhermitte negative", "straight leg raise positive at 40 degrees",
             "Oswestry 46%", "PHQ-9 of 8", "ORT score 3", "PEG score 7", "Waddell signs 1/5"],
}

# ordinary words that are also names in the pools; used in lower-case clinical sense
NAMEWORDS = {
    "derm": ["brown macule", "white scale", "rose-colored papules", "silvery white plaques", "black eschar", "hope to avoid systemic therapy",
             "may use sunscreen SPF 50", "green nail discoloration", "gray-brown patch"],
    "eye": ["iris without neovascularization", "white and quiet conjunctiva", "iris pattern normal", "may blur vision for 4 hours",
            "brown iris", "faith in drops limited by cost"],
    "ent": ["bell-shaped tympanogram curve", "white plaque on tonsil", "will return for audiogram", "hope to avoid surgery",
            "green nasal discharge"],
    "rheum": ["morning stiffness for 90 minutes", "may hold methotrexate", "grace period for labs", "long walks limited", "white fingers in cold"],
    "endo": ["may increase dose", "will page endocrine fellow on call", "hope for remission", "brown adipose", "long-acting insulin"],
    "gi": ["black stool denied", "white plaques in esophagus", "grace period for prep", "will page GI fellow", "hill sign"],
    "neph": ["stone-forming history", "dry weight 71.5 kg", "will page renal fellow", "may need access", "foamy urine"],
    "uro": ["kidney stone 6 mm", "stone passed", "white cells in urine", "may void hourly", "ward round discussion", "rich in oxalate"],
    "allergy": ["bee sting in summer", "may carry two auto-injectors", "hope to introduce baked milk", "cook at home", "wood dust"],
    "pain": ["will page anesthesia", "may drive after 24 hours", "hope for 50% relief", "long walks", "strong desire to reduce opioids"],
}

CPT = {"derm": ["11102", "11104", "17000", "17003", "17311", "17312", "96910"], "eye": ["92134", "92083", "67028", "92250", "66984"],
       "ent": ["31231", "92557", "92567", "69210", "31575"], "rheum": ["20610", "96413", "96415", "20605"],
       "endo": ["95251", "60100", "76536", "95250"], "gi": ["45380", "43239", "45385", "43235"], "neph": ["90960", "36800", "50200"],
       "uro": ["52000", "51798", "55700", "52332"], "allergy": ["95004", "95024", "95165", "94010", "95076"],
       "pain": ["64483", "62321", "64493", "64635", "27096", "63650"]}

ROS = ["Constitutional: no fever, no night sweats.", "Skin: no new rashes.", "Eyes: no vision change.", "GI: no melena, no black stool.",
       "GU: no dysuria.", "Neuro: no weakness, no numbness.", "Psych: mood good; PHQ-2 score 0.", "MSK: morning stiffness under 30 minutes.",
       "Heme: no easy bruising.", "Resp: no wheeze, no cough."]


def medlist(r, spec, k):
    pool = MEDS.get(spec, MEDS["derm"])
    return r.sample(pool, min(k, len(pool)))


def orders(r, spec):
    codes = r.sample(CPT.get(spec, CPT["derm"]), 2)
    return f"Orders: CPT {codes[0]}, CPT {codes[1]}; {r.choice(EPONYM.get(spec, EPONYM['derm']))}; {r.choice(NAMEWORDS.get(spec, NAMEWORDS['derm']))}."
