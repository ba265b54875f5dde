"""A fictional death case: the deceased, family, staff, places, dates and identifiers, with
country-specific formats.  Every value that is PHI is carried as a (text, TYPE) tuple."""
import datetime

import clin
import pools
from sysv import GRADES, RELS, SPECS, SYSV

META_COUNTRY = {"GB": "GB", "SC": "GB", "IE": "IE", "US": "US", "CA": "CA", "AU": "AU", "NZ": "NZ"}
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
MONTHS = ("January February March April May June July August September October November "
          "December").split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()

def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, spec):
    items = []
    for tok in spec.split():
        k, w = tok.split(":")
        items.append((k, int(w)))
    tot = sum(w for _, w in items)
    r = rng.randrange(tot)
    for k, w in items:
        if r < w:
            return k
        r -= w
    return items[-1][0]


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n):
    return "".join(pick(rng, UPPER) for _ in range(n))


def place(rng):
    return pick(rng, pools.PLACE_A) + pick(rng, pools.PLACE_B)


class Person:
    def __init__(self, rng, country, typ, sex=None, last=None, origin=None):
        origin = origin or wpick(rng, pools.ORIGIN_MIX["GB" if country == "SC" else country])
        fem, mal, sur = pools.NAMES[origin]
        self.sex = sex or pick(rng, "FM")
        self.first = pick(rng, fem if self.sex == "F" else mal)
        self.last = last or pick(rng, sur)
        self.middle = None
        if rng.random() < 0.35:
            self.middle = pick(rng, fem if self.sex == "F" else mal)
            if self.middle == self.first:
                self.middle = None
        self.typ = typ
        self.origin = origin
        self.title = "Mr" if self.sex == "M" else pick(rng, ["Mrs", "Mrs", "Ms", "Miss"])
        self.dot = "." if country in ("US", "CA") else ""

    def full(self):
        return (self.first + " " + self.last, self.typ)

    def fml(self):
        if self.middle:
            return (self.first + " " + self.middle + " " + self.last, self.typ)
        return self.full()

    def mi(self):
        if self.middle:
            return (self.first + " " + self.middle[0] + ". " + self.last, self.typ)
        return self.full()

    def formal(self):
        return [self.title + self.dot + " ", (self.last, self.typ)]

    def dr(self, full=True):
        return ["Dr" + self.dot + " ", self.full() if full else (self.last, self.typ)]

    def upper(self):
        s = self.last.upper() + ", " + self.first.upper()
        if self.middle:
            s += " " + self.middle.upper()
        return (s, self.typ)

    def lastfirst(self):
        return (self.last + ", " + self.first, self.typ)

    def fn(self):
        return (self.first, self.typ)

    def ln(self):
        return (self.last, self.typ)

    def ini(self, dots=True):
        a, b = self.first[0].upper(), self.last.replace("'", "")[0].upper()
        return (a + "." + b + "." if dots else a + b, self.typ)

    def short(self):
        return (self.first[0] + ". " + self.last, self.typ)

    def user(self, rng):
        base = (self.first[0] + self.last).lower()
        base = "".join(ch for ch in base if ch.isalnum())
        style = rng.randrange(4)
        if style == 0:
            return (base + dg(rng, 1), "USERNAME")
        if style == 1:
            return (self.first.lower().split("-")[0] + "." + base[1:], "USERNAME")
        if style == 2:
            return (base[:7].upper() + dg(rng, 2), "USERNAME")
        return ("me_" + base, "USERNAME")

    def email(self, rng, dom=None):
        dom = dom or pick(rng, ["example.org", "example.net", "example.com"])
        loc = (self.first + "." + self.last).lower().replace("'", "").replace(" ", "")
        if rng.random() < 0.3:
            loc = (self.first[0] + self.last).lower().replace("'", "").replace(" ", "") + dg(rng, 2)
        return (loc + "@" + dom, "EMAIL")

    def he(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")


class Case:
    def __init__(self, rng, sys, cause=None, used=None):
        self.rng = rng
        self.sys = sys
        self.country = META_COUNTRY[sys]
        self.v = SYSV[sys]
        r = rng
        self.cause = cause or pick(r, clin.CAUSES)
        # dates
        self.dod = datetime.date(2022, 6, 1) + datetime.timedelta(days=r.randrange(1120))
        lo, hi = self.cause["age"]
        self.age = r.randint(lo, hi)
        self.dob = self.dod - datetime.timedelta(days=365 * self.age + r.randrange(1, 360))
        self.age = self.dod.year - self.dob.year - ((self.dod.month, self.dod.day) < (self.dob.month, self.dob.day))
        self.adm = self.dod - datetime.timedelta(days=r.randrange(1, 22))
        if self.cause["iv"][0] in ("hours", "minutes", "1 day", "unknown"):
            self.adm = self.dod - datetime.timedelta(days=r.randrange(0, 2))
        self.ev = self.adm + datetime.timedelta(days=r.randrange(0, max(1, (self.dod - self.adm).days)))
        self.yr = self.dod.year - r.randint(1, 9)
        self.tod = "%02d:%02d" % (r.randrange(24), r.randrange(60))
        self.ds = self.date_style()
        # people
        self.used = used if used is not None else set()
        for _ in range(20):
            self.pt = Person(r, sys, "PATIENT")
            if self.pt.first not in self.used and self.pt.last not in self.used:
                break
        self.nokrel = pick(r, RELS)
        same = self.nokrel in ("daughter", "son", "wife", "husband", "sister", "brother", "granddaughter",
                               "grandson")
        nsex = {"daughter": "F", "son": "M", "wife": "F", "husband": "M", "sister": "F", "brother": "M",
                "granddaughter": "F", "grandson": "M", "niece": "F", "nephew": "M",
                "daughter-in-law": "F", "son-in-law": "M"}.get(self.nokrel)
        self.nok = Person(r, sys, "FAMILY", sex=nsex, origin=self.pt.origin,
                          last=self.pt.last if same and r.random() < 0.75 else None)
        for _ in range(20):
            if self.nok.first != self.pt.first and self.nok.first not in self.used and (
                    self.nok.last == self.pt.last or self.nok.last not in self.used):
                break
            self.nok = Person(r, sys, "FAMILY", sex=nsex, origin=self.pt.origin, last=self.nok.last)
        self.fam2rel = pick(r, ["son", "daughter", "brother", "sister", "grandson", "carer", "friend"])
        self.used.update([self.pt.first, self.pt.last, self.nok.first, self.nok.last])
        self.fam2 = self.mk("FAMILY", sex={"son": "M", "daughter": "F", "brother": "M", "sister": "F",
                                           "grandson": "M"}.get(self.fam2rel), origin=self.pt.origin,
                            last=self.pt.last if r.random() < 0.5 else None)
        self.att = self.mk("DOCTOR")
        self.grade = pick(r, GRADES[sys])
        self.cons = self.mk("DOCTOR")
        self.spec = pick(r, SPECS)
        self.me = self.mk("DOCTOR")
        self.meo = self.mk("DOCTOR")
        self.nurse = self.mk("DOCTOR")
        self.gp = self.mk("DOCTOR")
        self.bo = self.mk("DOCTOR")
        self.apt = self.mk("DOCTOR")
        self.cor = self.mk("FAMILY")      # coroner's officer / investigator
        self.regp = self.mk("FAMILY")     # registrar
        self.fdp = self.mk("FAMILY")      # funeral director
        # places
        self.addr_parts()
        self.hosp = (place(r) + " " + pick(r, {"US": pools.HOSP_US, "CA": pools.HOSP_US, "AU": pools.HOSP_AU,
                                                  "NZ": pools.HOSP_AU}.get(sys, pools.HOSP_GB)), "HOSPITAL")
        self.ward = (pick(r, ["Ward " + str(r.randint(1, 40)) + pick(r, ["", "", "A", "B"]),
                              pick(r, pools.WARDS) + " Ward", pick(r, pools.WARDS) + " Unit",
                              "Ward " + pick(r, pools.WARDS)]), "HOSPITAL")
        self.bed = (pick(r, [str(r.randint(1, 32)), "SR" + str(r.randint(1, 8)), str(r.randint(1, 6)) +
                             pick(r, "ABCD")]), "LOCATION_OTHER")
        self.home = (place(r) + pick(r, [" Care Home", " Nursing Home", " Lodge", " House"]), "HOSPITAL")
        self.gpprac = (place(r) + pick(r, {"US": [" Family Medicine", " Primary Care"],
                                           "CA": [" Family Health Team", " Medical Clinic"],
                                           "AU": [" Medical Centre", " Family Practice"],
                                           "NZ": [" Medical Centre", " Health Centre"]}.get(
                                               sys, [" Surgery", " Medical Practice", " Health Centre"])),
                       "HOSPITAL")
        self.hospice = (pick(r, [place(r) + " Hospice", "St " + pick(r, pools.SAINTS) + "'s Hospice"]),
                        "HOSPITAL")
        self.trust = (self.trust_name(), "ORGANIZATION")
        self.fd = (pick(r, [self.fdp.last + " " + pick(r, pools.FUNERAL), place(r) + " Funeral Service",
                            self.fdp.first[0] + ". " + self.fdp.last + " & Sons"]), "ORGANIZATION")
        self.crematorium = (place(r) + pick(r, [" Crematorium", " Crematorium", " Memorial Park Crematorium"]),
                            "LOCATION_OTHER")
        occ = pick(r, pools.OCCUPATIONS + (pools.OCC_US if sys == "US" else []) +
                   (pools.OCC_AUNZ if sys in ("AU", "NZ") else []))
        if "mesothelioma" in self.cause["ia"]:
            occ = pick(r, ["pipe lagger", "shipyard labourer", "plumber", "electrician", "boilermaker"])
        if "pneumoconiosis" in (self.cause.get("ii") or ""):
            occ = "coal miner"
        self.occ = (occ, "PROFESSION")
        self.employer = (pick(r, pools.ORG_A) + " " + pick(r, pools.ORG_B), "ORGANIZATION")
        home = {"GB": ("England", "Scotland", "Wales"), "SC": ("England", "Scotland", "Wales"), "IE": ("Ireland",),
                "AU": ("Australia",), "NZ": ("New Zealand",), "CA": ("Canada",)}.get(sys, ())
        self.birthc = (pick(r, [x for x in pools.ABROAD if x not in home]), "COUNTRY")
        self.ids()

    def mk(self, typ, sex=None, origin=None, last=None):
        """A new person whose first name and surname are not yet used in this case."""
        for _ in range(20):
            p = Person(self.rng, self.sys, typ, sex=sex, origin=origin, last=last)
            if p.first not in self.used and (last or p.last not in self.used):
                break
        self.used.add(p.first)
        if not last:
            self.used.add(p.last)
        return p

    def rebase(self, newdod):
        """Move every date of the case so that death falls on newdod (ages unchanged)."""
        delta = newdod - self.dod
        self.dod, self.dob = newdod, self.dob + delta
        self.adm, self.ev = self.adm + delta, self.ev + delta
        self.yr = self.dod.year - self.rng.randint(1, 9)
        self.ids()

    # ------------------------------------------------------------------ formats
    def date_style(self):
        if self.sys == "US":
            return pick(self.rng, ["mdy", "mdy", "mdy2", "long_us", "iso"])
        if self.sys == "CA":
            return pick(self.rng, ["iso", "long_us", "dmy"])
        return pick(self.rng, ["dmy", "dmy", "dmy2", "dmon", "dlong", "dmy_dot"])

    def fmtd(self, d, style=None):
        s = style or self.ds
        m = MONTHS[d.month - 1]
        if s == "dmy":
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if s == "dmy2":
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if s == "dmy_dot":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if s == "dmon":
            return "%d %s %d" % (d.day, m[:3], d.year)
        if s == "dlong":
            return "%d %s %d" % (d.day, m, d.year)
        if s == "mdy":
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if s == "mdy2":
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if s == "long_us":
            return "%s %d, %d" % (m, d.day, d.year)
        if s == "iso":
            return d.isoformat()
        if s == "wd":
            if self.sys in ("US", "CA"):
                return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], m, d.day, d.year)
            return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, m, d.year)
        if s == "wds":
            if self.sys in ("US", "CA"):
                return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
            return "%s %02d/%02d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
        if s == "dm":
            if self.sys in ("US", "CA"):
                return "%d/%d" % (d.month, d.day)
            return "%02d/%02d" % (d.day, d.month)
        if s == "day":
            return WEEKDAYS[d.weekday()]
        if s == "my":
            return "%s %d" % (m, d.year)
        raise ValueError(s)

    def D(self, d, style=None):
        return (self.fmtd(d, style), "DATE")

    def off(self, d, days):
        return d + datetime.timedelta(days=days)

    def phone(self, kind="land"):
        r, s = self.rng, self.sys
        if kind == "bleep":
            return (pick(r, ["555" + dg(r, 1), "5" + dg(r, 1) + "555", "555-" + dg(r, 2)]), "PHONE")
        if kind == "ext":
            return ["ext. ", ("555" + dg(r, 1), "PHONE")]
        if s in ("GB", "SC"):
            if kind == "mob":
                return (pick(r, ["07700 555" + dg(r, 3), "07" + dg(r, 3) + " 555 " + dg(r, 3)]), "PHONE")
            code = pick(r, ["0113", "0161", "01632", "0117", "01482", "01904", "0131", "01382", "01224"])
            return (pick(r, [code + " 555 " + dg(r, 4), "(" + code + ") 555 " + dg(r, 4),
                             "+44 " + code[1:] + " 555 " + dg(r, 4)]), "PHONE")
        if s == "IE":
            if kind == "mob":
                return ("08" + pick(r, "3567") + " 555 " + dg(r, 4), "PHONE")
            code = pick(r, ["021", "091", "061", "066", "071", "090", "046"])
            return (pick(r, ["(" + code + ") 555 " + dg(r, 4), code + " 555 " + dg(r, 4)]), "PHONE")
        if s in ("US", "CA"):
            ac = pick(r, ["205", "479", "309", "816", "254", "801", "614", "937", "419", "918", "402",
                          "559", "253", "208", "505", "520", "865", "912"] if s == "US" else
                      ["905", "519", "613", "705", "807", "902", "506", "306", "403", "250", "204", "709"])
            num = "555-01" + dg(r, 2)
            return (pick(r, ["(" + ac + ") " + num, ac + "-" + num, ac + "." + num.replace("-", "."),
                             "(" + ac + ") " + num + " ext. " + dg(r, 3)]), "PHONE")
        if s == "AU":
            if kind == "mob":
                return ("04" + dg(r, 2) + " 555 " + dg(r, 3), "PHONE")
            return (pick(r, ["(0" + pick(r, "2378") + ") 5555 " + dg(r, 4),
                             "0" + pick(r, "2378") + " 9555 " + dg(r, 4)]), "PHONE")
        if kind == "mob":
            return ("02" + pick(r, "17") + " 555 " + dg(r, 4), "PHONE")
        return (pick(r, ["(0" + pick(r, "34679") + ") 555 " + dg(r, 4),
                         "0" + pick(r, "34679") + " 555 " + dg(r, 4)]), "PHONE")

    def fax(self):
        for _ in range(10):
            t, _ = self.phone()
            if "ext" not in t:
                break
        return (t.split(" ext")[0], "FAX")

    # ------------------------------------------------------------------ places
    def addr_parts(self):
        r, s = self.rng, self.sys
        key = "SC" if s == "SC" else s
        town = pick(r, pools.TOWNS[key])
        self.town = (town[0], "CITY")
        if s in ("GB", "SC"):
            w = pick(r, pools.STREET_WORDS) + " " + pick(r, pools.STREET_GB)
            st = pick(r, [str(r.randint(1, 220)) + " " + w, "Flat " + str(r.randint(1, 40)) + ", " +
                          str(r.randint(2, 90)) + " " + w, str(r.randint(1, 60)) + " " + w])
            self.region = (town[1], "CITY")
            self.zip = (town[2] + str(r.randint(1, 28)) + " " + str(r.randint(1, 9)) + lt(r, 2), "ZIP")
        elif s == "IE":
            w = pick(r, pools.STREET_WORDS) + " " + pick(r, ["Road", "Street", "Avenue", "Park", "Lawn",
                                                              "Terrace", "View", "Close"])
            st = str(r.randint(1, 140)) + " " + w
            self.region = (town[1], "CITY")
            self.zip = (town[2] + " " + lt(r, 1) + dg(r, 1) + lt(r, 1) + dg(r, 1), "ZIP")
        elif s == "US":
            w = pick(r, pools.STREET_US_WORDS) + " " + pick(r, pools.STREET_US)
            st = str(r.randint(10, 9800)) + " " + w + pick(r, ["", "", ", Apt " + str(r.randint(1, 30)) +
                                                                pick(r, "ABCD"), " #" + str(r.randint(2, 400))])
            self.region = (town[1], "STATE")
            self.county = (town[3], "CITY")
            self.zip = (town[2] + dg(r, 2), "ZIP")
        elif s == "CA":
            w = pick(r, pools.STREET_WORDS) + " " + pick(r, ["Street", "Avenue", "Road", "Crescent",
                                                              "Drive", "Boulevard"])
            st = pick(r, ["", "", str(r.randint(101, 1900)) + "-"]) + str(r.randint(10, 990)) + " " + w
            self.region = (town[1], "STATE")
            self.zip = (town[2] + " " + dg(r, 1) + lt(r, 1) + dg(r, 1), "ZIP")
        elif s == "AU":
            w = pick(r, pools.STREET_WORDS) + " " + pick(r, pools.STREET_AU)
            st = pick(r, ["", "", "Unit " + str(r.randint(1, 12)) + ", ", str(r.randint(1, 9)) + "/"]) + \
                str(r.randint(1, 300)) + " " + w
            self.region = (town[1], "STATE")
            self.zip = (town[2], "ZIP")
        else:
            w = pick(r, pools.STREET_WORDS) + " " + pick(r, ["Street", "Road", "Avenue", "Crescent",
                                                              "Place", "Terrace"])
            st = pick(r, ["", "", "Flat " + str(r.randint(1, 9)) + ", "]) + str(r.randint(1, 400)) + " " + w
            self.region = (town[1], "STATE")
            self.zip = (town[2], "ZIP")
        self.street = (st, "STREET")

    def addr(self, region=None):
        """Address line split into its parts."""
        s = self.sys
        if s in ("US", "CA", "AU"):
            return [self.street, ", ", self.town, ", " if s != "AU" else " ", self.region, " ", self.zip]
        if s == "IE":
            return [self.street, ", ", self.town, ", ", self.region, ", ", self.zip]
        if region or (region is None and self.rng.random() < 0.3):
            if s == "NZ":
                return [self.street, ", ", self.town, " ", self.zip]
            return [self.street, ", ", self.town, ", ", self.region, " ", self.zip]
        return [self.street, ", ", self.town, " ", self.zip]

    def trust_name(self):
        r, s = self.rng, self.sys
        a = place(r)
        if s == "GB":
            return pick(r, [a + " and " + place(r) + " NHS Foundation Trust", a + " Teaching Hospitals NHS Trust",
                            a + " University Hospitals NHS Trust", a + " Health Board"])
        if s == "SC":
            return "NHS " + a
        if s == "IE":
            return a + " Hospital Group"
        if s == "US":
            return a + pick(r, [" Health System", " Healthcare", " Health Partners"])
        if s == "CA":
            return a + pick(r, [" Regional Health Authority", " Health Sciences Centre", " Health Network"])
        if s == "AU":
            return a + pick(r, [" Health", " Local Health District", " Health Service"])
        return a + " Health District"

    # ------------------------------------------------------------------ identifiers
    def nhs(self):
        r = self.rng
        while True:
            d = [r.randrange(10) for _ in range(9)]
            d[0] = pick(r, [4, 6, 9])
            c = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
            c = 0 if c == 11 else c
            if c != 10:
                s = "".join(map(str, d)) + str(c)
                return s[:3] + " " + s[3:6] + " " + s[6:]

    def ids(self):
        r, s = self.rng, self.sys
        b = self.dob
        if s == "GB":
            self.pid = (self.nhs(), "MRN")
            self.sid = (pick(r, ["RX" + dg(r, 7), lt(r, 1) + dg(r, 6), "H" + dg(r, 7)]), "MRN")
        elif s == "SC":
            self.pid = ("%02d%02d%02d%s" % (b.day, b.month, b.year % 100, dg(r, 4)), "MRN")
            self.sid = (lt(r, 1) + dg(r, 6) + lt(r, 1), "MRN")
        elif s == "IE":
            self.pid = (dg(r, 7), "MRN")
            self.sid = ("9" + dg(r, 6) + lt(r, 1) + pick(r, ["", "A", "W"]), "SSN")
        elif s == "US":
            self.pid = (pick(r, ["00" + dg(r, 6), dg(r, 8), "E" + dg(r, 7)]), "MRN")
            self.sid = (pick(r, ["9" + dg(r, 2) + "-" + dg(r, 2) + "-" + dg(r, 4),
                                 "000-" + dg(r, 2) + "-" + dg(r, 4)]), "SSN")
        elif s == "CA":
            self.pid = (dg(r, 7), "MRN")
            self.sid = (pick(r, [dg(r, 4) + "-" + dg(r, 3) + "-" + dg(r, 3) + "-" + lt(r, 2),
                                 "9" + dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 3),
                                 dg(r, 5) + "-" + dg(r, 4)]), "HEALTHPLAN")
        elif s == "AU":
            self.pid = (pick(r, ["UR" + dg(r, 6), dg(r, 7), "MR" + dg(r, 6)]), "MRN")
            self.sid = (str(r.randint(2, 6)) + dg(r, 3) + " " + dg(r, 5) + " " + str(r.randint(1, 4)),
                        "HEALTHPLAN")
        else:
            self.pid = ("".join(pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + dg(r, 4), "MRN")
            self.sid = (pick(r, ["ACC" + dg(r, 7), lt(r, 2) + dg(r, 5)]), "HEALTHPLAN")
        yy = self.dod.year
        self.acct = (pick(r, ["SP" + dg(r, 8), str(yy) + "-" + dg(r, 6), "V" + dg(r, 9), dg(r, 4) + "-" + dg(r, 4)]),
                     "ACCOUNT")
        self.meref = (pick(r, ["ME/%02d/%s" % (yy % 100, dg(r, 5)), "MEO-%d-%s" % (yy, dg(r, 4)),
                               "ME%d%s" % (yy % 100, dg(r, 5))]), "IDNUM")
        corfmt = {"GB": "COR-%d-%s" % (yy, dg(r, 4)), "SC": "PF/%s/%02d" % (dg(r, 6), yy % 100),
                  "IE": "CC-%s/%02d" % (dg(r, 3), yy % 100), "US": "ME%d-%s" % (yy, dg(r, 5)),
                  "CA": "%d-%s" % (yy, dg(r, 5)), "AU": "COR %d %s" % (yy, dg(r, 6)),
                  "NZ": "CSU-%d-%s-%s" % (yy, pick(r, ["HLZ", "DUN", "NPL", "TRG", "PMR"]), dg(r, 6))}
        self.corref = (corfmt[s], "IDNUM")
        self.certno = ({"GB": lt(r, 1) + " " + dg(r, 6), "SC": "F11-" + dg(r, 7),
                        "IE": "MC" + dg(r, 6), "US": "%d-%s" % (yy, dg(r, 7)),
                        "CA": "%d-05-%s" % (yy, dg(r, 6)), "AU": "MCCD-" + dg(r, 8),
                        "NZ": dg(r, 7)}[s], "LICENSE")
        self.datix = (pick(r, ["W" + dg(r, 6), "INC-" + dg(r, 5), "DX" + dg(r, 6)]), "IDNUM")
        self.pmno = (pick(r, ["PM%02d/%s" % (yy % 100, dg(r, 4)), "A%02d-%s" % (yy % 100, dg(r, 3))]), "IDNUM")

    def lic(self):
        r, s = self.rng, self.sys
        return ({"GB": str(r.randint(6, 7)) + dg(r, 6), "SC": str(r.randint(6, 7)) + dg(r, 6),
                 "IE": str(r.randint(1, 4)) + dg(r, 5), "US": pick(r, ["1" + dg(r, 9), "MD." + dg(r, 7),
                                                                       "A" + dg(r, 5)]),
                 "CA": dg(r, 5), "AU": "MED000" + dg(r, 7), "NZ": str(r.randint(1, 8)) + dg(r, 4)}[s],
                "LICENSE")

    def nlic(self):
        r, s = self.rng, self.sys
        return ({"GB": dg(r, 2) + lt(r, 1) + dg(r, 4) + lt(r, 1), "SC": dg(r, 2) + lt(r, 1) + dg(r, 4) + lt(r, 1),
                 "IE": dg(r, 6), "US": "RN" + dg(r, 7), "CA": dg(r, 8), "AU": "NMW000" + dg(r, 7),
                 "NZ": dg(r, 6)}[s], "LICENSE")

    def plate(self):
        r, s = self.rng, self.sys
        if s in ("GB", "SC"):
            return (lt(r, 2) + dg(r, 2) + " " + lt(r, 3), "VEHICLE")
        if s == "IE":
            return ("%02d-%s-%s" % (self.dod.year % 100 - r.randint(0, 9), pick(r, ["C", "G", "L", "KY", "D", "MO"]),
                                     dg(r, 4)), "VEHICLE")
        if s == "US":
            return (pick(r, [dg(r, 1) + lt(r, 3) + dg(r, 3), lt(r, 3) + "-" + dg(r, 4)]), "VEHICLE")
        if s == "CA":
            return (lt(r, 4) + " " + dg(r, 3), "VEHICLE")
        if s == "AU":
            return (pick(r, [dg(r, 1) + lt(r, 3) + dg(r, 3), lt(r, 3) + "-" + dg(r, 3)]), "VEHICLE")
        return (lt(r, 3) + dg(r, 3), "VEHICLE")

    def vin(self):
        r = self.rng
        return ("".join(pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)), "VEHICLE")

    def serial(self):
        r = self.rng
        return (pick(r, clin.IMPLANT_PREFIX) + pick(r, ["", " "]) + dg(r, 6) + pick(r, ["", "S", "H", ""]),
                "DEVICE")

    def ip(self):
        r = self.rng
        return (pick(r, ["10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randint(2, 254)),
                         "172.%d.%d.%d" % (r.randint(16, 31), r.randrange(256), r.randint(2, 254)),
                         "192.168.%d.%d" % (r.randrange(256), r.randint(2, 254))]), "IPADDR")

    def url(self, path):
        r = self.rng
        return (pick(r, ["https://", "", "http://"]) + pick(r, ["example.org", "example.net", "example.com",
                                                                 "www.example.org"]) + "/" + path, "URL")

    def bio(self):
        r = self.rng
        return (pick(r, ["FP-" + dg(r, 6), "FPR" + dg(r, 7), "DNA-" + lt(r, 2) + dg(r, 5),
                         "LS" + dg(r, 8)]), "BIOID")

    def kw(self):
        he, his, him = self.pt.he()
        nk = self.nok
        return dict(pt=self.pt.full(), ptf=self.pt.formal(), ptfirst=self.pt.fn(), ptlast=self.pt.ln(),
                    ptup=self.pt.upper(), ptini=self.pt.ini(), he=he, his=his, him=him,
                    He=he.capitalize(), His=his.capitalize(), age=(str(self.age), "AGE"),
                    dob=self.D(self.dob), dod=self.D(self.dod), adm=self.D(self.adm), ev=self.D(self.ev),
                    yr=(str(self.yr), "DATE"), tod=self.tod, hosp=self.hosp, ward=self.ward, bed=self.bed,
                    home=self.home, gpprac=self.gpprac, nokrel=self.nokrel, nok=nk.full(), nokf=nk.formal(),
                    nokfirst=nk.fn(), occ=self.occ, hospice=self.hospice, trust=self.trust,
                    coroner=self.v["coroner"], cert=self.v["cert"])
