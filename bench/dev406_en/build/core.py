"""Note assembly with single-pass offset recording (dev406_en).

A Note is built fragment by fragment.  Plain fragments go through ``t``;
PHI fragments go through ``p`` which records the span at the current
offset before the fragment is appended.  Lower-casing and typos are applied
to each fragment *before* its length is counted, so offsets never need to
be recovered by searching the finished text.
"""
import re

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
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
TYPES = sorted(LABELS)

EDGE_BAD = set(',;:!?()[]{}"\'') | {'\u2018', '\u2019', '\u201c', '\u201d'}

# Plain-text typos (never applied inside a span).
TYPOS = [
    ('patient', 'pateint'), ('received', 'recieved'), ('wheelchair', 'wheelchiar'),
    ('assessment', 'assesment'), ('cushion', 'cushoin'), ('because', 'becuase'),
    ('transfer', 'tranfser'), ('which', 'whcih'), ('their', 'thier'),
    ('position', 'postion'), ('separate', 'seperate'), ('necessary', 'neccessary'),
    ('battery', 'battrey'), ('footplate', 'footpalte'), ('with', 'wiht'),
    ('comfortable', 'comfortible'), ('pressure', 'presure'), ('review', 'reveiw'),
    ('appointment', 'appointmnet'), ('measurements', 'measurments'),
    ('daughter', 'dauhgter'), ('controller', 'controler'), ('available', 'availible'),
    ('recommend', 'reccomend'), ('independent', 'independant'), ('until', 'untill'),
]
_TYPO_RE = [(re.compile(r'\b%s\b' % a), b) for a, b in TYPOS]
_PH = re.compile(r'\{([A-Za-z0-9_]+)\}')


def P(text, typ):
    """A PHI fragment."""
    return (text, typ)


class Note:
    def __init__(self, rng, lower=False, typos=0):
        self.rng = rng
        self.lower = lower
        self.typos = typos
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- plain text -------------------------------------------------------
    def _typo(self, s):
        cands = [(rx, b) for rx, b in _TYPO_RE if rx.search(s)]
        if not cands:
            return s
        rx, b = self.rng.choice(cands)
        self.typos -= 1
        return rx.sub(b, s, count=1)

    def t(self, s):
        if not s:
            return
        if self.typos > 0 and len(s) > 20 and self.rng.random() < 0.2:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # -- PHI --------------------------------------------------------------
    def p(self, s, typ):
        if typ not in LABELS:
            raise ValueError('unknown type %r' % typ)
        if not s or s != s.strip():
            raise ValueError('bad span text %r' % s)
        lead_ok = s[0] == '(' and ')' in s[1:] and typ in ('PHONE', 'FAX')
        if (s[0] in EDGE_BAD and not lead_ok) or s[-1] in EDGE_BAD:
            raise ValueError('edge punctuation in %r' % s)
        if self.lower:
            s = s.lower()
        self.spans.append({'start': self.pos, 'end': self.pos + len(s),
                           'label': LABELS[typ], 'type': typ, 'text': s})
        self.parts.append(s)
        self.pos += len(s)

    # -- mixed --------------------------------------------------------------
    def e(self, v):
        """Emit a value: str (plain), (text, type) tuple (PHI) or a list."""
        if v is None or v == '':
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.e(x)

    def w(self, tpl, *ds, **kw):
        """Write a template; ``{key}`` is looked up in the dicts / keywords."""
        d = {}
        for x in ds:
            d.update(x)
        d.update(kw)
        i = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[i:m.start()])
            self.e(d[m.group(1)])
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        s = ''.join(self.parts)
        assert len(s) == self.pos
        return s


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(alphabet) for _ in range(n))


def chance(rng, p):
    return rng.random() < p
