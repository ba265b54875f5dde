"""Note builder: text is appended piece by piece and PHI offsets are recorded
at the moment each piece is appended (single pass, no searching afterwards)."""
import re

TYPE_LABEL = {
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

_FIELD = re.compile(r"\{([A-Za-z0-9_]+)\}")
_WORD = re.compile(r"[a-z]{6,}")


class P(tuple):
    """A PHI value: P(text, TYPE)."""
    def __new__(cls, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        return tuple.__new__(cls, (text, typ))


def typo(rng, s):
    """Introduce one realistic slip into a literal clinical phrase."""
    words = [m for m in _WORD.finditer(s)]
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    how = rng.randrange(3)
    if how == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif how == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def lit(self, s):
        if not s:
            return
        if self.typo_rate and len(s) > 25 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self._add(s)

    def raw(self, s):
        """Literal text that must not receive typos (tables, codes)."""
        if s:
            self._add(s)

    def phi(self, s, typ):
        if not s or s != s.strip():
            raise ValueError("bad PHI value %r" % (s,))
        start = self.pos
        s = self._add(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, P):
            self.phi(v[0], v[1])
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.put(x)
        else:
            self.raw(str(v))

    def fill(self, template, ctx):
        """Render a template; {key} is looked up in ctx (str, P or list)."""
        pos = 0
        for m in _FIELD.finditer(template):
            self.lit(template[pos:m.start()])
            self.put(ctx[m.group(1)])
            pos = m.end()
        self.lit(template[pos:])

    def text(self):
        return "".join(self.parts)
