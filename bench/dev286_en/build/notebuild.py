"""Note builder: text is appended piece by piece and PHI spans are recorded
as the pieces are appended (single pass, no searching of finished text)."""
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{([A-Z_]+):([A-Za-z0-9_]+)\}|\{([A-Za-z0-9_]+)\}")


class Note:
    """Accumulates text pieces and spans.

    t(s)        plain (non-PHI) text
    p(s, TYPE)  a PHI value of fine type TYPE
    seq(list)   a list of (text, TYPE-or-None) pieces
    f(tpl, **kw) template: {TYPE:key} = PHI value kw[key]; {key} = plain text
                or a piece list kw[key]
    """

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _emit(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changes length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        if s:
            self._emit(s)
        return self

    def p(self, s, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type " + typ)
        s = str(s)
        if not s or s != s.strip():
            raise ValueError("bad PHI value %r" % s)
        if s[-1] in ",;:" or s[0] in ",;:.":
            raise ValueError("punctuation at PHI edge %r" % s)
        if self.spans and self.spans[-1][1] > self.pos:
            raise ValueError("overlap")
        start = self.pos
        out = self._emit(s)
        self.spans.append((start, self.pos, typ, out))
        return self

    def seq(self, pieces):
        for txt, typ in pieces:
            if typ:
                self.p(txt, typ)
            else:
                self.t(txt)
        return self

    def f(self, tpl, /, **kw):
        vals = kw
        last = 0
        if "{" in _PH.sub("", tpl) or "}" in _PH.sub("", tpl):
            raise ValueError("unparsed placeholder in %r" % tpl)
        for m in _PH.finditer(tpl):
            self.t(tpl[last:m.start()])
            if m.group(1):
                self.p(vals[m.group(2)], m.group(1))
            else:
                v = vals[m.group(3)]
                if isinstance(v, (list, tuple)):
                    self.seq(v)
                else:
                    self.t(str(v))
            last = m.end()
        self.t(tpl[last:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        text = self.text()
        spans = []
        for s, e, typ, out in self.spans:
            assert text[s:e] == out
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ],
                          "type": typ, "text": out})
        return {
            "id": nid,
            "text": text,
            "spans": spans,
            "meta": {"source": "dev286-en", "genre": genre,
                     "lowercase": self.lower, "country": country},
        }
