"""Identifier and contact formats by country for dev407_en.

Every phone, fax and pager number contains 555; e-mail and web addresses use
example.com / example.org / example.net only; IP addresses are private; values of
the SSN type start with 9 or 000."""

import string

UP = string.ascii_uppercase
UPX = 'ABCDEFGHJKLMNPRSTUVWXYZ'  # no I, O, Q
DOMAINS = ['example.org', 'example.com', 'example.net']


def digits(rng, n, first='0123456789'):
    return rng.choice(first) + ''.join(rng.choice('0123456789') for _ in range(n - 1))


def letters(rng, n, pool=UPX):
    return ''.join(rng.choice(pool) for _ in range(n))


# -- phones ---------------------------------------------------------------
def phone(rng, cc, area, kind='land'):
    """A fictional number in the country's own format, always containing 555."""
    if cc in ('UK', 'SCO'):
        if kind == 'mob':
            return rng.choice(['07700 555', '07723 555', '07911 555', '07488 555']) + digits(rng, 3)
        if len(area) == 3:  # 020, 024
            return '%s %s %s' % (area, '555' + digits(rng, 1), digits(rng, 4))
        if len(area) == 4:
            return rng.choice(['%s 555 %s', '%s 555%s']) % (area, digits(rng, 4))
        return '%s 555%s' % (area, digits(rng, 3))
    if cc in ('US', 'CA'):
        extra = ['647', '778', '236'] if cc == 'CA' else [area]
        a = area if kind == 'land' else rng.choice([area, area] + extra)
        tail = digits(rng, 4, '0123')
        return rng.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '%s-555-%s']) % (a, tail)
    if cc == 'AU':
        if kind == 'mob':
            return '04%s 555 %s' % (digits(rng, 2), digits(rng, 3))
        return rng.choice(['(%s) 5550 %s', '(%s) 9555 %s', '%s 5551 %s']) % (area, digits(rng, 4))
    if cc == 'NZ':
        if kind == 'mob':
            return rng.choice(['021 555 %s', '027 555 %s', '022 555 %s']) % digits(rng, 4)
        return rng.choice(['(%s) 555 %s', '%s 555 %s']) % (area, digits(rng, 4))
    if cc == 'IE':
        if kind == 'mob':
            return rng.choice(['087 555 %s', '086 555 %s', '085 555 %s', '+353 87 555 %s']) % digits(rng, 4)
        return rng.choice(['(%s) 555 %s', '%s 555 %s']) % (area, digits(rng, 4))
    raise ValueError(cc)


def extension(rng):
    return rng.choice(['ext. ', 'ext ', 'x', 'Ext ']) + digits(rng, 4, '123456789')


def bleep(rng):
    return rng.choice(['555', '5550', '5551', '5552', '5559']) + digits(rng, 1)


# -- e-mail, web, network -------------------------------------------------
def clean(s):
    return ''.join(ch for ch in s.lower() if ch.isalnum())


def email(rng, first, last, kind='staff'):
    f, l = clean(first), clean(last)
    if kind == 'staff':
        local = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s.%s' % (f[0], l)])
    else:
        local = rng.choice(['%s%s%s' % (f, l[0], digits(rng, 2)), '%s_%s' % (f, l),
                            '%s.%s%s' % (l, f, digits(rng, 2, '1289')), '%s%s' % (f, digits(rng, 4, '12'))])
    return '%s@%s' % (local, rng.choice(DOMAINS))


def team_email(rng, slug):
    return '%s@%s' % (slug, rng.choice(DOMAINS))


def url(rng, path):
    return rng.choice(['www.%s/%s', 'https://www.%s/%s', 'https://%s/%s', '%s/%s']) % (
        rng.choice(DOMAINS), path)


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f, l = clean(first), clean(last)
    return rng.choice(['%s%s' % (f[0], l[:7]), '%s.%s' % (f, l[:6]), '%s%s%d' % (f[:3], l[:3], rng.randrange(1, 99)),
                       '%s%s%d' % (l[:6], f[0], rng.randrange(1, 9))])


# -- national and local numbers --------------------------------------------
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c != 10:
            d.append(c)
            n = ''.join(map(str, d))
            return rng.choice(['%s %s %s', '%s-%s-%s', '%s%s%s']) % (n[:3], n[3:6], n[6:])


def chi_number(rng, dob, sex):
    mid = digits(rng, 3)
    g = rng.choice('13579' if sex == 'M' else '02468')
    return '%02d%02d%02d%s%s' % (dob.day, dob.month, dob.year % 100, mid[:2], mid[2] + g)[:10]


def mrn(rng, cc):
    if cc in ('UK',):
        return rng.choice([letters(rng, 2) + digits(rng, 6), 'RX' + digits(rng, 7), digits(rng, 8), 'K' + digits(rng, 7)])
    if cc == 'SCO':
        return rng.choice(['G' + digits(rng, 7), digits(rng, 8)])
    if cc == 'US':
        return rng.choice([digits(rng, 8), 'E' + digits(rng, 7), digits(rng, 3) + '-' + digits(rng, 2) + '-' + digits(rng, 3)])
    if cc == 'CA':
        return rng.choice([digits(rng, 7), 'M' + digits(rng, 8), 'H' + digits(rng, 6)])
    if cc == 'AU':
        return rng.choice([digits(rng, 7), 'UR' + digits(rng, 6), digits(rng, 6)])
    if cc == 'NZ':
        return letters(rng, 3) + digits(rng, 4)  # NHI
    if cc == 'IE':
        return rng.choice([digits(rng, 7), 'H' + digits(rng, 6), digits(rng, 6)])
    raise ValueError(cc)


def ihi(rng):
    return '8003 60%s %s %s' % (digits(rng, 2), digits(rng, 4), digits(rng, 4))


def medicare_au(rng):
    return '%s %s %s' % (digits(rng, 4, '2345'), digits(rng, 5), digits(rng, 1, '123456789'))


def dva(rng):
    return rng.choice(['N', 'V', 'Q', 'W']) + rng.choice(['X', 'SM', '']) + digits(rng, 6)


def ohip(rng):
    return '%s-%s-%s-%s' % (digits(rng, 4, '123456789'), digits(rng, 3), digits(rng, 3), letters(rng, 2, UP))


def bc_phn(rng):
    return '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))


def ab_uli(rng):
    return '%s-%s' % (digits(rng, 5, '123456789'), digits(rng, 4))


def sk_hsn(rng):
    return digits(rng, 9, '123456789')


def us_member(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), 'W' + digits(rng, 9), digits(rng, 2, '123456789') + letters(rng, 1) + digits(rng, 7),
                       letters(rng, 2) + digits(rng, 8)])


def us_group(rng):
    return rng.choice(['GRP-', 'G', '']) + digits(rng, 5, '123456789')


def csc_nz(rng):
    return 'CSC %s %s' % (digits(rng, 4), digits(rng, 4)) if rng.random() < 0.3 else digits(rng, 10, '123456789')


def gms_ie(rng):
    return digits(rng, 7, '123456789') + letters(rng, 1, UP)


def ssn(rng, cc):
    if cc == 'US':
        if rng.random() < 0.25:
            return '000-%s-%s' % (digits(rng, 2), digits(rng, 4))
        return '9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if cc == 'CA':  # SIN
        return rng.choice(['9%s %s %s', '9%s-%s-%s']) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == 'IE':  # PPSN
        return '9%s%s' % (digits(rng, 6), rng.choice(['T', 'W', 'A', 'TA', 'WA', 'H']))
    if cc == 'AU':  # Centrelink CRN
        return '9%s %s %s%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1, UP))
    if cc in ('UK', 'SCO'):  # NI-style reference kept inside the agreed 9 / 000 space
        return '000 %s %s' % (digits(rng, 3), digits(rng, 3))
    if cc == 'NZ':  # IRD-style
        return '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    raise ValueError(cc)


def licence(rng, cc, role):
    """(label, value) for a clinician's registration number."""
    if cc in ('UK', 'SCO'):
        if role == 'doctor':
            return 'GMC', digits(rng, 7, '3456789')
        if role == 'nurse':
            return 'NMC PIN', '%s%s%s%s' % (digits(rng, 2), letters(rng, 1, UP), digits(rng, 4), letters(rng, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'))
        return 'GPhC', '20' + digits(rng, 5)
    if cc == 'AU':
        pre = {'doctor': 'MED', 'nurse': 'NMW', 'pharm': 'PHA'}[role]
        return 'AHPRA', pre + '000' + digits(rng, 7, '123456789')
    if cc == 'NZ':
        if role == 'doctor':
            return 'MCNZ', digits(rng, 5, '123456789')
        if role == 'nurse':
            return 'NCNZ', digits(rng, 6, '123456789')
        return 'PCNZ', digits(rng, 5, '123456789')
    if cc == 'IE':
        if role == 'doctor':
            return 'IMC', digits(rng, 6, '123456789')
        if role == 'nurse':
            return 'NMBI PIN', digits(rng, 6, '123456789')
        return 'PSI', digits(rng, 4, '123456789')
    if cc == 'US':
        if role == 'doctor':
            return 'NPI', '1' + digits(rng, 9)
        if role == 'nurse':
            return 'RN Lic', 'RN' + digits(rng, 6, '123456789')
        return 'RPh Lic', 'RPH' + digits(rng, 5, '123456789')
    if cc == 'CA':
        if role == 'doctor':
            return 'CPSO', digits(rng, 5, '123456789')
        if role == 'nurse':
            return 'CNO Reg', digits(rng, 7, '123456789')
        return 'OCP Reg', digits(rng, 6, '123456789')
    raise ValueError(cc)


def dea(rng, last):
    d = [rng.randrange(10) for _ in range(6)]
    c = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return rng.choice('ABFM') + last[0].upper() + ''.join(map(str, d)) + str(c)


def prescriber_au(rng):
    return digits(rng, 7, '123456789')


def driving_licence(rng, cc, first, last, dob):
    if cc in ('UK', 'SCO'):
        s = (clean(last).upper() + '99999')[:5]
        return '%s%d%02d%02d%d%s%s' % (s, dob.year % 100 // 10, dob.month, dob.day, dob.year % 10,
                                       clean(first)[0].upper(), rng.choice(UP) + '9' + letters(rng, 2, UP))
    if cc == 'US':
        return letters(rng, 1, UP) + digits(rng, 7)
    if cc == 'CA':
        return '%s%s-%s-%s' % (clean(last)[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if cc == 'AU':
        return digits(rng, 8, '123456789')
    if cc == 'NZ':
        return letters(rng, 2, UP) + digits(rng, 6)
    return digits(rng, 6, '123456789') + letters(rng, 2, UP)


def plate(rng, cc):
    if cc in ('UK', 'SCO'):
        return '%s%s %s' % (letters(rng, 2), rng.choice(['16', '66', '17', '67', '19', '69', '21', '71', '23', '73']), letters(rng, 3))
    if cc == 'US':
        return rng.choice([digits(rng, 1, '123456789') + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + '-' + digits(rng, 4)])
    if cc == 'CA':
        return rng.choice([letters(rng, 4) + ' ' + digits(rng, 3), letters(rng, 2) + digits(rng, 1) + '-' + digits(rng, 2) + letters(rng, 1)])
    if cc == 'AU':
        return rng.choice([letters(rng, 3) + '-' + digits(rng, 3), digits(rng, 1, '123456789') + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)])
    if cc == 'NZ':
        return letters(rng, 3) + digits(rng, 3)
    return '%s-%s-%s' % (rng.choice(['151', '162', '171', '182', '191', '201', '221']), rng.choice(['D', 'C', 'L', 'G', 'WD', 'LH']), digits(rng, 5, '123456789'))


def vin(rng):
    return letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ123456789') + digits(rng, 6) + letters(rng, 2) + digits(rng, 6)


# -- devices, biometrics and other numbers ----------------------------------
def fibroscan_sn(rng):
    return rng.choice(['F', 'FS', 'F5', 'F6']) + digits(rng, 5)


def probe_sn(rng):
    return rng.choice(['M', 'XL', 'S']) + rng.choice(['', '-', '+']) + digits(rng, 5, '123456789')


def genexpert_sn(rng):
    return rng.choice(['GX', 'GXE-', '8']) + digits(rng, 6)


def mems_cap(rng):
    return rng.choice(['MC-', 'MEMS-', 'ADH']) + digits(rng, 5)


def bioid(rng):
    return rng.choice(['IRIS-%s-%s', 'FP-%s%s', 'BIO %s%s', 'PV-%s-%s']) % (digits(rng, 4), digits(rng, 3))


def specimen(rng, year):
    y = '%02d' % (year % 100)
    return rng.choice(['H%s-%s' % (y, digits(rng, 6)), 'VL%s%s' % (y, digits(rng, 5)),
                       'S%s-%s' % (y, digits(rng, 7)), '%s%s' % (letters(rng, 2), digits(rng, 7)),
                       'V%s.%s' % (y, digits(rng, 5))])


def account(rng, year):
    return rng.choice(['ENC-%d-%s' % (year, digits(rng, 7)), 'V' + digits(rng, 8),
                       '%s-%s' % (digits(rng, 4), digits(rng, 4)), 'A' + digits(rng, 9),
                       'FIN ' + digits(rng, 8)])


def rx_number(rng):
    return rng.choice(['RX-', 'Rx ', 'SCR', '']) + digits(rng, 7, '123456789')


def prisoner_no(rng, cc):
    if cc in ('UK', 'SCO'):
        return '%s%s%s' % (letters(rng, 1), digits(rng, 4), letters(rng, 2))
    if cc == 'US':
        return digits(rng, 7, '123456789')
    if cc == 'AU':
        return digits(rng, 6, '123456789')
    if cc == 'NZ':
        return digits(rng, 8, '123456789')
    if cc == 'CA':
        return 'FPS ' + digits(rng, 6, '123456789') + letters(rng, 1, UP) if rng.random() < 0.5 else digits(rng, 6)
    return 'P' + digits(rng, 5, '123456789')


def approval_ref(rng, cc, year):
    if cc in ('UK', 'SCO'):
        return rng.choice(['ODN-HCV-%d-%s', 'HCD%d%s', 'TR-%d-%s']) % (year % 100, digits(rng, 4))
    if cc == 'US':
        return rng.choice(['PA-%d%s', 'AUTH%d%s']) % (year % 100, digits(rng, 6))
    if cc == 'AU':
        return 'AUTH %d%s' % (year % 100, digits(rng, 5))
    if cc == 'NZ':
        return 'SA%d%s' % (year % 100, digits(rng, 5))
    if cc == 'IE':
        return 'NHCTP-%d-%s' % (year, digits(rng, 4))
    return 'EAP-%d-%s' % (year, digits(rng, 5))


def postcode(rng, cc, key):
    if cc in ('UK', 'SCO'):
        return '%s%d %d%s' % (key, rng.randrange(1, 20), rng.randrange(1, 10),
                              letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if cc == 'US':
        return key + digits(rng, 2)
    if cc == 'CA':
        return '%s%d%s %d%s%d' % (key, rng.randrange(1, 10), letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'),
                                  rng.randrange(10), letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randrange(10))
    if cc in ('AU', 'NZ'):
        return key
    if cc == 'IE':
        return '%s %s' % (key, letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1) + letters(rng, 2, 'ACDEFHKNPRTVWXY0123456789'))
    raise ValueError(cc)
