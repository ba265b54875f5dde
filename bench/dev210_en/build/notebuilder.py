"""Single-pass note assembly: text pieces are appended in order and spans are
recorded at the moment their text is appended (offsets never searched)."""
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


class Note:
    """Accumulates text and spans.  Values handed to add():
    - str: literal (non-PHI) text
    - tuple (value, TYPE): a PHI span
    - list: a sequence of the above, appended in order
    - None: nothing"""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []
        self.ctx = {}

    def t(self, s):
        if not s:
            return self
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return self

    def s(self, val, typ):
        if typ not in LABELS:
            raise ValueError("bad type " + repr(typ))
        if self.lower:
            val = val.lower()
        if not val or val != val.strip():
            raise ValueError("bad span value " + repr(val))
        start = self.pos
        self.parts.append(val)
        self.pos += len(val)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ],
                           "type": typ, "text": val})
        return self

    def add(self, v):
        if v is None:
            return self
        if isinstance(v, tuple):
            self.s(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.add(x)
        else:
            self.t(str(v))
        return self

    def f(self, tpl, **kw):
        """Fill a template: {key} is looked up in kw, then in self.ctx."""
        i = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[i:m.start()])
            key = m.group(1)
            v = kw[key] if key in kw else self.ctx[key]
            self.add(v)
            i = m.end()
        self.t(tpl[i:])
        return self

    def text(self):
        return "".join(self.parts)
