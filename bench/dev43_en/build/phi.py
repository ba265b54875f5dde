"""Core span-building utilities for the dev43-en generator.

Text is assembled from plain strings and Phi objects; offsets are computed
while appending, so every gold span is exact by construction.
"""
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


class Phi:
    __slots__ = ("type", "text")

    def __init__(self, typ, text):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.type = typ
        self.text = text

    def __repr__(self):
        return "Phi(%s,%r)" % (self.type, self.text)


def P(typ, text):
    return Phi(typ, text)


_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Accumulates text and spans."""

    def __init__(self):
        self.chunks = []
        self.spans = []
        self.n = 0

    def add(self, *items):
        for x in items:
            self._add(x)
        return self

    def _add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.chunks.append(x)
            self.n += len(x)
        elif isinstance(x, Phi):
            self.spans.append((self.n, self.n + len(x.text), x.type, x.text))
            self.chunks.append(x.text)
            self.n += len(x.text)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self._add(y)
        else:
            raise TypeError("cannot add %r" % (x,))

    def f(self, tmpl, **kw):
        """Add a template; {key} is replaced by kw[key] (str, Phi or list)."""
        pos = 0
        for m in _FIELD.finditer(tmpl):
            self._add(tmpl[pos:m.start()])
            key = m.group(1)
            if key not in kw:
                raise KeyError("template field %r missing" % key)
            self._add(kw[key])
            pos = m.end()
        self._add(tmpl[pos:])
        return self

    def ln(self, *items):
        self.add(*items)
        self._add("\n")
        return self

    def fl(self, tmpl, **kw):
        self.f(tmpl, **kw)
        self._add("\n")
        return self

    def text(self):
        return "".join(self.chunks)


def fill(tmpl, **kw):
    """Return a list of items (for nesting) from a template."""
    out = []
    pos = 0
    for m in _FIELD.finditer(tmpl):
        out.append(tmpl[pos:m.start()])
        out.append(kw[m.group(1)])
        pos = m.end()
    out.append(tmpl[pos:])
    return out


def join(items, sep=", ", last=None):
    """Join a list of items (str/Phi/list) with separators into a list."""
    items = [i for i in items if i is not None]
    out = []
    for i, it in enumerate(items):
        if i:
            if last is not None and i == len(items) - 1:
                out.append(last)
            else:
                out.append(sep)
        out.append(it)
    return out


def plain(x):
    """Flatten an item to its text (for length checks)."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, Phi):
        return x.text
    return "".join(plain(y) for y in x)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    if n < 200:
        rest = n - 100
        return "one hundred" + (" and " + num_words(rest) if rest else "")
    raise ValueError(n)
