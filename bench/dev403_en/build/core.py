"""Note builder: text is assembled piece by piece and every PHI offset is
recorded at the moment its piece is appended (never by searching)."""

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
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABEL)

# (correct, misspelt) pairs; applied now and then to template text only
TYPOS = [
    ("patient", "pateint"), ("review", "reveiw"), ("psoriasis", "psoraisis"),
    ("received", "recieved"), ("injection", "injeciton"), ("discussed", "discused"),
    ("biologic", "biolgic"), ("appointment", "appointmnet"), ("treatment", "tretment"),
    ("significant", "signficant"), ("arthralgia", "arthralgai"), ("the ", "teh "),
    ("with ", "wiht "), ("bloods", "blods"), ("definitely", "definately"),
    ("separate", "seperate"), ("scalp", "sclap"), ("plaques", "plaqes"),
]

_PH = re.compile(r"\{([A-Z_]+):([a-z0-9_]+)\}|\{([A-Za-z0-9_]+)\}")


class Note:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.n = 0
        self.spans = []

    def _norm(self, s):
        if self.lower:
            lo = s.lower()
            if len(lo) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return lo
        return s

    def t(self, s):
        """plain (non-PHI) text"""
        if not s:
            return self
        s = self._norm(self._typo(s))
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, s, typ):
        """a PHI value of fine type typ"""
        if typ not in LABEL:
            raise KeyError(typ)
        s = self._norm(str(s))
        if not s or s != s.strip():
            raise ValueError("bad PHI value %r" % s)
        if self.spans and self.spans[-1]["end"] > self.n:
            raise ValueError("overlap")
        start = self.n
        self.parts.append(s)
        self.n += len(s)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[typ],
                           "type": typ, "text": s})
        return self

    def _typo(self, seg):
        if self.typo_rate <= 0:
            return seg
        for good, bad in TYPOS:
            if good in seg and self.rng.random() < self.typo_rate:
                seg = seg.replace(good, bad, 1)
        return seg

    def f(self, tmpl, v=None, **kw):
        """template: {TYPE:key} is PHI of that type, {key} is plain text;
        values come from kw first, then from the dict v"""
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            if m.group(1):
                key = m.group(2)
                val = kw[key] if key in kw else v[key]
                self.p(val, m.group(1))
            else:
                key = m.group(3)
                val = kw[key] if key in kw else v[key]
                self.t(str(val))
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def cap(s):
    return s[:1].upper() + s[1:]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, pairs):
    """pairs: list of (item, weight)"""
    total = sum(w for _, w in pairs)
    r = rng.uniform(0, total)
    acc = 0
    for item, w in pairs:
        acc += w
        if r <= acc:
            return item
    return pairs[-1][0]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))
