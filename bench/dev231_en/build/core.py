"""Single-pass note builder for dev231_en.

Text is appended piece by piece; PHI pieces record their span at the moment
they are appended.  The finished text is never searched for offsets.
"""
import re

TYPES = {
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

# (correct, misspelt) pairs used for the occasional typo in non-PHI text
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("memory", "memroy"),
    ("daughter", "daugther"), ("with", "wiht"), ("and", "adn"), ("the", "teh"),
    ("medication", "medicaiton"), ("dementia", "demetia"), ("assessment", "assesment"),
    ("occasionally", "occasionaly"), ("separate", "seperate"), ("necessary", "neccessary"),
    ("behaviour", "behavour"), ("appointment", "appointmnet"), ("reported", "reportd"),
    ("cognitive", "congitive"), ("husband", "husbnad"), ("increase", "increse"),
    ("tolerating", "tolerting"), ("because", "becuase"), ("which", "whcih"),
    ("agitation", "agitaiton"), ("review", "reveiw"), ("their", "thier"),
    ("independent", "independant"), ("definitely", "definately"), ("until", "untill"),
]
_TYPO_RX = [(re.compile(r"\b%s\b" % a), b) for a, b in TYPOS]
_PH = re.compile(r"\{(\w+)\}")


class Note:
    """Accumulates text and spans.  ``lower`` lower-cases every piece."""

    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.pos = 0
        self.spans = []
        self.ctx = {}

    # -- plain text -------------------------------------------------------
    def t(self, s):
        if not s:
            return
        if self.typo and len(s) > 12 and self.rng.random() < self.typo:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _typo(self, s):
        cands = [(rx, b) for rx, b in _TYPO_RX if rx.search(s)]
        if not cands:
            return s
        rx, b = cands[self.rng.randrange(len(cands))]
        return rx.sub(b, s, count=1)

    # -- PHI --------------------------------------------------------------
    def p(self, s, typ):
        if typ is None:
            self.t(s)
            return
        if typ not in TYPES:
            raise ValueError("bad type %r" % typ)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": TYPES[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    # -- composite --------------------------------------------------------
    def add(self, x):
        """str -> plain; (text, type) -> PHI; list -> each; callable -> called."""
        if x is None:
            return
        if callable(x):
            self.add(x())
        elif isinstance(x, str):
            self.t(x)
        elif isinstance(x, (int, float)):
            self.t(str(x))
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        else:
            for y in x:
                self.add(y)

    def f(self, tmpl, **kw):
        """Template with {key} slots filled from kw, then from self.ctx."""
        last = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[last:m.start()])
            k = m.group(1)
            self.add(kw[k] if k in kw else self.ctx[k])
            last = m.end()
        self.t(tmpl[last:])

    def h(self, s):
        """Section header rendered in this note's header style (``hstyle``)."""
        lead = len(s) - len(s.lstrip("\n"))
        title = s.strip().rstrip(":")
        st = getattr(self, "hstyle", 0)
        sent = title[0].upper() + title[1:].lower()
        out = [title.upper() + "\n", title.upper() + ":\n", sent + ":\n", "--- " + sent + " ---\n",
               "## " + sent + "\n", sent + "\n" + "=" * len(sent) + "\n"][st]
        self.t("\n" * lead + out)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        txt = self.text().rstrip()
        for s in self.spans:
            assert txt[s["start"]:s["end"]] == s["text"]
        return {"id": nid, "text": txt,
                "spans": sorted(self.spans, key=lambda s: s["start"]),
                "meta": {"source": "dev231-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
