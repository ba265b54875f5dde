"""Note builder: text is appended piece by piece and every PHI span is
recorded at the moment its piece is appended (single pass, no searching)."""
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

_TOK = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False, subs=()):
        self.lower = lower
        self.subs = tuple(subs)
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return
        for a, b in self.subs:
            s = s.replace(a, b)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        """Append a PHI value and record its span."""
        assert typ in LABEL_OF, typ
        assert s and s == s.strip(), repr(s)
        start = self.pos
        self.t(s)
        shown = self.parts[-1]
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ, "text": shown})

    def v(self, val):
        """Append a value: str = plain, (text, TYPE) = span, list = sequence."""
        if val is None:
            return
        if isinstance(val, str):
            self.t(val)
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.v(x)
        elif isinstance(val, (int, float)) and not isinstance(val, bool):
            self.t(str(val))
        else:
            raise TypeError(repr(val))

    def f(self, tpl, *dicts, **kw):
        """Fill a template; {key} is looked up in kw, then in dicts."""
        pos = 0
        for m in _TOK.finditer(tpl):
            self.t(tpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            else:
                val = None
                found = False
                for d in dicts:
                    if key in d:
                        val = d[key]
                        found = True
                        break
                if not found:
                    raise KeyError(key)
            self.v(val)
            pos = m.end()
        self.t(tpl[pos:])

    def line(self, *vals):
        for x in vals:
            self.v(x)
        self.t("\n")

    def text(self):
        return "".join(self.parts)


def flat(val):
    """Plain string of a value (for lengths and joins in templates)."""
    if val is None:
        return ""
    if isinstance(val, str):
        return val
    if isinstance(val, tuple):
        return val[0]
    return "".join(flat(x) for x in val)


def pad(val, width):
    """A value followed by spaces so that its plain text fills width."""
    k = len(flat(val))
    return [val, " " * max(1, width - k)]
