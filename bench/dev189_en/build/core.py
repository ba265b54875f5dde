"""Note assembly with single-pass offset tracking (dev189_en, author 189)."""
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = list(TYPE_LABEL)


class Phi:
    """A PHI value waiting to be placed into a note."""
    __slots__ = ("text", "typ")

    def __init__(self, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.typ = typ

    def __repr__(self):
        return "Phi(%r,%r)" % (self.text, self.typ)


_FIELD = re.compile(r"\{(\w+)\}")

# US spelling/usage applied to plain (non-PHI) text pieces of US notes, before they are appended
US_SPELL = [
    ("paracetamol", "acetaminophen"), ("Paracetamol", "Acetaminophen"), ("aemo", "emo"), ("oedema", "edema"),
    ("Oedema", "Edema"), ("mobilis", "mobiliz"), ("anaesth", "anesth"), ("Anaesth", "Anesth"),
    ("labour", "labor"), ("Labour", "Labor"), ("caesarean", "cesarean"), ("Caesarean", "Cesarean"),
    ("gynae", "gyne"), ("Gynae", "Gyne"), ("in theatre", "in the OR"), ("nappies", "diapers"),
    ("registrar", "resident"), ("Registrar", "Resident"), ("with GP ", "with PCP "), ("to GP ", "to PCP "),
    ("oestrogen", "estrogen"), ("isation", "ization"), ("colour", "color"),
    ("Tumour", "Tumor"), ("organised", "organized"), ("authorised", "authorized"),
]


class Doc:
    """Appends pieces left to right; spans are recorded at the moment a value is appended."""

    def __init__(self, lower=False, spell=None):
        self.lower = lower
        self.spell = spell or []
        self.parts = []
        self.pos = 0
        self.spans = []

    def _txt(self, s):
        for a, b in self.spell:
            if a in s:
                s = s.replace(a, b)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, p):
        s = p.text.lower() if self.lower else p.text
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        if self.spans and self.spans[-1]["end"] > start:
            raise ValueError("overlap at %d" % start)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[p.typ],
                           "type": p.typ, "text": s})

    def w(self, *pieces):
        """Write pieces: str (plain), Phi (span), list/tuple (recursively), None (skipped)."""
        for piece in pieces:
            if piece is None:
                continue
            if isinstance(piece, str):
                if piece:
                    self._txt(piece)
            elif isinstance(piece, Phi):
                self._phi(piece)
            elif isinstance(piece, (list, tuple)):
                self.w(*piece)
            else:
                raise TypeError(type(piece))
        return self

    def f(self, template, **kw):
        """Write a template; {key} fields are filled from kw (str, Phi or list)."""
        i = 0
        for m in _FIELD.finditer(template):
            self.w(template[i:m.start()])
            self.w(kw[m.group(1)])
            i = m.end()
        self.w(template[i:])
        return self

    def ln(self, *pieces):
        self.w(*pieces)
        self._txt("\n")
        return self

    def fl(self, template, **kw):
        self.f(template, **kw)
        self._txt("\n")
        return self

    def text(self):
        return "".join(self.parts)

    def ends_with_blank(self):
        t = self.parts[-1] if self.parts else ""
        return t.endswith("\n\n")

    def result(self):
        text = "".join(self.parts).rstrip("\n") + "\n"
        for s in self.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        return text, list(self.spans)


def join(items, sep=", ", last=None):
    """Interleave a list of pieces with separators (returns a list of pieces)."""
    out = []
    n = len(items)
    for k, it in enumerate(items):
        if k:
            out.append(last if (last is not None and k == n - 1) else sep)
        out.append(it)
    return out
