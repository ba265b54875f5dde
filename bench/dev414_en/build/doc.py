"""Note assembly: text is appended piece by piece and every PHI span is recorded
at the moment its value is appended (single pass, no searching afterwards)."""
import re

from pools_clin import TYPOS

LABEL_OF = {
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
TOKEN = re.compile(r'\{(\w+)\}')
LONGWORD = re.compile(r'(?<![A-Za-z])[a-z]{7,}(?![A-Za-z])')
TYPO_KEYS = sorted(TYPOS)


class Doc:
    """Builds one note.  `c` maps a key to (value, fine type or None)."""

    def __init__(self, c, rng, lower=False, typos=0):
        self.c = c
        self.rng = rng
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typos_left = typos

    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def _typo(self, s):
        for k in TYPO_KEYS:
            m = re.search(r'(?<![A-Za-z])' + k + r'(?![A-Za-z])', s)
            if m and self.rng.random() < 0.5:
                return s[:m.start()] + TYPOS[k] + s[m.end():]
        words = list(LONGWORD.finditer(s))
        if not words:
            return s
        m = self.rng.choice(words)
        w = m.group(0)
        i = self.rng.randrange(1, len(w) - 2)
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        return s[:m.start()] + w2 + s[m.end():]

    def lit(self, s):
        """Plain text that holds no PHI (may receive a typo now and then)."""
        if self.typos_left and len(s) > 30 and self.rng.random() < 0.06:
            s2 = self._typo(s)
            if s2 != s:
                self.typos_left -= 1
                s = s2
        self._put(s)

    def p(self, s, typ):
        """Append a value; record a span when typ is a fine PHI type."""
        if typ is None:
            self._put(s)
            return
        if s != s.strip() or not s:
            raise ValueError('bad span value %r' % s)
        start = self.pos
        s = self._put(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL_OF[typ],
                           'type': typ, 'text': s})

    def t(self, tpl, **extra):
        """Template with {key} slots filled from extra or the context."""
        pieces = TOKEN.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                if piece:
                    self.lit(piece)
            else:
                v = extra[piece] if piece in extra else self.c[piece]
                if isinstance(v, str):
                    self.p(v, None)
                else:
                    self.p(v[0], v[1])

    def text(self):
        return ''.join(self.parts)
