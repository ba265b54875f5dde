"""Single-pass note builder: text pieces are appended and PHI spans recorded as
they are written, so offsets never come from searching the finished text."""

import string

LABEL = {
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

_FMT = string.Formatter()


def P(typ, val):
    """A PHI piece."""
    if typ not in LABEL:
        raise ValueError("bad type " + typ)
    return (typ, val)


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    # plain text
    def t(self, s):
        if s:
            self.parts.append(s)
            self.n += len(s)

    def phi(self, typ, val):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not val or val != val.strip():
            raise ValueError("PHI value with outer whitespace: %r" % (val,))
        self.spans.append((self.n, self.n + len(val), typ))
        self.t(val)

    def emit(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self.t(it)
        elif isinstance(it, tuple):
            self.phi(it[0], it[1])
        elif isinstance(it, list):
            for x in it:
                self.emit(x)
        else:
            raise TypeError(repr(it))

    def w(self, *items):
        for it in items:
            self.emit(it)

    def f(self, tmpl, **kw):
        """Write a template; {name} fields are replaced by kw values, which may be
        plain strings, PHI tuples or lists of both."""
        for lit, field, _spec, _conv in _FMT.parse(tmpl):
            if lit:
                self.t(lit)
            if field is not None:
                self.emit(kw[field])

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        text = text.rstrip("\n") + "\n" if text.endswith("\n") else text
        spans = []
        last = -1
        for s, e, typ in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            if e > len(text):
                raise ValueError("span beyond text")
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ,
                          "text": text[s:e]})
        return text, spans
