"""Note builder: text is appended piece by piece and every PHI piece records
its own offsets at the moment it is written (single pass, no searching)."""
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

_MARK = re.compile(r"\{([A-Z_]+)\}")


class Doc:
    """Append-only text buffer that remembers where PHI pieces start."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        """Append plain (non-PHI) text."""
        if s:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        """Append one PHI value and record its span."""
        s = str(s)
        if typ not in TYPE_LABEL:
            raise ValueError("bad type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        start = self.n
        self.t(s)
        self.spans.append((start, self.n, typ))
        return self

    def w(self, tmpl, *vals):
        """Write a template.  {TYPE} takes the next value as a PHI span of that
        type, {_} takes the next value as plain text, {F} calls the next value
        with this Doc (for composite pieces such as address blocks)."""
        parts = _MARK.split(tmpl)
        vi = 0
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.t(part)
                continue
            v = vals[vi]
            vi += 1
            if part == "_":
                self.t(str(v))
            elif part == "F":
                v(self)
            else:
                self.p(v, part)
        if vi != len(vals):
            raise ValueError("template/value mismatch: " + tmpl[:60])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.buf)


def finish(doc, lowercase):
    """Return (text, spans) for a finished Doc.  Lower-casing is applied to
    the whole text before span texts are taken; offsets are unchanged."""
    text = doc.text()
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed length")
        text = low
    spans = []
    for s, e, typ in doc.spans:
        spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ],
                      "type": typ, "text": text[s:e]})
    spans.sort(key=lambda x: (x["start"], x["end"]))
    return text, spans
