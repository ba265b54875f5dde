"""Core note builder: text is appended piece by piece and PHI spans are
recorded at the moment they are appended (single pass, no searching)."""
import string

LABELS = {
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


class P:
    """A PHI piece: fine type plus surface text."""
    __slots__ = ("type", "text")

    def __init__(self, typ, text):
        if typ not in LABELS:
            raise ValueError("bad type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.type = typ
        self.text = text

    def __repr__(self):
        return "P(%s,%r)" % (self.type, self.text)


def seq(tmpl, **kw):
    """Turn a template with {fields} into a list of items (str / P / lists)."""
    out = []
    for lit, field, _spec, _conv in _FMT.parse(tmpl):
        if lit:
            out.append(lit)
        if field is not None:
            out.append(kw[field])
    return out


class Builder:
    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _lo(self, s):
        if self.lower:
            lo = s.lower()
            if len(lo) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return lo
        return s

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                if it:
                    s = self._lo(it)
                    self.parts.append(s)
                    self.pos += len(s)
            elif isinstance(it, P):
                s = self._lo(it.text)
                start = self.pos
                self.parts.append(s)
                self.pos += len(s)
                if self.spans and self.spans[-1]["end"] > start:
                    raise ValueError("overlap")
                self.spans.append({"start": start, "end": self.pos,
                                   "label": LABELS[it.type], "type": it.type,
                                   "text": s})
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError("bad item %r" % (it,))
        return self

    def line(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def fmt(self, tmpl, **kw):
        self.add(seq(tmpl, **kw))
        return self

    def fline(self, tmpl, **kw):
        self.add(seq(tmpl, **kw))
        self.add("\n")
        return self

    def blank(self):
        self.add("\n")
        return self

    def text(self):
        return "".join(self.parts)


def join(items, sep=", ", last=None):
    """Join a list of item-sequences with separators, returning a flat list."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
