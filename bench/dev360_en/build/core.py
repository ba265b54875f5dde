"""Note assembly with single-pass span offsets, and PHI value makers.

All randomness comes from the one random.Random passed in by make.py.
"""
import datetime as dt
import re

import pools as P

TYPE_LABEL = {
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

_PH = re.compile(r"\{(\w+)\}")


class Note:
    """Collects text pieces; every PHI piece records its offsets as it is appended."""

    def __init__(self, rng, case, lower):
        self.rng = rng
        self.case = case
        self.c = case["country"]
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def add(self, pieces):
        for s, typ in pieces:
            if typ:
                self.p(s, typ)
            else:
                self.t(s)

    def f(self, tmpl, **kw):
        """Template: {key} placeholders take a str (plain), a (value, TYPE) tuple or a piece list."""
        last = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[last:m.start()])
            v = kw[m.group(1)]
            if v is None:
                pass
            elif isinstance(v, str):
                self.t(v)
            elif isinstance(v, tuple):
                self.p(v[0], v[1])
            else:
                self.add(v)
            last = m.end()
        self.t(tmpl[last:])

    def text(self):
        return "".join(self.parts)

    # convenience wrappers
    def nm(self, person, style, typ, title=None):
        self.add(name(person, style, typ, title))

    def dt(self, d, style=None):
        self.p(fmt_date(d, style or self.case["ds"], self.c), "DATE")

    def dp(self, d, style=None):
        return (fmt_date(d, style or self.case["ds"], self.c), "DATE")


# ---------------------------------------------------------------- names
def person(rng, sex=None):
    sex = sex or rng.choice(["M", "F"])
    first = rng.choice(P.MALE if sex == "M" else P.FEMALE)
    mid = ""
    if rng.random() < 0.45:
        mid = rng.choice(P.MALE if rng.random() < 0.5 else P.FEMALE)
    last = rng.choice(P.SURNAMES)
    return {"first": first, "mid": mid, "last": last, "sex": sex}


def _cap(s):
    return s[:1].upper() + s[1:]


def initials(p, dots=True, mid=False):
    parts = [p["first"]] + ([p["mid"]] if mid and p["mid"] else []) + [_cap(p["last"])]
    if dots:
        return "".join(x[0].upper() + "." for x in parts)
    return "".join(x[0].upper() for x in parts)


def name_str(p, style):
    f, m, l = p["first"], p["mid"], p["last"]
    if style == "fl":
        return f + " " + l
    if style == "fml":
        return f + " " + (m[0] + ". " if m else "") + l
    if style == "lf":
        return _cap(l) + ", " + f
    if style == "LF":
        return l.upper() + ", " + f
    if style == "LFM":
        return l.upper() + ", " + f.upper() + (" " + m[0].upper() if m else "")
    if style == "l":
        return l
    if style == "f":
        return f
    if style == "il":
        return f[0] + ". " + l
    if style == "ilnd":
        return f[0] + " " + l
    if style == "init":
        return initials(p, True)
    if style == "INI":
        return initials(p, False)
    if style == "ini_low":
        return initials(p, False).lower()
    if style == "fli":
        return f + " " + _cap(l)[0] + "."
    if style == "user":
        return (f[0] + l.replace(" ", "").replace("'", "").replace("-", "")).lower()
    raise ValueError(style)


def name(p, style, typ, title=None):
    out = []
    if title:
        out.append((title + " ", None))
    out.append((name_str(p, style), typ))
    return out


def title_for(p, country, rng=None):
    dot = "." if country in ("US", "CA") else ""
    if p["sex"] == "M":
        return "Mr" + dot
    if rng is not None and rng.random() < 0.3:
        return "Ms" + dot
    return "Mrs" + dot


def dr(country):
    return "Dr." if country in ("US", "CA") else "Dr"


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, style, c):
    us = c in ("US", "CA")
    D, M, Y = d.day, d.month, d.year
    mon = MONTHS[M - 1]
    if style == "num":
        return "%02d/%02d/%d" % ((M, D, Y) if us else (D, M, Y))
    if style == "nums":
        return ("%d/%d/%02d" % (M, D, Y % 100)) if us else ("%d/%d/%02d" % (D, M, Y % 100))
    if style == "dmon":
        return "%02d-%s-%d" % (D, mon[:3], Y)
    if style == "DMON":
        return "%02d-%s-%d" % (D, mon[:3].upper(), Y)
    if style == "long":
        return ("%s %d, %d" % (mon, D, Y)) if us else ("%d %s %d" % (D, mon, Y))
    if style == "ord":
        return ("%s %s, %d" % (mon, ordinal(D), Y)) if us else ("%s %s %d" % (ordinal(D), mon, Y))
    if style == "smon":
        return ("%s %d, %d" % (mon[:3], D, Y)) if us else ("%d %s %d" % (D, mon[:3], Y))
    if style == "smon2":
        return "%d %s %02d" % (D, mon[:3], Y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "dot":
        return "%02d.%02d.%d" % (D, M, Y)
    if style == "wdnum":
        wd = DAYS[d.weekday()][:3]
        return ("%s %d/%d" % (wd, M, D)) if us else ("%s %02d/%02d/%d" % (wd, D, M, Y))
    if style == "wdlong":
        wd = DAYS[d.weekday()]
        return ("%s, %s %d, %d" % (wd, mon, D, Y)) if us else ("%s %d %s %d" % (wd, D, mon, Y))
    if style == "my":
        return "%s %d" % (mon, Y)
    if style == "smy":
        return "%s %d" % (mon[:3], Y)
    if style == "mmyy":
        return "%02d/%d" % (M, Y)
    if style == "y":
        return str(Y)
    if style == "dm":
        return ("%d/%d" % (M, D)) if us else ("%02d/%02d" % (D, M))
    if style == "dmw":
        return ("%s %d" % (mon, D)) if us else ("%d %s" % (D, mon))
    if style == "wd":
        return DAYS[d.weekday()]
    raise ValueError(style)


FULL_STYLES = {
    "US": ["num", "num", "nums", "long", "smon", "DMON", "iso"],
    "CA": ["iso", "num", "long", "smon", "dmon"],
    "GB": ["num", "num", "dmon", "long", "smon", "dot", "ord"],
    "AU": ["num", "num", "long", "smon", "dmon", "nums"],
    "NZ": ["num", "num", "long", "smon", "dmon"],
    "IE": ["num", "num", "long", "dmon", "ord", "smon"],
}


def rand_date(rng, start, end):
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def back(d, rng, lo, hi):
    return d - dt.timedelta(days=rng.randint(lo, hi))


def fwd(d, rng, lo, hi):
    return d + dt.timedelta(days=rng.randint(lo, hi))


def workday(d):
    while d.weekday() >= 5:
        d = d - dt.timedelta(days=1)
    return d


def years_between(a, b):
    return b.year - a.year - ((b.month, b.day) < (a.month, a.day))


HOLIDAYS = {
    "GB": ["Christmas", "Easter", "Boxing Day", "New Year", "Bonfire Night"],
    "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Memorial Day"],
    "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day"],
    "AU": ["Christmas", "Easter", "Anzac Day", "Australia Day", "New Year"],
    "NZ": ["Christmas", "Easter", "Waitangi Day", "Labour Weekend", "New Year"],
    "IE": ["Christmas", "St Patrick's Day", "Easter", "the October bank holiday"],
}

def holiday(rng, c):
    """A holiday as pieces; a leading 'the' stays outside the DATE span."""
    h = rng.choice(HOLIDAYS[c])
    if h.startswith("the "):
        return [("the ", None), (h[4:], "DATE")]
    return [(h, "DATE")]


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def age_pieces(rng, age, style=None, sex="M"):
    style = style or rng.choice(["yo", "year-old", "y/o", "yrs", "sexed", "words", "aged"])
    a = str(age)
    sx = sex
    if style == "yo":
        return [(a, "AGE"), (" yo", None)]
    if style == "yo2":
        return [(a, "AGE"), ("yo", None)]
    if style == "year-old":
        return [(a, "AGE"), ("-year-old", None)]
    if style == "y/o":
        return [(a, "AGE"), (" y/o", None)]
    if style == "yrs":
        return [(a, "AGE"), (" yrs", None)]
    if style == "sexed":
        return [(a, "AGE"), (sx, None)]
    if style == "sexed2":
        return [(a, "AGE"), (" " + sx, None)]
    if style == "words":
        return [(words(age), "AGE"), ("-year-old", None)]
    if style == "aged":
        return [("aged ", None), (a, "AGE")]
    raise ValueError(style)


# ---------------------------------------------------------------- contact values
def _d(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


AREAS = {
    "GB": ["0113", "0114", "0117", "0121", "0131", "0141", "0151", "0161", "01632", "01904",
           "01224", "029", "01872", "01392", "01603"],
    "US": ["614", "412", "313", "720", "503", "512", "919", "612", "414", "602", "617", "615",
           "804", "801", "515"],
    "CA": ["613", "604", "403", "902", "204", "306", "506", "416", "250"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["03", "04", "06", "07", "09"],
    "IE": ["021", "01", "091", "061", "066", "074", "051"],
}


def phone(rng, c, kind="land"):
    a = rng.choice(AREAS[c])
    if c == "GB":
        if kind == "mob":
            return "07" + _d(rng, 3) + " 555 " + _d(rng, 3)
        if kind == "intl":
            return "+44 " + a[1:] + " 555 " + _d(rng, 4)
        return rng.choice([a + " 555 " + _d(rng, 4), "(" + a + ") 555 " + _d(rng, 4),
                           a + " 555" + _d(rng, 4)])
    if c in ("US", "CA"):
        if kind == "mob" or kind == "land":
            f = rng.randrange(4)
            n4 = "01" + _d(rng, 2) if rng.random() < 0.6 else _d(rng, 4)
            if f == 0:
                return "(%s) 555-%s" % (a, n4)
            if f == 1:
                return "%s-555-%s" % (a, n4)
            if f == 2:
                return "%s.555.%s" % (a, n4)
            return "%s 555 %s" % (a, n4)
        return "+1 %s 555 %s" % (a, _d(rng, 4))
    if c == "AU":
        if kind == "mob":
            return "04" + _d(rng, 2) + " 555 " + _d(rng, 3)
        if kind == "intl":
            return "+61 " + a[1:] + " 5550 " + _d(rng, 4)
        return rng.choice(["(" + a + ") 5550 " + _d(rng, 4), a + " 5550 " + _d(rng, 4)])
    if c == "NZ":
        if kind == "mob":
            return "02" + rng.choice("1257") + " 555 " + _d(rng, 4)
        if kind == "intl":
            return "+64 " + a[1:] + " 555 " + _d(rng, 4)
        return rng.choice(["(" + a + ") 555 " + _d(rng, 4), a + " 555 " + _d(rng, 4)])
    if c == "IE":
        if kind == "mob":
            return "08" + rng.choice("3567") + " 555 " + _d(rng, 4)
        if kind == "intl":
            return "+353 " + a[1:] + " 555 " + _d(rng, 4)
        return rng.choice(["(" + a + ") 555 " + _d(rng, 4), a + " 555 " + _d(rng, 4)])
    raise ValueError(c)


def ext_phone(rng, c):
    base = phone(rng, c, "land")
    return base + rng.choice([" ext. ", " ext ", " x"]) + _d(rng, rng.choice([3, 4]))


def bleep(rng):
    return rng.choice(["555" + _d(rng, 1), "555" + _d(rng, 2), "4-555" + _d(rng, 1)])


GENERIC = ("hospital", "medical", "center", "centre", "general", "university", "regional", "health",
           "services", "service", "ltd", "pty", "district", "memorial", "the", "of", "and", "royal",
           "sciences", "base", "practice", "surgery", "clinic", "integrated", "care", "board")


def slug(s):
    words_ = [w for w in "".join(ch if ch.isalnum() else " " for ch in s.lower()).split()]
    keep = [w for w in words_ if w not in GENERIC] or words_
    return "".join(keep[:2])[:18]


def email_staff(rng, p, site):
    dom = rng.choice(["%s.example.org", "%s.example.net", "mail.%s.example.org"]) % slug(site)
    f = p["first"].lower().replace("'", "").replace(" ", "").replace("-", "")
    l = p["last"].lower().replace("'", "").replace(" ", "").replace("-", "")
    form = rng.randrange(3)
    if form == 0:
        return "%s.%s@%s" % (f, l, dom)
    if form == 1:
        return "%s%s@%s" % (f[0], l, dom)
    return "%s.%s%s@%s" % (f, l, rng.randrange(1, 9), dom)


def email_team(rng, site, team):
    return "%s@%s.%s" % (team, slug(site), rng.choice(["example.org", "example.net", "example.com"]))


def email_private(rng, p):
    f = p["first"].lower().replace("'", "").replace(" ", "").replace("-", "")
    l = p["last"].lower().replace("'", "").replace(" ", "").replace("-", "")
    dom = rng.choice(["example.com", "mail.example.com", "example.net", "inbox.example.net"])
    form = rng.randrange(4)
    if form == 0:
        return "%s.%s%s@%s" % (f, l, _d(rng, 2), dom)
    if form == 1:
        return "%s%s@%s" % (f[0], l, dom)
    if form == 2:
        return "%s_%s@%s" % (l, f, dom)
    return "%s%s@%s" % (f, _d(rng, 4), dom)


def url(rng, site, path=None):
    s = slug(site)
    path = path or rng.choice(["ild", "respiratory/ild", "referrals", "patients/ild-service",
                               "portal", "oxygen", "homecare/track"])
    form = rng.randrange(3)
    if form == 0:
        return "https://www.%s.example.org/%s" % (s, path)
    if form == 1:
        return "www.%s.example.net/%s" % (s, path)
    return "https://portal.example.com/%s/%s" % (s, path)


def ipaddr(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if f == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
_UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _L(rng, n):
    return "".join(rng.choice(_UP) for _ in range(n))


def mrn(rng, c):
    f = rng.randrange(3)
    if c == "GB":
        return [_L(rng, 1) + _d(rng, 7), "RX" + _d(rng, 6), _d(rng, 7)][f]
    if c == "US":
        return [_d(rng, 8), "MR" + _d(rng, 7), _d(rng, 3) + "-" + _d(rng, 2) + "-" + _d(rng, 3)][f]
    if c == "CA":
        return [_d(rng, 7), "H" + _d(rng, 7), "00" + _d(rng, 6)][f]
    if c == "AU":
        return [_d(rng, 7), _d(rng, 6), "UR" + _d(rng, 6)][f]
    if c == "NZ":
        return [_d(rng, 7), "PCH" + _d(rng, 6), _d(rng, 8)][f]
    return [_d(rng, 6), "KUH" + _d(rng, 6), _d(rng, 8)][f]


def healthno(rng, c):
    """(label, value) for the national health-service or insurance number."""
    if c == "GB":
        return rng.choice(["NHS No", "NHS number", "NHS no."]), "999 " + _d(rng, 3) + " " + _d(rng, 4)
    if c == "US":
        if rng.random() < 0.4:
            mbi = (str(rng.randint(1, 9)) + _L(rng, 1) + rng.choice(_UP + "0123456789") + _d(rng, 1) +
                   "-" + _L(rng, 1) + rng.choice(_UP + "0123456789") + _d(rng, 1) + "-" +
                   _L(rng, 2) + _d(rng, 2))
            return "Medicare MBI", mbi
        return rng.choice(["Member ID", "Member #", "Subscriber ID"]), rng.choice(
            [_L(rng, 3) + _d(rng, 6), "W" + _d(rng, 9), _L(rng, 2) + _d(rng, 8) + "-01"])
    if c == "CA":
        if rng.random() < 0.5:
            return "OHIP", _d(rng, 4) + "-" + _d(rng, 3) + "-" + _d(rng, 3) + "-" + _L(rng, 2)
        return "PHN", "9" + _d(rng, 3) + " " + _d(rng, 3) + " " + _d(rng, 3)
    if c == "AU":
        if rng.random() < 0.2:
            return "DVA file no.", rng.choice(["NX", "VX", "QX", "WX"]) + _d(rng, 6)
        return rng.choice(["Medicare No", "Medicare"]), str(rng.randint(2, 6)) + _d(rng, 3) + " " + \
            _d(rng, 5) + " " + str(rng.randint(1, 9))
    if c == "NZ":
        return "NHI", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + _d(rng, 4)
    return rng.choice(["Medical Card No", "GMS No", "Medical card"]), _d(rng, 7) + _L(rng, 1)


def ssn(rng, c):
    """(label, value) or None; every value starts with 9 or 000."""
    if c == "US":
        if rng.random() < 0.8:
            return "SSN", "9" + _d(rng, 2) + "-" + _d(rng, 2) + "-" + _d(rng, 4)
        return "SSN", "000-" + _d(rng, 2) + "-" + _d(rng, 4)
    if c == "CA":
        return "SIN", "9" + _d(rng, 2) + " " + _d(rng, 3) + " " + _d(rng, 3)
    if c == "IE":
        return "PPSN", "9" + _d(rng, 6) + _L(rng, 1) + rng.choice(["", "A", "W"])
    return None


def licence(rng, c, role="doc"):
    """(label, value) for a professional registration or prescriber number."""
    if c == "GB":
        if role == "nurse":
            return "NMC PIN", _d(rng, 2) + _L(rng, 1) + _d(rng, 4) + _L(rng, 1)
        if role == "pharm":
            return "GPhC", "20" + _d(rng, 5)
        if role == "phys":
            return "HCPC", rng.choice(["CS", "PH"]) + _d(rng, 5)
        return "GMC", str(rng.randint(3, 7)) + _d(rng, 6)
    if c == "US":
        r = rng.randrange(3)
        if role == "nurse":
            return "RN Lic.", _L(rng, 2) + _d(rng, 6)
        if r == 0:
            return "DEA", _L(rng, 2) + _d(rng, 7)
        if r == 1:
            return "State Lic.", _L(rng, 2) + "-" + _d(rng, 6)
        return "NPI", "1" + _d(rng, 9)
    if c == "CA":
        if role == "nurse":
            return "CNO #", _d(rng, 7)
        if role == "pharm":
            return "OCP #", _d(rng, 6)
        if role == "phys":
            return "CRTO #", _d(rng, 5)
        return rng.choice(["CPSO #", "CPSBC #", "CPSA Reg."]), _d(rng, 5)
    if c == "AU":
        if role == "doc" and rng.random() < 0.5:
            return "Prescriber No.", _d(rng, 7)
        pre = {"nurse": "NMW", "pharm": "PHA", "phys": "MED"}.get(role, "MED")
        return "AHPRA", pre + "000" + _d(rng, 7)
    if c == "NZ":
        if role == "nurse":
            return "NCNZ APC", _d(rng, 6)
        if role == "pharm":
            return "PCNZ reg.", _d(rng, 5)
        if role == "phys":
            return "RPNZ reg.", _d(rng, 4)
        return rng.choice(["MCNZ", "MCNZ reg."]), _d(rng, 5)
    if role == "nurse":
        return "NMBI PIN", _d(rng, 6)
    if role == "pharm":
        return "PSI reg. no.", _d(rng, 5)
    if role == "phys":
        return "CORU reg.", "RS" + _d(rng, 6)
    return rng.choice(["IMC No.", "IMC"]), _d(rng, 6)


def postcode(rng, c, state_abbr=None):
    if c == "GB":
        out = _L(rng, rng.choice([1, 2])) + str(rng.randint(1, 29))
        return out + " " + str(rng.randrange(10)) + "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2))
    if c == "US":
        z = _d(rng, 5)
        return z + ("-" + _d(rng, 4) if rng.random() < 0.2 else "")
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return (rng.choice(L) + str(rng.randrange(10)) + rng.choice(L) + " " + str(rng.randrange(10))
                + rng.choice(L) + str(rng.randrange(10)))
    if c == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}.get(state_abbr, "2")
        return first + _d(rng, 3)
    if c == "NZ":
        return str(rng.randint(1, 9)) + _d(rng, 3)
    return (rng.choice("ADFHKNPRTVWXY") + _d(rng, 2) + " " +
            "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))


def street(rng, c):
    num = rng.randint(1, 240) if c != "US" else rng.randint(100, 9800)
    st = "%d %s %s" % (num, rng.choice(P.STREET_STEMS), rng.choice(P.STREET_SUFFIX[c]))
    r = rng.random()
    if c == "US" and r < 0.25:
        st += rng.choice([", Apt ", ", Apt. ", " Unit ", " #"]) + str(rng.randint(1, 30)) + rng.choice(["", "B", "C"])
    elif c == "GB" and r < 0.2:
        st = "Flat %d, %s" % (rng.randint(1, 12), st)
    elif c == "AU" and r < 0.3:
        st = "Unit %d/%s" % (rng.randint(1, 12), st)
    elif c == "CA" and r < 0.2:
        st = "%s, Unit %d" % (st, rng.randint(101, 1204))
    elif c == "IE" and r < 0.2:
        st = "Apt %d, %s" % (rng.randint(1, 40), st)
    return st


def address(rng, c, reg=None):
    a = {"street": street(rng, c), "town": rng.choice(P.TOWNS[c]), "county": None,
         "state": None, "abbr": None, "zip": None, "country": rng.choice(P.COUNTRY_NAMES[c])}
    same = reg is not None and rng.random() < 0.85
    if c in P.STATES:
        a["state"], a["abbr"] = reg if same else rng.choice(P.STATES[c])
    if c in P.COUNTIES and rng.random() < 0.6:
        a["county"] = reg if same else rng.choice(P.COUNTIES[c])
    a["zip"] = postcode(rng, c, a["abbr"])
    return a


def addr_pieces(a, c, layout="multi", rng=None, country=False, abbr=True):
    sep = "\n" if layout == "multi" else ", "
    out = [(a["street"], "STREET"), (sep, None), (a["town"], "CITY")]
    if c == "GB":
        if a["county"]:
            out += [(sep, None), (a["county"], "CITY")]
        out += [(sep if layout == "multi" else " ", None), (a["zip"], "ZIP")]
    elif c == "IE":
        if a["county"]:
            out += [(sep + "Co. ", None), (a["county"], "CITY")]
        out += [(sep, None), (a["zip"], "ZIP")]
    elif c == "NZ":
        if a["state"] and not abbr:
            out += [(sep, None), (a["state"], "STATE")]
        out += [(" ", None), (a["zip"], "ZIP")]
    elif c == "AU":
        out += [(" " if layout == "multi" else " ", None), (a["abbr"] if abbr else a["state"], "STATE"),
                (" ", None), (a["zip"], "ZIP")]
    else:
        out += [(", ", None), (a["abbr"] if abbr else a["state"], "STATE"),
                ("  " if c == "CA" and layout == "multi" else " ", None), (a["zip"], "ZIP")]
    if country:
        out += [(sep, None), (a["country"], "COUNTRY")]
    return out


def site(rng, c, name_=None, pool=None, reg=None):
    nm_ = name_ or rng.choice(pool or P.HOSPITALS[c])
    return {"name": nm_, "addr": address(rng, c, reg), "tel": phone(rng, c, "land"),
            "fax": phone(rng, c, "land"), "slug": slug(nm_)}


# ---------------------------------------------------------------- case
def make_case(rng, c, ages=None):
    nd = workday(rand_date(rng, dt.date(2019, 1, 7), dt.date(2025, 6, 27)))
    sex = rng.choice(["M", "M", "F"])
    age = rng.choice([rng.randint(52, 88), rng.randint(60, 84), rng.randint(38, 79)])
    if ages:
        age = rng.randint(ages[0], ages[1])
    dob = dt.date(nd.year - age, rng.randint(1, 12), rng.randint(1, 28))
    age = years_between(dob, nd)
    pt = person(rng, sex)
    occ, exposure, emp = rng.choice(P.OCCUPATIONS)
    reg = None
    if c in P.STATES:
        reg = rng.choice(P.STATES[c])
    elif c in P.COUNTIES:
        reg = rng.choice(P.COUNTIES[c])
    case = {
        "country": c, "date": nd, "ds": rng.choice(FULL_STYLES[c]), "pt": pt, "age": age,
        "dob": dob, "sex": sex, "title": title_for(pt, c, rng), "mrn": mrn(rng, c),
        "hno": healthno(rng, c), "ssn": ssn(rng, c), "addr": address(rng, c, reg), "reg": reg,
        "tel": phone(rng, c, "land"), "mob": phone(rng, c, "mob"), "email": email_private(rng, pt),
        "occ": occ, "exposure": exposure, "employer": emp.format(rng.choice(P.EMPLOYER_STEMS)),
        "hosp": site(rng, c, reg=reg), "gp": person(rng),
        "practice": site(rng, c, pool=P.PRACTICES[c], reg=reg),
        "pharmacy": rng.choice(P.PHARMACIES[c]), "hospice": rng.choice(P.HOSPICES[c]),
        "tx": rng.choice(P.TRANSPLANT[c]),
        "cons": person(rng), "cons2": person(rng), "rad": person(rng), "path": person(rng),
        "cns": person(rng, rng.choice(["F", "F", "M"])), "pharmacist": person(rng),
        "physiol": person(rng), "coord": person(rng), "reg": person(rng), "pall": person(rng),
        "physio": person(rng), "sec": person(rng, "F"), "txdoc": person(rng),
    }
    ksex = "F" if sex == "M" else "M"
    case["nok"] = person(rng, ksex if rng.random() < 0.7 else None)
    case["nok"]["last"] = pt["last"] if rng.random() < 0.7 else case["nok"]["last"]
    case["nok_rel"] = ("wife" if sex == "M" else "husband") if rng.random() < 0.6 else \
        rng.choice(["daughter", "son", "partner", "niece", "sister", "brother", "friend"])
    if case["nok_rel"] in ("daughter", "niece", "sister"):
        case["nok"]["sex"] = "F"
        case["nok"]["first"] = rng.choice(P.FEMALE)
    elif case["nok_rel"] in ("son", "brother"):
        case["nok"]["sex"] = "M"
        case["nok"]["first"] = rng.choice(P.MALE)
    case["nok_tel"] = phone(rng, c, "mob")
    case["kid"] = person(rng)
    case["kid"]["last"] = pt["last"] if rng.random() < 0.5 else case["kid"]["last"]
    case["kid_rel"] = "daughter" if case["kid"]["sex"] == "F" else "son"
    case["dx_date"] = back(nd, rng, 90, 1600)
    case["mdt_date"] = workday(back(nd, rng, 2, 40))
    case["hrct_date"] = back(case["mdt_date"], rng, 7, 120)
    case["prior_ct"] = back(case["hrct_date"], rng, 240, 1100)
    case["pft_date"] = back(case["mdt_date"], rng, 3, 60)
    case["start_date"] = back(nd, rng, 20, 700)
    case["kid_job"] = rng.choice(P.FAMILY_JOBS)
    case["nok_job"] = rng.choice(P.FAMILY_JOBS)
    case["voice"] = rng.choice(["VP-", "VB", "VX-"]) + _d(rng, 6)
    case["finger"] = rng.choice(["FP-", "BIO", "FPT"]) + _d(rng, 6)
    case["users"] = {}
    town = case["addr"]["town"]
    case["support"] = rng.choice(P.SUPPORT_T).format(town)
    case["church"] = rng.choice(P.CHURCH_T).format(town)
    case["venue"] = rng.choice(P.VENUE_T).format(rng.choice([town, case["hosp"]["addr"]["town"]]))
    case["homecare"] = rng.choice(P.HOMECARE[c])
    case["hyear"] = case["dx_date"].year
    return case


def username(case, p, rng):
    """One stable login per person per note."""
    key = name_str(p, "fl")
    if key not in case["users"]:
        case["users"][key] = name_str(p, "user") + rng.choice(["", "1", "2", "01"])
    return case["users"][key]
