"""Single-pass note builder: text pieces are appended in order and PHI spans are recorded as they go."""

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# US spelling is the template default; Australian notes are localised piece by piece (plain text only).
AU_SPELL = [("leukemia", "leukaemia"), ("Leukemia", "Leukaemia"), ("anemia", "anaemia"), ("Anemia", "Anaemia"),
            ("hematolog", "haematolog"), ("Hematolog", "Haematolog"), ("tumor", "tumour"), ("Tumor", "Tumour"),
            ("pediatric", "paediatric"), ("Pediatric", "Paediatric"), ("PEDIATRIC", "PAEDIATRIC"),
            ("HEMATOLOG", "HAEMATOLOG"), ("behavior", "behaviour"), ("color", "colour"), ("esophag", "oesophag"),
            ("hemoglobin", "haemoglobin"), ("Hemoglobin", "Haemoglobin"), ("neutropenic", "neutropaenic"),
            ("mom ", "mum "), ("Mom ", "Mum "), ("mom's", "mum's"), ("Mom's", "Mum's"), ("mom,", "mum,"),
            ("mom.", "mum."), ("Mom:", "Mum:"), ("organiz", "organis"), ("center", "centre"),
            ("Center", "Centre"), ("counseling", "counselling"), ("Counseling", "Counselling"),
            ("labeled", "labelled"), ("hemorrhag", "haemorrhag"), ("edema", "oedema"), ("Edema", "Oedema"),
            ("apheresis", "apheresis"), ("fetal", "fetal"), ("diarrhea", "diarrhoea"), ("Diarrhea", "Diarrhoea"),
            ("favor", "favour"), ("recognize", "recognise"), ("program ", "programme "), ("program,", "programme,"), ("aluminum", "aluminium"),
            ("hemoly", "haemoly"), ("hematopoie", "haematopoie"), ("Hematopoie", "Haematopoie"), ("hemodynamic", "haemodynamic"),
            ("counselor", "counsellor"), ("immuniz", "immunis"), ("Immuniz", "Immunis"), ("randomiz", "randomis"), ("Randomiz", "Randomis"),
            ("localiz", "localis"), ("sanitiz", "sanitis"), ("acetaminophen", "paracetamol"), ("Acetaminophen", "Paracetamol"),
            ("MiraLAX", "Movicol"), ("leukoreduced", "leucodepleted"), ("hemophag", "haemophag"), ("papilledema", "papilloedema"), ("Hem/Onc", "Haem/Onc"), ("HEM/ONC", "HAEM/ONC")]
# a couple of AU writers genuinely use "neutropenic"; undo the over-eager rule
AU_SPELL = [p for p in AU_SPELL if p[0] != "neutropenic" and p[0] != p[1]]

TYPOS = {"patient": "pateint", "received": "recieved", "tolerated": "tolerted", "because": "becuase",
         "temperature": "temperture", "mother": "mohter", "separate": "seperate", "occurred": "occured",
         "discussed": "dicussed", "family": "famliy", "with": "wiht", "the": "teh", "and": "adn",
         "neutrophil": "neutophil", "platelets": "platelts", "appointment": "appointmnet",
         "flushed": "flused", "dressing": "dresing", "reviewed": "reveiwed", "medication": "medicaiton",
         "definitely": "definately", "their": "thier", "which": "whcih", "bilateral": "bilaterial"}


class Doc:
    def __init__(self, rng, country="US", typo=0.0):
        self.rng = rng
        self.country = country
        self.typo = typo
        self.buf = []
        self.n = 0
        self.spans = []

    def _plain(self, s):
        if self.country == "AU":
            for a, b in AU_SPELL:
                if a in s:
                    s = s.replace(a, b)
        if self.typo and len(s) > 12:
            words = s.split(" ")
            for i, w in enumerate(words):
                if w in TYPOS and self.rng.random() < self.typo:
                    words[i] = TYPOS[w]
            s = " ".join(words)
        return s

    def t(self, s):
        s = self._plain(s)
        self.buf.append(s)
        self.n += len(s)

    def raw(self, s):
        self.buf.append(s)
        self.n += len(s)

    def p(self, typ, s):
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABELS[typ], "type": typ, "text": s})
        self.buf.append(s)
        self.n += len(s)

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, tuple):
                self.p(it[0], it[1])
            else:
                self.w(*it)

    def text(self):
        return "".join(self.buf)

    def finish(self, lower=False):
        txt = self.text()
        spans = [dict(s) for s in self.spans]
        if lower:
            low = txt.lower()
            if len(low) != len(txt):
                raise ValueError("lower() changed length")
            txt = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if txt[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset drift at %r" % (s,))
        return txt, spans
