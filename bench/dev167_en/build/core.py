"""Core: single-pass document builder, label table, finalisation and serialisation."""
import json
import string

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FMT = string.Formatter()


class Doc:
    """Text is appended piece by piece; PHI pieces record their offsets as they are appended.

    A piece is: a str (plain text), a tuple (text, TYPE) (a PHI value), a list of pieces, or None.
    """

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def _add(self, p):
        if p is None:
            return
        if isinstance(p, str):
            self.buf.append(p)
            self.n += len(p)
        elif isinstance(p, tuple):
            text, typ = p
            if typ not in TYPE_LABEL:
                raise ValueError("bad type %r" % (typ,))
            if not text or text != text.strip():
                raise ValueError("bad PHI piece %r" % (text,))
            start = self.n
            self.buf.append(text)
            self.n += len(text)
            self.spans.append((start, self.n, typ))
        elif isinstance(p, list):
            for q in p:
                self._add(q)
        else:
            raise TypeError(repr(p))

    def t(self, *parts):
        for p in parts:
            self._add(p)
        return self

    def ln(self, *parts):
        for p in parts:
            self._add(p)
        self._add("\n")
        return self

    def f(self, template, **kw):
        """Append a str.format-style template; each {field} is a piece from kw."""
        for lit, field, spec, conv in _FMT.parse(template):
            if lit:
                self._add(lit)
            if field is not None:
                self._add(kw[field])
        return self

    def fl(self, template, **kw):
        self.f(template, **kw)
        self._add("\n")
        return self

    def text(self):
        return "".join(self.buf)


def table(doc, rows, sep=None, widths=None, pad=2):
    """Write rows of cells (str or (text, TYPE) or list). sep=None gives space-aligned columns."""
    def plain(c):
        if c is None:
            return ""
        if isinstance(c, str):
            return c
        if isinstance(c, tuple):
            return c[0]
        return "".join(plain(x) for x in c)
    if sep is None and widths is None:
        ncol = max(len(r) for r in rows)
        widths = [0] * ncol
        for r in rows:
            for i, c in enumerate(r):
                widths[i] = max(widths[i], len(plain(c)))
    for r in rows:
        for i, c in enumerate(r):
            doc.t(c)
            if i < len(r) - 1:
                if sep is None:
                    doc.t(" " * (widths[i] - len(plain(c)) + pad))
                else:
                    doc.t(sep)
        doc.t("\n")


def csv_cell(c, delim=","):
    """Quote a cell for CSV when needed; quotes stay outside any PHI piece."""
    def plain(x):
        if isinstance(x, str):
            return x
        if isinstance(x, tuple):
            return x[0]
        return "".join(plain(y) for y in x)
    s = plain(c)
    if delim in s or '"' in s:
        return ['"', c, '"']
    return c


def finalize(doc, nid, genre, country, lower):
    text = doc.text()
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed length in " + nid)
        text = low
    spans = []
    last = 0
    for s, e, typ in doc.spans:
        if s < last:
            raise ValueError("overlap in " + nid)
        last = e
        spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ], "type": typ, "text": text[s:e]})
    return {"id": nid, "text": text, "spans": spans,
            "meta": {"source": "dev167-en", "genre": genre, "lowercase": bool(lower), "country": country}}


def dumps(rec):
    return json.dumps(rec, ensure_ascii=False, sort_keys=False)
