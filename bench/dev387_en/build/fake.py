"""Fictional identifiers, contacts and date formats, per country."""
import datetime

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
PCL = 'ABDEFGHJLNPQRSTUWXYZ'          # UK inward letters
EIR = 'ACDEFHKNPRTVWXY0123456789'     # Eircode unique identifier chars
CAL = 'ABCEGHJKLMNPRSTVWXYZ'

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def dg(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def let(rng, n, pool=UP):
    return ''.join(pool[rng.randrange(len(pool))] for _ in range(n))


# ---------------------------------------------------------------- dates
def fmt_date(d, country, style):
    us = country == 'US'
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    if style == 'num':
        if us:
            return '%02d/%02d/%d' % (m, dd, y)
        if country == 'CA':
            return '%d-%02d-%02d' % (y, m, dd)
        return '%02d/%02d/%d' % (dd, m, y)
    if style == 'num1':
        return ('%d/%d/%d' % (m, dd, y)) if us else ('%d/%d/%d' % (dd, m, y))
    if style == 'num2':
        return ('%d/%d/%02d' % (m, dd, y % 100)) if us else ('%d/%d/%02d' % (dd, m, y % 100))
    if style == 'dot':
        return '%02d.%02d.%02d' % (dd, m, y % 100) if not us else '%02d.%02d.%02d' % (m, dd, y % 100)
    if style == 'med':
        return ('%s %d, %d' % (mon[:3], dd, y)) if us or country == 'CA' else ('%d %s %d' % (dd, mon[:3], y))
    if style == 'long':
        return ('%s %d, %d' % (mon, dd, y)) if us or country == 'CA' else ('%d %s %d' % (dd, mon, y))
    if style == 'dash':
        return '%02d-%s-%d' % (dd, mon[:3], y)
    if style == 'iso':
        return '%d-%02d-%02d' % (y, m, dd)
    if style == 'wd':
        w = WDAYS[d.weekday()]
        if us or country == 'CA':
            return '%s, %s %d, %d' % (w, mon, dd, y)
        return '%s %d %s %d' % (w, dd, mon, y)
    if style == 'wds':
        w = WDAYS[d.weekday()][:3]
        if us:
            return '%s %d/%d' % (w, m, dd)
        return '%s %d/%d' % (w, dd, m)
    if style == 'my':
        return '%s %d' % (mon, y)
    if style == 'mys':
        return '%s %d' % (mon[:3], y)
    if style == 'y':
        return str(y)
    if style == 'dm':
        return ('%s %d' % (mon, dd)) if us or country == 'CA' else ('%d %s' % (dd, mon))
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randrange(span + 1))


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
         'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ('' if n % 10 == 0 else '-' + _ONES[n % 10])
    return 'one hundred' + ('' if n == 100 else ' and ' + words(n - 100))


# ---------------------------------------------------------------- addresses
def postcode(rng, country, prefix):
    if country == 'UK':
        return '%s%d %d%s' % (prefix, rng.randrange(1, 20), rng.randrange(10), let(rng, 2, PCL))
    if country in ('AU', 'NZ'):
        return prefix + dg(rng, 2)
    if country == 'IE':
        return prefix + ' ' + let(rng, 4, EIR)
    if country == 'CA':
        return '%s %d%s%d' % (prefix, rng.randrange(10), let(rng, 1, CAL), rng.randrange(10))
    z = prefix + dg(rng, 2)
    if rng.random() < 0.2:
        z += '-' + dg(rng, 4)
    return z


# ---------------------------------------------------------------- phones
def phone(rng, country, area, kind='land'):
    """Every number contains 555."""
    r = rng.random()
    if country == 'UK':
        if kind == 'mobile':
            return '07%s 555 %s' % (dg(rng, 3), dg(rng, 3))
        if len(area) == 5:
            return '%s 555%s%s' % (area, ' ' if r < 0.7 else '', dg(rng, 3))
        return '%s 555 %s' % (area, dg(rng, 4))
    if country == 'AU':
        if kind == 'mobile':
            return '04%s 555 %s' % (dg(rng, 2), dg(rng, 3))
        if r < 0.15:
            return '+61 %s 5550 %s' % (area[1:], dg(rng, 4))
        return ('(%s) 5550 %s' if r < 0.6 else '%s 5550 %s') % (area, dg(rng, 4))
    if country == 'NZ':
        if kind == 'mobile':
            return '02%d 555 %s' % (rng.choice([1, 2, 7]), dg(rng, 4))
        return ('(%s) 555 %s' if r < 0.5 else '%s 555 %s') % (area, dg(rng, 4))
    if country == 'IE':
        if kind == 'mobile':
            return '08%d 555 %s' % (rng.choice([3, 5, 6, 7]), dg(rng, 4))
        return ('(%s) 555 %s' if r < 0.4 else '%s 555 %s') % (area, dg(rng, 4))
    # CA / US
    if kind == 'mobile':
        area = str(rng.choice([2, 3, 4, 5, 6, 7, 8])) + dg(rng, 2)
    tail = '01' + dg(rng, 2)
    if r < 0.45:
        return '(%s) 555-%s' % (area, tail)
    if r < 0.85:
        return '%s-555-%s' % (area, tail)
    return '%s.555.%s' % (area, tail)


def with_ext(rng, num):
    e = dg(rng, rng.choice([3, 4]))
    return num + rng.choice([' ext. ', ' ext ', ' x', ' extn ']) + e


def pager(rng):
    return rng.choice(['555', '5550', '555']) + dg(rng, rng.choice([1, 2]))


# ---------------------------------------------------------------- e-mail / url / ip
DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com', 'inbox.example.net',
           'post.example.org']


def _ascii(s):
    tr = {'á': 'a', 'é': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u', 'ā': 'a', 'ē': 'e', 'ō': 'o', 'ū': 'u',
          'ü': 'u', 'ö': 'o', 'ä': 'a', 'ñ': 'n', 'ç': 'c', 'ł': 'l', 'ś': 's', 'ń': 'n', 'ą': 'a',
          'ż': 'z', 'ź': 'z', 'ę': 'e', 'Á': 'a', 'É': 'e', 'Í': 'i', 'Ó': 'o', 'Ú': 'u', 'Ō': 'o',
          'ë': 'e', 'ã': 'a', 'â': 'a', 'ê': 'e', 'ô': 'o'}
    out = []
    for ch in s.lower():
        ch = tr.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return ''.join(out)


def email_personal(rng, first, last):
    f, l = _ascii(first), _ascii(last)
    r = rng.random()
    if r < 0.3:
        local = '%s.%s' % (f, l)
    elif r < 0.55:
        local = '%s%s%s' % (f[0], l, dg(rng, 2))
    elif r < 0.75:
        local = '%s_%s%d' % (f, l[:4], rng.randrange(50, 99))
    else:
        local = '%s%s' % (f, dg(rng, 4))
    return local + '@' + rng.choice(DOMAINS)


def site_domain(site):
    words = [_ascii(w) for w in site.split()]
    words = [w for w in words if w and w not in ('the', 'hospital', 'of', 'and', 'st', 'co')]
    return ''.join(words[:2]) or 'clinic'


def email_staff(rng, first, last, site, tld=None):
    f, l = _ascii(first), _ascii(last)
    tld = tld or rng.choice(['example.org', 'example.net', 'nhs.example.net', 'health.example.org'])
    local = rng.choice(['%s.%s' % (f, l), '%s.%s' % (f[0], l), '%s%s' % (f[0], l)])
    return '%s@%s.%s' % (local, site_domain(site), tld)


def email_team(rng, site, box):
    return '%s@%s.%s' % (box, site_domain(site), rng.choice(['example.org', 'example.net']))


def url_site(rng, site, path=''):
    base = rng.choice(['www.%s.example.org', 'https://%s.example.net', 'www.%s.example.com',
                       'https://www.%s.example.org'])
    return (base % site_domain(site)) + path


def ip_private(rng):
    r = rng.random()
    if r < 0.4:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r < 0.7:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    """(label, value) for a local hospital record number."""
    if country == 'UK':
        return rng.choice([('Hospital No', let(rng, 1) + dg(rng, 7)), ('Hosp no', dg(rng, 8)),
                           ('MRN', let(rng, 2) + dg(rng, 6)), ('Unit no', dg(rng, 3) + ' ' + dg(rng, 4))])
    if country == 'AU':
        return rng.choice([('UR', dg(rng, 6)), ('URN', dg(rng, 7)), ('MRN', dg(rng, 8)), ('UR No', dg(rng, 6))])
    if country == 'NZ':
        return rng.choice([('Hospital No', dg(rng, 7)), ('MRN', 'M' + dg(rng, 6))])
    if country == 'IE':
        return rng.choice([('MRN', dg(rng, 7)), ('Chart No', dg(rng, 6)), ('Hosp No', 'H' + dg(rng, 6))])
    if country == 'CA':
        return rng.choice([('MRN', dg(rng, 7)), ('Chart #', dg(rng, 6)), ('MRN', 'M' + dg(rng, 7))])
    return rng.choice([('MRN', dg(rng, 8)), ('MRN', dg(rng, 3) + '-' + dg(rng, 3) + '-' + dg(rng, 3)),
                       ('Med Rec #', dg(rng, 9))])


def national(rng, country):
    """(label, value) for a national health-system / payer number, or None."""
    if country == 'UK':
        v = '9' + dg(rng, 2) + ' ' + dg(rng, 3) + ' ' + dg(rng, 4)
        return ('NHS No', v) if rng.random() < 0.7 else ('NHS number', v.replace(' ', ''))
    if country == 'AU':
        v = '%s%s %s %s' % (rng.choice('23456'), dg(rng, 3), dg(rng, 5), dg(rng, 1))
        return ('Medicare', v + ('/' + str(rng.randrange(1, 6)) if rng.random() < 0.5 else ''))
    if country == 'NZ':
        return ('NHI', let(rng, 3) + dg(rng, 4))
    if country == 'IE':
        if rng.random() < 0.5:
            return ('Medical card no', dg(rng, 6) + let(rng, 1))
        return ('IHI', dg(rng, 10))
    if country == 'CA':
        if rng.random() < 0.5:
            return ('OHIP', '%s-%s-%s-%s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), let(rng, 2)))
        return ('PHN', '9' + dg(rng, 3) + ' ' + dg(rng, 3) + ' ' + dg(rng, 3))
    return None


def member_id(rng, country):
    if country == 'US':
        return rng.choice([let(rng, 3) + dg(rng, 9), 'W' + dg(rng, 9), let(rng, 3) + dg(rng, 6),
                           '%s%s-%s' % (let(rng, 1), dg(rng, 4), dg(rng, 5))])
    return rng.choice([dg(rng, 8), let(rng, 2) + dg(rng, 7), dg(rng, 4) + ' ' + dg(rng, 4)])


def group_no(rng):
    return rng.choice(['GRP-' + dg(rng, 6), dg(rng, 5) + '-' + dg(rng, 3), let(rng, 2) + dg(rng, 5)])


def medicare_mbi(rng):
    return '%d%s%d-%s%d-%s%d' % (rng.randrange(1, 10), let(rng, 1), rng.randrange(10),
                                 let(rng, 2), rng.randrange(10), let(rng, 2), rng.randrange(10))


def ssn(rng, country):
    """SSN-like numbers always start with 9 or 000."""
    if country == 'US':
        if rng.random() < 0.75:
            return '9%s-%s-%s' % (dg(rng, 2), dg(rng, 2), dg(rng, 4))
        return '000-%s-%s' % (dg(rng, 2), dg(rng, 4))
    if country == 'CA':
        return '9%s %s %s' % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if country == 'IE':
        return '9' + dg(rng, 6) + let(rng, 1) + rng.choice(['', 'A', 'W'])
    return None


def licence(rng, country, nurse=False):
    """(label, value) for a professional registration / licence number."""
    if country == 'UK':
        if nurse:
            return ('NMC PIN', '%s%s%s%s' % (dg(rng, 2), let(rng, 1), dg(rng, 4), let(rng, 1)))
        return ('GMC', dg(rng, 7))
    if country == 'AU':
        if nurse:
            return ('AHPRA', 'NMW' + dg(rng, 10))
        return rng.choice([('AHPRA', 'MED' + dg(rng, 10)),
                           ('Provider No', dg(rng, 6) + rng.choice('0123456789ABCDEF') + let(rng, 1)),
                           ('Prescriber No', dg(rng, 7))])
    if country == 'NZ':
        return ('NCNZ', dg(rng, 6)) if nurse else ('MCNZ', dg(rng, 5))
    if country == 'IE':
        return ('NMBI', dg(rng, 6)) if nurse else ('IMC', dg(rng, 6))
    if country == 'CA':
        return ('Reg No', dg(rng, 6)) if nurse else rng.choice([('CPSO', dg(rng, 5)), ('Billing #', dg(rng, 6)),
                                                                ('CPSBC', dg(rng, 5))])
    if nurse:
        return ('RN Lic', 'RN' + dg(rng, 6))
    return rng.choice([('NPI', '1' + dg(rng, 9)), ('NPI', '1' + dg(rng, 9)),
                       ('DEA', let(rng, 2) + dg(rng, 7)), ('State Lic', 'MD-' + dg(rng, 5))])


def npi(rng):
    return '1' + dg(rng, 9)


def dea(rng):
    return let(rng, 2) + dg(rng, 7)


def account(rng, country):
    if country == 'UK':
        return rng.choice([('Episode No', dg(rng, 9)), ('Spell No', 'S' + dg(rng, 8))])
    if country == 'AU':
        return rng.choice([('Visit No', dg(rng, 8)), ('Episode', 'E' + dg(rng, 7)), ('Invoice No', 'INV-' + dg(rng, 6))])
    if country == 'NZ':
        return ('Event ID', dg(rng, 9))
    if country == 'IE':
        return ('Episode No', dg(rng, 8))
    if country == 'CA':
        return rng.choice([('Encounter #', dg(rng, 9)), ('Visit #', 'V' + dg(rng, 8))])
    return rng.choice([('FIN', dg(rng, 10)), ('Acct #', dg(rng, 4) + '-' + dg(rng, 4)),
                       ('Encounter #', 'E' + dg(rng, 9))])


def accession(rng, yr, kind='H'):
    y = yr % 100
    return rng.choice(['%s%02d-%s' % (kind, y, dg(rng, 5)), '%s%02d/%s' % (kind, y, dg(rng, 5)),
                       '%sP-%02d-%s' % (kind[0], y, dg(rng, 6)), '%s%02d.%s' % (kind, y, dg(rng, 4))])


def plate(rng, country):
    if country == 'UK':
        return '%s%02d %s' % (let(rng, 2), rng.choice([15, 16, 18, 19, 21, 22, 66, 68, 69, 70, 71, 72]),
                              let(rng, 3))
    if country == 'AU':
        return rng.choice(['%s %s' % (dg(rng, 3), let(rng, 3)), '%s%s%s' % (let(rng, 2), dg(rng, 2), let(rng, 2)),
                           '1%s%s' % (let(rng, 2), dg(rng, 3))])
    if country == 'NZ':
        return let(rng, 3) + dg(rng, 3)
    if country == 'IE':
        return '%s-%s-%s' % (rng.choice(['191', '192', '201', '211', '222', '231', '241', '12', '08']),
                             rng.choice(['C', 'G', 'L', 'W', 'SO', 'KK', 'KY', 'D']), dg(rng, rng.choice([4, 5])))
    if country == 'CA':
        return '%s %s' % (let(rng, 4), dg(rng, 3))
    return rng.choice(['%d%s%s' % (rng.randrange(1, 9), let(rng, 3), dg(rng, 3)), let(rng, 3) + dg(rng, 4),
                       '%s-%s' % (let(rng, 3), dg(rng, 4))])


def vin(rng):
    return let(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + dg(rng, 2) + let(rng, 12, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')


def bioid(rng):
    return rng.choice(['BIO-%s-%s' % (dg(rng, 4), let(rng, 2)), 'FP-%s' % dg(rng, 5), 'FM-%s%s' % (let(rng, 2), dg(rng, 6)),
                       'PV%s' % dg(rng, 7), 'BIOM-%s' % dg(rng, 6)])


def serial(rng, kind):
    if kind == 'gamma':
        return rng.choice(['NP-%s-%s' % (dg(rng, 2), dg(rng, 5)), 'GP%s' % dg(rng, 7), 'SN%s%s' % (let(rng, 2), dg(rng, 6))])
    if kind == 'pacer':
        return rng.choice(['%s%s' % (let(rng, 3), dg(rng, 6)), '%s%s%s' % (let(rng, 2), dg(rng, 6), let(rng, 1))])
    if kind == 'scope':
        return rng.choice(['DL%s-%s' % (rng.randrange(2, 6), dg(rng, 7)), 'HD%s' % dg(rng, 8), 'DS-%s-%s' % (dg(rng, 4), let(rng, 2))])
    if kind == 'camera':
        return rng.choice(['ATBM-%s' % dg(rng, 5), 'VWB%s' % dg(rng, 6), 'TBP-%s-%s' % (let(rng, 2), dg(rng, 4))])
    if kind == 'pump':
        return rng.choice(['PUMP-%s' % dg(rng, 7), '%s%s' % (let(rng, 2), dg(rng, 8))])
    return 'SN%s' % dg(rng, 8)
