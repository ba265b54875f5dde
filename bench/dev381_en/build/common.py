"""Shared helpers: the note builder (single-pass offsets), labels, dates, words."""
import datetime as dt
import re

LABEL = {
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

# natural misspellings, applied now and then to plain (never PHI) text
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("mobilised", "mobilsed"), ("discussed", "disucssed"),
         ("tomorrow", "tomorow"), ("assessment", "assesment"), ("confusion", "confusoin"), ("independent", "independant"),
         ("review", "reveiw"), ("delirium", "delirum"), ("catheter", "cathter"), ("analgesia", "analgaesia"),
         ("pressure", "presure"), ("daughter", "daugther"), ("weight bear", "weight bare"), ("separate", "seperate"),
         ("withheld", "witheld"), ("occasional", "occassional"), ("and ", "adn "), ("the ", "teh ")]

# [[TYPE:key]] -> a PHI span; {key} -> plain text (or a callable writer)
TOKEN = re.compile(r"\[\[([A-Z_]+):([^\]]+)\]\]|\{([a-z_0-9A-Z]+)\}")


class Doc:
    """Assembles a note piece by piece and records PHI offsets as pieces land."""

    def __init__(self, c, lower=False, rng=None, typo=0.0):
        self.c = c
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []
        self.rng = rng
        self.typo = typo

    def t(self, s):
        if not s:
            return
        if self.rng is not None and self.typo:
            for good, bad in TYPOS:
                if good in s and self.rng.random() < self.typo:
                    s = s.replace(good, bad, 1)
        self._put(s)

    def _put(self, s):
        if not s:
            return
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = s2
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        start = self.pos
        self._put(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": self.parts[-1]})

    def _val(self, key, kw):
        if key.startswith("="):
            return key[1:]
        if key in kw:
            return kw[key]
        return self.c[key]

    def w(self, tpl, **kw):
        i = 0
        for m in TOKEN.finditer(tpl):
            self.t(tpl[i:m.start()])
            if m.group(1):
                v = self._val(m.group(2), kw)
                self.p(v, m.group(1))
            else:
                v = self._val(m.group(3), kw)
                if callable(v):
                    v(self)
                else:
                    self.t(v)
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        return "".join(self.parts)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight) in fixed order."""
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    k = max(0, min(k, len(seq)))
    return rng.sample(list(seq), k)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fd(c, d, style="num"):
    """Format a date the way clinicians in c['cc'] would write it."""
    cc = c["cc"]
    us = cc == "US"
    ca = cc == "CA"
    mon = MONTHS[d.month - 1]
    mab = mon[:3]
    wd = WDAYS[d.weekday()]
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if ca:
            return d.isoformat()
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "num2":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if ca:
            return "%02d-%s-%d" % (d.day, mab, d.year)
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        if us or ca:
            return "%d/%d/%d" % (d.month, d.day, d.year) if us else d.isoformat()
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if us or ca:
            return "%s %d, %d" % (mon, d.day, d.year)
        return "%d %s %d" % (d.day, mon, d.year)
    if style == "abbr":
        if us:
            return "%s %d, %d" % (mab, d.day, d.year)
        if ca:
            return "%02d-%s-%d" % (d.day, mab.upper(), d.year)
        return "%d %s %d" % (d.day, mab, d.year)
    if style == "abbr2":
        if us:
            return "%d-%s-%d" % (d.day, mab, d.year)
        return "%02d-%s-%02d" % (d.day, mab, d.year % 100)
    if style == "dm":
        if us:
            return "%d/%d" % (d.month, d.day)
        if ca:
            return "%s %d" % (mab, d.day)
        return "%d/%d" % (d.day, d.month)
    if style == "wd":
        if us:
            return "%s %d/%d" % (wd[:3], d.month, d.day)
        if ca:
            return "%s %s %d" % (wd[:3], mab, d.day)
        return "%s %02d/%02d" % (wd[:3], d.day, d.month)
    if style == "wdlong":
        if us or ca:
            return "%s, %s %d, %d" % (wd, mon, d.day, d.year)
        return "%s %d %s %d" % (wd, d.day, mon, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "my":
        return "%s %d" % (mon, d.year)
    if style == "mya":
        return "%s %d" % (mab, d.year)
    if style == "y":
        return str(d.year)
    if style == "wday":
        return wd
    raise ValueError(style)


def tm(rng, c, day=False):
    h = rng.randrange(8, 18) if day else rng.randrange(0, 24)
    m = rng.randrange(0, 60)
    if c["cc"] == "US" and chance(rng, 0.5):
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, m, "AM" if h < 12 else "PM")
    if chance(rng, 0.3):
        return "%02d%02d" % (h, m)
    return "%02d:%02d" % (h, m)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def digits(rng, n, first_nonzero=False):
    s = "".join(str(rng.randrange(10)) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(rng.randrange(1, 10)) + s[1:]
    return s


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))
