"""Hard-negative text: lab panels, vitals, drugs with sigs, eponyms, scores, codes, times and
ordinary words that double as names. Everything here is plain text (never PHI)."""
from phi import R, ch, pr, clock

LABS = [  # name, unit, low, high, decimals
    ("Na", "mmol/L", 128, 146, 0), ("K", "mmol/L", 3.1, 5.9, 1), ("Cl", "mmol/L", 96, 110, 0),
    ("HCO3", "mmol/L", 18, 30, 0), ("Urea", "mmol/L", 2.5, 18, 1), ("BUN", "mg/dL", 7, 48, 0),
    ("Creatinine", "umol/L", 55, 240, 0), ("Cr", "mg/dL", 0.6, 2.9, 2), ("eGFR", "mL/min/1.73m2", 18, 95, 0),
    ("Glucose", "mmol/L", 3.9, 14.2, 1), ("Ca", "mmol/L", 2.05, 2.85, 2), ("Mg", "mmol/L", 0.6, 1.1, 2),
    ("PO4", "mmol/L", 0.7, 1.6, 2), ("Albumin", "g/L", 24, 45, 0), ("ALT", "U/L", 9, 180, 0),
    ("AST", "U/L", 11, 160, 0), ("ALP", "U/L", 40, 420, 0), ("GGT", "U/L", 12, 300, 0),
    ("Bili", "umol/L", 4, 68, 0), ("LDH", "U/L", 120, 620, 0), ("CRP", "mg/L", 1, 240, 0),
    ("WBC", "x10^9/L", 2.1, 21.5, 1), ("Hb", "g/L", 78, 165, 0), ("Hgb", "g/dL", 7.1, 16.2, 1),
    ("PLT", "x10^9/L", 38, 520, 0), ("MCV", "fL", 71, 104, 0), ("Neut", "x10^9/L", 0.4, 17.8, 1),
    ("INR", "", 0.9, 3.8, 1), ("APTT", "s", 24, 52, 0), ("Fibrinogen", "g/L", 1.1, 5.6, 1),
    ("Troponin I", "ng/L", 2, 880, 0), ("Lactate", "mmol/L", 0.6, 6.4, 1), ("TSH", "mIU/L", 0.02, 9.8, 2),
    ("Ferritin", "ug/L", 8, 1400, 0), ("HbA1c", "%", 4.9, 11.2, 1), ("PSA", "ng/mL", 0.1, 48, 2),
    ("Procalcitonin", "ug/L", 0.03, 12, 2), ("pH", "", 7.18, 7.49, 2), ("pCO2", "kPa", 3.6, 8.9, 1)]


REF = {"Na": "135-145", "K": "3.5-5.2", "Cl": "95-110", "HCO3": "22-32", "Urea": "2.5-7.8", "BUN": "7-20",
       "Creatinine": "45-90", "Cr": "0.6-1.2", "eGFR": ">60", "Glucose": "3.9-7.8", "Ca": "2.10-2.60",
       "Mg": "0.70-1.10", "PO4": "0.75-1.50", "Albumin": "35-50", "ALT": "<40", "AST": "<35", "ALP": "30-130",
       "GGT": "<50", "Bili": "<21", "LDH": "120-250", "CRP": "<5", "WBC": "4.0-11.0", "Hb": "120-160",
       "Hgb": "12.0-16.0", "PLT": "150-400", "MCV": "80-100", "Neut": "2.0-7.5", "INR": "0.9-1.2",
       "APTT": "25-38", "Fibrinogen": "2.0-4.0", "Troponin I": "<16", "Lactate": "0.5-2.2", "TSH": "0.4-4.0",
       "Ferritin": "30-300", "HbA1c": "<6.0", "PSA": "<4.0", "Procalcitonin": "<0.5", "pH": "7.35-7.45",
       "pCO2": "4.7-6.0"}


def val(lo, hi, dec):
    v = R.uniform(lo, hi)
    return f"{v:.{dec}f}"


def lab_rows(n=None, sep="  "):
    rows = R.sample(LABS, n or R.randint(4, 9))
    out = []
    for name, unit, lo, hi, dec in rows:
        flag = ch(["", "", "", " H", " L", " *"])
        out.append(f"{name:<12}{sep}{val(lo, hi, dec):>7}{flag:<3} {unit}")
    return "\n".join(out) + "\n"


def lab_inline(n=4):
    rows = R.sample(LABS, n)
    return ", ".join(f"{a} {val(lo, hi, dec)}" for a, u, lo, hi, dec in rows)


def vitals():
    return ch([f"BP {R.randint(95, 178)}/{R.randint(52, 98)}, HR {R.randint(52, 124)}, RR {R.randint(12, 28)}, "
               f"SpO2 {R.randint(88, 100)}% on {ch(['RA', '2L NP', 'room air', '4 L/min'])}, T {R.uniform(35.8, 39.4):.1f} C",
               f"HR {R.randint(55, 130)} bpm  BP {R.randint(90, 180)}/{R.randint(50, 100)} mmHg  "
               f"sats {R.randint(90, 100)}%  GCS {ch(['15', '14', '15/15', 'E4V5M6'])}"])


DRUGS = [("metoprolol", "25 mg PO BID"), ("apixaban", "5 mg BD"), ("rivaroxaban", "20 mg daily"),
         ("warfarin", "per INR"), ("enoxaparin", "40 mg SC daily"), ("heparin", "5000 units SC q8h"),
         ("clopidogrel", "75 mg daily"), ("aspirin", "100 mg mane"), ("atorvastatin", "40 mg nocte"),
         ("metformin", "1 g BD"), ("insulin glargine", "18 units at 22:00"), ("furosemide", "40 mg mane"),
         ("amlodipine", "5 mg OD"), ("ramipril", "2.5 mg OD"), ("levothyroxine", "100 mcg daily"),
         ("tamoxifen", "20 mg daily"), ("letrozole", "2.5 mg daily"), ("prednisolone", "25 mg OD, wean"),
         ("dexamethasone", "4 mg BD"), ("ondansetron", "4 mg IV q8h PRN"), ("paracetamol", "1 g QID PRN"),
         ("acetaminophen", "650 mg q6h PRN"), ("oxycodone", "5 mg q4h PRN"), ("ceftriaxone", "2 g IV daily"),
         ("piperacillin-tazobactam", "4.5 g IV q6h"), ("vancomycin", "per levels"), ("gentamicin", "5 mg/kg"),
         ("amoxicillin", "500 mg TDS"), ("doxycycline", "100 mg BD"), ("fluconazole", "400 mg daily"),
         ("pantoprazole", "40 mg daily"), ("omeprazole", "20 mg OD"), ("methotrexate", "15 mg weekly"),
         ("capecitabine", "1000 mg/m2 BD d1-14"), ("midazolam", "1 mg IV"), ("fentanyl", "50 mcg IV"),
         ("lidocaine 1%", "10 mL local"), ("iohexol 350", "100 mL IV"), ("gadobutrol", "0.1 mmol/kg IV"),
         ("metformin XR", "500 mg with evening meal")]


def med_list(n=None):
    rows = R.sample(DRUGS, n or R.randint(3, 7))
    return "".join(f"- {a} {b}\n" for a, b in rows)


def med_inline(n=3):
    return ", ".join(f"{a} {b}" for a, b in R.sample(DRUGS, n))


EPONYM = {
    "rad": ["No Hill-Sachs or Bankart lesion.", "Small Baker's cyst in the popliteal fossa.",
            "Kerley B lines at the bases.", "Findings compatible with Paget's disease of the pelvis.",
            "Morton's neuroma in the third intermetatarsal space.", "Salter-Harris II fracture of the distal tibia.",
            "Segond fracture not seen.", "Lisfranc joint alignment preserved.", "No Chance fracture.",
            "Bosniak IIF cyst, follow-up advised.", "Morison's pouch is clear.", "Sonographic Murphy's sign negative.",
            "Riedel lobe of the liver, a normal variant.", "Bennett fracture-dislocation excluded.",
            "Monteggia injury not present.", "Swan-Ganz catheter tip in the right pulmonary artery.",
            "Hickman line tip at the cavoatrial junction.", "Foley catheter balloon in the bladder.",
            "Fleischner guidelines apply.", "Spetzler-Martin grade II.", "Fazekas grade 1 white matter change.",
            "Weber B ankle fracture.", "Schatzki ring at the GOJ on prior swallow.", "Virchow node not enlarged.",
            "Known Crohn's disease of the terminal ileum.", "Parkinson's disease; tremor degraded the images.",
            "Alzheimer's type atrophy pattern.", "Graves' disease on carbimazole.", "No Kaposi sarcoma pattern.",
            "Previous Hartmann's procedure.", "Prior Whipple's procedure."],
    "path": ["Warthin tumour is favoured.", "Brenner tumour component not identified.", "No Krukenberg pattern.",
             "Background Hashimoto thyroiditis.", "Barrett's mucosa without dysplasia.",
             "Hodgkin lymphoma is not favoured.", "Ewing sarcoma is not favoured.", "No Burkitt pattern.",
             "Gleason pattern 4 comprises 30%.", "Papanicolaou stain adequate.", "Grocott stain negative for fungi.",
             "Ziehl-Neelsen stain negative for AFB.", "Nottingham grade 2 (3+2+2).",
             "Breslow thickness 1.4 mm, Clark level IV.", "Crohn's-type granulomas absent.",
             "Paneth cell metaplasia present.", "Reed-Sternberg cells not identified.", "Schiller-Duval bodies absent.",
             "Psammoma bodies present.", "Call-Exner bodies not seen.", "Mallory-Denk bodies noted."],
    "micro": ["Gram stain: Gram-positive cocci in clusters.", "Ziehl-Neelsen stain negative for AFB.",
              "MacConkey agar: lactose fermenter.", "Mueller-Hinton disc diffusion per EUCAST.",
              "Lancefield group A.", "Kirby-Bauer zone 14 mm.", "Escherichia coli, ESBL screen negative.",
              "Auramine stain negative.", "Lowenstein-Jensen culture in progress (up to 8 weeks)."],
    "gen": ["Sanger sequencing confirmation performed.", "Hardy-Weinberg equilibrium assumed.",
            "Lynch syndrome testing recommended for relatives.", "Cowden syndrome not excluded.",
            "Li-Fraumeni syndrome considered in view of family history.", "Marfan syndrome panel negative.",
            "Turner syndrome (45,X) excluded on karyotype.", "Trisomy 21 (Down syndrome) not detected.",
            "Fanconi anaemia genes not included.", "Von Hippel-Lindau gene not analysed.",
            "Huntington disease testing requires separate consent."],
    "clin": ["Babinski negative per ward team.", "Glasgow Coma Scale 15.", "Wells score low.",
             "Cushing's disease excluded.", "Addison's disease on hydrocortisone.", "Bell's palsy history.",
             "Raynaud's phenomenon.", "Sjogren's syndrome on hydroxychloroquine.", "Wilson disease excluded.",
             "Gilbert syndrome explains the bilirubin.", "Kawasaki disease in childhood."]}

SCORES = ["BI-RADS 2", "BI-RADS 4A", "BI-RADS 0", "TI-RADS 3", "TI-RADS 4", "LI-RADS 4",
          "LI-RADS 5", "PI-RADS 3", "PI-RADS 4", "Bosniak II", "O-RADS 3", "Lung-RADS 2",
          "Lung-RADS 4A", "ASPECTS 9", "Tanner stage 4", "Kellgren-Lawrence grade 3",
          "Outerbridge grade III", "Gleason 3+4=7 (Grade Group 2)", "Gleason 4+3=7", "CAD-RADS 2",
          "Grade 2 (Nottingham)", "Ki-67 15%", "Bethesda IV", "Milan category II",
          "Paris category: AUC", "Child-Pugh A", "MELD 14", "ECOG 1", "NYHA II", "CHA2DS2-VASc 3"]

ICD = [("C34.11", "Malignant neoplasm of upper lobe, right bronchus or lung"),
       ("C50.412", "Malignant neoplasm of upper-outer quadrant of left female breast"),
       ("R91.1", "Solitary pulmonary nodule"), ("K80.20", "Calculus of gallbladder"),
       ("N20.0", "Calculus of kidney"), ("I26.99", "Other pulmonary embolism"),
       ("S72.001A", "Fracture of unspecified part of neck of right femur"),
       ("C18.7", "Malignant neoplasm of sigmoid colon"), ("E04.1", "Nontoxic single thyroid nodule"),
       ("C61", "Malignant neoplasm of prostate"), ("R10.31", "Right lower quadrant pain"),
       ("N63.20", "Unspecified lump in the left breast"), ("A41.9", "Sepsis, unspecified organism"),
       ("Z15.01", "Genetic susceptibility to malignant neoplasm of breast"),
       ("C56.9", "Malignant neoplasm of unspecified ovary"), ("D64.9", "Anaemia, unspecified"),
       ("J18.9", "Pneumonia, unspecified organism"), ("I63.9", "Cerebral infarction")]
CPT = [("71250", "CT thorax without contrast"), ("74177", "CT abdomen and pelvis with contrast"),
       ("70553", "MRI brain without and with contrast"), ("76700", "US abdomen complete"),
       ("71046", "Chest X-ray, 2 views"), ("88305", "Level IV surgical pathology"),
       ("88307", "Level V surgical pathology"), ("88112", "Cytopathology, cell enhancement"),
       ("87086", "Urine culture, quantitative"), ("87040", "Blood culture"), ("81162", "BRCA1/2 full sequence"),
       ("37191", "IVC filter insertion"), ("36561", "Tunnelled central venous port"),
       ("78815", "PET/CT skull base to mid-thigh"), ("86920", "Crossmatch, immediate spin")]


def problem_list(n=None):
    rows = R.sample(ICD, n or R.randint(2, 4))
    return "".join(f"{i + 1}. {t} ({c})\n" for i, (c, t) in enumerate(rows))


def icd():
    c, t = ch(ICD)
    return f"{c} {t}"


def cpt():
    c, t = ch(CPT)
    return f"CPT {c} ({t})"


WORDY = [  # ordinary words that also occur as names in the pools
    "CRP rose from 40 to 188 over 48 hours.", "Findings may represent early consolidation.",
    "Will discuss at the next MDT.", "Frank haemorrhage is not seen.", "Skin mark placed at the entry site.",
    "There is no frank pus.", "Radiologist will review with priors.",
    "Grace period for repeat sample is 72 hours.", "We hope this is helpful.",
    "Heather-like streaking artefact from the prosthesis.", "Ivy-pattern enhancement not seen.",
    "Pearl-white appearance of the cut surface.", "Ruby-red staining of the reaction zone.",
    "The bill for the outside read is pending.", "Amber light on the analyser; rerun.",
    "Crystal arthropathy is a consideration.", "Hazel-coloured fluid aspirated.",
    "Iris of contrast at the ostium.", "Joy stick controller fault logged.",
    "Faith in the prior read is limited by motion.", "Dawn phenomenon noted on glucose log.",
    "Daisy-chain artefact on the US probe.", "Robin sequence is not described.",
    "Fox-Fordyce not relevant.", "Field of view extended to the vertex.", "Lane 3 of the gel failed QC.",
    "The ward clerk was notified.", "Sharp margins.", "Long segment narrowing.", "Little change.",
    "Young adult pattern of ossification.", "Green-top tube haemolysed.", "White cell count elevated.",
    "Black blood sequences obtained.", "Gray-scale and Doppler images.", "Stone in the distal ureter.",
    "Bush tea ingestion history not confirmed.", "Price of the send-out test approved.",
    "Rich vascular flow on Doppler.", "Best seen on coronal images.", "Swift resolution after drainage.",
    "Strong family history.", "Cross-sectional imaging advised.", "Snow-storm appearance of the testis not seen.",
    "Hunter's canal is patent.", "Wood's lamp examination not done.", "Baker cyst measures 3 cm.",
    "Cook catheter (5 Fr) used.", "Mason-type closure not required.", "Bishop score not applicable.",
    "Fisher grade 1 SAH excluded.", "Page kidney not suspected.", "Bell's palsy history.",
    "Prior Miles procedure.", "King's College criteria not met.", "Wells criteria low.",
    "Temple region soft tissues normal.", "Standard CT-PE-2 protocol followed."]


INCIDENTAL = {
    "head": ["Cavum septum pellucidum, a normal variant.", "Virchow-Robin spaces prominent in the basal ganglia.",
             "Small Rathke cleft cyst (3 mm).", "Mega cisterna magna.", "Arachnoid granulation in the left transverse sinus."],
    "chest": ["Azygos fissure, a normal variant.", "Small Bochdalek hernia on the left.", "Schmorl's nodes at T11 and T12.",
              "Small Morgagni hernia containing fat.", "Kerley B lines are not seen."],
    "abdo": ["Riedel lobe of the liver (normal variant).", "Bosniak I cyst in the left kidney.",
             "Schmorl's nodes in the lumbar spine.", "Phrygian cap gallbladder.", "No Spigelian hernia.",
             "Morison's pouch is clear."],
    "msk": ["Os trigonum.", "Bipartite patella.", "Schmorl's nodes.", "Tarlov cysts at S2.", "Fabella noted.",
            "No Hill-Sachs or Bankart lesion.", "No Segond fracture."],
    "leg": ["Baker's cyst measuring 2 cm.", "Reactive inguinal nodes.", "No superficial thrombophlebitis."],
    "pelvis": ["Nabothian cysts in the cervix.", "Tarlov cyst at S2.", "Phleboliths in the pelvis."],
    "other": ["Virchow node not enlarged.", "No Zenker diverticulum.", "Reactive Delphian node 5 mm."]}


def incidental(region):
    return ch(INCIDENTAL[region])


def eponym(dom="rad"):
    return ch(EPONYM[dom])


WORDY_BY = {
    "rad": ["Findings may represent early consolidation.", "Will review with priors when available.",
            "Best seen on coronal images.", "Little change from the prior study.", "Long segment narrowing is not present.",
            "Frank haemorrhage is not seen.", "Skin mark placed for the planned procedure.", "Sharp margins.",
            "Young adult pattern of marrow signal.", "Gray-scale and Doppler images reviewed.",
            "Field of view extended to the vertex.", "Black blood sequences obtained.", "CRP rose from 40 to 188 over 48 hours."],
    "lab": ["CRP rose from 40 to 188 over 48 hours.", "Green-top tube haemolysed; K may be spuriously raised.",
            "Will add on magnesium to the existing sample.", "Amber light on the analyser; rerun with fresh QC.",
            "Little change from the previous sample.", "White cell count elevated; film reviewed.",
            "Hope to have the send-out result within 10 working days.", "The bill for the send-out test was approved.",
            "Best collected before the morning dose.", "Lane 3 of the gel failed QC and was repeated."],
    "path": ["Frank invasion of the muscularis propria.", "Pearl-white appearance of the cut surface.",
             "Little residual tumour after neoadjuvant therapy.", "Sharp demarcation from adjacent mucosa.",
             "Margins may be affected by diathermy artefact.", "Will issue a supplementary report with molecular results.",
             "Hazel-coloured fluid aspirated from the cyst.", "Crystal deposits (calcium oxalate) noted."],
    "letter": ["We hope this is helpful.", "Will see in clinic in 6 weeks.", "May I thank you for this referral.",
               "Please mark the request urgent if symptoms progress.", "Little has changed since the last review.",
               "Frank discussion about the result took place at the bedside."]}


def wordy(dom=None):
    return ch(WORDY_BY[dom]) if dom else ch(WORDY)


def tech_ct():
    return ch([f"Axial images acquired from the lung apices to the pubic symphysis following {ch(['100', '90', '80'])} mL "
               f"{ch(['Omnipaque 350', 'iohexol 350', 'Visipaque 320', 'Ultravist 370'])} IV in the portal venous phase. "
               f"Coronal and sagittal MPRs. DLP {R.randint(250, 1400)} mGy.cm, CTDIvol {R.uniform(4, 22):.1f} mGy.",
               f"Non-contrast CT head, 5 mm axial with bone algorithm. DLP {R.randint(700, 1100)} mGy.cm.",
               f"CTPA protocol, bolus tracking on the main PA (trigger 100 HU), 60 mL contrast at 4.5 mL/s.",
               f"Low-dose non-contrast CT chest, 1 mm reconstructions. CTDIvol {R.uniform(1, 3):.1f} mGy.",
               f"Multiphase liver protocol: non-contrast, late arterial, portal venous and 3-minute delayed phases."])


def tech_mr():
    return ch(["Sagittal T1, T2, STIR; axial T2 and T1 post-gadolinium. 1.5T.",
               "3T MRI brain: axial DWI/ADC, FLAIR, SWI, T2, and post-contrast 3D T1 MPRAGE.",
               "Multiparametric MRI prostate (T2W, DWI b1400, DCE) per PI-RADS v2.1.",
               "MRI liver with hepatobiliary agent (gadoxetate), 20-minute delayed phase.",
               "MRI knee: PD fat-sat in three planes, T1 coronal. 3T.",
               "MR enterography with oral mannitol and IV buscopan 20 mg.",
               "Bilateral breast MRI, dynamic contrast (gadobutrol 7.5 mL) with subtraction and MIP."])


def times_line():
    return f"Exam start {clock()}, end {clock()}. Contrast given {clock()}."
