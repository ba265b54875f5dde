"""Single-pass note assembler: text pieces and PHI spans are appended in order,
so every span offset is known at the moment it is written (no searching)."""
import re

LABEL = {
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
TYPES = sorted(LABEL)

_PH = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[A-Za-z]{6,}")


class Doc:
    """Accumulates text. t() adds plain text, p() adds one PHI value,
    f() fills a template whose {keys} are PHI tuples (value, type) or plain str."""

    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0
        self.ctx = {}

    def _typo(self, s):
        words = [m for m in _WORD.finditer(s)]
        if not words:
            return s
        m = words[self.rng.randrange(len(words))]
        w = m.group(0)
        i = self.rng.randrange(1, len(w) - 2)
        kind = self.rng.randrange(3)
        if kind == 0:
            nw = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        elif kind == 1:
            nw = w[:i] + w[i + 1:]
        else:
            nw = w[:i] + w[i] + w[i:]
        return s[:m.start()] + nw + s[m.end():]

    def t(self, s):
        if not s:
            return
        if self.typo_rate and self.rng.random() < self.typo_rate:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, val, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if self.lower:
            val = val.lower()
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        self.spans.append({"start": self.pos, "end": self.pos + len(val),
                           "label": LABEL[typ], "type": typ, "text": val})
        self.parts.append(val)
        self.pos += len(val)

    def put(self, item):
        """item: plain str, (value, type) tuple, or list of such items."""
        if item is None:
            return
        if isinstance(item, str):
            self.t(item)
        elif isinstance(item, tuple):
            self.p(item[0], item[1])
        else:
            for x in item:
                self.put(x)

    def w(self, *items):
        for it in items:
            self.put(it)

    def f(self, tmpl, **kw):
        last = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[last:m.start()])
            key = m.group(1)
            val = kw[key] if key in kw else self.ctx[key]
            self.put(val)
            last = m.end()
        self.t(tmpl[last:])

    def text(self):
        return "".join(self.parts)
