"""Clinical (non-PHI) content: diagnoses, regimens, labs, vitals, medications."""
import math

# key, display dx, kind, sex (F/M/A), MDT, stage options, markers, regimen keys, RT courses, presentation
DX = [
    dict(key="breast", dx="invasive ductal carcinoma of the left breast", short="breast cancer", kind="solid",
         sex="F", mdt="Breast MDT", stage=["cT2 N1 M0, stage IIB", "pT1c N0 (sn 0/2), stage IA", "cT3 N2 M0, stage IIIA"],
         markers=["ER 8/8, PR 6/8, HER2 negative (IHC 1+), Ki-67 25%", "ER negative, PR negative, HER2 3+ (IHC)",
                  "triple negative, Ki-67 70%", "ER 7/8, PR 0/8, HER2 2+ ISH non-amplified"],
         regimens=["AC", "PACLI", "TCHP", "CAPE"], rt=[("left breast + SCF", 40.05, 15), ("left breast", 26, 5),
                                                       ("chest wall + nodes", 40.05, 15)],
         present="a self-detected lump in the upper outer quadrant"),
    dict(key="crc", dx="adenocarcinoma of the sigmoid colon", short="colorectal cancer", kind="solid", sex="A",
         mdt="Colorectal MDT", stage=["pT3 N1b M0, stage IIIB", "pT4a N2a M0, stage IIIC", "T3 N1 M1a (liver), stage IVA"],
         markers=["MMR proficient, RAS wild-type, BRAF V600E not detected", "dMMR (loss of MLH1/PMS2)",
                  "KRAS G12D mutant, MSS"], regimens=["FOLFOX", "CAPOX", "FOLFIRI"], rt=[("rectum + pelvic nodes", 50, 25),
                                                                                      ("rectum (short course)", 25, 5)],
         present="rectal bleeding and change in bowel habit"),
    dict(key="lung", dx="adenocarcinoma of the right upper lobe", short="non-small cell lung cancer", kind="solid",
         sex="A", mdt="Lung MDT", stage=["cT2b N2 M0, stage IIIA", "cT4 N3 M1c, stage IVB", "cT1c N0 M0, stage IA3"],
         markers=["EGFR exon 19 deletion detected; PD-L1 TPS 5%", "EGFR/ALK/ROS1 negative; PD-L1 TPS 80%",
                  "KRAS G12C; PD-L1 TPS <1%"], regimens=["CARBOPEM", "PEMBRO", "CISVINO"],
         rt=[("right lung + mediastinum", 60, 30), ("RUL lesion SABR", 54, 3), ("T10 spine (palliative)", 8, 1)],
         present="persistent cough, haemoptysis and 6 kg weight loss"),
    dict(key="panc", dx="adenocarcinoma of the head of pancreas", short="pancreatic cancer", kind="solid", sex="A",
         mdt="HPB MDT", stage=["borderline resectable, cT3 N1 M0", "locally advanced, cT4 N1 M0", "metastatic (liver), M1"],
         markers=["germline BRCA testing pending", "CA 19-9 1840 kU/L"], regimens=["FOLFIRINOX", "GEMNAB"],
         rt=[("pancreas (SBRT)", 40, 5)], present="painless jaundice, pruritus and pale stools"),
    dict(key="prostate", dx="adenocarcinoma of the prostate", short="prostate cancer", kind="solid", sex="M",
         mdt="Urology MDT", stage=["Gleason 4+3=7 (Grade Group 3), cT3a N0 M0", "Gleason 4+5=9, cT3b N1 M1b",
                                   "Gleason 3+4=7, cT2c N0 M0"], markers=["PSA 38.2 ug/L", "PSA 112 ug/L", "PSA 9.4 ug/L"],
         regimens=["DOCE"], rt=[("prostate + seminal vesicles", 60, 20), ("prostate + pelvic nodes", 78, 39)],
         present="nocturia and a raised PSA on routine testing"),
    dict(key="hn", dx="squamous cell carcinoma of the left tonsil", short="oropharyngeal cancer", kind="solid", sex="A",
         mdt="Head and Neck MDT", stage=["p16 positive, cT2 N1 M0 (AJCC 8th, stage I)", "p16 negative, cT3 N2b M0, stage IVA"],
         markers=["p16 positive by IHC; HPV ISH positive", "p16 negative"], regimens=["CIS_RT"],
         rt=[("oropharynx + bilateral neck", 70, 35), ("oropharynx + bilateral neck", 66, 30)],
         present="a painless left neck lump and otalgia"),
    dict(key="ovary", dx="high-grade serous carcinoma of the ovary", short="ovarian cancer", kind="solid", sex="F",
         mdt="Gynae-oncology MDT", stage=["FIGO stage IIIC", "FIGO stage IVA (pleural effusion)"],
         markers=["germline BRCA1 pathogenic variant", "HRD positive, BRCA wild-type", "CA-125 2310 kU/L"],
         regimens=["CARBOTAX"], rt=[("vaginal vault (palliative)", 20, 5)], present="abdominal distension and early satiety"),
    dict(key="gbm", dx="glioblastoma, IDH-wildtype, right temporal lobe", short="glioblastoma", kind="solid", sex="A",
         mdt="Neuro-oncology MDT", stage=["WHO CNS grade 4, MGMT promoter methylated", "WHO CNS grade 4, MGMT unmethylated"],
         markers=["IDH1 R132H negative, ATRX retained", "EGFR amplified, TERT promoter mutant"], regimens=["TMZ"],
         rt=[("brain (right temporal)", 60, 30), ("brain (hypofractionated)", 40.05, 15)],
         present="a first generalised seizure and left-sided weakness"),
    dict(key="dlbcl", dx="diffuse large B-cell lymphoma, germinal centre type", short="DLBCL", kind="haem", sex="A",
         mdt="Lymphoma MDT", stage=["Ann Arbor stage IIIB, IPI 3", "Ann Arbor stage IIA bulky, IPI 1", "stage IVB, IPI 4"],
         markers=["CD20+, CD10+, BCL6+, MUM1-; MYC rearrangement not detected", "Ki-67 90%, double expressor"],
         regimens=["RCHOP", "POLARCHP"], rt=[("mediastinum (consolidation)", 30, 15), ("left neck (involved site)", 30, 15)],
         present="drenching night sweats and a rapidly enlarging neck mass"),
    dict(key="hl", dx="classical Hodgkin lymphoma, nodular sclerosis", short="Hodgkin lymphoma", kind="haem", sex="A",
         mdt="Lymphoma MDT", stage=["stage IIA, unfavourable (ESR 62)", "stage IVB", "stage IIB with bulky mediastinum"],
         markers=["CD30+, CD15+, PAX5 weak, CD45-; EBER positive", "Reed-Sternberg cells CD30+ CD15+"],
         regimens=["ABVD", "ABVD"], rt=[("involved site, mediastinum", 30, 15), ("involved site, neck", 20, 10)],
         present="pruritus, fevers and cervical lymphadenopathy"),
    dict(key="myeloma", dx="IgG kappa multiple myeloma", short="myeloma", kind="haem", sex="A", mdt="Myeloma MDT",
         stage=["R-ISS stage II", "ISS stage III, R-ISS III (del(17p))", "ISS stage I"],
         markers=["paraprotein 38 g/L IgG kappa; FLC ratio 46", "t(4;14) detected by FISH"], regimens=["VRD", "DARAVTD"],
         rt=[("L2-L4 spine (palliative)", 20, 5), ("right femur (palliative)", 8, 1)],
         present="lower back pain, fatigue and hypercalcaemia"),
    dict(key="aml", dx="acute myeloid leukaemia with NPM1 mutation", short="AML", kind="haem", sex="A", mdt="Leukaemia MDT",
         stage=["ELN 2022 favourable risk", "ELN 2022 intermediate risk (FLT3-ITD)", "ELN 2022 adverse risk"],
         markers=["NPM1 type A, FLT3-ITD negative", "FLT3-ITD allelic ratio 0.6", "TP53 mutated, complex karyotype"],
         regimens=["AZAVEN", "DA"], rt=[("total body irradiation", 2, 1)], present="fatigue, gum bleeding and bruising"),
    dict(key="cll", dx="chronic lymphocytic leukaemia", short="CLL", kind="haem", sex="A", mdt="Lymphoma MDT",
         stage=["Binet stage B, Rai stage II", "Binet stage C", "Binet stage A"],
         markers=["IGHV unmutated, TP53 wild-type", "del(13q) sole abnormality", "del(17p) 34% of nuclei"],
         regimens=["BR", "VENO"], rt=[("left axilla (palliative)", 4, 2)], present="an incidental lymphocytosis"),
    dict(key="cml", dx="chronic myeloid leukaemia, chronic phase", short="CML", kind="haem", sex="A", mdt="Leukaemia MDT",
         stage=["Sokal low risk", "ELTS intermediate risk"], markers=["BCR::ABL1 p210 (e14a2), Philadelphia chromosome positive"],
         regimens=["IMATINIB"], rt=[("spleen (palliative)", 5, 5)], present="left upper quadrant discomfort and leucocytosis"),
    dict(key="mds", dx="myelodysplastic neoplasm with excess blasts", short="MDS", kind="haem", sex="A", mdt="Leukaemia MDT",
         stage=["IPSS-M high", "IPSS-R intermediate"], markers=["ASXL1 and SRSF2 mutated", "del(5q), SF3B1 wild-type"],
         regimens=["AZAVEN"], rt=[("spleen (palliative)", 5, 5)], present="transfusion-dependent anaemia"),
    dict(key="fl", dx="follicular lymphoma, grade 1-2", short="follicular lymphoma", kind="haem", sex="A", mdt="Lymphoma MDT",
         stage=["stage IIIA, FLIPI 2", "stage IIA, FLIPI 1"], markers=["CD20+, CD10+, BCL2+, t(14;18) detected"],
         regimens=["BR"], rt=[("left inguinal (low dose)", 4, 2), ("right neck (ISRT)", 24, 12)],
         present="painless bilateral inguinal lymphadenopathy"),
]

REG = {
    "AC": ("AC (doxorubicin/cyclophosphamide) q21d x 4", [("Doxorubicin", 60, "m2", "IV push", "50 mL NS side-arm", "10 min"),
                                                          ("Cyclophosphamide", 600, "m2", "IV", "250 mL NS", "30 min")]),
    "PACLI": ("weekly paclitaxel x 12", [("Paclitaxel", 80, "m2", "IV", "250 mL NS (non-PVC)", "60 min")]),
    "TCHP": ("TCHP q21d x 6", [("Pertuzumab", 420, "flat", "IV", "250 mL NS", "30 min"), ("Trastuzumab", 6, "kg", "IV", "250 mL NS", "30 min"),
                               ("Docetaxel", 75, "m2", "IV", "250 mL NS", "60 min"), ("Carboplatin", 6, "auc", "IV", "500 mL D5W", "30 min")]),
    "CAPE": ("adjuvant capecitabine x 8 cycles", [("Capecitabine", 1000, "m2", "PO BID d1-14", "n/a", "n/a")]),
    "FOLFOX": ("mFOLFOX6 q14d", [("Oxaliplatin", 85, "m2", "IV", "500 mL D5W", "2 h"), ("Folinic acid", 350, "m2", "IV", "250 mL D5W", "2 h"),
                                 ("Fluorouracil", 400, "m2", "IV bolus", "n/a", "5 min"), ("Fluorouracil", 2400, "m2", "CIV pump", "elastomeric, 46 h", "46 h")]),
    "CAPOX": ("CAPOX q21d", [("Oxaliplatin", 130, "m2", "IV", "500 mL D5W", "2 h"), ("Capecitabine", 1000, "m2", "PO BID d1-14", "n/a", "n/a")]),
    "FOLFIRI": ("FOLFIRI + bevacizumab q14d", [("Bevacizumab", 5, "kg", "IV", "100 mL NS", "30 min"), ("Irinotecan", 180, "m2", "IV", "500 mL D5W", "90 min"),
                                               ("Folinic acid", 350, "m2", "IV", "250 mL D5W", "2 h"), ("Fluorouracil", 2400, "m2", "CIV pump", "46 h", "46 h")]),
    "CARBOPEM": ("carboplatin/pemetrexed/pembrolizumab q21d", [("Pembrolizumab", 200, "flat", "IV", "100 mL NS", "30 min"),
                                                               ("Pemetrexed", 500, "m2", "IV", "100 mL NS", "10 min"), ("Carboplatin", 5, "auc", "IV", "250 mL D5W", "30 min")]),
    "PEMBRO": ("pembrolizumab 400 mg q6w", [("Pembrolizumab", 400, "flat", "IV", "100 mL NS", "30 min")]),
    "CISVINO": ("cisplatin/vinorelbine q21d x 4", [("Cisplatin", 80, "m2", "IV", "1 L NS + KCl/MgSO4", "2 h"), ("Vinorelbine", 25, "m2", "IV", "50 mL NS", "10 min")]),
    "FOLFIRINOX": ("mFOLFIRINOX q14d", [("Oxaliplatin", 85, "m2", "IV", "500 mL D5W", "2 h"), ("Irinotecan", 150, "m2", "IV", "500 mL D5W", "90 min"),
                                       ("Folinic acid", 400, "m2", "IV", "250 mL D5W", "2 h"), ("Fluorouracil", 2400, "m2", "CIV pump", "46 h", "46 h")]),
    "GEMNAB": ("gemcitabine/nab-paclitaxel d1,8,15 q28d", [("Nab-paclitaxel", 125, "m2", "IV", "undiluted", "30 min"), ("Gemcitabine", 1000, "m2", "IV", "250 mL NS", "30 min")]),
    "DOCE": ("docetaxel 75 mg/m2 q21d + prednisone", [("Docetaxel", 75, "m2", "IV", "250 mL NS", "60 min")]),
    "CIS_RT": ("cisplatin 100 mg/m2 q21d concurrent with RT", [("Cisplatin", 100, "m2", "IV", "1 L NS + KCl/MgSO4", "2 h"), ("Mannitol", 20, "flat", "IV", "10% 200 mL", "15 min")]),
    "CARBOTAX": ("carboplatin/paclitaxel q21d x 6", [("Paclitaxel", 175, "m2", "IV", "500 mL NS (non-PVC)", "3 h"), ("Carboplatin", 5, "auc", "IV", "500 mL D5W", "60 min")]),
    "TMZ": ("temozolomide 75 mg/m2 daily with RT (Stupp)", [("Temozolomide", 75, "m2", "PO daily", "n/a", "n/a")]),
    "RCHOP": ("R-CHOP-21 x 6", [("Rituximab", 375, "m2", "IV", "500 mL NS", "per protocol"), ("Cyclophosphamide", 750, "m2", "IV", "250 mL NS", "30 min"),
                                ("Doxorubicin", 50, "m2", "IV push", "side-arm", "10 min"), ("Vincristine", 1.4, "m2cap", "IV", "50 mL NS mini-bag", "10 min"),
                                ("Prednisone", 100, "flat", "PO d1-5", "n/a", "n/a")]),
    "POLARCHP": ("Pola-R-CHP x 6", [("Polatuzumab vedotin", 1.8, "kg", "IV", "100 mL NS", "90 min"), ("Rituximab", 375, "m2", "IV", "500 mL NS", "per protocol"),
                                    ("Cyclophosphamide", 750, "m2", "IV", "250 mL NS", "30 min"), ("Doxorubicin", 50, "m2", "IV push", "side-arm", "10 min")]),
    "ABVD": ("ABVD d1,15 q28d", [("Doxorubicin", 25, "m2", "IV push", "side-arm", "10 min"), ("Bleomycin", 10000, "m2u", "IV", "100 mL NS", "15 min"),
                                 ("Vinblastine", 6, "m2", "IV", "50 mL NS mini-bag", "10 min"), ("Dacarbazine", 375, "m2", "IV", "500 mL NS (protect from light)", "60 min")]),
    "VRD": ("VRd (bortezomib/lenalidomide/dexamethasone) q21d", [("Bortezomib", 1.3, "m2", "SC", "2.5 mg/mL", "push"), ("Lenalidomide", 25, "flat", "PO d1-14", "n/a", "n/a"),
                                                                 ("Dexamethasone", 20, "flat", "PO", "n/a", "n/a")]),
    "DARAVTD": ("Dara-VTd induction q28d", [("Daratumumab SC", 1800, "flat", "SC", "15 mL", "5 min"), ("Bortezomib", 1.3, "m2", "SC", "2.5 mg/mL", "push"),
                                            ("Thalidomide", 100, "flat", "PO nocte", "n/a", "n/a"), ("Dexamethasone", 40, "flat", "PO", "n/a", "n/a")]),
    "AZAVEN": ("azacitidine + venetoclax q28d", [("Azacitidine", 75, "m2", "SC d1-7", "25 mg/mL", "push"), ("Venetoclax", 400, "flat", "PO daily", "n/a", "n/a")]),
    "DA": ("DA 3+7 induction", [("Daunorubicin", 60, "m2", "IV d1,3,5", "100 mL NS", "30 min"), ("Cytarabine", 100, "m2", "CIV d1-7", "1 L NS", "24 h")]),
    "BR": ("bendamustine/rituximab q28d x 6", [("Rituximab", 375, "m2", "IV", "500 mL NS", "per protocol"), ("Bendamustine", 90, "m2", "IV d1-2", "500 mL NS", "30 min")]),
    "VENO": ("venetoclax + obinutuzumab", [("Obinutuzumab", 1000, "flat", "IV", "250 mL NS", "per protocol"), ("Venetoclax", 400, "flat", "PO daily", "n/a", "n/a")]),
    "IMATINIB": ("imatinib 400 mg daily", [("Imatinib", 400, "flat", "PO daily", "n/a", "n/a")]),
}

PMH = ["hypertension", "type 2 diabetes (HbA1c 58 mmol/mol)", "hypothyroidism", "COPD (FEV1 62% predicted)",
       "atrial fibrillation on apixaban", "CKD stage 3a", "previous DVT", "osteoarthritis both knees", "depression",
       "gout", "asthma", "hypercholesterolaemia", "GORD", "obstructive sleep apnoea on CPAP", "benign prostatic hyperplasia",
       "ischaemic heart disease (PCI to LAD)", "migraine", "psoriasis", "glaucoma", "factor IX deficiency (Christmas disease), mild",
       "Hashimoto's thyroiditis", "Crohn's disease in remission", "Parkinson's disease", "polymyalgia rheumatica"]
PMH_EVENTS = ["appendicectomy", "cholecystectomy", "right total hip replacement", "hysterectomy", "CABG x3", "TIA",
              "left knee arthroscopy", "basal cell carcinoma excision", "tonsillectomy", "inguinal hernia repair", "MI"]
MEDS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg nocte", "metformin 500 mg BD", "levothyroxine 100 mcg OD",
        "omeprazole 20 mg OD", "apixaban 5 mg BD", "bisoprolol 2.5 mg OD", "salbutamol 100 mcg inhaler PRN",
        "sertraline 50 mg OD", "gliclazide 80 mg BD", "tamsulosin 400 mcg OD", "allopurinol 100 mg OD", "furosemide 40 mg OM",
        "paracetamol 1 g QDS PRN", "lansoprazole 30 mg OD", "vitamin D3 1000 units OD", "zopiclone 7.5 mg nocte PRN",
        "empagliflozin 10 mg OD", "candesartan 8 mg OD", "insulin glargine 18 units nocte", "tiotropium 18 mcg inhaled OD"]
SUPPORT = ["ondansetron 8 mg PO BD x 3 days", "dexamethasone 8 mg PO OM x 3 days", "metoclopramide 10 mg PO TDS PRN",
           "olanzapine 5 mg PO nocte x 4 days", "aprepitant 125/80/80 mg", "loperamide 4 mg then 2 mg PRN",
           "aciclovir 400 mg BD", "co-trimoxazole 480 mg BD Mon/Wed/Fri", "allopurinol 300 mg OD", "pegfilgrastim 6 mg SC day 2",
           "filgrastim 300 mcg SC daily days 5-11", "Difflam mouthwash QDS", "senna 15 mg nocte", "macrogol 1 sachet BD",
           "morphine sulfate MR 20 mg BD", "Oramorph 5-10 mg 2-hourly PRN", "lorazepam 0.5 mg SL PRN", "posaconazole 300 mg OD"]
ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfonamides (urticaria)", "NKDA", "latex", "iodinated contrast (hives)",
             "No known drug allergies", "morphine (itch)", "NKDA"]
TOX = ["fatigue", "nausea", "vomiting", "diarrhoea", "constipation", "mucositis", "peripheral neuropathy", "palmar-plantar erythrodysaesthesia",
       "alopecia", "anorexia", "taste change", "febrile neutropenia", "radiation dermatitis", "oesophagitis", "dysgeusia", "cold dysaesthesia"]


def bsa(h_cm, w_kg):
    return math.sqrt(h_cm * w_kg / 3600.0)


def crcl(age, w, cr_umol, sex):
    c = (140 - age) * w * (1.23 if sex == "M" else 1.04) / cr_umol
    return min(c, 125.0)


def dose_rows(reg_key, h, w, age, cr, sex, reduce=100):
    name, drugs = REG[reg_key]
    b = bsa(h, w)
    rows = []
    for drug, d, basis, route, dil, dur in drugs:
        if basis == "m2":
            calc = d * b * reduce / 100.0
            per = "%g mg/m2" % d
        elif basis == "m2cap":
            calc = min(d * b, 2.0)
            per = "%g mg/m2 (cap 2 mg)" % d
        elif basis == "m2u":
            calc = d * b
            per = "%g units/m2" % d
        elif basis == "kg":
            calc = d * w
            per = "%g mg/kg" % d
        elif basis == "auc":
            calc = d * (crcl(age, w, cr, sex) + 25)
            per = "AUC %g" % d
        else:
            calc = d
            per = "%g mg flat" % d
        if basis == "m2u":
            dose = "%d units" % int(round(calc, -2))
        elif calc < 10:
            dose = "%.1f mg" % calc
        else:
            dose = "%d mg" % int(round(calc))
        rows.append((drug, per, dose, route, dil, dur))
    return name, b, rows


def fbc(r, scen="normal"):
    """Rows (test, value, unit, ref, flag)."""
    def v(lo, hi, nd=1):
        return round(r.uniform(lo, hi), nd)
    if scen == "aml":
        wbc, hb, plt, neut = v(18, 140), int(v(62, 95, 0)), int(v(9, 48, 0)), v(0.2, 1.1, 2)
    elif scen == "neutropenic":
        wbc, hb, plt, neut = v(0.4, 1.8), int(v(82, 112, 0)), int(v(40, 160, 0)), v(0.05, 0.45, 2)
    elif scen == "cll":
        wbc, hb, plt, neut = v(28, 96), int(v(96, 128, 0)), int(v(90, 170, 0)), v(2.1, 5.5, 2)
    elif scen == "cml":
        wbc, hb, plt, neut = v(60, 210), int(v(98, 121, 0)), int(v(380, 820, 0)), v(30, 120, 1)
    elif scen == "pancyto":
        wbc, hb, plt, neut = v(1.2, 2.9), int(v(68, 92, 0)), int(v(18, 70, 0)), v(0.5, 1.2, 2)
    else:
        wbc, hb, plt, neut = v(3.9, 9.8), int(v(112, 148, 0)), int(v(160, 390, 0)), v(2.0, 6.4, 2)
    if scen in ("normal", "neutropenic", "pancyto"):
        neut = round(min(neut, wbc * r.uniform(0.45, 0.75)), 2)
    rows = [("WBC", wbc, "x10^9/L", "4.0-11.0"), ("RBC", v(2.6, 4.9, 2), "x10^12/L", "3.8-5.8"), ("Hb", hb, "g/L", "115-165"),
            ("Hct", round(hb / 330.0, 3), "L/L", "0.37-0.47"), ("MCV", v(78, 104), "fL", "80-100"), ("MCH", v(26, 34), "pg", "27-32"),
            ("MCHC", int(v(310, 355, 0)), "g/L", "320-360"), ("RDW", v(11.8, 19.5), "%", "11.5-15.0"), ("Plt", plt, "x10^9/L", "150-400"),
            ("Neut", neut, "x10^9/L", "2.0-7.5"), ("Lymph", v(0.4, 3.0, 2) if scen != "cll" else round(wbc * 0.85, 1), "x10^9/L", "1.0-4.0"),
            ("Mono", v(0.05, 0.9, 2), "x10^9/L", "0.2-1.0"), ("Eos", v(0.0, 0.4, 2), "x10^9/L", "0.0-0.4"), ("Baso", v(0.0, 0.12, 2), "x10^9/L", "0.0-0.1")]
    out = []
    for name, val, unit, ref in rows:
        lo, hi = [float(x) for x in ref.split("-")]
        flag = "L" if val < lo else "H" if val > hi else ""
        out.append((name, str(val), unit, ref, flag))
    return out


def chem(r, renal_bad=False):
    def v(lo, hi, nd=0):
        x = round(r.uniform(lo, hi), nd)
        return int(x) if nd == 0 else x
    cr = v(112, 196) if renal_bad else v(54, 104)
    return [("Na", v(131, 144), "mmol/L", "133-146"), ("K", v(3.4, 5.2, 1), "mmol/L", "3.5-5.3"),
            ("Urea", v(3.1, 11.8, 1), "mmol/L", "2.5-7.8"), ("Creat", cr, "umol/L", "45-110"),
            ("eGFR", max(15, min(90, int(8000 / cr))), "mL/min/1.73m2", ">60"), ("Bili", v(4, 38), "umol/L", "0-21"),
            ("ALT", v(9, 88), "U/L", "0-40"), ("ALP", v(55, 410), "U/L", "30-130"), ("Alb", v(26, 44), "g/L", "35-50"),
            ("Adj Ca", v(2.10, 2.91, 2), "mmol/L", "2.20-2.60"), ("Mg", v(0.58, 0.98, 2), "mmol/L", "0.70-1.00"),
            ("LDH", v(160, 980), "U/L", "135-225"), ("CRP", v(1, 160), "mg/L", "<5")]


def vitals(r, febrile=False):
    t = round(r.uniform(38.1, 39.6), 1) if febrile else round(r.uniform(36.1, 37.4), 1)
    hr = r.randint(96, 128) if febrile else r.randint(58, 96)
    return dict(bp="%d/%d" % (r.randint(92 if febrile else 108, 158), r.randint(52, 92)), hr=hr, rr=r.randint(14, 26 if febrile else 19),
                t=t, spo2=r.randint(91, 99), w=round(r.uniform(46, 118), 1), h=r.randint(150, 192))


def ecog(r):
    return r.choice([0, 1, 1, 1, 2, 2, 3])


IMG = {
    "breast": ["a 3.1 cm irregular mass at 2 o'clock with two abnormal axillary nodes", "a 2.2 cm spiculated lesion, no distant disease on staging CT"],
    "crc": ["a circumferential sigmoid tumour with three enlarged mesenteric nodes", "two liver metastases (segments VI and VII), the largest 2.8 cm"],
    "lung": ["a 4.2 cm spiculated RUL mass with subcarinal (station 7) nodes, SUVmax 14.2", "a RUL mass, bilateral adrenal and T10 metastases"],
    "panc": ["a 3.0 cm hypoattenuating mass in the pancreatic head abutting the SMV (<180 degrees)", "a pancreatic head mass with multiple liver lesions"],
    "prostate": ["extracapsular extension on the left on MRI (PI-RADS 5), bone scan negative", "multiple sclerotic bone metastases and pelvic nodes on PSMA PET"],
    "hn": ["a 3.5 cm left tonsillar mass with a 2.8 cm necrotic level II node", "an enhancing left tonsillar primary and bilateral level II/III nodes"],
    "ovary": ["bilateral adnexal masses, omental cake and moderate ascites", "peritoneal disease with a right pleural effusion"],
    "gbm": ["a 4.6 cm ring-enhancing right temporal lesion with surrounding vasogenic oedema and 4 mm midline shift",
            "a heterogeneously enhancing right temporal mass with central necrosis"],
    "dlbcl": ["bulky lymphadenopathy above and below the diaphragm, largest 9.2 cm mesenteric mass (Deauville baseline SUVmax 21)",
              "a 7 cm anterior mediastinal mass and splenic involvement"],
    "hl": ["mediastinal and bilateral cervical lymphadenopathy, mediastinal mass ratio 0.38", "supra- and infradiaphragmatic nodes with splenic deposits"],
    "myeloma": ["multiple lytic lesions in the skull, L3 and right femur on whole-body low-dose CT", "an L2 compression fracture and diffuse marrow infiltration on MRI"],
    "aml": ["no focal abnormality; mild splenomegaly (14 cm)", "a normal chest radiograph"],
    "cll": ["generalised small-volume lymphadenopathy up to 2.5 cm, spleen 15 cm", "bilateral axillary nodes, no bulky disease"],
    "cml": ["splenomegaly (19 cm) without lymphadenopathy", "splenomegaly 16 cm on ultrasound"],
    "mds": ["no lymphadenopathy; spleen normal size", "a normal abdominal ultrasound"],
    "fl": ["bilateral inguinal and para-aortic nodes, largest 4.1 cm, no bulky disease", "low-volume nodal disease above and below the diaphragm"],
}


def rel_options(age, sex):
    """Relations plausible for a patient of this age (sex of the relative)."""
    if sex == "F":
        base = ["wife", "daughter", "sister", "partner", "friend", "niece"]
        if age < 55:
            base += ["mother"]
        if age > 70:
            base += ["granddaughter", "daughter-in-law"]
    else:
        base = ["husband", "son", "brother", "partner", "friend", "nephew"]
        if age < 55:
            base += ["father"]
        if age > 70:
            base += ["grandson", "son-in-law"]
    return base
