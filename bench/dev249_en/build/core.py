"""Note assembly for dev249_en: text pieces are appended in order and every
PHI span's offsets are recorded at the moment it is appended (single pass)."""

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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABEL)


class Ph:
    """A PHI value: text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not text or text != text.strip():
            raise ValueError("PHI text empty or padded: %r" % (text,))
        self.text = text
        self.type = typ

    def __repr__(self):
        return "Ph(%r,%s)" % (self.text, self.type)


def art(s, typ):
    """'the Philippines' -> ['the ', Ph('Philippines')]: articles stay outside."""
    if s.startswith("the "):
        return ["the ", Ph(s[4:], typ)]
    return Ph(s, typ)


_TYPOS = {
    "the": "teh", "received": "recieved", "patient": "pateint", "with": "wiht",
    "separate": "seperate", "necessary": "neccessary", "occurred": "occured",
    "bathroom": "bathrom", "equipment": "equipmnet", "commode": "comode",
    "transfers": "tranfers", "daughter": "daugther", "assessment": "assesment",
    "mattress": "matress", "appointment": "appointmnet", "wheelchair": "wheelchiar",
    "reviewed": "reveiwed", "because": "becuase", "their": "thier", "until": "untill",
}
_WORD = re.compile(r"[A-Za-z]+")


class Note:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.buf = []
        self.spans = []
        self.pos = 0

    # -- plain text -------------------------------------------------------
    def _typo(self, s):
        if self.typo_rate <= 0:
            return s
        out = []
        last = 0
        for m in _WORD.finditer(s):
            w = m.group(0)
            rep = _TYPOS.get(w)
            if rep is not None and self.rng.random() < self.typo_rate:
                out.append(s[last:m.start()])
                out.append(rep)
                last = m.end()
        if not out:
            return s
        out.append(s[last:])
        return "".join(out)

    def _txt(self, s):
        if not s:
            return
        if s[0] == "." and self.buf and self.spans and self.spans[-1]["end"] == self.pos \
                and self.buf[-1].endswith("."):
            s = s[1:]  # "Inc." / "Maria K." at sentence end: no doubled full stop
            if not s:
                return
        s = self._typo(s)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)

    def _ph(self, p):
        s = p.text
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = low
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[p.type],
                           "type": p.type, "text": s})

    def add(self, *items):
        for it in items:
            self._add(it)
        return self

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._txt(it)
        elif isinstance(it, Ph):
            self._ph(it)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    # -- templates: "{key}" placeholders filled from keyword args ---------
    _SLOT = re.compile(r"\{(\w+)\}")

    def f(self, template, **kw):
        parts = self._SLOT.split(template)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self._txt(part)
            else:
                self._add(kw[part])
        return self

    def ln(self, template="", **kw):
        self.f(template, **kw)
        self._txt("\n")
        return self

    def nl(self, k=1):
        self._txt("\n" * k)
        return self

    def text(self):
        return "".join(self.buf)

    def result(self):
        t = self.text()
        t2 = t.rstrip()
        # trailing whitespace trimmed; spans never sit in whitespace so offsets hold
        for sp in self.spans:
            if sp["end"] > len(t2):
                raise ValueError("span beyond text end")
        return t2, list(self.spans)


def join(items, sep=", ", last=None):
    """Interleave a list of piece-groups with separators."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
