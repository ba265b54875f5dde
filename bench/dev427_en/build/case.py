"""A patient episode (child, family, address, care team, identifiers, dates)."""
import datetime

import ids
import pools_names as PN
import pools_places as PP
from common import fdate, add_days, phone, email, initials, ascii_fold, bleep, username
from common import UK_AREAS, IE_AREAS

CONDITIONS = {
    # key: (min age days, max age days, male share)
    'appendicitis': (4 * 365, 15 * 365 + 200, 0.55),
    'perforated': (3 * 365, 14 * 365, 0.6),
    'appendix_mass': (5 * 365, 14 * 365, 0.55),
    'inguinal_hernia': (20, 10 * 365, 0.8),
    'incarcerated_hernia': (25, 3 * 365, 0.8),
    'umbilical_hernia': (3 * 365, 10 * 365, 0.5),
    'pyloric_stenosis': (16, 75, 0.8),
    'intussusception': (120, 3 * 365, 0.65),
    'undescended_testis': (200, 8 * 365, 1.0),
    'hydrocele': (365, 8 * 365, 1.0),
    'gastroschisis': (0, 3, 0.5),
    'oa_tof': (0, 3, 0.55),
    'malrotation': (1, 25, 0.55),
    'duodenal_atresia': (0, 4, 0.5),
    'hirschsprung': (1, 20, 0.75),
    'arm': (0, 3, 0.55),
    'nec': (6, 28, 0.55),
}
NEONATAL = ['gastroschisis', 'oa_tof', 'malrotation', 'duodenal_atresia', 'hirschsprung',
            'arm', 'nec']

ROLES = {
    'UK': {'cons': ['Consultant Paediatric Surgeon'], 'reg': ['ST6', 'ST7', 'SpR', 'ST4',
           'Registrar'], 'jr': ['CT2', 'FY2', 'SHO', 'CT1', 'FY1'],
           'anaes': ['Consultant Paediatric Anaesthetist'], 'atr': ['ST5 Anaesthetics',
           'CT3 Anaesthetics', 'ST4 Anaesthetics'], 'rn': ['Staff Nurse', 'Sister',
           'Charge Nurse', 'RN', 'Band 6 SN'], 'cns': ['Paediatric Surgical CNS', 'ANP'],
           'odp': ['ODP']},
    'IE': {'cons': ['Consultant Paediatric Surgeon'], 'reg': ['SpR', 'Registrar',
           'Surgical Registrar'], 'jr': ['SHO', 'Intern', 'BST'],
           'anaes': ['Consultant Anaesthesiologist'], 'atr': ['Anaesthesia SpR',
           'Anaesthesia Registrar'], 'rn': ['Staff Nurse', 'CNM2', 'CNM1', 'RCN'],
           'cns': ['CNS Paediatric Surgery', 'ANP'], 'odp': ['Anaesthetic Nurse']},
    'AU': {'cons': ['Consultant Paediatric Surgeon', 'Paediatric Surgeon, VMO'],
           'reg': ['Surgical Registrar', 'SET 4 Registrar', 'Fellow'],
           'jr': ['RMO', 'Resident', 'Intern', 'SRMO'],
           'anaes': ['Consultant Anaesthetist', 'Staff Specialist Anaesthetist'],
           'atr': ['Anaesthetic Registrar', 'Provisional Fellow'],
           'rn': ['RN', 'CNS', 'NUM', 'EN'], 'cns': ['CNC Paediatric Surgery', 'NP'],
           'odp': ['Anaesthetic Nurse', 'Anaesthetic Technician']},
    'US': {'cons': ['Attending Pediatric Surgeon', 'Attending, Pediatric Surgery'],
           'reg': ['Pediatric Surgery Fellow', 'PGY-4', 'Chief Resident'],
           'jr': ['PGY-1', 'PGY-2', 'Resident', 'Intern'],
           'anaes': ['Attending Anesthesiologist'], 'atr': ['CRNA', 'Anesthesia Resident',
           'CA-2'], 'rn': ['RN', 'BSN, RN', 'Charge RN'], 'cns': ['NP', 'PA-C', 'APRN'],
           'odp': ['Anesthesia Tech']},
    'CA': {'cons': ['Staff Surgeon, Pediatric General Surgery', 'Pediatric Surgeon'],
           'reg': ['Fellow', 'PGY-5', 'Senior Resident'], 'jr': ['PGY-1', 'PGY-2',
           'Clinical Clerk'], 'anaes': ['Staff Anesthesiologist'],
           'atr': ['Anesthesia Resident', 'Anesthesia Fellow'], 'rn': ['RN', 'RPN'],
           'cns': ['NP', 'Clinical Nurse Specialist'], 'odp': ['Anesthesia Assistant']},
}


def wchoice(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    x = rng.random() * tot
    for k in keys:
        x -= weights[k]
        if x < 0:
            return k
    return keys[-1]


class Person:
    def __init__(self, first, last, sex):
        self.first, self.last, self.sex = first, last, sex
        self.mid = ''

    def full(self):
        return '%s %s' % (self.first, self.last)

    def name(self, rng, fmt=None):
        fmt = fmt or rng.choice(['full', 'full', 'full', 'last', 'init_last', 'LF'])
        if fmt == 'full':
            return self.full()
        if fmt == 'fml' and self.mid:
            return '%s %s. %s' % (self.first, self.mid, self.last)
        if fmt == 'fml':
            return self.full()
        if fmt == 'last':
            return self.last
        if fmt == 'first':
            return self.first
        if fmt == 'init_last':
            return '%s. %s' % (ascii_fold(self.first)[0], self.last)
        if fmt == 'LF':
            return '%s, %s' % (self.last.upper(), self.first)
        if fmt == 'LFU':
            return '%s, %s' % (self.last.upper(), self.first.upper())
        if fmt == 'Lf':
            return '%s, %s' % (self.last, self.first)
        if fmt == 'inits':
            i = initials(self.first, self.last)
            return '%s.%s.' % (i[0], i[1])
        if fmt == 'ini':
            return initials(self.first, self.last)
        if fmt == 'first_i':
            return '%s %s.' % (self.first, ascii_fold(self.last)[0].upper())
        raise ValueError(fmt)


def draw_person(rng, country, sex=None, origin=None, last=None):
    origin = origin or wchoice(rng, PN.COUNTRY_ORIGINS[country])
    m, f, s = PN.ORIGINS[origin]
    sex = sex or rng.choice('MF')
    first = rng.choice(m if sex == 'M' else f)
    p = Person(first, last or rng.choice(s), sex)
    p.origin = origin
    if rng.random() < 0.25:
        p.mid = ascii_fold(rng.choice(m + f))[0]
    return p


class Staff(Person):
    pass


def draw_staff(rng, case, role, sex=None):
    p = draw_person(rng, case.country, sex=sex)
    p.role = rng.choice(ROLES[case.country][role])
    c = case.country
    if role == 'cons' and c in ('UK', 'IE'):
        p.title = rng.choice(['Ms', 'Miss', 'Ms', 'Prof'] if p.sex == 'F' else ['Mr', 'Mr', 'Prof'])
    elif role in ('rn', 'cns', 'odp'):
        p.title = ''
    else:
        p.title = 'Dr' if c in ('UK', 'IE', 'AU') else 'Dr.'
    kind = 'nurse' if role in ('rn', 'cns') else ('odp' if role == 'odp' else 'doctor')
    p.lic = ids.licence(rng, c, kind)
    p.bleep = bleep(rng, c)
    p.user = username(rng, p.first, p.last)
    return p


class Addr:
    pass


def make_address(rng, c, near=None, hosp=False, unit=True):
    """A street/city/region/postcode set; near= keeps the same city."""
    a = Addr()
    a.state = a.state_name = a.county = None
    a.area = None
    if c == 'UK':
        a.city = near.city if near else rng.choice(sorted(PP.UK_CITIES))
        area, a.county = PP.UK_CITIES[a.city]
        a.zip = '%s%d %d%s' % (area, rng.randrange(1, 20), rng.randrange(1, 10),
                               ids.letters(rng, 2))
        a.streets = PP.UK_STREETS
        a.area = near.area if near else rng.choice(UK_AREAS)
    elif c == 'IE':
        a.city = near.city if near else rng.choice(sorted(PP.IE_TOWNS))
        a.county, key = PP.IE_TOWNS[a.city]
        a.zip = '%s %s' % (key, ''.join(rng.choice('ACDEFHKNPRTVWXY0123456789')
                                        for _ in range(4)))
        a.streets = PP.IE_STREETS
        a.area = near.area if near else rng.choice(IE_AREAS)
    elif c == 'US':
        a.state = near.state if near else rng.choice(sorted(PP.US_STATES))
        a.state_name, cities, areas = PP.US_STATES[a.state]
        a.city = near.city if near else rng.choice(sorted(cities))
        a.zip = cities[a.city] + '%02d' % rng.randrange(1, 99)
        if rng.random() < 0.15:
            a.zip += '-%04d' % rng.randrange(10000)
        a.streets = PP.US_STREETS
        a.area = near.area if near else rng.choice(areas)
    elif c == 'AU':
        a.state = near.state if near else rng.choice(sorted(PP.AU_STATES))
        a.state_name, cities, a.area = PP.AU_STATES[a.state]
        a.city = near.city if near else rng.choice(sorted(cities))
        a.zip = str(cities[a.city] + rng.randrange(0, 9))
        a.streets = PP.AU_STREETS
    else:
        a.state = near.state if near else rng.choice(sorted(PP.CA_PROVS))
        a.state_name, cities, areas = PP.CA_PROVS[a.state]
        a.city = near.city if near else rng.choice(sorted(cities))
        fsa = cities[a.city]
        a.zip = '%s%s %d%s%d' % (fsa, ids.letters(rng, 1), rng.randrange(10),
                                 ids.letters(rng, 1), rng.randrange(10))
        a.streets = PP.CA_STREETS
        a.area = near.area if near else rng.choice(areas)
    n = rng.randrange(1, 240)
    st = rng.choice(a.streets)
    if hosp:
        a.street = rng.choice(['%d %s' % (n, st), '%s' % rng.choice(
            ['Infirmary Road', 'Hospital Drive', 'College Street', 'Pavilion Way',
             'Bellevue Parade', 'University Avenue'])])
        if c == 'US':
            a.street = '%d %s' % (rng.randrange(100, 3000), st)
    elif not unit:
        a.street = '%d %s' % (n if c != 'US' else rng.randrange(100, 9900), st)
    elif c == 'US' and rng.random() < 0.3:
        a.street = '%d %s, Apt %d%s' % (rng.randrange(100, 9000), st,
                                        rng.randrange(1, 40), rng.choice('ABC'))
    elif c == 'US':
        a.street = '%d %s' % (rng.randrange(100, 9900), st)
    elif c == 'AU' and rng.random() < 0.3:
        a.street = '%d/%d %s' % (rng.randrange(1, 12), n, st)
    elif c == 'CA' and rng.random() < 0.3:
        a.street = '%d %s, Unit %d' % (n, st, rng.randrange(101, 2400))
    elif c == 'UK' and rng.random() < 0.2:
        a.street = 'Flat %d, %d %s' % (rng.randrange(1, 30), n, st)
    else:
        a.street = '%d %s' % (n, st)
    return a


class Case:
    def __init__(self, rng, country, cond, lower):
        self.rng, self.country, self.cond, self.lower = rng, country, cond, lower
        lo, hi, male = CONDITIONS[cond]
        self.sex = 'M' if rng.random() < male else 'F'
        self.age_days = rng.randrange(lo, hi + 1)
        year = rng.choice([2019, 2020, 2021, 2022, 2023, 2023, 2024, 2024, 2025])
        self.adm = datetime.date(year, 1, 1) + datetime.timedelta(days=rng.randrange(0, 360))
        self.dob = add_days(self.adm, -self.age_days)
        self.dstyle = rng.choice({'UK': ['n', 'n', 'a', 'dot', 's'], 'IE': ['n', 'n', 'a', 'dot'],
                                  'AU': ['n', 'n', 'a', 's'], 'US': ['n', 'n', 's', 'a'],
                                  'CA': ['n', 'n', 'a', 'l']}[country])
        origin = wchoice(rng, PN.COUNTRY_ORIGINS[country])
        self.child = draw_person(rng, country, self.sex, origin)
        fam = self.child.last
        self.mother = draw_person(rng, country, 'F', origin,
                                  last=fam if rng.random() < 0.7 else None)
        self.father = draw_person(rng, country, 'M', origin, last=fam)
        for _ in range(8):
            if self.father.first != self.child.first and self.mother.first != \
                    self.child.first and self.father.first != self.mother.first:
                break
            self.father = draw_person(rng, country, 'M', origin, last=fam)
            self.mother.first = draw_person(rng, country, 'F', origin).first
        self.parent = self.mother if rng.random() < 0.7 else self.father
        self.rel = ('mum' if self.parent is self.mother else 'dad') if country != 'US' else \
            ('mom' if self.parent is self.mother else 'dad')
        self.a = make_address(rng, country)
        self.ha = make_address(rng, country, near=self.a, hosp=True)
        self.ga = make_address(rng, country, near=self.a, unit=False)
        for k in ('street', 'city', 'county', 'state', 'state_name', 'zip', 'area'):
            setattr(self, k, getattr(self.a, k))
        self.streets = self.a.streets
        self.mum_ph = phone(rng, country, 'mob', self.area)
        self.dad_ph = phone(rng, country, 'mob', self.area)
        self.home_ph = phone(rng, country, 'land', self.area)
        self.par_ph = self.mum_ph if self.parent is self.mother else self.dad_ph
        self.mum_prof = rng.choice(PP.PROFESSIONS)
        self.dad_prof = rng.choice(PP.PROFESSIONS)
        self.par_email = email(rng, self.parent.first, self.parent.last)
        self.hosp = rng.choice(PP.HOSPITALS[country])
        self.hosp2 = rng.choice([h for h in PP.HOSPITALS[country] if h != self.hosp])
        wards = PP.WARDS[country]
        day = [w for w in wards if 'Day' in w]
        neo = [w for w in wards if 'Neonatal' in w or 'NICU' in w]
        self.ward = rng.choice([w for w in wards if w not in day and w not in neo])
        self.dayunit = rng.choice(day)
        self.nnu = rng.choice(neo)
        self.practice = rng.choice(PP.PRACTICES[country])
        self.pharmacy = rng.choice(PP.PHARMACIES[country])
        self.gp = draw_person(rng, country)
        self.gp.title = 'Dr' if country != 'US' else 'Dr.'
        self.gp_ph = phone(rng, country, 'land', self.area)
        self.gp_fax = phone(rng, country, 'land', self.area)
        self.school = rng.choice(PP.SCHOOLS[country] if self.age_days > 4 * 365 else
                                PP.NURSERIES[country])
        self.cons = draw_staff(rng, self, 'cons')
        self.reg = draw_staff(rng, self, 'reg')
        self.jr = draw_staff(rng, self, 'jr')
        self.anaes = draw_staff(rng, self, 'anaes')
        self.atr = draw_staff(rng, self, 'atr')
        self.rn = draw_staff(rng, self, 'rn')
        self.rn2 = draw_staff(rng, self, 'rn')
        self.cns = draw_staff(rng, self, 'cns')
        self.odp = draw_staff(rng, self, 'odp')
        self.mrn = ids.mrn(rng, country)
        self.nat = ids.national_health(rng, country)
        self.hp = ids.healthplan(rng, country)
        self.acct = ids.account(rng, country)
        self.ssn = ids.ssn(rng, country)
        self.insurer = rng.choice(PP.INSURERS[country])
        self.op = add_days(self.adm, rng.choice([0, 0, 0, 1, 1, 2]))
        self.dis = add_days(self.op, rng.choice([1, 1, 2, 3, 4, 5]))
        self.clinic = add_days(self.dis, rng.choice([14, 21, 28, 42, 56, 90]))
        self.hosp_ph = phone(rng, country, 'land', self.area)
        self.hosp_fax = phone(rng, country, 'land', self.area)
        self.ward_ph = phone(rng, country, 'land', self.area)

    # --------------------------------------------------------------- address
    def addr(self, multi=False, with_region=None, which='pt'):
        """Address segments, split into STREET, CITY, STATE, ZIP."""
        a = {'pt': self.a, 'hosp': self.ha, 'gp': self.ga}[which]
        sep = '\n' if multi else ', '
        c = self.country
        segs = [(a.street, 'STR'), sep, (a.city, 'CITY')]
        if c in ('US', 'CA', 'AU'):
            segs += [', ' if c != 'AU' else ' ', (a.state, 'ST'), ' ' if c != 'CA' else '  ',
                     (a.zip, 'ZIP')]
        elif c == 'IE':
            if with_region or (with_region is None and self.rng.random() < 0.6):
                segs += [', Co. ', (a.county, 'CITY')]
            segs += [sep, (a.zip, 'ZIP')]
        else:
            if with_region:
                segs += [sep, (a.county, 'CITY')]
            segs += [sep, (a.zip, 'ZIP')]
        return segs

    # --------------------------------------------------------------- dates/ages
    def D(self, d, style=None):
        return (fdate(d, self.country, style or self.dstyle), 'DATE')

    def age_unit(self, at=None):
        at = at or self.adm
        days = (at - self.dob).days
        months = (at.year - self.dob.year) * 12 + at.month - self.dob.month - (
            1 if at.day < self.dob.day else 0)
        if days < 28:
            return days, 'd'
        if days < 91:
            return days // 7, 'w'
        if months < 24:
            return max(1, months), 'm'
        return months // 12, 'y'

    def age(self, style=None, at=None):
        """Age phrase as segments; only the number is the AGE span."""
        n, u = self.age_unit(at)
        rng = self.rng
        word = {'d': 'day', 'w': 'week', 'm': 'month', 'y': 'year'}[u]
        short = {'d': ['d', ' days'], 'w': ['/52', ' wk', ' weeks'], 'm': ['/12', ' mo',
                 ' months', 'm'], 'y': [' yo', 'yo', 'y', ' y/o', ' years']}[u]
        if u == 'd' and n == 0:
            return ['newborn']
        style = style or rng.choice(['hyph', 'hyph', 'short', 'aged'])
        if style == 'hyph':
            return [(str(n), 'AGE'), '-%s-old' % word]
        if style == 'short':
            return [(str(n), 'AGE'), rng.choice(short)]
        if style == 'plain':
            return [(str(n), 'AGE'), ' %s%s' % (word, 's' if n != 1 else '')]
        return ['aged ', (str(n), 'AGE'), ' %s%s' % (word, 's' if n != 1 else '')]

    def art(self):
        n, u = self.age_unit()
        return 'an' if str(n).startswith('8') or n in (11, 18) else 'a'

    def sexw(self, kind='child'):
        m = self.sex == 'M'
        if kind == 'child':
            return 'boy' if m else 'girl'
        if kind == 'he':
            return 'he' if m else 'she'
        if kind == 'his':
            return 'his' if m else 'her'
        if kind == 'him':
            return 'him' if m else 'her'
        return 'M' if m else 'F'

    def P(self, fmt=None):
        return (self.child.name(self.rng, fmt), 'PAT')

    def S(self, person, fmt=None):
        return (person.name(self.rng, fmt), 'DOC')

    def F(self, person, fmt='full'):
        return (person.name(self.rng, fmt), 'FAM')

    def sig(self, person, fmt='full'):
        """'Dr <name>' segments; title stays outside the span."""
        t = getattr(person, 'title', '')
        return ([t + ' '] if t else []) + [(person.name(self.rng, fmt), 'DOC')]

    def weight(self):
        import pools_clin
        return pools_clin.weight_kg(self.rng, self.age_days)
