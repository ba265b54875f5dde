"""Shared note builder for dev191_en.

A Note is assembled in one pass: every piece of text is appended in order and
every PHI span is recorded at the moment its text is appended, so offsets are
never recovered by searching the finished text.
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

TYPES = list(LABEL.keys())

_PH = re.compile(r"\{(\w+)\}")
_BAD_EDGE = ",;:\"'[]{}"


def ph(value, typ):
    """A PHI segment: (text, TYPE)."""
    if typ not in LABEL:
        raise ValueError("unknown type " + typ)
    return (value, typ)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _norm(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return low
        return s

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return
        s = self._norm(s)
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        """Append a PHI value and record its span."""
        s = self._norm(s)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        if s[0] in _BAD_EDGE or s[-1] in _BAD_EDGE:
            raise ValueError("span edge punctuation %r" % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": s})

    def seg(self, v):
        if v is None:
            return
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            self.t(str(v))
        elif isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.seg(x)
        else:
            raise TypeError(repr(v))

    def f(self, tmpl, **kw):
        """Append a template; {key} is replaced by the segment kw[key]."""
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.seg(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def text(self):
        return "".join(self.parts)
