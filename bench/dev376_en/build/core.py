"""Core of the dev376_en generator: the note builder (offsets recorded while
pieces are appended), value formatters for every PHI type, and the case record.
All randomness comes from the single random.Random passed in by make.py."""
import datetime as dt
import re
import unicodedata

import pools as PL

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

_TOK = re.compile(r'\{(\w+)\}')


class Doc:
    """Append-only note builder.  A span is recorded at the moment its piece
    is appended, so offsets never come from searching the finished text."""

    def __init__(self, lower=False):
        self.buf, self.spans, self.n, self.lower = [], [], 0, lower

    def _app(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.n += len(s)
        return s

    def t(self, s):
        self._app(s)

    def p(self, typ, val):
        start = self.n
        s = self._app(val)
        self.spans.append({'start': start, 'end': self.n, 'label': LABEL[typ], 'type': typ, 'text': s})

    def put(self, v):
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def w(self, tmpl, **kw):
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def text(self):
        return ''.join(self.buf)


# ------------------------------------------------------------------ helpers
def dig(r, n):
    return ''.join(str(r.randrange(10)) for _ in range(n))


def let(r, n, alpha='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(r.choice(alpha) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(ch for ch in s if ch.isascii() and ch.isalnum())


ONES = ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen '
        'fifteen sixteen seventeen eighteen nineteen').split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('' if o == 0 else '-' + ONES[o])


MONTHS = ('January February March April May June July August September October November '
          'December').split()
WEEKDAYS = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fdate(d, st):
    M, m3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    W = WEEKDAYS[d.weekday()]
    f = {
        'dmy': '%02d/%02d/%d' % (d.day, d.month, d.year),
        'dmy1': '%d/%d/%d' % (d.day, d.month, d.year),
        'dmy2': '%02d/%02d/%02d' % (d.day, d.month, d.year % 100),
        'dmydot': '%02d.%02d.%d' % (d.day, d.month, d.year),
        'dMy': '%d %s %d' % (d.day, m3, d.year),
        'dMMy': '%d %s %d' % (d.day, M, d.year),
        'dthMy': '%s %s %d' % (ordinal(d.day), M, d.year),
        'dMy-': '%02d-%s-%d' % (d.day, m3, d.year),
        'DMY': '%02d %s %d' % (d.day, m3.upper(), d.year),
        'iso': '%d-%02d-%02d' % (d.year, d.month, d.day),
        'mdy': '%02d/%02d/%d' % (d.month, d.day, d.year),
        'mdy1': '%d/%d/%02d' % (d.month, d.day, d.year % 100),
        'mdy-': '%02d-%02d-%d' % (d.month, d.day, d.year),
        'MMdy': '%s %d, %d' % (M, d.day, d.year),
        'Mdy': '%s %d, %d' % (m3, d.day, d.year),
        'wdmy': '%s %d %s %d' % (W, d.day, M, d.year),
        'wMdy': '%s, %s %d, %d' % (W, M, d.day, d.year),
        'wdm': '%s %d/%d' % (W[:3], d.day, d.month),
        'wmd': '%s %d/%d' % (W[:3], d.month, d.day),
        'dm': '%d/%d' % (d.day, d.month),
        'md': '%d/%d' % (d.month, d.day),
        'dM': '%d %s' % (d.day, m3),
        'Md': '%s %d' % (m3, d.day),
        'My': '%s %d' % (M, d.year),
        'my': '%02d/%d' % (d.month, d.year),
        'y': '%d' % d.year,
        'W': W,
    }
    return f[st]


DATE_STYLES = {
    'DMY': ['dmy', 'dmy', 'dmy', 'dMy', 'dMMy', 'dthMy', 'dmy2', 'dmydot', 'dMy-', 'dmy1', 'DMY'],
    'US': ['mdy', 'mdy', 'mdy', 'mdy1', 'MMdy', 'Mdy', 'mdy-'],
    'CA': ['iso', 'iso', 'MMdy', 'dMMy', 'mdy', 'Mdy', 'dMy'],
}


def date_family(country):
    return {'US': 'US', 'CA': 'CA'}.get(country, 'DMY')


def rand_date(r, y0, y1):
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(r.randint(a, b))


def add_days(d, n):
    return dt.date.fromordinal(d.toordinal() + n)


def age_on(dob, d):
    y = d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))
    m = (d.year - dob.year) * 12 + d.month - dob.month - (1 if d.day < dob.day else 0)
    return y, m - 12 * y


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, sex, middle=''):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.title, self.post, self.role = '', '', ''

    def fmt(self, f):
        F, L, M = self.first, self.last, self.middle
        mi = (M[0] + '.') if M else ''
        out = {
            'full': F + ' ' + L,
            'fml': (F + ' ' + mi + ' ' + L) if M else F + ' ' + L,
            'fmL': (F + ' ' + M + ' ' + L) if M else F + ' ' + L,
            'lf': L + ', ' + F,
            'LF': (L + ', ' + F + (' ' + M[0] if M else '')).upper(),
            'LFs': (L + ' ' + F).upper(),
            'FL': (F + ' ' + L).upper(),
            'il': F[0] + '. ' + L,
            'il0': F[0] + ' ' + L,
            'ini': F[0] + '.' + L[0] + '.',
            'ini0': (F[0] + L[0]).upper(),
            'inil': (F[0] + L[0]).lower(),
            'f': F, 'l': L, 'L': L.upper(),
            'fi': F + ' ' + L[0] + '.',
        }
        return out[f]

    def key(self):
        return self.first + ' ' + self.last


def person(r, country, sex=None, last=None, origin=None):
    while True:
        o = origin or r.choices(PL.ORIGINS, weights=PL.ORIGIN_W[country])[0]
        s = sex or r.choice('FM')
        first = r.choice(PL.FIRST[o][0 if s == 'F' else 1])
        if last:
            ln = last
        else:
            lo = o if r.random() < 0.85 else r.choice(PL.ORIGINS)
            ln = r.choice(PL.LAST[lo])
        if first + ' ' + ln in PL.BLOCK or first == ln:
            continue
        mid = ''
        if r.random() < 0.3:
            mid = r.choice(PL.FIRST[r.choice(PL.ORIGINS)][0 if s == 'F' else 1])
        return Person(first, ln, s, mid)


POST = {
    'cons': {'UK': ['BDS MFDS RCS(Eng) MOrth RCS FDS(Orth) RCS', 'BDS MSc MOrth RCS(Ed) FDS(Orth)',
                    'BChD MJDF MOrth FDS(Orth) RCPS(Glasg)', 'BDS PhD MOrth FDS(Orth) RCS'],
             'IE': ['BDentSc MFD RCSI MOrth RCSI', 'BDS NUI MDentCh MOrth RCSEd'],
             'US': ['DDS, MS', 'DMD, MS', 'DDS, MSD', 'DMD, Cert. Ortho'],
             'CA': ['DDS, MSc, FRCD(C)', 'DMD, MSc, FRCD(C)', 'BDS, MDent, FRCD(C)'],
             'AU': ['BDSc MDSc(Orth) FRACDS', 'BDS DClinDent(Orth) MRACDS(Ortho)'],
             'NZ': ['BDS DClinDent(Orth) MRACDS(Ortho)', 'BDS MDS(Orth) FRACDS']},
    'gdp': {'UK': ['BDS', 'BChD MJDF', 'BDS MFDS'], 'IE': ['BDentSc', 'BDS NUI'],
            'US': ['DDS', 'DMD'], 'CA': ['DDS', 'DMD'], 'AU': ['BDSc', 'BDS'], 'NZ': ['BDS']},
    'omfs': {'UK': ['BDS MBBS FDS RCS FRCS(OMFS)', 'BDS MB ChB FRCS(OMFS)'], 'IE': ['BDentSc MB BCh FFD FRCS(OMFS)'],
             'US': ['DDS, MD', 'DMD, MD'], 'CA': ['DDS, MD, FRCD(C)'], 'AU': ['BDSc MBBS FRACDS(OMS)'],
             'NZ': ['BDS MBChB FRACDS(OMS)']},
    'reg': {'UK': ['BDS MFDS', 'BDS MJDF', 'BChD MFDS'], 'IE': ['BDentSc MFD'],
            'US': ['DDS', 'DMD'], 'CA': ['DMD', 'DDS'], 'AU': ['BDSc'], 'NZ': ['BDS']},
}


def clinician(r, country, role):
    p = person(r, country)
    if role in ('cons', 'omfs') and country == 'UK' and r.random() < 0.6:
        p.title = 'Mr' if p.sex == 'M' else r.choice(['Ms', 'Miss', 'Mrs'])
    elif role in ('nurse', 'clerk', 'tech', 'ther', 'hyg'):
        p.title = ''
    else:
        p.title = 'Dr.' if country in ('US', 'CA') and r.random() < 0.8 else 'Dr'
    p.post = r.choice(POST[role][country]) if role in ('cons', 'gdp', 'reg', 'omfs') else ''
    p.role = role
    return p


def license_no(r, country, role='dent'):
    if country == 'UK':
        return 'GDC', str(r.randint(50000, 289999))
    if country == 'IE':
        return 'DCI Reg.', str(r.randint(1200, 9800))
    if country == 'US':
        k = r.random()
        if k < 0.4:
            return 'NPI', r.choice('12') + dig(r, 9)
        if k < 0.7:
            return 'Lic.', r.choice(['D', 'DDS', 'DN']) + '-' + dig(r, 5)
        return 'DEA', let(r, 2, 'ABFM') + dig(r, 7)
    if country == 'CA':
        return r.choice(['Licence #', 'Reg. No.']), dig(r, 5)
    if country == 'AU':
        return 'AHPRA', 'DEN000' + dig(r, 7)
    return 'DCNZ Reg.', str(r.randint(10000, 39999))


# ------------------------------------------------------------------ places
CA_POST_L = 'ABCEGHJKLMNPRSTVXY'
EIR = 'ACDEFHKNPRTVWXY'


def address(r, country):
    a = {'country': country}
    nm = r.choice(PL.STREET_NAMES + PL.STREET_LOCAL[country] * 2)
    suf = r.choice(PL.STREET_SUFFIX[country])
    num = str(r.choice([r.randint(1, 99), r.randint(1, 99), r.randint(100, 2999)]))
    st = num + ' ' + nm + ' ' + suf
    k = r.random()
    if country == 'UK':
        town, area, ph = r.choice(PL.UK_CITIES)
        if k < 0.2:
            st = 'Flat ' + str(r.randint(1, 24)) + ', ' + st
        a['zip'] = area + str(r.randint(1, 28)) + ' ' + str(r.randint(1, 9)) + let(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')
        a['county'] = r.choice(PL.UK_COUNTIES)
        a.update(city=town, phone=ph, state='', state_full='')
    elif country == 'IE':
        town, rk, ph, county = r.choice(PL.IE_CITIES)
        if k < 0.15:
            st = 'Apt ' + str(r.randint(1, 40)) + ', ' + nm + ' ' + suf
        a['zip'] = rk + ' ' + r.choice(EIR) + ''.join(r.choice(EIR + '0123456789') for _ in range(3))
        a.update(city=town, phone=ph, county=county, state='', state_full='')
    elif country == 'US':
        town, ab, full, z3, ph = r.choice(PL.US_CITIES)
        if k < 0.2:
            st += r.choice([', Apt ', ' Apt ', ' #', ', Unit ']) + str(r.randint(1, 30)) + r.choice(['', 'A', 'B'])
        a['zip'] = z3 + dig(r, 2) + (('-' + dig(r, 4)) if r.random() < 0.2 else '')
        a.update(city=town, state=ab, state_full=full, phone=ph)
    elif country == 'CA':
        town, ab, full, l1, ph = r.choice(PL.CA_CITIES)
        if k < 0.2:
            st = r.choice(['Unit ', 'Suite ', 'Apt ']) + str(r.randint(101, 2408)) + ', ' + st
        a['zip'] = (l1 + str(r.randint(0, 9)) + r.choice(CA_POST_L) + ' ' + str(r.randint(0, 9))
                    + r.choice(CA_POST_L) + str(r.randint(0, 9)))
        a.update(city=town, state=ab, state_full=full, phone=ph)
    elif country == 'AU':
        town, ab, full, pc, ph = r.choice(PL.AU_CITIES)
        if k < 0.25:
            st = str(r.randint(1, 12)) + '/' + st
        a.update(city=town, state=ab, state_full=full, zip=pc, phone=ph)
    else:
        town, reg, pc, ph = r.choice(PL.NZ_CITIES)
        if k < 0.2:
            st = str(r.randint(1, 6)) + '/' + st
        a.update(city=town, state=reg, state_full=reg, zip=pc, phone=ph)
    a['street'] = st
    return a


def addr_items(a, style='line', sep=', '):
    """Address as builder items.  style: line | block | short | city."""
    c = a['country']
    S, C, Z = ('STREET', a['street']), ('CITY', a['city']), ('ZIP', a['zip'])
    nl = '\n' if style == 'block' else sep
    if style == 'city':
        return [C]
    if c == 'UK':
        out = [S, nl, C]
        if style == 'block' and a.get('county') and a['city'] not in ('Glasgow', 'Edinburgh', 'Belfast'):
            pass
        return out + [nl, Z]
    if c == 'IE':
        cty = [] if a['city'].startswith('Dublin') else [nl, 'Co. ', ('CITY', a['county'])]
        if style == 'short':
            cty = []
        return [S, nl, C] + cty + [nl if style == 'block' else ' ', Z]
    if c in ('US', 'CA'):
        stv = ('STATE', a['state'] if style != 'full' else a['state_full'])
        return [S, nl, C, ', ', stv, '  ' if c == 'CA' and style == 'block' else ' ', Z]
    if c == 'AU':
        return [S, nl, C, ' ', ('STATE', a['state']), ' ', Z]
    return [S, nl, C, ' ', Z]


# ------------------------------------------------------------------ contacts
def phone(r, country, area=None, kind='land', ext=False):
    if country == 'UK':
        area = area or r.choice(['113', '161', '121', '117', '1904', '29', '141'])
        if kind == 'mob':
            s = '07' + str(r.randint(400, 999)) + ' 555' + dig(r, 3)
            s = r.choice([s, s.replace(' ', ''), '+44 ' + s[1:5] + ' 555 ' + s[-3:]])
        elif len(area) == 3:
            s = r.choice(['0%s 555 %s', '(0%s) 555 %s', '0%s-555-%s', '+44 (0)%s 555 %s']) % (area, dig(r, 4))
        elif len(area) == 4:
            s = r.choice(['0%s 555%s', '(0%s) 555%s', '0%s 555 %s']) % (area, dig(r, 3))
        else:
            s = r.choice(['0%s 5550 %s', '(0%s) 5550 %s', '+44 %s 5550 %s']) % (area, dig(r, 4))
        e = r.choice([' ext. ', ' ext ', ' x']) + str(r.randint(2000, 7999))
    elif country == 'IE':
        area = area or r.choice(['1', '21', '91', '61'])
        if kind == 'mob':
            s = r.choice(['08%s 555 %s', '08%s-555%s', '+353 8%s 555 %s']) % (r.choice('35679'), dig(r, 4))
        else:
            s = r.choice(['0%s 555 %s', '(0%s) 555 %s', '+353 %s 555 %s']) % (area, dig(r, 4))
        e = r.choice([' ext. ', ' ext ']) + str(r.randint(2000, 7999))
    elif country in ('US', 'CA'):
        area = area or r.choice(['614', '416', '608', '204'])
        tail = '01' + dig(r, 2) if r.random() < 0.7 else dig(r, 4)
        s = r.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '(%s) 555-%s', '1-%s-555-%s',
                      '+1 %s 555 %s']) % (area, tail)
        e = r.choice([' ext. ', ' x', ' ext ', ' x ']) + str(r.randint(100, 899))
    elif country == 'AU':
        area = area or r.choice(['02', '03', '07', '08'])
        if kind == 'mob':
            s = r.choice(['04%s 555 %s', '04%s555%s', '+61 4%s 555 %s']) % (dig(r, 2), dig(r, 3))
        else:
            s = r.choice(['(%s) 5550 %s', '%s 5550 %s', '+61 %s 5550 %s']) % (
                area if '+' not in area else area, dig(r, 4))
            if s.startswith('+61 0'):
                s = '+61 ' + s[5:]
        e = r.choice([' ext. ', ' ext ']) + str(r.randint(200, 899))
    else:
        area = area or r.choice(['09', '04', '03', '07'])
        if kind == 'mob':
            s = r.choice(['02%s 555 %s', '02%s-555-%s', '+64 2%s 555 %s']) % (r.choice('0127'), dig(r, 4))
        else:
            s = r.choice(['(%s) 555 %s', '%s 555 %s', '%s-555-%s', '+64 %s 555 %s']) % (area, dig(r, 4))
            s = s.replace('+64 0', '+64 ')
        e = r.choice([' ext. ', ' ext ']) + str(r.randint(2000, 7999))
    if ext:
        s += e
    return s


def pager(r, country):
    if country in ('US', 'CA'):
        return r.choice(['555-01%s', '(%s) 555-01%%s' % r.choice(['614', '416', '402'])]) % dig(r, 2)
    return r.choice(['555%s', '5550%s']) % dig(r, 1)


DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'post.example.net',
           'inbox.example.org']


def email(r, p, domain=None):
    f, l = ascii_fold(p.first).lower(), ascii_fold(p.last).lower()
    u = r.choice([f + '.' + l, f[0] + l, f + l[0], f + '_' + l + dig(r, 2), l + '.' + f, f + dig(r, 3),
                  f + '.' + l + dig(r, 1)])
    return u + '@' + (domain or r.choice(DOMAINS))


def slug(name):
    return ascii_fold(name.split()[0]).lower()


def site_domain(r, name):
    return slug(name) + r.choice(['dental', 'ortho', 'health', 'smiles', '']) + '.' + r.choice(
        ['example.org', 'example.com', 'example.net'])


def ip(r):
    k = r.random()
    if k < 0.45:
        return '10.%d.%d.%d' % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
    if k < 0.75:
        return '192.168.%d.%d' % (r.randint(0, 254), r.randint(2, 254))
    return '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))


def username(r, p):
    f, l = ascii_fold(p.first).lower(), ascii_fold(p.last).lower()
    return r.choice([f[0] + l, f + '.' + l, l + f[0] + dig(r, 1), f[0] + l[:6] + dig(r, 2),
                     (f[0] + l).upper(), l[:5] + f[:2]])


# ------------------------------------------------------------------ sites
class Site:
    pass


def hospital_name(r, country, kind='hosp'):
    pre = r.choice(PL.PLACE_PREFIX)
    if kind == 'hosp':
        return r.choice(PL.HOSP_TYPES[country]).format(pre)
    if kind == 'practice':
        base = pre if r.random() < 0.6 else r.choice(PL.STREET_NAMES) + ' ' + r.choice(['Street', 'Road', 'Park', 'Lane'])
        return r.choice(PL.PRACTICE_TYPES[country]).format(base)
    if kind == 'lab':
        return r.choice(PL.LAB_TYPES).format(pre)
    if kind == 'school':
        if r.random() < 0.12 and country in ('UK', 'IE', 'AU'):
            return 'St ' + r.choice(PL.SAINTS) + "'s " + r.choice(['College', 'Primary School', 'High School'])
        return r.choice(PL.SCHOOL_TYPES[country]).format(pre)
    if kind == 'employer':
        return r.choice(PL.EMPLOYER_TYPES).format(pre)
    if kind == 'club':
        return r.choice(PL.CLUB_TYPES).format(pre)
    if kind == 'landmark':
        return r.choice(PL.LANDMARK_TYPES).format(pre)
    return r.choice(PL.BUILDINGS).format(pre)


def site(r, country, kind='hosp', name=None):
    s = Site()
    s.name = name or hospital_name(r, country, kind)
    s.addr = address(r, country)
    s.phone = phone(r, country, s.addr.get('phone') if country != 'AU' else s.addr['phone'])
    s.fax = phone(r, country, s.addr.get('phone'))
    s.dom = site_domain(r, s.name)
    s.url = r.choice(['www.', 'https://www.', '', 'http://']) + s.dom + r.choice(['', '', '/orthodontics', '/referrals', '/patients'])
    s.email = r.choice(['ortho', 'reception', 'referrals', 'info', 'orthodontics', 'dental.admin', 'bookings']) + '@' + s.dom
    return s


# ------------------------------------------------------------------ case
class Case:
    def D(self, d, st=None):
        return ('DATE', fdate(d, st or self.ds))

    def PN(self, f='full'):
        return ('PATIENT', self.pt.fmt(f))

    def age_item(self, n=None, style=None):
        n = self.age if n is None else n
        r = self.r
        st = style or r.choice(['-year-old', ' yo', 'yo', ' y/o', ' years', ' yrs', 'y', 'aged', 'Age', 'words'])
        if st == 'aged':
            return ['aged ', ('AGE', str(n))]
        if st == 'Age':
            return ['age ', ('AGE', str(n))]
        if st == 'words':
            return [('AGE', words(n)), '-year-old']
        return [('AGE', str(n)), st]

    def DR(self, p, f='full', post=None, title=True):
        out = []
        if title and p.title:
            out.append(p.title + ' ')
        out.append(('DOCTOR', p.fmt(f)))
        if post is None:
            post = self.r.random() < 0.4
        if post and p.post:
            out.append((', ' if self.country in ('US', 'CA') else ' ') + p.post)
        return out

    def FAM(self, p, f='full'):
        return ('FAMILY', p.fmt(f))


HOME_SERVICE = {'UK': 'NHS', 'IE': 'HSE', 'US': 'Medicaid', 'CA': 'provincial', 'AU': 'CDBS', 'NZ': 'Combined Dental'}


def make_case(r, country, adult=False):
    c = Case()
    c.r, c.country, c.country_ = r, country, country
    c.ds = r.choice(DATE_STYLES[date_family(country)])
    c.us = country in ('US', 'CA')
    c.visit = rand_date(r, 2017, 2025)
    if adult:
        age = r.choice([r.randint(17, 24), r.randint(18, 35), r.randint(22, 58)])
    else:
        age = r.choice([r.randint(9, 16), r.randint(11, 15), r.randint(7, 17)])
    c.dob = add_days(c.visit, -(age * 365 + r.randint(5, 360)))
    c.age, c.age_m = age_on(c.dob, c.visit)
    c.adult = c.age >= 18
    c.pt = person(r, country)
    c.he = 'he' if c.pt.sex == 'M' else 'she'
    c.his = 'his' if c.pt.sex == 'M' else 'her'
    c.him = 'him' if c.pt.sex == 'M' else 'her'
    c.child = 'boy' if c.pt.sex == 'M' else 'girl'
    rel, sx = r.choice(PL.RELATIONS_ADULT if c.adult else PL.RELATIONS)
    same = (not c.adult and rel in ('mother', 'father', 'grandfather')) or rel in ('brother', 'sister', 'son', 'daughter')
    c.rel = rel
    c.fam = person(r, country, sex=sx, last=c.pt.last if same and r.random() < 0.8 else None)
    c.fam2 = person(r, country, sex=r.choice('FM'), last=c.pt.last)
    c.addr = address(r, country)
    c.pt_phone = phone(r, country, c.addr['phone'], kind=r.choice(['land', 'mob', 'mob']))
    c.fam_phone = phone(r, country, c.addr['phone'], kind='mob')
    c.pt_email = email(r, c.fam if not c.adult and r.random() < 0.7 else c.pt)
    c.hosp = site(r, country, 'hosp')
    c.prac = site(r, country, 'practice')
    c.lab = site(r, country, 'lab')
    c.cons = clinician(r, country, 'cons')
    c.reg = clinician(r, country, 'reg')
    c.gdp = clinician(r, country, 'gdp')
    c.omfs = clinician(r, country, 'omfs')
    c.nurse = clinician(r, country, 'nurse')
    c.nurse2 = clinician(r, country, 'nurse')
    c.ther = clinician(r, country, 'ther')
    c.clerk = clinician(r, country, 'clerk')
    c.tech = clinician(r, country, 'tech')
    c.school = hospital_name(r, country, 'school')
    c.employer = hospital_name(r, country, 'employer')
    c.club = hospital_name(r, country, 'club')
    c.prof = r.choice(PL.PROFESSIONS)
    c.fam_prof = r.choice(PL.PROFESSIONS)
    c.ward = r.choice(PL.WARDS) + r.choice([' Ward', ' Ward', ' Day Unit', ' Unit']) if country != 'US' else \
        r.choice(PL.WARDS) + ' ' + r.choice(['Pediatric Day Surgery', 'Surgical Unit', 'Ward'])
    c.origin = r.choice(PL.COUNTRY_NAMES)
    c.insurer = r.choice(PL.INSURERS)
    # identifiers
    c.mrn = mrn(r, country)
    c.nhs = national_no(r, country)
    c.acct = account(r, country)
    c.lic = license_no(r, country)
    c.gdp_lic = license_no(r, country)
    c.member = let(r, r.choice([2, 3])) + dig(r, r.choice([6, 7, 8]))
    c.group = r.choice(['GRP-', 'G', '', '00']) + dig(r, r.choice([5, 6]))
    return c


def mrn(r, country):
    return {
        'UK': lambda: r.choice(['K', 'RX', 'M', 'H', 'D']) + dig(r, r.choice([6, 7])),
        'IE': lambda: dig(r, 7),
        'US': lambda: r.choice([dig(r, 8), dig(r, 7), 'E' + dig(r, 9), dig(r, 3) + '-' + dig(r, 2) + '-' + dig(r, 3)]),
        'CA': lambda: r.choice([dig(r, 7), 'CH' + dig(r, 7), dig(r, 2) + '-' + dig(r, 6)]),
        'AU': lambda: dig(r, r.choice([6, 7])),
        'NZ': lambda: let(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + dig(r, 4),
    }[country]()


def national_no(r, country):
    """(label, type, value) of the main national health or social number."""
    if country == 'UK':
        return ('NHS No', 'MRN', '9' + dig(r, 2) + ' ' + dig(r, 3) + ' ' + dig(r, 4))
    if country == 'IE':
        return ('PPSN', 'SSN', '9' + dig(r, 6) + r.choice(['T', 'W', 'A', 'H', 'TA', 'WA']))
    if country == 'US':
        return ('SSN', 'SSN', ssn(r, 'US'))
    if country == 'CA':
        return (r.choice(['OHIP', 'Health card', 'PHN']), 'HEALTHPLAN',
                r.choice([dig(r, 4) + '-' + dig(r, 3) + '-' + dig(r, 3) + '-' + let(r, 2),
                          '9' + dig(r, 3) + ' ' + dig(r, 3) + ' ' + dig(r, 3)]))
    if country == 'AU':
        return ('Medicare No', 'HEALTHPLAN', r.choice('23456') + dig(r, 3) + ' ' + dig(r, 5) + ' ' + str(r.randint(1, 9))
                + r.choice(['', '/' + str(r.randint(1, 5))]))
    return ('NHI', 'MRN', let(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + dig(r, 4))


def ssn(r, country):
    if country == 'US':
        return r.choice(['9' + dig(r, 2), '000']) + '-' + dig(r, 2) + '-' + dig(r, 4)
    if country == 'CA':
        return '9' + dig(r, 2) + r.choice([' ', '-']) + dig(r, 3) + r.choice([' ', '-']) + dig(r, 3)
    if country == 'IE':
        return '9' + dig(r, 6) + r.choice(['T', 'W', 'A', 'H', 'TA', 'WA'])
    if country == 'AU':
        return '9' + dig(r, 2) + ' ' + dig(r, 3) + ' ' + dig(r, 3) + r.choice(['A', 'K', 'X', 'J'])
    if country == 'NZ':
        return '9' + dig(r, 2) + '-' + dig(r, 3) + '-' + dig(r, 3)
    return None


SSN_LABEL = {'US': 'SSN', 'CA': 'SIN', 'IE': 'PPSN', 'AU': 'Centrelink CRN', 'NZ': 'IRD no.'}


def account(r, country):
    return r.choice(['', 'A', 'INV-', 'ACC-', '']) + dig(r, r.choice([6, 7, 8])) + r.choice(['', '', '-' + dig(r, 2)])


def serial(r):
    return let(r, r.choice([2, 3])) + r.choice(['', '-']) + dig(r, r.choice([5, 6, 7]))


def plate(r, country):
    if country == 'UK':
        return let(r, 2) + dig(r, 2) + ' ' + let(r, 3)
    if country == 'IE':
        return r.choice(['191', '201', '221', '182', '152', '231']) + '-' + r.choice(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO']) + '-' + dig(r, r.choice([4, 5]))
    if country == 'US':
        return dig(r, 1) + let(r, 3) + dig(r, 3)
    if country == 'CA':
        return let(r, 4) + ' ' + dig(r, 3)
    if country == 'AU':
        return let(r, 3) + r.choice(['-', ' ', '']) + dig(r, 3)
    return let(r, 3) + dig(r, 3)


def vin(r):
    return ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(17))


def bioid(r):
    return r.choice(['FP-', 'VP-', 'BIO-', 'FT-', 'PV-']) + dig(r, r.choice([5, 6])) + r.choice(['', '-' + let(r, 1)])
