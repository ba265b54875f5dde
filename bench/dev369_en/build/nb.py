"""Note builder and formatting helpers for dev369_en.

Offsets are recorded in a single pass while pieces are appended: every PHI
piece is given to the builder together with its fine type, and the builder
stores the running offset before and after appending it.
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

_PH = re.compile(r'\{([A-Z_]*)\}')


class Note:
    """Accumulates text pieces and PHI spans with running offsets."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError('bad type ' + typ)
        if self.lower:
            s = s.lower()
        if not s:
            raise ValueError('empty PHI for ' + typ)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ],
                           'type': typ, 'text': s})

    def w(self, *pieces):
        """Append pieces: str is plain text, (value, TYPE) is PHI, list is nested."""
        for pc in pieces:
            if isinstance(pc, str):
                self.t(pc)
            elif isinstance(pc, tuple):
                self.p(pc[0], pc[1])
            elif isinstance(pc, list):
                self.w(*pc)
            elif pc is None:
                continue
            else:
                raise TypeError(repr(pc))

    def f(self, template, *args):
        """Template with {} (plain arg) and {TYPE} (PHI arg); args consumed in order.
        An arg may itself be a list of pieces (for {} placeholders)."""
        pos = 0
        i = 0
        for m in _PH.finditer(template):
            if m.start() > pos:
                self.t(template[pos:m.start()])
            a = args[i]
            i += 1
            typ = m.group(1)
            if typ:
                self.p(a, typ)
            else:
                self.w(a)
            pos = m.end()
        if pos < len(template):
            self.t(template[pos:])
        if i != len(args):
            raise ValueError('unused args in ' + template)

    def text(self):
        return ''.join(self.parts)


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordinal(d):
    if 10 <= d % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')
    return '%d%s' % (d, suf)


DMY_STYLES = ['dmy/', 'dmy/', 'dmy/', 'd Month Y', 'd Month Y', 'dd-Mon-Y', 'dmy.',
              'd Mon Y', 'dmy/2', 'ord Month Y', 'iso']
MDY_STYLES = ['mdy/', 'mdy/', 'm/d/Y', 'Month d, Y', 'Month d, Y', 'Mon d, Y', 'mdy-',
              'iso', 'm/d/y']
CA_STYLES = ['iso', 'iso', 'Month d, Y', 'dmy/', 'd Month Y', 'mdy/', 'dd-Mon-Y']


def styles_for(country):
    if country == 'US':
        return MDY_STYLES
    if country == 'CA':
        return CA_STYLES
    return DMY_STYLES


def fdate(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == 'dmy/':
        return '%02d/%02d/%04d' % (dd, m, y)
    if style == 'dmy/2':
        return '%02d/%02d/%02d' % (dd, m, y % 100)
    if style == 'dmy.':
        return '%02d.%02d.%04d' % (dd, m, y)
    if style == 'd Month Y':
        return '%d %s %d' % (dd, MONTHS[m - 1], y)
    if style == 'ord Month Y':
        return '%s %s %d' % (ordinal(dd), MONTHS[m - 1], y)
    if style == 'dd-Mon-Y':
        return '%02d-%s-%d' % (dd, MONTHS[m - 1][:3], y)
    if style == 'd Mon Y':
        return '%d %s %d' % (dd, MONTHS[m - 1][:3], y)
    if style == 'iso':
        return '%04d-%02d-%02d' % (y, m, dd)
    if style == 'mdy/':
        return '%02d/%02d/%04d' % (m, dd, y)
    if style == 'm/d/Y':
        return '%d/%d/%d' % (m, dd, y)
    if style == 'm/d/y':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if style == 'mdy-':
        return '%02d-%02d-%04d' % (m, dd, y)
    if style == 'Month d, Y':
        return '%s %d, %d' % (MONTHS[m - 1], dd, y)
    if style == 'Mon d, Y':
        return '%s %d, %d' % (MONTHS[m - 1][:3], dd, y)
    raise ValueError(style)


def short_date(d, country):
    """Day and month only, e.g. for table rows."""
    if country == 'US':
        return '%d/%d' % (d.month, d.day)
    return '%02d/%02d' % (d.day, d.month)


def wday_date(d, country, rng):
    wd = WDAYS[d.weekday()]
    k = rng.randrange(3)
    if country == 'US':
        if k == 0:
            return '%s, %s %d, %d' % (wd, MONTHS[d.month - 1], d.day, d.year)
        if k == 1:
            return '%s %d/%d' % (wd[:3], d.month, d.day)
        return '%s %02d/%02d/%d' % (wd[:3], d.month, d.day, d.year)
    if k == 0:
        return '%s %d %s %d' % (wd, d.day, MONTHS[d.month - 1], d.year)
    if k == 1:
        return '%s %d/%d' % (wd[:3], d.day, d.month)
    return '%s %s %s' % (wd, ordinal(d.day), MONTHS[d.month - 1])


def month_year(d, rng):
    if rng.random() < 0.7:
        return '%s %d' % (MONTHS[d.month - 1], d.year)
    return '%s %d' % (MONTHS[d.month - 1][:3], d.year)


def add_days(d, k):
    return d + datetime.timedelta(days=k)


def age_on(dob, on):
    a = on.year - dob.year
    if (on.month, on.day) < (dob.month, dob.day):
        a -= 1
    return a


def age_months(dob, on):
    m = (on.year - dob.year) * 12 + on.month - dob.month
    if on.day < dob.day:
        m -= 1
    return m


def hhmm(rng, lo=0, hi=23):
    return '%02d:%02d' % (rng.randint(lo, hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35,
                                                           40, 42, 45, 50, 55]))


def digits(rng, k):
    return ''.join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(alphabet) for _ in range(k))


# ---------------------------------------------------------------- phones
GB_AREAS = ['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0131', '0141', '0151',
            '0161', '0191', '01632', '029', '028', '01274', '01204', '01782', '023', '020']
AU_AREAS = ['02', '03', '07', '08']
NZ_AREAS = ['03', '04', '06', '07', '09']
IE_AREAS = ['01', '021', '061', '091', '051', '041', '071', '066']
NANP = {'US': ['617', '508', '401', '860', '614', '216', '412', '215', '410', '804', '704',
               '404', '615', '612', '608', '303', '801', '503', '206', '916', '619', '602',
               '512', '713', '402', '717', '518', '716', '734', '515'],
        'CA': ['416', '647', '613', '905', '519', '604', '778', '250', '403', '780', '204',
               '306', '902', '514', '709', '506']}


def phone(rng, country, kind='land', intl=False):
    """A fictional number that always contains 555."""
    if country in ('US', 'CA'):
        a = rng.choice(NANP[country])
        tail = '01' + digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
        k = rng.randrange(6)
        if intl:
            return '+1 %s 555 %s' % (a, tail)
        if k <= 1:
            return '(%s) 555-%s' % (a, tail)
        if k == 2:
            return '%s.555.%s' % (a, tail)
        if k == 3:
            return '1-%s-555-%s' % (a, tail)
        return '%s-555-%s' % (a, tail)
    if country == 'GB':
        if kind == 'mobile':
            num = '07%s 555%s' % (digits(rng, 3), digits(rng, 3))
            if intl:
                return '+44 ' + num[1:]
            return num if rng.random() < 0.7 else num.replace(' ', '')
        a = rng.choice(GB_AREAS)
        if len(a) == 3:
            num = '%s %s555 %s' % (a, rng.choice('2378'), digits(rng, 4))
            return ('+44 ' + num[1:]) if intl else num
        if len(a) == 5:
            num = '%s 555%s' % (a, digits(rng, 3))
        else:
            num = '%s 555 %s' % (a, digits(rng, 4))
        if intl:
            return '+44 (0)' + num[1:]
        k = rng.randrange(4)
        if k == 0:
            return '(' + num.replace(' ', ') ', 1)
        return num
    if country == 'AU':
        if kind == 'mobile':
            num = '04%s 555 %s' % (digits(rng, 2), digits(rng, 3))
            return ('+61 ' + num[1:]) if intl else num
        a = rng.choice(AU_AREAS)
        num = '5550 %s' % digits(rng, 4)
        if intl:
            return '+61 %s %s' % (a[1:], num)
        return '(%s) %s' % (a, num) if rng.random() < 0.6 else '%s %s' % (a, num)
    if country == 'NZ':
        if kind == 'mobile':
            num = '02%s 555 %s' % (rng.choice('127'), digits(rng, 4))
            return ('+64 ' + num[1:]) if intl else num
        a = rng.choice(NZ_AREAS)
        if intl:
            return '+64 %s 555 %s' % (a[1:], digits(rng, 4))
        return '(%s) 555 %s' % (a, digits(rng, 4)) if rng.random() < 0.6 else \
            '%s 555 %s' % (a, digits(rng, 4))
    if country == 'IE':
        if kind == 'mobile':
            num = '08%s 555 %s' % (rng.choice('35679'), digits(rng, 4))
            return ('+353 ' + num[1:]) if intl else num
        a = rng.choice(IE_AREAS)
        if intl:
            return '+353 %s 555 %s' % (a[1:], digits(rng, 4))
        return '(%s) 555 %s' % (a, digits(rng, 4)) if rng.random() < 0.6 else \
            '%s 555 %s' % (a, digits(rng, 4))
    raise ValueError(country)


def ext(rng):
    k = rng.randrange(4)
    d = digits(rng, 4)
    return [' ext ' + d, ' ext. ' + d, ' x' + d, ' (ext ' + d + ')'][k]


def bleep(rng):
    k = rng.randrange(3)
    if k == 0:
        return '555' + digits(rng, 1)
    if k == 1:
        return '555' + digits(rng, 2)
    return '555-' + digits(rng, 2)


# ---------------------------------------------------------------- IPs and misc
def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p
