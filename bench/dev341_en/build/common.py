"""Shared note fragments: patient banners, ages, dates, signatures."""
import locale_fmt as L
import pools_places as PP
from cast import uname, mail


def D(rng, x, day=None, styles=None):
    """A date span (value, DATE) in the note's country style."""
    day = x.date if day is None else day
    st = styles or ("num", "num", "short", "abbr", "dash", "long")
    return (L.fmt_date(day, x.c, rng.choice(st)), "DATE")


def A(x, age=None):
    return (str(x.age if age is None else age), "AGE")


def age_phrase(rng, x):
    """Age with sex in one of several shapes."""
    sx = x.pt.sex
    k = rng.randrange(6)
    if k == 0:
        return [A(x), "%s" % sx]
    if k == 1:
        return [A(x), " yo " + ("F" if sx == "F" else "M")]
    if k == 2:
        return [A(x), "-year-old " + ("woman" if sx == "F" else "man")]
    if k == 3:
        return [A(x), "yo " + ("female" if sx == "F" else "male")]
    if k == 4:
        return [A(x), " y/o " + ("F" if sx == "F" else "M")]
    return ["aged ", A(x)]


def pname(rng, x, style=None):
    return x.pt.render(rng, "PATIENT", x.c, style)


def fname(rng, person, style=None, c="UK"):
    return person.render(rng, "FAMILY", c, style or rng.choice(["full", "first", "full", "titlefull"]))


def sname(rng, x, staff, style=None):
    return staff.name(rng, x.c, style)


def T(rng, x, h=None, m=None):
    return L.clock(rng, x.c, h, m)


def ward_seg(x, which=1):
    return (x.ward if which == 1 else x.ward2, "HOSPITAL")


def loc_seg(rng, x):
    """Ward plus bed/bay/room in varied shapes."""
    k = rng.randrange(5)
    if k == 0:
        return [(x.ward, "HOSPITAL"), " bed ", (x.bed, "LOCATION_OTHER")]
    if k == 1:
        return [(x.ward, "HOSPITAL"), ", bay ", (x.bay, "LOCATION_OTHER"), " bed ", (x.bed, "LOCATION_OTHER")]
    if k == 2:
        return [(x.ward, "HOSPITAL"), " rm ", (x.room, "LOCATION_OTHER")]
    if k == 3:
        return [(x.ward, "HOSPITAL"), " / Bed ", (x.bed, "LOCATION_OTHER")]
    return [(x.ward, "HOSPITAL"), " side room ", (str(1 + int(x.bay)), "LOCATION_OTHER")]


def id_block(rng, x, sep="   "):
    """Primary identifiers for a banner; returns segment list."""
    segs = []
    lab = {"US": "MRN", "UK": "Hosp No", "IE": "MRN", "CA": "MRN", "AU": "URN", "NZ": "NHI", "ZA": "Hosp no.",
           "SG": "MRN"}[x.c]
    segs += [lab + ": ", (x.mrn, "MRN")]
    if x.nhs and rng.random() < 0.8:
        segs += [sep + "NHS No: ", (x.nhs, "MRN")]
    if rng.random() < 0.5:
        segs += [sep + x.acct[0] + ": ", (x.acct[1], "ACCOUNT")]
    return segs


def banner(rng, x, dob=True, loc=True):
    """Multi-line patient banner in the style of an EPR print."""
    segs = []
    style = rng.choice(["LASTFIRST", "LASTFIRST", "full", "titlefull", "lastfirst"])
    segs += ["Patient: " if rng.random() < 0.5 else "Name: ", pname(rng, x, style)]
    segs += ["   "] + id_block(rng, x) + ["\n"]
    if dob:
        segs += ["DOB: ", D(rng, x, x.dob, ("num", "num", "dash", "abbr")), " (", A(x), ("y" if x.c != "US" else "y/o"),
                 ")   Sex: ", x.pt.sex]
        if x.ssn and rng.random() < 0.6:
            segs += ["   " + x.ssn[0] + ": ", (x.ssn[1], "SSN")]
        if rng.random() < 0.15:
            segs += ["   Country of birth: ", (x.country, "COUNTRY")]
        segs += ["\n"]
    if loc:
        segs += ["Location: ", (x.hosp, "HOSPITAL"), " - "] + loc_seg(rng, x) + ["\n"]
    return segs


def sig(rng, x, staff, with_lic=None, with_contact=True):
    with_lic = rng.random() < 0.45 if with_lic is None else with_lic
    segs = [rng.choice(["Signed: ", "Sign: ", "Completed by: ", "Name: ", "-- ", "Author: "])]
    segs += staff.name(rng, x.c, rng.choice(["full", "drfull", "full_cred"]))
    segs += [", " + staff.role]
    if with_contact:
        k = rng.randrange(4)
        if k == 0:
            segs += [", %s " % x.v["pg"], (staff.pager, "PHONE")]
        elif k == 1:
            segs += [" | ext ", (L.extension(rng), "PHONE")]
        elif k == 2:
            segs += [" pager ", (staff.pager, "PHONE")]
    if with_lic and staff.lic:
        segs += ["\n" + staff.lic[0] + ": ", (staff.lic[1], "LICENSE")]
    return segs


def contact_line(rng, x, staff):
    k = rng.randrange(3)
    if k == 0:
        return ["Email: ", (mail(rng, staff), "EMAIL")]
    if k == 1:
        return ["User: ", (uname(rng, staff), "USERNAME")]
    return ["Tel: ", (L.phone(rng, x.c, mobile=False), "PHONE")]


def nok_line(rng, x, with_age=False):
    segs = ["NOK: "]
    segs += fname(rng, x.nok, c=x.c)
    segs += [" (" + x.nok_rel]
    if with_age:
        segs += [", ", (str(x.nok_age), "AGE")]
    segs += [") ", (x.nok_phone, "PHONE")]
    if rng.random() < 0.12:
        segs += [" - currently in ", (x.country, "COUNTRY")]
    return segs


def gp_line(rng, x):
    k = rng.randrange(3)
    lab = {"US": "PCP", "CA": "Family physician", "AU": "GP", "NZ": "GP", "UK": "GP", "IE": "GP", "ZA": "GP",
           "SG": "Polyclinic/GP"}[x.c]
    segs = [lab + ": Dr" + ("." if x.c in ("US", "CA") else "") + " ", (x.gp.full() if k else x.gp.last, "DOCTOR"),
            ", ", (x.practice, "HOSPITAL")]
    if rng.random() < 0.5:
        segs += [", tel ", (L.phone(rng, x.c, mobile=False), "PHONE")]
    return segs


def team_url(rng, path):
    host = rng.choice(["intranet.example.org", "ccot.example.net", "www.example.org", "eprs.example.com",
                       "portal.example.org", "learn.example.net"])
    pre = rng.choice(["https://", "http://", ""])
    return pre + host + "/" + path


def hosp_other(rng, x):
    return (x.hosp2, "HOSPITAL")


def country_of_origin(rng, x):
    return (x.country, "COUNTRY")


def building(rng):
    return (rng.choice(PP.BUILDINGS), "LOCATION_OTHER")


def bullets(rng, items, mark=None):
    mark = mark or rng.choice(["- ", "* ", "• ", ""])
    return "".join(mark + i + "\n" for i in items)


def numbered(items):
    return "".join("%d. %s\n" % (i + 1, t) for i, t in enumerate(items))
