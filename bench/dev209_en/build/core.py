"""Core helpers for dev209_en: the single RNG, the Note builder, date and age formatting.

All randomness in the build comes from ``rng`` (random.Random(209)).  Offsets are computed
while a note is assembled: every piece of text is appended in order and a span is recorded
at the moment a PHI piece is appended.
"""
import datetime as dt
import random
import re

rng = random.Random(209)

TYPE_LABEL = {
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

_TOK = re.compile(r"\{(\w+)\}")


def pick(seq):
    return seq[rng.randrange(len(seq))]


def chance(p):
    return rng.random() < p


def sample(seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)


class Note:
    """Append-only note builder that records spans as PHI pieces are appended."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0
        self._last_span = False

    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)
            self._last_span = False
        return self

    def p(self, s, typ):
        if typ == "PROFESSION" and self.parts and not self._last_span \
                and self.parts[-1].endswith(" a ") and (s[0].lower() in "aeiou" or s.startswith(("HGV", "HVAC"))):
            # grammar: "a" -> "an" before a vowel sound (the preceding piece is plain text, no span yet)
            self.parts[-1] = self.parts[-1][:-2] + "an "
            self.pos += 1
        if typ not in TYPE_LABEL:
            raise ValueError("bad type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)
        self._last_span = True
        return self

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, tuple):
                self.p(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tpl, **kw):
        """Fill a template: ``{key}`` is replaced by kw[key] (str, (text, type) or list)."""
        last = 0
        for m in _TOK.finditer(tpl):
            self.t(tpl[last:m.start()])
            self.add(kw[m.group(1)])
            last = m.end()
        self.t(tpl[last:])
        return self

    def line(self, *items):
        self.add(*items)
        self.t("\n")
        return self

    def text(self):
        return "".join(self.parts)


# ----------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW3 = [d[:3] for d in DOW]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, style):
    m, y, dd = d.month, d.year, d.day
    if style == "us":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "us1":
        return "%d/%d/%d" % (m, dd, y)
    if style == "us2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "usl":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "usa":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "uk":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "ukl":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "uka":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "ukord":
        return "%s %s %d" % (ordinal(dd), MON[m - 1], y)
    if style == "mil":
        return "%02d%s%d" % (dd, MON3[m - 1].upper(), y)
    if style == "mil2":
        return "%02d %s %02d" % (dd, MON3[m - 1].upper(), y % 100)
    if style == "iso":
        return d.isoformat()
    if style == "ukdot":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "ukdash":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "dowus":
        return "%s %d/%d" % (DOW3[d.weekday()], m, dd)
    if style == "dowusl":
        return "%s, %s %d, %d" % (DOW[d.weekday()], MON[m - 1], dd, y)
    if style == "dowuk":
        return "%s %d %s %d" % (DOW[d.weekday()], dd, MON[m - 1], y)
    if style == "dowuk3":
        return "%s %02d/%02d/%d" % (DOW3[d.weekday()], dd, m, y)
    if style == "my":
        return "%s %d" % (MON[m - 1], y)
    if style == "my3":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mmyy":
        return "%02d/%d" % (m, y)
    if style == "y":
        return str(y)
    if style == "dm_uk":
        return "%d %s" % (dd, MON3[m - 1])
    if style == "dm_us":
        return "%d/%d" % (m, dd)
    if style == "dm_ukslash":
        return "%02d/%02d" % (dd, m)
    raise ValueError(style)


US_STYLES = ["us", "us", "us1", "usl", "usa", "mil", "iso", "us2"]
UK_STYLES = ["uk", "uk", "ukl", "uka", "ukord", "mil2", "ukdot", "ukdash", "mil"]


class DateStyle:
    """Per-note date conventions: one main style, an occasional alternative."""

    def __init__(self, country, military=False):
        pool = US_STYLES if country == "US" else UK_STYLES
        if military and chance(0.35):
            self.main = pick(["mil", "mil2"] if country == "UK" else ["mil", "mil"])
        else:
            self.main = pick(pool)
        self.alt = pick(pool)
        self.country = country

    def d(self, date, style=None):
        if style is None:
            style = self.main if chance(0.85) else self.alt
        return (fdate(date, style), "DATE")

    def short(self, date):
        """Day-and-month only, for tables."""
        if self.country == "US":
            return (fdate(date, pick(["dm_us", "dm_us", "dowus"])), "DATE")
        return (fdate(date, pick(["dm_ukslash", "dm_uk"])), "DATE")


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def age_on(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


def age_phrase(age, sex):
    """A phrase with the age as a span; returns a list of pieces."""
    a = str(age)
    sx = "M" if sex == "M" else "F"
    male = sex == "M"
    opts = [
        [(a, "AGE"), "-year-old " + ("male" if male else "female")],
        [(a, "AGE"), " yo " + ("M" if male else "F")],
        [(a, "AGE"), "yo " + ("man" if male else "woman")],
        [(a, "AGE"), " y/o " + ("male" if male else "female")],
        [(a, "AGE"), sx],
        [(a, "AGE"), " " + sx],
        [(a, "AGE"), " year old " + ("man" if male else "woman")],
        ["aged ", (a, "AGE")],
        [(a, "AGE"), "-yr-old " + ("male" if male else "female")],
    ]
    return pick(opts)


def today_pair(country):
    """A plausible note date between 2015 and 2025."""
    return rand_date(2015, 2025)
