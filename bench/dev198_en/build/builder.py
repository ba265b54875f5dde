"""Note builder: text pieces are appended in order and PHI spans are recorded
as they are appended, so offsets are computed in a single pass."""

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

TYPES = list(LABEL_OF.keys())

_EDGE_BAD = " \t\n\r,;:\"'[]{}"


def initial_dot_ok(value):
    """A trailing dot is allowed only when it closes an initial (J.S., Maria K.)."""
    if len(value) < 2 or not value[-2].isalpha():
        return False
    return len(value) == 2 or not value[-3].isalpha()


class Note:
    """Accumulates text. add() takes plain strings, (value, TYPE) tuples for
    PHI, lists/tuples-of-pieces (flattened), or None (ignored)."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _plain(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError("bad type %r" % typ)
        if self.lower:
            value = value.lower()
        if not value or value[0] in _EDGE_BAD or value[-1] in _EDGE_BAD:
            raise ValueError("bad span edge %r" % value)
        if value.startswith(".") or (value.endswith(".") and
                                     not initial_dot_ok(value)):
            raise ValueError("span ends with full stop %r" % value)
        if self.spans and self.spans[-1]["end"] > self.pos:
            raise ValueError("overlap")
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ,
                           "text": value})

    def add(self, *pieces):
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self._plain(pc)
            elif isinstance(pc, tuple) and len(pc) == 2 and \
                    isinstance(pc[0], str) and isinstance(pc[1], str) and \
                    pc[1] in LABEL_OF:
                self._phi(pc[0], pc[1])
            elif isinstance(pc, (list, tuple)):
                self.add(*pc)
            else:
                raise TypeError("bad piece %r" % (pc,))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self._plain("\n")
        return self

    def blank(self):
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.parts)


def P(value, typ):
    return (value, typ)
