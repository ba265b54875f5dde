"""PHI-free clinical content: scenarios, observations, early warning scores, labs, drugs, hard negatives."""

SCEN = [
    dict(k="pneumonia", dx="CAP with sepsis", why="RR 30, SpO2 88% on 4L NC, new confusion",
         hx=["Admitted with productive cough and fevers, CXR R lower zone consolidation.",
             "Day 2 of IV co-amoxiclav + clarithromycin, worsening work of breathing overnight.",
             "CURB-65 3 on admission. Increasing O2 requirement since 0400."],
         ex=["Coarse creps R base, bronchial breathing R mid zone.", "Using accessory muscles, speaking short sentences.",
             "Warm peripheries, CRT 3 s."],
         act=["Sat up, O2 titrated to 15L NRB then trial HFNO 50L/60%.", "ABG taken, blood cultures x2 sent.",
              "500 mL Plasma-Lyte 148 bolus given.", "Abx escalated to piperacillin-tazobactam 4.5 g IV q8h per micro."],
         plan=["Repeat ABG 1 h", "Target SpO2 94-98%", "Strict fluid balance, catheter if UO < 0.5 mL/kg/h",
               "ICU reg to review if FiO2 > 0.6"]),
    dict(k="copd", dx="infective exacerbation of COPD, type 2 respiratory failure",
         why="drowsy, SpO2 95% on 4L, RR 26", hx=["Known COPD (FEV1 0.9 L), home O2 nil, CO2 retainer on previous admissions.",
                                                 "Given 4L via nasal specs by ward overnight, now drowsy."],
         ex=["Wheeze throughout, prolonged expiration, asterixis present.", "GCS 13 (E3 V4 M6)."],
         act=["O2 reduced to 28% Venturi, target SpO2 88-92%.", "Nebulised salbutamol 5 mg + ipratropium 500 micrograms.",
              "ABG pH 7.24, pCO2 9.8 kPa, pO2 8.1 kPa, HCO3 31.", "NIV commenced IPAP 15 / EPAP 5 cmH2O on Respira NIV-60."],
         plan=["Repeat ABG after 1 h on NIV", "Prednisolone 40 mg OD x5 days", "Ceiling NIV discussed - see TEP"]),
    dict(k="uro", dx="urosepsis", why="SBP 84, HR 124, T 38.9", hx=["Admitted with dysuria and rigors, long-term Foley catheter.",
                                                               "Hypotensive since evening obs, poor urine output 60 mL in 6 h."],
         ex=["Mottled knees, cool peripheries.", "Suprapubic tenderness, catheter draining dark urine."],
         act=["2 x 500 mL crystalloid boluses, BP improved to 98/60.", "Catheter changed, CSU sent.",
              "Gentamicin 5 mg/kg IV stat as per sepsis pathway.", "Sepsis Six completed within 1 h."],
         plan=["If MAP < 65 after 30 mL/kg discuss vasopressors with ICU", "Hourly UO", "Lactate repeat 2 h"]),
    dict(k="gi_bleed", dx="upper GI bleed", why="HR 128, SBP 92, melaena x3", hx=["Background alcohol-related liver disease, Child-Pugh B.",
                                                                            "Two episodes haematemesis this afternoon, Hb drop 112 to 78 g/L."],
         ex=["Pale, clammy, PR melaena.", "Glasgow-Blatchford score 14, pre-endoscopy Rockall 4."],
         act=["2 large-bore cannulae 14G, group and crossmatch 4 units.", "O-neg 2 units via rapid infuser, major haemorrhage protocol not activated.",
              "Terlipressin 2 mg IV and ceftriaxone 1 g IV for suspected variceal source.", "Omeprazole 80 mg IV stat."],
         plan=["Urgent OGD - on-call gastro aware", "Consider Sengstaken-Blakemore tube if uncontrolled", "Hb target 70-90 g/L"]),
    dict(k="dka", dx="DKA", why="GCS 13, RR 32 (Kussmaul), glucose 31", hx=["Type 1 DM since childhood, insulin pump failure 2 days ago.",
                                                                         "Vomiting, abdominal pain, ketones 5.8 mmol/L."],
         ex=["Kussmaul respiration, dry mucous membranes.", "Ketotic breath, tachycardic 118."],
         act=["FRIII 0.1 units/kg/h commenced, long-acting insulin continued.", "1 L 0.9% NaCl over 1 h then per protocol.",
              "K+ 5.9 on VBG, no added K in first bag."],
         plan=["Hourly CBG and ketones", "VBG 2-hourly", "Consider HDU bed if pH < 7.1 or K+ < 3.5"]),
    dict(k="af", dx="fast AF with hypotension", why="HR 168 irregular, SBP 88", hx=["Day 3 post right hemicolectomy.",
                                                                                "New onset palpitations, no chest pain."],
         ex=["Irregularly irregular, JVP not raised.", "Abdomen soft, wound clean."],
         act=["12-lead ECG: AF 160s, no acute ST changes.", "Amiodarone 300 mg IV over 1 h via central access.",
              "Mg 0.62 - 20 mmol MgSO4 IV."],
         plan=["Telemetry", "K+ > 4.0, Mg > 1.0", "Consider DCCV if compromised"]),
    dict(k="opioid", dx="opioid toxicity", why="RR 7, pinpoint pupils, P on ACVPU", hx=["Post-op day 1 THR, PCA morphine plus oral oxycodone.",
                                                                                  "eGFR 34 - accumulating."],
         ex=["Pupils 1 mm, responds to pain only.", "SpO2 84% on RA."],
         act=["Naloxone 100 micrograms IV titrated, total 400 micrograms, RR up to 14.", "PCA stopped, acute pain team informed.",
              "Naloxone infusion prepared per protocol."],
         plan=["Hourly RR and sedation score", "Review analgesia with APS", "Avoid further long-acting opioid"]),
    dict(k="pe", dx="suspected PE", why="SpO2 86% on 6L, HR 124, new chest pain", hx=["Day 5 post laparotomy, mobilising poorly.",
                                                                                     "Sudden onset pleuritic chest pain and breathlessness."],
         ex=["Calf swelling R, Wells score 7.5.", "Tachypnoeic, clear chest."],
         act=["CTPA requested - bilateral PEs with RV strain.", "Enoxaparin 1.5 mg/kg SC after discussion with surgical consultant.",
              "Troponin 88 ng/L, BNP raised."],
         plan=["Echo in morning", "Thrombolysis ceiling discussed", "Step up to HDU if SBP < 90"]),
    dict(k="hyperk", dx="hyperkalaemia with AKI", why="K+ 7.1, peaked T waves", hx=["AKI stage 3 on background CKD 3b, on ramipril and spironolactone.",
                                                                                  "Oliguric, creatinine 512 from baseline 160."],
         ex=["Fluid overloaded, bibasal creps, pitting oedema to knees.", "Alert, HR 52."],
         act=["Calcium gluconate 10% 30 mL IV over 10 min, repeat ECG.", "Insulin-dextrose (10 units Actrapid in 50 mL 50% glucose).",
              "Salbutamol 10 mg neb."],
         plan=["Repeat K+ in 1 h", "Renal reg aware - ?RRT", "Stop nephrotoxics"]),
    dict(k="seizure", dx="status epilepticus", why="seizing > 5 min, GCS 6", hx=["Known epilepsy, missed levetiracetam doses.",
                                                                           "Two generalised tonic-clonic seizures without recovery between."],
         ex=["Post-ictal, GCS 8 (E2 V2 M4), tongue bitten.", "Capillary glucose 6.2."],
         act=["Lorazepam 4 mg IV x2.", "Levetiracetam 60 mg/kg IV load (max 4.5 g).", "Airway: recovery position, Guedel airway, Yankauer suction."],
         plan=["ICU review for airway protection", "CT head once settled", "Neuro obs hourly"]),
    dict(k="anaphylaxis", dx="anaphylaxis", why="stridor, SBP 76 after IV antibiotic", hx=["Started IV co-amoxiclav 15 min prior, no documented allergy.",
                                                                                        "Widespread urticaria, lip swelling."],
         ex=["Audible stridor, wheeze.", "Cool, clammy, HR 138."],
         act=["Adrenaline 0.5 mg IM (1:1000) x2, 5 min apart.", "Fluid 1 L crystalloid stat.", "Hydrocortisone 200 mg IV, chlorphenamine 10 mg IV.",
              "Mast cell tryptase sent at 1 h."],
         plan=["Refractory anaphylaxis protocol if no response", "Allergy added to record", "Observe minimum 12 h"]),
    dict(k="apo", dx="acute pulmonary oedema", why="RR 34, SpO2 85% on 15L, frothy sputum", hx=["Known ischaemic cardiomyopathy, EF 25%.",
                                                                                              "Received 3 L IV fluid over 24 h for AKI."],
         ex=["Crackles to mid zones bilaterally, JVP +6 cm.", "Hypertensive 188/104."],
         act=["Sat upright, GTN infusion started.", "Furosemide 80 mg IV.", "CPAP 10 cmH2O commenced."],
         plan=["Daily weights", "Fluid restrict 1.5 L", "Cardiology review"]),
    dict(k="hypo", dx="hypoglycaemia", why="CBG 1.8, GCS 11", hx=["Type 2 DM on gliclazide, poor oral intake.", "Found drowsy at 0600 obs round."],
         ex=["Sweaty, confused.", "No focal neurology."],
         act=["Glucose 20% 100 mL IV, CBG 7.4 after 10 min.", "10% glucose infusion 50 mL/h."],
         plan=["CBG hourly x4", "Hold gliclazide", "Diabetes team referral"]),
    dict(k="delirium", dx="hyperactive delirium", why="agitated, pulling at lines, RR 24, HR 118", hx=["Background Alzheimer's dementia, Clinical Frailty Scale 6.",
                                                                                                   "Constipated 5 days, urinary retention 900 mL on bladder scan."],
         ex=["RASS +2, CAM-ICU positive.", "Distended bladder."],
         act=["In/out catheter - 850 mL.", "Haloperidol 0.5 mg PO, 1:1 enhanced observation.", "Phosphate enema."],
         plan=["TIME bundle completed", "Avoid benzodiazepines", "Family to bring familiar objects"]),
    dict(k="postop_bleed", dx="post-op haemorrhage", why="SBP 82, HR 132, drain 600 mL/2 h", hx=["Day 0 open AAA repair.",
                                                                                             "Drain output rising since return to ward."],
         ex=["Abdomen distended, tender.", "Cool peripheries, CRT 5 s."],
         act=["Major haemorrhage protocol activated.", "Tranexamic acid 1 g IV.", "4 units RBC, 4 FFP given."],
         plan=["Return to theatre", "Vascular consultant attending", "Post-op HDU/ICU bed"]),
    dict(k="preeclampsia", dx="severe pre-eclampsia", why="BP 172/114, headache, RR 24, MEOWS red trigger",
         hx=["G3P2 at 34+2/40, booked low risk, 2nd admission this pregnancy.", "Headache and visual disturbance since 0500, 3+ proteinuria."],
         ex=["Brisk reflexes, 3 beats clonus.", "RUQ tenderness, no vaginal bleeding, CTG reassuring."],
         act=["Magnesium sulfate 4 g IV over 5-15 min then 1 g/h.", "Labetalol 20 mg IV, repeat BP 15 min.",
              "Fluid restrict 80 mL/h, catheter with hourly UO."],
         plan=["Obstetric consultant and anaesthetist aware", "Delivery planning - steroids given (2nd dose due 24 h)",
               "Mg toxicity checks: reflexes, RR, UO"]),
    dict(k="cellulitis", dx="necrotising soft tissue infection ?", why="HR 130, lactate 5.1, pain out of proportion",
         hx=["Admitted with L leg cellulitis, spreading beyond marked margins.", "Skin dusky, crepitus over thigh."],
         ex=["Mottled, lactate 5.1.", "LRINEC score 8."],
         act=["Meropenem 1 g IV + clindamycin 1.2 g IV.", "Urgent plastics/surgical review."],
         plan=["Theatre for debridement", "ICU post-op", "Fournier's gangrene excluded on exam"]),
]

O2 = ["RA", "RA", "2L NP", "4L NC", "28% Venturi", "35% Venturi", "40% Venturi", "15L NRB", "HFNO 40L/40%",
      "HFNO 50L/60%", "6L Hudson"]


OVR = {
    "opioid": dict(rr=7, spo2=84, o2="RA", cons="P"), "pneumonia": dict(rr=30, spo2=88, o2="4L NC", cons="C"),
    "copd": dict(rr=26, spo2=95, o2="4L NC", cons="V"), "uro": dict(sbp=84, hr=124, temp=38.9),
    "gi_bleed": dict(hr=128, sbp=92), "dka": dict(rr=32, cons="C"), "af": dict(hr=168, sbp=88),
    "pe": dict(spo2=86, o2="6L Hudson", hr=124), "hyperk": dict(hr=52), "seizure": dict(cons="U"),
    "anaphylaxis": dict(sbp=76, hr=138), "apo": dict(rr=34, spo2=85, o2="15L NRB", sbp=188),
    "hypo": dict(cons="V"), "delirium": dict(rr=24, hr=118, cons="C"), "postop_bleed": dict(sbp=82, hr=132),
    "cellulitis": dict(hr=130), "preeclampsia": dict(sbp=172, rr=24),
}


def obs(rng, sev=2, sc=None):
    """Return dict of observations scaled by severity 0..3 (per-parameter jitter, scenario overrides)."""
    def lv():
        return max(0, sev - rng.choice([0, 0, 1, 1, 2]))
    rr = rng.choice([[14, 16, 18], [20, 22, 24], [24, 26, 28], [28, 32, 36]][lv()])
    spo2 = rng.choice([[96, 97, 98], [94, 95, 93], [91, 92, 90], [86, 88, 89]][lv()])
    o2 = rng.choice([O2[:3], O2[2:6], O2[4:9], O2[6:]][lv()])
    sbp = rng.choice([[124, 132, 118], [108, 104, 112], [96, 98, 102], [78, 84, 88]][lv()])
    hr = rng.choice([[78, 84, 72], [96, 102, 108], [112, 118, 124], [132, 138, 146]][lv()])
    temp = rng.choice([[36.8, 37.1, 36.6], [37.9, 38.2, 36.1], [38.6, 38.9, 35.8], [39.3, 39.6, 35.2]][lv()])
    cons = rng.choice([["A"], ["A", "A", "C"], ["A", "A", "C"], ["A", "C", "V"]][lv()])
    o = dict(rr=rr, spo2=spo2, o2=o2, sbp=sbp, hr=hr, temp=temp, cons=cons)
    if sc is not None and sev >= 2:
        o.update(OVR.get(sc["k"], {}))
    o["dbp"] = max(35, o["sbp"] - rng.randrange(30, 60))
    if o["sbp"] > 160:
        o["dbp"] = o["sbp"] - rng.randrange(70, 90)
    return o


def news2(o):
    sc = {}
    rr = o["rr"]
    sc["RR"] = 3 if rr <= 8 else 1 if rr <= 11 else 0 if rr <= 20 else 2 if rr <= 24 else 3
    s = o["spo2"]
    sc["SpO2"] = 3 if s <= 91 else 2 if s <= 93 else 1 if s <= 95 else 0
    sc["O2"] = 0 if o["o2"] == "RA" else 2
    b = o["sbp"]
    sc["SBP"] = 3 if b <= 90 else 2 if b <= 100 else 1 if b <= 110 else 0 if b <= 219 else 3
    h = o["hr"]
    sc["HR"] = 3 if h <= 40 else 1 if h <= 50 else 0 if h <= 90 else 1 if h <= 110 else 2 if h <= 130 else 3
    sc["Cons"] = 0 if o["cons"] == "A" else 3
    t = o["temp"]
    sc["Temp"] = 3 if t <= 35.0 else 1 if t <= 36.0 else 0 if t <= 38.0 else 1 if t <= 39.0 else 2
    return sc, sum(sc.values())


def obs_line(o, c):
    bp = "BP %d/%d" % (o["sbp"], o["dbp"])
    return "RR %d, SpO2 %d%% %s, %s, HR %d, T %.1f, %s" % (
        o["rr"], o["spo2"], "on " + o["o2"] if o["o2"] != "RA" else "RA", bp, o["hr"], o["temp"],
        {"A": "Alert", "C": "new confusion", "V": "responds to voice", "P": "responds to pain",
         "U": "unresponsive"}[o["cons"]])


def obs_table(o):
    sc, tot = news2(o)
    rows = [("Resp rate", "%d /min" % o["rr"], sc["RR"]), ("SpO2 (scale 1)", "%d%%" % o["spo2"], sc["SpO2"]),
            ("Air/O2", o["o2"], sc["O2"]), ("Systolic BP", "%d mmHg" % o["sbp"], sc["SBP"]),
            ("Pulse", "%d bpm" % o["hr"], sc["HR"]), ("ACVPU", o["cons"], sc["Cons"]),
            ("Temp", "%.1f C" % o["temp"], sc["Temp"])]
    lines = ["%-16s %-14s %d" % r for r in rows]
    return "\n".join(lines), tot


LABS_SI = [("Lactate", "mmol/L", (0.5, 2.2), (0.8, 6.5)), ("Hb", "g/L", (130, 170), (68, 150)),
           ("WCC", "x10^9/L", (4.0, 11.0), (2.1, 26.0)), ("Plt", "x10^9/L", (150, 400), (40, 520)),
           ("CRP", "mg/L", (0, 5), (3, 380)), ("Na", "mmol/L", (135, 145), (124, 152)),
           ("K", "mmol/L", (3.5, 5.3), (2.9, 7.1)), ("Urea", "mmol/L", (2.5, 7.8), (3.0, 38.0)),
           ("Creat", "umol/L", (60, 110), (55, 540)), ("Glucose", "mmol/L", (4.0, 7.8), (2.0, 31.0)),
           ("Bili", "umol/L", (0, 21), (4, 96)), ("INR", "", (0.8, 1.2), (0.9, 3.4)),
           ("Trop T", "ng/L", (0, 14), (5, 340)), ("Mg", "mmol/L", (0.7, 1.0), (0.5, 1.2))]
LABS_US = [("Lactate", "mmol/L", (0.5, 2.2), (0.8, 6.5)), ("Hgb", "g/dL", (13.0, 17.0), (6.8, 15.0)),
           ("WBC", "K/uL", (4.0, 11.0), (2.1, 26.0)), ("Plt", "K/uL", (150, 400), (40, 520)),
           ("Na", "mEq/L", (135, 145), (124, 152)), ("K", "mEq/L", (3.5, 5.1), (2.9, 7.1)),
           ("BUN", "mg/dL", (7, 20), (8, 110)), ("Cr", "mg/dL", (0.6, 1.2), (0.6, 6.1)),
           ("Glucose", "mg/dL", (70, 140), (38, 560)), ("Procalcitonin", "ng/mL", (0, 0.5), (0.1, 42.0)),
           ("Troponin I", "ng/L", (0, 34), (4, 2100)), ("INR", "", (0.8, 1.2), (0.9, 3.4))]


def _val(rng, lo, hi):
    v = lo + (hi - lo) * rng.random()
    if hi >= 100:
        return "%d" % round(v)
    if hi >= 10:
        return "%.1f" % v
    return "%.2f" % v if hi < 2 else "%.1f" % v


def labs(rng, c, n=6, ranges=True):
    pool = LABS_US if c == "US" else LABS_SI
    idx = sorted(rng.sample(range(len(pool)), min(n, len(pool))))
    out = []
    for i in idx:
        name, unit, ref, span = pool[i]
        v = _val(rng, *span)
        s = "%s %s%s" % (name, v, (" " + unit) if unit else "")
        if ranges and rng.random() < 0.6:
            s += " (%s-%s)" % (ref[0], ref[1])
        if float(v) > ref[1]:
            s += " H" if rng.random() < 0.5 else " [H]"
        elif float(v) < ref[0]:
            s += " L" if rng.random() < 0.5 else " [L]"
        out.append(s)
    return out


def abg(rng, c):
    ph = 7.10 + 0.35 * rng.random()
    if c == "US":
        return "ABG %.2f/%d/%d/%d, lactate %.1f" % (ph, rng.randrange(28, 78), rng.randrange(52, 140),
                                                   rng.randrange(12, 32), 0.8 + 6 * rng.random())
    return "ABG pH %.2f, pO2 %.1f kPa, pCO2 %.1f kPa, HCO3 %d, BE %+.1f, lactate %.1f" % (
        ph, 6.5 + 8 * rng.random(), 3.8 + 6 * rng.random(), rng.randrange(12, 32), -12 + 16 * rng.random(),
        0.8 + 6 * rng.random())


PMH = ["T2DM on metformin", "HTN", "AF on apixaban", "CKD stage 3b", "COPD (GOLD 3)", "IHD, CABG x3",
       "Parkinson's disease", "Alzheimer's dementia", "Crohn's disease", "previous CVA with L hemiparesis",
       "OSA on CPAP", "alcohol excess", "heart failure (EF 30%)", "hypothyroidism (Hashimoto's)",
       "Graves' disease treated", "rheumatoid arthritis on methotrexate", "morbid obesity (BMI 46)",
       "Addison's disease on hydrocortisone", "epilepsy", "previous Hodgkin lymphoma in remission",
       "Guillain-Barre syndrome (recovered)", "cirrhosis Child-Pugh B", "asthma", "bipolar affective disorder",
       "Down syndrome", "peripheral vascular disease", "osteoporosis with previous #NOF", "MS (relapsing-remitting)"]

EPONYM_LINES = ["Murphy's sign negative.", "No Kernig's or Brudzinski's sign.", "Cushing's triad absent.",
                "Trendelenburg position not used.", "Cheyne-Stokes pattern noted while asleep.",
                "Korotkoff sounds difficult - manual BP confirmed.", "Homan's not relied upon, Wells score calculated.",
                "Waterlow 18, Braden 13.", "Rockwood Clinical Frailty Scale 5.", "Glasgow Coma Scale 15/15.",
                "Richmond Agitation-Sedation Scale 0.", "No Battle's sign, no raccoon eyes.",
                "Hartmann's solution 1 L running at 125 mL/h.", "Foley in situ draining.",
                "Swan-Ganz not indicated.", "Takotsubo considered, echo awaited.", "No Janeway lesions or Osler nodes.",
                "Mallory-Weiss tear considered.", "Valsalva manoeuvre attempted x2 without effect.",
                "Allen's test normal prior to art line."]

DEVICE_MODELS = ["Corvexa D40 defibrillator", "Hemalyn M5 monitor", "Ventrix AV300 ventilator",
                 "Aerivo HF2 high-flow unit", "Infusa 7 volumetric pump", "Syrinx S3 syringe driver",
                 "Respira NIV-60", "Pulsaro CPR feedback device", "Thermaflo warming blanket", "Glucora CBG meter"]

POLICY = {
    "UK": ["Sepsis screen per NICE NG51.", "NEWS2 thresholds per RCP guidance.", "NCAA data submitted per Resuscitation Council UK."],
    "IE": ["INEWS escalation per HSE/HIQA national guideline.", "Sepsis form per HSE national sepsis programme."],
    "US": ["Sepsis bundle per CMS SEP-1 measure.", "Device incident reportable to FDA MedWatch if malfunction.",
           "Isolation per CDC guidance (contact + droplet)."],
    "CA": ["Device issue reported to Health Canada.", "Sepsis pathway per provincial guidance."],
    "AU": ["Recognition and response per ACSQHC standard 8.", "Data to ANZICS APD."],
    "NZ": ["Deteriorating patient programme per HQSC.", "Data to ANZICS APD."],
    "ZA": ["Infection control per NICD guidance.", "Adverse event reported per national guideline."],
    "SG": ["Escalation per MOH national early warning guideline.", "Isolation per MOH advisory."],
}


def typo(rng, s, p=0.05):
    """Rare single transposition typo inside a longer word."""
    if rng.random() >= p:
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha()]
    if not idx:
        return s
    i = rng.choice(idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


PUBLIC = ["NICE", "CDC", "FDA", "WHO", "Resuscitation Council UK", "ANZICS", "HIQA", "Health Canada", "ICNARC",
          "NCEPOD", "Coroner", "Public Health England", "Ministry of Health"]

RHYTHMS = ["VF", "pVT", "PEA", "asystole", "PEA (bradycardic)", "VF -> PEA"]

OUTCOMES = ["ROSC achieved, transferred to ICU", "ROSC, died in ICU within 24 h", "resuscitation stopped, death verified",
            "ROSC, survived to discharge", "ROSC, transferred to cath lab then CCU"]

CEILINGS = ["Full escalation including ICU admission and intubation",
            "Ward-based care plus NIV; not for intubation; not for CPR",
            "HDU-level care (NIV, vasopressors via peripheral line) - not for invasive ventilation",
            "Ward-based ceiling; IV antibiotics and fluids; not for CPR",
            "Comfort-focused care; symptom control; not for re-escalation",
            "For CPR and ICU admission; for renal replacement therapy"]

EDU_TOPICS = ["Recognising the deteriorating patient (NEWS2 and escalation)", "ABCDE assessment simulation",
              "Sepsis Six and fluid resuscitation", "NIV and HFNO on the ward", "Tracheostomy emergencies (NTSP algorithm)",
              "ALS refresher - shockable rhythms", "Post-ICU step-down care and delirium", "SBAR handover skills",
              "Paediatric deterioration awareness", "Arterial blood gas interpretation", "Treatment escalation plans and DNACPR conversations",
              "Immediate Life Support (ILS)", "Acute kidney injury recognition", "Major haemorrhage drills"]
