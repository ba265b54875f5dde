"""Note assembly for dev363_en.

A Doc collects text pieces in order.  Plain strings are copied as they are;
P(value, type) pieces are PHI: their offsets are recorded at the moment they
are appended (single pass), so the finished text is never searched.
Lower-case notes are lowered piece by piece while they are appended.
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

_TOKEN = re.compile(r"\{(\w+)\}")


class P(object):
    """A PHI piece: value and fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in TYPE_LABEL:
            raise ValueError("unknown type %r" % (t,))
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % (v,))
        self.v = v
        self.t = t


class Doc(object):
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.n = 0
        self.spans = []

    def put(self, s, typ=None):
        if not s:
            return
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length of %r" % (s,))
            s = low
        if typ is not None:
            self.spans.append({"start": self.n, "end": self.n + len(s),
                               "label": TYPE_LABEL[typ], "type": typ,
                               "text": s})
        self.buf.append(s)
        self.n += len(s)

    def add(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self.put(p)
            elif isinstance(p, P):
                self.put(p.v, p.t)
            elif isinstance(p, (list, tuple)):
                self.add(*p)
            else:
                self.put(str(p))

    def f(self, tpl, **kw):
        """Append a template; {key} is replaced by kw[key] (str, P or list)."""
        parts = _TOKEN.split(tpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.put(part)
            else:
                self.add(kw[part])

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        self.put("\n")

    def text(self):
        return "".join(self.buf)


def joined(items, sep=", "):
    """Interleave pieces with a plain separator, skipping empty ones."""
    out = []
    for it in items:
        if it is None or it == "" or it == []:
            continue
        if out:
            out.append(sep)
        out.append(it)
    return out


def weighted(R, pairs):
    """pairs: list of (weight, value); deterministic with R."""
    total = sum(w for w, _ in pairs)
    x = R.random() * total
    acc = 0.0
    for w, v in pairs:
        acc += w
        if x < acc:
            return v
    return pairs[-1][1]


def maybe(R, p):
    return R.random() < p


def cap(s):
    """Upper-case the first character only (keeps ER, ACL, L5 intact)."""
    return s[:1].upper() + s[1:]
