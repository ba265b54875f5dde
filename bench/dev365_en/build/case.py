"""One retrieval episode: patient, family, staff, places, identifiers, dates.

Case.ctx maps template keys to values understood by phi.Doc.put.  Callables
give a fresh rendering on every use (so one note shows several formats)."""
import datetime
import re

import pools as P
from phi import (fmt_date, phone, with_ext, bleep, email, username, private_ip, postcode,
                 plate, aircraft, vin, serial, bioid, licence, dea, digits, letters, age_words)

HOLIDAYS = {
    'GB': ['Christmas Day', 'Boxing Day', "New Year's Day", 'Easter Monday', 'Christmas Eve',
           'Bonfire Night', 'Hogmanay'],
    'IE': ["St Patrick's Day", 'Christmas Day', "St Stephen's Day", 'Halloween', 'Easter Sunday'],
    'AU': ['Anzac Day', 'Australia Day', 'Christmas Day', 'Boxing Day', 'Easter Sunday',
           "New Year's Eve"],
    'NZ': ['Waitangi Day', 'Anzac Day', 'Matariki', 'Christmas Day', 'Boxing Day', 'Guy Fawkes'],
    'CA': ['Canada Day', 'Thanksgiving', 'Victoria Day', 'Christmas Day', 'Boxing Day',
           'Labour Day'],
    'US': ['Thanksgiving', 'the Fourth of July', 'Memorial Day', 'Labor Day', 'Christmas Eve',
           "New Year's Eve", 'Halloween'],
}

ROLES = {
    'GB': dict(r_cons='retrieval consultant', r_fel='retrieval registrar', r_nur='retrieval nurse',
               r_par='ambulance technician', mum='mum', ped='paediatric', peds='paeds', rt='retrieval',
               r_ref='ED registrar', r_refc='paediatric consultant', dr='Dr', ms='Mrs', mr='Mr', nurse_t='RN'),
    'IE': dict(r_cons='consultant intensivist', r_fel='SpR', r_nur='transport nurse',
               r_par='advanced paramedic', mum='mam', ped='paediatric', peds='paeds', rt='retrieval',
               r_ref='NCHD', r_refc='consultant paediatrician', dr='Dr', ms='Mrs', mr='Mr', nurse_t='RGN'),
    'AU': dict(r_cons='retrieval consultant', r_fel='retrieval registrar', r_nur='flight nurse',
               r_par='intensive care paramedic', mum='mum', ped='paediatric', peds='paeds', rt='retrieval',
               r_ref='ED registrar', r_refc='paediatrician', dr='Dr', ms='Mrs', mr='Mr', nurse_t='RN'),
    'NZ': dict(r_cons='retrieval SMO', r_fel='retrieval registrar', r_nur='transport nurse',
               r_par='intensive care paramedic', mum='mum', ped='paediatric', peds='paeds', rt='retrieval',
               r_ref='ED registrar', r_refc='paediatrician', dr='Dr', ms='Ms', mr='Mr', nurse_t='RN'),
    'CA': dict(r_cons='transport physician', r_fel='PCCM fellow', r_nur='transport RN',
               r_par='respiratory therapist', mum='mom', ped='pediatric', peds='peds', rt='transport',
               r_ref='ER physician', r_refc='pediatrician', dr='Dr.', ms='Ms.', mr='Mr.', nurse_t='RN'),
    'US': dict(r_cons='transport attending', r_fel='PCCM fellow', r_nur='flight RN',
               r_par='flight paramedic', mum='mom', ped='pediatric', peds='peds', rt='transport',
               r_ref='ED attending', r_refc='pediatric hospitalist', dr='Dr.', ms='Ms.', mr='Mr.', nurse_t='RN'),
}


class Person:
    def __init__(self, first, last, sex, typ, middle=None):
        self.first, self.last, self.sex, self.typ, self.middle = first, last, sex, typ, middle

    def full(self):
        return '%s %s' % (self.first, self.last)

    def initials(self):
        parts = re.split(r'[\s-]+', self.first) + re.split(r'[\s-]+', self.last)
        return ''.join(x[0].upper() for x in parts if x)


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


class Case:
    def __init__(self, rng, cc):
        self.rng, self.cc = rng, cc
        self.dmy = cc != 'US' and not (cc == 'CA' and rng.random() < 0.5)
        self.ds = rng.choice(['num', 'num', 'num', 'abbr', 'long', 'num2', 'iso', 'dash'])
        self.ro = ROLES[cc]
        c = self.ctx = {}
        for k, v in sorted(self.ro.items()):
            c[k] = v
        c['att'] = 'attending' if cc in ('US', 'CA') else 'consultant'
        c['gpw'] = {'US': 'PCP', 'CA': 'family doctor'}.get(cc, 'GP')
        c['cur'] = {'GB': 'GBP ', 'IE': 'EUR ', 'AU': 'AUD ', 'NZ': 'NZD ', 'CA': 'CAD ', 'US': '$'}[cc]
        c['dist'] = 'miles' if cc in ('GB', 'US') else 'km'
        self._dates()
        self._patient()
        self._family()
        self._staff()
        self._places()
        self._ids()

    def __getitem__(self, k):
        return self.ctx[k]

    def has(self, k):
        return self.ctx.get(k) is not None

    # ------------------------------------------------------------ people
    def origin(self):
        return wpick(self.rng, P.ORIGIN_W[self.cc])

    def person(self, typ, sex=None, origin=None, last=None):
        rng = self.rng
        o = origin or self.origin()
        fem, mal, sur = P.NAMES[o]
        sex = sex or rng.choice('FM')
        first = rng.choice(fem if sex == 'F' else mal)
        mid = rng.choice(fem if sex == 'F' else mal) if rng.random() < 0.3 else None
        if mid == first:
            mid = None
        return Person(first, last or rng.choice(sur), sex, typ, mid)

    def reg(self, k, p):
        c, rng, T = self.ctx, self.rng, p.typ
        c[k] = (p.full(), T)
        c[k + '_l'] = (p.last, T)
        c[k + '_f'] = (p.first, T)
        c[k + '_i'] = (p.initials(), T)
        c[k + '_id'] = ('.'.join(p.initials()) + '.', T)
        c[k + '_lf'] = lambda: (rng.choice(['%s, %s' % (p.last.upper(), p.first),
                                            '%s, %s' % (p.last, p.first),
                                            '%s, %s' % (p.last.upper(), p.first.upper())]), T)
        c[k + '_sig'] = ('%s. %s' % (p.first[0], p.last), T)
        c[k + '_fml'] = (('%s %s %s' % (p.first, rng.choice([p.middle, p.middle[0] + '.']), p.last))
                         if p.middle else p.full(), T)
        c[k + '_u'] = (username(rng, p.first, p.last), 'USERNAME')
        self.people[k] = p
        return p

    def _patient(self):
        rng, c = self.rng, self.ctx
        self.people = {}
        o = self.origin()
        self.pt_origin = o
        p = self.reg('pt', self.person('PATIENT', origin=o))
        self.sex = p.sex
        c['pt_nick'] = (P.NICK.get(p.first, p.first), 'PATIENT')
        c['sx'] = p.sex
        c['boy'] = 'girl' if p.sex == 'F' else 'boy'
        c['he'] = 'she' if p.sex == 'F' else 'he'
        c['his'] = 'her' if p.sex == 'F' else 'his'
        c['him'] = 'her' if p.sex == 'F' else 'him'
        c['sexw'] = 'female' if p.sex == 'F' else 'male'

    def _family(self):
        rng, c = self.rng, self.ctx
        pt = self.people['pt']
        kind = wpick(rng, [('parents', 70), ('mum', 12), ('gp', 6), ('foster', 5), ('dad', 7)])
        if kind == 'parents':
            r1, r2 = 'mother', 'father'
        elif kind == 'mum':
            r1, r2 = 'mother', rng.choice(['grandmother', 'aunt', 'stepfather'])
        elif kind == 'dad':
            r1, r2 = 'father', rng.choice(['grandmother', 'stepmother', 'uncle'])
        elif kind == 'gp':
            r1, r2 = 'grandmother', 'grandfather'
        else:
            r1, r2 = 'foster carer', 'foster carer'
        sx = {'mother': 'F', 'grandmother': 'F', 'aunt': 'F', 'stepmother': 'F', 'father': 'M',
              'grandfather': 'M', 'stepfather': 'M', 'uncle': 'M', 'foster carer': None}
        last1 = pt.last if (r1 in ('father', 'grandfather') or rng.random() < 0.65) else None
        m = self.reg('m', self.person('FAMILY', sx.get(r1), self.pt_origin, last1))
        c['m_rel'] = r1
        c['m_rel_c'] = r1[0].upper() + r1[1:]
        c['mum_c'] = c['mum'].capitalize()
        last2 = (m.last if kind == 'foster' else pt.last) if rng.random() < 0.7 else None
        f2 = self.reg('f2', self.person('FAMILY', sx.get(r2), self.pt_origin, last2))
        c['f2_rel'] = r2
        c['f2_rel_c'] = r2[0].upper() + r2[1:]
        self.kind = kind
        self.reg('sib', self.person('FAMILY', origin=self.pt_origin, last=pt.last))
        cy = self.age_n if self.age_unit == 'years' else 0
        a1 = (cy + rng.randrange(18, 38)) if r1 in ('mother', 'father', 'foster carer') else (cy + rng.randrange(40, 58))
        c['m_age'] = (str(a1), 'AGE')
        c['f2_age'] = (str(a1 + rng.randrange(-3, 9)), 'AGE')
        c['sib_age'] = (str(rng.randrange(4, 17)), 'AGE')
        c['m_prof'] = (rng.choice(P.PROFESSIONS), 'PROFESSION')
        c['f2_prof'] = (rng.choice(P.PROFESSIONS), 'PROFESSION')
        c['m_mob'] = (phone(rng, self.cc, 'mob'), 'PHONE')
        c['f2_mob'] = (phone(rng, self.cc, 'mob'), 'PHONE')
        c['home_ph'] = (phone(rng, self.cc, 'land'), 'PHONE')
        doms = ['example.com', 'example.net', 'mail.example.com', 'example.org']
        c['m_email'] = (email(rng, m.first, m.last, doms), 'EMAIL')
        c['f2_email'] = (email(rng, f2.first, f2.last, doms), 'EMAIL')
        c['lang'] = rng.choice(P.LANGUAGES)
        c['abroad'] = (rng.choice(P.ABROAD[self.cc]), 'COUNTRY')
        c['employer'] = (rng.choice(P.EMPLOYERS), 'ORGANIZATION')
        c['employer2'] = (rng.choice(P.EMPLOYERS), 'ORGANIZATION')
        c['car'] = (plate(rng, self.cc), 'VEHICLE')

    def _staff(self):
        rng, c, cc = self.rng, self.ctx, self.cc
        for k, typ in [('cons', 'doc'), ('fel', 'doc'), ('nur', 'nur'), ('par', 'par'), ('pil', 'pil'),
                       ('pil2', 'pil'), ('hdl', None), ('rdoc', 'doc'), ('rcons', 'doc'), ('rnur', 'nur'),
                       ('pdoc', 'doc'), ('pnur', 'nur'), ('bedm', 'nur'), ('sw', None), ('aud', None),
                       ('gp', 'doc'), ('drv', 'par')]:
            p = self.reg(k, self.person('DOCTOR'))
            if typ:
                c[k + '_lic'] = (licence(rng, cc, typ), 'LICENSE')
            c[k + '_bleep'] = (bleep(rng), 'PHONE')
            c[k + '_mob'] = (phone(rng, cc, 'mob'), 'PHONE')
            c[k + '_bio'] = (bioid(rng), 'BIOID')
        c['cons_dea'] = (dea(rng), 'LICENSE')

    # ------------------------------------------------------------ places
    def street(self):
        rng, cc = self.rng, self.cc
        w = rng.choice(P.STREET_WORDS + P.STREET_LOCAL[cc] * 2)
        t = rng.choice(P.STREET_TYPES[cc])
        n = rng.randrange(1, 240) if cc not in ('US', 'CA') else rng.randrange(12, 9800)
        s = '%d %s %s' % (n, w, t)
        u = rng.random()
        if u < 0.15:
            s = {'GB': 'Flat %d, %s' % (rng.randrange(1, 20), s), 'IE': 'Apt %d, %s' % (rng.randrange(1, 40), s),
                 'AU': '%d/%s' % (rng.randrange(1, 12), s), 'NZ': '%d/%s' % (rng.randrange(1, 6), s),
                 'CA': 'Unit %d, %s' % (rng.randrange(1, 30), s),
                 'US': '%s, Apt %d%s' % (s, rng.randrange(1, 30), rng.choice('ABCD'))}[cc]
        elif u < 0.22 and cc in ('NZ', 'AU', 'IE'):
            s = {'NZ': '%d %s Road, RD %d' % (rng.randrange(100, 2400), w, rng.randrange(1, 9)),
                 'AU': '%d %s Road' % (rng.randrange(100, 3000), w),
                 'IE': '%s, %s %s' % (rng.choice(['Knockbeg', 'The Old Forge', 'Glebe House', 'Rose Cottage']), w, t)}[cc]
        return s

    def address(self, street=None, town=None, region=None, zipc=None, ml=False, country=False):
        """Address as a list of pieces, parts split per the guideline."""
        rng, cc = self.rng, self.cc
        sep = '\n' if ml else ', '
        out = [(street, 'STREET'), sep]
        tw = town.upper() if (cc == 'AU' and rng.random() < 0.4) else town
        if cc == 'GB':
            out += [(tw, 'CITY')]
            if rng.random() < 0.6:
                out += [sep, (region, 'CITY')]
            out += ['\n' if ml else ' ', (zipc, 'ZIP')]
        elif cc == 'IE':
            out += [(tw, 'CITY'), sep, (region[0], 'CITY'), sep, (zipc, 'ZIP')]
        elif cc == 'NZ':
            out += [(tw, 'CITY'), ' ', (zipc, 'ZIP')]
        else:
            st = region[1] if rng.random() < 0.8 else region[0]
            out += [(tw, 'CITY'), ', ' if cc in ('CA', 'US') else ' ', (st, 'STATE'),
                    '  ' if cc == 'CA' and rng.random() < 0.3 else ' ', (zipc, 'ZIP')]
        if country:
            out += [sep, (rng.choice(P.PLACES[cc]['country']), 'COUNTRY')]
        return out

    def _places(self):
        rng, c, cc = self.rng, self.ctx, self.cc
        pl = P.PLACES[cc]
        if cc == 'GB':
            reg = rng.choice(pl['counties'])
        elif cc == 'IE':
            reg = (rng.choice(pl['counties']),)
        else:
            reg = rng.choice(pl['states'])
        self.region = reg
        town = rng.choice(pl['towns'])
        st = self.street()
        zc = postcode(rng, cc, reg)
        c['street'], c['town'], c['zip'] = (st, 'STREET'), (town, 'CITY'), (zc, 'ZIP')
        if cc == 'GB':
            c['state'] = (reg, 'CITY')
        elif cc == 'IE':
            c['state'] = (reg[0], 'CITY')
        else:
            c['state'] = lambda: (rng.choice([reg[1], reg[1], reg[0]]), 'STATE')
            c['state_a'] = (reg[1], 'STATE')
        c['addr'] = lambda: self.address(st, town, reg, zc)
        c['addr_ml'] = lambda: self.address(st, town, reg, zc, ml=True)
        c['addr_c'] = lambda: self.address(st, town, reg, zc, country=True)
        c['ctry'] = lambda: (rng.choice(pl['country']), 'COUNTRY')
        # referring hospital
        rt = rng.choice([t for t in pl['towns'] if t != town] + [town])
        if rng.random() < 0.2:
            name = "%s's %s" % (rng.choice(P.SAINTS), rng.choice(['Hospital', 'General Hospital']))
        else:
            name = '%s %s' % (rt, rng.choice(P.HOSP_SUFFIX[cc]))
        words = [w for w in re.split(r"[\s']+", name) if w and w not in ('s', 'of', 'the')]
        abbr = ''.join(w[0] for w in words).upper()
        short = re.sub(r' (Hospital|Health Service|Health Centre|Medical Center|Regional Health Centre)$', '', name)
        if short == name:
            short = abbr
        c['rh'] = (name, 'HOSPITAL')
        c['rh_s'] = lambda: (rng.choice([short, abbr, name]), 'HOSPITAL')
        c['rh_a'] = (abbr, 'HOSPITAL')
        c['rh_town'] = (rt, 'CITY')
        rstreet = '%d %s %s' % (rng.randrange(1, 400), rng.choice(P.STREET_WORDS), rng.choice(P.STREET_TYPES[cc]))
        rzip = postcode(rng, cc, reg)
        c['rh_addr'] = lambda: self.address(rstreet, rt, reg, rzip)
        c['rh_ph'] = (phone(rng, cc, 'land'), 'PHONE')
        c['rh_ph_x'] = (with_ext(rng, phone(rng, cc, 'land')), 'PHONE')
        c['rh_fax'] = (phone(rng, cc, 'land'), 'FAX')
        c['rh_ward'] = (rng.choice(['Robin Ward', 'Ward 12', 'Bluebell Ward', 'Ward 4B', 'Starfish Ward',
                                    'Puffin Ward', 'Ward 21', 'Rainbow Ward', 'Koala Ward', 'Ward C3']), 'HOSPITAL')
        # tertiary centre
        th = rng.choice(P.TERTIARY[cc])
        self.th = th
        c['th'] = (th[0], 'HOSPITAL')
        c['th_s'] = lambda: (rng.choice([th[0], th[1]]), 'HOSPITAL')
        c['th_a'] = (th[1], 'HOSPITAL')
        c['th_unit'] = (th[2], 'HOSPITAL')
        c['th_town'] = (th[3], 'CITY')
        c['th_ph'] = (phone(rng, cc, 'land'), 'PHONE')
        c['th_ph_x'] = (with_ext(rng, phone(rng, cc, 'land')), 'PHONE')
        c['bed'] = (rng.choice([str(rng.randrange(1, 25)), '%d%s' % (rng.randrange(1, 20), rng.choice('AB')),
                                str(rng.randrange(1, 25))]), 'LOCATION_OTHER')
        c['bay'] = (str(rng.randrange(1, 9)), 'LOCATION_OTHER')
        # service
        sv = rng.choice(P.SERVICES[cc])
        self.sv = sv
        c['svc'] = (sv[0], 'HOSPITAL')
        c['svc_a'] = (sv[1], 'HOSPITAL')
        c['svc_s'] = lambda: (rng.choice([sv[0], sv[1], sv[1]]), 'HOSPITAL')
        c['svc_ph'] = (phone(rng, cc, 'land'), 'PHONE')
        c['svc_fax'] = (phone(rng, cc, 'land'), 'FAX')
        dom = '%s.example.org' % sv[1].lower() if rng.random() < 0.6 else rng.choice(['example.org', 'example.net'])
        self.dom = dom
        c['svc_email'] = ('%s@%s' % (rng.choice(['referrals', 'admin', 'transport', 'retrieval.audit', 'ops']), dom), 'EMAIL')
        c['svc_url'] = lambda: (rng.choice(['www.%s.example.org' % sv[1].lower(),
                                            'https://%s.example.org/refer' % sv[1].lower(),
                                            'https://www.example.org/%s/families' % sv[1].lower(),
                                            'http://intranet.%s.example.net/kb' % sv[1].lower()]), 'URL')
        c['base'] = (rng.choice(P.LANDMARKS[cc]), 'LOCATION_OTHER')
        c['rv'] = (rng.choice([x for x in P.LANDMARKS[cc] if x != c['base'][0]]), 'LOCATION_OTHER')
        c['amb'] = (rng.choice(P.AMBULANCE[cc]), 'ORGANIZATION')
        c['insurer'] = (rng.choice(P.INSURERS[cc]), 'ORGANIZATION')
        c['gp_prac'] = (rng.choice(['%s Medical Practice' % town, '%s Road Surgery' % rng.choice(P.STREET_WORDS),
                                    '%s Family Health' % town, '%s Pediatrics' % town if cc in ('US', 'CA')
                                    else '%s Health Centre' % town, '%s Medical Centre' % rng.choice(P.STREET_WORDS)]),
                        'HOSPITAL')
        c['gp_ph'] = (phone(rng, cc, 'land'), 'PHONE')
        c['pharm'] = ('%s %s' % (rng.choice([town, rng.choice(P.STREET_WORDS)]),
                                 rng.choice(['Pharmacy', 'Chemist', 'Drug Store'])), 'HOSPITAL')
        c['school'] = ('%s %s' % (rng.choice([town, rng.choice(P.STREET_WORDS), rng.choice(P.SAINTS) + "'s"]),
                                  rng.choice(P.SCHOOL_SUFFIX[cc])), 'ORGANIZATION')
        c['charity'] = (rng.choice(P.CHARITIES), 'ORGANIZATION')
        c['church'] = (rng.choice(P.CHURCHES), 'ORGANIZATION')
        c['ip1'], c['ip2'], c['ip3'] = [(private_ip(rng), 'IPADDR') for _ in range(3)]

    # ------------------------------------------------------------ ids, dates
    def _ids(self):
        rng, c, cc = self.rng, self.ctx, self.cc
        d = lambda n: digits(rng, n)
        L = lambda n: letters(rng, n)
        mrn = {'GB': lambda: rng.choice(['%s%s' % (L(1), d(7)), 'RX%s' % d(6), d(8)]),
               'IE': lambda: rng.choice([d(6), '%s%s' % (L(1), d(6)), d(7)]),
               'AU': lambda: rng.choice([d(7), '0%s' % d(6), 'MR%s' % d(6)]),
               'NZ': lambda: rng.choice([d(8), '%s%s' % (L(2), d(6))]),
               'CA': lambda: rng.choice(['00%s' % d(6), d(7), '%s-%s' % (d(3), d(4))]),
               'US': lambda: rng.choice([d(8), d(9), 'E%s' % d(7), '%s-%s-%s' % (d(2), d(2), d(4))])}[cc]
        c['mrn_r'] = (mrn(), 'MRN')
        c['mrn_t'] = (mrn(), 'MRN')
        if cc == 'GB':
            c['nh_lbl'] = rng.choice(['NHS No', 'NHS number', 'NHS#'])
            c['nh'] = ('999 %s %s' % (d(3), d(4)) if rng.random() < 0.7 else '999%s' % d(7), 'MRN')
        elif cc == 'NZ':
            c['nh_lbl'] = 'NHI'
            c['nh'] = (rng.choice(['%s%s' % (letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ'), d(4)),
                                   '%s%s%s' % (L(3), d(2), L(2))]), 'MRN')
        elif cc == 'IE':
            c['nh_lbl'] = rng.choice(['IHI', 'Medical card no'])
            c['nh'] = (d(10) if c['nh_lbl'] == 'IHI' else '%s%s' % (d(7), L(1)),
                       'MRN' if c['nh_lbl'] == 'IHI' else 'HEALTHPLAN')
        elif cc == 'AU':
            c['nh_lbl'] = 'Medicare'
            c['nh'] = ('%d%s %s %s' % (rng.randrange(2, 7), d(3), d(5), d(1)), 'HEALTHPLAN')
        elif cc == 'CA':
            prov = self.region[1]
            c['nh_lbl'] = {'ON': 'OHIP', 'BC': 'PHN', 'AB': 'AHCIP'}.get(prov, 'Health card')
            c['nh'] = ({'ON': '%s-%s-%s-%s' % (d(4), d(3), d(3), L(2)), 'BC': '9%s %s %s' % (d(3), d(3), d(3)),
                        'AB': '%s-%s' % (d(5), d(4))}.get(prov, d(9)), 'HEALTHPLAN')
        else:
            c['nh_lbl'] = rng.choice(['Medicaid ID', 'Member ID'])
            c['nh'] = (rng.choice(['%s%s' % (L(2), d(8)), d(11), '%s%s' % (L(3), d(9))]), 'HEALTHPLAN')
        c['hp'] = (rng.choice(['%s%s' % (L(3), d(9)), d(8), '%s-%s' % (d(4), d(6)), '%s%s' % (L(2), d(7))]), 'HEALTHPLAN')
        c['hp_grp'] = (rng.choice(['GRP-%s' % d(6), d(6), '%s%s' % (L(1), d(5))]), 'HEALTHPLAN')
        c['ssn'] = {'US': ('9%s-%s-%s' % (d(2), d(2), d(4)), 'SSN'),
                    'CA': ('9%s %s %s' % (d(2), d(3), d(3)), 'SSN'),
                    'IE': ('9%s%s' % (d(6), L(1) + rng.choice(['', 'A', 'W'])), 'SSN')}.get(cc)
        c['acct'] = (rng.choice(['ENC%s' % d(8), '%s-%s' % (d(4), d(6)), d(10), 'V%s' % d(8), 'EP%s' % d(7)]), 'ACCOUNT')
        c['inv'] = (rng.choice(['INV-%s' % d(6), '%s/%s' % (d(2), d(5)), 'TR%s' % d(7)]), 'ACCOUNT')
        yy = '%02d' % (self.d0.year % 100)
        c['case'] = (rng.choice(['%s-%s-%s' % (self.sv_abbr_guess(), yy, d(4)), '%s%s' % (yy, d(5)),
                                 'R%s/%s' % (yy, d(4))]), 'IDNUM')
        c['cad'] = (rng.choice([d(8), 'CAD%s' % d(6), '%s-%s' % (d(4), d(4)), 'J%s' % d(7)]), 'IDNUM')
        c['inc'] = (rng.choice(['W%s' % d(6), 'IR-%d-%s' % (self.d0.year, d(5)), 'RL%s' % d(6), 'INC%s' % d(7)]), 'IDNUM')
        c['acc'] = (rng.choice(['%s%s%s' % (yy, L(1), d(6)), 'BG-%s' % d(6), 'H%s' % d(8)]), 'IDNUM')
        c['img'] = (rng.choice(['RAD%s' % d(8), 'XR%s' % d(7), 'CT-%s-%s' % (yy, d(5))]), 'IDNUM')
        c['audit_id'] = (rng.choice([d(7), 'T%s' % d(6), '%s-%s' % (d(3), d(5))]), 'IDNUM')
        c['blood'] = ('G%s %s %s' % (d(4), yy, d(6)), 'IDNUM')
        c['plate'] = (plate(rng, cc), 'VEHICLE')
        c['acreg'] = (aircraft(rng, cc), 'VEHICLE')
        c['fleet'] = (rng.choice([d(4), 'A%s' % d(3), '%s-%s' % (L(2), d(2))]), 'VEHICLE')
        c['vin'] = (vin(rng), 'VEHICLE')
        for k in ['vent', 'mon', 'inc_sn', 'pump1', 'pump2', 'defib', 'tab', 'trolley', 'suction', 'bgm']:
            c['dev_' + k] = (serial(rng), 'DEVICE')
        c['dev_any'] = lambda: (serial(rng), 'DEVICE')
        c['seal'] = lambda: (rng.choice([d(7), '%s%s' % (L(1), d(6)), d(8)]), 'IDNUM')

    def sv_abbr_guess(self):
        return self.sv[1]

    def _dates(self):
        rng, c = self.rng, self.ctx
        d0 = datetime.date(2021, 1, 4) + datetime.timedelta(days=rng.randrange(0, 1640))
        self.d0 = d0
        self.d1 = d0 + datetime.timedelta(days=rng.choice([0, 0, 0, 1]))
        cat = wpick(rng, [('neo', 15), ('inf', 25), ('tod', 22), ('chi', 22), ('ado', 16)])
        self.agecat = cat
        if cat == 'neo':
            n, unit, sub = rng.randrange(1, 28), 'days', 0
            dob = d0 - datetime.timedelta(days=n)
        elif cat == 'inf':
            n, unit, sub = rng.randrange(1, 12), 'months', 0
            dob = d0 - datetime.timedelta(days=n * 30 + rng.randrange(0, 28))
        else:
            lo, hi = {'tod': (1, 5), 'chi': (5, 12), 'ado': (12, 18)}[cat]
            n, unit, sub = rng.randrange(lo, hi), 'years', rng.randrange(0, 12)
            dob = d0 - datetime.timedelta(days=n * 365 + sub * 30 + rng.randrange(0, 25))
        self.dob, self.age_n, self.age_unit, self.age_sub = dob, n, unit, sub
        S = lambda d, st=None: (lambda: (fmt_date(rng, d, self.dmy, st or self.ds), 'DATE'))
        A = lambda d: (lambda: (fmt_date(rng, d, self.dmy, rng.choice(
            ['num', 'abbr', 'long', 'num2', 'iso', 'dash', 'wd', 'dot'] if self.dmy else
            ['num', 'abbr', 'long', 'num2', 'iso', 'wd', 'mil'])), 'DATE'))
        off = lambda k: d0 + datetime.timedelta(days=k)
        for k, d in [('d0', d0), ('d1', self.d1), ('dob', dob), ('dm1', off(-1)), ('dm2', off(-rng.randrange(2, 6))),
                     ('dinc', off(rng.randrange(0, 4))), ('ddeb', off(rng.randrange(1, 15))),
                     ('dbill', off(rng.randrange(7, 45))), ('dfu', off(rng.randrange(1, 4))),
                     ('dsub', off(rng.randrange(20, 90)))]:
            c[k] = S(d)
            c[k + '_any'] = A(d)
            c[k + '_iso'] = S(d, 'iso')
        c['d0_wd'] = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][off(-rng.randrange(1, 4)).weekday()], 'DATE')
        c['d0_wdl'] = S(d0, 'wdlong')
        c['d0_mil'] = S(d0, 'mil')
        prev = d0 - datetime.timedelta(days=rng.randrange(40, 900))
        c['dprev'] = (lambda: (fmt_date(rng, prev, self.dmy, rng.choice(['my', 'y', 'abbr', 'num'])), 'DATE')) \
            if prev > dob else None
        c['hol'] = (rng.choice(HOLIDAYS[self.cc]), 'DATE')
        c['yr'] = (str(d0.year), 'DATE')
        w = str(n)
        c['age_n'] = (w, 'AGE')
        c['age_unit'] = unit
        sh = {'days': ['d', ' days'], 'months': ['m', ' mo', ' months'] + (['/12'] if self.cc not in ('US', 'CA') else []),
              'years': ['y', 'yo', ' yo', ' y/o', ' yrs']}[unit]
        if unit == 'days':
            sh = ['d', ' days', ' days old']
        single = unit[:-1] if n == 1 else unit

        def age():
            u = rng.random()
            if unit == 'years' and sub and u < 0.2:
                return [(w, 'AGE'), rng.choice(['y ', ' yrs ', 'y']), (str(sub), 'AGE'), rng.choice(['m', ' mths', 'm'])]
            if u < 0.35:
                return [(w, 'AGE'), rng.choice(sh)]
            if u < 0.5 and n <= 20:
                return [(age_words(n), 'AGE'), ' ' + single]
            return [(w, 'AGE'), ' ' + single]
        c['age'] = age
        c['age_adj'] = lambda: [(age_words(n) if rng.random() < 0.15 else w, 'AGE'), '-%s-old' % unit[:-1]]
        slash = self.cc not in ('US', 'CA')
        c['age_sh'] = lambda: [(w, 'AGE'), {'days': rng.choice(['d', '/7', ' d'] if slash else ['d', ' d', 'do']),
                                            'months': rng.choice(['m', 'mo', '/12', ' m'] if slash else ['m', 'mo', ' mo']),
                                            'years': rng.choice(['y', 'yo', ' y', 'Y'])}[unit]]
        c['wt'] = {'neo': lambda: '%.2f' % (rng.uniform(1.6, 4.4)), 'inf': lambda: '%.1f' % (rng.uniform(3.5, 10.5)),
                   'tod': lambda: '%.1f' % (rng.uniform(9, 19)), 'chi': lambda: '%.1f' % (rng.uniform(17, 45)),
                   'ado': lambda: '%d' % rng.randrange(38, 90)}[cat]()
