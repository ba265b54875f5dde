"""Shared pieces for the dev303_en generator: span-recording note builder,
label map and small random helpers.  Standard library only."""

TYPE_LABEL = {
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

ALL_TYPES = sorted(TYPE_LABEL)


class Note:
    """Append-only text builder.  Plain strings are copied; a tuple
    (value, TYPE) is PHI and its offsets are recorded at the moment it is
    appended.  Lists are flattened in order."""

    def __init__(self):
        self._parts = []
        self._n = 0
        self.spans = []

    def add(self, *pieces):
        for pc in pieces:
            if pc is None or pc == "":
                continue
            if isinstance(pc, str):
                self._parts.append(pc)
                self._n += len(pc)
            elif isinstance(pc, tuple):
                val, typ = pc
                if typ not in TYPE_LABEL:
                    raise ValueError("unknown type %r" % (typ,))
                if not val or val != val.strip():
                    raise ValueError("bad PHI value %r" % (val,))
                self.spans.append((self._n, self._n + len(val), typ))
                self._parts.append(val)
                self._n += len(val)
            elif isinstance(pc, list):
                self.add(*pc)
            else:
                raise TypeError(repr(pc))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def blank(self):
        self.add("\n")
        return self

    def text(self):
        return "".join(self._parts)


def ch(rng, seq):
    return seq[rng.randrange(len(seq))]


def maybe(rng, p):
    return rng.random() < p


def wch(rng, pairs):
    """weighted choice over [(item, weight), ...]"""
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def join_pieces(items, sep=", ", last=None):
    """items: list of piece-lists; returns one flat piece list."""
    out = []
    for i, it in enumerate(items):
        if i:
            if last is not None and i == len(items) - 1:
                out.append(last)
            else:
                out.append(sep)
        out.append(it)
    return out


def P(v):
    return (v, "PATIENT")


def D(v):
    return (v, "DATE")


def cap(s):
    return s[:1].upper() + s[1:]


def a_an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
