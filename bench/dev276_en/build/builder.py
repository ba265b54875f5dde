"""Note builder: text is appended piece by piece and PHI spans are recorded
with their offsets at the moment they are appended (single pass, no search).

Segments accepted by Note.add():
  str          -> plain text
  Ph(text, T)  -> PHI span of fine type T
  list/tuple   -> a sequence of segments (recursively)
  None         -> ignored
"""
import re

TYPE2LABEL = {
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

_RX = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Ph:
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        self.text = text
        self.type = typ

    def __repr__(self):
        return "Ph(%r,%r)" % (self.text, self.type)


def P(text, typ):
    return Ph(text, typ)


class Note:
    def __init__(self, lowercase=False):
        self.lc = lowercase
        self.parts = []
        self.spans = []
        self.pos = 0

    def _plain(self, s):
        if not s:
            return
        if self.lc:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *segs):
        for g in segs:
            if g is None:
                continue
            if isinstance(g, str):
                self._plain(g)
            elif isinstance(g, Ph):
                t = g.text
                if not t or t != t.strip():
                    raise ValueError("bad span text %r" % t)
                start = self.pos
                self._plain(t)
                if self.spans and self.spans[-1]["end"] > start:
                    raise ValueError("overlap")
                self.spans.append({
                    "start": start, "end": self.pos,
                    "label": TYPE2LABEL[g.type], "type": g.type,
                    "text": self.parts[-1],
                })
            elif isinstance(g, (list, tuple)):
                self.add(*g)
            else:
                raise TypeError("bad segment %r" % (g,))
        return self

    def fill(self, tmpl, **kw):
        pos = 0
        for m in _RX.finditer(tmpl):
            self._plain(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self._plain(tmpl[pos:])
        return self

    def ln(self, *segs):
        self.add(*segs)
        self._plain("\n")
        return self

    def fl(self, tmpl, **kw):
        self.fill(tmpl, **kw)
        self._plain("\n")
        return self

    def nl(self, n=1):
        self._plain("\n" * n)
        return self

    def finish(self):
        text = "".join(self.parts)
        # strip a trailing run of newlines/spaces (no span can end in whitespace)
        end = len(text.rstrip())
        text = text[:end] + "\n" if end < len(text) else text
        last = 0
        for sp in self.spans:
            if sp["start"] < last:
                raise ValueError("unsorted/overlapping spans")
            if text[sp["start"]:sp["end"]] != sp["text"]:
                raise ValueError("offset mismatch %r" % sp)
            last = sp["end"]
        return text, self.spans


def join_list(items, sep=", ", last=" and "):
    """items: list of segments; returns a segment list joined in prose."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i > 0:
            out.append(last if i == n - 1 else sep)
        out.append(it)
    return out
