"""Inline PHI markup used by the generator.

Templates embed PHI values as  \x02TYPE\x1fvalue\x03 ; `parse` strips the
markers and returns the clean text plus character-offset spans.
"""

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

_S, _SEP, _E = "\x02", "\x1f", "\x03"


def M(typ, value):
    """Mark `value` as PHI of fine type `typ`."""
    if typ not in TYPE2LABEL:
        raise ValueError("unknown type %r" % typ)
    value = str(value)
    if value != value.strip() or not value or "\n" in value:
        raise ValueError("PHI value with edge whitespace: %r" % value)
    for c in (_S, _SEP, _E):
        if c in value:
            raise ValueError("nested markup in %r" % value)
    return _S + typ + _SEP + value + _E


# short aliases
def PAT(v): return M("PATIENT", v)
def DOC(v): return M("DOCTOR", v)
def FAM(v): return M("FAMILY", v)
def USER(v): return M("USERNAME", v)
def AGE(v): return M("AGE", v)
def DATE(v): return M("DATE", v)
def CITY(v): return M("CITY", v)
def STATE(v): return M("STATE", v)
def ZIP(v): return M("ZIP", v)
def COUNTRY(v): return M("COUNTRY", v)
def HOSP(v): return M("HOSPITAL", v)
def ORG(v): return M("ORGANIZATION", v)
def LOC(v): return M("LOCATION_OTHER", v)
def STREET(v): return M("STREET", v)
def PHONE(v): return M("PHONE", v)
def FAX(v): return M("FAX", v)
def EMAIL(v): return M("EMAIL", v)
def URL(v): return M("URL", v)
def IP(v): return M("IPADDR", v)
def PROF(v): return M("PROFESSION", v)
def MRN(v): return M("MRN", v)
def IDN(v): return M("IDNUM", v)


def parse(marked):
    """Return (text, spans) from a marked string."""
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        j = marked.find(_S, i)
        if j < 0:
            chunk = marked[i:]
            out.append(chunk)
            pos += len(chunk)
            break
        chunk = marked[i:j]
        out.append(chunk)
        pos += len(chunk)
        k = marked.index(_SEP, j)
        e = marked.index(_E, k)
        typ = marked[j + 1:k]
        val = marked[k + 1:e]
        if _S in val:
            raise ValueError("nested span near %r" % marked[j:e + 20])
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[typ],
                      "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        i = e + 1
    text = "".join(out)
    for c in (_S, _SEP, _E):
        if c in text:
            raise ValueError("stray marker")
    return text, spans
