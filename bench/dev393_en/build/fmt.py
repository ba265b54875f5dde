"""Formatters for dates, contacts and identifiers (country aware, all fictional).

Every phone, fax and pager value contains 555; e-mail and web hosts are under
example.com / example.org / example.net; IP addresses are private; SSN-like
values start with 9 or 000.
"""
import datetime

MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
         'September', 'October', 'November', 'December']
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WDS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

LONG_STYLES = {
    'UK': ['dmy', 'dmy', 'dmy', 'd_mon_y', 'd_month_y', 'd_mon_y_dash', 'dmy2'],
    'IE': ['dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dmyd', 'dmy2'],
    'AU': ['dmy', 'dmy', 'd_mon_y', 'dmy2', 'd_month_y'],
    'NZ': ['dmy', 'd_mon_y', 'dmyd', 'd_month_y', 'dmy2'],
    'CA': ['iso', 'iso', 'mon_d_y', 'dmy', 'month_d_y', 'd_mon_y'],
    'US': ['mdy', 'mdy', 'mdy_nopad', 'mon_d_y', 'month_d_y', 'mdy2'],
}
SHORT_STYLES = {
    'UK': ['d_mon', 'dm', 'wd_d_mon', 'd_month'], 'IE': ['d_mon', 'dm', 'wd_d_mon', 'd_month'],
    'AU': ['d_mon', 'dm', 'wd_dm'], 'NZ': ['d_mon', 'dm', 'wd_d_mon'],
    'CA': ['mon_d', 'd_mon', 'wd_mon_d'], 'US': ['md', 'mon_d', 'wd_md'],
}


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == 'dmy':
        return '%02d/%02d/%04d' % (dd, mm, yy)
    if style == 'dmy2':
        return '%02d/%02d/%02d' % (dd, mm, yy % 100)
    if style == 'dmyd':
        return '%02d.%02d.%04d' % (dd, mm, yy)
    if style == 'dmy_nopad':
        return '%d/%d/%04d' % (dd, mm, yy)
    if style == 'mdy':
        return '%02d/%02d/%04d' % (mm, dd, yy)
    if style == 'mdy_nopad':
        return '%d/%d/%04d' % (mm, dd, yy)
    if style == 'mdy2':
        return '%d/%d/%02d' % (mm, dd, yy % 100)
    if style == 'iso':
        return '%04d-%02d-%02d' % (yy, mm, dd)
    if style == 'd_mon_y':
        return '%d %s %04d' % (dd, MON[mm - 1], yy)
    if style == 'd_month_y':
        return '%d %s %04d' % (dd, MONTH[mm - 1], yy)
    if style == 'd_mon_y_dash':
        return '%02d-%s-%04d' % (dd, MON[mm - 1], yy)
    if style == 'd_mon_yy_dash':
        return '%02d-%s-%02d' % (dd, MON[mm - 1], yy % 100)
    if style == 'DMONY':
        return '%02d%s%04d' % (dd, MON[mm - 1].upper(), yy)
    if style == 'mon_d_y':
        return '%s %d, %04d' % (MON[mm - 1], dd, yy)
    if style == 'month_d_y':
        return '%s %d, %04d' % (MONTH[mm - 1], dd, yy)
    if style == 'd_mon':
        return '%d %s' % (dd, MON[mm - 1])
    if style == 'd_month':
        return '%d %s' % (dd, MONTH[mm - 1])
    if style == 'mon_d':
        return '%s %d' % (MON[mm - 1], dd)
    if style == 'dm':
        return '%d/%d' % (dd, mm)
    if style == 'md':
        return '%d/%d' % (mm, dd)
    if style == 'wd_d_mon':
        return '%s %d %s' % (WDS[d.weekday()], dd, MON[mm - 1])
    if style == 'wd_dm':
        return '%s %d/%d' % (WDS[d.weekday()], dd, mm)
    if style == 'wd_md':
        return '%s %d/%d' % (WDS[d.weekday()], mm, dd)
    if style == 'wd_mon_d':
        return '%s, %s %d' % (WD[d.weekday()], MON[mm - 1], dd)
    if style == 'wd_dmy':
        return '%s %02d/%02d/%04d' % (WD[d.weekday()], dd, mm, yy)
    if style == 'month_y':
        return '%s %04d' % (MONTH[mm - 1], yy)
    if style == 'mon_y':
        return '%s %04d' % (MON[mm - 1], yy)
    if style == 'mm_yyyy':
        return '%02d/%04d' % (mm, yy)
    if style == 'y':
        return '%04d' % yy
    if style == 'month':
        return MONTH[mm - 1]
    if style == 'wd':
        return WD[d.weekday()]
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def digits(rng, n):
    return ''.join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- contacts
UK_AREAS = ['0113', '0161', '0114', '0117', '0121', '01274', '01484', '01254', '0191', '01392',
            '01752', '029', '028', '0131', '0141', '01224', '01282', '01422', '01226', '01942']
AU_AREAS = ['02', '03', '07', '08']
NZ_AREAS = ['03', '04', '06', '07', '09']
NA_AREAS = ['416', '705', '807', '604', '250', '403', '306', '204', '506', '902', '709',
            '570', '304', '937', '419', '810', '219', '859', '865', '205', '918', '318',
            '559', '719', '207', '508', '814', '330']


def phone(rng, country, kind='land'):
    c = country
    if c == 'UK':
        if kind == 'mob':
            return '07%s 555%s' % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(UK_AREAS)
        return rng.choice(['%s 555 %s', '%s 555%s', '(%s) 555 %s']) % (a, '0' + digits(rng, 3))
    if c == 'IE':
        if kind == 'mob':
            return '08%s 555 %s' % (rng.choice('35679'), digits(rng, 4))
        a = rng.choice(['021', '01', '091', '061', '051', '066', '071', '090', '046', '074'])
        return rng.choice(['%s 555 %s', '(%s) 555 %s', '%s-555%s']) % (a, digits(rng, 4))
    if c == 'AU':
        if kind == 'mob':
            return '04%s 555 %s' % (digits(rng, 2), digits(rng, 3))
        return rng.choice(['(%s) 5550 %s', '%s 5550 %s']) % (rng.choice(AU_AREAS), digits(rng, 4))
    if c == 'NZ':
        if kind == 'mob':
            return '02%s 555 %s' % (rng.choice('127'), digits(rng, 4))
        return rng.choice(['(%s) 555 %s', '%s 555 %s', '%s-555-%s']) % (rng.choice(NZ_AREAS),
                                                                          digits(rng, 4))
    a = rng.choice(NA_AREAS)
    tail = '01' + digits(rng, 2)
    return rng.choice(['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '(%s) 555-%s']) % (a, tail)


def with_ext(rng, num):
    return num + rng.choice([' ext %s', ' ext. %s', ' x%s', ' Ext %s']) % digits(rng, 4)


def pager(rng):
    return rng.choice(['555%s' % digits(rng, 1), '555%s' % digits(rng, 2), '555-%s' % digits(rng, 3),
                       '#555%s' % digits(rng, 1)]).lstrip('#')


def slug(s):
    out = []
    for ch in s.lower():
        if 'a' <= ch <= 'z' or '0' <= ch <= '9':
            out.append(ch)
        elif ch in ' -':
            out.append('-')
    return ''.join(out).strip('-').replace('--', '-')


ASCII = {'á': 'a', 'é': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u', 'ł': 'l', 'ś': 's', 'ü': 'u',
         'ô': 'o', 'è': 'e', 'ā': 'a', 'č': 'c', "'": '', ' ': ''}


def asciify(s):
    return ''.join(ASCII.get(ch, ch) for ch in s.lower())


def email_person(rng, first, last, kind='staff'):
    f, l = asciify(first).replace('-', ''), asciify(last).replace('-', '')
    if kind == 'staff':
        user = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s.%s' % (f[0], l),
                           '%s_%s' % (f, l)])
        dom = rng.choice(['nhs.example.net', 'health.example.org', 'example.org', 'hse.example.net',
                          'crt.example.org', 'resp.example.com', 'example.net'])
    else:
        user = rng.choice(['%s.%s%s' % (f, l, digits(rng, 2)), '%s%s' % (f, digits(rng, 2)),
                           '%s%s%s' % (f[0], l, digits(rng, 4)), '%s_%s' % (l, f)])
        dom = rng.choice(['example.com', 'mail.example.com', 'example.net', 'inbox.example.org'])
    return '%s@%s' % (user, dom)


def team_email(rng, word):
    return '%s@%s' % (word, rng.choice(['nhs.example.net', 'health.example.org', 'example.org',
                                        'hse.example.net', 'example.com']))


def url(rng, kind):
    host = rng.choice(['www.example.org', 'portal.example.com', 'breathe.example.net',
                       'www.example.net', 'lunghealth.example.org', 'example.com'])
    path = {'plan': ['copd-plan', 'my-plan', 'rescue-pack', 'action-plan/%s' % digits(rng, 5)],
            'video': ['inhaler-videos', 'videos/ellipta', 'videos/spacer-technique', 'how-to/mdi'],
            'rehab': ['pulmonary-rehab', 'rehab/home-programme', 'pr/exercises?id=%s' % digits(rng, 4)],
            'portal': ['login', 'patient/%s' % digits(rng, 6), 'dashboard?pt=%s' % digits(rng, 5)],
            'o2': ['oxygen-safety', 'home-oxygen/fire-safety', 'o2/order/%s' % digits(rng, 5)],
            }[kind]
    u = '%s/%s' % (host, rng.choice(path))
    if rng.random() < 0.4:
        u = 'https://' + u
    return u


def ip_private(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    c = country
    if c == 'UK':
        return rng.choice(['K%s' % digits(rng, 7), 'RX%s' % digits(rng, 6), 'M%s' % digits(rng, 6),
                           '%s%s' % (letters(rng, 1), digits(rng, 6))])
    if c == 'IE':
        return rng.choice([digits(rng, 7), '0%s' % digits(rng, 6), 'H%s' % digits(rng, 6)])
    if c == 'AU':
        return rng.choice([digits(rng, 7), 'UR%s' % digits(rng, 6), digits(rng, 6)])
    if c == 'NZ':
        return '%s%s' % (letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ'), digits(rng, 4))
    if c == 'CA':
        return rng.choice(['M%s' % digits(rng, 7), digits(rng, 8), 'H%s-%s' % (digits(rng, 5), digits(rng, 2))])
    return rng.choice([digits(rng, 8), 'E%s' % digits(rng, 7), '%s-%s' % (digits(rng, 3), digits(rng, 5))])


def nhs_number(rng):
    return '%s %s %s' % (str(rng.randint(4, 7)) + digits(rng, 2), digits(rng, 3), digits(rng, 4))


def chi_number(rng, dob):
    return '%02d%02d%02d%s' % (dob.day, dob.month, dob.year % 100, digits(rng, 4))


def healthplan(rng, country):
    c = country
    if c == 'AU':
        return rng.choice(['%s %s %s' % (str(rng.randint(2, 6)) + digits(rng, 3), digits(rng, 5),
                                         digits(rng, 1)),
                           '%s%s' % (str(rng.randint(2, 6)), digits(rng, 9))])
    if c == 'CA':
        return rng.choice(['%s-%s-%s-%s' % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                            letters(rng, 2)),
                           '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    if c == 'US':
        return rng.choice(['%s%s%s%s-%s%s%s-%s%s%s%s' % (
            rng.randint(1, 9), letters(rng, 1), letters(rng, 1) if rng.random() < .5 else digits(rng, 1),
            digits(rng, 1), letters(rng, 1), letters(rng, 1), digits(rng, 1), letters(rng, 1),
            letters(rng, 1), digits(rng, 1), digits(rng, 1)),
            '%s%s' % (letters(rng, 3), digits(rng, 6)), 'W%s' % digits(rng, 9)])
    if c == 'IE':
        return rng.choice(['%s%s' % (digits(rng, 7), letters(rng, 1)), 'GMS %s' % digits(rng, 6)]).replace('GMS ', '')
    if c == 'NZ':
        return '%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return 'HHA-%s-%s' % (digits(rng, 6), digits(rng, 2))


def ssn(rng, country):
    if country == 'CA':
        return '9%s %s %s' % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == 'IE':
        return '9%s%s' % (digits(rng, 6), letters(rng, 1, 'ABCDEFGHKLMNPRTVWX'))
    if rng.random() < 0.8:
        return '9%s-%s-%s' % (digits(rng, 2), rng.choice(['70', '71', '72', '78', '80', '88', '90']),
                              digits(rng, 4))
    return '000-%s-%s' % (digits(rng, 2), digits(rng, 4))


def licence(rng, country, role):
    c = country
    doc = role in ('cons', 'gp', 'reg')
    if c == 'UK':
        if doc:
            return 'GMC', digits(rng, 7)
        if role in ('physio', 'ot', 'physiol'):
            return 'HCPC', rng.choice(['PH', 'OT', 'CS']) + digits(rng, 6)
        return 'NMC PIN', '%s%s%s%s' % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
    if c == 'IE':
        if doc:
            return 'IMC', digits(rng, 6)
        if role in ('physio', 'ot'):
            return 'CORU', rng.choice(['PT', 'OT']) + '0' + digits(rng, 5)
        return 'NMBI PIN', digits(rng, 6)
    if c == 'AU':
        pref = 'MED' if doc else ('PHY' if role == 'physio' else 'NMW')
        return 'AHPRA', pref + '000' + digits(rng, 7)
    if c == 'NZ':
        return ('MCNZ' if doc else 'APC'), digits(rng, 5)
    if c == 'CA':
        if doc:
            return 'CPSO #', digits(rng, 5)
        return 'Reg.', digits(rng, 6)
    if doc:
        return 'NPI', '1' + digits(rng, 9)
    return 'Lic.', '%s%s' % (rng.choice(['RN', 'RRT', 'RT']), digits(rng, 6))


def plate(rng, country):
    c = country
    if c == 'UK':
        return '%s%02d %s' % (letters(rng, 2, 'ABCDEFGHKLMNOPRSTVWY'), rng.choice([17, 18, 19, 66, 67, 68, 69, 70, 21, 71, 22, 72, 14, 64]),
                              letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if c == 'IE':
        return '%s-%s-%s' % (rng.choice(['191', '201', '182', '211', '222', '08', '12', '161']),
                             rng.choice(['D', 'C', 'G', 'L', 'KY', 'LK', 'SO', 'WD', 'MH', 'LH']),
                             digits(rng, rng.randint(3, 5)))
    if c == 'AU':
        return rng.choice(['%s-%s' % (letters(rng, 3), digits(rng, 3)),
                           '%s%s%s' % (digits(rng, 1), letters(rng, 3), digits(rng, 2)),
                           '%s %s' % (letters(rng, 3), digits(rng, 3))])
    if c == 'NZ':
        return '%s%s' % (letters(rng, 3), digits(rng, 3))
    if c == 'CA':
        return '%s %s' % (letters(rng, 4), digits(rng, 3))
    return '%s%s%s' % (digits(rng, 1), letters(rng, 3), digits(rng, 3))


def serial(rng, kind):
    pre = {'conc': ['AF', 'CX', 'OC', 'NS', 'EV'], 'neb': ['NEB-', 'NB', 'PN'],
           'tab': ['TH-', 'TAB', 'HB-'], 'ox': ['OX', 'PO-', 'SPO'], 'spiro': ['SP', 'VT', 'ES'],
           'niv': ['NV', 'BP-', 'RS'], 'dial': ['IC-', 'ICD'], 'hub': ['HUB-', 'GW']}[kind]
    return rng.choice(pre) + rng.choice([digits(rng, 7), '%s-%s' % (digits(rng, 4), digits(rng, 4)),
                                         letters(rng, 2) + digits(rng, 5)])
