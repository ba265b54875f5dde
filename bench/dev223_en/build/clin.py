"""Non-PHI clinical content for cardiothoracic and vascular notes (author 223).
Everything returned here is plain text with no PHI; it deliberately carries
PHI look-alikes (eponyms, scores, codes, doses, times, room-like words)."""


def f1(r, lo, hi):
    return "%.1f" % r.uniform(lo, hi)


def tm(r, lo=0, hi=23):
    return "%02d:%02d" % (r.randint(lo, hi), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, r.randint(0, 59)]))


def tm_mil(r):
    return "%02d%02d" % (r.randint(6, 22), r.choice([0, 10, 15, 20, 30, 40, 45, 50]))


def vitals(r, uk, terse=True):
    sbp, dbp, hr = r.randint(92, 168), r.randint(48, 92), r.randint(54, 118)
    rhythm = r.choice(["SR", "SR", "AF", "paced", "sinus tach", "NSR", "AAI 90", "DDD 80"])
    sat = r.randint(91, 100)
    o2 = r.choice(["RA", "room air", "2L NC", "28% venturi" if uk else "4L NC", "HFNO 40%", "RA"])
    temp = f1(r, 36.0, 38.4)
    rr = r.randint(12, 26)
    if terse:
        return "BP %d/%d, HR %d %s, RR %d, SpO2 %d%% %s, T %s" % (sbp, dbp, hr, rhythm, rr, sat, o2, temp)
    return ("BP %d/%d mmHg, pulse %d (%s), resp rate %d, sats %d%% on %s, temp %s C"
            % (sbp, dbp, hr, rhythm, rr, sat, o2, temp))


def labs(r, uk, style=None):
    style = style or r.choice(["inline", "table", "inline", "slash"])
    if uk:
        v = [("Hb", "%d" % r.randint(78, 148), "g/L"), ("WCC", f1(r, 4.1, 18.9), ""),
             ("Plt", "%d" % r.randint(62, 420), ""), ("Na", "%d" % r.randint(129, 146), ""),
             ("K", f1(r, 3.3, 5.6), ""), ("Urea", f1(r, 3.1, 19.8), ""),
             ("Creat", "%d" % r.randint(54, 260), ""), ("eGFR", "%d" % r.randint(18, 90), ""),
             ("CRP", "%d" % r.randint(2, 240), ""), ("INR", f1(r, 0.9, 3.4), ""),
             ("Mg", "%.2f" % r.uniform(0.62, 1.2), ""), ("Lact", f1(r, 0.6, 4.8), "")]
    else:
        v = [("Hgb", f1(r, 7.6, 15.1), "g/dL"), ("WBC", f1(r, 4.1, 18.9), ""),
             ("Plt", "%d" % r.randint(62, 420), ""), ("Na", "%d" % r.randint(129, 146), ""),
             ("K", f1(r, 3.3, 5.6), ""), ("BUN", "%d" % r.randint(8, 64), ""),
             ("Cr", "%.2f" % r.uniform(0.6, 3.1), ""), ("Glu", "%d" % r.randint(82, 284), ""),
             ("Mg", f1(r, 1.5, 2.6), ""), ("INR", f1(r, 0.9, 3.4), ""),
             ("Lactate", f1(r, 0.6, 4.8), ""), ("Trop I", "%.2f" % r.uniform(0.01, 9.5), "")]
    k = r.randint(6, len(v))
    v = v[:k]
    if style == "table":
        return "\n" + "\n".join(("  %-7s %s %s" % (a, b, c)).rstrip() for a, b, c in v)
    if style == "slash":
        return " / ".join("%s %s" % (a, b) for a, b, c in v)
    return ", ".join("%s %s%s" % (a, b, (" " + c) if c else "") for a, b, c in v)


def abg(r):
    return ("ABG: pH %.2f, pCO2 %s kPa, pO2 %s kPa, HCO3 %s, BE %s, lac %s"
            % (r.uniform(7.24, 7.49), f1(r, 4.1, 7.2), f1(r, 8.0, 32.0), f1(r, 18, 28),
               f1(r, -6, 3), f1(r, 0.7, 4.2)))


def abg_us(r):
    return ("ABG %.2f/%d/%d/%d, lactate %s" % (r.uniform(7.24, 7.49), r.randint(31, 56),
                                               r.randint(68, 240), r.randint(18, 28), f1(r, 0.7, 4.2)))


PMH = ["hypertension", "type 2 diabetes (diet controlled)", "T2DM on metformin",
       "insulin-dependent diabetes", "hypercholesterolaemia", "COPD (FEV1 62% predicted)",
       "CKD stage 3a", "CKD 3b", "previous TIA", "paroxysmal AF", "obesity (BMI 34)",
       "peripheral arterial disease", "hypothyroidism", "gout", "OSA on CPAP",
       "Parkinson's disease", "rheumatoid arthritis", "previous DVT", "GORD",
       "benign prostatic hypertrophy", "osteoarthritis both knees", "depression",
       "previous PCI to RCA", "NSTEMI", "left carotid endarterectomy",
       "Barrett's oesophagus", "Graves' disease (treated)", "Crohn's disease",
       "Marfan syndrome", "bicuspid aortic valve", "Raynaud's", "Paget's disease of bone",
       "Hodgkin lymphoma treated with mantle radiotherapy", "anaemia of chronic disease"]
PMH_US = {"hypercholesterolaemia": "hyperlipidemia", "GORD": "GERD",
          "Barrett's oesophagus": "Barrett's esophagus", "anaemia of chronic disease": "anemia of chronic disease",
          "previous DVT": "hx DVT"}


def pmh(r, uk, k=None):
    k = k or r.randint(2, 7)
    items = r.sample(PMH, k)
    if not uk:
        items = [PMH_US.get(i, i) for i in items]
    return items


MEDS_UK = ["aspirin 75 mg OD", "clopidogrel 75 mg OD", "ticagrelor 90 mg BD",
           "atorvastatin 80 mg ON", "rosuvastatin 20 mg ON", "bisoprolol 2.5 mg OD",
           "bisoprolol 5 mg OD", "ramipril 5 mg OD", "amlodipine 10 mg OD",
           "furosemide 40 mg OM", "spironolactone 25 mg OD", "metformin 1 g BD",
           "gliclazide 80 mg BD", "insulin glargine 18 units ON", "omeprazole 20 mg OD",
           "lansoprazole 30 mg OD", "apixaban 5 mg BD", "warfarin as per INR",
           "edoxaban 60 mg OD", "GTN spray PRN", "isosorbide mononitrate 30 mg OD",
           "levothyroxine 100 mcg OD", "tiotropium 18 mcg inh OD", "salbutamol inh PRN",
           "co-careldopa 25/100 TDS", "allopurinol 100 mg OD", "amiodarone 200 mg OD",
           "digoxin 62.5 mcg OD", "paracetamol 1 g QDS", "oxycodone 5 mg PRN",
           "senna 15 mg ON", "lactulose 10 mL BD", "enoxaparin 40 mg SC OD",
           "dalteparin 5000 units SC OD", "cilostazol 100 mg BD", "naftidrofuryl 200 mg TDS"]
MEDS_US = ["aspirin 81 mg daily", "clopidogrel 75 mg daily", "ticagrelor 90 mg BID",
           "atorvastatin 80 mg qHS", "rosuvastatin 20 mg daily", "metoprolol tartrate 25 mg BID",
           "metoprolol succinate 50 mg daily", "lisinopril 10 mg daily", "losartan 50 mg daily",
           "amlodipine 5 mg daily", "furosemide 40 mg PO daily", "spironolactone 25 mg daily",
           "metformin 1000 mg BID", "insulin glargine 22 units qHS", "insulin lispro SSI",
           "pantoprazole 40 mg daily", "apixaban 5 mg BID", "warfarin per INR goal 2-3",
           "rivaroxaban 20 mg daily w/ dinner", "nitroglycerin 0.4 mg SL PRN",
           "isosorbide mononitrate ER 30 mg daily", "levothyroxine 88 mcg daily",
           "tiotropium 18 mcg inh daily", "albuterol MDI PRN", "carbidopa-levodopa 25/100 TID",
           "allopurinol 100 mg daily", "amiodarone 200 mg daily", "acetaminophen 1 g q8h",
           "oxycodone 5 mg q4h PRN", "docusate 100 mg BID", "senna 8.6 mg qHS",
           "heparin 5000 units SC q8h", "enoxaparin 40 mg SC daily", "cilostazol 100 mg BID",
           "potassium chloride 20 mEq daily", "empagliflozin 10 mg daily", "sacubitril/valsartan 24/26 mg BID"]


def meds(r, uk, k=None):
    k = k or r.randint(3, 10)
    return r.sample(MEDS_UK if uk else MEDS_US, k)


def coronary(r):
    segs = []
    if r.random() < 0.4:
        segs.append("LMS %d%%" % r.choice([50, 60, 70, 80, 90]))
    segs.append("LAD %s %d%%" % (r.choice(["prox", "ostial", "mid"]), r.choice([70, 80, 90, 95, 99])))
    if r.random() < 0.6:
        segs.append("D1 %d%%" % r.choice([60, 70, 80]))
    segs.append("LCx/OM1 %d%%" % r.choice([70, 80, 90, 100]))
    segs.append(r.choice(["RCA occluded mid with L->R collaterals", "RCA prox 90%", "dominant RCA mild disease",
                          "RCA 80% mid, PDA 70%", "non-dominant RCA, minor irregularities"]))
    return ", ".join(segs)


def echo(r, uk, valve=None):
    ef = r.choice([25, 30, 35, 40, 45, 50, 55, 55, 60, 60])
    parts = ["LVEF %d%%" % ef if r.random() < 0.6 else
             ("LV function %s" % ("good" if ef >= 55 else "mildly impaired" if ef >= 45 else
                                  "moderately impaired" if ef >= 35 else "severely impaired"))]
    v = {"as": 0.1, "mr": 0.4, "ar": 0.6, "none": 0.9}.get(valve, r.random())
    if v < 0.35:
        parts.append("severe AS: Vmax %s m/s, mean gradient %d mmHg, AVA %.1f cm2" % (f1(r, 4.0, 5.3), r.randint(40, 68), r.uniform(0.5, 0.95)))
    elif v < 0.55:
        parts.append("severe MR, %s" % r.choice(["P2 flail (Carpentier type II)", "restricted posterior leaflet (type IIIb)",
                                               "bileaflet prolapse, Barlow's", "annular dilatation (type I)"]))
    elif v < 0.7:
        parts.append("moderate-severe AR, aortic root %d mm" % r.randint(44, 58))
    else:
        parts.append("no significant valve disease")
    parts.append("TAPSE %d mm" % r.randint(12, 26))
    parts.append("PASP %d mmHg" % r.randint(24, 62))
    return ", ".join(parts)


def risk(r, uk):
    bits = []
    if uk or r.random() < 0.3:
        bits.append("EuroSCORE II %.2f%%" % r.uniform(0.7, 14.5))
    if not uk or r.random() < 0.3:
        bits.append("STS PROM %.1f%%" % r.uniform(0.6, 11.0))
    bits.append("NYHA %s" % r.choice(["I", "II", "II-III", "III", "IV"]))
    if r.random() < 0.6:
        bits.append("CCS class %d" % r.randint(1, 4))
    if r.random() < 0.4:
        bits.append("Clinical Frailty Scale %d" % r.randint(2, 6))
    return ", ".join(bits)


DISTRACT = [
    "GCS 15/15.", "Glasgow Coma Scale 15.", "No Homans' sign.", "Allen's test normal, left radial used.",
    "Modified Allen test satisfactory bilaterally.", "Wells score 0.", "Known Parkinson's disease, meds given on time.",
    "Hartmann's solution 1 L over 8 h.", "Jackson-Pratt drain to bulb suction.", "Foley catheter in situ.",
    "Swan-Ganz catheter via R IJ.", "Ringer's lactate at 80 mL/h.", "Dressing: Mepore, dry.",
    "Pt on room air this am.", "Level 2 care overnight.", "Bed rest until 18:00 post sheath removal.",
    "Lead II shows sinus rhythm.", "ST depression V4-V6.", "Buerger's test positive on the left at 20 degrees.",
    "Seldinger technique, ultrasound guided.", "CHA2DS2-VASc 4, HAS-BLED 2.", "Waterlow 14, MUST 0.",
    "Braden 17.", "Morse fall score 35.", "Bay lights on, call bell in reach.", "Side room for MRSA screen pending.",
    "Trop T 48 ng/L at 0 h, 52 at 3 h.", "BNP 842 pg/mL.", "HbA1c 58 mmol/mol.", "QTc 462 ms.",
    "Stanford type B dissection excluded on CT.", "Crawford extent II on prior imaging - not relevant to current episode.",
    "Duke criteria not met.", "Rutherford category 3.", "Fontaine IIb.", "Addison's disease excluded; short Synacthen normal.",
    "Sats target 88-92% (COPD).", "Valsalva reproduced the murmur.", "Kussmaul sign absent.",
    "Cheyne-Stokes breathing noted overnight.", "Horner's syndrome absent.", "Dressler's syndrome considered.",
]


def distract(r, k=1):
    return " ".join(r.sample(DISTRACT, k))


def cxr(r):
    return r.choice(["CXR: lines and tubes satisfactory, small L effusion, no PTX.",
                     "CXR - bibasal atelectasis, sternal wires intact, ETT 4 cm above carina.",
                     "CXR clear, drains in position.", "CXR: mild pulmonary oedema, R IJ tip in SVC.",
                     "CXR: L lower lobe collapse, elevated hemidiaphragm.", "CXR no change from yesterday.",
                     "CXR - apical cap R, no PTX after drain removal."])


def ecg(r):
    return r.choice(["ECG: SR 78, no acute ST change.", "ECG - AF with controlled VR 92.",
                     "ECG: SR, 1st degree AV block (PR 232 ms), RBBB.", "ECG: paced rhythm 80 bpm.",
                     "ECG sinus, Q waves II, III, aVF.", "ECG: SR, LVH by voltage, strain pattern."])


def drains(r):
    a, b = r.randint(20, 420), r.randint(0, 160)
    return r.choice([
        "Drains: mediastinal %d mL / L pleural %d mL since return, no air leak." % (a, b),
        "Chest drains x2 (28Fr mediastinal, 24Fr L pleural) - %d mL total overnight, serous." % (a + b),
        "Drain output %d mL last 12 h, swinging, not bubbling." % a,
        "Mediastinal drain %d mL in first 4 h, now <50 mL/h." % a,
        "Blake drains: %d mL overnight, serosanguinous, no clots." % a])


def wires(r):
    return r.choice([
        "Epicardial pacing wires x2 (V) - box set VVI 50 backup, threshold 1.2 V, underlying SR.",
        "Atrial + ventricular wires, DDD 80, sensing OK; underlying junctional 48.",
        "Pacing wires in situ, box OFF, capture checked at 2 mA.",
        "V wires only, not connected, underlying rhythm SR 84.",
        "AAI 90 via atrial wires for slow sinus, threshold 3 mA."])


def grafts(r):
    g = r.choice([["LIMA-LAD", "SVG-OM1", "SVG-PDA"], ["LIMA-LAD", "SVG-D1", "SVG-OM2"],
                  ["LIMA-LAD", "RIMA-OM1"], ["LIMA-LAD", "radial-OM1", "SVG-RCA"],
                  ["LIMA-LAD"], ["LIMA-LAD", "SVG-D1-OM1 (sequential)", "SVG-PDA"],
                  ["LIMA-LAD", "SVG-OM1", "SVG-OM2", "SVG-PDA"]])
    return g


def valve(r):
    return r.choice([("aortic", "Inspiris Resilia", [19, 21, 23, 25]), ("aortic", "Perimount Magna Ease", [21, 23, 25, 27]),
                     ("aortic", "On-X mechanical", [19, 21, 23, 25]), ("aortic", "Trifecta GT", [21, 23, 25]),
                     ("aortic", "Avalus", [21, 23, 25]), ("mitral", "Carpentier-Edwards Physio II ring", [28, 30, 32, 34]),
                     ("mitral", "St. Jude mechanical", [25, 27, 29, 31]), ("mitral", "Mosaic porcine", [27, 29, 31]),
                     ("mitral", "CG Future band", [30, 32, 34])])


CASES = [
    ("cabg", "severe triple vessel disease", "CABG x3", "CABG"),
    ("cabg", "left main stem and triple vessel disease", "CABG x4", "CABG"),
    ("cabg", "two vessel CAD with LMS involvement", "CABG x2", "CABG"),
    ("avr", "severe symptomatic aortic stenosis", "AVR (tissue)", "AVR"),
    ("avr_cabg", "severe AS with concomitant CAD", "AVR + CABG x1", "AVR/CABG"),
    ("mv", "severe degenerative mitral regurgitation", "MV repair", "MVr"),
    ("root", "aortic root aneurysm with moderate AR", "Bentall procedure", "Bentall"),
    ("ie", "infective endocarditis of the aortic valve", "AVR (tissue), debridement", "AVR"),
]


def case(r):
    k, dz_, proc, short = r.choice(CASES[:3] * 2 + CASES[3:])
    valve = {"cabg": "none", "avr": "as", "avr_cabg": "as", "mv": "mr", "root": "ar", "ie": "ar"}[k]
    cor = coronary(r) if k in ("cabg", "avr_cabg") else r.choice(["unobstructed coronaries", "minor irregularities only",
                                                                   "smooth coronaries, right dominant"])
    return {"kind": k, "dz": dz_, "proc": proc, "short": short, "valve": valve, "cor": cor}


def dz(r):
    return r.choice(["severe triple vessel disease", "left main stem and triple vessel disease",
                     "severe symptomatic aortic stenosis", "severe degenerative mitral regurgitation",
                     "two vessel CAD with LMS involvement", "severe AS with concomitant CAD",
                     "aortic root aneurysm with moderate AR", "infective endocarditis of the aortic valve"])


def vasc_dz(r):
    return r.choice(["infrarenal AAA", "right SFA occlusion", "left common iliac stenosis",
                     "critical limb-threatening ischaemia of the right foot", "symptomatic left ICA stenosis",
                     "popliteal aneurysm", "short-distance claudication, left calf", "bilateral iliac occlusive disease"])
