"""Note builder: text is appended piece by piece and every PHI span is recorded at the moment it is
appended (single pass, no searching in the finished text)."""
import datetime
import re

from pools_people import TYPOS

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
          'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
_TYPO_RE = re.compile(r'\b(' + '|'.join(sorted(TYPOS, key=lambda w: (-len(w), w))) + r')\b', re.IGNORECASE)
_FIELD_RE = re.compile(r'\{([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9_]+))?\}')


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def fmt_date(d, spec, style):
    """style: 'uk' (day first), 'us' (month first), 'ca' (ISO numeric, month-first long)."""
    m, mon = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    us = style in ('us', 'ca')
    if spec == 'n':
        if style == 'us':
            return '%02d/%02d/%d' % (d.month, d.day, d.year)
        if style == 'ca':
            return d.isoformat()
        return '%02d/%02d/%d' % (d.day, d.month, d.year)
    if spec == 'l':
        return '%s %d, %d' % (m, d.day, d.year) if us else '%d %s %d' % (d.day, m, d.year)
    if spec == 'w':
        return '%s, %s %d, %d' % (wd, m, d.day, d.year) if us else '%s %d %s %d' % (wd, d.day, m, d.year)
    if spec == 'a':
        return '%s %d/%d' % (wd[:3], d.month, d.day) if us else '%s %02d/%02d' % (wd[:3], d.day, d.month)
    if spec == 'm':
        return '%s %d' % (m, d.year)
    if spec == 'y':
        return str(d.year)
    if spec == 'd':
        return '%s %d, %d' % (mon, d.day, d.year) if us else '%02d-%s-%d' % (d.day, mon, d.year)
    if spec == 's':
        return '%d/%d/%02d' % (d.month, d.day, d.year % 100) if us else '%02d/%02d/%02d' % (d.day, d.month, d.year % 100)
    if spec == 'i':
        return d.isoformat()
    if spec == 'c':
        return '%02d-%02d-%d' % (d.month, d.day, d.year) if us else '%02d.%02d.%d' % (d.day, d.month, d.year)
    if spec == 'dm':
        return '%s %d' % (m, d.day) if us else '%d %s' % (d.day, m)
    if spec == 'o':
        return '%s %s' % (m, ordinal(d.day)) if us else '%s %s %d' % (ordinal(d.day), m, d.year)
    if spec == 'wd':
        return wd
    raise ValueError(spec)


class Person:
    def __init__(self, first, last, typ, sex='F', middle='', title='', nick='', uname=''):
        self.first, self.last, self.typ, self.sex = first, last, typ, sex
        self.middle, self.title, self.nick, self.uname = middle, title, nick, uname

    def form(self, spec):
        f, l, mi = self.first, self.last, self.middle
        inits = ''.join(p[0] for p in (f.replace('-', ' ').split()[:1] + l.replace('-', ' ').split()[-1:]))
        return {
            None: f + ' ' + l, 'full': f + ' ' + l, 'mid': (f + ' ' + mi + '. ' + l) if mi else f + ' ' + l,
            'last': l, 'first': f, 'upper': (l + ', ' + f + (' ' + mi if mi else '')).upper(),
            'lf': l + ', ' + f, 'init': inits.upper(), 'dot': '.'.join(inits.upper()) + '.',
            'fl': f[0] + '. ' + l, 'flnd': f[0] + ' ' + l, 'nick': self.nick or f,
            'linit': inits.lower(), 'uname': self.uname, 'lastup': l.upper(), 'fullup': (f + ' ' + l).upper(),
            'fli': f + ' ' + l[0] + '.',
        }[spec]

    def render(self, note, spec):
        note.p(self.form(spec), 'USERNAME' if spec == 'uname' else self.typ)


class Address:
    """style: UK, IRL, AUS, NZL, NA."""
    def __init__(self, street, city, zipc, style, county='', state='', state_full='', country=''):
        self.street, self.city, self.zip, self.style = street, city, zipc, style
        self.county, self.state, self.state_full, self.country = county, state, state_full, country

    def render(self, note, spec):
        sp = spec or 'block'
        if sp == 'street':
            return note.p(self.street, 'STREET')
        if sp == 'city':
            return note.p(self.city, 'CITY')
        if sp == 'zip':
            return note.p(self.zip, 'ZIP')
        if sp == 'state':
            return note.p(self.state, 'STATE')
        if sp == 'statefull':
            return note.p(self.state_full, 'STATE')
        if sp == 'county':
            return note.p(self.county or self.city, 'CITY')
        sep = '\n' if sp == 'block' else ', '
        if sp != 'cityline':
            note.p(self.street, 'STREET')
            note.lit(sep)
        st = self.style
        if st in ('UK', 'IRL'):
            note.p(self.city, 'CITY')
            if self.county and (st == 'IRL' or sp == 'block'):
                note.lit(sep)
                note.p(self.county, 'CITY')
            note.lit(sep if sp == 'block' else ' ')
            note.p(self.zip, 'ZIP')
        elif st == 'AUS':
            note.p(self.city, 'CITY')
            note.lit(' ')
            note.p(self.state_full if sp == 'block' and note.rng.random() < 0.2 else self.state, 'STATE')
            note.lit(' ')
            note.p(self.zip, 'ZIP')
        elif st == 'NZL':
            note.p(self.city, 'CITY')
            note.lit(' ')
            note.p(self.zip, 'ZIP')
        else:
            note.p(self.city, 'CITY')
            note.lit(', ')
            note.p(self.state_full if sp == 'block' and note.rng.random() < 0.2 else self.state, 'STATE')
            note.lit(' ' if sp == 'cityline' or sp == 'inline' else '  ')
            note.p(self.zip, 'ZIP')
        if self.country and sp == 'block':
            note.lit('\n')
            note.p(self.country, 'COUNTRY')


class Note:
    def __init__(self, rng, ctx, lower=False, typo_rate=0.0):
        self.rng, self.ctx, self.lower, self.typo_rate = rng, ctx, lower, typo_rate
        self.parts, self.spans, self.pos = [], [], 0

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def _typo(self, s):
        def rep(m):
            w = m.group(0)
            if self.rng.random() >= self.typo_rate:
                return w
            t = TYPOS[w.lower()]
            return t[0].upper() + t[1:] if w[0].isupper() else t
        return _TYPO_RE.sub(rep, s)

    def lit(self, s):
        self._add(s)

    def t(self, s):
        if self.typo_rate:
            s = self._typo(s)
        self._add(s)

    def p(self, val, typ):
        val = str(val)
        if not val or val != val.strip():
            raise ValueError('bad span value %r' % val)
        if typ not in LABEL:
            raise ValueError(typ)
        start = self.pos
        s = self._add(val)
        self.spans.append({'start': start, 'end': self.pos, 'label': LABEL[typ], 'type': typ, 'text': s})

    def put(self, v, spec=None):
        if isinstance(v, tuple) and len(v) == 2 and v[1] in LABEL:
            self.p(v[0], v[1])
        elif isinstance(v, str):
            self.lit(v)
        elif isinstance(v, int):
            self.lit(str(v))
        elif isinstance(v, list):
            for item in v:
                self.put(item)
        elif isinstance(v, datetime.date):
            self.p(fmt_date(v, spec or self.ctx.get('dspec', 'n'), self.ctx.get('dstyle', 'uk')), 'DATE')
        elif hasattr(v, 'render'):
            v.render(self, spec)
        else:
            raise TypeError(repr(v))

    def f(self, tpl, **kw):
        pos = 0
        for m in _FIELD_RE.finditer(tpl):
            if m.start() > pos:
                self.t(tpl[pos:m.start()])
            key, spec = m.group(1), m.group(2)
            if key in kw:
                v = kw[key]
            elif key in self.ctx:
                v = self.ctx[key]
            else:
                raise KeyError(key)
            self.put(v, spec)
            pos = m.end()
        if pos < len(tpl):
            self.t(tpl[pos:])

    def text(self):
        return ''.join(self.parts)
