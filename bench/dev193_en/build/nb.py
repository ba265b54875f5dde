"""Note builder: assembles a note piece by piece and records spans as it goes.

Offsets are computed in a single pass while appending; nothing is ever searched
for in the finished text.
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

_PH = re.compile(r"\{(\w+)\}")


class NB:
    """Note builder. If lower is true every piece is lower-cased as it is appended."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []

    def t(self, *pieces):
        for s in pieces:
            if not s:
                continue
            if self.lower:
                s = s.lower()
            self.parts.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        if typ is None:
            return self.t(s)
        if typ not in LABELS:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        if self.lower:
            s = s.lower()
        start = self.n
        self.parts.append(s)
        self.n += len(s)
        self.spans.append({"start": start, "end": self.n, "label": LABELS[typ],
                           "type": typ, "text": s})
        return self

    def add(self, v):
        """v: plain str, (text, type) tuple, or a list of those."""
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            return self.p(v[0], v[1])
        if isinstance(v, list):
            for x in v:
                self.add(x)
            return self
        raise TypeError(repr(v))

    def f(self, tpl, **kw):
        """Append a template; {key} placeholders are filled from kw via add()."""
        pos = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        return self.t("\n")

    def text(self):
        return "".join(self.parts)

    def check(self):
        txt = self.text()
        assert len(txt) == self.n
        for s in self.spans:
            assert txt[s["start"]:s["end"]] == s["text"], s
        return txt


def P(s, typ):
    return (s, typ)
