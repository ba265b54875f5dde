"""Note assembly: literal text and PHI values are appended in one pass and
span offsets are recorded at the moment each PHI value is appended."""
import re

LABEL = {
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
TYPES = sorted(LABEL)

# occasional misspellings, only ever applied to literal (non-PHI) template text
TYPOS = {
    "patient": "pateint", "received": "recieved", "abdominal": "abdomnial",
    "discussed": "dicussed", "symptoms": "symtoms", "frequency": "frequncy",
    "examination": "examinaton", "which": "whcih", "separate": "seperate",
    "tenderness": "tendernes", "bladder": "bladdder", "urgency": "urgancy",
    "history": "hisotry", "normal": "nromal", "because": "becuase",
    "increase": "incraese", "procedure": "proceedure", "occasionally": "occasionaly",
    "recommend": "reccomend", "available": "availible", "further": "futher",
    "previous": "previuos", "with": "wiht", "advised": "adivsed",
}

_TOK = re.compile(r"\{(\w+)(?::([A-Z_]+))?\}")


class Doc:
    """Builds one note. Template syntax: {key:TYPE} emits ctx[key] as a PHI
    span of fine type TYPE; {key} emits ctx[key] as plain text."""

    def __init__(self, rng, ctx, typo_n=0):
        self.rng = rng
        self.ctx = ctx
        self.parts = []
        self.n = 0
        self.spans = []
        self.typos = {}
        if typo_n:
            for k in rng.sample(sorted(TYPOS), typo_n):
                self.typos[k] = TYPOS[k]

    def _raw(self, s):
        self.parts.append(s)
        self.n += len(s)

    def lit(self, s):
        if self.typos and s:
            for w in sorted(self.typos):
                m = re.search(r"\b%s\b" % w, s)
                if m:
                    s = s[:m.start()] + self.typos.pop(w) + s[m.end():]
        self._raw(s)

    def phi(self, value, typ):
        v = str(value)
        if not v or v != v.strip() or typ not in LABEL:
            raise ValueError("bad PHI value %r / %s" % (v, typ))
        self.spans.append((self.n, self.n + len(v), typ))
        self._raw(v)

    def f(self, tpl, **kw):
        pos = 0
        for m in _TOK.finditer(tpl):
            if m.start() > pos:
                self.lit(tpl[pos:m.start()])
            key, typ = m.group(1), m.group(2)
            val = kw[key] if key in kw else self.ctx[key]
            if typ:
                self.phi(val, typ)
            else:
                self._raw(str(val))
            pos = m.end()
        if pos < len(tpl):
            self.lit(tpl[pos:])

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        for s, e, t in self.spans:
            spans.append({"start": s, "end": e, "label": LABEL[t], "type": t,
                          "text": text[s:e]})
        return text, spans


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p
