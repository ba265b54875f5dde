"""Note builder: text is appended piece by piece and PHI offsets are recorded
at the moment each PHI piece is written (single pass, no string search)."""

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


class Note:
    """Collects text pieces.  w() takes any mix of
    - str            plain (non-PHI) text
    - (TYPE, value)  a PHI piece of the given fine type
    - list           a sequence of the above (nested lists allowed)
    - None           ignored
    """

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _raw(self, s):
        if self.lower:
            s = s.lower()
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        return start, s

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._raw(it)
            elif isinstance(it, list):
                self.w(*it)
            elif isinstance(it, tuple):
                typ, val = it
                if typ not in LABEL_OF:
                    raise ValueError("unknown type " + typ)
                if not val:
                    continue
                start, s = self._raw(val)
                self.spans.append({"start": start, "end": start + len(s),
                                   "label": LABEL_OF[typ], "type": typ, "text": s})
            else:
                raise TypeError(repr(it))
        return self

    def ln(self, *items):
        """write items then a newline"""
        self.w(*items)
        self._raw("\n")
        return self

    def text(self):
        return "".join(self.buf)


def pick(r, seq):
    return seq[r.randrange(len(seq))]


def chance(r, p):
    return r.random() < p


def sample(r, seq, k):
    return r.sample(list(seq), k)


def join_items(parts, sep=", ", last=None):
    """join a list of item-lists with separators (and optional final separator)"""
    out = []
    n = len(parts)
    for i, p in enumerate(parts):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(p)
    return out
