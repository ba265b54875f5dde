"""Note builder: text is appended piece by piece and PHI spans are recorded
at the moment they are appended (single pass, no searching afterwards).

Items understood by Note.add():
  str               plain (non-PHI) text
  (value, TYPE)     a PHI span of fine type TYPE
  list / tuple-list a sequence of items
  None              nothing
"""
from string import Formatter

TYPE_LABEL = {
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

_FMT = Formatter()


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _txt(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, value, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if self.lower:
            value = value.lower()
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ, "text": value})

    def add(self, item):
        if item is None:
            return
        if isinstance(item, (int, float)):
            self._txt(str(item))
        elif isinstance(item, str):
            self._txt(item)
        elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], str) \
                and item[1] in TYPE_LABEL and isinstance(item[0], str):
            self.phi(item[0], item[1])
        else:
            for x in item:
                self.add(x)

    def f(self, template, **kw):
        """Fill a str.format-style template; fields take items (see module doc)."""
        for lit, field, _spec, _conv in _FMT.parse(template):
            self._txt(lit)
            if field is not None:
                self.add(kw[field])

    def line(self, template="", **kw):
        self.f(template, **kw)
        self._txt("\n")

    def text(self):
        return "".join(self.parts)

    def result(self):
        return self.text(), self.spans
