"""Core note builder: text is appended piece by piece and PHI spans are
recorded at the moment they are appended (single pass, no searching)."""
import string

LABELS = {
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

_FMT = string.Formatter()


class P:
    """A PHI value of a given fine type."""
    __slots__ = ("typ", "val")

    def __init__(self, typ, val):
        if typ not in LABELS:
            raise ValueError("bad type " + typ)
        if not val or val != val.strip():
            raise ValueError("bad PHI value %r" % (val,))
        self.typ = typ
        self.val = val

    def __repr__(self):
        return "P(%s,%r)" % (self.typ, self.val)


class B:
    """Note builder."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        if s:
            self.parts.append(s)
            self.n += len(s)
        return self

    def p(self, typ, s):
        v = P(typ, s)
        self.spans.append((self.n, self.n + len(v.val), v.typ))
        self.parts.append(v.val)
        self.n += len(v.val)
        return self

    def add(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, P):
            return self.p(x.typ, x.val)
        if isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
            return self
        if isinstance(x, int):
            return self.t(str(x))
        raise TypeError("cannot add %r" % (x,))

    def f(self, tmpl, **kw):
        for lit, field, _spec, _conv in _FMT.parse(tmpl):
            self.t(lit)
            if field is not None:
                self.add(kw[field])
        return self

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")
        return self

    def finish(self, lower):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lowercasing changed length")
            text = low
        spans = []
        last = 0
        for s, e, typ in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            spans.append({"start": s, "end": e, "label": LABELS[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


def seq(*xs):
    """Composite value (list of str / P)."""
    return list(xs)


def join(items, sep=", ", last=" and "):
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(it)
    return out
