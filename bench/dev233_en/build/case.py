"""Fictional case (patient, family, staff, places, identifiers) for one note."""
import datetime
import pools as P
import phi

CRED_US = {
    'physiatrist': ['MD', 'DO', 'MD'], 'resident': ['MD', 'DO'], 'pt': ['PT, DPT', 'DPT', 'PT', 'PTA'],
    'ot': ['OTR/L', 'OTD, OTR/L', 'COTA'], 'rn': ['RN', 'RN, BSN', 'RN, CRRN', 'LPN'],
    'prosthetist': ['CPO', 'CP', 'CPO, LPO'], 'psych': ['PhD', 'PsyD', 'PhD, ABPP'],
    'sw': ['LCSW', 'MSW'], 'cm': ['RN, CCM', 'CCM'], 'atp': ['ATP', 'ATP/SMS'],
    'urol': ['MD'], 'wound': ['RN, CWOCN', 'BSN, CWON'], 'peer': [''], 'vrc': ['CRC', 'MS, CRC'],
    'pcp': ['MD', 'DO', 'NP'], 'surgeon': ['MD', 'MD, FACS'], 'np': ['NP', 'FNP-C', 'APRN'],
    'driver': ['OTR/L, CDRS', 'CDRS'], 'dietitian': ['RD', 'RDN'], 'tech': ['RTP', ''],
}
CRED_CA = {
    'physiatrist': ['MD, FRCPC', 'MD, FRCPC', 'MD'], 'resident': ['MD'], 'pt': ['PT', 'MScPT', 'PT'],
    'ot': ['OT Reg.', 'OT', 'OTA'], 'rn': ['RN', 'RPN', 'RN, BScN'], 'prosthetist': ['CP(c)', 'CPO(c)'],
    'psych': ['PhD, C.Psych.', 'PhD', 'PsyD'], 'sw': ['MSW, RSW', 'RSW'], 'cm': ['RN'], 'atp': ['ATP'],
    'urol': ['MD, FRCSC'], 'wound': ['RN, NSWOC'], 'peer': [''], 'vrc': ['CCRC', 'CVRP'],
    'pcp': ['MD, CCFP', 'MD', 'NP'], 'surgeon': ['MD, FRCSC'], 'np': ['NP-PHC', 'NP'],
    'driver': ['OT, CDRS'], 'dietitian': ['RD'], 'tech': [''],
}
ROLES = list(CRED_US)
POSTAL_LET = 'ABCEGHJKLMNPRSTVWXYZ'


class Person:
    def __init__(self, r, typ, sex=None, last=None, cred='', role=''):
        self.typ = typ
        self.sex = sex or r.choice('MF')
        self.first = r.choice(P.MALE if self.sex == 'M' else P.FEMALE)
        self.last = last or r.choice(P.LAST)
        self.mi = r.choice(phi.UP) if r.random() < 0.45 else None
        self.nick = P.NICK.get(self.first)
        self.cred = cred
        self.role = role

    def full(self):
        return '%s %s' % (self.first, self.last)

    def title(self, r):
        if self.sex == 'M':
            return r.choice(['Mr. ', 'Mr ', 'Mr. '])
        return r.choice(['Ms. ', 'Mrs. ', 'Ms ', 'Ms. '])

    def initials(self, r):
        f, l = self.first[0], self.last[0]
        return r.choice(['%s.%s.' % (f, l), '%s%s' % (f, l), '%s.%s.' % (f, l)])

    def name(self, r, form=None):
        """Patient / family name forms; titles stay outside the span."""
        t = self.typ
        form = form or r.choice(['full', 'full', 'fullmi', 'title', 'title', 'first', 'last',
                                 'lastfirst', 'LASTFIRST', 'finit', 'initials', 'nick', 'flinit'])
        if form == 'full':
            return (t, self.full())
        if form == 'fullmi':
            if self.mi:
                return (t, '%s %s. %s' % (self.first, self.mi, self.last))
            return (t, self.full())
        if form == 'title':
            return [self.title(r), (t, self.last)]
        if form == 'titlefull':
            return [self.title(r), (t, self.full())]
        if form == 'first':
            return (t, self.first)
        if form == 'last':
            return (t, self.last)
        if form == 'lastfirst':
            return (t, '%s, %s' % (self.last, self.first))
        if form == 'LASTFIRST':
            s = '%s, %s' % (self.last.upper(), self.first.upper())
            if self.mi:
                s += ' ' + self.mi
            return (t, s)
        if form == 'finit':
            return (t, '%s. %s' % (self.first[0], self.last))
        if form == 'flinit':
            return (t, '%s %s.' % (self.first, self.last[0]))
        if form == 'initials':
            return (t, self.initials(r))
        if form == 'nick':
            return (t, self.nick or self.first)
        if form == 'caps':
            return (t, self.full().upper())
        raise ValueError(form)

    def doc(self, r, form=None):
        """Clinician name forms; Dr./credentials stay outside the span."""
        t = self.typ
        c = self.cred
        if form is None:
            opts = ['dr', 'drfull', 'fullcred', 'fullcred', 'initcred', 'full', 'last']
            if not c or c in ('ATP', 'RTP') or self.role not in ('physiatrist', 'resident', 'urol', 'pcp',
                                                                  'surgeon', 'psych'):
                opts = ['fullcred', 'fullcred', 'full', 'first', 'initcred', 'firstcred']
            form = r.choice(opts)
        if form == 'dr':
            return [r.choice(['Dr. ', 'Dr ', 'Dr. ']), (t, self.last)]
        if form == 'drfull':
            return [r.choice(['Dr. ', 'Dr ']), (t, self.full())]
        if form == 'fullcred':
            return [(t, self.full()), (', ' + c) if c else '']
        if form == 'initcred':
            return [(t, '%s. %s' % (self.first[0], self.last)), (', ' + c) if c else '']
        if form == 'firstcred':
            return [(t, '%s %s.' % (self.first, self.last[0])), (', ' + c) if c else '']
        if form == 'full':
            return (t, self.full())
        if form == 'last':
            return (t, self.last)
        if form == 'first':
            return (t, self.first)
        if form == 'initials':
            return (t, (self.first[0] + self.last[0]).lower())
        if form == 'caps':
            return [(t, self.full().upper()), (' ' + c) if c else '']
        raise ValueError(form)


class Case:
    pass


def rand_date(r, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(r.randint(start, end))


def postal(r, fsa):
    return '%s%d%s %d%s%d' % (fsa, r.randint(0, 9), r.choice(POSTAL_LET), r.randint(0, 9),
                              r.choice(POSTAL_LET), r.randint(0, 9))


def street_line(r, unit_p=0.25):
    s = '%d %s %s' % (r.choice([r.randint(2, 99), r.randint(100, 999), r.randint(1000, 9899),
                                r.randint(10000, 48999)]),
                      r.choice(P.STREET_NAMES), r.choice(P.STREET_TYPES))
    if r.random() < unit_p:
        u = r.choice(P.UNITS)
        s += r.choice([', ', ' ']) + (u % r.randint(1, 40) if '%d' in u else u)
    return s


def make_case(r, country=None, kind=None, phase=None):
    c = Case()
    c.country = country or ('US' if r.random() < 0.6 else 'CA')
    c.kind = kind or ('sci' if r.random() < 0.6 else 'amp')
    c.phase = phase or 'inpatient'
    cr = CRED_US if c.country == 'US' else CRED_CA
    city = r.choice(P.US_CITIES if c.country == 'US' else P.CA_CITIES)
    c.city, c.st, c.state, c.zip3, c.area = city
    if c.country == 'US':
        c.zip = c.zip3 + '%02d' % r.randint(0, 99)
        if r.random() < 0.15:
            c.zip += '-%04d' % r.randint(1, 9999)
    else:
        c.zip = postal(r, c.zip3)
    c.street = street_line(r)
    c.county = r.choice(P.COUNTIES_US) if c.country == 'US' else None
    c.cname = r.choice(['USA', 'United States', 'U.S.A.', 'US']) if c.country == 'US' else 'Canada'
    # patient
    c.pt = Person(r, 'PATIENT')
    c.sex = c.pt.sex
    c.he, c.his, c.him = ('he', 'his', 'him') if c.sex == 'M' else ('she', 'her', 'her')
    if c.kind == 'sci':
        c.age = r.choice([r.randint(17, 35), r.randint(20, 60), r.randint(40, 84)])
    else:
        c.age = r.choice([r.randint(22, 50), r.randint(50, 79), r.randint(55, 88), r.randint(60, 94)])
    c.date = rand_date(r)
    m, d = r.randint(1, 12), r.randint(1, 28)
    by = c.date.year - c.age - (1 if (m, d) > (c.date.month, c.date.day) else 0)
    c.dob = datetime.date(by, m, d)
    if c.phase == 'inpatient':
        c.inj_date = phi.add_days(c.date, -r.randint(6, 45))
    else:
        c.inj_date = phi.add_days(c.date, -r.randint(120, 3600))
    c.adm_date = phi.add_days(c.inj_date, r.randint(3, 21))
    if c.adm_date > c.date:
        c.adm_date = c.date
    # contact
    c.phone = phi.phone_str(r, c.area)
    c.cell = phi.phone_str(r, c.area)
    c.email = phi.email_for(r, c.pt.first, c.pt.last)
    c.user = phi.username_for(r, c.pt.first, c.pt.last)
    # ids
    c.mrn = phi.mrn(r, c.country)
    c.acct = phi.account(r)
    c.ssn = phi.ssn(r, c.country)
    c.insurer = r.choice(P.INSURERS)
    c.member = phi.member_id(r)
    c.group = phi.group_no(r)
    c.hcard = phi.health_card(r, c.st) if c.country == 'CA' else phi.member_id(r)
    c.hcard_label = {'ON': 'OHIP', 'BC': 'PHN', 'QC': 'RAMQ', 'AB': 'AHCIP'}.get(c.st, 'Health card') \
        if c.country == 'CA' else r.choice(['Medicaid ID', 'Medicare MBI', 'Medicaid #'])
    c.bio = phi.bioid(r)
    # places
    hp = P.HOSP_US if c.country == 'US' else P.HOSP_CA
    c.hosp = r.choice(hp)
    c.acute = r.choice([h for h in hp if h != c.hosp and 'Rehab' not in h and 'Institute' not in h])
    c.hosp_short = P.HOSP_SHORT.get(c.hosp, c.hosp)
    c.unit = r.choice(P.UNITS_WARD)
    c.room = r.choice(['%d%s' % (r.randint(2, 7) * 100 + r.randint(1, 40), r.choice(['', 'A', 'B'])),
                       '%d-%02d' % (r.randint(2, 6), r.randint(1, 30)),
                       '%s%d' % (r.choice(['N', 'W', 'S', 'E']), r.randint(201, 560))])
    c.bed = str(r.randint(1, 4)) if r.random() < 0.5 else r.choice(['A', 'B', '1', '2', 'W'])
    c.clinic_po = r.choice(P.CLINICS_PO)
    c.clinic = r.choice(P.CLINICS_OUT)
    c.pharmacy = r.choice(P.PHARMACIES)
    c.vendor = r.choice(P.VENDORS)
    c.employer = r.choice(P.EMPLOYERS)
    c.prof = r.choice(P.PROFESSIONS)
    c.landmark = r.choice(P.LANDMARKS)
    c.origin = r.choice(P.COUNTRIES) if r.random() < 0.35 else None
    # family
    c.family = []
    nrel = r.choice([1, 1, 2, 2, 3])
    used = set()
    for _ in range(nrel):
        rel_sex = r.choice('MF')
        rel = r.choice(P.RELATIONS_M if rel_sex == 'M' else P.RELATIONS_F)
        if rel in used:
            continue
        used.add(rel)
        same = rel in ('son', 'daughter', 'brother', 'sister', 'father', 'mother', 'wife', 'husband')
        fp = Person(r, 'FAMILY', sex=rel_sex, last=c.pt.last if same and r.random() < 0.75 else None)
        while fp.first == c.pt.first:
            fp.first = r.choice(P.MALE if rel_sex == 'M' else P.FEMALE)
            fp.nick = P.NICK.get(fp.first)
        fage = None
        if rel in ('son', 'daughter', 'stepson', 'niece', 'nephew'):
            fage = max(1, c.age - r.randint(20, 38))
        elif rel in ('mother', 'father'):
            fage = c.age + r.randint(19, 35)
        else:
            fage = max(16, c.age + r.randint(-6, 6))
        fprof = r.choice(P.FAMILY_PROFESSIONS) if r.random() < 0.5 and fage >= 19 else None
        c.family.append((rel, fp, fage, fprof))
    if not c.family:
        c.family.append(('sister', Person(r, 'FAMILY', sex='F'), c.age + 2, None))
    c.rel, c.fam, c.fam_age, c.fam_prof = c.family[0]
    # staff
    c.staff = {}
    for role in ROLES:
        sex = r.choice('MF')
        p = Person(r, 'DOCTOR', sex=sex, cred=r.choice(cr[role]), role=role)
        c.staff[role] = p
    # clinical
    c.level = r.choice(P.SCI_LEVELS)
    c.ais = r.choice('AAABBCCDD')
    c.traumatic = r.random() < 0.85
    c.mech = r.choice(P.SCI_MECH_T if c.traumatic else P.SCI_MECH_NT)
    c.amp = r.choice(P.AMP_LEVELS)
    c.side = r.choice(['left', 'right'])
    if c.amp[0].startswith('bilateral'):
        c.side = 'bilateral'
        c.amp = ('transtibial', 'TTA', 'BKA')
    c.cause = r.choice(P.AMP_CAUSE)
    c.tetra = c.level.startswith('C')
    # style
    us = c.country == 'US'
    c.ds = r.choice(phi.US_STYLES if us else phi.CA_STYLES)
    c.ds2 = r.choice(phi.US_STYLES if us else phi.CA_STYLES)
    c.typo = 0.0 if r.random() < 0.55 else r.choice([0.004, 0.008, 0.012, 0.02])
    c.caps = r.random() < 0.4
    c.r = r
    return c


def dt(c, d, kind='full'):
    """Date piece in the case's house style."""
    r = c.r
    if kind == 'full':
        st = c.ds if r.random() < 0.7 else (c.ds2 if r.random() < 0.7 else r.choice(phi.FULL_STYLES))
    elif kind == 'short':
        st = r.choice(phi.SHORT_STYLES)
    elif kind == 'partial':
        st = r.choice(phi.PARTIAL_STYLES)
    else:
        st = kind
    return phi.D(d, st)


def addr(c, form='line', country_p=0.2, full_state_p=0.15, sep=None):
    r = c.r
    st = c.state if r.random() < full_state_p else c.st
    parts = [('STREET', c.street), sep or (', ' if form == 'line' else '\n'), ('CITY', c.city), ', ',
             ('STATE', st), r.choice([' ', '  ']), ('ZIP', c.zip)]
    if r.random() < country_p:
        parts += [', ' if form == 'line' else '\n', ('COUNTRY', c.cname)]
    return parts


def other_addr(r, country):
    """A second address (clinic, employer) in the same country."""
    city = r.choice(P.US_CITIES if country == 'US' else P.CA_CITIES)
    z = city[3] + '%02d' % r.randint(0, 99) if country == 'US' else postal(r, city[3])
    return city, street_line(r, 0.35), z


def addr_of(r, city, street, z, form='line', full_state_p=0.1):
    st = city[2] if r.random() < full_state_p else city[1]
    return [('STREET', street), ', ' if form == 'line' else '\n', ('CITY', city[0]), ', ',
            ('STATE', st), ' ', ('ZIP', z)]


def ctry(name):
    """Country piece with 'the' outside the span where English needs it."""
    if name in P.THE_COUNTRIES:
        return ['the ', ('COUNTRY', name)]
    return ('COUNTRY', name)


def fam_label(c, i=0):
    rel, p, a, pr = c.family[i]
    return rel, p
