"""Core helpers for the dev371_en generator: the single RNG and the Note builder.

All randomness in the generator flows from the one R defined here.  Span offsets
are recorded while the note is assembled (never by searching the finished text).
"""
import random
import re

R = random.Random(371)

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}


def pick(seq):
    """Uniform choice from a sequence (lists/tuples only, never sets/dicts)."""
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def wpick(pairs):
    """Weighted choice from a list of (item, weight) pairs."""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def sample(seq, k):
    return R.sample(list(seq), k)


def digits(n):
    return ''.join(str(R.randrange(10)) for _ in range(n))


def letters(n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(pick(alphabet) for _ in range(n))


def P(typ, value):
    """A PHI piece: (type, value)."""
    assert typ in LABEL, typ
    return (typ, value)


_FIELD = re.compile(r'\{(\w+)\}')


class Note:
    """Assembles a note piece by piece and records PHI offsets as it goes."""

    def __init__(self, ctx, lower=False):
        self.ctx = ctx
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if not s:
            return
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        start = self.pos
        self.t(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ],
                           'type': typ, 'text': self.parts[-1]})

    def add(self, item):
        if item is None:
            return
        if isinstance(item, str):
            self.t(item)
        elif isinstance(item, tuple):
            self.p(item[0], item[1])
        elif isinstance(item, list):
            for it in item:
                self.add(it)
        elif callable(item):
            self.add(item())
        else:
            raise TypeError(repr(item))

    def x(self, tpl, **kw):
        """Append a template; {key} fields come from kw, then from the note context."""
        chunks = _FIELD.split(tpl)
        for i, chunk in enumerate(chunks):
            if i % 2 == 0:
                self.t(chunk)
            else:
                val = kw[chunk] if chunk in kw else self.ctx[chunk]
                self.add(val)

    def text(self):
        return ''.join(self.parts)


def join(items, sep=', ', last=None):
    """Interleave piece-items with separators (returns a piece list)."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(it)
    return out
