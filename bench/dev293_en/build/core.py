"""Core helpers for the dev293_en generator: the single-pass document builder
and date / age formatting.  Standard library only."""

import datetime as _dt
import re as _re

LABEL_OF = {
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

_FIELD = _re.compile(r"\{(\w+)\}")


def P(value, typ):
    """A PHI piece: value text and fine type."""
    return (value, typ)


class Doc:
    """Appends text pieces and records PHI offsets while the note is written."""

    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def _lit(self, s):
        self.parts.append(s)
        self.n += len(s)

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._lit(it)
            elif isinstance(it, tuple):
                val, typ = it
                if not val:
                    continue
                if typ not in LABEL_OF:
                    raise ValueError("unknown type %r" % typ)
                if val != val.strip():
                    raise ValueError("edge whitespace in %r" % val)
                start = self.n
                self._lit(val)
                self.spans.append((start, self.n, LABEL_OF[typ], typ))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tmpl, **kw):
        """Write a template; {key} fields are filled from kw (str literal,
        (value, type) PHI piece, or list of pieces)."""
        bits = _FIELD.split(tmpl)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                if b:
                    self._lit(b)
            else:
                v = kw[b]
                if isinstance(v, list):
                    self.add(*v)
                else:
                    self.add(v)
        return self

    def line(self, *items):
        self.add(*items)
        self._lit("\n")
        return self

    def fl(self, tmpl, **kw):
        self.f(tmpl, **kw)
        self._lit("\n")
        return self

    def nl(self, k=1):
        self._lit("\n" * k)
        return self

    def finish(self, lowercase=False):
        text = "".join(self.parts)
        if len(text) != self.n:
            raise AssertionError("length bookkeeping")
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length")
            text = low
        spans = []
        for s, e, lab, typ in sorted(self.spans):
            spans.append({"start": s, "end": e, "label": lab, "type": typ,
                          "text": text[s:e]})
        return text, spans


# ---------------------------------------------------------------- dates

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
            "Sunday"]
WKD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def mdy_country(country):
    return country == "US"


def fmt_date(d, style, country):
    us = mdy_country(country)
    if style == "slash":
        if us:
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "slash_nz":
        if us:
            return "%d/%d/%04d" % (d.month, d.day, d.year)
        return "%d/%d/%04d" % (d.day, d.month, d.year)
    if style == "short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if us:
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "ord":
        if us:
            return "%s %s, %d" % (MONTHS[d.month - 1], ordinal(d.day), d.year)
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "abbr":
        if us:
            return "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1].upper(), d.year)
    if style == "dash_mixed":
        return "%d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "dot":
        if us:
            return "%02d.%02d.%04d" % (d.month, d.day, d.year)
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    raise ValueError(style)


def fmt_wk(d, style, country):
    us = mdy_country(country)
    wd = d.weekday()
    if style == "wk_long":
        if us:
            return "%s, %s %d, %d" % (WEEKDAYS[wd], MONTHS[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (WEEKDAYS[wd], d.day, MONTHS[d.month - 1], d.year)
    if style == "wk_short":
        if us:
            return "%s %d/%d" % (WKD[wd], d.month, d.day)
        return "%s %d/%d" % (WKD[wd], d.day, d.month)
    if style == "wk_abbr":
        if us:
            return "%s %s %d" % (WKD[wd], MON[d.month - 1], d.day)
        return "%s %d %s" % (WKD[wd], d.day, MON[d.month - 1])
    raise ValueError(style)


def fmt_my(d, style=0):
    if style == 0:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == 1:
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == 2:
        return "%02d/%d" % (d.month, d.year)
    return "%s '%02d" % (MON[d.month - 1], d.year % 100)


STYLES_BY_COUNTRY = {
    "UK": ["slash", "slash", "long", "ord", "abbr", "dash", "short", "dot"],
    "IE": ["slash", "slash", "long", "ord", "abbr", "dash", "short"],
    "AU": ["slash", "slash", "long", "abbr", "dash", "short", "slash_nz"],
    "US": ["slash", "slash", "slash_nz", "long", "abbr", "short", "iso"],
    "CA": ["iso", "iso", "long", "abbr", "slash", "dash"],
}


class Dates:
    """Per-note date formatter: a main style plus occasional alternates."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.main = rng.choice(STYLES_BY_COUNTRY[country])

    def __call__(self, d):
        return fmt_date(d, self.main, self.country)

    def alt(self, d):
        return fmt_date(d, self.rng.choice(STYLES_BY_COUNTRY[self.country]),
                        self.country)

    def wk(self, d):
        return fmt_wk(d, self.rng.choice(["wk_long", "wk_short", "wk_abbr"]),
                      self.country)

    def my(self, d):
        return fmt_my(d, self.rng.choice([0, 0, 1, 2]))

    def any(self, d):
        r = self.rng.random()
        if r < 0.6:
            return self(d)
        if r < 0.8:
            return self.alt(d)
        if r < 0.9:
            return self.wk(d)
        return self.my(d)


def add_days(d, k):
    return d + _dt.timedelta(days=k)


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


# ---------------------------------------------------------------- numbers

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    if n < 1000:
        h, r = divmod(n, 100)
        return _ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))
    return str(n)


def age_pieces(rng, age, sex):
    """Varied surface forms of an age; only the number is PHI."""
    a = str(age)
    sx = "M" if sex == "M" else "F"
    c = rng.randrange(11)
    if c == 0:
        return [P(a, "AGE"), "-year-old"]
    if c == 1:
        return [P(a, "AGE"), " yo"]
    if c == 2:
        return [P(a, "AGE"), "yo"]
    if c == 3:
        return [P(a, "AGE"), " y/o"]
    if c == 4:
        return ["aged ", P(a, "AGE")]
    if c == 5:
        return [P(a, "AGE"), sx]
    if c == 6:
        return [P(a, "AGE"), " ", sx]
    if c == 7:
        return [P(words(age), "AGE"), "-year-old"]
    if c == 8:
        return [P(a, "AGE"), " year old"]
    if c == 9:
        return [P(a, "AGE"), " yrs"]
    return ["age ", P(a, "AGE")]


def tick(rng, yes, style=None):
    style = style if style is not None else rng.randrange(3)
    if style == 0:
        return "[X] Yes  [ ] No" if yes else "[ ] Yes  [X] No"
    if style == 1:
        return "Yes" if yes else "No"
    return "Y" if yes else "N"


def cap(s):
    return s[:1].upper() + s[1:]


def weekday_on_or_after(d):
    while d.weekday() >= 5:
        d = d + _dt.timedelta(days=1)
    return d
