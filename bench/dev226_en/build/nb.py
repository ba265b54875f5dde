"""Single-pass note builder for dev226_en.

Text is appended piece by piece; offsets are tracked as pieces are added and a
span is recorded whenever a PHI piece is appended.  The finished text is never
searched for strings.
"""
import re

LABELS = {
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
TYPES = list(LABELS)

_PH = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[a-z]{6,}")


class Note:
    """Accumulates text pieces and PHI spans.

    Values given to add() may be:
      * a str            -> plain text
      * (text, TYPE)     -> a PHI piece (TYPE None means plain)
      * a list/tuple of the above (nested) -> appended in order
    """

    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- plain text -------------------------------------------------------
    def _typo(self, s):
        words = list(_WORD.finditer(s))
        if not words:
            return s
        m = words[self.rng.randrange(len(words))]
        w = m.group(0)
        k = self.rng.randrange(1, len(w) - 2)
        op = self.rng.randrange(3)
        if op == 0:
            w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        elif op == 1:
            w2 = w[:k] + w[k + 1:]
        else:
            w2 = w[:k] + w[k] + w[k:]
        return s[:m.start()] + w2 + s[m.end():]

    def t(self, s):
        if not s:
            return
        if self.typo and len(s) > 12 and self.rng.random() < self.typo:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # -- PHI --------------------------------------------------------------
    def p(self, s, typ):
        if typ is None:
            self.t(s)
            return
        if typ not in LABELS:
            raise ValueError("bad type %r" % typ)
        if s != s.strip() or not s:
            raise ValueError("PHI piece with outer whitespace: %r" % s)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ],
                           "type": typ, "text": s})

    def add(self, v):
        if v is None:
            return
        if isinstance(v, (int, float)):
            v = str(v)
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) and (
                v[1] is None or v[1] in LABELS):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.add(x)

    def f(self, tmpl, **kw):
        """Format a template: {key} placeholders are filled from kw via add()."""
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def nl(self, k=1):
        self.t("\n" * k)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        txt = self.text()
        for s in self.spans:
            assert txt[s["start"]:s["end"]] == s["text"]
        return {"id": nid, "text": txt,
                "spans": [dict(s) for s in self.spans],
                "meta": {"source": "dev226-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
