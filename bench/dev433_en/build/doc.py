"""Note assembly with single-pass offset recording.

A fragment ("frag") is a str (plain text), a tuple (text, TYPE) for one PHI
value, or a list of fragments.  Doc appends pieces left to right and records
each PHI piece's offsets at the moment it is appended; the finished text is
never searched.
"""
import re

LABELS = {
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

_PH = re.compile(r"\{([A-Za-z_0-9]+)\}")
_WORD = re.compile(r"\b[a-z]{7,}\b")


def ph(text, typ):
    """One PHI piece."""
    return (text, typ)


def typo(rng, s):
    """Swap or drop a letter in one longer lower-case word (non-PHI text only)."""
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    i = rng.randrange(1, len(w) - 2)
    if rng.random() < 0.6:
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    else:
        w2 = w[:i] + w[i + 1:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def add(self, s, typ=None):
        if not s:
            return
        if typ is None:
            self._put(s)
            return
        if typ not in LABELS:
            raise KeyError(typ)
        if s != s.strip():
            raise ValueError("blank at span edge: %r" % s)
        start = self.pos
        s = self._put(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ],
                           "type": typ, "text": s})

    def frag(self, fr):
        if fr is None:
            return
        if isinstance(fr, str):
            self.add(fr)
        elif isinstance(fr, (int, float)):
            self.add(str(fr))
        elif isinstance(fr, tuple):
            self.add(fr[0], fr[1])
        else:
            for x in fr:
                self.frag(x)

    def f(self, tmpl, ctx=None, **kw):
        """Append a template; {key} is looked up in kw, then ctx."""
        pos = 0
        for m in _PH.finditer(tmpl):
            self._lit(tmpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            elif ctx is not None and key in ctx:
                val = ctx[key]
            else:
                raise KeyError(key)
            self.frag(val)
            pos = m.end()
        self._lit(tmpl[pos:])
        return self

    def _lit(self, s):
        if not s:
            return
        if self.typo_rate and len(s) > 25 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self.add(s)

    def text(self):
        return "".join(self.parts)
