"""Single-pass note assembly: plain pieces and PHI pieces are appended in
order and every PHI piece records its own offsets as it lands."""
import re

LABEL_OF = {
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

# misspellings clinicians really make; only ever applied to non-PHI wording
TYPOS = {
    "patient": "pateint", "received": "recieved", "tomorrow": "tommorow",
    "separate": "seperate", "dressing": "dressng", "reviewed": "reveiwed",
    "catheter": "cathether", "insulin": "insluin", "commode": "comode",
    "occurred": "occured", "necessary": "neccessary", "daughter": "daugther",
    "assessment": "assesment", "applied": "appled", "discussed": "dicussed",
    "surrounding": "surounding", "exudate": "exudte", "bandage": "bandge",
    "arranged": "arrranged", "advised": "adviced", "medication": "medicaiton",
    "because": "becuase", "comfortable": "comfortible", "family": "famliy",
    "requested": "requsted", "pressure": "presure", "required": "requried",
    "breathing": "breating", "district": "distict", "equipment": "equipement",
    "slough": "slogh", "granulation": "granulaton", "appointment": "appointmnet",
    "continue": "contine", "tolerated": "tolarated", "reports": "reprots",
    "mattress": "matress", "definitely": "definately", "until": "untill",
    "which": "wich", "their": "thier", "weight": "wieght", "peripheral": "periferal",
    "review": "reveiw", "changed": "chnaged", "checked": "cheked", "daily": "dialy", "please": "pleae",
    "supplied": "suplied", "referral": "referal", "continence": "continance", "dressings": "dressigns",
    "erythema": "erythma", "haematuria": "heamaturia", "encrustation": "encrustaion", "symptoms": "symtoms",
    "compression": "compresion", "infection": "infecton", "granulating": "granulatng", "washout": "washuot",
    "remaining": "remaning", "allergies": "allergys", "demonstrated": "demonstarted", "behind": "behing",
    "settled": "setled", "wishes": "wishs", "hourly": "hourley", "reassessment": "reassesment",
}
_WORD = re.compile(r"[A-Za-z]+")
_BAD_EDGE = set(" \t\n\r,;:!?\"'()[]{}<>")


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.08):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    def _typo(self, s):
        if not self.typo_rate:
            return s
        out, last = [], 0
        for m in _WORD.finditer(s):
            w = m.group(0)
            if w in TYPOS and self.rng.random() < self.typo_rate:
                out.append(s[last:m.start()])
                out.append(TYPOS[w])
                last = m.end()
        if not out:
            return s
        out.append(s[last:])
        return "".join(out)

    def plain(self, s):
        if not s:
            return
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, typ, value):
        value = str(value)
        if self.lower:
            value = value.lower()
        if typ not in LABEL_OF:
            raise ValueError("unknown type " + typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        if value[0] in _BAD_EDGE and not (value[0] == "(" and typ in ("PHONE", "FAX")):
            raise ValueError("leading punctuation %r" % value)
        if value[-1] in _BAD_EDGE:
            raise ValueError("trailing punctuation %r" % value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": value})

    def t(self, *pieces):
        """Append pieces: str is plain text, (type, value) is PHI, None skipped."""
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, tuple):
                self.phi(p[0], p[1])
            elif isinstance(p, list):
                self.t(*p)
            else:
                self.plain(p)

    def ln(self, *pieces):
        self.t(*pieces)
        self.plain("\n")

    def f(self, template, **kw):
        """Template with {key} slots; kw values are str, tuple or list pieces."""
        for i, chunk in enumerate(re.split(r"\{(\w+)\}", template)):
            if i % 2:
                self.t(kw[chunk])
            else:
                self.plain(chunk)

    def text(self):
        return "".join(self.parts)

    def record(self, nid, genre, country):
        text = self.text().rstrip("\n") + "\n"
        return {"id": nid, "text": text, "spans": self.spans,
                "meta": {"source": "dev431-en", "genre": genre,
                         "lowercase": self.lower, "country": country}}
