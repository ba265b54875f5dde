"""Note builder: assembles a note piece by piece and records PHI offsets in one pass."""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# misspellings applied only to non-PHI wording
TYPOS = {
    "received": "recieved", "palate": "palete", "separate": "seperate",
    "definitely": "definately", "until": "untill", "tongue": "tounge",
    "occurred": "occured", "assessment": "assesment", "appointment": "appointmnet",
    "feeding": "feeeding", "weight": "wieght", "parents": "parnets",
    "surgery": "surgey", "discussed": "disucssed", "review": "reveiw",
    "hearing": "hearign", "bilateral": "bilaterl", "which": "whcih",
    "their": "thier", "the": "teh", "and": "adn", "with": "wiht",
    "patient": "pateint", "because": "becuase", "necessary": "neccessary",
    "recommend": "reccomend", "tomorrow": "tommorow", "follow": "folow",
    "normal": "normla", "explained": "explaned", "reassured": "reasured",
    "repair": "repiar", "tolerated": "tolerted", "nasal": "nsal",
    "advised": "advsied", "mother": "mohter", "appliance": "appliace",
}
_WORD = re.compile(r"[A-Za-z]+")


class P(tuple):
    """A PHI piece: P(text, type)."""
    def __new__(cls, text, typ):
        return tuple.__new__(cls, (text, typ))


class NB:
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.parts = []
        self.pos = 0
        self.spans = []
        self.typo_rate = typo_rate

    def _typo(self, s):
        rng = self.rng

        def sub(m):
            w = m.group(0)
            low = w.lower()
            if low in TYPOS and rng.random() < self.typo_rate:
                bad = TYPOS[low]
                if w[0].isupper():
                    bad = bad[0].upper() + bad[1:]
                if w.isupper() and len(w) > 1:
                    bad = bad.upper()
                return bad
            return w
        return _WORD.sub(sub, s)

    def t(self, s):
        if not s:
            return self
        if self.typo_rate:
            s = self._typo(s)
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append((start, self.pos, typ, s))
        return self

    def emit(self, v):
        if v is None:
            return self
        if isinstance(v, P):
            return self.p(v[0], v[1])
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, (list, tuple)):
            for x in v:
                self.emit(x)
            return self
        raise TypeError(repr(v))

    def f(self, tmpl, **kw):
        """Template with {key} slots; each value is a str, a P or a list of them."""
        for piece in re.split(r"(\{[a-z0-9_]+\})", tmpl):
            if not piece:
                continue
            if piece[0] == "{" and piece[-1] == "}" and piece[1:-1] in kw:
                self.emit(kw[piece[1:-1]])
            else:
                self.t(piece)
        return self

    def text(self):
        return "".join(self.parts)

    def result(self, lower=False):
        text = self.text()
        spans = list(self.spans)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
            spans = [(a, b, t, s.lower()) for (a, b, t, s) in spans]
        out = []
        for a, b, t, s in spans:
            if text[a:b] != s:
                raise ValueError("offset mismatch")
            out.append({"start": a, "end": b, "label": LABEL[t], "type": t, "text": s})
        return text, out


def join(items, sep=", ", last=" and "):
    """Join fragments (str / P / list) into one fragment list."""
    items = list(items)
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(x)
    return out


def an(word):
    """Indefinite article for a following word."""
    w = word.lower()
    if w[:1] in "aeiou" and not w.startswith(("uni", "use", "eu")) or w.startswith(("hour", "honest")):
        return "an"
    if w[:2] in ("hg", "it") or w.startswith(("hgv", "emt")):
        return "an"
    return "a"
