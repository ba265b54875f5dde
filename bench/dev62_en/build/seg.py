"""Segment/marker machinery: every PHI value enters a note through Doc.p(),
so the gold offsets are recorded while the text is being assembled.

Templates (Doc.w) understand two kinds of markers:
  {key}            looked up in a context dict (value: str, P, list, or callable)
  [[TYPE|value]]   an inline PHI value of the given fine type
Plain text between markers is written as non-PHI.
"""
import re

CATEGORY = {
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


class P:
    """A PHI value of a fine type."""
    __slots__ = ("type", "text")

    def __init__(self, type_, text):
        if type_ not in CATEGORY:
            raise ValueError("unknown type %r" % type_)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.type = type_
        self.text = text

    def __repr__(self):
        return "P(%s,%r)" % (self.type, self.text)


_TOK = re.compile(r"\{(\w+)\}|\[\[([A-Z_]+)\|(.+?)\]\]")


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.n = 0
        self.spans = []

    def _put(self, s):
        if self.lower:
            s = s.lower()
        start = self.n
        self.buf.append(s)
        self.n += len(s)
        return start, s

    def t(self, s):
        if s:
            self._put(s)

    def p(self, typ, s):
        v = P(typ, s)
        start, s2 = self._put(v.text)
        self.spans.append({"start": start, "end": start + len(s2),
                           "label": CATEGORY[typ], "type": typ, "text": s2})

    def add(self, v):
        if v is None:
            return
        if isinstance(v, P):
            self.p(v.type, v.text)
        elif isinstance(v, str):
            self.t(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.add(x)
        elif callable(v):
            self.add(v())
        else:
            raise TypeError(repr(v))

    def w(self, tmpl, ctx=None, **kw):
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            if m.group(1):
                key = m.group(1)
                if key in kw:
                    v = kw[key]
                elif ctx is not None and key in ctx:
                    v = ctx[key]
                else:
                    raise KeyError("template key %r missing in %r" % (key, tmpl[:60]))
                self.add(v)
            else:
                self.p(m.group(2), m.group(3))
            pos = m.end()
        self.t(tmpl[pos:])

    def ln(self, tmpl="", ctx=None, **kw):
        self.w(tmpl, ctx, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.buf)
