"""Country profiles for dev321_en: invented towns and streets, real regions,
postcodes, fictional phone numbers (all containing 555), identifiers,
vehicle plates and licence numbers in each country's own shape."""
from core import (R, pick, chance, rint, wpick, digits, nz_digits, letters,
                  UPPER, LOWER)
import pools

COUNTRY_NAME = {
    'UK': 'United Kingdom', 'IE': 'Ireland', 'AU': 'Australia',
    'NZ': 'New Zealand', 'CA': 'Canada', 'US': 'United States',
    'SG': 'Singapore', 'ZA': 'South Africa',
}

# real first-level regions: (name, abbreviation or None)
REGIONS = {
    'IE': [(c, None) for c in (
        'Galway Mayo Kerry Cork Clare Limerick Tipperary Wexford Wicklow Kildare '
        'Meath Louth Donegal Sligo Roscommon Westmeath Offaly Laois Carlow '
        'Kilkenny Waterford Cavan Monaghan Longford Leitrim').split()],
    'AU': [('New South Wales', 'NSW'), ('Victoria', 'VIC'), ('Queensland', 'QLD'),
           ('South Australia', 'SA'), ('Western Australia', 'WA'),
           ('Tasmania', 'TAS'), ('Australian Capital Territory', 'ACT'),
           ('Northern Territory', 'NT')],
    'NZ': [(r, None) for r in ('Auckland', 'Waikato', 'Bay of Plenty',
                               'Canterbury', 'Otago', 'Southland', 'Northland',
                               "Hawke's Bay", 'Manawatū-Whanganui', 'Wellington',
                               'Nelson', 'Taranaki', 'Gisborne', 'West Coast')],
    'CA': [('Ontario', 'ON'), ('British Columbia', 'BC'), ('Alberta', 'AB'),
           ('Manitoba', 'MB'), ('Saskatchewan', 'SK'), ('Nova Scotia', 'NS'),
           ('New Brunswick', 'NB'), ('Newfoundland and Labrador', 'NL'),
           ('Prince Edward Island', 'PE')],
    'US': [('Massachusetts', 'MA'), ('New York', 'NY'), ('Pennsylvania', 'PA'),
           ('Ohio', 'OH'), ('Illinois', 'IL'), ('Texas', 'TX'),
           ('California', 'CA'), ('Florida', 'FL'), ('Georgia', 'GA'),
           ('Michigan', 'MI'), ('Washington', 'WA'), ('Minnesota', 'MN'),
           ('North Carolina', 'NC'), ('Oregon', 'OR'), ('Arizona', 'AZ'),
           ('Wisconsin', 'WI'), ('Maryland', 'MD'), ('Colorado', 'CO'),
           ('Tennessee', 'TN'), ('Indiana', 'IN')],
    'ZA': [(p, None) for p in ('Western Cape', 'Gauteng', 'KwaZulu-Natal',
                               'Eastern Cape', 'Free State', 'Limpopo',
                               'Mpumalanga', 'North West', 'Northern Cape')],
}

US_ZIP = {'MA': '0', 'NY': '1', 'PA': '1', 'OH': '4', 'IL': '6', 'TX': '7',
          'CA': '9', 'FL': '3', 'GA': '3', 'MI': '4', 'WA': '9', 'MN': '5',
          'NC': '2', 'OR': '9', 'AZ': '8', 'WI': '5', 'MD': '2', 'CO': '8',
          'TN': '3', 'IN': '4'}
US_AREA = {'MA': ['617', '508', '413'], 'NY': ['212', '518', '716', '585'],
           'PA': ['215', '412', '717'], 'OH': ['614', '216', '513'],
           'IL': ['312', '217', '773'], 'TX': ['214', '512', '713'],
           'CA': ['415', '619', '916'], 'FL': ['305', '407', '813'],
           'GA': ['404', '706'], 'MI': ['313', '616'], 'WA': ['206', '509'],
           'MN': ['612', '507'], 'NC': ['919', '704'], 'OR': ['503', '541'],
           'AZ': ['602', '520'], 'WI': ['414', '608'], 'MD': ['410', '301'],
           'CO': ['303', '719'], 'TN': ['615', '901'], 'IN': ['317', '812']}
CA_POST = {'ON': 'KLMNP', 'BC': 'V', 'AB': 'T', 'MB': 'R', 'SK': 'S', 'NS': 'B',
           'NB': 'E', 'NL': 'A', 'PE': 'C'}
CA_AREA = {'ON': ['416', '613', '705', '519', '905'], 'BC': ['604', '250'],
           'AB': ['403', '780'], 'MB': ['204'], 'SK': ['306'], 'NS': ['902'],
           'NB': ['506'], 'NL': ['709'], 'PE': ['902']}
AU_POST = {'NSW': '2', 'VIC': '3', 'QLD': '4', 'SA': '5', 'WA': '6', 'TAS': '7',
           'ACT': '26', 'NT': '08'}
AU_AREA = {'NSW': '02', 'ACT': '02', 'VIC': '03', 'TAS': '03', 'QLD': '07',
           'SA': '08', 'WA': '08', 'NT': '08'}
UK_AREAS = ('LS BD HX M SK OL BL WN PR CH L NE DH SR TS YO HU DN S NG LE CV B '
            'WS WV ST SY LD CF NP SA EX PL TR BS BA GL OX RG SO PO BN TN ME CT '
            'CM CO IP NR PE CB MK LU AL EH G AB DD KY FK PA IV BT').split()
UK_CODES = ['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0131',
            '0141', '0151', '0161', '0191', '01632', '01904', '01482', '01274',
            '01422', '01752', '01392', '01223', '01865', '01709', '01535',
            '01803', '01970', '01492', '029', '028', '020']
IE_ROUTING = ['D08', 'D15', 'D24', 'A94', 'H91', 'T12', 'V94', 'X91', 'F92',
              'R95', 'W23', 'N37', 'P31', 'E91', 'Y35', 'K67', 'A65', 'C15',
              'V35', 'H65', 'F45', 'R32']
IE_CODES = ['01', '021', '091', '061', '051', '071', '074', '094', '066',
            '056', '057', '044', '042', '049', '090']


# ------------------------------------------------------------ towns, streets
def town(c):
    if c == 'SG':
        return pick(pools.SG_AREAS)
    key = c if c in pools.TOWN_PARTS else 'UK'
    a, b = pools.TOWN_PARTS[key]
    a, b = a.split(), b.split()
    name = pick(a) + pick(b)
    if c == 'NZ' and chance(0.2):
        name = 'Te ' + name
    if chance(0.15) and key in pools.TOWN_AFFIX:
        name = pick(pools.TOWN_AFFIX[key]).format(name)
    return name


def street_name(c):
    w = pick(pools.STREET_WORDS)
    suf = pick(pools.STREET_SUFFIX.get(c, pools.STREET_SUFFIX['UK']))
    return '%s %s' % (w, suf)


def street_line(c):
    if c == 'SG':
        blk = rint(1, 899)
        return 'Blk %d %s Avenue %d #%02d-%d' % (blk, pick(pools.SG_AREAS).split()[-1],
                                                   rint(1, 9), rint(2, 25), rint(100, 1999))
    num = str(rint(1, 240))
    s = street_name(c)
    if c == 'US':
        num = str(rint(12, 9800))
        line = '%s %s' % (num, s)
        if chance(0.25):
            line += pick([', Apt %d%s' % (rint(1, 30), pick('ABCD')),
                          ' Unit %d' % rint(1, 40), ', #%d' % rint(100, 999)])
        return line
    if c == 'AU' and chance(0.3):
        return '%d/%s %s' % (rint(1, 24), num, s)
    if c == 'AU' and chance(0.15):
        return 'Unit %d, %s %s' % (rint(1, 24), num, s)
    if c == 'CA' and chance(0.25):
        return '%d-%s %s' % (rint(101, 1208), num, s)
    if c in ('UK', 'IE', 'NZ', 'ZA') and chance(0.2):
        return pick(['Flat %d, %s %s' % (rint(1, 18), num, s),
                     'Apartment %d, %s %s' % (rint(1, 40), num, s),
                     '%s%s %s' % (num, pick('ab'), s)])
    return '%s %s' % (num, s)


def postcode(c, region=None):
    if c == 'UK':
        return '%s%d %d%s' % (pick(UK_AREAS), rint(1, 28), rint(0, 9),
                              letters(2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if c == 'IE':
        tail = ''.join(pick('ACDEFHKNPRTVWXY') if i in (0, 2) and chance(0.6)
                       else str(rint(0, 9)) for i in range(4))
        return '%s %s' % (pick(IE_ROUTING), tail)
    if c == 'AU':
        p = AU_POST[region[1]]
        return p + digits(4 - len(p))
    if c in ('NZ', 'ZA'):
        return '%04d' % rint(100, 9899)
    if c == 'CA':
        lt = 'ABCEGHJKLMNPRSTVWXYZ'
        return '%s%d%s %d%s%d' % (pick(CA_POST[region[1]]), rint(0, 9), pick(lt),
                                  rint(0, 9), pick(lt), rint(0, 9))
    if c == 'US':
        z = US_ZIP[region[1]] + digits(4)
        if chance(0.15):
            z += '-' + digits(4)
        return z
    if c == 'SG':
        return '%06d' % rint(10000, 829999)
    raise ValueError(c)


class Addr:
    def __init__(self, c, site=False, region=None):
        self.c = c
        if site and c != 'SG':
            self.street = '%d %s' % (rint(1, 400), street_name(c))
        else:
            self.street = street_line(c)
        self.city = 'Singapore' if c == 'SG' else town(c)
        self.suburb = town(c) if (c in ('NZ', 'ZA') and chance(0.6)) or \
            (c == 'UK' and chance(0.15)) else None
        self.region = pick(REGIONS[c]) if c in REGIONS else None
        if region is not None and chance(0.85):
            self.region = region
        self.zip = postcode(c, self.region)

    def reg(self, full=None):
        name, ab = self.region
        if ab and (full is False or (full is None and chance(0.7))):
            return ('STATE', ab)
        return ('STATE', name)

    def block(self, upper_town=None):
        """Postal block: list of lines, each a fragment list."""
        c = self.c
        up = chance(0.35) if upper_town is None else upper_town
        cityv = self.city.upper() if up else self.city
        lines = [[('STREET', self.street)]]
        if c == 'UK':
            if self.suburb:
                lines.append([('CITY', self.suburb)])
            lines.append([('CITY', cityv)])
            lines.append([('ZIP', self.zip)])
        elif c == 'IE':
            lines.append([('CITY', self.city)])
            lines.append(['Co. ', ('CITY', self.region[0])])
            lines.append([('ZIP', self.zip)])
        elif c == 'AU':
            lines.append([('CITY', self.city.upper()), ' ', ('STATE', self.region[1]),
                          ' ', ('ZIP', self.zip)])
        elif c == 'NZ':
            if self.suburb:
                lines.append([('CITY', self.suburb)])
            lines.append([('CITY', self.city), ' ', ('ZIP', self.zip)])
        elif c == 'CA':
            lines.append([('CITY', cityv), ' ', self.reg(False), '  ', ('ZIP', self.zip)])
        elif c == 'US':
            lines.append([('CITY', self.city), ', ', self.reg(False), ' ', ('ZIP', self.zip)])
        elif c == 'SG':
            lines.append([('CITY', 'Singapore'), ' ', ('ZIP', self.zip)])
        elif c == 'ZA':
            if self.suburb:
                lines.append([('CITY', self.suburb)])
            lines.append([('CITY', self.city)])
            lines.append([('ZIP', self.zip)])
        return lines

    def inline(self, short=False):
        c = self.c
        st = ('STREET', self.street)
        if c == 'UK':
            parts = [st, ', ', ('CITY', self.city)]
            if not short:
                parts += [', ', ('ZIP', self.zip)]
            return parts
        if c == 'IE':
            parts = [st, ', ', ('CITY', self.city)]
            if not short:
                parts += [', Co. ', ('CITY', self.region[0]), ', ', ('ZIP', self.zip)]
            return parts
        if c == 'AU':
            return [st, ', ', ('CITY', self.city), ' ', ('STATE', self.region[1]),
                    ' ', ('ZIP', self.zip)]
        if c == 'NZ':
            parts = [st, ', ']
            if self.suburb:
                parts += [('CITY', self.suburb), ', ']
            return parts + [('CITY', self.city), ' ', ('ZIP', self.zip)]
        if c in ('CA', 'US'):
            return [st, ', ', ('CITY', self.city), ', ', self.reg(False), ' ',
                    ('ZIP', self.zip)]
        if c == 'SG':
            return [st, ', ', ('CITY', 'Singapore'), ' ', ('ZIP', self.zip)]
        if c == 'ZA':
            parts = [st, ', ']
            if self.suburb:
                parts += [('CITY', self.suburb), ', ']
            return parts + [('CITY', self.city), ', ', ('ZIP', self.zip)]
        raise ValueError(c)


# ------------------------------------------------------------ phones
def phone(c, kind='land', region=None):
    """A fictional number; every one contains 555."""
    if c == 'UK':
        if kind == 'mobile':
            return '07%s 555%s' % (digits(3), digits(3))
        if kind == 'free':
            return '0800 555 %s' % digits(4)
        code = pick(UK_CODES)
        if len(code) == 3:
            return '%s %s 5550' % (code, digits(4)) if chance(0.3) else \
                '%s 5550 %s' % (code, digits(4))
        if len(code) == 5:
            return '%s 555%s' % (code, digits(3))
        return '%s 555 %s' % (code, digits(4))
    if c == 'IE':
        if kind == 'mobile':
            return '08%s 555 %s' % (pick('35679'), digits(4))
        if kind == 'free':
            return '1800 555 %s' % digits(3)
        code = pick(IE_CODES)
        return ('(%s) 555 %s' if chance(0.4) else '%s 555 %s') % (code, digits(4))
    if c == 'AU':
        if kind == 'mobile':
            return '04%s 555 %s' % (digits(2), digits(3))
        if kind == 'free':
            return '1800 555 %s' % digits(3)
        area = AU_AREA[region[1]] if region else pick(['02', '03', '07', '08'])
        return ('(%s) 5550 %s' if chance(0.6) else '%s 5550 %s') % (area, digits(4))
    if c == 'NZ':
        if kind == 'mobile':
            return '02%s 555 %s' % (pick('0127'), digits(4))
        if kind == 'free':
            return '0800 555 %s' % digits(3)
        return ('(0%s) 555 %s' if chance(0.5) else '0%s 555 %s') % (pick('34679'), digits(4))
    if c in ('CA', 'US'):
        if kind == 'free':
            return pick(['1-800-555-%s', '(888) 555-%s', '1-877-555-%s']) % digits(4)
        if region and region[1]:
            table = CA_AREA if c == 'CA' else US_AREA
            area = pick(table.get(region[1], ['555']))
        else:
            area = pick(['416', '604', '613']) if c == 'CA' else pick(['617', '312', '415'])
        tail = '01' + digits(2)
        return pick(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '%s 555 %s']) % (area, tail)
    if c == 'SG':
        if kind == 'mobile':
            return '%s555 %s' % (pick('89'), digits(4))
        return pick(['+65 6555 %s', '6555 %s']) % digits(4)
    if c == 'ZA':
        if kind == 'mobile':
            return '08%s 555 %s' % (pick('2347'), digits(4))
        return pick(['0%s 555 %s', '+27 %s 555 %s']) % (pick(['21', '11', '31', '12', '41', '51']), digits(4))
    raise ValueError(c)


def ext():
    return pick([' ext. ', ' ext ', ' x', ' Ext ']) + digits(4, first=rint(2, 8))


def bleep():
    return '555' + digits(rint(1, 2))


def email(local):
    return '%s@%s' % (local, pick(['example.com', 'example.org', 'example.net']))


def url(path=None):
    host = pick(['www.example.org', 'www.example.com', 'example.net',
                 'portal.example.org', 'www.example.net', 'bookings.example.com'])
    return host + ('/' + path if path else '')


def private_ip():
    k = rint(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (rint(0, 254), rint(0, 254), rint(2, 254))
    if k == 1:
        return '172.%d.%d.%d' % (rint(16, 31), rint(0, 254), rint(2, 254))
    return '192.168.%d.%d' % (rint(0, 254), rint(2, 254))


# ------------------------------------------------------------ identifiers
def mrn(c):
    if c == 'UK':
        return pick([letters(1) + digits(7), letters(2) + digits(6), nz_digits(8),
                     'RX' + digits(7)])
    if c == 'IE':
        return pick([digits(7), nz_digits(6), 'MRN' + digits(6)])
    if c == 'AU':
        return pick([nz_digits(7), nz_digits(6), digits(8)])
    if c == 'NZ':
        return pick([letters(1) + digits(7), nz_digits(7)])
    if c == 'CA':
        return pick([nz_digits(7), letters(1) + digits(8), nz_digits(9)])
    if c == 'US':
        return pick([nz_digits(8), '0' + digits(7), nz_digits(10), 'E' + digits(9)])
    if c == 'SG':
        return pick([letters(2) + digits(7), nz_digits(9)])
    if c == 'ZA':
        return pick([nz_digits(8), letters(2) + digits(6)])
    raise ValueError(c)


def natid(c):
    """National patient identifier tagged MRN: (label, value) or None."""
    if c == 'UK':
        return ('NHS No', '999 %s %s' % (digits(3), digits(4)) if chance(0.8)
                else '999' + digits(7))
    if c == 'NZ':
        nhi = letters(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')
        return ('NHI', nhi + (digits(4) if chance(0.7) else digits(2) + letters(2)))
    if c == 'AU':
        return ('IHI', '8003 60%s %s %s' % (digits(2), digits(4), digits(4))) if chance(0.3) else None
    if c == 'IE':
        return ('IHI', '7%s' % digits(9)) if chance(0.2) else None
    return None


def ssn(c):
    """Social security / national insurance style numbers; all start with 9
    (or 000) so none can be real."""
    if c == 'US':
        first = pick(['9%s' % digits(2), '000'])
        return ('SSN', '%s-%s-%s' % (first, digits(2), digits(4)))
    if c == 'UK':
        return ('NI No', 'QQ 9%s %s %s %s' % (digits(1), digits(2), digits(2),
                                            pick('ABCD')))
    if c == 'IE':
        return ('PPSN', '9%s%s' % (digits(6), pick(UPPER) + (pick('AW') if chance(0.3) else '')))
    if c == 'CA':
        return ('SIN', '9%s %s %s' % (digits(2), digits(3), digits(3)))
    if c == 'SG':
        return ('NRIC', 'S9%s%s' % (digits(6), pick(UPPER)))
    if c == 'AU':
        return ('TFN', '9%s %s %s' % (digits(2), digits(3), digits(3)))
    if c == 'NZ':
        return ('IRD', '9%s-%s-%s' % (digits(1), digits(3), digits(3)))
    if c == 'ZA':
        return ('Tax ref', '9%s' % digits(9))
    raise ValueError(c)


def healthplans(c, region=None):
    """Insurance / health-plan numbers: list of (label, value)."""
    out = []
    if c == 'US':
        out.append((pick(['Member ID', 'Subscriber ID', 'Policy #', 'Member #']),
                    pick([letters(3) + digits(9), letters(1) + digits(8),
                          digits(3) + letters(2) + digits(5)])))
        if chance(0.6):
            out.append(('Group #', pick([digits(6), 'G' + digits(5), digits(5) + '-' + digits(3)])))
        if chance(0.25):
            out.append(('MBI', '%d%s%d-%s%d-%s%d%d' % (
                rint(1, 9), letters(2), rint(0, 9), letters(2),
                rint(0, 9), letters(2), rint(0, 9), rint(0, 9))))
    elif c == 'AU':
        out.append(('Medicare No', '%d%s %s %d' % (rint(2, 6), digits(3), digits(5), rint(1, 9))))
        if chance(0.15):
            out.append(('DVA No', pick(['N', 'V', 'Q']) + pick(['X', 'SS', 'WW']) + digits(6)))
        elif chance(0.3):
            out.append(('Health fund member no', digits(8)))
    elif c == 'CA':
        ab = region[1] if region else 'ON'
        if ab == 'ON':
            out.append(('OHIP', '%s-%s-%s-%s' % (nz_digits(4), digits(3), digits(3), letters(2))))
        elif ab == 'BC':
            out.append(('PHN', '9%s %s %s' % (digits(3), digits(3), digits(3))))
        else:
            out.append(('Health card no', nz_digits(9)))
    elif c == 'IE':
        if chance(0.5):
            out.append(('Medical card no', digits(7) + letters(1)))
        else:
            out.append(('Insurance policy no', letters(2) + digits(7)))
    elif c == 'ZA':
        out.append(('Medical aid no', digits(9)))
    elif c == 'SG':
        if chance(0.5):
            out.append(('Policy no', letters(1) + digits(8)))
    elif c == 'NZ':
        if chance(0.35):
            out.append(('Insurer member no', digits(8)))
    elif c == 'UK':
        if chance(0.2):
            out.append(('Policy no', letters(2) + digits(8)))
    return out


def account(c):
    return pick([digits(10), 'V' + digits(8), 'ENC' + digits(9), digits(6) + '-' + digits(3),
                 'A' + digits(8), digits(12)])


def lic_doctor(c):
    if c == 'UK':
        return ('GMC', nz_digits(7))
    if c == 'IE':
        return ('IMC', nz_digits(6))
    if c == 'AU':
        return pick([('AHPRA', 'MED000' + digits(7)),
                     ('Provider No', digits(6) + letters(1) + letters(1))])
    if c == 'NZ':
        return ('MCNZ', nz_digits(5))
    if c == 'CA':
        return ('CPSO', nz_digits(5)) if chance(0.6) else ('Licence', nz_digits(5))
    if c == 'US':
        return pick([('NPI', '1' + digits(9)), ('DEA', letters(2) + digits(7)),
                     ('Lic #', pick(['MD', 'A', 'G']) + digits(6))])
    if c == 'SG':
        return ('MCR', 'M' + digits(5) + letters(1))
    if c == 'ZA':
        return ('HPCSA', 'MP' + digits(7))
    raise ValueError(c)


def lic_nurse(c):
    if c == 'UK':
        return ('NMC PIN', '%s%s%s%s' % (digits(2), letters(1), digits(4), letters(1)))
    if c == 'IE':
        return ('NMBI PIN', nz_digits(6))
    if c == 'AU':
        return ('AHPRA', 'NMW000' + digits(7))
    if c == 'NZ':
        return ('NCNZ', nz_digits(6))
    if c == 'CA':
        return ('CNO Reg #', nz_digits(7))
    if c == 'US':
        return ('RN Lic #', pick(['RN', 'R']) + digits(6))
    if c == 'SG':
        return ('SNB', 'R' + digits(5) + letters(1))
    if c == 'ZA':
        return ('SANC', '1' + digits(7))
    raise ValueError(c)


def plate(c):
    if c == 'UK':
        return '%s%02d %s' % (letters(2, 'ABCDEFGHKLMNOPRSVWXY'), rint(10, 74), letters(3))
    if c == 'IE':
        return '%d-%s-%d' % (pick([141, 151, 161, 171, 181, 191, 201, 211, 221, 231, 241]),
                             pick(['D', 'G', 'C', 'L', 'KY', 'WX', 'MO', 'LH']), rint(100, 49999))
    if c == 'AU':
        return pick(['%s%s%s' % (letters(3), digits(2), letters(1)),
                     '%d%s %d%s' % (rint(1, 9), letters(2), rint(1, 9), letters(2)),
                     '%s-%s' % (letters(3), digits(3))])
    if c == 'NZ':
        return '%s%s' % (letters(3), digits(3))
    if c == 'CA':
        return pick(['%s %s' % (letters(4), digits(3)), '%s%d %d%s' % (
            letters(2), rint(0, 9), rint(10, 99), letters(1))])
    if c == 'US':
        return pick(['%d%s%s' % (rint(1, 9), letters(3), digits(3)),
                     '%s-%s' % (letters(3), digits(4)), '%s %s' % (digits(3), letters(3))])
    if c == 'SG':
        return 'S%s%s%s' % (letters(2), digits(4), letters(1))
    if c == 'ZA':
        return pick(['CA %s-%s' % (digits(3), digits(3)), 'ND %s' % digits(5),
                     '%s %s GP' % (letters(2), digits(2) + letters(2))])
    raise ValueError(c)


def vin():
    pool = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return ''.join(pick(pool) for _ in range(17))


def driver_licence(c):
    if c == 'UK':
        return letters(5) + digits(6) + letters(2) + digits(1) + letters(2)
    if c == 'US':
        return letters(1) + digits(7)
    if c == 'AU':
        return nz_digits(8)
    if c == 'IE':
        return digits(9)
    if c == 'CA':
        return '%s%s-%s-%s' % (letters(1), digits(4), digits(5), digits(5))
    return letters(2) + digits(7)


def scope_serial():
    return pick([nz_digits(7), letters(1) + digits(6), digits(1) + letters(1) + digits(6),
                 nz_digits(7), letters(2) + digits(6)])


def device_serial():
    return pick([letters(3) + digits(6), nz_digits(8), letters(2) + '-' + digits(5),
                 digits(4) + '-' + digits(4), letters(1) + digits(7)])


def bioid():
    return pick(['FP-' + digits(5), 'PV-' + digits(8), 'BIO-' + letters(2) + digits(5),
                 'FPT' + digits(6), 'IRS-' + digits(6)])


def fold(s):
    table = {'á': 'a', 'é': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u', 'Á': 'A',
             'É': 'E', 'Í': 'I', 'Ó': 'O', 'Ú': 'U', 'ü': 'u', 'ö': 'o',
             'ç': 'c', 'ł': 'l', 'Ł': 'L', 'è': 'e', 'ô': 'o', 'â': 'a',
             'ā': 'a', 'ū': 'u', 'ñ': 'n', 'ã': 'a'}
    return ''.join(table.get(ch, ch) for ch in s)


def clean(s):
    return ''.join(ch for ch in fold(s).lower() if ch in LOWER or ch in 'lo')
