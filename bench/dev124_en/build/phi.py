"""PHI value makers for dev124_en. Every maker returns text in which each PHI value is
wrapped in private-use markers: U+E000 TYPE U+E001 value U+E002. Offsets are computed
later in one left-to-right pass (make.py); the finished text is never searched."""
import datetime as dt
import re
import pools as PL

M0, M1, M2 = '\ue000', '\ue001', '\ue002'
FINE2COARSE = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE',
    'DATE': 'DATE', 'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID',
    'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID', 'PHONE': 'CONTACT',
    'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION'}


def P(t, v):
    v = str(v)
    assert t in FINE2COARSE, t
    assert v and v == v.strip(), (t, v)
    assert M0 not in v and M1 not in v and M2 not in v
    return M0 + t + M1 + v + M2


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
_ONES = ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen '
         'fifteen sixteen seventeen eighteen nineteen').split()
_TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ('-' + _ONES[o] if o else '')


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f'{n}th'
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


class Person:
    def __init__(self, given, family, sex, middle, origin):
        self.g, self.f, self.sex, self.m, self.origin = given, family, sex, middle, origin

    def letters(self, s):
        return re.sub(r'[^A-Za-z]', '', s)


class Ctx:
    def __init__(self, r, country, genre):
        self.r, self.c, self.genre = r, country, genre
        self.us = country == 'US'
        self.today = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 2370))
        self._used = []
        self._memo = {}
        self.patient = None
        self.hosp = self.hospital_name()

    # ------------------------------------------------------------ basics
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def digits(self, n, first_nonzero=False):
        s = ''.join(str(self.r.randrange(10)) for _ in range(n))
        if first_nonzero and s[0] == '0':
            s = str(self.r.randrange(1, 10)) + s[1:]
        return s

    def letters(self, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
        return ''.join(self.ch(pool) for _ in range(n))

    def memo(self, key, fn):
        if key not in self._memo:
            self._memo[key] = fn()
        return self._memo[key]

    # ------------------------------------------------------------ people
    def origin(self, staff=False):
        mix = PL.ORIGIN_MIX[self.c]
        if staff and self.p(0.25):
            return self.ch(PL.STAFF_EXTRA[self.c])
        tot = sum(w for _, w in mix)
        x = self.r.uniform(0, tot)
        for o, w in mix:
            x -= w
            if x <= 0:
                return o
        return mix[-1][0]

    def person(self, sex=None, origin=None, staff=False, family=None):
        for _ in range(50):
            o = origin or self.origin(staff)
            sx = sex or self.ch('FM')
            g = self.ch(PL.GIVEN[o][0 if sx == 'F' else 1])
            fo = self.ch(PL.SURNAME_FOR[o]) if o in PL.SURNAME_FOR else o
            f = family or self.ch(PL.FAMILY[fo])
            if g in self._used or (f in self._used and family is None):
                continue
            break
        self._used += [g, f]
        mid = self.letters(1) if self.p(0.35) else None
        return Person(g, f, sx, mid, o)

    def staff(self, role, sex=None):
        if role not in self._memo:
            self._memo[role] = self.person(sex=sex, staff=True)
        return self._memo[role]

    def title(self, p, child=False):
        dot = '.' if (self.us and self.p(0.7)) or self.p(0.15) else ''
        if child:
            return 'Master' if p.sex == 'M' and not self.us else ('Miss' if p.sex == 'F' else 'Mr' + dot)
        if p.sex == 'M':
            return 'Mr' + dot
        t = self.ch(['Mrs', 'Ms', 'Mrs', 'Miss'])
        return t if t == 'Miss' else t + (dot if self.us else '')

    def dtitle(self, p, surgeon=False):
        if surgeon and self.c == 'UK' and self.p(0.5):
            return 'Miss' if p.sex == 'F' else 'Mr'
        return self.ch(['Dr', 'Dr.', 'Dr', 'DR', 'Prof.' if self.p(0.1) else 'Dr'])

    def nm(self, p, typ, form):
        """A name in a given surface form; the title, when part of the form, is outside."""
        g, f, m = p.g, p.f, p.m
        if form == 'full':
            return P(typ, f'{g} {f}')
        if form == 'full_mi':
            return P(typ, f'{g} {m or self.letters(1)}. {f}' if self.p(0.7) else f'{g} {m or "A"} {f}')
        if form == 'lf':
            return P(typ, f'{f}, {g}')
        if form == 'LF':
            return P(typ, f'{f.upper()}, {g.upper()}' + (f' {m}' if m else ''))
        if form == 'given':
            return P(typ, g)
        if form == 'family':
            return P(typ, f)
        if form == 'gi':  # never place at a sentence end
            return P(typ, f'{g} {f[0]}.')
        if form == 'if':
            return P(typ, self.ch([f'{g[0]}. {f}', f'{g[0]} {f}', f'{g[0]}.{f}']))
        if form == 'ini':
            a, b = p.letters(g)[0], p.letters(f)[0]
            return P(typ, self.ch([a + b, a + b, f'{a}.{b}.', (a + b).lower()]))
        if form == 'FAMILYUP':
            return P(typ, f.upper())
        raise ValueError(form)

    def pt(self, forms=('full', 'full', 'lf', 'LF', 'full_mi')):
        return self.nm(self.patient, 'PATIENT', self.ch(forms))

    def pt_title(self, child=False):
        return self.title(self.patient, child) + ' ' + self.nm(self.patient, 'PATIENT', 'family')

    def doc(self, role, forms=('full', 'title', 'title', 'if', 'title_full'), surgeon=False, sex=None):
        p = self.staff(role, sex)
        form = self.ch(forms)
        if form == 'title':
            return self.dtitle(p, surgeon) + ' ' + self.nm(p, 'DOCTOR', 'family')
        if form == 'title_full':
            return self.dtitle(p, surgeon) + ' ' + self.nm(p, 'DOCTOR', 'full')
        return self.nm(p, 'DOCTOR', form)

    def nurse(self, role, forms=('full', 'if', 'given', 'full', 'sister')):
        p = self.staff(role)
        form = self.ch(forms)
        if form == 'sister':
            t = 'Sister' if self.c in ('UK', 'NG', 'IN', 'AU') and p.sex == 'F' else ('Nurse' if self.p(.5) else 'RN')
            return t + ' ' + self.nm(p, 'DOCTOR', 'family')
        return self.nm(p, 'DOCTOR', form)

    def cred(self, kind='doc'):
        return self.ch(PL.CREDS[self.c][kind])

    def sig(self, role, kind='doc'):
        p = self.staff(role)
        return self.nm(p, 'DOCTOR', self.ch(['full', 'full_mi', 'if'])) + ', ' + self.cred(kind)

    def ini(self, role):
        return self.nm(self.staff(role), 'DOCTOR', 'ini')

    # ------------------------------------------------------------ dates and ages
    def fmt_date(self, d, style):
        us, M, m3 = self.us, MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        W = WEEKDAYS[d.weekday()]
        if style == 'num':
            a, b = (d.month, d.day) if us else (d.day, d.month)
            z = self.p(0.6)
            return (f'{a:02d}/{b:02d}' if z else f'{a}/{b}') + f'/{d.year}'
        if style == 'num2':
            a, b = (d.month, d.day) if us else (d.day, d.month)
            return f'{a}/{b}/{d.year % 100:02d}'
        if style == 'long':
            return f'{M} {d.day}, {d.year}' if us else f'{d.day} {M} {d.year}'
        if style == 'med':
            return f'{m3} {d.day}, {d.year}' if us else f'{d.day} {m3} {d.year}'
        if style == 'dash':
            return f'{d.day:02d}-{m3.upper() if self.p(0.4) else m3}-{d.year}'
        if style == 'iso':
            return d.isoformat()
        if style == 'dot':
            return f'{d.day:02d}.{d.month:02d}.{d.year}'
        if style == 'ord':
            return f'{ordinal(d.day)} {M} {d.year}' if not us else f'{M} {ordinal(d.day)}, {d.year}'
        if style == 'wk':
            if us:
                return self.ch([f'{W}, {M} {d.day}, {d.year}', f'{W[:3]} {d.month}/{d.day}',
                                f'{W[:3]}, {m3} {d.day}'])
            return self.ch([f'{W} {d.day} {M} {d.year}', f'{W[:3]} {d.day}/{d.month}',
                            f'{W}, {ordinal(d.day)} {M}', f'{W[:3]} {d.day} {m3}'])
        if style == 'dm':
            return f'{d.month}/{d.day}' if us else f'{d.day}/{d.month}'
        if style == 'dmon':
            return f'{M} {d.day}' if us else f'{d.day} {M}'
        if style == 'my':
            return self.ch([f'{M} {d.year}', f'{m3} {d.year}', f'{d.month:02d}/{d.year}'])
        if style == 'y':
            return str(d.year)
        if style == 'wd':
            return W
        raise ValueError(style)

    def styles(self):
        base = ['num', 'num', 'num', 'long', 'med', 'dash', 'iso', 'num2']
        if self.c in ('IN', 'NG'):
            base += ['dot', 'ord', 'dot']
        if self.c == 'UK':
            base += ['ord']
        return base

    def D(self, d, style=None):
        return P('DATE', self.fmt_date(d, style or self.ch(self.styles())))

    def day(self, offset=0):
        return self.today + dt.timedelta(days=offset)

    def Dt(self, offset=0, style=None):
        return self.D(self.day(offset), style)

    def drange(self, a, b, style=None):
        st = style or self.ch(['dm', 'num', 'dmon', 'med'])
        sep = self.ch(['-', ' - ', ' to ', ' until '])
        return self.D(self.day(a), st) + sep + self.D(self.day(b), st)

    def holiday(self):
        return self.ch(PL.HOLIDAYS[self.c])

    def A(self, n, style=None, sex=None):
        """Adult or child age in years; the number only is the span."""
        v = words(n) if (style == 'words' or (style is None and self.p(0.08))) and n < 100 else str(n)
        st = style if style not in (None, 'words') else self.ch(
            ['yo', 'yr', 'dash', 'dash', 'aged', 'sex', 'y', 'label', 'yrs'])
        if v.isalpha() or '-' in v:
            st = self.ch(['dash', 'aged'])
        sx = sex or ('F' if getattr(self, 'patient', None) is None or self.patient.sex == 'F' else 'M')
        return {'yo': P('AGE', v) + ' yo', 'yr': P('AGE', v) + 'yo', 'dash': P('AGE', v) + '-year-old',
                'aged': 'aged ' + P('AGE', v), 'sex': P('AGE', v) + ('' if self.p(.5) else ' ') + sx,
                'y': P('AGE', v) + ' y', 'label': 'Age: ' + P('AGE', v), 'yrs': P('AGE', v) + ' yrs'}[st]

    def Ababy(self, n, unit, style=None):
        st = style or self.ch(['dash', 'old', 'aged', 'label'])
        u = unit if n == 1 else unit + 's'
        return {'dash': P('AGE', n) + f'-{unit}-old', 'old': P('AGE', n) + f' {u} old',
                'aged': 'aged ' + P('AGE', n) + f' {u}', 'label': 'Age: ' + P('AGE', n) + f' {u}'}[st]

    # ------------------------------------------------------------ places
    def city(self):
        c = self.c
        a, b = self.ch(PL.CITY_A[c]), self.ch(PL.CITY_B[c])
        return f'{a}{b}' if c in ('UK', 'IN', 'NG') else f'{a} {b}'

    def state(self, abbr=None):
        name, ab = self.ch(PL.STATES[self.c])
        if ab and (abbr or (abbr is None and self.p(0.6))):
            return ab
        return name

    def zipc(self):
        c = self.c
        if c == 'US':
            return self.digits(5, True)
        if c == 'UK':
            return (self.letters(2) + str(self.r.randrange(1, 20)) + ' ' + str(self.r.randrange(1, 10)) +
                    self.letters(2))
        if c == 'AU':
            return str(self.r.randrange(2000, 7999))
        return str(self.r.randrange(1, 9)) + self.digits(5) if c == 'IN' else str(self.r.randrange(1, 9)) + '0' + self.digits(4)

    def street(self):
        c, n = self.c, self.r.randrange(1, 240)
        if c == 'IN':
            return self.ch([f'No. {n}, {ordinal(self.r.randrange(1, 12))} Main Road',
                            f'Flat {self.r.randrange(101, 905)}, {self.ch(PL.IN_AREA)} {self.ch(PL.IN_AREA_B)}',
                            f'{n}/{self.r.randrange(1, 30)} {self.ch(PL.IN_AREA)} Street',
                            f'H.No. {n}-{self.r.randrange(1, 99)} {self.ch(PL.IN_AREA)} Marg'])
        if c == 'NG':
            return self.ch([f'{n} {self.ch(PL.NG_STREET_A)} {self.ch(PL.STREET_B["NG"])}',
                            f'Plot {n}, {self.ch(PL.NG_STREET_A)} Layout',
                            f'No {n} {self.ch(PL.NG_STREET_A)} Close'])
        s = f'{n} {self.ch(PL.STREET_A)} {self.ch(PL.STREET_B[c])}'
        if self.p(0.25):
            if c == 'US':
                s += f', Apt {self.r.randrange(1, 40)}{self.ch("ABC")}'
            else:
                s = self.ch([f'Apt {self.r.randrange(1, 40)}, ', f'{self.r.randrange(1, 20)}/', f'Flat {self.r.randrange(1, 12)}, ']) + s
        return s

    def address(self, country=False, sep=', '):
        c = self.c
        parts = [P('STREET', self.street())]
        if c == 'US':
            parts.append(P('CITY', self.city()))
            tail = P('STATE', self.state()) + ' ' + P('ZIP', self.zipc())
        elif c == 'UK':
            parts.append(P('CITY', self.city()))
            if self.p(0.5):
                parts.append(P('CITY', self.ch(PL.UK_COUNTIES)))
            tail = P('ZIP', self.zipc())
        elif c == 'AU':
            parts.append(P('CITY', self.city()) + ' ' + P('STATE', self.state()) + ' ' + P('ZIP', self.zipc()))
            tail = None
        elif c == 'IN':
            parts.append(P('CITY', self.city()))
            tail = P('STATE', self.state()) + ' - ' + P('ZIP', self.zipc())
        else:
            parts.append(P('CITY', self.city()))
            tail = P('STATE', self.state())
        if tail:
            parts.append(tail)
        if country:
            parts.append(P('COUNTRY', self.ch(PL.COUNTRY_ALT[c])))
        return sep.join(parts)

    def hospital_name(self):
        c = self.c
        if self.p(0.15) and c != 'NG':
            return f'{self.ch(PL.SAINTS)} {self.ch(PL.SAINT_NAMES)} {self.ch(["Hospital", "Hospital", "Medical Centre" if c != "US" else "Medical Center"])}'
        pre = self.ch(PL.HOSP_PREFIX[c])
        suf = self.ch(PL.HOSP_SUFFIX[c])
        if c == 'NG' and suf == 'Federal Medical Centre':
            return f'{suf} {pre}'
        if c == 'IN' and self.p(0.3) and 'Sri' not in pre:
            return f'{pre} {suf} and Research Centre'
        return f'{pre} {suf}'

    def H(self, other=False):
        if other:
            return P('HOSPITAL', self.memo('other_h', self.hospital_name))
        return P('HOSPITAL', self.hosp)

    def ward(self):
        def mk():
            if self.p(0.3):
                return f'Ward {self.r.randrange(1, 30)}{self.ch("ABCD")}'
            return f'{self.ch(PL.WARD_NAMES)} {self.ch(PL.WARD_SUFFIX[:4])}'
        return P('HOSPITAL', self.memo('ward', mk))

    def unit(self, suffix):
        return P('HOSPITAL', self.memo('unit' + suffix, lambda: f'{self.ch(PL.WARD_NAMES)} {suffix}'))

    def room(self):
        return P('LOCATION_OTHER', self.memo('room', lambda: self.ch(
            [str(self.r.randrange(1, 40)), f'{self.r.randrange(100, 650)}{self.ch("AB")}', str(self.r.randrange(200, 520))])))

    def bed(self):
        return P('LOCATION_OTHER', self.memo('bed', lambda: str(self.r.randrange(1, 32)) + (self.ch('ABCD') if self.p(.2) else '')))

    def tw(self):
        return self.memo('tw', lambda: {'US': self.ch(['OR', 'Room']), 'IN': self.ch(['OT', 'Theatre']),
                                        'NG': self.ch(['Theatre', 'OT'])}.get(self.c, 'Theatre'))

    def theatre(self):
        return P('LOCATION_OTHER', self.memo('theatre', lambda: str(self.r.randrange(1, 14)) + (self.ch('AB') if self.p(.15) else '')))

    def org(self, kind='emp'):
        pool = {'emp': PL.EMPLOYERS, 'school': PL.SCHOOLS, 'church': PL.CHURCHES, 'ins': PL.INSURERS[self.c]}[kind]
        return P('ORGANIZATION', self.memo('org' + kind, lambda: self.ch(pool)))

    def prof(self):
        return P('PROFESSION', self.ch(PL.PROFESSIONS).replace('-', ' '))

    def country_other(self):
        return P('COUNTRY', self.ch(PL.OTHER_COUNTRIES))

    # ------------------------------------------------------------ contact
    def _phone(self):
        c, r = self.c, self.r
        if c == 'US':
            a = r.randrange(201, 989)
            s = self.ch([f'({a}) 555-{self.digits(4)}', f'{a}-555-{self.digits(4)}', f'{a}.555.{self.digits(4)}',
                         f'+1 {a} 555 {self.digits(4)}'])
            if self.p(0.15):
                s += self.ch([' ext. ', ' x', ' ext ']) + self.digits(self.ch([3, 4]), True)
            return s
        if c == 'UK':
            return self.ch([f'0{r.randrange(113, 199)} 555 {self.digits(4)}', f'07{self.digits(3)} 555 {self.digits(3)}',
                            f'+44 {r.randrange(113, 199)} 555 {self.digits(4)}', f'(0{r.randrange(113, 199)}) 555 {self.digits(4)}'])
        if c == 'AU':
            return self.ch([f'(0{r.randrange(2, 9)}) 555 {self.digits(4)}', f'04{self.digits(2)} 555 {self.digits(3)}',
                            f'+61 {r.randrange(2, 9)} 555 {self.digits(4)}'])
        if c == 'IN':
            return self.ch([f'+91 {r.randrange(70, 99)}{self.digits(3)} 555 {self.digits(2)}', f'0{r.randrange(11, 99)}-555-{self.digits(5)}',
                            f'+91-80-555-{self.digits(5)}', f'98 555 {self.digits(5)}'])
        return self.ch([f'0{self.ch(["803", "806", "813", "705", "909", "816"])} 555 {self.digits(4)}',
                        f'+234 {self.ch(["803", "802", "805", "807", "812"])} 555 {self.digits(4)}',
                        f'0{self.ch(["803", "706", "814"])}-555-{self.digits(4)}'])

    def PH(self, key=None):
        return P('PHONE', self.memo('ph' + key, self._phone) if key else self._phone())

    def FX(self):
        return P('FAX', self.memo('fax', self._phone))

    def PG(self):
        def mk():
            if self.us:
                return self.ch([f'{self.r.randrange(1, 9)}-{self.digits(4)}', self.digits(5, True), self.digits(4, True)])
            return self.digits(self.ch([4, 4, 3, 5]), True)
        return P('PHONE', self.memo('pager' + str(self.r.randrange(3)), mk))

    def EM(self, p=None, dept=None):
        if p is None:
            loc = dept or self.ch(['maternity', 'theatres', 'nicu', 'paeds.clinic', 'preop', 'labourward',
                                   'woundcare', 'immunisation', 'admissions', 'records'])
        else:
            g, f = p.letters(p.g).lower(), p.letters(p.f).lower()
            loc = self.ch([f'{g}.{f}', f'{g[0]}{f}', f'{f}.{g[0]}', f'{g}{f[:3]}{self.r.randrange(1, 99)}', f'{g}_{f}'])
        dom = self.ch(['example.org', 'example.com', 'example.net'])
        if self.p(0.5):
            dom = self.ch(['mail', 'health', 'nhs', 'hosp', 'clinic', 'mat', 'staff', 'patients']) + '.' + dom
        return P('EMAIL', f'{loc}@{dom}')

    def URL(self):
        dom = self.ch(['example.org', 'example.com', 'example.net'])
        sub = self.ch(['www.', 'portal.', 'maternity.', 'https://www.', 'https://portal.', 'http://', 'https://kids.', ''])
        path = self.ch(['', '/maternity', '/leaflets/pph', '/patient/portal', '/theatres/booking',
                        f'/p/{self.digits(5)}', '/immunise', '/growth', '/wound-care', f'/appt?id={self.digits(6)}',
                        '/antenatal/classes', '/nicu/parents'])
        if not sub and not path:
            path = '/clinic'
        return P('URL', f'{sub}{dom}{path}')

    def IP(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            v = f'10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}'
        elif k == 1:
            v = f'172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}'
        else:
            v = f'192.168.{r.randrange(256)}.{r.randrange(1, 255)}'
        return P('IPADDR', v)

    def USER(self, p):
        g, f = p.letters(p.g).lower(), p.letters(p.f).lower()
        return P('USERNAME', self.ch([f'{g[0]}{f}'[:8], f'{f}{g[0]}{self.r.randrange(1, 9)}', f'{g}.{f}',
                                      f'{f[:5]}{g[:2]}', f'{g[0]}{f[0]}{self.digits(4)}', f'{g}{self.digits(2)}']))

    # ------------------------------------------------------------ identifiers
    def _mrn(self):
        c = self.c
        if c == 'US':
            return self.ch([self.digits(8, True), f'{self.digits(3, True)}-{self.digits(2)}-{self.digits(3)}', 'E' + self.digits(7)])
        if c == 'UK':
            return self.ch(['K' + self.digits(7), self.letters(1) + self.digits(6) + self.letters(1), 'RX' + self.digits(6)])
        if c == 'AU':
            return self.ch([self.digits(7, True), 'UR' + self.digits(6), self.digits(6, True)])
        if c == 'IN':
            return self.ch([f'UHID{self.digits(9)}', f'{self.letters(3)}{self.digits(7)}', f'IP/{self.r.randrange(19, 26)}/{self.digits(5)}'])
        return self.ch([f'{self.letters(3)}/{self.r.randrange(19, 26)}/{self.digits(5)}', f'HN{self.digits(6)}', self.digits(6, True)])

    def MRN(self):
        return P('MRN', self.memo('mrn', self._mrn))

    def NHS(self):
        return P('MRN', self.memo('nhs', lambda: f'{self.digits(3, True)} {self.digits(3)} {self.digits(4)}'))

    def SSN(self):
        c = self.c

        def mk():
            if c == 'US':
                return f'9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}'
            if c == 'UK':
                return f'000 {self.digits(2)} {self.digits(2)} {self.digits(2)} {self.ch("ABCD")}'
            if c == 'AU':
                return f'9{self.digits(2)} {self.digits(3)} {self.digits(3)}'
            if c == 'IN':
                return f'9{self.digits(3)} {self.digits(4)} {self.digits(4)}'
            return '9' + self.digits(10)
        return P('SSN', self.memo('ssn', mk))

    def SSN_LABEL(self):
        return {'US': 'SSN', 'UK': 'NI No', 'AU': 'TFN', 'IN': 'Aadhaar', 'NG': 'NIN'}[self.c]

    def HP(self, key='hp'):
        c = self.c

        def mk():
            if c == 'US':
                return self.ch([self.letters(3) + self.digits(6), f'{self.letters(2)}{self.digits(9)}', f'GRP-{self.digits(5)}'])
            if c == 'AU':
                return self.ch([f'{self.r.randrange(2, 7)}{self.digits(3)} {self.digits(5)} {self.r.randrange(1, 6)}', f'BHF{self.digits(7)}'])
            if c == 'IN':
                return self.ch([f'PMJ-{self.digits(8)}', f'POL/{self.digits(4)}/{self.digits(6)}', f'CL{self.digits(8)}'])
            if c == 'NG':
                return self.ch([f'NHIA/{self.letters(2)}/{self.digits(6)}', f'HMO-{self.digits(7)}'])
            return self.ch([f'AC-{self.digits(5)}-{self.digits(1)}', f'MH{self.digits(8)}'])
        return P('HEALTHPLAN', self.memo(key, mk))

    def HP_LABEL(self):
        return {'US': 'Member ID', 'UK': 'Policy No', 'AU': 'Medicare No', 'IN': 'Policy No', 'NG': 'NHIA No'}[self.c]

    def ACCT(self, key='acct'):
        return P('ACCOUNT', self.memo(key, lambda: self.ch([
            f'{self.digits(4, True)}-{self.digits(4)}', f'V{self.digits(8)}', f'ENC{self.digits(7)}',
            f'{self.digits(10, True)}', f'B/{self.r.randrange(19, 26)}/{self.digits(5)}', f'AD{self.digits(6)}'])))

    def LIC(self, kind=None):
        c = self.c
        k = kind or {'US': 'npi', 'UK': 'gmc', 'AU': 'ahpra', 'IN': 'mci', 'NG': 'mdcn'}[c]
        v = {'npi': lambda: '1' + self.digits(9), 'dea': lambda: self.letters(2) + self.digits(7),
             'gmc': lambda: self.digits(7, True), 'nmc': lambda: f'{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}',
             'ahpra': lambda: self.ch(['MED', 'NMW']) + self.digits(10), 'mci': lambda: f'{self.letters(3)}/{self.digits(5)}',
             'mdcn': lambda: f'MDCN/R/{self.digits(5)}', 'nmcn': lambda: f'RM{self.digits(6)}',
             'state': lambda: f'{self.letters(1)}{self.digits(6)}'}[k]()
        lab = {'npi': 'NPI', 'dea': 'DEA', 'gmc': 'GMC', 'nmc': 'NMC PIN', 'ahpra': 'AHPRA', 'mci': 'Reg. No.',
               'mdcn': 'MDCN Folio', 'nmcn': 'NMCN Lic', 'state': 'Lic #'}[k]
        return lab + ' ' + P('LICENSE', v)

    def NLIC(self):
        return self.LIC({'US': 'state', 'UK': 'nmc', 'AU': 'ahpra', 'IN': 'mci', 'NG': 'nmcn'}[self.c])

    def IDN(self, kind='spec'):
        y = self.today.year % 100
        return P('IDNUM', self.ch({
            'spec': [f'S{y}-{self.digits(5)}', f'SP{self.digits(7)}', f'{self.letters(2)}{y}{self.digits(5)}'],
            'hist': [f'H{y}-{self.digits(4)}', f'HP/{y}/{self.digits(4)}', f'SURG-{y}-{self.digits(5)}'],
            'case': [f'TH{self.digits(6)}', f'OR-{self.digits(6)}', f'CASE {self.digits(5)}'.replace(' ', '-')],
            'order': [f'ORD{self.digits(7)}', f'RQ-{self.digits(6)}', f'{self.digits(9, True)}'],
            'form': [f'CF-{self.digits(6)}', f'CON{self.digits(5)}', f'F{y}/{self.digits(4)}'],
            'bb': [f'BB{y}-{self.digits(5)}', f'XM{self.digits(6)}', f'GS-{self.digits(6)}'],
            'batch': [f'VB-{self.digits(6)}', f'IMM{self.digits(6)}'],
        }[kind]))

    def DEV(self):
        return P('DEVICE', self.ch([f'SN{self.letters(3)}{self.digits(6)}', f'INF-{self.digits(4)}-{self.digits(4)}',
                                    f'EQ-{self.digits(6)}', f'{self.letters(2)}{self.digits(8)}', f'M{self.digits(4)}-{self.digits(5)}',
                                    f'{self.digits(3)}-{self.letters(2)}-{self.digits(5)}']))

    def VEH(self):
        c = self.c
        return P('VEHICLE', self.ch({
            'US': [f'{self.r.randrange(1, 9)}{self.letters(3)}{self.digits(3)}', f'{self.letters(3)}-{self.digits(4)}',
                   self.letters(1) + self.digits(1) + self.letters(3) + self.digits(2) + self.letters(2) + self.digits(8)],
            'UK': [f'{self.letters(2)}{self.r.randrange(10, 25)} {self.letters(3)}', f'{self.letters(2)}{self.r.randrange(51, 74)} {self.letters(3)}'],
            'AU': [f'{self.r.randrange(1, 9)}{self.letters(3)} {self.digits(3)}', f'{self.letters(3)}-{self.digits(3)}'],
            'IN': [f'{self.ch(["KA", "KL", "TN", "MH", "UP", "WB", "TS"])} {self.digits(2)} {self.letters(2)} {self.digits(4)}'],
            'NG': [f'{self.letters(3)}-{self.digits(3)}-{self.letters(2)}', f'{self.letters(3)} {self.digits(3)} {self.letters(2)}'],
        }[c]))

    def BIO(self, kind=None):
        return P('BIOID', self.ch([f'FP-{self.digits(5)}', f'BFP-{self.digits(6)}', f'LTI-{self.digits(5)}',
                                   f'IRS{self.digits(7)}', f'PV-{self.digits(4)}-{self.digits(3)}', f'BIO{self.digits(8)}']))
