"""Note assembler: text is appended piece by piece and every PHI piece
records its own offsets at the moment it is appended (single pass)."""
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

TOK = re.compile(r"\{(\w+)\}")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

# misspellings a busy clinician or clerk really types (non-PHI wording only)
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("commenced", "comenced"),
    ("reviewed", "reviewd"), ("abdomen", "abdomin"), ("temperature", "temprature"),
    ("definitely", "definately"), ("separate", "seperate"), ("oxygen", "oxgyen"),
    ("saturations", "saturatons"), ("antibiotics", "antibiotcs"), ("breathing", "breathng"),
    ("discussed", "discused"), ("tachycardic", "tachycardiac"), ("hypotensive", "hypotensve"),
    ("required", "requried"), ("necessary", "neccessary"), ("increased", "incresed"),
    ("urine", "urin"), ("peripheries", "peripherys"), ("consultant", "consultnat"),
    ("bolus", "bolous"), ("cultures", "cultres"), ("escalated", "escallated"),
    ("assessment", "assesment"), ("tolerating", "tollerating"), ("sepsis", "sespis"),
]


def label_of(typ):
    return LABEL[typ]


def bad_edges(value, typ):
    """Return a reason string if a PHI value has illegal edges, else ''."""
    if not value or value != value.strip():
        return "blank edge"
    if "\n" in value:
        return "newline inside"
    first, last = value[0], value[-1]
    if not first.isalnum():
        if not (typ in ("PHONE", "FAX") and first in "(+"):
            return "leading punctuation"
    if not last.isalnum():
        ok = (last == "." and typ in ("PATIENT", "DOCTOR", "FAMILY")
              and INITIAL_END.search(value) is not None)
        if not ok:
            return "trailing punctuation"
    return ""


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.12):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # plain (non-PHI) text
    def t(self, s):
        if not s:
            return self
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return self

    # narrative text that may carry one realistic typo
    def x(self, s):
        if self.rng.random() < self.typo_rate:
            cands = [p for p in TYPOS if p[0] in s]
            if cands:
                good, bad = self.rng.choice(cands)
                s = s.replace(good, bad, 1)
        return self.t(s)

    # one PHI value; offsets recorded as it lands
    def p(self, value, typ):
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        if self.lower:
            low = value.lower()
            assert len(low) == len(value), value
            value = low
        why = bad_edges(value, typ)
        if why:
            raise ValueError("bad PHI value %r (%s): %s" % (value, typ, why))
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": value})
        return self

    # anything: str (plain), (value, TYPE) tuple, list of those, None
    def add(self, v):
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            return self.p(v[0], v[1])
        if isinstance(v, list):
            for item in v:
                self.add(item)
            return self
        raise TypeError(repr(v))

    # template with {key} holes filled from kw (plain or PHI pieces)
    def f(self, tmpl, **kw):
        pos = 0
        for m in TOK.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    # same as f but plain stretches may carry a typo
    def fx(self, tmpl, **kw):
        pos = 0
        for m in TOK.finditer(tmpl):
            self.x(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.x(tmpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)
