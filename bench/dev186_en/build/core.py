"""Note builder and value formatters for dev186_en.

Offsets are recorded while the note is assembled: every piece of text is appended
in order and a span is recorded at the running offset when a PHI value is appended.
"""
import datetime
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{(\w+)(?::([A-Z_]+))?\}")


class NB:
    """Append-only note builder; spans are recorded at the running offset."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        self.buf.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        if typ not in LABEL:
            raise ValueError("bad type %r" % typ)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.t(s)
        return self

    def seg(self, v):
        """Emit a value: plain str, (text, TYPE) tuple, or list of those."""
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.seg(x)
        return self

    def f(self, tpl, **kw):
        """Template with {key} (plain/segments) and {key:TYPE} (one span)."""
        parts = _PH.split(tpl)
        i = 0
        while i < len(parts):
            if parts[i]:
                self.t(parts[i])
            if i + 1 < len(parts):
                key, typ = parts[i + 1], parts[i + 2]
                val = kw[key]
                if typ:
                    self.p(val, typ)
                else:
                    self.seg(val)
            i += 3
        return self

    def text(self):
        return "".join(self.buf)


def place(val, typ):
    """Segments for a place name; a leading 'the ' stays outside the span."""
    if val.startswith("the "):
        return ["the ", (val[4:], typ)]
    return [(val, typ)]


# ---------------------------------------------------------------- numbers in words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" " + words(r) if r else "")


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dfmt(d, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    wd = WDAYS[d.weekday()]
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy1":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (mon, dd, y)
    if style == "short":
        return "%s %d, %d" % (mon[:3], dd, y)
    if style == "dmy":
        return "%d %s %d" % (dd, mon[:3], y)
    if style == "monday":
        return "%s %d" % (mon, dd)
    if style == "mon3":
        return "%s %d" % (mon[:3], dd)
    if style == "wlong":
        return "%s, %s %d, %d" % (wd, mon, dd, y)
    if style == "wshort":
        return "%s %d/%d" % (wd[:3], m, dd)
    if style == "dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "monyr":
        return "%s %d" % (mon, y)
    if style == "year":
        return "%d" % y
    if style == "dotted":
        return "%02d.%02d.%04d" % (m, dd, y)
    if style == "ordinal":
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return "%s %d%s" % (mon, dd, suf)
    raise ValueError(style)


FULL_STYLES = ["mdy", "mdy", "mdy", "mdy1", "mdy2", "iso", "long", "short", "dmy", "dash", "dotted"]
NARR_STYLES = ["md", "md", "mdy1", "mon3", "monday", "long", "wshort", "ordinal", "mdy"]


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, mi="", cred="", sex="F", nick=""):
        self.first, self.last, self.mi, self.cred, self.sex, self.nick = first, last, mi, cred, sex, nick

    def full(self):
        return "%s %s" % (self.first, self.last)


def name_fmt(rng, p, kinds=None):
    """One name string (a single span) in a randomly chosen format."""
    kinds = kinds or ["full", "full", "full", "fmi", "lf", "LF", "il", "last", "first"]
    k = rng.choice(kinds)
    return name_kind(p, k)


def name_kind(p, k):
    if k == "full":
        return "%s %s" % (p.first, p.last)
    if k == "fmi":
        return "%s %s. %s" % (p.first, p.mi or "J", p.last)
    if k == "lf":
        return "%s, %s" % (p.last, p.first)
    if k == "LF":
        s = "%s, %s" % (p.last.upper(), p.first.upper())
        return s + (" " + p.mi if p.mi else "")
    if k == "lfm":
        return "%s, %s %s." % (p.last, p.first, p.mi or "R")
    if k == "il":
        return "%s. %s" % (p.first[0], p.last)
    if k == "last":
        return p.last
    if k == "first":
        return p.first
    if k == "nick":
        return p.nick or p.first
    if k == "init":
        return "%s.%s." % (p.first[0], p.last[0])
    if k == "INIT":
        return "%s%s" % (p.first[0], p.last[0])
    if k == "lowinit":
        return ("%s%s" % (p.first[0], p.last[0])).lower()
    raise ValueError(k)


def title(p):
    return {"F": "Mrs.", "M": "Mr."}[p.sex] if p.sex in "FM" else "Mx."


# ---------------------------------------------------------------- contacts and ids
def area(rng):
    while True:
        a = rng.randint(201, 989)
        if a % 100 != 11 and a // 10 % 10 != 9 and a != 555:
            return a


def phone(rng, ac=None, style=None, ext=False):
    ac = ac or area(rng)
    line = "01%02d" % rng.randint(0, 99)
    style = style or rng.choice(["paren", "paren", "dash", "dash", "dot", "space", "plus", "one",
                                 "paren"])
    if style == "paren":
        s = "(%d) 555-%s" % (ac, line)
    elif style == "dash":
        s = "%d-555-%s" % (ac, line)
    elif style == "dot":
        s = "%d.555.%s" % (ac, line)
    elif style == "space":
        s = "%d 555 %s" % (ac, line)
    elif style == "plus":
        s = "+1 %d-555-%s" % (ac, line)
    elif style == "one":
        s = "1-%d-555-%s" % (ac, line)
    elif style == "local":
        s = "555-%s" % line
    else:
        s = "%d555%s" % (ac, line)
    if ext:
        s += rng.choice([" ext. %d", " x%d", " ext %d", " Ext. %d"]) % rng.randint(2, 4999)
    return s


def email(rng, first, last):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    f, l = first.lower().replace(" ", ""), last.lower().replace(" ", "").replace("'", "")
    f = re.sub(r"[^a-z]", "", f)
    l = re.sub(r"[^a-z]", "", l)
    k = rng.randint(0, 5)
    user = [f + "." + l, f[0] + l, l + f[0] + str(rng.randint(1, 99)), f + "_" + l,
            f + l[:3] + str(rng.randint(10, 79)), l + "." + f][k]
    return user + "@" + dom


def username(rng, first, last):
    f = re.sub(r"[^a-z]", "", first.lower())
    l = re.sub(r"[^a-z]", "", last.lower())
    k = rng.randint(0, 4)
    return [f[0] + l, f[0] + l + str(rng.randint(1, 9)), l + f[:2], f + "." + l,
            f[0] + l[:6] + str(rng.randint(10, 99))][k]


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))


def ssn(rng):
    if rng.random() < 0.8:
        return "9%02d-%02d-%04d" % (rng.randint(0, 99), rng.randint(1, 99), rng.randint(1, 9999))
    return "000-%02d-%04d" % (rng.randint(1, 99), rng.randint(1, 9999))


_AL = "ACDEFGHJKMNPQRTUVWXY"
_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(_AL) for _ in range(n))


def mbi(rng):
    s = (str(rng.randint(1, 9)) + rng.choice(_AL) + rng.choice(_AL + "0123456789") + str(rng.randint(0, 9))
         + rng.choice(_AL) + rng.choice(_AL + "0123456789") + str(rng.randint(0, 9))
         + rng.choice(_AL) + rng.choice(_AL) + str(rng.randint(0, 9)) + str(rng.randint(0, 9)))
    if rng.random() < 0.4:
        return s[:4] + "-" + s[4:7] + "-" + s[7:]
    return s


def healthplan(rng):
    k = rng.randint(0, 4)
    if k == 0:
        return mbi(rng)
    if k == 1:
        return letters(rng, 3) + digits(rng, 6)
    if k == 2:
        return "%s%s%s" % (letters(rng, 2), digits(rng, 8), letters(rng, 1))
    if k == 3:
        return "W" + digits(rng, 9)
    return "%s-%s" % (digits(rng, 3), digits(rng, 7))


def mrn(rng):
    k = rng.randint(0, 4)
    return [digits(rng, 8), "HH" + digits(rng, 6), "M" + digits(rng, 7),
            "%s-%s" % (digits(rng, 3), digits(rng, 5)), "0" + digits(rng, 7)][k]


def acct(rng):
    k = rng.randint(0, 3)
    return ["ENC-%d-%s" % (rng.randint(2022, 2025), digits(rng, 6)), "V" + digits(rng, 8),
            "%s-%s" % (digits(rng, 4), digits(rng, 4)), "EP" + digits(rng, 7)][k]


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def state_lic(rng, prefix):
    k = rng.randint(0, 2)
    return [prefix + digits(rng, 7), prefix + "." + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 6)][k]


def drivers(rng):
    k = rng.randint(0, 2)
    return [letters(rng, 1) + digits(rng, 8), "%s-%s-%s" % (letters(rng, 1) + digits(rng, 3),
            digits(rng, 4), digits(rng, 4)), digits(rng, 9)][k]


def serial(rng):
    k = rng.randint(0, 5)
    return ["SN%s" % digits(rng, 8), "%s%s" % (letters(rng, 3), digits(rng, 6)),
            "%s-%s" % (digits(rng, 4), digits(rng, 5)), "E%s-%s" % (digits(rng, 4), digits(rng, 7)),
            "%s%s%s" % (letters(rng, 2), digits(rng, 4), letters(rng, 2)), "K" + digits(rng, 9)][k]


def plate(rng):
    k = rng.randint(0, 3)
    return [str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
            letters(rng, 3) + " " + digits(rng, 3), digits(rng, 3) + letters(rng, 3)][k]


def vin(rng):
    return "".join(rng.choice(_VIN) for _ in range(17))


def bioid(rng):
    k = rng.randint(0, 3)
    return ["FP-%s" % digits(rng, 5), "VP-%s" % digits(rng, 7), "BIO%s" % digits(rng, 6),
            "PV-%s-%s" % (digits(rng, 4), letters(rng, 2))][k]


def idnum(rng, kind):
    if kind == "order":
        return rng.choice(["ORD-", "O", "PO"]) + digits(rng, 6)
    if kind == "rx":
        return digits(rng, 7)
    if kind == "spec":
        return "%s%d-%s" % (rng.choice("SHCM"), rng.randint(22, 25), digits(rng, 5))
    if kind == "ref":
        return "REF-%s" % digits(rng, 5 + rng.randint(0, 2))
    if kind == "case":
        return "APS-%d-%s" % (rng.randint(22, 25), digits(rng, 5))
    if kind == "ticket":
        return "TK%s" % digits(rng, 7)
    return digits(rng, 8)


def url(rng, slug):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    k = rng.randint(0, 3)
    return ["www.%s/%s" % (dom, slug), "https://portal.%s/%s" % (dom, slug),
            "%s/%s/login" % (dom, slug), "https://www.%s/%s" % (dom, slug)][k]


def age_np(rng, age, sex):
    """Segments for '<age> <sex noun>' in one of several formats; only the number is a span."""
    s = str(age)
    noun = rng.choice({"F": ["woman", "female", "female", "lady"], "M": ["man", "male", "male", "gentleman"]}[sex])
    k = rng.randint(0, 10)
    if k == 0:
        return [(s, "AGE"), "-year-old " + noun]
    if k == 1:
        return [(s, "AGE"), " yo " + sex]
    if k == 2:
        return [(s, "AGE"), "yo " + noun]
    if k == 3:
        return [(s, "AGE"), " y/o " + noun]
    if k == 4:
        return [(s, "AGE"), " " + sex]
    if k == 5:
        return [(s, "AGE"), sex]
    if k == 6:
        return [noun + ", age ", (s, "AGE")]
    if k == 7:
        return [(words(age), "AGE"), "-year-old " + noun]
    if k == 8:
        return [(s, "AGE"), " year old " + noun]
    if k == 9:
        return [noun + " aged ", (s, "AGE")]
    return [(s, "AGE"), " yr old " + noun]
