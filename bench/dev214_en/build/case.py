"""Per-note case context and renderers that return Note.v()-ready pieces."""
import datetime as dt

import pools
from fake import age_words


# two-letter initials that would read as a credential or clinical abbreviation
AMBIG_INITIALS = ["AM", "BP", "CT", "DM", "DO", "ED", "ER", "GI", "HI", "HR", "ID", "IN", "IV", "MA", "MD", "ME",
                  "MS", "NO", "NP", "OK", "OR", "OT", "PA", "PE", "PM", "PO", "PT", "RN", "US"]


def D(fk, d, style=None):
    return (fk.fdate(d, style), "DATE")


def make_case(fk, ped=None, age=None):
    r = fk.r
    if ped is None:
        ped = fk.chance(0.12)
    if age is None:
        age = r.randint(1, 16) if ped else r.choice([r.randint(19, 45), r.randint(46, 75), r.randint(60, 97)])
    p = fk.person()
    enc = fk.date_between(2023, 2025)
    dob = dt.date.fromordinal(enc.toordinal() - age * 365 - r.randint(1, 360))
    # keep age consistent
    age = enc.year - dob.year - ((enc.month, enc.day) < (dob.month, dob.day))
    home = fk.address()
    fam_rel, fam_sex = r.choice(pools.RELATIONS)
    if ped:
        fam_rel, fam_sex = r.choice([("mother", "F"), ("father", "M"), ("grandmother", "F"), ("guardian", None)])
    fam = fk.person(fam_sex)
    if fam_rel in ("wife", "husband", "son", "daughter", "mother", "father", "sister", "brother",
                   "grandson", "granddaughter", "grandmother") and fk.chance(0.7):
        fam["last"] = p["last"]
    c = {
        "p": p, "age": age, "dob": dob, "enc": enc, "ped": ped, "addr": home,
        "phone": fk.phone(ext=False), "phone2": fk.phone(ext=False), "email": fk.email(p),
        "user": fk.username(p), "mrn": fk.mrn(), "member": fk.member(), "group": fk.group(),
        "insurer": fk.ch(pools.INSURERS), "pcp": fk.clinician("prov"), "rn": fk.clinician("rn"),
        "prov2": fk.clinician("prov"), "clinic": fk.ch(pools.CLINICS), "hosp": fk.ch(pools.HOSPITALS),
        "pharm": fk.ch(pools.PHARMACIES), "fam": fam, "fam_rel": fam_rel,
        "prof": fk.ch(pools.PROFESSIONS), "employer": fk.ch(pools.EMPLOYERS),
        "fam_prof": fk.ch(pools.PROFESSIONS), "acct": fk.account(), "enc_no": fk.account("enc"),
        "fam_user": fk.username(fam), "fam_email": fk.email(fam),
        "country": fk.country(), "lang": fk.ch(pools.LANGUAGES), "ip": fk.ip(),
    }
    return c


def pt(fk, c, style=None):
    """Patient name pieces; titles stay outside."""
    p = c["p"]
    if style is None:
        style = fk.ch(["full", "full", "mi", "lf", "LF", "LFM", "title", "first", "fi"])
    if style == "title":
        if c["ped"]:
            return (p["first"], "PATIENT")
        t = fk.ch(["Mr. ", "Mr "] if p["sex"] == "M" else ["Ms. ", "Mrs. ", "Ms "])
        return [t, (p["last"], "PATIENT")]
    if style == "nick":
        return (p.get("nick") or p["first"], "PATIENT")
    return (fk.pname(p, style), "PATIENT")


def fam(fk, c, style=None):
    f = c["fam"]
    if style is None:
        style = fk.ch(["full", "full", "first", "fi", "title"])
    if style == "title":
        t = "Mr. " if f["sex"] == "M" else fk.ch(["Ms. ", "Mrs. "])
        return [t, (f["last"], "FAMILY")]
    return (fk.pname(f, style), "FAMILY")


def doc(fk, d, style=None, typ="DOCTOR"):
    """Clinician name pieces with title/credentials outside the span."""
    if style is None:
        style = fk.ch(["full_cred", "full_cred", "dr_last", "dr_full", "fi_cred", "lf_cred", "full", "mi_cred"])
    dr_ok = d["cred"].split(",")[0] in ("MD", "DO")
    if style in ("dr_last", "dr_full") and not dr_ok:
        style = "full_cred"
    f, l = d["first"], d["last"]
    if style == "full_cred":
        return [(f + " " + l, typ), ", " + d["cred"]]
    if style == "mi_cred":
        return [("%s %s. %s" % (f, d["mi"], l), typ), ", " + d["cred"]]
    if style == "dr_last":
        return [fk.ch(["Dr. ", "Dr ", "Dr. "]), (l, typ)]
    if style == "dr_full":
        return ["Dr. ", (f + " " + l, typ)]
    if style == "fi_cred":
        return [("%s. %s" % (f[0], l), typ), " " + d["cred"].split(",")[0]]
    if style == "lf_cred":
        return [("%s, %s" % (l, f), typ), " " + d["cred"].split(",")[0]]
    if style == "full":
        return (f + " " + l, typ)
    if style == "last":
        return (l, typ)
    if style == "first":
        return (f, typ)
    if style in ("init", "init_lc"):
        ini = "%s%s" % (f[0], l[0])
        if ini in AMBIG_INITIALS:
            ini = "%s%s%s" % (f[0], d["mi"], l[0])
        return (ini.lower() if style == "init_lc" else ini, typ)
    raise ValueError(style)


def age(fk, c, style=None):
    a = c["age"]
    if style is None:
        style = fk.ch(["yo_dash", "yo_dash", "yo", "yo_tight", "y/o", "sex", "words", "age"])
    sx = c["p"]["sex"]
    if style == "yo_dash":
        return [(str(a), "AGE"), "-year-old"]
    if style == "yo":
        return [(str(a), "AGE"), " yo"]
    if style == "yo_tight":
        return [(str(a), "AGE"), "yo"]
    if style == "y/o":
        return [(str(a), "AGE"), " y/o"]
    if style == "sex":
        return [(str(a), "AGE"), " " + sx]
    if style == "sex_tight":
        return [(str(a), "AGE"), sx]
    if style == "words":
        return ["aged ", (age_words(a), "AGE")]
    if style == "age":
        return ["age ", (str(a), "AGE")]
    if style == "bare":
        return (str(a), "AGE")
    raise ValueError(style)


def addr(fk, a, style=None, sep=", "):
    if style is None:
        style = fk.ch(["oneline", "oneline", "full_state", "twoline", "nozip"])
    st = a["state"] if style == "full_state" else a["st"]
    out = [(a["street"], "STREET")]
    out.append("\n" if style == "twoline" else sep)
    out += [(a["city"], "CITY"), ", ", (st, "STATE")]
    if style != "nozip":
        out += [" ", (a["zip"], "ZIP")]
    return out


def sig(fk, d, when, style=None):
    """Electronic signature line."""
    if style is None:
        style = fk.ch(["es", "signed", "auth", "plain"])
    if style == "es":
        return ["Electronically signed by ", doc(fk, d, "full_cred"), " on ", D(fk, when, "mdy"), " " + fk.time()]
    if style == "signed":
        return ["Signed: ", doc(fk, d, "lf_cred"), " ", D(fk, when, fk.ch(["mdy", "iso", "mdy0"])), " " + fk.time()]
    if style == "auth":
        return ["Authenticated: ", doc(fk, d, "mi_cred"), " | ", D(fk, when, "dmy"), " " + fk.time(style="12")]
    return ["-- ", doc(fk, d, "full_cred")]
