"""Formatters for dates, contacts and identifiers. Every function takes the single shared rng."""
import datetime

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

DSTYLES = {
    'UK': ['dmy', 'dmy', 'dmy1', 'dmy2', 'dMy', 'dMMy', 'dMYC', 'dmydot', 'wdMMy', 'dord'],
    'US': ['mdy', 'mdy', 'mdy1', 'MMdy', 'Mdy', 'wMMdy', 'iso', 'dMYC'],
    'CA': ['iso', 'iso', 'MMdy', 'Mdy', 'dmy', 'dMy'],
}
for _cc in ('IE', 'AU', 'NZ'):
    DSTYLES[_cc] = DSTYLES['UK']


def fdate(r, d, cc, style=None):
    if style is None:
        style = r.choice(DSTYLES[cc])
    D, M, Y = d.day, d.month, d.year
    mon, month, wd = MONTHS[M - 1][:3], MONTHS[M - 1], WEEKDAYS[d.weekday()]
    if style == 'dmy':
        return '%02d/%02d/%d' % (D, M, Y)
    if style == 'dmy1':
        return '%d/%d/%d' % (D, M, Y)
    if style == 'dmy2':
        return '%02d/%02d/%02d' % (D, M, Y % 100)
    if style == 'dMy':
        return '%d %s %d' % (D, mon, Y)
    if style == 'dMMy':
        return '%d %s %d' % (D, month, Y)
    if style == 'dMYC':
        return '%02d-%s-%d' % (D, mon.upper(), Y)
    if style == 'dmydot':
        return '%02d.%02d.%d' % (D, M, Y)
    if style == 'wdMMy':
        return '%s %d %s %d' % (wd, D, month, Y)
    if style == 'dord':
        suf = 'th' if 10 <= D % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(D % 10, 'th')
        return '%d%s %s %d' % (D, suf, month, Y)
    if style == 'mdy':
        return '%02d/%02d/%d' % (M, D, Y)
    if style == 'mdy1':
        return '%d/%d/%02d' % (M, D, Y % 100)
    if style == 'MMdy':
        return '%s %d, %d' % (month, D, Y)
    if style == 'Mdy':
        return '%s %d, %d' % (mon, D, Y)
    if style == 'wMMdy':
        return '%s, %s %d, %d' % (wd, month, D, Y)
    if style == 'iso':
        return '%d-%02d-%02d' % (Y, M, D)
    if style == 'short':  # day and month only, for logs
        if cc in ('US',):
            return '%d/%d' % (M, D)
        if cc == 'CA':
            return '%s %d' % (mon, D)
        return '%02d/%02d' % (D, M)
    if style == 'wshort':
        if cc in ('US', 'CA'):
            return '%s %d/%d' % (wd[:3], M, D)
        return '%s %d/%d' % (wd[:3], D, M)
    raise ValueError(style)


def fmonth(r, d, cc):
    k = r.randint(0, 3)
    if k == 0:
        return '%s %d' % (MONTHS[d.month - 1], d.year)
    if k == 1:
        return '%s %d' % (MONTHS[d.month - 1][:3], d.year)
    if k == 2:
        return '%02d/%d' % (d.month, d.year)
    return MONTHS[d.month - 1]


def ftime(r, h=None, m=None):
    h = r.randint(8, 17) if h is None else h
    m = r.randint(0, 59) if m is None else m
    return '%02d:%02d' % (h, m)


def digits(r, n):
    return ''.join(str(r.randint(0, 9)) for _ in range(n))


def letters(r, n):
    return ''.join(r.choice(LETTERS) for _ in range(n))


# ---------------- phones -----------------
AREAS = {
    'UK': ['0117', '0113', '0114', '01603', '01392', '01332', '0118', '01793', '01452', '0161',
           '01772', '01524', '01228', '01872', '01752', '01382', '01463', '01792', '01978',
           '01423', '01245', '01473', '01604', '01242', '01743', '01823', '01622', '028'],
    'IE': ['021', '091', '061', '051', '056', '090', '041', '042', '071', '066', '065', '044',
           '046', '045', '01', '074', '094', '052', '053'],
    'US': ['614', '608', '518', '916', '503', '303', '512', '919', '804', '208', '520', '402',
           '937', '217', '508', '860', '802', '515', '517', '509', '912', '865', '225', '918'],
    'CA': ['905', '519', '613', '902', '506', '204', '306', '403', '780', '250', '604', '709',
           '705', '226'],
    'AU': ['02', '03', '07', '08'],
    'NZ': ['03', '04', '06', '07', '09'],
}
MOB = {'UK': ['07700', '07700', '07911', '07457'], 'IE': ['087', '086', '085', '083', '089'],
       'AU': ['0412', '0400', '0422', '0438', '0491'], 'NZ': ['021', '027', '022', '029']}
CC_PREFIX = {'UK': '+44', 'IE': '+353', 'US': '+1', 'CA': '+1', 'AU': '+61', 'NZ': '+64'}


def phone(r, cc, mobile=None, ext=False, intl=None, area=None):
    if mobile is None:
        mobile = r.random() < 0.45 and cc not in ('US', 'CA')
    if intl is None:
        intl = r.random() < 0.12
    d4 = digits(r, 4)
    if cc in ('US', 'CA'):
        a = area or r.choice(AREAS[cc])
        k = r.randint(0, 5)
        if intl:
            s = '+1 %s 555 %s' % (a, d4)
        elif k <= 1:
            s = '(%s) 555-%s' % (a, d4)
        elif k <= 3:
            s = '%s-555-%s' % (a, d4)
        elif k == 4:
            s = '%s.555.%s' % (a, d4)
        else:
            s = '1-%s-555-%s' % (a, d4)
    elif mobile:
        m = r.choice(MOB[cc])
        if cc == 'UK':
            body = '555' + digits(r, 3)
            s = '%s %s' % (m, body) if r.random() < 0.6 else '%s %s %s' % (m, body[:3], body[3:])
        elif cc == 'AU':
            s = '%s 555 %s' % (m, digits(r, 3))
        else:
            s = '%s 555 %s' % (m, digits(r, r.choice([3, 4])))
        if intl:
            s = CC_PREFIX[cc] + ' ' + s[1:]
    else:
        a = area or r.choice(AREAS[cc])
        if cc == 'UK':
            if a == '028':
                s = '028 9555 %s' % d4
            elif len(a) == 5:
                s = '%s 555%s' % (a, digits(r, 3))
            else:
                s = '%s 555 %s' % (a, d4)
        elif cc == 'AU':
            s = ('(%s) 555%s %s' if r.random() < 0.5 else '%s 555%s %s') % (a, digits(r, 1), d4)
        else:
            s = ('(%s) 555 %s' if r.random() < 0.4 else '%s 555 %s') % (a, d4)
        if intl:
            s = CC_PREFIX[cc] + ' ' + s.replace('(', '').replace(')', '')[1:]
    if ext:
        s += r.choice([' ext. ', ' ext ', ' x', ' Ext ']) + digits(r, r.choice([3, 4]))
    return s


def bleep(r):
    k = r.randint(0, 3)
    if k == 0:
        return '%d555' % r.randint(2, 8)
    if k == 1:
        return '555%d' % r.randint(0, 9)
    if k == 2:
        return '%d-555%d' % (r.randint(2, 8), r.randint(0, 9))
    return '555%02d' % r.randint(10, 99)


def slug(s):
    return ''.join(ch for ch in s.lower() if ch.isalnum())


def email_local(r, first, last):
    f, l = slug(first), slug(last)
    k = r.randint(0, 4)
    if k == 0:
        return '%s.%s' % (f, l)
    if k == 1:
        return '%s%s' % (f[0], l)
    if k == 2:
        return '%s.%s%d' % (f, l, r.randint(1, 99))
    if k == 3:
        return '%s_%s' % (f, l[0])
    return '%s%s%d' % (l, f[0], r.randint(1, 9))


def public_domain(r):
    return r.choice(['example.com', 'mail.example.com', 'example.net', 'inbox.example.net',
                     'example.org', 'home.example.com'])


def username(r, first, last):
    f, l = slug(first), slug(last)
    k = r.randint(0, 5)
    if k == 0:
        return '%s%s%d' % (f[0], l[:8], r.randint(1, 9))
    if k == 1:
        return '%s.%s' % (f, l)
    if k == 2:
        return '%s%s' % (l[:7], f[0])
    if k == 3:
        return '%s%s%02d' % (f[0], l[0], r.randint(1, 99))
    if k == 4:
        return '%s_%s' % (f[:5], l[:4])
    return '%s%s%s' % (f[0].upper(), l[:6].upper(), digits(r, 2))


def ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
    if k == 1:
        return '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))
    return '192.168.%d.%d' % (r.randint(0, 254), r.randint(2, 254))


# ---------------- identifiers -----------------
def mrn(r, style):
    if style == 0:
        return digits(r, 8)
    if style == 1:
        return r.choice('KHRJ') + digits(r, 7)
    if style == 2:
        return digits(r, 6)
    if style == 3:
        return 'MR' + digits(r, 7)
    if style == 4:
        return '%s-%s' % (digits(r, 3), digits(r, 4))
    return letters(r, 3) + digits(r, 6)


def healthplan(r, cc, prov=None):
    """National health-service / insurance beneficiary numbers."""
    if cc == 'UK':
        d = digits(r, 10)
        if r.random() < 0.6:
            return '%s %s %s' % (d[:3], d[3:6], d[6:])
        return d
    if cc == 'IE':
        return digits(r, 7) + r.choice(['A', 'B', 'K', 'T', 'W'])
    if cc == 'US':
        if r.random() < 0.5:
            return letters(r, 3) + digits(r, 9)
        return 'MCD' + digits(r, 8)
    if cc == 'CA':
        if prov == 'BC':
            return '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3))
        if prov == 'AB':
            return '%s-%s' % (digits(r, 5), digits(r, 4))
        return '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
    if cc == 'AU':
        return '%s %s %s' % (str(r.randint(2, 6)) + digits(r, 3), digits(r, 5), str(r.randint(1, 9)))
    return ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + digits(r, 4)


def group_no(r):
    return r.choice(['GRP-', 'G', '']) + digits(r, r.choice([6, 7]))


def ssn(r, cc):
    if cc == 'US':
        first = r.choice(['9' + digits(r, 2), '000'])
        return '%s-%s-%s' % (first, digits(r, 2), digits(r, 4))
    if cc == 'IE':
        return '9' + digits(r, 6) + r.choice(['A', 'T', 'W', 'H', 'TA', 'WA'])
    return ('9%s %s %s' if r.random() < 0.5 else '9%s-%s-%s') % (digits(r, 2), digits(r, 3), digits(r, 3))


def licence(r, cc, role):
    """role: 'doc', 'nurse', 'diet'; returns (label text, value)."""
    if cc == 'UK':
        if role == 'doc':
            return r.choice(['GMC', 'GMC No.', 'GMC no:']), str(r.randint(3, 7)) + digits(r, 6)
        if role == 'nurse':
            return r.choice(['NMC PIN', 'NMC']), '%s%s%s%s' % (digits(r, 2), r.choice('ABCDEI'), digits(r, 4), r.choice('ACEOW'))
        return r.choice(['HCPC', 'HCPC reg']), 'DT' + digits(r, 6)
    if cc == 'IE':
        if role == 'doc':
            return r.choice(['IMC', 'IMC No.', 'MCRN']), digits(r, 6)
        if role == 'nurse':
            return r.choice(['NMBI PIN', 'NMBI']), digits(r, 6)
        return 'CORU', 'DI' + digits(r, 6)
    if cc == 'US':
        if role == 'doc':
            if r.random() < 0.6:
                return 'NPI', '1' + digits(r, 9)
            return 'DEA', letters(r, 2) + digits(r, 7)
        if role == 'nurse':
            return r.choice(['RN Lic.', 'License #']), r.choice(['RN', 'R']) + digits(r, 6)
        return 'CDR #', digits(r, 6)
    if cc == 'CA':
        if role == 'doc':
            return r.choice(['CPSO #', 'CPSO', 'Licence #']), digits(r, 5)
        if role == 'nurse':
            return r.choice(['Reg. #', 'CNO #']), digits(r, 7)
        return 'RD Reg.', digits(r, 5)
    if cc == 'AU':
        if role == 'doc':
            if r.random() < 0.6:
                return 'AHPRA', 'MED000' + digits(r, 7)
            return r.choice(['Prescriber No.', 'Prescriber no']), digits(r, 7)
        if role == 'nurse':
            return 'AHPRA', 'NMW000' + digits(r, 7)
        return 'APD no.', digits(r, 5)
    if role == 'doc':
        return r.choice(['MCNZ', 'MCNZ No.']), digits(r, 5)
    if role == 'nurse':
        return r.choice(['NCNZ', 'APC No.']), digits(r, 6)
    return 'DBNZ', digits(r, 4)


AAI = [  # (brand, junior dose, senior dose, lot maker)
    ('EpiPen', 'EpiPen Jr 0.15 mg', 'EpiPen 0.3 mg', 'epipen'),
    ('Jext', 'Jext 150 micrograms', 'Jext 300 micrograms', 'jext'),
    ('Emerade', 'Emerade 150 micrograms', 'Emerade 300 micrograms', 'emerade'),
    ('Anapen', 'Anapen Junior 150', 'Anapen 300', 'anapen'),
    ('Auvi-Q', 'Auvi-Q 0.15 mg', 'Auvi-Q 0.3 mg', 'auviq'),
]


def device_id(r, kind):
    if kind == 'epipen':
        return '%d%s%s' % (r.randint(2, 9), letters(r, 2), digits(r, 3))
    if kind == 'jext':
        return '%s%s%s' % (digits(r, 2), letters(r, 1), digits(r, 3))
    if kind == 'emerade':
        return 'EM%s-%s' % (digits(r, 4), digits(r, 2))
    if kind == 'anapen':
        return 'AN%s%s' % (letters(r, 1), digits(r, 5))
    if kind == 'auviq':
        return 'AQ-%s' % digits(r, 7)
    if kind == 'serial':
        return '%s-%s' % (digits(r, 4), digits(r, 6))
    if kind == 'trainer':
        return 'TR-%s' % digits(r, 5)
    if kind == 'pef':
        return 'PF%s' % digits(r, 6)
    return 'SN%s%s' % (letters(r, 2), digits(r, 6))


def vehicle(r, cc):
    if cc == 'UK':
        return '%s%02d %s' % (letters(r, 2), r.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 65, 66, 67, 68, 69, 70, 71, 72]), letters(r, 3))
    if cc == 'IE':
        return '%s-%s-%s' % (r.choice(['141', '152', '161', '171', '182', '191', '201', '212', '222', '231', '08', '10']),
                             r.choice(['D', 'C', 'G', 'L', 'KY', 'WX', 'MH', 'KE', 'LH', 'TN']), str(r.randint(1, 99999)))
    if cc == 'US':
        k = r.randint(0, 2)
        return [str(r.randint(1, 9)) + letters(r, 3) + digits(r, 3), letters(r, 3) + ' ' + digits(r, 4),
                letters(r, 3) + '-' + digits(r, 4)][k]
    if cc == 'CA':
        return r.choice([letters(r, 4) + ' ' + digits(r, 3), letters(r, 3) + '-' + digits(r, 4)])
    if cc == 'AU':
        return r.choice([digits(r, 1) + letters(r, 2) + digits(r, 1) + letters(r, 2),
                         letters(r, 2) + digits(r, 2) + letters(r, 2), digits(r, 3) + ' ' + letters(r, 3)])
    return letters(r, 3) + digits(r, 3)


def bioid(r):
    return r.choice(['FP-', 'BIO-', 'PV-', 'FPT']) + digits(r, r.choice([5, 6, 7]))


def accession(r, y):
    k = r.randint(0, 4)
    yy = y % 100
    if k == 0:
        return '%s%02d-%s' % (r.choice('SIBH'), yy, digits(r, 5))
    if k == 1:
        return 'LAB%02d-%s' % (yy, digits(r, 6))
    if k == 2:
        return digits(r, 2) + letters(r, 1) + digits(r, 6)
    if k == 3:
        return 'SPC-' + digits(r, 7)
    return '%02d%s%s' % (yy, letters(r, 2), digits(r, 5))


def order_no(r):
    return r.choice(['ORD-', 'RQ', 'OR', '']) + digits(r, 7)


def account(r):
    k = r.randint(0, 4)
    if k == 0:
        return digits(r, 8)
    if k == 1:
        return '%s-%s' % (digits(r, 4), digits(r, 4))
    if k == 2:
        return 'V' + digits(r, 8)
    if k == 3:
        return '%02d%s%s' % (r.randint(20, 25), letters(r, 1), digits(r, 7))
    return digits(r, 10)


def add_days(d, n):
    return d + datetime.timedelta(days=n)
