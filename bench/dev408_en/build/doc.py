"""Note assembly: text is appended piece by piece and span offsets are recorded as each piece goes in."""
import re

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
TYPES = sorted(LABELS)

PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
WORD = re.compile(r"[A-Za-z]+")

TYPOS = {
    "received": "recieved", "patient": "pateint", "separate": "seperate", "definitely": "definately",
    "occasionally": "occassionally", "which": "whcih", "the": "teh", "and": "adn", "insulin": "insluin",
    "glucose": "glucsoe", "reviewed": "reviwed", "discussed": "discused", "appointment": "appointmnet",
    "breakfast": "breakfst", "overnight": "overnihgt", "school": "shcool", "because": "becuase",
    "their": "thier", "ketones": "ketnes", "advised": "advsied", "basal": "basl", "carbohydrate": "carbohydate",
    "hypoglycaemia": "hypoglycaemi", "hypoglycemia": "hypoglycemai", "sensor": "snesor", "dinner": "diner",
    "evening": "eveing", "weight": "wieght", "family": "famliy", "bolus": "bouls", "with": "wiht",
    "review": "reveiw", "symptoms": "symtpoms", "tomorrow": "tommorow", "until": "untill",
}


class Doc:
    def __init__(self, rng, ctx, typos=0):
        self.rng = rng
        self.ctx = ctx
        self.buf = []
        self.pos = 0
        self.spans = []
        self.typos = typos

    # plain text that may carry an occasional typo
    def lit(self, s):
        if self.typos > 0 and s:
            out, last = [], 0
            for m in WORD.finditer(s):
                w = m.group(0)
                if self.typos > 0 and w in TYPOS and self.rng.random() < 0.06:
                    out.append(s[last:m.start()])
                    out.append(TYPOS[w])
                    last = m.end()
                    self.typos -= 1
            out.append(s[last:])
            s = "".join(out)
        self.raw(s)

    def raw(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)

    def span(self, text, typ):
        if typ is None:
            self.raw(text)
            return
        if typ not in LABELS:
            raise ValueError(typ)
        if not text or text != text.strip():
            raise ValueError("bad span text %r" % text)
        start = self.pos
        self.raw(text)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ], "type": typ})

    def put(self, v):
        if v is None:
            raise ValueError("None value")
        if isinstance(v, str):
            self.raw(v)
        elif isinstance(v, tuple):
            self.span(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        else:
            raise TypeError(type(v))

    def w(self, template, **kw):
        last = 0
        for m in PH.finditer(template):
            self.lit(template[last:m.start()])
            key = m.group(1)
            if key in kw:
                v = kw[key]
            elif key in self.ctx:
                v = self.ctx[key]
            else:
                raise KeyError(key)
            self.put(v)
            last = m.end()
        self.lit(template[last:])

    def ln(self, template="", **kw):
        self.w(template, **kw)
        self.raw("\n")

    def finish(self, lowercase):
        text = "".join(self.buf)
        # trailing whitespace only; spans never reach it
        text = text.rstrip()
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s in self.spans:
            if s["end"] > len(text):
                raise ValueError("span past end")
            d = dict(s)
            d["text"] = text[s["start"]:s["end"]]
            spans.append(d)
        return text, spans
