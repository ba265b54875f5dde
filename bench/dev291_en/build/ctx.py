"""Case context: one invented patient, family, care team, sites, identifiers
and devices, plus formatting helpers that return PHI markup."""
import datetime as dt

import pools as P
from core import M, fmt_date, STYLES_DMY, STYLES_MDY, STYLES_CA

ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
        'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
        'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy',
        'eighty', 'ninety']


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('-' + ONES[o] if o else '')


def digits(r, n):
    return ''.join(str(r.randint(0, 9)) for _ in range(n))


def letters(r, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(r.choice(pool) for _ in range(n))


class Person:
    def __init__(self, r, sex=None, last=None):
        self.sex = sex or r.choice('FM')
        self.first = r.choice(P.FIRST_F if self.sex == 'F' else P.FIRST_M)
        self.last = last or r.choice(P.SURNAMES)
        self.mid = r.choice('ABCDEFGHJKLMNPRSTW') if r.random() < 0.45 else None
        self.nick = P.NICK.get(self.first)

    def form(self, f):
        a, b, m = self.first, self.last, self.mid
        if f == 'full':
            return a + ' ' + b
        if f == 'full_mid':
            return '%s %s. %s' % (a, m, b) if m else a + ' ' + b
        if f == 'last':
            return b
        if f == 'first':
            return a
        if f == 'lf':
            return b + ', ' + a
        if f == 'LF':
            return b.upper() + ', ' + a
        if f == 'LFU':
            return b.upper() + ', ' + a.upper() + (' ' + m if m else '')
        if f == 'init':
            return a[0] + '.' + b[0] + '.'
        if f == 'init2':
            return a[0] + b[0]
        if f == 'initlow':
            return (a[0] + b[0]).lower()
        if f == 'first_i':
            return a + ' ' + b[0] + '.'
        if f == 'i_last':
            return a[0] + '. ' + b
        if f == 'i_last2':
            return a[0] + ' ' + b
        if f == 'nick':
            return self.nick or a
        raise KeyError(f)


ROLES = {
    'UK': {'cons': ['Consultant Diabetologist', 'Consultant in Diabetes & Endocrinology',
                    'Consultant Physician'],
           'paed': ['Consultant Paediatrician (Diabetes)', 'Paediatric Diabetes Consultant'],
           'dsn': ['Diabetes Specialist Nurse', 'Lead DSN (Technology)',
                   'Diabetes Specialist Nurse – Pumps', 'Paediatric DSN'],
           'diet': ['Specialist Diabetes Dietitian', 'Diabetes Dietitian'],
           'reg': ['Specialty Registrar (ST5)', 'Diabetes SpR', 'Clinical Fellow'],
           'psy': ['Clinical Psychologist'],
           'gp': 'GP'},
    'US': {'cons': ['Endocrinologist', 'Attending Physician, Endocrinology'],
           'paed': ['Pediatric Endocrinologist'],
           'dsn': ['Diabetes Nurse Educator', 'RN, CDCES', 'Nurse Practitioner, Endocrinology'],
           'diet': ['Registered Dietitian, CDCES'],
           'reg': ['Endocrinology Fellow', 'PGY-2 Resident'],
           'psy': ['Health Psychologist'],
           'gp': 'PCP'},
    'AU': {'cons': ['Endocrinologist', 'Staff Specialist, Endocrinology'],
           'paed': ['Paediatric Endocrinologist'],
           'dsn': ['Credentialled Diabetes Educator', 'CNC Diabetes', 'Diabetes Nurse Educator'],
           'diet': ['Accredited Practising Dietitian'],
           'reg': ['Advanced Trainee, Endocrinology', 'Endocrine Registrar'],
           'psy': ['Clinical Psychologist'],
           'gp': 'GP'},
    'CA': {'cons': ['Endocrinologist', 'Staff Endocrinologist'],
           'paed': ['Pediatric Endocrinologist'],
           'dsn': ['Certified Diabetes Educator (RN)', 'Diabetes Nurse Educator'],
           'diet': ['Registered Dietitian, CDE'],
           'reg': ['Endocrinology Resident (PGY-4)'],
           'psy': ['Psychologist'],
           'gp': 'family physician'},
    'NZ': {'cons': ['Diabetologist', 'Consultant Physician (Diabetes)'],
           'paed': ['Consultant Paediatrician'],
           'dsn': ['Diabetes Clinical Nurse Specialist', 'Diabetes Nurse Specialist'],
           'diet': ['Diabetes Dietitian'],
           'reg': ['Medical Registrar'],
           'psy': ['Health Psychologist'],
           'gp': 'GP'},
}
RELS_ADULT = ['wife', 'husband', 'partner', 'mother', 'father', 'sister', 'brother',
              'daughter', 'son', 'flatmate', 'friend', 'neighbour']
RELS_CHILD = ['mother', 'father', 'mum', 'dad', 'grandmother', 'stepfather', 'aunt']
FEM = {'wife', 'mother', 'mum', 'sister', 'daughter', 'grandmother', 'aunt'}
MAL = {'husband', 'father', 'dad', 'brother', 'son', 'stepfather'}


class Case:
    def __init__(self, r, country, today, age, child=False):
        self.r = r
        self.country = self.cc = country
        self.C = P.COUNTRIES[country]
        self.us = country == 'US'
        self.today = today
        self.age = age
        self.child = child
        self.pat = Person(r)
        bday = r.randint(0, 364)
        self.dob = today - dt.timedelta(days=int(age * 365.25) + bday)
        # place
        self.town = r.choice(self.C['towns'])
        reg = r.choice(self.C['regions'])
        self.reg = reg
        self.street = self.make_street()
        self.zip = self.make_zip()
        # family
        rels = RELS_CHILD if child else RELS_ADULT
        self.fam = []
        for rel in r.sample(rels, 3):
            sex = 'F' if rel in FEM else ('M' if rel in MAL else None)
            same = rel in ('mother', 'mum', 'father', 'dad', 'sister', 'brother', 'son',
                           'daughter', 'wife', 'husband')
            p = Person(r, sex, self.pat.last if same and r.random() < 0.7 else None)
            p.rel = rel
            self.fam.append(p)
        self.prof = r.choice(P.PROFESSIONS)
        # team
        rl = ROLES[country]
        self.team = {}
        for k in ('cons', 'paed', 'dsn', 'diet', 'reg', 'psy'):
            p = Person(r)
            p.role = r.choice(rl[k])
            p.dr = k in ('cons', 'paed', 'reg') or (k == 'psy' and r.random() < .5)
            self.team[k] = p
        self.gp = Person(r)
        self.gp.role = rl['gp']
        self.gp.dr = True
        self.dsn2 = Person(r)
        self.dsn2.role = self.team['dsn'].role
        self.dsn2.dr = False
        # sites
        self.hosp = r.choice(self.C['hosp'])
        self.clinic = r.choice(self.C['clinics'])
        self.gp_site = r.choice(self.C['gp'])
        self.pharm = r.choice(self.C['pharm'])
        self.ward = r.choice(self.C['wards'])
        self.hosp_town = r.choice(self.C['towns'])
        self.hosp_street = '%d %s %s' % (r.randint(1, 400), r.choice(P.STREET_NAMES),
                                         r.choice(self.C['street_sfx']))
        self.hosp_zip = self.make_zip()
        # identifiers
        self.mrn = self.make_mrn()
        self.nat = self.make_national()
        self.hp = self.make_plan()
        self.insurer = r.choice(P.INSURERS[country])
        self.school = r.choice(P.SCHOOLS[country])
        self.employer = r.choice(P.EMPLOYERS)
        # devices
        self.maker = r.choice(P.MAKERS)
        self.pump = r.choice(self.maker['pump'])
        self.cgmmaker = r.choice(P.CGM_MAKERS)
        self.cgm = r.choice(self.cgmmaker['cgm'])
        self.pump_sn = self.make_pump_sn()
        self.tx_id = letters(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') + \
            letters(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')
        self.rapid = r.choice(P.INSULINS_RAPID)
        self.basal = r.choice(P.INSULINS_BASAL)
        self.dx_age = r.randint(1, max(2, min(age - 1, 40)))
        self.dx_year = today.year - (age - self.dx_age)
        self.email = self.make_email(self.pat)
        self.phone_h = self.phone('land')
        self.phone_m = self.phone('mob')

    # ------------------------------------------------------------ makers
    def make_street(self):
        r = self.r
        base = '%d %s %s' % (r.randint(1, 240), r.choice(P.STREET_NAMES),
                             r.choice(self.C['street_sfx']))
        x = r.random()
        if x < 0.2:
            if self.cc == 'UK':
                return 'Flat %d, %s' % (r.randint(1, 12), base)
            if self.cc == 'US':
                return base + ', Apt %d%s' % (r.randint(1, 30), r.choice('ABCD'))
            if self.cc == 'CA':
                return base + ', Unit %d' % r.randint(101, 1804)
            return '%d/%s' % (r.randint(1, 9), base)
        return base

    def make_zip(self):
        r, cc = self.r, self.cc
        if cc == 'UK':
            return '%s%d %d%s' % (r.choice(['HB', 'KW', 'LW', 'TR', 'DL', 'WF', 'NE', 'CM',
                                             'SY', 'EX', 'PR', 'BD']),
                                  r.randint(1, 29), r.randint(1, 9), letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        if cc == 'US':
            z = '%05d' % r.randint(10000, 99950)
            return z + ('-' + digits(r, 4) if r.random() < 0.15 else '')
        if cc == 'AU':
            first = {'NSW': '2', 'VIC': '3', 'QLD': '4', 'SA': '5', 'WA': '6', 'TAS': '7'}
            return first[self.reg[1]] + digits(r, 3)
        if cc == 'CA':
            L = 'ABCEGHJKLMNPRSTVWXYZ'
            return '%s%d%s %d%s%d' % (r.choice(self.reg[2]), r.randint(0, 9), r.choice(L),
                                      r.randint(0, 9), r.choice(L), r.randint(0, 9))
        return '%04d' % r.randint(1010, 9890)

    def make_mrn(self):
        r, cc = self.r, self.cc
        if not hasattr(self, 'mrn_pre'):
            self.mrn_pre = r.choice({'UK': ['RX', 'K', 'H', 'M'], 'US': ['', '00', 'E'], 'AU': [''],
                                     'CA': ['H', 'M', ''], 'NZ': ['']}[cc])
        return self.mrn_pre + digits(r, 7)

    def make_national(self):
        r, cc = self.r, self.cc
        if cc == 'UK':
            return '%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 4))
        if cc == 'NZ':
            return letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4)
        if cc == 'AU':
            return '%d%s %s %d' % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 5))
        if cc == 'CA':
            return '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
        return '%d%s%s-%s-%s' % (r.randint(1, 9), letters(r, 1), digits(r, 1),
                                 letters(r, 2) + digits(r, 1), letters(r, 2) + digits(r, 2))

    def make_plan(self):
        r = self.r
        return letters(r, 3) + digits(r, r.choice([8, 9]))

    def make_pump_sn(self):
        r = self.r
        co = self.maker['co']
        if co.startswith('Ardent'):
            return 'SOL%s-%s' % (digits(r, 4), digits(r, 4))
        if co.startswith('Pellow'):
            return 'AE' + digits(r, 8)
        if co.startswith('Veld'):
            return 'TQ%s%s' % (digits(r, 6), letters(r, 1))
        return 'HX-%s-%s' % (digits(r, 3), digits(r, 5))

    def sensor_sn(self):
        r = self.r
        return r.choice(['0M', '3K', '7G', '8Q']) + letters(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')

    def lot(self):
        r = self.r
        return r.choice(['', 'L', '']) + digits(r, 7)

    def ssn(self):
        r = self.r
        if self.cc == 'CA':
            return '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3))
        return r.choice(['9%s' % digits(r, 2), '000']) + '-%s-%s' % (digits(r, 2), digits(r, 4))

    def lic(self, who='doc'):
        r, cc = self.r, self.cc
        if cc == 'UK':
            return ('GMC', digits(r, 7)) if who == 'doc' else \
                ('NMC PIN', '%s%s%s%s' % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1)))
        if cc == 'US':
            return ('NPI', '1' + digits(r, 9))
        if cc == 'AU':
            return ('AHPRA', ('MED' if who == 'doc' else 'NMW') + '000' + digits(r, 7))
        if cc == 'CA':
            return (('CPSO #', digits(r, 5)) if who == 'doc' else ('CNO Reg.', digits(r, 7)))
        return (('MCNZ', digits(r, 5)) if who == 'doc' else ('NCNZ', digits(r, 6)))

    def dea(self):
        r = self.r
        return letters(r, 2, 'ABFGM') + digits(r, 7)

    def driver_lic(self):
        r, cc, p = self.r, self.cc, self.pat
        if cc == 'UK':
            s = (p.last.replace('-', '').replace(' ', '').upper() + '99999')[:5]
            d = self.dob
            m = d.month + (50 if p.sex == 'F' else 0)
            return '%s%d%02d%02d%d%s%s%s' % (s, (d.year // 10) % 10, m, d.day, d.year % 10,
                                            p.first[0], p.mid or '9', digits(r, 1) + letters(r, 2))
        if cc == 'US':
            return '%s%s-%s-%s' % (letters(r, 1), digits(r, 3), digits(r, 4), digits(r, 4))
        if cc == 'AU':
            return digits(r, r.choice([8, 9]))
        if cc == 'CA':
            return '%s%s-%s-%s' % (p.last[0].upper(), digits(r, 4), digits(r, 5), digits(r, 5))
        return letters(r, 2) + digits(r, 6)

    def plate(self):
        r, cc = self.r, self.cc
        if cc == 'UK':
            return '%s%s %s' % (letters(r, 2), r.choice(['19', '68', '21', '71', '22', '72', '16']),
                                letters(r, 3))
        if cc == 'US':
            return '%d%s%s' % (r.randint(1, 9), letters(r, 3), digits(r, 3))
        if cc == 'AU':
            return '%s-%s' % (letters(r, 3), digits(r, 3))
        if cc == 'CA':
            return '%s %s' % (letters(r, 4), digits(r, 3))
        return letters(r, 3) + digits(r, 3)

    def make_email(self, p, dom=None):
        r = self.r
        dom = dom or r.choice(['example.com', 'example.net', 'example.org'])
        f, l = p.first.lower(), p.last.lower().replace(' ', '').replace('-', '')
        user = r.choice([f + '.' + l, f[0] + l, f + l[:3] + str(r.randint(1, 99)),
                         f + '_' + l, l + f[0] + str(r.randint(70, 99))])
        return user + '@' + dom

    def username(self, p=None):
        r = self.r
        p = p or self.pat
        f, l = p.first.lower(), p.last.lower().replace(' ', '').replace('-', '')
        return r.choice([f + '.' + l[:1] + digits(r, 2), f[0] + l, f + '_t1d',
                         l[:6] + digits(r, 3), f + l[:2] + digits(r, 2), f[0] + l[:5] + '.cgm'])

    def phone(self, kind='land'):
        r, cc = self.r, self.cc
        if cc == 'UK':
            if kind == 'mob':
                return r.choice(['07700 555%s', '07700 555 %s', '07711 555%s']) % digits(r, 3)
            area = r.choice(['0113', '0161', '01632', '0191', '01274', '01392'])
            return '%s %s' % (area, r.choice(['555 %s' % digits(r, 4), '555%s' % digits(r, 3)]))
        if cc in ('US', 'CA'):
            a = r.choice(['614', '503', '612', '919', '412', '720'] if cc == 'US' else
                         ['613', '416', '604', '403', '902', '306'])
            fmt = r.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s'])
            return fmt % (a, '01' + digits(r, 2))
        if cc == 'AU':
            if kind == 'mob':
                return '04%s 555 %s' % (digits(r, 2), digits(r, 3))
            return '(0%d) %s' % (r.choice([2, 3, 7, 8]), r.choice(['5550 %s', '9555 %s']) % digits(r, 4))
        if kind == 'mob':
            return '02%d 555 %s' % (r.choice([1, 2, 7]), digits(r, 4))
        return '(0%d) 555 %s' % (r.choice([3, 4, 6, 7, 9]), digits(r, 4))

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return '10.%d.%d.%d' % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        if k == 1:
            return '192.168.%d.%d' % (r.randint(0, 255), r.randint(1, 254))
        return '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))

    # ------------------------------------------------------------ render
    def d(self, day, style=None):
        if style is None:
            style = self.r.choice(STYLES_MDY if self.us else
                                  (STYLES_CA if self.cc == 'CA' else STYLES_DMY))
        return M('DATE', fmt_date(day, style))

    def ds(self, day):
        """short / numeric date in the local order"""
        return self.d(day, 'mdy' if self.us else ('iso' if self.cc == 'CA' else 'dmy'))

    def dago(self, days, style=None):
        return self.d(self.today - dt.timedelta(days=days), style)

    def day(self, off):
        return self.today + dt.timedelta(days=off)

    def wdd(self, day):
        """weekday with date"""
        st = self.r.choice(['wds_md', 'wd_month_d_y']) if self.us else \
            self.r.choice(['wds_dm', 'wd_d_month_y'])
        return self.d(day, st)

    def dob_s(self):
        return self.d(self.dob, self.r.choice(['mdy', 'mdy_n', 'month_d_y']) if self.us else
                      self.r.choice(['dmy', 'dmy', 'd_mon_y', 'iso'] if self.cc == 'CA' else
                                    ['dmy', 'dmy', 'd_mon_y', 'dmy_dot']))

    def title(self, p):
        us = self.cc in ('US', 'CA')
        if getattr(p, 'dr', False):
            return 'Dr.' if us or self.r.random() < 0.15 else 'Dr'
        young = p is self.pat and self.age < 13
        if p.sex == 'F':
            t = self.r.choice(['Ms', 'Mrs', 'Miss']) if not young else 'Miss'
        else:
            t = 'Mr' if not young else 'Master'
        return t + '.' if us and t != 'Miss' and t != 'Master' else t

    def P(self, form='full'):
        return M('PAT', self.pat.form(form))

    def Pt(self):
        """patient with title and surname"""
        return '%s %s' % (self.title(self.pat), M('PAT', self.pat.last))

    def D(self, p, form='full'):
        return M('DOC', p.form(form))

    def Dt(self, p, form='last'):
        return '%s %s' % (self.title(p), M('DOC', p.form(form)))

    def F(self, p, form='full'):
        return M('FAM', p.form(form))

    def age_s(self, age=None, style=None):
        a = self.age if age is None else age
        st = style or self.r.choice(['yo', 'year', 'year', 'y/o', 'aged', 'yosp', 'yr'])
        if st == 'yo':
            return M('AGE', a) + 'yo'
        if st == 'yosp':
            return M('AGE', a) + ' yo'
        if st == 'year':
            return M('AGE', a) + '-year-old'
        if st == 'y/o':
            return M('AGE', a) + ' y/o'
        if st == 'yr':
            return M('AGE', a) + ' yr old'
        if st == 'words':
            return M('AGE', words(a)) + '-year-old'
        return 'aged ' + M('AGE', a)

    def sexage(self):
        s = self.pat.sex
        return self.r.choice(['%s%s' % (M('AGE', self.age), s), '%s %s' % (M('AGE', self.age), s),
                              '%s/%s' % (M('AGE', self.age), s)])

    def addr1(self):
        """one-line patient address"""
        return self.addr_of(self.street, self.town, self.zip)

    def region(self, short=True):
        if self.cc == 'UK':
            return M('CITY', self.reg)
        if self.cc == 'NZ':
            return M('STATE', self.reg)
        return M('STATE', self.reg[1] if short else self.reg[0])

    def addr_of(self, street, town, zp, sep=', '):
        cc = self.cc
        s, t, z = M('ST', street), M('CITY', town), M('ZIP', zp)
        if cc == 'UK':
            if self.r.random() < 0.4:
                return '%s%s%s%s%s%s%s' % (s, sep, t, sep, self.region(), sep, z)
            return '%s%s%s%s%s' % (s, sep, t, sep, z)
        if cc == 'US':
            return '%s%s%s, %s %s' % (s, sep, t, self.region(), z)
        if cc == 'AU':
            return '%s%s%s %s %s' % (s, sep, t, self.region(), z)
        if cc == 'CA':
            return '%s%s%s, %s  %s' % (s, sep, t, self.region(), z)
        return '%s%s%s %s' % (s, sep, t, z)

    def hosp_addr(self, sep=', '):
        return self.addr_of(self.hosp_street, self.hosp_town, self.hosp_zip, sep)

    def g(self, mmol, unit=True):
        if self.us:
            v = '%d' % round(mmol * 18)
            return v + (' mg/dL' if unit else '')
        return '%.1f' % mmol + (' mmol/L' if unit else '')

    @property
    def gu(self):
        return 'mg/dL' if self.us else 'mmol/L'

    def a1c(self, mm):
        pct = mm / 10.929 + 2.15
        if self.cc == 'UK':
            return '%d mmol/mol' % mm if self.r.random() < 0.7 else '%d mmol/mol (%.1f%%)' % (mm, pct)
        if self.cc == 'NZ':
            return '%d mmol/mol' % mm
        return '%.1f%%' % pct

    def isf(self):
        v = self.r.choice([1.5, 2.0, 2.5, 3.0, 3.5, 4.0])
        return ('1 U : %d mg/dL' % round(v * 18)) if self.us else ('1 U : %.1f mmol/L' % v)

    def target(self):
        return '100-120 mg/dL' if self.us else self.r.choice(['6.0-7.0 mmol/L', '5.5-6.5 mmol/L',
                                                               '6.5 mmol/L'])

    def dsn_t(self):
        return {'UK': 'DSN', 'US': 'CDCES', 'AU': 'CDE', 'CA': 'CDE', 'NZ': 'DNS'}[self.cc]

    def sig(self, p, cred=None):
        """signature line for a clinician"""
        name = self.D(p)
        if p.dr:
            pre = self.title(p) + ' '
            post = cred or (', MD' if self.us and self.r.random() < .6 else '')
        else:
            pre = ''
            post = cred or (', RN' if self.cc in ('US', 'CA') else '')
        return pre + name + post
