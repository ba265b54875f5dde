"""Reusable note blocks (headers, demographics, vitals, labs, meds, signatures).

Every function takes the note context c (phi.Ctx) and returns text with PHI
markers, or writes to a phi.Doc d.
"""
import pools
from phi import m, dig, words


# ---------------------------------------------------------------- mentions
def pt(c, style=None):
    return m("PATIENT", c.patient.form(c.r, style))


def ptref(c):
    """A short in-narrative reference to the patient."""
    r = c.r
    p = c.patient
    k = r.randint(0, 5)
    if c.age < 16 and k <= 1:
        k = 2
    if k <= 1:
        return f"{p.title_r(r)} " + m("PATIENT", p.last)
    if k == 2:
        return m("PATIENT", p.first)
    if k == 3:
        return "Pt " + m("PATIENT", p.form(r, "inits"))
    if k == 4:
        return m("PATIENT", p.form(r, "full"))
    return "the patient"


def dr(c, p=None, style=None):
    r = c.r
    p = p or c.staff()
    s = style or r.choice(["last", "last", "il", "full"])
    return "Dr " + m("DOCTOR", p.form(r, s))


def nurse(c, p=None):
    r = c.r
    p = p or c.staff()
    k = r.randint(0, 5)
    if k == 0:
        return "S/N " + m("DOCTOR", p.last)
    if k == 1:
        return "Sr " + m("DOCTOR", p.last)
    if k == 2:
        return m("DOCTOR", p.form(r, "full")) + ", RN"
    if k == 3:
        return m("DOCTOR", p.form(r, "il")) + " (ENP)"
    if k == 4:
        return "CNM " + m("DOCTOR", p.last) if c.country == "Ireland" else "Staff Nurse " + m("DOCTOR", p.form(r, "full"))
    return m("DOCTOR", p.form(r, "first")) + " (triage RN)"


def staffname(c, p=None, style=None):
    p = p or c.staff()
    return m("DOCTOR", p.form(c.r, style or c.r.choice(["full", "il", "full", "LF"])))


def fam(c, rel=None, p=None, style=None):
    r = c.r
    p = p or c.relative(r.random() < 0.6)
    return m("FAMILY", p.form(r, style or r.choice(["full", "first", "full", "il"])))


REL_M = ["husband", "son", "father", "brother", "partner", "grandson", "nephew", "uncle", "friend", "neighbour"]
REL_F = ["wife", "daughter", "mother", "sister", "partner", "granddaughter", "niece", "aunt", "friend", "neighbour"]
REL_CHILD_M = ["father", "brother", "grandfather", "stepfather", "uncle", "mum's partner"]
REL_CHILD_F = ["mother", "sister", "grandmother", "stepmother", "aunt", "foster carer"]


def relative_pair(c, sex=None):
    r = c.r
    sex = sex or r.choice("MF")
    if c.age < 16:
        rel = r.choice(REL_CHILD_M if sex == "M" else REL_CHILD_F)
    else:
        rel = r.choice(REL_M if sex == "M" else REL_F)
    kin = rel not in ("friend", "neighbour", "partner", "mum's partner", "foster carer", "stepfather")
    p = c.relative(kin and r.random() < 0.7, sex)
    return rel, p


REL_AGES = {"mother": (19, 50), "father": (20, 58), "stepfather": (22, 60), "stepmother": (22, 55),
            "grandmother": (45, 85), "grandfather": (48, 88), "sister": (1, 17), "brother": (1, 17),
            "aunt": (20, 65), "uncle": (20, 65), "mum's partner": (19, 55), "foster carer": (30, 68)}


def rel_age(c, rel):
    """A plausible age for a named relative, or None."""
    r = c.r
    if c.age < 16:
        lo, hi = REL_AGES.get(rel, (18, 70))
    elif rel in ("son", "daughter", "grandson", "granddaughter", "nephew", "niece"):
        if c.age < 36:
            return None
        lo, hi = 1, max(2, c.age - 18)
    elif rel in ("mother", "father"):
        lo, hi = min(c.age + 16, 100), min(c.age + 40, 104)
    else:
        lo, hi = max(16, c.age - 15), min(c.age + 15, 99)
    return r.randint(lo, max(lo, hi))


def dob(c):
    return m("DATE", c.dobs())


def first_id(c):
    lab, val = id_lines(c)[0]
    return f"{lab}: {val}"


def age_kv(c, a=None):
    """An age value after an 'Age' label."""
    r = c.r
    a = c.age if a is None else a
    return r.choice([m("AGE", a), m("AGE", a), m("AGE", a) + " yrs", m("AGE", a) + "y", m("AGE", a) + " years"])


NURSE_ROLES = ("staff nurse", "sister", "cnm", "nursing", "anp", "enp", "paramedic", "hca", "ecp", "ap", "cns",
               "liaison cns", "liaison nurse", "triage", "rn", "emt")


def is_nurse(role):
    return role.lower().startswith(NURSE_ROLES)


def licence_for(c, role):
    lo = role.lower()
    if lo.startswith(("paramedic", "ecp", "emt")):
        return c.licence_staff("paramedic")
    if is_nurse(role):
        return c.licence_staff("nurse")
    return c.licence_staff("doctor")


def titled(c, p, role, style=None):
    """Name with 'Dr' for doctors only, followed by the role."""
    nm = m("DOCTOR", p.form(c.r, style or c.r.choice(["full", "il"])))
    return (f"{nm} ({role})" if is_nurse(role) else f"Dr {nm} ({role})")


def age(c, a=None):
    """An age expression; only the number (or number words) is the span."""
    r = c.r
    a = c.age if a is None else a
    sx = c.patient.sex
    k = r.randint(0, 11)
    if k == 0:
        return m("AGE", a) + "yo"
    if k == 1:
        return m("AGE", a) + " y/o"
    if k == 2:
        return m("AGE", a) + sx
    if k == 3:
        return m("AGE", a) + "-year-old"
    if k == 4:
        return "aged " + m("AGE", a)
    if k == 5:
        return m("AGE", a) + " yrs"
    if k == 6:
        return m("AGE", a) + "/" + sx
    if k == 7 and a < 100:
        return m("AGE", words(a)) + "-year-old"
    if k == 8:
        return m("AGE", a) + " " + sx
    if k == 9:
        return m("AGE", a) + " year old"
    if k == 10:
        return "age " + m("AGE", a)
    return m("AGE", a) + "y"


def lm(c):
    """A landmark; a leading article stays outside the span."""
    v = c.landmark()
    if v.startswith("the "):
        return "the " + m("LOCATION_OTHER", v[4:])
    return m("LOCATION_OTHER", v)


def dt(c, d=None, style=None):
    return m("DATE", c.fdate(d, style))


def addr_parts(c, us=False):
    """Address as a list of marked parts."""
    r = c.r
    if us:
        st, ab = r.choice(pools.US_STATES)
        return [m("STREET", f"{r.randint(100, 9999)} {r.choice(pools.STREET_ROOTS)} {r.choice(['St', 'Ave', 'Rd', 'Blvd'])}"),
                m("CITY", r.choice(pools.US_TOWNS)),
                m("STATE", r.choice([st, ab])) + " " + m("ZIP", dig(r, 5)),
                m("COUNTRY", r.choice(["USA", "United States"]))]
    parts = [m("STREET", c.street()), m("CITY", c.town)]
    if c.country == "India":
        if r.random() < 0.5:
            parts.append(m("CITY", c.county()))
        parts.append(m("STATE", c.state()) + " - " + m("ZIP", c.postcode()))
    elif c.country == "Ireland":
        if r.random() < 0.6:
            parts.append(m("CITY", c.county()))
        parts.append(m("ZIP", c.postcode()))
    else:
        if r.random() < 0.3:
            parts.append(m("CITY", c.county()))
        parts.append(m("ZIP", c.postcode()))
    return parts


def address(c, us=False, sep=", "):
    return sep.join(addr_parts(c, us))


# ---------------------------------------------------------------- demographics
def id_lines(c):
    """Country-specific identifier lines (label, marked value)."""
    r = c.r
    out = []
    if c.country == "UK":
        out.append(("NHS No", m("MRN", c.nhs())))
        out.append((r.choice(["Hosp No", "MRN", "Unit No", "K No"]), m("MRN", c.mrn())))
        out.append((r.choice(["Attendance No", "ED Att No", "Episode", "Encounter"]), m("ACCOUNT", c.account())))
        if r.random() < 0.3:
            out.append(("NI No", m("SSN", c.national_id())))
        if r.random() < 0.15:
            out.append(("Insurer policy", m("HEALTHPLAN", c.healthplan())))
    elif c.country == "Ireland":
        out.append((r.choice(["MRN", "Hosp No", "Chart No"]), m("MRN", c.mrn())))
        if r.random() < 0.25:
            out.append(("IHI", m("MRN", c.ihi())))
        out.append((r.choice(["ED Reg No", "Episode No", "Attendance"]), m("ACCOUNT", c.account())))
        if r.random() < 0.5:
            out.append((r.choice(["Medical Card", "GMS No", "Insurance"]), m("HEALTHPLAN", c.healthplan())))
        if r.random() < 0.35:
            out.append(("PPSN", m("SSN", c.national_id())))
    else:
        out.append((r.choice(["UHID", "CR No", "Reg No"]), m("MRN", c.mrn())))
        out.append((r.choice(["Casualty No", "IP No", "Bill No", "OP No"]), m("ACCOUNT", c.account())))
        if r.random() < 0.5:
            out.append((r.choice(["Aadhaar", "Aadhaar No"]), m("SSN", c.national_id())))
        if r.random() < 0.45:
            out.append((r.choice(["PMJAY/Insurance ID", "TPA Card", "ESI No", "Policy No"]), m("HEALTHPLAN", c.healthplan())))
            if r.random() < 0.7:
                out.append((r.choice(["Biometric auth ref", "Bio-auth (fingerprint) ref", "e-KYC biometric ID"]), m("BIOID", c.bioid())))
    return out


def demo_block(c, d, kv=True, nok=True, gp=True, occ=True):
    r = c.r
    p = c.patient
    sep = r.choice([": ", ": ", " - ", "  "])
    rows = [("Name", pt(c, r.choice(["LF", "full", "LFU", "LF"]))),
            ("DOB", dt(c, c.dob, r.choice(["dmy", "dmy", "dot", "dmony", "long"]))),
            ("Age", age_kv(c)),
            ("Sex", r.choice(["M", "Male"] if p.sex == "M" else ["F", "Female"]))]
    rows += id_lines(c)
    visitor = c.country != "India" and r.random() < 0.08
    if visitor:
        rows.append(("Home address", address(c, us=True)))
        rows.append(("Local address", m("STREET", c.street()) + ", " + m("CITY", c.town)))
        rows.append(("Tel (US)", m("PHONE", c.us_phone())))
        if r.random() < 0.5:
            rows.append(("SSN", m("SSN", c.us_ssn())))
        rows.append(("Travel insurance", m("HEALTHPLAN", c.healthplan())))
    else:
        rows.append(("Address", address(c)))
    if r.random() < 0.7:
        rows.append((r.choice(["Tel", "Phone", "Mobile", "Contact no"]), m("PHONE", c.phone())))
    if r.random() < 0.25:
        rows.append((r.choice(["Country of birth", "Nationality", "Born in"]), m("COUNTRY", r.choice(pools.FOREIGN_COUNTRIES + pools.HOME_COUNTRY[c.country]))))
    if r.random() < 0.15:
        rows.append(("Email", m("EMAIL", c.email(p))))
    if occ and r.random() < 0.7:
        rows.append(("Occupation", m("PROFESSION", r.choice(pools.PROFESSIONS))))
    if nok:
        rel, q = relative_pair(c)
        rows.append(("NOK", m("FAMILY", q.form(r, "full")) + f" ({rel}) " + m("PHONE", c.phone(True))))
    if gp:
        g = c.staff()
        rows.append(("GP", "Dr " + m("DOCTOR", g.form(r, r.choice(["il", "full", "last"]))) + ", " + m("HOSPITAL", c.gp_practice)))
        if r.random() < 0.3:
            rows.append(("GP Fax", m("FAX", c.phone(False))))
    rows.append(("Arrival", dt(c) + " " + c.time()))
    if r.random() < 0.3:
        rows.append(("Religion", r.choice(["RC", "C of E", "Hindu", "Muslim", "None stated", "Sikh"])))
    if kv:
        for k, v in rows:
            d.line(f"{k}{sep}{v}")
    else:
        d.line(" | ".join(f"{k} {v}" for k, v in rows[:6]))
        d.line(" | ".join(f"{k} {v}" for k, v in rows[6:]))


# ---------------------------------------------------------------- clinical blocks
def vitals(c, full=True):
    r = c.r
    hr = r.randint(48, 148)
    bp = f"{r.randint(82, 188)}/{r.randint(42, 110)}"
    rr = r.randint(10, 34)
    sp = r.randint(86, 100)
    t = round(r.uniform(35.2, 40.1), 1)
    parts = [f"HR {hr}", f"BP {bp}", f"RR {rr}", f"SpO2 {sp}% {r.choice(['RA', 'on air', 'on 2L', '15L NRB'])}",
             f"T {t}", f"GCS {r.choice(['15', '15/15', '14 (E3V5M6)', '13', '9 (E2V2M5)'])}"]
    if full:
        parts += [f"BM {round(r.uniform(3.1, 22.4), 1)}", f"NEWS2 {r.randint(0, 9)}", f"Pain {r.randint(0, 10)}/10"]
    return r.choice([", ", "  ", " | "]).join(parts)


LABS = [("Hb", 70, 170, "g/L"), ("WCC", 2.1, 24.0, "x10^9/L"), ("Plt", 60, 480, "x10^9/L"),
        ("Na", 122, 149, "mmol/L"), ("K", 2.9, 6.4, "mmol/L"), ("Urea", 2.1, 28.0, "mmol/L"),
        ("Creat", 48, 410, "umol/L"), ("eGFR", 12, 90, "mL/min"), ("CRP", 1, 310, "mg/L"),
        ("Bili", 4, 88, "umol/L"), ("ALT", 8, 2400, "U/L"), ("ALP", 40, 380, "U/L"),
        ("Alb", 22, 48, "g/L"), ("INR", 0.9, 6.8, ""), ("Lactate", 0.6, 8.2, "mmol/L"),
        ("Trop T", 3, 420, "ng/L"), ("CK", 40, 18000, "U/L"), ("Glucose", 3.0, 31.0, "mmol/L"),
        ("Amylase", 20, 1600, "U/L"), ("D-dimer", 120, 4800, "ng/mL"), ("Mg", 0.5, 1.2, "mmol/L"),
        ("Adj Ca", 1.9, 2.9, "mmol/L"), ("Paracetamol", 5, 310, "mg/L"), ("Salicylate", 0, 520, "mg/L"),
        ("Ethanol", 0, 380, "mg/dL"), ("pH", 7.05, 7.48, ""), ("HCO3", 9, 30, "mmol/L"),
        ("Plt (dengue)", 18, 140, "x10^9/L"), ("Cholinesterase", 900, 9000, "U/L")]


def labs(c, d, n=None, tabular=None):
    r = c.r
    n = n or r.randint(5, 11)
    picks = r.sample(LABS, n)
    tab = r.random() < 0.5 if tabular is None else tabular
    hdr = r.choice(["Bloods", "LABS", "Results", "Investigations", "Lab panel"])
    d.line(f"{hdr} ({dt(c)} {c.time()}; specimen {m('IDNUM', c.specimen())}):")
    vals = []
    for name, lo, hi, unit in picks:
        v = r.uniform(lo, hi)
        vs = f"{v:.1f}" if hi < 50 else str(int(v))
        flag = r.choice(["", "", "", " H", " L", " *"])
        vals.append((name, vs, unit, flag))
    if tab:
        d.line("Test          Result   Units        Ref")
        for name, vs, unit, flag in vals:
            d.line(f"{name:<13} {vs + flag:<8} {unit:<12} {r.choice(['', '(3.5-5.3)', '(<5)', '(133-146)', '(<14)', ''])}".rstrip())
    else:
        d.line(", ".join(f"{name} {vs}{flag}" for name, vs, unit, flag in vals))


def meds(c, d, n=None, header=None):
    r = c.r
    n = n or r.randint(2, 7)
    d.line(header or r.choice(["Regular meds:", "DHx:", "Medications:", "Current medication", "Meds"]))
    for name, dose, route, freq in r.sample(pools.DRUGS, n):
        d.line(r.choice([f"- {name} {dose} {route} {freq}", f"{name} {dose} {freq}", f"* {name.capitalize()} {dose} {route} {freq}"]))


def allergies(c):
    r = c.r
    return r.choice(["NKDA", "NKDA", "Penicillin (rash)", "Nil known", "Codeine - vomiting",
                     "Elastoplast", "Co-trimoxazole - rash", "Latex", "NSAIDs - wheeze"])


def problems(c, d, n=None):
    r = c.r
    n = n or r.randint(2, 5)
    d.line(r.choice(["PMHx:", "Problem list:", "PMH", "Background:"]))
    for code, desc in r.sample(pools.ICD, n):
        k = r.random()
        if k < 0.3:
            d.line(f"- {desc} ({code})")
        elif k < 0.55:
            d.line(f"- {desc}, dx {dt(c, c.past(200, 6000), r.choice(['y', 'my', 'mony']))}")
        else:
            d.line(f"- {desc}")
    if r.random() < 0.4:
        d.line(f"- {r.choice(pools.EPONYMS)}")


def sig(c, d, p=None, role=None, licence=True, bleep=True):
    r = c.r
    p = p or c.staff()
    role = role or c.doctor_role()
    nm = m("DOCTOR", p.form(r, r.choice(["full", "il", "fml"])))
    if is_nurse(role):
        line = f"{nm}, {role}"
    else:
        line = f"Dr {nm}, {role}"
    if licence:
        lab, val = licence_for(c, role)
        line += f", {lab} {m('LICENSE', val)}"
    d.line(line)
    if bleep and r.random() < 0.7:
        d.line(r.choice(["Bleep ", "Bleep: ", "Ext ", "Pager "]) + m("PHONE", c.bleep()))
    if r.random() < 0.5:
        d.line(f"Signed electronically {dt(c)} {c.time()} by user {m('USERNAME', c.username(p))}")
    return p


def typist(c, d, author):
    r = c.r
    t = c.staff()
    a = "".join(x[0] for x in (author.first + " " + author.last).split())
    d.line(f"{m('DOCTOR', a.upper())}/{m('DOCTOR', (t.first[0] + t.last[0]).lower())}")
    if r.random() < 0.5:
        d.line(f"D: {dt(c)}  T: {dt(c, c.shift(r.randint(0, 3)))}")


def audit(c, d):
    r = c.r
    u = c.staff()
    k = r.randint(0, 3)
    if k == 0:
        d.line(f"[Audit] record opened by {m('USERNAME', c.username(u))} from {m('IPADDR', c.ip())} at {c.time()}")
    elif k == 1:
        d.line(f"Last edited: {m('USERNAME', c.username(u))} @ {m('IPADDR', c.ip())} {dt(c)}")
    elif k == 2:
        d.line(f"Workstation {m('IPADDR', c.ip())} / user {m('USERNAME', c.username(u))}")
    elif k == 3:
        d.line(f"Printed by {m('USERNAME', c.username(u))} on {dt(c)} at {c.time()}")
    if r.random() < 0.35:
        d.line(f"Biometric sign-on: fingerprint template {m('BIOID', c.bioid())} ({m('USERNAME', c.username(u))})")


def cc_block(c, d, gp=None):
    r = c.r
    g = gp or c.staff()
    d.line("cc:")
    d.line(f"  Dr {m('DOCTOR', g.form(r, r.choice(['full', 'il'])))}, {m('HOSPITAL', c.gp_practice)}, {m('CITY', c.town)}")
    if r.random() < 0.6:
        d.line("  Patient")
    if r.random() < 0.4:
        d.line(f"  {r.choice(['Fracture clinic', 'Community nursing team', 'Falls service', 'Health visitor', 'Pharmacy'])} - {m('EMAIL', c.email())}")


def hospital_header(c, d, title, unit=None):
    r = c.r
    h = unit or c.hospital
    d.line(m("HOSPITAL", h))
    dept = r.choice(["Emergency Department", "Emergency Department", "Accident & Emergency", "Casualty", "ED"])
    if c.country == "India":
        dept = r.choice(["Department of Emergency Medicine", "Casualty", "Emergency & Trauma"])
    d.line(dept + ("  |  " + address(c) if r.random() < 0.3 else ""))
    k = r.random()
    if k < 0.5:
        d.line(f"Tel {m('PHONE', c.phone(False))}  Fax {m('FAX', c.phone(False))}")
    elif k < 0.7:
        d.line(f"{m('URL', c.url())}  |  {m('EMAIL', c.email())}")
    d.line(title)
    d.line("-" * r.choice([20, 30, 40]))
