"""Country-specific formatters for dates, contacts, postcodes and identifiers.
Every phone / fax / pager number contains 555; SSN-like numbers start with 9 or 000;
IP addresses are private; e-mail and web domains are example.com/.org/.net."""
import datetime as dtm

from core import R, pick, chance, digits, letters

MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
       'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MON]
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WD3 = [w[:3] for w in WD]

DATE_STYLES = {
    'UK': ['dmy', 'dmy', 'dmy2', 'dmon', 'dmonth', 'dash', 'dot', 'iso'],
    'IE': ['dmy', 'dmy', 'dmy2', 'dmon', 'dmonth', 'dash', 'dot'],
    'AU': ['dmy', 'dmy', 'dmy2', 'dmon', 'dmonth', 'dash', 'dot'],
    'NZ': ['dmy', 'dmy', 'dmy2', 'dmon', 'dmonth', 'dash', 'dot'],
    'US': ['mdy', 'mdy', 'mdy2', 'monthd', 'mond', 'dashU', 'iso'],
    'CA': ['iso', 'iso', 'slashiso', 'monthd', 'dash', 'dmy', 'mdy'],
}


def rand_date(lo=(2019, 1, 1), hi=(2025, 6, 30)):
    a = dtm.date(*lo).toordinal()
    b = dtm.date(*hi).toordinal()
    return dtm.date.fromordinal(R.randint(a, b))


def shift(d, days):
    return d + dtm.timedelta(days=days)


def fdate(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == 'dmy':
        return '%02d/%02d/%d' % (dd, mm, yy)
    if style == 'dmy2':
        return '%d/%d/%02d' % (dd, mm, yy % 100)
    if style == 'dmon':
        return '%d %s %d' % (dd, MON3[mm - 1], yy)
    if style == 'dmonth':
        return '%d %s %d' % (dd, MON[mm - 1], yy)
    if style == 'dash':
        return '%02d-%s-%d' % (dd, MON3[mm - 1], yy)
    if style == 'dashU':
        return '%02d-%s-%d' % (dd, MON3[mm - 1].upper(), yy)
    if style == 'dot':
        return '%02d.%02d.%d' % (dd, mm, yy)
    if style == 'iso':
        return '%d-%02d-%02d' % (yy, mm, dd)
    if style == 'slashiso':
        return '%d/%02d/%02d' % (yy, mm, dd)
    if style == 'mdy':
        return '%02d/%02d/%d' % (mm, dd, yy)
    if style == 'mdy2':
        return '%d/%d/%02d' % (mm, dd, yy % 100)
    if style == 'monthd':
        return '%s %d, %d' % (MON[mm - 1], dd, yy)
    if style == 'mond':
        return '%s %d, %d' % (MON3[mm - 1], dd, yy)
    raise ValueError(style)


def fdate_wd(d, c):
    """A weekday together with its date (one span)."""
    w = d.weekday()
    if c in ('US', 'CA'):
        return pick(['%s, %s %d, %d' % (WD[w], MON[d.month - 1], d.day, d.year),
                     '%s %d/%d' % (WD3[w], d.month, d.day),
                     '%s %02d/%02d/%d' % (WD3[w], d.month, d.day, d.year)])
    return pick(['%s %d %s %d' % (WD[w], d.day, MON[d.month - 1], d.year),
                 '%s %d/%d' % (WD3[w], d.day, d.month),
                 '%s %02d/%02d/%d' % (WD3[w], d.day, d.month, d.year),
                 '%s %d %s' % (WD3[w], d.day, MON3[d.month - 1])])


def fdate_short(d, c, v=None):
    """Day and month only (log rows); v fixes the variant for a whole table."""
    if c == 'US':
        opts = ['%d/%d' % (d.month, d.day), '%02d/%02d' % (d.month, d.day)]
    elif c == 'CA':
        opts = ['%02d-%02d' % (d.month, d.day), '%s %d' % (MON3[d.month - 1], d.day)]
    else:
        opts = ['%02d/%02d' % (d.day, d.month), '%d/%d' % (d.day, d.month),
                '%d %s' % (d.day, MON3[d.month - 1])]
    return opts[v % len(opts)] if v is not None else pick(opts)


def fmonth(d, c):
    if c == 'US':
        return pick(['%s %d' % (MON[d.month - 1], d.year), '%02d/%d' % (d.month, d.year),
                     '%s %d' % (MON3[d.month - 1], d.year)])
    return pick(['%s %d' % (MON[d.month - 1], d.year), '%s %d' % (MON3[d.month - 1], d.year),
                 '%02d/%d' % (d.month, d.year)])


# ---------------------------------------------------------------- phones
def _tail4():
    return digits(4)


def phone(c, area, kind='land'):
    """A fictional phone number for country c; always contains 555."""
    t4 = _tail4()
    if c == 'UK':
        if kind == 'mobile':
            return pick(['07700 555%s' % digits(3), '07700 555 %s' % digits(3),
                         '+44 7700 555%s' % digits(3)])
        a = area
        return pick(['%s 555 %s' % (a, t4), '(%s) 555 %s' % (a, t4),
                     '+44 %s 555 %s' % (a[1:], t4), '%s555%s' % (a, t4)])
    if c in ('US', 'CA'):
        a = area
        if kind == 'mobile':
            a = pick([area, area, str(R.randint(2, 9)) + digits(2)])
        return pick(['(%s) 555-%s' % (a, t4), '%s-555-%s' % (a, t4), '%s.555.%s' % (a, t4),
                     '+1 %s 555 %s' % (a, t4), '(%s) 555-%s' % (a, t4)])
    if c == 'AU':
        if kind == 'mobile':
            m = '04' + digits(2)
            return pick(['%s 555 %s' % (m, digits(3)), '+61 %s 555 %s' % (m[1:], digits(3))])
        return pick(['(%s) 5550 %s' % (area, t4), '%s 5550 %s' % (area, t4),
                     '+61 %s 5550 %s' % (area[1:], t4), '(%s) 9555 %s' % (area, t4)])
    if c == 'NZ':
        if kind == 'mobile':
            m = pick(['021', '022', '027', '029'])
            return pick(['%s 555 %s' % (m, t4), '+64 %s 555 %s' % (m[1:], t4)])
        return pick(['(%s) 555 %s' % (area, t4), '%s-555 %s' % (area, t4),
                     '+64 %s 555 %s' % (area[1:], t4)])
    if c == 'IE':
        if kind == 'mobile':
            m = pick(['083', '085', '086', '087', '089'])
            return pick(['%s 555 %s' % (m, t4), '+353 %s 555 %s' % (m[1:], t4),
                         '%s-555%s' % (m, t4)])
        return pick(['(%s) 555 %s' % (area, t4), '%s 555 %s' % (area, t4),
                     '+353 %s 555 %s' % (area[1:], t4)])
    raise ValueError(c)


def ext():
    return pick([' ext %s' % digits(4), ' ext. %s' % digits(3), ' x%s' % digits(4),
                 ' extn 5%s' % digits(3)])


def bleep(c):
    if c in ('US', 'CA'):
        return pick(['555-%s' % digits(4), '5-55%s' % digits(2), '555%s' % digits(2)])
    return pick(['555%s' % R.randrange(10), '%s555' % R.randrange(1, 10), '555%s' % digits(2)])


# ---------------------------------------------------------------- postcodes
def postcode(c, town):
    if c == 'UK':
        area = town[2]
        return '%s%d %d%s' % (area, R.randint(1, 29 if len(area) == 1 else 19),
                              R.randint(0, 9), letters(2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if c == 'US':
        z = town[3] + digits(2)
        return z + ('-' + digits(4) if chance(0.2) else '')
    if c == 'CA':
        L = 'ABCEGHJKLMNPRSTVXY'
        return '%s%d%s %d%s%d' % (town[3], R.randint(0, 9), pick(L), R.randint(0, 9),
                                  pick(L), R.randint(0, 9))
    if c == 'AU':
        return '%04d' % (town[3] + R.randint(0, 9))
    if c == 'NZ':
        return '%04d' % (town[2] + R.randint(0, 9))
    if c == 'IE':
        L = 'ACDEFHKNPRTVWXY0123456789'
        return '%s %s' % (town[2], ''.join(pick(L) for _ in range(4)))
    raise ValueError(c)


# ---------------------------------------------------------------- identifiers
def mrn(c):
    if c == 'UK':
        return pick(['%s%s' % (letters(1, 'JKMRSTW'), digits(6)), 'RX%s' % digits(7),
                     '%s%s' % (letters(3, 'ABCDEFGHKLMNPRTW'), digits(7)), digits(8)])
    if c == 'US':
        return pick([digits(8), '%s-%s' % (digits(3), digits(5)), 'E%s' % digits(7),
                     digits(7)])
    if c == 'CA':
        return pick([digits(7), 'M%s' % digits(6), '%s%s' % (letters(2), digits(6))])
    if c == 'AU':
        return pick([digits(7), digits(6), 'MRN%s' % digits(6)])
    if c == 'NZ':
        return '%s%s' % (letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ'), digits(4))
    if c == 'IE':
        return pick([digits(7), '%s%s' % (letters(1), digits(6))])
    raise ValueError(c)


def nhs_number():
    return pick(['9%s %s %s' % (digits(2), digits(3), digits(4)), '9%s' % digits(9),
                 '9%s-%s-%s' % (digits(2), digits(3), digits(4))])


def ihi():
    return '%s %s %s %s' % ('8003', digits(4), digits(4), digits(4))


def healthplan(c):
    """(label, value) for the insurance-type number of country c."""
    if c == 'US':
        mbi = '%d%s%d-%s%s%d-%s%d%d' % (R.randint(1, 9), letters(1, 'ACDEFGHJKMNPQRTUVWXY'),
                                        R.randint(0, 9), letters(1, 'ACDEFGHJKMNPQRTUVWXY'),
                                        letters(1, 'ACDEFGHJKMNPQRTUVWXY'), R.randint(0, 9),
                                        letters(1, 'ACDEFGHJKMNPQRTUVWXY'), R.randint(0, 9),
                                        R.randint(0, 9))
        return pick([('Medicare MBI', mbi), ('Member ID', '%s%s' % (letters(3), digits(6))),
                     ('Medicaid ID', '%s%s' % (letters(2), digits(8))),
                     ('Policy #', '%s-%s' % (letters(2), digits(7))), ('Subscriber ID', digits(11))])
    if c == 'CA':
        return pick([('OHIP', '%s-%s-%s-%s' % (digits(4), digits(3), digits(3), letters(2))),
                     ('PHN', '9%s %s %s' % (digits(3), digits(3), digits(3))),
                     ('Health card', '%s %s %s' % (digits(4), digits(3), digits(3))),
                     ('AHCIP', '%s-%s' % (digits(5), digits(4)))])
    if c == 'AU':
        return pick([('Medicare No', '%d%s %s %d' % (R.randint(2, 6), digits(3), digits(5), R.randint(1, 9))),
                     ('Medicare', '%d%s%s%d' % (R.randint(2, 6), digits(3), digits(5), R.randint(1, 9))),
                     ('DVA No', '%s%s' % (pick(['N', 'V', 'Q', 'W']) + letters(1), digits(6)))])
    if c == 'IE':
        return pick([('Medical Card No', '%s%s' % (digits(7), letters(1))),
                     ('GMS No', digits(8)), ('VHI member no', '%s%s' % (letters(2), digits(7)))])
    if c == 'NZ':
        return pick([('Health insurer member no', digits(9)), ('Insurance policy no', '%s%s' % (letters(2), digits(7)))])
    if c == 'UK':
        return pick([('Private insurer membership', '%s%s' % (letters(3), digits(7))),
                     ('Policy no', '%s/%s' % (digits(6), digits(2)))])
    raise ValueError(c)


def ssn(c):
    """(label, value); every value starts with 9 or 000."""
    if c == 'US':
        return pick([('SSN', '9%s-%s-%s' % (digits(2), digits(2), digits(4))),
                     ('SSN', '000-%s-%s' % (digits(2), digits(4))),
                     ('SS#', '9%s%s' % (digits(2), digits(6)))])
    if c == 'CA':
        return ('SIN', pick(['9%s %s %s' % (digits(2), digits(3), digits(3)),
                             '9%s-%s-%s' % (digits(2), digits(3), digits(3))]))
    if c == 'AU':
        return pick([('Centrelink CRN', '9%s %s %s%s' % (digits(2), digits(3), digits(3), letters(1))),
                     ('TFN', '9%s %s %s' % (digits(2), digits(3), digits(3)))])
    if c == 'IE':
        return ('PPSN', '9%s%s' % (digits(6), letters(pick([1, 2]))))
    if c == 'NZ':
        return ('IRD no', '9%s-%s-%s' % (digits(1), digits(3), digits(3)))
    return None


def account(c):
    return pick([('Encounter', 'ENC-%s-%s' % (R.randint(2019, 2025), digits(7))),
                 ('Acct', '%s-%s' % (digits(4), digits(4))), ('Visit no', 'V%s' % digits(8)),
                 ('FIN', digits(10)), ('Episode', 'EP%s' % digits(7)),
                 ('Billing acct', 'BA-%s' % digits(6)), ('Spell', 'SP%s' % digits(8))])


def license_(c, kind='doc'):
    """(label, value) for a clinician's registration / prescriber number."""
    if c == 'US':
        if kind == 'nurse':
            return pick([('RN Lic', 'RN%s' % digits(7)), ('Lic #', 'N-%s' % digits(6))])
        return pick([('NPI', '1%s' % digits(9)), ('DEA', '%s%s' % (letters(2, 'ABFGMR'), digits(7))),
                     ('Lic', 'MD.%s' % digits(6))])
    if c == 'UK':
        if kind == 'nurse':
            return ('NMC PIN', '%s%s%s%s' % (digits(2), letters(1), digits(4), letters(1, 'EOWSN')))
        if kind == 'sci':
            return ('HCPC', 'CS%s' % digits(5))
        return ('GMC', '%d%s' % (R.randint(3, 7), digits(6)))
    if c == 'AU':
        if kind == 'nurse':
            return ('AHPRA', 'NMW000%s' % digits(7))
        return pick([('AHPRA', 'MED000%s' % digits(7)), ('Prescriber No', digits(7)),
                     ('Provider No', '%s%s' % (digits(6), letters(2)))])
    if c == 'CA':
        if kind == 'nurse':
            return ('CNO #', digits(8))
        return pick([('CPSO #', digits(5)), ('CPSA', digits(6)), ('Billing #', digits(6))])
    if c == 'NZ':
        if kind == 'nurse':
            return ('NCNZ', digits(6))
        return ('MCNZ', digits(5))
    if c == 'IE':
        if kind == 'nurse':
            return ('NMBI PIN', digits(6))
        return ('IMC No', digits(6))
    raise ValueError(c)


def plate(c):
    if c == 'UK':
        return '%s%s %s' % (letters(2, 'ABCDEFGHKLMNOPRSVWY'), pick(['19', '69', '20', '70', '21', '71', '22', '72', '23']),
                            letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if c == 'US':
        return pick(['%d%s%s' % (R.randint(1, 9), letters(3), digits(3)), '%s-%s' % (letters(3), digits(4)),
                     '%s %s' % (letters(3), digits(4))])
    if c == 'CA':
        return pick(['%s %s' % (letters(4), digits(3)), '%s%s%s' % (digits(3), letters(1), digits(3))])
    if c == 'AU':
        return pick(['%d%s%s' % (R.randint(1, 9), letters(2), digits(3)), '%s-%s' % (letters(3), digits(3)),
                     '%s%s%s' % (letters(2), digits(2), letters(2))])
    if c == 'NZ':
        return '%s%s' % (letters(3), digits(3))
    if c == 'IE':
        return '%s-%s-%s' % (pick(['191', '192', '201', '221', '231', '241', '171']),
                             pick(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO', 'LH']), digits(R.randint(3, 5)))
    raise ValueError(c)


def vin():
    return ''.join(pick('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(17))


def device_id(kind):
    if kind == 'lot':
        return pick(['%s%s' % (digits(2), letters(1) + digits(4)), '%s%s' % (letters(3), digits(6)),
                     digits(8), '%s-%s' % (letters(2), digits(5))])
    if kind == 'sn':
        return pick(['%s%s' % (letters(4), digits(4)), '%s-%s-%s' % (digits(4), letters(1), digits(4)),
                     'SN%s' % digits(7), '%s%s' % (digits(2), letters(2) + digits(5))])
    return digits(9)


def bioid(kind=None):
    if kind == 'palm':
        return pick(['PV-%s' % digits(6), 'PALM%s' % digits(7), 'PV%s' % digits(8)])
    if kind == 'finger':
        return pick(['FP-%s' % digits(5), 'FPT%s' % digits(6)])
    return pick(['PV-%s' % digits(6), 'FP-%s' % digits(5), 'BIO-%s' % digits(5),
                 'PALM%s' % digits(7), 'IRIS-%s' % letters(2) + digits(4)])


def idnum(kind):
    y = R.randint(19, 25)
    table = {
        'acc': ['US%d-%s' % (y, digits(6)), 'RAD-20%d-%s' % (y, digits(6)), 'VL%s' % digits(7),
                'ACC%s' % digits(8), '%s%s' % (letters(2), digits(8))],
        'ir': ['IR%d-%s' % (y, digits(5)), 'XA%s' % digits(8), 'IRP-%s' % digits(6)],
        'ref': ['REF-%s' % digits(6), 'RR%s' % digits(7), 'eRef %s' % digits(8), 'R%d-%s' % (y, digits(5))],
        'ubrn': ['%s %s %s' % (digits(4), digits(4), digits(4))],
        'book': ['PTS-%s' % digits(6), 'BK%s' % digits(7), 'TB-%s-%s' % (y, digits(5)),
                 '%s%s' % (letters(3), digits(5))],
        'inc': ['W%s' % digits(6), 'IR-20%d-%s' % (y, digits(4)), 'INC%s' % digits(6), 'RL%s' % digits(5)],
        'spec': ['M%d-%s' % (y, digits(6)), 'MB%s' % digits(7), '%d-%s-%s' % (y, letters(2), digits(5)),
                 'SPN%s' % digits(8)],
        'order': ['ORD-%s' % digits(7), 'OR%s' % digits(8), '%s' % digits(9)],
        'case': ['CASE-%s' % digits(5), 'TH%s' % digits(6), 'OP-%s' % digits(6)],
    }
    return pick(table[kind])


def ip_private():
    return pick(['10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
                 '172.%d.%d.%d' % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254)),
                 '192.168.%d.%d' % (R.randint(0, 255), R.randint(1, 254))])


def domain(slug):
    return pick(['%s.example.org' % slug, '%s.example.net' % slug, '%s.example.com' % slug,
                 'example.org', 'example.net', 'renal.%s.example.org' % slug])


def slugify(s):
    out = ''.join(ch.lower() for ch in s if ch.isalnum())
    return out[:14] or 'unit'
