"""Note builder: text is appended piece by piece and spans are recorded as the
pieces are appended, so offsets are computed in one pass (never by searching)."""

TYPE_LABEL = {
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


class Note:
    """Items accepted by w(): str (plain text), (value, TYPE) tuple (a PHI span),
    a list of items (nested), or None (ignored)."""

    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.parts = []
        self.pos = 0
        self.spans = []

    def _plain(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._plain(it)
            elif isinstance(it, tuple):
                val, typ = it
                if typ is None:
                    self._plain(val)
                    continue
                if typ not in TYPE_LABEL:
                    raise ValueError("bad type %r" % (typ,))
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % (val,))
                if self.spans and self.spans[-1][1] > self.pos:
                    raise ValueError("overlap")
                self.spans.append((self.pos, self.pos + len(val), typ))
                self._plain(val)
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tmpl, *args):
        """Template with {} placeholders filled in order by items."""
        parts = tmpl.split("{}")
        if len(parts) != len(args) + 1:
            raise ValueError("placeholder count mismatch in %r" % (tmpl,))
        for i, a in enumerate(args):
            self.w(parts[i], a)
        self.w(parts[-1])
        return self

    def ln(self, tmpl="", *args):
        self.f(tmpl, *args)
        self._plain("\n")
        return self

    def finish(self, nid, lowercase):
        text = "".join(self.parts)
        if lowercase:
            for c in text:
                if len(c.lower()) != 1:
                    raise ValueError("lowercasing changes length: %r" % (c,))
            text = text.lower()
        spans = []
        for s, e, t in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[t],
                          "type": t, "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev284-en", "genre": self.genre,
                         "lowercase": bool(lowercase), "country": self.country}}
