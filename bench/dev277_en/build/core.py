"""Note builder: text is appended piece by piece and spans are recorded as we go.

A piece is one of:
  * str                -> plain (non-PHI) text
  * (value, TYPE)      -> a PHI span of fine type TYPE
  * list / tuple-list  -> flattened recursively
  * None               -> skipped
"""

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
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
    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.parts = []
        self.spans = []
        self.pos = 0

    def _text(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def _span(self, value, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r (%s)" % (value, typ))
        self.spans.append((self.pos, self.pos + len(value), typ))
        self._text(value)

    def add(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self._text(p)
            elif isinstance(p, tuple) and len(p) == 2 and isinstance(p[1], str) \
                    and isinstance(p[0], str) and p[1] in TYPE2LABEL:
                self._span(p[0], p[1])
            elif isinstance(p, (list, tuple)):
                self.add(*p)
            else:
                raise TypeError("bad piece %r" % (p,))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self._text("\n")
        return self

    def blank(self):
        self._text("\n")
        return self

    def finish(self, nid, lowercase):
        text = "".join(self.parts)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length in %s" % nid)
            text = low
        spans = []
        last_end = -1
        for (s, e, typ) in sorted(self.spans):
            if s < last_end:
                raise ValueError("overlap in %s at %d" % (nid, s))
            last_end = e
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return {
            "id": nid,
            "text": text,
            "spans": spans,
            "meta": {"source": "dev277-en", "genre": self.genre,
                     "lowercase": bool(lowercase), "country": self.country},
        }


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)
