"""Single-pass note assembly with gold spans (dev234_en, author 234).

A note is built by appending pieces in order. A piece is either plain text
(``str``), a PHI value (``(text, TYPE)`` tuple) or a list of pieces.  Offsets
are recorded while appending; the finished text is never searched.
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
TYPES = sorted(TYPE2LABEL)

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_BAD_EDGE = set(" \t\n\r,;:!?\"'()[]{}<>")


class Doc:
    def __init__(self, lower=False, transform=None):
        self.lower = lower
        self.transform = transform
        self.buf = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def _txt(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)
        return s

    def _phi(self, text, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad span text %r" % text)
        if text[0] in _BAD_EDGE and not (typ in ("PHONE", "FAX") and text[0] == "("):
            raise ValueError("span starts with punctuation %r" % text)
        if text[-1] in _BAD_EDGE:
            raise ValueError("span ends with punctuation %r" % text)
        start = self.pos
        s = self._txt(text)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ],
                           "type": typ, "text": s})

    def add(self, *items):
        for it in items:
            self._item(it)
        return self

    def _item(self, it):
        if it is None:
            return
        if isinstance(it, str):
            if it:
                self._txt(self.transform(it) if self.transform else it)
        elif isinstance(it, tuple):
            self._phi(it[0], it[1])
        elif isinstance(it, list):
            for x in it:
                self._item(x)
        else:
            raise TypeError(type(it))

    # -- templates -------------------------------------------------------
    def f(self, template, **kw):
        """Append ``template`` replacing ``{name}`` by the piece ``kw[name]``."""
        last = 0
        for m in _FIELD.finditer(template):
            self._item(template[last:m.start()])
            self._item(kw[m.group(1)])
            last = m.end()
        self._item(template[last:])
        return self

    def line(self, template="", **kw):
        self.f(template, **kw)
        self._txt("\n")
        return self

    def nl(self, n=1):
        self._txt("\n" * n)
        return self

    # -- result ----------------------------------------------------------
    def finish(self):
        # drop trailing blank space; spans never reach into it
        text = "".join(self.buf)
        stripped = text.rstrip()
        for sp in self.spans:
            if sp["end"] > len(stripped):
                raise ValueError("span in trailing space")
        text = stripped
        out = []
        for sp in self.spans:
            if text[sp["start"]:sp["end"]] != sp["text"]:
                raise ValueError("offset mismatch %r" % sp)
            out.append({"start": sp["start"], "end": sp["end"], "label": sp["label"],
                        "type": sp["type"], "text": sp["text"]})
        return text, out


def join(sep, items):
    """Interleave pieces with a plain separator."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(sep)
        out.append(it)
    return out
