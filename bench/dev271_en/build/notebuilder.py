"""Note builder: text is appended piece by piece and PHI spans are recorded
as they are appended (single pass, no searching of the finished text)."""

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


class P:
    """A PHI piece: its text becomes one gold span of the given fine type."""
    __slots__ = ("type", "text")

    def __init__(self, typ, text):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.type = typ
        self.text = text

    def __repr__(self):
        return "P(%s,%r)" % (self.type, self.text)


class Note:
    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, P):
                start = self.pos
                self.buf.append(it.text)
                self.pos += len(it.text)
                self.spans.append((start, self.pos, it.type))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            elif isinstance(it, str):
                self.buf.append(it)
                self.pos += len(it)
            else:
                raise TypeError("cannot add %r" % (it,))
        return self

    def line(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def blank(self):
        self.add("\n")
        return self

    def finish(self, lowercase):
        text = "".join(self.buf)
        if len(text) != self.pos:
            raise AssertionError("position drift")
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length")
            text = low
        spans = []
        last_end = -1
        for start, end, typ in self.spans:
            if start < last_end:
                raise AssertionError("overlap")
            last_end = end
            spans.append({"start": start, "end": end, "label": TYPE_LABEL[typ],
                          "type": typ, "text": text[start:end]})
        return text, spans


def seq(*items):
    """Flatten helper: returns a list usable inside Note.add."""
    return list(items)


def joined(parts, sep):
    out = []
    for i, p in enumerate(parts):
        if i:
            out.append(sep)
        out.append(p)
    return out
