"""Single-pass note assembly with span bookkeeping.

A note is written piece by piece: plain text through Doc.t(), PHI through Doc.p().
Offsets are taken from the running length while the note is assembled, never by
searching the finished text.  Lower-case notes are lowered piece by piece.
"""
import re
from collections import namedtuple

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABEL)

P = namedtuple("P", "text type")

_PH = re.compile(r"\{(\w+)\}")

# occasional misspellings, applied only to plain (non-PHI) template text
TYPOS = {
    "patient": "patinet", "temperature": "temperture", "received": "recieved", "discussed": "dicussed",
    "history": "hsitory", "treatment": "treatmnet", "symptoms": "symptons", "negative": "negatve",
    "reviewed": "reveiwed", "advised": "adviced", "headache": "headahce", "malaria": "maleria",
    "tolerating": "tolerting", "appointment": "appointmnet", "prophylaxis": "prophylaxsis",
    "separate": "seperate", "vomiting": "vomitting", "abdominal": "abdominial", "platelets": "plateletes",
    "because": "becuase", "which": "whcih", "results": "resutls", "started": "statred",
    "arrange": "arrnage", "tomorrow": "tommorow", "until": "untill", "infection": "infecton",
}
_TYPO_RE = re.compile(r"\b(" + "|".join(sorted(TYPOS)) + r")\b")


class Doc:
    def __init__(self, rng, lower=False, typos=0):
        self.rng = rng
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typos = typos

    # -- plain text -------------------------------------------------------------
    def t(self, s):
        if not s:
            return
        if self.typos > 0 and self.rng.random() < 0.06:
            m = _TYPO_RE.search(s)
            if m:
                w = m.group(1)
                s = s[:m.start()] + TYPOS[w] + s[m.end():]
                self.typos -= 1
        self._put(s)

    def _put(self, s):
        if self.lower:
            lo = s.lower()
            if len(lo) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = lo
        self.parts.append(s)
        self.pos += len(s)
        return s

    # -- PHI --------------------------------------------------------------------
    def p(self, text, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not text or text != text.strip():
            raise ValueError("bad span text %r" % text)
        start = self.pos
        s = self._put(text)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def v(self, x):
        """Write a value: str (plain), P (PHI), list/tuple of values, or None."""
        if x is None:
            return
        if isinstance(x, P):
            self.p(x.text, x.type)
        elif isinstance(x, str):
            self.t(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.v(y)
        else:
            self.t(str(x))

    def f(self, template, **kw):
        """Fill a template; {key} placeholders take values from kw."""
        pos = 0
        for m in _PH.finditer(template):
            self.t(template[pos:m.start()])
            self.v(kw[m.group(1)])
            pos = m.end()
        self.t(template[pos:])

    def ln(self, *vals):
        for x in vals:
            self.v(x)
        self.t("\n")

    def text(self):
        return "".join(self.parts)
