"""Note builder: assembles a note piece by piece and records PHI offsets in one pass."""
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

_KEY = re.compile(r"\{(\w+)\}")

# occasional real-world misspellings, applied to plain text pieces as they are appended
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("separate", "seperate"), ("tomorrow", "tommorow"),
    ("discussed", "discused"), ("oedema", "odema"), ("Consultant", "Consutlant"), ("review", "reveiw"),
    ("with", "wiht"), ("surgery", "surgey"), ("breathless", "breathles"), ("analgesia", "analgesai"),
    ("mobilising", "mobilsing"), ("bilateral", "bilaterial"), ("anastomosis", "anastamosis"),
    ("haemoglobin", "haemaglobin"), ("occluded", "ocluded"), ("ischaemia", "ischaemai"), ("the ", "teh "),
    ("and ", "adn "), ("previous", "prevous"), ("clinic", "clnic"),
]


class P:
    """A PHI value of one fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABELS:
            raise ValueError("bad type " + t)
        if not v or v != v.strip():
            raise ValueError("bad span value %r" % (v,))
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


class NB:
    """Append-only note assembler.  Plain strings are text; P objects are spans;
    lists/tuples are walked in order.  Lower-casing happens per piece."""

    def __init__(self, lower=False):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.lower = lower
        self.typo_r = None
        self.typo_rate = 0.0

    def add(self, *items):
        for x in items:
            if x is None:
                continue
            if isinstance(x, str):
                self._plain(x)
            elif isinstance(x, P):
                self._phi(x)
            elif isinstance(x, (list, tuple)):
                for y in x:
                    self.add(y)
            else:
                raise TypeError(repr(x))
        return self

    def _plain(self, s):
        if self.typo_r is not None and len(s) > 3:
            for good, bad in TYPOS:
                if good in s and self.typo_r.random() < self.typo_rate:
                    s = s.replace(good, bad, 1)
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)

    def _phi(self, p):
        s = p.v
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changed length: %r" % (s,))
            s = s2
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[p.t],
                           "type": p.t, "text": s})

    def w(self, tmpl, **kw):
        """Write a template; {key} is replaced by kw[key] (str, P or list)."""
        i = 0
        for m in _KEY.finditer(tmpl):
            self._plain(tmpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self._plain(tmpl[i:])
        return self

    def ln(self, *items):
        self.add(*items)
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.buf)


def join(items, sep=", "):
    """Interleave a list of pieces with a plain separator."""
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(sep)
        out.append(x)
    return out
