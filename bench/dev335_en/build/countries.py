"""Per-country formats: towns, addresses, phones, identifiers, dates."""
from core import digits, letters
import places as PL
import names as NM

COUNTRY_NAME = {'US': 'United States', 'UK': 'United Kingdom', 'IE': 'Ireland',
                'CA': 'Canada', 'AU': 'Australia', 'NZ': 'New Zealand', 'ZA': 'South Africa'}
COUNTRY_WEIGHTS = [('US', 22), ('UK', 22), ('IE', 13), ('CA', 12), ('AU', 13), ('NZ', 10),
                   ('ZA', 8)]

DATE_STYLES = {
    'US': ['us_slash', 'us_slash', 'us_slash_nz', 'us_mon', 'us_short', 'iso'],
    'CA': ['iso', 'iso', 'us_mon', 'dmy_upper', 'iso_slash', 'dmy_mon'],
    'UK': ['dmy_slash', 'dmy_slash', 'dmy_mon', 'dmy_dash', 'dmy_short', 'dmy_long'],
    'IE': ['dmy_slash', 'dmy_slash', 'dmy_mon', 'dmy_dot', 'dmy_ord', 'dmy_dash'],
    'AU': ['dmy_slash', 'dmy_slash', 'dmy_mon', 'dmy_short', 'dmy_long'],
    'NZ': ['dmy_slash', 'dmy_slash', 'dmy_mon', 'dmy_short', 'dmy_dash'],
    'ZA': ['iso', 'dmy_slash', 'dmy_slash', 'iso_slash', 'dmy_mon'],
}
SHORT_STYLES = {'US': ['md', 'wd_md'], 'CA': ['md_mon', 'dm_mon'], 'UK': ['dm', 'wd_dm', 'dm_nz'],
                'IE': ['dm', 'wd_dm'], 'AU': ['dm', 'wd_dm', 'dm_nz'], 'NZ': ['dm', 'dm_nz'],
                'ZA': ['dm', 'dm_mon']}
LONG_STYLES = {'US': 'wd_mdy_long', 'CA': 'wd_mdy_long'}


def town(r, cc):
    if cc in PL.TOWN_PRE:
        return r.choice(PL.TOWN_PRE[cc]) + r.choice(PL.TOWN_SUF[cc])
    return r.choice(PL.TOWNS[cc])


def state(r, cc):
    """Return (name, abbr) or None."""
    if cc in PL.STATES:
        return r.choice(PL.STATES[cc])
    return None


CA_FIRST = {'ON': 'KLMNP', 'BC': 'V', 'AB': 'T', 'NS': 'B', 'MB': 'R', 'SK': 'S', 'NB': 'E',
            'NL': 'A', 'QC': 'GHJ'}
AU_FIRST = {'NSW': '2', 'VIC': '3', 'QLD': '4', 'SA': '5', 'WA': '6', 'TAS': '7', 'ACT': '26',
            'NT': '08'}
PC_L = 'ABCEGHJKLMNPRSTVWXYZ'


def postcode(r, cc, st=None):
    if cc == 'US':
        z = digits(r, 5)
        if r.random() < 0.15:
            z += '-' + digits(r, 4)
        return z
    if cc == 'UK':
        out = letters(r, r.choice([1, 2]), 'ABCDEGHKLMNPRSTWY') + str(r.randint(1, 29))
        return out + ' ' + str(r.randint(0, 9)) + letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')
    if cc == 'IE':
        rk = r.choice(['A', 'D', 'F', 'H', 'K', 'N', 'P', 'R', 'T', 'V', 'X', 'Y']) + digits(r, 2)
        u = r.choice('ACDEFHKNPRTVWXY') + ''.join(r.choice('ACDEFHKNPRTVWXY0123456789')
                                                   for _ in range(3))
        return rk + ' ' + u
    if cc == 'CA':
        first = r.choice(CA_FIRST.get(st[1] if st else 'ON', 'KLMNP'))
        return '%s%d%s %d%s%d' % (first, r.randint(0, 9), r.choice(PC_L), r.randint(0, 9),
                                  r.choice(PC_L), r.randint(0, 9))
    if cc == 'AU':
        pre = AU_FIRST.get(st[1] if st else 'NSW', '2')
        return pre + digits(r, 4 - len(pre))
    if cc == 'NZ':
        return str(r.randint(1, 9)) + digits(r, 3)
    return digits(r, 4)


def street(r, cc):
    w = r.choice(PL.STREET_WORDS)
    suf = r.choice(PL.STREET_SUF[cc])
    n = r.choice([r.randint(1, 60), r.randint(1, 250), r.randint(100, 9999)]) if cc in (
        'US', 'CA') else r.randint(1, 180)
    base = '%d %s %s' % (n, w, suf)
    x = r.random()
    if cc == 'US' and x < 0.25:
        base += r.choice([', Apt %d%s' % (r.randint(1, 30), r.choice(['', 'A', 'B'])),
                          ' Unit %d' % r.randint(1, 40), ' #%d' % r.randint(100, 999)])
    elif cc == 'UK' and x < 0.2:
        base = 'Flat %d, %s' % (r.randint(1, 24), base)
    elif cc in ('AU', 'NZ') and x < 0.25:
        base = '%d/%s' % (r.randint(1, 20), base) if cc == 'AU' else '%d%s %s %s' % (
            n, r.choice('AB'), w, suf)
    elif cc == 'CA' and x < 0.2:
        base = '%d-%s' % (r.randint(101, 2404), base)
    elif cc == 'IE' and x < 0.2:
        base = 'Apt %d, %s' % (r.randint(1, 40), base)
    return base


def address(r, cc, sep=', ', multiline=False, st=None):
    """Address as a list of pieces (str or (value, TYPE))."""
    st = st or state(r, cc)
    sp = '\n' if multiline else sep
    out = [(street(r, cc), 'STREET'), sp, (town(r, cc), 'CITY')]
    if cc == 'US':
        out += [', ', (st[1] if r.random() < 0.85 else st[0], 'STATE'), ' ',
                (postcode(r, cc, st), 'ZIP')]
    elif cc == 'CA':
        out += [', ' if not multiline else ' ', (st[1] if r.random() < 0.75 else st[0], 'STATE'),
                '  ' if r.random() < 0.3 else ' ', (postcode(r, cc, st), 'ZIP')]
    elif cc == 'AU':
        out += [' ', (st[1] if r.random() < 0.85 else st[0], 'STATE'), ' ',
                (postcode(r, cc, st), 'ZIP')]
    elif cc == 'NZ':
        if r.random() < 0.4:
            out += [sp, (st[0], 'STATE')]
        out += [' ', (postcode(r, cc), 'ZIP')]
    elif cc == 'ZA':
        if r.random() < 0.6:
            out += [sp, (st[0], 'STATE')]
        out += [sp if r.random() < 0.5 else ' ', (postcode(r, cc), 'ZIP')]
    elif cc == 'IE':
        out += [sp, 'Co. ', (r.choice(PL.IE_COUNTIES), 'CITY')]
        if r.random() < 0.75:
            out += [sp, (postcode(r, cc), 'ZIP')]
    else:  # UK
        out += [sp, (postcode(r, cc), 'ZIP')]
    return out


AREA = {'US': ['312', '614', '503', '404', '617', '734', '612', '480', '615', '804', '919',
               '414', '720', '215', '716', '859', '515', '410', '916', '206', '801', '972'],
        'CA': ['416', '613', '604', '403', '902', '204', '306', '506', '709', '514', '905',
               '250', '780'],
        'UK': ['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0131', '0141', '0151',
               '0161', '0191', '01632', '01223', '01392', '01904', '01865', '020', '029'],
        'IE': ['01', '021', '091', '061', '051', '071', '074', '066', '090', '044', '053'],
        'AU': ['02', '03', '07', '08'],
        'NZ': ['09', '07', '06', '04', '03'],
        'ZA': ['011', '012', '021', '031', '041', '051', '013', '015']}


def phone(r, cc, kind='land'):
    if cc in ('US', 'CA'):
        a = r.choice(AREA[cc])
        tail = '01' + digits(r, 2)
        f = r.random()
        if f < 0.5:
            return '(%s) 555-%s' % (a, tail)
        if f < 0.85:
            return '%s-555-%s' % (a, tail)
        return '%s.555.%s' % (a, tail)
    if cc == 'UK':
        if kind == 'mob':
            return r.choice(['07700 555', '07700 555 ', '07911 555']) + digits(r, 3)
        a = r.choice(AREA['UK'])
        if len(a) == 3:
            return '%s %s555 %s' % (a, r.choice('378'), digits(r, 4))
        if len(a) == 5:
            return '%s 555%s' % (a, digits(r, 3))
        return '%s 555 %s' % (a, digits(r, 4))
    if cc == 'IE':
        if kind == 'mob':
            return r.choice(['083', '085', '086', '087']) + ' 555 ' + digits(r, 4)
        a = r.choice(AREA['IE'])
        return r.choice(['(%s) 555 %s', '%s 555 %s', '%s-555%s']) % (a, digits(r, 4))
    if cc == 'AU':
        if kind == 'mob':
            return '04%s 555 %s' % (digits(r, 2), digits(r, 3))
        a = r.choice(AREA['AU'])
        return r.choice(['(%s) 5550 %s', '(%s) %s555 %s'.replace('%s555', '9555'),
                         '%s 5550 %s']) % (a, digits(r, 4))
    if cc == 'NZ':
        if kind == 'mob':
            return r.choice(['021', '022', '027']) + ' 555 ' + digits(r, 3 + r.randint(0, 1))
        a = r.choice(AREA['NZ'])
        return r.choice(['(%s) 555 %s', '%s 555 %s', '%s-555-%s']) % (a, digits(r, 4))
    if kind == 'mob':
        return r.choice(['082', '083', '072', '079']) + ' 555 ' + digits(r, 4)
    a = r.choice(AREA['ZA'])
    return r.choice(['(%s) 555 %s', '%s 555 %s', '%s-555-%s']) % (a, digits(r, 4))


def intl(cc, num):
    code = {'IE': '+353', 'AU': '+61', 'NZ': '+64', 'ZA': '+27', 'UK': '+44'}.get(cc)
    if not code:
        return num
    d = num.replace('(', '').replace(')', '')
    return code + ' ' + d.lstrip('0')


def bleep(r, cc):
    """Internal pager / extension number, always containing 555."""
    if cc in ('US', 'CA'):
        return r.choice(['555-0%s' % digits(r, 3), '4-555%s' % digits(r, 1),
                         '555%s' % digits(r, 2), '8-555%s' % digits(r, 1)])
    return r.choice(['555%s' % digits(r, 1), '%s555' % r.randint(1, 9),
                     '555%s' % digits(r, 2)])


def mrn(r, cc):
    """(label, value) for the hospital record number."""
    if cc == 'US':
        return r.choice(['MRN', 'MRN', 'Med Rec #', 'MR#']), r.choice([digits(r, 8),
                                                                       digits(r, 7),
                                                                       'E' + digits(r, 7)])
    if cc == 'UK':
        if r.random() < 0.5:
            return 'NHS No', '%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 4))
        return r.choice(['Hosp No', 'Unit No', 'MRN']), r.choice(
            [letters(r, 1) + digits(r, 6), 'RX' + letters(r, 1) + digits(r, 7), digits(r, 8)])
    if cc == 'IE':
        return r.choice(['MRN', 'Hosp No', 'Chart No']), r.choice([digits(r, 7), digits(r, 6),
                                                                   'H' + digits(r, 6)])
    if cc == 'CA':
        return r.choice(['MRN', 'Chart #', 'MRN']), r.choice(['MR' + digits(r, 7), digits(r, 8),
                                                              digits(r, 3) + '-' + digits(r, 4)])
    if cc == 'AU':
        return r.choice(['URN', 'UR No', 'MRN']), r.choice([digits(r, 7), digits(r, 6),
                                                           'U' + digits(r, 7)])
    if cc == 'NZ':
        return 'NHI', letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4)
    return r.choice(['Hosp No', 'Folder No', 'HN']), r.choice([digits(r, 8),
                                                              letters(r, 2) + digits(r, 6)])


def healthplan(r, cc):
    if cc == 'US':
        return r.choice([('Member ID', letters(r, 3) + digits(r, 6)),
                         ('Member #', digits(r, 3) + letters(r, 2) + digits(r, 5)),
                         ('Medicare MBI', '%s%s%s-%s%s%s-%s%s%s' % (
                             r.randint(1, 9), letters(r, 1), r.choice('ACDEFGHJKM'),
                             digits(r, 1), letters(r, 1), r.choice('ACDEFGHJKM0123456789'),
                             letters(r, 1), letters(r, 1), digits(r, 2))),
                         ('Medicaid ID', digits(r, 10)),
                         ('Group #', digits(r, 5) + '-' + digits(r, 3))])
    if cc == 'CA':
        return r.choice([('OHIP', '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3),
                                                   letters(r, 2))),
                         ('PHN', '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3))),
                         ('Health Card', digits(r, 10) + ' ' + letters(r, 2))])
    if cc == 'AU':
        return r.choice([('Medicare No', '%d%s %s %d' % (r.randint(2, 6), digits(r, 3),
                                                        digits(r, 5), r.randint(1, 5))),
                         ('DVA No', 'N' + letters(r, 1) + digits(r, 6)),
                         ('Medicare', '%d%s%s-%d' % (r.randint(2, 6), digits(r, 4),
                                                     digits(r, 5), r.randint(1, 5)))])
    if cc == 'IE':
        return r.choice([('GMS No', digits(r, 7) + letters(r, 1)),
                         ('Medical card', digits(r, 7) + letters(r, 1)),
                         ('Insurer policy no', digits(r, 8))])
    if cc == 'NZ':
        return ('Insurer member no', digits(r, 8))
    if cc == 'ZA':
        return ('Medical aid no', digits(r, r.choice([9, 11])))
    return ('Insurer membership no', letters(r, 2) + digits(r, 7))


def ssn(r, cc, dob):
    """National/social ID, always starting with 9 or 000 (fictional). None if n/a."""
    if cc == 'US':
        if r.random() < 0.8:
            return 'SSN', '9%s-%s-%s' % (digits(r, 2), digits(r, 2), digits(r, 4))
        return 'SSN', '000-%s-%s' % (digits(r, 2), digits(r, 4))
    if cc == 'CA':
        return 'SIN', '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3))
    if cc == 'IE':
        return 'PPSN', '9' + digits(r, 6) + letters(r, 1, 'ABCDEFGHKLMNPTW') + r.choice(['', 'A'])
    if cc == 'ZA' and 1990 <= dob.year <= 1999:
        return 'ID No', '%02d%02d%02d%s' % (dob.year % 100, dob.month, dob.day, digits(r, 7))
    return None


def license_(r, cc, role):
    """(label, value) for a clinician registration/licence number."""
    pharm = role == 'pharm'
    nurse = role == 'nurse'
    if cc == 'US':
        if pharm:
            return 'RPh Lic', 'RPH.' + digits(r, 7)
        if nurse:
            return 'RN Lic', 'RN' + digits(r, 7)
        return r.choice([('NPI', '1' + digits(r, 9)),
                         ('DEA', letters(r, 2) + digits(r, 7)),
                         ('NPI', '1' + digits(r, 9))])
    if cc == 'UK':
        if pharm:
            return 'GPhC', '20' + digits(r, 5)
        if nurse:
            return 'NMC PIN', digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1)
        return 'GMC', str(r.randint(3, 7)) + digits(r, 6)
    if cc == 'IE':
        if pharm:
            return 'PSI Reg', digits(r, 5)
        if nurse:
            return 'NMBI PIN', digits(r, 6)
        return 'IMC', str(r.randint(1, 4)) + digits(r, 5)
    if cc == 'CA':
        if pharm:
            return 'OCP Reg', digits(r, 6)
        if nurse:
            return 'CNO Reg', digits(r, 8)
        return r.choice([('CPSO', digits(r, 5)), ('Billing #', digits(r, 6)),
                         ('CPSBC', digits(r, 5))])
    if cc == 'AU':
        if pharm:
            return 'AHPRA', 'PHA000' + digits(r, 7)
        if nurse:
            return 'AHPRA', 'NMW000' + digits(r, 7)
        return r.choice([('Prescriber No', digits(r, 7)), ('AHPRA', 'MED000' + digits(r, 7))])
    if cc == 'NZ':
        if pharm:
            return 'PCNZ', digits(r, 5)
        if nurse:
            return 'NCNZ', digits(r, 6)
        return 'MCNZ', digits(r, 5)
    if pharm:
        return 'SAPC', 'P' + digits(r, 5)
    if nurse:
        return 'SANC', digits(r, 8)
    return 'HPCSA', 'MP ' + digits(r, 7)


def account(r, cc):
    if cc == 'US':
        return r.choice([('FIN', digits(r, 10)), ('Acct #', digits(r, 4) + '-' + digits(r, 4)),
                         ('CSN', '10' + digits(r, 8)), ('Encounter #', 'E' + digits(r, 9))])
    if cc == 'CA':
        return r.choice([('Visit #', 'V' + digits(r, 9)), ('Encounter', digits(r, 9)),
                         ('Acct', digits(r, 8))])
    if cc == 'UK':
        return r.choice([('Episode No', digits(r, 8)), ('Spell ID', 'SP' + digits(r, 7)),
                         ('Attendance No', digits(r, 9))])
    if cc == 'IE':
        return r.choice([('Episode No', digits(r, 7)), ('Enc No', 'EN' + digits(r, 7))])
    if cc == 'AU':
        return r.choice([('Episode', digits(r, 8)), ('Visit No', 'IP' + digits(r, 7))])
    if cc == 'NZ':
        return r.choice([('Event No', digits(r, 8)), ('Encounter', 'EV' + digits(r, 7))])
    return r.choice([('Episode No', digits(r, 9)), ('Account No', 'AC' + digits(r, 7))])


def plate(r, cc):
    if cc == 'UK':
        return '%s%02d %s' % (letters(r, 2, 'ABCDEFGHKLMNOPRSVWY'), r.choice(
            [19, 20, 21, 22, 23, 69, 70, 71, 72, 73, 24, 74]), letters(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ'))
    if cc == 'IE':
        return '%d-%s-%s' % (r.choice([191, 192, 201, 211, 222, 231, 241, 152, 162]),
                             r.choice(['D', 'C', 'G', 'L', 'KY', 'MO', 'WX', 'TS', 'CE']),
                             r.randint(100, 99999))
    if cc == 'US':
        return r.choice([str(r.randint(1, 9)) + letters(r, 3) + digits(r, 3),
                         letters(r, 3) + '-' + digits(r, 4), digits(r, 3) + ' ' + letters(r, 3)])
    if cc == 'CA':
        return letters(r, 4) + ' ' + digits(r, 3)
    if cc == 'AU':
        return r.choice([letters(r, 3) + '-' + digits(r, 3), digits(r, 1) + letters(r, 2) +
                         digits(r, 1) + letters(r, 2)])
    if cc == 'NZ':
        return letters(r, 3) + digits(r, 3)
    return '%s %s-%s' % (r.choice(['CA', 'CY', 'ND', 'NU', 'CJ']), digits(r, 3), digits(r, 3))


def _fill(pat, r, cc):
    w = r.choice(PL.WARD_NAMES + PL.STREET_WORDS)
    sn = r.choice(NM.SURNAMES)
    return pat.format(T=town(r, cc), S=r.choice(PL.SAINTS), N=sn[0].upper() + sn[1:],
                      Q=r.choice(PL.QUEENS), L=r.choice(PL.LADY_OF), M=r.choice(PL.MAORI_H),
                      W=w)


def hospital(r, cc):
    return _fill(r.choice(PL.HOSP_PAT[cc]), r, cc)


def practice(r, cc):
    return _fill(r.choice(PL.PRACTICE_PAT[cc]), r, cc)


def pharmacy(r, cc):
    return _fill(r.choice(PL.PHARMACY_PAT), r, cc)


def carehome(r, cc):
    return _fill(r.choice(PL.CAREHOME_PAT), r, cc)


def org(r, cc):
    return _fill(r.choice(PL.ORG_PAT), r, cc)


def ext_org(r, cc):
    return _fill(r.choice(PL.EXT_ORG_PAT), r, cc)


def ward(r, cc):
    x = r.random()
    if cc in ('US', 'CA') and x < 0.5:
        return r.choice(['%d %s' % (r.randint(2, 9), r.choice(['North', 'South', 'East', 'West'])),
                         '%s %d' % (r.choice(['Med-Surg', 'Tower', 'Pavilion']), r.randint(2, 9))])
    if cc in ('UK', 'IE', 'ZA', 'AU') and x < 0.35:
        return 'Ward %d%s' % (r.randint(1, 40), r.choice(['', '', 'A', 'B']))
    return '%s %s' % (r.choice(PL.WARD_NAMES), r.choice(['Ward', 'Ward', 'Unit']))


def abbrev(name):
    ws = [w for w in name.replace('-', ' ').split() if w[0].isupper() and w not in ('Of',)]
    return ''.join(w[0] for w in ws)[:5]
