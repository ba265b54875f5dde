"""Invented values: people, addresses, phones, identifiers, dates, ages."""
import datetime as dt
import string

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 200:
        rest = n - 100
        return "one hundred" + ((" and " + words(rest)) if rest else "")
    raise ValueError(n)


def weighted(r, d):
    keys = list(d.keys())
    tot = sum(d[k] for k in keys)
    x = r.random() * tot
    for k in keys:
        x -= d[k]
        if x < 0:
            return k
    return keys[-1]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None, origin=None, cred=None, nick=None,
                 role=None):
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.origin, self.cred, self.nick = middle, origin, cred, nick
        self.role = role

    # plain (unmarked) renderings
    def full(self, mid=True):
        if mid and self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return "%s %s" % (self.first, self.last)

    def lf(self, mid=True, caps=False, dot=True):
        s = "%s, %s" % (self.last, self.first)
        if mid and self.middle:
            s += " " + self.middle + ("." if dot else "")
        return s.upper() if caps else s

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=False, lower=False):
        a, b = self.first[0], self.last[0]
        if self.last.startswith(("de la ", "Mac ")):
            b = self.last.split()[-1][0]
        s = ("%s.%s." % (a, b)) if dots else (a + b)
        return s.lower() if lower else s.upper()

    def first_lastinit(self):
        return "%s %s." % (self.first, self.last[0])

    def username(self, r):
        base = (self.first[0] + self.last).lower()
        base = "".join(ch for ch in base if ch in string.ascii_lowercase)
        pat = r.choice(["{b}", "{b}{n}", "{f}.{l}", "{l}{f0}", "{b}{n}"])
        f = "".join(ch for ch in self.first.lower() if ch in string.ascii_lowercase)
        l = "".join(ch for ch in self.last.lower() if ch in string.ascii_lowercase)
        return pat.format(b=base[:9], n=r.randint(1, 99), f=f, l=l, f0=f[:1])


class Names:
    """Per-note name factory keeping surnames distinct inside one note."""

    def __init__(self, r):
        self.r = r
        self.used = set()

    def origin(self):
        return weighted(self.r, pools.ORIGIN_WEIGHTS)

    def person(self, sex=None, origin=None, middle_p=0.45, last=None, role=None, cred=None):
        r = self.r
        origin = origin or self.origin()
        male, female, surnames = pools.NAMES[origin]
        sex = sex or r.choice("MF")
        for _ in range(50):
            first = r.choice(male if sex == "M" else female)
            ln = last or r.choice(surnames)
            if (last or ln not in self.used) and first not in self.used:
                break
        self.used.add(ln)
        self.used.add(first)
        mid = None
        if r.random() < middle_p:
            mid = r.choice("ABCDEFGHJKLMNPRSTW")
        nick = pools.NICKNAMES.get(first)
        return Person(first, ln, sex, mid, origin, cred, nick, role)


CREDS = {
    "physician": ["MD", "MD", "MD", "DO", "MD, PhD", "M.D."],
    "cardiology": ["MD, FACC", "MD, FACC", "DO, FACC", "MD, FSCAI", "MD"],
    "surgeon": ["MD, FACS", "MD", "DO", "MD, FACS"],
    "nurse": ["RN", "RN, BSN", "RN", "LPN"],
    "np": ["NP", "FNP-C", "ANP-BC", "PA-C"],
    "crna": ["CRNA"],
    "resident": ["MD", "DO", "MD (PGY-2)", "MD, PGY-1"],
}


# ---------------------------------------------------------------- locale bits
US_AREA = ["614", "216", "412", "313", "317", "312", "414", "314", "502", "615", "404",
           "919", "804", "410", "518", "617", "207", "802", "860", "973", "512", "602",
           "303", "503", "206", "612", "515", "316", "205", "504", "803", "402", "304",
           "505", "330", "740", "937", "724", "269", "812"]


def us_phone(r, area=None, style=None):
    area = area or r.choice(US_AREA)
    line = "01%02d" % r.randint(0, 99)
    style = style or r.choice(["paren", "paren", "dash", "dash", "dot", "space"])
    if style == "paren":
        return "(%s) 555-%s" % (area, line)
    if style == "dash":
        return "%s-555-%s" % (area, line)
    if style == "dot":
        return "%s.555.%s" % (area, line)
    if style == "space":
        return "%s 555 %s" % (area, line)
    if style == "local":
        return "555-%s" % line
    if style == "intl":
        return "+1 %s 555 %s" % (area, line)
    raise ValueError(style)


def gb_phone(r):
    k = r.randint(0, 3)
    if k == 0:
        return "01632 960%03d" % r.randint(0, 999)
    if k == 1:
        return "020 7946 0%03d" % r.randint(0, 999)
    if k == 2:
        return "07700 900%03d" % r.randint(0, 999)
    return "+44 7700 900%03d" % r.randint(0, 999)


def au_phone(r):
    n = r.randint(0, 999)
    return r.choice(["0491 570 %03d", "0491 570 %03d", "+61 491 570 %03d"]) % n


def extension(r):
    return r.choice([" ext. %d", " x%d", " ext %d", " Ext. %d"]) % r.randint(10, 4999)


def pager(r):
    return r.choice(["%d-%04d" % (r.randint(2, 8), r.randint(1000, 9999)),
                     "%04d" % r.randint(1000, 9999),
                     "%d%d-%03d" % (r.randint(1, 9), r.randint(0, 9), r.randint(100, 999))])


class Loc:
    def __init__(self, code, r):
        self.code, self.r = code, r
        if code == "en-US":
            st = r.choice(pools.US_STATES)
            self.region, self.region_abbr, self._zp = st
            self.area = r.choice(US_AREA)
        elif code == "en-CA":
            st = r.choice(pools.CA_PROVINCES)
            self.region, self.region_abbr, self._zp = st
            self.area = r.choice(pools.CA_AREA)
        elif code == "en-GB":
            self.region = r.choice(pools.GB_COUNTIES)
            self.region_abbr = None
            self._zp = r.choice(pools.GB_POST)
            self.area = None
        elif code == "en-AU":
            st = r.choice(pools.AU_STATES)
            self.region, self.region_abbr, self._zp = st
            self.area = None
        self.country = {"en-US": "USA", "en-CA": "Canada", "en-GB": "United Kingdom",
                        "en-AU": "Australia"}[code]

    @property
    def dmy(self):
        return self.code in ("en-GB", "en-AU")

    def town(self):
        return self.r.choice({"en-US": pools.US_TOWNS, "en-CA": pools.CA_TOWNS,
                              "en-GB": pools.GB_TOWNS, "en-AU": pools.AU_TOWNS}[self.code])

    def postcode(self):
        r = self.r
        L = "ABCEGHJKLMNPRSTVWXYZ"
        if self.code == "en-US":
            return self._zp + "%03d" % r.randint(0, 999)
        if self.code == "en-CA":
            return "%s%d%s %d%s%d" % (self._zp, r.randint(0, 9), r.choice(L), r.randint(0, 9),
                                       r.choice(L), r.randint(0, 9))
        if self.code == "en-GB":
            return "%s%d %d%s%s" % (self._zp, r.randint(1, 19), r.randint(1, 9), r.choice(L),
                                     r.choice(L))
        return self._zp + "%03d" % r.randint(0, 999)

    def street(self, unit_p=0.2):
        r = self.r
        nm = r.choice(pools.STREET_NAMES)
        if self.code == "en-GB":
            s = "%d %s %s" % (r.randint(1, 140), nm, r.choice(pools.STREET_SUFFIX_GB))
            if r.random() < 0.2:
                s = "Flat %d, %s" % (r.randint(1, 24), s)
            return s
        if self.code == "en-AU":
            s = "%d %s %s" % (r.randint(1, 300), nm, r.choice(pools.STREET_SUFFIX_AU))
            if r.random() < 0.2:
                s = "%d/%s" % (r.randint(1, 30), s)
            return s
        s = "%d %s %s" % (r.choice([r.randint(2, 99), r.randint(100, 9999),
                                     r.randint(100, 25000)]),
                          nm, r.choice(pools.STREET_SUFFIX_US))
        if r.random() < 0.12:
            s = "%d %s %s" % (r.randint(100, 9999), r.choice(["N", "S", "E", "W", "North",
                                                              "West"]),
                              s.split(" ", 1)[1])
        if r.random() < unit_p:
            s += ", %s %s" % (r.choice(pools.UNITS), r.choice(
                [str(r.randint(1, 40)), "%d%s" % (r.randint(1, 9), r.choice("ABCD")),
                 str(r.randint(100, 520))]))
        return s

    def phone(self, style=None):
        if self.code == "en-US":
            return us_phone(self.r, self.area if self.r.random() < 0.7 else None, style)
        if self.code == "en-CA":
            area = self.area if self.r.random() < 0.7 else self.r.choice(pools.CA_AREA)
            return us_phone(self.r, area, style)
        if self.code == "en-GB":
            return gb_phone(self.r)
        return au_phone(self.r)

    # identifiers ------------------------------------------------------
    def ssn(self):
        r = self.r
        if self.code == "en-US":
            return "%03d-%02d-%04d" % (r.randint(900, 999), r.randint(10, 99),
                                        r.randint(1000, 9999))
        if self.code == "en-CA":
            return "%03d %03d %03d" % (r.randint(900, 999), r.randint(0, 999), r.randint(0, 999))
        if self.code == "en-GB":
            return "QQ %02d %02d %02d %s" % (r.randint(10, 99), r.randint(10, 99),
                                              r.randint(10, 99), r.choice("ABCD"))
        return None

    def healthplan(self):
        r = self.r
        if self.code == "en-CA":
            return "%04d-%03d-%03d-%s" % (r.randint(1000, 9999), r.randint(0, 999),
                                           r.randint(0, 999), r.choice(["AB", "KX", "MT", "PQ"]))
        if self.code == "en-AU":
            return "%04d %05d %d" % (r.randint(2000, 6999), r.randint(0, 99999), r.randint(1, 9))
        if self.code == "en-GB":
            return "PMI-%07d" % r.randint(0, 9999999)
        return member_id(r)


def member_id(r):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ"
    k = r.randint(0, 5)
    if k == 0:
        return "".join(r.choice(A) for _ in range(3)) + "%06d" % r.randint(0, 999999)
    if k == 1:
        return "W%09d" % r.randint(0, 999999999)
    if k == 2:  # MBI-like layout
        return "%d%s%s%d-%s%s%d-%s%s%d%d" % (
            r.randint(1, 9), r.choice(A), r.choice(A + "0123456789"), r.randint(0, 9),
            r.choice(A), r.choice(A + "0123456789"), r.randint(0, 9), r.choice(A), r.choice(A),
            r.randint(0, 9), r.randint(0, 9))
    if k == 3:
        return "%s%s%d %d %d" % (r.choice(A), r.choice(A), r.randint(100, 999),
                                 r.randint(10000, 99999), r.randint(10, 99))
    if k == 4:
        return "%011d" % r.randint(0, 10 ** 11 - 1)
    return "%s%08d-0%d" % (r.choice(A), r.randint(0, 99999999), r.randint(1, 4))


def member_id_mbi(r):
    A = "ACDEFGHJKMNPQRTUVWXY"
    return "%d%s%s%d-%s%s%d-%s%s%d%d" % (
        r.randint(1, 9), r.choice(A), r.choice(A + "0123456789"), r.randint(0, 9), r.choice(A),
        r.choice(A + "0123456789"), r.randint(0, 9), r.choice(A), r.choice(A), r.randint(0, 9),
        r.randint(0, 9))


def group_no(r):
    return r.choice(["%05d" % r.randint(0, 99999), "GRP-%04d" % r.randint(0, 9999),
                     "%d%s%03d" % (r.randint(10, 99), r.choice("ABKMX"), r.randint(0, 999))])


def mrn(r):
    k = r.randint(0, 6)
    if k == 0:
        return "%08d" % r.randint(0, 10 ** 8 - 1)
    if k == 1:
        return "%07d" % r.randint(0, 10 ** 7 - 1)
    if k == 2:
        return "%02d-%02d-%02d-%02d" % tuple(r.randint(0, 99) for _ in range(4))
    if k == 3:
        return "M%07d" % r.randint(0, 10 ** 7 - 1)
    if k == 4:
        return "%03d-%03d-%03d" % tuple(r.randint(0, 999) for _ in range(3))
    if k == 5:
        return "E%09d" % r.randint(0, 10 ** 9 - 1)
    return "%06d" % r.randint(100000, 999999)


def account(r):
    k = r.randint(0, 5)
    if k == 0:
        return "%04d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999))
    if k == 1:
        return "A%011d" % r.randint(0, 10 ** 11 - 1)
    if k == 2:
        return "%010d" % r.randint(0, 10 ** 10 - 1)
    if k == 3:
        return "V%08d" % r.randint(0, 10 ** 8 - 1)
    if k == 4:
        return "%09d" % r.randint(0, 10 ** 9 - 1)
    return "FIN %d" % r.randint(10 ** 7, 10 ** 8 - 1)


def encounter(r):
    return r.choice(["%010d" % r.randint(0, 10 ** 10 - 1),
                     "ENC-%07d" % r.randint(0, 10 ** 7 - 1),
                     "%d%07d" % (r.randint(1, 9), r.randint(0, 10 ** 7 - 1))])


def npi(r):
    return "1%09d" % r.randint(0, 10 ** 9 - 1)


def dea(r, last):
    L = "ABFGM"
    first = r.choice(L)
    second = last[0].upper() if last[0].isalpha() else "X"
    digs = [r.randint(0, 9) for _ in range(6)]
    chk = (digs[0] + digs[2] + digs[4] + 2 * (digs[1] + digs[3] + digs[5])) % 10
    return first + second + "".join(map(str, digs)) + str(chk)


def state_license(r, abbr=None):
    return r.choice(["%s%06d" % (r.choice(["G", "A", "C"]), r.randint(0, 999999)),
                     "%d%s%07d" % (r.randint(10, 99), r.choice(["MA", "ME", "MD"]),
                                   r.randint(0, 9999999)),
                     "%07d" % r.randint(0, 9999999),
                     "LIC-%05d" % r.randint(0, 99999)])


def drivers_license(r):
    A = "ABCDEFGHJKLMNPRSTWY"
    return r.choice(["%s%03d-%04d-%04d" % (r.choice(A), r.randint(0, 999), r.randint(0, 9999),
                                           r.randint(0, 9999)),
                     "%s%07d" % (r.choice(A), r.randint(0, 9999999)),
                     "%09d" % r.randint(0, 999999999),
                     "%s%s%d%s%s%d%s%d" % (r.choice(A), r.choice(A), r.randint(10, 99),
                                          r.choice(A), r.choice(A), r.randint(10, 99),
                                          r.choice(A), r.randint(10, 99))])


def serial(r):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ"
    k = r.randint(0, 4)
    if k == 0:
        return "".join(r.choice(A) for _ in range(3)) + "%06d" % r.randint(0, 999999)
    if k == 1:
        return "%s%s%s%06d%s" % (r.choice(A), r.choice(A), r.choice(A), r.randint(0, 999999),
                                 r.choice(A))
    if k == 2:
        return "%d%04d%s%04d" % (r.randint(1, 9), r.randint(0, 9999), r.choice(A),
                                 r.randint(0, 9999))
    if k == 3:
        return "SN%08d" % r.randint(0, 10 ** 8 - 1)
    return "%s-%05d-%s" % ("".join(r.choice(A) for _ in range(2)), r.randint(0, 99999),
                           r.choice(A))


def lot(r):
    return r.choice(["%08d" % r.randint(0, 10 ** 8 - 1),
                     "%s%06d" % (r.choice("ABCDEFGHKLM"), r.randint(0, 999999)),
                     "%d%s%05d" % (r.randint(1, 9), r.choice("ABCDE"), r.randint(0, 99999))])


def plate(r, code="en-US"):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if code == "en-GB":
        return "%s%s%02d %s%s%s" % (r.choice(A), r.choice(A), r.randint(10, 72), r.choice(A),
                                    r.choice(A), r.choice(A))
    return r.choice(["%d%s%s%s%03d" % (r.randint(1, 9), r.choice(A), r.choice(A), r.choice(A),
                                       r.randint(0, 999)),
                     "%s%s%s-%04d" % (r.choice(A), r.choice(A), r.choice(A), r.randint(0, 9999)),
                     "%s%s%s %03d" % (r.choice(A), r.choice(A), r.choice(A), r.randint(0, 999))])


def vin(r):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(A) for _ in range(17))


def bioid(r):
    return r.choice(["FP-%05d" % r.randint(0, 99999), "BIO-%04d-%04d" % (r.randint(0, 9999),
                                                                       r.randint(0, 9999)),
                     "PV-%05d" % r.randint(0, 99999), "IR%07d" % r.randint(0, 9999999)])


def accession(r, year):
    yy = year % 100
    return r.choice(["RAD-%02d-%06d" % (yy, r.randint(0, 999999)),
                     "CT%02d%06d" % (yy, r.randint(0, 999999)),
                     "%d%07d" % (r.randint(1, 9), r.randint(0, 9999999)),
                     "ACC-%08d" % r.randint(0, 10 ** 8 - 1),
                     "XR-%d-%05d" % (year, r.randint(0, 99999))])


def specimen(r, year):
    yy = year % 100
    return r.choice(["S%02d-%04d" % (yy, r.randint(0, 9999)),
                     "SP-%02d-%05d" % (yy, r.randint(0, 99999)),
                     "%s%02d-%05d" % (r.choice(["SU", "CY", "FS"]), yy, r.randint(0, 99999))])


def job_no(r):
    return r.choice(["%06d" % r.randint(0, 999999), "%07d" % r.randint(0, 9999999),
                     "J%06d" % r.randint(0, 999999)])


def order_no(r):
    return r.choice(["ORD%08d" % r.randint(0, 10 ** 8 - 1), "%09d" % r.randint(0, 10 ** 9 - 1),
                     "RQ-%06d" % r.randint(0, 999999)])


def ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


def email(r, p, domain=None):
    f = "".join(ch for ch in p.first.lower() if ch.isascii() and ch.isalpha())
    l = "".join(ch for ch in p.last.lower() if ch.isascii() and ch.isalpha())
    dom = domain or r.choice(["example.org", "example.com", "example.net", "mail.example.com",
                              "example.org"])
    user = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, r.randint(1, 99)),
                     "%s%d" % (l, r.randint(10, 1999)), "%s.%s" % (f[0], l)])
    return user + "@" + dom


def slug(s):
    out = "".join(ch.lower() if ch.isalnum() and ch.isascii() else "-" for ch in s)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


# ---------------------------------------------------------------- dates
def fmt_date(d, f):
    m, dd, y = d.month, d.day, d.year
    if f == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if f == "mdy_np":
        return "%d/%d/%04d" % (m, dd, y)
    if f == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if f == "mdy2z":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if f == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if f == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if f == "iso":
        return d.isoformat()
    if f == "dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if f == "oldcaps":
        return "%02d-%s-%04d" % (dd, MON[m - 1].upper(), y)
    if f == "dmy":
        return "%02d/%02d/%04d" % (dd, m, y)
    if f == "dmy_np":
        return "%d/%d/%04d" % (dd, m, y)
    if f == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if f == "dmy_abbr":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if f == "dmy_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if f == "md":
        return "%d/%d" % (m, dd)
    if f == "dm":
        return "%d/%d" % (dd, m)
    if f == "wk_md":
        return "%s %d/%d" % (WDAY[d.weekday()], m, dd)
    if f == "wk_dm":
        return "%s %d/%d" % (WDAY[d.weekday()], dd, m)
    if f == "wk_long":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if f == "wk_dmy_long":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1], y)
    if f == "weekday":
        return WEEKDAYS[d.weekday()]
    if f == "month_day":
        return "%s %d" % (MONTHS[m - 1], dd)
    if f == "day_month":
        return "%d %s" % (dd, MONTHS[m - 1])
    if f == "mon_day":
        return "%s %d" % (MON[m - 1], dd)
    if f == "ord":
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return "%s %d%s" % (MONTHS[m - 1], dd, suf)
    if f == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if f == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if f == "my_slash":
        return "%02d/%d" % (m, y)
    if f == "month":
        return MONTHS[m - 1]
    if f == "year":
        return str(y)
    if f == "compact":
        return "%04d%02d%02d" % (y, m, dd)
    raise ValueError(f)


US_FULL = {"mdy": 10, "mdy_np": 5, "mdy2": 3, "long": 3, "abbr": 2, "dash": 1, "iso": 1,
           "oldcaps": 1, "mdy2z": 1}
DMY_FULL = {"dmy": 8, "dmy_np": 2, "dmy_long": 4, "dmy_abbr": 3, "iso": 1, "dmy_dot": 1}
US_SHORT = {"md": 6, "wk_md": 2, "mon_day": 1, "month_day": 1, "ord": 1}
DMY_SHORT = {"dm": 5, "wk_dm": 1, "dmy_abbr": 2, "day_month": 1}

HOLIDAYS = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Eve", "New Year's Day",
            "Easter", "Memorial Day", "Labor Day", "the Fourth of July", "Halloween",
            "Mother's Day", "Father's Day", "Valentine's Day", "Independence Day"]
HOLIDAYS_GB = ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night"]
HOLIDAYS_AU = ["Christmas", "Boxing Day", "Australia Day", "Anzac Day", "Easter"]


def rand_date(r, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=r.randint(0, span))


def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)
