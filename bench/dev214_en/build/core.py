"""Note builder: text is appended piece by piece and spans are recorded as they are appended.

Offsets are computed in a single pass (running position), never by searching the finished text.
"""
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_SLOT = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return self
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        """Append a PHI value and record its span at the current position."""
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ],
                           "type": typ, "text": s})
        return self

    def v(self, val):
        """Append a value: (text, TYPE) tuple -> span, list -> each item, str -> plain text."""
        if isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.v(x)
        elif val is None:
            pass
        else:
            self.t(str(val))
        return self

    def f(self, template, **kw):
        """Fill a template left to right; {slot} values go through v()."""
        pos = 0
        for m in _SLOT.finditer(template):
            self.t(template[pos:m.start()])
            self.v(kw[m.group(1)])
            pos = m.end()
        self.t(template[pos:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.parts)


def P(s, typ):
    """Shorthand for a span value usable in Note.f/Note.v."""
    return (s, typ)
