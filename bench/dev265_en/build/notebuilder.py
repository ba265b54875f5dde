"""Incremental note builder: text is appended piece by piece and PHI spans are
recorded at the moment they are appended (single pass, no searching)."""
import re

LABEL_OF = {
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

_PH = re.compile(r"\{(\w+)\}")


class Note:
    """Append plain text with t()/f(); a PHI piece is a (value, TYPE) tuple.
    A list inside t() is flattened (used for rendered names with titles)."""

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.spans = []
        self.pos = 0

    def _raw(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)
        return s

    def _phi(self, value, typ):
        value = str(value)
        if typ not in LABEL_OF:
            raise ValueError("bad type %s" % typ)
        if not value or value != value.strip():
            raise ValueError("bad phi value %r" % value)
        start = self.pos
        s = self._raw(value)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": s})

    def t(self, *pieces):
        for p in pieces:
            if p is None or p == "":
                continue
            if isinstance(p, tuple):
                self._phi(p[0], p[1])
            elif isinstance(p, list):
                self.t(*p)
            else:
                self._raw(p)
        return self

    def f(self, template, **kw):
        """Template with {key} placeholders; kw values are str (plain), tuple
        (PHI) or list of pieces."""
        parts = _PH.split(template)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self._raw(part)
            else:
                self.t(kw[part])
        return self

    def nl(self, k=1):
        return self._raw("\n" * k)

    def text(self):
        return "".join(self.buf)

    def record(self, nid, genre, country):
        text = self.text()
        for sp in self.spans:
            assert text[sp["start"]:sp["end"]] == sp["text"]
        spans = sorted(self.spans, key=lambda s: s["start"])
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev265-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
