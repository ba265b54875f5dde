"""Single-pass note builder for dev224_en.

A note is built by appending pieces left to right.  Plain pieces are text;
PHI pieces are (value, fine_type) tuples and are recorded as spans at the
moment they are appended, so offsets never come from searching text.
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

_PH = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[a-z]{6,}")


def typo(rng, s):
    """Introduce one small slip into a plain-text piece (never into PHI)."""
    words = [m for m in _WORD.finditer(s)]
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    op = rng.randrange(3)
    if op == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif op == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc:
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.parts = []
        self.pos = 0
        self.spans = []
        self.typo_rate = typo_rate

    # plain text -----------------------------------------------------
    def t(self, s):
        if not s:
            return self
        if self.typo_rate and len(s) > 30 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self.parts.append(s)
        self.pos += len(s)
        return self

    def nl(self, n=1):
        self.parts.append("\n" * n)
        self.pos += n
        return self

    # PHI ------------------------------------------------------------
    def x(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError("bad type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        if self.spans and self.spans[-1][1] > start:
            raise ValueError("overlap at %r" % value)
        self.spans.append((start, self.pos, typ))
        return self

    # pieces ---------------------------------------------------------
    def put(self, piece):
        """piece: str | (value, type) | list of pieces | None"""
        if piece is None:
            return self
        if isinstance(piece, str):
            return self.t(piece)
        if isinstance(piece, tuple):
            v = piece[0]
            if v.startswith(("the ", "The ")) and len(v) > 4:
                # a leading article is not part of the name
                self.t(v[:4])
                v = v[4:]
            return self.x(v, piece[1])
        for p in piece:
            self.put(p)
        return self

    def w(self, template, **kw):
        """Append a template; {key} placeholders are filled from kw in order."""
        bits = _PH.split(template)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                self.t(b)
            else:
                self.put(kw[b])
        return self

    def line(self, template="", **kw):
        self.w(template, **kw)
        return self.nl()

    # output ---------------------------------------------------------
    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country, lowercase):
        text = self.text()
        if len(text) != self.pos:
            raise ValueError("offset drift")
        text = text.rstrip()
        if self.spans and self.spans[-1][1] > len(text):
            raise ValueError("span beyond end")
        spans = []
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        for (s, e, typ) in self.spans:
            spans.append({"start": s, "end": e, "label": LABEL_OF[typ],
                          "type": typ, "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev224-en", "genre": genre,
                         "lowercase": bool(lowercase), "country": country}}
