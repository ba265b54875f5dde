"""Text builder that records PHI spans while a note is assembled.

A note is built from pieces: plain strings are literal (non-PHI) text, Phi objects
are PHI values whose offsets are recorded as they are appended.  Lists/tuples of
pieces are flattened.  Literal text is passed through a locale spelling filter
(US / Canadian spelling); PHI values are never altered.
"""
import re

LABEL_OF = {
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


class Phi:
    __slots__ = ("typ", "val")

    def __init__(self, typ, val):
        if typ not in LABEL_OF:
            raise ValueError("unknown type %r" % typ)
        if not val or val != val.strip():
            raise ValueError("bad PHI value %r" % (val,))
        self.typ = typ
        self.val = val

    def __repr__(self):
        return "Phi(%s,%r)" % (self.typ, self.val)


def X(typ, val):
    return Phi(typ, str(val))


# --- spelling filters applied to literal text only -------------------------
_US_PAIRS = [
    ("tumour", "tumor"), ("oedema", "edema"), ("haem", "hem"), ("anaem", "anem"),
    ("oestr", "estr"), ("oesoph", "esoph"), ("centre", "center"), ("colour", "color"),
    ("behaviour", "behavior"), ("favour", "favor"), ("randomis", "randomiz"),
    ("organis", "organiz"), ("mobilis", "mobiliz"), ("minimis", "minimiz"),
    ("optimis", "optimiz"), ("recognis", "recogniz"), ("counselling", "counseling"),
    ("diarrhoea", "diarrhea"), ("paediatric", "pediatric"), ("orthopaed", "orthoped"),
    ("anaesth", "anesth"), ("programme", "program"), ("litre", "liter"),
    ("leukaem", "leukem"), ("gynaecolog", "gynecolog"), ("ischaem", "ischem"),
    ("catheteris", "catheteriz"), ("hospitalis", "hospitaliz"), ("stabilis", "stabiliz"),
    ("immobilis", "immobiliz"), ("localis", "localiz"), ("characteris", "characteriz"),
    ("prioritis", "prioritiz"), ("utilis", "utiliz"), ("apologis", "apologiz"),
    ("fibre", "fiber"), ("travell", "travel"),
    ("faec", "fec"), ("grey", "gray"),
    ("dependant", "dependent"), ("paed", "ped"),
]
_CA_PAIRS = [
    ("haem", "hem"), ("anaem", "anem"), ("oestr", "estr"), ("oedema", "edema"),
    ("randomis", "randomiz"), ("organis", "organiz"), ("mobilis", "mobiliz"),
    ("diarrhoea", "diarrhea"), ("leukaem", "leukem"), ("oesoph", "esoph"),
    ("anaesth", "anesth"), ("gynaecolog", "gynecolog"), ("utilis", "utiliz"),
    ("recognis", "recogniz"), ("optimis", "optimiz"), ("minimis", "minimiz"),
    ("prioritis", "prioritiz"), ("stabilis", "stabiliz"), ("immobilis", "immobiliz"),
    ("localis", "localiz"), ("characteris", "characteriz"), ("hospitalis", "hospitaliz"),
    ("catheteris", "catheteriz"), ("apologis", "apologiz"),
    ("paed", "ped"),
]


def _compile(pairs):
    table = {}
    for a, b in pairs:
        table[a] = b
        table[a.capitalize()] = b.capitalize()
        table[a.upper()] = b.upper()
    keys = sorted(table, key=len, reverse=True)
    rx = re.compile("|".join(re.escape(k) for k in keys))
    return rx, table


_FILTERS = {"US": _compile(_US_PAIRS), "CA": _compile(_CA_PAIRS)}


def spell(text, locale):
    f = _FILTERS.get(locale)
    if not f:
        return text
    rx, table = f
    return rx.sub(lambda m: table[m.group(0)], text)


class Doc:
    def __init__(self, locale):
        self.locale = locale
        self.buf = []
        self.lit = []
        self.n = 0
        self.spans = []

    def _lit(self, s):
        if not s:
            return
        s = spell(s, self.locale)
        if s[0] == "\n" and self.buf and self.lit[-1] and self.buf[-1].endswith(" "):
            # no trailing blanks at the end of a line (literal text only; spans never end in a space)
            kept = self.buf[-1].rstrip(" ")
            self.n -= len(self.buf[-1]) - len(kept)
            self.buf[-1] = kept
        self.buf.append(s)
        self.lit.append(True)
        self.n += len(s)

    def add(self, *pieces):
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, str):
                self._lit(pc)
            elif isinstance(pc, Phi):
                start = self.n
                self.buf.append(pc.val)
                self.lit.append(False)
                self.n += len(pc.val)
                self.spans.append({"start": start, "end": self.n,
                                   "label": LABEL_OF[pc.typ], "type": pc.typ,
                                   "text": pc.val})
            elif isinstance(pc, (list, tuple)):
                self.add(*pc)
            else:
                raise TypeError("bad piece %r" % (pc,))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self._lit("\n")
        return self

    def _tail(self, k):
        out = ""
        i = len(self.buf) - 1
        while i >= 0 and len(out) < k:
            out = self.buf[i] + out
            i -= 1
        return out[-k:]

    def blank(self):
        """Newline, but never more than one empty line in a row."""
        if self.n == 0 or self._tail(2) == "\n\n":
            return self
        self._lit("\n")
        return self

    def text(self):
        return "".join(self.buf)

    def ends_with_newline(self):
        return not self.buf or self.buf[-1].endswith("\n")
