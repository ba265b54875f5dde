"""Note assembly with offsets recorded in a single pass.

Every piece of a note is appended in order; a PHI piece records its
(start, end, type) at the moment it is appended, so no offset is ever
found by searching the finished text.
"""
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

PLACE = re.compile(r"\{(\w+)\}")
WORD = re.compile(r"[a-z]{6,}")


def typo(rng, s):
    """Introduce one small typing error into a lower-case word of s."""
    words = [m for m in WORD.finditer(s)]
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    kind = rng.randrange(3)
    i = rng.randrange(1, len(w) - 2)
    if kind == 0:
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    elif kind == 1:
        w2 = w[:i] + w[i + 1:]
    else:
        w2 = w[:i] + w[i] + w[i:]
    return s[:m.start()] + w2 + s[m.end():]


class Note:
    def __init__(self, rng, ctx=None, typo_rate=0.006):
        self.rng = rng
        self.ctx = ctx
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typo_rate = typo_rate
        self.typos = 0

    # -- low level -------------------------------------------------------
    def _raw(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def t(self, s):
        """Plain (non-PHI) text; occasionally receives a typo."""
        if not s:
            return
        if (self.typo_rate and len(s) > 30 and self.typos < 2
                and self.rng.random() < self.typo_rate):
            s2 = typo(self.rng, s)
            if s2 != s:
                self.typos += 1
                s = s2
        self._raw(s)

    def p(self, value, typ):
        """A PHI value: its span is recorded here, while it is appended."""
        if typ not in LABEL:
            raise ValueError("unknown type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        start = self.pos
        self._raw(value)
        self.spans.append((start, self.pos, typ))

    # -- composite -------------------------------------------------------
    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        elif isinstance(x, list):
            for y in x:
                self.add(y)
        elif callable(x):
            self.add(x())
        else:
            raise TypeError("cannot add %r" % (x,))

    def w(self, fmt, **kw):
        """Write fmt; {key} is looked up in kw, then in the note context."""
        last = 0
        for m in PLACE.finditer(fmt):
            self.t(fmt[last:m.start()])
            key = m.group(1)
            if key in kw:
                v = kw[key]
            else:
                v = self.ctx.get(key)
            self.add(v)
            last = m.end()
        self.t(fmt[last:])

    def line(self, fmt="", **kw):
        self.w(fmt, **kw)
        self._raw("\n")

    # -- output ----------------------------------------------------------
    def finish(self, nid, genre, country, lowercase):
        text = "".join(self.parts)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        prev_end = -1
        for (s, e, typ) in self.spans:
            if s < prev_end:
                raise ValueError("overlap")
            prev_end = e
            spans.append({"start": s, "end": e, "label": LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev409-en", "genre": genre,
                         "lowercase": bool(lowercase), "country": country}}
