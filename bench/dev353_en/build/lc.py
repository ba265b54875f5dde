"""Country locales: terminology, identifier formats, postal codes, contact formats.

Every generator takes the single random.Random passed in from make.py.
"""

COUNTRY_NAME = {'GB': 'United Kingdom', 'IE': 'Ireland', 'AU': 'Australia', 'NZ': 'New Zealand',
                'CA': 'Canada', 'US': 'United States'}
CUR = {'GB': '£', 'IE': '€', 'AU': '$', 'NZ': '$', 'CA': '$', 'US': '$'}
DMY = {'GB': True, 'IE': True, 'AU': True, 'NZ': True, 'CA': False, 'US': False}

REGIONS = {
    'GB': ['Northvale', 'Severnside', 'Calder and Wyre', 'Fenland Coast', 'Mersey Vale', 'Tarnside', 'Wealdmoor'],
    'IE': ['Slieve Ard', 'Lough Corran', 'South Coast and Glens', 'Midwest Shannon Vale', 'Inishmore Bay'],
    'AU': ['Murra Valley', 'Koona Coast', 'Red Gum Plains', 'Tarra Ranges', 'Bunda Hinterland'],
    'NZ': ['Te Awaroa', 'Moa Plains', 'Kahu Coast', 'Tawa Ranges', 'Ranui Harbour'],
    'CA': ['Frontenac Shores', 'Tamarack North', 'Elk Valley', 'Grand Lakes', 'Cobalt Ridge'],
    'US': ['Cedar Valley', 'Tri-County', 'Sandy River', 'Elk Prairie', 'Fairhaven'],
}

NATNO = {  # national patient number: labels, type
    'GB': (['NHS No', 'NHS number', 'NHS No.', 'NHS#'], 'MRN'),
    'IE': (['IHI', 'Individual Health Identifier', 'IHI No'], 'MRN'),
    'AU': (['Medicare No', 'Medicare', 'Medicare card'], 'HEALTHPLAN'),
    'NZ': (['NHI', 'NHI No', 'NHI number'], 'MRN'),
    'CA': (['OHIP #', 'Health Card No', 'PHN', 'HCN'], 'HEALTHPLAN'),
    'US': (['Medicare MBI', 'MBI', 'Medicare ID'], 'HEALTHPLAN'),
}
MRN_LAB = {'GB': ['Hospital No', 'MRN', 'Hosp No', 'Unit No', 'RXN'], 'IE': ['MRN', 'Chart No', 'Hosp No'],
           'AU': ['UR No', 'URN', 'UR'], 'NZ': ['Hosp No', 'MRN', 'Patient No'], 'CA': ['MRN', 'Chart #', 'Hosp #'],
           'US': ['MRN', 'Med Rec #', 'MR#']}
GP = {'GB': 'GP', 'IE': 'GP', 'AU': 'GP', 'NZ': 'GP', 'CA': 'Family physician', 'US': 'PCP'}
GP_PRACTICE = {
    'GB': ['{w} Surgery', '{t} Medical Practice', '{w}{e} Health Centre', 'The {w} Practice'],
    'IE': ['{t} Medical Centre', '{w} Family Practice', '{t} Health Centre'],
    'AU': ['{t} Medical Centre', '{w} Family Medical Practice', '{t} Clinic'],
    'NZ': ['{t} Medical Centre', '{w} Health', '{t} Family Doctors'],
    'CA': ['{t} Family Health Team', '{w} Medical Clinic', '{t} Community Health Centre'],
    'US': ['{t} Family Medicine', '{w} Primary Care', '{t} Internal Medicine Associates'],
}
FUNDER = {
    'GB': ['NHS {r} ICB', '{t} County Council', '{t} City Council', '{t} Borough Council',
           'NHS {r} Integrated Care Board'],
    'IE': ['Community Healthcare {r}', '{t} Home Support Office', 'HSE {r} Older Persons Services'],
    'AU': ['{r} Aged Care Assessment Service', '{t} Regional ACAS', '{r} Transition Care Program'],
    'NZ': ['{r} NASC', 'Needs Assessment {r}', '{r} Support Link'],
    'CA': ['Home and Community Care Support Services {r}', '{r} Health Authority Home Support',
           '{t} Community Care Access'],
    'US': ['{t} County Area Agency on Aging', '{r} Medicaid Waiver Office', '{t} County Department of Human Services'],
}
INSURER = {
    'GB': ['{w}{e} Health Insurance'], 'IE': ['{w} Health Insurance DAC', '{w}{e} Health'],
    'AU': ['{w}{e} Health Fund', '{r} Health Benefits'], 'NZ': ['{w} Health Cover', '{w}{e} Friendly Society'],
    'CA': ['Blue {w} Extended Health', '{w}{e} Group Benefits'],
    'US': ['{w}{e} Health Plan', '{r} Medicaid Managed Care', '{w} Advantage HMO'],
}
SSN_LAB = {'US': ['SSN', 'SS#', 'Social Security No'], 'CA': ['SIN', 'Social Insurance No'],
           'IE': ['PPSN', 'PPS No'], 'AU': ['Centrelink CRN', 'CRN'], 'NZ': ['MSD client no', 'MSD No'], 'GB': []}
REG_BODY = {  # (label, format key)
    'GB': {'doc': ['GMC'], 'nurse': ['NMC PIN', 'NMC'], 'sw': ['SWE reg', 'Social Work England no.'],
           'ahp': ['HCPC', 'HCPC reg']},
    'IE': {'doc': ['MCRN', 'IMC No'], 'nurse': ['NMBI PIN', 'NMBI'], 'sw': ['CORU reg', 'CORU'], 'ahp': ['CORU reg']},
    'AU': {'doc': ['AHPRA', 'AHPRA reg'], 'nurse': ['AHPRA'], 'sw': ['AASW member no'], 'ahp': ['AHPRA']},
    'NZ': {'doc': ['MCNZ'], 'nurse': ['NCNZ APC', 'NCNZ'], 'sw': ['SWRB reg'], 'ahp': ['OTBNZ reg', 'PBNZ reg']},
    'CA': {'doc': ['CPSO #', 'CPSO'], 'nurse': ['CNO #', 'CNO reg'], 'sw': ['OCSWSSW #'], 'ahp': ['COTO reg']},
    'US': {'doc': ['NPI', 'DEA'], 'nurse': ['RN lic #', 'NPI'], 'sw': ['LCSW lic', 'LCSW #'], 'ahp': ['OTR/L lic', 'NPI']},
}
AREA = {'CA': ['613', '416', '902', '204', '506', '780', '250'],
        'US': ['614', '503', '412', '612', '608', '919', '313', '512']}


def dg(r, n):
    return ''.join(r.choice('0123456789') for _ in range(n))


def up(r, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(r.choice(pool) for _ in range(n))


def postcode(r, cc):
    if cc == 'GB':
        return '%s%d%s %d%s' % (up(r, 2, 'BCDFHKLMNPRSTWY'), r.randint(1, 29), r.choice(['', '', up(r, 1)]),
                                r.randint(1, 9), up(r, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if cc == 'IE':
        return '%s%s %s' % (up(r, 1, 'ACDEFHKNPRTVWXY'), dg(r, 2), up(r, 1, 'ACDEFHKNPRTVWXY') + dg(r, 1) +
                            up(r, 1, 'ACDEFHKNPRTVWXY') + dg(r, 1))
    if cc in ('AU', 'NZ'):
        return str(r.randint(2000, 7999) if cc == 'AU' else r.randint(1010, 9893))
    if cc == 'CA':
        L = 'ABCEGHJKLMNPRSTVXY'
        return '%s%d%s %d%s%d' % (r.choice('KLMNPTEBRV'), r.randint(0, 9), r.choice(L), r.randint(0, 9),
                                  r.choice(L), r.randint(0, 9))
    z = '%05d' % r.randint(10000, 99899)
    return z + ('-' + dg(r, 4) if r.random() < 0.2 else '')


def phone(r, cc, kind='land'):
    """Fictional numbers: each contains 555."""
    if cc == 'GB':
        if kind == 'mob':
            return r.choice(['07700 555%s', '07%s 555 %s' % (dg(r, 3), '%s'), '+44 7700 555%s'])[:] % dg(r, 3)
        if kind == 'bleep':
            return '555' + dg(r, 1)
        return r.choice(['01%s 555 %s' % (dg(r, 3), dg(r, 4)), '0%s 555 %s' % (r.choice(['113', '118', '161',
                         '191', '117']), dg(r, 4)), '01632 555%s' % dg(r, 3), '+44 1%s 555 %s' % (dg(r, 3), dg(r, 3))])
    if cc == 'IE':
        if kind == 'mob':
            return r.choice(['08%s 555 %s', '+353 8%s 555 %s']) % (r.choice('3579'), dg(r, 4))
        if kind == 'bleep':
            return '555' + dg(r, 1)
        return r.choice(['(0%s) 555 %s' % (r.choice(['21', '91', '94', '66', '46']), dg(r, 4)),
                         '0%s 555%s' % (r.choice(['21', '61', '74']), dg(r, 4)),
                         '+353 %s 555 %s' % (r.choice(['21', '91', '1']), dg(r, 4))])
    if cc == 'AU':
        if kind == 'mob':
            return r.choice(['04%s 555 %s' % (dg(r, 2), dg(r, 3)), '+61 4%s 555 %s' % (dg(r, 2), dg(r, 3))])
        if kind == 'bleep':
            return '555' + dg(r, 2)
        return r.choice(['(0%s) 555%s %s' % (r.choice('2378'), dg(r, 1), dg(r, 4)),
                         '0%s 555%s %s' % (r.choice('2378'), dg(r, 1), dg(r, 4)), '1300 555 %s' % dg(r, 3)])
    if cc == 'NZ':
        if kind == 'mob':
            return r.choice(['02%s 555 %s' % (r.choice('127'), dg(r, 4)), '+64 2%s 555 %s' % (r.choice('17'), dg(r, 3))])
        if kind == 'bleep':
            return '555' + dg(r, 1)
        return r.choice(['(0%s) 555 %s' % (r.choice('3469'), dg(r, 4)), '0%s 555 %s' % (r.choice('3469'), dg(r, 4)),
                         '0800 555 %s' % dg(r, 3)])
    a = r.choice(AREA[cc])
    if kind == 'bleep':
        return r.choice(['555-01%s' % dg(r, 2), '555' + dg(r, 2)])
    return r.choice(['(%s) 555-01%s' % (a, dg(r, 2)), '%s-555-%s' % (a, dg(r, 4)), '%s.555.%s' % (a, dg(r, 4)),
                     '+1 %s 555 %s' % (a, dg(r, 4)), '1-800-555-%s' % dg(r, 4), '%s-555-01%s' % (a, dg(r, 2))])


def natno(r, cc):
    if cc == 'GB':
        return '9%s %s %s' % (dg(r, 2), dg(r, 3), dg(r, 4)) if r.random() < .7 else '9' + dg(r, 9)
    if cc == 'IE':
        return dg(r, 3) + ' ' + dg(r, 3) + ' ' + dg(r, 4) if r.random() < .5 else '7' + dg(r, 9)
    if cc == 'AU':
        return r.choice(['2%s %s %s', '3%s %s %s', '5%s %s %s']) % (dg(r, 3), dg(r, 5), dg(r, 1)) + \
            r.choice(['', '/' + str(r.randint(1, 4))])
    if cc == 'NZ':
        return up(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + dg(r, 4)
    if cc == 'CA':
        return r.choice(['%s-%s-%s-%s' % (dg(r, 4), dg(r, 3), dg(r, 3), up(r, 2)), '9%s %s %s' % (dg(r, 3),
                         dg(r, 3), dg(r, 3))])
    return '%d%s%s-%s%s-%s' % (r.randint(1, 9), up(r, 1, 'ACDEFGHJKMNPQRTUVWXY'), dg(r, 2), up(r, 2, 'ACDEFGHJKMNPRTUVWXY'),
                               dg(r, 1), up(r, 2, 'ACDEFGHJKMNPRTUVWXY') + dg(r, 2))


def mrn(r, cc):
    return r.choice({
        'GB': ['%s%s' % (up(r, 1, 'KHRJM'), dg(r, 7)), 'RX%s' % dg(r, 6), dg(r, 8), '%s %s' % (up(r, 3), dg(r, 6))],
        'IE': [dg(r, 7), '0%s' % dg(r, 6), 'H%s' % dg(r, 6)],
        'AU': [dg(r, 7), '%s-%s' % (dg(r, 3), dg(r, 4)), 'UR%s' % dg(r, 6)],
        'NZ': ['%s%s' % (up(r, 1, 'TWH'), dg(r, 6)), dg(r, 7)],
        'CA': [dg(r, 7), 'M%s' % dg(r, 8), '%s-%s' % (dg(r, 2), dg(r, 5))],
        'US': [dg(r, 8), 'E%s' % dg(r, 7), '%s-%s-%s' % (dg(r, 3), dg(r, 2), dg(r, 3))],
    }[cc])


def ssn(r, cc):
    """SSN-like numbers all start with 9 or 000."""
    p = r.choice(['9', '9', '9', '000'])
    if cc == 'US':
        return (p + dg(r, 3 - len(p)) if p == '9' else '000') + '-%s-%s' % (dg(r, 2), dg(r, 4))
    if cc == 'CA':
        return '9%s %s %s' % (dg(r, 2), dg(r, 3), dg(r, 3)) if r.random() < .6 else '9%s-%s-%s' % (dg(r, 2), dg(r, 3), dg(r, 3))
    if cc == 'IE':
        return '9%s%s' % (dg(r, 6), up(r, 1, 'ABCDEFHKLMTW')) + r.choice(['', 'A'])
    if cc == 'AU':
        return '9%s %s %s%s' % (dg(r, 2), dg(r, 3), dg(r, 3), up(r, 1, 'ABCHJKLT'))
    return '9%s-%s-%s' % (dg(r, 1), dg(r, 3), dg(r, 3))


def license(r, cc, kind):
    if cc == 'GB':
        return {'doc': '7' + dg(r, 6), 'nurse': dg(r, 2) + up(r, 1) + dg(r, 4) + up(r, 1, 'ACEO'),
                'sw': 'SW' + dg(r, 6), 'ahp': r.choice(['OT', 'PH']) + dg(r, 6)}[kind]
    if cc == 'IE':
        return {'doc': dg(r, 6), 'nurse': dg(r, 6), 'sw': 'SW0' + dg(r, 5), 'ahp': 'OT0' + dg(r, 5)}[kind]
    if cc == 'AU':
        return {'doc': 'MED000' + dg(r, 7), 'nurse': 'NMW000' + dg(r, 7), 'sw': dg(r, 6),
                'ahp': r.choice(['OCC000', 'PHY000']) + dg(r, 7)}[kind]
    if cc == 'NZ':
        return {'doc': dg(r, 5), 'nurse': dg(r, 6), 'sw': dg(r, 4), 'ahp': dg(r, 5)}[kind]
    if cc == 'CA':
        return {'doc': dg(r, 5), 'nurse': dg(r, 7), 'sw': dg(r, 6), 'ahp': 'G' + dg(r, 5)}[kind]
    return {'doc': r.choice(['1' + dg(r, 9), up(r, 2, 'ABFM') + dg(r, 7)]), 'nurse': 'RN' + dg(r, 6),
            'sw': 'LCSW.0' + dg(r, 5), 'ahp': '1' + dg(r, 9)}[kind]


def plate(r, cc):
    if cc == 'GB':
        return '%s%s %s' % (up(r, 2, 'ABCDEFGHKLMNOPRSVWY'), dg(r, 2), up(r, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if cc == 'IE':
        return '%s-%s-%s' % (r.choice(['151', '182', '09', '12', '211', '231']), r.choice(['C', 'G', 'MO', 'KY', 'D']), dg(r, r.choice([4, 5])))
    if cc == 'AU':
        return r.choice(['1%s %s' % (up(r, 3), dg(r, 3)), '%s-%s' % (up(r, 3), dg(r, 3)), '%s%s' % (up(r, 3), dg(r, 3))])
    if cc == 'NZ':
        return up(r, 3) + dg(r, 3)
    if cc == 'CA':
        return '%s %s' % (up(r, 4), dg(r, 3))
    return r.choice(['%d%s%s' % (r.randint(1, 9), up(r, 3), dg(r, 3)), '%s %s' % (up(r, 3), dg(r, 4))])


def vin(r):
    return up(r, 1, '1234JKLSWYZ') + up(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + up(r, 6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') \
        + dg(r, 1) + up(r, 1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + dg(r, 6)


def ip(r):
    return r.choice(['10.%d.%d.%d' % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
                     '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254)),
                     '192.168.%d.%d' % (r.randint(0, 255), r.randint(2, 254))])


def mail_domain(r):
    return r.choice(['example.com', 'example.org', 'example.net', 'mail.example.com', 'post.example.net'])
