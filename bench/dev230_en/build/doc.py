"""Single-pass note builder for dev230_en.

Text is appended piece by piece; every PHI piece records its span at the
moment it is appended, so offsets are never recovered by searching.
"""
import string

LABEL = {
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

_FMT = string.Formatter()


class PHI(object):
    """A PHI value waiting to be appended: text plus fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        if t not in LABEL:
            raise ValueError("bad type " + t)
        self.s = s
        self.t = t

    def __repr__(self):
        return "PHI(%r,%s)" % (self.s, self.t)


class Doc(object):
    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.n = 0
        self.v = {}          # named values for templates (str, PHI, list, callable)

    # ---- low level -------------------------------------------------
    def _push(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.n += len(s)
        return s

    def _typo(self, s):
        # swap two interior letters of one longer lower-case word
        words = s.split(" ")
        cand = [i for i, w in enumerate(words)
                if len(w) >= 6 and w.isalpha() and w.islower()]
        if not cand:
            return s
        i = self.rng.choice(cand)
        w = words[i]
        j = self.rng.randrange(1, len(w) - 2)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        return " ".join(words)

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return
        if self.typo and len(s) >= 30 and self.rng.random() < self.typo:
            s = self._typo(s)
        self._push(s)

    def p(self, s, typ):
        """Append one PHI value and record its span."""
        if not s or s != s.strip():
            raise ValueError("bad PHI text %r" % s)
        start = self.n
        s = self._push(s)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[typ],
                           "type": typ, "text": s})

    def w(self, *items):
        """Append a mix of plain strings, PHI objects, lists and callables."""
        for it in items:
            self._item(it)

    def _item(self, it):
        if it is None:
            return
        if callable(it) and not isinstance(it, PHI):
            it = it()
        if isinstance(it, PHI):
            self.p(it.s, it.t)
        elif isinstance(it, str):
            self.t(it)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._item(x)
        else:
            self.t(str(it))

    def f(self, tmpl, **kw):
        """Format a template; {name} fields come from kw, then self.v."""
        for lit, field, spec, conv in _FMT.parse(tmpl):
            if lit:
                self.t(lit)
            if field is None:
                continue
            if field in kw:
                val = kw[field]
            elif field in self.v:
                val = self.v[field]
            else:
                raise KeyError(field)
            self._item(val)

    def line(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")

    def nl(self, k=1):
        self.t("\n" * k)

    def text(self):
        return "".join(self.parts)

    def check(self):
        txt = self.text()
        assert len(txt) == self.n
        last = 0
        for sp in self.spans:
            assert sp["start"] >= last, sp
            assert txt[sp["start"]:sp["end"]] == sp["text"], sp
            last = sp["end"]
        return txt
