"""Blocks shared by genres: letterheads, patient banners, signatures, cc lists,
audit trails, ages and name mentions.  Every function writes into a Doc."""
import ids
from names import age_words

CRED = {"US": ["MD", "MD", "DO", "MD, PhD"], "CA": ["MD, FRCPC", "MD"], "UK": ["MBBS, MRCP, FRCPath", "MRCP", "FRCP"],
        "AU": ["MBBS, FRACP, FRCPA", "FRACP"], "IE": ["MB BCh, MRCPI", "FRCPath"]}
NCRED = {"US": ["RN", "RN, BSN", "RN, OCN", "NP"], "CA": ["RN", "NP"], "UK": ["RN", "Clinical Nurse Specialist", "Sister"],
         "AU": ["RN", "CNC", "CNS"], "IE": ["RGN", "CNS", "ANP"]}


def art(word):
    """Indefinite article with trailing blank, for the word that follows."""
    w = word.lower()
    vowel = w[0] in "aeiou" and not w.startswith(("uni", "use", "eu"))
    return "an " if vowel or w.startswith(("hgv", "it ", "hour")) else "a "


def dr(c, rng):
    return rng.choice(CRED[c.country])


def nc(c, rng):
    return rng.choice(NCRED[c.country])


def pt_name(c, rng, forms=None):
    p = c.pt
    f = rng.choice(forms or ["full", "full", "lf", "mi", "upper"])
    return ({"full": p.full(), "lf": p.last_first(), "mi": p.full_mi(), "upper": p.upper_lf(),
             "first": p.first, "last": p.last, "init": p.initials()}[f], "PATIENT")


def title_last(c):
    return [c.title + " ", (c.pt.last, "PATIENT")]


def age_items(c, rng, style=None):
    a = str(c.age)
    s = style if style is not None else rng.randrange(7)
    sx = c.sex
    word = "woman" if sx == "F" else "man"
    if s == 0:
        return [(a, "AGE"), "-year-old " + word]
    if s == 1:
        return [(a, "AGE"), " yo " + ("F" if sx == "F" else "M")]
    if s == 2:
        return [(a, "AGE"), sx]
    if s == 3:
        return [(a, "AGE"), " y/o " + ("female" if sx == "F" else "male")]
    if s == 4:
        return ["aged ", (a, "AGE")]
    if s == 5:
        return [(age_words(c.age), "AGE"), "-year-old " + word]
    return [(a, "AGE"), "yo " + ("F" if sx == "F" else "M")]


def letterhead(d, c, rng, dept=None, contacts=True):
    dept = dept or rng.choice(["Blood and Marrow Transplant Program", "Cellular Therapy & Transplant Service",
                               "Department of %s - Stem Cell Transplant Unit" % c.hae().capitalize(),
                               "Adult BMT and Cellular Therapy", "%s & Transplant Directorate" % c.hae().capitalize(),
                               "Immune Effector Cell (IEC) Therapy Service"])
    d.line((c.hosp.upper() if rng.random() < 0.3 else c.hosp, "HOSPITAL"))
    d.line(dept)
    if rng.random() < 0.75:
        d.line(*c.haddr.parts())
    if contacts:
        items = ["Tel: ", (c.hphone, "PHONE")]
        if rng.random() < 0.8:
            items += ["   Fax: ", (c.hfax, "FAX")]
        if rng.random() < 0.35:
            items += ["   ", (c.coord_email, "EMAIL")]
        d.line(*items)
        if rng.random() < 0.2:
            d.line("Web: ", (ids.url(rng), "URL"))
    d.line("")


def banner(d, c, rng, short=False):
    """Patient identification block."""
    style = rng.randrange(3)
    if style == 0:
        d.line("Patient: ", pt_name(c, rng), "    DOB: ", c.d(c.dob), "    Sex: ", c.sex)
        d.line(*c.id_items(rng))
    elif style == 1:
        d.line("Name: ", pt_name(c, rng, ["upper", "lf"]))
        d.line("DOB: ", c.d(c.dob), " (", (str(c.age), "AGE"), "y)   ", *c.id_items(rng))
    else:
        d.line(pt_name(c, rng, ["upper"]), "  |  ", *c.id_items(rng), "  |  DOB ", c.d(c.dob))
    if not short and rng.random() < 0.55:
        d.line(rng.choice(["Encounter #: ", "Visit No: ", "Acct: ", "FIN: ", "CSN: "]), (c.acct, "ACCOUNT"),
               *(["   ", {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.country], ": ", (c.ssn, "SSN")]
                 if c.ssn and rng.random() < 0.25 else []))


def staff(person, rng, role="DOCTOR", form=None):
    f = form if form is not None else rng.randrange(4)
    if f == 0:
        return (person.full(), role)
    if f == 1:
        return (person.init_last(), role)
    if f == 2:
        return (person.last, role)
    return (person.full_mi(), role)


def signature(d, c, rng, person=None, role_line=None, nurse=False, when=None, lic=None, pager=None):
    person = person or c.att
    d.line("")
    style = rng.randrange(3)
    cred = nc(c, rng) if nurse else dr(c, rng)
    if style == 0:
        d.line(rng.choice(["Electronically signed by ", "Signed: ", "Signed by: "]), (person.full(), "DOCTOR"), ", ", cred,
               *([" on ", c.d(when), " ", ids.clock(rng)] if when else []))
    elif style == 1:
        d.line(rng.choice(["Dr ", "Dr. "]) if not nurse else "", (person.full_mi(), "DOCTOR"))
        d.line(cred)
    else:
        d.line("_" * rng.randint(18, 30))
        d.line((person.full(), "DOCTOR"), " ", cred)
    if role_line:
        d.line(role_line)
    if lic or (lic is None and rng.random() < 0.3):
        lab, val = ids.license_no(rng, c.country, "nurse" if nurse else None)
        d.line(lab, " ", (val, "LICENSE"))
    if pager or (pager is None and rng.random() < 0.35):
        d.line(rng.choice(["Pager ", "pgr ", "Page: "] if c.country in ("US", "CA") else ["Bleep ", "Pager ", "bleep "]),
               (ids.pager(rng, c.country), "PHONE"))


def cc_block(d, c, rng):
    d.line("")
    d.line("cc:")
    d.line("  Dr ", (c.gp.full(), "DOCTOR"), ", ", (c.practice, "HOSPITAL"))
    if rng.random() < 0.6:
        d.line("     ", *c.paddr.parts())
    if rng.random() < 0.5:
        d.line("     Fax ", (c.pfax, "FAX"))
    if rng.random() < 0.6:
        d.line("  Dr ", (c.refdoc.full(), "DOCTOR"), ", ", c.hae().capitalize(), ", ", (c.ref_hosp, "HOSPITAL"))
    if rng.random() < 0.5:
        d.line("  Patient")


def audit(d, c, rng, when, user=None):
    user = user or c.nurse
    kind = rng.randrange(3)
    if kind == 0:
        d.line("[audit] created by ", (user.login(rng), "USERNAME"), " ", c.d(when, "iso"), " ", ids.clock(rng),
               " ws=", (ids.ip(rng), "IPADDR"))
    elif kind == 1:
        d.line("Entered by: ", (user.login(rng), "USERNAME"), " (", (user.full(), "DOCTOR"), ")  ", c.d(when), " ",
               ids.clock(rng))
    else:
        d.line("Last modified ", c.d(when, "sys"), " ", ids.clock(rng), " by ", (user.login(rng), "USERNAME"),
               " from ", (ids.ip(rng), "IPADDR"))


def day_label(n):
    if n == 0:
        return "Day 0"
    return "Day %+d" % n


def dplus(n, rng):
    return rng.choice(["D%+d" % n, "Day %+d" % n, "D%+d" % n, "day %+d" % n])
