"""Core note builder: text is appended piece by piece and spans are recorded
at the moment a PHI piece is appended (single pass, no searching)."""
import re

LABEL_OF = {
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
    """A PHI value waiting to be appended."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in LABEL_OF:
            raise ValueError("bad type " + typ)
        if text != text.strip() or not text:
            raise ValueError("PHI with outer whitespace: %r" % text)
        self.text = text
        self.type = typ

    def __repr__(self):
        return "Phi(%r,%r)" % (self.text, self.type)


def P(text, typ):
    return Phi(text, typ)


_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _push(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        """Append plain (non-PHI) text."""
        if s:
            self._push(s)
        return self

    def phi(self, value, typ=None):
        """Append a PHI value (Phi object or text + type) and record its span."""
        if isinstance(value, Phi):
            text, typ = value.text, value.type
        else:
            text = value
            Phi(text, typ)  # validation
        start = self.pos
        s = self._push(text)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": s})
        return self

    def add(self, item):
        """Append a str, a Phi, or a list/tuple of these."""
        if item is None:
            return self
        if isinstance(item, Phi):
            return self.phi(item)
        if isinstance(item, (list, tuple)):
            for x in item:
                self.add(x)
            return self
        return self.t(item)

    def f(self, template, **kw):
        """Append a template; {name} fields are looked up in kw.  A field value
        may be str, Phi, a list of those, or None (renders nothing)."""
        pos = 0
        for m in _FIELD.finditer(template):
            self.t(template[pos:m.start()])
            key = m.group(1)
            if key not in kw:
                raise KeyError(key)
            self.add(kw[key])
            pos = m.end()
        self.t(template[pos:])
        return self

    def text(self):
        return "".join(self.parts)


def seq(*items):
    """Group pieces into one list (helper for composing fragments)."""
    out = []
    for x in items:
        if x is None:
            continue
        if isinstance(x, (list, tuple)):
            out.extend(seq(*x))
        else:
            out.append(x)
    return out


def join(items, sep=", "):
    """Join a list of fragments (each str/Phi/list) with a separator string."""
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(sep)
        out.append(x)
    return out
