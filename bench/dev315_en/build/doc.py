"""Note builder: text pieces are appended in order and span offsets are
recorded in the same pass (no searching of finished text)."""
import re

TYPE2LABEL = {
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

_FIELD = re.compile(r"\{(\w+)\}")

# North American spelling for plain (non-PHI) text pieces
US_SPELL = [("Paracetamol", "Acetaminophen"), ("paracetamol", "acetaminophen"), ("oedema", "edema"),
            ("Oedema", "Edema"), ("anaemia", "anemia"), ("haemoptysis", "hemoptysis"),
            ("Haemoptysis", "Hemoptysis"), ("orthopnoea", "orthopnea"), ("dyspnoea", "dyspnea"),
            ("programme", "program"), ("aemodynamic", "emodynamic"), ("AEMODYNAMIC", "EMODYNAMIC"),
            ("catheterisation", "catheterization"), ("CATHETERISATION", "CATHETERIZATION"),
            ("Colecalciferol", "Cholecalciferol"), ("oesophageal", "esophageal"), ("apnoea", "apnea"),
            ("haemorrhagic", "hemorrhagic"), ("hyperkalaemia", "hyperkalemia"), ("haematology", "hematology"),
            ("Haemodynamic", "Hemodynamic"), ("anaesthetic", "anesthetic"), ("embolisation", "embolization"),
            ("Hb fall > 20 g/L", "Hb drop > 2 g/dL"), ("litre", "liter"), ("haemorrhage", "hemorrhage"),
            ("summarise", "summarize"), ("counselling", "counseling"), ("centre", "center"),
            ("Centre", "Center"), ("verbalised", "verbalized"), ("colour", "color"),
            ("organisation", "organization")]


def P(typ, val):
    """A span piece."""
    if typ not in TYPE2LABEL:
        raise ValueError("bad type " + typ)
    if not val or val != val.strip():
        raise ValueError("bad span value %r" % (val,))
    return (typ, val)


def J(*items):
    """A composite piece (list of str / span pieces / composites)."""
    return [x for x in items if x is not None and x != ""]


def joinp(items, sep=", "):
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(sep)
        out.append(x)
    return out


def is_span(x):
    return isinstance(x, tuple) and len(x) == 2 and x[0] in TYPE2LABEL


class Doc:
    def __init__(self):
        self.parts = []  # list of (text, type-or-None)

    def add(self, *items):
        for x in items:
            self._add(x)
        return self

    def _add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if x:
                self.parts.append((x, None))
        elif is_span(x):
            self.parts.append((x[1], x[0]))
        elif isinstance(x, (list, tuple)):
            for y in x:
                self._add(y)
        else:
            self.parts.append((str(x), None))

    def w(self, tpl, **kw):
        """Append a template; {name} fields take plain strings, span pieces or
        composites from kw."""
        pos = 0
        for m in _FIELD.finditer(tpl):
            if m.start() > pos:
                self.parts.append((tpl[pos:m.start()], None))
            self._add(kw[m.group(1)])
            pos = m.end()
        if pos < len(tpl):
            self.parts.append((tpl[pos:], None))
        return self

    def nl(self, n=1):
        self.parts.append(("\n" * n, None))
        return self

    def finish(self, lower=False, us_spelling=False):
        out = []
        spans = []
        off = 0
        for text, typ in self.parts:
            if us_spelling and typ is None:
                for a, b in US_SPELL:
                    if a in text:
                        text = text.replace(a, b)
            if lower:
                text = text.lower()
            if typ is not None:
                spans.append({"start": off, "end": off + len(text),
                              "label": TYPE2LABEL[typ], "type": typ, "text": text})
            out.append(text)
            off += len(text)
        full = "".join(out)
        # tidy: strip trailing whitespace of the note (never inside a span)
        while full and full[-1] in " \n":
            if spans and spans[-1]["end"] == len(full):
                break
            full = full[:-1]
        return full, spans
