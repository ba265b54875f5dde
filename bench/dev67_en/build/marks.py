"""Marker mechanism: every PHI value enters a note through M(type, value).

M() wraps the value in control characters that never occur in clinical text;
render() strips them and records the exact offsets, so gold spans come from the
generator itself and never from a search over the finished string.
"""
import re

# fine type -> label, as in the annotation guideline
TYPES = {
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
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def M(ftype, value):
    """Mark one PHI value."""
    if ftype not in TYPES:
        raise ValueError("unknown fine type %r" % ftype)
    value = str(value)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r (%s)" % (value, ftype))
    if any(ch in value for ch in (OPEN, MID, CLOSE)):
        raise ValueError("nested marker in %r" % value)
    return OPEN + ftype + MID + value + CLOSE


def tidy(marked):
    """Whitespace clean-up done on the marked string, before offsets exist."""
    lines = [ln.rstrip() for ln in marked.split("\n")]
    s = "\n".join(lines).strip("\n") + "\n"
    s = re.sub(r"\n{3,}", "\n\n", s)
    # "a 84-year-old" -> "an 84-year-old" (text outside the marker only)
    s = re.sub("\\b([Aa]) (?=\x01AGE\x02(?:8\\d?\x03|11\x03|18\x03|eight|eleven))", r"\1n ", s)
    return s


def render(marked, case="normal"):
    """Strip markers; return (text, spans). case: normal | lower | upper."""
    out = []
    spans = []
    pos = 0
    cur = 0
    for m in _MARK.finditer(marked):
        plain = marked[pos:m.start()]
        if any(ch in plain for ch in (OPEN, MID, CLOSE)):
            raise ValueError("stray marker near %r" % plain[-40:])
        out.append(plain)
        cur += len(plain)
        val = m.group(2)
        spans.append([cur, cur + len(val), m.group(1)])
        out.append(val)
        cur += len(val)
        pos = m.end()
    tail = marked[pos:]
    if any(ch in tail for ch in (OPEN, MID, CLOSE)):
        raise ValueError("stray marker in tail")
    out.append(tail)
    text = "".join(out)
    if not text.isascii():
        raise ValueError("non-ASCII text")
    if case == "lower":
        text = text.lower()
    elif case == "upper":
        text = text.upper()
    result = []
    for s, e, t in spans:
        result.append({"start": s, "end": e, "label": TYPES[t], "type": t,
                       "text": text[s:e]})
    return text, result
