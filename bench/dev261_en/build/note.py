"""Note builder: text is appended piece by piece and spans are recorded as
pieces are appended, so offsets are exact by construction."""

import re

LABEL = {
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

_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    # plain text -------------------------------------------------------
    def t(self, s):
        if not s:
            return self
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return self

    # one PHI value ----------------------------------------------------
    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)
        return self

    # a segment list: str (plain) or (value, type) tuples or nested lists
    def seg(self, v):
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            if v[1] is None:
                return self.t(v[0])
            return self.p(v[0], v[1])
        for x in v:
            self.seg(x)
        return self

    # template: "Seen {pt} on {d}." with pt=("Ann Lee","PATIENT") etc.
    def f(self, tpl, **kw):
        last = 0
        for m in _FIELD.finditer(tpl):
            self.t(tpl[last:m.start()])
            self.seg(kw[m.group(1)])
            last = m.end()
        self.t(tpl[last:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        text = self.text()
        for s in self.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        return {
            "id": nid,
            "text": text,
            "spans": [dict(s) for s in self.spans],
            "meta": {"source": "dev261-en", "genre": genre,
                     "lowercase": self.lower, "country": country},
        }
