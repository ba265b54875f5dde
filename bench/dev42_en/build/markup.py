"""Inline PHI markers and their conversion into text + character spans.

A PHI value is written into a template as  \x02TYPE\x1fvalue\x03 ; `parse`
strips the markers and returns the plain text plus spans over Python str
offsets.  Markers never nest.
"""

OPEN, SEP, CLOSE = "\x02", "\x1f", "\x03"

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


def P(typ, value):
    """Mark `value` as PHI of fine type `typ`."""
    if typ not in LABEL_OF:
        raise ValueError("unknown type %r" % typ)
    value = str(value)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r" % value)
    if OPEN in value or CLOSE in value or SEP in value:
        raise ValueError("nested PHI marker in %r" % value)
    return OPEN + typ + SEP + value + CLOSE


def parse(marked):
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        j = marked.find(OPEN, i)
        if j < 0:
            out.append(marked[i:])
            pos += n - i
            break
        out.append(marked[i:j])
        pos += j - i
        k = marked.index(SEP, j)
        e = marked.index(CLOSE, k)
        typ = marked[j + 1:k]
        val = marked[k + 1:e]
        if OPEN in val:
            raise ValueError("nested marker near %r" % marked[j:j + 60])
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL_OF[typ],
                      "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        i = e + 1
    text = "".join(out)
    if CLOSE in text or SEP in text:
        raise ValueError("stray marker")
    return text, spans


def strip(marked):
    return parse(marked)[0]
