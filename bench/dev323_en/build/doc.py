"""Single-pass note builder: text pieces are appended in order and every
PHI span records its offsets at the moment it is appended."""
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class S:
    """A PHI value waiting to be written: fine type plus surface text."""
    __slots__ = ("typ", "val")

    def __init__(self, typ, val):
        if typ not in TYPE_LABEL:
            raise ValueError("bad type %r" % typ)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        self.typ = typ
        self.val = val

    def __repr__(self):
        return "S(%s,%r)" % (self.typ, self.val)


_PH = re.compile(r"\{([a-z_0-9]+)\}")


class Doc:
    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)

    def span(self, typ, val):
        sp = S(typ, val)
        self.spans.append({"start": self.pos, "end": self.pos + len(sp.val),
                           "label": TYPE_LABEL[typ], "type": typ,
                           "text": sp.val})
        self.t(sp.val)

    def w(self, *items):
        for it in items:
            self._put(it)
        return self

    def ln(self, *items):
        for it in items:
            self._put(it)
        self.t("\n")
        return self

    def _put(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self.t(it)
        elif isinstance(it, S):
            self.span(it.typ, it.val)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._put(x)
        else:
            raise TypeError("cannot write %r" % (it,))

    def f(self, template, **kw):
        """Write a template; {key} pulls kw[key] (str, S or list of them).
        Offsets are taken as each piece is appended."""
        last = 0
        for m in _PH.finditer(template):
            self.t(template[last:m.start()])
            self._put(kw[m.group(1)])
            last = m.end()
        self.t(template[last:])
        return self

    def text(self):
        return "".join(self.parts)

    def finish(self, lowercase=False):
        text = "".join(self.parts)
        spans = [dict(s) for s in self.spans]
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("span/text mismatch %r" % s)
        spans.sort(key=lambda s: (s["start"], s["end"]))
        for a, b in zip(spans, spans[1:]):
            if b["start"] < a["end"]:
                raise AssertionError("overlap %r %r" % (a, b))
        out = []
        for s in spans:
            out.append({"start": s["start"], "end": s["end"],
                        "label": s["label"], "type": s["type"],
                        "text": s["text"]})
        return text, out


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def typo(rng, word, bad, p=0.03):
    return bad if rng.random() < p else word
