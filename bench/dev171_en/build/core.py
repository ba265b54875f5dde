"""Core machinery: a document builder that records PHI offsets while the text is appended.

A "fragment" is a list of (text, type) pairs; type None means plain text.  Fragments are
concatenated with + and appended to a Doc, which records each PHI piece's offsets at the
moment it is appended.  Nothing ever searches the finished text for offsets.
"""

TYPE_LABEL = {
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
ALL_TYPES = list(TYPE_LABEL.keys())


def T(s):
    """Plain-text fragment."""
    return [(s, None)]


def P(s, typ):
    """PHI fragment of fine type typ."""
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type " + typ)
    if s != s.strip() or not s:
        raise ValueError("PHI piece with surrounding whitespace: %r" % s)
    return [(s, typ)]


def frag(*items):
    """Join strings (plain) and fragments into one fragment."""
    out = []
    for it in items:
        if it is None:
            continue
        if isinstance(it, str):
            if it:
                out.append((it, None))
        else:
            out.extend(it)
    return out


def flen(f):
    return sum(len(s) for s, _ in f)


def fplain(f):
    return "".join(s for s, _ in f)


def ftrunc_pad(f, width):
    """Pad a fragment with spaces to width (never truncates PHI)."""
    n = flen(f)
    if n >= width:
        return list(f)
    return list(f) + [(" " * (width - n), None)]


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._plain(it)
            else:
                for s, typ in it:
                    if typ is None:
                        self._plain(s)
                    else:
                        self._phi(s, typ)
        return self

    def line(self, *items):
        self.add(*items)
        self._plain("\n")
        return self

    def blank(self):
        self._plain("\n")
        return self

    def _plain(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)

    def _phi(self, s, typ):
        if s != s.strip() or not s:
            raise ValueError("bad PHI piece %r" % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def text(self):
        return "".join(self.parts)

    def tail_char(self):
        for p in reversed(self.parts):
            if p:
                return p[-1]
        return ""


# ---------------------------------------------------------------- table helpers
def space_table(doc, header, rows, gap=2, rule="-"):
    """Space-aligned table; header is list of str, rows are lists of fragments or str."""
    rows = [[c if not isinstance(c, str) else T(c) for c in r] for r in rows]
    ncol = len(header)
    widths = [len(h) for h in header]
    for r in rows:
        for i in range(ncol):
            widths[i] = max(widths[i], flen(r[i]))
    last = ncol - 1
    hl = "".join(h.ljust(widths[i] + gap) if i < last else h for i, h in enumerate(header))
    doc.line(hl)
    if rule:
        doc.line(rule * len(hl))
    for r in rows:
        for i in range(ncol):
            if i < last:
                doc.add(ftrunc_pad(r[i], widths[i] + gap))
            else:
                doc.add(r[i])
        doc.blank()


def pipe_table(doc, header, rows, md=True):
    rows = [[c if not isinstance(c, str) else T(c) for c in r] for r in rows]
    ncol = len(header)
    widths = [len(h) for h in header]
    for r in rows:
        for i in range(ncol):
            widths[i] = max(widths[i], flen(r[i]))
    doc.line("| " + " | ".join(h.ljust(widths[i]) for i, h in enumerate(header)) + " |")
    if md:
        doc.line("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        doc.add("| ")
        for i in range(ncol):
            doc.add(ftrunc_pad(r[i], widths[i]))
            doc.add(" | " if i < ncol - 1 else " |")
        doc.blank()


def delim_table(doc, header, rows, sep=",", quote_all=False):
    """CSV / TSV export.  Cells containing the separator are quoted (quotes outside the span)."""
    rows = [[c if not isinstance(c, str) else T(c) for c in r] for r in rows]
    doc.line(sep.join(header))
    for r in rows:
        for i, c in enumerate(r):
            if i:
                doc.add(sep)
            txt = fplain(c)
            if quote_all or (sep in txt) or ('"' in txt):
                doc.add('"', [(s.replace('"', "'"), t) for s, t in c], '"')
            else:
                doc.add(c)
        doc.blank()


def kv_block(doc, pairs, width=None, sep=": "):
    """key: value header block; pairs are (key, fragment-or-str)."""
    if width is None:
        width = max(len(k) for k, _ in pairs) if pairs else 0
    for k, v in pairs:
        doc.line(k.ljust(width) if width else k, sep, v)


def lower_note(text, spans):
    lt = text.lower()
    if len(lt) != len(text):
        raise ValueError("lower() changed length")
    out = []
    for s in spans:
        d = dict(s)
        d["text"] = lt[d["start"]:d["end"]]
        out.append(d)
    return lt, out
