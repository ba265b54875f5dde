"""Shared note blocks: letterheads, demographics, vitals, labs, signatures (dev68_en)."""
import pools as P
from core import M


def tm(c):
    r = c.r
    h, m = r.randint(7, 18), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55])
    if c.loc == "US" and r.random() < 0.5:
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{h:02d}:{m:02d}"


def letterhead(c, name=None, addr=None, upper=None):
    r = c.r
    name = name or c.clinic
    a = addr or c.clinic_addr
    if upper is None:
        upper = r.random() < 0.3
    lines = [M("HOSPITAL", name.upper() if upper else name)]
    if r.random() < 0.5:
        lines += c.addr_lines(a)
    else:
        lines.append(c.addr_inline(a))
    sep = r.choice(["  ", " | ", "   ", " / "])
    tl = r.choice(["Tel:", "Ph:", "Phone", "T:", "Tel"])
    fl = r.choice(["Fax:", "Fax", "F:"])
    lines.append(f"{tl} {M('PHONE', c.phone(mobile=False))}{sep}{fl} {M('FAX', c.fax())}")
    x = r.random()
    if x < 0.35:
        lines.append(f"{M('EMAIL', c.clinic_email())}{sep}{M('URL', c.url())}")
    elif x < 0.6:
        lines.append(f"Web: {M('URL', c.url())}")
    elif x < 0.8:
        lines.append(f"Email: {M('EMAIL', c.clinic_email())}")
    return "\n".join(lines)


def sex_word(c, short=False):
    if short:
        return c.pt.sex
    return {"M": c.r.choice(["male", "man", "gentleman", "M"]), "F": c.r.choice(["female", "woman", "lady", "F"])}[c.pt.sex]


def demo_block(c, fields=None, kv_sep=": "):
    """Key: value patient identification block."""
    r = c.r
    loc = c.loc
    rows = []
    rows.append(("Patient" if r.random() < 0.5 else "Name", c.pt_name(r.choice(["upper_last_first", "last_first", "full", "full_mid"]))))
    rows.append((r.choice(["DOB", "D.O.B.", "Date of birth", "Born"]), c.dob_str()))
    if r.random() < 0.7:
        rows.append((r.choice(["Age", "Age/Sex"]), f"{M('AGE', c.age)}" + (f" {c.pt.sex}" if r.random() < 0.5 else "")))
    rows.append(({"US": r.choice(["MRN", "MRN #", "Med Rec #"]), "UK": r.choice(["Hosp No", "Hospital No", "MRN"]), "AU": r.choice(["UR", "UR No", "MRN"])}[loc], M("MRN", c.mrn())))
    if r.random() < 0.7:
        rows.append(("Address", c.addr_inline()))
    if r.random() < 0.75:
        rows.append((r.choice(["Phone", "Tel", "Home ph", "Mobile", "Contact"]), M("PHONE", c.phone())))
    if r.random() < 0.3:
        rows.append(("Email", M("EMAIL", c.email_for(c.pt))))
    if loc == "US" and r.random() < 0.6:
        ins = r.choice(P.US_INSURERS)
        rows.append(("Insurance", f"{M('ORGANIZATION', ins)} - Member ID {M('HEALTHPLAN', c.member_id())}"))
    elif loc == "AU" and r.random() < 0.6:
        rows.append(("Medicare", M("HEALTHPLAN", c.member_id())))
    if loc == "US" and r.random() < 0.4:
        rows.append(("SSN", M("SSN", c.ssn())))
    if loc == "UK" and r.random() < 0.3:
        rows.append(("NI No", M("SSN", c.ssn())))
    if r.random() < 0.4:
        rows.append((r.choice(["Acct", "Encounter #", "Visit No", "FIN"]), M("ACCOUNT", c.account())))
    return "\n".join(f"{k}{kv_sep}{v}" for k, v in rows)


def vitals(c, style=None):
    r = c.r
    sbp, dbp = r.randint(104, 168), r.randint(60, 98)
    hr = r.randint(52, 104)
    spo2 = r.randint(92, 100)
    wt = round(r.uniform(48, 128), 1)
    bmi = round(r.uniform(19, 41), 1)
    if c.loc == "US":
        temp = f"{round(r.uniform(97.1, 99.6), 1)} F"
    else:
        temp = f"{round(r.uniform(36.1, 37.6), 1)} C"
    rr = r.randint(12, 20)
    if style is None:
        style = r.choice(["line", "pipes", "list"])
    if style == "line":
        return f"BP {sbp}/{dbp}, HR {hr}, T {temp}, RR {rr}, SpO2 {spo2}% RA, Wt {wt} kg, BMI {bmi}"
    if style == "pipes":
        return f"BP {sbp}/{dbp} | P {hr} reg | Temp {temp} | RR {rr} | Sats {spo2}% on air | Wt {wt} kg | BMI {bmi}"
    return "\n".join([f"  BP: {sbp}/{dbp} mmHg (repeat {sbp - r.randint(2, 12)}/{dbp - r.randint(0, 6)})",
                      f"  Pulse: {hr} bpm", f"  Temp: {temp}", f"  SpO2: {spo2}%", f"  Weight: {wt} kg  BMI: {bmi}"])


def lab_rows(c, n=None):
    r = c.r
    if c.loc == "US":
        pool = [("Na", f"{r.randint(133, 145)}", "mmol/L", "135-145"), ("K", f"{r.uniform(3.4, 5.4):.1f}", "mmol/L", "3.5-5.1"),
                ("BUN", f"{r.randint(8, 34)}", "mg/dL", "7-20"), ("Creatinine", f"{r.uniform(0.6, 1.9):.2f}", "mg/dL", "0.6-1.2"),
                ("eGFR", f"{r.randint(38, 110)}", "mL/min/1.73m2", ">60"), ("Glucose", f"{r.randint(78, 240)}", "mg/dL", "70-99"),
                ("HbA1c", f"{r.uniform(5.2, 10.4):.1f}", "%", "<5.7"), ("LDL-C", f"{r.randint(58, 190)}", "mg/dL", "<100"),
                ("HDL", f"{r.randint(28, 80)}", "mg/dL", ">40"), ("TSH", f"{r.uniform(0.3, 7.9):.2f}", "mIU/L", "0.4-4.0"),
                ("Hgb", f"{r.uniform(9.1, 16.2):.1f}", "g/dL", "12.0-16.0"), ("WBC", f"{r.uniform(3.8, 12.4):.1f}", "K/uL", "4.0-11.0"),
                ("Plt", f"{r.randint(140, 420)}", "K/uL", "150-400"), ("ALT", f"{r.randint(9, 88)}", "U/L", "7-56"),
                ("UACR", f"{r.randint(4, 160)}", "mg/g", "<30"), ("Vit D 25-OH", f"{r.randint(9, 52)}", "ng/mL", "30-100")]
    else:
        pool = [("Na", f"{r.randint(133, 145)}", "mmol/L", "133-146"), ("K", f"{r.uniform(3.4, 5.4):.1f}", "mmol/L", "3.5-5.3"),
                ("Urea", f"{r.uniform(2.8, 12.4):.1f}", "mmol/L", "2.5-7.8"), ("Creat", f"{r.randint(54, 168)}", "umol/L", "59-104"),
                ("eGFR", f"{r.randint(38, 90)}", "mL/min", ">90"), ("HbA1c", f"{r.randint(38, 96)}", "mmol/mol", "20-41"),
                ("Chol", f"{r.uniform(3.1, 7.8):.1f}", "mmol/L", "<5.0"), ("LDL", f"{r.uniform(1.4, 5.2):.1f}", "mmol/L", "<3.0"),
                ("TSH", f"{r.uniform(0.2, 8.1):.2f}", "mU/L", "0.27-4.2"), ("fT4", f"{r.randint(9, 24)}", "pmol/L", "12-22"),
                ("Hb", f"{r.randint(96, 168)}", "g/L", "130-180"), ("WCC", f"{r.uniform(3.6, 12.1):.1f}", "x10^9/L", "4.0-11.0"),
                ("Plt", f"{r.randint(140, 430)}", "x10^9/L", "150-400"), ("ALT", f"{r.randint(9, 91)}", "U/L", "<41"),
                ("CRP", f"{r.randint(1, 46)}", "mg/L", "<5"), ("Ferritin", f"{r.randint(8, 340)}", "ug/L", "30-400"),
                ("B12", f"{r.randint(140, 700)}", "ng/L", "197-771"), ("PSA", f"{r.uniform(0.3, 6.9):.1f}", "ug/L", "<4.0"),
                ("ACR", f"{r.uniform(0.4, 18):.1f}", "mg/mmol", "<3.0")]
    n = n or r.randint(5, 9)
    rows = r.sample(pool, n)
    return rows


def lab_table(c, n=None, style=None):
    r = c.r
    rows = lab_rows(c, n)
    out = []
    style = style or r.choice(["cols", "inline", "dashes"])
    if style == "cols":
        out.append(f"{'Test':<14}{'Result':<10}{'Units':<16}Ref")
        for t, v, u, rf in rows:
            flag = " H" if r.random() < 0.15 else ""
            out.append(f"{t:<14}{(v + flag):<10}{u:<16}{rf}")
    elif style == "inline":
        out.append(", ".join(f"{t} {v}" for t, v, u, rf in rows))
    else:
        for t, v, u, rf in rows:
            out.append(f"- {t}: {v} {u} (ref {rf})")
    return "\n".join(out)


def pmh(c, k=None):
    return c.r.sample(P.PMH_ITEMS, k or c.r.randint(2, 6))


def meds(c, k=None):
    return c.r.sample(P.MEDS, k or c.r.randint(3, 8))


def esign(c, who_marked, when=None):
    r = c.r
    when = when or c.today
    return r.choice([
        f"Electronically signed by {who_marked} on {c.D(when, 'num')} at {tm(c)}",
        f"Signed: {who_marked}  {c.D(when)} {tm(c)}",
        f"E-signed {who_marked} {c.D(when, 'num')}",
        f"Authenticated by {who_marked}, {c.D(when, r.choice(['long', 'med', 'num']))}",
    ])


def lic_line(c):
    lab, val = c.licence()
    return f"{lab} {M('LICENSE', val)}" if c.r.random() < 0.5 else f"{lab}: {M('LICENSE', val)}"


def transcription(c, doc_p, typist_p=None):
    r = c.r
    di = (doc_p.first[0] + doc_p.last[0]).upper()
    typist_p = typist_p or c.person(r.choice("MF"))
    ti = (typist_p.first[0] + typist_p.last[0]).lower()
    d1 = c.today
    d2 = c.future(0, 3)
    s = r.choice([
        f"D: {c.D(d1, 'num')}  T: {c.D(d2, 'num')}\n{M('DOCTOR', di)}/{M('DOCTOR', ti)}",
        f"Dictated {c.D(d1)} / Typed {c.D(d2)} by {M('DOCTOR', typist_p.first + ' ' + typist_p.last)}",
        f"DD: {c.D(d1, 'num_short')} DT: {c.D(d2, 'num_short')} {M('DOCTOR', di)}:{M('DOCTOR', ti)}",
        f"Transcribed by {M('DOCTOR', typist_p.first + ' ' + typist_p.last[0] + '.')} (medical typist) {c.D(d2)}",
    ])
    if r.random() < 0.5:
        s += f"\nJob #{M('IDNUM', c.digits(6))}"
    return s


def audit_line(c, who):
    r = c.r
    u = c.username(who)
    return r.choice([
        f"Last edited by user {M('USERNAME', u)} {c.D(c.today, 'num')} {tm(c)} from {M('IPADDR', c.ip())}",
        f"[audit] login={M('USERNAME', u)} ws={M('IPADDR', c.ip())} ts={c.D(c.today, 'iso')}T{tm(c).split(' ')[0]}",
        f"Note created by {M('USERNAME', u)} on workstation {M('IPADDR', c.ip())}",
        f"Record accessed: {M('USERNAME', u)} ({c.D(c.today, 'num')})",
    ])


def family_member(c, rel=None):
    r = c.r
    rels = ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "mother", "father",
            "neighbour" if c.loc != "US" else "neighbor", "friend", "carer" if c.loc != "US" else "caregiver",
            "niece", "nephew", "granddaughter", "grandson", "daughter-in-law"]
    rel = rel or r.choice(rels)
    fem = rel in ("wife", "daughter", "sister", "mother", "niece", "granddaughter", "daughter-in-law")
    male = rel in ("husband", "son", "brother", "father", "nephew", "grandson")
    sex = "F" if fem else ("M" if male else r.choice("MF"))
    same = rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father", "granddaughter", "grandson") and r.random() < 0.6
    p = c.person(sex, surname=c.pt.last if same else None)
    return rel, p


def fam_ref(c, p, style=None):
    style = style or c.r.choice(["first", "full", "first", "full", "first_init", "nick" if p.nick else "first"])
    return c.nm(p, "FAMILY", style)


def art(raw):
    return "an" if raw[0].lower() in "aeiou" else "a"


def occupation_phrase(c, who="pt"):
    r = c.r
    raw = r.choice(P.PROFESSIONS)
    art = "an" if raw[0] in "aeiou" else "a"
    prof = M("PROFESSION", raw)
    emp = M("ORGANIZATION", r.choice(P.EMPLOYERS))
    if who == "pt":
        return r.choice([
            f"Works as {art} {prof} at {emp}.",
            f"Occupation: {prof}.",
            f"Retired {prof}.",
            f"Employed by {emp} as {art} {prof}, full time.",
            f"Works as {art} {prof}; currently off work.",
            f"Former {prof}, retired {c.D(c.past(400, 4000), 'year')}.",
            f"Job: {prof} ({emp}).",
        ])
    return art, prof
