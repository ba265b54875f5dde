"""Shared layout pieces for dev321_en notes: per-note context (country,
date and time styles), letterheads, address blocks, patient headers and
signatures.  Everything writes through ``core.Doc`` so offsets are noted
as the text is appended."""
from core import (R, pick, chance, rint, wpick, fd, ft, add_days, workday,
                  digits, frag, join)
import world
import people

LONG = {'UK': ['d month y', 'dth month y', 'd mon y'],
        'IE': ['d month y', 'dth month y', 'd mon y'],
        'AU': ['d month y', 'd mon y'], 'NZ': ['d month y', 'd mon y'],
        'CA': ['month d, y', 'd month y', 'mon d, y'],
        'US': ['month d, y', 'mon d, y'], 'SG': ['d month y', 'd mon y'],
        'ZA': ['d month y', 'd mon y']}
SHORT = {'UK': ['dmy/', 'dmy/', 'd-mon-y', 'dmy/2', 'd mon y', 'dmy.'],
         'IE': ['dmy/', 'dmy/', 'd-mon-y', 'd mon y', 'dmy-'],
         'AU': ['dmy/', 'dmy/', 'dmy/2', 'd mon y'],
         'NZ': ['dmy/', 'dmy/', 'd mon y', 'dmy.'],
         'CA': ['iso', 'iso', 'dmy/', 'mon d, y'],
         'US': ['mdy/', 'mdy/', 'mdy/n', 'mdy/s', 'mdy-'],
         'SG': ['dmy/', 'd mon y', 'd-mon-y'],
         'ZA': ['ymd/', 'iso', 'dmy/']}
SYS = {'UK': ['d-MON-y', 'dMONy', 'dmy/', 'iso'], 'IE': ['d-MON-y', 'dmy/', 'iso'],
       'AU': ['dmy/', 'd-MON-y', 'iso'], 'NZ': ['dmy/', 'd-MON-y'],
       'CA': ['iso', 'd-MON-y'], 'US': ['mdy/', 'mdy-', 'iso'],
       'SG': ['dmy/', 'd-MON-y'], 'ZA': ['ymd/', 'iso']}
TIMES = {'UK': ['24', '24', '24.', 'ampm.'], 'IE': ['24', '24', 'ampm'],
         'AU': ['24', 'ampm', 'AMPM'], 'NZ': ['24', 'ampm'], 'CA': ['24', 'AMPM'],
         'US': ['AMPM', 'AMPM', 'ampm', '24'], 'SG': ['24', 'AMPM'], 'ZA': ['24', '24.']}
WDLONG = {'US': 'wd, month d, y', 'CA': 'wd, month d, y'}


class Ctx:
    """Per-note settings, chosen once so a note keeps one date style."""

    def __init__(self, c, ref):
        self.c = c
        self.ref = ref
        self.ls = pick(LONG[c])
        self.ss = pick(SHORT[c])
        self.sy = pick(SYS[c])
        self.ts = pick(TIMES[c])

    def L(self, d):
        return ('DATE', fd(d, self.ls))

    def S(self, d):
        return ('DATE', fd(d, self.ss))

    def Y(self, d):
        return ('DATE', fd(d, self.sy))

    def W(self, d):
        return ('DATE', fd(d, WDLONG.get(self.c, pick(['wd d month y', 'wd dth month y']))))

    def MY(self, d):
        return ('DATE', fd(d, pick(['month y', 'month y', 'mon y'])))

    def YR(self, d):
        return ('DATE', fd(d, 'y'))

    def DM(self, d):
        if self.c == 'US':
            return ('DATE', fd(d, pick(['m/d', 'wd3 m/d', 'month d'])))
        return ('DATE', fd(d, pick(['d/m', 'wd3 d/m', 'd month', 'wd3 d mon'])))

    def t(self, hm):
        return ft(hm[0], hm[1], self.ts)

    def t24(self, hm):
        return ft(hm[0], hm[1], '24')


def country_frag(c):
    return ('COUNTRY', pick({'UK': ['United Kingdom', 'UK'], 'IE': ['Ireland'],
                             'AU': ['Australia'], 'NZ': ['New Zealand'],
                             'CA': ['Canada'], 'US': ['USA', 'United States'],
                             'SG': ['Singapore'], 'ZA': ['South Africa']}[c]))


def addr_block(d, addr, indent='', upper=None, country=False):
    for line in addr.block(upper):
        d.ln(indent + '{}', line)
    if country:
        d.ln(indent + '{}', country_frag(addr.c))


def letterhead(d, ctx, site, dept=None, fax=True, mail=None, web=None, block=None):
    d.ln('{}', site.n())
    if dept:
        d.ln(dept)
    if block is None:
        block = chance(0.4)
    if block:
        addr_block(d, site.addr, upper=False, country=chance(0.08))
    else:
        d.ln('{}', site.addr.inline())
    parts = [frag(pick(['Tel: {}', 'Tel {}', 'Phone: {}', 'T: {}']), ('PHONE', site.phone))]
    if fax:
        parts.append(frag(pick(['Fax: {}', 'Fax {}', 'F: {}']), ('FAX', site.fax)))
    if mail:
        parts.append(frag(pick(['Email: {}', 'E: {}']), ('EMAIL', mail)))
    if web:
        parts.append(frag('{}', ('URL', web)))
    d.ln('{}', join(parts, pick(['  |  ', '   ', ' | ', '\n'])))


def pt_letter_address(d, ctx, p, form=None, country=False):
    form = form or pick(['full', 'fmi', 'iL', 'full'])
    d.ln('{}', p.t(form))
    addr_block(d, p.addr, country=country)


def title_name(p, form='L'):
    return p.t(form)


def dear(p, ctx):
    if chance(0.12) and p.c in ('NZ', 'AU', 'US', 'CA'):
        return frag('Dear {},', p.n('G'))
    return frag('Dear {},', p.t('L'))


def ids_line(p, extra=None, sep='   '):
    items = []
    for lab, val in p.main_ids():
        items.append(frag(lab + ': {}', val))
    if extra:
        items += extra
    return join(items, sep)


def hp_frags(p, ins=None):
    out = []
    for lab, val in p.hp:
        out.append(frag(lab + ': {}', ('HEALTHPLAN', val)))
    return out


def dob_frag(p, ctx, with_age=True, style='S'):
    dd = getattr(ctx, style)(p.dob)
    if with_age:
        return frag(pick(['{} ({} yrs)', '{} (Age {})', '{}  Age: {}', '{} ({}y)']),
                    dd, p.age(ctx.ref))
    return [dd]


def sex_word(p):
    return {'M': pick(['M', 'Male']), 'F': pick(['F', 'Female'])}[p.sex]


def signoff(d, ctx, who, close=None, lic=False, contact=None):
    d.ln()
    d.ln(close or pick(['Yours sincerely,', 'Yours sincerely', 'Kind regards,',
                        'With best wishes,', 'Yours faithfully,']))
    d.ln()
    d.ln('{}', who.sig(pick(['full', 'fmi', 'full'])))
    d.ln(who.job)
    if lic and who.lic:
        d.ln(who.lic[0] + ' {}', ('LICENSE', who.lic[1]))
    if contact:
        d.ln('{}', contact)


def cc_gp(d, ctx, p, full=True):
    gp = p.gp
    prac = p.practice
    if full:
        d.ln('cc: {}, {}, {}', gp.t(pick(['full', 'iL', 'L'])), prac.n(),
             prac.addr.inline(short=chance(0.5)))
    else:
        d.ln('cc: {}, {}', gp.t('L'), prac.n())


def staff_line(label, who, form=None):
    return frag(label + '{}', who.t(form or pick(['full', 'iL', 'L', 'fmi'])))


def maybe_typo(s):
    """Rare realistic misspellings in free text (never inside PHI)."""
    if not chance(0.08):
        return s
    swaps = [('received', 'recieved'), ('colonoscopy', 'colonscopy'),
             ('separate', 'seperate'), ('appointment', 'appointmnet'),
             ('sigmoid', 'sigmiod'), ('necessary', 'neccessary'),
             ('patient', 'patinet'), ('definitely', 'definately'),
             ('procedure', 'proceedure'), ('tomorrow', 'tommorow')]
    for a, b in swaps:
        if a in s:
            return s.replace(a, b, 1)
    return s
