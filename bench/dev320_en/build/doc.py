"""Single-pass note builder: text pieces are appended in order and span offsets are noted as we go."""

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Collects text pieces. Items: str = plain text, (TYPE, value) = PHI span, list = nested items."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._plain(it)
            elif isinstance(it, tuple):
                self._span(it[0], it[1])
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(repr(it))
        return self

    def _plain(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _span(self, typ, s):
        s = str(s)
        if not s or s != s.strip():
            raise ValueError(f"bad span value {s!r}")
        if typ not in LABEL_OF:
            raise ValueError(typ)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: " + s)
            s = low
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ], "type": typ, "text": s})

    def text(self):
        return "".join(self.parts)


def jn(items, sep=", ", last=None):
    """Join item groups with a separator (optionally a different final separator)."""
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(x)
    return out


def country_items(name):
    """'the Netherlands' -> article stays outside the span."""
    if name.startswith("the "):
        return ["the ", ("COUNTRY", name[4:])]
    return [("COUNTRY", name)]
