"""Inline PHI markup: templates wrap each PHI value with S(type, value); render()
strips the markers and returns (text, spans) with Python str offsets."""

M1, M2, M3 = "\x01", "\x02", "\x03"

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


def S(t, v):
    """Mark value v as PHI of fine type t."""
    if t not in TYPE2LABEL:
        raise ValueError("unknown type %r" % t)
    v = str(v)
    if not v or v != v.strip():
        raise ValueError("bad PHI value %r (%s)" % (v, t))
    if M1 in v or M2 in v or M3 in v:
        raise ValueError("nested markup in %r" % v)
    return M1 + t + M2 + v + M3


def render(marked):
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == M1:
            j = marked.index(M2, i)
            k = marked.index(M3, j)
            t = marked[i + 1:j]
            v = marked[j + 1:k]
            if M1 in v or M2 in v:
                raise ValueError("nested markup near %r" % marked[i:k + 1])
            spans.append({"start": pos, "end": pos + len(v), "label": TYPE2LABEL[t],
                          "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        elif ch in (M2, M3):
            raise ValueError("stray marker near %r" % marked[max(0, i - 40):i + 40])
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")
