"""Fictional people, places, contacts and identifiers for dev190_en."""
import datetime
import string

import pools
from common import P, days, fmt_date, US_DATE_STYLES, NZ_DATE_STYLES

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, rng, country, sex=None, typ="PATIENT"):
        self.country = country
        self.sex = sex or rng.choice("MF")
        if country == "US":
            self.first = rng.choice(pools.US_MALE if self.sex == "M" else pools.US_FEMALE)
            self.last = rng.choice(pools.US_SURNAME)
        else:
            self.first = rng.choice(pools.NZ_MALE if self.sex == "M" else pools.NZ_FEMALE)
            self.last = rng.choice(pools.NZ_SURNAME)
        self.mi = rng.choice(UP) if rng.random() < 0.55 else ""
        self.nick = pools.NICKS.get(self.first)
        self.typ = typ
        self.married = rng.random() < 0.4

    def title(self):
        dot = "." if self.country == "US" else ""
        if self.sex == "M":
            return "Mr" + dot
        return ("Mrs" if self.married else "Ms") + dot

    def dr(self):
        return "Dr." if self.country == "US" else "Dr"

    def full(self):
        return self.first + " " + self.last

    def initials(self, dots=True):
        a, b = self.first[0], self.last[0]
        return (a + "." + b + ".") if dots else (a + b)

    def name(self, style, typ=None):
        """A list of pieces rendering the name; titles stay outside spans."""
        t = typ or self.typ
        f, l, mi = self.first, self.last, self.mi
        if style == "full":
            return [P(f + " " + l, t)]
        if style == "fml":
            return [P(f + " " + (mi + ". " if mi else "") + l, t)]
        if style == "lf":
            return [P(l + ", " + f, t)]
        if style == "LF":
            return [P(l.upper() + ", " + f.upper() + (" " + mi if mi else ""), t)]
        if style == "first":
            return [P(f, t)]
        if style == "last":
            return [P(l, t)]
        if style == "tl":
            return [self.title() + " ", P(l, t)]
        if style == "tfl":
            return [self.title() + " ", P(f + " " + l, t)]
        if style == "init":
            return [P(self.initials(True), t)]
        if style == "fi":
            return [P(f[0] + ". " + l, t)]
        if style == "fl_init":
            return [P(f + " " + l[0] + ".", t)]
        if style == "nick":
            if self.nick:
                return [P(f + ' "' + self.nick + '" ' + l, t)]
            return [P(f + " " + l, t)]
        if style == "nickonly":
            return [P(self.nick or f, t)]
        if style == "drl":
            return [self.dr() + " ", P(l, t)]
        if style == "drfl":
            return [self.dr() + " ", P(f + " " + l, t)]
        raise ValueError(style)

    def any(self, rng, styles=("full", "tl", "first", "last", "fml", "init")):
        return self.name(rng.choice(styles))

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


US_CREDS = ("MD", "DO", "PMHNP-BC", "RN", "LCSW", "LPC", "CADC", "PA-C", "NP", "LMFT",
            "PharmD", "CPRS", "PsyD", "PhD", "LPN", "RN, BSN")
NZ_CREDS = ("FRANZCP", "RN", "MBChB", "NP", "Registered Social Worker", "OT",
            "Clinical Psychologist", "Peer Support Worker", "RMN", "AOD Clinician")


class Staff(Person):
    def __init__(self, rng, country, role, cred, dr=False):
        Person.__init__(self, rng, country, typ="DOCTOR")
        self.role = role
        self.cred = cred
        self.is_dr = dr
        self.user = make_username(rng, self)

    def sig(self, rng):
        """Signature rendering, e.g. 'Jane Doe, MD' or 'Dr. Lee'."""
        k = rng.randint(0, 4)
        if self.is_dr and k == 0:
            return self.name("drfl")
        if self.is_dr and k == 1:
            return self.name("drl")
        sep = ", " if (self.country == "US" or rng.random() < 0.4) else " "
        if k == 2:
            return self.name("fml") + [sep + self.cred]
        if k == 3:
            return self.name("fi") + [sep + self.cred]
        return self.name("full") + [sep + self.cred]

    def ref(self, rng):
        """A short in-text reference."""
        if self.is_dr:
            return self.name(rng.choice(["drl", "drl", "drfl"]))
        return self.name(rng.choice(["full", "first", "full", "fi"]))


def make_username(rng, p):
    f, l = p.first.lower().replace(" ", ""), p.last.lower().replace(" ", "").replace("'", "")
    f = strip_macrons(f)
    l = strip_macrons(l)
    k = rng.randint(0, 5)
    if k == 0:
        return f[0] + l
    if k == 1:
        return f + "." + l
    if k == 2:
        return f[0] + l + str(rng.randint(1, 99))
    if k == 3:
        return l[:6] + f[0]
    if k == 4:
        return f + "_" + l[0]
    return (f[0] + l[:5] + str(rng.randint(1, 9))).upper()


def strip_macrons(s):
    return s.translate(str.maketrans("\u0101\u0113\u012b\u014d\u016b\u0100\u0112\u012a\u014c\u016a",
                                     "aeiouAEIOU"))


def make_staff(rng, country):
    """A team of clinicians and staff for one note."""
    if country == "US":
        spec = [("psychiatrist", rng.choice(["MD", "DO", "MD"]), True),
                ("resident", "MD", True),
                ("nurse practitioner", rng.choice(["PMHNP-BC", "NP", "PMHNP"]), False),
                ("nurse", rng.choice(["RN", "RN, BSN", "LPN"]), False),
                ("nurse", "RN", False),
                ("social worker", rng.choice(["LCSW", "LMSW"]), False),
                ("counselor", rng.choice(["CADC", "LPC", "CADC-II", "LMFT"]), False),
                ("psychologist", rng.choice(["PhD", "PsyD"]), True),
                ("pharmacist", "PharmD", False),
                ("peer specialist", rng.choice(["CPRS", "PRSS", "CPS"]), False),
                ("case manager", rng.choice(["QMHP", "BA", "QMHA"]), False)]
    else:
        spec = [("consultant psychiatrist", rng.choice(["FRANZCP", "MBChB FRANZCP"]), True),
                ("registrar", "MBChB", True),
                ("nurse practitioner", "NP", False),
                ("nurse", rng.choice(["RN", "RN", "RMN"]), False),
                ("nurse", "RN", False),
                ("social worker", "Registered Social Worker", False),
                ("AOD clinician", rng.choice(["AOD Clinician", "DAPAANZ"]), False),
                ("psychologist", "Clinical Psychologist", True),
                ("pharmacist", "Pharmacist", False),
                ("peer support worker", "Peer Support Worker", False),
                ("key worker", rng.choice(["RN", "OT", "Registered Social Worker"]), False)]
    out = {}
    for role, cred, dr in spec:
        key = role if role not in out else role + "2"
        s = Staff(rng, country, role, cred, dr=dr and role not in ("psychologist",))
        if role == "psychologist":
            s.is_dr = rng.random() < 0.5
        out[key] = s
    alias = (("psychiatrist", "consultant psychiatrist"), ("resident", "registrar"),
             ("case manager", "key worker"), ("counselor", "AOD clinician"),
             ("peer specialist", "peer support worker"))
    for a, b in alias:
        if a in out:
            out[b] = out[a]
        else:
            out[a] = out[b]
    return out


# --- places -----------------------------------------------------------------

def us_zip(rng, prefix, plus4=False):
    z = prefix + "%02d" % rng.randint(1, 99)
    if plus4:
        z += "-%04d" % rng.randint(1, 9999)
    return z


class Place:
    def __init__(self, rng, country):
        self.country = country
        if country == "US":
            c = rng.choice(pools.US_CITIES)
            self.city, self.county, self.st, self.state, zp = c
            self.zip = us_zip(rng, zp, rng.random() < 0.15)
            num = rng.randint(12, 18999)
            st = "%d %s %s" % (num, rng.choice(pools.US_STREETS), rng.choice(pools.US_STTYPES))
            if rng.random() < 0.2:
                st = ("%d " % num) + rng.choice(["N", "S", "E", "W", "NE", "SE"]) + st[len(str(num)):]
            if rng.random() < 0.3:
                st += rng.choice([", Apt %d", " Apt %d", ", Unit %d", " #%d", ", Apt %dB"]) % rng.randint(1, 40)
            self.street = st
            self.suburb = None
        else:
            c = rng.choice(pools.NZ_CITIES)
            self.city, self.state, pp, subs = c
            self.st = self.state
            self.county = None
            self.suburb = rng.choice(subs)
            self.zip = pp + "%02d" % rng.randint(10, 99)
            num = rng.randint(1, 420)
            st = "%d %s %s" % (num, rng.choice(pools.NZ_STREETS), rng.choice(pools.NZ_STTYPES))
            r = rng.random()
            if r < 0.2:
                st = "%d/" % rng.randint(1, 12) + st
            elif r < 0.3:
                st = "Flat %d, " % rng.randint(1, 8) + st
            self.street = st

    def addr(self, rng, oneline=True, with_state=None):
        sep = ", " if oneline else "\n"
        if self.country == "US":
            stv = self.st if rng.random() < 0.8 else self.state
            return [P(self.street, "STREET"), sep, P(self.city, "CITY"), ", ",
                    P(stv, "STATE"), " ", P(self.zip, "ZIP")]
        out = [P(self.street, "STREET"), sep]
        if rng.random() < 0.75:
            out += [P(self.suburb, "CITY"), sep]
        out += [P(self.city, "CITY"), " ", P(self.zip, "ZIP")]
        return out

    def city_state(self, rng):
        if self.country == "US":
            return [P(self.city, "CITY"), ", ", P(rng.choice([self.st, self.state]), "STATE")]
        if rng.random() < 0.5:
            return [P(self.suburb, "CITY"), ", ", P(self.city, "CITY")]
        return [P(self.city, "CITY")]


def hospital(rng, country, kind="hosp"):
    if country == "US":
        pool = {"hosp": pools.US_HOSPITALS, "clinic": pools.US_CLINICS,
                "unit": pools.US_UNITS, "pharm": pools.US_PHARM}[kind]
    else:
        pool = {"hosp": pools.NZ_HOSPITALS, "clinic": pools.NZ_CLINICS,
                "unit": pools.NZ_UNITS, "pharm": pools.NZ_PHARM}[kind]
    return rng.choice(pool)


def gp_practice(rng, country):
    return rng.choice(pools.US_GP if country == "US" else pools.NZ_GP)


def org(rng, country):
    return rng.choice(pools.US_ORGS if country == "US" else pools.NZ_ORGS)


def profession(rng, country):
    extra = pools.US_ONLY_PROF if country == "US" else pools.NZ_ONLY_PROF
    if rng.random() < 0.25:
        return rng.choice(extra)
    return rng.choice(pools.PROFESSIONS)


def country_piece(rng, country):
    c = rng.choice(pools.COUNTRIES_US if country == "US" else pools.COUNTRIES_NZ)
    if c.startswith("the "):
        return ["the ", P(c[4:], "COUNTRY")]
    return [P(c, "COUNTRY")]


# --- contacts ----------------------------------------------------------------

US_AREAS = ("503", "971", "541", "206", "253", "509", "916", "559", "510", "602", "520",
            "505", "303", "719", "937", "419", "502", "859", "304", "865", "410", "508",
            "413", "860", "207", "802", "315", "716", "412", "414", "218", "810", "918")


def phone(rng, country, mobile=None, ext=False):
    last = "%04d" % rng.randint(100, 199)
    if country == "US":
        a = rng.choice(US_AREAS)
        k = rng.randint(0, 5)
        s = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s-555-%s", "%s 555 %s",
             "1-%s-555-%s"][k] % (a, last)
        if ext:
            s += rng.choice([" ext. %d", " x%d", " ext %d"]) % rng.randint(100, 4999)
        return s
    if mobile is None:
        mobile = rng.random() < 0.55
    if mobile:
        pre = rng.choice(["021", "022", "027", "029"])
        k = rng.randint(0, 3)
        if k == 0:
            return "%s 555 %s" % (pre, last)
        if k == 1:
            return "+64 %s 555 %s" % (pre[1:], last)
        if k == 2:
            return "%s-555-%s" % (pre, last)
        return "%s555%s" % (pre, last)
    area = rng.choice(["09", "07", "06", "04", "03"])
    k = rng.randint(0, 3)
    s = ["%s 555 %s", "(%s) 555 %s", "+64 %s 555 %s", "%s-555-%s"][k]
    if k == 2:
        area = area[1:]
    s = s % (area, last)
    if ext:
        s += rng.choice([" ext %d", " x%d"]) % rng.randint(2000, 8999)
    return s


def pager(rng, country):
    return rng.choice(["555-%04d", "555%04d", "#555-%04d"]) % rng.randint(2000, 2999) if country == "US" \
        else "555 %04d" % rng.randint(3000, 3999)


DOMAINS = ("example.com", "example.org", "example.net", "mail.example.com",
           "health.example.org", "example.net")


def email(rng, p, kind="staff"):
    u = strip_macrons(p.first.lower().replace(" ", "")) + rng.choice([".", "_", ""]) + \
        strip_macrons(p.last.lower().replace(" ", "").replace("'", ""))
    if kind == "pt" and rng.random() < 0.6:
        u = rng.choice([strip_macrons(p.first.lower().replace(" ", "")), p.last.lower().replace(" ", "").replace("'", "")]) + \
            rng.choice(["", "_", "."]) + rng.choice(["kiwi", "77", "92", "x", "rocks", "01", "mom", "nz", "pdx", "babe"])
        u = strip_macrons(u)
    return u + "@" + rng.choice(DOMAINS)


def url(rng, kind):
    host = rng.choice(["telehealth.example.org", "portal.example.com", "www.example.net",
                       "care.example.org", "video.example.com", "www.example.org"])
    if kind == "tele":
        path = "/room/" + rng.choice(["psych", "mhc", "ost", "bh"]) + "-%d" % rng.randint(100, 9999)
    elif kind == "portal":
        path = rng.choice(["/mychart", "/patient/login", "/portal", "/records"])
    else:
        path = rng.choice(["/crisis-plan", "/safety/plan", "/resources/mh", "/chat/session"])
    pre = rng.choice(["https://", "https://", "", "http://"])
    if pre == "" and not host.startswith("www"):
        pre = "https://"
    return pre + host + path


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


# --- identifiers ---------------------------------------------------------------

def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))


def mrn(rng, country):
    if country == "NZ":  # National Health Index number
        if rng.random() < 0.7:
            return letters(rng, 3) + digits(rng, 4)
        return letters(rng, 3) + digits(rng, 2) + letters(rng, 2)
    k = rng.randint(0, 3)
    return [digits(rng, 8), "00" + digits(rng, 6), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)][k]


def ssn(rng):
    a = rng.choice(["9%02d" % rng.randint(0, 99), "000"])
    return "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))


def healthplan(rng, country):
    if country == "NZ":
        k = rng.randint(0, 2)
        if k == 0:
            return ("CSC", digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4))
        if k == 1:
            return ("ACC claim", digits(rng, 11))
        return ("Southern Cross member", digits(rng, 8))
    k = rng.randint(0, 4)
    if k == 0:
        return ("Medicaid ID", letters(rng, 2) + digits(rng, 7))
    if k == 1:
        return ("Member ID", letters(rng, 3) + digits(rng, 6))
    if k == 2:
        return ("Medicare MBI", "%d%s%d%d-%s%d-%s%d" % (rng.randint(1, 9), letters(rng, 1), rng.randint(0, 9), rng.randint(0, 9), letters(rng, 2), rng.randint(0, 9), letters(rng, 2), rng.randint(0, 9)))
    if k == 3:
        return ("Policy #", letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 6))
    return ("Group", digits(rng, 7))


def account(rng, country):
    k = rng.randint(0, 3)
    if country == "NZ":
        return ["EV" + digits(rng, 8), "Event " + digits(rng, 9), digits(rng, 10), "EP-" + digits(rng, 6)][k].split(" ")[-1]
    return [digits(rng, 4) + "-" + digits(rng, 4), "FIN" + digits(rng, 9), "V" + digits(rng, 8), "E" + digits(rng, 4) + "-" + digits(rng, 6)][k]


def dea(rng):
    return letters(rng, 2) + digits(rng, 7)


def npi(rng):
    return "1" + digits(rng, 9)


def mcnz(rng):
    return digits(rng, 5)


def dl(rng, country):
    if country == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    return rng.choice([letters(rng, 1) + digits(rng, 7), digits(rng, 9), digits(rng, 7)])


def plate(rng, country):
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    return rng.choice([str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3),
                       letters(rng, 3) + "-" + digits(rng, 4), digits(rng, 3) + " " + letters(rng, 3)])


def vin(rng):
    return "".join(rng.choice(VINCH) for _ in range(17))


def serial(rng, pre):
    return pre + "-" + digits(rng, rng.choice([5, 6, 7]))


BIO_KIND = (("FP", "fingerprint"), ("PV", "palm vein"), ("IR", "iris"), ("BIO", "fingerprint"))


def bioid(rng, kind=None):
    """A biometric template identifier; kind picks the prefix."""
    pre = [p for p, k in BIO_KIND if k == kind][0] if kind else rng.choice([p for p, k in BIO_KIND])
    return pre + "-" + digits(rng, rng.choice([5, 6]))


# --- one patient's context ----------------------------------------------------------

class Ctx:
    def __init__(self, rng, country, lower, amin=18, amax=79):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.pt = Person(rng, country, typ="PATIENT")
        self.age = rng.randint(amin, amax)
        base = datetime.date(2022, 1, 3) + days(rng.randint(0, 1270))
        self.date = base
        y = base.year - self.age
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        if (m, d) > (base.month, base.day):
            y -= 1
        self.dob = datetime.date(y, m, d)
        self.place = Place(rng, country)
        self.mrn = mrn(rng, country)
        self.staff = make_staff(rng, country)
        pool = pools.US_SURNAME if country == "US" else pools.NZ_SURNAME
        for s in self.staff.values():
            while s.last == self.pt.last:
                s.last = rng.choice(pool)
        styles = US_DATE_STYLES if country == "US" else NZ_DATE_STYLES
        self.dstyle = rng.choice(styles)
        self.alt_dstyle = rng.choice(styles)
        self.phone = phone(rng, country)
        self.prof = profession(rng, country)

    def d(self, dt, alt=False):
        """A DATE piece in this note's style."""
        return P(fmt_date(dt, self.alt_dstyle if alt else self.dstyle), "DATE")

    def fam(self, rel=None, sex=None):
        rng = self.rng
        if rel is None:
            rel = rng.choice(["mother", "father", "sister", "brother", "partner", "wife",
                              "husband", "daughter", "son", "aunt", "cousin", "flatmate" if self.country == "NZ" else "roommate",
                              "friend", "grandmother", "uncle"])
        sx = sex or {"mother": "F", "sister": "F", "wife": "F", "daughter": "F", "aunt": "F",
                     "grandmother": "F", "father": "M", "brother": "M", "husband": "M",
                     "son": "M", "uncle": "M"}.get(rel)
        p = Person(rng, self.country, sex=sx, typ="FAMILY")
        while p.first == self.pt.first:
            p = Person(rng, self.country, sex=sx, typ="FAMILY")
        if rel in ("mother", "father", "sister", "brother", "daughter", "son", "grandmother", "uncle", "aunt") and rng.random() < 0.6:
            p.last = self.pt.last
        p.rel = rel
        return p
