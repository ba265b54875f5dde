"""Numbers that are not PHI: observations, labs, questionnaire scores, active
stand / tilt data, CPET data. Several look like dates or phone numbers on
purpose (BP 118/76, PHQ-9 14/27, ref ranges, SNOMED codes)."""


def obs(rng, upright=False):
    sbp = rng.randint(98, 142)
    dbp = rng.randint(58, 92)
    hr = rng.randint(58, 98) + (rng.randint(20, 45) if upright else 0)
    return "BP %d/%d mmHg, HR %d bpm, SpO2 %d%% on air, RR %d, T %.1f C" % (
        sbp, dbp, hr, rng.randint(95, 100), rng.randint(12, 20), rng.uniform(36.1, 37.3))


def bmi(rng):
    h = rng.randint(152, 192)
    w = rng.randint(48, 118)
    return "Ht %d cm, Wt %d kg, BMI %.1f" % (h, w, w / (h / 100.0) ** 2)


LABS = [
    ("Hb", "g/L", 115, 160, "(115-165)"), ("WCC", "x10^9/L", 3.8, 10.5, "(4.0-11.0)"),
    ("Plt", "x10^9/L", 160, 390, "(150-400)"), ("Na", "mmol/L", 134, 144, "(133-146)"),
    ("K", "mmol/L", 3.6, 5.1, "(3.5-5.3)"), ("Creat", "umol/L", 52, 98, "(45-90)"),
    ("eGFR", "mL/min/1.73m2", 70, 120, "(>90)"), ("ALT", "U/L", 12, 48, "(<41)"),
    ("CRP", "mg/L", 0.5, 9, "(<5)"), ("Ferritin", "ug/L", 14, 240, "(30-400)"),
    ("B12", "ng/L", 190, 720, "(197-771)"), ("Folate", "ug/L", 3.5, 16, "(>3.9)"),
    ("TSH", "mU/L", 0.6, 4.8, "(0.27-4.2)"), ("fT4", "pmol/L", 11, 21, "(12-22)"),
    ("HbA1c", "mmol/mol", 31, 46, "(<42)"), ("Vit D (25-OH)", "nmol/L", 19, 95, "(>50)"),
    ("CK", "U/L", 40, 260, "(25-200)"), ("9am cortisol", "nmol/L", 180, 560, "(166-507)"),
    ("NT-proBNP", "ng/L", 20, 180, "(<125)"), ("D-dimer", "ng/mL FEU", 150, 640, "(<500)"),
    ("hs-Troponin T", "ng/L", 3, 12, "(<14)"), ("ESR", "mm/h", 2, 30, "(<20)"),
    ("Mg", "mmol/L", 0.7, 1.0, "(0.7-1.0)"), ("Tryptase", "ug/L", 2.1, 12.0, "(<11.4)"),
]


def labs(rng, k=None, with_ref=None):
    if k is None:
        k = rng.randint(5, 11)
    items = list(LABS)
    rng.shuffle(items)
    out = []
    for name, unit, lo, hi, ref in items[:k]:
        v = rng.uniform(lo, hi)
        vs = ("%.1f" % v) if hi < 30 else ("%d" % round(v))
        r = (" " + ref) if (with_ref if with_ref is not None else rng.random() < 0.5) else ""
        out.append("%s %s %s%s" % (name, vs, unit, r))
    return out


SCORES = [
    ("FSS", 9, 63, 63), ("Chalder Fatigue Scale (Likert)", 8, 33, 33), ("COMPASS-31", 12, 70, 100),
    ("PHQ-9", 3, 22, 27), ("GAD-7", 2, 18, 21), ("Epworth", 3, 19, 24), ("Nijmegen", 10, 40, 64),
    ("WSAS", 10, 38, 40), ("C19-YRS symptom severity", 20, 70, 100), ("DSQ-PEM", 4, 20, 20),
    ("MFIS", 20, 70, 84), ("HADS-A", 3, 17, 21), ("HADS-D", 2, 16, 21), ("PROMIS-29 fatigue T", 55, 75, 80),
]


def scores(rng, k=None):
    if k is None:
        k = rng.randint(3, 7)
    items = list(SCORES)
    rng.shuffle(items)
    out = []
    for name, lo, hi, mx in items[:k]:
        v = rng.randint(lo, hi)
        out.append(rng.choice(["%s %d/%d" % (name, v, mx), "%s: %d/%d" % (name, v, mx), "%s = %d" % (name, v)]))
    out.append(rng.choice(["EQ-5D-5L profile %d%d%d%d%d, VAS %d/100" % (rng.randint(1, 5), rng.randint(1, 5), rng.randint(1, 5),
                                                                         rng.randint(1, 5), rng.randint(1, 5), rng.randint(15, 75)),
                           "MRC dyspnoea grade %d" % rng.randint(1, 4),
                           "Bell disability scale %d" % rng.choice([20, 30, 40, 50, 60])]))
    return out


def active_stand(rng, pots=None):
    """Rows of (time label, SBP, DBP, HR) plus summary numbers."""
    if pots is None:
        pots = rng.random() < 0.55
    sup_hr = rng.randint(58, 88)
    sbp = rng.randint(100, 132)
    dbp = rng.randint(62, 84)
    rows = [("Supine 5 min", sbp, dbp, sup_hr)]
    peak = sup_hr
    for t in [1, 2, 3, 5, 7, 10]:
        rise = (rng.randint(28, 52) if pots else rng.randint(6, 24)) * min(1.0, 0.5 + t / 6.0)
        hr = sup_hr + int(rise) + rng.randint(-3, 3)
        peak = max(peak, hr)
        rows.append(("Standing %d min" % t, sbp + rng.randint(-12, 8), dbp + rng.randint(-4, 10), hr))
    return rows, sup_hr, peak, pots


def tilt_rows(rng, pots=None, vvs=False):
    if pots is None:
        pots = rng.random() < 0.5
    sup_hr = rng.randint(56, 86)
    sbp = rng.randint(102, 134)
    dbp = rng.randint(60, 82)
    rows = [("Baseline supine", sbp, dbp, sup_hr)]
    peak = sup_hr
    stop = 40 if not vvs else rng.choice([14, 18, 22, 26])
    for t in [2, 5, 10, 15, 20, 25, 30, 35, 40]:
        if t > stop:
            break
        rise = (rng.randint(32, 58) if pots else rng.randint(8, 26)) * min(1.0, 0.45 + t / 10.0)
        hr = sup_hr + int(rise) + rng.randint(-3, 3)
        s, d = sbp + rng.randint(-10, 8), dbp + rng.randint(-4, 8)
        if vvs and t >= stop - 2:
            s, d, hr = rng.randint(62, 78), rng.randint(34, 46), rng.randint(44, 56)
        peak = max(peak, hr)
        rows.append(("HUT %d min" % t, s, d, hr))
    rows.append(("Recovery 5 min", sbp + rng.randint(-6, 6), dbp + rng.randint(-4, 4), sup_hr + rng.randint(0, 8)))
    return rows, sup_hr, peak, pots, stop


def cpet_values(rng, day2=False):
    vo2 = rng.uniform(13.0, 32.0)
    pct = rng.randint(48, 96)
    at = vo2 * rng.uniform(0.45, 0.7)
    wpk = rng.randint(70, 210)
    d = {
        "VO2peak": "%.1f mL/kg/min (%d%% predicted)" % (vo2, pct),
        "VO2 at VT1": "%.1f mL/kg/min" % at,
        "Peak workload": "%d W" % wpk,
        "Workload at VT1": "%d W" % int(wpk * rng.uniform(0.35, 0.6)),
        "Peak HR": "%d bpm (%d%% APMHR)" % (rng.randint(128, 182), rng.randint(70, 98)),
        "RER peak": "%.2f" % rng.uniform(1.02, 1.25),
        "VE/VCO2 slope": "%.1f" % rng.uniform(24, 38),
        "O2 pulse": "%.1f mL/beat" % rng.uniform(7, 16),
        "SpO2 nadir": "%d%%" % rng.randint(93, 99),
        "BR": "%d%%" % rng.randint(18, 48),
        "PETCO2 at VT1": "%d mmHg" % rng.randint(30, 42),
        "Borg RPE peak": "%d/20" % rng.randint(15, 19),
        "Borg CR10 dyspnoea": "%d/10" % rng.randint(3, 9),
    }
    return d


def diary_day(rng):
    return {
        "steps": rng.choice([rng.randint(300, 2500), rng.randint(1500, 6000), rng.randint(3000, 9000)]),
        "rest_h": round(rng.uniform(2, 12), 1),
        "sleep_h": round(rng.uniform(5, 11), 1),
        "fatigue": rng.randint(3, 10),
        "pem": rng.choice(["none", "none", "mild", "moderate", "severe", "crash"]),
        "rhr": rng.randint(58, 92),
        "upright_h": round(rng.uniform(1.5, 10), 1),
    }


NON_PHI_NUMBERS = [
    "SNOMED CT 1119303003 (Post-COVID-19 syndrome)", "ICD-10 U09.9", "ICD-10 G93.32 (ME/CFS)",
    "ICD-10-CM R53.82", "Read code Y2b89", "CPT 93660 (tilt table)", "CPT 94621 (CPET)",
    "OPCS U19.1", "HRG EB07", "LOINC 8867-4", "CCC 2003", "HCPCS G2012",
]


def non_phi_code(rng):
    return rng.choice(NON_PHI_NUMBERS)
