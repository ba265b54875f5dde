"""Identifier, contact and date formatters. Every contact value is fictional:
phones, faxes, pagers and extensions contain 555; e-mail and web hosts are
example.com/.org/.net; IP addresses are private; SSN-like numbers start with 9."""

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
AN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
         'September', 'October', 'November', 'December']
WD = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
WEEKDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def dg(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n, alpha=UP):
    return ''.join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- dates
def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == 'dmy':
        return '%02d/%02d/%d' % (dd, mm, yy)
    if style == 'dmy2':
        return '%02d/%02d/%02d' % (dd, mm, yy % 100)
    if style == 'dmy_s':
        return '%d/%d/%d' % (dd, mm, yy)
    if style == 'mdy':
        return '%02d/%02d/%d' % (mm, dd, yy)
    if style == 'mdy_s':
        return '%d/%d/%02d' % (mm, dd, yy % 100)
    if style == 'iso':
        return d.isoformat()
    if style == 'dMy':
        return '%02d-%s-%d' % (dd, MON[mm - 1], yy)
    if style == 'dMony':
        return '%d %s %d' % (dd, MON[mm - 1], yy)
    if style == 'dMonthy':
        return '%d %s %d' % (dd, MONTH[mm - 1], yy)
    if style == 'Mdy':
        return '%s %d, %d' % (MONTH[mm - 1], dd, yy)
    if style == 'dot':
        return '%02d.%02d.%d' % (dd, mm, yy)
    if style == 'wd_dmy':
        return '%s %02d/%02d/%d' % (WD[d.weekday()], dd, mm, yy)
    if style == 'wd_mdy':
        return '%s %d/%d' % (WD[d.weekday()], mm, dd)
    if style == 'wd_long':
        return '%s %d %s %d' % (WEEKDAY[d.weekday()], dd, MONTH[mm - 1], yy)
    if style == 'wd_long_us':
        return '%s, %s %d, %d' % (WEEKDAY[d.weekday()], MONTH[mm - 1], dd, yy)
    if style == 'dm':
        return '%02d/%02d' % (dd, mm)
    if style == 'md':
        return '%d/%d' % (mm, dd)
    if style == 'dMon':
        return '%d %s' % (dd, MON[mm - 1])
    if style == 'Monthy':
        return '%s %d' % (MONTH[mm - 1], yy)
    if style == 'y':
        return str(yy)
    if style == 'weekday':
        return WEEKDAY[d.weekday()]
    raise ValueError(style)


DSTYLES = {'GB': ['dmy', 'dmy', 'dMony', 'dMy', 'dMonthy'],
           'IE': ['dmy', 'dmy', 'dMony', 'dMonthy'],
           'AU': ['dmy', 'dmy_s', 'dMony'], 'NZ': ['dmy', 'dmy_s', 'dMony'],
           'CA': ['iso', 'dMony', 'Mdy', 'iso'], 'US': ['mdy', 'mdy', 'Mdy', 'mdy_s']}
SHORT = {'GB': 'dm', 'IE': 'dm', 'AU': 'dm', 'NZ': 'dm', 'CA': 'dMon', 'US': 'md'}

# ---------------------------------------------------------------- phones
GB_AREA = ['01539', '01768', '01228', '01278', '01935', '01872', '01271', '01947', '01756',
           '01653', '01584', '01304', '01354', '01434', '0118', '0161', '01772', '01522',
           '01603', '01473', '01874', '01970', '01631', '01955', '01397', '01305', '01793']
IE_AREA = ['065', '066', '071', '090', '044', '046', '041', '042', '056', '053', '074', '094',
           '052', '057', '045', '01']
AREA = {'US': ['406', '928', '218', '828', '541', '802', '208', '478', '937', '309', '918',
               '417', '701', '307', '605', '505', '207', '801'],
        'CA': ['250', '403', '506', '705', '613', '519', '807', '819', '204', '306', '902']}


def phone(rng, cc, kind='land'):
    r = rng.random()
    if cc == 'GB':
        if kind == 'mobile':
            pre = '07' + rng.choice(['700', '711', '824', '931', '456', '392', '583'])
            return pre + (' 555' + dg(rng, 3) if r < 0.6 else ' 555 ' + dg(rng, 3))
        code = rng.choice(GB_AREA)
        if len(code) == 4:
            return '%s 555 %s' % (code, dg(rng, 4))
        return '%s 555%s' % (code, dg(rng, 3)) if r < 0.5 else '%s 555 %s' % (code, dg(rng, 3))
    if cc == 'IE':
        if kind == 'mobile':
            pre = '08' + rng.choice('35679')
            if r < 0.2:
                return '+353 %s 555 %s' % (pre[1:], dg(rng, 4))
            return '%s 555 %s' % (pre, dg(rng, 4)) if r < 0.7 else '%s-555-%s' % (pre, dg(rng, 4))
        code = rng.choice(IE_AREA)
        return '(%s) 555 %s' % (code, dg(rng, 4)) if r < 0.5 else '%s 555 %s' % (code, dg(rng, 4))
    if cc == 'AU':
        if kind == 'mobile':
            return '04%s 555 %s' % (dg(rng, 2), dg(rng, 3))
        return '(0%s) 555%s %s' % (rng.choice('2378'), dg(rng, 1), dg(rng, 4))
    if cc == 'NZ':
        if kind == 'mobile':
            return '02%s 555 %s' % (rng.choice('127'), dg(rng, 4))
        return '(0%s) 555 %s' % (rng.choice('34679'), dg(rng, 4))
    area = rng.choice(AREA[cc])
    if r < 0.5:
        return '(%s) 555-%s' % (area, dg(rng, 4))
    if r < 0.85:
        return '%s-555-%s' % (area, dg(rng, 4))
    return '%s.555.%s' % (area, dg(rng, 4))


def ext(rng):
    return rng.choice([' ext 555', ' ext. 555', ' x555', ' extn 555']) + dg(rng, 1)


def bleep(rng):
    return rng.choice(['555' + dg(rng, 1), dg(rng, 1) + '555', '555' + dg(rng, 2)])


# ---------------------------------------------------------------- e-mail, web, ip
DOMAINS = ['example.com', 'example.org', 'example.net']


def clean(s):
    return ''.join(ch for ch in s.lower() if ch.isalnum())


def email(rng, first, last):
    f, l = clean(first), clean(last)
    local = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[:1], l), '%s_%s%s' % (f, l, dg(rng, 2)),
                        '%s.%s%s' % (l, f[:1], dg(rng, 1))])
    return '%s@%s' % (local, rng.choice(DOMAINS))


def org_email(rng, stem, role):
    return '%s.%s@%s' % (role, clean(stem), rng.choice(DOMAINS))


def url(rng, path):
    host = rng.choice(['www.example.org', 'www.example.net', 'example.com', 'www.example.com'])
    pre = rng.choice(['', 'https://', 'https://', 'http://'])
    return '%s%s/%s' % (pre, host, path)


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r < 0.7:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- health identifiers
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        c = 11 - sum(d[i] * (10 - i) for i in range(9)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s = ''.join(map(str, d + [c]))
        return '%s %s %s' % (s[:3], s[3:6], s[6:])


def chi_number(rng, dob):
    return '%02d%02d%02d%s' % (dob.day, dob.month, dob.year % 100, dg(rng, 4))


def national_id(rng, cc, dob, scot=False):
    """(label, value) of the national health-system number."""
    if cc == 'GB':
        return ('CHI', chi_number(rng, dob)) if scot else ('NHS No', nhs_number(rng))
    if cc == 'IE':
        return rng.choice([('IHI', dg(rng, 10)), ('GMS No', dg(rng, 7) + lt(rng, 1)),
                           ('Medical Card No', dg(rng, 8))])
    if cc == 'AU':
        return ('Medicare', '%s %s %s' % (rng.choice('2345') + dg(rng, 3), dg(rng, 5), dg(rng, 1)))
    if cc == 'NZ':
        return ('NHI', lt(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + dg(rng, 4))
    if cc == 'CA':
        return rng.choice([('OHIP', '%s-%s-%s-%s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))),
                           ('PHN', '9%s %s %s' % (dg(rng, 3), dg(rng, 3), dg(rng, 3))),
                           ('AHCIP', '%s-%s' % (dg(rng, 5), dg(rng, 4)))])
    return ('Member ID', lt(rng, 3) + dg(rng, 6 + rng.randrange(3)))


def ca_health_card(rng, prov, last, first, dob):
    """provincial health card (label, value)"""
    if prov == 'ON':
        return 'OHIP', '%s-%s-%s-%s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))
    if prov == 'BC':
        return 'PHN', '9%s %s %s' % (dg(rng, 3), dg(rng, 3), dg(rng, 3))
    if prov == 'AB':
        return 'AHCIP', '%s-%s' % (dg(rng, 5), dg(rng, 4))
    if prov == 'QC':
        l3 = (clean(last) + 'xxx')[:3].upper()
        return 'RAMQ', '%s%s %02d%02d %02d%s' % (l3, clean(first)[:1].upper(), dob.year % 100, dob.month,
                                                  dob.day, dg(rng, 2))
    return 'Health card', dg(rng, 9 + rng.randrange(2))


def mrn(rng, cc):
    if cc == 'GB':
        return rng.choice([lt(rng, 1) + dg(rng, 6), 'RX' + dg(rng, 7), dg(rng, 8), 'M' + dg(rng, 7)])
    if cc == 'IE':
        return rng.choice([dg(rng, 7), '00' + dg(rng, 6)])
    if cc == 'AU':
        return rng.choice([dg(rng, 6), dg(rng, 7)])
    if cc == 'NZ':
        return 'A' + dg(rng, 6)
    return rng.choice([dg(rng, 8), '00' + dg(rng, 6), 'E' + dg(rng, 7)])


MRN_LABEL = {'GB': ['Hosp No', 'Hospital No', 'MRN', 'Unit No', 'PAS No'],
             'IE': ['MRN', 'Hospital No', 'Chart No'], 'AU': ['UR', 'UR No', 'MRN'],
             'NZ': ['Local ID', 'Patient No'], 'CA': ['MRN', 'Chart #'], 'US': ['MRN', 'Chart#']}


def attendance(rng, cc, d):
    if cc == 'GB':
        return rng.choice(['A%02d%02d/%s' % (d.year % 100, d.month, dg(rng, 4)),
                           'ATT-%s' % dg(rng, 7), 'UTC%s' % dg(rng, 6)])
    if cc in ('IE', 'AU', 'NZ'):
        return rng.choice(['%s-%s' % (dg(rng, 2), dg(rng, 6)), 'EPI%s' % dg(rng, 7), dg(rng, 9)])
    return rng.choice(['ENC%s' % dg(rng, 7), '%s-%s' % (dg(rng, 4), dg(rng, 4)), 'V' + dg(rng, 8)])


def health_plan_extra(rng, cc):
    """insurer or compensation scheme number (label, value)"""
    if cc == 'US':
        return rng.choice([('Group #', 'GRP' + dg(rng, 5)), ('Policy #', lt(rng, 2) + dg(rng, 8))])
    if cc == 'NZ':
        return ('ACC claim no', lt(rng, 2) + dg(rng, 8))
    if cc == 'CA':
        return ('WSIB claim #', dg(rng, 8))
    if cc == 'AU':
        return rng.choice([('WorkCover claim', 'WC' + dg(rng, 7)), ('DVA file no', 'N' + lt(rng, 1) + dg(rng, 6))])
    if cc == 'IE':
        return rng.choice([('Health insurer member no', dg(rng, 9)), ('Private policy no', 'LH' + dg(rng, 7))])
    return ('Insurer ref', lt(rng, 3) + dg(rng, 7))


def ssn(rng, cc):
    if cc == 'US':
        return '9%s-%s-%s' % (dg(rng, 2), dg(rng, 2), dg(rng, 4))
    if cc == 'CA':
        return '9%s %s %s' % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if cc == 'IE':
        return '9%s%s' % (dg(rng, 6), rng.choice(['A', 'B', 'T', 'W', 'TA', 'FA']))
    return '000' + dg(rng, 6)


SSN_LABEL = {'US': 'SSN', 'CA': 'SIN', 'IE': 'PPSN', 'GB': 'Ref', 'AU': 'Ref', 'NZ': 'Ref'}


# ---------------------------------------------------------------- licences
def licence(rng, cc, role):
    nurse = role in ('nurse', 'np')
    if cc == 'GB':
        if nurse:
            return 'NMC PIN', '%s%s%s%s' % (dg(rng, 2), lt(rng, 1), dg(rng, 4), lt(rng, 1, 'ACEY'))
        if role == 'para':
            return 'HCPC', 'PA' + dg(rng, 5)
        if role == 'rad':
            return 'HCPC', 'RA' + dg(rng, 5)
        return 'GMC', dg(rng, 7)
    if cc == 'IE':
        return ('NMBI PIN', dg(rng, 6)) if nurse else ('IMC', dg(rng, 6))
    if cc == 'AU':
        return 'AHPRA', ('NMW' if nurse else 'MED') + '000' + dg(rng, 7)
    if cc == 'NZ':
        return ('NCNZ', dg(rng, 6)) if nurse else ('MCNZ', dg(rng, 5))
    if cc == 'CA':
        return ('CNO #', dg(rng, 7)) if nurse else ('CPSO #', dg(rng, 5))
    if role == 'md' and rng.random() < 0.5:
        return 'DEA', lt(rng, 2) + dg(rng, 7)
    return 'NPI', '1' + dg(rng, 9)


def driving_licence(rng, cc):
    if cc == 'US':
        return lt(rng, 1) + dg(rng, 7)
    if cc == 'CA':
        return '%s-%s-%s' % (lt(rng, 1) + dg(rng, 4), dg(rng, 5), dg(rng, 5))
    if cc == 'AU':
        return dg(rng, 9)
    if cc == 'IE':
        return dg(rng, 9)
    if cc == 'NZ':
        return lt(rng, 2) + dg(rng, 6)
    return lt(rng, 5, 'ABCDEFGHIJKLMNOPRSTUVWY') + dg(rng, 6) + lt(rng, 2) + dg(rng, 1) + lt(rng, 2)


# ---------------------------------------------------------------- devices, vehicles, biometrics
def device_serial(rng, kind):
    if kind == 'crutch':
        return rng.choice(['CR-%s' % dg(rng, 5), 'EQ%s' % dg(rng, 6), 'LOAN-%s' % dg(rng, 4)])
    if kind == 'boot':
        return '%s-%s-%s' % (lt(rng, 2), dg(rng, 2), dg(rng, 5))
    if kind == 'pacemaker':
        return lt(rng, 3) + dg(rng, 6)
    if kind == 'pump':
        return 'NG' + dg(rng, 7) + lt(rng, 1)
    if kind == 'cgm':
        return dg(rng, 1) + lt(rng, 3, AN) + dg(rng, 2) + lt(rng, 4, AN)
    if kind == 'hearing':
        return '%s-%s' % (dg(rng, 2), dg(rng, 6))
    if kind == 'pendant':
        return 'TC' + dg(rng, 7)
    return lt(rng, 2) + dg(rng, 8)


def plate(rng, cc):
    if cc == 'GB':
        return '%s%s %s' % (lt(rng, 2, 'ABCDEFGHKLMNOPRSVWY'), rng.choice(['19', '69', '20', '70', '21',
                                                                         '71', '22', '72', '23', '73', '14', '66']),
                            lt(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'))
    if cc == 'IE':
        return '%s-%s-%s' % (rng.choice(['191', '192', '201', '211', '221', '231', '152', '07']),
                             rng.choice(['C', 'G', 'L', 'KY', 'D', 'MO', 'WX', 'CE', 'TS', 'KE']),
                             dg(rng, 1 + rng.randrange(5)))
    if cc == 'AU':
        return rng.choice(['%s%s' % (lt(rng, 3), dg(rng, 3)), '1%s %s' % (lt(rng, 2), lt(rng, 2) + dg(rng, 1))])
    if cc == 'NZ':
        return lt(rng, 3) + dg(rng, 3)
    if cc == 'CA':
        return '%s %s' % (lt(rng, 4), dg(rng, 3))
    return dg(rng, 1) + lt(rng, 3) + dg(rng, 3)


def bioid(rng, kind='fp'):
    if kind == 'fp':
        return rng.choice(['FP-%s' % dg(rng, 5), 'FPT%s' % dg(rng, 6), 'BIO-%s-%s' % (dg(rng, 4), lt(rng, 1))])
    if kind == 'palm':
        return rng.choice(['PV-%s' % dg(rng, 7), dg(rng, 8)])
    return 'IR-%s' % dg(rng, 6)


def username(rng, first, last):
    f, l = clean(first), clean(last)
    return rng.choice(['%s%s' % (f[:1], l), '%s%s%s' % (f[:1], l, dg(rng, 1)), '%s.%s' % (f, l),
                       '%s%s' % (l[:6], f[:2]), ('%s%s' % (f[:1], l)).upper(), 'miu.%s%s' % (f[:1], l)])


def accession(rng, d):
    return rng.choice(['RAD%02d-%s' % (d.year % 100, dg(rng, 6)), 'XR%s' % dg(rng, 8),
                       'ACC-%s' % dg(rng, 7), '%s%s' % (lt(rng, 2), dg(rng, 7))])


def order_no(rng):
    return rng.choice(['ORD-%s' % dg(rng, 6), 'RQ%s' % dg(rng, 7), 'OCS%s' % dg(rng, 6)])


def case_ref(rng, d):
    return rng.choice(['SG-%02d-%s' % (d.year % 100, dg(rng, 5)), 'MASH%s' % dg(rng, 6),
                       'CP-%s' % dg(rng, 6), 'CS%s' % dg(rng, 7)])


def specimen(rng, d):
    return rng.choice(['%s%s' % (lt(rng, 1), dg(rng, 8)), 'MB%02d-%s' % (d.year % 100, dg(rng, 5))])
