"""Core note builder for dev351_en.

A Doc is assembled piece by piece.  Plain text is appended with t(); a PHI
value is appended with p() and its span is recorded at the current offset in
the same step.  No finished text is ever searched for offsets.
"""
import re

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

_TOK = re.compile(r'\{(\w+)\}')


class Doc:
    def __init__(self, lower=False):
        self.parts = []
        self.n = 0
        self.spans = []
        self.lower = lower
        self.v = {}

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = low
        self.parts.append(s)
        self.n += len(s)
        return s

    def t(self, s):
        if s:
            self._add(s)

    def p(self, s, typ):
        if not s:
            return
        if s != s.strip():
            raise ValueError('PHI piece with outer whitespace: %r' % s)
        if typ not in LABEL_OF:
            raise ValueError('bad type ' + typ)
        start = self.n
        s = self._add(s)
        self.spans.append({'start': start, 'end': self.n, 'label': LABEL_OF[typ],
                           'type': typ, 'text': s})

    def put(self, val):
        if val is None:
            return
        if isinstance(val, str):
            self.t(val)
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.put(x)
        else:
            self.t(str(val))

    def w(self, tpl, **kw):
        """Append a template; {key} is looked up in kw, then in self.v."""
        pos = 0
        for m in _TOK.finditer(tpl):
            if m.start() > pos:
                self.t(tpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            elif key in self.v:
                val = self.v[key]
            else:
                raise KeyError(key)
            self.put(val)
            pos = m.end()
        if pos < len(tpl):
            self.t(tpl[pos:])

    def text(self):
        return ''.join(self.parts)


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def fdate(d, style):
    D, M, Y = d.day, d.month, d.year
    mon = MONTHS[M - 1]
    m3 = mon[:3]
    wd = WEEKDAYS[d.weekday()]
    if style == 'dmy':
        return '%02d/%02d/%d' % (D, M, Y)
    if style == 'dmy1':
        return '%d/%d/%d' % (D, M, Y)
    if style == 'dmy2':
        return '%02d/%02d/%02d' % (D, M, Y % 100)
    if style == 'dmyd':
        return '%02d.%02d.%d' % (D, M, Y)
    if style == 'dmonY':
        return '%02d-%s-%d' % (D, m3, Y)
    if style == 'DMONY':
        return '%02d-%s-%d' % (D, m3.upper(), Y)
    if style == 'dmon':
        return '%d %s %d' % (D, m3, Y)
    if style == 'dMonth':
        return '%d %s %d' % (D, mon, Y)
    if style == 'mdy':
        return '%02d/%02d/%d' % (M, D, Y)
    if style == 'mdy1':
        return '%d/%d/%d' % (M, D, Y)
    if style == 'mdy2':
        return '%02d/%02d/%02d' % (M, D, Y % 100)
    if style == 'Monthd':
        return '%s %d, %d' % (mon, D, Y)
    if style == 'mond':
        return '%s %d, %d' % (m3, D, Y)
    if style == 'iso':
        return '%d-%02d-%02d' % (Y, M, D)
    if style == 'isoc':
        return '%d%02d%02d' % (Y, M, D)
    if style == 'Wdmy':
        return '%s %d %s %d' % (wd, D, mon, Y)
    if style == 'Wmdy':
        return '%s, %s %d, %d' % (wd, mon, D, Y)
    if style == 'wdm':
        return '%s %02d/%02d' % (wd[:3], D, M)
    if style == 'wmd':
        return '%s %d/%d' % (wd[:3], M, D)
    if style == 'wd':
        return wd
    if style == 'monY':
        return '%s %d' % (mon, Y)
    if style == 'm3Y':
        return '%s %d' % (m3, Y)
    if style == 'mY':
        return '%02d/%d' % (M, Y)
    if style == 'Y':
        return '%d' % Y
    if style == 'dm':
        return '%d %s' % (D, mon)
    if style == 'md':
        return '%s %d' % (mon, D)
    raise ValueError(style)


_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
         'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen',
         'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ('' if o == 0 else '-' + _ONES[o])
    return 'one hundred' + ('' if n == 100 else ' and ' + words(n - 100))


def age_on(dob, day):
    a = day.year - dob.year
    if (day.month, day.day) < (dob.month, dob.day):
        a -= 1
    return a


def ch(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))
