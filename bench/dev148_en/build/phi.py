"""Core: note builder, people, places, dates, ages, contacts and identifiers.

All randomness comes from the single generator R = random.Random(148).
Pieces: a piece is a str (plain text) or a tuple (value, TYPE) (a PHI value),
or a list of pieces. Doc appends pieces in one pass and records span offsets
as PHI values are appended.
"""
import random
import re
import datetime as dt

import pools as P

R = random.Random(148)

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}

_TOK = re.compile(r'\{(\w+)\}')


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.n = 0
        self.spans = []

    def _app(self, s):
        if self.lower:
            lo = s.lower()
            if len(lo) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = lo
        self.buf.append(s)
        self.n += len(s)
        return s

    def t(self, s):
        if s:
            self._app(s)
        return self

    def p(self, v, typ):
        if not v:
            return self
        if v != v.strip():
            raise ValueError('PHI value with edge whitespace: %r' % v)
        start = self.n
        v = self._app(v)
        self.spans.append({'start': start, 'end': self.n, 'label': LABEL[typ], 'type': typ, 'text': v})
        return self

    def put(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, tuple):
            return self.p(x[0], x[1])
        for y in x:
            self.put(y)
        return self

    def f(self, tmpl, **kw):
        """Template with {key} slots; each kw value is a piece (str, tuple or list)."""
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    def text(self):
        return ''.join(self.buf)


def plen(x):
    if x is None:
        return 0
    if isinstance(x, str):
        return len(x)
    if isinstance(x, tuple):
        return len(x[0])
    return sum(plen(y) for y in x)


def ptext(x):
    if x is None:
        return ''
    if isinstance(x, str):
        return x
    if isinstance(x, tuple):
        return x[0]
    return ''.join(ptext(y) for y in x)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.uniform(0, tot)
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def digits(n):
    return ''.join(str(R.randrange(10)) for _ in range(n))


def letters(n, alpha='ABCDEFGHJKLMNPQRSTUVWXYZ'):
    return ''.join(pick(alpha) for _ in range(n))


# ------------------------------------------------------------------ numbers
_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
         'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
         'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ('-' + _ONES[o] if o else '')
    rest = n - 100
    return 'one hundred' + (' and ' + words(rest) if rest else '')


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, country='AU', sex=None, origin=None, first=None, last=None):
        self.sex = sex or pick('MF')
        if origin is None:
            origin = wpick(P.ORIGIN_WEIGHTS_NZ if country == 'NZ' else P.ORIGIN_WEIGHTS_AU)
        self.origin = origin
        self.first = first or pick(P.FIRST[origin][self.sex])
        lo = origin if chance(0.85) else wpick(P.ORIGIN_WEIGHTS_AU)
        self.last = last or pick(P.LAST[lo])
        self.mid = None
        if chance(0.35):
            o2 = pick(list(P.FIRST))
            self.mid = pick(P.FIRST[o2][self.sex])
        self.title = pick(['Mr']) if self.sex == 'M' else pick(['Mrs', 'Ms', 'Ms', 'Miss'])
        self.nick = None

    def full(self):
        return self.first + ' ' + self.last

    def initials(self, dots=False):
        a, b = self.first[0], self.last[0]
        return a + '.' + b + '.' if dots else a + b

    def mid_init(self):
        return self.mid[0] + '.' if self.mid else ''


def name(p, typ, style=None):
    """Pieces for a person's name in one of many written forms; titles stay outside."""
    styles = ['full', 'full', 'Last, First', 'LAST, First', 'LAST, FIRST M', 'First LAST',
              'title_last', 'title_full', 'init_last', 'first', 'last']
    if typ == 'PATIENT':
        styles += ['initials', 'title_last', 'full_mid']
    st = style or pick(styles)
    if st == 'full':
        return [(p.full(), typ)]
    if st == 'full_mid':
        mid = (p.mid + ' ') if p.mid and chance(0.4) else (p.mid[0] + '. ' if p.mid else '')
        return [(p.first + ' ' + mid + p.last, typ)]
    if st == 'Last, First':
        return [(p.last + ', ' + p.first, typ)]
    if st == 'LAST, First':
        return [(p.last.upper() + ', ' + p.first, typ)]
    if st == 'LAST, FIRST M':
        m = (' ' + p.mid[0]) if p.mid else ''
        return [(p.last.upper() + ', ' + p.first.upper() + m, typ)]
    if st == 'First LAST':
        return [(p.first + ' ' + p.last.upper(), typ)]
    if st == 'title_last':
        return [p.title + ' ', (p.last, typ)]
    if st == 'title_full':
        return [p.title + ' ', (p.full(), typ)]
    if st == 'init_last':
        return [(p.first[0] + pick(['. ', ' ', '.']) + p.last, typ)]
    if st == 'first':
        return [(p.first, typ)]
    if st == 'last':
        return [(p.last, typ)]
    if st == 'initials':
        return [(p.initials(chance(0.5)), typ)]
    raise ValueError(st)


def dr(p, style=None):
    """A clinician with 'Dr' outside the span."""
    st = style or pick(['dr_last', 'dr_full', 'dr_full', 'dr_init'])
    if st == 'dr_last':
        return ['Dr ', (p.last, 'DOCTOR')]
    if st == 'dr_full':
        return ['Dr ', (p.full(), 'DOCTOR')]
    return ['Dr ', (p.first[0] + ' ' + p.last, 'DOCTOR')]


def staff(p, cred=None, style=None):
    st = style or pick(['full', 'full', 'init_last', 'first', 'LAST, First'])
    nm = name(p, 'DOCTOR', st)
    if cred:
        return nm + [pick([', ', ' ', ' - ']) + cred]
    return nm


def username(p):
    f, l = re.sub(r'[^a-z]', '', p.first.lower()), re.sub(r'[^a-z]', '', p.last.lower())
    return pick([f[0] + l + str(R.randrange(1, 9)), f + '.' + l, l[:6] + f[0], f + '_' + l[:4],
                 l.upper()[:7] + f[0].upper(), f[0] + l[:5] + digits(2)])


def email(p, org=None):
    f, l = re.sub(r'[^a-z]', '', p.first.lower()), re.sub(r'[^a-z]', '', p.last.lower())
    local = pick([f + '.' + l, f[0] + l, f + l[:1] + digits(2), l + '.' + f[0], f + '_' + l])
    return local + '@' + pick(['example.com', 'example.org', 'example.net'])


def role_email(local):
    return local + '@' + pick(['example.org', 'example.net', 'example.com'])


def url(path=None):
    host = pick(['www.example.org', 'example.org', 'www.example.net', 'example.com',
                 'https://www.example.org', 'https://example.net', 'http://example.com'])
    path = path or pick(['/hith', '/referrals', '/portal', '/telehealth/' + digits(4),
                         '/patient-info/wound-care', '/outpatients/triage', '/pharmacy/charts',
                         '/myrecord?id=' + letters(2) + digits(5), '/careplan/' + digits(6)])
    return host + path


def ipaddr():
    k = R.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (R.randrange(256), R.randrange(256), R.randrange(1, 255))
    if k == 1:
        return '192.168.%d.%d' % (R.randrange(256), R.randrange(1, 255))
    return '172.%d.%d.%d' % (R.randrange(16, 32), R.randrange(256), R.randrange(1, 255))


# ------------------------------------------------------------------ contacts
def phone(country, kind=None):
    kind = kind or pick(['land', 'land', 'mob', 'mob', 'intl'])
    if country == 'NZ':
        if kind == 'land':
            a = pick(['09', '03', '04', '06', '07'])
            return pick(['(%s) 555 %s' % (a, digits(4)), '%s-555 %s' % (a, digits(4)),
                         '%s 555%s' % (a, digits(4))])
        if kind == 'mob':
            a = pick(['021', '022', '027', '029'])
            return pick(['%s 555 %s' % (a, digits(4)), '%s 555 %s' % (a, digits(3)),
                         '%s555%s' % (a, digits(4))])
        if kind == 'free':
            return '0800 555 ' + digits(3)
        return '+64 %s 555 %s' % (pick(['9', '3', '21', '27']), digits(4))
    if kind == 'land':
        a = pick(['02', '03', '07', '08'])
        return pick(['(%s) 555%s %s' % (a, R.randrange(10), digits(4)),
                     '%s 555%s %s' % (a, R.randrange(10), digits(4)),
                     '%s555%s%s' % (a, R.randrange(10), digits(4))])
    if kind == 'mob':
        a = '04' + digits(2)
        return pick(['%s 555 %s' % (a, digits(3)), '%s555%s' % (a, digits(3)),
                     '%s-555-%s' % (a, digits(3))])
    if kind == 'free':
        return pick(['1300 555 ', '1800 555 ']) + digits(3)
    return pick(['+61 %s 555%s %s' % (pick('2378'), R.randrange(10), digits(4)),
                 '+61 4%s 555 %s' % (digits(2), digits(3))])


def ext_phone(country):
    return phone(country, 'land') + pick([' ext ', ' ext. ', ' x', ' extn ']) + digits(4)


def pager():
    return pick(['555', '#555', '555-']) + digits(2)


# ------------------------------------------------------------------ places
class Ctx:
    """Per-note setting: country, home state/region, towns and the main facility."""

    def __init__(self, country):
        self.country = country
        if country == 'AU':
            self.state = pick(P.STATES_AU)
            self.towns = P.TOWNS_AU
        else:
            self.state = None
            self.region = pick(P.REGIONS_NZ)
            self.towns = P.TOWNS_NZ
        self.town = pick(self.towns)
        self.hosp = hospital(self)
        self.site_town = self.town

    def other_town(self):
        return pick(self.towns)

    def state_piece(self, long=None):
        if self.country == 'AU':
            return (self.state[0] if (long if long is not None else chance(0.15)) else self.state[1], 'STATE')
        return (self.region, 'STATE')

    def postcode(self):
        if self.country == 'AU':
            base = self.state[2]
            if base == 26:
                return '26' + digits(2)
            if base == 8:
                return '08' + digits(2)
            return str(base) + digits(3)
        return '%04d' % R.randrange(110, 9900)


def street():
    n = str(R.randrange(1, 240))
    if chance(0.12):
        n += pick('ABC')
    s = pick(P.STREET_NAMES) + ' ' + pick(P.STREET_TYPES)
    k = R.randrange(10)
    if k == 0:
        return 'Unit %d/%s %s' % (R.randrange(1, 20), n, s)
    if k == 1:
        return '%d/%s %s' % (R.randrange(1, 20), n, s)
    if k == 2:
        return 'Flat %d, %s %s' % (R.randrange(1, 9), n, s)
    if k == 3:
        return 'RMB %s %s' % (R.randrange(100, 9000), s)
    return n + ' ' + s


def address(ctx, town=None, oneline=True, state=True):
    """Street, town, state/region and postcode as separate spans."""
    town = town or ctx.town
    sep = ', ' if oneline else '\n'
    out = [(street(), 'STREET'), sep, (town.upper() if chance(0.2) else town, 'CITY')]
    if ctx.country == 'AU':
        if state:
            out += [' ' if chance(0.6) else ', ', ctx.state_piece()]
        out += [' ', (ctx.postcode(), 'ZIP')]
    else:
        if state and chance(0.3):
            out += [', ', ctx.state_piece()]
        out += [' ', (ctx.postcode(), 'ZIP')]
    return out


def hospital(ctx, town=None):
    t = town or pick(ctx.towns)
    k = R.randrange(10)
    if k == 0:
        return "St %s's %s" % (pick(P.SAINTS), pick(['Hospital', 'Private Hospital']))
    return t + ' ' + pick(P.HOSP_SUFFIX)


def _fill(form, ctx):
    return form.format(t=pick(ctx.towns), s=pick(P.STREET_NAMES), l=pick(P.LAST['anglo'] + P.LAST['european']),
                       saint=pick(P.SAINTS))


def clinic(ctx):
    return _fill(pick(P.CLINIC_FORMS), ctx)


def pharmacy(ctx):
    return _fill(pick(P.PHARM_FORMS), ctx)


def imaging(ctx):
    return _fill(pick(P.IMAGING_FORMS), ctx)


def racf(ctx):
    return pick(P.RACF_WORDS) + ' ' + pick(P.RACF_SUFFIX)


def ward():
    return pick(P.WARD_NAMES) + ' ' + pick(P.WARD_SUFFIX)


def employer(ctx):
    return _fill(pick(P.EMPLOYER_FORMS), ctx)


def school(ctx):
    return _fill(pick(P.SCHOOL_FORMS), ctx)


def church(ctx):
    return _fill(pick(P.CHURCH_FORMS), ctx)


def club(ctx):
    return _fill(pick(P.CLUB_FORMS), ctx)


def agency(ctx):
    return _fill(pick(P.AGENCY_FORMS), ctx)


def country_other(ctx):
    c = pick(P.COUNTRIES)
    return c


# ------------------------------------------------------------------ dates
MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
       'October', 'November', 'December']
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
DATE_STYLES = ['dd/mm/yyyy', 'dd/mm/yyyy', 'd/m/yy', 'd/m', 'dd.mm.yyyy', 'd-Mon-yyyy',
               'd Month yyyy', 'd Mon yy', 'Wd d/m', 'Weekday d Month', 'yyyy-mm-dd', 'DD-MON-YYYY',
               'd Month', 'dd/mm/yy']


def rand_date(lo=2022, hi=2025):
    a = dt.date(lo, 1, 1).toordinal()
    b = dt.date(hi, 12, 31).toordinal()
    return dt.date.fromordinal(R.randrange(a, b))


def dob_for_age(today, age):
    y = today.year - age
    d = dt.date(y, 1, 1) + dt.timedelta(days=R.randrange(365))
    if (d.month, d.day) > (today.month, today.day):
        d = d.replace(year=y - 1)
    return d


def fd(d, style=None):
    st = style or pick(DATE_STYLES)
    m3 = MON[d.month - 1][:3]
    if st == 'dd/mm/yyyy':
        return '%02d/%02d/%d' % (d.day, d.month, d.year)
    if st == 'dd/mm/yy':
        return '%02d/%02d/%02d' % (d.day, d.month, d.year % 100)
    if st == 'd/m/yy':
        return '%d/%d/%02d' % (d.day, d.month, d.year % 100)
    if st == 'd/m':
        return '%d/%d' % (d.day, d.month)
    if st == 'dd.mm.yyyy':
        return '%02d.%02d.%d' % (d.day, d.month, d.year)
    if st == 'd-Mon-yyyy':
        return '%d-%s-%d' % (d.day, m3, d.year)
    if st == 'DD-MON-YYYY':
        return '%02d-%s-%d' % (d.day, m3.upper(), d.year)
    if st == 'd Month yyyy':
        return '%d %s %d' % (d.day, MON[d.month - 1], d.year)
    if st == 'd Mon yy':
        return '%d %s %02d' % (d.day, m3, d.year % 100)
    if st == 'd Month':
        return '%d %s' % (d.day, MON[d.month - 1])
    if st == 'Wd d/m':
        return '%s %d/%d' % (WD[d.weekday()][:3], d.day, d.month)
    if st == 'Weekday d Month':
        return '%s %d %s' % (WD[d.weekday()], d.day, MON[d.month - 1])
    if st == 'Weekday d Month yyyy':
        return '%s, %d %s %d' % (WD[d.weekday()], d.day, MON[d.month - 1], d.year)
    if st == 'yyyy-mm-dd':
        return d.isoformat()
    if st == 'Month yyyy':
        return '%s %d' % (MON[d.month - 1], d.year)
    if st == 'Mon yyyy':
        return '%s %d' % (m3, d.year)
    if st == 'yyyy':
        return str(d.year)
    if st == 'weekday':
        return WD[d.weekday()]
    raise ValueError(st)


def dob_str(d):
    return fd(d, pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy', 'd-Mon-yyyy', 'd Month yyyy',
                       'DD-MON-YYYY', 'yyyy-mm-dd']))


def D(d, style=None):
    return (fd(d, style), 'DATE')


def days(n):
    return dt.timedelta(days=n)


HOLIDAYS_AU = ['Christmas', 'Christmas Day', 'Boxing Day', 'Easter', 'Anzac Day', "New Year's Day",
               'Australia Day', 'Good Friday', "the King's Birthday long weekend"]
HOLIDAYS_NZ = ['Christmas', 'Boxing Day', 'Easter', 'Anzac Day', 'Waitangi Day', "New Year's Day",
               'Matariki', 'Labour Weekend', 'Good Friday']


def holiday(ctx):
    return pick(HOLIDAYS_NZ if ctx.country == 'NZ' else HOLIDAYS_AU)


# ------------------------------------------------------------------ ages
def age_p(n, style=None):
    st = style or pick(['yo', 'yo', ' yo', 'y', ' y.o.', 'M', ' F', 'yr old', '-year-old',
                        'aged', 'age', 'words', 'yrs', '/sex'])
    a = str(n)
    if st == 'yo':
        return [(a, 'AGE'), 'yo']
    if st == ' yo':
        return [(a, 'AGE'), ' yo']
    if st == 'y':
        return [(a, 'AGE'), 'y']
    if st == ' y.o.':
        return [(a, 'AGE'), ' y.o.']
    if st in ('M', ' F'):
        return [(a, 'AGE'), st]
    if st == 'yr old':
        return [(a, 'AGE'), ' yr old']
    if st == '-year-old':
        return [(a, 'AGE'), '-year-old']
    if st == 'aged':
        return ['aged ', (a, 'AGE')]
    if st == 'age':
        return ['age ', (a, 'AGE')]
    if st == 'words':
        return [(words(n), 'AGE'), '-year-old']
    if st == 'yrs':
        return [(a, 'AGE'), ' yrs']
    if st == '/sex':
        return [(a, 'AGE'), '/' + pick('MF')]
    raise ValueError(st)


def age_sex(n, sex):
    return pick([[(str(n), 'AGE'), sex], [(str(n), 'AGE'), ' ' + sex], [(str(n), 'AGE'), '/' + sex],
                 [(str(n), 'AGE'), sex.lower()], [sex + ' ', (str(n), 'AGE')],
                 [(str(n), 'AGE'), 'y ' + sex]])


def rand_age(lo=18, hi=99):
    return R.randrange(lo, hi + 1)


# ------------------------------------------------------------------ identifiers
def mrn(ctx):
    if ctx.country == 'NZ':
        return letters(3) + digits(4) if chance(0.7) else letters(3) + digits(2) + letters(2)
    return pick([digits(7), digits(6), digits(8), 'A' + digits(6), digits(3) + '-' + digits(4),
                 'MR' + digits(6)])


def medicare():
    s = str(R.randrange(2, 7)) + digits(9)
    return pick([s[:4] + ' ' + s[4:9] + ' ' + s[9], s, s[:4] + '-' + s[4:9] + '-' + s[9]])


def healthplan(ctx, kind=None):
    if ctx.country == 'NZ':
        kind = kind or pick(['acc', 'acc', 'fund', 'csc'])
        if kind == 'acc':
            return 'ACC claim', pick([letters(2) + digits(5), digits(11), 'C' + digits(8)])
        if kind == 'csc':
            return 'Community Services Card', digits(3) + ' ' + digits(3) + ' ' + digits(3)
        return 'Health insurer member no.', digits(8)
    kind = kind or pick(['medicare', 'medicare', 'medicare', 'dva', 'fund', 'ndis', 'workcover'])
    if kind == 'medicare':
        return 'Medicare', medicare()
    if kind == 'dva':
        return 'DVA', pick(['N', 'V', 'Q', 'W', 'S', 'T']) + pick(['X', '']) + digits(6) + pick(['', 'A', 'B'])
    if kind == 'ndis':
        return 'NDIS no.', '43' + digits(7)
    if kind == 'workcover':
        return 'WorkCover claim', 'WC' + digits(2) + '-' + digits(6)
    return 'Health fund member no.', digits(8) if chance(0.6) else letters(3) + digits(7)


def ssn(ctx, kind=None):
    if ctx.country == 'NZ':
        kind = kind or pick(['ird', 'ird', 'us'])
        if kind == 'ird':
            return 'IRD no.', '9%s-%s-%s' % (digits(1), digits(3), digits(3))
    kind = kind or pick(['crn', 'crn', 'tfn', 'us'])
    if kind == 'crn':
        return 'CRN', '9%s %s %s%s' % (digits(2), digits(3), digits(3), pick('ABCDHJKLX'))
    if kind == 'tfn':
        return 'TFN', '9%s %s %s' % (digits(2), digits(3), digits(3))
    return 'US SSN', '9%s-%s-%s' % (digits(2), digits(2), digits(4))


def account():
    return pick(['V' + digits(8), digits(4) + '-' + digits(4), 'EP' + digits(7), digits(10),
                 'INV-' + digits(5), 'ENC' + digits(7), digits(2) + '/' + digits(6)])


def license_(kind):
    if kind == 'ahpra_med':
        return 'MED' + digits(10)
    if kind == 'ahpra_nur':
        return 'NMW' + digits(10)
    if kind == 'ahpra_pha':
        return 'PHA' + digits(10)
    if kind == 'ahpra_ah':
        return pick(['OCC', 'PHY', 'POD', 'PSY']) + digits(10)
    if kind == 'prescriber':
        return digits(7)
    if kind == 'provider':
        return digits(6) + pick('ABCDEFGHJKLTWXY') + pick('ABCDEFGHJKLTWXY')
    if kind == 'mcnz':
        return digits(5)
    if kind == 'ncnz':
        return digits(6)
    if kind == 'driver':
        return pick([digits(8), digits(9), letters(2) + digits(6)])
    raise ValueError(kind)


def device_id():
    return pick([digits(7), letters(3) + digits(6), digits(4) + '-' + digits(5),
                 'BM-' + digits(6), letters(2) + digits(2) + letters(2) + digits(3),
                 digits(2) + letters(1) + digits(6), 'A' + digits(5)])


def vehicle(ctx, vin=False):
    if vin:
        alpha = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
        return ''.join(pick(alpha) for _ in range(17))
    if ctx.country == 'NZ':
        return letters(3) + digits(3) if chance(0.7) else letters(2) + digits(4)
    return pick([letters(3) + '-' + digits(3), digits(1) + letters(2) + '-' + digits(1) + letters(2),
                 letters(3) + digits(2) + letters(1), letters(2) + '-' + digits(2) + '-' + letters(2),
                 letters(3) + ' ' + digits(3)])


def bioid():
    return pick(['FP-' + digits(5), 'BIO-' + digits(6), 'PV-' + digits(4), 'IR-' + digits(5) + letters(1),
                 'FPT' + digits(7), 'FACE-' + letters(2) + digits(4)])


def idnum(kind=None):
    kind = kind or pick(['lab', 'spec', 'inc', 'ref', 'order', 'rad', 'script'])
    if kind == 'lab':
        return pick([digits(2) + '-' + digits(7), 'L' + digits(8), digits(2) + letters(1) + digits(6)])
    if kind == 'spec':
        return pick(['S' + digits(2) + '-' + digits(4), 'H' + digits(2) + '/' + digits(5), 'MB' + digits(7)])
    if kind == 'inc':
        return pick(['IMS-' + digits(4) + '-' + digits(5), 'INC' + digits(6), 'RM' + digits(6)])
    if kind == 'ref':
        return pick(['REF-' + digits(5), 'R' + digits(7), 'ER' + digits(2) + '-' + digits(5)])
    if kind == 'order':
        return pick(['ORD-' + digits(6), 'OR' + digits(8), digits(9)])
    if kind == 'rad':
        return pick(['RAD-' + digits(4) + '-' + digits(5), 'XR' + digits(7), 'CT' + digits(7)])
    if kind == 'case':
        return pick(['C' + digits(8), digits(4) + '-' + digits(5), 'AC' + digits(7)])
    if kind == 'script':
        return pick([letters(3) + ' ' + letters(1) + digits(2) + ' ' + letters(1) + digits(2),
                     digits(10)])
    raise ValueError(kind)


# ------------------------------------------------------------------ patient persona
REL_SEX = {'wife': 'F', 'husband': 'M', 'daughter': 'F', 'son': 'M', 'sister': 'F', 'brother': 'M',
           'mother': 'F', 'father': 'M', 'niece': 'F', 'nephew': 'M', 'granddaughter': 'F', 'grandson': 'M',
           'son-in-law': 'M', 'daughter-in-law': 'F', 'aunty': 'F'}


class Patient:
    def __init__(self, ctx, age=None, sex=None, today=None):
        self.ctx = ctx
        self.p = Person(ctx.country, sex)
        self.sex = self.p.sex
        self.age = age if age is not None else rand_age(19, 98)
        self.today = today or rand_date()
        self.dob = dob_for_age(self.today, self.age)
        self.mrn = mrn(ctx)
        self.addr = address(ctx)
        self.phone = phone(ctx.country)
        self.prof = pick(P.PROFESSIONS)
        self.gp = Person(ctx.country)
        self.gp_clinic = clinic(ctx)
        self.nok_rel = pick(P.RELATIONS)
        self.nok = Person(ctx.country, sex=REL_SEX.get(self.nok_rel), last=self.p.last if chance(0.6) else None)
        self.nok_phone = phone(ctx.country, 'mob')
        self.hp = healthplan(ctx)

    def nm(self, style=None):
        return name(self.p, 'PATIENT', style)


def landmark():
    pre, nm = pick(P.LANDMARKS)
    return [pre, (nm, 'LOCATION_OTHER')]


def building():
    return (pick(P.BUILDINGS), 'LOCATION_OTHER')


def ext_only():
    return '555' + digits(1)
