"""Note builder that records PHI offsets while the text is written.

Every piece of text is appended in order; when a PHI piece is appended its
start offset is the running length of the note, so offsets are known in a
single pass and nothing is ever searched for afterwards.
"""
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

_PH = re.compile(r"\{(?:([A-Z_]+):)?([A-Za-z_0-9]+)\}")


def P(typ, text):
    """A typed PHI piece."""
    return (text, typ)


class Doc:
    def __init__(self):
        self._buf = []
        self._n = 0
        self._spans = []

    # plain text -------------------------------------------------------
    def t(self, *parts):
        for s in parts:
            if s:
                self._buf.append(s)
                self._n += len(s)
        return self

    # a PHI piece ------------------------------------------------------
    def p(self, typ, s):
        if typ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % (s,))
        self._spans.append((self._n, self._n + len(s), typ))
        self._buf.append(s)
        self._n += len(s)
        return self

    def add(self, val, typ=None):
        """str -> text (or span if typ), (text, typ) tuple -> span, list -> each."""
        if val is None:
            return self
        if isinstance(val, int):
            val = str(val)
        if isinstance(val, str):
            return self.p(typ, val) if typ else self.t(val)
        if isinstance(val, tuple):
            if val[1] is None:
                return self.t(val[0])
            return self.p(val[1], val[0])
        for item in val:
            self.add(item)
        return self

    def f(self, tpl, **kw):
        """Template: {TYPE:key} is a span of kw[key]; {key} is kw[key] added."""
        pos = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[pos:m.start()])
            typ, key = m.group(1), m.group(2)
            if typ:
                self.p(typ, kw[key])
            else:
                self.add(kw[key])
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        self.t("\n")
        return self

    def nl(self, n=1):
        return self.t("\n" * n)

    def finish(self, lower=False):
        text = "".join(self._buf)
        assert len(text) == self._n
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        last = 0
        for s, e, typ in self._spans:
            if s < last:
                raise ValueError("overlap at %d" % s)
            last = e
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


# number words ---------------------------------------------------------
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def wrap_pairs(pairs, width=2):
    """Helper for simple two-column form rows: list of (label, value) -> lines."""
    return pairs
