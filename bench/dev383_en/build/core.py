"""Core helpers for dev383_en.

Note assembles a note in a single pass: every piece is appended in order and
the offsets of PHI pieces are recorded at the moment they are appended.  No
search over the finished text is ever made.
"""
import datetime
import re

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION',
    'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION',
    'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID',
    'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID',
    'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}


class Ph(object):
    """A PHI piece: its text and its fine type."""
    __slots__ = ('text', 'typ')

    def __init__(self, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        self.text = text
        self.typ = typ

    def __repr__(self):
        return 'Ph(%r, %r)' % (self.text, self.typ)


KEY = re.compile(r'\{([A-Za-z0-9_]+)\}')


class Note(object):
    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def put(self, s, typ=None):
        if not s:
            return
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError('lower() changes length: %r' % s)
            s = low
        if typ is not None:
            self.spans.append({'start': self.pos, 'end': self.pos + len(s),
                               'label': TYPE_LABEL[typ], 'type': typ,
                               'text': s})
        self.parts.append(s)
        self.pos += len(s)

    def add(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.put(v)
        elif isinstance(v, Ph):
            self.put(v.text, v.typ)
        else:
            for x in v:
                self.add(x)

    def f(self, tpl, ctx=None, **kw):
        """Append a template; {key} is filled from kw, then from ctx."""
        i = 0
        for m in KEY.finditer(tpl):
            self.put(tpl[i:m.start()])
            k = m.group(1)
            if k in kw:
                self.add(kw[k])
            else:
                self.add(ctx[k])
            i = m.end()
        self.put(tpl[i:])

    def text(self):
        return ''.join(self.parts)


def join(items, sep=', ', last=' and '):
    """Pieces joining items (str or Ph or lists) with separators."""
    out = []
    items = list(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(it)
    return out


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
        'Sunday']


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == 'dmy_slash':
        return '%02d/%02d/%04d' % (dd, m, y)
    if style == 'dmy_nopad':
        return '%d/%d/%04d' % (dd, m, y)
    if style == 'dmy_short':
        return '%02d/%02d/%02d' % (dd, m, y % 100)
    if style == 'dmy_dot':
        return '%02d.%02d.%04d' % (dd, m, y)
    if style == 'dmy_long':
        return '%d %s %d' % (dd, MONTHS[m - 1], y)
    if style == 'dmy_ord':
        return '%s %s %d' % (ordinal(dd), MONTHS[m - 1], y)
    if style == 'dmy_abbr':
        return '%d %s %d' % (dd, MON[m - 1], y)
    if style == 'dmy_dash':
        return '%02d-%s-%d' % (dd, MON[m - 1], y)
    if style == 'mdy_slash':
        return '%02d/%02d/%04d' % (m, dd, y)
    if style == 'mdy_short':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if style == 'mdy_long':
        return '%s %d, %d' % (MONTHS[m - 1], dd, y)
    if style == 'mdy_abbr':
        return '%s %d, %d' % (MON[m - 1], dd, y)
    if style == 'iso':
        return '%04d-%02d-%02d' % (y, m, dd)
    raise ValueError(style)


def is_us(style):
    return style.startswith('mdy')


def fmt_partial(d, kind, style):
    """Partial dates: my (month year), y (year), dm (day month),
    wd (weekday with date), wds (short weekday with short date)."""
    if kind == 'y':
        return '%d' % d.year
    if kind == 'my':
        if style in ('dmy_slash', 'dmy_short', 'dmy_dot', 'mdy_slash'):
            return '%02d/%d' % (d.month, d.year)
        if style in ('dmy_abbr', 'dmy_dash', 'mdy_abbr'):
            return '%s %d' % (MON[d.month - 1], d.year)
        return '%s %d' % (MONTHS[d.month - 1], d.year)
    if kind == 'dm':
        if is_us(style):
            return '%d/%d' % (d.month, d.day)
        if style in ('dmy_long', 'dmy_ord', 'dmy_abbr', 'dmy_dash'):
            return '%d %s' % (d.day, MON[d.month - 1])
        return '%02d/%02d' % (d.day, d.month)
    if kind == 'wd':
        wd = DAYS[d.weekday()]
        if is_us(style):
            return '%s, %s %d, %d' % (wd, MONTHS[d.month - 1], d.day, d.year)
        if style == 'iso':
            return '%s %s' % (wd, fmt_date(d, 'iso'))
        return '%s %d %s %d' % (wd, d.day, MONTHS[d.month - 1], d.year)
    if kind == 'wds':
        wd = DAYS[d.weekday()][:3]
        if is_us(style):
            return '%s %d/%d' % (wd, d.month, d.day)
        return '%s %02d/%02d' % (wd, d.day, d.month)
    raise ValueError(kind)


def rdate(rng, a, b):
    """Random date between date a and date b inclusive."""
    span = (b - a).days
    return a + datetime.timedelta(days=rng.randint(0, max(span, 0)))


def plus(d, days):
    return d + datetime.timedelta(days=days)


def age_ym(dob, at):
    y = at.year - dob.year
    m = at.month - dob.month
    if at.day < dob.day:
        m -= 1
    if m < 0:
        y -= 1
        m += 12
    return y, m


def D(y, m, d):
    return datetime.date(y, m, d)


def clock(rng, lo=8, hi=18):
    return '%02d:%02d' % (rng.randint(lo, hi - 1), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def pick(rng, seq, k=1):
    """k distinct items of seq, in sampled order."""
    return rng.sample(list(seq), k)


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return ''.join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(alphabet) for _ in range(n))


def an(word):
    """Indefinite article for a word."""
    w = word.lower()
    return 'an' if (w[:1] in 'aeiou' and not w.startswith('uni')) or word.startswith('IT') or w.startswith('hgv') else 'a'
