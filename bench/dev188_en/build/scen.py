"""Clinical scenarios, vitals, labs and imaging text (no PHI in here)."""

S = [
    dict(k="stemi", cc="chest pain", nature="CHEST PAIN", mpds="10-D-4", esi=2, ctas=2,
         hpi="substernal chest pressure radiating to the L arm and jaw, onset at rest about 40 min prior, with diaphoresis and nausea",
         find="pale, diaphoretic, anxious; lungs clear bilaterally; no JVD; no peripheral edema",
         ems=["ASA 324 mg PO chewed", "NTG 0.4 mg SL x2 with partial relief", "IV 18g L AC, saline lock",
              "12-lead: ST elevation II, III, aVF with reciprocal depression I, aVL", "fentanyl 50 mcg IV"],
         ed=["heparin 4000 units IV bolus", "ticagrelor 180 mg PO", "atorvastatin 80 mg PO"],
         dx="Inferior STEMI", img=["CXR portable: no acute cardiopulmonary process."],
         v=(100, 150, 88, 118, 18, 22, 93, 97), labs=["trop"], trauma=False),
    dict(k="stroke", cc="right-sided weakness and slurred speech", nature="STROKE/CVA", mpds="28-C-1L", esi=1, ctas=1,
         hpi="sudden onset R facial droop, R arm drift and expressive aphasia; last known well 55 min prior to arrival",
         find="R facial droop, R pronator drift, aphasic; Cincinnati Prehospital Stroke Scale 3/3; LAMS 4",
         ems=["BGL 112 mg/dL", "stroke alert called en route", "IV 20g R AC", "head of bed 30 degrees"],
         ed=["tenecteplase 0.25 mg/kg IV push", "labetalol 10 mg IV"],
         dx="Acute ischemic stroke, L MCA territory",
         img=["CT head w/o contrast: no hemorrhage; ASPECTS 9.", "CTA head/neck: occlusion of the proximal L M1 segment."],
         v=(160, 210, 70, 100, 14, 20, 94, 99), labs=["coag"], trauma=False),
    dict(k="mvc", cc="MVC, neck and chest pain", nature="TRAFFIC COLLISION W/ INJ", mpds="29-D-2p", esi=2, ctas=2,
         hpi="restrained driver in a T-bone collision at intersection speed, driver-side intrusion ~30 cm, +airbag deployment, self-extricated",
         find="seatbelt sign across L chest, TTP L lower ribs, abd soft, c-spine midline tenderness, GCS 15",
         ems=["c-collar applied", "IV 16g L AC, NS 250 mL", "fentanyl 75 mcg IV", "pelvic exam stable"],
         ed=["tetanus toxoid IM", "hydromorphone 0.5 mg IV", "ondansetron 4 mg IV"],
         dx="Closed fractures of L ribs 6-8; sternal contusion",
         img=["CT C-spine: no acute fracture or malalignment.", "CT chest/abd/pelvis w/ contrast: nondisplaced fx L ribs 6-8, trace L PTX, no solid organ injury."],
         v=(110, 140, 96, 120, 18, 24, 94, 98), labs=["trauma"], trauma=True),
    dict(k="fall", cc="fall with hip pain", nature="FALL", mpds="17-B-1", esi=3, ctas=3,
         hpi="mechanical fall from standing at home, unable to bear weight, found on floor by family after ~6 h, no LOC, no anticoagulant",
         find="L leg shortened and externally rotated, distal pulses intact, no head injury noted",
         ems=["traction not applied; scoop stretcher", "fentanyl 25 mcg IV x2", "IV 20g R hand"],
         ed=["fascia iliaca block with ropivacaine 0.2% 30 mL", "acetaminophen 1 g IV"],
         dx="L intertrochanteric femur fracture",
         img=["XR L hip/pelvis: displaced intertrochanteric fx of L femur.", "CXR: no acute process; mild cardiomegaly."],
         v=(128, 172, 78, 104, 16, 20, 93, 97), labs=["bmp", "ck"], trauma=True),
    dict(k="od", cc="unresponsive, suspected opioid overdose", nature="OVERDOSE/POISONING", mpds="23-D-1", esi=1, ctas=1,
         hpi="found unresponsive in bathroom by roommate with paraphernalia nearby, agonal respirations on arrival",
         find="pinpoint pupils, RR 4, cyanotic lips, GCS 3 on arrival",
         ems=["BVM with OPA", "naloxone 0.4 mg IV then 1 mg IN", "RR improved to 14, GCS 13 after naloxone"],
         ed=["naloxone infusion 0.4 mg/h", "buprenorphine offered after COWS 14"],
         dx="Opioid overdose, fentanyl suspected", img=["CXR: no infiltrate."],
         v=(90, 128, 52, 96, 4, 12, 78, 96), labs=["tox"], trauma=False),
    dict(k="seizure", cc="seizure", nature="CONVULSIONS/SEIZURES", mpds="12-D-2", esi=2, ctas=2,
         hpi="witnessed generalized tonic-clonic seizure lasting ~4 min, second episode in EMS presence, known seizure disorder, missed doses x2 days",
         find="postictal, tongue laceration R lateral, incontinent of urine",
         ems=["midazolam 5 mg IM", "BGL 98 mg/dL", "O2 NRB 15 L/min"],
         ed=["levetiracetam 60 mg/kg IV load", "lorazepam 2 mg IV"],
         dx="Breakthrough seizure, subtherapeutic AED", img=["CT head w/o contrast: no acute intracranial abnormality."],
         v=(130, 160, 100, 130, 18, 26, 92, 98), labs=["bmp", "aed"], trauma=False),
    dict(k="sepsis", cc="fever, confusion", nature="SICK PERSON", mpds="26-C-1", esi=2, ctas=2,
         hpi="3 days of dysuria and flank pain, increasingly confused today per family, fever 39.4 at home",
         find="warm, flushed, tachycardic, CVA tenderness R, confused to time",
         ems=["IV 18g L AC, NS 1 L wide open", "EtCO2 24 mmHg", "sepsis alert to receiving"],
         ed=["ceftriaxone 2 g IV", "LR 30 mL/kg", "norepinephrine 0.05 mcg/kg/min"],
         dx="Septic shock secondary to pyelonephritis", img=["CXR: clear.", "CT abd/pelvis: R perinephric stranding, no obstructing stone."],
         v=(78, 100, 110, 138, 22, 30, 91, 96), labs=["sepsis"], trauma=False),
    dict(k="dka", cc="vomiting, abdominal pain", nature="DIABETIC PROBLEM", mpds="13-C-1", esi=2, ctas=2,
         hpi="2 days of polyuria, polydipsia and vomiting, ran out of insulin 4 days ago",
         find="dry mucous membranes, Kussmaul respirations, fruity breath odor",
         ems=["BGL HI (>600)", "IV 18g R AC, NS 1 L", "ondansetron 4 mg IV"],
         ed=["insulin infusion 0.1 units/kg/h", "KCl 20 mEq IV", "NS 2 L"],
         dx="Diabetic ketoacidosis", img=["CXR: no acute disease."],
         v=(98, 118, 112, 130, 26, 34, 97, 100), labs=["dka"], trauma=False),
    dict(k="asthma", cc="shortness of breath", nature="BREATHING PROBLEMS", mpds="6-D-1", esi=2, ctas=2,
         hpi="progressive dyspnea over 2 days with URI symptoms, using albuterol q1h without relief, speaking 2-3 word sentences",
         find="diffuse expiratory wheeze, accessory muscle use, tripoding",
         ems=["albuterol 5 mg / ipratropium 0.5 mg neb x2", "methylprednisolone 125 mg IV", "CPAP 7.5 cmH2O"],
         ed=["magnesium sulfate 2 g IV", "continuous albuterol 10 mg/h"],
         dx="Severe asthma exacerbation", img=["CXR: hyperinflation, no pneumothorax or consolidation."],
         v=(130, 160, 110, 132, 28, 36, 86, 93), labs=["vbg"], trauma=False),
    dict(k="anaph", cc="allergic reaction", nature="ALLERGIES/ENVENOMATION", mpds="2-D-1", esi=1, ctas=1,
         hpi="ate at a restaurant ~20 min prior, developed diffuse hives, lip swelling and throat tightness",
         find="diffuse urticaria, angioedema of lips, inspiratory stridor faint, wheeze bilat",
         ems=["epinephrine 0.5 mg IM L thigh", "diphenhydramine 50 mg IV", "NS 1 L bolus"],
         ed=["epinephrine 0.3 mg IM repeat", "famotidine 20 mg IV", "methylprednisolone 125 mg IV"],
         dx="Anaphylaxis to food", img=[],
         v=(78, 98, 118, 140, 22, 28, 90, 96), labs=[], trauma=False),
    dict(k="syncope", cc="syncope", nature="UNCONSCIOUS/FAINTING", mpds="31-D-3", esi=3, ctas=3,
         hpi="brief LOC while standing in line at the grocery store, ~30 s, no seizure activity, no prodrome",
         find="alert and oriented x4, small abrasion R forehead, no focal deficits",
         ems=["12-lead: sinus bradycardia 52, 1st degree AV block, no ST changes", "orthostatics negative", "BGL 104 mg/dL"],
         ed=["telemetry", "NS 500 mL"],
         dx="Syncope, likely bradyarrhythmia", img=["CT head w/o contrast: no acute findings."],
         v=(104, 132, 48, 66, 14, 18, 96, 99), labs=["trop", "bmp"], trauma=False),
    dict(k="gib", cc="vomiting blood", nature="HEMORRHAGE/LACERATIONS", mpds="21-D-4", esi=2, ctas=2,
         hpi="two episodes of coffee-ground emesis and black tarry stools since last night, hx of cirrhosis and varices",
         find="pale, jaundiced sclera, abdomen distended with shifting dullness",
         ems=["IV 16g bilat AC", "NS 500 mL", "ondansetron 4 mg IV"],
         ed=["octreotide 50 mcg IV bolus then 50 mcg/h", "pantoprazole 80 mg IV", "ceftriaxone 1 g IV", "2 units PRBC"],
         dx="Upper GI bleed, suspected variceal", img=["CXR: no free air."],
         v=(86, 108, 104, 126, 18, 24, 95, 99), labs=["gib"], trauma=False),
    dict(k="psych", cc="suicidal ideation", nature="PSYCHIATRIC/SUICIDE ATTEMPT", mpds="25-B-6", esi=2, ctas=2,
         hpi="brought in after telling a coworker about a plan to overdose on stored pills, denies ingestion, recent job loss",
         find="calm, cooperative, flat affect, superficial healed scars L forearm, no acute injuries",
         ems=["scene secured by police prior to EMS entry", "vitals WNL", "no restraints required"],
         ed=["1:1 sitter", "psychiatry consult", "acetaminophen and salicylate levels"],
         dx="Suicidal ideation with plan", img=[],
         v=(118, 140, 80, 98, 14, 18, 97, 100), labs=["tox"], trauma=False),
    dict(k="febsz", cc="febrile seizure", nature="CONVULSIONS/SEIZURES", mpds="12-C-1", esi=2, ctas=2,
         hpi="generalized shaking lasting ~2 min at home with fever to 39.8, first episode, recent ear infection",
         find="sleepy but rousable, R TM bulging, no rash, neck supple",
         ems=["passive cooling", "BGL 92 mg/dL", "blow-by O2"],
         ed=["acetaminophen 15 mg/kg PO", "amoxicillin 45 mg/kg PO BID"],
         dx="Simple febrile seizure; acute otitis media R", img=[],
         v=(90, 110, 130, 160, 24, 36, 95, 99), labs=[], trauma=False),
    dict(k="burn", cc="burns to arms and face", nature="BURNS/EXPLOSION", mpds="7-D-2", esi=2, ctas=2,
         hpi="propane heater flash at work site, partial thickness burns to bilat forearms and face, singed nasal hairs",
         find="partial thickness burns ~14% TBSA, soot in oropharynx, voice hoarse",
         ems=["cooled with saline x10 min then dry dressings", "IV 18g L AC, LR 500 mL", "fentanyl 100 mcg IV"],
         ed=["fiberoptic exam of airway, intubated with 8.0 ETT", "LR per Parkland formula"],
         dx="Partial thickness burns 14% TBSA with inhalation injury", img=["CXR: ETT 4 cm above carina."],
         v=(124, 150, 104, 124, 22, 28, 92, 97), labs=["burn"], trauma=True),
    dict(k="stab", cc="stab wound to abdomen", nature="STAB/GUNSHOT/PENETRATING", mpds="27-D-3", esi=1, ctas=1,
         hpi="single stab wound to LUQ during an altercation outside a bar, knife not recovered",
         find="2 cm wound LUQ, active bleeding controlled with pressure, abd tender with guarding",
         ems=["occlusive dressing and direct pressure", "IV 16g bilat, TXA 1 g IV", "permissive hypotension SBP goal 90"],
         ed=["MTP activated", "2 units O-neg PRBC", "to OR for exploratory laparotomy"],
         dx="Penetrating abdominal trauma with splenic laceration", img=["eFAST: + fluid in LUQ."],
         v=(82, 100, 116, 138, 22, 30, 94, 98), labs=["trauma"], trauma=True),
    dict(k="hypogly", cc="altered mental status", nature="DIABETIC PROBLEM", mpds="13-D-1", esi=2, ctas=2,
         hpi="found confused and sweating by spouse, took usual insulin but skipped dinner",
         find="diaphoretic, confused, moving all extremities",
         ems=["BGL 34 mg/dL", "D10 250 mL IV", "repeat BGL 142 mg/dL, A&Ox4"],
         ed=["observation with hourly glucose checks", "meal tray"],
         dx="Hypoglycemia due to insulin", img=[],
         v=(136, 160, 90, 110, 16, 20, 96, 99), labs=["bmp"], trauma=False),
    dict(k="chf", cc="shortness of breath, leg swelling", nature="BREATHING PROBLEMS", mpds="6-D-2", esi=2, ctas=2,
         hpi="3 days of worsening orthopnea and 4 kg weight gain, ran out of furosemide",
         find="rales to mid-lung fields bilat, JVD, 2+ pitting edema to knees",
         ems=["CPAP 10 cmH2O", "NTG 0.4 mg SL x3", "12-lead: sinus tach, LBBB (old)"],
         ed=["furosemide 80 mg IV", "nitroglycerin infusion 50 mcg/min", "BiPAP 12/6"],
         dx="Acute decompensated heart failure", img=["CXR: bilateral pleural effusions, cephalization, cardiomegaly."],
         v=(170, 210, 104, 124, 26, 32, 84, 92), labs=["chf"], trauma=False),
    dict(k="arrest", cc="cardiac arrest", nature="CARDIAC/RESP ARREST", mpds="9-E-1", esi=1, ctas=1,
         hpi="witnessed collapse at home, bystander CPR by family for ~6 min prior to FD arrival, initial rhythm VF",
         find="pulseless, apneic; ROSC after 3 shocks and 2 doses of epinephrine",
         ems=["defib 200 J x3", "epinephrine 1 mg IV x2", "amiodarone 300 mg IV", "i-gel size 4", "ROSC at 18 min"],
         ed=["intubated, post-arrest care, TTM 36 C", "norepinephrine infusion", "cardiology consult for cath"],
         dx="Out-of-hospital cardiac arrest, VF, ROSC", img=["CXR: ETT in good position; OG tube in stomach."],
         v=(88, 110, 100, 120, 12, 16, 90, 96), labs=["trop", "vbg"], trauma=False),
]
BY_KEY = {s["k"]: s for s in S}


def pick(r, trauma=None, peds=False, kind=None, age=None):
    if kind:
        return BY_KEY[kind]
    pool = [s for s in S if trauma is None or s["trauma"] == trauma]
    if age is not None and age > 85:
        pool = [s for s in pool if s["k"] not in ("psych", "od", "stab", "dka")]
    if peds:
        pool = [s for s in pool if s["k"] in ("febsz", "asthma", "anaph", "fall", "mvc", "dka", "burn", "seizure")] or pool
    elif trauma is None:
        pool = [s for s in pool if s["k"] != "febsz"]
    return r.choice(pool)


def vitals(r, s, drift=0, age=40):
    sb0, sb1, h0, h1, r0, r1, o0, o1 = s["v"]
    if age < 13:
        sb0, sb1, h0, h1 = 84, 112, max(h0, 96), max(h1, 140)
    sbp = r.randint(sb0, sb1) + drift * r.randint(-6, 8)
    dbp = int(sbp * r.uniform(0.52, 0.68))
    return dict(sbp=sbp, dbp=dbp, hr=r.randint(h0, h1) - drift * r.randint(0, 5),
                rr=r.randint(r0, r1), spo2=min(100, r.randint(o0, o1) + drift),
                temp=round(r.uniform(36.2, 37.6) if s["k"] not in ("sepsis", "febsz") else r.uniform(38.4, 39.9), 1),
                gcs={"arrest": 3, "od": r.randint(3, 8)}.get(s["k"], r.randint(10, 14) if s["k"] in (
                    "stroke", "seizure", "sepsis", "hypogly") else 15),
                pain=r.randint(0, 10), etco2=r.randint(28, 44), bgl=r.randint(80, 180))


def vline(v, style=0):
    if style == 0:
        return f"BP {v['sbp']}/{v['dbp']}, HR {v['hr']}, RR {v['rr']}, SpO2 {v['spo2']}% RA, T {v['temp']} C"
    if style == 1:
        return f"BP {v['sbp']}/{v['dbp']} | P {v['hr']} | R {v['rr']} | O2 sat {v['spo2']}% | GCS {v['gcs']}"
    return f"T {v['temp']}  HR {v['hr']}  BP {v['sbp']}/{v['dbp']}  RR {v['rr']}  SpO2 {v['spo2']}%  Pain {v['pain']}/10"


def labs(r, s):
    t = s["labs"]
    out = []
    wbc = round(r.uniform(4.5, 10.5) if "sepsis" not in t else r.uniform(16, 27), 1)
    hgb = round(r.uniform(11.8, 15.6) if "gib" not in t and "trauma" not in t else r.uniform(6.8, 10.4), 1)
    out.append(("CBC", [("WBC", wbc, "x10^9/L", "4.0-11.0"), ("Hgb", hgb, "g/dL", "12.0-16.0"),
                        ("Plt", r.randint(150, 390) if "gib" not in t else r.randint(48, 96), "x10^9/L", "150-400")]))
    na = r.randint(131, 144)
    k = round(r.uniform(3.4, 5.1) if "dka" not in t else r.uniform(5.4, 6.3), 1)
    glu = r.randint(85, 190) if "dka" not in t else r.randint(480, 780)
    hco3 = r.randint(21, 29) if "dka" not in t and "sepsis" not in t else r.randint(6, 16)
    cr = round(r.uniform(0.6, 1.3) if "sepsis" not in t else r.uniform(1.8, 3.2), 2)
    out.append(("BMP", [("Na", na, "mmol/L", "135-145"), ("K", k, "mmol/L", "3.5-5.0"),
                        ("Cl", r.randint(96, 108), "mmol/L", "98-107"), ("CO2", hco3, "mmol/L", "22-29"),
                        ("BUN", r.randint(8, 38), "mg/dL", "7-20"), ("Cr", cr, "mg/dL", "0.6-1.2"),
                        ("Glucose", glu, "mg/dL", "70-99")]))
    if "trop" in t or "chf" in t:
        out.append(("Cardiac", [("hs-TnT", r.randint(9, 1840), "ng/L", "<14"),
                                ("NT-proBNP", r.randint(120, 9800), "pg/mL", "<300")]))
    if "sepsis" in t:
        out.append(("Sepsis", [("Lactate", round(r.uniform(3.1, 6.8), 1), "mmol/L", "0.5-2.0"),
                               ("Procalcitonin", round(r.uniform(2, 40), 1), "ng/mL", "<0.5")]))
    if "tox" in t:
        out.append(("Tox", [("Ethanol", r.choice([0, 0, 88, 212]), "mg/dL", "<10"),
                            ("Acetaminophen", r.choice(["<10", "<10", "34"]), "mcg/mL", "10-30"),
                            ("Salicylate", "<3", "mg/dL", "<20")]))
    if "coag" in t or "gib" in t or "trauma" in t:
        out.append(("Coags", [("INR", round(r.uniform(0.9, 1.2) if "gib" not in t else r.uniform(1.6, 2.6), 1), "", "0.9-1.1"),
                              ("PTT", r.randint(24, 38), "s", "25-35"), ("Fibrinogen", r.randint(150, 420), "mg/dL", "200-400")]))
    if "dka" in t or "vbg" in t:
        out.append(("VBG", [("pH", round(r.uniform(6.98, 7.21), 2), "", "7.32-7.42"),
                            ("pCO2", r.randint(18, 62), "mmHg", "41-51"), ("Beta-hydroxybutyrate", round(r.uniform(0.1, 8.2), 1), "mmol/L", "<0.6")]))
    if "ck" in t:
        out.append(("Other", [("CK", r.randint(300, 4200), "U/L", "30-200")]))
    if "aed" in t:
        out.append(("Levels", [("Levetiracetam", round(r.uniform(1.2, 8.0), 1), "mcg/mL", "12-46")]))
    return out


CONSULT = {"stemi": "cardiology", "stroke": "neurology", "mvc": "trauma surgery", "fall": "orthopedics",
           "od": "ICU", "seizure": "neurology", "sepsis": "ICU", "dka": "internal medicine",
           "asthma": "ICU", "anaph": "internal medicine", "syncope": "cardiology", "gib": "GI",
           "psych": "psychiatry", "febsz": "pediatrics", "burn": "burn surgery", "stab": "trauma surgery",
           "hypogly": "internal medicine", "chf": "cardiology", "arrest": "cardiology"}

PEDS_PMH = ["asthma", "eczema", "ADHD", "prematurity (born at 32 weeks)", "no significant PMH",
            "recurrent otitis media", "T1DM", "seizure disorder", "peanut allergy", "no significant PMH"]
PEDS_MEDS = ["albuterol MDI PRN", "cetirizine 5 mg daily", "fluticasone 44 mcg 2 puffs BID",
             "methylphenidate 18 mg daily", "no daily meds", "EpiPen Jr PRN", "insulin aspart per scale"]


def pmh(r, age, k):
    import pools as P
    return ", ".join(r.sample(PEDS_PMH if age < 13 else P.PMH, k))


def meds(r, age, k, sep="; "):
    import pools as P
    return sep.join(r.sample(PEDS_MEDS if age < 13 else P.MEDS, k))


def exam(s, v):
    k = s["k"]
    resp = "diffuse expiratory wheeze" if k in ("asthma", "anaph") else \
        "crackles at bilateral bases" if k in ("chf", "sepsis") else \
        "decreased breath sounds L base" if k in ("mvc", "stab") else "CTAB"
    abd = "guarding LUQ, tender" if k == "stab" else "mild epigastric TTP" if k in ("gib", "dka") else \
        "R CVA tenderness" if k == "sepsis" else "soft, NT/ND"
    neuro = "R facial droop, R arm 2/5, expressive aphasia" if k == "stroke" else \
        "postictal, no focal deficits" if k == "seizure" else \
        f"GCS {v['gcs']}, moves all extremities" if v["gcs"] < 15 else "A&Ox4, no focal deficits"
    cv = "tachycardic, regular" if v["hr"] > 100 else "bradycardic, regular" if v["hr"] < 60 else "RRR, no murmurs"
    return cv, resp, abd, neuro


def ecg(s, v):
    k = s["k"]
    if k == "stemi":
        return "sinus rhythm, 2-3 mm STE II/III/aVF with reciprocal STD in I/aVL"
    if k == "chf":
        return f"sinus tachycardia {v['hr']}, LBBB unchanged from prior"
    if k == "syncope":
        return f"sinus bradycardia {v['hr']}, PR 236 ms, no ST changes"
    if k == "dka":
        return f"sinus tachycardia {v['hr']}, peaked T waves"
    if v["hr"] > 100:
        return f"sinus tachycardia {v['hr']}, normal intervals, no acute ST changes"
    return f"normal sinus rhythm {v['hr']}, normal axis, no acute ST-T changes"


def cap(x):
    return x[:1].upper() + x[1:]
