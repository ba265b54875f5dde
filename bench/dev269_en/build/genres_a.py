"""Genres: diagnostic assessment report, school observation report,
medication titration clinic note."""
from phi import pick, chance, dg, time_str, add_days, workday, idnum, device_serial, an, words, bioid
from case import Case
from doc import Doc
from clinical import (Med, conners_table, snap_table, vanderbilt, sdq, asrs, diva, caars, brief, wisc, wfirs,
                      qb_scores, vitals, side_effects, checklist, ICD, ICD_US, dx_code, HARD_NEG, PLAN_ITEMS, SPELL)
import narrative as N
import common as C


def _kind(rng, adult_p):
    if chance(rng, adult_p):
        return 'adult'
    return pick(rng, ['child', 'child', 'teen'])


# ------------------------------------------------------------------ diagnostic assessment
def gen_dx(rng, country):
    case = Case(rng, country, _kind(rng, 0.3))
    d = Doc()
    sp = SPELL[country]
    C.svc_header(d, case)
    title = pick(rng, ['NEURODEVELOPMENTAL ASSESSMENT REPORT - ADHD', 'ADHD Diagnostic Assessment Report',
                       'Comprehensive ADHD Evaluation', 'SPECIALIST ASSESSMENT: ATTENTION DEFICIT HYPERACTIVITY DISORDER',
                       'Psychiatric Assessment (ADHD pathway)'])
    d.add([title, '\n', pick(rng, ['CONFIDENTIAL', 'Private & Confidential', 'STRICTLY CONFIDENTIAL - not for onward disclosure']), '\n\n'])
    C.pt_banner(d, case, school=not case.adult and chance(rng, 0.7))
    d1 = case.d0
    d2 = workday(add_days(d1, rng.randint(7, 40)))
    case.d0 = d2
    k = rng.randrange(3)
    if k == 0:
        d.add(['Date(s) of assessment: ', case.date(d1), ' and ', case.date(d2), '\n'])
    elif k == 1:
        d.add(['Assessment dates: ', case.date(d1), ' - ', case.date(d2), ' (two sessions)\n'])
    else:
        d.add(['Seen: ', case.date_wd(d1), ' ', time_str(rng, country), ', follow-up ', case.date_wd(d2), '\n'])
    d.add(['Assessed by: ', case.cons.f('dr_full'), ' (', case.cons.role, ')'])
    if chance(rng, 0.6):
        d.add([' and ', case.psychol.f('full_creds'), ' (', case.psychol.role, ')'])
    d.add('\n')
    if not case.adult:
        d.add(['Informants: ', case.carer.f('full'), ' (', case.carer.rel.lower(), '); ', case.pt.f('first'),
               '; class teacher ', case.teacher.f('title'), ' (questionnaire)', '\n'])
    else:
        d.add(['Informants: ', case.pt.f('first'), '; ', ['partner ', case.partner.f('first')] if chance(rng, 0.5)
               else ['mother ', case.mum.f('title_full')], ' (collateral history by phone)\n'])
    if chance(rng, 0.5):
        d.add(['Location: ', (case.service, 'HOSPITAL'), ', Room ', (case.room, 'LOCATION_OTHER'), '\n'])
    d.add('\n')
    # 1
    d.add(pick(rng, ['1. REASON FOR REFERRAL\n', 'Reason for referral:\n', 'REFERRAL\n']))
    d.add(N.referral_line(case))
    if chance(rng, 0.5):
        d.add(['Waiting time from referral: ', str(rng.randint(9, 31)), ' months. '])
    d.add('\n\n')
    # 2
    if not case.adult:
        d.add(pick(rng, ['2. DEVELOPMENTAL HISTORY\n', 'Developmental history:\n', 'BIRTH AND EARLY DEVELOPMENT\n']))
        d.add(N.dev_history(case))
        d.add('\n\n')
        d.add(pick(rng, ['3. FAMILY AND SOCIAL HISTORY\n', 'Family / social:\n', 'FAMILY HISTORY\n']))
        d.add(N.family_history(case))
        d.add('\n\n')
        d.add(pick(rng, ['4. EDUCATION\n', 'School:\n', 'EDUCATIONAL HISTORY\n']))
        d.add(N.school_history(case))
        d.add('\n\n')
    else:
        d.add(pick(rng, ['2. PERSONAL HISTORY\n', 'History:\n', 'BACKGROUND\n']))
        d.add(pick(rng, [['Now aged ', (str(case.age), 'AGE'), '. '], [case.agep('year-old'), ' ', case.boy, '. '],
                         ['Age ', (str(case.age), 'AGE'), '. ']]))
        d.add(N.adult_history(case))
        if chance(rng, 0.4):
            d.add(N.origin_line(case))
        d.add('\n\n')
        if chance(rng, 0.6):
            d.add(['Collateral from ', case.mum.f(pick(rng, ['title', 'first'])), ' (mother, ', (case.mum.job, 'PROFESSION'),
                   '): "', pick(rng, [('she' if case.sex == 'F' else 'he') + ' never stopped moving, we called ' +
                                       ('her' if case.sex == 'F' else 'him') + ' Tigger',
                                       ('she' if case.sex == 'F' else 'he') + ' lost a coat a week',
                                       'school reports always said could do better', 'always in trouble for talking']),
                   '". She recalls problems from about age ', (str(rng.randint(4, 8)), 'AGE'), '.\n\n'])
    # measures
    d.add(pick(rng, ['5. STANDARDISED MEASURES\n' if sp[0] == 'behaviour' else '5. STANDARDIZED MEASURES\n',
                     'Rating scales / questionnaires:\n', 'ASSESSMENT MEASURES\n']))
    if case.adult:
        d.add(diva(rng))
        d.add(asrs(rng))
        if chance(rng, 0.7):
            d.add(caars(rng))
        if chance(rng, 0.5):
            d.add(wfirs(rng))
    else:
        if country == 'US' and chance(rng, 0.7):
            d.add(vanderbilt(rng, 'Parent'))
            d.add(['Teacher Vanderbilt completed by ', case.teacher.f(pick(rng, ['title', 'title_full'])),
                   ' on ', case.date(add_days(d1, -rng.randint(5, 30))), ':\n'])
            d.add(vanderbilt(rng, 'Teacher'))
        else:
            d.add(conners_table(rng, 'Parent', country))
            d.add(['\nTeacher form returned by ', case.teacher.f('title'), ' (', (case.school, 'ORGANIZATION'), ') ',
                   case.date(add_days(d1, -rng.randint(5, 30))), ':\n'])
            d.add(conners_table(rng, 'Teacher', country))
        if chance(rng, 0.6):
            d.add(snap_table(rng, 'Parent'))
        if chance(rng, 0.5):
            d.add(sdq(rng, pick(rng, ['parent', 'teacher'])))
        if chance(rng, 0.4):
            d.add(brief(rng))
        if chance(rng, 0.3):
            d.add(wisc(rng))
    if chance(rng, 0.45):
        q = qb_scores(rng)
        d.add(['QbTest completed ', case.date(d1), ' (device SN ',
               (device_serial(rng, 'qb'), 'DEVICE'), '): Q-Activity ', '%.2f' % q['Activity'], ', Q-Inattention ',
               '%.2f' % q['Inattention'], ', Q-Impulsivity ', '%.2f' % q['Impulsivity'], ' (Q>1.5 = atypical).\n'])
    d.add('\n')
    # observation
    d.add(pick(rng, ['6. CLINICAL OBSERVATION\n', 'Mental state / observation:\n', 'OBSERVATIONS IN CLINIC\n']))
    if case.adult:
        d.add([case.pt.f(pick(rng, ['title', 'first'])), ' was ', pick(rng, ['casually dressed, fidgeting throughout',
                                                                              'pleasant and articulate, frequently went off on tangents',
                                                                              'restless, stood up twice and checked phone repeatedly']),
               '. Mood "', pick(rng, ['ok', 'frustrated', 'bit low']), '", no psychotic features, no thoughts of self-harm. ',
               vitals(rng, case), '\n\n'])
    else:
        d.add([case.pt.f('first'), ' ', pick(rng, ['explored the room constantly and climbed on the desk',
                                                  'sat for about 5 minutes before getting up repeatedly',
                                                  'was quiet and compliant but daydreamed and needed repetition',
                                                  'interrupted frequently and touched everything in reach']),
               '. ', pick(rng, ['Good eye contact and reciprocal conversation.', 'No concerns about social communication.',
                                 'Some sensory seeking noted.']), ' ', vitals(rng, case), '\n\n'])
    # formulation
    code = dx_code(rng)
    d.add(pick(rng, ['7. FORMULATION AND DIAGNOSIS\n', 'Diagnosis:\n', 'OPINION\n']))
    d.add([pick(rng, ['Meets DSM-5 criteria for ', 'Symptoms are pervasive and impairing; meets DSM-5-TR criteria for ']),
           'ADHD, ', ICD[code], ' (ICD-10 ', code, (', DSM ' + ICD_US[code]) if country == 'US' else '', ').'])
    if chance(rng, 0.4):
        d.add([' Coded: SNOMED CT ', pick(rng, ['406506008', '192127007', '31177006']),
               [' | Read ', pick(rng, ['E2E00', 'Eu900', 'E2E0.'])] if country == 'UK' else '',
               ' | CPT 90791, 96130, 96131' if country == 'US' else '', '.'])
    d.add([' ', pick(rng, HARD_NEG), ' ', pick(rng, HARD_NEG), '\n\n'])
    # recommendations
    d.add(pick(rng, ['8. RECOMMENDATIONS\n', 'Plan:\n', 'RECOMMENDATIONS\n']))
    items = [p for p in PLAN_ITEMS if not (case.adult and any(k in p for k in ('school', 'arent', 'Conners', 'Occupational')))
             and not any(k in p for k in ('Continue current', 'Increase dose', 'GP to continue', 'Consider switch',
                                          'titration clinic'))]
    rng.shuffle(items)
    for i, it in enumerate(items[:rng.randint(3, 5)]):
        d.add(['%d. ' % (i + 1) if chance(rng, 0.5) else '- ', it, '\n'])
    med = Med(rng, country)
    d.add(['Medication discussed: ', med.name(rng, med.ladder[0]), ' ', med.timing, '. Written information given. ',
           'Next appointment: ', case.date(workday(add_days(d2, rng.randint(21, 60)))), '.\n\n'])
    C.sign_off(d, case, case.cons)
    if chance(rng, 0.5) and not case.adult:
        d.add(['\n', case.psychol.f('full_creds'), '\n', case.psychol.role, '\n'])
    d.add('\n')
    C.cc_block(d, case)
    C.dict_ref(d, case, case.cons)
    return d


# ------------------------------------------------------------------ school observation
def gen_school_obs(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'child', 'child', 'teen']))
    d = Doc()
    obs = case.nurse if chance(rng, 0.6) else case.psychol
    dt = workday(case.d0)
    t0h = rng.randint(8, 13)
    t0 = '%02d:%02d' % (t0h, pick(rng, [0, 10, 15, 30, 40]))
    t1 = '%02d:%02d' % (t0h + 1, pick(rng, [0, 10, 20, 45]))
    if chance(rng, 0.5):
        C.svc_header(d, case)
    d.add([pick(rng, ['SCHOOL OBSERVATION REPORT', 'School Observation - ADHD Assessment',
                      'Classroom Observation Record', 'OBSERVATION IN EDUCATIONAL SETTING']), '\n\n'])
    lab = pick(rng, ['Pupil', 'Child', 'Student', 'Name'] if country in ('UK', 'IE', 'AU') else ['Student', 'Child', 'Name'])
    d.add([lab, ': ', case.ptname(pick(rng, ['full', 'lf_caps', 'fullmid'])), '     DOB: ', case.date(case.dob),
           '     ', case.grade, '\n'])
    if chance(rng, 0.5):
        d.add(case.id_line())
        d.add('\n')
    if chance(rng, 0.35) and country in ('UK', 'IE'):
        d.add(['UPN: ', (case.upn, 'IDNUM'), '\n'])
    sa = case.address(country, near=case.home)
    d.add(['School: ', (case.school, 'ORGANIZATION'), ', ', (sa['street'].split(', ')[-1], 'STREET'), ', ', (sa['city'], 'CITY'), '\n'])
    d.add(['Date of observation: ', case.date_wd(dt) if chance(rng, 0.5) else case.date(dt), '   Time: ', t0, ' - ', t1, '\n'])
    d.add(['Observer: ', obs.f('full'), ', ', obs.role, '\n'])
    d.add(['School staff consulted: ', case.teacher.f('title_full'), ' (class teacher)'])
    if chance(rng, 0.6):
        d.add([', ', case.ta.f(pick(rng, ['first', 'full'])), ' (TA)' if country in ('UK', 'AU', 'IE') else ' (para)'])
    if chance(rng, 0.6):
        d.add([', ', case.senco.f('title'), ' (', 'SENCo' if country in ('UK', 'IE') else
                                                       pick(rng, ['Learning Support', 'school counselor', 'SEN coordinator']), ')'])
    d.add('\n')
    d.add(['Consent: verbal consent from ', case.carer.f('title'), ' by phone on ', case.date(add_days(dt, -rng.randint(3, 20))),
           '\n\n'])
    sz = rng.randint(18, 32)
    subj = pick(rng, ['maths (fractions)', 'literacy - guided writing', 'phonics' if case.age < 8 else 'geography',
                      'science - circuits', 'history', 'Irish' if country == 'IE' else 'spelling',
                      'reading comprehension', 'French', 'PE (indoor)', 'art'])
    ta = 'TA' if country in ('UK', 'AU', 'IE') else 'para'
    d.add(['SETTING\n', case.grade, ' class of ', str(sz), ' pupils, ', pick(rng, ['1 teacher + 1 ' + ta, 'teacher only',
                                                                                  '1 teacher, 2 support staff']),
           '. Classroom ', (case.room, 'LOCATION_OTHER'), pick(rng, ['', ', ' + 'upstairs']), '. Lesson: ', subj, '. ',
           case.pt.f('first'), ' sits ', pick(rng, ['at the front near the teacher', 'at a table of four by the window',
                                                  'on a single desk at the side', 'on the carpet for the input']), '.\n\n'])
    on1 = rng.randint(30, 65)
    on2 = rng.randint(78, 95)
    d.add([pick(rng, ['METHOD\nMomentary time sampling, 15-second intervals over 20 minutes (80 intervals); comparison '
                      'peer of the same sex selected by the teacher.\n\n',
                      'Method: 10-second partial-interval recording x 60 intervals, alternating target child / peer.\n\n'])])
    d.add('RESULTS                         Target    Peer\n')
    d.add('On-task (%%)                     %-10d%d\n' % (on1, on2))
    d.add('Out of seat (n)                 %-10d%d\n' % (rng.randint(3, 12), rng.randint(0, 2)))
    d.add('Calling out (n)                 %-10d%d\n' % (rng.randint(2, 9), rng.randint(0, 2)))
    d.add('Fidgeting (%% intervals)         %-10d%d\n' % (rng.randint(35, 80), rng.randint(5, 20)))
    d.add('Teacher redirections (n)        %-10d%d\n\n' % (rng.randint(4, 14), rng.randint(0, 3)))
    d.add('NARRATIVE\n')
    dur = (int(t1[:2]) * 60 + int(t1[3:])) - (t0h * 60 + int(t0[3:]))
    times = sorted(rng.sample(range(0, max(dur, 8)), 4))
    evs = ['was rocking on chair and tapping pencil during the input',
           'called out an answer twice before hands up, and was reminded of the class rule',
           'got up to sharpen a pencil three times in five minutes',
           'started the task after a prompt from the ' + ('TA' if country in ('UK', 'AU', 'IE') else 'para') + ', completed 2 of 8 questions',
           'was distracted by noise in the corridor and did not return to work without a prompt',
           'chatted to neighbour and took their ruler; minor conflict resolved by teacher',
           'worked well for a short burst with a timer and a sticker chart',
           'lay across the desk, then asked to go to the toilet']
    rng.shuffle(evs)
    for i, m in enumerate(times):
        hh = t0h + (m + int(t0[3:])) // 60
        mm = (m + int(t0[3:])) % 60
        d.add(['%02d:%02d  ' % (hh, mm), case.pt.f(pick(rng, ['first', 'init', 'first'])), ' ', evs[i], '.\n'])
    d.add('\n')
    if chance(rng, 0.45):
        d.add(['Activity monitoring: ', case.pt.f('first'), ' wore an ', pick(rng, ['ActiGraph wGT3X-BT', 'Actiwatch 2',
                                                                             'GENEActiv Original']),
               ' on the non-dominant wrist (serial ', (device_serial(rng, 'acti'), 'DEVICE'),
               '), counts per minute ', str(rng.randint(1400, 3900)), ' vs class mean ', str(rng.randint(700, 1300)), '.\n\n'])
    if chance(rng, 0.3):
        d.add(['Unstructured time: observed at lunch in the dining hall - pupils sign in at the fingerprint till (',
               case.pt.f('first'), "'s biometric record ", (bioid(rng), 'BIOID'),
               ' was used by office staff to confirm lunches missed). Played chase, ', pick(rng, [
                   'rough play needing adult intervention', 'struggled to wait for a turn on the trim trail',
                   'played well with a small group']), '.\n\n'])
    d.add(['DISCUSSION WITH STAFF\n', case.teacher.f('title'), ' ', pick(rng, [
        'feels the observed lesson was "a good day"', 'reports this was typical',
        'says afternoons are much harder', 'notes more difficulty after PE and wet play']), '. ',
        pick(rng, ['Strategies in place: movement breaks, visual timetable, wobble cushion.',
                   'A Now/Next board and a fidget tool are used.',
                   'Has a reduced timetable (mornings only).', 'No formal plan yet; IEP meeting booked.']), ' '])
    if chance(rng, 0.5):
        d.add(['School contact: ', (case.school_phone, 'PHONE'), '. '])
    d.add('\n\n')
    d.add(['SUMMARY\n', case.pt.f('first'), ' was on task for ', str(on1), '% of intervals compared with ', str(on2),
           '% for the peer. ', pick(rng, ['Findings are consistent with pervasive inattention and hyperactivity.',
                                          'Observation supports the parent and teacher Conners 3 ratings.',
                                          'Difficulties were less marked than reported; one observation is a snapshot.']),
           ' This will be considered at the neurodevelopmental MDT on ', case.date(workday(add_days(dt, rng.randint(7, 30)))),
           '.\n\n'])
    d.add([obs.f('full'), ' ', obs.creds, '\n', obs.role, '\n', case.date(workday(add_days(dt, rng.randint(0, 3)))), '\n'])
    return d


# ------------------------------------------------------------------ titration clinic
def gen_titration(rng, country):
    case = Case(rng, country, _kind(rng, 0.25))
    d = Doc()
    med = Med(rng, country, stimulant=chance(rng, 0.8))
    med.i = rng.randrange(max(1, len(med.ladder) - 1))
    wk = rng.randint(1, 8)
    start = workday(add_days(case.d0, -7 * wk))
    clin = case.nurse if chance(rng, 0.6) else case.cons
    mode = pick(rng, ['face to face', 'telephone', 'video (Attend Anywhere)' if country == 'UK' else 'video', 'face to face'])
    if country == 'US' and chance(rng, 0.7):
        return _titration_us(rng, case, d, med, wk, start, clin)
    d.add([pick(rng, ['ADHD MEDICATION TITRATION CLINIC', 'Titration review', 'Nurse-led titration clinic',
                      'MEDICATION REVIEW - TITRATION PHASE']), ' - week ', str(wk), '\n'])
    d.add([(case.service, 'HOSPITAL'), ' | ', case.date(case.d0), ' ', time_str(rng, country), ' | ', mode])
    if mode == 'face to face' and chance(rng, 0.6):
        d.add([' | Room ', (case.room, 'LOCATION_OTHER')])
    d.add('\n')
    C.pt_banner(d, case, gp=chance(rng, 0.5), addr=chance(rng, 0.4))
    d.add('\n')
    if not case.adult:
        d.add(['Seen with: ', case.carer.rel, ' (', case.carer.f(pick(rng, ['first', 'full', 'title'])), ')'])
        if chance(rng, 0.3):
            d.add([' and ', case.gran.f('first'), ' (', pick(rng, ['Nan', 'grandmother', 'Gran']), ')'])
        d.add('\n')
    if mode == 'telephone':
        d.add(['Called ', (case.mobile, 'PHONE'), ' - identity confirmed with DOB and first line of address.\n'])
    d.add(['\nCurrent medication: ', med.name(rng), ' ', med.timing, ' (started ', case.date(start), ')\n'])
    d.add('Dose history:\n')
    dd = start
    for i in range(0, med.i + 1):
        d.add(['  ', case.date(dd) if chance(rng, 0.5) else case.day_month(dd), '  ', str(med.ladder[i]), ' mg\n'])
        dd = add_days(dd, 7 * rng.randint(1, 2))
    d.add('\n')
    d.add(pick(rng, ['Feedback:\n', 'S: ', 'Progress since last review:\n']))
    if case.adult:
        fb = rng.randrange(3)
        if fb == 0:
            d.add('Reports better focus at work for ~6 hours, wears off by 4pm. ')
        elif fb == 1:
            d.add('Noticeable improvement in task initiation; still late most mornings. ')
        else:
            d.add(['Feels "calmer in my head"; partner ', case.partner.f('first'), ' agrees. '])
        d.add(['ASRS today ', str(rng.randint(20, 48)), '/72. '])
    else:
        d.add([case.carer.rel, ' reports ', pick(rng, ['mornings much calmer', 'homework now completed in 20 minutes',
                                                       'less arguing with siblings', 'no real change yet',
                                                       'improvement at school but evenings difficult']), '. '])
        d.add(['Teacher (', case.teacher.f('title'), ') e-mailed: "', pick(rng, [
            'much more settled, finishing work', 'still calling out but less', 'seems a bit quiet and withdrawn',
            'noticeable difference in maths']), '". '])
        d.add(snap_table(rng, 'Parent', high=chance(rng, 0.4)))
    d.add(['Side effects: ', '; '.join(side_effects(rng, med=med)), '.\n'])
    if chance(rng, 0.4):
        d.add(checklist(rng))
    d.add(['\nO: ', vitals(rng, case, short=chance(rng, 0.5)), '\n'])
    if chance(rng, 0.3):
        d.add(['Medication compliance device: smart dispenser serial ', (device_serial(rng, 'dispenser'), 'DEVICE'),
               ' - ', str(rng.randint(80, 100)), '% doses taken on time.\n'])
    d.add('\nPlan:\n')
    nd = med.next_dose()
    nxt = workday(add_days(case.d0, rng.choice([7, 14, 21, 28])))
    k = rng.randrange(3)
    if k == 0 and nd != med.dose:
        d.add(['- Increase to ', med.name(rng, nd), ' from ', case.day_month(add_days(case.d0, 1)), '.\n'])
    elif k == 1:
        d.add(['- Continue ', med.name(rng), '; optimal dose reached.\n'])
    else:
        d.add(['- Reduce to ', med.name(rng, med.prev_dose()), ' due to side effects.\n'])
    q = rng.choice([14, 28, 30])
    d.add(['- Prescription: ', str(q), ' (', words(q), ') ', med.form, ' sent to ', (case.pharmacy, 'HOSPITAL')])
    if chance(rng, 0.5):
        d.add([' (tel ', (case.pharm_phone, 'PHONE'), ')'])
    d.add('.\n')
    d.add(['- ', pick(rng, PLAN_ITEMS), '\n'])
    d.add(['- Next review: ', case.date_wd(nxt) if chance(rng, 0.5) else case.date(nxt), ' ', time_str(rng, country), '\n\n'])
    d.add([clin.f('full'), ', ', clin.creds or 'RN', '\n', clin.role, '\n'])
    if chance(rng, 0.5):
        d.add([clin.lic[1], ' ', (clin.lic[0], 'LICENSE'), '\n'])
    return d


def _titration_us(rng, case, d, med, wk, start, clin):
    country = case.c
    d.add([(case.service, 'HOSPITAL'), '\nOffice Visit - ADHD Medication Management\n'])
    d.add(['DOS: ', case.date(case.d0), '   Visit #: ', (case.acct, 'ACCOUNT'), '\n'])
    d.add(['Patient: ', case.ptname('lf_caps'), '  DOB: ', case.date(case.dob), '  Age: ', case.agep('yo'), '  ',
           case.sex, '\n'])
    d.add(case.id_line())
    d.add('\n')
    d.add(['Provider: ', clin.f('full_creds'), '   PCP: ', case.gp_p(), '\n\n'])
    d.add(['CC: ADHD f/u, med check (week ', str(wk), ' of titration)\n\n'])
    d.add(['HPI: ', case.agep('year-old'), ' ', case.boy, ' with ADHD, ', pick(rng, ['combined type', 'inattentive type',
                                                                                  'combined presentation']),
           ', dx ', case.month_year(add_days(case.d0, -rng.randint(60, 900))), ', here with ',
           case.carer.rel.lower() if not case.adult else 'no accompanying adult', '. On ', med.name(rng), ' ', med.timing,
           ' since ', case.date(start), '. '])
    d.add([pick(rng, ['Teacher reports improved focus in AM.', 'Grades up from Cs to Bs per ' +
                      ('mom' if case.carer is case.mum else 'dad') + '.', 'Still struggling in afternoons.',
                      'Homework battles persist.']), ' Side effects: ', ', '.join(side_effects(rng, med=med)), '.\n'])
    d.add(vanderbilt(rng, 'Parent', high=chance(rng, 0.4)) if not case.adult else asrs(rng))
    d.add(['\nPE: ', vitals(rng, case, short=True), '. Gen: well appearing, NAD. CV: RRR, no murmur. '
           'Neuro: no tics observed.\n\n'])
    d.add(['PDMP: ', pick(rng, [(case.home['abbr'] or 'State'), 'State']), ' PMP reviewed ', case.date(case.d0),
           ' - no other controlled substance fills.\n'])
    d.add(['A/P: ADHD (', pick(rng, sorted(ICD)), ') - '])
    nd = med.next_dose()
    d.add(['increase to ', med.name(rng, nd)] if nd != med.dose else ['continue ', med.name(rng)])
    ret = rng.randrange(3)
    d.add(['. E-prescribed #30, 0 refills (CII) to ', (case.pharmacy, 'HOSPITAL'), ', ', (case.pharm_addr['city'], 'CITY'),
           '. Return ', ['in 4 weeks', 'in 1 month', 'in 3 months'][ret], ' (',
           case.date(workday(add_days(case.d0, [28, 30, 91][ret]))), ').\n'])
    d.add(['CPT 99214, 96127 x2. Time: ', str(rng.randint(20, 40)), ' min.\n\n'])
    d.add(['Electronically signed by ', clin.f('full_creds'), ' on ', case.date(case.d0), ' ', time_str(rng, country), '\n'])
    if clin.is_dr:
        d.add(['NPI ', (clin.lic[0], 'LICENSE'), '  DEA ', (clin.dea, 'LICENSE'), '\n'])
    return d
