"""Core of the dev321_en generator: the single RNG, the span-recording
document builder and small formatting helpers.

Every random choice in the generator goes through ``R`` below, the one
``random.Random(321)`` instance.  Offsets are recorded while text is
appended (``Doc``); nothing ever searches the finished text.
"""
import datetime
import random
import re

R = random.Random(321)

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

UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ'
LOWER = 'abcdefghijkmnopqrstuvwxyz'


# ---------------------------------------------------------------- random
def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def wpick(pairs):
    total = sum(w for _, w in pairs)
    x = R.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def some(seq, k):
    seq = list(seq)
    return R.sample(seq, min(k, len(seq)))


def shuffled(seq):
    seq = list(seq)
    R.shuffle(seq)
    return seq


def digits(n, first=None):
    s = ''.join(str(R.randint(0, 9)) for _ in range(n))
    if first is not None:
        s = str(first) + s[1:]
    return s


def nz_digits(n):
    return str(R.randint(1, 9)) + digits(n - 1)


def letters(n, pool=UPPER):
    return ''.join(pool[R.randrange(len(pool))] for _ in range(n))


# ---------------------------------------------------------------- builder
class Doc:
    """Append-only note builder.

    Items passed to ``w``/``ln`` are plain ``str`` (not PHI), ``(TYPE, value)``
    tuples (a PHI span, offsets noted at the moment of appending), lists of
    items, or ``None`` (skipped).  ``{}`` in a format string is a slot.
    """

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0
        self.xl = None      # optional wording filter for plain (non-PHI) text

    def _t(self, s):
        if s:
            self.parts.append(s)
            self.n += len(s)

    def _item(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._t(self.xl(it) if self.xl else it)
        elif isinstance(it, tuple):
            typ, val = it
            if typ not in TYPE_LABEL:
                raise ValueError('bad type %r' % (typ,))
            if not val or val != val.strip():
                raise ValueError('bad span value %r for %s' % (val, typ))
            start = self.n
            self._t(val)
            self.spans.append((start, self.n, typ))
        elif isinstance(it, list):
            for x in it:
                self._item(x)
        else:
            raise TypeError(repr(it))

    def w(self, fmt, *args):
        pieces = fmt.split('{}')
        if len(pieces) != len(args) + 1:
            raise ValueError('slot mismatch in %r' % fmt)
        for i, piece in enumerate(pieces):
            self._t(self.xl(piece) if self.xl else piece)
            if i < len(args):
                self._item(args[i])
        return self

    def ln(self, fmt='', *args):
        self.w(fmt, *args)
        self._t('\n')
        return self

    def add(self, *items):
        for it in items:
            self._item(it)
        return self

    def text(self):
        return ''.join(self.parts)


def join(items, sep=', ', last=None):
    """Interleave items with a separator, return a fragment list."""
    out = []
    items = [x for x in items if x is not None]
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(it)
    return out


def frag(fmt, *args):
    """Build a fragment list from a format string with ``{}`` slots."""
    pieces = fmt.split('{}')
    if len(pieces) != len(args) + 1:
        raise ValueError('slot mismatch in %r' % fmt)
    out = []
    for i, piece in enumerate(pieces):
        if piece:
            out.append(piece)
        if i < len(args):
            out.append(args[i])
    return out


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
            'Saturday', 'Sunday']
WD3 = [w[:3] for w in WEEKDAYS]


def D(y, m, d):
    return datetime.date(y, m, d)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(a, b):
    return add_days(a, R.randint(0, (b - a).days))


def workday(d):
    while d.weekday() >= 5:
        d = add_days(d, 1)
    return d


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, 28)
    return datetime.date(y, m, day)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def fd(d, style):
    """Format a date; ``style`` names one of the layouts below."""
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    if style == 'dmy/':
        return '%02d/%02d/%04d' % (dd, m, y)
    if style == 'dmy/s':
        return '%d/%d/%02d' % (dd, m, y % 100)
    if style == 'dmy/2':
        return '%02d/%02d/%02d' % (dd, m, y % 100)
    if style == 'dmy.':
        return '%02d.%02d.%04d' % (dd, m, y)
    if style == 'dmy-':
        return '%02d-%02d-%04d' % (dd, m, y)
    if style == 'mdy/':
        return '%02d/%02d/%04d' % (m, dd, y)
    if style == 'mdy/n':
        return '%d/%d/%04d' % (m, dd, y)
    if style == 'mdy/s':
        return '%d/%d/%02d' % (m, dd, y % 100)
    if style == 'mdy-':
        return '%02d-%02d-%04d' % (m, dd, y)
    if style == 'iso':
        return '%04d-%02d-%02d' % (y, m, dd)
    if style == 'ymd/':
        return '%04d/%02d/%02d' % (y, m, dd)
    if style == 'd-mon-y':
        return '%02d-%s-%04d' % (dd, MON3[m - 1], y)
    if style == 'd-MON-y':
        return '%02d-%s-%04d' % (dd, MON3[m - 1].upper(), y)
    if style == 'dMONy':
        return '%02d%s%04d' % (dd, MON3[m - 1].upper(), y)
    if style == 'd mon y':
        return '%d %s %04d' % (dd, MON3[m - 1], y)
    if style == 'd month y':
        return '%d %s %04d' % (dd, MONTHS[m - 1], y)
    if style == 'dth month y':
        return '%d%s %s %04d' % (dd, ordsuf(dd), MONTHS[m - 1], y)
    if style == 'month d, y':
        return '%s %d, %04d' % (MONTHS[m - 1], dd, y)
    if style == 'mon d, y':
        return '%s %d, %04d' % (MON3[m - 1], dd, y)
    if style == 'wd d month y':
        return '%s %d %s %04d' % (WEEKDAYS[wd], dd, MONTHS[m - 1], y)
    if style == 'wd dth month y':
        return '%s %d%s %s %04d' % (WEEKDAYS[wd], dd, ordsuf(dd), MONTHS[m - 1], y)
    if style == 'wd, month d, y':
        return '%s, %s %d, %04d' % (WEEKDAYS[wd], MONTHS[m - 1], dd, y)
    if style == 'wd3 d mon':
        return '%s %d %s' % (WD3[wd], dd, MON3[m - 1])
    if style == 'wd3 d/m':
        return '%s %d/%d' % (WD3[wd], dd, m)
    if style == 'wd3 m/d':
        return '%s %d/%d' % (WD3[wd], m, dd)
    if style == 'wd':
        return WEEKDAYS[wd]
    if style == 'd/m':
        return '%d/%d' % (dd, m)
    if style == 'm/d':
        return '%d/%d' % (m, dd)
    if style == 'd month':
        return '%d %s' % (dd, MONTHS[m - 1])
    if style == 'month d':
        return '%s %d' % (MONTHS[m - 1], dd)
    if style == 'month y':
        return '%s %04d' % (MONTHS[m - 1], y)
    if style == 'mon y':
        return '%s %04d' % (MON3[m - 1], y)
    if style == 'mm/yyyy':
        return '%02d/%04d' % (m, y)
    if style == 'y':
        return '%04d' % y
    raise ValueError(style)


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return 'th'
    return {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')


def ft(h, m, style='24'):
    if style == '24':
        return '%02d:%02d' % (h, m)
    if style == '24.':
        return '%02d.%02d' % (h, m)
    if style == '24n':
        return '%02d%02d' % (h, m)
    hh = h % 12 or 12
    ap = 'am' if h < 12 else 'pm'
    if style == 'ampm':
        return '%d:%02d%s' % (hh, m, ap)
    if style == 'ampm.':
        return '%d.%02d%s' % (hh, m, ap)
    if style == 'AMPM':
        return '%d:%02d %s' % (hh, m, ap.upper())
    raise ValueError(style)


def rtime(h0=7, h1=17, step=5):
    h = R.randint(h0, h1)
    m = R.randrange(0, 60, step)
    return h, m


def tadd(hm, mins):
    t = hm[0] * 60 + hm[1] + mins
    return (t // 60) % 24, t % 60


NA_WORDS = [('Bowel Cancer Screening', 'Colon Cancer Screening'),
            ('bowel cancer screening', 'colorectal cancer screening'),
            ('Bowel cancer screening', 'Colorectal cancer screening'),
            ('bowel cancer', 'colorectal cancer'), ('Bowel cancer', 'Colorectal cancer'),
            ('bowel screening', 'colon cancer screening'),
            ('Bowel screening', 'Colon cancer screening'),
            ('your poo', 'your stool'), ('of poo', 'of stool'), ('poo', 'stool'),
            ('tummy', 'belly'), ('bleeding from piles', 'bleeding from hemorrhoids'),
            ('freepost envelope', 'prepaid envelope'), ('haemorrhoids', 'hemorrhoids'),
            ('anaemia', 'anemia'), ('anaemic', 'anemic'), ('oesophag', 'esophag'),
            ('programme', 'program'), ('Programme', 'Program'), ('colour', 'color'),
            ('centre', 'center'), ('Centre', 'Center'), ('diarrhoea', 'diarrhea'),
            ('faeces', 'feces'), ('haemat', 'hemat'), ('anaesthe', 'anesthe'),
            ('GP', 'PCP'), ('caec', 'cec'), ('tumour', 'tumor'), ('labelled', 'labeled'),
            ('authorised', 'authorized'), ('Authorised', 'Authorized'), ('haemorrh', 'hemorrh'),
            ('Paeds', 'Peds'), ('paeds', 'peds'), ('oedema', 'edema'), ('Oesophag', 'Esophag'),
            ('Zimmer frame', 'walker'), ('Bleep', 'Pager'), ('bleep', 'pager'),
            ('units/week', 'drinks/week'), ('OD', 'daily'), ('BD', 'BID'), ('TDS', 'TID'),
            ('QDS', 'QID'), ('ON', 'QHS'), ('OM', 'QAM'), ('nocte', 'QHS')]


CA_KEEP = ('centre', 'Centre', 'colour')


NA_PREFIX = ('oesophag', 'Oesophag', 'haemat', 'anaesthe', 'caec', 'haemorrh')


def _swap(s, a, b):
    if a not in s:
        return s
    if a in NA_PREFIX:
        return s.replace(a, b)
    return re.sub(r'\b%s\b' % re.escape(a), b, s)


def na_us(s):
    """US wording for shared template text (never applied to PHI)."""
    for a, b in NA_WORDS:
        s = _swap(s, a, b)
    return s


def na_ca(s):
    """Canadian wording: North American terms, some British spelling kept."""
    for a, b in NA_WORDS:
        if a in CA_KEEP:
            continue
        if a == 'GP':
            b = 'family doctor'
        s = _swap(s, a, b)
    return s


def newdoc(c):
    d = Doc()
    if c == 'US':
        d.xl = na_us
    elif c == 'CA':
        d.xl = na_ca
    return d
