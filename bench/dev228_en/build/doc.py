"""Single-pass note builder: text pieces are appended in order and PHI spans recorded as they go."""
import re

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

TOK = re.compile(r"\{([A-Za-z0-9_]+)\}")
WORD = re.compile(r"[A-Za-z]{6,}")

MISSPELL = [("patient", "pateint"), ("received", "recieved"), ("comfortable", "comfortible"),
            ("medication", "medicaiton"), ("discussed", "dicussed"), ("daughter", "daugher"),
            ("breathing", "breathng"), ("agitation", "agitaiton"), ("family", "famliy"),
            ("reviewed", "reveiwed"), ("secretions", "secreations"), ("tolerating", "tolerting"),
            ("analgesia", "analgeisa"), ("because", "becuase"), ("which", "whihc"),
            ("with", "wiht"), ("settled", "setlled"), ("increased", "incresed")]


class P(object):
    """A PHI piece: text plus fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        assert t in LABEL, t
        self.s = s
        self.t = t


def typo(rng, s):
    """Introduce one plausible typing error into a literal piece."""
    low = s
    cands = [(a, b) for a, b in MISSPELL if (" " + a + " ") in (" " + low + " ")]
    if cands and rng.random() < 0.6:
        a, b = rng.choice(cands)
        i = (" " + low + " ").find(" " + a + " ")
        return s[:i] + b + s[i + len(a):]
    words = list(WORD.finditer(s))
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    op = rng.randrange(3)
    if op == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif op == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc(object):
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def lit(self, s):
        if not s:
            return
        if self.typo_rate and len(s) > 12 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, s, t):
        if self.lower:
            s = s.lower()
        assert s and s == s.strip(), (s, t)
        self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": LABEL[t],
                           "type": t, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    def put(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.lit(x)
        elif isinstance(x, P):
            self.phi(x.s, x.t)
        else:
            for y in x:
                self.put(y)

    def f(self, tpl, **kw):
        """Render a template: literal text with {key} slots filled from kw (str, P or list)."""
        pos = 0
        for m in TOK.finditer(tpl):
            self.lit(tpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.lit(tpl[pos:])

    def nl(self, n=1):
        self.lit("\n" * n)

    def text(self):
        return "".join(self.parts)
