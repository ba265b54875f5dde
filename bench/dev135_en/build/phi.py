"""Document builder and invented PHI value generators for dev135_en.

A note is built in one pass from pieces: a plain string is appended as is,
a (TYPE, value) tuple is appended and recorded as a span at the current
offset.  Lower-case notes lower each piece before it is measured, so the
offsets always match the final text."""
import datetime as dt
import re
import unicodedata

import pools as P

LABEL = {}
for _t in ("PATIENT", "DOCTOR", "FAMILY", "USERNAME"):
    LABEL[_t] = "NAME"
LABEL["AGE"] = "AGE"
LABEL["DATE"] = "DATE"
for _t in ("STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL",
           "ORGANIZATION", "LOCATION_OTHER"):
    LABEL[_t] = "LOCATION"
for _t in ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
           "VEHICLE", "BIOID", "IDNUM"):
    LABEL[_t] = "ID"
for _t in ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"):
    LABEL[_t] = "CONTACT"
LABEL["PROFESSION"] = "PROFESSION"

_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def p(self, typ, val):
        if typ not in LABEL:
            raise ValueError(typ)
        if self.lower:
            val = val.lower()
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        self.spans.append({"start": self.n, "end": self.n + len(val),
                           "label": LABEL[typ], "type": typ, "text": val})
        self.parts.append(val)
        self.n += len(val)

    def add(self, piece):
        if piece is None:
            return
        if isinstance(piece, str):
            self.t(piece)
        elif isinstance(piece, tuple):
            self.p(piece[0], piece[1])
        else:
            for x in piece:
                self.add(x)

    def f(self, tmpl, **kw):
        """Template with {key} markers; each key maps to a piece."""
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def line(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- helpers
def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c) and c.isascii())


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


AREA_US = ["212", "312", "412", "503", "608", "614", "617", "651", "704", "713",
           "802", "804", "816", "860", "907", "919", "920", "231", "262", "304",
           "319", "336", "405", "479", "502", "515", "541", "573", "605", "701",
           "712", "859"]
AREA_CA = ["416", "613", "705", "807", "519", "905", "514", "418", "819", "604",
           "250", "403", "780", "204", "306", "902", "506", "709"]


def phone(r, country="US", ext=None, style=None):
    a = r.choice(AREA_CA if country == "CA" else AREA_US)
    line4 = "01" + digits(r, 2) if r.random() < 0.6 else digits(r, 4)
    style = style if style is not None else r.randrange(7)
    if style == 0:
        s = "(%s) 555-%s" % (a, line4)
    elif style == 1:
        s = "%s-555-%s" % (a, line4)
    elif style == 2:
        s = "%s.555.%s" % (a, line4)
    elif style == 3:
        s = "%s 555 %s" % (a, line4)
    elif style == 4:
        s = "+1 %s 555 %s" % (a, line4)
    elif style == 5:
        s = "1-%s-555-%s" % (a, line4)
    else:
        s = "(%s)555-%s" % (a, line4)
    if ext is None:
        ext = r.random() < 0.15
    if ext:
        s += r.choice([" ext. ", " ext ", " x", " x.", " Ext "]) + digits(r, r.choice([2, 3, 4]))
    return s


def tollfree(r):
    return "%s-555-%s" % (r.choice(["800", "888", "877", "866"]), "01" + digits(r, 2))


def pager(r, country="US"):
    if r.random() < 0.5:
        return "555-" + digits(r, 4)
    return phone(r, country, ext=False, style=r.choice([1, 0]))


DOMAINS = ["example.org", "example.com", "example.net"]


def email(r, first=None, last=None):
    if first is None:
        local = r.choice(["cardiology.referrals", "anticoag", "devicclinic", "heartfailure",
                          "rehab.intake", "cathlab.scheduling", "vascular", "records",
                          "echo.lab", "medrecords", "billing", "holter"])
        if local == "devicclinic":
            local = "deviceclinic"
    else:
        f = ascii_fold(first).lower().replace(" ", "").replace("-", "").replace("'", "")
        l = ascii_fold(last).lower().replace(" ", "").replace("-", "").replace("'", "")
        k = r.randrange(6)
        local = [f + "." + l, f[0] + l, f + "_" + l + digits(r, 2), l + f[0],
                 f + l[0] + digits(r, 3), f + "." + l + digits(r, 1)][k]
    return local + "@" + r.choice(DOMAINS)


def url(r, path=None):
    host = r.choice(["www.example.org", "www.example.com", "portal.example.net",
                     "example.org", "mychart.example.com", "www.example.net"])
    path = path or r.choice(["/heart", "/cardiology", "/portal/login", "/anticoag",
                             "/rehab/schedule", "/device-clinic", "/vein-center",
                             "/pay", "/patients/forms", "/hf-program", "/remote"])
    pre = r.choice(["", "", "https://", "http://"])
    return pre + host + path


def ip(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))
    return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))


def username(r, first, last):
    f = ascii_fold(first).lower().replace(" ", "").replace("-", "").replace("'", "")
    l = ascii_fold(last).lower().replace(" ", "").replace("-", "").replace("'", "")
    k = r.randrange(6)
    return [f[0] + l, f[0] + l + digits(r, 1), l + f[0] + digits(r, 2),
            f + "." + l, "rn_" + l, f[:3] + l[:3] + digits(r, 2)][k]


def mrn(r, country="US"):
    k = r.randrange(6)
    if k == 0:
        return digits(r, 8)
    if k == 1:
        return "00" + digits(r, 6)
    if k == 2:
        return "E" + digits(r, 7)
    if k == 3:
        return "%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 3))
    if k == 4:
        return "MR" + digits(r, 6)
    return digits(r, 3) + "-" + digits(r, 4)


def ssn(r, country="US"):
    if country == "CA":
        return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
    if r.random() < 0.5:
        return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))
    return "000-%s-%s" % (digits(r, 2), digits(r, 4))


def healthplan(r, country="US", prov=None):
    if country == "CA":
        if prov == "QC":
            return "%s %s %s" % (letters(r, 4), digits(r, 4), digits(r, 4))
        if prov == "BC":
            return "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
        return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
    k = r.randrange(5)
    if k == 0:
        return letters(r, 3) + digits(r, 6)
    if k == 1:  # Medicare beneficiary identifier shape
        return "%d%s%s-%s%s%s-%s%s" % (r.randint(1, 9), letters(r, 1), letters(r, 1),
                                       digits(r, 1), letters(r, 1), digits(r, 1),
                                       letters(r, 2), digits(r, 2))
    if k == 2:
        return "W" + digits(r, 9)
    if k == 3:
        return letters(r, 2) + "-" + digits(r, 7) + "-" + digits(r, 2)
    return digits(r, 3) + letters(r, 1) + digits(r, 5)


def group_no(r):
    return r.choice(["GRP-", "", "G"]) + digits(r, r.choice([5, 6, 7]))


def account(r):
    k = r.randrange(6)
    if k == 0:
        return digits(r, 4) + "-" + digits(r, 4)
    if k == 1:
        return digits(r, 10)
    if k == 2:
        return "V" + digits(r, 8)
    if k == 3:
        return digits(r, 9)
    if k == 4:
        return "ENC-" + digits(r, 7)
    return "A" + digits(r, 3) + "-" + digits(r, 5)


def npi(r):
    return r.choice("12") + digits(r, 9)


def dea(r, last="X"):
    return r.choice("ABFM") + ascii_fold(last)[0].upper() + digits(r, 7)


def med_license(r, country="US"):
    if country == "CA":
        return digits(r, 5)
    return r.choice(["", "MD", "G", "A", "DO-"]) + digits(r, r.choice([5, 6]))


def drivers_license(r, country="US"):
    if country == "CA":
        return "%s%s-%s-%s" % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5))
    k = r.randrange(3)
    if k == 0:
        return letters(r, 1) + digits(r, 7)
    if k == 1:
        return digits(r, 3) + "-" + digits(r, 3) + "-" + digits(r, 3)
    return letters(r, 1) + digits(r, 3) + "-" + digits(r, 4) + "-" + digits(r, 4)


def idnum(r, prefix=None, year=None):
    y = str(year if year else r.randint(2016, 2025))[2:]
    prefix = prefix or r.choice(["S", "ACC", "ORD", "REQ", "C", "H", "E", "CATH", "ECHO"])
    k = r.randrange(4)
    if k == 0:
        return "%s%s-%s" % (prefix, y, digits(r, 5))
    if k == 1:
        return "%s-%s-%s" % (prefix, "20" + y, digits(r, 4))
    if k == 2:
        return prefix + digits(r, 7)
    return digits(r, 2) + prefix[:1] + digits(r, 6)


def device_serial(r, maker="Medtronic"):
    if maker == "Medtronic":
        return letters(r, 3) + digits(r, 6) + r.choice(["S", "G", "H", ""])
    if maker == "Boston Scientific":
        return digits(r, 6)
    if maker == "Abbott":
        return digits(r, 7)
    if maker == "Biotronik":
        return digits(r, 8)
    return letters(r, 2) + digits(r, 6)


def lead_serial(r):
    return letters(r, 3) + digits(r, 6) + r.choice(["V", "S", ""])


def monitor_serial(r):
    k = r.randrange(3)
    if k == 0:
        return letters(r, 1) + digits(r, 9)
    if k == 1:
        return digits(r, 4) + "-" + letters(r, 2) + digits(r, 4)
    return letters(r, 2) + digits(r, 8)


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(r):
    return "".join(r.choice(VIN_CH) for _ in range(17))


def plate(r, country="US"):
    k = r.randrange(4)
    if country == "CA":
        return [letters(r, 4) + " " + digits(r, 3), digits(r, 3) + " " + letters(r, 3),
                letters(r, 2) + digits(r, 3) + letters(r, 1), letters(r, 3) + "-" + digits(r, 3)][k]
    return [digits(r, 1) + letters(r, 3) + digits(r, 3), letters(r, 3) + "-" + digits(r, 4),
            letters(r, 3) + " " + digits(r, 3), digits(r, 3) + "-" + letters(r, 3)][k]


def bioid(r, pre=None):
    pre = pre or r.choice(["FP", "BIO", "FPR"])
    return pre + "-" + digits(r, r.choice([5, 6, 8]))


# ------------------------------------------------------------- dates, ages
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DATE_STYLES = ["us", "us_short", "us_nopad", "iso", "long", "abbr", "dmy_abbr",
               "dmy_long", "upper", "us"]


def fmt_date(r, d, style=None, country="US"):
    if style is None:
        if country == "CA" and r.random() < 0.35:
            style = r.choice(["iso", "dmy_long", "iso", "dmy_abbr"])
        else:
            style = r.choice(DATE_STYLES)
    m, y, day = d.month, d.year, d.day
    mon = MONTHS[m - 1]
    if style == "us":
        return "%02d/%02d/%d" % (m, day, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "us_nopad":
        return "%d/%d/%d" % (m, day, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "long":
        return "%s %d, %d" % (mon, day, y)
    if style == "abbr":
        return "%s %d, %d" % (mon[:3] + ("." if r.random() < 0.3 and mon != "May" else ""), day, y)
    if style == "dmy_abbr":
        return "%02d-%s-%d" % (day, mon[:3], y)
    if style == "dmy_long":
        return "%d %s %d" % (day, mon, y)
    if style == "upper":
        return "%02d%s%d" % (day, mon[:3].upper(), y)
    if style == "md":
        return "%d/%d" % (m, day)
    if style == "mon_day":
        return "%s %d" % (mon, day)
    if style == "wk_md":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], m, day)
    if style == "wk_long":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], mon, day, y)
    if style == "month_year":
        return "%s %d" % (mon, y)
    if style == "mon_abbr_year":
        return "%s %d" % (mon[:3], y)
    if style == "my_num":
        return "%d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "month":
        return mon
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    raise ValueError(style)


def short_date(r, d, country="US"):
    return fmt_date(r, d, r.choice(["md", "md", "mon_day", "wk_md", "us_short", "us"]), country)


def rand_date(r, lo=2016, hi=2025):
    start = dt.date(lo, 1, 1).toordinal()
    end = dt.date(hi, 10, 31).toordinal()
    return dt.date.fromordinal(r.randint(start, end))


def shift(d, days):
    return d + dt.timedelta(days=days)


def workday(d):
    """Move a date forward to a Monday-Friday."""
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    if n < 200:
        return "one hundred" + (" " + num_words(n - 100) if n > 100 else "")
    return str(n)


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, r, sex=None, age=None, staff=False, cred=None):
        self.sex = sex or r.choice("MF")
        pool = P.FIRST_M if self.sex == "M" else P.FIRST_F
        self.first = r.choice(pool)
        self.last = r.choice(P.SURNAMES)
        if r.random() < 0.08:
            self.last = self.last + "-" + r.choice(P.SURNAMES)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.55 else ""
        self.nick = P.NICK.get(self.first)
        self.age = age
        self.staff = staff
        self.cred = cred

    def full(self, mi=None):
        use = self.mi and (mi if mi is not None else True)
        return "%s %s. %s" % (self.first, self.mi, self.last) if use else "%s %s" % (self.first, self.last)

    def plain(self):
        return "%s %s" % (self.first, self.last)

    def lastfirst(self):
        return "%s, %s%s" % (self.last, self.first, (" " + self.mi) if self.mi else "")

    def upper(self):
        return self.lastfirst().upper()

    def initials(self, dots=True):
        a = ascii_fold(self.first)[0].upper()
        b = ascii_fold(self.last)[0].upper()
        return "%s.%s." % (a, b) if dots else a + b

    def title(self):
        if self.sex == "M":
            return "Mr."
        return "Ms." if self.sex == "F" and self.age and self.age < 50 else "Mrs."

    def ref(self, r):
        """A short in-narrative reference: 'Mr. ' + (PATIENT, last) or first name."""
        k = r.randrange(5)
        if k <= 2:
            t = self.title()
            if r.random() < 0.4:
                t = t.rstrip(".")
            return [t + " ", ("PATIENT", self.last)]
        if k == 3:
            return [("PATIENT", self.first)]
        return [("PATIENT", self.plain())]

    def any_form(self, r):
        k = r.randrange(6)
        return [self.full(), self.plain(), self.lastfirst(), self.upper(),
                "%s %s" % (self.first, self.last), self.full(mi=False)][k]


def doc_name(r, c, typ="DOCTOR", style=None):
    """Clinician name pieces with title/credentials kept outside the span."""
    style = style if style is not None else r.randrange(7)
    if style == 0:
        return ["Dr. ", (typ, c.last)]
    if style == 1:
        return ["Dr. ", (typ, c.plain())]
    if style == 2:
        return [(typ, c.full()), ", " + (c.cred or "MD")]
    if style == 3:
        return [(typ, c.plain()) , " " + (c.cred or "MD")]
    if style == 4:
        return ["Dr ", (typ, c.full())]
    if style == 5:
        return [(typ, c.lastfirst()), " " + (c.cred or "MD")]
    return [(typ, c.plain())]


def md(r):
    c = Person(r, staff=True)
    c.cred = r.choice(P.CREDS_MD)
    return c


def staff(r, cred=None):
    c = Person(r, staff=True)
    c.cred = cred or r.choice(P.CREDS_STAFF)
    return c


# --------------------------------------------------------------- places
def town(r, country):
    return r.choice(P.CA_TOWNS if country == "CA" else P.US_TOWNS)


def region(r, country):
    return r.choice(P.CA_PROVINCES if country == "CA" else P.US_STATES)


def postal(r, country, abbr):
    if country == "CA":
        a = r.choice(P.CA_POSTAL_FIRST.get(abbr, "KLMNP"))
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (a, r.randrange(10), r.choice(L), r.randrange(10),
                                  r.choice(L), r.randrange(10))
    z = "%05d" % r.randint(1001, 99950)
    if r.random() < 0.15:
        z += "-" + digits(r, 4)
    return z


def street(r, country, unit=None):
    suf = r.choice(P.CA_STREET_SUFFIX if country == "CA" else P.STREET_SUFFIX)
    w = r.choice(P.STREET_WORDS)
    while w.startswith("Rue") and country != "CA":
        w = r.choice(P.STREET_WORDS)
    if w.startswith("Rue"):
        s = "%d %s" % (r.randint(2, 2999), w)
    else:
        s = "%d %s %s" % (r.randint(2, 9899), w, suf)
    if unit is None:
        unit = r.random() < 0.25
    if unit:
        s += r.choice([", Apt %d" % r.randint(1, 40), " Apt. %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                       ", Unit %d" % r.randint(1, 300), " #%d" % r.randint(2, 999),
                       ", Suite %d" % r.randint(100, 950)])
    if r.random() < 0.04:
        s = "PO Box %d" % r.randint(10, 9999)
    return s


def hospital(r, country, t=None):
    pats = P.HOSP_PATTERNS_CA if country == "CA" else P.HOSP_PATTERNS_US
    return r.choice(pats).format(t=t or town(r, country), w=r.choice(P.HOSP_WORDS),
                                 s=r.choice(P.SAINTS))


def clinic(r, country, t=None):
    return r.choice(P.CLINIC_PATTERNS).format(t=t or town(r, country), w=r.choice(P.HOSP_WORDS),
                                              s=r.choice(P.SAINTS))


def pharmacy(r, country):
    return r.choice(P.PHARMACY_PATTERNS).format(w=r.choice(P.HOSP_WORDS), n=r.choice(P.SURNAMES),
                                                t=town(r, country))


def care_home(r):
    return r.choice(P.CARE_HOME_PATTERNS).format(w=r.choice(P.HOSP_WORDS))


class Place:
    def __init__(self, r, country):
        self.country = country
        self.city = town(r, country)
        self.region, self.abbr = region(r, country)
        self.zip = postal(r, country, self.abbr)
        self.street = street(r, country)

    def pieces(self, r, full_state=None, country_name=None, sep=", "):
        st = self.region if (full_state if full_state is not None else r.random() < 0.2) else self.abbr
        out = [("STREET", self.street), sep, ("CITY", self.city), ", ", ("STATE", st),
               r.choice([" ", "  "]), ("ZIP", self.zip)]
        if country_name is None:
            country_name = r.random() < 0.1
        if country_name:
            out += [", " if r.random() < 0.5 else " ",
                    ("COUNTRY", "Canada" if self.country == "CA" else r.choice(["USA", "United States"]))]
        return out

    def city_state(self, r):
        return [("CITY", self.city), ", ", ("STATE", self.abbr if r.random() < 0.7 else self.region)]


class Ctx:
    """Everything one note needs to stay internally consistent."""

    def __init__(self, r, country, lower):
        self.r = r
        self.country = country
        self.lower = lower
        self.date = rand_date(r)
        self.pt = Person(r)
        self.pt.age = r.choice([r.randint(24, 44), r.randint(45, 64), r.randint(45, 64),
                                r.randint(65, 84), r.randint(65, 84), r.randint(65, 84),
                                r.randint(85, 103), r.randint(70, 92)])
        by = self.date.year - self.pt.age
        self.dob = dt.date(by, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.date.month, self.date.day):
            self.dob = dt.date(by - 1, self.dob.month, self.dob.day)
        self.home = Place(r, country)
        self.hosp = hospital(r, country, self.home.city if r.random() < 0.4 else None)
        self.clinic = clinic(r, country)
        self.mrn = mrn(r, country)
        self.acct = account(r)
        self.att = md(r)
        self.pcp = md(r)
        self.ref = md(r)
        self.fam = Person(r)
        fam_rel = {"M": ["husband", "son", "brother", "partner", "son-in-law", "nephew", "friend", "neighbor"],
                   "F": ["wife", "daughter", "sister", "partner", "niece", "granddaughter", "friend", "caregiver"]}
        if self.pt.sex == "M" and self.fam.sex == "M" and r.random() < 0.7:
            self.fam = Person(r, "F")
        if self.pt.sex == "F" and self.fam.sex == "F" and r.random() < 0.5:
            self.fam = Person(r, "M")
        self.rel = r.choice(fam_rel[self.fam.sex])
        if self.rel in ("wife", "husband"):
            if (self.rel == "wife") == (self.pt.sex == "F") and r.random() < 0.5:
                self.rel = "partner"
        if self.rel in ("wife", "husband", "son", "daughter", "brother", "sister", "granddaughter") and r.random() < 0.7:
            self.fam.last = self.pt.last
        self.prof = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)
        self.insurer = r.choice(P.INSURERS)

    def d(self, dd=None, style=None):
        return ("DATE", fmt_date(self.r, dd or self.date, style, self.country))

    def age(self, form=None):
        """Age pieces: the number only is the span."""
        r, a = self.r, self.pt.age
        sx = self.pt.sex
        form = form if form is not None else r.randrange(10)
        if form == 0:
            return [("AGE", str(a)), "-year-old"]
        if form == 1:
            return [("AGE", str(a)), " yo"]
        if form == 2:
            return [("AGE", str(a)), "yo"]
        if form == 3:
            return [("AGE", str(a)), " y/o"]
        if form == 4:
            return [("AGE", num_words(a)), "-year-old"]
        if form == 5:
            return [("AGE", str(a)), " year old"]
        if form == 6:
            return [("AGE", str(a)), sx]
        if form == 7:
            return [("AGE", str(a)), " " + sx]
        if form == 8:
            return [("AGE", str(a)), " yr old"]
        return [("AGE", str(a)), "-yo"]

    def pname(self, form=None):
        r, p = self.r, self.pt
        form = form if form is not None else r.randrange(6)
        return ("PATIENT", [p.full(), p.plain(), p.lastfirst(), p.upper(), p.plain(),
                            p.full(mi=False)][form])

    def phone(self, ext=None):
        return ("PHONE", phone(self.r, self.country, ext))

    def fax(self):
        return ("FAX", phone(self.r, self.country, ext=False))


def a_an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
