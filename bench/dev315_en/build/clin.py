"""Clinical content for pulmonary hypertension notes.  Everything produced
here is non-PHI (values, drugs, scores, eponyms, device models)."""


def fr(c, k):
    us = c in ("US", "CA")
    if us:
        return {"od": "daily", "bd": "BID", "tds": "TID", "qds": "QID", "nocte": "QHS",
                "om": "every morning", "prn": "PRN"}[k]
    return {"od": "OD", "bd": "BD", "tds": "TDS", "qds": "QDS", "nocte": "nocte", "om": "OM",
            "prn": "PRN"}[k]


DX = [
    ("ipah", "Idiopathic pulmonary arterial hypertension (IPAH)", "1", 30),
    ("hpah", "Heritable PAH (BMPR2 pathogenic variant)", "1", 8),
    ("ssc", "PAH associated with limited cutaneous systemic sclerosis", "1", 14),
    ("sle", "PAH associated with SLE", "1", 4),
    ("chd", "PAH associated with congenital heart disease (Eisenmenger syndrome, unrepaired VSD)", "1", 5),
    ("asd", "PAH associated with repaired secundum ASD", "1", 4),
    ("popH", "Portopulmonary hypertension", "1", 4),
    ("drug", "Drug-associated PAH (previous methamphetamine use)", "1", 3),
    ("cteph", "Chronic thromboembolic pulmonary hypertension (CTEPH)", "4", 16),
    ("ild", "PH associated with fibrotic ILD (Group 3)", "3", 7),
    ("copd", "PH due to COPD (Group 3), severe phenotype", "3", 4),
    ("hfpef", "Combined pre- and post-capillary PH (CpcPH) with HFpEF", "2", 5),
    ("sarc", "Sarcoidosis-associated PH (Group 5)", "5", 3),
    ("pvod", "Suspected pulmonary veno-occlusive disease (PVOD)", "1", 2),
]

COMORBID = ["Raynaud's phenomenon", "Hashimoto's thyroiditis", "Sjogren's syndrome",
            "Type 2 diabetes mellitus", "Obstructive sleep apnoea on CPAP", "Paroxysmal AF",
            "Iron deficiency anaemia", "CKD stage 3a", "Hypertension", "Obesity (BMI 36)",
            "Previous PE x2", "Graves' disease (treated with radioiodine)", "Down syndrome",
            "Crohn's disease", "Gastro-oesophageal reflux", "Osteoarthritis of both knees",
            "Depression", "Migraine", "Hypothyroidism", "Gout", "Asthma (mild)",
            "Budd-Chiari syndrome (historic)", "Chronic liver disease (Child-Pugh A)",
            "Hereditary haemorrhagic telangiectasia", "Fontan circulation (childhood surgery)"]


class Clin:
    pass


def build(r, c):
    k = Clin()
    tot = sum(w for *_, w in DX)
    x = r.uniform(0, tot)
    acc = 0
    for key, label, grp, w in DX:
        acc += w
        if x <= acc:
            break
    k.dx, k.dxlabel, k.group = key, label, grp
    k.riski = r.choice([0, 1, 1, 2, 2, 3])
    k.risk = ["low", "intermediate-low", "intermediate-high", "high"][k.riski]
    k.fc = [r.choice(["I", "II", "II"]), r.choice(["II", "III"]), r.choice(["III", "III", "II"]),
            r.choice(["III", "IV"])][k.riski]
    k.comorb = r.sample(COMORBID, r.randrange(1, 4))
    k.c = c
    k.us = c in ("US", "CA")
    # haemodynamics
    k.ra = r.randrange(2, 19)
    k.spap = r.randrange(42, 112)
    k.dpap = r.randrange(12, min(48, k.spap - 20))
    k.mpap = round((k.spap + 2 * k.dpap) / 3)
    k.pawp = r.randrange(16, 24) if grp == "2" else r.randrange(5, 15)
    if k.mpap - k.pawp < 6:
        k.mpap = k.pawp + r.randrange(8, 20)
    k.co = round(r.uniform(2.4, 6.4), 1)
    k.bsa = round(r.uniform(1.48, 2.25), 2)
    k.ci = round(k.co / k.bsa, 1)
    k.pvr = round((k.mpap - k.pawp) / k.co, 1)
    k.tpg = k.mpap - k.pawp
    k.dpg = k.dpap - k.pawp
    k.svo2 = r.randrange(48, 76)
    k.sao2 = r.randrange(86, 99)
    k.hr = r.randrange(62, 112)
    k.sbp = r.randrange(96, 160)
    k.dbp = r.randrange(52, 92)
    k.rvsp = k.spap
    k.hb_g = round(r.uniform(10.2, 17.8), 1)
    # echo
    k.trv = round(r.uniform(2.6, 5.1), 1)
    k.rvsp_echo = round(4 * k.trv * k.trv) + r.choice([3, 8, 15])
    k.tapse = r.randrange(9, 25)
    k.rvd = r.randrange(34, 58)
    k.ra_area = r.randrange(14, 36)
    k.paat = r.randrange(58, 125)
    k.s_prime = round(r.uniform(6.5, 14.5), 1)
    k.lvef = r.randrange(50, 70)
    k.ei = round(r.uniform(1.0, 1.7), 1)
    k.effusion = r.choice(["no", "no", "small", "trivial", "moderate"])
    k.ivc = r.randrange(14, 28)
    # 6MWT
    k.walk = [r.randrange(440, 640), r.randrange(330, 470), r.randrange(170, 350),
              r.randrange(90, 190)][k.riski]
    k.walk_prev = max(60, k.walk + r.randrange(-90, 90))
    k.pred = r.randrange(450, 640)
    k.spo2_rest = r.randrange(88, 100)
    k.spo2_nadir = max(72, k.spo2_rest - r.randrange(0, 17))
    k.hr_rest = r.randrange(58, 100)
    k.hr_peak = k.hr_rest + r.randrange(8, 50)
    k.borg = r.choice(["0.5", "1", "2", "3", "3", "4", "5", "7"])
    k.borg_fat = r.choice(["0", "1", "2", "3", "4"])
    k.o2 = r.choice([0, 0, 0, 0, 2, 2, 3, 4])
    # labs
    k.ntprobnp = [r.randrange(45, 300), r.randrange(300, 650), r.randrange(650, 1100),
                  r.randrange(1100, 7200)][k.riski]
    k.creat = r.randrange(58, 180)
    k.egfr = r.randrange(28, 91)
    k.na = r.randrange(131, 145)
    k.k = round(r.uniform(3.4, 5.4), 1)
    k.bili = r.randrange(6, 42)
    k.alt = r.randrange(11, 88)
    k.inr = round(r.uniform(0.9, 3.4), 1)
    k.ferritin = r.randrange(9, 420)
    k.tsat = r.randrange(8, 38)
    k.tsh = round(r.uniform(0.4, 6.2), 2)
    k.reveal = [r.randrange(2, 6), r.randrange(5, 8), r.randrange(7, 10), r.randrange(9, 13)][k.riski]
    k.weight = r.randrange(48, 128)
    k.height = r.randrange(150, 192)
    k.meds = meds(r, c, k)
    return k


def meds(r, c, k):
    out = []
    if k.dx == "cteph":
        out.append("Riociguat %s mg %s" % (r.choice(["1", "1.5", "2", "2.5"]), fr(c, "tds")))
        out.append(r.choice(["Apixaban 5 mg " + fr(c, "bd"), "Warfarin as per INR (target 2.0-3.0)",
                             "Rivaroxaban 20 mg " + fr(c, "od")]))
    elif k.group in ("3", "2", "5"):
        if r.random() < 0.5:
            out.append("Sildenafil 20 mg " + fr(c, "tds"))
        out.append("Furosemide %d mg %s" % (r.choice([20, 40, 80]), fr(c, "om")))
        if k.group == "3":
            out.append("Home oxygen %s L/min via nasal cannula, %s" % (
                r.choice(["1", "2", "3", "4"]), r.choice(["16 h/day", "24 h", "on exertion"])))
    else:
        out.append(r.choice(["Sildenafil 20 mg " + fr(c, "tds"), "Tadalafil 40 mg " + fr(c, "od"),
                             "Tadalafil 20 mg " + fr(c, "od")]))
        out.append(r.choice(["Macitentan 10 mg " + fr(c, "od"), "Ambrisentan 10 mg " + fr(c, "od"),
                             "Ambrisentan 5 mg " + fr(c, "od"), "Bosentan 125 mg " + fr(c, "bd")]))
        t = r.random()
        if t < 0.3:
            out.append("Selexipag %d mcg %s" % (r.choice([200, 400, 800, 1000, 1200, 1600]), fr(c, "bd")))
        elif t < 0.55:
            out.append("Epoprostenol IV %d ng/kg/min via Hickman line (CADD-Legacy pump)" % r.randrange(8, 42))
        elif t < 0.75:
            out.append("Treprostinil SC %d ng/kg/min (Remunity pump)" % r.randrange(12, 90))
        elif t < 0.82:
            out.append("Iloprost 5 mcg nebulised 6-9 times daily")
        elif t < 0.88:
            out.append("Sotatercept %s mg/kg SC every 3 weeks" % r.choice(["0.3", "0.7"]))
        out.append("Spironolactone 25 mg " + fr(c, "od"))
        if r.random() < 0.6:
            out.append("Furosemide %d mg %s" % (r.choice([20, 40, 80]), fr(c, "om")))
    extra = ["Omeprazole 20 mg " + fr(c, "od"), "Levothyroxine 75 mcg " + fr(c, "od"),
             "Ferrous fumarate 210 mg " + fr(c, "bd"), "Atorvastatin 20 mg " + fr(c, "nocte"),
             "Mycophenolate mofetil 1 g " + fr(c, "bd"), "Metformin 500 mg " + fr(c, "bd"),
             "Paracetamol 1 g " + fr(c, "qds") + " " + fr(c, "prn"), "Bumetanide 1 mg " + fr(c, "om"),
             "Potassium chloride 600 mg " + fr(c, "bd"), "Colecalciferol 800 units " + fr(c, "od"),
             "Sertraline 50 mg " + fr(c, "od"), "Hydroxychloroquine 200 mg " + fr(c, "od")]
    out += r.sample(extra, r.randrange(0, 4))
    return out


def haemo_table(r, k, vaso=False):
    rows = [("RA (mean)", "%d mmHg" % k.ra),
            ("RV (s/edp)", "%d/%d mmHg" % (k.spap + r.randrange(0, 4), max(2, k.ra + r.randrange(-2, 4)))),
            ("PA (s/d/m)", "%d/%d/%d mmHg" % (k.spap, k.dpap, k.mpap)),
            ("PAWP (mean)", "%d mmHg" % k.pawp),
            ("CO (%s)" % r.choice(["TD", "thermodilution", "direct Fick"]), "%.1f L/min" % k.co),
            ("CI", "%.1f L/min/m2" % k.ci),
            ("PVR", "%.1f WU" % k.pvr),
            ("TPG / DPG", "%d / %d mmHg" % (k.tpg, k.dpg)),
            ("SvO2 (PA)", "%d%%" % k.svo2),
            ("SaO2", "%d%%" % k.sao2),
            ("HR", "%d bpm" % k.hr),
            ("Systemic BP", "%d/%d mmHg" % (k.sbp, k.dbp))]
    w = max(len(a) for a, _ in rows) + 3
    return "\n".join(a.ljust(w) + b for a, b in rows)


def vaso_text(r, k):
    resp = k.dx == "ipah" and r.random() < 0.25
    agent = r.choice(["Inhaled nitric oxide 20 ppm for 10 min", "iNO 40 ppm x 5 min",
                      "Inhaled nitric oxide 20 ppm (10 minutes)", "IV adenosine titrated to 250 mcg/kg/min"])
    if resp:
        m2 = r.randrange(28, 40)
        co2 = round(k.co + r.uniform(0.0, 0.6), 1)
        verdict = "POSITIVE acute vasoreactivity response (Sitbon criteria met): fall in mPAP >= 10 mmHg to <= 40 mmHg with preserved CO."
    else:
        m2 = k.mpap - r.randrange(0, 7)
        co2 = round(k.co + r.uniform(-0.3, 0.4), 1)
        verdict = "Negative vasoreactivity study - not a candidate for high-dose calcium channel blocker therapy."
    return ("Vasodilator challenge: %s.\nPost: mPAP %d mmHg, PAWP %d mmHg, CO %.1f L/min, SvO2 %d%%.\n%s"
            % (agent, m2, k.pawp, co2, min(82, k.svo2 + r.randrange(0, 5)), verdict)), resp


def labs_line(r, k):
    us = k.us and k.c == "US"
    bnp = ("NT-proBNP %d pg/mL" if us else "NT-proBNP %d ng/L") % k.ntprobnp
    hb = ("Hb %.1f g/dL" % k.hb_g) if us else ("Hb %d g/L" % round(k.hb_g * 10))
    cr = ("Cr %.2f mg/dL" % (k.creat / 88.4)) if us else ("creatinine %d umol/L" % k.creat)
    bits = [bnp, hb, cr, "eGFR %d" % k.egfr, "Na %d" % k.na, "K %.1f" % k.k,
            "bilirubin %d umol/L" % k.bili if not us else "T bili %.1f mg/dL" % (k.bili / 17.1),
            "ALT %d U/L" % k.alt, "ferritin %d ug/L" % k.ferritin, "TSAT %d%%" % k.tsat,
            "TSH %.2f mU/L" % k.tsh]
    if "Warfarin" in " ".join(k.meds):
        bits.append("INR %.1f" % k.inr)
    n = r.randrange(5, len(bits) + 1)
    return ", ".join(bits[:n])


def echo_findings(r, k):
    rows = [
        "RV size: %s (basal diameter %d mm)" % ("dilated" if k.rvd > 41 else "normal", k.rvd),
        "RV function: %s; TAPSE %d mm, RV S' %.1f cm/s" % (
            "severely impaired" if k.tapse < 13 else ("mildly impaired" if k.tapse < 17 else "preserved"),
            k.tapse, k.s_prime),
        "RA area %d cm2" % k.ra_area,
        "TR: peak velocity %.1f m/s, estimated RVSP %d mmHg (assumed RAP %s mmHg)" % (
            k.trv, k.rvsp_echo, r.choice(["3", "8", "15"])),
        "PA acceleration time %d ms%s" % (k.paat, ", mid-systolic notching" if k.paat < 80 else ""),
        "LV: normal size, LVEF %d%% (biplane Simpson's), eccentricity index %.1f (%s)" % (
            k.lvef, k.ei, "D-shaped septum" if k.ei > 1.1 else "normal septal geometry"),
        "IVC %d mm, %s" % (k.ivc, r.choice(["<50% collapse", ">50% collapse", "plethoric"])),
        "Pericardial effusion: %s" % ("none" if k.effusion == "no" else k.effusion),
        "TAPSE/sPAP ratio %.2f mm/mmHg" % (k.tapse / max(20, k.rvsp_echo)),
    ]
    prob = "high" if k.trv > 3.4 else ("intermediate" if k.trv > 2.8 else "low")
    return rows, prob


def walk_table(r, k, us):
    dist = k.walk
    laps = dist // 30
    rows = [("Distance", "%d m (%d laps + %d m)" % (dist, laps, dist - laps * 30)),
            ("Predicted (Enright)", "%d m (%d%% predicted)" % (k.pred, round(100 * dist / k.pred))),
            ("Previous", "%d m" % k.walk_prev),
            ("SpO2 rest / nadir", "%d%% / %d%%" % (k.spo2_rest, k.spo2_nadir)),
            ("HR rest / peak", "%d / %d bpm" % (k.hr_rest, k.hr_peak)),
            ("BP pre", "%d/%d mmHg" % (k.sbp, k.dbp)),
            ("Borg dyspnoea (end)" if not us else "Borg dyspnea (end)", k.borg),
            ("Borg fatigue (end)", k.borg_fat),
            ("Supplemental O2", "%d L/min via %s" % (k.o2, r.choice(["NC", "nasal cannula", "portable cylinder"]))
             if k.o2 else "none (room air)"),
            ("Rests", r.choice(["nil", "1 (45 s at 4 min)", "2 stops, total 1 min 10 s", "nil"]))]
    w = max(len(a) for a, _ in rows) + 3
    return "\n".join(a.ljust(w) + b for a, b in rows)


def risk_line(r, k):
    return r.choice([
        "ESC/ERS 4-strata risk: %s" % k.risk,
        "Risk (2022 ESC/ERS, follow-up 4-strata): %s" % k.risk,
        "REVEAL Lite 2 score %d; COMPERA 2.0 %s" % (k.reveal, k.risk),
        "REVEAL 2.0 risk score %d" % k.reveal,
    ])


def plan_items(r, k, c, sex="M", age=60):
    meds = " ".join(k.meds)
    items = [
        "Continue current targeted therapy; no change to doses today.",
        "Repeat NT-proBNP, FBC, U&E and LFTs before next review.",
        "Influenza and pneumococcal vaccination recommended; COVID-19 booster up to date.",
        "Repeat echocardiogram and 6MWT in 4 months.",
        "Advised to avoid high altitude above 1500 m without oxygen and to avoid NSAIDs.",
        "Sleep study (overnight oximetry) requested.",
        "Cardiac MRI to assess RV volumes (RVEF).",
        "Refer to pulmonary rehabilitation (PH-specific programme).",
    ]
    if k.ferritin < 100 or k.tsat < 20:
        items.append("Ferric carboxymaltose 1 g IV as iron deficient (ferritin %d, TSAT %d%%)." % (k.ferritin, k.tsat))
    if "Selexipag" in meds:
        items.append("Titrate selexipag by 200 mcg weekly to maximum tolerated dose.")
    if "Bosentan" in meds:
        items.append("Monthly LFTs while on bosentan.")
    if "Sildenafil" in meds and k.group == "1":
        items.append("Switch sildenafil to tadalafil 40 mg once daily for adherence.")
    if "Furosemide" in meds:
        items.append("Diuretics increased: furosemide to 80 mg for one week then back to 40 mg.")
    if k.group == "1" and k.riski >= 2 and "ng/kg/min" not in meds:
        items.append("Escalate to triple therapy with parenteral prostanoid if no improvement at 3 months.")
    if k.dx == "cteph":
        items.append("Discuss at PH MDT regarding balloon pulmonary angioplasty (BPA).")
    elif k.group == "1" and k.dx not in ("chd", "asd"):
        items.append("Refer for CTPA and V/Q SPECT to exclude CTEPH (not previously done).")
    if k.dx == "popH":
        items.append("Hepatology review re suitability for liver transplant listing.")
    if sex == "F" and age < 50 and any(x in meds for x in ("Bosentan", "Ambrisentan", "Macitentan", "Riociguat")):
        items.append("Contraception counselling given - teratogenic therapy; monthly pregnancy testing.")
    return r.sample(items, min(len(items), r.randrange(3, 6)))


SYMPTOMS = [
    "breathlessness on one flight of stairs", "exertional presyncope", "ankle swelling by evening",
    "chest tightness walking uphill", "fatigue", "palpitations", "reduced exercise tolerance",
    "one episode of haemoptysis (small volume)", "orthopnoea (3 pillows)", "jaw pain from the prostanoid",
    "diarrhoea since dose increase", "flushing and headache", "nasal congestion", "leg aches",
    "site pain at the SC infusion site", "abdominal bloating", "early satiety"]

EXAM = [
    "JVP elevated at 5 cm", "loud P2", "pansystolic murmur at the left sternal edge consistent with TR",
    "RV heave", "pitting oedema to mid-shin", "no peripheral oedema", "chest clear",
    "fine bibasal inspiratory crackles", "sclerodactyly and telangiectasia", "clubbing absent",
    "Graham Steell murmur", "positive Kussmaul sign", "hepatomegaly 2 cm below costal margin",
    "SpO2 %d%% on air", "BP %d/%d, HR %d regular"]


def exam_text(r, k):
    bits = []
    for e in r.sample(EXAM, r.randrange(3, 7)):
        if e.startswith("SpO2"):
            e = e % k.spo2_rest
        elif e.startswith("BP"):
            e = e % (k.sbp, k.dbp, k.hr_rest)
        bits.append(typo(r, e))
    return bits


def typo(r, s, p=0.04):
    """Rarely transpose two letters inside one longer word."""
    if r.random() >= p:
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 6 and w.isalpha()]
    if not idx:
        return s
    i = r.choice(idx)
    w = words[i]
    j = r.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def symptoms(r, n=None, k=None):
    pool = SYMPTOMS
    if k is not None:
        meds = " ".join(k.meds)
        pool = [x for x in SYMPTOMS
                if not (("jaw pain" in x or "flushing" in x or "diarrhoea" in x) and not any(
                    y in meds for y in ("Epoprostenol", "Treprostinil", "Selexipag", "Iloprost")))
                and not ("SC infusion" in x and "Treprostinil SC" not in meds)]
    return [typo(r, x) for x in r.sample(pool, n or r.randrange(2, 5))]
