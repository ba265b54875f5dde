"""Rendering helpers shared by the genre modules: names, demographics blocks,
letterheads and signatures.  Every helper returns or writes pieces, so offsets
are taken while the note is written."""

from core import P, age_pieces
import entities as E

CRED = {"UK": ["MBChB", "MBBS", "MRCGP", "MB BCh", "BM BS", "MRCP"],
        "IE": ["MB BCh BAO", "MICGP", "MRCPI", "MB"],
        "US": ["MD", "DO", "MD, MPH", "DO, FACOEM"],
        "AU": ["MBBS", "FRACGP", "MBBS FRACP", "BMed"],
        "CA": ["MD", "MD, CCFP", "MD FRCPC", "MDCM"]}


def pt_name(c, form=None, typ="PATIENT", person=None):
    rng = c.rng
    p = person or c.pt
    forms = ["full", "full", "fml", "lf", "upper_lf", "title_last", "title_full", "title_last",
             "first", "initials", "first_initial"]
    form = form or rng.choice(forms)
    if form == "full":
        return [P(p.full(), typ)]
    if form == "fml":
        return [P(p.fml(), typ)]
    if form == "lf":
        return [P(p.lf(), typ)]
    if form == "upper_lf":
        return [P(p.upper_lf(), typ)]
    if form == "upper":
        return [P(p.full().upper(), typ)]
    if form == "title_last":
        return [title(c, p) + " ", P(p.last, typ)]
    if form == "title_full":
        return [title(c, p) + " ", P(p.full(), typ)]
    if form == "first":
        return [P(p.first, typ)]
    if form == "nick":
        return [P(p.nick(), typ)]
    if form == "last":
        return [P(p.last, typ)]
    if form == "initials":
        return [P(p.initials(rng.random() < 0.6), typ)]
    if form == "init_last":
        return [P(p.init_last(), typ)]
    if form == "first_initial":
        return [P(p.first_last_initial(), typ)]
    raise ValueError(form)


def title(c, p):
    if p is c.pt:
        return c.title
    if p.sex == "M":
        t = "Mr"
    else:
        t = c.rng.choice(["Mrs", "Ms"])
    return t + "." if c.dotted else t


def dr(c, p, form=None, typ="DOCTOR"):
    """A doctor's name; titles and credentials are kept outside the span."""
    rng = c.rng
    form = form or rng.choice(["dr_last", "dr_full", "dr_full", "full_cred", "dr_init", "full"])
    if form == "dr_last":
        return [c.dr + " ", P(p.last, typ)]
    if form == "dr_full":
        return [c.dr + " ", P(p.full(), typ)]
    if form == "dr_fml":
        return [c.dr + " ", P(p.fml(), typ)]
    if form == "full_cred":
        return [P(p.full(), typ), ", " + rng.choice(CRED[c.country])]
    if form == "dr_init":
        return [c.dr + " ", P(p.init_last(), typ)]
    if form == "full":
        return [P(p.full(), typ)]
    if form == "last":
        return [P(p.last, typ)]
    if form == "init":
        return [P(p.initials(False).lower() if rng.random() < 0.5 else p.initials(False), typ)]
    raise ValueError(form)


def staff(c, p, role_after=None, form=None):
    rng = c.rng
    form = form or rng.choice(["full", "full", "init_last", "title_last"])
    if form == "title_last":
        out = [title(c, p) + " ", P(p.last, "DOCTOR")]
    elif form == "init_last":
        out = [P(p.init_last(), "DOCTOR")]
    else:
        out = [P(p.full(), "DOCTOR")]
    if role_after:
        out.append(role_after)
    return out


def fam(c, form=None):
    rng = c.rng
    form = form or rng.choice(["full", "first", "first", "title_last"])
    p = c.fam
    if form == "title_last":
        return [title(c, p) + " ", P(p.last, "FAMILY")]
    if form == "first":
        return [P(p.first, "FAMILY")]
    return [P(p.full(), "FAMILY")]


def age(c, a=None, p=None):
    return age_pieces(c.rng, c.age if a is None else a, (p or c.pt).sex)


def dob_label(c):
    return c.rng.choice(["DOB", "D.O.B.", "Date of birth", "DoB", "Birth date"])


def lic_label(c, commercial=False):
    rng = c.rng
    if c.country == "UK":
        return rng.choice(["Driver number", "Driving licence no.", "Driver No", "DVLA driver number"])
    if c.country == "IE":
        return rng.choice(["Licence number", "Driving licence no.", "Licence no"])
    if c.country == "US":
        if commercial:
            return rng.choice(["CDL #", "CDL No.", "Driver License #", "License Number"])
        return rng.choice(["DL #", "Driver License No.", "DL No", "License Number"])
    if c.country == "AU":
        return rng.choice(["Licence no.", "Driver licence number", "Licence No"])
    return rng.choice(["Driver's Licence #", "DL No.", "Licence Number", "Driver's licence no."])


def id_fields(c, k=None):
    """(label, value, type) triples of the patient's identifiers for the country."""
    rng = c.rng
    out = []
    co = c.country
    if co == "UK":
        out.append((rng.choice(["NHS No", "NHS number", "NHS no."]), c.nhs, "MRN"))
        out.append((rng.choice(["Hosp No", "Hospital number", "MRN", "Unit No"]), c.mrn, "MRN"))
    elif co == "IE":
        out.append((rng.choice(["PPSN", "PPS No"]), c.ssn, "SSN"))
        out.append((rng.choice(["Medical card no.", "GMS no.", "Medical Card"]), c.plan, "HEALTHPLAN"))
        out.append((rng.choice(["MRN", "Hospital no.", "Chart no."]), c.mrn, "MRN"))
    elif co == "US":
        out.append((rng.choice(["MRN", "Med Rec #", "Patient ID"]), c.mrn, "MRN"))
        out.append((rng.choice(["SSN", "Social Security #", "SSN (last used)"]), c.ssn, "SSN"))
        out.append((rng.choice(["Member ID", "Insurance ID", "Policy #"]), c.plan, "HEALTHPLAN"))
        if rng.random() < 0.4:
            out.append(("Group #", c.group_no, "HEALTHPLAN"))
    elif co == "AU":
        out.append((rng.choice(["Medicare No.", "Medicare number", "Medicare"]), c.plan, "HEALTHPLAN"))
        out.append((rng.choice(["URN", "MRN", "UR No."]), c.mrn, "MRN"))
    else:
        hl = "OHIP #" if c.addr.region_abbr == "ON" else rng.choice(["PHN", "Health Card No.", "HCN"])
        out.append((hl, c.plan, "HEALTHPLAN"))
        out.append((rng.choice(["Chart #", "MRN", "Patient No."]), c.mrn, "MRN"))
        if rng.random() < 0.35:
            out.append(("SIN", c.ssn, "SSN"))
    if k is not None:
        out = out[:k]
    return out


def demo_block(d, c, style=None, fields=("name", "dob", "addr", "ids", "lic", "phone"), sep=":", name_labels=None):
    rng = c.rng
    style = style or rng.choice(["colon", "colon", "table", "inline"])
    items = []
    for f in fields:
        if f == "name":
            items.append((rng.choice(name_labels or ["Name", "Patient", "Patient name", "Applicant", "Driver name"]),
                          pt_name(c, rng.choice(["full", "lf", "upper_lf", "fml"]))))
        elif f == "dob":
            items.append((dob_label(c), [P(c.D(c.dob), "DATE")]))
        elif f == "age":
            items.append(("Age", [P(str(c.age), "AGE")]))
        elif f == "sex":
            items.append(("Sex", [c.pt.sex if rng.random() < 0.6 else {"M": "Male", "F": "Female"}[c.pt.sex]]))
        elif f == "addr":
            items.append(("Address", E.addr_inline(rng, c.addr, rng.random() < 0.15)))
        elif f == "ids":
            for lab, val, typ in id_fields(c):
                items.append((lab, [P(val, typ)]))
        elif f == "lic":
            items.append((lic_label(c), [P(c.lic, "LICENSE")]))
        elif f == "phone":
            if rng.random() < 0.5:
                items.append((rng.choice(["Tel", "Phone", "Home phone", "Telephone"]), [P(c.phone, "PHONE")]))
            items.append((rng.choice(["Mobile", "Cell", "Mob"]), [P(c.mobile, "PHONE")]))
        elif f == "email":
            items.append((rng.choice(["Email", "E-mail"]), [P(c.email, "EMAIL")]))
        elif f == "occ":
            items.append((rng.choice(["Occupation", "Job", "Employment"]), [job(c.profession)]))
        elif f == "employer":
            items.append(("Employer", [P(c.employer, "ORGANIZATION")]))
        elif f == "gp":
            items.append((rng.choice(["GP", "Registered GP", "Primary care"]),
                          dr(c, c.gp, rng.choice(["dr_full", "dr_last"])) + [", ", P(c.practice.name, "HOSPITAL")]))
    if style == "table":
        d.line("+----------------------+------------------------------------------+")
        for lab, val in items:
            d.line("| ", lab.ljust(20), " | ", val, " |")
        d.line("+----------------------+------------------------------------------+")
    elif style == "inline":
        for i, (lab, val) in enumerate(items):
            d.add(lab, sep, " ", val)
            d.add("\n" if i % 2 == 1 or i == len(items) - 1 else "    ")
    else:
        for lab, val in items:
            d.line(lab, sep, " ", val)


def letterhead(d, c, clinic, extras=True, upper=None):
    rng = c.rng
    name = clinic.name.upper() if (upper if upper is not None else rng.random() < 0.3) else clinic.name
    d.line(P(name, "HOSPITAL"))
    if rng.random() < 0.5:
        d.line(E.addr_inline(rng, clinic.addr))
    else:
        E.addr_block(d, rng, clinic.addr, country_line=False)
    f = rng.randrange(3)
    if f == 0:
        d.line("Tel: ", P(clinic.phone, "PHONE"), "   Fax: ", P(clinic.fax, "FAX"))
    elif f == 1:
        d.line("T ", P(clinic.phone, "PHONE"), " | F ", P(clinic.fax, "FAX"), " | ", P(clinic.email, "EMAIL"))
    else:
        d.line("Telephone ", P(clinic.phone, "PHONE"))
    if extras and rng.random() < 0.45:
        d.line(rng.choice(["Web: ", "", "Online: "]), P(clinic.url, "URL"))
    if extras and f != 1 and rng.random() < 0.4:
        d.line("Email: ", P(clinic.email, "EMAIL"))


def signature(d, c, person, role, reg_label=None, reg=None, clinic=None, cred=True, sign_off=None):
    rng = c.rng
    if sign_off is None:
        sign_off = rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,",
                               "With best wishes,", "Regards,"])
    if sign_off:
        d.line(sign_off)
        d.nl()
        if rng.random() < 0.3:
            d.line("[signed electronically]")
    form = rng.choice(["dr_full", "full_cred", "dr_fml", "full"]) if role.startswith("doc") else None
    if form:
        d.line(dr(c, person, form))
    else:
        d.line(P(person.full(), "DOCTOR"), ", " + role if role and cred and rng.random() < 0.5 else "")
    if role.startswith("doc:"):
        d.line(role[4:])
    elif role and not role.startswith("doc"):
        pass
    if reg:
        d.line(reg_label or "Reg. no.", " ", P(reg, "LICENSE"))
    if clinic is not None:
        d.line(P(clinic.name, "HOSPITAL"))


def reg_label(c, kind="med"):
    rng = c.rng
    if kind == "med":
        return {"UK": "GMC", "IE": "IMC", "AU": "AHPRA", "US": "NPI", "CA": rng.choice(["CPSO", "CPSO #", "Licence #"])}[c.country]
    if kind == "ot":
        return {"UK": "HCPC", "IE": "CORU Reg.", "AU": "AHPRA", "US": "OTR/L lic.", "CA": "Reg."}[c.country]
    if kind == "optom":
        return {"UK": "GOC", "IE": "CORU Reg.", "AU": "AHPRA", "US": "License", "CA": "Reg."}[c.country]
    return "ADI No."


def lw(c, cap=True):
    w = "license" if c.country == "US" else "licence"
    return w.capitalize() if cap else w


def job(p, capital=False, art=False):
    """An occupation; a leading 'retired' (and an article) stays outside the span."""
    if p.startswith("retired "):
        out = [("Retired " if capital else "retired "), P(p[8:], "PROFESSION")]
    else:
        out = [P(p[:1].upper() + p[1:] if capital else p, "PROFESSION")]
    if art:
        first = p.split()[0]
        an = first[0].lower() in "aeiou" or first in ("HGV", "LGV", "HR", "MR")
        out = [("an " if an else "a ")] + out
    return out
