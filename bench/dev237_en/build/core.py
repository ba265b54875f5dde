"""Note assembly with single-pass offsets, plus surface formatters (author 237)."""
import datetime as dt

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}


def P(text, typ):
    """A PHI segment list."""
    return [(text, typ)]


def cat(*items):
    """Flatten strings and segment lists into one segment list."""
    out = []
    for it in items:
        if it is None:
            continue
        if isinstance(it, str):
            out.append((it, None))
        else:
            out.extend(it)
    return out


def plain(segs):
    return ''.join(s for s, _ in segs)


class Doc:
    """Append-only note buffer; spans are recorded as pieces are appended."""

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.spans = []
        self.pos = 0

    def _put(self, s, typ=None):
        if not s:
            return
        if self.lower:
            ls = s.lower()
            if len(ls) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = ls
        if typ:
            if typ not in TYPE_LABEL:
                raise ValueError('bad type ' + typ)
            if s != s.strip():
                raise ValueError('span with edge whitespace: %r' % s)
            self.spans.append({'start': self.pos, 'end': self.pos + len(s), 'label': TYPE_LABEL[typ],
                               'type': typ, 'text': s})
        self.buf.append(s)
        self.pos += len(s)

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._put(it)
            else:
                for s, typ in it:
                    self._put(s, typ)
        return self

    def f(self, tmpl, *args):
        parts = tmpl.split('{}')
        if len(parts) != len(args) + 1:
            raise ValueError('template/arg mismatch: ' + tmpl)
        for i, a in enumerate(args):
            self._put(parts[i])
            self.w(a)
        self._put(parts[-1])
        return self

    def text(self):
        return ''.join(self.buf)


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
          'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WK3 = [w[:3] for w in WEEKDAYS]

FULL_STYLES = ['mdY', 'mdy', 'mdY_np', 'iso', 'long', 'abbr', 'dmy_abbr', 'dMONY', 'md_Y', 'abbr_nc',
               'long_ord', 'mdY_dot']
PARTIAL_STYLES = ['md', 'mY', 'monY', 'Y', 'mon', 'MonY_abbr', 'mon_ord']
WEEKDAY_STYLES = ['wk_long', 'wk_short', 'wk_abbr']


def _ord(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == 'mdY':
        return '%02d/%02d/%04d' % (m, dd, y)
    if style == 'mdy':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if style == 'mdY_np':
        return '%d/%d/%04d' % (m, dd, y)
    if style == 'md_Y':
        return '%02d-%02d-%04d' % (m, dd, y)
    if style == 'mdY_dot':
        return '%02d.%02d.%04d' % (m, dd, y)
    if style == 'iso':
        return '%04d-%02d-%02d' % (y, m, dd)
    if style == 'ymd8':
        return '%04d%02d%02d' % (y, m, dd)
    if style == 'long':
        return '%s %d, %d' % (MONTHS[m - 1], dd, y)
    if style == 'long_ord':
        return '%s %s, %d' % (MONTHS[m - 1], _ord(dd), y)
    if style == 'abbr':
        return '%s %d, %d' % (MON3[m - 1], dd, y)
    if style == 'abbr_nc':
        return '%s %d %d' % (MON3[m - 1], dd, y)
    if style == 'dmy_abbr':
        return '%d %s %d' % (dd, MON3[m - 1], y)
    if style == 'dMONY':
        return '%02d-%s-%d' % (dd, MON3[m - 1].upper(), y)
    if style == 'dmY_eu':
        return '%02d/%02d/%04d' % (dd, m, y)
    if style == 'md':
        return '%d/%d' % (m, dd)
    if style == 'mY':
        return '%02d/%04d' % (m, y)
    if style == 'monY':
        return '%s %d' % (MONTHS[m - 1], y)
    if style == 'MonY_abbr':
        return "%s '%02d" % (MON3[m - 1], y % 100)
    if style == 'Y':
        return '%d' % y
    if style == 'mon':
        return MONTHS[m - 1]
    if style == 'mon_ord':
        return '%s %s' % (MONTHS[m - 1], _ord(dd))
    if style == 'wk_long':
        return '%s, %s %d, %d' % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == 'wk_short':
        return '%s %d/%d' % (WK3[d.weekday()], m, dd)
    if style == 'wk_abbr':
        return '%s %02d/%02d/%d' % (WK3[d.weekday()], m, dd, y)
    if style == 'weekday':
        return WEEKDAYS[d.weekday()]
    raise ValueError(style)


def D(d, style):
    return P(fdate(d, style), 'DATE')


def add_days(d, n):
    return d + dt.timedelta(days=n)


def age_on(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
         'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ('' if n % 10 == 0 else '-' + _ONES[n % 10])
    if n == 100:
        return 'one hundred'
    return 'one hundred ' + num_words(n - 100)


def AGE(age, style, sex='F'):
    """Age with its surrounding words; only the number (or number words) is the span."""
    a = str(age)
    sx = 'F' if sex == 'F' else 'M'
    table = {
        'yo': [(a, 'AGE'), (' yo', None)],
        'yo_tight': [(a, 'AGE'), ('yo', None)],
        'y/o': [(a, 'AGE'), (' y/o', None)],
        'yof': [(a, 'AGE'), (' yo' + sx, None)],
        'dash': [(a, 'AGE'), ('-year-old', None)],
        'sex': [(a, 'AGE'), (' ' + sx, None)],
        'sex_tight': [(a, 'AGE'), (sx, None)],
        'yrs': [(a, 'AGE'), (' yrs', None)],
        'yr': [(a, 'AGE'), (' y', None)],
        'age': [('age ', None), (a, 'AGE')],
        'Age:': [('Age: ', None), (a, 'AGE')],
        'aged': [('aged ', None), (a, 'AGE')],
        'words': [(num_words(age), 'AGE'), ('-year-old', None)],
        'yearsold': [(a, 'AGE'), (' years old', None)],
    }
    return table[style]


# ---------------------------------------------------------------- contact
AREA = ['201', '203', '205', '207', '210', '212', '214', '216', '217', '224', '231', '239', '248', '252',
        '260', '262', '269', '270', '276', '281', '301', '303', '304', '309', '312', '314', '316', '319',
        '320', '330', '336', '337', '347', '352', '360', '385', '402', '404', '406', '407', '412', '414',
        '417', '419', '425', '432', '435', '440', '443', '458', '469', '478', '479', '501', '502', '503',
        '505', '507', '509', '512', '513', '515', '517', '520', '530', '540', '541', '559', '561', '563',
        '567', '570', '573', '574', '580', '585', '601', '603', '605', '606', '608', '612', '614', '615',
        '616', '618', '620', '623', '626', '630', '631', '636', '641', '651', '660', '661', '662', '678',
        '701', '702', '704', '706', '708', '712', '715', '717', '719', '724', '727', '731', '740', '757',
        '763', '765', '770', '772', '775', '785', '801', '803', '804', '808', '810', '812', '814', '815',
        '816', '828', '830', '843', '847', '850', '856', '860', '863', '865', '901', '903', '904', '907',
        '908', '912', '915', '916', '918', '920', '936', '937', '940', '951', '952', '970', '971', '978']
TOLLFREE = ['800', '888', '877', '866', '855', '844']


def phone(rng, style=None, tollfree=False, ext=None):
    area = rng.choice(TOLLFREE if tollfree else AREA)
    line = '01%02d' % rng.randrange(100)
    if style is None:
        style = rng.choice(['paren', 'paren', 'dash', 'dash', 'dash', 'dot', 'space', 'plus1', 'one',
                            'compact'])
    if tollfree and style in ('paren', 'dot', 'space', 'compact'):
        style = 'one'
    s = {
        'paren': '(%s) 555-%s' % (area, line),
        'dash': '%s-555-%s' % (area, line),
        'dot': '%s.555.%s' % (area, line),
        'space': '%s 555 %s' % (area, line),
        'plus1': '+1 %s 555 %s' % (area, line),
        'one': '1-%s-555-%s' % (area, line),
        'compact': '%s555%s' % (area, line),
    }[style]
    if ext is None:
        ext = rng.random() < 0.15
    if ext:
        n = str(rng.randrange(10, 9999))
        s += rng.choice([' ext. ', ' ext ', ' x', ' x ', ', ext. ', ' Ext ']) + n
    return s


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))
    return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def ssn(rng):
    if rng.random() < 0.8:
        return '9%02d-%02d-%04d' % (rng.randrange(100), rng.randrange(1, 100), rng.randrange(1, 10000))
    return '000-%02d-%04d' % (rng.randrange(1, 100), rng.randrange(1, 10000))


# ---------------------------------------------------------------- identifiers
UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
DIG = '0123456789'


def rs(rng, alphabet, n):
    return ''.join(rng.choice(alphabet) for _ in range(n))


def _luhn_ok(digits):
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def npi(rng):
    """10-digit NPI-shaped number that deliberately FAILS the NPI check digit (cannot be a real NPI)."""
    while True:
        body = rng.choice('12') + rs(rng, DIG, 8)
        last = rng.choice(DIG)
        if not _luhn_ok('80840' + body + last):
            return body + last


def dea(rng, surname):
    """DEA-shaped number whose check digit is deliberately wrong."""
    first = rng.choice('ABFGM')
    sec = surname[0].upper() if surname[0].isalpha() and surname[0].isascii() else 'X'
    d = [rng.randrange(10) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    last = (chk + rng.randrange(1, 10)) % 10
    return first + sec + ''.join(map(str, d)) + str(last)


VIN_ALPHA = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
_VIN_VAL = dict(zip('ABCDEFGHJKLMNPRSTUVWXYZ', [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
_VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(rng):
    """17-character VIN whose position-9 check digit is deliberately wrong."""
    while True:
        v = list(rs(rng, VIN_ALPHA, 17))
        tot = 0
        for i, ch in enumerate(v):
            val = int(ch) if ch.isdigit() else _VIN_VAL[ch]
            tot += val * _VIN_W[i]
        r = tot % 11
        good = 'X' if r == 10 else str(r)
        if v[8] != good:
            return ''.join(v)


def plate(rng):
    f = rng.randrange(5)
    if f == 0:
        return rs(rng, DIG, 1) + rs(rng, UP, 3) + rs(rng, DIG, 3)
    if f == 1:
        return rs(rng, UP, 3) + '-' + rs(rng, DIG, 4)
    if f == 2:
        return rs(rng, UP, 3) + ' ' + rs(rng, DIG, 3)
    if f == 3:
        return rs(rng, DIG, 3) + rs(rng, UP, 3)
    return rs(rng, UP, 2) + rs(rng, DIG, 2) + rs(rng, UP, 2)


def mrn(rng):
    f = rng.randrange(6)
    if f == 0:
        return '00' + rs(rng, DIG, 6)
    if f == 1:
        return rs(rng, DIG, 7)
    if f == 2:
        return 'E' + rs(rng, DIG, 7)
    if f == 3:
        return 'M' + rs(rng, DIG, 8)
    if f == 4:
        return rs(rng, DIG, 3) + '-' + rs(rng, DIG, 2) + '-' + rs(rng, DIG, 2)
    return rs(rng, DIG, 10)


def member_id(rng, kind='commercial'):
    if kind == 'medicare':  # MBI-shaped: C A AN N A AN N A A N N
        a = 'ACDEFGHJKMNPQRTUVWXY'
        an = a + DIG
        return (rng.choice('123456789') + rng.choice(a) + rng.choice(an) + rng.choice(DIG) + rng.choice(a)
                + rng.choice(an) + rng.choice(DIG) + rng.choice(a) + rng.choice(a) + rng.choice(DIG)
                + rng.choice(DIG))
    if kind == 'medicaid':
        return rng.choice(['', 'MA', 'MC', '']) + rs(rng, DIG, rng.choice([8, 9, 10])) + rng.choice(['', 'A', 'B'])
    f = rng.randrange(6)
    if f == 0:
        return rs(rng, UP, 3) + rs(rng, DIG, 9)
    if f == 1:
        return 'W' + rs(rng, DIG, 9)
    if f == 2:
        return rs(rng, UP, 1) + rs(rng, DIG, 8) + '-0' + rng.choice('123')
    if f == 3:
        return rs(rng, DIG, 9) + '0' + rng.choice('1234')
    if f == 4:
        return rs(rng, UP, 2) + rs(rng, DIG, 7)
    return rs(rng, UP, 3) + rs(rng, UP + DIG, 6) + rs(rng, DIG, 2)


def group_no(rng):
    f = rng.randrange(4)
    if f == 0:
        return rs(rng, DIG, 6)
    if f == 1:
        return 'GRP-' + rs(rng, DIG, 5)
    if f == 2:
        return rs(rng, UP, 2) + rs(rng, DIG, 5)
    return rs(rng, DIG, 7) + '-' + rs(rng, DIG, 3)


def acct(rng):
    f = rng.randrange(6)
    if f == 0:
        return rs(rng, DIG, 4) + '-' + rs(rng, DIG, 4)
    if f == 1:
        return rs(rng, DIG, 9)
    if f == 2:
        return 'A' + rs(rng, DIG, 8)
    if f == 3:
        return 'HAR ' + rs(rng, DIG, 9)
    if f == 4:
        return rs(rng, DIG, 2) + rs(rng, UP, 1) + rs(rng, DIG, 7)
    return 'V' + rs(rng, DIG, 9)


def claim_no(rng):
    f = rng.randrange(5)
    if f == 0:
        return rs(rng, DIG, 13)
    if f == 1:
        return rs(rng, DIG, 2) + '-' + rs(rng, DIG, 4) + '-' + rs(rng, DIG, 5)
    if f == 2:
        return 'E' + rs(rng, DIG, 11)
    if f == 3:
        return rs(rng, UP, 2) + rs(rng, DIG, 10)
    return rs(rng, DIG, 4) + rs(rng, UP, 1) + rs(rng, DIG, 6) + '00'


def ref_no(rng, prefix=None):
    if prefix is None:
        prefix = rng.choice(['', '', 'PA', 'UM', 'REF', 'A', 'AUTH', 'CS', 'R'])
    body = rng.choice([rs(rng, DIG, 9), rs(rng, DIG, 4) + '-' + rs(rng, DIG, 5),
                       rs(rng, DIG, 7) + rs(rng, UP, 1), rs(rng, UP + DIG, 10)])
    if not prefix:
        return body
    return prefix + rng.choice(['-', '', ' ', '#']) + body


def tin(rng):
    return '%02d-%07d' % (rng.randrange(10, 99), rng.randrange(10 ** 6, 10 ** 7))


def serial(rng):
    f = rng.randrange(5)
    if f == 0:
        return rs(rng, UP, 3) + rs(rng, DIG, 6)
    if f == 1:
        return rs(rng, DIG, 1) + rs(rng, UP, 1) + rs(rng, DIG, 4) + rs(rng, UP, 1) + rs(rng, DIG, 2)
    if f == 2:
        return 'SN' + rs(rng, DIG, 8)
    if f == 3:
        return rs(rng, UP + DIG, 12)
    return rs(rng, UP, 2) + '-' + rs(rng, DIG, 5) + '-' + rs(rng, UP, 1)


def license_no(rng, st):
    f = rng.randrange(4)
    if f == 0:
        return st + '.' + rs(rng, DIG, 6)
    if f == 1:
        return rs(rng, UP, 1) + rs(rng, DIG, 5)
    if f == 2:
        return rs(rng, DIG, 2) + '-' + rs(rng, DIG, 6)
    return 'MD' + rs(rng, DIG, 6)


def dl_no(rng):
    f = rng.randrange(4)
    if f == 0:
        return rs(rng, UP, 1) + rs(rng, DIG, 7)
    if f == 1:
        return rs(rng, UP, 1) + rs(rng, DIG, 3) + '-' + rs(rng, DIG, 4) + '-' + rs(rng, DIG, 4)
    if f == 2:
        return rs(rng, DIG, 9)
    return rs(rng, DIG, 3) + ' ' + rs(rng, DIG, 3) + ' ' + rs(rng, DIG, 3)


def bioid(rng):
    return rng.choice(['PV-', 'FP-', 'BIO-', 'PS', 'IRIS-', 'VP-', 'FR-']) + rs(rng, DIG, rng.choice([5, 6, 8]))
