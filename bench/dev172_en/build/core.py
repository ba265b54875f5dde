"""Core note builder for dev172_en.

Text is assembled piece by piece.  Every PHI piece is recorded with its
offsets at the moment it is appended, so offsets never come from searching
the finished text.

A "segment list" is a list whose items are either plain strings or
(TYPE, value) tuples (PHI) or nested segment lists.
"""
import json
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

ALL_TYPES = sorted(TYPE2LABEL)

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def seglen(segs):
    """Length of a segment list once rendered."""
    if isinstance(segs, str):
        return len(segs)
    if isinstance(segs, tuple):
        return len(segs[1])
    return sum(seglen(s) for s in segs)


def segtext(segs):
    if isinstance(segs, str):
        return segs
    if isinstance(segs, tuple):
        return segs[1]
    return "".join(segtext(s) for s in segs)


class Note:
    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.buf = []
        self.n = 0
        self.spans = []

    # plain text -----------------------------------------------------------
    def t(self, *parts):
        for s in parts:
            if s:
                self.buf.append(s)
                self.n += len(s)
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    # one PHI piece ---------------------------------------------------------
    def p(self, typ, value):
        value = str(value)
        if typ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.spans.append({"start": self.n, "end": self.n + len(value),
                           "label": TYPE2LABEL[typ], "type": typ, "text": value})
        self.buf.append(value)
        self.n += len(value)
        return self

    # segment lists -----------------------------------------------------------
    def s(self, segs):
        if segs is None:
            return self
        if isinstance(segs, str):
            return self.t(segs)
        if isinstance(segs, tuple):
            return self.p(segs[0], segs[1])
        for item in segs:
            self.s(item)
        return self

    def f(self, fmt, **kw):
        """Append a template; {key} is filled from kw (str, tuple or list)."""
        pieces = _PLACEHOLDER.split(fmt)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                self.t(piece)
            else:
                self.s(kw[piece])
        return self

    def padded(self, segs, width, right=False):
        pad = " " * max(0, width - seglen(segs))
        if right:
            self.t(pad)
            self.s(segs)
        else:
            self.s(segs)
            self.t(pad)
        return self

    # tables ----------------------------------------------------------------
    def aligned_row(self, cells, widths, gap="  "):
        # the last cell is not padded, so no line ends in spaces
        last = len(cells) - 1
        for i, c in enumerate(cells):
            if i == last:
                self.s(c)
            else:
                self.padded(c, widths[i])
                self.t(gap)
        self.t("\n")

    def aligned_table(self, header, rows, gap="  ", rule="-"):
        widths = [seglen(h) for h in header]
        for r in rows:
            for i, c in enumerate(r):
                widths[i] = max(widths[i], seglen(c))
        self.aligned_row(header, widths, gap)
        if rule:
            total = sum(widths) + len(gap) * (len(widths) - 1)
            self.t(rule * total + "\n")
        for r in rows:
            self.aligned_row(r, widths, gap)

    def pipe_table(self, header, rows, pad=True):
        widths = [seglen(h) for h in header]
        if pad:
            for r in rows:
                for i, c in enumerate(r):
                    widths[i] = max(widths[i], seglen(c))

        def row(cells):
            self.t("|")
            for i, c in enumerate(cells):
                self.t(" ")
                if pad:
                    self.padded(c, widths[i])
                else:
                    self.s(c)
                self.t(" |")
            self.t("\n")
        row(header)
        self.t("|" + "|".join(("-" * (w + 2)) if pad else "---" for w in widths) + "|\n")
        for r in rows:
            row(r)

    def delim_row(self, cells, delim=","):
        for i, c in enumerate(cells):
            if i:
                self.t(delim)
            txt = segtext(c)
            quote = delim == "," and ("," in txt or '"' in txt)
            if quote:
                self.t('"')
            self.s(c)
            if quote:
                self.t('"')
        self.t("\n")

    def text(self):
        return "".join(self.buf)


def to_record(note, nid, lowercase):
    text = note.text()
    spans = []
    if lowercase:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed length in " + nid)
        text = low
    for sp in note.spans:
        d = dict(sp)
        d["text"] = text[d["start"]:d["end"]]
        if not lowercase and d["text"] != sp["text"]:
            raise ValueError("offset drift in " + nid)
        spans.append({"start": d["start"], "end": d["end"], "label": d["label"],
                      "type": d["type"], "text": d["text"]})
    return {"id": nid, "text": text, "spans": spans,
            "meta": {"source": "dev172-en", "genre": note.genre,
                     "lowercase": bool(lowercase), "country": note.country}}


def dump_line(rec):
    return json.dumps(rec, ensure_ascii=False, sort_keys=False)
