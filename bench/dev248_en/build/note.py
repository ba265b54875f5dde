"""Note assembler: text and gold spans are recorded in one pass while pieces are appended.

A piece is a plain str (not PHI), a P (PHI value with its fine type), None (skipped) or a
list/tuple of pieces.  Offsets are taken from the running length of the pieces, never by
searching the finished text.  Lower-cased notes lower each piece as it is appended.
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

_TOK = re.compile(r"\{(\w+)\}")


class P:
    """A PHI value: exact surface text plus fine type."""
    __slots__ = ("text", "typ")

    def __init__(self, text, typ):
        if typ not in LABELS:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.typ = typ

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.typ)


_WORD = re.compile(r"\b[a-z]{5,}\b")


class Note:
    def __init__(self, lower=False, rng=None, typos=0):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []
        self.rng = rng
        self.typos = typos

    def _typo(self, s):
        """Occasionally transpose two inner letters of one lower-case word of plain (non-PHI) text."""
        if not self.typos or len(s) < 25 or self.rng.random() > 0.04:
            return s
        words = list(_WORD.finditer(s))
        if not words:
            return s
        m = self.rng.choice(words)
        i = m.start() + self.rng.randint(1, len(m.group()) - 3)
        self.typos -= 1
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]

    def _plain(self, s):
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._plain(it)
        elif isinstance(it, P):
            s = it.text.lower() if self.lower else it.text
            start = self.pos
            self.parts.append(s)
            self.pos += len(s)
            self.spans.append({"start": start, "end": self.pos,
                               "label": LABELS[it.typ], "type": it.typ, "text": s})
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._add(x)
        else:
            raise TypeError("cannot append %r" % (it,))

    def add(self, *items):
        for it in items:
            self._add(it)
        return self

    def f(self, tmpl, **kw):
        """Append a template; {key} slots take pieces from kw."""
        pieces = _TOK.split(tmpl)
        for i, pc in enumerate(pieces):
            if i % 2 == 0:
                if pc:
                    self._plain(pc)
            else:
                self._add(kw[pc])
        return self

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.parts)

    def finish(self):
        text = "".join(self.parts)
        # tidy: no trailing whitespace at the very end (spans never reach it)
        while text and text[-1] in " \n":
            text = text[:-1]
        for sp in self.spans:
            assert sp["end"] <= len(text)
        return text, list(self.spans)
