"""Marker mechanism for dev64_en.

Every PHI value is written into the note as an inline marker

    \\x01TYPE\\x02value\\x03

Templates are ordinary Python strings that contain such markers.  `render`
walks the marked string once, drops the control characters and records the
start/end offset of each value from the running length of the emitted
segments.  Gold offsets therefore come from the generator itself; nothing is
searched for afterwards.
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

OPEN, MID, CLOSE = "\x01", "\x02", "\x03"
_CTRL = OPEN + MID + CLOSE
_RX = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def M(ptype, value):
    """Wrap one PHI value in a marker."""
    if ptype not in TYPE2LABEL:
        raise ValueError("unknown type %r" % ptype)
    value = str(value)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r" % value)
    if any(ch in value for ch in _CTRL):
        raise ValueError("nested marker in %r" % value)
    return OPEN + ptype + MID + value + CLOSE


def recase(marked, fn):
    """Apply fn (str.upper / str.lower) to text and values, never to type names."""
    out, pos = [], 0
    for m in _RX.finditer(marked):
        out.append(fn(marked[pos:m.start()]))
        out.append(OPEN + m.group(1) + MID + fn(m.group(2)) + CLOSE)
        pos = m.end()
    out.append(fn(marked[pos:]))
    res = "".join(out)
    if len(strip(res)) != len(strip(marked)):
        raise ValueError("case change altered length")
    return res


def strip(marked):
    """Plain text of a marked string (no offsets)."""
    return _RX.sub(lambda m: m.group(2), marked)


def render(marked):
    """Return (text, spans) with offsets taken from the segment lengths."""
    parts, spans, n, pos = [], [], 0, 0
    for m in _RX.finditer(marked):
        seg = marked[pos:m.start()]
        if any(ch in seg for ch in _CTRL):
            raise ValueError("stray control character near %r" % seg[-40:])
        parts.append(seg)
        n += len(seg)
        ptype, value = m.group(1), m.group(2)
        spans.append({"start": n, "end": n + len(value), "label": TYPE2LABEL[ptype],
                      "type": ptype, "text": value})
        parts.append(value)
        n += len(value)
        pos = m.end()
    tail = marked[pos:]
    if any(ch in tail for ch in _CTRL):
        raise ValueError("stray control character in tail")
    parts.append(tail)
    return "".join(parts), spans
