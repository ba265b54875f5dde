"""Lab results and observations for the clinical writers (hard negatives:
values, units, reference ranges, NEWS2). No PHI is produced here."""

# name: SI unit, lo, hi, normal-range text, US unit, US factor, US range text
LABS = {
    "Hb": ("g/L", 95, 165, "115-165", "g/dL", 0.1, "12.0-15.5"),
    "WCC": ("x10^9/L", 4.2, 10.5, "4.0-11.0", "K/uL", 1, "4.0-11.0"),
    "Plt": ("x10^9/L", 160, 390, "150-400", "K/uL", 1, "150-400"),
    "Neut": ("x10^9/L", 2.1, 7.2, "2.0-7.5", "K/uL", 1, "1.8-7.7"),
    "Na": ("mmol/L", 135, 144, "133-146", "mEq/L", 1, "135-145"),
    "K": ("mmol/L", 3.6, 5.1, "3.5-5.3", "mEq/L", 1, "3.5-5.1"),
    "Urea": ("mmol/L", 3.0, 7.5, "2.5-7.8", "mg/dL", 2.8, "7-20"),
    "Creat": ("umol/L", 55, 100, "59-104", "mg/dL", 0.0113, "0.6-1.2"),
    "eGFR": ("mL/min/1.73m2", 62, 95, ">60", "mL/min/1.73m2", 1, ">60"),
    "CRP": ("mg/L", 1, 4, "<5", "mg/L", 1, "<10"),
    "D-dimer": ("mg/L FEU", 0.2, 0.45, "<0.50", "ng/mL FEU", 1000, "<500"),
    "hs-TnT": ("ng/L", 3, 12, "<14", "ng/L", 1, "<14"),
    "INR": ("", 0.9, 1.15, "0.8-1.2", "", 1, "0.8-1.2"),
    "Lactate": ("mmol/L", 0.7, 1.8, "0.5-2.2", "mmol/L", 1, "0.5-2.2"),
    "Bili": ("umol/L", 5, 18, "<21", "mg/dL", 0.058, "0.2-1.2"),
    "ALT": ("U/L", 12, 38, "<41", "U/L", 1, "7-56"),
    "ALP": ("U/L", 50, 120, "30-130", "U/L", 1, "44-147"),
    "Alb": ("g/L", 36, 47, "35-50", "g/dL", 0.1, "3.5-5.0"),
    "Glucose": ("mmol/L", 4.5, 7.5, "3.5-7.8", "mg/dL", 18, "70-140"),
    "Ferritin": ("ug/L", 40, 200, "30-400", "ng/mL", 1, "30-400"),
    "TSH": ("mU/L", 0.8, 3.9, "0.27-4.2", "mIU/L", 1, "0.4-4.0"),
    "NT-proBNP": ("ng/L", 40, 300, "<400", "pg/mL", 1, "<450"),
    "Mg": ("mmol/L", 0.75, 0.98, "0.7-1.0", "mg/dL", 2.43, "1.7-2.2"),
    "Adj Ca": ("mmol/L", 2.22, 2.5, "2.2-2.6", "mg/dL", 4.0, "8.5-10.2"),
    "ESR": ("mm/hr", 4, 18, "<20", "mm/hr", 1, "<20"),
}

DEC = {"Hb": 0, "WCC": 1, "Plt": 0, "Neut": 1, "Na": 0, "K": 1, "Urea": 1, "Creat": 0,
       "eGFR": 0, "CRP": 0, "D-dimer": 2, "hs-TnT": 0, "INR": 1, "Lactate": 1, "Bili": 0,
       "ALT": 0, "ALP": 0, "Alb": 0, "Glucose": 1, "Ferritin": 0, "TSH": 2, "NT-proBNP": 0,
       "Mg": 2, "Adj Ca": 2, "ESR": 0}


def lab_value(rng, name, country, override=None):
    unit, lo, hi, rr, uunit, fac, urr = LABS[name]
    v = override if override is not None else rng.uniform(lo, hi)
    dec = DEC[name]
    if country == "US":
        v = v * fac
        unit, rr = uunit, urr
        if name in ("Hb", "Creat", "Bili", "Alb", "Mg", "Adj Ca"):
            dec = 1
        if name in ("Urea", "Glucose", "D-dimer"):
            dec = 0
    if dec == 0:
        s = str(int(round(v)))
    else:
        s = ("%." + str(dec) + "f") % v
    name_shown = "BUN" if (country == "US" and name == "Urea") else name
    return name_shown, s, unit, rr


def lab_lines(rng, c, names, overrides=None, style=None):
    """Formatted lab results (plain text, no PHI)."""
    overrides = overrides or {}
    style = style if style is not None else rng.randint(0, 3)
    out = []
    for nm in names:
        n2, v, u, rr = lab_value(rng, nm, c.c, overrides.get(nm))
        flag = ""
        if nm in overrides:
            flag = rng.choice([" H", " (H)", "*", " !"]) if nm not in ("Hb", "Na", "eGFR", "Alb") \
                else rng.choice([" L", " (L)", "*"])
        if style == 0:
            out.append("%s %s%s" % (n2, v, flag))
        elif style == 1:
            out.append("%s %s %s (%s)%s" % (n2, v, u, rr, flag) if u else "%s %s (%s)" % (n2, v, rr))
        elif style == 2:
            out.append("%-10s %8s %-14s [%s]%s" % (n2, v, u, rr, flag))
        else:
            out.append("%s: %s%s" % (n2, v, (" " + u) if u else ""))
    return out


def obs(rng, sick=0):
    hr = rng.randint(64, 96) + sick * rng.randint(6, 20)
    sbp = rng.randint(108, 158)
    return {"HR": hr, "BP": "%d/%d" % (sbp, rng.randint(62, 94)), "RR": rng.randint(14, 18) + sick * 2,
            "SpO2": rng.randint(95, 99) - sick, "T": round(rng.uniform(36.3, 37.4) + sick * 0.6, 1),
            "NEWS2": rng.randint(0, 1) + sick * 2}


def obs_text(o, rng):
    st = rng.randint(0, 2)
    if st == 0:
        return "HR %d, BP %s, RR %d, SpO2 %d%% RA, T %.1f, NEWS2 %d" % (
            o["HR"], o["BP"], o["RR"], o["SpO2"], o["T"], o["NEWS2"])
    if st == 1:
        return "P %d reg | BP %s | RR %d | Sats %d%% on air | Temp %.1fC | NEWS %d" % (
            o["HR"], o["BP"], o["RR"], o["SpO2"], o["T"], o["NEWS2"])
    return "T %.1f  HR %d  BP %s  RR %d  SpO2 %d%%  (NEWS2 = %d)" % (
        o["T"], o["HR"], o["BP"], o["RR"], o["SpO2"], o["NEWS2"])


