"""Shared blocks used by several genres."""
import names as NM
import countries as C
import clin as CL
from core import clock, digits


class OtherPt:
    """A further patient in a multi-patient note (round lists, logs)."""

    def __init__(self, c):
        r = c.r
        self.p = NM.make_person(r, cc=c.cc)
        self.age = r.randint(19, 97)
        self.mrn = c.new_mrn()
        self.sex = self.p.sex


def pname(c, p, form=None):
    return c.P(form, p=p)


def dob_line(n, c, label='DOB'):
    n.f(label + ': {}', c.D(c.dob))


def demo(n, c, style=None):
    """Patient demographics header in one of several layouts."""
    r = c.r
    style = style if style is not None else r.randint(0, 4)
    if style == 0:
        n.f('Patient: {}    {}: {}\nDOB: {} ({})   Sex: {}\n', c.P('LF'), c.mrn_label, c.M(),
            c.D(c.dob), c.A('yrs'), c.sexw())
    elif style == 1:
        n.f('Name: {}\n{}: {}\nDOB: {}\nAge: {}\n', c.P('full'), c.mrn_label, c.M(), c.D(c.dob),
            c.A('bare'))
    elif style == 2:
        n.f('{} | {} | {} {} | DOB {}\n', c.P('LF'), c.A('sex'), c.mrn_label, c.M(), c.D(c.dob))
    elif style == 3:
        n.f('PATIENT  {}\n{:<}'.replace('{:<}', '{}') + '  {}\nD.O.B.   {}\n', c.P('LF'),
            c.mrn_label.upper().ljust(8), c.M(), c.D(c.dob))
    else:
        n.f('Re: {}, DOB {}, {} {}\n', c.P('tfull'), c.D(c.dob), c.mrn_label, c.M())


def loc_line(n, c, label='Location'):
    n.f(label + ': {}, {}\n', c.W(), c.bed())


def sig(n, c, s, contact=True, lic=False, dash=True, date=None):
    r = c.r
    n.t('\n' + ('-- ' if dash and r.random() < 0.5 else ''))
    n.add(c.NJ(s))
    if lic and r.random() < 0.85:
        lab, v = c.lic(s)
        n.f(' ({} {})', lab, v)
    if date is not None:
        n.f(' {} {}', c.D(date), clock(r, 7, 21))
    n.t('\n')
    if contact:
        x = r.random()
        if x < 0.4:
            n.f(('Pager {}' if c.cc in ('US', 'CA') else 'Bleep {}'), c.bleep())
        elif x < 0.6:
            n.f('Pager {}', c.bleep())
        elif x < 0.8:
            n.f('Ext {}', c.bleep())
        else:
            n.f('Tel {}', c.ph())
        if r.random() < 0.45:
            n.f(' | {}', c.email(s))
        n.t('\n')


def labs_block(n, c, title='Bloods', date=None):
    r = c.r
    rows = CL.labs_us(r) if c.cc == 'US' else CL.labs(r)
    if date is not None:
        n.f(title + ' ({}):\n', c.D(date))
    else:
        n.t(title + ':\n')
    tab = r.random() < 0.5
    for name, val, unit, ref in rows:
        if tab:
            n.t('  %-8s %-7s %-14s (%s)\n' % (name, val, unit, ref))
        else:
            n.t('  %s %s %s [ref %s]\n' % (name, val, unit, ref))


def trend(r, lo=20, hi=380):
    a = r.randint(lo, hi)
    b = max(3, int(a * r.uniform(0.15, 0.8)))
    return '%d -> %d' % (a, b)


def drug_pair(r):
    return r.choice(CL.DRUGS)


REC_PLAIN = [
    'Stop antibiotics - no evidence of ongoing bacterial infection.',
    'Add documented stop date: total 5 days.',
    'Total course 7 days from first dose; document in drug chart.',
    'Repeat blood cultures x2 before next dose.',
    'Check vancomycin trough level before 4th dose (target 15-20 mg/L).',
    'Gentamicin: single level 6-14 h post dose, use Hartford nomogram.',
    'Remove urinary catheter if no longer indicated (CAUTI bundle).',
    'Request TTE; if high suspicion proceed to TOE (modified Duke criteria).',
    'Source control: surgical review re drainage.',
    'Not for antifungal - Candida in sputum is colonisation.',
    'Asymptomatic bacteriuria - do not treat.',
    'Consider penicillin allergy de-labelling (PEN-FAST 1, low risk).',
    'Renal dose adjustment: CrCl 28 mL/min.',
    'Send MRSA screen and update IPC flag.',
    'Replace PIVC - phlebitis score 2 (VIP).',
    'Review at 48-72 h with cultures (Start Smart then Focus).',
    'Continue current therapy; review again at next round.',
    'Check QTc before starting azithromycin (baseline 478 ms).',
    'Linezolid > 10 days: weekly FBC for thrombocytopenia.',
    'Narrow spectrum once sensitivities available (expected 24-48 h).',
]


def rec(r, k=None, cs=None):
    k = k or r.randint(1, 3)
    pool = list(REC_PLAIN)
    r.shuffle(pool)
    out = []
    drug_done = False
    for _ in range(k):
        if cs is not None and not drug_done and r.random() < 0.7:
            drug_done = True
            out.append(r.choice([
                'IV to oral switch: %s %s (COMS criteria met).' % (cs['po'], cs['pod']),
                'Switch %s to oral %s %s.' % (cs['iv'], cs['po'], cs['pod']),
                'Continue %s %s; total %d days, then review.' % (cs['iv'], cs['ivd'], cs['days']),
                'Plan oral step-down to %s %s once afebrile 48 h.' % (cs['po'], cs['pod']),
            ]))
        elif cs is None and r.random() < 0.4:
            d = drug_pair(r)
            out.append(r.choice([
                'IV to oral switch: %s %s (COMS criteria met).' % (d[2], d[3]),
                'Switch %s to oral %s %s.' % (d[0], d[2], d[3]),
            ]))
        else:
            out.append(pool.pop())
    return out


def case(c):
    return CL.case(c.r, c.cc in ('US', 'CA'))


def micro_summary(r, org, dx=None):
    name, gram, short, tag = org
    if dx is not None:
        low = dx.lower()
        if 'uti' in low or 'pyelo' in low or 'urinary' in low:
            return 'Urine: >10^5 CFU/mL ' + short + r.choice(['', '; BC 1/2 sets same organism'])
        if 'bacteraemia' in low:
            return r.choice(['BC 2/2 sets: ', 'Blood cultures 1/2: ']) + name
        if 'pneumonia' in low:
            return r.choice(['Sputum: ', 'BAL: ']) + short + r.choice(['', ' (moderate)', ' (heavy)'])
        if 'arthritis' in low or 'prosthesis' in low or 'osteomyelitis' in low:
            return r.choice(['Joint aspirate: ', 'Tissue (x3): ', 'Bone biopsy: ']) + short
        if 'abscess' in low or 'cholangitis' in low:
            return r.choice(['Pus (drain): ', 'BC 1/2 sets: ', 'Bile: ']) + short
        return r.choice(['Wound swab: heavy growth ', 'Tissue: ', 'BC 1/2 sets: ']) + short
    bits = [r.choice(['BC', 'Blood cultures', 'BCx']) + ' ' + r.choice(['1/2', '2/2', '1 of 2 sets',
                                                                       'both sets']) + ': ' + name,
            'Urine: >10^5 CFU/mL ' + short, 'Wound swab: heavy growth ' + short,
            'Sputum: ' + short + ' (moderate)', 'Tissue (x3): ' + short]
    return r.choice(bits)


def outcome(r):
    return r.choice(['Accepted', 'Accepted', 'Accepted', 'Partially accepted', 'Not accepted',
                     'Deferred to team', 'Accepted - actioned by pharmacist'])


def amr_risk(r):
    return r.choice(['CPE risk: no overseas hospitalisation in last 12 months.',
                     'No previous MDRO flags on record.',
                     'Known ESBL carrier (flag on record).',
                     'MRSA screen negative this admission.',
                     'CPE screen (rectal swab) pending.'])


def hm(mins):
    mins %= 24 * 60
    return '%02d:%02d' % (mins // 60, mins % 60)


def phone_attempts(n, c, who, start=None):
    r = c.r
    t = start if start is not None else r.randint(8 * 60, 20 * 60)
    for _ in range(r.randint(0, 2)):
        t += r.randint(2, 9)
        n.f('  {} - no answer on {}\n', hm(t), c.bleep() if r.random() < 0.6 else c.ph_ext())
    t += r.randint(2, 12)
    n.f('  {} - spoke to ', hm(t))
    n.add(who)
    n.t('\n')
    return t


def short_id(r):
    return digits(r, 4)
