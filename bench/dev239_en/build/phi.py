"""Note builder (single-pass offsets) and per-note PHI context for dev239_en."""
import datetime as _dt

import pools as P
from ids import IdMixin, ALNUM, ROLE_KIND, fold

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


TYPOS = [("abdominal", "abdomnial"), ("discussed", "dicussed"), ("tolerating", "tollerating"), ("surgery", "surgey"),
         ("weight", "wieght"), ("referral", "referal"), ("nausea", "nausia"), ("the", "teh"), ("with", "wiht"),
         ("and", "adn"), ("patient", "pateint"), ("advised", "adviced"), ("protein", "protien"), ("review", "reveiw"),
         ("daily", "dialy"), ("symptoms", "symtoms"), ("bloods", "blodos"), ("since", "sicne")]


class Builder:
    """Appends plain text and PHI pieces, recording offsets as it goes."""

    def __init__(self, lower=False, typo_rng=None, typo_rate=0.0):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []
        self.typo_rng = typo_rng
        self.typo_rate = typo_rate
        self.typos = 0

    def _typo(self, s):
        """occasional misspelling of a common word in plain (non-PHI) text"""
        if not self.typo_rng or self.typos >= 3:
            return s
        for good, bad in TYPOS:
            k = (" " + s + " ").find(" " + good + " ")
            if k >= 0 and self.typo_rng.random() < self.typo_rate:
                self.typos += 1
                return s[:k] + bad + s[k + len(good):]
        return s

    def _fix(self, s):
        if self.lower:
            t = s.lower()
            if len(t) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return t
        return s

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                s = self._fix(self._typo(it))
                self.buf.append(s)
                self.pos += len(s)
            elif isinstance(it, tuple):
                val, typ = it
                val = self._fix(val)
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % val)
                self.spans.append({"start": self.pos, "end": self.pos + len(val),
                                   "label": TYPE2LABEL[typ], "type": typ, "text": val})
                self.buf.append(val)
                self.pos += len(val)
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def line(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


US_STYLES = ["us_num", "us_num", "us_nz", "us_short", "long", "abbr", "iso", "dmon", "DMON", "us_dash"]
GB_STYLES = ["gb_num", "gb_num", "gb_nz", "gb_short", "gb_dot", "gb_long", "gb_ord", "gb_abbr", "iso", "dmon"]


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    f = {
        "us_num": "%02d/%02d/%d" % (m, dd, y), "us_nz": "%d/%d/%d" % (m, dd, y),
        "us_short": "%d/%d/%02d" % (m, dd, y % 100), "long": "%s %d, %d" % (MONTHS[m - 1], dd, y),
        "abbr": "%s %d, %d" % (MON3[m - 1], dd, y), "abbr_nc": "%s %d %d" % (MON3[m - 1], dd, y),
        "iso": "%d-%02d-%02d" % (y, m, dd), "dmon": "%02d-%s-%d" % (dd, MON3[m - 1], y),
        "DMON": "%02d-%s-%d" % (dd, MON3[m - 1].upper(), y), "us_dash": "%02d-%02d-%d" % (m, dd, y),
        "gb_num": "%02d/%02d/%d" % (dd, m, y), "gb_nz": "%d/%d/%d" % (dd, m, y),
        "gb_short": "%d/%d/%02d" % (dd, m, y % 100), "gb_dot": "%02d.%02d.%d" % (dd, m, y),
        "gb_long": "%d %s %d" % (dd, MONTHS[m - 1], y), "gb_ord": "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y),
        "gb_abbr": "%d %s %d" % (dd, MON3[m - 1], y), "my": "%s %d" % (MONTHS[m - 1], y),
        "my_abbr": "%s %d" % (MON3[m - 1], y), "my_num": "%02d/%d" % (m, y),
        "my_dash": "%s-%02d" % (MON3[m - 1], y % 100), "y": "%d" % y, "mon": MONTHS[m - 1],
        "mon3": MON3[m - 1], "wd": WDAYS[d.weekday()], "wd3": WD3[d.weekday()],
        "us_dm": "%s %d" % (MONTHS[m - 1], dd), "gb_dm": "%d %s" % (dd, MONTHS[m - 1]),
        "us_dmn": "%d/%d" % (m, dd), "gb_dmn": "%d/%d" % (dd, m),
        "us_wd": "%s %d/%d" % (WD3[d.weekday()], m, dd), "gb_wd": "%s %d/%d" % (WD3[d.weekday()], dd, m),
        "us_wdl": "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], dd, y),
        "gb_wdl": "%s %d %s %d" % (WDAYS[d.weekday()], dd, MONTHS[m - 1], y),
        "gb_wdo": "%s %s %s" % (WDAYS[d.weekday()], ordinal(dd), MONTHS[m - 1]),
        "the_ord": ordinal(dd),
    }
    return f[style]


AREA_US = ["614", "937", "502", "859", "865", "423", "205", "601", "318", "501", "918", "316", "402",
           "515", "414", "616", "260", "309", "210", "915", "806", "505", "520", "559", "509", "208",
           "775", "719", "912", "864", "304", "540", "570", "315", "716", "508", "207", "352", "850"]
AREA_UK = ["113", "114", "161", "1274", "1484", "1924", "1422", "1302", "1772", "191", "1642", "1782",
           "1902", "24", "116", "1332", "1733", "1603", "1473", "1793", "1752", "1392", "1792", "1382"]
AREA_NZ = ["9", "7", "6", "4", "3"]


REL_SEX = {"husband": "M", "wife": "F", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
           "brother": "M", "mum": "F", "dad": "M", "aunt": "F", "uncle": "M", "grandmother": "F", "niece": "F",
           "nephew": "M", "stepdaughter": "F", "mother-in-law": "F", "fiance": "M", "fiancee": "F", "boyfriend": "M",
           "girlfriend": "F", "adult son": "M", "adult daughter": "F"}


class Person:
    def __init__(self, first, last, sex, mid):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def form(self, f):
        fi, li = self.first[0], self.last.replace("'", "")[0]
        return {
            "full": "%s %s" % (self.first, self.last),
            "fml": "%s %s. %s" % (self.first, self.mid, self.last),
            "lf": "%s, %s" % (self.last, self.first),
            "lfm": "%s, %s %s" % (self.last, self.first, self.mid),
            "LF": "%s, %s" % (self.last.upper(), self.first.upper()),
            "LFM": "%s, %s %s" % (self.last.upper(), self.first.upper(), self.mid),
            "last": self.last, "first": self.first, "LAST": self.last.upper(),
            "fi": "%s. %s" % (fi, self.last), "fil": "%s %s" % (fi, self.last),
            "fl": "%s %s." % (self.first, li), "init": "%s.%s." % (fi, li),
            "INIT": "%s%s" % (fi, li), "inits": "%s%s" % (fi.lower(), li.lower()),
            "init3": "%s%s%s" % (fi, self.mid, li),
        }[f]


ROLE_CRED = {
    "US": {"surgeon": ["MD", "MD, FACS", "DO, FACS", "MD, FASMBS", "MD"],
           "doc": ["MD", "DO", "MD"], "dietitian": ["RD", "RDN, LD", "MS, RDN, CSOWM", "RDN"],
           "psych": ["PhD", "PsyD", "Ph.D.", "PsyD, ABPP"], "nurse": ["RN", "BSN, RN", "RN, CBN", "LPN"],
           "np": ["NP", "FNP-C", "PA-C", "AGNP-C"], "pharm": ["PharmD", "RPh"]},
    "UK": {"surgeon": ["FRCS", "FRCS (Gen Surg)", "MD FRCS", "FRCS"],
           "doc": ["MRCP", "MRCGP", "FRCA", "MBChB"], "dietitian": ["RD", "Specialist Dietitian", "BSc RD"],
           "psych": ["DClinPsy", "Clinical Psychologist", "CPsychol"],
           "nurse": ["RN", "Bariatric CNS", "RGN"], "np": ["ANP", "ACP"], "pharm": ["MPharm"]},
    "NZ": {"surgeon": ["FRACS", "MBChB FRACS", "FRACS"], "doc": ["FRACP", "FRNZCGP", "MBChB", "FANZCA"],
           "dietitian": ["NZRD", "Dietitian", "NZRD"], "psych": ["PGDipClinPsych", "Clinical Psychologist"],
           "nurse": ["RN", "CNS", "RN"], "np": ["NP", "Nurse Practitioner"], "pharm": ["BPharm"]},
}
class Ctx(IdMixin):
    def __init__(self, rng, cc):
        self.rng = rng
        self.cc = cc
        self.used = []
        self.memo = {}
        self.staff = {}
        self.pt = self.person()
        self.sex = self.pt.sex
        self.d0 = _dt.date(2019, 1, 2) + _dt.timedelta(days=rng.randint(0, 2370))
        age = rng.randint(18, 71)
        self.dob = self.d0 - _dt.timedelta(days=int(age * 365.25) + rng.randint(5, 350))
        self.age = self.years(self.dob, self.d0)
        self.gb = cc != "US"
        self.dstyle = rng.choice(GB_STYLES if self.gb else US_STYLES)
        self.hosp = rng.choice(P.HOSPITALS[cc])
        spec = ("Sleep", "Weight", "Obesity", "Endocrin", "Behavioral", "Nutrition")
        self.clinic = rng.choice([x for x in P.CLINICS[cc] if not any(w in x for w in spec)])
        self.spec_clinic = rng.choice([x for x in P.CLINICS[cc] if any(w in x for w in spec)])
        self.he = "he" if self.sex == "M" else "she"
        self.his = "his" if self.sex == "M" else "her"
        self.him = "him" if self.sex == "M" else "her"
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.mf = self.sex
        self.title = self.rng.choice(["Mr"] if self.sex == "M" else ["Mrs", "Ms", "Miss", "Ms", "Mrs"])
        if self.cc == "US" and rng.random() < 0.8:
            self.title += "."
        self.wt_unit = "lb" if cc == "US" else "kg"

    # ------------------------------------------------------------ basics
    def r(self, *opts):
        return self.rng.choice(opts)

    def ch(self, seq):
        return self.rng.choice(seq)

    def p(self, prob):
        return self.rng.random() < prob

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def rf(self, a, b, nd=1):
        return round(self.rng.uniform(a, b), nd)

    @staticmethod
    def years(a, b):
        return b.year - a.year - ((b.month, b.day) < (a.month, a.day))

    def person(self, sex=None, origin=None):
        rng = self.rng
        if origin is None:
            ws = P.ORIGIN_WEIGHTS[self.cc]
            tot = sum(w for _, w in ws)
            x = rng.uniform(0, tot)
            for origin, w in ws:
                x -= w
                if x <= 0:
                    break
        fem, mal, sur = P.ORIGINS[origin]
        if sex is None:
            sex = "F" if rng.random() < 0.62 else "M"
        for _ in range(50):
            first = rng.choice(fem if sex == "F" else mal)
            if rng.random() < 0.12:
                o2 = rng.choice(sorted(P.ORIGINS))
                last = rng.choice(P.ORIGINS[o2][2])
            else:
                last = rng.choice(sur)
            if last not in self.used and first not in self.used:
                break
        self.used.extend([first, last])
        return Person(first, last, sex, rng.choice(ALNUM))

    # ------------------------------------------------------------ names
    def P(self, f="full"):
        return (self.pt.form(f), "PATIENT")

    def Pt(self):
        """title + surname"""
        return [self.title + " ", (self.pt.last, "PATIENT")]

    def Pany(self):
        f = self.r("full", "full", "last_t", "first", "lf", "fl")
        if f == "last_t":
            return self.Pt()
        return self.P(f)

    def doc(self, role):
        if role not in self.staff:
            self.staff[role] = self.person()
        return self.staff[role]

    def cred(self, role):
        key = ("cred", role)
        if key not in self.memo:
            self.memo[key] = self.ch(ROLE_CRED[self.cc][ROLE_KIND[role]])
        return self.memo[key]

    def dtitle(self, role):
        kind = ROLE_KIND[role]
        d = self.doc(role)
        if kind == "surgeon" and self.cc == "UK" and self.p(0.7):
            return "Mr " if d.sex == "M" else self.ch(["Ms ", "Miss ", "Mrs "])
        if kind in ("surgeon", "doc") or (kind == "psych" and self.cc == "US"):
            return "Dr. " if (self.cc == "US" and self.p(0.75)) else "Dr "
        return ""

    def D(self, role, f=None):
        """a staff member rendered with title or credential outside the span"""
        d = self.doc(role)
        t = self.dtitle(role)
        if f is None:
            f = self.r("t_last", "t_full", "full_cred", "t_last", "fml_cred", "t_fi")
        if f in ("t_last", "t_full", "t_fi") and not t:
            f = "full_cred"
        if f == "t_last":
            return [t, (d.form("last"), "DOCTOR")]
        if f == "t_full":
            return [t, (d.form("full"), "DOCTOR")]
        if f == "t_fi":
            return [t, (d.form("fi"), "DOCTOR")]
        if f == "full_cred":
            return [(d.form("full"), "DOCTOR"), ", " + self.cred(role)]
        if f == "fml_cred":
            return [(d.form("fml"), "DOCTOR"), " " + self.cred(role)]
        if f == "plain":
            return [(d.form("full"), "DOCTOR")]
        return [(d.form(f), "DOCTOR")]

    def user(self, role=None, person=None):
        d = person or self.doc(role)
        key = ("user", d.first, d.last)
        if key not in self.memo:
            f, l = fold(d.first), fold(d.last).replace("-", "")
            self.memo[key] = self.r(f[0] + l[:7], f[0] + l[:6] + str(self.ri(1, 9)), l[:6] + f[0],
                                    f + "." + l, (l[:5] + f[:2]).upper(), f[:3] + l[:3] + str(self.ri(10, 99)))
        return (self.memo[key], "USERNAME")

    def kin(self, rels=None, f=None, same_last=None):
        """relation word + family member name with matching sex"""
        if rels is None:
            rels = ["husband", "partner", "daughter", "son", "mother", "sister"] if self.sex == "F" else \
                ["wife", "partner", "daughter", "son", "mother", "brother"]
        rel = self.ch(rels)
        sex = REL_SEX.get(rel)
        if rel == "partner":
            sex = "M" if self.sex == "F" else "F"
        p = self.person(sex=sex)
        if same_last if same_last is not None else (rel in ("son", "daughter", "husband", "wife") and self.p(0.5)):
            p.last = self.pt.last
        if f is None:
            f = self.r("first", "first", "full")
        return [rel, " ", (p.form(f), "FAMILY")]

    def fam(self, sex=None, last=None):
        p = self.person(sex=sex)
        if last:
            p.last = last
        return p

    # ------------------------------------------------------------ dates, ages
    def day(self, n):
        return self.d0 + _dt.timedelta(days=n)

    def dt(self, d, style=None):
        if style is None:
            style = self.dstyle if self.p(0.8) else self.ch(GB_STYLES if self.gb else US_STYLES)
        elif style in ("dm", "dmn", "wd2", "wdl"):
            style = {"dm": "gb_dm", "dmn": "gb_dmn", "wd2": "gb_wd", "wdl": "gb_wdl"}[style] if self.gb else \
                {"dm": "us_dm", "dmn": "us_dmn", "wd2": "us_wd", "wdl": "us_wdl"}[style]
        return (fmt_date(d, style), "DATE")

    def dnum(self, d):
        return (fmt_date(d, self.ch(["gb_num", "gb_nz"] if self.gb else ["us_num", "us_nz"])), "DATE")

    def age_items(self, n=None, f=None):
        n = self.age if n is None else n
        if f is None:
            f = self.r("yo", "yo", "yob", "yearold", "yrold", "y/o", "yF", "Fsp")
        s = (str(n), "AGE")
        sx = self.mf
        return {"yo": [s, " yo"], "yob": [s, "yo"], "yearold": [s, "-year-old"], "yrold": [s, " yr old"],
                "y/o": [s, " y/o"], "yF": [s, "y" + sx], "Fsp": [s, " " + sx], "F": [s, sx],
                "year old": [s, " year old"], "words": [(words(n), "AGE"), "-year-old"],
                "aged": ["aged ", s], "yrs": [s, " yrs"], "bare": [s]}[f]

    # ------------------------------------------------------------ places
    def addr(self):
        if "addr" in self.memo:
            return self.memo["addr"]
        rng = self.rng
        stem = rng.choice(P.STREET_STEMS)
        no = str(rng.randint(2, 4890 if self.cc == "US" else 240))
        if self.cc == "US":
            st = "%s %s %s" % (no, stem, rng.choice(P.STREET_TYPES_US))
            if rng.random() < 0.3:
                st += rng.choice([", Apt ", " Apt ", " #", ", Unit "]) + rng.choice(["2", "3B", "14", "207", "C", "11A"])
            city, state, ab, zp, county = rng.choice(P.US_PLACES)
            z = zp + "%02d" % rng.randint(1, 99)
            if rng.random() < 0.2:
                z += "-%04d" % rng.randint(1, 9999)
            a = {"street": st, "city": city, "state": state, "st": ab, "zip": z, "county": county}
        elif self.cc == "UK":
            st = "%s %s %s" % (no, stem, rng.choice(P.STREET_TYPES_UK))
            if rng.random() < 0.25:
                st = rng.choice(["Flat ", "Flat "]) + str(rng.randint(1, 24)) + ", " + st
            town, county, area = rng.choice(P.UK_PLACES)
            z = "%s%d %d%s%s" % (area, rng.randint(1, 28), rng.randint(1, 9), rng.choice(ALNUM[:-2]), rng.choice(ALNUM[:-2]))
            a = {"street": st, "city": town, "state": county, "st": county, "zip": z, "county": county}
        else:
            st = "%s %s %s" % (no, stem, rng.choice(P.STREET_TYPES_NZ))
            if rng.random() < 0.25:
                st = "%d/%s" % (rng.randint(1, 6), st)
            city, region, pc, subs = rng.choice(P.NZ_PLACES)
            z = pc + "%02d" % rng.randint(10, 99)
            a = {"street": st, "city": city, "state": region, "st": region, "zip": z, "suburb": rng.choice(subs)}
        self.memo["addr"] = a
        return a

    def addr_items(self, sep=", ", full_state=None, lines=False):
        a = self.addr()
        nl = "\n" if lines else sep
        if self.cc == "US":
            stv = a["state"] if full_state else a["st"]
            return [(a["street"], "STREET"), nl, (a["city"], "CITY"), ", ", (stv, "STATE"), " ", (a["zip"], "ZIP")]
        if self.cc == "UK":
            out = [(a["street"], "STREET"), nl, (a["city"], "CITY")]
            if full_state or self.p(0.3):
                out += [nl, (a["state"], "CITY")]
            return out + [(nl if lines else " "), (a["zip"], "ZIP")]
        out = [(a["street"], "STREET"), nl]
        if self.p(0.7):
            out += [(a["suburb"], "CITY"), nl]
        return out + [(a["city"], "CITY"), " ", (a["zip"], "ZIP")]

    def city(self):
        return (self.addr()["city"], "CITY")

    def other_city(self):
        if self.cc == "US":
            c = self.ch(P.US_PLACES)
            return [(c[0], "CITY"), ", ", (c[2], "STATE")]
        if self.cc == "UK":
            return [(self.ch(P.UK_PLACES)[0], "CITY")]
        return [(self.ch(P.NZ_PLACES)[0], "CITY")]

    def country(self, pool=None):
        c = self.ch(pool or P.COUNTRIES)
        return (["the "] if c in P.THE_COUNTRIES else []) + [(c, "COUNTRY")]

    def H(self, which="hosp"):
        return (getattr(self, which), "HOSPITAL")

    def other_hosp(self):
        return (self.ch([h for h in P.HOSPITALS[self.cc] if h != self.hosp]), "HOSPITAL")

    def ward(self):
        if "ward" not in self.memo:
            self.memo["ward"] = self.ch(P.WARDS[self.cc])
        return (self.memo["ward"], "HOSPITAL")

    def pharmacy(self):
        return (self.ch(P.PHARMACIES[self.cc]), "HOSPITAL")

    def employer(self):
        if "emp" not in self.memo:
            self.memo["emp"] = self.ch(P.EMPLOYERS[self.cc])
        return (self.memo["emp"], "ORGANIZATION")

    def insurer(self):
        if "ins" not in self.memo:
            self.memo["ins"] = self.ch(P.INSURERS[self.cc])
        return (self.memo["ins"], "ORGANIZATION")

    def job(self):
        if "job" not in self.memo:
            self.memo["job"] = self.ch(P.PROFESSIONS)
        return (self.memo["job"], "PROFESSION")

    def room(self):
        if "room" not in self.memo:
            self.memo["room"] = self.r(str(self.ri(201, 719)), "%d%s" % (self.ri(2, 9) * 100 + self.ri(1, 40), self.r("A", "B")),
                                       str(self.ri(3, 28)))
        return (self.memo["room"], "LOCATION_OTHER")

    # ------------------------------------------------------------ contacts
    def _phone(self, kind="land"):
        rng = self.rng
        if self.cc == "US":
            a = rng.choice(AREA_US)
            n = "01%02d" % rng.randint(0, 99)
            return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                               "(%s) 555-%s" % (a, n), "+1 %s 555 %s" % (a, n)])
        if self.cc == "UK":
            if kind == "mob":
                return rng.choice(["07%d%02d 555 %03d", "+44 7%d%02d 555 %03d"]) % (rng.randint(4, 9), rng.randint(0, 99), rng.randint(0, 999))
            a = rng.choice(AREA_UK)
            n = "0%03d" % rng.randint(0, 999)
            return rng.choice(["0%s 555 %s" % (a, n), "0%s 555%s" % (a, n), "+44 %s 555 %s" % (a, n)])
        if kind == "mob":
            return rng.choice(["021 555 %04d", "022 555 %04d", "027 555 %04d", "+64 21 555 %04d"]) % rng.randint(0, 9999)
        a = rng.choice(AREA_NZ)
        n = "0%03d" % rng.randint(0, 999)
        return rng.choice(["(0%s) 555 %s" % (a, n), "0%s 555 %s" % (a, n), "+64 %s 555 %s" % (a, n)])

    def phone(self, key="pt", kind=None, ext=False):
        k = ("ph", key)
        if k not in self.memo:
            if kind is None:
                kind = "mob" if key.startswith("pt") and self.p(0.6) else "land"
            v = self._phone(kind)
            if ext:
                v += self.r(" ext. %d" % self.ri(200, 899), " x%d" % self.ri(2000, 7999), " ext %d" % self.ri(10, 99))
            self.memo[k] = v
        return (self.memo[k], "PHONE")

    def pager(self):
        if self.cc == "UK":
            return ("555%d" % self.ri(0, 9), "PHONE")
        return ("555-01%02d" % self.ri(0, 99), "PHONE")

    def fax(self, key="clinic"):
        k = ("fax", key)
        if k not in self.memo:
            self.memo[k] = self._phone("land")
        return (self.memo[k], "FAX")

    def email(self, who=None, key=None):
        who = who or self.pt
        k = ("em", key or who.first + who.last)
        if k not in self.memo:
            f, l = fold(who.first), fold(who.last).replace("-", "")
            dom = self.r("example.com", "example.org", "example.net")
            loc = self.r(f + "." + l, f[0] + l, f + l[:1] + str(self.ri(60, 99)), f + "_" + l + str(self.ri(1, 9)),
                         l + "." + f)
            self.memo[k] = loc + "@" + dom
        return (self.memo[k], "EMAIL")

    def org_email(self, local):
        return (local + "@" + self.r("example.org", "example.net", "example.com"), "EMAIL")

    def url(self, path=None):
        host = self.r("www.example.org", "www.example.com", "portal.example.net", "example.org",
                      "https://www.example.org", "https://portal.example.com", "http://www.example.net")
        path = path or self.r("/bariatric", "/weight-loss-surgery", "/patient-portal", "/wls/support",
                              "/mychart", "/referrals", "/nutrition/bariatric-diet", "/glp1-clinic", "")
        return (host + path, "URL")

    def ip(self):
        return (self.r("10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(1, 254)),
                       "192.168.%d.%d" % (self.ri(0, 254), self.ri(2, 254)),
                       "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(1, 254))), "IPADDR")
