"""Label table and PHI markers for dev244_en templates."""

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

def M(typ, val):
    val = str(val)
    assert typ in LABEL, typ
    assert val and val == val.strip(), repr(val)
    assert not any(c in val for c in "\x01\x02\x03"), val
    return "\x01" + typ + "\x02" + val + "\x03"


def clean_ascii(s):
    out = []
    for ch in s.lower():
        if ch in "áàâä":
            ch = "a"
        elif ch in "éèê":
            ch = "e"
        elif ch in "íì":
            ch = "i"
        elif ch in "óòö":
            ch = "o"
        elif ch in "úùü":
            ch = "u"
        elif ch == "ñ":
            ch = "n"
        if ch.isalnum():
            out.append(ch)
    return "".join(out)


