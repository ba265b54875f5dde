"""Note assembly with single-pass offset bookkeeping.

A Doc collects plain pieces and PHI pieces in order; the offset of each PHI
piece is the running length of everything appended before it.  Nothing ever
searches the finished text for a value.
"""
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

# misspellings clinicians really make in running text (never applied to PHI)
TYPOS = {
    "patient": "pateint", "received": "recieved", "tolerated": "tolertaed",
    "afebrile": "afebirle", "discussed": "dicussed", "appetite": "apetite",
    "diarrhoea": "diarrohea", "diarrhea": "diarhea", "infusion": "infusoin",
    "reviewed": "reveiwed", "with": "wiht", "and": "adn", "the": "teh",
    "continue": "contiue", "morning": "mornign", "symptoms": "symtoms",
    "mucositis": "mucosits", "neutropenic": "neutorpenic", "planned": "planed",
    "started": "statred", "remains": "reamins", "tomorrow": "tommorow",
    "mobilisation": "mobilsation", "mobilization": "mobilzation",
    "engraftment": "engraftmnet", "transfusion": "tranfusion",
    "cyclophosphamide": "cyclophosphamde", "levetiracetam": "levetiracteam",
    "dexamethasone": "dexamethsone", "fludarabine": "fludaribine",
    "secondary": "secondry", "prophylaxis": "prophylaxsis", "occasional": "occassional",
    "necessary": "neccessary", "until": "untill", "review": "reveiw",
    "weight": "wieght", "breathing": "breathign", "overnight": "overnite",
}
_WORD = re.compile(r"[A-Za-z]+")

OPEN_OK = {"PHONE": "(+", "FAX": "(+"}


class Doc:
    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- plain text -------------------------------------------------------
    def _mis(self, m):
        w = m.group(0)
        if self.rng.random() >= self.typo:
            return w
        k = w.lower()
        if k in TYPOS:
            t = TYPOS[k]
            if w[0].isupper():
                t = t[0].upper() + t[1:]
            if w.isupper() and len(w) > 1:
                t = t.upper()
            return t
        return w

    def _plain(self, s):
        if self.typo and s:
            s = _WORD.sub(self._mis, s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # -- PHI ----------------------------------------------------------------
    def _phi(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError("unknown type " + typ)
        v = value.lower() if self.lower else value
        if len(v) != len(value):
            raise ValueError("lower() changed length: %r" % value)
        if not v or v != v.strip():
            raise ValueError("blank edge in %r" % value)
        first_ok = v[0].isalnum() or v[0] in OPEN_OK.get(typ, "")
        last_ok = v[-1].isalnum() or (
            typ in ("PATIENT", "DOCTOR", "FAMILY") and v[-1] == "."
            and len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha()))
        if not (first_ok and last_ok):
            raise ValueError("punctuation edge in %r (%s)" % (value, typ))
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ, "text": v})

    def w(self, *items):
        """Append items: a str is plain text, a (value, TYPE) tuple is PHI."""
        for it in items:
            if isinstance(it, str):
                self._plain(it)
            elif it is None:
                continue
            else:
                val, typ = it
                self._phi(val, typ)
        return self

    def line(self, *items):
        self.w(*items)
        self._plain("\n")
        return self

    def text(self):
        return "".join(self.parts)

    def result(self):
        txt = self.text()
        # trim trailing blank lines only (never shifts span offsets)
        cut = len(txt.rstrip())
        for sp in self.spans:
            assert sp["end"] <= cut
        return txt[:cut] + "\n", self.spans
