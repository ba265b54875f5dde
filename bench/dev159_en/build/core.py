"""Core text builder for dev159_en.

Text is built piece by piece.  A piece is either a plain str (not PHI), a
tuple (text, TYPE) for a PHI value, or a list of pieces.  Offsets of PHI
pieces are recorded at the moment they are appended; the finished text is
never searched.
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
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(text, typ):
    """A PHI piece."""
    assert typ in LABEL_OF, typ
    return (text, typ)


def plain(x):
    """Plain text of a piece."""
    if isinstance(x, str):
        return x
    if isinstance(x, tuple):
        return x[0]
    return "".join(plain(y) for y in x)


def plen(x):
    return len(plain(x))


class Doc:
    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def add(self, *pieces):
        for x in pieces:
            if x is None:
                continue
            if isinstance(x, str):
                self.parts.append(x)
                self.n += len(x)
            elif isinstance(x, tuple):
                text, typ = x
                if not text or text != text.strip():
                    raise ValueError("bad PHI piece %r" % (text,))
                start = self.n
                self.parts.append(text)
                self.n += len(text)
                self.spans.append({"start": start, "end": self.n, "label": LABEL_OF[typ],
                                   "type": typ, "text": text})
            else:
                self.add(*x)
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def blank(self):
        self.add("\n")
        return self

    def text(self):
        return "".join(self.parts)

    def ends_with_nl(self):
        return not self.parts or self.parts[-1].endswith("\n")


def pad(piece, width):
    return [piece, " " * max(0, width - plen(piece))]


def table(doc, headers, rows, style="space", sep="  ", upper_headers=False):
    """Emit a table.  headers: list of str; rows: list of lists of pieces."""
    if upper_headers:
        headers = [h.upper() for h in headers]
    ncol = len(headers)
    for r in rows:
        assert len(r) == ncol, (headers, [plain(c) for c in r])
    if style in ("space", "pipe"):
        widths = [max([len(headers[i])] + [plen(r[i]) for r in rows]) for i in range(ncol)]
    if style == "space":
        doc.line(sep.join(h.ljust(widths[i]) if i < ncol - 1 else h for i, h in enumerate(headers)))
        doc.line(sep.join(("-" * widths[i]) for i in range(ncol)))
        for r in rows:
            for i, c in enumerate(r):
                if i:
                    doc.add(sep)
                doc.add(pad(c, widths[i]) if i < ncol - 1 else c)
            doc.add("\n")
    elif style == "pipe":
        doc.line("| " + " | ".join(h.ljust(widths[i]) for i, h in enumerate(headers)) + " |")
        doc.line("|" + "|".join("-" * (widths[i] + 2) for i in range(ncol)) + "|")
        for r in rows:
            doc.add("|")
            for i, c in enumerate(r):
                doc.add(" ", pad(c, widths[i]), " |")
            doc.add("\n")
    elif style in ("csv", "tsv", "psv"):
        d = {"csv": ",", "tsv": "\t", "psv": "|"}[style]
        doc.line(d.join(headers))
        for r in rows:
            for i, c in enumerate(r):
                if i:
                    doc.add(d)
                txt = plain(c)
                if style == "csv" and ("," in txt or '"' in txt):
                    doc.add('"', c, '"')
                else:
                    doc.add(c)
            doc.add("\n")
    else:
        raise ValueError(style)


def kv(doc, pairs, style="colon", width=None):
    """Key/value header block.  pairs: list of (key, piece)."""
    if width is None:
        width = max(len(k) for k, _ in pairs) + 2
    for k, v in pairs:
        if style == "colon":
            doc.line((k + ":").ljust(width), v)
        elif style == "tight":
            doc.line(k, ": ", v)
        elif style == "dots":
            doc.line(k.ljust(width, "."), " ", v)
        elif style == "pipe":
            doc.line("| ", k, " | ", v, " |")
        elif style == "eq":
            doc.line(k, "=", v)


def join(pieces, sep=", "):
    out = []
    for i, p in enumerate(pieces):
        if i:
            out.append(sep)
        out.append(p)
    return out


def finish(doc, nid, genre, lowercase, country="US"):
    text = doc.text().rstrip()
    spans = [dict(s) for s in doc.spans]
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            lowercase = False
        else:
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"], (nid, s)
    spans.sort(key=lambda s: s["start"])
    return {"id": nid, "text": text, "spans": spans,
            "meta": {"source": "dev159-en", "genre": genre, "lowercase": lowercase,
                     "country": country}}
