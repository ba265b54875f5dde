"""Note builder for dev326_en.

Text is appended piece by piece; every PHI piece is recorded as a span at the
moment it is appended, so offsets are never recovered by searching the text.
"""

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


class NB:
    """Accumulates text pieces; tuples (text, TYPE) become spans."""

    TYPOS = [("the ", "teh "), ("patient", "pateint"), ("dizziness", "dizzyness"),
             ("received", "recieved"), ("vertigo", "vertgio"), ("symptoms", "symtpoms"),
             ("review", "reveiw"), ("balance", "balnce"), ("with ", "wiht "),
             ("hearing", "hearign"), ("nystagmus", "nystagmsu"), ("which", "whcih")]

    def __init__(self, typo_rng=None, typo_p=0.0):
        self.parts = []
        self.spans = []
        self.n = 0
        self.typo_rng = typo_rng
        self.typo_p = typo_p

    def _typo(self, s):
        rng = self.typo_rng
        if rng is None or self.typo_p <= 0 or len(s) < 25:
            return s
        if rng.random() >= self.typo_p:
            return s
        a, b = rng.choice(self.TYPOS)
        i = s.find(a)
        if i < 0:
            return s
        return s[:i] + b + s[i + len(a):]

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                it = self._typo(it)
                self.parts.append(it)
                self.n += len(it)
            elif isinstance(it, list):
                self.add(*it)
            elif isinstance(it, tuple):
                text, typ = it
                if typ is None:
                    self.add(text)
                    continue
                if typ not in TYPE_LABEL:
                    raise ValueError("bad type %r" % (typ,))
                if not text or text != text.strip():
                    raise ValueError("bad span text %r" % (text,))
                self.spans.append((self.n, self.n + len(text), typ, text))
                self.parts.append(text)
                self.n += len(text)
            else:
                raise TypeError(repr(it))
        return self

    def line(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        last = 0
        for s, e, typ, tx in self.spans:
            if lower:
                tx = tx.lower()
            if s < last:
                raise ValueError("overlap")
            last = e
            if text[s:e] != tx:
                raise ValueError("offset mismatch")
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ],
                          "type": typ, "text": tx})
        return text, spans
