"""Country-specific identifier, contact and date formats. Every phone/fax/pager holds 555."""
import datetime

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
PC_LET = 'ABDEFGHJLNPQRSTUWXYZ'
EIR = 'ACDEFHKNPRTVWXY0123456789'
MONTHS = ('January February March April May June July August September October November '
          'December').split()
WDAYS = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()


def dg(rng, k):
    return ''.join(rng.choice('0123456789') for _ in range(k))


def lt(rng, k, pool=UP):
    return ''.join(rng.choice(pool) for _ in range(k))


# ---------------------------------------------------------------- contacts
def phone(rng, cc, area, kind='land'):
    if cc in ('US', 'CA'):
        a = rng.choice(('844', '866', '877', '888')) if kind == 'free' else area
        if kind == 'free':
            return '1-%s-555-%s' % (a, dg(rng, 4))
        f = rng.choice(('(%s) 555-%s', '%s-555-%s', '%s.555.%s', '(%s) 555-%s'))
        return f % (a, dg(rng, 4))
    if cc == 'UK':
        if kind == 'mob':
            return rng.choice(('07700 555%s', '07700 555 %s', '07700555%s')) % dg(rng, 3)
        if kind == 'free':
            return '0800 555 %s' % dg(rng, 4)
        if area in ('029', '020'):
            return '%s %s555 %s' % (area, rng.choice('2378'), dg(rng, 4))
        if len(area) == 5:
            return '%s 555%s' % (area, dg(rng, 3))
        return rng.choice(('%s 555 %s', '(%s) 555 %s', '%s 555%s')) % (area, dg(rng, 4))
    if cc == 'AU':
        if kind == 'mob':
            return '04%s 555 %s' % (dg(rng, 2), dg(rng, 3))
        if kind == 'free':
            return '1800 555 %s' % dg(rng, 3)
        return rng.choice(('(%s) %s555 %s', '%s %s555 %s')) % (area, rng.choice('4569'), dg(rng, 4))
    if cc == 'IE':
        if kind == 'mob':
            return '08%s 555 %s' % (rng.choice('3567'), dg(rng, 4))
        if kind == 'free':
            return '1800 555 %s' % dg(rng, 3)
        if len(area) == 2:
            return rng.choice(('(%s) 555 %s', '%s 555 %s')) % (area, dg(rng, 4))
        return rng.choice(('(%s) 555 %s', '%s 555 %s')) % (area, dg(rng, 3 if area == '091' else 4))
    if cc == 'NZ':
        if kind == 'mob':
            return '02%s 555 %s' % (rng.choice('17'), dg(rng, 4))
        if kind == 'free':
            return '0800 555 %s' % dg(rng, 3)
        return rng.choice(('(%s) 555 %s', '%s 555 %s')) % (area, dg(rng, 4))
    raise KeyError(cc)


def bleep(rng):
    return rng.choice(('%s555%s', '555%s%s')) % (rng.choice(('', '1', '2', '4', '7')), dg(rng, 1))


def ext(rng):
    return '555%s' % dg(rng, rng.choice((1, 2)))


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


def email(rng, first, last, kind='person'):
    dom = rng.choice(('example.org', 'example.net', 'example.com'))
    f = ''.join(c for c in first.lower() if c.isalpha())
    la = ''.join(c for c in last.lower() if c.isalpha())
    if kind == 'team':
        return '%s@%s' % (rng.choice(('ifu.admin', 'hpn.team', 'nutrition.team', 'ifclinic',
                                      'homecare.orders', 'nst.referrals', 'vascular.access')), dom)
    local = rng.choice(('%s.%s' % (f, la), '%s%s' % (f[0], la), '%s_%s%s' % (f, la, dg(rng, 2)),
                        '%s.%s' % (f[0], la)))
    return '%s@%s' % (local, dom)


def url(rng):
    return rng.choice(('www.example.org/hpn-portal', 'https://www.example.net/ifu/training',
                       'https://example.com/homecare/track', 'www.example.org/patients/line-care',
                       'example.net/hpn/app', 'https://www.example.com/portal/login',
                       'www.example.net/nutrition/bloods', 'https://example.org/if-unit/advice'))


# ---------------------------------------------------------------- postcodes, plates
def postcode(rng, cc, seed):
    if cc == 'UK':
        return '%s%d %d%s' % (seed, rng.randrange(1, 30 if len(seed) == 1 else 20), rng.randrange(10),
                              lt(rng, 2, PC_LET))
    if cc == 'US':
        z = seed + dg(rng, 2)
        return z + ('-' + dg(rng, 4) if rng.random() < 0.2 else '')
    if cc == 'CA':
        return '%s%d%s %d%s%d' % (seed, rng.randrange(10), lt(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'),
                                  rng.randrange(10), lt(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randrange(10))
    if cc in ('AU', 'NZ'):
        return '%04d' % (int(seed) + rng.randrange(0, 12))
    if cc == 'IE':
        return '%s %s' % (seed, ''.join(rng.choice(EIR) for _ in range(4)))
    raise KeyError(cc)


def plate(rng, cc):
    if cc == 'UK':
        return '%s%s %s' % (lt(rng, 2), dg(rng, 2), lt(rng, 3))
    if cc == 'US':
        return rng.choice(('%s%s%s' % (dg(rng, 1), lt(rng, 3), dg(rng, 3)), '%s-%s' % (lt(rng, 3), dg(rng, 4))))
    if cc == 'CA':
        return '%s %s' % (lt(rng, 4), dg(rng, 3))
    if cc == 'AU':
        return rng.choice(('%s%s %s' % (dg(rng, 1), lt(rng, 2), lt(rng, 1) + dg(rng, 1) + lt(rng, 1)),
                           '%s-%s' % (lt(rng, 3), dg(rng, 3))))
    if cc == 'IE':
        return '%s-%s-%s' % (rng.choice(('191', '202', '212', '221', '232', '241', '12', '15')),
                             rng.choice(('D', 'C', 'G', 'L', 'KY', 'WX', 'MH', 'LH')), dg(rng, rng.choice((4, 5))))
    return '%s%s' % (lt(rng, 3), dg(rng, 3))


# ---------------------------------------------------------------- patient identifiers
def nhs_number(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        d[0] = rng.randrange(4, 10)
        c = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
        if c == 11:
            c = 0
        if c != 10:
            s = ''.join(map(str, d)) + str(c)
            return '%s %s %s' % (s[:3], s[3:6], s[6:])


def mrn(rng, cc):
    if cc == 'UK':
        return rng.choice(('%s%s' % (rng.choice('KHMRJ'), dg(rng, 7)), 'RX%s' % dg(rng, 6), dg(rng, 8)))
    if cc == 'US':
        return rng.choice(('00' + dg(rng, 7), dg(rng, 8), 'E' + dg(rng, 7)))
    if cc == 'CA':
        return rng.choice((dg(rng, 7), 'MC' + dg(rng, 6)))
    if cc == 'AU':
        return dg(rng, rng.choice((6, 7)))
    if cc == 'IE':
        return dg(rng, 7)
    return dg(rng, 7)


def nhi(rng):
    return lt(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + dg(rng, 4)


def chi(rng, dob):
    return dob.strftime('%d%m%y') + dg(rng, 4)


def ssn(rng, cc):
    if cc == 'US':
        if rng.random() < 0.3:
            return '000-%s-%s' % (dg(rng, 2), dg(rng, 4))
        return '9%s-%s-%s' % (dg(rng, 2), dg(rng, 2), dg(rng, 4))
    if cc == 'CA':
        return '9%s %s %s' % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if cc == 'IE':
        return '9%s%s' % (dg(rng, 6), rng.choice(('T', 'W', 'A', 'H')) + rng.choice(('', 'A')))
    raise KeyError(cc)


def healthplan(rng, cc, region=''):
    if cc == 'US':
        return rng.choice(('%s%s' % (lt(rng, 3), dg(rng, 9)), 'W%s' % dg(rng, 9), '%s%s' % (lt(rng, 2), dg(rng, 8))))
    if cc == 'CA':
        if region == 'ON':
            return '%s-%s-%s-%s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))
        if region == 'BC':
            return '9%s %s %s' % (dg(rng, 3), dg(rng, 3), dg(rng, 3))
        return '%s-%s' % (dg(rng, 5), dg(rng, 4))
    if cc == 'AU':
        return '%s%s %s %s' % (rng.choice('23456'), dg(rng, 3), dg(rng, 5), dg(rng, 1))
    if cc == 'IE':
        return '%s%s' % (dg(rng, 7), lt(rng, 1))
    if cc == 'NZ':
        return 'KC-%s' % dg(rng, 7)
    return dg(rng, 8)


def group_no(rng):
    return rng.choice(('G%s' % dg(rng, 6), '%s-%s' % (dg(rng, 4), dg(rng, 3)), 'GRP%s' % dg(rng, 5)))


def account(rng, cc):
    return rng.choice(('%s%s' % (rng.choice(('ENC', 'V', 'HAR', 'FIN', 'EP')), dg(rng, 8)),
                       '%s-%s' % (dg(rng, 4), dg(rng, 4)), dg(rng, 9),
                       '%s/%s' % (rng.choice(('2022', '2023', '2024')), dg(rng, 6))))


def idnum(rng, prefix):
    return '%s%s-%s' % (prefix, dg(rng, 2), dg(rng, rng.choice((4, 5, 6))))


def lot(rng):
    return rng.choice(('%s%s' % (lt(rng, 2), dg(rng, 6)), '%s%s%s' % (dg(rng, 2), lt(rng, 1), dg(rng, 5)),
                       '%s%s-%s' % (lt(rng, 1), dg(rng, 4), dg(rng, 2))))


def serial(rng):
    return rng.choice(('%s%s' % (lt(rng, 3), dg(rng, 6)), 'SN%s' % dg(rng, 8), '%s-%s' % (dg(rng, 4), dg(rng, 5))))


def bioid(rng, kind='fp'):
    if kind == 'voice':
        return rng.choice(('VP-%s' % dg(rng, 6), 'VB%s' % dg(rng, 7)))
    if kind == 'palm':
        return rng.choice(('PV%s' % dg(rng, 5), 'PALM-%s' % dg(rng, 5)))
    return rng.choice(('FP-%s' % dg(rng, 5), 'BIO%s' % dg(rng, 6), 'FPR%s' % dg(rng, 6)))


# ---------------------------------------------------------------- clinician licences
def licence(rng, cc, role):
    if cc == 'UK':
        if role in ('nurse', 'homecare'):
            return '%s%s%s%s' % (dg(rng, 2), lt(rng, 1), dg(rng, 4), lt(rng, 1))
        if role == 'pharm':
            return '20%s' % dg(rng, 5)
        if role == 'diet':
            return 'DT%s' % dg(rng, 6)
        return dg(rng, 7)
    if cc == 'US':
        if role == 'dea':
            return '%s%s%s' % (rng.choice('ABF'), lt(rng, 1), dg(rng, 7))
        if role in ('nurse', 'homecare'):
            return 'RN%s' % dg(rng, 6)
        return '1%s' % dg(rng, 9)
    if cc == 'CA':
        return dg(rng, rng.choice((5, 6, 7)))
    if cc == 'AU':
        pre = {'nurse': 'NMW', 'homecare': 'NMW', 'pharm': 'PHA'}.get(role, 'MED')
        return '%s000%s' % (pre, dg(rng, 7))
    if cc == 'IE':
        return dg(rng, rng.choice((5, 6)))
    return dg(rng, 5)


# ---------------------------------------------------------------- dates
def fmt_date(d, cc, style):
    us = cc == 'US'
    day, mon, yr = d.day, d.month, d.year
    M = MONTHS[mon - 1]
    if style == 'num':
        if cc == 'CA':
            return d.isoformat()
        return ('%02d/%02d/%d' % (mon, day, yr)) if us else ('%02d/%02d/%d' % (day, mon, yr))
    if style == 'num2':
        return ('%d/%d/%02d' % (mon, day, yr % 100)) if us else ('%d/%d/%02d' % (day, mon, yr % 100))
    if style == 'long':
        return ('%s %d, %d' % (M, day, yr)) if us or cc == 'CA' else ('%d %s %d' % (day, M, yr))
    if style == 'med':
        return ('%s %d, %d' % (M[:3], day, yr)) if us or cc == 'CA' else ('%d %s %d' % (day, M[:3], yr))
    if style == 'dash':
        return '%02d-%s-%d' % (day, M[:3], yr)
    if style == 'dash2':
        return '%02d-%s-%02d' % (day, M[:3], yr % 100)
    if style == 'iso':
        return d.isoformat()
    if style == 'dot':
        return '%02d.%02d.%d' % (day, mon, yr)
    if style == 'wk':
        w = WDAYS[d.weekday()][:3]
        return ('%s %d/%d' % (w, mon, day)) if us else ('%s %d/%d' % (w, day, mon))
    if style == 'wklong':
        w = WDAYS[d.weekday()]
        return ('%s, %s %d, %d' % (w, M, day, yr)) if us or cc == 'CA' else ('%s %d %s %d' % (w, day, M, yr))
    if style == 'my':
        return '%s %d' % (M, yr)
    if style == 'mys':
        return '%s %d' % (M[:3], yr)
    if style == 'y':
        return str(yr)
    if style == 'dm':
        return ('%d/%d' % (mon, day)) if us else ('%d/%d' % (day, mon))
    raise KeyError(style)


def add_days(d, k):
    return d + datetime.timedelta(days=k)


def num_words(k):
    ones = ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen '
            'fifteen sixteen seventeen eighteen nineteen').split()
    tens = 'twenty thirty forty fifty sixty seventy eighty ninety'.split()
    if k < 20:
        return ones[k]
    t, o = divmod(k, 10)
    return tens[t - 2] + ('' if o == 0 else '-' + ones[o])
