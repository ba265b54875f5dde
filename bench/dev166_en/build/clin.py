"""Clinical (non-PHI) content: diagnoses, histories, drugs, observations, scores."""

DX = {
    "medical": ["community-acquired pneumonia", "urosepsis", "UTI with delirium", "infective exacerbation of COPD",
                "DKA", "AKI on CKD 3b", "left leg cellulitis", "upper GI bleed", "collapse ?cause",
                "hyponatraemia (Na 118)", "decompensated alcohol-related liver disease", "C. diff colitis",
                "PE", "aspiration pneumonia", "falls + long lie, rhabdo", "hypercalcaemia of malignancy"],
    "surgical": ["lap chole", "emergency laparotomy + Hartmann's procedure", "L TKR", "R hip hemiarthroplasty for NOF#",
                 "adhesional SBO, conservative mx", "lap appendicectomy", "open AAA repair", "R hemicolectomy",
                 "incarcerated inguinal hernia repair", "ORIF L ankle", "perforated diverticulitis", "Whipple's procedure",
                 "EVAR", "below-knee amputation R", "TURP with clot retention", "ex-lap for perforated DU"],
    "cardiac": ["NSTEMI", "inferior STEMI, PCI to RCA", "fast AF", "decompensated HFrEF (EF 25%)",
                "CHB, dual-chamber PPM inserted", "post-CABG x3", "unstable angina", "VT storm, ICD in situ",
                "infective endocarditis (mitral)", "Takotsubo cardiomyopathy", "post-TAVI", "pericarditis",
                "SVT", "symptomatic bradycardia", "anterior STEMI, PPCI to LAD", "aortic stenosis for AVR work-up"],
    "stroke": ["L MCA infarct", "R PACS", "TIA", "L basal ganglia ICH", "R TACS, thrombolysed", "posterior circulation stroke",
               "L LACS", "R MCA infarct post thrombectomy", "cerebellar infarct", "SAH (Fisher 2)", "cardioembolic stroke in AF",
               "R POCS", "small vessel disease, recurrent TIA", "L PACS with expressive dysphasia"],
}

PMH = ["T2DM (diet controlled)", "T2DM on insulin", "HTN", "AF on apixaban", "COPD", "asthma", "CKD 3a", "IHD",
       "previous MI", "CCF", "hypothyroidism", "osteoarthritis", "osteoporosis", "dementia (Alzheimer's type)",
       "vascular dementia", "Parkinson's disease", "previous CVA", "epilepsy", "depression", "anxiety",
       "GORD", "BPH", "breast ca (in remission)", "prostate ca", "hypercholesterolaemia", "obesity (BMI 38)",
       "OSA on CPAP", "PVD", "glaucoma", "macular degeneration", "RA", "gout", "alcohol excess", "smoker 30 pack-years",
       "Crohn's disease", "diverticular disease", "multiple sclerosis", "Meniere's disease", "Raynaud's",
       "Barrett's oesophagus", "sickle cell trait", "HIV (undetectable VL)", "hep C (treated)"]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "latex", "trimethoprim (rash)",
             "morphine (itch)", "elastoplast", "clarithromycin", "sulfa drugs", "iodine contrast", "amoxicillin (anaphylaxis)",
             "NSAIDs (bronchospasm)", "chlorhexidine", "tramadol (confusion)", "peanuts"]

MEDS = ["paracetamol 1 g QDS", "amlodipine 5 mg OD", "ramipril 2.5 mg OD", "bisoprolol 2.5 mg OD",
        "atorvastatin 80 mg ON", "apixaban 5 mg BD", "metformin 500 mg BD", "omeprazole 20 mg OD",
        "furosemide 40 mg OD", "furosemide 80 mg IV BD", "levothyroxine 75 mcg OD", "co-codamol 30/500 2 tabs PRN",
        "enoxaparin 40 mg SC OD", "Clexane 40 mg SC OD", "aspirin 300 mg OD x14/7", "clopidogrel 75 mg OD",
        "ticagrelor 90 mg BD", "GTN spray PRN", "lactulose 10 mL BD", "senna 15 mg ON", "morphine sulfate 2.5-5 mg PO PRN",
        "oxycodone 5 mg PRN", "ondansetron 4 mg IV PRN", "co-amoxiclav 1.2 g IV TDS", "piperacillin-tazobactam 4.5 g IV TDS",
        "ceftriaxone 2 g IV OD", "doxycycline 100 mg OD", "Lantus 18 units ON", "NovoRapid per sliding scale",
        "insulin glargine 20 units qHS", "lisinopril 10 mg daily", "metoprolol tartrate 25 mg PO BID",
        "heparin 5,000 units SC q8h", "acetaminophen 650 mg PO q6h PRN", "docusate 100 mg BID", "tamsulosin 400 mcg ON",
        "digoxin 62.5 mcg OD", "sertraline 50 mg OD", "Sinemet 25/100 TDS (time critical)", "levetiracetam 500 mg BD",
        "prednisolone 30 mg OD", "Adcal-D3 1 tab BD", "alendronic acid 70 mg weekly", "spironolactone 25 mg OD"]

ROUTES = ["PO", "IV", "SC", "IM", "NG", "PR", "inh", "top", "SL"]

PRESSURE_SITES = ["sacrum", "L heel", "R heel", "coccyx", "R ischial tuberosity", "L greater trochanter",
                  "occiput", "L ear (O2 tubing)", "bridge of nose (NIV mask)", "R lateral malleolus", "natal cleft",
                  "L buttock", "R elbow", "spine (T12)"]
WOUND_TYPES = ["laparotomy wound", "hip wound", "skin tear L forearm", "R shin laceration", "stoma site",
               "drain site", "BKA stump", "venous leg ulcer", "diabetic foot ulcer R hallux", "sternotomy wound",
               "groin puncture site", "abdominal dehiscence"]
DRESSINGS = ["Mepilex Border 10x10", "Allevyn Life", "Aquacel Ag+ Extra", "Inadine + Kerlix", "Duoderm thin",
             "Cavilon barrier film", "Medihoney gel + secondary foam", "Opsite Post-Op Visible", "Iodoflex",
             "PICO 15x20", "Kaltostat", "silicone foam heel boot", "Proshield cream", "Medi-Derma S"]
MATTRESSES = ["Nimbus 4", "Dyna-Form Mercury", "AutoLogic 200", "Repose overlay", "foam hybrid", "Hill-Rom Accumax"]

LANG = ["English", "English", "English", "English"]


def news2(rr, spo2, o2, sbp, hr, acvpu, temp):
    s = 0
    s += 3 if rr <= 8 else 1 if rr <= 11 else 0 if rr <= 20 else 2 if rr <= 24 else 3
    s += 3 if spo2 <= 91 else 2 if spo2 <= 93 else 1 if spo2 <= 95 else 0
    s += 2 if o2 != "RA" else 0
    s += 3 if sbp <= 90 else 2 if sbp <= 100 else 1 if sbp <= 110 else 0 if sbp <= 219 else 3
    s += 3 if hr <= 40 else 1 if hr <= 50 else 0 if hr <= 90 else 1 if hr <= 110 else 2 if hr <= 130 else 3
    s += 0 if acvpu == "A" else 3
    s += 3 if temp <= 35.0 else 1 if temp <= 36.0 else 0 if temp <= 38.0 else 1 if temp <= 39.0 else 2
    return s


class Obs:
    def __init__(self, rng, sev=0):
        if sev == 0:
            self.rr = rng.randint(13, 19)
            self.spo2 = rng.randint(94, 99)
            self.o2 = rng.choice(["RA", "RA", "RA", "1L NP"])
            self.sbp = rng.randint(108, 158)
            self.hr = rng.randint(58, 92)
            self.temp = round(rng.uniform(36.2, 37.6), 1)
            self.acvpu = "A"
        elif sev == 1:
            self.rr = rng.randint(18, 24)
            self.spo2 = rng.randint(91, 96)
            self.o2 = rng.choice(["RA", "2L NP", "28% venturi"])
            self.sbp = rng.randint(98, 170)
            self.hr = rng.randint(88, 118)
            self.temp = round(rng.uniform(36.8, 38.6), 1)
            self.acvpu = rng.choice(["A", "A", "A", "C"])
        else:
            self.rr = rng.randint(21, 30)
            self.spo2 = rng.randint(87, 95)
            self.o2 = rng.choice(["4L NP", "15L NRB", "35% venturi", "60% Optiflow", "RA"])
            self.sbp = rng.randint(78, 118)
            self.hr = rng.randint(96, 136)
            self.temp = round(rng.uniform(35.6, 39.2), 1)
            self.acvpu = rng.choice(["A", "C", "V", "C"])
        self.dbp = max(38, int(self.sbp * rng.uniform(0.5, 0.66)))
        self.news = news2(self.rr, self.spo2, self.o2, self.sbp, self.hr, self.acvpu, self.temp)
        self.bm = round(rng.uniform(4.1, 14.8), 1)
        self.pain = rng.randint(0, 8)

    def line(self, style=0):
        if style == 0:
            return "RR %d, SpO2 %d%% %s, BP %d/%d, HR %d, T %.1f, %s, NEWS2 %d" % (
                self.rr, self.spo2, self.o2, self.sbp, self.dbp, self.hr, self.temp, self.acvpu, self.news)
        if style == 1:
            return "T %.1f  P %d  R %d  BP %d/%d  SpO2 %d%% on %s" % (
                self.temp, self.hr, self.rr, self.sbp, self.dbp, self.spo2, self.o2)
        return "obs: %d/%d, HR %d, RR %d, sats %d%% %s, temp %.1f, NEWS %d" % (
            self.sbp, self.dbp, self.hr, self.rr, self.spo2, self.o2, self.temp, self.news)


def scores(rng):
    return {
        "waterlow": rng.randint(8, 26), "braden": rng.randint(9, 22), "morse": rng.choice([15, 25, 35, 45, 55, 65, 75, 85, 95]),
        "must": rng.randint(0, 4), "gcs": rng.choice([15, 15, 15, 14, 13, 11]), "amts": rng.randint(3, 10),
        "fourat": rng.randint(0, 8), "nihss": rng.randint(0, 18), "rass": rng.choice([0, 0, -1, 1, -2]),
        "cfs": rng.randint(2, 8), "barthel": rng.randint(20, 100) // 5 * 5,
    }


NURSING_BITS = [
    "Pressure areas checked, skin intact, 2-hourly repositioning continued.",
    "Encouraged oral fluids; FBC chart in place and up to date.",
    "Mobilising with Zimmer frame and 1 assist to toilet.",
    "Ate 50% of lunch, Fortisip x2 given.",
    "Catheter draining clear urine, >30 mL/hr.",
    "Bowels opened x1, Bristol stool type 5.",
    "Pain controlled on regular paracetamol, pain score 2/10.",
    "Slept well between checks, no concerns overnight.",
    "Cannula L ACF 20G, VIP score 0, re-sited day 3.",
    "IV fluids 0.9% NaCl 1 L over 8 hrs running via pump.",
    "Blood glucose 8.4 pre-meal, insulin given as prescribed.",
    "Observations within normal parameters, NEWS2 0.",
    "Assisted with personal hygiene, bed bath given.",
    "Remains NBM pending SALT review.",
    "Thickened fluids level 2 (mildly thick) as per SALT.",
    "TEDs on, enoxaparin given 18:00.",
    "Confused at times overnight, reoriented, 4AT repeated.",
    "Telemetry in situ, SR 70s with occasional ectopics.",
    "Wound dressing dry and intact.",
    "Referred to dietitian via EPR.",
    "Bed rails risk assessment completed - not appropriate.",
    "Falls sensor mat in place, call bell in reach.",
    "Patient hoisted with full body sling (size M) x2 staff.",
    "Sats maintaining 94-98% on 2L nasal specs.",
    "Daily weight 78.4 kg (yesterday 79.1).",
    "Fluid restriction 1.5 L/24 hr explained to patient.",
    "Stool chart commenced, sample sent for C. diff.",
    "Head of bed elevated 30 degrees.",
    "Swallow screen passed, normal diet and fluids.",
    "Neuro obs hourly x 24 hrs post thrombolysis, GCS 15.",
    "PRN oramorph 5 mg given at 14:10 with good effect.",
    "Groin site checked, no haematoma, pedal pulses present.",
    "VTE assessment completed on admission.",
    "MRSA screen sent; previous CPE negative.",
]

CRED_WORDS = ["RN", "RGN", "HCA", "CNA", "LPN", "NP", "PA", "FY1", "FY2", "SHO", "SpR", "ST4", "CT2", "ANP",
              "CNS", "DN", "OT", "PT", "SALT", "TVN", "CCOT"]

SPEC_BITS = {
    "medical": ["Sputum sample sent, CXR shows R lower lobe consolidation.", "IV co-amoxiclav day 2 of 5.",
                "Nebulisers given via air, not O2 (CO2 retainer, target sats 88-92%).", "Urine dip: leucs +++, nitrites +.",
                "Foley catheter 14Fr inserted for accurate UO.", "Sodium 124, fluid restriction 1 L.",
                "CIWA score 9, chlordiazepoxide reducing regime.", "Stool chart: Bristol type 7 x3 - isolated in side room.",
                "RASS -1, settled with redirection.", "Delirium bundle: glasses and hearing aids on, clock visible."],
    "surgical": ["POD 2 - tolerating free fluids, bowels not yet open.", "Drain output 40 mL serosanguinous in 12 hrs.",
                 "PCA discontinued, switched to oral oxycodone.", "Wound clips in situ, for removal day 10.",
                 "Stoma active, pink and healthy, output 300 mL.", "NG on free drainage, 250 mL bilious aspirate.",
                 "Mobilised with physio, WBAT with frame.", "Epidural stopped 08:00, Bromage 0.",
                 "Oxford scale 4/5 R leg post-op.", "Enhanced recovery pathway - Fortisips and early mobilisation."],
    "cardiac": ["Telemetry: SR 72, nil arrhythmias overnight.", "Groin site soft, no haematoma, distal pulses palpable.",
                "Troponin 48 -> 112, cardiology aware.", "Daily weight down 1.2 kg on IV furosemide.",
                "TR band removed 4 hrs post procedure, radial site clean.", "Fast AF 140s, IV digoxin loading given.",
                "Chest pain 3/10, GTN spray x1 with relief, ECG repeated.", "Sternal wound clean, pacing wires removed.",
                "Cardiac rehab nurse visited, booklet given.", "PPM check satisfactory, arm sling for 24 hrs."],
    "stroke": ["NIHSS 6 on admission, now 3.", "Swallow screen failed - NBM, SALT referral done.",
               "Neuro obs 2-hourly: GCS 14 (E4 V4 M6), pupils equal and reactive.", "R arm power 2/5 (Oxford scale).",
               "Positioned as per stroke positioning chart, R arm supported.", "Expressive dysphasia - communication board used.",
               "BP 168/90, within post-thrombolysis target <180/105.", "NG tube placement confirmed pH 4.5, feed via pump.",
               "FAST positive on arrival, Los Angeles Motor Scale 3.", "Modified Rankin baseline 1."],
}

HOLIDAYS = ["Christmas", "Christmas Day", "Boxing Day", "New Year's Eve", "Easter", "Eid", "Diwali", "Thanksgiving",
            "the 4th of July", "Bank Holiday Monday", "Hanukkah", "Mother's Day"]
