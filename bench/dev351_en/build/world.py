"""Country-aware generators of fictional PHI values for dev351_en.
Every method returns either a plain string or a (value, TYPE) tuple; the
templates in the genre modules place them into a Doc."""
import datetime as dt

import pools as P
from core import ch, chance, digits, letters, fdate, age_on, words

SYS_STYLES = {'UK': ['dmy', 'dmy', 'dmonY', 'DMONY', 'dmy2', 'dmon'],
              'AU': ['dmy', 'dmy', 'dmonY', 'dmy1', 'dmon'],
              'NZ': ['dmy', 'dmy', 'dmonY', 'dmy1', 'dmon'],
              'IE': ['dmy', 'dmy', 'dmonY', 'dmyd', 'dmon'],
              'US': ['mdy', 'mdy', 'mdy1', 'iso', 'mdy2'],
              'CA': ['iso', 'dmonY', 'mdy', 'iso', 'mond']}
LONG_STYLES = {'UK': ['dMonth', 'Wdmy', 'dMonth'], 'AU': ['dMonth', 'Wdmy'], 'NZ': ['dMonth', 'Wdmy'],
               'IE': ['dMonth', 'Wdmy'], 'US': ['Monthd', 'Wmdy', 'Monthd'],
               'CA': ['Monthd', 'dMonth', 'Wmdy']}
EIR = 'ACDEFHKNPRTVWXY0123456789'
UKPC = 'ABDEFGHJLNPQRSTUWXYZ'


class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex
        self.title = ''
        self.cred = ''
        self.role = ''

    def fmt(self, style):
        f, m, l = self.first, self.middle, self.last
        mi = m[0] if m else ''
        if style == 'full':
            return f + ' ' + l
        if style == 'fml':
            return '%s %s. %s' % (f, mi, l) if m else f + ' ' + l
        if style == 'fmfull':
            return '%s %s %s' % (f, m, l) if m else f + ' ' + l
        if style == 'lf':
            return l + ', ' + f
        if style == 'lfm':
            return '%s, %s %s' % (l, f, mi) if m else l + ', ' + f
        if style == 'LF':
            return '%s, %s%s' % (l.upper(), f.upper(), (' ' + mi) if m else '')
        if style == 'LFs':
            return '%s %s' % (l.upper(), f)
        if style == 'LFU':
            return '%s %s' % (l.upper(), f.upper())
        if style == 'last':
            return l
        if style == 'LAST':
            return l.upper()
        if style == 'first':
            return f
        if style == 'fi':
            return '%s. %s' % (f[0], l)
        if style == 'fi_nodot':
            return '%s %s' % (f[0], l)
        if style == 'init':
            return (f[0] + (mi or '') + l[0]).upper()
        if style == 'initd':
            return '%s.%s.' % (f[0], l[0])
        if style == 'initl':
            return (f[0] + l[0]).lower()
        if style == 'fl_abbr':
            return '%s %s.' % (f, l[0])
        raise ValueError(style)


def slug(s):
    return ''.join(c for c in s.lower() if c.isalnum())


class World:
    def __init__(self, rng, cc):
        self.r = rng
        self.cc = cc
        self.ss = ch(rng, SYS_STYLES[cc])
        self.ls = ch(rng, LONG_STYLES[cc])
        self.home = ch(rng, P.CITIES[cc])
        self.hosp = ch(rng, P.HOSPITALS[cc])
        self.pt_age = None
        self.mrn_k = None

    # ---------------- people ----------------
    def person(self, sex=None):
        r = self.r
        if sex is None:
            sex = ch(r, ['M', 'F'])
        first = ch(r, P.FIRST_M if sex == 'M' else P.FIRST_F)
        middle = ''
        if chance(r, 0.35):
            middle = ch(r, P.FIRST_M if sex == 'M' else P.FIRST_F)
        last = ch(r, P.LAST)
        if chance(r, 0.06):
            last = ch(r, P.LAST) + '-' + ch(r, P.LAST).replace(' ', '')
        return Person(first, middle, last, sex)

    def staff(self, role):
        r, cc = self.r, self.cc
        p = self.person()
        p.role = role
        if role in ('phys', 'gp', 'sleepdoc', 'occdoc', 'anaes', 'cardio', 'airdoc'):
            p.title = ch(r, ['Dr', 'Dr', 'Dr.', 'Prof'] if role == 'phys' else ['Dr', 'Dr.'])
            p.cred = {'UK': ['MBChB FRCP', 'MB BS MRCP', 'MBChB PhD FRCP', 'BM BCh MRCP(UK)'],
                      'US': ['MD', 'MD', 'DO', 'MD, FCCP', 'MD MPH'],
                      'AU': ['MBBS FRACP', 'MBBS(Hons) FRACP PhD', 'BMed FRACP'],
                      'CA': ['MD FRCPC', 'MD, FRCPC', 'MDCM FRCPC'],
                      'IE': ['MB BCh BAO MRCPI', 'MD FRCPI', 'MB FRCPI'],
                      'NZ': ['MBChB FRACP', 'MBChB FRNZCGP', 'MBChB']}[cc][r.randrange(3)]
            if role == 'gp':
                p.cred = {'UK': 'MRCGP', 'US': 'MD', 'AU': 'FRACGP', 'CA': 'CCFP',
                          'IE': 'MICGP', 'NZ': 'FRNZCGP'}[cc]
        elif role == 'surgeon':
            p.title = ch(r, ['Mr', 'Ms', 'Miss']) if cc in ('UK', 'IE') else 'Dr'
            p.cred = {'UK': 'FRCS', 'IE': 'FRCSI', 'AU': 'FRACS', 'NZ': 'FRACS', 'US': 'MD', 'CA': 'MD FRCSC'}[cc]
        elif role == 'tech':
            p.cred = {'UK': ['Clinical Physiologist', 'Senior Clinical Physiologist',
                             'Clinical Scientist (Respiratory)', 'Healthcare Science Practitioner'],
                      'US': ['RPFT', 'RRT, RPFT', 'CPFT', 'RRT'],
                      'AU': ['CRFS', 'Respiratory Scientist', 'Senior Respiratory Scientist, CRFS'],
                      'CA': ['RRT', 'RRT, CPFT', 'Registered Respiratory Therapist'],
                      'IE': ['Respiratory Physiologist', 'Senior Respiratory Physiologist',
                             'Clinical Measurement Scientist'],
                      'NZ': ['Respiratory Physiologist', 'CRFS', 'Senior Respiratory Physiologist']}[cc]
            p.cred = ch(r, p.cred)
        elif role == 'scorer':
            p.cred = ch(r, ['RPSGT', 'Sleep Scientist', 'CCSH', 'Sleep Technologist'])
        elif role == 'nurse':
            p.cred = ch(r, ['RN', 'RGN', 'Staff Nurse', 'CNS', 'NP'])
        elif role == 'ohn':
            p.cred = ch(r, ['OHN', 'RN (Occ Health)', 'OHA', 'SCPHN(OH)'])
        elif role == 'sec':
            p.cred = ch(r, ['Medical Secretary', 'Booking Clerk', 'Admin Coordinator', 'Receptionist'])
        return p

    def n(self, person, style, typ):
        return (person.fmt(style), typ)

    # ---------------- dates ----------------
    def D(self, d, style=None):
        return (fdate(d, style or self.ss), 'DATE')

    def DL(self, d):
        return (fdate(d, self.ls), 'DATE')

    def rdate(self, y0=2021, y1=2025):
        start = dt.date(y0, 1, 1).toordinal()
        end = dt.date(y1, 6, 30).toordinal()
        return dt.date.fromordinal(self.r.randint(start, end))

    def shift(self, d, lo, hi):
        return d + dt.timedelta(days=self.r.randint(lo, hi))

    def dob_for(self, test_date, age):
        d0 = test_date.toordinal() - age * 365 - self.r.randint(5, 355)
        d = dt.date.fromordinal(d0)
        return d, age_on(d, test_date)

    def age_tok(self, a, word=False):
        return (words(a) if word else str(a), 'AGE')

    # ---------------- places ----------------
    def city(self, home=True):
        return self.home if home else ch(self.r, P.CITIES[self.cc])

    def street(self):
        r, cc = self.r, self.cc
        num = r.randint(100, 9899) if cc in ('US', 'CA') and chance(r, 0.8) else r.randint(1, 240)
        word = ch(r, P.STREET_WORDS + P.STREET_LOCAL[cc])
        s = '%d %s %s' % (num, word, ch(r, P.STREET_SUFFIX[cc]))
        if chance(r, 0.2):
            if cc == 'UK':
                s = 'Flat %d, %s' % (r.randint(1, 24), s)
            elif cc == 'US':
                s = s + ch(r, [', Apt %d%s' % (r.randint(1, 30), ch(r, 'ABCD')), ' Unit %d' % r.randint(1, 300), ' #%d' % r.randint(2, 40)])
            elif cc in ('AU', 'NZ'):
                s = '%d/%s' % (r.randint(1, 20), s)
            elif cc == 'CA':
                s = ch(r, ['%d-%s' % (r.randint(101, 2304), s), s + ', Unit %d' % r.randint(1, 40)])
            else:
                s = 'Apt %d, %s' % (r.randint(1, 30), s)
        return s

    def postcode(self, c):
        r, cc = self.r, self.cc
        if cc == 'UK':
            return '%s%d %d%s' % (c[3], r.randint(1, 28), r.randint(1, 9), letters(r, 2, UKPC))
        if cc == 'US':
            z = c[3] + digits(r, 2)
            return z + ('-' + digits(r, 4) if chance(r, 0.15) else '')
        if cc == 'CA':
            return '%s %d%s%d' % (c[3], r.randint(0, 9), letters(r, 1, 'ABCEGHJKLMNPRSTVWXYZ'), r.randint(0, 9))
        if cc == 'IE':
            return '%s %s%s' % (c[3], ch(r, 'ACDEFHKNPRTVWXY'), ''.join(ch(r, EIR) for _ in range(3)))
        return c[3]

    def addr(self, sep='\n', c=None, country=False, full_state=False):
        """Address as a list of pieces; every part is its own span."""
        r, cc = self.r, self.cc
        c = c or self.home
        out = [(self.street(), 'STREET'), sep]
        if cc == 'UK':
            out += [(c[0], 'CITY')]
            if c[1] and chance(r, 0.4):
                out += [sep, (c[1], 'CITY')]
            out += [sep if sep != ', ' or chance(r, 0.5) else ' ', (self.postcode(c), 'ZIP')]
        elif cc in ('US', 'CA'):
            st = c[1] if full_state else c[2]
            out += [(c[0], 'CITY'), ', ', (st, 'STATE'), ch(r, [' ', '  ']), (self.postcode(c), 'ZIP')]
        elif cc == 'AU':
            st = c[1] if full_state else c[2]
            out += [(c[0].upper() if chance(r, 0.4) else c[0], 'CITY'), ' ', (st, 'STATE'), ' ', (c[3], 'ZIP')]
        elif cc == 'IE':
            out += [(c[0], 'CITY')]
            if chance(r, 0.6):
                out += [sep, 'Co. ', (c[1], 'CITY')]
            out += [sep, (self.postcode(c), 'ZIP')]
        else:
            out += [(c[0], 'CITY'), ' ', (c[3], 'ZIP')]
            if full_state:
                out += [sep, (c[1], 'STATE')]
        if country:
            out += [sep, (ch(r, P.COUNTRY_NAME[cc]), 'COUNTRY')]
        return out

    def hospital(self, other=False):
        return (ch(self.r, P.HOSPITALS[self.cc]) if other else self.hosp, 'HOSPITAL')

    def practice(self):
        return ('%s %s' % (ch(self.r, P.PRACTICE_A), ch(self.r, P.PRACTICE_B[self.cc])), 'HOSPITAL')

    def hosp_short(self):
        h = self.hosp
        return P.HOSP_SHORT.get(h) or ''.join(w[0] for w in h.replace("'s", '').split() if w[0].isupper())

    # ---------------- contacts ----------------
    def phone(self, c=None, kind='land', ext=False):
        r, cc = self.r, self.cc
        c = c or self.home
        a = c[4]
        if kind == 'mobile':
            if cc == 'UK':
                s = ch(r, ['07%s 555%s' % (digits(r, 3), digits(r, 3)), '+44 7%s 555 %s' % (digits(r, 3), digits(r, 3))])
            elif cc in ('US', 'CA'):
                return self.phone(c, 'land')
            elif cc == 'AU':
                s = ch(r, ['04%s 555 %s' % (digits(r, 2), digits(r, 3)), '+61 4%s 555 %s' % (digits(r, 2), digits(r, 3))])
            elif cc == 'IE':
                s = ch(r, ['08%d 555 %s' % (ch(r, [3, 5, 6, 7]), digits(r, 4)), '+353 8%d 555 %s' % (ch(r, [3, 5, 7]), digits(r, 4))])
            else:
                s = ch(r, ['02%d 555 %s' % (ch(r, [1, 2, 7]), digits(r, 4)), '+64 2%d 555 %s' % (ch(r, [1, 7]), digits(r, 4))])
            return s
        if cc == 'UK':
            if len(a) == 3:
                s = '%s %d555 %s' % (a, r.randint(2, 9), digits(r, 4))
            elif len(a) == 4:
                s = ch(r, ['%s 555 %s' % (a, digits(r, 4)), '%s 555%s' % (a, digits(r, 4)), '+44 %s 555 %s' % (a[1:], digits(r, 4))])
            else:
                s = ch(r, ['%s 555%s' % (a, digits(r, 3)), '(%s) 555%s' % (a, digits(r, 3))])
        elif cc in ('US', 'CA'):
            n4 = '01' + digits(r, 2)
            s = ch(r, ['(%s) 555-%s' % (a, n4), '%s-555-%s' % (a, n4), '%s.555.%s' % (a, n4),
                       '+1 %s 555 %s' % (a, n4), '1-%s-555-%s' % (a, n4)])
            if ext:
                s += ch(r, [' ext. %d' % r.randint(100, 9999), ' x%d' % r.randint(100, 9999), ' ext %d' % r.randint(10, 999)])
        elif cc == 'AU':
            s = ch(r, ['(%s) 5550 %s' % (a, digits(r, 4)), '%s 5550 %s' % (a, digits(r, 4)), '+61 %s 5550 %s' % (a[1], digits(r, 4))])
        elif cc == 'IE':
            s = ch(r, ['(%s) 555 %s' % (a, digits(r, 4)), '%s 555 %s' % (a, digits(r, 4)), '+353 %s 555 %s' % (a[1:], digits(r, 4))])
        else:
            s = ch(r, ['(%s) 555 %s' % (a, digits(r, 4)), '%s 555 %s' % (a, digits(r, 4)), '+64 %s 555 %s' % (a[1], digits(r, 4))])
        if ext and cc not in ('US', 'CA'):
            s += ch(r, [' ext %d' % r.randint(2000, 7999), ' x%d' % r.randint(2000, 7999)])
        return s

    def bleep(self):
        r = self.r
        return ch(r, ['555%d' % r.randint(0, 9), '%d555' % r.randint(1, 9), '5%d555' % r.randint(0, 9), '555-%s' % digits(r, 2)])

    def email_staff(self, p, dom=None):
        r = self.r
        dom = dom or self.hosp_domain()
        loc = ch(r, ['%s.%s', '%s.%s', '%s%s', '%s_%s'])
        f, l = slug(p.first), slug(p.last)
        if chance(r, 0.25):
            f = f[0]
        return ('%s@%s' % (loc % (f, l), dom), 'EMAIL')

    def email_dept(self, what):
        return ('%s@%s' % (what, self.hosp_domain()), 'EMAIL')

    def email_pt(self, p):
        r = self.r
        f, l = slug(p.first), slug(p.last)
        loc = ch(r, [f + '.' + l, f + l[:1] + digits(r, 2), f[0] + l, l + f[0] + digits(r, 2), f + '_' + l + digits(r, 1)])
        return ('%s@%s' % (loc, ch(r, ['example.com', 'mail.example.com', 'example.net', 'inbox.example.net', 'example.org'])), 'EMAIL')

    def hosp_domain(self):
        base = slug(self.hosp.split()[0]) if not self.hosp.startswith(('St', 'University', 'Our', 'Te ')) else slug(self.hosp_short())
        return ch(self.r, [base + '.example.org', base + 'health.example.org', base + '.example.net',
                           'resp.' + base + '.example.org'])

    def url(self, kind='lab'):
        r = self.r
        d = self.hosp_domain()
        if kind == 'lab':
            path = ch(r, ['/lungfunction', '/respiratory-physiology', '/services/pft', '/sleep', '/lung-lab/patients'])
            return (ch(r, ['www.' + d + path, 'https://' + d + path, d + path]), 'URL')
        if kind == 'form':
            return ('https://forms.%s/pft-questionnaire?ref=%s' % (ch(r, ['example.org', 'example.net']), letters(r, 3) + digits(r, 4)), 'URL')
        if kind == 'portal':
            return (ch(r, ['https://portal.example.com/', 'https://mychart.example.org/', 'myhealth.example.net/']) + ch(r, ['login', 'results', 'appointments', 'pft']), 'URL')
        return ('https://%s/upload' % d, 'URL')

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return ('10.%d.%d.%d' % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254)), 'IPADDR')
        if k == 1:
            return ('172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254)), 'IPADDR')
        return ('192.168.%d.%d' % (r.randint(0, 254), r.randint(2, 254)), 'IPADDR')

    # ---------------- identifiers ----------------
    def mrn(self):
        r, cc = self.r, self.cc
        if cc == 'UK':
            v = self._pick(['%s%s' % (ch(r, 'KHRJMD'), digits(r, 7)), digits(r, 8), 'RX%s%s' % (ch(r, 'HKLN'), digits(r, 7))])
        elif cc == 'US':
            v = self._pick([digits(r, 8), '00' + digits(r, 7), digits(r, 3) + '-' + digits(r, 2) + '-' + digits(r, 2), 'E' + digits(r, 9)])
        elif cc == 'AU':
            v = self._pick([digits(r, 7), digits(r, 6), 'UR' + digits(r, 7)])
        elif cc == 'CA':
            v = self._pick([digits(r, 7), 'M' + digits(r, 8), digits(r, 2) + '-' + digits(r, 6)])
        elif cc == 'IE':
            v = self._pick([digits(r, 7), '0' + digits(r, 6), digits(r, 6)])
        else:
            v = self._pick(['H' + digits(r, 7), digits(r, 8)])
        return (v, 'MRN')

    def _pick(self, opts):
        if self.mrn_k is None or self.mrn_k >= len(opts):
            self.mrn_k = self.r.randrange(len(opts))
        return opts[self.mrn_k]

    def mrn_label(self):
        return ch(self.r, {'UK': ['Hosp No', 'Hospital No.', 'MRN', 'Unit No'], 'US': ['MRN', 'MRN #', 'Med Rec #'],
                           'AU': ['UR', 'URN', 'MRN', 'UR No.'], 'CA': ['MRN', 'Chart #', 'MRN'],
                           'IE': ['MRN', 'Hosp. No', 'Chart No.'], 'NZ': ['Hosp No', 'MRN']}[self.cc])

    def nhs_number(self):
        r = self.r
        while True:
            ds = [r.randint(0, 9) for _ in range(9)]
            ds[0] = r.randint(4, 7)
            s = sum(d * (10 - i) for i, d in enumerate(ds))
            c = 11 - s % 11
            if c == 11:
                c = 0
            if c != 10:
                break
        x = ''.join(map(str, ds)) + str(c)
        return x[:3] + ' ' + x[3:6] + ' ' + x[6:]

    def natid(self):
        """(label text, (value, 'HEALTHPLAN')) for the national health number / insurance id."""
        r, cc = self.r, self.cc
        if cc == 'UK':
            v = self.nhs_number()
            if chance(r, 0.2):
                v = v.replace(' ', '')
            return ch(r, ['NHS No', 'NHS Number', 'NHS no.', 'NHS#']), (v, 'HEALTHPLAN')
        if cc == 'US':
            k = r.randrange(3)
            if k == 1 and (self.pt_age or 70) < 65:
                k = 0
            if k == 0:
                return 'Member ID', (letters(r, 3) + digits(r, 9), 'HEALTHPLAN')
            if k == 1:
                v = '%d%s%d-%s%d-%s%d%d' % (r.randint(1, 9), letters(r, 2), r.randint(0, 9), letters(r, 2), r.randint(0, 9), letters(r, 2), r.randint(0, 9), r.randint(0, 9))
                return 'Medicare MBI', (v, 'HEALTHPLAN')
            return 'Policy #', ('W' + digits(r, 9), 'HEALTHPLAN')
        if cc == 'AU':
            v = '%d%s %s %d' % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 9))
            if chance(r, 0.3):
                v = v.replace(' ', '')
            return ch(r, ['Medicare No', 'Medicare', 'Medicare #']), (v, 'HEALTHPLAN')
        if cc == 'CA':
            if self.home[2] == 'ON':
                return ch(r, ['OHIP #', 'Health Card', 'HCN']), ('%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)), 'HEALTHPLAN')
            return ch(r, ['PHN', 'Health Card #', 'HSN']), ('9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3)), 'HEALTHPLAN')
        if cc == 'IE':
            if chance(r, 0.6):
                return ch(r, ['Medical Card No', 'GMS No', 'GMS #']), (digits(r, 7) + letters(r, 1), 'HEALTHPLAN')
            return 'Insurance Member No', (letters(r, 2) + digits(r, 8), 'HEALTHPLAN')
        v = ch(r, [letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4), letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 2) + letters(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')])
        return 'NHI', (v, 'HEALTHPLAN')

    def insurance(self):
        r = self.r
        org = ch(r, P.INSURERS[self.cc])
        mem = ch(r, [letters(r, 2) + digits(r, 8), digits(r, 9), letters(r, 3) + '-' + digits(r, 6)])
        grp = ch(r, [digits(r, 6), 'G' + digits(r, 5), letters(r, 2) + digits(r, 4)])
        return (org, 'ORGANIZATION'), (mem, 'HEALTHPLAN'), (grp, 'HEALTHPLAN')

    def ssn(self):
        r, cc = self.r, self.cc
        if cc == 'CA':
            return ('9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3)), 'SSN')
        if cc == 'IE':
            return ('9%s%s' % (digits(r, 6), letters(r, ch(r, [1, 2]), 'ABCDEFGHKLMNPRSTVWX')), 'SSN')
        if chance(r, 0.8):
            return ('9%s-%02d-%s' % (digits(r, 2), r.randint(10, 99), digits(r, 4)), 'SSN')
        return ('000-%02d-%s' % (r.randint(10, 99), digits(r, 4)), 'SSN')

    def account(self):
        r, cc = self.r, self.cc
        v = ch(r, {'UK': ['E' + digits(r, 8), digits(r, 9), 'ATT' + digits(r, 7)],
                   'US': [digits(r, 10), 'FIN' + digits(r, 8), digits(r, 4) + '-' + digits(r, 4), 'V' + digits(r, 9)],
                   'AU': ['V' + digits(r, 8), 'EP' + digits(r, 7), digits(r, 9)],
                   'CA': ['V' + digits(r, 9), digits(r, 10), 'ENC-' + digits(r, 7)],
                   'IE': ['EP' + digits(r, 7), digits(r, 8)],
                   'NZ': ['EV' + digits(r, 7), digits(r, 9)]}[cc])
        return (v, 'ACCOUNT')

    def acct_label(self):
        return ch(self.r, {'UK': ['Episode No', 'Attendance No', 'Episode'], 'US': ['Acct #', 'FIN', 'Encounter #', 'Visit #'],
                           'AU': ['Visit No', 'Episode', 'Encounter'], 'CA': ['Visit #', 'Encounter', 'Acct'],
                           'IE': ['Episode No', 'Encounter'], 'NZ': ['Event No', 'Encounter']}[self.cc])

    def idnum(self, kind='order'):
        r = self.r
        y = r.randint(21, 25)
        if kind == 'order':
            v = ch(r, ['ORD' + digits(r, 8), digits(r, 9), 'RQ-' + digits(r, 7), 'PF%d-%s' % (y, digits(r, 5))])
        elif kind == 'acc':
            v = ch(r, ['PFT-%d-%s' % (2000 + y, digits(r, 5)), 'LF%d/%s' % (y, digits(r, 4)), 'RP%s' % digits(r, 7), 'SL%d-%s' % (y, digits(r, 4))])
        elif kind == 'ubrn':
            v = '%s %s %s' % (digits(r, 4), digits(r, 4), digits(r, 4))
        elif kind == 'ref':
            v = ch(r, ['REF-%s' % digits(r, 6), 'R%d%s' % (y, digits(r, 6)), 'eRef %s' % digits(r, 8)])
            if v.startswith('eRef '):
                v = v[5:]
        elif kind == 'study':
            v = ch(r, ['%s%s' % (letters(r, 2), digits(r, 6)), 'ST-%s' % digits(r, 5), '%d%s' % (2000 + y, digits(r, 4))])
        elif kind == 'ticket':
            v = ch(r, ['WO-%s' % digits(r, 6), 'INC%s' % digits(r, 7), 'SR%s' % digits(r, 6)])
        elif kind == 'emp':
            v = ch(r, ['EMP%s' % digits(r, 5), digits(r, 6), '%s-%s' % (letters(r, 2), digits(r, 4))])
        elif kind == 'courier':
            v = ch(r, ['%s%s' % (letters(r, 2), digits(r, 9)), 'TRK' + digits(r, 10)])
        elif kind == 'pnr':
            v = letters(r, 6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')
        elif kind == 'claim':
            v = ch(r, ['%s%s' % (letters(r, 2), digits(r, 5)), 'CLM-' + digits(r, 7)])
        else:
            v = digits(r, 8)
        return (v, 'IDNUM')

    def license(self, kind='doc'):
        r, cc = self.r, self.cc
        if kind == 'doc':
            if cc == 'UK':
                return 'GMC', (str(r.randint(3, 7)) + digits(r, 6), 'LICENSE')
            if cc == 'US':
                return 'NPI', ('1' + digits(r, 9), 'LICENSE')
            if cc == 'AU':
                return ch(r, ['AHPRA', 'Provider No']), ch(r, [('MED000' + digits(r, 7), 'LICENSE'), (digits(r, 6) + ch(r, '0123456789ABCD') + letters(r, 1), 'LICENSE')])
            if cc == 'CA':
                return ch(r, ['CPSO #', 'Licence #', 'CPSNS']), (digits(r, ch(r, [5, 6])), 'LICENSE')
            if cc == 'IE':
                return 'IMC', (digits(r, 6), 'LICENSE')
            return 'MCNZ', (digits(r, 5), 'LICENSE')
        if kind == 'tech':
            if cc == 'UK':
                return 'HCPC', ('CS' + digits(r, 5), 'LICENSE')
            if cc == 'US':
                return 'NBRC #', (digits(r, 6), 'LICENSE')
            if cc == 'CA':
                return 'CRTO #', (digits(r, 5), 'LICENSE')
            if cc == 'IE':
                return 'CORU', ('CMS' + digits(r, 5), 'LICENSE')
            return 'ANZSRS Cert.', ('CRFS-' + digits(r, 4), 'LICENSE')
        # driver's licence
        if cc == 'UK':
            return 'Driving licence no', ('%s%s%s%s' % (letters(r, 5, 'ABCDEFGHJKLMNPRSTWY'), digits(r, 6), letters(r, 2), digits(r, 1) + letters(r, 2)), 'LICENSE')
        if cc == 'US':
            return ch(r, ["CDL #", "Driver's license #", 'DL#']), (ch(r, [letters(r, 1) + digits(r, 7), digits(r, 9), letters(r, 1) + digits(r, 3) + '-' + digits(r, 4) + '-' + digits(r, 4)]), 'LICENSE')
        if cc == 'AU':
            return "Driver licence no", (digits(r, ch(r, [8, 9])), 'LICENSE')
        if cc == 'CA':
            return "Driver's licence", ('%s%s-%s-%s' % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5)), 'LICENSE')
        if cc == 'IE':
            return 'Driving licence no', (digits(r, 9), 'LICENSE')
        return 'Driver licence', (letters(r, 2) + digits(r, 6), 'LICENSE')

    def sn(self, prefix=None):
        r = self.r
        pre = prefix or ch(r, ['SN', 'SP', 'PX', 'BX', 'CX', 'OX', 'NX', 'RT', 'AD'])
        v = ch(r, ['%s%s' % (pre, digits(r, 7)), '%s-%s-%s' % (pre, digits(r, 2), digits(r, 5)),
                   '%s%s%s' % (digits(r, 2), letters(r, 1), digits(r, 5)), '%s-%s' % (digits(r, 4), digits(r, 4)),
                   '%s%s' % (digits(r, 3), letters(r, 2) + digits(r, 4))])
        return (v, 'DEVICE')

    def plate(self):
        r, cc = self.r, self.cc
        if cc == 'UK':
            v = '%s%02d %s' % (letters(r, 2, 'ABCDEFGHKLMNOPRSVWY'), ch(r, [16, 17, 18, 19, 20, 21, 22, 23, 66, 67, 68, 69, 70, 71, 72]), letters(r, 3))
        elif cc == 'US':
            v = ch(r, ['%d%s%s' % (r.randint(1, 9), letters(r, 3), digits(r, 3)), '%s-%s' % (letters(r, 3), digits(r, 4)), '%s %s' % (letters(r, 3), digits(r, 3))])
        elif cc == 'AU':
            v = ch(r, ['%s-%s' % (letters(r, 3), digits(r, 3)), '%d%s%d%s' % (r.randint(1, 9), letters(r, 2), r.randint(1, 9), letters(r, 2)), '%s %s' % (letters(r, 3), digits(r, 3))])
        elif cc == 'CA':
            v = ch(r, ['%s %s' % (letters(r, 4), digits(r, 3)), '%s %s' % (letters(r, 3), digits(r, 3)), '%s%s%s' % (letters(r, 2), digits(r, 3), letters(r, 1))])
        elif cc == 'IE':
            v = '%d%d-%s-%s' % (r.randint(12, 24), r.randint(1, 2), ch(r, ['G', 'C', 'L', 'KY', 'D', 'WH', 'LH', 'MO', 'SO']), digits(r, ch(r, [3, 4, 5])))
        else:
            v = '%s%s' % (letters(r, 3), digits(r, 3))
        return (v, 'VEHICLE')

    def bioid(self):
        r = self.r
        return (ch(r, ['FP-%s' % digits(r, 5), 'PV-%s' % (letters(r, 2) + digits(r, 6)), 'BIO%s' % digits(r, 7),
                       'IRIS-%s' % digits(r, 6), 'FPT%s' % digits(r, 6)]), 'BIOID')

    def username(self, p):
        r = self.r
        f, l = slug(p.first), slug(p.last)
        v = ch(r, [f[0] + l, f[0] + l + str(r.randint(1, 9)), f + '.' + l, l + f[0], (f[0] + l[:5]).upper(), f[:2] + l[:3] + digits(r, 3)])
        return (v, 'USERNAME')

    def profession(self):
        return ch(self.r, P.PROFESSIONS)

    def org(self):
        return (ch(self.r, P.EMPLOYERS), 'ORGANIZATION')

    def relative(self, sex=None):
        rels = P.RELATIONS
        a = self.pt_age
        if a is not None:
            if a >= 60:
                rels = [x for x in rels if x not in ('mother', 'father')]
            if a < 35:
                rels = [x for x in rels if x not in ('daughter', 'son', 'son-in-law', 'granddaughter', 'niece')]
            if a < 17:
                rels = ['mother', 'father', 'carer', 'sister', 'brother']
        rel = ch(self.r, rels)
        if rel in ('wife', 'daughter', 'mother', 'sister', 'niece', 'granddaughter'):
            sex = 'F'
        elif rel in ('husband', 'son', 'father', 'brother', 'son-in-law'):
            sex = 'M'
        return rel, self.person(sex)

    def room(self):
        r = self.r
        return (ch(r, [str(r.randint(1, 9)), '%d.%02d' % (r.randint(0, 4), r.randint(1, 40)), '%d%s' % (r.randint(1, 6), ch(r, 'ABC')), ch(r, 'ABCD'), 'G%02d' % r.randint(1, 30)]), 'LOCATION_OTHER')
