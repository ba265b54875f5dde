"""Note assembly with single-pass offsets, plus date/contact/identifier formats.

Doc.f('Name: {PAT}  DOB: {DATE}\n', name, dob) appends the literal pieces and
the PHI values in order and records each PHI span where it lands; nothing is
ever searched for in the finished text.
"""
import re
import datetime
import unicodedata

TYPES = {
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
CODES = {
    'PAT': 'PATIENT', 'DOC': 'DOCTOR', 'FAM': 'FAMILY', 'USR': 'USERNAME', 'AGE': 'AGE',
    'DATE': 'DATE', 'STR': 'STREET', 'CITY': 'CITY', 'ST': 'STATE', 'ZIP': 'ZIP',
    'CTRY': 'COUNTRY', 'HOSP': 'HOSPITAL', 'ORG': 'ORGANIZATION', 'LOC': 'LOCATION_OTHER',
    'MRN': 'MRN', 'SSN': 'SSN', 'HP': 'HEALTHPLAN', 'ACCT': 'ACCOUNT', 'LIC': 'LICENSE',
    'DEV': 'DEVICE', 'VEH': 'VEHICLE', 'BIO': 'BIOID', 'IDN': 'IDNUM', 'PH': 'PHONE',
    'FAX': 'FAX', 'EM': 'EMAIL', 'URL': 'URL', 'IP': 'IPADDR', 'PROF': 'PROFESSION',
}
for _t in TYPES:
    CODES[_t] = _t

_TOK = re.compile(r'\{([A-Z_]*)\}')
_LONGWORD = re.compile(r'[a-z]{6,}')


def _typo(rng, s):
    words = list(_LONGWORD.finditer(s))
    if not words:
        return s
    m = rng.choice(words)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    op = rng.randrange(3)
    if op == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif op == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Doc:
    """Accumulates text pieces; PHI pieces become spans at their exact offsets."""

    def __init__(self, rng, lower=False, typo=0.05):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.buf = []
        self.pos = 0
        self.spans = []

    def _emit(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)

    def plain(self, s, typo=False):
        if typo and self.typo and len(s) > 30 and self.rng.random() < self.typo:
            s = _typo(self.rng, s)
        self._emit(s)

    def phi(self, v, code):
        typ = CODES[code]
        if not v or v != v.strip():
            raise ValueError('bad PHI value %r' % (v,))
        if self.lower:
            v = v.lower()
        start = self.pos
        self.buf.append(v)
        self.pos += len(v)
        self.spans.append({'start': start, 'end': self.pos, 'label': TYPES[typ],
                           'type': typ, 'text': v})

    def put(self, v, code=''):
        if isinstance(v, tuple):
            self.phi(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        elif code:
            self.phi(v, code)
        else:
            self.plain(str(v))

    def f(self, tmpl, *vals):
        parts = _TOK.split(tmpl)
        if (len(parts) - 1) // 2 != len(vals):
            raise ValueError('placeholder count mismatch in %r' % tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.plain(part, typo=True)
            else:
                self.put(vals[i // 2], part)

    def text(self):
        return ''.join(self.buf)


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def fdate(d, country, style):
    """Format a datetime.date in a country's habits. style picks the shape."""
    us = country == 'US'
    dd, mm, yy = d.day, d.month, d.year
    if style == 'n':
        if us:
            return '%02d/%02d/%04d' % (mm, dd, yy)
        if country == 'CA':
            return '%04d-%02d-%02d' % (yy, mm, dd)
        return '%02d/%02d/%04d' % (dd, mm, yy)
    if style == 's':
        if us:
            return '%d/%d/%02d' % (mm, dd, yy % 100)
        if country == 'CA':
            return '%02d/%02d/%04d' % (dd, mm, yy)
        return '%d/%d/%02d' % (dd, mm, yy % 100)
    if style == 'dot':
        if us:
            return '%d/%d/%04d' % (mm, dd, yy)
        return '%02d.%02d.%04d' % (dd, mm, yy)
    if style == 'l':
        if us or country == 'CA':
            return '%s %d, %d' % (MONTHS[mm - 1], dd, yy)
        return '%d %s %d' % (dd, MONTHS[mm - 1], yy)
    if style == 'a':
        if us:
            return '%s %d, %d' % (MON3[mm - 1], dd, yy)
        return '%02d-%s-%04d' % (dd, MON3[mm - 1], yy)
    if style == 'a2':
        return '%d %s %d' % (dd, MON3[mm - 1], yy)
    if style == 'i':
        return '%04d-%02d-%02d' % (yy, mm, dd)
    if style == 'w':
        return '%s %s' % (WDAY[d.weekday()][:3], fdate(d, country, 'n'))
    if style == 'W':
        if us or country == 'CA':
            return '%s, %s %d, %d' % (WDAY[d.weekday()], MONTHS[mm - 1], dd, yy)
        return '%s %d %s %d' % (WDAY[d.weekday()], dd, MONTHS[mm - 1], yy)
    if style == 'm':
        if us:
            return '%d/%d' % (mm, dd)
        return '%02d/%02d' % (dd, mm)
    if style == 'wm':
        return '%s %s' % (WDAY[d.weekday()][:3], fdate(d, country, 'm'))
    if style == 'dm':
        if us or country == 'CA':
            return '%s %d' % (MONTHS[mm - 1], dd)
        return '%d %s' % (dd, MONTHS[mm - 1])
    if style == 'my':
        return '%s %d' % (MONTHS[mm - 1], yy)
    if style == 'y':
        return '%d' % yy
    raise ValueError(style)


def an(word):
    return 'an' if word[:1].lower() in 'aeio' or word[:3] in ('HGV', 'GP ') else 'a'


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- contacts
def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


UK_AREAS = ['0113', '0161', '0121', '0117', '0191', '0141', '0114', '0115', '0116',
            '01274', '0118', '01392', '01752', '01772', '01204', '01484']
IE_AREAS = ['01', '021', '091', '061', '051', '046', '041', '066', '094', '071', '045']
AU_MOB = ['0412', '0423', '0438', '0401', '0466', '0481']


def phone(rng, country, kind='land', area=None):
    """A fictional number that always contains 555."""
    if country == 'UK':
        if kind == 'mob':
            n = '07%s %s%s' % (digits(rng, 3), '555', digits(rng, 3))
            return ('+44 7%s' % n[2:]) if rng.random() < 0.12 else n
        a = area or rng.choice(UK_AREAS)
        if len(a) == 5:
            return '%s %s%s' % (a, '555', digits(rng, 3))
        return '%s %s %s' % (a, '555', digits(rng, 4))
    if country == 'IE':
        if kind == 'mob':
            n = '08%s 555 %s' % (rng.choice('3567'), digits(rng, 4))
            return ('+353 %s' % n[1:]) if rng.random() < 0.15 else n
        a = area or rng.choice(IE_AREAS)
        return ('(%s) 555 %s' % (a, digits(rng, 4))) if rng.random() < 0.4 else \
            '%s 555 %s' % (a, digits(rng, 4))
    if country == 'AU':
        if kind == 'mob':
            return '%s 555 %s' % (rng.choice(AU_MOB), digits(rng, 3))
        a = area or rng.choice(['02', '03', '07', '08'])
        return '(%s) 5550 %s' % (a, digits(rng, 4)) if rng.random() < 0.6 else \
            '%s 5550 %s' % (a, digits(rng, 4))
    a = area or rng.choice(['614', '508', '512', '309', '518', '816', '416', '604'])
    tail = '01' + digits(rng, 2)
    r = rng.random()
    if r < 0.45:
        return '(%s) 555-%s' % (a, tail)
    if r < 0.85:
        return '%s-555-%s' % (a, tail)
    return '%s.555.%s' % (a, tail)


def ext(rng):
    return '555' + digits(rng, rng.choice([1, 1, 2]))


def bleep(rng, country):
    if country in ('US', 'CA'):
        return rng.choice(['555-%s' % digits(rng, 4), '555%s' % digits(rng, 1),
                           '4-555%s' % digits(rng, 1)])
    return rng.choice(['555%s' % digits(rng, 1), '555%s' % digits(rng, 2),
                       '%s555' % digits(rng, 1)])


def ascii_fold(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(ch for ch in s if not unicodedata.combining(ch))
    return s.replace('ł', 'l').replace('Ł', 'L').replace('ı', 'i')


def _mailpart(s):
    return re.sub(r'[^a-z]', '', ascii_fold(s).lower())


def email(rng, first, last, kind='person'):
    dom = rng.choice(['example.org', 'example.net', 'example.com'])
    f, l = _mailpart(first), _mailpart(last)
    if kind == 'person':
        local = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s.%s%s' % (
            f, l, digits(rng, 2)), '%s_%s' % (l, f)])
    else:
        local = kind
    return '%s@%s' % (local, dom)


def url(rng, path):
    host = rng.choice(['www.example.org', 'www.example.net', 'example.com',
                       'www.example.com', 'example.org'])
    pre = rng.choice(['', '', 'https://', 'http://'])
    return '%s%s/%s' % (pre, host, path)


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r < 0.7:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256),
                                 rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f, l = _mailpart(first), _mailpart(last)
    return rng.choice(['%s%s' % (f[0], l), '%s%s%d' % (f[0], l, rng.randrange(2, 9)),
                       '%s.%s' % (f, l), (l[:5] + f[:2]).upper(), '%s_%s' % (l, f[0]),
                       '%s%s' % (l, digits(rng, 2))])


def initials(first, last):
    return (ascii_fold(first)[0] + ascii_fold(last.replace("'", ''))[0]).upper()
