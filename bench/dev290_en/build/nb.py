"""Note builder: text is appended piece by piece and every PHI piece records
its own offsets at the moment it is written (no searching afterwards)."""
import re

TYPES = {
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

# {TYPE=key} writes kw[key] as a PHI span; {key} writes kw[key] as plain text.
# A value may also be a list of (type-or-None, text) pieces.
_TOK = re.compile(r"\{(?:([A-Z_]+)=)?([a-z0-9_]+)\}")
_INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")


def edge_ok(s):
    if not s or s != s.strip() or "\n" in s:
        return False
    a, z = s[0], s[-1]
    if not (a.isalnum() or (a == "(" and ")" in s) or a == "+"):
        return False
    if z.isalnum():
        return True
    return z == "." and bool(_INITIAL_END.search(s))


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

    def p(self, typ, s):
        if typ not in TYPES:
            raise ValueError("bad type %r" % typ)
        if not edge_ok(s):
            raise ValueError("bad span edge %r (%s)" % (s, typ))
        self.spans.append((self.n, self.n + len(s), typ))
        self.buf.append(s)
        self.n += len(s)
        return self

    def seq(self, pieces):
        for typ, s in pieces:
            if typ:
                self.p(typ, s)
            else:
                self.t(s)
        return self

    def put(self, typ, val):
        if isinstance(val, list):
            if typ:
                raise ValueError("typed list")
            return self.seq(val)
        if typ:
            return self.p(typ, val)
        return self.t(val)

    def f(self, tpl, **kw):
        i = 0
        for m in _TOK.finditer(tpl):
            self.t(tpl[i:m.start()])
            self.put(m.group(1), kw[m.group(2)])
            i = m.end()
        self.t(tpl[i:])
        return self

    def finish(self, lower=False):
        text = "".join(self.buf)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        last = 0
        for a, b, typ in self.spans:
            if a < last:
                raise ValueError("overlap")
            last = b
            spans.append({"start": a, "end": b, "label": TYPES[typ], "type": typ,
                          "text": text[a:b]})
        return text, spans
