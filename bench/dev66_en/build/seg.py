"""Segment builder: a note is a list of (text, fine_type_or_None) segments.

Gold offsets are computed while the segments are joined, so no span is ever
found by searching the finished text.
"""
from string import Formatter

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


class Phi:
    """One PHI value: a marker that the renderer turns into a gold span."""
    __slots__ = ("type", "value")

    def __init__(self, type_, value):
        if type_ not in LABEL:
            raise ValueError("unknown fine type %r" % type_)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.type = type_
        self.value = value

    def __repr__(self):
        return "Phi(%s,%r)" % (self.type, self.value)


_FMT = Formatter()


class Doc:
    """Collects segments. `w(template)` expands {key[:args]} through a resolver."""

    def __init__(self, resolver, case="mixed"):
        self.resolver = resolver
        self.case = case
        self.parts = []

    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if x:
                self.parts.append((x, None))
        elif isinstance(x, Phi):
            self.parts.append((x.value, x.type))
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            raise TypeError(repr(x))

    def w(self, tmpl, **kw):
        for lit, field, spec, conv in _FMT.parse(tmpl):
            if lit:
                self.add(lit)
            if field is None:
                continue
            if conv:
                raise ValueError("conversion not supported: " + tmpl)
            if field in kw:
                self.add(kw[field])
            else:
                key = field + (":" + spec if spec else "")
                self.add(self.resolver(key))
        return self

    def nl(self, n=1):
        self.add("\n" * n)
        return self

    def _case(self, s):
        if self.case == "lower":
            return s.lower()
        if self.case == "upper":
            return s.upper()
        return s

    def render(self):
        out, spans, pos = [], [], 0
        for s, t in self.parts:
            s2 = self._case(s)
            if t is not None:
                if s2 != s2.strip():
                    raise ValueError("whitespace at span edge: %r" % s2)
                spans.append({"start": pos, "end": pos + len(s2), "label": LABEL[t],
                              "type": t, "text": s2})
            out.append(s2)
            pos += len(s2)
        text = "".join(out)
        for sp in spans:
            assert text[sp["start"]:sp["end"]] == sp["text"]
        return text, spans
