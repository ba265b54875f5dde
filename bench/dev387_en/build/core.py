"""Note assembly with single-pass offset tracking.

Every note is built by appending pieces in order.  A PHI piece is recorded
with its start/end at the moment it is appended; the finished text is never
searched for PHI strings.
"""

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE',
    'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION',
    'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION',
    'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID',
    'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID',
    'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}


# natural misspellings injected into non-PHI text of some notes
TYPOS = [('received', 'recieved'), ('separate', 'seperate'), ('patient', 'pateint'), ('discussed', 'discused'),
         ('surveillance', 'surveilance'), ('excision', 'exicsion'), ('necessary', 'neccessary'),
         ('tomorrow', 'tommorow'), ('appointment', 'appointmnet'), ('examination', 'examinaton'),
         ('lymphadenopathy', 'lymphadenopathey'), ('pigmented', 'pigmeted'), ('reviewed', 'reveiwed'),
         ('dermoscopy', 'dermascopy'), ('haemostasis', 'haemostais'), ('which', 'whcih'), ('the ', 'teh '),
         ('with', 'wiht'), ('and ', 'adn '), ('advised', 'advsied'), ('clinic', 'cilnic')]


class Note:
    """Accumulates text pieces; PHI pieces are recorded as they land."""

    def __init__(self, genre, country, case=None):
        self.genre = genre
        self.country = country
        self._buf = []
        self._pos = 0
        self._spans = []
        self._typo_rng = None
        self._typo_rate = 0.0
        if case is not None and getattr(case, 'typo_rate', 0):
            self.typos(case.rng, case.typo_rate)

    def typos(self, rng, rate):
        """Enable occasional misspellings in plain (non-PHI) text pieces."""
        self._typo_rng = rng
        self._typo_rate = rate

    # -- low level -------------------------------------------------------
    def t(self, s):
        if s:
            r = self._typo_rng
            if r is not None and len(s) > 25 and r.random() < self._typo_rate:
                cands = [(a, b) for a, b in TYPOS if a in s]
                if cands:
                    a, b = cands[r.randrange(len(cands))]
                    s = s.replace(a, b, 1)
            self._buf.append(s)
            self._pos += len(s)

    def p(self, s, typ):
        if typ not in LABEL_OF:
            raise ValueError('bad type %r' % typ)
        if not s or s != s.strip():
            raise ValueError('bad PHI piece %r' % s)
        self._spans.append((self._pos, self._pos + len(s), typ))
        self._buf.append(s)
        self._pos += len(s)

    def add(self, x):
        """x: None | str | (str, type-or-None) | list of those."""
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, tuple):
            s, typ = x
            if typ is None:
                self.t(s)
            else:
                self.p(s, typ)
        elif isinstance(x, list):
            for y in x:
                self.add(y)
        else:
            raise TypeError(repr(x))

    # -- templated -------------------------------------------------------
    def f(self, tmpl, *args):
        parts = tmpl.split('{}')
        if len(parts) != len(args) + 1:
            raise ValueError('placeholder mismatch in %r' % tmpl)
        for i, a in enumerate(args):
            self.t(parts[i])
            self.add(a)
        self.t(parts[-1])

    def ln(self, tmpl='', *args):
        self.f(tmpl, *args)
        self.t('\n')

    def blank(self):
        self.t('\n')

    @property
    def pos(self):
        return self._pos

    # -- output ----------------------------------------------------------
    def finish(self, nid, lower):
        text = ''.join(self._buf)
        # strip trailing blank lines (only whitespace after the last span)
        end = len(text.rstrip())
        if self._spans and self._spans[-1][1] > end:
            raise ValueError('span beyond text end')
        text = text[:end]
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError('lower() changed length')
            text = low
        spans = []
        for s, e, typ in sorted(self._spans):
            spans.append({'start': s, 'end': e, 'label': LABEL_OF[typ],
                          'type': typ, 'text': text[s:e]})
        return {
            'id': nid,
            'text': text,
            'spans': spans,
            'meta': {'source': 'dev387-en', 'genre': self.genre,
                     'lowercase': text == text.lower(),
                     'country': self.country},
        }


def P(s, typ):
    """A PHI piece."""
    return (s, typ)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, pairs):
    """pairs: list of (item, weight) in a fixed order."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]
