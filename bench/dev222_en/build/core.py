"""Single-pass note builder and surface-form formatters for dev222_en.

A note is built by appending pieces in order.  Plain strings are non-PHI text;
a 2-tuple (text, TYPE) is a PHI piece and is recorded as a span at the current
offset while it is appended; lists nest.  Offsets are never recovered by
searching the finished text.
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
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}

_SLOT = re.compile(r'\{(\w+)\}')
_WORD = re.compile(r'([A-Za-z]+)')


class Note:
    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- low level -------------------------------------------------------
    def _emit(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def _mutate(self, w):
        r = self.rng
        n = len(w)
        op = r.randrange(3)
        i = r.randrange(1, n - 2)
        if op == 0 and w[i] != w[i + 1]:
            return w[:i] + w[i + 1] + w[i] + w[i + 2:]
        if op == 1:
            return w[:i] + w[i + 1:]
        return w[:i] + w[i] + w[i:]

    def _typos(self, s):
        out = []
        for tok in _WORD.split(s):
            if len(tok) >= 6 and tok.islower() and self.rng.random() < self.typo:
                tok = self._mutate(tok)
            out.append(tok)
        return ''.join(out)

    def _text(self, s):
        if not s:
            return
        if self.typo:
            s = self._typos(s)
        if self.lower:
            s = s.lower()
        self._emit(s)

    def _phi(self, s, typ):
        if typ not in LABEL:
            raise ValueError('bad type %r' % typ)
        if not s or s != s.strip():
            raise ValueError('bad PHI text %r' % s)
        if self.lower:
            s = s.lower()
        self.spans.append({'start': self.pos, 'end': self.pos + len(s),
                           'label': LABEL[typ], 'type': typ, 'text': s})
        self._emit(s)

    # -- public ------------------------------------------------------------
    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._text(it)
            elif isinstance(it, tuple):
                self._phi(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))

    def raw(self, s):
        """Non-PHI text without typo injection (codes, table rules)."""
        if self.lower:
            s = s.lower()
        self._emit(s)

    def f(self, tmpl, **kw):
        i = 0
        for m in _SLOT.finditer(tmpl):
            self._text(tmpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self._text(tmpl[i:])

    def ln(self, tmpl='', **kw):
        self.f(tmpl, **kw)
        self._emit('\n')

    def nl(self, k=1):
        self._emit('\n' * k)

    def result(self):
        text = ''.join(self.parts)
        for sp in self.spans:
            assert text[sp['start']:sp['end']] == sp['text']
        return text, self.spans


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = DAYS[d.weekday()]
    s = {
        'us_slash': '%02d/%02d/%04d' % (m, dd, y),
        'us_np': '%d/%d/%04d' % (m, dd, y),
        'us_short': '%d/%d/%02d' % (m, dd, y % 100),
        'us_long': '%s %d, %d' % (MONTHS[m - 1], dd, y),
        'us_abbr': '%s %d, %d' % (MON3[m - 1], dd, y),
        'us_abbrdot': '%s. %d, %d' % (MON3[m - 1], dd, y),
        'us_dash': '%02d-%02d-%04d' % (m, dd, y),
        'us_md': '%d/%d' % (m, dd),
        'us_wd': '%s %d/%d' % (wd[:3], m, dd),
        'us_wdlong': '%s, %s %d, %d' % (wd, MONTHS[m - 1], dd, y),
        'iso': '%04d-%02d-%02d' % (y, m, dd),
        'compact': '%02d%s%04d' % (dd, MON3[m - 1].upper(), y),
        'compact2': '%02d-%s-%02d' % (dd, MON3[m - 1].upper(), y % 100),
        'uk_slash': '%02d/%02d/%04d' % (dd, m, y),
        'uk_np': '%d/%d/%04d' % (dd, m, y),
        'uk_short': '%d/%d/%02d' % (dd, m, y % 100),
        'uk_short0': '%02d/%02d/%02d' % (dd, m, y % 100),
        'uk_long': '%d %s %d' % (dd, MONTHS[m - 1], y),
        'uk_abbr': '%d %s %d' % (dd, MON3[m - 1], y),
        'uk_dash': '%02d-%s-%04d' % (dd, MON3[m - 1], y),
        'uk_dot': '%02d.%02d.%02d' % (dd, m, y % 100),
        'uk_dot4': '%02d.%02d.%04d' % (dd, m, y),
        'uk_dm': '%d/%d' % (dd, m),
        'uk_wd': '%s %s %s' % (wd, ordinal(dd), MONTHS[m - 1]),
        'uk_wdshort': '%s %02d/%02d' % (wd[:3], dd, m),
        'uk_ord': '%s %s %d' % (ordinal(dd), MONTHS[m - 1], y),
        'uk_dmon': '%d %s' % (dd, MON3[m - 1]),
        'us_mond': '%s %d' % (MON3[m - 1], dd),
        'month_year': '%s %d' % (MONTHS[m - 1], y),
        'mon_year': '%s %d' % (MON3[m - 1], y),
        'mon_year2': "%s '%02d" % (MON3[m - 1], y % 100),
        'mm_yyyy': '%02d/%04d' % (m, y),
        'year': '%d' % y,
        'month': MONTHS[m - 1],
        'weekday': wd,
    }[style]
    return s


US_STYLES = ['us_slash', 'us_np', 'us_short', 'us_long', 'us_abbr', 'us_dash', 'iso',
             'compact', 'us_abbrdot']
UK_STYLES = ['uk_slash', 'uk_np', 'uk_short', 'uk_long', 'uk_abbr', 'uk_dash', 'uk_dot',
             'uk_dot4', 'iso', 'uk_ord', 'compact2', 'uk_short0']
US_SHORT = ['us_md', 'us_mond', 'us_short', 'us_wd']
UK_SHORT = ['uk_dm', 'uk_dmon', 'uk_short', 'uk_wdshort']


def D(d, style):
    return (fmt_date(d, style), 'DATE')


# ----------------------------------------------------------------- names
def name(p, form, typ):
    """Return pieces for a person's name; titles stay outside the span."""
    g, s, m = p['given'], p['family'], p.get('middle') or ''
    t = p.get('title') or ''
    if form == 'full':
        return [(g + ' ' + s, typ)]
    if form == 'full_mid':
        return [((g + ' ' + m[0] + '. ' + s) if m else (g + ' ' + s), typ)]
    if form == 'full_midname':
        return [((g + ' ' + m + ' ' + s) if m else (g + ' ' + s), typ)]
    if form == 'sur_comma':
        return [(s + ', ' + g, typ)]
    if form == 'caps_comma':
        return [(s.upper() + ', ' + g.upper() + ((' ' + m[0]) if m else ''), typ)]
    if form == 'caps_mixed':
        return [(s.upper() + ', ' + g, typ)]
    if form == 'caps_full':
        return [((g + ' ' + s).upper(), typ)]
    if form == 'title_sur':
        return [t + ' ', (s, typ)] if t else [(s, typ)]
    if form == 'title_full':
        return [t + ' ', (g + ' ' + s, typ)] if t else [(g + ' ' + s, typ)]
    if form == 'init_sur':
        return [(g[0] + '. ' + s, typ)]
    if form == 'init_sur2':
        return [(g[0] + ' ' + s, typ)]
    if form == 'title_init_sur':
        return [t + ' ', (g[0] + ' ' + s, typ)] if t else [(g[0] + ' ' + s, typ)]
    if form == 'initials':
        return [(g[0] + '.' + s[0] + '.', typ)]
    if form == 'initials2':
        return [(g[0] + s[0], typ)]
    if form == 'given':
        return [(g, typ)]
    if form == 'sur':
        return [(s, typ)]
    if form == 'sur_init':
        return [(s + ' ' + g[0], typ)]
    if form == 'nick':
        return [(p.get('nick') or g, typ)]
    raise ValueError(form)


def initials_of(p):
    m = p.get('middle') or ''
    return (p['given'][0] + (m[0] if m else '') + p['family'][0]).upper()


# ------------------------------------------------------------------ ages
def age_pieces(age, form, sex='M', months=None):
    a = (str(age), 'AGE')
    sx = sex
    forms = {
        'yo': [a, ' yo'], 'yo2': [a, 'yo'], 'y/o': [a, ' y/o'], 'yr': [a, ' yr old'],
        'yearold': [a, '-year-old'], 'aged': ['aged ', a], 'sexafter': [a, sx],
        'sexafter2': [a, ' ' + sx], 'sexbefore': [sx + ' ', a], 'paren': ['(', a, ')'],
        'years': [a, ' years'], 'yrs': [a, ' yrs'], 'age': ['age ', a], 'y': [a, 'y'],
        'words': ['aged ', (num_words(age), 'AGE')], 'wordsold': [(num_words(age), 'AGE'), '-year-old'],
    }
    return forms[form]


NUMWORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
            'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen',
            'seventeen', 'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        return TENS[n // 10] + ('' if n % 10 == 0 else '-' + NUMWORDS[n % 10])
    return 'one hundred' + ('' if n == 100 else ' and ' + num_words(n - 100))


# ---------------------------------------------------------------- phones
def phone_us(rng, area, fmt=None):
    line = '01%02d' % rng.randrange(100)
    fmt = fmt if fmt is not None else rng.randrange(7)
    return ['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '%s 555 %s', '+1 %s 555 %s',
            '1-%s-555-%s', '(%s)555-%s'][fmt] % (area, line)


def phone_uk(rng, code, fmt=None):
    """code like '0113' / '020' / '029' / '01632' / 'mob'."""
    fmt = fmt if fmt is not None else rng.randrange(5)
    if code == 'mob':
        tail = '900%03d' % rng.randrange(1000)
        return ['07700 %s' % tail, '07700%s' % tail, '+44 7700 %s' % tail,
                '07700 %s %s' % (tail[:3], tail[3:]), '07700 %s' % tail][fmt]
    if code == '020':
        a, b = '7946', '0%03d' % rng.randrange(1000)
    elif code == '029':
        a, b = '2018', '0%03d' % rng.randrange(1000)
    elif code == '028':
        a, b = '9649', '6%03d' % rng.randrange(1000)
    elif code == '0191':
        a, b = '498', '0%03d' % rng.randrange(1000)
    elif code == '01632':
        a, b = '960', '%03d' % rng.randrange(1000)
    else:
        a, b = '496', '0%03d' % rng.randrange(1000)
    return ['%s %s %s' % (code, a, b), '(%s) %s %s' % (code, a, b), '%s %s%s' % (code, a, b),
            '+44 %s %s %s' % (code[1:], a, b), '+44 (0)%s %s %s' % (code[1:], a, b)][fmt]


def ext(rng):
    n = str(rng.randrange(2000, 8999))
    return rng.choice([' ext. ', ' ext ', ' x', ' Ext ']) + n


# ----------------------------------------------------------- identifiers
def digits(rng, k):
    return ''.join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(pool) for _ in range(k))


def nhs_number(rng, spaced=True):
    while True:
        d = [rng.choice([4, 6, 7, 9])] + [rng.randrange(10) for _ in range(8)]
        tot = sum(x * w for x, w in zip(d, range(10, 1, -1)))
        c = 11 - tot % 11
        if c == 11:
            c = 0
        if c != 10:
            break
    s = ''.join(map(str, d + [c]))
    return (s[:3] + ' ' + s[3:6] + ' ' + s[6:]) if spaced else s


def npi(rng):
    base = '1' + digits(rng, 8)
    full = '80840' + base
    tot = 0
    for i, ch in enumerate(reversed(full)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return base + str((10 - tot % 10) % 10)


def dea(rng, surname):
    first = rng.choice('ABFGM')
    d = [rng.randrange(10) for _ in range(6)]
    c = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    sl = surname[0].upper() if surname[0].isalpha() else 'X'
    return first + sl + ''.join(map(str, d)) + str(c)


def ssn(rng, dashed=True):
    a = rng.choice(['9%02d' % rng.randrange(100), '000'])
    b, c = '%02d' % rng.randrange(1, 100), '%04d' % rng.randrange(1, 10000)
    return '%s-%s-%s' % (a, b, c) if dashed else a + b + c


def ni_number(rng):
    pre = rng.choice(['JT', 'NW', 'PR', 'SK', 'AB', 'WL', 'YH', 'CE', 'HM', 'ZR'])
    d = digits(rng, 6)
    return rng.choice(['%s %s %s %s %s', '%s%s%s%s%s'])[:14] % (
        pre, d[:2], d[2:4], d[4:], rng.choice('ABCD'))


def uk_dl(rng, p, dob):
    sur = (p['family'].upper().replace("'", '').replace('-', '').replace(' ', '') + '99999')[:5]
    mm = dob.month + (50 if p.get('sex') == 'F' else 0)
    mid = (p.get('middle') or '9')[0].upper()
    return '%s%d%02d%02d%d%s%s%d%s' % (sur, (dob.year % 100) // 10, mm, dob.day, dob.year % 10,
                                      p['given'][0].upper(), mid, rng.randrange(10),
                                      letters(rng, 2))


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))
    return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def uk_reg(rng):
    age = rng.choice(['16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72'])
    return letters(rng, 2, 'ABCDEFGHKLMNOPRSVWY') + age + ' ' + letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')


def us_plate(rng):
    k = rng.randrange(3)
    if k == 0:
        return str(rng.randrange(1, 10)) + letters(rng, 3) + digits(rng, 3)
    if k == 1:
        return letters(rng, 3) + '-' + digits(rng, 4)
    return letters(rng, 3) + ' ' + digits(rng, 4)


def vin(rng):
    pool = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return ''.join(rng.choice(pool) for _ in range(17))
