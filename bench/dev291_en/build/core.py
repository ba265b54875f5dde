"""Core note builder for dev291_en.

A note is written piece by piece.  Template strings carry PHI in the inline
markup ``[[CODE|value]]``; ``Note.w`` walks the template from left to right,
appends plain pieces and PHI pieces in order and records the start offset of
every PHI piece at the moment it is appended.  Nothing is ever searched for in
the finished text.
"""

CODES = {
    'PAT': ('NAME', 'PATIENT'),
    'DOC': ('NAME', 'DOCTOR'),
    'FAM': ('NAME', 'FAMILY'),
    'USR': ('NAME', 'USERNAME'),
    'AGE': ('AGE', 'AGE'),
    'DATE': ('DATE', 'DATE'),
    'ST': ('LOCATION', 'STREET'),
    'CITY': ('LOCATION', 'CITY'),
    'STATE': ('LOCATION', 'STATE'),
    'ZIP': ('LOCATION', 'ZIP'),
    'CTRY': ('LOCATION', 'COUNTRY'),
    'HOSP': ('LOCATION', 'HOSPITAL'),
    'ORG': ('LOCATION', 'ORGANIZATION'),
    'LOC': ('LOCATION', 'LOCATION_OTHER'),
    'MRN': ('ID', 'MRN'),
    'SSN': ('ID', 'SSN'),
    'HP': ('ID', 'HEALTHPLAN'),
    'ACCT': ('ID', 'ACCOUNT'),
    'LIC': ('ID', 'LICENSE'),
    'DEV': ('ID', 'DEVICE'),
    'VEH': ('ID', 'VEHICLE'),
    'BIO': ('ID', 'BIOID'),
    'IDN': ('ID', 'IDNUM'),
    'PH': ('CONTACT', 'PHONE'),
    'FAX': ('CONTACT', 'FAX'),
    'EM': ('CONTACT', 'EMAIL'),
    'URL': ('CONTACT', 'URL'),
    'IP': ('CONTACT', 'IPADDR'),
    'PROF': ('PROFESSION', 'PROFESSION'),
}

OPEN, SEP, CLOSE = '[[', '|', ']]'


def M(code, value):
    """Markup for one PHI value."""
    if code not in CODES:
        raise KeyError(code)
    return OPEN + code + SEP + str(value) + CLOSE


def visible(s):
    """Template string with the markup removed (for column widths)."""
    out = []
    i = 0
    while True:
        j = s.find(OPEN, i)
        if j < 0:
            out.append(s[i:])
            return ''.join(out)
        out.append(s[i:j])
        k = s.find(SEP, j)
        e = s.find(CLOSE, k)
        out.append(s[k + 1:e])
        i = e + 2


def pad(s, width):
    return s + ' ' * max(0, width - len(visible(s)))


class Note:
    def __init__(self):
        self._parts = []
        self._pos = 0
        self.spans = []

    def _raw(self, s):
        if s:
            self._parts.append(s)
            self._pos += len(s)

    def _phi(self, code, value):
        label, typ = CODES[code]
        if not value or value != value.strip():
            raise ValueError('bad PHI value %r' % value)
        start = self._pos
        self._raw(value)
        self.spans.append({'start': start, 'end': self._pos,
                           'label': label, 'type': typ})

    def w(self, s):
        """Write a template; PHI offsets are taken as each piece is appended."""
        i = 0
        while True:
            j = s.find(OPEN, i)
            if j < 0:
                self._raw(s[i:])
                return
            k = s.find(SEP, j)
            e = s.find(CLOSE, k)
            if k < 0 or e < 0:
                raise ValueError('broken markup in %r' % s)
            code, value = s[j + 2:k], s[k + 1:e]
            plain = s[i:j]
            # article agreement for an occupation written into 'a %s'
            if code == 'PROF' and (plain.endswith(' a ') or plain == 'a ') and \
                    (value[:1].lower() in 'aeio' or value.startswith('HGV')):
                plain = plain[:-2] + 'an '
            self._raw(plain)
            self._phi(code, value)
            i = e + 2

    def ln(self, *lines):
        if not lines:
            self._raw('\n')
        for line in lines:
            self.w(line + '\n')

    def blank(self):
        self._raw('\n')

    def finish(self, lower=False):
        text = ''.join(self._parts)
        # trailing newlines are dropped; no span can reach them
        while text.endswith('\n') or text.endswith(' '):
            text = text[:-1]
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError('lower() changed length')
            text = low
        spans = []
        for sp in self.spans:
            if sp['end'] > len(text):
                raise ValueError('span past end')
            d = dict(sp)
            d['text'] = text[sp['start']:sp['end']]
            spans.append(d)
        spans.sort(key=lambda x: (x['start'], x['end']))
        if OPEN in text or CLOSE in text:
            raise ValueError('markup left in text')
        return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
            'Saturday', 'Sunday']
WD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    f = {
        'dmy': '%02d/%02d/%04d' % (dd, m, y),
        'dmy_s': '%d/%d/%02d' % (dd, m, y % 100),
        'dmy_dot': '%02d.%02d.%04d' % (dd, m, y),
        'd_mon_y': '%d %s %d' % (dd, MON[m - 1], y),
        'd_month_y': '%d %s %d' % (dd, MONTHS[m - 1], y),
        'ord_month_y': '%s %s %d' % (ordinal(dd), MONTHS[m - 1], y),
        'dd_mon_yy': '%02d-%s-%02d' % (dd, MON[m - 1], y % 100),
        'wd_d_month_y': '%s %d %s %d' % (WEEKDAYS[wd], dd, MONTHS[m - 1], y),
        'wds_dm': '%s %d/%d' % (WD[wd], dd, m),
        'mdy': '%02d/%02d/%04d' % (m, dd, y),
        'mdy_n': '%d/%d/%04d' % (m, dd, y),
        'mdy_s': '%d/%d/%02d' % (m, dd, y % 100),
        'month_d_y': '%s %d, %d' % (MONTHS[m - 1], dd, y),
        'mon_d_y': '%s %d, %d' % (MON[m - 1], dd, y),
        'wd_month_d_y': '%s, %s %d, %d' % (WEEKDAYS[wd], MONTHS[m - 1], dd, y),
        'wds_md': '%s %d/%d' % (WD[wd], m, dd),
        'iso': '%04d-%02d-%02d' % (y, m, dd),
        'dm': '%d/%d' % (dd, m),
        'md': '%d/%d' % (m, dd),
        'd_mon': '%d %s' % (dd, MON[m - 1]),
        'mon_d': '%s %d' % (MON[m - 1], dd),
        'month_y': '%s %d' % (MONTHS[m - 1], y),
        'mon_y': '%s %d' % (MON[m - 1], y),
        'mm_yyyy': '%02d/%04d' % (m, y),
        'y': '%d' % y,
        'wd': WEEKDAYS[wd],
        'wds': WD[wd],
    }
    return f[style]


STYLES_DMY = ['dmy', 'dmy', 'dmy', 'd_mon_y', 'd_month_y', 'dmy_s',
              'ord_month_y', 'dmy_dot', 'dd_mon_yy']
STYLES_MDY = ['mdy', 'mdy', 'mdy_n', 'mdy_s', 'month_d_y', 'mon_d_y']
STYLES_CA = ['iso', 'month_d_y', 'dmy', 'd_mon_y', 'mon_d_y']
