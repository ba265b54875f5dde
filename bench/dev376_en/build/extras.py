"""Small optional sentences that carry rarer PHI types (siblings, holidays,
travel, school, vehicles, biometrics, devices) as builder item lists."""
from core import dig, let, plate, vin, bioid, serial, person, fdate, add_days, words, ip, username
import pools as PL

HOLIDAYS = {'UK': ['Christmas', 'Easter', 'Boxing Day', 'New Year'],
            'IE': ["St Patrick's Day", 'Christmas', 'Easter', 'New Year'],
            'US': ['Thanksgiving', 'Christmas', 'July 4th', 'Labor Day', 'Halloween'],
            'CA': ['Thanksgiving', 'Canada Day', 'Christmas', 'Victoria Day'],
            'AU': ['Christmas', 'Easter', 'Anzac Day', 'Australia Day'],
            'NZ': ['Christmas', 'Waitangi Day', 'Matariki', 'Easter']}
COMMON_HOL = ['Eid', 'Diwali', 'Lunar New Year', 'Hanukkah', 'Ramadan']
YEARGRP = {'UK': 'Year %d', 'IE': '%s Year', 'US': '%s grade', 'CA': 'Grade %d', 'AU': 'Year %d', 'NZ': 'Year %d'}


def holiday(c):
    r = c.r
    return ('DATE', r.choice(HOLIDAYS[c.country] + COMMON_HOL[:2] if r.random() < 0.85 else COMMON_HOL))


def holiday_line(c):
    r = c.r
    h = holiday(c)
    if h[1] == 'Ramadan':
        return ['Fasting during ', h, ' - appointment times and elastics wear discussed. ']
    return r.choice([['Keen to have appliances fitted before ', h, '. '],
                     ['Family away over ', h, ' - avoid booking then. '],
                     ['Asked whether brace can come off before ', h, '. '],
                     ['Would like photos/records done after ', h, '. ']])


def year_group(c):
    r = c.r
    a = max(c.age, 5)
    if c.country == 'US':
        g = max(1, min(12, a - 5))
        return '%d%s grade' % (g, {1: 'st', 2: 'nd', 3: 'rd'}.get(g, 'th'))
    if c.country == 'IE':
        return r.choice(['1st Year', '2nd Year', '3rd Year', 'Transition Year', '5th class', '6th class'])
    if c.country == 'CA':
        return 'Grade %d' % max(1, min(12, a - 5))
    return 'Year %d' % max(1, min(13, a - 4))


def school_line(c):
    r = c.r
    s = ('ORGANIZATION', c.school)
    return r.choice([['Attends ', s, ' (', year_group(c), '). '],
                     ['In ', year_group(c), ' at ', s, '. '],
                     ['School: ', s, '. '],
                     ['Pupil at ', s, ', plays for ', ('ORGANIZATION', c.club), '. ']])


def sibling_line(c):
    r = c.r
    sx = r.choice('FM')
    sib = person(r, c.country, sex=sx, last=c.pt.last)
    age = max(3, c.age + r.choice([-4, -3, -2, 2, 3, 5]))
    rel = ('sister' if sx == 'F' else 'brother')
    yr = ('DATE', str(c.visit.year - r.randint(1, 4)))
    k = r.randint(0, 2)
    if k == 0:
        return ['%s %s ' % ('Older' if age > c.age else 'Younger', rel), ('FAMILY', sib.fmt('f')), ' (',
                ('AGE', str(age)), ') was treated here in ', yr, '. ']
    if k == 1:
        return ['Sibling ', ('FAMILY', sib.fmt('full')), ', aged ', ('AGE', str(age)), ', also on our waiting list. ']
    return ['%s %s, ' % (c.his.capitalize(), rel), ('FAMILY', sib.fmt('f')), ', ', ('AGE', str(age)),
            r.choice([' yrs', ' years old', 'yo']), ', had a similar problem. ']


def travel_line(c):
    r = c.r
    co = ('COUNTRY', r.choice(PL.COUNTRY_NAMES))
    d1 = add_days(c.visit, r.randint(20, 90))
    d2 = add_days(d1, r.randint(14, 50))
    k = r.randint(0, 3)
    if k == 0:
        return ['Family travelling to ', co, ' ', c.D(d1), '-', c.D(d2), '; extra wax and spare modules given. ']
    if k == 1:
        return ['Moved from ', co, ' in ', ('DATE', str(c.visit.year - r.randint(1, 6))), '; previous records requested. ']
    if k == 2:
        return ['Will be in ', co, ' for ', r.choice(['6 weeks', '3 months', 'the summer']), ' from ', c.D(d1), '. ']
    return ['Born in ', co, '; ', r.choice(['interpreter not needed.', 'speaks English at school.', 'family bilingual.']), ' ']


def vehicle_line(c, kinds=(0, 1, 2, 3, 4)):
    r = c.r
    p = ('VEHICLE', plate(r, c.country))
    k = r.choice(kinds)
    if k == 0:
        return ['Disabled parking permit issued - vehicle reg ', p, '. ']
    if k == 1:
        return ['Escort ', c.FAM(c.fam, 'full'), ' (', c.rel, ') collecting by car, registration ', p, '. ']
    if k == 2:
        return ['Car park barrier exemption logged for plate ', p, '. ']
    if k == 3:
        return ['Injury: front-seat passenger in vehicle ', p, ' (RTC), airbag deployed. ']
    return ['Hospital transport declined; ', c.rel, ' driving (', r.choice(['VIN ', 'reg ']),
            ('VEHICLE', vin(r)) if r.random() < 0.3 else p, '). ']


def bio_line(c):
    r = c.r
    b = ('BIOID', bioid(r))
    k = r.randint(0, 3)
    if k == 0:
        return ['Identity confirmed at self check-in kiosk (palm-vein template ', b, '). ']
    if k == 1:
        return ['Caller verified by voice biometrics, voiceprint ID ', b, '. ']
    if k == 2:
        return ['Controlled drug cupboard opened by ', c.DR(c.nurse, 'full', title=False), ' (fingerprint ID ', b, '). ']
    return ['e-consent signature captured (biometric signature ref ', b, '). ']


def device_item(c, kind=None):
    r = c.r
    kind = kind or r.choice(['tad', 'rme', 'scanner', 'aligner', 'distractor', 'herbst'])
    s = serial(r)
    txt = {'tad': 'TAD 1.6 x 8 mm, serial ', 'rme': 'Hyrax expander screw, SN ',
           'scanner': 'intra-oral scanner serial ', 'aligner': 'aligner tray set serial ',
           'distractor': 'internal distractor SN ', 'herbst': 'Herbst arm set, SN '}[kind]
    return [txt, ('DEVICE', s)]


def room(c, kind=None):
    r = c.r
    kind = kind or r.choice(['Surgery', 'Surgery', 'Chair', 'Room', 'Bay', 'Clinic room'])
    v = str(r.randint(1, 14)) if kind != 'Room' else r.choice([str(r.randint(1, 30)), '%d.%02d' % (r.randint(1, 4), r.randint(1, 40)),
                                                               str(r.randint(1, 3)) + r.choice('ABC')])
    return [kind + ' ', ('LOCATION_OTHER', v)]


def landmark(c):
    from core import hospital_name
    return ('LOCATION_OTHER', hospital_name(c.r, c.country, 'landmark'))


def building(c):
    from core import hospital_name
    return ('LOCATION_OTHER', hospital_name(c.r, c.country, 'building'))


def portal_line(c):
    r = c.r
    u = ('URL', r.choice(['https://', 'https://', '']) + r.choice(['portal', 'scans', 'lab', 'referrals', 'images']) + '.' +
         r.choice(['example.com', 'example.org', 'example.net']) + '/' + r.choice(['case', 'upload', 'r', 'study']) + '/' + dig(r, 6))
    return r.choice([['Images uploaded to ', u, '. '], ['Scan link: ', u, '\n'], ['See ', u, ' for the 3D models. ']])


def username_item(c, p=None):
    return ('USERNAME', username(c.r, p or c.clerk))


def ip_item(c):
    return ('IPADDR', ip(c.r))
