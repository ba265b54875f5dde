"""In-text PHI markers and the renderer that turns marked text into text + spans."""
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

A, B, C = "\x01", "\x02", "\x03"
_MARK = re.compile(A + "([A-Z_]+)" + B + "([^" + A + B + C + "]*)" + C)
_BAD_EDGE_START = set("\"'[{<,.;:!?-/ \t\n")
_BAD_EDGE_END = set("\"'[]{}<>,.;:!?-/ \t\n(")


def M(t, v):
    """Mark value v as PHI of fine type t."""
    assert t in TYPE2LABEL, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    assert v[0] not in _BAD_EDGE_START or (v[0] == "(" ), (t, v)
    assert v[-1] not in _BAD_EDGE_END or re.search(r"(?:^|[\s.])[A-Z]\.$", v), (t, v)
    assert A not in v and B not in v and C not in v, v
    return f"{A}{t}{B}{v}{C}"


def visible(s):
    return _MARK.sub(lambda m: m.group(2), s)


def vlen(s):
    return len(visible(s))


def ljust(s, w):
    return s + " " * max(0, w - vlen(s))


def render(s):
    out = []
    spans = []
    pos = 0
    n = 0
    for m in _MARK.finditer(s):
        chunk = s[pos:m.start()]
        assert A not in chunk and B not in chunk and C not in chunk, repr(chunk[-80:])
        out.append(chunk)
        n += len(chunk)
        t, v = m.group(1), m.group(2)
        spans.append({"start": n, "end": n + len(v), "label": TYPE2LABEL[t], "type": t, "text": v})
        out.append(v)
        n += len(v)
        pos = m.end()
    tail = s[pos:]
    assert A not in tail and B not in tail and C not in tail, repr(tail[-80:])
    out.append(tail)
    return "".join(out), spans


def cap(s):
    """Upper-case the first letter only (str.capitalize would lower-case markers and acronyms)."""
    return s[:1].upper() + s[1:]
