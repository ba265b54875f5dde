"""Note builder that records PHI offsets while a note is assembled.

Every piece of text is appended in order; a PHI piece records its span at the
current offset before it is appended, so offsets are never recovered by
searching the finished text.
"""
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

# occasional misspellings, applied only to literal (non-PHI) text
TYPOS = [
    ("patient", "pateint"), ("sputum", "sputm"), ("received", "recieved"),
    ("exacerbation", "exacerbaton"), ("physiotherapy", "physiotheraphy"),
    ("bronchiectasis", "bronchiectsis"), ("occasional", "occassional"),
    ("separate", "seperate"), ("tomorrow", "tomorow"), ("breathless", "breathles"),
    ("antibiotics", "antibiotcs"), ("review", "reveiw"), ("nebuliser", "nebulser"),
    ("following", "folowing"), ("increased", "incresed"), ("haemoptysis", "haemoptyisis"),
    ("colour", "color"), ("with", "wiht"), ("the", "teh"), ("and", "adn"),
    ("appointment", "appointmnet"), ("clearance", "clearence"), ("discussed", "discused"),
]

TITLE_OUT = ("Dr ", "Dr. ", "Mr ", "Mrs ", "Ms ", "Miss ", "Mx ", "Prof ")


class Doc:
    def __init__(self, rng, typo_rate=0.0, spell=None):
        self.rng = rng
        self.typo_rate = typo_rate
        self.spell = spell or []
        self.buf = []
        self.pos = 0
        self.spans = []

    # ---- literal text -------------------------------------------------
    def t(self, s):
        if not s:
            return self
        for pat, rep in self.spell:
            s = pat.sub(rep, s)
        if self.typo_rate and self.rng.random() < self.typo_rate:
            s = self._typo(s)
        self.buf.append(s)
        self.pos += len(s)
        return self

    def _typo(self, s):
        cands = [(a, b) for a, b in TYPOS if re.search(r"\b" + a + r"\b", s)]
        if not cands:
            return s
        a, b = cands[self.rng.randrange(len(cands))]
        return re.sub(r"\b" + a + r"\b", b, s, count=1)

    # ---- PHI ------------------------------------------------------------
    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.buf.append(s)
        self.pos += len(s)
        return self

    def seq(self, parts):
        """parts: list of (text, type-or-None)."""
        for text, typ in parts:
            if typ:
                self.p(text, typ)
            else:
                self.t(text)
        return self

    _PH = re.compile(r"\{(?:([A-Z_]+):)?([A-Za-z][A-Za-z0-9_]*)\}")

    def f(self, template, **kw):
        """Write a template. {TYPE:key} is PHI of that type, {key} is a plain
        value, a list of (text, type) pairs, or a callable taking the doc."""
        i = 0
        for m in self._PH.finditer(template):
            self.t(template[i:m.start()])
            typ, key = m.group(1), m.group(2)
            val = kw[key]
            if typ:
                self.p(val, typ)
            else:
                self.put(val)
            i = m.end()
        self.t(template[i:])
        return self

    def put(self, val):
        if val is None:
            return self
        if isinstance(val, str):
            return self.t(val)
        if callable(val):
            val(self)
            return self
        return self.seq(val)

    # ---- finish -----------------------------------------------------------
    def build(self, lowercase=False):
        text = "".join(self.buf)
        spans = [dict(s) for s in self.spans]
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch")
        return text, spans


def spelling(us):
    """Literal spelling substitutions for North American notes."""
    if not us:
        return []
    pairs = [("nebulised", "nebulized"), ("Nebulised", "Nebulized"), ("nebuliser", "nebulizer"),
             ("Nebuliser", "Nebulizer"), ("colour", "color"), ("haemoptysis", "hemoptysis"),
             ("Haemoptysis", "Hemoptysis"), ("oedema", "edema"), ("anaemia", "anemia"),
             ("centre", "center"), ("Centre", "Center"), ("programme", "program"),
             ("litres", "liters"), ("organised", "organized"), ("haemoglobin", "hemoglobin"),
             ("Haemoglobin", "Hemoglobin"), ("paediatric", "pediatric"), ("optimise", "optimize"),
             ("recognised", "recognized"), ("minimise", "minimize")]
    return [(re.compile(r"\b" + a + r"\b"), b) for a, b in pairs]
