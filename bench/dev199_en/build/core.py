"""Core helpers: the single RNG, the note builder (single-pass offsets),
date formatting and generators for identifiers and (fictional) contacts."""
import datetime
import random
import re

rng = random.Random(199)

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
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

_PH = re.compile(r'\{(\w+)\}')


def ch(seq):
    return seq[rng.randrange(len(seq))]


def chance(p):
    return rng.random() < p


def ri(a, b):
    return rng.randint(a, b)


def sample(seq, k):
    k = max(0, min(k, len(seq)))
    return rng.sample(list(seq), k)


def digits(k, lead_nonzero=False):
    s = ''.join(str(rng.randint(0, 9)) for _ in range(k))
    if lead_nonzero and s[0] == '0':
        s = str(rng.randint(1, 9)) + s[1:]
    return s


UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'


def letters(k):
    return ''.join(ch(UP) for _ in range(k))


class Note:
    """Builds a note left to right; every PHI value is recorded as a span at
    the moment it is appended, so offsets never come from searching."""

    def __init__(self, ctx=None):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.ctx = ctx if ctx is not None else {}

    def t(self, s):
        if s:
            self.buf.append(s)
            self.pos += len(s)

    def p(self, val, typ):
        if typ not in LABELS:
            raise ValueError('bad type ' + typ)
        if not val or val != val.strip():
            raise ValueError('bad span value %r' % (val,))
        self.spans.append({'start': self.pos, 'end': self.pos + len(val),
                           'label': LABELS[typ], 'type': typ, 'text': val})
        self.t(val)

    def add(self, item):
        if item is None:
            return
        if isinstance(item, str):
            self.t(item)
        elif isinstance(item, tuple):
            self.p(item[0], item[1])
        else:
            for x in item:
                self.add(x)

    def f(self, tmpl, **kw):
        parts = _PH.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.t(part)
            else:
                if part in kw:
                    self.add(kw[part])
                else:
                    self.add(self.ctx[part])

    def l(self, tmpl='', **kw):
        self.f(tmpl, **kw)
        self.t('\n')

    def finish(self, lower=False):
        text = ''.join(self.buf)
        spans = [dict(s) for s in self.spans]
        if lower:
            text = text.lower()
            for s in spans:
                s['text'] = s['text'].lower()
        return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
      'Sunday']
WDA = [w[:3] for w in WD]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == 'us':
        return '%02d/%02d/%d' % (m, dd, y)
    if style == 'us1':
        return '%d/%d/%d' % (m, dd, y)
    if style == 'us2':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if style == 'md':
        return '%d/%d' % (m, dd)
    if style == 'iso':
        return d.isoformat()
    if style == 'long':
        return '%s %d, %d' % (MONTHS[m - 1], dd, y)
    if style == 'mon':
        return '%s %d, %d' % (MON[m - 1], dd, y)
    if style == 'mond':
        return '%s %d' % (MON[m - 1], dd)
    if style == 'dmy':
        return '%02d-%s-%d' % (dd, MON[m - 1], y)
    if style == 'dmyu':
        return '%02d-%s-%d' % (dd, MON[m - 1].upper(), y)
    if style == 'dmy2':
        return '%d %s %d' % (dd, MON[m - 1], y)
    if style == 'wmd':
        return '%s %d/%d' % (WDA[d.weekday()], m, dd)
    if style == 'wlong':
        return '%s, %s %d, %d' % (WD[d.weekday()], MONTHS[m - 1], dd, y)
    if style == 'wd':
        return WD[d.weekday()]
    if style == 'my':
        return '%s %d' % (MONTHS[m - 1], y)
    if style == 'mys':
        return '%d/%d' % (m, y)
    if style == 'y':
        return str(y)
    if style == 'compact':
        return '%d%02d%02d' % (y, m, dd)
    raise ValueError(style)


FULL_STYLES = ['us', 'us', 'us1', 'us2', 'iso', 'long', 'mon', 'dmy', 'dmyu',
               'dmy2']
SHORT_STYLES = ['md', 'md', 'mond', 'wmd']


def D(d, style):
    return (fdate(d, style), 'DATE')


def days(d, k):
    return d + datetime.timedelta(days=k)


def rand_date(y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(ri(start, end))


def past(d, min_days, max_days):
    return d - datetime.timedelta(days=ri(min_days, max_days))


def hhmm(colon=None):
    h, m = ri(0, 23), ri(0, 59)
    if colon is None:
        colon = chance(0.5)
    return ('%02d:%02d' if colon else '%02d%02d') % (h, m)


_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
         'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
         'sixteen', 'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy',
         'eighty', 'ninety']


def num_words(k):
    if k < 20:
        return _ONES[k]
    if k < 100:
        return _TENS[k // 10] + ('-' + _ONES[k % 10] if k % 10 else '')
    rest = k - 100
    return 'one hundred' + (' and ' + num_words(rest) if rest else '')


# ---------------------------------------------------------------- contacts
AREAS = ['614', '937', '419', '216', '412', '410', '804', '919', '704', '404',
         '813', '205', '901', '502', '317', '313', '616', '414', '608', '612',
         '515', '402', '816', '314', '217', '312', '918', '501', '713', '210',
         '505', '520', '303', '801', '208', '509', '503', '916', '559', '775',
         '508', '860', '401', '518', '315', '716', '973', '302', '304', '907']


def _last4():
    if chance(0.6):
        return '01%02d' % ri(0, 99)
    return '%04d' % ri(1000, 9999)


def phone(area=None, style=None, ext=None):
    area = area or ch(AREAS)
    last = _last4()
    style = style or ch(['paren', 'paren', 'dash', 'dash', 'dash', 'dot',
                         'plain7', 'intl', 'slash', 'paren2'])
    if style == 'paren':
        s = '(%s) 555-%s' % (area, last)
    elif style == 'paren2':
        s = '(%s)555-%s' % (area, last)
    elif style == 'dash':
        s = '%s-555-%s' % (area, last)
    elif style == 'dot':
        s = '%s.555.%s' % (area, last)
    elif style == 'plain7':
        s = '555-%s' % last
    elif style == 'intl':
        s = '+1 %s 555 %s' % (area, last)
    else:
        s = '%s/555-%s' % (area, last)
    if ext is None:
        ext = chance(0.12)
    if ext:
        s += ch([' ext. ', ' ext ', ' x', ' x.']) + str(ri(2, 4999))
    return s


def pager():
    return ch(['555-%04d' % ri(1000, 9999), '555-%s' % _last4(),
               '(%s) 555-%s' % (ch(AREAS), _last4())])


def email(first, last, kind=None):
    dom = ch(['example.com', 'example.org', 'example.net'])
    first = re.sub('[^a-z]', '', first.lower())
    last = re.sub('[^a-z]', '', last.lower())
    kind = kind or ch(['fl', 'f_l', 'fil', 'lf', 'nick'])
    if kind == 'fl':
        u = '%s.%s' % (first, last)
    elif kind == 'f_l':
        u = '%s_%s%d' % (first, last, ri(1, 99))
    elif kind == 'fil':
        u = '%s%s%d' % (first[0], last, ri(1, 999))
    elif kind == 'lf':
        u = '%s.%s' % (last, first[0])
    else:
        u = '%s%s%d' % (first[:4], last[:3], ri(50, 99))
    if chance(0.15):
        dom = ch(['mail.', 'home.', 'inbox.']) + dom
    return u + '@' + dom


def office_email(slug):
    u = ch(['frontdesk', 'referrals', 'scheduling', 'intake', 'nurseline',
            'records', 'admissions', 'careteam'])
    return '%s@%s.%s' % (u, slug, ch(['example.org', 'example.com',
                                      'example.net']))


def url(slug=None):
    slug = slug or ch(['portal', 'mychart', 'mycare', 'patients', 'health'])
    path = ch(['', '/login', '/patient-portal', '/discharge', '/education/hf',
               '/billing', '/records-request', '/telehealth', '/referrals',
               '/visit?ref=%s' % digits(6)])
    host = ch(['www.example.org', 'example.org', 'www.example.com',
               slug + '.example.org', slug + '.example.com',
               slug + '.example.net'])
    pre = ch(['https://', 'https://', 'http://', ''])
    if pre == '' and not host.startswith('www.'):
        pre = 'https://'
    return pre + host + path


def ip():
    k = ri(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (ri(0, 255), ri(0, 255), ri(1, 254))
    if k == 1:
        return '192.168.%d.%d' % (ri(0, 255), ri(1, 254))
    return '172.%d.%d.%d' % (ri(16, 31), ri(0, 255), ri(1, 254))


def username(first, last):
    first = re.sub('[^a-z]', '', first.lower())
    last = re.sub('[^a-z]', '', last.lower())
    k = ri(0, 4)
    if k == 0:
        return first[0] + last + (str(ri(1, 9)) if chance(0.5) else '')
    if k == 1:
        return first + '.' + last
    if k == 2:
        return last[:6] + first[:2]
    if k == 3:
        return first[0] + last[:7] + str(ri(10, 99))
    return last + first[0]


# ---------------------------------------------------------------- ids
def mrn(style):
    if style == 0:
        return digits(8)
    if style == 1:
        return 'E' + digits(7)
    if style == 2:
        return '%s-%s-%s' % (digits(3), digits(3), digits(3))
    if style == 3:
        return 'MR' + digits(6)
    return digits(7, True)


def account():
    k = ri(0, 4)
    if k == 0:
        return digits(10, True)
    if k == 1:
        return '%s-%s' % (digits(4), digits(4))
    if k == 2:
        return 'V' + digits(8)
    if k == 3:
        return '%d%s' % (ri(19, 25), digits(7))
    return 'A' + digits(3) + '-' + digits(5)


def ssn():
    if chance(0.8):
        return '9%s-%s-%s' % (digits(2), digits(2), digits(4))
    return '000-%s-%s' % (digits(2), digits(4))


def healthplan():
    k = ri(0, 4)
    if k == 0:
        return letters(3) + digits(6)
    if k == 1:
        return letters(1) + digits(8)
    if k == 2:
        return '%s%s %s' % (letters(1), digits(8), digits(2))
    if k == 3:
        return digits(1, True) + letters(2) + digits(1) + '-' + letters(2) + \
            digits(1) + '-' + letters(2) + digits(2)
    return digits(9, True)


def group_no():
    return ch(['GRP-', '', '0']) + digits(5) + ch(['', 'B', 'A', '-01'])


def npi():
    return ch('12') + digits(9)


def dea(last):
    return ch('ABFM') + last[0].upper() + digits(7)


def state_license(st):
    return ch(['%s-%s' % (st, digits(6)), '%s%s' % (digits(2), digits(6)),
               'MD.%s' % digits(7), '%s %s' % (letters(1), digits(5))])


def drivers_license(st):
    k = ri(0, 3)
    if k == 0:
        return '%s%s-%s-%s' % (letters(1), digits(3), digits(4), digits(4))
    if k == 1:
        return letters(2) + digits(6)
    if k == 2:
        return digits(9, True)
    return '%s%s' % (letters(1), digits(7))


def device_sn():
    k = ri(0, 4)
    if k == 0:
        return letters(3) + digits(6)
    if k == 1:
        return '%s-%s' % (digits(4), digits(5))
    if k == 2:
        return letters(3) + digits(6) + letters(1)
    if k == 3:
        return digits(2) + letters(1) + digits(6)
    return 'SN' + digits(7)


def tele_box():
    return ch(['TX-', 'T', 'TB-']) + digits(4)


def plate():
    k = ri(0, 4)
    if k == 0:
        return str(ri(1, 9)) + letters(3) + digits(3)
    if k == 1:
        return letters(3) + '-' + digits(4)
    if k == 2:
        return letters(3) + ' ' + digits(4)
    if k == 3:
        return digits(3) + ' ' + letters(3)
    return letters(2) + digits(2) + ' ' + letters(2)


def vin():
    al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return ''.join(ch(al) for _ in range(17))


def bioid():
    return ch(['PV-%s-%s' % (digits(5), letters(1)), 'FP-%s' % digits(5),
               'BT%s' % digits(7), 'PALM-%s' % digits(6),
               'BIO%s%s' % (letters(2), digits(5))])


def accession(prefix=None):
    prefix = prefix or ch(['S', 'C', 'M', 'H', 'R', 'BB', 'CY'])
    return '%s%02d-%s' % (prefix, ri(19, 25), digits(ri(4, 6)))


def order_no():
    return ch(['', 'ORD', 'O', '#']) .replace('#', '') + digits(ri(7, 9), True)


def event_no(pre):
    return '%s-%d-%s' % (pre, ri(2019, 2025), digits(4))
