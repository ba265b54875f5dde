"""People and case context: patients, clinicians, relatives, addresses,
hospitals, and the name renderers (titles and credentials kept outside)."""
import pools as P
from core import (ch, chance, ri, digits, sample, rand_date, past, days,
                  phone, pager, email, username, mrn, account, healthplan,
                  group_no, npi, dea, state_license, AREAS)

_used_hosp = []


def person(sex=None, last=None):
    sex = sex or ch('MF')
    first = ch(P.FIRST_M if sex == 'M' else P.FIRST_F)
    mid = ch('ABCDEFGHJKLMNPRSTW') if chance(0.55) else None
    return {'sex': sex, 'first': first, 'mid': mid,
            'last': last or ch(P.LAST),
            'nick': ch(P.NICK[first]) if first in P.NICK else None}


def clinician(cred=None):
    p = person()
    p['cred'] = cred or ch(P.CRED_DOC)
    p['user'] = username(p['first'], p['last'])
    return p


def title(p):
    if p['sex'] == 'M':
        return 'Mr.' if chance(0.7) else 'Mr'
    return ch(['Mrs.', 'Ms.', 'Ms', 'Mrs', 'Miss'])


def pname(p, typ, style=None):
    """Return a list of items (plain strings and (value, type) tuples)."""
    f, m, l = p['first'], p['mid'], p['last']
    style = style or ch(['full', 'full', 'fml', 'title', 'last', 'LF'])
    if style == 'full':
        return [(f + ' ' + l, typ)]
    if style == 'fml':
        return [('%s %s. %s' % (f, m, l) if m else f + ' ' + l, typ)]
    if style == 'LFM':
        s = '%s, %s' % (l.upper(), f.upper())
        if m:
            s += ' ' + m
        return [(s, typ)]
    if style == 'LF':
        return [('%s, %s' % (l, f), typ)]
    if style == 'title':
        return [title(p) + ' ', (l, typ)]
    if style == 'title_full':
        return [title(p) + ' ', (f + ' ' + l, typ)]
    if style == 'last':
        return [(l, typ)]
    if style == 'first':
        return [(f, typ)]
    if style == 'init':
        s = ch(['%s.%s.', '%s%s', '%s. %s.'])
        return [(s % (f[0], l[0]), typ)]
    if style == 'fi_last':
        return [('%s. %s' % (f[0], l), typ)]
    if style == 'first_li':
        return [('%s %s.' % (f, l[0]), typ)]
    if style == 'nick':
        return [(p['nick'] or f, typ)]
    raise ValueError(style)


def dname(p, style=None):
    """Clinician name; credentials and Dr. stay outside the span."""
    f, m, l, c = p['first'], p['mid'], p['last'], p.get('cred', 'MD')
    style = style or ch(['dr', 'dr', 'full_cred', 'fi_cred', 'last_first',
                         'full'])
    T = 'DOCTOR'
    if style == 'dr':
        return [ch(['Dr. ', 'Dr ', 'Dr. ']), (l, T)]
    if style == 'dr_full':
        return ['Dr. ', (f + ' ' + l, T)]
    if style == 'full_cred':
        return [(f + ' ' + l, T), ', ' + c]
    if style == 'fml_cred':
        n = '%s %s. %s' % (f, m, l) if m else f + ' ' + l
        return [(n, T), ', ' + c]
    if style == 'fi_cred':
        return [('%s. %s' % (f[0], l), T), ' ' + c]
    if style == 'last_first':
        return [('%s, %s' % (l, f), T), ch([' ' + c, ', ' + c, ''])]
    if style == 'full':
        return [(f + ' ' + l, T)]
    if style == 'last':
        return [(l, T)]
    if style == 'first':
        return [(f, T)]
    if style == 'init':
        return [((f[0] + l[0]).lower() if chance(0.5) else f[0] + l[0], T)]
    if style == 'upper':
        return [('%s, %s' % (l.upper(), f.upper()), T), ' ' + c.upper()]
    raise ValueError(style)


def street_addr(unit=None):
    num = str(ri(2, 9899))
    s = '%s %s %s' % (num, ch(P.STREET_NAMES), ch(P.STREET_TYPES))
    if unit is None:
        unit = chance(0.3)
    if unit:
        s += ch([', ', ' ']) + ch(P.UNITS)
    return s


def zipc(city):
    z = city[4] + digits(2)
    if chance(0.1):
        z += '-' + digits(4)
    return z


def hospital_name():
    if chance(0.2):
        return ch(P.SAINTS)
    return ch(P.HOSP_PREFIX) + ' ' + ch(P.HOSP_SUFFIX)


def clinic_name():
    return ch(P.CLINIC_FORMS).replace('{p}', ch(P.CLINIC_PREFIX))


def slug(name):
    s = ''.join(c for c in name.lower() if c.isalnum())
    return s[:14]


def loc_parts(city, state_style=None):
    """city, state items."""
    st = city[1] if (state_style or ch(['abbr', 'abbr', 'full'])) == 'abbr' \
        else city[2]
    return [(city[0], 'CITY'), ', ', (st, 'STATE')]


def addr_items(a, sep=', ', zip_=True, state_full=False):
    out = [(a['street'], 'STREET'), sep, (a['city'][0], 'CITY'), ', ',
           (a['city'][2] if state_full else a['city'][1], 'STATE')]
    if zip_:
        out += [' ', (a['zip'], 'ZIP')]
    return out


def make_address(city=None):
    city = city or ch(P.CITIES)
    return {'street': street_addr(), 'city': city, 'zip': zipc(city)}


OLD_NO = ('mother', 'father')
YOUNG_NO = ('granddaughter', 'grandson', 'daughter-in-law', 'son-in-law')


def relative(pt, rel=None, age=60):
    if rel is None:
        sex = ch('MF')
        pool = [r for r in (P.REL_F if sex == 'F' else P.REL_M)
                if not (age > 72 and r in OLD_NO) and not (age < 45 and r in YOUNG_NO)]
        rel = ch(pool)
    else:
        sex = 'F' if rel in P.REL_F else 'M'
    same = rel in ('wife', 'husband', 'daughter', 'son', 'sister', 'brother',
                   'granddaughter', 'grandson', 'mother', 'father')
    keep = same and not (rel in ('daughter', 'granddaughter', 'sister') and
                         chance(0.4)) and not (rel == 'wife' and chance(0.1))
    p = person(sex, pt['last'] if keep else None)
    p['rel'] = rel
    p['phone'] = phone(pt.get('area'))
    return p


AGE_BY_DX = (24, 97)


def make_case(dx=None, age_range=None):
    import clinical as C
    dx = dx or ch(C.DXS)
    pt = person()
    lo, hi = age_range or dx.get('ages', AGE_BY_DX)
    age = ri(lo, hi)
    adm = rand_date(2019, 2025)
    dob = past(adm, age * 365 + 5, age * 365 + 360)
    hcity = ch(P.CITIES)
    home_city = hcity if chance(0.6) else ch(P.CITIES)
    pt['area'] = home_city[3]
    retired = age >= 66 and chance(0.8)
    prof = ch(P.PROFESSIONS)
    c = {
        'pt': pt, 'age': age, 'dob': dob, 'adm': adm, 'dx': dx,
        'hosp': hospital_name(), 'hcity': hcity,
        'ward': ch(P.WARDS), 'room': ch(['%d%02d' % (ri(2, 9), ri(1, 40)),
                                         '%d%02d-%s' % (ri(2, 9), ri(1, 40), ch('AB')),
                                         '%d%02d%s' % (ri(2, 9), ri(1, 40), ch('AB')),
                                         '%d' % ri(4100, 9940)]),
        'bed': ch(['1', '2', 'A', 'B', '3']),
        'building': ch(P.BUILDINGS),
        'mrn': mrn(ri(0, 4)), 'acct': account(),
        'att': clinician(), 'res': clinician(), 'intern': clinician(),
        'app': clinician(ch(P.CRED_APP)),
        'rn': clinician(ch(['RN', 'RN', 'BSN, RN'])),
        'rn2': clinician('RN'),
        'pharm': clinician('PharmD'), 'cm': clinician(ch(['RN, CCM', 'RN'])),
        'sw': clinician(ch(['LCSW', 'MSW', 'LISW'])),
        'pcp': clinician(), 'pcp_clinic': clinic_name(),
        'cons': clinician(),
        'fam': [relative(pt, age=age) for _ in range(ri(1, 3))],
        'prof': prof, 'retired': retired, 'employer': ch(P.EMPLOYERS),
        'addr': make_address(home_city),
        'phone': phone(home_city[3]), 'email': email(pt['first'], pt['last']),
        'ins': ch(P.INSURERS), 'public': ch(P.PUBLIC_PLANS) if age >= 65 or
        chance(0.3) else None,
        'member': healthplan(), 'group': group_no(),
        'country': ch(P.COUNTRIES) if chance(0.3) else None,
        'code': ch(['Full code', 'Full code', 'FULL CODE', 'DNR/DNI',
                    'DNR, OK to intubate', 'DNR/DNI (POLST on file)']),
        'pharmacy': ch(P.PHARMACIES), 'area': hcity[3],
    }
    c['lang'] = P.LANG.get(c['country'], 'English') if c['country'] else \
        'English'
    c['pmh'] = C.pick_pmh(dx, age, pt['sex'])
    return c


def mini_patient():
    import clinical as C
    dx = ch(C.DXS)
    p = person()
    return {'pt': p, 'age': ri(*dx.get('ages', AGE_BY_DX)), 'dx': dx,
            'room': ch(['%d%02d' % (ri(2, 9), ri(1, 40)),
                        '%d%02d-%s' % (ri(2, 9), ri(1, 40), ch('AB')),
                        '%d' % ri(4100, 9940)]),
            'mrn': mrn(ri(0, 4)),
            'code': ch(['Full', 'FULL', 'DNR/DNI', 'DNR', 'Full code',
                        'DNAR']),
            'fam': relative(p, age=70)}


def sig_pager():
    return ch(['pager ', 'pgr ', 'p. ', 'Pager: ', 'beeper ']), pager()
