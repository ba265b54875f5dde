"""Core note builder for dev197_en.

All randomness comes from the single generator R = random.Random(197).
Offsets are computed in one pass while the note is assembled: every piece of
text is appended in order and PHI spans are recorded at the moment they are
appended, so text[start:end] == span text by construction.
"""
import random
import re

R = random.Random(197)

LABELS = {
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

# Canadian clinical English mostly uses American-style medical spelling.
# Applied to plain (non-PHI) template text only.
CA_SPELL = [
    ("Oesophag", "Esophag"), ("oesophag", "esophag"), ("OESOPHAG", "ESOPHAG"),
    ("Haem", "Hem"), ("haem", "hem"), ("HAEM", "HEM"),
    ("Anaem", "Anem"), ("anaem", "anem"),
    ("Anaesth", "Anesth"), ("anaesth", "anesth"),
    ("Oedema", "Edema"), ("oedema", "edema"),
    ("Coeliac", "Celiac"), ("coeliac", "celiac"),
    ("Faec", "Fec"), ("faec", "fec"),
    ("Programme", "Program"), ("programme", "program"),
    ("Paediatric", "Pediatric"), ("paediatric", "pediatric"),
    ("Caec", "Cec"), ("caec", "cec"),
    ("diarrhoea", "diarrhea"), ("Diarrhoea", "Diarrhea"),
    ("oesinophil", "eosinophil"), ("Oesinophil", "Eosinophil"),
    ("leucocyte", "leukocyte"), ("Leucocyte", "Leukocyte"),
    ("haemorrhoid", "hemorrhoid"),
]


class P:
    """A PHI value: text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in LABELS:
            raise ValueError("bad type " + typ)
        self.text = text
        self.type = typ

    def __repr__(self):
        return "P(%r,%r)" % (self.text, self.type)


_FIELD = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, country, lower):
        self.country = country
        self.lower = lower
        self.buf = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def _plain(self, s):
        if not s:
            return
        if self.country == "Canada":
            for a, b in CA_SPELL:
                if a in s:
                    s = s.replace(a, b)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if not s or s != s.strip():
            raise ValueError("bad PHI text %r" % s)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABELS[typ], "type": typ, "text": s})

    # -- public ----------------------------------------------------------
    def add(self, v):
        """Append a value: str (plain), P (PHI) or a list/tuple of values."""
        if v is None:
            return
        if isinstance(v, str):
            self._plain(v)
        elif isinstance(v, P):
            self._phi(v.text, v.type)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.add(x)
        else:
            raise TypeError("cannot add %r" % (v,))

    def f(self, tmpl, d=None, **kw):
        """Append a template; {key} is replaced by d[key] / kw[key]."""
        pos = 0
        for m in _FIELD.finditer(tmpl):
            self._plain(tmpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.add(kw[key])
            elif d is not None and key in d:
                self.add(d[key])
            else:
                raise KeyError(key)
            pos = m.end()
        self._plain(tmpl[pos:])

    def text(self):
        return "".join(self.buf)


# -- small random helpers --------------------------------------------------
def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def rf(a, b, nd=1):
    return round(R.uniform(a, b), nd)


def sample(seq, k):
    return R.sample(list(seq), k)


def wchoice(pairs):
    """pairs: list of (item, weight)."""
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def join_and(items):
    """Join a list of values with ', ' and ' and ' (values may be P)."""
    out = []
    for i, it in enumerate(items):
        if i and i == len(items) - 1:
            out.append(" and ")
        elif i:
            out.append(", ")
        out.append(it)
    return out
