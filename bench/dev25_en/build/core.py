"""Core machinery: a span-tracking text builder, people, locales and per-note context."""
import datetime as dt
import string

import pools

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FMT = string.Formatter()


def P(v, t):
    """A PHI piece."""
    return (str(v), t)


class B:
    """Text builder that records spans as PHI pieces are appended."""

    def __init__(self):
        self.chunks = []
        self.spans = []
        self.n = 0

    def t(self, s):
        s = str(s)
        self.chunks.append(s)
        self.n += len(s)
        return self

    def p(self, v, typ):
        v = str(v)
        if typ not in LABEL_OF:
            raise ValueError(typ)
        if not v or v != v.strip():
            raise ValueError("bad span value %r" % v)
        self.spans.append((self.n, self.n + len(v), typ, v))
        self.chunks.append(v)
        self.n += len(v)
        return self

    def put(self, x):
        if x is None:
            return self
        if isinstance(x, tuple):
            return self.p(x[0], x[1])
        if isinstance(x, list):
            for y in x:
                self.put(y)
            return self
        return self.t(x)

    def f(self, tpl, **kw):
        for lit, field, spec, conv in _FMT.parse(tpl):
            if lit:
                self.t(lit)
            if field is not None:
                self.put(kw[field])
        return self

    def line(self, tpl="", **kw):
        self.f(tpl, **kw)
        return self.t("\n")

    def text(self):
        return "".join(self.chunks)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def an(word):
    """'a' or 'an' before a word."""
    return "an" if word[:1].lower() in "aeiou" and not word.lower().startswith(("uni", "eu", "one")) else "a"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def numword(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("-" + NUMWORDS[u] if u else "")
    return "one hundred" + (" and " + numword(n - 100) if n > 100 else "")


class Locale:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.d = pools.LOC[code]
        self.us = code == "US"
        self.dot = code in ("US", "CA")  # Dr. vs Dr
        # per-note numeric date style
        r = rng.random()
        if code == "US":
            self.numstyle = "mdy" if r < 0.75 else ("mdy0" if r < 0.95 else "iso")
        elif code == "CA":
            self.numstyle = "iso" if r < 0.5 else ("dmy" if r < 0.75 else "mdy")
        elif code == "ZA":
            self.numstyle = "ymd/" if r < 0.4 else ("dmy" if r < 0.9 else "iso")
        else:
            self.numstyle = "dmy" if r < 0.8 else ("dmy1" if r < 0.93 else "dmy.")
        self.wordstyle = "mdy" if code == "US" or (code == "CA" and rng.random() < 0.6) else "dmy"

    # ---------------- dates
    def date(self, d, style="num"):
        y, m, dd = d.year, d.month, d.day
        ns = self.numstyle
        if style == "num":
            if ns == "mdy":
                return "%d/%d/%d" % (m, dd, y) if self.rng.random() < 0.3 else "%02d/%02d/%d" % (m, dd, y)
            if ns == "mdy0":
                return "%02d/%02d/%02d" % (m, dd, y % 100)
            if ns == "iso":
                return "%d-%02d-%02d" % (y, m, dd)
            if ns == "ymd/":
                return "%d/%02d/%02d" % (y, m, dd)
            if ns == "dmy1":
                return "%d/%d/%02d" % (dd, m, y % 100)
            if ns == "dmy.":
                return "%02d.%02d.%d" % (dd, m, y)
            return "%02d/%02d/%d" % (dd, m, y)
        if style == "short":
            if ns in ("mdy", "mdy0") or (ns == "iso" and self.us):
                return "%d/%d" % (m, dd)
            if ns in ("iso", "ymd/"):
                return "%02d/%02d" % (dd, m)
            return "%d/%d" % (dd, m)
        if style == "long":
            if self.wordstyle == "mdy":
                return "%s %d, %d" % (MONTHS[m - 1], dd, y)
            return ("%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)) if self.rng.random() < 0.2 else \
                "%d %s %d" % (dd, MONTHS[m - 1], y)
        if style == "abbr":
            if self.wordstyle == "mdy":
                return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
            return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3], y) if self.rng.random() < 0.5 else \
                "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
        if style == "dm":
            if self.wordstyle == "mdy":
                return "%s %d" % (MONTHS[m - 1], dd)
            return "%d %s" % (dd, MONTHS[m - 1])
        if style == "wd":
            return "%s %s" % (WD[d.weekday()][:3], self.date(d, "short"))
        if style == "wdlong":
            if self.wordstyle == "mdy":
                return "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], dd, y)
            return "%s %d %s %d" % (WD[d.weekday()], dd, MONTHS[m - 1], y)
        if style == "weekday":
            return WD[d.weekday()]
        if style == "my":
            return "%s %d" % (MONTHS[m - 1], y)
        if style == "myshort":
            return "%02d/%d" % (m, y)
        if style == "month":
            return MONTHS[m - 1]
        if style == "y":
            return str(y)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        raise ValueError(style)

    # ---------------- phones
    def _digits(self, n):
        return "".join(str(self.rng.randrange(10)) for _ in range(n))

    def phone(self, kind="land"):
        r = self.rng
        c = self.code
        if c in ("US", "CA"):
            a = r.choice(self.d["area"])
            x = "%02d" % r.randrange(100)
            f = r.random()
            if f < 0.45:
                return "(%s) 555-01%s" % (a, x)
            if f < 0.8:
                return "%s-555-01%s" % (a, x)
            if f < 0.9:
                return "%s.555.01%s" % (a, x)
            return "+1 %s 555 01%s" % (a, x)
        if c == "UK":
            if kind == "mobile":
                v = "07700 900%03d" % r.randrange(1000)
                return v if r.random() < 0.85 else "+44 7700 900%03d" % r.randrange(1000)
            f = r.random()
            if f < 0.35:
                return "01632 960%03d" % r.randrange(1000)
            if f < 0.6:
                return "020 7946 0%03d" % r.randrange(1000)
            return "%s 496 0%03d" % (r.choice(["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141",
                                               "0151", "0161"]), r.randrange(1000))
        if c == "AU":
            if kind == "mobile":
                return "0491 570 %03d" % r.randrange(6, 160)
            return "(0%d) 5550 %04d" % (r.choice([2, 3, 7, 8]), r.randrange(10000))
        if c == "IE":
            if kind == "mobile":
                return "08%d 555 01%02d" % (r.choice([3, 5, 6, 7, 9]), r.randrange(100))
            return "(0%s) 555 01%02d" % (r.choice(["1", "21", "91", "61", "51", "74"]), r.randrange(100))
        if c == "NZ":
            if kind == "mobile":
                return "02%d 555 01%02d" % (r.choice([1, 2, 7]), r.randrange(100))
            return "(0%d) 555 01%02d" % (r.choice([3, 4, 6, 7, 9]), r.randrange(100))
        if c == "ZA":
            if kind == "mobile":
                return "0%d 555 01%02d" % (r.choice([72, 82, 83, 71, 61]), r.randrange(100))
            return "0%d 555 01%02d" % (r.choice([21, 11, 31, 41, 51]), r.randrange(100))
        raise ValueError(c)

    def pager(self):
        r = self.rng
        if self.code in ("US", "CA"):
            return r.choice(["%d-%04d" % (r.randrange(1, 9), r.randrange(10000)), "%05d" % r.randrange(100000)])
        return "%04d" % r.randrange(1000, 9999)

    def ext(self):
        return "%s%d" % (self.rng.choice(["x", "ext ", "ext. "]), self.rng.randrange(1000, 99999))

    # ---------------- postal codes
    def postcode(self):
        r = self.rng
        c = self.code
        L = "ABCDEFGHJKLMNPRSTUWXYZ"
        if c == "US":
            z = "%05d" % r.randrange(1000, 99950)
            return z + ("-%04d" % r.randrange(10000) if r.random() < 0.15 else "")
        if c == "UK":
            out = r.choice(["LS", "M", "B", "NE", "CF", "EH", "G", "BS", "NR", "EX", "CA", "SY", "KY", "LL", "CM",
                            "TA", "DH", "ME", "PR", "SW", "N", "E"])
            return "%s%d %d%s%s" % (out, r.randrange(1, 30), r.randrange(10), r.choice(L[:-2]), r.choice(L[:-2]))
        if c == "CA":
            return "%s%d%s %d%s%d" % (r.choice("ABCEGHJKLMNPRSTVXY"), r.randrange(10), r.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                      r.randrange(10), r.choice("ABCEGHJKLMNPRSTVWXYZ"), r.randrange(10))
        if c in ("AU", "NZ", "ZA"):
            return "%04d" % r.randrange(200, 9900)
        if c == "IE":
            rk = r.choice(["D04", "D08", "D15", "T12", "H91", "V94", "F23", "A91", "Y35", "E91", "W23", "P31"])
            s = "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
            return "%s %s" % (rk, s)
        raise ValueError(c)

    def street(self):
        r = self.rng
        c = self.code
        stem = r.choice(pools.STREET_STEMS)
        st = r.choice(self.d["street_types"])
        num = r.choice([r.randrange(1, 60), r.randrange(1, 400), r.randrange(100, 9999) if c in ("US", "CA") else r.randrange(1, 200)])
        base = "%d %s %s" % (num, stem, st)
        f = r.random()
        if c in ("US", "CA") and f < 0.25:
            return base + r.choice([", Apt %d%s" % (r.randrange(1, 30), r.choice("ABCD")), ", Unit %d" % r.randrange(1, 400),
                                    " #%d" % r.randrange(100, 999)])
        if c == "UK" and f < 0.2:
            return "Flat %d, %s" % (r.randrange(1, 20), base)
        if c in ("AU", "NZ") and f < 0.25:
            return "%d/%s" % (r.randrange(1, 12), base)
        if c == "IE" and f < 0.2:
            return "Apt %d, %s" % (r.randrange(1, 40), base)
        if c == "ZA" and f < 0.2:
            return "Unit %d %s Estate, %s" % (r.randrange(1, 60), r.choice(pools.STREET_STEMS), base)
        return base

    def address(self):
        """Return (street, city, region-or-None, postcode) tuples, plus a suburb for AU/NZ/ZA sometimes."""
        r = self.rng
        c = self.code
        a = {"street": self.street(), "city": r.choice(self.d["towns"]), "zip": self.postcode()}
        if self.d["states"]:
            a["state"] = r.choice(self.d["states"])
        if c in ("UK", "IE") and self.d["counties"] and r.random() < 0.6:
            a["county"] = r.choice(self.d["counties"])
        if c == "IE" and "county" not in a:
            a["county"] = r.choice(self.d["counties"])
        return a


def idgen(rng, L, kind):
    r = rng
    c = L.code

    def dg(n):
        return "".join(str(r.randrange(10)) for _ in range(n))

    def up(n):
        return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))

    if kind == "MRN":
        if c == "US":
            return r.choice([dg(8), dg(7), "%s-%s" % (dg(3), dg(5)), "E" + dg(9)])
        if c == "UK":
            return r.choice([up(1) + dg(7), up(3) + dg(7), dg(8), up(1) + dg(6) + up(1)])
        if c == "CA":
            return r.choice([dg(7), "MRN" + dg(6), dg(9)])
        if c == "AU":
            return r.choice([dg(7), dg(6), "UR" + dg(6)])
        if c == "IE":
            return r.choice([dg(7), dg(6), "H" + dg(6)])
        if c == "NZ":
            return r.choice([dg(7), up(1) + dg(6)])
        return r.choice([dg(8), up(2) + dg(6), "%s %s" % (dg(4), dg(4))])
    if kind == "NATIONAL_HEALTH":
        if c == "US":
            return r.choice(["%d%s%d-%s%d-%s%d%d" % (r.randrange(1, 10), up(2), r.randrange(10), up(2), r.randrange(10),
                                                     up(2), r.randrange(10), r.randrange(10)), up(3) + dg(9)])
        if c == "UK":
            return "%s %s %s" % (dg(3), dg(3), dg(4))
        if c == "CA":
            return r.choice(["%s-%s-%s-%s" % (dg(4), dg(3), dg(3), up(2)), "%s %s %s" % (dg(4), dg(3), dg(3))])
        if c == "AU":
            return r.choice(["%s %s %s" % (dg(4), dg(5), dg(1)), "%s %s %s-%s" % (dg(4), dg(5), dg(1), dg(1))])
        if c == "IE":
            return dg(8)
        if c == "NZ":
            return up(3) + dg(4)
        return dg(9)
    if kind == "SSN":
        if c == "US":
            return "9%s-%s-%s" % (dg(2), dg(2), dg(4))
        if c == "UK":
            return "%s %s %s %s %s" % (r.choice(["QQ", "JT", "NE", "PW", "AB", "SK"]), dg(2), dg(2), dg(2), r.choice("ABCD"))
        if c == "CA":
            return "%s %s %s" % (dg(3), dg(3), dg(3))
        if c == "IE":
            return dg(7) + r.choice(["T", "W", "A", "K"]) + r.choice(["", "A", "W"])
        if c == "AU":
            return "%s %s %s" % (dg(3), dg(3), dg(3))
        if c == "NZ":
            return "%s-%s-%s" % (dg(3), dg(3), dg(3))
        return dg(13)
    if kind == "PLAN":
        return r.choice([up(3) + dg(6), up(1) + dg(8), dg(9), "%s-%s" % (up(2), dg(7)), dg(11)])
    if kind == "GROUP":
        return r.choice([dg(5), dg(6), "GRP-" + dg(4), up(1) + dg(5)])
    if kind == "ACCOUNT":
        return r.choice(["%s-%s" % (dg(4), dg(4)), dg(10), "V" + dg(8), "%s%s" % (r.choice(["2023", "2024", "2025"]), dg(7)),
                         "ENC-" + dg(7), dg(12)])
    if kind == "NPI":
        return r.choice(["1", "2"]) + dg(9)
    if kind == "DEA":
        return up(2) + dg(7)
    if kind == "MEDLIC":
        if c == "US":
            return r.choice(["MD%s" % dg(6), "%s-%s" % (up(2), dg(5)), "G%s" % dg(5)])
        if c == "UK":
            return dg(7)
        if c == "CA":
            return dg(5)
        if c == "AU":
            return "MED000" + dg(7)
        if c == "IE":
            return dg(6)
        if c == "NZ":
            return dg(5)
        return "MP %s" % dg(7)
    if kind == "NURSELIC":
        if c == "UK":
            return "%s%s%s%s" % (dg(2), up(1), dg(4), up(1))
        if c == "AU":
            return "NMW000" + dg(7)
        if c == "ZA":
            return "SANC " + dg(8)
        return "RN" + dg(6)
    if kind == "DL":
        if c == "US":
            return up(1) + dg(7)
        if c == "UK":
            return "%s%s%s%s" % (up(5), dg(6), up(2), dg(3)[:2] + up(2))
        return up(1) + dg(8)
    if kind == "PLATE":
        if c == "US":
            return r.choice([dg(1) + up(3) + dg(3), up(3) + "-" + dg(4), up(3) + " " + dg(3)])
        if c == "UK":
            return "%s%s %s" % (up(2), dg(2), up(3))
        if c == "CA":
            return "%s %s" % (up(4), dg(3))
        if c == "AU":
            return r.choice(["%s%s %s" % (dg(1), up(3), dg(3)), "%s-%s" % (up(3), dg(3))])
        if c == "IE":
            return "%s-%s-%s" % (r.choice(["191", "202", "212", "221", "231", "241", "151"]), r.choice(["D", "C", "G", "KY", "MO", "L"]), dg(r.choice([4, 5])))
        if c == "NZ":
            return up(3) + dg(3)
        return "%s %s-%s" % (r.choice(["CA", "CY", "ND", "GP", "EC"]), dg(3), dg(3))
    if kind == "VIN":
        return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
    if kind == "SERIAL":
        return r.choice([up(3) + dg(6), "SN" + dg(8), "%s-%s-%s" % (up(2), dg(4), dg(4)), dg(10), up(1) + dg(2) + up(1) + dg(5)])
    if kind == "ACC":
        y = r.choice(["23", "24", "25"])
        return r.choice(["S%s-%s" % (y, dg(5)), "RAD%s%s" % (y, dg(6)), "%s%s" % (up(2), dg(8)), "H%s.%s" % (y, dg(5)),
                         "%s-%s-%s" % (up(1), dg(4), dg(5))])
    if kind == "BIO":
        return r.choice(["FP-%s" % dg(5), "BIO-%s-%s" % (up(2), dg(6)), "PV%s" % dg(8), "IRIS-%s" % dg(6)])
    raise ValueError(kind)


class Person:
    def __init__(self, first, last, sex, typ, middle=None):
        self.first, self.last, self.sex, self.typ, self.middle = first, last, sex, typ, middle

    def title(self, L, married=None):
        if getattr(self, "_title", None):
            return self._title
        dot = "." if L.dot else ""
        if self.sex == "M":
            self._title = "Mr" + dot
            return self._title
        if married is None:
            married = L.rng.random() < 0.6
        self._title = ("Mrs" + dot) if married else L.rng.choice(["Ms" + dot, "Miss"])
        return self._title

    def full(self):
        return P("%s %s" % (self.first, self.last), self.typ)

    def fml(self):
        if self.middle:
            return P("%s %s. %s" % (self.first, self.middle[0], self.last), self.typ)
        return self.full()

    def lf(self, caps=False, mid=False):
        last = self.last.upper() if caps else self.last
        first = self.first.upper() if caps else self.first
        s = "%s, %s" % (last, first)
        if mid and self.middle:
            s += " " + (self.middle[0] if caps else self.middle[0] + ".")
        return P(s, self.typ)

    def f(self):
        return P(self.first, self.typ)

    def l(self):
        return P(self.last, self.typ)

    def LAST(self):
        return P(self.last.upper(), self.typ)

    def fi_last(self):
        return P("%s. %s" % (self.first[0], self.last), self.typ)

    def inits(self, dots=True):
        fi = self.first[0]
        li = self.last.replace("van der ", "").replace("du ", "").replace("de ", "").replace("Dela ", "")[0].upper()
        return P(("%s.%s." % (fi, li)) if dots else (fi + li), self.typ)

    def nick(self):
        return P(pools.NICK.get(self.first, self.first), self.typ)

    def username(self, rng):
        base = self.last.lower().replace(" ", "").replace("'", "").replace("-", "")
        f = self.first.lower().replace(" ", "").replace("-", "")
        return P(rng.choice([f[0] + base, f[0] + base + str(rng.randrange(1, 9)), f + "." + base, base + f[0],
                             (f[0] + base)[:8]]), "USERNAME")

    def email(self, rng, domain):
        base = self.last.lower().replace(" ", "").replace("'", "")
        f = self.first.lower().replace(" ", "")
        local = rng.choice([f + "." + base, f[0] + base, f + base + str(rng.randrange(10, 99)), f + "_" + base[:4]])
        return P(local + "@" + domain, "EMAIL")


class Staff(Person):
    def __init__(self, first, last, sex, role, cred, middle=None):
        super().__init__(first, last, sex, "DOCTOR", middle)
        self.role, self.cred = role, cred
        self.is_dr = cred in ("MD", "DO", "MBBS", "MB BCh", "FRCP", "FRACP", "FRCPC", "MBChB") or role.startswith("Dr")

    def dr(self, L, form=None):
        """'Dr Lee' style: returns list."""
        dot = "." if L.dot else ""
        r = L.rng
        form = form or r.choice(["last", "last", "full", "fi"])
        v = {"last": self.l(), "full": self.full(), "fi": self.fi_last()}[form]
        return ["Dr" + dot + " ", v]

    def signed(self, L):
        """'Jane Doe, RN' style."""
        r = L.rng
        if self.is_dr and r.random() < 0.5:
            return self.dr(L, "full")
        return [self.full() if r.random() < 0.8 else self.fml(), (", " if r.random() < 0.6 else " ") + self.cred]

    def ref(self, L):
        r = L.rng
        if self.is_dr:
            return self.dr(L)
        return r.choice([[self.full(), " (" + self.cred + ")"], [self.f(), " (" + self.role + ")"],
                         [self.full(), ", " + self.cred], [self.role + " ", self.full()]])
