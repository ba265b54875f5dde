"""Note builder: text is appended piece by piece and PHI offsets are
recorded at the moment each PHI piece is appended (single pass)."""

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(s, typ):
    """A PHI piece."""
    return (s, typ)


class Note:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    def _t(self, s):
        self.buf.append(s)
        self.n += len(s)

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, tuple):
                s, typ = it
                if typ is None:
                    self._t(s)
                    continue
                if typ not in TYPE2LABEL:
                    raise ValueError("bad type " + typ)
                if not s or s != s.strip():
                    raise ValueError("bad phi piece %r" % (s,))
                self.spans.append((self.n, self.n + len(s), typ))
                self._t(s)
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(repr(it))
        return self

    def ln(self, *items):
        self.w(*items)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.buf)

    def finish(self, nid, genre, country, lowercase):
        text = self.text()
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lowercasing changed length")
            text = low
        spans = []
        last = 0
        for (s, e, typ) in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev285-en", "genre": genre,
                         "lowercase": bool(lowercase), "country": country}}
