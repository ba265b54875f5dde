"""Marker mechanism: every PHI value is wrapped by m() in private-use delimiters.

A note is composed as one marked string; render() strips the markers and returns
the plain text together with the gold spans, so every offset comes from the
generator itself (no string search after the fact).
"""
import re

OPEN, SEP, CLOSE = "\ue000", "\ue001", "\ue002"

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

_LEAD_BAD = set("\"'[{<,.;:!?|^~)]}>-/")
_TRAIL_BAD = set("\"'([{<,;:!?|^~)]}>-/")
_INITIAL_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")


def edge_problem(typ, value):
    """Return a description of a boundary problem of a span value, or None."""
    if not value:
        return "empty"
    if value != value.strip():
        return "whitespace at edge"
    a, z = value[0], value[-1]
    if a in _LEAD_BAD:
        return "leading punctuation %r" % a
    if a == "(" and not (typ in ("PHONE", "FAX") and ")" in value):
        return "leading bracket"
    if z in _TRAIL_BAD and not (z == ")" and "(" in value):
        return "trailing punctuation %r" % z
    if z == "." and not _INITIAL_END.search(value):
        return "trailing full stop"
    return None


def m(typ, value):
    """Wrap one PHI value."""
    value = str(value)
    if typ not in CATEGORY:
        raise ValueError("unknown type %s" % typ)
    if any(c in value for c in (OPEN, SEP, CLOSE)):
        raise ValueError("nested marker in %r" % value)
    prob = edge_problem(typ, value)
    if prob:
        raise ValueError("bad span value %r (%s): %s" % (value, typ, prob))
    return OPEN + typ + SEP + value + CLOSE


_MARK = re.compile(OPEN + "([A-Z_]+)" + SEP + "([^" + OPEN + SEP + CLOSE + "]*)" + CLOSE)


def visible(s):
    return _MARK.sub(lambda mo: mo.group(2), s)


def vlen(s):
    return len(visible(s))


def ljust(s, n):
    """Pad to visible width n; always leave at least one space so columns never run together."""
    return s + " " * max(1, n - vlen(s))


def rjust(s, n):
    return " " * max(0, n - vlen(s)) + s


def segments(s):
    """Marked string -> list of (text, type-or-None)."""
    out, pos = [], 0
    for mo in _MARK.finditer(s):
        if mo.start() > pos:
            out.append((s[pos:mo.start()], None))
        out.append((mo.group(2), mo.group(1)))
        pos = mo.end()
    if pos < len(s):
        out.append((s[pos:], None))
    for t, typ in out:
        if typ is None and any(c in t for c in (OPEN, SEP, CLOSE)):
            raise ValueError("stray marker near %r" % t[:60])
    return out


def transform(s, fn):
    """Apply a text function (e.g. str.upper) to plain text and values alike."""
    return "".join(fn(t) if typ is None else m(typ, fn(t)) for t, typ in segments(s))


def render(segs):
    """List of segments -> (text, spans)."""
    parts, spans, pos = [], [], 0
    for t, typ in segs:
        if typ is not None:
            prob = edge_problem(typ, t)
            if prob:
                raise ValueError("bad span after processing %r: %s" % (t, prob))
            spans.append({"start": pos, "end": pos + len(t), "label": CATEGORY[typ],
                          "type": typ, "text": t})
        parts.append(t)
        pos += len(t)
    return "".join(parts), spans


# ---------------------------------------------------------------- OCR noise
_CONFUSE_PLAIN = [("rn", "m"), ("cl", "d"), ("O", "0"), ("l", "1"), ("S", "5"), ("e", "c"), ("i", "l")]
_CONFUSE_PHI = [("O", "0"), ("I", "l"), ("0", "O"), ("1", "l"), ("S", "5")]


def _noise_word(w, rng, level):
    if not w.strip() or len(w) < 2:
        return w
    r = rng.random()
    if r < 0.05 * level:
        w = w.upper()
    elif r < 0.09 * level:
        w = w.lower()
    elif r < 0.11 * level and w.isalpha():
        w = "".join(c.upper() if rng.random() < 0.4 else c.lower() for c in w)
    if len(w) > 4 and w.isalpha() and rng.random() < 0.05 * level:
        k = rng.randint(1, len(w) - 1)
        w = w[:k] + " " + w[k:]
    if rng.random() < 0.04 * level:
        a, b = rng.choice(_CONFUSE_PLAIN)
        if a in w:
            w = w.replace(a, b, 1)
    return w


def ocr_noise(segs, rng, level=1.0):
    """Spacing and case oddities as produced by OCR of scanned forms."""
    out = []
    for t, typ in segs:
        if typ is None:
            toks = re.split(r"(\s+)", t)
            new = []
            for tok in toks:
                if tok and tok.isspace():
                    if "\n" not in tok and rng.random() < 0.08 * level:
                        tok = tok + " " * rng.randint(1, 2)
                    new.append(tok)
                else:
                    new.append(_noise_word(tok, rng, level))
            t = "".join(new)
            if rng.random() < 0.03 * level:
                t = t.replace(":", " :", 1)
        else:
            r = rng.random()
            if r < 0.10 * level:
                t = t.upper()
            elif r < 0.14 * level and typ not in ("EMAIL", "URL"):
                t = t.lower()
            if " " in t and rng.random() < 0.12 * level:
                k = t.index(" ")
                t = t[:k] + "  " + t[k + 1:]
            if rng.random() < 0.05 * level and typ not in ("EMAIL", "URL", "IPADDR"):
                a, b = rng.choice(_CONFUSE_PHI)
                inner = t[1:-1]
                if a in inner:
                    t = t[0] + inner.replace(a, b, 1) + t[-1]
            if len(t) > 6 and t.isdigit() and rng.random() < 0.08 * level:
                k = rng.randint(2, len(t) - 2)
                t = t[:k] + " " + t[k:]
        out.append((t, typ))
    return out
