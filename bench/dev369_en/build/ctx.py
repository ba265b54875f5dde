"""Case context: the invented patient, family, team and institutions behind one note."""
import datetime
from nb import (digits, letters, phone, pick, chance, styles_for, age_on, add_days, private_ip)
from nb import age_months as age_months_
import pools
import places


class P:
    """An invented person."""

    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or pick(rng, ['F', 'M'])
        self.first = pick(rng, pools.FEMALE if self.sex == 'F' else pools.MALE)
        self.last = last or pick(rng, pools.SURNAMES)
        self.mid = pick(rng, 'ABCDEFGHJKLMNPRSTW') if chance(rng, 0.25) else ''
        self.nick = pools.NICKS.get(self.first, '')

    def full(self):
        return self.first + ' ' + self.last

    def name(self, rng, style=None):
        """A random written form of the full name (one span)."""
        k = style if style is not None else rng.randrange(9)
        f, l, m = self.first, self.last, self.mid
        if k in (0, 1, 2):
            return f + ' ' + l
        if k == 3:
            return l.upper() + ', ' + f
        if k == 4:
            return l + ', ' + f
        if k == 5:
            return f + (' ' + m + '. ' if m else ' ') + l
        if k == 6:
            return l.upper() + ' ' + f
        if k == 7:
            return f[0] + '. ' + l
        return f + ' ' + l.upper()

    def initials(self, dots=False):
        a = (self.first[0] + self.last[0]).upper()
        return a[0] + '.' + a[1] + '.' if dots else a

    def title(self, rng):
        if self.sex == 'F':
            return pick(rng, ['Mrs', 'Ms', 'Miss', 'Ms', 'Mrs.', 'Ms.'])
        return pick(rng, ['Mr', 'Mr.'])


ROLES = {
    'GB': {'cons': ['Consultant in Paediatric Inherited Metabolic Disease',
                    'Consultant Metabolic Paediatrician', 'Consultant in Inherited Metabolic Disease',
                    'Consultant in Adult Inherited Metabolic Disease'],
           'reg': ['Specialty Registrar, Metabolic Medicine', 'Clinical Fellow in IMD', 'ST6 Registrar'],
           'cns': ['Clinical Nurse Specialist, Metabolic', 'Metabolic CNS', 'Lead Nurse, IMD'],
           'diet': ['Specialist Metabolic Dietitian', 'Senior Metabolic Dietitian',
                    'Highly Specialist Dietitian (IMD)'],
           'pharm': ['Metabolic Pharmacist', 'Specialist Pharmacist, Rare Diseases'],
           'sec': ['Medical Secretary', 'Medical Secretary to Dr {}', 'Clinic Co-ordinator']},
    'US': {'cons': ['Attending Physician, Biochemical Genetics', 'Director, Metabolic Clinic',
                    'Attending, Division of Genetics and Metabolism'],
           'reg': ['Biochemical Genetics Fellow', 'Medical Genetics Resident'],
           'cns': ['Metabolic Nurse Coordinator', 'Nurse Practitioner, Metabolism'],
           'diet': ['Metabolic Dietitian', 'Clinical Nutritionist, Metabolic Program'],
           'pharm': ['Clinical Pharmacist', 'Specialty Pharmacist'],
           'sec': ['Clinic Coordinator', 'Patient Access Representative', 'Medical Assistant']},
    'CA': {'cons': ['Metabolic Physician', 'Biochemical Geneticist', 'Staff Physician, Metabolic Genetics'],
           'reg': ['Clinical Fellow, Metabolic Genetics', 'PGY-4 Resident'],
           'cns': ['Clinical Nurse Specialist', 'Metabolic Nurse Navigator'],
           'diet': ['Metabolic Dietitian', 'Registered Dietitian, Metabolic Clinic'],
           'pharm': ['Clinical Pharmacist'],
           'sec': ['Clinic Secretary', 'Unit Clerk']},
    'AU': {'cons': ['Metabolic Physician', 'Paediatric Metabolic Physician', 'Director, Metabolic Diseases'],
           'reg': ['Advanced Trainee, Metabolic Medicine', 'Metabolic Registrar'],
           'cns': ['Clinical Nurse Consultant', 'Metabolic CNC'],
           'diet': ['Senior Metabolic Dietitian', 'Metabolic Dietitian'],
           'pharm': ['Senior Pharmacist'],
           'sec': ['Medical Typist', 'Administrative Officer']},
    'NZ': {'cons': ['Paediatric Metabolic Physician', 'Metabolic Physician'],
           'reg': ['Paediatric Registrar', 'Metabolic Fellow'],
           'cns': ['Clinical Nurse Specialist', 'Metabolic Nurse Specialist'],
           'diet': ['Metabolic Dietitian', 'Senior Dietitian'],
           'pharm': ['Pharmacist'],
           'sec': ['Medical Secretary', 'Clinic Administrator']},
    'IE': {'cons': ['Consultant Metabolic Paediatrician', 'Consultant in Metabolic Medicine'],
           'reg': ['Specialist Registrar', 'SpR in Metabolic Medicine'],
           'cns': ['Clinical Nurse Specialist', 'CNS Metabolics'],
           'diet': ['Senior Metabolic Dietitian', 'Clinical Specialist Dietitian'],
           'pharm': ['Senior Pharmacist'],
           'sec': ['Medical Secretary', 'Grade IV Secretary']},
}

CREDS = {
    'GB': {'cons': ['MBChB, MRCPCH', 'BM BCh, FRCP', 'MBBS, PhD, FRCPCH', 'MB ChB, FRCPath', 'MD, FRCP'],
           'reg': ['MBBS, MRCPCH', 'MBChB', 'BMBS, MRCP'], 'cns': ['RN', 'RSCN, BSc', 'RGN'],
           'diet': ['BSc, RD', 'MSc RD', 'RD'], 'pharm': ['MPharm', 'MRPharmS'], 'sec': ['']},
    'US': {'cons': ['MD', 'MD, PhD', 'DO', 'MD, FACMG'], 'reg': ['MD', 'DO'], 'cns': ['RN, BSN', 'MSN, CPNP'],
           'diet': ['MS, RD, LDN', 'RDN, CSP', 'RD'], 'pharm': ['PharmD', 'PharmD, BCPS'], 'sec': ['']},
    'CA': {'cons': ['MD, FRCPC', 'MD, FCCMG'], 'reg': ['MD'], 'cns': ['RN, MN', 'RN'],
           'diet': ['RD', 'MSc, RD'], 'pharm': ['BScPhm', 'PharmD'], 'sec': ['']},
    'AU': {'cons': ['MBBS, FRACP', 'MBBS, PhD, FRACP'], 'reg': ['MBBS'], 'cns': ['RN', 'RN, MNurs'],
           'diet': ['APD', 'BNutrDiet, APD'], 'pharm': ['BPharm'], 'sec': ['']},
    'NZ': {'cons': ['MBChB, FRACP'], 'reg': ['MBChB'], 'cns': ['RN', 'RN, PGDip'],
           'diet': ['NZRD', 'MDiet, NZRD'], 'pharm': ['BPharm'], 'sec': ['']},
    'IE': {'cons': ['MB BCh BAO, MRCPI', 'MD, FRCPI'], 'reg': ['MB BCh BAO, MRCPI'], 'cns': ['RGN, RCN', 'RCN'],
           'diet': ['BSc, MINDI', 'MSc, MINDI'], 'pharm': ['MPharm, MPSI'], 'sec': ['']},
}


def licence(rng, country, role):
    """(label, value) for a professional registration number."""
    if country == 'GB':
        if role in ('cons', 'reg'):
            return 'GMC', str(rng.randint(3, 7)) + digits(rng, 6)
        if role == 'cns':
            return 'NMC PIN', digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1, 'EOSWN')
        if role == 'diet':
            return 'HCPC', 'DT0' + digits(rng, 5)
        return 'GPhC', '20' + digits(rng, 5)
    if country == 'US':
        if role in ('cons', 'reg') and chance(rng, 0.4):
            return 'DEA', pick(rng, ['A', 'B', 'F', 'M']) + letters(rng, 1) + digits(rng, 7)
        return 'NPI', '1' + digits(rng, 9)
    if country == 'CA':
        if role in ('cons', 'reg'):
            return pick(rng, ['CPSO', 'CPSBC', 'CPSA']), digits(rng, 5)
        if role == 'diet':
            return 'Reg.', digits(rng, 4)
        return 'Reg. No.', digits(rng, 6)
    if country == 'AU':
        if role in ('cons', 'reg') and chance(rng, 0.4):
            return 'Prescriber No.', digits(rng, 7)
        pre = {'cons': 'MED', 'reg': 'MED', 'cns': 'NMW', 'diet': 'DIE', 'pharm': 'PHA'}.get(role, 'MED')
        if role == 'diet':
            return 'APD no.', digits(rng, 5)
        return 'AHPRA', pre + '000' + digits(rng, 7)
    if country == 'NZ':
        if role in ('cons', 'reg'):
            return 'MCNZ', digits(rng, 5)
        return 'APC no.', digits(rng, 6)
    if country == 'IE':
        if role in ('cons', 'reg'):
            return 'IMC No.', digits(rng, 6)
        if role == 'diet':
            return 'CORU', 'DI0' + digits(rng, 5)
        return 'NMBI PIN', digits(rng, 6)
    raise ValueError(country)


class Clin(P):
    def __init__(self, rng, country, role):
        P.__init__(self, rng)
        self.role = role
        self.job = pick(rng, ROLES[country][role])
        self.creds = pick(rng, CREDS[country][role])
        self.lic_label, self.lic = licence(rng, country, role)
        self.dr = role in ('cons', 'reg')
        self.user = user_name(rng, self)

    def tname(self, rng):
        """Title outside the span: returns (prefix, name)."""
        if self.dr:
            pre = pick(rng, ['Dr ', 'Dr ', 'Dr. ', 'Prof ' if self.role == 'cons' else 'Dr ', 'Dr '])
            return pre, pick(rng, [self.last, self.full(), self.full(), self.first[0] + ' ' + self.last])
        return '', self.full()


def user_name(rng, p):
    f, l = p.first.lower().replace('-', ''), p.last.lower().replace("'", '').replace(' ', '').replace('-', '')
    k = rng.randrange(5)
    if k == 0:
        return f[0] + l[:7]
    if k == 1:
        return f + '.' + l
    if k == 2:
        return (f[0] + l)[:8] + str(rng.randint(1, 9))
    if k == 3:
        return l[:6] + f[:2]
    return f[0] + '_' + l


DOMAIN_TAILS = ['example.org', 'example.org', 'example.net', 'example.com']


def host_for(rng, inst):
    stem = ''.join(w[0] for w in inst.replace("'", '').replace('.', '').split() if w[0].isalpha()).lower()
    return stem + '.' + pick(rng, ['nhs.', 'health.', 'hosp.', '']) + pick(rng, DOMAIN_TAILS)


def personal_email(rng, p):
    f, l = p.first.lower().replace('-', ''), p.last.lower().replace("'", '').replace(' ', '')
    local = pick(rng, [f + '.' + l, f + l + digits(rng, 2), f[0] + l, f + '_' + l[:3] + digits(rng, 2),
                       l + f[0] + digits(rng, 3)])
    return local + '@' + pick(rng, ['example.com', 'mail.example.net', 'inbox.example.org',
                                    'example.net', 'home.example.com'])


def street(rng, country, plain=False):
    stem = pick(rng, pools.STREET_STEMS)
    suf = pick(rng, pools.SUFFIX[country])
    if chance(rng, 0.25) and suf in pools.ABBR:
        suf = pools.ABBR[suf]
    num = str(rng.randint(1, 240)) if country not in ('US', 'CA') else str(rng.randint(10, 9899))
    s = num + ' ' + stem + ' ' + suf
    r = rng.random()
    if plain:
        return s
    if country == 'GB' and r < 0.15:
        s = 'Flat %d, %s' % (rng.randint(1, 24), s)
    elif country == 'GB' and r < 0.2:
        s = pick(rng, pools.HOUSE_NAMES) + ', ' + s
    elif country in ('US', 'CA') and r < 0.2:
        s = s + pick(rng, [', Apt ', ', Unit ', ' #', ', Apt. ']) + str(rng.randint(1, 40)) + pick(rng, ['', 'B', 'A', 'C'])
    elif country in ('AU', 'NZ') and r < 0.2:
        s = '%d/%s' % (rng.randint(1, 30), s)
    elif country == 'IE' and r < 0.15:
        s = 'Apt %d, %s' % (rng.randint(1, 60), s)
    return s


def address(rng, country, ct=None, plain=False):
    if ct is None:
        ct = pick(rng, places.CITIES[country])
    city, region, pre = ct
    a = {'ct': ct, 'street': street(rng, country, plain), 'city': city, 'region': region,
         'zip': places.postcode(rng, country, pre)}
    if country in ('US', 'CA', 'AU') and region:
        full = places.STATE_NAMES.get('WA_AU' if (country == 'AU' and region == 'WA') else region, region)
        a['region_full'] = full
    else:
        a['region_full'] = region
    return a


def inst_name(rng, country, kind):
    stem = pick(rng, pools.PLACE_STEMS)
    if kind == 'practice':
        if chance(rng, 0.3):
            return pick(rng, pools.STREET_STEMS) + ' ' + pick(rng, places.PRACTICE_SUFFIX[country])
        return stem + ' ' + pick(rng, places.PRACTICE_SUFFIX[country])
    if kind == 'pharmacy':
        return pick(rng, [stem, pick(rng, pools.STREET_STEMS), pick(rng, pools.SURNAMES) + "'s"]) + \
            ' ' + pick(rng, places.PHARM_SUFFIX)
    if kind in ('child', 'teen', 'nursery'):
        base = pick(rng, [stem, pick(rng, pools.STREET_STEMS), pick(rng, pools.SAINTS),
                          pick(rng, pools.STREET_STEMS) + ' Park', stem + ' Road'])
        return base + ' ' + pick(rng, places.SCHOOL_SUFFIX[kind])
    if kind == 'uni':
        return pick(rng, places.SCHOOL_SUFFIX['uni']).format(stem)
    if kind == 'lab':
        return pick(rng, places.LABS).format(stem)
    raise ValueError(kind)


def national_ids(rng, country, dob):
    """(health-system label, value) and (social-security label, value)."""
    if country == 'GB':
        if chance(rng, 0.15):
            hp = ('CHI', '%02d%02d%02d%s' % (dob.day, dob.month, dob.year % 100, digits(rng, 4)))
        else:
            d = '4' + digits(rng, 9) if chance(rng, 0.5) else '6' + digits(rng, 9)
            hp = (pick(rng, ['NHS No', 'NHS number', 'NHS No.', 'NHS']),
                  pick(rng, [d[:3] + ' ' + d[3:6] + ' ' + d[6:], d, d[:3] + '-' + d[3:6] + '-' + d[6:]]))
        ss = ('NI No', letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ') + ' 9' + digits(rng, 1) + ' ' +
              digits(rng, 2) + ' ' + digits(rng, 2) + ' ' + pick(rng, ['A', 'B', 'C', 'D']))
    elif country == 'US':
        hp = ('Member ID', letters(rng, 3) + digits(rng, 9))
        ss = ('SSN', '9' + digits(rng, 2) + '-' + digits(rng, 2) + '-' + digits(rng, 4))
    elif country == 'CA':
        if chance(rng, 0.5):
            hp = ('OHIP', digits(rng, 4) + '-' + digits(rng, 3) + '-' + digits(rng, 3) + '-' + letters(rng, 2))
        else:
            hp = ('PHN', '9' + digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3))
        ss = ('SIN', '9' + digits(rng, 2) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3))
    elif country == 'AU':
        hp = ('Medicare No', str(rng.randint(2, 6)) + digits(rng, 3) + ' ' + digits(rng, 5) + ' ' + digits(rng, 1))
        ss = ('Centrelink CRN', '9' + digits(rng, 2) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3) + letters(rng, 1))
    elif country == 'NZ':
        hp = ('NHI', letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4))
        ss = ('IRD No', '9' + digits(rng, 1) + '-' + digits(rng, 3) + '-' + digits(rng, 3))
    else:
        hp = (pick(rng, ['Medical Card No', 'GMS No', 'IHI']), digits(rng, 7) + letters(rng, 1))
        ss = ('PPSN', '9' + digits(rng, 6) + letters(rng, 1) + pick(rng, ['', '', 'A', 'W']))
    return hp, ss


def mrn(rng, country):
    if country == 'GB':
        return pick(rng, ['Hospital No', 'Hosp No', 'Unit No', 'MRN', 'RN']), pick(rng, [
            letters(rng, 1) + digits(rng, 6), letters(rng, 3) + digits(rng, 7), digits(rng, 8),
            'M' + digits(rng, 7), digits(rng, 6) + letters(rng, 1)])
    if country == 'US':
        return pick(rng, ['MRN', 'MRN', 'Med Rec #', 'MR#']), pick(rng, [
            digits(rng, 8), '00' + digits(rng, 6), 'E' + digits(rng, 7), digits(rng, 3) + '-' + digits(rng, 2) + '-' + digits(rng, 2)])
    if country == 'AU':
        return pick(rng, ['UR No', 'URN', 'MRN', 'UR']), pick(rng, [digits(rng, 7), digits(rng, 6), '0' + digits(rng, 7)])
    if country == 'NZ':
        return pick(rng, ['Hospital No', 'MRN']), digits(rng, 7)
    if country == 'IE':
        return pick(rng, ['MRN', 'Chart No', 'Hosp No', 'HRN']), digits(rng, 6) + pick(rng, ['', '', letters(rng, 1)])
    return pick(rng, ['MRN', 'Chart #', 'MRN']), digits(rng, 7)


def pick_disorder(rng, groups):
    import disorders
    g = pick(rng, groups)
    cand = [d for d in disorders.LIST if d['group'] == g or d['key'] == g]
    return pick(rng, cand)


class Case:
    def __init__(self, rng, country, lower, kind, groups, date_lo=2019, date_hi=2025):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.styles = styles_for(country)
        self.ds = pick(rng, self.styles)
        self.date = datetime.date(rng.randint(date_lo, date_hi), rng.randint(1, 12), rng.randint(1, 28))
        self.dis = pick_disorder(rng, groups)
        sex = 'F' if kind == 'pregnancy' else (self.dis.get('sex') or pick(rng, ['F', 'M']))
        lo, hi = {'newborn': (0, 0), 'infant': (0, 1), 'child': (1, 12), 'teen': (13, 18),
                  'transition': (15, 19), 'adult': (19, 66), 'pregnancy': (19, 41),
                  'any': (0, 60), 'school': (3, 14)}[kind]
        if kind == 'newborn':
            self.dob = add_days(self.date, -rng.randint(4, 12))
        else:
            yrs = rng.randint(lo, hi)
            self.dob = datetime.date(self.date.year - yrs - 1, rng.randint(1, 12), rng.randint(1, 28))
            self.dob = add_days(self.dob, rng.randint(0, 300))
            if self.dob >= self.date:
                self.dob = add_days(self.date, -rng.randint(30, 300))
        self.age = age_on(self.dob, self.date)
        self.child = self.age < 16
        fam_last = pick(rng, pools.SURNAMES)
        self.pt = P(rng, sex, fam_last)
        self.mother = P(rng, 'F', fam_last if chance(rng, 0.7) else None)
        self.father = P(rng, 'M', fam_last)
        self.partner = P(rng, 'M' if sex == 'F' else pick(rng, ['F', 'F', 'M']))
        self.sib = P(rng, None, fam_last)
        self.mother_job = pick(rng, pools.PROFESSIONS)
        self.father_job = pick(rng, pools.PROFESSIONS)
        self.pt_job = pick(rng, pools.PROFESSIONS)
        self.partner_job = pick(rng, pools.PROFESSIONS)
        self.addr = address(rng, country)
        self.home_tel = phone(rng, country)
        self.mob = phone(rng, country, 'mobile')
        self.mob2 = phone(rng, country, 'mobile')
        self.email = personal_email(rng, self.mother if self.child else self.pt)
        self.mrn_label, self.mrn = mrn(rng, country)
        (self.hp_label, self.hp), (self.ss_label, self.ss) = national_ids(rng, country, self.dob)
        adult_ok = [h for h in places.CENTRES[country] if 'hildren' not in h]
        self.centre = pick(rng, places.CENTRES[country] if self.age < 16 else adult_ok)
        self.centre_addr = address(rng, country, self.addr['ct'] if chance(rng, 0.3) else None, True)
        self.host = host_for(rng, self.centre)
        self.local = pick(rng, places.LOCALS[country])
        self.adult_centre = pick(rng, [h for h in adult_ok if h != self.centre])
        self.ward = pick(rng, places.WARDS)
        self.dept_tel = phone(rng, country)
        self.dept_fax = phone(rng, country)
        self.switch = phone(rng, country)
        self.team_email = pick(rng, ['metabolic.team', 'imd.admin', 'metabolic.dietitians', 'biochemgen.clinic',
                                     'imd-nurses', 'metabolic', 'ert.unit']) + '@' + self.host
        self.gp = P(rng)
        self.practice = inst_name(rng, country, 'practice')
        self.practice_addr = address(rng, country, self.addr['ct'], True)
        self.pharmacy = inst_name(rng, country, 'pharmacy')
        self.school = inst_name(rng, country, 'nursery' if self.age < 4 else ('child' if self.age < 11 else 'teen'))
        self.college = inst_name(rng, country, 'uni')
        self.employer = pick(rng, pools.COMPANIES)
        self.insurer = pick(rng, places.INSURERS[country])
        self.member_id = letters(rng, 3) + digits(rng, 9)
        self.group_no = pick(rng, [digits(rng, 6), 'GRP-' + digits(rng, 5), letters(rng, 2) + digits(rng, 5)])
        self.homecare = pick(rng, places.HOMECARE)
        self.cons = Clin(rng, country, 'cons')
        self.cons2 = Clin(rng, country, 'cons')
        self.reg = Clin(rng, country, 'reg')
        self.cns = Clin(rng, country, 'cns')
        self.diet = Clin(rng, country, 'diet')
        self.pharm = Clin(rng, country, 'pharm')
        self.sec = Clin(rng, country, 'sec')
        if self.age >= 16:
            for cl in (self.cons, self.cons2, self.reg):
                cl.job = cl.job.replace('Metabolic Paediatrician', 'Metabolic Physician').replace(
                    'Paediatric Metabolic Physician', 'Metabolic Physician').replace('in Paediatric Inherited', 'in Inherited')
        self.ip = private_ip(rng)
        self.weight = self.weight_for(rng)
        self.region_mode = rng.random()

    def weight_for(self, rng):
        a = self.age
        if a < 1:
            w = 3.2 + rng.random() * 5
        elif a < 13:
            w = 8 + a * 3 + rng.random() * 6
        elif a < 18:
            w = 40 + rng.random() * 30
        else:
            w = 52 + rng.random() * 45
        return round(w, 1)

    def height(self):
        rng = self.rng
        a = self.age
        if a < 1:
            return round(50 + 2.1 * age_months_(self.dob, self.date) + rng.random() * 3, 1)
        if a < 13:
            return round(74 + 6.1 * a + rng.random() * 8, 1)
        if a < 18:
            return round(148 + rng.random() * 32, 1)
        return round((152 if self.pt.sex == 'F' else 163) + rng.random() * 25, 1)

    def d(self, dt, style=None):
        from nb import fdate
        return fdate(dt, style or self.ds)

    def alt(self):
        return pick(self.rng, self.styles)

    def country_name(self):
        return pick(self.rng, places.COUNTRY_NAMES[self.country])
