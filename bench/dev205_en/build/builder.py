"""Note assembly with offsets recorded in a single pass.

A piece is one of:
  * a plain ``str``            -> non-PHI text
  * a tuple ``(value, TYPE)``  -> a PHI span of fine type TYPE
  * a list of pieces           -> rendered in order
  * ``None``                   -> skipped
"""
import re

LABEL = {
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

_FIELD = re.compile(r"\{(\d+)\}")


def plain_len(piece):
    """Length of a piece once rendered (before any lower-casing, which keeps length)."""
    if piece is None:
        return 0
    if isinstance(piece, str):
        return len(piece)
    if isinstance(piece, tuple):
        return len(piece[0])
    return sum(plain_len(p) for p in piece)


def plain_text(piece):
    if piece is None:
        return ""
    if isinstance(piece, str):
        return piece
    if isinstance(piece, tuple):
        return piece[0]
    return "".join(plain_text(p) for p in piece)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _norm(self, s):
        return s.lower() if self.lower else s

    def _text(self, s):
        if not s:
            return
        s = self._norm(s)
        self.buf.append(s)
        self.pos += len(s)

    def _span(self, value, typ):
        value = self._norm(value)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        if typ not in LABEL:
            raise ValueError("bad type %r" % typ)
        self.spans.append({
            "start": self.pos, "end": self.pos + len(value),
            "label": LABEL[typ], "type": typ, "text": value,
        })
        self.buf.append(value)
        self.pos += len(value)

    def t(self, *pieces):
        for piece in pieces:
            if piece is None:
                continue
            if isinstance(piece, str):
                self._text(piece)
            elif isinstance(piece, tuple):
                self._span(piece[0], piece[1])
            else:
                self.t(*piece)
        return self

    def f(self, template, *args):
        """Fill ``{0}``, ``{1}`` ... in template with pieces, in one pass."""
        parts = _FIELD.split(template)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part.endswith("a~ ") and i + 1 < len(parts):
                    # article chosen from the next filled value: "a~ {0}" -> "a"/"an"
                    nxt = plain_text(args[int(parts[i + 1])])
                    part = part[:-3] + ("an " if nxt[:1].lower() in "aeiou" else "a ")
                self._text(part)
            else:
                self.t(args[int(part)])
        return self

    def ln(self, *pieces):
        self.t(*pieces)
        self._text("\n")
        return self

    def cell(self, piece, width):
        """Render piece, then pad with spaces to width (at least one space)."""
        n = plain_len(piece)
        self.t(piece)
        self._text(" " * max(1, width - n))
        return self

    def row(self, cells, widths):
        for i, c in enumerate(cells):
            if i == len(cells) - 1:
                self.t(c)
            else:
                self.cell(c, widths[i])
        self._text("\n")
        return self

    def blank(self):
        self._text("\n")
        return self

    def text(self):
        return "".join(self.buf)

    def result(self):
        txt = self.text()
        for s in self.spans:
            assert txt[s["start"]:s["end"]] == s["text"]
        return txt, list(self.spans)
