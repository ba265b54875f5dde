"""Core helpers for the dev174_en set: span markup, note assembly, dates, phones.

PHI values are written into template strings with S(type, value), which wraps
them in control-character markup.  Note.add() walks the markup once, appending
plain pieces and PHI pieces in order and recording offsets as it goes.  No
string search is ever done on the finished text.
"""
import datetime
import re

LABELS = {
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
TYPES = sorted(LABELS)

_O, _M, _C = "\x01", "\x02", "\x03"


def S(typ, val):
    """Markup for one PHI value."""
    if typ not in LABELS:
        raise ValueError("bad type %r" % typ)
    val = str(val)
    if not val or val != val.strip():
        raise ValueError("bad span value %r" % val)
    for ch in (_O, _M, _C, "\n"):
        if ch in val:
            raise ValueError("control char in %r" % val)
    return _O + typ + _M + val + _C


def _mk(t):
    return lambda v: S(t, v)


P, DR, FA, US = _mk("PATIENT"), _mk("DOCTOR"), _mk("FAMILY"), _mk("USERNAME")
AG, DT = _mk("AGE"), _mk("DATE")
STR, CI, SA, ZP, CO = _mk("STREET"), _mk("CITY"), _mk("STATE"), _mk("ZIP"), _mk("COUNTRY")
HO, OR, LO = _mk("HOSPITAL"), _mk("ORGANIZATION"), _mk("LOCATION_OTHER")
MR, SSN_, HP, AC, LI = _mk("MRN"), _mk("SSN"), _mk("HEALTHPLAN"), _mk("ACCOUNT"), _mk("LICENSE")
DV, VH, BI, IDN = _mk("DEVICE"), _mk("VEHICLE"), _mk("BIOID"), _mk("IDNUM")
PH, FX, EM, UR, IP = _mk("PHONE"), _mk("FAX"), _mk("EMAIL"), _mk("URL"), _mk("IPADDR")
PR = _mk("PROFESSION")

# common misspellings real staff make; applied to plain text only
TYPOS = [
    ("assessment", "assesment"), ("received", "recieved"), ("tolerated", "tolerted"),
    ("medication", "medicaiton"), ("bilateral", "bilaterial"), ("notified", "notifed"),
    ("resident", "resdient"), ("occurred", "occured"), ("separate", "seperate"),
    ("appetite", "apetite"), ("wheelchair", "wheelchiar"), ("breakfast", "brekfast"),
    ("tomorrow", "tommorow"), ("daughter", "daugther"), ("procedure", "proceedure"),
    ("incontinent", "incontinant"), ("ambulated", "ambulted"), ("position", "postion"),
]
_TYPO_RE = [(re.compile(r"\b" + a + r"\b"), b) for a, b in TYPOS]


class Note:
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def _plain(self, s):
        if not s:
            return
        if self.typo_rate:
            for rx, bad in _TYPO_RE:
                if rx.search(s) and self.rng.random() < self.typo_rate:
                    s = rx.sub(bad, s, count=1)
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *chunks):
        for s in chunks:
            i = 0
            while True:
                j = s.find(_O, i)
                if j < 0:
                    self._plain(s[i:])
                    break
                self._plain(s[i:j])
                k = s.index(_M, j)
                e = s.index(_C, k)
                typ, val = s[j + 1:k], s[k + 1:e]
                self.spans.append((self.pos, self.pos + len(val), typ))
                self.parts.append(val)
                self.pos += len(val)
                i = e + 1

    def line(self, *chunks):
        self.add(*chunks)
        self.add("\n")

    def finish(self, lower=False):
        text = "".join(self.parts)
        if not text.isascii():
            raise ValueError("non-ascii text")
        if lower:
            text = text.lower()  # ascii only: offsets unchanged
        text = text.rstrip("\n") + "\n"
        spans = []
        last = -1
        for st, en, typ in self.spans:
            seg = text[st:en]
            if st < last or not seg or seg != seg.strip():
                raise ValueError("bad span %r" % seg)
            last = en
            spans.append({"start": st, "end": en, "label": LABELS[typ], "type": typ, "text": seg})
        return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]

DATE_STYLES = ["mdy", "mdy", "mdy", "mdys", "mdys", "long", "dmy3", "iso", "mdyd", "mon3dy"]


def fd(d, style="mdy"):
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdys":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdyz":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "dmy3":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "mdyd":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "mon3dy":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "mon3d":
        return "%s %d" % (MON3[m - 1], dd)
    if style == "wdmd":
        return "%s %d/%d" % (WD3[d.weekday()], m, dd)
    if style == "wdlong":
        return "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "my3":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mys":
        return "%02d/%d" % (m, y)
    if style == "y":
        return str(y)
    raise ValueError(style)


def rdate(rng, lo, hi):
    """random date between two dates inclusive"""
    span = (hi - lo).days
    return lo + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def hhmm(rng, lo=0, hi=23, colon=None):
    h = rng.randint(lo, hi)
    mi = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 48, 50, 55])
    if colon is None:
        colon = rng.random() < 0.5
    return ("%02d:%02d" if colon else "%02d%02d") % (h, mi)


def ampm(rng, lo=6, hi=21):
    h = rng.randint(lo, hi)
    mi = rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
    suf = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return "%d:%02d %s" % (h12, mi, rng.choice([suf, suf.upper()]))


# ---------------------------------------------------------------- phones
def phone(rng, area=None, style=None):
    area = area or rng.choice(["414", "608", "312", "217", "513", "614", "317", "502", "615",
                               "704", "919", "803", "404", "205", "601", "504", "512", "210",
                               "303", "480", "602", "503", "206", "907", "808", "410", "207"])
    line = "01%02d" % rng.randint(0, 99)
    style = style or rng.choice(["paren", "paren", "dash", "dash", "dot", "space", "plus", "one"])
    if style == "paren":
        return "(%s) 555-%s" % (area, line)
    if style == "dash":
        return "%s-555-%s" % (area, line)
    if style == "dot":
        return "%s.555.%s" % (area, line)
    if style == "space":
        return "%s 555 %s" % (area, line)
    if style == "plus":
        return "+1 %s-555-%s" % (area, line)
    if style == "one":
        return "1-%s-555-%s" % (area, line)
    if style == "local":
        return "555-%s" % line
    raise ValueError(style)


def with_ext(rng, num):
    e = str(rng.randint(100, 4999))
    return num + rng.choice([" ext. ", " ext ", " x", " x ", " Ext. "]) + e


# ---------------------------------------------------------------- numbers
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


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def pick(rng, seq, k=None):
    if k is None:
        return rng.choice(seq)
    return rng.sample(list(seq), k)


def chance(rng, p):
    return rng.random() < p
