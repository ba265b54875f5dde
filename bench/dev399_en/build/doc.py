"""Note builder: text and PHI spans are recorded in one pass while a note is assembled.

A *segment* is one of:
  str            plain (non-PHI) text
  (TYPE, value)  a PHI value of a fine type
  list / tuple of segments (a tuple whose first item is a known TYPE is a PHI pair)
"""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
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

_FIELD = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[a-z]{6,}")


def is_phi(x):
    return isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) and x[0] in LABEL


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.buf = []
        self.pos = 0
        self.spans = []

    # -- low level -------------------------------------------------------
    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)
        return s

    def _typo(self, s):
        words = [m for m in _WORD.finditer(s)]
        if not words:
            return s
        m = words[self.rng.randrange(len(words))]
        w = m.group(0)
        k = self.rng.randrange(1, len(w) - 2)
        kind = self.rng.randrange(3)
        if kind == 0:
            w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        elif kind == 1:
            w2 = w[:k] + w[k + 1:]
        else:
            w2 = w[:k] + w[k] + w[k:]
        return s[:m.start()] + w2 + s[m.end():]

    def t(self, s):
        """Plain text; sometimes gets a typo."""
        if self.typo_rate and len(s) > 25 and self.rng.random() < self.typo_rate:
            s = self._typo(s)
        self._put(s)
        return self

    def p(self, typ, value):
        """A PHI value."""
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        start = self.pos
        s = self._put(value)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": s})
        return self

    # -- segments --------------------------------------------------------
    def add(self, seg):
        if seg is None:
            return self
        if isinstance(seg, str):
            if seg:
                self.t(seg)
        elif is_phi(seg):
            self.p(seg[0], seg[1])
        elif isinstance(seg, (list, tuple)):
            for x in seg:
                self.add(x)
        else:
            raise TypeError("bad segment %r" % (seg,))
        return self

    def f(self, template, **kw):
        """Template with {field} placeholders filled by segments."""
        i = 0
        for m in _FIELD.finditer(template):
            if m.start() > i:
                self.t(template[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        if i < len(template):
            self.t(template[i:])
        return self

    def line(self, template="", **kw):
        self.f(template, **kw)
        self._put("\n")
        return self

    def text(self):
        return "".join(self.buf)


def flat_text(seg):
    """Plain rendering of a segment (used only for choosing, never for offsets)."""
    if isinstance(seg, str):
        return seg
    if is_phi(seg):
        return seg[1]
    return "".join(flat_text(x) for x in seg)
