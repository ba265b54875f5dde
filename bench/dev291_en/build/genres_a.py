"""Genres: pump start record, CGM download review, diabetes clinic letter."""
import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person

TRAVEL = ['Portugal', 'Spain', 'Greece', 'Japan', 'Canada', 'Thailand', 'Italy',
          'Mexico', 'Fiji', 'India', 'Iceland', 'Vietnam', 'Croatia', 'Kenya', 'Peru',
          'France', 'Indonesia', 'Morocco', 'Singapore', 'Norway']
HOLIDAYS = ['Christmas', 'Easter', 'Ramadan', 'Diwali', 'New Year', 'Eid',
            'Boxing Day', 'Hanukkah']


def rep_person(c):
    return hdr.new_person(c, 'Clinical Product Specialist')


# ================================================================ pump start
def pump_start(c, n):
    r = c.r
    dsn, diet, cons = c.team['dsn'], c.team['diet'], c.team['cons']
    rep = rep_person(c)
    fam = c.fam[0]
    wt = round(r.uniform(48, 112), 1)
    tdd = round(wt * r.uniform(0.45, 0.85))
    pumptdd = round(tdd * 0.8)
    rows, total = clin.basal_table(r, pumptdd * r.uniform(0.42, 0.52))
    icr = r.choice([6, 7, 8, 9, 10, 12, 15])
    v = r.randint(0, 2)
    start = c.today
    if v == 0:
        n.ln('%s - Diabetes Technology Service' % M('HOSP', c.hosp))
        n.ln('INSULIN PUMP START RECORD (CSII)', '')
        hdr.label_block(c, n)
        n.ln('')
        n.ln('Date of start: %s   Venue: %s, room %s' % (
            c.d(start), M('LOC', r.choice(PL.BUILDINGS)), M('LOC', str(r.randint(1, 14)))))
        n.ln('Present: %s (%s); %s (dietitian); %s, %s (%s); %s %s' % (
            c.D(dsn), c.dsn_t(), c.D(diet), c.D(rep), rep.role, M('ORG', c.maker['co']),
            fam.rel, c.F(fam, r.choice(['full', 'first']))))
    elif v == 1:
        n.ln(M('HOSP', c.clinic), 'Insulin Pump Initiation Visit', '')
        n.ln('Patient: %s    DOB: %s    %s: %s' % (c.P('LF'), c.dob_s(), clin.mrn_label(c),
                                                    M('MRN', c.mrn)))
        n.ln('Visit date: %s    Visit/Encounter #: %s' % (c.wdd(start), M('ACCT', str(r.randint(1000000, 9999999)))))
        n.ln('Educator: %s, %s' % (c.D(dsn), c.dsn_t()))
        n.ln('')
        n.ln('%s is a %s %s with type 1 diabetes since age %s (%s), on MDI, here with %s %s '
             'to start the %s %s.' % (c.P('first'), c.age_s(), 'woman' if c.pat.sex == 'F' else 'man',
                                      M('AGE', c.dx_age), c.d(c.today.replace(year=c.dx_year), 'y'),
                                      'her' if c.pat.sex == 'F' else 'his', fam.rel + ' ' + c.F(fam, 'first'),
                                      c.pump, c.maker['kind']))
    else:
        n.ln('CSII commencement - %s' % c.d(start), '')
        n.ln('%s (%s), %s' % (c.P('full'), c.sexage(), id_line_short(c)))
        n.ln('Seen in %s pump group with %s other starters. Trainer from %s: %s.' % (
            M('HOSP', c.clinic), words_n(r.randint(2, 4)), M('ORG', c.maker['co']), c.D(rep)))
    n.ln('')
    job = c.prof
    n.ln('Social: works as a %s%s. %s' % (
        M('PROF', job), (' at ' + M('ORG', c.employer)) if r.random() < .6 else '',
        r.choice(['Shift pattern discussed - temp basal profile B for night shifts.',
                  'Physical job; discussed exercise temp target and suspend before activity.',
                  'Desk-based; lunch times variable.', 'Plays five-a-side twice a week.'])))
    n.ln('Pre-pump: %s %d units at %s, %s by carb counting (ICR 1:%d). TDD ~%d units. Weight %.1f kg.' % (
        c.basal, round(tdd * 0.5), r.choice(['22:00', '08:00', '21:30']), c.rapid, icr, tdd, wt))
    n.ln('Last HbA1c %s on %s. Impaired awareness of hypoglycaemia (Gold score %d).' % (
        c.a1c(r.randint(58, 92)), c.dago(r.randint(20, 80)), r.randint(2, 6)))
    n.ln('')
    n.ln('DEVICE')
    n.ln('  Pump: %s (%s)   SN: %s   firmware %d.%d.%d' % (
        c.pump, M('ORG', c.maker['co']), M('DEV', c.pump_sn), r.randint(1, 4), r.randint(0, 9), r.randint(0, 20)))
    n.ln('  CGM:  %s   transmitter ID %s   sensor lot %s' % (c.cgm, M('DEV', c.tx_id), M('DEV', c.lot())))
    n.ln('  Algorithm: %s - %s' % (c.maker['algo'], r.choice([
        'manual mode for first 7 days, then auto mode', 'auto mode from day 1',
        'manual mode until review'])))
    n.ln('  Set: %s; reservoir %d U; site: %s' % (r.choice([
        '6 mm 90-degree teflon cannula, 60 cm tubing', '9 mm steel needle, 80 cm tubing',
        'patch pod, no tubing', '8 mm angled cannula, 110 cm tubing']),
        r.choice([200, 300, 180]), r.choice(['abdomen', 'upper buttock', 'thigh', 'back of arm'])))
    n.ln('')
    n.ln('INITIAL SETTINGS')
    n.ln('  Basal (TDD %d x 0.8 x ~0.5):' % tdd)
    for a, b, rt in rows:
        n.ln('    %s-%s   %.3f U/h' % (a, b, rt))
    n.ln('    Total basal %.2f U/24 h' % total)
    n.ln('  ICR 1:%d g (breakfast 1:%d g)   ISF %s   Target %s' % (
        icr, max(4, icr - 2), c.isf(), c.target()))
    n.ln('  Active insulin time %s h; max bolus %d U; max basal %.1f U/h' % (
        r.choice(['3', '3.5', '4', '4.5']), r.choice([10, 12, 15, 20]), r.choice([1.5, 2.0, 2.5])))
    n.ln('')
    n.ln('EDUCATION CHECKLIST')
    for item in r.sample([
            'cannula insertion x2 (self)', 'filling reservoir / cartridge and priming',
            'bolus wizard, correction and extended bolus', 'temporary basal and suspend',
            'occlusion / no-delivery alarm response', 'hypo treatment: ' + r.choice(clin.HYPO_TX),
            'sick day rules and ketone testing (blood ketone meter issued)',
            'pump failure plan - back-up pens and basal dose', 'site rotation and lipohypertrophy',
            'travel letter and airport security', 'data upload and sharing with clinic'], 7):
        n.ln('  [x] ' + item)
    n.ln('')
    n.ln('Back-up: if pump fails give %s %d units and %s by pen using ICR above. Pens in date.' % (
        c.basal, round(total * 1.1), c.rapid))
    f1 = c.day(r.choice([1, 2]))
    f2 = c.day(r.choice([7, 10, 14]))
    n.ln('Follow-up: phone call %s; face-to-face review %s with %s.' % (
        c.wdd(f1), c.d(f2), c.Dt(cons)))
    n.ln('Contacts: %s 24-h helpline %s; %s office %s (Mon-Fri 08:30-16:30); out of hours %s %s.' % (
        M('ORG', c.maker['co']), M('PH', c.phone('land')), c.dsn_t(), M('PH', c.phone('land')),
        M('HOSP', c.ward), M('PH', c.phone('land'))))
    n.ln('')
    n.ln('Signed: %s, %s   %s' % (c.D(dsn), dsn.role, c.ds(start)))
    if r.random() < 0.6:
        n.ln('Patient: %s   Date: %s' % (c.P(r.choice(['full', 'init'])), c.ds(start)))


def id_line_short(c):
    return '%s %s' % (clin.mrn_label(c), M('MRN', c.mrn))


def words_n(k):
    return ['zero', 'one', 'two', 'three', 'four', 'five'][k]


# ================================================================ CGM review
ACTIONS = [
    'reduce basal 02:00-06:00 by 10%',
    'change breakfast ICR from 1:8 to 1:7 g',
    'pre-bolus 15-20 min before breakfast',
    'set exercise temp target 1 h before football',
    'change infusion set every 2-3 days (site > 3 days linked to highs)',
    'increase ISF overnight to reduce stacking',
    'review alcohol: late hypos after evenings out',
    'turn on low alert at %s',
    'restart sensor warm-up before bed rather than morning',
    'discuss auto mode exits (calibration requests)',
    'check for lipohypertrophy at abdominal sites',
    'consider psychology referral (distress score high)',
]


def cgm_review(c, n):
    r = c.r
    v = r.randint(0, 2)
    dsn, cons = c.team['dsn'], c.team['cons']
    end = c.today - __import__('datetime').timedelta(days=r.randint(0, 3))
    start = end - __import__('datetime').timedelta(days=r.choice([13, 14, 27, 89]))
    s = clin.cgm_stats(r)
    if v == 2:
        return cgm_list(c, n)
    if v == 0:
        n.ln('%s   |   CGM DOWNLOAD REVIEW' % M('HOSP', c.clinic))
        n.ln('=' * 52)
        hdr.label_block(c, n)
        n.ln('Device: %s on %s (%s)   Pump SN %s' % (c.cgm, c.pump, c.maker['algo'], M('DEV', c.pump_sn)))
        n.ln('Report period: %s to %s (%d days)' % (c.d(start), c.d(end), (end - start).days + 1))
        n.ln('Data source: clinic account, uploaded by %s' % r.choice([
            'patient from home', 'clinic PC at ' + M('IP', c.ip()), c.fam[0].rel + ' ' + c.F(c.fam[0])]))
        n.ln('')
        for line in clin.cgm_block(c, s, 0):
            n.ln('  ' + line)
    else:
        n.ln('From: %s' % M('EM', c.make_email(dsn, 'example.org')))
        n.ln('To: %s' % M('EM', c.email))
        n.ln('Sent: %s %s' % (c.wdd(c.today), r.choice(['09:14', '13:52', '16:40', '11:05'])))
        n.ln('Subject: Your sensor download - review')
        n.ln('')
        n.ln('Hi %s,' % c.P(r.choice(['first', 'nick'])))
        n.ln('')
        n.ln('Thanks for sharing your %s data for %s-%s. Here is a summary:' % (
            c.cgm, c.d(start, 'd_mon' if not c.us else 'mon_d'), c.d(end)))
        for line in clin.cgm_block(c, s, 1):
            n.ln('  ' + line)
    n.ln('')
    n.ln('PATTERNS')
    pats = r.sample([
        'Recurrent lows %s between 02:00 and 04:00 on %d nights, lowest %s.' % (
            'detected', r.randint(2, 6), c.g(r.uniform(2.4, 3.6))),
        'Post-breakfast rise to %s most days; bolus often given after eating.' % c.g(r.uniform(12, 17)),
        'Highs after evening meal on weekends, likely missed boluses (%d missed in 14 days).' % r.randint(3, 9),
        'Auto mode active %d%% of time; %d exits due to sensor signal loss.' % (r.randint(55, 98), r.randint(2, 8)),
        'Steady overnight with auto basal; daytime variability from exercise.',
        'Sensor gaps of %d-%d h around day %d (sensor fell off).' % (4, r.randint(6, 20), r.randint(3, 9)),
        'Rising glucose before set changes, suggesting site issues after day 3.',
        'Hypo on %s after %s - treated with %s.' % (
            c.wdd(c.day(-r.randint(2, 10))), r.choice(['football', 'a 10 km run', 'gardening']),
            r.choice(['juice', 'glucose tablets', 'jelly babies'])),
    ], r.randint(3, 4))
    for p_ in pats:
        n.ln('- ' + p_)
    n.ln('')
    n.ln('ACTIONS AGREED')
    for i, a in enumerate(r.sample(ACTIONS, r.randint(2, 4)), 1):
        if '%s' in a:
            a = a % c.g(r.choice([4.0, 4.4, 5.0]))
        n.ln('%d. %s' % (i, a))
    n.ln('')
    if r.random() < 0.5:
        n.ln('Travel: trip to %s from %s - travel letter and spare sensors discussed.' % (
            M('CTRY', r.choice(TRAVEL)), c.d(c.day(r.randint(10, 60)))))
    if r.random() < 0.4:
        h = r.choice(HOLIDAYS)
        n.ln('Plan for %s: extra sensor checks, temp basal for late meals.' % M('DATE', h))
    if v == 0:
        n.ln('Next review: %s (virtual). HbA1c due %s.' % (c.d(c.day(r.choice([28, 42, 90]))),
                                                             c.d(c.day(r.randint(30, 100)), 'month_y')))
        n.ln('Reviewed by: %s, %s   %s %s' % (c.D(dsn), c.dsn_t(), c.ds(c.today), r.choice(['10:20', '15:45', '12:05'])))
        if r.random() < 0.5:
            n.ln('Discussed with %s (consultant).' % c.Dt(cons))
    else:
        n.ln('Give me a ring on %s if anything is unclear - or reply to this e-mail.' % M('PH', c.phone('land')))
        n.ln('')
        n.ln('Best wishes,')
        n.ln(c.D(dsn, 'first'))
        n.ln('%s, %s' % (c.D(dsn), dsn.role))
        n.ln('%s | %s' % (M('HOSP', c.clinic), M('HOSP', c.hosp)))


def cgm_list(c, n):
    r = c.r
    dsn = c.team['dsn']
    n.ln('VIRTUAL CGM CLINIC - REVIEW LIST')
    n.ln('%s   Clinic date: %s   Clinician: %s' % (M('HOSP', c.clinic), c.wdd(c.today), c.D(dsn)))
    n.ln('')
    w = [26, 12, 6, 6, 40]
    n.ln(pad('Patient', w[0]) + pad(clin.mrn_label(c), w[1]) + pad('TIR', w[2]) + pad('TBR', w[3]) + 'Outcome')
    n.ln('-' * 90)
    for i in range(r.randint(6, 9)):
        p = Person(r) if i else c.pat
        mrn = c.make_mrn()
        s = clin.cgm_stats(r)
        out = r.choice(['no change, review 3/12', 'basal 03:00 -0.05 U/h', 'letter sent',
                        'DNA x2 - text sent to ' + M('PH', c.phone('mob')),
                        'book F2F with ' + c.Dt(c.team['cons']), 'pre-bolus advice by phone',
                        'new sensor supply via ' + M('HOSP', c.pharm), 'refer to psychology',
                        'BG %s recorded at 03:10 - call today' % c.g(r.uniform(2.3, 3.2))])
        nm = M('PAT', p.form(r.choice(['LF', 'LFU', 'full', 'i_last'])))
        n.ln(pad(nm, w[0]) + pad(M('MRN', mrn), w[1]) + pad('%d%%' % s['tir'], w[2]) +
             pad('%d%%' % (s['tbr1'] + s['tbr2']), w[3]) + out)
    n.ln('')
    n.ln('Patients with TBR > 4% or level 2 lows contacted same day per protocol.')
    n.ln('List closed %s %s - %s' % (c.ds(c.today), r.choice(['16:55', '17:10', '12:40']),
                                    M('DOC', dsn.form('init2'))))


# ================================================================ clinic letter
def clinic_letter(c, n):
    r = c.r
    cons, dsn, diet = c.team['cons'], c.team['dsn'], c.team['diet']
    author = cons if r.random() < 0.75 else c.team['reg']
    to_patient = r.random() < 0.3 and c.cc in ('UK', 'NZ', 'AU')
    hdr.letterhead(c, n)
    n.ln('')
    n.ln('Clinic date: %s      Date typed: %s' % (c.d(c.today), c.d(c.day(r.randint(2, 12)))))
    if r.random() < 0.5:
        n.ln('Our ref: %s/%s' % (M('DOC', author.form('init2')), M('MRN', c.mrn)))
    n.ln('')
    if to_patient:
        n.ln(c.P('full'))
        n.ln(M('ST', c.street))
        n.ln(M('CITY', c.town))
        n.ln(M('ZIP', c.zip))
        n.ln('')
        n.ln('Dear %s,' % r.choice([c.Pt(), c.P('first')]))
    else:
        gp = c.gp
        n.ln('%s %s' % (c.title(gp), c.D(gp)))
        n.ln(M('HOSP', c.gp_site))
        n.ln(c.addr_of('%d %s %s' % (r.randint(1, 90), r.choice(PL.STREET_NAMES),
                                      r.choice(c.C['street_sfx'])), r.choice(c.C['towns']), c.make_zip()))
        n.ln('')
        n.ln('Dear %s,' % c.Dt(gp))
    n.ln('')
    n.ln('Re: %s   DOB %s   %s' % (c.P(r.choice(['full', 'full_mid', 'LFU'])), c.dob_s(), hdr.id_line(c)))
    if not to_patient:
        n.ln('    %s' % c.addr1())
    n.ln('')
    n.ln('Diagnoses:')
    n.ln('1. Type 1 diabetes, diagnosed %s (aged %s)' % (
        c.d(c.today.replace(year=c.dx_year), r.choice(['y', 'month_y'])), M('AGE', c.dx_age)))
    for i, dx in enumerate(r.sample(PL.COMORBID, r.randint(1, 3)), 2):
        n.ln('%d. %s' % (i, dx))
    n.ln('')
    n.ln('Treatment: %s with %s (%s); %s CGM.' % (c.pump, c.rapid, c.maker['algo'], c.cgm))
    n.ln('Other medication: %s.' % ', '.join(r.sample(PL.OTHER_DRUGS, r.randint(1, 3))))
    mm_now, mm_prev = r.randint(48, 90), r.randint(48, 95)
    n.ln('Results: HbA1c %s (previously %s in %s). TIR %d%%, TBR %d%%. eGFR %s, ACR %.1f mg/mmol.' % (
        c.a1c(mm_now), c.a1c(mm_prev), c.dago(r.randint(90, 200), 'month_y'), r.randint(40, 85),
        r.randint(0, 7), r.choice(['>90', '78', '64']), r.uniform(0.4, 4.2)))
    n.ln('')
    you = 'you' if to_patient else c.P('first') if r.random() < .5 else c.Pt()
    he = 'you' if to_patient else ('she' if c.pat.sex == 'F' else 'he')
    paras = []
    paras.append('I saw %s in the %s clinic today%s. %s is a %s %s.' % (
        you, r.choice(['diabetes technology', 'young adult', 'pump', 'general diabetes']),
        (' together with ' + c.fam[0].rel + ' ' + c.F(c.fam[0], 'first')) if r.random() < .4 else '',
        'You are' if to_patient else (c.P('first') if r.random() < .5 else he.capitalize()),
        c.age_s(style=r.choice(['year', 'words', 'year'])),
        M('PROF', c.prof) if r.random() < 0.6 else 'patient'))
    paras.append(r.choice([
        'Since the last visit on %s there have been %s hypos needing help from another person; '
        'the most recent was on %s at about 03:00.' % (c.dago(r.randint(100, 200)), r.choice(['two', 'three', '2']),
                                                       c.dago(r.randint(10, 60))),
        'Things have been more settled since moving to %s in auto mode. Overnight profiles are flat '
        'and there has been no severe hypoglycaemia.' % c.maker['algo'],
        'Work has been difficult: %s is doing long shifts at %s and often skips lunch boluses.' % (
            he, M('ORG', c.employer)),
        'There was an admission to %s with DKA on %s after a kinked cannula; this is covered separately.' % (
            M('HOSP', c.hosp), c.dago(r.randint(30, 120))),
    ]))
    if r.random() < 0.6:
        paras.append('A trip to %s is planned for %s; I have provided a travel letter and advised '
                     'carrying pens, spare sets and a second sensor.' % (
                         M('CTRY', r.choice(TRAVEL)), c.d(c.day(r.randint(20, 120)), 'month_y')))
    if r.random() < 0.4:
        paras.append('Over %s glucose ran higher with irregular meals; we discussed fixed temporary '
                     'basal rates for those weeks.' % M('DATE', r.choice(HOLIDAYS)))
    paras.append(r.choice([
        'On examination BP %d/%d, weight %.1f kg. Injection sites show mild lipohypertrophy on the left '
        'abdomen. Feet: monofilament normal, pulses palpable.' % (r.randint(110, 150), r.randint(62, 90),
                                                                  r.uniform(52, 110)),
        'Thyroid function was normal (TSH %.2f mU/L). Coeliac screen negative.' % r.uniform(0.5, 4),
        'Charcot foot was considered given the warm swollen right midfoot, but X-ray and MRI were normal; '
        'Wagner grade 0. Kussmaul breathing was not a feature of the recent ketosis.',
        'Dawn phenomenon is evident on the AGP; the Somogyi effect is not supported by the overnight trace.',
        'Retinal screening on %s showed %s.' % (c.dago(r.randint(60, 300)), r.choice(clin.UK_RET if c.cc == 'UK'
                                                                                    else clin.US_RET)),
    ]))
    for para in paras:
        n.ln(para)
        n.ln('')
    n.ln('Plan:')
    for i, p_ in enumerate(r.sample([
            'ICR at lunch strengthened from 1:10 to 1:9.',
            'Reduce basal 03:00-07:00 by 0.05 U/h.',
            'Refer to %s for %s course.' % (c.Dt(diet), r.choice(['DAFNE', 'carbohydrate counting refresher',
                                                                  'BERTIE', 'OzDAFNE'])),
            'Repeat HbA1c and lipids before the next visit.',
            'Continue %s; review auto mode settings with %s (%s).' % (c.cgm, c.D(dsn), c.dsn_t()),
            'Start atorvastatin 20 mg (QRISK3 %d%%).' % r.randint(10, 22),
            'Psychology referral offered (PAID score %d).' % r.randint(20, 60),
            'Sick day rules reiterated; ketone strips prescribed.'], r.randint(3, 5)), 1):
        n.ln('%d. %s' % (i, p_))
    n.ln('Next appointment: %s.' % c.d(c.day(r.choice([84, 91, 120, 182])), r.choice(['month_y', None])
                                        if True else None))
    n.ln('')
    n.ln('Yours sincerely,')
    n.ln('')
    n.ln('')
    hdr.sig(c, n, author, lic=r.random() < 0.6)
    n.ln('')
    if not to_patient:
        hdr.cc_list(c, n, ['%s, %s' % (c.D(dsn), c.dsn_t())])
    else:
        n.ln('cc: %s, %s' % (c.Dt(c.gp, 'full'), M('HOSP', c.gp_site)))
    if r.random() < 0.6:
        hdr.typist(c, n, author)
