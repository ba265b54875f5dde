"""Core note builder for dev319_en.

A note is assembled piece by piece; every PHI value is appended through
``Note.add`` as a ``P`` object, so its offsets are recorded at the moment the
text is written (single pass, never by searching the finished text).
"""
import string

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

_FMT = string.Formatter()


class P:
    """A PHI value of a given fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in TYPE_LABEL:
            raise ValueError("bad type %r" % t)
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % v)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r,%r)" % (self.v, self.t)


class Note:
    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    def _lit(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, P):
                start = self.n
                self._lit(it.v)
                self.spans.append((start, self.n, it.t))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            elif isinstance(it, str):
                self._lit(it)
            else:
                raise TypeError("cannot add %r" % (it,))
        return self

    def f(self, tmpl, **kw):
        """Append a template; each {field} is replaced by kw[field] (str, P or list)."""
        for lit, field, spec, conv in _FMT.parse(tmpl):
            self._lit(lit)
            if field is not None:
                self.add(kw[field])
        return self

    def line(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self._lit("\n")
        return self

    def text(self):
        return "".join(self.buf)

    def finish(self, nid, genre, country, lower):
        text = self.text()
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length in %s" % nid)
            text = low
        spans = []
        last = 0
        for s, e, t in self.spans:
            if s < last:
                raise ValueError("overlap in %s" % nid)
            last = e
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[t], "type": t,
                          "text": text[s:e]})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev319-en", "genre": genre, "lowercase": bool(lower),
                         "country": country}}


def join(parts, sep=", "):
    """Join a list of str/P items with a literal separator, returning a list."""
    out = []
    for i, p in enumerate(parts):
        if i:
            out.append(sep)
        out.append(p)
    return out


class R:
    """Thin helpers around the single random.Random(319) instance."""

    def __init__(self, rng):
        self.rng = rng

    def c(self, seq):
        return self.rng.choice(seq)

    def p(self, prob):
        return self.rng.random() < prob

    def i(self, a, b):
        return self.rng.randint(a, b)

    def u(self, a, b):
        return self.rng.uniform(a, b)

    def sample(self, seq, k):
        return self.rng.sample(list(seq), k)

    def w(self, pairs):
        """Weighted choice from [(weight, value), ...]."""
        tot = sum(wt for wt, _ in pairs)
        x = self.rng.random() * tot
        acc = 0.0
        for wt, v in pairs:
            acc += wt
            if x < acc:
                return v
        return pairs[-1][1]

    def digits(self, n, first_nonzero=False):
        s = "".join(str(self.rng.randint(0, 9)) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.rng.randint(1, 9)) + s[1:]
        return s

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def shuffle(self, seq):
        seq = list(seq)
        self.rng.shuffle(seq)
        return seq


def typo(r, s, prob=0.04):
    """Rarely swap two adjacent letters inside one longer word of a non-PHI phrase."""
    if not r.p(prob):
        return s
    words = s.split(" ")
    idx = [k for k, w in enumerate(words) if len(w) > 5 and w.isalpha()]
    if not idx:
        return s
    k = r.c(idx)
    w = words[k]
    j = r.i(1, len(w) - 3)
    words[k] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)
