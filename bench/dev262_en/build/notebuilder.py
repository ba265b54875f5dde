"""Single-pass note builder: text is appended piece by piece and PHI spans are
recorded at the moment they are appended (offsets are never searched for)."""
import re

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

_FIELD = re.compile(r"\{(\w+)\}")


def article(piece):
    """'a' or 'an' for the text of a piece (used by the {a_KEY} template field)."""
    w = piece[1] if isinstance(piece, tuple) else str(piece)
    if w[:1].lower() in "aeiou" or w.startswith(("HGV", "HR ", "MRI", "ICU", "NHS")):
        return "an"
    return "a"


def P(typ, text):
    """A PHI piece."""
    assert typ in TYPE2LABEL, typ
    return (typ, text)


class Note:
    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    # plain text
    def t(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)
        return self

    # one PHI value
    def p(self, typ, s):
        assert typ in TYPE2LABEL, typ
        assert s and s == s.strip(), repr(s)
        self.spans.append((self.pos, self.pos + len(s), typ))
        self.buf.append(s)
        self.pos += len(s)
        return self

    def add(self, piece):
        """piece: str (plain), tuple (TYPE, text) (PHI) or a list of pieces."""
        if piece is None:
            return self
        if isinstance(piece, str):
            return self.t(piece)
        if isinstance(piece, int):
            return self.t(str(piece))
        if isinstance(piece, tuple):
            return self.p(piece[0], piece[1])
        for x in piece:
            self.add(x)
        return self

    def f(self, template, **kw):
        """Fill a template; {key} takes a piece from kw. {{ and }} are not used."""
        last = 0
        for m in _FIELD.finditer(template):
            self.t(template[last:m.start()])
            key = m.group(1)
            if key not in kw and key.startswith("a_"):
                self.t(article(kw[key[2:]]))
            else:
                self.add(kw[key])
            last = m.end()
        self.t(template[last:])
        return self

    def line(self, template="", **kw):
        self.f(template, **kw)
        return self.t("\n")

    def finish(self, lowercase=False):
        text = "".join(self.buf)
        assert len(text) == self.pos
        if lowercase:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s, e, typ in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


def seq(*pieces):
    """Concatenate pieces into one list piece."""
    out = []
    for x in pieces:
        if x is None:
            continue
        if isinstance(x, list):
            out.extend(x)
        else:
            out.append(x)
    return out


def join(pieces, sep=", ", last=None):
    """Join several pieces with separators (all plain text)."""
    out = []
    n = len(pieces)
    for i, x in enumerate(pieces):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(x)
    return out
