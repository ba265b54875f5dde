"""Core note builder for dev309_en.

A note is written piece by piece.  Plain text pieces are appended as they are;
PHI pieces are appended while their start offset is remembered, so the gold
spans are recorded in a single pass and never searched for afterwards.

Segments accepted by Note.add():
  * str                       -> plain text
  * (text, TYPE) tuple        -> one PHI span of fine type TYPE
  * list of segments          -> appended in order
  * None                      -> ignored
"""

import re

LABEL = {
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

TYPES = sorted(LABEL)

_PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def P(typ, text):
    """A PHI segment."""
    if typ not in LABEL:
        raise ValueError("unknown type %r" % typ)
    return (text, typ)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    # -- appending -------------------------------------------------------
    def _plain(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s:
            raise ValueError("empty PHI value")
        if s != s.strip():
            raise ValueError("PHI value with edge whitespace: %r" % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL[typ], "type": typ, "text": s})

    def add(self, seg):
        if seg is None:
            return self
        if isinstance(seg, str):
            self._plain(seg)
        elif isinstance(seg, tuple):
            self._phi(seg[0], seg[1])
        elif isinstance(seg, list):
            for s in seg:
                self.add(s)
        else:
            raise TypeError("bad segment %r" % (seg,))
        return self

    def w(self, tmpl, **kw):
        """Write a template; {key} placeholders take segments from kw."""
        i = 0
        for m in _PH.finditer(tmpl):
            self._plain(tmpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self._plain(tmpl[i:])
        return self

    def ln(self, tmpl="", **kw):
        self.w(tmpl, **kw)
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.parts)


def join(segs, sep=", "):
    """Join segments with a plain separator."""
    out = []
    for i, s in enumerate(segs):
        if i:
            out.append(sep)
        out.append(s)
    return out


def seg_text(seg):
    """Flatten a segment into its surface text (used only for composing)."""
    if seg is None:
        return ""
    if isinstance(seg, str):
        return seg
    if isinstance(seg, tuple):
        return seg[0]
    return "".join(seg_text(s) for s in seg)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """Weighted choice from [(item, weight), ...]."""
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


def shuffled(rng, seq):
    seq = list(seq)
    rng.shuffle(seq)
    return seq
