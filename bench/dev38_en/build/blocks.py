"""Reusable marked-up note blocks: headers, identifiers, signatures."""
import datetime as dt

import pools
from core import P, make_person, years_between, add_days, title
from ctx import make_clin, make_family, facility_name, age_phrase


def dr(loc):
    return "Dr." if loc.code in ("US", "CA") and loc.r.random() < 0.7 else "Dr"


def drn(loc, c, part="full"):
    """'Dr X' for doctors, plain name (+credential) otherwise."""
    name = c.p.full if part == "full" else c.p.family
    if c.is_dr:
        return f"{dr(loc)} {P(name, 'DOCTOR')}"
    if part == "full":
        return f"{P(name, 'DOCTOR')}, {c.cred}"
    return P(c.p.full, "DOCTOR")


def er(ctx):
    return {"UK": "111 / A&E", "IE": "ED / out-of-hours (CareDoc)".replace(" (CareDoc)", ""), "AU": "ED / 000",
            "NZ": "Healthline / ED", "US": "ER / 911", "CA": "ER / 811"}[ctx.code]


def clin_ref(r, loc, c, style=None):
    """A clinician mention in running text or a header."""
    s = style or r.choice(["dr_full", "dr_last", "full_cred", "full", "last_first_cred"])
    if not c.is_dr and s in ("dr_full", "dr_last"):
        s = r.choice(["full_cred", "full", "role_full"])
    if s == "dr_full":
        return f"{dr(loc)} {P(c.p.full, 'DOCTOR')}"
    if s == "dr_last":
        return f"{dr(loc)} {P(c.p.family, 'DOCTOR')}"
    if s == "full_cred":
        return f"{P(c.p.full, 'DOCTOR')}, {c.cred}"
    if s == "last_first_cred":
        return f"{P(c.p.fmt('last_first'), 'DOCTOR')} {c.cred}"
    if s == "role_full":
        role = {"nurse": "Nurse", "midwife": "Midwife", "hv": "HV", "school": "School Nurse",
                "advisor": "Advisor", "pharm": "Pharmacist"}.get(c.role, "")
        return f"{role} {P(c.p.full, 'DOCTOR')}".strip()
    return P(c.p.full, "DOCTOR")


def signature(r, ctx, c, when=None, esign=None, lic=None, closing=True):
    loc = ctx.loc
    when = when or ctx.visit
    lines = []
    esign = r.random() < 0.45 if esign is None else esign
    lic = r.random() < 0.55 if lic is None else lic
    if esign:
        style = r.choice(["es1", "es2", "es3", "es4"])
        stamp = f"{loc.D(when, r.choice(loc.header_dates))} {r.randint(8, 19):02d}:{r.randint(0, 59):02d}"
        if style == "es1":
            lines.append(f"Electronically signed by {P(c.p.full, 'DOCTOR')}, {c.cred} on {stamp}")
        elif style == "es2":
            lines.append(f"Signed: {P(c.p.fmt('last_first'), 'DOCTOR')} ({P(c.username, 'USERNAME')}) {stamp}")
        elif style == "es3":
            lines.append(f"Authenticated: {P(c.username, 'USERNAME')} / {P(c.p.full, 'DOCTOR')} {c.cred} / {stamp}")
        else:
            lines.append(f"-- {P(c.p.full, 'DOCTOR')} {c.cred}")
            lines.append(f"   e-signed {stamp} (user {P(c.username, 'USERNAME')})")
    else:
        if closing:
            lines.append(r.choice(["", "Signed,", "Regards,", "", "Thanks,"]))
        lines.append(f"{(dr(loc) + ' ') if c.is_dr and r.random() < 0.5 else ''}{P(c.p.full, 'DOCTOR')}"
                     + (f", {c.cred}" if r.random() < 0.8 else ""))
    if lic:
        lab, val = c.lic
        lines.append(f"{lab}: {P(val, 'LICENSE')}" if r.random() < 0.6 else f"{lab} {P(val, 'LICENSE')}")
        if loc.code == "US" and c.is_dr and r.random() < 0.3:
            lines.append(f"DEA: {P(loc.dea(c.p.family), 'LICENSE')}")
    return "\n".join(x for x in lines if x is not None).strip("\n")


def fac_header(r, ctx, name=None, compact=None):
    loc = ctx.loc
    name = name or ctx.practice
    compact = r.random() < 0.4 if compact is None else compact
    fa = ctx.fac_addr
    if compact:
        s = f"{P(name, 'HOSPITAL')} | {loc.addr_inline(fa)} | Tel {P(ctx.ph, 'PHONE')}"
        if r.random() < 0.6:
            s += f" | Fax {P(ctx.fax, 'FAX')}"
        return s
    lines = [P(name, "HOSPITAL") if r.random() < 0.6 else P(name.upper(), "HOSPITAL"), loc.addr_block(fa)]
    ph = r.choice(["Tel", "Phone", "Ph", "T"])
    line = f"{ph}: {P(ctx.ph, 'PHONE')}"
    if r.random() < 0.75:
        line += f"   Fax: {P(ctx.fax, 'FAX')}"
    lines.append(line)
    if r.random() < 0.35:
        lines.append(r.choice([f"Web: {P(ctx.url, 'URL')}", f"{P(ctx.url, 'URL')}",
                               f"Email: {P(ctx.clinic_email, 'EMAIL')}"]))
    return "\n".join(lines)


def setup_patient(ctx, sex=None, age_years=None, age_days=None, family=None):
    r, loc = ctx.r, ctx.loc
    p = make_person(r, loc.code, sex=sex, family=family)
    ctx.pt = p
    if age_days is not None:
        ctx.dob = add_days(ctx.visit, -age_days)
    else:
        y = age_years
        ctx.dob = dt.date(ctx.visit.year - y - 1, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        while years_between(ctx.dob, ctx.visit) != y:
            ctx.dob = add_days(ctx.dob, 30 if years_between(ctx.dob, ctx.visit) > y else -30)
    ctx.age = years_between(ctx.dob, ctx.visit)
    ctx.pt_phone = loc.phone(kind="any")
    ctx.pt_mobile = loc.phone(kind="mobile")
    ctx.pt_email = loc.email(p)
    ctx.mrn = loc.mrn()
    ctx.acct = loc.account()
    # locale identifiers
    ids = []
    c = loc.code
    if c == "US":
        ctx.insurer = r.choice(pools.INSURERS["US"])
        ctx.member, ctx.group = loc.health_plan()
        ctx.ssn = loc.ssn()
    elif c == "UK":
        ctx.nhs = loc.nhs()
        ctx.ni = loc.ni()
    elif c == "CA":
        ctx.hc_label, ctx.hc = loc.health_card(ctx.state)
        ctx.sin = loc.sin()
    elif c == "AU":
        ctx.medicare = loc.medicare()
        ctx.crn = f"{loc.digits(3)} {loc.digits(3)} {loc.digits(3)}{loc.letters(1)}"
        ctx.fund = r.choice(pools.INSURERS["AU"])
        ctx.fund_no = loc.digits(8)
    elif c == "IE":
        ctx.ppsn = loc.ppsn()
        ctx.gms = loc.gms()
        ctx.insurer = r.choice(pools.INSURERS["IE"])
        ctx.policy = f"{loc.letters(2)}{loc.digits(7)}"
    elif c == "NZ":
        ctx.nhi = ctx.mrn
        ctx.csc = loc.csc()
    return p


def id_lines(r, ctx, want=("mrn", "nat", "plan"), compact=False):
    """Identifier lines appropriate to the locale (marked)."""
    loc, c = ctx.loc, ctx.code
    out = []
    if "mrn" in want:
        lab = {"US": r.choice(["MRN", "MRN#", "Med Rec #"]), "UK": r.choice(["Hosp No", "Hospital No.", "RN"]),
               "CA": r.choice(["Chart #", "MRN"]), "AU": r.choice(["UR", "UR No.", "MRN"]),
               "IE": r.choice(["MRN", "Hosp. No."]), "NZ": "NHI"}[c]
        out.append(f"{lab}: {P(ctx.mrn, 'MRN')}")
    if "nat" in want:
        if c == "UK":
            out.append(f"{r.choice(['NHS No', 'NHS Number', 'NHS no.'])}: {P(ctx.nhs, 'MRN')}")
            if getattr(ctx, "age", 0) >= 18 and r.random() < 0.15:
                out.append(f"NI No: {P(ctx.ni, 'SSN')}")
        elif c == "CA":
            out.append(f"{ctx.hc_label}: {P(ctx.hc, 'HEALTHPLAN')}")
        elif c == "AU":
            out.append(f"Medicare: {P(ctx.medicare, 'HEALTHPLAN')}")
            if getattr(ctx, "age", 0) >= 18 and r.random() < 0.15:
                out.append(f"Centrelink CRN: {P(ctx.crn, 'SSN')}")
        elif c == "IE":
            out.append(f"{r.choice(['PPSN', 'PPS No.'])}: {P(ctx.ppsn, 'SSN')}")
        elif c == "US" and r.random() < 0.4:
            out.append(f"SSN: {P(ctx.ssn, 'SSN')}")
        elif c == "NZ" and "mrn" not in want:
            out.append(f"NHI: {P(ctx.nhi, 'MRN')}")
    if "plan" in want:
        if c == "US":
            out.append(f"Insurance: {P(ctx.insurer, 'ORGANIZATION')}  Member ID: {P(ctx.member, 'HEALTHPLAN')}"
                       + (f"  Group: {P(ctx.group, 'HEALTHPLAN')}" if r.random() < 0.6 else ""))
        elif c == "IE":
            if r.random() < 0.6:
                out.append(f"GMS No.: {P(ctx.gms, 'HEALTHPLAN')}")
            else:
                out.append(f"Private cover: {P(ctx.insurer, 'ORGANIZATION')}, policy {P(ctx.policy, 'HEALTHPLAN')}")
        elif c == "NZ" and r.random() < 0.5:
            out.append(f"CSC: {P(ctx.csc, 'HEALTHPLAN')}")
        elif c == "AU" and r.random() < 0.4:
            out.append(f"Health fund: {P(ctx.fund, 'ORGANIZATION')} #{P(ctx.fund_no, 'HEALTHPLAN')}")
    return out


def pt_name(r, ctx, style=None, typ="PATIENT"):
    p = ctx.pt
    s = style or r.choice(["full", "LAST_first", "last_first", "first_LAST", "full_mi"])
    return P(p.fmt(s), typ)


def pt_ref(r, ctx, allow_title=True):
    """A running-text reference to the patient (varied)."""
    p, loc = ctx.pt, ctx.loc
    opts = ["given", "given", "title_last", "pt"]
    if not allow_title or ctx.age < 16:
        opts = ["given", "given", "given", "nick"]
    s = r.choice(opts)
    if s == "title_last":
        return f"{title(r, p, loc.code)} {P(p.family, 'PATIENT')}"
    if s == "pt":
        return r.choice(["the patient", "patient", "pt", "she" if p.sex == "F" else "he"])
    if s == "nick":
        return P(p.fmt("nick"), "PATIENT")
    return P(p.given, "PATIENT")


def he(ctx, cap=False):
    w = "she" if ctx.pt.sex == "F" else "he"
    return w.capitalize() if cap else w


def his(ctx, cap=False):
    w = "her" if ctx.pt.sex == "F" else "his"
    return w.capitalize() if cap else w


def him(ctx):
    return "her" if ctx.pt.sex == "F" else "him"


def transcription(r, ctx, c):
    loc = ctx.loc
    typist = make_person(r, loc.code, middle_p=0)
    d_date = ctx.visit
    t_date = add_days(ctx.visit, r.randint(0, 3))
    init_c = c.p.fmt("init")
    init_t = typist.fmt("lower_init")
    style = r.choice(["a", "b", "c"])
    if style == "a":
        return (f"{P(init_c, 'DOCTOR')}/{P(init_t, 'DOCTOR')}\n"
                f"D: {loc.D(d_date, 'num')} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}   "
                f"T: {loc.D(t_date, 'num')} {r.randint(8, 23):02d}:{r.randint(0, 59):02d}\n"
                f"Job #: {P(loc.digits(7), 'IDNUM')}")
    if style == "b":
        return (f"Dictated by: {P(c.p.full, 'DOCTOR')}, {c.cred}   Transcribed by: {P(typist.fmt('init_last'), 'DOCTOR')}\n"
                f"DD: {loc.D(d_date, 'num')}  DT: {loc.D(t_date, 'num')}")
    return (f"DD/{P(init_t, 'DOCTOR')}  dictated {loc.D(d_date, 'num')}, typed {loc.D(t_date, 'num')}\n"
            f"Doc ID: {P(loc.digits(8), 'IDNUM')}")


def cc_line(r, ctx, extra=None):
    loc = ctx.loc
    items = []
    if extra:
        items.append(extra)
    return "cc: " + "; ".join(items)
