"""Note assembly with single-pass offsets.

A note is built by appending pieces.  A piece is one of
  str                 -> plain text
  (text, TYPE)        -> a PHI span of fine type TYPE (TYPE None -> plain)
  list of pieces      -> appended in order
  None                -> nothing
Offsets are recorded at append time; the finished text is never searched.
"""
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "VEHICLE": "ID", "DEVICE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_TOK = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    # plain text
    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)
        return self

    # one PHI span
    def p(self, s, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        if self.spans and self.spans[-1][1] > self.pos:
            raise ValueError("overlap")
        self.spans.append((self.pos, self.pos + len(s), typ))
        self.parts.append(s)
        self.pos += len(s)
        return self

    def add(self, v):
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            if v[1] is None:
                return self.t(v[0])
            return self.p(v[0], v[1])
        if isinstance(v, int) and not isinstance(v, bool):
            return self.t(str(v))
        if isinstance(v, list):
            for x in v:
                self.add(x)
            return self
        raise TypeError(repr(v))

    def f(self, tmpl, **kw):
        """Template with {key} slots filled by pieces."""
        i = 0
        for m in _TOK.finditer(tmpl):
            self.t(tmpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self.t(tmpl[i:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def finish(self, lower):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, typ in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ,
                          "text": text[s:e]})
        return text, spans


def join(pieces, sep):
    """Interleave a list of pieces with a plain separator."""
    out = []
    for i, x in enumerate(pieces):
        if i:
            out.append(sep)
        out.append(x)
    return out
