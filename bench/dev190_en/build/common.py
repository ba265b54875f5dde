"""Shared helpers for the dev190_en generator: the note builder and date formats.

Offsets are computed in one pass while a note is assembled: every piece of
text is appended in order, and PHI pieces record their span at the moment
they are appended.  Nothing is ever searched for in the finished text.
"""
import datetime
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{(\w+)\}")


def P(value, typ):
    """A PHI piece: (text, fine type)."""
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type " + typ)
    return (value, typ)


class Note:
    """Assembles text and spans in a single pass."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.n = 0

    def _t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, tuple):
                s, typ = it
                if self.lower:
                    s = s.lower()
                if s != s.strip() or not s:
                    raise ValueError("span with outer whitespace: %r" % s)
                start = self.n
                self.parts.append(s)
                self.n += len(s)
                self.spans.append({"start": start, "end": self.n,
                                   "label": TYPE_LABEL[typ], "type": typ,
                                   "text": s})
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tmpl, **kw):
        """Append a template; {key} fields take str, PHI tuple or list."""
        pos = 0
        for m in _FIELD.finditer(tmpl):
            if m.start() > pos:
                self._t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        if pos < len(tmpl):
            self._t(tmpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


def join(items, sep=", ", last=None):
    """Join pieces (each str/tuple/list) with separators into one list."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(it)
    return out


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

US_DATE_STYLES = ["mdY", "mdY", "mdy", "MonthDY", "MonDY", "ISO", "dMonY", "mdY0"]
NZ_DATE_STYLES = ["dmY", "dmY", "dmy", "DMonthY", "DMonY", "ISO", "dotted", "dMonY"]


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "mdY":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdY0":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "MonthDY":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "MonDY":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "ISO":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "dMonY":
        return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dmY":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy":
        return "%d/%02d/%02d" % (dd, m, y % 100)
    if style == "DMonthY":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "DMonY":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dotted":
        return "%02d.%02d.%d" % (dd, m, y)
    raise ValueError(style)


def fmt_short(d, country):
    """Date without year, as in flowsheet columns."""
    if country == "US":
        return "%d/%d" % (d.month, d.day)
    return "%d/%d" % (d.day, d.month)


def fmt_wd(d, country, rng):
    """Weekday joined to its date: one span."""
    wd = WEEKDAYS[d.weekday()]
    k = rng.randint(0, 2)
    if country == "US":
        if k == 0:
            return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
        if k == 1:
            return "%s %d/%d" % (wd[:3], d.month, d.day)
        return "%s %02d/%02d/%d" % (wd[:3], d.month, d.day, d.year)
    if k == 0:
        return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
    if k == 1:
        return "%s %d/%d" % (wd[:3], d.day, d.month)
    return "%s %d %s" % (wd, d.day, MONTHS[d.month - 1])


def month_year(d, rng):
    if rng.random() < 0.5:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    return "%s %d" % (MONTHS[d.month - 1][:3], d.year)


def days(n):
    return datetime.timedelta(days=n)


def hhmm(rng, lo=0, hi=23, sep=":"):
    return "%02d%s%02d" % (rng.randint(lo, hi), sep, rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def ampm(rng, lo=7, hi=20):
    h = rng.randint(lo, hi)
    mm = rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    suf = "AM" if h < 12 else "PM"
    h12 = h if 1 <= h <= 12 else (h - 12 if h > 12 else 12)
    return "%d:%02d %s" % (h12, mm, suf)


def pick(rng, seq, k):
    """k distinct items from seq, order from the rng."""
    return rng.sample(list(seq), k)


def bullet(rng):
    return rng.choice(["- ", "* ", "\u2022 ", "- "])


def trange(rng, lo=8, hi=16, mins=(45, 60, 60, 90, 120)):
    """A start-end time pair, e.g. 10:00-11:30 (times are not PHI)."""
    h = rng.randint(lo, hi)
    m = rng.choice([0, 0, 15, 30, 45])
    e = h * 60 + m + rng.choice(mins)
    return "%02d:%02d" % (h, m), "%02d:%02d" % (e // 60, e % 60)
