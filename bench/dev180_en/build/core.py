"""Core helpers for dev180_en: single-pass note builder, date/phone formats, identifier makers.

Everything random goes through an explicit random.Random passed in by the caller.
"""
import datetime
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{([A-Za-z_][A-Za-z_0-9]*)\}")


class NB:
    """Note builder. Text is appended piece by piece; PHI offsets are recorded as they are appended."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)

    def p(self, s, typ):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        start = self.pos
        self.t(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ],
                           "type": typ, "text": s})

    def add(self, v):
        """v: str (plain), (value, TYPE) tuple (PHI), or list of those (recursively)."""
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            if v[1] is None:
                self.t(v[0])
            else:
                self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.add(x)
        elif callable(v):
            self.add(v())
        else:
            raise TypeError(type(v))

    def f(self, tpl, ctx=None, **kw):
        """Append a template; {key} placeholders are looked up in kw, then ctx."""
        pos = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[pos:m.start()])
            k = m.group(1)
            if k in kw:
                self.add(kw[k])
            else:
                self.add(ctx[k])
            pos = m.end()
        self.t(tpl[pos:])

    def text(self):
        return "".join(self.buf)


def P(v, typ):
    return (v, typ)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = [w[:3] for w in WEEKDAYS]


def fdate(rng, d, style=None):
    if style is None:
        style = wpick(rng, [("mdy", 34), ("mdy_np", 16), ("mdy2", 8), ("iso", 6), ("long", 10),
                            ("abbr", 10), ("dmy_abbr", 6), ("mdy_dash", 5), ("abbr_nocomma", 3),
                            ("upper_abbr", 2)])
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy_np":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "abbr_nocomma":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dmy_abbr":
        return "%02d-%s-%04d" % (dd, MON[m - 1], y)
    if style == "upper_abbr":
        return "%02d%s%04d" % (dd, MON[m - 1].upper(), y)
    if style == "mdy_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "wk_md":
        return "%s %d/%d" % (WDA[d.weekday()], m, dd)
    if style == "wk_mdy":
        return "%s %02d/%02d/%04d" % (WDA[d.weekday()], m, dd, y)
    if style == "wk_long":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "my_slash":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "month":
        return MONTHS[m - 1]
    if style == "month_day":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    if style == "wk_abbr":
        return pick(rng, [WDA[d.weekday()], ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat",
                                             "Sun"][d.weekday()]])
    raise ValueError(style)


HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July",
            "Labor Day", "Memorial Day", "Christmas Eve", "Halloween", "Mother's Day"]


OFFICE_HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "the Fourth of July",
                   "Labor Day", "Memorial Day"]


def holiday(rng, office=False):
    """A holiday phrase: list of builder values, article kept outside the span."""
    h = pick(rng, OFFICE_HOLIDAYS if office else HOLIDAYS)
    if h.startswith("the "):
        return ["the ", (h[4:], "DATE")]
    return (h, "DATE")


def fdob(rng, d):
    return fdate(rng, d, wpick(rng, [("mdy", 50), ("mdy_np", 15), ("iso", 8), ("abbr", 8),
                                     ("long", 6), ("dmy_abbr", 6), ("mdy_dash", 4)]))


def rand_date(rng, start, end):
    """Uniform date between two datetime.date objects inclusive."""
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def business_day(d, n):
    d = d + datetime.timedelta(days=n)
    while d.weekday() >= 5:
        d = d + datetime.timedelta(days=1)
    return d


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def ftime(rng, h=None, m=None):
    if h is None:
        h = rng.randint(7, 17)
    if m is None:
        m = pick(rng, [0, 0, 15, 30, 45, 10, 20, 40, 50, 5])
    st = rng.randrange(3)
    if st == 0:
        return "%02d:%02d" % (h, m)
    if st == 1:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")
    return "%02d%02d" % (h, m)


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


# ---------------------------------------------------------------- contacts
AREA_CODES = ["205", "251", "480", "520", "602", "501", "213", "310", "415", "619", "707", "916",
              "303", "719", "860", "203", "302", "305", "407", "813", "904", "404", "706", "808",
              "208", "312", "618", "217", "317", "812", "319", "515", "316", "502", "859", "504",
              "207", "410", "617", "508", "413", "313", "616", "612", "507", "601", "314", "816",
              "406", "402", "702", "603", "201", "973", "505", "212", "518", "716", "919", "704",
              "701", "614", "216", "405", "503", "541", "215", "412", "401", "803", "605", "615",
              "901", "214", "512", "713", "801", "802", "804", "757", "206", "509", "304", "414",
              "608", "307"]


def fphone(rng, area=None, ext=None, style=None):
    if area is None:
        area = pick(rng, AREA_CODES)
    line = "555-01%02d" % rng.randint(0, 99)
    if style is None:
        style = wpick(rng, [("paren", 40), ("dash", 35), ("dot", 10), ("plus", 5), ("one", 4),
                            ("space", 6)])
    if style == "paren":
        s = "(%s) %s" % (area, line)
    elif style == "dash":
        s = "%s-%s" % (area, line)
    elif style == "dot":
        s = "%s.%s" % (area, line.replace("-", "."))
    elif style == "plus":
        s = "+1 %s-%s" % (area, line)
    elif style == "one":
        s = "1-%s-%s" % (area, line)
    else:
        s = "%s %s" % (area, line.replace("-", " "))
    if ext is None:
        ext = chance(rng, 0.12)
    if ext:
        s += pick(rng, [" ext. ", " ext ", " x", " x ", " Ext. "]) + str(rng.randint(2, 4999))
    return s


def fip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]


def email_for(rng, first, last, yy=None):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace(" ", "")
    st = rng.randrange(6)
    num = str(yy if yy is not None else rng.randint(1, 99))
    if st == 0:
        loc = f + "." + l
    elif st == 1:
        loc = f[0] + l + num
    elif st == 2:
        loc = f + l[0] + num
    elif st == 3:
        loc = f + "_" + l
    elif st == 4:
        loc = l + "." + f[0]
    else:
        loc = f + num
    return loc + "@" + pick(rng, EMAIL_DOMAINS)


def username_for(rng, first, last):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace(" ", "")
    st = rng.randrange(5)
    if st == 0:
        return f[0] + l + str(rng.randint(1, 99))
    if st == 1:
        return f + "." + l
    if st == 2:
        return l + f[0]
    if st == 3:
        return f + l[:3] + str(rng.randint(10, 999))
    return f[0] + l[:6]


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))


def mrn_fmt(rng, style):
    if style == 0:
        return digits(rng, 8)
    if style == 1:
        return "E" + digits(rng, 7)
    if style == 2:
        return "%s-%s" % (digits(rng, 3), digits(rng, 5))
    if style == 3:
        return "MR" + digits(rng, 6)
    return str(rng.randint(100000, 9999999))


def ssn(rng):
    if chance(rng, 0.8):
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def npi(rng):
    base = str(rng.choice([1, 2])) + digits(rng, 8)
    s = "80840" + base
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    check = (10 - tot % 10) % 10
    return base + str(check)


def dea(rng, last):
    first = pick(rng, "ABFGM")
    sec = last[0].upper() if last and last[0].isalpha() else "X"
    d = [rng.randrange(10) for _ in range(6)]
    c = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return first + sec + "".join(map(str, d)) + str(c)


def med_license(rng, st):
    k = rng.randrange(4)
    if k == 0:
        return "%s%s" % (pick(rng, ["A", "G", "C"]), digits(rng, 5))
    if k == 1:
        return "%s-%s" % (digits(rng, 2), digits(rng, 6))
    if k == 2:
        return "ME%s" % digits(rng, 6)
    return "%s.%s" % (digits(rng, 4), digits(rng, 6))


def drivers_license(rng):
    k = rng.randrange(5)
    if k == 0:
        return letters(rng, 1) + digits(rng, 7)
    if k == 1:
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if k == 2:
        return digits(rng, 9)
    if k == 3:
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return letters(rng, 2) + digits(rng, 6)


_VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
_VIN_TR = {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3,
           "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8,
           "Z": 9}
_VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(rng):
    ch = [pick(rng, _VIN_CH) for _ in range(17)]
    tot = 0
    for i, c in enumerate(ch):
        v = int(c) if c.isdigit() else _VIN_TR[c]
        tot += v * _VIN_W[i]
    r = tot % 11
    ch[8] = "X" if r == 10 else str(r)
    return "".join(ch)


def plate(rng):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if k == 1:
        return letters(rng, 3) + "-" + digits(rng, 4)
    if k == 2:
        return letters(rng, 3) + " " + digits(rng, 4)
    if k == 3:
        return digits(rng, 3) + " " + letters(rng, 3)
    return letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 1) + digits(rng, 2)


def device_sn(rng, kind=None):
    k = rng.randrange(5) if kind is None else kind
    if k == 0:
        return digits(rng, 4) + letters(rng, 1) + digits(rng, 4)
    if k == 1:
        return letters(rng, 3) + digits(rng, 6)
    if k == 2:
        return digits(rng, 10)
    if k == 3:
        return "%s-%s" % (letters(rng, 2), digits(rng, 7))
    return digits(rng, 2) + letters(rng, 2) + digits(rng, 5)


def bioid(rng):
    k = rng.randrange(4)
    if k == 0:
        return "PV-" + digits(rng, 6)
    if k == 1:
        return "FP" + digits(rng, 7)
    if k == 2:
        return "BIO-%s-%s" % (letters(rng, 2), digits(rng, 5))
    return "IR" + digits(rng, 3) + letters(rng, 2) + digits(rng, 3)


def accession(rng, yy):
    k = rng.randrange(4)
    if k == 0:
        return "S%02d-%s" % (yy, digits(rng, 5))
    if k == 1:
        return "DP%02d-%s" % (yy, digits(rng, 4))
    if k == 2:
        return "SD%02d%s" % (yy, digits(rng, 6))
    return "%s%02d-%s" % (pick(rng, ["DS", "SP", "D"]), yy, digits(rng, 5))


def member_id(rng):
    k = rng.randrange(5)
    if k == 0:
        return letters(rng, 3) + digits(rng, 9)
    if k == 1:
        return "W" + digits(rng, 9)
    if k == 2:
        return digits(rng, 11)
    if k == 3:
        return letters(rng, 2) + digits(rng, 7) + "-0" + str(rng.randint(1, 4))
    return letters(rng, 1) + digits(rng, 8)


def group_no(rng):
    k = rng.randrange(3)
    if k == 0:
        return digits(rng, 6)
    if k == 1:
        return "GRP-" + digits(rng, 5)
    return letters(rng, 1) + digits(rng, 4) + letters(rng, 1)


def acct(rng):
    k = rng.randrange(4)
    if k == 0:
        return digits(rng, 10)
    if k == 1:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 2:
        return "V" + digits(rng, 8)
    return digits(rng, 7)
