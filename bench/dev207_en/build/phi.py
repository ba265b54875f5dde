"""Note builder: assembles text piece by piece and records PHI spans in the same pass.

A piece is either a plain string (non-PHI text) or a tuple (value, TYPE).
Lists/tuples of pieces may be nested; they are flattened in order.
"""

TYPE_LABEL = {
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


class NoteBuilder:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _text(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def __call__(self, *pieces):
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self._text(pc)
            elif isinstance(pc, tuple) and len(pc) == 2 and isinstance(pc[0], str) \
                    and isinstance(pc[1], str) and pc[1] in TYPE_LABEL:
                self._phi(pc[0], pc[1])
            elif isinstance(pc, (list, tuple)):
                self(*pc)
            else:
                raise TypeError("bad piece %r" % (pc,))
        return self

    def text(self):
        return "".join(self.parts)
