"""Single-pass note assembly: text pieces are appended in order and every
PHI piece records its offsets at the moment it is appended."""
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

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Note:
    """Assemble a note.  A value is a str (plain text), a tuple (TYPE, text)
    (a PHI piece), a list of values, or None (nothing)."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        if typ not in LABEL:
            raise ValueError("unknown type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % (s,))
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ})
        self.t(s)

    def add(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.add(x)
        else:
            raise TypeError(repr(v))

    def f(self, tmpl, *maps, **kw):
        """Append a template; {key} is looked up in kw, then in maps."""
        i = 0
        for m in _FIELD.finditer(tmpl):
            if m.start() > i:
                self.t(tmpl[i:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            else:
                for mp in maps:
                    if key in mp:
                        val = mp[key]
                        break
                else:
                    raise KeyError(key)
            self.add(val)
            i = m.end()
        if i < len(tmpl):
            self.t(tmpl[i:])

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed the length")
            text = low
        spans = []
        for s in self.spans:
            d = dict(s)
            d["text"] = text[s["start"]:s["end"]]
            spans.append(d)
        return text, spans


def plain(v):
    """Text of a value without recording anything (for building usernames etc.)."""
    if v is None:
        return ""
    if isinstance(v, str):
        return v
    if isinstance(v, tuple):
        return v[1]
    return "".join(plain(x) for x in v)
