"""Shared note fragments: patient headers, age phrases, signatures, letterheads."""
import core as C
from core import S

AU_CRED = ["FANZCA", "FANZCA", "FANZCA, FFPMANZCA", "MBBS FANZCA", "MBBS, FANZCA"]
CA_CRED = ["MD, FRCPC", "MD FRCPC", "MD", "MDCM, FRCPC"]
AU_ROLES = ["Consultant Anaesthetist", "Anaesthetic Registrar", "Anaesthetic Fellow", "Senior Staff Specialist",
            "Provisional Fellow, Anaesthesia"]
CA_ROLES = ["Staff Anesthesiologist", "Anesthesia Resident (PGY-4)", "Anesthesia Fellow", "Attending Anesthesiologist",
            "Anesthesiology Resident, PGY-3"]


def anaes_word(country):
    return "anaesthetic" if country == "AU" else "anesthetic"


def age_phrase(c, r, style=None):
    sx = c.pt.sex
    a = str(c.age)
    if style is None:
        style = r.randint(0, 7)
    if style == 0:
        return [S("AGE", a), "yo " + sx]
    if style == 1:
        return [S("AGE", a), "-year-old " + ("man" if sx == "M" else "woman")]
    if style == 2:
        return [S("AGE", a), sx]
    if style == 3:
        return [S("AGE", a), " y.o. " + ("male" if sx == "M" else "female")]
    if style == 4:
        return [S("AGE", a), " yo " + ("gentleman" if sx == "M" else "lady")]
    if style == 5:
        return [S("AGE", a), " " + sx]
    if style == 6:
        return [S("AGE", a), "-yr-old " + ("M" if sx == "M" else "F")]
    return [("male" if sx == "M" else "female") + " aged ", S("AGE", a)]


def mrn_label(c, r):
    if c.country == "AU":
        return r.choice(["UR: ", "UR No: ", "MRN: ", "URN ", "UR "])
    return r.choice(["MRN: ", "MRN ", "Chart #: ", "Hosp #: ", "MRN#"])


def acct_label(c, r):
    if c.country == "AU":
        return r.choice(["Episode: ", "Episode No. ", "Adm No: ", "Visit: "])
    return r.choice(["Visit #: ", "Acct: ", "Encounter: ", "FIN: "])


def pt_header(d, c, r, full=True, style=None):
    """Standard patient label block."""
    st = style or r.choice(C.PT_STYLES)
    f = r.randint(0, 2)
    if f == 0:
        d.w("Patient: ", S("PATIENT", C.nm(c.pt, st)), "\n",
            mrn_label(c, r), S("MRN", c.mrn), "   DOB: ", S("DATE", C.fd(c.dob, c.ds)),
            "   Age: ", S("AGE", str(c.age)), "   Sex: ", C.sex_word(c.pt), "\n")
    elif f == 1:
        d.w("Name: ", S("PATIENT", C.nm(c.pt, st)), " | ", mrn_label(c, r), S("MRN", c.mrn), " | DOB ",
            S("DATE", C.fd(c.dob, c.ds)), " (", S("AGE", str(c.age)), " yrs) | ", C.sex_word(c.pt), "\n")
    else:
        d.w(S("PATIENT", C.nm(c.pt, "LASTFIRST")), "  ", mrn_label(c, r), S("MRN", c.mrn), "\n",
            "D.O.B. ", S("DATE", C.fd(c.dob, c.ds)), "  ", S("AGE", str(c.age)), C.sex_word(c.pt), "\n")
    if full:
        if r.random() < 0.7:
            d.w(c.plan_label, ": ", S("HEALTHPLAN", c.plan))
            if c.country == "AU" and c.plan_label.startswith("Medicare") and r.random() < 0.5:
                d.w(" (IRN ", str(r.randint(1, 4)), ")")
            d.w("   ", acct_label(c, r), S("ACCOUNT", c.acct), "\n")
        else:
            d.w(acct_label(c, r), S("ACCOUNT", c.acct), "\n")
        if r.random() < 0.6:
            d.w("Address: ", C.addr(c, r), "\n")
        if r.random() < 0.5:
            d.w("Ph: ", S("PHONE", c.phone), "\n")


def doc_name(r, p, country, with_title=True):
    st = r.choice(["full", "full", "fullmid", "ilast", "last"])
    items = []
    if with_title or st in ("last",):
        items.append(C.dr(country, r))
    items.append(S("DOCTOR", C.nm(p, st)))
    return items


CA_COLLEGE = {"ON": "CPSO #", "BC": "CPSBC Lic. ", "AB": "CPSA # ", "SK": "CPSS # ", "MB": "CPSM # ", "NS": "CPSNS # ",
              "NB": "CPSNB # ", "QC": "CMQ ", "NL": "CPSNL # ", "PE": "CPSPEI # ", "YT": "YMC # "}


def signature(d, r, country, p=None, role=None, license_p=0.6, pager_p=0.5, date=None, ds=None, prov=None):
    p = p or C.person(r)
    cred = r.choice(AU_CRED if country == "AU" else CA_CRED)
    role = role or r.choice(AU_ROLES if country == "AU" else CA_ROLES)
    f = r.randint(0, 2)
    if f == 0:
        d.w("Dr ", S("DOCTOR", C.nm(p, "full")), ", ", cred, "\n", role, "\n")
    elif f == 1:
        d.w(S("DOCTOR", C.nm(p, "fullmid")), " ", cred, " - ", role, "\n")
    else:
        d.w("Signed: ", S("DOCTOR", C.nm(p, "ilast")), " (", role, ")\n")
    if r.random() < license_p:
        if country == "AU":
            d.w(r.choice(["AHPRA: ", "AHPRA reg. ", "MED reg: "]), S("LICENSE", C.license_(r, "AU")))
            if r.random() < 0.4:
                d.w("  Provider No. ", S("LICENSE", C.license_(r, "AU", "prov")))
        else:
            d.w(CA_COLLEGE.get(prov, r.choice(["Licence no. ", "Lic. # ", "Medical licence "])), S("LICENSE", C.license_(r, "CA")))
        d.w("\n")
    if r.random() < pager_p:
        d.w(r.choice(["Pager ", "Pager: ", "Page ", "Vocera/pager "]), S("PHONE", C.pager(r)), "\n")
    if date is not None:
        d.w("Date: ", S("DATE", C.fd(date, ds)), " ", C.hm(r), "\n")
    return p


def nurse_sig(d, r, country, p=None, role=None):
    p = p or C.person(r)
    role = role or r.choice(["RN", "RN", "CNS", "CNC", "EN", "RPN"] if country == "AU" else ["RN", "RN", "RPN", "CNS"])
    f = r.randint(0, 2)
    if f == 0:
        d.w(S("DOCTOR", C.nm(p, "full")), " ", role)
    elif f == 1:
        d.w(S("DOCTOR", C.nm(p, "ilast")), ", ", role)
    else:
        d.w(role, " ", S("DOCTOR", C.nm(p, "full")))
    return p


def letterhead(d, r, c, org, country):
    d.w(S("HOSPITAL", org), "\n")
    d.w(S("STREET", C.street(r, country)), ", ", S("CITY", c.city), " ")
    if country == "CA":
        d.w(S("STATE", c.state), " ", S("ZIP", c.zip[:4] + str(r.randint(0, 9)) + "ABCEGHJKLMNPRSTVWXYZ"[r.randint(0, 19)] + str(r.randint(0, 9))), "\n")
    else:
        d.w(S("STATE", c.state), " ", S("ZIP", c.zip), "\n")
    d.w("Tel ", S("PHONE", C.phone(r, c, "land")), "  |  Fax ", S("FAX", C.phone(r, c, "land")), "\n")
    if r.random() < 0.6:
        d.w(S("EMAIL", C.org_email(r, org)), "  ")
    if r.random() < 0.5:
        d.w(S("URL", C.url(r, org)))
    d.w("\n\n")


def nok_line(d, c, r):
    rel = c.nok_rel
    f = r.randint(0, 2)
    if f == 0:
        d.w("NOK: ", S("FAMILY", C.nm(c.nok, "full")), " (", rel, ") ", S("PHONE", c.nok_phone), "\n")
    elif f == 1:
        d.w("Next of kin: ", rel, " ", S("FAMILY", C.nm(c.nok, "first")), " - mob ", S("PHONE", c.nok_phone), "\n")
    else:
        d.w("Emergency contact: ", S("FAMILY", C.nm(c.nok, "lastfirst")), ", ", rel, ", ", S("PHONE", c.nok_phone), "\n")


def loc_bed(r):
    return str(r.randint(1, 32)) + r.choice(["", "", "", "A", "B", "C", "D"])


def pt_ref(c, r):
    """Short in-text reference to the patient."""
    f = r.randint(0, 4)
    if f == 0:
        return [C.title(c.pt, c.country) + " ", S("PATIENT", c.pt.last)]
    if f == 1:
        return [S("PATIENT", c.pt.first)]
    if f == 2:
        return [S("PATIENT", C.nm(c.pt, "full"))]
    if f == 3:
        return ["Pt ", S("PATIENT", C.nm(c.pt, "initials"))]
    return [C.title(c.pt, c.country) + " ", S("PATIENT", C.nm(c.pt, "full"))]
