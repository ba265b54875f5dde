"""Offset-safe note builder and surface formatters for dev175_en.

A note is assembled left to right; every PHI piece is appended through P(...)
so that its offsets are recorded at the moment it is written.
"""
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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
TYPES = list(LABEL.keys())


class P:
    """A PHI value of a fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        if t not in LABEL:
            raise ValueError(t)
        self.s = s
        self.t = t


_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def _emit(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self.parts.append(it)
            self.n += len(it)
        elif isinstance(it, P):
            s = it.s
            if not s or s != s.strip():
                raise ValueError("bad span %r" % s)
            st = self.n
            self.parts.append(s)
            self.n += len(s)
            self.spans.append((st, self.n, it.t))
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._emit(x)
        else:
            raise TypeError(type(it))

    def add(self, *items):
        for it in items:
            self._emit(it)
        return self

    def f(self, tpl, **kw):
        """Write a template; {key} is replaced by kw[key] (str, P or list)."""
        i = 0
        for m in _PH.finditer(tpl):
            self._emit(tpl[i:m.start()])
            self._emit(kw[m.group(1)])
            i = m.end()
        self._emit(tpl[i:])
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def dfmt(d, style):
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy_nz":
        return "%d/%d/%04d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "dot2":
        return "%d.%d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dash":
        return "%02d-%s-%04d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dMonY":
        return "%d %s %04d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dMONY":
        return "%02d-%s-%04d" % (d.day, MON3[d.month - 1].upper(), d.year)
    if style == "long":
        return "%d %s %04d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "ordlong":
        return "%s %s %04d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "ord":
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    if style == "dMon":
        return "%d %s" % (d.day, MON3[d.month - 1])
    if style == "wd_long":
        return "%s %d %s %04d" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_comma":
        return "%s, %d %s %04d" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_dm":
        return "%s %d/%d" % (WD3[d.weekday()], d.day, d.month)
    if style == "wd_ord":
        return "%s %s" % (WDAYS[d.weekday()], ordinal(d.day))
    if style == "wd":
        return WDAYS[d.weekday()]
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "ddmm":
        return "%02d/%02d" % (d.day, d.month)
    if style == "iso":
        return "%04d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "my":
        return "%s %04d" % (MONTHS[d.month - 1], d.year)
    if style == "mony":
        return "%s %04d" % (MON3[d.month - 1], d.year)
    if style == "mm_yy":
        return "%02d/%04d" % (d.month, d.year)
    if style == "y":
        return "%04d" % d.year
    if style == "month":
        return MONTHS[d.month - 1]
    raise ValueError(style)


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy_nz", "dmy2", "dot", "dash", "dMonY", "long",
               "ordlong", "dMONY", "iso"]
SHORT_STYLES = ["dm", "ddmm", "ord", "dMon", "wd_dm", "wd_ord", "dmy", "dmy2"]


def D(rng, d, styles=None):
    """A DATE span for d in a random (or given) style."""
    if styles is None:
        styles = FULL_STYLES
    if isinstance(styles, str):
        styles = [styles]
    return P(dfmt(d, rng.choice(styles)), "DATE")


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


# ---------------------------------------------------------------- ages
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


def AGE(rng, age, sex=None, style=None):
    """Age phrase as a list; only the number is the span."""
    sx = {"M": "M", "F": "F"}.get(sex, "M")
    styles = ["yo", "yo_sp", "yearold", "y/o", "aged", "sexsp", "sexnosp", "yrs",
              "age", "yearold", "yo", "words"]
    st = style or rng.choice(styles)
    a = str(age)
    if st == "yo":
        return [P(a, "AGE"), "yo"]
    if st == "yo_sp":
        return [P(a, "AGE"), " yo"]
    if st == "yearold":
        return [P(a, "AGE"), "-year-old"]
    if st == "y/o":
        return [P(a, "AGE"), " y/o"]
    if st == "aged":
        return ["aged ", P(a, "AGE")]
    if st == "sexsp":
        return [P(a, "AGE"), " " + sx]
    if st == "sexnosp":
        return [P(a, "AGE"), sx]
    if st == "yrs":
        return [P(a, "AGE"), " yrs"]
    if st == "age":
        return ["age ", P(a, "AGE")]
    if st == "words":
        return [P(words(age), "AGE"), "-year-old"]
    if st == "paren":
        return ["(", P(a, "AGE"), ")"]
    if st == "y":
        return [P(a, "AGE"), "y"]
    raise ValueError(st)


# ---------------------------------------------------------------- helpers
def pick(rng, seq, k=None):
    if k is None:
        return seq[rng.randrange(len(seq))]
    return rng.sample(list(seq), k)


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def join_list(items, sep=", ", last=" and "):
    """Join a list of pieces (str/P/list) with separators, as a list."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(it)
    return out
