"""Note builder: text is appended piece by piece and span offsets are
recorded at the moment a PHI piece is appended (single pass, no searching)."""
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

_PH = re.compile(r"\{([a-zA-Z0-9_]+)\}")
_WORD = re.compile(r"[A-Za-z]{6,}")


class Doc:
    """Accumulates text; `p` appends a PHI value and records its span."""

    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.buf = []
        self.spans = []
        self.pos = 0

    def _push(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        self._push(s)
        return self

    def p(self, s, typ):
        s = str(s)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        if typ not in LABEL:
            raise ValueError("bad type %r" % typ)
        start = self.pos
        out = self._push(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": out})
        return self

    def put(self, v):
        """v: str (literal), (text, type) tuple (type None = literal), or list."""
        if v is None:
            return
        if isinstance(v, int):
            v = str(v)
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            if v[1] is None:
                self.t(v[0])
            else:
                self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def f(self, tpl, **kw):
        pos = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        self.t("\n")
        return self

    def s(self, tpl, **kw):
        """Narrative template: now and then carries a typing slip."""
        if self.typo_rate and self.rng.random() < self.typo_rate:
            tpl = typo(self.rng, tpl)
        return self.f(tpl, **kw)

    def text(self):
        return "".join(self.buf)


def typo(rng, tpl):
    """Introduce one realistic slip into a literal word (never a placeholder)."""
    chunks = re.split(r"(\{[a-zA-Z0-9_]+\})", tpl)
    cands = []
    for i, ch in enumerate(chunks):
        if ch.startswith("{"):
            continue
        for m in _WORD.finditer(ch):
            cands.append((i, m.start(), m.end()))
    if not cands:
        return tpl
    i, a, b = cands[rng.randrange(len(cands))]
    w = chunks[i][a:b]
    k = rng.randrange(1, len(w) - 2)
    mode = rng.randrange(3)
    if mode == 0:
        nw = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif mode == 1:
        nw = w[:k] + w[k + 1:]
    else:
        nw = w[:k] + w[k] + w[k:]
    chunks[i] = chunks[i][:a] + nw + chunks[i][b:]
    return "".join(chunks)
