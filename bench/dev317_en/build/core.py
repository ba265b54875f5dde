"""Note builder: text is appended piece by piece and span offsets are recorded
at the moment each PHI piece is appended (single pass, no searching)."""

import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    """Accumulates text.  Pieces are: str (plain text), tuple (TYPE, value)
    for a PHI span, list/None (flattened / skipped)."""

    def __init__(self, lower=False):
        self.lower = lower
        self._parts = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def _plain(self, s):
        if not s:
            return
        if self.lower:
            t = s.lower()
            assert len(t) == len(s), s
            s = t
        self._parts.append(s)
        self.pos += len(s)

    def _span(self, typ, val):
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        if not val:
            return
        assert val == val.strip(), repr(val)
        if self.lower:
            t = val.lower()
            assert len(t) == len(val), val
            val = t
        start = self.pos
        self._parts.append(val)
        self.pos += len(val)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ,
                           "text": val})

    # -- public ------------------------------------------------------------
    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._plain(it)
            elif isinstance(it, tuple):
                self._span(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(type(it))
        return self

    def line(self, *items):
        self.add(*items)
        self._plain("\n")
        return self

    def f(self, template, **kw):
        """Template with {key} fields; fields are pieces (str/tuple/list)."""
        pieces = _FIELD.split(template)
        for i, p in enumerate(pieces):
            if i % 2 == 0:
                self._plain(p)
            else:
                self.add(kw[p])
        return self

    def fl(self, template, **kw):
        self.f(template, **kw)
        self._plain("\n")
        return self

    def blank(self):
        self._plain("\n")
        return self

    def text(self):
        return "".join(self._parts)

    def tail_is_newline(self):
        return bool(self._parts) and self._parts[-1].endswith("\n")


def wchoice(rng, pairs):
    """Weighted choice from a list of (item, weight) pairs (order preserved)."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def maybe(rng, p, piece, alt=None):
    return piece if rng.random() < p else alt


def join(sep, items):
    """Interleave pieces with a plain separator, returns a list of pieces."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(sep)
        out.append(it)
    return out
