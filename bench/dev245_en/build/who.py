"""People, addresses and care-site names for dev245 (all invented)."""
import datetime as dt

import names as N
import places as P


# ---- people -------------------------------------------------------------
# initials that would read as a word or a clinical abbreviation
STOP_INI = ["DR", "MD", "PA", "RN", "OR", "IN", "ME", "MS", "NP", "PT", "ID", "IV", "ED", "GP", "AM", "PM", "US", "OK", "RX",
            "MR", "DO", "AS", "AT", "BE", "BY", "GO", "HE", "IF", "IS", "IT", "NO", "OF", "ON", "SO", "TO", "UP", "WE", "CT",
            "HR", "BP", "PO", "SC", "IM", "AF", "MI", "VT", "LA", "CA", "AL", "DC", "ST", "EN", "HB", "TB", "UK", "AN", "MY"]
class Person:
    def __init__(self, cx, typ="PATIENT", sex=None):
        self.cx = cx
        self.typ = typ
        self.sex = sex or cx.ch("MF")
        pool = N.FEMALE if self.sex == "F" else N.MALE
        self.given = cx.ch(pool)
        self.surname = cx.ch(N.SURNAMES)
        if cx.p(0.06):
            other = cx.ch(N.SURNAMES)
            if " " not in other and " " not in self.surname and other != self.surname:
                self.surname = self.surname + "-" + other
        self.middle = cx.ch(pool) if cx.p(0.45) else None
        if self.middle == self.given:
            self.middle = None
        self.nick = N.NICK.get(self.given)
        self.cred = ""

    def S(self, s):
        return (s, self.typ)

    def mi(self):
        return self.middle[0] if self.middle else ""

    def form(self, f):
        g, s, m = self.given, self.surname, self.middle
        dot = self.cx.dot
        if f == "full":
            return "%s %s" % (g, s)
        if f == "fmi":
            return "%s %s. %s" % (g, m[0], s) if m else "%s %s" % (g, s)
        if f == "fmid":
            return "%s %s %s" % (g, m, s) if m else "%s %s" % (g, s)
        if f == "lf":
            return "%s, %s" % (s, g)
        if f == "lfmi":
            return "%s, %s %s" % (s, g, m[0]) if m else "%s, %s" % (s, g)
        if f == "LF":
            return ("%s, %s %s" % (s, g, m[0]) if m else "%s, %s" % (s, g)).upper()
        if f == "LFnc":
            return ("%s %s" % (s, g)).upper()
        if f == "il":
            return "%s%s %s" % (g[0], dot or self.cx.ch([".", ""]), s)
        if f == "gi":
            return "%s %s." % (g, s[0])
        if f == "ini":
            parts = [g[0]] + ([m[0]] if m and self.cx.p(0.4) else []) + [s[0]]
            if "".join(parts).upper() in STOP_INI:
                return self.form("il")
            return self.cx.ch([".".join(parts) + ".", "".join(parts)])
        if f == "INI":
            if (g[0] + s[0]).upper() in STOP_INI:
                return (g[0] + s[0] + s[1]).upper()
            return (g[0] + s[0]).upper()
        if f == "last":
            return s
        if f == "first":
            return g
        if f == "nick":
            return self.nick or g
        if f == "LAST":
            return s.upper()
        raise ValueError(f)

    def nm(self, f=None):
        f = f or self.cx.ch(["full", "full", "fmi", "lf", "il", "full"])
        return (self.form(f), self.typ)

    def title(self):
        if getattr(self, "_title", None) is None:
            t = "Mr" if self.sex == "M" else self.cx.ch(["Mrs", "Ms", "Ms", "Miss"])
            if self.cx.p(0.02):
                t = "Mx"
            self._title = t + self.cx.dot
        return self._title

    def tl(self):
        """Title + surname; the title stays outside the span."""
        return [self.title() + " ", (self.surname, self.typ)]

    def ref(self):
        """A mid-narrative mention of the person."""
        k = self.cx.r.randrange(10)
        if k < 4:
            return self.tl()
        if k < 6:
            return [(self.given if not (self.nick and self.cx.p(0.3)) else self.nick, self.typ)]
        if k < 7:
            return [(self.form("full"), self.typ)]
        if self.typ == "PATIENT":
            return self.cx.ch(["the patient", "pt", "patient", "the pt", "the patient"])
        return [(self.given, self.typ)]


ROLE_CRED = {
    "US": {"dr": ["MD", "DO", "MD", "MD, FIDSA"], "rn": ["RN", "RN, BSN", "RN, VA-BC", "RN, CRNI", "LPN"],
           "ph": ["PharmD", "RPh", "PharmD, BCIDP"], "np": ["NP", "FNP-C", "APRN", "PA-C"], "tech": ["CPhT", "PhT", "MA"]},
    "UK": {"dr": ["MRCP", "FRCP", "FRCPath", "MBChB", ""], "rn": ["RGN", "RN", "CNS", "Staff Nurse", ""],
           "ph": ["MPharm", "Pharmacist", "IP"], "np": ["ANP", "ACP", "Physician Associate"], "tech": ["Pharmacy Technician", "ATO"]},
    "AU": {"dr": ["FRACP", "MBBS", "FRACP FRCPA", ""], "rn": ["RN", "CNC", "CNS", "EN", "NUM"],
           "ph": ["BPharm", "Senior Pharmacist", "MClinPharm"], "np": ["NP", "NP (OPAT)"], "tech": ["Pharmacy Technician", "Technician"]},
}


class Staff(Person):
    def __init__(self, cx, role="dr", sex=None):
        Person.__init__(self, cx, "DOCTOR", sex)
        self.role = role
        self.cred = cx.ch(ROLE_CRED[cx.c][role])

    def dr(self, full=False):
        d = "Dr" + self.cx.dot + " "
        if full:
            return [d, (self.form(self.cx.ch(["full", "fmi", "il"])), "DOCTOR")]
        return [d, (self.surname, "DOCTOR")]

    def sig(self):
        """Signature-style mention with credential outside the span."""
        cred = self.cred
        k = self.cx.r.randrange(6)
        if self.role == "dr" and k < 2:
            return self.dr(full=True) + ([", " + cred] if cred and self.cx.p(0.3) else [])
        f = self.cx.ch(["full", "full", "fmi", "il", "lf"])
        out = [(self.form(f), "DOCTOR")]
        if cred:
            out.append(self.cx.ch([", ", " ", " - ", ", "]) + cred)
        return out

    def short(self):
        k = self.cx.r.randrange(5)
        if self.role == "dr" and k < 3:
            return self.dr()
        if k == 3:
            return [(self.given, "DOCTOR")]
        return [(self.form(self.cx.ch(["il", "full", "gi"])), "DOCTOR")]

    def ini(self):
        return (self.form("ini"), "DOCTOR")

    def user(self):
        g, s = self.given.lower().replace("-", ""), self.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
        base = self.cx.ch([g[0] + s, g + "." + s, s + g[0], g[0] + s[:6], (g[0] + s).upper(), g[:3] + s[:3]])
        return (base + self.cx.ch(N.USER_SUFFIX), "USERNAME")


# ---- places ----------------------------------------------------------------
def street(cx):
    num = cx.ri(1, 2400) if cx.us else cx.ri(1, 260)
    w = cx.ch(P.STREET_WORDS)
    if cx.us:
        s = "%d %s %s" % (num, w, cx.ch(P.US_SUFFIX))
        if cx.p(0.25):
            s += cx.ch([" Apt %d%s" % (cx.ri(1, 40), cx.ch(["", "A", "B", "C"])), " Unit %d" % cx.ri(1, 300), " #%d" % cx.ri(2, 40)])
        return s
    if cx.c == "UK":
        s = "%d %s %s" % (num, w, cx.ch(P.UK_SUFFIX))
        if cx.p(0.12):
            s = "Flat %d, %s" % (cx.ri(1, 30), s)
        elif cx.p(0.08):
            s = "%d%s %s %s" % (num, cx.ch("ab"), w, cx.ch(P.UK_SUFFIX))
        return s
    s = "%d %s %s" % (num, w, cx.ch(P.AU_SUFFIX))
    if cx.p(0.25):
        s = "%s%d/%d %s %s" % (cx.ch(["Unit ", "", "U"]), cx.ri(1, 24), num, w, cx.ch(P.AU_SUFFIX))
    return s


class Addr:
    def __init__(self, cx):
        self.cx = cx
        self.street = street(cx)
        if cx.us:
            ab, nm, zips, towns = cx.ch(P.US_STATES)
            self.city, self.state, self.state_long = cx.ch(towns), ab, nm
            self.zip = cx.ch(zips) + cx.digits(2)
            if cx.p(0.1):
                self.zip += "-" + cx.digits(4)
        elif cx.c == "UK":
            t, county, area = cx.ch(P.UK_TOWNS)
            self.city = t
            self.village = cx.ch(P.UK_VILLAGES) if cx.p(0.15) else None
            self.state = None
            self.county = county
            self.zip = "%s%d %d%s" % (area, cx.ri(1, 29), cx.ri(1, 9), cx.letters(2))
        else:
            ab, nm, lo, hi, towns = cx.ch(P.AU_STATES)
            self.city, self.state, self.state_long = cx.ch(towns), ab, nm
            self.zip = "%04d" % cx.ri(lo, hi)

    def oneline(self):
        cx = self.cx
        if cx.us:
            st = (self.state, "STATE") if cx.p(0.85) else (self.state_long, "STATE")
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", st, " ", (self.zip, "ZIP")]
        if cx.c == "UK":
            out = [(self.street, "STREET"), ", "]
            if self.village:
                out += [(self.village, "CITY"), ", "]
            out += [(self.city, "CITY"), ", "]
            if cx.p(0.35):
                out += [(self.county, "CITY"), " "]
            out += [(self.zip, "ZIP")]
            return out
        return [(self.street, "STREET"), ", ", (self.city, "CITY"), " ", (self.state, "STATE"), " ", (self.zip, "ZIP")]

    def lines(self, ind=""):
        cx = self.cx
        if cx.us:
            return [ind, (self.street, "STREET"), "\n", ind, (self.city, "CITY"), ", ", (self.state, "STATE"), " ", (self.zip, "ZIP")]
        if cx.c == "UK":
            out = [ind, (self.street, "STREET"), "\n"]
            if self.village:
                out += [ind, (self.village, "CITY"), "\n"]
            out += [ind, (self.city.upper() if cx.p(0.3) else self.city, "CITY"), "\n"]
            if cx.p(0.4):
                out += [ind, (self.county, "CITY"), "\n"]
            out += [ind, (self.zip, "ZIP")]
            return out
        return [ind, (self.street, "STREET"), "\n", ind, (self.city.upper() if cx.p(0.4) else self.city, "CITY"), " ",
                (self.state, "STATE"), " ", (self.zip, "ZIP")]


def place_word(cx):
    return cx.ch(P.HOSP_PLACES)


def hospital(cx):
    k = cx.r.randrange(5)
    if cx.us:
        if k == 0:
            return "St. %s's %s" % (cx.ch(P.SAINTS), cx.ch(["Hospital", "Medical Center", "Regional Hospital"]))
        return "%s %s" % (place_word(cx), cx.ch(P.HOSP_SUFFIX_US))
    if cx.c == "UK":
        if k == 0:
            return "St %s's Hospital" % cx.ch(P.SAINTS)
        return "%s %s" % (place_word(cx), cx.ch(P.HOSP_SUFFIX_UK))
    if k == 0:
        return "St %s's %s" % (cx.ch(P.SAINTS), cx.ch(["Hospital", "Private Hospital"]))
    return "%s %s" % (place_word(cx), cx.ch(P.HOSP_SUFFIX_AU))


def provider(cx):
    if cx.c == "AU" and cx.p(0.25):
        return "%s Hospital in the Home" % place_word(cx)
    return cx.ch(P.INFUSION_PROVIDER_FMT).format(w=cx.ch(P.COMPANY_WORDS))


def gp_practice(cx):
    return cx.ch(P.GP_FMT).format(s=cx.ch(P.STREET_WORDS), p=place_word(cx))


def ward(cx):
    return "%s %s" % (cx.ch(P.WARD_NAMES), cx.ch(["Ward", "Ward", "Unit"]))


def org(cx):
    return cx.ch(P.ORG_FMT).format(w=cx.ch(P.COMPANY_WORDS), p=cx.ch(P.HOSP_PLACES))


def courier(cx):
    return cx.ch(P.COURIER_FMT).format(w=cx.ch(P.COMPANY_WORDS))


def insurer(cx):
    fm = P.INSURER_US if cx.us else (P.INSURER_AU if cx.c == "AU" else P.INSURER_UK)
    return cx.ch(fm).format(w=cx.ch(P.COMPANY_WORDS))


REL = ["wife", "husband", "daughter", "son", "partner", "mother", "father", "sister", "brother", "niece", "nephew",
       "neighbour", "friend", "carer", "granddaughter", "grandson", "son-in-law", "daughter-in-law"]


class Patient:
    """Patient bundle: person, dates, address, identifiers, contacts, family."""

    def __init__(self, cx, today, min_age=19, max_age=94):
        self.cx = cx
        self.p = Person(cx, "PATIENT")
        self.age = cx.ri(min_age, max_age)
        if cx.p(0.03):
            self.age = cx.ri(90, 101)
        bday = dt.date(today.year - self.age, cx.ri(1, 12), cx.ri(1, 28))
        if (bday.month, bday.day) > (today.month, today.day):
            bday = dt.date(bday.year - 1, bday.month, bday.day)
        self.dob = bday
        self.sex = self.p.sex
        self.addr = Addr(cx)
        self.phone = cx.phone()
        self.mobile = cx.phone(True)
        self.mrn = cx.mrn()
        self.nhs = cx.nhs() if cx.c == "UK" else None
        self.hp = cx.healthplan()
        self.acct = cx.account()
        rel = cx.ch(REL)
        fsex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
                "brother": "M", "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M",
                "son-in-law": "M", "daughter-in-law": "F"}.get(rel)
        self.nok = Person(cx, "FAMILY", fsex)
        if rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother") and cx.p(0.6) and " " not in self.p.surname:
            self.nok.surname = self.p.surname
        self.rel = rel
        self.nok_phone = cx.phone()
        self.job = cx.ch(P.PROFESSIONS)
        self.retired = self.age >= 67 and cx.p(0.7)
        self.email = cx.email(self.p)

    def S(self, f=None):
        return self.p.nm(f)

    def sexw(self):
        return {"M": "male", "F": "female"}[self.sex]

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def occ(self):
        """Occupation fragment."""
        J = (self.job, "PROFESSION")
        a = art(self.job)
        if self.retired:
            return self.cx.ch([["retired ", J], ["retired ", J], ["ex-", J], ["formerly " + a + " ", J]])
        return self.cx.ch([["works as " + a + " ", J], ["works as " + a + " ", J], ["is " + a + " ", J],
                           ["employed as " + a + " ", J], ["self-employed ", J]])


def art(word):
    return "an" if word[0].lower() in "aeiou" else "a"
