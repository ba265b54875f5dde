"""Single-pass note builder: PHI pieces are recorded as they are appended."""

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Append text; a tuple (value, TYPE) marks a PHI piece whose offsets are recorded on append."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def w(self, *parts):
        for part in parts:
            if part is None:
                continue
            if isinstance(part, tuple):
                val, typ = part
                if typ not in LABEL_OF:
                    raise ValueError("bad type %r" % typ)
                if not val or val != val.strip():
                    raise ValueError("bad PHI value %r" % val)
                self.spans.append((self.n, self.n + len(val), typ))
                self.buf.append(val)
                self.n += len(val)
            elif isinstance(part, list):
                self.w(*part)
            else:
                self.buf.append(part)
                self.n += len(part)
        return self

    def ln(self, *parts):
        self.w(*parts)
        self.w("\n")
        return self

    def pad(self, parts, width):
        """Write parts then pad with spaces to a column width (for space-aligned tables)."""
        start = self.n
        self.w(*parts)
        used = self.n - start
        self.w(" " * max(1, width - used))
        return self

    def text(self):
        return "".join(self.buf)

    def finish(self, lowercase=False):
        text = self.text()
        if lowercase:
            low = text.lower()
            if len(low) == len(text):
                text = low
            else:
                lowercase = False
        spans = []
        for s, e, typ in self.spans:
            spans.append({"start": s, "end": e, "label": LABEL_OF[typ], "type": typ, "text": text[s:e]})
        return text, spans, lowercase


def plen(parts):
    """Visible length of a parts list."""
    n = 0
    for p in parts:
        if p is None:
            continue
        if isinstance(p, tuple):
            n += len(p[0])
        elif isinstance(p, list):
            n += plen(p)
        else:
            n += len(p)
    return n
