"""Note builder: text is appended piece by piece and every PHI span is
recorded at the moment its text is appended (single pass, no searching)."""
import re

TYPE2LABEL = {
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

_TOK = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class NB:
    """Accumulates text pieces and spans.

    Values accepted by add():
      str              -> plain text
      (text, TYPE)     -> a PHI span of fine type TYPE (TYPE None -> plain)
      list             -> each element added in order
      None             -> nothing
    """

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ is None:
            return self.t(s)
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append((self.pos, self.pos + len(s), typ, s))
        self.parts.append(s)
        self.pos += len(s)
        return self

    def add(self, v):
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            return self.p(v[0], v[1])
        if isinstance(v, list):
            for x in v:
                self.add(x)
            return self
        raise TypeError("cannot add %r" % (v,))

    def w(self, tpl, **kw):
        """Write a template; {key} is replaced by add(kw[key])."""
        i = 0
        for m in _TOK.finditer(tpl):
            self.t(tpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self.t(tpl[i:])
        return self

    def text(self):
        return "".join(self.parts)

    def record(self, nid, meta, lower=False):
        text = self.text()
        spans = []
        for s, e, typ, st in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": st})
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for sp in spans:
                sp["text"] = sp["text"].lower()
        for sp in spans:
            if text[sp["start"]:sp["end"]] != sp["text"]:
                raise ValueError("offset drift in %s" % nid)
        m = dict(meta)
        m["lowercase"] = bool(lower)
        return {"id": nid, "text": text, "spans": spans, "meta": m}


def join_list(items, sep=", ", last=" and "):
    """Return a list of pieces joining items (each a piece) in prose."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if i == n - 1 else sep)
        out.append(it)
    return out
