"""Clinical content for radiotherapy notes: sites, prescriptions, OAR tables,
equipment and hard-negative phrases (none of this is PHI)."""

SITES = {
    "prostate": dict(
        name="adenocarcinoma of the prostate", short="Ca prostate", sex="M", ages=(54, 86),
        icd="C61", stage=("T2cN0M0", "T3aN0M0", "T1cN0M0", "cT3bN0M0"),
        extra=("Gleason 4+3=7 (Grade Group 3), PSA 11.2 ng/mL", "Gleason 3+4=7, PSA 8.4",
               "ISUP GG4, iPSA 23.6, PSMA-PET N0M0", "Gleason 4+4=8, PSA 17"),
        rx=(("60 Gy", 20, "CHHiP-style moderate hypofractionation"), ("78 Gy", 39, "conventional"),
            ("36.25 Gy", 5, "SABR, PACE-B style"), ("70 Gy", 28, "hypofractionated")),
        tech="VMAT 2 arcs 10 MV", targets=("PTV_6000", "PTV_4860", "CTV_Prostate", "CTV_SV"),
        oars=(("Rectum", "V50Gy", "< 50%", 18, 44, "%"), ("Rectum", "V60Gy", "< 35%", 8, 28, "%"),
              ("Bladder", "V50Gy", "< 50%", 10, 38, "%"), ("Femoral_Head_L", "Dmax", "< 50 Gy", 22, 42, "Gy"),
              ("Femoral_Head_R", "Dmax", "< 50 Gy", 21, 43, "Gy"), ("PenileBulb", "Dmean", "< 50 Gy", 11, 38, "Gy"),
              ("Bowel_Bag", "V45Gy", "< 78 cc", 0, 40, "cc")),
        position="supine, knee-fix and foot-lock, arms on chest",
        prep="empty bladder then drink 350 mL water 30 min pre-scan; micro-enema (Microlax) 1 h prior",
        imaging="daily CBCT, match to fiducials (3 gold seeds)",
        tox=("urinary frequency", "nocturia x3", "dysuria", "loose stools", "proctitis", "fatigue"),
        meds=("tamsulosin 400 mcg nocte", "loperamide 2 mg PRN", "bicalutamide 50 mg", "goserelin 10.8 mg 3-monthly"),
        chemo=None, fu="PSA at 3 months then 6-monthly"),
    "breast": dict(
        name="invasive ductal carcinoma, left breast", short="Ca breast", sex="F", ages=(34, 84),
        icd="C50.9", stage=("pT1cN0", "pT2N1a", "ypT1bN0", "pT1bN0 ER+ HER2-"),
        extra=("post WLE and SLNB, margins clear >2 mm", "post mastectomy + ANC, 3/14 nodes +ve",
               "Grade 2, ER 8/8, PR 6/8, HER2 negative", "triple negative, post neoadjuvant AC-T"),
        rx=(("40 Gy", 15, "START-B"), ("26 Gy", 5, "FAST-Forward"), ("50 Gy", 25, "chest wall + SCF"),
            ("16 Gy", 8, "tumour bed boost")),
        tech="field-in-field tangents 6/10 MV, DIBH", targets=("PTV_Breast_L", "PTV_Boost", "CTV_SCF", "PTV_ChestWall"),
        oars=(("Heart", "Dmean", "< 4 Gy", 0.6, 3.8, "Gy"), ("Heart", "V25Gy", "< 10%", 0, 4, "%"),
              ("Lung_L", "V17Gy", "< 15%", 6, 14, "%"), ("LAD", "Dmax", "< 20 Gy", 4, 18, "Gy"),
              ("Breast_R", "Dmean", "< 3 Gy", 0.3, 1.5, "Gy"), ("Spinal_Cord", "Dmax", "< 40 Gy", 1, 30, "Gy")),
        position="supine on breast board at 10 degrees, both arms up, knee rest",
        prep="DIBH coaching with RPM block; radio-opaque wire on scar",
        imaging="daily kV pair + SGRT (AlignRT), weekly CBCT",
        tox=("erythema RTOG grade 1", "dry desquamation", "moist desquamation in IMF", "breast oedema",
             "fatigue", "axillary discomfort"),
        meds=("Flamigel TDS", "Mepitel film to IMF", "aqueous cream", "letrozole 2.5 mg OD", "tamoxifen 20 mg"),
        chemo=None, fu="mammogram 12 months post-op"),
    "hn": dict(
        name="SCC of the right tonsil, HPV (p16) positive", short="SCC oropharynx", sex=None, ages=(41, 79),
        icd="C09.9", stage=("T2N1M0 (AJCC8)", "T3N2M0", "T1N1", "T4aN2cM0"),
        extra=("p16+, ex-smoker 25 pack-years", "p16 negative, current smoker", "PEG inserted prophylactically",
               "dental assessment done, 2 extractions"),
        rx=(("70 Gy", 35, "with 56 Gy elective nodal"), ("65 Gy", 30, "with 54 Gy elective"),
            ("60 Gy", 30, "post-operative"), ("66 Gy", 33, "PORT high-risk")),
        tech="VMAT SIB 6 MV, 2 full arcs", targets=("PTV_7000", "PTV_5600", "CTV_HR", "GTVp"),
        oars=(("SpinalCord_PRV", "Dmax", "< 48 Gy", 30, 46, "Gy"), ("Brainstem", "Dmax", "< 54 Gy", 20, 50, "Gy"),
              ("Parotid_L", "Dmean", "< 26 Gy", 14, 28, "Gy"), ("Parotid_R", "Dmean", "< 26 Gy", 20, 39, "Gy"),
              ("Larynx", "Dmean", "< 45 Gy", 25, 44, "Gy"), ("OralCavity", "Dmean", "< 40 Gy", 22, 41, "Gy"),
              ("Mandible", "Dmax", "< 72 Gy", 60, 71.5, "Gy")),
        position="supine, 5-point thermoplastic shell, mouth bite, shoulder retraction",
        prep="IV contrast Omnipaque 350 80 mL; remove dentures",
        imaging="daily CBCT, 3 mm action level",
        tox=("mucositis grade 2", "odynophagia", "thick saliva", "dysgeusia", "weight loss 4 kg",
             "neck erythema", "oral candida"),
        meds=("Difflam mouthwash", "Caphosol", "oxycodone liquid 5 mg PRN", "nystatin", "fluconazole 50 mg",
              "Gelclair", "paracetamol 1 g QDS via PEG"),
        chemo="cisplatin 100 mg/m2 D1, D22", fu="PET-CT at 12 weeks"),
    "lung": dict(
        name="NSCLC (adenocarcinoma) right upper lobe", short="NSCLC", sex=None, ages=(49, 89),
        icd="C34.1", stage=("T1bN0M0", "T2aN0M0", "T3N2M0 stage IIIB", "T1cN0"),
        extra=("FEV1 1.2 L (48%), DLCO 41%", "EGFR negative, PD-L1 60%", "not fit for lobectomy",
               "MDT: SABR recommended"),
        rx=(("54 Gy", 3, "SABR peripheral"), ("55 Gy", 5, "SABR"), ("60 Gy", 30, "concurrent chemoRT"),
            ("55 Gy", 20, "radical"), ("60 Gy", 8, "risk-adapted SABR")),
        tech="VMAT 6 MV FFF, 4D ITV approach", targets=("ITV", "PTV_5400", "PTV_6000", "IGTV"),
        oars=(("Lung-ITV", "V20Gy", "< 30%", 4, 28, "%"), ("Lung-ITV", "MLD", "< 20 Gy", 3, 17, "Gy"),
              ("SpinalCord", "Dmax", "< 18 Gy", 3, 16, "Gy"), ("Oesophagus", "Dmean", "< 34 Gy", 2, 30, "Gy"),
              ("Heart", "V30Gy", "< 40%", 0, 22, "%"), ("ChestWall", "V30Gy", "< 30 cc", 0, 28, "cc"),
              ("BrachialPlexus", "Dmax", "< 24 Gy", 1, 22, "Gy")),
        position="supine, arms up on wing board, vac-bag, knee-fix",
        prep="4DCT with Anzai belt, 10 phases, free breathing",
        imaging="daily CBCT pre and mid treatment (SABR)",
        tox=("oesophagitis grade 1", "cough", "breathlessness on exertion", "fatigue", "chest wall ache"),
        meds=("Gaviscon Advance 10 mL QDS", "lansoprazole 30 mg", "codeine linctus", "dexamethasone 4 mg"),
        chemo="carboplatin/pemetrexed then durvalumab", fu="CT thorax at 3 months"),
    "rectum": dict(
        name="adenocarcinoma of the rectum, 8 cm from anal verge", short="Ca rectum", sex=None, ages=(39, 85),
        icd="C20", stage=("T3cN1M0", "T3bN0 CRM threatened", "T4aN2", "T2N1"),
        extra=("MRI: EMVI positive", "CEA 7.2", "TNT pathway", "defunctioning loop colostomy"),
        rx=(("25 Gy", 5, "short course"), ("45 Gy", 25, "long course"), ("50.4 Gy", 28, "with boost")),
        tech="VMAT 10 MV", targets=("PTV_4500", "CTV_Meso", "PTV_5040", "CTV_LLN"),
        oars=(("Bowel_Bag", "V45Gy", "< 195 cc", 40, 180, "cc"), ("Bladder", "V40Gy", "< 40%", 15, 38, "%"),
              ("FemHead_L", "V50Gy", "< 5%", 0, 3, "%"), ("FemHead_R", "V50Gy", "< 5%", 0, 3, "%"),
              ("Genitalia", "Dmean", "< 20 Gy", 4, 18, "Gy")),
        position="prone on belly board" ,
        prep="comfortably full bladder; oral contrast not used",
        imaging="daily CBCT",
        tox=("diarrhoea grade 2", "perianal soreness", "urinary frequency", "tenesmus", "fatigue"),
        meds=("capecitabine 825 mg/m2 BD on RT days", "loperamide", "Proctosedyl", "Sudocrem"),
        chemo="capecitabine 825 mg/m2 BD", fu="MRI pelvis 6-8 weeks post"),
    "cervix": dict(
        name="SCC of the cervix FIGO IIB", short="Ca cervix", sex="F", ages=(28, 78),
        icd="C53.9", stage=("FIGO 2018 IIB", "IIIC1r", "IB3", "IIA2"),
        extra=("MRI: parametrial invasion, no hydronephrosis", "PET: 2 positive pelvic nodes",
               "HPV 16 positive", "Hb 96 transfused 2 units"),
        rx=(("45 Gy", 25, "EBRT pelvis, then HDR"), ("50.4 Gy", 28, "with nodal SIB 57.5 Gy")),
        tech="VMAT 10 MV", targets=("PTV_4500", "CTV_Nodes", "ITV_Uterus", "PTV_SIB"),
        oars=(("Bladder", "V40Gy", "< 60%", 30, 58, "%"), ("Rectum", "V40Gy", "< 80%", 45, 78, "%"),
              ("Bowel", "V45Gy", "< 250 cc", 80, 240, "cc"), ("Kidney_L", "Dmean", "< 15 Gy", 1, 10, "Gy"),
              ("SpinalCanal", "Dmax", "< 45 Gy", 20, 40, "Gy")),
        position="supine, knee-fix, arms on chest",
        prep="full and empty bladder scans for ITV; rectal protocol",
        imaging="daily CBCT, bladder volume check",
        tox=("diarrhoea grade 1", "nausea", "dysuria", "vaginal discharge", "fatigue"),
        meds=("cisplatin 40 mg/m2 weekly", "ondansetron 8 mg", "loperamide", "Buscopan"),
        chemo="weekly cisplatin 40 mg/m2 x5", fu="MRI pelvis at 3 months, dilator use"),
    "oesophagus": dict(
        name="adenocarcinoma of the distal oesophagus (Siewert I)", short="Ca oesophagus", sex=None, ages=(47, 84),
        icd="C15.5", stage=("T3N1M0", "T2N0", "T3N0"), extra=("Barrett's oesophagus background", "CROSS regimen",
                                                              "jejunostomy feeding", "EUS staged"),
        rx=(("41.4 Gy", 23, "CROSS"), ("50 Gy", 25, "definitive"), ("50.4 Gy", 28, "definitive")),
        tech="VMAT 6 MV", targets=("PTV_4140", "CTV", "GTV_Primary"),
        oars=(("Lungs", "V20Gy", "< 25%", 8, 22, "%"), ("Heart", "Dmean", "< 30 Gy", 12, 28, "Gy"),
              ("SpinalCord", "Dmax", "< 45 Gy", 20, 40, "Gy"), ("Liver", "Dmean", "< 25 Gy", 4, 18, "Gy")),
        position="supine, arms up on wing board", prep="nil by mouth 3 h; 4DCT",
        imaging="daily CBCT", tox=("oesophagitis grade 2", "dysphagia", "nausea", "weight loss 3 kg"),
        meds=("carboplatin AUC2 + paclitaxel weekly", "Gaviscon", "omeprazole 40 mg", "Fortisip BD"),
        chemo="carboplatin/paclitaxel weekly", fu="surgical review at 6 weeks"),
    "gbm": dict(
        name="glioblastoma, IDH wild-type, MGMT methylated", short="GBM", sex=None, ages=(35, 74),
        icd="C71.1", stage=("WHO grade 4",), extra=("post debulking craniotomy", "KPS 80", "on levetiracetam",
                                                    "partial resection, residual enhancing disease"),
        rx=(("60 Gy", 30, "Stupp protocol"), ("40 Gy", 15, "elderly short course")),
        tech="VMAT 6 MV non-coplanar", targets=("PTV_6000", "CTV_60", "GTV_T1c"),
        oars=(("Brainstem", "Dmax", "< 54 Gy", 20, 53, "Gy"), ("OpticChiasm", "Dmax", "< 54 Gy", 8, 50, "Gy"),
              ("OpticNerve_L", "Dmax", "< 54 Gy", 5, 48, "Gy"), ("Cochlea_R", "Dmean", "< 45 Gy", 2, 35, "Gy"),
              ("Hippocampus_L", "D40%", "< 7.3 Gy", 3, 20, "Gy"), ("Lens_L", "Dmax", "< 6 Gy", 1, 5, "Gy")),
        position="supine, 3-point thermoplastic mask", prep="MRI T1 post-gad fusion",
        imaging="daily CBCT", tox=("alopecia", "headache", "fatigue", "scalp erythema", "nausea"),
        meds=("temozolomide 75 mg/m2 daily", "dexamethasone 2 mg BD", "levetiracetam 500 mg BD",
              "ondansetron", "co-trimoxazole PCP prophylaxis"),
        chemo="temozolomide 75 mg/m2", fu="MRI brain 4 weeks post"),
    "srs": dict(
        name="brain metastases (NSCLC primary), 3 lesions", short="brain mets", sex=None, ages=(42, 82),
        icd="C79.3", stage=("3 lesions, largest 14 mm",), extra=("GPA 2.5", "on osimertinib", "no mass effect",
                                                                 "dexamethasone weaned"),
        rx=(("21 Gy", 1, "SRS"), ("27 Gy", 3, "FSRT"), ("20 Gy", 5, "WBRT")),
        tech="single-isocentre multi-target VMAT (HyperArc)", targets=("PTV_L_Frontal", "PTV_R_Cerebellum"),
        oars=(("Brain-GTV", "V12Gy", "< 10 cc", 1, 9, "cc"), ("Brainstem", "Dmax", "< 15 Gy", 2, 13, "Gy"),
              ("Chiasm", "Dmax", "< 8 Gy", 0.5, 6, "Gy")),
        position="supine, Encompass SRS mask", prep="MRI 1 mm volumetric within 7 days",
        imaging="CBCT + HyperArc SGRT 6DoF", tox=("headache", "fatigue", "seizure none"),
        meds=("dexamethasone 4 mg", "omeprazole"), chemo=None, fu="MRI brain at 6-8 weeks"),
    "bone": dict(
        name="painful bone metastasis, L3 vertebra (breast primary)", short="bone mets", sex=None, ages=(40, 93),
        icd="C79.5", stage=("Mirels 8", "SINS 9"), extra=("no cord compression on MRI", "pain score 7/10",
                                                        "on denosumab", "palliative"),
        rx=(("8 Gy", 1, "single fraction"), ("20 Gy", 5, "palliative"), ("30 Gy", 10, "palliative"),
            ("24 Gy", 2, "SBRT spine")),
        tech="3D-CRT 10 MV POP", targets=("PTV_L3", "PTV_Femur"),
        oars=(("Cauda", "Dmax", "< 24 Gy", 8, 22, "Gy"), ("Bowel", "Dmax", "< 22 Gy", 5, 20, "Gy"),
              ("Kidneys", "Dmean", "< 10 Gy", 1, 7, "Gy")),
        position="supine, knee-fix, arms on chest", prep="analgesia 30 min before scan",
        imaging="kV pair day 1", tox=("pain flare", "nausea", "fatigue"),
        meds=("dexamethasone 8 mg x5 days", "ondansetron 8 mg", "oxycodone MR 10 mg BD", "Oramorph 5 mg PRN"),
        chemo=None, fu="review 6 weeks"),
    "bladder": dict(
        name="muscle-invasive TCC of the bladder", short="Ca bladder", sex=None, ages=(55, 91),
        icd="C67.9", stage=("T2N0M0", "T3aN0"), extra=("post maximal TURBT", "BCON style", "eGFR 52"),
        rx=(("55 Gy", 20, "radical"), ("64 Gy", 32, "radical"), ("36 Gy", 6, "weekly palliative")),
        tech="VMAT 10 MV, plan of the day (3 plans)", targets=("PTV_Small", "PTV_Medium", "PTV_Large"),
        oars=(("Rectum", "V50Gy", "< 40%", 8, 36, "%"), ("Bowel", "V45Gy", "< 120 cc", 10, 110, "cc"),
              ("FemHeads", "Dmax", "< 50 Gy", 30, 48, "Gy")),
        position="supine, knee-fix", prep="empty bladder before scan and each fraction",
        imaging="daily CBCT, plan-of-the-day selection", tox=("frequency", "cystitis", "diarrhoea grade 1"),
        meds=("mitomycin C D1 + 5-FU", "oxybutynin", "loperamide"), chemo="mitomycin C / 5-FU",
        fu="cystoscopy at 3 months"),
    "skin": dict(
        name="BCC left nasal ala", short="skin BCC", sex=None, ages=(60, 99),
        icd="C44.3", stage=("12 mm nodular BCC",), extra=("not surgical candidate", "on warfarin",
                                                          "Fitzpatrick type II"),
        rx=(("35 Gy", 5, "electrons 6 MeV"), ("45 Gy", 10, "orthovoltage 100 kV"), ("50 Gy", 20, "electrons")),
        tech="6 MeV electrons, lead cut-out, 5 mm bolus", targets=("PTV_Skin",),
        oars=(("Lens_L", "Dmax", "< 6 Gy", 0.2, 3, "Gy"), ("Eye_L", "Dmean", "< 10 Gy", 0.3, 4, "Gy")),
        position="supine, head rest B, internal eye shield", prep="clinical mark-up with 5 mm margin",
        imaging="visual set-up", tox=("moist desquamation", "crusting", "erythema"),
        meds=("Intrasite gel", "paraffin ointment"), chemo=None, fu="review 4 weeks"),
    "lymphoma": dict(
        name="Hodgkin lymphoma, stage IIA mediastinal", short="HL", sex=None, ages=(18, 45),
        icd="C81.1", stage=("stage IIA bulky", "IA"), extra=("post ABVD x4, Deauville 3", "PET-CR"),
        rx=(("30 Gy", 15, "ISRT"), ("20 Gy", 10, "ISRT")), tech="butterfly VMAT 6 MV, DIBH",
        targets=("PTV_ISRT", "CTV_Mediastinum"),
        oars=(("Heart", "Dmean", "< 8 Gy", 2, 7, "Gy"), ("Breasts", "Dmean", "< 4 Gy", 0.5, 3, "Gy"),
              ("Lungs", "V20Gy", "< 20%", 4, 18, "%"), ("Thyroid", "Dmean", "< 20 Gy", 4, 18, "Gy")),
        position="supine, arms up, DIBH", prep="PET fusion", imaging="daily CBCT",
        tox=("oesophagitis", "fatigue", "sore throat"), meds=("Gaviscon", "paracetamol"),
        chemo="ABVD", fu="echo and thyroid function annually"),
}

BRACHY = {
    "cervix": dict(app=("Venezia applicator, 30 mm ovoids, 60 mm IU tube", "ring and tandem 30 mm/60 mm",
                        "Fletcher-Suit applicator with interstitial needles x6", "Utrecht applicator + 4 needles"),
                   rx=("7 Gy x 4", "8 Gy x 3", "7 Gy x 3", "6 Gy x 5"), dose=(7.0, 8.0, 6.0),
                   metrics=(("HR-CTV", "D90", 7.0, 8.8, "Gy"), ("Bladder", "D2cc", 3.8, 5.8, "Gy"),
                            ("Rectum", "D2cc", 2.6, 4.2, "Gy"), ("Sigmoid", "D2cc", 2.0, 4.4, "Gy"),
                            ("Bowel", "D2cc", 1.5, 3.8, "Gy")),
                   imaging="MRI (T2 axial 3 mm) with applicator in situ", anaes="spinal with intrathecal diamorphine",
                   sex="F"),
    "vault": dict(app=("vaginal cylinder 30 mm", "vaginal cylinder 35 mm", "multichannel cylinder 30 mm"),
                  rx=("7 Gy x 3 at 5 mm depth", "4 Gy x 6 at surface", "11 Gy x 2 at surface"), dose=(7.0, 4.0),
                  metrics=(("CTV_Vault", "D90", 6.5, 7.5, "Gy"), ("Bladder", "D2cc", 3.0, 5.4, "Gy"),
                           ("Rectum", "D2cc", 3.5, 5.5, "Gy")),
                  imaging="CT with cylinder in situ", anaes="none", sex="F"),
    "prostate": dict(app=("transperineal template, 16 needles", "18 ProGuide needles via template"),
                     rx=("15 Gy x 1 boost", "19 Gy x 1 monotherapy", "10 Gy x 2 salvage"), dose=(15.0, 19.0),
                     metrics=(("CTV_Prostate", "V100", 92, 98, "%"), ("Urethra", "D10", 14, 17.5, "Gy"),
                              ("Rectum", "D2cc", 8, 11.5, "Gy"), ("Rectum", "Dmax", 10, 13, "Gy")),
                     imaging="TRUS live planning (Oncentra Prostate)", anaes="general anaesthetic", sex="M"),
}

MACHINES = ("TrueBeam 1", "TrueBeam 2", "LA3 (Versa HD)", "LA4 (Versa HD)", "Halcyon H1", "Elekta Synergy LA2",
            "Tomotherapy HD", "Unity MR-Linac", "Clinac iX", "Ethos", "TrueBeam STx", "Agility LA5")
TPS = ("Eclipse 16.1 (AAA 16.1.0)", "Eclipse 18.0 (Acuros XB)", "RayStation 12A (CC v5.4)", "Monaco 6.1 (MC)",
       "Pinnacle 16.2 (CCC)", "RayStation 2023B", "Eclipse 15.6 (AXB dose-to-medium)")
SECOND_CHECK = ("RadCalc 7.2", "Mobius3D 4.0", "IMSure QA 3.8", "MUCheck", "SciMoCa", "ClearCheck")
PSQA = ("ArcCHECK", "Octavius 4D 1500", "Delta4 Phantom+", "EPID portal dosimetry", "SRS MapCHECK",
        "MatriXX Resolution", "PerFRACTION")
CT_SCANNERS = ("Siemens Somatom go.Open Pro", "GE Discovery RT", "Philips Big Bore", "Canon Aquilion LB",
               "Siemens Somatom Confidence")
RV = ("ARIA", "MOSAIQ", "ARIA 16", "MOSAIQ 3.0")
AFTERLOADERS = ("Flexitron", "microSelectron v3", "GammaMed plus iX", "Bravos")
CHAMBERS = ("PTW 30013 Farmer", "IBA FC65-G", "Exradin A12", "PTW Semiflex 31010")

COMORB = ("type 2 DM (HbA1c 58)", "Parkinson's disease", "Crohn's disease (quiescent)", "COPD GOLD 2",
          "AF on apixaban", "Paget's disease of bone", "previous Bell's palsy", "Graves' disease, treated",
          "CKD stage 3a (eGFR 51)", "hypertension", "Addison's disease on hydrocortisone",
          "Bowen's disease of the shin", "Wilson's disease", "Cushing's syndrome (resolved)",
          "hypothyroidism", "obesity (BMI 36)", "ischaemic heart disease, PCI 2 stents",
          "scleroderma (relative contraindication)", "previous DVT", "gout", "asthma")
ECOG = ("ECOG 0", "ECOG 1", "ECOG PS 1", "ECOG 2", "WHO PS 1", "KPS 80%", "KPS 70", "PS 0")
LABS = ("Hb 118 g/L", "Hb 96", "WCC 4.2", "neuts 1.8", "plt 212", "Cr 88 umol/L", "eGFR 64",
        "Na 134", "K 4.1", "Mg 0.62", "albumin 31", "CRP 14", "Hb 131", "neuts 0.9 (!)",
        "PSA 0.4", "TSH 3.1", "glucose 11.2", "plt 98")

SKIN = ("RTOG grade 0", "RTOG 1 erythema", "RTOG 2a dry desquamation", "RTOG 2b patchy moist", "CTCAE G1",
        "CTCAE v5 G2 dermatitis")

CTCAE = ("fatigue G1", "fatigue G2", "diarrhoea G1", "diarrhoea G2", "nausea G1", "mucositis G2",
         "dysphagia G2", "dermatitis G1", "cystitis G1", "proctitis G1", "anorexia G1", "pain G1",
         "alopecia G1", "oesophagitis G1", "cough G1")

SHORTHAND = ("1/52", "2/52", "3/52", "6/52", "3/12", "6/12", "12/12", "2/7", "5/7")

PAIN_SCORES = ("2/10", "3/10", "4/10", "5/10", "6/10", "7/10")


def pick_rx(rng, site):
    return rng.choice(site["rx"])


def fmt_val(v, unit):
    if unit == "%":
        return "%.1f%%" % v
    if unit == "cc":
        return "%.1f cc" % v
    return "%.2f Gy" % v if v < 10 else "%.1f Gy" % v


def oar_rows(rng, site, k=None):
    rows = list(site["oars"])
    if k and k < len(rows):
        rows = rng.sample(rows, k)
    out = []
    for s, m, obj, lo, hi, unit in rows:
        v = lo + (hi - lo) * rng.random()
        ok = "PASS" if rng.random() < 0.93 else "MINOR DEV (accepted)"
        out.append((s, m, obj, fmt_val(v, unit), ok))
    return out


def target_rows(rng, site, dose):
    tgt = site["targets"][0]
    d98 = 95.0 + 3.5 * rng.random()
    d2 = 102.0 + 4.8 * rng.random()
    v95 = 96 + 3.9 * rng.random()
    return [(tgt, "D98%", ">= 95%", "%.1f%%" % d98, "PASS"),
            (tgt, "D50%", "100% +/- 1%", "%.1f%%" % (99.2 + 1.4 * rng.random()), "PASS"),
            (tgt, "D2%", "<= 107%", "%.1f%%" % d2, "PASS"),
            (tgt, "V95%", ">= 98%", "%.1f%%" % v95, "PASS" if v95 >= 98 else "ACCEPTED")]


def beams(rng, site):
    """Beam/arc rows: (name, energy, gantry, coll, couch, MU)."""
    tech = site["tech"]
    e = "6X" if "6" in tech else ("10X" if "10" in tech else "6X")
    if "FFF" in tech:
        e = rng.choice(("6X-FFF", "10X-FFF"))
    rows = []
    if "VMAT" in tech or "arc" in tech:
        n = rng.choice((2, 2, 3, 4))
        for i in range(n):
            g = "181-179 CW" if i % 2 == 0 else "179-181 CCW"
            rows.append(("ARC%d" % (i + 1), e, g, rng.choice(("10", "350", "30", "330", "5")), "0",
                         "%.1f" % (180 + 420 * rng.random())))
    elif "tangent" in tech:
        for nm, g in (("MED", "%d" % rng.randrange(300, 320)), ("LAT", "%d" % rng.randrange(120, 140))):
            rows.append((nm, e, g, "0", "0", "%.1f" % (90 + 60 * rng.random())))
            rows.append((nm + "_FiF", rng.choice(("6X", "10X")), g, "0", "0", "%.1f" % (8 + 20 * rng.random())))
    elif "electron" in tech:
        rows.append(("EL1", "6E", "0", "0", "0", "%.0f" % (200 + 100 * rng.random())))
    else:
        rows.append(("ANT", e, "0", "0", "0", "%.1f" % (100 + 80 * rng.random())))
        rows.append(("POST", e, "180", "0", "0", "%.1f" % (100 + 80 * rng.random())))
    return rows


def gamma(rng):
    return "%.1f%%" % (95.2 + 4.7 * rng.random())


def mu_diff(rng):
    v = (rng.random() - 0.5) * 5.6
    return "%+.1f%%" % v


def tox_text(rng, site, n=2):
    return ", ".join(rng.sample(site["tox"], min(n, len(site["tox"]))))
