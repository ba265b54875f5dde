"""Core: a document builder that records PHI offsets while the text is appended."""

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def art(value, typ):
    """A value that may start with 'the ': the article stays outside the span."""
    if value.startswith("the "):
        return ["the ", (value[4:], typ)]
    if value.startswith("The ") and typ in ("LOCATION_OTHER", "COUNTRY"):
        return ["The ", (value[4:], typ)]
    return [(value, typ)]


def flat(pieces):
    out = []
    for p in pieces:
        if p is None or p == "":
            continue
        if isinstance(p, list):
            out.extend(flat(p))
        else:
            out.append(p)
    return out


def ptext(pieces):
    return "".join(p[0] if isinstance(p, tuple) else p for p in flat(pieces))


def plen(pieces):
    return len(ptext(pieces))


class Doc:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, *pieces):
        for p in flat(list(pieces)):
            if isinstance(p, tuple):
                s, typ = p
                if typ not in LABEL:
                    raise ValueError("bad type " + typ)
                if not s or s != s.strip():
                    raise ValueError("bad span text %r" % (s,))
                self.spans.append({"start": self.n, "end": self.n + len(s),
                                   "label": LABEL[typ], "type": typ, "text": s})
                self.buf.append(s)
                self.n += len(s)
            else:
                self.buf.append(p)
                self.n += len(p)
        return self

    def ln(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)

    def aligned_row(self, cells, widths, gap=2, lead=""):
        """Space-aligned table row; the last cell is not padded."""
        self.add(lead)
        last = len(cells) - 1
        for i, c in enumerate(cells):
            c = flat(c if isinstance(c, list) else [c])
            self.add(c)
            if i < last:
                w = widths[i] if i < len(widths) else 0
                self.add(" " * max(gap, w - plen(c) + gap))
        self.add("\n")

    def pipe_row(self, cells, widths=None, edge=True):
        if edge:
            self.add("| ")
        last = len(cells) - 1
        for i, c in enumerate(cells):
            c = flat(c if isinstance(c, list) else [c])
            self.add(c)
            if widths:
                self.add(" " * max(0, widths[i] - plen(c)))
            if i < last:
                self.add(" | ")
        self.add(" |\n" if edge else "\n")

    def delim_row(self, cells, sep=",", quote_all=False):
        last = len(cells) - 1
        for i, c in enumerate(cells):
            c = flat(c if isinstance(c, list) else [c])
            t = ptext(c)
            q = quote_all or (sep in t) or ('"' in t)
            if q:
                self.add('"')
            self.add(c)
            if q:
                self.add('"')
            if i < last:
                self.add(sep)
        self.add("\n")


def col_widths(rows, header=None):
    allrows = ([header] if header else []) + rows
    n = max(len(r) for r in allrows)
    w = [0] * n
    for r in allrows:
        for i, c in enumerate(r):
            c = c if isinstance(c, list) else [c]
            w[i] = max(w[i], plen(c))
    return w


def finish(doc, nid, genre, country, lower):
    text = doc.text().rstrip("\n")
    spans = [dict(s) for s in doc.spans]
    if spans and max(s["end"] for s in spans) > len(text):
        raise ValueError("span beyond text in " + nid)
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower() changed length")
        text = low
        for s in spans:
            s["text"] = s["text"].lower()
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            raise ValueError("offset mismatch in " + nid)
    return {"id": nid, "text": text, "spans": spans,
            "meta": {"source": "dev166-en", "genre": genre, "lowercase": lower,
                     "country": country}}
