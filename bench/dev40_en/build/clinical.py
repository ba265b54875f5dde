"""Non-PHI clinical vocabulary used to fill notes."""

CANCERS = [
    dict(key="breast", sex="F", sym=["a painless lump in the breast", "nipple inversion", "an abnormal screening mammogram", "skin dimpling"], mdt="Breast", site="breast",
         dx=["{side} breast invasive ductal carcinoma, grade {g}, ER {er}, PR {pr}, HER2 {her2}",
             "{side} breast invasive lobular carcinoma, grade 2, ER positive (Allred 8/8), HER2 negative",
             "{side} breast triple-negative invasive carcinoma of no special type, grade 3",
             "{side} breast HER2-positive invasive carcinoma NST, grade 3, ER {er}"],
         stage=["pT1cN0(sn) M0", "pT2N1a M0", "cT2N1 M0", "cT3N2 M0", "pT1bN0 M0", "ypT0N0 (pCR)", "pT2N0 M0"],
         surgery=["wide local excision and sentinel lymph node biopsy",
                  "mastectomy and axillary node clearance", "therapeutic mammoplasty and SLNB",
                  "skin-sparing mastectomy with immediate tissue expander reconstruction"],
         regimens=["EC x4 followed by weekly paclitaxel x12", "docetaxel, carboplatin, trastuzumab and pertuzumab (TCHP)",
                   "FEC-T", "dose-dense AC followed by paclitaxel", "pembrolizumab with carboplatin/paclitaxel (KEYNOTE-522 regimen)",
                   "capecitabine", "trastuzumab emtansine (T-DM1)", "palbociclib with letrozole"],
         endocrine=["letrozole 2.5 mg daily", "anastrozole 1 mg daily", "tamoxifen 20 mg daily", "exemestane 25 mg daily"],
         rt=["40 Gy in 15 fractions to the whole breast", "26 Gy in 5 fractions to the whole breast",
             "40.05 Gy in 15 fractions to the chest wall and supraclavicular fossa",
             "40 Gy in 15 fractions with a 10 Gy in 4 fraction tumour bed boost"],
         markers="CA 15-3"),
    dict(key="colorectal", sym=["change in bowel habit with PR bleeding", "iron deficiency anaemia", "a positive FIT test", "weight loss and tenesmus"], mdt="Colorectal", site="colon",
         dx=["adenocarcinoma of the sigmoid colon", "adenocarcinoma of the caecum, MMR proficient",
             "rectal adenocarcinoma, 8 cm from the anal verge", "adenocarcinoma of the transverse colon, dMMR",
             "metastatic colorectal adenocarcinoma, KRAS G12D mutant", "RAS/BRAF wild-type left-sided colon cancer"],
         stage=["pT3N1b M0 (stage IIIB)", "pT4aN2a M0", "cT3cN1 M0 (MRI CRM clear)", "T3N0 M1a (liver)", "pT2N0 M0"],
         surgery=["laparoscopic anterior resection", "right hemicolectomy", "laparoscopic sigmoid colectomy",
                  "abdominoperineal resection", "liver metastasectomy (segments 6/7)"],
         regimens=["CAPOX", "FOLFOX", "FOLFIRI plus bevacizumab", "FOLFOX plus panitumumab", "capecitabine monotherapy",
                   "trifluridine/tipiracil", "FOLFIRINOX"],
         rt=["45 Gy in 25 fractions with concurrent capecitabine", "25 Gy in 5 fractions (short-course)",
             "50.4 Gy in 28 fractions with capecitabine"],
         markers="CEA"),
    dict(key="lung", sym=["a persistent cough and haemoptysis", "breathlessness on exertion", "weight loss of 6 kg over three months", "right shoulder pain"], mdt="Lung", site="lung",
         dx=["adenocarcinoma of the right upper lobe, EGFR exon 19 deletion", "squamous cell carcinoma of the left lower lobe",
             "non-small cell lung cancer (adenocarcinoma), PD-L1 TPS 80%", "small cell lung cancer, extensive stage",
             "NSCLC adenocarcinoma, ALK rearranged", "limited-stage small cell lung cancer"],
         stage=["cT2aN2 M0 (stage IIIA)", "cT4N3 M1c", "pT1bN0 M0", "cT3N1 M0", "T2bN0 M1b (adrenal)"],
         surgery=["VATS right upper lobectomy", "left lower lobectomy and mediastinal node dissection",
                  "wedge resection"],
         regimens=["carboplatin and pemetrexed with pembrolizumab", "osimertinib 80 mg daily", "carboplatin/etoposide with atezolizumab",
                   "cisplatin and vinorelbine", "durvalumab consolidation", "alectinib 600 mg twice daily", "docetaxel"],
         rt=["60 Gy in 30 fractions with concurrent chemotherapy", "55 Gy in 20 fractions", "SABR 54 Gy in 3 fractions",
             "20 Gy in 5 fractions palliative", "prophylactic cranial irradiation 25 Gy in 10 fractions"],
         markers="CEA"),
    dict(key="prostate", sex="M", sym=["lower urinary tract symptoms", "a raised PSA on routine testing", "lower back pain", "nocturia"], mdt="Urology", site="prostate",
         dx=["adenocarcinoma of the prostate, Gleason 4+3=7 (Grade Group 3)", "prostate adenocarcinoma, Gleason 3+4=7",
             "metastatic hormone-sensitive prostate cancer", "castration-resistant prostate cancer with bone metastases",
             "high-risk prostate cancer, Gleason 4+5=9"],
         stage=["cT2cN0 M0", "cT3aN0 M0", "cT3bN1 M0", "M1b (bone)"],
         surgery=["robotic radical prostatectomy", "TURP"],
         regimens=["docetaxel 75 mg/m2 three-weekly", "androgen deprivation therapy with enzalutamide", "abiraterone and prednisolone",
                   "cabazitaxel", "apalutamide with ADT", "lutetium-PSMA"],
         rt=["60 Gy in 20 fractions to the prostate", "74 Gy in 37 fractions to prostate and seminal vesicles",
             "36.25 Gy in 5 fractions SBRT", "8 Gy single fraction to the left hip", "66 Gy in 33 fractions salvage to the prostate bed"],
         markers="PSA"),
    dict(key="headneck", sym=["a painless neck lump", "a hoarse voice", "odynophagia and otalgia", "a non-healing tongue ulcer"], mdt="Head and Neck", site="oropharynx",
         dx=["HPV-positive squamous cell carcinoma of the left tonsil", "squamous cell carcinoma of the lateral tongue",
             "laryngeal squamous cell carcinoma (glottic)", "p16-positive oropharyngeal SCC, base of tongue",
             "nasopharyngeal carcinoma, EBV DNA positive"],
         stage=["T2N1 M0 (AJCC 8, stage I)", "pT3N2b M0", "T1aN0 M0", "cT4aN2c M0"],
         surgery=["transoral robotic surgery and neck dissection", "partial glossectomy and selective neck dissection",
                  "total laryngectomy"],
         regimens=["weekly cisplatin 40 mg/m2 concurrent", "three-weekly cisplatin 100 mg/m2", "cetuximab", "pembrolizumab",
                   "docetaxel, cisplatin and 5-FU induction"],
         rt=["70 Gy in 35 fractions with concurrent cisplatin", "65 Gy in 30 fractions", "60 Gy in 30 fractions post-operative",
             "55 Gy in 20 fractions"],
         markers="EBV DNA"),
    dict(key="upper_gi", sym=["progressive dysphagia to solids", "epigastric pain and early satiety", "painless jaundice", "weight loss and vomiting"], mdt="Upper GI", site="oesophagus",
         dx=["adenocarcinoma of the gastro-oesophageal junction (Siewert II)", "gastric adenocarcinoma, diffuse type, HER2 negative",
             "squamous cell carcinoma of the mid oesophagus", "adenocarcinoma of the lower oesophagus"],
         stage=["cT3N1 M0", "ypT2N0 M0", "T4N2 M1 (peritoneal)", "cT2N0 M0", "ypT3N1 M0"],
         surgery=["Ivor Lewis oesophagectomy", "total gastrectomy with D2 lymphadenectomy", "subtotal gastrectomy"],
         regimens=["FLOT", "CROSS chemoradiotherapy", "nivolumab with CAPOX", "FOLFOX with nivolumab", "adjuvant nivolumab"],
         rt=["41.4 Gy in 23 fractions with carboplatin/paclitaxel", "50 Gy in 25 fractions", "30 Gy in 10 fractions palliative"],
         markers="CA 19-9"),
    dict(key="hpb", sym=["painless jaundice", "epigastric pain radiating to the back", "new-onset diabetes and weight loss"], mdt="HPB", site="pancreas",
         dx=["pancreatic ductal adenocarcinoma of the head", "hilar cholangiocarcinoma", "hepatocellular carcinoma on a background of cirrhosis",
             "adenocarcinoma of the pancreatic tail"],
         stage=["borderline resectable", "pT3N1 M0", "locally advanced, unresectable", "T2N0 M1 (liver)", "BCLC stage B"],
         surgery=["Whipple's procedure", "distal pancreatectomy and splenectomy", "extended right hepatectomy"],
         regimens=["modified FOLFIRINOX", "gemcitabine and nab-paclitaxel", "atezolizumab and bevacizumab",
                   "gemcitabine and cisplatin with durvalumab", "adjuvant capecitabine"],
         rt=["50.4 Gy in 28 fractions with capecitabine", "SBRT 40 Gy in 5 fractions"],
         markers="CA 19-9"),
    dict(key="gynae", sex="F", sym=["post-menopausal bleeding", "abdominal distension", "bloating and early satiety", "post-coital bleeding"], mdt="Gynaecology", site="ovary",
         dx=[("high-grade serous carcinoma of the ovary, BRCA1 mutated", ["FIGO IIIC", "FIGO IVA"]),
             ("endometrioid adenocarcinoma of the endometrium, grade 2", ["FIGO IA", "FIGO II"]),
             ("squamous cell carcinoma of the cervix", ["FIGO IB2", "FIGO IIB", "FIGO IIIC1"]),
             ("high-grade serous tubo-ovarian carcinoma", ["FIGO IIIC", "FIGO IVB"]),
             ("vulval squamous cell carcinoma", ["FIGO IB", "FIGO II"])],
         stage=["FIGO IIIC"],
         surgery=["total abdominal hysterectomy, BSO and omentectomy", "interval debulking surgery",
                  "radical hysterectomy and pelvic lymphadenectomy", "wide local excision and inguinofemoral node dissection"],
         regimens=["carboplatin and paclitaxel", "olaparib maintenance", "carboplatin AUC5 three-weekly",
                   "weekly cisplatin with chemoradiation", "pegylated liposomal doxorubicin", "niraparib maintenance"],
         rt=["45 Gy in 25 fractions with weekly cisplatin followed by HDR brachytherapy", "vaginal vault brachytherapy 21 Gy in 3",
             "45 Gy in 25 fractions pelvic EBRT"],
         markers="CA-125"),
    dict(key="melanoma", sym=["a changing pigmented lesion", "a bleeding mole", "a palpable groin node"], mdt="Skin", site="skin",
         dx=["cutaneous melanoma of the left calf, Breslow 3.2 mm, ulcerated, BRAF V600E", "nodular melanoma of the back, Breslow 4.1 mm",
             "metastatic melanoma, BRAF wild-type", "acral lentiginous melanoma of the right heel"],
         stage=["pT3bN1a M0 (stage IIIB)", "pT4bN0 M0", "stage IV M1c", "pT3aN2a M0"],
         surgery=["wide local excision with sentinel node biopsy", "inguinal lymph node dissection", "axillary lymph node dissection"],
         regimens=["nivolumab 480 mg four-weekly", "ipilimumab and nivolumab", "pembrolizumab adjuvant", "dabrafenib and trametinib"],
         rt=["30 Gy in 5 fractions to the nodal basin", "stereotactic radiosurgery 21 Gy single fraction"],
         markers="LDH"),
    dict(key="lymphoma", sym=["night sweats and pruritus", "a painless neck lump", "drenching sweats and weight loss", "cough and chest discomfort"], mdt="Haematology", site="lymph node",
         dx=["diffuse large B-cell lymphoma, germinal centre type", "classical Hodgkin lymphoma, nodular sclerosis",
             "follicular lymphoma grade 1-2", "mantle cell lymphoma", "primary mediastinal B-cell lymphoma"],
         stage=["stage IIA bulky", "stage IVB", "stage IIIA", "stage IA", "Ann Arbor stage IIB"],
         surgery=["excision biopsy of a left cervical node"],
         regimens=["R-CHOP-21", "Pola-R-CHP", "ABVD", "escalated BEACOPDac", "bendamustine and rituximab",
                   "obinutuzumab maintenance", "R-DHAP salvage"],
         rt=["30 Gy in 15 fractions involved-site", "20 Gy in 10 fractions ISRT", "4 Gy in 2 fractions palliative"],
         markers="LDH"),
    dict(key="renal_bladder", sym=["visible haematuria", "loin pain", "an incidental renal mass on ultrasound"], mdt="Urology", site="kidney",
         dx=["clear cell renal cell carcinoma", "muscle-invasive urothelial carcinoma of the bladder",
             "upper tract urothelial carcinoma", "metastatic papillary renal cell carcinoma"],
         stage=["pT3aN0 M0", "cT2N0 M0", "T1b M1 (lung)", "pT2bN1 M0"],
         surgery=["laparoscopic radical nephrectomy", "radical cystectomy and ileal conduit", "nephroureterectomy"],
         regimens=["pembrolizumab and axitinib", "gemcitabine and cisplatin", "enfortumab vedotin with pembrolizumab",
                   "cabozantinib", "avelumab maintenance", "nivolumab and ipilimumab"],
         rt=["55 Gy in 20 fractions to the bladder with concurrent 5-FU/mitomycin", "20 Gy in 5 fractions palliative"],
         markers="none"),
    dict(key="cns", sym=["headaches and a focal seizure", "word-finding difficulty", "left-sided weakness", "personality change noticed by family"], mdt="Neuro-oncology", site="brain",
         dx=[("glioblastoma, IDH wild-type, MGMT methylated", ["WHO CNS grade 4"]),
             ("glioblastoma, IDH wild-type, MGMT unmethylated", ["WHO CNS grade 4"]),
             ("IDH-mutant astrocytoma", ["WHO CNS grade 3"]), ("oligodendroglioma, 1p/19q co-deleted", ["WHO CNS grade 2"])],
         stage=["WHO CNS grade 4"],
         surgery=["awake craniotomy and debulking", "stereotactic biopsy", "craniotomy and gross total resection"],
         regimens=["temozolomide 75 mg/m2 concurrent then adjuvant", "PCV", "lomustine"],
         rt=["60 Gy in 30 fractions with concurrent temozolomide", "40 Gy in 15 fractions", "54 Gy in 30 fractions",
             "SRS 24 Gy single fraction"],
         markers="none"),
]

HAEM_TX = [
    dict(dx="acute myeloid leukaemia, NPM1 mutated, FLT3-ITD positive", cond="FLU/BU4", tx="allogeneic", risk="intermediate"),
    dict(dx="acute myeloid leukaemia with myelodysplasia-related changes", cond="FLAMSA-Bu", tx="allogeneic", risk="adverse"),
    dict(dx="B-ALL, Philadelphia chromosome positive", cond="TBI 12 Gy / cyclophosphamide", tx="allogeneic", risk="high"),
    dict(dx="T-cell acute lymphoblastic leukaemia", cond="TBI / etoposide", tx="allogeneic", risk="high"),
    dict(dx="MDS with excess blasts-2", cond="reduced-intensity FLU/MEL", tx="allogeneic", risk="IPSS-R high"),
    dict(dx="primary myelofibrosis, DIPSS intermediate-2", cond="FLU/BU2", tx="allogeneic", risk="DIPSS int-2"),
    dict(dx="IgG kappa multiple myeloma, ISS stage II", cond="melphalan 200 mg/m2", tx="autologous", risk="standard risk"),
    dict(dx="multiple myeloma with t(4;14)", cond="melphalan 140 mg/m2", tx="autologous", risk="high-risk cytogenetics"),
    dict(dx="relapsed diffuse large B-cell lymphoma, chemosensitive", cond="BEAM", tx="autologous", risk="second-line IPI 2"),
    dict(dx="relapsed classical Hodgkin lymphoma", cond="BEAM", tx="autologous", risk="PET-negative pre-transplant"),
    dict(dx="chronic myeloid leukaemia in myeloid blast phase", cond="FLU/TREO", tx="allogeneic", risk="advanced"),
    dict(dx="severe aplastic anaemia", cond="FLU/CY/ATG", tx="allogeneic", risk="non-malignant"),
]

TOX = [
    "fatigue grade 1", "fatigue grade 2", "nausea grade 1, controlled with ondansetron", "no vomiting",
    "peripheral sensory neuropathy grade 1 (tingling in fingertips)", "mucositis grade 2", "diarrhoea grade 1 (3 loose stools/day)",
    "constipation managed with macrogol", "palmar-plantar erythrodysaesthesia grade 1", "alopecia",
    "taste change", "reduced appetite, weight stable", "cold-induced dysaesthesia", "dry cough, no breathlessness",
    "pruritic rash grade 1 on the trunk", "arthralgia grade 1", "hot flushes", "insomnia", "epistaxis x1, self-limiting",
    "hypertension 148/92 on home monitoring", "no fevers or rigors", "mild ankle oedema", "myalgia day 2-4 post cycle",
]

EXAM = [
    "Alert, well in {self}. ECOG PS 1.", "Chest clear. Heart sounds normal. Abdomen soft, non-tender, no hepatomegaly.",
    "No palpable cervical, axillary or inguinal lymphadenopathy.", "No pedal oedema. Calves soft and non-tender.",
    "Port site clean and dry, no erythema.", "Oral mucosa: mild erythema, no ulceration.", "PS 0, walked into clinic unaided.",
    "Mild pallor. No jaundice.", "Scar well healed.", "Skin: faint erythema within the treatment field, no moist desquamation.",
    "Weight stable compared with last visit.", "Neurological examination grossly normal.",
]

SYMPTOMS = ["weight loss of 6 kg over three months", "a persistent cough and haemoptysis", "change in bowel habit with PR bleeding",
            "a painless lump", "progressive dysphagia to solids", "right upper quadrant pain", "night sweats and pruritus",
            "lower back pain", "post-menopausal bleeding", "hoarse voice", "abdominal distension", "headaches and a focal seizure",
            "visible haematuria", "a changing pigmented lesion", "breathlessness on exertion", "iron deficiency anaemia"]

PMH = ["type 2 diabetes (metformin)", "hypertension", "hypercholesterolaemia", "COPD", "asthma", "atrial fibrillation on apixaban",
       "hypothyroidism", "osteoarthritis of both knees", "previous DVT", "chronic kidney disease stage 3a", "depression",
       "gastro-oesophageal reflux", "ischaemic heart disease, stents", "obstructive sleep apnoea on CPAP", "gout",
       "previous cholecystectomy", "anxiety", "migraine", "psoriasis", "glaucoma"]

ALLERGIES = ["NKDA", "penicillin (rash)", "no known drug allergies", "codeine (vomiting)", "sulfonamides", "latex",
             "trimethoprim (rash)", "NKA", "iodinated contrast (urticaria)"]

MEDS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg ON", "metformin 1 g BD", "levothyroxine 100 mcg OD",
        "omeprazole 20 mg OD", "apixaban 5 mg BD", "bisoprolol 2.5 mg OD", "sertraline 50 mg OD", "paracetamol 1 g QDS PRN",
        "oxycodone MR 10 mg BD", "ondansetron 8 mg BD PRN", "dexamethasone 4 mg OD", "allopurinol 100 mg OD",
        "aciclovir 400 mg BD", "co-trimoxazole 480 mg Mon/Wed/Fri", "posaconazole 300 mg OD", "tacrolimus (level-guided)",
        "ciclosporin 100 mg BD", "macrogol 1 sachet OD", "lansoprazole 30 mg OD", "folic acid 5 mg OD",
        "zoledronic acid 4 mg every 12 weeks", "denosumab 120 mg monthly", "calcium and vitamin D 1 tab BD"]

SMOKING = ["Never smoker.", "Ex-smoker, 20 pack-years, quit 10 years ago.", "Current smoker, 10/day; cessation advice given.",
           "Non-smoker.", "Ex-smoker (30 pack-years).", "Vapes occasionally; never smoked tobacco."]
ALCOHOL = ["Alcohol: minimal.", "Drinks around 10 units per week.", "Teetotal.", "Alcohol socially.",
           "Drinks 2-3 glasses of wine at weekends.", "Previously heavy alcohol use, abstinent for 5 years."]

RT_TOX = ["RTOG skin grade 1 erythema", "RTOG skin grade 2 patchy moist desquamation in the inframammary fold",
          "oesophagitis grade 2, on Gaviscon and co-codamol", "mucositis grade 2, on Difflam and soluble paracetamol",
          "urinary frequency (nocturia x3), no dysuria", "proctitis grade 1", "fatigue grade 1", "taste loss",
          "dry mouth", "mild nausea", "diarrhoea grade 1, on loperamide PRN", "scalp alopecia within the field"]

GVHD = ["no signs of acute GVHD", "skin acute GVHD stage 1 (rash <25% BSA), overall grade I",
        "upper GI GVHD (anorexia, nausea), biopsy-confirmed, on budesonide", "mild oral chronic GVHD (lichenoid changes)",
        "chronic GVHD of the eyes (dry eyes), NIH mild", "gut acute GVHD stage 2, overall grade II, on prednisolone 1 mg/kg",
        "liver GVHD suspected (bilirubin 38), under investigation"]

LYMPH_CAUSE = [
    ("breast", "left", "arm", "axillary node clearance and radiotherapy for left breast cancer"),
    ("breast", "right", "arm", "mastectomy, axillary clearance and chest wall radiotherapy for right breast cancer"),
    ("gynae", "left", "leg", "radical hysterectomy with pelvic lymphadenectomy and pelvic radiotherapy for cervical cancer"),
    ("gynae", "bilateral", "leg", "surgery and chemotherapy for ovarian cancer"),
    ("melanoma", "right", "leg", "right inguinal lymph node dissection for melanoma"),
    ("prostate", "bilateral", "leg", "radical prostatectomy with pelvic node dissection and salvage radiotherapy"),
    ("headneck", "", "head and neck", "bilateral neck dissection and chemoradiotherapy for oropharyngeal SCC"),
    ("vulva", "bilateral", "leg", "inguinofemoral lymphadenectomy for vulval cancer"),
    ("primary", "bilateral", "leg", "primary lymphoedema (onset in adolescence)"),
]

TRIALS = ["HALCYON-3", "MERIDIAN-2", "ORBIT-7", "SOLSTICE-B", "KESTREL-4", "TIDEWATER", "CASCADE-1", "NORTHSTAR-11",
          "PARAGON-BR", "ARCADIA-2", "LUMEN-5", "EMBER-X", "TALON-3", "SILVERLINE", "RIVERBEND-2", "QUARTZ-PD",
          "ALDER-1", "MONSOON-4", "PINNACLE-HN", "HORIZON-GI"]

TRIAL_ARMS = ["Arm A (investigational agent plus standard of care)", "Arm B (placebo plus standard of care)",
              "open-label single arm", "Cohort 2 (dose expansion)", "blinded treatment", "Arm A (experimental)",
              "Part B dose escalation, dose level 3"]

AE_TERMS = ["Fatigue", "Nausea", "Diarrhoea", "Rash maculo-papular", "Anaemia", "Neutrophil count decreased", "ALT increased",
            "Hypothyroidism", "Peripheral sensory neuropathy", "Stomatitis", "Hypertension", "Arthralgia", "Pruritus",
            "Decreased appetite", "Cough", "Headache", "Constipation", "Infusion-related reaction", "Pneumonitis",
            "Hyperglycaemia", "Platelet count decreased", "Dysgeusia"]

SUPPORT = ["Written information booklets given", "Referred to the dietitian", "Referred to psychological support service",
           "Benefits advice discussed", "Given the 24-hour triage number", "Referred to physiotherapy",
           "Fertility preservation discussed", "Prehabilitation programme offered", "Holistic needs assessment completed"]


def labs_block(R, style="table"):
    hb = round(R.uniform(88, 150))
    wcc = round(R.uniform(1.8, 11.5), 1)
    neut = round(max(0.3, wcc * R.uniform(0.4, 0.75)), 1)
    plt = R.randint(72, 420)
    cr = R.randint(48, 135)
    egfr = R.randint(40, 90) if cr > 90 else ">90"
    alt = R.randint(9, 88)
    bili = R.randint(4, 28)
    alb = R.randint(28, 46)
    if style == "table":
        return ("Hb %d g/L | WCC %.1f | Neut %.1f | Plt %d\nCreat %d umol/L | eGFR %s | ALT %d | Bili %d | Alb %d\n"
                % (hb, wcc, neut, plt, cr, egfr, alt, bili, alb))
    if style == "us":
        return ("WBC %.1f, Hgb %.1f, Plt %d, ANC %.1f; Cr %.2f, AST %d, ALT %d, T bili %.1f, Alb %.1f\n"
                % (wcc, hb / 10, plt, neut, cr / 88.4, R.randint(10, 70), alt, bili / 17.1, alb / 10))
    return ("Hb %d, WCC %.1f, neuts %.1f, plts %d, creat %d, ALT %d, bili %d.\n" % (hb, wcc, neut, plt, cr, alt, bili))


RT_TOX_BY_SITE = {
    "breast": ["RTOG skin grade 1 erythema", "RTOG skin grade 2 patchy moist desquamation in the inframammary fold",
               "breast oedema", "fatigue grade 1", "mild chest wall discomfort", "itching within the field"],
    "prostate": ["urinary frequency (nocturia x3), no dysuria", "proctitis grade 1", "fatigue grade 1", "loose stools",
                 "mild urgency", "dysuria grade 1"],
    "lung": ["oesophagitis grade 2, on Gaviscon and co-codamol", "fatigue grade 1", "dry cough", "RTOG skin grade 1 erythema",
             "mild breathlessness"],
    "headneck": ["mucositis grade 2, on Difflam and soluble paracetamol", "taste loss", "dry mouth", "RTOG skin grade 2 neck",
                 "odynophagia", "thick saliva"],
    "colorectal": ["diarrhoea grade 1, on loperamide PRN", "proctitis grade 1", "perineal skin soreness", "urinary frequency",
                   "fatigue grade 1"],
    "cns": ["scalp alopecia within the field", "fatigue grade 2", "headache", "mild nausea", "scalp erythema"],
    "gynae": ["diarrhoea grade 1, on loperamide PRN", "urinary frequency", "vulval skin soreness", "fatigue grade 1", "mild nausea"],
    "upper_gi": ["oesophagitis grade 2, on Gaviscon and co-codamol", "mild nausea", "fatigue grade 1", "reduced appetite"],
    "lymphoma": ["fatigue grade 1", "dry mouth", "RTOG skin grade 1 erythema", "mild sore throat"],
}


def rt_tox(R, key, k):
    pool = RT_TOX_BY_SITE.get(key, RT_TOX)
    return R.sample(pool, min(k, len(pool)))
