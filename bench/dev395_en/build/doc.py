"""Note assembly with single-pass span recording.

A Doc collects text pieces in order.  Plain text goes through t(); every
PHI value goes through p(value, TYPE), which records start/end from the
running length *before* appending, so offsets are never recovered by
searching the finished text.
"""

import re

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
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

TYPES = sorted(LABEL_OF)

_TRAIL = ".,;:!?"
# dotted initials keep their final dot, as in the guideline's "Pt [J.S.]"
_INITIALS = re.compile(r"(?:[A-Za-z]\.){2,3}")
# a name ending in an initial keeps its dot, as in "[Maria K.]"
_LAST_INITIAL = re.compile(r"\s[A-Za-z]\.$")


class Doc:
    """Builds one note.  lower=True makes the whole note lower case."""

    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    def _norm(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            return low
        return s

    def t(self, s, typo=True):
        """Append non-PHI text (may receive an occasional typo)."""
        if not s:
            return self
        if typo and self.typo_rate and self.rng.random() < self.typo_rate:
            s = typo_in(self.rng, s)
        s = self._norm(s)
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, value, typ):
        """Append one PHI value and record its span."""
        if typ not in LABEL_OF:
            raise ValueError("unknown type " + typ)
        value = self._norm(value)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        if value[-1] in _TRAIL and not _INITIALS.fullmatch(value) and \
                not (LABEL_OF[typ] == "NAME" and _LAST_INITIAL.search(value)):
            raise ValueError("trailing punctuation in span %r" % value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL_OF[typ], "type": typ,
                           "text": value})
        return self

    def nl(self, n=1):
        return self.t("\n" * n, typo=False)

    def result(self):
        return "".join(self.parts), list(self.spans)


_SKIP_TYPO = ("mmHg", "ABPI", "NPWT")


def typo_in(rng, s):
    """Introduce one realistic typo into a longer lower-case word of s."""
    words = s.split(" ")
    cand = [i for i, w in enumerate(words)
            if len(w) >= 6 and w.isalpha() and w.islower()
            and w not in _SKIP_TYPO]
    if not cand:
        return s
    i = cand[rng.randrange(len(cand))]
    w = words[i]
    k = rng.randrange(1, len(w) - 2)
    mode = rng.randrange(3)
    if mode == 0:
        w = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif mode == 1:
        w = w[:k] + w[k + 1:]
    else:
        w = w[:k] + w[k] + w[k:]
    words[i] = w
    return " ".join(words)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def sample(rng, seq, k):
    seq = list(seq)
    k = min(k, len(seq))
    return rng.sample(seq, k)
