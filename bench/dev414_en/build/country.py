"""Country-specific formats: phones (always with 555), postcodes, identifiers,
dates, plates and registration numbers."""
import datetime

import pools_places as PP

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
PC_LET = 'ABDEFGHJLNPQRSTUWXYZ'
EIR = 'ACDEFHKNPRTVWXY0123456789'
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def digits(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=UP):
    return ''.join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- phones
AREA = {
    'UK': {'Leeds': '0113', 'Sheffield': '0114', 'Bristol': '0117', 'Norwich': '01603', 'Exeter': '01392',
           'Swansea': '01792', 'Cardiff': '029', 'Dundee': '01382', 'Stirling': '01786', 'Bath': '01225',
           'Reading': '0118', 'Wells': '01749', 'March': '01354', 'Street': '01458', 'Sandwich': '01304',
           'Harrogate': '01423', 'Kendal': '01539', 'Truro': '01872', 'Shrewsbury': '01743',
           'Lincoln': '01522', 'Derby': '01332', 'Nottingham': '0115', 'Leicester': '0116', 'York': '01904',
           'Durham': '0191', 'Carlisle': '01228', 'Aberdeen': '01224', 'Inverness': '01463',
           'Wrexham': '01978', 'Bangor': '01248', 'Preston': '01772', 'Bolton': '01204',
           'Huddersfield': '01484', 'Halifax': '01422', 'Ipswich': '01473', 'Colchester': '01206',
           'Chelmsford': '01245', 'Kirkcaldy': '01592', 'Penzance': '01736', 'Hexham': '01434'},
    'IE': {'Dublin 4': '01', 'Dublin 8': '01', 'Dublin 15': '01', 'Cork': '021', 'Galway': '091',
           'Limerick': '061', 'Waterford': '051', 'Kilkenny': '056', 'Sligo': '071', 'Athlone': '090',
           'Drogheda': '041', 'Dundalk': '042', 'Tralee': '066', 'Ennis': '065', 'Letterkenny': '074',
           'Mullingar': '044', 'Navan': '046', 'Castlebar': '094', 'Bray': '01', 'Clonmel': '052'},
    'US': {'Portland': '503', 'Eugene': '541', 'Salem': '503', 'Mobile': '251', 'Boise': '208',
           'Madison': '608', 'Ann Arbor': '734', 'Burlington': '802', 'Asheville': '828', 'Durham': '919',
           'Tucson': '520', 'Albany': '518', 'Ithaca': '607', 'Normal': '309', 'Independence': '816',
           'Hope': '870', 'Boulder': '303', 'Santa Fe': '505', 'Provo': '801', 'Spokane': '509',
           'Olympia': '360', 'Reno': '775', 'Fresno': '559', 'Sacramento': '916', 'Columbus': '614',
           'Dayton': '937', 'Lexington': '859', 'Savannah': '912', 'Charleston': '843', 'Richmond': '804',
           'Duluth': '218', 'Bangor': '207'},
    'CA': {'Toronto': '416', 'Ottawa': '613', 'Hamilton': '905', 'Kingston': '613', 'London': '519',
           'Guelph': '519', 'Sudbury': '705', 'Halifax': '902', 'Moncton': '506', 'Fredericton': '506',
           'Victoria': '250', 'Kelowna': '250', 'Nanaimo': '250', 'Calgary': '403', 'Red Deer': '403',
           'Saskatoon': '306', 'Regina': '306', 'Winnipeg': '204', 'Brandon': '204',
           'Charlottetown': '902', "St. John's": '709'},
    'AU': {'VIC': '03', 'TAS': '03', 'NSW': '02', 'ACT': '02', 'QLD': '07', 'SA': '08', 'WA': '08', 'NT': '08'},
    'NZ': {'Auckland': '09', 'Northland': '09', 'Waikato': '07', 'Bay of Plenty': '07', "Hawke's Bay": '06',
           'Manawatu-Whanganui': '06', 'Tairawhiti': '06', 'Wellington': '04', 'Nelson Tasman': '03',
           'Otago': '03', 'Southland': '03', 'Canterbury': '03'},
}


def area_for(cc, t):
    a = AREA[cc]
    return a.get(t['city']) or a.get(t.get('state') or '')


def phone(rng, cc, kind='land', area=None):
    r = rng
    if area and kind == 'land':
        if cc == 'UK':
            if area == '029':
                return '029 5550 ' + digits(r, 4)
            if len(area) == 4:
                return '%s 555 %s' % (area, digits(r, 4))
            return '%s 555%s' % (area, digits(r, 3))
        if cc in ('IE', 'NZ'):
            return '%s 555 %s' % (area, digits(r, 4))
        if cc in ('US', 'CA'):
            return r.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s']) % (area, '01' + digits(r, 2))
        if cc == 'AU':
            return '(%s) 5550 %s' % (area, digits(r, 4))
    if cc == 'UK':
        if kind == 'mobile':
            return r.choice(['07700 555', '07911 555', '07456 555', '07823 555']) + digits(r, 3)
        if r.random() < 0.5:
            return '0%s 555 %s' % (r.choice(['113', '114', '117', '115', '116', '118', '191']), digits(r, 4))
        return '0%s 555%s' % (r.choice(['1603', '1392', '1792', '1382', '1786', '1225', '1423',
                                         '1539', '1872', '1743', '1522']), digits(r, 3))
    if cc == 'IE':
        if kind == 'mobile':
            return '08%s 555 %s' % (r.choice('35679'), digits(r, 4))
        return '0%s 555 %s' % (r.choice(['1', '21', '91', '61', '51', '71', '66', '65']), digits(r, 4))
    if cc in ('US', 'CA'):
        area = r.choice(['503', '541', '251', '208', '608', '734', '802', '828', '919', '520',
                         '518', '607', '309', '816', '870', '303', '505', '801', '509', '360']
                        if cc == 'US' else ['416', '613', '905', '519', '705', '902', '506',
                                            '250', '403', '306', '204', '902', '709'])
        tail = '01' + digits(r, 2)
        return r.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s']) % (area, tail)
    if cc == 'AU':
        if kind == 'mobile':
            return '04%s 555 %s' % (digits(r, 2), digits(r, 3))
        return '(0%s) 5550 %s' % (r.choice('2378'), digits(r, 4))
    if cc == 'NZ':
        if kind == 'mobile':
            return '02%s 555 %s' % (r.choice('127'), digits(r, 4))
        return '0%s 555 %s' % (r.choice('34679'), digits(r, 4))
    raise KeyError(cc)


def extension(rng, number):
    return number + rng.choice([' ext. ', ' ext ', ' x', ' Ext ']) + digits(rng, rng.choice([3, 4]))


def pager(rng):
    return rng.choice(['555', '555-', '555 ']) + digits(rng, 4)


# ---------------------------------------------------------------- places
def _near(r, rows, near, col):
    """Prefer rows sharing column col with the town `near` (same state, or same town)."""
    if near is not None and r.random() < 0.75:
        same = [x for x in rows if x[col] == near]
        if same:
            return r.choice(same)
    return r.choice(rows)


def town(rng, cc, near=None):
    """Return dict with city, state (or None), zip, county (or None).
    near: a state (US/CA/AU/NZ) or a town (UK/IE) to stay close to."""
    r = rng
    if cc == 'UK':
        t, pre, county = _near(r, PP.UK_TOWNS, near, 0)
        z = '%s%d %d%s' % (pre, r.randrange(1, 30), r.randrange(1, 10), letters(r, 2, PC_LET))
        return {'city': t, 'state': None, 'zip': z, 'county': county}
    if cc == 'IE':
        t, key, county = _near(r, PP.IE_TOWNS, near, 0)
        return {'city': t, 'state': None, 'zip': key + ' ' + letters(r, 4, EIR), 'county': county}
    if cc == 'US':
        t, st, pre = _near(r, PP.US_TOWNS, near, 1)
        z = pre + digits(r, 2)
        if r.random() < 0.2:
            z += '-' + digits(r, 4)
        return {'city': t, 'state': st, 'state_full': PP.US_STATES[st], 'zip': z, 'county': None}
    if cc == 'CA':
        t, pr, first = _near(r, PP.CA_TOWNS, near, 1)
        z = '%s%d%s %d%s%d' % (first, r.randrange(10), r.choice(UP), r.randrange(10),
                               r.choice(UP), r.randrange(10))
        return {'city': t, 'state': pr, 'state_full': PP.CA_PROVINCES[pr], 'zip': z, 'county': None}
    if cc == 'AU':
        t, st, base = _near(r, PP.AU_TOWNS, near, 1)
        return {'city': t, 'state': st, 'state_full': PP.AU_STATES[st],
                'zip': '%04d' % (base + r.randrange(0, 30)), 'county': None}
    if cc == 'NZ':
        t, reg, base = _near(r, PP.NZ_TOWNS, near, 1)
        return {'city': t, 'state': reg, 'state_full': reg,
                'zip': '%04d' % (base + r.randrange(0, 12)), 'county': None}
    raise KeyError(cc)


def street(rng, cc, simple=False):
    r = rng
    name = r.choice(PP.STREET_NAMES) + ' ' + r.choice(PP.STREET_SUFFIX[cc])
    num = str(r.randrange(1, 240))
    u = r.random() if not simple else 1.0
    if cc == 'UK' and u < 0.15:
        return 'Flat %d, %s %s' % (r.randrange(1, 20), num, name)
    if cc == 'US' and u < 0.2:
        return '%s %s, %s' % (num, name, r.choice(['Apt ', 'Apt. ', 'Unit ', '#']) + str(r.randrange(1, 40)) + r.choice(['', 'B', 'C']))
    if cc == 'CA' and u < 0.2:
        return '%d-%s %s' % (r.randrange(100, 1900), num, name)
    if cc == 'AU' and u < 0.25:
        return '%d/%s %s' % (r.randrange(1, 15), num, name)
    if cc == 'IE' and u < 0.15:
        return 'Apt %d, %s %s' % (r.randrange(1, 40), num, name)
    return num + ' ' + name


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        if d[0] == 0:
            continue
        s = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        n = ''.join(map(str, d)) + str(chk)
        return '%s %s %s' % (n[:3], n[3:6], n[6:])


def natid(rng, cc, prov=None):
    """National health identifier: (label, value, type) or None."""
    r = rng
    if cc == 'UK':
        return (r.choice(['NHS No', 'NHS number', 'NHS No.']), nhs_number(r), 'MRN')
    if cc == 'NZ':
        return ('NHI', letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4), 'MRN')
    if cc == 'AU':
        return ('Medicare No', '%s%s %s %s' % (r.choice('23456'), digits(r, 3), digits(r, 5),
                                                digits(r, 1)) + '-' + str(r.randrange(1, 6)), 'HEALTHPLAN')
    if cc == 'CA':
        if prov == 'BC':
            return ('PHN', '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3)), 'HEALTHPLAN')
        if prov == 'AB':
            return ('AHCIP', '%s-%s' % (digits(r, 5), digits(r, 4)), 'HEALTHPLAN')
        return ('Health Card No', '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3),
                                                    letters(r, 2)), 'HEALTHPLAN')
    if cc == 'IE':
        return ('Medical Card No', digits(r, 8) + letters(r, 1), 'HEALTHPLAN')
    return None


def mrn(rng, cc):
    r = rng
    if cc == 'UK':
        return (r.choice(['Hosp No', 'Hospital No', 'Unit No']), letters(r, 1) + digits(r, 7))
    if cc == 'AU':
        return (r.choice(['UR No', 'UR', 'MRN']), digits(r, r.choice([6, 7])))
    if cc == 'IE':
        return ('MRN', digits(r, 7))
    if cc == 'NZ':
        return (r.choice(['Hosp No', 'MRN']), digits(r, 8))
    return (r.choice(['MRN', 'MRN', 'Med Rec #']), digits(r, 8))


def ssn(rng, cc):
    """Social-security-like number; always starts with 9 or 000.  None for UK."""
    r = rng
    if cc == 'US':
        if r.random() < 0.2:
            return ('SSN', '000-%s-%s' % (digits(r, 2), digits(r, 4)))
        return ('SSN', '9%s-%s-%s' % (digits(r, 2), digits(r, 2), digits(r, 4)))
    if cc == 'CA':
        return ('SIN', '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3)))
    if cc == 'AU':
        return ('Centrelink CRN', '9%s %s %s%s' % (digits(r, 2), digits(r, 3), digits(r, 3), letters(r, 1)))
    if cc == 'IE':
        return ('PPSN', '9' + digits(r, 6) + letters(r, 1) + r.choice(['', 'A', 'W']))
    if cc == 'NZ':
        return ('MSD client no.', '9%s-%s-%s' % (digits(r, 1), digits(r, 3), digits(r, 3)))
    return None


def healthplan(rng, cc):
    """(label, value) of an insurance membership number."""
    r = rng
    if cc == 'US':
        return (r.choice(['Member ID', 'Member #', 'Subscriber ID']),
                letters(r, 3) + digits(r, 6) + r.choice(['', '01', '-02']))
    if cc == 'AU':
        return ('Member No', digits(r, 8))
    if cc == 'CA':
        return ('Certificate No', digits(r, 9))
    if cc == 'IE':
        return ('Policy No', digits(r, 7) + letters(r, 2))
    if cc == 'NZ':
        return ('Membership No', digits(r, 9))
    return ('Policy No', letters(r, 2) + digits(r, 7))


def group_no(rng):
    return 'GRP-' + digits(rng, 5)


def license_no(rng, cc, role):
    """(label, value) of a professional registration number."""
    r = rng
    if cc == 'UK':
        if role in ('cons', 'gp'):
            return ('GMC No', digits(r, 7))
        if role == 'nurse':
            return ('NMC PIN', digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1))
        pre = {'ot': 'OT', 'psy': 'PYL', 'phys': 'PH'}[role]
        return ('HCPC', pre + digits(r, 5))
    if cc == 'IE':
        if role in ('cons', 'gp'):
            return ('IMC No', digits(r, 6))
        if role == 'nurse':
            return ('NMBI PIN', digits(r, 6))
        return ('CORU Reg', {'ot': 'OT', 'psy': 'PS', 'phys': 'PT'}[role] + '0' + digits(r, 5))
    if cc == 'US':
        if r.random() < 0.7 or role == 'gp':
            return ('NPI', r.choice('12') + digits(r, 9))
        return ('Lic #', {'cons': 'MD', 'ot': 'OT', 'psy': 'PSY', 'nurse': 'RN', 'phys': 'PT', 'gp': 'MD'}[role]
                + digits(r, 6))
    if cc == 'CA':
        if role in ('cons', 'gp'):
            return ('CPSO #', digits(r, 5))
        return ({'ot': 'COTO Reg #', 'psy': 'CPO #', 'nurse': 'CNO #', 'phys': 'CPO Reg #'}[role], digits(r, 6))
    if cc == 'AU':
        if role == 'gp' and r.random() < 0.5:
            return ('Provider No', digits(r, 6) + letters(r, 2))
        pre = {'cons': 'MED', 'gp': 'MED', 'ot': 'OCC', 'psy': 'PSY', 'nurse': 'NMW', 'phys': 'PHY'}[role]
        return ('AHPRA', pre + '000' + digits(r, 7))
    if cc == 'NZ':
        if role in ('cons', 'gp'):
            return ('MCNZ', digits(r, 5))
        return ({'ot': 'OTBNZ', 'psy': 'NZPB', 'nurse': 'NCNZ', 'phys': 'PBNZ'}[role], digits(r, 5))
    raise KeyError(cc)


def plate(rng, cc):
    r = rng
    if cc == 'UK':
        return '%s%s %s' % (letters(r, 2, 'ABCDEFGHKLMNOPRSVWY'), r.choice(['15', '65', '18', '68', '21', '71', '19', '69']),
                            letters(r, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if cc == 'IE':
        return '%s-%s-%s' % (r.choice(['182', '191', '201', '211', '221', '231', '152']),
                             r.choice(['D', 'C', 'G', 'L', 'WX', 'KY', 'MO', 'LH']), digits(r, r.choice([3, 4, 5])))
    if cc == 'US':
        return r.choice(['%s%s%s', '%s %s%s']) % (digits(r, 1), letters(r, 3), digits(r, 3))
    if cc == 'CA':
        return '%s %s' % (letters(r, 4), digits(r, 3))
    if cc == 'AU':
        return r.choice(['%s%s-%s' % (digits(r, 1), letters(r, 2), digits(r, 3)),
                         '%s%s%s' % (letters(r, 3), digits(r, 2), letters(r, 1))])
    return letters(r, 3) + digits(r, 3)


def vin(rng):
    return letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + ''.join(
        rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(14))


def ip(rng):
    r = rng
    k = r.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return '192.168.%d.%d' % (r.randrange(256), r.randrange(1, 255))


# ---------------------------------------------------------------- dates
DMY = ('UK', 'IE', 'AU', 'NZ')


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, cc, style):
    dmy = cc in DMY
    M, m3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd, wd3 = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
    if style == 'num':
        if cc == 'CA':
            return d.isoformat()
        return d.strftime('%d/%m/%Y') if dmy else d.strftime('%m/%d/%Y')
    if style == 'short':
        if dmy:
            return d.strftime('%d/%m/%y')
        return '%d/%d/%s' % (d.month, d.day, d.strftime('%y'))
    if style == 'dot':
        return d.strftime('%d.%m.%Y') if dmy else '%d-%d-%d' % (d.month, d.day, d.year)
    if style == 'iso':
        return d.isoformat()
    if style == 'long':
        return '%d %s %d' % (d.day, M, d.year) if dmy else '%s %d, %d' % (M, d.day, d.year)
    if style == 'ord':
        return '%s %s %d' % (ordinal(d.day), M, d.year) if dmy else '%s %s, %d' % (M, ordinal(d.day), d.year)
    if style == 'abbr':
        return '%d %s %d' % (d.day, m3, d.year) if dmy else '%s %d, %d' % (m3, d.day, d.year)
    if style == 'abbr2':
        return '%02d-%s-%d' % (d.day, m3, d.year)
    if style == 'dm':
        return '%d/%d' % (d.day, d.month) if dmy else '%d/%d' % (d.month, d.day)
    if style == 'dm_long':
        return '%d %s' % (d.day, M) if dmy else '%s %d' % (M, d.day)
    if style == 'wd_dm':
        return '%s %s' % (wd3, fmt_date(d, cc, 'dm'))
    if style == 'wd_long':
        return '%s %d %s %d' % (wd, d.day, M, d.year) if dmy else '%s, %s %d, %d' % (wd, M, d.day, d.year)
    if style == 'wd_short':
        return '%s %s' % (wd, fmt_date(d, cc, 'dm_long'))
    if style == 'my':
        return '%s %d' % (M, d.year)
    if style == 'my_abbr':
        return '%s %d' % (m3, d.year) if dmy or d.day % 2 else '%02d/%d' % (d.month, d.year)
    if style == 'month':
        return M
    if style == 'y':
        return str(d.year)
    if style == 'wd':
        return wd
    raise KeyError(style)


LETTER_STYLES = {'UK': ['long', 'long', 'ord', 'num', 'abbr'], 'IE': ['long', 'num', 'ord'],
                 'US': ['long', 'num', 'num', 'abbr'], 'CA': ['long', 'num', 'iso', 'abbr'],
                 'AU': ['long', 'num', 'num', 'abbr'], 'NZ': ['long', 'num', 'abbr']}
DOB_STYLES = {'UK': ['num', 'num', 'abbr', 'long'], 'IE': ['num', 'dot', 'num'],
              'US': ['num', 'num', 'short'], 'CA': ['num', 'iso', 'abbr'],
              'AU': ['num', 'num', 'abbr2'], 'NZ': ['num', 'num', 'abbr']}


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def years_before(d, years, rng):
    try:
        base = d.replace(year=d.year - years)
    except ValueError:
        base = d.replace(year=d.year - years, day=28)
    return base - datetime.timedelta(days=rng.randrange(1, 360))


NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
             'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen',
             'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ('' if u == 0 else '-' + NUM_WORDS[u])
