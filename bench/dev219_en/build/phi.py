"""Case context and PHI surface forms for dev219_en."""
import datetime as dt
import pools as P

AREA = {'OH': ['614', '937', '330', '419'], 'TX': ['210', '806', '254', '915', '903', '361'], 'GA': ['478', '912', '229', '706'],
        'MI': ['517', '269', '989', '810', '231'], 'MN': ['218', '507', '320', '952'], 'AZ': ['520', '928', '480'],
        'NY': ['315', '716', '518', '607', '718'], 'OR': ['541', '503', '458'], 'TN': ['865', '423', '731', '615'],
        'CO': ['719', '970', '303'], 'NC': ['336', '828', '910', '919'], 'LA': ['225', '337', '318', '985'],
        'WI': ['608', '920', '715'], 'NM': ['505', '575'], 'PA': ['570', '610', '814', '717'],
        'ON': ['905', '519', '705', '807', '613', '289'], 'BC': ['604', '250', '778'], 'AB': ['403', '587', '780'],
        'MB': ['204', '431'], 'SK': ['306', '639'], 'QC': ['819', '450', '418', '514'], 'NS': ['902', '782'],
        'NB': ['506'], 'NL': ['709']}

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
        'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
        'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('' if o == 0 else '-' + ONES[o])


def ordn(n):
    if 10 <= n % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


def date_str(d, style):
    y, m, dd = d.year, d.month, d.day
    w = WDAY[d.weekday()]
    return {
        'us': '%02d/%02d/%d' % (m, dd, y),
        'us_nopad': '%d/%d/%d' % (m, dd, y),
        'us_short': '%d/%d/%02d' % (m, dd, y % 100),
        'us_dash': '%02d-%02d-%d' % (m, dd, y),
        'long': '%s %d, %d' % (MONTHS[m - 1], dd, y),
        'long_nc': '%s %d %d' % (MONTHS[m - 1], dd, y),
        'mon': '%s %d, %d' % (MON3[m - 1], dd, y),
        'mon_dot': '%s. %d, %d' % (MON3[m - 1], dd, y),
        'dmy_mon': '%02d-%s-%d' % (dd, MON3[m - 1], y),
        'dmy_mon2': '%d-%s-%02d' % (dd, MON3[m - 1], y % 100),
        'caps': '%02d%s%d' % (dd, MON3[m - 1].upper(), y),
        'iso': '%d-%02d-%02d' % (y, m, dd),
        'slash_iso': '%d/%02d/%02d' % (y, m, dd),
        'dmy': '%02d/%02d/%d' % (dd, m, y),
        'dmon': '%d %s %d' % (dd, MON3[m - 1], y),
        'dmonl': '%d %s %d' % (dd, MONTHS[m - 1], y),
        'wd_long': '%s, %s %d, %d' % (w, MONTHS[m - 1], dd, y),
        'wd_dmonl': '%s %d %s %d' % (w, dd, MONTHS[m - 1], y),
        # short (no year)
        'md': '%d/%d' % (m, dd),
        'md0': '%02d/%02d' % (m, dd),
        'monthday': '%s %d' % (MONTHS[m - 1], dd),
        'mon_d': '%s %d' % (MON3[m - 1], dd),
        'dmon_s': '%d %s' % (dd, MON3[m - 1]),
        'ord': '%s %s' % (MONTHS[m - 1], ordn(dd)),
        'wd_md': '%s %d/%d' % (w[:3], m, dd),
        'wd_mon': '%s, %s %d' % (w[:3], MON3[m - 1], dd),
        'wd': w,
        'the_ord': ordn(dd),
        # partial
        'month_year': '%s %d' % (MONTHS[m - 1], y),
        'mon_year': '%s %d' % (MON3[m - 1], y),
        'mm_yyyy': '%02d/%d' % (m, y),
        'year': '%d' % y,
        'month': MONTHS[m - 1],
    }[style]


US_FULL = ['us', 'us', 'us', 'us_nopad', 'us_short', 'long', 'mon', 'dmy_mon', 'iso', 'caps', 'us_dash', 'mon_dot']
CA_FULL = ['iso', 'iso', 'iso', 'long', 'dmonl', 'dmy', 'dmon', 'dmy_mon', 'slash_iso', 'mon', 'dmy_mon2']
US_SHORT = ['md', 'md', 'md0', 'monthday', 'mon_d', 'wd_md', 'ord']
CA_SHORT = ['monthday', 'dmon_s', 'mon_d', 'wd_mon', 'md', 'ord']


class Person(object):
    def __init__(self, given, surname, sex, middle='', cred='', age=None, prof=None, rel=''):
        self.given, self.surname, self.sex, self.middle = given, surname, sex, middle
        self.cred, self.age, self.prof, self.rel = cred, age, prof, rel
        self.nick = P.NICK.get(given)
        self.user = None


def nm(p, typ, form='full'):
    g, m, s = p.given, p.middle, p.surname
    if form == 'full':
        v = '%s %s' % (g, s)
    elif form == 'fml':
        v = '%s %s. %s' % (g, m[0], s) if m else '%s %s' % (g, s)
    elif form == 'fmfull':
        v = '%s %s %s' % (g, m, s) if m else '%s %s' % (g, s)
    elif form == 'lf':
        v = '%s, %s' % (s, g)
    elif form == 'lfm':
        v = '%s, %s %s' % (s, g, m[0]) if m else '%s, %s' % (s, g)
    elif form == 'LF':
        v = ('%s, %s' % (s, g)).upper()
    elif form == 'g':
        v = g
    elif form == 's':
        v = s
    elif form == 'is':
        v = '%s. %s' % (g[0], s)
    elif form == 'is_nodot':
        v = '%s %s' % (g[0], s)
    elif form == 'inits':
        v = '%s.%s.' % (g[0], s[0])
    elif form == 'inits2':
        v = '%s%s' % (g[0], s[0])
    elif form == 'inits_lc':
        v = ('%s%s' % (g[0], s[0])).lower()
    elif form == 'caps':
        v = ('%s %s' % (g, s)).upper()
    elif form == 'S':
        v = s.upper()
    elif form == 'nick':
        v = p.nick or g
    elif form == 'gi':
        v = '%s %s.' % (g, s[0])
    else:
        raise ValueError(form)
    return (v, typ)


def title(p):
    return {'F': ['Ms.', 'Ms', 'Mrs.'], 'M': ['Mr.', 'Mr']}[p.sex]


class Case(object):
    """Everything one note may mention about one infant and the people around it."""

    def __init__(self, rng, ga=(23, 41), country=None):
        r = self.r = rng
        self.country = country or ('US' if r.random() < 0.6 else 'CA')
        us = self.country == 'US'
        reg = r.choice(P.US_STATES if us else P.CA_PROVS)
        self.state, self.st, cities, self.pfx = reg
        self.city = r.choice(cities)
        self.rurals = P.RURAL_US if us else P.RURAL_CA
        self.home_city = r.choice(cities + [r.choice(self.rurals)])
        self.full_styles = [r.choice(US_FULL if us else CA_FULL), r.choice(US_FULL if us else CA_FULL)]
        self.short_style = r.choice(US_SHORT if us else CA_SHORT)
        self.areas = AREA[self.st]
        self.area = r.choice(self.areas)
        # dates
        base = dt.date(2019, 1, 1)
        self.dob = base + dt.timedelta(days=r.randrange(0, 2370))
        # infant
        self.sex = r.choice('FM')
        ga_w = r.randint(ga[0], ga[1])
        self.ga_w, self.ga_d = ga_w, r.randint(0, 6)
        self.bw = self._bw(ga_w)
        self.twin = r.random() < 0.08
        self.twin_letter = r.choice('AB')
        # parents
        self.mother = self.person('F', r.randint(16, 44), rel='mother')
        self.father = None
        if r.random() < 0.75:
            if r.random() < 0.06:
                self.father = self.person('F', r.randint(20, 46), rel='co-parent')
            else:
                self.father = self.person('M', r.randint(17, 52), rel='father')
        x = r.random()
        if self.father and x < 0.45:
            surname = self.father.surname
        elif self.father and x < 0.55:
            surname = '%s-%s' % (self.mother.surname, self.father.surname)
        else:
            surname = self.mother.surname
        given = r.choice(P.GIRL if self.sex == 'F' else P.BOY)
        mid = r.choice(P.GIRL if self.sex == 'F' else P.BOY) if r.random() < 0.5 else ''
        if mid == given:
            mid = ''
        self.baby = Person(given, surname, self.sex, middle=mid)
        self.named = r.random() < 0.7
        self.gma = self.person('F', r.randint(38, 72), rel=r.choice(['maternal grandmother',
                                                                     'paternal grandmother']))
        self.aunt = self.person(r.choice('FM'), r.randint(18, 50), rel='aunt')
        if self.aunt.sex == 'M':
            self.aunt.rel = 'uncle'
        self.sibs = []
        for _ in range(r.choice([0, 0, 1, 1, 2, 3])):
            sx = r.choice('FM')
            self.sibs.append(Person(r.choice(P.GIRL if sx == 'F' else P.BOY), surname, sx,
                                    age=r.randint(1, 14)))
        # address / contact
        self.street = self.street_line()
        self.zip = self.postal()
        self._ids = {}
        self._clin = {}
        self._hosp = {}

    # ---------- basic generators ----------
    def _bw(self, w):
        pts = [(22, 500), (24, 650), (26, 850), (28, 1100), (30, 1400), (32, 1750), (34, 2200),
               (36, 2700), (38, 3100), (40, 3450), (42, 3600)]
        for (a, wa), (b, wb) in zip(pts, pts[1:]):
            if a <= w <= b:
                base = wa + (wb - wa) * (w - a) / float(b - a)
                break
        else:
            base = 3400
        return int(base * self.r.uniform(0.72, 1.25)) // 5 * 5

    def person(self, sex, age=None, rel=''):
        r = self.r
        g = r.choice(P.WOMAN if sex == 'F' else P.MAN)
        s = r.choice(P.SURNAME)
        mid = r.choice(P.WOMAN if sex == 'F' else P.MAN) if r.random() < 0.35 else ''
        if mid == g:
            mid = ''
        prof = r.choice(P.PROFESSION) if r.random() < 0.8 else None
        return Person(g, s, sex, middle=mid, age=age, prof=prof, rel=rel)

    def digits(self, n):
        return ''.join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, alpha='ABCDEFGHJKLMNPRSTUVWXYZ'):
        return ''.join(self.r.choice(alpha) for _ in range(n))

    def street_line(self):
        r = self.r
        s = '%d %s %s' % (r.randint(2, 9899), r.choice(P.STREET_NAMES), r.choice(P.STREET_TYPES))
        if r.random() < 0.3:
            s += ', ' + r.choice(P.UNIT_FORMS).format(n=r.choice([str(r.randint(1, 40)), '%d%s' % (r.randint(1, 9), r.choice('ABCD')), str(r.randint(101, 1204))]))
        elif r.random() < 0.08:
            s = 'RR %d, Site %d, Box %d' % (r.randint(1, 9), r.randint(1, 30), r.randint(1, 200)) if self.country == 'CA' \
                else 'PO Box %d' % r.randint(10, 9999)
        return s

    def postal(self):
        r = self.r
        if self.country == 'US':
            z = r.choice(self.pfx) + self.digits(3)
            if r.random() < 0.15:
                z += '-' + self.digits(4)
            return z
        L = 'ABCEGHJKLMNPRSTVWXYZ'
        return '%s%d%s %d%s%d' % (r.choice(self.pfx), r.randrange(10), r.choice(L), r.randrange(10),
                                 r.choice(L), r.randrange(10))

    def phone(self, style=None, tollfree=False):
        r = self.r
        area = self.area if r.random() < 0.7 else r.choice(self.areas)
        if tollfree and r.random() < 0.5:
            area = r.choice(['800', '888', '877'])
        n = '01%02d' % r.randrange(100) if r.random() < 0.8 else self.digits(4)
        style = style if style is not None else r.randrange(7)
        if style == 0:
            return '(%s) 555-%s' % (area, n)
        if style == 1:
            return '%s-555-%s' % (area, n)
        if style == 2:
            return '%s.555.%s' % (area, n)
        if style == 3:
            return '555-%s' % n
        if style == 4:
            return '+1 %s 555 %s' % (area, n)
        if style == 5:
            return '(%s) 555-%s ext. %d' % (area, n, r.randint(2, 9999))
        return '%s 555 %s' % (area, n)

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return '10.%d.%d.%d' % (r.randrange(256), r.randrange(256), r.randint(1, 254))
        if k == 1:
            return '192.168.%d.%d' % (r.randrange(256), r.randint(1, 254))
        return '172.%d.%d.%d' % (r.randint(16, 31), r.randrange(256), r.randint(1, 254))

    def email(self, p):
        r = self.r
        g, s = p.given.lower().replace(' ', ''), p.surname.lower().replace(' ', '').replace("'", '')
        k = r.randrange(5)
        local = [g + '.' + s, g[0] + s + str(r.randint(1, 99)), g + '_' + s[:4], s + g[0] + str(r.randint(80, 99)),
                 g + str(r.randint(1, 2005))][k]
        return '%s@%s' % (local, r.choice(P.EMAIL_DOM))

    # ---------- ids (persistent per case) ----------
    def id(self, kind):
        if kind not in self._ids:
            self._ids[kind] = self._mk_id(kind)
        return self._ids[kind]

    def _mk_id(self, kind):
        r, d, L = self.r, self.digits, self.letters
        us = self.country == 'US'
        if kind in ('mrn', 'mom_mrn'):
            k = self.id('mrn_style') if kind == 'mom_mrn' else self.id('mrn_style')
            return {0: '00' + d(6), 1: 'E' + d(7), 2: d(7), 3: '%s-%s-%s' % (d(2), d(2), d(2)),
                    4: 'M' + d(8), 5: d(3) + '-' + d(4) + '-' + d(1), 6: 'H' + d(7)}[k]
        if kind == 'mrn_style':
            return r.randrange(7)
        if kind in ('acct', 'mom_acct'):
            return r.choice([d(10), 'V' + d(9), d(4) + '-' + d(4), 'ENC-' + d(7), d(2) + '-' + d(6) + '-' + d(2)])
        if kind == 'plan':
            if us:
                return r.choice(['MCD' + d(9), d(11), L(3) + d(6), 'W' + d(9), L(2) + d(7) + L(1), d(8) + 'A'])
            return {'ON': '%s %s %s %s' % (d(4), d(3), d(3), L(2)), 'BC': '9%s %s %s' % (d(3), d(3), d(3)),
                    'AB': '%s-%s' % (d(5), d(4)), 'MB': '%s %s %s' % (d(3), d(3), d(3)),
                    'QC': '%s %s %s' % (L(4), d(4), d(4)), 'SK': d(9), 'NS': '%s %s %s' % (d(4), d(3), d(3)),
                    'NB': d(9), 'NL': d(12)}[self.st]
        if kind == 'group':
            return r.choice([d(5), 'GRP-' + d(6), L(2) + d(4)])
        if kind == 'mom_plan':
            return self._mk_id('plan')
        if kind in ('ssn', 'mom_ssn'):
            if us:
                return r.choice(['9%s-%s-%s' % (d(2), d(2), d(4)), '000-%s-%s' % (d(2), d(4)), '9' + d(8)])
            return '9%s %s %s' % (d(2), d(3), d(3))
        if kind == 'bioid':
            return r.choice(['FP-' + d(6), 'FTP-%s-%s' % (d(4), d(2)), 'BIO' + d(7), 'FPR %s' % d(8)])
        if kind == 'tag':
            return r.choice(['%s-%s' % (d(2), d(5)), 'HT' + d(6), d(7), 'TX-%s%s' % (L(1), d(5))])
        if kind == 'dl':
            return r.choice(['%s%s-%s-%s' % (L(1), d(4), d(5), d(5)), L(1) + d(8), d(9), '%s %s %s' % (d(3), d(3), d(3))])
        if kind == 'plate':
            return r.choice(['%d%s%s' % (r.randint(1, 9), L(3), d(3)), '%s-%s' % (L(3), d(4)), '%s %s' % (L(4), d(3)),
                             '%s%s %s' % (L(1), d(2), L(3)), '%s%s%s' % (L(2), d(1), L(2)) + d(1)])
        if kind == 'vin':
            A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
            return ''.join(r.choice(A) for _ in range(17))
        if kind == 'tail':
            return r.choice(['N%d%s' % (r.randint(100, 999), L(2)), 'C-G%s' % L(3), 'C-F%s' % L(3), 'N%dMT' % r.randint(10, 99)])
        if kind == 'unitno':
            return str(r.randint(11, 4999))
        return d(8)

    def npi(self):
        return r_choice(self.r, ['1', '2']) + self.digits(9)

    # ---------- hospitals ----------
    def hosp(self, key):
        if key not in self._hosp:
            r = self.r
            if key in ('nicu', 'birth', 'ref', 'level2', 'mom'):
                suf = P.HOSP_SUFFIX_US if self.country == 'US' else P.HOSP_SUFFIX_CA
                used = [self._hosp.get(k + '_pre') for k in ('nicu', 'birth', 'ref', 'level2', 'mom')]
                pre = r.choice([x for x in P.HOSP_PREFIX if x not in used])
                v = '%s %s' % (pre, r.choice(suf))
                if key == 'nicu' and r.random() < 0.5:
                    v = '%s %s' % (pre, "Children's Hospital")
                self._hosp[key + '_pre'] = pre
            elif key == 'unit':
                v = r.choice(P.UNIT_NAMES)
            elif key == 'nursery':
                v = r.choice(P.NURSERY_UNITS)
            elif key == 'pcp':
                v = r.choice(P.CLINIC)
            elif key == 'fu':
                v = r.choice(P.FU_CLINIC)
            elif key == 'pharm':
                v = r.choice(P.PHARMACY)
            elif key == 'eye':
                v = r.choice(P.EYE)
            else:
                v = r.choice(P.AGENCY)
            self._hosp[key] = v
        return self._hosp[key]

    def hosp_short(self, key):
        """An acronym or the short name of a hospital."""
        full = self.hosp(key)
        if self.r.random() < 0.5:
            return self._hosp[key + '_pre']
        return ''.join(w[0] for w in full.replace("'", '').replace('.', '').split() if w[0].isupper())

    # ---------- clinicians ----------
    def clin(self, role):
        if role not in self._clin:
            r = self.r
            sx = r.choice('FM')
            g = r.choice(P.DOC_GIVEN)
            s = r.choice(P.DOC_SURNAME + P.SURNAME[:40])
            cred = {'att': r.choice(['MD', 'MD', 'DO', 'MD, FAAP'] if self.country == 'US' else ['MD', 'MD, FRCPC']),
                    'fellow': 'MD', 'res': r.choice(['MD', 'DO', 'MD']), 'nnp': r.choice(['NNP-BC', 'NNP', 'NP', 'APRN']),
                    'rn': r.choice(['RN', 'RN', 'RN, BSN']), 'rt': r.choice(['RRT', 'RRT-NPS', 'RT']),
                    'ibclc': r.choice(['RN, IBCLC', 'IBCLC', 'BSN, IBCLC']), 'sw': r.choice(['LCSW', 'MSW, RSW', 'MSW', 'LMSW']),
                    'eye': 'MD', 'cards': 'MD', 'rad': 'MD', 'pcp': r.choice(['MD', 'DO', 'MD', 'NP', 'PA-C']),
                    'ob': 'MD', 'trn': r.choice(['RN, C-NPT', 'RN', 'RN, CCRN']), 'medic': r.choice(['EMT-P', 'Paramedic', 'ACP']),
                    'rd': r.choice(['RD', 'RDN', 'RD, CSP']), 'pt': r.choice(['PT, DPT', 'PT', 'OTR/L']),
                    'pharm': r.choice(['PharmD', 'RPh']), 'aud': r.choice(['AuD, CCC-A', 'MClSc, Aud(C)']),
                    'fu': r.choice(['MD', 'MD', 'PhD']), 'sono': r.choice(['RDMS', 'RDCS', 'RDCS']),
                    'gen': 'MD', 'nbs': r.choice(['RN', 'MS, CGC', 'MD']), 'interp': '', 'pilot': '',
                    'rn2': r.choice(['RN', 'RN', 'RPN' if self.country == 'CA' else 'LPN']),
                    'therapist': r.choice(['LCSW', 'PhD', 'MD', 'LMFT'])}.get(role, 'MD')
            if self.country == 'CA':
                cred = cred.replace('LCSW', 'RSW').replace('LMSW', 'MSW, RSW')
            used = [q.surname for q in self._clin.values()]
            while s in used:
                s = r.choice(P.DOC_SURNAME + P.SURNAME[:40])
            p = Person(g, s, sx, cred=cred, rel=role)
            if r.random() < 0.4:
                p.middle = r.choice('ABCDEFGHJKLMNPRSTW')
            p.user = r.choice(['%s%s' % (g[0].lower(), s.lower()[:7]), '%s%s%d' % (g[0].lower(), s.lower()[:5], r.randint(1, 9)),
                               s.upper()[:6] + g[0], '%s.%s' % (g.lower(), s.lower()), '%s%s%s' % (g[0].lower(), p.middle.lower(), s.lower()[:6])])
            p.user = p.user.replace("'", '').replace(' ', '').replace('-', '')
            self._clin[role] = p
        return self._clin[role]

    # ---------- dates / ages ----------
    def day(self, n):
        return self.dob + dt.timedelta(days=n)

    def D(self, d, style=None):
        if style is None:
            style = self.full_styles[0] if self.r.random() < 0.75 else self.full_styles[1]
        return (date_str(d, style), 'DATE')

    def Ds(self, d, style=None):
        return (date_str(d, style or self.short_style), 'DATE')

    def Dany(self, d):
        return (date_str(d, self.r.choice(US_FULL + US_SHORT + ['wd_long', 'month_year'])), 'DATE')

    # ---------- names ----------
    def pt(self, form=None):
        """Patient (infant) mention: list of pieces, titles/placeholders outside the span."""
        r, b = self.r, self.baby
        unnamed_forms = ('bbs', 'bs', 'sb', 'SB', 'inf', 'twin')
        if form is not None:
            if self.named and form in unnamed_forms:
                form = 'LF' if form == 'SB' else 'full'
            elif not self.named and form not in unnamed_forms:
                form = 'SB' if form in ('LF', 'caps') else 'bbs'
        if not self.named:
            sexw = 'Girl' if self.sex == 'F' else 'Boy'
            f = form or r.choice(['bbs', 'bs', 'sb', 'SB', 'inf', 'twin'])
            if f == 'twin' and not self.twin:
                f = 'bbs'
            if f == 'bbs':
                return ['Baby %s ' % sexw, (b.surname, 'PATIENT')]
            if f == 'bs':
                return ['B%s ' % sexw[0], (b.surname, 'PATIENT')]
            if f == 'sb':
                return [(b.surname, 'PATIENT'), ', Baby %s' % sexw]
            if f == 'SB':
                return [(b.surname.upper(), 'PATIENT'), ', BABY %s' % sexw.upper()]
            if f == 'inf':
                return ['Infant ', (b.surname, 'PATIENT')]
            return [(b.surname, 'PATIENT'), ' Twin %s' % self.twin_letter]
        f = form or r.choice(['full', 'full', 'g', 'g', 'lf', 'LF', 'fml', 'caps', 'nick', 'gi'])
        if f == 'nick' and not b.nick:
            f = 'g'
        if f in ('fml', 'lfm') and not b.middle:
            f = 'full'
        return [nm(b, 'PATIENT', f)]

    def pt_short(self):
        if not self.named:
            return self.pt(self.r.choice(['bbs', 'bs', 'inf']))
        return self.pt(self.r.choice(['g', 'g', 'nick', 'full']))

    def fam(self, p, form=None, titled=None):
        r = self.r
        f = form or r.choice(['full', 'full', 'g', 'g', 'ts', 'lf', 'fml'])
        if f == 'ts':
            return [r.choice(title(p)) + ' ', nm(p, 'FAMILY', 's')]
        if f == 'fml' and not p.middle:
            f = 'full'
        return [nm(p, 'FAMILY', f)]

    def dr(self, role, form=None):
        """Clinician mention, credential/title outside the span."""
        r, p = self.r, self.clin(role)
        phys = role in ('att', 'fellow', 'res', 'eye', 'cards', 'rad', 'ob', 'gen', 'fu') or \
            (role == 'pcp' and p.cred in ('MD', 'DO'))
        f = form or r.choice(['dr_s', 'dr_s', 'full_c', 'is_c', 'full', 's', 'dr_full', 'fml_c'])
        if f.startswith('dr') and not phys:
            f = 'full_c'
        if f == 'fml_c' and not p.middle:
            f = 'full_c'
        if f == 'dr_s':
            return [r.choice(['Dr. ', 'Dr ', 'Dr. ']), nm(p, 'DOCTOR', 's')]
        if f == 'dr_full':
            return [r.choice(['Dr. ', 'Dr ']), nm(p, 'DOCTOR', 'full')]
        if f == 'full_c':
            return [nm(p, 'DOCTOR', 'full')] + ([', ' + p.cred] if p.cred else [])
        if f == 'fml_c':
            return [nm(p, 'DOCTOR', 'fml'), ', ' + p.cred]
        if f == 'is_c':
            return [nm(p, 'DOCTOR', 'is')] + ([' ' + p.cred.split(',')[0]] if p.cred else [])
        if f == 'lf':
            return [nm(p, 'DOCTOR', 'lf')]
        if f == 'LF':
            return [nm(p, 'DOCTOR', 'LF')]
        if f == 'g':
            return [nm(p, 'DOCTOR', 'g')]
        if f == 'inits':
            return [nm(p, 'DOCTOR', 'inits_lc')]
        return [nm(p, 'DOCTOR', 'full' if f == 'full' else 's')]

    # ---------- ages ----------
    def rural(self):
        return self.r.choice(self.rurals)

    def age_adj(self, n):
        """Age used as an adjective ('a 28 yo G2P1')."""
        return self.age(n, self.r.choice([0, 1, 2, 2, 3, 4, 7, 8, 11]))

    def age(self, n, style=None):
        r = self.r
        s = style if style is not None else r.randrange(12)
        a = ('%d' % n, 'AGE')
        return [[a, ' yo'], [a, 'yo'], [a, '-year-old'], [a, ' y/o'], [a, ' y.o.'], ['age ', a],
                [a, ' years old'], [a, ' yr old'], [(words(n), 'AGE'), '-year-old'], ['aged ', a],
                [a, ' yo'], [a, '-yr-old']][s]

    def iage(self, days, style=None):
        """Chronological age of the infant (annotated AGE)."""
        r = self.r
        if days < 14:
            n, u = days, 'day'
        elif days < 84:
            n, u = days // 7, 'week'
        else:
            n, u = int(days / 30.4), 'month'
        a = ('%d' % n, 'AGE')
        s = style if style is not None else r.randrange(5)
        ab = {'day': 'd', 'week': 'wk', 'month': 'mo'}[u]
        pl = '' if n == 1 else 's'
        return [[a, '-%s-old' % u], [a, ' %s%s old' % (u, pl)], [a, ' %s old' % ab], [a, '-%s-old' % ab],
                [a, ' %s%s of age' % (u, pl)]][s]


def r_choice(r, xs):
    return r.choice(xs)


def addr(c, street=True, sep=', ', country=False, lines=False):
    """Home address of the family split into its parts."""
    out = []
    if street:
        out += [(c.street, 'STREET'), '\n' if lines else sep]
    out += [(c.home_city, 'CITY'), ', ' if c.r.random() < 0.7 else ' ', (c.st if c.r.random() < 0.8 else c.state, 'STATE'),
            '  ' if c.r.random() < 0.2 else ' ', (c.zip, 'ZIP')]
    if country:
        out += ['\n' if lines else sep, ('Canada' if c.country == 'CA' else c.r.choice(['USA', 'United States']), 'COUNTRY')]
    return out


def site_addr(c, lines=False):
    """Address of a care site (random street in the case's city)."""
    r = c.r
    s = '%d %s %s' % (r.randint(10, 3999), r.choice(P.STREET_NAMES), r.choice(['Avenue', 'Street', 'Blvd', 'Road', 'Parkway', 'Drive']))
    if r.random() < 0.4:
        s += ', ' + r.choice(['Suite %d' % r.randint(100, 650), 'Floor %d' % r.randint(2, 9), 'Unit %d' % r.randint(1, 30)])
    z = c.postal()
    return [(s, 'STREET'), '\n' if lines else ', ', (c.city, 'CITY'), ', ', (c.st, 'STATE'), ' ', (z, 'ZIP')]
