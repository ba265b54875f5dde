"""Identifier generators (all invented). Each returns (label_text, value) or a value string."""
from core import pick, chance, digits, letters

AN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def mrn(rng, c):
    """(label, value) for a hospital record number."""
    if c == 'UK':
        return pick(rng, [('Hospital No', letters(rng, 1) + digits(rng, 7)), ('Hosp No', 'RX' + letters(rng, 1) + digits(rng, 6)),
                          ('Unit No', digits(rng, 7)), ('MRN', letters(rng, 1) + digits(rng, 6))])
    if c == 'US':
        return pick(rng, [('MRN', digits(rng, 8)), ('MRN', 'MR' + digits(rng, 7)), ('Med Rec #', digits(rng, 9)),
                          ('MRN', 'E' + digits(rng, 8))])
    if c == 'AU':
        return pick(rng, [('UR', digits(rng, 7)), ('UR No', 'UR' + digits(rng, 6)), ('MRN', digits(rng, 8))])
    if c == 'CA':
        return pick(rng, [('MRN', 'MRN' + digits(rng, 7)), ('Chart #', letters(rng, 2) + digits(rng, 6)),
                          ('MRN', digits(rng, 8))])
    if c == 'NZ':
        return pick(rng, [('Hosp No', digits(rng, 8)), ('MRN', 'H' + digits(rng, 7))])
    if c == 'IE':
        return pick(rng, [('MRN', digits(rng, 7)), ('Hospital No', digits(rng, 6) + letters(rng, 1)),
                          ('Chart No', digits(rng, 7))])
    raise ValueError(c)


def healthplan(rng, c):
    """(label, value) for a national health / insurance beneficiary number."""
    if c == 'UK':
        v = '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
        return ('NHS No', v if chance(rng, 0.8) else v.replace(' ', ''))
    if c == 'US':
        r = rng.random()
        if r < 0.45:
            mbi = '%d%s%s%d-%s%s%d-%s%s%d%d' % (rng.randint(1, 9), letters(rng, 1), pick(rng, AN), rng.randint(0, 9),
                                                letters(rng, 1), pick(rng, AN), rng.randint(0, 9), letters(rng, 1),
                                                letters(rng, 1), rng.randint(0, 9), rng.randint(0, 9))
            return ('Medicare MBI', mbi)
        if r < 0.8:
            return ('Member ID', letters(rng, 3) + digits(rng, 6))
        return ('Medicaid ID', digits(rng, 2) + letters(rng, 1) + digits(rng, 7))
    if c == 'AU':
        if chance(rng, 0.8):
            return ('Medicare No', '%d%s %s %d' % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9)))
        return ('DVA No', pick(rng, ['NX', 'VX', 'QX', 'WX']) + digits(rng, 6))
    if c == 'CA':
        return pick(rng, [('OHIP', '%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                          ('PHN', '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                          ('AHCIP', '%s-%s' % (digits(rng, 5), digits(rng, 4))),
                          ('MSP No', digits(rng, 10))])
    if c == 'NZ':
        return ('NHI', letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4))
    if c == 'IE':
        return pick(rng, [('Medical Card No', digits(rng, 7) + letters(rng, 1)), ('IHI', digits(rng, 9)),
                          ('GMS No', 'G' + digits(rng, 7))])
    raise ValueError(c)


def insurer_member(rng):
    return pick(rng, [letters(rng, 3) + digits(rng, 6), digits(rng, 9) + '-0' + str(rng.randint(1, 4)),
                      letters(rng, 2) + '-' + digits(rng, 7)])


def group_no(rng):
    return pick(rng, ['GRP-' + digits(rng, 5), digits(rng, 6), 'G' + digits(rng, 7)])


def ssn(rng, c):
    """(label, value); every value starts with 9 or 000."""
    if c == 'US':
        if chance(rng, 0.85):
            return ('SSN', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
        return ('SSN', '000-%s-%s' % (digits(rng, 2), digits(rng, 4)))
    if c == 'UK':
        return ('NI No', 'QQ 9%s %s %s %s' % (digits(rng, 1), digits(rng, 2), digits(rng, 2), pick(rng, 'ABCD')))
    if c == 'CA':
        return ('SIN', '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if c == 'AU':
        return ('TFN', '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if c == 'NZ':
        return ('IRD No', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if c == 'IE':
        return ('PPSN', '9%s%s' % (digits(rng, 6), letters(rng, 1, 'ABCDEFGHJKLMNPRSTW')))
    raise ValueError(c)


def account(rng, yy):
    return pick(rng, [('Enc', '%02d-%s' % (yy, digits(rng, 6))), ('Acct', '%s-%s' % (digits(rng, 4), digits(rng, 4))),
                      ('Visit No', 'V' + digits(rng, 8)), ('Invoice', 'INV-%s' % digits(rng, 6)),
                      ('FIN', digits(rng, 9)), ('Billing ref', letters(rng, 2) + digits(rng, 6)),
                      ('CSN', digits(rng, 10)), ('Episode No', 'EP' + digits(rng, 7))])


def job_no(rng, yy):
    return pick(rng, ['JOB-%02d-%s' % (yy, digits(rng, 4)), 'WO%s' % digits(rng, 6), 'J%02d/%s' % (yy, digits(rng, 5)),
                      '%s%s' % (letters(rng, 2), digits(rng, 6))])


def ref_no(rng, yy):
    return pick(rng, ['REF/%02d/%s' % (yy, digits(rng, 4)), 'RF%s' % digits(rng, 7), 'R-%s-%s' % (digits(rng, 3), digits(rng, 4)),
                      '%02d/%s' % (yy, digits(rng, 5))])


def order_no(rng):
    return pick(rng, ['ORD-%s' % digits(rng, 6), 'PO %s' % digits(rng, 7), 'CES%s' % digits(rng, 6), 'REQ%s' % digits(rng, 6)])


def scan_no(rng):
    return pick(rng, ['SCN-%s' % digits(rng, 5), '3D-%s' % digits(rng, 5), 'CAST%s' % digits(rng, 4), 'MOD-%s' % digits(rng, 6)])


def claim_no(rng, c):
    if c == 'NZ':
        return '10' + digits(rng, 8)
    return pick(rng, ['CLM%s' % digits(rng, 8), 'PA-%s' % digits(rng, 7), 'AUTH%s' % digits(rng, 6), '%s-%s' % (letters(rng, 3), digits(rng, 6))])


def ubrn(rng):
    return '%s %s %s' % (digits(rng, 4), digits(rng, 4), digits(rng, 4))


def serial(rng):
    return pick(rng, ['%s%s%s' % (digits(rng, 2), letters(rng, 1), digits(rng, 5)), letters(rng, 2) + digits(rng, 6),
                      '%s-%s-%s' % (digits(rng, 4), digits(rng, 4), digits(rng, 2)), 'K' + digits(rng, 7),
                      digits(rng, 6) + letters(rng, 1), '%s%s' % (letters(rng, 3), digits(rng, 7)),
                      '%s/%s' % (digits(rng, 4), digits(rng, 5))])


def reg_no(rng, c, role):
    """(label, value) professional registration / licence."""
    if c == 'UK':
        if role == 'doctor':
            return ('GMC', digits(rng, 7))
        pref = {'prosthetist': 'PO', 'physio': 'PH', 'ot': 'OT'}.get(role, 'PO')
        return ('HCPC', pref + digits(rng, 6))
    if c == 'US':
        if role == 'doctor':
            return pick(rng, [('NPI', '1' + digits(rng, 9)), ('Lic #', 'MD' + digits(rng, 6))])
        if role == 'prosthetist':
            return pick(rng, [('ABC #', digits(rng, 5)), ('NPI', '1' + digits(rng, 9)), ('Lic', 'PO' + digits(rng, 5))])
        return pick(rng, [('Lic #', ('PT' if role == 'physio' else 'OT') + digits(rng, 6)), ('NPI', '1' + digits(rng, 9))])
    if c == 'AU':
        if role == 'prosthetist':
            return ('AOPA Member No', digits(rng, 5))
        pref = {'doctor': 'MED', 'physio': 'PHY', 'ot': 'OCC'}.get(role, 'MED')
        return ('AHPRA', pref + '000' + digits(rng, 7))
    if c == 'CA':
        if role == 'doctor':
            return ('CPSO', digits(rng, 5))
        return ('Reg #', digits(rng, 4 if role == 'prosthetist' else 5))
    if c == 'NZ':
        if role == 'doctor':
            return ('MCNZ', digits(rng, 5))
        return ('APC No', digits(rng, 2) + letters(rng, 2) + digits(rng, 3))
    if c == 'IE':
        if role == 'doctor':
            return ('IMC', digits(rng, 6))
        return ('CORU', pick(rng, ['PT', 'OT', 'PR']) + digits(rng, 6))
    raise ValueError(c)


def driver_licence(rng, c, person):
    if c == 'UK':
        sur = ''.join(ch for ch in person.last.upper() if ch.isalpha())[:5].ljust(5, '9')
        return '%s%s%s%d%s' % (sur, digits(rng, 6), (person.first[0] + (person.mid or '9')).upper(),
                               rng.randint(0, 9), letters(rng, 2))
    if c == 'US':
        return pick(rng, [letters(rng, 1) + digits(rng, 3) + '-' + digits(rng, 4) + '-' + digits(rng, 4),
                          digits(rng, 9), letters(rng, 1) + digits(rng, 7)])
    if c == 'AU':
        return digits(rng, rng.choice([8, 9]))
    if c == 'CA':
        return '%s%s-%s-%s' % (person.last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if c == 'NZ':
        return letters(rng, 2) + digits(rng, 6)
    if c == 'IE':
        return digits(rng, 9)
    raise ValueError(c)


def plate(rng, c):
    if c == 'UK':
        return '%s%s %s' % (letters(rng, 2), rng.choice(['19', '21', '68', '70', '15', '22', '72', '66']), letters(rng, 3))
    if c == 'US':
        return pick(rng, ['%d%s%s' % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)), letters(rng, 3) + '-' + digits(rng, 4)])
    if c == 'AU':
        return pick(rng, [letters(rng, 3) + '-' + digits(rng, 3), '%d%s%d%s' % (rng.randint(1, 9), letters(rng, 2), rng.randint(1, 9), letters(rng, 2))])
    if c == 'CA':
        return pick(rng, [letters(rng, 4) + ' ' + digits(rng, 3), letters(rng, 3) + ' ' + digits(rng, 3)])
    if c == 'NZ':
        return letters(rng, 3) + digits(rng, 3)
    if c == 'IE':
        return '%s-%s-%s' % (rng.choice(['191', '201', '211', '222', '232', '142', '152']),
                             pick(rng, ['C', 'D', 'G', 'L', 'KY', 'WX', 'MO', 'LK']), digits(rng, rng.choice([3, 4, 5])))
    raise ValueError(c)


def vin(rng):
    return ''.join(pick(rng, VIN_CH) for _ in range(17))


def bioid(rng):
    return pick(rng, [('palm-vein ID', 'PV-' + digits(rng, 5)), ('voiceprint ref', 'VP-' + digits(rng, 6)),
                      ('fingerprint template', 'FP-' + digits(rng, 5)), ('face ID enrolment', 'FR-' + digits(rng, 7)),
                      ('biometric ID', 'BIO' + digits(rng, 6))])
