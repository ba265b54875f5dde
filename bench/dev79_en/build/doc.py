"""Composition primitives: a document builder that records span offsets while text is appended.

A note is composed from fragments:
  * str          -> plain text (never PHI)
  * S(type, v)   -> a PHI value; its offsets are recorded at the moment it is appended
  * list/tuple   -> a sequence of fragments
  * callable     -> called, its result emitted
Templates use {key} placeholders that are filled with fragments; literal template text is plain.
"""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class S:
    __slots__ = ("type", "value")

    def __init__(self, type_, value):
        if type_ not in LABEL:
            raise ValueError(type_)
        if not isinstance(value, str) or not value or value != value.strip():
            raise ValueError("bad span value %r" % (value,))
        self.type = type_
        self.value = value

    def __repr__(self):
        return "S(%s,%r)" % (self.type, self.value)


class Doc:
    PH = re.compile(r"\{(\w+)\}")

    def __init__(self, ctx=None, lower=False):
        self.parts = []
        self.spans = []
        self.n = 0
        self.ctx = ctx if ctx is not None else {}
        self.lower = lower

    def emit(self, f):
        if f is None:
            return
        if isinstance(f, str):
            if self.lower:
                f = f.lower()
            self.parts.append(f)
            self.n += len(f)
        elif isinstance(f, S):
            v = f.value.lower() if self.lower else f.value
            start = self.n
            self.parts.append(v)
            self.n += len(v)
            self.spans.append((start, self.n, f.type))
        elif isinstance(f, (list, tuple)):
            for x in f:
                self.emit(x)
        elif callable(f):
            self.emit(f())
        else:
            raise TypeError(repr(f))

    def add(self, *frags):
        for f in frags:
            self.emit(f)
        return self

    def t(self, template, **kw):
        pos = 0
        for m in self.PH.finditer(template):
            self.emit(template[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.emit(kw[key])
            elif key in self.ctx:
                self.emit(self.ctx[key])
            else:
                raise KeyError(key)
            pos = m.end()
        self.emit(template[pos:])
        return self

    def tl(self, template, **kw):
        """template followed by newline"""
        self.t(template, **kw)
        self.emit("\n")
        return self

    def text(self):
        return "".join(self.parts)


def join(frags, sep=", ", last=None):
    out = []
    for i, f in enumerate(frags):
        if i:
            out.append(last if (last is not None and i == len(frags) - 1) else sep)
        out.append(f)
    return out


# ---------------------------------------------------------------- numbers as words
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


# ---------------------------------------------------------------- dates
MONTHS = ("January February March April May June July August September October November December").split()
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
WD3 = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    """Return the string for date d in a named style."""
    D, M, Y = d.day, d.month, d.year
    if style == "dmy":            # 03/03/2021
        return "%02d/%02d/%04d" % (D, M, Y)
    if style == "dmy_nz":         # 3/3/2021
        return "%d/%d/%04d" % (D, M, Y)
    if style == "dmy_short":      # 03/03/21
        return "%02d/%02d/%02d" % (D, M, Y % 100)
    if style == "dmy_dot":        # 03.03.2021
        return "%02d.%02d.%04d" % (D, M, Y)
    if style == "dmy_dash":       # 03-03-2021
        return "%02d-%02d-%04d" % (D, M, Y)
    if style == "iso":            # 2021-03-03
        return "%04d-%02d-%02d" % (Y, M, D)
    if style == "long_ord":       # 3rd March 2021
        return "%s %s %d" % (ordinal(D), MONTHS[M - 1], Y)
    if style == "long":           # 3 March 2021
        return "%d %s %d" % (D, MONTHS[M - 1], Y)
    if style == "long_of":        # 3rd of March 2021
        return "%s of %s %d" % (ordinal(D), MONTHS[M - 1], Y)
    if style == "mon_short":      # 03-Mar-21
        return "%02d-%s-%02d" % (D, MON3[M - 1], Y % 100)
    if style == "mon_long":       # 03-Mar-2021
        return "%02d-%s-%04d" % (D, MON3[M - 1], Y)
    if style == "mon_sp":         # 3 Mar 2021
        return "%d %s %d" % (D, MON3[M - 1], Y)
    if style == "upper_mon":      # 03 MAR 2021
        return "%02d %s %d" % (D, MON3[M - 1].upper(), Y)
    if style == "us_long":        # March 3, 2021
        return "%s %d, %d" % (MONTHS[M - 1], D, Y)
    if style == "us_short":       # Mar 3, 2021
        return "%s %d, %d" % (MON3[M - 1], D, Y)
    if style == "my":             # March 2021
        return "%s %d" % (MONTHS[M - 1], Y)
    if style == "my_short":       # Mar 2021
        return "%s %d" % (MON3[M - 1], Y)
    if style == "my_num":         # 03/2021
        return "%02d/%d" % (M, Y)
    if style == "y":              # 2021
        return "%d" % Y
    if style == "dm":             # 3 March
        return "%d %s" % (D, MONTHS[M - 1])
    if style == "dm_ord":         # 3rd March
        return "%s %s" % (ordinal(D), MONTHS[M - 1])
    if style in ("dm_num", "dm_num_nz") and M in (7, 12):
        return "%d %s" % (D, MONTHS[M - 1])   # avoid d/7 and d/12, which read as durations (3/7 = three days)
    if style == "dm_num":         # 03/03
        return "%02d/%02d" % (D, M)
    if style == "dm_num_nz":      # 3/3
        return "%d/%d" % (D, M)
    if style == "wd":             # Tuesday
        return WEEKDAYS[d.weekday()]
    if style == "wd3":            # Tue
        return WD3[d.weekday()]
    if style == "wd_dm_ord":      # Tuesday 3rd March
        return "%s %s %s" % (WEEKDAYS[d.weekday()], ordinal(D), MONTHS[M - 1])
    if style == "wd_long":        # Tuesday 3 March 2021
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], D, MONTHS[M - 1], Y)
    if style == "wd_comma":       # Tuesday, 3 March 2021
        return "%s, %d %s %d" % (WEEKDAYS[d.weekday()], D, MONTHS[M - 1], Y)
    if style == "wd_num":         # Tue 03/03
        return "%s %02d/%02d" % (WD3[d.weekday()], D, M)
    if style == "wd_dmy":         # Tue 03/03/2021
        return "%s %02d/%02d/%d" % (WD3[d.weekday()], D, M, Y)
    raise ValueError(style)


FULL_DATE_STYLES = ["dmy", "dmy", "dmy", "dmy_nz", "dmy_short", "dmy_dot", "long_ord", "long_ord", "long",
                    "long", "mon_short", "mon_long", "mon_sp", "upper_mon", "iso", "dmy_dash", "long_of",
                    "wd_long", "wd_comma"]
CA_DATE_STYLES = ["iso", "iso", "us_long", "us_short", "dmy", "long", "mon_long", "upper_mon"]


# ---------------------------------------------------------------- people
class Person:
    """A person with a fixed role (span type).  Form methods return fragments with titles outside spans."""

    def __init__(self, role, given, surname, sex, middle="", nick=None, title=None):
        self.role = role
        self.given = given
        self.surname = surname
        self.sex = sex
        self.middle = middle
        self.nick = nick
        self.title = title or ("Mr" if sex == "M" else "Mrs")

    # pronouns
    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def He(self):
        return "He" if self.sex == "M" else "She"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def His(self):
        return "His" if self.sex == "M" else "Her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"

    def s(self, v):
        return S(self.role, v)

    # name forms
    def full(self):
        return self.s("%s %s" % (self.given, self.surname))

    def full_mid(self):
        if self.middle:
            return self.s("%s %s %s" % (self.given, self.middle, self.surname))
        return self.full()

    def full_mi(self):
        if self.middle:
            return self.s("%s %s. %s" % (self.given, self.middle[0], self.surname))
        return self.full()

    def first(self):
        return self.s(self.given)

    def sur(self):
        return self.s(self.surname)

    def nickname(self):
        return self.s(self.nick or self.given)

    def t_sur(self, dot=False, title=None):
        t = title or self.title
        return [t + ("." if dot else "") + " ", self.s(self.surname)]

    def t_full(self, dot=False, title=None):
        t = title or self.title
        return [t + ("." if dot else "") + " ", self.full()]

    def t_init(self, style="AB.", title=None):
        """Mr A.B. Whitfield / Mrs J Smith / Dr J. Smith / Mr AB Whitfield"""
        t = title or self.title
        gi = self.given[0]
        mi = self.middle[0] if self.middle else ""
        if style == "AB.":
            ini = gi + "." + (mi + "." if mi else "")
        elif style == "A":
            ini = gi
        elif style == "A.":
            ini = gi + "."
        elif style == "AB":
            ini = gi + mi
        elif style == "A B":
            ini = gi + (" " + mi if mi else "")
        else:
            raise ValueError(style)
        return [t + " ", self.s("%s %s" % (ini, self.surname))]

    def init_sur(self, dot=True):
        return self.s("%s%s %s" % (self.given[0], "." if dot else "", self.surname))

    def comma(self, style="Upper"):
        """SURNAME, Forename variants"""
        if style == "Upper":
            return self.s("%s, %s" % (self.surname.upper(), self.given))
        if style == "UPPER":
            v = "%s, %s" % (self.surname.upper(), self.given.upper())
            if self.middle:
                v += " " + self.middle[0].upper()
            return self.s(v)
        if style == "plain":
            return self.s("%s, %s" % (self.surname, self.given))
        if style == "plain_mi":
            v = "%s, %s" % (self.surname, self.given)
            if self.middle:
                v += " " + self.middle[0] + "."
            return self.s(v)
        raise ValueError(style)

    def given_init(self):
        """Maria K."""
        return self.s("%s %s." % (self.given, self.surname[0]))

    def initials(self, dots=False, lower=False):
        parts = [self.given[0]] + ([self.middle[0]] if self.middle else []) + [self.surname.replace("'", "")[0]]
        v = (".".join(parts) + ".") if dots else "".join(parts)
        if lower:
            v = v.lower()
        return self.s(v)

    def full_upper_sur(self):
        return self.s("%s %s" % (self.given, self.surname.upper()))

    def any(self, rng, forms):
        f = rng.choice(forms)
        return getattr(self, f[0])(*f[1:])
