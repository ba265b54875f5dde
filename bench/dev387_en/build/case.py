"""People, places and one patient case per note."""
import datetime

import fake
import clinical
from core import P, wpick
from pools_people import ORIGINS, PATIENT_MIX, STAFF_MIX, NICKNAMES, RELATIONS_M, RELATIONS_F, PROFESSIONS
from pools_places import C as CFG, STREET_STEMS, WORLD

DATE_STYLES = {
    'UK': [('num', 6), ('med', 2), ('long', 2), ('num2', 1), ('dash', 1)],
    'IE': [('num', 6), ('med', 2), ('long', 2), ('dot', 1)],
    'AU': [('num', 6), ('med', 2), ('long', 1), ('num1', 2)],
    'NZ': [('num', 6), ('med', 2), ('long', 2), ('num1', 1)],
    'CA': [('num', 4), ('med', 3), ('long', 2), ('iso', 1)],
    'US': [('num', 6), ('num1', 2), ('long', 2), ('med', 1)],
}


class Person:
    def __init__(self, first, last, sex, typ, middle=None):
        self.first, self.last, self.sex, self.typ, self.middle = first, last, sex, typ, middle
        self.title = None
        self.job = ''
        self.creds = ''
        self.lic = None
        self.email = None
        self.nick = NICKNAMES.get(first)
        self.rel = None

    def s(self, fmt='fl'):
        f, l, m = self.first, self.last, self.middle
        if fmt == 'fl':
            return '%s %s' % (f, l)
        if fmt == 'fml':
            return '%s %s. %s' % (f, m, l) if m else '%s %s' % (f, l)
        if fmt == 'fm l':
            return '%s %s %s' % (f, m, l) if m else '%s %s' % (f, l)
        if fmt == 'lf':
            return '%s, %s' % (l, f)
        if fmt == 'LF':
            return '%s, %s' % (l.upper(), f)
        if fmt == 'LFM':
            return '%s, %s%s' % (l.upper(), f.upper(), (' ' + m) if m else '')
        if fmt == 'l':
            return l
        if fmt == 'L':
            return l.upper()
        if fmt == 'f':
            return f
        if fmt == 'il':
            return '%s. %s' % (f[0], l)
        if fmt == 'il2':
            return '%s %s' % (f[0], l)
        if fmt == 'ini':
            return f[0] + (m or '') + l[0]
        if fmt == 'inid':
            return '%s.%s.' % (f[0], l[0])
        if fmt == 'ini_lower':
            return (f[0] + l[0]).lower()
        if fmt == 'nick':
            return self.nick or f
        raise ValueError(fmt)

    def n(self, fmt='fl'):
        return P(self.s(fmt), self.typ)

    def t(self, fmt='fl', title=None):
        """Titled reference: title outside the span."""
        ti = self.title if title is None else title
        if ti:
            return [ti + ' ', self.n(fmt)]
        return [self.n(fmt)]


def _origin_person(rng, mix, sex, typ):
    org = ORIGINS[wpick(rng, mix)]
    first = rng.choice(org['m'] if sex == 'M' else org['f'])
    last = rng.choice(org['l'])
    mid = rng.choice('ABCDEFGHJKLMNPRSTW') if rng.random() < 0.35 else None
    return Person(first, last, sex, typ, mid)


def staff(rng, country, job, title=None, nurse=False, sex=None):
    sex = sex or rng.choice('MF')
    p = _origin_person(rng, STAFF_MIX, sex, 'DOCTOR')
    if title is None:
        if nurse:
            title = ''
        elif 'Surgeon' in job and country in ('UK', 'IE') and 'Consultant' in job:
            title = 'Mr' if sex == 'M' else rng.choice(['Ms', 'Miss', 'Ms'])
        else:
            title = rng.choice(['Dr'] * 8 + ['Prof']) if 'Consultant' in job or 'Dermatologist' in job else 'Dr'
    if country in ('US', 'CA') and title in ('Dr', 'Mr', 'Ms', 'Prof') and rng.random() < 0.7:
        title += '.'
    p.title = title
    p.job = job
    p.lic = fake.licence(rng, country, nurse=nurse)
    return p


class Case:
    def __init__(self, rng, country, when=None):
        self.rng = rng
        self.C = country
        cfg = CFG[country]
        self.cfg = cfg
        self.dstyle = wpick(rng, DATE_STYLES[country])
        self.date = when or fake.rand_date(rng, datetime.date(2019, 1, 7), datetime.date(2025, 9, 26))
        while self.date.weekday() >= 5:
            self.date = fake.add_days(self.date, 1)
        # patient
        sex = rng.choice('MF')
        self.sex = sex
        self.pt = _origin_person(rng, PATIENT_MIX[country], sex, 'PATIENT')
        self.pt.title = rng.choice(['Mr'] if sex == 'M' else ['Mrs', 'Ms', 'Mrs', 'Miss'])
        if country in ('US', 'CA') and self.pt.title != 'Miss':
            self.pt.title += '.'
        band = wpick(rng, [((19, 39), 12), ((40, 59), 30), ((60, 79), 43), ((80, 89), 11), ((90, 99), 4)])
        age = rng.randrange(band[0], band[1] + 1)
        dob = datetime.date(self.date.year - age, rng.randrange(1, 13), rng.randrange(1, 29))
        self.dob = dob
        self.age = fake.age_at(dob, self.date)
        self.he = 'he' if sex == 'M' else 'she'
        self.his = 'his' if sex == 'M' else 'her'
        self.him = 'him' if sex == 'M' else 'her'
        # address
        city, region, pcp, area, towns = cfg['cities'][rng.randrange(len(cfg['cities']))]
        self.city, self.region, self.area = city, region, area
        self.town = rng.choice(towns) if rng.random() < 0.45 else None
        self.street = self.mk_street(rng, country)
        self.zip = fake.postcode(rng, country, pcp)
        self.country_name = rng.choice(cfg['names'])
        self.home = fake.phone(rng, country, area)
        self.mobile = fake.phone(rng, country, area, 'mobile')
        self.email = fake.email_personal(rng, self.pt.first, self.pt.last)
        self.mrn = fake.mrn(rng, country)
        self.nat = fake.national(rng, country)
        self.ssn = fake.ssn(rng, country)
        self.acct = fake.account(rng, country)
        self.prof = rng.choice(PROFESSIONS)
        self.retired = self.age >= 75 or (self.age >= 66 and rng.random() < 0.8)
        self.employer = rng.choice(cfg['employers'])
        self.insurer = rng.choice(cfg['insurers'])
        self.member = fake.member_id(rng, country)
        # next of kin
        ksex = rng.choice('MF')
        self.nok = _origin_person(rng, PATIENT_MIX[country], ksex, 'FAMILY')
        if rng.random() < 0.6:
            self.nok.last = self.pt.last
        self.nok.rel = rng.choice(RELATIONS_M if ksex == 'M' else RELATIONS_F)
        if self.nok.rel in ('husband', 'wife') and rng.random() < 0.85:
            self.nok.last = self.pt.last
        self.nok_phone = fake.phone(rng, country, area, 'mobile')
        self.nok_prof = rng.choice(PROFESSIONS)
        # care sites
        self.hosp = rng.choice(cfg['hospitals'])
        self.hosp2 = rng.choice([h for h in cfg['hospitals'] if h != self.hosp])
        self.clinic = rng.choice(cfg['clinics'])
        self.practice = rng.choice(cfg['practices'])
        self.ward = rng.choice(cfg['wards'])
        self.building = rng.choice(cfg['buildings'])
        self.pharmacy = rng.choice(cfg['pharmacies'])
        self.org = rng.choice(cfg['orgs'])
        self.hosp_street = self.mk_street(rng, country, unit=False)
        hc, hr, hp, ha, _t = cfg['cities'][rng.randrange(len(cfg['cities']))] if rng.random() < 0.3 else \
            (city, region, pcp, area, towns)
        self.hcity, self.hregion, self.harea = hc, hr, ha
        self.hzip = fake.postcode(rng, country, hp)
        self.hphone = fake.phone(rng, country, ha)
        self.hfax = fake.phone(rng, country, ha)
        self.gp_street = self.mk_street(rng, country, unit=False)
        self.gp_zip = fake.postcode(rng, country, pcp)
        self.gp_phone = fake.phone(rng, country, area)
        self.gp_fax = fake.phone(rng, country, area)
        # staff
        gptitle = 'Dr'
        self.gp = staff(rng, country, 'GP', title=gptitle)
        self.gp.email = fake.email_staff(rng, self.gp.first, self.gp.last, self.practice)
        self.derm = staff(rng, country, 'Consultant Dermatologist')
        self.derm.email = fake.email_staff(rng, self.derm.first, self.derm.last, self.hosp)
        self.plast = staff(rng, country, 'Consultant Plastic Surgeon')
        self.plast.email = fake.email_staff(rng, self.plast.first, self.plast.last, self.hosp)
        self.onc = staff(rng, country, 'Consultant Medical Oncologist')
        self.path = staff(rng, country, 'Consultant Histopathologist')
        self.rad = staff(rng, country, 'Consultant Radiologist')
        self.reg = staff(rng, country, rng.choice(['Specialty Registrar', 'Registrar', 'Fellow', 'ST6', 'SpR']))
        self.cns = staff(rng, country, 'Clinical Nurse Specialist', nurse=True)
        self.cns.email = fake.email_staff(rng, self.cns.first, self.cns.last, self.hosp)
        self.nurse = staff(rng, country, 'Staff Nurse', nurse=True)
        self.coord = staff(rng, country, 'MDT Coordinator', title='')
        self.sec = staff(rng, country, 'Medical Secretary', title='')
        self.les = clinical.melanoma(rng, self.age)
        home = set(cfg['names']) | ({'England', 'Scotland', 'Wales'} if country == 'UK' else set())
        abroad = [w for w in WORLD if w not in home]
        self.world = rng.choice(abroad)
        self.world2 = rng.choice(abroad)
        self.typo_rate = rng.choice([0.0, 0.0, 0.0, 0.1, 0.2])

    # -------------------------------------------------------------- helpers
    def mk_street(self, rng, country, unit=True):
        stem = rng.choice(STREET_STEMS)
        suf = rng.choice(self.cfg['suffix'])
        num = rng.randrange(1, 240)
        base = '%d %s %s' % (num, stem, suf)
        if unit and rng.random() < 0.22:
            if country == 'UK':
                return 'Flat %d, %s' % (rng.randrange(1, 12), base)
            if country in ('AU', 'NZ'):
                return '%d/%s' % (rng.randrange(1, 20), base)
            if country in ('US', 'CA'):
                return '%s, %s %d%s' % (base, rng.choice(['Apt', 'Unit', 'Suite']), rng.randrange(1, 40),
                                        rng.choice(['', 'A', 'B']))
            return 'Apt %d, %s' % (rng.randrange(1, 30), base)
        return base

    def D(self, d, style=None):
        return P(fake.fmt_date(d, self.C, style or self.dstyle), 'DATE')

    def days(self, n):
        return fake.add_days(self.date, n)

    def age_at(self, d):
        return fake.age_at(self.dob, d)

    def region_s(self, full=None):
        """State/region text and type (UK/IE counties are CITY)."""
        r = self.region
        if self.C in ('UK', 'IE'):
            return P(r, 'CITY')
        full = self.rng.random() < 0.3 if full is None else full
        if full and 'region_full' in self.cfg:
            r = self.cfg['region_full'].get(r, r)
        return P(r, 'STATE')

    def addr_lines(self, sep='\n', country=False, street=None, town=True, city=None, region=None, zipc=None):
        """Address pieces joined by sep; returns list of pieces."""
        street = street or self.street
        city = city or self.city
        zipc = zipc or self.zip
        reg = region if region is not None else self.region_s()
        out = [P(street, 'STREET'), sep]
        if town and self.town and self.C in ('AU', 'US', 'CA'):
            city = self.town          # suburb / town replaces the city in these address styles
        elif town and self.town:
            out += [P(self.town, 'CITY'), sep]
        if self.C in ('UK', 'NZ'):
            out += [P(city, 'CITY')]
            if self.C == 'UK' and reg is not None and self.rng.random() < 0.5:
                out += [sep, reg]
            out += [sep if sep != ', ' else ' ', P(zipc, 'ZIP')] if self.C == 'NZ' else [sep, P(zipc, 'ZIP')]
        elif self.C == 'IE':
            out += [P(city, 'CITY'), sep, reg, sep, P(zipc, 'ZIP')]
        elif self.C == 'AU':
            out += [P(city, 'CITY'), ' ', reg, ' ', P(zipc, 'ZIP')]
        else:
            out += [P(city, 'CITY'), ', ', reg, ' ' if self.C != 'CA' else '  ', P(zipc, 'ZIP')]
        if country:
            out += [sep, P(self.country_name, 'COUNTRY')]
        return out

    def hosp_addr(self, sep=', '):
        reg = P(self.hregion, 'CITY') if self.C in ('UK', 'IE') else P(self.hregion, 'STATE')
        out = [P(self.hosp_street, 'STREET'), sep, P(self.hcity, 'CITY')]
        if self.C in ('UK', 'NZ'):
            out += [' ' if sep == ', ' else sep, P(self.hzip, 'ZIP')]
        elif self.C == 'IE':
            out += [sep, reg, sep, P(self.hzip, 'ZIP')]
        elif self.C == 'AU':
            out += [' ', reg, ' ', P(self.hzip, 'ZIP')]
        else:
            out += [', ', reg, ' ', P(self.hzip, 'ZIP')]
        return out

    def gp_addr(self, sep=', '):
        out = [P(self.gp_street, 'STREET'), sep, P(self.city, 'CITY')]
        if self.C in ('UK', 'NZ', 'IE'):
            out += [' ' if sep == ', ' else sep, P(self.gp_zip, 'ZIP')]
        elif self.C == 'AU':
            out += [' ', self.region_s(False), ' ', P(self.gp_zip, 'ZIP')]
        else:
            out += [', ', self.region_s(False), ' ', P(self.gp_zip, 'ZIP')]
        return out

    def age_p(self, words_ok=True):
        if words_ok and self.rng.random() < 0.08:
            return P(fake.words(self.age), 'AGE')
        return P(str(self.age), 'AGE')

    def sexc(self):
        return self.sex

    def mr(self):
        return P(self.mrn[1], 'MRN')

    def natp(self):
        return P(self.nat[1], 'HEALTHPLAN') if self.nat else None

    def id_line(self, n, sep='   '):
        """Common identification line: MRN and national number."""
        n.f('{}: {}', self.mrn[0], self.mr())
        if self.nat:
            n.f(sep + '{}: {}', self.nat[0], self.natp())

    def site_line(self):
        return self.les['site']
