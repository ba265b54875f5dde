"""Note builder: text and PHI spans are recorded in one pass while a note is assembled."""
import re

LABEL_OF = {
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
TYPES = tuple(sorted(LABEL_OF))
EDGE = set(",.;:!?\"'()[]{}<>")
_SLOT = re.compile(r"\{(\d+)\}")
_WORD = re.compile(r"[A-Za-z]{6,}")
_INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")  # initials keep their dot: "J.S.", "Maria K."


def edge_ok(v):
    """No surrounding punctuation; a bracket is allowed only when balanced inside the value."""
    if v[0] in EDGE and not (v[0] == "(" and ")" in v):
        return False
    if v[-1] in EDGE and not (v[-1] == ")" and "(" in v) and not _INITIAL_END.search(v):
        return False
    return True


class Doc:
    """Append plain text with t(), PHI with p(); f() fills a template with either."""

    def __init__(self, rng, lower=False, typo_p=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_p = typo_p
        self.parts = []
        self.spans = []
        self.pos = 0

    def _typo(self, s):
        words = list(_WORD.finditer(s))
        if not words:
            return s
        m = words[self.rng.randrange(len(words))]
        w = m.group(0)
        i = self.rng.randrange(1, len(w) - 2)
        kind = self.rng.randrange(3)
        if kind == 0:
            w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        elif kind == 1:
            w2 = w[:i] + w[i + 1:]
        else:
            w2 = w[:i] + w[i] + w[i:]
        return s[:m.start()] + w2 + s[m.end():]

    def t(self, s):
        if not s:
            return self
        if self.typo_p and self.rng.random() < self.typo_p:
            s = self._typo(s)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, value, typ):
        value = str(value)
        assert typ in LABEL_OF, typ
        assert value and value == value.strip(), repr(value)
        assert edge_ok(value), repr(value)
        if self.lower:
            low = value.lower()
            assert len(low) == len(value)
            value = low
        self.spans.append({"start": self.pos, "end": self.pos + len(value),
                           "label": LABEL_OF[typ], "type": typ, "text": value})
        self.parts.append(value)
        self.pos += len(value)
        return self

    def put(self, item):
        """item: None, str (plain), (value, TYPE) tuple, or list of items."""
        if item is None:
            return self
        if isinstance(item, str):
            return self.t(item)
        if isinstance(item, tuple):
            return self.p(item[0], item[1])
        for x in item:
            self.put(x)
        return self

    def f(self, tpl, *args):
        last = 0
        for m in _SLOT.finditer(tpl):
            self.t(tpl[last:m.start()])
            self.put(args[int(m.group(1))])
            last = m.end()
        self.t(tpl[last:])
        return self

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country, source="dev401-en"):
        text = self.text()
        assert len(text) == self.pos
        for s in self.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        return {"id": nid, "text": text, "spans": list(self.spans),
                "meta": {"source": source, "genre": genre,
                         "lowercase": bool(self.lower), "country": country}}
