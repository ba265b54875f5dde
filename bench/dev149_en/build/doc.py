"""Single-pass note builder: text is appended piece by piece and PHI offsets are recorded as appended."""

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        """Append plain (non-PHI) text."""
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, value, typ):
        """Append a PHI value and record its span."""
        value = str(value)
        if typ not in TYPE2LABEL:
            raise ValueError("bad type " + typ)
        if value != value.strip() or not value:
            raise ValueError("edge whitespace in %r" % value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ], "type": typ})
        return self

    def seq(self, *items):
        """items: str (plain) or (value, type) tuples."""
        for it in items:
            if isinstance(it, tuple):
                self.p(it[0], it[1])
            else:
                self.t(it)
        return self

    def text(self):
        return "".join(self.parts)

    def finish(self, lowercase=False):
        text = self.text()
        if lowercase:
            low = text.lower()
            if len(low) == len(text):
                text = low
            else:
                lowercase = False
        spans = []
        for sp in self.spans:
            d = dict(sp)
            d["text"] = text[d["start"]:d["end"]]
            spans.append(d)
        return text, spans, lowercase
