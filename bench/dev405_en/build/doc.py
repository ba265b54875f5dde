"""Note assembly with single-pass offset recording.

A note is built by appending pieces in order.  A piece is either plain text
(str) or a PHI value given as a tuple (text, TYPE).  Lists of pieces may be
nested.  The start offset of a PHI value is the length of the text assembled
so far, so offsets are recorded while the note is being written and never by
searching the finished text.
"""

import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_WORD = re.compile(r"[a-z]{6,}")
_INITIALS = re.compile(r"(?:[A-Za-z]\.){2,}")
_BAD_EDGE = " \t\n\r,;:[]\"'."


class Doc:
    """Accumulates text and spans for one note."""

    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # -- primitive appends -------------------------------------------------
    def _append(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def _plain(self, s):
        if not s:
            return
        if self.typo_rate and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self._append(s)

    def _phi(self, value, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type %s" % typ)
        if (not value or value[0] in _BAD_EDGE
                or (value[-1] in _BAD_EDGE and not _INITIALS.fullmatch(value))
                or (value[0] == "(" and ")" not in value)
                or (value[-1] == ")" and "(" not in value)):
            raise ValueError("bad PHI edge: %r (%s)" % (value, typ))
        start = self.pos
        s = self._append(value)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})

    # -- public API --------------------------------------------------------
    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, (int, float)):
                it = str(it)
            if isinstance(it, str):
                self._plain(it)
            elif isinstance(it, tuple):
                self._phi(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, template, **kw):
        """Append a template; {key} fields are replaced, left to right."""
        i = 0
        for m in _FIELD.finditer(template):
            self._plain(template[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self._plain(template[i:])
        return self

    def line(self, template="", **kw):
        self.f(template, **kw)
        self._append("\n")
        return self

    def text(self):
        return "".join(self.parts)


def typo(rng, s):
    """Introduce one small typing slip into a plain-text piece."""
    words = [m for m in _WORD.finditer(s)]
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    kind = rng.randrange(3)
    if kind == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif kind == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]
