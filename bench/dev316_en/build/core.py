"""Note builder with single-pass span offsets, plus small shared helpers.

Spans are recorded while the text is appended: every PHI piece is written
through NB.phi(), which notes its start and end at that moment. Nothing ever
searches the finished text for offsets.
"""
import datetime as dt
import re

TYPES = {
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

_PH = re.compile(r"\{([A-Za-z0-9_]+)\}")


def P(typ, val):
    """A PHI piece: (fine type, value)."""
    if typ not in TYPES:
        raise ValueError(typ)
    return (typ, val)


class NB:
    """Append-only note builder."""

    def __init__(self, conv=None):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.conv = conv

    def _raw(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)
        return self

    def t(self, s):
        """Plain (non-PHI) text, passed through the note's spelling converter."""
        if s and self.conv:
            s = self.conv(s)
        return self._raw(s)

    def phi(self, typ, val):
        if typ not in TYPES:
            raise ValueError("bad type " + typ)
        if not val or val != val.strip():
            raise ValueError("bad PHI value %r" % (val,))
        start = self.pos
        self._raw(val)
        self.spans.append((start, self.pos, TYPES[typ], typ))
        return self

    def put(self, item):
        """Write a str, a PHI tuple, or a (nested) list of those."""
        if item is None:
            return self
        if isinstance(item, str):
            return self.t(item)
        if isinstance(item, tuple):
            return self.phi(item[0], item[1])
        for x in item:
            self.put(x)
        return self

    def f(self, template, **kw):
        """Expand {key} placeholders piece by piece, in one pass."""
        i = 0
        for m in _PH.finditer(template):
            self.t(template[i:m.start()])
            self.put(kw[m.group(1)])
            i = m.end()
        self.t(template[i:])
        return self

    def ln(self, template="", **kw):
        self.f(template, **kw)
        return self.t("\n")

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country, lower):
        text = self.text()
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        last = 0
        for (s, e, lab, typ) in self.spans:
            if s < last:
                raise ValueError("overlap in %s" % nid)
            last = e
            spans.append({"start": s, "end": e, "label": lab, "type": typ,
                          "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev316-en", "genre": genre,
                         "lowercase": bool(lower), "country": country}}


# North American spelling for non-PHI text of US and Canadian notes.
_NA = [(r"\bpaediatric", "pediatric"), (r"\bPaediatric", "Pediatric"), (r"\bPAEDIATRIC", "PEDIATRIC"),
       (r"\banaesthetist", "anesthesiologist"), (r"\bAnaesthetist", "Anesthesiologist"),
       (r"\banaesthe", "anesthe"), (r"\bAnaesthe", "Anesthe"), (r"\bANAESTHE", "ANESTHE"),
       (r"\badrenaline", "epinephrine"), (r"\blignocaine", "lidocaine"), (r"\bParacetamol", "Acetaminophen"),
       (r"\bparacetamol", "acetaminophen"), (r"\bhaem", "hem"), (r"\bcentile", "percentile"),
       (r"\bMum\b", "Mom"), (r"\bmum\b", "mom"), (r"\bnappies", "diapers"), (r"\bprogramme", "program"),
       (r"\bbehaviour", "behavior"), (r"isation\b", "ization"), (r"\b(nasal|recogn|organ|special|stabil)ised\b", r"\1ized"), (r"\bmoulding", "molding"),
       (r"\bMOULDING", "MOLDING"), (r"\bcolour", "color"), (r"\btheatre\b", "OR"), (r"\bTheatre\b", "OR"),
       (r"\bGP\b", "PCP"), (r"\bTTOs\b", "Discharge meds"), (r"\bfavour", "favor"), (r"\bpractise", "practice"),
       (r"\bpractised", "practiced"), (r"\bGroup & Save", "Type & Screen"), (r"\bnil\b", "none")]
_NA_RE = [(re.compile(a), b) for a, b in _NA]


def na_spelling(s):
    for rx, b in _NA_RE:
        s = rx.sub(b, s)
    return s


# ---------------------------------------------------------------- persons

class Person:
    def __init__(self, first, last, sex, middle="", title=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.title = title

    def name(self, form):
        f, l, m = self.first, self.last, self.middle
        if form == "full":
            return f + " " + l
        if form == "fml":
            return f + " " + (m[0] + ". " if m else "") + l
        if form == "fmfull":
            return f + " " + (m + " " if m else "") + l
        if form == "first":
            return f
        if form == "last":
            return l
        if form == "LF":
            return l.upper() + ", " + f.upper() + (" " + m[0].upper() if m else "")
        if form == "Lf":
            return l + ", " + f
        if form == "CAPS":
            return f.upper() + " " + l.upper()
        if form == "Fl":
            return f[0] + ". " + l
        if form == "Fl2":
            return f[0] + " " + l
        if form == "fL":
            return f + " " + l[0] + "."
        if form == "init":
            return f[0] + "." + (m[0] + "." if m else "") + l.replace("'", "").replace(" ", "")[0] + "."
        if form == "ini":
            return (f[0] + (m[0] if m else "") + l.replace("'", "")[0]).upper()
        if form == "ini_low":
            return (f[0] + l.replace("'", "")[0]).lower()
        raise ValueError(form)

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"


# ---------------------------------------------------------------- dates

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(d, style):
    mon = MONTHS[d.month - 1]
    wd = WDAYS[d.weekday()]
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy1":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmyd":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dmon":
        return "%02d-%s-%d" % (d.day, mon[:3], d.year)
    if style == "dMON":
        return "%02d-%s-%d" % (d.day, mon[:3].upper(), d.year)
    if style == "dMonth":
        return "%d %s %d" % (d.day, mon, d.year)
    if style == "dMon":
        return "%d %s %d" % (d.day, mon[:3], d.year)
    if style == "dthMonth":
        return "%s %s %d" % (_ord(d.day), mon, d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy1":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if style == "mdy2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "Monthd":
        return "%s %d, %d" % (mon, d.day, d.year)
    if style == "Mond":
        return "%s %d, %d" % (mon[:3], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "wk_dMonth":
        return "%s %d %s %d" % (wd, d.day, mon, d.year)
    if style == "wk_Monthd":
        return "%s, %s %d, %d" % (wd, mon, d.day, d.year)
    if style == "wk_dm":
        return "%s %02d/%02d" % (wd[:3], d.day, d.month)
    if style == "wk_md":
        return "%s %d/%d" % (wd[:3], d.month, d.day)
    if style == "wkd":
        return wd
    if style == "Month_y":
        return "%s %d" % (mon, d.year)
    if style == "Mon_y":
        return "%s %d" % (mon[:3], d.year)
    if style == "dm_long":
        return "%d %s" % (d.day, mon)
    if style == "md_long":
        return "%s %d" % (mon, d.day)
    if style == "y":
        return str(d.year)
    raise ValueError(style)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def age_parts(dob, on):
    """Return (years, months, weeks, days) of age at date `on`."""
    days = (on - dob).days
    months = (on.year - dob.year) * 12 + on.month - dob.month
    if on.day < dob.day:
        months -= 1
    years = months // 12
    return years, months, days // 7, days


def age_phrase(dob, on, rng):
    """Pieces for a patient's age with the number tagged as AGE."""
    y, m, w, d = age_parts(dob, on)
    if d < 15:
        return [P("AGE", str(d)), rng.choice([" days old", "-day-old", " days"])]
    if d < 84:
        return [P("AGE", str(w)), rng.choice([" weeks old", "-week-old", " weeks", "/52"])]
    if m < 24:
        return [P("AGE", str(m)), rng.choice([" months old", "-month-old", " months", "/12"])]
    return [P("AGE", str(y)), rng.choice([" years old", "-year-old", " yrs", "y", " years"])]


def age_short(dob, on):
    """Compact age for headers: '7y', '10m', '3w'."""
    y, m, w, d = age_parts(dob, on)
    if d < 84:
        return [P("AGE", str(w)), "w"]
    if m < 24:
        return [P("AGE", str(m)), "m"]
    return [P("AGE", str(y)), "y"]


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
            "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def job(x):
    """An occupation with its article outside the span."""
    return [an(x) + " ", P("PROFESSION", x)]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def maybe(rng, p):
    return rng.random() < p


def ascii_slug(s):
    tbl = {"á": "a", "à": "a", "â": "a", "ä": "a", "ã": "a", "é": "e", "è": "e",
           "ê": "e", "ë": "e", "í": "i", "ï": "i", "î": "i", "ó": "o", "ô": "o",
           "ö": "o", "õ": "o", "ú": "u", "ü": "u", "ç": "c", "ñ": "n", "ā": "a",
           "ē": "e", "ī": "i", "ō": "o", "ū": "u", "ł": "l", "ś": "s", "ż": "z",
           "ź": "z", "ń": "n", "ę": "e", "ą": "a", "ć": "c", "ş": "s", "ğ": "g",
           "ı": "i"}
    out = []
    for ch in s.lower():
        ch = tbl.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)
