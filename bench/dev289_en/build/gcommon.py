"""Shared note furniture: letterheads, patient banners, sign-offs."""
import ctx
import phi
from ctx import nm, staff_nm, addr_pieces, age_pieces


def D(rng, c, d, style=None):
    return (phi.fmt_date(rng, d, c.country, style), "DATE")


def Dn(rng, c, d):
    return (phi.fmt_date(rng, d, c.country, "num"), "DATE")


def hosp_label(c):
    return {"UK": "Hosp No", "US": "MRN", "AU": "UR", "CA": "MRN", "IE": "MRN"}[c.country]


def letterhead(d, rng, c, site=None, fax=True, lic=True, addr=None):
    name = site or c.clinic
    if rng.random() < 0.3:
        d.w((name.upper(), "HOSPITAL"), "\n")
    else:
        d.w((name, "HOSPITAL"), "\n")
    if rng.random() < 0.35:
        d.t(rng.choice(["Andrology & Fertility Preservation Service", "Assisted Conception Unit",
                        "Reproductive Medicine | Cryostorage", "Fertility Preservation Programme",
                        "Embryology Laboratory"]) + "\n")
    d.w(addr_pieces(rng, addr or c.clinic_addr, "line", with_country=rng.random() < 0.15), "\n")
    own = addr is None
    bits = [["Tel ", (c.clinic_phone if own else phi.phone(rng, c.country, mobile=False), "PHONE")]]
    if fax:
        bits.append(["Fax ", (c.clinic_fax if own else phi.phone(rng, c.country, mobile=False), "FAX")])
    if rng.random() < 0.7:
        bits.append([(c.clinic_email if own else phi.email(rng, local=rng.choice(["oncology.secs", "haem.office", "tya.team"])), "EMAIL")])
    if rng.random() < 0.5:
        bits.append([(c.clinic_url if own else phi.url(rng, "/cancer-services"), "URL")])
    sep = rng.choice([" | ", "  ", " * ", "\n"])
    for i, b in enumerate(bits):
        if i:
            d.t(sep)
        d.w(b)
    d.t("\n")
    if lic and rng.random() < 0.6:
        d.w(c.centre_lic[0] + ": ", (c.centre_lic[1], "LICENSE"), "\n")
    d.t("\n")


def banner(d, rng, c, style=None, extra=True):
    p = c.p
    st = style or rng.choice(["grid", "line", "re", "block", "pipe"])
    if st == "grid":
        d.w("Patient:  ", nm(rng, p, "PATIENT", rng.choice(["upper_lf", "last_first", "full"])),
            "\nDOB:      ", D(rng, c, p.dob, rng.choice(["num", "abbr", "dash", "iso"])),
            "   (", age_pieces(rng, p.age, p.sex, rng.choice(["yrs", "y", "sexchar"])), ")",
            "\n%-10s" % (hosp_label(c) + ":"), (c.mrn, "MRN"))
        if c.country == "UK" and rng.random() < 0.7:
            d.w("\nNHS No:   ", (c.nhs, "MRN"))
        if rng.random() < 0.5:
            d.w("\nClinic ID: ", (c.cid, "MRN"))
        if c.country in ("US", "AU", "CA") and rng.random() < 0.35:
            d.w("\n", phi.healthplan_label(c.country), ": ", (c.hp, "HEALTHPLAN"))
        if c.country in ("US", "IE", "CA") and rng.random() < 0.25:
            d.w("\n", phi.ssn_label(c.country), ": ", (c.ssn, "SSN"))
        if extra and rng.random() < 0.4:
            d.w("\nAddress:  ", addr_pieces(rng, c.addr, "line"))
        d.t("\n")
    elif st == "line":
        d.w(nm(rng, p, "PATIENT", rng.choice(["upper_lf", "upper", "full"])), "  ",
            D(rng, c, p.dob, "num"), "  ", hosp_label(c), " ", (c.mrn, "MRN"))
        if c.country == "UK" and rng.random() < 0.5:
            d.w("  NHS ", (c.nhs, "MRN"))
        d.t("\n")
    elif st == "re":
        d.w("RE: ", nm(rng, p, "PATIENT", rng.choice(["title_full", "full", "upper"])), ", DOB ",
            D(rng, c, p.dob), "\n")
        if extra:
            d.w(addr_pieces(rng, c.addr, "line"), "\n")
        d.w(hosp_label(c), ": ", (c.mrn, "MRN"))
        if c.country == "UK" and rng.random() < 0.6:
            d.w(" / NHS number ", (c.nhs, "MRN"))
        d.t("\n")
    elif st == "block":
        d.w("Name: ", nm(rng, p, "PATIENT", "full"), "\n",
            "D.O.B.: ", D(rng, c, p.dob, "num"), "\n",
            "Sex: ", "Male" if p.sex == "M" else "Female", "\n",
            "Record no.: ", (c.mrn, "MRN"), "\n")
        if extra:
            d.w("Tel: ", (c.phone, "PHONE"), "\n")
    else:
        d.w(nm(rng, p, "PATIENT", "upper_lf"), " | ", D(rng, c, p.dob, "num"), " | ",
            age_pieces(rng, p.age, p.sex, "sexchar"), " | ", hosp_label(c), " ", (c.mrn, "MRN"), " | ", (c.cid, "MRN"), "\n")


def sign(d, rng, c, s, lic=None, closing=True, job=True):
    if closing:
        d.t(rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,", "Regards,"]) + "\n\n")
    d.w(staff_nm(rng, s, rng.choice(["full_cred", "title_full", "full"])))
    if job:
        d.t("\n" + s.job)
    if lic:
        lab, val = phi.licence_doc(rng, c.country)
        d.w("\n", lab, " ", (val, "LICENSE"))
    d.t("\n")


def cc_block(d, rng, c, who):
    d.t("\ncc: ")
    for i, (s, site) in enumerate(who):
        if i:
            d.t("\n    ")
        d.w(staff_nm(rng, s, rng.choice(["title_full", "full_cred"])))
        if site:
            d.w(", ", (site, "HOSPITAL"))
    d.t("\n")


def typed_by(d, rng, c, s, dt):
    d.w("\n", rng.choice(["Dictated", "D", "Dict"]), ": ", (ctx.initials(c.st["consultant"], False), "DOCTOR"), "  ",
        rng.choice(["Typed", "T", "tr"]), ": ", (s.first[0].lower() + s.last[0].lower(), "DOCTOR"), "  ",
        Dn(rng, c, dt), "\n")


def partner_ref(rng, c, style=None):
    rel = c.rel
    return [rel if rng.random() < 0.5 else "his " + rel if c.p.sex == "M" else "her " + rel, " ",
            nm(rng, c.partner, "FAMILY", style or rng.choice(["first", "full", "first"]))]
