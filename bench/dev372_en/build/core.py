"""Note assembly for dev372_en.

A note is built by appending pieces in order.  Plain strings are literal text;
a (text, TYPE) tuple is a PHI piece whose span is recorded at the moment it is
appended, so offsets come from the single assembly pass and are never searched
for in the finished text.
"""
import re

LABEL_OF = {
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

_SLOT = re.compile(r'\{(\d+)\}')


class Note:
    def __init__(self, lower=False):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def w(self, *items):
        """Append literals, PHI tuples, or (nested) lists of them."""
        for it in items:
            if it is None:
                continue
            if isinstance(it, list):
                self.w(*it)
                continue
            if isinstance(it, tuple):
                txt, typ = it
                if self.lower:
                    txt = txt.lower()
                if not txt or txt != txt.strip():
                    raise ValueError('bad PHI piece %r' % (txt,))
                end = self.pos + len(txt)
                self.spans.append({'start': self.pos, 'end': end,
                                   'label': LABEL_OF[typ], 'type': typ,
                                   'text': txt})
            else:
                txt = it.lower() if self.lower else it
            self.parts.append(txt)
            self.pos += len(txt)
        return self

    def f(self, tmpl, *args):
        """Append a template; {0}, {1} ... take the given args in order."""
        pieces = _SLOT.split(tmpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                if piece:
                    self.w(piece)
            else:
                self.w(args[int(piece)])
        return self

    def text(self):
        return ''.join(self.parts)


def _mk(typ):
    def make(s):
        return (str(s), typ)
    make.__name__ = typ
    return make


PT = _mk('PATIENT')
DR = _mk('DOCTOR')
FM = _mk('FAMILY')
UN = _mk('USERNAME')
AG = _mk('AGE')
DT = _mk('DATE')
STR = _mk('STREET')
CTY = _mk('CITY')
STA = _mk('STATE')
ZIP = _mk('ZIP')
CNT = _mk('COUNTRY')
HOS = _mk('HOSPITAL')
ORG = _mk('ORGANIZATION')
LOC = _mk('LOCATION_OTHER')
MRN = _mk('MRN')
SSN = _mk('SSN')
HPN = _mk('HEALTHPLAN')
ACC = _mk('ACCOUNT')
LIC = _mk('LICENSE')
DEV = _mk('DEVICE')
VEH = _mk('VEHICLE')
BIO = _mk('BIOID')
IDN = _mk('IDNUM')
PHO = _mk('PHONE')
FAX = _mk('FAX')
EML = _mk('EMAIL')
URL = _mk('URL')
IPA = _mk('IPADDR')
PRO = _mk('PROFESSION')


def words(s):
    """Split a whitespace pool string into a list (order kept)."""
    return s.split()


def lines(s):
    """Split a pool string on '|' (for items that contain spaces)."""
    return [x.strip() for x in s.split('|') if x.strip()]


def wpick(rng, pairs):
    """Weighted pick from a list of (item, weight)."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def digits(rng, k):
    return ''.join(rng.choice('0123456789') for _ in range(k))


def letters(rng, k, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(alphabet) for _ in range(k))


def chance(rng, p):
    return rng.random() < p
