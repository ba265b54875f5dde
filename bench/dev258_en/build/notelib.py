"""Note builder: text is appended piece by piece and spans are recorded in
the same pass.  A piece is either a plain string (no PHI), a tuple
(TYPE, value) (one PHI span) or a list of pieces (emitted in order)."""
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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_TOK = re.compile(r"\{([a-z][a-z0-9_]*)\}")


class Note:
    def __init__(self):
        self._parts = []
        self._spans = []
        self._pos = 0

    # -- low level -------------------------------------------------------
    def emit(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if x:
                self._parts.append(x)
                self._pos += len(x)
        elif isinstance(x, tuple):
            typ, val = x
            if typ not in LABEL:
                raise ValueError("bad type %r" % (typ,))
            val = str(val)
            if not val or val != val.strip():
                raise ValueError("bad span value %r" % (val,))
            self._spans.append((self._pos, self._pos + len(val), typ))
            self._parts.append(val)
            self._pos += len(val)
        elif isinstance(x, list):
            for y in x:
                self.emit(y)
        else:
            raise TypeError("bad piece %r" % (x,))

    def w(self, *xs):
        for x in xs:
            self.emit(x)

    def f(self, tmpl, **kw):
        """Emit a template; {key} is replaced by kw[key] (any piece)."""
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.emit(tmpl[pos:m.start()])
            self.emit(kw[m.group(1)])
            pos = m.end()
        self.emit(tmpl[pos:])

    def nl(self, n=1):
        self.emit("\n" * n)

    @property
    def pos(self):
        return self._pos

    # -- result ------------------------------------------------------------
    def finish(self, lower=False):
        text = "".join(self._parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        last_end = -1
        for s, e, typ in sorted(self._spans):
            if s < last_end:
                raise ValueError("overlap at %d" % s)
            last_end = e
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ,
                          "text": text[s:e]})
        return text, spans


def seq(*xs):
    """Bundle several pieces into one list piece."""
    return list(xs)


def join(pieces, sep=", ", last=None):
    """Join pieces with separators; returns a list piece."""
    out = []
    n = len(pieces)
    for i, p in enumerate(pieces):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(p)
    return out
