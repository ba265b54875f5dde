"""Non-PHI clinical content for cardiothoracic and vascular notes (all plain text)."""

CARDIAC_MEDS = [
    "Aspirin 75mg OD", "Clopidogrel 75mg OD", "Ticagrelor 90mg BD", "Atorvastatin 80mg ON", "Atorvastatin 40mg nocte",
    "Rosuvastatin 20mg ON", "Bisoprolol 2.5mg OD", "Bisoprolol 5mg mane", "Metoprolol 25mg BD", "Ramipril 5mg OD",
    "Perindopril 4mg OD", "Candesartan 8mg OD", "Amlodipine 5mg OD", "Furosemide 40mg OM", "Frusemide 40mg mane",
    "Spironolactone 25mg OD", "Apixaban 5mg BD", "Rivaroxaban 20mg OD", "Warfarin as per INR", "Metformin 1g BD",
    "Gliclazide 80mg BD", "Empagliflozin 10mg OD", "Dapagliflozin 10mg OD", "Insulin glargine 22 units ON",
    "GTN spray 400mcg PRN", "Isosorbide mononitrate 30mg MR OD", "Omeprazole 20mg OD", "Pantoprazole 40mg OD",
    "Lansoprazole 30mg OD", "Levothyroxine 100mcg OD", "Allopurinol 100mg OD", "Tiotropium 18mcg inh OD",
    "Salbutamol inh PRN", "Paracetamol 1g QDS PRN", "Amiodarone 200mg OD", "Digoxin 62.5mcg OD",
    "Sacubitril/valsartan 49/51mg BD", "Ezetimibe 10mg OD", "Nicorandil 10mg BD", "Ranolazine 375mg BD",
    "Cilostazol 100mg BD", "Naftidrofuryl 200mg TDS", "Tamsulosin 400mcg OD", "Sertraline 50mg OD",
]

POSTOP_MEDS = [
    "Aspirin 75mg OD", "Atorvastatin 80mg ON", "Bisoprolol 1.25mg OD", "Furosemide 40mg BD x 5/7",
    "Paracetamol 1g QDS", "Oxycodone MR 10mg BD (wean)", "Oxycodone IR 5mg 4hrly PRN", "Lactulose 15ml BD",
    "Senna 15mg ON", "Omeprazole 20mg OD", "Amiodarone 200mg TDS x 1/52 then BD x 1/52 then OD",
    "Enoxaparin 40mg SC OD", "Tinzaparin 4500 units SC OD", "Warfarin (target INR 2.0-3.0)",
    "Apixaban 5mg BD (restart POD 3)", "Clopidogrel 75mg OD", "Metformin 500mg BD (restart when eating)",
    "Potassium chloride SR 1.2g BD", "Magnesium aspartate 10mmol BD", "Ramipril 1.25mg OD (restart)",
]

PMH = [
    "T2DM (diet controlled)", "T2DM on insulin", "HTN", "Hypercholesterolaemia", "COPD (FEV1 1.6L, 58% pred)",
    "CKD stage 3a", "CKD 3b (baseline Cr 148)", "Paroxysmal AF", "Previous CVA - no residual deficit",
    "TIA (L amaurosis fugax)", "PVD - bilateral claudication", "Obesity (BMI 34)", "OSA on CPAP",
    "Gout", "Hypothyroidism", "Previous PCI to LAD", "NSTEMI", "Ex-smoker 40 pack-yrs", "Current smoker 20/day",
    "Depression", "BPH", "Prostate Ca - on surveillance", "Osteoarthritis L knee", "Rheumatoid arthritis on MTX",
    "GORD", "Previous DVT", "Anaemia (iron deficiency)", "Bicuspid aortic valve", "Marfan syndrome (FBN1+)",
    "Previous L CEA", "Previous EVAR", "R BKA", "Raynaud's", "Diverticular disease", "Asthma",
]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "Penicillin (rash)", "Co-trimoxazole (SJS)", "Codeine (vomiting)",
             "Elastoplast", "Latex", "Chlorhexidine - anaphylaxis!!", "Morphine (itch)", "Teicoplanin (rash)",
             "Iodinated contrast (urticaria)", "ACEi (cough)", "Statins (myalgia)", "Heparin (HIT)"]


def pick(r, pool, a, b):
    n = r.randint(a, b)
    idx = sorted(r.sample(range(len(pool)), min(n, len(pool))))
    return [pool[i] for i in idx]


def labs_line(r):
    hb = r.randint(92, 162)
    items = [
        "Hb %d" % hb, "WCC %.1f" % (r.uniform(4.2, 16.5)), "Plt %d" % r.randint(88, 420),
        "Na %d" % r.randint(129, 145), "K %.1f" % r.uniform(3.3, 5.6), "Ur %.1f" % r.uniform(3.1, 18.0),
        "Cr %d" % r.randint(58, 240), "eGFR %d" % r.randint(22, 90), "CRP %d" % r.randint(1, 260),
    ]
    if r.random() < 0.5:
        items += ["Mg %.2f" % r.uniform(0.6, 1.2), "INR %.1f" % r.uniform(0.9, 3.4)]
    if r.random() < 0.4:
        items.append("HbA1c %d mmol/mol" % r.randint(38, 92))
    if r.random() < 0.3:
        items.append("Trop T %d ng/L" % r.randint(8, 2400))
    if r.random() < 0.3:
        items.append("Lactate %.1f" % r.uniform(0.6, 6.2))
    return ", ".join(items)


def echo(r):
    ef = r.choice(["LVEF 55-60%", "LVEF 45%", "LVEF 35-40%", "LVEF 25-30%", "good LV function", "mildly impaired LV",
                   "LVEF >55%", "moderately impaired LV (EF 38% biplane)"])
    av = r.choice(["severe AS (Vmax 4.6 m/s, MPG 52 mmHg, AVA 0.7 cm2)", "moderate AR",
                   "severe AS - AVA 0.6cm2, mean grad 48", "trileaflet AV, no AS", "bicuspid AV with severe AR",
                   "mild AS", "calcified AV, mean gradient 41mmHg"])
    mv = r.choice(["mild MR", "severe degenerative MR - P2 prolapse", "moderate functional MR", "no MS",
                   "severe MR (flail P2, ERO 0.5cm2)", "trivial MR"])
    extra = r.choice(["RVSP 38", "TAPSE 1.8cm", "PASP ~45mmHg", "aortic root 4.9cm, asc aorta 5.3cm",
                      "no pericardial effusion", "dilated LA", "RWMA inferior wall"])
    return "%s, %s, %s, %s" % (ef, av, mv, extra)


def angio(r):
    return r.choice([
        "LMS 60% distal, LAD 90% prox, Cx 80% OM1, RCA occluded (L->R collaterals)",
        "3VD: prox LAD 80%, OM1 90%, RCA 70% mid; LMS normal",
        "LMS 50%, LAD diffuse disease, Cx non-dominant, RCA 95% mid",
        "2VD - LAD 90% ostial, RCA CTO; good distal targets",
        "Unobstructed coronaries",
        "Severe LMS stem (70%), otherwise mild disease",
        "LAD 70% prox/mid, D1 80%, Cx minor, RCA dominant 90% PDA origin",
    ])


PROCS_CARDIAC = [
    ("CABG x3", "LIMA-LAD, SVG-OM1, SVG-PDA", "cabg"),
    ("CABG x4", "LIMA-LAD, SVG-D1, SVG-OM1-OM2 (sequential), SVG-RCA", "cabg"),
    ("CABG x2 (OPCAB)", "LIMA-LAD, RIMA-OM1", "cabg"),
    ("CABG x3 + AVR", "LIMA-LAD, SVG-OM1, SVG-RCA; AVR 23mm bioprosthesis", "valve"),
    ("AVR", "25mm stented bovine pericardial bioprosthesis", "valve"),
    ("Mechanical AVR", "23mm bileaflet mechanical valve", "valve"),
    ("MV repair", "P2 triangular resection, neochords x2, 34mm annuloplasty ring", "mv"),
    ("MVR", "29mm porcine bioprosthesis, chordal sparing", "valve"),
    ("Bentall procedure", "27mm composite valved conduit, coronary buttons reimplanted", "aortic"),
    ("Valve-sparing root replacement (David)", "28mm Dacron graft, AV resuspended", "aortic"),
    ("Ascending aorta + hemiarch replacement", "28mm Dacron tube graft, DHCA 24C, ACP", "aortic"),
    ("Frozen elephant trunk", "hybrid graft, zone 2 arch, left subclavian bypass", "aortic"),
    ("Type A dissection repair", "interposition tube graft 30mm, open distal anastomosis under DHCA", "aortic"),
    ("AVR + root enlargement", "Nicks enlargement, 23mm bioprosthesis", "valve"),
    ("MV repair + TV annuloplasty + LAA closure", "ring 32mm, TV ring 30mm, LAA clip", "mv"),
    ("Redo sternotomy AVR", "21mm rapid-deployment valve", "valve"),
]

PROCS_VASC = [
    ("Left carotid endarterectomy", "GA, shunted, bovine pericardial patch closure", "carotid"),
    ("Right carotid endarterectomy", "LA (cervical block), no shunt, Dacron patch", "carotid"),
    ("Right fem-pop (above knee) bypass", "ipsilateral reversed GSV", "bypass"),
    ("Left fem-distal bypass to PT", "in situ GSV, valvulotome", "bypass"),
    ("Left femoral endarterectomy + profundaplasty", "bovine patch", "bypass"),
    ("Open infrarenal AAA repair", "18mm straight Dacron tube graft, IMA oversewn", "aaa"),
    ("Open AAA repair", "bifurcated Dacron 16x8mm aorto-bi-iliac", "aaa"),
    ("EVAR", "bifurcated endograft, percutaneous access, Perclose x2 each side", "evar"),
    ("Axillo-bifemoral bypass", "8mm ringed PTFE", "bypass"),
    ("Right above knee amputation", "guillotine then formal closure", "amp"),
    ("Left below knee amputation", "long posterior flap", "amp"),
    ("Fem-fem crossover bypass", "8mm PTFE", "bypass"),
    ("Aorto-bifemoral bypass", "16x8 Dacron bifurcated graft", "aaa"),
    ("Hybrid CFA endarterectomy + SFA angioplasty", "patch + 5mm DCB", "bypass"),
]

IMPLANTS = {
    "cabg": ["Temporary pacing wires (pair)", "Sternal plating system", "Coronary shunt"],
    "valve": ["Bioprosthetic aortic valve", "Mechanical aortic valve", "Rapid-deployment valve"],
    "mv": ["Annuloplasty ring", "Tricuspid ring", "LAA occlusion clip"],
    "aortic": ["Dacron tube graft", "Composite valved conduit", "Hybrid arch stent graft", "Branch graft 8mm"],
    "carotid": ["Patch, bovine pericardium", "Dacron patch", "Carotid shunt"],
    "bypass": ["PTFE graft 6mm", "PTFE graft 8mm ringed", "Vascular patch, bovine"],
    "aaa": ["Dacron tube graft 18mm", "Bifurcated Dacron graft 16x8"],
    "evar": ["Stent graft main body", "Contralateral iliac limb", "Ipsilateral iliac limb", "Closure device"],
    "amp": ["(none)"],
}

VASC_APPROACH = {
    "carotid": ["Longitudinal incision anterior to SCM. CCA, ICA, ECA slooped. ",
                "Oblique skin-crease incision. Facial vein ligated, hypoglossal identified & preserved. "],
    "bypass": ["Vertical groin incision, CFA/SFA/PFA controlled. Medial thigh incision for distal target. ",
               "Groin and below-knee popliteal exposure. Tunnelled anatomically. "],
    "aaa": ["Midline laparotomy, transperitoneal approach, infrarenal neck controlled. ",
            "Left retroperitoneal approach. Cross-clamp infrarenal. "],
    "evar": ["Bilateral percutaneous CFA access, US-guided, Perclose pre-close. ",
             "R open cutdown, L percutaneous. Stiff wires, marker angio. "],
    "amp": ["Skin marked pre-op, tourniquet not used. ", "Fish-mouth incision. Tibia bevelled, fibula cut 2cm shorter. "],
}

VASC_FINDINGS = {
    "carotid": ["Soft ulcerated plaque ICA extending 2.5cm", "Heavily calcified bifurcation, good end-point",
                "Fresh thrombus on plaque surface"],
    "bypass": ["Occluded SFA, reconstitution AK pop", "Good quality GSV 4mm", "Heavily calcified tibials, PT best target"],
    "aaa": ["AAA 6.3cm, infrarenal neck 2cm", "Iliacs aneurysmal, R CIA 2.4cm", "Inflammatory aneurysm, dense duodenal adhesions"],
    "evar": ["Neck 24mm, angulation 40 deg", "Type II endoleak on completion - accepted", "No endoleak on completion angio"],
    "amp": ["Muscle bleeding and viable at level", "Wet gangrene forefoot, tracking pus to ankle"],
}

VASC_SX = [
    "R calf claudication at 50 yds", "rest pain L forefoot, worse at night", "tissue loss L hallux (dry gangrene)",
    "non-healing ulcer R lateral malleolus", "L amaurosis fugax x2", "R hemisensory TIA, resolved in 20 min",
    "incidental 5.6cm AAA on CT KUB", "Fontaine IIb claudication", "Rutherford 5 - forefoot ulcer", "AAA 5.9cm on surveillance US", "acute limb ischaemia L leg (6Ps)",
    "expressive dysphasia lasting 2 hours", "crescendo TIAs", "symptomatic 80% R ICA stenosis",
]

VASC_EXAM = [
    "R: fem +, pop -, DP -, PT - | L: fem +, pop +, DP monophasic, PT biphasic",
    "Pulses: fem palp bilat, no distal pulses; CRT >3s L foot",
    "ABPI R 0.54 / L 0.88", "ABPI R 0.91 L 0.38 (calcified PT)", "TBPI L 0.22",
    "Groin wound clean/dry, no collection", "Graft pulse palpable, foot warm & pink",
    "Carotid bruit R", "Pulsatile expansile mass epigastrium", "L foot cool, mottled to mid-foot",
]

ICU_SUPPORT = [
    "NA 0.08 mcg/kg/min", "Noradrenaline 0.12", "Vasopressin 0.03 units/min", "Dobutamine 5 mcg/kg/min",
    "Milrinone 0.375", "GTN 2 mg/hr", "Adrenaline 0.05", "off all inotropes since 04:00", "Metaraminol PRN",
]

ICU_VENT = [
    "SIMV-PC PEEP 8 FiO2 0.45", "PSV 10/5 FiO2 0.35", "Extubated 02:30, HFNO 40L/50%", "Self-ventilating on 2L NC",
    "Extubated, on 4L Hudson", "CPAP 7.5 via hood overnight", "SV on RA, sats 95%",
]

ICU_EVENTS = [
    "new AF at 03:15 - amio load given, now SR", "drain output 350ml in first 3 hrs then settled",
    "returned to theatre for bleeding 22:40 - no surgical source found", "pacing wires: A+V, set VVI 60 backup",
    "TEG: low MA -> 1 pool plt + 2g fibrinogen", "K 3.4 -> 20mmol replaced", "oliguric overnight, Cr 142 -> 188",
    "delirium overnight (CAM-ICU +)", "IABP 1:1 weaning to 1:2", "lactate peaked 5.8 at 01:00, now 1.9",
    "temp 38.3 - cultures sent", "ECG: no new changes", "CXR: lines OK, small L effusion, no PTX",
]

DUPLEX_CAROTID = [
    ("ICA PSV %d cm/s, EDV %d cm/s, ICA/CCA ratio %.1f", "70-99% stenosis (NASCET)"),
    ("ICA PSV %d cm/s, EDV %d cm/s, ratio %.1f", "50-69% stenosis"),
    ("ICA PSV %d cm/s, EDV %d cm/s, PSV ratio %.1f", "<50% stenosis"),
]

PLAQUE = ["heterogeneous, predominantly echolucent plaque", "calcified plaque with acoustic shadowing",
          "smooth echogenic plaque", "irregular plaque surface ?ulceration", "no significant plaque"]

SSI_SIGNS = ["erythema <1cm", "erythema 2-3cm", "serous ooze", "purulent discharge", "dehiscence 1.5cm",
             "clean & dry", "slough base, no tracking", "sternal click", "haematoma", "cellulitis spreading"]
