"""Note builder: append text pieces, record PHI spans in the same pass."""

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Text accumulator.  Offsets are taken while appending, never by search."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        if typ is None:
            return self.t(s)
        if typ not in LABEL_OF:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("span with outer whitespace or empty: %r" % s)
        if self.spans and self.spans[-1][1] > self.n:
            raise ValueError("overlap")
        self.spans.append((self.n, self.n + len(s), typ))
        return self.t(s)

    def put(self, a):
        """a: str (plain), tuple (value, type) or list of those."""
        if a is None:
            return self
        if isinstance(a, str):
            return self.t(a)
        if isinstance(a, tuple):
            return self.p(a[0], a[1])
        for x in a:
            self.put(x)
        return self

    def f(self, tmpl, *args):
        """Fill each '{}' in tmpl with the next arg."""
        parts = tmpl.split("{}")
        if len(parts) - 1 != len(args):
            raise ValueError("template/arg mismatch: %r (%d args)" % (tmpl, len(args)))
        for i, part in enumerate(parts):
            self.t(part)
            if i < len(args):
                self.put(args[i])
        return self

    def line(self, tmpl="", *args):
        self.f(tmpl, *args)
        return self.t("\n")

    def text(self):
        return "".join(self.buf)

    def finish(self, nid, genre, country, lowercase):
        text = self.text()
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        last = 0
        for (s, e, typ) in self.spans:
            if s < last:
                raise ValueError("overlap in " + nid)
            last = e
            spans.append({"start": s, "end": e, "label": LABEL_OF[typ], "type": typ, "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev260-en", "genre": genre, "lowercase": bool(lowercase), "country": country}}


def join(*items, sep=""):
    """Make a piece list from items, joined by sep."""
    out = []
    for i, it in enumerate(items):
        if it is None:
            continue
        if out and sep:
            out.append(sep)
        out.append(it)
    return out
