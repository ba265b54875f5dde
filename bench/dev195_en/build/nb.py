"""Note builder: assembles a note piece by piece and records spans in one pass.

Offsets are never found by searching the finished text; every span's start is the
running length of the text at the moment the PHI piece is appended.
"""
import re

LABELS = {
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

_EDGE_PUNCT = " \t\n\r,;:\"'([{"
_END_PUNCT = " \t\n\r,;:\"')]}"


class V:
    """A PHI value: fine type plus surface text."""
    __slots__ = ("typ", "s")

    def __init__(self, typ, s):
        if typ not in LABELS:
            raise ValueError("unknown type " + typ)
        self.typ = typ
        self.s = s

    def __repr__(self):
        return "V(%s,%r)" % (self.typ, self.s)


class Lazy:
    """A slot that is re-evaluated at every use (e.g. a varying way to name someone)."""
    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn


_PH = re.compile(r"\{(\w+)\}")


class Ctx(dict):
    def __missing__(self, key):
        raise KeyError("template slot not defined: " + key)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def add(self, s):
        if not s:
            return
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, typ, s):
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % s)
        bad_start = s[0] in _EDGE_PUNCT and not (s[0] == "(" and ")" in s)
        bad_end = s[-1] in _END_PUNCT and not (s[-1] == ")" and "(" in s) and not (s[-1] == "'" and s[-2] == "s")
        if s[-1] == "." and not (len(s) >= 2 and s[-2].isalpha() and "." in s[:-1]):
            bad_end = True  # a final full stop only inside initials like "J.S."
        if bad_start or bad_end:
            raise ValueError("PHI piece with edge punctuation %r" % s)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        if self.spans and self.spans[-1]["end"] > start:
            raise ValueError("overlap")
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ],
                           "type": typ, "text": s})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, Lazy):
            v = v.fn()
        if isinstance(v, str):
            self.add(v)
        elif isinstance(v, V):
            self.phi(v.typ, v.s)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.put(x)
        elif callable(v):
            self.put(v())
        else:
            raise TypeError("cannot put %r" % (v,))

    # -- templates -------------------------------------------------------
    def f(self, tpl, ctx=None, **kw):
        """Append a template; {slot} is looked up in kw, then ctx."""
        pieces = _PH.split(tpl)
        for i, p in enumerate(pieces):
            if i % 2 == 0:
                self.add(p)
            else:
                if p in kw:
                    val = kw[p]
                elif ctx is not None:
                    val = ctx[p]
                else:
                    raise KeyError(p)
                self.put(val)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        t = self.text()
        return {"id": nid, "text": t, "spans": list(self.spans),
                "meta": {"source": "dev195-en", "genre": genre,
                         "lowercase": bool(self.lower), "country": country}}


def seq(*items):
    return list(items)


def join(items, sep=", ", last=None):
    """Join a list of pieces (str / V / list) with separators, returning a list."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
