"""Core text builder for dev163_en.

A note is built left to right.  Plain text pieces are plain ``str``; a PHI
piece is a tuple ``(TYPE, text)``; a list is a sequence of pieces.  Offsets
of every PHI piece are recorded at the moment it is appended, so the finished
text is never searched.
"""
import json
import re

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
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

_TPL = re.compile(r"\{(\w+)\}")


class Doc:
    """Accumulates text and spans in a single pass."""

    def __init__(self, ctx=None):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.ctx = ctx if ctx is not None else {}

    # -- appending -------------------------------------------------------
    def add(self, *items):
        for x in items:
            self._add(x)
        return self

    def _add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if x:
                self.parts.append(x)
                self.pos += len(x)
            return
        if isinstance(x, tuple):
            typ, s = x
            if typ not in LABEL_OF:
                raise ValueError("bad type %r" % (typ,))
            if not s or s != s.strip():
                raise ValueError("bad span text %r" % (s,))
            self.spans.append({"start": self.pos, "end": self.pos + len(s),
                               "label": LABEL_OF[typ], "type": typ,
                               "text": s})
            self.parts.append(s)
            self.pos += len(s)
            return
        if isinstance(x, list):
            for y in x:
                self._add(y)
            return
        if callable(x):
            self._add(x())
            return
        raise TypeError("cannot add %r" % (x,))

    def f(self, tpl, **kw):
        """Append a template; ``{key}`` takes its value from kw or ctx."""
        pieces = _TPL.split(tpl)
        for i, p in enumerate(pieces):
            if i % 2 == 0:
                self._add(p)
            else:
                if p in kw:
                    v = kw[p]
                elif p in self.ctx:
                    v = self.ctx[p]
                else:
                    raise KeyError(p)
                self._add(v)
        return self

    def ln(self, tpl="", **kw):
        self.f(tpl, **kw)
        self._add("\n")
        return self

    def nl(self, n=1):
        self._add("\n" * n)
        return self

    def text(self):
        return "".join(self.parts)


def P(typ, s):
    return (typ, s)


def record(note_id, doc, genre, lowercase, country):
    text = doc.text().rstrip()
    spans = [dict(s) for s in doc.spans]
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            raise AssertionError("offset mismatch in %s" % note_id)
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            raise AssertionError("lower() changed length in %s" % note_id)
        text = low
        for s in spans:
            s["text"] = s["text"].lower()
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("lower mismatch in %s" % note_id)
    return {"id": note_id, "text": text, "spans": spans,
            "meta": {"source": "dev163-en", "genre": genre,
                     "lowercase": bool(lowercase), "country": country}}


def dumps(rec):
    return json.dumps(rec, ensure_ascii=False)
