"""Note builder: text and spans are assembled together in one pass."""
import re

LABELS = {
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

_KEY = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABELS[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    def v(self, val):
        """Append a value: str (plain), tuple (text, type) or list of those."""
        if isinstance(val, (str, int)):
            self.t(str(val))
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        else:
            for x in val:
                self.v(x)

    def f(self, tpl, **kw):
        i = 0
        for m in _KEY.finditer(tpl):
            self.t(tpl[i:m.start()])
            self.v(kw[m.group(1)])
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        return "".join(self.parts)
