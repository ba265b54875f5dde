"""Clinical (non-PHI) filler: vitals, bloods, drugs, scales, imaging, examination."""


def f1(rng, lo, hi):
    return "%.1f" % rng.uniform(lo, hi)


def vitals(rng, style="inline", af=False):
    sbp = rng.randrange(118, 215)
    dbp = rng.randrange(62, 112)
    hr = rng.randrange(52, 118)
    rr = rng.randrange(12, 24)
    sat = rng.randrange(91, 100)
    temp = f1(rng, 35.9, 38.1)
    bm = f1(rng, 4.1, 14.5)
    rhythm = rng.choice(["irreg", "irregularly irregular", "AF"]) if af else rng.choice(["reg", "SR", "regular"])
    o2 = rng.choice(["RA", "on air", "2L NP", "RA"])
    if style == "list":
        return ("BP: %d/%d mmHg\nHR: %d bpm (%s)\nRR: %d\nSpO2: %d%% %s\nTemp: %s°C\nCBG: %s mmol/L"
                % (sbp, dbp, hr, rhythm, rr, sat, o2, temp, bm))
    if style == "news":
        return ("Obs: BP %d/%d, P %d %s, RR %d, sats %d%% %s, T %s, NEWS2 %d. CBG %s."
                % (sbp, dbp, hr, rhythm, rr, sat, o2, temp, rng.randrange(0, 6), bm))
    return ("BP %d/%d  HR %d %s  RR %d  SpO2 %d%% %s  T %s  BM %s"
            % (sbp, dbp, hr, rhythm, rr, sat, o2, temp, bm))


def bloods(rng, style="inline"):
    v = [("Hb", f1(rng, 96, 162)[:-2], "g/L"), ("WCC", f1(rng, 4.2, 14.8), ""), ("Plt", str(rng.randrange(140, 420)), ""),
         ("Na", str(rng.randrange(129, 146)), ""), ("K", f1(rng, 3.3, 5.3), ""), ("Urea", f1(rng, 3.1, 14.2), ""),
         ("Creat", str(rng.randrange(54, 168)), ""), ("eGFR", str(rng.randrange(32, 91)) if rng.random() < 0.7 else ">90", ""),
         ("CRP", str(rng.randrange(1, 60)), ""), ("INR", f1(rng, 0.9, 1.4), ""), ("Gluc", f1(rng, 4.6, 13.2), ""),
         ("HbA1c", str(rng.randrange(34, 78)), "mmol/mol"), ("Chol", f1(rng, 3.1, 7.4), ""),
         ("LDL", f1(rng, 1.4, 5.1), ""), ("TSH", f1(rng, 0.5, 4.8), ""), ("ALT", str(rng.randrange(9, 64)), ""),
         ("Alb", str(rng.randrange(28, 46)), "")]
    rng.shuffle(v)
    v = v[:rng.randrange(7, 14)]
    if style == "table":
        lines = ["%-7s %s %s" % (a, b, u) for (a, b, u) in v]
        return "\n".join(l.rstrip() for l in lines)
    if style == "fbc":
        return "FBC/U&E/LFT/coag/lipids/HbA1c/TFTs sent - " + ", ".join("%s %s" % (a, b) for (a, b, u) in v[:6])
    return ", ".join("%s %s" % (a, b) for (a, b, u) in v)


SEC_PREV = ["Clopidogrel 75mg OD", "Atorvastatin 80mg ON", "Atorvastatin 40 mg nocte",
            "Aspirin 300mg OD (for 14 days) then stop", "Ramipril 2.5mg OD", "Amlodipine 5mg OD",
            "Indapamide 2.5mg mane", "Lansoprazole 30mg OD", "Omeprazole 20mg OD",
            "Bisoprolol 2.5mg OD", "Metformin 500mg BD", "Sitagliptin 100mg OD",
            "Levothyroxine 75mcg OD", "Paracetamol 1g QDS PRN", "Laxido 1 sachet BD",
            "Senna 15mg ON", "Sertraline 50mg OD", "Citalopram 10mg OD", "Baclofen 10mg TDS",
            "Gabapentin 300mg TDS", "Vitamin D3 800 units OD", "Tamsulosin 400mcg ON",
            "Ezetimibe 10mg OD", "Perindopril 4mg OD", "Candesartan 8mg OD", "Lactulose 10ml BD",
            "Thiamine 100mg TDS", "Mirtazapine 15mg ON", "Movicol 1 sachet OD", "Fluoxetine 20mg OD",
            "Enoxaparin 40mg SC OD (VTE prophylaxis)", "Donepezil 5mg ON", "Levetiracetam 500mg BD",
            "Adcal-D3 1 tab BD", "Alendronic acid 70mg weekly (Mon)", "Furosemide 40mg mane"]
ANTICOAG = ["Apixaban 5mg BD", "Apixaban 2.5mg BD", "Edoxaban 60mg OD", "Rivaroxaban 20mg OD with food",
            "Dabigatran 150mg BD", "Warfarin as per INR (target 2.5)"]


def meds(rng, c, n=None):
    n = n or rng.randrange(4, 10)
    out = []
    if c.subtype == "ischaemic" or c.subtype == "TIA":
        if c.af:
            out.append(rng.choice(ANTICOAG) + rng.choice(["", " - start day 6", " (started day 12)"]))
        else:
            out.append(rng.choice(["Clopidogrel 75mg OD", "Clopidogrel 75 mg once daily",
                                   "Aspirin 75mg OD + Clopidogrel 75mg OD (DAPT 21 days)"]))
        out.append(rng.choice(["Atorvastatin 80mg ON", "Atorvastatin 40 mg nocte", "Rosuvastatin 20mg OD"]))
    pool = [m for m in SEC_PREV if not m.startswith(("Clopidogrel", "Atorvastatin"))]
    rng.shuffle(pool)
    out += pool[:max(0, n - len(out))]
    return out


NIHSS_ITEMS = [("1a LOC", 3), ("1b LOC questions", 2), ("1c LOC commands", 2), ("2 Gaze", 2),
               ("3 Visual fields", 3), ("4 Facial palsy", 3), ("5a Motor arm L", 4), ("5b Motor arm R", 4),
               ("6a Motor leg L", 4), ("6b Motor leg R", 4), ("7 Limb ataxia", 2), ("8 Sensory", 2),
               ("9 Best language", 3), ("10 Dysarthria", 2), ("11 Extinction/inattention", 2)]


def nihss_items(rng, c, total):
    sc = {k: 0 for (k, m) in NIHSS_ITEMS}
    mx = dict(NIHSS_ITEMS)
    weak = "L" if c.contra == "left" else "R"
    pref = ["4 Facial palsy", "5a Motor arm " + weak if weak == "L" else "5b Motor arm R",
            "6a Motor leg L" if weak == "L" else "6b Motor leg R", "10 Dysarthria", "8 Sensory",
            "3 Visual fields", "2 Gaze"]
    pref.append("9 Best language" if c.aphasia else "11 Extinction/inattention")
    pref += ["1b LOC questions", "1c LOC commands", "1a LOC", "7 Limb ataxia"]
    if c.territory in ("posterior", "cerebellar"):
        pref = ["7 Limb ataxia", "10 Dysarthria", "2 Gaze", "3 Visual fields"] + pref
    left = total
    guard = 0
    while left > 0 and guard < 200:
        guard += 1
        for k in pref:
            if left and sc[k] < mx[k] and rng.random() < 0.55:
                sc[k] += 1
                left -= 1
    return [(k, sc[k]) for (k, m) in NIHSS_ITEMS]


def nihss_block(rng, c, total, style="table"):
    items = nihss_items(rng, c, total)
    if style == "table":
        rows = ["%-26s %d" % (k, v) for (k, v) in items]
        return "\n".join(rows) + "\nTOTAL NIHSS %d/42" % total
    return "NIHSS %d (" % total + ", ".join("%s %d" % (k.split(" ", 1)[1], v) for (k, v) in items if v) + ")"


def ct_head(rng, c):
    if c.subtype == "ICH":
        vol = rng.randrange(4, 46)
        where = {"basal ganglia": "basal ganglia", "thalamic": "thalamus", "lobar": "parietal lobe",
                 "cerebellar": "cerebellar hemisphere"}[c.territory]
        return ("Acute intraparenchymal haemorrhage in the %s %s, approx %d mL, %s. %s"
                % (c.side, where, vol,
                   rng.choice(["no intraventricular extension", "small IVH extension into the occipital horn",
                               "mild surrounding oedema"]),
                   rng.choice(["No hydrocephalus.", "3 mm midline shift.", "No midline shift."])))
    if c.subtype == "TIA":
        return rng.choice(["No acute intracranial abnormality. Mild small vessel change.",
                           "Normal CT brain for age.", "Old right cerebellar lacune. No acute change."])
    if c.subtype == "TBI":
        return rng.choice(["Acute %s frontotemporal subdural haematoma, 9 mm thick, 6 mm midline shift." % c.side,
                           "Bifrontal contusions with traumatic SAH. No mass effect.",
                           "Diffuse axonal injury pattern; punctate haemorrhages at the grey-white junction and splenium.",
                           "Depressed %s parietal skull fracture with underlying contusion." % c.side])
    if c.subtype == "SAH":
        return "Diffuse basal subarachnoid blood, Fisher grade %d. Early hydrocephalus." % rng.randrange(2, 5)
    terr = {"MCA": "%s MCA territory" % c.side, "lacunar": "%s internal capsule / corona radiata" % c.side,
            "posterior": "%s cerebellar hemisphere / pons" % c.side, "PCA": "%s occipital lobe (PCA)" % c.side,
            "ACA": "%s medial frontal lobe (ACA)" % c.side}[c.territory]
    aspects = rng.randrange(6, 11)
    base = rng.choice(["Early ischaemic change in the %s, ASPECTS %d." % (terr, aspects),
                       "No haemorrhage. Subtle loss of grey-white differentiation %s. ASPECTS %d." % (terr, aspects),
                       "No acute haemorrhage or established infarct. ASPECTS %d." % aspects])
    if c.territory == "MCA" and rng.random() < 0.6:
        base += " Hyperdense %s MCA sign." % c.side
    return base


def cta(rng, c):
    if c.thrombectomy:
        return "CTA: occlusion of the %s %s. Good collaterals (grade %d)." % (
            c.side, rng.choice(["M1 segment", "distal ICA (T-occlusion)", "proximal M2"]), rng.randrange(1, 4))
    return rng.choice(["CTA arch to vertex: no large vessel occlusion. %s ICA stenosis <50%%." % c.side.capitalize(),
                       "CTA: patent intracranial vessels. Calcified plaque at both carotid bifurcations.",
                       "CTA: no LVO. Hypoplastic right A1 (normal variant)."])


def mri(rng, c):
    if c.subtype == "TIA":
        return rng.choice(["MRI brain (DWI): no restricted diffusion. Fazekas grade 1 WM change.",
                           "MRI DWI: small punctate focus of restricted diffusion in the %s frontal cortex - minor stroke rather than TIA." % c.side])
    return rng.choice(["MRI brain: acute infarct on DWI in the %s %s, with %s." % (c.side, c.territory or "hemisphere",
                       rng.choice(["moderate small vessel disease (Fazekas 2)", "two old lacunes", "no microbleeds"])),
                       "MRI: restricted diffusion %s %s; SWI shows 3 lobar microbleeds." % (c.side, c.territory or "cortex")])


PMH = ["HTN", "T2DM (diet controlled)", "T2DM on metformin", "hypercholesterolaemia", "AF (not anticoagulated)",
       "previous TIA 2y ago", "IHD - PCI x2", "CKD stage 3a", "COPD", "OA both knees", "hypothyroidism",
       "depression", "BPH", "gout", "osteoporosis", "Parkinson's disease", "benign essential tremor",
       "previous DVT", "asthma", "alcohol excess (approx 30 units/wk)", "ex-smoker 40 pack-years",
       "current smoker 20/day", "obesity (BMI 34)", "sleep apnoea on CPAP", "Crohn's disease",
       "breast ca - mastectomy, in remission", "macular degeneration", "hearing impairment (bilateral aids)",
       "Bell's palsy (L, resolved)", "migraine with aura", "PFO (known)", "Hashimoto's thyroiditis",
       "Dupuytren's contracture", "Paget's disease of bone", "Barrett's oesophagus", "Raynaud's phenomenon"]


def pmh(rng, n=None):
    p = PMH[:]
    rng.shuffle(p)
    return p[:n or rng.randrange(2, 7)]


ALLERGY = ["NKDA", "NKDA", "NKDA", "Penicillin (rash)", "Codeine - vomiting", "Latex", "Trimethoprim",
           "Elastoplast", "Sulfa drugs", "NKDA"]


def exam(rng, c):
    w = c.contra
    bits = []
    if c.subtype == "TIA":
        return rng.choice(["Neuro exam normal. No drift. Fundi not visualised.", "No focal neurology today. HS I+II+0, chest clear.",
                           "CNs intact, tone/power/reflexes normal and symmetrical, plantars down-going."])
    bits.append("%s facial weakness (UMN pattern)" % w.capitalize() if rng.random() < 0.7 else "face symmetrical")
    if c.nihss <= 4:
        pa = rng.randrange(3, 5)
    elif c.nihss <= 10:
        pa = rng.randrange(2, 5)
    else:
        pa = rng.randrange(0, 3)
    pl = rng.randrange(max(0, pa - 1), 5)
    bits.append("power %s UL %d/5, %s LL %d/5" % (w, pa, w, pl))
    bits.append(rng.choice(["tone reduced", "tone normal", "increased tone (MAS 1+) at elbow flexors", "clonus 3 beats %s ankle" % w]))
    bits.append("%s plantar %s" % (w, rng.choice(["upgoing (Babinski +ve)", "extensor", "equivocal"])))
    if c.aphasia:
        bits.append(rng.choice(["expressive dysphasia, comprehension relatively preserved", "global aphasia",
                                "word-finding difficulty with phonemic paraphasias"]))
    if c.neglect:
        bits.append("%s inattention, visual extinction" % w)
    if c.dysarthria:
        bits.append("mild-moderate dysarthria")
    if c.territory in ("posterior", "cerebellar"):
        bits.append("%s dysmetria on finger-nose, nystagmus on lateral gaze, unable to tandem walk" % c.side)
    if rng.random() < 0.3:
        bits.append(rng.choice(["Hoffmann's negative", "Romberg not tested", "no Horner's", "no meningism", "Kernig's negative"]))
    return "; ".join(bits) + "."


def swallow(rng, c):
    if c.dysphagia:
        return rng.choice(["Failed bedside swallow screen (coughing on 3rd teaspoon of water). NBM, SLT referral.",
                           "Swallow screen: FAIL - wet voice after 50ml water test. NBM incl. meds, NGT.",
                           "Water swallow test failed x2. Kept NBM; SLT to assess."])
    return rng.choice(["Passed nurse-led swallow screen - normal diet and thin fluids (IDDSI 7 / 0).",
                       "Swallow screen PASS at 16:20. Cleared for oral diet.",
                       "Passed 3-oz water swallow. Eating and drinking."])


OUTCOME = [("Barthel Index", 20), ("Berg Balance Scale", 56), ("Rivermead Mobility Index", 15),
           ("Functional Ambulation Category", 5), ("Motricity Index (arm)", 100), ("ARAT", 57),
           ("MoCA", 30), ("Oxford Cognitive Screen - domains impaired", 10), ("Modified Rankin Scale", 6),
           ("FIM motor", 91), ("Nottingham EADL", 66), ("Frenchay Activities Index", 45),
           ("Trunk Control Test", 100), ("Chedoke Arm and Hand Activity Inventory", 91), ("10m walk test (m/s)", 0)]


def outcome(rng, name, mx):
    if name.startswith("10m"):
        return "%s %s" % (name, f1(rng, 0.2, 1.3))
    v = rng.randrange(0, mx + 1)
    if name.startswith("Functional"):
        return "FAC %d/5" % v
    if name.startswith("Modified"):
        return "mRS %d" % min(v, 5)
    return "%s %d/%d" % (name, v, mx)


NP_TESTS = [("WAIS-IV Verbal Comprehension Index", "index"), ("WAIS-IV Perceptual Reasoning Index", "index"),
            ("WAIS-IV Working Memory Index", "index"), ("WAIS-IV Processing Speed Index", "index"),
            ("TOPF-UK predicted FSIQ", "index"), ("WMS-IV Auditory Memory", "index"), ("WMS-IV Visual Memory", "index"),
            ("RBANS Total", "index"), ("Trail Making Test A", "sec"), ("Trail Making Test B", "sec"),
            ("D-KEFS Verbal Fluency (letter)", "ss"), ("D-KEFS Colour-Word Interference", "ss"),
            ("Hayling Sentence Completion", "ss"), ("Brixton Spatial Anticipation", "ss"),
            ("Rey Complex Figure - copy", "raw36"), ("Rey Complex Figure - 3 min recall", "raw36"),
            ("Boston Naming Test (short form)", "raw15"), ("BADS Zoo Map", "raw4"), ("Test of Everyday Attention - Map Search", "ss"),
            ("Birmingham Cognitive Screen (BCoS) - attention", "raw"), ("VOSP Incomplete Letters", "raw20"),
            ("Star Cancellation (BIT)", "raw54"), ("HADS Anxiety", "raw21"), ("HADS Depression", "raw21")]


def np_score(rng, kind):
    if kind == "index":
        s = rng.randrange(62, 118)
        return "%d (%s percentile)" % (s, max(1, min(99, int((s - 55) * 1.4))))
    if kind == "ss":
        return "SS %d" % rng.randrange(1, 14)
    if kind == "sec":
        return "%d s" % rng.randrange(28, 300)
    if kind.startswith("raw") and kind[3:]:
        m = int(kind[3:])
        return "%d/%d" % (rng.randrange(m // 3, m + 1), m)
    return "%d" % rng.randrange(1, 20)


EQUIP = ["perching stool", "raised toilet seat with frame", "bath board", "shower chair", "grab rails x2 at front door",
         "stair rail (second banister)", "commode (bedside, night use)", "kitchen trolley", "bed lever",
         "Zimmer frame", "rollator", "quad stick", "wheelchair with pressure cushion", "key safe",
         "telecare pendant", "over-bed table", "Rota-Stand", "slide sheets", "hospital bed with pressure mattress",
         "half step at back door", "tap turners", "long-handled sponge", "sock aid", "plate guard", "Dycem mat"]


def equip(rng, n):
    e = EQUIP[:]
    rng.shuffle(e)
    return e[:n]


ABBREV = [("patient", "pt"), ("with", "w/"), ("without", "w/o"), ("because", "2/2"), ("history", "hx"),
          ("assessment", "ax"), ("treatment", "rx"), ("left", "L"), ("right", "R")]
