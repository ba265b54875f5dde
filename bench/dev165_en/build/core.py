"""Core text builder: spans are recorded while the text is appended, in one pass."""

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

FINE_TYPES = list(TYPE2LABEL)


class Doc:
    """Append-only text buffer.

    A piece is either a plain string (not PHI), a tuple (TYPE, value) (a PHI span),
    None (ignored) or a list of pieces.
    """

    def __init__(self):
        self.buf = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)
        return self

    def p(self, typ, value):
        value = str(value)
        if typ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r for %s" % (value, typ))
        start = self.pos
        self.buf.append(value)
        self.pos += len(value)
        self.spans.append((start, self.pos, typ, value))
        return self

    def a(self, piece):
        if piece is None:
            return self
        if isinstance(piece, str):
            return self.t(piece)
        if isinstance(piece, (int, float)) and not isinstance(piece, bool):
            return self.t(str(piece))
        if isinstance(piece, tuple):
            return self.p(piece[0], piece[1])
        if isinstance(piece, list):
            for x in piece:
                self.a(x)
            return self
        raise TypeError("bad piece %r" % (piece,))

    def f(self, tmpl, *args):
        """Append a template whose '{}' holes are filled with pieces, left to right."""
        parts = tmpl.split("{}")
        if len(parts) != len(args) + 1:
            raise ValueError("template/arg mismatch: %r" % tmpl)
        for i, arg in enumerate(args):
            self.t(parts[i])
            self.a(arg)
        self.t(parts[-1])
        return self

    def ln(self, tmpl="", *args):
        """Template followed by a newline."""
        self.f(tmpl, *args)
        return self.t("\n")

    def text(self):
        return "".join(self.buf)


def finish(doc, lower):
    """Return (text, spans as dicts). Lower-casing keeps every offset."""
    text = doc.text()
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed the length")
        text = low
    spans = []
    for start, end, typ, value in doc.spans:
        v = value.lower() if lower else value
        if text[start:end] != v:
            raise ValueError("offset mismatch for %r" % value)
        spans.append({"start": start, "end": end, "label": TYPE2LABEL[typ], "type": typ, "text": v})
    return text, spans


def join(items, sep=", "):
    """Join a list of pieces with a plain separator."""
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(sep)
        out.append(x)
    return out


def pad(piece, width):
    """Return [piece, spaces] so that the piece's visible text fills width columns."""
    return [piece, " " * max(1, width - plain_len(piece))]


def plain_len(piece):
    if piece is None:
        return 0
    if isinstance(piece, str):
        return len(piece)
    if isinstance(piece, tuple):
        return len(str(piece[1]))
    return sum(plain_len(x) for x in piece)
