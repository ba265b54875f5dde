"""Clinical filler: vitals, labs, medications, exams and admission scenarios.
Full of hard negatives (eponyms, drugs, lab abbreviations with values, units,
scores, device model names)."""

MEDS = [
    ("metoprolol tartrate", "25 mg", "PO BID"), ("metoprolol succinate", "50 mg", "PO daily"),
    ("lisinopril", "10 mg", "PO daily"), ("losartan", "50 mg", "PO daily"),
    ("amlodipine", "5 mg", "PO daily"), ("furosemide", "40 mg", "PO BID"),
    ("torsemide", "20 mg", "PO daily"), ("spironolactone", "25 mg", "PO daily"),
    ("carvedilol", "6.25 mg", "PO BID"), ("atorvastatin", "40 mg", "PO qHS"),
    ("rosuvastatin", "20 mg", "PO daily"), ("aspirin", "81 mg", "PO daily"),
    ("clopidogrel", "75 mg", "PO daily"), ("ticagrelor", "90 mg", "PO BID"),
    ("apixaban", "5 mg", "PO BID"), ("warfarin", "5 mg", "PO daily, goal INR 2-3"),
    ("rivaroxaban", "20 mg", "PO daily with supper"), ("digoxin", "0.125 mg", "PO daily"),
    ("amiodarone", "200 mg", "PO daily"), ("diltiazem CD", "180 mg", "PO daily"),
    ("metformin", "1000 mg", "PO BID"), ("glipizide", "5 mg", "PO daily"),
    ("insulin glargine", "22 units", "subcut qHS"), ("insulin lispro", "per sliding scale",
                                                       "subcut AC"),
    ("levothyroxine", "88 mcg", "PO daily"), ("omeprazole", "20 mg", "PO daily"),
    ("pantoprazole", "40 mg", "PO BID"), ("famotidine", "20 mg", "PO BID"),
    ("tiotropium", "18 mcg", "inhaled daily"), ("albuterol MDI", "2 puffs", "q4-6h PRN"),
    ("fluticasone-salmeterol", "250/50", "1 inhalation BID"),
    ("prednisone", "40 mg", "PO daily x 4 more days"), ("azithromycin", "250 mg", "PO daily x 3 days"),
    ("levofloxacin", "750 mg", "PO daily x 5 days"), ("cephalexin", "500 mg", "PO QID x 7 days"),
    ("amoxicillin-clavulanate", "875 mg", "PO BID x 7 days"),
    ("ciprofloxacin", "500 mg", "PO BID x 10 days"), ("doxycycline", "100 mg", "PO BID"),
    ("sertraline", "50 mg", "PO daily"), ("citalopram", "20 mg", "PO daily"),
    ("trazodone", "50 mg", "PO qHS PRN sleep"), ("gabapentin", "300 mg", "PO TID"),
    ("acetaminophen", "650 mg", "PO q6h PRN pain"), ("oxycodone", "5 mg", "PO q4h PRN severe pain"),
    ("tramadol", "50 mg", "PO q6h PRN"), ("docusate", "100 mg", "PO BID"),
    ("senna", "8.6 mg", "2 tabs PO qHS"), ("polyethylene glycol", "17 g", "PO daily PRN"),
    ("tamsulosin", "0.4 mg", "PO qHS"), ("finasteride", "5 mg", "PO daily"),
    ("allopurinol", "100 mg", "PO daily"), ("potassium chloride", "20 mEq", "PO daily"),
    ("magnesium oxide", "400 mg", "PO daily"), ("ferrous sulfate", "325 mg", "PO daily"),
    ("folic acid", "1 mg", "PO daily"), ("thiamine", "100 mg", "PO daily"),
    ("donepezil", "10 mg", "PO qHS"), ("carbidopa-levodopa", "25/100", "1 tab PO TID"),
    ("levetiracetam", "500 mg", "PO BID"), ("enoxaparin", "40 mg", "subcut daily"),
    ("hydrochlorothiazide", "25 mg", "PO daily"), ("isosorbide mononitrate", "30 mg",
                                                      "PO daily"),
    ("nitroglycerin", "0.4 mg", "SL q5min PRN chest pain"), ("ondansetron", "4 mg",
                                                              "PO q8h PRN nausea"),
    ("quetiapine", "25 mg", "PO qHS"), ("memantine", "10 mg", "PO BID"),
    ("sacubitril-valsartan", "24/26 mg", "PO BID"), ("empagliflozin", "10 mg", "PO daily"),
]
MALE_ONLY = ["tamsulosin", "finasteride"]
ALLERGIES = ["NKDA", "No known drug allergies", "penicillin (hives)", "sulfa (rash)",
             "codeine (nausea)", "iodinated contrast (hives, premedicated)", "latex",
             "morphine (itching)", "ACE inhibitors (angioedema)", "shellfish",
             "vancomycin (red man syndrome)", "NKA", "amoxicillin (rash)",
             "lisinopril (cough)", "erythromycin (GI upset)"]
PMH = ["hypertension", "hyperlipidemia", "type 2 diabetes mellitus", "coronary artery disease",
       "CAD s/p CABG", "atrial fibrillation", "COPD", "asthma", "CKD stage 3", "GERD",
       "hypothyroidism", "osteoarthritis", "obstructive sleep apnea on CPAP",
       "depression", "anxiety", "BPH", "gout", "Parkinson's disease", "Alzheimer's dementia",
       "prior CVA with residual left-sided weakness", "peripheral vascular disease",
       "Hashimoto's thyroiditis", "Crohn's disease", "Barrett's esophagus",
       "history of Hodgkin lymphoma in remission", "Graves' disease s/p RAI", "morbid obesity",
       "chronic low back pain", "iron deficiency anemia", "HFrEF (EF 30%)",
       "HFpEF", "paroxysmal SVT", "Bell's palsy (resolved)", "osteoporosis",
       "macular degeneration", "history of DVT", "Raynaud's phenomenon", "sarcoidosis",
       "cirrhosis (Child-Pugh A)", "seizure disorder", "migraine", "psoriasis",
       "rheumatoid arthritis", "Addison's disease on hydrocortisone", "OSA", "HIV (undetectable)"]
PSH = ["appendectomy", "cholecystectomy", "right total knee arthroplasty",
       "left total hip arthroplasty", "CABG x3", "TURP", "hysterectomy", "C-section x2",
       "tonsillectomy", "inguinal hernia repair", "lumbar laminectomy L4-L5",
       "cataract extraction OU", "Nissen fundoplication", "carpal tunnel release",
       "rotator cuff repair", "Whipple procedure", "PCI with DES to LAD",
       "dual-chamber pacemaker placement", "thyroidectomy", "partial colectomy"]
ROS_NEG = ["fevers", "chills", "night sweats", "weight loss", "headache", "vision changes",
           "sore throat", "chest pain", "palpitations", "orthopnea", "PND", "cough",
           "hemoptysis", "nausea", "vomiting", "diarrhea", "melena", "hematochezia",
           "dysuria", "hematuria", "rash", "joint pain", "focal weakness", "numbness"]


def meds_list(x, n, numbered=True, extra=None):
    r = x.r
    pool = [m for m in MEDS if not (x.sex == "F" and m[0] in MALE_ONLY)]
    items = r.sample(pool, n)
    if extra:
        items = extra + items
    out = []
    for i, (d, dose, fr) in enumerate(items, 1):
        name = d.upper() if (x.layout == "caps-headers" and r.random() < 0.3) else d
        line = "%s %s %s" % (name, dose, fr)
        out.append(("%d. %s" % (i, line)) if numbered else line)
    return out


def vitals(x, inline=True, outpatient=False):
    r = x.r
    if outpatient:
        return r.choice([
            "BP %d/%d, HR %d, weight %d kg, SpO2 %d%% on room air" % (
                r.randint(104, 158), r.randint(60, 92), r.randint(56, 94), r.randint(48, 128), r.randint(93, 99)),
            "BP %d/%d, pulse %d, temp %.1f, BMI %.1f" % (
                r.randint(104, 158), r.randint(60, 92), r.randint(56, 94), r.uniform(97.4, 98.9), r.uniform(19, 41)),
        ])
    if x.code == "en-US" or r.random() < 0.3:
        t = "T %.1f" % r.uniform(97.2, 101.4)
    else:
        t = "T %.1f C" % r.uniform(36.2, 38.6)
    sbp = r.randint(94, 182)
    dbp = r.randint(52, min(104, sbp - 30))
    hr = r.randint(54, 128)
    rr = r.randint(12, 28)
    sat = r.randint(88, 100)
    o2 = r.choice(["RA", "room air", "2 L NC", "3L nasal cannula", "RA", "4 L NC"])
    wt = r.randint(48, 142)
    if inline:
        return r.choice([
            "%s, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s" % (t, hr, sbp, dbp, rr, sat, o2),
            "%s  P %d  BP %d/%d  R %d  O2 sat %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2),
            "VS: %s HR %d BP %d/%d RR %d sat %d%% on %s, wt %d kg" % (t, hr, sbp, dbp, rr, sat,
                                                                      o2, wt),
            "Temp %s, pulse %d, BP %d/%d, resp %d, pulse ox %d%% on %s" % (
                t.split()[1], hr, sbp, dbp, rr, sat, o2),
        ])
    return ("Temp: %s\nHR: %d\nBP: %d/%d\nRR: %d\nSpO2: %d%% on %s\nWeight: %d kg"
            % (t.split()[1], hr, sbp, dbp, rr, sat, o2, wt))


def bmp(x, style=None):
    r = x.r
    na = r.randint(126, 146)
    k = r.uniform(2.9, 5.8)
    cl = r.randint(94, 110)
    co2 = r.randint(16, 31)
    bun = r.randint(8, 68)
    cr = r.uniform(0.6, 3.4)
    glu = r.randint(72, 384)
    ca = r.uniform(8.1, 10.3)
    mg = r.uniform(1.5, 2.6)
    style = style or r.choice(["abbr", "words", "table", "slash"])
    if style == "abbr":
        return ("Na %d, K %.1f, Cl %d, CO2 %d, BUN %d, Cr %.2f, glucose %d, Ca %.1f, Mg %.1f"
                % (na, k, cl, co2, bun, cr, glu, ca, mg))
    if style == "words":
        return ("sodium %d, potassium %.1f, chloride %d, bicarbonate %d, BUN %d, creatinine "
                "%.1f, glucose %d" % (na, k, cl, co2, bun, cr, glu))
    if style == "slash":
        return "BMP: %d / %.1f / %d / %d / %d / %.1f / %d" % (na, k, cl, co2, bun, cr, glu)
    return ("  Sodium        %d mEq/L\n  Potassium     %.1f mEq/L\n  Chloride      %d mEq/L\n"
            "  CO2           %d mEq/L\n  BUN           %d mg/dL\n  Creatinine    %.2f mg/dL\n"
            "  Glucose       %d mg/dL" % (na, k, cl, co2, bun, cr, glu))


def cbc(x, style=None):
    r = x.r
    wbc = r.uniform(3.1, 21.4)
    hgb = r.uniform(6.9, 16.2)
    hct = hgb * 3 + r.uniform(-1.5, 1.5)
    plt = r.randint(62, 512)
    style = style or r.choice(["abbr", "table", "words"])
    if style == "abbr":
        return "WBC %.1f, Hgb %.1f, Hct %.1f, Plt %d" % (wbc, hgb, hct, plt)
    if style == "words":
        return ("white count %.1f, hemoglobin %.1f, hematocrit %.1f, platelets %d"
                % (wbc, hgb, hct, plt))
    return ("  WBC           %.1f K/uL\n  Hemoglobin    %.1f g/dL\n  Hematocrit    %.1f %%\n"
            "  Platelets     %d K/uL" % (wbc, hgb, hct, plt))


def misc_labs(x):
    r = x.r
    pool = ["troponin I %.2f ng/mL" % r.uniform(0.01, 4.8), "BNP %d" % r.randint(40, 3900),
            "INR %.1f" % r.uniform(0.9, 3.8), "lactate %.1f" % r.uniform(0.6, 5.2),
            "lipase %d" % r.randint(18, 2400), "AST %d, ALT %d" % (r.randint(12, 190),
                                                                r.randint(9, 240)),
            "albumin %.1f" % r.uniform(2.1, 4.6), "TSH %.2f" % r.uniform(0.05, 9.8),
            "HbA1c %.1f%%" % r.uniform(5.4, 12.8), "procalcitonin %.2f" % r.uniform(0.02, 8),
            "CK %d" % r.randint(40, 5200), "D-dimer %.2f" % r.uniform(0.1, 4.4),
            "ammonia %d" % r.randint(18, 140), "phosphorus %.1f" % r.uniform(1.9, 5.8),
            "LDL %d" % r.randint(48, 190), "ESR %d, CRP %.1f" % (r.randint(4, 110),
                                                              r.uniform(0.2, 24))]
    return ", ".join(r.sample(pool, r.randint(2, 4)))


EXAM_LINES = [
    ("GENERAL", ["Alert, oriented x3, in no acute distress.", "Elderly, frail, mildly dyspneic at rest.",
                 "Well-appearing, sitting up in bed.", "Uncomfortable-appearing, diaphoretic."]),
    ("HEENT", ["NC/AT. PERRLA, EOMI. Oropharynx clear. Mucous membranes dry.",
               "Anicteric sclerae. MMM. No JVD.", "Pupils 3 mm and reactive. No Horner syndrome."]),
    ("NECK", ["Supple. JVP to the angle of the jaw at 45 degrees. Positive hepatojugular reflux.",
              "No lymphadenopathy, no thyromegaly, no carotid bruits.", "JVP 8 cm H2O, no Kussmaul sign."]),
    ("LUNGS", ["Bibasilar crackles. No wheezes.", "Diffuse expiratory wheezes with prolonged expiratory phase.",
               "Clear to auscultation bilaterally.", "Decreased breath sounds at the right base with egophony."]),
    ("HEART", ["Irregularly irregular, rate 110s. No murmur.", "RRR, S1 S2 normal, 2/6 systolic ejection murmur at the RUSB.",
               "Regular rate and rhythm, no murmurs, rubs, or gallops. S3 present.",
               "RRR. 3/6 holosystolic murmur at apex radiating to axilla."]),
    ("ABDOMEN", ["Soft, nontender, nondistended. Normoactive bowel sounds.",
                 "Tender in the RUQ with positive Murphy's sign.", "Mildly distended, tympanic, high-pitched bowel sounds.",
                 "Soft; no McBurney's point tenderness; negative Rovsing's sign.",
                 "Epigastric tenderness, no rebound or guarding. Negative Cullen and Grey Turner signs."]),
    ("EXTREMITIES", ["2+ pitting edema to the knees bilaterally.", "No clubbing, cyanosis, or edema. Negative Homans' sign.",
                     "Warm, well perfused. 2+ DP and PT pulses bilaterally.",
                     "Right leg erythematous and warm from ankle to mid-shin, margins marked."]),
    ("NEURO", ["CN II-XII grossly intact. Strength 5/5 throughout. Babinski downgoing bilaterally.",
               "Resting tremor of the right hand, cogwheel rigidity, consistent with known Parkinson's disease.",
               "Romberg negative. Finger-to-nose intact. Gait deferred.",
               "Left facial droop, left pronator drift, 4/5 strength LUE and LLE. Upgoing Babinski on the left. NIHSS 6.",
               "GCS 15. Asterixis absent. No meningismus; Kernig and Brudzinski signs negative."]),
    ("SKIN", ["Warm and dry. No rashes.", "Stage 2 pressure injury over the sacrum, Braden score 14.",
              "Scattered ecchymoses on forearms."]),
]


BENIGN_EXAM = [
    "Well-appearing. Heart regular without murmur. Lungs clear. No edema.",
    "Alert and conversant. RRR, 2/6 systolic murmur unchanged. Lungs clear. Trace ankle edema.",
    "No distress. Chest clear to auscultation. Abdomen soft. Extremities without edema; negative Homans' sign.",
    "Pleasant, in no distress. Cardiopulmonary exam unremarkable. Gait steady, Romberg negative.",
]


def exam(x, caps=True, n=None):
    r = x.r
    items = EXAM_LINES if n is None else r.sample(EXAM_LINES, n)
    out = []
    for head, opts in items:
        h = head if caps else head.title()
        out.append("%s: %s" % (h, r.choice(opts)))
    return out


def ros(x):
    r = x.r
    neg = r.sample(ROS_NEG, r.randint(6, 12))
    return r.choice(["Negative for ", "Denies ", "ROS otherwise negative for "]) + \
        ", ".join(neg) + ". All other systems reviewed and negative."


# ------------------------------------------------------------ medical admissions
# Each: dx (admitting), ddx (discharge list), cc, hpi, course, plan, procs, meds (extra)
SCEN = [
    dict(
        key="chf", ages=(55, 97),
        dx="Acute on chronic systolic congestive heart failure",
        ddx=["Acute on chronic systolic heart failure, NYHA class III", "Ischemic cardiomyopathy, EF 25%",
             "Chronic kidney disease stage 3b", "Hypertension", "Hyperkalemia, resolved"],
        cc="Shortness of breath and leg swelling.",
        hpi=("{PT} is a {AGEN} with ischemic cardiomyopathy (last echo {MY:-7} showed EF 25-30%), "
             "CKD 3b and hypertension who presents with {N:4:10} days of progressive dyspnea on exertion, "
             "three-pillow orthopnea and PND. {He} reports weight gain of about {N:6:14} pounds since "
             "{CH:{HOL}|{WK:-9}|{DX:-12}}, when {he} admits to eating a lot of salty food at a family gathering "
             "hosted by {his} {CH:daughter {FAM:dau:daughter}|son {FAM:son:son}|sister {FAM:sis:sister}}. "
             "{He} ran out of furosemide about a week ago and did not call {his} cardiologist, {DRN:cards:cardiology}. "
             "In the ED, BNP was {N:1200:4100} and chest x-ray showed bilateral pleural effusions with "
             "Kerley B lines. {He} received furosemide 80 mg IV with good urine output."),
        course=("The patient was admitted to telemetry and diuresed with IV furosemide 80 mg BID, "
                "with net negative {F:4.1:9.8:1} L over the hospital stay. Weight decreased from "
                "{N:92:118} kg on admission to {N:84:91} kg on {D:+3}. Creatinine bumped from 1.6 to 2.1 "
                "on {WK:+2}, and diuretics were held for one day, after which it returned to 1.7. "
                "Potassium was 5.6 on admission and spironolactone was held; repeat K 4.4. "
                "{DOC:cards:cardiology} from cardiology saw the patient on {D:+1} and recommended "
                "transition to oral torsemide and continued carvedilol. Sacubitril-valsartan was deferred "
                "because of the creatinine. An echocardiogram on {D:+2} showed EF 25% with moderate MR "
                "and RVSP 48 mmHg. {He} was ambulating in the hallway without oxygen by {WK:+4}."),
        plan=["Diurese with IV furosemide 80 mg BID, strict I&O, daily standing weights.",
              "Hold spironolactone for K 5.6; repeat BMP in AM.",
              "Continue carvedilol; hold if SBP < 95.", "2 g sodium diet, 1.5 L fluid restriction.",
              "Cardiology consult ({DRN:cards:cardiology}) in AM.", "DVT prophylaxis with heparin 5000 units subcut q8h."],
        procs=["Transthoracic echocardiogram {D:+2}"],
    ),
    dict(
        key="copd", ages=(50, 90),
        dx="Acute exacerbation of COPD",
        ddx=["Acute exacerbation of chronic obstructive pulmonary disease", "Acute on chronic hypoxic respiratory failure",
             "Tobacco use disorder", "Steroid-induced hyperglycemia"],
        cc="Worsening shortness of breath and cough.",
        hpi=("{PT} is a {AGEN} with severe COPD (FEV1 {N:28:45}% predicted on PFTs {MY:-16}) on 2 L home oxygen "
             "who presents with {N:3:6} days of increased dyspnea, wheezing and cough productive of green sputum. "
             "{He} was seen at {CLIN} on {WK:-3} by {DRN:pcp} and started on a prednisone burst without relief. "
             "{He} continues to smoke about half a pack per day ({N:40:80} pack-years). "
             "No fevers. In the ED {he} was tachypneic to the 30s with SpO2 84% on 2 L; ABG 7.31/62/58. "
             "{He} was placed on BiPAP 12/5 and received DuoNeb x3, methylprednisolone 125 mg IV and azithromycin."),
        course=("{He} was admitted to the step-down unit on BiPAP, which was weaned to nasal cannula by {D:+1}. "
                "{He} was treated with scheduled DuoNebs, IV methylprednisolone transitioned to prednisone 40 mg on "
                "{WK:+2}, and a 5-day course of azithromycin. Sputum culture grew normal flora. "
                "Blood glucose rose to the 280s on steroids and was covered with sliding-scale insulin. "
                "Respiratory therapist performed ambulatory oximetry on {D:+3}: SpO2 89% on 2 L with exertion, "
                "back to baseline. Smoking cessation was discussed at length; {he} agreed to a nicotine patch. "
                "{His} {CH:{SPOUSE}|daughter {FAM:dau:daughter}} was present "
                "for discharge teaching."),
        plan=["BiPAP overnight, wean as tolerated to goal SpO2 88-92%.", "DuoNeb q4h and q2h PRN.",
              "Methylprednisolone 40 mg IV q8h, azithromycin 500 mg daily.", "Nicotine patch 21 mg daily.",
              "PT/OT evaluation."],
        procs=["BiPAP {DR:+0:+1}"],
    ),
    dict(
        key="cap", ages=(25, 101),
        dx="Community-acquired pneumonia, right lower lobe",
        ddx=["Right lower lobe community-acquired pneumonia", "Sepsis, present on admission, resolved",
             "Acute kidney injury, prerenal, resolved", "Type 2 diabetes mellitus, uncontrolled"],
        cc="Fever, cough and confusion.",
        hpi=("{PT} is a {AGEN} from {CITY} who was brought in by {his} {CH:son {FAMF:son:son}|daughter {FAMF:dau:daughter}|neighbor {FAMF:nbr}} "
             "after being found more confused than usual on the morning of {WK:0}. Family reports fever to 102.6 F, "
             "cough and decreased oral intake since {WD:-3}. {He} lives alone and is normally independent. "
             "In the ED {he} was febrile to 39.2 C, HR 118, BP 94/56, lactate 3.1, WBC 18.4 with left shift. "
             "CXR showed a right lower lobe consolidation. {He} received 30 mL/kg of lactated Ringer's, "
             "ceftriaxone and azithromycin, and blood cultures were drawn."),
        course=("Sepsis physiology resolved with fluids; lactate normalized to 1.2 by {D:+1}. Blood cultures from "
                "{D:0} grew Streptococcus pneumoniae, pan-sensitive, and urine Legionella antigen was negative. "
                "Antibiotics were narrowed to ceftriaxone on {WK:+2} and then oral amoxicillin to complete a 7-day "
                "course. Creatinine peaked at 1.9 and returned to baseline 1.0 with hydration. Mentation returned "
                "to baseline by {D:+2}; CAM negative. Speech therapy cleared a regular diet. PT recommended "
                "home with home health services; the family declined short-term rehab at {REHAB}."),
        plan=["Ceftriaxone 1 g IV daily plus azithromycin 500 mg IV daily.", "Follow blood and sputum cultures.",
              "IV fluids at 100 mL/h; trend lactate.", "Aspiration precautions, SLP swallow evaluation.",
              "Hold metformin; sliding-scale insulin."],
        procs=["None"],
    ),
    dict(
        key="nstemi", ages=(40, 90),
        dx="Non-ST-elevation myocardial infarction",
        ddx=["NSTEMI, type 1", "Coronary artery disease s/p drug-eluting stent to the mid LAD",
             "Hyperlipidemia", "Hypertension", "Tobacco abuse"],
        cc="Chest pressure.",
        hpi=("{PT} is a {AGEN} with hypertension, hyperlipidemia and active tobacco use who developed substernal "
             "chest pressure radiating to the left arm while {CH:shoveling snow|mowing the lawn|carrying groceries|at work} "
             "on {WK:0} at about 0630. Pain was 8/10, associated with diaphoresis and nausea, and lasted about 40 minutes. "
             "{He} took aspirin 325 mg at home and was brought in by {CH:{EMS}|{EMS}|{his} {SPOUSE}}. "
             "Initial ECG showed 1 mm ST depressions in V4-V6 without ST elevation; troponin I was 0.42 and rose to 2.8. "
             "TIMI risk score 4."),
        course=("{He} was started on heparin drip, aspirin, high-intensity atorvastatin and metoprolol. "
                "{DOC:cards:cardiology} performed cardiac catheterization on {D:+1}, which showed a 90% mid LAD "
                "stenosis treated with a single drug-eluting stent (Xience Sierra 3.0 x 18 mm) with TIMI 3 flow; "
                "RCA and circumflex had mild nonobstructive disease. Right radial access, TR band removed without "
                "hematoma. Echo on {D:+1} showed EF 50% with mild anterior hypokinesis. Ticagrelor was started. "
                "{He} remained chest pain free and was seen by cardiac rehab. Smoking cessation counseling given."),
        plan=["Aspirin 81 mg, heparin drip per ACS nomogram.", "Atorvastatin 80 mg.", "Metoprolol tartrate 25 mg BID.",
              "Serial troponins q6h and ECG with recurrent pain.", "Cardiology consult for LHC in AM; NPO after midnight."],
        procs=["Left heart catheterization with PCI to mid LAD {D:+1}", "Transthoracic echocardiogram {D:+1}"],
    ),
    dict(
        key="afib", ages=(45, 95),
        dx="Atrial fibrillation with rapid ventricular response",
        ddx=["Atrial fibrillation with rapid ventricular response, new onset", "Hyperthyroidism, subclinical",
             "Hypertension", "CHA2DS2-VASc score 4"],
        cc="Palpitations and lightheadedness.",
        hpi=("{PT} is a {AGEN} who noted a racing heartbeat on the evening of {WK:-1} while watching television. "
             "{He} felt lightheaded and mildly short of breath but did not pass out. {He} came in the following morning "
             "when symptoms persisted. ECG in the ED showed atrial fibrillation with a ventricular rate of 148. "
             "No prior history of arrhythmia. {He} drinks {N:2:4} glasses of wine on weekends and had more than usual over "
             "{CH:{HOL}|the weekend|{WD:-3}}. TSH 0.21. {He} received diltiazem 15 mg IV x2 and was started on a drip."),
        course=("Rate was controlled on a diltiazem drip and {he} was transitioned to diltiazem CD 180 mg daily on {D:+1}. "
                "TTE showed a normal EF without significant valvular disease; left atrium mildly dilated. "
                "CHA2DS2-VASc 4 (age, hypertension, sex); HAS-BLED 1. After discussion of risks and benefits, apixaban was "
                "started. {He} spontaneously converted to sinus rhythm on {WK:+2}. {DOC:ep:cardiology} from electrophysiology "
                "will see {him} in clinic to discuss rhythm control if recurrent."),
        plan=["Diltiazem drip, goal HR < 110.", "Anticoagulation: start apixaban 5 mg BID after shared decision-making.",
              "TTE; TSH and free T4.", "Telemetry; replete K > 4 and Mg > 2."],
        procs=["Transthoracic echocardiogram {D:+1}"],
    ),
    dict(
        key="dka", ages=(18, 45),
        dx="Diabetic ketoacidosis",
        ddx=["Diabetic ketoacidosis, resolved", "Type 1 diabetes mellitus, poorly controlled (HbA1c 11.9%)",
             "Acute kidney injury, resolved", "Viral gastroenteritis"],
        cc="Nausea, vomiting and abdominal pain.",
        hpi=("{PT} is a {AGEN} with type 1 diabetes since age {AGEV:8:17} who presents with two days of nausea, vomiting "
             "and diffuse abdominal pain after a stomach illness that went through {his} household around {HOL}. "
             "{He} stopped taking insulin glargine because {he} was not eating. {He} uses a Dexcom G6 CGM, which showed "
             "'HIGH' for the past 12 hours. Glucose 486, anion gap 28, bicarbonate 8, beta-hydroxybutyrate 7.2, venous pH 7.09."),
        course=("The patient was admitted to the ICU and treated per DKA protocol with insulin infusion, IV fluids and potassium "
                "repletion. Anion gap closed on {D:+1} at 0400 and {he} was transitioned to subcutaneous insulin glargine "
                "with lispro with meals. {He} was seen by the diabetes educator, {RN:cde}, and by {DOC:endo:physician} "
                "of endocrinology, who adjusted the basal dose. HbA1c 11.9%. Sick-day rules were reviewed with the patient "
                "and {his} {CH:mother {FAM:mom:mother}|partner {FAM:ptnr}|roommate {FAM:room}}."),
        plan=["DKA protocol: insulin drip 0.1 units/kg/h, fluids per protocol, K replacement.", "BMP q2h, glucose q1h.",
              "Transition to basal-bolus insulin once gap closed x2.", "Diabetes education consult."],
        procs=["None"],
    ),
    dict(
        key="gib", ages=(30, 90),
        dx="Upper gastrointestinal bleed",
        ddx=["Acute upper GI bleed secondary to duodenal ulcer", "Acute blood loss anemia, transfused 2 units PRBC",
             "NSAID use", "Helicobacter pylori gastritis"],
        cc="Black stools and dizziness.",
        hpi=("{PT} is a {AGEN} who has been taking naproxen twice a day for knee pain since {MY:-2} and presents with "
             "three days of black, tarry stools and dizziness on standing. {He} nearly fainted at {CH:church|work|the grocery store} "
             "on {WD:0}. Hemoglobin 6.9 (baseline 13 in {MY:-8}), BUN 54, Cr 0.9. Orthostatic positive. "
             "Glasgow-Blatchford score 12."),
        course=("{He} received 2 units PRBC with appropriate rise in hemoglobin to 9.1 and was started on pantoprazole drip. "
                "EGD by {DOC:gi:physician} on {D:+1} showed a 1.2 cm clean-based duodenal bulb ulcer (Forrest III) and "
                "antral gastritis; biopsies (specimen {SPEC}) were positive for H. pylori. "
                "No further bleeding. Diet advanced on {D:+2}. Started on quadruple therapy. Naproxen discontinued and "
                "the patient was counseled to avoid all NSAIDs."),
        plan=["Two large-bore IVs, type and cross 2 units.", "Pantoprazole 80 mg IV bolus then 8 mg/h.", "NPO for EGD in AM.",
              "Hold aspirin and naproxen.", "H&H q6h, transfuse for Hgb < 7."],
        procs=["Esophagogastroduodenoscopy with biopsy {D:+1}", "Transfusion of 2 units PRBC {D:0}"],
    ),
    dict(
        key="cellulitis", ages=(25, 90),
        dx="Right lower extremity cellulitis",
        ddx=["Right lower extremity nonpurulent cellulitis", "Tinea pedis", "Type 2 diabetes mellitus",
             "Chronic venous stasis"],
        cc="Right leg redness and pain.",
        hpi=("{PT} is a {AGEN} with type 2 diabetes and venous stasis who noticed redness of the right shin after "
             "scratching it on a fence while {CH:gardening|working on the farm|walking the dog} on {WK:-4}. Redness has spread "
             "up toward the knee, with fevers to 101 at home. {He} was given cephalexin by urgent care at {OHOSP} on {D:-2} "
             "without improvement. No purulence. Venous duplex negative for DVT."),
        course=("{He} was treated with IV cefazolin with marked improvement in erythema, which had been marked with a skin "
                "pen on admission. Vancomycin was not required. Interdigital tinea pedis, the likely portal of entry, was "
                "treated with topical clotrimazole. Leg elevation and compression were advised. Transitioned to oral cephalexin "
                "on {D:+2} to complete 10 days total. Wound care nurse {RN:wound} evaluated and recommended moisturizing."),
        plan=["Cefazolin 2 g IV q8h.", "Mark borders, elevate leg.", "Blood cultures x2.", "Glucose checks AC/HS."],
        procs=["Venous duplex right lower extremity {D:0}"],
    ),
    dict(
        key="uro", ages=(60, 101), dispo="Return to {REHAB} (long-term care).",
        dx="Urosepsis",
        ddx=["Sepsis secondary to E. coli pyelonephritis", "Acute metabolic encephalopathy, resolved",
             "Chronic indwelling Foley catheter", "Neurogenic bladder"],
        cc="Fever and altered mental status.",
        hpi=("{PT} is a {AGEN} resident of {REHAB} with a history of stroke and neurogenic bladder with chronic Foley catheter, "
             "last changed {D:-20}, who was sent in by the facility for fever to 102.8, hypotension to 86/50 and new confusion "
             "on the evening of {WK:0}. Nursing staff there ({CH:nurse {RN:snfrn}|charge nurse {RN:snfrn}}) reported foul-smelling urine. "
             "Urinalysis with large leukocyte esterase, >100 WBC. Lactate 2.9."),
        course=("Foley catheter was exchanged in the ED and urine culture obtained. {He} was treated with IV fluids and "
                "piperacillin-tazobactam, narrowed to ceftriaxone when urine and blood cultures grew pan-sensitive E. coli. "
                "Mental status returned to baseline by {D:+2}. Renal ultrasound showed no hydronephrosis or abscess. "
                "Case discussed with {his} health-care proxy, {CH:daughter {FAMF:dau:daughter}|son {FAMF:son:son}|niece {FAMF:niece:niece}}, "
                "who agrees with return to the facility."),
        plan=["Pip-tazo 4.5 g IV q6h pending cultures.", "30 mL/kg crystalloid; trend lactate.", "Exchange Foley.",
              "Renal US.", "Delirium precautions."],
        procs=["Foley catheter exchange {D:0}", "Renal ultrasound {D:+1}"],
    ),
    dict(
        key="stroke", ages=(50, 97), dispo="Acute inpatient rehabilitation at {REHAB}.",
        dx="Acute ischemic stroke, right MCA territory",
        ddx=["Acute ischemic stroke, right MCA territory, s/p IV thrombolysis", "Paroxysmal atrial fibrillation, newly diagnosed",
             "Hypertension", "Dysphagia"],
        cc="Left-sided weakness and slurred speech.",
        hpi=("{PT} is a {AGEN} who was last known well at 2115 on {WK:0} when {his} {CH:{SPOUSE}|grandson {FAM:gs:grandson}} "
             "noticed a left facial droop and slurred speech while they were {CH:playing cards|eating dinner|watching the news}. "
             "EMS called a stroke alert. NIHSS 9 on arrival. CT head showed no hemorrhage; CTA showed no large vessel occlusion. "
             "IV alteplase was given at 2218 after discussion with {DOC:neuro:physician} of neurology."),
        course=("{He} was monitored in the neuro ICU after thrombolysis without hemorrhagic conversion on 24-hour CT. "
                "MRI brain on {D:+1} showed an acute infarct in the right corona radiata and insula. Telemetry revealed "
                "paroxysmal atrial fibrillation, and apixaban was started on {D:+4} per neurology. LDL 142; atorvastatin 80 mg. "
                "Speech therapy started a mechanical soft diet with thin liquids. NIHSS improved to 3. "
                "PT/OT recommended acute inpatient rehabilitation; {he} was accepted to {REHAB}."),
        plan=["Post-tPA neuro checks q15min x2h then q30min x6h.", "BP < 180/105.", "NPO until bedside swallow screen.",
              "MRI brain, lipid panel, HbA1c, TTE with bubble.", "Telemetry for AF."],
        procs=["IV alteplase {D:0}", "MRI brain {D:+1}", "TTE with bubble study {D:+2}"],
    ),
    dict(
        key="syncope", ages=(25, 95),
        dx="Syncope",
        ddx=["Syncope, likely orthostatic", "Dehydration", "Medication effect (tamsulosin, hydrochlorothiazide)",
             "Closed head injury without intracranial hemorrhage"],
        cc="Passed out at home.",
        hpi=("{PT} is a {AGEN} who lost consciousness after standing up from the toilet at about 0300 on {WK:0}. "
             "{His} {CH:{SPOUSE}|roommate {FAM:room}} heard a thud and found {him} on the floor; "
             "{he} came to within seconds without confusion, incontinence or tongue biting. Recently started tamsulosin by "
             "{his} urologist, {DRN:uro}. {He} had a small scalp laceration. Orthostatic vitals positive. ECG sinus rhythm, "
             "PR 180 ms, QTc 438, no Brugada pattern, no delta wave."),
        course=("Telemetry showed no arrhythmia over 48 hours. Echo was normal. Orthostatics improved after IV fluids. "
                "Hydrochlorothiazide was discontinued and tamsulosin was changed to bedtime dosing. CT head negative. "
                "The scalp laceration was repaired with staples in the ED, to be removed in 7-10 days. "
                "PT cleared {him} for home with a walker. A Zio patch was placed on {D:+2} for two weeks of monitoring."),
        plan=["Telemetry, orthostatic vitals BID.", "IV fluids.", "Hold HCTZ.", "TTE.", "Fall precautions."],
        procs=["CT head without contrast {D:0}", "TTE {D:+1}", "Laceration repair {D:0}"],
    ),
    dict(
        key="sbo", ages=(35, 90),
        dx="Small bowel obstruction",
        ddx=["Partial small bowel obstruction secondary to adhesions, resolved with conservative management",
             "History of partial colectomy", "Hypokalemia, repleted"],
        cc="Abdominal pain, distension and vomiting.",
        hpi=("{PT} is a {AGEN} with a history of sigmoid colectomy in {Y:-6} for diverticulitis who presents with crampy "
             "abdominal pain, distension and bilious vomiting since the evening of {WK:-1}. Last bowel movement two days ago; "
             "passing minimal flatus. CT abdomen/pelvis showed dilated small bowel loops with a transition point in the "
             "right lower quadrant, no closed loop, no free air."),
        course=("General surgery ({DOC:surg:surgeon}) was consulted. A nasogastric tube was placed with 1.2 L of bilious output. "
                "{He} was made NPO with IV fluids and potassium repletion. Gastrografin challenge on {D:+1} showed contrast "
                "in the colon at 8 hours. NG tube was removed on {D:+2}, diet advanced to regular by {WK:+3}, and {he} had a "
                "bowel movement. No operative intervention required."),
        plan=["NPO, NGT to low intermittent suction.", "LR at 125 mL/h, replete K.", "Serial abdominal exams.",
              "Surgery consult; Gastrografin challenge."],
        procs=["Nasogastric tube placement {D:0}", "Small bowel follow-through {D:+1}"],
    ),
    dict(
        key="panc", ages=(25, 80),
        dx="Acute pancreatitis",
        ddx=["Acute gallstone pancreatitis, mild", "Cholelithiasis s/p laparoscopic cholecystectomy",
             "Hypertriglyceridemia"],
        cc="Epigastric pain radiating to the back.",
        hpi=("{PT} is a {AGEN} who developed severe epigastric pain radiating to the back after a large meal at "
             "{CH:a restaurant|a wedding|{HOL} dinner} on {WD:-1}. Lipase 2,310; ALT 212, AST 188, total bilirubin 2.4. "
             "RUQ ultrasound showed cholelithiasis with CBD 6 mm. BISAP 1, Ranson 2. Denies alcohol use."),
        course=("Managed with aggressive IV fluids, analgesia and early oral feeding. Liver tests trended down. MRCP on "
                "{D:+1} showed no choledocholithiasis. {DOC:surg:surgeon} performed laparoscopic cholecystectomy on "
                "{D:+3}; pathology (accession {SPEC}) showed chronic cholecystitis. "
                "Tolerating a low-fat diet at discharge. Two Jackson-Pratt drains were not needed."),
        plan=["LR bolus then 250 mL/h.", "Hydromorphone PRN.", "Clear liquids as tolerated.", "MRCP.",
              "Surgery consult for same-admission cholecystectomy."],
        procs=["MRCP {D:+1}", "Laparoscopic cholecystectomy {D:+3}"],
    ),
    dict(
        key="etoh", ages=(25, 70),
        dx="Alcohol withdrawal",
        ddx=["Alcohol withdrawal with tremulousness, no DTs", "Alcohol use disorder, severe",
             "Thrombocytopenia", "Hypomagnesemia"],
        cc="Shakiness, wanting to stop drinking.",
        hpi=("{PT} is a {AGEN} with a long history of alcohol use (about a fifth of vodka daily) who had {his} last drink at "
             "about noon on {WK:-1}. {He} presents with tremor, sweats and anxiety. Prior withdrawal seizure in {Y:-3}. "
             "No hallucinations. CIWA-Ar 18 on arrival. {He} lost {his} job as a {PROF:forklift operator} at "
             "{ORG:Northway Logistics} in {MY:-3} and now wants help."),
        course=("{He} was treated with symptom-triggered lorazepam per CIWA protocol, requiring a total of 14 mg over the first "
                "48 hours, and none after {D:+3}. Thiamine, folate and magnesium were replaced. Platelets 88 on admission, "
                "rising to 121. Addiction medicine ({DOC:addict:physician}) met with the patient and started naltrexone. "
                "{He} was given information for the outpatient program at {OHOSP}."),
        plan=["CIWA protocol with lorazepam.", "Thiamine 100 mg IV before glucose, folate, MVI.", "Replete Mg and phos.",
              "Seizure precautions.", "Addiction medicine consult."],
        procs=["None"],
    ),
    dict(
        key="pe", ages=(25, 80),
        dx="Acute pulmonary embolism",
        ddx=["Acute bilateral pulmonary emboli without right heart strain", "Provoked by recent long-distance travel",
             "Obesity"],
        cc="Pleuritic chest pain and shortness of breath.",
        hpi=("{PT} is a {AGEN} who returned from a trip to {CH:{COUNTRY:Portugal}|{COUNTRY:Thailand}|{COUNTRY:Peru}|{COUNTRY:Kenya}} "
             "on {DX:-6} (a 14-hour flight) and developed right-sided pleuritic chest pain and dyspnea on {WD:-1}. "
             "HR 112, SpO2 91% RA. Wells score 6. D-dimer 3.8. CTA chest showed bilateral segmental pulmonary emboli; "
             "RV/LV ratio 0.9. Troponin negative, BNP 62."),
        course=("{He} was started on heparin drip and transitioned to apixaban on {D:+1}. Lower extremity duplex showed a "
                "left popliteal DVT. Oxygen was weaned to room air by {D:+2}. PESI class II. Given provoked event, plan for "
                "3 months of anticoagulation with reassessment by {DOC:heme:physician} in hematology clinic."),
        plan=["Heparin drip per PE nomogram.", "LE duplex.", "Echo if troponin rises.", "O2 to keep sat > 92%."],
        procs=["CT angiogram chest {D:0}", "Bilateral lower extremity venous duplex {D:+1}"],
    ),
    dict(
        key="hipfx", ages=(65, 101), dispo="Discharged to {REHAB} for subacute rehabilitation.",
        dx="Left hip fracture after mechanical fall",
        ddx=["Left intertrochanteric femur fracture s/p cephalomedullary nailing", "Osteoporosis",
             "Postoperative acute blood loss anemia", "Delirium, resolved"],
        cc="Fall with left hip pain.",
        hpi=("{PT} is a {AGEN} who tripped over {his} dog's leash in the kitchen on {WK:0} and was unable to bear weight. "
             "{He} lay on the floor for about two hours until {his} {CH:daughter {FAM:dau:daughter}|son {FAM:son:son}|neighbor {FAM:nbr}} "
             "arrived. No head strike or LOC. X-ray showed a displaced left intertrochanteric fracture. CK 1,240."),
        course=("Orthopedics ({DOC:ortho:surgeon}) performed left hip cephalomedullary nailing (Gamma3 nail) on {D:+1}. "
                "Postoperative hemoglobin nadir 8.2 on {POD:1}, not transfused. {He} developed hyperactive delirium on "
                "{POD:2}, managed with reorientation, melatonin and low-dose quetiapine; resolved by {D:+4}. "
                "DEXA ordered as outpatient; vitamin D 18, started on supplementation. Weight bearing as tolerated. "
                "Discharged to {REHAB} for subacute rehabilitation."),
        plan=["Ortho consult for operative fixation.", "Hold apixaban; last dose documented.", "Pain control, avoid high-dose opioids.",
              "Preop ECG, type and screen.", "Delirium prevention bundle."],
        procs=["Left hip cephalomedullary nailing {D:+1}"],
    ),
]
