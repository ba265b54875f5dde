"""Note builder shared by all dev217_en genre modules.

Offsets are computed in one pass: every piece of text is appended in order and
PHI pieces record their span at the moment they are appended.
"""

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

TYPES = list(LABEL_OF.keys())


class Note:
    """Accumulates text pieces and spans; optionally lower-cases every piece."""

    def __init__(self, lower=False):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    # plain text -----------------------------------------------------------
    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    # PHI ------------------------------------------------------------------
    def p(self, typ, s):
        if typ not in LABEL_OF:
            raise ValueError("unknown type " + typ)
        if s != s.strip() or not s:
            raise ValueError("span with outer whitespace: %r" % s)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ, "text": s})
        return self

    # template: "{}" placeholders; args are str (plain) or (TYPE, value) tuples,
    # or lists of such items (appended in order), or None (skipped)
    def f(self, template, *args):
        pieces = template.split("{}")
        if len(pieces) != len(args) + 1:
            raise ValueError("placeholder count mismatch in %r" % template)
        for i, a in enumerate(args):
            if pieces[i]:
                self.t(pieces[i])
            self._emit(a)
        if pieces[-1]:
            self.t(pieces[-1])
        return self

    def _emit(self, a):
        if a is None:
            return
        if isinstance(a, str):
            if a:
                self.t(a)
        elif isinstance(a, tuple):
            self.p(a[0], a[1])
        elif isinstance(a, list):
            for x in a:
                self._emit(x)
        else:
            raise TypeError(repr(a))

    # padded cell for fixed-width tables: PHI or text then spaces
    pipe = False   # when set, table cells are separated by " | " instead of padding

    def cell(self, a, width):
        before = self.pos
        self._emit(a)
        used = self.pos - before
        self.t(" | " if self.pipe else " " * max(1, width - used))
        return self

    def text(self):
        return "".join(self.parts)


def L(typ, value):
    """Shorthand for a PHI argument."""
    return (typ, value)


def pad(s, w):
    return s + " " * max(1, w - len(s))
