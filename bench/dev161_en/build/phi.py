"""PHI generators: people, dates, contacts, identifiers, addresses, and a per-case bundle."""
import datetime as dt
import unicodedata

import pools as P

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
          'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
US_AREAS = ['216', '330', '419', '614', '734', '248', '412', '570', '716', '585', '512', '210', '415', '619', '312',
            '404', '919', '804', '206', '503', '612', '414', '617', '201', '615', '502', '303', '602', '314', '515']
CA_AREAS = ['613', '416', '905', '519', '705', '604', '250', '403', '780', '514', '418', '819', '902', '204', '306',
            '506', '709', '343', '647', '587']
LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
PC_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'
VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def ascii_fold(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if c.isalnum() and ord(c) < 128)


class Person:
    def __init__(self, first, last, mid, sex):
        self.first, self.last, self.mid, self.sex = first, last, mid, sex

    def form(self, f):
        fi, li = self.first[0].upper(), self.last[0].upper()
        m = self.mid
        if f == 'full':
            return '%s %s' % (self.first, self.last)
        if f == 'fml':
            return '%s %s. %s' % (self.first, m, self.last) if m else '%s %s' % (self.first, self.last)
        if f == 'lf':
            return '%s, %s' % (self.last, self.first)
        if f == 'lfm':
            return '%s, %s %s.' % (self.last, self.first, m) if m else '%s, %s' % (self.last, self.first)
        if f == 'LF':
            s = '%s, %s' % (self.last.upper(), self.first.upper())
            return s + ' ' + m if m else s
        if f == 'LFc':
            return '%s,%s' % (self.last.upper(), self.first.upper())
        if f == 'fil':
            return '%s. %s' % (fi, self.last)
        if f == 'lfi':
            return '%s, %s.' % (self.last, fi)
        if f == 'LFI':
            return '%s, %s' % (self.last.upper(), fi)
        if f == 'last':
            return self.last
        if f == 'LAST':
            return self.last.upper()
        if f == 'first':
            return self.first
        if f == 'ini':
            return '%s.%s.' % (fi, li)
        if f == 'INI':
            return fi + li
        if f == 'ini3':
            return fi + (m or 'X') + li
        if f == 'low':
            return (fi + li).lower()
        if f == 'last3':
            return self.last[:3].upper() + ', ' + fi
        raise ValueError(f)

    def ascii_first(self):
        return ascii_fold(self.first).lower()

    def ascii_last(self):
        return ascii_fold(self.last).lower()


class Case:
    pass


class Gen:
    def __init__(self, rng, country):
        self.r = rng
        self.country = country
        self.ca = country == 'CA'
        if self.ca:
            self.ds = rng.choice(['iso', 'iso', 'iso', 'dmy_mon', 'd_mon_y', 'mon_d_y', 'dmy_slash', 'DMY'])
        else:
            self.ds = rng.choice(['us', 'us', 'us', 'us_short', 'mon_d_y', 'iso', 'dmy_mon', 'us'])
        self.areas = [rng.choice(CA_AREAS if self.ca else US_AREAS) for _ in range(2)]
        self.used_names = set()

    # ---- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def ri(self, a, b):
        return self.r.randint(a, b)

    def maybe(self, p):
        return self.r.random() < p

    def digits(self, k):
        return ''.join(str(self.r.randint(0, 9)) for _ in range(k))

    def letters(self, k):
        return ''.join(self.r.choice(LETTERS) for _ in range(k))

    # ---- people
    def person(self, sex=None, last=None):
        for _ in range(20):
            sex = sex or self.ch('FM')
            first = self.ch(P.FEMALE if sex == 'F' else P.MALE)
            ln = last or self.ch(P.SURNAMES)
            if last is None and self.maybe(0.05):
                other = self.ch(P.SURNAMES)
                if ' ' not in other and ' ' not in ln and '-' not in ln + other:
                    ln = ln + '-' + other
            if (first, ln) not in self.used_names:
                break
        self.used_names.add((first, ln))
        mid = self.ch(LETTERS) if self.maybe(0.45) else ''
        return Person(first, ln, mid, sex)

    def staff(self, role):
        """role: surg anes crna aa res rn cst pa spd clerk np"""
        p = self.person()
        if role == 'surg':
            cred = self.ch(['MD, FRCSC', 'MD, FRCSC', 'MD']) if self.ca else self.ch(['MD', 'MD', 'DO', 'MD, FACS'])
        elif role == 'anes':
            cred = self.ch(['MD, FRCPC', 'MD']) if self.ca else self.ch(['MD', 'MD', 'DO'])
        elif role == 'crna':
            cred = 'RRT, CAA' if self.ca else self.ch(['CRNA', 'CRNA', 'CAA'])
        elif role == 'res':
            cred = self.ch(['MD (PGY-3)', 'MD, resident', 'MD (PGY-2)', 'MD (PGY-4)'])
        elif role == 'rn':
            cred = self.ch(['RN', 'RN', 'RN, CNOR', 'RN, BScN']) if self.ca else self.ch(['RN', 'RN', 'RN, CNOR', 'BSN, RN'])
        elif role == 'cst':
            cred = self.ch(['RPN', 'OR Tech']) if self.ca else self.ch(['CST', 'CST', 'ST'])
        elif role == 'pa':
            cred = self.ch(['PA-C', 'NP', 'RNFA'])
        elif role == 'spd':
            cred = self.ch(['CRCST', 'CRCST', 'CIS', 'SPD Tech II', 'MDRT'])
        else:
            cred = ''
        p.cred = cred
        return p

    def username(self, p, style=None):
        f, l = p.ascii_first(), p.ascii_last()
        st = style or self.ri(0, 6)
        if st == 0:
            return f[0] + l[:7] + str(self.ri(1, 9))
        if st == 1:
            return f + '.' + l
        if st == 2:
            return l[:6] + f[:2]
        if st == 3:
            return ('rn.' if 'RN' in getattr(p, 'cred', '') else f[0] + '.') + f[0] + l
        if st == 4:
            return f[0] + (p.mid.lower() or 'x') + l[:6]
        if st == 5:
            return l + str(self.ri(10, 99))
        return f[:3] + l[:3] + str(self.ri(100, 999))

    # ---- dates and times
    def date(self, y0=2022, y1=2025):
        d0 = dt.date(y0, 1, 1)
        return d0 + dt.timedelta(days=self.ri(0, (dt.date(y1, 12, 31) - d0).days))

    def workday(self):
        d = self.date()
        while d.weekday() > 4:
            d += dt.timedelta(days=1)
        return d

    def d(self, d, st=None):
        st = st or self.ds
        m, dd, y = d.month, d.day, d.year
        if st == 'us':
            return '%02d/%02d/%d' % (m, dd, y)
        if st == 'us_short':
            return '%d/%d/%02d' % (m, dd, y % 100)
        if st == 'us_nz':
            return '%d/%d/%d' % (m, dd, y)
        if st == 'iso':
            return d.isoformat()
        if st == 'dmy_mon':
            return '%02d-%s-%d' % (dd, MONTHS[m - 1][:3], y)
        if st == 'DMY':
            return '%02d%s%d' % (dd, MONTHS[m - 1][:3].upper(), y)
        if st == 'd_mon_y':
            return '%d %s %d' % (dd, MONTHS[m - 1][:3], y)
        if st == 'mon_d_y':
            return '%s %d, %d' % (MONTHS[m - 1][:3], dd, y)
        if st == 'long':
            return '%s %d, %d' % (MONTHS[m - 1], dd, y)
        if st == 'dlong':
            return '%d %s %d' % (dd, MONTHS[m - 1], y)
        if st == 'dmy_slash':
            return '%02d/%02d/%d' % (dd, m, y)
        if st == 'wd_md':
            return '%s %d/%d' % (WEEKDAYS[d.weekday()][:3], m, dd)
        if st == 'wd_long':
            return '%s, %s %d, %d' % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
        if st == 'wd_iso':
            return '%s %s' % (WEEKDAYS[d.weekday()][:3], d.isoformat())
        if st == 'md':
            return '%d/%d' % (m, dd)
        if st == 'mon_y':
            return '%s %d' % (MONTHS[m - 1], y)
        if st == 'mon3_y':
            return '%s %d' % (MONTHS[m - 1][:3], y)
        if st == 'y':
            return str(y)
        if st == 'wd':
            return WEEKDAYS[d.weekday()]
        raise ValueError(st)

    def dnarr(self, d):
        """A date as written in narrative text."""
        if self.ca:
            return self.d(d, self.ch(['iso', 'long', 'dlong', 'mon_d_y', 'd_mon_y', self.ds]))
        return self.d(d, self.ch(['us', 'us_nz', 'long', 'mon_d_y', 'us_short', self.ds]))

    def tm(self, h, m, st=0):
        h %= 24
        if st == 0:
            return '%02d:%02d' % (h, m)
        if st == 1:
            return '%02d%02d' % (h, m)
        return '%d:%02d %s' % ((h - 1) % 12 + 1, m, 'AM' if h < 12 else 'PM')

    def plus(self, d, days):
        return d + dt.timedelta(days=days)

    def dob(self, age, ref):
        y = ref.year - age
        d = dt.date(y, 1, 1) + dt.timedelta(days=self.ri(0, 364))
        if (d.month, d.day) > (ref.month, ref.day):
            d = dt.date(y - 1, d.month, min(d.day, 28))
        return d

    # ---- contacts
    def phone(self, ext=False, st=None):
        a = self.ch(self.areas) if self.maybe(0.7) else self.ch(CA_AREAS if self.ca else US_AREAS)
        num = '555-01%02d' % self.ri(0, 99) if self.maybe(0.5) else '555-%04d' % self.ri(100, 9999)
        st = self.ri(0, 5) if st is None else st
        if st in (0, 1):
            s = '%s-%s' % (a, num)
        elif st == 2:
            s = '(%s) %s' % (a, num)
        elif st == 3:
            s = '%s.%s' % (a, num.replace('-', '.'))
        elif st == 4:
            s = '+1 %s %s' % (a, num.replace('-', ' '))
        else:
            s = '1-%s-%s' % (a, num)
        if ext:
            s += self.ch([' ext. ', ' ext ', ' x', ' x ', ' local ']) + str(self.ri(100, 8999))
        return s

    def ext(self):
        return str(self.ri(2000, 7999))

    def pager(self):
        return self.ch(['%d-%04d' % (self.ri(2, 8), self.ri(0, 9999)), '%05d' % self.ri(10000, 99999),
                        '%d-%03d' % (self.ri(1, 9), self.ri(0, 999))])

    def email(self, p=None, dept=None):
        dom = self.ch(['example.org', 'example.com', 'example.net'])
        if p is None:
            base = dept or self.ch(['orbooking', 'periop.scheduling', 'pat.clinic', 'surgery.intake', 'spd.desk'])
            if self.maybe(0.5):
                dom = self.ch(['health', 'hosp', 'periop', 'mail']) + '.' + dom
            return base + '@' + dom
        f, l = p.ascii_first(), p.ascii_last()
        local = self.ch([f + '.' + l, f[0] + l, f + l[0] + str(self.ri(1, 99)), l + '.' + f[0], f + '_' + l])
        return local + '@' + dom

    def url(self, slug=None):
        dom = self.ch(['example.org', 'example.com', 'example.net'])
        path = slug or self.ch(['surgery/prep', 'preop-video', 'consent/review', 'mychart/login', 'periop/instructions',
                                'patient-portal', 'orthojoint/class', 'forms/anesthesia-questionnaire'])
        st = self.ri(0, 3)
        if st == 0:
            return 'https://portal.%s/%s' % (dom, path)
        if st == 1:
            return 'www.%s/%s' % (dom, path)
        if st == 2:
            return 'https://%s/%s?id=%s' % (dom, path, self.digits(6))
        return 'http://health.%s/%s' % (dom, path)

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            return '10.%d.%d.%d' % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254))
        if k == 1:
            return '172.%d.%d.%d' % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))
        return '192.168.%d.%d' % (self.ri(0, 255), self.ri(1, 254))

    # ---- identifiers
    def mrn_fmt(self):
        return self.ri(0, 5)

    def mrn(self, st=0):
        if st == 0:
            return self.digits(8)
        if st == 1:
            return 'E' + self.digits(7)
        if st == 2:
            return '%s-%s-%s' % (self.digits(3), self.digits(3), self.digits(2))
        if st == 3:
            return 'M' + self.digits(9)
        if st == 4:
            return ('H' if self.ca else 'R') + self.digits(7)
        return self.digits(7)

    def acct(self):
        return self.ch(['V' + self.digits(9), 'ENC-' + self.digits(7), self.digits(10), self.digits(4) + '-' + self.digits(4),
                        'A' + self.digits(8)])

    def caseid(self, d=None):
        y = (d.year % 100) if d else self.ri(22, 25)
        return self.ch(['SC-%02d-%s' % (y, self.digits(6)), 'OR%s' % self.digits(8), 'C%02d-%s' % (y, self.digits(5)),
                        'SURG-%s' % self.digits(7), '%02d-%s' % (y, self.digits(6))])

    def accession(self, d=None):
        y = (d.year % 100) if d else self.ri(22, 25)
        return self.ch(['S%02d-%d' % (y, self.ri(100, 39999)), 'SP-%02d-%s' % (y, self.digits(6)),
                        'FS%02d-%d' % (y, self.ri(10, 999)), 'SG%02d-%s' % (y, self.digits(5))])

    def order(self):
        return self.ch(['ORD' + self.digits(8), self.digits(9), 'RX-' + self.digits(7), 'O' + self.digits(10)])

    def member(self):
        return self.ch([self.letters(3) + self.digits(6), 'W' + self.digits(9), self.digits(8) + '-0' + str(self.ri(1, 4)),
                        self.letters(2) + self.digits(7) + self.letters(1), 'U' + self.digits(8) + '01'])

    def group(self):
        return self.ch([self.digits(6), 'GRP-' + self.digits(5), self.letters(1) + self.digits(5), self.digits(5) + '-' + self.letters(2)])

    def healthcard(self, prov='ON'):
        if prov == 'ON':
            return '%s %s %s %s' % (self.digits(4), self.digits(3), self.digits(3), self.letters(2))
        if prov == 'BC':
            return '9%s %s %s' % (self.digits(3), self.digits(3), self.digits(3))
        if prov == 'QC':
            return '%s %s %s' % (self.letters(4), self.digits(4), self.digits(4))
        if prov == 'AB':
            return '%s-%s' % (self.digits(5), self.digits(4))
        return self.digits(9)

    def ssn(self):
        if self.ca:
            return self.ch(['9%s %s %s' % (self.digits(2), self.digits(3), self.digits(3)),
                            '9%s-%s-%s' % (self.digits(2), self.digits(3), self.digits(3))])
        return self.ch(['9%s-%s-%s' % (self.digits(2), self.digits(2), self.digits(4)),
                        '000-%s-%s' % (self.digits(2), self.digits(4)), '9' + self.digits(8)])

    def npi(self):
        return self.ch('12') + self.digits(9)

    def dea(self, p):
        return self.ch('ABFM') + ascii_fold(p.last)[0].upper() + self.digits(7)

    def med_license(self):
        if self.ca:
            return self.ch([self.digits(5), self.digits(6), 'CPS-' + self.digits(5)])
        return self.ch(['MD' + self.digits(6), 'A' + self.digits(5), 'G' + self.digits(5), '%s-%s' % (self.letters(2), self.digits(6))])

    def drivers(self):
        if self.ca:
            return '%s%s-%s-%s' % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
        return self.ch([self.letters(1) + self.digits(7), '%s%s-%s-%s' % (self.letters(1), self.digits(3), self.digits(4), self.digits(4)),
                        self.digits(9)])

    def serial(self):
        return self.ch([self.letters(3) + self.digits(6), self.digits(4) + '-' + self.digits(4) + '-' + self.letters(1),
                        self.letters(2) + self.digits(7) + self.letters(1), self.digits(10), 'SN' + self.digits(8),
                        self.letters(1) + self.digits(2) + self.letters(1) + self.digits(5)])

    def udi(self):
        return '(01)%s(21)%s' % (self.digits(14), self.letters(2) + self.digits(6))

    def tray_barcode(self):
        return self.ch(['T' + self.digits(7), 'TRY-' + self.digits(6), 'IS' + self.digits(6), 'SET-%s-%s' % (self.digits(3), self.digits(2))])

    def plate(self):
        if self.ca:
            return self.ch(['%s %s' % (self.letters(4), self.digits(3)), '%s%s %s' % (self.digits(3), self.letters(1), self.digits(3)),
                            '%s %s' % (self.letters(2), self.digits(3) + self.letters(1))])
        return self.ch([self.digits(1) + self.letters(3) + self.digits(3), '%s-%s' % (self.letters(3), self.digits(4)),
                        '%s %s' % (self.letters(3), self.digits(3)), self.letters(2) + self.digits(5)])

    def vin(self):
        return ''.join(self.ch(VIN_CH) for _ in range(17))

    def bioid(self):
        return self.ch(['PV-' + self.digits(6), 'FP-' + self.digits(5), 'BIO-%s-%s' % (self.digits(4), self.letters(1)),
                        'PVS' + self.digits(7), 'BX' + self.digits(6)])

    # ---- places and organisations
    def hospital(self):
        return self.ch(P.CA_HOSPITALS if self.ca else P.US_HOSPITALS)

    def unit(self):
        return self.ch(P.UNITS)

    def room(self):
        return str(self.ri(1, 24)) if self.maybe(0.8) else '%02d' % self.ri(1, 24)

    def bed(self):
        return self.ch([str(self.ri(1, 24)), str(self.ri(1, 24)) + self.ch('AB'), '%d%02d' % (self.ri(2, 9), self.ri(1, 40)),
                        '%d%02d-%s' % (self.ri(2, 9), self.ri(1, 40), self.ch('AB12'))])

    def city(self):
        return self.ch(P.CA_CITIES if self.ca else P.US_CITIES)

    def state(self):
        if self.ca:
            pv = self.ch(P.CA_PROVS)
            return pv[0], pv[1], pv[2]
        st = self.ch(P.US_STATES)
        return st[0], st[1], None

    def zipcode(self, first=None):
        if self.ca:
            a = self.ch(first or 'KLMN')
            return '%s%d%s %d%s%d' % (a, self.ri(0, 9), self.ch(PC_LETTERS), self.ri(0, 9), self.ch(PC_LETTERS), self.ri(0, 9))
        z = '%05d' % self.ri(1001, 99950)
        return z + '-' + self.digits(4) if self.maybe(0.15) else z

    def street(self):
        s = '%d %s %s' % (self.ri(2, 9899), self.ch(P.STREET_NAMES), self.ch(P.STREET_SUFFIX))
        if self.maybe(0.25):
            s += self.ch([', Apt ', ' Apt ', ', Unit ', ' #', ', Suite ']) + str(self.ri(1, 1800))
        elif self.ca and self.maybe(0.12):
            s = '%d-%s' % (self.ri(1, 2200), s)
        return s

    def address(self):
        name, abbr, pcl = self.state()
        return {'street': self.street(), 'city': self.city(), 'state': name, 'st': abbr,
                'zip': self.zipcode(pcl)}

    def employer(self):
        return self.ch(P.EMPLOYERS)

    def insurer(self):
        return self.ch(P.CA_EXT_INSURERS if self.ca else P.INSURERS)

    def profession(self):
        return self.ch(P.PROFESSIONS)

    def country_name(self):
        return self.ch(P.COUNTRIES)

    def country_lang(self):
        return self.ch(P.COUNTRY_LANG)

    def workday_near(self, d, lo, hi):
        x = d + dt.timedelta(days=self.ri(lo, hi))
        while x.weekday() > 4:
            x += dt.timedelta(days=1)
        return x

    # ---- a surgical case bundle
    def case(self, hosp=None, date=None, proc=None, mrn_st=None):
        c = Case()
        c.hosp = hosp or self.hospital()
        c.date = date or self.workday()
        c.proc = proc or self.ch(P.PROCEDURES)
        male_only = c.proc[1] in ('52601',)
        female_only = c.proc[2] == 'Gyn' or (c.proc[1] == '19301' and self.maybe(0.97))
        c.pt = self.person(sex='M' if male_only else ('F' if female_only else None))
        if c.proc[2] == 'ENT' and c.proc[1] == '42820':
            c.age = self.ri(3, 14)
        elif c.proc[2] == 'Ortho' and c.proc[7] in ('tka', 'tha', 'hemi'):
            c.age = self.ri(52, 96)
        elif c.proc[1] in ('66984', '33208', '52601'):
            c.age = self.ri(58, 94)
        elif c.proc[1] == '33533':
            c.age = self.ri(46, 84)
        else:
            c.age = self.ri(18, 88)
        c.sex = c.pt.sex
        c.dob = self.dob(c.age, c.date)
        c.mrn = self.mrn(self.ri(0, 5) if mrn_st is None else mrn_st)
        c.acct = self.acct()
        c.caseid = self.caseid(c.date)
        c.surgeon = self.staff('surg')
        c.anes = self.staff('anes')
        c.crna = self.staff('crna')
        c.res = self.staff('res')
        c.circ = self.staff('rn')
        c.scrub = self.staff('cst')
        c.room = self.room()
        c.start_h = self.ri(7, 15)
        c.start_m = self.ch([0, 15, 30, 45, 0, 30])
        c.mins = max(20, c.proc[6] + self.ri(-20, 40))
        c.asa = self.ch(P.ASA)
        c.allergy = self.ch(P.ALLERGIES)
        c.pmh = self.r.sample(P.PMH, self.ri(0, 3))
        c.wt = self.ri(18, 40) if c.age < 15 else self.ri(48, 142)
        c.ht = self.ri(100, 160) if c.age < 15 else self.ri(150, 193)
        return c

    def agesex(self, c, st=None):
        """Segments for an age/sex token: the age is the span, never the sex letter."""
        st = self.ri(0, 7) if st is None else st
        a = str(c.age)
        if st == 0:
            return [(a, 'AGE'), c.sex]
        if st == 1:
            return [(a, 'AGE'), ' ', c.sex]
        if st == 2:
            return [(a, 'AGE'), '/', c.sex]
        if st == 3:
            return [(a, 'AGE'), 'y ', c.sex]
        if st == 4:
            return [(a, 'AGE'), 'yo ', c.sex]
        if st == 5:
            return [c.sex, '/', (a, 'AGE')]
        if st == 6:
            return [(a, 'AGE'), ' y/o ', {'F': 'female', 'M': 'male'}[c.sex]]
        return [(a, 'AGE'), {'F': 'F', 'M': 'M'}[c.sex]]
