"""Single-pass note builder: text is appended piece by piece and every PHI
piece records its own offsets as it is appended (never searched afterwards)."""
import re

LABEL_OF = {
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

_SLOT = re.compile(r"\{([A-Za-z0-9_]+)\}")


class P(tuple):
    """A PHI value: P(text, TYPE). A sequence of pieces may be nested in Seq."""
    def __new__(cls, text, typ):
        if typ not in LABEL_OF:
            raise ValueError("bad type %s" % typ)
        return tuple.__new__(cls, (text, typ))


class Seq(list):
    """A mix of plain strings and P values, rendered in order."""


class Note:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, text, typ):
        start = self.n
        self.buf.append(text)
        self.n += len(text)
        self.spans.append({"start": start, "end": self.n,
                           "label": LABEL_OF[typ], "type": typ})
        return self

    def put(self, v):
        if v is None:
            return self
        if isinstance(v, P):
            return self.p(v[0], v[1])
        if isinstance(v, (Seq, list)):
            for x in v:
                self.put(x)
            return self
        return self.t(str(v))

    def f(self, template, **kw):
        """Fill a template: {key} is replaced by kw[key] (str, P or Seq)."""
        pos = 0
        for m in _SLOT.finditer(template):
            self.t(template[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(template[pos:])
        return self

    def text(self):
        return "".join(self.buf)

    def finish(self):
        txt = self.text()
        out = []
        for s in self.spans:
            d = dict(s)
            d["text"] = txt[s["start"]:s["end"]]
            out.append(d)
        return txt, out


def pad(n, s, width):
    """Append plain padding so a column of width `width` is filled after s."""
    return " " * max(1, width - len(s))
