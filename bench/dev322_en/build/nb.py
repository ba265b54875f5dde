"""Note builder: the note text and its span offsets are recorded in one pass.

Text is appended piece by piece; a PHI piece is a Span(type, value) and its
offsets are taken from the running length at the moment it is appended.
Nothing is ever located by searching the finished text.
"""

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


class Span(tuple):
    """A PHI piece: (fine type, surface value)."""
    __slots__ = ()

    def __new__(cls, typ, val):
        if typ not in LABEL:
            raise ValueError("unknown type %r" % typ)
        if not isinstance(val, str) or not val or val != val.strip():
            raise ValueError("bad span value %r for %s" % (val, typ))
        return tuple.__new__(cls, (typ, val))


def P(typ, val):
    return Span(typ, val)


class NB:
    def __init__(self):
        self._parts = []
        self._pos = 0
        self._spans = []

    def _plain(self, s):
        self._parts.append(s)
        self._pos += len(s)

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, Span):
            typ, val = it
            start = self._pos
            self._plain(val)
            self._spans.append((start, self._pos, typ, val))
        elif isinstance(it, str):
            if it:
                self._plain(it)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._add(x)
        else:
            raise TypeError("cannot append %r" % (it,))

    def w(self, *items):
        for it in items:
            self._add(it)
        return self

    def ln(self, *items):
        for it in items:
            self._add(it)
        self._plain("\n")
        return self

    def blank(self):
        self._plain("\n")
        return self

    @property
    def pos(self):
        return self._pos

    def finish(self, lowercase=False):
        text = "".join(self._parts)
        while text.endswith("\n\n"):
            text = text[:-1]
        spans = []
        last = 0
        for start, end, typ, val in self._spans:
            if start < last:
                raise ValueError("overlap at %d" % start)
            last = end
            spans.append({"start": start, "end": end, "label": LABEL[typ],
                          "type": typ, "text": val})
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch %r" % (s,))
        return text, spans
