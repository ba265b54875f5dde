"""Note builder: text is appended piece by piece and every PHI piece records
its own offsets at the moment it is appended (single pass, no searching)."""
import re

TYPE_LABEL = {
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

# misspellings that clinicians really type; applied only to non-PHI wording
TYPOS = {
    "patient": "pateint", "received": "recieved", "breathing": "breathng",
    "reviewed": "reveiwed", "oxygen": "oxgyen", "saturations": "saturatoins",
    "tolerating": "tolerting", "medication": "medciation", "discussed": "disucssed",
    "advised": "adivsed", "daughter": "daugther", "tomorrow": "tommorow",
    "temperature": "temprature", "comfortable": "comfortible",
    "independent": "independant", "appointment": "appointmnet",
    "definitely": "definately", "separate": "seperate",
    "occasionally": "occassionally", "necessary": "neccessary",
    "assessment": "assesment", "symptoms": "symtoms", "increased": "incresed",
    "cannula": "canula", "position": "postion", "overnight": "overnite",
    "required": "requried", "satisfactory": "satisfactroy", "readings": "readigns",
    "breathless": "breathles", "monitoring": "monitering", "improving": "improvng",
    "family": "famliy", "reassured": "reasured", "settled": "setled", "weight": "wieght",
    "visit": "vist", "drinking": "drinkng", "mobilising": "mobilsing", "referral": "referal",
    "agreeable": "agreable", "consolidation": "consolidaton", "threshold": "threshhold",
}
_TYPO_RE = re.compile(r"\b(" + "|".join(sorted(TYPOS)) + r")\b")
_SLOT = re.compile(r"\{\}")


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.07):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.buf = []
        self.pos = 0
        self.spans = []

    def _typo(self, s):
        def sub(m):
            if self.rng.random() < self.typo_rate:
                return TYPOS[m.group(1)]
            return m.group(1)
        return _TYPO_RE.sub(sub, s)

    def t(self, s):
        """plain (non-PHI) text"""
        if not s:
            return self
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)
        return self

    def ln(self, s=""):
        return self.t(s + "\n")

    def p(self, s, typ):
        """a PHI value; its offsets are recorded as it is appended"""
        if typ not in TYPE_LABEL:
            raise ValueError("bad type " + typ)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})
        return self

    def f(self, template, *vals):
        """template with {} slots; each val is (value, TYPE), None (skip) or plain str"""
        parts = _SLOT.split(template)
        if len(parts) != len(vals) + 1:
            raise ValueError("slot count mismatch in %r" % template)
        for i, v in enumerate(vals):
            self.t(parts[i])
            if v is None:
                continue
            if isinstance(v, tuple):
                self.p(v[0], v[1])
            else:
                self.t(v)
        self.t(parts[-1])
        return self

    def fl(self, template, *vals):
        self.f(template, *vals)
        return self.t("\n")

    def text(self):
        return "".join(self.buf)

    def record(self, nid, genre, country):
        text = self.text()
        for s in self.spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset drift in " + nid)
        return {"id": nid, "text": text,
                "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                           "type": s["type"], "text": s["text"]} for s in self.spans],
                "meta": {"source": "dev421-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
