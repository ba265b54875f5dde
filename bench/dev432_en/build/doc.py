"""Note assembly for dev432_en.

Offsets are recorded in a single pass: every piece of text is appended to the
note in order and, when the piece is PHI, its start and end are taken from the
running length at the moment it is appended.  Nothing ever searches the
finished text for a value.
"""
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

_PH = re.compile(r"\{([a-z_][a-z0-9_]*)(?::([A-Z_]+))?\}")


class Seq:
    """An ordered run of pieces, each (text, type-or-None)."""

    __slots__ = ("items",)

    def __init__(self, items=None):
        self.items = list(items or [])

    def __add__(self, other):
        return Seq(self.items + _items(other))

    def __radd__(self, other):
        return Seq(_items(other) + self.items)

    @property
    def plain(self):
        return "".join(t for t, _ in self.items)

    def __len__(self):
        return len(self.plain)


def _items(x):
    if isinstance(x, Seq):
        return list(x.items)
    if x is None:
        return []
    x = str(x)
    return [(x, None)] if x else []


def ph(text, typ):
    """One PHI piece."""
    assert typ in TYPE_LABEL, typ
    return Seq([(str(text), typ)])


def lit(text):
    return Seq(_items(text))


def join(sep, parts):
    out = Seq()
    first = True
    for part in parts:
        if part is None or (not isinstance(part, Seq) and str(part) == ""):
            continue
        if isinstance(part, Seq) and not part.items:
            continue
        if not first:
            out = out + sep
        out = out + part
        first = False
    return out


class Doc:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        s = str(s)
        if s:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        s = str(s)
        if not s:
            return self
        assert typ in TYPE_LABEL, typ
        self.spans.append((self.n, self.n + len(s), typ))
        return self.t(s)

    def add(self, x):
        for text, typ in _items(x):
            if typ:
                self.p(text, typ)
            else:
                self.t(text)
        return self

    def f(self, tpl, **kw):
        i = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[i:m.start()])
            val = kw[m.group(1)]
            typ = m.group(2)
            if isinstance(val, Seq):
                assert typ is None, "typed placeholder given a Seq"
                self.add(val)
            elif typ:
                self.p(val, typ)
            else:
                self.t(val)
            i = m.end()
        self.t(tpl[i:])
        return self

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        return self.t("\n")

    def finish(self, lower):
        text = "".join(self.buf)
        assert len(text) == self.n
        if lower:
            low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
            assert len(low) == len(text)
            text = low
        out = []
        last_end = 0
        for s, e, typ in self.spans:
            assert s >= last_end and e > s
            val = text[s:e]
            assert val == val.strip() and "\n" not in val, repr(val)
            assert val[0].isalnum() or val[0] in "(+", repr(val)
            assert val[-1].isalnum(), repr(val)
            out.append({"start": s, "end": e, "label": TYPE_LABEL[typ],
                        "type": typ, "text": val})
            last_end = e
        return text, out
