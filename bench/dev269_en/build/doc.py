"""Note builder: text pieces are appended in order and PHI spans are recorded
at the moment they are appended (single pass, offsets never searched for).

A piece is one of:
  str            plain (non-PHI) text
  (value, TYPE)  a PHI span of fine type TYPE
  list           a sequence of pieces
  callable       called with no argument; its result is added as a piece
"""
import re

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

FIELD = re.compile(r'\{(\w+)\}')


class Doc:
    def __init__(self, ctx=None):
        self.buf = []
        self.n = 0
        self.spans = []
        self.ctx = ctx if ctx is not None else {}

    def add(self, piece):
        if piece is None:
            return self
        if isinstance(piece, str):
            if piece:
                self.buf.append(piece)
                self.n += len(piece)
        elif isinstance(piece, tuple):
            val, typ = piece
            if typ is None:          # a value that is not PHI in this context
                self.add(val)
                return self
            if not val or val != val.strip():
                raise ValueError('bad span value %r' % (val,))
            if typ not in LABEL:
                raise ValueError('bad type %r' % (typ,))
            self.spans.append({'start': self.n, 'end': self.n + len(val),
                               'label': LABEL[typ], 'type': typ})
            self.buf.append(val)
            self.n += len(val)
        elif isinstance(piece, list):
            for p in piece:
                self.add(p)
        elif callable(piece):
            self.add(piece())
        else:
            raise TypeError(repr(piece))
        return self

    def w(self, template, **kw):
        """Write a template; {key} is looked up in kw, then in self.ctx."""
        pos = 0
        for m in FIELD.finditer(template):
            self.add(template[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.add(kw[key])
            else:
                self.add(self.ctx[key])
            pos = m.end()
        self.add(template[pos:])
        return self

    def nl(self, k=1):
        self.add('\n' * k)
        return self

    def finish(self, lower=False):
        text = ''.join(self.buf)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError('lower() changed length')
            text = low
        spans = []
        for s in self.spans:
            d = dict(s)
            d['text'] = text[s['start']:s['end']]
            spans.append(d)
        return text, spans
