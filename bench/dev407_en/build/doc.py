"""Note builder for dev407_en.

A Doc assembles one note piece by piece.  Plain text goes in with t(), PHI with
p() (or through a Phi value in a template); the span offsets are taken from the
running length at the moment a piece is appended, so they are recorded in a
single pass while the note is built and never by searching the finished text.
"""
import datetime
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

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

FIELD = re.compile(r'\{([A-Za-z0-9_.]+)(?::([A-Za-z0-9]+))?\}')

# occasional misspellings, applied to plain text only
TYPOS = {
    'adherence': 'adherance', 'advised': 'advsied', 'appointment': 'appointmnet',
    'because': 'becuase', 'confirmed': 'confimred', 'definitely': 'definately',
    'discussed': 'dicussed', 'follow': 'folow', 'however': 'howver',
    'interactions': 'interations', 'medication': 'medicaiton', 'patient': 'pateint',
    'received': 'recieved', 'referral': 'referal', 'results': 'resutls',
    'review': 'reveiw', 'separate': 'seperate', 'tablets': 'tabelts',
    'treatment': 'treatmnet', 'weekly': 'weekyl', 'started': 'strated',
    'remains': 'remians', 'should': 'shoudl', 'which': 'whcih', 'their': 'thier',
}
TYPO_KEYS = sorted(TYPOS)
TYPO_RE = re.compile(r'\b(' + '|'.join(TYPO_KEYS) + r')\b')


class Phi:
    """A PHI value waiting to be written: its surface text and fine type."""
    __slots__ = ('text', 'typ')

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        self.text = str(text)
        self.typ = typ

    def __repr__(self):
        return 'Phi(%r, %r)' % (self.text, self.typ)


class Style:
    """How dates are written in one note."""

    def __init__(self, order='dmy', sep='/', pad=True, yy=False):
        self.order, self.sep, self.pad, self.yy = order, sep, pad, yy


def fmt_date(d, spec, st):
    o = st.order
    dd = '%02d' % d.day if st.pad else str(d.day)
    mm = '%02d' % d.month if st.pad else str(d.month)
    yyyy = str(d.year)
    y = yyyy[2:] if st.yy else yyyy
    wd = WDAYS[d.weekday()]
    if spec in ('', 'num'):
        if o == 'ymd':
            return '%s-%02d-%02d' % (yyyy, d.month, d.day)
        if o == 'mdy':
            return '%s%s%s%s%s' % (str(d.month) if not st.pad else mm, st.sep, dd, st.sep, y)
        return '%s%s%s%s%s' % (dd, st.sep, mm, st.sep, y)
    if spec == 'full':  # numeric, four-digit year whatever the style
        if o == 'ymd':
            return '%s-%02d-%02d' % (yyyy, d.month, d.day)
        if o == 'mdy':
            return '%02d/%02d/%s' % (d.month, d.day, yyyy)
        return '%02d/%02d/%s' % (d.day, d.month, yyyy)
    if spec == 'iso':
        return '%s-%02d-%02d' % (yyyy, d.month, d.day)
    if spec == 'long':
        if o == 'mdy':
            return '%s %d, %s' % (MONTHS[d.month - 1], d.day, yyyy)
        return '%d %s %s' % (d.day, MONTHS[d.month - 1], yyyy)
    if spec == 'med':
        if o == 'mdy':
            return '%s %d, %s' % (MON3[d.month - 1], d.day, yyyy)
        if o == 'ymd':
            return '%s-%s-%02d' % (yyyy, MON3[d.month - 1], d.day)
        return '%d %s %s' % (d.day, MON3[d.month - 1], yyyy)
    if spec == 'lab':
        return '%02d-%s-%s' % (d.day, MON3[d.month - 1].upper(), yyyy[2:])
    if spec == 'short':
        if o == 'mdy':
            return '%s %d' % (MON3[d.month - 1], d.day)
        return '%d %s' % (d.day, MON3[d.month - 1])
    if spec == 'dm':
        if o == 'mdy':
            return '%d/%d' % (d.month, d.day)
        if o == 'ymd':
            return '%02d-%02d' % (d.month, d.day)
        return '%s/%s' % (dd, mm)
    if spec == 'my':
        return '%s %s' % (MONTHS[d.month - 1], yyyy)
    if spec == 'mon':
        return '%s %s' % (MON3[d.month - 1], yyyy)
    if spec == 'mname':
        return MONTHS[d.month - 1]
    if spec == 'y':
        return yyyy
    if spec == 'wday':
        return wd
    if spec == 'wd':
        if o == 'mdy':
            return '%s, %s %d, %s' % (wd, MONTHS[d.month - 1], d.day, yyyy)
        return '%s %d %s %s' % (wd, d.day, MONTHS[d.month - 1], yyyy)
    if spec == 'wds':
        return '%s %s' % (wd[:3], fmt_date(d, 'dm', st))
    if spec == 'wdn':
        return '%s %s' % (wd[:3], fmt_date(d, '', st))
    raise ValueError(spec)


class Doc:
    def __init__(self, rng, lower=False, style=None, typos=0):
        self.rng = rng
        self.lower = lower
        self.style = style or Style()
        self.typos = typos
        self.parts = []
        self.pos = 0
        self.spans = []
        self.v = {}

    # -- low level -------------------------------------------------------
    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def _typo(self, s):
        hits = list(TYPO_RE.finditer(s))
        if not hits:
            return s
        m = self.rng.choice(hits)
        self.typos -= 1
        return s[:m.start()] + TYPOS[m.group(1)] + s[m.end():]

    def t(self, s):
        if not s:
            return
        if self.typos > 0 and self.rng.random() < 0.12:
            s = self._typo(s)
        self._add(s)

    def p(self, s, typ):
        s = str(s)
        if not s or s != s.strip():
            raise ValueError('bad PHI value %r' % s)
        start = self.pos
        s = self._add(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ],
                           'type': typ, 'text': s})

    def date(self, d, spec=''):
        self.p(fmt_date(d, spec, self.style), 'DATE')

    # -- templates -------------------------------------------------------
    def put(self, val, spec=''):
        if val is None:
            return
        if isinstance(val, Phi):
            self.p(val.text, val.typ)
        elif isinstance(val, datetime.date):
            self.date(val, spec)
        elif isinstance(val, (list, tuple)):
            for x in val:
                self.put(x, spec)
        else:
            self.t(str(val))

    def f(self, tmpl, **kw):
        """Write a template; {key} or {key:spec} is looked up in kw, then in self.v."""
        i = 0
        for m in FIELD.finditer(tmpl):
            if m.start() > i:
                self.t(tmpl[i:m.start()])
            key, spec = m.group(1), m.group(2) or ''
            val = kw[key] if key in kw else self.v[key]
            self.put(val, spec)
            i = m.end()
        if i < len(tmpl):
            self.t(tmpl[i:])

    def cell(self, val, width, spec=''):
        """Write a table cell padded to width (at least one space)."""
        before = self.pos
        self.put(val, spec)
        self._add(' ' * max(1, width - (self.pos - before)))

    def row(self, cells):
        for val, width in cells[:-1]:
            self.cell(val, width)
        self.put(cells[-1][0])
        self._add('\n')

    def text(self):
        return ''.join(self.parts)
