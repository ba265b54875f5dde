"""People and per-note context (patient, staff, relatives, places, identifiers)."""
import datetime as _dt
from core import (PT, DR, FM, AG, DT, ORG, wpick, chance, digits, letters)
import pools
from locales import Locale, fmt_date, fmt_short, fmt_wday, COUNTRY_WRITTEN


class Person:
    def __init__(self, rng, cc, sex=None, last=None, origin=None):
        self.sex = sex or rng.choice('MF')
        org = origin or wpick(rng, pools.ORIGIN_MIX[cc])
        if chance(rng, 0.08):
            org2 = wpick(rng, pools.ORIGIN_MIX[cc])
        else:
            org2 = org
        fm = pools.FIRST[org][0 if self.sex == 'M' else 1]
        self.first = rng.choice(fm)
        lorg = 'anglo' if org2 == 'afam' else org2
        self.last = last or rng.choice(pools.LAST[lorg])
        self.mid = rng.choice('ABCDEFGHJKLMNPRSTW') if chance(rng, 0.35) else None
        self.nick = pools.NICK.get(self.first)
        self.origin = org
        self.role = None
        self.kind = None
        self.cred = ''

    # name strings
    def full(self):
        return '%s %s' % (self.first, self.last)

    def fml(self, dot=True):
        if not self.mid:
            return self.full()
        return '%s %s%s %s' % (self.first, self.mid, '.' if dot else '', self.last)

    def lf(self, upper=True, comma=True):
        last = self.last.upper() if upper else self.last
        return '%s%s %s' % (last, ',' if comma else '', self.first)

    def ini_last(self, dot=True):
        return '%s%s %s' % (self.first[0], '.' if dot else '', self.last)

    def initials(self, dot=False):
        parts = [self.first[0]] + ([self.mid] if self.mid and chance_static(self) else []) + [self.last.replace("'", '')[0]]
        if dot:
            return '.'.join(parts) + '.'
        return ''.join(parts)

    def title(self, us=False):
        if self.sex == 'M':
            t = 'Mr'
        else:
            t = {'Anglo': 'Mrs'}.get(self.origin, None) or ('Ms' if len(self.last) % 3 else 'Mrs')
        return t + ('.' if us else '')


def chance_static(p):
    return len(p.first) % 2 == 0


def name_forms(rng, p, typ, mk, us=False, allow_title=True, allow_short=True):
    """Return a list of items naming person p in a varied format."""
    forms = ['full', 'full', 'fml', 'lf', 'lfm', 'ini']
    if allow_title:
        forms += ['title', 'title']
    if allow_short:
        forms += ['first', 'first', 'inits']
    f = rng.choice(forms)
    if f == 'inits':
        return [mk(p.initials(dot=rng.random() < 0.5))]
    if f == 'full':
        return [mk(p.full())]
    if f == 'fml':
        return [mk(p.fml(dot=rng.random() < 0.6))]
    if f == 'lf':
        return [mk(p.lf(upper=rng.random() < 0.6))]
    if f == 'lfm':
        return [mk(p.lf(upper=True, comma=rng.random() < 0.5))]
    if f == 'ini':
        return [mk(p.ini_last(dot=rng.random() < 0.5))]
    if f == 'title':
        return [p.title(us) + ' ', mk(p.last)]
    return [mk(p.first)]


def dr_forms(rng, p, us=False):
    """Clinician reference: Dr Okafor / Dr A. Okafor / Amaka Okafor, RN ..."""
    if p.kind == 'doc':
        f = rng.choice(['dr', 'dri', 'drf', 'full', 'fullcred'])
        if f == 'dr':
            return ['Dr%s ' % ('.' if us else ''), DR(p.last)]
        if f == 'dri':
            return ['Dr%s ' % ('.' if us else ''), DR(p.ini_last(dot=rng.random() < 0.5))]
        if f == 'drf':
            return ['Dr%s ' % ('.' if us else ''), DR(p.full())]
        if f == 'fullcred' and p.cred:
            return [DR(p.full()), ', ' + p.cred]
        return [DR(p.full())]
    f = rng.choice(['full', 'fullcred', 'ini', 'first', 'fullrole'])
    if f == 'fullcred' and p.cred:
        return [DR(p.full()), rng.choice([', ', ' ']) + p.cred]
    if f == 'ini':
        return [DR(p.ini_last(dot=rng.random() < 0.5))]
    if f == 'first':
        return [DR(p.first), ' (%s)' % p.role]
    if f == 'fullrole':
        return [DR(p.full()), ' (%s)' % p.role]
    return [DR(p.full())]


def username(rng, p):
    f, l = p.first.lower(), ''.join(ch for ch in p.last.lower() if ch.isalpha())
    f = ''.join(ch for ch in f if ch.isalpha())
    return rng.choice([f[0] + l, f[0] + l + str(rng.randint(1, 9)), l + f[0], f + '.' + l,
                       l[:5] + f[:2] + digits(rng, 2), f[0] + l[:6].upper(), 'u' + digits(rng, 6)]).strip('.')


def email_local(p, rng):
    f = ''.join(ch for ch in p.first.lower() if ch.isalpha())
    l = ''.join(ch for ch in p.last.lower() if ch.isalpha())
    return rng.choice([f + '.' + l, f[0] + l, f + l[0] + digits(rng, 2), l + '.' + f[0], f + '_' + l + digits(rng, 2)])


def make_staff(rng, c, kind, role=None):
    p = Person(rng, c.cc)
    p.kind = kind
    g = c.L.group if c.L.group in pools.STAFF_ROLES else 'uk'
    if role:
        p.role = role
    else:
        roles = pools.STAFF_ROLES[g]
        if kind == 'doc':
            cand = [r for r in roles if any(k in r for k in ('Consult', 'FY', 'CT1', 'ST4', 'Registrar', 'SHO', 'Intern',
                                                            'RMO', 'House', 'Attending', 'Fellow', 'PGY', 'Resident',
                                                            'Hospitalist', 'Addiction Specialist', 'Physician'))]
        elif kind == 'nurse':
            cand = [r for r in roles if any(k in r for k in ('Nurse', 'CNS', 'Sister', 'RN', 'CNM', 'NUM', 'CNC', 'ANP', 'NP'))]
        elif kind == 'pharm':
            cand = [r for r in roles if 'Pharm' in r]
        else:
            cand = [r for r in roles if any(k in r for k in ('Worker', 'Navigator', 'Counsellor', 'Practitioner',
                                                            'LCSW', 'Case', 'Peer', 'Social'))]
        p.role = rng.choice(cand or roles)
    if kind == 'nurse':
        p.cred = rng.choice(['RN', 'RGN', 'RMN', 'RN']) if not c.L.nam else rng.choice(['RN', 'RN, BSN', 'NP'])
    elif kind == 'doc':
        p.cred = {'usa': rng.choice(['MD', 'DO', 'MD']), 'can': 'MD, CCFP'}.get(
            c.cc, rng.choice(['MBChB', 'MB BCh', 'MBBS', 'MRCP', 'FRACP'] if c.cc == 'aus' else ['MBChB', 'MRCP', 'MB BCh BAO']))
    elif kind == 'pharm':
        p.cred = {'usa': 'PharmD', 'can': 'RPh'}.get(c.cc, 'MRPharmS' if c.L.uk else 'BPharm')
    else:
        p.cred = {'usa': 'LCSW', 'can': 'MSW, RSW'}.get(c.cc, '')
    return p


PUBLIC_PLANS = ('Medicare', 'OHIP', 'MSP', 'provincial health card', 'Medical card', 'GMS card')
ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' \
       'seventeen eighteen nineteen'.split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()
HOLIDAYS = {'all': ['Christmas', 'Christmas Day', "New Year's Eve", 'Easter', 'Boxing Day'],
            'eng': ['the August bank holiday', 'Bonfire Night'], 'sco': ['Hogmanay', "Burns Night"],
            'ire': ["St Patrick's Day", 'the October bank holiday'], 'aus': ['Australia Day', 'Anzac Day'],
            'nzl': ['Waitangi Day', 'Labour Weekend'], 'can': ['Canada Day', 'Thanksgiving', 'Victoria Day'],
            'usa': ['Thanksgiving', 'the Fourth of July', 'Memorial Day', 'Labor Day']}


def age_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('-' + ONES[o] if o else '')


class Ctx:
    """Everything one note may mention about one patient episode."""

    def __init__(self, rng, cc, genre):
        self.rng = rng
        self.cc = cc
        self.genre = genre
        L = self.L = Locale(cc)
        self.country = L.country
        start = _dt.date(2021, 6, 1)
        self.today = start + _dt.timedelta(days=rng.randint(0, 1450))
        self.dstyle = rng.choice(L.dstyles)
        # patient
        p = self.pt = Person(rng, cc)
        age = int(wpick(rng, [(rng.randint(19, 29), 10), (rng.randint(30, 44), 26), (rng.randint(45, 64), 45),
                                (rng.randint(65, 79), 16), (rng.randint(80, 91), 3)]))
        self.dob = self.today - _dt.timedelta(days=int(age * 365.25) + rng.randint(1, 360))
        self.age = (self.today - self.dob).days * 100 // 36525
        self.male = p.sex == 'M'
        self.sexw = 'male' if self.male else 'female'
        # address
        city, reg, regfull, pfx = L.place(rng)
        self.city, self.region, self.region_full = city, reg, regfull
        self.street = L.street(rng)
        self.zip = L.postcode(rng, pfx)
        self.country_written = rng.choice(COUNTRY_WRITTEN[cc])
        self.phone = L.phone(rng, mobile=True)
        self.phone2 = L.phone(rng, mobile=False)
        self.email = email_local(p, rng) + '@' + rng.choice(['example.com', 'example.net', 'mail.example.com'])
        # ids
        self.mrn = L.mrn(rng)
        self.natid = None
        if cc == 'eng':
            self.natid = ('NHS No', L.nhs_number(rng))
        elif cc == 'sco':
            self.natid = ('CHI', L.chi(self.dob, self.male, rng))
        elif cc == 'nzl':
            self.natid = ('NHI', self.mrn)
        elif cc == 'ire' and chance(rng, 0.4):
            self.natid = ('IHI', '7%s' % digits(rng, 9))
        self.ssn = L.ssn(rng)
        self.hplan = L.healthplan(rng)
        self.plan_name = L.plan_name(rng)
        # public programmes stay plain text; invented insurers are organisations
        self.plan = [self.plan_name] if self.plan_name in PUBLIC_PLANS else [ORG(self.plan_name)]
        self.acct = L.account(rng)
        # sites
        self.hosp, self.hstem = L.hospital(rng)
        self.trust = L.trust(rng, self.hstem)
        self.domain = self.hstem.lower() + rng.choice(['.example.org', '-health.example.org', '.example.net',
                                                        '.nhs.example.net' if L.uk else '.health.example.org'])
        self.hosp2 = L.hospital(rng)[0]
        self.ward = L.ward(rng)
        self.bed = str(rng.randint(1, 32)) + (rng.choice('ABCD') if chance(rng, 0.15) else '')
        self.bay = str(rng.randint(1, 8))
        self.room = str(rng.randint(1, 24)) if not L.nam else str(rng.randint(201, 918)) + rng.choice(['', 'A', 'B'])
        self.practice = L.practice(rng)
        self.pharmacy = L.pharmacy(rng)
        svc = [x for x in pools.SERVICE_NAMES if cc == 'nzl' or not x.startswith('Te ')]
        self.service = rng.choice(svc)
        self.service_slug = ''.join(ch for ch in ''.join(self.service.split()[:2]).lower() if ch.isalnum())
        self.gp = make_staff(rng, self, 'doc', role='GP')
        self.gp_phone = L.phone(rng, mobile=False)
        self.gp_fax = L.phone(rng, mobile=False)
        pc, pr, prf, ppfx = L.place(rng) if chance(rng, 0.3) else (city, reg, regfull, pfx)
        self.gp_street = L.street(rng)
        self.gp_city, self.gp_region, self.gp_zip = pc, pr, L.postcode(rng, ppfx)
        # staff
        self.cons = make_staff(rng, self, 'doc', role=rng.choice(
            ['Consultant Gastroenterologist', 'Consultant Hepatologist', 'Consultant Physician']
            if not L.nam else ['Attending', 'Hospitalist', 'Addiction Medicine Attending']))
        self.jr = make_staff(rng, self, 'doc')
        self.act = make_staff(rng, self, 'nurse', role={'uk': 'Alcohol Specialist Nurse', 'ire': 'Alcohol Liaison CNS',
                                                       'aus': 'D&A CL Nurse', 'nzl': 'Addictions CL Nurse',
                                                       'nam': 'Addiction Consult RN'}[L.group])
        self.nurse = make_staff(rng, self, 'nurse')
        self.nurse2 = make_staff(rng, self, 'nurse')
        self.pharm = make_staff(rng, self, 'pharm')
        self.worker = make_staff(rng, self, 'other', role=rng.choice(
            ['keyworker', 'recovery worker', 'outreach worker', 'care coordinator', 'case manager']))
        self.ext = L.ext_phone(rng)
        self.bleep = L.bleep(rng)
        # family and social
        rel = rng.choice(pools.FAMILY_REL)
        same = rel in ('wife', 'husband', 'mother', 'father', 'sister', 'brother', 'daughter', 'son')
        fsex = 'F' if rel in ('wife', 'mother', 'sister', 'daughter', 'aunt', 'niece') else \
            ('M' if rel in ('husband', 'father', 'brother', 'son', 'uncle', 'nephew') else None)
        self.nok = Person(rng, cc, sex=fsex, last=p.last if same and chance(rng, 0.8) else None)
        self.nok_rel = rel
        self.nok_phone = L.phone(rng, mobile=True)
        self.kids = [Person(rng, cc, last=p.last if chance(rng, 0.6) else None) for _ in range(rng.randint(0, 3))]
        lo = max(1, self.age - 45)
        hi = max(lo, min(self.age - 18, 52))
        self.kid_ages = sorted([rng.randint(lo, hi) for _ in self.kids], reverse=True)
        self.job = rng.choice(pools.PROFESSIONS)
        self.employer = rng.choice(pools.EMPLOYERS)
        self.charity = rng.choice(pools.CHARITIES)
        self.hostel = rng.choice(pools.HOSTELS)
        self.landmark = rng.choice(pools.LANDMARKS)
        self.username = username(rng, self.act)
        self.ip = rng.choice(['10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254)),
                              '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254)),
                              '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(2, 254))])
        self.adm = self.today - _dt.timedelta(days=rng.randint(0, 6))
        self.start_age = rng.randint(11, max(12, min(25, self.age - 2)))

    # ---- helpers returning note items ----------------------------------
    def yr(self, lo, hi, min_age=16):
        """A past year lo..hi years ago, not before the patient was min_age."""
        y = self.today.year - self.rng.randint(lo, hi)
        return str(min(self.today.year, max(y, self.dob.year + min_age)))

    def d(self, date, style=None):
        return DT(fmt_date(date, style or self.dstyle))

    def dalt(self, date):
        return DT(fmt_date(date, self.rng.choice(self.L.dstyles)))

    def dshort(self, date):
        return DT(fmt_short(date, self.L.us))

    def dwk(self, date, long=False):
        return DT(fmt_wday(date, self.L.us, long))

    def days(self, n):
        return self.today + _dt.timedelta(days=n)

    def pname(self, allow_title=True, allow_short=True):
        return name_forms(self.rng, self.pt, 'PATIENT', PT, self.L.us, allow_title, allow_short)

    def pfull(self):
        r = self.rng.random()
        if r < 0.45:
            return [PT(self.pt.full())]
        if r < 0.8:
            return [PT(self.pt.lf(upper=True))]
        return [PT(self.pt.fml())]

    def ptitle(self):
        return [self.pt.title(self.L.us) + ' ', PT(self.pt.last)]

    def dr(self, p):
        return dr_forms(self.rng, p, self.L.us)

    def fam(self, p=None):
        p = p or self.nok
        r = self.rng.random()
        if r < 0.45:
            return [FM(p.first)]
        if r < 0.85:
            return [FM(p.full())]
        return [p.title(self.L.us) + ' ', FM(p.last)]

    def age_item(self):
        return AG(str(self.age))

    def age_any(self):
        """Age in digits, or now and then in words."""
        if self.rng.random() < 0.2:
            return AG(age_words(self.age))
        return AG(str(self.age))

    def holiday(self):
        """A holiday as DATE items; a leading article stays outside the span."""
        h = self.rng.choice(HOLIDAYS['all'] + HOLIDAYS[self.cc])
        if h.startswith('the '):
            return ['the ', DT(h[4:])]
        return [DT(h)]

    def sex_short(self):
        return 'M' if self.male else 'F'

    def he(self):
        return 'he' if self.male else 'she'

    def his(self):
        return 'his' if self.male else 'her'

    def him(self):
        return 'him' if self.male else 'her'
