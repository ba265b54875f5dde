"""Marker helpers: PHI values are wrapped in private-use characters while a note
is assembled; `render` strips them in one left-to-right pass and records offsets."""

CATEGORY = {
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
TYPES = list(CATEGORY)
OPEN = "\ue000"
CLOSE = "\ue001"
CODE0 = 0xE100


def P(typ, value):
    """Wrap one PHI value in markers."""
    assert typ in CATEGORY, typ
    value = str(value)
    assert value and value == value.strip(), repr(value)
    assert OPEN not in value and CLOSE not in value
    return OPEN + chr(CODE0 + TYPES.index(typ)) + value + CLOSE


def visible(marked):
    """Visible text of a marked string (for padding fixed-width tables)."""
    out = []
    skip = False
    for ch in marked:
        if skip:
            skip = False
            continue
        if ch == OPEN:
            skip = True
            continue
        if ch == CLOSE:
            continue
        out.append(ch)
    return "".join(out)


def render(marked):
    """One left-to-right pass: strip markers, return (text, spans)."""
    out = []
    spans = []
    n = 0
    cur = None  # (type, start)
    expect_code = False
    for ch in marked:
        if expect_code:
            cur = (TYPES[ord(ch) - CODE0], n)
            expect_code = False
            continue
        if ch == OPEN:
            if cur is not None:
                raise ValueError("nested PHI marker")
            expect_code = True
            continue
        if ch == CLOSE:
            if cur is None:
                raise ValueError("unbalanced close marker")
            typ, start = cur
            spans.append({"start": start, "end": n, "label": CATEGORY[typ], "type": typ})
            cur = None
            continue
        out.append(ch)
        n += 1
    if cur is not None or expect_code:
        raise ValueError("unterminated PHI marker")
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans
