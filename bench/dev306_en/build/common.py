"""Shared machinery: the note writer (single-pass offsets), PHI helpers, dates."""
import datetime as _dt
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


class P:
    """A PHI value waiting to be written."""
    __slots__ = ("value", "typ")

    def __init__(self, value, typ):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        self.value = value
        self.typ = typ


_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    """Collects text pieces and records PHI offsets as they are appended."""

    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, value, typ):
        start = self.pos
        self.t(value)
        self.spans.append((start, self.pos, typ))
        return self

    def put(self, item):
        if item is None:
            return self
        if isinstance(item, P):
            return self.p(item.value, item.typ)
        if isinstance(item, str):
            return self.t(item)
        if isinstance(item, (int, float)):
            return self.t(str(item))
        for sub in item:
            self.put(sub)
        return self

    def f(self, template, **kw):
        """Write a template; {key} takes kw[key] (str, P or list of both)."""
        idx = 0
        for m in _FIELD.finditer(template):
            self.t(template[idx:m.start()])
            self.put(kw[m.group(1)])
            idx = m.end()
        self.t(template[idx:])
        return self

    def text(self):
        return "".join(self.parts)


def join(items, sep=", "):
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(sep)
        out.append(it)
    return out


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(rng, y0=2019, y1=2025):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 6, 30).toordinal()
    return _dt.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return d + _dt.timedelta(days=days)


def dob_for_age(rng, ref, age):
    y = ref.year - age
    d = _dt.date(y, 1, 1) + _dt.timedelta(days=rng.randint(0, 364))
    if (d.month, d.day) > (ref.month, ref.day):
        d = _dt.date(y - 1, d.month, min(d.day, 28))
    return d


def fmt_date(rng, d, c, kind="full"):
    """Surface form of a date for country c; kind full/text/num/weekday/month/year/dm."""
    M = MONTHS[d.month - 1]
    Ms = M[:3]
    W = WEEKDAYS[d.weekday()]
    Ws = W[:3]
    dd, mm, yy, yyyy = d.day, d.month, d.year % 100, d.year
    us = c == "US"
    if kind == "full":
        kind = rng.choice(["num", "num", "text", "text", "weekday"])
    if kind == "num":
        if us:
            opts = [f"{mm:02d}/{dd:02d}/{yyyy}", f"{mm}/{dd}/{yyyy}", f"{mm}/{dd}/{yy:02d}"]
        elif c == "CA":
            opts = [f"{yyyy}-{mm:02d}-{dd:02d}", f"{yyyy}-{mm:02d}-{dd:02d}", f"{dd:02d}/{mm:02d}/{yyyy}"]
        else:
            opts = [f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd}/{mm}/{yyyy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
                    f"{dd:02d}.{mm:02d}.{yyyy}"]
        return rng.choice(opts)
    if kind == "text":
        if us or c == "CA":
            opts = [f"{M} {dd}, {yyyy}", f"{Ms} {dd}, {yyyy}", f"{Ms}. {dd}, {yyyy}", f"{dd} {Ms} {yyyy}"]
        else:
            opts = [f"{dd} {M} {yyyy}", f"{dd} {Ms} {yyyy}", f"{dd}-{Ms}-{yyyy}", f"{dd}{_ord(dd)} {M} {yyyy}"]
        return rng.choice(opts)
    if kind == "weekday":
        if us or c == "CA":
            opts = [f"{W}, {M} {dd}, {yyyy}", f"{Ws} {mm}/{dd}", f"{Ws} {Ms} {dd}", f"{W} {mm}/{dd}/{yyyy}"]
        else:
            opts = [f"{W} {dd} {M} {yyyy}", f"{Ws} {dd}/{mm}", f"{Ws} {dd} {Ms}", f"{W} {dd}/{mm:02d}/{yyyy}"]
        return rng.choice(opts)
    if kind == "month":
        return rng.choice([f"{M} {yyyy}", f"{Ms} {yyyy}", f"{mm:02d}/{yyyy}", f"{Ms}-{yy:02d}"])
    if kind == "year":
        return str(yyyy)
    if kind == "dm":
        if us:
            return rng.choice([f"{mm}/{dd}", f"{Ms} {dd}", f"{M} {dd}"])
        return rng.choice([f"{dd}/{mm}", f"{dd} {Ms}", f"{dd} {M}", f"{dd}{_ord(dd)} {M}"])
    if kind == "dob":
        if us:
            return rng.choice([f"{mm:02d}/{dd:02d}/{yyyy}", f"{mm}/{dd}/{yyyy}"])
        if c == "CA":
            return rng.choice([f"{yyyy}-{mm:02d}-{dd:02d}", f"{dd} {Ms} {yyyy}"])
        return rng.choice([f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{Ms}-{yyyy}", f"{dd} {M} {yyyy}"])
    raise ValueError(kind)


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def D(rng, d, c, kind="full"):
    return P(fmt_date(rng, d, c, kind), "DATE")


def tm(rng):
    return f"{rng.randint(7, 17):02d}:{rng.choice(['00', '05', '10', '15', '20', '30', '40', '45', '50'])}"


NUMWORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
            80: "eighty", 90: "ninety"}
UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]


def age_words(n):
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    t, u = n - n % 10, n % 10
    return NUMWORDS[t] + ("-" + UNITS[u] if u else "")


def age_phrase(rng, age, sex):
    """Return a fragment stating the age with the number alone as the span."""
    s = "M" if sex == "M" else "F"
    word = "man" if sex == "M" else "woman"
    a = P(str(age), "AGE")
    forms = [
        [a, "-year-old " + word], [a, " yo " + s], [a, "yo " + s], [a, s], [a, " y/o " + s],
        ["aged ", a], [a, "-year-old"], [a, " year old " + word],
        [P(age_words(age), "AGE"), "-year-old " + word], ["a ", a, " yr old"],
    ]
    return rng.choice(forms)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]
