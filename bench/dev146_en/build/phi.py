"""Core: span-recording document builder, PHI value generators, per-note cast."""
import datetime as dt
import random
import re
import unicodedata

from pools import FEMALE, MALE, SURNAMES, NICKNAMES, CREDENTIALS_RN, CREDENTIALS_MD
from pools2 import (TOWNS_US, TOWNS_CA, US_STATES, CA_PROVS, STREET_NAMES, STREET_SFX, UNIT_FMT,
                    HOSP_PATTERNS_US, HOSP_PATTERNS_CA, SAINTS, SAINTES, MEMO, UNITS, AREA_US, AREA_CA,
                    COUNTIES)

R = random.Random(146)

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """A PHI value of a fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):  # noqa
        assert t in TYPE2LABEL, t
        v = str(v)
        assert v and v == v.strip(), repr(v)
        self.v, self.t = v, t

    def __repr__(self):
        return "P(%r,%s)" % (self.v, self.t)


_TOK = re.compile(r"\{(\w+)\}")


class Doc:
    """Builds text piece by piece; spans are recorded while PHI pieces are appended."""

    def __init__(self, ctx=None):
        self.buf, self.spans, self.pos = [], [], 0
        self.ctx = ctx if ctx is not None else {}

    def raw(self, s):
        self.buf.append(s)
        self.pos += len(s)

    def add(self, x):
        if x is None:
            return
        if isinstance(x, P):
            self.spans.append((self.pos, self.pos + len(x.v), x.t))
            self.raw(x.v)
        elif isinstance(x, str):
            self.raw(x)
        elif isinstance(x, (int, float)):
            self.raw(str(x))
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        elif callable(x):
            self.add(x())
        else:
            raise TypeError(type(x))

    def w(self, tpl, **kw):
        parts = _TOK.split(tpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.raw(part)
            else:
                if part in kw:
                    self.add(kw[part])
                elif part in self.ctx:
                    self.add(self.ctx[part])
                else:
                    raise KeyError(part)
        return self

    def ln(self, tpl="", **kw):
        self.w(tpl, **kw)
        self.raw("\n")
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- random helpers
def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), min(k, len(seq)))


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.replace("ı", "i").replace("ş", "s").replace("Ş", "S")


def slug(s):
    return re.sub(r"[^a-z0-9]", "", ascii_fold(s).lower())


# ---------------------------------------------------------------- dates
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(y0=2022, y1=2025):
    start = dt.date(y0, 1, 1)
    end = dt.date(y1, 6, 30)
    return start + dt.timedelta(days=R.randint(0, (end - start).days))


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    f = {
        "mdY0": "%02d/%02d/%d" % (m, dd, y),
        "mdY": "%d/%d/%d" % (m, dd, y),
        "mdy": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy0": "%02d/%02d/%02d" % (m, dd, y % 100),
        "Ymd": "%d-%02d-%02d" % (y, m, dd),
        "dbY": "%02d-%s-%d" % (dd, MON[m - 1], y),
        "dby": "%02d%s%02d" % (dd, MON[m - 1].upper(), y % 100),
        "bdY": "%s %d, %d" % (MON[m - 1], dd, y),
        "BdY": "%s %d, %d" % (MONTH[m - 1], dd, y),
        "dBY": "%d %s %d" % (dd, MONTH[m - 1], y),
        "dbY2": "%d %s %d" % (dd, MON[m - 1], y),
        "AmdY": "%s, %s %d, %d" % (WDAY[d.weekday()], MONTH[m - 1], dd, y),
        "amd": "%s %d/%d" % (WD[d.weekday()], m, dd),
        "amdy": "%s %02d/%02d/%02d" % (WD[d.weekday()], m, dd, y % 100),
        "md": "%d/%d" % (m, dd),
        "md0": "%02d/%02d" % (m, dd),
        "Bd": "%s %d" % (MONTH[m - 1], dd),
        "bd": "%s %d" % (MON[m - 1], dd),
        "dB": "%d %s" % (dd, MONTH[m - 1]),
        "A": WDAY[d.weekday()],
        "a": WD[d.weekday()],
        "bY": "%s %d" % (MON[m - 1], y),
        "BY": "%s %d" % (MONTH[m - 1], y),
        "Y": "%d" % y,
        "Bdth": "%s %d%s" % (MONTH[m - 1], dd, "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")),
    }[style]
    return f


FULL_US = ["mdY0", "mdY0", "mdY", "mdy", "mdy0", "Ymd", "dbY", "bdY", "BdY", "dby"]
FULL_CA = ["Ymd", "Ymd", "dBY", "dbY", "dbY2", "bdY", "mdY0", "BdY", "dby"]
SHORT = ["md", "md", "md0", "amd", "Bd", "bd", "amd", "Bdth"]


def D(d, style=None, country="US"):
    if style is None:
        style = ch(FULL_CA if country == "CA" else FULL_US)
    elif style == "short":
        style = ch(SHORT)
    elif style == "any":
        style = ch((FULL_CA if country == "CA" else FULL_US) + SHORT)
    return P(fmt_date(d, style), "DATE")


def clock(h=None, m=None, style=None):
    """Times of day are not PHI."""
    h = ri(0, 23) if h is None else h
    m = ch([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, ri(0, 59)]) if m is None else m
    style = style or ch(["hhmm", "hhmm", "hh:mm", "ampm", "hhmmh"])
    if style == "hhmm":
        return "%02d%02d" % (h, m)
    if style == "hh:mm":
        return "%02d:%02d" % (h, m)
    if style == "hhmmh":
        return "%02d%02dh" % (h, m)
    return "%d:%02d %s" % ((h % 12) or 12, m, "pm" if h >= 12 else "am")


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))


def A(age, words=False):
    return P(num_words(age) if words else str(age), "AGE")


# ---------------------------------------------------------------- contacts and ids
def phone(country="US", style=None):
    area = ch(AREA_CA if country == "CA" else AREA_US)
    last = digits(4)
    style = style or ch(["paren", "paren", "dash", "dash", "dot", "space", "plus", "one", "local"])
    s = {"paren": "(%s) 555-%s", "dash": "%s-555-%s", "dot": "%s.555.%s", "space": "%s 555 %s",
         "plus": "+1 %s 555 %s", "one": "1-%s-555-%s"}.get(style)
    if style == "local":
        return "555-" + last
    return s % (area, last)


def phone_ext(country="US"):
    base = phone(country, ch(["paren", "dash", "dot"]))
    return base + ch([" ext. ", " ext ", " x", " x ", ", ext. "]) + digits(ri(2, 4))


INTL = [("Mexico", "+52 55 5555 %s", 4), ("Philippines", "+63 2 8555 %s", 4), ("Nigeria", "+234 803 555 %s", 4),
        ("Haiti", "+509 3555 %s", 4), ("India", "+91 98555 %s", 5), ("Portugal", "+351 21 555 %s", 4),
        ("Ukraine", "+380 44 555 %s", 4), ("Ireland", "+353 1 555 %s", 4), ("Jamaica", "+1 876 555 %s", 4),
        ("Vietnam", "+84 24 5555 %s", 4), ("Poland", "+48 22 555 %s", 4), ("Somalia", "+252 61 555 %s", 4),
        ("Ghana", "+233 30 555 %s", 4), ("Italy", "+39 06 5555 %s", 4), ("Guatemala", "+502 2555 %s", 4)]


def intl_pair():
    """(country, phone) that belong together."""
    country, fmt, n = ch(INTL)
    return country, fmt % digits(n)


def phone_intl():
    return intl_pair()[1]


class Ticker:
    """Successive clock times for one log, in chronological order and one notation."""

    def __init__(self, h0=None, step=(3, 60), style=None):
        self.style = style or ch(["hhmm", "hhmm", "hh:mm", "ampm", "hhmmh"])
        self.m = (h0 if h0 is not None else ri(0, 23)) * 60 + ri(0, 59)
        self.step = step

    def __call__(self):
        out = clock((self.m // 60) % 24, self.m % 60, self.style)
        self.m += ri(*self.step)
        return out


def times_seq(n, h0=None, step=(3, 60), style=None):
    """n clock times in chronological order, one notation per call; times are not PHI."""
    style = style or ch(["hhmm", "hhmm", "hh:mm", "ampm", "hhmmh"])
    m = (h0 if h0 is not None else ri(0, 23)) * 60 + ri(0, 59)
    out = []
    for _ in range(n):
        out.append(clock((m // 60) % 24, m % 60, style))
        m += ri(*step)
    return out


def internal():
    return ch(["x%s" % digits(4), "%d-%s" % (ri(2, 8), digits(4)), "x%s" % digits(5), "%s" % digits(5)])


def email_for(first, last, style=None):
    f, l = slug(first), slug(last)
    style = style or ri(0, 5)
    dom = ch(["example.com", "example.org", "example.net"])
    user = [f + "." + l, f[0] + l, f + l + digits(2), l + "." + f[0], f + "_" + l[:4], f[0] + "." + l + digits(1)][style % 6]
    return user + "@" + dom


def username_for(first, last):
    f, l = slug(first), slug(last)
    return ch([f[0] + l[:7] + str(ri(1, 9)), (f[0] + l[:6]).upper(), l + "." + f[0], f[:3] + l[:3] + digits(2),
               "rn_" + f[0] + l[:6], f[0] + l[:7]])


def ip_private():
    k = ri(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (ri(0, 254), ri(0, 254), ri(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (ri(0, 254), ri(2, 254))
    return "172.%d.%d.%d" % (ri(16, 31), ri(0, 254), ri(2, 254))


def url(kind=None):
    dom = ch(["example.org", "example.com", "example.net"])
    kind = kind if kind is not None else ri(0, 5)
    return ["https://portal.%s/patient/%s" % (dom, digits(6)), "www.%s/nursing/%s" % (dom, ch(["falls", "skin", "sbar", "handoff", "staffing"])),
            "intranet.%s/units/%s" % (dom, letters(2).lower() + digits(1)), "https://%s/forms/incident?id=%s" % (dom, digits(5)),
            "http://bedboard.%s/census" % dom, "https://telehealth.%s/join/%s" % (dom, letters(6).lower())][kind % 6]


def mrn():
    return ch(["%s" % digits(8), "00" + digits(6), "E" + digits(7), "MR" + digits(6), "%s-%s" % (digits(3), digits(5)),
               "%s" % digits(7), "M%s" % digits(9), "H" + digits(6)])


def acct():
    return ch([digits(10), "V" + digits(8), "%s-%s" % (digits(4), digits(4)), "ENC-%d-%s" % (ri(2022, 2025), digits(6)),
               "12" + digits(8), "FIN" + digits(9), "A" + digits(9)])


def healthplan(country="US"):
    if country == "CA":
        return ch(["%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)), "9%s %s %s" % (digits(3), digits(3), digits(3)),
                   "%s %s %s" % (letters(4), digits(4), digits(4)), "%s%s" % (letters(3), digits(8)), digits(9)])
    return ch(["%s%s" % (letters(3), digits(6)), "%s%s%s-%s%s-%s" % (digits(1), letters(2), digits(1), letters(1), digits(2), letters(2) + digits(2)),
               "W%s" % digits(9), "%s %s %s" % (letters(2), digits(4), digits(4)), "YKZ%s" % digits(8), "%s-%s" % (digits(5), digits(4)),
               "GRP %s" % digits(5)]).replace("GRP ", "G")


def ssn(country="US"):
    if country == "CA":
        return ch(["9%s %s %s" % (digits(2), digits(3), digits(3)), "9%s-%s-%s" % (digits(2), digits(3), digits(3))])
    if chance(0.2):
        return "000-%s-%s" % (digits(2), digits(4))
    return ch(["9%s-%s-%s" % (digits(2), digits(2), digits(4)), "9%s%s%s" % (digits(2), digits(2), digits(4))])


def npi():
    return "1" + digits(9)


def dea():
    return letters(2, "ABFM") + digits(7)


def license_no(kind=None):
    kind = kind if kind is not None else ri(0, 5)
    return [npi(), dea(), "RN%s" % digits(6), "%s" % digits(7), "D%s-%s-%s" % (digits(3), digits(4), digits(4)),
            "%s-%s" % (letters(1), digits(6))][kind % 6]


def device_id():
    return ch(["%s" % digits(8), "AL-%s-%s" % (digits(4), letters(1)), "TX-%s-%s" % (digits(4), digits(2)),
               "S3-%s" % digits(6), "BME-%s" % digits(5), "PJN%s" % digits(6), "GM-%s" % digits(4),
               "CAM-%s-%s" % (letters(2), digits(2)), "SN%s%s" % (letters(2), digits(7)), "%s%s" % (letters(3), digits(5))])


def vehicle_plate(country="US"):
    if country == "CA":
        return ch(["%s %s" % (letters(4), digits(3)), "%s%s-%s" % (letters(2), digits(1), letters(3)), "%s %s" % (letters(3), digits(3))])
    return ch(["%d%s%s" % (ri(1, 9), letters(3), digits(3)), "%s-%s" % (letters(3), digits(4)), "%s %s" % (letters(3), digits(3)),
               "%s%s" % (digits(3), letters(3))])


def vin():
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(R.choice(pool) for _ in range(17))


def bioid():
    return ch(["FP-%s" % digits(5), "PV-%s-%s" % (digits(5), digits(1)), "BIO-%s-%s" % (digits(4), digits(2)),
               "FPT%s" % digits(7), "PALM-%s" % digits(6), "IRIS-%s" % letters(2) + digits(4)])


def idnum(kind=None):
    kind = kind if kind is not None else ri(0, 8)
    y = ri(22, 25)
    return ["IR-20%d-%s" % (y, digits(5)), "RL%s" % digits(6), "%s-%s" % (digits(4), digits(4)), "S%d-%s" % (y, digits(5)),
            "ORD%s" % digits(8), "%d-%s" % (y, digits(4)), "TC-%s-%s" % (digits(6), digits(2)),
            "SR-%s" % digits(4), "SE-%s" % digits(6)][kind % 9]


def us_zip():
    return digits(5) if chance(0.8) else "%s-%s" % (digits(5), digits(4))


def ca_postal():
    a = "ABCEGHJKLMNPRSTVXY"
    b = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (ch(a), ri(0, 9), ch(b), ri(0, 9), ch(b), ri(0, 9))


def street():
    s = "%d %s %s" % (ri(2, 9899), ch(STREET_NAMES), ch(STREET_SFX))
    if s.split()[1].startswith("Rue") or s.split()[1].startswith("Rang"):
        s = "%d %s" % (ri(2, 999), ch(["Rue des Saules", "Rang Saint-Elzéar", "Chemin du Lac-Noir", "Rue Principale Est"]))
    if chance(0.3):
        s += ", " + ch(UNIT_FMT).format(n=ri(1, 420), a=ch(["", "B", "C"]))
    return s


def hospital_name(country="US"):
    pats = HOSP_PATTERNS_CA if country == "CA" else HOSP_PATTERNS_US
    town = ch(TOWNS_CA if country == "CA" else TOWNS_US)
    return ch(pats).format(town=town, saint=ch(SAINTS), sainte=ch(SAINTES), memo=ch(MEMO))


def room_bed(floor=None):
    f = floor or ri(2, 9)
    wing = ch(["N", "S", "E", "W"])
    return ch(["%d%02d" % (f, ri(1, 40)), "%d%02d%s" % (f, ri(1, 40), ch("AB")), "%d%02d-%d" % (f, ri(1, 40), ri(1, 2)),
               "%d%s-%02d" % (f, wing, ri(1, 36)), "%d%02d-%s" % (f, ri(1, 40), ch("AB"))])


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, role, sex=None, last=None, age=None, cred=None):
        self.role = role
        self.sex = sex or ch("MF")
        self.first = ch(FEMALE if self.sex == "F" else MALE)
        self.last = last or ch(SURNAMES)
        self.mi = ch("ABCDEFGHJKLMNPRSTVW") if chance(0.45) else ""
        self.age = age
        self.cred = cred
        self.nick = ch(NICKNAMES) if chance(0.12) else ""
        self.rel = None
        self.dob = None

    def _p(self, s):
        return P(s, self.role)

    def full(self):
        return self._p("%s %s" % (self.first, self.last))

    def fml(self):
        return self._p("%s %s. %s" % (self.first, self.mi, self.last)) if self.mi else self.full()

    def lf(self):
        return self._p("%s, %s" % (self.last, self.first) + (" " + self.mi if self.mi and chance(0.5) else ""))

    def LF(self):
        return self._p(("%s, %s" % (self.last, self.first) + (" " + self.mi if self.mi else "")).upper())

    def last_(self):
        return self._p(self.last)

    def first_(self):
        return self._p(self.first)

    def fi_last(self):
        return self._p("%s. %s" % (self.first[0], self.last))

    def first_li(self):
        return self._p("%s %s." % (self.first, self.last[0].upper()))

    def init(self):
        a, b = self.first[0].upper(), self.last[0].upper()
        return self._p(ch(["%s.%s." % (a, b), "%s%s" % (a, b)]))

    def lower_init(self):
        return self._p((self.first[0] + self.last[0]).lower())

    def any(self):
        return ch([self.full, self.full, self.fml, self.lf, self.last_, self.first_, self.fi_last])()

    def staff(self):
        return ch([self.full, self.full, self.first_, self.fi_last, self.last_, self.first_li])()

    def title(self):
        if self.sex == "M":
            return ch(["Mr.", "Mr"])
        return ch(["Ms.", "Mrs.", "Ms", "Mrs"])

    def email(self):
        if not getattr(self, "_email", None) or chance(0.15):
            self._email = email_for(self.first, self.last)
        return P(self._email, "EMAIL")

    def user(self):
        if not getattr(self, "_user", None):
            self._user = username_for(self.first, self.last)
        return P(self._user, "USERNAME")


def staff(cred_kind="RN"):
    cred = ch(CREDENTIALS_RN if cred_kind == "RN" else CREDENTIALS_MD)
    return Person("DOCTOR", cred=cred)


def patient_age():
    return ch([ri(19, 45), ri(40, 70), ri(55, 85), ri(60, 92), ri(70, 96), ri(85, 103)])


def make_patient(base, country, floor=None):
    p = Person("PATIENT")
    p.age = patient_age()
    born = base.year - p.age
    p.dob = dt.date(born, ri(1, 12), ri(1, 28))
    if (p.dob.month, p.dob.day) > (base.month, base.day):
        p.dob = dt.date(born - 1, p.dob.month, p.dob.day)
    p.mrn = mrn()
    p.acct = acct()
    p.room = room_bed(floor)
    return p


def make_family(pt, rel=None):
    from pools import RELATIONS, SPOUSE_F, SPOUSE_M
    rel = rel or ch(RELATIONS)
    sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M", "mother": "F",
           "father": "M", "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M", "fiancée": "F",
           "girlfriend": "F", "boyfriend": "M", "aunt": "F", "uncle": "M", "stepdaughter": "F", "stepson": "M",
           "son-in-law": "M", "daughter-in-law": "F"}.get(rel)
    same = rel in ("daughter", "son", "sister", "brother", "mother", "father", "grandson", "wife", "husband", "stepson")
    f = Person("FAMILY", sex=sex, last=pt.last if same and chance(0.7) else None)
    f.rel = rel
    return f


class Cast:
    """Everything a note needs: place, facility, patient, relatives, staff, dates."""

    def __init__(self, country=None, base=None):
        self.country = country or ("CA" if chance(0.3) else "US")
        c = self.country
        self.base = base or rand_date()
        if c == "CA":
            self.state = ch(CA_PROVS)
            self.town = ch(TOWNS_CA)
            self.zip = ca_postal()
        else:
            self.state = ch(US_STATES)
            self.town = ch(TOWNS_US)
            self.zip = us_zip()
        self.county = ch(COUNTIES)
        self.fac = hospital_name(c)
        self.unit = ch(UNITS)
        self.floor = ri(2, 9)
        self.pt = make_patient(self.base, c, self.floor)
        self.adm = self.base - dt.timedelta(days=ri(0, 12))
        self.fam = [make_family(self.pt) for _ in range(ri(1, 3))]
        self.rns = [staff("RN") for _ in range(ri(3, 6))]
        self.mds = [staff("MD") for _ in range(ri(2, 3))]
        self.charge = staff("RN")

    # convenience PHI makers
    def D(self, d=None, style=None):
        return D(d or self.base, style, self.country)

    def phone(self, style=None):
        return P(phone(self.country, style), "PHONE")

    def fax(self):
        return P(phone(self.country, ch(["paren", "dash", "dot"])), "FAX")

    def city(self, town=None):
        return P(town or self.town, "CITY")

    def st(self, full=None):
        name, ab = self.state
        if full is None:
            full = chance(0.4)
        return P(name if full else ab, "STATE")

    def zp(self):
        return P(self.zip, "ZIP")

    def address(self, town=None):
        town = town or self.town
        z = P(self.zip if town == self.town else (ca_postal() if self.country == "CA" else us_zip()), "ZIP")
        return [P(street(), "STREET"), ", ", P(town, "CITY"), ", ", self.st(False), "  " if self.country == "CA" else " ", z]

    def hp(self):
        return P(healthplan(self.country), "HEALTHPLAN")

    def ssn(self):
        return P(ssn(self.country), "SSN")

    def other_town(self):
        return ch(TOWNS_CA if self.country == "CA" else TOWNS_US)

    def other_patient(self):
        used = getattr(self, "_rooms", None)
        if used is None:
            used = self._rooms = [self.pt.room]
        for _ in range(50):
            p = make_patient(self.base, self.country, self.floor if chance(0.85) else None)
            base = re.sub(r"-?[AB12]$", "", p.room)
            if p.room not in used and (base == p.room or base not in used):
                if not any(re.sub(r"-?[AB12]$", "", u) == p.room for u in used):
                    break
        used.append(p.room)
        return p
