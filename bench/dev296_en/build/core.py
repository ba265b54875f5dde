"""Core helpers: note builder with single-pass offsets, people, dates, contacts, identifiers."""
import datetime as dt
import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


class Note:
    """Text is appended piece by piece; PHI pieces record their offsets as they are written."""

    def __init__(self, rng, country, genre):
        self.rng = rng
        self.c = country
        self.genre = genre
        self.buf = []
        self.pos = 0
        self.spans = []

    def w(self, *parts):
        for p in parts:
            if p is None or p == "":
                continue
            if isinstance(p, tuple):
                s, typ = p
                assert typ in LABEL, typ
                assert s == s.strip() and s, repr(s)
                self.spans.append((self.pos, self.pos + len(s), typ))
                self.buf.append(s)
                self.pos += len(s)
            else:
                self.buf.append(p)
                self.pos += len(p)
        return self

    def ln(self, *parts):
        self.w(*parts)
        self.w("\n")
        return self

    def finish(self, lowercase):
        text = "".join(self.buf).rstrip() + "\n"
        if lowercase:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        last = 0
        for s, e, typ in self.spans:
            assert s >= last, (s, last, text[s:e])
            last = e
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": text[s:e]})
        return text, spans


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, c, typ="DOCTOR", sex=None, title=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = rng.choice(P.SURNAMES)
        self.mid = rng.choice(UPPER) if rng.random() < 0.35 else None
        self.typ = typ
        self.c = c
        if title is None:
            if typ == "DOCTOR":
                title = "Dr"
            else:
                title = rng.choice(["Mrs", "Ms", "Miss"]) if self.sex == "F" else "Mr"
        self.title = title
        self.dot = rng.random() < (0.55 if c in ("US", "CA") else 0.15)
        self.idots = rng.random() < 0.5

    def t(self):
        if self.title in ("Dr", "Mr", "Mrs", "Ms", "Prof") and self.dot:
            return self.title + "."
        return self.title

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fullmi(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else self.full()

    def init(self, dots=None):
        if dots is None:
            dots = self.idots
        a, b = self.first[0], self.last.replace("'", "").replace(" ", "")[0]
        return "%s.%s." % (a, b) if dots else a + b

    def user(self, rng, style=None):
        f, l = self.first.lower(), self.last.lower().replace("'", "").replace(" ", "")
        style = style if style is not None else rng.randrange(6)
        return [f[0] + l, l + f[0], f + "." + l, f[0] + l + str(rng.randrange(2, 9)),
                (l[:6] + f[:2]).upper() + "0" + str(rng.randrange(1, 9)), f + "_" + l[:4]][style]

    def email(self, rng, domain):
        f, l = self.first.lower(), self.last.lower().replace("'", "").replace(" ", "")
        local = rng.choice([f + "." + l, f[0] + l, f + l[0], l + "." + f[0], f + "." + l + str(rng.randrange(1, 99))])
        return local + "@" + domain


def name(n, p, style=None, typ=None):
    """Write a person's name; titles stay outside the span."""
    typ = typ or p.typ
    rng = n.rng
    if style is None:
        style = rng.choice(["full", "full", "tfull", "tlast", "tinit", "lastfirst", "fullmi", "tfull"])
    if style == "full":
        n.w((p.full(), typ))
    elif style == "fullmi":
        n.w((p.fullmi(), typ))
    elif style == "tfull":
        n.w(p.t() + " ", (p.full(), typ))
    elif style == "tlast":
        n.w(p.t() + " ", (p.last, typ))
    elif style == "tinit":
        n.w(p.t() + " ", (p.first[0] + (". " if p.dot else " ") + p.last, typ))
    elif style == "init_last":
        n.w((p.first[0] + ". " + p.last, typ))
    elif style == "lastfirst":
        if rng.random() < 0.5:
            n.w((p.last.upper() + ", " + p.first, typ))
        else:
            n.w((p.last + ", " + p.first + (" " + p.mid if p.mid else ""), typ))
    elif style == "LASTFIRST":
        n.w((p.last.upper() + ", " + p.first.upper() + (" " + p.mid if p.mid else ""), typ))
    elif style == "first":
        n.w((p.first, typ))
    elif style == "last":
        n.w((p.last, typ))
    elif style == "initials":
        n.w((p.init(), typ))
    else:
        raise ValueError(style)
    return n


def cred(n, p, creds):
    """Name followed by credentials (credentials outside the span)."""
    n.w((p.fullmi() if n.rng.random() < 0.4 else p.full(), p.typ), ", " + creds)


# ---------------------------------------------------------------- dates
def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def fdate(d, c, style=None, rng=None):
    us = c == "US"
    if style is None:
        style = rng.choice(["num", "num", "long", "short", "num2", "iso" if c == "CA" else "num"])
    M = MONTHS[d.month - 1]
    if style == "num":
        return "%02d/%02d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "num2":
        return "%d/%d/%02d" % ((d.month, d.day, d.year % 100) if us else (d.day, d.month, d.year % 100))
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return "%s %d, %d" % (M, d.day, d.year) if us or c == "CA" else "%d %s %d" % (d.day, M, d.year)
    if style == "short":
        return "%s %d, %d" % (M[:3], d.day, d.year) if us else "%d %s %d" % (d.day, M[:3], d.year)
    if style == "dmy_abbr":
        return "%02d-%s-%d" % (d.day, M[:3], d.year)
    if style == "ord":
        return "%s %s" % (ordinal(d.day), M) if not us else "%s %s" % (M, ordinal(d.day))
    if style == "ordyear":
        return "%s %s %d" % (ordinal(d.day), M, d.year) if not us else "%s %s, %d" % (M, ordinal(d.day), d.year)
    if style == "wd":  # Tue 3/4 or Tue 04/03
        W = DAYS[d.weekday()][:3]
        return "%s %d/%d" % (W, d.month, d.day) if us else "%s %02d/%02d" % (W, d.day, d.month)
    if style == "wdlong":
        W = DAYS[d.weekday()]
        return "%s, %s %d, %d" % (W, M, d.day, d.year) if us or c == "CA" else "%s %d %s %d" % (W, d.day, M, d.year)
    if style == "wdshort":
        W = DAYS[d.weekday()][:3]
        return "%s %s %d" % (W, M[:3], d.day) if us else "%s %d %s" % (W, d.day, M[:3])
    if style == "daymon":
        return "%s %d" % (M, d.day) if us or c == "CA" else "%d %s" % (d.day, M)
    if style == "daymon3":
        return "%s %d" % (M[:3], d.day) if us else "%d %s" % (d.day, M[:3])
    if style == "monyear":
        return "%s %d" % (M, d.year)
    if style == "mon3year":
        return "%s %d" % (M[:3], d.year)
    if style == "mmyy":
        return "%02d/%d" % (d.month, d.year)
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return DAYS[d.weekday()]
    if style == "month":
        return M
    raise ValueError(style)


def rdate(rng, y0=2022, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def plus(d, days):
    return d + dt.timedelta(days=days)


def dob(rng, age, ref):
    return dt.date.fromordinal(ref.toordinal() - age * 365 - rng.randint(1, 360))


HOLIDAYS = {
    "UK": ["Christmas Day", "Boxing Day", "Easter Monday", "Good Friday", "New Year's Day", "Christmas", "New Year's Eve"],
    "US": ["Thanksgiving", "Christmas Eve", "July 4th", "Memorial Day", "Labor Day", "New Year's Day", "Christmas"],
    "AU": ["Australia Day", "Anzac Day", "Christmas Day", "Boxing Day", "Easter Monday", "Labour Day"],
    "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas Eve", "Boxing Day", "New Year's Day"],
    "IE": ["St Patrick's Day", "Christmas Day", "St Stephen's Day", "Easter Monday", "New Year's Eve", "Christmas"],
}


# ---------------------------------------------------------------- contacts
def digits(rng, k):
    return "".join(rng.choice(DIG) for _ in range(k))


def phone(rng, c, kind=None):
    kind = kind or rng.choice(["land", "land", "mob"])
    if c in ("US", "CA"):
        area = rng.choice(["614", "503", "612", "804", "512", "608", "970", "919"] if c == "US"
                          else ["613", "416", "604", "780", "902", "204", "306", "709"])
        tail = "01" + digits(rng, 2)
        f = rng.randrange(5)
        if f == 0:
            return "(%s) 555-%s" % (area, tail)
        if f == 1:
            return "%s-555-%s" % (area, tail)
        if f == 2:
            return "%s.555.%s" % (area, tail)
        if f == 3:
            return "+1 %s 555 %s" % (area, tail)
        return "1-%s-555-%s" % (area, tail)
    if c == "UK":
        if kind == "mob":
            return rng.choice(["07700 555", "07823 555", "07911 555"]) + digits(rng, 3)
        area = rng.choice(["0113", "0114", "0121", "0161", "0191", "0117", "01632", "01904", "01223"])
        if rng.random() < 0.2:
            return "+44 %s 555 %s" % (area[1:], digits(rng, 4))
        return "%s 555 %s" % (area, digits(rng, 4 if len(area) == 4 else 3))
    if c == "AU":
        if kind == "mob":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        area = rng.choice(["02", "03", "07", "08"])
        if rng.random() < 0.2:
            return "+61 %s 5550 %s" % (area[1], digits(rng, 4))
        return "(%s) 5550 %s" % (area, digits(rng, 4))
    if c == "IE":
        if kind == "mob":
            return "08%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
        area = rng.choice(["01", "021", "091", "061", "066", "071", "056"])
        if rng.random() < 0.2:
            return "+353 %s 555 %s" % (area[1:], digits(rng, 4))
        return "(%s) 555 %s" % (area, digits(rng, 4))
    raise ValueError(c)


def ext(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + rng.choice(["5550", "5551", "5552", "5553", "5554", "5555", "5556",
                                                                     "5557", "5558", "5559"])


def extnum(rng):
    return rng.choice(["5550", "5551", "5552", "5553", "5554", "5555", "5556", "5557", "5558", "5559", "2555", "4555", "7555"])


def bleep(rng):
    k = rng.randrange(5)
    if k == 4:
        return "5-555" + digits(rng, 1)
    if k == 0:
        return "555" + digits(rng, 1)
    if k == 1:
        return rng.choice("123467") + "555"
    if k == 2:
        return "555" + digits(rng, 2)
    return "5" + rng.choice("0123456789") + "555"


def bleep_lbl(rng):
    return rng.choice(["bleep ", "Bleep ", "bleep #", "pager ", "Pager ", "blp ", "Bleep no. "])


def email_domain(rng, c, personal=False):
    return rng.choice(P.PERSONAL_DOMAINS if personal else P.EMAIL_DOMAINS[c])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def url(rng, path):
    host = rng.choice(["www.example.org", "portal.example.com", "example.net", "verify.example.org",
                       "staffbank.example.com", "www.example.com"])
    pre = rng.choice(["https://", "https://", "", "http://"])
    return pre + host + "/" + path


# ---------------------------------------------------------------- addresses
def street(rng, c):
    num = str(rng.randint(1, 240))
    s = rng.choice(P.STREET_NAMES) + " " + rng.choice(P.STREET_SUFFIX[c])
    r = rng.random()
    if c == "US" and r < 0.3:
        return "%s %s, %s %s" % (num, s, rng.choice(["Apt", "Apt.", "Unit", "Suite"]), rng.randint(2, 40))
    if c == "UK" and r < 0.2:
        return "Flat %d, %s %s" % (rng.randint(1, 24), num, s)
    if c == "AU" and r < 0.25:
        return "%d/%s %s" % (rng.randint(1, 20), num, s)
    if c == "CA" and r < 0.2:
        return "%d-%s %s" % (rng.randint(101, 1204), num, s)
    if c == "IE" and r < 0.3:
        return "%s %s" % (rng.randint(1, 80), rng.choice(P.STREET_NAMES) + " " + rng.choice(["Park", "Grove", "Heights", "Lawn"]))
    return "%s %s" % (num, s)


def postcode(rng, c):
    if c == "UK":
        return "%s%d %d%s%s" % (rng.choice(["KV", "NM", "AC", "WX", "SG", "BF", "HY", "TH"]), rng.randint(1, 19),
                               rng.randint(1, 9), rng.choice(UPPER), rng.choice(UPPER))
    if c == "US":
        z = "%05d" % rng.randint(10000, 99899)
        return z + ("-" + digits(rng, 4) if rng.random() < 0.15 else "")
    if c == "AU":
        return "%d" % rng.randint(2000, 7499)
    if c == "CA":
        return "%s%d%s %d%s%d" % (rng.choice("KLMNPRTVGHJ"), rng.randint(0, 9), rng.choice(UPPER),
                                  rng.randint(0, 9), rng.choice(UPPER), rng.randint(0, 9))
    if c == "IE":
        return "%s%02d %s%d%s%d" % (rng.choice("ADFHKPRTVWXY"), rng.randint(1, 99), rng.choice(UPPER),
                                     rng.randint(0, 9), rng.choice(UPPER), rng.randint(0, 9))
    raise ValueError(c)


def state(rng, c):
    """(name, abbreviation) or None"""
    if not P.STATES[c]:
        return None
    return rng.choice(P.STATES[c])


def address(n, c, one_line=True, sep=", "):
    """Write a full address, split into parts."""
    rng = n.rng
    n.w((street(rng, c), "STREET"))
    town = rng.choice(P.TOWNS[c])
    n.w(sep if one_line else "\n", (town, "CITY"))
    st = state(rng, c)
    pc = postcode(rng, c)
    if c == "US":
        n.w(", ", (st[1] if rng.random() < 0.8 else st[0], "STATE"), " ", (pc, "ZIP"))
    elif c == "CA":
        n.w(", ", (st[1] if rng.random() < 0.7 else st[0], "STATE"), "  " if rng.random() < 0.3 else " ", (pc, "ZIP"))
    elif c == "AU":
        n.w(" ", (st[1], "STATE"), " ", (pc, "ZIP"))
    elif c == "IE":
        n.w(sep if one_line else "\n", "Co. ", (st[0], "CITY"), sep if one_line else "\n", (pc, "ZIP"))
    else:
        n.w(sep if one_line else "\n", (pc, "ZIP"))
    return n


# ---------------------------------------------------------------- identifiers
def reg_number(rng, c, prof="doc"):
    """(label text, number) for a professional registration (LICENSE)."""
    if c == "UK":
        if prof == "nurse":
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), rng.choice(UPPER), digits(rng, 4), rng.choice("ABCDEO"))
        return "GMC", str(rng.randint(4000000, 7999999))
    if c == "IE":
        if prof == "nurse":
            return "NMBI PIN", str(rng.randint(100000, 199999))
        return "IMC", str(rng.randint(300000, 499999))
    if c == "AU":
        return "AHPRA", ("NMW" if prof == "nurse" else "MED") + "000" + digits(rng, 7)
    if c == "CA":
        return rng.choice(["CPSO", "CPSBC", "CPSA", "CPSNS"]) if prof != "nurse" else "CNO", str(rng.randint(60000, 129999))
    lic = rng.choice(["MD", "A", "G", "DO", ""]) + digits(rng, rng.choice([5, 6]))
    if prof == "nurse":
        lic = "RN" + digits(rng, 6)
    return "State licence", lic


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return rng.choice("ABFGM") + rng.choice(UPPER) + digits(rng, 7)


def ssn(rng, c):
    if c == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)) if rng.random() < 0.8 \
            else "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["T", "W", "A", "TA", "WA", "H"]))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


SSN_LABEL = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "AU": "TFN", "UK": "NI no."}


def mrn(rng, c):
    k = rng.randrange(4)
    if k == 0:
        return rng.choice(UPPER) + digits(rng, 7)
    if k == 1:
        return digits(rng, 8)
    if k == 2:
        return rng.choice(["RX", "KV", "HB", "MR"]) + digits(rng, 6)
    return "%s-%s" % (digits(rng, 3), digits(rng, 5))


def nhs_number(rng):
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))


def plate(rng, c):
    if c == "UK":
        return "%s%s%02d %s" % (rng.choice(UPPER), rng.choice(UPPER), rng.randint(10, 74),
                                "".join(rng.choice(UPPER) for _ in range(3)))
    if c == "IE":
        return "%d-%s-%d" % (rng.choice([191, 192, 201, 211, 222, 231, 241]), rng.choice(["D", "C", "G", "KY", "MO", "L", "WX"]),
                             rng.randint(100, 39999))
    if c == "AU":
        return "%s%s %s%s" % (rng.choice(UPPER), rng.choice(UPPER), digits(rng, 2), rng.choice(UPPER) + rng.choice(UPPER))
    if c == "CA":
        return "%s %s" % ("".join(rng.choice(UPPER) for _ in range(4)), digits(rng, 3))
    return "%d%s%s" % (rng.randint(1, 9), "".join(rng.choice(UPPER) for _ in range(3)), digits(rng, 3))


def vin(rng):
    return "".join(rng.choice(UPPER + DIG) for _ in range(17))


def code(rng, prefix, nd, sep="-"):
    return prefix + sep + digits(rng, nd) if prefix else digits(rng, nd)


def alnum(rng, k):
    return "".join(rng.choice(UPPER + DIG) for _ in range(k))


def money(c, amount):
    sym = {"UK": "\u00a3", "US": "$", "AU": "A$", "CA": "C$", "IE": "\u20ac"}[c]
    return "%s%s" % (sym, amount)
