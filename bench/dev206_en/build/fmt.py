"""Formatters for dates, phone numbers, identifiers and contacts."""
import datetime as dt
import unicodedata
from common import Ph, pick, chance

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WDS = [w[:3] for w in WD]
LET = 'ABCEGHJKLMNPRSTVWXYZ'          # letters used in Canadian postal codes
ULET = 'ABCDEFGHJKLMNPRSTUVWXYZ'      # letters without I, O, Q
DIG = '0123456789'

CA_DSTYLES = ['iso', 'iso', 'long_mdy', 'med_mdy', 'ymd_slash', 'dash_dmy', 'upper_dmy',
              'long_dmy', 'slash_dmy']
NZ_DSTYLES = ['slash_dmy', 'slash_dmy', 'slash_dmy2', 'long_dmy', 'med_dmy', 'dash_dmy',
              'dot_dmy', 'upper_dmy']


def date_str(d, style):
    if style == 'iso':
        return d.isoformat()
    if style == 'ymd_slash':
        return '%04d/%02d/%02d' % (d.year, d.month, d.day)
    if style == 'slash_dmy':
        return '%02d/%02d/%04d' % (d.day, d.month, d.year)
    if style == 'slash_dmy2':
        return '%d/%d/%02d' % (d.day, d.month, d.year % 100)
    if style == 'dot_dmy':
        return '%02d.%02d.%04d' % (d.day, d.month, d.year)
    if style == 'long_dmy':
        return '%d %s %d' % (d.day, MONTHS[d.month - 1], d.year)
    if style == 'long_mdy':
        return '%s %d, %d' % (MONTHS[d.month - 1], d.day, d.year)
    if style == 'med_dmy':
        return '%d %s %d' % (d.day, MON[d.month - 1], d.year)
    if style == 'med_mdy':
        return '%s %d, %d' % (MON[d.month - 1], d.day, d.year)
    if style == 'dash_dmy':
        return '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year)
    if style == 'upper_dmy':
        return '%02d-%s-%d' % (d.day, MON[d.month - 1].upper(), d.year)
    if style == 'wd_long_dmy':
        return '%s %d %s %d' % (WD[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == 'wd_long_mdy':
        return '%s, %s %d, %d' % (WD[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == 'wd_short_dm':
        return '%s %d/%d' % (WDS[d.weekday()], d.day, d.month)
    if style == 'wd_short_md':
        return '%s %d/%d' % (WDS[d.weekday()], d.month, d.day)
    if style == 'mdy_short':
        return '%s %d/%02d' % (MON[d.month - 1], d.day, d.year % 100)
    if style == 'dm_short':
        return '%d %s' % (d.day, MON[d.month - 1])
    if style == 'md_short':
        return '%s %d' % (MON[d.month - 1], d.day)
    if style == 'dm_slash':
        return '%d/%d' % (d.day, d.month)
    raise ValueError(style)


def month_year(rng, d):
    s = pick(rng, ['long', 'long', 'med', 'num'])
    if s == 'long':
        return '%s %d' % (MONTHS[d.month - 1], d.year)
    if s == 'med':
        return '%s %d' % (MON[d.month - 1], d.year)
    return '%02d/%d' % (d.month, d.year)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def digits(rng, n):
    return ''.join(pick(rng, DIG) for _ in range(n))


def letters(rng, n, pool=ULET):
    return ''.join(pick(rng, pool) for _ in range(n))


# ---------------------------------------------------------------- phones
def line555(rng):
    if chance(rng, 0.7):
        return '555', '01%02d' % rng.randrange(100)
    return '555', '%04d' % rng.randrange(10000)


def phone_ca(rng, area, ext=False):
    a, b = line555(rng)
    st = pick(rng, ['paren', 'paren', 'dash', 'dash', 'dot', 'space', 'plus', 'one'])
    if st == 'paren':
        s = '(%s) %s-%s' % (area, a, b)
    elif st == 'dash':
        s = '%s-%s-%s' % (area, a, b)
    elif st == 'dot':
        s = '%s.%s.%s' % (area, a, b)
    elif st == 'space':
        s = '%s %s %s' % (area, a, b)
    elif st == 'plus':
        s = '+1 %s %s %s' % (area, a, b)
    else:
        s = '1-%s-%s-%s' % (area, a, b)
    if ext:
        s += pick(rng, [' ext. ', ' ext ', ' x', ' local ']) + digits(rng, rng.choice([3, 4]))
    return s


def phone_nz(rng, area, ext=False, mobile=False):
    a, b = line555(rng)
    if mobile:
        pre = pick(rng, ['021', '022', '027', '029'])
        st = pick(rng, ['space', 'space', 'dash', 'plus', 'tight'])
        if st == 'space':
            return '%s %s %s' % (pre, a, b)
        if st == 'dash':
            return '%s-%s-%s' % (pre, a, b)
        if st == 'tight':
            return '(%s) %s %s' % (pre, a, b)
        return '+64 %s %s %s' % (pre[1:], a, b)
    st = pick(rng, ['paren', 'space', 'space', 'dash', 'plus'])
    if st == 'paren':
        s = '(%s) %s %s' % (area, a, b)
    elif st == 'space':
        s = '%s %s %s' % (area, a, b)
    elif st == 'dash':
        s = '%s-%s %s' % (area, a, b)
    else:
        s = '+64 %s %s %s' % (area[1:], a, b)
    if ext:
        s += pick(rng, [' ext ', ' ext. ', ' x']) + digits(rng, rng.choice([3, 4]))
    return s


def tollfree(rng, country):
    if country == 'CA':
        return pick(rng, ['1-800-555-', '1-888-555-', '1-866-555-']) + '01%02d' % rng.randrange(100)
    return '0800 555 ' + digits(rng, 3)


# ---------------------------------------------------------------- identifiers
def mrn_ca(rng):
    st = rng.randrange(5)
    if st == 0:
        return '00' + digits(rng, 6)
    if st == 1:
        return 'H' + digits(rng, 7)
    if st == 2:
        return digits(rng, 4) + '-' + digits(rng, 3) + '-' + digits(rng, 2)
    if st == 3:
        return 'MRN' + digits(rng, 7)
    return digits(rng, 7)


def nhi(rng):
    if chance(rng, 0.8):
        return letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4)
    return letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 2) + letters(rng, 2)


def healthcard(rng, prov, last, first, dob, sex):
    if prov == 'ON':
        s = digits(rng, 4) + pick(rng, ['-', ' ']) + digits(rng, 3)
        sep = s[4]
        return s + sep + digits(rng, 3) + pick(rng, [sep, ' ']) + letters(rng, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')
    if prov == 'BC':
        return '9' + digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3)
    if prov == 'AB':
        return digits(rng, 5) + '-' + digits(rng, 4)
    if prov == 'QC':
        ln = ''.join(ch for ch in last.upper() if 'A' <= ch <= 'Z')
        ln = (ln + 'XXX')[:3]
        fi = first.upper()[0]
        if not ('A' <= fi <= 'Z'):
            fi = 'E'
        mm = dob.month + (50 if sex == 'F' else 0)
        return '%s%s %02d%02d %02d%s' % (ln, fi, dob.year % 100, mm, dob.day, digits(rng, 2))
    if prov == 'NS':
        return '00' + digits(rng, 2) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3)
    if prov == 'NL':
        return digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3)
    if prov == 'NB':
        return digits(rng, 3) + '-' + digits(rng, 3) + '-' + digits(rng, 3)
    return digits(rng, 3) + ' ' + digits(rng, 3) + ' ' + digits(rng, 3)


def member_id(rng):
    st = rng.randrange(4)
    if st == 0:
        return letters(rng, 3) + '-' + digits(rng, 7) + '-0' + digits(rng, 1)
    if st == 1:
        return letters(rng, 1) + digits(rng, 9)
    if st == 2:
        return digits(rng, 6) + '-' + digits(rng, 2)
    return letters(rng, 2) + digits(rng, 8)


def group_no(rng):
    return pick(rng, ['', 'G', 'GRP-']) + digits(rng, 5)


def sin(rng):
    sep = pick(rng, [' ', '-', ' ', ''])
    return '9' + digits(rng, 2) + sep + digits(rng, 3) + sep + digits(rng, 3)


def ird(rng):
    sep = pick(rng, ['-', ' ', '-'])
    return '9' + digits(rng, 2) + sep + digits(rng, 3) + sep + digits(rng, 3)


def account(rng):
    st = rng.randrange(6)
    if st == 0:
        return 'ENC-' + digits(rng, 2) + '-' + digits(rng, 7)
    if st == 1:
        return 'V' + digits(rng, 10)
    if st == 2:
        return digits(rng, 4) + '-' + digits(rng, 4)
    if st == 3:
        return digits(rng, 6) + '-' + digits(rng, 4)
    if st == 4:
        return 'A' + digits(rng, 8)
    return digits(rng, 9)


def md_licence(rng, country):
    if country == 'CA':
        return digits(rng, rng.choice([5, 6]))
    return digits(rng, 5)


def drivers_licence(rng, country, prov=None):
    if country == 'NZ':
        return letters(rng, 2) + digits(rng, 6)
    if prov == 'ON':
        return letters(rng, 1) + digits(rng, 4) + '-' + digits(rng, 5) + '-' + digits(rng, 5)
    if prov == 'AB':
        return digits(rng, 6) + '-' + digits(rng, 3)
    if prov == 'QC':
        return letters(rng, 1) + digits(rng, 4) + '-' + digits(rng, 6) + '-' + digits(rng, 2)
    return digits(rng, 7)


def device_sn(rng):
    st = rng.randrange(5)
    if st == 0:
        return digits(rng, 2) + letters(rng, 1) + digits(rng, 6)
    if st == 1:
        return letters(rng, 2) + digits(rng, 4) + '-' + digits(rng, 4)
    if st == 2:
        return digits(rng, 1) + letters(rng, 1) + digits(rng, 2) + '-' + digits(rng, 4) + '-' + digits(rng, 1) + letters(rng, 1)
    if st == 3:
        return 'PX' + digits(rng, 8)
    return letters(rng, 3) + digits(rng, 7)


def plate(rng, country, prov=None):
    if country == 'NZ':
        return letters(rng, 3) + digits(rng, 3)
    if prov == 'ON':
        return letters(rng, 4) + ' ' + digits(rng, 3)
    if prov == 'BC':
        return letters(rng, 2) + digits(rng, 1) + ' ' + digits(rng, 2) + letters(rng, 1)
    if prov == 'AB':
        return letters(rng, 3) + '-' + digits(rng, 4)
    if prov == 'QC':
        return letters(rng, 1) + digits(rng, 2) + ' ' + letters(rng, 3)
    return letters(rng, 3) + ' ' + digits(rng, 3)


def vin(rng):
    pool = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    return pick(rng, ['1', '2', '3', 'J', 'K', 'W']) + ''.join(pick(rng, pool) for _ in range(16))


def bioid(rng):
    st = rng.randrange(4)
    if st == 0:
        return 'PV-' + digits(rng, 7)
    if st == 1:
        return 'FP-' + digits(rng, 5)
    if st == 2:
        return 'VP-' + digits(rng, 5)
    return 'BIO-' + ''.join(pick(rng, '0123456789ABCDEF') for _ in range(8))


def accession(rng, pre='IM'):
    st = rng.randrange(4)
    if st == 0:
        return '%s%s-%s' % (pre, digits(rng, 2), digits(rng, 6))
    if st == 1:
        return digits(rng, 2) + letters(rng, 1) + '-' + digits(rng, 5)
    if st == 2:
        return letters(rng, 1) + digits(rng, 10)
    return '%s-%s-%s' % (pre, digits(rng, 4), digits(rng, 5))


def order_no(rng):
    return pick(rng, ['ORD-', 'OR', '', 'REQ ']) + digits(rng, 7)


def lot_no(rng):
    return pick(rng, [letters(rng, 2) + digits(rng, 4), digits(rng, 2) + letters(rng, 1) + digits(rng, 3),
                      letters(rng, 1) + digits(rng, 5) + letters(rng, 1), digits(rng, 6) + letters(rng, 2)])


def sa_number(rng, country):
    if country == 'NZ':
        return 'SA' + digits(rng, 7)
    return pick(rng, ['EAP-', 'SA-', 'PA', 'EDS-']) + digits(rng, 4) + '-' + digits(rng, 5)


def case_no(rng):
    return pick(rng, ['PSP-', 'CASE ', 'C-', '']) + digits(rng, 6)


# ---------------------------------------------------------------- contacts
def ip_private(rng):
    st = rng.randrange(3)
    if st == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if st == 1:
        return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))
    return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randrange(256), rng.randrange(1, 255))


def ascii_slug(s):
    s = unicodedata.normalize('NFKD', s)
    return ''.join(ch for ch in s if ch.isascii() and ch.isalnum()).lower()


DOMAINS = ['example.org', 'example.com', 'example.net']


def person_email(rng, first, last):
    f, l = ascii_slug(first), ascii_slug(last)
    st = rng.randrange(5)
    dom = pick(rng, DOMAINS)
    if st == 0:
        u = '%s.%s' % (f, l)
    elif st == 1:
        u = '%s%s%s' % (f[0], l, digits(rng, 2))
    elif st == 2:
        u = '%s_%s' % (f, l[:1])
    elif st == 3:
        u = '%s.%s%s' % (l, f[:1], digits(rng, 1))
    else:
        u = '%s%s' % (f, digits(rng, 4))
    return '%s@%s' % (u, dom)


GENERIC = ('hospital', 'clinic', 'centre', 'center', 'health', 'medical', 'the', 'of', 'and',
           'associates', 'group', 'rooms', 'suite', 'surgery', 'regional', 'general')


def org_slug(org):
    words = [ascii_slug(w) for w in org.replace('&', ' ').replace('-', ' ').split()]
    keep = [w for w in words if w and w not in GENERIC] or [w for w in words if w]
    return ''.join(keep[:2])[:24]


def org_email(rng, org, box=None):
    slug = org_slug(org)
    box = box or pick(rng, ['referrals', 'info', 'reception', 'clinic', 'bookings', 'triage'])
    if chance(rng, 0.5):
        return '%s@%s.%s' % (box, slug, pick(rng, DOMAINS))
    return '%s.%s@%s' % (slug, box, pick(rng, DOMAINS))


def org_url(rng, org, path=None):
    slug = org_slug(org)
    host = pick(rng, ['www.%s.%s' % (slug, pick(rng, DOMAINS)), '%s.%s' % (slug, pick(rng, DOMAINS)),
                      'www.%s' % pick(rng, DOMAINS)])
    pre = pick(rng, ['', 'https://', 'https://', 'http://'])
    path = path if path is not None else pick(rng, ['', '/patients', '/portal', '/referral',
                                                    '/education', '/forms'])
    return pre + host + path


def username(rng, first, last):
    f, l = ascii_slug(first), ascii_slug(last)
    st = rng.randrange(5)
    if st == 0:
        return f[0] + l + (digits(rng, 1) if chance(rng, 0.5) else '')
    if st == 1:
        return '%s.%s' % (f, l)
    if st == 2:
        return (l[:6] + f[:2]).upper()
    if st == 3:
        return '%s_%s' % (f[0], l)
    return l + f[0] + digits(rng, 2)


def ph(text, typ):
    return Ph(text, typ)
