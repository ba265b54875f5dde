"""Country profiles: places, postcodes, phones, identifiers, dates, care-site names.

All phone, fax, pager and bleep numbers contain 555.  SSN-like numbers start
with 9 or 000.  Places are real towns or invented ones; every hospital,
practice, service and organisation is built from invented stems.
"""
from core import digits, letters, chance, words, lines
import pools

MONTHS = words('January February March April May June July August September October '
               'November December')
WDAYS = words('Monday Tuesday Wednesday Thursday Friday Saturday Sunday')

COUNTRY_NAME = {'eng': 'UK', 'sco': 'UK', 'ire': 'Ireland', 'aus': 'Australia',
                'nzl': 'New Zealand', 'can': 'Canada', 'usa': 'USA'}
COUNTRY_WRITTEN = {'eng': lines('United Kingdom|UK|England'),
                   'sco': lines('United Kingdom|UK|Scotland'),
                   'ire': lines('Ireland|Republic of Ireland'),
                   'aus': lines('Australia|AUSTRALIA'),
                   'nzl': lines('New Zealand|NZ|Aotearoa New Zealand'),
                   'can': lines('Canada|CANADA'),
                   'usa': lines('USA|United States|US')}

# (city, region/state abbr, region full, postcode area or prefix)
CITIES = {
    'eng': [(c, r, r, p) for c, r, p in [
        ('Leeds', 'West Yorkshire', 'LS'), ('Bradford', 'West Yorkshire', 'BD'),
        ('Halifax', 'West Yorkshire', 'HX'), ('Wakefield', 'West Yorkshire', 'WF'),
        ('Huddersfield', 'West Yorkshire', 'HD'), ('Rotherham', 'South Yorkshire', 'S'),
        ('Doncaster', 'South Yorkshire', 'DN'), ('Hull', 'East Yorkshire', 'HU'),
        ('York', 'North Yorkshire', 'YO'), ('Middlesbrough', 'Teesside', 'TS'),
        ('Sunderland', 'Tyne and Wear', 'SR'), ('Gateshead', 'Tyne and Wear', 'NE'),
        ('Durham', 'County Durham', 'DH'), ('Preston', 'Lancashire', 'PR'),
        ('Blackburn', 'Lancashire', 'BB'), ('Burnley', 'Lancashire', 'BB'),
        ('Bolton', 'Greater Manchester', 'BL'), ('Wigan', 'Greater Manchester', 'WN'),
        ('Stockport', 'Greater Manchester', 'SK'), ('Oldham', 'Greater Manchester', 'OL'),
        ('Stoke-on-Trent', 'Staffordshire', 'ST'), ('Derby', 'Derbyshire', 'DE'),
        ('Nottingham', 'Nottinghamshire', 'NG'), ('Leicester', 'Leicestershire', 'LE'),
        ('Coventry', 'West Midlands', 'CV'), ('Wolverhampton', 'West Midlands', 'WV'),
        ('Norwich', 'Norfolk', 'NR'), ('Plymouth', 'Devon', 'PL'), ('Swansea', 'Swansea', 'SA'),
        ('Wrexham', 'Wrexham', 'LL'), ('Saltcote', 'Cumbria', 'CA'), ('Netherby', 'Cumbria', 'CA'),
        ('Birkenhead', 'Merseyside', 'CH'), ('Grimsby', 'Lincolnshire', 'DN')]],
    'sco': [(c, r, r, p) for c, r, p in [
        ('Glasgow', 'Glasgow', 'G'), ('Paisley', 'Renfrewshire', 'PA'),
        ('Motherwell', 'Lanarkshire', 'ML'), ('Hamilton', 'Lanarkshire', 'ML'),
        ('Airdrie', 'Lanarkshire', 'ML'), ('Coatbridge', 'Lanarkshire', 'ML'),
        ('Dundee', 'Dundee', 'DD'), ('Kirkcaldy', 'Fife', 'KY'), ('Falkirk', 'Falkirk', 'FK'),
        ('Stirling', 'Stirlingshire', 'FK'), ('Ayr', 'Ayrshire', 'KA'),
        ('Kilmarnock', 'Ayrshire', 'KA'), ('Irvine', 'Ayrshire', 'KA'),
        ('Inverness', 'Highland', 'IV'), ('Perth', 'Perthshire', 'PH'),
        ('Livingston', 'West Lothian', 'EH'), ('Edinburgh', 'Lothian', 'EH'),
        ('Greenock', 'Inverclyde', 'PA'), ('Dumfries', 'Dumfries and Galloway', 'DG'),
        ('Aberdeen', 'Aberdeenshire', 'AB'), ('Elgin', 'Moray', 'IV'),
        ('Clydebank', 'Dunbartonshire', 'G')]],
    'ire': [(c, r, r, p) for c, r, p in [
        ('Cork', 'Cork', 'T12'), ('Limerick', 'Limerick', 'V94'), ('Galway', 'Galway', 'H91'),
        ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'), ('Athlone', 'Westmeath', 'N37'),
        ('Sligo', 'Sligo', 'F91'), ('Waterford', 'Waterford', 'X91'), ('Tralee', 'Kerry', 'V92'),
        ('Navan', 'Meath', 'C15'), ('Ennis', 'Clare', 'V95'), ('Letterkenny', 'Donegal', 'F92'),
        ('Kilkenny', 'Kilkenny', 'R95'), ('Castlebar', 'Mayo', 'F23'),
        ('Mullingar', 'Westmeath', 'N91'), ('Dublin', 'Dublin', 'D08'),
        ('Tullamore', 'Offaly', 'R35'), ('Carlow', 'Carlow', 'R93'), ('Clonmel', 'Tipperary', 'E91')]],
    'aus': [
        ('Ballarat', 'VIC', 'Victoria', '3350'), ('Geelong', 'VIC', 'Victoria', '3220'),
        ('Bendigo', 'VIC', 'Victoria', '3550'), ('Footscray', 'VIC', 'Victoria', '3011'),
        ('Frankston', 'VIC', 'Victoria', '3199'), ('Wollongong', 'NSW', 'New South Wales', '2500'),
        ('Newcastle', 'NSW', 'New South Wales', '2300'), ('Dubbo', 'NSW', 'New South Wales', '2830'),
        ('Wagga Wagga', 'NSW', 'New South Wales', '2650'),
        ('Parramatta', 'NSW', 'New South Wales', '2150'), ('Townsville', 'QLD', 'Queensland', '4810'),
        ('Cairns', 'QLD', 'Queensland', '4870'), ('Toowoomba', 'QLD', 'Queensland', '4350'),
        ('Mackay', 'QLD', 'Queensland', '4740'), ('Rockhampton', 'QLD', 'Queensland', '4700'),
        ('Fremantle', 'WA', 'Western Australia', '6160'), ('Bunbury', 'WA', 'Western Australia', '6230'),
        ('Kalgoorlie', 'WA', 'Western Australia', '6430'), ('Launceston', 'TAS', 'Tasmania', '7250'),
        ('Hobart', 'TAS', 'Tasmania', '7000'), ('Darwin', 'NT', 'Northern Territory', '0800'),
        ('Alice Springs', 'NT', 'Northern Territory', '0870'),
        ('Mount Gambier', 'SA', 'South Australia', '5290'),
        ('Port Augusta', 'SA', 'South Australia', '5700'), ('Perth', 'WA', 'Western Australia', '6000')],
    'nzl': [(c, r, r, p) for c, r, p in [
        ('Hamilton', 'Waikato', '3204'), ('Tauranga', 'Bay of Plenty', '3110'),
        ('Rotorua', 'Bay of Plenty', '3010'), ('Palmerston North', 'Manawatu-Whanganui', '4410'),
        ('Whanganui', 'Manawatu-Whanganui', '4500'), ('Napier', "Hawke's Bay", '4110'),
        ('Hastings', "Hawke's Bay", '4122'), ('Whangarei', 'Northland', '0110'),
        ('Nelson', 'Nelson', '7010'), ('Invercargill', 'Southland', '9810'),
        ('Dunedin', 'Otago', '9016'), ('Timaru', 'Canterbury', '7910'),
        ('Porirua', 'Wellington', '5022'), ('Lower Hutt', 'Wellington', '5010'),
        ('Gisborne', 'Tairawhiti', '4010'), ('New Plymouth', 'Taranaki', '4310'),
        ('Masterton', 'Wellington', '5810'), ('Manukau', 'Auckland', '2104'),
        ('Christchurch', 'Canterbury', '8011')]],
    'can': [
        ('Hamilton', 'ON', 'Ontario', 'L8'), ('Sudbury', 'ON', 'Ontario', 'P3'),
        ('Kingston', 'ON', 'Ontario', 'K7'), ('London', 'ON', 'Ontario', 'N6'),
        ('Thunder Bay', 'ON', 'Ontario', 'P7'), ('Sault Ste. Marie', 'ON', 'Ontario', 'P6'),
        ('Peterborough', 'ON', 'Ontario', 'K9'), ('Barrie', 'ON', 'Ontario', 'L4'),
        ('Moncton', 'NB', 'New Brunswick', 'E1'), ('Saint John', 'NB', 'New Brunswick', 'E2'),
        ('Halifax', 'NS', 'Nova Scotia', 'B3'), ('Sydney', 'NS', 'Nova Scotia', 'B1'),
        ('Saskatoon', 'SK', 'Saskatchewan', 'S7'), ('Regina', 'SK', 'Saskatchewan', 'S4'),
        ('Kelowna', 'BC', 'British Columbia', 'V1'), ('Kamloops', 'BC', 'British Columbia', 'V2'),
        ('Nanaimo', 'BC', 'British Columbia', 'V9'), ('Red Deer', 'AB', 'Alberta', 'T4'),
        ('Lethbridge', 'AB', 'Alberta', 'T1'), ('Brandon', 'MB', 'Manitoba', 'R7'),
        ('Winnipeg', 'MB', 'Manitoba', 'R3'), ("St. John's", 'NL', 'Newfoundland and Labrador', 'A1')],
    'usa': [
        ('Dayton', 'OH', 'Ohio', '454'), ('Toledo', 'OH', 'Ohio', '436'),
        ('Spokane', 'WA', 'Washington', '992'), ('Eugene', 'OR', 'Oregon', '974'),
        ('Fresno', 'CA', 'California', '937'), ('Albany', 'NY', 'New York', '122'),
        ('Scranton', 'PA', 'Pennsylvania', '185'), ('Duluth', 'MN', 'Minnesota', '558'),
        ('Peoria', 'IL', 'Illinois', '616'), ('Tulsa', 'OK', 'Oklahoma', '741'),
        ('Boise', 'ID', 'Idaho', '837'), ('Billings', 'MT', 'Montana', '591'),
        ('Lansing', 'MI', 'Michigan', '489'), ('Flint', 'MI', 'Michigan', '485'),
        ('Macon', 'GA', 'Georgia', '312'), ('Mobile', 'AL', 'Alabama', '366'),
        ('Reno', 'NV', 'Nevada', '895'), ('Pueblo', 'CO', 'Colorado', '810'),
        ('Bangor', 'ME', 'Maine', '044'), ('Burlington', 'VT', 'Vermont', '054'),
        ('Roanoke', 'VA', 'Virginia', '240'), ('Wichita', 'KS', 'Kansas', '672'),
        ('Springfield', 'MO', 'Missouri', '658'), ('Lubbock', 'TX', 'Texas', '794')],
}

AREA = {'eng': words('0113 0114 0161 0151 0121 0191 0117 01274 01422 01924 01484 01302 01482 '
                     '01904 01642 01772 01254 01204 01942 01782 01332 0115 0116 024 01902 01603'),
        'sco': words('0141 01698 01382 01592 01324 01786 01292 01563 01463 01738 01506 0131 '
                     '01475 01387 01224'),
        'ire': words('021 061 091 041 042 090 071 051 066 046 065 074 056 094 044 01 057'),
        'aus': words('02 03 07 08'),
        'nzl': words('03 04 06 07 09'),
        'can': words('905 705 613 519 807 506 902 306 250 403 204 709'),
        'usa': words('937 419 509 541 559 518 570 218 309 918 208 406 517 810 478 251 775 '
                     '719 207 802 540 316 417 806')}

UKPC_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'
EIR = 'ACDEFHKNPRTVWXY0123456789'

WARDS_NAMED = words('Rowan Heron Kestrel Osprey Bracken Lavender Bluebell Aspen Willow Curlew '
                    'Puffin Kittiwake Maple Cedar Kowhai Tui Jacaranda Banksia Thistle Harebell '
                    'Skylark Linnet Juniper Hazel')


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    if style == 'dmy':
        return '%02d/%02d/%d' % (dd, mm, yy)
    if style == 'dmy2':
        return '%02d/%02d/%02d' % (dd, mm, yy % 100)
    if style == 'dmon':
        return '%02d-%s-%d' % (dd, mon[:3], yy)
    if style == 'dMONy':
        return '%02d-%s-%d' % (dd, mon[:3].upper(), yy)
    if style == 'dmonth':
        return '%d %s %d' % (dd, mon, yy)
    if style == 'dmonsp':
        return '%d %s %d' % (dd, mon[:3], yy)
    if style == 'dot':
        return '%02d.%02d.%d' % (dd, mm, yy)
    if style == 'iso':
        return '%d-%02d-%02d' % (yy, mm, dd)
    if style == 'mdy':
        return '%02d/%02d/%d' % (mm, dd, yy)
    if style == 'mdyn':
        return '%d/%d/%d' % (mm, dd, yy)
    if style == 'mdy2':
        return '%d/%d/%02d' % (mm, dd, yy % 100)
    if style == 'monthd':
        return '%s %d, %d' % (mon, dd, yy)
    if style == 'mond':
        return '%s %d, %d' % (mon[:3], dd, yy)
    raise ValueError(style)


def fmt_short(d, us):
    """Day and month only, as written in chart rows."""
    return ('%d/%d' % (d.month, d.day)) if us else ('%02d/%02d' % (d.day, d.month))


def fmt_wday(d, us, long=False):
    wd = WDAYS[d.weekday()]
    if long:
        if us:
            return '%s, %s %d' % (wd, MONTHS[d.month - 1], d.day)
        return '%s %d %s' % (wd, d.day, MONTHS[d.month - 1])
    return '%s %s' % (wd[:3], fmt_short(d, us))


class Locale:
    def __init__(self, cc):
        self.cc = cc
        self.country = COUNTRY_NAME[cc]
        self.us = cc == 'usa'
        self.nam = cc in ('usa', 'can')
        self.uk = cc in ('eng', 'sco')
        self.group = {'eng': 'uk', 'sco': 'uk', 'ire': 'ire', 'aus': 'aus', 'nzl': 'nzl',
                      'can': 'nam', 'usa': 'nam'}[cc]
        if cc == 'usa':
            self.dstyles = ['mdy', 'mdyn', 'mdy2', 'monthd', 'mond', 'iso']
        elif cc == 'can':
            self.dstyles = ['iso', 'dMONy', 'monthd', 'dmy', 'mond']
        else:
            self.dstyles = ['dmy', 'dmy', 'dmy2', 'dmon', 'dmonth', 'dmonsp', 'dot', 'iso', 'dMONy']

    # ---- places -------------------------------------------------------
    def place(self, rng):
        return rng.choice(CITIES[self.cc])

    def postcode(self, rng, pfx):
        cc = self.cc
        if cc in ('eng', 'sco'):
            return '%s%d %d%s' % (pfx, rng.randint(1, 29 if len(pfx) == 1 else 19),
                                  rng.randint(0, 9), letters(rng, 2, UKPC_LETTERS))
        if cc == 'ire':
            rk = pfx if pfx != 'D08' else 'D%02d' % rng.randint(1, 24)
            return rk + ' ' + ''.join(rng.choice(EIR) for _ in range(4))
        if cc in ('aus', 'nzl'):
            return pfx[:2] + digits(rng, 2) if rng.random() < 0.5 else pfx
        if cc == 'can':
            return '%s%s %d%s%d' % (pfx, letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randint(1, 9),
                                    letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randint(0, 9))
        z = pfx + digits(rng, 2)
        return z + '-' + digits(rng, 4) if rng.random() < 0.25 else z

    def street(self, rng):
        g = 'sco' if self.cc == 'sco' else self.group
        stem = rng.choice(pools.STREET_STEM[g])
        suf = rng.choice(pools.STREET_SUFFIX[g])
        num = rng.randint(1, 240)
        if self.us or self.cc == 'can':
            num = rng.randint(12, 9899)
            if chance(rng, 0.15):
                return '%d %s %s St' % (num, rng.choice(['N', 'S', 'E', 'W']),
                                        rng.choice(['2nd', '3rd', '5th', '9th', '14th', '21st']))
        base = '%d %s %s' % (num, stem, suf)
        r = rng.random()
        if self.uk and r < 0.22:
            if self.cc == 'sco':
                return 'Flat %d/%d, %s' % (rng.randint(0, 3), rng.randint(1, 2), base)
            return 'Flat %d, %s' % (rng.randint(1, 24), base)
        if self.cc in ('aus', 'nzl') and r < 0.25:
            return '%d/%s' % (rng.randint(1, 30), base)
        if self.us and r < 0.25:
            return base + ', ' + rng.choice(['Apt %d%s' % (rng.randint(1, 9), rng.choice('ABCD')),
                                             'Apt %d' % rng.randint(101, 812), '#%d' % rng.randint(2, 40)])
        if self.cc == 'can' and r < 0.25:
            return '%d-%s' % (rng.randint(101, 1810), base)
        if self.cc == 'ire' and r < 0.2:
            return 'Apt %d, %s' % (rng.randint(1, 40), base)
        return base

    # ---- contacts -----------------------------------------------------
    def phone(self, rng, mobile=None):
        cc = self.cc
        if mobile is None:
            mobile = rng.random() < 0.5
        if self.nam:
            a = rng.choice(AREA[cc])
            n4 = '01' + digits(rng, 2)
            return rng.choice(['(%s) 555-%s' % (a, n4), '%s-555-%s' % (a, n4), '%s.555.%s' % (a, n4),
                               '%s 555 %s' % (a, n4), '+1 %s 555 %s' % (a, n4)])
        if cc in ('eng', 'sco'):
            if mobile:
                p = '07%s' % digits(rng, 3)
                n = digits(rng, 3)
                return rng.choice(['%s 555 %s' % (p, n), '%s555%s' % (p, n), '+44 %s 555 %s' % (p[1:], n)])
            a = rng.choice(AREA[cc])
            n4 = digits(rng, 4)
            return rng.choice(['%s 555 %s' % (a, n4), '(%s) 555 %s' % (a, n4), '%s 555%s' % (a, n4)])
        if cc == 'ire':
            if mobile:
                p = rng.choice(['083', '085', '086', '087', '089'])
                n = digits(rng, 4)
                return rng.choice(['%s 555 %s' % (p, n), '+353 %s 555 %s' % (p[1:], n), '%s-555%s' % (p, n)])
            a = rng.choice(AREA[cc])
            return rng.choice(['(%s) 555 %s' % (a, digits(rng, 4)), '%s 555 %s' % (a, digits(rng, 4))])
        if cc == 'aus':
            if mobile:
                p = '04%s' % digits(rng, 2)
                n = digits(rng, 3)
                return rng.choice(['%s 555 %s' % (p, n), '+61 %s 555 %s' % (p[1:], n)])
            a = rng.choice(AREA[cc])
            n4 = digits(rng, 4)
            return rng.choice(['(%s) 5550 %s' % (a, n4), '%s 5550 %s' % (a, n4)])
        if mobile:
            p = rng.choice(['021', '022', '027', '029'])
            n = digits(rng, 4)
            return rng.choice(['%s 555 %s' % (p, n), '+64 %s 555 %s' % (p[1:], n)])
        a = rng.choice(AREA[cc])
        return rng.choice(['(%s) 555 %s' % (a, digits(rng, 4)), '%s 555 %s' % (a, digits(rng, 4))])

    def ext_phone(self, rng):
        base = self.phone(rng, mobile=False)
        return base + rng.choice([' ext. 4%s' % digits(rng, 3), ' ext 55%s' % digits(rng, 2),
                                  ' x%s' % digits(rng, 4)])

    def bleep(self, rng):
        if self.nam:
            return rng.choice(['555-0%s' % digits(rng, 3), '555-%s' % digits(rng, 4)])
        return rng.choice(['555%s' % digits(rng, 1), '%s555' % rng.randint(1, 8), '555%s' % digits(rng, 2)])

    # ---- identifiers --------------------------------------------------
    def nhs_number(self, rng):
        while True:
            d = [9] + [rng.randint(0, 9) for _ in range(8)]
            s = sum(x * (10 - i) for i, x in enumerate(d))
            c = 11 - s % 11
            if c == 11:
                c = 0
            if c != 10:
                s10 = ''.join(str(x) for x in d) + str(c)
                return rng.choice(['%s %s %s' % (s10[:3], s10[3:6], s10[6:]), s10])

    def chi(self, dob, male, rng):
        base = '%02d%02d%02d' % (dob.day, dob.month, dob.year % 100)
        n8 = digits(rng, 2)
        sx = rng.choice('13579' if male else '02468')
        return base + n8 + sx + str(rng.randint(0, 9))

    def mrn(self, rng):
        cc = self.cc
        if cc in ('eng', 'sco'):
            return rng.choice(['%s%s' % (letters(rng, 1), digits(rng, 7)), 'RX%s%s' % (letters(rng, 1), digits(rng, 7)),
                               digits(rng, 8), 'M%s' % digits(rng, 6)])
        if cc == 'ire':
            return rng.choice([digits(rng, 7), '0' + digits(rng, 6), 'H' + digits(rng, 6)])
        if cc == 'aus':
            return rng.choice([digits(rng, 6), digits(rng, 7), 'UR' + digits(rng, 6)])
        if cc == 'nzl':
            return letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4)
        if cc == 'can':
            return rng.choice(['M' + digits(rng, 8), digits(rng, 9), 'H' + digits(rng, 7)])
        return rng.choice([digits(rng, 8), 'E' + digits(rng, 7), digits(rng, 3) + '-' + digits(rng, 5)])

    def ssn(self, rng):
        cc = self.cc
        if cc == 'usa':
            return rng.choice(['9%s-%s-%s' % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                               '000-%s-%s' % (digits(rng, 2), digits(rng, 4))])
        if cc == 'can':
            return rng.choice(['9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3)),
                               '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))])
        if cc == 'ire':
            return '9%s%s' % (digits(rng, 6), rng.choice(['T', 'W', 'A', 'K', 'TA', 'WA']))
        if cc == 'aus':
            return '9%s %s %s%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1))
        if cc == 'nzl':
            return '9%s-%s-%s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        return None

    def healthplan(self, rng):
        cc = self.cc
        if cc == 'aus':
            return '%d%s %s %d' % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9)) + \
                rng.choice(['', '/%d' % rng.randint(1, 5)])
        if cc == 'can':
            return rng.choice(['%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                               '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
        if cc == 'ire':
            return rng.choice([digits(rng, 7) + letters(rng, 1), digits(rng, 8) + letters(rng, 1)])
        if cc == 'usa':
            return rng.choice([letters(rng, 3) + digits(rng, 6), 'W' + digits(rng, 9),
                               letters(rng, 1) + digits(rng, 8) + letters(rng, 1), digits(rng, 11) + 'A'])
        return letters(rng, 2) + digits(rng, 7)

    def plan_name(self, rng):
        return {'aus': 'Medicare', 'can': rng.choice(['OHIP', 'MSP', 'provincial health card']),
                'ire': rng.choice(['Medical card', 'GMS card']),
                'usa': rng.choice(['BlueRiver Health Plan', 'Cardinal Medicaid MCO',
                                   'Summit Mutual Health', 'Medicare', 'Prairie Star Health'])
                }.get(self.cc, rng.choice(['Kelbourne Health Cover', 'Amberley Mutual', 'Tarnside Health Insurance']))

    def account(self, rng):
        if self.us:
            return rng.choice(['FIN ' + digits(rng, 10), digits(rng, 4) + '-' + digits(rng, 4),
                               digits(rng, 10)])
        return rng.choice([digits(rng, 2) + '-' + digits(rng, 6), digits(rng, 8),
                           'E' + digits(rng, 7), 'ATT' + digits(rng, 7)])

    def clinician_licence(self, rng, kind='doc'):
        cc = self.cc
        if cc in ('eng', 'sco'):
            if kind == 'nurse':
                return '%s%s%s%s' % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
            return ('20' if kind == 'pharm' else rng.choice('4567')) + digits(rng, 5 if kind == 'pharm' else 6)
        if cc == 'ire':
            return digits(rng, 6)
        if cc == 'aus':
            pre = {'doc': 'MED', 'nurse': 'NMW', 'pharm': 'PHA'}[kind]
            return pre + '000' + digits(rng, 7)
        if cc == 'nzl':
            return digits(rng, 5)
        if cc == 'can':
            return digits(rng, 5 + rng.randint(0, 1))
        if kind == 'doc':
            return rng.choice(['1' + digits(rng, 9), letters(rng, 2) + digits(rng, 7)])
        return 'RN' + digits(rng, 7) if kind == 'nurse' else 'RPH.' + digits(rng, 6)

    def licence_label(self, kind='doc'):
        cc = self.cc
        if cc in ('eng', 'sco'):
            return {'doc': 'GMC', 'nurse': 'NMC PIN', 'pharm': 'GPhC'}[kind]
        if cc == 'ire':
            return {'doc': 'MCRN', 'nurse': 'NMBI PIN', 'pharm': 'PSI reg.'}[kind]
        if cc == 'aus':
            return 'AHPRA'
        if cc == 'nzl':
            return {'doc': 'MCNZ', 'nurse': 'NCNZ', 'pharm': 'PCNZ'}[kind]
        if cc == 'can':
            return {'doc': 'CPSO #', 'nurse': 'CNO reg.', 'pharm': 'OCP #'}[kind]
        return {'doc': 'NPI', 'nurse': 'RN lic.', 'pharm': 'Lic.'}[kind]

    def driving_licence(self, rng, last, first, dob, male):
        cc = self.cc
        if cc in ('eng', 'sco'):
            s = ''.join(ch for ch in last.upper() if ch.isalpha())[:5].ljust(5, '9')
            mm = dob.month + (0 if male else 50)
            return '%s%d%02d%02d%d%s9%s' % (s, (dob.year // 10) % 10, mm, dob.day, dob.year % 10,
                                           (first[0] + '9').upper(), letters(rng, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ'))
        if cc == 'ire':
            return digits(rng, 9)
        if cc == 'aus':
            return rng.choice([digits(rng, 8), digits(rng, 9), letters(rng, 1) + digits(rng, 7)])
        if cc == 'nzl':
            return letters(rng, 2) + digits(rng, 6)
        if cc == 'can':
            return '%s%s-%s-%s' % (last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return rng.choice([letters(rng, 1) + digits(rng, 7), digits(rng, 3) + '-' + digits(rng, 3) + '-' + digits(rng, 3),
                           letters(rng, 1) + digits(rng, 3) + '-' + digits(rng, 4) + '-' + digits(rng, 4)])

    def plate(self, rng):
        cc = self.cc
        if cc in ('eng', 'sco'):
            return '%s%02d %s' % (letters(rng, 2, 'ABCDEFGHKLMNOPRSVWY'), rng.choice([15, 16, 65, 66, 18, 68, 19, 69, 21, 71, 23, 73]),
                                  letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
        if cc == 'ire':
            return '%s-%s-%s' % (rng.choice(['141', '152', '161', '172', '182', '191', '202', '221', '232']),
                                 rng.choice(['C', 'D', 'G', 'L', 'KY', 'MO', 'WX', 'LH', 'TS']), digits(rng, rng.randint(3, 5)))
        if cc == 'aus':
            return rng.choice(['%s%s-%s' % (digits(rng, 1), letters(rng, 2), digits(rng, 3)),
                               '%s %s' % (letters(rng, 3), digits(rng, 3)),
                               '%s%s%s' % (digits(rng, 1), letters(rng, 3), digits(rng, 2))])
        if cc == 'nzl':
            return letters(rng, 3) + digits(rng, 3)
        if cc == 'can':
            return rng.choice(['%s %s' % (letters(rng, 4), digits(rng, 3)), '%s %s' % (letters(rng, 3), digits(rng, 3))])
        return rng.choice(['%d%s%s' % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                           '%s-%s' % (letters(rng, 3), digits(rng, 4)), '%s %s' % (letters(rng, 3), digits(rng, 3))])

    # ---- care sites -----------------------------------------------------
    def hospital(self, rng, stem=None):
        s = stem or rng.choice(pools.STEMS)
        pat = {
            'eng': ['{} General Hospital', '{} Royal Infirmary', '{} District General Hospital',
                    '{} University Hospital', 'Royal {} Hospital'],
            'sco': ['{} Royal Infirmary', '{} General Hospital', '{} University Hospital',
                    'Royal {} Hospital'],
            'ire': ['University Hospital {}', '{} Regional Hospital', '{} General Hospital',
                    'Mercy University Hospital {}'],
            'aus': ['{} Base Hospital', '{} District Hospital', '{} Hospital', 'Royal {} Hospital'],
            'nzl': ['{} Hospital', '{} Base Hospital'],
            'can': ['{} Health Sciences Centre', '{} Regional Health Centre', '{} General Hospital'],
            'usa': ['{} Memorial Medical Center', '{} Regional Medical Center',
                    '{} Community Hospital', '{} University Hospital'],
        }[self.cc]
        return rng.choice(pat).format(s), s

    def trust(self, rng, stem):
        return rng.choice({
            'eng': ['{} Teaching Hospitals NHS Foundation Trust', '{} Hospitals NHS Trust',
                    '{} and District NHS Foundation Trust'],
            'sco': ['NHS {}', 'NHS {} Health Board'],
            'ire': ['{} Hospitals Group', '{} Regional Health Area'],
            'aus': ['{} Local Health District', '{} Health Service'],
            'nzl': ['{} District Health', 'Health NZ {} District'],
            'can': ['{} Health Network', '{} Regional Health Authority'],
            'usa': ['{} Health System', '{} Healthcare Partners'],
        }[self.cc]).format(stem)

    def ward(self, rng):
        if self.nam:
            return rng.choice(['%d %s' % (rng.randint(2, 9), rng.choice(['West', 'East', 'North', 'South'])),
                               '%d%s' % (rng.randint(3, 8), rng.choice('ABC')),
                               'Med-Surg %d' % rng.randint(2, 6)])
        return rng.choice(['Ward %d' % rng.randint(1, 42), 'Ward %d%s' % (rng.randint(1, 30), rng.choice('ABC')),
                           '%s Ward' % rng.choice(WARDS_NAMED), '%s Ward' % rng.choice(WARDS_NAMED),
                           'Ward %d %s' % (rng.randint(2, 9), rng.choice(['East', 'West']))])

    def practice(self, rng):
        s = rng.choice(pools.STEMS)
        return rng.choice({
            'eng': ['{} Medical Practice', '{} Surgery', '{} Health Centre', '{} Group Practice'],
            'sco': ['{} Medical Practice', '{} Health Centre', '{} Surgery'],
            'ire': ['{} Medical Centre', '{} Family Practice', '{} Surgery'],
            'aus': ['{} Family Medical Centre', '{} Medical Clinic', '{} GP Super Clinic'],
            'nzl': ['{} Medical Centre', '{} Health Centre', '{} Family Doctors'],
            'can': ['{} Family Health Team', '{} Medical Clinic', '{} Community Health Centre'],
            'usa': ['{} Family Practice', '{} Primary Care', '{} Community Health Center'],
        }[self.cc]).format(s)

    def pharmacy(self, rng):
        s = rng.choice(pools.STEMS)
        return rng.choice(['{} Pharmacy', '{} Community Pharmacy', '{} Chemist']).format(s) if self.cc != 'usa' \
            else rng.choice(['{} Drug', '{} Pharmacy']).format(s)

    def team(self):
        return {'eng': 'Alcohol Care Team', 'sco': 'Alcohol Liaison Service', 'ire': 'Alcohol Liaison Team',
                'aus': 'Drug & Alcohol Consultation Liaison', 'nzl': 'Addictions Consult Liaison',
                'can': 'Addiction Medicine Consult Service', 'usa': 'Addiction Consult Service'}[self.cc]

    def team_abbr(self):
        return {'eng': 'ACT', 'sco': 'ALS', 'ire': 'ALT', 'aus': 'D&A CL', 'nzl': 'ACL',
                'can': 'AMCS', 'usa': 'ACS'}[self.cc]

    def gp_word(self):
        return {'usa': 'PCP', 'can': 'family physician'}.get(self.cc, 'GP')

    def units_word(self):
        return {'aus': 'standard drinks', 'nzl': 'standard drinks', 'usa': 'drinks',
                'can': 'standard drinks'}.get(self.cc, 'units')

    def scale(self, rng):
        if self.cc == 'sco':
            return 'GMAWS'
        if self.cc == 'eng':
            return rng.choice(['GMAWS', 'CIWA-Ar', 'CIWA-Ar'])
        if self.cc == 'aus':
            return rng.choice(['CIWA-Ar', 'AWS'])
        return 'CIWA-Ar'

    def licensing(self):
        return {'eng': 'DVLA', 'sco': 'DVLA', 'ire': 'NDLS', 'aus': 'the state licensing authority',
                'nzl': 'NZTA', 'can': 'the Ministry of Transportation', 'usa': 'the DMV'}[self.cc]

    def benzo(self):
        return {'aus': 'diazepam', 'nzl': 'diazepam', 'can': 'diazepam', 'usa': 'lorazepam'}.get(
            self.cc, 'chlordiazepoxide')
