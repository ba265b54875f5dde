"""Country profiles: invented towns and streets, real states/regions, postcodes,
fictional (555) phone numbers, plates and identifier formats."""
import string
from pools import STREET_STEMS, TREES, BIRDS

UP = string.ascii_uppercase
DIG = string.digits


def rd(R, n):
    return ''.join(R.choice(DIG) for _ in range(n))


def rl(R, n, alphabet=UP):
    return ''.join(R.choice(alphabet) for _ in range(n))


TOWNS = {
    'GB': ('Brackenford Hollinsbury Ashcombe Wrenfield Kestrelmoor Castlebrook Thornleigh Redmarsh '
           'Saltmere Dunholm Harlow_Green Stavely_Moor Pennwick Cotterstone Brindlecombe Ravensby '
           'Kirkholme Lowther_Bridge Marlpit Oxley_Vale Fallowfield_Cross Hexton_Magna'),
    'SCO': 'Glenmorven Invercaul Balmarnock Kilbrannan Strathallanby Auchtermory Dunlochy Portmair',
    'WLS': 'Aberllyn Pontyrhos Llanfedw Cwmderyn Trefallon Nantgarw_Uchaf',
    'NIR': 'Drumlenagh Ballycashel Carrowmena Tullymoyle',
    'IE': ('Carrigbawn Knockaderry Rathmoylan Kilcrennan Drumcashel Kilmoran_Cross Glenbrack '
           'Tullyvane Ardcloon Ballinagh_Bridge Castlenoon Moyvalley_West Inchbeg Clonderry'),
    'US': ('Cedar_Hollow Harlan_Springs Pine_Bluffton Westmere Copper_Ridge Lakeview_Heights '
           'Ashby_Falls Marlow_Creek Beaumont_Park Silverton_Mills Redfield_Junction Granger_City '
           'Elk_Prairie Hollis_Point Fairmont_Glen Sutter_Flats'),
    'CA': ('Tamarack_Falls Port_Ashby Riviere-aux-Pins Sainte-Colombe Northshore Birchwood_Landing '
           'Spruce_Hollow Granite_Narrows Loon_Lake_Crossing Hadley_Bay Pembury_Mills Fort_Caldwell'),
    'AU': ('Banksia_Bay Wattle_Creek Marrickvale Kookaburra_Flats Bottlebrush_Point Ironbark_Ridge '
           'Coolabah_Springs Warrangi Nullabin Tallowood Jarrah_Hill Gumleaf_Downs Yallambee_Heights '
           'Mirrigong'),
    'NZ': ('Kowhai_Bay Te_Awanui Whaikora Pukekauri Ruaroa Tawhero Kahikatea_Heights Manuka_Flat '
           'Rimuvale Toetoe_Point Harakeke_Junction Karaka_Downs'),
}
TOWNS = {k: [w.replace('_', ' ') for w in v.split()] for k, v in sorted(TOWNS.items())}

COUNTIES = {
    'GB': ['Lancashire', 'West Yorkshire', 'Kent', 'Essex', 'Norfolk', 'Devon', 'Cumbria',
           'Northumberland', 'Shropshire', 'Staffordshire', 'Lincolnshire', 'Somerset'],
    'SCO': ['Fife', 'Lanarkshire', 'Aberdeenshire', 'Perthshire', 'Ayrshire'],
    'WLS': ['Gwynedd', 'Powys', 'Carmarthenshire', 'Denbighshire'],
    'NIR': ['Antrim', 'Down', 'Tyrone', 'Fermanagh'],
    'IE': ['Cork', 'Kerry', 'Galway', 'Mayo', 'Kildare', 'Meath', 'Wexford', 'Tipperary',
           'Donegal', 'Limerick', 'Louth', 'Westmeath', 'Clare', 'Sligo'],
}
STATES = {
    'US': [('Massachusetts', 'MA'), ('Ohio', 'OH'), ('Texas', 'TX'), ('California', 'CA'),
           ('Oregon', 'OR'), ('Georgia', 'GA'), ('Michigan', 'MI'), ('Minnesota', 'MN'),
           ('New York', 'NY'), ('Pennsylvania', 'PA'), ('Arizona', 'AZ'), ('Washington', 'WA'),
           ('Colorado', 'CO'), ('North Carolina', 'NC'), ('Illinois', 'IL'), ('Virginia', 'VA'),
           ('Indiana', 'IN'), ('Maine', 'ME')],
    'CA': [('Ontario', 'ON'), ('British Columbia', 'BC'), ('Alberta', 'AB'), ('Manitoba', 'MB'),
           ('Nova Scotia', 'NS'), ('Quebec', 'QC'), ('Saskatchewan', 'SK'),
           ('New Brunswick', 'NB')],
    'AU': [('New South Wales', 'NSW'), ('Victoria', 'VIC'), ('Queensland', 'QLD'),
           ('Western Australia', 'WA'), ('South Australia', 'SA'), ('Tasmania', 'TAS'),
           ('Northern Territory', 'NT')],
    'NZ': [('Waikato', 'Waikato'), ('Canterbury', 'Canterbury'), ('Otago', 'Otago'),
           ('Northland', 'Northland'), ('Bay of Plenty', 'BOP'), ('Hawke\'s Bay', 'Hawke\'s Bay'),
           ('Manawatu-Whanganui', 'Manawatu'), ('Taranaki', 'Taranaki'), ('Southland', 'Southland')],
}
AU_PC = {'NSW': '2', 'VIC': '3', 'QLD': '4', 'SA': '5', 'WA': '6', 'TAS': '7', 'NT': '08'}
COUNTRY_NAME = {'GB': 'United Kingdom', 'IE': 'Ireland', 'US': 'USA', 'CA': 'Canada',
                'AU': 'Australia', 'NZ': 'New Zealand'}
NATION = {'ENG': 'England', 'SCO': 'Scotland', 'WLS': 'Wales', 'NIR': 'Northern Ireland'}

SUFFIX = {
    'GB': ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Drive', 'Way', 'Grove',
           'Terrace', 'Gardens', 'Walk', 'Place', 'Rise', 'Mews'],
    'IE': ['Road', 'Park', 'Avenue', 'Court', 'Drive', 'Lawn', 'Grove', 'Heights', 'Close',
           'Street', 'View', 'Meadows'],
    'US': ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Rd', 'Ct', 'Way', 'Pl', 'Street', 'Avenue', 'Road'],
    'CA': ['St', 'Ave', 'Cres', 'Dr', 'Blvd', 'Rd', 'Way', 'Street', 'Avenue', 'Lane'],
    'AU': ['St', 'Rd', 'Ave', 'Cres', 'Pde', 'Tce', 'Cl', 'Street', 'Road', 'Drive', 'Court'],
    'NZ': ['Road', 'Street', 'Place', 'Crescent', 'Terrace', 'Avenue', 'Drive', 'Rd', 'St'],
}
LOCAL_STEMS = {
    'AU': ['Banksia', 'Wattle', 'Grevillea', 'Jacaranda', 'Ironbark', 'Bellbird', 'Currawong',
           'Waratah', 'Boronia', 'Kurrajong'],
    'NZ': ['Kowhai', 'Totara', 'Rimu', 'Matai', 'Pohutukawa', 'Tui', 'Kereru', 'Nikau',
           'Karaka', 'Puriri'],
    'CA': ['Tamarack', 'Spruce', 'Maple', 'Birch', 'Loon', 'Caribou', 'Juniper', 'Cedar'],
    'US': ['Larkspur', 'Magnolia', 'Sycamore', 'Dogwood', 'Hickory', 'Bluebonnet', 'Pecan'],
}


def street(R, cc):
    stems = STREET_STEMS + LOCAL_STEMS.get(cc, []) * 2
    name = R.choice(stems) + ' ' + R.choice(SUFFIX[cc])
    n = str(R.randint(1, 240))
    x = R.random()
    if cc == 'GB':
        if x < 0.25:
            return 'Flat %d, %s %s' % (R.randint(1, 24), n, name)
        if x < 0.35:
            return '%s %s House, %s' % (R.randint(1, 60), R.choice(TREES), name)
        return n + ' ' + name
    if cc == 'IE':
        if x < 0.2:
            return 'Apt %d, %s Court, %s' % (R.randint(1, 40), R.choice(TREES), name)
        return n + ' ' + name
    if cc == 'US':
        n = str(R.randint(100, 9899))
        if x < 0.3:
            return '%s %s, Apt %s' % (n, name, R.choice(['2B', '4', '11C', '3F', '207', '1A', '9']))
        if x < 0.4:
            return '%s %s #%d' % (n, name, R.randint(2, 40))
        return n + ' ' + name
    if cc == 'CA':
        if x < 0.35:
            return '%d-%s %s' % (R.randint(101, 1208), n, name)
        return n + ' ' + name
    if cc == 'AU':
        if x < 0.35:
            return 'Unit %d/%s %s' % (R.randint(1, 30), n, name)
        if x < 0.45:
            return '%d/%s %s' % (R.randint(1, 12), n, name)
        return n + ' ' + name
    if cc == 'NZ':
        if x < 0.3:
            return '%s%s %s' % (n, R.choice('ABCD'), name)
        if x < 0.4:
            return 'Flat %d, %s %s' % (R.randint(1, 8), n, name)
        return n + ' ' + name
    return n + ' ' + name


GB_AREAS = ['LS', 'BD', 'M', 'OL', 'PR', 'BB', 'CA', 'DH', 'NE', 'SR', 'TS', 'HU', 'DN', 'NG',
            'LE', 'CV', 'B', 'WS', 'ST', 'SY', 'EX', 'PL', 'TR', 'BS', 'CF', 'SA', 'LL', 'KY',
            'FK', 'PH', 'AB', 'IV', 'BT', 'NR', 'IP', 'CO', 'ME', 'CT', 'TN']


def postcode(R, cc, st=None):
    if cc == 'GB':
        dist = R.randint(1, 29)
        return '%s%d%s %d%s' % (R.choice(GB_AREAS), dist, R.choice(['', '', '', 'A']) if dist < 10 else '',
                                R.randint(1, 9), rl(R, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if cc == 'IE':
        rk = R.choice(['D0%d' % R.randint(1, 9), 'D1%d' % R.randint(0, 8), 'T12', 'T23', 'H91',
                       'V94', 'W91', 'A92', 'R95', 'F23', 'P31', 'X91', 'N91', 'E25'])
        return rk + ' ' + R.choice(UP) + rd(R, 1) + rl(R, 1, 'ACDEFHKNPRTVWXY') + rd(R, 1)
    if cc == 'US':
        z = rd(R, 5)
        return z + ('-' + rd(R, 4) if R.random() < 0.2 else '')
    if cc == 'CA':
        a = 'ABCEGHJKLMNPRSTVXY'
        return '%s%d%s %d%s%d' % (R.choice(a), R.randint(0, 9), R.choice(a), R.randint(0, 9),
                                  R.choice(a), R.randint(0, 9))
    if cc == 'AU':
        p = AU_PC.get(st, '2')
        return p + rd(R, 4 - len(p))
    if cc == 'NZ':
        return rd(R, 4)
    return rd(R, 5)


# ---- fictional phone numbers: every one contains 555 ----
GB_AREA = ['0113', '0114', '0115', '0116', '0117', '0121', '0131', '0141', '0151', '0161',
           '0191', '01632', '01904', '01223', '029', '01524', '01772', '028']


def phone(R, cc, kind='land'):
    """kind: land, mobile, fax, ext, bleep, intl"""
    if kind == 'ext':
        return '555%02d' % R.randint(10, 99)
    if kind == 'bleep':
        return '555' + rd(R, R.choice([1, 2]))
    if cc == 'GB':
        if kind == 'mobile':
            return R.choice(['07%s 555 %s', '07%s555%s', '07%s 555%s']) % (rd(R, 3), rd(R, 3))
        a = R.choice(GB_AREA)
        f = R.choice(['%s 555 %s', '%s 555%s', '(%s) 555 %s', '%s-555-%s'])
        s = f % (a, rd(R, 4))
        if kind == 'intl':
            s = '+44 %s 555 %s' % (a[1:], rd(R, 4))
        return s
    if cc == 'IE':
        if kind == 'mobile':
            return R.choice(['08%d 555 %s', '08%d-555-%s', '08%d555%s']) % (
                R.choice([3, 5, 6, 7, 9]), rd(R, 4))
        a = R.choice(['01', '021', '091', '061', '051', '071', '045', '046'])
        if kind == 'intl':
            return '+353 %s 555 %s' % (a[1:], rd(R, 4))
        return R.choice(['(%s) 555 %s', '%s 555 %s', '%s-555%s']) % (a, rd(R, 4))
    if cc in ('US', 'CA'):
        ac = R.choice(['617', '614', '512', '503', '404', '313', '612', '212', '215', '602', '206',
                       '303', '919', '312'] if cc == 'US' else
                      ['416', '604', '613', '780', '902', '204', '306', '506', '514', '403'])
        n = rd(R, 4)
        f = R.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '(%s) 555 %s', '%s 555 %s'])
        s = f % (ac, n)
        if kind == 'intl':
            s = '+1 %s 555 %s' % (ac, n)
        elif kind in ('land', 'fax') and R.random() < 0.15:
            s += R.choice([' ext. ', ' x', ' ext ']) + rd(R, 3)
        return s
    if cc == 'AU':
        if kind == 'mobile':
            return R.choice(['04%s 555 %s', '04%s555%s', '04%s 555%s']) % (rd(R, 2), rd(R, 3))
        a = R.choice(['02', '03', '07', '08'])
        if kind == 'intl':
            return '+61 %s 5550 %s' % (a[1:], rd(R, 4))
        return R.choice(['(%s) 5550 %s', '%s 5550 %s', '(%s) 5551 %s']) % (a, rd(R, 4))
    if cc == 'NZ':
        if kind == 'mobile':
            return R.choice(['02%d 555 %s', '02%d-555-%s', '02%d555%s']) % (
                R.choice([0, 1, 2, 7, 9]), rd(R, 4))
        a = R.choice(['09', '07', '06', '04', '03'])
        if kind == 'intl':
            return '+64 %s 555 %s' % (a[1:], rd(R, 4))
        return R.choice(['(%s) 555 %s', '%s 555 %s', '%s-555-%s']) % (a, rd(R, 4))
    return '555-' + rd(R, 4)


def plate(R, cc):
    if cc == 'GB':
        return '%s%s%02d %s' % (R.choice(UP), R.choice(UP), R.randint(10, 74), rl(R, 3))
    if cc == 'IE':
        return '%d-%s-%s' % (R.choice([191, 192, 201, 211, 222, 231, 241, 171, 152]),
                             R.choice(['D', 'C', 'G', 'KE', 'MH', 'WX', 'L', 'LH', 'MO']),
                             rd(R, R.choice([4, 5])))
    if cc == 'US':
        return R.choice(['%d%s%s' % (R.randint(1, 9), rl(R, 3), rd(R, 3)),
                         '%s-%s' % (rl(R, 3), rd(R, 4)), '%s %s' % (rl(R, 3), rd(R, 4))])
    if cc == 'CA':
        return R.choice(['%s %s' % (rl(R, 4), rd(R, 3)), '%s%s%s' % (rl(R, 2), rd(R, 3), rl(R, 1))])
    if cc == 'AU':
        return R.choice(['%s%s%s' % (rl(R, 3), rd(R, 2), rl(R, 1)), '%d%s %s' % (
            R.randint(1, 9), rl(R, 3), rd(R, 3)), '%s-%s' % (rl(R, 3), rd(R, 3))])
    if cc == 'NZ':
        return rl(R, 3) + rd(R, 3)
    return rl(R, 3) + rd(R, 4)


def vin(R):
    a = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return ''.join(R.choice(a) for _ in range(17))


def hospital_stem(R, cc, sub):
    towns = TOWNS['GB' if cc == 'GB' and sub == 'ENG' else sub if cc == 'GB' else cc]
    return R.choice(towns)


def hospital(R, cc, sub):
    t = hospital_stem(R, cc, sub)
    saint = R.choice(['Cuthbert', 'Anselm', 'Brigid', 'Columba', 'Hilda', 'Aidan', 'Benedict',
                      'Ursula', 'Vincent', 'Winifred', 'Kentigern', 'Bartholomew'])
    if cc == 'GB':
        opts = [t + ' General Hospital', 'Royal ' + t + ' Infirmary', t + ' University Hospital',
                "St %s's Hospital" % saint, t + ' District General', t + ' Royal Hospital',
                t + ' Community Hospital']
    elif cc == 'IE':
        opts = [t + ' University Hospital', t + ' Regional Hospital', "St. %s's Hospital" % saint,
                t + ' General Hospital', 'Mercy Hospital ' + t]
    elif cc == 'US':
        opts = [t + ' Medical Center', t + ' Regional Hospital', 'St. %s Medical Center' % saint,
                t + ' Memorial Hospital', t + ' General', 'Mercy Ridge Medical Center']
    elif cc == 'CA':
        opts = [t + ' General Hospital', t + ' Health Centre', t + ' Regional Health Centre',
                "St. %s's Hospital" % saint]
    elif cc == 'AU':
        opts = [t + ' Hospital', t + ' Base Hospital', t + ' District Hospital',
                "St %s's Hospital" % saint]
    else:
        opts = [t + ' Hospital', t + ' Base Hospital', t + ' Regional Hospital']
    return R.choice(opts)


def ward(R):
    x = R.random()
    if x < 0.55:
        return ('HOSPITAL', R.choice(TREES + BIRDS) + ' Ward')
    if x < 0.7:
        return ('HOSPITAL', R.choice(['Nightingale', 'Seacole', 'Florence', 'Fleming', 'Lister',
                                      'Jenner']) + ' Ward')
    return ('LOCATION_OTHER', R.choice(['7B', '12', '23', '4', '31', '2A', '18', '9', '5C']))


def practice(R, cc, sub):
    t = hospital_stem(R, cc, sub)
    tree = R.choice(TREES)
    if cc == 'US':
        return R.choice([t + ' Family Medicine', tree + ' Community Health Center',
                         t + ' Primary Care Associates'])
    if cc == 'CA':
        return R.choice([t + ' Family Health Team', tree + ' Medical Clinic',
                         t + ' Community Health Centre'])
    return R.choice([t + ' Surgery', tree + ' Medical Practice', t + ' Health Centre',
                     'The ' + tree + ' Practice', t + ' Medical Centre', tree + ' Surgery'])


def care_home(R):
    return R.choice(TREES + BIRDS) + ' ' + R.choice(['Lodge Care Home', 'House Nursing Home',
                                                     'Court Residential Home', 'View Care Centre',
                                                     'Gardens Care Home'])
