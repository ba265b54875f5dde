"""Markup, assembly, dates, ages and people for dev235_en (author 235).

Templates are written as ordinary Python strings in which every PHI value is wrapped by m(TYPE, value).
assemble() walks the marked string once, appending literal pieces and PHI pieces in order and recording
each span's offsets as it goes; nothing is ever searched for in the finished text.
"""
import datetime
import re

from pools_names import ORIGINS, WEIGHTS, MIDDLE_LETTERS, NICKNAMES

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_O, _M, _E = "\x01", "\x02", "\x03"


def m(typ, val):
    """Wrap one PHI value."""
    if typ not in TYPE2LABEL:
        raise ValueError("unknown type %r" % typ)
    val = str(val)
    if not val or val != val.strip():
        raise ValueError("bad PHI value %r (%s)" % (val, typ))
    if _O in val or _M in val or _E in val:
        raise ValueError("nested markup in %r" % val)
    return _O + typ + _M + val + _E


def lowm(marked):
    """Lower-case a marked string (literals and PHI values) without touching the type tags."""
    chunks = marked.split(_O)
    out = [chunks[0].lower()]
    for ch in chunks[1:]:
        typ, rest = ch.split(_M, 1)
        out.append(_O + typ + _M + rest.lower())
    return "".join(out)


_TRAIL_WS = re.compile(r"[ \t]+\n")
_MANY_NL = re.compile(r"\n{3,}")


def _tidy(s):
    s = _TRAIL_WS.sub("\n", s)
    return _MANY_NL.sub("\n\n", s)


TYPOS = [("received", "recieved"), ("patient", "pateint"), ("unresponsive", "unresponsve"), ("abrasion", "abrasoin"),
         ("examination", "examiantion"), ("haemorrhage", "haemorrage"), ("consistent", "consistant"), ("occurred", "occured"),
         ("laceration", "lacertion"), ("bilateral", "bilaterla"), ("transferred", "transfered"), ("toxicology", "toxicolgy"),
         ("swelling", "sweling"), ("identified", "identifed"), ("requested", "requsted"), ("reports", "repots"),
         ("advised", "adviced"), ("present", "presnet"), ("history", "hsitory"), ("with", "wiht")]


def assemble(marked, lower=False, typos=()):
    """One pass over the marked string: append pieces, record offsets. Returns (text, spans).

    typos: (word, misspelling) pairs applied to literal (non-PHI) pieces only, before their offsets are taken.
    """
    parts = []
    spans = []
    pos = 0
    chunks = marked.split(_O)
    n = len(chunks)

    def put(s):
        nonlocal pos
        if lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length of %r" % s)
            s = low
        parts.append(s)
        pos += len(s)
        return s

    for i, ch in enumerate(chunks):
        if i == 0:
            lit = ch
        else:
            typ, rest = ch.split(_M, 1)
            val, lit = rest.split(_E, 1)
            start = pos
            v = put(val)
            spans.append({"start": start, "end": pos, "label": TYPE2LABEL[typ], "type": typ,
                          "text": v})
        if _M in lit or _E in lit:
            raise ValueError("stray markup near %r" % lit[:60])
        for w, t in typos:
            lit = lit.replace(" %s " % w, " %s " % t, 1)
        lit = _tidy(lit)
        if i == 0:
            lit = lit.lstrip()
        if i == n - 1:
            lit = lit.rstrip()
        put(lit)
    return "".join(parts), spans


# ---------------------------------------------------------------- numbers and dates
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
         "fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


MONTHS = ("January February March April May June July August September October November "
          "December").split()
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, style):
    y, mo, dd = d.year, d.month, d.day
    B = MONTHS[mo - 1]
    b = B[:3]
    A = DAYS[d.weekday()]
    a = A[:3]
    table = {
        "mdY": "%02d/%02d/%d" % (mo, dd, y), "md_Y": "%d/%d/%d" % (mo, dd, y),
        "mdy": "%d/%d/%02d" % (mo, dd, y % 100), "mdY-": "%02d-%02d-%d" % (mo, dd, y),
        "mdy.": "%02d.%02d.%02d" % (mo, dd, y % 100),
        "dmY": "%02d/%02d/%d" % (dd, mo, y), "dm_Y": "%d/%d/%d" % (dd, mo, y),
        "dmy": "%d/%d/%02d" % (dd, mo, y % 100), "dmY.": "%02d.%02d.%d" % (dd, mo, y),
        "dmY-": "%02d-%02d-%d" % (dd, mo, y),
        "ISO": "%d-%02d-%02d" % (y, mo, dd), "Ymd": "%d%02d%02d" % (y, mo, dd),
        "dBY": "%d %s %d" % (dd, B, y), "dbY": "%d %s %d" % (dd, b, y),
        "d-b-Y": "%02d-%s-%d" % (dd, b, y), "D-B-Y": "%02d-%s-%d" % (dd, b.upper(), y),
        "DBY": "%02d%s%d" % (dd, b.upper(), y), "d-b-y": "%02d-%s-%02d" % (dd, b, y % 100),
        "BdY": "%s %d, %d" % (B, dd, y), "bdY": "%s %d, %d" % (b, dd, y),
        "b.dY": "%s. %d, %d" % (b, dd, y), "BdoY": "%s %s, %d" % (B, ordinal(dd), y),
        "doBY": "%s %s %d" % (ordinal(dd), B, y), "AdBY": "%s %d %s %d" % (A, dd, B, y),
        "A,BdY": "%s, %s %d, %d" % (A, B, dd, y), "a_md": "%s %d/%d" % (a, mo, dd),
        "a_dm": "%s %02d/%02d" % (a, dd, mo), "a_dbY": "%s %d %s %d" % (a, dd, b, y),
        "md": "%d/%d" % (mo, dd), "dm": "%d/%d" % (dd, mo), "doB": "%s %s" % (ordinal(dd), B),
        "Bdo": "%s %s" % (B, ordinal(dd)), "Bd": "%s %d" % (B, dd), "dB": "%d %s" % (dd, B),
        "BY": "%s %d" % (B, y), "bY": "%s %d" % (b, y),
        "b-y": "%s-%02d" % (b, y % 100), "mY": "%02d/%d" % (mo, y), "Y": str(y),
        "A": A, "a": a, "do": ordinal(dd),
    }
    return table[style]


FULL_STYLES = {
    "US": ["mdY", "mdY", "md_Y", "mdy", "mdY-", "ISO", "BdY", "bdY", "b.dY", "D-B-Y", "DBY",
           "A,BdY", "BdoY", "mdy."],
    "UK": ["dmY", "dmY", "dm_Y", "dmy", "dmY.", "ISO", "dBY", "dbY", "d-b-Y", "D-B-Y", "AdBY",
           "doBY", "dmY-", "a_dbY"],
    "AU": ["dmY", "dmY", "dm_Y", "dmy", "dmY.", "ISO", "dBY", "dbY", "d-b-Y", "D-B-Y", "AdBY",
           "doBY", "dmY-", "d-b-y"],
}
SHORT_STYLES = {"US": ["md", "md", "a_md", "Bd", "Bdo"], "UK": ["dm", "dm", "a_dm", "dB", "doB"],
                "AU": ["dm", "dm", "a_dm", "dB", "doB"]}
FORM_STYLES = {"US": ["mdY", "mdY", "ISO", "D-B-Y"], "UK": ["dmY", "dmY", "ISO", "d-b-Y"],
               "AU": ["dmY", "dmY", "ISO", "d-b-Y"]}


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, given, middle, surname, sex, origin, nick=None):
        self.given, self.middle, self.surname = given, middle, surname
        self.sex, self.origin, self.nick = sex, origin, nick

    def render(self, form):
        g, mi, s = self.given, self.middle, self.surname
        mid = mi[0] if mi else ""
        if form == "fl":
            return "%s %s" % (g, s)
        if form == "fml":
            return "%s %s. %s" % (g, mid, s) if mid else "%s %s" % (g, s)
        if form == "fmml":
            return "%s %s %s" % (g, mi, s) if mi and len(mi) > 1 else "%s %s" % (g, s)
        if form == "lf":
            return "%s, %s" % (s, g)
        if form == "lfm":
            return "%s, %s %s." % (s, g, mid) if mid else "%s, %s" % (s, g)
        if form == "LF":
            return "%s, %s" % (s.upper(), g.upper())
        if form == "LFm":
            return ("%s, %s %s" % (s.upper(), g.upper(), mid)) if mid else "%s, %s" % (
                s.upper(), g.upper())
        if form == "Lf":
            return "%s, %s" % (s.upper(), g)
        if form == "L_f":
            return "%s %s" % (s.upper(), g)
        if form == "FL":
            return "%s %s" % (g.upper(), s.upper())
        if form == "il":
            return "%s. %s" % (g[0], s)
        if form == "il2":
            return "%s %s" % (g[0], s)
        if form == "iml":
            return "%s.%s. %s" % (g[0], mid, s) if mid else "%s. %s" % (g[0], s)
        if form == "fi":
            return "%s %s." % (g, s[0].upper())
        if form == "ini":
            return "%s.%s." % (g[0], s[0].upper())
        if form == "ini2":
            return "%s%s" % (g[0], s[0].upper())
        if form == "ini3":
            return ("%s%s%s" % (g[0], mid, s[0].upper())) if mid else "%s%s" % (g[0], s[0].upper())
        if form == "l":
            return s
        if form == "L":
            return s.upper()
        if form == "f":
            return g
        if form == "nick":
            return self.nick or g
        raise ValueError(form)

    def initials_lower(self):
        return (self.given[0] + self.surname[0]).lower()


PT_FORMS = ["fl", "fl", "fml", "lf", "LF", "LFm", "Lf", "il", "fi", "l", "L_f", "fmml", "lfm", "FL"]


class Base:
    """Per-note context: random source, country, people, dates, ages."""

    def __init__(self, rng, country, genre):
        self.r = rng
        self.cty = country
        self.genre = genre
        self.used_surnames = []
        self.used_given = []
        y = rng.randint(2015, 2024)
        self.day0 = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))

    # -- random helpers
    def ch(self, seq):
        return seq[self.r.randrange(len(seq))]

    def pr(self, p):
        return self.r.random() < p

    def dg(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def nz(self, n):
        return str(self.r.randint(1, 9)) + self.dg(n - 1)

    def lt(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.ch(pool) for _ in range(n))

    def sample(self, seq, k):
        return self.r.sample(list(seq), k)

    # -- people
    def person(self, sex=None, origin=None, surname=None):
        if origin is None:
            w = WEIGHTS[self.cty]
            keys = list(w.keys())
            origin = self.r.choices(keys, weights=[w[k] for k in keys])[0]
        males, females, surnames = ORIGINS[origin]
        if sex is None:
            sex = self.ch("MF")
        for _ in range(10):
            given = self.ch(males if sex == "M" else females)
            if given not in self.used_given:
                break
        self.used_given.append(given)
        if surname is None:
            for _ in range(20):
                surname = self.ch(surnames)
                if surname not in self.used_surnames:
                    break
        self.used_surnames.append(surname)
        middle = None
        if self.pr(0.45):
            if self.pr(0.5):
                middle = self.ch(MIDDLE_LETTERS)
            else:
                other = self.ch(males if sex == "M" else females)
                middle = other if other != given else self.ch(MIDDLE_LETTERS)
        nick = self.ch(NICKNAMES) if self.pr(0.08) else None
        return Person(given, middle, surname, sex, origin, nick)

    def relative_of(self, p, sex=None, same=True):
        return self.person(sex=sex, origin=p.origin, surname=p.surname if same else None)

    def nm(self, p, typ, form=None):
        if form is None:
            form = self.ch(PT_FORMS)
        return m(typ, p.render(form))

    def title(self, p):
        if p.sex == "M":
            return self.ch(["Mr", "Mr", "Mr."])
        return self.ch(["Ms", "Mrs", "Miss", "Ms.", "Mrs."])

    def tn(self, p, typ, form="l", title=None):
        return "%s %s" % (title or self.title(p), m(typ, p.render(form)))

    # -- dates
    def D(self, d, style=None, kind="full"):
        if style is None:
            pool = {"full": FULL_STYLES, "short": SHORT_STYLES, "form": FORM_STYLES}[kind]
            style = self.ch(pool[self.cty])
        return m("DATE", fdate(d, style))

    def days(self, d, n):
        return d + datetime.timedelta(days=n)

    def dob_for(self, age, ref):
        """A date of birth that makes the person exactly `age` on `ref`."""
        def back(n):
            if ref.month == 2 and ref.day == 29:
                return datetime.date(ref.year - n, 2, 28)
            return datetime.date(ref.year - n, ref.month, ref.day)
        hi = back(age)
        lo = back(age + 1) + datetime.timedelta(days=1)
        return lo + datetime.timedelta(days=self.r.randint(0, (hi - lo).days))

    def tm(self, style=None, lo=0, hi=23):
        h, mi = self.r.randint(lo, hi), self.r.randint(0, 59)
        style = style or self.ch(["hm", "hm", "hhmm", "hrs", "ampm"])
        if style == "hm":
            return "%02d:%02d" % (h, mi)
        if style == "hhmm":
            return "%02d%02d" % (h, mi)
        if style == "hrs":
            return "%02d%02d hrs" % (h, mi)
        return "%d:%02d %s" % ((h % 12) or 12, mi, "AM" if h < 12 else "PM")

    def times(self, n, lo=0, hi=20):
        """n increasing clock times on one day (HH:MM)."""
        t = self.r.randint(lo * 60, hi * 60)
        out = []
        for _ in range(n):
            out.append("%02d:%02d" % ((t // 60) % 24, t % 60))
            t += self.r.randint(5, 70)
        return out

    # -- ages
    def A(self, age, style=None, sex=None, unit="year"):
        n = m("AGE", str(age))
        if unit != "year":
            opts = ["%s-%s-old" % (n, unit), "%s %ss old" % (n, unit)]
            if unit == "month":
                opts.append("%s/12 old" % n)
            if unit == "week":
                opts.append("%s/52 old" % n)
            return self.ch(opts)
        sx = sex or "M"
        styles = ["%s-year-old" % n, "%s year old" % n, "%s yo" % n, "%syo" % n, "%s y/o" % n,
                  "%sy" % n, "%s-yr-old" % n, "aged %s" % n, "age %s" % n, "%s years" % n,
                  "%s%s" % (n, sx), "%s %s" % (n, sx), "%s-year-old" % m("AGE", words(age))
                  if age < 100 else "%s-year-old" % n, "aged %s" % m("AGE", words(age)),
                  "%s yrs" % n]
        if style is not None:
            return styles[style]
        return self.ch(styles)
