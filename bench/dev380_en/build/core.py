"""Note builder: text is appended piece by piece and PHI offsets are recorded as pieces land."""
import re

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
_TOK = re.compile(r'\{(\w+)\}')


class Note:
    """Assemble one note. Plain text via t(), PHI via p(); f() fills a template."""

    def __init__(self, lower=False, vocab=None, typo_rng=None, typo_rate=0.0):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower
        self.vocab = vocab or []
        self.typo_rng, self.typo_rate = typo_rng, typo_rate

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        """Plain (non-PHI) text; regional vocabulary is applied to plain text only."""
        for pat, rep in self.vocab:
            s = pat.sub(rep, s)
        if self.typo_rate and s:
            for pat, rep in TYPOS:
                if pat.search(s):
                    s = pat.sub(lambda m: rep if self.typo_rng.random() < self.typo_rate else m.group(0), s)
        if s:
            self._add(s)

    def p(self, s, typ):
        if typ not in LABELS:
            raise ValueError('bad type %s' % typ)
        if not s or s != s.strip():
            raise ValueError('bad PHI piece %r' % s)
        start = self.pos
        s = self._add(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABELS[typ], 'type': typ, 'text': s})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, tuple):
            if v[1] is None:
                self.t(v[0])
            else:
                self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        else:
            self.t(str(v))

    def f(self, tpl, _ctx=None, **kw):
        pos = 0
        for m in _TOK.finditer(tpl):
            self.t(tpl[pos:m.start()])
            k = m.group(1)
            self.put(kw[k] if k in kw else _ctx[k])
            pos = m.end()
        self.t(tpl[pos:])

    def text(self):
        return ''.join(self.parts)

    def record(self, nid, genre, country):
        text = self.text()
        return {'id': nid, 'text': text, 'spans': self.spans,
                'meta': {'source': 'dev380-en', 'genre': genre, 'lowercase': text == text.lower(),
                         'country': country}}


_US = [('ground floor flat', 'first-floor apartment'), ('flat', 'apartment'), ('Mowbray toilet frame', 'toilet safety frame'),
       ('Mowbray frame', 'toilet safety frame'), ('Zimmer frame', 'walker'), ('kitchen trolley', 'utility cart'),
       ('theatre list', 'OR schedule'), ('mobilises', 'ambulates'), ('PHYSIOTHERAPY', 'PHYSICAL THERAPY'),
       ('Physiotherapy', 'Physical Therapy'), ('physiotherapy', 'physical therapy'), ('student physio', 'PT student'),
       ('Physio', 'PT'), ('bleep', 'pager'), ('Bleep', 'Pager'), ('trainers', 'sneakers'), ('centre', 'center'),
       ('programme', 'program'), ('GP', 'PCP'), ('rehabilitation centre', 'rehabilitation center'), ('tyre', 'tire'),
       ('Package of care', 'Home health aide'), ('mum', 'mom'), ('Utilisation', 'Utilization'), ('metres', 'meters')]
_CA = [('ground floor flat', 'main-floor apartment'), ('flat', 'apartment'), ('kitchen trolley', 'utility cart'),
       ('theatre list', 'OR slate'), ('trainers', 'running shoes'), ('bleep', 'pager'), ('Bleep', 'Pager'),
       ('Mowbray toilet frame', 'toilet safety frame'), ('Mowbray frame', 'toilet safety frame'), ('GP', 'family physician')]
VOCAB = {k: [(re.compile(r'\b%s\b' % re.escape(a)), b) for a, b in v] for k, v in (('US', _US), ('CA', _CA))}


TYPOS = [(re.compile(r'\b%s\b' % a), b) for a, b in (
    ('prosthesis', 'prothesis'), ('prosthetist', 'prosthatist'), ('received', 'recieved'), ('amputation', 'amputaton'),
    ('wheelchair', 'wheelchiar'), ('appointment', 'appointmnet'), ('phantom', 'phantum'), ('socket', 'sokcet'),
    ('walking', 'walkign'), ('patient', 'pateint'), ('Transfers', 'Tranfers'), ('independent', 'independant'),
    ('with', 'wiht'), ('the', 'teh'), ('weeks', 'wks'), ('about', 'abt'), ('because', 'becuase'), ('liner', 'linre'),
    ('residual', 'residaul'), ('balance', 'balnce'), ('discussed', 'discused'), ('review', 'reveiw'))]


def wchoice(rng, pairs):
    """Weighted choice over a list of (item, weight) pairs, in list order."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    return rng.sample(list(seq), k)


def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(alpha[rng.randrange(len(alpha))] for _ in range(n))
