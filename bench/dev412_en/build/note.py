"""Note builder: text and spans are recorded in one pass while a note is assembled."""

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
TYPES = sorted(LABEL)


def P(typ, val):
    """A PHI item for Note.w: (value, type)."""
    if typ not in LABEL:
        raise KeyError(typ)
    return (str(val), typ)


class Note:
    """Accumulates text pieces; PHI pieces get a span at the moment they are appended."""

    def __init__(self, rng, lower=False, typo_rate=0.02):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.pos = 0

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def _typo(self, s):
        if len(s) < 30 or self.rng.random() >= self.typo_rate:
            return s
        words = s.split(' ')
        cand = [i for i, x in enumerate(words) if len(x) >= 6 and x.isalpha() and x.islower()]
        if not cand:
            return s
        i = self.rng.choice(cand)
        x = words[i]
        j = self.rng.randrange(1, len(x) - 2)
        words[i] = x[:j] + x[j + 1] + x[j] + x[j + 2:]
        return ' '.join(words)

    def w(self, *items):
        for it in items:
            if it is None or it == '':
                continue
            if isinstance(it, tuple):
                self.phi(it[0], it[1])
            elif isinstance(it, list):
                self.w(*it)
            else:
                self._add(self._typo(it))
        return self

    def phi(self, val, typ):
        val = str(val)
        if not val or val != val.strip():
            raise ValueError('bad span value %r' % val)
        if val[-1] in '.,;:!?' and typ not in ('DOCTOR', 'PATIENT', 'FAMILY'):
            raise ValueError('trailing punctuation %r' % val)
        start = self.pos
        s = self._add(val)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ],
                           'type': typ, 'text': s})

    def text(self):
        return ''.join(self.parts)
