"""Document builder (single-pass offsets) and per-note case world for dev353_en."""
import datetime
import re

import lc
import pools as P

TYPES = {'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
         'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
         'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID',
         'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID',
         'BIOID': 'ID', 'IDNUM': 'ID', 'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
         'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION'}

_TOK = re.compile(r'\{([A-Za-z0-9_]+)\}')


class Doc:
    """Appends plain and PHI pieces; records each PHI span where it lands (no searching)."""

    def __init__(self, lower):
        self.parts, self.spans, self.n, self.lower = [], [], 0, lower

    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if self.lower:
                x = x.lower()
            self.parts.append(x)
            self.n += len(x)
        elif isinstance(x, tuple):
            typ, s = x
            if self.lower:
                s = s.lower()
            assert s and s == s.strip() and typ in TYPES, (typ, s)
            self.spans.append({'start': self.n, 'end': self.n + len(s), 'label': TYPES[typ], 'type': typ, 'text': s})
            self.parts.append(s)
            self.n += len(s)
        else:
            for y in x:
                self.add(y)

    def f(self, tpl, **kw):
        pos = 0
        for m in _TOK.finditer(tpl):
            self.add(tpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.add(tpl[pos:])

    def text(self):
        return ''.join(self.parts)


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
          'November', 'December']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordinal(n):
    return '%d%s' % (n, 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fdate(d, f):
    M, W = MONTHS[d.month - 1], WDAYS[d.weekday()]
    m3, w3 = M[:3], W[:3]
    y, mo, da = d.year, d.month, d.day
    table = {
        'dmy': '%02d/%02d/%d' % (da, mo, y), 'dmy1': '%d/%d/%d' % (da, mo, y), 'dmy2': '%d/%d/%02d' % (da, mo, y % 100),
        'dmyd': '%02d.%02d.%d' % (da, mo, y), 'dmy2d': '%02d.%02d.%02d' % (da, mo, y % 100),
        'dMy': '%d %s %d' % (da, m3, y), 'dMMy': '%d %s %d' % (da, M, y), 'd-M-y': '%02d-%s-%d' % (da, m3.upper(), y),
        'dthM': '%s %s %d' % (ordinal(da), M, y), 'WdMMy': '%s %d %s %d' % (W, da, M, y),
        'wdm': '%s %02d/%02d' % (w3, da, mo), 'dm': '%02d/%02d' % (da, mo), 'dMM': '%d %s' % (da, M),
        'wdM': '%s %d %s' % (w3, da, m3),
        'mdy': '%02d/%02d/%d' % (mo, da, y), 'mdy1': '%d/%d/%d' % (mo, da, y), 'mdy2': '%d/%d/%02d' % (mo, da, y % 100),
        'MMdy': '%s %d, %d' % (M, da, y), 'Mdy': '%s %d, %d' % (m3, da, y), 'WMMdy': '%s, %s %d, %d' % (W, M, da, y),
        'wmd': '%s %d/%d' % (w3, mo, da), 'md': '%d/%d' % (mo, da), 'MMd': '%s %d' % (M, da),
        'iso': '%d-%02d-%02d' % (y, mo, da), 'isos': '%d/%02d/%02d' % (y, mo, da), 'MMy': '%s %d' % (M, y),
        'y': '%d' % y, 'W': W, 'isoc': '%d%02d%02d' % (y, mo, da),
    }
    return table[f]


FULL = {'dmy': ['dmy', 'dmy', 'dmy1', 'dmy2', 'dmyd', 'dMy', 'dMMy', 'd-M-y', 'dthM', 'dmy2d'],
        'US': ['mdy', 'mdy', 'mdy1', 'mdy2', 'MMdy', 'Mdy', 'mdy'],
        'CA': ['iso', 'iso', 'MMdy', 'Mdy', 'dMMy', 'dMy', 'isos']}
SHORT = {'dmy': ['wdm', 'dm', 'dMM', 'wdM'], 'US': ['wmd', 'md', 'MMd'], 'CA': ['MMd', 'wmd', 'md']}

_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
         'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ('' if n % 10 == 0 else '-' + _ONES[n % 10])
    return 'one hundred' + ('' if n == 100 else ' and ' + words(n - 100))


def cap(s):
    return s[:1].upper() + s[1:]


def clean(s):
    return re.sub(r'[^a-z]', '', s.lower())


class Case:
    def __init__(self, r, cc, lower):
        self.r, self.cc, self.lower = r, cc, lower
        self.dk = 'dmy' if lc.DMY[cc] else cc
        self.df = r.choice(FULL[self.dk])
        self.dfs = r.choice(SHORT[self.dk])
        self.base = datetime.date(2023, 1, 4) + datetime.timedelta(days=r.randrange(880))
        self.region = r.choice(lc.REGIONS[cc])
        self.cur = lc.CUR[cc]
        self.origin = self.pick_origin()
        self.pt = self.person('PATIENT', old=True, origin=self.origin)
        self.age = r.choice([r.randint(62, 79), r.randint(78, 92), r.randint(80, 96), r.randint(86, 103)])
        self.dob = datetime.date(self.base.year - self.age - 1, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) < (self.base.month, self.base.day):
            self.dob = self.dob.replace(year=self.dob.year + 1)
        self.home = self.address()
        self.town = self.home['loc'][0]
        self.htown = self.new_town() if r.random() < .5 else self.town
        self.hosp = self.hospital(self.htown)
        self.ward = self.ward_name()
        self.bed = str(r.randint(1, 32)) + r.choice(['', '', '', 'A', 'B'])
        self.bay = str(r.randint(1, 8))
        self.admit = self.base - datetime.timedelta(days=r.randint(6, 70))
        self.mffd = self.admit + datetime.timedelta(days=r.randint(2, max(3, (self.base - self.admit).days - 1)))
        self.nok = self.relative(close=True)
        self.rel2 = self.relative(exclude=(self.nok['rel'],))
        self.married = self.nok['rel'] in ('wife', 'husband', 'partner')
        self.gp_practice = self.fill(r.choice(lc.GP_PRACTICE[cc]), self.town)
        self.gp = self.person('DOCTOR')
        self.gp['dr'] = True
        self.funder = self.fill(r.choice(lc.FUNDER[cc]), self.town)
        self.agency = self.agency_name()
        self._staff, self._ids = {}, {}

    # --- basic random helpers ---
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def days(self, d, lo, hi):
        return d + datetime.timedelta(days=self.r.randint(lo, hi))

    def pick_origin(self):
        w = P.ORIGIN_W[self.cc]
        x = self.r.uniform(0, sum(k for _, k in w))
        for o, k in w:
            x -= k
            if x <= 0:
                return o
        return w[-1][0]

    # --- people ---
    def person(self, kind, sex=None, old=False, origin=None, surname=None):
        r = self.r
        origin = origin or self.pick_origin()
        F, M, S = P.ORIGINS[origin]
        sex = sex or r.choice('FM')
        pool = F if sex == 'F' else M
        if not old and r.random() < .55:
            pool = P.YOUNG_F if sex == 'F' else P.YOUNG_M
        first = r.choice(pool).replace('_', ' ')
        mid = ''
        if r.random() < .35:
            mid = r.choice(F if sex == 'F' else M).replace('_', ' ')
            if mid == first:
                mid = ''
        last = surname or r.choice(S).replace('_', ' ')
        if sex == 'F':
            title = r.choice(['Mrs', 'Mrs', 'Ms', 'Miss'])
        else:
            title = 'Mr'
        if self.cc in ('US', 'CA'):
            title += '.'
        return {'kind': kind, 'first': first, 'mid': mid, 'last': last, 'sex': sex, 'title': title,
                'nick': P.NICK.get(first.split()[0]), 'origin': origin}

    def relative(self, close=False, rel=None, exclude=()):
        r = self.r
        spouse = 'wife' if self.pt['sex'] == 'M' else 'husband'
        if rel is None:
            if close and r.random() < .35 and spouse not in exclude:
                rel = spouse if r.random() < .92 else 'partner'
            else:
                pool = ['daughter', 'son', 'daughter', 'son', 'niece', 'nephew', 'granddaughter', 'grandson',
                        'daughter-in-law', 'son-in-law'] if close else P.REL_F + P.REL_M
                rel = r.choice([x for x in pool if x not in exclude and x not in ('wife', 'husband', 'partner')])
        if rel in P.REL_F and rel not in P.REL_M:
            sex = 'F'
        elif rel in P.REL_M and rel not in P.REL_F:
            sex = 'M'
        else:
            sex = r.choice('FM')
        same = rel in ('son', 'brother', 'grandson', 'daughter', 'sister', 'wife', 'husband') and r.random() < .7
        old = rel in ('wife', 'husband', 'partner', 'sister', 'brother', 'neighbour', 'friend')
        for _ in range(6):
            p = self.person('FAMILY', sex=sex, old=old, origin=self.origin if r.random() < .8 else None,
                            surname=self.pt['last'] if same else None)
            if p['first'] != self.pt['first']:
                break
        p['rel'] = rel
        p['age'] = max(40, self.age + r.randint(-6, 3)) if old else \
            max(18, self.age - r.randint(22, 36)) if 'daughter' in rel or 'son' in rel else r.randint(30, 85)
        p['job'] = r.choice(P.PROFESSIONS)
        p['phone'] = lc.phone(r, self.cc, r.choice(['mob', 'mob', 'land']))
        p['email'] = '%s%s%s@%s' % (clean(p['first'])[:r.randint(1, 8)], r.choice(['.', '', '_']), clean(p['last']),
                                     lc.mail_domain(r)) if r.random() < .8 else \
            '%s%d@%s' % (clean(p['first']) + clean(p['last'])[:3], r.randint(1, 99), lc.mail_domain(r))
        return p

    def children(self):
        """Two children of the patient, reusing the note's relatives where they are children."""
        kids = [x for x in (self.nok, self.rel2) if x['rel'] in ('son', 'daughter', 'stepson', 'stepdaughter')]
        while len(kids) < 2:
            k = self.relative(rel=self.ch(['son', 'daughter']))
            if kids and k['first'] == kids[0]['first']:
                continue
            kids.append(k)
        return kids

    def staff(self, key, reg='nurse', doctor=False):
        if key not in self._staff:
            r = self.r
            s = self.person('DOCTOR')
            s['dr'] = doctor
            s['reg'] = 'doc' if doctor else reg
            s['lic'] = lc.license(r, self.cc, s['reg'])
            s['reglab'] = r.choice(lc.REG_BODY[self.cc][s['reg']])
            s['phone'] = lc.phone(r, self.cc, r.choice(['land', 'land', 'mob']))
            s['bleep'] = lc.phone(r, self.cc, 'bleep')
            f, l = clean(s['first']), clean(s['last'])
            s['user'] = r.choice([f[0] + l, f + '.' + l, l + f[0], f[0] + l + str(r.randint(1, 9)),
                                  (l[:5] + f[0]).upper(), f[:3] + l[:3]])
            s['email'] = '%s@%s' % (r.choice([f + '.' + l, f[0] + '.' + l, f + l[0], l + '.' + f]),
                                    self.ch([self.slug(self.hosp), self.slug(self.funder), 'nhs.example.net',
                                             self.slug(self.agency), 'health.example.org']))
            self._staff[key] = s
        return self._staff[key]

    def slug(self, name):
        w = [clean(x) for x in name.split() if clean(x) and clean(x) not in ('the', 'of', 'and', 'nhs', 'st')]
        base = w[0] if len(w) < 2 else w[0] + self.ch(['-', '', '.']) + w[1][:4]
        return base + '.' + self.ch(['example.org', 'example.net', 'example.com'])

    def N(self, p, f=None):
        """Name of a person in a chosen format; titles outside the span."""
        k = p['kind']
        f = f or self.ch(['full', 'full', 'title', 'title', 'first', 'LF', 'fi', 'fml'])
        first, last = p['first'], p['last']
        if f == 'full':
            return [(k, first + ' ' + last)]
        if f == 'fml':
            return [(k, '%s %s%s' % (first, (p['mid'][0] + '. ') if p['mid'] else '', last))]
        if f == 'title':
            if p.get('dr'):
                return ['Dr ' if self.cc not in ('US', 'CA') else 'Dr. ', (k, last)]
            return [p['title'] + ' ', (k, last)]
        if f == 'tfull':
            t = ('Dr' + ('.' if self.cc in ('US', 'CA') else '')) if p.get('dr') else p['title']
            return [t + ' ', (k, first + ' ' + last)]
        if f == 'first':
            return [(k, first)]
        if f == 'nick':
            return [(k, p['nick'] or first.split()[0])]
        if f == 'LF':
            return [(k, '%s, %s' % (last.upper(), first.upper() if self.p(.5) else first))]
        if f == 'LFM':
            return [(k, '%s, %s%s' % (last.upper(), first.upper(), (' ' + p['mid'][0]) if p['mid'] else ''))]
        if f == 'fi':
            return [(k, '%s. %s' % (first[0], last))]
        if f == 'init':
            ini = first[0] + last[0]
            return [(k, self.ch([ini, ini[0] + '.' + ini[1] + '.', ini.lower()]))]
        if f == 'last':
            return [(k, last)]
        raise ValueError(f)

    def sig(self, p, role=None, lic=False):
        """Signature block: name, credential, role, optional licence."""
        out = self.N(p, self.ch(['full', 'fml', 'tfull' if p.get('dr') else 'full']))
        cred = {'doc': ['MRCP', 'FRACP', 'MD', 'FRCPC', 'MB BCh', 'FRCP'], 'nurse': ['RN', 'RGN', 'RN BSN', 'RMN'],
                'sw': ['MSW', 'RSW', 'BA (Hons) SW', 'LCSW'], 'ahp': ['OT', 'BSc OT', 'OTR/L', 'MCSP', 'PT']}[p['reg']]
        if self.p(.6):
            out.append(', ' + self.ch(cred))
        if role:
            out.append(self.ch([', ', ' - ', '\n']) + role)
        if lic:
            out += [self.ch([' | ', '\n', ', ']) + p['reglab'] + self.ch([' ', ': ', ' no. ']), ('LICENSE', p['lic'])]
        return out

    # --- dates / ages ---
    def D(self, d, f=None):
        if f is None:
            f = self.df if self.p(.8) else self.ch(FULL[self.dk])
        elif f == 'short':
            f = self.dfs if self.p(.7) else self.ch(SHORT[self.dk])
        elif f == 'any':
            f = self.ch(FULL[self.dk] + SHORT[self.dk])
        return [('DATE', fdate(d, f))]

    def A(self, age=None, f=None, sex=None):
        a = self.age if age is None else age
        f = f or self.ch(['yo', 'y/o', 'year', 'aged', 'yrs', 'sex', 'word', 'paren', 'yo_', 'yr'])
        s = str(a)
        sx = sex or (self.pt['sex'] if age is None else None)
        if f == 'sex' and not sx:
            f = 'aged'
        if f == 'yo':
            return [('AGE', s), ' yo']
        if f == 'yo_':
            return [('AGE', s), 'yo']
        if f == 'y/o':
            return [('AGE', s), ' y/o']
        if f == 'year':
            return [('AGE', s), '-year-old']
        if f == 'aged':
            return ['aged ', ('AGE', s)]
        if f == 'yrs':
            return [('AGE', s), ' yrs']
        if f == 'yr':
            return [('AGE', s), ' years old']
        if f == 'sex':
            return [('AGE', s), sx]
        if f == 'word':
            return [('AGE', words(a)), ' years of age']
        if f == 'paren':
            return ['(', ('AGE', s), ')']
        raise ValueError(f)

    # --- places ---
    def new_town(self):
        a, b = P.TOWN_PARTS[self.cc]
        x, y = self.ch(a).replace('_', ' '), self.ch(b)
        return x + (' ' + y[1:] if y.startswith('_') else y)

    def fill(self, pat, town=None):
        return pat.format(t=town or self.new_town(), w=self.ch(P.NAME_WORDS), e=self.ch(P.NAME_ENDS),
                          r=self.region, s=self.ch(P.SAINTS))

    def street(self):
        cc, r = self.cc, self.r
        name = '%s %s' % (self.ch(P.STREET_NAMES), self.ch(P.STREET_SUF[cc]))
        n = r.randint(1, 240)
        if cc in ('US', 'CA'):
            n = r.randint(12, 9800)
        base = '%d %s' % (n, name)
        u = r.random()
        if cc == 'GB':
            return self.ch([base, base, 'Flat %d, %s' % (r.randint(1, 24), base),
                            '%s Cottage, %s' % (self.ch(P.NAME_WORDS), base), '%d%s %s' % (n, self.ch('ab'), name)])
        if cc == 'IE':
            return self.ch([base, 'Apt %d, %s' % (r.randint(1, 40), base), '%s House, %s' % (self.ch(P.NAME_WORDS), name)])
        if cc in ('AU', 'NZ'):
            return base if u < .6 else ('Unit %d/%s' % (r.randint(1, 12), base) if u < .8 else '%d/%s' % (r.randint(1, 9), base))
        if cc == 'CA':
            return base if u < .6 else ('%d-%s' % (r.randint(101, 1210), base) if u < .8 else base + ', Apt %d' % r.randint(1, 40))
        return base if u < .6 else base + self.ch([' Apt %d%s' % (r.randint(1, 9), self.ch('ABCD')), ', Unit %d' % r.randint(1, 30), ' #%d' % r.randint(100, 450)])

    def address(self):
        cc, r = self.cc, self.r
        loc = [self.new_town()]
        st = None
        if cc == 'GB' and r.random() < .35:
            loc.append(self.ch(P.STATES['GB'])[0])
        if cc == 'IE':
            loc.append(self.ch(P.STATES['IE'])[0])
        if cc == 'NZ' and r.random() < .5:
            loc.insert(0, self.ch(P.NAME_WORDS) + self.ch(['dale', ' Park', ' Heights', 'field']))
        if cc in ('AU', 'CA', 'US'):
            st = self.ch(P.STATES[cc])
        return {'street': self.street(), 'loc': loc, 'state': st, 'zip': lc.postcode(r, cc)}

    def ADDR(self, a, style=None):
        style = style or self.ch(['inline', 'lines'])
        sep = ', ' if style == 'inline' else '\n'
        out = [('STREET', a['street'])]
        for x in a['loc']:
            out += [sep, ('CITY', x)]
        if a['state']:
            full = self.p(.25)
            out += [(' ' if self.cc == 'AU' and not full else ', '), ('STATE', a['state'][0 if full else 1])]
            out += [' ' if self.cc != 'US' or self.p(.8) else ', ', ('ZIP', a['zip'])]
        else:
            out += [sep, ('ZIP', a['zip'])]
        return out

    def hospital(self, town=None):
        if self.p(.2):
            return 'St %s %s' % (self.ch(P.SAINTS), self.ch(['Hospital', 'Hospital', 'Community Hospital', 'Hospice']
                                                           if self.cc != 'US' else ['Medical Center', 'Hospital']))
        return '%s %s' % (town or self.new_town(), self.ch(P.HOSP_SUF[self.cc]))

    def ward_name(self):
        if self.p(.45):
            return 'Ward ' + self.ch(['%d' % self.r.randint(1, 40), '%d%s' % (self.r.randint(1, 12), self.ch('ABCDE'))])
        w = self.ch(P.WARD_WORDS)
        return self.ch(['%s Ward' % w, '%s Ward' % w, '%s Unit' % w, '%s Wing' % w])

    def care_home(self):
        return '%s%s %s' % (self.ch(P.NAME_WORDS), self.ch(P.NAME_ENDS), self.ch(P.CARE_HOME_SUF[self.cc]))

    def agency_name(self):
        return '%s%s %s' % (self.ch(P.AGENCY_A), self.ch(P.AGENCY_B), self.ch(P.AGENCY_SUF[self.cc]))

    def org(self, kind):
        if kind == 'church':
            return self.fill(self.ch(P.CHURCHES), self.town)
        if kind == 'charity':
            return self.fill(self.ch(P.CHARITIES), self.town)
        if kind == 'employer':
            return '%s %s' % (self.ch([self.new_town(), self.ch(P.NAME_WORDS), self.pt['last'] + ' & Sons']),
                              self.ch(P.EMPLOYER_SUF))
        if kind == 'pharmacy':
            return self.fill(self.ch(P.PHARM), self.town)
        if kind == 'building':
            return self.fill(self.ch(P.BUILDINGS))
        if kind == 'landmark':
            return self.fill(self.ch(P.LANDMARKS), self.town)
        if kind == 'insurer':
            return self.fill(self.ch(lc.INSURER[self.cc]))
        raise ValueError(kind)

    # --- contacts and identifiers (cached per note for consistency) ---
    def get(self, key):
        if key not in self._ids:
            r, cc = self.r, self.cc
            d = lc.dg
            gen = {
                'mrn': lambda: lc.mrn(r, cc), 'nat': lambda: lc.natno(r, cc), 'ssn': lambda: lc.ssn(r, cc),
                'ptphone': lambda: lc.phone(r, cc, self.ch(['land', 'land', 'mob'])),
                'ward_phone': lambda: lc.phone(r, cc, 'land'), 'fax': lambda: lc.phone(r, cc, 'land'),
                'gp_phone': lambda: lc.phone(r, cc, 'land'), 'agency_phone': lambda: lc.phone(r, cc, 'land'),
                'team_phone': lambda: lc.phone(r, cc, 'land'),
                'hp': lambda: self.ch(['%s%s' % (lc.up(r, 3), d(r, 7)), '%s-%s' % (d(r, 4), d(r, 5)),
                                       'M%s' % d(r, 9), '%s %s %s' % (lc.up(r, 2), d(r, 4), d(r, 4))]),
                'grp': lambda: self.ch(['GRP-%s' % d(r, 5), d(r, 6), 'G%s' % d(r, 5)]),
                'acct': lambda: self.ch(['%s-%s' % (d(r, 4), d(r, 4)), 'AC%s' % d(r, 7), d(r, 10), '%s/%s' % (d(r, 5), d(r, 3))]),
                'enc': lambda: self.ch(['%s' % d(r, 10), 'V%s' % d(r, 8), 'ENC-%s' % d(r, 7)]),
                'case': lambda: self.ch(['%s-%d-%s' % (self.ch(['D2A', 'DTA', 'HF', 'TCP', 'DP']), self.base.year % 100, d(r, 5)),
                                         'REF%s' % d(r, 6), '%d/%s' % (self.base.year, d(r, 5)), 'C%s' % d(r, 7)]),
                'chc': lambda: self.ch(['CHC/%d/%s' % (self.base.year, d(r, 4)), 'CHC-%s' % d(r, 6),
                                        'LTC%s' % d(r, 6), 'PNL-%s-%s' % (d(r, 2), d(r, 4))]),
                'pkg': lambda: self.ch(['PKG-%s' % d(r, 5), 'POC%s' % d(r, 6), 'SP-%s-%s' % (d(r, 3), d(r, 3))]),
                'po': lambda: self.ch(['PO-%s' % d(r, 7), 'PO%s' % d(r, 6), '%s/%s' % (lc.up(r, 3), d(r, 6))]),
                'sys': lambda: self.ch(['%s' % d(r, 7), 'LAS-%s' % d(r, 6), 'MOS%s' % d(r, 6), 'CM%s' % d(r, 7)]),
                'bio': lambda: self.ch(['FP-%s' % d(r, 5), 'BIO-%s' % d(r, 6), 'FID-%s' % d(r, 7), 'PV-%s-%s' % (d(r, 2), d(r, 6))]),
                'dev': lambda: self.ch(['%s-%s-%s' % (lc.up(r, 2), d(r, 4), d(r, 4)), 'SN%s' % d(r, 8),
                                        '%s%s%s' % (d(r, 2), lc.up(r, 2), d(r, 5)), 'EQ%s' % d(r, 7)]),
                'plate': lambda: lc.plate(r, cc), 'vin': lambda: lc.vin(r), 'ip': lambda: lc.ip(r),
                'dl': lambda: self.ch(['%s%s' % (clean(self.pt['last'])[:5].upper().ljust(5, '9'), d(r, 6) + lc.up(r, 2) + d(r, 1)),
                                       '%s%s-%s-%s' % (lc.up(r, 1), d(r, 3), d(r, 4), d(r, 4)), d(r, 8)]),
            }
            self._ids[key] = gen[key.split('#')[0]]()
        return self._ids[key]

    def AJ(self, job):
        return [('an ' if job[0] in 'aeiou' else 'a '), ('PROFESSION', job)]

    def natno(self):
        labs, typ = lc.NATNO[self.cc]
        return self.ch(labs), (typ, self.get('nat'))

    def url(self, base, path):
        return self.ch(['https://', 'http://', 'www.', '']) + ('' if base.startswith('www') else '') + \
            base + '/' + path

    def money(self, lo, hi):
        return '%s%s' % (self.cur, format(self.r.randint(lo, hi), ',') + self.ch(['', '.00', '.%02d' % self.r.randint(1, 99)]))
