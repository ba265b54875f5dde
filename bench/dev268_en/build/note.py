"""Note builder: text is appended piece by piece and spans are recorded as we go.

A *piece* is one of:
  - str                      plain (non-PHI) text
  - (TYPE, value) tuple      a PHI value of fine type TYPE
  - list / None              a sequence of pieces (None is skipped)
Offsets are computed in a single pass while appending; the finished text is never searched.
"""
from string import Formatter

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

_FMT = Formatter()


class Note:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.pos = 0

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, (int, float)) and not isinstance(it, bool):
            it = str(it)
        if isinstance(it, str):
            if it:
                self.buf.append(it)
                self.pos += len(it)
        elif isinstance(it, tuple):
            typ, s = it
            if typ not in TYPE2LABEL:
                raise ValueError("bad type %r" % (typ,))
            if not s or s != s.strip():
                raise ValueError("bad PHI value %r" % (s,))
            self.spans.append((self.pos, self.pos + len(s), typ))
            self.buf.append(s)
            self.pos += len(s)
        elif isinstance(it, list):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    def add(self, *items):
        for it in items:
            self._add(it)
        return self

    def f(self, template, **kw):
        """Append a template; {name} fields are looked up in kw and appended as pieces."""
        for lit, field, _spec, _conv in _FMT.parse(template):
            if lit:
                self._add(lit)
            if field is not None:
                self._add(kw[field])
        return self

    def ln(self, template="", **kw):
        self.f(template, **kw)
        self._add("\n")
        return self

    def nl(self, k=1):
        self._add("\n" * k)
        return self

    def finish(self, lowercase=False):
        text = "".join(self.buf)
        # collapse trailing whitespace at end of note only (offsets unaffected)
        text = text.rstrip()
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, typ in sorted(self.spans):
            if e > len(text):
                raise ValueError("span beyond text")
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


def frag(template, **kw):
    """Build a piece list from a template without a Note (for composing blocks)."""
    out = []
    for lit, field, _spec, _conv in _FMT.parse(template):
        if lit:
            out.append(lit)
        if field is not None:
            out.append(kw[field])
    return out
