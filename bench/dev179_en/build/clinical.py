"""Non-PHI clinical content for dev179_en: scenarios, labs, vitals, drips.

Nothing in this module is PHI; genre modules wrap PHI around it.
"""

SCEN = [
    {"key": "cap_shock", "dx": "septic shock 2/2 RLL pneumonia", "ages": (48, 91), "unit": "MICU",
     "cc": "SOB, fever, hypotension",
     "hpi": "Presented with 4 days of productive cough, rigors and progressive dyspnea. In ED SpO2 82% on RA, RR 34, MAP 58 after 30 mL/kg LR. CXR dense RLL consolidation. Intubated in ED for worsening work of breathing. Norepi started via L IJ.",
     "pmh": ["HTN", "T2DM", "CKD stage 3a", "former smoker 30 pk-yr"],
     "abx": "ceftriaxone 2 g q24h + azithromycin 500 mg daily",
     "vent": True, "drips": ["norepinephrine", "propofol", "fentanyl"],
     "imaging": "CXR: RLL consolidation with small parapneumonic effusion; ETT 4 cm above carina.",
     "plan": ["Cont norepi, goal MAP >65; add vaso if norepi >0.25", "LTVV 6 mL/kg IBW, PEEP per ARDSnet table",
              "F/u BCx x2, sputum cx, urine Legionella/pneumococcal Ag", "Procal trend; de-escalate per cx"]},
    {"key": "uro_shock", "dx": "septic shock from obstructive pyelonephritis", "ages": (55, 94), "unit": "MICU",
     "cc": "confusion, fever",
     "hpi": "Found confused at home, T 39.4, BP 74/40. CT A/P L obstructing 7 mm UVJ stone w hydronephrosis. IR placed L perc nephrostomy overnight; purulent urine.",
     "pmh": ["nephrolithiasis", "AFib on apixaban", "hypothyroidism"],
     "abx": "piperacillin-tazobactam 4.5 g IV q6h",
     "vent": False, "drips": ["norepinephrine", "vasopressin"],
     "imaging": "CT A/P: 7 mm L UVJ calculus, moderate hydronephrosis, perinephric stranding.",
     "plan": ["Pip-tazo, narrow when urine cx back", "Nephrostomy to gravity, monitor output",
              "Hold apixaban; heparin gtt when plt >50", "Stress-dose hydrocortisone 50 mg q6h"]},
    {"key": "dka", "dx": "severe DKA", "ages": (16, 67), "unit": "MICU",
     "cc": "N/V, abdominal pain",
     "hpi": "T1DM on insulin pump, pump site failure x2 days, 1 day of vomiting and abdominal pain. Kussmaul resp. Glucose 612, pH 6.98, AG 31, BHB >8.",
     "pmh": ["T1DM since childhood", "depression", "gastroparesis"],
     "abx": "none",
     "vent": False, "drips": ["insulin regular", "D5 1/2NS", "LR"],
     "imaging": "CXR clear. ECG sinus tach, peaked T waves.",
     "plan": ["Insulin gtt 0.1 u/kg/h, q1h POC glucose", "BMP q2h, replete K to >3.5 before increasing insulin",
              "Add D5 when glucose <250", "Transition to SC basal-bolus once AG closed x2, overlap 2 h"]},
    {"key": "ugib", "dx": "variceal UGIB, EtOH cirrhosis", "ages": (38, 78), "unit": "MICU",
     "cc": "hematemesis",
     "hpi": "Large-volume hematemesis at home, melena x1 day. Hgb 5.9 on arrival from 11 baseline. Received 4 u PRBC, 2 FFP in ED; octreotide and ceftriaxone started. EGD: 3 columns grade III varices, banded x5.",
     "pmh": ["EtOH cirrhosis, MELD 24", "prior SBP", "EtOH use disorder, last drink 2 d ago"],
     "abx": "ceftriaxone 1 g daily (SBP ppx)",
     "vent": True, "drips": ["octreotide", "pantoprazole", "propofol"],
     "imaging": "RUQ US: nodular liver, patent portal vein, moderate ascites.",
     "plan": ["Hgb q6h, transfuse Hgb <7", "Octreotide x72 h, ceftriaxone x7 d",
              "CIWA when extubated; thiamine 500 mg IV TID", "Hepatology re: TIPS candidacy"]},
    {"key": "ards_flu", "dx": "ARDS secondary to influenza A", "ages": (25, 80), "unit": "MICU",
     "cc": "hypoxemia",
     "hpi": "Flu A PCR positive, failed HFNC 60 L/0.9, intubated on arrival. P/F 82 on PEEP 14. Proned x16 h last 24 h.",
     "pmh": ["obesity BMI 41", "OSA on CPAP", "asthma"],
     "abx": "oseltamivir 75 mg BID, vancomycin + cefepime pending cx",
     "vent": True, "drips": ["propofol", "fentanyl", "cisatracurium", "norepinephrine"],
     "imaging": "CXR: diffuse bilateral airspace opacities.",
     "plan": ["Prone 16 h/d while P/F <150", "Cisatracurium, TOF goal 1-2/4",
              "Conservative fluids once off pressors, furosemide gtt PRN", "ECMO consult if P/F <80 despite prone"]},
    {"key": "copd", "dx": "acute hypercapnic resp failure, AECOPD", "ages": (52, 88), "unit": "step-down",
     "cc": "dyspnea",
     "hpi": "Known GOLD 4 COPD on 2 L home O2, 3 days of increased sputum and wheeze. VBG 7.19/88. Placed on BiPAP 14/6 with improvement.",
     "pmh": ["COPD GOLD 4", "CHF EF 40%", "osteoporosis"],
     "abx": "doxycycline 100 mg BID",
     "vent": False, "drips": [],
     "imaging": "CXR hyperinflation, no focal consolidation.",
     "plan": ["BiPAP 14/6, wean to NC as tolerated, SpO2 88-92%", "Methylpred 40 mg daily x5 d",
              "Duonebs q4h + PRN", "Repeat VBG 2 h"]},
    {"key": "trauma", "dx": "polytrauma after MVC", "ages": (17, 76), "unit": "trauma ICU",
     "cc": "MVC, GCS 9",
     "hpi": "Restrained driver, high-speed T-bone collision, prolonged extrication. GCS 9 at scene. CT: R SDH 6 mm without shift, R 4-9 rib fx, R PTX (chest tube placed), grade III splenic lac managed non-op.",
     "pmh": ["none known"],
     "abx": "cefazolin (open L tib/fib fx)",
     "vent": True, "drips": ["propofol", "fentanyl", "3% saline"],
     "imaging": "CT head: 6 mm R SDH, no MLS. CT C-spine neg. CT C/A/P: R PTX, grade III splenic lac.",
     "plan": ["Neuro checks q1h, repeat CT head 6 h", "Keppra 500 mg BID x7 d",
              "Chest tube to -20 suction", "Serial Hgb q6h, splenic lac non-op", "Ortho: ex-fix L tib"]},
    {"key": "od", "dx": "opioid overdose w anoxic brain injury", "ages": (19, 58), "unit": "MICU",
     "cc": "cardiac arrest, OD",
     "hpi": "Found down, unresponsive. Bystander CPR, naloxone x2 by EMS. PEA arrest, ROSC after 22 min. Utox + fentanyl, benzos.",
     "pmh": ["OUD", "HCV Ab+", "anxiety"],
     "abx": "none",
     "vent": True, "drips": ["norepinephrine", "propofol"],
     "imaging": "CT head: loss of gray-white differentiation. CXR: bilateral aspiration.",
     "plan": ["TTM 36 C x24 h then normothermia", "cEEG", "Neuroprognostication at >72 h off sedation",
              "SSEPs, MRI brain day 3-5"]},
    {"key": "se", "dx": "refractory status epilepticus", "ages": (20, 85), "unit": "Neuro ICU",
     "cc": "seizures",
     "hpi": "Known epilepsy, missed meds x3 days. Witnessed GTC, persistent despite lorazepam 4 mg x2 and levetiracetam 60 mg/kg. Intubated, midazolam gtt.",
     "pmh": ["epilepsy", "TBI remote", "EtOH use"],
     "abx": "none",
     "vent": True, "drips": ["midazolam", "propofol"],
     "imaging": "CT head: old R frontal encephalomalacia, nothing acute.",
     "plan": ["cEEG goal burst suppression x24 h", "Levetiracetam 1500 BID + lacosamide 200 BID",
              "Check AED levels, CK trend", "Neuro following"]},
    {"key": "stemi", "dx": "cardiogenic shock post anterior STEMI", "ages": (42, 89), "unit": "CCU",
     "cc": "chest pain, shock",
     "hpi": "Crushing CP x2 h, anterior STE. Cath: 100% prox LAD, DES x1. LVEF 20%. Impella CP placed for CI 1.6, lactate 6.",
     "pmh": ["HLD", "tobacco use", "HTN"],
     "abx": "none",
     "vent": False, "drips": ["dobutamine", "norepinephrine", "heparin"],
     "imaging": "TTE: EF 20%, anterior/apical akinesis, no LV thrombus.",
     "plan": ["Impella P-level per CI/MAP, purge per protocol", "ASA/ticagrelor", "Heparin per Impella protocol",
              "Swan: CI/CPO q4h, lactate q4h"]},
    {"key": "panc", "dx": "severe acute gallstone pancreatitis", "ages": (30, 84), "unit": "SICU",
     "cc": "epigastric pain",
     "hpi": "Epigastric pain radiating to back, lipase 4120. CT: peripancreatic fluid, no necrosis yet. Oliguric, Cr 2.4. SIRS.",
     "pmh": ["cholelithiasis", "obesity", "HLD"],
     "abx": "none (no evidence of infected necrosis)",
     "vent": False, "drips": ["LR", "hydromorphone PCA"],
     "imaging": "CT A/P: edematous pancreas with peripancreatic fluid, CBD 9 mm.",
     "plan": ["Goal-directed LR, UOP >0.5 mL/kg/h", "NJ feeds when able", "GI for ERCP if cholangitis",
              "Monitor IAP via bladder q6h"]},
    {"key": "sah", "dx": "aneurysmal SAH, Hunt-Hess 4", "ages": (35, 79), "unit": "Neuro ICU",
     "cc": "thunderclap HA",
     "hpi": "Worst HA of life, then unresponsive. CT diffuse SAH, IVH, hydrocephalus. EVD placed, ACOM aneurysm coiled.",
     "pmh": ["HTN", "PKD"],
     "abx": "none",
     "vent": True, "drips": ["nicardipine", "propofol", "nimodipine enteral"],
     "imaging": "CTA: 7 mm ACOM aneurysm, now coiled. Modified Fisher 4.",
     "plan": ["EVD open at 15 cmH2O", "Nimodipine 60 mg q4h x21 d", "TCDs daily for vasospasm",
              "SBP <140 until secured then <160", "Na goal 140-150"]},
    {"key": "cabg", "dx": "s/p CABG x4, vasoplegia", "ages": (51, 86), "unit": "CVICU",
     "cc": "post-op",
     "hpi": "Elective CABG x4 (LIMA-LAD, SVG-OM, SVG-PDA, SVG-D1). CPB 142 min, XC 98 min. Arrived on norepi, vaso, epi; CT output 180 mL first hour.",
     "pmh": ["3VD", "T2DM", "PAD"],
     "abx": "cefazolin 2 g q8h x48 h",
     "vent": True, "drips": ["epinephrine", "norepinephrine", "vasopressin", "insulin regular"],
     "imaging": "CXR: ETT, Swan, mediastinal tubes in good position.",
     "plan": ["Fast-track extubation when warm, awake, CT <100/h", "Wean epi for CI >2.2",
              "Insulin gtt glucose 140-180", "Pacing wires AAI 90 PRN"]},
    {"key": "alf", "dx": "acute liver failure, acetaminophen", "ages": (18, 60), "unit": "MICU",
     "cc": "ingestion",
     "hpi": "Staggered APAP ingestion over ~36 h. INR 5.8, ALT 7400, lactate 5.1, grade 2 encephalopathy. NAC started.",
     "pmh": ["depression", "chronic back pain"],
     "abx": "none",
     "vent": False, "drips": ["N-acetylcysteine", "D10W"],
     "imaging": "RUQ US: patent vasculature, no biliary dilation.",
     "plan": ["NAC until INR <2 and ALT falling", "q1h neuro checks, intubate for grade 3",
              "Liver transplant team aware; King's College criteria reviewed", "Psych once medically clear"]},
]

DRIP_DOSE = {
    "norepinephrine": ("mcg/kg/min", [0.02, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3]),
    "vasopressin": ("units/min", [0.03, 0.04]),
    "epinephrine": ("mcg/kg/min", [0.02, 0.03, 0.05, 0.08, 0.1]),
    "dobutamine": ("mcg/kg/min", [2.5, 3, 5]),
    "propofol": ("mcg/kg/min", [10, 15, 20, 25, 30, 40, 50]),
    "fentanyl": ("mcg/h", [25, 50, 75, 100, 125, 150]),
    "midazolam": ("mg/h", [2, 4, 6, 8, 10]),
    "cisatracurium": ("mcg/kg/min", [1, 2, 3]),
    "insulin regular": ("units/h", [2, 3, 4, 5, 6, 7, 8]),
    "heparin": ("units/kg/h", [12, 14, 15, 18]),
    "octreotide": ("mcg/h", [50]),
    "pantoprazole": ("mg/h", [8]),
    "nicardipine": ("mg/h", [2.5, 5, 7.5, 10]),
    "3% saline": ("mL/h", [30, 40, 50]),
    "N-acetylcysteine": ("mg/kg/h", [6.25, 12.5]),
    "D10W": ("mL/h", [50, 75]),
    "D5 1/2NS": ("mL/h", [125, 150]),
    "LR": ("mL/h", [150, 200, 250]),
    "hydromorphone PCA": ("mg/h basal", [0.2, 0.3]),
    "nimodipine enteral": ("mg q4h", [60]),
    "dexmedetomidine": ("mcg/kg/h", [0.2, 0.4, 0.6, 0.8, 1.0]),
    "ketamine": ("mg/kg/h", [0.1, 0.2, 0.5]),
    "furosemide": ("mg/h", [5, 10, 20]),
    "amiodarone": ("mg/min", [0.5, 1]),
}

DRUG_CONC = {
    "norepinephrine": "16 mg/250 mL", "vasopressin": "20 units/100 mL", "epinephrine": "4 mg/250 mL",
    "dobutamine": "500 mg/250 mL", "propofol": "10 mg/mL", "fentanyl": "2500 mcg/250 mL",
    "midazolam": "100 mg/100 mL", "cisatracurium": "200 mg/200 mL", "insulin regular": "100 units/100 mL",
    "heparin": "25,000 units/250 mL", "octreotide": "500 mcg/250 mL", "pantoprazole": "80 mg/100 mL",
    "nicardipine": "40 mg/200 mL", "3% saline": "500 mL", "N-acetylcysteine": "per weight-based bag",
    "D10W": "1000 mL", "D5 1/2NS": "1000 mL", "LR": "1000 mL", "hydromorphone PCA": "0.2 mg/mL",
    "nimodipine enteral": "30 mg caps", "dexmedetomidine": "400 mcg/100 mL", "ketamine": "500 mg/50 mL",
    "furosemide": "100 mg/100 mL", "amiodarone": "450 mg/250 mL",
}

VENTS = ["Hamilton C6", "Puritan Bennett 980", "Draeger Evita V800", "Servo-u", "Hamilton G5",
         "Servo-i", "Bellavista 1000"]
PUMPS = ["Alaris 8015", "Sigma Spectrum", "Plum 360", "B. Braun Space", "Alaris PC unit"]
MONITORS = ["Philips IntelliVue MX800", "GE CARESCAPE B650", "Mindray BeneVision N17"]

ALLERGIES = ["NKDA", "NKDA", "PCN (rash)", "sulfa (hives)", "codeine (N/V)", "iodinated contrast (hives)",
             "latex", "vancomycin (red man - not true allergy)", "NKDA", "morphine (itch)"]

HOME_MEDS = ["metformin 1000 mg BID", "lisinopril 20 mg daily", "atorvastatin 40 mg qHS",
             "amlodipine 10 mg daily", "metoprolol succinate 50 mg daily", "apixaban 5 mg BID",
             "levothyroxine 88 mcg daily", "furosemide 40 mg daily", "tiotropium 18 mcg inh daily",
             "insulin glargine 22 units qHS", "sertraline 100 mg daily", "omeprazole 20 mg daily",
             "gabapentin 300 mg TID", "tamsulosin 0.4 mg qHS", "ASA 81 mg daily",
             "spironolactone 25 mg daily", "lactulose 20 g TID", "buprenorphine-naloxone 8-2 mg daily",
             "levetiracetam 750 mg BID", "prednisone 5 mg daily", "warfarin per INR clinic"]

CODE_STATUS = ["Full code", "Full code", "Full code", "DNR/ok to intubate", "DNR/DNI",
               "Full code (confirmed w/ SDM)", "Level 1 - full resuscitation", "Level 2 - no CPR"]


def f1(g, a, b):
    return "%.1f" % (a + (b - a) * g.r.random())


def f2(g, a, b):
    return "%.2f" % (a + (b - a) * g.r.random())


def bmp(g, style=None):
    v = dict(na=g.ri(126, 149), k=f1(g, 2.9, 6.1), cl=g.ri(92, 116), co2=g.ri(8, 30), bun=g.ri(7, 88),
             cr=f1(g, 0.5, 4.8), glu=g.ri(68, 480))
    if style is None:
        style = g.r.randrange(3)
    if style == 0:
        return "Na %(na)d, K %(k)s, Cl %(cl)d, HCO3 %(co2)d, BUN %(bun)d, Cr %(cr)s, Glu %(glu)d" % v
    if style == 1:
        return "%(na)d | %(cl)d | %(bun)d\n%(k)s | %(co2)d | %(cr)s  < %(glu)d" % v
    return "Na %(na)d K %(k)s Cl %(cl)d CO2 %(co2)d BUN/Cr %(bun)d/%(cr)s gluc %(glu)d" % v


def cbc(g):
    return "WBC %s, Hgb %s, Hct %d, Plt %d" % (f1(g, 1.8, 31.0), f1(g, 5.8, 15.2), g.ri(18, 46), g.ri(18, 480))


def abg(g):
    return "%s/%d/%d/%d" % (f2(g, 6.95, 7.52), g.ri(24, 92), g.ri(52, 188), g.ri(8, 32))


def extra_labs(g):
    opts = ["lactate %s" % f1(g, 0.7, 9.8), "procal %s" % f1(g, 0.1, 48.0),
            "trop-I %s ng/mL" % f2(g, 0.01, 14.0), "INR %s" % f1(g, 0.9, 6.2),
            "Mg %s" % f1(g, 1.2, 2.8), "Phos %s" % f1(g, 1.1, 6.9), "iCa %s" % f2(g, 0.92, 1.32),
            "AST/ALT %d/%d" % (g.ri(14, 4800), g.ri(10, 7400)), "T bili %s" % f1(g, 0.3, 12.0),
            "albumin %s" % f1(g, 1.6, 4.2), "fibrinogen %d" % g.ri(90, 520), "BNP %d" % g.ri(40, 4200),
            "CK %d" % g.ri(60, 24000), "lipase %d" % g.ri(12, 5200), "BHB %s" % f1(g, 0.1, 8.0),
            "TSH %s" % f2(g, 0.2, 6.0), "ammonia %d" % g.ri(18, 210), "CRP %d" % g.ri(2, 310)]
    return ", ".join(g.sample(opts, g.ri(3, 6)))


def vitals(g, vent=False):
    s = "T %s  HR %d  BP %d/%d (MAP %d)  RR %d  SpO2 %d%%" % (
        f1(g, 35.6, 39.8), g.ri(52, 138), g.ri(78, 168), g.ri(38, 92), g.ri(55, 102), g.ri(12, 34),
        g.ri(86, 100))
    if vent:
        s += " on vent"
    else:
        s += g.pick([" RA", " 2L NC", " 4L NC", " HFNC 40L/60%", " BiPAP 14/6 FiO2 40%", " 6L NC"])
    return s


def vent_settings(g):
    mode = g.pick(["AC/VC", "AC/PC", "PRVC", "SIMV/PS", "PSV", "APRV", "ASV"])
    if mode == "APRV":
        return "APRV Phigh %d Plow 0 Thigh %s Tlow 0.%d FiO2 %d%%" % (g.ri(24, 32), f1(g, 4.0, 6.0), g.ri(4, 8), g.ri(35, 80))
    if mode == "PSV":
        return "PSV %d/%d FiO2 %d%%" % (g.ri(5, 14), g.ri(5, 10), g.ri(30, 50))
    return "%s Vt %d RR %d PEEP %d FiO2 %d%%" % (mode, g.pick([330, 350, 380, 400, 420, 450, 480, 500]),
                                              g.ri(14, 30), g.pick([5, 8, 10, 12, 14, 16, 18]),
                                              g.pick([30, 35, 40, 50, 60, 70, 80, 100]))


def gcs(g):
    e, v, m = g.ri(1, 4), g.pick([1, 2, 3, 4, 5, "T"]), g.ri(1, 6)
    total = e + (v if isinstance(v, int) else 1) + m
    return "GCS %d%s (E%d V%s M%d)" % (total, "T" if v == "T" else "", e, v, m)


def rass(g):
    return "RASS %s" % g.pick(["-5", "-4", "-3", "-2", "-1", "0", "+1", "+2"])


def cam(g):
    return "CAM-ICU %s" % g.pick(["neg", "pos", "UTA (RASS -4)", "negative", "positive"])


def io(g):
    i, o = g.ri(900, 6200), g.ri(300, 4200)
    return "I/O %d/%d (net %+d)" % (i, o, i - o)


LINES = ["R IJ TLC", "L IJ TLC", "R fem TLC", "L SC TLC", "R radial art line", "L radial art line",
         "R fem A-line", "PICC R basilic DL", "HD cath R IJ", "Foley", "OGT", "NGT", "R chest tube",
         "EVD", "PIV x2", "L brachial A-line"]

SYSTEMS = ["Neuro", "CV", "Resp", "GI", "Renal", "ID", "Heme", "Endo", "Skin", "Lines", "Proph",
           "Dispo"]

SYS_TEXT = {
    "Neuro": ["sedated on prop, SAT passed 0800", "CPOT 2, fentanyl PRN", "PERRL 3 mm brisk",
              "intermittently follows commands, moves all 4", "no seizure activity on cEEG",
              "delirium precautions, melatonin qHS, lights off 2200"],
    "CV": ["norepi weaning, MAP 68-75", "SR 80s, no ectopy", "AF RVR 140s overnight, amio bolus then gtt",
           "lactate clearing", "CVP 8-10", "echo: EF 55%, no pericardial effusion"],
    "Resp": ["SBT tomorrow if FiO2 <=40/PEEP <=8", "VAP bundle in place, HOB >30", "secretions thick tan, sx q2h",
             "CXR stable", "on 2L NC sats 93%", "failed SBT at 0900 (RSBI 128)"],
    "GI": ["TF at goal 55 mL/h Peptamen", "bowel regimen senna/PEG", "NPO for possible OR",
           "LFTs downtrending", "PPI ppx", "no BM x4 d, add bisacodyl PR"],
    "Renal": ["Cr 1.9 from 2.4, UOP 0.6 mL/kg/h", "CRRT CVVHDF 25 mL/kg/h, UF net -50/h",
              "K 5.6 - insulin/dextrose given", "replete Mg/Phos per protocol", "Foley kept for strict I/O"],
    "ID": ["Tmax 38.4, BCx NGTD 48h", "vanc trough 14.2", "sputum: MSSA, narrowed to cefazolin",
           "C diff neg", "day 4/7 abx"],
    "Heme": ["Hgb stable, no transfusion", "plt 62, hold SQH, SCDs", "HIT Ab sent", "transfused 1u PRBC for Hgb 6.8"],
    "Endo": ["SSI, BG 140-190", "insulin gtt, transition when eating", "stress-dose steroids tapering",
             "TSH wnl"],
    "Skin": ["sacral stage 2 PI, wound RN following", "turned q2h", "Braden 11", "skin intact"],
    "Lines": ["R IJ TLC day 5 - keep", "A-line L radial day 3", "Foley d/c'd", "PIV x2 only"],
    "Proph": ["SQH 5000 q8h, PPI", "SCDs, pantoprazole 40", "enox 40 daily", "VTE: heparin gtt (therapeutic)"],
    "Dispo": ["remains ICU", "likely floor tomorrow", "family mtg today 1500", "PT/OT consulted",
              "SW for placement"],
}
