"""Country conventions: people, dates, phones, addresses and identifiers.
Functions returning "frags" give lists of plain strings and (value, TYPE)
tuples for the note builder."""
import datetime as dt

import pools as P
from nb import rng, ch, chance, wch, digits, letters

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NORTH_AM = ("US", "CA")


class Person:
    def __init__(self, first, last, sex, mid=""):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def full(self):
        return self.first + " " + self.last

    def fml(self):
        return self.first + (" " + self.mid + "." if self.mid else "") + " " + self.last

    def lf(self, upper=False):
        s = self.last + ", " + self.first
        if self.mid and chance(0.4):
            s += " " + self.mid
        return s.upper() if upper else s

    def init(self):
        return self.first[0] + "." + self.last[0] + "."

    def fi(self):
        return self.first[0] + ". " + self.last

    def ini2(self):
        return self.first[0] + self.last[0]


def pick_origin(country):
    return wch(P.COUNTRY_ORIGINS[country])


def make_person(country, sex=None, last=None, adult=False, origin=None):
    origin = origin or pick_origin(country)
    sex = sex or ch("FM")
    if adult and chance(0.6):
        first = ch(P.ADULT_F if sex == "F" else P.ADULT_M)
    else:
        girls, boys = P.FIRST[origin]
        first = ch(girls if sex == "F" else boys)
    if last is None:
        last = ch(P.SURNAME[origin])
    mid = letters(1, "ABCDEFGHJKLMNPRSTW") if chance(0.3) else ""
    return Person(first, last, sex, mid)


# ---------------------------------------------------------------- dates
def fmt_date(d, c, style=None):
    if style is None:
        style = ch(["num", "num", "num", "long", "mon", "short"])
    us = c in ("US", "CA")
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    if style == "iso" or (c == "CA" and style == "num" and chance(0.35)):
        return "%04d-%02d-%02d" % (yy, mm, dd)
    if c == "ZA" and style == "num" and chance(0.4):
        return "%04d/%02d/%02d" % (yy, mm, dd)
    if style == "num":
        return "%02d/%02d/%04d" % ((mm, dd, yy) if us else (dd, mm, yy))
    if style == "short":
        return "%d/%d/%02d" % ((mm, dd, yy % 100) if us else (dd, mm, yy % 100))
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, mm, yy % 100)
    if style == "long":
        if us:
            return "%s %d, %d" % (mon, dd, yy)
        return "%d%s %s %d" % (dd, ordsuf(dd) if chance(0.25) else "", mon, yy)
    if style == "mon":
        return ("%02d-%s-%d" % (dd, mon[:3], yy)) if chance(0.6) else ("%d %s %d" % (dd, mon[:3], yy))
    if style == "wd":
        w = WDAYS[d.weekday()][:3]
        return ("%s %d/%d" % (w, mm, dd)) if us else ("%s %02d/%02d" % (w, dd, mm))
    if style == "wdlong":
        w = WDAYS[d.weekday()]
        if us:
            return "%s, %s %d, %d" % (w, mon, dd, yy)
        return "%s %d %s %d" % (w, dd, mon, yy)
    if style == "dm":
        return ("%d/%d" % (mm, dd)) if us else ("%d/%d" % (dd, mm))
    if style == "monyr":
        return ch(["%s %d" % (mon, yy), "%s %d" % (mon[:3], yy)])
    if style == "yr":
        return str(yy)
    raise ValueError(style)


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def add_days(d, n):
    return d + dt.timedelta(days=n)


def next_weekday(d, n):
    x = add_days(d, n)
    while x.weekday() >= 5:
        x = add_days(x, 1)
    return x


def wday(d):
    return WDAYS[d.weekday()]


def rand_surgery_date():
    base = dt.date(2023, 1, 2)
    while True:
        d = add_days(base, rng.randint(0, 900))
        if d.weekday() < 5 or chance(0.05):
            return d


def hhmm(lo=7, hi=18):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice(range(0, 60, 5)))


# ---------------------------------------------------------------- phones
def phone(c, kind="land"):
    if c == "US" or c == "CA":
        area = ch(["216", "503", "512", "404", "612", "412", "720", "802", "414", "919", "617", "734"]
                  if c == "US" else ["416", "647", "604", "403", "587", "902", "204", "306", "506", "709", "613"])
        num = "555-01%02d" % rng.randint(0, 99) if chance(0.6) else "555-%s" % digits(4)
        return ch(["(%s) %s" % (area, num), "%s-%s" % (area, num), "%s.%s" % (area, num.replace("-", "."))])
    if c == "UK":
        if kind == "mobile":
            return ch(["07700 555%s" % digits(3), "07%s 555 %s" % (digits(3), digits(3)),
                       "+44 7%s 555%s" % (digits(3), digits(3))])
        return ch(["0%s 555 %s" % (ch(["113", "114", "117", "118", "121", "131", "141", "161", "191"]), digits(4)),
                   "01%s 555%s" % (digits(3), digits(3)), "020 7555 %s" % digits(4)])
    if c == "IE":
        if kind == "mobile":
            return ch(["08%s 555 %s" % (ch("35679"), digits(4)), "+353 8%s 555 %s" % (ch("3567"), digits(4))])
        return ch(["(0%s) 555 %s" % (ch(["1", "21", "91", "61", "51", "45", "71"]), digits(4)),
                   "0%s 555%s" % (ch(["1", "21", "91", "61"]), digits(4))])
    if c == "AU":
        if kind == "mobile":
            return ch(["04%s 555 %s" % (digits(2), digits(3)), "+61 4%s 555 %s" % (digits(2), digits(3))])
        return "(0%s) 5550 %s" % (ch("2378"), digits(4))
    if c == "NZ":
        if kind == "mobile":
            return ch(["02%s 555 %s" % (ch("179"), digits(4)), "+64 2%s 555 %s" % (ch("17"), digits(4))])
        return "(0%s) 555 %s" % (ch("34679"), digits(4))
    if c == "ZA":
        if kind == "mobile":
            return ch(["08%s 555 %s" % (ch("234"), digits(4)), "+27 8%s 555 %s" % (ch("234"), digits(4))])
        return "0%s 555 %s" % (ch(["11", "21", "31", "41", "12"]), digits(4))
    if c == "SG":
        if kind == "mobile":
            return ch(["9555 %s" % digits(4), "+65 8555 %s" % digits(4)])
        return ch(["6555 %s" % digits(4), "+65 6555 %s" % digits(4)])
    raise ValueError(c)


def ext():
    return ch(["ext. 555%s" % digits(1), "x555%s" % digits(1), "ext 4555", "Ext %s555" % digits(1)])


def ext_num():
    return ch(["555%s" % digits(1), "%s555" % digits(1), "2555", "5550"])


def bleep():
    return ch(["555%s" % digits(1), "555%s" % digits(2), "%s555" % digits(1), "%s-555" % digits(1)])


# ---------------------------------------------------------------- places
def postcode(c):
    if c == "US":
        z = "%s%s" % (rng.randint(1, 9), digits(4))
        return z + ("-" + digits(4) if chance(0.15) else "")
    if c == "UK":
        a = letters(ch([1, 2]), "BCDEGHKLMNPRSTWY")
        return "%s%d %d%s" % (a, rng.randint(1, 29), rng.randint(1, 9), letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        return "%s%s %s" % (ch("ACDEFHKNPRTVWXY"), digits(2), letters(1, "ACDEFHKNPRTVWXY") + digits(1)
                            + letters(1, "ACDEFHKNPRTVWXY") + digits(1))
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (ch(L), rng.randint(0, 9), ch(L), rng.randint(0, 9), ch(L), rng.randint(0, 9))
    if c in ("AU", "ZA", "NZ"):
        return "%d%s" % (rng.randint(1, 9), digits(3))
    if c == "SG":
        return "%d%s" % (rng.randint(10, 82), digits(4))
    raise ValueError(c)


class Addr:
    pass


def make_addr(c, like=None):
    a = Addr()
    a.c = c
    num = rng.randint(1, 240) if c != "US" else rng.randint(10, 9800)
    st = "%s %s" % (ch(P.STREET_STEM), ch(P.STREET_TYPE[c]))
    if c == "SG" and like is not None:
        a.street = "%d %s" % (rng.randint(1, 400), st)
    elif c == "SG":
        a.street = "Blk %d %s #%02d-%d" % (rng.randint(100, 699), st, rng.randint(2, 25), rng.randint(10, 480))
    elif like is not None:
        a.street = "%d %s" % (num, st)
    elif c == "UK" and chance(0.2):
        a.street = "Flat %d, %s House, %d %s" % (rng.randint(1, 24), ch(P.STREET_STEM), num, st)
    elif c == "US" and chance(0.25):
        a.street = "%d %s %s" % (num, st, ch(["Apt %d%s" % (rng.randint(1, 30), ch("ABCD")), "Unit %d" % rng.randint(1, 90), "#%d" % rng.randint(2, 400)]))
    elif c == "AU" and chance(0.25):
        a.street = "%d/%d %s" % (rng.randint(1, 20), num, st)
    elif c == "IE" and chance(0.4):
        a.street = "%d %s" % (num, "%s %s" % (ch(P.STREET_STEM), ch(["Park", "Lawn", "Grove", "Heights", "Meadows"])))
    else:
        a.street = "%d %s" % (num, st)
    a.city = "Singapore" if c == "SG" else ch(P.TOWNS[c])
    a.estate = ch(P.TOWNS["SG"]) if c == "SG" else None
    a.state = a.state_abbr = None
    if c in P.STATES and c != "NZ":
        a.state, a.state_abbr = ch(P.STATES[c])
    a.county = ch(P.IE_COUNTIES) if c == "IE" else None
    if like is not None:
        a.state, a.state_abbr = like.state, like.state_abbr
        if c == "IE" and chance(0.7):
            a.county = like.county
        if chance(0.5):
            a.city = like.city
            a.estate = ch(P.TOWNS["SG"]) if c == "SG" else None
    a.zip = postcode(c)
    return a


def addr_frags(a, style="line", country=False):
    """style: line (one line) | lines (multi-line)."""
    sep = ", " if style == "line" else "\n"
    out = [(a.street, "STREET")]
    c = a.c
    if c == "US" or c == "CA":
        st = a.state_abbr if chance(0.8) else a.state
        out += [sep, (a.city, "CITY"), ", " if style == "line" or chance(0.5) else " ", (st, "STATE"),
                "  " if c == "CA" and chance(0.3) else " ", (a.zip, "ZIP")]
    elif c == "UK":
        out += [sep, (a.city, "CITY"), sep if chance(0.5) else " ", (a.zip, "ZIP")]
    elif c == "IE":
        out += [sep, (a.city, "CITY"), sep, "Co. ", (a.county, "CITY")]
        if chance(0.8):
            out += [sep if style == "lines" else " ", (a.zip, "ZIP")]
    elif c == "AU":
        out += [sep, (a.city, "CITY"), " ", (a.state_abbr, "STATE"), " ", (a.zip, "ZIP")]
    elif c == "NZ":
        out += [sep, (a.city, "CITY"), " ", (a.zip, "ZIP")]
    elif c == "ZA":
        out += [sep, (a.city, "CITY"), sep, (a.state, "STATE"), sep if chance(0.5) else " ", (a.zip, "ZIP")]
    elif c == "SG":
        out += [sep, (a.estate, "CITY"), sep, (a.city, "CITY"), " ", (a.zip, "ZIP")]
    if country:
        out += [sep, (P.COUNTRY_NAME[c], "COUNTRY")]
    return out


# ---------------------------------------------------------------- identifiers
def mrn(c):
    if c == "UK":
        return ch(["%s%s" % (ch(["RX", "H", "K", "M", "RH", "D"]), digits(ch([6, 7]))), digits(8), "%s%s%s" % (letters(1), digits(6), letters(1))])
    if c == "IE":
        return ch([digits(7), "%s%s" % (letters(1), digits(6))])
    if c == "US":
        return ch([digits(8), "%s-%s" % (digits(3), digits(5)), "E%s" % digits(7)])
    if c == "CA":
        return ch([digits(7), "%s%s" % (letters(2), digits(6))])
    if c == "AU":
        return ch([digits(7), "%s%s" % (digits(2), digits(6))])
    if c == "NZ":
        return "%s%s" % (letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ"), digits(4))
    if c == "ZA":
        return ch(["%s%s" % (digits(2), digits(7)), "TH%s" % digits(7)])
    if c == "SG":
        return "%s%s" % (letters(1), digits(8))
    raise ValueError(c)


def national(c):
    """(label, value, TYPE) of the country's second patient identifier, or None."""
    if c == "UK":
        v = "%s%s" % (rng.randint(400, 799), digits(7))
        return ("NHS No", "%s %s %s" % (v[:3], v[3:6], v[6:]), "MRN")
    if c == "NZ":
        return None
    if c == "IE":
        return ("PPSN", "9%s%s" % (digits(6), ch(["A", "B", "T", "W", "H", "TA"])), "SSN")
    if c == "US":
        return ("SSN", "%s-%s-%s" % (ch(["9" + digits(2), "000"]), digits(2), digits(4)), "SSN")
    if c == "CA":
        return ("Health Card", "%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)), "HEALTHPLAN")
    if c == "AU":
        return ("Medicare", "%s %s %s" % (rng.randint(2, 6) * 1000 + rng.randint(0, 999), digits(5), rng.randint(1, 5)), "HEALTHPLAN")
    if c == "ZA":
        return None
    if c == "SG":
        return None


def healthplan(c):
    if c == "US":
        return ch(["%s%s" % (letters(3), digits(9)), "%s%s" % (letters(1), digits(8)), "%s-%s" % (letters(2), digits(7))])
    if c == "ZA":
        return digits(ch([8, 9, 10]))
    if c == "IE":
        return ch(["%s%s" % (digits(7), letters(1)), digits(8)])
    return ch(["%s%s" % (letters(2), digits(7)), digits(9), "%s-%s" % (digits(4), digits(5))])


def account(c):
    return ch(["%s%s" % (ch(["V", "E", "A", "SP", "EP"]), digits(8)), digits(10), "%s-%s" % (digits(4), digits(4)),
               "%s%s" % (letters(2), digits(7))])


def idnum(kind="booking"):
    if kind == "booking":
        return ch(["BK%s" % digits(6), "DSU-%s-%s" % (digits(2), digits(5)), "%s/%s" % (digits(5), digits(2)), "TCI%s" % digits(6)])
    if kind == "ubrn":
        return "%s %s %s" % (digits(4), digits(4), digits(4))
    if kind == "specimen":
        return ch(["%s%s-%s" % (ch("SHP"), digits(2), digits(5)), "HS%s/%s" % (digits(2), digits(5))])
    if kind == "incident":
        return ch(["IR-%s" % digits(6), "W%s" % digits(6), "DATIX %s" % digits(6), "SI%s-%s" % (digits(2), digits(4))])
    if kind == "order":
        return ch(["ORD%s" % digits(7), "%s%s" % (letters(2), digits(8))])
    if kind == "accession":
        return ch(["ACC%s" % digits(8), "RAD-%s-%s" % (digits(2), digits(6))])
    if kind == "consent":
        return ch(["CF%s" % digits(6), "CON-%s" % digits(7)])
    if kind == "case":
        return ch(["OR-%s-%s" % (digits(2), digits(5)), "TH%s" % digits(7), "CASE %s" % digits(6)])
    if kind == "call":
        return ch(["CL%s" % digits(7), "FU-%s" % digits(6)])
    raise ValueError(kind)


def licence(c, role):
    """(label, number) for a clinician's registration."""
    doc = role in ("surgeon", "anaes", "gp", "reg", "dentist")
    if c == "UK":
        if role == "dentist":
            return ("GDC", digits(6))
        if doc:
            return ("GMC", "%d%s" % (rng.randint(3, 7), digits(6)))
        if role == "odp":
            return ("HCPC", "ODP%s" % digits(6))
        return ("NMC", "%s%s%s%s" % (digits(2), letters(1), digits(4), letters(1)))
    if c == "IE":
        if role == "dentist":
            return ("Dental Council No.", digits(5))
        return ("IMC", digits(6)) if doc else ("NMBI PIN", digits(6))
    if c == "US":
        if doc:
            return ch([("NPI", "1" + digits(9)), ("DEA", letters(2) + digits(7)), ("Lic #", "MD.%s" % digits(6))])
        return ch([("NPI", "1" + digits(9)), ("RN Lic", "RN%s" % digits(7))])
    if c == "CA":
        return ("CPSO #", digits(5)) if doc else ("CNO #", digits(7))
    if c == "AU":
        return ("AHPRA", ("MED" if doc and role != "dentist" else "DEN" if role == "dentist" else "NMW") + "000" + digits(7))
    if c == "NZ":
        return ("MCNZ", digits(5)) if doc else ("NCNZ", digits(6))
    if c == "ZA":
        return ("HPCSA", ("MP" if doc else "DP" if role == "dentist" else "NR") + digits(7)) if role != "nurse" else ("SANC", digits(8))
    if c == "SG":
        return ("MCR", "M%s%s" % (digits(5), letters(1))) if doc else ("SNB", "R%s" % digits(7))
    raise ValueError(c)


def device_sn(kind="generic"):
    if kind == "lot":
        return ch(["%s%s" % (digits(2), digits(6)), "L%s" % digits(7), "%s%s" % (letters(2), digits(5))])
    return ch(["%s%s-%s" % (letters(2), digits(2), digits(5)), "SN%s" % digits(8), "%s%s%s" % (letters(3), digits(6), letters(1)),
               "%s-%s-%s" % (digits(4), digits(4), letters(2))])


def plate(c):
    if c == "UK":
        return "%s%02d %s" % (letters(2, "ABCDEFGHKLMNOPRSVWY"), rng.choice([19, 20, 21, 22, 23, 69, 70, 71, 72, 73, 14, 66]), letters(3))
    if c == "IE":
        return "%s-%s-%s" % (ch(["191", "192", "201", "211", "222", "231", "182", "08", "12"]), ch(["D", "G", "C", "KE", "L", "WX", "MH", "MO", "TS"]), digits(ch([3, 4, 5])))
    if c == "US":
        return ch(["%d%s%s" % (rng.randint(1, 9), letters(3), digits(3)), "%s-%s" % (letters(3), digits(4)), "%s %s" % (letters(3), digits(3))])
    if c == "CA":
        return ch(["%s %s" % (letters(4), digits(3)), "%s%s%s" % (letters(2), digits(3), letters(1))])
    if c == "AU":
        return ch(["%d%s%s" % (rng.randint(1, 9), letters(3), digits(3)), "%s-%s" % (letters(3), digits(3)), "%s%s%s" % (letters(2), digits(2), letters(2))])
    if c == "NZ":
        return "%s%s" % (letters(3), digits(3))
    if c == "ZA":
        return ch(["CA %s-%s" % (digits(3), digits(3)), "%s %s %s GP" % (letters(2), digits(2), letters(2)), "ND %s-%s" % (digits(3), digits(3))])
    if c == "SG":
        return "S%s%s%s" % (letters(2), digits(4), letters(1))
    raise ValueError(c)


def bioid(kind=None):
    kind = kind or ch(["fp", "pv", "vp"])
    return {"fp": "FP-%s" % digits(5), "pv": "PV%s" % digits(6), "vp": "VB-%s-%s" % (letters(2), digits(4)),
            "ir": "IRIS-%s" % digits(5)}[kind]


def ip():
    return ch(["10.%d.%d.%d" % (rng.randint(0, 60), rng.randint(0, 255), rng.randint(2, 254)),
               "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254)),
               "192.168.%d.%d" % (rng.randint(0, 40), rng.randint(2, 254))])


def clean(s):
    return "".join(x for x in s.lower() if x.isalnum() or x in ".-")


def username(p):
    f, l = clean(p.first), clean(p.last.replace(" ", "")).replace("'", "")
    return ch(["%s%s" % (f[0], l[:8]), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], rng.randint(1, 9)),
               ("%s%s" % (l[:6], f[0])).upper(), "%s_%s" % (f[:3], l[:4]), "%s%s%s" % (f[0], l[:5], digits(2))])


def email(p, domain=None):
    f, l = clean(p.first), clean(p.last.replace(" ", ""))
    dom = domain or ch(["example.com", "example.net", "example.org"])
    return ch(["%s.%s@%s" % (f, l, dom), "%s%s%s@%s" % (f, l[:4], digits(2), dom), "%s_%s@%s" % (l, f[0], dom),
               "%s%d@%s" % (f, rng.randint(1, 99), dom)])


def unit_email(tag):
    return "%s@%s" % (tag, ch(["example.org", "example.net", "example.com"]))


def url(slug):
    return ch(["www.example.org/%s" % slug, "https://example.net/%s" % slug, "https://www.example.com/%s" % slug,
               "example.org/%s" % slug])


def slug(s, maxlen=40):
    out = "".join(ch_ if ch_.isalnum() else "-" for ch_ in s.lower()).strip("-")
    while "--" in out:
        out = out.replace("--", "-")
    if len(out) > maxlen:
        out = out[:maxlen].rsplit("-", 1)[0]
    return out


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
