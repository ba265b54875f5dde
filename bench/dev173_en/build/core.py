"""Single-pass note builder: text pieces are appended and PHI offsets recorded as they go."""

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    def t(self, *parts):
        for s in parts:
            if s:
                self.buf.append(s)
                self.n += len(s)
        return self

    def p(self, s, typ):
        """Append a PHI value and record its span."""
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % (s,))
        if typ not in LABELS:
            raise ValueError("unknown type %r" % (typ,))
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABELS[typ],
                           "type": typ, "text": s})
        self.buf.append(s)
        self.n += len(s)
        return self

    def seg(self, segs):
        for s, typ in segs:
            if typ:
                self.p(s, typ)
            else:
                self.t(s)
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.buf)


def finish(doc, note_id, genre, country, lowercase):
    text = doc.text()
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower() changed length in " + note_id)
        text = low
    spans = []
    for sp in doc.spans:
        spans.append({"start": sp["start"], "end": sp["end"], "label": sp["label"],
                      "type": sp["type"], "text": text[sp["start"]:sp["end"]]})
    return {"id": note_id, "text": text, "spans": spans,
            "meta": {"source": "dev173-en", "genre": genre, "lowercase": lowercase, "country": country}}


def segs_text(segs):
    return "".join(s for s, _ in segs)


def pad_segs(segs, width):
    """Pad a list of segments with spaces to a column width (for space-aligned tables)."""
    ln = len(segs_text(segs))
    return list(segs) + [(" " * max(1, width - ln), None)]
