"""Note builder: text is assembled piece by piece and every PHI piece records
its own offsets as it is appended (single pass, no searching afterwards)."""

TYPE2LABEL = {
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


def P(typ, value):
    """A PHI piece."""
    if typ not in TYPE2LABEL:
        raise ValueError("unknown type " + typ)
    return (typ, value)


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _norm(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return low
        return s

    def add(self, x):
        """Append a plain string, a PHI tuple (type, value) or a list of these."""
        if x is None:
            return self
        if isinstance(x, int):
            x = str(x)
        if isinstance(x, str):
            s = self._norm(x)
            self.buf.append(s)
            self.pos += len(s)
        elif isinstance(x, tuple):
            typ, val = x
            s = self._norm(val)
            if not s:
                return self
            start = self.pos
            self.buf.append(s)
            self.pos += len(s)
            self.spans.append({"start": start, "end": self.pos,
                               "label": TYPE2LABEL[typ], "type": typ,
                               "text": s})
        elif isinstance(x, list):
            for y in x:
                self.add(y)
        else:
            raise TypeError("bad piece %r" % (x,))
        return self

    def f(self, fmt, *args):
        """Format with sequential {} placeholders; args are pieces."""
        parts = fmt.split("{}")
        if len(parts) != len(args) + 1:
            raise ValueError("placeholder mismatch in %r" % fmt)
        for i, a in enumerate(args):
            self.add(parts[i])
            self.add(a)
        self.add(parts[-1])
        return self

    def line(self, fmt="", *args):
        self.f(fmt, *args)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)
