"""Non-PHI clinical filler: vitals, labs, medications, exam phrases (author 194)."""

ANTITHROMBOTIC = ["ASA 81 mg PO daily", "clopidogrel 75 mg PO daily", "apixaban 5 mg PO BID",
                  "rivaroxaban 20 mg PO with supper", "dabigatran 150 mg PO BID",
                  "ticagrelor 90 mg PO BID", "warfarin (INR goal 2-3)", "ASA 325 mg PO x1"]
STATIN = ["atorvastatin 80 mg PO qHS", "rosuvastatin 20 mg PO daily",
          "atorvastatin 40 mg PO daily", "simvastatin 20 mg PO qHS"]
BP_MEDS = ["amlodipine 10 mg PO daily", "lisinopril 20 mg PO daily", "ramipril 10 mg PO daily",
           "hydrochlorothiazide 25 mg PO daily", "metoprolol tartrate 25 mg PO BID",
           "losartan 50 mg PO daily", "perindopril 4 mg PO daily", "labetalol 10 mg IV PRN SBP>180"]
ASM = ["levetiracetam 1000 mg PO BID", "lacosamide 200 mg PO BID", "lamotrigine 150 mg PO BID",
       "valproic acid 500 mg PO TID", "carbamazepine CR 400 mg PO BID", "clobazam 10 mg PO qHS",
       "brivaracetam 100 mg PO BID", "oxcarbazepine 600 mg PO BID", "topiramate 100 mg PO BID",
       "cenobamate 200 mg PO daily", "zonisamide 300 mg PO qHS", "phenytoin 100 mg PO TID"]
OTHER_MEDS = ["metformin 1000 mg PO BID", "pantoprazole 40 mg PO daily",
              "sertraline 50 mg PO daily", "gabapentin 300 mg PO TID", "baclofen 10 mg PO TID",
              "tizanidine 2 mg PO qHS", "vitamin D3 2000 IU PO daily", "docusate 100 mg PO BID",
              "senna 2 tabs PO qHS", "enoxaparin 40 mg SC daily", "heparin 5000 units SC q8h",
              "insulin glargine 18 units SC qHS", "levothyroxine 75 mcg PO daily",
              "acetaminophen 650 mg PO q6h PRN", "ondansetron 4 mg IV q8h PRN",
              "melatonin 3 mg PO qHS", "polyethylene glycol 17 g PO daily",
              "escitalopram 10 mg PO daily", "amitriptyline 10 mg PO qHS",
              "dexamethasone 4 mg IV q6h", "famotidine 20 mg PO BID", "nimodipine 60 mg PO q4h"]
PMH = ["HTN", "T2DM", "dyslipidemia", "AF on anticoagulation", "paroxysmal AF", "CAD s/p PCI",
       "OSA on CPAP", "CKD stage 3a", "hypothyroidism", "depression", "migraine without aura",
       "remote TBI", "prior lacunar stroke", "PFO", "smoker 30 pack-years", "EtOH use disorder",
       "GERD", "osteoarthritis", "BPH", "COPD", "HFrEF (EF 35%)", "obesity (BMI 34)",
       "carotid stenosis", "breast cancer in remission", "prostate cancer on ADT",
       "hyperlipidemia", "peripheral neuropathy", "anxiety", "gout", "asthma"]
ALLERGIES = ["NKDA", "penicillin (rash)", "sulfa (hives)", "codeine (nausea)", "iodinated contrast (hives)",
             "latex", "phenytoin (SJS)", "carbamazepine (rash)", "NKDA", "NKDA"]


def vitals(r):
    sbp = r.randint(98, 212)
    dbp = r.randint(52, min(128, sbp - 25))
    return {
        "bp": "%d/%d" % (sbp, dbp),
        "hr": r.randint(48, 128), "rr": r.randint(12, 28),
        "temp": "%.1f" % (r.randint(356, 390) / 10.0),
        "spo2": r.randint(90, 100), "gluc": "%.1f" % (r.randint(38, 190) / 10.0),
        "gluc_mg": r.randint(68, 342), "wt": r.randint(48, 131),
        "map": (sbp + 2 * dbp) // 3, "icp": r.randint(4, 28), "cpp": r.randint(52, 95),
    }


def vitals_line(r, ca=False):
    v = vitals(r)
    g = ("BG %s mmol/L" % v["gluc"]) if ca else ("POC glucose %d mg/dL" % v["gluc_mg"])
    return ("BP %s  HR %d  RR %d  T %s C  SpO2 %d%% on %s  %s" %
            (v["bp"], v["hr"], v["rr"], v["temp"], v["spo2"],
             r.choice(["RA", "2 L NC", "RA", "4 L NC", "RA"]), g))


def labs_cbc_bmp(r, ca=False):
    if ca:
        rows = [("Na", "%d mmol/L" % r.randint(128, 148)), ("K", "%.1f mmol/L" % (r.randint(31, 54) / 10)),
                ("Cl", "%d mmol/L" % r.randint(96, 110)), ("HCO3", "%d mmol/L" % r.randint(18, 30)),
                ("Urea", "%.1f mmol/L" % (r.randint(25, 160) / 10)),
                ("Creat", "%d umol/L" % r.randint(48, 210)),
                ("Glucose", "%.1f mmol/L" % (r.randint(40, 170) / 10)),
                ("Hb", "%d g/L" % r.randint(92, 165)), ("WBC", "%.1f x10^9/L" % (r.randint(38, 168) / 10)),
                ("Plt", "%d x10^9/L" % r.randint(96, 420)), ("INR", "%.1f" % (r.randint(9, 31) / 10)),
                ("aPTT", "%d s" % r.randint(24, 41))]
    else:
        rows = [("Na", "%d mEq/L" % r.randint(128, 148)), ("K", "%.1f mEq/L" % (r.randint(31, 54) / 10)),
                ("Cl", "%d mEq/L" % r.randint(96, 110)), ("CO2", "%d mEq/L" % r.randint(18, 30)),
                ("BUN", "%d mg/dL" % r.randint(7, 44)),
                ("Cr", "%.2f mg/dL" % (r.randint(55, 240) / 100)),
                ("Glucose", "%d mg/dL" % r.randint(72, 310)),
                ("Hgb", "%.1f g/dL" % (r.randint(92, 165) / 10)), ("WBC", "%.1f K/uL" % (r.randint(38, 168) / 10)),
                ("Plt", "%d K/uL" % r.randint(96, 420)), ("INR", "%.1f" % (r.randint(9, 31) / 10)),
                ("PTT", "%d sec" % r.randint(24, 41))]
    return rows


def lipid_a1c(r, ca=False):
    if ca:
        return ("LDL %.1f mmol/L, HbA1c %.1f%%, TSH %.2f mIU/L" %
                (r.randint(12, 49) / 10, r.randint(50, 98) / 10, r.randint(40, 480) / 100))
    return ("LDL %d mg/dL, HbA1c %.1f%%, TSH %.2f mIU/L" %
            (r.randint(48, 190), r.randint(50, 98) / 10, r.randint(40, 480) / 100))


NIHSS_ITEMS = [
    ("1a LOC", [0, 0, 0, 1, 1, 2]), ("1b LOC questions", [0, 0, 1, 2]),
    ("1c LOC commands", [0, 0, 1, 2]), ("2 Best gaze", [0, 0, 1, 2]),
    ("3 Visual fields", [0, 0, 1, 2, 3]), ("4 Facial palsy", [0, 1, 1, 2, 3]),
    ("5a Motor arm L", [0, 0, 1, 2, 3, 4]), ("5b Motor arm R", [0, 0, 1, 2, 3, 4]),
    ("6a Motor leg L", [0, 0, 1, 2, 3, 4]), ("6b Motor leg R", [0, 0, 1, 2, 3, 4]),
    ("7 Limb ataxia", [0, 0, 1, 2]), ("8 Sensory", [0, 0, 1, 2]),
    ("9 Best language", [0, 0, 1, 2, 3]), ("10 Dysarthria", [0, 0, 1, 2]),
    ("11 Extinction/inattention", [0, 0, 1, 2]),
]


def nihss(r):
    items = [(n, r.choice(v)) for n, v in NIHSS_ITEMS]
    return items, sum(s for _, s in items)


STROKE_SIDES = [("left", "right"), ("right", "left")]
VESSELS = ["L M1 MCA", "R M1 MCA", "L M2 superior division", "R M2 inferior division",
           "basilar tip", "L ICA terminus", "R ICA terminus", "L P2 PCA", "R A2 ACA",
           "tandem R cervical ICA / M1"]
EEG_BG = ["a well-modulated 9-10 Hz posterior dominant rhythm, reactive to eye opening",
          "a 7-8 Hz posterior dominant rhythm, mildly slow for age",
          "diffuse theta slowing without a clear posterior dominant rhythm",
          "continuous generalized delta-theta slowing, reactive to noxious stimulation",
          "an 8.5 Hz posterior dominant rhythm with normal anterior-posterior gradient"]
EEG_FIND = ["intermittent left temporal (T7/F7) sharp waves, maximal at F7",
            "frequent right temporal sharp waves, phase reversing at T8",
            "lateralized periodic discharges (LPDs) over the left hemisphere at 1-1.5 Hz",
            "generalized periodic discharges with triphasic morphology at 1.5 Hz",
            "brief bursts of generalized 3 Hz spike-and-wave lasting 2-4 s",
            "focal polymorphic delta slowing over the right fronto-temporal region",
            "no epileptiform discharges",
            "occasional bifrontal sharp waves without evolution",
            "left occipital spikes, activated by drowsiness",
            "rhythmic delta activity over the left frontal region (LRDA) at 1.5-2 Hz"]
MRI_SCEN = [
    ("Acute R hemiparesis, r/o infarct",
     ["acute infarct in the left MCA territory involving the insula and frontal operculum",
      "punctate restricted diffusion in the left corona radiata consistent with acute lacunar infarct",
      "chronic microvascular ischemic change (Fazekas grade 2)"]),
    ("Acute aphasia, NIHSS 6, s/p thrombolysis",
     ["acute infarct in the left MCA territory involving the insula and frontal operculum",
      "petechial hemorrhagic transformation (HI1) within the infarct",
      "chronic microvascular ischemic change (Fazekas grade 1)"]),
    ("New-onset seizure",
     ["2.3 x 1.9 cm extra-axial dural-based enhancing mass along the left convexity with dural tail",
      "ring-enhancing lesion in the right frontal lobe with surrounding vasogenic edema",
      "no acute intracranial abnormality"]),
    ("MS surveillance on DMT",
     ["multiple periventricular and juxtacortical T2/FLAIR hyperintensities oriented perpendicular to the "
      "ventricles, unchanged in number", "one new enhancing lesion in the right centrum semiovale",
      "enhancing lesion in the left cervical cord at C3 level"]),
    ("Optic neuritis L eye",
     ["T2 hyperintensity and enhancement of the intraorbital left optic nerve",
      "three periventricular ovoid T2/FLAIR lesions, one juxtacortical"]),
    ("Known meningioma, interval follow-up",
     ["2.3 x 1.9 cm extra-axial dural-based enhancing mass along the left convexity with dural tail, "
      "unchanged", "no perilesional edema"]),
    ("Drug-resistant epilepsy, presurgical evaluation",
     ["right mesial temporal sclerosis with hippocampal volume loss and FLAIR hyperintensity",
      "blurring of the grey-white junction in the left superior frontal sulcus, possible FCD type II"]),
    ("Cognitive decline",
     ["disproportionate bilateral hippocampal atrophy (MTA score 3)",
      "small chronic microhemorrhages in a lobar distribution",
      "chronic microvascular ischemic change (Fazekas grade 2)"]),
    ("Vertigo and ataxia",
     ["subacute infarct in the right PICA territory of the cerebellum",
      "cerebellar tonsillar ectasia 7 mm below the foramen magnum", "normal study for age"]),
    ("Post-op glioma follow-up",
     ["postsurgical cavity in the right frontal lobe with thin rim enhancement, no nodular enhancement",
      "increased FLAIR signal extending into the genu of the corpus callosum"]),
    ("Headache with papilledema",
     ["flattening of the posterior globes and partially empty sella",
      "bilateral transverse sinus narrowing", "normal brain parenchyma"]),
]
BOTOX_MUSCLES = [("biceps brachii", 60, 100), ("brachioradialis", 25, 50),
                 ("flexor carpi radialis", 25, 50), ("flexor digitorum superficialis", 30, 50),
                 ("flexor digitorum profundus", 30, 50), ("pronator teres", 20, 40),
                 ("gastrocnemius medial head", 50, 100), ("soleus", 50, 75),
                 ("tibialis posterior", 50, 75), ("sternocleidomastoid", 20, 40),
                 ("splenius capitis", 40, 60), ("trapezius", 30, 50),
                 ("frontalis", 10, 20), ("corrugator", 5, 10), ("temporalis", 20, 40),
                 ("occipitalis", 15, 30), ("cervical paraspinals", 20, 20),
                 ("flexor pollicis longus", 10, 25), ("adductor magnus", 50, 100),
                 ("orbicularis oculi", 5, 10)]
MS_DMT = [("ocrelizumab", "600 mg IV"), ("natalizumab", "300 mg IV"),
          ("ocrelizumab (initial split dose)", "300 mg IV"), ("alemtuzumab", "12 mg IV"),
          ("ublituximab", "450 mg IV"), ("methylprednisolone", "1000 mg IV"),
          ("rituximab (off-label)", "1000 mg IV")]
PREMEDS = ["methylprednisolone 100 mg IV", "diphenhydramine 50 mg PO", "acetaminophen 650 mg PO",
           "cetirizine 10 mg PO", "famotidine 20 mg IV"]
