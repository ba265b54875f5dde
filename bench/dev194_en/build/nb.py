"""Note builder: text is appended piece by piece and spans are recorded as they are appended.

A *piece* is one of:
  - str                : plain (non-PHI) text
  - (text, TYPE) tuple : a PHI span of fine type TYPE
  - list of pieces     : appended in order
  - None               : ignored
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


class NoteBuilder:
    def __init__(self):
        self._parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if s:
            self._parts.append(s)
            self.pos += len(s)
        return self

    def phi(self, s, typ):
        if typ not in LABEL_OF:
            raise ValueError("unknown type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        start = self.pos
        self.t(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": s})
        return self

    def add(self, piece):
        if piece is None:
            return self
        if isinstance(piece, str):
            return self.t(piece)
        if isinstance(piece, (int, float)) and not isinstance(piece, bool):
            return self.t(str(piece))
        if isinstance(piece, tuple):
            return self.phi(piece[0], piece[1])
        if isinstance(piece, list):
            for p in piece:
                self.add(p)
            return self
        raise TypeError("bad piece %r" % (piece,))

    def f(self, template, **kw):
        """Append template; {name} placeholders are replaced by the pieces in kw."""
        pos = 0
        for m in _PH.finditer(template):
            self.t(template[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(template[pos:])
        return self

    def text(self):
        return "".join(self._parts)

    def finish(self, lowercase=False):
        text = self.text()
        spans = [dict(s) for s in self.spans]
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch %r" % s)
        return text, spans


def join(sep, pieces):
    """Interleave a plain separator between pieces."""
    out = []
    for i, p in enumerate(pieces):
        if i:
            out.append(sep)
        out.append(p)
    return out
