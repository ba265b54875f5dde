"""Single-pass note builder: text pieces are appended and PHI spans are
recorded at the moment they are appended (offsets never searched)."""

import re

TYPE_LABEL = {
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


class P:
    """A PHI piece: text plus fine type."""
    __slots__ = ("text", "typ")

    def __init__(self, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type " + typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % (text,))
        self.text = text
        self.typ = typ


_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _text(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def add(self, x):
        """Append str, P, or (nested) list/tuple of those."""
        if x is None:
            return self
        if isinstance(x, str):
            self._text(x)
        elif isinstance(x, P):
            self._phi(x.text, x.typ)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            self._text(str(x))
        return self

    def w(self, template, **kw):
        """Write a template; {key} fields take str, P or lists of those."""
        bits = _FIELD.split(template)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                self._text(b)
            else:
                if b not in kw:
                    raise KeyError(b)
                self.add(kw[b])
        return self

    def text(self):
        return "".join(self.parts)


def seg_text(x):
    """Plain rendering of a segment (for length estimates/padding only)."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, P):
        return x.text
    return "".join(seg_text(y) for y in x)
