"""Genres: annual review with foot and eye screening, school diabetes care plan."""
import datetime as dt

import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person


# ================================================================ annual review
def annual_review(c, n):
    r = c.r
    A = clin.annual_bits(c, r)
    t2 = r.random() < 0.35
    rev = hdr.new_person(c, r.choice(['Practice Nurse', 'Diabetes Specialist Nurse', 'Nurse Practitioner']))
    pod = hdr.new_person(c, r.choice(['Podiatrist', 'Specialist Podiatrist']))
    n.ln(r.choice(['DIABETES ANNUAL REVIEW', 'Annual Diabetes Review', 'ANNUAL REVIEW - DIABETES (9 care processes)'
                   if c.cc == 'UK' else 'Comprehensive Diabetes Annual Review']))
    n.ln('%s   |   Review date: %s' % (M('HOSP', r.choice([c.gp_site, c.clinic])), c.d(c.today)))
    n.ln('')
    hdr.label_block(c, n)
    n.ln('Reviewer: %s, %s' % (c.D(rev), rev.role))
    n.ln('Diabetes: %s since %s; treatment: %s' % (
        'type 2' if t2 else 'type 1', c.d(c.today.replace(year=c.dx_year), 'y'),
        ('metformin + ' + r.choice(['dapagliflozin', 'semaglutide', 'gliclazide', c.basal]) if t2 else
         '%s + %s' % (c.pump, c.cgm) if r.random() < 0.7 else 'MDI (%s / %s) + %s' % (c.basal, c.rapid, c.cgm))))
    n.ln('')
    n.ln('CARE PROCESSES')
    rows = [
        ('HbA1c' if c.cc in ('UK', 'NZ') else 'A1c', '%s   (%s)' % (c.a1c(A['mm']), c.dago(r.randint(3, 20)))),
        ('Blood pressure', '%d/%d mmHg (target < 140/80)' % (A['sbp'], A['dbp'])),
        ('Total cholesterol', ('%d mg/dL (LDL %d)' % (A['tc'] * 38.67, A['ldl'] * 38.67)) if c.us else
         '%.1f mmol/L (LDL %.1f)' % (A['tc'], A['ldl'])),
        ('eGFR', '%s mL/min/1.73m2' % A['egfr']),
        ('Urine ACR', ('%.0f mg/g' % (A['acr'] * 8.84)) if c.us else '%.1f mg/mmol' % A['acr']),
        ('Weight / BMI', '%.1f kg / %.1f kg/m2' % (A['wt'], A['bmi'])),
        ('Smoking', r.choice(['never', 'ex-smoker (quit %s)' % c.dago(r.randint(400, 6000), 'y'), 'current, 5/day'])),
        ('TSH', '%.2f mU/L' % A['tsh']),
    ]
    for a, b in rows:
        n.ln('  ' + pad(a, 20) + b)
    n.ln('')
    fd = c.today - dt.timedelta(days=r.randint(0, 40))
    risk = r.choice(clin.FOOT_RISK)
    n.ln('FOOT SCREENING  (%s, %s, %s)' % (c.d(fd), c.D(pod), M('HOSP', r.choice(c.C['pod']))))
    mr, ml = r.choice([10, 10, 10, 9, 8, 6]), r.choice([10, 10, 9, 7, 5])
    n.ln('  Monofilament 10 g: R %d/10, L %d/10' % (mr, ml))
    n.ln('  Pulses: DP %s, PT %s' % (r.choice(['palpable bilaterally', 'reduced L', 'absent R']),
                                    r.choice(['palpable bilaterally', 'Doppler biphasic', 'reduced'])))
    n.ln('  Vibration (128 Hz tuning fork): %s' % r.choice(['present', 'absent at hallux bilaterally', 'reduced L']))
    n.ln('  Skin/nails: %s' % r.choice(['callus under 1st MTPJ right', 'intact; thickened nails',
                                        'healed ulcer L 5th toe (Wagner 1, 2022 episode)' if False else
                                        'healed ulcer L 5th toe, no active lesion', 'fissured heels']))
    n.ln('  Deformity: %s' % r.choice(['none', 'hallux valgus L', 'claw toes', 'no Charcot changes']))
    n.ln('  Risk: %s -> %s' % (risk, {'low risk': 'annual screening, self-care leaflet',
                                      'moderate risk': 'refer to foot protection service',
                                      'high risk': 'podiatry 1-3 monthly, urgent pathway explained'}[risk]))
    n.ln('')
    ed = c.today - dt.timedelta(days=r.randint(10, 300))
    if c.cc == 'UK' or c.cc == 'NZ':
        n.ln('EYE SCREENING')
        n.ln('  Screened %s at %s; image set %s' % (
            c.d(ed), M('HOSP', r.choice(c.C['screen'])), M('IDN', '%s%07d' % (r.choice(['DES', 'RS', 'IMG']),
                                                                             r.randint(0, 9999999)))))
        gr, gl = r.choice(clin.UK_RET), r.choice(clin.UK_RET)
        n.ln('  Right: %s   Left: %s   Grader: %s' % (gr, gl, c.D(Person(r), 'i_last')))
        n.ln('  Outcome: %s' % r.choice(['routine recall 12 months', 'routine recall 24 months',
                                         'referred to %s (HES) - routine' % M('HOSP', c.hosp)]))
    else:
        oph = hdr.new_person(c, 'Ophthalmologist' if r.random() < .6 else 'Optometrist', True)
        n.ln('EYE EXAM')
        n.ln('  Dilated exam %s by %s, %s' % (c.d(ed), c.Dt(oph), M('HOSP', r.choice(c.C['screen']))))
        n.ln('  OD: %s; OS: %s. VA 6/%d OD, 6/%d OS.' % (
            r.choice(clin.US_RET), r.choice(clin.US_RET), r.choice([6, 9, 12]), r.choice([6, 6, 9, 18])))
        n.ln('  Retinal photos ref %s; next exam %s.' % (
            M('IDN', 'RP-%06d' % r.randint(0, 999999)), c.d(ed + dt.timedelta(days=365), 'month_y')))
    n.ln('')
    n.ln('OTHER')
    n.ln('  Flu vaccine %s; pneumococcal %s. Sick-day rules reviewed. Hypo awareness: %s.' % (
        c.dago(r.randint(20, 150)), r.choice(['given ' + c.dago(r.randint(400, 3000), 'y'), 'not due']),
        r.choice(['intact', 'reduced (Gold 4)', 'intact, CGM alerts on'])))
    n.ln('  Emotional wellbeing: PAID-5 %d/20. %s' % (r.randint(2, 16), r.choice([
        'Coping well.', 'Stress at work as a %s.' % M('PROF', c.prof), 'Carer for %s %s.' % (
            c.fam[0].rel, c.F(c.fam[0]))])))
    n.ln('  Driving: %s' % r.choice(['Group 1 licence, aware of 5-to-drive rule.', 'Does not drive.',
                                     'Commercial licence - annual review form completed.']))
    if r.random() < 0.4:
        n.ln('  Travel: going to %s on %s; letter and insurance discussed.' % (
            M('CTRY', r.choice(['Spain', 'India', 'Pakistan', 'Jamaica', 'Samoa', 'Philippines', 'Turkey'])),
            c.d(c.day(r.randint(14, 100)))))
    n.ln('')
    n.ln('CARE PLAN (agreed with %s)' % c.P(r.choice(['first', 'full'])))
    for item in r.sample(['HbA1c target %s' % ('48-53 mmol/mol' if c.cc in ('UK', 'NZ') else '< 7.0%'),
                          'increase atorvastatin to 40 mg', 'start ramipril 2.5 mg for ACR',
                          'refresher education booked', 'weight goal - 5% loss',
                          'repeat ACR in 3 months', 'foot care leaflet given'], 3):
        n.ln('  - ' + item)
    n.ln('')
    n.ln('Next annual review due %s.   Signed %s %s' % (
        c.d(c.day(365), r.choice(['month_y', None])), c.D(rev, r.choice(['full', 'i_last'])), c.ds(c.today)))


# ================================================================ school care plan
def school_care_plan(c, n):
    r = c.r
    dsn = c.team['dsn']
    m1, m2 = c.fam[0], c.fam[1]
    teacher = Person(r)
    head = Person(r)
    ta = Person(r)
    uk = c.cc in ('UK', 'NZ', 'AU')
    title = {'UK': 'INDIVIDUAL HEALTHCARE PLAN (IHP) - TYPE 1 DIABETES',
             'US': 'DIABETES MEDICAL MANAGEMENT PLAN (DMMP)',
             'AU': 'DIABETES MANAGEMENT PLAN - SCHOOL (INSULIN PUMP)',
             'CA': 'STUDENT DIABETES CARE PLAN',
             'NZ': 'SCHOOL DIABETES ACTION PLAN'}[c.cc]
    n.ln(title)
    n.ln('')
    sch_st = '%d %s %s' % (r.randint(1, 300), r.choice(PL.STREET_NAMES), r.choice(c.C['street_sfx']))
    n.ln('School: %s' % M('ORG', c.school))
    n.ln('        %s   Tel %s' % (c.addr_of(sch_st, c.town, c.make_zip()), M('PH', c.phone('land'))))
    n.ln('')
    n.ln('Child: %s   DOB: %s   Age: %s' % (c.P(r.choice(['full', 'full_mid'])), c.dob_s(), M('AGE', c.age)))
    grade = 'Year %d' % max(1, c.age - 5) if c.cc in ('UK', 'AU', 'NZ') else 'Grade %d' % max(1, c.age - 5)
    n.ln('Class: %s, %s %s   Photo attached: yes' % (grade, r.choice(['Mrs', 'Mr', 'Ms', 'Miss']),
                                                      M('FAM', teacher.form('last'))))
    n.ln('Known as: %s' % c.P('nick'))
    n.ln('Address: %s' % c.addr1())
    n.ln('')
    n.ln('FAMILY CONTACTS')
    n.ln('1. %s (%s)  mobile %s  work %s' % (c.F(m1), m1.rel, M('PH', c.phone('mob')), M('PH', c.phone('land'))))
    n.ln('2. %s (%s)  mobile %s' % (c.F(m2), m2.rel, M('PH', c.phone('mob'))))
    if r.random() < 0.5:
        n.ln('   %s works as a %s - may be slow to answer during shifts.' % (c.F(m1, 'first'), M('PROF', c.prof)))
    n.ln('')
    n.ln('DIABETES TEAM: %s, %s - %s (%s) tel %s, email %s' % (
        M('HOSP', c.clinic), M('HOSP', c.hosp), c.D(dsn), c.dsn_t(), M('PH', c.phone('land')),
        M('EM', c.make_email(dsn, 'example.org'))))
    n.ln('%s: %s, %s' % ('GP' if uk else 'Pediatrician', c.Dt(c.gp, 'full'), M('HOSP', c.gp_site)))
    n.ln('')
    n.ln('DEVICES')
    n.ln('- %s insulin pump (%s); serial %s - bolus via handset, child presses, adult checks.' % (
        c.pump, c.maker['algo'], M('DEV', c.pump_sn)))
    n.ln('- %s sensor on arm; readings on school phone and parents\' app. Alerts: low %s, high %s.' % (
        c.cgm, c.g(4.0 if not c.us else 3.9), c.g(14 if not c.us else 13.9)))
    if r.random() < 0.5:
        where = 'medical room, room %s' % M('LOC', r.choice(['4', '12', 'B3', '21A', '7']))
    else:
        where = 'school office in %s' % M('LOC', r.choice(['Nightingale House', 'Marlowe Building', 'Beech House']))
    n.ln('- If pump fails: call parent; spare set and %s pen in the %s.' % (c.rapid, where))
    n.ln('')
    n.ln('TARGET GLUCOSE %s. Check before lunch, before PE and if unwell.' % (
        '4-7 mmol/L' if not c.us else '80-150 mg/dL'))
    n.ln('')
    n.ln('HYPO (below %s): shaky, pale, grumpy, hungry.' % c.g(4.0 if not c.us else 3.9))
    n.ln('  Treat: %s. Do NOT send alone to the office.' % r.choice(clin.HYPO_TX))
    n.ln('  If still below %s after 2 treatments: call parent; if drowsy call ambulance.' % c.g(4.0 if not c.us else 3.9))
    n.ln('  Severe (unconscious/fitting): recovery position, %s, call %s then parent.' % (
        r.choice(['glucagon nasal 3 mg', 'glucagon 0.5 mg IM', 'dasiglucagon autoinjector']),
        {'UK': '999', 'US': '911', 'AU': '000', 'CA': '911', 'NZ': '111'}[c.cc]))
    n.ln('HYPER (above %s for > 2 h): check ketones; if > 0.6 mmol/L ring parent.' % c.g(14))
    n.ln('')
    n.ln('DAY TO DAY')
    n.ln('- Lunch: carbs written on lunch box by parent; %s (TA) supervises bolus.' % M('FAM', ta.form('full')))
    n.ln('- PE: temp target 1 h before; snack 15 g if below %s.' % c.g(7))
    n.ln('- Trips: %s residential trip to %s on %s - separate plan to follow.' % (
        grade, M('LOC', r.choice(['Brackenmoor Outdoor Centre', 'Tallong Creek Camp', 'Kestrel Lodge',
                                  'Pine Harbor Nature Camp', 'Glenroe Adventure Base'])),
        c.d(c.day(r.randint(20, 150)))))
    n.ln('- Exams: rest break if hypo; glucose meter and snacks on desk allowed.')
    n.ln('')
    n.ln('STAFF TRAINED')
    td = c.today - dt.timedelta(days=r.randint(3, 30))
    for p in [teacher, ta, Person(r), Person(r)][:r.randint(2, 4)]:
        n.ln('  %s   trained %s by %s' % (M('FAM', p.form(r.choice(['full', 'i_last']))), c.d(td, 'dm' if uk else 'md'),
                                         c.D(dsn, 'first_i' if r.random() < .3 else 'full')))
    n.ln('')
    n.ln('Agreed: parent %s   %s: %s   DSN %s' % (
        c.F(m1), 'Headteacher' if uk else 'Principal', M('FAM', head.form('full')), c.D(dsn)))
    n.ln('Date agreed %s   Review by %s (or sooner if devices change)' % (c.d(c.today), c.d(c.day(365), 'month_y')))
