"""People and per-note case context, with rendering helpers that return Note items."""
import datetime

import geo
import ids
import pools
from note import P


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for k, w in pairs:
        r -= w
        if r < 0:
            return k
    return pairs[-1][0]


class Person:
    def __init__(self, typ, first, last, sex, middle='', cc='UK'):
        self.typ, self.first, self.last, self.sex, self.middle, self.cc = typ, first, last, sex, middle, cc
        self.title = 'Mr' if sex == 'M' else 'Mrs'
        self.role = ''
        self.lic = ''

    def he(self):
        return 'he' if self.sex == 'M' else 'she'

    def his(self):
        return 'his' if self.sex == 'M' else 'her'

    def him(self):
        return 'him' if self.sex == 'M' else 'her'

    def full(self):
        return '%s %s' % (self.first, self.last)

    def initials(self, dots=True):
        parts = [self.first] + ([self.middle] if self.middle else []) + self.last.replace("'", '').split()
        s = [x[0].upper() for x in parts]
        return '.'.join(s) + '.' if dots else ''.join(s)

    def n(self, style='full'):
        """Items for Note.w; titles stay outside the span."""
        t = self.typ
        dot = '.' if self.cc in ('US', 'CA') else ''
        if style == 'full':
            return [P(t, self.full())]
        if style == 'fml':
            v = '%s %s. %s' % (self.first, self.middle[0], self.last) if self.middle else self.full()
            return [P(t, v)]
        if style == 'fmid':
            v = '%s %s %s' % (self.first, self.middle, self.last) if self.middle else self.full()
            return [P(t, v)]
        if style == 'lf':
            return [P(t, '%s, %s' % (self.last, self.first))]
        if style == 'LF':
            v = '%s, %s' % (self.last.upper(), self.first.upper())
            if self.middle:
                v += ' ' + self.middle[0]
            return [P(t, v)]
        if style == 'last':
            return [P(t, self.last)]
        if style == 'first':
            return [P(t, self.first)]
        if style == 'nick':
            return [P(t, pools.NICK.get(self.first, self.first))]
        if style == 'init':
            return [P(t, self.initials(True))]
        if style == 'inits':
            return [P(t, self.initials(False))]
        if style == 'flast':
            return [P(t, '%s. %s' % (self.first[0], self.last))]
        if style == 'ti':
            return [self.title + dot + ' ', P(t, self.last)]
        if style == 'tfull':
            return [self.title + dot + ' ', P(t, self.full())]
        if style == 'dr':
            return ['Dr' + dot + ' ', P(t, self.full())]
        if style == 'drl':
            return ['Dr' + dot + ' ', P(t, self.last)]
        if style == 'drf':
            return ['Dr' + dot + ' ', P(t, '%s. %s' % (self.first[0], self.last))]
        raise KeyError(style)


def make_person(rng, cc, typ, sex=None, avoid=(), last=None):
    origin = wchoice(rng, sorted(pools.ORIGIN_W[cc].items()))
    if sex is None:
        sex = rng.choice('MF')
    firsts = pools.FIRST[origin][0 if sex == 'M' else 1]
    first = rng.choice(firsts)
    if last is None:
        for _ in range(50):
            o2 = origin if rng.random() < 0.8 else wchoice(rng, sorted(pools.ORIGIN_W[cc].items()))
            last = rng.choice(pools.LAST[o2]) if rng.random() > 0.03 else rng.choice(pools.LAST_SPACED)
            if last not in avoid:
                break
    middle = ''
    if rng.random() < 0.35:
        mid_o = wchoice(rng, sorted(pools.ORIGIN_W[cc].items()))
        middle = rng.choice(pools.FIRST[mid_o][0 if sex == 'M' else 1])
        if middle == first:
            middle = ''
    p = Person(typ, first, last, sex, middle, cc)
    if sex == 'F':
        p.title = rng.choice(('Mrs', 'Ms', 'Ms', 'Miss'))
    return p


ROLES = {
    'cons': ('Consultant Gastroenterologist', 'Consultant in Intestinal Failure', 'Consultant Physician'),
    'cns': ('Nutrition Nurse Specialist', 'IF Clinical Nurse Specialist', 'HPN Nurse Specialist'),
    'diet': ('Specialist Dietitian', 'Senior IF Dietitian'),
    'pharm': ('Nutrition Pharmacist', 'Senior Pharmacist, Aseptic Services'),
    'surg': ('Consultant Colorectal Surgeon', 'Consultant GI Surgeon'),
    'rad': ('Consultant Interventional Radiologist',),
    'micro': ('Consultant Microbiologist',),
    'reg': ('Gastroenterology Registrar', 'IF Fellow', 'ST6 Gastroenterology'),
    'hcn': ('Homecare Nurse',),
    'ipc': ('Infection Prevention Nurse',),
    'tech': ('Pharmacy Technician',),
    'driver': ('Delivery Driver',),
    'psych': ('Clinical Psychologist',),
    'clerk': ('Medical Secretary',),
}
US_ROLES = {'cons': ('Attending, Gastroenterology', 'Medical Director, Intestinal Rehabilitation'),
            'reg': ('GI Fellow (PGY-5)', 'Resident (PGY-2)'),
            'cns': ('Nutrition Support RN', 'Home Infusion Nurse Coordinator'),
            'surg': ('Attending Surgeon, Colorectal',), 'clerk': ('Unit Clerk',)}
LIC_ROLE = {'cons': 'doc', 'reg': 'doc', 'surg': 'doc', 'rad': 'doc', 'micro': 'doc', 'cns': 'nurse',
            'hcn': 'homecare', 'ipc': 'nurse', 'pharm': 'pharm', 'diet': 'diet', 'tech': 'pharm',
            'driver': 'doc', 'psych': 'doc', 'clerk': 'doc'}


class Case:
    pass


def make_case(rng, cc, base):
    c = Case()
    c.cc = cc
    c.base = base
    c.dstyle = rng.choice(('num', 'num', 'num', 'med', 'long', 'dash')) if cc != 'US' else rng.choice(
        ('num', 'num', 'num', 'med', 'long', 'num2'))
    sex = rng.choice('MF')
    c.pt = make_person(rng, cc, 'PATIENT', sex)
    if rng.random() < 0.06:
        c.age = rng.randrange(90, 97)
    elif rng.random() < 0.05:
        c.age = rng.randrange(16, 18)
    else:
        c.age = rng.randrange(19, 89)
    c.dob = base - datetime.timedelta(days=365 * c.age + rng.randrange(5, 360) + c.age // 4)
    t = rng.choice(geo.TOWNS[cc])
    c.town = t
    c.addr = make_addr(rng, cc, t)
    c.area = t[3]
    c.tel = ids.phone(rng, cc, t[3], 'land')
    c.mob = ids.phone(rng, cc, t[3], 'mob')
    c.pemail = ids.email(rng, c.pt.first, c.pt.last)
    c.mrn = ids.mrn(rng, cc)
    c.nat = None
    if cc == 'UK':
        if t[1] in ('Lanarkshire', 'Renfrewshire', 'Angus', 'Highland', 'Fife'):
            c.nat = ('CHI', ids.chi(rng, c.dob), 'MRN')
        else:
            c.nat = ('NHS No', ids.nhs_number(rng), 'MRN')
    elif cc == 'NZ':
        c.nat = ('NHI', ids.nhi(rng), 'MRN')
    c.plan = None
    if cc == 'US':
        c.plan = ('Member ID', ids.healthplan(rng, cc), rng.choice(pools.INSURERS['US']))
        c.group = ids.group_no(rng)
    elif cc == 'CA':
        lab = {'ON': 'OHIP', 'BC': 'PHN', 'AB': 'AHCIP'}.get(t[1], 'Health card')
        c.plan = (lab, ids.healthplan(rng, cc, t[1]), '')
    elif cc == 'AU':
        c.plan = ('Medicare No', ids.healthplan(rng, cc), '')
    elif cc == 'IE':
        c.plan = ('Medical Card No', ids.healthplan(rng, cc), '') if rng.random() < 0.6 else (
            'Policy No', ids.dg(rng, 8), rng.choice(pools.INSURERS['IE']))
    elif cc == 'NZ' and rng.random() < 0.5:
        c.plan = ('Policy No', ids.healthplan(rng, cc), rng.choice(pools.INSURERS['NZ']))
    elif cc == 'UK' and rng.random() < 0.12:
        c.plan = ('Membership No', ids.dg(rng, 8), rng.choice(pools.INSURERS['UK']))
    c.ssn = None
    if cc in ('US', 'CA', 'IE'):
        c.ssn = ({'US': 'SSN', 'CA': 'SIN', 'IE': 'PPSN'}[cc], ids.ssn(rng, cc))
    c.acct = ids.account(rng, cc)
    # sites
    c.hosp = rng.choice(geo.HOSPITALS[cc])
    ht = t if rng.random() < 0.45 else rng.choice(geo.TOWNS[cc])
    c.htown = ht
    c.haddr = make_addr(rng, cc, ht, site=True)
    c.hosp2 = rng.choice([h for h in geo.HOSPITALS[cc] if h != c.hosp])
    c.ward = rng.choice(geo.WARDS_US if cc == 'US' else geo.WARDS)
    c.ward2 = rng.choice(geo.WARDS)
    c.bed = str(rng.randrange(1, 30))
    c.room = rng.choice(geo.ROOMS)
    c.building = rng.choice(geo.BUILDINGS)
    c.dept_tel = ids.phone(rng, cc, ht[3])
    c.dept_fax = ids.phone(rng, cc, ht[3])
    c.dept_email = ids.email(rng, '', '', 'team')
    c.switch = ids.phone(rng, cc, ht[3])
    c.homecare = rng.choice(pools.HOMECARE[cc])
    c.hc_tel = ids.phone(rng, cc, ht[3], 'free')
    c.aseptic = rng.choice(geo.ASEPTIC[cc])
    c.practice = rng.choice(geo.PRACTICES[cc])
    c.paddr = make_addr(rng, cc, t, site=True)
    c.p_tel = ids.phone(rng, cc, t[3])
    c.p_fax = ids.phone(rng, cc, t[3])
    # people
    avoid = {c.pt.last}
    c.staff = {}
    for k in sorted(ROLES):
        p = make_person(rng, cc, 'DOCTOR', avoid=avoid)
        avoid.add(p.last)
        roles = US_ROLES.get(k) if cc == 'US' and k in US_ROLES else ROLES[k]
        p.role = rng.choice(roles)
        p.lic = ids.licence(rng, cc, LIC_ROLE[k])
        p.tel = ids.phone(rng, cc, ht[3], 'mob' if k in ('hcn', 'driver') else 'land')
        p.email = ids.email(rng, p.first, p.last)
        p.bleep = ids.bleep(rng)
        p.user = (p.first[0] + p.last.replace(' ', '').replace("'", '')).lower()[:8] + \
            rng.choice(('', '', '1', '2', '07', '_rx'))
        c.staff[k] = p
    c.gp = make_person(rng, cc, 'DOCTOR', avoid=avoid)
    avoid.add(c.gp.last)
    c.gp.lic = ids.licence(rng, cc, 'doc')
    # family
    rel_sp = 'wife' if sex == 'M' else 'husband'
    rels = [rel_sp, 'partner', 'daughter', 'son', 'mother', 'sister', 'brother', 'friend', 'neighbour',
            'father', 'niece']
    c.family = []
    if c.age < 40:
        rels = [r for r in rels if r not in ('son', 'daughter')]
    elif c.age > 75:
        rels = [r for r in rels if r not in ('mother', 'father')] + ['granddaughter', 'carer']
    for rel in rng.sample(rels, 3):
        fsex = {'wife': 'F', 'husband': 'M', 'daughter': 'F', 'son': 'M', 'mother': 'F', 'sister': 'F',
                'brother': 'M', 'father': 'M', 'niece': 'F', 'granddaughter': 'F'}.get(rel)
        same = rel in ('wife', 'husband', 'daughter', 'son', 'mother', 'father', 'sister', 'brother') \
            and rng.random() < 0.7
        fp = make_person(rng, cc, 'FAMILY', fsex, avoid=avoid, last=c.pt.last if same else None)
        fp.rel = rel
        fp.tel = ids.phone(rng, cc, t[3], 'mob')
        c.family.append(fp)
    c.kin = c.family[0]
    c.avoid = avoid
    c.prof = rng.choice(pools.PROFESSIONS)
    c.retired = c.age >= 66 or rng.random() < 0.1
    c.employer = rng.choice(pools.EMPLOYERS)
    c.kin_prof = rng.choice(pools.PROFESSIONS)
    c.abroad = rng.choice(geo.ABROAD)
    return c


def extra_person(rng, c, typ='DOCTOR', sex=None):
    p = make_person(rng, c.cc, typ, sex, avoid=c.avoid)
    c.avoid.add(p.last)
    return p


def cap(s):
    return s[:1].upper() + s[1:]


def make_addr(rng, cc, town, site=False):
    names = list(geo.STREET_NAMES) + list(geo.STREET_EXTRA[cc])
    nm = rng.choice(names)
    suf = rng.choice(geo.SUFFIX[cc])
    if cc == 'US':
        st = '%d %s %s' % (rng.randrange(10, 9900), nm, suf)
        if not site and rng.random() < 0.3:
            st += rng.choice((', Apt %d' % rng.randrange(1, 40), ' Unit %d%s' % (rng.randrange(1, 9), rng.choice('ABC'))))
    elif cc == 'AU' and not site and rng.random() < 0.35:
        st = '%d/%d %s %s' % (rng.randrange(1, 12), rng.randrange(1, 200), nm, suf)
    elif cc == 'NZ' and not site and rng.random() < 0.25:
        st = '%d%s %s %s' % (rng.randrange(1, 200), rng.choice('AB'), nm, suf)
    elif cc in ('UK', 'IE') and not site and rng.random() < 0.2:
        st = 'Flat %d, %d %s %s' % (rng.randrange(1, 20), rng.randrange(1, 150), nm, suf)
    elif cc == 'CA' and not site and rng.random() < 0.25:
        st = '%d-%d %s %s' % (rng.randrange(101, 2400), rng.randrange(10, 900), nm, suf)
    else:
        st = '%d %s %s' % (rng.randrange(1, 240), nm, suf)
    return {'street': st, 'sname': '%s %s' % (nm, suf), 'city': town[0], 'region': town[1],
            'zip': ids.postcode(rng, cc, town[2]), 'show': cc in ('US', 'CA', 'AU') or rng.random() < 0.4}


def addr_items(cc, a, sep=', ', region=None):
    """Address split into its parts; region shown per country convention."""
    out = [P('STREET', a['street']), sep, P('CITY', a['city'])]
    show = region if region is not None else a['show']
    if cc in ('US', 'CA', 'AU'):
        if show:
            out += [', ' if cc != 'AU' else ' ', P('STATE', a['region'])]
        out += [' ' if show else sep, P('ZIP', a['zip'])]
        return out
    if cc == 'IE':
        if show and a['region'] != a['city']:
            out += [sep, 'Co. ', P('CITY', a['region'])]
        out += [sep, P('ZIP', a['zip'])]
        return out
    if cc == 'NZ':
        if show:
            out += [sep, P('STATE', a['region'])]
        out += [' ', P('ZIP', a['zip'])]
        return out
    if show:
        out += [sep, P('CITY', a['region'])]
    out += [sep, P('ZIP', a['zip'])]
    return out


def D(c, d, style=None):
    return P('DATE', ids.fmt_date(d, c.cc, style or c.dstyle))


def country_item(name):
    if name.startswith('the '):
        return ['the ', P('COUNTRY', name[4:])]
    return [P('COUNTRY', name)]


def age_item(c, rng, form=None):
    if isinstance(form, tuple):
        form = rng.choice(form)
    form = form or rng.choice(('yo', 'year', 'year', 'aged', 'yo', 'sexf', 'word'))
    a = str(c.age)
    sx = c.pt.sex
    if form == 'yo':
        return [P('AGE', a), rng.choice((' yo', 'yo', ' y/o', ' yr old'))]
    if form == 'year':
        return [P('AGE', a), '-year-old']
    if form == 'aged':
        return ['aged ', P('AGE', a)]
    if form == 'sexf':
        return [P('AGE', a), sx]
    if form == 'word':
        return [P('AGE', ids.num_words(c.age) if c.age < 100 else a), '-year-old']
    raise KeyError(form)
