"""Note builder: text and spans are recorded in a single pass while a note is assembled.

Values handed to a template are either plain strings, (text, TYPE) tuples (a PHI span), or lists
mixing both.  Template literals may receive an occasional typo; PHI values never do.
"""
import re

TYPE_LABEL = {
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

PH = re.compile(r"\{(\w+)\}")

MISSPELL = [
    ("received", "recieved"), ("patient", "pateint"), ("family", "famliy"),
    ("definitely", "definately"), ("separate", "seperate"), ("occurred", "occured"),
    ("cremation", "cremaiton"), ("daughter", "daugther"), ("discussed", "disucssed"),
    ("certificate", "certifcate"), ("because", "becuase"), ("which", "whcih"),
    ("appointment", "appointmnet"), ("necessary", "neccessary"), ("medication", "medicaiton"),
    ("registrar", "registar"), ("pneumonia", "pnuemonia"), ("deterioration", "deteroration"),
    ("until", "untill"), ("their", "thier"),
]

WORD = re.compile(r"\b[a-z]{5,}\b")


def typo(rng, s):
    """Introduce one realistic slip into a literal chunk of text."""
    hits = [(a, b) for a, b in MISSPELL if a in s]
    if hits and rng.random() < 0.6:
        a, b = hits[rng.randrange(len(hits))]
        i = s.index(a)
        return s[:i] + b + s[i + len(a):]
    words = list(WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    mode = rng.randrange(3)
    if mode == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif mode == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Note:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        """Literal template text (may receive a typo)."""
        if self.typo_rate and len(s) > 24 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self._put(s)

    def p(self, s, typ):
        """One PHI span."""
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        start = self.pos
        s = self._put(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def add(self, x):
        if x is None:
            return
        if isinstance(x, int):
            self._put(str(x))
        elif isinstance(x, str):
            self._put(x)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        else:
            for y in x:
                self.add(y)

    def f(self, tpl, **kw):
        pos = 0
        for m in PH.finditer(tpl):
            if m.start() > pos:
                self.t(tpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        if pos < len(tpl):
            self.t(tpl[pos:])

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        return {"id": nid, "text": self.text(), "spans": self.spans,
                "meta": {"source": "dev400-en", "genre": genre, "lowercase": self.lower,
                         "country": country}}
