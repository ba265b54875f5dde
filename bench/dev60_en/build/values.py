"""Value factories for dev60_en: people, dates, ages, addresses, contacts, identifiers.

Functions here return *raw* values; templates wrap them with markup.m(TYPE, value)."""
import datetime as dt
import string
import unicodedata

import pools as P
from markup import m

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [x[:3] for x in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [x[:3] for x in WEEKDAYS]

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + num_words(rest))


def ascii_fold(s):
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch)).replace("ł", "l").replace("ø", "o").replace("Ł", "L")


def alnum_lower(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


# ------------------------------------------------------------------ dates
DATE_STYLES_BY_LOCALE = {
    "US": ["mdy", "mdy", "m/d/yy", "Month d, y", "d-Mon-y", "iso"],
    "UK": ["dmy", "dmy", "d Month y", "d-Mon-y", "d Mon y", "dd/mm/yy"],
    "CA": ["iso", "iso", "d-Mon-y", "Month d, y", "dmy", "mdy"],
    "AU": ["dmy", "dmy", "d Month y", "d/m/y", "d-Mon-y", "d.m.y"],
}


def short_style(loc, r=None):
    """Day-month without year in the locale's order."""
    return "md" if loc == "US" else "dm"


def wd_style(loc):
    return "wd md" if loc == "US" else "wd d/m"


def yy_style(loc):
    return "m/d/yy" if loc == "US" else "dd/mm/yy"


def fmt_date(d, style):
    y, mo, da = d.year, d.month, d.day
    w = d.weekday()
    f = {
        "mdy": "%02d/%02d/%04d" % (mo, da, y),
        "dmy": "%02d/%02d/%04d" % (da, mo, y),
        "d/m/y": "%d/%d/%04d" % (da, mo, y),
        "iso": "%04d-%02d-%02d" % (y, mo, da),
        "compact": "%04d%02d%02d" % (y, mo, da),
        "d-Mon-y": "%02d-%s-%04d" % (da, MON[mo - 1], y),
        "d-mon-y": "%02d-%s-%04d" % (da, MON[mo - 1].lower(), y),
        "dMONy": "%02d%s%04d" % (da, MON[mo - 1].upper(), y),
        "d-MON-yy": "%02d-%s-%02d" % (da, MON[mo - 1].upper(), y % 100),
        "Month d, y": "%s %d, %04d" % (MONTHS[mo - 1], da, y),
        "Mon d, y": "%s %d, %04d" % (MON[mo - 1], da, y),
        "d Month y": "%d %s %04d" % (da, MONTHS[mo - 1], y),
        "d Mon y": "%d %s %04d" % (da, MON[mo - 1], y),
        "m/d/yy": "%d/%d/%02d" % (mo, da, y % 100),
        "dd/mm/yy": "%02d/%02d/%02d" % (da, mo, y % 100),
        "d.m.y": "%02d.%02d.%04d" % (da, mo, y),
        "dm": "%02d/%02d" % (da, mo),
        "md": "%d/%d" % (mo, da),
        "Mon y": "%s %04d" % (MON[mo - 1], y),
        "Month y": "%s %04d" % (MONTHS[mo - 1], y),
        "mm/yyyy": "%02d/%04d" % (mo, y),
        "y": "%04d" % y,
        "wd md": "%s %d/%d" % (WD[w], mo, da),
        "wd d/m": "%s %d/%d" % (WD[w], da, mo),
        "wd d Mon": "%s %d %s" % (WD[w], da, MON[mo - 1]),
        "Weekday, Month d, y": "%s, %s %d, %04d" % (WEEKDAYS[w], MONTHS[mo - 1], da, y),
        "Mon d": "%s %d" % (MON[mo - 1], da),
        "d Mon": "%d %s" % (da, MON[mo - 1]),
        "DD-MON": "%02d-%s" % (da, MON[mo - 1].upper()),
    }
    return f[style]


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, middle, sex, origin):
        self.first, self.last, self.middle, self.sex, self.origin = first, last, middle, sex, origin
        self.nick = P.NICKNAMES.get(first)

    def initials(self, dots=False, lower=False, middle=False):
        parts = [self.first.split()[0][0]]
        if middle and self.middle:
            parts.append(self.middle[0])
        parts.append(self.last.replace("'", "").split()[-1][0] if self.last[0].islower() else self.last[0])
        s = (".".join(parts) + ".") if dots else "".join(parts)
        return s.lower() if lower else s.upper()

    def name(self, style):
        f, l, mid = self.first, self.last, self.middle
        mi = mid[0] if mid else ""
        up = lambda s: s.upper()
        table = {
            "First Last": "%s %s" % (f, l),
            "First M. Last": ("%s %s. %s" % (f, mi, l)) if mi else "%s %s" % (f, l),
            "First Middle Last": ("%s %s %s" % (f, mid, l)) if mid else "%s %s" % (f, l),
            "Last, First": "%s, %s" % (l, f),
            "Last, First M": ("%s, %s %s" % (l, f, mi)) if mi else "%s, %s" % (l, f),
            "LAST, FIRST": "%s, %s" % (up(l), up(f)),
            "LAST, FIRST M": ("%s, %s %s" % (up(l), up(f), mi)) if mi else "%s, %s" % (up(l), up(f)),
            "LAST,FIRST": "%s,%s" % (up(l), up(f)),
            "LAST FIRST": "%s %s" % (up(l), up(f)),
            "FIRST LAST": "%s %s" % (up(f), up(l)),
            "hl7": ("%s^%s^%s" % (up(l), up(f), up(mid))) if mid else "%s^%s" % (up(l), up(f)),
            "hl7i": ("%s^%s^%s" % (up(l), up(f), mi)) if mi else "%s^%s" % (up(l), up(f)),
            "F. Last": "%s. %s" % (f[0], l),
            "F Last": "%s %s" % (f[0], l),
            "Last F": "%s %s" % (l, f[0]),
            "First": f,
            "Last": l,
            "LAST": up(l),
            "lower": ("%s %s" % (f, l)).lower(),
            "lower first": f.lower(),
            "FL": self.initials(),
            "F.L.": self.initials(dots=True),
            "fl": self.initials(lower=True),
            "FML": self.initials(middle=True),
            "nick": self.nick or f,
        }
        return table[style]


def pick_origin(rng, loc):
    w = P.ORIGINS_BY_LOCALE[loc]
    keys = sorted(w)
    return rng.choices(keys, [w[k] for k in keys])[0]


def make_person(rng, loc, sex=None, origin=None, last=None, middle_p=0.45):
    origin = origin or pick_origin(rng, loc)
    fem, mal, sur = P.NAMES[origin]
    sex = sex or rng.choice("FM")
    first = rng.choice(fem if sex == "F" else mal)
    if rng.random() < 0.08:
        first = rng.choice(list(P.NICKNAMES))
    middle = rng.choice(P.MIDDLE_NAMES) if rng.random() < middle_p else None
    return Person(first, last or rng.choice(sur), middle, sex, origin)


class Staff(Person):
    pass


# ------------------------------------------------------------------ contacts
US_AREAS = ["217", "312", "419", "503", "614", "410", "512", "617", "734", "612", "602", "207", "414", "720", "317"]
CA_AREAS = ["416", "613", "604", "403", "902", "514", "306", "204", "506", "709", "705", "780"]
UK_LAND = ["01632 960{:03d}", "020 7946 0{:03d}", "0113 496 0{:03d}", "0117 496 0{:03d}", "0161 496 0{:03d}",
           "0121 496 0{:03d}", "0131 496 0{:03d}", "029 2018 0{:03d}", "0118 496 0{:03d}"]
UK_MOB = ["07700 900{:03d}"]
AU_LAND = ["(02) 5550 {:04d}", "(03) 5550 {:04d}", "(07) 5550 {:04d}", "(08) 5550 {:04d}"]


def phone(rng, loc, kind="any", ext=None):
    if loc in ("US", "CA"):
        a = rng.choice(US_AREAS if loc == "US" else CA_AREAS)
        n = "555-01%02d" % rng.randint(0, 99)
        fmt = rng.choice(["({a}) {n}", "{a}-{n}", "{a}.{n2}", "+1 {a} {n3}", "1-{a}-{n}", "({a}){n}"])
        s = fmt.format(a=a, n=n, n2=n.replace("-", "."), n3=n.replace("-", " "))
    elif loc == "UK":
        if kind == "mobile" or (kind == "any" and rng.random() < 0.35):
            s = rng.choice(UK_MOB).format(rng.randint(0, 999))
            if rng.random() < 0.2:
                s = "+44 " + s[1:]
        else:
            s = rng.choice(UK_LAND).format(rng.randint(0, 999))
    else:
        if kind == "mobile" or (kind == "any" and rng.random() < 0.5):
            s = "0491 570 %03d" % rng.randint(0, 999)
            if rng.random() < 0.2:
                s = "+61 491 570 %03d" % rng.randint(0, 999)
            elif rng.random() < 0.15:
                s = s.replace(" ", "")
        else:
            s = rng.choice(AU_LAND).format(rng.randint(0, 9999))
    if ext is None:
        ext = rng.random() < 0.18
    if ext:
        s += rng.choice([" ext. {}", " ext {}", " x{}", " x {}", " Ext.{}"]).format(rng.randint(10, 9999))
    return s


def pager(rng, loc):
    if loc == "UK":
        return "%04d" % rng.randint(1000, 9999)
    return rng.choice(["%d-%04d" % (rng.randint(1, 9), rng.randint(1000, 9999)),
                       "%05d" % rng.randint(10000, 99999), "%04d" % rng.randint(1000, 9999)])


def email(rng, person, kind="patient"):
    f, l = alnum_lower(person.first), alnum_lower(person.last)
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if kind == "staff":
        dom = rng.choice(["example.org", "mail.example.org", "health.example.net", "example.com"])
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l)])
    else:
        local = rng.choice(["%s.%s" % (f, l), "%s%s%02d" % (f, l[0], rng.randint(1, 99)),
                            "%s_%s" % (l, f[0]), "%s%d" % (f, rng.randint(1940, 2005)),
                            rng.choice(["kiwi", "sunny", "bluegum", "harbour", "trucker", "nana"]) + "_" + f + str(rng.randint(1, 99))])
    return "%s@%s" % (local, dom)


def url(rng, slug=None):
    slug = slug or rng.choice(["portal", "referrals", "results", "myhealth", "rpm", "forms"])
    host = rng.choice(["www.example.org", "portal.example.com", "example.net", "www.example.com", "records.example.org"])
    path = rng.choice(["/%s" % slug, "/%s/login" % slug, "/%s/pt/%06d" % (slug, rng.randint(0, 999999)),
                       "/%s?ref=%d" % (slug, rng.randint(1000, 99999)), ""])
    scheme = rng.choice(["https://", "https://", "http://", ""])
    if not scheme and not host.startswith("www"):
        scheme = "https://"
    return scheme + host + path


def ip(rng):
    k = rng.random()
    if k < 0.5:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))


# ------------------------------------------------------------------ identifiers
def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n, alphabet=string.ascii_uppercase):
    return "".join(rng.choice(alphabet) for _ in range(n))


def mrn(rng, loc):
    if loc == "US":
        return rng.choice([digits(rng, 8), "M" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3), "00" + digits(rng, 6)])
    if loc == "UK":
        return rng.choice(["K" + digits(rng, 6), "RX" + digits(rng, 7), letters(rng, 1) + digits(rng, 6) + letters(rng, 1), digits(rng, 7)])
    if loc == "CA":
        return rng.choice([digits(rng, 7), "H" + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 5)])
    return rng.choice([digits(rng, 6), digits(rng, 7), "UR" + digits(rng, 6)])


def national_id(rng, loc):
    """SSN type: US SSN, UK National Insurance number, Canadian SIN.  None for AU."""
    if loc == "US":
        a = rng.randint(100, 899)
        if a == 666:
            a = 667
        return rng.choice(["%03d-%02d-%04d", "%03d %02d %04d", "%03d%02d%04d"]) % (a, rng.randint(1, 99), rng.randint(1, 9999))
    if loc == "UK":
        pre = rng.choice(["QQ", "AB", "JK", "NE", "WP", "SR", "YH", "CE"])
        d = digits(rng, 6)
        suf = rng.choice("ABCD")
        return rng.choice(["%s %s %s %s %s" % (pre, d[:2], d[2:4], d[4:], suf), "%s%s%s" % (pre, d, suf)])
    if loc == "CA":
        d = digits(rng, 9)
        return rng.choice(["%s %s %s", "%s-%s-%s"]) % (d[:3], d[3:6], d[6:])
    return None


def health_card(rng, loc, person=None):
    """Public health-service number (HEALTHPLAN): NHS number, provincial card, Medicare (AU/US)."""
    if loc == "UK":
        d = digits(rng, 7)
        pre = rng.choice(["999", "943", "485", "601", "712"])
        return rng.choice(["%s %s %s" % (pre, d[:3], d[3:]), "%s%s" % (pre, d), "%s-%s-%s" % (pre, d[:3], d[3:])])
    if loc == "CA":
        k = rng.random()
        if k < 0.5:
            d = digits(rng, 10)
            return rng.choice(["%s-%s-%s-%s" % (d[:4], d[4:7], d[7:], letters(rng, 2)), "%s %s %s" % (d[:4], d[4:7], d[7:])])
        if k < 0.75 and person:
            return "%s%s %s %s" % (ascii_fold(person.last).upper().replace(" ", "").replace("'", "")[:3].ljust(3, "X"),
                                   ascii_fold(person.first)[0].upper(), digits(rng, 4), digits(rng, 4))
        d = "9" + digits(rng, 9)
        return "%s %s %s" % (d[:4], d[4:7], d[7:])
    if loc == "AU":
        d = rng.choice("23456") + digits(rng, 9)
        return rng.choice(["%s %s %s" % (d[:4], d[4:9], d[9]), "%s%s" % (d, rng.randint(1, 5))])
    # US Medicare beneficiary identifier
    a = "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randint(1, 9), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), rng.choice("ACDEFGHJKMNPQRTUVWXY0123456789"),
                                        rng.randint(0, 9), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), rng.choice("ACDEFGHJKMNPQRTUVWXY0123456789"),
                                        rng.randint(0, 9), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                                        rng.randint(0, 9), rng.randint(0, 9))
    return a


def member_id(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 8),
                       digits(rng, 3) + "-" + digits(rng, 5) + "-" + digits(rng, 2), "XG" + digits(rng, 7) + "01"])


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), letters(rng, 1) + digits(rng, 5), "%s-%s" % (digits(rng, 4), letters(rng, 3))])


def account(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "V" + digits(rng, 9), digits(rng, 10),
                       "FIN" + digits(rng, 8), "E" + digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 7))])


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + ascii_fold(last)[0].upper() + digits(rng, 7)


def licence(rng, loc, kind="med"):
    if loc == "US":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 5)), "%s-%s" % (digits(rng, 2), digits(rng, 6)), digits(rng, 7)])
    if loc == "UK":
        return digits(rng, 7) if kind == "med" else "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
    if loc == "CA":
        return rng.choice([digits(rng, 5), digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 4))])
    return rng.choice(["MED", "NMW", "PHA"]) + "000" + digits(rng, 7)


def driver_licence(rng, loc, person):
    if loc == "US":
        return rng.choice(["%s%s-%s-%s" % (ascii_fold(person.last)[0].upper(), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                           letters(rng, 1) + digits(rng, 7), digits(rng, 9)])
    if loc == "UK":
        l5 = ascii_fold(person.last).upper().replace(" ", "").replace("'", "").replace("-", "")[:5].ljust(5, "9")
        return "%s%s%s%s%s" % (l5, digits(rng, 6), ascii_fold(person.first)[0].upper(), "9", digits(rng, 1) + letters(rng, 2))
    if loc == "CA":
        return "%s%s-%s-%s" % (ascii_fold(person.last)[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return digits(rng, rng.choice([8, 9]))


def plate(rng, loc):
    if loc == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4), letters(rng, 3) + " " + digits(rng, 3)])
    if loc == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([18, 19, 20, 21, 22, 23, 68, 69, 70, 71, 72]), letters(rng, 3))
    if loc == "CA":
        return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 3) + " " + digits(rng, 3)])
    return rng.choice([letters(rng, 3) + "-" + digits(rng, 3), digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2), letters(rng, 2) + "-" + digits(rng, 2) + "-" + letters(rng, 2)])


def vin(rng):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(alpha) for _ in range(17))


def serial(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), letters(rng, 3) + digits(rng, 6) + letters(rng, 1),
                       digits(rng, 8), "SN" + digits(rng, 7), "%s-%s" % (letters(rng, 2) + digits(rng, 1), digits(rng, 5)),
                       digits(rng, 3) + letters(rng, 2) + digits(rng, 5)])


def accession(rng, year):
    yy = year % 100
    return rng.choice(["%s%02d-%s" % (rng.choice("SMCHBU"), yy, digits(rng, 5)), "%02d%s%s" % (yy, letters(rng, 2), digits(rng, 6)),
                       "L" + digits(rng, 9), "%02d-%03d-%05d" % (yy, rng.randint(1, 365), rng.randint(1, 99999)),
                       "A" + digits(rng, 8)])


def order_no(rng):
    return rng.choice(["ORD" + digits(rng, 8), digits(rng, 9), "PL" + digits(rng, 6), "FL" + digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 5))])


def idnum(rng, prefix=""):
    return prefix + rng.choice([digits(rng, 8), letters(rng, 2) + digits(rng, 6), "%s-%s" % (digits(rng, 5), digits(rng, 4))])


def hosp_code(name):
    words = [w for w in ascii_fold(name).replace("'", "").replace("-", " ").split() if w[0].isupper() and w not in ("Hospital", "Of", "The")]
    code = "".join(w[0] for w in words)[:4].upper()
    return code if len(code) >= 3 else (code + "H" * 3)[:3]


def workstation(rng, unit=None):
    unit = unit or rng.choice(["CARD", "ED", "ICU", "4W", "LAB", "PHARM", "RAD", "OPD", "WARD7", "ONC"])
    return rng.choice(["%s-%s-WS%03d" % (rng.choice(["LHG", "WKS", "PC", "CLN"]), unit, rng.randint(1, 250)),
                       "%s%s%03d" % (rng.choice(["WS", "PC", "TC"]), unit, rng.randint(1, 999)),
                       "%s-%s" % (unit.lower(), digits(rng, 5)),
                       "VDI-%s" % digits(rng, 6)])


def username(rng, person):
    f, l = alnum_lower(person.first), alnum_lower(person.last)
    k = rng.random()
    if k < 0.3:
        u = f[0] + l[:8] + (str(rng.randint(1, 9)) if rng.random() < 0.5 else "")
    elif k < 0.5:
        u = l[:7] + f[0]
    elif k < 0.65:
        u = f + "." + l
    elif k < 0.8:
        u = (f[0] + l[:6] + str(rng.randint(1, 99))).upper()
    elif k < 0.9:
        u = rng.choice("ecu") + digits(rng, 6)
    else:
        u = f[:3] + l[:3] + digits(rng, 2)
    return u


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "IRS" + digits(rng, 6), "BIO-%s-%s" % (letters(rng, 2), digits(rng, 5)),
                       "VP" + digits(rng, 8), "FPT-" + digits(rng, 6)])


# ------------------------------------------------------------------ addresses
class Address:
    def __init__(self, rng, loc):
        self.loc = loc
        num = rng.randint(2, 9899)
        street = "%d %s %s" % (num, rng.choice(P.STREET_NAMES), rng.choice(P.STREET_TYPES[loc]))
        if loc == "CA" and street.split()[-1] in ("rue", "chemin"):
            street = "%d, %s %s" % (num, street.split()[-1], rng.choice(P.STREET_NAMES))
        self.unit = None
        if rng.random() < 0.3:
            self.unit = rng.choice(UNIT_FORMS_L(loc)).format(rng.choice([str(rng.randint(1, 40)), "%d%s" % (rng.randint(1, 9), rng.choice("ABCD"))]))
        self.street = street
        self.city = rng.choice(P.CITIES[loc])
        self.county = rng.choice(P.COUNTIES[loc]) if loc in P.COUNTIES and rng.random() < 0.6 else None
        if loc == "UK":
            self.state_name = self.state_abbr = None
            a = rng.choice(P.UK_POSTAREAS)
            self.zip = "%s%d %d%s" % (a, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        else:
            self.state_name, self.state_abbr = rng.choice(P.STATES[loc])
            if loc == "US":
                self.zip = "%05d" % rng.randint(1001, 99950)
                if rng.random() < 0.2:
                    self.zip += "-%04d" % rng.randint(1, 9999)
            elif loc == "CA":
                fl = rng.choice(P.CA_POSTAL_FIRST[self.state_abbr])
                L = "ABCEGHJKLMNPRSTVWXYZ"
                self.zip = "%s%d%s %d%s%d" % (fl, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
            else:
                self.zip = P.AU_POSTCODE_FIRST[self.state_abbr] + digits(rng, 3)
        self.country = rng.choice(P.HOME_COUNTRY[loc])

    def street_full(self, sep=", "):
        return self.street + (sep + self.unit if self.unit else "")

    def lines(self, abbr=True, country=False, sep=", ", upper=False):
        """Marked one-line address."""
        U = (lambda s: s.upper()) if upper else (lambda s: s)
        out = m("STREET", U(self.street_full())) + sep + m("CITY", U(self.city))
        if self.loc == "UK":
            if self.county:
                out += sep + m("CITY", U(self.county))
            out += sep + m("ZIP", U(self.zip))
        else:
            out += sep + m("STATE", U(self.state_abbr if abbr else self.state_name)) + ("  " if self.loc == "CA" else " ") + m("ZIP", self.zip)
        if country:
            out += sep + m("COUNTRY", U(self.country))
        return out


def UNIT_FORMS_L(loc):
    return P.UNIT_FORMS[loc]


# ------------------------------------------------------------------ ages
def age_phrase(rng, age, style=None):
    """Marked age with its surrounding words."""
    styles = ["{a} yo", "{a}yo", "{a}-year-old", "{a} y/o", "{a}Y", "{a}y", "{a} yrs", "aged {a}", "{a} years",
              "age {a}", "{w}-year-old", "aged {w}", "{a} year old", "{a}yrs"]
    style = style or rng.choice(styles)
    if "{w}" in style:
        pre, post = style.split("{w}")
        return pre + m("AGE", num_words(age)) + post
    pre, post = style.split("{a}")
    return pre + m("AGE", str(age)) + post


# ------------------------------------------------------------------ the case
class Case:
    """All values of one note."""

    def __init__(self, rng, loc):
        self.r = r = rng
        self.loc = loc
        k = r.random()
        if k < 0.08:
            self.age = r.randint(0, 15)
        elif k < 0.18:
            self.age = r.randint(90, 104)
        else:
            self.age = r.randint(18, 89)
        self.d0 = dt.date(2016, 1, 1) + dt.timedelta(days=r.randint(0, 365 * 9 + 250))
        self.dob = self.d0 - dt.timedelta(days=int(self.age * 365.25) + r.randint(1, 360))
        self.pt = make_person(r, loc)
        self.sex = self.pt.sex
        self.addr = Address(r, loc)
        self.staff = [make_person(r, loc) for _ in range(14)]
        self.staff_i = 0
        self.hosp = r.choice(P.HOSPITALS[loc])
        self.hosp2 = r.choice([h for h in P.HOSPITALS[loc] if h != self.hosp])
        self.hcode = hosp_code(self.hosp)
        self.clinic = r.choice(P.CLINICS[loc])
        self.ward = r.choice(P.WARDS)
        self.building = r.choice(P.BUILDINGS)
        self.employer = r.choice(P.EMPLOYERS)
        self.insurer = r.choice(P.INSURERS[loc])
        self.lab = r.choice(P.LABS[loc])
        self.profession = r.choice(P.PROFESSIONS)
        self.mrn = mrn(r, loc)
        self.nid = national_id(r, loc)
        self.hcard = health_card(r, loc, self.pt)
        self.member = member_id(r)
        self.group = group_no(r)
        self.acct = account(r)
        self.phone = phone(r, loc, ext=False)
        self.mobile = phone(r, loc, kind="mobile", ext=False)
        self.email = email(r, self.pt)
        self.date_styles = DATE_STYLES_BY_LOCALE[loc]
        self.dstyle = r.choice(self.date_styles)
        rel_sex = r.choice("FM")
        self.fam = [make_person(r, loc, sex=rel_sex, origin=self.pt.origin,
                                last=self.pt.last if r.random() < 0.6 else None) for _ in range(1)]
        self.fam += [make_person(r, loc, origin=self.pt.origin if r.random() < 0.7 else None) for _ in range(3)]
        self.rels = [self.relation(p) for p in self.fam]
        self.fam_phone = [phone(r, loc, ext=False) for _ in self.fam]

    # relations
    def relation(self, p):
        a = self.age
        if a < 16:
            opts = {"F": ["mother", "grandmother", "aunt", "foster mother"], "M": ["father", "grandfather", "uncle", "stepfather"]}
        elif a > 70:
            opts = {"F": ["daughter", "wife", "niece", "sister", "granddaughter"], "M": ["son", "husband", "nephew", "brother", "grandson"]}
        elif a < 40:
            opts = {"F": ["wife", "partner", "sister", "mother", "friend"], "M": ["husband", "partner", "brother", "father", "neighbour"]}
        else:
            opts = {"F": ["wife", "partner", "sister", "mother", "daughter", "friend"], "M": ["husband", "partner", "brother", "father", "son", "neighbour"]}
        return self.r.choice(opts[p.sex])

    def next_staff(self):
        s = self.staff[self.staff_i % len(self.staff)]
        self.staff_i += 1
        return s

    # dates
    def day(self, offset=0):
        return self.d0 + dt.timedelta(days=offset)

    def D(self, d, style=None):
        return m("DATE", fmt_date(d, style or self.dstyle))

    def Dr(self, d, styles=None):
        return m("DATE", fmt_date(d, self.r.choice(styles or self.date_styles)))

    def dob_s(self, style=None):
        return self.D(self.dob, style)

    # names
    def P(self, style="First Last"):
        return m("PATIENT", self.pt.name(style))

    def S(self, person, style="First Last"):
        return m("DOCTOR", person.name(style))

    def F(self, i, style="First Last"):
        return m("FAMILY", self.fam[i].name(style))

    def title(self):
        if self.age < 16:
            return ""
        if self.sex == "M":
            return "Mr "
        return self.r.choice(["Mrs ", "Ms ", "Miss "])

    def age_s(self, style=None):
        return age_phrase(self.r, self.age, style)

    def sexw(self):
        return {"F": "female", "M": "male"}[self.sex]

    def he(self):
        return {"F": "she", "M": "he"}[self.sex]

    def his(self):
        return {"F": "her", "M": "his"}[self.sex]

    def cred(self):
        return self.r.choice(P.STAFF_CREDS[self.loc])

    def ph(self, ext=None):
        return m("PHONE", phone(self.r, self.loc, ext=ext))

    def fx(self):
        return m("FAX", phone(self.r, self.loc, kind="land", ext=False))

    def home_country(self):
        return m("COUNTRY", self.addr.country)


def _staff_attr(case, s, key, make):
    store = case.__dict__.setdefault("_staff_attrs", {})
    k = (id(s), key)
    if k not in store:
        store[k] = make()
    return store[k]


def _lic(self, s):
    import common
    return _staff_attr(self, s, "lic", lambda: common.licence_value(self))


def _user(self, s):
    return _staff_attr(self, s, "user", lambda: username(self.r, s))


def _deg(self, s):
    return _staff_attr(self, s, "deg", lambda: self.r.choice(P.STAFF_CREDS[self.loc]))


Case.lic = _lic
Case.user = _user
Case.deg = _deg
