"""PHI value formatters: dates, ages, contacts, identifiers, addresses and
organisation names. Every function takes the note's random.Random object."""
import datetime as dt
from pools_places import (UK_TOWNS, US_CITIES, AU_TOWNS, CA_CITIES, IE_TOWNS, STREET_WORDS, ST_TYPES,
                          US_DIRS, HOUSE_NAMES, PLACE_WORDS, SAINTS, IRISH_SCHOOL, SERVICE, GP_PRACTICE,
                          PHARMACY, SCHOOL, UNI, EMPLOYER)

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WD = [w[:3] for w in WDAYS]
UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ'
ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
        'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
        'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('' if o == 0 else '-' + ONES[o])


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def dg(rng, n):
    return ''.join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n, alphabet=UPPER):
    return ''.join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def an(word):
    """indefinite article for word"""
    w = word.lower()
    if w.startswith(('hgv', 'it ', 'fifo', 'hvac')):
        return 'an' if w.startswith(('hgv', 'it ', 'fifo', 'hvac')) and not w.startswith('fifo') else 'a'
    if w.startswith(('uber', 'uni', 'eu', 'one')):
        return 'an' if w.startswith('uber') else 'a'
    return 'an' if w[:1] in 'aeiou' else 'a'


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


# ---------------------------------------------------------------- dates
DMY = ['dmy_slash', 'dmy_short', 'dmy_long', 'dmy_ord', 'dmy_abbr', 'dmy_dot', 'dmy_dash_abbr', 'iso']
MDY = ['mdy_slash', 'mdy_short', 'mdy_nopad', 'long', 'abbr', 'iso', 'mdy_dash', 'mil']
DATE_STYLES = {'UK': DMY, 'IE': DMY, 'AU': DMY, 'US': MDY,
               'CA': ['iso', 'long', 'abbr', 'dmy_slash', 'iso', 'dmy_long', 'mdy_slash']}


def fmt_date(d, style):
    y, m, day = d.year, d.month, d.day
    if style == 'dmy_slash':
        return '%02d/%02d/%d' % (day, m, y)
    if style == 'dmy_short':
        return '%d/%d/%02d' % (day, m, y % 100)
    if style == 'dmy_long':
        return '%d %s %d' % (day, MONTHS[m - 1], y)
    if style == 'dmy_ord':
        return '%s %s %d' % (ordinal(day), MONTHS[m - 1], y)
    if style == 'dmy_abbr':
        return '%d %s %d' % (day, MON[m - 1], y)
    if style == 'dmy_dash_abbr':
        return '%02d-%s-%d' % (day, MON[m - 1], y)
    if style == 'dmy_dot':
        return '%02d.%02d.%02d' % (day, m, y % 100)
    if style == 'iso':
        return '%d-%02d-%02d' % (y, m, day)
    if style == 'mdy_slash':
        return '%02d/%02d/%d' % (m, day, y)
    if style == 'mdy_short':
        return '%d/%d/%02d' % (m, day, y % 100)
    if style == 'mdy_nopad':
        return '%d/%d/%d' % (m, day, y)
    if style == 'long':
        return '%s %d, %d' % (MONTHS[m - 1], day, y)
    if style == 'abbr':
        return '%s %d, %d' % (MON[m - 1], day, y)
    if style == 'mdy_dash':
        return '%02d-%02d-%d' % (m, day, y)
    if style == 'mil':
        return '%02d-%s-%d' % (day, MON[m - 1].upper(), y)
    raise ValueError(style)


def fmt_date_wd(rng, d, country):
    """A date with its weekday (one span)."""
    w = d.weekday()
    if country == 'US' or (country == 'CA' and chance(rng, 0.5)):
        return pick(rng, ['%s, %s %d, %d' % (WDAYS[w], MONTHS[d.month - 1], d.day, d.year),
                          '%s %d/%d/%02d' % (WD[w], d.month, d.day, d.year % 100),
                          '%s %d/%d' % (WD[w], d.month, d.day)])
    return pick(rng, ['%s %d %s %d' % (WDAYS[w], d.day, MONTHS[d.month - 1], d.year),
                      '%s %02d/%02d/%02d' % (WD[w], d.day, d.month, d.year % 100),
                      '%s %s %s' % (WDAYS[w], ordinal(d.day), MONTHS[d.month - 1]),
                      '%s %d/%d' % (WD[w], d.day, d.month)])


def fmt_month_year(rng, d, country):
    return pick(rng, ['%s %d' % (MONTHS[d.month - 1], d.year), '%s %d' % (MON[d.month - 1], d.year),
                      '%02d/%d' % (d.month, d.year), '%s-%02d' % (MON[d.month - 1], d.year % 100)])


def fmt_day_month(rng, d, country):
    if country == 'US':
        return pick(rng, ['%d/%d' % (d.month, d.day), '%s %d' % (MONTHS[d.month - 1], d.day),
                          '%s %d' % (MON[d.month - 1], d.day)])
    return pick(rng, ['%d/%d' % (d.day, d.month), '%d %s' % (d.day, MONTHS[d.month - 1]),
                      '%s %s' % (ordinal(d.day), MON[d.month - 1]), '%d %s' % (d.day, MON[d.month - 1])])


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def workday(d):
    while d.weekday() >= 5:
        d = add_days(d, 1)
    return d


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def age_months(dob, d):
    m = (d.year - dob.year) * 12 + d.month - dob.month - (1 if d.day < dob.day else 0)
    return m % 12


def time_str(rng, country, h0=8, h1=17):
    h = rng.randint(h0, h1)
    mi = pick(rng, [0, 5, 10, 15, 20, 30, 40, 45, 50])
    if country == 'US' or (country == 'CA' and chance(rng, 0.5)):
        return pick(rng, ['%d:%02d %s' % ((h - 1) % 12 + 1, mi, 'AM' if h < 12 else 'PM'),
                          '%d:%02d%s' % ((h - 1) % 12 + 1, mi, 'am' if h < 12 else 'pm'),
                          '%02d%02d' % (h, mi)])
    return pick(rng, ['%02d:%02d' % (h, mi), '%02d%02d hrs' % (h, mi), '%d.%02d%s' % (
        (h - 1) % 12 + 1, mi, 'am' if h < 12 else 'pm'), '%02d:%02d' % (h, mi)])


# ---------------------------------------------------------------- ages
def age_pieces(rng, n, style=None, months=None):
    styles = ['year-old', 'yo', 'yo_att', 'y/o', 'aged', 'years', 'word', 'year_old_sp']
    if style is None:
        style = pick(rng, styles)
    a = (str(n), 'AGE')
    if style == 'year-old':
        return [a, '-year-old']
    if style == 'year_old_sp':
        return [a, ' year old']
    if style == 'yo':
        return [a, ' yo']
    if style == 'yo_att':
        return [a, 'yo']
    if style == 'y/o':
        return [a, ' y/o']
    if style == 'aged':
        return ['aged ', a]
    if style == 'years':
        return [a, ' years']
    if style == 'word':
        return [(words(n), 'AGE'), '-year-old']
    if style == 'ym':
        return [a, 'y ', (str(months if months is not None else rng.randrange(12)), 'AGE'), 'm']
    if style == 'yrs':
        return [a, ' yrs']
    raise ValueError(style)


# ---------------------------------------------------------------- contacts
AREA = {'US': ['614', '937', '419', '734', '616', '608', '414', '612', '515', '402', '316', '918', '512',
               '210', '505', '520', '208', '509', '253', '541', '916', '559', '951', '510', '775', '801',
               '303', '970', '217', '309', '847', '317', '502', '859', '615', '865', '205', '601', '225',
               '501', '404', '912', '704', '919', '843', '804', '757', '410', '302', '412', '610', '973',
               '518', '716', '315', '860', '401', '508', '413', '802', '207', '603', '813', '407', '352'],
        'CA': ['416', '613', '905', '519', '705', '807', '514', '819', '902', '506', '709', '204', '306',
               '403', '780', '604', '250', '867', '343', '236'],
        'UK': ['0113', '0114', '0161', '0151', '0121', '0117', '0191', '0116', '0115', '0118', '0131',
               '0141', '029', '01223', '01865', '01904', '01482', '01603', '01392', '01752', '01273',
               '01227', '01332', '01242', '01524', '01925', '01244', '01952', '01905', '01423', '01484'],
        'AU': ['02', '03', '07', '08'],
        'IE': ['01', '021', '061', '091', '051', '056', '053', '059', '066', '064', '045', '057', '071',
               '074', '094', '041', '042', '046', '044', '090', '049']}


def phone(rng, country, kind='land', ext=False):
    if country in ('US', 'CA'):
        a = pick(rng, AREA[country])
        tail = '01' + dg(rng, 2) if chance(rng, 0.7) else dg(rng, 4)
        s = pick(rng, ['(%s) 555-%s', '%s-555-%s', '%s.555.%s', '+1 %s-555-%s', '1-%s-555-%s',
                       '(%s)555-%s']) % (a, tail)
        if ext:
            s += pick(rng, [' ext. ', ' x', ' ext ', ' X']) + dg(rng, rng.choice([3, 4]))
        return s
    if country == 'UK':
        if kind == 'mobile':
            pre = pick(rng, ['07700', '07911', '07823', '07456', '07534', '07962'])
            t = dg(rng, 3)
            return pick(rng, ['%s 555%s' % (pre, t), '%s 555 %s' % (pre, t), '%s555%s' % (pre, t),
                              '+44 %s 555 %s' % (pre[1:], t)])
        a = pick(rng, AREA['UK'])
        t = dg(rng, 4)
        s = pick(rng, ['%s 555 %s' % (a, t), '(%s) 555 %s' % (a, t), '+44 (0)%s 555 %s' % (a[1:], t),
                       '%s 555%s' % (a, t), '%s-555-%s' % (a, t)])
        if ext:
            s += pick(rng, [' ext ', ' ext. ', ' x']) + dg(rng, 4)
        return s
    if country == 'AU':
        if kind == 'mobile':
            pre = '04' + dg(rng, 2)
            t = dg(rng, 3)
            return pick(rng, ['%s 555 %s' % (pre, t), '%s555%s' % (pre, t), '+61 %s 555 %s' % (pre[1:], t)])
        a = pick(rng, AREA['AU'])
        t = dg(rng, 3)
        return pick(rng, ['(%s) 5550 %s%s' % (a, t, dg(rng, 1)), '%s 5550 %s%s' % (a, t, dg(rng, 1)),
                          '+61 %s 5550 %s%s' % (a[1:], t, dg(rng, 1)), '(%s) 9555 %s%s' % (a, t, dg(rng, 1))])
    if country == 'IE':
        if kind == 'mobile':
            pre = pick(rng, ['083', '085', '086', '087', '089'])
            return pick(rng, ['%s 555 %s' % (pre, dg(rng, 4)), '%s-555 %s' % (pre, dg(rng, 4)),
                              '+353 %s 555 %s' % (pre[1:], dg(rng, 4)), '%s555%s' % (pre, dg(rng, 4))])
        a = pick(rng, AREA['IE'])
        return pick(rng, ['(%s) 555 %s' % (a, dg(rng, 4)), '%s 555 %s' % (a, dg(rng, 4)),
                          '+353 %s 555 %s' % (a[1:], dg(rng, 4)), '%s-555%s' % (a, dg(rng, 4))])
    raise ValueError(country)


def bleep(rng):
    return pick(rng, ['555' + dg(rng, 1), '555' + dg(rng, 2), '4-555' + dg(rng, 1), '#555' + dg(rng, 2)])


def slug(s):
    return ''.join(c for c in s.lower() if c.isalnum())


EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net']


def email(rng, first, last, personal=True):
    f, l = slug(first), slug(last)
    dom = pick(rng, EMAIL_DOMAINS)
    if not personal and chance(rng, 0.4):
        dom = pick(rng, ['nhs.', 'hse.', 'health.', 'clinic.', 'mail.', '']) + dom
    forms = ['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s%s%s' % (f, l, dg(rng, 2)), '%s_%s' % (f, l),
             '%s.%s%s' % (l, f[0], dg(rng, 1)), '%s%s' % (f, dg(rng, 3))]
    return '%s@%s' % (pick(rng, forms), dom)


def team_email(rng, name):
    s = slug(name)[:14]
    return '%s@%s' % (pick(rng, [s + '.adhd', s, 'adhd.' + s, s + '.admin', s + '.referrals',
                                 'neurodev.' + s, s + '.cd']), pick(rng, EMAIL_DOMAINS))


def url(rng, name, path=None):
    s = slug(name)[:16]
    dom = pick(rng, EMAIL_DOMAINS)
    p = path or pick(rng, ['adhd', 'portal', 'referrals', 'forms', 'patients/login', 'video', 'questionnaires',
                           'shared-care', 'contact-us', 'neurodevelopmental'])
    return pick(rng, ['https://www.%s/%s/%s' % (dom, s, p), 'www.%s/%s' % (dom, s),
                      'https://%s.%s/%s' % (s, dom, p), 'http://%s.%s' % (s, dom),
                      '%s/%s-%s' % (dom, s, p.split('/')[0]), 'https://portal.%s/%s' % (dom, s)])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))
    return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last, staff=False):
    f, l = slug(first), slug(last)
    if staff:
        return pick(rng, ['%s%s' % (l, f[0]), '%s.%s' % (f, l), '%s%s%s' % (f[0], l, dg(rng, 1)),
                          '%s%s' % (l[:6], f[:2]), 'u%s' % dg(rng, 6)])
    return pick(rng, ['%s%s%s' % (f, l, dg(rng, 2)), '%s%s' % (f[0], l), '%s_%s' % (f, l), '%s.%s%s' % (
        f, l[0], dg(rng, 2)), '%s%s' % (l, dg(rng, 4)), 'mum_of_%s' % f, '%s.%s' % (f, l)])


# ---------------------------------------------------------------- identifiers
def nhs_no(rng):
    s = '9' + dg(rng, 9)
    return pick(rng, ['%s %s %s' % (s[:3], s[3:6], s[6:]), s, '%s-%s-%s' % (s[:3], s[3:6], s[6:])])


def mrn(rng, country):
    if country == 'UK':
        return pick(rng, [lt(rng, 1) + dg(rng, 6), 'RX' + dg(rng, 7), lt(rng, 3) + dg(rng, 6), dg(rng, 8)])
    if country == 'US':
        return pick(rng, [dg(rng, 8), dg(rng, 7), 'E' + dg(rng, 7), 'MR' + dg(rng, 6), dg(rng, 3) + '-' + dg(rng, 2) + '-' + dg(rng, 3)])
    if country == 'AU':
        return pick(rng, [dg(rng, 7), dg(rng, 6), '0' + dg(rng, 6)])
    if country == 'CA':
        return pick(rng, ['H' + dg(rng, 7), dg(rng, 8), 'M' + dg(rng, 6), dg(rng, 4) + '-' + dg(rng, 4)])
    return pick(rng, [dg(rng, 7), dg(rng, 6), 'J' + dg(rng, 6)])


def ssn(rng, country):
    if country == 'US':
        if chance(rng, 0.15):
            return '000-%s-%s' % (dg(rng, 2), dg(rng, 4))
        return pick(rng, ['9%s-%s-%s' % (dg(rng, 2), dg(rng, 2), dg(rng, 4)), '9' + dg(rng, 8)])
    if country in ('CA', 'AU'):
        s = '9' + dg(rng, 8)
        return pick(rng, ['%s %s %s' % (s[:3], s[3:6], s[6:]), '%s-%s-%s' % (s[:3], s[3:6], s[6:]), s])
    if country == 'IE':
        return '9' + dg(rng, 6) + lt(rng, 1, 'ABCDEFGHJKLMNPQRSTVW') + pick(rng, ['', 'A', 'H', 'W'])
    return '9' + dg(rng, 8)


def healthplan(rng, country, kind='member'):
    if country == 'US':
        if kind == 'group':
            return pick(rng, ['GRP-' + dg(rng, 5), dg(rng, 6), lt(rng, 2) + dg(rng, 5), '0' + dg(rng, 5) + '-' + dg(rng, 3)])
        return pick(rng, [lt(rng, 3) + dg(rng, 9), 'W' + dg(rng, 9), dg(rng, 11), lt(rng, 1) + dg(rng, 8) + lt(rng, 1),
                          'MCD' + dg(rng, 8), lt(rng, 3) + '-' + dg(rng, 6) + '-' + dg(rng, 2)])
    if country == 'AU':
        s = str(rng.randint(2, 6)) + dg(rng, 9)
        return pick(rng, ['%s %s %s' % (s[:4], s[4:9], s[9]), s, '%s %s %s' % (s[:4], s[4:9], s[9]) + '-' + str(rng.randint(1, 5))])
    if country == 'CA':
        return pick(rng, ['%s-%s-%s-%s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)),
                          '%s %s %s %s' % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)),
                          '9%s %s %s' % (dg(rng, 3), dg(rng, 3), dg(rng, 3)), '%s-%s' % (dg(rng, 5), dg(rng, 4)),
                          '%s %s %s' % (lt(rng, 4), dg(rng, 4), dg(rng, 4))])
    if country == 'IE':
        return pick(rng, [dg(rng, 7) + lt(rng, 1), dg(rng, 6) + lt(rng, 2),
                          'VH' + dg(rng, 8), lt(rng, 2) + ' ' + dg(rng, 4) + ' ' + dg(rng, 4)])
    return pick(rng, ['BHC-' + dg(rng, 7), lt(rng, 2) + dg(rng, 8), dg(rng, 9) + '/' + dg(rng, 2)])


def account(rng):
    return pick(rng, [dg(rng, 4) + '-' + dg(rng, 4), 'ACC-' + dg(rng, 7), 'V' + dg(rng, 8),
                      'ENC-%d-%s' % (rng.randint(2021, 2025), dg(rng, 6)), dg(rng, 8), dg(rng, 10),
                      dg(rng, 3) + '/' + dg(rng, 5), 'EP' + dg(rng, 7)])


def license_no(rng, country, kind):
    """kind: doctor, nurse, psychol, pharm, npi, dea, presc"""
    if kind == 'dea':
        return pick(rng, 'ABFM') + lt(rng, 1) + dg(rng, 7)
    if kind == 'npi':
        return '1' + dg(rng, 9)
    if country == 'UK':
        return {'doctor': dg(rng, 7), 'nurse': dg(rng, 2) + lt(rng, 1) + dg(rng, 4) + lt(rng, 1),
                'psychol': 'PYL' + dg(rng, 5), 'pharm': '20' + dg(rng, 5)}.get(kind, dg(rng, 7))
    if country == 'US':
        st = pick(rng, ['MD', 'DO', 'RN', 'APRN', 'PSY', 'PH'])
        return pick(rng, ['%s.%s' % (st, dg(rng, 6)), '%s-%s' % (st, dg(rng, 7)), dg(rng, 6), 'A' + dg(rng, 5)])
    if country == 'AU':
        pre = {'doctor': 'MED', 'nurse': 'NMW', 'psychol': 'PSY', 'pharm': 'PHA', 'presc': ''}.get(kind, 'MED')
        if kind == 'presc':
            return dg(rng, 7)
        return pre + '000' + dg(rng, 7)
    if country == 'CA':
        return pick(rng, [dg(rng, 5), dg(rng, 6), dg(rng, 4)])
    if country == 'IE':
        return {'doctor': dg(rng, 6), 'nurse': dg(rng, 6), 'psychol': 'PSI-' + dg(rng, 5),
                'pharm': dg(rng, 5)}.get(kind, dg(rng, 6))
    return dg(rng, 7)


def driving_licence(rng, country, last, first):
    if country == 'UK':
        sur = (''.join(c for c in last.upper() if c.isalpha()) + '99999')[:5]
        return sur + dg(rng, 6) + first[0].upper() + lt(rng, 1) + '9' + lt(rng, 2)
    if country == 'US':
        return pick(rng, [lt(rng, 1) + dg(rng, 3) + '-' + dg(rng, 4) + '-' + dg(rng, 4), dg(rng, 9),
                          lt(rng, 1) + dg(rng, 8), lt(rng, 2) + dg(rng, 6)])
    if country == 'AU':
        return pick(rng, [dg(rng, 9), dg(rng, 8), lt(rng, 2) + dg(rng, 6)])
    if country == 'CA':
        return pick(rng, [lt(rng, 1) + dg(rng, 4) + '-' + dg(rng, 5) + '-' + dg(rng, 5), dg(rng, 7),
                          lt(rng, 1) + dg(rng, 9)])
    return dg(rng, 9)


def plate(rng, country):
    if country == 'UK':
        return lt(rng, 2) + pick(rng, ['15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '66', '67',
                                      '68', '69', '70', '71', '72', '73', '74']) + pick(rng, [' ', '']) + lt(rng, 3)
    if country == 'US':
        return pick(rng, [dg(rng, 1) + lt(rng, 3) + dg(rng, 3), lt(rng, 3) + '-' + dg(rng, 4), lt(rng, 3) + ' ' + dg(rng, 4),
                          dg(rng, 3) + ' ' + lt(rng, 3)])
    if country == 'AU':
        return pick(rng, [dg(rng, 1) + lt(rng, 2) + ' ' + dg(rng, 1) + lt(rng, 2), lt(rng, 3) + '-' + dg(rng, 3),
                          lt(rng, 3) + dg(rng, 2) + lt(rng, 1)])
    if country == 'CA':
        return pick(rng, [lt(rng, 4) + ' ' + dg(rng, 3), lt(rng, 3) + ' ' + dg(rng, 3), dg(rng, 3) + ' ' + lt(rng, 3)])
    return '%s-%s-%s' % (pick(rng, ['151', '162', '171', '182', '191', '201', '211', '221', '231', '241']),
                         pick(rng, ['D', 'C', 'G', 'L', 'W', 'KY', 'MO', 'SO', 'DL', 'WX', 'KK', 'MH', 'LH']),
                         dg(rng, rng.choice([4, 5])))


def vin(rng):
    al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return pick(rng, ['1', '2', '3', 'J', 'W', 'S', 'V', 'K']) + lt(rng, 16, al)


def device_serial(rng, kind):
    if kind == 'qb':
        return pick(rng, ['QB-%s-%s' % (dg(rng, 4), dg(rng, 4)), 'QBC%s' % dg(rng, 7), '%s-%s' % (lt(rng, 2), dg(rng, 6))])
    if kind == 'acti':
        return pick(rng, ['MOS%s%s%s' % (lt(rng, 1), dg(rng, 1), dg(rng, 8)), 'TAS%s' % dg(rng, 8), 'AW-%s' % dg(rng, 7)])
    if kind == 'dispenser':
        return pick(rng, ['HDX-%s' % dg(rng, 6), 'PD%s%s' % (dg(rng, 4), lt(rng, 2)), 'MLB-%s-%s' % (dg(rng, 3), dg(rng, 4))])
    if kind == 'imei':
        return '35-%s-%s-%s' % (dg(rng, 6), dg(rng, 6), dg(rng, 1))
    if kind == 'laptop':
        return pick(rng, ['SCH-%s' % dg(rng, 5), 'C02%s%s' % (lt(rng, 2), dg(rng, 5)), '5CD%s%s' % (dg(rng, 4), lt(rng, 3))])
    return lt(rng, 2) + dg(rng, 7)


def bioid(rng, kind=None):
    if kind == 'voice':
        return pick(rng, ['VB-%s-%s' % (dg(rng, 5), dg(rng, 1)), 'VP%s' % dg(rng, 8), 'VOX-%s' % dg(rng, 6)])
    if kind == 'finger':
        return pick(rng, ['FP-%s' % dg(rng, 5), 'FPT%s' % dg(rng, 6), 'BIO-%s' % dg(rng, 6), 'FT-%s-%s' % (dg(rng, 3), dg(rng, 4))])
    return pick(rng, ['FP-%s' % dg(rng, 5), 'BIO-%s' % dg(rng, 6), 'PV%s' % dg(rng, 7),
                      'IRIS-%s-%s' % (dg(rng, 4), lt(rng, 2)), 'FPT%s' % dg(rng, 6)])


def idnum(rng, kind):
    if kind == 'rx':
        return pick(rng, ['RX' + dg(rng, 7), dg(rng, 8), 'Rx-' + dg(rng, 6), dg(rng, 3) + '-' + dg(rng, 5)])
    if kind == 'fp10':
        return dg(rng, 10)
    if kind == 'ubrn':
        return '%s %s %s' % (dg(rng, 4), dg(rng, 4), dg(rng, 4))
    if kind == 'cdreg':
        return pick(rng, ['CDR-%d-%s' % (rng.randint(2021, 2025), dg(rng, 4)), 'p.%d/%d' % (rng.randint(10, 199), rng.randint(1, 30)),
                          'CD%s' % dg(rng, 6)])
    if kind == 'ref':
        return pick(rng, ['ADHD/%s/%s' % (dg(rng, 2), dg(rng, 4)), 'ND-%s-%s' % (dg(rng, 4), dg(rng, 3)),
                          '%s/%s/%s' % (lt(rng, 3), dg(rng, 4), dg(rng, 2)), 'REF%s' % dg(rng, 7)])
    if kind == 'upn':
        return lt(rng, 1) + dg(rng, 12)
    if kind == 'qb':
        return 'T%s-%s' % (dg(rng, 6), dg(rng, 2))
    if kind == 'pa':
        return pick(rng, ['PA' + dg(rng, 9), dg(rng, 10), 'AUTH-' + dg(rng, 7)])
    if kind == 'permit':
        return pick(rng, ['PMT-' + dg(rng, 6), 'S8-' + dg(rng, 7), dg(rng, 8)])
    if kind == 'pbs':
        return dg(rng, 7)
    if kind == 'ecg':
        return 'ECG-' + dg(rng, 6)
    if kind == 'q':
        return pick(rng, ['Q' + dg(rng, 6), 'QS-' + dg(rng, 5), dg(rng, 4) + '-' + lt(rng, 2)])
    if kind == 'case':
        return pick(rng, ['CASE-' + dg(rng, 6), dg(rng, 2) + '/' + dg(rng, 5), 'SC' + dg(rng, 6)])
    return dg(rng, 8)


# ---------------------------------------------------------------- addresses
def street(rng, country):
    w = pick(rng, STREET_WORDS)
    t = pick(rng, ST_TYPES[country])
    n = rng.randint(1, 240) if country != 'US' else rng.randint(12, 9800)
    if country == 'US':
        base = pick(rng, ['%d %s %s' % (n, w, t), '%d %s %s %s' % (n, pick(rng, US_DIRS), w, t)])
        r = rng.random()
        if r < 0.25:
            base += pick(rng, [', Apt ', ' Apt ', ' #', ', Unit ']) + pick(rng, [str(rng.randint(1, 40)), dg(rng, 1) + lt(rng, 1)])
        return base
    if country == 'UK':
        r = rng.random()
        if r < 0.15:
            return 'Flat %d, %d %s %s' % (rng.randint(1, 20), n, w, t)
        if r < 0.22:
            return '%s, %s %s' % (pick(rng, HOUSE_NAMES), w, t)
        return '%d %s %s' % (n, w, t)
    if country == 'AU':
        if chance(rng, 0.3):
            return pick(rng, ['%d/%d %s %s', 'Unit %d, %d %s %s']) % (rng.randint(1, 30), n, w, t)
        return '%d %s %s' % (n, w, t)
    if country == 'CA':
        if chance(rng, 0.25):
            return pick(rng, ['%d-%d %s %s', 'Unit %d, %d %s %s']) % (rng.randint(101, 1904), n, w, t)
        return '%d %s %s' % (n, w, t)
    if chance(rng, 0.35):
        return '%d %s %s' % (rng.randint(1, 90), w, t)
    return '%d %s %s' % (n, w, t)


def postcode(rng, country, key):
    if country == 'UK':
        a = 'ABDEFGHJLNPQRSTUWXYZ'
        return '%s%d %d%s' % (key, rng.randint(1, 29), rng.randrange(10), lt(rng, 2, a))
    if country == 'US':
        z = key + dg(rng, 2)
        return z + ('-' + dg(rng, 4) if chance(rng, 0.15) else '')
    if country == 'AU':
        return key
    if country == 'CA':
        L = 'ABCEGHJKLMNPRSTVWXYZ'
        return '%s%d%s %d%s%d' % (key, rng.randrange(10), lt(rng, 1, L), rng.randrange(10), lt(rng, 1, L), rng.randrange(10))
    al = 'ACDEFHKNPRTVWXY0123456789'
    return '%s %s' % (key, lt(rng, 4, al))


def town(rng, country):
    """returns dict(city, region, region_abbr, key)"""
    if country == 'UK':
        c, r, k = pick(rng, UK_TOWNS)
        return {'city': c, 'region': r, 'abbr': None, 'key': k}
    if country == 'US':
        c, s, a, z = pick(rng, US_CITIES)
        return {'city': c, 'region': s, 'abbr': a, 'key': z}
    if country == 'AU':
        c, a, s, p = pick(rng, AU_TOWNS)
        return {'city': c, 'region': s, 'abbr': a, 'key': p}
    if country == 'CA':
        c, a, p, k = pick(rng, CA_CITIES)
        return {'city': c, 'region': p, 'abbr': a, 'key': k}
    c, cty, k = pick(rng, IE_TOWNS)
    return {'city': c, 'region': cty, 'abbr': None, 'key': k}


# ---------------------------------------------------------------- organisations
class Namer:
    """Hands out place-words without repeats inside one note."""

    def __init__(self, rng):
        self.rng = rng
        self.used = []

    def word(self):
        for _ in range(50):
            w = pick(self.rng, PLACE_WORDS)
            if w not in self.used:
                self.used.append(w)
                return w
        return pick(self.rng, PLACE_WORDS)

    def fill(self, tmpl, surname=None):
        return tmpl.format(p=self.word(), s=surname or self.word(), saint=pick(self.rng, SAINTS),
                           irish=pick(self.rng, IRISH_SCHOOL))

    def service(self, country, adult=False):
        opts = SERVICE[country]
        if adult:
            opts = [o for o in opts if 'Child' not in o and 'Paed' not in o and 'Pediatric' not in o
                    and "Children" not in o and 'CAMHS' not in o] or opts
        else:
            opts = [o for o in opts if 'Adult' not in o]
        return self.fill(pick(self.rng, opts))

    def practice(self, country):
        return self.fill(pick(self.rng, GP_PRACTICE[country]))

    def pharmacy(self, country, surname):
        return self.fill(pick(self.rng, PHARMACY[country]), surname)

    def school(self, country, level=None):
        opts = SCHOOL[country]
        if level == 'secondary':
            opts = [o for o in opts if any(k in o for k in ('High', 'College', 'Academy', 'Secondary', 'Collegiate', 'Community School', 'Grammar'))] or opts
        elif level == 'primary':
            opts = [o for o in opts if not any(k in o for k in ('High', 'College', 'Secondary', 'Collegiate', 'Community School'))] or opts
        return self.fill(pick(self.rng, opts))

    def uni(self):
        return self.fill(pick(self.rng, UNI))

    def employer(self, surname):
        return self.fill(pick(self.rng, EMPLOYER), surname)
