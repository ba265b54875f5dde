"""Document builder and value formatters for the dev215_en generator.

Offsets are computed in a single pass: every piece of text is appended in
order and a span is recorded at the moment its text is appended.
"""
import datetime

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

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


class Doc:
    """Text accumulator that records spans as pieces are appended."""

    def __init__(self, ctx=None):
        self.buf = []
        self.n = 0
        self.spans = []
        self.ctx = ctx

    def t(self, *xs):
        for x in xs:
            if x:
                self.buf.append(x)
                self.n += len(x)
        return self

    def p(self, typ, s):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % (s,))
        self.spans.append((self.n, self.n + len(s), typ, s))
        self.buf.append(s)
        self.n += len(s)
        return self

    def x(self, *parts):
        """Mixed append: str -> plain text, (TYPE, value) -> span."""
        for part in parts:
            if part is None:
                continue
            if isinstance(part, tuple):
                self.p(part[0], part[1])
            else:
                self.t(part)
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.buf)

    # ---- convenience wrappers that use the note context ----
    def date(self, d, st=None):
        c = self.ctx
        if st is None:
            st = c.pick_ds()
        return self.p("DATE", fdate(d, st))

    def name(self, person, typ, st="fl", title=None):
        if title:
            self.t(title + " ")
        return self.p(typ, fname(person, st))

    def phone(self, s):
        return self.p("PHONE", s)


# ---------------------------------------------------------------- dates

def fdate(d, st):
    dd, mm, yy = d.day, d.month, d.year
    if st == "dmy":
        return "%02d/%02d/%d" % (dd, mm, yy)
    if st == "dmy2":
        return "%02d/%02d/%02d" % (dd, mm, yy % 100)
    if st == "dmy_dot":
        return "%02d.%02d.%d" % (dd, mm, yy)
    if st == "dlong":
        return "%d %s %d" % (dd, MONTHS[mm - 1], yy)
    if st == "dlong_th":
        return "%d%s %s %d" % (dd, ordinal_suffix(dd), MONTHS[mm - 1], yy)
    if st == "dabbr":
        return "%02d-%s-%d" % (dd, MON[mm - 1], yy)
    if st == "dmon":
        return "%d %s %d" % (dd, MON[mm - 1], yy)
    if st == "DMONY":
        return "%02d%s%d" % (dd, MON[mm - 1].upper(), yy)
    if st == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if st == "mdy":
        return "%02d/%02d/%d" % (mm, dd, yy)
    if st == "mdy1":
        return "%d/%d/%d" % (mm, dd, yy)
    if st == "mdy2":
        return "%d/%d/%02d" % (mm, dd, yy % 100)
    if st == "mdy_dash":
        return "%02d-%02d-%d" % (mm, dd, yy)
    if st == "mlong":
        return "%s %d, %d" % (MONTHS[mm - 1], dd, yy)
    if st == "mabbr":
        return "%s %d, %d" % (MON[mm - 1], dd, yy)
    if st == "wd_uk":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[mm - 1], yy)
    if st == "wd_us":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[mm - 1], dd, yy)
    if st == "wdshort_uk":
        return "%s %d/%d" % (WD[d.weekday()], dd, mm)
    if st == "wdshort_us":
        return "%s %d/%d" % (WD[d.weekday()], mm, dd)
    if st == "md_us":
        return "%d/%d" % (mm, dd)
    if st == "dm_uk":
        return "%d/%d" % (dd, mm)
    if st == "dm_long":
        return "%d %s" % (dd, MONTHS[mm - 1])
    if st == "md_long":
        return "%s %d" % (MONTHS[mm - 1], dd)
    if st == "my":
        return "%s %d" % (MONTHS[mm - 1], yy)
    if st == "my_abbr":
        return "%s %d" % (MON[mm - 1], yy)
    if st == "my_num":
        return "%02d/%d" % (mm, yy)
    if st == "y":
        return "%d" % yy
    raise ValueError(st)


def ordinal_suffix(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


UK_DS = ["dmy", "dmy", "dmy", "dlong", "dlong", "dabbr", "dmon", "dmy2",
         "dmy_dot", "iso", "DMONY", "dlong_th"]
US_DS = ["mdy", "mdy", "mdy", "mdy1", "mlong", "mlong", "mabbr", "mdy2",
         "iso", "mdy_dash"]


def add_days(d, k):
    return d + datetime.timedelta(days=k)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def workday(d):
    while d.weekday() >= 5:
        d = d + datetime.timedelta(days=1)
    return d


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


def ftime(rng, h0=8, h1=18, style="colon"):
    h = rng.randint(h0, h1)
    m = rng.randint(0, 59)
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "plain":
        return "%02d%02d" % (h, m)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, m, "AM" if h < 12 else "PM")


# ---------------------------------------------------------------- names

def fname(p, st):
    f, m, l = p["first"], p["middle"], p["last"]
    if st == "fl":
        return f + " " + l
    if st == "fml":
        return "%s %s. %s" % (f, m[0], l) if m else f + " " + l
    if st == "fmidl":
        return "%s %s %s" % (f, m, l) if m else f + " " + l
    if st == "lf":
        return l + ", " + f
    if st == "LF":
        return (l + ", " + f).upper()
    if st == "LFM":
        s = l.upper() + ", " + f.upper()
        return s + (" " + m[0].upper() if m else "")
    if st == "LFm":
        return l + ", " + f + (" " + m[0] + "." if m else "")
    if st == "f":
        return f
    if st == "l":
        return l
    if st == "L":
        return l.upper()
    if st == "il":
        return f[0] + ". " + l
    if st == "il2":
        return f[0] + " " + l
    if st == "ini":
        return f[0] + "." + l[0] + "."
    if st == "ini2":
        return f[0] + l[0]
    if st == "ini_low":
        return (f[0] + l[0]).lower()
    if st == "fi":
        return f + " " + l[0] + "."
    if st == "nick":
        return p["nick"] or f
    if st == "nickl":
        return (p["nick"] or f) + " " + l
    if st == "ini3":
        return (f[0] + (m[0] if m else "") + l[0]).upper()
    raise ValueError(st)


# ---------------------------------------------------------------- contacts

def uk_phone(rng, area=None, style=None):
    if area is None:
        area = rng.choice(["0113", "0114", "0117", "0121", "0131", "0141",
                           "0151", "0161", "0191", "01223", "01865", "029",
                           "020", "01392", "01603", "0116", "0115", "01904"])
    tail = "%04d" % rng.randint(100, 9999)
    if style is None:
        style = rng.choice(["sp", "sp", "sp", "intl", "intl0", "paren", "mob"])
    if style == "sp":
        return "%s 555 %s" % (area, tail)
    if style == "intl":
        return "+44 %s 555 %s" % (area[1:], tail)
    if style == "intl0":
        return "+44 (0)%s 555 %s" % (area[1:], tail)
    if style == "paren":
        return "(%s) 555 %s" % (area, tail)
    # mobile-like
    return "07%03d 555 %03d" % (rng.randint(0, 999), rng.randint(0, 999))


US_AREAS = ["617", "212", "312", "415", "206", "303", "404", "512", "614",
            "919", "503", "615", "801", "414", "216", "412", "313", "651",
            "720", "571", "704", "916", "505", "608"]


def us_phone(rng, area=None, style=None):
    if area is None:
        area = rng.choice(US_AREAS)
    tail = "%04d" % rng.randint(100, 199) if rng.random() < 0.6 else \
        "%04d" % rng.randint(100, 9999)
    if style is None:
        style = rng.choice(["paren", "paren", "dash", "dash", "dot", "intl",
                            "one"])
    if style == "paren":
        return "(%s) 555-%s" % (area, tail)
    if style == "dash":
        return "%s-555-%s" % (area, tail)
    if style == "dot":
        return "%s.555.%s" % (area, tail)
    if style == "intl":
        return "+1 %s 555 %s" % (area, tail)
    return "1-%s-555-%s" % (area, tail)


def phone(rng, country, **kw):
    return uk_phone(rng, **kw) if country == "UK" else us_phone(rng, **kw)


def with_ext(rng, num):
    e = str(rng.randint(100, 99999))
    return num + rng.choice([" ext. ", " ext ", " x", " Ext. ", " extn "]) + e


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != ".":
            out.append(".")
    return "".join(out).strip(".")


def email_for(rng, person=None, base=None):
    dom = rng.choice(["example.org", "example.org", "example.net",
                      "example.com"])
    if person is not None:
        f = "".join(ch for ch in person["first"].lower() if ch.isalpha())
        l = "".join(ch for ch in person["last"].lower() if ch.isalpha())
        local = rng.choice([f + "." + l, f[0] + "." + l, f + l[0], l + "." + f,
                            f + "_" + l, f[0] + l + str(rng.randint(1, 99))])
    else:
        local = base
    return local + "@" + dom


def private_ip(rng):
    k = rng.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255),
                                rng.randint(2, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255),
                             rng.randint(2, 254))


# ---------------------------------------------------------------- ids

LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def nhs_number(rng, style=None):
    d = "999" + digits(rng, 7)
    style = style or rng.choice(["sp", "sp", "plain", "dash"])
    if style == "sp":
        return "%s %s %s" % (d[:3], d[3:6], d[6:])
    if style == "dash":
        return "%s-%s-%s" % (d[:3], d[3:6], d[6:])
    return d


def uk_mrn(rng):
    k = rng.randint(0, 4)
    if k == 0:
        return letters(rng, 1) + digits(rng, 6)
    if k == 1:
        return "RX" + digits(rng, 1) + "-" + digits(rng, 6)
    if k == 2:
        return digits(rng, 8)
    if k == 3:
        return letters(rng, 2) + digits(rng, 7)
    return "H" + digits(rng, 7) + letters(rng, 1)


def us_mrn(rng):
    k = rng.randint(0, 3)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "MR" + digits(rng, 7)
    if k == 2:
        return digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)
    return "E" + digits(rng, 9)


def ssn(rng, style=None):
    a = rng.choice(["9" + digits(rng, 2), "000"])
    b, c = digits(rng, 2), digits(rng, 4)
    if b == "00":
        b = "41"
    style = style or rng.choice(["dash", "dash", "dash", "sp", "plain"])
    if style == "dash":
        return "%s-%s-%s" % (a, b, c)
    if style == "sp":
        return "%s %s %s" % (a, b, c)
    return a + b + c


def npi(rng):
    return rng.choice(["1", "2"]) + digits(rng, 9)
