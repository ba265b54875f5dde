"""Entity generators: people, dates, addresses, contacts, identifiers, sites and organisations.

Every generator takes the single random.Random(380) instance as its first argument.
Values are returned as (text, TYPE) tuples (PHI) or lists of pieces, ready for core.Note.put().
"""
import datetime as dt

import pools_names as PN
import pools_places as PP
from core import pick, chance, wchoice, digits, letters

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
UPPER_NO_IO = 'ABCDEFGHJKLMNPRSTUVWXYZ'


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, typ, mid=''):
        self.first, self.last, self.sex, self.typ, self.mid = first, last, sex, typ, mid
        self.title = ''

    def full(self):
        return (self.first + ' ' + self.last, self.typ)

    def fml(self):
        if self.mid:
            return ('%s %s. %s' % (self.first, self.mid, self.last), self.typ)
        return self.full()

    def f(self):
        return (self.first, self.typ)

    def l(self):
        return (self.last, self.typ)

    def lf(self, upper=False):
        s = '%s, %s' % (self.last, self.first)
        if self.mid:
            s += ' ' + self.mid
        return (s.upper() if upper else s, self.typ)

    def init(self, dots=True):
        a, b = self.first[0], self.last[0]
        return (('%s.%s.' % (a, b)) if dots else (a + b), self.typ)

    def short(self, dot=True):
        return (('%s. %s' if dot else '%s %s') % (self.first[0], self.last), self.typ)

    def nick(self):
        return (PN.NICKNAMES.get(self.first, self.first), self.typ)

    def initials_lower(self):
        return ((self.first[0] + self.last[0]).lower(), self.typ)

    @property
    def he(self):
        return 'he' if self.sex == 'M' else 'she'

    @property
    def his(self):
        return 'his' if self.sex == 'M' else 'her'

    @property
    def him(self):
        return 'him' if self.sex == 'M' else 'her'


def make_person(rng, country, typ, sex=None, last=None, origin=None):
    if origin is None:
        origin = wchoice(rng, PN.COUNTRY_ORIGINS[country])
    males, females, surnames = PN.ORIGINS[origin]
    if sex is None:
        sex = 'M' if chance(rng, 0.5) else 'F'
    first = pick(rng, males if sex == 'M' else females)
    if last is None:
        if chance(rng, 0.12):
            origin2 = wchoice(rng, PN.COUNTRY_ORIGINS[country])
            surnames = PN.ORIGINS[origin2][2]
        last = pick(rng, surnames)
    mid = pick(rng, 'ABCDEFGHJKLMNPRSTW') if chance(rng, 0.3) else ''
    p = Person(first, last, sex, typ, mid)
    p.origin = origin
    if typ == 'PATIENT' or typ == 'FAMILY':
        p.title = 'Mr' if sex == 'M' else pick(rng, ['Mrs', 'Ms', 'Mrs', 'Miss'])
    return p


def people(rng, country, typ, k):
    """k people with distinct surnames."""
    out, seen = [], set()
    while len(out) < k:
        p = make_person(rng, country, typ)
        if p.last in seen:
            continue
        seen.add(p.last)
        out.append(p)
    return out


# ---------------------------------------------------------------- dates
DATE_STYLES = {
    'UK': ['dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dth_month_y', 'dmy_short', 'd-mon-y'],
    'IE': ['dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dth_month_y', 'dmy_dot'],
    'AU': ['dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dmy_short', 'dmy_dot'],
    'NZ': ['dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dmy_short'],
    'US': ['mdy', 'mdy', 'mdy_np', 'mdy_short', 'month_d_y', 'mon_d_y'],
    'CA': ['iso', 'iso', 'month_d_y', 'dmy', 'd_mon_y', 'mon_d_y'],
}


def _th(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, style):
    m, y = d.month, d.year
    if style == 'dmy':
        return '%02d/%02d/%d' % (d.day, m, y)
    if style == 'dmy_dot':
        return '%02d.%02d.%d' % (d.day, m, y)
    if style == 'dmy_short':
        return '%d/%d/%02d' % (d.day, m, y % 100)
    if style == 'd_mon_y':
        return '%d %s %d' % (d.day, MONTHS[m - 1][:3], y)
    if style == 'd_month_y':
        return '%d %s %d' % (d.day, MONTHS[m - 1], y)
    if style == 'dth_month_y':
        return '%s %s %d' % (_th(d.day), MONTHS[m - 1], y)
    if style == 'd-mon-y':
        return '%02d-%s-%d' % (d.day, MONTHS[m - 1][:3], y)
    if style == 'mdy':
        return '%02d/%02d/%d' % (m, d.day, y)
    if style == 'mdy_np':
        return '%d/%d/%d' % (m, d.day, y)
    if style == 'mdy_short':
        return '%d/%d/%02d' % (m, d.day, y % 100)
    if style == 'month_d_y':
        return '%s %d, %d' % (MONTHS[m - 1], d.day, y)
    if style == 'mon_d_y':
        return '%s %d, %d' % (MONTHS[m - 1][:3], d.day, y)
    if style == 'iso':
        return '%d-%02d-%02d' % (y, m, d.day)
    raise ValueError(style)


def fmt_short(d, country):
    """Day and month without a year."""
    if country == 'US':
        return '%d/%d' % (d.month, d.day)
    if country == 'CA':
        return '%s %d' % (MONTHS[d.month - 1][:3], d.day)
    return '%d/%d' % (d.day, d.month)


def fmt_wd(d, country):
    """Weekday with a day-month date, one span."""
    return '%s %s' % (WEEKDAYS[d.weekday()][:3], fmt_short(d, country))


def month_year(d, short=False):
    return '%s %d' % (MONTHS[d.month - 1][:3] if short else MONTHS[d.month - 1], d.year)


def rand_date(rng, start, end):
    a, b = start.toordinal(), end.toordinal()
    return dt.date.fromordinal(rng.randint(a, b))


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def add_days(d, n):
    return d + dt.timedelta(days=n)


WORD_NUM = {19: 'nineteen', 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty',
            70: 'seventy', 80: 'eighty', 90: 'ninety'}
UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen',
         'eighteen', 'nineteen']


def age_words(n):
    if n < 10:
        return UNITS[n] or 'zero'
    if n < 20:
        return TEENS[n - 10]
    tens = WORD_NUM[n - n % 10]
    return tens + ('-' + UNITS[n % 10] if n % 10 else '')


# ---------------------------------------------------------------- places
def postcode(rng, country, town):
    if country == 'UK':
        area = town[2]
        dist = str(rng.randint(1, 29 if len(area) == 1 else 19))
        return '%s%s %d%s' % (area, dist, rng.randint(1, 9), letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
    if country == 'US':
        z = town[3] + digits(rng, 2)
        return z + ('-' + digits(rng, 4) if chance(rng, 0.2) else '')
    if country == 'AU':
        return town[3] + digits(rng, 1)
    if country == 'CA':
        a = 'ABCEGHJKLMNPRSTVXY'
        return '%s%d%s %d%s%d' % (town[3], rng.randint(0, 9), letters(rng, 1, a), rng.randint(0, 9),
                                  letters(rng, 1, a), rng.randint(0, 9))
    if country == 'NZ':
        return town[2] + digits(rng, 2)
    if country == 'IE':
        return town[2] + ' ' + letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1) + \
            letters(rng, 1, 'ACDEFHKNPRTVWXY') + digits(rng, 1)
    raise ValueError(country)


TOWNS = {'UK': PP.UK_TOWNS, 'US': PP.US_TOWNS, 'AU': PP.AU_TOWNS, 'CA': PP.CA_TOWNS,
         'NZ': PP.NZ_TOWNS, 'IE': PP.IE_TOWNS}


def street_name(rng, country):
    stems = PP.STREET_STEMS + PP.STREET_STEMS_X[country]
    return '%s %s' % (pick(rng, stems), pick(rng, PP.STREET_SUFFIX[country]))


def street_line(rng, country, inst=False):
    num = str(rng.choice([rng.randint(1, 60), rng.randint(1, 250), rng.randint(100, 9800)]
                         if country in ('US', 'CA') else [rng.randint(1, 40), rng.randint(1, 160)]))
    st = street_name(rng, country)
    r = rng.random()
    if inst:
        if country in ('US', 'CA') and r < 0.3:
            return '%s %s, Suite %d' % (num, st, rng.randint(100, 450))
        if country == 'UK' and r < 0.2:
            return 'Unit %d, %s %s' % (rng.randint(1, 12), num, st)
        return '%s %s' % (num, st)
    if country == 'UK':
        if r < 0.15:
            return 'Flat %d, %s %s' % (rng.randint(1, 24), num, st)
        return '%s %s' % (num, st)
    if country == 'US':
        if r < 0.2:
            return '%s %s Apt %d%s' % (num, st, rng.randint(1, 30), pick(rng, 'ABCD'))
        if r < 0.27:
            return '%s %s, Unit %d' % (num, st, rng.randint(1, 40))
        return '%s %s' % (num, st)
    if country in ('AU', 'NZ'):
        if r < 0.2:
            return '%d/%s %s' % (rng.randint(1, 12), num, st)
        if r < 0.3 and country == 'AU':
            return 'Unit %d, %s %s' % (rng.randint(1, 12), num, st)
        return '%s %s' % (num, st)
    if country == 'CA':
        if r < 0.2:
            return '%d-%s %s' % (rng.randint(101, 1804), num, st)
        return '%s %s' % (num, st)
    if country == 'IE':
        if r < 0.15:
            return 'Apt %d, %s' % (rng.randint(1, 40), st)
        return '%s %s' % (num, st)
    raise ValueError(country)


class Address:
    def __init__(self, rng, country, town=None, inst=False):
        self.country = country
        self.town = town or pick(rng, TOWNS[country])
        self.street = street_line(rng, country, inst)
        self.city = self.town[0]
        self.zip = postcode(rng, country, self.town)
        self.county = self.town[1] if country in ('UK', 'IE') else ''
        self.state = self.town[1] if country in ('US', 'AU', 'CA', 'NZ') else ''
        self.state_full = self.town[2] if country in ('US', 'AU', 'CA') else self.state
        self.nation = self.town[3] if country == 'UK' else ''

    def pieces(self, rng, full_state=False, multiline=False, with_county=None):
        c = self.country
        sep = '\n' if multiline else ', '
        out = [(self.street, 'STREET'), sep, (self.city, 'CITY')]
        if c == 'UK':
            if self.county and (with_county if with_county is not None else chance(rng, 0.3)):
                out += [sep, (self.county, 'CITY')]
            out += [sep if multiline else ' ', (self.zip, 'ZIP')]
        elif c == 'IE':
            if with_county if with_county is not None else chance(rng, 0.75):
                out += [sep + 'Co. ', (self.county, 'CITY')]
            out += [sep, (self.zip, 'ZIP')]
        elif c == 'US':
            out += [', ', (self.state_full if full_state else self.state, 'STATE'), ' ', (self.zip, 'ZIP')]
        elif c == 'AU':
            out += [' ', (self.state, 'STATE'), ' ', (self.zip, 'ZIP')]
        elif c == 'CA':
            out += [', ' if chance(rng, 0.5) else ' ', (self.state, 'STATE'), '  ', (self.zip, 'ZIP')]
        elif c == 'NZ':
            out += [' ', (self.zip, 'ZIP')]
        return out

    def town_pieces(self):
        """Town plus state/region where the country uses one."""
        if self.country in ('US', 'AU', 'CA'):
            return [(self.city, 'CITY'), ', ', (self.state, 'STATE')]
        if self.country == 'NZ':
            return [(self.city, 'CITY'), ', ', (self.state, 'STATE')]
        return [(self.city, 'CITY')]


# ---------------------------------------------------------------- contacts
UK_AREAS = ['0113', '0114', '0115', '0116', '0117', '0118', '0121', '0161', '0191', '029', '0141', '028']
UK_AREAS5 = ['01274', '01422', '01484', '01924', '01302', '01772', '01254', '01332', '01603', '01392',
             '01752', '01872', '01793', '01228', '01524', '01622']
US_AREAS = ['412', '614', '937', '502', '901', '205', '601', '918', '402', '515', '414', '313', '317',
            '314', '505', '520', '916', '509', '208', '804', '919', '843', '912', '225', '210', '716']
CA_AREAS = ['905', '519', '613', '705', '807', '204', '306', '403', '780', '604', '250', '902', '506',
            '709', '819', '867']


def phone(rng, country, mobile=False):
    r = rng.random()
    if country == 'UK':
        if mobile:
            return pick(rng, ['07700 555%s' % digits(rng, 3), '07%s 555 %s' % (digits(rng, 3), digits(rng, 3)),
                              '+44 7%s 555%s' % (digits(rng, 3), digits(rng, 3))])
        if r < 0.5:
            return '%s 555 %s' % (pick(rng, UK_AREAS), digits(rng, 4))
        return '%s 555%s' % (pick(rng, UK_AREAS5), digits(rng, 3))
    if country in ('US', 'CA'):
        a = pick(rng, US_AREAS if country == 'US' else CA_AREAS)
        n = '01' + digits(rng, 2)
        if r < 0.5:
            return '(%s) 555-%s' % (a, n)
        if r < 0.8:
            return '%s-555-%s' % (a, n)
        if r < 0.9:
            return '%s.555.%s' % (a, n)
        return '+1 %s 555 %s' % (a, n)
    if country == 'AU':
        if mobile:
            return pick(rng, ['04%s 555 %s' % (digits(rng, 2), digits(rng, 3)),
                              '+61 4%s 555 %s' % (digits(rng, 2), digits(rng, 3))])
        return '(0%s) 5550 %s' % (pick(rng, '2378'), digits(rng, 4))
    if country == 'NZ':
        if mobile:
            return '02%s 555 %s' % (pick(rng, '1279'), digits(rng, 4))
        return pick(rng, ['(0%s) 555 %s' % (pick(rng, '34679'), digits(rng, 4)),
                          '0%s-555 %s' % (pick(rng, '34679'), digits(rng, 4))])
    if country == 'IE':
        if mobile:
            return pick(rng, ['08%s 555 %s' % (pick(rng, '35679'), digits(rng, 4)),
                              '+353 8%s 555 %s' % (pick(rng, '35679'), digits(rng, 4))])
        return pick(rng, ['(0%s) 555 %s' % (pick(rng, ['21', '61', '91', '51', '71', '90', '66']), digits(rng, 4)),
                          '01 555 %s' % digits(rng, 4)])
    raise ValueError(country)


def with_ext(rng, num):
    return num + pick(rng, [' ext. ', ' ext ', ' x', ' Ext. ']) + digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return pick(rng, ['555%d' % rng.randint(1, 9), '%d555' % rng.randint(1, 9), '4-555%d' % rng.randint(0, 9)])


def slug(s):
    out = ''.join(ch.lower() if ch.isalnum() else '-' for ch in s)
    while '--' in out:
        out = out.replace('--', '-')
    return out.strip('-')


def _clean(s):
    return ''.join(ch for ch in s.lower() if ch.isalnum())


def email_person(rng, p):
    f, l = _clean(p.first), _clean(p.last)
    local = pick(rng, [f + '.' + l, f[0] + l, f + l + digits(rng, 2), l + '.' + f[0], f + '_' + l[:4] + digits(rng, 2)])
    return local + '@' + pick(rng, ['example.com', 'example.net', 'mail.example.com', 'example.org',
                                    'inbox.example.net'])


def email_staff(rng, p, site_name):
    f, l = _clean(p.first), _clean(p.last)
    dom = slug(site_name).split('-')[0] + pick(rng, ['', 'health', 'limb', 'rehab'])
    return '%s.%s@%s.%s' % (f, l, dom, pick(rng, ['example.org', 'example.net', 'example.com']))


def email_generic(rng, site_name, box):
    return '%s@%s.%s' % (box, slug(site_name).replace('-', ''), pick(rng, ['example.org', 'example.net']))


def url_site(rng, site_name):
    s = slug(site_name)
    return pick(rng, ['www.%s.example.org' % s, 'https://%s.example.org/patients' % s,
                      'www.%s.example.net' % s.split('-')[0], 'https://www.%s.example.com' % s])


def url_tele(rng):
    return pick(rng, ['https://video.example.net/join/%s' % (letters(rng, 3).lower() + '-' + digits(rng, 4)),
                      'https://telehealth.example.org/room/%s' % digits(rng, 7),
                      'https://meet.example.com/r/%s' % (letters(rng, 6).lower()),
                      'https://connect.example.org/vc?id=%s' % digits(rng, 9)])


def ip_addr(rng):
    r = rng.random()
    if r < 0.4:
        return '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.7:
        return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))


def username(rng, p):
    f, l = _clean(p.first), _clean(p.last)
    return pick(rng, [f[0] + l, f[0] + l + digits(rng, 2), l[:6] + f[0], f + '.' + l, f[:3] + l[:3] + digits(rng, 1),
                      l + f[0] + digits(rng, 3)])
