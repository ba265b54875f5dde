"""Single-pass note builder for dev232_en.

A note is built by appending pieces left to right.  Plain strings are text,
P(type, value) objects are PHI and are recorded as spans at the moment they
are appended.  Nothing ever searches the finished text for offsets.
"""
import re

LABEL_OF = {
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


class P(object):
    """A PHI value of fine type `typ`."""
    __slots__ = ("typ", "val")

    def __init__(self, typ, val):
        if typ not in LABEL_OF:
            raise ValueError("bad type " + typ)
        if val != val.strip() or not val:
            raise ValueError("PHI value with outer whitespace: %r" % val)
        self.typ = typ
        self.val = val


_FIELD = re.compile(r"\{(\w+)\}")


class Note(object):
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.parts = []
        self.pos = 0
        self.spans = []
        self.typo_rate = typo_rate

    # ---- low level -------------------------------------------------
    def t(self, s):
        """Append plain text."""
        if not s:
            return
        if self.typo_rate and len(s) > 12 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self.parts.append(s)
        self.pos += len(s)

    def raw(self, s):
        """Append plain text, never typo'd."""
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, val):
        """Append a PHI value and record its span."""
        ph = P(typ, val)
        self.spans.append({"start": self.pos, "end": self.pos + len(val),
                           "label": LABEL_OF[typ], "type": typ, "text": val})
        self.parts.append(val)
        self.pos += len(val)

    def add(self, x):
        """Append anything: str, P, None, or a list/tuple of those."""
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, P):
            self.p(x.typ, x.val)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            raise TypeError(repr(x))

    # ---- templating ------------------------------------------------
    def f(self, template, **kw):
        """Append a template; {name} fields are filled from kw in order.

        The template is split on its own fields (the template, not the note,
        is scanned), literal pieces are appended as text and field values via
        add(), so spans are recorded as they are appended.
        """
        last = 0
        for m in _FIELD.finditer(template):
            self.t(template[last:m.start()])
            self.add(kw[m.group(1)])
            last = m.end()
        self.t(template[last:])

    def nl(self, k=1):
        self.raw("\n" * k)

    def text(self):
        return "".join(self.parts)

    def finish(self, lowercase=False):
        txt = self.text()
        spans = [dict(s) for s in self.spans]
        if lowercase:
            low = txt.lower()
            if len(low) != len(txt):
                raise ValueError("lower() changed length")
            txt = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            assert txt[s["start"]:s["end"]] == s["text"]
        spans.sort(key=lambda s: s["start"])
        return txt, spans


def typo(rng, s):
    """Introduce one small typo into a word of length >= 6 in s, if any."""
    words = [m for m in re.finditer(r"[a-z]{6,}", s)]
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    kind = rng.randrange(3)
    if kind == 0:      # swap two letters
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif kind == 1:    # drop a letter
        w2 = w[:k] + w[k + 1:]
    else:              # double a letter
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p
