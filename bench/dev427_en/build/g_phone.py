"""Genre: nurse telephone follow-up after day case / discharge."""
import pools_names as PN
import pools_places as PP
from blocks import ident_line, hhmm
from cond_text import proc, us, sp
from common import add_days, ext, url

CONDS = ['inguinal_hernia'] * 4 + ['undescended_testis'] * 3 + ['umbilical_hernia'] * 2 + [
    'hydrocele', 'appendicitis', 'appendicitis', 'perforated', 'pyloric_stenosis',
    'intussusception', 'pyloric_stenosis']
BABYQ = ["HE's feeding like a trooper", "HE's kept every feed down",
         "just a bit grizzly in the evening", "HE slept for five hours straight"]
QUOTES = ["HE's been running round like nothing happened", "HE's a bit clingy but fine",
          "slept through, first time in ages", "HE won't let me look at it",
          "HE ate a whole plate of pasta", "HE keeps asking when HE can go on HIS bike",
          "feeding like a trooper", "just a bit grizzly in the evening"]


def make(rng, c, d):
    he = c.sexw('he')
    his = c.sexw('his')
    day = c.op if c.cond not in ('appendicitis', 'perforated', 'pyloric_stenosis',
                                 'intussusception') else c.dis
    call = add_days(day, rng.choice([1, 1, 1, 2]))
    d.f('{}\n', rng.choice([sp(c, 'NURSE TELEPHONE FOLLOW-UP', 'POST-OP NURSE PHONE CALL'),
                            'Day Surgery - Next Day Telephone Call', 'CNS telephone review',
                            'Post-discharge phone call']))
    ident_line(d, c)
    d.f('Procedure: {} on {DATE} ({}, {HOSP})\n', proc(c), c.D(day), c.sig(c.cons, 'last'),
        c.dayunit if day == c.op else c.ward)
    h = rng.randrange(9, 12)
    if rng.random() < 0.45:
        d.f('\n{DATE} {} - call to {} {FAM} on {PH}: no answer, voicemail left with ward number.\n',
            c.D(call, rng.choice(['n', 'wm', 'w'])), '%02d:%02d' % (h, rng.randrange(60)),
            c.rel, c.F(c.parent, 'first'), c.par_ph)
        h += 1
        if rng.random() < 0.4:
            d.f('{} - tried home number {PH}, engaged.\n', '%02d:%02d' % (h, rng.randrange(60)),
                c.home_ph)
            h += 1
    nick = PN.NICK.get(c.child.first)
    d.f('\n{DATE} {} - spoke with {} {FAM}', c.D(call), '%02d:%02d' % (h, rng.randrange(60)),
        c.rel, c.F(c.parent, rng.choice(['first', 'full'])))
    if rng.random() < 0.4:
        d.f(' (number confirmed {PH})', c.par_ph)
    d.f('. Identity checked (name + DOB).\n')
    if nick and rng.random() < 0.7:
        d.f('{PAT} ("{PAT}" at home) ', c.P('first'), nick)
    else:
        d.f('{PAT} ', c.P('first'))
    d.f('{}.\n', rng.choice(['is doing well', 'has had a quiet night', 'is up and about',
                             'was sick once on the way home but fine since']))
    if rng.random() < 0.6:
        d.f('{} says "{}".\n', c.rel.capitalize(),
            rng.choice(QUOTES if c.age_days > 365 else BABYQ).replace('HE', he).replace(
                'HIS', his))
    d.f('  Pain: {}/10 ({}); {} given {}.\n', rng.randrange(0, 5), rng.choice([
        'Wong-Baker FACES', 'FLACC per parent', 'numerical'] if c.age_days > 3 * 365 else
        ['FLACC per parent', 'parent estimate']), (sp(c, 'Calpol + Nurofen', 'Tylenol + Motrin')
                                                 if c.age_days > 90 else
                                                 sp(c, 'Calpol only', 'Tylenol only')),
        rng.choice(['regularly', 'twice overnight', 'once this am', 'alternating 3-hourly']))
    baby = c.age_days < 365
    d.f('  Eating/drinking: {}. PU: {}. BO: {}.\n', rng.choice(
        ['ad lib feeds, one posset', 'feeding well, 4-hourly', 'breastfeeding normally']
        if baby else ['normal', 'drinking well, off food a bit', 'eating small amounts']),
        rng.choice(['yes, x4 wet nappies' if not us(c) else 'yes, 4 wet diapers',
                    'plenty of wet nappies' if not us(c) else 'good wet diapers'] if baby
                   else ['yes', 'passed urine within 4 h of home', 'yes, no stinging']),
        rng.choice(['not yet - advised normal', 'yes', 'yes, soft']))
    d.f('  Wound: {}.\n', rng.choice(['clean and dry, glue intact', 'small amount of bruising '
                                      'to scrotum - reassured, expected', 'dressing lifted at '
                                      'edge, advised leave', 'slight redness at umbilicus, no '
                                      'discharge - photo sent via secure link']))
    d.f('  Temp: {}.\n', rng.choice(['no fever', 'felt warm last night, 37.6 axillary',
                                     'not measured, child well']))
    if rng.random() < 0.5:
        d.f('  Concerns: {} asked about {}; advised per leaflet ({URL}).\n', c.rel,
            rng.choice(['bathing', 'returning to nursery' if c.age_days < 5 * 365 else
                        'returning to school', 'swimming lessons', 'when to remove the dressing']),
            url(rng, 'leaflets/after-day-surgery'))
    elif rng.random() < 0.5:
        d.f('  Concerns: family flying to {CTRY} {}; advised OK to fly after {} if well.\n',
            rng.choice(PP.COUNTRIES), rng.choice(['next week', 'in 10 days', 'at half term']),
            rng.choice(['48 h', '1 week', '2 weeks']))
    if rng.random() < 0.25:
        d.f('  {} is off work this week ({PROF}); {} staying with grandparents in {CITY}.\n',
            c.rel.capitalize(), c.mum_prof if c.parent is c.mother else c.dad_prof,
            'siblings', c.city)
    outcome = rng.random()
    if outcome < 0.7:
        if rng.random() < 0.5:
            d.f('Outcome: no concerns, no further calls. Clinic as planned.\n')
        else:
            d.f('Outcome: no concerns, no further calls. Clinic as planned on {DATE}.\n',
                c.D(c.clinic))
    elif outcome < 0.9:
        d.f('Outcome: wound review on {HOSP} {DATE} {}. Advised to ring back if worse.\n',
            c.ward, c.D(add_days(call, 1), rng.choice(['wm', 'm', None])), hhmm(rng, 9, 16))
    else:
        d.f('Outcome: advised to see GP today re wound; GP {} at {HOSP} informed by phone '
            '({PH}).\n', c.sig(c.gp, 'full'), c.practice, c.gp_ph)
    d.f('\n{DOC}, {} - {} ext {PH}\n', c.cns.full(), c.cns.role, sp(c, 'Day Surgery',
                                                                   'Ambulatory Surgery'),
        ext(rng))
    if rng.random() < 0.5:
        d.f('Entered by {USR} {DATE} {}\n', c.cns.user, c.D(call, 'i'), hhmm(rng, 12, 17))
