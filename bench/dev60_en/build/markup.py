"""Marker/segment mechanism for dev60_en.

Every PHI value is written into a template as m(TYPE, value), which wraps the value
in control-character markers.  segments() splits a marked string into
(text, type-or-None) pieces and assemble() concatenates them, so the gold offsets
come from the generator itself and never from searching the finished text.
"""
import re

START, SEP, END = "\x01", "\x02", "\x03"

# label of every fine type (annotation_guideline.md, "Categories and fine types")
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

_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def m(typ, value):
    """Mark one PHI value."""
    value = str(value)
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type %r" % typ)
    if not value or value != value.strip():
        raise ValueError("bad value %r for %s" % (value, typ))
    if any(ch in value for ch in (START, SEP, END)):
        raise ValueError("marker inside value %r" % value)
    return START + typ + SEP + value + END


def visible(s):
    return _MARK.sub(lambda mo: mo.group(2), s)


def vlen(s):
    return len(visible(s))


def ljust(s, w, ch=" "):
    return s + ch * max(0, w - vlen(s))


def rjust(s, w, ch=" "):
    return ch * max(0, w - vlen(s)) + s


def center(s, w):
    gap = max(0, w - vlen(s))
    return " " * (gap // 2) + s + " " * (gap - gap // 2)


def row(cells, widths, sep=" "):
    """Left-justified table row on visible widths; the last cell is not padded."""
    out = []
    for i, cell in enumerate(cells):
        if i < len(cells) - 1 and i < len(widths):
            out.append(ljust(cell, widths[i]))
        else:
            out.append(cell)
    return sep.join(out).rstrip()


def segments(s):
    """Split a marked string into [(text, type or None)]."""
    out = []
    pos = 0
    for mo in _MARK.finditer(s):
        if mo.start() > pos:
            out.append((s[pos:mo.start()], None))
        out.append((mo.group(2), mo.group(1)))
        pos = mo.end()
    if pos < len(s):
        out.append((s[pos:], None))
    for txt, typ in out:
        if typ is None and any(ch in txt for ch in (START, SEP, END)):
            raise ValueError("stray marker near %r" % txt[:80])
    return out


def map_segments(segs, fn_plain=None, fn_phi=None):
    """Apply a transformation per segment (case changes etc.)."""
    out = []
    for txt, typ in segs:
        if typ is None:
            out.append((fn_plain(txt) if fn_plain else txt, None))
        else:
            new = fn_phi(txt, typ) if fn_phi else txt
            if not new or new != new.strip():
                raise ValueError("transformation broke value %r" % txt)
            out.append((new, typ))
    return out


def assemble(segs):
    parts = []
    spans = []
    n = 0
    for txt, typ in segs:
        if typ is not None:
            spans.append({"start": n, "end": n + len(txt), "label": TYPE_LABEL[typ],
                          "type": typ, "text": txt})
        parts.append(txt)
        n += len(txt)
    return "".join(parts), spans


# ---------------------------------------------------------------- OCR noise
_SUBST = {
    "O": "0", "0": "O", "o": "0", "l": "1", "1": "l", "I": "1", "i": "l", "S": "5",
    "5": "S", "B": "8", "8": "B", "e": "c", "c": "e", "m": "n", "n": "m", "rn": "m",
    "Z": "2", "2": "Z", "g": "9", "G": "6", "6": "G", "h": "b", "u": "v", "a": "o",
}


def _noise_text(txt, rng, rate, phi):
    out = []
    i = 0
    n = len(txt)
    while i < n:
        ch = txt[i]
        r = rng.random()
        if ch == "r" and i + 1 < n and txt[i + 1] == "n" and r < rate * 2:
            out.append("m")
            i += 2
            continue
        if ch in _SUBST and r < rate:
            out.append(_SUBST[ch])
        elif ch.isalpha() and r < rate * 1.6:
            out.append(ch.swapcase())
        else:
            out.append(ch)
        # spacing noise: a stray space after a non-space character, never at a value's edge
        if (not phi or 0 < i < n - 2) and ch not in " \n" and i + 1 < n \
                and txt[i + 1] not in " \n" and rng.random() < rate * 0.5:
            out.append(" ")
        # doubled spaces in running text
        if not phi and ch == " " and rng.random() < rate * 3:
            out.append(" ")
        i += 1
    return "".join(out)


def ocr_noise(segs, rng, rate=0.03):
    out = []
    for txt, typ in segs:
        new = _noise_text(txt, rng, rate, typ is not None)
        if typ is not None:
            new = new.strip()
            if not new or not new[0].isalnum() and new[0] not in "(+":
                new = txt
            if not new[-1].isalnum() and not (txt[-1] == "." and new[-1] == "."):
                new = txt
        out.append((new, typ))
    return out
