"""Core of the dev382 builder: the single-pass Note assembler, formatters and the case generator."""
import datetime
import unicodedata

import pools as P
from fmt import MONTHS, WEEKDAYS, DATE_STYLES, fmt_date, num_words

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}

TYPOS = [('patient', 'pateint'), ('mobilising', 'mobilsing'), ('received', 'recieved'), ('swelling', 'swellling'),
         ('wound', 'woudn'), ('tolerating', 'tolerting'), ('comfortable', 'comfortble'),
         ('independent', 'independant'), ('exercises', 'excercises'), ('haemoglobin', 'haemaglobin'),
         ('satisfactory', 'satisfactroy'), ('the ', 'teh '), ('with ', 'wiht ')]


class Note:
    """Assemble a note piece by piece; PHI pieces are (value, type) tuples and get their offsets as they land."""

    def __init__(self, rng, lower=False, typo_rate=0.0):
        self.rng = rng
        self.parts = []
        self.pos = 0
        self.spans = []
        self.lower = lower
        self.typo_rate = typo_rate

    def add(self, *xs):
        for x in xs:
            if x is None:
                continue
            if isinstance(x, list):
                self.add(*x)
            elif isinstance(x, tuple):
                val, typ = x
                if self.lower:
                    val = val.lower()
                start = self.pos
                self.parts.append(val)
                self.pos += len(val)
                self.spans.append({'start': start, 'end': self.pos, 'label': TYPE_LABEL[typ],
                                   'type': typ, 'text': val})
            elif x:
                if self.typo_rate:
                    for a, b in TYPOS:
                        if a in x and self.rng.random() < self.typo_rate:
                            x = x.replace(a, b, 1)
                if self.lower:
                    x = x.lower()
                self.parts.append(x)
                self.pos += len(x)
        return self

    def text(self):
        return ''.join(self.parts)


# ------------------------------------------------------------------ small helpers
def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(pool) for _ in range(n))


def wchoice(rng, weights):
    keys = sorted(k for k in weights if weights[k] > 0)
    tot = sum(weights[k] for k in keys)
    x = rng.random() * tot
    for k in keys:
        x -= weights[k]
        if x < 0:
            return k
    return keys[-1]


def ascii_slug(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(ch for ch in s if ch.isascii() and (ch.isalnum())).lower()


US_AREA = {'OH': ['614', '937'], 'WI': ['608'], 'ID': ['208'], 'AZ': ['520'], 'NC': ['919'], 'WA': ['509'],
           'NE': ['402'], 'NY': ['518'], 'PA': ['570'], 'ME': ['207'], 'KY': ['859'], 'MN': ['218'],
           'CA': ['559'], 'GA': ['706'], 'OK': ['918'], 'AL': ['251'], 'CO': ['970'], 'VT': ['802'],
           'MA': ['508'], 'MT': ['406'], 'SD': ['605'], 'IN': ['765'],
           'ON': ['613', '905', '519', '705', '807'], 'NS': ['902'], 'NB': ['506'], 'SK': ['306'],
           'BC': ['250'], 'AB': ['403'], 'MB': ['204'], 'QC': ['819'], 'PE': ['902'], 'NL': ['709']}
GB_AREA = ['0113', '01392', '0161', '01865', '0121', '01603', '01228', '01539', '01743', '01793', '0191',
           '01823', '01942', '01246', '01248', '01536', '01434']


class Person:
    def __init__(self, first, last, sex, middle=None, origin=''):
        self.first, self.last, self.sex, self.middle, self.origin = first, last, sex, middle, origin
        self.title = 'Mr' if sex == 'M' else 'Mrs'
        self.role = ''
        self.creds = ''
        self.typ = 'PATIENT'

    def last_word(self):
        return self.last.split()[-1].replace("'", '')

    def initials(self, dots=False):
        a, b = self.first[0].upper(), self.last_word()[0].upper()
        return ('%s.%s.' % (a, b)) if dots else a + b

    def render(self, style, typ=None, title=None):
        """Return note pieces for this person; titles stay outside the span."""
        t = typ or self.typ
        title = self.title if title is None else title
        f, l, m = self.first, self.last, self.middle
        if style == 'full':
            return [(f + ' ' + l, t)]
        if style == 'full_mid':
            return [(f + ' ' + (m[0] + '. ' if m else '') + l, t)]
        if style == 'title_last':
            return [title + ' ', (l, t)]
        if style == 'title_full':
            return [title + ' ', (f + ' ' + l, t)]
        if style == 'title_init':
            return [title + ' ', (f[0] + '. ' + l, t)]
        if style == 'init_last':
            return [(f[0] + ' ' + l, t)]
        if style == 'init_dot_last':
            return [(f[0] + '. ' + l, t)]
        if style == 'last_first':
            return [(l.upper() + ', ' + f + ((' ' + m[0]) if m else ''), t)]
        if style == 'Last_first':
            return [(l + ', ' + f, t)]
        if style == 'upper':
            return [((f + ' ' + l).upper(), t)]
        if style == 'first':
            return [(f, t)]
        if style == 'nick':
            return [(P.NICKNAMES.get(f, f), t)]
        if style == 'last':
            return [(l, t)]
        if style == 'initials':
            return [(self.initials(), t)]
        if style == 'initials_dot':
            return [(self.initials(True), t)]
        if style == 'lower_init':
            return [(self.initials().lower(), t)]
        raise ValueError(style)

    def username(self, rng):
        f, l = ascii_slug(self.first), ascii_slug(self.last)
        k = rng.randrange(6)
        if k == 0:
            return f[0] + l + str(rng.randrange(1, 9))
        if k == 1:
            return f + '.' + l
        if k == 2:
            return (l + f[0])[:8]
        if k == 3:
            return f[:2] + l[:4] + digits(rng, 2)
        if k == 4:
            return l + '_' + f[0]
        return f[0] + l[:6]


def make_person(rng, country, sex=None, typ='PATIENT'):
    origin = wchoice(rng, P.ORIGIN_WEIGHTS[country])
    fem, mal, sur = P.ORIGINS[origin]
    sex = sex or rng.choice('FM')
    first = rng.choice(fem if sex == 'F' else mal)
    last = rng.choice(sur)
    if rng.random() < 0.08:
        o2 = wchoice(rng, P.ORIGIN_WEIGHTS[country])
        last = rng.choice(P.ORIGINS[o2][2])
    middle = None
    if rng.random() < 0.45:
        middle = rng.choice(fem if sex == 'F' else mal)
    p = Person(first, last, sex, middle, origin)
    p.typ = typ
    if sex == 'F':
        p.title = rng.choice(['Mrs', 'Ms', 'Mrs', 'Miss']) if country != 'US' else rng.choice(['Mrs.', 'Ms.'])
    else:
        p.title = 'Mr' if country != 'US' else 'Mr.'
    return p


class Ctx:
    """Everything about one case: the country, the people, the places, the dates and the identifiers."""

    def __init__(self, rng, country):
        self.rng = rng
        self.C = country
        self.us = country == 'US'
        self.ds = rng.choice(DATE_STYLES[country])
        r = rng
        self.loc = {
            'ortho': 'Orthopedic' if self.us or (country == 'CA' and r.random() < 0.5) else 'Orthopaedic',
            'anaes': 'Anesthesia' if self.us else 'Anaesthetic',
            'thr': 'THA' if country in ('US', 'CA') else r.choice(['THR', 'THR', 'THA']),
            'tkr': 'TKA' if country in ('US', 'CA') else r.choice(['TKR', 'TKR', 'TKA']),
            'physio': 'PT' if self.us else 'Physio',
            'gp': 'PCP' if self.us else ('family physician' if country == 'CA' else 'GP'),
        }
        self.pt = make_person(r, country)
        self.age = r.randrange(46, 91) if r.random() < 0.93 else r.randrange(38, 46)
        # surgery date and the pathway around it
        self.op = datetime.date(2022, 1, 3) + datetime.timedelta(days=r.randrange(0, 1300))
        if self.op.weekday() >= 5:
            self.op += datetime.timedelta(days=7 - self.op.weekday())
        bd = self.op - datetime.timedelta(days=365 * self.age + r.randrange(1, 360))
        self.dob = bd
        self.age = (self.op.year - bd.year) - ((self.op.month, self.op.day) < (bd.month, bd.day))
        self.listed = self.op - datetime.timedelta(days=r.randrange(60, 330))
        self.referral = self.listed - datetime.timedelta(days=r.randrange(30, 150))
        self.preop = self.op - datetime.timedelta(days=r.randrange(14, 56))
        self.school = self.preop + datetime.timedelta(days=r.randrange(1, (self.op - self.preop).days - 4))
        for k in ('preop', 'school'):
            v = getattr(self, k)
            if v.weekday() >= 5:
                setattr(self, k, v - datetime.timedelta(days=v.weekday() - 4))
        self.los = r.choice([0, 1, 1, 2, 2, 2, 3, 3, 4, 5])
        self.dc = self.op + datetime.timedelta(days=self.los)
        self.fu = self.op + datetime.timedelta(days=r.randrange(38, 50))
        self.joint = r.choice(['hip', 'knee', 'knee', 'hip', 'knee'])
        self.side = r.choice(['left', 'right'])
        if self.joint == 'hip':
            self.proc = r.choice(['THR cemented', 'THR uncemented', 'THR hybrid', 'THR hybrid', 'THR uncemented'])
            self.indication = r.choice(P.HIP_INDICATIONS)
        else:
            self.proc = r.choice(['TKR', 'TKR', 'TKR', 'UKR'])
            self.indication = r.choice(P.KNEE_INDICATIONS)
        # address
        t = r.choice(P.TOWNS[country])
        self.town = t[0]
        if country in ('US', 'CA', 'AU'):
            self.state_abbr, self.state_full = t[1], t[2]
            pre = t[3]
        else:
            self.state_abbr = self.state_full = t[1]
            pre = t[2]
        self.county = t[1] if country in ('GB', 'IE') else None
        self.region = t[1] if country == 'NZ' else None
        self.zip = self.postcode(pre)
        self.street = self.street_line()
        self.email = self.make_email(self.pt)
        self.home_phone = self.phone('land')
        self.mobile = self.phone('mobile')
        # care sites
        self.hosp = r.choice(P.HOSPITALS[country])
        self.hosp2 = r.choice([h for h in P.HOSPITALS[country] if h != self.hosp])
        self.practice = r.choice(P.PRACTICES[country])
        self.ward = r.choice(P.US_UNITS if country in ('US', 'CA') and r.random() < 0.7 else P.WARDS)
        self.bed = str(r.randrange(1, 29)) if r.random() < 0.7 else r.choice('ABCD') + str(r.randrange(1, 9))
        self.bay = str(r.randrange(1, 7))
        self.theatre = str(r.randrange(1, 12))
        self.building = r.choice(P.BUILDINGS)
        slug = ascii_slug(self.hosp.split()[0])
        self.hosp_dom = slug + '.' + r.choice(['example.org', 'example.net', 'example.com'])
        self.switch = self.phone('land')
        self.fax = self.phone('land')
        self.sec_phone = self.switch_ext()
        # people
        self.surgeon = self.clinician('surgeon')
        self.reg = self.clinician('registrar')
        self.anaes = self.clinician('anaesthetist')
        self.physio = self.clinician('physio')
        self.physio2 = self.clinician('physio')
        self.nurse = self.clinician('nurse')
        self.nurse2 = self.clinician('nurse')
        self.gp = self.clinician('gp')
        self.ot = self.clinician('ot')
        self.pharm = self.clinician('pharmacist')
        self.fam = make_person(r, country, typ='FAMILY')
        self.rel = r.choice(P.RELATIONS)
        if self.rel in ('wife', 'daughter', 'niece', 'granddaughter', 'sister', 'daughter-in-law'):
            self.fam = make_person(r, country, sex='F', typ='FAMILY')
        elif self.rel in ('husband', 'son', 'nephew', 'grandson', 'brother', 'son-in-law'):
            self.fam = make_person(r, country, sex='M', typ='FAMILY')
        if self.rel in ('wife', 'husband', 'son', 'daughter', 'granddaughter', 'grandson', 'brother') and \
                r.random() < 0.7:
            self.fam.last = self.pt.last
        self.prof = r.choice(P.PROFESSIONS + (P.US_PROFESSIONS if self.us else []))
        self.retired = self.prof.startswith('retired') or (self.age > 68 and r.random() < 0.6)
        self.employer = r.choice(P.EMPLOYERS)
        # identifiers
        self.mrn = self.make_mrn()
        self.hp = self.make_healthplan()
        self.ssn = self.make_ssn()
        self.acct = self.make_account()

    # ---------------------------------------------------------------- dates
    def d(self, date, style=None):
        return (fmt_date(date, style or self.ds), 'DATE')

    def d_alt(self, date):
        return (fmt_date(date, self.rng.choice(DATE_STYLES[self.C])), 'DATE')

    def d_short(self, date, weekday=False):
        if self.C in ('US', 'CA'):
            s = '%d/%d' % (date.month, date.day)
        else:
            s = '%02d/%02d' % (date.day, date.month)
        if weekday:
            s = WEEKDAYS[date.weekday()][:3] + ' ' + s
        return (s, 'DATE')

    def d_long_wd(self, date):
        wd = WEEKDAYS[date.weekday()]
        if self.C in ('US', 'CA'):
            return ('%s, %s %d, %d' % (wd, MONTHS[date.month - 1], date.day, date.year), 'DATE')
        return ('%s %d %s %d' % (wd, date.day, MONTHS[date.month - 1], date.year), 'DATE')

    def d_month(self, date):
        return ('%s %d' % (MONTHS[date.month - 1], date.year), 'DATE')

    def d_year(self, date):
        return (str(date.year), 'DATE')

    # ----------------------------------------------------------------- ages
    def age_p(self, style=None, age=None):
        a = self.age if age is None else age
        st = style or self.rng.choice(['yo', 'year-old', 'yrs', 'sexage', 'aged', 'yo_compact'])
        sx = self.pt.sex
        if st == 'yo':
            return [(str(a), 'AGE'), ' yo']
        if st == 'yo_compact':
            return [(str(a), 'AGE'), 'yo']
        if st == 'year-old':
            return [(str(a), 'AGE'), '-year-old']
        if st == 'yrs':
            return [(str(a), 'AGE'), ' yrs']
        if st == 'sexage':
            return [(str(a), 'AGE'), sx]
        if st == 'words':
            return [(num_words(a), 'AGE'), '-year-old']
        return ['aged ', (str(a), 'AGE')]

    # ----------------------------------------------------------- locations
    def postcode(self, pre):
        r = self.rng
        C = self.C
        if C == 'GB':
            return '%s%d %d%s' % (pre, r.randrange(1, 30), r.randrange(1, 10), letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        if C == 'IE':
            return '%s %s%s%s%s' % (pre, r.choice('ACDEFHKNPRTVWXY'), r.randrange(10), r.choice('ACDEFHKNPRTVWXY'),
                                    letters(r, 1, 'ACDEFHKNPRTVWXY0123456789'))
        if C == 'US':
            return pre + digits(r, 2)
        if C == 'CA':
            return '%s %d%s%d' % (pre, r.randrange(10), letters(r, 1, 'ABCEGHJKLMNPRSTVWXYZ'), r.randrange(10))
        return pre

    def street_line(self):
        r = self.rng
        C = self.C
        st = r.choice(P.STREET_STEMS[C]) + ' ' + r.choice(P.STREET_TYPES[C])
        n = str(r.randrange(1, 240))
        k = r.random()
        if C == 'US' and k < 0.25:
            return '%s %s, Apt %s' % (n + digits(r, 1), st, r.choice(['2B', '4', '11', '3C', '105']))
        if C == 'US':
            return '%s %s' % (n + digits(r, r.randrange(0, 3)), st)
        if C == 'AU' and k < 0.3:
            return '%d/%s %s' % (r.randrange(1, 12), n, st)
        if C == 'NZ' and k < 0.2:
            return '%d/%s %s' % (r.randrange(1, 8), n, st)
        if C in ('GB', 'IE') and k < 0.15:
            return 'Flat %d, %s %s' % (r.randrange(1, 20), n, st)
        if C == 'IE' and k < 0.3:
            return '%s %s' % (r.randrange(1, 60), st)
        if C == 'CA' and k < 0.2:
            return '%d-%s %s' % (r.randrange(101, 1204), n, st)
        return '%s %s' % (n, st)

    def address(self, multiline=False, upper=False):
        """Patient address pieces split into parts per the guideline."""
        sep = '\n' if multiline else ', '
        u = (lambda s: s.upper()) if upper else (lambda s: s)
        C = self.C
        out = [(u(self.street), 'STREET'), sep, (u(self.town), 'CITY')]
        if C == 'GB':
            if self.rng.random() < 0.6:
                out += [sep, (u(self.county), 'CITY')]
            out += [sep if multiline else ' ', (self.zip, 'ZIP')]
        elif C == 'IE':
            out += [sep, (u(self.county), 'CITY'), sep, (self.zip, 'ZIP')]
        elif C == 'NZ':
            out += [' ', (self.zip, 'ZIP')]
        else:
            out += [' ' if (multiline or C == 'AU') else ', ', (u(self.state_abbr), 'STATE'),
                    '  ' if C == 'CA' else ' ', (self.zip, 'ZIP')]
        return out

    # ------------------------------------------------------------ contacts
    def phone(self, kind='land'):
        r = self.rng
        C = self.C
        if C == 'GB':
            if kind == 'mobile':
                return '07%s 555 %s' % (digits(r, 3), digits(r, 3))
            a = r.choice(GB_AREA)
            return ('%s 555 %s' % (a, digits(r, 4))) if len(a) == 4 else ('%s 555%s' % (a, digits(r, 3)))
        if C == 'IE':
            if kind == 'mobile':
                return r.choice(['08%s 555 %s', '+353 8%s 555 %s']) % (r.choice('35679'), digits(r, 4))
            return '(%s) 555 %s' % (r.choice(['021', '091', '065', '066', '071', '046', '056', '042', '01']),
                                    digits(r, 4))
        if C in ('US', 'CA'):
            a = r.choice(US_AREA.get(self.state_abbr, ['613']))
            return r.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '(%s) 555-%s']) % (a, digits(r, 4))
        if C == 'AU':
            if kind == 'mobile':
                return '04%s 555 %s' % (digits(r, 2), digits(r, 3))
            return r.choice(['(0%s) 5550 %s', '0%s 5550 %s']) % (r.choice('2378'), digits(r, 4))
        if kind == 'mobile':
            return '02%s 555 %s' % (r.choice('1279'), digits(r, 4))
        return '(0%s) 555 %s' % (r.choice('34679'), digits(r, 4))

    def switch_ext(self):
        return self.phone('land') + self.rng.choice([' ext. ', ' ext ', ' x', ' Ext ']) + digits(self.rng, 4)

    def pager(self):
        r = self.rng
        if self.C in ('US', 'CA'):
            return '555-%s' % digits(r, 4)
        return '555' + digits(r, r.choice([1, 2]))

    def make_email(self, p, dom=None):
        r = self.rng
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        k = r.randrange(5)
        local = [f + '.' + l, f[0] + l, l + str(r.randrange(40, 99)), f + l[0] + str(r.randrange(1, 99)),
                 f + '_' + l][k]
        return local + '@' + (dom or r.choice(['example.com', 'example.net', 'mail.example.com', 'example.org']))

    def url(self):
        r = self.rng
        h = self.hosp_dom
        return r.choice(['www.%s/jointschool' % h, 'https://%s/arthroplasty/exercises' % h,
                         'https://rehab.example.net/hip-knee', 'www.example.org/new-joint-class',
                         'https://portal.%s/login' % h, 'example.com/ortho/eras-videos',
                         'https://proms.example.net/s/%s' % letters(r, 6).lower(), 'www.%s/patients' % h])

    def ip(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return '10.%d.%d.%d' % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
        if k == 1:
            return '172.%d.%d.%d' % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
        return '192.168.%d.%d' % (r.randrange(256), r.randrange(1, 255))

    # ---------------------------------------------------------- identifiers
    def make_mrn(self):
        r = self.rng
        C = self.C
        if C == 'GB':
            return r.choice(['%s%s' % (letters(r, 1), digits(r, 7)), '%s%s' % (letters(r, 3), digits(r, 6)),
                             digits(r, 8)])
        if C == 'IE':
            return digits(r, 7)
        if C == 'US':
            return r.choice([digits(r, 9), 'E' + digits(r, 8), digits(r, 3) + '-' + digits(r, 3) + '-' + digits(r, 3)])
        if C == 'CA':
            return r.choice([digits(r, 7), 'H' + digits(r, 6)])
        if C == 'AU':
            return digits(r, r.choice([6, 7]))
        return r.choice([digits(r, 6), 'WH' + digits(r, 6)])

    def make_healthplan(self):
        r = self.rng
        C = self.C
        if C == 'GB':
            return '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 4))
        if C == 'IE':
            return digits(r, 7) + letters(r, 1)
        if C == 'US':
            return r.choice([letters(r, 3) + digits(r, 9), '%s%s%s%s-%s%s%s-%s%s%s%s' % (
                r.randrange(1, 10), letters(r, 1), letters(r, 1, 'ACDEFGHJKMNPQRTUVWXY0123456789'), digits(r, 1),
                letters(r, 1), letters(r, 1, 'ACDEFGHJKMNPQRTUVWXY0123456789'), digits(r, 1), letters(r, 1),
                letters(r, 1), digits(r, 1), digits(r, 1))])
        if C == 'CA':
            if self.state_abbr == 'ON':
                return '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
            return '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3))
        if C == 'AU':
            return '%d%s %s %d' % (r.randrange(2, 7), digits(r, 3), digits(r, 5), r.randrange(1, 6))
        return letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4)

    def make_ssn(self):
        r = self.rng
        if self.C == 'US':
            if r.random() < 0.8:
                return '9%s-%s-%s' % (digits(r, 2), digits(r, 2), digits(r, 4))
            return '000-%s-%s' % (digits(r, 2), digits(r, 4))
        if self.C == 'IE':
            return '9%s%s' % (digits(r, 6), letters(r, r.choice([1, 2]), 'ABCDEFGHJKLMNPTW'))
        if self.C == 'CA':
            return '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3))
        return None

    def make_account(self):
        r = self.rng
        C = self.C
        if C == 'US':
            return r.choice([digits(r, 10), '%s-%s' % (digits(r, 2), digits(r, 7))])
        if C == 'GB':
            return r.choice(['EP%s' % digits(r, 7), '%s/%s' % (self.op.year % 100, digits(r, 6))])
        if C == 'CA':
            return 'V' + digits(r, 8)
        if C == 'AU':
            return digits(r, 8)
        if C == 'NZ':
            return 'E' + digits(r, 7)
        return '%s-%s' % (self.op.year % 100, digits(r, 6))

    def licence(self, role):
        r = self.rng
        C = self.C
        if C == 'GB':
            if role == 'physio':
                return 'PH' + digits(r, 6)
            if role == 'nurse':
                return '%s%s%s%s' % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))
            return r.choice(['4', '6', '7']) + digits(r, 6)
        if C == 'IE':
            return digits(r, 6)
        if C == 'US':
            return '1' + digits(r, 9)
        if C == 'CA':
            return digits(r, 5)
        if C == 'AU':
            return ('PHY' if role == 'physio' else 'NMW' if role == 'nurse' else 'MED') + '000' + digits(r, 7)
        return digits(r, 5)

    def labno(self, kind='acc'):
        r = self.rng
        y = self.op.year % 100
        return {
            'acc': r.choice(['RA%d-%s' % (y, digits(r, 7)), 'XR%s' % digits(r, 8), '%s%s' % (letters(r, 3), digits(r, 7))]),
            'spec': r.choice(['%dM%s' % (y, digits(r, 6)), 'H%s%s' % (digits(r, 2), digits(r, 6)), 'MB-%s' % digits(r, 7)]),
            'order': 'ORD-%s' % digits(r, 7),
            'gs': '%d.%s.%s' % (y, digits(r, 4), letters(r, 1)),
            'reg': r.choice(['R%s%s' % (digits(r, 9), letters(r, 1)), '%s-%s' % (digits(r, 6), digits(r, 4))]),
            'ref': digits(r, 4) + ' ' + digits(r, 4) + ' ' + digits(r, 4),
            'book': 'TB%s' % digits(r, 6),
            'consent': 'C%s' % digits(r, 8),
        }[kind]

    def plate(self):
        r = self.rng
        C = self.C
        if C == 'GB':
            return '%s%02d %s' % (letters(r, 2), r.choice([15, 17, 19, 21, 66, 68, 70, 72]), letters(r, 3))
        if C == 'IE':
            return '%s-%s-%s' % (r.choice(['191', '202', '172', '231', '221']), r.choice(['C', 'G', 'D', 'KY', 'MH', 'LH']),
                                 digits(r, r.choice([4, 5])))
        if C == 'US':
            return '%d%s%s' % (r.randrange(1, 9), letters(r, 3), digits(r, 3))
        if C == 'CA':
            return '%s %s' % (letters(r, 4), digits(r, 3))
        if C == 'AU':
            return r.choice(['%d%s %s' % (r.randrange(1, 9), letters(r, 2), digits(r, 3)), '%s-%s' % (letters(r, 3), digits(r, 3))])
        return letters(r, 3) + digits(r, 3)

    def dea(self):
        r = self.rng
        return letters(r, 2, 'ABFGM') + digits(r, 7)

    def bioid(self, kind='any'):
        r = self.rng
        opts = {'palm': ['PV-%s' % digits(r, 7), 'PV%s' % digits(r, 8)],
                'finger': ['FP-%s' % digits(r, 5), 'BIO%s' % digits(r, 6)],
                'voice': ['VB-%s-%s' % (letters(r, 2), digits(r, 5)), 'VP%s' % digits(r, 7)]}
        if kind == 'any':
            kind = r.choice(sorted(opts))
        return r.choice(opts[kind])

    # ------------------------------------------------------------ clinicians
    def clinician(self, role):
        r = self.rng
        C = self.C
        p = make_person(r, C, typ='DOCTOR')
        p.role = role
        p.lic = self.licence(role)
        if role == 'surgeon':
            if C in ('US', 'CA'):
                p.title = 'Dr.' if C == 'US' else r.choice(['Dr.', 'Dr'])
            else:
                p.title = 'Mr' if p.sex == 'M' else r.choice(['Ms', 'Miss', 'Ms'])
                if r.random() < 0.12:
                    p.title = 'Prof'
            p.creds = {'GB': 'FRCS (Tr & Orth)', 'IE': 'FRCSI (Tr & Orth)', 'US': 'MD', 'CA': 'MD, FRCSC',
                       'AU': 'FRACS (Orth)', 'NZ': 'FRACS (Orth)'}[C]
        elif role in ('registrar', 'anaesthetist', 'gp'):
            p.title = 'Dr.' if C == 'US' else 'Dr'
            p.creds = {'anaesthetist': {'GB': 'FRCA', 'IE': 'FCAI', 'US': 'MD', 'CA': 'MD, FRCPC', 'AU': 'FANZCA',
                                        'NZ': 'FANZCA'}[C],
                       'registrar': 'MBBS' if C != 'US' else 'MD', 'gp': 'MRCGP' if C == 'GB' else ''}[role]
        elif role == 'physio':
            p.title = ''
            p.creds = {'GB': 'MCSP', 'IE': 'MISCP', 'US': 'PT, DPT', 'CA': 'PT', 'AU': 'APAM', 'NZ': 'PNZ'}[C]
        elif role == 'nurse':
            p.title = 'Sister' if C in ('GB', 'IE') and r.random() < 0.2 else ''
            p.creds = {'GB': 'RN', 'IE': 'RGN', 'US': 'RN, BSN', 'CA': 'RN', 'AU': 'RN', 'NZ': 'RN'}[C]
        elif role == 'ot':
            p.title = ''
            p.creds = 'OTR/L' if C == 'US' else 'OT'
        else:
            p.title = ''
            p.creds = 'PharmD' if C == 'US' else 'MPharm'
        return p

    def doc(self, p, style=None):
        """Render a clinician with title (outside) in a natural form."""
        r = self.rng
        if style is None:
            style = r.choice(['title_last', 'title_full', 'title_init', 'full']) if p.title else \
                r.choice(['full', 'full', 'init_last', 'first'])
        if style.startswith('title') and not p.title:
            style = 'full'
        return p.render(style, 'DOCTOR')

    def sig(self, p, with_lic=False):
        out = [p.title + ' ' if p.title else '', (p.first + ' ' + p.last, 'DOCTOR')]
        if p.creds:
            out.append(', ' + p.creds)
        if with_lic:
            lab = {'GB': 'GMC', 'IE': 'IMC', 'US': 'NPI', 'CA': 'CPSO' if self.state_abbr == 'ON' else 'College #',
                   'AU': 'AHPRA', 'NZ': 'MCNZ'}[self.C]
            if p.role == 'physio':
                lab = {'GB': 'HCPC', 'IE': 'CORU', 'US': 'Lic.', 'CA': 'Reg.', 'AU': 'AHPRA', 'NZ': 'PBNZ'}[self.C]
            elif p.role == 'nurse':
                lab = {'GB': 'NMC PIN', 'IE': 'NMBI', 'US': 'Lic.', 'CA': 'CNO', 'AU': 'AHPRA', 'NZ': 'NCNZ'}[self.C]
            out += [' (' + lab + ' ', (p.lic, 'LICENSE'), ')']
        return out

    def pt_name(self, style=None):
        r = self.rng
        style = style or r.choice(['title_last', 'full', 'title_full', 'first', 'title_last'])
        return self.pt.render(style, 'PATIENT')

    def hosp_p(self, h=None):
        return (h or self.hosp, 'HOSPITAL')

    def side_s(self, cap=False):
        s = self.side
        return s.capitalize() if cap else s
