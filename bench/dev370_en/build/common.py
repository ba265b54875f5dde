"""Shared state: the single random generator, small helpers and the note builder.

make.py sets common.R = random.Random(370) once; every other module draws from it.
"""
import re

R = None  # set by make.py

TYPES = {
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


def ch(seq):
    return R.choice(seq)


def rn(a, b):
    return R.randint(a, b)


def pr(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def wch(pairs):
    """Weighted choice from a list of (item, weight)."""
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def art(w):
    """Indefinite article for a noun phrase."""
    if not w:
        return "a"
    if w.startswith(("HGV", "IT ", "MRI")):
        return "an"
    if w.lower().startswith(("uni", "eu", "one")):
        return "a"
    return "an" if w[0].lower() in "aeiou" else "a"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


TOK = re.compile(r"\{([A-Z_]+):([A-Za-z0-9_]+)\}|\{([A-Za-z0-9_]+)\}")


class Doc:
    """Assembles a note piece by piece; PHI pieces record their offsets as they are appended."""

    def __init__(self, lower=False):
        self.buf = []
        self.n = 0
        self.spans = []
        self.lower = lower
        self.v = {}

    def t(self, s):
        if not s:
            return self
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        self.buf.append(s)
        self.n += len(s)
        return self

    def p(self, s, typ):
        if not s:
            return self
        if typ not in TYPES:
            raise ValueError(typ)
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        st = self.n
        self.buf.append(s)
        self.n += len(s)
        self.spans.append({"start": st, "end": self.n, "label": TYPES[typ], "type": typ,
                           "text": s})
        return self

    def _get(self, k, kw):
        if k in kw:
            return kw[k]
        return self.v[k]

    def f(self, tpl, **kw):
        """Template: {TYPE:key} appends a PHI piece, {key} plain text; values from kw or self.v."""
        pos = 0
        for m in TOK.finditer(tpl):
            if m.start() > pos:
                self.t(tpl[pos:m.start()])
            if m.group(1):
                self.p(str(self._get(m.group(2), kw)), m.group(1))
            else:
                self.t(str(self._get(m.group(3), kw)))
            pos = m.end()
        if pos < len(tpl):
            self.t(tpl[pos:])
        return self

    def text(self):
        return "".join(self.buf)
