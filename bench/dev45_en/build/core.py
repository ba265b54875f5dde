"""Core machinery: span-tracking document builder, people, places, identifiers.

A note is written piece by piece.  Plain text is a ``str``; a PHI value is a
``P(text, type)``; lists nest.  Offsets are counted while writing, so every
span is exact by construction.
"""
import datetime as dt
import re
import unicodedata

import pools

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


class P:
    """A PHI value of a fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if text != text.strip() or not text:
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = typ

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.type)


_PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def fmt(tpl, kw):
    out = []
    pos = 0
    for m in _PH.finditer(tpl):
        if m.start() > pos:
            out.append(tpl[pos:m.start()])
        out.append(kw[m.group(1)])
        pos = m.end()
    if pos < len(tpl):
        out.append(tpl[pos:])
    return out


class Doc:
    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.parts.append(it)
                self.n += len(it)
            elif isinstance(it, P):
                s = self.n
                self.parts.append(it.text)
                self.n += len(it.text)
                self.spans.append((s, self.n, it.type))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError(repr(it))

    def text(self):
        return "".join(self.parts)


def place(name, typ):
    """A place name; a leading article stays outside the span ('the [Netherlands]')."""
    if name.startswith("the "):
        return ["the ", P(name[4:], typ)]
    return P(name, typ)


def join(items, sep=", "):
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(sep)
        out.append(it)
    return out


def fold(s):
    """ASCII form for e-mails and user names."""
    s = s.replace("ł", "l").replace("Ł", "L").replace("ø", "o")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"[^A-Za-z0-9]", "", s)


def article(word):
    w = word.lower()
    if w.startswith(("hgv", "it ", "mp", "rgn", "rmn", "hca")):
        return "an"
    if w.startswith(("uni", "use", "euro")):
        return "a"
    return "an" if w[0] in "aeiou" else "a"


# ------------------------------------------------------------------ numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, rest = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(rest) if rest else "")


# ------------------------------------------------------------------ dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy1":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dot2":
        return "%d.%d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "dashnum":
        return "%02d-%02d-%d" % (d.day, d.month, d.year)
    if style == "dMy":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "dMMy":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dthMMy":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "wdthMMy":
        return "%s %s %s %d" % (WEEKDAYS[d.weekday()], ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "wd,dMMy":
        return "%s, %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_dm":
        return "%s %02d/%02d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
    if style == "wd_dmy":
        return "%s %02d/%02d/%02d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month, d.year % 100)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "dM":
        return "%d %s" % (d.day, MON[d.month - 1])
    if style == "dthM":
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    if style == "MMy":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "My":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "MM":
        return MONTHS[d.month - 1]
    if style == "y":
        return str(d.year)
    if style == "wd":
        return WEEKDAYS[d.weekday()]
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return "%02d%s%02d" % (d.day, MON[d.month - 1].upper(), d.year % 100)
    raise ValueError(style)


def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, given, surname, sex, typ, middle=None, title=None, nick=None):
        self.given = given
        self.surname = surname
        self.sex = sex
        self.typ = typ
        self.middle = middle
        self.title = title
        self.nick = nick

    # each returns an item (P or list) ready for Doc.add
    def full(self):
        return P("%s %s" % (self.given, self.surname), self.typ)

    def fullm(self):
        if self.middle:
            return P("%s %s. %s" % (self.given, self.middle[0], self.surname), self.typ)
        return self.full()

    def fullmid(self):
        if self.middle:
            return P("%s %s %s" % (self.given, self.middle, self.surname), self.typ)
        return self.full()

    def sur(self):
        return P(self.surname, self.typ)

    def giv(self):
        return P(self.given, self.typ)

    def ts(self):
        return [self.title + " ", self.sur()]

    def tf(self):
        return [self.title + " ", self.full()]

    def caps(self):
        mid = (" " + self.middle) if self.middle else ""
        return P("%s, %s%s" % (self.surname.upper(), self.given, mid), self.typ)

    def caps2(self):
        return P("%s %s" % (self.surname.upper(), self.given.upper()), self.typ)

    def sur_comma(self):
        return P("%s, %s" % (self.surname, self.given), self.typ)

    def ini_sur(self):
        return P("%s. %s" % (self.given[0], self.surname), self.typ)

    def ini_sur_nodot(self):
        return P("%s %s" % (self.given[0], self.surname), self.typ)

    def sur_ini(self):
        return P("%s %s" % (self.surname, self.given[0]), self.typ)

    def initials(self, dots=True):
        g = self.given[0]
        s = self.surname
        parts = s.replace("'", " ").split()
        caps = "".join(p[0] for p in parts if p[0].isupper())[:2] or s[0].upper()
        if dots:
            return P("%s.%s." % (g, ".".join(caps)), self.typ)
        if s.startswith("Mc") and len(s) > 2:
            return P(g + "Mc" + s[2], self.typ)
        return P(g + caps, self.typ)

    def lower_initials(self):
        return P((self.given[0] + self.surname[0]).lower(), self.typ)

    def nick_or_given(self):
        return P(self.nick or self.given, self.typ)

    def uname(self, rng):
        g, s = fold(self.given).lower(), fold(self.surname).lower()
        style = rng.randrange(6)
        if style == 0:
            u = "%s%s%d" % (g[0], s[:7], rng.randrange(1, 9))
        elif style == 1:
            u = "%s.%s" % (g, s)
        elif style == 2:
            u = "%s%s%02d" % (s[:5].upper(), g[0].upper(), rng.randrange(1, 40))
        elif style == 3:
            u = "%s_%s" % (g[:3], s[:6])
        elif style == 4:
            u = "%s%s" % (g[0], s)
        else:
            u = "%s%s%d" % (s[:4], g[:2], rng.randrange(10, 99))
        return u

    def email_local(self, rng):
        g, s = fold(self.given).lower(), fold(self.surname).lower()
        return rng.choice(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s.%s%d" % (g, s, rng.randrange(1, 9))])


# ------------------------------------------------------------------ institutions / places
class Place:
    """An institution with optional contact details."""

    def __init__(self, name, typ="HOSPITAL"):
        self.name = name
        self.typ = typ
        self.addr = None
        self.tel = None
        self.fax = None
        self.web = None
        self.domain = None
        self.email = None

    def n(self):
        return P(self.name, self.typ)


class Address:
    def __init__(self, lines, town, county, postcode, country=None):
        self.lines = lines      # list of str street lines
        self.town = town
        self.county = county    # may be None
        self.postcode = postcode
        self.country = country

    def block(self, indent="", county=True, country=False):
        out = []
        for ln in self.lines:
            out += [indent, P(ln, "STREET"), "\n"]
        out += [indent, P(self.town, "CITY"), "\n"]
        if county and self.county:
            out += [indent, P(self.county, "CITY"), "\n"]
        out += [indent, P(self.postcode, "ZIP"), "\n"]
        if country and self.country:
            out += [indent, P(self.country, "COUNTRY"), "\n"]
        return out

    def inline(self, county=True, postcode=True, sep=", "):
        parts = [P(ln, "STREET") for ln in self.lines]
        parts.append(P(self.town, "CITY"))
        if county and self.county:
            parts.append(P(self.county, "CITY"))
        out = join(parts, sep)
        if postcode:
            out = out + [sep if sep != ", " or not self.county or not county else ", ", P(self.postcode, "ZIP")]
        return out

    def town_pc(self):
        return [P(self.town, "CITY"), " ", P(self.postcode, "ZIP")]
