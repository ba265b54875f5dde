"""Note builder: text is appended piece by piece and every PHI piece records
its own offsets as it is appended (single pass, no searching)."""
import datetime
import re

LABEL = {
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

TOK = re.compile(r'\[([A-Z_]+):([A-Za-z0-9_]+)\]|\{([A-Za-z0-9_]+)\}')

MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
       'October', 'November', 'December']
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

STYLES = {
    'DMY': ['%d/%m/%Y', '%d/%m/%Y', '%d/%m/%y', '%d.%m.%Y', '%-d %b %Y', '%-d %B %Y',
            '%d-%b-%Y', '%Y-%m-%d', '%-d%o %B %Y', '%-d/%-m/%Y'],
    'MDY': ['%m/%d/%Y', '%m/%d/%Y', '%-m/%-d/%Y', '%-m/%-d/%y', '%B %-d, %Y', '%b %-d, %Y',
            '%Y-%m-%d', '%m-%d-%Y'],
    'CA': ['%Y-%m-%d', '%Y-%m-%d', '%B %-d, %Y', '%b %-d, %Y', '%-d %B %Y', '%Y/%m/%d'],
}
SHORT = {'DMY': ['%d/%m', '%-d %b', '%-d/%-m', '%-d%o %b'], 'MDY': ['%-m/%-d', '%b %-d', '%m/%d'],
         'CA': ['%b %-d', '%m-%d', '%-d %b']}
LONG = {'DMY': ['%-d %B %Y', '%-d%o %B %Y'], 'MDY': ['%B %-d, %Y'], 'CA': ['%B %-d, %Y']}
WEEK = {'DMY': ['%a %d/%m/%Y', '%A %-d %B %Y', '%a %-d %b', '%A %-d%o %B', '%a %d/%m'],
        'MDY': ['%a %-m/%-d', '%A, %B %-d, %Y', '%a %m/%d/%Y', '%A %-m/%-d'],
        'CA': ['%A, %B %-d, %Y', '%a %Y-%m-%d', '%a %b %-d']}


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return 'th'
    return {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')


def strf(d, f):
    """Small strftime that is independent of the C locale."""
    out = []
    i = 0
    while i < len(f):
        ch = f[i]
        if ch != '%':
            out.append(ch)
            i += 1
            continue
        nopad = f[i + 1] == '-'
        if nopad:
            i += 1
        c = f[i + 1]
        i += 2
        if c == 'd':
            out.append(str(d.day) if nopad else '%02d' % d.day)
        elif c == 'm':
            out.append(str(d.month) if nopad else '%02d' % d.month)
        elif c == 'Y':
            out.append(str(d.year))
        elif c == 'y':
            out.append('%02d' % (d.year % 100))
        elif c == 'B':
            out.append(MON[d.month - 1])
        elif c == 'b':
            out.append(MON[d.month - 1][:3])
        elif c == 'A':
            out.append(WD[d.weekday()])
        elif c == 'a':
            out.append(WD[d.weekday()][:3])
        elif c == 'o':
            out.append(ordinal(d.day))
    return ''.join(out)


class Note:
    def __init__(self, R, case):
        self.R = R
        self.c = case
        self.parts = []
        self.spans = []
        self.pos = 0
        fam = case.datefam
        self.dfmt = R.choice(STYLES[fam])
        self.sfmt = R.choice(SHORT[fam])
        self.lfmt = R.choice(LONG[fam])
        self.wfmt = R.choice(WEEK[fam])

    # -- assembly --
    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError('bad span value %r' % (s,))
        self.spans.append((self.pos, self.pos + len(s), typ))
        self.parts.append(s)
        self.pos += len(s)
        return self

    def f(self, tmpl, **kw):
        """Template: [TYPE:key] writes a PHI span, {key} writes plain text or
        calls a renderer that writes itself."""
        i = 0
        for m in TOK.finditer(tmpl):
            self.t(tmpl[i:m.start()])
            if m.group(1):
                key = m.group(2)
                v = kw[key] if key in kw else self.c.get(key, self)
                if callable(v):
                    v = v(self)
                self.p(v, m.group(1))
            else:
                key = m.group(3)
                v = kw[key] if key in kw else self.c.get(key, self)
                if callable(v):
                    v = v(self)
                if v is not None:
                    self.t(v)
            i = m.end()
        self.t(tmpl[i:])
        return self

    def fl(self, lines, **kw):
        for ln in lines:
            self.f(ln + '\n', **kw)
        return self

    def text(self):
        return ''.join(self.parts)

    # -- dates --
    def fd(self, d, kind=''):
        if kind == 's':
            return strf(d, self.sfmt)
        if kind == 'l':
            return strf(d, self.lfmt)
        if kind == 'w':
            return strf(d, self.wfmt)
        if kind == 'my':
            return strf(d, self.R.choice(['%B %Y', '%b %Y', '%m/%Y']))
        if kind == 'y':
            return str(d.year)
        if kind == 'iso':
            return strf(d, '%Y-%m-%d')
        if kind == 'r':
            fam = self.c.datefam
            return strf(d, self.R.choice(STYLES[fam]))
        return strf(d, self.dfmt)

    def date(self, d, kind=''):
        return self.p(self.fd(d, kind), 'DATE')

    def choice(self, seq):
        return self.R.choice(seq)

    def maybe(self, prob):
        return self.R.random() < prob


def days(n):
    return datetime.timedelta(days=n)


def tm(R):
    return '%02d:%02d' % (R.randint(0, 23), R.randrange(0, 60, 1))


def tm_day(R):
    return '%02d:%02d' % (R.randint(8, 18), R.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def checkbox(R, on):
    return R.choice([('[x]', '[ ]'), ('☒', '☐'), ('(X)', '( )'), ('Y', 'N')])[0 if on else 1]
