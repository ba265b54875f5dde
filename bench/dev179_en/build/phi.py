"""Note builder and PHI surface-form generators for dev179_en.

Offsets are recorded while text is appended (single pass). Nothing is ever
searched for after assembly.
"""
import datetime
import re

import pools as PL

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_WORD = re.compile(r"[a-z]{5,}")

# Optional typo hook for plain (non-PHI) text; set by make.py to a seeded function.
NOISE = None


def make_noise(rng, rate=0.04):
    """Return a function that occasionally puts one realistic typo into plain text."""
    def noise(s):
        if len(s) < 25 or rng.random() >= rate:
            return s
        words = list(_WORD.finditer(s))
        if not words:
            return s
        m = words[rng.randrange(len(words))]
        w = m.group()
        i = rng.randrange(1, len(w) - 2)
        kind = rng.randrange(3)
        if kind == 0:
            w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        elif kind == 1:
            w2 = w[:i] + w[i + 1:]
        else:
            w2 = w[:i] + w[i] + w[i:]
        return s[:m.start()] + w2 + s[m.end():]
    return noise


class NB:
    """Note builder: append plain text with t(), PHI with s(), templates with f()."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if NOISE is not None:
            s = NOISE(s)
        return self._raw(s)

    def _raw(self, s):
        self.parts.append(s)
        self.pos += len(s)
        return self

    def s(self, val, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if val != val.strip() or not val:
            raise ValueError("bad span value %r" % val)
        start = self.pos
        self._raw(val)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": val})
        return self

    def f(self, tpl, **kw):
        """Template: {key} is replaced by kw[key]; a tuple (value, TYPE) is a span,
        a list of such items/strings is emitted in order, a str is plain text."""
        i = 0
        for m in _FIELD.finditer(tpl):
            if m.start() > i:
                self.t(tpl[i:m.start()])
            self.emit(kw[m.group(1)])
            i = m.end()
        if i < len(tpl):
            self.t(tpl[i:])
        return self

    def emit(self, v):
        if isinstance(v, tuple):
            self.s(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.emit(x)
        else:
            self.t(v)
        return self

    def text(self):
        return "".join(self.parts)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WKD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK3 = [w[:3] for w in WKD]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])
    return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))


class Person:
    def __init__(self, first, last, mi, sex):
        self.first, self.last, self.mi, self.sex = first, last, mi, sex

    def full(self):
        return self.first + " " + self.last


class Gen:
    def __init__(self, rng):
        self.r = rng

    # ---- basic random helpers
    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p):
        return self.r.random() < p

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(alphabet[self.r.randrange(len(alphabet))] for _ in range(n))

    def sample(self, seq, k):
        idx = list(range(len(seq)))
        self.r.shuffle(idx)
        return [seq[i] for i in idx[:k]]

    # ---- people
    def person(self, sex=None):
        if sex is None:
            sex = self.pick(["M", "F"])
        first = self.pick(PL.FIRST_M if sex == "M" else PL.FIRST_F)
        last = self.pick(PL.LAST)
        if self.chance(0.08):
            last = last + "-" + self.pick(PL.LAST)
        mi = self.pick("ABCDEFGHJKLMNPRSTVW")
        return Person(first, last, mi, sex)

    def pname(self, p, style=None):
        """Surface form of a person's name (value of the span only)."""
        if style is None:
            style = self.pick(["full", "full", "full", "full_mi", "last_first",
                               "LAST_FIRST", "initial_last", "last", "first"])
        if style == "full":
            return p.first + " " + p.last
        if style == "full_mi":
            return "%s %s. %s" % (p.first, p.mi, p.last)
        if style == "last_first":
            return p.last + ", " + p.first
        if style == "LAST_FIRST":
            return (p.last + ", " + p.first).upper() + (" " + p.mi if self.chance(0.5) else "")
        if style == "LAST_FIRST_MI":
            return "%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi)
        if style == "initial_last":
            return p.first[0] + ". " + p.last
        if style == "last":
            return p.last
        if style == "first":
            return p.first
        if style == "initials":
            return p.first[0] + "." + p.last[0] + "."
        if style == "initials2":
            return p.first[0] + p.last[0]
        if style == "initials3":
            return p.first[0] + p.mi + p.last[0]
        if style == "lower_initials":
            return (p.first[0] + p.last[0]).lower()
        if style == "nick":
            return PL.NICK.get(p.first, p.first)
        if style == "first_last_initial":
            return p.first + " " + p.last[0] + "."
        if style == "user":
            return self.username(p)
        raise ValueError(style)

    def username(self, p):
        base = re.sub(r"[^a-z]", "", (p.first[0] + p.last).lower())[:9]
        form = self.r.randrange(4)
        if form == 0:
            return base + str(self.ri(1, 9))
        if form == 1:
            return re.sub(r"[^a-z]", "", p.first.lower())[:6] + "." + re.sub(r"[^a-z]", "", p.last.lower())[:8]
        if form == 2:
            return base.upper()[:8]
        return base + self.digits(2)

    def title(self, p):
        if p.sex == "M":
            return self.pick(["Mr. ", "Mr ", "Mr. "])
        return self.pick(["Mrs. ", "Ms. ", "Ms ", "Mrs "])

    # ---- dates
    def date_between(self, y0, y1):
        a = datetime.date(y0, 1, 1).toordinal()
        b = datetime.date(y1, 12, 31).toordinal()
        return datetime.date.fromordinal(self.ri(a, b))

    def fdate(self, d, style=None, country="US"):
        if style is None:
            if country == "CA":
                style = self.pick(["iso", "iso", "dmony", "mdy_long", "d_mon_y", "iso", "dmY"])
            else:
                style = self.pick(["mdY", "mdY", "mdy", "mdY", "mon_d_y", "mdy_long", "iso",
                                   "dmony"])
        m, dd, y = d.month, d.day, d.year
        if style == "mdY":
            return "%02d/%02d/%d" % (m, dd, y)
        if style == "mdY1":
            return "%d/%d/%d" % (m, dd, y)
        if style == "mdy":
            return "%d/%d/%02d" % (m, dd, y % 100)
        if style == "md":
            return "%d/%d" % (m, dd)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "dmony":
            return "%02d-%s-%d" % (dd, MON[m - 1], y)
        if style == "DMONY":
            return "%02d%s%d" % (dd, MON[m - 1].upper(), y)
        if style == "d_mon_y":
            return "%d %s %d" % (dd, MON[m - 1], y)
        if style == "dmY":
            return "%02d/%02d/%d" % (dd, m, y)
        if style == "mon_d_y":
            return "%s %d, %d" % (MON[m - 1], dd, y)
        if style == "mon_d":
            return "%s %d" % (MON[m - 1], dd)
        if style == "mdy_long":
            return "%s %d, %d" % (MONTHS[m - 1], dd, y)
        if style == "month_d":
            return "%s %d" % (MONTHS[m - 1], dd)
        if style == "month_dth":
            suf = "th" if 10 < dd % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
            return "%s %d%s" % (MONTHS[m - 1], dd, suf)
        if style == "wk_md":
            return "%s %d/%d" % (WK3[d.weekday()], m, dd)
        if style == "wk_long":
            return "%s, %s %d, %d" % (WKD[d.weekday()], MONTHS[m - 1], dd, y)
        if style == "wk_mon_d":
            return "%s %s %d" % (WK3[d.weekday()], MON[m - 1], dd)
        if style == "weekday":
            return WKD[d.weekday()]
        if style == "month_year":
            return "%s %d" % (MONTHS[m - 1], y)
        if style == "mon_year":
            return "%s %d" % (MON[m - 1], y)
        if style == "year":
            return str(y)
        if style == "my":
            return "%02d/%d" % (m, y)
        raise ValueError(style)

    # ---- ages
    def fage(self, age):
        return num_words(age) if self.chance(0.04) and age < 101 else str(age)

    # ---- places
    def us_place(self):
        return self.pick(PL.US_PLACES)

    def ca_place(self):
        return self.pick(PL.CA_PLACES)

    def street(self, country="US", unit=None):
        name = self.pick(PL.STREET_NAMES)
        suf = self.pick(PL.STREET_SUFFIX_CA if country == "CA" else PL.STREET_SUFFIX_US)
        num = str(self.ri(2, 9899))
        s = "%s %s %s" % (num, name, suf)
        if country == "US" and self.chance(0.15):
            s = "%s %s %s %s" % (num, self.pick(["N", "S", "E", "W", "NE", "SW"]), name, suf)
        if unit is None:
            unit = self.chance(0.3)
        if unit:
            if country == "CA" and self.chance(0.5):
                s = "%d-%s" % (self.ri(101, 2408), s)
            else:
                s += self.pick([", Apt ", " Apt ", " #", ", Unit ", ", Apt. "]) + str(self.ri(1, 1220)) + (self.pick(["", "", "B", "C"]))
        return s

    def zipcode(self, place, country):
        if country == "CA":
            L = self.pick(place[3])
            a = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (L, self.ri(0, 9), self.pick(a), self.ri(0, 9), self.pick(a), self.ri(0, 9))
        z = self.pick(place[3]) + self.digits(2)
        if self.chance(0.1):
            z += "-" + self.digits(4)
        return z

    # ---- contacts
    def phone(self, area, style=None):
        line = "01%02d" % self.ri(0, 99)
        if style is None:
            style = self.pick(["paren", "dash", "dash", "dot", "paren", "plus1", "space"])
        if style == "paren":
            s = "(%s) 555-%s" % (area, line)
        elif style == "dash":
            s = "%s-555-%s" % (area, line)
        elif style == "dot":
            s = "%s.555.%s" % (area, line)
        elif style == "plus1":
            s = "+1 %s 555 %s" % (area, line)
        elif style == "one":
            s = "1-%s-555-%s" % (area, line)
        else:
            s = "%s 555 %s" % (area, line)
        if self.chance(0.12):
            s += self.pick([" ext. ", " x", " ext ", " x."]) + str(self.ri(100, 8999))
        return s

    def pager(self):
        form = self.r.randrange(3)
        if form == 0:
            return "555-01%02d" % self.ri(0, 99)
        if form == 1:
            return "5-5%03d" % self.ri(0, 999)
        return "55%03d" % self.ri(0, 999)

    def email(self, p=None, domain=None):
        if domain is None:
            domain = self.pick(["example.org", "example.com", "example.net", "mail.example.com",
                                "icu.example.org", "health.example.net"])
        if p is None:
            return "%s%s@%s" % (self.pick(["icu.charge", "micu.desk", "familyliaison",
                                           "critcare.admin", "opo.referral", "bedflow"]),
                                self.pick(["", "", str(self.ri(1, 9))]), domain)
        f = re.sub(r"[^a-z]", "", p.first.lower())
        la = re.sub(r"[^a-z]", "", p.last.lower())
        form = self.r.randrange(4)
        local = [f + "." + la, f[0] + la, f + la + self.digits(2), f + "_" + la[:5]][form]
        return local + "@" + domain

    def url(self):
        host = self.pick(["www.example.org", "example.org", "portal.example.net",
                          "www.example.com", "myhealth.example.com", "icu.example.net",
                          "https://www.example.org", "https://portal.example.com",
                          "http://intranet.example.net"])
        path = self.pick(["/icu-family-guide", "/visiting", "/portal/login", "/parking",
                          "/critical-care/families", "/donor-registry", "/bedboard",
                          "/patient-portal", "/spiritual-care", "/feedback", "/icu/diaries",
                          "/records-request", ""])
        return host + path

    def ip(self):
        form = self.r.randrange(3)
        if form == 0:
            return "10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(2, 254))
        if form == 1:
            return "192.168.%d.%d" % (self.ri(0, 254), self.ri(2, 254))
        return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(2, 254))

    # ---- identifiers
    def mrn(self, country):
        form = self.r.randrange(4)
        if form == 0:
            return self.digits(8)
        if form == 1:
            return "00" + self.digits(6)
        if form == 2:
            return self.pick(["E", "H", "M", "R"]) + self.digits(7)
        return self.digits(3) + "-" + self.digits(2) + "-" + self.digits(2) if country == "US" else self.digits(7)

    def acct(self):
        form = self.r.randrange(5)
        if form == 0:
            return self.digits(4) + "-" + self.digits(4)
        if form == 1:
            return "V" + self.digits(9)
        if form == 2:
            return self.digits(11)
        if form == 3:
            return "%d-%s" % (self.ri(2023, 2025), self.digits(7))
        return "FIN" + self.digits(8)

    def healthplan(self, country, prov=None):
        if country == "CA":
            if prov == "ON":
                return "%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2))
            if prov == "QC":
                return "%s %s %s" % (self.letters(4), self.digits(4), self.digits(4))
            if prov == "BC":
                return "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
            if prov == "AB":
                return "%s-%s" % (self.digits(5), self.digits(4))
            return self.digits(9)
        form = self.r.randrange(4)
        if form == 0:
            return self.letters(3) + self.digits(6)
        if form == 1:
            return "%s%s%s-%s%s-%s" % (self.digits(1), self.letters(2), self.digits(1),
                                       self.letters(2), self.digits(1), self.letters(2) + self.digits(2))
        if form == 2:
            return "W" + self.digits(8) + self.pick(["01", "02", ""])
        return self.letters(2) + self.digits(9)

    def group_no(self):
        return self.pick(["GRP-", "", "G"]) + self.digits(5)

    def ssn(self, country="US"):
        if country == "CA":
            sep = self.pick(["-", " ", ""])
            return "9%s%s%s%s%s" % (self.digits(2), sep, self.digits(3), sep, self.digits(3))
        first = self.pick(["9%s" % self.digits(2), "000"])
        if self.chance(0.15):
            return first + self.digits(2) + self.digits(4)
        return "%s-%s-%s" % (first, self.digits(2), self.digits(4))

    def npi(self):
        return "1" + self.digits(9)

    def dea(self, last):
        return self.pick(["A", "B", "F", "M"]) + last[0].upper() + self.digits(7)

    def med_license(self, country, prov=None):
        if country == "CA":
            return self.digits(5 + self.r.randrange(2))
        return self.pick(["", "A", "G", "C"]) + self.digits(6)

    def drivers_license(self, country, prov=None):
        if country == "CA":
            if prov == "ON":
                return "%s%s-%s-%s" % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
            return self.digits(7) + self.pick(["", "-" + self.digits(3)])
        return self.pick(["D", "S", "K", "B"]) + self.digits(3) + "-" + self.digits(4) + "-" + self.digits(4)

    def serial(self, kind="vent"):
        if kind == "vent":
            return self.pick(["CB", "PB", "HM", "SV"]) + self.digits(7)
        if kind == "pump":
            return self.pick(["", "AP-", "12", "8"]) + self.digits(8)
        if kind == "pacer":
            return self.letters(3) + self.digits(6)
        if kind == "udi":
            return "(01)0088%s(21)%s" % (self.digits(10), self.letters(2) + self.digits(6))
        return self.letters(2) + "-" + self.digits(6)

    def plate(self, country="US"):
        if country == "CA":
            return self.pick(["%s %s" % (self.letters(4), self.digits(3)),
                              "%s%s" % (self.letters(3), self.digits(3)),
                              "%s %s" % (self.letters(3), self.digits(3))])
        return self.pick(["%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)),
                          "%s-%s" % (self.letters(3), self.digits(4)),
                          "%s %s" % (self.letters(3), self.digits(4))])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return self.pick(["1", "2", "3", "5", "J", "K"]) + "".join(self.pick(al) for _ in range(16))

    def bioid(self):
        form = self.r.randrange(4)
        if form == 0:
            return "FP-" + self.digits(5)
        if form == 1:
            return "PV-" + self.digits(8)
        if form == 2:
            return "BIO-%s-%s" % (self.digits(4), self.letters(2))
        return "RS" + self.digits(6)

    def idnum(self, kind="acc"):
        y = str(self.ri(23, 25))
        if kind == "acc":
            return self.pick(["S", "CX", "M", "H"]) + y + "-" + self.digits(self.ri(4, 6))
        if kind == "order":
            return self.digits(8)
        if kind == "spec":
            return self.pick(["BB", "SP", "L"]) + y + "-" + self.digits(5)
        if kind == "incident":
            return "IR-20%s-%s" % (y, self.digits(4))
        if kind == "opo":
            return "%s-%s" % (self.pick(["OPO", "REF", "TGLN"]), self.digits(7))
        if kind == "me":
            return "ME-%s-%s" % (y, self.digits(4))
        if kind == "unit":
            return "W%s %s %s" % (self.digits(4), y, self.digits(6))
        if kind == "rad":
            return "RAD" + self.digits(7)
        return self.digits(9)
