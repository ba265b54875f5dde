"""Marker mechanism: every PHI value is wrapped by m() while the note is composed.

render() strips the markers and returns the plain text together with the gold spans,
so the offsets come from composition itself, never from searching the finished text.
"""
import re

OPEN, SEP, CLOSE = "\x01", "\x02", "\x03"

# fine type -> label, as in docs/annotation_guideline.md
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_RX = re.compile("\x01([A-Za-z_]+)\x02([^\x01\x02\x03]*)\x03")
_ANY = re.compile("[\x01\x02\x03]")


def m(typ, value):
    """Wrap one PHI value."""
    typ = typ.upper()
    value = str(value)
    if typ not in CATEGORY:
        raise ValueError("unknown type %r" % typ)
    if not value or value != value.strip():
        raise ValueError("bad value %r for %s" % (value, typ))
    if _ANY.search(value):
        raise ValueError("nested marker in %r" % value)
    return OPEN + typ + SEP + value + CLOSE


def low(s):
    """Lower-case a marked string; markers survive (types are re-upper-cased by render)."""
    return s.lower()


def tidy(marked):
    """Whitespace clean-up that only touches plain text between markers."""
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    return marked.strip("\n ") + "\n"


def render(marked):
    out, spans, pos, n = [], [], 0, 0
    for mo in _RX.finditer(marked):
        plain = marked[pos:mo.start()]
        if _ANY.search(plain):
            raise ValueError("stray marker near %r" % plain[-60:])
        out.append(plain)
        n += len(plain)
        typ, val = mo.group(1).upper(), mo.group(2)
        spans.append({"start": n, "end": n + len(val), "label": CATEGORY[typ],
                      "type": typ, "text": val})
        out.append(val)
        n += len(val)
        pos = mo.end()
    tail = marked[pos:]
    if _ANY.search(tail):
        raise ValueError("stray marker in tail")
    out.append(tail)
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans
