"""Clinical vocabulary: conditions, medicines with sigs, dressings, catheters,
insulins, scores, labs and vitals. These are the hard negatives: brand and
drug names, eponyms, devices and makers, scales named after people and places."""

CONDITIONS = [
    "T2DM", "Type 1 diabetes", "CCF (EF 35%)", "COPD (GOLD 3)", "AF on apixaban",
    "CKD stage 3b", "Parkinson's disease", "Alzheimer's dementia", "vascular dementia",
    "Lewy body dementia", "MS (secondary progressive)", "MND", "metastatic prostate ca",
    "pancreatic ca", "hx CVA with L hemiparesis", "PVD", "venous leg ulcers (recurrent)",
    "BPH", "osteoarthritis both knees", "hypothyroidism", "Addison's disease",
    "Crohn's disease", "lymphoedema bilateral legs", "Charcot foot (R)", "hx Hodgkin lymphoma",
    "Guillain-Barre syndrome", "IHD, CABG x3", "hypertension", "osteoporosis, #NOF",
    "morbid obesity (BMI 47)", "spinal cord injury T10", "Huntington's disease",
    "lung ca with bone mets", "bladder ca (TURBT)", "Sjogren's syndrome", "polymyalgia rheumatica",
    "chronic urinary retention", "spina bifida", "learning disability", "Down syndrome",
    "rheumatoid arthritis", "heart failure with preserved EF", "cirrhosis (ETOH)",
    "bronchiectasis", "Paget's disease of bone", "Raynaud's", "Cushing's syndrome (iatrogenic)",
]

MEDS_UK = [
    "Metformin 500mg BD", "Apixaban 5mg BD", "Furosemide 40mg OM", "Bisoprolol 2.5mg OD",
    "Ramipril 5mg OD", "Atorvastatin 20mg ON", "Lansoprazole 30mg OD", "Paracetamol 1g QDS PRN",
    "Oramorph 2.5-5mg 2-4 hrly PRN", "Tamsulosin 400mcg OD", "Finasteride 5mg OD",
    "Levothyroxine 75mcg OD", "Co-codamol 30/500 2 tabs QDS", "Sertraline 50mg OD",
    "Donepezil 10mg ON", "Co-beneldopa (Madopar) 125mg TDS", "Sinemet Plus 1 tab QDS",
    "Adcal-D3 1 tab BD", "Laxido 1 sachet BD", "Senna 7.5mg 2 tabs ON", "Zomorph 10mg BD",
    "Gabapentin 300mg TDS", "Prednisolone 5mg OM", "Hydrocortisone 10mg/5mg/5mg",
    "Flucloxacillin 500mg QDS 7/7", "Trimethoprim 200mg BD 3/7", "Nitrofurantoin 50mg QDS",
    "Mirabegron 50mg OD", "Warfarin as per INR (yellow book)", "Edoxaban 60mg OD",
    "Empagliflozin 10mg OD", "Gliclazide 80mg BD", "Sitagliptin 100mg OD", "Amlodipine 5mg OD",
    "Spironolactone 25mg OD", "Clopidogrel 75mg OD", "Mirtazapine 15mg ON", "Quetiapine 25mg ON",
    "Fortisip Compact 1 bottle BD", "Ensure Plus 2 daily", "Zerobase cream TDS",
    "Doublebase gel PRN", "Salbutamol inh 2 puffs PRN", "Trelegy Ellipta 1 puff OD",
    "Alendronic acid 70mg weekly (Mon)", "Fentanyl 12mcg/hr patch every 72h",
    "Buprenorphine (Butec) 10mcg/hr patch weekly", "Lactulose 15ml BD", "Ferrous fumarate 210mg OD",
]
MEDS_US = [
    "Metformin 500 mg PO BID", "Eliquis 5 mg PO BID", "Lasix 40 mg PO daily",
    "Metoprolol succinate 25 mg PO daily", "Lisinopril 10 mg PO daily",
    "Atorvastatin 40 mg PO qHS", "Omeprazole 20 mg PO daily", "Tylenol 650 mg PO q6h PRN",
    "Oxycodone 5 mg PO q4h PRN", "Flomax 0.4 mg PO daily", "Levothyroxine 50 mcg PO daily",
    "Sertraline 50 mg PO daily", "Aricept 10 mg PO qHS", "Carbidopa-levodopa 25/100 PO TID",
    "MiraLAX 17 g PO daily", "Senna-S 2 tabs PO qHS", "Gabapentin 300 mg PO TID",
    "Prednisone 5 mg PO daily", "Keflex 500 mg PO QID x 7 days", "Bactrim DS 1 tab PO BID",
    "Jardiance 10 mg PO daily", "Glipizide 5 mg PO BID", "Januvia 100 mg PO daily",
    "Amlodipine 5 mg PO daily", "Plavix 75 mg PO daily", "Coumadin per INR",
    "Albuterol HFA 2 puffs q4h PRN", "Ensure Plus 1 bottle BID", "Vitamin D3 2000 IU daily",
    "Xarelto 20 mg PO with supper", "Ferrous sulfate 325 mg PO daily",
]
ALLERGIES = ["NKDA", "Penicillin (rash)", "Elastoplast - skin reaction", "Latex",
             "Chlorhexidine (blistering)", "Codeine (vomiting)", "Iodine - redness",
             "Sulfa drugs", "Trimethoprim (angioedema)", "NKA", "Morphine (hallucinations)",
             "Adhesive tape", "Silver dressings (itch)", "Cefalexin"]

WOUND_SITES = ["sacrum", "L heel", "R heel", "L lateral malleolus", "R medial malleolus",
               "R gaiter area", "L shin", "R buttock", "coccyx", "L hallux", "R 5th MTH",
               "abdominal midline wound", "PEG site", "R forearm", "L natal cleft",
               "L ischial tuberosity", "R lateral calf", "L breast (fungating)", "R ear pinna",
               "posterior L thigh"]
WOUND_TYPES = ["Category 2 pressure ulcer", "Category 3 pressure ulcer", "Category 4 PU",
               "Unstageable PU", "DTI (suspected deep tissue injury)", "venous leg ulcer",
               "mixed aetiology leg ulcer", "diabetic foot ulcer", "surgical wound dehiscence",
               "skin tear (ISTAP type 2)", "MASD / IAD", "arterial ulcer", "fungating wound",
               "traumatic laceration", "post-op wound (Hartmann's)"]
PRIMARY = ["Aquacel Ag+ Extra", "Inadine", "Iodoflex", "Kaltostat", "Flaminal Hydro",
           "Sorbact ribbon", "Activon Tulle (medical honey)", "Atrauman", "Medihoney gel",
           "Urgotul", "Algisite M", "Cutimed Sorbact gel", "Silvercel", "Purilon gel",
           "Acticoat Flex 3", "Mepitel One", "Adaptic Touch", "Kerracel Ag"]
SECONDARY = ["Mepilex Border Sacrum", "Allevyn Life", "Biatain Silicone", "Kliniderm foam",
             "Zetuvit Plus", "Eclypse", "KerraMax Care", "Mepilex Border Flex", "Cutimed Siltec",
             "Allevyn Gentle Border Heel", "Softpore", "Mepore", "Tegaderm film", "Opsite Flexifix"]
COMPRESSION = ["K-Two reduced", "K-Two full", "Coban 2", "Coban 2 Lite", "Actico",
               "UrgoK2", "JOBST FarrowWrap", "ActiLymph class 1 hosiery", "Juzo class 2 hosiery",
               "Mediven ulcer kit", "Ulcer X kit"]
CLEANSE = ["Prontosan", "Octenilin", "normal saline 0.9%", "tap water", "Granudacyn",
           "Microdacyn", "Purilon", "Dermol 500 wash"]
BARRIER = ["Cavilon barrier cream", "Medi Derma-S", "Proshield Plus", "Cavilon No Sting spray",
           "Sudocrem", "Conotrane", "Medi Derma-Pro", "Zinc & castor oil"]
MAKERS = ["Smith & Nephew", "Molnlycke", "ConvaTec", "Coloplast", "3M", "Urgo", "Essity",
          "Hollister", "B. Braun", "Bard", "Teleflex", "Arjo", "Invacare", "Drive DeVilbiss",
          "Medtronic", "Abbott", "Roche", "Novo Nordisk", "Sanofi", "Lilly"]

CATHETERS = ["Foley 2-way 14Ch silicone, 10ml balloon", "Foley 2-way 12Ch hydrogel, 10ml balloon",
             "Bard Biocath 14Ch", "Rusch Brillant AquaFlate 16Ch", "Folysil 14Ch (Coloplast)",
             "Releen 12Ch", "suprapubic 16Ch all-silicone (Bard)", "Teleflex Rusch 16Ch SP",
             "Optitube 14Ch female length", "Bard Lubri-Sil 14Ch"]
UNREGISTERED = {"HCA", "Home Health Aide", "AIN", "PSW", "Healthcare Assistant", "Health Care Assistant",
                "Student Nurse", "Intake Coordinator", "Call Handler", "Care Coordinator"}
LEG_BAGS = ["Conveen leg bag 500ml", "Simpla Profile 500ml leg bag", "Flip-Flo catheter valve", "Bard leg bag 750ml"]
NIGHT_BAGS = ["Simpla S4 2L night bag", "Bard Urinary Drainage Bag 2000ml", "Conveen 2L night bag", "non-drainable 2L bag on stand"]
WOUND_PAIRS = {
    "pressure": (["Category 2 pressure ulcer", "Category 3 pressure ulcer", "Category 4 PU", "Unstageable PU",
                  "DTI (suspected deep tissue injury)"],
                 ["sacrum", "L heel", "R heel", "coccyx", "R buttock", "L ischial tuberosity", "R ear pinna", "L natal cleft"]),
    "leg": (["venous leg ulcer", "mixed aetiology leg ulcer", "arterial ulcer"],
            ["L lateral malleolus", "R medial malleolus", "R gaiter area", "L shin", "R lateral calf", "L gaiter area"]),
    "foot": (["diabetic foot ulcer", "arterial ulcer"], ["L hallux", "R 5th MTH", "L heel", "R plantar forefoot"]),
    "surg": (["surgical wound dehiscence", "post-op wound (Hartmann's)", "post-op wound (TKR)"],
             ["abdominal midline wound", "R knee", "L groin", "stoma site"]),
    "skin": (["skin tear (ISTAP type 2)", "skin tear (ISTAP type 3)", "traumatic laceration"], ["R forearm", "L shin", "R shin", "dorsum L hand"]),
    "masd": (["MASD / IAD"], ["natal cleft and buttocks", "groin", "sacrum"]),
    "fung": (["fungating wound"], ["L breast (fungating)", "R axilla", "L neck"]),
}


def wound_pick(r):
    kind = r.choice(sorted(WOUND_PAIRS))
    types, sites = WOUND_PAIRS[kind]
    return r.choice(types), r.choice(sites)


def cath_pick(r, sex, sp=False):
    if sp:
        return r.choice(["suprapubic 16Ch all-silicone (Bard)", "Teleflex Rusch 16Ch SP", "Folysil 16Ch SP (Coloplast)", "Bard Biocath 16Ch SP"])
    pool = [x for x in CATHETERS if "suprapubic" not in x and " SP" not in x and (sex == "F" or "female" not in x)]
    return r.choice(pool)


CATH_REASON = ["chronic urinary retention", "BPH with failed TWOC", "neurogenic bladder (MS)",
               "end of life comfort", "sacral pressure ulcer - to keep wound dry",
               "retention post #NOF", "bladder outflow obstruction awaiting TURP",
               "urethral stricture", "spinal cord injury"]
CATH_SUNDRY = ["Optilube Active", "Instillagel 11ml", "Optiflo R", "Optiflo S (Suby G)",
               "Optiflo G", "Uro-Tainer Twin Solutio R", "Conveen leg bag 500ml",
               "Simpla Profile 500ml leg bag", "Flip-Flo catheter valve", "Simpla S4 2L night bag",
               "Statlock fixation", "G-Strap", "Ugo Fix sleeve", "Bard Urinary Drainage Bag 2000ml"]

INSULINS = [("NovoRapid FlexPen", "rapid"), ("Humalog KwikPen", "rapid"), ("Fiasp FlexTouch", "rapid"),
            ("Lantus SoloStar", "basal"), ("Abasaglar KwikPen", "basal"), ("Toujeo SoloStar", "basal"),
            ("Levemir FlexPen", "basal"), ("Tresiba FlexTouch", "basal"), ("Semglee pen", "basal"),
            ("Humulin I KwikPen", "basal"), ("Insulatard InnoLet", "basal"),
            ("Humulin M3 KwikPen", "mix"), ("NovoMix 30 FlexPen", "mix"), ("Humalog Mix25 KwikPen", "mix")]
METERS = ["Accu-Chek Guide", "FreeStyle Libre 2 reader", "GlucoRx Nexus", "CareSens N",
          "Contour Next One", "OneTouch Verio Reflect", "GlucoMen areo", "Dexcom G7 receiver"]
NEEDLES = ["BD Viva 4mm", "BD Micro-Fine+ 5mm", "Omnican 4mm", "GlucoRx FinePoint 4mm",
           "Unifine Pentips Plus 5mm", "NovoFine 6mm"]

EOL_MEDS = [
    "Morphine sulfate 2.5-5mg SC 2-4 hrly PRN (pain/breathlessness)",
    "Oxycodone 1-2mg SC 2-4 hrly PRN (eGFR <30)",
    "Midazolam 2.5-5mg SC hourly PRN (agitation), max 30mg/24h",
    "Levomepromazine 5-12.5mg SC 4 hrly PRN (nausea/terminal agitation)",
    "Haloperidol 0.5-1mg SC 4 hrly PRN (nausea/delirium)",
    "Glycopyrronium 200mcg SC 4 hrly PRN (secretions)",
    "Hyoscine butylbromide (Buscopan) 20mg SC 4 hrly PRN, max 120mg/24h",
    "Water for injection 10ml x 10 ampoules",
    "Alfentanil 100-200mcg SC hourly PRN (renal)",
]
CSCI = ["Morphine sulfate 10mg", "Oxycodone 10mg", "Midazolam 10mg", "Levomepromazine 6.25mg",
        "Haloperidol 1.5mg", "Glycopyrronium 600mcg", "Hyoscine butylbromide 60mg",
        "Cyclizine 150mg", "Alfentanil 1mg"]
PUMPS = ["McKinley T34", "BD BodyGuard T", "CME T34 Ambulatory Syringe Pump", "NIKI T34"]

EQUIPMENT = [
    ("Profiling bed (Invacare SB 755)", "BED"), ("Dynamic air mattress (Nimbus 4)", "MAT"),
    ("Alternating mattress - Alpha Active 4", "MAT"), ("Hybrid mattress (Dyna-Form Mercury Advance)", "MAT"),
    ("Repose heel protectors (pair)", "HEEL"), ("Pressure-relieving cushion - Repose", "CUSH"),
    ("Mobile hoist (Oxford Mini 180)", "HOIST"), ("Medium loop slings x2", "SLING"),
    ("Glide sheets x2", "SLIDE"), ("Commode with padded seat", "COMM"),
    ("Perching stool", "STOOL"), ("Raised toilet seat 4in", "RTS"), ("Zimmer frame", "WALK"),
    ("Rotastand turning aid", "TURN"), ("Bed lever", "LEVER"), ("Over-bed table", "TABLE"),
    ("Air-flow cushion (Aura)", "CUSH"), ("Riser recliner chair (bariatric)", "CHAIR"),
    ("Sara Stedy standing aid", "STAND"), ("Wedge positioning system", "WEDGE"),
]

GUIDELINES = ["NICE NG19 (2015)", "NICE CG179 (2014)", "NICE NG31 (2015)", "SIGN 120 (2010)",
              "EPUAP/NPIAP/PPPIA 2019 guideline", "Wounds UK Best Practice Statement 2019",
              "ISTAP 2018 classification", "RCN catheter care guidance 2021", "NICE CG139 (2012)",
              "Ambitions for Palliative and End of Life Care 2021-2026", "ADA Standards of Care 2024",
              "JBDS-IP 2023 guidance", "WOCN 2016 guideline", "NICE QS90 (2015)"]

EPONYM_SIGNS = ["Homans' sign negative", "Stemmer's sign positive", "Buerger's test negative",
                "Cheyne-Stokes breathing noted", "Kussmaul breathing absent", "Trendelenburg gait",
                "no Murphy's sign", "Virchow's triad considered - low risk", "Beau's lines on nails",
                "Kernig's negative"]

ROLES = {
    "UK": ["District Nurse", "Community Staff Nurse", "DN Team Leader", "HCA", "Nursing Associate",
           "Community Matron", "Tissue Viability Nurse", "Band 6 DN", "Student Nurse",
           "Palliative Care CNS", "Diabetes Specialist Nurse", "Continence Nurse Specialist"],
    "IE": ["Public Health Nurse", "Community RGN", "Assistant Director of PHN", "Clinical Nurse Specialist",
           "Community RGN (night service)", "Healthcare Assistant", "Palliative Home Care CNS"],
    "AU": ["Community Nurse RN", "Enrolled Nurse", "Clinical Nurse Consultant", "Nurse Unit Manager",
           "Palliative Care CNC", "Wound CNC", "Credentialled Diabetes Educator", "AIN"],
    "NZ": ["District Nurse", "Registered Nurse", "Enrolled Nurse", "Clinical Nurse Specialist",
           "Charge Nurse", "Nurse Practitioner", "Palliative Care CNS", "Health Care Assistant"],
    "CA": ["Home Care RN", "RPN", "Care Coordinator", "Nurse Practitioner", "Wound Care Clinician",
           "Palliative Pain and Symptom Consultant", "PSW"],
    "US": ["RN Case Manager", "LPN", "Home Health Aide", "CWOCN", "Hospice RN", "DON",
           "Clinical Manager", "RN Field Nurse", "Intake Coordinator"],
}
CREDS = {"UK": ["RGN", "RN", "BSc", "DipHE", "V300", "QN", "MSc"], "IE": ["RGN", "RPHN", "RM", "PG Dip"],
         "AU": ["RN", "EN", "BN", "MNP"], "NZ": ["RN", "EN", "BN", "NP"], "CA": ["RN", "RPN", "BScN", "NP"],
         "US": ["RN", "BSN", "LPN", "CWOCN", "MSN", "CHPN"]}


def scores(rng):
    return [
        "Waterlow %d" % rng.randint(10, 28), "Braden %d" % rng.randint(9, 20),
        "MUST %d" % rng.randint(0, 3), "Barthel %d/100" % (5 * rng.randint(2, 18)),
        "Rockwood CFS %d" % rng.randint(4, 8), "4AT %d" % rng.randint(0, 7),
        "AMTS %d/10" % rng.randint(3, 10), "Abbey pain scale %d" % rng.randint(0, 12),
        "NEWS2 %d" % rng.randint(0, 6), "PHQ-9 %d" % rng.randint(0, 18),
        "Norton %d" % rng.randint(8, 18), "GCS %d/15" % rng.randint(13, 15),
        "MoCA %d/30" % rng.randint(12, 27), "Palliative Performance Scale %d%%" % (10 * rng.randint(2, 6)),
        "Bristol stool chart type %d" % rng.randint(1, 7),
        "Edmonton Symptom Assessment System (ESAS) total %d" % rng.randint(8, 60),
        "Australia-modified Karnofsky (AKPS) %d" % (10 * rng.randint(2, 6)),
        "Richmond Agitation-Sedation Scale %+d" % rng.randint(-3, 2), "Oxford scale %d/5" % rng.randint(2, 5),
    ]


def vitals(rng, cc):
    t = round(rng.uniform(35.9, 38.4), 1)
    temp = ("%.1f F" % (t * 9 / 5 + 32)) if cc == "US" else ("%.1f C" % t)
    return "BP %d/%d, HR %d %s, RR %d, SpO2 %d%% %s, Temp %s" % (
        rng.randint(98, 172), rng.randint(52, 96), rng.randint(54, 118), rng.choice(["reg", "irreg", "regular"]),
        rng.randint(12, 26), rng.randint(88, 99), rng.choice(["RA", "on 2L O2", "on air"]), temp)


def glucose(rng, cc, lo=3.2, hi=22.0):
    v = rng.uniform(lo, hi)
    return "%d mg/dL" % round(v * 18) if cc == "US" else "%.1f mmol/L" % v


def lab_panel(rng, cc):
    us = cc == "US"
    rows = [
        ("Na", "%d" % rng.randint(128, 146), "mmol/L" if not us else "mEq/L", "133-146"),
        ("K", "%.1f" % rng.uniform(3.1, 5.9), "mmol/L" if not us else "mEq/L", "3.5-5.3"),
        ("Urea" if not us else "BUN", "%.1f" % rng.uniform(3, 24) if not us else "%d" % rng.randint(8, 60),
         "mmol/L" if not us else "mg/dL", "2.5-7.8" if not us else "7-20"),
        ("Creat", "%d" % rng.randint(55, 260) if not us else "%.2f" % rng.uniform(0.6, 3.0),
         "umol/L" if not us else "mg/dL", "59-104" if not us else "0.7-1.3"),
        ("eGFR", "%d" % rng.randint(14, 89), "mL/min/1.73m2", ">90"),
        ("CRP", "%d" % rng.randint(1, 180), "mg/L", "<5"),
        ("WCC" if not us else "WBC", "%.1f" % rng.uniform(3.5, 19), "x10^9/L" if not us else "K/uL", "4.0-11.0"),
        ("Hb", "%d" % rng.randint(78, 152) if not us else "%.1f" % rng.uniform(7.8, 15.2),
         "g/L" if not us else "g/dL", "130-180" if not us else "13.0-17.0"),
        ("Albumin", "%d" % rng.randint(22, 44) if not us else "%.1f" % rng.uniform(2.2, 4.4),
         "g/L" if not us else "g/dL", "35-50" if not us else "3.5-5.0"),
        ("HbA1c", "%d" % rng.randint(42, 110) if not us else "%.1f" % rng.uniform(6.0, 12.2),
         "mmol/mol" if not us else "%", "20-41" if not us else "4.0-5.6"),
    ]
    rng.shuffle(rows)
    return rows[:rng.randint(5, 9)]
