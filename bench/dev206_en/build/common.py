"""Core note assembly: text pieces are appended in order and PHI spans are
recorded at the moment they are appended (single pass, no searching)."""
import re

LABELS = {
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
TYPES = list(LABELS.keys())

_TPL = re.compile(r'\{([A-Za-z_][A-Za-z0-9_]*)\}')
_BAD_EDGE = ' \t\n\r.,;:!?"\'()[]{}'
_INITIALS = re.compile(r'(?:[^\W\d_]\.){2,4}')


class Ph:
    """A PHI value: text plus fine type."""
    __slots__ = ('text', 'type')

    def __init__(self, text, typ):
        if typ not in LABELS:
            raise ValueError('bad type %r' % typ)
        self.text = text
        self.type = typ

    def __repr__(self):
        return 'Ph(%r, %r)' % (self.text, self.type)


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _plain(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, ph):
        s = ph.text.lower() if self.lower else ph.text
        lead_ok = s[:1] in ('(', '+') and ph.type in ('PHONE', 'FAX')
        # dotted initials (Pt J.S.) keep their final dot, as in the guideline
        tail_ok = _INITIALS.fullmatch(s) is not None
        if not s or (s[0] in _BAD_EDGE and not lead_ok) or (s[-1] in _BAD_EDGE and not tail_ok):
            # a value ending in an apostrophe-s is fine (St. Mary's) but the
            # apostrophe itself must never be an edge character
            raise ValueError('bad PHI edge: %r' % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({'start': start, 'end': self.pos,
                           'label': LABELS[ph.type], 'type': ph.type,
                           'text': s})

    def add(self, *xs):
        for x in xs:
            if x is None:
                continue
            if isinstance(x, str):
                if x:
                    self._plain(x)
            elif isinstance(x, Ph):
                self._phi(x)
            elif isinstance(x, (list, tuple)):
                self.add(*x)
            else:
                raise TypeError(type(x))
        return self

    def w(self, tpl, **kw):
        """Append a template; {key} is replaced by kw[key] (str, Ph or list)."""
        bits = _TPL.split(tpl)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                if b:
                    self._plain(b)
            else:
                if b not in kw:
                    raise KeyError(b)
                self.add(kw[b])
        return self

    def nl(self, n=1):
        self._plain('\n' * n)

    def text(self):
        return ''.join(self.parts)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (weight, value)."""
    tot = sum(w for w, _ in pairs)
    r = rng.random() * tot
    acc = 0.0
    for w, v in pairs:
        acc += w
        if r < acc:
            return v
    return pairs[-1][1]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)


def join_list(items, sep=', ', last=' and '):
    """Interleave a list of str/Ph values with separators (returns a list)."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if i == n - 1 else sep)
        out.append(it)
    return out
