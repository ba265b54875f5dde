"""Person and Case: one invented patient with family, school, clinicians and
identifiers. Methods return pieces (see doc.py) in varied surface forms."""
import datetime as dt
from phi import (pick, chance, dg, fmt_date, fmt_date_wd, fmt_month_year, fmt_day_month, DATE_STYLES,
                 rand_date, workday, add_days, age_on, age_months, phone, email, team_email, url, ipaddr,
                 username, nhs_no, mrn, ssn, healthplan, account, license_no, driving_licence, plate, vin,
                 device_serial, bioid, idnum, street, postcode, town, Namer, age_pieces, words)
from pools_people import FEMALE, MALE, SURNAMES, NICK, CREDS, ROLE, PROFESSIONS
from pools_places import COUNTRY_NAME, COUNTRIES, BUILDINGS, INSURER

NOT_IN = {'US': ['lorry driver', 'estate agent', 'HGV driver', 'call centre agent', 'FIFO mine worker',
                 'shelf stacker', 'joiner', 'nursing home carer'],
          'UK': ['truck driver', 'long-haul trucker', 'real estate agent', 'FIFO mine worker', 'stocker',
                 'server', 'HVAC technician'],
          'AU': ['lorry driver', 'HGV driver', 'estate agent', 'long-haul trucker', 'HVAC technician'],
          'CA': ['lorry driver', 'HGV driver', 'estate agent', 'FIFO mine worker', 'shelf stacker'],
          'IE': ['truck driver', 'long-haul trucker', 'real estate agent', 'FIFO mine worker', 'stocker',
                 'HVAC technician']}


def profession(rng, country):
    while True:
        p = pick(rng, PROFESSIONS)
        if p not in NOT_IN[country]:
            return p


class Person:
    def __init__(self, rng, ptype, sex=None, last=None, first=None, country='UK', kind=None):
        self.rng = rng
        self.ptype = ptype
        self.sex = sex or pick(rng, ['M', 'F'])
        self.first = first or pick(rng, MALE if self.sex == 'M' else FEMALE)
        self.last = last or pick(rng, SURNAMES)
        while self.last == self.first:
            self.last = pick(rng, SURNAMES)
        self.middle = pick(rng, MALE if self.sex == 'M' else FEMALE) if chance(rng, 0.45) else None
        self.nick = NICK.get(self.first)
        if self.sex == 'M':
            self.title = 'Mr'
        else:
            self.title = pick(rng, ['Mrs', 'Ms', 'Miss', 'Ms'])
        if country == 'US' and chance(rng, 0.5):
            self.title += '.'
        self.kind = kind
        self.creds = ''
        self.role = ''
        self.lic = None
        self.is_dr = False

    def full(self):
        return '%s %s' % (self.first, self.last)

    def initials(self):
        return self.first[0] + ''.join(p[0] for p in self.last.replace('-', ' ').split())

    def f(self, style=None):
        T = self.ptype
        rng = self.rng
        if style is None:
            if T == 'PATIENT':
                style = pick(rng, ['full', 'full', 'first', 'first', 'first', 'title', 'lf_caps', 'fml', 'lf',
                                   'nick' if self.nick else 'first', 'init'])
            elif T == 'DOCTOR':
                style = pick(rng, ['dr', 'dr', 'dr_full', 'full', 'full_creds']) if self.is_dr else pick(
                    rng, ['full', 'full', 'first', 'full_creds', 'title'])
            else:
                style = pick(rng, ['title', 'full', 'first', 'title_full', 'title'])
        if style == 'full':
            return [(self.full(), T)]
        if style == 'first':
            return [(self.first, T)]
        if style == 'last':
            return [(self.last, T)]
        if style == 'nick':
            return [(self.nick or self.first, T)]
        if style == 'title':
            return [self.title + ' ', (self.last, T)]
        if style == 'title_full':
            return [self.title + ' ', (self.full(), T)]
        if style == 'lf_caps':
            return [('%s, %s' % (self.last.upper(), self.first), T)]
        if style == 'caps':
            return [('%s, %s' % (self.last.upper(), self.first.upper()), T)]
        if style == 'lf':
            return [('%s, %s' % (self.last, self.first), T)]
        if style == 'fml':
            if self.middle:
                return [('%s %s. %s' % (self.first, self.middle[0], self.last), T)]
            return [(self.full(), T)]
        if style == 'fullmid':
            if self.middle:
                return [('%s %s %s' % (self.first, self.middle, self.last), T)]
            return [(self.full(), T)]
        if style == 'init':
            i = self.initials()
            return [(pick(rng, ['.'.join(i) + '.', i]), T)]
        if style == 'initl':
            return [('%s. %s' % (self.first[0], self.last), T)]
        if style == 'dr':
            return ['Dr ' if chance(rng, 0.7) else 'Dr. ', (self.last, T)]
        if style == 'dr_full':
            return ['Dr ' if chance(rng, 0.7) else 'Dr. ', (self.full(), T)]
        if style == 'full_creds':
            return [(self.full(), T)] + ([', ' + self.creds] if self.creds else [])
        if style == 'sig':
            return [(self.full(), T)] + ([' ' + self.creds] if self.creds else [])
        if style == 'lower':
            return [(self.first.lower() + ' ' + self.last.lower(), T)]
        raise ValueError(style)

    def poss(self, style=None):
        """name with possessive 's kept outside the span"""
        return self.f(style) + ["'s"]


def staff(rng, country, kind, namer=None):
    sex = pick(rng, ['M', 'F', 'F'])
    p = Person(rng, 'DOCTOR', sex=sex, country=country)
    p.creds = pick(rng, CREDS[country][kind])
    p.role = pick(rng, ROLE[country][kind])
    p.is_dr = kind in ('psych', 'paed', 'gp') or (kind == 'psychol' and chance(rng, 0.5))
    lk = {'psych': 'doctor', 'paed': 'doctor', 'gp': 'doctor', 'nurse': 'nurse', 'psychol': 'psychol',
          'pharm': 'pharm', 'admin': 'doctor'}[kind]
    if country == 'US' and kind in ('psych', 'paed', 'gp'):
        p.lic = (license_no(rng, country, 'npi'), 'NPI')
        p.dea = license_no(rng, country, 'dea')
    else:
        p.lic = (license_no(rng, country, lk), {'UK': {'doctor': 'GMC', 'nurse': 'NMC PIN', 'psychol': 'HCPC',
                                                       'pharm': 'GPhC'},
                                                'AU': {'doctor': 'AHPRA', 'nurse': 'AHPRA', 'psychol': 'AHPRA',
                                                       'pharm': 'AHPRA'},
                                                'CA': {'doctor': 'CPSO #', 'nurse': 'CNO #', 'psychol': 'CPO #',
                                                       'pharm': 'OCP #'},
                                                'IE': {'doctor': 'IMC', 'nurse': 'NMBI PIN', 'psychol': 'PSI',
                                                       'pharm': 'PSI Reg'},
                                                'US': {'doctor': 'Lic', 'nurse': 'Lic #', 'psychol': 'Lic #',
                                                       'pharm': 'RPh Lic'}}[country][lk])
        p.dea = license_no(rng, country, 'dea')
    p.presc = license_no(rng, country, 'presc') if country == 'AU' else None
    p.kind = kind
    return p


def school_year(rng, country, age):
    if country == 'UK':
        y = age - 4
        if y <= 0:
            return 'Reception'
        return pick(rng, ['Year %d' % y, 'Y%d' % y, 'Yr %d' % y]) if y <= 13 else 'Year 13'
    if country == 'US':
        g = age - 5
        if g <= 0:
            return 'kindergarten'
        return pick(rng, ['%s grade' % {1: '1st', 2: '2nd', 3: '3rd'}.get(g, '%dth' % g), 'grade %d' % g])
    if country == 'AU':
        y = age - 5
        return 'Prep' if y <= 0 else pick(rng, ['Year %d' % y, 'Yr %d' % y])
    if country == 'CA':
        g = age - 5
        return 'SK' if g <= 0 else pick(rng, ['Grade %d' % g, 'Gr. %d' % g])
    y = age - 4
    if y <= 0:
        return 'Junior Infants'
    if y == 1:
        return 'Senior Infants'
    if y <= 7:
        return '%s Class' % {2: '1st', 3: '2nd', 4: '3rd'}.get(y, '%dth' % (y - 1))
    return '%s Year' % {8: '1st', 9: '2nd', 10: '3rd'}.get(y, '%dth' % (y - 7)) if y < 14 else '6th Year'


class Case:
    def __init__(self, rng, country, kind):
        self.rng = rng
        self.c = country
        self.kind = kind            # child, teen, transition, adult
        self.adult = kind == 'adult'
        self.namer = Namer(rng)
        self.ds = pick(rng, DATE_STYLES[country])
        self.d0 = workday(rand_date(rng, 2021, 2025))
        self.age = {'child': rng.randint(5, 11), 'teen': rng.randint(12, 16), 'transition': rng.randint(17, 18),
                    'adult': rng.randint(18, 58)}[kind]
        self.dob = add_days(self.d0, -(self.age * 365 + self.age // 4 + rng.randint(1, 360)))
        self.age = age_on(self.dob, self.d0)
        self.mon = age_months(self.dob, self.d0)
        sex = pick(rng, ['M', 'M', 'F']) if not self.adult else pick(rng, ['M', 'F'])
        self.pt = Person(rng, 'PATIENT', sex=sex, country=country)
        self.sex = sex
        self.he, self.his, self.him = ('he', 'his', 'him') if sex == 'M' else ('she', 'her', 'her')
        if chance(rng, 0.06):
            self.he, self.his, self.him = 'they', 'their', 'them'
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.boy = ('boy' if sex == 'M' else 'girl') if not self.adult else ('man' if sex == 'M' else 'woman')
        # home address
        self.home = self.address(self.c)
        self.home_phone = phone(rng, country, 'land')
        self.mobile = phone(rng, country, 'mobile')
        # identifiers
        self.mrn = mrn(rng, country)
        self.nhs = nhs_no(rng) if country == 'UK' else None
        self.ssn = ssn(rng, country)
        self.plan = healthplan(rng, country)
        self.group = healthplan(rng, country, 'group')
        self.insurer = pick(rng, INSURER[country])
        self.acct = account(rng)
        self.user = username(rng, self.pt.first, self.pt.last)
        self.ip = ipaddr(rng)
        self.plate = plate(rng, country)
        self.dl = driving_licence(rng, country, self.pt.last, self.pt.first)
        # family
        fam_last = self.pt.last
        self.mum = Person(rng, 'FAMILY', sex='F', last=fam_last if chance(rng, 0.7) else None, country=country)
        self.dad = Person(rng, 'FAMILY', sex='M', last=fam_last, country=country)
        self.mum.job = profession(rng, country)
        self.dad.job = profession(rng, country)
        self.mum.rel = pick(rng, ['Mum', 'mother', 'mum', 'Mother']) if country != 'US' else pick(
            rng, ['Mom', 'mother', 'mom', 'Mother'])
        self.dad.rel = pick(rng, ['Dad', 'father', 'dad', 'Father'])
        self.mum.email = email(rng, self.mum.first, self.mum.last)
        self.mum.mobile = self.mobile
        self.dad.mobile = phone(rng, country, 'mobile')
        self.carer = self.mum if chance(rng, 0.75) else self.dad
        self.other_carer = self.dad if self.carer is self.mum else self.mum
        self.gran = Person(rng, 'FAMILY', sex='F', country=country)
        self.sibs = []
        used = [self.pt.first, self.mum.first, self.dad.first]
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            s = Person(rng, 'FAMILY', last=fam_last, country=country)
            while s.first in used:
                s = Person(rng, 'FAMILY', last=fam_last, country=country)
            used.append(s.first)
            s.age = max(1, self.age + rng.choice([-6, -4, -3, -2, 2, 3, 5, 7]))
            self.sibs.append(s)
        self.partner = Person(rng, 'FAMILY', sex='F' if sex == 'M' and chance(rng, 0.85) else 'M', country=country)
        self.partner.job = profession(rng, country)
        self.pt.job = profession(rng, country)
        self.origin = pick(rng, COUNTRIES)
        # education / work
        lvl = 'primary' if self.age <= 11 else 'secondary'
        self.school = self.namer.school(country, lvl)
        self.grade = school_year(rng, country, min(self.age, 17))
        self.teacher = Person(rng, 'FAMILY', country=country)
        self.senco = Person(rng, 'FAMILY', country=country)
        self.ta = Person(rng, 'FAMILY', sex='F', country=country)
        self.school_town = self.home['city']
        self.school_phone = phone(rng, country, 'land')
        self.upn = idnum(rng, 'upn')
        self.uni = self.namer.uni()
        self.employer = self.namer.employer(pick(rng, SURNAMES))
        # services
        self.service = self.namer.service(country, adult=kind in ('adult',))
        self.adult_service = self.namer.service(country, adult=True)
        self.svc_addr = self.address(country, near=self.home, p=0.6)
        self.svc_phone = phone(rng, country, 'land', ext=chance(rng, 0.2))
        self.svc_fax = phone(rng, country, 'land')
        self.svc_email = team_email(rng, self.service)
        self.svc_url = url(rng, self.service)
        self.building = pick(rng, BUILDINGS)
        self.room = pick(rng, [str(rng.randint(1, 24)), str(rng.randint(1, 4)) + pick(rng, ['A', 'B', 'C']),
                               '%d.%02d' % (rng.randint(0, 3), rng.randint(1, 40))])
        ck = 'paed' if (not self.adult and chance(rng, 0.5)) else 'psych'
        self.cons = staff(rng, country, ck)
        self.nurse = staff(rng, country, 'nurse')
        self.psychol = staff(rng, country, 'psychol')
        self.admin = staff(rng, country, 'admin')
        self.gp = staff(rng, country, 'gp')
        self.pharmacist = staff(rng, country, 'pharm')
        self.typist = staff(rng, country, 'admin')
        for p in (self.cons, self.nurse, self.psychol):
            bad = ('Child', 'Paediatr', 'Pediatr') if self.adult else ('Adult',)
            tries = 0
            while any(k in p.role for k in bad) and tries < 20:
                p.role = pick(rng, ROLE[country][p.kind])
                tries += 1
        self.practice = self.namer.practice(country)
        self.prac_addr = self.address(country, near=self.home, p=0.95)
        self.prac_phone = phone(rng, country, 'land')
        self.prac_fax = phone(rng, country, 'land')
        self.prac_email = team_email(rng, self.practice)
        self.pharmacy = self.namer.pharmacy(country, pick(rng, SURNAMES))
        self.pharm_phone = phone(rng, country, 'land')
        self.pharm_addr = self.address(country, near=self.home, p=0.95)

    # ------------------------------------------------------------ helpers
    def address(self, country, near=None, p=0.8):
        rng = self.rng
        t = dict(near) if near and chance(rng, p) else town(rng, country)
        a = {'street': street(rng, country), 'city': t['city'], 'region': t['region'], 'abbr': t['abbr'],
             'key': t['key']}
        a['zip'] = postcode(rng, country, t['key']) if not (near and t.get('zip') and chance(rng, 0.3)) else t['zip']
        return a

    def addr(self, a=None, style='lines', country_line=None):
        a = a or self.home
        c = self.c
        rng = self.rng
        sep = '\n' if style == 'lines' else ', '
        out = [(a['street'], 'STREET'), sep]
        city = a['city'].upper() if (c == 'AU' and chance(rng, 0.4)) else a['city']
        out.append((city, 'CITY'))
        if c == 'UK':
            if chance(rng, 0.45):
                out += [sep, (a['region'], 'CITY')]
            out += [sep if style == 'lines' or chance(rng, 0.5) else ' ', (a['zip'], 'ZIP')]
        elif c in ('US', 'CA'):
            reg = a['abbr'] if chance(rng, 0.85) else a['region']
            out += [', ', (reg, 'STATE'), pick(rng, [' ', '  ']), (a['zip'], 'ZIP')]
        elif c == 'AU':
            reg = a['abbr'] if chance(rng, 0.85) else a['region']
            out += [' ', (reg, 'STATE'), ' ', (a['zip'], 'ZIP')]
        else:
            if a['region'] != a['city'] or chance(rng, 0.3):
                out += [sep, 'Co. ' if chance(rng, 0.8) else 'County ', (a['region'], 'CITY')]
            if chance(rng, 0.85):
                out += [sep, (a['zip'], 'ZIP')]
        if country_line if country_line is not None else chance(rng, 0.08):
            out += [sep, (pick(rng, COUNTRY_NAME[c]), 'COUNTRY')]
        return out

    def date(self, d, style=None):
        return (fmt_date(d, style or self.ds), 'DATE')

    def date_any(self, d):
        return (fmt_date(d, pick(self.rng, DATE_STYLES[self.c])), 'DATE')

    def date_wd(self, d):
        return (fmt_date_wd(self.rng, d, self.c), 'DATE')

    def month_year(self, d):
        return (fmt_month_year(self.rng, d, self.c), 'DATE')

    def day_month(self, d):
        return (fmt_day_month(self.rng, d, self.c), 'DATE')

    def year(self, d):
        return (str(d.year), 'DATE')

    def year_p(self, k):
        """the year k years before the note date"""
        return (str(self.d0.year - k), 'DATE')

    def days(self, n, base=None):
        return workday(add_days(base or self.d0, n))

    def agep(self, style=None, n=None):
        return age_pieces(self.rng, self.age if n is None else n, style, self.mon)

    def ageword(self):
        return (str(self.age) if chance(self.rng, 0.8) else words(self.age), 'AGE')

    def country_p(self, name=None):
        n = name or self.origin
        if n.startswith('the '):
            return ['the ', (n[4:], 'COUNTRY')]
        return [(n, 'COUNTRY')]

    def ptname(self, style=None):
        return self.pt.f(style)

    def dob_age_line(self):
        rng = self.rng
        k = rng.randrange(4)
        if k == 0:
            return ['DOB: ', self.date(self.dob), ' (', self.agep(pick(rng, ['yrs', 'years', 'ym'])), ')']
        if k == 1:
            return ['D.O.B. ', self.date(self.dob), '   Age: ', (str(self.age), 'AGE')]
        if k == 2:
            return ['Date of birth: ', self.date(self.dob)]
        return ['DOB ', self.date(self.dob), ' | Age ', self.agep('ym') if not self.adult else [(str(self.age), 'AGE')]]

    def id_line(self):
        """the country's usual patient identifiers"""
        rng = self.rng
        c = self.c
        out = []
        if c == 'UK':
            out += [pick(rng, ['NHS No: ', 'NHS number: ', 'NHS No. ', 'NHS#: ']), (self.nhs, 'MRN')]
            if chance(rng, 0.6):
                out += [pick(rng, ['   Hosp No: ', '  RiO: ', '  Unit no. ', '  SystmOne ID: ']), (self.mrn, 'MRN')]
        elif c == 'US':
            out += [pick(rng, ['MRN: ', 'MRN ', 'Med Rec #: ', 'Chart #: ']), (self.mrn, 'MRN')]
            if chance(rng, 0.5):
                out += ['   SSN: ', (self.ssn, 'SSN')]
            if chance(rng, 0.5):
                out += ['\nIns: ', (self.insurer, 'ORGANIZATION'), '  Member ID: ', (self.plan, 'HEALTHPLAN')]
                if chance(rng, 0.5):
                    out += ['  Grp: ', (self.group, 'HEALTHPLAN')]
        elif c == 'AU':
            out += [pick(rng, ['UR: ', 'URN ', 'MRN: ', 'UR No. ']), (self.mrn, 'MRN')]
            if chance(rng, 0.75):
                out += [pick(rng, ['   Medicare: ', '  Medicare No. ', '  Medicare #']), (self.plan, 'HEALTHPLAN')]
        elif c == 'CA':
            out += [pick(rng, ['MRN: ', 'Chart #: ', 'MRN ']), (self.mrn, 'MRN')]
            if chance(rng, 0.8):
                out += [pick(rng, ['   HCN: ', '  Health Card #: ', '  PHN: ', '  OHIP: ']), (self.plan, 'HEALTHPLAN')]
        else:
            out += [pick(rng, ['MRN: ', 'Hospital No: ', 'Chart No. ']), (self.mrn, 'MRN')]
            if chance(rng, 0.5):
                out += [pick(rng, ['   PPSN: ', '  PPS No. ']), (self.ssn, 'SSN')]
            if chance(rng, 0.4):
                out += [pick(rng, ['  Medical Card No: ', '  GMS No. ']), (self.plan, 'HEALTHPLAN')]
        if chance(rng, 0.22):
            lab = {'UK': ['  Episode no. ', '  Spell: ', '  Contact ID '], 'IE': ['  Episode ', '  Visit no. '],
                   'AU': ['  Visit no. ', '  Episode: ', '  Billing acct '], 'CA': ['  Visit #', '  Encounter: '],
                   'US': ['  Acct #: ', '  Enc #', '  HAR: ']}[c]
            out += [pick(rng, lab), (self.acct, 'ACCOUNT')]
        return out

    def sig(self, p, lic=True, role=True):
        """signature block for a staff member"""
        rng = self.rng
        out = [p.f(pick(rng, ['sig', 'full', 'dr_full'] if p.is_dr else ['sig', 'full']))]
        if role and p.role:
            out += ['\n', p.role]
        if lic and p.lic and chance(rng, 0.75):
            out += ['\n', p.lic[1], ' ' if not p.lic[1].endswith('#') else ' ', (p.lic[0], 'LICENSE')]
        return out

    def gp_p(self, style=None):
        return self.gp.f(style or pick(self.rng, ['dr', 'dr_full', 'dr']))

    def carer_rel(self):
        return self.carer.rel
