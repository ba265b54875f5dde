"""Marker mechanism: every PHI value is wrapped in an in-band marker while the
note is composed; render() strips the markers and records the gold offsets.

    P("DATE", "03/14/2019")  ->  "\x0eDATE\x1f03/14/2019\x0f"

No offset is ever recovered by searching the finished text.
"""

OPEN, SEP, CLOSE = "\x0e", "\x1f", "\x0f"

# fine type -> category, as in docs/annotation_guideline.md
TYPE_LABEL = {
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


class MarkupError(ValueError):
    pass


def P(typ, value):
    """Wrap one PHI value of fine type `typ` in a marker."""
    if typ not in TYPE_LABEL:
        raise MarkupError("unknown fine type %r" % typ)
    v = str(value)
    if not v or v != v.strip():
        raise MarkupError("empty or padded PHI value %r (%s)" % (v, typ))
    for ch in (OPEN, SEP, CLOSE):
        if ch in v:
            raise MarkupError("nested marker in %r" % v)
    return OPEN + typ + SEP + v + CLOSE


def render(marked):
    """Strip markers; return (text, spans) with offsets into the plain text."""
    out = []
    spans = []
    n = 0
    i = 0
    while True:
        j = marked.find(OPEN, i)
        if j < 0:
            tail = marked[i:]
            if SEP in tail or CLOSE in tail:
                raise MarkupError("stray marker")
            out.append(tail)
            break
        plain = marked[i:j]
        if SEP in plain or CLOSE in plain:
            raise MarkupError("stray marker")
        out.append(plain)
        n += len(plain)
        k = marked.index(SEP, j)
        e = marked.index(CLOSE, k)
        typ = marked[j + 1:k]
        val = marked[k + 1:e]
        if OPEN in val or SEP in val:
            raise MarkupError("nested marker")
        spans.append({"start": n, "end": n + len(val), "label": TYPE_LABEL[typ],
                      "type": typ, "text": val})
        out.append(val)
        n += len(val)
        i = e + 1
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans
