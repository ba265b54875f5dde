"""Core note builder for dev287_en.

A note is assembled piece by piece: plain strings are appended as text, and
(value, TYPE) tuples are appended as text *and* recorded as a gold span at the
current offset.  Offsets are therefore computed in one pass while the text is
built; the finished text is never searched for PHI strings.
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
    """Accumulates text pieces and spans."""

    def __init__(self):
        self._buf = []
        self._n = 0
        self._spans = []

    def _text(self, s):
        self._buf.append(s)
        self._n += len(s)

    def _span(self, value, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        start = self._n
        self._text(value)
        self._spans.append((start, self._n, typ))

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._text(it)
            elif isinstance(it, tuple):
                self._span(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def line(self, *items):
        self.add(*items)
        self._text("\n")
        return self

    def blank(self):
        self._text("\n")
        return self

    def size(self):
        return self._n

    def finish(self, lowercase):
        text = "".join(self._buf)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, t in self._spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[t],
                          "type": t, "text": text[s:e]})
        return text, spans


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)


def colon(rng):
    """Field separators with the odd spacing real forms have."""
    return wpick(rng, [(": ", 10), (":  ", 2), (":\t", 1), (" : ", 1), (":", 1), (" - ", 1)])


def rule(rng):
    return pick(rng, ["-" * 40, "=" * 40, "_" * 36, "- " * 20, "*" * 30, "~" * 30, "-" * 60])
