"""Shared note blocks.  Every PHI value is written through Doc.p()."""

import world
import pools
from doc import Doc, pick, chance


class Ctx:
    """Per-note context: rng, doc, country, visit date, patient, terms."""

    def __init__(self, rng, cc, lower, typo_rate):
        self.rng = rng
        self.cc = cc
        self.d = Doc(rng, lower=lower, typo_rate=typo_rate)
        self.T = world.TERMS[cc]
        self.when = world.rand_date(rng)
        self.pt = world.patient(rng, cc, self.when)

    # shorthands
    def t(self, s):
        self.d.t(s)

    def p(self, v, typ):
        self.d.p(v, typ)

    def nl(self, n=1):
        self.d.nl(n)


def date(c, dt, style=None):
    c.p(world.fmt_date(c.rng, dt, c.cc, style), "DATE")


def dob(c):
    c.p(world.fmt_dob(c.rng, c.pt["dob"], c.cc), "DATE")


_UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n >= 100:
        rest = n - 100
        return "one hundred" + ("" if not rest else " and " + age_words(rest))
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                "sixteen", "seventeen", "eighteen", "nineteen"][n]
    t, u = divmod(n, 10)
    return _TENS[t] + ("-" + _UNITS[u] if u else "")


def age(c, form=None):
    rng = c.rng
    a = str(c.pt["age"])
    form = form or pick(rng, ["yo", "-year-old", " years", "y", "aged", "yrs",
                              "words", "sex"])
    if form == "words":
        c.t("aged ")
        c.p(age_words(c.pt["age"]), "AGE")
    elif form == "sex":
        c.p(a, "AGE")
        c.t(pick(rng, [" ", ""]) + c.pt["sex"])
    elif form == "aged":
        c.t("aged ")
        c.p(a, "AGE")
    elif form == "yo":
        c.p(a, "AGE")
        c.t(pick(rng, [" yo", "yo", " y/o"]))
    else:
        c.p(a, "AGE")
        c.t(form)


# ---------------------------------------------------------------- names
def pname(c, form=None, who=None, typ="PATIENT"):
    """Write a person's name in one of many surface forms."""
    rng = c.rng
    p = who or c.pt
    first, last = p["first"], p["last"]
    form = form or pick(rng, ["full", "full", "title", "title", "caps",
                              "last_first", "full_mi", "first", "initial_last"])
    if form == "full":
        c.p(first + " " + last, typ)
    elif form == "full_mi":
        c.p("%s %s. %s" % (first, p["mi"], last), typ)
    elif form == "title":
        title = p.get("title") or ("Mrs" if p["sex"] == "F" else "Mr")
        c.t(title + " ")
        c.p(last, typ)
    elif form == "title_full":
        title = p.get("title") or ("Mrs" if p["sex"] == "F" else "Mr")
        c.t(title + " ")
        c.p(first + " " + last, typ)
    elif form == "caps":
        c.p("%s, %s" % (last.upper(), first.upper()) +
            (" " + p["mi"] if chance(rng, 0.4) else ""), typ)
    elif form == "last_first":
        c.p("%s, %s" % (last, first), typ)
    elif form == "first":
        c.p(first, typ)
    elif form == "last":
        c.p(last, typ)
    elif form == "initial_last":
        c.p("%s. %s" % (first[0], last), typ)
    elif form == "initials":
        c.p(world.initials(p, dots=chance(rng, 0.5)), typ)
    elif form == "first_initial":
        c.p("%s %s." % (first, last[0]), typ)
    else:
        raise ValueError(form)


def sname(c, s, form=None):
    """Staff member name with title/credential kept outside the span."""
    rng = c.rng
    form = form or pick(rng, ["pre_last", "full_cred", "full", "initial_last",
                              "full_cred", "pre_full"])
    pre = s.get("pre") or ""
    if form in ("pre_last", "pre_full") and not pre:
        form = "full_cred"
    if form == "pre_last":
        c.t(pre + " ")
        c.p(s["last"], "DOCTOR")
    elif form == "pre_full":
        c.t(pre + " ")
        c.p(s["first"] + " " + s["last"], "DOCTOR")
    elif form == "full_cred":
        c.p(s["first"] + " " + s["last"], "DOCTOR")
        if s.get("cred"):
            c.t(pick(rng, [", ", " "]) + s["cred"])
    elif form == "full":
        c.p(s["first"] + " " + s["last"], "DOCTOR")
    elif form == "initial_last":
        if pre:
            c.t(pre + " ")
        c.p("%s. %s" % (s["first"][0], s["last"]), "DOCTOR")
    elif form == "initials":
        c.p(world.initials(s), "DOCTOR")
    elif form == "first":
        c.p(s["first"], "DOCTOR")
    else:
        raise ValueError(form)


def family(c, who=None, form=None, rel=True):
    rng = c.rng
    f = who or c.pt["nok"]
    if rel:
        c.t(f["rel"] + " ")
    form = form or pick(rng, ["full", "first", "first", "title"])
    if form == "title":
        c.t(("Mrs " if f["sex"] == "F" else "Mr "))
        c.p(f["last"], "FAMILY")
    elif form == "first":
        c.p(f["first"], "FAMILY")
    else:
        c.p(f["first"] + " " + f["last"], "FAMILY")


# ---------------------------------------------------------------- places
def addr_line(c, a, sep=", ", country=False):
    rng = c.rng
    cc = c.cc
    c.p(a["street"], "STREET")
    c.t(sep)
    c.p(a["city"], "CITY")
    if cc in ("US", "Canada", "Australia"):
        st = a["state"]
        c.t(", " if cc != "Australia" or chance(rng, 0.5) else " ")
        c.p(st[1] if chance(rng, 0.8) else st[0], "STATE")
        c.t(" " if cc != "Canada" else pick(rng, [" ", "  "]))
        c.p(a["zip"], "ZIP")
    elif cc == "New Zealand":
        c.t(" ")
        c.p(a["zip"], "ZIP")
        if chance(rng, 0.3):
            c.t(sep)
            c.p(a["state"][0], "STATE")
    elif cc == "Ireland":
        if a["county"]:
            c.t(sep + "Co. ")
            c.p(a["county"], "CITY")
        c.t(sep)
        c.p(a["zip"], "ZIP")
    else:
        if a["county"]:
            c.t(sep)
            c.p(a["county"], "CITY")
        c.t(sep)
        c.p(a["zip"], "ZIP")
    if country:
        c.t(sep)
        c.p(pick(rng, pools.COUNTRY_NAMES[cc]), "COUNTRY")


def site_header(c, s, dept=None, contacts=True):
    """Letterhead of a named care site."""
    rng = c.rng
    c.p(s["name"], "HOSPITAL")
    if chance(rng, 0.5):
        c.t(" - " + pick(rng, ["Community Services", "Outpatients", "Clinical Support Services"]))
    c.nl()
    if dept:
        c.t(dept)
        c.nl()
    addr_line(c, s["addr"], country=chance(rng, 0.15))
    c.nl()
    if contacts:
        c.t(pick(rng, ["Tel: ", "Tel ", "Phone: ", "T: "]))
        c.p(s["phone"], "PHONE")
        if chance(rng, 0.7):
            c.t(pick(rng, ["  Fax: ", " | Fax ", "  F: "]))
            c.p(s["fax"], "FAX")
        c.nl()


def hp_line(c, label=True):
    lab, val = c.pt["hp"]
    if label:
        c.t(lab + ": ")
    c.p(val, "HEALTHPLAN")


def id_strip(c, sep=" | "):
    """Compact identity strip: name, DOB, ids."""
    rng = c.rng
    pname(c, pick(rng, ["caps", "full", "last_first", "full_mi"]))
    c.t(sep + pick(rng, ["DOB ", "D.O.B. ", "DOB: "]))
    dob(c)
    if chance(rng, 0.5):
        c.t(" (")
        age(c, pick(rng, ["y", "yo", " yrs"]))
        c.t(")")
    c.t(sep + c.T["mrn"] + " ")
    c.p(c.pt["mrn"], "MRN")
    if chance(rng, 0.7):
        c.t(sep)
        hp_line(c)


def demographics(c, rich=True):
    """Multi-line patient details block."""
    rng = c.rng
    pt = c.pt
    c.t(pick(rng, ["Name: ", "Patient: ", "Patient name: ", "Surname/Forename: "]))
    pname(c, pick(rng, ["caps", "full", "last_first", "title_full", "full_mi"]))
    if pt["nick"] and chance(rng, 0.6):
        c.t(' (known as "')
        c.p(pt["nick"], "PATIENT")
        c.t('")')
    c.nl()
    c.t(pick(rng, ["DOB: ", "Date of birth: ", "D.O.B: "]))
    dob(c)
    c.t(pick(rng, ["   Age: ", "  Age ", " - Age: "]))
    c.p(str(pt["age"]), "AGE")
    c.t(pick(rng, ["   Sex: ", "  Gender: "]) + pt["sex"])
    c.nl()
    c.t(c.T["mrn"] + ": ")
    c.p(pt["mrn"], "MRN")
    c.t("   ")
    hp_line(c)
    c.nl()
    if c.cc != "UK" and chance(rng, 0.25 if c.cc != "US" else 0.6):
        c.t(world.SSN_LABEL[c.cc] + ": ")
        c.p(pt["ssn"], "SSN")
        c.nl()
    if rich:
        c.t(pick(rng, ["Address: ", "Home address: ", "Addr: "]))
        addr_line(c, pt["addr"])
        c.nl()
        c.t(pick(rng, ["Tel: ", "Phone: ", "Home tel: "]))
        c.p(pt["phone"], "PHONE")
        if chance(rng, 0.5):
            c.t(pick(rng, ["  Mobile: ", "  Mob: ", "  Cell: "]))
            c.p(pt["mobile"], "PHONE")
        c.nl()
        if chance(rng, 0.2):
            c.t("Email: ")
            c.p(pt["email"], "EMAIL")
            c.nl()


def gp_line(c, gp=None, practice=None):
    rng = c.rng
    gp = gp or world.staff(rng, c.cc, "doctor")
    practice = practice or world.site(rng, c.cc, "practice")
    c.t(c.T["gp"].upper() if c.T["gp"] == "GP" else c.T["gp"].capitalize())
    c.t(": ")
    sname(c, gp, pick(rng, ["pre_last", "pre_full", "full_cred"]))
    c.t(", ")
    c.p(practice["name"], "HOSPITAL")
    if chance(rng, 0.5):
        c.t(", ")
        c.p(practice["addr"]["city"], "CITY")
    if chance(rng, 0.5):
        br = chance(rng, 0.5)
        c.t(" (tel " if br else " - ph ")
        c.p(practice["phone"], "PHONE")
        c.t(")" if br else "")
    return gp, practice


def nok_line(c):
    rng = c.rng
    n = c.pt["nok"]
    c.t(pick(rng, ["NOK: ", "Next of kin: ", "Emergency contact: "]))
    c.p(n["first"] + " " + n["last"], "FAMILY")
    c.t(" (" + n["rel"] + ") ")
    c.p(n["phone"], "PHONE")


def occupation(c):
    """Social-history sentence about the patient's work."""
    rng = c.rng
    pt = c.pt
    if pt["retired"]:
        c.t(pick(rng, ["Retired ", "Ex-", "Former ", "Retired "]))
        c.p(pt["job"], "PROFESSION")
        if chance(rng, 0.4):
            br = chance(rng, 0.5)
            c.t(" (" if br else ", formerly at ")
            c.p(pt["employer"], "ORGANIZATION")
            c.t(")" if br else "")
        c.t(". ")
    else:
        c.t(pick(rng, ["Works as a ", "Employed as a ", "Occupation: ",
                       "Works full time as a "]))
        c.p(pt["job"], "PROFESSION")
        if chance(rng, 0.6):
            c.t(pick(rng, [" at ", " for ", " with "]))
            c.p(pt["employer"], "ORGANIZATION")
        c.t(pick(rng, ["; on feet most of the day. ", ". ", "; off work since wound deteriorated. "]))


def older(c, lo=68):
    """Make the patient at least lo years old (care-home residents)."""
    pt = c.pt
    if pt["age"] < lo:
        a = c.rng.randrange(lo, 101)
        pt["dob"] = world.dob_for(c.rng, c.when, a)
        pt["age"] = a
        pt["retired"] = True


def social(c, home=True):
    rng = c.rng
    pt = c.pt
    occupation(c)
    k = rng.randrange(4 if home else 3)
    if k == 0:
        c.t("Lives with ")
        family(c)
        c.t(pick(rng, [" who helps with personal care. ", ". ", ", who is main carer. "]))
    elif k == 1:
        c.t("Lives alone; ")
        c.p(pick(rng, pools.CARE_AGENCIES), "ORGANIZATION")
        c.t(pick(rng, [" carers QDS. ", " carers twice daily. ", " package of care BD. "]))
    elif k == 2:
        c.t("Lives in a bungalow with ")
        family(c, form="full")
        c.t(". ")
    else:
        c.t("Resident at ")
        c.p(world.site(rng, c.cc, "home")["name"], "HOSPITAL")
        c.t(", room ")
        c.p(str(rng.randrange(1, 60)) + pick(rng, ["", "", "A", "B"]), "LOCATION_OTHER")
        c.t(". ")
    if chance(rng, 0.25):
        c.t(pick(rng, ["Born in ", "Originally from ", "Emigrated from "]))
        c.p(pick(rng, pools.ORIGINS), "COUNTRY")
        c.t(pick(rng, [". ", "; interpreter not required. ", ", speaks some English. "]))
    if chance(rng, 0.15):
        c.t(pick(rng, ["Attends ", "Supported by friends at ", "Volunteers at "]))
        c.p(pick(rng, pools.CHURCHES), "ORGANIZATION")
        c.t(". ")
    if chance(rng, 0.3):
        c.t(pick(rng, ["Smoker 10/day. ", "Ex-smoker. ", "Alcohol 14 units/wk. ",
                       "Never smoked. "]))


def signature(c, s, when=None, style=None):
    """Signature block for a staff member."""
    rng = c.rng
    style = style if style is not None else rng.randrange(5)
    if style == 0:
        c.t(pick(rng, ["Signed: ", "Signature: ", "Completed by: "]))
        sname(c, s, "full_cred")
        c.nl()
        c.t(s["title_role"])
        c.nl()
        c.t(s["lic"][0] + ": ")
        c.p(s["lic"][1], "LICENSE")
        if when:
            c.t("   Date: ")
            date(c, when, "num")
        c.nl()
    elif style == 1:
        sname(c, s, pick(rng, ["pre_full", "full_cred", "full"]))
        c.nl()
        c.t(s["title_role"] + ", " + pick(rng, ["Tissue Viability Service",
                                                "Wound Care Service",
                                                "Community Nursing",
                                                "Vascular Studies Unit",
                                                "Foot Protection Service"]))
        c.nl()
        c.t(pick(rng, ["Tel ", "Direct line: ", "Ph: "]))
        ph = s["phone"]
        if chance(rng, 0.4):
            ph += world.extension(rng)
        c.p(ph, "PHONE")
        c.t(pick(rng, ["  Email ", " | ", "  e: "]))
        c.p(s["email"], "EMAIL")
        c.nl()
    elif style == 2:
        c.t("Electronically signed by ")
        sname(c, s, pick(rng, ["full_cred", "pre_full", "full"]))
        c.t(" (user ")
        c.p(s["user"], "USERNAME")
        c.t(")")
        if when:
            c.t(" on ")
            date(c, when, "num")
            c.t(" at %02d:%02d" % (rng.randrange(7, 22), rng.randrange(60)))
        c.nl()
    elif style == 3:
        c.t("-- ")
        sname(c, s, pick(rng, ["initial_last", "full", "pre_last"]))
        c.t(", " + s["title_role"])
        c.t(pick(rng, [", bleep ", ", pager ", ", blp "]))
        c.p(s["bleep"], "PHONE")
        c.t(" / " + s["lic"][0] + " ")
        c.p(s["lic"][1], "LICENSE")
        c.nl()
    else:
        c.t("Name: ")
        sname(c, s, "full")
        c.t("   Designation: " + s["title_role"])
        c.nl()
        c.t("Sign: ")
        sname(c, s, "initials")
        c.t("   " + s["lic"][0] + ": ")
        c.p(s["lic"][1], "LICENSE")
        c.nl()
