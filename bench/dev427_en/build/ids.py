"""Identifier formats per country (all invented; SSN-like numbers start with 9 or 000)."""
import string
from common import digits

LET = 'ABCDEFGHJKLMNPRSTUVWXYZ'


def letters(rng, n):
    return ''.join(rng.choice(LET) for _ in range(n))


def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = ''.join(map(str, d + [c]))
        return '%s %s %s' % (n[:3], n[3:6], n[6:])


def mrn(rng, country, style=None):
    r = rng.random() if style is None else style
    if country == 'UK':
        if r < 0.35:
            return rng.choice('KRAHJ') + digits(rng, 7)
        if r < 0.7:
            return 'RX' + rng.choice('NQWF') + digits(rng, 6)
        return digits(rng, 8)
    if country == 'IE':
        return digits(rng, 7) if r < 0.6 else 'H' + digits(rng, 6)
    if country == 'AU':
        return digits(rng, 7) if r < 0.6 else 'MR' + digits(rng, 6)
    if country == 'CA':
        return 'C' + digits(rng, 7) if r < 0.5 else digits(rng, 9)
    return ('00' + digits(rng, 6)) if r < 0.4 else ('MR' + digits(rng, 7)
                                                    if r < 0.7 else digits(rng, 8))


def national_health(rng, country):
    """Health-system-wide patient number labelled MRN in this set (NHS no., IHI)."""
    if country == 'UK':
        return (rng.choice(['NHS No', 'NHS number', 'NHS']), nhs_number(rng))
    if country == 'AU':
        return ('IHI', '8003 60%s %s %s' % (digits(rng, 2), digits(rng, 4), digits(rng, 4)))
    if country == 'IE':
        return ('IHI', digits(rng, 10))
    return None


def ssn(rng, country):
    if country == 'US':
        if rng.random() < 0.15:
            return '000-%s-%s' % (digits(rng, 2), digits(rng, 4))
        return '9%s-%d%d-%s' % (digits(rng, 2), rng.choice([7, 8, 9]), rng.randrange(10),
                                digits(rng, 4))
    if country == 'CA':
        return '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == 'IE':
        return '9%s%s' % (digits(rng, 6), rng.choice(['T', 'W', 'A', 'TA', 'WA', 'H']))
    if country == 'AU':
        return '9%s %s %s%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3),
                                rng.choice(LET))
    return None


def healthplan(rng, country):
    """(label, value) pairs for insurance / public health plan numbers."""
    if country == 'US':
        return rng.choice([
            ('Member ID', letters(rng, 3) + digits(rng, 9)),
            ('Subscriber ID', 'W' + digits(rng, 9)),
            ('Medicaid ID', digits(rng, 10)),
            ('Policy #', letters(rng, 2) + digits(rng, 7) + '-01')])
    if country == 'AU':
        return rng.choice([
            ('Medicare No', '%d%s %s %d' % (rng.randrange(2, 7), digits(rng, 3),
                                            digits(rng, 5), rng.randrange(1, 6))),
            ('Health fund member no', digits(rng, 8))])
    if country == 'CA':
        return rng.choice([
            ('OHIP', '%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                      letters(rng, 2))),
            ('PHN', '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
            ('AHCIP', '%s-%s' % (digits(rng, 5), digits(rng, 4)))])
    if country == 'IE':
        return rng.choice([
            ('Medical card no', digits(rng, 6) + rng.choice(LET)),
            ('GP visit card', 'GV' + digits(rng, 7)),
            ('Insurance membership no', digits(rng, 9))])
    return rng.choice([('Policy no', letters(rng, 3) + '/' + digits(rng, 7)),
                       ('Membership no', digits(rng, 8) + letters(rng, 1))])


def account(rng, country):
    if country == 'US':
        return rng.choice([('FIN', digits(rng, 10)), ('CSN', '16' + digits(rng, 10)),
                           ('Acct #', digits(rng, 4) + '-' + digits(rng, 4)),
                           ('Encounter #', 'E' + digits(rng, 9))])
    if country == 'CA':
        return rng.choice([('Encounter #', digits(rng, 9)), ('Visit #', 'V' + digits(rng, 8))])
    if country == 'AU':
        return rng.choice([('Visit No', 'V' + digits(rng, 8)), ('Episode', digits(rng, 8))])
    if country == 'IE':
        return rng.choice([('Episode no', digits(rng, 8)), ('Attendance no', 'A' + digits(rng, 7))])
    return rng.choice([('Episode no', digits(rng, 8)), ('Spell ID', 'SP' + digits(rng, 7)),
                       ('Attendance no', digits(rng, 2) + '/' + digits(rng, 6))])


def licence(rng, country, role='doctor'):
    """(label, value) for a clinician's registration or prescriber number."""
    if country == 'UK':
        if role == 'nurse':
            return ('NMC PIN', '%s%s%s%s' % (digits(rng, 2), rng.choice(LET), digits(rng, 4),
                                            rng.choice('ACEHO')))
        if role == 'odp':
            return ('HCPC', 'ODP' + digits(rng, 5))
        return ('GMC', str(rng.randrange(4, 8)) + digits(rng, 6))
    if country == 'IE':
        if role == 'nurse':
            return ('NMBI PIN', digits(rng, 6))
        return ('MCRN', digits(rng, 6))
    if country == 'AU':
        if role == 'nurse':
            return ('AHPRA', 'NMW000' + digits(rng, 7))
        return rng.choice([('AHPRA', 'MED000' + digits(rng, 7)),
                           ('Prescriber No', digits(rng, 7))])
    if country == 'CA':
        if role == 'nurse':
            return ('CNO #', digits(rng, 8))
        return rng.choice([('CPSO #', digits(rng, 5)), ('College reg #', digits(rng, 5)),
                           ('License #', digits(rng, 6))])
    if role == 'nurse':
        return ('RN Lic #', 'RN' + digits(rng, 6))
    return rng.choice([('NPI', '1' + digits(rng, 9)),
                       ('DEA', letters(rng, 2) + digits(rng, 7)),
                       ('State Lic #', letters(rng, 2) + '.' + digits(rng, 6))])


def accession(rng, prefix, year):
    return '%s%02d-%s' % (prefix, year % 100, digits(rng, rng.choice([5, 6])))


def serial(rng):
    return rng.choice([letters(rng, 2) + digits(rng, 7), digits(rng, 9),
                       digits(rng, 4) + '-' + digits(rng, 5),
                       letters(rng, 3) + digits(rng, 5) + letters(rng, 1)])


def lot(rng):
    return rng.choice([digits(rng, 2) + letters(rng, 1) + digits(rng, 4),
                       letters(rng, 1) + digits(rng, 6), digits(rng, 7) + letters(rng, 2)])


def catalogue(rng):
    """REF/catalogue numbers are product (model) codes and stay unannotated."""
    return rng.choice(['%s-%s' % (digits(rng, 4), digits(rng, 2)),
                       letters(rng, 1) + digits(rng, 4), digits(rng, 6)])


def plate(rng, country):
    if country == 'UK':
        return '%s%s %s' % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == 'IE':
        return '%s-%s-%s' % (rng.choice(['191', '202', '221', '231', '242', '151']),
                             rng.choice(['D', 'C', 'G', 'MH', 'KE', 'LH', 'WX']),
                             digits(rng, rng.choice([4, 5])))
    if country == 'AU':
        return rng.choice(['%s%s%s' % (letters(rng, 3), digits(rng, 2), letters(rng, 1)),
                           '%s%s' % (digits(rng, 3), letters(rng, 3)),
                           '1%s-%s' % (letters(rng, 2), digits(rng, 3))])
    if country == 'CA':
        return '%s %s' % (letters(rng, 4), digits(rng, 3))
    return rng.choice(['%d%s%s' % (rng.randrange(1, 9), letters(rng, 3), digits(rng, 3)),
                       '%s-%s' % (letters(rng, 3), digits(rng, 4))])


def vin(rng):
    chars = string.digits + LET
    return ''.join(rng.choice(chars) for _ in range(17))


def bioid(rng):
    return rng.choice(['FP-%s' % digits(rng, 5), 'PV-%s' % digits(rng, 8),
                       'BIO%s' % digits(rng, 6), 'FPR-%s-%s' % (letters(rng, 2), digits(rng, 5))])
