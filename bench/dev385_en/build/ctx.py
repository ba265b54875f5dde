"""Case builder for dev385_en: one invented patient with the people, places and
numbers around them, plus rendering helpers shared by every genre."""
import datetime as dt

from core import (digits, nz_digits, letters, pick, chance, wpick, date_style, fdate,
                  rand_date, shift, age_on, phone, slug, asc, LET)
from names import FIRST, SURNAMES, ORIGIN_POOLS, ORIGIN_WEIGHTS, NICKNAMES_M, NICKNAMES_F
from places import (TOWNS, STREET_NAMES, STREET_NAMES_NZAU, STREET_NAMES_NA, SUFFIX, US_DIR,
                    prefs, SVC_SUFFIX, PRACTICE_SUFFIX, PHARM_SUFFIX, HOSP_SUFFIX, LAB_SUFFIX,
                    CHARITY_SUFFIX, SCHOOL_SUFFIX, HOSTEL_SUFFIX, LANDMARK, JOB_EMP, PJOBS, PRISONS)

COUNTRY_NAME = {'UK': 'United Kingdom', 'IE': 'Ireland', 'AU': 'Australia', 'NZ': 'New Zealand',
                'CA': 'Canada', 'US': 'United States'}
REGION_TYPE = {'UK': 'CITY', 'IE': 'CITY', 'AU': 'STATE', 'NZ': 'STATE', 'CA': 'STATE', 'US': 'STATE'}
TERMS = {
    'UK': dict(ost='OST', gp='GP', emerg='999', prog='programme', mrn='Client ID', nsp='NSP',
               rx='FP10MDA', lic='GMC', nlic='NMC PIN', plic='GPhC', dl='DVLA'),
    'IE': dict(ost='OST', gp='GP', emerg='112/999', prog='programme', mrn='Client No.', nsp='NSP',
               rx='MTP prescription', lic='IMC', nlic='NMBI PIN', plic='PSI', dl='NDLS'),
    'AU': dict(ost='ORT', gp='GP', emerg='000', prog='program', mrn='URN', nsp='NSP',
               rx='S8 prescription', lic='AHPRA', nlic='AHPRA', plic='AHPRA', dl='VicRoads'),
    'NZ': dict(ost='OST', gp='GP', emerg='111', prog='programme', mrn='Client ID', nsp='NEP',
               rx='controlled drug prescription', lic='MCNZ', nlic='NCNZ', plic='PCNZ', dl='NZTA'),
    'CA': dict(ost='OAT', gp='family physician', emerg='911', prog='program', mrn='Chart #',
               nsp='harm reduction supply', rx='OAT prescription', lic='CPSO', nlic='CNO',
               plic='OCP', dl='MTO'),
    'US': dict(ost='MOUD', gp='PCP', emerg='911', prog='program', mrn='MRN', nsp='SSP',
               rx='OTP order', lic='DEA', nlic='RN lic.', plic='RPh lic.', dl='BMV'),
}
CA_COLLEGE = {'ON': 'CPSO', 'BC': 'CPSBC', 'AB': 'CPSA', 'MB': 'CPSM', 'SK': 'CPSS', 'NS': 'CPSNS',
              'NB': 'CPSNB'}


# ---------------------------------------------------------------- people

def person(rng, country, sex=None, origin=None):
    origin = origin or wpick(rng, ORIGIN_WEIGHTS[country])
    fp, sp = ORIGIN_POOLS[origin]
    sex = sex or pick(rng, 'MF')
    first = pick(rng, FIRST[fp][0 if sex == 'M' else 1])
    last = pick(rng, SURNAMES[sp])
    mid = letters(rng, 1, 'ABCDEFGHJKLMNPRSTW') if chance(rng, 0.25) else ''
    return {'first': first, 'last': last, 'mid': mid, 'sex': sex}


def nm(p, style='fl'):
    f, l, m = p['first'], p['last'], p['mid']
    if style == 'fl':
        return '%s %s' % (f, l)
    if style == 'fml':
        return '%s %s. %s' % (f, m, l) if m else '%s %s' % (f, l)
    if style == 'LF':
        return '%s, %s' % (l.upper(), f.upper() + (' ' + m if m else ''))
    if style == 'lf':
        return '%s, %s' % (l, f)
    if style == 'l':
        return l
    if style == 'f':
        return f
    if style == 'fi':
        return '%s. %s' % (f[0], l)
    if style == 'ini':
        return '%s.%s.' % (f[0], l[0])
    if style == 'INI':
        return '%s%s' % (f[0], l[0])
    if style == 'low':
        return '%s%s' % (f[0].lower(), l[0].lower())
    raise ValueError(style)


def title(p, rng=None):
    if p['sex'] == 'M':
        return 'Mr'
    return pick(rng, ['Ms', 'Ms', 'Mrs', 'Miss']) if rng else 'Ms'


def username(rng, p):
    f, l = asc(p['first']), asc(p['last'])
    k = rng.randrange(5)
    if k == 0:
        return f[0] + l
    if k == 1:
        return f + '.' + l
    if k == 2:
        return f[0] + l + str(rng.randrange(1, 9))
    if k == 3:
        return l[:6] + f[0]
    return f + '_' + l[:1]


def license_no(rng, c, kind='doc'):
    cc = c['country']
    if cc == 'UK':
        if kind == 'doc':
            return 'GMC', nz_digits(rng, 7)
        if kind == 'nurse':
            return 'NMC PIN', '%s%s%s%s' % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        return 'GPhC', '20' + digits(rng, 5)
    if cc == 'IE':
        if kind == 'doc':
            return 'IMC No.', nz_digits(rng, 6)
        if kind == 'nurse':
            return 'NMBI PIN', nz_digits(rng, 6)
        return 'PSI Reg.', nz_digits(rng, 4)
    if cc == 'AU':
        pre = {'doc': 'MED', 'nurse': 'NMW', 'pharm': 'PHA'}[kind]
        return 'AHPRA', pre + '000' + digits(rng, 7)
    if cc == 'NZ':
        if kind == 'doc':
            return 'MCNZ', nz_digits(rng, 5)
        if kind == 'nurse':
            return 'NCNZ', nz_digits(rng, 6)
        return 'PCNZ', nz_digits(rng, 5)
    if cc == 'CA':
        if kind == 'doc':
            return CA_COLLEGE[c['addr']['region']] + ' #', nz_digits(rng, 5)
        if kind == 'nurse':
            return 'Reg. #', nz_digits(rng, 8)
        return 'Licence #', nz_digits(rng, 6)
    if kind == 'doc':
        return 'DEA', letters(rng, 2, 'ABFM') + digits(rng, 7)
    if kind == 'nurse':
        return 'RN Lic.', 'RN' + digits(rng, 6)
    return 'RPh Lic.', 'RP' + digits(rng, 6)


def staff(rng, c, role, kind='doc'):
    p = person(rng, c['country'])
    p['role'] = role
    p['lic'] = license_no(rng, c, kind)
    p['user'] = username(rng, p)
    return p


# ---------------------------------------------------------------- places

def street_line(rng, cc, biz=False):
    n = rng.randrange(1, 240)
    if cc in ('AU', 'NZ') and chance(rng, 0.35):
        name = pick(rng, STREET_NAMES_NZAU)
    elif cc in ('CA', 'US') and chance(rng, 0.5):
        name = pick(rng, STREET_NAMES_NA)
    else:
        name = pick(rng, STREET_NAMES)
    base = '%d %s %s' % (n, name, pick(rng, SUFFIX[cc]))
    r = rng.random() if not biz else 0.99
    if cc == 'UK':
        if r < 0.3:
            return 'Flat %d, %s' % (rng.randrange(1, 30), base)
        if r < 0.4:
            return '%d %s %s' % (rng.randrange(1, 60), pick(rng, prefs(cc)), pick(rng, ['Court', 'House']))
    elif cc == 'IE':
        if r < 0.25:
            return 'Apt %d, %s' % (rng.randrange(1, 60), base)
        if r < 0.45:
            return '%d %s %s' % (n, pick(rng, prefs(cc)), pick(rng, ['Park', 'Lawns', 'Heights', 'Grove']))
    elif cc == 'AU':
        if r < 0.35:
            return '%d/%s' % (rng.randrange(1, 20), base)
    elif cc == 'NZ':
        if r < 0.2:
            return '%d%s %s' % (n, pick(rng, 'AB'), base.split(' ', 1)[1])
        if r < 0.35:
            return 'Flat %d, %s' % (rng.randrange(1, 12), base)
    elif cc == 'CA':
        if r < 0.3:
            return '%d-%s' % (rng.randrange(101, 1900), base)
        if r < 0.45:
            return '%s %s' % (base, pick(rng, ['E', 'W', 'N', 'S']))
    else:
        d = pick(rng, US_DIR)
        base = '%d %s%s %s' % (rng.randrange(100, 4900), d + ' ' if d else '', name, pick(rng, SUFFIX[cc]))
        if r < 0.35:
            return '%s, %s' % (base, pick(rng, ['Apt %d', 'Apt %d', 'Unit %d', '#%d']) % rng.randrange(1, 40))
        if biz and chance(rng, 0.3):
            return '%s, %s' % (base, pick(rng, ['Suite %d', 'Ste %d']) % rng.randrange(100, 400))
    return base


def postcode(rng, cc, town):
    stem = town[2]
    if cc == 'UK':
        inward = '%d%s' % (rng.randrange(1, 10), letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        outward = stem + (str(rng.randrange(0, 10)) if stem[-1].isdigit() else str(rng.randrange(1, 30)))
        return outward + ' ' + inward
    if cc == 'IE':
        rk = stem + str(rng.randrange(1, 10)) if stem == 'D0' else stem
        uid = letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1) + letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1)
        return rk + ' ' + uid
    if cc in ('AU', 'NZ'):
        return stem
    if cc == 'CA':
        return '%s %d%s%d' % (stem, rng.randrange(10), letters(rng, 1, 'ABCEGHJKLMNPRSTVWXY'), rng.randrange(10))
    return stem + digits(rng, 2)


def address(rng, cc, town=None, biz=False):
    t = town or pick(rng, TOWNS[cc])
    return {'street': street_line(rng, cc, biz), 'town': t[0], 'region': t[1], 'zip': postcode(rng, cc, t),
            'dial': t[3], 'sub': t[4], 'cc': cc, 'rtype': REGION_TYPE[cc]}


def addr_inline(a, rng=None, region=True, zipc=True):
    """Pieces for a one-line address: street, town, region and code as separate spans."""
    cc = a['cc']
    out = [(a['street'], 'STREET'), ', ', (a['town'], 'CITY')]
    if cc in ('AU', 'CA', 'US'):
        out += [', ' if cc != 'AU' else ' ', (a['region'], 'STATE')]
        if zipc:
            out += [' ', (a['zip'], 'ZIP')]
        return out
    if region and cc in ('UK', 'IE') and (rng is None or chance(rng, 0.5)):
        out += [', ', (a['region'], 'CITY')]
    if zipc:
        out += [', ' if cc == 'IE' else (' ' if cc == 'NZ' else ', '), (a['zip'], 'ZIP')]
    return out


def addr_lines(a, rng=None):
    cc = a['cc']
    out = [(a['street'], 'STREET'), '\n', (a['town'], 'CITY')]
    if cc in ('AU', 'CA', 'US'):
        out += [' ' if cc == 'AU' else ', ', (a['region'], 'STATE'), '  ' if cc != 'AU' else ' ', (a['zip'], 'ZIP')]
    elif cc == 'NZ':
        out += [' ', (a['zip'], 'ZIP')]
    else:
        if rng is None or chance(rng, 0.6):
            out += ['\n', (a['region'], 'CITY')]
        out += ['\n', (a['zip'], 'ZIP')]
    return out


def place(rng, suffixes, cc):
    return '%s %s' % (pick(rng, prefs(cc)), pick(rng, suffixes))


# ---------------------------------------------------------------- identifiers

def health_no(rng, c):
    cc = c['country']
    if cc == 'UK':
        if c['sub'] == 'Scotland':
            d = c['dob']
            return 'CHI', '%02d%02d%02d%s' % (d.day, d.month, d.year % 100, digits(rng, 4))
        return pick(rng, ['NHS No', 'NHS No.', 'NHS number']), '%s %s %s' % (nz_digits(rng, 3), digits(rng, 3), digits(rng, 4))
    if cc == 'IE':
        return pick(rng, ['Medical card no.', 'GMS no.']), digits(rng, 7) + letters(rng, 1)
    if cc == 'AU':
        return 'Medicare No', '%s %s %s' % (pick(rng, '23456') + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if cc == 'NZ':
        return 'NHI', letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4)
    if cc == 'CA':
        reg = c['addr']['region']
        if reg == 'ON':
            return 'OHIP', '%s-%s-%s-%s' % (nz_digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if reg == 'BC':
            return 'PHN', '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        return 'Health card #', nz_digits(rng, 9)
    return pick(rng, ['Medicaid ID', 'Member ID']), letters(rng, 2) + digits(rng, 8)


def ssn(rng, c):
    cc = c['country']
    if cc == 'US':
        return 'SSN', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if cc == 'CA':
        return 'SIN', '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == 'IE':
        return 'PPSN', '9' + digits(rng, 6) + letters(rng, 1) + pick(rng, ['', '', 'A', 'W'])
    if cc == 'NZ':
        return 'IRD no.', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return None


def mrn(rng, cc):
    if cc == 'UK':
        return pick(rng, ['%s%s', '%s-%s']) % (pick(rng, ['CDT', 'RS', 'SMS', 'DAS']), digits(rng, 6))
    if cc == 'IE':
        return pick(rng, ['%s', 'DTC/%s']) % digits(rng, 6)
    if cc == 'AU':
        return nz_digits(rng, 7)
    if cc == 'NZ':
        return 'OST' + digits(rng, 5)
    if cc == 'CA':
        return nz_digits(rng, 6)
    return '00' + digits(rng, 6)


def vehicle(rng, cc):
    if cc == 'UK':
        return '%s%02d %s' % (letters(rng, 2, 'ABCDEFGHKLMNOPRSVWXY'), rng.choice([17, 18, 19, 64, 65, 66, 67, 68, 69, 70, 71]), letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if cc == 'IE':
        return '%d-%s-%s' % (pick(rng, [141, 151, 161, 171, 181, 191, 201, 211]), pick(rng, ['D', 'L', 'C', 'G', 'WD', 'LH', 'KY']), nz_digits(rng, 4))
    if cc == 'AU':
        return pick(rng, ['%s-%s', '%s %s']) % (letters(rng, 3), digits(rng, 3))
    if cc == 'NZ':
        return letters(rng, 3) + digits(rng, 3)
    if cc == 'CA':
        return '%s %s' % (letters(rng, 4), digits(rng, 3))
    return '%d%s%s' % (rng.randrange(1, 9), letters(rng, 3), digits(rng, 3))


def driving_licence(rng, c):
    cc = c['country']
    p = c['pt']
    if cc == 'UK':
        d = c['dob']
        sur = (asc(p['last']).upper() + '99999')[:5]
        return '%s%d%02d%02d%d%s%s' % (sur, d.year % 100 // 10, d.month + (50 if p['sex'] == 'F' else 0), d.day,
                                       d.year % 10, asc(p['first'])[:1].upper() + (p['mid'] or '9'), '9' + letters(rng, 2))
    if cc == 'IE':
        return nz_digits(rng, 9)
    if cc == 'AU':
        return nz_digits(rng, 9)
    if cc == 'NZ':
        return letters(rng, 2) + digits(rng, 6)
    if cc == 'CA':
        return '%s%s-%s-%s' % (asc(p['last'])[:1].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return '%s%s-%s-%s' % (asc(p['last'])[:1].upper(), digits(rng, 3), digits(rng, 4), digits(rng, 4))


# ---------------------------------------------------------------- the case

PRESC_ROLES = {
    'UK': ['Specialty Doctor', 'Consultant Addiction Psychiatrist', 'GPwSI Substance Misuse', 'Speciality Registrar (ST5)'],
    'IE': ['Consultant in Addiction Medicine', 'Level 2 GP', 'Senior Medical Officer', 'Registrar, Addiction Service'],
    'AU': ['Addiction Medicine Specialist', 'Staff Specialist', 'Medical Officer', 'Advanced Trainee (Addiction Medicine)'],
    'NZ': ['Medical Officer', 'Consultant Psychiatrist (Addictions)', 'Medical Officer Special Scale'],
    'CA': ['Addiction Medicine Physician', 'Family Physician (OAT)', 'Addictions Physician'],
    'US': ['Medical Director', 'Addiction Medicine Physician', 'Staff Physician', 'Addiction Psychiatrist'],
}
KW_ROLES = {
    'UK': [('Recovery Worker', None), ('Recovery Coordinator', None), ('Nurse Keyworker', 'nurse'), ('Keyworker', None)],
    'IE': [('Key Worker', None), ('Case Manager', None), ('Clinical Nurse Manager', 'nurse'), ('Addiction Counsellor', None)],
    'AU': [('AOD Clinician', None), ('Case Manager', None), ('Clinical Nurse Consultant', 'nurse'), ('AOD Counsellor', None)],
    'NZ': [('Case Manager', None), ('AOD Practitioner', None), ('Registered Nurse', 'nurse'), ('Key Worker', None)],
    'CA': [('Case Manager', None), ('Addictions Counsellor', None), ('RN, OAT Clinic', 'nurse'), ('Outreach Worker', None)],
    'US': [('Counselor', None), ('Case Manager', None), ('Peer Recovery Specialist', None), ('Nurse Care Manager', 'nurse')],
}
NURSE_ROLES = {
    'UK': ['BBV Nurse', 'Hepatitis CNS', 'Staff Nurse', 'Non-Medical Prescriber (Nurse)'],
    'IE': ['Clinical Nurse Specialist (Hepatology)', 'Staff Nurse', 'ANP Addictions'],
    'AU': ['Hepatitis C Nurse', 'Clinical Nurse Consultant', 'Nurse Practitioner'],
    'NZ': ['Hepatitis C Nurse Specialist', 'Registered Nurse', 'Nurse Practitioner'],
    'CA': ['RN, Hep C program', 'Nurse Practitioner', 'Public Health Nurse'],
    'US': ['RN Care Manager', 'Hep C Nurse Navigator', 'LPN'],
}
GP_ROLES = {'UK': ['GP Partner', 'Salaried GP', 'General Practitioner'], 'IE': ['General Practitioner', 'GP Principal'],
            'AU': ['General Practitioner', 'GP'], 'NZ': ['General Practitioner', 'GP'],
            'CA': ['Family Physician'], 'US': ['Family Medicine', 'Primary Care Physician']}


def make_case(rng, cc):
    c = {'country': cc, 'term': TERMS[cc]}
    town = pick(rng, TOWNS[cc])
    c['sub'] = town[4]
    c['d0'] = rand_date(rng, dt.date(2021, 2, 1), dt.date(2025, 5, 30))
    c['ds'] = date_style(rng, cc)
    pt = person(rng, cc)
    c['pt'] = pt
    c['nick'] = pick(rng, NICKNAMES_M if pt['sex'] == 'M' else NICKNAMES_F) if chance(rng, 0.15) else ''
    age = rng.randint(19, 66)
    dob = shift(c['d0'], -(age * 365 + age // 4 + rng.randrange(365)))
    c['dob'] = dob
    c['age'] = age_on(dob, c['d0'])
    c['addr'] = address(rng, cc, town)
    dial = town[3]
    c['dial'] = dial
    c['mob'] = phone(rng, cc, dial, 'mob')
    c['home'] = phone(rng, cc, dial, 'land')
    c['email'] = '%s%s%s@%s' % (asc(pt['first']), pick(rng, ['.', '', '_']), asc(pt['last']) if chance(rng, 0.6) else str(rng.randrange(70, 99)),
                                pick(rng, ['example.com', 'mail.example.net', 'example.org', 'inbox.example.com']))
    c['mrn'] = mrn(rng, cc)
    c['hn'] = health_no(rng, c)
    c['ssn'] = ssn(rng, c)
    # service, practice, pharmacy, hospital
    svc_name = place(rng, SVC_SUFFIX[cc], cc)
    s_sl = slug(svc_name.split(' ')[0])
    c['svc'] = {'name': svc_name, 'addr': address(rng, cc, town, True), 'tel': phone(rng, cc, dial),
                'fax': phone(rng, cc, dial), 'dom': '%s.example.org' % s_sl,
                'url': pick(rng, ['www.%s.example.org', 'https://%s.example.org', 'www.example.org/%s']) % s_sl}
    c['gp'] = staff(rng, c, pick(rng, GP_ROLES[cc]))
    c['gp']['practice'] = place(rng, PRACTICE_SUFFIX[cc], cc)
    c['gp']['addr'] = address(rng, cc, town, True)
    c['gp']['tel'] = phone(rng, cc, dial)
    c['gp']['fax'] = phone(rng, cc, dial)
    pharm_name = ('%s %s' % (pick(rng, SURNAMES['anglo'] + SURNAMES['south_asian']) + pick(rng, ["'s", "'s", '']), pick(rng, PHARM_SUFFIX[cc]))
                  if chance(rng, 0.4) else place(rng, PHARM_SUFFIX[cc], cc))
    c['pharm'] = {'name': pharm_name, 'addr': address(rng, cc, town, True), 'tel': phone(rng, cc, dial),
                  'fax': phone(rng, cc, dial), 'ph': staff(rng, c, 'Pharmacist', 'pharm')}
    c['presc'] = staff(rng, c, pick(rng, PRESC_ROLES[cc]))
    role, kind = pick(rng, KW_ROLES[cc])
    c['kw'] = staff(rng, c, role, 'nurse')
    if kind is None:
        c['kw']['lic'] = None
    c['nurse'] = staff(rng, c, pick(rng, NURSE_ROLES[cc]), 'nurse')
    c['hep'] = staff(rng, c, pick(rng, ['Consultant Hepatologist', 'Gastroenterologist', 'ID Physician']))
    c['admin'] = staff(rng, c, 'Administrator', 'nurse')
    c['peer'] = staff(rng, c, 'Peer Support Worker' if cc != 'US' else 'Peer Recovery Coach', 'nurse')
    c['hosp'] = place(rng, HOSP_SUFFIX, cc)
    c['lab'] = place(rng, LAB_SUFFIX, cc)
    # people around the patient
    c['partner'] = person(rng, cc, 'F' if pt['sex'] == 'M' and chance(rng, 0.85) else ('M' if chance(rng, 0.85) else 'F'))
    c['mother'] = person(rng, cc, 'F')
    c['mother']['last'] = pt['last'] if chance(rng, 0.6) else c['mother']['last']
    c['sib'] = person(rng, cc)
    c['sib']['last'] = pt['last']
    c['friend'] = person(rng, cc)
    kids = []
    for _ in range(rng.randrange(0, 4)):
        k = person(rng, cc)
        k['age'] = rng.randrange(1, max(2, min(18, c['age'] - 16)))
        kids.append(k)
    c['kids'] = kids
    c['probation'] = person(rng, cc)
    c['sw'] = person(rng, cc)
    c['hsw'] = person(rng, cc)
    job, emps = pick(rng, JOB_EMP)
    c['job'] = job
    c['pjob'] = pick(rng, PJOBS)
    c['employer'] = place(rng, emps, cc) if chance(rng, 0.5) else '%s %s' % (pick(rng, SURNAMES['anglo']), pick(rng, emps))
    c['charity'] = place(rng, CHARITY_SUFFIX, cc)
    c['school'] = place(rng, SCHOOL_SUFFIX, cc)
    c['hostel'] = place(rng, HOSTEL_SUFFIX, cc)
    c['landmark'] = pick(rng, LANDMARK).format(p=pick(rng, prefs(cc)))
    c['prison'] = pick(rng, PRISONS[cc])
    c['pphone'] = phone(rng, cc, dial)
    c['svc2'] = place(rng, SVC_SUFFIX[cc], cc)
    c['rehab'] = place(rng, ['House', 'Lodge', 'Rehab', 'Residential Programme', 'Therapeutic Community'], cc)
    return c


def fd(c, d, style=None):
    return fdate(d, style or c['ds'])


def ago(rng, c, lo, hi):
    return shift(c['d0'], -rng.randrange(lo, hi))


def ahead(rng, c, lo, hi):
    return shift(c['d0'], rng.randrange(lo, hi))
