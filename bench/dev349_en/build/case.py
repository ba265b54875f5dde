"""One invented case per note: people, places, identifiers and contacts.
Values are made lazily on first use so a note only draws what it shows."""
import datetime
import geo
import pools
from core import days
from geo import rd, rl, UP

TITLE_DOT = {'US': True, 'CA': True}


ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
        'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(k):
    if k < 20:
        return ONES[k]
    if k < 100:
        return TENS[k // 10] + ('-' + ONES[k % 10] if k % 10 else '')
    return 'one hundred' + (' and ' + words(k - 100) if k > 100 else '')


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid
        self.a = {}


def pick_origin(R, cc):
    w = pools.ORIGIN_WEIGHTS[cc]
    tot = sum(x for _, x in w)
    r = R.uniform(0, tot)
    for o, x in w:
        r -= x
        if r <= 0:
            return o
    return w[-1][0]


def new_person(R, cc, sex, used, staff=False, last=None, origin=None, avoid=()):
    for _ in range(50):
        o = origin or pick_origin(R, cc)
        fem, mal, sur = pools.NAMES[o]
        first = R.choice(fem if sex == 'F' else mal)
        ln = last
        if ln is None:
            if staff and R.random() < 0.2:
                ln = R.choice(pools.STAFF_SURNAMES)
            elif R.random() < 0.12:
                ln = R.choice(pools.NAMES[pick_origin(R, cc)][2])
            else:
                ln = R.choice(sur)
        if ln in avoid:
            continue
        if (first, ln) not in used and first not in [u[0] for u in sorted(used)]:
            used.add((first, ln))
            mid = R.choice(UP.replace('X', '').replace('Q', '')) if R.random() < 0.3 else None
            return Person(first, ln, sex, mid)
    used.add((first, ln))
    return Person(first, ln, sex)


def name_form(R, p, form):
    f, l = p.first, p.last
    if form == 'full':
        return f + ' ' + l
    if form == 'first':
        return f
    if form == 'last':
        return l
    if form == 'LF':
        return l + ', ' + f
    if form == 'LFU':
        return l.upper() + ', ' + f
    if form == 'UP':
        return (f + ' ' + l).upper()
    if form == 'mid':
        return f + ' ' + p.mid + '. ' + l if p.mid else f + ' ' + l
    if form == 'ini':
        return f[0] + l[0]
    if form == 'inid':
        return f[0] + '.' + l[0] + '.'
    if form == 'fl':
        return f[0] + '. ' + l
    if form == 'fl2':
        return f[0] + ' ' + l
    if form == 'lf2':
        return l + ' ' + f[0]
    if form == 'nick':
        return pools.NICK.get(f, f)
    if form == 'fml':
        return f + ' ' + l[0] + '.'
    if form == 'any':
        return R.choice([f, f, f + ' ' + l])
    if form == 'ref':
        return R.choice([f + ' ' + l, f[0] + '. ' + l, l + ', ' + f, f + ' ' + l])
    raise KeyError(form)


NAME_FORMS = {'full', 'first', 'last', 'LF', 'LFU', 'UP', 'mid', 'ini', 'inid', 'fl', 'fl2',
              'lf2', 'nick', 'fml', 'any', 'ref'}

TERMS = {
    'GB': dict(ED='ED', adv='IDVA', adv_long='Hospital IDVA', gpw='GP', order='non-molestation order',
               order2='DVPO', hrm='MARAC', tool='DASH', emerg='999', police='police',
               asp='Section 42 enquiry', mca='Mental Capacity Act 2005',
               law='Domestic Abuse Act 2021', fam='Family Court', pcw='PC'),
    'IE': dict(ED='ED', adv='DV advocate', adv_long='Hospital DV Advocate', gpw='GP',
               order='safety order', order2='barring order', hrm='MARAC', tool='DASH', emerg='112',
               police='Gardaí', asp='HSE safeguarding screening',
               mca='Assisted Decision-Making (Capacity) Act 2015', law='Domestic Violence Act 2018',
               fam='District Court', pcw='Garda'),
    'US': dict(ED='ED', adv='DV advocate', adv_long='Hospital-based DV Advocate', gpw='PCP',
               order='protective order', order2='TRO', hrm='High Risk Team', tool='Danger Assessment',
               emerg='911', police='police', asp='APS report', mca='state guardianship statute',
               law='VAWA', fam='Family Court', pcw='Officer'),
    'CA': dict(ED='ED', adv='DV advocate', adv_long='Hospital DV/SA Advocate', gpw='family physician',
               order='emergency protection order', order2='peace bond', hrm='High Risk Committee',
               tool='Danger Assessment', emerg='911', police='police',
               asp='adult protection referral', mca='Substitute Decisions Act',
               law='Criminal Code', fam='Provincial Court', pcw='Cst.'),
    'AU': dict(ED='ED', adv='DFV specialist', adv_long='DFV Hospital Liaison', gpw='GP',
               order='ADVO', order2='intervention order', hrm='Safety Action Meeting', tool='DVSAT',
               emerg='000', police='police', asp='elder abuse referral',
               mca='Guardianship Act 1987', law='Crimes (Domestic and Personal Violence) Act 2007',
               fam='Local Court', pcw='Sen Const'),
    'NZ': dict(ED='ED', adv='family violence advocate', adv_long='Hospital FV Advocate', gpw='GP',
               order='Protection Order', order2='Police Safety Order', hrm='ISR hub meeting',
               tool='FV risk screen', emerg='111', police='Police', asp='elder abuse referral',
               mca='PPPR Act 1988', law='Family Violence Act 2018', fam='Family Court',
               pcw='Constable'),
}
SCO_TERMS = dict(asp='Adult Support and Protection inquiry',
                 mca='Adults with Incapacity (Scotland) Act 2000', order='non-harassment order',
                 order2='interdict', law='Domestic Abuse (Scotland) Act 2018', fam='Sheriff Court')
WLS_TERMS = dict(asp='Section 126 enquiry')
NIR_TERMS = dict(asp='Adult Protection Gateway referral', law='Domestic Abuse and Civil Proceedings Act (NI) 2021')

EXTRA = {
    'GB': dict(cps='CPS', care_assess='Care Act assessment', silent='dial 999, then press 55 (Silent Solution)',
               infoshare='Data Protection Act 2018 / UK GDPR Art 6(1)(e)', dvds="Clare's Law (DVDS)"),
    'IE': dict(cps='the DPP', care_assess='HSE needs assessment', silent='call 112 and leave the line open',
               infoshare='GDPR Art 9(2)(c) and the Data Sharing and Governance Act 2019', dvds='Garda disclosure request'),
    'US': dict(cps="the DA's office", care_assess='APS needs assessment', silent='call 911 and leave the line open, or text 911',
               infoshare='HIPAA 45 CFR 164.512(c)', dvds='VINE notification'),
    'CA': dict(cps='Crown counsel', care_assess='home care assessment', silent='call 911 and leave the line open',
               infoshare='PHIPA s.40(1)', dvds="Clare's Law disclosure"),
    'AU': dict(cps='the DPP', care_assess='ACAT assessment', silent='call 000 and leave the line open; 106 text relay',
               infoshare='Part 13A Crimes (Domestic and Personal Violence) Act 2007', dvds='DVDS application'),
    'NZ': dict(cps='Police Prosecution Service', care_assess='NASC assessment', silent='call 111 and press 55 if you cannot talk',
               infoshare='Family Violence Act 2018 Part 2', dvds='Family Violence Information Disclosure Scheme request'),
}

SCEN = [('ipv', 64), ('elder', 15), ('carer', 8), ('hba', 5), ('family', 8)]


class Case:
    def __init__(self, R, cc, sub, scen_w=None):
        self.R, self.cc, self.sub = R, cc, sub
        self.scen_w = scen_w or SCEN
        self.datefam = 'MDY' if cc == 'US' else 'CA' if cc == 'CA' else 'DMY'
        self.used = set()
        self.people = {}
        self.v = {}
        self.d = {}
        self.addrs = {}
        t = dict(TERMS[cc])
        if sub == 'SCO':
            t.update(SCO_TERMS)
        elif sub == 'WLS':
            t.update(WLS_TERMS)
        elif sub == 'NIR':
            t.update(NIR_TERMS)
        if cc == 'GB' and R.random() < 0.4:
            t['ED'] = R.choice(['A&E', 'ED', 'Emergency Department'])
        if cc == 'US' and R.random() < 0.3:
            t['ED'] = 'ER'
        if cc == 'CA' and R.random() < 0.3:
            t['ED'] = 'Emerg'
        self.v.update(t)
        self.v.update(EXTRA[cc])
        if sub == 'SCO':
            self.v['cps'] = 'the Procurator Fiscal'
            self.v['care_assess'] = 'community care assessment'
        elif sub == 'WLS':
            self.v['care_assess'] = 'care and support assessment'
        elif sub == 'NIR':
            self.v['care_assess'] = 'NISAT carer/needs assessment'
        self.dot = '.' if cc in TITLE_DOT else ''
        self._setup()

    # ---------- generation ----------
    def _setup(self):
        R, cc = self.R, self.cc
        r = R.uniform(0, sum(w for _, w in self.scen_w))
        for s, w in self.scen_w:
            r -= w
            if r <= 0:
                break
        self.scen = s
        psex = 'F' if R.random() < (0.8 if s == 'ipv' else 0.62) else 'M'
        pt = new_person(R, cc, psex, self.used)
        if s == 'ipv':
            age = R.randint(17, 63)
            same = R.random() < 0.08
            ppsex = psex if same else ('M' if psex == 'F' else 'F')
            rel = R.choice({'M': ['husband', 'partner', 'ex-partner', 'boyfriend', 'ex-husband',
                                  'partner', 'estranged husband', 'former partner'],
                            'F': ['wife', 'partner', 'ex-partner', 'girlfriend', 'ex-wife']}[ppsex])
            ppage = max(18, age + R.randint(-6, 12))
        elif s == 'elder':
            age = R.randint(68, 97)
            ppsex = 'M' if R.random() < 0.7 else 'F'
            rel = R.choice(['son', 'grandson', 'son-in-law', 'nephew'] if ppsex == 'M' else
                           ['daughter', 'granddaughter', 'daughter-in-law'])
            ppage = max(19, age - R.randint(22, 50))
        elif s == 'carer':
            age = R.choice([R.randint(19, 58), R.randint(70, 95)])
            ppsex = 'F' if R.random() < 0.55 else 'M'
            rel = R.choice(['paid carer', 'agency carer', 'unpaid carer', 'support worker'])
            ppage = R.randint(22, 60)
        elif s == 'hba':
            age = R.randint(16, 34)
            ppsex = 'M'
            rel = R.choice(['father', 'brother', 'uncle', 'husband', 'father-in-law'])
            ppage = age + R.randint(-4, 30) if rel == 'brother' else age + R.randint(15, 35)
        else:
            age = R.randint(18, 70)
            ppsex = 'M' if R.random() < 0.7 else 'F'
            rel = R.choice(['brother', 'adult son', 'stepfather', 'mother', 'sister', 'flatmate',
                            'landlord'] if ppsex == 'M' else ['mother', 'sister', 'adult daughter'])
            if rel in ('mother', 'sister', 'adult daughter'):
                ppsex = 'F'
            ppage = max(18, age + R.randint(-20, 25))
        ppage = max(16, ppage)
        fam_last = pt.last if s in ('elder', 'hba', 'family') and rel not in (
            'son-in-law', 'daughter-in-law', 'flatmate', 'landlord', 'stepfather') else None
        if s == 'hba':
            pp = new_person(R, cc, ppsex, self.used, last=pt.last)
        else:
            pp = new_person(R, cc, ppsex, self.used, last=fam_last)
        pt.age, pp.age = age, ppage
        self.rel = rel
        self.v['rel'] = rel
        self.v['Rel'] = rel[0].upper() + rel[1:]
        now = datetime.date(2019, 1, 1) + days(R.randint(0, 2370))
        self.now = now
        d = self.d
        d['now'] = now
        d['inc'] = now - days(R.choice([0, 0, 1, 1, 2, 3]))
        d['adm'] = d['inc']
        d['dob'] = now - days(int(age * 365.25) + R.randint(1, 360))
        d['pp_dob'] = now - days(int(ppage * 365.25) + R.randint(1, 360))
        d['prev1'] = d['inc'] - days(R.randint(20, 200))
        d['prev2'] = d['prev1'] - days(R.randint(30, 400))
        d['sep'] = d['inc'] - days(R.randint(10, 300))
        d['ref'] = now + days(R.randint(0, 2))
        d['strat'] = now + days(R.randint(1, 6))
        d['marac'] = now + days(R.randint(7, 30))
        d['court'] = now + days(R.randint(3, 40))
        d['exp'] = d['court'] + days(R.randint(180, 370))
        d['rev'] = now + days(R.randint(14, 90))
        d['fu'] = now + days(R.randint(3, 21))
        d['fu2'] = d['fu'] + days(R.randint(5, 30))
        d['dc'] = now + days(R.randint(1, 12))
        d['close'] = now + days(R.randint(60, 220))
        d['ordm'] = now - days(R.randint(0, 12))
        d['ordexp'] = d['ordm'] + days(R.randint(180, 730))
        d['bail'] = now + days(R.randint(21, 35))
        d['start'] = d['sep'] - days(R.randint(200, 4000))
        pt.dob, pp.dob = d['dob'], d['pp_dob']
        self.people['pt'] = pt
        self.people['pp'] = pp
        # other lay people
        f1sex = 'F' if R.random() < 0.75 else 'M'
        f1 = new_person(R, cc, f1sex, self.used)
        f1.role = R.choice(pools.ROLES_FAMILY_SAFE)
        if f1.role in ('mother', 'sister', 'aunt', 'daughter', 'niece'):
            f1.sex = 'F'
            f1.first = R.choice(pools.NAMES[pick_origin(R, cc)][0])
        if f1.role == 'brother':
            f1.first = R.choice(pools.NAMES[pick_origin(R, cc)][1])
            f1.sex = 'M'
        f1.age = R.randint(20, 70)
        self.people['f1'] = f1
        f2 = new_person(R, cc, 'F' if R.random() < 0.6 else 'M', self.used)
        f2.role = R.choice(['neighbour', 'friend', 'brother', 'sister', 'mother', 'cousin',
                            'landlady', 'colleague'])
        f2.age = R.randint(20, 80)
        self.people['f2'] = f2
        self.v['f1_role'] = f1.role
        self.v['f2_role'] = f2.role
        nkids = 0
        if s == 'ipv' and age < 50:
            nkids = R.choice([0, 1, 1, 2, 2, 3])
        elif s in ('hba', 'family') and age < 45:
            nkids = R.choice([0, 0, 1, 2])
        self.kids = []
        for i in range(nkids):
            k = new_person(R, cc, R.choice('FM'), self.used,
                           last=R.choice([pt.last, pp.last]))
            k.age = R.randint(0, min(17, max(0, age - 17)))
            k.dob = now - days(int(k.age * 365.25) + R.randint(1, 360))
            self.people['ch%d' % (i + 1)] = k
            self.kids.append('ch%d' % (i + 1))
        # staff
        for pid, sex in [('idva', None), ('nurse', None), ('edr', None), ('sg', None),
                         ('sw', None), ('gp', None), ('pol', None), ('pol2', None), ('cons', None),
                         ('mgr', None), ('interp', None), ('clerk', None), ('hv', 'F'), ('mw', 'F'),
                         ('hso', None), ('sol', None), ('sec', None), ('pla', None), ('wn', None),
                         ('chair', None), ('mins', None), ('adv2', None), ('probo', None),
                         ('it', None), ('cw', None)]:
            self.people[pid] = new_person(R, cc, sex or R.choice('FFM'), self.used, staff=True,
                                          avoid=(pt.last, pp.last))
        self.v['pol_rank'] = self.rank()
        self.v['pol2_rank'] = self.rank()
        # pronouns
        fem = pt.sex == 'F'
        self.v.update({'she': 'she' if fem else 'he', 'She': 'She' if fem else 'He',
                       'obj': 'her' if fem else 'him', 'pos': 'her' if fem else 'his',
                       'Pos': 'Her' if fem else 'His', 'hers': 'hers' if fem else 'his',
                       'woman': 'woman' if fem else 'man', 'F': 'F' if fem else 'M',
                       'sex': 'Female' if fem else 'Male',
                       'pt_t': self.title(pt), 'pp_t': self.title(pp)})
        pf = pp.sex == 'F'
        self.v.update({'pp_he': 'she' if pf else 'he', 'pp_He': 'She' if pf else 'He',
                       'pp_obj': 'her' if pf else 'him', 'pp_pos': 'her' if pf else 'his',
                       'pp_Pos': 'Her' if pf else 'His'})
        for pid in ('f1', 'f2', 'sw', 'gp', 'idva', 'sg', 'sol', 'hso', 'interp'):
            self.v[pid + '_t'] = self.title(self.people[pid])
        self.v['dr'] = 'Dr' + self.dot
        self.v['xmas'] = 'Christmas'
        self.v['hol'] = R.choice({'GB': ['Boxing Day', 'New Year\'s Eve', 'Easter', 'Eid', 'Diwali', 'Bonfire Night'],
                                  'IE': ['St Stephen\'s Day', 'Easter', 'New Year\'s Eve', 'Halloween'],
                                  'US': ['Thanksgiving', 'July 4th', 'Labor Day', 'New Year\'s Eve', 'Memorial Day'],
                                  'CA': ['Thanksgiving', 'Canada Day', 'Boxing Day', 'Victoria Day'],
                                  'AU': ['Boxing Day', 'Australia Day', 'Easter', 'New Year\'s Eve'],
                                  'NZ': ['Waitangi Day', 'Boxing Day', 'Labour Weekend', 'Matariki']}[cc])
        self.v['cur'] = {'GB': '£', 'IE': '€'}.get(cc, '$')
        # home address and others
        self.addrs['a1'] = self.mk_addr()
        self.addrs['a2'] = self.mk_addr(same_region=True)
        self.addrs['ap'] = self.mk_addr(same_region=True)
        self.addrs['ah'] = self.mk_addr(same_region=True, hosp=True)
        self.addrs['at'] = self.mk_addr(same_region=True, hosp=True)
        sub = self.sub
        self.v['hosp'] = geo.hospital(R, cc, sub)
        h2 = geo.hospital(R, cc, sub)
        self.v['hosp2'] = h2 if h2 != self.v['hosp'] else geo.hospital(R, cc, sub)
        words = [w for w in self.v['hosp'].replace('.', '').split() if w not in ('St', 'of')]
        self.v['hosp_abbr'] = ''.join(w[0] for w in words).upper()
        self.wardv = geo.ward(R)
        self.ward2v = geo.ward(R)
        self.v['gp_prac'] = geo.practice(R, cc, sub)
        self.v['care_home'] = geo.care_home(R)

    def rank(self):
        R = self.R
        return R.choice({
            'GB': ['PC', 'DC', 'DS', 'Sgt', 'PC', 'DC', 'Insp.', 'PS'],
            'IE': ['Garda', 'Sgt', 'Det. Garda', 'Garda'],
            'US': ['Officer', 'Det.', 'Sgt.', 'Officer', 'Deputy'],
            'CA': ['Cst.', 'Det. Cst.', 'Sgt.', 'Cst.'],
            'AU': ['Sen Const', 'Const', 'Det Sgt', 'Sgt', 'DVLO Sen Const'],
            'NZ': ['Constable', 'Detective', 'Sergeant', 'Constable']}[self.cc])

    def title(self, p):
        R = self.R
        if p.sex == 'F':
            t = R.choice(['Ms', 'Ms', 'Mrs', 'Miss'] if p.age is None or p.age < 60 else
                         ['Mrs', 'Mrs', 'Ms']) if hasattr(p, 'age') else 'Ms'
        else:
            t = 'Mr'
        return t + self.dot

    def mk_addr(self, same_region=False, hosp=False):
        R, cc, sub = self.R, self.cc, self.sub
        a = {}
        a['street'] = geo.street(R, 'GB' if cc == 'GB' else cc)
        if hosp and R.random() < 0.5:
            a['street'] = R.choice(['Hospital Road', 'Infirmary Lane', 'Health Campus Drive',
                                    'College Road', 'Wellbeing Way', 'Park Road']) \
                if cc != 'US' else '%d Medical Center Dr' % R.randint(100, 999)
            if cc == 'GB' or cc == 'IE':
                a['street'] = R.choice(['', '%d ' % R.randint(1, 90)]) + a['street']
        towns = geo.TOWNS['GB' if cc == 'GB' and sub == 'ENG' else sub if cc == 'GB' else cc]
        base = self.addrs.get('a1')
        if same_region and base and R.random() < 0.6:
            a['town'] = base['town']
        else:
            a['town'] = R.choice(towns)
        if cc in ('GB', 'IE'):
            cl = geo.COUNTIES['GB' if sub == 'ENG' else sub] if cc == 'GB' else geo.COUNTIES['IE']
            a['county'] = base['county'] if same_region and base else R.choice(cl)
        else:
            st = base['st'] if same_region and base else R.choice(geo.STATES[cc])
            a['st'] = st
        a['pc'] = geo.postcode(R, cc, a.get('st', (None, None))[1])
        return a

    # ---------- lookup ----------
    def get(self, key, n):
        if key in self.v:
            v = self.v[key]
            return v
        if key in self.d:
            return n.fd(self.d[key])
        base, _, suf = key.rpartition('_')
        if base in self.d and suf in ('s', 'l', 'w', 'my', 'y', 'iso', 'r'):
            return n.fd(self.d[base], suf)
        pid, _, form = key.partition('_')
        if pid in self.people:
            return self.pget(pid, form, n)
        import ids
        return ids.lookup(self, key, n)

    def pget(self, pid, form, n):
        p = self.people[pid]
        R = self.R
        if form in NAME_FORMS:
            return name_form(R, p, form)
        if form == 'age':
            return str(p.age)
        if form == 'agew':
            return words(p.age)
        if form == 'dec':
            return '%d0s' % (p.age // 10) if p.age >= 20 else 'teens'
        if form.startswith('dob'):
            suf = form[4:]
            return n.fd(p.dob, suf)
        if form in p.a:
            return p.a[form]
        import ids
        val = ids.person_attr(self, pid, p, form)
        p.a[form] = val
        return val

    def date(self, key):
        return self.d[key]

