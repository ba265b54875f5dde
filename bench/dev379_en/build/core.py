"""Note assembly with single-pass offset recording."""
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_KEY = re.compile(r"\{(\w+)\}")

# plain-text misspellings clinicians make (never applied to PHI)
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("discussed", "dicussed"),
         ("hydroxychloroquine", "hydroxycloroquine"), ("prednisolone", "prednisalone"),
         ("appointment", "appointmnet"), ("infusion", "infuison"), ("medication", "medciation"),
         ("bilaterally", "bilaterly"), ("definitely", "definately"), ("results", "reuslts"),
         ("advised", "adviced"), ("tomorrow", "tommorow"), ("rituximab", "rituxumab"),
         ("Continue", "Contiue"), ("breathlessness", "breathlesness"), ("review", "reveiw"),
         ("which", "whcih"), ("haemoptysis", "haemoptisis"),
         ("thickening", "thickenning"), ("weakness", "weaknes"), ("fortnightly", "fortnighlty")]


class P(object):
    """A PHI value and its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in TYPE2LABEL:
            raise ValueError("bad type " + t)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%s)" % (self.v, self.t)


class Note(object):
    """Append-only note; PHI offsets are recorded as each piece is appended."""

    def __init__(self, lower=False, rng=None, typos=0):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []
        self.rng = rng
        self.typos = typos
        self.typo_order = list(TYPOS)
        if typos:
            rng.shuffle(self.typo_order)

    def _typo(self, s):
        for right, wrong in self.typo_order:
            if self.typos <= 0:
                break
            m = re.search(r"\b" + right + r"\b", s)
            if m and self.rng.random() < 0.12:
                s = s[:m.start()] + wrong + s[m.end():]
                self.typos -= 1
        return s

    def add(self, s):
        if not s:
            return
        if self.typos > 0:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, p):
        v = p.v.lower() if self.lower else p.v
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[p.t],
                           "type": p.t, "text": v})

    def put(self, x):
        if x is None:
            return
        if isinstance(x, P):
            self.phi(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.put(y)
        else:
            self.add(str(x))

    def f(self, tmpl, ctx=None, **kw):
        """Fill a template: {key} takes a P (span), a list of pieces, or plain text."""
        i = 0
        for m in _KEY.finditer(tmpl):
            self.add(tmpl[i:m.start()])
            k = m.group(1)
            if k in kw:
                val = kw[k]
            elif ctx is not None and k in ctx:
                val = ctx[k]
            else:
                raise KeyError(k)
            self.put(val)
            i = m.end()
        self.add(tmpl[i:])

    def text(self):
        return "".join(self.parts)


def join_list(items, sep=", ", last=" and "):
    """Join pieces (P or str) into a list of pieces with separators."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(it)
    return out
