"""PHI-free clinical filler: vitals, labs, medicines, histories."""

MEDS = [("metoprolol", "25 mg", "BID"), ("amlodipine", "5 mg", "daily"), ("atorvastatin", "40 mg", "nocte"),
        ("metformin", "1 g", "BD"), ("lisinopril", "10 mg", "daily"), ("ramipril", "5 mg", "OD"),
        ("apixaban", "5 mg", "BD"), ("warfarin", "per INR", ""), ("aspirin", "81 mg", "daily"),
        ("clopidogrel", "75 mg", "daily"), ("omeprazole", "20 mg", "OD"), ("pantoprazole", "40 mg", "daily"),
        ("levothyroxine", "100 mcg", "mane"), ("sertraline", "50 mg", "daily"), ("gabapentin", "300 mg", "TDS"),
        ("insulin glargine", "22 units", "nocte"), ("furosemide", "40 mg", "mane"), ("tacrolimus", "3 mg", "BD"),
        ("mycophenolate mofetil", "750 mg", "BD"), ("prednisolone", "5 mg", "OD"), ("sevelamer", "800 mg", "TDS with meals"),
        ("calcitriol", "0.25 mcg", "daily"), ("cinacalcet", "30 mg", "daily"), ("salbutamol inhaler", "2 puffs", "PRN"),
        ("tiotropium", "18 mcg", "daily"), ("prazosin", "2 mg", "nocte"), ("venlafaxine XR", "150 mg", "daily"),
        ("quetiapine", "25 mg", "nocte"), ("paracetamol", "1 g", "QDS PRN"), ("oxycodone", "5 mg", "q4h PRN"),
        ("tamsulosin", "0.4 mg", "daily"), ("empagliflozin", "10 mg", "daily"), ("bisoprolol", "2.5 mg", "OD"),
        ("spironolactone", "25 mg", "daily"), ("allopurinol", "100 mg", "daily"), ("methadone", "60 mg", "daily"),
        ("buprenorphine", "16 mg", "SL daily"), ("naltrexone", "50 mg", "daily"), ("valganciclovir", "450 mg", "daily"),
        ("co-trimoxazole", "480 mg", "daily"), ("epoetin alfa", "4000 units", "weekly"), ("iron sucrose", "100 mg", "with HD")]
PMH = ["hypertension", "type 2 diabetes mellitus", "COPD", "asthma", "obstructive sleep apnoea on CPAP",
       "ischaemic heart disease", "atrial fibrillation", "CKD stage 3b", "hypothyroidism", "GORD", "osteoarthritis",
       "depression", "PTSD", "generalised anxiety disorder", "obesity (BMI 38)", "previous DVT", "gout",
       "migraine", "epilepsy", "chronic low back pain", "hyperlipidaemia", "heart failure with reduced EF",
       "peripheral vascular disease", "alcohol use disorder", "hepatitis C (treated)", "rheumatoid arthritis",
       "tinnitus", "mild TBI", "Crohn's disease", "polycystic kidney disease", "IgA nephropathy",
       "diabetic nephropathy", "lupus nephritis", "Hashimoto's thyroiditis", "Barrett's oesophagus"]
ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfa (hives)", "latex", "NKDA", "morphine (itch)",
             "amoxicillin (anaphylaxis)", "chlorhexidine (contact dermatitis)", "NKA", "iodinated contrast (urticaria)",
             "trimethoprim", "ACE inhibitors (angio-oedema)"]


def uk(c, us_word, uk_word):
    return us_word if c.loc == "US" else uk_word


def vitals(c, style=None):
    r = c.r
    hr, sbp, dbp = r.randint(52, 118), r.randint(96, 172), r.randint(52, 98)
    rr, sat, t = r.randint(12, 24), r.randint(91, 100), round(r.uniform(36.1, 38.6), 1)
    wt = round(r.uniform(48, 128), 1)
    style = style if style is not None else r.randrange(4)
    if style == 0:
        return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f C, wt %.1f kg" % (sbp, dbp, hr, rr, sat, t, wt)
    if style == 1:
        return "T %.1f  P %d  R %d  BP %d/%d  O2 sat %d%% on room air" % (t, hr, rr, sbp, dbp, sat)
    if style == 2:
        return ("Vitals:\n  BP      %d/%d mmHg\n  HR      %d bpm\n  RR      %d\n  SpO2    %d%%\n  Temp    %.1f\n  Weight  %.1f kg"
                % (sbp, dbp, hr, rr, sat, t, wt))
    return "obs: hr %d, bp %d/%d, rr %d, sats %d%%, afebrile %.1f" % (hr, sbp, dbp, rr, sat, t)


def labs(c, kind="basic", table=None):
    r = c.r
    rows = []
    if kind in ("basic", "renal"):
        rows += [("Hb", "%d" % r.randint(82, 158), "g/L"), ("WCC", "%.1f" % r.uniform(3.2, 14.8), "x10^9/L"),
                 ("Plt", "%d" % r.randint(95, 420), "x10^9/L"), ("Na", "%d" % r.randint(129, 145), "mmol/L"),
                 ("K", "%.1f" % r.uniform(3.2, 6.1), "mmol/L"), ("Creat", "%d" % r.randint(55, 780), "umol/L"),
                 ("eGFR", "%d" % r.randint(6, 95), "mL/min/1.73m2")]
    if kind == "renal":
        rows += [("Urea", "%.1f" % r.uniform(5, 32), "mmol/L"), ("Phos", "%.2f" % r.uniform(0.9, 2.6), "mmol/L"),
                 ("Ca (corr)", "%.2f" % r.uniform(2.0, 2.6), "mmol/L"), ("PTH", "%d" % r.randint(8, 95), "pmol/L"),
                 ("Albumin", "%d" % r.randint(26, 44), "g/L"), ("Ferritin", "%d" % r.randint(80, 900), "ug/L"),
                 ("Kt/V", "%.2f" % r.uniform(1.1, 1.7), ""), ("URR", "%d" % r.randint(62, 78), "%")]
    if kind == "neo":
        rows = [("Hb", "%d" % r.randint(105, 190), "g/L"), ("CRP", "<%d" % r.randint(1, 5), "mg/L"),
                ("SBR", "%d" % r.randint(80, 290), "umol/L"), ("Na", "%d" % r.randint(131, 146), "mmol/L"),
                ("K", "%.1f" % r.uniform(3.5, 6.2), "mmol/L"), ("Glucose", "%.1f" % r.uniform(2.4, 7.8), "mmol/L"),
                ("Gas pH", "%.2f" % r.uniform(7.18, 7.42), ""), ("pCO2", "%.1f" % r.uniform(4.5, 8.4), "kPa"),
                ("BE", "%.1f" % r.uniform(-8, 2), ""), ("Lactate", "%.1f" % r.uniform(0.8, 4.5), "mmol/L")]
    if kind == "preop":
        rows += [("INR", "%.1f" % r.uniform(0.9, 2.8), ""), ("APTT", "%d" % r.randint(24, 41), "s"),
                 ("HbA1c", "%d" % r.randint(36, 88), "mmol/mol"), ("Group & Save", r.choice(["valid", "sent", "valid x2"]), "")]
    if c.loc == "US":
        conv = {"g/L": "g/dL", "umol/L": "mg/dL", "mmol/L": "mEq/L", "x10^9/L": "K/uL"}
        out = []
        for n, v, u in rows:
            if u == "g/L" and v.isdigit():
                v, u = "%.1f" % (int(v) / 10), "g/dL"
            elif u == "umol/L" and n == "Creat" and v.isdigit():
                v, u = "%.2f" % (int(v) / 88.4), "mg/dL"
            elif n == "Creat":
                pass
            out.append((n if n != "WCC" else "WBC", v, conv.get(u, u) if u in ("x10^9/L",) else u))
        rows = out
    if table is None:
        table = r.randrange(3)
    if table == 0:
        return ", ".join("%s %s" % (n, v) for n, v, u in rows)
    if table == 1:
        return "\n".join("  %-12s %8s %s" % (n, v, u) for n, v, u in rows)
    return "| Test | Result | Units |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % (n, v, u) for n, v, u in rows)


def meds(c, n=None, style=None, extra=None):
    r = c.r
    n = n or r.randint(3, 8)
    picks = r.sample(MEDS, n)
    if extra:
        picks = [m for m in MEDS if m[0] in extra] + picks
    style = style if style is not None else r.randrange(3)
    if style == 0:
        return "\n".join("- %s %s %s" % m for m in picks)
    if style == 1:
        return "; ".join("%s %s %s" % m for m in picks)
    return "\n".join("%d. %s %s %s" % ((i + 1,) + m) for i, m in enumerate(picks))


def pmh(c, n=None):
    return c.r.sample(PMH, n or c.r.randint(2, 5))


def allergy(c):
    return c.r.choice(ALLERGIES)


def bmi(c):
    return "%.1f" % c.r.uniform(18.5, 44)
