"""Clinical (non-PHI) content pools and snippet generators for cardiology notes.

Nothing here is PHI: diagnoses, codes, drugs, doses, device models, scores,
rhythms and measurements are the look-alikes that must stay unannotated.
"""

DX = [
    ("NSTEMI", "I21.4"), ("inferior STEMI", "I21.19"), ("anterior STEMI", "I21.09"),
    ("acute on chronic HFrEF", "I50.23"), ("acute on chronic HFpEF", "I50.33"),
    ("AF with RVR", "I48.91"), ("persistent AF", "I48.19"), ("atrial flutter", "I48.92"),
    ("sick sinus syndrome", "I49.5"), ("complete heart block", "I44.2"),
    ("monomorphic VT", "I47.2"), ("syncope, r/o arrhythmia", "R55"),
    ("chest pain, r/o ACS", "R07.9"), ("severe aortic stenosis", "I35.0"),
    ("severe mitral regurgitation", "I34.0"), ("HOCM", "I42.1"), ("acute pericarditis", "I30.9"),
    ("takotsubo cardiomyopathy", "I51.81"), ("cardiogenic shock", "R57.0"),
    ("hypertensive urgency", "I16.0"), ("submassive PE", "I26.99"),
    ("symptomatic bradycardia", "R00.1"), ("unstable angina", "I20.0"),
    ("NICM, EF 25%", "I42.0"), ("ischemic cardiomyopathy", "I25.5"),
    ("Mobitz II AV block", "I44.1"), ("SVT", "I47.1"), ("palpitations", "R00.2"),
    ("demand ischemia / type 2 MI", "I21.A1"), ("SCAD", "I25.42"),
]

PMH = ["HTN", "HLD", "T2DM on insulin", "T2DM (A1c 8.1)", "CKD stage 3b", "CKD 4", "ESRD on HD MWF",
       "COPD", "OSA on CPAP", "prior CVA w/o residual", "PAD s/p L SFA stent", "hypothyroidism",
       "GERD", "gout", "obesity (BMI 38)", "depression", "tobacco use, 40 pk-yr", "former smoker",
       "alcohol use disorder", "anemia of CKD", "BPH", "RA on methotrexate", "cirrhosis (Child A)",
       "prostate ca s/p XRT", "breast ca s/p anthracycline", "hx GI bleed 2/2 AVMs", "PAF",
       "HFrEF (EF 30%)", "CAD s/p PCI", "pulmonary HTN", "morbid obesity", "OSA, not on CPAP"]

PSH = ["CABG x3 (LIMA-LAD, SVG-OM1, SVG-RCA)", "CABG x4", "PCI to RCA", "PCI to LAD (DES x2)",
       "TAVR (26 mm)", "surgical AVR (bioprosthetic)", "dual-chamber PPM", "single-chamber ICD",
       "CRT-D upgrade", "AF ablation (PVI)", "atrial flutter ablation (CTI)", "MitraClip",
       "L CEA", "AAA repair (EVAR)", "cholecystectomy", "R TKA", "appendectomy", "lap hernia repair",
       "watchman LAAO", "CTO PCI of RCA"]

ALLERGIES = ["NKDA", "NKDA", "iodinated contrast (hives) - premedicate", "PCN (rash)", "sulfa (rash)",
             "lisinopril (angioedema)", "heparin (HIT)", "codeine (nausea)", "amiodarone (thyroid)",
             "statins (myalgias)", "latex", "shellfish", "clopidogrel (rash)"]

MEDS = ["aspirin 81 mg daily", "clopidogrel 75 mg daily", "ticagrelor 90 mg BID", "prasugrel 10 mg daily",
        "atorvastatin 80 mg qHS", "rosuvastatin 40 mg daily", "metoprolol succinate 50 mg daily",
        "metoprolol tartrate 25 mg BID", "carvedilol 12.5 mg BID", "carvedilol 25 mg BID",
        "sacubitril/valsartan 49/51 mg BID", "sacubitril/valsartan 24/26 mg BID", "lisinopril 10 mg daily",
        "losartan 50 mg daily", "spironolactone 25 mg daily", "eplerenone 25 mg daily",
        "empagliflozin 10 mg daily", "dapagliflozin 10 mg daily", "furosemide 40 mg BID",
        "furosemide 80 mg daily", "torsemide 20 mg daily", "bumetanide 2 mg BID", "metolazone 2.5 mg PRN",
        "apixaban 5 mg BID", "apixaban 2.5 mg BID", "rivaroxaban 20 mg w/ supper", "warfarin (goal INR 2-3)",
        "amiodarone 200 mg daily", "diltiazem ER 180 mg daily", "digoxin 0.125 mg daily",
        "hydralazine 25 mg TID", "isosorbide dinitrate 20 mg TID", "isosorbide mononitrate 30 mg daily",
        "nitroglycerin 0.4 mg SL PRN", "ranolazine 500 mg BID", "ivabradine 5 mg BID",
        "KCl 20 mEq daily", "insulin glargine 22 units qHS", "metformin 500 mg BID",
        "levothyroxine 75 mcg daily", "pantoprazole 40 mg daily", "sotalol 80 mg BID",
        "dofetilide 500 mcg BID", "colchicine 0.6 mg BID", "amlodipine 10 mg daily"]

DRIPS = ["heparin gtt per ACS nomogram", "nitroglycerin gtt 20 mcg/min", "amiodarone gtt 0.5 mg/min",
         "diltiazem gtt 10 mg/h", "furosemide gtt 10 mg/h", "milrinone 0.25 mcg/kg/min",
         "dobutamine 2.5 mcg/kg/min", "norepinephrine 4 mcg/min", "esmolol 50 mcg/kg/min",
         "bivalirudin gtt", "dopamine 5 mcg/kg/min"]

RHYTHMS = ["NSR 70s", "SR 60-80s", "SB 50s", "ST 100-110", "AF 80-100s", "AF RVR 120-140s",
           "A-flutter 2:1, 150", "V-paced 60", "A-paced V-sensed 70", "SR w/ 1st deg AVB",
           "SR w/ freq PVCs", "SR w/ runs NSVT (max 6 beats)", "SR w/ PACs", "junctional 40s",
           "AV paced 80", "SR, RBBB", "SR, LBBB", "AF CVR 70-90", "SR w/ Mobitz I"]

CODE = ["Full", "Full", "Full", "DNR", "DNR/DNI", "DNI", "Full*", "DNAR", "Ltd"]

CATHS = ["JL4", "JR4", "JL3.5", "EBU 3.5", "EBU 3.75", "AL1", "Tiger II 5F", "Ikari L 3.5",
         "XB 3.5", "AR mod", "pigtail", "IMA", "MPA2"]
WIRES = ["Runthrough NS", "BMW", "Sion Blue", "Fielder XT", "Whisper MS", "Grand Slam",
         "Prowater", "Choice PT"]
STENTS = ["Xience Skypoint", "Synergy XD", "Resolute Onyx", "Onyx Frontier", "Orsiro Mission",
          "Xience Sierra", "Synergy Megatron", "Promus ELITE"]
SIZES_D = ["2.25", "2.5", "2.75", "3.0", "3.25", "3.5", "4.0", "4.5"]
SIZES_L = ["8", "12", "15", "16", "18", "20", "23", "24", "28", "30", "33", "38"]
VESSELS = ["LM", "prox LAD", "mid LAD", "D1", "LCx", "OM1", "OM2", "prox RCA", "mid RCA",
           "dist RCA", "PDA", "PLV", "ramus", "SVG-OM", "SVG-RCA", "LIMA-LAD"]
ACCESS = ["R radial", "L radial", "R distal radial", "R CFA", "L CFA", "R femoral (US-guided)"]
CLOSURE = ["TR Band 13 mL air", "TR Band 15 mL", "Perclose ProStyle x2", "Angio-Seal 6F",
           "Angio-Seal 8F", "MynxGrip 6F", "manual pressure 20 min", "PreludeSYNC band"]
CONTRAST = ["Omnipaque 350", "Visipaque 320", "Isovue 370"]
PROCS = ["LHC/coronary angiography", "LHC + PCI", "R&LHC", "RHC (HF eval)", "PCI LAD",
         "PCI RCA", "diagnostic cath + FFR", "iFR/FFR mid LAD", "Impella CP placement",
         "IABP insertion", "TAVR (TF)", "BAV", "PFO closure", "pericardiocentesis",
         "temp transvenous pacer", "LHC + LV gram", "staged PCI LCx", "CTO PCI",
         "IVUS-guided PCI LM", "orbital atherectomy + PCI", "shockwave IVL + PCI RCA"]

MAKERS = ["Medtronic", "Boston Scientific", "Abbott", "Biotronik"]
PPM_MODELS = {"Medtronic": ["Azure XT DR MRI W1DR01", "Azure S DR MRI", "Advisa DR MRI A3DR01", "Micra AV2 MC2AVR1"],
              "Boston Scientific": ["Accolade MRI L331", "Essentio MRI L111", "Proponent MRI L209"],
              "Abbott": ["Assurity MRI PM2272", "Endurity Core PM1140", "Aveir DR"],
              "Biotronik": ["Edora 8 DR-T", "Enitra 8 DR-T", "Amvia Edge DR-T"]}
ICD_MODELS = {"Medtronic": ["Cobalt XT VR DVPA2D4", "Evera MRI XT DR DDMB2D4", "Cobalt XT HF CRT-D DTPA2D1", "Claria MRI Quad CRT-D"],
              "Boston Scientific": ["Resonate EL ICD D433", "Dynagen Mini ICD", "Resonate X4 CRT-D G447", "EMBLEM MRI S-ICD A219"],
              "Abbott": ["Gallant VR CDVRA500Q", "Gallant HF CDHFA500Q", "Ellipse DR CD2411-36Q"],
              "Biotronik": ["Acticor 7 DR-T", "Rivacor 7 VR-T", "Intica 7 HF-T QP"]}
ILR_MODELS = {"Medtronic": ["Reveal LINQ LNQ11", "LINQ II LNQ22"], "Boston Scientific": ["LUX-Dx LUX1"],
              "Abbott": ["Confirm Rx DM3500", "Assert-IQ 3"], "Biotronik": ["BioMonitor III"]}
LEADS = {"Medtronic": ["5076-52 cm", "5076-58 cm", "3830-69 cm SelectSecure", "6935M-62 cm Sprint Quattro Secure", "4298-88 cm Attain Performa"],
         "Boston Scientific": ["Ingevity+ 7841", "Ingevity+ 7842", "Reliance 4-Front 0693", "Acuity X4 4671"],
         "Abbott": ["Tendril STS 2088TC/52", "Tendril STS 2088TC/58", "Durata 7122Q/65", "UltiPace LPA1231/52", "Quartet 1458Q/86"],
         "Biotronik": ["Solia S 53", "Solia S 60", "Plexa ProMRI S DX 65/15", "Sentus ProMRI OTW QP L-85/49"]}

MONITORS = ["Zio XT 14-day patch", "Zio AT", "BioTel MCOT", "Holter (48 h, 3-channel)",
            "Holter (24 h)", "event monitor (30-day loop)", "ePatch 7-day", "Carnation ambulatory monitor"]


def rfloat(rng, lo, hi, nd=1):
    return ("%%.%df" % nd) % rng.uniform(lo, hi)


def vitals(rng, sep=", "):
    sbp = rng.randint(88, 178)
    return sep.join(["BP %d/%d" % (sbp, rng.randint(48, min(104, sbp - 25))),
                     "HR %d" % rng.randint(46, 134), "RR %d" % rng.randint(12, 26),
                     "SpO2 %d%% %s" % (rng.randint(88, 100), rng.choice(["RA", "2L NC", "RA", "4L NC"])),
                     "T %s" % rfloat(rng, 36.1, 38.3)])


def labs(rng, sep=", "):
    items = ["Na %d" % rng.randint(126, 144), "K %s" % rfloat(rng, 3.1, 5.6),
             "Cr %s" % rfloat(rng, 0.7, 3.4, 2), "BUN %d" % rng.randint(9, 78),
             "Mg %s" % rfloat(rng, 1.5, 2.6), "Hgb %s" % rfloat(rng, 7.8, 15.9),
             "Plt %d" % rng.randint(88, 420), "NT-proBNP %s" % format(rng.randint(180, 24000), ","),
             "hs-TnT %d ng/L" % rng.randint(4, 2400), "INR %s" % rfloat(rng, 0.9, 3.4),
             "LDL %d" % rng.randint(38, 188), "A1c %s%%" % rfloat(rng, 5.2, 10.4),
             "TSH %s" % rfloat(rng, 0.3, 6.2, 2), "lactate %s" % rfloat(rng, 0.6, 4.8)]
    rng.shuffle(items)
    return sep.join(items[:rng.randint(4, 9)])


def meds(rng, k=None):
    k = k or rng.randint(4, 10)
    return rng.sample(MEDS, k)


def stent(rng):
    return "%s %s x %s mm" % (rng.choice(STENTS), rng.choice(SIZES_D), rng.choice(SIZES_L))


def lesion(rng):
    return "%s %d%%" % (rng.choice(VESSELS), rng.choice([30, 40, 50, 60, 70, 80, 90, 95, 99, 100]))


def ef(rng):
    return rng.choice([15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65])


def echo_meas(rng):
    """(label, value, unit, normal range) rows for an echo measurement table."""
    lvef = ef(rng)
    rows = [("LVIDd", rfloat(rng, 3.9, 7.1), "cm", "4.2-5.8"),
            ("LVIDs", rfloat(rng, 2.4, 6.0), "cm", "2.5-4.0"),
            ("IVSd", rfloat(rng, 0.7, 1.8), "cm", "0.6-1.0"),
            ("LVPWd", rfloat(rng, 0.7, 1.5), "cm", "0.6-1.0"),
            ("LVEF (biplane)", "%d" % lvef, "%", "52-72"),
            ("GLS", "-%s" % rfloat(rng, 6, 21), "%", "< -18"),
            ("LA vol index", "%d" % rng.randint(22, 68), "mL/m2", "< 34"),
            ("E/A", rfloat(rng, 0.6, 2.9, 2), "", ""),
            ("E/e' avg", rfloat(rng, 6, 22), "", "< 14"),
            ("TAPSE", rfloat(rng, 1.1, 2.6), "cm", "> 1.7"),
            ("RV S'", rfloat(rng, 7, 14), "cm/s", "> 9.5"),
            ("RVSP", "%d" % rng.randint(22, 72), "mmHg", "< 35"),
            ("AV Vmax", rfloat(rng, 1.2, 5.1), "m/s", "< 2.6"),
            ("AV mean PG", "%d" % rng.randint(4, 58), "mmHg", ""),
            ("AVA (VTI)", rfloat(rng, 0.6, 2.8, 2), "cm2", ""),
            ("LVOT diam", rfloat(rng, 1.8, 2.5, 2), "cm", ""),
            ("Ao root", rfloat(rng, 2.8, 4.6), "cm", "< 3.7"),
            ("IVC", rfloat(rng, 1.2, 2.8), "cm", "< 2.1")]
    return lvef, rows


def device_meas(rng):
    return [("RA", "%s mV" % rfloat(rng, 0.8, 5.0), "%d ohms" % rng.randint(380, 720),
             "%s V @ 0.4 ms" % rfloat(rng, 0.4, 1.5, 2)),
            ("RV", "%s mV" % rfloat(rng, 5.0, 20.0), "%d ohms" % rng.randint(380, 900),
             "%s V @ 0.4 ms" % rfloat(rng, 0.4, 1.8, 2)),
            ("LV", "%s mV" % rfloat(rng, 4.0, 22.0), "%d ohms" % rng.randint(450, 1200),
             "%s V @ 0.5 ms" % rfloat(rng, 0.6, 2.8, 2))]


def heart_score(rng):
    return rng.randint(1, 8)


SYMPTOMS = ["substernal pressure radiating to L arm", "exertional dyspnea", "orthopnea (3 pillows)",
            "PND", "palpitations", "presyncope", "LE edema to knees", "10 lb weight gain",
            "epigastric discomfort", "pleuritic chest pain", "fatigue", "near-syncope while standing",
            "jaw pain with exertion", "DOE after half a block", "abdominal bloating / early satiety"]

EXAM = ["JVP 12 cm", "JVP ~8 cm", "JVD to angle of jaw", "RRR, no m/r/g", "irregularly irregular",
        "III/VI SEM at RUSB radiating to carotids", "II/VI holosystolic murmur at apex",
        "S3 present", "bibasilar crackles", "clear to auscultation bilaterally",
        "2+ pitting edema to mid-shin", "trace ankle edema", "extremities warm and well perfused",
        "R radial site c/d/i, no hematoma", "groin soft, no bruit", "sternal incision c/d/i",
        "+ hepatojugular reflux", "distal pulses 2+ bilaterally"]
