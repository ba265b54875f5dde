"""Core span-recording document builder for dev158_en.

Text is assembled piece by piece. A piece is either a plain string, a
(value, fine_type) tuple for a PHI value, or a list/tuple-of-pieces (nested).
Offsets of PHI values are recorded as they are appended; the finished text is
never searched.
"""

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


class Doc:
    def __init__(self):
        self._buf = []
        self._n = 0
        self.spans = []

    def t(self, *strings):
        for s in strings:
            if not isinstance(s, str):
                raise TypeError("plain text expected: %r" % (s,))
            self._buf.append(s)
            self._n += len(s)

    def p(self, value, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type " + typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % (value,))
        start = self._n
        self._buf.append(value)
        self._n += len(value)
        self.spans.append({"start": start, "end": self._n,
                           "label": TYPE_LABEL[typ], "type": typ,
                           "text": value})

    def w(self, *pieces):
        """Write any mix of plain strings, (value, type) tuples and lists."""
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self.t(pc)
            elif isinstance(pc, tuple) and len(pc) == 2 and \
                    isinstance(pc[0], str) and isinstance(pc[1], str) and \
                    pc[1] in TYPE_LABEL:
                self.p(pc[0], pc[1])
            elif isinstance(pc, (list, tuple)):
                self.w(*pc)
            else:
                raise TypeError("bad piece %r" % (pc,))

    def ln(self, *pieces):
        """Write pieces followed by a newline."""
        self.w(*pieces)
        self.t("\n")

    def text(self):
        return "".join(self._buf)

    def __len__(self):
        return self._n


def plain(pieces):
    """Render pieces to a string (used to measure widths for aligned tables)."""
    out = []

    def rec(pc):
        if pc is None:
            return
        if isinstance(pc, str):
            out.append(pc)
        elif isinstance(pc, tuple) and len(pc) == 2 and isinstance(pc[0], str) \
                and isinstance(pc[1], str) and pc[1] in TYPE_LABEL:
            out.append(pc[0])
        else:
            for x in pc:
                rec(x)
    rec(pieces)
    return "".join(out)


def pad(pieces, width):
    """Return pieces right-padded with spaces to the given width."""
    n = len(plain(pieces))
    return [pieces, " " * max(1, width - n)]


def aligned_table(doc, header, rows, sep="  ", rule="-"):
    """Write a space-aligned table. header: list of str; rows: list of lists of pieces."""
    widths = [len(h) for h in header]
    for r in rows:
        for i, c in enumerate(r):
            widths[i] = max(widths[i], len(plain(c)))
    line = sep.join(h.ljust(widths[i]) for i, h in enumerate(header)).rstrip()
    doc.ln(line)
    if rule:
        doc.ln(sep.join(rule * widths[i] for i in range(len(header))))
    for r in rows:
        for i, c in enumerate(r):
            doc.w(c)
            if i < len(r) - 1:
                doc.t(" " * (widths[i] - len(plain(c))) + sep)
        doc.t("\n")


def pipe_table(doc, header, rows, edge=True):
    lead = "| " if edge else ""
    tail = " |" if edge else ""
    doc.ln(lead + " | ".join(header) + tail)
    doc.ln(lead + " | ".join("---" for _ in header) + tail if edge
           else "-+-".join("-" * len(h) for h in header))
    for r in rows:
        doc.t(lead)
        for i, c in enumerate(r):
            doc.w(c)
            if i < len(r) - 1:
                doc.t(" | ")
        doc.t(tail + "\n")


def delim_table(doc, header, rows, delim=","):
    doc.ln(delim.join(header))
    for r in rows:
        for i, c in enumerate(r):
            txt = plain(c)
            quote = delim == "," and ("," in txt or '"' in txt)
            if quote:
                doc.t('"')
            doc.w(c)
            if quote:
                doc.t('"')
            if i < len(r) - 1:
                doc.t(delim)
        doc.t("\n")


def lowercase_note(text, spans):
    low = text.lower()
    if len(low) != len(text):
        raise ValueError("lower() changed length")
    new = []
    for s in spans:
        s2 = dict(s)
        s2["text"] = low[s["start"]:s["end"]]
        new.append(s2)
    return low, new
