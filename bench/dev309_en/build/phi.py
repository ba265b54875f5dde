"""PHI value generators and surface forms for dev309_en."""

import datetime

from core import P, pick, chance
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
            "Sunday"]
UNITS_W = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
           "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
           "sixteen", "seventeen", "eighteen", "nineteen"]
TENS_W = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
          "eighty", "ninety"]

DMY = {"UK", "IE", "AU"}


def num_words(n):
    if n < 20:
        return UNITS_W[n]
    t, u = divmod(n, 10)
    return TENS_W[t] + ("-" + UNITS_W[u] if u else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
def fmt_date(d, style, country):
    dmy = country in DMY
    y, m, dd = d.year, d.month, d.day
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd, wd3 = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    if style == "num":
        if country == "CA":
            return "%04d-%02d-%02d" % (y, m, dd)
        return ("%02d/%02d/%04d" % (dd, m, y)) if dmy else ("%02d/%02d/%04d" % (m, dd, y))
    if style == "num_us":
        return "%d/%d/%04d" % (m, dd, y) if not dmy else "%d/%d/%04d" % (dd, m, y)
    if style == "num2":
        return ("%d/%d/%02d" % (dd, m, y % 100)) if dmy else ("%d/%d/%02d" % (m, dd, y % 100))
    if style == "dot":
        return ("%02d.%02d.%04d" % (dd, m, y)) if dmy else ("%02d.%02d.%02d" % (m, dd, y % 100))
    if style == "long":
        return ("%d %s %d" % (dd, mon, y)) if dmy else ("%s %d, %d" % (mon, dd, y))
    if style == "ord":
        return ("%s %s %d" % (ordinal(dd), mon, y)) if dmy else ("%s %s, %d" % (mon, ordinal(dd), y))
    if style == "abbr":
        return ("%d %s %d" % (dd, mo3, y)) if dmy else ("%s %d, %d" % (mo3, dd, y))
    if style == "dmon":
        return "%02d-%s-%04d" % (dd, mo3, y)
    if style == "dmonu":
        return "%02d-%s-%02d" % (dd, mo3.upper(), y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "wk_long":
        return ("%s %d %s %d" % (wd, dd, mon, y)) if dmy else ("%s, %s %d, %d" % (wd, mon, dd, y))
    if style == "wk_short":
        return ("%s %d/%d" % (wd3, dd, m)) if dmy else ("%s %d/%d" % (wd3, m, dd))
    if style == "wk_abbr":
        return ("%s %d %s" % (wd3, dd, mo3)) if dmy else ("%s %s %d" % (wd3, mo3, dd))
    if style == "wk_dm":
        return ("%s %s %s" % (wd, ordinal(dd), mon)) if dmy else ("%s, %s %d" % (wd, mon, dd))
    if style == "my":
        return "%s %d" % (mon, y)
    if style == "mys":
        return "%s %d" % (mo3, y)
    if style == "mnum":
        return "%02d/%04d" % (m, y)
    if style == "y":
        return "%d" % y
    if style == "dm":
        return ("%d/%d" % (dd, m)) if dmy else ("%d/%d" % (m, dd))
    if style == "dmlong":
        return ("%d %s" % (dd, mon)) if dmy else ("%s %d" % (mon, dd))
    if style == "mon":
        return mon
    if style == "wd":
        return wd
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num", "num_us", "num2", "dot", "long", "long", "ord",
               "abbr", "dmon", "dmonu", "iso"]
SHORT_STYLES = ["dm", "dmlong", "wk_short", "wk_abbr", "wk_dm"]


def dseg(rng, d, country, styles=None):
    st = pick(rng, styles or FULL_STYLES)
    return P("DATE", fmt_date(d, st, country))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def years_before(d, years, rng):
    """A birth date so that the person is `years` old on d."""
    back = years * 365 + years // 4 + rng.randint(10, 350)
    return d - datetime.timedelta(days=back)


# ---------------------------------------------------------------- ages
def age_seg(rng, n, sex=None, form=None, unit="year"):
    """Surface form for an age; only the number (digits or words) is a span."""
    a = P("AGE", str(n))
    if unit != "year":
        forms = ["%s-old" % unit, "%ss old" % unit, "hyph"]
        f = form or pick(rng, forms)
        u = unit if n == 1 else unit + "s"
        if f == "hyph":
            return [a, "-%s-old" % unit]
        if f.endswith("-old"):
            return [a, "-%s-old" % unit]
        return [a, " %s old" % u]
    forms = ["yo", "yo_tight", "y/o", "year-old", "year-old", "years old", "aged",
             "words", "words_aged", "sex", "sex_tight", "yrs", "age"]
    f = form or pick(rng, forms)
    if f == "yo":
        return [a, " yo"]
    if f == "yo_tight":
        return [a, "yo"]
    if f == "y/o":
        return [a, " y/o"]
    if f == "year-old":
        return [a, "-year-old"]
    if f == "years old":
        if chance(rng, 0.25):
            return [P("AGE", num_words(n)), " years old"]
        return [a, " years old"]
    if f == "aged":
        return ["aged ", a]
    if f == "age":
        return ["age ", a]
    if f == "yrs":
        return [a, " yrs"]
    if f == "words":
        return [P("AGE", num_words(n)), "-year-old"]
    if f == "words_aged":
        return ["aged ", P("AGE", num_words(n))]
    if f in ("sex", "sex_tight"):
        s = sex or "F"
        return [a, (" " if f == "sex" else "") + s]
    raise ValueError(f)


# ---------------------------------------------------------------- persons
class Person:
    def __init__(self, first, last, sex, typ, middle=None):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.middle = middle

    def _p(self, s):
        return P(self.typ, s)

    def full(self):
        return self._p("%s %s" % (self.first, self.last))

    def fml(self):
        if self.middle:
            return self._p("%s %s. %s" % (self.first, self.middle, self.last))
        return self.full()

    def lf(self):
        return self._p("%s, %s" % (self.last, self.first))

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += " " + self.middle
        return self._p(s)

    def fn(self):
        return self._p(self.first)

    def ln_(self):
        return self._p(self.last)

    def init(self, rng):
        f, l = self.first[0], self.last[0]
        return self._p(pick(rng, ["%s.%s." % (f, l), "%s%s" % (f, l), "%s. %s." % (f, l)]))

    def initials_lc(self):
        return self._p((self.first[0] + self.last[0]).lower())

    def first_li(self):
        return self._p("%s %s." % (self.first, self.last[0]))

    def fi_last(self, rng):
        return self._p(pick(rng, ["%s. %s" % (self.first[0], self.last),
                                  "%s %s" % (self.first[0], self.last)]))

    def title(self, rng, country, dr=False):
        dot = country in ("US", "CA") and not chance(rng, 0.15) or chance(rng, 0.12)
        if dr:
            t = "Dr"
        elif self.sex == "M":
            t = "Mr"
        else:
            t = pick(rng, ["Ms", "Mrs", "Ms", "Miss"])
        return t + ("." if dot and t != "Miss" else "")

    def t_last(self, rng, country, dr=False):
        return [self.title(rng, country, dr) + " ", self.ln_()]

    def t_full(self, rng, country, dr=False):
        return [self.title(rng, country, dr) + " ", self.full()]

    def any(self, rng, country):
        k = rng.randrange(6)
        if k == 0:
            return self.full()
        if k == 1:
            return self.t_last(rng, country, self.typ == "DOCTOR")
        if k == 2:
            return self.fi_last(rng)
        if k == 3:
            return self.t_full(rng, country, self.typ == "DOCTOR")
        if k == 4:
            return self.fml()
        return self.full()

    def username(self, rng):
        f, l = self.first.lower(), self.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return P("USERNAME", pick(rng, [f[0] + l, l + f[0], f + "." + l, f[0] + l + str(rng.randint(1, 9)),
                                        l[:6] + f[:2], "%s_%s" % (f[:3], l[:4])]))

    def email(self, rng, dom=None):
        f = self.first.lower()
        l = self.last.lower().replace("'", "").replace(" ", "")
        dom = dom or pick(rng, ["example.org", "example.net", "example.com",
                                "nhs.example.net", "health.example.org"])
        local = pick(rng, [f + "." + l, f[0] + l, f[0] + "." + l, l + "." + f[0]])
        return P("EMAIL", "%s@%s" % (local, dom))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141",
            "0151", "0161", "0191", "01632", "01904", "01223"]


def phone(rng, country, kind="land"):
    d = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    if kind == "ext":
        return phone(rng, country, "land") + pick(rng, [" ext. ", " ext ", " x", " extn "]) + d(pick(rng, [3, 4]))
    if country == "UK":
        if kind == "mobile":
            return pick(rng, ["07700 555%s" % d(3), "07%s 555%s" % (d(3), d(3)),
                              "07%s 555 %s" % (d(3), d(3)), "+44 7%s 555%s" % (d(3), d(3))])
        a = pick(rng, UK_AREAS)
        if len(a) == 5:
            return "%s 555%s" % (a, d(3))
        return pick(rng, ["%s 555 %s" % (a, d(4)), "(%s) 555 %s" % (a, d(4)),
                          "+44 %s 555 %s" % (a[1:], d(4))])
    if country in ("US", "CA"):
        a = pick(rng, ["404", "410", "713", "212", "312", "614", "919", "615", "215", "504", "205"]
                 if country == "US" else ["416", "514", "403", "604", "902", "204", "613", "905"])
        x = "555-01%s" % d(2)
        f = rng.randrange(5)
        if f == 0:
            return "(%s) %s" % (a, x)
        if f == 1:
            return "%s-%s" % (a, x)
        if f == 2:
            return "%s.555.01%s" % (a, d(2))
        if f == 3:
            return "+1 %s 555 01%s" % (a, d(2))
        return pick(rng, ["(%s) %s" % (a, x), "%s-%s" % (a, x)])
    if country == "IE":
        if kind == "mobile":
            return pick(rng, ["08%s 555 %s" % (pick(rng, "3567"), d(4)),
                              "+353 8%s 555 %s" % (pick(rng, "3567"), d(4))])
        a = pick(rng, ["01", "021", "091", "061", "045", "051", "042"])
        return pick(rng, ["%s 555 %s" % (a, d(4)), "(%s) 555 %s" % (a, d(4)),
                          "+353 %s 555 %s" % (a[1:], d(4))])
    if country == "AU":
        if kind == "mobile":
            return pick(rng, ["04%s 555 %s" % (d(2), d(3)), "+61 4%s 555 %s" % (d(2), d(3))])
        a = pick(rng, ["02", "03", "07", "08"])
        return pick(rng, ["(%s) 5550 %s" % (a, d(4)), "%s 5550 %s" % (a, d(4)),
                          "+61 %s 5550 %s" % (a[1], d(4))])
    raise ValueError(country)


def bleep(rng):
    return pick(rng, ["555%d" % rng.randrange(10), "5-55%d" % rng.randrange(10),
                      "555%02d" % rng.randrange(100)])


def ext(rng):
    return "555%d" % rng.randrange(10)


def url(rng, path=None):
    host = pick(rng, ["www.example.org", "www.example.net", "portal.example.com",
                      "careplans.example.org", "example.com", "haem.example.net"])
    path = path or pick(rng, ["redcell", "scd/careplan", "thal-service", "patient/login",
                              "sickle/info", "transition", "tcd-booking", "ivf/ref"])
    pre = pick(rng, ["https://", "", "http://", ""])
    return P("URL", "%s%s/%s" % (pre, host, path))


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return P("IPADDR", "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randint(2, 254)))
    if k == 1:
        return P("IPADDR", "172.%d.%d.%d" % (rng.randint(16, 31), rng.randrange(256), rng.randint(2, 254)))
    return P("IPADDR", "192.168.%d.%d" % (rng.randrange(256), rng.randint(2, 254)))


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(chr(65 + rng.randrange(26)) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        v = pick(rng, ["RX%s" % digits(rng, 7), "K%s" % digits(rng, 7), digits(rng, 8),
                       "H%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 6))])
    elif country == "US":
        v = pick(rng, [digits(rng, 8), digits(rng, 7), "E%s" % digits(rng, 9),
                       "%s-%s" % (digits(rng, 3), digits(rng, 5))])
    elif country == "CA":
        v = pick(rng, [digits(rng, 7), "MRN%s" % digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 6))])
    elif country == "IE":
        v = pick(rng, [digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6)), digits(rng, 6)])
    else:
        v = pick(rng, [digits(rng, 7), digits(rng, 6), "UR%s" % digits(rng, 6)])
    return P("MRN", v)


def health_no(rng, country, region_abbr=None):
    """(label text, segment) for the national health system / insurer number."""
    if country == "UK":
        return (pick(rng, ["NHS No", "NHS number", "NHS No.", "NHS"]),
                P("HEALTHPLAN", "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))))
    if country == "US":
        k = rng.randrange(3)
        if k == 0:
            return ("Medicaid ID", P("HEALTHPLAN", "%s%s" % (letters(rng, 2), digits(rng, 8))))
        if k == 1:
            return ("Member ID", P("HEALTHPLAN", "%s%s" % (letters(rng, 3), digits(rng, 9))))
        return ("Ins. ID", P("HEALTHPLAN", "%s-%s" % (letters(rng, 1) + digits(rng, 4), digits(rng, 5))))
    if country == "CA":
        if region_abbr == "QC":
            return ("RAMQ", P("HEALTHPLAN", "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))))
        if region_abbr == "BC":
            return ("PHN", P("HEALTHPLAN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))))
        if region_abbr == "AB":
            return ("AHCIP", P("HEALTHPLAN", "%s-%s" % (digits(rng, 5), digits(rng, 4))))
        return (pick(rng, ["OHIP", "Health card", "HCN"]),
                P("HEALTHPLAN", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))))
    if country == "IE":
        return (pick(rng, ["Medical card no.", "IHI", "GMS no."]),
                P("HEALTHPLAN", pick(rng, ["%s%s" % (digits(rng, 7), letters(rng, 1)), digits(rng, 10)])))
    return (pick(rng, ["Medicare No", "Medicare", "Medicare no."]),
            P("HEALTHPLAN", "%s %s %s" % (digits(rng, 4), digits(rng, 5), rng.randint(1, 5))))


def ssn(rng, country):
    """(label, segment) or None; every value starts with 9 or 000."""
    if country == "US":
        return ("SSN", P("SSN", pick(rng, ["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])))
    if country == "CA":
        return ("SIN", P("SSN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))))
    if country == "IE":
        return ("PPSN", P("SSN", "9%s%s" % (digits(rng, 6), letters(rng, pick(rng, [1, 2])))))
    if country == "AU":
        return ("TFN", P("SSN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))))
    return None


def licence(rng, country, nurse=False):
    if country == "UK":
        if nurse:
            return ("NMC PIN", P("LICENSE", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))))
        return (pick(rng, ["GMC", "GMC No", "GMC no."]), P("LICENSE", digits(rng, 7)))
    if country == "US":
        if nurse:
            return ("RN Lic #", P("LICENSE", "RN%s" % digits(rng, 6)))
        k = rng.randrange(3)
        if k == 0:
            return ("NPI", P("LICENSE", "1" + digits(rng, 9)))
        if k == 1:
            return ("DEA", P("LICENSE", letters(rng, 2) + digits(rng, 7)))
        return ("Lic #", P("LICENSE", "MD%s" % digits(rng, 6)))
    if country == "CA":
        if nurse:
            return ("CNO #", P("LICENSE", digits(rng, 7)))
        return (pick(rng, ["CPSO #", "CPSO", "Licence no."]), P("LICENSE", digits(rng, 5)))
    if country == "IE":
        if nurse:
            return ("NMBI PIN", P("LICENSE", digits(rng, 6)))
        return (pick(rng, ["MCRN", "IMC No."]), P("LICENSE", digits(rng, 6)))
    if nurse:
        return ("AHPRA", P("LICENSE", "NMW000" + digits(rng, 7)))
    return (pick(rng, ["AHPRA", "Prescriber No.", "AHPRA reg."]),
            P("LICENSE", pick(rng, ["MED000" + digits(rng, 7), digits(rng, 7)])))


def account(rng, country):
    lab = pick(rng, {"UK": ["Episode No", "Attendance No", "Spell"],
                     "US": ["Acct #", "FIN", "Encounter #", "Visit #"],
                     "CA": ["Encounter #", "Visit No.", "Acct"],
                     "IE": ["Episode No.", "Attendance no."],
                     "AU": ["Episode No", "Visit No"]}[country])
    v = pick(rng, [digits(rng, 9), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                   "V%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7))])
    return (lab, P("ACCOUNT", v))


def accession(rng, kind="lab"):
    y = rng.randint(16, 24)
    if kind == "lab":
        v = pick(rng, ["H%d-%s" % (y, digits(rng, 5)), "%s%s" % (letters(rng, 2), digits(rng, 7)),
                       "%d%s" % (y, digits(rng, 7)), "S%d/%s" % (y, digits(rng, 5))])
    elif kind == "bb":
        v = pick(rng, ["BT%s" % digits(rng, 7), "XM-%s" % digits(rng, 6), "GS%d%s" % (y, digits(rng, 5))])
    elif kind == "rad":
        v = pick(rng, ["RAD%s" % digits(rng, 7), "US-%s" % digits(rng, 6), "ACC%s" % digits(rng, 8)])
    elif kind == "din":
        v = "%s%s %02d %s" % (letters(rng, 1), digits(rng, 4), y, digits(rng, 6))
    elif kind == "nbs":
        v = pick(rng, ["NBS%d-%s" % (y, digits(rng, 6)), "%s/%s" % (digits(rng, 2), digits(rng, 7)),
                       "BS%s" % digits(rng, 8)])
    elif kind == "ref":
        v = pick(rng, [digits(rng, 12), "REF-%s" % digits(rng, 6), "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))])
    else:
        v = "%s%s" % (letters(rng, 3), digits(rng, 6))
    return P("IDNUM", v)


def device_sn(rng, kind="pump"):
    if kind == "optia":
        v = pick(rng, ["1T%s" % digits(rng, 5), "OPT-%s" % digits(rng, 6), "8%s" % digits(rng, 6)])
    elif kind == "port":
        v = pick(rng, ["PP%s" % digits(rng, 7), "%s-%s" % (letters(rng, 3), digits(rng, 6))])
    elif kind == "tcd":
        v = pick(rng, ["DBX-%s" % digits(rng, 5), "SN%s" % digits(rng, 7)])
    else:
        v = pick(rng, ["%s%s" % (letters(rng, 2), digits(rng, 6)), "CR%s-%s" % (digits(rng, 1), digits(rng, 5)),
                       digits(rng, 8)])
    return P("DEVICE", v)


def plate(rng, country):
    L, D = lambda n: letters(rng, n), lambda n: digits(rng, n)
    if country == "UK":
        v = "%s%s %s" % (L(2), D(2), L(3))
    elif country == "US":
        v = pick(rng, ["%s%s%s" % (D(1), L(3), D(3)), "%s-%s" % (L(3), D(4))])
    elif country == "CA":
        v = "%s %s" % (L(4), D(3))
    elif country == "IE":
        v = "%d-%s-%s" % (rng.randint(15, 24), pick(rng, ["KE", "MH", "C", "G", "L", "WW"]), D(pick(rng, [4, 5])))
    else:
        v = pick(rng, ["%s%s-%s" % (D(1), L(2), D(2)) + L(1), "%s-%s" % (L(3), D(3))])
    return P("VEHICLE", v)


def bioid(rng, kind="palm"):
    if kind == "finger":
        return P("BIOID", pick(rng, ["FP-%s" % digits(rng, 5), "FPR%s" % digits(rng, 7)]))
    return P("BIOID", pick(rng, ["PV-%s" % digits(rng, 8), "BIO%s" % digits(rng, 7), "PVS%s" % digits(rng, 6)]))


# ---------------------------------------------------------------- addresses
def street(rng, country):
    n = rng.randint(1, 240)
    name = pick(rng, pools.STREET_NAMES)
    suf = pick(rng, pools.STREET_SUFFIX[country])
    if country == "UK":
        s = pick(rng, ["%d %s %s" % (n, name, suf), "Flat %d, %d %s %s" % (rng.randint(1, 12), n, name, suf),
                       "%d %s %s" % (n, name, suf)])
    elif country == "US":
        n = rng.randint(12, 9800)
        s = pick(rng, ["%d %s %s" % (n, name, suf), "%d %s %s, Apt %d%s" % (n, name, suf, rng.randint(1, 9), pick(rng, "ABCD")),
                       "%d %s %s #%d" % (n, name, suf, rng.randint(2, 40))])
    elif country == "CA":
        n = rng.randint(10, 4800)
        s = pick(rng, ["%d %s %s" % (n, name, suf), "%d-%d %s %s" % (rng.randint(101, 1204), n, name, suf)])
    elif country == "IE":
        s = pick(rng, ["%d %s %s" % (n, name, suf), "%d %s" % (rng.randint(1, 90), pick(rng, pools.ESTATES_IE) + " " + suf),
                       "Apt %d, %s House, %s Street" % (rng.randint(1, 40), name, pick(rng, pools.STREET_NAMES))])
    else:
        s = pick(rng, ["%d %s %s" % (n, name, suf), "Unit %d/%d %s %s" % (rng.randint(1, 12), n, name, suf)])
    return P("STREET", s)


def postcode(rng, country):
    L, D = lambda n: letters(rng, n), lambda n: digits(rng, n)
    if country == "UK":
        v = pick(rng, ["%s%s %s%s" % (L(2), D(1), D(1), L(2)), "%s%s %s%s" % (L(2), D(2), D(1), L(2)),
                       "%s%s %s%s" % (L(1), D(2), D(1), L(2))])
    elif country == "US":
        v = pick(rng, [D(5), D(5), "%s-%s" % (D(5), D(4))])
    elif country == "CA":
        v = "%s%s%s %s%s%s" % (L(1), D(1), L(1), D(1), L(1), D(1))
    elif country == "IE":
        v = "%s%s %s%s%s%s" % (L(1), D(2), L(1), D(1), L(1), D(1))
    else:
        v = "%d%s" % (rng.randint(2, 7), D(3))
    return P("ZIP", v)


class Address:
    def __init__(self, rng, country, region=None):
        self.country = country
        self.street = street(rng, country)
        self.city = P("CITY", pick(rng, pools.TOWNS[country]))
        self.region = region or pick(rng, pools.REGIONS[country])
        self.zip = postcode(rng, country)
        self.rng_abbr = chance(rng, 0.6)

    def reg(self, rng=None, full=None):
        if full is None:
            full = not self.rng_abbr
        return P("CITY" if self.country in ("UK", "IE") else "STATE",
                 self.region[0] if full else self.region[1])

    def lines(self, rng, oneline=False, with_country=False):
        """Address segment list; parts split per the guideline."""
        c = self.country
        sep = ", " if oneline else "\n"
        out = [self.street, sep, self.city]
        if c == "UK":
            if chance(rng, 0.3):
                out += [sep, self.reg(full=True)]
            out += [sep if chance(rng, 0.6) else " ", self.zip]
        elif c == "IE":
            out += [sep, "Co. ", self.reg(full=True), sep, self.zip]
        elif c in ("US", "CA"):
            out += [", ", self.reg(), " ", self.zip]
        else:
            out += [" ", self.reg(full=False), " ", self.zip]
        if with_country:
            out += [sep, P("COUNTRY", pick(rng, pools.COUNTRY_NAME[c]))]
        return out
