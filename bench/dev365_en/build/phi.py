"""Note assembly with single-pass span bookkeeping, plus PHI formatters.

A Doc is built piece by piece: plain text with Doc.t, PHI with Doc.p.  The
offset of every PHI piece is recorded at the moment it is appended, so the
finished text is never searched.  Templates use {key}; Doc.r splits the
template once and appends each literal and each looked-up value in order.
A value is a str (plain), a tuple (text, TYPE) (PHI), a list of values, or a
zero-argument callable returning one of those."""
import re

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

RX = re.compile(r'\{([a-z][a-z0-9_]*)\}')


class Doc:
    def __init__(self, lower=False):
        self.buf = []
        self.spans = []
        self.n = 0
        self.lower = lower

    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.n += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        assert s and s == s.strip() and typ in TYPES, (s, typ)
        start = self.n
        self.buf.append(s)
        self.n += len(s)
        self.spans.append({'start': start, 'end': self.n, 'label': TYPES[typ],
                           'type': typ, 'text': s})

    def put(self, v):
        if v is None:
            return
        if callable(v):
            v = v()
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def r(self, tmpl, ctx):
        for i, x in enumerate(RX.split(tmpl)):
            if i % 2 == 0:
                self.t(x)
            else:
                self.put(ctx[x])

    def text(self):
        return ''.join(self.buf)


MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
       'September', 'October', 'November', 'December']
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
         'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen',
         'seventeen', 'eighteen', 'nineteen', 'twenty']
UL = 'ABCDEFGHJKLMNPRSTUVWXYZ'


def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=UL):
    return ''.join(rng.choice(pool) for _ in range(n))


def fmt_date(rng, d, dmy, style):
    """Render a datetime.date; dmy selects day-first order."""
    m3 = MON[d.month - 1][:3]
    yy = '%02d' % (d.year % 100)
    if style == 'num':
        return ('%02d/%02d/%d' % (d.day, d.month, d.year) if dmy
                else '%02d/%02d/%d' % (d.month, d.day, d.year))
    if style == 'num2':
        return ('%d/%d/%s' % (d.day, d.month, yy) if dmy else '%d/%d/%s' % (d.month, d.day, yy))
    if style == 'dot':
        return '%02d.%02d.%d' % (d.day, d.month, d.year)
    if style == 'abbr':
        return ('%d %s %d' % (d.day, m3, d.year) if dmy else '%s %d, %d' % (m3, d.day, d.year))
    if style == 'long':
        return ('%d %s %d' % (d.day, MON[d.month - 1], d.year) if dmy
                else '%s %d, %d' % (MON[d.month - 1], d.day, d.year))
    if style == 'iso':
        return d.isoformat()
    if style == 'dash':
        return '%02d-%s-%d' % (d.day, m3, d.year)
    if style == 'mil':
        return '%02d%s%s' % (d.day, m3.upper(), yy)
    if style == 'wd':
        w = WD[d.weekday()][:3]
        return '%s %d/%d' % (w, d.day, d.month) if dmy else '%s %d/%d' % (w, d.month, d.day)
    if style == 'wdlong':
        w = WD[d.weekday()]
        return ('%s %d %s %d' % (w, d.day, MON[d.month - 1], d.year) if dmy
                else '%s, %s %d, %d' % (w, MON[d.month - 1], d.day, d.year))
    if style == 'my':
        return rng.choice(['%s %d' % (MON[d.month - 1], d.year), '%s %d' % (m3, d.year),
                           '%02d/%d' % (d.month, d.year)])
    if style == 'y':
        return str(d.year)
    raise ValueError(style)


# ---------------------------------------------------------------- contacts
AREA = {
    'GB': ['0113', '0114', '0161', '0117', '01632', '01484', '01924', '0191', '01752'],
    'IE': ['091', '094', '066', '074', '021', '0504', '071', '053', '065', '057'],
    'AU': ['2', '3', '7', '8'],
    'NZ': ['9', '7', '6', '3', '4'],
    'CA': ['416', '613', '604', '780', '403', '204', '306', '902', '506', '709'],
    'US': ['614', '317', '502', '615', '816', '503', '303', '404', '817', '414', '313'],
}


def phone(rng, cc, kind='land'):
    d = lambda n: digits(rng, n)
    if cc == 'GB':
        if kind == 'mob':
            return rng.choice(['07700 555%s' % d(3), '07%s 555 %s' % (rng.choice(['700', '711', '922', '384']), d(3)),
                               '+44 7700 555%s' % d(3), '07700555%s' % d(3)])
        a = rng.choice(AREA['GB'])
        sub = '555 %s' % d(4) if len(a) == 4 else '555%s' % d(3)
        return rng.choice(['%s %s' % (a, sub), '(%s) %s' % (a, sub), '+44 %s %s' % (a[1:], sub)])
    if cc == 'IE':
        if kind == 'mob':
            p = '08%s' % rng.choice('35679')
            return rng.choice(['%s 555 %s' % (p, d(4)), '+353 %s 555 %s' % (p[1:], d(4)),
                               '%s-555%s' % (p, d(4))])
        a = rng.choice(AREA['IE'])
        return rng.choice(['(%s) 555 %s' % (a, d(4)), '%s 555%s' % (a, d(3)),
                           '+353 %s 555 %s' % (a[1:], d(4))])
    if cc == 'AU':
        if kind == 'mob':
            p = '04%s' % d(2)
            return rng.choice(['%s 555 %s' % (p, d(3)), '+61 %s 555 %s' % (p[1:], d(3)),
                               '%s555%s' % (p, d(3))])
        a = rng.choice(AREA['AU'])
        return rng.choice(['(0%s) 5550 %s' % (a, d(4)), '0%s 5550 %s' % (a, d(4)),
                           '+61 %s 5550 %s' % (a, d(4)), '1800 555 %s' % d(3)])
    if cc == 'NZ':
        if kind == 'mob':
            p = '02%s' % rng.choice('1279')
            return rng.choice(['%s 555 %s' % (p, d(4)), '+64 %s 555 %s' % (p[1:], d(4)),
                               '%s-555-%s' % (p, d(3))])
        a = rng.choice(AREA['NZ'])
        return rng.choice(['(0%s) 555 %s' % (a, d(4)), '0%s 555 %s' % (a, d(4)),
                           '+64 %s 555 %s' % (a, d(4)), '0800 555 %s' % d(3)])
    a = rng.choice(AREA[cc])
    n = '01%s' % d(2) if rng.random() < 0.6 else d(4)
    return rng.choice(['(%s) 555-%s' % (a, n), '%s-555-%s' % (a, n), '%s.555.%s' % (a, n),
                       '+1 %s 555 %s' % (a, n), '1-%s-555-%s' % (a, n), '(%s) 555 %s' % (a, n)])


def with_ext(rng, num):
    e = digits(rng, rng.choice([3, 4, 4, 5]))
    return num + rng.choice([' ext %s' % e, ' x%s' % e, ' ext. %s' % e, ' (ext %s)' % e])


def bleep(rng):
    d = lambda n: digits(rng, n)
    return rng.choice(['555%s' % d(1), '%s555' % d(1), '555%s' % d(2), '555-%s' % d(4),
                       '5%s555' % d(1)])


def email(rng, first, last, domains):
    f = re.sub(r'[^a-z]', '', first.lower())
    l = re.sub(r'[^a-z]', '', last.lower())
    dom = rng.choice(domains)
    user = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s_%s' % (f, l),
                       '%s.%s%s' % (f, l, digits(rng, 2)), '%s%s' % (l, f[0])])
    return '%s@%s' % (user, dom)


def username(rng, first, last):
    f = re.sub(r'[^a-z]', '', first.lower())
    l = re.sub(r'[^a-z]', '', last.lower())
    return rng.choice(['%s%s' % (f[0], l[:8]), '%s.%s' % (f, l), '%s%s%s' % (l[:6], f[0], digits(rng, 1)),
                       '%s_%s' % (f[:3], l[:4]), '%s%s' % (f, l[0]), '%s%s%s' % (f[0], l[:5], digits(rng, 2))])


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def postcode(rng, cc, region):
    if cc == 'GB':
        return '%s%d %d%s' % (rng.choice(['FN', 'BK', 'MW', 'LV', 'HZ', 'QV']), rng.randrange(1, 30),
                              rng.randrange(10), letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if cc == 'IE':
        return '%s %s' % (rng.choice(['H91', 'F23', 'V94', 'P31', 'R93', 'A82', 'F91', 'Y35', 'V95', 'R32']),
                          letters(rng, 4, 'ACDEFHKNPRTVWXY0123456789'))
    if cc in ('AU', 'NZ'):
        p = region[2]
        return p + digits(rng, 4 - len(p))
    if cc == 'CA':
        L = 'ABCEGHJKLMNPRSTVWXYZ'
        return '%s%d%s %d%s%d' % (rng.choice(region[2]), rng.randrange(10), rng.choice(L),
                                  rng.randrange(10), rng.choice(L), rng.randrange(10))
    z = region[2] + digits(rng, 3)
    return z + ('-' + digits(rng, 4) if rng.random() < 0.25 else '')


def plate(rng, cc):
    d = lambda n: digits(rng, n)
    L = lambda n: letters(rng, n)
    if cc == 'GB':
        return '%s%02d %s' % (L(2), rng.choice([16, 17, 18, 19, 20, 21, 22, 23, 24, 66, 67, 68, 69, 70, 71, 72, 73]), L(3))
    if cc == 'IE':
        return '%s%s-%s-%d' % (rng.choice(['19', '20', '21', '22', '23', '24']), rng.choice('12'),
                               rng.choice(['G', 'MO', 'KY', 'DL', 'C', 'T', 'SO', 'WX', 'CE', 'LS', 'LH', 'RN']),
                               rng.randrange(100, 99999))
    if cc == 'AU':
        return rng.choice(['%s%s%s' % (L(2), d(2), L(2)), '%s%s %s' % (d(1), L(2), d(1) + L(2)),
                           '%s %s' % (d(3), L(3)), '%s-%s' % (L(3), d(3))])
    if cc == 'NZ':
        return rng.choice(['%s%s' % (L(3), d(3)), '%s%s%s' % (L(2), d(3), L(1))])
    if cc == 'CA':
        return rng.choice(['%s %s' % (L(4), d(3)), '%s-%s' % (L(3), d(4)), '%s%s %s%s' % (L(2), d(1), d(2), L(1))])
    return rng.choice(['%s%s%s' % (d(1), L(3), d(3)), '%s-%s' % (L(3), d(4)), '%s %s' % (L(3), d(4))])


def aircraft(rng, cc):
    if cc == 'GB':
        return 'G-' + letters(rng, 4, 'ABCDEFGHJKLMNPRSTUVWXYZ')
    if cc == 'IE':
        return 'EI-' + letters(rng, 3)
    if cc == 'AU':
        return 'VH-' + letters(rng, 3)
    if cc == 'NZ':
        return 'ZK-' + letters(rng, 3)
    if cc == 'CA':
        return 'C-' + rng.choice('GF') + letters(rng, 3)
    return 'N%d%s' % (rng.randrange(100, 999), letters(rng, 2))


def vin(rng):
    return letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890') + digits(rng, 2) + \
        letters(rng, 6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + digits(rng, 6)


def serial(rng):
    d = lambda n: digits(rng, n)
    L = lambda n: letters(rng, n)
    return rng.choice(['%s%s' % (L(2), d(6)), '%s-%s' % (d(4), d(5)), 'BME-%s' % d(5),
                       '%s%s-%s%s' % (L(1), d(2), L(1), d(5)), '%s%s%s' % (d(2), L(3), d(5)),
                       'K%s' % d(8), 'AST-%s' % d(6), '%s-%s-%s' % (L(3), d(3), d(4))])


def bioid(rng):
    d = lambda n: digits(rng, n)
    return rng.choice(['FP-%s' % d(5), 'BIO%s' % d(6), 'PV-%s-%s' % (d(4), letters(rng, 2)),
                       'FPT%s' % d(7), 'BX-%s-%s' % (d(3), d(3))])


def licence(rng, cc, role):
    d = lambda n: digits(rng, n)
    L = lambda n: letters(rng, n)
    if cc == 'GB':
        return {'doc': '%d%s' % (rng.randrange(3, 8), d(6)),
                'nur': '%02d%s%s%s' % (rng.randrange(0, 23), L(1), d(4), L(1)),
                'par': 'PA%s' % d(6), 'pil': 'GBR.FCL.%s.ATPL' % d(5)}[role]
    if cc == 'IE':
        return {'doc': d(6), 'nur': d(6), 'par': '%s-%s' % (d(4), rng.choice('APE')),
                'pil': 'IRL.FCL.%s' % d(4)}[role]
    if cc == 'AU':
        return {'doc': 'MED000%s' % d(7), 'nur': 'NMW000%s' % d(7), 'par': 'PMD000%s' % d(7),
                'pil': d(6)}[role]
    if cc == 'NZ':
        return {'doc': d(5), 'nur': '%s' % d(6), 'par': 'PCNZ-%s' % d(5),
                'pil': 'CAA %s' % d(6)}[role]
    if cc == 'CA':
        return {'doc': d(5), 'nur': '%s' % d(7), 'par': 'RRT-%s' % d(5),
                'pil': '%s%s' % (L(2), d(6))}[role]
    return {'doc': '1%s' % d(9), 'nur': 'RN%s' % d(7), 'par': 'P%s' % d(6),
            'pil': d(7)}[role]


def dea(rng):
    return letters(rng, 2, 'ABFM') + digits(rng, 7)


def age_words(n):
    return WORDS[n] if n <= 20 else str(n)
