"""Note builder that records span offsets in one pass, plus date formatting.

A note is built by appending pieces in order.  A plain ``str`` piece is
ordinary text; a ``(text, TYPE)`` tuple is a PHI span whose offsets are taken
from the running length at the moment it is appended.  Lists are flattened.
Offsets are never recovered by searching the finished text.
"""
import datetime

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


# Spelling substitutions for plain (non-PHI) text, set per note by make.py
# before a genre function runs (e.g. US "program", "hemorrhage").  They are
# applied to each plain piece as it is appended, so offsets stay exact.
SUBS = []


class Note:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.subs = list(SUBS)

    def __call__(self, *items):
        for it in items:
            self._add(it)
        return self

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            for a, b in self.subs:
                it = it.replace(a, b)
            self.parts.append(it)
            self.pos += len(it)
        elif isinstance(it, tuple):
            s, typ = it
            if not s or s != s.strip():
                raise ValueError("bad span text %r" % (s,))
            if typ not in LABEL:
                raise ValueError("bad type %r" % (typ,))
            if self.spans and self.spans[-1][1] > self.pos:
                raise ValueError("overlap")
            self.spans.append((self.pos, self.pos + len(s), typ))
            self.parts.append(s)
            self.pos += len(s)
        elif isinstance(it, list):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    def finish(self, lower):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = [{"start": a, "end": b, "label": LABEL[t], "type": t,
                  "text": text[a:b]} for a, b, t in self.spans]
        return text, spans


def S(text, typ):
    return (text, typ)


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
MONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept",
        "Oct", "Nov", "Dec"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "dmy":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "dmy1":
        return "%d/%d/%04d" % (dd, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dMy":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dMsy":
        return "%d %s %d" % (dd, MONS[m - 1], y)
    if style == "dMMy":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dMy-":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "DMY":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "dmy.":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy1":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "Mdy":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "MMdy":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    raise ValueError(style)


def fdate_wd(d, style):
    """Date with its weekday, as one string (one span)."""
    wd = DAYS[d.weekday()]
    if style in ("mdy", "mdy1", "mdy2", "Mdy", "MMdy"):
        return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
    if style == "iso":
        return "%s %s" % (wd, fdate(d, "iso"))
    if style == "ord":
        return "%s %s" % (wd, fdate(d, "ord"))
    if style in ("dmy", "dmy1", "dmy2", "dmy.", "DMY"):
        return "%s %s" % (wd[:3], fdate(d, "dmy"))
    return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)


def month_year(d, short=False):
    return "%s %d" % ((MON if short else MONTHS)[d.month - 1], d.year)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def weekday_after(d, n):
    """Date n days after d, moved forward to a weekday."""
    x = d + datetime.timedelta(days=n)
    while x.weekday() >= 5:
        x += datetime.timedelta(days=1)
    return x


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def hhmm(rng, h0=8, h1=17, step=5):
    h = rng.randint(h0, h1 - 1)
    m = rng.randrange(0, 60, step)
    return "%02d:%02d" % (h, m)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen",
            "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def later_time(t, mins):
    h, m = int(t[:2]), int(t[3:])
    tot = h * 60 + m + mins
    return "%02d:%02d" % ((tot // 60) % 24, tot % 60)


def a_an(word):
    return ("an " if word[:1].lower() in "aeiou" or word[:3] in ("HGV",)
            else "a ")
