"""Identifier, contact and vehicle formats per country. All contacts are fictional (555 numbers, example
domains, private IP ranges); SSN-like numbers start with 9 or 000."""
import re


def dig(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def let(rng, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(pool) for _ in range(n))


UKC = ('ENG', 'SCO', 'WAL', 'NIR')


def phone(rng, cc, kind='land', area=None):
    if cc in UKC:
        if kind == 'mobile':
            return '07%s 555 %s' % (dig(rng, 3), dig(rng, 3))
        if kind == 'free':
            return '0800 555 ' + dig(rng, 4)
        a = area or '0113'
        if len(a) == 3:
            return '%s %s %s' % (a, '555' + dig(rng, 1), dig(rng, 4))
        if len(a) == 4:
            return '%s 555 %s' % (a, dig(rng, 4))
        return '%s 555%s' % (a, dig(rng, 3))
    if cc == 'IRL':
        if kind == 'mobile':
            return '08%s 555 %s' % (rng.choice('35679'), dig(rng, 4))
        if kind == 'free':
            return '1800 555 ' + dig(rng, 3)
        return '%s 555 %s' % (area or '021', dig(rng, 4))
    if cc == 'AUS':
        if kind == 'mobile':
            return '04%s 555 %s' % (dig(rng, 2), dig(rng, 3))
        if kind == 'free':
            return '1800 555 ' + dig(rng, 3)
        return '(%s) 5550 %s' % (area or '02', dig(rng, 4))
    if cc == 'NZL':
        if kind == 'mobile':
            return '02%s 555 %s' % (rng.choice('1279'), dig(rng, 4))
        if kind == 'free':
            return '0800 555 ' + dig(rng, 3)
        return '(%s) 555 %s' % (area or '07', dig(rng, 4))
    a = area or '416'
    if kind == 'free':
        return '1-800-555-01' + dig(rng, 2)
    form = rng.choice(['(%s) 555-01%s', '%s-555-01%s', '(%s) 555-01%s', '%s.555.01%s'])
    return form % (a, dig(rng, 2))


def ext(rng):
    return rng.choice(['ext. ', 'ext ', 'x', 'Ext. ']) + dig(rng, 4)


def bleep(rng, cc):
    if cc in ('USA', 'CAN'):
        return '555-01' + dig(rng, 2)
    return '555' + dig(rng, 1)


def slug(s):
    return re.sub(r'[^a-z0-9]+', '', s.lower())


def email_person(rng, first, last, kind='staff'):
    dom = rng.choice(['example.org', 'example.net', 'example.com'])
    f, l = slug(first), slug(last)
    if kind == 'staff':
        local = rng.choice([f + '.' + l, f[0] + l, l + '.' + f[0], f + '.' + l + dig(rng, 1)])
    else:
        local = rng.choice([f + l + dig(rng, 2), f + '.' + l, f[0] + '.' + l + dig(rng, 2), l + f[:3], f + '_' + l])
    return local + '@' + dom


def email_org(rng, name):
    stem = slug(name.split()[0])
    return rng.choice(['bowelscreening.', 'screening.', 'endoscopy.', 'enquiries.', 'bcsp.']) + stem + '@' + \
        rng.choice(['example.org', 'example.net', 'example.com'])


def url_org(rng, name):
    stem = slug(name.split()[0])
    dom = rng.choice(['example.org', 'example.net', 'example.com'])
    path = rng.choice(['bowel-screening', 'screening/bowel', 'fit', 'patients/colonoscopy', 'kit-request',
                       'portal', 'results', 'bowelscreen/faq'])
    return rng.choice(['https://www.%s/%s/%s', 'www.%s/%s/%s', 'https://%s/%s/%s']) % (dom, stem, path)


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


def _mod11(digits):
    s = sum(d * (10 - i) for i, d in enumerate(digits))
    c = 11 - s % 11
    return 0 if c == 11 else c


def nhs_number(rng):
    while True:
        d = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        c = _mod11(d)
        if c != 10:
            s = ''.join(map(str, d + [c]))
            return rng.choice(['%s %s %s' % (s[:3], s[3:6], s[6:]), s, '%s %s %s' % (s[:3], s[3:6], s[6:])])


def chi_number(rng, dob, sex):
    while True:
        d = [int(x) for x in '%02d%02d%02d' % (dob.day, dob.month, dob.year % 100)]
        d += [rng.randrange(10), rng.randrange(10)]
        sd = rng.randrange(10)
        if (sd % 2 == 1) != (sex == 'M'):
            sd = (sd + 1) % 10
        d.append(sd)
        c = _mod11(d)
        if c != 10:
            s = ''.join(map(str, d + [c]))
            return rng.choice([s, s[:6] + ' ' + s[6:]])


def hc_number(rng):
    while True:
        d = [3] + [rng.randrange(10) for _ in range(8)]
        c = _mod11(d)
        if c != 10:
            s = ''.join(map(str, d + [c]))
            return '%s %s %s' % (s[:3], s[3:6], s[6:])


def mrn(rng, cc):
    if cc in UKC:
        return rng.choice([let(rng, 1) + dig(rng, 7), let(rng, 2) + dig(rng, 6), 'RX' + dig(rng, 1) + '-' + dig(rng, 7),
                           dig(rng, 8), let(rng, 1) + dig(rng, 6) + let(rng, 1)])
    if cc == 'IRL':
        return rng.choice([dig(rng, 7), '0' + dig(rng, 6), let(rng, 1) + dig(rng, 6)])
    if cc == 'AUS':
        return rng.choice([dig(rng, 7), '00' + dig(rng, 6), let(rng, 1) + dig(rng, 6)])
    if cc == 'NZL':
        return 'Z' + let(rng, 2) + dig(rng, 4)
    if cc == 'CAN':
        return rng.choice(['00' + dig(rng, 7), let(rng, 1) + dig(rng, 7), dig(rng, 9)])
    return rng.choice(['00' + dig(rng, 6), 'E' + dig(rng, 7), dig(rng, 8), 'MR' + dig(rng, 7)])


def ihi(rng):
    return '8003 60%s %s %s' % (dig(rng, 2), dig(rng, 4), dig(rng, 4))


def healthplan(rng, cc, kind=''):
    if cc == 'AUS':
        if kind == 'dva':
            return rng.choice(['NX', 'VX', 'QX', 'WX']) + dig(rng, 6)
        if kind == 'private':
            return dig(rng, 8)
        return '%s%s %s %s' % (rng.choice('23456'), dig(rng, 3), dig(rng, 5), dig(rng, 1))
    if cc == 'CAN':
        if kind == 'BC':
            return '9%s %s %s' % (dig(rng, 3), dig(rng, 3), dig(rng, 3))
        if kind == 'ON':
            return '%s-%s-%s-%s' % (dig(rng, 4), dig(rng, 3), dig(rng, 3), let(rng, 2))
        return '%s %s %s' % (dig(rng, 3), dig(rng, 3), dig(rng, 3))
    if cc == 'USA':
        if kind == 'mbi':
            return '%s%s%s-%s%s-%s' % (rng.choice('123456789'), let(rng, 1), dig(rng, 2), let(rng, 2), dig(rng, 1),
                                        let(rng, 2) + dig(rng, 2))
        if kind == 'group':
            return rng.choice(['GRP', 'G']) + dig(rng, 6)
        return let(rng, 3) + dig(rng, rng.choice([6, 8, 9]))
    if cc == 'IRL':
        if kind == 'private':
            return 'LH-' + dig(rng, 8)
        return dig(rng, 7) + let(rng, 1)
    if cc == 'NZL':
        if kind == 'acc':
            return rng.choice(['1004', '1011', '1050']) + dig(rng, 7)
        return '%s %s %s' % (dig(rng, 4), dig(rng, 4), dig(rng, 4))
    return 'HC' + dig(rng, 8)


def ssn(rng, cc):
    if cc == 'USA':
        if rng.random() < 0.2:
            return '000-%s-%s' % (dig(rng, 2), dig(rng, 4))
        return '9%s-%s-%s' % (dig(rng, 2), dig(rng, 2), dig(rng, 4))
    if cc == 'CAN':
        return '9%s %s %s' % (dig(rng, 2), dig(rng, 3), dig(rng, 3))
    if cc == 'IRL':
        return '9' + dig(rng, 6) + let(rng, 1, 'ABCDEFGHKLMNPRSTVWX') + rng.choice(['', '', 'A', 'W'])
    if cc == 'NZL':
        return '9%s-%s-%s' % (dig(rng, 2), dig(rng, 3), dig(rng, 3))
    return '9%s %s %s' % (dig(rng, 2), dig(rng, 3), dig(rng, 3))


def licence(rng, cc, role):
    """Return (label, value) for a clinician registration number."""
    doc = role == 'doctor'
    if cc in UKC:
        return ('GMC', dig(rng, 7)) if doc else ('NMC PIN', dig(rng, 2) + let(rng, 1) + dig(rng, 4) + let(rng, 1))
    if cc == 'IRL':
        return ('MCRN', dig(rng, 6)) if doc else ('NMBI PIN', dig(rng, 6))
    if cc == 'AUS':
        if doc:
            return rng.choice([('AHPRA', 'MED000' + dig(rng, 7)), ('Provider No.', dig(rng, 6) + let(rng, 1) + let(rng, 1))])
        return ('AHPRA', 'NMW000' + dig(rng, 7))
    if cc == 'NZL':
        return ('MCNZ', dig(rng, 5)) if doc else ('NCNZ', dig(rng, 6))
    if cc == 'CAN':
        return ('CPSO #', dig(rng, 5)) if doc else ('CNO #', dig(rng, 8))
    if doc:
        return rng.choice([('NPI', rng.choice('12') + dig(rng, 9)), ('DEA', dea(rng))])
    return ('RN Lic.', let(rng, 2) + '-' + dig(rng, 6))


def dea(rng):
    d = [rng.randrange(10) for _ in range(6)]
    c = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return rng.choice('ABFM') + let(rng, 1) + ''.join(map(str, d)) + str(c)


def scope_serial(rng):
    return rng.choice([dig(rng, 7), 'G' + dig(rng, 6), 'A1' + dig(rng, 5), '2' + dig(rng, 6) + let(rng, 1), dig(rng, 3) + '-' + dig(rng, 4)])


def kit_serial(rng):
    return rng.choice(['FK' + dig(rng, 2) + '-' + dig(rng, 7), dig(rng, 4) + ' ' + dig(rng, 4) + ' ' + dig(rng, 2),
                       dig(rng, 12), 'F' + dig(rng, 9), 'OC' + let(rng, 2) + dig(rng, 8)])


def cardiac_serial(rng):
    return rng.choice([let(rng, 3) + dig(rng, 6), let(rng, 3) + dig(rng, 6) + let(rng, 1), dig(rng, 8), 'PJN' + dig(rng, 6)])


def plate(rng, cc):
    if cc in UKC:
        if cc == 'NIR':
            return let(rng, 3) + ' ' + dig(rng, 4)
        return let(rng, 2) + rng.choice(['15', '17', '19', '20', '21', '66', '68', '70', '71', '72']) + ' ' + let(rng, 3)
    if cc == 'IRL':
        return '%s-%s-%s' % (rng.choice(['181', '192', '201', '211', '151', '08']), rng.choice(['C', 'G', 'L', 'WX', 'KY', 'D', 'MO']),
                             dig(rng, rng.choice([3, 4, 5])).lstrip('0') or '17')
    if cc == 'AUS':
        return rng.choice([let(rng, 3) + dig(rng, 2) + let(rng, 1), dig(rng, 1) + let(rng, 2) + ' ' + dig(rng, 1) + let(rng, 2),
                           dig(rng, 3) + ' ' + let(rng, 3)])
    if cc == 'NZL':
        return let(rng, 3) + dig(rng, 3)
    if cc == 'CAN':
        return rng.choice([let(rng, 4) + ' ' + dig(rng, 3), let(rng, 2) + dig(rng, 3) + let(rng, 1)])
    return rng.choice([dig(rng, 1) + let(rng, 3) + dig(rng, 3), let(rng, 3) + '-' + dig(rng, 4), let(rng, 3) + ' ' + dig(rng, 3)])


def vin(rng):
    return let(rng, 1, '123456789') + let(rng, 4, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + dig(rng, 4) + \
        let(rng, 4, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + dig(rng, 4)


def bioid(rng):
    return rng.choice(['PV-%s-%s' % (dig(rng, 5), let(rng, 1)), 'FP-%s' % dig(rng, 5), 'VB-%s' % dig(rng, 6),
                       'BIO%s' % dig(rng, 7), 'PALM-%s' % dig(rng, 6), 'VPR-%s-%s' % (dig(rng, 3), dig(rng, 4))])


def accession(rng, kind='histo', year=None):
    yy = '%02d' % (year % 100) if year else rng.choice(['19', '20', '21', '22', '23', '24', '25'])
    if kind == 'histo':
        return rng.choice(['H%s-%s' % (yy, dig(rng, 5)), 'SP%s/%s' % (yy, dig(rng, 5)), 'CP%s-%s' % (yy, dig(rng, 6)),
                           'S%s-%s' % (yy, dig(rng, 4)), 'HS%s' % dig(rng, 7)])
    if kind == 'rad':
        return rng.choice(['RAD' + dig(rng, 8), 'CT' + dig(rng, 7), 'ACC-' + dig(rng, 9), 'XR%s%s' % (yy, dig(rng, 6))])
    if kind == 'fit':
        return rng.choice(['FT' + dig(rng, 7), 'LAB-' + dig(rng, 8), 'F%s-%s' % (yy, dig(rng, 6))])
    if kind == 'incident':
        return rng.choice(['IR-' + dig(rng, 7), 'INC%s' % dig(rng, 6), 'W%s' % dig(rng, 5), 'SL-%s-%s' % (yy, dig(rng, 4))])
    if kind == 'mdt':
        return rng.choice(['MDT-%s' % dig(rng, 4), 'SC%s/%s' % (yy, dig(rng, 3)), 'C%s' % dig(rng, 6)])
    if kind == 'order':
        return rng.choice(['ORD-' + dig(rng, 7), 'REQ' + dig(rng, 8), 'RF' + dig(rng, 8), 'R' + dig(rng, 9)])
    if kind == 'call':
        return rng.choice(['CALL-' + dig(rng, 8), 'TEL' + dig(rng, 7), 'C' + dig(rng, 9)])
    return rng.choice(['ID-' + dig(rng, 7), dig(rng, 10)])


def episode(rng, cc):
    return rng.choice(['E' + dig(rng, 9), dig(rng, 10), 'EP-' + dig(rng, 7), 'V' + dig(rng, 8),
                       dig(rng, 4) + '-' + dig(rng, 4), 'A' + dig(rng, 10)])


def username(rng, first, last):
    f, l = slug(first), slug(last)
    return rng.choice([f[0] + l, f + '.' + l, l + f[0] + dig(rng, 1), f[:3] + l[:3], f[0] + l + dig(rng, 2),
                       (l[:5] + f[0]).upper(), l + '_' + f[0]])
