"""Shared note blocks for dev187_en: letterheads, patient blocks, signatures, social history, driving."""
import pools as P


def title_name(N, pe, style="full", ty="DOCTOR"):
    if pe.title:
        N.add(pe.title + " ")
    N.add((pe.name(style), ty))


def pt_ref(N, c, pt, style=None):
    """A short reference to the patient in running text."""
    st = style or c.ch(["tl", "tl", "tl", "first", "full", "nick"])
    if st == "tl":
        N.add(pt.title + " ", (pt.last, "PATIENT"))
    elif st == "first":
        N.add((pt.first, "PATIENT"))
    elif st == "nick":
        N.add((pt.nick or pt.first, "PATIENT"))
    else:
        N.add((pt.name("full"), "PATIENT"))


def letterhead(N, c, hosp, dept="Department of Cardiology", place=None, email=True, web=None):
    a = c.address(place or c.place)
    N.add((hosp, "HOSPITAL"), "\n", dept, "\n")
    c.emit_addr(N, a, ", ", county=False)
    N.add("\n")
    N.add(c.ch(["Tel: ", "Tel ", "Telephone: ", "T: "]), (c.phone(a["place"]), "PHONE"))
    if c.p(0.75):
        N.add(c.ch(["   Fax: ", " | Fax ", "   F: "]), (c.phone(a["place"]), "FAX"))
    N.add("\n")
    if email:
        N.add(c.ch(["Email: ", "E-mail: ", "E: "]), (c.email_dept(c.ch(["cardiology", "cardiosecs", "cardiology.secretaries", "heartcentre"])), "EMAIL"), "\n")
    if web or (web is None and c.p(0.3)):
        N.add(c.ch(["Web: ", "www: ", ""]), (c.url(c.ch(["cardiology", "services/cardiology", "heart-centre", "patients/heart"])), "URL"), "\n")
    N.add("\n")
    return a


def id_pairs(c, pt):
    lab, val = c.national_no(pt)
    hl = c.ch(["Hospital No", "Hosp No", "MRN", "Unit No", "Case No"]) if not c.ie else c.ch(["MRN", "Hospital No", "Chart No"])
    return [(lab, val, "MRN"), (hl, c.hosp_no(), "MRN")]


def pt_block(N, c, pt, addr=None, style=None, ids=None):
    ids = ids or id_pairs(c, pt)
    st = style or c.ch(["re", "grid", "lines"])
    dob = c.fd(pt.dob, c.ch([c.dstyle, "dmy", "dmy"]))
    if st == "re":
        sep = c.ch([", DOB ", "  DOB: ", " (D.O.B. "])
        N.add("Re: ", (pt.name(c.ch(["full", "fml", "Lf"])), "PATIENT"), sep, (dob, "DATE"))
        if sep.startswith(" ("):
            N.add(")")
        for lab, val, ty in ids:
            N.add(", " if c.p(0.5) else "  ", lab, c.ch([": ", " "]), (val, ty))
        N.add("\n")
        if addr:
            N.add("     ")
            c.emit_addr(N, addr, ", ")
            N.add("\n")
    elif st == "grid":
        N.add("Patient name: ", (pt.name(c.ch(["LF", "Lf", "full"])), "PATIENT"), "\n")
        if pt.nick and c.p(0.4):
            N.add("Preferred name: ", (pt.nick, "PATIENT"), "\n")
        sep = c.ch(["   Age: ", "  ("])
        N.add("Date of birth: ", (dob, "DATE"), sep, (str(pt.age), "AGE"), " years\n" if sep == "   Age: " else " yrs)\n")
        for lab, val, ty in ids:
            N.add(lab, ": ", (val, ty), "\n")
        if c.p(0.12):
            N.add("PPSN: " if c.ie else "NI No: ", (c.ssn(), "SSN"), "\n")
        if addr:
            N.add("Address: ")
            c.emit_addr(N, addr, ", ", country=c.p(0.2))
            N.add("\n")
    else:
        N.add((pt.name(c.ch(["LF", "Lf"])), "PATIENT"), "\n", (dob, "DATE"), "  ", pt.sex, "\n")
        for lab, val, ty in ids:
            N.add(lab, " ", (val, ty), "   ")
        N.add("\n")
        if addr:
            c.emit_addr(N, addr, "\n")
            N.add("\n")
    return ids


def gp_block(N, c, gp, prac, with_addr=True):
    N.add("Dr ", (gp.name(c.ch(["full", "fl", "full"])), "DOCTOR"), "\n", (prac, "HOSPITAL"), "\n")
    if with_addr:
        a = c.address()
        c.emit_addr(N, a, "\n", county=c.p(0.3))
        N.add("\n")
    N.add("\n")


def signoff(N, c, doc, lic=True, closing=None, phone=False):
    N.add(closing or c.ch(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,"]), "\n\n\n")
    title_name(N, doc, c.ch(["full", "fml", "full"]))
    if doc.cred and c.p(0.7):
        N.add(c.ch([", ", " "]), doc.cred)
    N.add("\n", doc.role, "\n")
    if lic and doc.lic and c.p(0.8):
        lab, num = doc.lic.rsplit(" ", 1)
        N.add(lab, c.ch([" ", ": ", " No. "]), (num, "LICENSE"), "\n")
    if phone:
        N.add(c.ch(["Direct line: ", "Secretary: ", "Tel: "]), (c.phone(), "PHONE"), "\n")


def typist(N, c, doc, sec):
    di = (doc.first[0] + doc.last.replace("'", "").replace(" ", "")[0]).upper()
    ti = sec.first[0].lower() + sec.last.replace("'", "").replace(" ", "")[0].lower()
    N.add(c.ch(["Ref: ", "Our ref: ", ""]), (di, "DOCTOR"), "/", (ti, "DOCTOR"))


def social(N, c, pt, fam=None, retired=None):
    """Social history sentences with PHI: family, town, profession, employer, origin."""
    He, he, his = pt.he().capitalize(), pt.he(), pt.his()
    fam = fam or c.family(pt)
    prof = c.ch(P.RETIRABLE if retired else P.PROFESSIONS)
    retired = (pt.age >= 66) if retired is None else retired
    k = c.ri(0, 3)
    if k == 0:
        N.add(He, " lives with ", his, " ", fam.rel, " ", (fam.name(c.ch(["first", "full"])), "FAMILY"), " in ", (pt_city(c), "CITY"), ". ")
    elif k == 1:
        N.add(He, " lives alone in a ", c.ch(["bungalow", "first-floor flat", "two-storey house", "farmhouse"]), " in ", (pt_city(c), "CITY"),
              "; ", his, " ", fam.rel, " ", (fam.name("full"), "FAMILY"), " lives nearby and visits daily. ")
    elif k == 2:
        N.add(He, " is ", c.ch(["married", "widowed", "divorced", "single"]), " and lives in ", (pt_city(c), "CITY"), ". Next of kin is ", his, " ",
              fam.rel, ", ", (fam.name("full"), "FAMILY"), ". ")
    else:
        N.add("Lives with ", fam.rel, " (", (fam.name("first"), "FAMILY"), "), independent with ADLs. ")
    if retired:
        N.add(He, " is a retired ", (prof, "PROFESSION"))
        if c.p(0.4):
            N.add(", formerly with ", (c.ch(P.EMPLOYERS), "ORGANIZATION"))
        N.add(". ")
    else:
        N.add(He, c.ch([" works as a ", " is a ", " is employed as a "]), (prof, "PROFESSION"))
        if c.p(0.6):
            orgs = P.SCHOOLS if prof in ("secondary school teacher", "primary school teacher", "librarian", "cleaner", "cook") else P.EMPLOYERS
            N.add(c.ch([" with ", " at ", " for "]), (c.ch(orgs), "ORGANIZATION"))
        N.add(". ")
    if getattr(pt, "origin", None) is not None and c.p(0.7):
        N.add("Originally from ", (P.COUNTRY_OF_POOL[pt.origin], "COUNTRY"), c.ch(["; ", ", "]), "moved here in ",
              (str(c.ri(1975, c.ref.year - 2)), "DATE"), ". ")
    elif c.p(0.35):
        N.add(c.ch(["Grew up in ", "Originally from ", "Moved from "]), (c.ch(region_pool(c)), "STATE"), ". ")
    sm = c.ri(0, 3)
    if sm == 0:
        N.add("Ex-smoker (quit ", (str(c.ri(1985, c.ref.year - 1)), "DATE"), "), %d pack-years. " % c.ri(5, 50))
    else:
        N.add(c.ch(["Never smoked. ", "Current smoker, %d/day. " % c.ri(5, 30), "Non-smoker. "]))
    N.add(c.ch(["Alcohol ~%d units/week. " % c.ri(2, 30), "Teetotal. ", "Drinks socially. ", "EtOH: occasional. "]))
    if c.p(0.3):
        N.add("Active member of ", (c.ch(P.CLUBS), "ORGANIZATION"), ". ")
    if fam.rel in ("wife", "husband", "partner") and c.p(0.35):
        N.add(his.capitalize(), " ", fam.rel, " is a ", (c.ch(P.PROFESSIONS), "PROFESSION"), ". ")
    return fam, prof


def region_pool(c):
    if c.ie:
        return ["Munster", "Connacht", "Leinster", "Ulster"]
    return sorted(set(x[2] for x in P.PLACES[c.nation])) + ["the Midlands" if c.nation == "England" else "the Borders"
                                                          if c.nation == "Scotland" else "West Wales" if c.nation == "Wales"
                                                          else "Ulster"]


def pt_city(c):
    return c.place[0] if c.p(0.7) else c.ch(P.PLACES[c.nation])[0]


def driving(N, c, pt, cond="pci", prof=None):
    He, his = pt.he().capitalize(), pt.his()
    grp2 = prof in ("HGV driver", "bus driver", "taxi driver", "van driver", "forklift driver") or c.p(0.2)
    body = "NDLS" if c.ie else "DVLA"
    N.add("Driving: ", He, " holds a ", "Group 2 (C/D)" if grp2 else "Group 1", " licence")
    if c.p(0.6):
        N.add(" (licence no. ", (c.driving_licence(pt), "LICENSE"), ")")
    N.add(". ")
    rules = {"pci": ("1 week", "6 weeks"), "icd": ("6 months", "permanently barred"), "ppm": ("1 week", "6 weeks"),
             "acs": ("4 weeks", "6 weeks"), "cabg": ("4 weeks", "3 months"), "syncope": ("6 months", "12 months")}
    g1, g2 = rules.get(cond, ("4 weeks", "6 weeks"))
    if grp2:
        N.add("Advised not to drive a lorry or bus for ", g2, " and to inform the ", body, ". ")
    elif cond in ("icd", "syncope"):
        N.add("Advised not to drive for ", g1, " and to inform the ", body, ". ")
    else:
        N.add("Advised not to drive for ", g1, "; ", body, " need not be informed unless symptoms persist. ")
    if c.p(0.45):
        N.add(his.capitalize(), c.ch([" car (reg ", " vehicle (registration ", " van (reg. "]), (c.vehicle(), "VEHICLE"),
              c.ch([") is in the hospital car park", ") to be collected by family", ") has a blue badge exemption on file"]), ". ")


def holiday_phrase(c, d=None):
    return c.ch(["Christmas", "Christmas Day", "New Year's Eve", "Easter", "Easter Sunday", "Boxing Day",
                 "St Patrick's Day" if c.ie or c.nation == "Northern Ireland" else "the August bank holiday weekend",
                 "St Stephen's Day" if c.ie else "Hogmanay" if c.nation == "Scotland" else "St David's Day"
                 if c.nation == "Wales" else "Good Friday", "New Year's Day"])


def cc_line(N, c, pt, addr, gp=None, prac=None, extra=None):
    N.add("\ncc: ")
    if gp is not None:
        N.add("Dr ", (gp.name("full"), "DOCTOR"), ", ", (prac, "HOSPITAL"), "\n    ")
    N.add(pt.title, " ", (pt.name("full"), "PATIENT"), ", ")
    c.emit_addr(N, addr, ", ", county=False)
    N.add("\n")
    if extra:
        N.add("    ")
        title_name(N, extra)
        N.add(", ", extra.role, "\n")
