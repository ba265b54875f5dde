"""Note assembly with single-pass offset recording (dev245)."""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABEL)

_PH = re.compile(r"\{(\w+)\}")

# occasional keyboard slips in non-PHI text (busy clinicians); applied to plain pieces only
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("dressing", "dressign"), ("flushed", "flsuhed"),
         ("Allergies", "Alergies"), ("infusion", "infusoin"), ("catheter", "cathter"), ("discussed", "dicussed"),
         ("tolerated", "tolerted"), ("swelling", "sweling"), ("reviewed", "reveiwed"), ("arranged", "arrnaged"),
         ("continue", "contine"), ("advised", "adviced"), ("erythema", "erythma"), ("bloods", "blods"),
         ("without", "wihtout"), ("review", "reveiw"), ("weekly", "weelky"), ("planned", "planed")]
TYPO_RATE = 0.04


class Note:
    """Collects text pieces; each PHI piece records its span as it is appended."""

    def __init__(self, rng=None):
        self.buf = []
        self.spans = []
        self.pos = 0
        self.rng = rng
        self.typos = 0

    def _append(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)

    def raw(self, s):
        if s and self.rng is not None and len(s) > 12 and self.rng.random() < TYPO_RATE:
            for good, bad in TYPOS:
                m = re.search(r"\b%s\b" % good, s)
                if m:
                    s = s[:m.start()] + bad + s[m.end():]
                    self.typos += 1
                    break
        self._append(s)

    def ent(self, s, typ):
        if typ not in LABEL:
            raise ValueError("bad type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append((self.pos, self.pos + len(s), typ, s))
        self._append(s)

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.raw(v)
        elif isinstance(v, (int, float)):
            self.raw(str(v))
        elif isinstance(v, tuple):
            if v[1]:
                self.ent(v[0], v[1])
            else:
                self.raw(v[0])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        else:
            raise TypeError(repr(v))

    def add(self, tpl, **kw):
        i = 0
        for m in _PH.finditer(tpl):
            self.raw(tpl[i:m.start()])
            self.put(kw[m.group(1)])
            i = m.end()
        self.raw(tpl[i:])

    def ln(self, tpl="", **kw):
        self.add(tpl, **kw)
        self.raw("\n")

    def text(self):
        return "".join(self.buf)

    def record(self, nid, genre, country, lowercase):
        text = self.text()
        spans = []
        for s, e, t, st in self.spans:
            if text[s:e] != st:
                raise AssertionError("offset drift in %s" % nid)
            spans.append({"start": s, "end": e, "label": LABEL[t], "type": t, "text": st})
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length in %s" % nid)
            text = low
            for sp in spans:
                sp["text"] = sp["text"].lower()
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev245-en", "genre": genre, "lowercase": bool(lowercase), "country": country}}


def S(text, typ):
    return (text, typ)
