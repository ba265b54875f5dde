"""Note builder with single-pass span offsets, persons, name and date rendering."""
import datetime as dt
import re

_FIELD = re.compile(r"\{([a-z_0-9]+)\}")

LABEL_OF = {
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


class Note:
    """Append-only text buffer; every PHI piece records its offsets as it lands."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.defaults = {}

    def t(self, *xs):
        for x in xs:
            if x:
                self.buf.append(x)
                self.pos += len(x)

    def p(self, val, typ):
        if not val:
            return
        assert typ in LABEL_OF, typ
        start = self.pos
        self.t(val)
        self.spans.append((start, self.pos, typ, val))

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif callable(v):
            v(self)
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        else:
            self.t(str(v))

    def f(self, tmpl, **kw):
        last = 0
        for m in _FIELD.finditer(tmpl):
            self.t(tmpl[last:m.start()])
            key = m.group(1)
            self.put(kw[key] if key in kw else self.defaults[key])
            last = m.end()
        self.t(tmpl[last:])

    def text(self):
        return "".join(self.buf)

    def result(self, lower=False):
        text = self.text()
        spans = []
        for s, e, typ, val in self.spans:
            assert text[s:e] == val
            spans.append((s, e, typ))
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        out = []
        for s, e, typ in sorted(spans):
            out.append({"start": s, "end": e, "label": LABEL_OF[typ], "type": typ,
                        "text": text[s:e]})
        return text, out


def seq(*parts):
    """Bundle several pieces (str / (val,type) / callables) into one callable."""
    def w(n):
        for x in parts:
            n.put(x)
    return w


def join(items, sep=", "):
    def w(n):
        for i, x in enumerate(items):
            if i:
                n.t(sep)
            n.put(x)
    return w


class Person:
    def __init__(self, first, last, sex, mid=None, nick=None):
        self.first, self.last, self.sex, self.mid, self.nick = first, last, sex, mid, nick
        self.lic = None

    def title(self, rng, cc):
        if self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Mrs", "Ms", "Miss", "Ms", "Mrs"])
        if cc in ("US", "CA") and rng.random() < 0.7:
            t += "."
        return t


def initials(p, dots=False):
    parts = [p.first[0]] + ([p.mid[0]] if p.mid else []) + [p.last.replace("'", "")[0]]
    return ".".join(parts) + "." if dots else "".join(parts)


def name_str(p, style):
    """Return the span text for a name in a given style (titles handled by caller)."""
    mid = p.mid or ""
    if style == "full":
        return f"{p.first} {p.last}"
    if style == "full_mid":
        return f"{p.first} {mid[0]}. {p.last}" if mid else f"{p.first} {p.last}"
    if style == "last_first":
        return f"{p.last}, {p.first}"
    if style == "LAST_first":
        return f"{p.last.upper()}, {p.first}"
    if style == "LAST_FIRST":
        return f"{p.last.upper()}, {p.first.upper()}" + (f" {mid[0]}" if mid else "")
    if style == "LAST_First_sp":
        return f"{p.last.upper()} {p.first}"
    if style == "first":
        return p.first
    if style == "nick":
        return p.nick or p.first
    if style == "last":
        return p.last
    if style == "init_last":
        return f"{p.first[0]}. {p.last}"
    if style == "init_last_nodot":
        return f"{p.first[0]} {p.last}"
    if style == "last_init":
        return f"{p.last} {p.first[0]}"
    if style == "initials":
        return initials(p)
    if style == "initials_dot":
        return initials(p, True)
    if style == "first_init":
        return f"{p.first} {p.last[0]}."
    raise ValueError(style)


def nm(p, style, typ, title=None, after=None):
    """Callable writing optional title (outside), the name span, optional suffix."""
    def w(n):
        if title:
            n.t(title + " ")
        n.p(name_str(p, style), typ)
        if after:
            n.t(after)
    return w


def possessive(p, style, typ):
    def w(n):
        n.p(name_str(p, style), typ)
        n.t("'s")
    return w


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(k):
    if 10 <= k % 100 <= 20:
        return f"{k}th"
    return str(k) + {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")


DATE_STYLES_DMY = ["num", "num", "num2y", "dot", "dash_mon", "sp_mon", "long",
                   "iso", "wk_num", "ordinal", "sp_mon_short"]
DATE_STYLES_MDY = ["num", "num", "num2y", "long", "long", "iso", "wk_num",
                   "mon_short", "dash_num"]


def fd(d, cc, style):
    mdy = cc == "US"
    D, M, Y = d.day, d.month, d.year
    mon, mo3 = MON[M - 1], MON[M - 1][:3]
    wk, wk3 = WK[d.weekday()], WK[d.weekday()][:3]
    if style == "iso":
        return f"{Y:04d}-{M:02d}-{D:02d}"
    if style == "num":
        return f"{M:02d}/{D:02d}/{Y}" if mdy else f"{D:02d}/{M:02d}/{Y}"
    if style == "num_short":
        return f"{M}/{D}/{Y}" if mdy else f"{D}/{M}/{Y}"
    if style == "num2y":
        return f"{M}/{D}/{Y % 100:02d}" if mdy else f"{D}/{M}/{Y % 100:02d}"
    if style == "dash_num":
        return f"{M:02d}-{D:02d}-{Y}" if mdy else f"{D:02d}-{M:02d}-{Y}"
    if style == "dot":
        return f"{D:02d}.{M:02d}.{Y % 100:02d}" if not mdy else f"{M}.{D}.{Y % 100:02d}"
    if style == "dash_mon":
        return f"{D:02d}-{mo3}-{Y}"
    if style == "DASH_MON":
        return f"{D:02d}-{mo3.upper()}-{Y}"
    if style == "sp_mon":
        return f"{D} {mo3} {Y}" if not mdy else f"{mo3} {D}, {Y}"
    if style == "sp_mon_short":
        return f"{D} {mo3}" if not mdy else f"{mo3} {D}"
    if style == "long":
        return f"{D} {mon} {Y}" if not mdy else f"{mon} {D}, {Y}"
    if style == "wk_long":
        return f"{wk} {D} {mon} {Y}" if not mdy else f"{wk}, {mon} {D}, {Y}"
    if style == "wk_num":
        return f"{wk3} {M}/{D}" if mdy else f"{wk3} {D}/{M}"
    if style == "wk_only":
        return wk
    if style == "ordinal":
        return f"{ordinal(D)} {mon}" if not mdy else f"{mon} {ordinal(D)}"
    if style == "ordinal_y":
        return f"{ordinal(D)} {mon} {Y}" if not mdy else f"{mon} {ordinal(D)}, {Y}"
    if style == "mon_year":
        return f"{mon} {Y}"
    if style == "mon3_year":
        return f"{mo3} {Y}"
    if style == "year":
        return str(Y)
    if style == "mon_short":
        return f"{mo3} {D}" if mdy else f"{D} {mo3}"
    if style == "ddmm":
        return f"{M:02d}/{D:02d}" if mdy else f"{D:02d}/{M:02d}"
    if style == "compact":
        return f"{Y:04d}{M:02d}{D:02d}"
    raise ValueError(style)


def D(d, cc, style):
    return (fd(d, cc, style), "DATE")


def pick_style(rng, cc):
    return rng.choice(DATE_STYLES_MDY if cc == "US" else DATE_STYLES_DMY)


def add_days(d, k):
    return d + dt.timedelta(days=k)


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
         "ninety"]


def words(k):
    if k < 20:
        return _ONES[k]
    if k < 100:
        return _TENS[k // 10] + ("-" + _ONES[k % 10] if k % 10 else "")
    return "one hundred" + (" and " + words(k - 100) if k > 100 else "")


def age_phrase(age, sex, rng, cc):
    """A realistic age expression; returns a callable."""
    sx = sex
    st = rng.choice(["yo", "y/o", "-year-old", "aged", "MF", "M/F", "yrs", "words",
                     "yo", "-yr-old", "y", "MF"])
    a = str(age)
    if st == "yo":
        return seq((a, "AGE"), rng.choice(["yo", " yo"]))
    if st == "y/o":
        return seq((a, "AGE"), " y/o")
    if st == "-year-old":
        return seq((a, "AGE"), "-year-old")
    if st == "-yr-old":
        return seq((a, "AGE"), "-yr-old")
    if st == "aged":
        return seq("aged ", (a, "AGE"))
    if st == "MF":
        return seq((a, "AGE"), sx)
    if st == "M/F":
        return seq((a, "AGE"), " " + sx)
    if st == "yrs":
        return seq((a, "AGE"), " yrs")
    if st == "y":
        return seq((a, "AGE"), "y")
    return seq((words(age), "AGE"), "-year-old")
