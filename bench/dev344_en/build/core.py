"""Core helpers for the dev344_en generator: note builder, random helpers, dates.

Span offsets are recorded while the note is assembled (single pass): every
piece of text is appended in order and a span is noted at the current offset
whenever a PHI value is appended.
"""
import datetime as dt
import re

TYPE2LABEL = {
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

_TOK = re.compile(r"\{([A-Z_]+)=([A-Za-z0-9_]+)\}|\{([A-Za-z0-9_]+)\}")


_LOCALE = {"subs": []}


def set_locale(subs):
    """Spelling substitutions applied to plain (non-PHI) text of the notes built next."""
    _LOCALE["subs"] = list(subs)


US_SUBS = [("FBC", "CBC"), ("diarrhoea", "diarrhea"), ("haematology", "hematology"), ("Haematology", "Hematology"),
           ("bleep/pager", "pager"), ("bleep ", "pager "), ("oedema", "edema"), ("anaemia", "anemia"),
           ("Outpatients Department", "Outpatient Lab"), ("paracetamol", "acetaminophen")]
CA_SUBS = [("FBC", "CBC"), ("bleep/pager", "pager"), ("bleep ", "pager "), ("paracetamol", "acetaminophen")]


class Note:
    """Append-only note builder that records span offsets as it goes."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.subs = _LOCALE["subs"]

    def t(self, s):
        s = str(s)
        for a, b in self.subs:
            if a in s:
                s = s.replace(a, b)
        self.buf.append(s)
        self.pos += len(s)
        return self

    def s(self, typ, val):
        val = str(val)
        if typ not in TYPE2LABEL:
            raise ValueError("bad type " + typ)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        self.spans.append((self.pos, self.pos + len(val), typ, val))
        self.buf.append(val)
        self.pos += len(val)
        return self

    def w(self, *items):
        """Write items: str -> plain text, (TYPE, value) -> span, list -> recurse."""
        for it in items:
            if isinstance(it, tuple):
                self.s(it[0], it[1])
            elif isinstance(it, list):
                self.w(*it)
            elif it is None:
                continue
            else:
                self.t(it)
        return self

    def f(self, tmpl, m):
        """Fill a template: {TYPE=key} -> span of m[key]; {key} -> m[key] written via w()."""
        i = 0
        for mo in _TOK.finditer(tmpl):
            self.t(tmpl[i:mo.start()])
            if mo.group(1):
                self.s(mo.group(1), m[mo.group(2)])
            else:
                self.w(m[mo.group(3)])
            i = mo.end()
        self.t(tmpl[i:])
        return self

    def nl(self, n=1):
        return self.t("\n" * n)

    def finish(self, lower=False):
        text = "".join(self.buf)
        spans = []
        for (a, b, typ, val) in self.spans:
            spans.append({"start": a, "end": b, "label": TYPE2LABEL[typ], "type": typ, "text": val})
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for sp in spans:
                sp["text"] = sp["text"].lower()
        for sp in spans:
            if text[sp["start"]:sp["end"]] != sp["text"]:
                raise ValueError("span mismatch")
        return text, spans


def S(typ, val):
    return (typ, val)


# ---------------------------------------------------------------- randomness
def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def digits(rng, n, first_nonzero=False):
    out = []
    for i in range(n):
        if i == 0 and first_nonzero:
            out.append(str(rng.randint(1, 9)))
        else:
            out.append(str(rng.randint(0, 9)))
    return "".join(out)


UPP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(rng, n, alphabet=UPP):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def wpick(rng, pairs):
    """Weighted pick from a list of (item, weight)."""
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def sample(rng, seq, k):
    return rng.sample(list(seq), k)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]

MDY = ("US",)
YMD = ("CA",)


def fmt_date(d, cc, style):
    mdy = cc in MDY
    if style == "num":
        if cc == "CA":
            return d.isoformat()
        if mdy:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "nshort":
        if cc == "CA":
            return d.isoformat()
        if mdy:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if mdy or cc == "CA":
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "abbr":
        if mdy or cc == "CA":
            return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dashu":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1].upper(), d.year)
    if style == "dot":
        if mdy or cc == "CA":
            return fmt_date(d, cc, "num")
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dm":
        if cc == "CA":
            return "%s %d" % (MON3[d.month - 1], d.day)
        if mdy:
            return "%d/%d" % (d.month, d.day)
        return "%02d/%02d" % (d.day, d.month)
    if style == "wd":
        return WD3[d.weekday()] + " " + fmt_date(d, cc, "dm")
    if style == "wdlong":
        if mdy or cc == "CA":
            return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mys":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if style == "y":
        return str(d.year)
    raise ValueError(style)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def typo(rng, s, p=0.04):
    """Rarely introduce a realistic typo into plain (non-PHI) text."""
    if not chance(rng, p):
        return s
    swaps = [("receive", "recieve"), ("separate", "seperate"), ("tomorrow", "tommorow"),
             ("definitely", "definately"), ("the ", "teh "), ("occasional", "occassional"),
             ("necessary", "neccessary"), ("with ", "wiht "), ("patient", "pateint"),
             ("appointment", "appointmnet"), ("which", "whcih")]
    for a, b in swaps:
        if a in s:
            return s.replace(a, b, 1)
    return s


def an(word):
    """Indefinite article for a word."""
    return "an" if word[:1].lower() in "aeiou" else "a"
