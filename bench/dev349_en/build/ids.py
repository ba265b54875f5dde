"""Identifier, contact, organisation and address values for a case."""
import unicodedata
import geo
import pools
from geo import rd, rl, UP


def ascii_slug(s):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode()
    return ''.join(ch for ch in s.lower() if ch.isalnum())


DOC = ('edr', 'cons', 'gp')
NURSE = ('nurse', 'wn', 'sg', 'mw', 'hv')

STAFF_DOMAIN = {
    'GB': ['nhs.example.net', '{h}.nhs.example.org'], 'IE': ['hse.example.org', '{h}.example.org'],
    'US': ['{h}.example.org', '{h}health.example.org'], 'CA': ['{h}.example.net', 'health.example.net'],
    'AU': ['health.example.org', '{h}.lhd.example.org'], 'NZ': ['hnz.example.org', '{h}.example.net'],
}
POLICE_DOMAIN = ['police.example.net', 'constabulary.example.org', 'police.example.org']
SOCIAL_DOMAIN = ['socialcare.example.org', 'council.example.org', 'asc.example.net']
PERSONAL_DOMAIN = ['example.com', 'mail.example.com', 'example.net', 'inbox.example.org']


def hslug(c):
    w = [ascii_slug(x) for x in c.v['hosp'].split() if x not in ('St', 'St.')]
    return w[0] + ''.join(x[0] for x in w[1:] if x)


def email(c, pid, p):
    R = c.R
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    if pid in ('pt', 'pp', 'f1', 'f2') or pid.startswith('ch'):
        u = R.choice(['%s.%s%s' % (f, l, rd(R, 2)), '%s%s' % (f, rd(R, 4)), '%s_%s' % (f[0] + l, rd(R, 2)),
                      '%s%s' % (l, f[0]), 'x%sx' % f])
        return u + '@' + R.choice(PERSONAL_DOMAIN)
    if pid in ('pol', 'pol2'):
        return '%s.%s@%s' % (f, l, R.choice(POLICE_DOMAIN))
    if pid in ('sw', 'hso'):
        return '%s.%s@%s' % (f, l, R.choice(SOCIAL_DOMAIN))
    if pid in ('sol',):
        return '%s%s@%s' % (f[0], l, 'familylaw.example.com')
    if pid in ('adv2', 'probo'):
        return '%s.%s@%s' % (f, l, R.choice(['outreach.example.org', 'probation.example.net']))
    dom = R.choice(STAFF_DOMAIN[c.cc]).replace('{h}', hslug(c))
    u = R.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s.%s%d' % (f, l, R.randint(1, 9))])
    return u + '@' + dom


def username(c, p):
    R = c.R
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return R.choice(['%s%s' % (f[0], l[:7]), '%s%s%d' % (l[:6], f[0], R.randint(1, 9)),
                     '%s.%s' % (f, l), '%s%s%s' % (f[0], l[0], rd(R, 4)),
                     '%s%s' % (l[:5], rd(R, 2)), '%s_%s' % (f, l[0])])


def licence(c, pid):
    R, cc = c.R, c.cc
    if pid in DOC:
        return {'GB': ('GMC', rd(R, 7)), 'IE': ('IMC No.', rd(R, 6)), 'US': ('NPI', '1' + rd(R, 9)),
                'CA': ('CPSO #', rd(R, 5)), 'AU': ('AHPRA', 'MED000' + rd(R, 7)),
                'NZ': ('MCNZ', rd(R, 5))}[cc]
    if pid in NURSE:
        return {'GB': ('NMC PIN', '%s%s%s%s' % (rd(R, 2), R.choice('ABCDEFGHIJ'), rd(R, 4), R.choice('EOW'))),
                'IE': ('NMBI PIN', rd(R, 6)), 'US': ('RN Lic.', 'RN' + rd(R, 7)),
                'CA': ('CNO #', rd(R, 8)), 'AU': ('AHPRA', 'NMW000' + rd(R, 7)),
                'NZ': ('NCNZ', rd(R, 6))}[cc]
    return {'GB': ('SWE Reg.', 'SW' + rd(R, 6)), 'IE': ('CORU Reg.', 'SW' + rd(R, 6)),
            'US': ('LCSW #', rd(R, 6)), 'CA': ('RSW #', rd(R, 6)), 'AU': ('AASW', rd(R, 5)),
            'NZ': ('SWRB', rd(R, 4))}[cc]


def person_attr(c, pid, p, form):
    R, cc = c.R, c.cc
    if form == 'mob':
        return geo.phone(R, cc, 'mobile')
    if form in ('tel', 'fax'):
        return geo.phone(R, cc, 'land')
    if form == 'ext':
        return geo.phone(R, cc, 'ext')
    if form == 'bleep':
        return geo.phone(R, cc, 'bleep')
    if form == 'email':
        return email(c, pid, p)
    if form == 'user':
        return username(c, p)
    if form in ('lic', 'liclbl'):
        lbl, val = licence(c, pid)
        p.a['lic'], p.a['liclbl'] = val, lbl
        return p.a[form]
    if form == 'coll':
        return R.choice([rd(R, 4), rd(R, 4), rd(R, 5), R.choice(UP) + rd(R, 4)])
    if form == 'staffid':
        return R.choice(['E' + rd(R, 6), rd(R, 8), 'S' + rd(R, 5)])
    if form == 'job':
        if pid == 'pt' and p.age >= 67:
            return R.choice(pools.OLD_JOBS)
        if pid == 'pt':
            return R.choice(pools.PT_JOBS)
        if pid == 'pp' and c.scen == 'carer':
            return R.choice(['care worker', 'support worker', 'healthcare assistant', 'home carer'])
        return R.choice(pools.PERP_JOBS if pid == 'pp' else pools.PT_JOBS)
    if form == 'role':
        return getattr(p, 'role', 'friend')
    if form == 'emp':
        return employer(c)
    raise KeyError(pid + '_' + form)


# ---------- organisations and places ----------
def employer(c):
    R = c.R
    return R.choice(pools.EMPLOYER_WORDS) + ' ' + R.choice(pools.EMPLOYER_KINDS)


def school(c):
    R, cc = c.R, c.cc
    t = c.addrs['a1']['town']
    tree = R.choice(pools.TREES)
    saint = R.choice(pools.SCHOOL_SAINTS)
    return R.choice({
        'GB': ["St %s's RC Primary School" % saint, t + ' Academy', tree + ' Park Primary',
               "St %s's C of E Primary" % saint, t + ' High School'],
        'IE': ["Scoil %s" % saint, t + ' National School', "St %s's Community School" % saint],
        'US': [tree + ' Elementary School', t + ' Middle School', tree + ' Elementary'],
        'CA': [tree + ' Public School', 'Ecole Sainte-' + saint.replace('Joseph', 'Anne'),
               t + ' Secondary School'],
        'AU': [t + ' Public School', tree + ' Primary School', "St %s's Catholic Primary" % saint],
        'NZ': [tree + ' School', t + ' Primary School', t + ' Intermediate'],
    }[cc])


def charity(c):
    R = c.R
    return R.choice(pools.CHARITY_WORDS) + ' ' + R.choice(pools.CHARITY_KINDS)


def refuge(c):
    R = c.R
    return R.choice(pools.CHARITY_WORDS + pools.TREES) + R.choice([" Women's Refuge", ' House Refuge',
                                                                   ' Safe House'])


def landmark(c):
    R = c.R
    t = c.addrs['a1']['town']
    w = R.choice(pools.TREES + pools.BIRDS)
    return R.choice([w + ' Park', t + ' railway station', w + ' Shopping Centre', w + ' Tower',
                     w + ' Leisure Centre', t + ' bus station', w + ' Fields', w + ' Quay car park',
                     t + ' Community Centre', w + ' Retail Park'])


def _lawfirm(c):
    R = c.R
    s = [R.choice(pools.NAMES[o][2]) for o in R.sample(sorted(pools.NAMES), 2)]
    return '%s %s %s' % (s[0], R.choice(['&', 'and']), s[1]) + ' ' + R.choice(pools.LAW_WORDS)


def _church(c):
    R = c.R
    return R.choice(["St %s's Church" % R.choice(pools.SCHOOL_SAINTS), R.choice(pools.TREES) + ' Baptist Church',
                     'Masjid ' + R.choice(['Al-Noor', 'Al-Huda', 'Ar-Rahma']), R.choice(pools.BIRDS) + ' Gospel Hall',
                     c.addrs['a1']['town'] + ' Gurdwara', 'Grace Pentecostal Fellowship'])


# ---------- identifiers ----------
def _mrn(c):
    R, cc = c.R, c.cc
    if cc == 'GB':
        return R.choice(['RX' + rd(R, 7), rd(R, 8), 'K' + rd(R, 6), 'M' + rd(R, 7)])
    if cc == 'IE':
        return R.choice([rd(R, 7), 'H' + rd(R, 6)])
    if cc == 'US':
        return R.choice([rd(R, 8), '00' + rd(R, 7), 'E' + rd(R, 9)])
    if cc == 'CA':
        return R.choice(['M' + rd(R, 7), rd(R, 9), 'H' + rd(R, 6)])
    if cc == 'AU':
        return rd(R, R.choice([6, 7, 8]))
    return rl(R, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + rd(R, 4)


def _mrn_lbl(c):
    return c.R.choice({'GB': ['Hosp No', 'MRN', 'Unit No.', 'Hospital No.', 'RXR'],
                       'IE': ['MRN', 'Hospital No.', 'Chart No.'], 'US': ['MRN', 'MRN#', 'Med Rec #'],
                       'CA': ['MRN', 'Chart #', 'MRN'], 'AU': ['URN', 'UR No.', 'MRN'],
                       'NZ': ['NHI', 'NHI No.', 'NHI']}[c.cc])


def _natid(c):
    """(label, value, type) of a national health or insurance number, or None."""
    R, cc, sub = c.R, c.cc, c.sub
    if cc == 'GB':
        if sub == 'SCO':
            d = c.people['pt'].dob
            return ('CHI', '%02d%02d%02d%s' % (d.day, d.month, d.year % 100, rd(R, 4)), 'MRN')
        if sub == 'NIR':
            return ('H&C No.', '3' + rd(R, 2) + ' ' + rd(R, 3) + ' ' + rd(R, 4), 'MRN')
        return ('NHS No.', R.choice(['999 %s %s', '999%s%s', '999-%s-%s']) % (rd(R, 3), rd(R, 4)), 'MRN')
    if cc == 'IE':
        return ('Medical card no.', rd(R, 7) + R.choice(UP), 'HEALTHPLAN')
    if cc == 'US':
        return (R.choice(['Member ID', 'Medicaid ID', 'Ins. ID', 'Policy #']),
                R.choice([rl(R, 3) + rd(R, 6), 'M' + rd(R, 8), rd(R, 3) + '-' + rd(R, 4) + '-' + rl(R, 2)]),
                'HEALTHPLAN')
    if cc == 'CA':
        if R.random() < 0.6:
            return ('Health Card', '%s-%s-%s-%s' % (rd(R, 4), rd(R, 3), rd(R, 3), rl(R, 2)), 'HEALTHPLAN')
        return ('PHN', '9%s %s %s' % (rd(R, 3), rd(R, 3), rd(R, 3)), 'HEALTHPLAN')
    if cc == 'AU':
        return ('Medicare', '%s %s %s' % (R.choice('23456') + rd(R, 3), rd(R, 5), rd(R, 1)) +
                R.choice(['', '/' + str(R.randint(1, 5))]), 'HEALTHPLAN')
    return None


def _ssn(c):
    R, cc = c.R, c.cc
    if cc == 'US':
        return ('SSN', R.choice(['9%s-%s-%s' % (rd(R, 2), rd(R, 2), rd(R, 4)),
                                 '000-%s-%s' % (rd(R, 2), rd(R, 4))]))
    if cc == 'CA':
        return ('SIN', '9%s %s %s' % (rd(R, 2), rd(R, 3), rd(R, 3)))
    if cc == 'IE':
        return ('PPSN', '9' + rd(R, 6) + R.choice(UP) + R.choice(['', 'W', 'A']))
    return None


def _dl(c):
    R, cc = c.R, c.cc
    p = c.people['pp']
    if cc == 'GB':
        s = (''.join(ch for ch in p.last.upper() if ch.isalpha()) + '99999')[:5]
        return '%s%s%s9%s' % (s, rd(R, 6), p.first[0].upper() + R.choice(UP), rl(R, 2, UP + '0123456789'))
    if cc == 'US':
        return R.choice([R.choice(UP) + rd(R, 3) + '-' + rd(R, 4) + '-' + rd(R, 4), R.choice(UP) + rd(R, 7),
                         rd(R, 9)])
    if cc == 'CA':
        return R.choice(UP) + rd(R, 4) + '-' + rd(R, 5) + '-' + rd(R, 5)
    if cc == 'IE':
        return rd(R, 9)
    if cc == 'AU':
        return rd(R, 8)
    return rl(R, 2) + rd(R, 6)


def _fac(c):
    R, cc = c.R, c.cc
    return R.choice({'GB': ['FAC/%s' % rd(R, 5), 'SGC-%s' % rd(R, 6), 'FA-%s' % rd(R, 6)],
                     'IE': ['FC-%s' % rd(R, 7)], 'US': [rd(R, 8), 'LTC-%s' % rd(R, 6)],
                     'CA': ['%s.%s' % (rd(R, 8), rd(R, 4))], 'AU': ['FL%s' % rd(R, 7)],
                     'NZ': ['FAL-%s' % rd(R, 6)]}[cc])


def _crime(c):
    R, cc = c.R, c.cc
    y = c.now.year % 100
    return R.choice({
        'GB': ['CR/%s/%02d' % (rd(R, 6), y), '%s/%s/%02d' % (rd(R, 2), rd(R, 5), y),
               '%sCR%s' % (rl(R, 2), rd(R, 7)), '%s%s' % (rd(R, 2), rl(R, 2) + rd(R, 5))],
        'IE': [rd(R, 8), 'INC-%s' % rd(R, 7)],
        'US': ['%02d-%s' % (y, rd(R, 6)), 'RPT%s' % rd(R, 7), rd(R, 9)],
        'CA': ['%s-%s' % (rd(R, 2), rd(R, 6)), 'GO%s-%s' % (c.now.year, rd(R, 6))],
        'AU': ['E%s' % rd(R, 8), rd(R, 9), 'QP%s' % rd(R, 10)],
        'NZ': ['%s/%s' % (rd(R, 6), rd(R, 4)), 'FV%s' % rd(R, 7)]}[cc])


def _court_no(c):
    R, y = c.R, c.now.year
    return R.choice({'GB': ['FD%02dF%s' % (y % 100, rd(R, 5)), '%s%02dF%s' % (rl(R, 2), y % 100, rd(R, 5)),
                            'B%s/%d' % (rd(R, 5), y)],
                     'IE': ['%d/%s' % (y, rd(R, 5)), 'DC-%d-%s' % (y, rd(R, 4))],
                     'US': ['%02d-DV-%s' % (y % 100, rd(R, 5)), 'DVPO-%d-%s' % (y, rd(R, 6)), '%02dCV%s' % (y % 100, rd(R, 6))],
                     'CA': ['FS-%02d-%s' % (y % 100, rd(R, 6)), '%d-%s' % (y, rd(R, 7))],
                     'AU': ['%d/%s' % (y, rd(R, 8)), '%s/%02d' % (rd(R, 6), y % 100)],
                     'NZ': ['FAM-%d-%s-%s' % (y, rd(R, 3), rd(R, 6))]}[c.cc])


def _natid_render(c):
    v = _natid(c)

    def w(n):
        if v is None:
            return None
        n.t(v[0] + ': ')
        n.p(v[1], v[2])
    return w


def _room(c, kind):
    R = c.R
    if kind == 'bed':
        return str(R.randint(1, 32))
    if kind == 'bay':
        return R.choice([str(R.randint(1, 8)), R.choice('ABCDEF')])
    if kind == 'cub':
        return R.choice([str(R.randint(1, 24)), 'C' + str(R.randint(1, 16)), 'M' + str(R.randint(1, 12))])
    if kind == 'room':
        return R.choice([str(R.randint(1, 12)), str(R.randint(100, 480)), str(R.randint(2, 9)) + R.choice('AB')])
    return str(R.randint(1, 4))


def _ward_writer(which):
    def mk(c):
        typ, val = c.wardv if which == 1 else c.ward2v

        def w(n):
            if typ == 'HOSPITAL':
                n.p(val, 'HOSPITAL')
            else:
                n.t('Ward ')
                n.p(val, 'LOCATION_OTHER')
        return w
    return mk


def _ip(c):
    R = c.R
    return R.choice(['10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
                     '172.%d.%d.%d' % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254)),
                     '192.168.%d.%d' % (R.randint(0, 40), R.randint(2, 254))])


def _url(c, kind):
    R = c.R
    h = hslug(c)
    if kind == 'portal':
        return R.choice(['https://referrals.example.org/marac/%s' % rd(R, 5),
                         'https://secure.example.net/share/%s' % rl(R, 8, 'abcdefghjkmnpqrstuvwxyz23456789'),
                         'https://%s.example.org/safeguarding/referral?id=%s' % (h, rd(R, 6))])
    if kind == 'svc':
        return R.choice(['www.%s.example.org' % ascii_slug(c.v.get('charity') or 'safe'),
                         'https://www.example.org/get-help', 'www.example.net/safety-planning',
                         'https://%s.example.org/idva' % h])
    return R.choice(['https://epr.%s.example.org/patient/%s/alerts' % (h, rd(R, 7)),
                     'http://%s-pas.example.net/alerts/%s' % (h, rd(R, 6)),
                     'https://ehr.example.org/%s/chart/%s' % (h, rd(R, 8))])


def _imei(R):
    return R.choice(['35%s %s %s' % (rd(R, 4), rd(R, 6), rd(R, 3)), '35' + rd(R, 13),
                     '86%s-%s-%s' % (rd(R, 4), rd(R, 6), rd(R, 3))])


def _meddev(c):
    R = c.R
    lbl = R.choice(['pacemaker (Medtronic Azure) SN', 'ICD serial', 'insulin pump (t:slim X2) S/N',
                    'hearing aid (Phonak Audeo) serial', 'CPAP SN', 'VNS generator SN', 'cochlear implant serial'])
    val = R.choice([rl(R, 3) + rd(R, 6), rd(R, 3) + rl(R, 2) + rd(R, 4), 'SN' + rd(R, 8)])
    return (lbl, val)


LAZY = {
    'mrn': _mrn, 'mrn_lbl': _mrn_lbl, 'natid': _natid_render,
    'ssnv': _ssn, 'dl': _dl, 'fac': _fac, 'crime': _crime,
    'cad': lambda c: c.R.choice([rd(c.R, 4), rd(c.R, 3), 'CAD' + rd(c.R, 6)]),
    'marac_ref': lambda c: c.R.choice(['MARAC-%02d-%s' % (c.now.year % 100, rd(c.R, 4)),
                                       'M%s/%s' % (rd(c.R, 3), c.now.year), 'HRT-%s' % rd(c.R, 5)]),
    'sgref': lambda c: c.R.choice(['SG/%d/%s' % (c.now.year, rd(c.R, 5)), 'ASC-%s' % rd(c.R, 6),
                                    'SC%s' % rd(c.R, 7), 'APS-%s-%s' % (c.now.year % 100, rd(c.R, 5))]),
    'datix': lambda c: c.R.choice(['W' + rd(c.R, 6), 'DW' + rd(c.R, 5), 'IR-' + rd(c.R, 6)]),
    'court_no': _court_no,
    'order_no': lambda c: c.R.choice(['PO-' + rd(c.R, 6), 'NMO/' + rd(c.R, 5), 'AVO-' + rd(c.R, 7)]),
    'alert_id': lambda c: c.R.choice(['ALT-' + rd(c.R, 7), 'A' + rd(c.R, 8), 'FLG' + rd(c.R, 6)]),
    'booking': lambda c: c.R.choice(['BK' + rd(c.R, 6), 'INT-' + rd(c.R, 5), rd(c.R, 8)]),
    'photo': lambda c: c.R.choice(['IMG-%s' % rd(c.R, 6), 'MP%s' % rd(c.R, 7), 'CPH-%s' % rd(c.R, 5)]),
    'lab': lambda c: c.R.choice(['S%02d-%s' % (c.now.year % 100, rd(c.R, 5)), 'LN' + rd(c.R, 8)]),
    'exhibit': lambda c: c.R.choice([rl(c.R, 2) + '/' + rd(c.R, 1), 'EXH-%s' % rd(c.R, 4)]),
    'enc': lambda c: c.R.choice(['A' + rd(c.R, 7), rd(c.R, 10), 'ENC-' + rd(c.R, 8), 'V' + rd(c.R, 9),
                                 rd(c.R, 4) + '-' + rd(c.R, 4)]),
    'enc_lbl': lambda c: c.R.choice(['Attendance No.', 'Encounter #', 'Visit ID', 'Episode No.',
                                     'FIN', 'Acct No.']),
    'acct': lambda c: c.R.choice([rd(c.R, 4), rd(c.R, 8), rd(c.R, 2) + '-' + rd(c.R, 2) + '-' + rd(c.R, 2) +
                                  ' ' + rd(c.R, 8)]),
    'plate': lambda c: geo.plate(c.R, c.cc), 'plate2': lambda c: geo.plate(c.R, c.cc),
    'vin': lambda c: geo.vin(c.R), 'imei': lambda c: _imei(c.R), 'imei2': lambda c: _imei(c.R),
    'alarm_sn': lambda c: c.R.choice(['TS-%s-%s' % (rd(c.R, 4), rd(c.R, 5)), 'PA%s' % rd(c.R, 8),
                                      'SL3-' + rl(c.R, 2) + rd(c.R, 5)]),
    'tag_sn': lambda c: c.R.choice(['EM-' + rd(c.R, 7), 'GPS%s' % rd(c.R, 6), 'TAG-' + rl(c.R, 2) + rd(c.R, 5)]),
    'cam_sn': lambda c: c.R.choice(['CAM%s' % rd(c.R, 7), rl(c.R, 2) + rd(c.R, 8), 'MP-' + rd(c.R, 6)]),
    'doorbell_sn': lambda c: c.R.choice(['DB' + rd(c.R, 9), 'RG-' + rl(c.R, 4) + rd(c.R, 4)]),
    'meddev': _meddev,
    'cd': lambda c: c.R.choice(['oramorph', 'oxycodone', 'fentanyl patches', 'diazepam', 'zopiclone', 'tramadol', 'pregabalin']),
    'od': lambda c: c.R.choice(['paracetamol', 'sertraline', 'co-codamol', 'amitriptyline', 'zopiclone', 'quetiapine']),
    'fp': lambda c: c.R.choice(['FP-%s' % rd(c.R, 5), 'AFIS-%s' % rd(c.R, 7), 'IDENT1-%s%s' % (rd(c.R, 6), rl(c.R, 1))]),
    'dna': lambda c: c.R.choice(['DNA-%s' % rd(c.R, 6), 'DNP%s' % rd(c.R, 7), 'NDNAD-%s' % rd(c.R, 8)]),
    'palm': lambda c: 'PV-%s-%s' % (rd(c.R, 2), rd(c.R, 4)),
    'face': lambda c: c.R.choice(['FRT-%s' % rd(c.R, 6), 'FIM%s' % rd(c.R, 7)]),
    'ip1': _ip, 'ip2': _ip, 'ip3': _ip, 'ip4': _ip,
    'url_portal': lambda c: _url(c, 'portal'), 'url_svc': lambda c: _url(c, 'svc'),
    'url_epr': lambda c: _url(c, 'epr'),
    'team_tel': lambda c: geo.phone(c.R, c.cc, 'land'), 'team_fax': lambda c: geo.phone(c.R, c.cc, 'fax'),
    'sg_tel': lambda c: geo.phone(c.R, c.cc, 'land'), 'ed_tel': lambda c: geo.phone(c.R, c.cc, 'land'),
    'switch': lambda c: geo.phone(c.R, c.cc, 'land'), 'ward_tel': lambda c: geo.phone(c.R, c.cc, 'ext'),
    'refuge_tel': lambda c: geo.phone(c.R, c.cc, 'land'), 'gp_tel': lambda c: geo.phone(c.R, c.cc, 'land'),
    'gp_fax': lambda c: geo.phone(c.R, c.cc, 'fax'), 'intl': lambda c: geo.phone(c.R, c.cc, 'intl'),
    'safe_tel': lambda c: geo.phone(c.R, c.cc, 'mobile'),
    'team_email': lambda c: c.R.choice(['safeguarding.adults', 'idva.team', 'hospital.idva', 'dv.advocacy',
                                        'sg-adults']) + '@' + c.R.choice(STAFF_DOMAIN[c.cc]).replace('{h}', hslug(c)),
    'marac_email': lambda c: c.R.choice(['marac.coordinator', 'hrt.referrals', 'mara.admin']) + '@' +
    c.R.choice(['council.example.org', 'safety.example.net', 'partnership.example.org']),
    'pt_emp': employer, 'pp_emp': employer, 'f1_emp': employer, 'school': school, 'charity': charity,
    'refuge': refuge, 'landmark': landmark, 'landmark2': landmark, 'lawfirm': _lawfirm, 'church': _church,
    'housing': lambda c: c.R.choice(pools.CHARITY_WORDS + pools.TREES) + c.R.choice(
        [' Housing Association', ' Homes', ' Housing Trust', ' Housing Co-op']),
    'langsvc': lambda c: c.R.choice(pools.EMPLOYER_WORDS) + ' Language Services',
    'care_ag': lambda c: c.R.choice(pools.EMPLOYER_WORDS) + c.R.choice([' Home Care', ' Care Agency',
                                                                     ' Support Services']),
    'sarc': lambda c: 'The ' + c.R.choice(pools.TREES + ['Lantern', 'Harbour', 'Beacon']) + ' Centre',
    'bed': lambda c: _room(c, 'bed'), 'bay': lambda c: _room(c, 'bay'), 'cub': lambda c: _room(c, 'cub'),
    'room': lambda c: _room(c, 'room'), 'resus': lambda c: _room(c, 'resus'),
    'ward': _ward_writer(1), 'ward2': _ward_writer(2),
    'abroad': lambda c: c.R.choice(pools.COUNTRIES_ABROAD),
    'nat_adj': lambda c: c.R.choice(pools.NATIONALITY_ADJ), 'lang': lambda c: c.R.choice(pools.LANGUAGES),
    'eponym': lambda c: c.R.choice(pools.EPONYMS), 'med': lambda c: c.R.choice(pools.MEDS),
    'med2': lambda c: c.R.choice(pools.MEDS),
}


# ---------- addresses ----------
def country_name(c):
    R = c.R
    if c.cc == 'GB':
        import geo as g
        return R.choice(['UK', 'United Kingdom', g.NATION[c.sub]])
    return R.choice({'IE': ['Ireland', 'Republic of Ireland'], 'US': ['USA', 'United States'],
                     'CA': ['Canada'], 'AU': ['Australia'], 'NZ': ['New Zealand', 'NZ']}[c.cc])


def write_addr(n, c, a, style='line'):
    R, cc = c.R, c.cc
    sep = '\n' if style == 'block' else ', '
    n.p(a['street'], 'STREET')
    n.t(sep)
    n.p(a['town'], 'CITY')
    if cc == 'GB':
        if R.random() < 0.35:
            n.t(sep)
            n.p(a['county'], 'CITY')
        n.t(sep if R.random() < 0.7 else ' ')
        n.p(a['pc'], 'ZIP')
    elif cc == 'IE':
        n.t(sep + R.choice(['Co. ', 'Co ', 'County ']))
        n.p(a['county'], 'CITY')
        if R.random() < 0.7:
            n.t(sep if R.random() < 0.5 else ' ')
            n.p(a['pc'], 'ZIP')
    elif cc in ('US', 'CA', 'AU'):
        full, ab = a['st']
        n.t(', ' if cc != 'AU' or style == 'block' else ' ')
        n.p(ab if R.random() < 0.8 else full, 'STATE')
        n.t(R.choice([' ', '  ']) if cc != 'CA' else R.choice([' ', '  ', ', ']))
        n.p(a['pc'], 'ZIP')
    else:
        if R.random() < 0.3:
            n.t(sep)
            n.p(a['st'][0], 'STATE')
        n.t(' ')
        n.p(a['pc'], 'ZIP')
    if style == 'country':
        n.t(sep)
        n.p(country_name(c), 'COUNTRY')
    return None


def lookup(c, key, n):
    pid, _, part = key.partition('_')
    if pid in c.addrs:
        a = c.addrs[pid]
        if part in ('', 'line'):
            return lambda nn: write_addr(nn, c, a, 'line')
        if part == 'block':
            return lambda nn: write_addr(nn, c, a, 'block')
        if part == 'full':
            return lambda nn: write_addr(nn, c, a, 'country')
        if part == 'street':
            return a['street']
        if part == 'town':
            return a['town']
        if part == 'pc':
            return a['pc']
        if part == 'county':
            return a.get('county') or a['st'][0]
        if part == 'st':
            return a['st'][1] if c.R.random() < 0.7 else a['st'][0]
        if part == 'stf':
            return a['st'][0]
        if part == 'region':
            return a.get('county') or a['st'][1]
        raise KeyError(key)
    if key == 'country':
        return country_name(c)
    if key in LAZY:
        val = LAZY[key](c)
        c.v[key] = val
        return val
    raise KeyError(key)
