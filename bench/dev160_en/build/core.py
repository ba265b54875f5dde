"""Core single-pass note builder.

Text is appended piece by piece. A plain ``str`` piece is non-PHI text; a ``Ph``
piece is a PHI value whose offsets are recorded at the moment it is appended.
The finished text is never searched for strings.
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


class Ph(object):
    """A PHI piece: a value and its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABEL_OF:
            raise ValueError("unknown type %r" % t)
        v = str(v)
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % v)
        self.v = v
        self.t = t

    def __len__(self):
        return len(self.v)

    def __repr__(self):
        return "Ph(%r,%r)" % (self.v, self.t)


def P(v, t):
    return Ph(v, t)


def vlen(pieces):
    """Visible length of a piece or a (nested) list of pieces."""
    if pieces is None:
        return 0
    if isinstance(pieces, str):
        return len(pieces)
    if isinstance(pieces, Ph):
        return len(pieces.v)
    return sum(vlen(p) for p in pieces)


def pad(pieces, width, right=False):
    """Pad pieces with spaces to ``width`` (left-aligned unless right=True)."""
    n = vlen(pieces)
    fill = " " * max(1, width - n) if width else ""
    if right:
        return [fill, pieces]
    return [pieces, fill]


def flat_text(pieces):
    """Plain text of pieces (used only to size table columns, never for offsets)."""
    if pieces is None:
        return ""
    if isinstance(pieces, str):
        return pieces
    if isinstance(pieces, Ph):
        return pieces.v
    return "".join(flat_text(p) for p in pieces)


class Doc(object):
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                if p:
                    self.buf.append(p)
                    self.n += len(p)
            elif isinstance(p, Ph):
                start = self.n
                self.buf.append(p.v)
                self.n += len(p.v)
                self.spans.append({"start": start, "end": self.n, "label": LABEL_OF[p.t],
                                   "type": p.t, "text": p.v})
            elif isinstance(p, (list, tuple)):
                self.add(*p)
            else:
                raise TypeError("bad piece %r" % (p,))
        return self

    __call__ = add

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def nl(self, k=1):
        self.add("\n" * k)
        return self

    def row(self, cells, widths, sep="  "):
        """Space-aligned table row; cells are piece lists."""
        out = []
        for i, c in enumerate(cells):
            if i < len(cells) - 1:
                w = widths[i]
                n = vlen(c)
                out.append(c)
                out.append(" " * max(len(sep), w - n + len(sep)))
            else:
                out.append(c)
        self.line(*out)

    def joined(self, cells, sep):
        out = []
        for i, c in enumerate(cells):
            if i:
                out.append(sep)
            out.append(c)
        self.line(*out)

    def finish(self, lower=False):
        text = "".join(self.buf)
        spans = [dict(s) for s in self.spans]
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        # trailing whitespace only; spans never end in whitespace
        text = text.rstrip()
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (s, text[s["start"]:s["end"]])
        return text, spans


def table_widths(rows):
    """Column widths from rows of piece lists."""
    w = []
    for r in rows:
        for i, c in enumerate(r):
            n = vlen(c)
            if i >= len(w):
                w.append(n)
            elif n > w[i]:
                w[i] = n
    return w


def emit_table(doc, header, rows, style, rng=None):
    """Emit a table in one of several layouts.

    style: 'space', 'pipe', 'md', 'csv', 'tsv', 'semi'
    header: list of str; rows: list of lists of piece-lists.
    """
    if style in ("space", "pipe", "md"):
        allr = [[h] for h in header]
        widths = table_widths([header] + rows)
        if style == "space":
            doc.row(header, widths)
            doc.line("-" * (sum(widths) + 2 * (len(widths) - 1)))
            for r in rows:
                doc.row(r, widths)
        else:
            def prow(cells):
                out = ["| "] if style == "md" else []
                for i, c in enumerate(cells):
                    out.append(c)
                    out.append(" " * (widths[i] - vlen(c)))
                    if i < len(cells) - 1:
                        out.append(" | ")
                if style == "md":
                    out.append(" |")
                doc.line(*out)
            prow(header)
            if style == "md":
                doc.line("|" + "|".join("-" * (w + 2) for w in widths) + "|")
            else:
                doc.line("-+-".join("-" * w for w in widths))
            for r in rows:
                prow(r)
        del allr
    elif style in ("csv", "tsv", "semi"):
        sep = {"csv": ",", "tsv": "\t", "semi": ";"}[style]
        doc.joined(header, sep)
        for r in rows:
            cells = []
            for c in r:
                txt = flat_text(c)
                if style == "csv" and ("," in txt or '"' in txt):
                    cells.append(['"', c, '"'])
                else:
                    cells.append(c)
            doc.joined(cells, sep)
    else:
        raise ValueError(style)
