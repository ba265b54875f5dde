"""Invented people and sites for dev321_en: patients, relatives, staff,
hospitals, practices, screening hubs, employers, insurers."""
from core import (R, pick, chance, rint, wpick, digits, add_days, age_on,
                  D)
import pools
import world


def _split(s):
    return [w.replace('_', ' ') for w in s.split()]


NAMECACHE = {}
for _k in sorted(pools.NAMES):
    _m, _f, _s = pools.NAMES[_k]
    NAMECACHE[_k] = (_split(_m), _split(_f), _split(_s))
PROFS = list(pools.PROFESSIONS)


class Person:
    def __init__(self, kind, c, sex=None, origin=None, family=None):
        self.kind = kind
        self.c = c
        self.origin = origin or wpick(pools.ORIGIN_WEIGHTS[c])
        m, f, s = NAMECACHE[self.origin]
        self.sex = sex or pick('MF')
        self.given = pick(m if self.sex == 'M' else f)
        if family is None:
            if chance(0.1):
                other = wpick(pools.ORIGIN_WEIGHTS[c])
                family = pick(NAMECACHE[other][2])
            else:
                family = pick(s)
        self.family = family
        self.mi = pick(pools.MIDDLE_INITIALS) if chance(0.4) else None
        self.middle = None
        if self.mi and chance(0.3):
            cand = [g for g in (m if self.sex == 'M' else f) if g != self.given and ' ' not in g]
            if cand:
                self.middle = pick(cand)
                self.mi = self.middle[0]
        self.nick = pools.NICKNAMES.get(self.given)
        self.title = None

    # -- name strings -------------------------------------------------
    def s(self, form='full'):
        g, f = self.given, self.family
        fi = f[0].upper()
        if form == 'full':
            return '%s %s' % (g, f)
        if form == 'fmi':
            return '%s %s. %s' % (g, self.mi, f) if self.mi else '%s %s' % (g, f)
        if form == 'fmid':
            if self.middle:
                return '%s %s %s' % (g, self.middle, f)
            return self.s('fmi')
        if form == 'LF':
            return '%s, %s' % (f.upper(), g)
        if form == 'LFU':
            base = '%s, %s' % (f.upper(), g.upper())
            return base + (' ' + self.mi if self.mi else '')
        if form == 'Lf':
            return '%s, %s' % (f, g)
        if form == 'iL':
            return '%s. %s' % (g[0], f)
        if form == 'iL_':
            return '%s %s' % (g[0], f)
        if form == 'Li':
            return '%s %s' % (f, g[0])
        if form == 'LI':
            return '%s %s' % (f.upper(), g[0])
        if form == 'L':
            return f
        if form == 'LU':
            return f.upper()
        if form == 'G':
            return g
        if form == 'nick':
            return self.nick or g
        if form == 'ini':
            return g[0] + fi
        if form == 'ini.':
            return '%s.%s.' % (g[0], fi)
        if form == 'ini3':
            return g[0] + (self.mi or '') + fi
        raise ValueError(form)

    def n(self, form='full'):
        return (self.kind, self.s(form))

    def t(self, form='L', title=None):
        """Name with title outside the span: fragment list."""
        tt = self.title if title is None else title
        if tt:
            return [tt + ' ', self.n(form)]
        return [self.n(form)]


# ------------------------------------------------------------ patients
class Family(Person):
    def __init__(self, c, relation, patient=None):
        sex = {'wife': 'F', 'daughter': 'F', 'sister': 'F', 'niece': 'F',
               'daughter-in-law': 'F', 'husband': 'M', 'son': 'M',
               'brother': 'M', 'nephew': 'M', 'son-in-law': 'M'}.get(relation)
        fam = None
        if patient is not None and relation in ('wife', 'husband', 'son', 'daughter',
                                                'brother', 'sister') and chance(0.7):
            fam = patient.family
        origin = patient.origin if patient is not None and chance(0.8) else None
        Person.__init__(self, 'FAMILY', c, sex=sex, origin=origin, family=fam)
        self.relation = relation
        self.title = {'M': 'Mr', 'F': pick(['Mrs', 'Ms'])}[self.sex]
        self.phone = world.phone(c, pick(['mobile', 'mobile', 'land']))


AGE_RANGE = {'UK': (50, 74), 'IE': (59, 70), 'AU': (45, 74), 'NZ': (58, 74),
             'CA': (50, 74), 'US': (45, 75), 'SG': (50, 75), 'ZA': (50, 75)}


class Patient(Person):
    def __init__(self, c, ref, ages=None):
        Person.__init__(self, 'PATIENT', c)
        lo, hi = ages or AGE_RANGE[c]
        age = rint(lo, hi)
        self.dob = add_days(D(ref.year - age - 1, ref.month, min(ref.day, 28)),
                            rint(1, 364))
        if self.sex == 'M':
            self.title = 'Mr'
        else:
            self.title = pick(['Mrs', 'Mrs', 'Ms', 'Ms', 'Miss'])
        if chance(0.02):
            self.title = 'Mx'
        self.addr = world.Addr(c)
        self.home = world.phone(c, 'land', self.addr.region)
        self.mobile = world.phone(c, 'mobile', self.addr.region)
        local = world.clean(self.given)[:8] + pick(['.', '_', '']) + \
            world.clean(self.family)[:10] + pick(['', digits(2), str(self.dob.year % 100)])
        self.email = world.email(local)
        self.mrn = world.mrn(c)
        self.nat = world.natid(c)
        self.ssn = world.ssn(c)
        self.hp = world.healthplans(c, self.addr.region)
        self.prof = pick(PROFS)
        self.retired = chance(0.5)
        self.employer = employer(c, self.addr.region)
        rel = wpick([('wife' if self.sex == 'M' else 'husband', 40), ('daughter', 14),
                     ('son', 12), ('partner', 10), ('sister', 5), ('brother', 4),
                     ('friend', 5), ('neighbour', 3), ('niece', 2),
                     ('son-in-law', 2), ('carer', 3)])
        self.nok = Family(c, rel, self)
        self.gp = staff(c, 'gp')
        self.practice = practice(c, self.addr.region)
        self.lang = pick(pools.LANGUAGES) if chance(0.12) else None

    def age(self, d):
        return ('AGE', str(age_on(self.dob, d)))

    def main_ids(self):
        """[(label, (TYPE, value))] the header usually shows."""
        out = []
        if self.nat and (self.c in ('UK', 'NZ') or chance(0.5)):
            out.append((self.nat[0], ('MRN', self.nat[1])))
        lab = {'UK': pick(['Hosp No', 'MRN', 'Hospital number', 'Unit No']),
               'IE': pick(['MRN', 'Hosp No', 'Chart No']),
               'AU': pick(['URN', 'UR No', 'MRN']),
               'NZ': pick(['Hosp No', 'MRN']),
               'CA': pick(['MRN', 'Chart #', 'Hosp #']),
               'US': pick(['MRN', 'Med Rec #', 'MR#']),
               'SG': pick(['MRN', 'Case No']),
               'ZA': pick(['Folder No', 'Hosp No', 'MRN'])}[self.c]
        out.append((lab, ('MRN', self.mrn)))
        p_ssn = {'SG': 0.6, 'IE': 0.25, 'US': 0.2, 'CA': 0.05, 'UK': 0.03}.get(self.c, 0)
        if chance(p_ssn):
            out.append((self.ssn[0], ('SSN', self.ssn[1])))
        return out


# ------------------------------------------------------------ staff
ROLE_TITLES = {
    'endo': {'UK': ['Consultant Gastroenterologist', 'Consultant Colorectal Surgeon',
                    'Nurse Endoscopist', 'Consultant Physician & Gastroenterologist',
                    'BCSP Accredited Screening Colonoscopist'],
             'US': ['Gastroenterologist', 'Attending Gastroenterologist',
                    'Colon & Rectal Surgeon'],
             '*': ['Consultant Gastroenterologist', 'Gastroenterologist',
                   'Colorectal Surgeon', 'Nurse Endoscopist']},
    'gp': {'US': ['Primary Care Physician', 'Family Medicine', 'Internal Medicine'],
           'CA': ['Family Physician'], 'AU': ['General Practitioner'],
           'NZ': ['General Practitioner'], '*': ['General Practitioner', 'GP Partner']},
    'nurse': {'US': ['RN', 'Endoscopy RN', 'Charge Nurse'],
              'UK': ['Endoscopy Staff Nurse', 'Sister, Endoscopy', 'Staff Nurse',
                     'Charge Nurse', 'Recovery Nurse'],
              '*': ['Endoscopy Nurse', 'Registered Nurse', 'Clinical Nurse',
                    'Recovery Nurse', 'Clinical Nurse Manager']},
    'ssp': {'UK': ['Specialist Screening Practitioner', 'Lead SSP',
                   'Specialist Screening Practitioner (Band 7)'],
            'US': ['Nurse Navigator', 'GI Nurse Navigator'],
            'CA': ['Nurse Navigator', 'Screening Nurse Navigator'],
            'AU': ['Clinical Nurse Consultant, Bowel Screening',
                   'Participant Follow-up Nurse'],
            'NZ': ['Bowel Screening Nurse', 'Clinical Nurse Specialist, Bowel Screening'],
            'IE': ['BowelScreen Nurse', 'Clinical Nurse Specialist, BowelScreen'],
            '*': ['Screening Nurse', 'Nurse Navigator']},
    'hca': {'US': ['Endoscopy Technician', 'GI Tech'],
            '*': ['Healthcare Assistant', 'Endoscopy Assistant', 'Assistant in Nursing']},
    'clerk': {'US': ['Scheduler', 'Patient Access Representative'],
              '*': ['Booking Coordinator', 'Endoscopy Administrator', 'Ward Clerk',
                    'Medical Secretary', 'Screening Administrator']},
    'path': {'US': ['Pathologist', 'Staff Pathologist'],
             '*': ['Consultant Histopathologist', 'Consultant Pathologist',
                   'Specialist Registrar, Histopathology', 'Anatomical Pathologist']},
    'surgeon': {'US': ['Colorectal Surgeon'], '*': ['Consultant Colorectal Surgeon',
                                                    'Colorectal Surgeon']},
    'oncol': {'*': ['Consultant Clinical Oncologist', 'Medical Oncologist']},
    'radiol': {'*': ['Consultant Radiologist', 'Radiologist']},
    'cns': {'US': ['Oncology Nurse Navigator'],
            '*': ['Colorectal Clinical Nurse Specialist', 'Colorectal CNS',
                  'Cancer Nurse Specialist']},
    'anaes': {'US': ['Anesthesiologist', 'CRNA'], '*': ['Consultant Anaesthetist',
                                                        'Anaesthetist']},
    'decon': {'*': ['Decontamination Technician', 'Senior Decontamination Technician',
                    'Sterile Services Technician', 'Reprocessing Technician']},
    'manager': {'US': ['Endoscopy Nurse Manager', 'GI Lab Manager'],
                '*': ['Endoscopy Unit Manager', 'Clinical Nurse Manager, Endoscopy',
                      'Patient Safety Lead', 'Matron, Day Surgery & Endoscopy']},
    'director': {'UK': ['Programme Hub Director', 'Screening Centre Director',
                        'Clinical Director, Bowel Screening'],
                 '*': ['Clinical Director, Bowel Screening', 'Program Director',
                       'Medical Director']},
    'trainee': {'US': ['GI Fellow', 'Fellow'], '*': ['Specialty Registrar',
                                                     'Gastroenterology Registrar',
                                                     'Trainee Endoscopist']},
    'coord': {'*': ['MDT Coordinator', 'Cancer Pathway Coordinator', 'Cancer Tracker']},
}
DOCTOR_ROLES = ('endo', 'gp', 'path', 'surgeon', 'oncol', 'radiol', 'anaes',
                'director', 'trainee')


class Staff(Person):
    def __init__(self, c, role, sex=None):
        Person.__init__(self, 'DOCTOR', c, sex=sex)
        self.role = role
        table = ROLE_TITLES[role]
        self.job = pick(table.get(c, table['*']))
        nurse_like = role in ('nurse', 'ssp', 'cns', 'hca', 'clerk', 'decon',
                              'manager', 'coord') or 'Nurse' in self.job or \
            self.job == 'CRNA'
        self.is_doctor = not nurse_like
        if self.is_doctor:
            self.title = 'Dr'
            if c in ('UK', 'IE', 'AU', 'NZ') and ('Surgeon' in self.job):
                self.title = 'Mr' if self.sex == 'M' else pick(['Ms', 'Miss'])
            elif chance(0.06):
                self.title = 'Prof'
            self.lic = world.lic_doctor(c)
        else:
            self.title = None
            if role == 'nurse' and c == 'UK' and chance(0.2):
                self.title = 'Sister' if self.sex == 'F' else 'Charge Nurse'
            self.lic = world.lic_nurse(c) if role in ('nurse', 'ssp', 'cns', 'manager') \
                or 'Nurse' in self.job else None
        if c in ('US', 'CA'):
            if self.is_doctor:
                self.post = pick(['MD', 'MD', 'DO', 'MD, FACG', 'MD, MPH'])
                if role == 'path':
                    self.post = pick(['MD', 'MD, FCAP', 'DO', 'MD, PhD'])
                elif role == 'surgeon' or 'Surgeon' in self.job:
                    self.post = pick(['MD', 'MD, FACS', 'DO, FACS'])
                elif role in ('gp', 'radiol', 'oncol', 'anaes'):
                    self.post = pick(['MD', 'DO', 'MD, MPH'])
            elif self.job == 'CRNA':
                self.post = 'CRNA'
            elif self.lic:
                self.post = pick(['RN', 'RN, BSN', 'BSN, RN', 'RN, CGRN', 'NP'])
            else:
                self.post = None
        elif c in ('AU', 'NZ'):
            self.post = pick(['FRACP', 'FRACS', 'MBBS', None]) if self.is_doctor else \
                pick(['RN', None, None])
        else:
            self.post = pick(['MRCP', 'FRCP', 'FRCS', 'FRCPath', 'MB BCh', None, None]) \
                if self.is_doctor else pick(['RGN', 'RN', None, None, None])
        if self.is_doctor and self.post and c not in ('US', 'CA'):
            if role == 'path':
                self.post = pick(['FRCPath', 'FRCPA', 'MB BCh', 'MD'])
            elif 'Surgeon' in self.job or role == 'surgeon':
                self.post = 'FRACS' if c in ('AU', 'NZ') else pick(['FRCS', 'FRCSI', 'MD FRCS'])
            elif role == 'gp':
                self.post = {'UK': 'MRCGP', 'IE': 'MICGP', 'AU': 'FRACGP',
                             'NZ': 'FRNZCGP'}.get(c, 'MBChB')
            elif role in ('radiol',):
                self.post = 'FRANZCR' if c in ('AU', 'NZ') else 'FRCR'
            elif role in ('anaes',):
                self.post = 'FANZCA' if c in ('AU', 'NZ') else 'FRCA'
            elif c in ('AU', 'NZ'):
                self.post = pick(['FRACP', 'MBBS', 'MBChB'])
            else:
                self.post = pick(['MRCP', 'FRCP', 'FRCPI', 'MB BCh', 'MD'])
        g, f = world.clean(self.given), world.clean(self.family)
        self.user = pick([g[:1] + f[:10], f[:8] + g[:1], g + '.' + f, g[:1] + f[:7] + digits(1),
                          (f[:6] + g[:2]).upper(), g[:3] + f[:3] + digits(2)])
        self.mail = world.email(pick([g + '.' + f, g[:1] + '.' + f, f + '.' + g[:1],
                                      g + f[:1] + digits(2)]))

    def sig(self, form='full', post=True):
        """Signature fragment: [title] name[, post-nominals]."""
        if post and self.post and self.c in ('US', 'CA') and self.is_doctor:
            out = [self.n(form)]
        else:
            out = self.t(form)
        if post and self.post:
            out = out + [', ' + self.post]
        return out


def staff(c, role, sex=None):
    return Staff(c, role, sex)


# ------------------------------------------------------------ sites
class Site:
    def __init__(self, c, name, kind='HOSPITAL', addr=None, region=None):
        self.c = c
        self.name = name
        self.kind = kind
        self.addr = addr or world.Addr(c, site=True, region=region)
        self.phone = world.phone(c, 'land', self.addr.region)
        self.fax = world.phone(c, 'land', self.addr.region)
        self.town = self.addr.city

    def n(self):
        return (self.kind, self.name)


def hospital(c, region=None):
    t = world.town(c)
    if c == 'UK':
        name = pick(['%s General Hospital' % t, '%s Royal Infirmary' % t,
                     "St %s's Hospital" % pick(pools.SAINTS),
                     '%s District General Hospital' % t, 'Royal %s Hospital' % t,
                     '%s Community Hospital' % t, '%s Treatment Centre' % t,
                     '%s University Hospital' % t])
    elif c == 'IE':
        name = pick(['%s University Hospital' % t, "St %s's University Hospital" % pick(pools.SAINTS),
                     '%s General Hospital' % t, '%s Regional Hospital' % t,
                     '%s Private Clinic' % t, "St %s's Hospital" % pick(pools.SAINTS)])
    elif c == 'AU':
        name = pick(['%s Base Hospital' % t, '%s Hospital' % t, '%s Private Hospital' % t,
                     "St %s's Hospital" % pick(pools.SAINTS), '%s Day Surgery' % t,
                     '%s Health Service' % t, '%s District Hospital' % t])
    elif c == 'NZ':
        name = pick(['%s Hospital' % t, '%s Surgical Centre' % t, '%s Endoscopy' % t,
                     '%s Base Hospital' % t])
    elif c == 'CA':
        name = pick(['%s General Hospital' % t, '%s Health Sciences Centre' % t,
                     '%s Regional Health Centre' % t, "St. %s's Hospital" % pick(pools.SAINTS),
                     '%s Memorial Hospital' % t])
    elif c == 'US':
        name = pick(['%s Medical Center' % t, '%s Memorial Hospital' % t,
                     'St. %s Regional Medical Center' % pick(pools.SAINTS),
                     '%s Endoscopy Center' % t, '%s Community Hospital' % t,
                     '%s Health' % pick(pools.ORG_WORDS)])
    elif c == 'SG':
        name = pick(['%s General Hospital', '%s Medical Centre', '%s Community Hospital',
                     '%s Specialist Centre']) % pick(pools.SG_AREAS)
    else:
        name = pick(['%s Hospital' % t, '%s Private Hospital' % t,
                     '%s Provincial Hospital' % t, '%s Day Clinic' % t])
    return Site(c, name, region=region)


def practice(c, region=None):
    t = world.town(c)
    w = pick(pools.STREET_WORDS)
    if c == 'UK':
        name = pick(['%s Surgery' % w, '%s Medical Practice' % t, '%s Health Centre' % w,
                     'The %s Practice' % w, '%s Road Surgery' % w, '%s Medical Group' % t])
    elif c == 'US':
        name = pick(['%s Family Medicine' % t, '%s Primary Care' % w,
                     '%s Internal Medicine Associates' % t, '%s Community Health Center' % t])
    elif c == 'CA':
        name = pick(['%s Family Health Team' % t, '%s Medical Clinic' % w,
                     '%s Community Health Centre' % t])
    elif c == 'SG':
        name = pick(['%s Polyclinic' % pick(pools.SG_AREAS), '%s Family Clinic' % w])
    else:
        name = pick(['%s Medical Centre' % t, '%s Family Practice' % w,
                     '%s Medical Clinic' % t, '%s Family Doctors' % t, '%s Health' % w])
    return Site(c, name, region=region)


def hub(c, region=None):
    t = world.town(c)
    if c == 'UK':
        name = pick(['%s Bowel Cancer Screening Hub' % t,
                     '%s and %s Bowel Cancer Screening Centre' % (t, world.town(c)),
                     '%s Bowel Cancer Screening Centre' % t])
    elif c == 'NZ':
        name = '%s District Bowel Screening Service' % t
    elif c == 'IE':
        name = pick(['%s BowelScreen Unit' % t, '%s Colonoscopy Screening Unit' % t])
    elif c == 'US':
        name = pick(['%s Health' % pick(pools.ORG_WORDS), '%s Medical Group' % t])
    elif c == 'CA':
        name = '%s Regional Colonoscopy Centre' % t
    elif c == 'AU':
        name = '%s Bowel Screening Clinic' % t
    else:
        name = '%s Screening Clinic' % t
    return Site(c, name, region=region)


def employer(c, region=None):
    w = pick(pools.ORG_WORDS)
    k = rint(0, 9)
    if k < 7:
        return Site(c, '%s %s' % (w, pick(pools.EMPLOYER_KINDS)), 'ORGANIZATION', region=region)
    if k < 9:
        return Site(c, '%s %s' % (world.town(c), pick(pools.SCHOOL_KINDS)), 'ORGANIZATION', region=region)
    return Site(c, '%s Borough Council' % world.town(c) if c == 'UK' else
                '%s Shire Council' % world.town(c), 'ORGANIZATION', region=region)


def insurer(c):
    kinds = pools.INSURER_KINDS.get(c, ['Health'])
    return Site(c, '%s %s' % (pick(pools.ORG_WORDS), pick(kinds)), 'ORGANIZATION')


def transport(c):
    return Site(c, '%s %s' % (pick(pools.ORG_WORDS), pick(pools.TRANSPORT_KINDS)),
                'ORGANIZATION')


def unit_name():
    return ('HOSPITAL', pick(['Kingfisher Unit', 'Heron Unit', 'Larch Day Unit',
                              'Rowan Endoscopy Suite', 'Ward %d%s' % (rint(1, 12), pick('ABC')),
                              'Juniper Day Case Unit', 'Osprey Ward', 'Willow Suite',
                              'Treetops Day Unit', 'Beacon Endoscopy Suite',
                              'Linnet Ward', 'Ward %d' % rint(10, 40)]))


def building():
    return ('LOCATION_OTHER', '%s %s' % (pick(pools.STREET_WORDS),
                                         pick(['Wing', 'Building', 'Block', 'Pavilion',
                                               'Centre', 'House'])))
