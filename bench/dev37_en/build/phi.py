"""Tiny document builder that records PHI spans while text is assembled.

A note is written as a sequence of plain strings and ``P`` values (PHI).
Offsets are Python ``str`` offsets into the final text.
"""
import re

LABEL = {
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

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class P:
    """A PHI value: exact surface text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, type_):
        if type_ not in LABEL:
            raise ValueError("unknown type %r" % type_)
        text = str(text)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = type_

    def upper(self):
        return P(self.text.upper(), self.type)

    def lower(self):
        return P(self.text.lower(), self.type)

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.type)


def F(tpl, **kw):
    """Template -> list of parts. ``{key}`` is replaced by kw[key] (str, P, list)."""
    out = []
    pos = 0
    for m in _FIELD.finditer(tpl):
        if m.start() > pos:
            out.append(tpl[pos:m.start()])
        out.append(kw[m.group(1)])
        pos = m.end()
    if pos < len(tpl):
        out.append(tpl[pos:])
    return out


def U(item):
    """Upper-case a part tree (plain text and PHI alike)."""
    if item is None:
        return None
    if isinstance(item, str):
        return item.upper()
    if isinstance(item, P):
        return item.upper()
    if isinstance(item, (list, tuple)):
        return [U(x) for x in item]
    return str(item).upper()


class Doc:
    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self.parts.append(it)
            self.pos += len(it)
        elif isinstance(it, P):
            self.spans.append((self.pos, self.pos + len(it.text), it.type, it.text))
            self.parts.append(it.text)
            self.pos += len(it.text)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._add(x)
        elif isinstance(it, int):
            self._add(str(it))
        else:
            raise TypeError("cannot add %r" % (it,))

    def w(self, *items):
        for it in items:
            self._add(it)
        return self

    def f(self, tpl, **kw):
        self._add(F(tpl, **kw))
        return self

    def record(self):
        text = "".join(self.parts)
        # trim trailing whitespace at the very end only (offsets unaffected)
        text = text.rstrip()
        spans = []
        for s, e, t, v in self.spans:
            assert text[s:e] == v, (text[s:e], v)
            spans.append({"start": s, "end": e, "label": LABEL[t], "type": t, "text": v})
        return text, spans
