"""Marker mechanism for dev57_en.

Every PHI value is written as P(type, value), which wraps the value in
control-character markers.  render() strips the markers and records the gold
span offsets while it builds the plain text, so offsets never come from a
search over the finished note.
"""

import re

# fine type -> label, as given by docs/annotation_guideline.md
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

_OPEN, _MID, _CLOSE = "\x01", "\x02", "\x03"
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def P(typ, value):
    """Mark one PHI value of fine type `typ`."""
    if typ not in LABEL_OF:
        raise ValueError("unknown type %r" % typ)
    value = str(value)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r" % value)
    if any(c in value for c in (_OPEN, _MID, _CLOSE)):
        raise ValueError("marker inside value %r" % value)
    return _OPEN + typ + _MID + value + _CLOSE


def render(marked):
    """Strip markers; return (text, spans).

    If a value ends with '.' (an initial such as "Tom W.") and the template
    puts a sentence full stop right after it, the duplicate full stop is
    dropped so the note reads "Dr. Tom W." and not "Dr. Tom W..".
    """
    out = []
    spans = []
    n = 0
    i = 0
    skip_dot = False
    for m in _MARK.finditer(marked):
        plain = marked[i:m.start()]
        if skip_dot and plain.startswith(".") and not plain.startswith(".."):
            plain = plain[1:]
        skip_dot = False
        if any(c in plain for c in (_OPEN, _MID, _CLOSE)):
            raise ValueError("stray marker near %r" % plain[-40:])
        out.append(plain)
        n += len(plain)
        typ, val = m.group(1), m.group(2)
        spans.append({"start": n, "end": n + len(val), "label": LABEL_OF[typ],
                      "type": typ, "text": val})
        out.append(val)
        n += len(val)
        i = m.end()
        skip_dot = val.endswith(".")
    tail = marked[i:]
    if skip_dot and tail.startswith(".") and not tail.startswith(".."):
        tail = tail[1:]
    if any(c in tail for c in (_OPEN, _MID, _CLOSE)):
        raise ValueError("stray marker in tail")
    out.append(tail)
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans
