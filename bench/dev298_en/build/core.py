"""Note builder: text is appended piece by piece and PHI offsets are recorded
at the moment each PHI piece is written (single pass, no string search)."""

TYPE_LABEL = {
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


def plain_len(pieces):
    """Length of the text a list of pieces will produce."""
    total = 0
    for p in pieces:
        if p is None:
            continue
        if isinstance(p, list):
            total += plain_len(p)
        elif isinstance(p, tuple):
            total += len(p[1])
        else:
            total += len(p)
    return total


class Note:
    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def add(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, list):
                self.add(*p)
                continue
            if isinstance(p, tuple):
                typ, val = p
                if typ not in TYPE_LABEL:
                    raise ValueError("unknown type " + typ)
                if not val:
                    continue
                if val != val.strip():
                    raise ValueError("PHI piece with outer whitespace: %r" % val)
                self.spans.append((self.pos, self.pos + len(val), typ))
                self.buf.append(val)
                self.pos += len(val)
            else:
                self.buf.append(p)
                self.pos += len(p)
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def blank(self):
        self.add("\n")
        return self

    def row(self, cells, widths, sep="  "):
        """Fixed-width table row; each cell is a piece or a list of pieces."""
        n = len(cells)
        for i, cell in enumerate(cells):
            if not isinstance(cell, list):
                cell = [cell]
            self.add(cell)
            if i < n - 1:
                pad = widths[i] - plain_len(cell)
                self.add(" " * max(pad, 0) + sep)
        self.add("\n")
        return self

    def pipe(self, cells):
        """Markdown-like pipe table row."""
        self.add("| ")
        for i, cell in enumerate(cells):
            if i:
                self.add(" | ")
            self.add(cell)
        self.add(" |\n")
        return self

    def finish(self, lowercase=False):
        text = "".join(self.buf)
        if len(text) != self.pos:
            raise AssertionError("position drift")
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length")
            text = low
        spans = []
        last = -1
        for s, e, t in self.spans:
            if s < last:
                raise AssertionError("overlap")
            last = e
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[t],
                          "type": t, "text": text[s:e]})
        return text, spans


def rule(ch="-", n=60):
    return ch * n + "\n"
