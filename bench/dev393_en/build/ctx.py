"""Per-note context: one patient, their people and places, and the care team.

V() returns a dict of template values; callables re-render on every use so that
repeated mentions vary (full name, title + surname, first name, initials ...).
"""
import datetime
from doc import P
import fmt
import pools
import places

ROLE_INFO = {
    # role: (titles by country default, descriptive role text)
    'rns': 'Respiratory Nurse Specialist',
    'cns': 'Clinical Nurse Specialist (Respiratory)',
    'physio': 'Specialist Respiratory Physiotherapist',
    'ot': 'Occupational Therapist',
    'hca': 'Healthcare Assistant',
    'cons': 'Consultant Respiratory Physician',
    'gp': 'General Practitioner',
    'pharm': 'Respiratory Pharmacist',
    'physiol': 'Respiratory Physiologist',
    'admin': 'Team Administrator',
    'rrt': 'Respiratory Therapist',
    'reg': 'Respiratory Registrar',
}
CREDS = {
    'UK': {'rns': ['RGN', 'RN, NMP', 'RGN, BSc', 'RN (Adult), V300'], 'cns': ['RGN', 'RN, MSc'],
           'physio': ['MCSP', 'BSc MCSP'], 'ot': ['BSc OT', 'HCPC reg'], 'hca': [''],
           'cons': ['MRCP', 'FRCP', 'MBChB MRCP'], 'gp': ['MRCGP', 'MBChB'],
           'pharm': ['MPharm, IP'], 'physiol': ['MSc, ARTP'], 'admin': [''], 'rrt': ['RN'],
           'reg': ['MRCP']},
    'IE': {'rns': ['RGN', 'RANP'], 'cns': ['RGN, CNS'], 'physio': ['MISCP'], 'ot': ['BSc OT'],
           'hca': [''], 'cons': ['FRCPI', 'MRCPI'], 'gp': ['MICGP'], 'pharm': ['MPSI'],
           'physiol': ['BSc'], 'admin': [''], 'rrt': ['RGN'], 'reg': ['MRCPI']},
    'AU': {'rns': ['RN', 'CNC'], 'cns': ['RN, CNC'], 'physio': ['APAM'], 'ot': ['OT'], 'hca': [''],
           'cons': ['FRACP'], 'gp': ['FRACGP'], 'pharm': ['BPharm'], 'physiol': ['CRFS'],
           'admin': [''], 'rrt': ['RN'], 'reg': ['MBBS']},
    'NZ': {'rns': ['RN', 'RN, NP'], 'cns': ['RN, CNS'], 'physio': ['NZRP'], 'ot': ['NZROT'],
           'hca': [''], 'cons': ['FRACP'], 'gp': ['FRNZCGP'], 'pharm': ['BPharm'],
           'physiol': ['CRFS'], 'admin': [''], 'rrt': ['RN'], 'reg': ['MBChB']},
    'CA': {'rns': ['RN, CRE', 'RN'], 'cns': ['RN, CRE'], 'physio': ['PT'], 'ot': ['OT Reg.'],
           'hca': ['PSW'], 'cons': ['MD, FRCPC'], 'gp': ['MD, CCFP'], 'pharm': ['RPh'],
           'physiol': ['RRT'], 'admin': [''], 'rrt': ['RRT, CRE', 'RRT'], 'reg': ['MD']},
    'US': {'rns': ['RN', 'BSN, RN'], 'cns': ['MSN, APRN'], 'physio': ['PT, DPT'], 'ot': ['OTR/L'],
           'hca': ['CNA'], 'cons': ['MD'], 'gp': ['MD', 'DO'], 'pharm': ['PharmD'],
           'physiol': ['RRT, RPFT'], 'admin': [''], 'rrt': ['RRT', 'CRT'], 'reg': ['MD'],
           },
}
DOCTORISH = ('cons', 'gp', 'reg')


def weighted(rng, table):
    keys = sorted(table)
    tot = sum(table[k] for k in keys)
    x = rng.random() * tot
    for k in keys:
        x -= table[k]
        if x < 0:
            return k
    return keys[-1]


def article(word):
    return 'an ' if word[:1].lower() in 'aeiou' else 'a '


def make_person(rng, country, sex=None):
    origin = weighted(rng, pools.COUNTRY_ORIGINS[country])
    fem, mal, sur = pools.NAMES[origin]
    if sex is None:
        sex = rng.choice('FM')
    first = rng.choice(fem if sex == 'F' else mal)
    # surnames: mostly same origin, sometimes mixed
    if rng.random() < 0.2:
        o2 = weighted(rng, pools.COUNTRY_ORIGINS[country])
        last = rng.choice(pools.NAMES[o2][2])
    else:
        last = rng.choice(sur)
    mid = rng.choice('ABCDEFGHJKLMNPRSTW') if rng.random() < 0.3 else ''
    return {'first': first, 'last': last, 'sex': sex, 'mid': mid}


class Staff(object):
    def __init__(self, rng, country, role):
        self.rng = rng
        self.c = country
        self.role = role
        p = make_person(rng, country)
        self.first, self.last, self.sex, self.mid = p['first'], p['last'], p['sex'], p['mid']
        self.cred = rng.choice(CREDS[country][role])
        self.lic_label, self.lic = fmt.licence(rng, country, role)
        self.email = fmt.email_person(rng, self.first, self.last)
        self.phone = fmt.phone(rng, country, 'mob' if rng.random() < 0.5 else 'land')
        self.user = self._user()

    def _user(self):
        r = self.rng
        f, l = fmt.asciify(self.first).replace('-', ''), fmt.asciify(self.last).replace('-', '')
        return r.choice(['%s%s' % (f[0], l[:7]), '%s%s%d' % (l[:6], f[0], r.randint(1, 9)),
                         '%s.%s' % (f, l), '%s%s%s' % (f[:2], l[:4], fmt.digits(r, 2))]).upper() \
            if r.random() < 0.3 else r.choice(['%s%s' % (f[0], l[:7]), '%s.%s' % (f[0], l),
                                                '%s%s%d' % (f, l[0], r.randint(1, 99))])

    @property
    def doctorish(self):
        return self.role in DOCTORISH

    def title(self):
        if self.doctorish:
            return 'Dr. ' if self.c in ('US', 'CA') and self.rng.random() < 0.7 else 'Dr '
        return ''

    def full(self):
        if self.mid and self.rng.random() < 0.3:
            return P('%s %s. %s' % (self.first, self.mid, self.last), 'DOCTOR')
        return P('%s %s' % (self.first, self.last), 'DOCTOR')

    def ref(self):
        """Mid-sentence reference."""
        r = self.rng.random()
        if self.doctorish:
            if r < 0.6:
                return [self.title(), P(self.last, 'DOCTOR')]
            if r < 0.85:
                return [self.title(), self.full()]
            return [P(self.last, 'DOCTOR')]
        if r < 0.45:
            return P(self.first, 'DOCTOR')
        if r < 0.8:
            return self.full()
        if r < 0.92:
            return P('%s %s' % (self.first[0], self.last), 'DOCTOR')
        return P('%s. %s' % (self.first[0], self.last), 'DOCTOR')

    def initials(self):
        return P((self.first[0] + self.last[0]).upper(), 'DOCTOR')

    def sig(self, with_lic=None, with_contact=None):
        r = self.rng
        out = [self.title(), self.full()]
        if self.cred:
            out.append(', ' + self.cred)
        out.append('\n' + ROLE_INFO[self.role])
        if with_lic is None:
            with_lic = r.random() < 0.45
        if with_lic:
            out += ['  ' + self.lic_label + ' ', P(self.lic, 'LICENSE')]
        if with_contact is None:
            with_contact = r.random() < 0.5
        if with_contact:
            k = r.random()
            if k < 0.4:
                out += ['\n', r.choice(['Mob ', 'Tel ', 'Direct line ', 'Work mobile: ']),
                        P(self.phone, 'PHONE')]
            elif k < 0.7:
                out += ['\n', P(self.email, 'EMAIL')]
            else:
                out += ['\n', r.choice(['Tel: ', 'Ph ', 'T: ']), P(self.phone, 'PHONE'), ' | ',
                        P(self.email, 'EMAIL')]
        return out


class Ctx(object):
    def __init__(self, rng, country, young=False):
        r = self.rng = rng
        self.c = country
        p = make_person(r, country)
        self.first, self.last, self.sex, self.mid = p['first'], p['last'], p['sex'], p['mid']
        self.nick = pools.NICKNAMES.get(self.first) if r.random() < 0.5 else None
        self.age = r.randint(19, 72) if young else (r.randint(46, 95) if r.random() < 0.97 else r.randint(38, 45))
        y = r.randint(2019, 2025)
        self.today = datetime.date(y, r.randint(1, 6 if y == 2025 else 12), r.randint(1, 28))
        born = self.today.year - self.age
        dob = datetime.date(born, r.randint(1, 12), r.randint(1, 28))
        if dob > datetime.date(born, self.today.month, self.today.day):
            dob = datetime.date(born - 1, dob.month, dob.day)
            # keep stated age consistent with DOB
            self.age = self.today.year - dob.year - ((self.today.month, self.today.day) < (dob.month, dob.day))
        self.dob = dob
        self.style = r.choice(fmt.LONG_STYLES[country])
        if country == 'UK':
            self.title_str = ('Mrs' if r.random() < 0.6 else r.choice(['Ms', 'Miss'])) if self.sex == 'F' else 'Mr'
        else:
            t = ('Mrs' if r.random() < 0.6 else 'Ms') if self.sex == 'F' else 'Mr'
            self.title_str = t + '.' if country in ('US', 'CA') and r.random() < 0.7 else t
        # address
        town, region, pc = r.choice(places.TOWNS[country])
        self.town, self.region = town, region
        self.pc_prefix = pc
        self.pc = self._postcode(pc)
        self.street = self._street()
        self.tel = fmt.phone(r, country, 'land')
        self.mob = fmt.phone(r, country, 'mob')
        self.email = fmt.email_person(r, self.first, self.last, 'patient')
        self.mrn = fmt.mrn(r, country)
        self.natid = self._natid()
        self.hp = fmt.healthplan(r, country)
        self.ssn = fmt.ssn(r, country) if country in ('US', 'CA', 'IE') else None
        self.plate = fmt.plate(r, country)
        # people
        self.gp = Staff(r, country, 'gp')
        self.team = {}
        for role in ['rns', 'cns', 'physio', 'ot', 'hca', 'cons', 'pharm', 'physiol', 'admin', 'rrt', 'reg']:
            self.team[role] = Staff(r, country, role)
        sp = make_person(r, country, 'M' if self.sex == 'F' else 'F')
        if r.random() < 0.08:
            sp = make_person(r, country, self.sex)
        sp['last'] = self.last if r.random() < 0.7 else sp['last']
        self.spouse = sp
        self.alone = r.random() < 0.3
        self.spouse_rel = {'F': 'wife', 'M': 'husband'}[sp['sex']] if r.random() < 0.8 else 'partner'
        ch = make_person(r, country)
        if r.random() < 0.5:
            ch['last'] = self.last
        self.child = ch
        self.child_rel = 'daughter' if ch['sex'] == 'F' else 'son'
        self.nbr = make_person(r, country)
        self.carer = make_person(r, country)
        self.agency = r.choice(pools.CARE_AGENCIES)
        self.occ = r.choice(pools.OCCUPATIONS)
        self.fam_occ = r.choice(pools.OCCUPATIONS)
        self.employer = r.choice(pools.EMPLOYERS)
        self.social = r.choice(pools.SOCIAL_ORGS)
        # places
        self.hosp = r.choice(places.HOSPITALS[country])
        self.chosp = r.choice(places.COMMUNITY_HOSP[country])
        self.practice = r.choice(places.PRACTICES[country])
        self.prac_street = self._street(unit=False)
        self.prac_tel = fmt.phone(r, country, 'land')
        self.prac_fax = fmt.phone(r, country, 'land')
        self.ward = r.choice(places.WARDS)
        self.bed = str(r.randint(1, 32)) + (r.choice('ABCD') if r.random() < 0.15 else '')
        self.trust = r.choice(places.TRUSTS[country])
        self.supplier = r.choice(places.O2_SUPPLIERS)
        self.pharmacy = r.choice(places.PHARMACIES)
        self.carehome = r.choice(places.CARE_HOMES)
        self.venue = r.choice(places.VENUES)
        self.team_tel = fmt.phone(r, country, 'land')
        self.team_fax = fmt.phone(r, country, 'land')
        self.team_email = fmt.team_email(r, r.choice(['resp.team', 'crt.referrals', 'copd.team',
                                                      'respiratory.hub', 'homeoxygen', 'esd.resp']))
        self.gp_word = {'CA': 'family physician', 'US': 'PCP'}.get(country, 'GP')
        self.ch_mob = fmt.phone(r, country, 'mob')
        self.sp_mob = fmt.phone(r, country, 'mob')
        self.agency_tel = fmt.phone(r, country, 'land')
        self.pharm_tel = fmt.phone(r, country, 'land')

    # ------------------------------------------------------------ helpers
    def _postcode(self, pc):
        r, c = self.rng, self.c
        if c == 'UK':
            return '%s%d %d%s' % (pc, r.randint(1, 29), r.randint(1, 9), fmt.letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        if c == 'IE':
            return '%s %s' % (pc, fmt.letters(r, 1, 'ACDEFHKNPRTVWXY') + fmt.digits(r, 1) +
                              fmt.letters(r, 1, 'ACDEFHKNPRTVWXY') + fmt.digits(r, 1))
        if c == 'CA':
            return '%s%s %d%s%d' % (pc, fmt.letters(r, 1, 'ABCEGHJKLMNPRSTVXY'), r.randint(0, 9),
                                    fmt.letters(r, 1, 'ABCEGHJKLMNPRSTVXY'), r.randint(0, 9))
        return pc

    def _street(self, unit=None):
        r, c = self.rng, self.c
        name = '%s %s' % (r.choice(places.STREET_STEMS[c]), r.choice(places.STREET_SUFFIX[c]))
        num = r.randint(1, 240) if c in ('UK', 'IE', 'NZ', 'AU') else r.randint(100, 9800)
        base = '%d %s' % (num, name)
        if unit is None:
            unit = r.random() < 0.22
        if unit:
            if c == 'UK':
                return 'Flat %d, %s, %s' % (r.randint(1, 24), r.choice(places.BUILDINGS), base) \
                    if r.random() < 0.5 else 'Flat %d, %s' % (r.randint(1, 12), base)
            if c == 'AU':
                return 'Unit %d/%s' % (r.randint(1, 20), base) if r.random() < 0.5 else '%d/%s' % (r.randint(1, 20), base)
            if c == 'NZ':
                return '%d/%s' % (r.randint(1, 9), base) if r.random() < 0.5 else 'Flat %d, %s' % (r.randint(1, 6), base)
            if c == 'IE':
                return 'Apt %d, %s' % (r.randint(1, 40), base)
            return '%s, %s' % (base, r.choice(['Apt %d' % r.randint(1, 40), 'Apt %d%s' % (r.randint(1, 9), r.choice('ABC')),
                                               'Unit %d' % r.randint(100, 920)])) if c == 'US' else \
                '%s-%s' % (r.randint(101, 1210), base) if r.random() < 0.5 else 'Apt %d, %s' % (r.randint(1, 40), base)
        return base

    def _natid(self):
        c = self.c
        if c == 'UK':
            if self.town in ('Kilmarnock', 'Motherwell', 'Dundee', 'Paisley'):
                return ('CHI', fmt.chi_number(self.rng, self.dob))
            if self.town in ('Lurgan', 'Newry'):
                return ('H&C No', fmt.nhs_number(self.rng))
            return ('NHS No', fmt.nhs_number(self.rng))
        if c == 'NZ':
            return ('NHI', self.mrn)
        return None

    # ------------------------------------------------------------ dates
    def D(self, d, style=None):
        return P(fmt.fmt_date(d, style or self.style), 'DATE')

    def rel(self, days, style=None):
        return self.D(fmt.add_days(self.today, days), style)

    def short(self, d):
        return P(fmt.fmt_date(d, self.rng.choice(fmt.SHORT_STYLES[self.c])), 'DATE')

    # ------------------------------------------------------------ patient names
    def full(self):
        if self.mid and self.rng.random() < 0.4:
            return P('%s %s. %s' % (self.first, self.mid, self.last), 'PATIENT')
        return P('%s %s' % (self.first, self.last), 'PATIENT')

    def caps(self):
        k = self.rng.random()
        if k < 0.5:
            return P('%s, %s' % (self.last.upper(), self.first), 'PATIENT')
        if k < 0.8:
            return P('%s, %s%s' % (self.last.upper(), self.first.upper(), ' ' + self.mid if self.mid else ''), 'PATIENT')
        return P('%s %s' % (self.first, self.last.upper()), 'PATIENT')

    def tlast(self):
        return [self.title_str + ' ', P(self.last, 'PATIENT')]

    def ini(self):
        k = self.rng.random()
        a, b = self.first[0].upper(), self.last[0].upper()
        return P('%s.%s.' % (a, b) if k < 0.5 else '%s%s' % (a, b), 'PATIENT')

    def ref(self):
        k = self.rng.random()
        if k < 0.45:
            return self.tlast()
        if k < 0.7:
            return P(self.nick if (self.nick and self.rng.random() < 0.4) else self.first, 'PATIENT')
        if k < 0.85:
            return self.full()
        if k < 0.93:
            return ['pt ', self.ini()] if self.rng.random() < 0.5 else ['Pt ', self.ini()]
        return 'pt'

    def fam(self, who, form=None):
        p = {'spouse': self.spouse, 'child': self.child, 'nbr': self.nbr, 'carer': self.carer}[who]
        k = self.rng.random() if form is None else form
        if k < 0.55:
            return P(p['first'], 'FAMILY')
        if k < 0.9:
            return P('%s %s' % (p['first'], p['last']), 'FAMILY')
        return [('Mrs ' if p['sex'] == 'F' else 'Mr '), P(p['last'], 'FAMILY')]

    # ------------------------------------------------------------ address
    def addr(self, sep=', ', with_country=False):
        c, r = self.c, self.rng
        out = [P(self.street, 'STREET'), sep, P(self.town, 'CITY')]
        if c == 'UK':
            if r.random() < 0.5:
                out += [sep, P(self.region, 'CITY')]
            out += [sep if r.random() < 0.5 else ' ', P(self.pc, 'ZIP')]
        elif c == 'IE':
            if self.region != self.town:
                out += [sep, 'Co. ', P(self.region, 'CITY')]
            out += [sep, P(self.pc, 'ZIP')]
        elif c == 'NZ':
            if r.random() < 0.4 and self.region != self.town:
                out += [sep, P(self.region, 'STATE')]
            out += [' ', P(self.pc, 'ZIP')]
        else:
            st = self.region
            if r.random() < 0.15:
                st = places.STATE_FULL[st]
            out += [' ' if c == 'AU' and r.random() < 0.6 else sep, P(st, 'STATE'), ' ' if c != 'CA' else '  ',
                    P(self.pc, 'ZIP')]
        if with_country:
            out += [sep, P(places.COUNTRY_NAME[c][0], 'COUNTRY')]
        return out

    def prac_addr(self, sep=', '):
        out = [P(self.prac_street, 'STREET'), sep, P(self.town, 'CITY')]
        if self.c in ('AU', 'CA', 'US'):
            out += [' ', P(self.region, 'STATE')]
        return out

    def idline(self, sep='   '):
        """Country-specific identifier header items."""
        c, r = self.c, self.rng
        out = []
        if self.natid and self.natid[0] != 'NHI':
            out += [self.natid[0] + ': ', P(self.natid[1], 'MRN'), sep]
        if c == 'NZ':
            out += ['NHI: ', P(self.mrn, 'MRN')]
        elif c == 'UK':
            out += [r.choice(['Hosp No: ', 'Unit No: ', 'RXR: ', 'MRN: ']), P(self.mrn, 'MRN')]
        elif c == 'IE':
            out += [r.choice(['MRN: ', 'Hosp No: ', 'Chart No: ']), P(self.mrn, 'MRN')]
        elif c == 'AU':
            out += [r.choice(['URN: ', 'UR No: ', 'MRN: ']), P(self.mrn, 'MRN')]
        else:
            out += [r.choice(['MRN: ', 'MRN ', 'Chart #: ']), P(self.mrn, 'MRN')]
        if c == 'AU' and r.random() < 0.8:
            out += [sep, r.choice(['Medicare: ', 'Medicare No ', 'DVA Gold: ']), P(self.hp, 'HEALTHPLAN')]
        elif c == 'CA' and r.random() < 0.8:
            out += [sep, r.choice(['OHIP: ', 'PHN: ', 'HCN: ', 'Health card #: ']), P(self.hp, 'HEALTHPLAN')]
        elif c == 'US' and r.random() < 0.8:
            out += [sep, r.choice(['Medicare ID: ', 'Member ID: ', 'Ins ID: ', 'MBI: ']), P(self.hp, 'HEALTHPLAN')]
        elif c == 'IE' and r.random() < 0.5:
            out += [sep, r.choice(['Medical card: ', 'GMS No: ']), P(self.hp, 'HEALTHPLAN')]
        elif c == 'NZ' and r.random() < 0.25:
            out += [sep, 'CSC: ', P(self.hp, 'HEALTHPLAN')]
        if self.ssn and r.random() < 0.3:
            lab = {'US': 'SSN: ', 'CA': 'SIN: ', 'IE': 'PPSN: '}[c]
            out += [sep, lab, P(self.ssn, 'SSN')]
        return out

    def agesex(self):
        r, a = self.rng, P(str(self.age), 'AGE')
        s = self.sex
        k = r.random()
        if k < 0.25:
            return [a, s]
        if k < 0.45:
            return [a, ' yo ', s]
        if k < 0.65:
            return [a, '-year-old ', 'woman' if s == 'F' else 'man']
        if k < 0.8:
            return [a, 'yo ', 'female' if s == 'F' else 'male']
        if k < 0.9:
            return [a, ' y/o ', 'lady' if s == 'F' else 'gentleman']
        return [a, 'y ', s]

    # ------------------------------------------------------------ values
    def V(self):
        r = self.rng
        he = {'F': 'she', 'M': 'he'}[self.sex]
        his = {'F': 'her', 'M': 'his'}[self.sex]
        him = {'F': 'her', 'M': 'him'}[self.sex]
        V = {
            'pt': self.ref, 'ptfull': self.full, 'ptcaps': self.caps, 'ptlast': self.tlast,
            'ptfirst': lambda: P(self.first, 'PATIENT'), 'ptini': self.ini,
            'title': self.title_str,
            'he': he, 'He': he.capitalize(), 'his': his, 'His': his.capitalize(), 'him': him,
            'age': lambda: P(str(self.age), 'AGE'), 'agesex': self.agesex,
            'sex': self.sex, 'dob': lambda: self.D(self.dob), 'today': lambda: self.D(self.today),
            'addr': self.addr, 'street': lambda: P(self.street, 'STREET'),
            'town': lambda: P(self.town, 'CITY'), 'zip': lambda: P(self.pc, 'ZIP'),
            'tel': lambda: P(self.tel, 'PHONE'), 'mob': lambda: P(self.mob, 'PHONE'),
            'ptemail': lambda: P(self.email, 'EMAIL'), 'idline': self.idline,
            'mrn': lambda: P(self.mrn, 'MRN'), 'hp': lambda: P(self.hp, 'HEALTHPLAN'),
            'gp': self.gp.ref, 'gpfull': lambda: ['Dr ', self.gp.full()], 'gpword': self.gp_word,
            'practice': lambda: P(self.practice, 'HOSPITAL'), 'prac_addr': self.prac_addr,
            'prac_tel': lambda: P(self.prac_tel, 'PHONE'), 'prac_fax': lambda: P(self.prac_fax, 'FAX'),
            'hosp': lambda: P(self.hosp, 'HOSPITAL'), 'chosp': lambda: P(self.chosp, 'HOSPITAL'),
            'ward': lambda: P(self.ward, 'HOSPITAL'), 'bed': lambda: P(self.bed, 'LOCATION_OTHER'),
            'trust': lambda: P(self.trust, 'ORGANIZATION'),
            'supplier': lambda: P(self.supplier, 'ORGANIZATION'),
            'pharmacy': lambda: P(self.pharmacy, 'HOSPITAL'),
            'carehome': lambda: P(self.carehome, 'HOSPITAL'),
            'venue': lambda: P(self.venue, 'LOCATION_OTHER'),
            'team_tel': lambda: P(self.team_tel, 'PHONE'), 'team_fax': lambda: P(self.team_fax, 'FAX'),
            'team_email': lambda: P(self.team_email, 'EMAIL'),
            'sp': lambda: self.fam('spouse'), 'sp_rel': self.spouse_rel,
            'sp_first': lambda: P(self.spouse['first'], 'FAMILY'),
            'ch': lambda: self.fam('child'), 'ch_rel': self.child_rel,
            'ch_first': lambda: P(self.child['first'], 'FAMILY'),
            'ch_full': lambda: self.fam('child', 0.7),
            'nbr': lambda: self.fam('nbr'), 'carer': lambda: P(self.carer['first'], 'FAMILY'),
            'agency': lambda: P(self.agency, 'ORGANIZATION'),
            'occ': lambda: P(self.occ, 'PROFESSION'), 'fam_occ': lambda: P(self.fam_occ, 'PROFESSION'),
            'a_occ': lambda: [article(self.occ), P(self.occ, 'PROFESSION')],
            'a_fam_occ': lambda: [article(self.fam_occ), P(self.fam_occ, 'PROFESSION')],
            'employer': lambda: P(self.employer, 'ORGANIZATION'),
            'social': lambda: P(self.social, 'ORGANIZATION'),
            'plate': lambda: P(self.plate, 'VEHICLE'),
            'ch_tel': lambda: P(self.ch_mob, 'PHONE'), 'sp_tel': lambda: P(self.sp_mob, 'PHONE'),
        }
        for role in sorted(self.team):
            s = self.team[role]
            V[role] = s.ref
            V[role + '_full'] = s.full
            V[role + '_first'] = (lambda s=s: P(s.first, 'DOCTOR'))
            V[role + '_ini'] = s.initials
            V[role + '_sig'] = s.sig
            V[role + '_role'] = ROLE_INFO[role]
        V['gp_sig'] = self.gp.sig
        return V
