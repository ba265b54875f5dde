"""Shared helpers for the genre writers of dev237_en (author 237)."""
import datetime as dt

import core
from core import P, cat, D, Doc

HOUSE_STYLES = ['mdY'] * 8 + ['mdy'] * 3 + ['mdY_np'] * 3 + ['iso'] * 2 + ['long'] * 3 + ['abbr'] * 2 + \
               ['dmy_abbr', 'dMONY', 'md_Y', 'abbr_nc', 'long_ord', 'mdY_dot']

DR_CREDS = ('MD', 'DO', 'DPM', 'MD, FACS', 'MD, PhD')


class Ctx:
    """Per-note state: rng, world, doc under construction and a house date style."""

    def __init__(self, rng, W, lower):
        self.rng = rng
        self.W = W
        self.d = Doc(lower)
        self.ds = rng.choice(HOUSE_STYLES)
        self.ds2 = rng.choice(HOUSE_STYLES)
        start = dt.date(2021, 1, 4)
        self.ref = start + dt.timedelta(days=rng.randrange(0, 1640))

    def dt(self, d, style=None):
        """A date span in the house style (or the given style)."""
        if style is None:
            style = self.ds if self.rng.random() < 0.85 else self.ds2
        return D(d, style)

    def back(self, lo, hi):
        return self.ref - dt.timedelta(days=self.rng.randint(lo, hi))

    def fwd(self, lo, hi):
        return self.ref + dt.timedelta(days=self.rng.randint(lo, hi))

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p


def money(x):
    return '${:,.2f}'.format(x)


def money_nd(x):
    return '{:,.2f}'.format(x)


def dref(rng, p, style=None):
    """A clinician reference: titles and credentials stay outside the span."""
    is_dr = p.cred in DR_CREDS
    styles = ['full_cred', 'full_cred', 'fmi_cred', 'full_cred_nc', 'i_cred', 'LF_cred', 'full']
    if is_dr:
        styles += ['dr_last', 'dr_last', 'dr_last_np', 'dr_full', 'dr_full_np', 'dr_i_last']
    if style is None or (style.startswith('dr') and not is_dr):
        style = rng.choice(styles)
    cred = p.cred
    if style == 'dr_last':
        return cat('Dr. ', p.nm('last', 'DOCTOR'))
    if style == 'dr_last_np':
        return cat('Dr ', p.nm('last', 'DOCTOR'))
    if style == 'dr_full':
        return cat('Dr. ', p.nm('full', 'DOCTOR'))
    if style == 'dr_full_np':
        return cat('Dr ', p.nm('full', 'DOCTOR'))
    if style == 'dr_i_last':
        return cat('Dr. ', p.nm('i_last', 'DOCTOR'))
    if style == 'full_cred':
        return cat(p.nm('full', 'DOCTOR'), ', ' + cred)
    if style == 'fmi_cred':
        return cat(p.nm('fmi', 'DOCTOR'), ', ' + cred)
    if style == 'full_cred_nc':
        return cat(p.nm('full', 'DOCTOR'), ' ' + cred.replace(',', ''))
    if style == 'i_cred':
        return cat(p.nm('i_last', 'DOCTOR'), ', ' + cred)
    if style == 'LF_cred':
        return cat(p.nm('LF', 'DOCTOR'), ' ' + cred.split(',')[0])
    if style == 'full':
        return p.nm('full', 'DOCTOR')
    if style == 'last':
        return p.nm('last', 'DOCTOR')
    if style == 'LF':
        return p.nm('LF', 'DOCTOR')
    raise ValueError(style)


def sref(rng, p, style=None):
    """A staff (billing, coding, UM, front desk) reference."""
    style = style or rng.choice(['full_cred', 'full_cred', 'full', 'first_i', 'fmi', 'i_last'])
    if style == 'full_cred':
        return cat(p.nm('full', 'DOCTOR'), (', ' + p.cred) if p.cred else '')
    return p.nm(style, 'DOCTOR')


def pname(rng, p, styles=None):
    styles = styles or ['full', 'full', 'fmi', 'LF', 'LFM', 'lf', 'UP']
    return p.nm(rng.choice(styles), 'PATIENT')


def pt_ref(rng, p):
    """Later mention of the patient inside running text."""
    k = rng.randrange(6)
    if k <= 2:
        return p.titled(rng)
    if k == 3:
        return p.nm('first', 'PATIENT')
    if k == 4:
        return cat('pt ', p.nm('last', 'PATIENT'))
    return p.nm('full', 'PATIENT')


def age_phrase(ctx, p, sex=None):
    rng = ctx.rng
    st = rng.choice(['yo', 'yo_tight', 'y/o', 'yof', 'dash', 'dash', 'sex', 'sex_tight', 'yrs', 'yearsold'])
    if p.extra['age'] < 100 and rng.random() < 0.05:
        st = 'words'
    return core.AGE(p.extra['age'], st, p.sex)


def sex_word(p):
    return 'male' if p.sex == 'M' else 'female'


def phone_seg(rng, typ='PHONE', **kw):
    return P(core.phone(rng, **kw), typ)


def typist(rng, author):
    """Letter reference initials: author/typist."""
    t = rng.choice('abcdefghjklmnprstw') + rng.choice('abcdefghjklmnprstw')
    return cat(author.nm('init3', 'DOCTOR'), rng.choice(['/', ':', '/']), P(t, 'DOCTOR'))


def vitals_sample(rng, n):
    """n vital signs with distinct measures (no two heart rates)."""
    from clinical import VITALS
    out, seen = [], []
    for v in rng.sample(VITALS, len(VITALS)):
        key = v.split(' ')[0]
        if key not in seen:
            seen.append(key)
            out.append(v)
        if len(out) == n:
            break
    return out


def hard_neg_line(rng, n=2):
    from clinical import LABS
    items = vitals_sample(rng, n) + rng.sample(LABS, n)
    rng.shuffle(items)
    return ', '.join(items)


def coverage(ctx, p, kind=None):
    """Attach payer, plan and member identifiers to a patient."""
    rng = ctx.rng
    if kind is None:
        age = p.extra.get('age', 40)
        kind = 'medicare' if (age >= 65 and rng.random() < 0.7) else rng.choice(['commercial'] * 4 + ['medicaid'])
    pay = ctx.W.payer()
    from clinical import PLAN_TYPES
    if kind == 'medicare':
        plan = rng.choice(['Medicare Advantage HMO', 'Medicare Advantage PPO', 'Medicare Advantage HMO-POS', 'Dual Special Needs Plan'])
    elif kind == 'medicaid':
        plan = rng.choice(['Medicaid managed care', 'CHIP', 'Medicaid HMO'] if p.extra.get('age', 40) < 19 else
                          ['Medicaid managed care', 'Medicaid HMO', 'Medicaid expansion plan'])
    else:
        plan = rng.choice(PLAN_TYPES[:5] + PLAN_TYPES[8:])
    c = {'payer': pay, 'kind': kind, 'plan': plan, 'mid': core.member_id(rng, kind),
         'grp': core.group_no(rng) if kind == 'commercial' else None}
    p.extra['cov'] = c
    return c


def payer_seg(c, short=False):
    pay = c['payer']
    return P(pay['short'] if short else pay['name'], 'ORGANIZATION')


def scen_patient(ctx, sc, minors=True):
    """A patient whose age and sex fit the clinical scenario."""
    from clinical import AGES, SEXES, MINORS
    lo, hi = AGES.get(sc['key'], (25, 85))
    if minors and sc['key'] in MINORS and ctx.rng.random() < 0.3:
        lo, hi = 8, 17
    return ctx.W.patient(ctx.ref, lo, hi, sex=SEXES.get(sc['key']))


def scen_fac(ctx, sc):
    from clinical import SPEC_FAC
    return ctx.W.hospital(ctx.rng.choice(SPEC_FAC.get(sc['spec'], ['hosp', 'clinic'])))


def an(n):
    s = str(n)
    return 'an' if (s.startswith('8') or s in ('11', '18')) else 'a'


def age_sex(ctx, p):
    """Age plus sex in one of the shorthand forms busy writers use; only the number is the span."""
    rng, a = ctx.rng, p.extra['age']
    m = p.sex == 'M'
    k = rng.randrange(9)
    if a < 18:
        noun = 'boy' if m else 'girl'
        return cat(core.AGE(a, rng.choice(['yo', 'y/o', 'dash', 'dash', 'words'])), ' ' + noun)
    if rng.random() < 0.07:
        return cat(core.AGE(a, 'words'), ' ' + ('man' if m else 'woman'))
    if k == 0:
        return cat(core.AGE(a, 'yo'), ' ' + rng.choice(['male', 'M']) if m else ' ' + rng.choice(['female', 'F']))
    if k == 1:
        return core.AGE(a, 'yof')
    if k == 2:
        return core.AGE(a, 'sex_tight', p.sex)
    if k == 3:
        return core.AGE(a, 'sex', p.sex)
    if k == 4:
        return cat(core.AGE(a, 'dash'), ' ' + ('man' if m else 'woman'))
    if k == 5:
        return cat(core.AGE(a, 'y/o'), ' ' + ('M' if m else 'F'))
    if k == 6:
        return cat(core.AGE(a, 'yo_tight'), ' ' + ('male' if m else 'female'))
    if k == 7:
        return cat(core.AGE(a, 'yrs'), ' old ' + ('male' if m else 'female'))
    return cat(core.AGE(a, 'dash'), ' ' + ('male' if m else 'female'))


MALE_REL = ('husband', 'son', 'father', 'brother', 'grandson', 'nephew', 'stepfather', 'uncle', 'boyfriend')
FEMALE_REL = ('wife', 'daughter', 'mother', 'sister', 'granddaughter', 'niece', 'grandmother', 'stepmother',
              'aunt', 'girlfriend')


def relative(ctx, p, rels=None):
    """A named relative whose sex fits the relationship word; rel stored in extra['rel']."""
    rng = ctx.rng
    rels = rels or ['wife', 'husband', 'daughter', 'son', 'sister', 'brother', 'niece', 'friend', 'neighbor']
    if p.extra.get('age', 40) < 18:
        rels = [r for r in rels if r in ('mother', 'father', 'grandmother', 'stepfather', 'legal guardian', 'aunt')] or \
            ['mother', 'father', 'grandmother', 'legal guardian']
    rel = rng.choice(rels)
    if rel in ('wife', 'husband'):
        rel = 'wife' if (p.sex == 'M') != (rng.random() < 0.05) else 'husband'
    sex = 'M' if rel in MALE_REL else ('F' if rel in FEMALE_REL else None)
    if rel in ('friend', 'neighbor', 'caregiver', 'legal guardian', 'roommate'):
        f = ctx.W.person(sex=sex)
    else:
        f = ctx.W.family_of(p, sex=sex)
    f.extra['rel'] = rel
    return f


def inverse_rel(rel, p):
    """What the patient is to the relative (rel is the relative's role to the patient)."""
    m = p.sex == 'M'
    if rel in ('daughter', 'son'):
        return 'father' if m else 'mother'
    if rel in ('wife', 'husband', 'boyfriend', 'girlfriend'):
        return 'husband' if m else 'wife'
    if rel in ('mother', 'father', 'stepfather', 'stepmother', 'legal guardian'):
        return 'son' if m else 'daughter'
    if rel in ('niece', 'nephew'):
        return 'uncle' if m else 'aunt'
    if rel in ('grandson', 'granddaughter'):
        return 'grandfather' if m else 'grandmother'
    if rel in ('grandmother',):
        return 'grandson' if m else 'granddaughter'
    if rel in ('sister', 'brother'):
        return 'brother' if m else 'sister'
    return 'friend'


def footer(ctx):
    """EHR/print/document-management footers that busy systems stamp on billing paperwork."""
    rng, W = ctx.rng, ctx.W
    k = rng.randrange(6)
    user = W.username(W.staff(''))
    tm = '%02d:%02d' % (rng.randint(6, 20), rng.randrange(60))
    conf = rng.choice([
        'CONFIDENTIAL: This document contains protected health information. If you are not the intended recipient, '
        'any review, disclosure or copying is prohibited. Notify the sender and destroy all copies.',
        'This communication may contain PHI protected under HIPAA (45 CFR Parts 160 and 164). Re-disclosure without '
        'authorization is prohibited.',
        'Privileged and confidential - prepared for billing and payment purposes only.'])
    if k == 0:
        return cat('\n-- Printed ', ctx.dt(ctx.ref, rng.choice(['mdY', 'mdy'])), ' ' + tm + ' by ', P(user, 'USERNAME'),
                   ' -- Page 1 of %d --\n' % rng.randint(1, 4))
    if k == 1:
        return '\n' + conf + '\n'
    if k == 2:
        return cat('\n' + conf + '\nPrinted ', ctx.dt(ctx.ref, 'mdY'), ' ' + tm + ' (', P(user, 'USERNAME'), ')\n')
    if k == 3:
        return cat('\nDoc ID ', P(core.ref_no(rng, rng.choice(['DOC', 'IMG', 'SCN'])), 'IDNUM'), ' | indexed ',
                   ctx.dt(ctx.ref, 'md'), ' by ', P(user, 'USERNAME'), '\n')
    if k == 4:
        return cat('\n[Scanned to EHR ', ctx.dt(ctx.ref, rng.choice(['mdY', 'iso'])), ' ' + tm + ', batch ',
                   P(core.rs(rng, core.DIG, 6), 'IDNUM'), ', operator ', P(user, 'USERNAME'), ']\n')
    return '\nPage %d of %d\n' % (1, rng.randint(1, 3))


def finish(ctx, p=0.5):
    if ctx.rng.random() < p:
        ctx.d.w(footer(ctx))
    return ctx.d
