"""Note builder: text pieces are appended in order and span offsets are
recorded at the moment a PHI piece is appended (single pass, no searching).
All randomness in the generator comes from the single RNG defined here."""
import random

rng = random.Random(342)

# probability that a plain-text piece of 15+ characters gets one typo;
# make.py sets it per note before the note is built (most notes: 0)
TYPO_RATE = [0.0]

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


class NB:
    """Append-only note builder.

    nb("plain text", ("Value", "TYPE"), "more text", [nested items], None)
    Strings are plain text, (value, TYPE) tuples are PHI spans, lists are
    flattened, None is skipped."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0
        self.typo = TYPO_RATE[0]

    def __call__(self, *items):
        for it in items:
            self._add(it)
        return self

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            if self.typo and len(it) >= 15 and rng.random() < self.typo:
                it = typo(it)
            self.parts.append(it)
            self.n += len(it)
        elif isinstance(it, tuple):
            val, typ = it
            val = str(val)
            if typ is None:
                self._add(val)
                return
            if not val or val != val.strip():
                raise ValueError("bad span value %r" % val)
            if typ not in LABEL:
                raise ValueError("bad type %r" % typ)
            self.spans.append({"start": self.n, "end": self.n + len(val),
                               "label": LABEL[typ], "type": typ, "text": val})
            self.parts.append(val)
            self.n += len(val)
        elif isinstance(it, list):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    def text(self):
        return "".join(self.parts)


def typo(s):
    """Swap two adjacent inner letters of one longer word (plain text only)."""
    words = []
    i = 0
    while i < len(s):
        if s[i].isalpha():
            j = i
            while j < len(s) and s[j].isalpha():
                j += 1
            if j - i >= 6:
                words.append((i, j))
            i = j
        else:
            i += 1
    if not words:
        return s
    a, b = rng.choice(words)
    p = rng.randint(a + 1, b - 3)
    return s[:p] + s[p + 1] + s[p] + s[p + 2:]


def ch(seq):
    return rng.choice(seq)


def chance(p):
    return rng.random() < p


def wch(pairs):
    """Weighted choice from [(item, weight), ...]."""
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    acc = 0.0
    for it, w in pairs:
        acc += w
        if x < acc:
            return it
    return pairs[-1][0]


def digits(k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def letters(k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(k))


def joinf(items, sep=", ", last=None):
    """Join fragment groups with plain-text separators."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(it)
    return out


def sample(seq, k):
    return rng.sample(list(seq), min(k, len(seq)))
