"""Note builder: text is appended piece by piece and PHI spans are recorded
with their offsets at the moment they are appended (single pass)."""
import string

TYPE_LABEL = {
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

_FMT = string.Formatter()


class Doc:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    # plain text
    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)

    # one PHI value
    def s(self, s, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append((self.n, self.n + len(s), typ))
        self.t(s)

    # a sequence of pieces: str = plain, (text, TYPE) = span, list = nested
    def w(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self.t(p)
            elif isinstance(p, tuple):
                self.s(p[0], p[1])
            elif isinstance(p, list):
                self.w(*p)
            else:
                raise TypeError(repr(p))

    # template: "Dear Ms {ln}, ..." with keyword pieces
    def m(self, tpl, **kw):
        for lit, field, spec, conv in _FMT.parse(tpl):
            self.t(lit)
            if field is not None:
                self.w(kw[field])

    def ln(self, tpl="", **kw):
        self.m(tpl, **kw)
        self.t("\n")

    def finish(self, lower=False):
        text = "".join(self.buf)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for a, b, typ in self.spans:
            spans.append({"start": a, "end": b, "label": TYPE_LABEL[typ],
                          "type": typ, "text": text[a:b]})
        return text, spans
