"""Note assembly with single-pass offsets.

A note is built piece by piece. Plain text goes through Doc.t(); PHI goes through Doc.p(), which records the
span where the piece lands at the moment it is appended. The finished text is never searched.
"""
import re

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# misspellings that clinicians and clerks really make; applied to plain text only
TYPOS = {
    "patient": "pateint", "received": "recieved", "weakness": "weakenss", "which": "whcih", "discussed": "dicussed",
    "because": "becuase", "assessment": "assesment", "significant": "signifcant", "recommend": "reccomend",
    "occasionally": "occasionaly", "definitely": "definately", "separate": "seperate", "breathing": "breahting",
    "appointment": "appointmnet", "swallowing": "swallowng", "tolerated": "tolerarted", "bilateral": "bilatreal",
    "increase": "incraese", "review": "reveiw", "symptoms": "symtpoms", "follow": "folow", "further": "futher",
}
_TYPO_KEYS = sorted(TYPOS)
_TYPO_RE = {k: re.compile(r"\b" + k + r"\b") for k in _TYPO_KEYS}

US_SPELL = [
    ("paediatric", "pediatric"), ("Paediatric", "Pediatric"), ("orthopaedic", "orthopedic"), ("Orthopaedic", "Orthopedic"),
    ("haemo", "hemo"), ("Haemo", "Hemo"), ("anaesth", "anesth"), ("oedema", "edema"), ("oesoph", "esoph"),
    ("Oesoph", "Esoph"), ("programme", "program"), ("behaviour", "behavior"), ("colour", "color"), ("centre", "center"),
    ("Centre", "Center"), ("litre", "liter"), ("dyspnoea", "dyspnea"), ("orthopnoea", "orthopnea"), ("apnoea", "apnea"),
    ("Apnoea", "Apnea"), ("manoeuvre", "maneuver"), ("necrotising", "necrotizing"), ("generalised", "generalized"),
    ("organisation", "organization"), ("organised", "organized"), ("recognis", "recogniz"), ("Paracetamol", "Acetaminophen"), ("paracetamol", "acetaminophen"),
    ("tumour", "tumor"), ("fibre", "fiber"), ("favour", "favor"), (r"\bmum\b", "mom"), (r"\bMum\b", "Mom"), ("neurone", "neuron"),
]
_US_RE = [(re.compile(a), b) for a, b in US_SPELL]
_PH = re.compile(r"\{(\w+)\}")


class P:
    """A PHI value waiting to be appended."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABELS:
            raise ValueError("unknown type " + t)
        if v != v.strip():
            raise ValueError("PHI with outer blanks: %r" % v)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%s)" % (self.v, self.t)


class Doc:
    def __init__(self, rng, lower=False, us=False, typo_rate=0.035):
        self.rng = rng
        self.lower = lower
        self.us = us
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # plain text
    def t(self, s):
        if not s:
            return
        if self.us:
            for rx, b in _US_RE:
                s = rx.sub(b, s)
        for k in _TYPO_KEYS:
            if k in s and self.rng.random() < self.typo_rate:
                s = _TYPO_RE[k].sub(TYPOS[k], s, count=1)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # PHI
    def p(self, v, typ):
        if self.lower:
            v = v.lower()
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ], "type": typ, "text": v})

    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, P):
            self.p(x.v, x.t)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            raise TypeError(repr(x))

    def f(self, tpl, ctx=None, **kw):
        """Append a template: literal text with {key} slots filled from kw, then ctx."""
        pieces = _PH.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                self.t(piece)
            else:
                if piece in kw:
                    self.add(kw[piece])
                elif ctx is not None and piece in ctx:
                    self.add(ctx[piece])
                else:
                    raise KeyError(piece)

    def nl(self, n=1):
        self.t("\n" * n)

    def text(self):
        return "".join(self.parts)


def join(items, sep=", ", last=None):
    """Interleave piece lists with separators (returns a piece list)."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
