"""Single-pass note builder for dev227_en.

Text is appended piece by piece; a span is recorded at the moment a PHI
piece is appended, from the running offset.  The finished text is never
searched for strings.
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

_RX = re.compile(r"\{(\w+)\}")


class P(object):
    """A PHI value: surface string plus fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        if t not in LABELS:
            raise ValueError("bad type %r" % t)
        self.s = s
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.s, self.t)


def _typo(rng, s):
    """Introduce one realistic typo into a plain-text piece."""
    idx = [i for i in range(1, len(s) - 2) if s[i].isalpha() and s[i + 1].isalpha() and s[i - 1].isalpha()]
    if not idx:
        return s
    i = rng.choice(idx)
    k = rng.random()
    if k < 0.4:
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    if k < 0.7:
        return s[:i] + s[i + 1:]
    return s[:i] + s[i] + s[i:]


class Doc(object):
    def __init__(self, lower=False, rng=None, typo=0.0):
        self.buf = []
        self.n = 0
        self.spans = []
        self.lower = lower
        self.rng = rng
        self.typo = typo

    def t(self, s):
        if not s:
            return
        if self.typo and len(s) > 25 and self.rng.random() < self.typo:
            s = _typo(self.rng, s)
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = s2
        self.buf.append(s)
        self.n += len(s)

    def p(self, s, typ):
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = s2
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % s)
        self.spans.append({"start": self.n, "end": self.n + len(s),
                           "label": LABELS[typ], "type": typ, "text": s})
        self.buf.append(s)
        self.n += len(s)

    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, P):
            self.p(x.s, x.t)
        elif callable(x):
            self.add(x())
        else:
            for y in x:
                self.add(y)

    def f(self, tpl, **kw):
        """Append a template; {key} pulls kw[key] (str, P, list or callable)."""
        pos = 0
        for m in _RX.finditer(tpl):
            self.t(tpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tpl[pos:])

    def nl(self, k=1):
        self.t("\n" * k)

    def line(self, tpl="", **kw):
        self.f(tpl, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.buf)

    def tail_is_nl(self):
        return bool(self.buf) and self.buf[-1].endswith("\n")
