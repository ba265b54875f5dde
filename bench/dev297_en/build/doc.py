"""Single-pass note writer: pieces are appended in order and PHI offsets are
recorded at the moment each PHI piece is appended (no string search)."""

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


class V:
    """A PHI value with its fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        if t not in LABEL_OF:
            raise ValueError("unknown type %r" % t)
        if s != s.strip():
            raise ValueError("PHI value with edge whitespace: %r" % s)
        self.s = s
        self.t = t

    def __repr__(self):
        return "V(%r,%r)" % (self.s, self.t)


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.n = 0
        self.spans = []

    def _raw(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.n += len(s)
        return s

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._raw(it)
            elif isinstance(it, V):
                start = self.n
                s = self._raw(it.s)
                self.spans.append({"start": start, "end": self.n,
                                   "label": LABEL_OF[it.t], "type": it.t,
                                   "text": s})
            elif isinstance(it, (list, tuple)):
                self.w(*it)
            else:
                raise TypeError("bad piece %r" % (it,))
        return self

    def ln(self, *items):
        """Write items followed by a newline."""
        self.w(*items)
        self._raw("\n")
        return self

    def blank(self):
        self._raw("\n")
        return self

    def text(self):
        return "".join(self.buf)


def join(items, sep=", ", last=None):
    """Interleave piece-lists with a separator (and optional last separator)."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(it)
    return out
