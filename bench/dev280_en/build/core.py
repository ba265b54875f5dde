"""Core note builder: pieces are appended in order and spans recorded as they go.

No finished text is ever searched for PHI; offsets come from the running length.
"""
import re

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


class P:
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in TYPE2LABEL:
            raise ValueError("bad type %r" % t)
        v = str(v)
        if not v or v != v.strip():
            raise ValueError("PHI value must be non-empty and trimmed: %r" % v)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


_TPL = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def _text(self, s):
        if not s:
            return
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = s2
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, p):
        v = p.v.lower() if self.lower else p.v
        if len(v) != len(p.v):
            raise ValueError("lower() changed length: %r" % p.v)
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        if self.spans and self.spans[-1]["end"] > start:
            raise ValueError("overlap at %r" % p.v)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE2LABEL[p.t], "type": p.t, "text": v})

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._text(it)
            elif isinstance(it, P):
                self._phi(it)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                self._text(str(it))
        return self

    def w(self, tpl, **kw):
        """Write a template; {key} placeholders take str / P / list values."""
        bits = _TPL.split(tpl)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                self._text(b)
            else:
                if b not in kw:
                    raise KeyError(b)
                self.add(kw[b])
        return self

    def line(self, tpl="", **kw):
        self.w(tpl, **kw)
        self._text("\n")
        return self

    def nl(self, n=1):
        self._text("\n" * n)
        return self

    def text(self):
        return "".join(self.parts)


def join(seq, sep=", "):
    """Interleave a list of pieces with a plain separator."""
    out = []
    for i, s in enumerate(seq):
        if i:
            out.append(sep)
        out.append(s)
    return out


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, pairs):
    """Weighted pick from [(item, weight), ...] in list order."""
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]
