"""Shared building blocks: banners, vitals, labs, medication lists, signatures."""
from core import m, table, aligned, fmt_date


def time(c):
    r = c.rng
    return "%02d:%02d" % (r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def dtime(c):
    r = c.rng
    return "%02d%02d" % (r.randint(7, 22), r.randint(0, 59))


def vitals(c, sick=False, style=None):
    r = c.rng
    hr = r.randint(95, 128) if sick else r.randint(58, 96)
    sbp = r.randint(88, 112) if sick and r.random() < 0.5 else r.randint(110, 168)
    dbp = r.randint(50, 96)
    rr = r.randint(20, 30) if sick else r.randint(12, 19)
    sat = r.randint(86, 94) if sick else r.randint(94, 99)
    t = round(r.uniform(37.8, 39.4), 1) if sick else round(r.uniform(36.1, 37.4), 1)
    o2 = r.choice(["RA", "room air", "2L NC", "28% venturi", "4L NP", "air"]) if sick else r.choice(["RA", "room air", "air"])
    style = style or r.choice(["line", "slash", "list", "terse"])
    if style == "line":
        return "HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s, T %.1f" % (hr, sbp, dbp, rr, sat, o2, t)
    if style == "slash":
        return "P %d | BP %d/%d | RR %d | sats %d%% %s | temp %.1f" % (hr, sbp, dbp, rr, sat, o2, t)
    if style == "list":
        return "\n".join(["- Pulse: %d bpm %s" % (hr, r.choice(["regular", "irregularly irregular", "reg"])),
                          "- BP: %d/%d mmHg" % (sbp, dbp), "- RR: %d/min" % rr, "- SpO2: %d%% (%s)" % (sat, o2),
                          "- Temp: %.1f C" % t])
    return "hr %d bp %d/%d rr %d sats %d %s t %.1f" % (hr, sbp, dbp, rr, sat, o2, t)


def bloods(c, kind="uk", abnormal=None):
    r = c.rng
    ab = abnormal or []
    vals = [
        ("Hb", "%d" % (r.randint(78, 104) if "anaemia" in ab else r.randint(118, 162)), "g/L"),
        ("WCC", "%.1f" % (r.uniform(12.5, 24) if "infection" in ab else r.uniform(4.2, 10.5)), "x10^9/L"),
        ("Plt", "%d" % r.randint(150, 420), "x10^9/L"),
        ("Na", "%d" % (r.randint(118, 129) if "hypoNa" in ab else r.randint(134, 144)), "mmol/L"),
        ("K", "%.1f" % r.uniform(3.4, 5.4), "mmol/L"),
        ("Urea", "%.1f" % (r.uniform(11, 24) if "aki" in ab else r.uniform(3.1, 8.4)), "mmol/L"),
        ("Creat", "%d" % (r.randint(160, 340) if "aki" in ab else r.randint(55, 110)), "umol/L"),
        ("eGFR", "%d" % (r.randint(14, 40) if "aki" in ab else r.randint(60, 90)), ""),
        ("CRP", "%d" % (r.randint(80, 310) if "infection" in ab else r.randint(1, 12)), "mg/L"),
    ]
    if "trop" in ab:
        vals.append(("hs-TnT", "%d" % r.randint(40, 900), "ng/L"))
    if "dka" in ab:
        vals += [("Glucose", "%.1f" % r.uniform(18, 32), "mmol/L"), ("Ketones", "%.1f" % r.uniform(3.2, 6.8), "mmol/L"),
                 ("pH", "%.2f" % r.uniform(7.05, 7.28), ""), ("HCO3", "%.1f" % r.uniform(6, 14), "mmol/L")]
    if "lfts" in ab or r.random() < 0.4:
        vals += [("Bili", "%d" % r.randint(5, 30), "umol/L"), ("ALT", "%d" % r.randint(12, 60), "U/L"),
                 ("ALP", "%d" % r.randint(50, 160), "U/L"), ("Alb", "%d" % r.randint(28, 44), "g/L")]
    if "lactate" in ab:
        vals.append(("Lactate", "%.1f" % r.uniform(2.2, 5.8), "mmol/L"))
    return vals


def bloods_text(c, vals, style=None):
    r = c.rng
    style = style or r.choice(["inline", "table", "aligned", "pipe_inline", "fishbone"])
    if style == "inline":
        return ", ".join("%s %s" % (k, v) for k, v, u in vals)
    if style == "pipe_inline":
        return " | ".join("%s %s" % (k, v) for k, v, u in vals)
    if style == "table":
        return table([["Test", "Result", "Units"]] + [[k, v, u] for k, v, u in vals])
    if style == "aligned":
        return aligned([[k, v, u] for k, v, u in vals])
    d = dict((k, v) for k, v, u in vals)
    return ("Hb %s / WCC %s / Plt %s\nNa %s K %s Ur %s Cr %s (eGFR %s)\nCRP %s" %
            (d["Hb"], d["WCC"], d["Plt"], d["Na"], d["K"], d["Urea"], d["Creat"], d["eGFR"], d["CRP"]))


MEDS = {
    "htn": ["amlodipine 5mg OD", "ramipril 5mg OD", "indapamide 2.5mg OD", "losartan 50mg OD", "bisoprolol 2.5mg OD",
            "perindopril 4mg mane", "enalapril 10mg bd", "hydrochlorothiazide 12.5mg daily"],
    "dm": ["metformin 1g BD", "gliclazide 80mg BD", "sitagliptin 100mg OD", "empagliflozin 10mg OD", "insulin glargine 22 units nocte",
           "dapagliflozin 10mg daily", "NovoMix 30 18u mane 12u nocte"],
    "card": ["atorvastatin 40mg ON", "aspirin 75mg OD", "clopidogrel 75mg OD", "apixaban 5mg BD", "furosemide 40mg OM",
             "spironolactone 25mg OD", "GTN spray PRN", "rosuvastatin 10mg nocte", "ticagrelor 90mg BD"],
    "resp": ["Trelegy Ellipta 1 puff OD", "salbutamol 100mcg inh PRN", "Symbicort 200/6 2 puffs BD", "montelukast 10mg ON",
             "carbocisteine 375mg TDS", "tiotropium 18mcg OD"],
    "paed": ["paracetamol 15mg/kg PRN", "ibuprofen 10mg/kg PRN", "salbutamol via spacer PRN", "iron polymaltose syrup daily",
             "amoxicillin 25mg/kg bd", "cetirizine 5mg daily", "zinc cream", "vitamin D drops"],
    "misc": ["omeprazole 20mg OD", "lansoprazole 30mg OD", "paracetamol 1g QDS PRN", "sertraline 50mg OD", "levothyroxine 75mcg OD",
             "Adcal-D3 1 tab BD", "alendronic acid 70mg weekly", "tamsulosin 400mcg OD", "mirtazapine 15mg ON", "pregabalin 75mg BD",
             "co-codamol 30/500 2 tabs QDS PRN", "allopurinol 300mg OD", "folic acid 5mg OD", "vitamin D 1000 units daily",
             "citalopram 20mg mane", "donepezil 10mg nocte", "quetiapine 25mg nocte", "senna 7.5mg 2 tabs nocte", "lactulose 10ml BD"],
}


def medlist(c, n=None, cats=("htn", "dm", "card", "resp", "misc")):
    r = c.rng
    if c.age < 16:
        cats = ("paed",)
        n = min(n or 2, 3)
    pool = []
    for k in cats:
        pool += MEDS[k]
    n = n or r.randint(3, 8)
    return r.sample(pool, min(n, len(pool)))


ALLERGY = ["NKDA", "NKDA", "nil known", "penicillin (rash)", "penicillin - anaphylaxis", "codeine (vomiting)",
           "trimethoprim (rash)", "sulfa drugs", "NKDA", "elastoplast", "latex", "morphine - itch", "ACE-I (cough)"]


def pick(c, seq, k=None):
    if k is None:
        return c.rng.choice(seq)
    return c.rng.sample(seq, min(k, len(seq)))


def sig_block(c, p, role, lic_label=None, lic=None, extra=None, style=None):
    """signature lines; p is a Person"""
    r = c.rng
    style = style or r.choice(["a", "b", "c", "d"])
    lines = []
    if style == "a":
        lines.append(c.doc(p, "dr_full"))
        lines.append(role)
    elif style == "b":
        lines.append("Signed: " + c.doc(p, "full") + " (" + role + ")")
    elif style == "c":
        lines.append(c.doc(p, "dr_fi") + ", " + role)
    else:
        lines.append(m("DOCTOR", p.full.upper()) + "  " + role)
    if lic_label and lic:
        lines.append("%s %s" % (lic_label, m("LICENSE", lic)))
    if extra:
        lines += extra
    return "\n".join(lines)


def dictation_footer(c, author, typist, d_dict, d_typed):
    r = c.rng
    v = r.random()
    if v < 0.35:
        return "Dictated: %s   Typed: %s\n%s/%s" % (c.D(d_dict), c.D(d_typed), m("DOCTOR", author.initials(False)),
                                                    m("DOCTOR", typist.initials(False).lower()))
    if v < 0.7:
        return "%s/%s   D: %s  T: %s  Job no. %s" % (m("DOCTOR", author.initials(False)), m("DOCTOR", typist.initials(False).lower()),
                                                    c.D(d_dict, "dmy"), c.D(d_typed, "dmy"), m("IDNUM", str(r.randint(100000, 999999))))
    return "Dict. %s / typed %s by %s (medical secretary)" % (c.D(d_dict), c.D(d_typed), m("DOCTOR", typist.full))


def print_banner(c, hosp, user, where="top"):
    r = c.rng
    ip = c.ip()
    v = r.random()
    if v < 0.33:
        return "Printed %s %s by %s from %s  |  %s  |  Page 1 of %d" % (c.D(c.today, "dmy"), time(c), m("USERNAME", user),
                                                                     m("IPADDR", ip), m("HOSPITAL", hosp), r.randint(2, 4))
    if v < 0.66:
        return "=== %s === printed by user %s (ws %s) %s %s ===" % (m("HOSPITAL", hosp), m("USERNAME", user), m("IPADDR", ip),
                                                                    c.D(c.today, "dmy"), time(c))
    return "Report generated %s %s | user: %s | terminal %s | CONFIDENTIAL" % (c.D(c.today, "iso"), time(c), m("USERNAME", user),
                                                                               m("IPADDR", ip))


def obs_chart(c, n=None, sick=False, start_day=None, short_dates=True):
    """observation chart as a pipe table; times ascending, optional date column"""
    r = c.rng
    n = n or r.randint(3, 6)
    hrs = sorted(r.sample(range(0, 24), n))
    rows = [["Time", "HR", "BP", "RR", "SpO2", "T", "GCS" if r.random() < 0.5 else "Pain"]]
    hr = r.randint(95, 125) if sick else r.randint(60, 95)
    for h in hrs:
        hr = max(55, hr + r.randint(-9, 5))
        rows.append(["%02d:%02d" % (h, r.choice([0, 15, 30, 45])), str(hr), "%d/%d" % (r.randint(90, 160), r.randint(50, 95)),
                     str(r.randint(14, 28) if sick else r.randint(12, 20)), "%d%%" % r.randint(89, 99),
                     "%.1f" % r.uniform(36.2, 39.0 if sick else 37.5), str(r.choice([15, 15, 14]) if True else "")])
    return table(rows)


def trend_table(c, days=(0, 1, 3)):
    """lab trend table with dated columns"""
    r = c.rng
    cols = [c.Ds(c.ago(d), "ddmm" if c.loc in ("GB", "AU", "NZ", "IE", "ZA") else "mon_d") for d in sorted(days, reverse=True)]
    rows = [["Test"] + cols]
    for name, lo, hi, fmt in [("Hb", 90, 150, "%d"), ("WCC", 4, 20, "%.1f"), ("Na", 128, 144, "%d"), ("K", 3.3, 5.6, "%.1f"),
                              ("Creat", 60, 260, "%d"), ("CRP", 3, 250, "%d"), ("Mg", 0.6, 1.0, "%.2f")]:
        rows.append([name] + [fmt % r.uniform(lo, hi) for _ in cols])
    return table(rows)


def immunisations(c, items):
    r = c.rng
    out = []
    for it in items:
        d = c.ago(r.randint(30, 3000))
        out.append("  %-22s %s" % (it, c.D(d, r.choice(["dmy", "mon_y", c.dstyle]))))
    return "\n".join(out)


def young(c):
    return c.age < 16


def noun(c):
    if c.age < 16:
        return "boy" if c.pt.sex == "M" else "girl"
    return "man" if c.pt.sex == "M" else "woman"
