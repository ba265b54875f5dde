"""Shared clinical filler (mostly hard negatives: values, units, scores, drugs, codes, times)."""
import pools as P

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age_any(c):
    """Age in many surface forms, returned as parts."""
    r = c.r
    if r.random() < 0.12:
        return [("AGE", words(c.age)), "-year-old "] if r.random() < 0.5 else ["aged ", ("AGE", words(c.age)), " "]
    return c.age_parts()


def tm(r):
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def tm12(r):
    return f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM', 'am', 'pm', 'a.m.', 'p.m.'])}"


def lead_table(c, kind):
    r = c.r
    rows = []
    chambers = {"PPM": ["RA", "RV"], "ICD": ["RA", "RV"], "CRT-D": ["RA", "RV", "LV"], "CRT-P": ["RA", "RV", "LV"],
                "leadless PPM": ["RV"], "S-ICD": [], "ILR": []}[kind]
    if kind == "ICD" and r.random() < 0.4:
        chambers = ["RV"]
    for ch in chambers:
        sens = f"{r.uniform(0.8, 4.5):.1f}" if ch == "RA" else f"{r.uniform(4.0, 20.0):.1f}"
        imp = r.randint(280, 1150)
        thr = f"{r.choice([0.5, 0.625, 0.75, 0.875, 1.0, 1.25, 1.5, 2.0])} V @ {r.choice(['0.4', '0.5', '0.4', '1.0'])} ms"
        rows.append((ch, sens, imp, thr))
    return rows


def lead_block(c, kind, style=None):
    r = c.r
    rows = lead_table(c, kind)
    if kind == "S-ICD":
        return (f"S-ICD: sensing vector {r.choice(['Primary', 'Secondary', 'Alternate'])}, gain {r.choice(['1x', '2x'])}, "
                f"shock impedance {r.randint(50, 95)} ohms (last delivered), SMART Pass {r.choice(['ON', 'OFF'])}.\n")
    if kind == "ILR":
        return (f"R-wave amplitude {r.uniform(0.2, 1.2):.2f} mV; noise {r.choice(['minimal', 'nil', 'intermittent on upper-arm movement'])}. "
                f"Sensing threshold {r.choice(['0.035', '0.05', '0.065'])} mV. Battery OK.\n")
    style = style or r.choice(["table", "pipe", "prose"])
    out = []
    if style == "table":
        out.append("Lead   Sensing(mV)   Impedance(ohm)   Threshold\n")
        for ch, s, i, t in rows:
            out.append(f"{ch:<6} {s:<13} {i:<16} {t}\n")
    elif style == "pipe":
        out.append("| Chamber | P/R wave | Imp | Capture |\n|---|---|---|---|\n")
        for ch, s, i, t in rows:
            out.append(f"| {ch} | {s} mV | {i} Ω | {t} |\n")
    else:
        for ch, s, i, t in rows:
            w = "P wave" if ch == "RA" else "R wave"
            out.append(f"{ch}: {w} {s} mV, impedance {i} ohms, threshold {t}. ")
        out.append("\n")
    if kind in ("ICD", "CRT-D"):
        out.append(f"HV impedance {r.randint(38, 95)} ohms; last charge time {r.uniform(6, 11):.1f} s.\n")
    return "".join(out)


def battery(c):
    r = c.r
    return r.choice([f"Battery {r.uniform(2.75, 3.2):.2f} V, estimated longevity {r.uniform(1.5, 13):.1f} years.",
                     f"Battery status OK ({r.randint(3, 14)} years remaining to RRT).",
                     f"Battery: {r.randint(15, 100)}% / approx. {r.randint(2, 12)} yrs; ERI not reached.",
                     f"Longevity {r.randint(18, 150)} months. RRT not reached."])


def pacing_pct(c):
    r = c.r
    if c.device[1] == "ILR":
        return r.choice(["No pacing function (ILR).", "Monitoring-only device.", "Pacing: n/a."])
    return r.choice([f"AP {r.randint(0, 99)}%, VP {r.randint(0, 99)}%.", f"Pacing: A {r.randint(0, 99)}% / V {r.uniform(0, 99):.1f}%.",
                     f"%VP {r.uniform(0, 100):.1f}; %BiV {r.uniform(88, 99.9):.1f}.", f"RV pacing burden {r.randint(0, 100)}%."])


def mode(c):
    r = c.r
    return r.choice([f"DDDR {r.choice([50, 60, 70])}/{r.choice([120, 130, 140])}", f"AAI<=>DDD (MVP) {r.choice([50, 60])} bpm",
                     f"VVI {r.choice([40, 50, 60])}", f"DDD {r.choice([60, 70])}/{r.choice([120, 130])}, AVD {r.choice([150, 180, 200])} ms",
                     f"VVIR 60/{r.choice([110, 120])}", f"DDI 60", f"VDD {r.choice([50, 60])}/120"])


def zones(c):
    r = c.r
    return r.choice([f"VF >{r.choice([200, 214, 222, 231])} bpm: 35 J x6. FVT via VF. VT {r.choice([167, 171, 176, 188])}-{r.choice([200, 214])} bpm: ATP x3 then shock. Monitor zone {r.choice([150, 154, 160])} bpm.",
                     f"VT-1 {r.choice([160, 170])} bpm (monitor only), VT {r.choice([180, 185])} bpm ATP/shock, VF {r.choice([220, 240])} bpm 41 J.",
                     f"Shock zone {r.choice([220, 230, 250])} bpm, conditional zone {r.choice([200, 210])} bpm (S-ICD)."])


def meds(c, k=3):
    r = c.r
    return "; ".join(r.sample(P.DRUGS, k))


def vitals(c):
    r = c.r
    return (f"BP {r.randint(95, 170)}/{r.randint(50, 99)}, HR {r.randint(45, 110)}, SpO2 {r.randint(90, 99)}% RA, "
            f"T {r.uniform(36.1, 37.9):.1f} C, wt {r.randint(48, 130)} kg.")


def labs(c):
    r = c.r
    return r.choice([f"K {r.uniform(3.2, 5.6):.1f}, Mg {r.uniform(0.6, 1.1):.2f}, Cr {r.randint(60, 220)} umol/L, eGFR {r.randint(18, 95)}.",
                     f"Na {r.randint(128, 145)}, K {r.uniform(3.3, 5.4):.1f}, BUN {r.randint(8, 45)}, creat {r.uniform(0.7, 2.6):.1f}, BNP {r.randint(40, 2400)} pg/mL.",
                     f"NT-proBNP {r.randint(120, 9000)} ng/L, Hb {r.randint(95, 160)} g/L, INR {r.uniform(0.9, 3.4):.1f}, TSH {r.uniform(0.3, 5):.2f}."])


def scores(c):
    r = c.r
    return r.choice([f"CHA2DS2-VASc {r.randint(1, 7)}, HAS-BLED {r.randint(0, 4)}.", f"NYHA class {r.choice(['I', 'II', 'III', 'II-III'])}; LVEF {r.randint(15, 60)}%.",
                     f"QRS {r.randint(88, 190)} ms, QTc {r.randint(390, 520)} ms.", f"EHRA score {r.choice(['1', '2a', '2b', '3'])}; KCCQ {r.randint(20, 95)}.",
                     f"MoCA {r.randint(14, 30)}/30; Clinical Frailty Scale {r.randint(2, 8)}."])


def episodes(c):
    r = c.r
    return r.choice([f"{r.randint(0, 40)} AT/AF episodes, burden {r.uniform(0, 40):.1f}%, longest {r.randint(1, 23)} h {r.randint(0, 59)} min.",
                     f"{r.randint(1, 9)} NSVT episodes (max {r.randint(4, 28)} beats, {r.randint(160, 240)} bpm). No sustained VT/VF.",
                     f"{r.randint(0, 5)} high-rate episodes on review - all {r.choice(['far-field', 'noise', 'SVT 1:1', 'AF with RVR'])}; no therapy delivered.",
                     "No arrhythmia episodes stored since last follow-up.", f"Mode switch x{r.randint(1, 60)}, {r.uniform(0, 12):.1f}% of time."])


def codes(c):
    r = c.r
    return r.choice(["CPT 93288", "CPT 93280", "CPT 93295 / 93296", "CPT 93283", "ICD-10 Z95.0", "ICD-10 Z95.810",
                     "ICD-10 I44.2", "ICD-10 I48.0", "ICD-10 I47.2", "SNOMED 441509002", "CPT 33249", "CPT 33208", "ICD-10 R55"])


def eponym(c):
    return c.r.choice(["Wenckebach", "Mobitz II", "Holter", "Brugada pattern", "Valsalva", "Twiddler's syndrome",
                       "Seldinger technique", "Ashman phenomenon", "Wolff-Parkinson-White", "Stokes-Adams attack",
                       "Chagas disease", "Lev-Lenegre disease", "Lown-Ganong-Levine", "Kussmaul sign", "Osborn waves"])


def age_adj(c):
    """Adjectival age: '64-year-old ', '64 yo ', 'seventy-two-year-old '."""
    r = c.r
    if r.random() < 0.15:
        return [("AGE", words(c.age)), "-year-old "]
    return c.age_parts(r.choice(["yo", "year", "year", "yo2"]))


def pmh(c):
    r = c.r
    items = r.sample(["HTN", "T2DM on metformin 1 g BID", "CKD stage 3a (eGFR 48)", "COPD, FEV1 1.4 L", "prior CABG x3",
                      "TIA", "hypothyroidism on levothyroxine 75 mcg", "OSA on CPAP", "osteoarthritis", "gout",
                      "prostate ca (treated)", "AAA 4.1 cm under surveillance", "PVD", "depression", "PE on apixaban",
                      "GORD", "anaemia (Hb 104)", "Parkinson's disease", "Raynaud's phenomenon", "Addison's disease"], r.randint(3, 5))
    return "PMH: " + "; ".join(items) + ". Allergies: " + r.choice(["NKDA", "penicillin (rash)", "iodinated contrast", "chlorhexidine",
                                                                   "sulfa", "latex", "nil known"]) + ".\n"


def social(c):
    """Social history parts: occupation, employer, household, smoking."""
    r = c.r
    out = ["Social: "]
    k = r.randint(0, 3)
    if k == 0:
        out += [r.choice(["Works as ", "Employed as "]) + ("an " if c.prof[0] in "aeiou" else "a "), ("PROFESSION", c.prof), " at ", ("ORGANIZATION", c.employer), ". "]
    elif k == 1:
        out += [r.choice(["Retired ", "Former "]), ("PROFESSION", r.choice(["teacher", "welder", "bus driver", "nurse", "farmer", "engineer", "postman", "bookkeeper"])), ". "]
    elif k == 2:
        out += ["Lives with ", c.his, " ", c.rel, " ", ("FAMILY", c.fam[0]), r.choice([" in ", ", "]), ("CITY", c.place[0]), ". "]
    else:
        out += ["Lives alone; ", c.rel, " ", ("FAMILY", " ".join(c.fam)), " visits ", r.choice(["daily", "weekly", "most days"]), ". "]
    out.append(r.choice(["Ex-smoker, 30 pack-years. ", "Never smoker. ", "Smokes 10/day. ", "Alcohol 14 units/wk. ", "No alcohol. "]))
    out.append(r.choice(["Independent with ADLs.", "Uses a rollator.", "Drives.", "Not driving since shock.", "Walks 2 km daily."]) + "\n")
    return out


def footer(c):
    """System print footer: print date/time, user, page count, confidentiality text."""
    r = c.r
    return ["\n", r.choice(["Printed ", "Generated ", "Report run "]), c.d(c.today, r.choice(["us", "iso", "eu", "dmy_abbr"])), " ", tm(r),
            " by ", ("USERNAME", c.username(c.person())), r.choice([" | Page 1 of 1", " - pg 1/2", ""]),
            r.choice([" | CONFIDENTIAL - contains PHI\n", "\nThis document may contain confidential information.\n", "\n"])]
