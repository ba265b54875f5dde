"""Note assembly with single-pass offset bookkeeping.

A note is built from pieces.  A piece is either a plain string (non-PHI
text) or a Phi(value, type).  Offsets are recorded at the moment a PHI
piece is appended; the finished text is never searched.
"""
import re

LABEL_OF = {
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
TYPES = sorted(LABEL_OF)


class Phi(object):
    __slots__ = ("value", "typ")

    def __init__(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError("unknown type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.value = value
        self.typ = typ

    def __repr__(self):
        return "Phi(%r, %r)" % (self.value, self.typ)


def P(value, typ):
    return Phi(value, typ)


_PLACE = re.compile(r"\{(\w+)\}")


class Note(object):
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _norm(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length of %r" % s)
            return low
        return s

    def t(self, s):
        if s:
            s = self._norm(s)
            self.parts.append(s)
            self.pos += len(s)
        return self

    def p(self, value, typ):
        ph = Phi(value, typ)
        v = self._norm(ph.value)
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ, "text": v})
        return self

    def add(self, x):
        """Append a piece, or a (nested) list of pieces."""
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, Phi):
            return self.p(x.value, x.typ)
        if isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
            return self
        if callable(x):
            x(self)
            return self
        raise TypeError("cannot add %r" % (x,))

    def f(self, tmpl, **kw):
        """Append a template; {key} is replaced by kw[key] (pieces)."""
        pos = 0
        for m in _PLACE.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            key = m.group(1)
            if key not in kw:
                raise KeyError("template key %r missing" % key)
            self.add(kw[key])
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        txt = self.text()
        for s in self.spans:
            assert txt[s["start"]:s["end"]] == s["text"], s
        return {"id": nid, "text": txt,
                "spans": [dict((k, s[k]) for k in ("start", "end", "label", "type", "text"))
                          for s in self.spans],
                "meta": {"source": "dev425-en", "genre": genre,
                         "lowercase": bool(self.lower), "country": country}}


def join(items, sep=", ", last=None):
    """Join piece-lists with separators, returns a piece list."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)


def typo(rng, word):
    """Introduce a plausible typo into a non-PHI word."""
    if len(word) < 5:
        return word
    i = rng.randrange(1, len(word) - 2)
    kind = rng.randrange(3)
    if kind == 0:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == 1:
        return word[:i] + word[i + 1:]
    return word[:i] + word[i] + word[i:]
