"""Identifier generators.  All values are invented; SSN-like numbers start with 9 or 000
(UK National Insurance numbers use the never-issued QQ prefix)."""
from core import digits, letters
from places import ascii_fold

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'


def nhs_number(rng, spaced=True):
    while True:
        ds = [rng.randint(4, 7)] + [rng.randint(0, 9) for _ in range(8)]
        s = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            break
    n = ''.join(map(str, ds)) + str(chk)
    return '%s %s %s' % (n[:3], n[3:6], n[6:]) if spaced else n


def chi(rng, dob, sex):
    sexd = rng.choice('13579') if sex == 'M' else rng.choice('02468')
    return '%02d%02d%02d%s%s%d' % (dob.day, dob.month, dob.year % 100, digits(rng, 2), sexd, rng.randint(0, 9))


def hosp_no(rng, cc):
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        return rng.choice(['%s%s' % (rng.choice('KMRHJ'), digits(rng, 7)),
                           'RX%s %s' % (rng.randint(1, 9), digits(rng, 6)),
                           '%s%s' % (letters(rng, 1), digits(rng, 6)),
                           '%s-%s' % (letters(rng, 3), digits(rng, 7))])
    if cc == 'IRL':
        return digits(rng, 7)
    if cc == 'AUS':
        return rng.choice(['%s' % digits(rng, 7), '0%s' % digits(rng, 6)])
    if cc == 'NZL':
        return '%s%s' % (letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ'), digits(rng, 4))
    if cc == 'CAN':
        return rng.choice([digits(rng, 8), 'M%s' % digits(rng, 7)])
    return rng.choice(['00%s' % digits(rng, 6), digits(rng, 9), 'E%s' % digits(rng, 8)])


def healthplan(rng, cc, region):
    if cc == 'AUS':
        return rng.choice(['%s %s %s' % (rng.randint(2, 6) * 1000 + rng.randint(0, 999), digits(rng, 5), digits(rng, 1)),
                           '%s%s' % (rng.randint(2, 6), digits(rng, 9))])
    if cc == 'IRL':
        return '%s%s' % (digits(rng, 7), rng.choice('ABCDEFGHKLMNPRSTW'))
    if cc == 'NZL':
        return '%s %s %s' % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if cc == 'CAN':
        if region == 'ON':
            return '%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if region == 'BC':
            return '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if region == 'AB':
            return '%s-%s' % (digits(rng, 5), digits(rng, 4))
        return '%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if cc == 'USA':
        if region == 'CA':
            return '9%s%s' % (digits(rng, 7), letters(rng, 1))
        return rng.choice([digits(rng, 12), '%s%s' % (letters(rng, 2), digits(rng, 9)),
                           '%s-%s' % (digits(rng, 4), digits(rng, 6))])
    # UK: HC2 / prescription exemption / low income scheme certificate numbers
    return rng.choice(['%s' % digits(rng, 9), 'HC%s' % digits(rng, 8), '%s %s' % (digits(rng, 4), digits(rng, 5))])


def ssn(rng, cc):
    if cc == 'USA':
        return rng.choice(['9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                           '000-%s-%s' % (digits(rng, 2), digits(rng, 4))])
    if cc == 'CAN':
        return '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == 'IRL':
        return '9%s%s' % (digits(rng, 6), rng.choice(['A', 'B', 'T', 'W', 'TA', 'H']))
    if cc == 'AUS':
        return '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == 'NZL':
        return '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return rng.choice(['QQ %s %s %s %s' % (digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice('ABCD')),
                       'QQ%s%s' % (digits(rng, 6), rng.choice('ABCD'))])


SOCIAL_SYSTEMS = {
    'ENG': ['LCS ID', 'Mosaic ID', 'Liquidlogic ID', 'ICS no', 'CareFirst ID', 'Eclipse ID'],
    'SCO': ['SWIFT ID', 'CareFirst ID', 'Carefirst ref', 'SWIS ID'],
    'WAL': ['WCCIS ID', 'WCCIS ref'],
    'NIR': ['SOSCARE ID', 'PARIS ID'],
    'IRL': ['NCCIS ID', 'Tusla case ref'],
    'AUS': ['ChildStory ID', 'CRIS ID', 'ICMS ref', 'C3MS ID'],
    'NZL': ['CYRAS ID', 'CYRAS client no'],
    'CAN': ['CFSIS file', 'ICM case no', 'CPIN ID'],
    'USA': ['CCWIS case ID', 'FACTS ID', 'SACWIS ID', 'case #'],
}


def social_id(rng, cc):
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        return rng.choice([digits(rng, 6), digits(rng, 7), '%s%s' % (letters(rng, 1), digits(rng, 6))])
    if cc == 'IRL':
        return '%s-%s' % (rng.randint(2015, 2024), digits(rng, 5))
    if cc == 'AUS':
        return digits(rng, rng.choice([7, 8, 9]))
    if cc == 'NZL':
        return digits(rng, 7)
    if cc == 'CAN':
        return rng.choice(['%s-%s' % (digits(rng, 2), digits(rng, 6)), digits(rng, 7)])
    return rng.choice([digits(rng, 10), '%s-%s' % (digits(rng, 4), digits(rng, 6))])


def court_no(rng, cc, year):
    yy = year % 100
    if cc in ('ENG', 'WAL'):
        return '%s%02dC%s' % (letters(rng, 2), yy, digits(rng, 5))
    if cc == 'SCO':
        return 'CH/%d/%s' % (year, digits(rng, 4))
    if cc == 'NIR':
        return '%d/%s' % (year, digits(rng, 6))
    if cc == 'IRL':
        return '%d/%s %s' % (year, digits(rng, 4), rng.choice(['CC', 'DC']))
    if cc == 'AUS':
        return '%d/%s' % (year, digits(rng, 6))
    if cc == 'NZL':
        return 'FAM-%d-%s-%s' % (year, digits(rng, 3), digits(rng, 6))
    if cc == 'CAN':
        return 'FO-%02d-%s' % (yy, digits(rng, 8))
    return 'JC-%d-%s' % (year, digits(rng, 6))


def prof_reg(rng, cc, role):
    """Registration / licence number for a clinician; returns (label, value)."""
    nurse = role in ('nurse', 'hv', 'sn')
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        if nurse:
            return 'NMC PIN', '%s%s%s%s' % (digits(rng, 2), rng.choice('ABCDEFGHIJKLMNOPQRSTUVWXY'), digits(rng, 4), rng.choice('ENSOW'))
        if role == 'sw':
            return rng.choice(['SWE reg', 'Social Work England reg', 'SSSC reg', 'SCW reg']), 'SW%s' % digits(rng, 5)
        if role == 'dentist':
            return 'GDC', digits(rng, 6)
        return 'GMC', '%d%s' % (rng.randint(3, 7), digits(rng, 6))
    if cc == 'IRL':
        if nurse:
            return 'NMBI PIN', digits(rng, 6)
        return 'IMC No', digits(rng, 6)
    if cc == 'AUS':
        return 'AHPRA', '%s000%s' % ('NMW' if nurse else 'MED', digits(rng, 7))
    if cc == 'NZL':
        return ('NCNZ' if nurse else 'MCNZ'), digits(rng, 5 if not nurse else 6)
    if cc == 'CAN':
        return ('CNO #' if nurse else 'CPSO #'), digits(rng, 5 if not nurse else 7)
    return ('NPI', '1%s' % digits(rng, 9)) if rng.random() < 0.7 else ('Lic #', '%s%s' % (rng.choice(['RN', 'MD', 'A']), digits(rng, 6)))


def check_cert(rng, cc):
    """Carer safeguarding-check certificate numbers (LICENSE); returns (label, value)."""
    if cc in ('ENG', 'WAL'):
        return 'Enhanced DBS cert no', '00%s' % digits(rng, 10)
    if cc == 'SCO':
        return 'PVG scheme no', '%s %s %s %s' % (digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if cc == 'NIR':
        return 'AccessNI cert', digits(rng, 10)
    if cc == 'IRL':
        return 'Garda vetting ref', '%s%s' % (letters(rng, 2), digits(rng, 7))
    if cc == 'AUS':
        return 'WWCC', 'WWC%s%s' % (digits(rng, 7), letters(rng, 1))
    if cc == 'NZL':
        return 'Police vetting ref', 'NZPV%s' % digits(rng, 7)
    if cc == 'CAN':
        return 'CRC/VSC cert', '%s-%s' % (digits(rng, 4), digits(rng, 6))
    return 'Fingerprint clearance card', digits(rng, 10)


def driving_licence(rng, cc, last, first, dob, sex):
    if cc in ('ENG', 'WAL', 'SCO'):
        sur = ''.join(ch for ch in ascii_fold(last).upper() if ch.isalpha())[:5].ljust(5, '9')
        mm = dob.month + (50 if sex == 'F' else 0)
        ini = ''.join(ch for ch in ascii_fold(first).upper() if ch.isalpha())[:1] + '9'
        return '%s%d%02d%02d%d%s9%s' % (sur, (dob.year // 10) % 10, mm, dob.day, dob.year % 10, ini, letters(rng, 2))
    if cc == 'NIR':
        return digits(rng, 8)
    if cc == 'IRL':
        return '%s %s' % (digits(rng, 6), digits(rng, 3))
    if cc == 'AUS':
        return digits(rng, rng.choice([8, 9]))
    if cc == 'NZL':
        return '%s%s' % (letters(rng, 2), digits(rng, 6))
    if cc == 'CAN':
        return '%s%s-%s-%s' % (ascii_fold(last)[:1].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return '%s%s' % (letters(rng, 1), digits(rng, rng.choice([7, 8, 12])))


IE_REG = ['L', 'LH', 'G', 'W', 'WH', 'KY', 'C', 'SO', 'DL', 'T', 'MH', 'D']


def plate(rng, cc):
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        if cc == 'NIR' and rng.random() < 0.6:
            return '%sZ %s' % (letters(rng, 2), rng.randint(1000, 9999))
        return '%s%02d %s' % (letters(rng, 2, 'ABCDEFGHKLMNOPRSVWY'), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 65, 66, 67, 68, 69, 70, 71, 72, 73]), letters(rng, 3))
    if cc == 'IRL':
        return '%s%s-%s-%s' % (rng.randint(12, 24), rng.choice(['1', '2', '']), rng.choice(IE_REG), rng.randint(100, 29999))
    if cc == 'AUS':
        return rng.choice(['%s %s' % (letters(rng, 3), digits(rng, 3)), '%s%s%s' % (letters(rng, 2), digits(rng, 2), letters(rng, 2)),
                           '%s%s%s' % (digits(rng, 1), letters(rng, 3), digits(rng, 3))])
    if cc == 'NZL':
        return '%s%s' % (letters(rng, 3), digits(rng, 3))
    if cc == 'CAN':
        return rng.choice(['%s %s' % (letters(rng, 4), digits(rng, 3)), '%s %s' % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(['%d%s%s' % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)), '%s-%s' % (letters(rng, 3), digits(rng, 4))])


DEVICES = [
    ('hearing aids (Phonak Sky Marvel M70, bilateral)', 'serial nos', 2, lambda r: '%s%s%s' % (digits(r, 4), letters(r, 1), digits(r, 4))),
    ('insulin pump (Omnipod DASH)', 'PDM serial', 1, lambda r: digits(r, 8)),
    ('CGM (Dexcom G6)', 'transmitter ID', 1, lambda r: '8%s' % letters(r, 5, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')),
    ('cochlear implant (Nucleus CI612, right)', 'implant s/n', 1, lambda r: digits(r, 7)),
    ('bone-anchored hearing aid (Ponto 5)', 'processor SN', 1, lambda r: '%s-%s' % (letters(r, 2), digits(r, 6))),
    ('vagus nerve stimulator (VNS)', 'generator SN', 1, lambda r: digits(r, 6)),
    ('epilepsy bed sensor (Emfit MM)', 'unit serial', 1, lambda r: 'EMF%s' % digits(r, 6)),
    ('enuresis alarm (Malem)', 'serial', 1, lambda r: 'M%s' % digits(r, 6)),
    ('apnoea monitor', 'device SN', 1, lambda r: '%s%s' % (letters(r, 3), digits(r, 5))),
    ('home nebuliser (Omron)', 'SN', 1, lambda r: digits(r, 10)),
    ('gastrostomy button (MIC-KEY 14Fr)', 'lot/serial', 1, lambda r: '%s%s' % (digits(r, 2), letters(r, 2) + digits(r, 5))),
    ('insulin pump (Medtronic 780G)', 'pump serial', 1, lambda r: 'NG%s%s' % (digits(r, 7), letters(r, 1))),
]


def device(rng):
    desc, lab, n, fn = rng.choice(DEVICES)
    return desc, lab, [fn(rng) for _ in range(n)]


def private_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last):
    f = ascii_fold(first).lower().replace(' ', '').replace("'", '').replace('-', '')
    la = ascii_fold(last).lower().replace(' ', '').replace("'", '').replace('-', '')
    return rng.choice(['%s%s' % (f[:1], la), '%s.%s' % (f, la), '%s%s%d' % (f[:1], la[:6], rng.randint(1, 99)),
                       '%s_%s' % (la, f[:1]), '%s%s' % (la[:5], f[:2]), 'U%s' % digits(rng, 6)])


def account(rng):
    return rng.choice(['%s-%s' % (digits(rng, 4), digits(rng, 4)), 'ENC%s' % digits(rng, 8), 'V%s' % digits(rng, 7),
                       digits(rng, 9), '%s/%s' % (letters(rng, 3), digits(rng, 6))])


def bioid(rng, kind):
    if kind == 'eurodac':
        return '%s1%s%s' % (rng.choice(['GB', 'IT', 'FR', 'DE', 'GR', 'BG', 'AT']), letters(rng, 2), digits(rng, 8))
    if kind == 'fp':
        return 'FP-%s' % digits(rng, rng.choice([5, 6, 7]))
    if kind == 'face':
        return 'FIR-%s-%s' % (digits(rng, 4), digits(rng, 5))
    return 'DNA-%s%s' % (letters(rng, 2), digits(rng, 6))
