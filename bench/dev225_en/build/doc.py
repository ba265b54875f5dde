"""Single-pass note builder: text pieces are appended in order and PHI spans
are recorded at the moment their piece is appended (offsets are never
recovered by searching the finished text)."""
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


class P(object):
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABEL:
            raise ValueError("bad type %r" % t)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


_FIELD = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[A-Za-z]{5,}")


class Doc(object):
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # -- plain text -------------------------------------------------------
    def t(self, s):
        if not s:
            return self
        if s[0] == "." and self.spans and self.spans[-1]["end"] == self.pos and self.parts[-1].endswith("."):
            # a value that ends in an abbreviation point also closes the sentence
            s = s[1:]
            if not s:
                return self
        if self.typo_rate and len(s) > 30 and self.rng.random() < self.typo_rate:
            s = self._typo(s)
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = s2
        self.parts.append(s)
        self.pos += len(s)
        return self

    def _typo(self, s):
        words = list(_WORD.finditer(s))
        if not words:
            return s
        m = self.rng.choice(words)
        w = m.group(0)
        k = self.rng.randrange(4)
        i = self.rng.randrange(1, len(w) - 2)
        if k == 0:
            w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        elif k == 1:
            w2 = w[:i] + w[i + 1:]
        elif k == 2:
            w2 = w[:i] + w[i] + w[i:]
        else:
            w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        return s[:m.start()] + w2 + s[m.end():]

    # -- PHI --------------------------------------------------------------
    def p(self, v, typ):
        if typ not in LABEL:
            raise ValueError("bad type %r" % typ)
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % v)
        if self.lower:
            v2 = v.lower()
            if len(v2) != len(v):
                raise ValueError("lower() changed length: %r" % v)
            v = v2
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": v})
        return self

    # -- mixed ------------------------------------------------------------
    def put(self, x):
        """x: str (plain), P (phi), list/tuple (sequence), None (nothing)."""
        if x is None:
            return self
        if isinstance(x, P):
            return self.p(x.v, x.t)
        if isinstance(x, (list, tuple)):
            for y in x:
                self.put(y)
            return self
        if not isinstance(x, str):
            x = str(x)
        return self.t(x)

    def f(self, template, **kw):
        """Template with {field} slots; each field is rendered with put()."""
        last = 0
        for m in _FIELD.finditer(template):
            self.t(template[last:m.start()])
            key = m.group(1)
            if key not in kw:
                raise KeyError(key)
            self.put(kw[key])
            last = m.end()
        self.t(template[last:])
        return self

    def text(self):
        return "".join(self.parts)
