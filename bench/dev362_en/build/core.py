"""Note builder and PHI value generators for dev362_en.

All randomness comes from the single random.Random passed in by make.py.
Offsets are recorded while pieces are appended (single pass, no searching).
"""
import datetime as dt

import pools as P
from contacts import ContactMixin
from ids import IdMixin

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}

MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
         'November', 'December']
WDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
NUMW = {60: 'sixty', 61: 'sixty-one', 62: 'sixty-two', 63: 'sixty-three', 64: 'sixty-four', 65: 'sixty-five',
        66: 'sixty-six', 67: 'sixty-seven', 68: 'sixty-eight', 69: 'sixty-nine', 70: 'seventy',
        71: 'seventy-one', 72: 'seventy-two', 73: 'seventy-three', 74: 'seventy-four', 75: 'seventy-five',
        76: 'seventy-six', 77: 'seventy-seven', 78: 'seventy-eight', 79: 'seventy-nine', 80: 'eighty',
        81: 'eighty-one', 82: 'eighty-two', 83: 'eighty-three', 84: 'eighty-four', 85: 'eighty-five'}

SHORT_STYLES = {
    'UK': ['dmy4', 'dmy4', 'dmy2', 'dMy', 'dMy-', 'DMY-up', 'dot'],
    'IE': ['dmy4', 'dmy4', 'dMy', 'dMy-', 'dmy2'],
    'AU': ['dmy4', 'dmy4', 'dmy1', 'dMy', 'dot'],
    'NZ': ['dmy4', 'dmy4', 'dMy', 'dMy-', 'dmy1'],
    'CA': ['iso', 'iso', 'Mdy3', 'dMy', 'ymd-slash'],
    'US': ['mdy4', 'mdy4', 'mdy1', 'Mdy3', 'mdy-dash'],
}
LONG_STYLES = {'UK': ['dMonthy', 'dMonthy', 'ord'], 'IE': ['dMonthy', 'ord'], 'AU': ['dMonthy'],
               'NZ': ['dMonthy'], 'CA': ['Mdy', 'dMonthy'], 'US': ['Mdy']}


def fmt_date(d, st):
    y, m, dd = d.year, d.month, d.day
    if st == 'dmy4':
        return '%02d/%02d/%d' % (dd, m, y)
    if st == 'dmy2':
        return '%02d/%02d/%02d' % (dd, m, y % 100)
    if st == 'dmy1':
        return '%d/%d/%d' % (dd, m, y)
    if st == 'dMy':
        return '%d %s %d' % (dd, MON[m - 1], y)
    if st == 'dMy-':
        return '%02d-%s-%d' % (dd, MON[m - 1], y)
    if st == 'DMY-up':
        return '%02d-%s-%d' % (dd, MON[m - 1].upper(), y)
    if st == 'dot':
        return '%02d.%02d.%d' % (dd, m, y)
    if st == 'iso':
        return d.isoformat()
    if st == 'ymd-slash':
        return '%d/%02d/%02d' % (y, m, dd)
    if st == 'mdy4':
        return '%02d/%02d/%d' % (m, dd, y)
    if st == 'mdy1':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if st == 'mdy-dash':
        return '%02d-%02d-%d' % (m, dd, y)
    if st == 'Mdy3':
        return '%s %d, %d' % (MON[m - 1], dd, y)
    if st == 'Mdy':
        return '%s %d, %d' % (MONTH[m - 1], dd, y)
    if st == 'dMonthy':
        return '%d %s %d' % (dd, MONTH[m - 1], y)
    if st == 'ord':
        suf = 'th' if 10 <= dd % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(dd % 10, 'th')
        return '%d%s %s %d' % (dd, suf, MONTH[m - 1], y)
    raise ValueError(st)


class Note:
    """Accumulates text pieces; PHI pieces are recorded with their offsets as they land."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _put(self, s, typ=None):
        if not s:
            return
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        if typ:
            self.spans.append({'start': self.pos, 'end': self.pos + len(s), 'label': LABEL_OF[typ],
                               'type': typ, 'text': s})
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._put(it)
            elif isinstance(it, tuple):
                self._put(it[0], it[1])
            else:
                self.add(*it)
        return self

    def f(self, tmpl, *args):
        pieces = tmpl.split('{}')
        assert len(pieces) == len(args) + 1, (tmpl, len(args))
        for i, p in enumerate(pieces):
            self._put(p)
            if i < len(args):
                self.add(args[i])
        return self

    def text(self):
        return ''.join(self.parts)


class Person:
    def __init__(self, first, last, sex, mid=''):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid
        self.title = 'Mr' if sex == 'M' else 'Mrs'
        self.dob = None
        self.age = None
        self.addr = None

    def full(self):
        return '%s %s' % (self.first, self.last)

    def fml(self):
        return '%s %s. %s' % (self.first, self.mid, self.last) if self.mid else self.full()

    def lf(self):
        return '%s, %s' % (self.last, self.first)

    def LF(self):
        return '%s, %s%s' % (self.last.upper(), self.first, (' ' + self.mid) if self.mid else '')

    def LFU(self):
        return ('%s, %s%s' % (self.last, self.first, (' ' + self.mid) if self.mid else '')).upper()

    def il(self):
        return '%s. %s' % (self.first[0], self.last)

    def il2(self):
        return '%s %s' % (self.first[0], self.last)

    def li(self):
        return '%s %s' % (self.last, self.first[0])

    def inits(self):
        return self.first[0] + (self.mid or '') + self.last.replace("'", '').replace(' ', '')[0].upper()

    def user(self, r):
        if getattr(self, '_user', None):
            return self._user
        self._user = self._mkuser(r)
        return self._user

    def _mkuser(self, r):
        base = (self.first[0] + self.last).lower()
        base = ''.join(ch for ch in base if ch.isalnum())
        k = r.randrange(5)
        if k == 0:
            return base + str(r.randrange(1, 9))
        if k == 1:
            return '%s.%s' % (''.join(ch for ch in self.first.lower() if ch.isalpha()), base[1:])
        if k == 2:
            return base[:7].upper() + '%02d' % r.randrange(1, 30)
        if k == 3:
            return base
        return base[:6] + self.first[0].lower() + str(r.randrange(10, 99))


def slug(s):
    out = ''.join(ch.lower() if ch.isalnum() else '-' for ch in s)
    while '--' in out:
        out = out.replace('--', '-')
    return out.strip('-')


class Ctx(ContactMixin, IdMixin):
    """Per-note context: country profile, date style and PHI generators."""

    def __init__(self, rng, cc, lower=False):
        self.r = rng
        self.cc = cc
        self.n = Note(lower)
        self.ss = rng.choice(SHORT_STYLES[cc])
        self.ls = rng.choice(LONG_STYLES[cc])
        self.town = rng.choice(P.TOWNS[cc])
        hs = P.HOSPITALS[cc]
        self.hosp = rng.choice(hs)
        self.hosp2 = rng.choice([h for h in hs if h != self.hosp])

    # --- generic ---
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def digits(self, k, first='0123456789'):
        return self.r.choice(first) + ''.join(self.r.choice('0123456789') for _ in range(k - 1))

    def letters(self, k, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
        return ''.join(self.r.choice(pool) for _ in range(k))

    # --- dates ---
    def date_between(self, a, b):
        span = (b - a).days
        return a + dt.timedelta(days=self.r.randrange(span + 1))

    def D(self, d, st=None):
        return (fmt_date(d, st or self.ss), 'DATE')

    def DL(self, d):
        return (fmt_date(d, self.ls), 'DATE')

    def DW(self, d):
        wd = WDAY[d.weekday()]
        if self.cc in ('US', 'CA'):
            return ('%s, %s %d, %d' % (wd, MONTH[d.month - 1], d.day, d.year), 'DATE')
        return ('%s %d %s %d' % (wd, d.day, MONTH[d.month - 1], d.year), 'DATE')

    def DWs(self, d):
        wd = WDAY[d.weekday()][:3]
        if self.cc == 'US':
            return ('%s %d/%d' % (wd, d.month, d.day), 'DATE')
        return ('%s %d/%d' % (wd, d.day, d.month), 'DATE')

    def MY(self, d):
        return ('%s %d' % (self.pick([MONTH, MON])[d.month - 1], d.year), 'DATE')

    def Y(self, d):
        return (str(d.year), 'DATE')

    def workday(self, d):
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return d

    def time(self):
        return '%02d:%02d' % (self.r.randrange(8, 18), self.r.choice([0, 10, 15, 20, 30, 40, 45, 50]))

    # --- people ---
    def origin(self):
        tot = sum(w for _, w in P.ORIGIN_W[self.cc])
        x = self.r.randrange(tot)
        for o, w in P.ORIGIN_W[self.cc]:
            if x < w:
                return o
            x -= w
        return 'anglo'

    def person(self, sex=None, young=False, surname=None):
        sex = sex or self.pick('MF')
        o = self.origin()
        males, females, surnames = P.ORIGINS[o]
        if young:
            first = self.pick(P.YOUNG_M if sex == 'M' else P.YOUNG_F)
            last = surname or self.pick(P.ORIGINS[self.origin()][2])
        else:
            first = self.pick(males if sex == 'M' else females)
            last = surname or self.pick(surnames)
        mid = self.pick('ABCDEFGHJKLMNPRSTW') if self.chance(0.35) else ''
        p = Person(first, last, sex, mid)
        if sex == 'F':
            p.title = self.pick(['Mrs', 'Mrs', 'Ms', 'Miss'])
        return p

    def patient(self, ref, age_lo=64, age_hi=66, sex='M'):
        p = self.person(sex)
        age = self.r.randrange(age_lo, age_hi + 1)
        start = dt.date(ref.year - age - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
        p.dob = start + dt.timedelta(days=self.r.randrange(364))
        p.age = ref.year - p.dob.year - ((ref.month, ref.day) < (p.dob.month, p.dob.day))
        p.addr = self.address()
        return p

    def clin(self, sex=None, surgeon=False):
        p = self.person(sex, young=True)
        if surgeon and self.cc in ('UK', 'IE', 'AU', 'NZ') and self.chance(0.7):
            p.title = 'Mr' if p.sex == 'M' else self.pick(['Ms', 'Miss'])
        else:
            p.title = 'Dr'
        return p

    def PN(self, p, style=None, typ='PATIENT'):
        """A name rendered in one of several styles (title never inside)."""
        st = style or self.pick(['full', 'full', 'fml', 'LF', 'lf', 'il'])
        return (getattr(p, st)(), typ)

    def TN(self, p, typ='DOCTOR', style=None):
        """Title + name: returns list of items."""
        st = style or self.pick(['last', 'full', 'il2', 'last'])
        val = p.last if st == 'last' else getattr(p, st)()
        dot = '. ' if self.cc in ('US', 'CA') and p.title == 'Dr' and self.chance(0.6) else ' '
        return [p.title + dot, (val, typ)]

    def age(self, n, words=False):
        return (NUMW.get(n, str(n)) if words else str(n), 'AGE')

    # --- places ---
    def address(self, town=None):
        cc = self.cc
        t = town or (self.town if self.chance(0.6) else self.pick(P.TOWNS[cc]))
        base = self.pick(P.STREET_BASE + P.STREET_LOCAL[cc]) + ' ' + self.pick(P.STREET_SUF[cc])
        num = str(self.r.randrange(1, 240))
        unit = ''
        if cc == 'UK':
            street = num + ' ' + base
            if self.chance(0.15):
                street = 'Flat %d, %s' % (self.r.randrange(1, 12), street)
            pc = '%s%d %d%s' % (t[2], self.r.randrange(1, 20), self.r.randrange(1, 10), self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ'))
        elif cc == 'IE':
            street = num + ' ' + base
            pc = '%s %s%s%s%s' % (t[2], self.letters(1, 'ACDEFHKNPRTVWXY'), self.digits(1), self.letters(1, 'ACDEFHKNPRTVWXY'), self.digits(1))
        elif cc == 'AU':
            street = num + ' ' + base
            if self.chance(0.25):
                street = '%d/%s' % (self.r.randrange(1, 20), street)
            pc = '%04d' % (int(t[2]) + self.r.randrange(0, 9))
        elif cc == 'NZ':
            street = num + self.pick(['', '', '', 'A', 'B']) + ' ' + base
            pc = '%04d' % (int(t[2]) + self.r.randrange(0, 8))
        elif cc == 'CA':
            street = num + ' ' + base
            if self.chance(0.25):
                street = '%d-%s' % (self.r.randrange(101, 1900), street)
            pc = '%s %d%s%d' % (t[2], self.r.randrange(10), self.letters(1, 'ABCEGHJKLMNPRSTVWXYZ'), self.r.randrange(10))
        else:
            street = '%d %s%s' % (self.r.randrange(100, 9900), self.pick(['', '', 'N ', 'S ', 'E ', 'W ']), base)
            if self.chance(0.25):
                unit = self.pick(['Apt ', 'Unit ', '#']) + str(self.r.randrange(1, 40)) + self.pick(['', 'A', 'B'])
                street += ', ' + unit
            pc = t[2] + '%02d' % self.r.randrange(1, 99)
            if self.chance(0.2):
                pc += '-' + self.digits(4)
        house = self.pick(P.HOUSE_NAMES) if cc in ('UK', 'IE') and self.chance(0.08) else ''
        return {'street': street, 'town': t[0], 'region': t[1], 'zip': pc, 'house': house}

    def site_address(self):
        a = self.address(town=self.town)
        num = str(self.r.randrange(1, 400))
        a['street'] = num + ' ' + self.pick(['Infirmary Road', 'Hospital Drive', 'Thornton Road', 'College Street',
                                             'Hospital Lane', 'Medical Centre Way', 'Station Road', 'Park Avenue',
                                             'Health Sciences Drive', 'Campus Road'])
        a['house'] = ''
        return a

    def ward(self):
        return (self.pick(P.WARDS_BY[self.cc]), 'HOSPITAL')

    def ADDR(self, a, sep='\n', region=None, upper_town=False):
        """Address items; region included by default where customary."""
        cc = self.cc
        town = a['town'].upper() if upper_town else a['town']
        out = []
        if a.get('house'):
            out += [(a['house'], 'STREET'), sep]
        out += [(a['street'], 'STREET'), sep]
        if region is None:
            region = cc in ('IE', 'AU', 'CA', 'US') or (cc == 'UK' and self.chance(0.3))
        if cc in ('AU', 'CA', 'US'):
            out += [(town, 'CITY')]
            if region:
                out += [', ' if cc != 'AU' else ' ', (a['region'], 'STATE')]
            out += [' ' if cc != 'CA' else '  ', (a['zip'], 'ZIP')]
        elif cc == 'NZ':
            out += [(town, 'CITY'), ' ', (a['zip'], 'ZIP')]
        else:
            out += [(town, 'CITY'), sep]
            if region:
                out += [(a['region'], 'CITY'), sep]
            out += [(a['zip'], 'ZIP')]
        return out

    def H(self, h=None, short=False):
        h = h or self.hosp
        if short and h[1]:
            return (h[1], 'HOSPITAL')
        return (h[0], 'HOSPITAL')

    def country(self, name):
        if name.startswith('the '):
            return ['the ', (name[4:], 'COUNTRY')]
        return [(name, P.TRAVEL_TYPE.get(name, 'COUNTRY'))]

    def foreign(self):
        own = P.COUNTRY_NAME[self.cc]
        return self.pick([w for w in P.WORLD if w not in (own, 'the ' + own)])
