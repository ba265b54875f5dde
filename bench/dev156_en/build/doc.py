"""Single-pass note builder: literal text and PHI pieces are appended in order,
and each PHI piece's offsets are recorded at the moment it is appended."""
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


class P:
    """A PHI value of a fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABELS, t
        self.v = str(v)
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        s = str(s)
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, v, typ=None):
        if isinstance(v, P):
            v, typ = v.v, v.t
        v = str(v)
        assert typ in LABELS, typ
        assert v and v == v.strip(), repr(v)
        self.spans.append({"start": self.n, "end": self.n + len(v),
                           "label": LABELS[typ], "type": typ})
        self.parts.append(v)
        self.n += len(v)
        return self

    def add(self, *items):
        """Append a sequence: str = literal, P = PHI, list/tuple = nested."""
        for it in items:
            if it is None:
                continue
            if isinstance(it, P):
                self.p(it)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                self.t(it)
        return self

    def r(self, template, ctx):
        """Render a template with {key} markers; ctx[key] is a str (literal),
        a P (PHI), a list (sequence) or a zero-argument callable returning any
        of those (evaluated at each occurrence)."""
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", template):
            self.t(template[pos:m.start()])
            val = ctx[m.group(1)]
            if callable(val):
                val = val()
            self.add(val)
            pos = m.end()
        self.t(template[pos:])
        return self

    def text(self):
        return "".join(self.parts)
