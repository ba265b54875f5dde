"""Note assembly with single-pass offset recording.

A note is built by appending pieces in order.  Plain pieces are strings;
PHI pieces are (TYPE, value) tuples.  Offsets are recorded as the pieces
are appended, never by searching the finished text.
"""

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


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def w(self, *pieces):
        """Append pieces: str (plain), (TYPE, value) (PHI), or list/tuple of pieces."""
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self._add(pc)
            elif isinstance(pc, tuple) and len(pc) == 2 and isinstance(pc[0], str) \
                    and pc[0] in LABEL_OF and isinstance(pc[1], str):
                typ, val = pc
                if val != val.strip() or not val:
                    raise ValueError("PHI value with edge whitespace: %r" % val)
                start = self.pos
                s = self._add(val)
                self.spans.append({"start": start, "end": self.pos,
                                   "label": LABEL_OF[typ], "type": typ, "text": s})
            elif isinstance(pc, (list, tuple)):
                self.w(*pc)
            else:
                raise TypeError("bad piece %r" % (pc,))
        return self

    def line(self, *pieces):
        self.w(*pieces)
        self._add("\n")
        return self

    def text(self):
        return "".join(self.parts)

    def finish(self):
        txt = self.text()
        # drop trailing blank lines (only plain text can be there)
        end = len(txt.rstrip())
        for sp in self.spans:
            assert sp["end"] <= end
        txt = txt[:end] + "\n"
        return txt, list(self.spans)


def P(v):
    return ("PATIENT", v)


def D(v):
    return ("DATE", v)


def A(v):
    return ("AGE", v)


def DR(v):
    return ("DOCTOR", v)


def FAM(v):
    return ("FAMILY", v)
