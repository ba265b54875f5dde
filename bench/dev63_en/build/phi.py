"""Segment/marker machinery: PHI values are P objects inside segment lists.

A note is assembled from plain strings and P(type, value) markers.  Rendering
concatenates the pieces and records the offsets of every P as a gold span, so
no span is ever recovered by searching the finished text.
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


class P:
    """One PHI value (a marker).  The value must already be trimmed."""
    __slots__ = ("type", "value")

    def __init__(self, type_, value):
        if type_ not in LABEL:
            raise ValueError("unknown type %r" % type_)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.type = type_
        self.value = value

    def __repr__(self):
        return "P(%s,%r)" % (self.type, self.value)


class Seg(list):
    """A sequence of str / P / Seg pieces."""


def S(*parts):
    return Seg(p for p in parts if p is not None and p != "")


def J(sep, items):
    """Join segments with a plain separator."""
    out = Seg()
    for i, it in enumerate(items):
        if i:
            out.append(sep)
        out.append(it)
    return out


_TPL = re.compile(r"\{(\w+)\}")


def T(tmpl, **kw):
    """Template: '{key}' placeholders are replaced by kw[key] (str, P or Seg)."""
    out = Seg()
    pos = 0
    for m in _TPL.finditer(tmpl):
        if m.start() > pos:
            out.append(tmpl[pos:m.start()])
        v = kw[m.group(1)]
        if v is None:
            raise KeyError(m.group(1))
        out.append(v)
        pos = m.end()
    if pos < len(tmpl):
        out.append(tmpl[pos:])
    return out


def flat(x, out=None):
    if out is None:
        out = []
    if isinstance(x, (str, P)):
        out.append(x)
    else:
        for y in x:
            flat(y, out)
    return out


def text_of(x):
    return "".join(p if isinstance(p, str) else p.value for p in flat(x))


def plen(x):
    return len(text_of(x))


def transform(x, fstr=None, fphi=None):
    """Copy a segment applying fstr to plain strings and fphi(P)->str to markers."""
    out = Seg()
    for p in flat(x):
        if isinstance(p, str):
            out.append(fstr(p) if fstr else p)
        else:
            nv = fphi(p) if fphi else p.value
            out.append(P(p.type, nv))
    return out


def lower_names(x, types=("PATIENT", "DOCTOR", "FAMILY")):
    return transform(x, None, lambda p: p.value.lower() if p.type in types else p.value)


def lower_all(x, types=("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION",
                         "PROFESSION", "LOCATION_OTHER", "STREET", "DATE")):
    return transform(x, str.lower, lambda p: p.value.lower() if p.type in types else p.value)


def upper_all(x, types=("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "STREET")):
    return transform(x, str.upper, lambda p: p.value.upper() if p.type in types else p.value)


class Doc:
    def __init__(self):
        self.parts = []

    def add(self, *xs):
        for x in xs:
            flat(x, self.parts)

    def render(self):
        buf = []
        spans = []
        pos = 0
        for p in self.parts:
            if isinstance(p, str):
                buf.append(p)
                pos += len(p)
            else:
                start = pos
                buf.append(p.value)
                pos += len(p.value)
                spans.append({"start": start, "end": pos, "label": LABEL[p.type],
                              "type": p.type, "text": p.value})
        return "".join(buf), spans
