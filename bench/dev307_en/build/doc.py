"""Single-pass note builder: text pieces are appended in order and every PHI
piece records its own offsets at the moment it is written."""
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

_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Append-only text with span bookkeeping.

    Values accepted by v()/f():
      str            -> plain text
      (text, TYPE)   -> a PHI piece
      list           -> a sequence of values
      None           -> nothing
    When the note is a lower-case note every piece is lower-cased as it is
    appended (all text is ASCII, so this equals lower-casing the whole note).
    """

    def __init__(self, lower=False, spelling=None):
        self.lower = lower
        self.spell = None
        if spelling:
            keys = sorted(spelling, key=lambda k: (-len(k), k))
            self.spell = (re.compile("|".join(re.escape(k) for k in keys)), spelling)
        self.parts = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if not s:
            return
        if self.spell:
            rx, table = self.spell
            s = rx.sub(lambda m: table[m.group(0)], s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad phi piece %r" % (s,))
        if self.lower:
            s = s.lower()
        self.spans.append({"start": self.n, "end": self.n + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.n += len(s)

    def v(self, val):
        if val is None:
            return
        if isinstance(val, str):
            self.t(val)
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.v(x)
        else:
            raise TypeError(repr(val))

    def f(self, tmpl, **kw):
        pos = 0
        for m in _FIELD.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.v(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def line(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.parts)


def flat(val):
    """Plain-text rendering of a value (used only for widths in tables)."""
    if val is None:
        return ""
    if isinstance(val, str):
        return val
    if isinstance(val, tuple):
        return val[0]
    return "".join(flat(x) for x in val)


def pad(val, width):
    """Value followed by spaces up to width (padding is plain text)."""
    k = width - len(flat(val))
    return [val, " " * max(1, k)]


# North American spelling of plain (non-PHI) text; applied piece by piece
MED_NA = {
    "nebulised": "nebulized", "Nebulised": "Nebulized", "nebuliser": "nebulizer", "Nebuliser": "Nebulizer",
    "haemoptysis": "hemoptysis", "Haemoptysis": "Hemoptysis", "faecal": "fecal", "oesophageal": "esophageal",
    "Oesophageal": "Esophageal", "paediatric": "pediatric", "Paediatric": "Pediatric", "PAEDIATRIC": "PEDIATRIC",
    "hyperglycaemia": "hyperglycemia", "hypoglycaemia": "hypoglycemia", "anaemia": "anemia", "oedema": "edema",
    "diarrhoea": "diarrhea", "Haemoglobin": "Hemoglobin", "anaesth": "anesth",
    "Anaesth": "Anesth", "paeds": "peds", "Paeds": "Peds", "orthopaedic": "orthopedic",
}
US_ONLY = {
    "colour": "color", "centre": "center", "Centre": "Center", "programme": "program", "travelling": "traveling",
    "counselling": "counseling", "COUNSELLING": "COUNSELING", "behaviour": "behavior", "litre": "liter",
    "fibre": "fiber", "haematology": "hematology", "mould": "mold", "organisation": "organization",
    "Travellers": "Travelers", "Salbutamol": "Albuterol", "salbutamol": "albuterol",
    "Colecalciferol": "Cholecalciferol", "Paracetamol": "Acetaminophen", "GP practice": "PCP office", "travellers": "travelers", "licence": "license", "Licence": "License",
}


def spelling_for(country):
    if country == "United States":
        d = dict(MED_NA)
        d.update(US_ONLY)
        return d
    if country == "Canada":
        return dict(MED_NA)
    return None
