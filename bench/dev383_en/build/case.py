"""One case: the child, family, carers, professionals, places, identifiers and dates.
Everything is drawn from the single random generator passed in."""
import datetime

import ids
import orgs
import places
from core import Ph, D, fmt_date, fmt_partial, rdate, plus, age_ym, digits
from names_a import POOLS_A
from names_b import POOLS_B


def _split(s):
    return [x.replace('_', ' ') for x in s.split()]


POOLS = {}
for _k in sorted(set(POOLS_A) | set(POOLS_B)):
    _f, _m, _s = POOLS_A.get(_k) or POOLS_B.get(_k)
    POOLS[_k] = (_split(_f), _split(_m), _split(_s))

NICK = {
    'Olivia': 'Liv', 'Oliver': 'Ollie', 'Alfie-James': 'AJ', 'Ellie-Mae': 'Ellie', 'Kayleigh': 'Kay',
    'Bethany': 'Beth', 'Callum': 'Cal', 'Jessica': 'Jess', 'Megan': 'Meg', 'Lachlan': 'Lachie',
    'Nathaniel': 'Nate', 'Zuzanna': 'Zuzia', 'Jakub': 'Kuba', 'Abdirahman': 'Abdi', 'Abdullahi': 'Abdi',
    'Oluwaseun': 'Seun', 'Oluwadamilare': 'Dami', 'Chukwuemeka': 'Emeka', 'Temitope': 'Tope',
    'Folasade': 'Sade', 'Chiamaka': 'Amaka', 'Losaline': 'Losa', 'Kahurangi': 'Kahu',
    'Anastasiia': 'Nastia', 'Oleksandr': 'Sasha', 'Konstantinos': 'Kostas', 'Alessandro': 'Sandro',
    'Guadalupe': 'Lupe', 'Isabella': 'Bella', 'Zakariya': 'Zak', 'Ruaridh': 'Rory', 'Catriona': 'Cat',
    'Pádraig': 'Paudie', 'Siobhán': 'Shiv', 'Dafydd': 'Dai', 'Rhiannon': 'Rhi', 'Bartosz': 'Bartek',
    'Muhammad': 'Mo', 'Mohammed': 'Mo', 'Jayden': 'Jay', 'Alexandra': 'Alex', 'Makayla': 'Kayla',
    'Leilani': 'Lani', 'Frankie': 'Frank', 'Brayden': 'Bray', 'Kwabena': 'Kobby', 'Ibrahim': 'Ibby',
    'Gethin': 'Geth', 'Mikaela': 'Kaela', 'Francesca': 'Fran', 'Giuseppe': 'Beppe', 'Wiktoria': 'Wika',
}

EXTRA_STAFF = [('indian', 5), ('nigerian', 3), ('filipino', 3), ('pakistani', 3), ('ghanaian', 2),
               ('greek', 1), ('italian', 1), ('chinese', 2), ('irish', 2)]

DATE_STYLES = {
    'UK': ['dmy_slash', 'dmy_slash', 'dmy_slash', 'dmy_long', 'dmy_ord', 'dmy_short', 'dmy_dot', 'dmy_abbr', 'dmy_dash'],
    'AUS': ['dmy_slash', 'dmy_nopad', 'dmy_long', 'dmy_abbr', 'dmy_slash'],
    'CAN': ['iso', 'mdy_long', 'dmy_slash', 'iso', 'mdy_abbr'],
    'USA': ['mdy_slash', 'mdy_slash', 'mdy_short', 'mdy_long', 'mdy_abbr'],
}


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


class Person(object):
    def __init__(self, first, last, sex, typ, title=None, middle=None):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.title = title
        self.middle = middle

    @property
    def full(self):
        return Ph('%s %s' % (self.first, self.last), self.typ)

    @property
    def fullm(self):
        if self.middle:
            return Ph('%s %s %s' % (self.first, self.middle, self.last), self.typ)
        return self.full

    @property
    def f(self):
        return Ph(self.first, self.typ)

    @property
    def l(self):
        return Ph(self.last, self.typ)

    @property
    def formal(self):
        up = self.last.upper()
        if len(up) != len(self.last):
            up = self.last
        return Ph('%s, %s' % (up, self.first), self.typ)

    @property
    def inits(self):
        a, b = self.first[:1].upper(), self.last.replace("'", '').replace('Ó ', 'O')[:1].upper()
        return Ph('%s.%s.' % (a, b), self.typ)

    @property
    def initl(self):
        return Ph('%s. %s' % (self.first[:1], self.last), self.typ)

    @property
    def t(self):
        """Title outside the span, then the surname."""
        if not self.title:
            return self.full
        return [self.title + ' ', self.l]

    @property
    def tf(self):
        if not self.title:
            return self.full
        return [self.title + ' ', self.full]


def _surname(rng, origin, sex, married=False):
    s = rng.choice(POOLS[origin][2])
    if sex == 'F' and origin == 'polish':
        for a, b in (('ski', 'ska'), ('cki', 'cka'), ('dzki', 'dzka')):
            if s.endswith(a):
                s = s[:-len(a)] + b
    if sex == 'F' and origin == 'lithuanian':
        if s.endswith('as'):
            s = s[:-2] + ('ienė' if married else 'aitė')
        elif s.endswith('us'):
            s = s[:-2] + ('ienė' if married else 'utė')
    return s


def person(rng, origin, sex, typ, title=None, last=None, married=False):
    first = rng.choice(POOLS[origin][0 if sex == 'F' else 1])
    if last is None:
        last = _surname(rng, origin, sex, married)
    elif sex == 'F' and origin == 'polish':
        for a, b in (('ski', 'ska'), ('cki', 'cka')):
            if last.endswith(a):
                last = last[:-len(a)] + b
    return Person(first, last, sex, typ, title)


class Case(dict):
    __getattr__ = dict.__getitem__

    def d(self, dt):
        return Ph(fmt_date(dt, self['ds']), 'DATE')

    def dl(self, dt):
        return Ph(fmt_date(dt, self['dls']), 'DATE')

    def dp(self, dt, kind):
        return Ph(fmt_partial(dt, kind, self['ds']), 'DATE')

    def addr(self, street, town, pc, region=True):
        cc = self['cc']
        out = [Ph(street, 'STREET'), ', ', Ph(town[0], 'CITY')]
        if cc in ('AUS',):
            return out + [' ', Ph(town[1], 'STATE'), ' ', Ph(pc, 'ZIP')]
        if cc in ('CAN', 'USA'):
            return out + [', ', Ph(town[1], 'STATE'), ' ', Ph(pc, 'ZIP')]
        if cc in ('NIR', 'IRL') and region:
            return out + [', Co. ', Ph(town[1], 'CITY'), ' ', Ph(pc, 'ZIP')]
        if cc == 'NZL':
            return out + [' ', Ph(pc, 'ZIP')]
        if region and self['rng_addr_county']:
            return out + [', ', Ph(town[1], 'CITY'), ', ', Ph(pc, 'ZIP')]
        return out + [', ', Ph(pc, 'ZIP')]

    def newp(self, origin, sex, typ, title=None, last=None, married=False):
        """A new person whose first name and full name are unused in this case; staff never share a
        surname with the child's family (and new family members avoid staff surnames)."""
        rng = self['_rng']
        reg = self['_reg']
        staff = typ == 'DOCTOR'
        p = None
        for _ in range(40):
            p = person(rng, origin, sex, typ, title, last=last, married=married)
            if p.first in reg['first'] or p.first == p.last:
                continue
            if (p.first + ' ' + p.last) in reg['full']:
                continue
            if staff and p.last in reg['fam_last']:
                continue
            if not staff and last is None and p.last in reg['staff_last']:
                continue
            break
        reg['first'].add(p.first)
        reg['full'].add(p.first + ' ' + p.last)
        reg['staff_last' if staff else 'fam_last'].add(p.last)
        return p

    def ph(self, kind='land', town=None):
        return Ph(places.phone(self['_rng'], self['cc'], town or self['town'], kind), 'PHONE')

    def email(self, p, dom):
        a = places.slug(p.first)
        b = places.slug(p.last)
        pat = self['_rng'].choice(['%s.%s', '%s.%s', '%s%s', '%s_%s'])
        if pat == '%s%s':
            a = a[:1]
        return Ph((pat % (a, b)) + '@' + dom, 'EMAIL')


TERMS = {
    'ENG': dict(redbook='red book (PCHR)', lacn='LAC Nurse', entered='Date became looked after', iro='IRO', ssw='Supervising social worker', dt='designated teacher', lac='looked after', lac_abbr='CLA', gp='GP', mum='mum', carer='foster carer', paed='Paediatrician',
                la_word='the local authority', idlab='NHS No', yr='Year', sw_title='Social Worker'),
    'WAL': dict(redbook='red book (PCHR)', lacn='LAC Nurse', entered='Date became looked after', iro='IRO', ssw='Supervising social worker', dt='designated teacher', lac='looked after', lac_abbr='LAC', gp='GP', mum='mam', carer='foster carer', paed='Paediatrician',
                la_word='the local authority', idlab='NHS No', yr='Year', sw_title='Social Worker'),
    'SCO': dict(redbook='red book', lacn='LAC Nurse', entered='Date became looked after', iro='Reviewing Officer', ssw='Family placement worker', dt='designated manager', lac='looked after', lac_abbr='LAC', gp='GP', mum='mum', carer='foster carer', paed='Paediatrician',
                la_word='the local authority', idlab='CHI', yr='P', sw_title='Social Worker'),
    'NIR': dict(redbook='red book (PCHR)', lacn='LAC Nurse', entered='Date became looked after', iro='LAC Review Chair', ssw='Fostering social worker', dt='designated teacher', lac='looked after', lac_abbr='LAC', gp='GP', mum='mummy', carer='foster carer', paed='Paediatrician',
                la_word='the Trust', idlab='H&C No', yr='Year', sw_title='Social Worker'),
    'IRL': dict(redbook='child health record book', lacn='CiC Nurse', entered='Date received into care', iro='Team Leader', ssw='Link social worker', dt='year head', lac='in care', lac_abbr='CiC', gp='GP', mum='mam', carer='foster carer', paed='Paediatrician',
                la_word='Tusla', idlab='MRN', yr='class', sw_title='Social Worker'),
    'AUS': dict(redbook='Blue Book', lacn='OOHC Nurse', entered='Date entered OOHC', iro='Casework Manager', ssw='Carer support worker', dt='learning support teacher', lac='in out-of-home care', lac_abbr='OOHC', gp='GP', mum='mum', carer='carer', paed='Paediatrician',
                la_word='the Department', idlab='Medicare', yr='Year', sw_title='Caseworker'),
    'NZL': dict(redbook='Well Child Tamariki Ora book', lacn='Gateway Nurse', entered='Date entered care', iro='Supervisor', ssw='Caregiver social worker', dt='dean', lac='in care', lac_abbr='OT', gp='GP', mum='mum', carer='caregiver', paed='Paediatrician',
                la_word='Oranga Tamariki', idlab='NHI', yr='Year', sw_title='Social Worker'),
    'CAN': dict(redbook='yellow immunization card', lacn='Children in Care Nurse', entered='Date admitted to care', iro='Supervisor', ssw='Resource worker', dt='resource teacher', lac='in care', lac_abbr='CIC', gp='family physician', mum='mom', carer='foster parent',
                paed='Pediatrician', la_word='the agency', idlab='Health card', yr='Grade', sw_title='Child Protection Worker'),
    'USA': dict(redbook='shot record', lacn='Foster Care Nurse', entered='Date of removal', iro='CASA', ssw='Licensing worker', dt='school counselor', lac='in foster care', lac_abbr='FC', gp='PCP', mum='mom', carer='foster parent', paed='Pediatrician',
                la_word='the county', idlab='Medicaid ID', yr='grade', sw_title='Caseworker'),
}


def school_year(cc, age):
    if age < 5:
        return None
    if cc in ('ENG', 'WAL', 'AUS', 'NZL'):
        return 'Year %d' % max(1, min(13, age - 4))
    if cc == 'NIR':
        return 'Year %d' % max(1, min(14, age - 3))
    if cc == 'SCO':
        return 'P%d' % (age - 4) if age < 12 else 'S%d' % min(6, age - 11)
    if cc == 'IRL':
        k = age - 4
        if k <= 8:
            return ['Junior Infants', 'Senior Infants', '1st class', '2nd class', '3rd class', '4th class',
                    '5th class', '6th class', '6th class'][max(0, k)]
        return ['1st year', '2nd year', '3rd year', 'Transition Year', '5th year', '6th year', '6th year', '6th year', '6th year'][min(8, k - 9)]
    if cc == 'CAN':
        return 'Grade %d' % max(1, min(12, age - 5)) if age > 5 else 'Kindergarten'
    g = age - 5
    if g <= 0:
        return 'kindergarten'
    return {1: '1st', 2: '2nd', 3: '3rd'}.get(g, '%dth' % g) + ' grade'


def make_case(rng, cc, age_lo, age_hi, lower=False):
    c = Case()
    c['_rng'] = rng
    c['_reg'] = {'first': set(), 'full': set(), 'fam_last': set(), 'staff_last': set()}
    c['cc'] = cc
    c['country'] = places.COUNTRY_NAME[cc]
    c.update(TERMS[cc])
    key = cc if cc in ('AUS', 'CAN', 'USA') else ('AUS' if cc == 'NZL' else 'UK')
    c['ds'] = rng.choice(DATE_STYLES[key])
    c['dls'] = {'UK': rng.choice(['dmy_long', 'dmy_ord']), 'AUS': 'dmy_long', 'CAN': rng.choice(['mdy_long', 'iso']),
                'USA': 'mdy_long'}[key]
    c['rng_addr_county'] = rng.random() < 0.25
    town = places.pick_town(rng, cc)
    c['town'] = town
    c['town2'] = places.pick_town(rng, cc)
    # dates
    asmt = rdate(rng, D(2022, 1, 10), D(2025, 6, 27))
    while asmt.weekday() > 4:
        asmt = plus(asmt, 1)
    c['asmt_dt'] = asmt
    age_days = rng.randint(int(age_lo * 365.25) + 20, int(age_hi * 365.25) + 300)
    dob = plus(asmt, -age_days)
    c['dob_dt'] = dob
    y, m = age_ym(dob, asmt)
    c['age_y'], c['age_m'] = y, m
    c['age'] = Ph(str(y), 'AGE')
    # child
    origin = wchoice(rng, places.ORIGIN_WEIGHTS[cc])
    c['origin'] = origin
    sex = rng.choice('FM')
    c['sex'] = sex
    he, him, his = ('she', 'her', 'her') if sex == 'F' else ('he', 'him', 'his')
    c['he'], c['him'], c['his'] = he, him, his
    c['He'], c['His'] = he.capitalize(), his.capitalize()
    c['boy'] = 'girl' if sex == 'F' else 'boy'
    c['sexw'] = 'Female' if sex == 'F' else 'Male'
    pt = c.newp(origin, sex, 'PATIENT')
    if rng.random() < 0.3:
        pt.middle = rng.choice(POOLS[origin][0 if sex == 'F' else 1])
        if pt.middle == pt.first:
            pt.middle = None
    c['P'] = pt
    c['pt'], c['ptf'], c['ptl'] = pt.full, pt.f, pt.l
    c['nick'] = Ph(NICK[pt.first], 'PATIENT') if pt.first in NICK else None
    c['ptk'] = c['nick'] if (c['nick'] and rng.random() < 0.5) else pt.f
    # birth family
    bm_last = pt.last if rng.random() < 0.6 else None
    bm = c.newp(origin, 'F', 'FAMILY', rng.choice(['Ms', 'Miss', 'Mrs']), last=bm_last, married=True)
    bf_origin = origin if rng.random() < 0.7 else wchoice(rng, places.ORIGIN_WEIGHTS[cc])
    bf_last = pt.last if (bm_last is None and rng.random() < 0.7) else None
    bf = c.newp(origin if bf_last else bf_origin, 'M', 'FAMILY', 'Mr', last=bf_last)
    c['BM'], c['BF'] = bm, bf
    mab = rng.randint(15, 39)
    c['bm_age_birth'] = Ph(str(mab), 'AGE')
    c['bm_age'] = Ph(str(mab + y), 'AGE')
    c['bf_age'] = Ph(str(rng.randint(max(y + 18, 20), y + 50)), 'AGE')
    sibs = []
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
        ss = rng.choice('FM')
        sp = c.newp(origin, ss, 'FAMILY', last=pt.last if rng.random() < 0.6 else None)
        sa = y + rng.choice([-7, -5, -3, -2, -1, 1, 2, 3, 4, 6])
        sage = [Ph(str(sa), 'AGE')] if sa > 0 else [Ph(str(rng.randint(2, 11)), 'AGE'), ' months']
        if sp.first != pt.first:
            sibs.append((sp, sage, ss))
    c['sibs'] = sibs
    c['gm'] = c.newp(origin, 'F', 'FAMILY', 'Mrs', married=True)
    # carers
    corg = wchoice(rng, places.ORIGIN_WEIGHTS[cc])
    fc1 = c.newp(corg, 'F', 'FAMILY', rng.choice(['Mrs', 'Mrs', 'Ms']), married=True)
    fc2 = c.newp(corg, rng.choice('MMMF'), 'FAMILY', None, last=fc1.last if rng.random() < 0.8 else None)
    fc2.title = 'Mr' if fc2.sex == 'M' else 'Ms'
    c['FC1'], c['FC2'] = fc1, fc2
    c['single_carer'] = rng.random() < 0.3
    c['fc1_age'] = Ph(str(rng.randint(34, 68)), 'AGE')
    c['fc_prof'] = Ph(orgs.profession(rng, cc, 'carer'), 'PROFESSION')
    c['bm_prof'] = Ph(orgs.profession(rng, cc), 'PROFESSION')
    c['bf_prof'] = Ph(orgs.profession(rng, cc), 'PROFESSION')
    # professionals
    sorg = places.ORIGIN_WEIGHTS[cc] + EXTRA_STAFF

    def staff(title=None, sx=None):
        sx = sx or rng.choice('FFFM')
        if title in ('Mrs', 'Ms', 'Miss', 'Mr'):
            title = 'Mr' if sx == 'M' else (title if title != 'Mr' else 'Ms')
        return c.newp(wchoice(rng, sorg), sx, 'DOCTOR', title)
    c['SW'] = staff(rng.choice([None, 'Ms', None]))
    c['TM'] = staff()
    c['IRO'] = staff()
    c['SSW'] = staff()
    c['PAED'] = staff('Dr', rng.choice('FM'))
    c['GP'] = staff('Dr', rng.choice('FM'))
    c['LACN'] = staff()
    c['DESN'] = staff()
    c['HV'] = staff()
    c['SN'] = staff()
    c['DSL'] = staff(rng.choice(['Mrs', 'Mr', 'Ms', 'Miss']))
    c['TEACH'] = staff(rng.choice(['Mrs', 'Mr', 'Miss', 'Ms']))
    c['DENT'] = staff('Dr')
    c['CAMHS_C'] = staff(rng.choice([None, 'Dr']))
    c['PA'] = staff()
    c['INTERP'] = staff()
    c['ADMIN'] = staff()
    c['MEDADV'] = staff('Dr')
    c['POL'] = staff(rng.choice(['DC', 'DS', 'PC', 'DI']))
    # organisations / places
    c['hosp'] = Ph(orgs.hospital(rng, cc), 'HOSPITAL')
    c['birth_hosp'] = Ph(orgs.hospital(rng, cc), 'HOSPITAL')
    c['clinic'] = Ph(orgs.clinic(rng, cc), 'HOSPITAL')
    c['gp_prac'] = Ph(orgs.gp_practice(rng, cc), 'HOSPITAL')
    c['dental'] = Ph(orgs.dental(rng, cc), 'HOSPITAL')
    c['optician'] = Ph(orgs.optician(rng), 'HOSPITAL')
    c['pharm'] = Ph(orgs.pharmacy(rng), 'HOSPITAL')
    c['camhs'] = Ph(orgs.camhs(rng, cc), 'HOSPITAL')
    c['ward'] = Ph(orgs.ward(rng), 'HOSPITAL')
    c['school'] = Ph(orgs.school(rng, cc, y), 'ORGANIZATION')
    c['nursery'] = Ph(orgs.nursery(rng), 'ORGANIZATION')
    c['college'] = Ph(orgs.college(rng, cc), 'ORGANIZATION')
    c['la_name'] = orgs.council(rng, cc)
    c['la'] = Ph(c['la_name'], 'ORGANIZATION')
    c['la2'] = Ph(orgs.council(rng, cc), 'ORGANIZATION')
    c['trust_name'] = orgs.health_trust(rng, cc)
    c['trust'] = Ph(c['trust_name'], 'ORGANIZATION')
    c['ifa'] = Ph(orgs.fostering_agency(rng, cc), 'ORGANIZATION')
    c['ccentre'] = Ph(orgs.contact_centre(rng), 'ORGANIZATION')
    c['chome'] = Ph(orgs.childrens_home(rng), 'HOSPITAL')
    c['employer'] = Ph(orgs.employer(rng), 'ORGANIZATION')
    c['landmark'] = Ph(orgs.landmark(rng), 'LOCATION_OTHER')
    c['landmark2'] = Ph(orgs.landmark(rng), 'LOCATION_OTHER')
    c['building'] = Ph(orgs.building(rng), 'LOCATION_OTHER')
    c['room'] = Ph(rng.choice(['%d' % rng.randint(1, 14), '%d%s' % (rng.randint(1, 4), rng.choice('ABC')),
                               'G%02d' % rng.randint(1, 20)]), 'LOCATION_OTHER')
    c['la_dom'] = orgs.domain(rng, c['la_name'], 'la')
    c['nhs_dom'] = orgs.domain(rng, c['trust_name'], 'nhs')
    c['sch_dom'] = orgs.domain(rng, c['school'].text, 'sch')
    # addresses
    c['pl_street'] = places.street(rng, cc)
    c['pl_pc'] = places.postcode(rng, cc, town)
    c['pl_addr'] = c.addr(c['pl_street'], town, c['pl_pc'])
    t2 = c['town2']
    c['bm_street'] = places.street(rng, cc)
    c['bm_addr'] = c.addr(c['bm_street'], t2, places.postcode(rng, cc, t2), region=False)
    c['clin_addr'] = c.addr(places.street(rng, cc), town, places.postcode(rng, cc, town), region=False)
    c['gp_addr'] = c.addr(places.street(rng, cc), town, places.postcode(rng, cc, town), region=False)
    c['city'] = Ph(town[0], 'CITY')
    c['city2'] = Ph(t2[0], 'CITY')
    # contacts
    c['fc_mob'] = c.ph('mobile')
    c['fc_tel'] = c.ph('land')
    c['sw_tel'] = c.ph('land')
    c['sw_mob'] = c.ph('mobile')
    c['clin_tel'] = c.ph('land')
    c['clin_fax'] = Ph(places.phone(rng, cc, town, 'land'), 'FAX')
    c['gp_tel'] = c.ph('land')
    c['school_tel'] = c.ph('land')
    c['lacn_tel'] = c.ph('land')
    c['lacn_mob'] = c.ph('mobile')
    c['bleep'] = Ph(places.pager(rng), 'PHONE')
    c['sw_email'] = c.email(c['SW'], c['la_dom'])
    c['lacn_email'] = c.email(c['LACN'], c['nhs_dom'])
    c['fc_email'] = Ph('%s%s%d@%s' % (places.slug(fc1.first), places.slug(fc1.last)[:5], rng.randint(1, 99),
                                      rng.choice(['example.com', 'example.net', 'mail.example.com'])), 'EMAIL')
    c['team_email'] = Ph(rng.choice(['lac.health', 'cla.health', 'lacnurses', 'cic.health', 'ohc.health']) + '@' + c['nhs_dom'], 'EMAIL')
    # identifiers
    reg = town[1]
    if cc in ('ENG', 'WAL'):
        c['id1'] = ('NHS No', Ph(ids.nhs_number(rng, rng.random() < 0.7), 'MRN'))
    elif cc == 'SCO':
        c['id1'] = ('CHI', Ph(ids.chi(rng, dob, sex), 'MRN'))
    elif cc == 'NIR':
        c['id1'] = ('H&C No', Ph(ids.nhs_number(rng, True), 'MRN'))
    elif cc == 'IRL':
        c['id1'] = ('Medical card no', Ph(ids.healthplan(rng, cc, reg), 'HEALTHPLAN'))
    elif cc == 'AUS':
        c['id1'] = ('Medicare No', Ph(ids.healthplan(rng, cc, reg), 'HEALTHPLAN'))
    elif cc == 'NZL':
        c['id1'] = ('NHI', Ph(ids.hosp_no(rng, cc), 'MRN'))
    elif cc == 'CAN':
        c['id1'] = (rng.choice(['Health card', 'PHN', 'PHIN']), Ph(ids.healthplan(rng, cc, reg), 'HEALTHPLAN'))
    else:
        c['id1'] = (rng.choice(['Medicaid ID', 'Medicaid #']), Ph(ids.healthplan(rng, cc, reg), 'HEALTHPLAN'))
    c['hno_lab'] = {'AUS': 'UR No', 'NZL': 'Hosp No', 'USA': 'MRN', 'CAN': 'MRN', 'IRL': 'MRN'}.get(cc, rng.choice(['Hospital No', 'Hosp No', 'RXN', 'Unit No']))
    c['hno'] = Ph(ids.hosp_no(rng, 'ENG' if cc == 'NZL' else cc), 'MRN')
    c['soc_lab'] = rng.choice(ids.SOCIAL_SYSTEMS[cc])
    c['soc_id'] = Ph(ids.social_id(rng, cc), 'IDNUM')
    c['court'] = Ph(ids.court_no(rng, cc, asmt.year - rng.choice([0, 0, 1])), 'IDNUM')
    c['hp'] = Ph(ids.healthplan(rng, cc, reg), 'HEALTHPLAN')
    c['ssn'] = Ph(ids.ssn(rng, cc), 'SSN')
    c['acct'] = Ph(ids.account(rng), 'ACCOUNT')
    c['ip'] = Ph(ids.private_ip(rng), 'IPADDR')
    c['plate'] = Ph(ids.plate(rng, cc), 'VEHICLE')
    c['ref'] = Ph('%s%s' % (rng.choice(['REF', 'IHA', 'RHA', 'R', 'LAC', 'HA', '']), digits(rng, rng.choice([5, 6, 7]))), 'IDNUM')
    # key dates
    c['doc_dt'] = plus(asmt, -rng.randint(10, 27))
    c['cons_dt'] = plus(c['doc_dt'], rng.randint(1, 6))
    c['dob'] = c.d(dob)
    c['asmt'] = c.d(asmt)
    c['yr'] = school_year(cc, y)
    c['interp_lang'] = None
    return c


def reg_no(c, role):
    lab, val = ids.prof_reg(c['_rng'], c['cc'], role)
    return lab, Ph(val, 'LICENSE')


def uname(c, p):
    return Ph(ids.username(c['_rng'], p.first, p.last), 'USERNAME')


def rdate_before(c, days_lo, days_hi, ref=None):
    return plus(ref or c['asmt_dt'], -c['_rng'].randint(days_lo, days_hi))


def rdate_after(c, days_lo, days_hi, ref=None):
    return plus(ref or c['asmt_dt'], c['_rng'].randint(days_lo, days_hi))


def date_at_age(c, months):
    d = c['dob_dt'] + datetime.timedelta(days=int(months * 30.44) + c['_rng'].randint(-3, 20))
    return d
