"""Lab panels with values, units and reference ranges (SI or US conventional)."""

SI = [  # key, label, unit, lo, hi, normal centre, decimals
    ("hb", "Hb", "g/L", 130, 170, 132, 0),
    ("wcc", "WCC", "x10^9/L", 4.0, 11.0, 7.2, 1),
    ("neut", "Neut", "x10^9/L", 2.0, 7.5, 4.6, 1),
    ("eos", "Eos", "x10^9/L", 0.0, 0.4, 0.2, 2),
    ("plt", "Plt", "x10^9/L", 150, 400, 290, 0),
    ("na", "Na", "mmol/L", 133, 146, 138, 0),
    ("k", "K", "mmol/L", 3.5, 5.3, 4.3, 1),
    ("urea", "Urea", "mmol/L", 2.5, 7.8, 6.0, 1),
    ("creat", "Creat", "umol/L", 59, 104, 88, 0),
    ("egfr", "eGFR", "mL/min/1.73m2", 90, None, 74, 0),
    ("alt", "ALT", "U/L", 0, 40, 24, 0),
    ("alp", "ALP", "U/L", 30, 130, 96, 0),
    ("bili", "Bili", "umol/L", 0, 21, 9, 0),
    ("alb", "Alb", "g/L", 35, 50, 36, 0),
    ("crp", "CRP", "mg/L", 0, 5, None, 0),
    ("esr", "ESR", "mm/h", 1, 20, None, 0),
    ("ck", "CK", "U/L", 40, 320, 110, 0),
]
US = [
    ("hb", "Hgb", "g/dL", 13.5, 17.5, 12.6, 1),
    ("wcc", "WBC", "K/uL", 4.5, 11.0, 7.0, 1),
    ("neut", "ANC", "K/uL", 1.8, 7.7, 4.5, 1),
    ("eos", "Eos", "%", 0, 6, 2, 0),
    ("plt", "Plt", "K/uL", 150, 450, 280, 0),
    ("na", "Na", "mEq/L", 136, 145, 139, 0),
    ("k", "K", "mEq/L", 3.5, 5.1, 4.2, 1),
    ("urea", "BUN", "mg/dL", 7, 20, 16, 0),
    ("creat", "Cr", "mg/dL", 0.7, 1.3, 1.0, 2),
    ("egfr", "eGFR", "mL/min/1.73m2", 60, None, 72, 0),
    ("alt", "ALT", "U/L", 7, 56, 28, 0),
    ("alp", "Alk Phos", "U/L", 44, 147, 98, 0),
    ("bili", "T Bili", "mg/dL", 0.1, 1.2, 0.6, 1),
    ("alb", "Albumin", "g/dL", 3.5, 5.0, 3.6, 1),
    ("crp", "CRP", "mg/L", 0, 10, None, 1),
    ("esr", "ESR", "mm/hr", 0, 20, None, 0),
    ("ck", "CK", "U/L", 22, 198, 95, 0),
]

LEVELS = {
    "vanc": ("Vancomycin trough", "mg/L", "15-20 (target)", 11.0, 24.0),
    "teic": ("Teicoplanin pre-dose", "mg/L", "20-40 (bone)", 14.0, 48.0),
    "gent": ("Gentamicin trough", "mg/L", "<1.0", 0.2, 1.6),
    "tobra": ("Tobramycin trough", "mg/L", "<1.0", 0.2, 1.4),
    "amik": ("Amikacin trough", "mg/L", "<2.5", 0.5, 4.0),
}


def _fmt(v, dec):
    if dec == 0:
        return "%d" % round(v)
    return ("%." + str(dec) + "f") % v


def panel(rng, country, week, event=None, want=None, level=None):
    """Return list of (label, value, unit, range, flag) rows and the level row if any."""
    table = US if country == "US" else SI
    rows = []
    crp0 = rng.uniform(60, 220)
    for key, lab, unit, lo, hi, mid, dec in table:
        if want is not None and key not in want:
            continue
        if key == "crp":
            v = max(0.5, crp0 * (0.55 ** week) + rng.uniform(-2, 3))
        elif key == "esr":
            v = max(3, 95 * (0.8 ** week) + rng.uniform(-6, 6))
        else:
            spread = (hi - lo) * 0.12 if hi is not None else mid * 0.12
            v = mid + rng.uniform(-spread, spread)
        if event == "neutropenia" and key == "neut":
            v = rng.uniform(0.4, 0.9)
        if event == "neutropenia" and key == "wcc":
            v = rng.uniform(1.8, 2.9)
        if event == "eosinophilia" and key == "eos":
            v = rng.uniform(1.1, 2.4) if country != "US" else rng.uniform(12, 22)
        if event == "aki" and key == "creat":
            v = rng.uniform(160, 240) if country != "US" else rng.uniform(1.9, 2.8)
        if event == "aki" and key == "egfr":
            v = rng.uniform(24, 38)
        if event == "aki" and key == "urea":
            v = rng.uniform(12, 19) if country != "US" else rng.uniform(34, 52)
        if event == "lft" and key in ("alt", "alp"):
            v = (hi or 50) * rng.uniform(2.5, 4.5)
        if event == "ck" and key == "ck":
            v = (hi or 200) * rng.uniform(3.5, 8)
        s = _fmt(v, dec)
        if hi is None:
            rng_s = ">%s" % _fmt(lo, 0)
            flag = "L" if v < lo else ""
        else:
            rng_s = "%s-%s" % (_fmt(lo, dec), _fmt(hi, dec))
            flag = "H" if v > hi else ("L" if v < lo else "")
        rows.append((lab, s, unit, rng_s, flag))
    lvl = None
    if level in LEVELS:
        name, unit, rr, a, b = LEVELS[level]
        v = rng.uniform(a, b)
        if event == "level_high":
            v = b * rng.uniform(1.05, 1.3)
        if level == "vanc":
            flag = "H" if v > 20 else ("L" if v < 15 else "")
        elif level == "teic":
            flag = "L" if v < 20 else ("H" if v > 40 else "")
        else:
            flag = "H" if v > float(rr.strip("<")) else ""
        lvl = (name, "%.1f" % v, unit, rr, flag)
    return rows, lvl


def trend_crp(rng, weeks):
    v = rng.uniform(70, 240)
    out = []
    for _ in range(weeks):
        out.append(max(1, int(v)))
        v = v * rng.uniform(0.35, 0.7)
    return out
