"""Builds the shared registry (sites) and one fictional case per note, all from the single rng."""
import datetime
import fmt
import pools_people as PP
import pools_places as PL

US_SPELL = ('US', 'CA')


class Person:
    def __init__(self, first, last, sex, **kw):
        self.first, self.last, self.sex = first, last, sex
        self.mi = None
        self.title = self.cred = self.role = self.lic = self.prof = self.employer = None
        self.phone = self.email = self.rel = self.user = None
        self.age = None
        for k in sorted(kw):
            setattr(self, k, kw[k])

    @property
    def full(self):
        return '%s %s' % (self.first, self.last)

    @property
    def inits(self):
        return self.first[0] + self.last[0]


def zipcode(r, cc, region, town=None):
    pre = PL.TOWN_CODE.get(cc, {}).get(town, (None, None))[0]
    if cc == 'UK':
        a = pre or r.choice(PL.UK_AREAS)
        return '%s%d %d%s' % (a, r.randint(1, 29), r.randint(1, 9), fmt.letters(r, 2))
    if cc == 'IE':
        return '%s %s' % (pre or r.choice(PL.IE_KEYS), ''.join(r.choice('ACDEFHKNPRTVWXY0123456789') for _ in range(4)))
    if cc == 'US':
        z = (pre + fmt.digits(r, 2)) if pre else '%05d' % r.randint(10001, 99899)
        return z + ('-' + fmt.digits(r, 4) if r.random() < 0.2 else '')
    if cc == 'CA':
        L = 'ABCEGHJKLMNPRSTVXY'
        return '%s%d%s %d%s%d' % (r.choice(PL.CA_POST_FIRST[region]), r.randint(0, 9), r.choice(L),
                                  r.randint(0, 9), r.choice(L), r.randint(0, 9))
    if cc == 'AU':
        p = PL.AU_POST_FIRST[region]
        return p + fmt.digits(r, 4 - len(p))
    return '%04d' % r.randint(110, 9899)


def street(r, cc, unit=None):
    num = r.choice([r.randint(1, 40), r.randint(1, 200), r.randint(2, 2400) if cc in US_SPELL else r.randint(1, 120)])
    s = '%d %s %s' % (num, r.choice(PL.STREET_NAMES), r.choice(PL.SUFFIX[cc]))
    if unit is None:
        unit = r.random() < 0.2
    if unit:
        u = r.randint(1, 30)
        if cc == 'UK':
            s = 'Flat %d, %s' % (u, s)
        elif cc == 'IE':
            s = 'Apt %d, %s' % (u, s)
        elif cc == 'US':
            s = '%s, Apt %d%s' % (s, u, r.choice(['', 'B', 'C']))
        elif cc == 'CA':
            s = '%d-%s' % (u * 100 + r.randint(1, 20), s) if r.random() < 0.5 else '%s, Unit %d' % (s, u)
        elif cc == 'AU':
            s = 'Unit %d/%s' % (u, s) if r.random() < 0.5 else '%d/%s' % (u, s)
        else:
            s = '%d/%s' % (u, s)
    return s


def address(r, cc, town=None):
    if town is None:
        town = r.choice(PL.TOWNS[cc])
    city, region = town
    area = PL.TOWN_CODE.get(cc, {}).get(city, (None, None))[1] or PL.REGION_AREA.get(region)
    return {'street': street(r, cc), 'city': city, 'region': region, 'zip': zipcode(r, cc, region, city), 'area': area}


def state_full(cc, abbr):
    if cc == 'AU' and abbr == 'WA':
        return PL.STATE_FULL['WA_AU']
    return PL.STATE_FULL.get(abbr, abbr)


SKIP = ('St', 'St.', 'The', 'Our', 'Royal')


def site(r, cc, name, town, tlds):
    words = [w for w in name.split() if w not in SKIP]
    stem = fmt.slug(words[0])
    a = address(r, cc, town)
    return {'name': name, 'addr': a, 'phone': fmt.phone(r, cc, mobile=False, intl=False, area=a['area']),
            'fax': fmt.phone(r, cc, mobile=False, intl=False, area=a['area']), 'stem': stem,
            'domain': stem + r.choice(['', 'ch', 'health', 'hosp', '']) + r.choice(tlds)}


def build_registry(r):
    """Hospitals per country, each with nearby GP practices in the same town."""
    reg = {}
    for cc in sorted(PL.HOSPITALS):
        hs = []
        for name in PL.HOSPITALS[cc]:
            town = r.choice(PL.TOWNS[cc])
            h = site(r, cc, name, town, ['.example.org', '.example.net'])
            h['town'] = town
            h['mrn_style'] = r.randint(0, 5)
            h['units'] = r.sample(PL.UNITS, 2)
            h['lab'] = r.choice(PP.LABS[cc])
            h['url'] = r.choice(['www.%s/allergy' % h['domain'], 'https://%s/paediatric-allergy' % h['domain'],
                                 'www.%s' % h['domain'], 'https://%s/services/allergy' % h['domain']])
            if cc in US_SPELL:
                h['url'] = h['url'].replace('paediatric', 'pediatric')
            h['pracs'] = [site(r, cc, pn, town, ['.example.com', '.example.org']) for pn in r.sample(PL.PRACTICES[cc], 3)]
            hs.append(h)
        reg[cc] = {'hosp': hs}
    return reg


CREDS = {
    'cons': {'UK': ['MRCPCH', 'FRCPCH', 'MBChB, MRCPCH', 'PhD, FRCPCH'], 'IE': ['FRCPI', 'MRCPI', 'MB BCh, FRCPI'],
             'US': ['MD', 'MD, FAAAAI', 'DO', 'MD, MPH'], 'CA': ['MD, FRCPC', 'MD', 'MD, FRCPC, FAAAAI'],
             'AU': ['FRACP', 'MBBS, FRACP', 'MBBS, PhD, FRACP'], 'NZ': ['FRACP', 'MBChB, FRACP']},
    'nurse': {'UK': ['RN', 'RSCN', 'RN(Child)', 'RN, NMP'], 'IE': ['RGN, RCN', 'RCN', 'RANP'],
              'US': ['RN', 'RN, BSN', 'CPNP', 'RN, AE-C'], 'CA': ['RN', 'NP', 'RN, BScN'],
              'AU': ['RN', 'CNC', 'NP'], 'NZ': ['RN', 'NP', 'CNS']},
    'diet': {'UK': ['RD', 'RD, MSc'], 'IE': ['RD', 'MINDI'], 'US': ['RD, LD', 'RDN', 'MS, RDN'],
             'CA': ['RD', 'PDt'], 'AU': ['APD', 'AdvAPD'], 'NZ': ['NZRD', 'RD']},
}
CREDS['gp'] = {'UK': ['MRCGP', 'MBBS, MRCGP', 'DRCOG, MRCGP'], 'IE': ['MICGP', 'MB, MICGP'], 'US': ['MD, FAAP', 'MD', 'DO, FAAP'],
               'CA': ['MD, CCFP', 'MD'], 'AU': ['FRACGP', 'MBBS, FRACGP'], 'NZ': ['FRNZCGP', 'MBChB, FRNZCGP']}
NURSE_TITLES = {'UK': ['Sister', 'Ms', '', '', 'CNS'], 'IE': ['Sr', 'Ms', '', 'CNM'],
                'US': ['', '', 'Ms.'], 'CA': ['', '', 'Ms.'], 'AU': ['', 'Ms', 'CNC'], 'NZ': ['', 'Ms', 'CNS']}
MALE_TITLE = {'Sister': 'Charge Nurse', 'Sr': 'Mr', 'Ms': 'Mr', 'Ms.': 'Mr.'}
NICK = {'Matilda': 'Tilly', 'Oliver': 'Ollie', 'Charlotte': 'Lottie', 'Benedict': 'Ben', 'Olivia': 'Liv',
        'Harriet': 'Hattie', 'Rosalind': 'Roz', 'Santiago': 'Santi', 'Katarzyna': 'Kasia', 'Giorgos': 'George',
        'Ibrahim': 'Ibby', 'Theo': 'Teddy', 'Isla': 'Izzy', 'Elijah': 'Eli', 'Nikolai': 'Kolya', 'Tomasz': 'Tomek',
        'Jakub': 'Kuba', 'Padraig': 'Paudie', 'Seamus': 'Shay', 'Margot': 'Margie', 'Archie': 'Arch',
        'Valentina': 'Vale', 'Alfie': 'Alf', 'Lachlan': 'Lachie', 'Hamish': 'Hame', 'Wiremu': 'Wi',
        'Rawiri': 'Rawi', 'Yusuf': 'Yusi', 'Mateo': 'Teo', 'Sofia': 'Sofi', 'Eleni': 'Lena', 'Madison': 'Maddie',
        'Savannah': 'Savvy', 'Bethany': 'Beth', 'Kahurangi': 'Kahu', 'Anahera': 'Ana', 'Chiamaka': 'Ama'}


def rand_person(r, sex=None, last=None):
    if sex is None:
        sex = r.choice(['F', 'M'])
    first = r.choice(PP.FEMALE if sex == 'F' else PP.MALE)
    if last is None:
        last = r.choice(PP.SURNAMES)
    p = Person(first, last, sex)
    if r.random() < 0.3:
        p.mi = r.choice('ABCDEFGHJKLMNPRSTW')
    return p


def staff(r, cc, role):
    p = rand_person(r)
    p.role = role
    if role in ('cons', 'reg', 'gp', 'ed', 'fellow'):
        p.title = r.choice(['Dr', 'Dr', 'Dr', 'Prof']) if role == 'cons' else 'Dr'
        if cc in US_SPELL and r.random() < 0.5:
            p.title = 'Dr.'
        p.cred = r.choice(CREDS[role][cc]) if role in ('cons', 'gp') else None
        p.lic = fmt.licence(r, cc, 'doc')
    elif role == 'diet':
        p.title = r.choice(['', 'Ms' if p.sex == 'F' else 'Mr'] if cc not in US_SPELL else ['', '', 'Ms.' if p.sex == 'F' else 'Mr.'])
        p.cred = r.choice(CREDS['diet'][cc])
        p.lic = fmt.licence(r, cc, 'diet')
    else:
        p.title = r.choice(NURSE_TITLES[cc])
        if p.sex == 'M':
            p.title = MALE_TITLE.get(p.title, p.title)
        p.cred = r.choice(CREDS['nurse'][cc])
        p.lic = fmt.licence(r, cc, 'nurse')
    p.user = fmt.username(r, p.first, p.last)
    return p


ALLERGENS = [
    # key, display, sIgE code, components [(name, code)], challenge food, weight
    ('peanut', 'peanut', 'f13', [('Ara h 1', 'f422'), ('Ara h 2', 'f423'), ('Ara h 3', 'f424'), ('Ara h 8', 'f352'), ('Ara h 9', 'f427')], 'smooth peanut butter', 8),
    ('egg', 'egg', 'f1', [('Gal d 1 (ovomucoid)', 'f233'), ('Gal d 2 (ovalbumin)', 'f232')], 'baked egg muffin', 6),
    ('milk', "cow's milk", 'f2', [('Bos d 4', 'f76'), ('Bos d 5', 'f77'), ('Bos d 8 (casein)', 'f78')], 'baked milk muffin', 5),
    ('cashew', 'cashew', 'f202', [('Ana o 3', 'f443')], 'cashew butter', 4),
    ('hazelnut', 'hazelnut', 'f17', [('Cor a 1', 'f428'), ('Cor a 9', 'f440'), ('Cor a 14', 'f439')], 'ground hazelnut', 3),
    ('sesame', 'sesame', 'f10', [('Ses i 1', 'f449')], 'tahini', 3),
    ('walnut', 'walnut', 'f256', [('Jug r 1', 'f441')], 'ground walnut', 2),
    ('wheat', 'wheat', 'f4', [('Tri a 19 (omega-5 gliadin)', 'f416')], 'wheat biscuit', 1),
    ('fish', 'cod', 'f3', [('Gad c 1', 'f426')], 'cooked cod', 1),
    ('prawn', 'prawn', 'f24', [('Pen a 1 (tropomyosin)', 'f351')], 'cooked prawn', 1),
    ('soy', 'soya', 'f14', [('Gly m 4', 'f353')], 'soya yoghurt', 1),
    ('pistachio', 'pistachio', 'f203', [], 'ground pistachio', 1),
    ('lentil', 'lentil', 'f235', [], 'cooked red lentils', 1),
]


def pick_allergens(r):
    pool = []
    for a in ALLERGENS:
        pool.extend([a] * a[5])
    prim = r.choice(pool)
    others = []
    for _ in range(r.choice([0, 0, 1, 1, 2])):
        a = r.choice(pool)
        if a[0] != prim[0] and a not in others:
            others.append(a)
    return prim, others


class Case:
    pass


def make_case(r, cc, reg):
    c = Case()
    c.cc = cc
    c.us = cc in US_SPELL
    c.ds = r.choice([s for s in fmt.DSTYLES[cc] if not s.startswith('w')])
    start = datetime.date(2021, 1, 4)
    c.visit = start + datetime.timedelta(days=r.randint(0, 1630))
    while c.visit.weekday() > 4:
        c.visit += datetime.timedelta(days=1)
    band = r.random()
    if band < 0.22:
        months = r.randint(5, 23)
    elif band < 0.62:
        months = r.randint(24, 71)
    elif band < 0.9:
        months = r.randint(72, 143)
    else:
        months = r.randint(144, 215)
    c.dob = c.visit - datetime.timedelta(days=int(months * 30.44) + r.randint(0, 27))
    c.age_m = months
    c.age_y = months // 12
    c.sex = r.choice(['F', 'M'])
    c.pt = rand_person(r, c.sex)
    c.he, c.his, c.him = ('she', 'her', 'her') if c.sex == 'F' else ('he', 'his', 'him')
    c.child = 'girl' if c.sex == 'F' else 'boy'
    fam_last = c.pt.last if r.random() < 0.7 else r.choice(PP.SURNAMES)
    c.mum = rand_person(r, 'F', fam_last if r.random() < 0.8 else c.pt.last)
    c.mum.rel = r.choice(['mother', 'mother', 'mum', 'Mum']) if not c.us else 'mother'
    c.dad = rand_person(r, 'M', c.pt.last if r.random() < 0.85 else fam_last)
    c.dad.rel = r.choice(['father', 'father', 'dad', 'Dad']) if not c.us else r.choice(['father', 'dad'])
    for p in (c.mum, c.dad):
        p.prof = r.choice(PP.PROFESSIONS) if r.random() < 0.8 else None
        p.employer = r.choice(PP.EMPLOYERS) if r.random() < 0.5 else None
        p.phone = fmt.phone(r, cc, mobile=True)
        p.email = fmt.email_local(r, p.first, p.last) + '@' + fmt.public_domain(r)
        p.age = r.randint(24, 48)
    c.gran = rand_person(r, 'F', r.choice([c.pt.last, r.choice(PP.SURNAMES)]))
    c.gran.rel = r.choice(['grandmother', 'nan', 'nana', 'granny', 'grandma']) if cc != 'NZ' else r.choice(['grandmother', 'nana', 'kuia'])
    c.carers = [c.mum, c.dad] if r.random() < 0.8 else [r.choice([c.mum, c.dad])]
    c.main = c.carers[0] if r.random() < 0.7 else c.carers[-1]
    c.sib = rand_person(r, r.choice(['F', 'M']), c.pt.last)
    c.sib.age = r.randint(1, 16)
    sites = reg[cc]
    c.hosp = r.choice(sites['hosp'])
    c.other_hosp = r.choice([h for h in sites['hosp'] if h is not c.hosp])
    c.unit = c.hosp['units'][0]
    c.unit2 = c.hosp['units'][1]
    c.prac = r.choice(c.hosp['pracs'])
    c.addr = address(r, cc, c.hosp['town'] if r.random() < 0.65 else None)
    c.home_phone = fmt.phone(r, cc, mobile=False, area=c.addr['area'])
    c.pharm = r.choice(PL.PHARMACIES[cc])
    c.cons = staff(r, cc, 'cons')
    c.reg = staff(r, cc, 'reg')
    c.cns = staff(r, cc, 'nurse')
    c.nurse2 = staff(r, cc, 'nurse')
    c.diet = staff(r, cc, 'diet')
    c.gp = staff(r, cc, 'gp')
    c.ed = staff(r, cc, 'ed')
    c.typist = rand_person(r)
    c.clerk = rand_person(r)
    c.clerk.user = fmt.username(r, c.clerk.first, c.clerk.last)
    nurs = [s for s in PL.SCHOOLS[cc] if any(w in s for w in PL.NURSERY_WORDS)]
    schs = [s for s in PL.SCHOOLS[cc] if s not in nurs]
    c.school = r.choice(nurs if months < 54 else schs)
    c.nick = NICK.get(c.pt.first)
    c.teacher = rand_person(r)
    c.mrn = fmt.mrn(r, c.hosp['mrn_style'])
    c.prov = c.addr['region']
    c.hp = fmt.healthplan(r, cc, c.prov)
    c.ins = r.choice(PP.INSURERS[cc])
    c.group = fmt.group_no(r)
    c.ssn = fmt.ssn(r, cc) if cc in ('US', 'IE', 'CA') else None
    c.prim, c.others = pick_allergens(r)
    c.aai = r.choice(fmt.AAI[:4] if cc != 'US' else [fmt.AAI[0], fmt.AAI[4], fmt.AAI[0]])
    if cc in ('AU', 'NZ'):
        c.aai = r.choice([fmt.AAI[0], fmt.AAI[0], fmt.AAI[3]])
    c.aai_dose = c.aai[1] if months < 150 else c.aai[2]
    c.weight = round(max(6.5, months * 0.19 + 7 + r.uniform(-1.5, 2.5)), 1)
    c.react_date = c.dob + datetime.timedelta(days=int((c.visit - c.dob).days * r.uniform(0.3, 0.85)))
    c.acct = fmt.account(r)
    return c


def paed(c):
    return 'pediatric' if c.us else 'paediatric'


def adr(c):
    return 'epinephrine' if c.cc == 'US' else 'adrenaline'


def emerg(c):
    return {'UK': '999', 'IE': '112 or 999', 'US': '911', 'CA': '911', 'AU': '000', 'NZ': '111'}[c.cc]
