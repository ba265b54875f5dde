"""Marker-based composition: PHI values are wrapped in private-use markers while a
note is assembled; one left-to-right pass strips the markers and yields offsets."""

TYPES = [
    ("PATIENT", "NAME"), ("DOCTOR", "NAME"), ("FAMILY", "NAME"), ("USERNAME", "NAME"),
    ("AGE", "AGE"), ("DATE", "DATE"),
    ("STREET", "LOCATION"), ("CITY", "LOCATION"), ("STATE", "LOCATION"), ("ZIP", "LOCATION"),
    ("COUNTRY", "LOCATION"), ("HOSPITAL", "LOCATION"), ("ORGANIZATION", "LOCATION"),
    ("LOCATION_OTHER", "LOCATION"),
    ("MRN", "ID"), ("SSN", "ID"), ("HEALTHPLAN", "ID"), ("ACCOUNT", "ID"), ("LICENSE", "ID"),
    ("DEVICE", "ID"), ("VEHICLE", "ID"), ("BIOID", "ID"), ("IDNUM", "ID"),
    ("PHONE", "CONTACT"), ("FAX", "CONTACT"), ("EMAIL", "CONTACT"), ("URL", "CONTACT"),
    ("IPADDR", "CONTACT"), ("PROFESSION", "PROFESSION"),
]
LABEL = dict(TYPES)
TYPE_NAMES = [t for t, _ in TYPES]

OPEN = "\ue000"
CLOSE = "\ue001"
_CODE = {t: chr(0xE100 + i) for i, t in enumerate(TYPE_NAMES)}
_DECODE = {v: k for k, v in _CODE.items()}


def P(typ, value):
    """Wrap one PHI value in markers (type code right after the opening marker)."""
    if typ not in _CODE:
        raise ValueError(typ)
    value = str(value)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r" % value)
    if OPEN in value or CLOSE in value:
        raise ValueError("nested marker in %r" % value)
    return OPEN + _CODE[typ] + value + CLOSE


def strip_markers(marked):
    """One left-to-right pass: returns (text, spans)."""
    out = []
    n = 0
    spans = []
    cur = None  # (type, start)
    i = 0
    L = len(marked)
    while i < L:
        ch = marked[i]
        if ch == OPEN:
            if cur is not None:
                raise ValueError("nested span")
            typ = _DECODE[marked[i + 1]]
            cur = (typ, n)
            i += 2
            continue
        if ch == CLOSE:
            if cur is None:
                raise ValueError("close without open")
            typ, start = cur
            spans.append({"start": start, "end": n, "label": LABEL[typ], "type": typ})
            cur = None
            i += 1
            continue
        if "\ue000" <= ch <= "\ue1ff":
            raise ValueError("stray marker")
        out.append(ch)
        n += 1
        i += 1
    if cur is not None:
        raise ValueError("unclosed span")
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans
