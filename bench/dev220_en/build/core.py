"""Single-pass note builder for dev220_en.

Text is appended piece by piece; PHI pieces record their span at the moment
they are appended.  Nothing ever searches the finished text for offsets.
"""
import re

TYPE_LABEL = {
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

# occasional misspellings, applied to template (non-PHI) text only
TYPOS = {
    "patient": "pateint", "received": "recieved", "lesion": "lesoin",
    "biopsy": "bipsy", "history": "hsitory", "discussed": "dicussed",
    "margins": "margnis", "recommended": "recomended", "tolerated": "tolerted",
    "appearance": "appearence", "follow": "folow", "examination": "examintion",
    "separate": "seperate", "occurred": "occured", "erythema": "erythma",
    "dressing": "dresing", "haemostasis": "haemostsis", "hemostasis": "hemostais",
    "surgery": "surgey", "without": "withuot", "advised": "advsied",
    "normal": "nromal", "significant": "signficant", "treatment": "treatmnet",
    "the": "teh", "and": "adn", "with": "wiht", "left": "lfet", "right": "rigth",
}
_TYPO_RE = re.compile(r"\b(" + "|".join(sorted(TYPOS, key=len, reverse=True)) + r")\b")
_PH_RE = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # -- plain text -------------------------------------------------------
    def t(self, s, typo=True):
        if not s:
            return
        if typo and self.typo_rate and self.rng.random() < self.typo_rate:
            hits = list(_TYPO_RE.finditer(s))
            if hits:
                m = hits[self.rng.randrange(len(hits))]
                w = m.group(1)
                s = s[:m.start()] + TYPOS[w] + s[m.end():]
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # -- PHI -------------------------------------------------------------
    def p(self, s, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % s)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})

    # -- values: str / (text, TYPE) / list / None ------------------------
    def v(self, val):
        if val is None:
            return
        if isinstance(val, str):
            self.t(val, typo=False)
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.v(x)
        else:
            raise TypeError(repr(val))

    def w(self, tpl, **kw):
        """Write a template; {key} placeholders take values from kw."""
        i = 0
        for m in _PH_RE.finditer(tpl):
            self.t(tpl[i:m.start()])
            self.v(kw[m.group(1)])
            i = m.end()
        self.t(tpl[i:])

    def nl(self, n=1):
        self.t("\n" * n, typo=False)

    def text(self):
        return "".join(self.parts)

    def result(self):
        txt = self.text()
        assert len(txt) == self.pos
        return txt, list(self.spans)


def join(items, sep=", ", last=None):
    """Join a list of values (str / tuples / lists) with separators."""
    out = []
    n = len(items)
    for i, x in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(x)
    return out
