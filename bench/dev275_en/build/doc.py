"""Note builder: text is appended piece by piece and PHI spans are recorded
at the moment each piece is appended (single pass, no searching)."""
import re

LABELS = {
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


class P:
    """A PHI value: the exact characters that form the span, and its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABELS:
            raise ValueError("bad type %r" % t)
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % v)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


_PH = re.compile(r"(\{[A-Za-z0-9_]*\})")


class Doc:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    # -- low level -------------------------------------------------------
    def _txt(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)

    def _phi(self, p):
        start = self.n
        self._txt(p.v)
        self.spans.append((start, self.n, p.t))

    def add(self, *items):
        """Append items in order: str (plain), P (span), list/tuple (recursed), None (skip)."""
        for it in items:
            if it is None:
                continue
            if isinstance(it, P):
                self._phi(it)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            elif isinstance(it, (int, float)):
                self._txt(str(it))
            else:
                self._txt(it)
        return self

    # -- templates -------------------------------------------------------
    def f(self, template, *args, **kw):
        """Fill a template.  {} takes the next positional argument, {0} a numbered
        one, {name} a keyword one.  Values may be str, P, list or None."""
        pos = 0
        for part in _PH.split(template):
            if not part:
                continue
            if part[0] == "{" and part[-1] == "}" and _PH.fullmatch(part):
                key = part[1:-1]
                if key == "":
                    val = args[pos]
                    pos += 1
                elif key.isdigit():
                    val = args[int(key)]
                else:
                    val = kw[key]
                self.add(val)
            else:
                self._txt(part)
        return self

    def line(self, template="", *args, **kw):
        self.f(template, *args, **kw)
        self._txt("\n")
        return self

    def nl(self, k=1):
        self._txt("\n" * k)
        return self

    def extend(self, other):
        """Append another Doc, shifting its recorded spans by the current length."""
        off = self.n
        for piece in other.buf:
            self._txt(piece)
        for s, e, t in other.spans:
            self.spans.append((s + off, e + off, t))
        return self

    def with_noise(self, rng, p=0.05):
        """Return a copy where some line ends in plain-text pieces get trailing
        blanks or an extra blank line (copy-paste artefacts).  Spans are carried
        over piece by piece (by their recorded start offsets), never searched for."""
        out = Doc()
        span_at = {}
        for s, e, t in self.spans:
            span_at[s] = (e - s, t)
        pos = 0
        for piece in self.buf:
            orig_len = len(piece)
            hit = span_at.get(pos)
            if hit is not None and hit[0] == orig_len:
                out._phi(P(piece, hit[1]))
            else:
                if "\n" in piece and rng.random() < p * 4:
                    bits = piece.split("\n")
                    new = []
                    for i, b in enumerate(bits):
                        new.append(b)
                        if i < len(bits) - 1:
                            r = rng.random()
                            if r < p:
                                new.append(rng.choice([" ", "  ", "\t", "   "]))
                            elif r < p * 1.5:
                                new.append("\n")
                            new.append("\n")
                    piece = "".join(new)
                out._txt(piece)
            pos += orig_len
        if len(out.spans) != len(self.spans):
            raise ValueError("span carry-over failed")
        return out

    # -- output ----------------------------------------------------------
    def finish(self, lowercase=False):
        text = "".join(self.buf)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        out = []
        last = 0
        for s, e, t in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            out.append({"start": s, "end": e, "label": LABELS[t], "type": t,
                        "text": text[s:e]})
        return text, out
