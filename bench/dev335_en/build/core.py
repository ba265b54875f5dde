"""Core helpers: single-pass note builder, label map, date formatting."""
import datetime as dt

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
TYPES = sorted(LABELS)


class Note:
    """Append text and PHI pieces in order; offsets are recorded as we go."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        assert typ in LABELS, typ
        assert s and s == s.strip(), repr(s)
        self.spans.append((self.n, self.n + len(s), typ))
        self.buf.append(s)
        self.n += len(s)
        return self

    def add(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, (int, float)):
            return self.t(str(x))
        if isinstance(x, tuple):
            return self.p(x[0], x[1])
        for y in x:
            self.add(y)
        return self

    def f(self, tpl, *args):
        parts = tpl.split('{}')
        assert len(parts) == len(args) + 1, (tpl, len(args))
        for i, a in enumerate(args):
            self.t(parts[i])
            self.add(a)
        self.t(parts[-1])
        return self

    def text(self):
        return ''.join(self.buf)


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
WDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


def fmt_date(d, style):
    m3 = MONTHS[d.month - 1][:3]
    w3 = WDAYS[d.weekday()][:3]
    if style == 'us_slash':
        return '%02d/%02d/%04d' % (d.month, d.day, d.year)
    if style == 'us_slash_nz':
        return '%d/%d/%04d' % (d.month, d.day, d.year)
    if style == 'us_short':
        return '%d/%d/%02d' % (d.month, d.day, d.year % 100)
    if style == 'us_long':
        return '%s %d, %d' % (MONTHS[d.month - 1], d.day, d.year)
    if style == 'us_mon':
        return '%s %d, %d' % (m3, d.day, d.year)
    if style == 'iso':
        return '%04d-%02d-%02d' % (d.year, d.month, d.day)
    if style == 'iso_slash':
        return '%04d/%02d/%02d' % (d.year, d.month, d.day)
    if style == 'dmy_slash':
        return '%02d/%02d/%04d' % (d.day, d.month, d.year)
    if style == 'dmy_short':
        return '%d/%d/%02d' % (d.day, d.month, d.year % 100)
    if style == 'dmy_mon':
        return '%d %s %d' % (d.day, m3, d.year)
    if style == 'dmy_long':
        return '%d %s %d' % (d.day, MONTHS[d.month - 1], d.year)
    if style == 'dmy_ord':
        return '%s %s %d' % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == 'dmy_dash':
        return '%02d-%s-%d' % (d.day, m3, d.year)
    if style == 'dmy_upper':
        return '%02d-%s-%d' % (d.day, m3.upper(), d.year)
    if style == 'dmy_dot':
        return '%02d.%02d.%04d' % (d.day, d.month, d.year)
    if style == 'dm':
        return '%02d/%02d' % (d.day, d.month)
    if style == 'dm_nz':
        return '%d/%d' % (d.day, d.month)
    if style == 'md':
        return '%d/%d' % (d.month, d.day)
    if style == 'wd_dm':
        return '%s %d/%d' % (w3, d.day, d.month)
    if style == 'wd_md':
        return '%s %d/%d' % (w3, d.month, d.day)
    if style == 'wd_dmy_long':
        return '%s, %d %s %d' % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == 'wd_mdy_long':
        return '%s, %s %d, %d' % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == 'my':
        return '%s %d' % (MONTHS[d.month - 1], d.year)
    if style == 'my3':
        return '%s %d' % (m3, d.year)
    if style == 'y':
        return '%d' % d.year
    if style == 'dm_mon':
        return '%d %s' % (d.day, m3)
    if style == 'md_mon':
        return '%s %d' % (m3, d.day)
    raise ValueError(style)


def add_days(d, k):
    return d + dt.timedelta(days=k)


def clock(r, lo=0, hi=23):
    return '%02d:%02d' % (r.randint(lo, hi), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def wpick(r, pairs):
    """Weighted pick from (item, weight) pairs, deterministic order."""
    tot = sum(w for _, w in pairs)
    x = r.random() * tot
    acc = 0
    for it, w in pairs:
        acc += w
        if x < acc:
            return it
    return pairs[-1][0]


def maybe(r, p, x, alt=None):
    return x if r.random() < p else alt


def digits(r, k):
    return ''.join(r.choice('0123456789') for _ in range(k))


def letters(r, k, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(r.choice(pool) for _ in range(k))
