"""A fictional client with everything a wheelchair-service note may mention (dev406_en)."""
import datetime as dt
import unicodedata

from core import P, pick, digits, letters, chance
from countries import COUNTRIES, fmt_date
import pools_names as PN
import pools_places as PP
import pools_clin as PC


def ascii_fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(ch for ch in s if ch.isascii() and (ch.isalnum() or ch in '.-_'))


def weighted(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for k, w in pairs:
        r -= w
        if r < 0:
            return k
    return pairs[-1][0]


ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
        'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def age_words(a):
    if a < 20:
        return ONES[a]
    return TENS[a // 10] + ('-' + ONES[a % 10] if a % 10 else '')


class Person:
    def __init__(self, rng, cc, typ, sex=None):
        self.typ = typ
        self.sex = sex or rng.choice('MF')
        origin = weighted(rng, PN.ORIGIN_MIX[cc])
        self.first = pick(rng, PN.FIRST[origin][0 if self.sex == 'M' else 1])
        so = origin if chance(rng, 0.8) else pick(rng, sorted(PN.SURNAME))
        self.last = pick(rng, PN.SURNAME[so])
        self.mid = letters(rng, 1, 'ABCDEFGHJKLMNPRSTW') if chance(rng, 0.3) else ''
        self.nick = PN.NICK.get(self.first)
        dot = '.' if cc in ('US', 'CA') else ''
        if self.sex == 'M':
            self.title = 'Mr' + dot
        else:
            self.title = pick(rng, ['Mrs', 'Ms', 'Ms', 'Miss']) + (dot if chance(rng, 0.9) else '')
            if self.title.startswith('Miss'):
                self.title = 'Miss'
        self.dr = 'Dr' + dot
        self.cc = cc

    def _p(self, s):
        return P(s, self.typ)

    def full(self):
        if self.mid:
            return self._p('%s %s. %s' % (self.first, self.mid, self.last))
        return self._p('%s %s' % (self.first, self.last))

    def fl(self):
        return self._p('%s %s' % (self.first, self.last))

    def l(self):
        return self._p(self.last)

    def f(self):
        return self._p(self.first)

    def inv(self):
        return self._p('%s, %s%s' % (self.last, self.first, (' ' + self.mid) if self.mid else ''))

    def up(self):
        return self._p('%s, %s%s' % (self.last.upper(), self.first.upper(),
                                     (' ' + self.mid) if self.mid else ''))

    def ini(self, dots=True):
        a, b = self.first[0], self.last.replace("'", '').split()[-1][0].upper()
        return self._p('%s.%s.' % (a, b) if dots else a + b)

    def il(self):
        return self._p('%s. %s' % (self.first[0], self.last))

    def t(self):
        return [self.title + ' ', self._p(self.last)]

    def dr_(self):
        return [self.dr + ' ', self._p(self.last)]

    def drf(self):
        return [self.dr + ' ', self.fl()]

    def nk(self):
        return self._p(self.nick or self.first)

    def any(self, rng):
        k = rng.randrange(5)
        return [self.full(), self.fl(), self.il(), self.t(), self.inv()][k]

    def user(self, rng):
        f = ascii_fold(self.first).lower()
        l = ascii_fold(self.last.replace(' ', '')).lower()
        k = rng.randrange(4)
        if k == 0:
            return P(f[0] + l, 'USERNAME')
        if k == 1:
            return P('%s.%s' % (f, l), 'USERNAME')
        if k == 2:
            return P(l + f[0] + digits(rng, 1), 'USERNAME')
        return P('%s%s%s' % (f[0], l[:6], digits(rng, 2)), 'USERNAME')

    def email(self, rng):
        f = ascii_fold(self.first).lower()
        l = ascii_fold(self.last.replace(' ', '')).lower()
        dom = pick(rng, ['example.org', 'example.net', 'example.com'])
        k = rng.randrange(3)
        u = ['%s.%s' % (f, l), f[0] + l, '%s%s%s' % (f, l[:3], digits(rng, 2))][k]
        return P('%s@%s' % (u, dom), 'EMAIL')


ROLE_TITLES = {
    'ot': [('Clinical Specialist Occupational Therapist', 'GB IE'), ('Occupational Therapist', '*'),
           ('Senior OT', 'GB AU NZ IE'), ('Wheelchair Therapist', 'GB NZ'), ('OTR/L, ATP', 'US'),
           ('Seating Therapist', '*'), ('Occupational Therapist, ADP Authorizer', 'CA'),
           ('Senior Occupational Therapist - Seating', 'AU NZ CA')],
    'physio': [('Physiotherapist', 'GB AU NZ IE CA'), ('Clinical Lead Physiotherapist', 'GB IE'),
               ('PT, DPT', 'US'), ('Physical Therapist', 'US CA'), ('Senior Physio', 'AU NZ GB')],
    'engineer': [('Rehabilitation Engineer', '*'), ('Clinical Scientist (Rehab Engineering)', 'GB'),
                 ('Assistive Technologist', 'AU NZ CA'), ('Rehab Technology Supplier (ATP)', 'US'),
                 ('Clinical Engineer', 'IE CA')],
    'tech': [('Wheelchair Technician', '*'), ('Field Service Engineer', 'GB IE'),
             ('Approved Repairer Technician', 'GB'), ('Workshop Supervisor', '*'),
             ('Service Technician', 'US CA AU NZ')],
    'consultant': [('Consultant in Rehabilitation Medicine', 'GB IE NZ AU'), ('Physiatrist', 'US CA'),
                   ('Consultant Neurologist', 'GB IE'), ('Spinal Consultant', 'GB AU'),
                   ('Rehabilitation Physician', 'AU NZ CA'), ('PM&R Physician', 'US')],
    'admin': [('Service Administrator', '*'), ('Booking Clerk', 'GB IE'), ('Referral Coordinator', '*'),
              ('Medical Secretary', 'GB IE'), ('Intake Coordinator', 'US CA AU')],
    'nurse': [('Tissue Viability Nurse Specialist', 'GB IE'), ('Community Nurse', '*'),
              ('Clinical Nurse Specialist', '*'), ('Wound Care Nurse', 'US CA'), ('District Nurse', 'NZ GB')],
}


def role_title(rng, role, cc):
    opts = [t for t, where in ROLE_TITLES[role] if where == '*' or cc in where.split()]
    return pick(rng, opts)


class Case:
    def __init__(self, rng, cc):
        self.rng = rng
        self.cc = cc
        C = self.C = COUNTRIES[cc]
        self.pl = C.place(rng)
        self.dx, self.dxs, (a0, a1), self.kind = pick(rng, PC.DIAGNOSES)
        self.pt = Person(rng, cc, 'PATIENT')
        self.sex = self.pt.sex
        self.he, self.his, self.him = (('he', 'his', 'him') if self.sex == 'M' else ('she', 'her', 'her'))
        self.d0 = dt.date(2019, 1, 7) + dt.timedelta(days=rng.randint(0, 2350))
        while self.d0.weekday() > 4:
            self.d0 += dt.timedelta(days=1)
        age = rng.randint(a0, a1)
        self.dob = self.d0 - dt.timedelta(days=int(age * 365.25) + rng.randint(5, 355))
        self.age = self.years(self.dob, self.d0)
        self.child = self.age < 18
        self.style = pick(rng, C.styles)
        self.addr = C.address(rng, self.pl)
        self.tel = P(C.phone(rng, self.pl), 'PHONE')
        self.mob = P(C.phone(rng, self.pl, mobile=True), 'PHONE')
        self.email = self.pt.email(rng)
        self.mrn_l, v = C.mrn(rng)
        self.mrn = P(v, 'MRN')
        nat = C.natid(rng, self.pl, self.dob)
        self.nat_l, self.nat = (nat[0], P(nat[1], 'MRN')) if nat else (None, None)
        if cc == 'CA':
            pl = C.plan(rng, self.pl[1])
        else:
            pl = C.plan(rng)
        self.plan_l, self.plan = pl[0], P(pl[1], 'HEALTHPLAN')
        if cc == 'GB' and chance(rng, 0.75):
            self.plan_l, self.plan = None, None
        s = C.ssn(rng)
        self.ssn_l, self.ssn = (s[0], P(s[1], 'SSN')) if s else (None, None)
        # people
        self.gp = Person(rng, cc, 'DOCTOR')
        self.staff = {}
        for role in sorted(ROLE_TITLES):
            p = Person(rng, cc, 'DOCTOR')
            p.role = role_title(rng, role, cc)
            lic = C.licence(rng, role)
            p.lic = (lic[0], P(lic[1], 'LICENSE')) if lic else None
            self.staff[role] = p
        glic = C.licence(rng, 'gp')
        self.gp.lic = (glic[0], P(glic[1], 'LICENSE'))
        self.rels = []
        for rel in self.relations():
            sex = {'wife': 'F', 'husband': 'M', 'mother': 'F', 'father': 'M', 'daughter': 'F',
                   'son': 'M', 'sister': 'F', 'brother': 'M'}.get(rel)
            r = Person(rng, cc, 'FAMILY', sex)
            if rel in ('wife', 'husband', 'mother', 'father', 'son', 'daughter', 'sister',
                       'brother') and chance(rng, 0.7):
                r.last = self.pt.last
            r.rel = rel
            r.prof = P(PP.profession(rng), 'PROFESSION') if chance(rng, 0.45) else None
            r.tel = P(C.phone(rng, self.pl, mobile=chance(rng, 0.7)), 'PHONE')
            r.age = self.age + {'wife': -3, 'husband': 2, 'mother': 27, 'father': 30, 'son': -28,
                                'daughter': -26}.get(rel, rng.randint(-10, 10)) + rng.randint(-3, 3)
            self.rels.append(r)
        self.fam = self.rels[0]
        self.prof = P(PP.profession(rng), 'PROFESSION') if not self.child else None
        self.retired = self.age >= 66
        self.employer = P(PP.org(rng, PP.EMPLOYER), 'ORGANIZATION')
        own = set(self.C.country_names)
        self.birth = P(pick(rng, [x for x in PP.BIRTH_COUNTRY if x not in own]), 'COUNTRY')
        self.arrived = P(str(rng.randint(self.dob.year + 1, self.d0.year - 1)), 'DATE') \
            if self.d0.year - self.dob.year > 3 else None
        self.school = P(PP.org(rng, PP.SCHOOL[cc]), 'ORGANIZATION')
        # sites
        self.svc = P(PP.org(rng, PP.SERVICE_PAT[cc]), 'HOSPITAL')
        self.svc_pl = C.place(rng) if chance(rng, 0.4) else self.pl
        self.svc_addr = C.address(rng, self.svc_pl)
        self.svc_tel = P(C.ext(rng, C.phone(rng, self.svc_pl)), 'PHONE')
        self.svc_fax = P(C.phone(rng, self.svc_pl), 'FAX')
        slug = ascii_fold(self.svc[0].split()[0]).lower()
        dom = pick(rng, ['example.org', 'example.net', 'example.com'])
        self.svc_email = P('%s.%s@%s' % (slug, pick(rng, ['wheelchairs', 'seating', 'referrals',
                                                          'mobility', 'posture']), dom), 'EMAIL')
        self.svc_url = P(pick(rng, ['www.%s/%s-seating', 'https://%s/%s/wheelchairs',
                                    'www.%s/services/%s-mobility', 'https://www.%s/%s']) % (dom, slug), 'URL')
        self.hosp = P(PP.org(rng, PP.HOSP_PAT[cc]), 'HOSPITAL')
        self.ward = P(pick(rng, PP.WARD), 'HOSPITAL')
        self.practice = P(PP.org(rng, PP.GP_PAT[cc]), 'HOSPITAL')
        self.gp_addr = C.address(rng, self.pl)
        self.gp_tel = P(C.phone(rng, self.pl), 'PHONE')
        self.gp_fax = P(C.phone(rng, self.pl), 'FAX')
        self.supplier = P(PP.org(rng, PP.SUPPLIER), 'ORGANIZATION')
        self.charity = P(PP.org(rng, PP.CHARITY), 'ORGANIZATION')
        # equipment
        self.chair_old = pick(rng, {'power': PC.POWER, 'tilt': PC.TILT}.get(self.kind, PC.MANUAL))
        self.chair_new = pick(rng, {'power': PC.POWER, 'tilt': PC.TILT}.get(self.kind, PC.MANUAL))
        self.cushion = pick(rng, PC.CUSHION)
        self.back = pick(rng, PC.BACK)
        self.sn_chair = P(self.serial(), 'DEVICE')
        self.sn_new = P(self.serial(), 'DEVICE')
        self.sn_cush = P(self.serial(short=True), 'DEVICE')
        self.asset = P(self.asset_no(), 'DEVICE')

    # -- helpers -----------------------------------------------------------
    @staticmethod
    def years(a, b):
        return b.year - a.year - ((b.month, b.day) < (a.month, a.day))

    def relations(self):
        rng = self.rng
        if self.age < 18:
            opts = ['mother', 'father', 'grandmother', 'foster carer', 'aunt']
        elif self.age < 35:
            opts = ['mother', 'father', 'partner', 'sister', 'brother', 'cousin', 'flatmate']
        else:
            sp = 'wife' if self.sex == 'M' else 'husband'
            opts = [sp, sp, 'partner', 'daughter', 'son', 'neighbour', 'carer', 'friend', 'sister']
        a = pick(rng, opts)
        b = pick(rng, [o for o in opts if o != a])
        return [a, b]

    def date(self, d, style=None):
        return P(fmt_date(d, style or self.style), 'DATE')

    def D(self, off=0, style=None):
        return self.date(self.d0 + dt.timedelta(days=off), style)

    def day(self, off=0):
        return self.d0 + dt.timedelta(days=off)

    def wd(self, off=0):
        d = self.day(off)
        while d.weekday() > 4:
            d += dt.timedelta(days=1)
        return P(self.C.wd(d, self.rng), 'DATE')

    def my(self, off=0):
        return P(self.C.month_year(self.day(off), self.rng), 'DATE')

    def age_t(self):
        return P(str(self.age), 'AGE')

    def age_phrase(self):
        rng = self.rng
        a = str(self.age)
        if chance(rng, 0.12):
            return ['aged ', P(age_words(self.age), 'AGE')]
        k = rng.randrange(6)
        if k == 0:
            return [P(a, 'AGE'), '-year-old']
        if k == 1:
            return [P(a, 'AGE'), ' yo']
        if k == 2:
            return ['aged ', P(a, 'AGE')]
        if k == 3:
            return [P(a, 'AGE'), ' y/o']
        if k == 4:
            return [P(a, 'AGE'), 'yo']
        return [P(a, 'AGE'), ' year old']

    def serial(self, short=False):
        rng = self.rng
        if short:
            return pick(rng, ['%s%s' % (letters(rng, 2), digits(rng, 7)),
                              '%s-%s' % (digits(rng, 4), digits(rng, 5))])
        k = rng.randrange(4)
        if k == 0:
            return letters(rng, 2) + digits(rng, 8)
        if k == 1:
            return '%s%s%s' % (digits(rng, 2), letters(rng, 1), digits(rng, 6))
        if k == 2:
            return '%s-%s-%s' % (letters(rng, 3), digits(rng, 2), digits(rng, 6))
        return '%s%s/%s' % (letters(rng, 1), digits(rng, 5), digits(rng, 4))

    def asset_no(self):
        rng = self.rng
        return pick(rng, ['WS-%s', 'AST %s', 'EQ%s', 'A%s']) % digits(rng, 6)

    def idnum(self, kind):
        rng = self.rng
        y = self.d0.year
        pats = {
            'ref': ['WS/%d/%05d' % (y, rng.randint(1, 99999)), 'REF-%s' % digits(rng, 7),
                    'eRS %s %s %s' % (digits(rng, 4), digits(rng, 4), digits(rng, 4)),
                    'R%s' % digits(rng, 8)],
            'job': ['JOB-%s' % digits(rng, 6), 'WO%s' % digits(rng, 7), 'J%s/%s' % (digits(rng, 5), y % 100)],
            'po': ['PO %s' % ('45' + digits(rng, 8)), 'PO-%s' % digits(rng, 6)],
            'voucher': ['PWB-%s' % digits(rng, 5), 'V%s' % digits(rng, 6), 'VCH/%s' % digits(rng, 5)],
            'quote': ['Q-%s' % digits(rng, 5), 'QT%s' % digits(rng, 6)],
            'report': ['PM-%s' % digits(rng, 4), 'PMR%s' % digits(rng, 6)],
            'case': ['CAS-%s' % digits(rng, 6), 'C%s' % digits(rng, 7)],
            'order': ['SO-%s' % digits(rng, 6), 'ORD%s' % digits(rng, 7)],
        }[kind]
        return P(pick(rng, pats), 'IDNUM')

    def account(self):
        rng = self.rng
        return P(pick(rng, ['%s-%s' % (digits(rng, 4), digits(rng, 4)), 'ENC%s' % digits(rng, 8),
                            'V%s' % digits(rng, 9), 'INV-%s' % digits(rng, 6),
                            digits(rng, 10)]), 'ACCOUNT')

    def plate(self):
        if self.cc == 'IE':
            return P(self.C.plate(self.rng, self.pl), 'VEHICLE')
        return P(self.C.plate(self.rng), 'VEHICLE')

    def vin(self):
        return P(self.C.vin(self.rng), 'VEHICLE')

    def dl(self):
        return P(self.C.dl(self.rng, self.pt.last, self.pt.first, self.dob, self.sex), 'LICENSE')

    def ip(self):
        rng = self.rng
        k = rng.randrange(3)
        if k == 0:
            s = '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        elif k == 1:
            s = '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
        else:
            s = '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))
        return P(s, 'IPADDR')

    def bioid(self):
        rng = self.rng
        return P(pick(rng, ['FP-%s' % digits(rng, 5), 'VP%s' % digits(rng, 7),
                            'VB-%s-%s' % (letters(rng, 2), digits(rng, 4)),
                            'FPT-%s-%s' % (digits(rng, 4), letters(rng, 1))]), 'BIOID')

    def phone(self, mobile=False, place=None):
        return P(self.C.phone(self.rng, place or self.pl, mobile=mobile), 'PHONE')

    def addr_lines(self, a=None, country=False, nl='\n'):
        a = a or self.addr
        out = [a['street'], nl]
        if a.get('suburb'):
            out += [a['suburb'], nl]
        if self.cc in ('US', 'CA', 'AU'):
            out += [a['city'], ', ' if self.cc != 'AU' else ' ', a['state'], a['sep'], a['zip']]
        elif self.cc == 'NZ':
            out += [a['city'], ' ', a['zip']]
        elif self.cc == 'IE':
            out += [a['city'], a['region'], nl, a['zip']]
        else:
            out += [a['city'], a['region'], nl, a['zip']]
        if country:
            out += [nl, P(pick(self.rng, self.C.country_names), 'COUNTRY')]
        return out

    def addr_inline(self, a=None):
        return self.addr_lines(a, nl=', ')

    def lic(self, person):
        if getattr(person, 'lic', None):
            return [person.lic[0], ' ', person.lic[1]]
        return ''
