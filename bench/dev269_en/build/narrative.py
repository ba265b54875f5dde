"""Narrative history blocks that mix PHI pieces with clinical prose."""
from phi import pick, chance, add_days, words, dg, an
from clinical import SPELL

CONCERNS_CHILD = [
    'difficulty staying seated, calling out and not completing work',
    'being "on the go" from morning to night and constant fidgeting',
    'daydreaming, losing belongings and not following multi-step instructions',
    'impulsive behaviour in the playground, including pushing and running off',
    'poor concentration, slow written output and frequent incidents at lunchtime',
    'emotional outbursts when asked to stop an activity, and difficulty waiting his turn',
    'forgetfulness, disorganisation and homework battles every evening',
]
CONCERNS_ADULT = [
    'lifelong difficulty with concentration, procrastination and missed deadlines',
    'restlessness, impulsive spending and frequent job changes',
    'chronic disorganisation, lateness and losing important items',
    'difficulty sustaining attention in meetings and reading, with emotional dysregulation',
    'struggling at university: incomplete assignments despite good ability',
]


def referral_line(case):
    rng = case.rng
    d = add_days(case.d0, -rng.randint(120, 700))
    case.ref_date = d
    c = pick(rng, CONCERNS_ADULT if case.adult else CONCERNS_CHILD)
    if not case.adult and case.sex == 'F':
        c = c.replace(' his ', ' her ')
    who = pick(rng, ['gp', 'school', 'senco']) if not case.adult else pick(rng, ['gp', 'gp', 'self'])
    if who == 'gp':
        src = [case.gp_p(), ' (', (case.practice, 'HOSPITAL'), ')']
    elif who == 'school':
        src = ['the school nurse at ', (case.school, 'ORGANIZATION')]
    elif who == 'senco':
        src = [case.senco.f('title'), ', SENCo at ', (case.school, 'ORGANIZATION')] if case.c in ('UK', 'IE') else [
            'the school psychologist at ', (case.school, 'ORGANIZATION')]
    else:
        src = ['self-referral via ', case.gp_p(), ' after a workplace occupational health review']
    when = [' on ', case.date(d)] if chance(rng, 0.6) else [' in ', case.month_year(d)]
    return [pick(rng, ['Referred by ', 'Referral received from ', 'Referred in by ']), src, when,
            ' with concerns regarding ', c, '. ']


def dev_history(case):
    rng = case.rng
    out = []
    gest = pick(rng, ['term (40+2)', '39 weeks', '37+5 weeks', '34+1 weeks', '41 weeks', '36 weeks'])
    out += [case.He, ' was born at ', gest, ' by ', pick(rng, ['SVD', 'emergency C-section', 'elective LSCS',
                                                                'ventouse delivery', 'normal delivery']),
            ', birth weight ', '%.2f kg' % rng.uniform(2.1, 4.3), '. ']
    if chance(rng, 0.5):
        out += ['Apgars ', str(rng.randint(6, 9)), ' and ', str(rng.randint(8, 10)), '. ']
    if chance(rng, 0.4):
        out += ['Neonatal jaundice requiring phototherapy for 2 days. ']
    w = rng.randint(10, 18)
    out += ['Motor milestones: sat at ', (str(rng.randint(6, 8)), 'AGE'), ' months, walked at ', (str(w), 'AGE'),
            ' months. ']
    if chance(rng, 0.6):
        out += ['First words at around ', (str(rng.randint(11, 24)), 'AGE'), ' months, ',
                pick(rng, ['speech otherwise unremarkable', 'speech said to be "late"',
                           'saw SALT briefly for articulation']), '. ']
    if chance(rng, 0.5):
        a = rng.randint(2, 4)
        out += ['Started nursery aged ', (str(a) if chance(rng, 0.7) else words(a), 'AGE'), '; staff described ',
                case.him, ' as ', pick(rng, ['"a whirlwind"', '"never sits for story time"', 'busy but happy',
                                            'accident-prone']), '. ']
    if chance(rng, 0.4):
        out += ['Toilet trained by ', (str(rng.randint(2, 4)), 'AGE'), '; nocturnal enuresis until ',
                (str(rng.randint(5, 8)), 'AGE'), '. ']
    if chance(rng, 0.35):
        out += ['Attended ED ', pick(rng, ['twice', 'three times', '4x']), ' before age ', (str(rng.randint(5, 7)), 'AGE'),
                ' with minor injuries (fall from climbing frame, forehead laceration - steri-strips). ']
    return out


def family_history(case):
    rng = case.rng
    out = []
    m, f = case.mum, case.dad
    k = rng.randrange(4)
    if k == 0:
        out += ['Lives with ', m.rel.lower(), ' ', m.f('full'), ' (', (m.job, 'PROFESSION'), ') and ', f.rel.lower(),
                ' ', f.f('first'), ', who works as ', an(f.job), ' ', (f.job, 'PROFESSION'), '. ']
    elif k == 1:
        out += ['Parents separated when ', case.he, ' was ', (str(max(1, case.age - rng.randint(2, 4))), 'AGE'),
                '. Lives mainly with ', m.f('title_full'), ' in ', (case.home['city'], 'CITY'), '; alternate weekends with ',
                f.f('first'), ' in ', (case.address(case.c)['city'], 'CITY'), '. Mum is ', an(m.job), ' ', (m.job, 'PROFESSION'), '. ']
    elif k == 2:
        out += ['Kinship care with maternal grandmother ', case.gran.f('title_full'), ' since ', case.year_p(rng.randint(1, 4)),
                '; birth mother ', m.f('first'), ' has limited contact. ']
    else:
        out += ['Lives with both parents, ', m.f('first'), ' and ', f.f('first'), '. Dad works as ', an(f.job), ' ', (f.job, 'PROFESSION'),
                ' (shift work); mum is ', an(m.job), ' ', (m.job, 'PROFESSION'), '. ']
    for s in case.sibs[:rng.randint(0, len(case.sibs))]:
        out += [pick(rng, ['Sibling ', 'Brother/sister: ', 'Sib ']), s.f('first'), ' (', (str(s.age), 'AGE'), ') ',
                pick(rng, ['well', 'has a diagnosis of autism', 'being assessed for dyslexia', 'no concerns',
                           'asthma, otherwise well']), '. ']
    fh = pick(rng, ['Father reports similar difficulties at school and was "never assessed".',
                    'Paternal uncle diagnosed with ADHD as an adult.',
                    'Maternal history of anxiety and depression.',
                    'Older cousin has ADHD and takes Concerta.',
                    'No known family history of ADHD, ASD, tics or learning disability.',
                    'Family history of type 1 diabetes (maternal aunt) and hypertension.'])
    out += [fh, ' ']
    if chance(rng, 0.35):
        out += ['Family moved from ', case.country_p(), ' when ', case.he, ' was ', (str(rng.randint(1, 6)), 'AGE'),
                '; ', pick(rng, ['bilingual household', 'English is an additional language at home',
                                 'speaks Arabic and English', 'interpreter not required']), '. ']
    return out


def school_history(case):
    rng = case.rng
    out = []
    out += ['Currently in ', case.grade, ' at ', (case.school, 'ORGANIZATION'), '. ']
    if chance(rng, 0.6):
        out += ['Class teacher ', case.teacher.f('title'), ' reports ', pick(rng, [
            'he is "bright but rarely finishes anything"', 'constant fidgeting and calling out',
            'work avoidance and frequent trips to the toilet', 'he is often off-task within 2-3 minutes',
            'good relationships with adults but conflict with peers at break']).replace(
            'he is', '%s is' % case.he).replace('they is', 'they are'), '. ']
    if chance(rng, 0.5):
        sup = {'UK': ['On the SEN register (SEN Support).', 'Receives 1:1 TA support for literacy 3x/week.',
                      'EHCP needs assessment requested.', 'Two fixed-term exclusions this year.'],
               'IE': ['Has a Student Support File at School Support level.', 'Receives SET (resource) hours 3x/week.',
                      'SNA shared with two other pupils.', 'NEPS psychologist has consulted with the school.'],
               'US': ['School has put a 504 plan in place.', 'Has an IEP (OHI eligibility).',
                      'Two out-of-school suspensions this year.', 'Receives reading intervention (Tier 2 RTI).'],
               'AU': ['Has an Individual Learning Plan.', 'Adjustments recorded under the NCCD.',
                      'Two suspensions this year.', 'Sees the school psychologist fortnightly.'],
               'CA': ['Has an IEP with accommodations.', 'Shares an EA with two classmates.',
                      'Resource room support for math.', 'Two suspensions this year.']}[case.c]
        out += [pick(rng, sup + ['No additional support currently in place.', 'Attendance 87% this term.'])]
        out += [' ']
    if chance(rng, 0.3):
        out += ['Previously attended ', (case.namer.school(case.c, 'primary'), 'ORGANIZATION'), ' in ',
                (case.address(case.c)['city'], 'CITY'), ' until ', case.year_p(rng.randint(1, 3)), '. ']
    return out


def adult_history(case):
    rng = case.rng
    out = []
    out += [pick(rng, ['Works as ', 'Currently employed as ', 'Employed full-time as ']), an(case.pt.job), ' ', (case.pt.job, 'PROFESSION'),
            ' at ', (case.employer, 'ORGANIZATION'), pick(rng, [' for the past 2 years. ', '; on a final written warning for lateness. ',
                                                              ' (third job in 18 months). ', ', finds the workplace very distracting. '])]
    if chance(rng, 0.6):
        out += ['Lives with ', 'partner ', case.partner.f(pick(rng, ['first', 'full'])), ' (', (case.partner.job, 'PROFESSION'), ')',
                pick(rng, ['', ' and two children', ' and their daughter', ' and a stepson']), ' in ', (case.home['city'], 'CITY'), '. ']
    if chance(rng, 0.5):
        y = case.d0.year - rng.randint(1, 4)
        out += ['Driving: holds a full licence; ', pick(rng, ['6 penalty points for speeding', 'one minor RTC',
                                                             'two near misses reported']),
                ' - rear-ended another car in ', (str(y), 'DATE'), ' while ', pick(rng, ['changing a song on the phone',
                                                                                    'distracted at a junction']),
                ' (own vehicle reg ', (case.plate, 'VEHICLE'), '). ']
    out += ['School reports ', pick(rng, ['described "could try harder" and "chatterbox" throughout',
                                          'mention daydreaming and unfinished work from Year 2 onwards',
                                          'were lost, but mother recalls constant detentions',
                                          'describe disruptive behaviour and one suspension']), '. ']
    if chance(rng, 0.5):
        a = rng.randint(14, 17)
        out += ['Left school at ', (str(a), 'AGE'), ' ', pick(rng, ['with few qualifications', 'after exams',
                                                                  'and started an apprenticeship',
                                                                  'and later completed a college diploma']), '. ']
    out += [pick(rng, ['Alcohol 10-14 units/week. ', 'Alcohol: social, ~6 units/wk. ', 'Non-drinker. ',
                       'Cannabis daily for several years, stopped 3 years ago. ', 'Vapes; no other substances. ',
                       'Caffeine 4-5 coffees/day. '])]
    return out


def origin_line(case):
    rng = case.rng
    return [pick(rng, ['Born in ', 'Originally from ', 'Family originally from ']), case.country_p(), ', ',
            pick(rng, ['moved here aged ', 'arrived aged ', 'emigrated when ' + case.he + ' was ']),
            (str(rng.randint(1, 12)) if not case.adult else str(rng.randint(3, 30)), 'AGE'), '. ']
