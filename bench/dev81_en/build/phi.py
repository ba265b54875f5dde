"""Span bookkeeping: every PHI value is wrapped in private-use markers while a
note is composed; finalize() strips the markers and records exact offsets."""
import re

M0, M1, M2 = "\ue000", "\ue001", "\ue002"

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(typ, value):
    """Wrap one PHI value."""
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type %r" % typ)
    if not value or value != value.strip():
        raise ValueError("bad PHI value %r" % value)
    if M0 in value or M1 in value or M2 in value:
        raise ValueError("nested marker in %r" % value)
    return M0 + typ + M1 + value + M2


_PIECE = re.compile(re.escape(M0) + r"([A-Z_]+)" + re.escape(M1) + r"(.*?)" + re.escape(M2), re.S)


def pieces(marked):
    out, pos = [], 0
    for m in _PIECE.finditer(marked):
        if m.start() > pos:
            out.append((None, marked[pos:m.start()]))
        out.append((m.group(1), m.group(2)))
        pos = m.end()
    if pos < len(marked):
        out.append((None, marked[pos:]))
    for _, s in out:
        if M0 in s or M1 in s or M2 in s:
            raise ValueError("unbalanced marker near %r" % s[:60])
    return out


TEXTSPEAK = [
    (r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bare\b", "r"), (r"\bplease\b", "pls"),
    (r"\btomorrow\b", "tmrw"), (r"\bbecause\b", "bc"), (r"\bthanks\b", "thx"), (r"\bthank you\b", "ty"),
    (r"\bpeople\b", "ppl"), (r"\babout\b", "abt"), (r"\bbefore\b", "b4"), (r"\bwith\b", "w/"),
    (r"\breally\b", "rly"), (r"\bokay\b", "ok"), (r"\btonight\b", "tonite"), (r"\bmessage\b", "msg"),
    (r"\bappointment\b", "appt"), (r"\bgoing to\b", "gonna"), (r"\bwant to\b", "wanna"),
    (r"\bsomething\b", "smth"), (r"\bdon't know\b", "dunno"), (r"\bi am\b", "im"), (r"\bi'm\b", "im"),
    (r"\bdoesn't\b", "doesnt"), (r"\bcan't\b", "cant"), (r"\bwon't\b", "wont"), (r"\bthat's\b", "thats"),
    (r"\bit's\b", "its"), (r"\bweek\b", "wk"), (r"\bweeks\b", "wks"), (r"\bhours\b", "hrs"),
    (r"\bminutes\b", "mins"), (r"\bsee you\b", "cu"), (r"\bby the way\b", "btw"), (r"\bas soon as possible\b", "asap"),
    (r"\bfor your information\b", "fyi"), (r"\bgood\b", "gd"), (r"\bthough\b", "tho"), (r"\bto be honest\b", "tbh"),
]
KEEP = {"babinski", "parkinson", "foley", "crohn", "hashimoto", "alzheimer"}


def _typo(word, rng):
    k = rng.randrange(4)
    i = rng.randrange(1, len(word) - 2)
    if k == 0:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if k == 1:
        return word[:i] + word[i + 1:]
    if k == 2:
        return word[:i] + word[i] + word[i:]
    near = {"a": "s", "e": "r", "i": "o", "o": "i", "n": "m", "m": "n", "t": "y", "s": "a", "r": "e"}
    return word[:i] + near.get(word[i], word[i]) + word[i + 1:]


def messy(s, rng, speak=0.6, typo=0.05):
    """Lower-case text-speak and typos, applied to non-PHI text only."""
    for pat, rep in TEXTSPEAK:
        s = re.sub(pat, lambda m: rep if rng.random() < speak else m.group(0), s)

    def tw(m):
        w = m.group(0)
        if w in KEEP or rng.random() >= typo:
            return w
        return _typo(w, rng)
    return re.sub(r"(?<![A-Za-z0-9'])[a-z]{5,}(?![A-Za-z0-9'])", tw, s)


def finalize(marked, lower=False, rng=None, noisy=False):
    ps = pieces(marked)
    text_parts, spans, pos = [], [], 0
    for typ, s in ps:
        if lower:
            s = s.lower()
        if typ is None:
            if noisy:
                s = messy(s, rng)
            text_parts.append(s)
            pos += len(s)
        else:
            spans.append({"start": pos, "end": pos + len(s), "label": TYPE_LABEL[typ], "type": typ, "text": s})
            text_parts.append(s)
            pos += len(s)
    text = "".join(text_parts)
    for sp in spans:
        assert text[sp["start"]:sp["end"]] == sp["text"]
    return text, spans
