"""Per-note context: patient, staff, site, and PHI piece helpers."""
import datetime as dt
from core import fmt_date, digits, letters, add_days
import names as NM
import countries as C
import places as PL
import clin as CL

DR_ROLES = ('micro', 'id', 'junior', 'senior')


class Staff(NM.Person):
    pass


class Ctx:
    def __init__(self, r, cc, genre):
        self.r = r
        self.cc = cc
        self.genre = genre
        self.us = cc in ('US', 'CA')
        self.drt = 'Dr.' if cc in ('US', 'CA') or r.random() < 0.2 else 'Dr'
        self.pt = NM.make_person(r, cc=cc)
        self.age = self.pick_age()
        self.base = dt.date(2021, 1, 4) + dt.timedelta(days=r.randint(0, 1730))
        m, d = r.randint(1, 12), r.randint(1, 28)
        y = self.base.year - self.age
        if (m, d) > (self.base.month, self.base.day):
            y -= 1
        self.dob = dt.date(y, m, d)
        self.ds = r.choice(C.DATE_STYLES[cc])
        self.dss = r.choice(C.SHORT_STYLES[cc])
        self.hosp = C.hospital(r, cc)
        self.hosp_abbr = C.abbrev(self.hosp)
        self.ward = C.ward(r, cc)
        self.mrn_label, self.mrn = C.mrn(r, cc)
        self.st = C.state(r, cc)
        self.acc_style = r.randint(0, 5)
        self.staff = {}
        self.used_ward = set()

    # ---------------------------------------------------------------- basics
    def pick_age(self):
        r = self.r
        if self.genre == 'allergy_delabel' and r.random() < 0.2:
            return r.randint(3, 16)
        x = r.random()
        if x < 0.08:
            return r.randint(90, 101)
        if x < 0.25:
            return r.randint(18, 44)
        return r.randint(45, 89)

    def D(self, d, style=None):
        return (fmt_date(d, style or self.ds), 'DATE')

    def Ds(self, d):
        return (fmt_date(d, self.dss), 'DATE')

    def day(self, k):
        return add_days(self.base, k)

    def sexw(self):
        return 'M' if self.pt.sex == 'M' else 'F'

    def title(self, p=None):
        p = p or self.pt
        r = self.r
        if p.sex == 'M':
            t = 'Mr'
        else:
            t = r.choice(['Mrs', 'Ms', 'Ms', 'Miss'])
        if self.cc in ('US', 'CA'):
            t += '.'
        return t

    # ---------------------------------------------------------------- names
    def P(self, form=None, p=None, typ='PATIENT'):
        r = self.r
        p = p or self.pt
        form = form or r.choice(['full', 'full', 'title', 'lf', 'mid', 'LF'])
        if form == 'full':
            return [(p.full(), typ)]
        if form == 'mid':
            return [(p.full_mid(), typ)]
        if form == 'lf':
            return [(p.last_first(), typ)]
        if form == 'LF':
            return [(p.upper_lf(), typ)]
        if form == 'title':
            return [self.title(p) + ' ', (p.last, typ)]
        if form == 'tfull':
            return [self.title(p) + ' ', (p.full(), typ)]
        if form == 'first':
            return [(p.first, typ)]
        if form == 'last':
            return [(p.last, typ)]
        if form == 'init':
            return [(p.initials(dots=r.random() < 0.5), typ)]
        if form == 'il':
            return [(p.init_last(), typ)]
        if form == 'LAST':
            return [(p.last.upper(), typ)]
        raise ValueError(form)

    def S(self, role, key=None):
        k = key or role
        if k not in self.staff:
            p = NM.make_person(self.r, cc=self.cc)
            p.role = role
            p.job = self.r.choice(CL.JOB_OVERRIDE.get(self.cc, {}).get(role, CL.STAFF_ROLES[role]))
            p.isdr = role in DR_ROLES
            p.user = NM.username(self.r, p)
            self.staff[k] = p
        return self.staff[k]

    def N(self, s, form=None):
        """Staff member name as pieces (title outside span)."""
        r = self.r
        if form is None:
            form = r.choice(['dr', 'drfull', 'full', 'il']) if s.isdr else r.choice(
                ['full', 'full', 'il', 'first_last'])
        if form == 'dr' and s.isdr:
            return [self.drt + ' ', (s.last, 'DOCTOR')]
        if form in ('drfull', 'dr'):
            if s.isdr:
                return [self.drt + ' ', (s.full(), 'DOCTOR')]
            form = 'full'
        if form in ('full', 'first_last'):
            return [(s.full(), 'DOCTOR')]
        if form == 'il':
            return [(s.init_last(), 'DOCTOR')]
        if form == 'ilnd':
            return [(s.init_last_nodot(), 'DOCTOR')]
        if form == 'init':
            return [(s.initials(), 'DOCTOR')]
        if form == 'first':
            return [(s.first, 'DOCTOR')]
        if form == 'lf':
            return [(s.last.upper() + ', ' + s.first, 'DOCTOR')]
        if form == 'last':
            return [(s.last, 'DOCTOR')]
        raise ValueError(form)

    def NJ(self, s, form=None, sep=', '):
        """Name followed by job title (not PHI)."""
        return self.N(s, form) + [sep + s.job]

    # ---------------------------------------------------------------- ages
    def A(self, form=None, age=None):
        r = self.r
        a = str(self.age if age is None else age)
        form = form or r.choice(['yo', 'yo2', 'yof', 'dash', 'sex', 'yrs', 'aged'])
        sx = self.sexw()
        if form == 'yo':
            return [(a, 'AGE'), ' yo']
        if form == 'yo2':
            return [(a, 'AGE'), 'yo']
        if form == 'yof':
            return [(a, 'AGE'), r.choice([' y/o ', 'y/o ', ' y.o. ']) +
                    ('male' if sx == 'M' else 'female')]
        if form == 'dash':
            return [(a, 'AGE'), '-year-old ' + r.choice(['man', 'gentleman']) if sx == 'M'
                    else '-year-old ' + r.choice(['woman', 'lady'])]
        if form == 'sex':
            return [(a, 'AGE'), sx]
        if form == 'sex_sp':
            return [(a, 'AGE'), ' ' + sx]
        if form == 'yrs':
            return [(a, 'AGE'), ' years']
        if form == 'aged':
            return ['aged ', (a, 'AGE')]
        if form == 'bare':
            return [(a, 'AGE')]
        raise ValueError(form)

    # ---------------------------------------------------------------- site & ids
    def H(self, abbr=False):
        return (self.hosp_abbr if abbr and len(self.hosp_abbr) >= 3 else self.hosp, 'HOSPITAL')

    def W(self, new=False):
        w = C.ward(self.r, self.cc) if new else self.ward
        return (w, 'HOSPITAL')

    def bed(self):
        r = self.r
        x = r.random()
        if x < 0.45:
            return ['Bed ', (str(r.randint(1, 32)), 'LOCATION_OTHER')]
        if x < 0.65:
            return ['Bay ', (str(r.randint(1, 6)), 'LOCATION_OTHER'), ' Bed ',
                    (str(r.randint(1, 6)), 'LOCATION_OTHER')]
        if x < 0.8:
            return ['Rm ', ('%d%s' % (r.randint(101, 940), r.choice(['', 'A', 'B'])),
                            'LOCATION_OTHER')]
        if x < 0.9:
            return ['SR', (str(r.randint(1, 12)), 'LOCATION_OTHER')] if r.random() < 0.5 else \
                ['side room ', (str(r.randint(1, 12)), 'LOCATION_OTHER')]
        return ['Room ', ('%d-%s' % (r.randint(2, 9), digits(r, 2)), 'LOCATION_OTHER')]

    def M(self):
        return (self.mrn, 'MRN')

    def new_mrn(self):
        for _ in range(60):
            lab, v = C.mrn(self.r, self.cc)
            if lab == self.mrn_label:
                return v
        return v

    def acc(self, kind='M'):
        r = self.r
        y = self.base.year % 100
        s = self.acc_style
        if s == 0:
            v = '%02d%s%07d' % (y, kind, r.randint(1, 999999))
        elif s == 1:
            v = '%s%02d-%06d' % (kind, y, r.randint(1, 999999))
        elif s == 2:
            v = '%s%s/%02d/%05d' % (kind, 'B', y, r.randint(1, 99999))
        elif s == 3:
            v = '%s-%d-%06d' % (r.choice(['MB', 'BC', 'MIC']), self.base.year, r.randint(1, 999999))
        elif s == 4:
            v = '%s%08d' % (letters(r, 1), r.randint(1, 99999999))
        else:
            v = '%02d-%03d-%04d' % (y, r.randint(1, 366), r.randint(1, 9999))
        return (v, 'IDNUM')

    def idnum(self, kind):
        r = self.r
        y = self.base.year
        if kind == 'approval':
            v = r.choice(['AMS-%d-%04d' % (y, r.randint(1, 9999)), 'RA/%d/%04d' % (y, r.randint(1, 9999)),
                          'AUTH%06d' % r.randint(1, 999999), 'ID-APP-%05d' % r.randint(1, 99999)])
        elif kind == 'order':
            v = r.choice(['ORD%08d' % r.randint(1, 99999999), '%09d' % r.randint(1, 999999999),
                          'RX-%07d' % r.randint(1, 9999999)])
        elif kind == 'incident':
            v = r.choice(['W%06d' % r.randint(1, 999999), 'IR-%d-%05d' % (y, r.randint(1, 99999)),
                          'INC%07d' % r.randint(1, 9999999)])
        elif kind == 'case':
            v = r.choice(['CDI-%d-%03d' % (y, r.randint(1, 400)), 'HCAI/%d/%04d' % (y, r.randint(1, 9999)),
                          'OB-%02d-%03d' % (y % 100, r.randint(1, 500))])
        elif kind == 'ref':
            v = r.choice(['REF-%06d' % r.randint(1, 999999), '%s/%s/%04d' % (
                self.hosp_abbr or 'IPC', letters(r, 2), r.randint(1, 9999)),
                'LTR%07d' % r.randint(1, 9999999)])
        elif kind == 'tdm':
            v = r.choice(['TDM%07d' % r.randint(1, 9999999), 'CH%02d-%06d' % (y % 100, r.randint(1, 999999))])
        else:
            v = '%s%07d' % (letters(r, 2), r.randint(1, 9999999))
        return (v, 'IDNUM')

    def acct(self):
        lab, v = C.account(self.r, self.cc)
        return lab, (v, 'ACCOUNT')

    def hp(self):
        lab, v = C.healthplan(self.r, self.cc)
        return lab, (v, 'HEALTHPLAN')

    def ssn(self):
        x = C.ssn(self.r, self.cc, self.dob)
        if not x:
            return None, None
        return x[0], (x[1], 'SSN')

    def lic(self, s):
        role = 'pharm' if s.role == 'pharm' else 'nurse' if s.role in ('nurse', 'ipc') else 'dr'
        lab, v = C.license_(self.r, self.cc, role)
        return lab, (v, 'LICENSE')

    def device(self):
        r = self.r
        v = r.choice(['%s%06d' % (letters(r, 3), r.randint(1, 999999)),
                      '%04d-%04d-%02d' % (r.randint(1, 9999), r.randint(1, 9999), r.randint(1, 99)),
                      '%s%s%s' % (digits(r, 2), letters(r, 2), digits(r, 6)),
                      'SN%08d' % r.randint(1, 99999999)])
        return (v, 'DEVICE')

    def bio(self):
        r = self.r
        v = r.choice(['FP-%05d' % r.randint(1, 99999), 'BIO-%06d' % r.randint(1, 999999),
                      'PV%07d' % r.randint(1, 9999999), 'FPT-%s-%04d' % (letters(r, 2), r.randint(1, 9999))])
        return (v, 'BIOID')

    def plate(self):
        return (C.plate(self.r, self.cc), 'VEHICLE')

    def user(self, s=None):
        if s is None:
            return (NM.username(self.r, NM.make_person(self.r, cc=self.cc)), 'USERNAME')
        return (s.user, 'USERNAME')

    # ---------------------------------------------------------------- contact
    def ph(self, kind='land'):
        return (C.phone(self.r, self.cc, kind), 'PHONE')

    def ph_ext(self):
        r = self.r
        base = C.phone(self.r, self.cc)
        return (base + r.choice([' ext. ', ' ext ', ' x', ' Ext ']) + digits(r, r.choice([3, 4])),
                'PHONE')

    def fax(self):
        return (C.phone(self.r, self.cc), 'FAX')

    def bleep(self):
        return (C.bleep(self.r, self.cc), 'PHONE')

    def email(self, s=None, dept=None):
        r = self.r
        dom = r.choice(['example.org', 'example.net', 'example.com'])
        if r.random() < 0.35 and self.hosp_abbr:
            dom = self.hosp_abbr.lower() + '.' + dom
        if s is not None:
            last = ''.join(ch for ch in s.last.lower() if ch.isalpha())
            first = ''.join(ch for ch in s.first.lower() if ch.isalpha())
            loc = r.choice(['%s.%s' % (first, last), '%s%s' % (first[0], last),
                            '%s.%s' % (first[0], last), '%s_%s' % (first, last)])
        else:
            loc = dept or r.choice(['ams.team', 'antimicrobial.stewardship', 'micro.lab',
                                    'ipc', 'infection.control', 'id.consults', 'pharmacy.ams',
                                    'microbiology', 'ipcteam', 'stewardship'])
        return (loc + '@' + dom, 'EMAIL')

    def url(self, path=None):
        r = self.r
        dom = r.choice(['example.org', 'example.net', 'example.com'])
        host = r.choice(['www.' + dom, 'intranet.' + dom, dom, (self.hosp_abbr.lower() or 'h') + '.' + dom])
        path = path or r.choice(['ams', 'antimicrobials/guidelines', 'ipc/cpe-leaflet.pdf',
                                 'micro/results', 'patients/infection-control', 'ams/ivos',
                                 'formulary/restricted', 'allergy/penicillin', 'ipc/mrsa',
                                 'portal', 'tdm/vancomycin-calculator'])
        pre = r.choice(['', '', 'https://', 'http://'])
        if pre == '' and not host.startswith('www.'):
            pre = 'https://'
        return (pre + host + '/' + path, 'URL')

    def ip(self):
        r = self.r
        x = r.random()
        if x < 0.4:
            v = '10.%d.%d.%d' % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif x < 0.7:
            v = '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        else:
            v = '192.168.%d.%d' % (r.randint(0, 255), r.randint(1, 254))
        return (v, 'IPADDR')

    def addr(self, multiline=False):
        st = self.st if self.r.random() < 0.85 else None
        return C.address(self.r, self.cc, multiline=multiline, st=st)

    def city(self):
        return (C.town(self.r, self.cc), 'CITY')

    def country(self):
        c = self.r.choice(PL.TRAVEL_COUNTRIES)
        if c.startswith('the '):
            return ['the ', (c[4:], 'COUNTRY')]
        return [(c, 'COUNTRY')]

    def fam(self, sex=None):
        r = self.r
        if r.random() < 0.6:
            p = NM.make_person(r, sex, self.cc, origin=self.pt.origin)
            p.last = self.pt.last
        else:
            p = NM.make_person(r, sex, self.cc)
        rel = r.choice(NM.REL_F if p.sex == 'F' else NM.REL_M)
        return rel, p

    def prof(self):
        r = self.r
        if self.age >= 68 and r.random() < 0.7:
            return ['retired ', (r.choice(NM.RETIRED), 'PROFESSION')]
        return [(r.choice(NM.PROFESSIONS), 'PROFESSION')]

    def practice(self):
        return (C.practice(self.r, self.cc), 'HOSPITAL')

    def pharmacy(self):
        return (C.pharmacy(self.r, self.cc), 'HOSPITAL')

    def org(self):
        return (C.org(self.r, self.cc), 'ORGANIZATION')

    def insurer(self):
        return (self.r.choice(PL.INSURERS), 'ORGANIZATION')

    def ext_org(self):
        return (C.ext_org(self.r, self.cc), 'ORGANIZATION')

    def other_hosp(self):
        return (C.hospital(self.r, self.cc), 'HOSPITAL')

    def public(self):
        return self.r.choice(CL.PUBLIC_BODIES[self.cc])

    def building(self):
        return (self.r.choice(PL.BUILDINGS), 'LOCATION_OTHER')
