"""Note builder: appends pieces left to right and records PHI offsets as they land.

Offsets are never recovered by searching the finished text; every PHI piece is
registered at the moment it is appended (single pass).
"""
import re

LABEL_OF = {
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


class P(object):
    """A PHI value waiting to be appended."""
    __slots__ = ('text', 'typ')

    def __init__(self, text, typ):
        if typ not in LABEL_OF:
            raise ValueError('unknown type %r' % typ)
        if not text or text != text.strip():
            raise ValueError('bad PHI text %r' % text)
        self.text = text
        self.typ = typ

    def __repr__(self):
        return 'P(%r, %r)' % (self.text, self.typ)


_KEY = re.compile(r'\{([A-Za-z0-9_]+)\}')
_WORD = re.compile(r'[A-Za-z]+')

# natural misspellings occasionally typed into literal (non-PHI) text
TYPOS = {
    'breathless': 'breathles', 'breathlessness': 'breathlesness',
    'inhaler': 'inhlaer', 'inhalers': 'inahlers', 'technique': 'techinque',
    'patient': 'pateint', 'exacerbation': 'exacerbaton', 'exacerbations': 'excerbations',
    'prednisolone': 'prednisolne', 'saturations': 'saturatons', 'review': 'reveiw',
    'discussed': 'disscussed', 'advised': 'adviced', 'antibiotics': 'antibiotcs',
    'received': 'recieved', 'oxygen': 'oxgyen', 'concentrator': 'concentrater',
    'spacer': 'spacr', 'wheeze': 'wheze', 'sputum': 'sputm', 'appointment': 'appointmnet',
    'referral': 'refferal', 'daughter': 'daugther', 'tolerating': 'tolerting',
    'symptoms': 'symtoms', 'cylinder': 'cylindar', 'nebuliser': 'nebulizer',
    'independent': 'independant', 'occasional': 'occassional', 'their': 'thier',
}


class Doc(object):
    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    # -- low level -------------------------------------------------------
    def add(self, s):
        if not s:
            return
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length of %r' % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, s, typ):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length of %r' % s)
            s = low
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL_OF[typ],
                           'type': typ, 'text': s})

    def put(self, x):
        if x is None:
            return
        if isinstance(x, P):
            self.phi(x.text, x.typ)
        elif isinstance(x, str):
            self.add(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.put(y)
        elif callable(x):
            self.put(x())
        else:
            raise TypeError('cannot put %r' % (x,))

    def _typo(self, s):
        if self.typo_rate <= 0:
            return s
        out = []
        last = 0
        for m in _WORD.finditer(s):
            w = m.group(0)
            rep = TYPOS.get(w)
            if rep is not None and self.rng.random() < self.typo_rate:
                out.append(s[last:m.start()])
                out.append(rep)
                last = m.end()
        out.append(s[last:])
        return ''.join(out)

    # -- templates -------------------------------------------------------
    def w(self, tpl, V=None):
        """Render a template: literal text, and {key} looked up in V."""
        last = 0
        for m in _KEY.finditer(tpl):
            self.add(self._typo(tpl[last:m.start()]))
            key = m.group(1)
            if V is None or key not in V:
                raise KeyError('template key %r missing' % key)
            self.put(V[key])
            last = m.end()
        self.add(self._typo(tpl[last:]))

    def line(self, tpl='', V=None):
        self.w(tpl, V)
        self.add('\n')

    def text(self):
        return ''.join(self.parts)

    def result(self):
        t = self.text()
        for sp in self.spans:
            assert t[sp['start']:sp['end']] == sp['text']
        return t, list(self.spans)
