"""Clinical (non-PHI) phrase generators: tubes, devices, obs, labs, meds.

These supply the hard negatives: model names, sizes, scores, eponyms, units, times.
"""

TRACH_MODELS = [
    ("Portex Blue Line Ultra", ["7.0", "8.0", "9.0"], "mm ID"),
    ("Portex Blue Line Ultra Suctionaid", ["7.0", "8.0", "9.0"], "mm ID"),
    ("Shiley Flex DCT", ["6.0", "7.0", "8.0"], ""),
    ("Shiley XLT proximal", ["6.0", "7.0", "8.0"], ""),
    ("Tracoe Twist", ["7", "8", "9"], ""),
    ("Tracoe Twist Plus", ["7", "8", "9"], ""),
    ("Bivona TTS", ["6.0", "7.0", "8.0"], ""),
    ("Bivona FlexTend", ["6.0", "7.0"], ""),
    ("Rusch Crystal Clear", ["7.0", "8.0"], ""),
]

INDICATIONS = [
    "prolonged ventilatory wean following community-acquired pneumonia",
    "Guillain-Barre syndrome with bulbar weakness",
    "C4 spinal cord injury (ASIA A)",
    "traumatic brain injury, GCS 7, poor airway protection",
    "Ludwig's angina with airway compromise",
    "bilateral vocal cord palsy post thyroidectomy",
    "subglottic stenosis (Cotton-Myer grade III)",
    "airway protection for free flap reconstruction of floor of mouth SCC",
    "prolonged wean after cardiac surgery (CABG x3)",
    "motor neurone disease with respiratory failure",
    "left MCA stroke with dysphagia and poor cough",
    "myasthenic crisis",
    "angio-oedema, failed extubation x2",
    "oropharyngeal SCC T3N2b, planned for transoral resection",
    "COVID-19 pneumonitis, day 16 of ventilation",
    "hypoxic brain injury post out-of-hospital cardiac arrest",
]

LARY_DX = [
    "laryngeal SCC T4aN1M0", "glottic SCC T3N0M0 (recurrent after radiotherapy)",
    "hypopharyngeal SCC T3N2cM0", "supraglottic SCC T4aN2bM0",
    "chondroradionecrosis of larynx", "non-functional larynx after chemoradiotherapy",
    "post-cricoid SCC (pharyngolaryngectomy, free jejunal flap)",
    "recurrent glottic SCC (salvage surgery, pectoralis major flap)",
]

VP_MODELS = [("Provox Vega", ["17Fr", "20Fr", "22.5Fr"], ["4 mm", "6 mm", "8 mm", "10 mm", "12.5 mm"]),
             ("Provox ActiValve Light", ["22.5Fr"], ["6 mm", "8 mm", "10 mm"]),
             ("Blom-Singer Classic Indwelling", ["16Fr", "20Fr"], ["6 mm", "8 mm", "10 mm", "12 mm"]),
             ("Blom-Singer Dual Valve", ["20Fr"], ["8 mm", "10 mm"]),
             ("Provox NID", ["17Fr", "20Fr"], ["6 mm", "8 mm"])]

HMES = ["Provox XtraHME", "Provox XtraMoist", "Provox Micron HME", "Blom-Singer HumidiFilter",
        "Kapitex ThermoVent T", "Swedish nose HME", "Provox Life Home HME", "TrachPhone HME"]

VALVES = ["Passy-Muir PMV 007 (aqua)", "Passy-Muir PMV 2001 (purple)", "Shiley Phonate valve",
          "Rusch speaking valve", "Tracoe Phon Assist", "PMV 007"]


def tube(c, short=False, cuff=None):
    r = c.r
    m, sizes, unit = r.choice(TRACH_MODELS)
    sz = r.choice(sizes)
    if short:
        return "%s %s" % (m.split()[0], sz)
    extras = [cuff or r.choice(["cuffed", "cuffed", "cuffless"]),
              r.choice(["non-fenestrated", "non-fenestrated", "fenestrated"])]
    if r.random() < 0.5:
        extras.append("with disposable inner cannula")
    return "%s %s%s, %s" % (m, sz, (" " + unit) if unit else "", ", ".join(extras))


def vp(c):
    r = c.r
    m, frs, lens = r.choice(VP_MODELS)
    return "%s %s %s" % (m, r.choice(frs), r.choice(lens))


def obs(c):
    r = c.r
    o2 = r.choice(["RA", "28% via trach mask", "2 L/min via Swedish nose", "35% humidified O2",
                   "FiO2 0.30 via AIRVO 2, 40 L/min", "room air", "24% via HME O2 port"])
    temp = "%.1f" % r.uniform(36.1, 38.2)
    return "HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s, T %s" % (
        r.randint(58, 118), r.randint(98, 168), r.randint(52, 96), r.randint(12, 28),
        r.randint(90, 100), o2, temp)


def abg(c):
    r = c.r
    if c.cc in ("US", "CA"):
        return "ABG pH %.2f / pCO2 %d / pO2 %d / HCO3 %d, lactate %.1f" % (
            r.uniform(7.30, 7.47), r.randint(34, 58), r.randint(62, 120), r.randint(20, 32), r.uniform(0.6, 2.4))
    return "ABG pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %d, BE %+d, lactate %.1f" % (
        r.uniform(7.30, 7.47), r.uniform(4.4, 7.8), r.uniform(8.0, 15.0), r.randint(20, 32),
        r.randint(-4, 6), r.uniform(0.6, 2.4))


def labs(c):
    r = c.r
    if c.cc in ("US", "CA"):
        hb = "Hgb %.1f g/dL (13.5-17.5)" % r.uniform(8.5, 15.5)
        cr = "Cr %.2f mg/dL" % r.uniform(0.6, 1.9)
    else:
        hb = "Hb %d g/L (130-170)" % r.randint(85, 155)
        cr = "Cr %d umol/L" % r.randint(55, 160)
    return "%s, WCC %.1f, Plt %d, CRP %d (<5), Na %d, K %.1f, %s, Alb %d" % (
        hb, r.uniform(4.0, 17.0), r.randint(120, 460), r.randint(2, 180), r.randint(131, 146),
        r.uniform(3.3, 5.4), cr, r.randint(22, 41))


def coag(c):
    r = c.r
    return "INR %.1f, APTT %d s, Plt %d x10^9/L" % (r.uniform(0.9, 1.5), r.randint(24, 38), r.randint(90, 420))


def secretions(c):
    r = c.r
    return "%s %s secretions, suctioned %s" % (
        r.choice(["small amount of", "moderate", "copious", "minimal", "moderate-large"]),
        r.choice(["thin white", "thick creamy", "mucopurulent", "yellow", "clear", "blood-stained",
                  "tenacious"]),
        r.choice(["x2 overnight", "x6 in 24 h", "q2-3h", "PRN only", "x4 this shift", "hourly overnight"]))


def stoma_site(c):
    r = c.r
    return r.choice([
        "Stoma site clean and dry, no erythema",
        "Mild peristomal erythema, no pus; dressing changed (Lyofoam T)",
        "Small granulation tissue at 6 o'clock, silver nitrate applied",
        "Stoma healthy, edges well approximated, sutures out",
        "Slight ooze from superior margin, Kaltostat applied, haemostasis achieved",
        "Skin excoriation under flange - Cavilon barrier film",
        "Crusting at stoma margin, saline soaks",
        "Stoma 18 mm, no stenosis, mucosa pink",
    ])


def cuff(c):
    r = c.r
    return "Cuff pressure %d cmH2O (target 20-30) via %s" % (
        r.randint(16, 34), r.choice(["Posey Cufflator", "cuff manometer", "handheld manometer"]))


def meds(c, lary=False):
    r = c.r
    pool = ["saline nebs 5 ml QDS", "carbocisteine 750 mg TDS", "glycopyrronium 200 mcg TDS",
            "hyoscine patch 1 mg/72 h", "paracetamol 1 g QDS", "enoxaparin 40 mg SC daily",
            "omeprazole 20 mg OD via NGT", "lansoprazole 30 mg OD", "salbutamol 2.5 mg neb PRN",
            "chlorhexidine 0.2% mouthwash BD", "ipratropium 500 mcg neb QDS", "metoclopramide 10 mg TDS"]
    if lary:
        pool += ["levothyroxine 100 mcg OD", "nystatin 100,000 units/ml 1 ml QDS",
                 "calcium carbonate 1.25 g BD", "calcitriol 0.25 mcg daily", "fluconazole 50 mg OD x7 days"]
    if c.cc in ("US", "CA"):
        pool = [x.replace(" QDS", " QID").replace(" TDS", " TID").replace(" OD", " daily")
                .replace("paracetamol 1 g", "acetaminophen 650 mg") for x in pool]
    k = r.randint(2, 5)
    out = []
    while len(out) < k:
        x = r.choice(pool)
        if x not in out:
            out.append(x)
    return out


def spare_line(c, size):
    return "Spare tubes at bedside: same size (%s) and one size smaller; obturator, tracheal dilators, " \
           "10 ml syringe, suction (Yankauer + 12 Fr catheters) checked" % size


def airway_grade(c):
    r = c.r
    return "Mallampati %s, Cormack-Lehane grade %s" % (r.choice(["I", "II", "III", "IV"]),
                                                       r.choice(["1", "2a", "2b", "3", "3a"]))


def typo(c, s):
    """Rarely introduce a realistic typo into non-PHI text."""
    r = c.r
    if r.random() > 0.06:
        return s
    swaps = [("patient", "pateint"), ("secretions", "secrtions"), ("received", "recieved"),
             ("tolerated", "tolerrated"), ("tracheostomy", "tracheostmy"), ("review", "reveiw"),
             ("suction", "sucton"), ("with", "wiht")]
    for a, b in swaps:
        if a in s:
            return s.replace(a, b, 1)
    return s
