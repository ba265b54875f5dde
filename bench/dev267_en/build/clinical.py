"""Clinical text blocks (no PHI) full of hard negatives: feeds, regimens,
labs, anthropometry, eponyms, codes, units, durations, product/model names."""

from phi import pick

FEEDS = [
    # name, kcal/ml, protein g/100ml
    ("Nutrafibre 1.5", 1.5, 6.0), ("Entrix 1.0 Multi Fibre", 1.0, 4.0), ("Calovita 2.0 HP", 2.0, 10.0),
    ("Peptamax 1.0", 1.0, 4.0), ("Hydrolyse 1.3 HP", 1.3, 7.5), ("Entrix Energy 1.5", 1.5, 5.6),
    ("Diabeta Fibre 1.0", 1.0, 4.3), ("Whole Blend 1.2", 1.2, 5.0), ("Renacal 2.0", 2.0, 7.0),
    ("Nutrafibre 1.0 Low Sodium", 1.0, 4.0), ("ProtiMax 1.2 HP", 1.2, 7.5),
]
PAED_FEEDS = [("Pedia-Gro 1.0", 1.0, 2.8), ("Pedia-Gro 1.5 Fibre", 1.5, 4.2), ("InfaCal Peptide", 1.0, 2.6),
              ("KidBlend 1.2", 1.2, 3.6)]
PUMPS = ["ArcTrack 300", "NovaFeed Mini", "Flowmate Go", "Infinia EN2", "EnteraPort 500"]
PN_PUMPS = ["Ambiq CX", "VeloFuse 7", "Solace Ambulatory", "PN-Rider 2"]
LIPIDS = ["SMOFlipid 20%", "Omegaven", "ClinOleic 20%", "Intralipid 20%", "Lipidem"]
TUBES = ["20Fr pull-through PEG", "15Fr PEG", "14Fr balloon gastrostomy (low-profile 2.5 cm)",
         "12Fr RIG (pigtail, 3 retention sutures)", "18Fr balloon gastrostomy", "PEG-J (20Fr/9Fr)",
         "12Fr low-profile button 1.7 cm", "surgical jejunostomy (Witzel), 10Fr",
         "14Fr RIG with balloon retainer", "Stamm gastrostomy 16Fr"]
LINES = ["single-lumen tunnelled cuffed CVC (Hickman-type) 9.6Fr", "4Fr single-lumen PICC, R basilic",
         "implanted port (Huber access), R chest", "double-lumen Hickman 7Fr, one lumen dedicated to PN",
         "Broviac 6.6Fr (paediatric)", "Groshong single-lumen, L subclavian approach",
         "5Fr PICC, L brachial, tip at CAJ"]
MEDS = ["omeprazole 20 mg OD", "lansoprazole orodispersible 30 mg OD", "metoclopramide 10 mg TDS",
        "domperidone 10 mg TDS", "loperamide 4 mg QDS (opened caps)", "codeine phosphate 30 mg QDS",
        "octreotide 100 mcg SC TDS", "teduglutide 0.05 mg/kg SC OD", "cholestyramine 4 g BD",
        "thiamine 100 mg TDS", "vitamin B co strong 1 tab TDS", "Forceval 1 cap OD",
        "Sando-K 2 tabs BD", "Phosphate Sandoz 1 tab BD", "magnesium glycerophosphate 4 mmol TDS",
        "St Mark's solution 1 L/day", "Movicol 1 sachet OD", "baclofen 10 mg TDS via PEG",
        "levetiracetam 500 mg BD via PEG", "co-careldopa dispersible", "Madopar dispersible 62.5 mg",
        "glycopyrronium 1 mg TDS", "hyoscine patch 1 mg/72h", "colecalciferol 800 units OD",
        "alfacalcidol 0.25 mcg OD", "ondansetron 4 mg PRN", "erythromycin 250 mg QDS (prokinetic)",
        "Creon 25,000 2 caps with feed", "ranitidine 150 mg BD", "mirtazapine 15 mg ON",
        "enoxaparin 40 mg SC OD", "ursodeoxycholic acid 300 mg BD", "Dioralyte 1 sachet PRN"]
ABX = ["vancomycin 1 g IV BD (trough-guided)", "teicoplanin 400 mg IV OD", "gentamicin 5 mg/kg IV OD",
       "piperacillin-tazobactam 4.5 g IV TDS", "meropenem 1 g IV TDS", "micafungin 100 mg IV OD",
       "fluconazole 400 mg OD", "daptomycin 6 mg/kg IV OD", "ceftriaxone 2 g IV OD"]
ORGS = ["Staphylococcus epidermidis (coagulase-negative staph)", "Staphylococcus aureus (MSSA)",
        "Klebsiella pneumoniae", "Enterobacter cloacae", "Candida parapsilosis", "Candida albicans",
        "Enterococcus faecalis", "Escherichia coli", "Pseudomonas aeruginosa", "Micrococcus luteus (?contaminant)"]


def feed_for(rng, case):
    return pick(rng, PAED_FEEDS if case.paeds else FEEDS)


def regimen(rng, case):
    """Return (lines, feed, totals) for a HEN regimen, arithmetic consistent."""
    name, kcal, prot = feed_for(rng, case)
    w = case.weight
    target = w * (rng.uniform(20, 32) if not case.paeds else rng.uniform(60, 95))
    want = target / kcal
    mode = pick(rng, ["pump", "pump", "bolus", "mixed"])
    lines = []
    vol = 0
    if mode in ("bolus", "mixed"):
        b = pick(rng, [100, 150, 200, 250, 300]) if not case.paeds else pick(rng, [60, 90, 120, 150])
        k = 1 if mode == "mixed" else max(2, min(6, int(round(want / b))))
        times = ", ".join("%02d:00" % t for t in [8, 12, 16, 19, 21, 22][:k]) if mode == "bolus" else pick(rng, ["12:00", "13:00"])
        lines.append("%s %d ml bolus x%d/day via 60 ml ENFit syringe (%s) at %s" % (
            name, b, k, pick(rng, ["gravity", "push, over 10-15 min", "gravity"]), times))
        vol += b * k
    if mode in ("pump", "mixed"):
        hrs = pick(rng, [8, 10, 12, 14, 16, 18, 20])
        rate = max(10, int(round((want - vol) / hrs / 5.0)) * 5)
        start = pick(rng, [18, 19, 20, 21, 22]) if hrs <= 14 else pick(rng, [6, 8, 10])
        end = (start + hrs) % 24
        lines.insert(0, "%s via %s pump at %d ml/h x %dh (%02d:00-%02d:00) = %d ml" % (name, pick(rng, PUMPS), rate, hrs, start, end, rate * hrs))
        vol += rate * hrs
    tot_k = int(vol * kcal)
    tot_p = round(vol * prot / 100, 1)
    flush = pick(rng, [30, 40, 50, 60]) if not case.paeds else pick(rng, [5, 10, 15, 20])
    extra = pick(rng, [0, 150, 200, 250, 300]) if not case.paeds else pick(rng, [0, 50, 100])
    xn = pick(rng, [2, 3, 4])
    lines.append("Flushes: %d ml %s water before and after feed and between each medication" %
                 (flush, pick(rng, ["sterile", "cooled boiled", "tap", "sterile"])))
    if extra:
        lines.append("Additional water: %d ml x%d/day (total fluid approx %d ml incl. feed water)" % (extra, xn, extra * xn + flush * 4 + int(vol * 0.8)))
    totals = "Provides: %d kcal (%.0f kcal/kg), %.1f g protein (%.2f g/kg), feed volume %d ml" % (
        tot_k, tot_k / w, tot_p, tot_p / w, vol)
    return lines, name, totals


def requirements(rng, case):
    w = case.weight
    k = pick(rng, [20, 25, 27, 30, 35]) if not case.paeds else pick(rng, [70, 80, 90, 100])
    p = pick(rng, [0.8, 1.0, 1.2, 1.5]) if not case.paeds else pick(rng, [1.5, 2.0, 2.5])
    f = pick(rng, [25, 30, 35]) if not case.paeds else pick(rng, [80, 100, 120])
    eq = pick(rng, ["Henry", "Schofield", "Harris-Benedict (x1.3 AF)", "Mifflin-St Jeor", "Penn State",
                    "PENG pocket guide", "ESPEN 25-30 kcal/kg", "Ireton-Jones"])
    return "Estimated requirements (%s): %d kcal (%d kcal/kg), protein %d g (%.1f g/kg), fluid %d ml (%d ml/kg)" % (
        eq, int(k * w), k, int(p * w), p, int(f * w), f)


def anthropometry(rng, case, table=True):
    w = case.weight
    h = case.height / 100.0
    bmi = w / (h * h)
    prev = round(w * rng.uniform(1.0, 1.18), 1)
    loss = (prev - w) / prev * 100
    muac = round(rng.uniform(19, 31), 1)
    grip = rng.randrange(8, 38)
    if table:
        rows = [("Weight", "%.1f kg" % w), ("Height", "%d cm %s" % (case.height, pick(rng, ["(measured)", "(reported)", "(ulna length est.)", "(knee height est.)"]))),
                ("BMI", "%.1f kg/m2" % bmi), ("Usual wt", "%.1f kg (%.1f%% loss, %s)" % (prev, loss, pick(rng, ["3/12", "6/12", "3-6 months", "1/12"]))),
                ("MUAC", "%.1f cm" % muac), ("Grip (Jamar)", "%d kg %s" % (grip, pick(rng, ["R", "L", "dominant"])))]
        sep = pick(rng, [": ", "\t", " | ", "  "])
        return "\n".join("%-12s%s%s" % (a, sep, b) if sep != "\t" else "%s%s%s" % (a, sep, b) for a, b in rows[:rng.randrange(3, 7)])
    return "Wt %.1f kg, BMI %.1f, usual %.1f kg (%.0f%% wt loss), MUAC %.1f cm" % (w, bmi, prev, loss, muac)


LAB_DEF = [("Na", 128, 146, "mmol/L"), ("K", 2.9, 5.4, "mmol/L"), ("Urea", 2.1, 14.5, "mmol/L"),
           ("Creat", 38, 160, "umol/L"), ("Mg", 0.48, 1.02, "mmol/L"), ("PO4", 0.45, 1.45, "mmol/L"),
           ("Adj Ca", 2.05, 2.62, "mmol/L"), ("CRP", 1, 190, "mg/L"), ("Alb", 22, 44, "g/L"),
           ("Bili", 4, 48, "umol/L"), ("ALP", 55, 420, "U/L"), ("ALT", 9, 140, "U/L"), ("GGT", 12, 380, "U/L"),
           ("Hb", 82, 151, "g/L"), ("WCC", 2.8, 19.5, "x10^9/L"), ("Plt", 95, 480, "x10^9/L"),
           ("Glucose", 3.9, 14.2, "mmol/L"), ("TG", 0.6, 4.1, "mmol/L"), ("Zinc", 6.1, 16.0, "umol/L"),
           ("Selenium", 0.41, 1.4, "umol/L"), ("Copper", 9.0, 24.0, "umol/L"), ("Vit D", 18, 110, "nmol/L"),
           ("Ferritin", 8, 620, "ug/L"), ("B12", 120, 900, "ng/L"), ("INR", 0.9, 1.8, ""),
           ("Manganese", 80, 330, "nmol/L"), ("Urine Na", 5, 90, "mmol/L")]
US_LAB = {"Na": "Sodium", "Creat": "Creatinine", "Bili": "T bili", "Alb": "Albumin", "Urea": "BUN"}


def labs(rng, case, n=None, style=None):
    k = n or rng.randrange(5, 12)
    idx = sorted(rng.sample(range(len(LAB_DEF)), k))
    style = style or pick(rng, ["inline", "table", "slash"])
    out = []
    for i in idx:
        nm, lo, hi, u = LAB_DEF[i]
        if case.country == "US" and nm in US_LAB:
            nm = US_LAB[nm]
        v = rng.uniform(lo, hi)
        vs = ("%.2f" % v) if hi < 3 else (("%.1f" % v) if hi < 30 else "%d" % v)
        flag = ""
        if i in (4, 5) and v < 0.7:
            flag = " (L)"
        if nm == "CRP" and v > 50:
            flag = " (H)"
        out.append((nm, vs, u, flag))
    if style == "table":
        return "\n".join("%-10s %8s %-8s%s" % (a, b, c, d) for a, b, c, d in out)
    if style == "slash":
        return "; ".join("%s %s%s" % (a, b, d) for a, b, c, d in out)
    return ", ".join("%s %s %s%s" % (a, b, c, d) if c else "%s %s%s" % (a, b, d) for a, b, c, d in out)


def pn_bag(rng, case, table=True):
    w = case.weight
    vol = pick(rng, [1500, 2000, 2200, 2500, 2800, 3000, 3500]) if not case.paeds else pick(rng, [400, 550, 700, 900, 1100])
    aa = int(round(w * rng.uniform(0.8, 1.5) / 5.0)) * 5 if not case.paeds else int(w * rng.uniform(1.5, 3.0)) + 1
    npk = w * (rng.uniform(14, 26) if not case.paeds else rng.uniform(45, 70))
    lip = pick(rng, [0, 20, 30, 40, 50]) if not case.paeds else pick(rng, [5, 10, 15, 20])
    lip = min(lip, int(w * 0.9))
    glu = max(40, int(round((npk - lip * 10) / 3.4 / 10.0)) * 10)
    na = pick(rng, [60, 80, 100, 120, 150, 180]) if not case.paeds else pick(rng, [15, 20, 30])
    kk = pick(rng, [30, 40, 60, 80]) if not case.paeds else pick(rng, [10, 15, 20])
    mg = pick(rng, [8, 10, 12, 15, 20])
    ca = pick(rng, [4, 5, 6, 8])
    po4 = pick(rng, [15, 20, 25, 30])
    kcal = int(aa * 4 + glu * 3.4 + lip * 10)
    rows = [("Volume", "%d ml" % vol), ("Amino acids", "%d g (N %.1f g)" % (aa, aa / 6.25)),
            ("Glucose", "%d g" % glu), ("Lipid", ("%d g %s" % (lip, pick(rng, LIPIDS))) if lip else "nil (lipid-free bag)"),
            ("Sodium", "%d mmol" % na), ("Potassium", "%d mmol" % kk), ("Magnesium", "%d mmol" % mg),
            ("Calcium", "%d mmol" % ca), ("Phosphate", "%d mmol" % po4),
            ("Trace elements", "%s" % pick(rng, ["Additrace 10 ml", "Tracutil 10 ml", "Peditrace 1 ml/kg", "TE standard 10 ml"])),
            ("Vitamins", pick(rng, ["Solivito N 1 vial + Vitlipid N Adult 10 ml", "Cernevit 1 vial", "MVI-12 10 ml", "Infuvite Adult 10 ml"])),
            ("Total energy", "%d kcal (%.0f kcal/kg), non-protein %d kcal" % (kcal, kcal / w, kcal - aa * 4))]
    if table:
        sep = pick(rng, [" : ", "\t", " | "])
        return "\n".join("%s%s%s" % (a.ljust(16) if sep != "\t" else a, sep, b) for a, b in rows), vol
    return "; ".join("%s %s" % (a, b) for a, b in rows), vol


HARD_NEG = [
    "Bristol stool type 6-7, 4-5x/day.", "GCS 15/15, alert and orientated x3.",
    "MUST score 3 (BMI <18.5, >10% wt loss in 3/12).", "NRS-2002 = 4. SGA-B.",
    "GLIM: moderate malnutrition (phenotypic + aetiologic criteria met).",
    "Refeeding risk HIGH per NICE CG32 - Pabrinex 1 pair IV OD x 3/7 then thiamine 100 mg TDS.",
    "Trousseau and Chvostek signs negative.", "No signs of Wernicke's encephalopathy.",
    "Barthel 35/100, Waterlow 18.", "ECOG PS 2.", "CTCAE grade 2 mucositis.",
    "Montreal classification A2 L3 B3p.", "LA grade B oesophagitis on last OGD.",
    "HbA1c 52 mmol/mol (6.9%).", "Abdo soft, NT, ND, BS+.", "Chest clear, SpO2 96% RA.",
    "BP 118/72, HR 88, T 36.8.", "Fluid balance +650 ml/24h.", "Stoma output 2.1 L/24h, effluent Na 92 mmol/L.",
    "Urine output >1 L/day, urine Na >20 mmol/L.", "Child-Pugh A, MELD 9.", "Rockall 2.",
    "Ryle's tube 10Fr, 58 cm at nostril, aspirate pH 4.5 - safe to use per NPSA guidance.",
    "Valsalva during cap change reinforced.", "Seldinger technique, US-guided, tip position confirmed at CAJ on CXR.",
    "Trendelenburg for insertion.", "Huber needle 20G 19 mm changed weekly.",
    "Luer-lock connectors replaced with ENFit.", "Gram-positive cocci in clusters at 14 h.",
    "Differential time to positivity 2.5 h (line before peripheral).", "Revised Atlanta: moderately severe AP.",
    "Rome IV criteria met.", "Chicago classification v4.0: absent contractility.",
    "Boston bowel prep scale 7.", "Manchester triage: yellow.", "Glasgow-Blatchford 0.",
    "Pump firmware 3.10.2.118, battery 92%.", "PIP code 412-3377.", "NDC 61234-880-10.",
    "HCPCS B4035 x30, B4150 x90 units.", "ICD-10 K91.2, Z93.1.", "OPCS G44.4.",
    "Lot 4471923, exp 08/2026 (kit).", "2-8 C cold chain, data logger within range.",
    "Abx 5/7, review 2/52.", "Next bloods in 1/12; tube change due in 6/12.", "x3/week weights.",
    "24/7 helpline given.", "For 1:1 supervision with oral trials.", "IDDSI level 4 puree, mildly thick fluids.",
    "FEES: silent aspiration of thin fluids (PAS 8).", "VFSS not repeated.",
    "Harris-Benedict estimate 1650 kcal; Schofield 1580 kcal.", "Hand grip (Jamar) 14 kg.",
    "Hydration: 30-35 ml/kg.", "Nitrogen balance -4.2 g/24h.", "Faecal elastase >500.",
    "SeHCAT 4%.", "Citrulline 12 umol/L.", "Clostridioides difficile toxin negative.",
    "Teduglutide (GLP-2 analogue) discussed.", "Hickman cuff at 3 cm, not palpable.",
    "Buried bumper excluded - plate rotates freely.", "Balloon water 4.5 of 5 ml.",
    "No hypergranulation; silver nitrate not needed.", "Mallampati II.",
    "ASA 3.", "Down syndrome, AVSD repaired.", "Sjogren's.", "Addison's on hydrocortisone.",
]
ROUTE_TERMS = ["PEG", "RIG", "NGT", "NJT", "PEG-J", "JEJ", "button"]


def negs(rng, n=2):
    return " ".join(rng.sample(HARD_NEG, n))
