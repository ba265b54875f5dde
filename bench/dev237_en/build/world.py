"""Invented people, places and organisations for dev237_en (author 237)."""
import datetime as dt
import unicodedata

import core
import pools
from core import P, cat


def ascii_slug(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(ch for ch in s if ch.isascii() and (ch.isalnum()))
    return s.lower()


class Person:
    def __init__(self, first, middle, last, sex, origin):
        self.first, self.middle, self.last, self.sex, self.origin = first, middle, last, sex, origin
        self.cred = ''
        self.extra = {}

    @property
    def mi(self):
        return self.middle[0] if self.middle else ''

    def nm(self, style, typ):
        f, m, l = self.first, self.middle, self.last
        mi = self.mi
        if style in ('fmi', 'fmi_np', 'fml', 'lfm', 'LFM') and not m:
            style = {'fmi': 'full', 'fmi_np': 'full', 'fml': 'full', 'lfm': 'lf', 'LFM': 'LF'}[style]
        s = {
            'full': lambda: '%s %s' % (f, l),
            'fmi': lambda: '%s %s. %s' % (f, mi, l),
            'fmi_np': lambda: '%s %s %s' % (f, mi, l),
            'fml': lambda: '%s %s %s' % (f, m, l),
            'lf': lambda: '%s, %s' % (l, f),
            'lfm': lambda: '%s, %s %s.' % (l, f, mi),
            'LF': lambda: ('%s, %s' % (l, f)).upper(),
            'LFM': lambda: ('%s, %s %s' % (l, f, mi)).upper(),
            'LFc': lambda: ('%s,%s' % (l, f)).upper(),
            'UP': lambda: ('%s %s' % (f, l)).upper(),
            'i_last': lambda: '%s. %s' % (f[0], l),
            'first_i': lambda: '%s %s.' % (f, l[0]),
            'init': lambda: '%s.%s.' % (f[0], l[0]),
            'INIT': lambda: '%s%s' % (f[0], l[0]),
            'init3': lambda: ('%s%s%s' % (f[0], mi, l[0])).upper() if mi else '%s%s' % (f[0], l[0]),
            'last': lambda: l,
            'LAST': lambda: l.upper(),
            'first': lambda: f,
            'nick': lambda: pools.NICKNAMES.get(f, f),
            'init_lc': lambda: ('%s%s' % (f[0], l[0])).lower(),
        }[style]()
        return P(s, typ)

    def title(self, rng):
        if self.sex == 'M':
            return rng.choice(['Mr. ', 'Mr. ', 'Mr '])
        return rng.choice(['Ms. ', 'Ms. ', 'Mrs. ', 'Ms ', 'Mrs '])

    def titled(self, rng, typ='PATIENT'):
        if self.extra.get('age', 99) < 18:
            return self.nm('first', typ)
        return cat(self.title(rng), self.nm('last', typ))

    def pron(self):
        return ('he', 'his', 'him') if self.sex == 'M' else ('she', 'her', 'her')


PROV_CREDS = ['MD', 'MD', 'MD', 'MD', 'DO', 'DO', 'NP', 'PA-C', 'MD, FACS', 'DPM', 'MD, PhD', 'APRN', 'FNP-C']
STAFF_CREDS = ['CPC', 'CCS', 'RHIT', 'RHIA', 'RN', 'LPN', 'CCDS', 'CPAR', 'CRCR', 'CHAA', 'RN, CCM', 'CPB',
               'COC', 'RN, BSN', '', '', '']


class World:
    def __init__(self, rng):
        self.rng = rng
        self.used = {}
        self.used_org = {}
        towns = []
        for a in pools.TOWN_A:
            for b in pools.TOWN_B:
                towns.append(a + b)
        for a in pools.TOWN_A[:40]:
            for b in pools.TOWN_TWO:
                towns.append(a + ' ' + b)
        for p in pools.TOWN_PRE:
            for a in pools.TOWN_A[40:]:
                towns.append(p + ' ' + a + rng.choice(pools.TOWN_B))
        towns = sorted(dict.fromkeys(towns))
        rng.shuffle(towns)
        self.towns = towns
        self.town_i = 0
        ow = []
        for o, w in pools.ORIGIN_WEIGHTS:
            ow.extend([o] * w)
        self.origin_bag = ow

    # ------------------------------------------------------------ people
    def person(self, sex=None, origin=None, typ='PATIENT'):
        rng = self.rng
        for _ in range(200):
            o = origin or rng.choice(self.origin_bag)
            sx = sex or rng.choice('MF')
            males, females, surs = pools.ORIGINS[o]
            first = rng.choice(males if sx == 'M' else females)
            so = o if rng.random() < 0.85 else rng.choice(self.origin_bag)
            last = rng.choice(pools.ORIGINS[so][2])
            if rng.random() < 0.04:
                last = last + '-' + rng.choice(pools.ORIGINS[rng.choice(self.origin_bag)][2])
            mid = ''
            if rng.random() < 0.55:
                mo = rng.choice(self.origin_bag)
                mid = rng.choice(pools.ORIGINS[mo][0] if sx == 'M' else pools.ORIGINS[mo][1])
                if mid == first:
                    mid = ''
            key = first + '|' + last
            if key in self.used:
                continue
            self.used[key] = 1
            return Person(first, mid, last, sx, o)
        raise RuntimeError('name pool exhausted')

    def family_of(self, pt, rel=None, sex=None):
        """A relative sharing the surname most of the time."""
        rng = self.rng
        p = self.person(sex=sex, origin=pt.origin if rng.random() < 0.8 else None)
        if rng.random() < 0.65:
            p.last = pt.last
        return p

    def clinician(self, cred=None):
        p = self.person(origin=self.rng.choice(self.origin_bag))
        p.cred = cred or self.rng.choice(PROV_CREDS)
        p.extra['npi'] = core.npi(self.rng)
        return p

    def staff(self, cred=None):
        p = self.person()
        p.cred = self.rng.choice(STAFF_CREDS) if cred is None else cred
        return p

    def patient(self, ref, amin=0, amax=92, sex=None):
        rng = self.rng
        p = self.person(sex=sex)
        age = rng.randint(amin, amax)
        dob = ref - dt.timedelta(days=age * 365 + rng.randrange(0, 364))
        p.extra['dob'] = dob
        p.extra['age'] = core.age_on(dob, ref)
        p.extra['mrn'] = core.mrn(rng)
        return p

    # ------------------------------------------------------------ places
    def town(self):
        t = self.towns[self.town_i % len(self.towns)]
        self.town_i += 1
        return t

    def street(self, business=False):
        rng = self.rng
        num = str(rng.choice([rng.randrange(1, 99), rng.randrange(100, 999), rng.randrange(1000, 9999),
                              rng.randrange(10000, 29999)]))
        if rng.random() < 0.15:
            nm = rng.choice(pools.ORDINAL_STREETS)
        else:
            nm = rng.choice(pools.STREET_NAMES)
        ty = rng.choice(pools.STREET_TYPES)
        dirn = rng.choice(['', '', '', '', 'N ', 'S ', 'E ', 'W ', 'NE ', 'SW '])
        s = '%s %s%s %s' % (num, dirn, nm, ty)
        r = rng.random()
        if business:
            if r < 0.55:
                s += rng.choice([', Suite ', ', Ste ', ' Ste ', ', Ste. ', ', Bldg B, Suite ']) + str(rng.randrange(100, 950))
        elif r < 0.3:
            s += rng.choice([', Apt ', ' Apt ', ' #', ', Unit ', ', Apt. ', ' Lot ']) + rng.choice(
                [str(rng.randrange(1, 40)), str(rng.randrange(1, 9)) + rng.choice('ABCDEF'),
                 str(rng.randrange(100, 420))])
        return s

    def address(self, business=False, pobox=False):
        rng = self.rng
        st = rng.choice(pools.STATES)
        z = '%05d' % rng.randrange(1000, 99950)
        if rng.random() < 0.12:
            z += '-%04d' % rng.randrange(1, 9999)
        line = ('PO Box %d' % rng.randrange(100, 99999)) if pobox else self.street(business)
        if pobox and rng.random() < 0.3:
            line = 'P.O. Box %d' % rng.randrange(100, 9999)
        return {'street': line, 'city': self.town(), 'state': st, 'zip': z}

    def addr(self, a, style='one', full_state=False):
        st = a['state'][0] if full_state else a['state'][1]
        if style == 'one':
            return cat(P(a['street'], 'STREET'), ', ', P(a['city'], 'CITY'), ', ', P(st, 'STATE'), ' ',
                       P(a['zip'], 'ZIP'))
        if style == 'two':
            return cat(P(a['street'], 'STREET'), '\n', P(a['city'], 'CITY'), ', ', P(st, 'STATE'), ' ',
                       P(a['zip'], 'ZIP'))
        if style == 'nocomma':
            return cat(P(a['street'], 'STREET'), ' ', P(a['city'], 'CITY'), ' ', P(st, 'STATE'), ' ',
                       P(a['zip'], 'ZIP'))
        if style == 'upper':
            return cat(P(a['street'].upper(), 'STREET'), '\n', P(a['city'].upper(), 'CITY'), ' ',
                       P(a['state'][1], 'STATE'), ' ', P(a['zip'], 'ZIP'))
        if style == 'city':
            return cat(P(a['city'], 'CITY'), ', ', P(st, 'STATE'))
        raise ValueError(style)

    # ------------------------------------------------------------ organisations
    def _uniq_org(self, maker):
        for _ in range(100):
            n = maker()
            if n not in self.used_org:
                self.used_org[n] = 1
                return n
        return n

    def hospital(self, kind=None):
        rng = self.rng
        kinds = ['hosp', 'hosp', 'saint', 'memorial', 'clinic', 'ortho', 'asc', 'imaging', 'fm', 'chc',
                 'cancer', 'rehab', 'sleep', 'infusion', 'cardio']
        k = kind or rng.choice(kinds)

        def mk():
            t = self.town()
            sname = rng.choice(pools.ORIGINS[rng.choice(self.origin_bag)][2])
            return {
                'hosp': lambda: t + rng.choice([' Regional Medical Center', ' General Hospital', ' Community Hospital',
                                                ' Medical Center', ' Health', ' Valley Hospital']),
                'saint': lambda: rng.choice(["St. ", "Saint ", "St "]) + rng.choice(pools.SAINTS) + rng.choice(
                    ["'s Medical Center", " Hospital", "'s Hospital", " Regional Medical Center"]),
                'memorial': lambda: sname + ' Memorial Hospital',
                'clinic': lambda: t + rng.choice([' Medical Group', ' Specialty Clinic', ' Physicians',
                                                  ' Multispecialty Clinic', ' Health Associates']),
                'ortho': lambda: t + rng.choice([' Orthopaedic & Spine Associates', ' Orthopedics', ' Bone & Joint']),
                'asc': lambda: t + rng.choice([' Ambulatory Surgery Center', ' Surgery Center', ' Endoscopy Center']),
                'imaging': lambda: t + rng.choice([' Imaging', ' Diagnostic Imaging', ' MRI & CT']),
                'fm': lambda: sname + rng.choice([' Family Medicine', ' Family Practice', ' Primary Care']),
                'chc': lambda: t + ' Community Health Center',
                'cancer': lambda: t + rng.choice([' Cancer Institute', ' Oncology & Hematology', ' Cancer Center']),
                'rehab': lambda: t + rng.choice([' Rehab & Physical Therapy', ' Physical Therapy', ' Rehabilitation Hospital']),
                'sleep': lambda: t + rng.choice([' Sleep Diagnostics', ' Sleep Center']),
                'infusion': lambda: t + ' Infusion Center',
                'cardio': lambda: t + rng.choice([' Heart & Vascular', ' Cardiology Associates']),
                'pharm': lambda: rng.choice(pools.ORG_WORDS) + rng.choice([' Specialty Pharmacy', ' Pharmacy', ' Rx']),
                'snf': lambda: t + rng.choice([' Nursing & Rehabilitation', ' Health & Rehab', ' Care Center',
                                               ' Manor']),
                'lab': lambda: rng.choice(pools.ORG_WORDS) + rng.choice([' Reference Laboratory', ' Diagnostics Lab']),
                'hh': lambda: t + rng.choice([' Home Health', ' Home Care Services']),
            }[k]()
        name = self._uniq_org(mk)
        a = self.address(business=True)
        return {'name': name, 'addr': a, 'phone': core.phone(rng, ext=False), 'fax': core.phone(rng, ext=False),
                'npi': core.npi(rng), 'tin': core.tin(rng), 'kind': k}

    def payer(self):
        rng = self.rng

        def mk():
            w = rng.choice(pools.ORG_WORDS)
            return w + rng.choice([' Health Plan', ' Health Plan', 'Care', ' Mutual Insurance', ' Health Partners',
                                   ' Benefit Administrators', ' Health', ' Health Alliance', ' Assurance',
                                   ' Medical Insurance Co.', ' Community Health Plan'])
        name = self._uniq_org(mk)
        short = name.split(' ')[0] if rng.random() < 0.5 else name
        return {'name': name, 'short': short, 'addr': self.address(pobox=True),
                'phone': core.phone(rng, tollfree=True, ext=False), 'fax': core.phone(rng, ext=False),
                'url': self.url('payer'), 'email': None}

    def org(self, kind):
        rng = self.rng

        def mk():
            w = rng.choice(pools.ORG_WORDS)
            s = rng.choice(pools.ORIGINS[rng.choice(self.origin_bag)][2])
            t = self.town()
            return {
                'employer': lambda: rng.choice([w + ' ' + rng.choice(pools.ORG_EMPLOYER_TAIL),
                                                s + ' ' + rng.choice(pools.ORG_EMPLOYER_TAIL),
                                                s + ' & Sons ' + rng.choice(['Roofing', 'Excavating', 'Masonry']),
                                                t + ' Unified School District', t + ' Public Works',
                                                w + ' Logistics LLC', t + ' Country Club']),
                'clearing': lambda: w + rng.choice([' Claims Exchange', ' EDI Services', ' Clearinghouse']),
                'collect': lambda: w + rng.choice([' Recovery Group', ' Credit Services', ' Collection Bureau',
                                                   ' Receivables Management']),
                'law': lambda: s + ' & ' + rng.choice(pools.ORIGINS['anglo'][2]) + rng.choice([' LLP', ' Law Group',
                                                                                                 ', P.C.']),
                'auto': lambda: w + rng.choice([' Auto Insurance Co.', ' Casualty', ' Mutual Auto',
                                                ' Property & Casualty']),
                'review': lambda: w + rng.choice([' Utilization Management', ' Medical Review', ' Health Review Services']),
                'pap': lambda: w + rng.choice([' Patient Assistance Foundation', ' Pharma Patient Support',
                                               ' Copay Foundation']),
                'church': lambda: rng.choice(['St. ', '']) + rng.choice(pools.SAINTS) + rng.choice(
                    [' Lutheran Church', ' Catholic Church', ' Methodist Church', ' Parish Food Pantry']),
                'school': lambda: t + rng.choice([' High School', ' Community College', ' State University',
                                                  ' Middle School']),
                'dme': lambda: w + rng.choice([' Medical Supply', ' Home Medical Equipment', ' DME', ' Respiratory']),
                'billing': lambda: w + rng.choice([' Revenue Cycle Partners', ' Billing Solutions',
                                                   ' Medical Billing LLC']),
                'wc': lambda: w + rng.choice([' Workers Comp Services', ' Risk Management', ' Claims Management']),
            }[kind]()
        return self._uniq_org(mk)

    # ------------------------------------------------------------ contact strings
    def email(self, p=None, org=False):
        rng = self.rng
        dom = rng.choice(['example.com', 'example.org', 'example.net'])
        if p is None:
            box = rng.choice(['billing', 'appeals', 'pfs', 'priorauth', 'um.intake', 'roi', 'cbo', 'eligibility',
                              'patientaccounts', 'cdi', 'coding.queries', 'finance.counsel'])
            return box + '@' + (rng.choice(['', 'mail.', 'hs.', 'rcm.']) + dom)
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        if org:
            form = rng.choice(['%s.%s', '%s%s', '%s_%s'])
            return (form % (f, l) if form != '%s%s' else f[0] + l) + '@' + dom
        form = rng.randrange(5)
        nn = str(rng.randrange(1, 99))
        loc = [f + '.' + l, f + l + nn, f[0] + l + nn, l + '.' + f + nn, f + '_' + l[:3] + nn][form]
        return loc + '@' + dom

    def username(self, p):
        if 'user' not in p.extra:
            p.extra['user'] = self._username(p)
        return p.extra['user']

    def _username(self, p):
        rng = self.rng
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        form = rng.randrange(6)
        nn = str(rng.randrange(1, 40))
        return [f[0] + l[:7], f[0] + l[:6] + nn, l + '.' + f[0], (f[0] + l[:6]).upper(), f + '.' + l[:5],
                'svc_' + l[:5] + nn][form]

    def url(self, kind):
        rng = self.rng
        dom = rng.choice(['example.com', 'example.org', 'example.net'])
        path = {
            'payer': ['/providers/priorauth', '/provider-portal', '/members', '/appeals', '/eob', '/policies'],
            'pay': ['/billpay', '/pay', '/paymyBill', '/patient-pay', '/quickpay'],
            'portal': ['/mychart', '/portal', '/patientportal/login', '/records-request'],
            'fa': ['/financial-assistance', '/charitycare', '/fap', '/price-estimates'],
        }[kind]
        host = rng.choice(['www.', '', 'portal.', 'secure.', 'https://www.', 'https://'])
        return host + dom + rng.choice(path)
