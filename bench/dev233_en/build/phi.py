"""Single-pass note builder and surface-form helpers for dev233_en.

A Note collects text pieces in order and records a span whenever a PHI piece
is appended, so offsets are known at append time and never searched for.
Pieces are: str (plain text), (TYPE, value) tuples (PHI), lists of pieces, or
None (skipped).
"""
import re
import datetime

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

_PH = re.compile(r'\{(\w+)\}')
_WORD = re.compile(r'[A-Za-z]{4,}')

MISSPELL = {
    'patient': 'pateint', 'received': 'recieved', 'with': 'wiht',
    'bilateral': 'bilatreal', 'tolerated': 'tolerted', 'independent': 'independant',
    'wheelchair': 'wheelchiar', 'definitely': 'definately', 'separate': 'seperate',
    'occurred': 'occured', 'transfer': 'tranfer', 'transfers': 'tranfers',
    'catheter': 'cathether', 'prosthesis': 'prothesis', 'pressure': 'presure',
    'continue': 'contiune', 'therapy': 'theraphy', 'reports': 'reprots',
    'without': 'withuot', 'schedule': 'schedual', 'necessary': 'neccessary',
    'residual': 'residaul', 'education': 'eduction', 'sensation': 'sensaton',
}


class Note:
    def __init__(self, r, lower=False, typo=0.0):
        self.r = r
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.pos = 0

    # -- core -------------------------------------------------------------
    def _typo_word(self, m):
        w = m.group(0)
        if self.r.random() >= self.typo:
            return w
        lw = w.lower()
        if lw in MISSPELL:
            t = MISSPELL[lw]
            if w.isupper():
                return t.upper()
            if w[0].isupper():
                return t[0].upper() + t[1:]
            return t
        k = self.r.randrange(3)
        i = self.r.randrange(1, len(w) - 2)
        if k == 0:
            return w[:i] + w[i + 1] + w[i] + w[i + 2:]
        if k == 1:
            return w[:i] + w[i + 1:]
        return w[:i] + w[i] + w[i:]

    def plain(self, s):
        if not s:
            return
        if self.typo > 0 and len(s) > 12:
            s = _WORD.sub(self._typo_word, s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def phi(self, typ, s):
        if typ not in LABEL:
            raise ValueError('bad type ' + typ)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError('bad span value %r' % s)
        self.spans.append({'start': self.pos, 'end': self.pos + len(s),
                           'label': LABEL[typ], 'type': typ, 'text': s})
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *xs):
        for x in xs:
            if x is None:
                continue
            if isinstance(x, str):
                self.plain(x)
            elif isinstance(x, tuple):
                self.phi(x[0], x[1])
            elif isinstance(x, list):
                for y in x:
                    self.add(y)
            else:
                raise TypeError(repr(x))

    def f(self, tmpl, **kw):
        """Append a template; {key} is replaced by the piece kw[key]."""
        pos = 0
        for m in _PH.finditer(tmpl):
            self.plain(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.plain(tmpl[pos:])

    def ln(self, tmpl='', **kw):
        self.f(tmpl, **kw)
        self.plain('\n')

    def text(self):
        return ''.join(self.parts)


# -- dates ----------------------------------------------------------------
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
WDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def _ord(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    s = {
        'mdy': '%02d/%02d/%d' % (m, dd, y),
        'mdy_np': '%d/%d/%d' % (m, dd, y),
        'mdy_s': '%d/%d/%02d' % (m, dd, y % 100),
        'iso': '%d-%02d-%02d' % (y, m, dd),
        'ymd_sl': '%d/%02d/%02d' % (y, m, dd),
        'dmy_sl': '%02d/%02d/%d' % (dd, m, y),
        'long': '%s %d, %d' % (MONTHS[m - 1], dd, y),
        'abbr': '%s %d, %d' % (MON[m - 1], dd, y),
        'abbr_dot': '%s. %d, %d' % (MON[m - 1], dd, y) if m != 5 else 'May %d, %d' % (dd, y),
        'dmy_long': '%d %s %d' % (dd, MONTHS[m - 1], y),
        'dmy_abbr': '%d %s %d' % (dd, MON[m - 1], y),
        'dmy_caps': '%02d-%s-%d' % (dd, MON[m - 1].upper(), y),
        'dmy_caps2': '%02d%s%d' % (dd, MON[m - 1].upper(), y),
        'md': '%d/%d' % (m, dd),
        'md0': '%02d/%02d' % (m, dd),
        'wd_md': '%s %d/%d' % (WDAY[wd][:3], m, dd),
        'wd_long': '%s, %s %d, %d' % (WDAY[wd], MONTHS[m - 1], dd, y),
        'wd_abbr': '%s %s %d' % (WDAY[wd][:3], MON[m - 1], dd),
        'month_year': '%s %d' % (MONTHS[m - 1], y),
        'mon_year': '%s %d' % (MON[m - 1], y),
        'my_num': '%02d/%d' % (m, y),
        'year': '%d' % y,
        'mon_d': '%s %d' % (MON[m - 1], dd),
        'month_d': '%s %d' % (MONTHS[m - 1], dd),
        'ordinal': '%s %s' % (MONTHS[m - 1], _ord(dd)),
        'dot': '%02d.%02d.%02d' % (m, dd, y % 100),
        'weekday': WDAY[wd],
        'wd3': WDAY[wd][:3],
        'd_month': '%d %s' % (dd, MONTHS[m - 1]),
    }[style]
    return s


FULL_STYLES = ['mdy', 'mdy_np', 'mdy_s', 'iso', 'long', 'abbr', 'dmy_abbr', 'dmy_caps']
US_STYLES = ['mdy', 'mdy', 'mdy_np', 'mdy_s', 'long', 'abbr', 'abbr_dot', 'iso', 'dmy_caps']
CA_STYLES = ['iso', 'iso', 'ymd_sl', 'dmy_sl', 'long', 'dmy_long', 'dmy_abbr', 'mdy', 'abbr']
SHORT_STYLES = ['md', 'md0', 'wd_md', 'mon_d', 'month_d', 'wd_abbr', 'ordinal']
PARTIAL_STYLES = ['month_year', 'mon_year', 'year', 'my_num']


def D(d, style):
    return ('DATE', fmt_date(d, style))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# -- numbers / ages ---------------------------------------------------------
_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
         'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
         'sixteen', 'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy',
         'eighty', 'ninety']


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ('' if o == 0 else '-' + _ONES[o])
    return str(n)


def a_an(x):
    """Indefinite article for a piece (str, (TYPE, value) tuple or list of pieces)."""
    while isinstance(x, list):
        x = x[0]
    if isinstance(x, tuple):
        x = x[1]
    w = x.strip().split(' ')[0].split('-')[0]
    if not w:
        return 'a'
    if w[0].isdigit():
        return 'an' if w[0] == '8' or re.match(r'(11|18)(\D|$)', w) else 'a'
    if len(w) <= 4 and w.isupper() or re.match(r'^[A-Z]\d', w):
        return 'an' if w[0] in 'AEFHILMNORSX' else 'a'
    return 'an' if w[0].lower() in 'aeiou' else 'a'


def age_piece(r, age, sex='M', style=None):
    """Age expression; only the number is the span."""
    st = style or r.choice(['yo', 'yo', 'year-old', 'year-old', 'y/o', 'yoM',
                            'sexage', 'years', 'agesex', 'words', 'yr'])
    a = ('AGE', str(age))
    sx = 'M' if sex == 'M' else 'F'
    if st == 'yo':
        return [a, ' yo']
    if st == 'yoM':
        return [a, 'yo' + sx]
    if st == 'year-old':
        return [a, '-year-old']
    if st == 'y/o':
        return [a, ' y/o']
    if st == 'sexage':
        return [a, sx]
    if st == 'agesex':
        return [a, ' ' + sx]
    if st == 'years':
        return [a, ' years old']
    if st == 'yr':
        return [a, '-yr-old']
    if st == 'words':
        return [('AGE', num_words(age)), '-year-old']
    return [a, ' yo']


# -- contact formats ---------------------------------------------------------
def phone_str(r, area, style=None, ext=False):
    line = '01%02d' % r.randrange(100)
    st = style or r.choice(['paren', 'paren', 'dash', 'dash', 'dot', 'plus', 'one'])
    if st == 'paren':
        s = '(%s) 555-%s' % (area, line)
    elif st == 'dash':
        s = '%s-555-%s' % (area, line)
    elif st == 'dot':
        s = '%s.555.%s' % (area, line)
    elif st == 'plus':
        s = '+1 %s 555 %s' % (area, line)
    elif st == 'one':
        s = '1-%s-555-%s' % (area, line)
    else:
        s = '555-%s' % line
    if ext:
        s += r.choice([' ext. %d', ' ext %d', ' x%d', ', ext. %d']) % r.randint(10, 4999)
    return s


def slug(s):
    return re.sub(r'[^a-z0-9]+', '', s.lower())


EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com',
                 'inbox.example.net', 'home.test', 'example.test']


def email_for(r, first, last):
    f, l = slug(first), slug(last)
    u = r.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s_%s%d' % (f, l, r.randint(1, 99)),
                  '%s%s%d' % (f, l[0], r.randint(60, 99)), '%s.%s%d' % (l, f[0], r.randint(1, 9))])
    return '%s@%s' % (u, r.choice(EMAIL_DOMAINS))


def username_for(r, first, last):
    f, l = slug(first), slug(last)
    return r.choice(['%s%s' % (f[0], l), '%s%s%d' % (f[0], l, r.randint(1, 9)),
                     '%s.%s' % (f, l), '%s_%s' % (l, f[0]), '%s%s' % (l[:6], f[:2]),
                     '%s%d' % (f, r.randint(10, 99))])


def ip_private(r):
    k = r.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
    if k == 1:
        return '192.168.%d.%d' % (r.randint(0, 20), r.randint(2, 254))
    return '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))


# -- identifiers -------------------------------------------------------------
UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def digits(r, n):
    return ''.join(r.choice('0123456789') for _ in range(n))


def letters(r, n):
    return ''.join(r.choice(UP) for _ in range(n))


def mrn(r, country):
    k = r.randrange(5)
    if k == 0:
        return digits(r, 8)
    if k == 1:
        return '%s-%s-%s' % (digits(r, 1), digits(r, 3), digits(r, 3))
    if k == 2:
        return 'RH' + digits(r, 7)
    if k == 3:
        return '00' + digits(r, 6)
    return digits(r, 7) if country == 'CA' else 'M' + digits(r, 7)


def ssn(r, country):
    if country == 'CA':
        return r.choice(['9%s %s %s', '9%s-%s-%s', '9%s%s%s']) % (digits(r, 2), digits(r, 3), digits(r, 3))
    if r.random() < 0.75:
        return '9%s-%s-%s' % (digits(r, 2), digits(r, 2), digits(r, 4))
    return '000-%s-%s' % (digits(r, 2), digits(r, 4))


def health_card(r, prov):
    if prov == 'ON':
        return r.choice(['%s-%s-%s-%s', '%s %s %s %s']) % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
    if prov == 'BC':
        return '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3))
    if prov == 'QC':
        return '%s %s %s' % (letters(r, 4), digits(r, 4), digits(r, 4))
    if prov == 'AB':
        return '%s-%s' % (digits(r, 5), digits(r, 4))
    if prov in ('NS', 'NL'):
        return '%s %s %s' % (digits(r, 4), digits(r, 3), digits(r, 3))
    return digits(r, 9)


def member_id(r):
    k = r.randrange(5)
    if k == 0:
        return letters(r, 3) + digits(r, 6)
    if k == 1:
        return '%s%s-%s' % (letters(r, 1), digits(r, 5), digits(r, 2))
    if k == 2:  # Medicare beneficiary identifier shape
        return '%s%s%s-%s%s%s-%s%s%s' % (digits(r, 1), letters(r, 1), letters(r, 1), digits(r, 1),
                                         letters(r, 1), letters(r, 1), digits(r, 1), letters(r, 1), digits(r, 1))
    if k == 3:
        return 'W' + digits(r, 9)
    return digits(r, 3) + letters(r, 2) + digits(r, 5)


def group_no(r):
    return r.choice(['GRP-', '', 'G']) + digits(r, r.choice([5, 6, 7]))


def account(r):
    k = r.randrange(5)
    if k == 0:
        return '%s-%s' % (digits(r, 4), digits(r, 4))
    if k == 1:
        return digits(r, 9)
    if k == 2:
        return 'V' + digits(r, 8)
    if k == 3:
        return 'E%s-%s' % (digits(r, 6), digits(r, 4))
    return '%s%s' % (letters(r, 2), digits(r, 7))


def npi(r):
    return '1' + digits(r, 9)


def dea(r, last):
    return r.choice('ABFM') + last[0].upper() + digits(r, 7)


def med_license(r, country):
    if country == 'CA':
        return digits(r, 5)
    return r.choice(['MD', 'DO', 'A', 'G', 'C', 'ME']) + r.choice(['.', '-', '']) + digits(r, 5)


def drivers_license(r, country, prov=''):
    if country == 'CA':
        if prov == 'ON':
            return '%s%s-%s-%s' % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5))
        return r.choice(['%s%s', '%s-%s']) % (digits(r, 6), digits(r, 3))
    k = r.randrange(3)
    if k == 0:
        return '%s%s-%s-%s' % (letters(r, 1), digits(r, 3), digits(r, 4), digits(r, 4))
    if k == 1:
        return letters(r, 1) + digits(r, 7)
    return digits(r, 9)


def vin(r):
    return ''.join(r.choice(VINCH) for _ in range(17))


def plate(r, country):
    k = r.randrange(4)
    if k == 0:
        return '%s%s%s' % (digits(r, 1), letters(r, 3), digits(r, 3))
    if k == 1:
        return '%s %s' % (letters(r, 4), digits(r, 3))
    if k == 2:
        return '%s-%s' % (letters(r, 3), digits(r, 4))
    return '%s%s' % (letters(r, 3), digits(r, 3)) if country == 'US' else '%s %s%s' % (letters(r, 3), digits(r, 2), letters(r, 1))


def serial(r, prefix=None):
    p = prefix if prefix is not None else letters(r, r.choice([2, 3]))
    k = r.randrange(4)
    if not p:
        return r.choice(['%s%s', '%s-%s']) % (digits(r, 2), digits(r, r.choice([6, 7, 8])))
    if k == 0:
        return '%s%s' % (p, digits(r, 7))
    if k == 1:
        return '%s-%s-%s' % (p, digits(r, 5), letters(r, 1))
    if k == 2:
        return '%s%s%s' % (digits(r, 2), p, digits(r, 6))
    return '%s%s-%s' % (p, digits(r, 4), digits(r, 2))


def bioid(r):
    return r.choice(['PV-', 'FP-', 'BIO-', 'PS', 'IR-']) + digits(r, r.choice([5, 6, 8]))


def idnum(r, kind):
    yy = r.choice(['19', '20', '21', '22', '23', '24', '25'])
    return {
        'accession': r.choice(['UA', 'S', 'M', 'C', 'XR']) + yy + '-' + digits(r, r.choice([4, 5, 6])),
        'order': r.choice(['O-', 'ORD', 'RX', '']) + digits(r, 7),
        'claim': r.choice(['WC-20%s-' % yy, 'CLM', 'C']) + digits(r, 7),
        'case': r.choice(['VR-', 'CASE ', 'VRC']) + digits(r, 5),
        'auth': r.choice(['PA-', 'AUTH', 'PA']) + digits(r, 7),
        'wo': r.choice(['WO-', 'Q-', 'EST-']) + digits(r, 5),
        'ref': r.choice(['REF-', 'R', '']) + digits(r, 6),
        'photo': 'IMG-' + yy + digits(r, 6),
    }[kind]
