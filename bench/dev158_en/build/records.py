"""Fictional patient records and shared snippets (signatures, NOK, GP lines)."""
import clin
import pools as P

AGE_RANGE = {"med": (19, 96), "surg": (18, 94), "aged": (71, 103), "rehab": (34, 93)}


class Rec(dict):
    __getattr__ = dict.get


def patient(g, kind=None, ward=None):
    k = kind or clin.kind(g)
    lo, hi = AGE_RANGE[k]
    age = g.ri(lo, hi)
    if age < 60 and g.chance(0.5):
        age = g.ri(60, hi)
    n = g.name()
    los = g.ri(0, 24)
    rel = g.c([r for r in P.RELATIONS if age < 60 or r not in ("mother", "father")])
    if rel in ("wife", "husband"):
        rel = g.c(["wife"] * 9 + ["partner"]) if n.sex == "M" else g.c(["husband"] * 9 + ["partner"])
    nok_sex = "F" if rel in ("wife", "daughter", "sister", "niece", "granddaughter",
                             "daughter-in-law", "mother") else \
        "M" if rel in ("husband", "son", "brother", "nephew", "grandson", "son-in-law",
                       "father") else None
    same_last = rel in ("wife", "husband", "daughter", "son", "sister", "brother") and g.chance(0.5)
    nok = g.name(sex=nok_sex, origin=n.origin if (same_last or g.chance(0.7)) else None)
    if same_last:
        nok.last = n.last
    gp = g.name()
    cob = g.c(P.COUNTRIES) if g.chance(0.4) else None
    return Rec(
        n=n, age=age, sex=n.sex, kind=k, spec=clin.spec(g, k), dx=clin.dx(g, k),
        dob=g.dob(age), mrn=g.mrn(), acct=g.account(), addr=g.address(),
        phone=g.phone(), nok=nok, rel=rel, nok_phone=g.phone("mob"),
        nok_phone2=g.phone("land"), gp=gp, practice=g.loc(P.GP_PRACTICES),
        gp_phone=g.phone("land"), gp_fax=g.fax(), cons=g.name(),
        prof=g.loc(P.PROFESSIONS), nok_prof=g.loc(P.PROFESSIONS), retired=age >= 66,
        cob=cob, lang=P.LANG_BY_COUNTRY.get(cob) if cob else None,
        adm=g.day(-los), los=los, edd=g.day(g.ri(0, 6)),
        ward=ward or g.ward(), bed=g.bed(), alerts=g.r.sample(clin.ALERTS, g.ri(0, 3)),
        mob=g.c(clin.MOBILITY), racf=g.loc(P.RACF), employer=g.loc(P.ORGS_EMPLOYER),
    )


def sexchar(pt):
    return pt.sex


def nok_pieces(g, pt, style=None):
    st = style or g.c(["rel name ph", "NOK: name (rel) ph", "name rel ph", "rel only ph"])
    if st == "rel name ph":
        return [pt.rel + " ", g.pname(pt.nok, g.c(["F", "FL", "FL"]), "FAMILY"), " ",
                (pt.nok_phone, "PHONE")]
    if st == "NOK: name (rel) ph":
        return ["NOK: ", g.pname(pt.nok, g.c(["FL", "LF", "tFL"]), "FAMILY"), " (" + pt.rel + ") ",
                (pt.nok_phone, "PHONE")]
    if st == "name rel ph":
        return [g.pname(pt.nok, "FL", "FAMILY"), " - " + pt.rel + " - ph ", (pt.nok_phone, "PHONE")]
    return ["NOK " + pt.rel + " ", g.pname(pt.nok, "F", "FAMILY"), " m: ", (pt.nok_phone, "PHONE")]


def prof_pieces(g, pt, who="pt"):
    p = pt.prof if who == "pt" else pt.nok_prof
    if who == "pt":
        if pt.retired:
            return g.c([["retired ", (p, "PROFESSION")], ["ex-", (p, "PROFESSION")],
                        ["former ", (p, "PROFESSION")], ["retd ", (p, "PROFESSION")]])
        return g.c([["works as a ", (p, "PROFESSION")], ["employed as ", (p, "PROFESSION")],
                    [(p, "PROFESSION"), " by trade"], ["occupation: ", (p, "PROFESSION")]])
    return g.c([[pt.rel + " is a ", (p, "PROFESSION")], [pt.rel + " (", (p, "PROFESSION"), ")"],
                [pt.rel + " works as a ", (p, "PROFESSION")]])


def gp_pieces(g, pt, full=False):
    out = ["GP: ", g.doctor(pt.gp), ", ", (pt.practice, "HOSPITAL")]
    if full:
        out += [g.c([" ph ", " Tel ", " P: "]), (pt.gp_phone, "PHONE"),
                g.c([" fax ", " F: ", " Fax "]), (pt.gp_fax, "FAX")]
    return out


def mrn_pieces(g, pt):
    return [g.mrn_label() + " ", (pt.mrn, "MRN")]


def sig(g, d, cred="RN", kind="NMW", date=True, who=None):
    n = who or g.name()
    lab, val = g.reg("MED" if cred in ("MO", "Reg", "RMO", "Consultant", "JMO", "AT") else kind)
    style = g.c(["line", "block", "slash"])
    if style == "line":
        d.ln("Signed: ", (n.first + " " + n.last, "DOCTOR"), " (" + cred + ") " + lab + " ",
             (val, "LICENSE"), [" ", g.d(g.day(0))] if date else "")
    elif style == "block":
        d.ln("Name: ", (n.first + " " + n.last, "DOCTOR"))
        d.ln("Designation: " + cred)
        d.ln(lab + " reg: ", (val, "LICENSE"))
        if date:
            d.ln("Date: ", g.d(g.day(0)), " Time: " + clin.time_colon(g, 7, 22))
    else:
        d.ln((n.first[0] + ". " + n.last, "DOCTOR"), " / " + cred + " / " + lab + " ",
             (val, "LICENSE"), [" / ", g.d(g.day(0))] if date else "")
    return n
