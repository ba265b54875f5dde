"""Country profiles: places, date styles, phone and identifier formats (dev406_en).

All contact numbers contain 555; SSN-type numbers start with 9.
"""
from core import P, pick, digits, letters, chance

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
VIN_ALPHA = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def fmt_date(d, style):
    if style == 'dmy':
        return '%02d/%02d/%d' % (d.day, d.month, d.year)
    if style == 'dmy_s':
        return '%d/%d/%02d' % (d.day, d.month, d.year % 100)
    if style == 'mdy':
        return '%02d/%02d/%d' % (d.month, d.day, d.year)
    if style == 'mdy_s':
        return '%d/%d/%02d' % (d.month, d.day, d.year % 100)
    if style == 'dmy_l':
        return '%d %s %d' % (d.day, MONTHS[d.month - 1], d.year)
    if style == 'mdy_l':
        return '%s %d, %d' % (MONTHS[d.month - 1], d.day, d.year)
    if style == 'dmy_m':
        return '%02d-%s-%d' % (d.day, MON3[d.month - 1], d.year)
    if style == 'dmy_ms':
        return '%d %s %d' % (d.day, MON3[d.month - 1], d.year)
    if style == 'iso':
        return '%d-%02d-%02d' % (d.year, d.month, d.day)
    if style == 'dmy_dot':
        return '%02d.%02d.%02d' % (d.day, d.month, d.year % 100)
    raise ValueError(style)


class Country:
    cc = ''
    mdy = False
    styles = ['dmy', 'dmy_l']
    country_names = []
    cities = []

    # -- dates ------------------------------------------------------------
    def wd(self, d, rng):
        w = WDAY[d.weekday()]
        if self.mdy:
            if chance(rng, 0.5):
                return '%s, %s %d, %d' % (w, MONTHS[d.month - 1], d.day, d.year)
            return '%s %d/%d' % (w[:3], d.month, d.day)
        if chance(rng, 0.5):
            return '%s %d %s %d' % (w, d.day, MONTHS[d.month - 1], d.year)
        return '%s %02d/%02d' % (w[:3], d.day, d.month)

    def month_year(self, d, rng):
        if chance(rng, 0.7):
            return '%s %d' % (MONTHS[d.month - 1], d.year)
        return '%s %d' % (MON3[d.month - 1], d.year)

    # -- places ------------------------------------------------------------
    def place(self, rng):
        return pick(rng, self.cities)

    # -- phones ------------------------------------------------------------
    def pager(self, rng):
        if chance(rng, 0.5):
            return 'bleep', '555' + digits(rng, 1)
        return 'pager', '555-01' + digits(rng, 2)

    def ext(self, rng, num):
        if chance(rng, 0.15):
            return num + pick(rng, [' ext ', ' ext. ', ' x']) + digits(rng, 4)
        return num

    # -- shared ids --------------------------------------------------------
    def vin(self, rng):
        return ''.join(rng.choice(VIN_ALPHA) for _ in range(17))


class GB(Country):
    cc = 'GB'
    styles = ['dmy', 'dmy', 'dmy_l', 'dmy_m', 'dmy_dot']
    country_names = ['United Kingdom', 'UK']
    cities = [
        ('Leeds', 'West Yorkshire', 'LS', '0113'), ('Bradford', 'West Yorkshire', 'BD', '01274'),
        ('Wakefield', 'West Yorkshire', 'WF', '01924'), ('Sheffield', 'South Yorkshire', 'S', '0114'),
        ('Doncaster', 'South Yorkshire', 'DN', '01302'), ('Derby', 'Derbyshire', 'DE', '01332'),
        ('Nottingham', 'Nottinghamshire', 'NG', '0115'), ('Leicester', 'Leicestershire', 'LE', '0116'),
        ('Coventry', 'West Midlands', 'CV', '024'), ('Stoke-on-Trent', 'Staffordshire', 'ST', '01782'),
        ('Bolton', 'Greater Manchester', 'BL', '01204'), ('Sale', 'Greater Manchester', 'M', '0161'),
        ('Wigan', 'Greater Manchester', 'WN', '01942'), ('Preston', 'Lancashire', 'PR', '01772'),
        ('Blackburn', 'Lancashire', 'BB', '01254'), ('Sunderland', 'Tyne and Wear', 'SR', '0191'),
        ('Gateshead', 'Tyne and Wear', 'NE', '0191'), ('Carlisle', 'Cumbria', 'CA', '01228'),
        ('Swindon', 'Wiltshire', 'SN', '01793'), ('Reading', 'Berkshire', 'RG', '0118'),
        ('Bath', 'Somerset', 'BA', '01225'), ('Luton', 'Bedfordshire', 'LU', '01582'),
        ('Norwich', 'Norfolk', 'NR', '01603'), ('Ipswich', 'Suffolk', 'IP', '01473'),
        ('Exeter', 'Devon', 'EX', '01392'), ('Plymouth', 'Devon', 'PL', '01752'),
        ('Truro', 'Cornwall', 'TR', '01872'), ('Cardiff', 'South Glamorgan', 'CF', '029'),
        ('Swansea', 'West Glamorgan', 'SA', '01792'), ('Wrexham', 'Clwyd', 'LL', '01978'),
        ('Glasgow', 'Lanarkshire', 'G', '0141'), ('Dundee', 'Angus', 'DD', '01382'),
        ('Aberdeen', 'Aberdeenshire', 'AB', '01224'), ('Inverness', 'Highland', 'IV', '01463'),
        ('Belfast', 'Antrim', 'BT', '028'), ('Lisburn', 'Antrim', 'BT', '028'),
    ]

    def postcode(self, rng, pl):
        return '%s%d %d%s' % (pl[2], rng.randint(1, 29), rng.randint(1, 9),
                              letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))

    def phone(self, rng, pl, mobile=False):
        if mobile:
            return pick(rng, ['07700 555', '07700 555 ', '+44 7700 555']) + digits(rng, 3)
        dial = pl[3]
        if len(dial) == 4:
            return '%s 555 %s' % (dial, digits(rng, 4))
        if len(dial) == 5:
            return '%s 555%s' % (dial, digits(rng, 3))
        return '%s %s555 %s' % (dial, pick(rng, '239'), digits(rng, 4))

    def address(self, rng, pl):
        county = [', ', P(pl[1], 'CITY')]
        if pl[1] == 'Antrim':
            county = [', Co. ', P(pl[1], 'CITY')]
        return {'street': P(self_street(rng, 'GB'), 'STREET'), 'city': P(pl[0], 'CITY'),
                'region': county if chance(rng, 0.3) else '',
                'zip': P(self.postcode(rng, pl), 'ZIP'), 'sep': ' ', 'state': ''}

    def mrn(self, rng):
        return pick(rng, ['Hospital No', 'Hosp No', 'Unit No', 'MRN', 'RXN']), \
            pick(rng, ['K', 'H', 'M', 'J', 'RX']) + digits(rng, rng.choice([6, 7]))

    def natid(self, rng, pl, dob):
        if pl[2] in ('G', 'DD', 'AB', 'IV'):
            return 'CHI', '%02d%02d%02d%s' % (dob.day, dob.month, dob.year % 100, digits(rng, 4))
        if pl[2] == 'BT':
            return 'H&C No', '%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 4))
        return 'NHS No', '%s %s %s' % (pick(rng, '456789') + digits(rng, 2), digits(rng, 3),
                                       digits(rng, 4))

    def plan(self, rng):
        return 'Membership No', pick(rng, ['KHA', 'PMS', 'WHC']) + digits(rng, 8)

    def ssn(self, rng):
        return None

    def licence(self, rng, role):
        if role in ('ot',):
            return 'HCPC', 'OT' + digits(rng, 5)
        if role in ('physio',):
            return 'HCPC', 'PH' + digits(rng, 6)
        if role in ('doctor', 'gp', 'consultant'):
            return 'GMC', pick(rng, '3456789') + digits(rng, 6)
        if role in ('nurse',):
            return 'NMC PIN', '%s%s%s%s' % (digits(rng, 2), letters(rng, 1, 'ABCDEFGHIJKLMN'),
                                              digits(rng, 4), letters(rng, 1, 'ACEO'))
        if role in ('engineer',):
            return 'HCPC', 'CS' + digits(rng, 5)
        return None

    def plate(self, rng):
        return '%s%s %s' % (letters(rng, 2, 'ABCDEFGHKLMNOPRSVWY'), digits(rng, 2),
                            letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))

    def dl(self, rng, last, first, dob, sex):
        s = ''.join(ch for ch in last.upper() if ch.isalpha())[:5].ljust(5, '9')
        mm = dob.month + (50 if sex == 'F' else 0)
        return '%s%d%02d%02d%d%s9%s' % (s, (dob.year // 10) % 10, mm, dob.day, dob.year % 10,
                                         (first[:1].upper() + '9'), letters(rng, 2))


def self_street(rng, cc):
    from pools_places import street
    return street(rng, cc)


class US(Country):
    cc = 'US'
    mdy = True
    styles = ['mdy', 'mdy', 'mdy_s', 'mdy_l']
    country_names = ['USA', 'United States']
    cities = [
        ('Columbus', 'OH', 'Ohio', '432', '614'), ('Dayton', 'OH', 'Ohio', '454', '937'),
        ('Toledo', 'OH', 'Ohio', '436', '419'), ('Madison', 'WI', 'Wisconsin', '537', '608'),
        ('Milwaukee', 'WI', 'Wisconsin', '532', '414'), ('Des Moines', 'IA', 'Iowa', '503', '515'),
        ('Omaha', 'NE', 'Nebraska', '681', '402'), ('Tulsa', 'OK', 'Oklahoma', '741', '918'),
        ('Albuquerque', 'NM', 'New Mexico', '871', '505'), ('Tucson', 'AZ', 'Arizona', '857', '520'),
        ('Boise', 'ID', 'Idaho', '837', '208'), ('Spokane', 'WA', 'Washington', '992', '509'),
        ('Sacramento', 'CA', 'California', '958', '916'), ('Fresno', 'CA', 'California', '937', '559'),
        ('Portland', 'OR', 'Oregon', '972', '503'), ('Denver', 'CO', 'Colorado', '802', '303'),
        ('Boston', 'MA', 'Massachusetts', '021', '617'), ('Worcester', 'MA', 'Massachusetts', '016', '508'),
        ('Hartford', 'CT', 'Connecticut', '061', '860'), ('Providence', 'RI', 'Rhode Island', '029', '401'),
        ('Buffalo', 'NY', 'New York', '142', '716'), ('Rochester', 'NY', 'New York', '146', '585'),
        ('Syracuse', 'NY', 'New York', '132', '315'), ('Pittsburgh', 'PA', 'Pennsylvania', '152', '412'),
        ('Allentown', 'PA', 'Pennsylvania', '181', '610'), ('Richmond', 'VA', 'Virginia', '232', '804'),
        ('Raleigh', 'NC', 'North Carolina', '276', '919'), ('Charlotte', 'NC', 'North Carolina', '282', '704'),
        ('Greenville', 'SC', 'South Carolina', '296', '864'), ('Atlanta', 'GA', 'Georgia', '303', '404'),
        ('Birmingham', 'AL', 'Alabama', '352', '205'), ('Knoxville', 'TN', 'Tennessee', '379', '865'),
        ('Louisville', 'KY', 'Kentucky', '402', '502'), ('Little Rock', 'AR', 'Arkansas', '722', '501'),
        ('Baton Rouge', 'LA', 'Louisiana', '708', '225'), ('San Antonio', 'TX', 'Texas', '782', '210'),
        ('El Paso', 'TX', 'Texas', '799', '915'), ('Lubbock', 'TX', 'Texas', '794', '806'),
    ]

    def postcode(self, rng, pl):
        z = pl[3] + digits(rng, 2)
        return z + '-' + digits(rng, 4) if chance(rng, 0.15) else z

    def phone(self, rng, pl, mobile=False):
        a = pl[4] if not mobile or chance(rng, 0.6) else pick(rng, ['312', '470', '646', '213'])
        tail = '01' + digits(rng, 2)
        f = rng.randrange(4)
        if f == 0:
            return '(%s) 555-%s' % (a, tail)
        if f == 1:
            return '%s-555-%s' % (a, tail)
        if f == 2:
            return '%s.555.%s' % (a, tail)
        return '+1 %s 555 %s' % (a, tail)

    def address(self, rng, pl):
        st = P(pl[1], 'STATE') if chance(rng, 0.85) else P(pl[2], 'STATE')
        return {'street': P(self_street(rng, 'US'), 'STREET'), 'city': P(pl[0], 'CITY'),
                'region': '', 'state': st, 'zip': P(self.postcode(rng, pl), 'ZIP'), 'sep': ', '}

    def mrn(self, rng):
        return pick(rng, ['MRN', 'Med Rec #', 'Chart #', 'MR#']), \
            pick(rng, ['00', '0', '']) + digits(rng, 7)

    def natid(self, rng, pl, dob):
        return None

    def plan(self, rng):
        k = rng.randrange(4)
        if k == 0:
            a = 'ACDEFGHJKMNPQRTUVWXY'
            mbi = (pick(rng, '123456789') + letters(rng, 1, a) + pick(rng, a + '0123456789')
                   + digits(rng, 1) + '-' + letters(rng, 1, a) + pick(rng, a + '0123456789')
                   + digits(rng, 1) + '-' + letters(rng, 2, a) + digits(rng, 2))
            return 'Medicare MBI', mbi
        if k == 1:
            return 'Medicaid ID', letters(rng, 2, 'ABCDEFGHJKMNPRTWXYZ') + digits(rng, 9)
        if k == 2:
            return 'Member ID', letters(rng, 3) + digits(rng, 9)
        return 'Policy #', letters(rng, 1) + digits(rng, 8) + '-' + digits(rng, 2)

    def group(self, rng):
        return 'Group #', digits(rng, 5) + letters(rng, 1)

    def ssn(self, rng):
        return 'SSN', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4))

    def licence(self, rng, role):
        if role in ('doctor', 'gp', 'consultant'):
            if chance(rng, 0.4):
                return 'DEA', letters(rng, 2, 'ABFM') + digits(rng, 7)
            return 'NPI', pick(rng, '12') + digits(rng, 9)
        if role in ('ot', 'physio'):
            if chance(rng, 0.5):
                return 'NPI', pick(rng, '12') + digits(rng, 9)
            return pick(rng, ['Lic #', 'License']), ('OT' if role == 'ot' else 'PT') + '-' + digits(rng, 6)
        if role == 'engineer':
            return 'RESNA ATP #', digits(rng, 4)
        if role == 'nurse':
            return 'RN Lic', 'RN' + digits(rng, 6)
        return None

    def plate(self, rng):
        return pick(rng, ['%s %s', '%s-%s', '%s%s']) % (letters(rng, 3), digits(rng, 4))

    def dl(self, rng, last, first, dob, sex):
        return letters(rng, 2) + digits(rng, 6) if chance(rng, 0.5) else letters(rng, 1) + digits(rng, 8)


class CA(Country):
    cc = 'CA'
    styles = ['iso', 'iso', 'mdy_l', 'dmy_ms']
    country_names = ['Canada']
    cities = [
        ('Toronto', 'ON', 'Ontario', 'M', '416'), ('Ottawa', 'ON', 'Ontario', 'K', '613'),
        ('Hamilton', 'ON', 'Ontario', 'L', '905'), ('London', 'ON', 'Ontario', 'N', '519'),
        ('Kingston', 'ON', 'Ontario', 'K', '613'), ('Sudbury', 'ON', 'Ontario', 'P', '705'),
        ('Thunder Bay', 'ON', 'Ontario', 'P', '807'), ('Windsor', 'ON', 'Ontario', 'N', '519'),
        ('Vancouver', 'BC', 'British Columbia', 'V', '604'), ('Victoria', 'BC', 'British Columbia', 'V', '250'),
        ('Kelowna', 'BC', 'British Columbia', 'V', '250'), ('Nanaimo', 'BC', 'British Columbia', 'V', '250'),
        ('Kamloops', 'BC', 'British Columbia', 'V', '250'), ('Calgary', 'AB', 'Alberta', 'T', '403'),
        ('Edmonton', 'AB', 'Alberta', 'T', '780'), ('Red Deer', 'AB', 'Alberta', 'T', '403'),
        ('Lethbridge', 'AB', 'Alberta', 'T', '403'), ('Winnipeg', 'MB', 'Manitoba', 'R', '204'),
        ('Brandon', 'MB', 'Manitoba', 'R', '204'), ('Halifax', 'NS', 'Nova Scotia', 'B', '902'),
        ('Dartmouth', 'NS', 'Nova Scotia', 'B', '902'), ('Regina', 'SK', 'Saskatchewan', 'S', '306'),
        ('Saskatoon', 'SK', 'Saskatchewan', 'S', '306'),
    ]

    def postcode(self, rng, pl):
        L = 'ABCEGHJKLMNPRSTVXY'
        return '%s%s%s %s%s%s' % (pl[3], digits(rng, 1), letters(rng, 1, L), digits(rng, 1),
                                  letters(rng, 1, L), digits(rng, 1))

    phone = US.phone

    def address(self, rng, pl):
        st = P(pl[1], 'STATE') if chance(rng, 0.8) else P(pl[2], 'STATE')
        return {'street': P(self_street(rng, 'CA'), 'STREET'), 'city': P(pl[0], 'CITY'),
                'region': '', 'state': st, 'zip': P(self.postcode(rng, pl), 'ZIP'),
                'sep': pick(rng, ['  ', ' '])}

    def mrn(self, rng):
        return pick(rng, ['MRN', 'Chart No', 'Hosp #']), digits(rng, 7)

    def natid(self, rng, pl, dob):
        return None

    def plan(self, rng, prov='ON'):
        if prov == 'ON':
            return 'OHIP', '%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if prov == 'BC':
            return 'PHN', '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if prov == 'AB':
            return 'AHCIP', '%s-%s' % (digits(rng, 5), digits(rng, 4))
        if prov == 'NS':
            return 'MSI', '%s %s %s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
        if prov == 'MB':
            return 'PHIN', digits(rng, 9)
        return 'HSN', digits(rng, 9)

    def ssn(self, rng):
        return 'SIN', '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))

    def licence(self, rng, role):
        if role in ('ot', 'physio'):
            if chance(rng, 0.5):
                return 'ADP Authorizer #', digits(rng, 6)
            return 'Reg. #', pick(rng, ['G', 'C', '']) + digits(rng, 5)
        if role in ('doctor', 'gp', 'consultant'):
            return pick(rng, ['CPSO #', 'Reg. #', 'Licence #']), digits(rng, 5)
        if role == 'nurse':
            return 'Reg. #', digits(rng, 8)
        return None

    def plate(self, rng):
        return pick(rng, ['%s %s', '%s-%s']) % (letters(rng, 4), digits(rng, 3))

    def dl(self, rng, last, first, dob, sex):
        return '%s%s-%s-%s' % (last[:1].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))


class AU(Country):
    cc = 'AU'
    styles = ['dmy', 'dmy', 'dmy_l', 'dmy_s']
    country_names = ['Australia']
    cities = [
        ('Parramatta', 'NSW', 'New South Wales', '2150', '02'), ('Penrith', 'NSW', 'New South Wales', '2750', '02'),
        ('Wollongong', 'NSW', 'New South Wales', '2500', '02'), ('Newcastle', 'NSW', 'New South Wales', '2300', '02'),
        ('Dubbo', 'NSW', 'New South Wales', '2830', '02'), ('Geelong', 'VIC', 'Victoria', '3220', '03'),
        ('Ballarat', 'VIC', 'Victoria', '3350', '03'), ('Bendigo', 'VIC', 'Victoria', '3550', '03'),
        ('Frankston', 'VIC', 'Victoria', '3199', '03'), ('Shepparton', 'VIC', 'Victoria', '3630', '03'),
        ('Toowoomba', 'QLD', 'Queensland', '4350', '07'), ('Townsville', 'QLD', 'Queensland', '4810', '07'),
        ('Cairns', 'QLD', 'Queensland', '4870', '07'), ('Ipswich', 'QLD', 'Queensland', '4305', '07'),
        ('Bundaberg', 'QLD', 'Queensland', '4670', '07'), ('Elizabeth', 'SA', 'South Australia', '5112', '08'),
        ('Salisbury', 'SA', 'South Australia', '5108', '08'), ('Mount Gambier', 'SA', 'South Australia', '5290', '08'),
        ('Bunbury', 'WA', 'Western Australia', '6230', '08'), ('Mandurah', 'WA', 'Western Australia', '6210', '08'),
        ('Joondalup', 'WA', 'Western Australia', '6027', '08'), ('Launceston', 'TAS', 'Tasmania', '7250', '03'),
        ('Hobart', 'TAS', 'Tasmania', '7000', '03'), ('Darwin', 'NT', 'Northern Territory', '0800', '08'),
        ('Palmerston', 'NT', 'Northern Territory', '0830', '08'),
        ('Belconnen', 'ACT', 'Australian Capital Territory', '2617', '02'),
    ]

    def postcode(self, rng, pl):
        return pl[3]

    def phone(self, rng, pl, mobile=False):
        if mobile:
            return pick(rng, ['04%s 555 %s', '04%s555%s']) % (digits(rng, 2), digits(rng, 3))
        fmt = pick(rng, ['(%s) 5550 %s', '%s 5550 %s', '+61 %s 5550 %s'])
        area = pl[4][1:] if fmt.startswith('+') else pl[4]
        return fmt % (area, digits(rng, 4))

    def address(self, rng, pl):
        st = P(pl[1], 'STATE') if chance(rng, 0.9) else P(pl[2], 'STATE')
        return {'street': P(self_street(rng, 'AU'), 'STREET'), 'city': P(pl[0], 'CITY'),
                'region': '', 'state': st, 'zip': P(pl[3], 'ZIP'), 'sep': ' '}

    def mrn(self, rng):
        return pick(rng, ['URN', 'UR No', 'MRN']), digits(rng, rng.choice([6, 7, 8]))

    def natid(self, rng, pl, dob):
        return None

    def plan(self, rng):
        k = rng.randrange(3)
        if k == 0:
            return 'Medicare No', '%s %s %s' % (pick(rng, '23456') + digits(rng, 3), digits(rng, 5),
                                                pick(rng, '12345'))
        if k == 1:
            return 'NDIS No', '43' + digits(rng, 7)
        return 'DVA File No', pick(rng, ['N', 'V', 'Q', 'W']) + letters(rng, 1, 'XS') + digits(rng, 6)

    def ssn(self, rng):
        return 'CRN', '9%s %s %s%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1))

    def licence(self, rng, role):
        pre = {'ot': 'OCC', 'physio': 'PHY', 'doctor': 'MED', 'gp': 'MED', 'consultant': 'MED',
               'nurse': 'NMW'}.get(role)
        if pre:
            return 'AHPRA', pre + '000' + digits(rng, 7)
        return None

    def plate(self, rng):
        return pick(rng, ['%s%s%s' % (letters(rng, 3), digits(rng, 2), letters(rng, 1)),
                          '%s%s-%s' % (digits(rng, 1), letters(rng, 2), digits(rng, 3)),
                          '%s %s' % (letters(rng, 3), digits(rng, 3))])

    def dl(self, rng, last, first, dob, sex):
        return digits(rng, rng.choice([8, 9]))


class NZ(Country):
    cc = 'NZ'
    styles = ['dmy', 'dmy', 'dmy_l', 'dmy_ms']
    country_names = ['New Zealand', 'Aotearoa New Zealand']
    cities = [
        ('Auckland', 'Auckland', [('Papatoetoe', '2025'), ('Henderson', '0610'), ('Onehunga', '1061')], '09'),
        ('Hamilton', 'Waikato', [('Hillcrest', '3216'), ('Dinsdale', '3204')], '07'),
        ('Tauranga', 'Bay of Plenty', [('Greerton', '3112'), ('Mount Maunganui', '3116')], '07'),
        ('Rotorua', 'Bay of Plenty', [('Fordlands', '3015')], '07'),
        ('Palmerston North', 'Manawat\u016b-Whanganui', [('Hokowhitu', '4410'), ('Awapuni', '4412')], '06'),
        ('Whanganui', 'Manawat\u016b-Whanganui', [('Gonville', '4501')], '06'),
        ('Napier', "Hawke's Bay", [('Marewa', '4110')], '06'),
        ('Hastings', "Hawke's Bay", [('Flaxmere', '4120')], '06'),
        ('Nelson', 'Tasman', [('Stoke', '7011')], '03'),
        ('Christchurch', 'Canterbury', [('Riccarton', '8041'), ('Hornby', '8042'), ('Papanui', '8053')], '03'),
        ('Timaru', 'Canterbury', [('Highfield', '7910')], '03'),
        ('Dunedin', 'Otago', [('Mosgiel', '9024'), ('Caversham', '9012')], '03'),
        ('Invercargill', 'Southland', [('Glengarry', '9810')], '03'),
        ('Whang\u0101rei', 'Northland', [('Kamo', '0112')], '09'),
        ('Porirua', 'Wellington', [('Cannons Creek', '5024')], '04'),
        ('Lower Hutt', 'Wellington', [('Naenae', '5011'), ('Tait\u0101', '5011')], '04'),
    ]

    def phone(self, rng, pl, mobile=False):
        if mobile:
            return pick(rng, ['021', '022', '027']) + ' 555 ' + digits(rng, 4)
        fmt = pick(rng, ['(%s) 555 %s', '%s 555 %s', '+64 %s 555 %s'])
        area = pl[3][1:] if fmt.startswith('+') else pl[3]
        return fmt % (area, digits(rng, 4))

    def address(self, rng, pl):
        sub, pc = pick(rng, pl[2])
        return {'street': P(self_street(rng, 'NZ'), 'STREET'), 'suburb': P(sub, 'CITY'),
                'city': P(pl[0], 'CITY'), 'region': '', 'state': '',
                'zip': P(pc, 'ZIP'), 'sep': ' '}

    def mrn(self, rng):
        return 'NHI', letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4)

    def natid(self, rng, pl, dob):
        return None

    def plan(self, rng):
        if chance(rng, 0.6):
            return 'ACC claim no', pick(rng, ['1004', '1005', '1006']) + digits(rng, 7)
        return 'CSC No', digits(rng, 4) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3)

    def ssn(self, rng):
        return 'IRD', '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))

    def licence(self, rng, role):
        lab = {'ot': 'OTBNZ reg', 'physio': 'PBNZ reg', 'doctor': 'MCNZ', 'gp': 'MCNZ',
               'consultant': 'MCNZ', 'nurse': 'NCNZ'}.get(role)
        if lab:
            return lab, digits(rng, 5) if lab != 'NCNZ' else digits(rng, 6)
        return None

    def plate(self, rng):
        return letters(rng, 3) + digits(rng, 3)

    def dl(self, rng, last, first, dob, sex):
        return letters(rng, 2) + digits(rng, 6)


class IE(Country):
    cc = 'IE'
    styles = ['dmy', 'dmy', 'dmy_l', 'dmy_m']
    country_names = ['Ireland']
    cities = [
        ('Tralee', 'Kerry', 'V92', '066', 'KY'), ('Killarney', 'Kerry', 'V93', '064', 'KY'),
        ('Ennis', 'Clare', 'V95', '065', 'CE'), ('Mullingar', 'Westmeath', 'N91', '044', 'WH'),
        ('Athlone', 'Westmeath', 'N37', '090', 'WH'), ('Navan', 'Meath', 'C15', '046', 'MH'),
        ('Naas', 'Kildare', 'W91', '045', 'KE'), ('Dundalk', 'Louth', 'A91', '042', 'LH'),
        ('Drogheda', 'Louth', 'A92', '041', 'LH'), ('Sligo', 'Sligo', 'F91', '071', 'SO'),
        ('Letterkenny', 'Donegal', 'F92', '074', 'DL'), ('Castlebar', 'Mayo', 'F23', '094', 'MO'),
        ('Galway', 'Galway', 'H91', '091', 'G'), ('Limerick', 'Limerick', 'V94', '061', 'L'),
        ('Waterford', 'Waterford', 'X91', '051', 'W'), ('Kilkenny', 'Kilkenny', 'R95', '056', 'KK'),
        ('Wexford', 'Wexford', 'Y35', '053', 'WX'), ('Carlow', 'Carlow', 'R93', '059', 'CW'),
        ('Tullamore', 'Offaly', 'R35', '057', 'OY'), ('Cork', 'Cork', 'T12', '021', 'C'),
        ('Portlaoise', 'Laois', 'R32', '057', 'LS'), ('Cavan', 'Cavan', 'H12', '049', 'CN'),
    ]

    def postcode(self, rng, pl):
        a = 'ACDEFHKNPRTVWXY'
        return '%s %s%s%s%s' % (pl[2], pick(rng, a), digits(rng, 1), pick(rng, a + '0123456789'),
                                digits(rng, 1))

    def phone(self, rng, pl, mobile=False):
        if mobile:
            return pick(rng, ['083', '085', '086', '087']) + ' 555 ' + digits(rng, 4)
        fmt = pick(rng, ['(%s) 555 %s', '%s 555 %s', '+353 %s 555 %s'])
        area = pl[3][1:] if fmt.startswith('+') else pl[3]
        return fmt % (area, digits(rng, 4))

    def address(self, rng, pl):
        reg = [', Co. ', P(pl[1], 'CITY')] if pl[1] != pl[0] or chance(rng, 0.3) else ''
        return {'street': P(self_street(rng, 'IE'), 'STREET'), 'city': P(pl[0], 'CITY'),
                'region': reg, 'state': '', 'zip': P(self.postcode(rng, pl), 'ZIP'), 'sep': ', '}

    def mrn(self, rng):
        return pick(rng, ['MRN', 'Chart No', 'Hosp No']), digits(rng, rng.choice([6, 7]))

    def natid(self, rng, pl, dob):
        return None

    def plan(self, rng):
        if chance(rng, 0.7):
            return pick(rng, ['Medical Card No', 'GMS No']), digits(rng, 7) + letters(rng, 1)
        return 'Policy No', letters(rng, 2) + digits(rng, 7)

    def ssn(self, rng):
        return 'PPSN', '9' + digits(rng, 6) + letters(rng, pick(rng, [1, 1, 2]), 'ABCDEFGHJKLMNPRTW')

    def licence(self, rng, role):
        if role == 'ot':
            return 'CORU', 'OT0' + digits(rng, 5)
        if role == 'physio':
            return 'CORU', 'PT0' + digits(rng, 5)
        if role in ('doctor', 'gp', 'consultant'):
            return 'IMC', digits(rng, 6)
        if role == 'nurse':
            return 'NMBI PIN', digits(rng, 6)
        return None

    def plate(self, rng, pl=None):
        return '%s-%s-%s' % (pick(rng, ['151', '152', '161', '171', '181', '191', '201', '211',
                                        '221', '231', '232', '241']),
                             pl[4] if pl else pick(rng, ['D', 'C', 'G', 'KY']),
                             str(rng.randint(1, 29999)))

    def dl(self, rng, last, first, dob, sex):
        return digits(rng, 9)


COUNTRIES = {'GB': GB(), 'US': US(), 'CA': CA(), 'AU': AU(), 'NZ': NZ(), 'IE': IE()}
ORDER = ['GB', 'US', 'CA', 'AU', 'NZ', 'IE']
WEIGHTS = [30, 22, 14, 16, 9, 9]
