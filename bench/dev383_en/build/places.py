"""Countries, towns, streets, postcodes and telephone numbers (all with 555)."""
import unicodedata

from core import digits, letters

# (town, region, postcode key, area code)
TOWNS = {
    'ENG': [
        ('Bradford', 'West Yorkshire', 'BD', '01274'), ('Stoke-on-Trent', 'Staffordshire', 'ST', '01782'),
        ('Doncaster', 'South Yorkshire', 'DN', '01302'), ('Plymouth', 'Devon', 'PL', '01752'),
        ('Norwich', 'Norfolk', 'NR', '01603'), ('Luton', 'Bedfordshire', 'LU', '01582'),
        ('Hull', 'East Riding of Yorkshire', 'HU', '01482'), ('Sunderland', 'Tyne and Wear', 'SR', '0191'),
        ('Leicester', 'Leicestershire', 'LE', '0116'), ('Bolton', 'Greater Manchester', 'BL', '01204'),
        ('Blackpool', 'Lancashire', 'FY', '01253'), ('Ipswich', 'Suffolk', 'IP', '01473'),
        ('Wolverhampton', 'West Midlands', 'WV', '01902'), ('Southend-on-Sea', 'Essex', 'SS', '01702'),
        ('Barnsley', 'South Yorkshire', 'S', '01226'), ('Telford', 'Shropshire', 'TF', '01952'),
        ('Middlesbrough', 'North Yorkshire', 'TS', '01642'), ('Peterborough', 'Cambridgeshire', 'PE', '01733'),
        ('Reading', 'Berkshire', 'RG', '0118'), ('Gloucester', 'Gloucestershire', 'GL', '01452'),
        ('Carlisle', 'Cumbria', 'CA', '01228'), ('Hastings', 'East Sussex', 'TN', '01424'),
        ('Rochdale', 'Greater Manchester', 'OL', '01706'), ('Grimsby', 'Lincolnshire', 'DN', '01472'),
        ('Walsall', 'West Midlands', 'WS', '01922'), ('Torquay', 'Devon', 'TQ', '01803'),
        ('Huddersfield', 'West Yorkshire', 'HD', '01484'), ('Great Yarmouth', 'Norfolk', 'NR', '01493'),
        ('Margate', 'Kent', 'CT', '01843'), ('Oldham', 'Greater Manchester', 'OL', '0161')],
    'SCO': [
        ('Dundee', 'Angus', 'DD', '01382'), ('Paisley', 'Renfrewshire', 'PA', '0141'),
        ('Kilmarnock', 'East Ayrshire', 'KA', '01563'), ('Inverness', 'Highland', 'IV', '01463'),
        ('Falkirk', 'Stirlingshire', 'FK', '01324'), ('Aberdeen', 'Aberdeenshire', 'AB', '01224'),
        ('Motherwell', 'North Lanarkshire', 'ML', '01698'), ('Perth', 'Perthshire', 'PH', '01738'),
        ('Dumfries', 'Dumfries and Galloway', 'DG', '01387'), ('Kirkcaldy', 'Fife', 'KY', '01592'),
        ('Greenock', 'Inverclyde', 'PA', '01475'), ('Livingston', 'West Lothian', 'EH', '01506')],
    'WAL': [
        ('Wrexham', 'Wrexham', 'LL', '01978'), ('Newport', 'Gwent', 'NP', '01633'),
        ('Swansea', 'West Glamorgan', 'SA', '01792'), ('Merthyr Tydfil', 'Mid Glamorgan', 'CF', '01685'),
        ('Rhyl', 'Denbighshire', 'LL', '01745'), ('Bridgend', 'Mid Glamorgan', 'CF', '01656'),
        ('Llanelli', 'Carmarthenshire', 'SA', '01554'), ('Aberystwyth', 'Ceredigion', 'SY', '01970'),
        ('Caerphilly', 'Gwent', 'CF', '029'), ('Port Talbot', 'West Glamorgan', 'SA', '01639')],
    'NIR': [
        ('Derry', 'Londonderry', 'BT48', '028'), ('Newry', 'Down', 'BT35', '028'),
        ('Lisburn', 'Antrim', 'BT28', '028'), ('Ballymena', 'Antrim', 'BT43', '028'),
        ('Omagh', 'Tyrone', 'BT79', '028'), ('Belfast', 'Antrim', 'BT12', '028'),
        ('Enniskillen', 'Fermanagh', 'BT74', '028'), ('Craigavon', 'Armagh', 'BT65', '028')],
    'IRL': [
        ('Limerick', 'Limerick', 'V94', '061'), ('Dundalk', 'Louth', 'A91', '042'),
        ('Galway', 'Galway', 'H91', '091'), ('Waterford', 'Waterford', 'X91', '051'),
        ('Athlone', 'Westmeath', 'N37', '090'), ('Drogheda', 'Louth', 'A92', '041'),
        ('Tralee', 'Kerry', 'V92', '066'), ('Cork', 'Cork', 'T12', '021'),
        ('Sligo', 'Sligo', 'F91', '071'), ('Letterkenny', 'Donegal', 'F92', '074'),
        ('Clonmel', 'Tipperary', 'E91', '052'), ('Navan', 'Meath', 'C15', '046')],
    'AUS': [
        ('Dubbo', 'NSW', '2830', '02'), ('Ballarat', 'VIC', '3350', '03'),
        ('Logan Central', 'QLD', '4114', '07'), ('Elizabeth', 'SA', '5112', '08'),
        ('Launceston', 'TAS', '7250', '03'), ('Mandurah', 'WA', '6210', '08'),
        ('Bendigo', 'VIC', '3550', '03'), ('Townsville', 'QLD', '4810', '07'),
        ('Wagga Wagga', 'NSW', '2650', '02'), ('Palmerston', 'NT', '0830', '08'),
        ('Tamworth', 'NSW', '2340', '02'), ('Geelong', 'VIC', '3220', '03'),
        ('Mount Druitt', 'NSW', '2770', '02'), ('Cairns', 'QLD', '4870', '07'),
        ('Alice Springs', 'NT', '0870', '08')],
    'NZL': [
        ('Rotorua', 'Bay of Plenty', '3010', '07'), ('Whangārei', 'Northland', '0110', '09'),
        ('Porirua', 'Wellington', '5022', '04'), ('Hastings', "Hawke's Bay", '4122', '06'),
        ('Invercargill', 'Southland', '9810', '03'), ('Gisborne', 'Tairāwhiti', '4010', '06'),
        ('Hamilton', 'Waikato', '3204', '07'), ('Palmerston North', 'Manawatū-Whanganui', '4410', '06'),
        ('Kaitaia', 'Northland', '0410', '09'), ('Manurewa', 'Auckland', '2102', '09'),
        ('Ōtara', 'Auckland', '2023', '09'), ('Christchurch', 'Canterbury', '8011', '03'),
        ('Tokoroa', 'Waikato', '3420', '07')],
    'CAN': [
        ('Thunder Bay', 'ON', 'P7B', '807'), ('Winnipeg', 'MB', 'R2W', '204'),
        ('Prince Albert', 'SK', 'S6V', '306'), ('Sudbury', 'ON', 'P3A', '705'),
        ('Saskatoon', 'SK', 'S7K', '306'), ('Surrey', 'BC', 'V3T', '604'),
        ('Moncton', 'NB', 'E1C', '506'), ('Kamloops', 'BC', 'V2C', '250'),
        ('Lethbridge', 'AB', 'T1J', '403'), ('Brandon', 'MB', 'R7A', '204'),
        ('Kenora', 'ON', 'P9N', '807'), ('Regina', 'SK', 'S4N', '306')],
    'USA': [
        ('Dayton', 'OH', '454', '937'), ('Fresno', 'CA', '937', '559'),
        ('Tulsa', 'OK', '741', '918'), ('Spokane', 'WA', '992', '509'),
        ('Albuquerque', 'NM', '871', '505'), ('Knoxville', 'TN', '379', '865'),
        ('Flint', 'MI', '485', '810'), ('Baton Rouge', 'LA', '708', '225'),
        ('Rochester', 'NY', '146', '585'), ('Tucson', 'AZ', '857', '520'),
        ('Toledo', 'OH', '436', '419'), ('Gary', 'IN', '464', '219'),
        ('Stockton', 'CA', '952', '209'), ('Billings', 'MT', '591', '406')],
}

STATE_FULL = {
    'NSW': 'New South Wales', 'VIC': 'Victoria', 'QLD': 'Queensland', 'SA': 'South Australia',
    'TAS': 'Tasmania', 'WA': 'Western Australia', 'NT': 'Northern Territory',
    'ON': 'Ontario', 'MB': 'Manitoba', 'SK': 'Saskatchewan', 'BC': 'British Columbia',
    'NB': 'New Brunswick', 'AB': 'Alberta',
    'OH': 'Ohio', 'CA': 'California', 'OK': 'Oklahoma', 'WA_US': 'Washington',
    'NM': 'New Mexico', 'TN': 'Tennessee', 'MI': 'Michigan', 'LA': 'Louisiana',
    'NY': 'New York', 'AZ': 'Arizona', 'IN': 'Indiana', 'MT': 'Montana',
}

COUNTRY_NAME = {
    'ENG': 'England', 'SCO': 'Scotland', 'WAL': 'Wales', 'NIR': 'Northern Ireland',
    'IRL': 'Ireland', 'AUS': 'Australia', 'NZL': 'New Zealand', 'CAN': 'Canada',
    'USA': 'United States',
}

ORIGIN_WEIGHTS = {
    'ENG': [('british', 40), ('irish', 3), ('traveller', 3), ('polish', 6), ('romanian', 4),
            ('lithuanian', 2), ('pakistani', 6), ('indian', 3), ('bangladeshi', 3), ('somali', 3),
            ('nigerian', 4), ('ghanaian', 2), ('caribbean', 5), ('eritrean', 2), ('afghan', 2),
            ('kurdish', 2), ('vietnamese', 2), ('albanian', 2), ('turkish', 2), ('chinese', 1)],
    'SCO': [('scottish', 45), ('british', 15), ('polish', 8), ('pakistani', 5), ('irish', 4),
            ('traveller', 3), ('syrian', 3), ('nigerian', 3), ('chinese', 2), ('romanian', 3)],
    'WAL': [('welsh', 45), ('british', 25), ('polish', 5), ('bangladeshi', 4), ('somali', 3),
            ('traveller', 3), ('caribbean', 3), ('syrian', 3), ('chinese', 2)],
    'NIR': [('irish', 50), ('scottish', 10), ('british', 15), ('polish', 6), ('lithuanian', 4),
            ('traveller', 5), ('romanian', 3), ('syrian', 3), ('filipino', 2)],
    'IRL': [('irish', 55), ('traveller', 10), ('polish', 8), ('nigerian', 5), ('romanian', 5),
            ('lithuanian', 4), ('ukrainian', 4), ('syrian', 3), ('british', 4)],
    'AUS': [('british', 40), ('aboriginal', 22), ('vietnamese', 5), ('samoan', 4), ('greek', 4),
            ('italian', 4), ('filipino', 3), ('sudanese', 4), ('chinese', 3), ('maori', 4),
            ('afghan', 2), ('tongan', 2)],
    'NZL': [('maori', 40), ('british', 28), ('samoan', 10), ('tongan', 8), ('chinese', 3),
            ('indian', 4), ('filipino', 3)],
    'CAN': [('british', 32), ('firstnations', 26), ('quebecois', 8), ('filipino', 6),
            ('indian', 6), ('chinese', 4), ('ukrainian', 6), ('somali', 3), ('vietnamese', 3)],
    'USA': [('american', 45), ('hispanic', 25), ('vietnamese', 4), ('british', 8),
            ('somali', 3), ('filipino', 3), ('chinese', 3), ('nigerian', 3), ('firstnations', 3)],
}

STREETS = {
    'UK': ('Station Church Victoria Albert Mill Chapel Park Manor Queens King Highfield Beech Oak '
           'Ash Moorland Carr Hollins Grange Meadow Willow Rowan Cedar Birch Heather Primrose Bracken '
           'Thornhill Fairfield Northgate Westfield Coronation Jubilee Waterloo Nelson Wellington '
           'Cromwell Balmoral Windsor Laburnum Sycamore Hawthorn Springfield Greenbank Ravenscliffe '
           'Union Wharf Tannery Foundry Cavendish Mayfield Clifton Belgrave Ashgrove Marlborough '
           'Poplar Elm Southfield Sandringham').split(),
    'UKT': 'Street Road Lane Avenue Close Drive Crescent Grove Way Terrace Court Gardens Walk Mews Rise View Place'.split(),
    'SCOT': 'Wynd Brae Gardens Crescent Place Road Street Avenue Drive Court Terrace'.split(),
    'WELSH': ['Heol y Parc', 'Ffordd Las', 'Stryd Fawr', 'Heol Cae Gwyn', 'Lôn Glan Môr',
              'Maes y Dderwen', 'Heol Tredwr', 'Ffordd yr Eglwys', 'Heol Hir', 'Lôn Fferm'],
    'IRL': ['Marian Park', "St Patrick's Terrace", 'Ard na Gréine', 'Cois Cuain', 'Bóthar na Trá',
            'Church View', 'Rathbawn Drive', 'Glenview Heights', 'Ashgrove Lawns', 'Slí na Mara',
            'Castle Meadows', 'Oakwood Close', 'Cluain Ard', 'Fr Murphy Road', 'Hazelwood Avenue',
            'Ballinacurra Gardens', 'Mountain View', 'Abbey Court'],
    'AUS': ('Wattle Banksia Jacaranda Boronia Waratah Kookaburra Bottlebrush Lorikeet Grevillea Myall '
            'Coolabah Currawong Ironbark Acacia Bunya Macquarie Bligh Hume Flinders Sturt Lachlan '
            'Murray Darling Barton Deakin').split(),
    'AUST': 'Street Road Avenue Court Crescent Drive Parade Place Circuit Close Way'.split(),
    'NZL': ('Kowhai Rimu Totara Matai Puriri Karaka Pohutukawa Tui Kereru Ruru Huia Manuka Rata Kauri '
            'Nikau Fenton Pukeatua Amohau Devon Ranolf Tarawera Cameron Clinkard').split(),
    'NZLT': 'Street Road Avenue Crescent Place Terrace Drive Grove'.split(),
    'CAN': ('Selkirk Main Portage Mountain Balsam Tamarack Spruce Birch Lakeview Riverside Algoma '
            'Cumberland Victoria Simpson Arthur Memorial Prairie Aspen Poplar Jasper Riel Tache').split(),
    'CANT': 'Street Avenue Drive Crescent Road Bay Way Place'.split(),
    'USA': ('Maple Oak Pine Cedar Elm Washington Lincoln Jefferson Madison Franklin Park Lake Hill '
            'Sunset Ridge Walnut Chestnut Spruce Hickory Magnolia Cottonwood Mesquite Saguaro Juniper').split(),
    'USAPRE': ['N', 'S', 'E', 'W', '', '', '', ''],
    'USAT': 'St Ave Rd Dr Blvd Ln Ct Way Pl Cir'.split(),
}

UK_INWARD = 'ABDEFGHJLNPQRSTUWXYZ'


def pick_town(rng, cc):
    return rng.choice(TOWNS[cc])


def street(rng, cc):
    n = rng.randint(1, 214)
    if cc in ('ENG', 'SCO', 'WAL', 'NIR'):
        if cc == 'WAL' and rng.random() < 0.35:
            s = '%d %s' % (n, rng.choice(STREETS['WELSH']))
        else:
            types = STREETS['SCOT'] if cc == 'SCO' else STREETS['UKT']
            s = '%d %s %s' % (n, rng.choice(STREETS['UK']), rng.choice(types))
        if rng.random() < 0.18:
            s = 'Flat %d%s, %s' % (rng.randint(1, 12), rng.choice(['', '', 'A', 'B']), s)
        return s
    if cc == 'IRL':
        s = '%d %s' % (rng.randint(1, 96), rng.choice(STREETS['IRL']))
        if rng.random() < 0.15:
            s = 'Apt %d, %s' % (rng.randint(1, 30), s)
        return s
    if cc == 'AUS':
        s = '%d %s %s' % (n, rng.choice(STREETS['AUS']), rng.choice(STREETS['AUST']))
        if rng.random() < 0.25:
            s = '%d/%s' % (rng.randint(1, 12), s)
        return s
    if cc == 'NZL':
        s = '%d %s %s' % (n, rng.choice(STREETS['NZL']), rng.choice(STREETS['NZLT']))
        if rng.random() < 0.2:
            s = '%d/%s' % (rng.randint(1, 8), s) if rng.random() < 0.5 else 'Flat %d, %s' % (rng.randint(1, 6), s)
        return s
    if cc == 'CAN':
        s = '%d %s %s' % (rng.randint(10, 2900), rng.choice(STREETS['CAN']), rng.choice(STREETS['CANT']))
        if rng.random() < 0.2:
            s = 'Unit %d, %s' % (rng.randint(101, 412), s)
        return s
    pre = rng.choice(STREETS['USAPRE'])
    s = '%d %s%s %s' % (rng.randint(100, 9800), pre + ' ' if pre else '', rng.choice(STREETS['USA']),
                         rng.choice(STREETS['USAT']))
    if rng.random() < 0.25:
        s += ', Apt %d%s' % (rng.randint(1, 30), rng.choice(['', 'A', 'B', 'C']))
    return s


def postcode(rng, cc, town):
    key = town[2]
    if cc in ('ENG', 'SCO', 'WAL', 'NIR'):
        out = key if any(ch.isdigit() for ch in key) else '%s%d' % (key, rng.randint(1, 19))
        return '%s %d%s' % (out, rng.randint(1, 9), letters(rng, 2, UK_INWARD))
    if cc == 'IRL':
        return '%s %s' % (key, ''.join(rng.choice('ACDEFHKNPRTVWXY0123456789') for _ in range(4)))
    if cc in ('AUS', 'NZL'):
        return key
    if cc == 'CAN':
        return '%s %d%s%d' % (key, rng.randint(0, 9), rng.choice('ABCEGHJKLMNPRSTVWXYZ'), rng.randint(0, 9))
    return '%s%s' % (key, digits(rng, 2))


def phone(rng, cc, town, kind='land'):
    """Fictional telephone number; every one contains 555."""
    area = town[3]
    if cc in ('ENG', 'SCO', 'WAL'):
        if kind == 'mobile':
            return rng.choice(['07%s %s', '07%s%s']) % (digits(rng, 3), '555' + digits(rng, 3))
        if len(area) == 3:
            return '%s %s 5%s' % (area, '2' + digits(rng, 1) + '55', digits(rng, 3))
        if len(area) == 4:
            return '%s 555 %s' % (area, digits(rng, 4))
        return '%s %s' % (area, '555' + digits(rng, 3))
    if cc == 'NIR':
        if kind == 'mobile':
            return '07%s 555%s' % (digits(rng, 3), digits(rng, 3))
        return '028 %s55 5%s' % (rng.choice(['90', '91', '71', '30', '92', '25', '82', '66', '38']), digits(rng, 3))
    if cc == 'IRL':
        if kind == 'mobile':
            return '08%s 555 %s' % (rng.choice('35679'), digits(rng, 4))
        return rng.choice(['%s 555 %s', '(%s) 555 %s', '%s-555%s']) % (area, digits(rng, 4))
    if cc == 'AUS':
        if kind == 'mobile':
            return '04%s 555 %s' % (digits(rng, 2), digits(rng, 3))
        return rng.choice(['(%s) 5550 %s', '%s 5550 %s']) % (area, digits(rng, 4))
    if cc == 'NZL':
        if kind == 'mobile':
            return '02%s 555 %s' % (rng.choice('1279'), digits(rng, 4))
        return rng.choice(['(%s) 555 %s', '%s 555 %s']) % (area, digits(rng, 4))
    num = digits(rng, 4)
    if kind == 'mobile' or rng.random() < 0.5:
        area2 = area
    else:
        area2 = area
    return rng.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s']) % (area2, num)


def extension(rng):
    return rng.choice([' ext. %s', ' ext %s', ' x%s', ' Ext. %s']) % digits(rng, rng.choice([3, 4, 5]))


def pager(rng):
    """Short bleep / pager numbers, all containing 555."""
    return rng.choice(['555%s' % digits(rng, 1), '555%s' % digits(rng, 2),
                       '%s555' % rng.randint(1, 9), '555-%s' % digits(rng, 4)])


def ascii_fold(s):
    s = s.replace('Ł', 'L').replace('ł', 'l').replace('ı', 'i')
    return ''.join(ch for ch in unicodedata.normalize('NFKD', s) if not unicodedata.combining(ch))


def slug(s):
    s = ascii_fold(s).lower()
    return ''.join(ch for ch in s if ch.isalnum())
