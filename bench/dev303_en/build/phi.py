"""Surface forms of PHI values (people, dates, ages, contacts, identifiers,
addresses) for dev303_en.  Every function takes the caller's Random."""

import datetime as _dt

from common import ch, maybe

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
MON3 = [m[:3] for m in MONTHS]
WD3 = [w[:3] for w in WEEKDAYS]

MONTH_FIRST = ("US",)


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, sex, typ, middle="", title="", creds="",
                 nick="", is_dr=False, role=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.typ = typ
        self.middle = middle
        self.title = title
        self.creds = creds
        self.nick = nick
        self.is_dr = is_dr
        self.role = role

    def _t(self, v):
        return (v, self.typ)

    def full(self):
        return [self._t("%s %s" % (self.first, self.last))]

    def fml(self):
        if not self.middle:
            return self.full()
        return [self._t("%s %s. %s" % (self.first, self.middle, self.last))]

    def lf(self):
        return [self._t("%s, %s" % (self.last, self.first))]

    def LF(self):
        v = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            v += " " + self.middle
        return [self._t(v)]

    def fn(self):
        return [self._t(self.first)]

    def ln(self):
        return [self._t(self.last)]

    def ttl(self, rng):
        if self.is_dr:
            return ch(rng, ["Dr", "Dr."])
        if self.title:
            return self.title + ch(rng, ["", ".", ""]) if self.title in ("Mr", "Mrs", "Ms") else self.title
        return ""

    def tl(self, rng):
        t = self.ttl(rng)
        if not t:
            return self.full()
        return [t + " ", self._t(self.last)]

    def tfl(self, rng):
        t = self.ttl(rng)
        return ([t + " "] if t else []) + self.full()

    def ini(self, dots=True):
        if dots:
            return [self._t("%s.%s." % (self.first[0], self.last[0]))]
        return [self._t("%s%s" % (self.first[0], self.last[0]))]

    def ini_low(self):
        return [self._t(("%s%s" % (self.first[0], self.last[0])).lower())]

    def fil(self):
        return [self._t("%s. %s" % (self.first[0], self.last))]

    def fli(self):
        return [self._t("%s %s." % (self.first, self.last[0]))]

    def nk(self):
        return [self._t(self.nick or self.first)]

    def sig(self):
        out = self.full()
        if self.creds:
            out = out + [", " + self.creds]
        return out

    def ref(self, rng):
        """how a clinician is referred to in running text"""
        if self.is_dr:
            return ch(rng, [lambda: self.tl(rng), lambda: self.tfl(rng),
                            lambda: self.tl(rng)])()
        return ch(rng, [self.full, self.full, self.fn,
                        lambda: self.full() + [" (" + self.role + ")"]])()

    def any(self, rng):
        return ch(rng, [self.full, self.fn, lambda: self.tl(rng), self.full,
                        self.lf])()


def username(rng, p):
    base = "".join(c for c in p.last.lower() if c.isalpha())
    f = p.first.lower()
    form = rng.randrange(5)
    if form == 0:
        u = f[0] + base[:8]
    elif form == 1:
        u = f + "." + base
    elif form == 2:
        u = f[0] + base[:6] + str(rng.randrange(1, 99))
    elif form == 3:
        u = base[:6] + f[0] + f[1:2]
    else:
        u = f[:3] + base[:3] + str(rng.randrange(10, 999))
    return u


# ------------------------------------------------------------------- dates
def rand_date(rng, y0=2022, y1=2025):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 6, 30).toordinal()
    return _dt.date.fromordinal(rng.randrange(start, end))


def addd(d, n):
    return d + _dt.timedelta(days=n)


def workday(d):
    """move a Saturday or Sunday appointment to the Monday after"""
    while d.weekday() >= 5:
        d = d + _dt.timedelta(days=1)
    return d


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(d, country, style, rng=None):
    mf = country in MONTH_FIRST
    ca = country == "CA"
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    if style == "num":
        if ca:
            return "%04d-%02d-%02d" % (y, m, dd)
        if mf:
            return "%02d/%02d/%04d" % (m, dd, y)
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "num1":
        if mf or ca:
            return "%d/%d/%04d" % (m, dd, y)
        return "%d/%d/%04d" % (dd, m, y)
    if style == "num2":
        if mf:
            return "%d/%d/%02d" % (m, dd, y % 100)
        if ca:
            return "%04d/%02d/%02d" % (y, m, dd)
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "long":
        if mf or ca:
            return "%s %d, %d" % (MONTHS[m - 1], dd, y)
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "abbr":
        return "%02d-%s-%04d" % (dd, MON3[m - 1], y)
    if style == "mabbr":
        if mf or ca:
            return "%s %d, %d" % (MON3[m - 1], dd, y)
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "wd":
        if mf or ca:
            return "%s, %s %d, %d" % (WEEKDAYS[wd], MONTHS[m - 1], dd, y)
        return "%s %d %s %d" % (WEEKDAYS[wd], dd, MONTHS[m - 1], y)
    if style == "wds":
        if mf:
            return "%s %d/%d" % (WD3[wd], m, dd)
        if ca:
            return "%s %s %d" % (WD3[wd], MON3[m - 1], dd)
        return "%s %d/%d" % (WD3[wd], dd, m)
    if style == "wdm":
        if mf or ca:
            return "%s %s %d" % (WEEKDAYS[wd], MONTHS[m - 1], dd)
        return "%s %s %s" % (WEEKDAYS[wd], ordinal(dd), MONTHS[m - 1])
    if style == "dm":
        if mf or ca:
            return "%d/%d" % (m, dd)
        return "%d/%d" % (dd, m)
    if style == "mon":
        if mf or ca:
            return "%s %d" % (MONTHS[m - 1], dd)
        return "%d %s" % (dd, MONTHS[m - 1])
    if style == "ord":
        if mf or ca:
            return "%s %s" % (MONTHS[m - 1], ordinal(dd))
        return "%s %s" % (ordinal(dd), MONTHS[m - 1])
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mys":
        return "%s %d" % (MON3[m - 1], y)
    if style == "y":
        return "%d" % y
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "wday":
        return WEEKDAYS[wd]
    if style == "wd3":
        return WD3[wd]
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num1", "num2", "long", "abbr", "mabbr", "wd",
               "iso"]
SHORT_STYLES = ["wds", "dm", "mon", "ord", "wdm"]


def dt(rng, d, country, styles=None):
    return (fdate(d, country, ch(rng, styles or FULL_STYLES)), "DATE")


# -------------------------------------------------------------------- ages
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
         "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
         "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def age_pc(rng, age, sex, style=None):
    a = ("%d" % age, "AGE")
    s = style or ch(rng, ["yo", "yo_", "yof", "yrold", "aged", "sexc", "sexs",
                          "y_o", "word", "yrs"])
    if s == "yo":
        return [a, " yo"]
    if s == "yo_":
        return [a, "yo"]
    if s == "yof":
        return [a, ch(rng, ["yo ", "yo "]), "M" if sex == "M" else "F"]
    if s == "yrold":
        return [a, "-year-old"]
    if s == "aged":
        return ["aged ", a]
    if s == "sexc":
        return [a, "M" if sex == "M" else "F"]
    if s == "sexs":
        return [a, " " + ("M" if sex == "M" else "F")]
    if s == "y_o":
        return [a, " y/o"]
    if s == "word":
        return [(words(age), "AGE"), "-year-old"]
    if s == "yrs":
        return [a, " yrs"]
    raise ValueError(s)


# ----------------------------------------------------------------- contacts
_AREA = ["216", "234", "267", "303", "312", "336", "412", "419", "443", "503",
         "517", "608", "612", "614", "617", "703", "720", "734", "802", "860",
         "919", "971"]
_AREA_CA = ["204", "250", "306", "403", "416", "506", "519", "604", "613",
            "705", "709", "780", "902"]


def phone(rng, country, kind="any"):
    r = rng.randrange
    if kind == "any":
        kind = ch(rng, ["land", "mob"])
    if country in ("US", "CA"):
        a = ch(rng, _AREA if country == "US" else _AREA_CA)
        ln = "555-01%02d" % r(100)
        f = r(6)
        if f == 0:
            return "(%s) %s" % (a, ln)
        if f == 1:
            return "%s-%s" % (a, ln)
        if f == 2:
            return "%s.%s" % (a, ln.replace("-", "."))
        if f == 3:
            return "+1 %s %s" % (a, ln.replace("-", " "))
        if f == 4:
            return "(%s) %s" % (a, ln)
        return "%s %s" % (a, ln.replace("-", " "))
    if country == "UK":
        if kind == "mob":
            n = "07700 555%03d" % r(1000)
            return n if maybe(rng, 0.8) else "+44 7700 555%03d" % r(1000)
        a = ch(rng, ["0161", "0113", "01632", "01865", "0117", "01392", "01904"])
        return "%s %s %04d" % (a, "555", r(10000)) if len(a) == 4 else "%s 555%03d" % (a, r(1000))
    if country == "AU":
        if kind == "mob":
            n = "04%02d 555 %03d" % (r(10, 99), r(1000))
            return n if maybe(rng, 0.8) else "+61 4%02d 555 %03d" % (r(10, 99), r(1000))
        return "(0%s) 5550 %04d" % (ch(rng, ["2", "3", "7", "8"]), r(10000))
    if country == "IE":
        if kind == "mob":
            n = "08%s 555 %04d" % (ch(rng, ["3", "5", "6", "7", "9"]), r(10000))
            return n if maybe(rng, 0.85) else "+353 8%s 555 %04d" % (ch(rng, ["3", "5", "7"]), r(10000))
        return "0%s 555 %04d" % (ch(rng, ["1", "21", "61", "91", "66", "71"]), r(10000))
    if country == "NZ":
        if kind == "mob":
            n = "02%s 555 %03d" % (ch(rng, ["1", "2", "7"]), r(1000))
            return n if maybe(rng, 0.85) else "+64 2%s 555 %03d" % (ch(rng, ["1", "7"]), r(1000))
        return "0%s 555 %04d" % (ch(rng, ["3", "4", "6", "7", "9"]), r(10000))
    raise ValueError(country)


def with_ext(rng, num):
    return num + ch(rng, [" ext. %d" % rng.randrange(10, 999),
                          " x%d" % rng.randrange(100, 9999),
                          " ext %d" % rng.randrange(10, 99)])


def pager(rng, country):
    return ch(rng, ["555-%04d" % rng.randrange(10000),
                    "555%d" % rng.randrange(10),
                    "555 %03d" % rng.randrange(1000)])


DOMAINS = ["example.com", "example.org", "example.net"]


def slug(s):
    out = []
    for c in s.lower():
        if c.isalnum():
            out.append(c)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def short_slug(s, n=20):
    out = ""
    for w in slug(s).split("-"):
        if out and len(out) + 1 + len(w) > n:
            break
        out = (out + "-" + w) if out else w
    return out


def email(rng, p=None, org=None, generic=None):
    dom = ch(rng, DOMAINS)
    if org and maybe(rng, 0.6):
        dom = short_slug(org) + "." + dom
    if generic:
        local = generic
    else:
        f = "".join(c for c in p.first.lower() if c.isalpha())
        last = "".join(c for c in p.last.lower() if c.isalpha())
        local = ch(rng, [f + "." + last, f[0] + last, f + last[:1] + str(rng.randrange(1, 99)),
                         f + "_" + last, last + "." + f[0]])
    return local + "@" + dom


def url(rng, org=None, path=None):
    dom = ch(rng, DOMAINS)
    host = ch(rng, ["www.", "portal.", "https://", "https://www."]) + (
        (short_slug(org) + ".") if org and maybe(rng, 0.6) else "") + dom
    p = path or ch(rng, ["concussion", "rtp/forms", "patients/portal",
                         "baseline/login", "referrals", "club/injury-report",
                         "return-to-learn"])
    return host + "/" + p


def ipaddr(rng):
    k = rng.randrange(3)
    r = rng.randrange
    if k == 0:
        return "10.%d.%d.%d" % (r(256), r(256), r(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r(16, 32), r(256), r(1, 255))
    return "192.168.%d.%d" % (r(256), r(1, 255))


# ---------------------------------------------------------------- postcodes
_CA_L = "ABCEGHJKLMNPRSTVXY"
_CA_L2 = "ABCEGHJKLMNPRSTVWXYZ"
_UK_IN = "ABDEFGHJLNPQRSTUWXYZ"
_EIR = "ACDEFHKNPRTVWXY0123456789"


def postcode(rng, country, state_abbr=""):
    r = rng.randrange
    if country == "US":
        z = "%05d" % r(10000, 99999)
        return z + ("-%04d" % r(10000) if maybe(rng, 0.2) else "")
    if country == "CA":
        return "%s%d%s %d%s%d" % (ch(rng, _CA_L), r(10), ch(rng, _CA_L2), r(10),
                                  ch(rng, _CA_L2), r(10))
    if country == "UK":
        out = ch(rng, ["AS", "KW", "HY", "MF", "PX", "TV", "WB", "LY", "SG",
                       "FN", "B", "L", "M"])
        return "%s%d %d%s%s" % (out, r(1, 30), r(10), ch(rng, _UK_IN), ch(rng, _UK_IN))
    if country == "IE":
        rk = ch(rng, ["V92", "H91", "A65", "F23", "P31", "R95", "X35", "E41",
                      "N37", "Y35", "V94", "F91"])
        return rk + " " + "".join(ch(rng, _EIR) for _ in range(4))
    if country == "AU":
        base = {"NSW": 2000, "VIC": 3000, "QLD": 4000, "SA": 5000, "WA": 6000,
                "TAS": 7000, "ACT": 2600}.get(state_abbr, 2000)
        return "%04d" % (base + r(1, 900 if state_abbr != "ACT" else 20))
    if country == "NZ":
        return "%04d" % r(1010, 9899)
    raise ValueError(country)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(ch(rng, alpha) for _ in range(n))


def mrn(rng, country):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return letters(rng, 1) + digits(rng, 7)
    if k == 2:
        return "SM-" + digits(rng, 6)
    if k == 3:
        return digits(rng, 3) + "-" + digits(rng, 4)
    return digits(rng, 7)


def national_mrn(rng, country):
    """(label text, value) of a national patient index number, or None"""
    if country == "UK":
        return ("NHS No.", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4)))
    if country == "NZ":
        return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))
    return None


def healthplan(rng, country, prov=""):
    if country == "US":
        return ch(rng, [("Member ID", letters(rng, 3) + digits(rng, 9)),
                        ("Member #", digits(rng, 3) + letters(rng, 2) + digits(rng, 6)),
                        ("Policy No.", "P" + digits(rng, 10))])
    if country == "CA":
        if prov == "ON":
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
        if prov == "BC":
            return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
        return ("Health card", digits(rng, 5) + "-" + digits(rng, 4))
    if country == "AU":
        return ("Medicare", "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 9)))
    if country == "IE":
        return ch(rng, [("Medical card", digits(rng, 7) + letters(rng, 1)),
                        ("GP visit card", "GV" + digits(rng, 7))])
    if country == "UK":
        return ("Policy", "PMI-" + digits(rng, 8))
    if country == "NZ":
        return ("Member no.", "SF" + digits(rng, 7))
    raise ValueError(country)


def private_plan(rng):
    return ch(rng, [("Member no.", digits(rng, 9)),
                    ("Policy", letters(rng, 2) + "-" + digits(rng, 7)),
                    ("Membership", digits(rng, 4) + " " + digits(rng, 4)),
                    ("Group", "GRP" + digits(rng, 6))])


def ssn(rng, country):
    if country == "US":
        if maybe(rng, 0.85):
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9" + digits(rng, 6) + letters(rng, 1, "ABCDEFGHJKLMNPTW") + ch(rng, ["", "A", "W"])
    return None


SSN_LABEL = {"US": "SSN", "CA": "SIN", "IE": "PPSN"}


def account(rng):
    return ch(rng, ["ENC-" + digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 4),
                    "INV-" + digits(rng, 5), "V" + digits(rng, 8),
                    "A" + digits(rng, 7), digits(rng, 10)])


def licence(rng, country, role):
    """(label, value) for a clinician's registration"""
    dr = role == "dr"
    if country == "US":
        if dr:
            return ch(rng, [("NPI", "1" + digits(rng, 9)),
                            ("Lic.", letters(rng, 1, "DG") + "-" + digits(rng, 5)),
                            ("DEA", letters(rng, 2, "ABFM") + digits(rng, 7))])
        if role == "at":
            return ("BOC #", "20" + digits(rng, 8))
        return ("PT Lic.", "PT" + digits(rng, 6))
    if country == "CA":
        if dr:
            return ("CPSO #", digits(rng, 6)) if maybe(rng, 0.6) else ("Reg.", digits(rng, 5))
        if role == "at":
            return ("CATA #", digits(rng, 4))
        return ("Reg. #", digits(rng, 5))
    if country == "UK":
        if dr:
            return ("GMC", digits(rng, 7))
        return ("HCPC", "PH" + digits(rng, 6))
    if country == "IE":
        if dr:
            return ("IMC", digits(rng, 6))
        return ("CORU", "PT" + digits(rng, 6))
    if country == "AU":
        if dr:
            return ch(rng, [("AHPRA", "MED000" + digits(rng, 7)),
                            ("Provider No.", digits(rng, 6) + letters(rng, 1) + letters(rng, 1, "ABFHJKLTWXY"))])
        return ("AHPRA", "PHY000" + digits(rng, 7))
    if country == "NZ":
        if dr:
            return ("MCNZ", digits(rng, 5))
        return ("PBNZ", "70-" + digits(rng, 5))
    raise ValueError(country)


def device_sn(rng, kind="any"):
    k = kind if kind != "any" else ch(rng, ["mg", "tab", "hrm", "gps", "hel"])
    if k == "mg":
        return "IMG-" + "".join(ch(rng, "0123456789ABCDEF") for _ in range(8))
    if k == "tab":
        return ch(rng, ["TAB-", "DMPX", "R52"]) + digits(rng, 7) + letters(rng, 1)
    if k == "hrm":
        return "HRM" + digits(rng, 8)
    if k == "gps":
        return "GX5-" + digits(rng, 5) + "-" + letters(rng, 1)
    return "HS" + digits(rng, 2) + "-" + digits(rng, 6)


def plate(rng, country):
    if country == "US":
        return ch(rng, [str(rng.randrange(1, 9)) + letters(rng, 3) + digits(rng, 3),
                        letters(rng, 3) + "-" + digits(rng, 4)])
    if country == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "IE":
        return "%d%s-%s-%s" % (rng.randrange(15, 25), ch(rng, ["1", "2"]),
                               ch(rng, ["KY", "G", "MO", "T", "WX", "C", "L", "D"]),
                               str(rng.randrange(100, 99999)))
    if country == "AU":
        return ch(rng, [digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2),
                        letters(rng, 3) + "-" + digits(rng, 3)])
    return letters(rng, 3) + digits(rng, 3)


def vin(rng):
    return "".join(ch(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return ch(rng, ["FP-" + digits(rng, 5), "FR-" + digits(rng, 5) + letters(rng, 1),
                    "IRIS-" + digits(rng, 4) + "-" + digits(rng, 2),
                    "PV-" + digits(rng, 6), "BIO" + digits(rng, 7)])


def idnum(rng, kind, year=2024):
    if kind == "acc":
        return ch(rng, ["RAD%02d-%s" % (year % 100, digits(rng, 6)),
                        "ACC" + digits(rng, 8), "MR" + digits(rng, 7),
                        "CT-%d-%s" % (year, digits(rng, 5))])
    if kind == "inc":
        return ch(rng, ["INC-%d-%s" % (year, digits(rng, 5)), "IR" + digits(rng, 6),
                        "HIA-%s" % digits(rng, 5)])
    if kind == "reg":
        return ch(rng, [digits(rng, 8), "REG" + digits(rng, 6),
                        letters(rng, 2) + digits(rng, 6)])
    if kind == "claim":
        return ch(rng, ["CLM-" + digits(rng, 7), letters(rng, 3) + digits(rng, 5),
                        digits(rng, 2) + "-" + digits(rng, 6) + "-" + letters(rng, 1)])
    if kind == "test":
        return ch(rng, ["BL-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                        "T" + digits(rng, 9), "SES" + digits(rng, 6)])
    if kind == "ref":
        return ch(rng, ["REF " + digits(rng, 6), "RQ-" + digits(rng, 7),
                        "ORD" + digits(rng, 8)])
    if kind == "case":
        return "CC-%02d-%s" % (year % 100, digits(rng, 4))
    raise ValueError(kind)
