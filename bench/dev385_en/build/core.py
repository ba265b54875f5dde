"""Core helpers for dev385_en: the note builder, date, phone and number formats.

Offsets are computed while a note is assembled: every piece is appended in
order and a PHI piece records where it lands.  Nothing searches finished text.
"""
import datetime as dt
import re
import unicodedata

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}

_TPL = re.compile(r'\{(\w+)\}')


class Note:
    """Append-only note builder that records span offsets as pieces land."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changed length: %r' % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        self._add(s)

    def p(self, value, typ):
        if typ not in LABELS:
            raise KeyError(typ)
        if not value:
            return
        start = self.pos
        s = self._add(value)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABELS[typ],
                           'type': typ, 'text': s})

    def w(self, *pieces):
        for x in pieces:
            if isinstance(x, tuple):
                self.p(*x)
            elif isinstance(x, list):
                self.w(*x)
            elif x:
                self._add(x)

    def f(self, tpl, **kw):
        """Template with {key} slots; a slot is str, (value, TYPE) or a list of pieces."""
        for i, seg in enumerate(_TPL.split(tpl)):
            if i % 2 == 0:
                if seg:
                    self._add(seg)
            else:
                self.w(kw[seg])

    def text(self):
        return ''.join(self.parts)


# ---------------------------------------------------------------- random helpers

def digits(rng, k):
    return ''.join(str(rng.randrange(10)) for _ in range(k))


def nz_digits(rng, k):
    return str(rng.randrange(1, 10)) + digits(rng, k - 1)


LET = 'ABCDEFGHJKLMNPRSTUVWXYZ'


def letters(rng, k, pool=LET):
    return ''.join(rng.choice(pool) for _ in range(k))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, pairs):
    """pairs: list of (item, weight) in fixed order."""
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for item, w in pairs:
        r -= w
        if r < 0:
            return item
    return pairs[-1][0]


def typo(rng, s, p=0.08):
    """Occasionally swap two inner letters of one longer word (plain text only)."""
    if not chance(rng, p):
        return s
    words = s.split(' ')
    idx = [i for i, w in enumerate(words) if len(w) >= 6 and w.isalpha() and w.islower()]
    if not idx:
        return s
    i = pick(rng, idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return ' '.join(words)


# ---------------------------------------------------------------- dates

MON3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
WD3 = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordinal(k):
    if 10 <= k % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')
    return '%d%s' % (k, suf)


def fdate(d, style):
    y, m, day = d.year, d.month, d.day
    if style == 'dmy':
        return '%02d/%02d/%d' % (day, m, y)
    if style == 'dmys':
        return '%d/%d/%02d' % (day, m, y % 100)
    if style == 'dmy.':
        return '%02d.%02d.%02d' % (day, m, y % 100)
    if style == 'dMy':
        return '%d %s %d' % (day, MON3[m - 1], y)
    if style == 'dMy-':
        return '%02d-%s-%d' % (day, MON3[m - 1], y)
    if style == 'dMMy':
        return '%d %s %d' % (day, MONTHS[m - 1], y)
    if style == 'oMMy':
        return '%s %s %d' % (ordinal(day), MONTHS[m - 1], y)
    if style == 'iso':
        return '%d-%02d-%02d' % (y, m, day)
    if style == 'mdy':
        return '%02d/%02d/%d' % (m, day, y)
    if style == 'mdys':
        return '%d/%d/%02d' % (m, day, y % 100)
    if style == 'MMdy':
        return '%s %d, %d' % (MONTHS[m - 1], day, y)
    if style == 'Mdy':
        return '%s %d, %d' % (MON3[m - 1], day, y)
    raise ValueError(style)


def short_date(d, country):
    """Day and month without the year (e.g. 14/3 or 3/14)."""
    if country == 'US':
        return '%d/%d' % (d.month, d.day)
    if country == 'CA':
        return '%s %d' % (MON3[d.month - 1], d.day)
    return '%d/%d' % (d.day, d.month)


def wd_date(d, style):
    """Weekday together with its date: one span."""
    if style in ('mdy', 'mdys', 'MMdy', 'Mdy'):
        return '%s %s' % (WD3[d.weekday()], fdate(d, 'mdys'))
    if style == 'iso':
        return '%s %s' % (WD3[d.weekday()], fdate(d, 'iso'))
    return '%s %s' % (WDAYS[d.weekday()], fdate(d, 'dMy' if style != 'dMMy' else 'dMMy'))


DATE_STYLES = {
    'UK': [('dmy', 6), ('dMy', 3), ('dMy-', 2), ('dmys', 2), ('dMMy', 2), ('oMMy', 1), ('dmy.', 1)],
    'IE': [('dmy', 6), ('dMy', 3), ('dMMy', 2), ('dmys', 2), ('oMMy', 1), ('dMy-', 1)],
    'AU': [('dmy', 6), ('dMy', 3), ('dmys', 2), ('dMMy', 1), ('dMy-', 2), ('iso', 1)],
    'NZ': [('dmy', 6), ('dMy', 3), ('dmys', 2), ('dMMy', 2), ('dMy-', 1)],
    'CA': [('iso', 5), ('Mdy', 2), ('MMdy', 2), ('dMy', 2), ('dMy-', 1), ('mdy', 1)],
    'US': [('mdy', 7), ('mdys', 3), ('MMdy', 2), ('Mdy', 1), ('iso', 1)],
}


def date_style(rng, country):
    return wpick(rng, DATE_STYLES[country])


def rand_date(rng, start, end):
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def shift(d, days):
    return d + dt.timedelta(days=days)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def hhmm(rng, lo=8, hi=18):
    return '%02d:%02d' % (rng.randrange(lo, hi), rng.randrange(0, 60, 5))


# ---------------------------------------------------------------- contacts

def phone(rng, country, area, kind='land'):
    """Every number contains 555.  area: dialling code of the town."""
    if country == 'UK':
        if kind == 'mob':
            return '07%s %s%s' % (digits(rng, 3), pick(rng, ['555', '555 ']), digits(rng, 3))
        if len(area) == 4:
            return '%s %s %s' % (area, '555', digits(rng, 4))
        if len(area) == 3:
            return '%s %s %s' % (area, '555' + digits(rng, 1), digits(rng, 4))
        return '%s %s' % (area, '555' + digits(rng, 3))
    if country == 'IE':
        if kind == 'mob':
            return '08%s %s %s' % (pick(rng, '35679'), '555', digits(rng, 4))
        return '(%s) %s %s' % (area, '555', digits(rng, 4)) if chance(rng, 0.3) else \
            '%s %s %s' % (area, '555', digits(rng, 4))
    if country == 'AU':
        if kind == 'mob':
            return pick(rng, ['04%s 555 %s', '04%s555%s']) % (digits(rng, 2), digits(rng, 3))
        return '(%s) 555%s %s' % (area, digits(rng, 1), digits(rng, 4))
    if country == 'NZ':
        if kind == 'mob':
            return '02%s 555 %s' % (pick(rng, '0127'), digits(rng, 4))
        return '(%s) 555 %s' % (area, digits(rng, 4))
    # CA / US
    tail = '01' + digits(rng, 2)
    fmt = pick(rng, ['({a}) 555-{t}', '{a}-555-{t}', '{a}.555.{t}', '({a}) 555-{t}'])
    return fmt.format(a=area, t=tail)


def ext(rng):
    return pick(rng, [' ext. ', ' ext ', ' x', ' x ']) + digits(rng, pick(rng, [3, 4]))


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return '10.%d.%d.%d' % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return '172.%d.%d.%d' % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return '192.168.%d.%d' % (rng.randrange(256), rng.randrange(1, 255))


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif ch in ' -':
            out.append('-')
    return re.sub('-+', '-', ''.join(out)).strip('-')


def asc(s):
    """ASCII fold for user names and e-mail local parts."""
    s = unicodedata.normalize('NFKD', s.lower().replace('\u0142', 'l'))
    return ''.join(ch for ch in s if ch.isascii() and ch.isalnum())
