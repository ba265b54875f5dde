"""Haematology and transfusion."""
import datetime as dt

from phi import M
import blocks as B
import common
import pools as P

GENRE = "haematology_transfusion"
G = "haem"


def din(c):
    """ISBT 128 donation identification number (invented facility codes)."""
    r = c.r
    fac = r.choice("GWABCDEF") + c.digits(4)
    y = f"{(c.visit.year - r.randint(0, 1)) % 100:02d}"
    seq = c.digits(6)
    return r.choice([f"{fac} {y} {seq}", f"{fac}{y}{seq}", f"{fac} {y} {seq} {r.choice('ABCDEFGHJK')}"])


def _tab(c, cols, gen, n=None, span=400, title=None):
    r = c.r
    n = n or r.randint(3, 6)
    ds = B.serial_dates(c, n, span)
    gen = B.walker(gen)
    rows = [[c.date(d, c.dstyle)] + [gen(k) for k in cols] for d in ds]
    t = B.table(["Date"] + cols, rows) if r.random() < 0.7 else B.pipe_table(["Date"] + cols, rows)
    return (title + "\n" + t) if title else t


def reaction(c):
    r = c.r
    c.setup_patient(30, 92)
    common.setup(c, G)
    common.sub_role(c, "reaction")
    adm = c.visit - dt.timedelta(days=r.randint(1, 8))
    c.adm, c.dis = adm, c.visit + dt.timedelta(days=r.randint(0, 4))
    tx = c.visit
    prod = r.choice(["red cells", "red cells", "platelets (apheresis)", "fresh frozen plasma"])
    units = [din(c) for _ in range(r.randint(1, 2))]
    kind = r.choice(["FNHTR", "allergic", "TACO", "FNHTR"])
    n1, n2 = c.new_staff("rn"), c.new_staff("rn")
    c.checkers = (n1, n2)
    c.units = units
    t0 = f"{r.randint(8, 22):02d}:{r.randint(0, 59):02d}"
    symp = {"FNHTR": f"a rise in temperature from 36.{r.randint(5, 9)} to 38.{r.randint(4, 9)} C with rigors",
            "allergic": "widespread urticaria and pruritus without hypotension or wheeze",
            "TACO": f"acute breathlessness, SpO2 fell to {r.randint(82, 89)}% and BP rose to {r.randint(170, 200)}/{r.randint(90, 110)}"}[kind]
    hpi = [f"{c.P('title')}, {c.age_phrase()}, admitted {c.date(adm)} with {r.choice(['symptomatic anaemia (Hb 62)', 'upper GI bleed', 'myelodysplasia on a transfusion programme', 'post-operative anaemia after hip fracture fixation'])}, "
           f"was receiving {prod} (unit {M('IDNUM', units[0])}) on {M('HOSPITAL', c.ward)}, bed {M('LOCATION_OTHER', c.bed)}, when about {r.randint(10, 60)} minutes "
           f"after starting at {t0} on {c.date(tx)} {c.he} developed {symp}.",
           f"The transfusion was stopped immediately by {c.S(n1, 'full')}, the line kept open with saline and the on-call doctor ({c.S(c.reg, 'dr_full')}) attended."]
    bio = r.choice([("palm-vein scan", "PV-"), ("fingerprint verification", "FP-"), ("palm-vein scan", "PV"), ("fingerprint verification", "FP")])
    res = [f"Bedside check: patient ID confirmed against wristband and {bio[0]} "
           f"(biometric ID {M('BIOID', bio[1] + c.digits(r.choice([6, 8])))}) by {c.S(n1, 'full')} and {c.S(n2, 'full')}.",
           f"Post-reaction samples: G&S/DAT {M('IDNUM', c.accession('lab'))}, blood cultures {M('IDNUM', c.accession('micro'))}; "
           f"bag returned to blood bank with giving set.",
           f"DAT {r.choice(['negative', 'negative', 'weakly positive (IgG)'])}; repeat group {r.choice(['O RhD positive', 'A RhD positive', 'B RhD negative', 'O RhD negative'])}, "
           f"antibody screen {r.choice(['negative', 'negative', 'anti-E identified'])}; bilirubin and LDH unchanged."]
    hrs = r.randint(1, 4)
    course = [f"Observations settled within {hrs} hour{'s' if hrs > 1 else ''} with {r.choice(['paracetamol', 'chlorphenamine 10 mg IV', 'furosemide 40 mg IV and oxygen'])}.",
              f"Reported to the hospital transfusion team ({c.S(c.nurse, 'full')}, transfusion practitioner) and haemovigilance, reference {M('IDNUM', c.ch(['HV-', 'TX', 'SHOT-']) + c.digits(5))}."]
    imp = {"FNHTR": "Febrile non-haemolytic transfusion reaction (probable).", "allergic": "Mild allergic transfusion reaction.",
           "TACO": "Transfusion-associated circulatory overload."}[kind]
    plan = [{"FNHTR": "Premedicate with paracetamol for future transfusions; no need for washed products.",
             "allergic": "Chlorphenamine premedication; consider washed components if recurrent.",
             "TACO": "Transfuse single units over 3-4 h with TACO checklist; consider furosemide between units."}[kind],
            f"Flag added to blood bank record (MRN {M('MRN', c.ids['mrn'])}).",
            f"Remaining unit {M('IDNUM', units[-1])} quarantined." if len(units) > 1 else "No further units issued today.",
            f"Discussed with {c.S(c.cons, 'dr_full')}, consultant haematologist."]
    return {"dept": c.sp("Transfusion Medicine", "Blood Transfusion Service"), "clinic": "transfusion service",
            "title": "Transfusion Reaction Report", "reason": "Transfusion reaction", "dx": [imp],
            "hpi": hpi, "results": res, "course": course, "imp": imp, "plan": plan, "inpatient": True,
            "special": ["transfusion"], "kind": kind, "prod": prod, "tx": tx, "t0": t0, "meds": None, "mdt_ok": False}


def ida(c):
    r = c.r
    c.setup_patient(22, 88, sex=r.choice("FFM"))
    common.setup(c, G)
    inf = c.past(30, 120)
    gen = lambda k: {"Hb": str(r.randint(72, 138)), "MCV": str(r.randint(64, 92)), "Ferritin": str(r.randint(3, 240)),
                     "TSAT": str(r.randint(3, 34))}[k]
    tab = _tab(c, ["Hb", "MCV", "Ferritin", "TSAT"], gen, title="Iron studies:")
    hpi = [f"{c.P('first')} was referred by {c.S(c.gp, 'dr_full')} with iron deficiency anaemia (Hb {r.randint(68, 95)} g/L) "
           f"{r.choice((['and heavy menstrual bleeding'] if c.pt.sex == 'F' else []) + ['intolerant of oral iron', 'following bariatric surgery in ' + c.yr(c.past_year(3, 10)), 'with no GI symptoms'])}.",
           f"{c.He} received ferric carboxymaltose 1 g at the {M('HOSPITAL', c.ch(['Hazel Day Unit', 'Medical Day Unit', c.sp('Hematology', 'Haematology') + ' Day Unit', 'Larch Ward']))} on {c.date(inf)} without reaction."]
    return {"dept": c.sp("Hematology", "Haematology"), "clinic": "general haematology clinic", "title": "Haematology Clinic",
            "reason": "Iron deficiency anaemia", "dx": ["Iron deficiency anaemia", r.choice((["Menorrhagia"] if c.pt.sex == "F" else []) + ["Coeliac disease", "Previous Roux-en-Y gastric bypass"])],
            "hpi": hpi, "table": tab, "results": [f"Coeliac serology negative ({c.date(c.past(40, 200))})."],
            "imp": "Iron deficiency, replete after IV iron.", "plan": ["Repeat FBC and ferritin in 3 months.",
                                                                       f"OGD/colonoscopy requested via {c.sp('GI', 'lower GI straight-to-test')} pathway." if c.pt.sex == "M" or c.age > 50 else "Gynaecology referral for menorrhagia.",
                                                                       "Discharge to GP if stable."],
            "meds": ["ferrous fumarate 210 mg alternate days", "tranexamic acid PRN"], "pmh": ["Asthma"], "exam": "Pale conjunctivae. No organomegaly.",
            "special": [], "mdt_ok": False,
            "ref": f"Recent bloods show Hb {r.randint(70, 95)} g/L with ferritin {r.randint(2, 9)}; {c.he} has not tolerated oral iron."}


def itp(c):
    r = c.r
    c.setup_patient(18, 80)
    common.setup(c, G)
    gen = lambda k: {"Plt": str(r.randint(4, 160)), "Hb": str(r.randint(105, 150)), "WCC": str(round(r.uniform(3.8, 11), 1))}[k]
    tab = _tab(c, ["Plt", "Hb", "WCC"], gen, n=r.randint(4, 7), span=200)
    hpi = [f"{c.P('title')} has chronic ITP diagnosed {c.my(c.past(400, 3000))}. Platelet nadir 3 on {c.date(c.past(100, 380))} with "
           f"{r.choice(['wet purpura and epistaxis', 'petechiae only', 'gum bleeding'])}.",
           f"Treatment history: prednisolone, IVIg, {r.choice(['eltrombopag since ' + c.my(c.past(60, 400)), 'romiplostim weekly', 'fostamatinib'])}."]
    return {"dept": c.sp("Hematology", "Haematology"), "clinic": "ITP clinic", "title": "ITP Clinic", "reason": "Immune thrombocytopenia",
            "dx": ["Chronic immune thrombocytopenia"], "hpi": hpi, "table": tab, "results": [],
            "imp": "Platelets acceptable on TPO-RA.", "plan": ["Continue current dose.", f"FBC every 4 weeks; results to {c.S(c.nurse, 'full')}.",
                                                               "Carry ITP card; avoid NSAIDs.", f"Review {c.date(c.future(60, 120))}."],
            "meds": ["eltrombopag 50 mg OD"], "pmh": ["Nil"], "exam": "Scattered petechiae on shins.", "special": [], "mdt_ok": False}


def myeloma(c):
    r = c.r
    c.setup_patient(50, 86)
    common.setup(c, G)
    bm = c.past(300, 1200)
    asct = bm + dt.timedelta(days=r.randint(150, 240))
    gen = lambda k: {"Paraprotein": str(round(r.uniform(0, 38), 1)), "kFLC": str(r.randint(8, 900)), "Cr": str(r.randint(60, 180)),
                     "Ca": str(round(r.uniform(2.1, 2.8), 2))}[k]
    tab = _tab(c, ["Paraprotein", "kFLC", "Cr", "Ca"], gen, n=5, span=700, title="Disease markers:")
    hpi = [f"{c.P('full')} ({c.age_phrase()}) has IgG kappa multiple myeloma diagnosed on bone marrow biopsy {c.date(bm)} "
           f"(accession {M('IDNUM', c.accession('path'))}, {r.randint(20, 70)}% plasma cells, {r.choice(['standard-risk FISH', 't(4;14)', 'gain 1q'])}).",
           f"Induction with {r.choice(['VTd', 'DaraVTd', 'VRd'])} followed by autologous stem cell transplant at {M('HOSPITAL', c.hosp2['name'])} on {c.date(asct)}; "
           f"now on lenalidomide maintenance."]
    return {"dept": c.sp("Hematology/Oncology", "Haematology"), "clinic": "myeloma clinic", "title": "Myeloma Clinic", "reason": "Myeloma follow-up",
            "dx": [f"IgG kappa multiple myeloma ({c.yr(bm)})", f"Post ASCT ({c.my(asct)})", "Lytic lesions T8, L2"], "hpi": hpi, "table": tab,
            "results": [f"Whole-body MRI {c.date(c.past(30, 200))}: no new lesions."],
            "imp": "VGPR, stable on maintenance.", "plan": ["Continue lenalidomide 10 mg d1-21.", "Zoledronic acid 3-monthly.",
                                                            f"Dental review before next zoledronate.", f"Next review {c.date(c.future(28, 60))}."],
            "meds": ["lenalidomide 10 mg", "aciclovir 400 mg BD", "aspirin 75 mg OD", "zoledronic acid 4 mg IV 3-monthly"],
            "pmh": ["T2DM", "Hypertension"], "exam": "No bone tenderness.", "special": [], "mdt_ok": True}


def vte(c):
    r = c.r
    c.setup_patient(24, 85)
    common.setup(c, G)
    ev = c.past(60, 200)
    hpi = [f"{c.P('first')} had a {r.choice(['left proximal DVT', 'bilateral pulmonary emboli', 'right popliteal DVT'])} on {c.date(ev)} "
           f"{r.choice(['after a long-haul flight from ' + M('COUNTRY', c.ch(P.COUNTRIES_TRAVEL)), 'six weeks after knee arthroscopy', 'while on the combined pill' if c.pt.sex == 'F' else 'after a week of immobility with flu', 'with no provoking factor'])}.",
           f"Anticoagulated with apixaban; no bleeding. {c.His} {r.choice(['mother', 'brother', 'sister'])} also had a DVT aged {M('AGE', r.randint(22, 60))}."]
    return {"dept": c.sp("Hematology", "Haematology"), "clinic": "anticoagulation clinic", "title": "Thrombosis Clinic",
            "reason": "Venous thromboembolism follow-up", "dx": ["Venous thromboembolism", r.choice(["Provoked", "Unprovoked"])], "hpi": hpi,
            "results": [f"CTPA {c.date(ev)}: {r.choice(['segmental emboli bilaterally, RV/LV 0.8', 'no PE'])}.", f"Thrombophilia screen: {r.choice(['not indicated', 'factor V Leiden heterozygous'])}."],
            "imp": "VTE, decision on duration of anticoagulation.", "plan": ["Continue apixaban 2.5 mg BD long term." if r.random() < 0.5 else f"Stop anticoagulation on {c.date(c.future(5, 30))}.",
                                                                             "Compression stockings not required.", "Discharge to GP."],
            "meds": ["apixaban 5 mg BD"], "pmh": [r.choice(["Obesity", "Asthma", "Nil"])], "exam": "No post-thrombotic changes.",
            "special": [], "mdt_ok": False}


def sickle(c):
    r = c.r
    c.setup_patient(18, 45)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(3, 9))
    c.adm, c.dis = adm, c.visit
    units = [din(c) for _ in range(r.randint(2, 4))]
    hpi = [f"{c.P('full')}, {c.age_phrase()} with HbSS, presented on {c.date(adm)} with a painful crisis affecting {r.choice(['the lower back and thighs', 'chest and ribs', 'both arms'])} "
           f"after {r.choice(['a cold snap', 'a viral illness', 'dehydration at work'])}.",
           f"Known to the haemoglobinopathy team; {c.his} care plan is held on {M('HOSPITAL', c.ward)}."]
    course = [f"PCA morphine and IV fluids. Hb fell to {r.randint(52, 68)} g/L on {c.sdate(adm + dt.timedelta(days=2))}.",
              f"Top-up transfusion of {len(units)} units of HbS-negative, Rh/K-matched red cells ({', '.join(M('IDNUM', u) for u in units)}) on {c.date(adm + dt.timedelta(days=2))}.",
              "No acute chest syndrome. Incentive spirometry encouraged."]
    return {"dept": c.sp("Hematology", "Haematology"), "clinic": "haemoglobinopathy clinic", "title": "Discharge Summary", "reason": "Sickle cell crisis",
            "dx": ["Sickle cell disease (HbSS) - vaso-occlusive crisis", "Alloimmunisation (anti-C)"], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"Reticulocytes {r.randint(150, 400)}, bilirubin {r.randint(30, 90)}."], "imp": "Uncomplicated vaso-occlusive crisis.",
            "plan": ["Hydroxycarbamide 1 g OD continued.", "Folic acid.", f"Haemoglobinopathy clinic {c.date(c.future(14, 40))}."],
            "meds": ["hydroxycarbamide 1 g OD", "folic acid 5 mg OD", "penicillin V 250 mg BD", "oxycodone 5 mg PRN (5 days)"], "special": [], "mdt_ok": False}


def haemophilia(c):
    r = c.r
    c.setup_patient(18, 70, sex="M")
    common.setup(c, G)
    hc = M("ORGANIZATION", c.ch(P.HOMECARE))
    hpi = [f"{c.P('first')} has severe haemophilia A (FVIII <1%), on prophylaxis with {r.choice(['emicizumab 3 mg/kg weekly', 'efmoroctocog alfa 50 IU/kg twice weekly', 'octocog alfa 30 IU/kg every other day'])}, "
           f"home delivery by {hc}.",
           f"Bleed log since last review: {r.randint(0, 4)} bleeds, right ankle target joint. Last treated bleed {c.date(c.past(10, 120))}."]
    return {"dept": c.sp("Hemophilia Treatment Center", "Haemophilia Centre"), "clinic": "haemophilia clinic", "title": "Haemophilia Review",
            "reason": "Haemophilia A review", "dx": ["Severe haemophilia A", "Haemophilic arthropathy right ankle"], "hpi": hpi,
            "results": [f"FVIII inhibitor screen negative ({c.date(c.past(20, 200))})."], "imp": "Well controlled on prophylaxis.",
            "plan": ["Continue prophylaxis.", "Physiotherapy for ankle.", f"Next review {c.date(c.future(150, 200))}."],
            "meds": ["emicizumab"], "pmh": ["Hepatitis C - cleared"], "exam": "Right ankle: reduced dorsiflexion.", "special": [], "mdt_ok": False}


def cll(c):
    r = c.r
    c.setup_patient(55, 90)
    common.setup(c, G)
    gen = lambda k: {"Lymph": str(round(r.uniform(8, 80), 1)), "Hb": str(r.randint(100, 150)), "Plt": str(r.randint(90, 260))}[k]
    tab = _tab(c, ["Lymph", "Hb", "Plt"], gen, n=r.randint(4, 6), span=900)
    hpi = [f"{c.P('title')} has stage A CLL diagnosed {c.my(c.past(500, 3000))} (flow cytometry {M('IDNUM', c.accession('lab'))}). "
           f"No B symptoms. {r.choice(['Two chest infections this winter.', 'Shingles in ' + c.my(c.past(60, 300)) + '.', 'Feels well.'])}"]
    return {"dept": c.sp("Hematology", "Haematology"), "clinic": "CLL clinic", "title": "CLL Review", "reason": "CLL surveillance",
            "dx": ["CLL, Binet A".replace("Binet A", "stage A")], "hpi": hpi, "table": tab, "results": [],
            "imp": "Stable CLL, watch and wait.", "plan": ["Continue watch and wait.", "Vaccinations (no live vaccines).",
                                                            f"FBC in 6 months via {c.S(c.gp, 'dr_last')}."],
            "meds": ["nil"], "pmh": ["Hypertension"], "exam": "Small cervical nodes <2 cm. No splenomegaly.", "special": [], "mdt_ok": False}


SUBS = [(reaction, 8), (ida, 2), (itp, 2), (myeloma, 2), (vte, 2), (sickle, 2), (haemophilia, 1), (cll, 1)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
