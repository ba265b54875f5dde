"""Note builder: text is assembled piece by piece and every PHI piece records
its own offsets at the moment it is appended (single pass, no searching)."""
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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

TOK = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
WORD = re.compile(r"\b[a-z]{6,}\b")


class P(object):
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABEL:
            raise ValueError("bad type %r" % t)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%s)" % (self.v, self.t)


def typo(rng, s):
    """Introduce one realistic keyboard slip into a word of plain text."""
    words = list(WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    op = rng.randrange(4)
    i = rng.randrange(1, len(w) - 2)
    if op == 0:
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    elif op == 1:
        w2 = w[:i] + w[i + 1:]
    elif op == 2:
        w2 = w[:i] + w[i] + w[i:]
    else:
        w2 = w[:i] + w[i + 1:i + 2] + w[i + 1:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc(object):
    def __init__(self, rng, lowercase=False, typo_rate=0.012):
        self.rng = rng
        self.lc = lowercase
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        """Plain (non-PHI) text."""
        if not s:
            return self
        if self.typo_rate and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        if self.lc:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changes length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, v, typ=None):
        """A PHI piece; its offsets are recorded as it is appended."""
        if isinstance(v, P):
            v, typ = v.v, v.t
        s = v.lower() if self.lc else v
        if len(s) != len(v):
            raise ValueError("lower() changes length: %r" % v)
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % v)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)
        return self

    def put(self, val):
        if val is None:
            return self
        if isinstance(val, P):
            return self.p(val)
        if isinstance(val, (list, tuple)):
            for x in val:
                self.put(x)
            return self
        return self.t(str(val))

    def f(self, tmpl, *maps, **kw):
        """Template with {key} slots; a slot's value may be str, P or a list of both."""
        env = {}
        for m in maps:
            env.update(m)
        env.update(kw)
        i = 0
        for m in TOK.finditer(tmpl):
            self.t(tmpl[i:m.start()])
            self.put(env[m.group(1)])
            i = m.end()
        self.t(tmpl[i:])
        return self

    def nl(self, n=1):
        self.parts.append("\n" * n)
        self.pos += n
        return self

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        txt = self.text()
        for sp in self.spans:
            assert txt[sp["start"]:sp["end"]] == sp["text"]
        spans = sorted(self.spans, key=lambda x: x["start"])
        return {"id": nid, "text": txt,
                "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                           "type": s["type"], "text": s["text"]} for s in spans],
                "meta": {"source": "dev419-en", "genre": genre,
                         "lowercase": bool(self.lc), "country": country}}
