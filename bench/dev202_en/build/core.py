"""Core note builder: text pieces are appended in order and PHI spans are
recorded at the moment they are appended (single pass, no searching)."""

LABEL_OF = {
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

TYPES = sorted(LABEL_OF)


def P(text, typ):
    """A PHI piece."""
    if typ not in LABEL_OF:
        raise ValueError("unknown type " + typ)
    return (text, typ)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _plain(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL_OF[typ], "type": typ, "text": s})
        self.buf.append(s)
        self.pos += len(s)

    def add(self, *pieces):
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self._plain(pc)
            elif isinstance(pc, tuple):
                self._phi(pc[0], pc[1])
            elif isinstance(pc, list):
                self.add(*pc)
            else:
                raise TypeError(repr(pc))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self._plain("\n")
        return self

    def blank(self):
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.buf)


def join(items, sep=", ", last=None):
    """Join piece-lists with a plain separator (optionally a different last one)."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
