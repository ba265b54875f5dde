"""Shared note fragments: addresses, identifier lines, names, sign-offs.
Each function appends to a Note, so offsets are recorded as it writes."""

from core import pick, chance, an


# ------------------------------------------------------------------ names
def pt(b, c, style=None):
    """write the patient's name (title stays outside the span)"""
    r, p = b.rng, c.pt
    if style is None:
        style = pick(r, ["full", "full", "title", "title", "first", "mi", "lf"])
    if style == "full":
        b.p(p.full(), "PATIENT")
    elif style == "mi":
        b.p(p.full_mi(), "PATIENT")
    elif style == "lf":
        b.p(p.last_first(), "PATIENT")
    elif style == "LF":
        b.p(p.last_first(upper=True), "PATIENT")
    elif style == "title":
        b.t(p.title() + " ").p(p.last, "PATIENT")
    elif style == "titlefull":
        b.t(p.title() + " ").p(p.full(), "PATIENT")
    elif style == "first":
        b.p(p.first, "PATIENT")
    elif style == "last":
        b.p(p.last, "PATIENT")
    elif style == "init":
        b.p(p.initials(), "PATIENT")
    elif style == "init2":
        b.p(p.initials(dots=False), "PATIENT")
    else:
        raise KeyError(style)
    return b


def doc(b, person, style=None, cred=None):
    """write a clinician's name; titles and credentials stay outside"""
    r = b.rng
    if style is None:
        style = pick(r, ["dr_full", "dr_last", "dr_init", "full"])
    if style == "dr_full":
        b.t("Dr ").p(person.full(), "DOCTOR")
    elif style == "dr_last":
        b.t(pick(r, ["Dr ", "Dr. "])).p(person.last, "DOCTOR")
    elif style == "dr_init":
        b.t("Dr ").p(person.init_last(), "DOCTOR")
    elif style == "full":
        b.p(person.full(), "DOCTOR")
    elif style == "first":
        b.p(person.first, "DOCTOR")
    elif style == "init":
        b.p(person.initials(dots=False), "DOCTOR")
    elif style == "prof":
        b.t("Prof ").p(person.full(), "DOCTOR")
    elif style == "lastinit":
        b.p("%s %s" % (person.last, person.first[0]), "DOCTOR")
    else:
        raise KeyError(style)
    if cred:
        b.t(cred)
    return b


def fam(b, c, style=None):
    r = b.rng
    if style is None:
        style = pick(r, ["first", "first", "full"])
    b.p(c.fam.first if style == "first" else c.fam.full(), "FAMILY")
    return b


# ------------------------------------------------------------------ addresses
def _county(c, city, reg_full):
    if c.c == "UK" and reg_full and chance(c.rng, 0.45):
        return reg_full
    if c.c == "IE" and reg_full and reg_full != city and chance(c.rng, 0.8):
        return "Co. " + reg_full
    return None


def addr(b, c, who="pt", sep=", "):
    """street, town (county), region postcode - each part its own span"""
    if who == "pt":
        street, city, ab, full, z = c.street, c.city, c.reg_abbr, c.reg_full, c.zip
    elif who == "hosp":
        street, city, ab, full, z = c.hstreet, c.hcity, c.hreg_abbr, c.hreg_full, c.hzip
    else:
        street, city, ab, full, z = c.gp_street, c.gp_city, c.gp_reg_abbr, c.gp_reg_full, c.gp_zip
    r = b.rng
    b.p(street, "STREET").t(sep)
    if c.c in ("US", "CA", "AU"):
        reg = ab if r.random() < 0.8 else full
        b.p(city, "CITY")
        b.t(", " if c.c != "AU" else " ").p(reg, "STATE").t("  " if c.c == "CA" and r.random() < 0.5 else " ")
        b.p(z, "ZIP")
    elif c.c == "NZ":
        b.p(city, "CITY")
        if full != city and r.random() < 0.25:
            b.t(sep).p(full, "STATE")
        b.t(" ").p(z, "ZIP")
    else:
        b.p(city, "CITY")
        cty = _county(c, city, full)
        if cty:
            if cty.startswith("Co. "):
                b.t(sep + "Co. ").p(cty[4:], "CITY")
            else:
                b.t(sep).p(cty, "CITY")
        b.t(sep if sep != ", " or c.c == "UK" else " ").p(z, "ZIP")
    return b


def town(b, c, region=True):
    b.p(c.city, "CITY")
    if region and c.c in ("US", "CA", "AU"):
        b.t(", ").p(c.reg_abbr, "STATE")
    return b


# ------------------------------------------------------------------ identifiers
def ids(b, c, sep="   ", dob=True, with_hp=True, dstyle=None):
    """the identifier strip under a patient's name"""
    r = b.rng
    if dob:
        b.t(pick(r, ["DOB: ", "D.O.B. ", "DOB "])).p(c.d(c.dob, dstyle), "DATE").t(sep)
    if c.c == "UK":
        b.t(c.natid_label + ": ").p(c.natid, "MRN").t(sep)
        b.t(pick(r, ["Hosp No: ", "Hospital no. ", "MRN: ", "RTX: "])).p(c.mrn, "MRN")
    elif c.c == "NZ":
        b.t("NHI: ").p(c.natid, "MRN")
    elif c.c == "AU":
        b.t(pick(r, ["UR: ", "URN ", "MRN: "])).p(c.mrn, "MRN")
        if with_hp:
            b.t(sep + "Medicare: ").p(c.hp, "HEALTHPLAN")
            if chance(r, 0.5):
                b.t(" IRN ").t(str(r.randrange(1, 5)))
    elif c.c == "CA":
        b.t(pick(r, ["MRN: ", "Chart #", "MRN "])).p(c.mrn, "MRN")
        if with_hp:
            b.t(sep + c.hp_label + ": ").p(c.hp, "HEALTHPLAN")
    elif c.c == "IE":
        b.t(pick(r, ["MRN: ", "Hosp. No. ", "Chart No: "])).p(c.mrn, "MRN")
        if with_hp and chance(r, 0.6):
            b.t(sep + c.hp_label + " ").p(c.hp, "HEALTHPLAN")
    else:
        b.t(pick(r, ["MRN: ", "MRN# ", "Med Rec #: "])).p(c.mrn, "MRN")
        if with_hp and chance(r, 0.5):
            b.t(sep + c.hp_label + ": ").p(c.hp, "HEALTHPLAN")
    return b


def contact(b, c, sep="   "):
    r = b.rng
    b.t(pick(r, ["Tel: ", "Home: ", "Ph: ", "Phone "])).p(c.phone, "PHONE")
    b.t(sep + pick(r, ["Mob: ", "Mobile: ", "Cell: " if c.c in ("US", "CA") else "Mob "])).p(c.mobile, "PHONE")
    if chance(r, 0.5):
        b.t(sep + "Email: ").p(c.email, "EMAIL")
    return b


# ------------------------------------------------------------------ letterhead & sign-off
def letterhead(b, c, dept="Department of Dermatology"):
    r = b.rng
    b.p(c.hosp, "HOSPITAL").t("\n" + dept + "\n")
    addr(b, c, "hosp", sep=pick(r, [", ", "\n"]))
    b.t("\nTel: ").p(c.dept_phone, "PHONE")
    b.t(pick(r, ["   Fax: ", " | Fax ", "\nFax: "])).p(c.dept_fax, "FAX")
    if chance(r, 0.5):
        b.t("\nEmail: ").p(c.dept_email, "EMAIL")
    if chance(r, 0.35):
        b.t("\nWeb: ").p(c.url, "URL")
    b.t("\n")
    return b


def signoff(b, c, person, role, kind="doctor", lic=True, style="dr_full"):
    r = b.rng
    if style == "dr_full":
        b.t("Dr ").p(person.full(), "DOCTOR")
    elif style == "plain":
        b.p(person.full(), "DOCTOR")
    else:
        doc(b, person, style)
    creds = {"US": [", MD", ", MD, FAAD", ", DO"], "UK": [" MRCP(UK)", " FRCP", " MBChB MRCP"],
             "CA": [", MD, FRCPC", " MD FRCPC"], "AU": [" MBBS FACD", " FACD"],
             "NZ": [" MBChB FNZDS", " FACD"], "IE": [" MB MRCPI", " FRCPI"]}
    if kind == "doctor" and chance(r, 0.6):
        b.t(pick(r, creds[c.c]))
    elif kind == "nurse":
        b.t(pick(r, [", RN", " RGN", ", CNS", " RN BSc"]))
    elif kind == "pharm":
        b.t(pick(r, [", PharmD", " MPharm", ", BPharm"]))
    b.t("\n" + role)
    if lic:
        lab, val = c.lic(kind)
        b.t("\n" + lab + pick(r, [" ", ": ", " no. "])).p(val, "LICENSE")
    b.t("\n")
    return b


def typed_by(b, c):
    r = b.rng
    b.t(pick(r, ["DD/", "Dictated/typed: ", "Typed by "]))
    if chance(r, 0.5):
        b.p(c.sec, "DOCTOR")
    else:
        b.p(c.cons.initials(dots=False), "DOCTOR").t("/").p(c.sec, "DOCTOR")
    return b


# ------------------------------------------------------------------ template values
def vals(c):
    """plain and PHI strings used by the genre templates"""
    p = c.pt
    male = p.sex == "M"
    v = {
        "he": "he" if male else "she", "He": "He" if male else "She",
        "his": "his" if male else "her", "His": "His" if male else "Her",
        "him": "him" if male else "her", "sex": "M" if male else "F",
        "man": "man" if male else "woman", "gender": "male" if male else "female",
        "pt_full": p.full(), "pt_mi": p.full_mi(), "pt_first": p.first, "pt_last": p.last,
        "pt_lf": p.last_first(), "pt_LF": p.last_first(upper=True), "pt_init": p.initials(),
        "title": p.title(), "age": str(c.age), "onset": str(c.onset_age),
        "years": str(max(1, c.age - c.onset_age)),
        "city": c.city, "occ": c.occ, "employer": c.employer, "rel": c.rel,
        "fam_first": c.fam.first, "fam_full": c.fam.full(), "fam_occ": c.fam_occ,
        "abroad": c.abroad, "hosp": c.hosp, "gp_full": c.gp.full(), "gp_last": c.gp.last,
        "gp_practice": c.gp_practice, "cons_full": c.cons.full(), "cons_last": c.cons.last,
        "reg_full": c.reg.full(), "reg_last": c.reg.last, "cns_full": c.cns.full(),
        "cns_first": c.cns.first, "cns_last": c.cns.last, "pharm_full": c.pharm.full(),
        "rheum_full": c.rheum.full(), "rheum_last": c.rheum.last, "path_full": c.path.full(),
        "homecare": c.homecare, "pharmacy": c.pharmacy, "lab": c.lab, "ward": c.ward,
        "mrn": c.mrn, "hp": c.hp or "", "ssn": c.ssn or "", "phone": c.phone,
        "mobile": c.mobile, "email": c.email, "username": c.username, "acct": c.acct,
        "dept_phone": c.dept_phone, "dept_fax": c.dept_fax, "dept_email": c.dept_email,
        "url": c.url, "fam_phone": c.fam_phone, "insurer": c.insurer, "building": c.building,
        "a_occ": an(c.occ), "a_fo": an(c.fam_occ),
        "gp_phone": c.gp_phone, "gp_fax": c.gp_fax, "switch": c.switch, "ext": c.ext,
    }
    return v
