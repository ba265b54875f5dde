"""Single-pass note builder: text pieces are appended in order and PHI spans are
recorded at the moment their piece is appended (offsets are never searched for)."""
import re

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE',
    'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
TYPES = list(LABEL)

_TOK = re.compile(r'\{(\w+)\}')
_WORD = re.compile(r'[a-z]{6,}')

# per-author surface habits, applied to plain (non-PHI) text only
TERSE = [(r'\bwithout\b', 'w/o'), (r'\bwith\b', 'w/'), (r'\bpatient\b', 'pt'), (r'\bbilateral(ly)?\b', 'b/l'),
         (r'\bnegative\b', 'neg'), (r'\bpositive\b', 'pos'), (r'\bcontinue\b', 'cont'), (r'\bhistory\b', 'hx'),
         (r'\bweeks\b', 'wks'), (r'\bhours\b', 'hrs'), (r'\bminutes\b', 'min'), (r' and ', ' & '), (r'\bmother\b', 'mom'),
         (r'\bfather\b', 'dad'), (r'\bmL\b', 'ml'), (r'\bdischarge\b', 'd/c'), (r'\bfollow-up\b', 'f/u'),
         (r'\bno\b', 'Ø'), (r'\bincrease(d)?\b', '↑'), (r'\bdecrease(d)?\b', '↓')]
VERBOSE = [(r'\bb/l\b', 'bilateral'), (r'\bw/o\b', 'without'), (r'\bw/ ', 'with '), (r'\bPRN\b', 'as needed'),
           (r'\bq3h\b', 'every 3 hours'), (r'\bBID\b', 'twice daily'), (r'\bTID\b', 'three times daily'),
           (r'\bd/c\b', 'discharge'), (r'\bf/u\b', 'follow-up'), (r'\bneg\b', 'negative'), (r'\bAbd\b', 'Abdomen'),
           (r'\bResp\b', 'Respiratory'), (r'\bCVS\b', 'Cardiovascular'), (r'\bSW\b', 'social work')]
CAPS = [(r'\bPlan\b', 'PLAN'), (r'\bAssessment\b', 'ASSESSMENT'), (r'\bExam\b', 'EXAM'), (r'\bResp\b', 'RESP'),
        (r'\bNeuro\b', 'NEURO'), (r'\bFamily\b', 'FAMILY'), (r'\bSocial\b', 'SOCIAL'), (r'\bLabs\b', 'LABS')]


def style_subs(rng):
    k = rng.random()
    if k < 0.25:
        pool = TERSE
    elif k < 0.45:
        pool = VERBOSE
    elif k < 0.6:
        pool = CAPS
    else:
        return []
    p = rng.uniform(0.3, 0.9)
    return [(re.compile(a), b) for (a, b) in pool if rng.random() < p]


def _typo(s, rng):
    """Introduce one small typo into a plain-text (non-PHI) piece."""
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    kind = rng.random()
    if kind < 0.5:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif kind < 0.8:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc:
    def __init__(self, rng, typo=0.0, subs=()):
        self.rng = rng
        self.subs = list(subs)
        self.parts = []
        self.pos = 0
        self.spans = []
        self.typo = typo

    # plain text
    def t(self, s):
        if not s:
            return
        for rx, rep in self.subs:
            s = rx.sub(rep, s)
        if self.typo and len(s) > 25 and self.rng.random() < self.typo:
            s = _typo(s, self.rng)
        self.parts.append(s)
        self.pos += len(s)

    # PHI piece
    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError('bad type ' + typ)
        if not s or s != s.strip():
            raise ValueError('bad span text %r' % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append((start, self.pos, typ))

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        elif callable(v):
            v(self)
        else:
            self.t(str(v))

    def f(self, tmpl, **kw):
        i = 0
        for m in _TOK.finditer(tmpl):
            self.t(tmpl[i:m.start()])
            self.put(kw[m.group(1)])
            i = m.end()
        self.t(tmpl[i:])

    def ln(self, tmpl='', **kw):
        self.f(tmpl, **kw)
        self.t('\n')

    def finish(self, lower):
        text = ''.join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError('lower() changed length')
            text = low
        while text.endswith('\n\n'):
            text = text[:-1]
        spans = []
        for (a, b, typ) in self.spans:
            spans.append({'start': a, 'end': b, 'label': LABEL[typ], 'type': typ,
                          'text': text[a:b]})
        spans.sort(key=lambda x: x['start'])
        return text, spans
