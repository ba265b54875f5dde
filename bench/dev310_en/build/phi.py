"""Surface forms of PHI: people, dates, ages, contacts, identifiers, addresses.
All functions take the single shared rng explicitly."""
import datetime
from doc import P
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DMY = ("UK", "IE", "AU")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ---------------------------------------------------------------- dates
DATE_STYLES = {
    "full": ["num", "num", "num", "long", "abbr", "num_short", "long_ord", "dash_mon"],
    "any": ["num", "num", "long", "abbr", "num_short", "wd_long", "wd_short", "dm",
            "day_month", "long_ord", "dash_mon"],
    "part": ["month_year", "month_year", "mon_year", "year", "year"],
}


def dfmt(d, country, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    wd = WEEKDAYS[d.weekday()]
    us = country == "US"
    ca = country == "CA"
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (m, dd, y)
        if ca:
            return "%d-%02d-%02d" % (y, m, dd)
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "num_short":
        if us or ca:
            return "%d/%d/%02d" % (m, dd, y % 100)
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, m, y % 100) if not us else "%02d.%02d.%d" % (m, dd, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (mon, dd, y) if (us or ca) else "%d %s %d" % (dd, mon, y)
    if style == "long_ord":
        return "%s %s, %d" % (mon, ordinal(dd), y) if (us or ca) else "%s %s %d" % (ordinal(dd), mon, y)
    if style == "abbr":
        return "%s %d, %d" % (mon[:3], dd, y) if (us or ca) else "%d %s %d" % (dd, mon[:3], y)
    if style == "dash_mon":
        return "%02d-%s-%d" % (dd, mon[:3], y) if not us else "%02d-%s-%d" % (dd, mon[:3].upper(), y)
    if style == "wd_long":
        if us or ca:
            return "%s, %s %d, %d" % (wd, mon, dd, y)
        return "%s %d %s %d" % (wd, dd, mon, y)
    if style == "wd_short":
        if us or ca:
            return "%s %d/%d" % (wd[:3], m, dd)
        return "%s %d/%d" % (wd[:3], dd, m)
    if style == "wd_day":
        if us or ca:
            return "%s %s %d" % (wd, mon, dd)
        return "%s %s" % (wd, ordinal(dd))
    if style == "dm":
        return "%d/%d" % (m, dd) if (us or ca) else "%02d/%02d" % (dd, m)
    if style == "day_month":
        return "%s %d" % (mon, dd) if (us or ca) else "%d %s" % (dd, mon)
    if style == "month_year":
        return "%s %d" % (mon, y)
    if style == "mon_year":
        return "%s %d" % (mon[:3], y) if not us else "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "month":
        return mon
    if style == "weekday":
        return wd
    raise ValueError(style)


def D(d, country, style):
    return P("DATE", dfmt(d, country, style))


def dstyle(rng, kind="any"):
    return rng.choice(DATE_STYLES[kind])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, start, end):
    span = (end - start).days
    return add_days(start, rng.randint(0, span))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, typ, country, sex=None, last=None, role=None, title=None, avoid=()):
        self.typ = typ
        self.country = country
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(pools.FIRST_M if self.sex == "M" else pools.FIRST_F)
        self.last = last or rng.choice(pools.SURNAMES)
        while last is None and self.last in avoid:
            self.last = rng.choice(pools.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else None
        self.nick = pools.NICK.get(self.first)
        self.role = role
        if title is None:
            if typ == "DOCTOR":
                title = ""
            elif self.sex == "M":
                title = "Mr"
            else:
                title = rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        self.title = title
        self.dot = (country in ("US", "CA")) != (rng.random() < 0.1)

    def t(self, title=None):
        tt = self.title if title is None else title
        if not tt:
            return ""
        if self.dot and tt in ("Dr", "Mr", "Mrs", "Ms", "Prof"):
            tt += "."
        return tt + " "

    def full(self):
        return P(self.typ, "%s %s" % (self.first, self.last))

    def fml(self):
        if self.mid:
            return P(self.typ, ("%s %s. %s" if self.dot else "%s %s %s") % (self.first, self.mid, self.last))
        return self.full()

    def last_only(self):
        return P(self.typ, self.last)

    def first_only(self):
        return P(self.typ, self.first)

    def titled(self, title=None):
        return [self.t(title), P(self.typ, self.last)]

    def titled_full(self, title=None):
        return [self.t(title), self.full()]

    def caps(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid:
            s += " " + self.mid
        return P(self.typ, s)

    def lf(self):
        return P(self.typ, "%s, %s" % (self.last, self.first))

    def initials(self, rng):
        a, b = self.first[0], self.last[0]
        if self.last.startswith("O'"):
            b = "O"
        if self.last.startswith("Mc"):
            b = "McG" if False else b
        return P(self.typ, rng.choice(["%s.%s." % (a, b), "%s%s" % (a, b)]))

    def init_last(self):
        return P(self.typ, "%s. %s" % (self.first[0], self.last))

    def nickname(self):
        return P(self.typ, self.nick or self.first)

    def lower_initials(self):
        return P(self.typ, (self.first[0] + self.last[0]).lower())

    def any(self, rng, formal=False):
        """A random reference form, with title outside the span."""
        if formal:
            k = rng.choice(["titled", "titled", "titled_full", "full"])
        else:
            k = rng.choice(["titled", "titled", "full", "first", "titled_full", "fml"])
        if k == "titled":
            return self.titled()
        if k == "titled_full":
            return self.titled_full()
        if k == "first":
            return self.first_only()
        if k == "fml":
            return self.fml()
        return self.full()


AVOID = []


def doctor(rng, country, role, physician=False, title=None):
    p = Person(rng, "DOCTOR", country, role=role,
               title=(title if title is not None else ("Dr" if physician else "")), avoid=AVOID)
    return p


def dr_ref(rng, p):
    """A clinician referred to in running text."""
    if p.title:
        return rng.choice([p.titled(), p.titled(), p.titled_full(), [p.t(), p.init_last()]])
    return rng.choice([p.full(), p.full(), p.first_only(), p.fml()])


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0116", "0117", "0118", "0121", "0131", "0141", "0151",
            "0161", "0191", "01632", "01904", "01223", "01392", "01482", "01603"]
IE_AREAS = ["01", "021", "091", "061", "051", "066", "071", "074", "094", "045"]
AU_AREAS = ["02", "03", "07", "08"]
NA_AREAS = {"CA": ["416", "613", "604", "902", "204", "780", "506", "306", "905"],
            "US": ["614", "503", "616", "802", "612", "859", "319", "207", "414",
                   "720", "615", "513"]}


def _d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def phone(rng, country, kind="land"):
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07%s 555 %s", "07%s 555%s"]) % (_d(rng, 3), _d(rng, 3))
        a = rng.choice(UK_AREAS)
        return rng.choice(["%s 555 %s", "(%s) 555 %s", "%s 555%s"]) % (a, _d(rng, 4))
    if country == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s", "08%s-555-%s"]) % (rng.choice("35679"), _d(rng, 4))
        a = rng.choice(IE_AREAS)
        return rng.choice(["%s 555 %s", "(%s) 555 %s"]) % (a, _d(rng, 4))
    if country == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (_d(rng, 2), _d(rng, 3))
        a = rng.choice(AU_AREAS)
        return rng.choice(["(%s) 555%s %s", "%s 555%s %s"]) % (a, _d(rng, 1), _d(rng, 4))
    a = rng.choice(NA_AREAS[country])
    return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"]) % (a, _d(rng, 4))


def ext(rng, country, num):
    r = rng.random()
    if r < 0.6:
        return num
    if country in ("US", "CA"):
        return num + rng.choice([" ext. ", " x", " ext "]) + _d(rng, 4)
    return num + rng.choice([" ext ", " ext. "]) + _d(rng, 4)


def pager(rng, country):
    if country in ("UK", "IE"):
        return "555" + _d(rng, 1)
    if country == "AU":
        return "555" + _d(rng, 2)
    return rng.choice(["555-%s" % _d(rng, 4), "555%s" % _d(rng, 2)])


def email(rng, first, last, domain=None):
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    first = first.lower().replace("'", "")
    last = last.lower().replace("'", "").replace(" ", "")
    form = rng.choice(["%s.%s", "%s%s", "%s_%s", "%s.%s%d"])
    if form == "%s.%s%d":
        loc = form % (first, last, rng.randint(1, 99))
    elif rng.random() < 0.3:
        loc = "%s%s" % (first[0], last)
    else:
        loc = form % (first, last)
    return loc + "@" + dom


def role_email(rng, box):
    return "%s@%s" % (box, rng.choice(["example.org", "example.net", "example.com"]))


def url(rng, path):
    host = rng.choice(["www.example.org", "portal.example.com", "www.example.net",
                       "example.org", "care.example.net"])
    pre = rng.choice(["", "", "https://"])
    return pre + host + "/" + path


def ipaddr(rng):
    r = rng.random()
    if r < 0.45:
        return "192.168.%d.%d" % (rng.randint(0, 20), rng.randint(2, 250))
    if r < 0.75:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 250))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 250))


def username(rng, p):
    f, l = p.first.lower(), p.last.lower().replace("'", "")
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l[0]), "%s%s%d" % (f[0], l, rng.randint(1, 9)),
                       "%s_%s" % (l, f[0]), "%s%s" % (l[:5], f[:2])])


# ---------------------------------------------------------------- identifiers
def _L(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return rng.choice([_L(rng, 1) + _d(rng, 7), _L(rng, 3) + _d(rng, 6), _d(rng, 8)])
    if country == "IE":
        return rng.choice([_d(rng, 7), _d(rng, 6)])
    if country == "AU":
        return rng.choice([_d(rng, 6), _d(rng, 7), "U" + _d(rng, 6)])
    if country == "CA":
        return rng.choice([_d(rng, 8), _L(rng, 1) + _d(rng, 7)])
    return rng.choice([_d(rng, 8), _d(rng, 7), "E" + _d(rng, 9)])


def healthplan(rng, country, kind=None):
    if country == "UK":
        return "%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 4))
    if country == "IE":
        if kind == "lti":
            return "LTI" + _d(rng, 6)
        return _d(rng, 7) + _L(rng, 1)
    if country == "AU":
        if kind == "ndis":
            return "43" + _d(rng, 7)
        if kind == "fund":
            return _d(rng, 8)
        return "%s %s %s" % (_d(rng, 4), _d(rng, 5), _d(rng, 1))
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2)),
                           "%s %s %s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3))])
    if kind == "mbi":
        return "%s%s%s-%s%s%s-%s%s%s" % (_d(rng, 1), _L(rng, 1), _L(rng, 1), _d(rng, 1),
                                         _L(rng, 1), _L(rng, 1), _d(rng, 1), _L(rng, 1), _d(rng, 2))
    if kind == "group":
        return rng.choice(["GRP-" + _d(rng, 6), _d(rng, 5) + _L(rng, 2)])
    return _L(rng, 3) + _d(rng, 9)


def ssn(rng, country):
    if country == "US":
        a = rng.choice(["9" + _d(rng, 2), "000"])
        return "%s-%s-%s" % (a, _d(rng, 2), _d(rng, 4))
    if country == "IE":
        return "9" + _d(rng, 6) + _L(rng, 1) + rng.choice(["", "A", "W"])
    if country == "CA":
        return "9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))
    if country == "AU":
        return "9%s %s %s%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3), _L(rng, 1))
    return None


def account(rng, country):
    return rng.choice([_d(rng, 4) + "-" + _d(rng, 4), "V" + _d(rng, 8), "EP-" + _d(rng, 6),
                       _d(rng, 10), "ENC" + _d(rng, 7)])


def licence(rng, country, kind):
    if kind == "doctor":
        if country == "UK":
            return _d(rng, 7)
        if country == "IE":
            return _d(rng, 6)
        if country == "AU":
            return "MED000" + _d(rng, 7)
        if country == "CA":
            return _d(rng, 5)
        return _d(rng, 10)
    if kind == "nurse":
        if country == "UK":
            return "%s%s%s%s" % (_d(rng, 2), _L(rng, 1), _d(rng, 4), _L(rng, 1))
        if country == "AU":
            return "NMW000" + _d(rng, 7)
        if country == "US":
            return "RN" + _d(rng, 6)
        return _d(rng, 6)
    if kind == "ahp":
        if country == "UK":
            return rng.choice(["SL", "OT", "PH", "DT"]) + _d(rng, 5)
        if country == "AU":
            return rng.choice(["SPE", "OCC", "PHY"]) + "000" + _d(rng, 7)
        return _d(rng, 6)
    if kind == "dea":
        return _L(rng, 2) + _d(rng, 7)
    if kind == "driver":
        if country == "UK":
            return None
        if country == "US":
            return _L(rng, 1) + _d(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4)
        if country == "AU":
            return _d(rng, 8)
        if country == "CA":
            return _L(rng, 1) + _d(rng, 4) + "-" + _d(rng, 5) + "-" + _d(rng, 5)
        return _d(rng, 3) + "-" + _d(rng, 6)
    raise ValueError(kind)


def uk_driver(rng, p, dob):
    sur = (p.last.upper().replace("'", "") + "99999")[:5]
    m = dob.month + (50 if p.sex == "F" else 0)
    s = "%s%d%02d%02d%d%s%s9%s" % (sur, dob.year // 10 % 10, m, dob.day, dob.year % 10,
                                   p.first[0], p.mid or "9", _L(rng, 2))
    return s


def device_sn(rng, kind=None):
    return rng.choice(["%s%s" % (_d(rng, 2), _d(rng, 9)),
                       "%s-%s" % (_L(rng, 3), _d(rng, 7)),
                       "%s%s-%s" % (_L(rng, 2), _d(rng, 2), _d(rng, 6)),
                       "SN%s" % _d(rng, 10)])


def asset_tag(rng):
    return rng.choice(["AT-%s" % _d(rng, 6), "CES%s" % _d(rng, 7), "LS-%s-%s" % (_d(rng, 2), _d(rng, 5))])


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (_L(rng, 2), rng.choice([15, 16, 18, 19, 21, 22, 23, 65, 68, 70, 71, 72]), _L(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "201", "211", "221", "222", "231", "241", "18"]),
                             rng.choice(["KY", "G", "MO", "C", "D", "T", "WX", "CE", "MH", "SO", "L", "OY"]),
                             _d(rng, rng.choice([4, 5])))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (_d(rng, 1), _L(rng, 2), _d(rng, 3)), "%s %s" % (_L(rng, 3), _d(rng, 3))])
    if country == "CA":
        return "%s %s" % (_L(rng, 4), _d(rng, 3))
    return rng.choice(["%s%s%s" % (_d(rng, 1), _L(rng, 3), _d(rng, 3)), "%s-%s" % (_L(rng, 3), _d(rng, 4))])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng, kind):
    if kind == "voice":
        return rng.choice(["VB-%s" % _d(rng, 6), "VP%s%s" % (_d(rng, 4), _L(rng, 2)), "VBK-%s-%s" % (_d(rng, 2), _d(rng, 5))])
    if kind == "palm":
        return "PV-%s" % _d(rng, 7)
    return "FP-%s" % _d(rng, 5)


def idnum(rng, prefix):
    return rng.choice(["%s-%s" % (prefix, _d(rng, 6)), "%s/%s/%s" % (prefix, _d(rng, 2), _d(rng, 4)),
                       "%s%s" % (prefix, _d(rng, 7))])


# ---------------------------------------------------------------- addresses
def zipcode(rng, country, state=None):
    if country == "UK":
        area = rng.choice(["HX", "KM", "SB", "WX", "AW", "BD", "EK", "RV", "FB", "TW", "LQ", "CV"])
        return "%s%d %d%s" % (area, rng.randint(1, 19), rng.randint(1, 9), _L(rng, 2))
    if country == "IE":
        return "%s%s %s%s%s%s" % (_L(rng, 1), _d(rng, 2), _L(rng, 1), _d(rng, 1), _L(rng, 1), _d(rng, 1))
    if country == "AU":
        return rng.choice(["2", "3", "4", "5", "6", "7"]) + _d(rng, 3)
    if country == "CA":
        return "%s%s%s %s%s%s" % (_L(rng, 1), _d(rng, 1), _L(rng, 1), _d(rng, 1), _L(rng, 1), _d(rng, 1))
    z = _d(rng, 5)
    return z if rng.random() < 0.8 else z + "-" + _d(rng, 4)


class Address:
    def __init__(self, rng, country, town=None):
        self.country = country
        num = rng.randint(1, 220)
        stem = rng.choice(pools.STREET_STEMS)
        suf = rng.choice(pools.STREET_SUFFIX[country])
        if country in ("US", "CA") and rng.random() < 0.4:
            suf = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd",
                   "Boulevard": "Blvd", "Court": "Ct", "Lane": "Ln"}.get(suf, suf)
        street = "%d %s %s" % (num, stem, suf)
        r = rng.random()
        if r < 0.15:
            if country in ("UK", "IE"):
                street = "Flat %d, %s" % (rng.randint(1, 12), street)
            elif country == "AU":
                street = "Unit %d/%s" % (rng.randint(1, 9), street)
            elif country == "CA":
                street = "%d-%s" % (rng.randint(101, 1204), street)
            else:
                street = "%s, Apt %d%s" % (street, rng.randint(1, 30), rng.choice(["", "B", "C"]))
        self.street = street
        self.town = town or rng.choice(pools.TOWNS[country])
        self.county = None
        self.state = None
        if country == "UK":
            if rng.random() < 0.4:
                self.county = rng.choice(pools.COUNTIES["UK"])
        elif country == "IE":
            self.county = rng.choice(pools.COUNTIES["IE"])
        else:
            self.state = rng.choice(pools.STATES[country])
        self.zip = zipcode(rng, country)
        if country == "AU":
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}[self.state[1]]
            self.zip = first + self.zip[1:]
        self.state_long = rng.random() < 0.25

    def state_seg(self):
        if not self.state:
            return None
        return P("STATE", self.state[0] if self.state_long else self.state[1])

    def parts(self):
        """List of segment lines (street, town/county..., postcode...)."""
        c = self.country
        lines = [[P("STREET", self.street)], [P("CITY", self.town)]]
        if c == "UK":
            if self.county:
                lines.append([P("CITY", self.county)])
            lines.append([P("ZIP", self.zip)])
        elif c == "IE":
            lines.append([P("CITY", self.county)])
            lines.append([P("ZIP", self.zip)])
        elif c == "AU":
            lines[1] = [P("CITY", self.town.upper() if not self.state_long else self.town), " ",
                        self.state_seg(), " ", P("ZIP", self.zip)]
        else:
            lines[1] = [P("CITY", self.town), ", ", self.state_seg(), "  " if c == "CA" else " ",
                        P("ZIP", self.zip)]
        return lines

    def oneline(self):
        out = []
        for i, ln in enumerate(self.parts()):
            if i:
                out.append(", ")
            out.extend(ln)
        return out

    def block(self, indent=""):
        out = []
        for ln in self.parts():
            out.append(indent)
            out.extend(ln)
            out.append("\n")
        return out
