"""Clinical vocabulary (non-PHI): diagnoses, regimens, drugs, scores, eponyms."""

# (tumour stream, short diagnosis, regimens)
DIAGNOSES = [
    ("Lung", "NSCLC adeno, stage IVA (EGFR wt, PD-L1 60%)", ["carboplatin/pemetrexed/pembrolizumab", "pembrolizumab"]),
    ("Lung", "SCLC extensive stage", ["carboplatin/etoposide/durvalumab", "carboplatin/etoposide"]),
    ("Lung", "mesothelioma, epithelioid", ["nivolumab/ipilimumab", "cisplatin/pemetrexed"]),
    ("Breast", "ER+/HER2- breast ca, bone mets", ["paclitaxel weekly", "capecitabine"]),
    ("Breast", "HER2+ breast ca, T2N1", ["AC-TH (dd)", "trastuzumab/pertuzumab"]),
    ("Breast", "triple-negative breast ca", ["KEYNOTE-522 (pembro/carbo/paclitaxel)", "carboplatin/gemcitabine"]),
    ("Colorectal", "sigmoid adenoca, liver mets, KRAS G12D", ["FOLFOX + bevacizumab", "FOLFIRI + bevacizumab"]),
    ("Colorectal", "rectal adenoca T3N1 post LCRT", ["CAPOX", "capecitabine"]),
    ("Upper GI", "oesophageal adenoca GOJ Siewert II", ["FLOT", "nivolumab"]),
    ("Upper GI", "gastric adenoca with peritoneal disease", ["FOLFOX/nivolumab", "paclitaxel/ramucirumab"]),
    ("HPB", "pancreatic adenoca, locally advanced", ["FOLFIRINOX (mod)", "gemcitabine/nab-paclitaxel"]),
    ("HPB", "cholangiocarcinoma, hilar", ["cisplatin/gemcitabine/durvalumab"]),
    ("HPB", "HCC on background NASH cirrhosis", ["atezolizumab/bevacizumab", "lenvatinib"]),
    ("Urology", "mCRPC, Gleason 4+5", ["docetaxel", "cabazitaxel"]),
    ("Urology", "urothelial ca bladder, MIBC", ["gemcitabine/cisplatin", "enfortumab vedotin"]),
    ("Urology", "clear cell RCC, IMDC intermediate", ["nivolumab/ipilimumab", "cabozantinib"]),
    ("Gynae", "HGSOC stage IIIC", ["carboplatin/paclitaxel", "carboplatin/PLD"]),
    ("Gynae", "endometrial ca dMMR", ["carboplatin/paclitaxel/dostarlimab"]),
    ("Gynae", "cervical SCC, recurrent", ["cisplatin/paclitaxel/bevacizumab"]),
    ("Head & Neck", "oropharyngeal SCC p16+", ["cisplatin weekly + RT", "cetuximab + RT"]),
    ("Neuro-onc", "GBM IDH-wt, MGMT unmethylated", ["temozolomide + RT (Stupp)", "lomustine"]),
    ("Melanoma", "metastatic melanoma BRAF V600E", ["nivolumab/ipilimumab", "dabrafenib/trametinib"]),
    ("Sarcoma", "leiomyosarcoma uterine, lung mets", ["doxorubicin", "gemcitabine/docetaxel"]),
    ("Haem", "AML, NPM1 mut, FLT3-ITD+", ["7+3 + midostaurin", "HiDAC consolidation"]),
    ("Haem", "AML secondary to MDS", ["azacitidine/venetoclax", "CPX-351"]),
    ("Haem", "B-ALL Ph+ (Philadelphia-positive)", ["hyper-CVAD + ponatinib", "blinatumomab"]),
    ("Haem", "DLBCL stage IV, IPI 4", ["R-CHOP-21", "Pola-R-CHP", "R-GDP salvage"]),
    ("Haem", "classical Hodgkin lymphoma, stage IIB", ["ABVD", "escalated BEACOPDac"]),
    ("Haem", "multiple myeloma IgG kappa, ISS III", ["Dara-VRd", "VCd", "carfilzomib/dex"]),
    ("Haem", "CLL with del(17p), Richter transformation", ["R-CHOP", "venetoclax/obinutuzumab"]),
    ("Haem", "mantle cell lymphoma", ["BR", "R-BAC"]),
    ("Haem", "follicular lymphoma grade 3A", ["O-CVP", "BR"]),
    ("Haem", "Burkitt lymphoma", ["R-CODOX-M/R-IVAC", "DA-EPOCH-R"]),
    ("Haem", "myelofibrosis, DIPSS int-2", ["ruxolitinib"]),
    ("Haem", "T-cell lymphoma (PTCL-NOS)", ["CHOEP", "BV-CHP"]),
    ("Haem", "Waldenstrom macroglobulinaemia", ["DRC", "zanubrutinib"]),
]

CHEMO_DAY_REGIMENS = [
    ("FOLFOX6", 14), ("FOLFIRI", 14), ("carboplatin/paclitaxel", 21), ("docetaxel 75", 21),
    ("pembrolizumab 200", 21), ("nivolumab 480", 28), ("R-CHOP-21", 21), ("ABVD", 28), ("BR", 28),
    ("azacitidine", 28), ("Dara-VRd", 21), ("gemcitabine/nab-paclitaxel", 28),
    ("trastuzumab/pertuzumab SC", 21), ("zoledronic acid", 28), ("durvalumab", 28),
    ("cisplatin weekly", 7), ("paclitaxel weekly", 7), ("EC90", 21), ("carfilzomib/dex", 28),
    ("IV iron (ferric carboxymaltose)", 0), ("venesection", 0), ("PICC care + bloods", 0),
    ("red cell transfusion 2 units", 0), ("platelets 1 pool", 0), ("IVIg", 28), ("denosumab", 28),
]

CHEMO_NOTES = [
    "bloods OK, proceed", "ANC 1.1 - proceed per protocol", "plt 68 - d/w reg, delay 1/52",
    "hold - ANC 0.6", "dose reduce 20% (G3 diarrhoea C2)", "PICC dressing due", "cold cap",
    "pre-med: dex 8 mg, ondansetron 8 mg", "infusion reaction C1 - slow rate", "TSH/cortisol today",
    "consent signed", "CrCl 48 - carbo AUC recalculated", "needs port de-access", "G2 neuropathy - review",
    "interpreter booked", "weight down 4 kg - dietitian", "hep B serology pending", "ECG pre-cycle, QTc 446",
    "hydration 1 L pre", "pump disconnect D3", "urine dipstick protein 1+", "BP 168/94 - repeat",
    "echo LVEF 58%", "patient late - transport", "ECOG 1", "ECOG 2", "no issues", "DNA last week",
]

SD_DRUGS = [
    # drug, dose range (mg/24h), unit
    ("morphine sulfate", [10, 15, 20, 30, 40, 60], "mg"),
    ("oxycodone", [5, 10, 15, 20, 30], "mg"),
    ("hydromorphone", [2, 3, 4, 6, 8], "mg"),
    ("fentanyl", [100, 200, 300, 400], "microgram"),
    ("midazolam", [5, 10, 15, 20, 30], "mg"),
    ("haloperidol", [1.5, 2.5, 3, 5], "mg"),
    ("levomepromazine", [6.25, 12.5, 25], "mg"),
    ("hyoscine butylbromide", [60, 80, 120], "mg"),
    ("glycopyrronium", [0.6, 0.8, 1.2], "mg"),
    ("metoclopramide", [30, 40, 60], "mg"),
    ("cyclizine", [100, 150], "mg"),
    ("dexamethasone", [4, 8], "mg"),
    ("octreotide", [300, 500, 600], "microgram"),
    ("ketamine", [50, 100], "mg"),
]

PRN_MEDS = [
    "morphine 2.5-5 mg subcut 1-hrly PRN pain/dyspnoea",
    "oxycodone 2.5 mg subcut 2-hrly PRN",
    "midazolam 2.5 mg subcut 1-hrly PRN agitation (max 6 doses/24 h)",
    "haloperidol 0.5-1 mg subcut 4-hrly PRN nausea/delirium",
    "hyoscine butylbromide 20 mg subcut 2-hrly PRN secretions",
    "glycopyrronium 200 microgram subcut 4-hrly PRN",
    "metoclopramide 10 mg subcut 8-hrly PRN",
    "levomepromazine 6.25 mg subcut 4-hrly PRN",
    "clonazepam 0.25 mg SL 8-hrly PRN",
    "fentanyl 25 microgram subcut 1-hrly PRN (renal)",
]

SYMPTOMS = ["pain", "dyspnoea", "nausea", "vomiting", "agitation", "delirium", "fatigue", "anorexia",
            "constipation", "respiratory secretions", "anxiety", "insomnia", "pruritus", "hiccups",
            "malignant bowel obstruction", "fungating wound odour", "myoclonus", "low mood"]

EPONYMS_ANY = [
    "Hickman line", "Edmonton Symptom Assessment System", "Richmond Agitation-Sedation Scale -2",
    "Abbey Pain Scale 6", "Waterlow 18", "Bristol stool type 6", "Karnofsky 50%", "Cheyne-Stokes breathing",
    "Gold Standards Framework register", "Foley catheter", "Pleurx catheter", "Glasgow Prognostic Score 2",
    "Mallampati 2", "Trousseau sign", "Cushingoid on dex",
]
EPONYMS_HAEM = [
    "Reed-Sternberg cells", "Bence Jones protein", "Richter transformation", "Ann Arbor stage IIIB",
    "Lugano response: CMR", "Durie-Salmon IIIA", "Ommaya reservoir", "Philadelphia chromosome",
]
EPONYMS_SOLID = [
    "Virchow's node", "Sister Mary Joseph nodule", "Krukenberg deposits", "Pancoast tumour",
    "Kaposi sarcoma excluded", "Horner syndrome", "Lambert-Eaton excluded", "Courvoisier sign",
]
LOOKALIKE_EPONYMS = EPONYMS_ANY + EPONYMS_HAEM + EPONYMS_SOLID


def eponyms_for(stream):
    if stream == "Haem":
        return EPONYMS_ANY + EPONYMS_HAEM
    if stream is None:
        return EPONYMS_ANY
    return EPONYMS_ANY + EPONYMS_SOLID


def dx_sex_ok(dx, sex):
    text = dx[1]
    if dx[0] in ("Breast", "Gynae") or "uterine" in text:
        return sex == "F"
    if "CRPC" in text:
        return sex == "M"
    return True


SCORES = ["ECOG 2", "ECOG 3", "AKPS 40%", "AKPS 30%", "AKPS 20%", "PPS 30%", "RUG-ADL 14",
          "PCOC phase: deteriorating", "PCOC phase: unstable", "PCOC phase: terminal", "IPOS pain 3/4",
          "NEWS2 5", "MASCC 16", "MASCC 22", "qSOFA 1", "CISNE 2", "SPICT positive", "RASS -1",
          "Phase of illness: stable", "Barthel 45", "MUST 2", "CFS 6"]

PALL_SCORES = ["AKPS 40%", "AKPS 30%", "AKPS 20%", "PPS 30%", "PPS 20%", "RUG-ADL 14", "RUG-ADL 18",
               "PCOC phase: deteriorating", "PCOC phase: unstable", "PCOC phase: terminal", "PCOC phase: stable",
               "IPOS pain 3/4", "Barthel 25", "CFS 7", "SPICT positive", "ECOG 4", "Waterlow 21"]

HAEM_LABS = ["Hb 78", "Hb 86", "plt 9", "plt 14", "plt 32", "WCC 0.3", "ANC 0.1", "ANC <0.1",
             "neut 0.4", "CRP 212", "lactate 3.1", "Cr 142", "K 3.2", "Mg 0.58", "bili 34",
             "INR 1.6", "fibrinogen 1.3", "LDH 890", "urate 0.61", "phos 1.9"]

ANTIBIOTICS = ["piperacillin-tazobactam 4.5 g IV", "cefepime 2 g IV", "meropenem 1 g IV",
               "vancomycin loading 25 mg/kg", "gentamicin 5 mg/kg", "ceftazidime 2 g IV",
               "aztreonam 2 g IV (penicillin anaphylaxis)"]

BMT_TYPES = ["allo-SCT (MUD 10/10)", "allo-SCT (sib)", "haplo-SCT (PTCy)", "auto-SCT (MEL200)",
             "auto-SCT (BEAM)", "allo-SCT (MMUD 9/10)", "CAR-T (axi-cel)", "CAR-T (tisa-cel)"]
BMT_ISSUES = ["mucositis WHO G3, PCA fentanyl", "febrile 38.6 overnight, BCx x2 sent, on mero",
              "skin GVHD stage 2 (rash 40% BSA)", "gut GVHD - stool vol 1.2 L", "CMV PCR 1,400 IU/mL - letermovir",
              "CRS grade 1 - tocilizumab not required", "ICANS 0, ICE 10/10", "engrafted - neut >0.5 x3 days",
              "VOD watch - wt up 2.1 kg, bili 41", "TPN via lumen 2", "platelet refractory - HLA-matched plts",
              "Mg wasting on ciclosporin, CsA level 212", "tacrolimus level 11.2", "BK cystitis, haematuria G2",
              "neutropenic diet", "Hickman exit site red - swab sent", "pre-engraftment, PICC ok"]

# pharmacy regimens: (name, stream, [(drug, dose, basis, route, diluent)])
# basis: "m2" dose per m2, "flat" fixed dose, "auc" carboplatin target AUC, "kg" per kg
PHARM_REGIMENS = [
    ("carboplatin/paclitaxel", "Gynae", [("paclitaxel", 175, "m2", "IV", "NaCl 0.9% 500 mL"),
                                         ("carboplatin", 5, "auc", "IV", "G5W 500 mL")]),
    ("FOLFOX6 (mod)", "Colorectal", [("oxaliplatin", 85, "m2", "IV", "G5W 500 mL"),
                                     ("calcium folinate", 400, "m2", "IV", "NaCl 250 mL"),
                                     ("fluorouracil bolus", 400, "m2", "IV", "syringe"),
                                     ("fluorouracil infusor", 2400, "m2", "IV", "elastomeric 46 h")]),
    ("R-CHOP-21", "Haem", [("rituximab", 375, "m2", "IV", "NaCl 0.9% 500 mL"),
                           ("cyclophosphamide", 750, "m2", "IV", "NaCl 0.9% 250 mL"),
                           ("doxorubicin", 50, "m2", "IV", "syringe"),
                           ("vincristine", 1.4, "m2cap2", "IV", "NaCl 50 mL minibag")]),
    ("ABVD", "Haem", [("doxorubicin", 25, "m2", "IV", "syringe"), ("bleomycin", 10000, "m2unit", "IV", "NaCl 100 mL"),
                      ("vinblastine", 6, "m2", "IV", "NaCl 50 mL minibag"),
                      ("dacarbazine", 375, "m2", "IV", "NaCl 500 mL, light-protected")]),
    ("gemcitabine/nab-paclitaxel", "HPB", [("nab-paclitaxel", 125, "m2", "IV", "neat"),
                                           ("gemcitabine", 1000, "m2", "IV", "NaCl 0.9% 250 mL")]),
    ("docetaxel 75", "Urology", [("docetaxel", 75, "m2", "IV", "NaCl 0.9% 250 mL")]),
    ("pembrolizumab", "Lung", [("pembrolizumab", 200, "flat", "IV", "NaCl 0.9% 100 mL")]),
    ("carboplatin/pemetrexed/pembrolizumab", "Lung", [("pembrolizumab", 200, "flat", "IV", "NaCl 0.9% 100 mL"),
                                                      ("pemetrexed", 500, "m2", "IV", "NaCl 0.9% 100 mL"),
                                                      ("carboplatin", 5, "auc", "IV", "G5W 500 mL")]),
    ("azacitidine", "Haem", [("azacitidine", 75, "m2", "SC", "syringe x2")]),
    ("bortezomib (VCd)", "Haem", [("bortezomib", 1.3, "m2", "SC", "syringe"),
                                  ("cyclophosphamide", 300, "m2", "PO", "tablets")]),
    ("paclitaxel weekly", "Breast", [("paclitaxel", 80, "m2", "IV", "NaCl 0.9% 250 mL")]),
    ("EC90", "Breast", [("epirubicin", 90, "m2", "IV", "syringe"), ("cyclophosphamide", 600, "m2", "IV", "NaCl 0.9% 250 mL")]),
    ("cisplatin weekly + RT", "Head & Neck", [("cisplatin", 40, "m2", "IV", "NaCl 0.9% 1 L + KCl/Mg")]),
    ("trastuzumab (loading)", "Breast", [("trastuzumab", 8, "kg", "IV", "NaCl 0.9% 250 mL")]),
]
