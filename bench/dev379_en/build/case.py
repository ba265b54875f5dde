"""Per-note case: the patient, the team and all PHI values, built from the pools."""
import datetime

import loc
import pools
from core import P

FEMALE_SHARE = {"sle": 0.9, "ln": 0.86, "gpa": 0.48, "mpa": 0.5, "egpa": 0.55,
                "dcssc": 0.78, "lcssc": 0.86, "dm": 0.7, "asyn": 0.66, "imnm": 0.55,
                "mctd": 0.85, "uctd": 0.88}
AGE_RANGE = {"sle": (19, 62), "ln": (18, 55), "gpa": (28, 84), "mpa": (45, 88), "egpa": (30, 76),
             "dcssc": (28, 72), "lcssc": (35, 80), "dm": (24, 78), "asyn": (30, 74),
             "imnm": (40, 82), "mctd": (22, 60), "uctd": (22, 58)}


class Person(object):
    def __init__(self, first, last, sex, middle=None, origin=""):
        self.first, self.last, self.sex, self.middle, self.origin = first, last, sex, middle, origin
        self.role = ""
        self.title = ""

    def form(self, kind):
        f, l, m = self.first, self.last, self.middle
        if kind == "full":
            return f + " " + l
        if kind == "fml":
            return "%s %s. %s" % (f, m, l) if m else f + " " + l
        if kind == "fmi":
            return "%s %s %s" % (f, m, l) if m else f + " " + l
        if kind == "last":
            return l
        if kind == "first":
            return f
        if kind == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if kind == "LFm":
            return "%s, %s%s" % (l.upper(), f, " " + m if m else "")
        if kind == "Lf":
            return "%s, %s" % (l, f)
        if kind == "il":
            return "%s. %s" % (f[0], l)
        if kind == "il2":
            return "%s %s" % (f[0], l)
        if kind == "init":
            return (f[0] + (m or "") + l[0]).upper()
        if kind == "initd":
            return "%s.%s." % (f[0].upper(), l[0].upper())
        if kind == "sec":
            return (f[0] + l[0]).lower()
        raise ValueError(kind)


def person(rng, cc, sex=None, origin=None):
    if sex is None:
        sex = "F" if rng.random() < 0.55 else "M"
    if origin is None:
        origin = rng.choice(pools.ORIGINS_BY_COUNTRY[cc])
    firsts = (pools.FEMALE if sex == "F" else pools.MALE)[origin]
    first = rng.choice(firsts)
    if rng.random() < 0.8:
        last = rng.choice(pools.SURNAMES[origin])
    else:
        last = rng.choice(pools.SURNAMES[rng.choice(sorted(pools.SURNAMES))])
    mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.35 else None
    return Person(first, last, sex, mid, origin)


def slug(name):
    s = name.lower()
    for pre in ("st. ", "st ", "royal "):
        if s.startswith(pre):
            s = s[len(pre):]
    for w in ["general hospital", "royal infirmary", "district hospital", "university hospital",
              "medical center", "regional medical center", "memorial hospital",
              "health sciences centre", "health sciences center", "regional hospital",
              "base hospital", "public hospital", "hospital", "'s", "'"]:
        s = s.replace(w, " ")
    return "".join(ch for ch in s.strip().replace(" ", "") if ch.isalnum())


def hospital(rng, cc, avoid=()):
    while True:
        pat = rng.choice(pools.HOSP_PATTERNS[cc])
        name = pat.replace("{s}", rng.choice(pools.HOSP_STEMS)).replace(
            "{saint}", rng.choice(pools.SAINTS))
        if name not in avoid:
            return name


def practice(rng, cc):
    return rng.choice(pools.PRACTICE_PATTERNS[cc]).replace("{s}", rng.choice(pools.PRACTICE_STEMS))


def street(rng, cc):
    num = str(rng.choice([rng.randint(1, 60), rng.randint(1, 250), rng.randint(100, 4999)]
                         if cc in ("US", "CA") else [rng.randint(1, 40), rng.randint(1, 180)]))
    nm = rng.choice(pools.STREET_WORDS) + " " + rng.choice(pools.STREET_SUFFIX[cc])
    r = rng.random()
    if cc in ("US", "CA") and r < 0.2:
        s = "%s %s, %s %s" % (num, nm, rng.choice(["Apt", "Unit", "#"]),
                              rng.choice(["2", "3B", "12", "204", "5C", "1A"]))
        return s.replace("# ", "#")
    if cc == "UK" and r < 0.15:
        return "Flat %d, %s %s" % (rng.randint(1, 24), num, nm)
    if cc in ("AU", "NZ") and r < 0.2:
        return "%d/%s %s" % (rng.randint(1, 14), num, nm)
    if cc == "IE" and r < 0.3:
        return "%s %s" % (num, rng.choice(pools.STREET_WORDS) + " " +
                          rng.choice(["Park", "Lawn", "Court", "Heights", "Grove"]))
    return num + " " + nm


class Case(object):
    """Holds every value one note may need."""

    def __init__(self, rng, cc, dx, when, sex=None, ages=None):
        self.rng, self.cc, self.dx, self.d = rng, cc, dx, when
        self.us = cc == "US"
        self.ds = rng.choice(["num", "num", "num", "short", "long", "dash"] if cc != "CA"
                             else ["num", "num", "short", "long"])
        self.ts = rng.choice(["num", "ns", "dm", "dmon"] if cc != "CA" else ["num", "dmon"])
        self.tsy = rng.choice(["num", "ns", "dash"] if cc != "CA" else ["num", "ns"])
        sexp = FEMALE_SHARE[dx]
        self.pt = person(rng, cc, sex or ("F" if rng.random() < sexp else "M"))
        lo, hi = ages or AGE_RANGE[dx]
        self.age = rng.randint(lo, hi)
        dob = datetime.date(when.year - self.age, rng.randint(1, 12), rng.randint(1, 28))
        if (dob.month, dob.day) > (when.month, when.day):
            dob = datetime.date(dob.year - 1, dob.month, dob.day)
        self.dob = dob
        if self.pt.sex == "F":
            self.title = rng.choice(["Mrs", "Ms", "Ms", "Miss"] if self.age > 25 else ["Miss", "Ms"])
        else:
            self.title = "Mr"
        if rng.random() < 0.03:
            self.title = "Mx"
        nick = [b for a, b in pools.NICK if a == self.pt.first]
        self.nick = nick[0] if nick and rng.random() < 0.7 else None
        town = rng.choice(pools.TOWNS[cc])
        self.town, self.region = town[0], town[1]
        self.pc = loc.postcode(rng, cc, town[2])
        self.street = street(rng, cc)
        self.tel = loc.phone(rng, cc, "land")
        self.mob = loc.phone(rng, cc, "mob")
        self.email = (rng.choice([self.pt.first.lower().replace(" ", "").replace("-", ""),
                                  self.pt.first[0].lower() + self.pt.last.lower()]) +
                      rng.choice([".", "_", ""]) +
                      rng.choice([self.pt.last.lower(), str(self.dob.year % 100), "lupie",
                                  "x", str(rng.randint(1, 99))]))
        self.email = "".join(ch for ch in self.email if ch.isalnum() or ch in "._") + "@" + \
            rng.choice(["example.com", "example.net", "mail.example.com", "example.org"])
        self.mrn = loc.mrn(rng, cc)
        self.hpl, self.hp = loc.healthno(rng, cc, self.region)
        s = loc.ssn(rng, cc)
        self.ssnl, self.ssn = s if s else (None, None)
        self.acctl, self.acct = loc.account(rng, cc)
        self.hosp = hospital(rng, cc)
        self.hosp2 = hospital(rng, cc, (self.hosp,))
        self.hslug = slug(self.hosp) or "hosp"
        self.htel = loc.phone(rng, cc, "land")
        self.hfax = loc.phone(rng, cc, "land")
        self.domain = self.hslug + rng.choice([".example.org", ".example.net", "-health.example.org",
                                               ".nhs.example.net" if cc == "UK" else ".example.com"])
        self.deptmail = rng.choice(["rheumatology", "rheum.admin", "rheum.secretaries",
                                    "ctd.clinic", "vasculitis.team", "rheumadvice"]) + "@" + \
            self.domain
        self.cons = self.clin("doc", "Dr")
        if rng.random() < 0.15:
            self.cons.title = "Prof"
        self.reg = self.clin("doc", "Dr")
        self.cns = self.clin("nurse", "")
        self.pharm = self.clin("pharm", "")
        self.nurses = [self.clin("nurse", "") for _ in range(3)]
        self.sec = person(rng, cc, "F" if rng.random() < 0.8 else "M")
        self.neph = self.clin("doc", "Dr")
        self.gp = self.clin("doc", "Dr")
        self.practice = practice(rng, cc)
        gtown = rng.choice(pools.TOWNS[cc]) if rng.random() < 0.2 else town
        self.gtown, self.gregion = gtown[0], gtown[1]
        self.gpc = loc.postcode(rng, cc, gtown[2])
        self.gstreet = street(rng, cc)
        self.gtel = loc.phone(rng, cc, "land")
        self.gfax = loc.phone(rng, cc, "land")
        self.gmail = rng.choice(["reception", "admin", "practice.manager", "referrals"]) + "." + \
            slug(self.practice.replace(" ", "")) + "@example.org"
        self.fam = []
        for _ in range(3):
            sex = "F" if rng.random() < 0.55 else "M"
            rel = rng.choice(pools.RELATIONS_F if sex == "F" else pools.RELATIONS_M)
            if rel in ("husband", "wife", "partner"):
                p = person(rng, cc, sex, self.pt.origin if rng.random() < 0.7 else None)
            else:
                p = person(rng, cc, sex, self.pt.origin)
                if rng.random() < 0.6:
                    p.last = self.pt.last
            while p.first == self.pt.first or p.first in [q.first for _, q in self.fam]:
                p.first = rng.choice((pools.FEMALE if sex == "F" else pools.MALE)[p.origin])
            self.fam.append((rel, p))
        self.job = rng.choice(pools.PROFESSIONS)
        self.employer = rng.choice(pools.EMPLOYERS)
        self.abroad = rng.choice(pools.ABROAD)
        self.pharmacy = rng.choice(pools.PHARMACIES)
        self.ward = rng.choice(pools.WARDS)
        self.dayunit = rng.choice(pools.DAY_UNITS)
        self.bldg = rng.choice(pools.BUILDINGS)
        self.holiday = rng.choice(pools.HOLIDAYS[cc])

    # ----- clinicians -----
    def clin(self, role, title):
        rng = self.rng
        p = person(rng, self.cc)
        p.title = title
        p.role = role
        p.lic = loc.license(rng, self.cc, role, self.region)
        base = rng.choice([p.first[0] + p.last, p.first + "." + p.last, p.last + p.first[0],
                           p.first[0] + (p.middle or "") + p.last])
        base = "".join(ch for ch in base.lower() if ch.isalnum() or ch == ".")
        p.user = base + (str(rng.randint(1, 9)) if rng.random() < 0.4 else "")
        p.mail = (p.first + "." + p.last).lower().replace(" ", "").replace("'", "") + "@" + \
            self.domain
        p.bleep = loc.bleep(rng)
        return p

    # ----- span makers -----
    def D(self, d, style=None):
        return P(loc.fmt_date(self.cc, d, style or self.ds), "DATE")

    def Dt(self, d):
        return P(loc.fmt_date(self.cc, d, self.ts), "DATE")

    def days(self, k):
        return loc.add_days(self.d, k)

    def ptn(self, kind="full"):
        return P(self.pt.form(kind), "PATIENT")

    def doc(self, p, kind="full"):
        return P(p.form(kind), "DOCTOR")

    def fm(self, p, kind="full"):
        return P(p.form(kind), "FAMILY")

    def relative(self, rels):
        for rel, p in self.fam:
            if rel in rels:
                return rel, p
        return self.fam[0]

    def ctx(self):
        """Common template values."""
        c = self
        return {
            "pt": c.ptn("full"), "ptl": c.ptn("last"), "ptf": c.ptn("first"),
            "ptLF": c.ptn("LF"), "ptfml": c.ptn("fml"), "t": c.title,
            "dob": c.D(c.dob), "age": P(str(c.age), "AGE"), "mrn": P(c.mrn, "MRN"),
            "hpl": c.hpl, "hp": P(c.hp, "HEALTHPLAN"), "acctl": c.acctl,
            "acct": P(c.acct, "ACCOUNT"), "hosp": P(c.hosp, "HOSPITAL"),
            "hosp2": P(c.hosp2, "HOSPITAL"), "date": c.D(c.d),
            "street": P(c.street, "STREET"), "town": P(c.town, "CITY"),
            "pc": P(c.pc, "ZIP"), "tel": P(c.tel, "PHONE"), "mob": P(c.mob, "PHONE"),
            "email": P(c.email, "EMAIL"), "htel": P(c.htel, "PHONE"), "hfax": P(c.hfax, "FAX"),
            "deptmail": P(c.deptmail, "EMAIL"),
            "cons": c.doc(c.cons), "consl": c.doc(c.cons, "last"), "ct": c.cons.title,
            "reg": c.doc(c.reg), "regl": c.doc(c.reg, "last"), "cns": c.doc(c.cns),
            "cnsf": c.doc(c.cns, "first"), "pharm": c.doc(c.pharm),
            "gp": c.doc(c.gp), "gpl": c.doc(c.gp, "last"), "prac": P(c.practice, "HOSPITAL"),
            "gstreet": P(c.gstreet, "STREET"), "gtown": P(c.gtown, "CITY"),
            "gpc": P(c.gpc, "ZIP"), "gtel": P(c.gtel, "PHONE"), "gfax": P(c.gfax, "FAX"),
            "gmail": P(c.gmail, "EMAIL"), "neph": c.doc(c.neph), "nephl": c.doc(c.neph, "last"),
            "job": P(c.job, "PROFESSION"), "employer": P(c.employer, "ORGANIZATION"),
            "abroad": P(c.abroad, "COUNTRY"), "pharmacy": P(c.pharmacy, "HOSPITAL"),
            "ward": P(c.ward, "HOSPITAL"), "dayunit": P(c.dayunit, "HOSPITAL"),
            "bldg": P(c.bldg, "LOCATION_OTHER"), "hol": P(c.holiday, "DATE"),
            "gpword": {"US": "PCP", "CA": "family physician"}.get(c.cc, "GP"),
        }

    def region_p(self, region=None):
        """County (CITY per the guideline) or state/province/region (STATE)."""
        r = self.region if region is None else region
        if not r:
            return None
        return P(r, "CITY" if self.cc in ("UK", "IE") else "STATE")
