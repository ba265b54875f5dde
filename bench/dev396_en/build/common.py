"""Shared building blocks: label table, PHI wrapper and the single-pass note builder."""
import re

LABEL = {
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
TYPES = sorted(LABEL)

TYPOS = [
    ("received", "recieved"), ("patient", "pateint"), ("separate", "seperate"),
    ("tomorrow", "tommorow"), ("occurred", "occured"), ("definitely", "definately"),
    ("necessary", "neccessary"), ("appointment", "appointmnet"), ("discussed", "disscussed"),
    ("advised", "adviced"), ("their", "thier"), ("because", "becuase"),
    ("information", "infomation"), ("inhaler", "inhailer"), ("medication", "medicaton"),
    ("parent", "parnet"), ("concerns", "concens"), ("referral", "referal"),
    ("immediately", "immediatly"), ("following", "follwing"), ("reviewed", "reveiwed"),
    ("symptoms", "symptons"), ("history", "histroy"), ("breakfast", "brekfast"),
    ("agreed", "agred"), ("with", "wiht"), ("the", "teh"), ("school", "shcool"),
]

_FIELD = re.compile(r"\{(\w+)\}")
_BAD_EDGE = set(" \t\n\r.,;:()[]\"'")


class P:
    """A PHI value waiting to be placed in a note."""
    __slots__ = ("value", "typ")

    def __init__(self, value, typ):
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        self.value = value
        self.typ = typ

    def __repr__(self):
        return "P(%r, %s)" % (self.value, self.typ)


class Doc:
    """Assembles a note left to right; span offsets are taken as each piece is appended."""

    def __init__(self, rng, lower=False):
        self.rng = rng
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        r = rng.random()
        self.typo_budget = 0 if r < 0.45 else (1 if r < 0.85 else 2)

    def _typo(self, s):
        if self.typo_budget <= 0 or self.rng.random() > 0.12:
            return s
        cands = [(a, b) for a, b in TYPOS if re.search(r"\b" + a + r"\b", s)]
        if not cands:
            return s
        a, b = self.rng.choice(cands)
        self.typo_budget -= 1
        return re.sub(r"\b" + a + r"\b", b, s, count=1)

    def t(self, s):
        if not s:
            return
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, value, typ):
        v = value.lower() if self.lower else value
        if not v or (v[0] in _BAD_EDGE and not (v[0] == "(" and ")" in v)) \
                or v[-1] in " \t\n\r,;:([\"'" or (v[-1] == ")" and "(" not in v):
            raise ValueError("bad span edge: %r" % value)
        self.spans.append({"start": self.pos, "end": self.pos + len(v),
                           "label": LABEL[typ], "type": typ, "text": v})
        self.parts.append(v)
        self.pos += len(v)

    def add(self, x):
        if isinstance(x, P):
            self.p(x.value, x.typ)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            self.t(x)

    def f(self, tmpl, ctx):
        """Fill a template whose {keys} name entries of ctx (str, P or list of both)."""
        last = 0
        for m in _FIELD.finditer(tmpl):
            self.t(tmpl[last:m.start()])
            self.add(ctx[m.group(1)])
            last = m.end()
        self.t(tmpl[last:])

    def line(self, tmpl, ctx):
        self.f(tmpl, ctx)
        self.t("\n")

    def text(self):
        return "".join(self.parts)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """Weighted choice from a list of (item, weight)."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def join_and(items):
    """items are lists of pieces; returns pieces joined with commas and 'and'."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i and i == n - 1:
            out.append(" and ")
        elif i:
            out.append(", ")
        out.append(it)
    return out
