"""Note assembly with single-pass offset bookkeeping.

A Note collects pieces in order.  Plain text goes through t(), PHI values
through p(); p() records the span at the current end of the text before the
piece is appended, so offsets are never searched for afterwards.
"""
import re

LABEL = {
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

# British -> American spelling for plain (non-PHI) text in US notes.
US_SPELL = [
    ('Haematolog', 'Hematolog'), ('haematolog', 'hematolog'),
    ('Haemato', 'Hemato'), ('haemato', 'hemato'),
    ('Haem', 'Hem'), ('haem', 'hem'), ('HAEMATOLOGY', 'HEMATOLOGY'),
    ('aemia', 'emia'), ('Leukaem', 'Leukem'), ('leukaem', 'leukem'),
    ('LEUKAEM', 'LEUKEM'),
    ('oedema', 'edema'), ('paediatric', 'pediatric'), ('tumour', 'tumor'),
    ('colour', 'color'), ('centre', 'center'), ('Centre', 'Center'),
    ('programme', 'program'), ('litre', 'liter'), ('neutropaen', 'neutropen'),
    ('faecal', 'fecal'), ('oestrogen', 'estrogen'), ('anaesthe', 'anesthe'),
    ('oesophag', 'esophag'), ('diarrhoea', 'diarrhea'), ('Diarrhoea', 'Diarrhea'), ('favour', 'favor'),
    ('behaviour', 'behavior'), ('counselling', 'counseling'),
] + [(w, w[:-1] + 'z') for w in (
    'mobilis', 'randomis', 'organis', 'recognis', 'stabilis', 'hospitalis',
    'immunis', 'minimis', 'optimis', 'prioritis', 'summaris', 'characteris',
    'utilis', 'neutralis', 'sensitis', 'familiaris', 'Randomis', 'Mobilis')]

TYPOS = [
    ('patient', 'pateint'), ('received', 'recieved'), ('temperature', 'temprature'),
    ('discussed', 'dicsussed'), ('neutropenic', 'neutropneic'), ('with', 'wiht'),
    ('advised', 'adviced'), ('because', 'becuase'), ('tomorrow', 'tommorow'),
    ('afebrile', 'afebirle'), ('reviewed', 'reveiwed'), ('their', 'thier'),
    ('separate', 'seperate'), ('platelets', 'platelts'), ('antibiotics', 'antibiotcs'),
    ('haemoglobin', 'haemoglbin'), ('abdomen', 'abdomne'), ('appointment', 'appointmnet'),
]

_PH = re.compile(r'\{([A-Za-z_][A-Za-z0-9_]*)\}')


class Note:
    def __init__(self, rng, lower=False, us=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.us = us
        self.typo = typo
        self.parts = []
        self.pos = 0
        self.spans = []
        self.ntypo = 0

    def _put(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def t(self, s):
        """Append plain text."""
        if not s:
            return self
        if self.us:
            for a, b in US_SPELL:
                s = s.replace(a, b)
        if self.typo and self.ntypo < 3 and self.rng.random() < self.typo:
            for a, b in TYPOS:
                m = re.search(r'\b' + a + r'\b', s)
                if m:
                    s = s[:m.start()] + b + s[m.end():]
                    self.ntypo += 1
                    break
        if self.lower:
            s = s.lower()
        self._put(s)
        return self

    def p(self, typ, s):
        """Append a PHI value and record its span."""
        if typ not in LABEL:
            raise ValueError('unknown type %r' % typ)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError('bad PHI value %r' % s)
        start = self.pos
        self._put(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ],
                           'type': typ, 'text': s})
        return self

    def v(self, val):
        """Append a value: str (plain), (TYPE, str) tuple, or list of values."""
        if val is None:
            return self
        if isinstance(val, str):
            return self.t(val)
        if isinstance(val, tuple):
            return self.p(val[0], val[1])
        for x in val:
            self.v(x)
        return self

    def f(self, tpl, _vals=None, **kw):
        """Fill a template: {key} is looked up in kw, then _vals."""
        i = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[i:m.start()])
            k = m.group(1)
            if k in kw:
                val = kw[k]
            elif _vals is not None and k in _vals:
                val = _vals[k]
            else:
                raise KeyError(k)
            self.v(val)
            i = m.end()
        self.t(tpl[i:])
        return self

    def text(self):
        return ''.join(self.parts)


def join(items, sep=', ', last=None):
    """Join values (str / tuple / list) into one value list with separators."""
    out = []
    for i, x in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(x)
    return out
