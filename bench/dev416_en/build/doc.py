"""Note builder: text is assembled piece by piece and every PHI offset is
recorded at the moment its piece is appended (single pass, no searching)."""
import re

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
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

# occasional misspellings in free text (never inside PHI values)
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("discussed", "dicussed"),
    ("advised", "advsied"), ("appointment", "appointmnet"),
    ("explained", "explianed"), ("bleeding", "bleedign"), ("because", "becuase"),
    ("which", "whcih"), ("tomorrow", "tommorow"), ("information", "infomation"),
    ("pregnancy", "pregancy"), ("separate", "seperate"), ("consent", "concent"),
    ("contraception", "contracepiton"), ("insertion", "insertoin"),
    ("removal", "remvoal"), ("discomfort", "discomfrot"), ("reviewed", "reviwed"),
    ("booked", "bookd"), ("follow", "folow"), ("options", "optoins"),
]


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def _append(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        return start, s

    def _typo(self, s):
        if self.typo_rate <= 0 or len(s) < 25:
            return s
        if self.rng.random() >= self.typo_rate:
            return s
        cands = [(a, b) for a, b in TYPOS if re.search(r"\b%s\b" % a, s)]
        if not cands:
            return s
        a, b = cands[self.rng.randrange(len(cands))]
        return re.sub(r"\b%s\b" % a, b, s, count=1)

    def t(self, s):
        if s:
            self._append(self._typo(s))
        return self

    def raw(self, s):
        """plain text without typo injection"""
        if s:
            self._append(s)
        return self

    def p(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError(typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        start, s = self._append(value)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ, "text": s})
        return self

    def add(self, item):
        """item: str | (value, TYPE) | list of items"""
        if item is None:
            return self
        if isinstance(item, str):
            return self.t(item)
        if isinstance(item, tuple):
            return self.p(item[0], item[1])
        for x in item:
            self.add(x)
        return self

    def w(self, tpl, *args):
        pieces = tpl.split("{}")
        if len(pieces) != len(args) + 1:
            raise ValueError("placeholder mismatch in %r" % tpl)
        for i, a in enumerate(args):
            self.t(pieces[i])
            self.add(a)
        self.t(pieces[-1])
        return self

    def text(self):
        return "".join(self.parts)
