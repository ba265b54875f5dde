"""Own genres: referral triage record, QbTest objective-measure report,
appointment letter."""
from phi import (pick, chance, dg, time_str, add_days, workday, idnum, words, bioid, username, url, phone,
                 email, an, ipaddr, device_serial, healthplan)
from case import Case
from doc import Doc
from clinical import Med, snap_table, sdq, vanderbilt, asrs, qb_scores, vitals, HARD_NEG, ICD
import narrative as N
import common as C

LANGS = ['Polish', 'Romanian', 'Arabic', 'Urdu', 'Punjabi', 'Somali', 'Tigrinya', 'Portuguese', 'Spanish',
         'Mandarin', 'Cantonese', 'Vietnamese', 'Farsi', 'Dari', 'Lithuanian', 'Ukrainian', 'Turkish', 'Bengali']


# ------------------------------------------------------------------ referral triage
def gen_triage(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'child', 'teen', 'adult']))
    d = Doc()
    rec = workday(add_days(case.d0, -rng.randint(3, 40)))
    d.add([(case.service, 'HOSPITAL'), ' - ', pick(rng, ['REFERRAL TRIAGE RECORD', 'Referral Screening Outcome',
                                                        'Neurodevelopmental Referral - Triage', 'Intake & Triage']), '\n\n'])
    d.add(['Referral received: ', case.date(rec), '   Source: '])
    src = rng.randrange(3) if not case.adult else pick(rng, [0, 0, 2])
    if src == 0:
        d.add(['PCP' if country == 'US' else 'GP', ' (e-Referral UBRN ' if country == 'UK' else ' (ref ', (idnum(rng, 'ubrn' if country == 'UK' else 'ref'), 'IDNUM'), ')\n'])
        d.add(['Referrer: ', case.gp_p('dr_full'), ', ', (case.practice, 'HOSPITAL'), '  Tel ', (case.prac_phone, 'PHONE'),
               '  Fax ', (case.prac_fax, 'FAX'), '\n'])
    elif src == 1:
        d.add(['School (', (case.school, 'ORGANIZATION'), ')\nReferrer: ', case.senco.f('title_full'), ', ',
               pick(rng, ['SENCo', 'Inclusion Lead', 'school counsellor', 'Learning Support Teacher']), ', tel ',
               (case.school_phone, 'PHONE'), '\n'])
    else:
        d.add(['Self-referral (online form)\nSubmitted from IP ', (case.ip, 'IPADDR'), ' - ', (case.user, 'USERNAME'), '\n'])
    d.add('\nPATIENT\n')
    C.pt_banner(d, case, gp=src != 0, school=not case.adult and src != 1)
    if not case.adult:
        d.add(['Parent/carer: ', case.carer.f('title_full'), ' (', case.carer.rel.lower(), ') mob ', (case.carer.mobile, 'PHONE'),
               '  email ', (case.mum.email if case.carer is case.mum else email(rng, case.carer.first, case.carer.last), 'EMAIL'), '\n'])
        if chance(rng, 0.3):
            d.add(['Interpreter required: ', pick(rng, LANGS), '\n'])
    else:
        d.add(['Mobile: ', (case.mobile, 'PHONE'), '\n'])
    if country == 'US':
        d.add(['Insurance: ', (case.insurer, 'ORGANIZATION'), '  Member ', (case.plan, 'HEALTHPLAN'), '  Group ',
               (case.group, 'HEALTHPLAN'), '\nPrior auth for 90791/96130: ', pick(rng, ['required', 'not required', 'pending']),
               ' - ref ', (idnum(rng, 'pa'), 'IDNUM'), '\n'])
    d.add('\nREASON FOR REFERRAL (from referral letter)\n"')
    if src == 0:
        d.add(['Thank you for seeing this ', case.agep(pick(rng, ['year-old', 'yo', 'word'])), ' ',
               case.boy, ' whose ', 'mother' if not case.adult else 'partner', ' ',
               case.mum.f('first') if not case.adult else case.partner.f('first'), ' ', pick(rng, [
                   'is concerned about', 'reports', 'describes']), ' ',
               pick(rng, N.CONCERNS_ADULT if case.adult else N.CONCERNS_CHILD).replace(' his ', ' ' + case.his + ' '), '. ',
               pick(rng, ['No significant PMH. ', 'Asthma - %s PRN. ' % ('albuterol' if country in ('US', 'CA') else 'salbutamol'),
                          'Eczema. ', 'Previous CAMHS input for anxiety. ' if not case.adult else 'Treated for depression in the past. ']),
               pick(rng, ['I have not started any treatment.', 'School report attached.', 'Dad has ADHD.',
                          'Family are keen for assessment.'] if not case.adult else
                    ['I have not started any treatment.', 'Brother has ADHD.', 'Keen for assessment.',
                     'PHQ-9 today 11.']), '"\n'])
    elif src == 1:
        d.add([case.pt.f('first'), ' ', pick(rng, ['finds it very difficult to stay on task in class',
                                                  'is frequently out of seat and disrupting others',
                                                  'is falling behind in reading and maths despite support']),
               '. We have tried ', pick(rng, ['a visual timetable and movement breaks', 'a reward chart',
                                              'small group work']), ' with limited success. ', case.teacher.f('title'),
               ' has completed the SNAP-IV."\n'])
    elif case.adult:
        d.add(['I have struggled all my life with focus and organisation. I lost my job at ', (case.employer, 'ORGANIZATION'),
               ' in ', case.month_year(add_days(rec, -rng.randint(30, 400))), ' and my ', pick(rng, ['sister', 'son', 'cousin']),
               ' was recently diagnosed."\n'])
    else:
        d.add(['(parent) My ', 'daughter ' if case.sex == 'F' else 'son ', case.pt.f('first'), ' ', pick(rng, [
            'cannot sit still for a meal and runs off in shops', 'has been sent home from school twice this term',
            'takes hours over homework and loses everything', 'is struggling with friendships and gets very angry']),
            '. Nursery/school staff have raised concerns since age ', (str(rng.randint(3, max(4, case.age - 1))), 'AGE'),
            '. Our GP ', case.gp_p(), ' suggested we self-refer."\n'])
    d.add('\nATTACHMENTS\n')
    if case.adult:
        d.add(asrs(rng))
    elif country == 'US':
        d.add(vanderbilt(rng, 'Parent'))
    else:
        d.add(snap_table(rng, 'Parent'))
        if chance(rng, 0.5):
            d.add(sdq(rng, 'teacher'))
    d.add('\nSCREENING CHECKLIST\n')
    d.add(['Within catchment (', (case.home['city'], 'CITY'), ')?  Y\n'])
    d.add(['Meets age criteria (', '18+' if case.adult else '5-17', ')?  Y\n'])
    d.add('Evidence from two settings?  ' + pick(rng, ['Y', 'N - request school information', 'Partial']) + '\n')
    d.add('Safeguarding concerns?  ' + pick(rng, ['N', 'N', 'Y - discussed with safeguarding lead']) + '\n')
    d.add('Previous ADHD assessment?  ' + pick(rng, ['N', 'N', 'Y - private provider, not accepted for shared care']) + '\n\n')
    dec = rng.randrange(3)
    d.add(['OUTCOME: ', ['ACCEPTED - routine neurodevelopmental pathway', 'RETURNED - insufficient information; school '
                         'questionnaires requested', 'SIGNPOSTED - parenting programme / primary care mental health'][dec], '\n'])
    if dec == 0:
        d.add(['Waiting list position ', str(rng.randint(40, 900)), '; estimated wait ', pick(rng, ['12-18 months', '40 weeks',
                                                                                                  '2 years', '9-12 months']), '.\n'])
    tr = workday(add_days(rec, rng.randint(2, 20)))
    d.add(['Triaged by: ', case.nurse.f('full'), ' and ', case.cons.f('dr'), ' at triage MDT, ', case.date_wd(tr), '\n'])
    d.add(['Acknowledgement letter sent ', case.date(add_days(tr, rng.randint(0, 4))), ' to ',
           'patient' if case.adult else 'family', ' and referrer. Case ref ', (idnum(rng, 'case'), 'IDNUM'), '\n'])
    return d


# ------------------------------------------------------------------ QbTest report
def gen_qbtest(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'child', 'teen', 'adult']))
    d = Doc()
    ver = 'QbTest 12-60' if case.age >= 12 else 'QbTest 6-12'
    dt = case.d0
    d.add([pick(rng, ['QbTest Report', 'QBTEST RESULTS - OBJECTIVE ASSESSMENT OF ADHD SYMPTOMS',
                      'Continuous Performance Test (QbTest) Report']), '\n'])
    d.add([(case.service, 'HOSPITAL'), ', Room ', (case.room, 'LOCATION_OTHER'), '\n\n'])
    d.add(['Test ID: ', (idnum(rng, 'qb'), 'IDNUM'), '    Version: ', ver, '\n'])
    d.add(['Camera unit SN: ', (device_serial(rng, 'qb'), 'DEVICE'), '   Responder button SN: ', (device_serial(rng, 'other'), 'DEVICE'), '\n'])
    d.add(['Name: ', case.ptname(pick(rng, ['full', 'lf_caps', 'caps'])), '    DOB: ', case.date(case.dob), '    Age at test: ',
           case.agep('ym') if not case.adult else [(str(case.age), 'AGE')], '    Sex: ', case.sex, '\n'])
    d.add(case.id_line())
    d.add(['\nTest date: ', case.date(dt), ' ', time_str(rng, country, 8, 16), '   Duration: ', '15 min' if case.age < 12 else '20 min', '\n'])
    op = case.psychol if chance(rng, 0.5) else case.nurse
    d.add(['Operator: ', op.f('full'), ' (login ', (username(rng, op.first, op.last, staff=True), 'USERNAME'), ')\n'])
    on_med = chance(rng, 0.35)
    med = Med(rng, country, stimulant=True)
    if on_med:
        d.add(['Medication status: ON medication - ', med.name(rng), ' taken at ', pick(rng, ['07:30', '07:45', '08:00', '7am']),
               ' (', str(rng.randint(1, 4)), ' h before test)\n'])
    else:
        d.add(['Medication status: unmedicated', pick(rng, [' (baseline)', ' - stimulant-naive', ' (48 h washout)']), '\n'])
    d.add(['Conditions: ', pick(rng, ['quiet room, parent outside', 'child alone with operator, blinds down',
                                      'ambient noise minimal; headband marker fitted correctly'] if not case.adult else
                                     ['quiet room, phone left outside', 'alone with operator, blinds down',
                                      'ambient noise minimal; headband marker fitted correctly']), '\n\n'])
    q = qb_scores(rng, on_med)
    d.add('PARAMETER                 RESULT          Q-SCORE\n')
    d.add('Activity\n')
    d.add('  Time active             %d%%             \n' % rng.randint(12, 65))
    d.add('  Distance                %.1f m\n' % rng.uniform(4, 40))
    d.add('  Area                    %.1f cm2\n' % rng.uniform(10, 80))
    d.add('  Microevents             %d          %.2f\n' % (rng.randint(600, 4200), q['Activity']))
    d.add('Inattention\n')
    d.add('  Omission errors         %.1f%%\n' % rng.uniform(1, 30))
    d.add('  Reaction time           %d ms\n' % rng.randint(380, 720))
    d.add('  RT variation            %d ms       %.2f\n' % (rng.randint(90, 290), q['Inattention']))
    d.add('Impulsivity\n')
    d.add('  Commission errors       %.1f%%\n' % rng.uniform(1, 35))
    d.add('  Normalised commission   %.2f        %.2f\n\n' % (rng.uniform(0.2, 2.5), q['Impulsivity']))
    d.add('Q-score reference: <1.3 typical, 1.3-1.5 slightly atypical, >1.5 atypical (age- and gender-matched norm group).\n\n')
    if chance(rng, 0.5):
        prev = add_days(dt, -rng.randint(35, 200))
        q0 = qb_scores(rng, False)
        d.add(['Comparison with previous test ', case.date(prev), ' (unmedicated)' if on_med else ' (also unmedicated)', ': Activity ', '%.2f -> %.2f' % (q0['Activity'], q['Activity']),
               ', Inattention ', '%.2f -> %.2f' % (q0['Inattention'], q['Inattention']), ', Impulsivity ',
               '%.2f -> %.2f' % (q0['Impulsivity'], q['Impulsivity']), '.\n\n'])
    atyp = [k.lower() for k in ('Activity', 'Inattention', 'Impulsivity') if q[k] > 1.5]
    border = [k.lower() for k in ('Activity', 'Inattention', 'Impulsivity') if 1.3 <= q[k] <= 1.5]
    if len(atyp) == 3:
        interp = 'All three cardinal symptom areas are in the atypical range.'
    elif atyp:
        interp = '%s atypical for age and gender; %s.' % (
            ' and '.join(atyp).capitalize() + (' parameters are' if len(atyp) > 1 else ' parameters are'),
            'other areas borderline (%s)' % ', '.join(border) if border else 'other areas within the typical range')
    elif border:
        interp = 'Findings are borderline (%s); to be interpreted alongside clinical history and rating scales.' % ', '.join(border)
    else:
        interp = 'All Q-scores within the typical range' + (' on medication.' if on_med else '.')
    if on_med and len(atyp) < 2:
        interp += ' Results on medication suggest a good response.'
    d.add(['INTERPRETATION\n', interp,
           ' QbTest is an aid to assessment and is not diagnostic on its own (NICE MIB318).\n'])
    if chance(rng, 0.5):
        d.add(['Report uploaded to QbCloud from workstation ', (ipaddr(rng), 'IPADDR'), ' on ', case.date(dt), '.\n'])
    d.add(['\nReported by: ', case.cons.f('dr_full'), ', ', case.cons.role, '\n'])
    if chance(rng, 0.4):
        d.add(['Results discussed with ', case.carer.f('title') if not case.adult else case.pt.f('title'), ' on ',
               case.date(workday(add_days(dt, rng.randint(0, 14)))), '.\n'])
    return d


# ------------------------------------------------------------------ appointment letter
def gen_appt(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'child', 'teen', 'adult', 'adult']))
    d = Doc()
    C.svc_header(d, case)
    to = 'pt' if case.adult else 'parent'
    d.add([case.date(case.d0), '\n\n'])
    C.recipient(d, case, to)
    d.add(['Our ref: ', (idnum(rng, 'ref'), 'IDNUM'), '   '])
    d.add(case.id_line())
    d.add('\n\n')
    C.salutation(d, case, to)
    d.add(['Re: ', case.ptname(pick(rng, ['full', 'fullmid'])), ', date of birth ', case.date(case.dob), '\n\n'])
    ad = workday(add_days(case.d0, rng.randint(10, 60)))
    kind = rng.randrange(4)
    what = ['an initial ADHD assessment (please allow 2-3 hours)', 'a medication titration review',
            'an annual ADHD medication review', 'a QbTest appointment (approximately 45 minutes)'][kind]
    who = 'you' if case.adult else case.pt.f('first')
    d.add(pick(rng, [['An appointment has been arranged for ', who, ' to attend ', what, ':\n\n'],
                     ['We are pleased to offer ', who, ' ', what, ':\n\n'],
                     ['I am writing to confirm ', what, ' for ', who, ':\n\n']]))
    video = chance(rng, 0.25)
    d.add(['    Date:   ', case.date_wd(ad), '\n'])
    d.add(['    Time:   ', time_str(rng, country, 8, 16), pick(rng, [' (please arrive 15 minutes early)', '', ' - check in at reception']), '\n'])
    clin = case.cons if kind in (0, 2) else case.nurse
    d.add(['    With:   ', clin.f('dr_full' if clin.is_dr else 'full'), ', ', clin.role, '\n'])
    if video:
        d.add(['    Where:  video consultation - join via ', (url(rng, case.service, 'video'), 'URL'), ' (meeting ID ',
               (idnum(rng, 'case'), 'IDNUM'), ')\n\n'])
    else:
        d.add(['    Where:  ', (case.service, 'HOSPITAL'), ', ', (case.building, 'LOCATION_OTHER'), ', Room ', (case.room, 'LOCATION_OTHER'),
               '\n            '])
        d.add(case.addr(case.svc_addr, style='inline'))
        d.add('\n\n')
    d.add('Please bring:\n')
    items = ['the enclosed Conners 3 parent questionnaire, completed', 'a list of current medicines and doses',
             "the child's red book (personal child health record)" if country == 'UK' else 'immunisation/health record',
             'recent school reports', 'glasses if worn (for the QbTest)', 'your photo ID and insurance card'
             if country == 'US' else 'your Medicare card' if country == 'AU' else 'your health card' if country == 'CA'
             else 'your medical card if you have one']
    if case.adult:
        items = ['a list of current medicines', 'any old school reports you may have', 'the completed ASRS and WFIRS forms',
                 'your photo ID and insurance card' if country == 'US' else 'a family member who knew you as a child, if possible']
    rng.shuffle(items)
    for it in items[:rng.randint(2, 4)]:
        d.add(['  - ', it, '\n'])
    d.add('\n')
    if not video and chance(rng, 0.7):
        k = rng.randrange(3)
        if k == 0:
            d.add(['Parking: a free parking permit has been booked for vehicle registration ', (case.plate, 'VEHICLE'),
                   '. Please park in car park ', pick(rng, ['B', 'C', '4', 'P2']), ' and display this letter.\n\n'])
        elif k == 1:
            d.add(['Parking: Blue Badge and drop-off bays are at the main entrance. If you need a permit, reply with your ',
                   'vehicle registration (we currently hold ', (case.plate, 'VEHICLE'), ').\n\n'])
        else:
            d.add(['Parking is limited; please allow extra time. Public transport: buses ', str(rng.randint(1, 99)), ' and ',
                   str(rng.randint(100, 399)), ' stop outside.\n\n'])
    if chance(rng, 0.25):
        d.add(['A ', pick(rng, LANGS), ' interpreter has been booked for this appointment.\n\n'])
    if country == 'US':
        d.add(['Insurance on file: ', (case.insurer, 'ORGANIZATION'), ', member ID ', (case.plan, 'HEALTHPLAN'),
               '. A copay of $', str(rng.choice([20, 25, 30, 40, 50])), ' may apply. Account # ', (case.acct, 'ACCOUNT'), '\n\n'])
    d.add(['If you are unable to attend, please call ', (case.svc_phone, 'PHONE'), ' or e-mail ', (case.svc_email, 'EMAIL'),
           ' at least 48 hours before. ', pick(rng, ['Patients who do not attend two appointments may be discharged back to their GP.',
                                                      'Missed appointments cost the service time that could be offered to another family.',
                                                      'Text reminders will be sent to the mobile number we hold.']), '\n\n'])
    if chance(rng, 0.4):
        d.add(['Text reminder will go to ', (case.mobile, 'PHONE'), '. If this is wrong please let us know.\n\n'])
    d.add([pick(rng, ['Yours sincerely', 'Kind regards', 'Yours faithfully']), '\n\n', case.admin.f('full'), '\n',
           case.admin.role, pick(rng, [' on behalf of ', ' for ']), case.cons.f('dr_full'), '\n\n'])
    if chance(rng, 0.6):
        d.add(['cc: ', case.gp_p(), ', ', (case.practice, 'HOSPITAL'), '\n'])
    return d
