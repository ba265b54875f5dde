"""Core note builder: text is appended piece by piece and PHI offsets are recorded as the
pieces are appended (single pass, never searched afterwards)."""

import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_TPL = re.compile(r"\{(\w+)\}")


def plain(v):
    """Flatten a value (str, (text, type) tuple or list of pieces) to its text."""
    if v is None:
        return ""
    if isinstance(v, str):
        return v
    if isinstance(v, tuple):
        return v[0]
    return "".join(plain(x) for x in v)


def ph(text, typ):
    """A PHI piece."""
    return (text, typ)


class Note:
    def __init__(self):
        self._parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if s:
            self._parts.append(s)
            self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ is None:
            return self.t(s)
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})
        return self.t(s)

    def add(self, v):
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, int):
            return self.t(str(v))
        if isinstance(v, tuple):
            return self.p(v[0], v[1])
        for x in v:
            self.add(x)
        return self

    def f(self, tpl, **kw):
        parts = _TPL.split(tpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.t(part)
            else:
                self.add(kw[part])
        return self

    def text(self):
        return "".join(self._parts)


def table(n, header, rows, style, indent=""):
    """Write a table. Cells may hold pieces. style: pipe, md, csv, tsv, aligned, semi."""
    if style in ("csv", "semi", "tsv"):
        sep = {"csv": ",", "semi": ";", "tsv": "\t"}[style]
        lines = [header] + rows
        for row in lines:
            n.t(indent)
            for j, cell in enumerate(row):
                if j:
                    n.t(sep)
                txt = plain(cell)
                q = style != "tsv" and (sep in txt or '"' in txt)
                if q:
                    n.t('"')
                n.add(cell)
                if q:
                    n.t('"')
            n.t("\n")
        return
    widths = [len(h) for h in header]
    for row in rows:
        for j, cell in enumerate(row):
            widths[j] = max(widths[j], len(plain(cell)))
    if style in ("pipe", "md"):
        def emit(row):
            n.t(indent + "| ")
            for j, cell in enumerate(row):
                if j:
                    n.t(" | ")
                n.add(cell)
                n.t(" " * (widths[j] - len(plain(cell))))
            n.t(" |\n")
        emit(header)
        if style == "md":
            n.t(indent + "|" + "|".join("-" * (w + 2) for w in widths) + "|\n")
        else:
            n.t(indent + "+" + "+".join("-" * (w + 2) for w in widths) + "+\n")
        for row in rows:
            emit(row)
        return
    # aligned
    def emit2(row):
        n.t(indent)
        last = len(row) - 1
        for j, cell in enumerate(row):
            n.add(cell)
            if j < last:
                n.t(" " * (widths[j] - len(plain(cell)) + 2))
        n.t("\n")
    emit2(header)
    n.t(indent + "  ".join("-" * w for w in widths) + "\n")
    for row in rows:
        emit2(row)


def finish(n, lowercase):
    """Return (text, spans) with optional full lower-casing (offsets unchanged)."""
    text = n.text()
    spans = [dict(s) for s in n.spans]
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed length")
        text = low
        for s in spans:
            s["text"] = s["text"].lower()
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            raise ValueError("offset mismatch %r" % s)
    spans.sort(key=lambda s: (s["start"], s["end"]))
    for a, b in zip(spans, spans[1:]):
        if b["start"] < a["end"]:
            raise ValueError("overlap %r %r" % (a, b))
    return text, spans
