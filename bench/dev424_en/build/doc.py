"""Note assembly with single-pass offset tracking.

A note is built piece by piece.  Plain text is appended as str; PHI is
appended as a Phi object.  The offset of every PHI piece is recorded at the
moment it is appended, so nothing ever searches the finished text.
"""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
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


class Phi(object):
    """A PHI value with its fine type."""
    __slots__ = ("text", "typ")

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.typ = typ

    def __repr__(self):
        return "Phi(%r, %r)" % (self.text, self.typ)


_TOK = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"\b[a-z]{6,}\b")


def typo(rng, s, rate):
    """Maybe swap two inner letters of one longer lower-case word."""
    if rate <= 0 or rng.random() >= rate:
        return s
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    i = rng.randrange(1, len(w) - 2)
    w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc(object):
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def _push(self, s):
        if self.lower:
            s2 = s.lower()
            if len(s2) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = s2
        self.parts.append(s)
        start = self.pos
        self.pos += len(s)
        return start, s

    def add(self, item):
        if item is None:
            return
        if isinstance(item, Phi):
            start, s = self._push(item.text)
            self.spans.append({"start": start, "end": self.pos,
                               "label": LABEL[item.typ], "type": item.typ,
                               "text": s})
        elif isinstance(item, str):
            if item:
                self._push(item)
        elif isinstance(item, (list, tuple)):
            for x in item:
                self.add(x)
        else:
            raise TypeError("cannot add %r" % (item,))

    def w(self, tmpl, *maps, **kw):
        """Write a template; {key} is looked up in maps/kw (str, Phi or list)."""
        env = {}
        for m in maps:
            env.update(m)
        env.update(kw)
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.add(typo(self.rng, tmpl[pos:m.start()], self.typo_rate))
            self.add(env[m.group(1)])
            pos = m.end()
        self.add(typo(self.rng, tmpl[pos:], self.typo_rate))
        return self

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        return {"id": nid, "text": self.text(), "spans": self.spans,
                "meta": {"source": "dev424-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
