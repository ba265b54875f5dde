"""Genres: transition letter to adult services, patient portal message
thread, telephone encounter."""
from phi import (pick, chance, dg, time_str, add_days, workday, idnum, words, bioid, username, url, phone,
                 email, an, ipaddr, device_serial, plate)
from case import Case
from doc import Doc
from clinical import Med, vitals, side_effects, HARD_NEG, PLAN_ITEMS, ICD, dx_code, asrs
import narrative as N
import common as C


# ------------------------------------------------------------------ transition letter
def gen_transition(rng, country):
    case = Case(rng, country, 'transition')
    d = Doc()
    med = Med(rng, country)
    C.svc_header(d, case)
    d.add([case.date(case.d0), '\n\n'])
    C.recipient(d, case, 'adult_svc')
    C.re_line(d, case)
    C.salutation(d, case, 'other')
    d.add([pick(rng, ['Transition referral - ADHD', 'Request for transfer of care to Adult ADHD Services',
                      'TRANSITION TO ADULT SERVICES']), '\n\n'])
    dx_age = rng.randint(5, 12)
    dx_year = case.dob.year + dx_age
    d.add([case.pt.f(pick(rng, ['first', 'full'])), ' is ', an(str(case.age) if case.age != 18 else 'eighteen'), ' ',
           (str(case.age), 'AGE'), '-year-old ', 'young man' if case.sex == 'M' else 'young woman',
           ' who has been known to ', (case.service, 'HOSPITAL'), ' since ', (str(dx_year), 'DATE'), ', when ', case.he,
           ' was diagnosed with ADHD (', ICD[dx_code(rng)], ') aged ', (str(dx_age), 'AGE'), pick(rng, [
               '', ' by ' + 'Dr ']), ])
    if d.buf[-1] == ' by Dr ':
        d.add([(case.cons.last if chance(rng, 0.3) else pick(rng, ['Hennessy', 'Oyelowo', 'Lindgren', 'Mulcahy', 'Achieng',
                                                                  'Fairbrother', 'Nakashima']), 'DOCTOR')])
    d.add(['. ', case.He, ' will turn ' if case.age < 18 else ' turned ', ('18', 'AGE'), ' on ',
           case.date(case.dob.replace(year=case.dob.year + 18) if not (case.dob.month == 2 and case.dob.day == 29)
                     else case.dob.replace(year=case.dob.year + 18, day=28)),
           ' and we would be grateful if you could accept ', case.him, ' for ongoing care.\n\n'])
    d.add('Medication history\n')
    y = dx_year
    for txt in pick(rng, [['methylphenidate IR 5 mg BD', 'Concerta XL 36 mg', med.name(rng)],
                           ['Medikinet XL 10 mg', 'Equasym XL 30 mg', med.name(rng)],
                           ['atomoxetine 25 mg (stopped - nausea, limited benefit)', med.name(rng)],
                           [med.name(rng, med.ladder[0]), med.name(rng)]]):
        d.add(['- ', (str(y), 'DATE'), ': ', txt, '\n'])
        y = min(y + rng.randint(1, 3), case.d0.year)
    d.add(['Current: ', med.name(rng), ' ', med.timing, '. Prescribed by GP under shared care (', case.gp_p(), ', ',
           (case.practice, 'HOSPITAL'), ').\n\n'])
    d.add('Current situation\n')
    k = rng.randrange(3)
    start = add_days(case.d0, rng.randint(90, 240))
    if k == 0:
        uc = case.address(country)
        d.add(['Sitting final exams at ', (case.school, 'ORGANIZATION'), '; has a conditional offer to study ',
               pick(rng, ['computer science', 'nursing', 'sports science', 'history', 'mechanical engineering', 'music']),
               ' at ', (case.uni, 'ORGANIZATION'), ' in ', (uc['city'], 'CITY'), ' from ', case.month_year(start),
               '. Will register with a GP near campus; ',
               {'UK': 'Disabled Students\' Allowance (DSA) application in progress. ',
                'IE': 'DARE application submitted; will link with the college disability service. ',
                'AU': 'will register with the campus disability and inclusion service. ',
                'CA': 'will register with campus accessibility services. ',
                'US': 'will request ADA accommodations through the disability resource office. '}[country]])
    elif k == 1:
        d.add(['Left ', (case.school, 'ORGANIZATION'), ' in ', case.month_year(add_days(case.d0, -rng.randint(30, 300))),
               '; now working as ', an(case.pt.job), ' ', (case.pt.job, 'PROFESSION'), ' at ', (case.employer, 'ORGANIZATION'),
               ' (', pick(rng, ['full-time', '3 days/week', 'zero-hours contract']), '). '])
    else:
        d.add(['Attending ', (case.uni, 'ORGANIZATION'), ' (', pick(rng, ['plumbing apprenticeship', 'Level 3 BTEC',
                                                                          'hairdressing course', 'pre-university access course']),
               '); part-time job as ', an(case.pt.job), ' ', (case.pt.job, 'PROFESSION'), ' at weekends. '])
    d.add('\n')
    if chance(rng, 0.7):
        d.add(['Driving: ', pick(rng, ['has a provisional licence', 'passed driving test recently', 'learning to drive']),
               ' (licence no. ', (case.dl, 'LICENSE'), '); ', pick(rng, ['practises in ', 'insured on ']),
               case.carer.rel.lower(), "'s car (reg ", (case.plate, 'VEHICLE'),
               pick(rng, ['', ', a %d-year-old %s' % (rng.randint(6, 15), pick(rng, ['Ford Fiesta', 'Toyota Corolla',
                                                                                    'VW Polo', 'Honda Civic', 'Kia Rio']))]),
               '). Advised re: ',
               'DVLA' if country == 'UK' else ('NDLS' if country == 'IE' else 'licensing authority'),
               ' notification and not driving if medication missed.\n'])
    d.add(['Lives with ', case.carer.rel.lower(), ' ', case.carer.f('full'), ' at the above address', pick(rng, [
        '.', ' and younger sibling.', '; plans to move into student accommodation.']), '\n'])
    d.add(['Risk: ', pick(rng, ['no self-harm; occasional alcohol at weekends.', 'one episode of impulsive self-harm (cutting) '
                                'last year, none since; engaged with school counsellor.',
                                'cannabis use at weekends; discussed interaction with medication.',
                                'no current risks identified.']), '\n'])
    d.add(['Physical health: ', vitals(rng, case), '\n\n'])
    d.add(['Transition planning meeting held ', case.date(add_days(case.d0, -rng.randint(5, 40))), ' with ',
           case.pt.f('first'), ', ', case.carer.f('title'), ' and ', case.nurse.f('full'), ' (', case.nurse.role,
           '). ', case.He, ' consents to this referral and to information being shared with ', case.his, ' ',
           case.carer.rel.lower(), '.\n'])
    d.add(['Contact: mobile ', (case.mobile, 'PHONE'), pick(rng, ['', ', e-mail '])])
    if d.buf[-1] == ', e-mail ':
        d.add([(email(rng, case.pt.first, case.pt.last), 'EMAIL')])
    d.add('.\n\n')
    C.sign_off(d, case, case.cons)
    d.add('\n')
    C.cc_block(d, case, skip='school')
    C.dict_ref(d, case, case.cons)
    return d


def lowerp(p):
    """lower-case a piece structure, keeping span types"""
    if isinstance(p, str):
        return p.lower()
    if isinstance(p, tuple):
        return (p[0].lower(), p[1])
    if isinstance(p, list):
        return [lowerp(x) for x in p]
    return p


# ------------------------------------------------------------------ portal message
def gen_portal(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'teen', 'adult', 'adult', 'child']))
    d = Doc()
    med = Med(rng, country)
    sender = case.pt if case.adult else case.carer
    portal = pick(rng, ['Patient Portal', 'MyChart', 'Patients Know Best', 'MyHealth Portal', 'Patient Hub'])
    d.add([portal, ' - Secure Messaging\n'])
    d.add(['Thread ', (idnum(rng, 'case'), 'IDNUM'), '   Status: ', pick(rng, ['Closed', 'Open', 'Awaiting response']), '\n\n'])
    sent = case.d0
    k = rng.randrange(5)
    subj = pick(rng, [['Prescription not ready at pharmacy', 'Repeat prescription request', 'Lost prescription',
                       'Medication shortage - ' + med.brand],
                      ['Side effects question', 'Query re dose increase', 'not eating??'],
                      ['Letter for school', 'Form for exam access arrangements', 'Letter request'],
                      ['Travel letter for controlled drugs', 'Holiday - medication letter'],
                      ['Re: appointment change', 'Cancel/rebook appointment']][k])
    d.add(['From: ', sender.f('full'), ' ' if case.adult else [' (proxy for ', case.pt.f('full'), ') '],
           '<', (case.user, 'USERNAME'), '>\n'])
    d.add(['To: ', (case.service, 'HOSPITAL'), ' - ', pick(rng, ['ADHD Nurse Team', 'Medication queries', 'Clinical team',
                                                                 'Admin']), '\n'])
    d.add(['Sent: ', case.date(sent), ' ', time_str(rng, country, 6, 23), '\n'])
    if chance(rng, 0.8):
        d.add(['Client IP: ', (case.ip, 'IPADDR'), '   Device: ', pick(rng, ['iPhone (iOS 17.2)', 'Android 14 / Chrome',
                                                                          'Windows 11 / Edge 120', 'iPad (iPadOS 16)']), '\n'])
    d.add(['Subject: ', subj, '\n\n'])
    nm = case.pt.f(pick(rng, ['first', 'nick' if case.pt.nick else 'first']))
    lo = chance(rng, 0.4)
    greet = pick(rng, ['Hi', 'Hello', 'Hi there', 'Dear team', 'Hiya'])
    body = [greet, pick(rng, [',', '', ' ']), '\n']
    if not case.adult:
        body += [pick(rng, ['its ', "It's ", 'This is ']), sender.f('first'), ', ', nm, "'s ", sender.rel.lower(),
                 pick(rng, ['. ', ' ', '.. '])]
    else:
        body += [pick(rng, ['I am writing about ', 'Quick question about ', 'just messaging about ']), 'my meds. ']
    if k == 0:
        body += ['we went to ', (case.pharmacy, 'HOSPITAL'), ' on ', case.date_wd(add_days(sent, -rng.randint(1, 4))) if chance(rng, 0.5)
                 else (pick(rng, ['saturday', 'Saturday', 'monday', 'sat', 'Friday']), 'DATE'), ' and they said the script has not come through?? ',
                 'we only have ', str(rng.randint(1, 4)), ' tablets left of the ', str(med.dose), 'mg. can someone send it please']
    elif k == 1:
        body += ['since going up to ', str(med.next_dose()), ' mg ', nm if not case.adult else 'I', pick(rng, [
            ' is not eating lunch at all and seems really flat after school', "'ve been getting headaches and my heart races",
            ' cant get to sleep till gone 11', ' has started blinking a lot, is that a tic?']), '. should we go back down? ']
    elif k == 2:
        body += [pick(rng, ['school', 'the college', 'my employer']), ' (', case.teacher.f('title') if not case.adult else
                 (case.employer, 'ORGANIZATION'), ') asked for a letter confirming the diagnosis for ',
                 pick(rng, ['exam access arrangements', 'the EHCP', 'extra time in exams', 'reasonable adjustments']),
                 '. can you email it to ', (email(rng, sender.first, sender.last), 'EMAIL'), ' ']
    elif k == 3:
        fly = add_days(sent, rng.randint(10, 40))
        body += ['we are going to ', case.country_p(pick(rng, ['Spain', 'Portugal', 'Greece', 'Canada', 'the Netherlands', 'Turkey',
                                                                'New Zealand', 'Italy'])),
                 ' on ', case.date(fly), ' for ', str(rng.randint(7, 21)), ' nights - do we need a letter to take the ',
                 med.brand, ' through the airport? ']
    else:
        body += ['i need to change the appointment on ', case.date_wd(add_days(sent, rng.randint(3, 20))), ' as ',
                 pick(rng, ['I have work', 'we are away', 'she has a school trip', 'my car is in the garage']),
                 '. my new mobile is ', (phone(rng, country, 'mobile'), 'PHONE'), ' ']
    body += ['\n', pick(rng, ['thanks', 'Thanks', 'Many thanks', 'thank you', 'Thx']), pick(rng, ['\n', ' ']),
             sender.f(pick(rng, ['first', 'full'])), '\n']
    # many senders type entirely in lower case (names and all)
    if chance(rng, 0.35):
        body = lowerp(body)
    d.add(body)
    d.add('\n----------------------------------------\n')
    rep = case.nurse if (k == 1 or chance(rng, 0.6)) else case.admin
    rsent = add_days(sent, rng.randint(0, 3))
    d.add(['Reply from: ', rep.f(pick(rng, ['full', 'full_creds'])), ' (', rep.role, ')\nSent: ', case.date(rsent), ' ',
           time_str(rng, country), '\n\n'])
    d.add(['Dear ', sender.f(pick(rng, ['title', 'first'])), ',\n'])
    replies = [
        [['I have sent a new prescription electronically to ', (case.pharmacy, 'HOSPITAL'), '; please allow 2 working days. '],
         ['there is a national shortage of some strengths; the pharmacist may supply 2 x 18 mg in place of 36 mg. ']],
        [['please go back to ', str(med.dose), ' mg for now and I will call you on ',
          case.date_wd(add_days(rsent, rng.randint(1, 5))), '. '],
         ['these effects often settle in 1-2 weeks. Please book a BP and pulse check with ', (case.practice, 'HOSPITAL'), '. ']],
        [['a letter has been drafted and will be signed by ', case.cons.f('dr'), ' this week. '],
         ['we need written consent before sharing information with school - a form is attached. ']],
        [['a travel letter will be posted to you. Under 3 months\' supply usually needs no licence; keep it in the original packaging. ']],
        [['your appointment has been moved to ', case.date_wd(add_days(rsent, rng.randint(7, 30))), ' at ',
          time_str(rng, country), ' in Room ', (case.room, 'LOCATION_OTHER'), '. ']]]
    d.add([pick(rng, ['Thank you for your message. ', 'Thanks for getting in touch. ']), pick(rng, replies[k]),
        pick(rng, ['If symptoms worsen or you are worried, please call us on ', 'For anything urgent call the team on ']),
        (case.svc_phone, 'PHONE'), '.\n\n', pick(rng, ['Kind regards', 'Best wishes', 'Regards']), '\n', rep.f('first'),
        '\n'])
    d.add(['\n--\nThis message was sent via ', (case.svc_url, 'URL'), '. Please do not reply to the notification e-mail (',
           ('noreply@' + pick(rng, ['example.org', 'example.net', 'example.com']), 'EMAIL'), '). In an emergency call ',
           {'UK': '999', 'IE': '112 or 999', 'AU': '000', 'CA': '911', 'US': '911'}[country], '.\n'])
    return d


# ------------------------------------------------------------------ telephone encounter
def gen_phone(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'teen', 'teen', 'adult', 'transition']))
    d = Doc()
    med = Med(rng, country)
    clin = case.nurse if chance(rng, 0.7) else case.cons
    caller = case.pt if case.adult or (case.age >= 14 and chance(rng, 0.3)) else case.carer
    us = country in ('US', 'CA') and chance(rng, 0.6)
    d.add([pick(rng, ['TELEPHONE ENCOUNTER', 'Telephone Contact', 'Phone Note', 'TELEPHONE CONSULTATION RECORD',
                      'Tel. call - ADHD team']), '\n'])
    d.add(['Date: ', case.date(case.d0), '   Time: ', time_str(rng, country), '   Duration: ', str(rng.randint(4, 25)), ' min\n'])
    if us:
        d.add(['Encounter #: ', (case.acct, 'ACCOUNT'), '\n'])
    d.add(['Patient: ', case.ptname(pick(rng, ['lf_caps', 'full', 'caps'])), '   DOB: ', case.date(case.dob), '\n'])
    d.add(case.id_line())
    d.add('\n')
    inc = chance(rng, 0.6)
    d.add(['Call type: ', 'incoming' if inc else 'outgoing', '\n'])
    if caller is case.pt:
        d.add(['Caller: patient' if inc else 'Called: patient', ' on ', (case.mobile, 'PHONE'), '\n'])
    else:
        d.add(['Caller: ' if inc else 'Spoke to: ', caller.f(pick(rng, ['full', 'title_full', 'first'])), ' (', caller.rel.lower(), ') on ',
               (caller.mobile, 'PHONE'), '\n'])
    d.add(['ID check: ', pick(rng, ['name, DOB and first line of address (', 'DOB + address (']), (case.home['street'], 'STREET'),
           ') confirmed'])
    if chance(rng, 0.4):
        d.add(['; voice biometric match on telephony system (voiceprint ', (bioid(rng, 'voice'), 'BIOID'), ')'])
    d.add('.\n\n')
    reason = rng.randrange(6)
    rs = ['Reason: ', ['Medication shortage', 'Side effects', 'School incident', 'Prescription query', 'Dose query',
                       'Driving / RTC'][reason], '\n']
    d.add(rs)
    nm = case.pt.f(pick(rng, ['first', 'init', 'first']))
    if reason == 0:
        d.add([pick(rng, ['Mum', 'Caller', 'Pt']) if caller is not case.pt else 'Pt', ' reports ', (case.pharmacy, 'HOSPITAL'),
               ' unable to obtain ', med.name(rng), '. ', pick(rng, ['Tried 3 other pharmacies in ', 'Rang round chemists in ']),
               (case.home['city'], 'CITY'), '. ', str(rng.randint(1, 5)), ' days supply left. '])
    elif reason == 1:
        d.add([nm, pick(rng, [' c/o ', ' - ', ' reports ']), ', '.join(side_effects(rng, 3, med=med)), ' since increase to ',
               str(med.dose), 'mg on ', case.day_month(add_days(case.d0, -rng.randint(4, 20))), '. '])
    elif reason == 2:
        d.add([nm, ' had ', pick(rng, ['a fixed-term exclusion', 'an internal isolation', 'a detention']
                                  if country in ('UK', 'IE', 'AU') else ['a suspension', 'an in-school suspension', 'a detention']),
               ' on ', case.date_wd(workday(add_days(case.d0, -rng.randint(1, 5)))), ' after ',
               pick(rng, ['throwing a chair', 'leaving the site', 'fighting at lunch']),
               '. ', 'Head of year ' if country in ('UK', 'IE', 'AU') else 'Vice-principal ', case.senco.f('title'), ' requested a call back on ', (case.school_phone, 'PHONE'), '. '])
    elif reason == 3:
        d.add(['Rx for ', med.name(rng), ' dated ', case.date(add_days(case.d0, -rng.randint(29, 40))),
               ' has expired (CD prescriptions valid 28 days). New Rx needed. '])
    elif reason == 4:
        d.add(['Asking whether second dose can be taken at ', pick(rng, ['1pm', '13:00', 'lunchtime']), ' on ',
               pick(rng, ['school days', 'exam days', 'long shifts']), '. Wt ', '%.1f' % rng.uniform(24, 90), ' kg. '])
    else:
        d.add([nm, ' ', pick(rng, ['was stopped by police', 'had a minor collision', 'clipped a parked car']), ' on ',
               case.date_wd(add_days(case.d0, -rng.randint(1, 6))), ' driving ', pick(rng, ['own car', "mum's car", "dad's van"]),
               ' (reg ', (case.plate, 'VEHICLE'), '); had missed morning dose. No injuries. '])
    d.add('\n\n')
    d.add(['Advice: ', [
        'Discussed options; pharmacist can contact prescriber for an alternative brand with the same release profile.',
        'Reduce to previous dose; keep a side-effect diary; safety-netted re chest pain/palpitations (A&E / call '
        + {'UK': '999', 'IE': '112', 'AU': '000', 'CA': '911', 'US': '911'}[country] + ').',
        'Acknowledged; discussed with consultant, letter to school to follow. Reminded of crisis line.',
        'New prescription to be issued today; collect within 28 days.',
        'Second dose not after 2pm due to sleep. Max licensed dose checked in BNF/product monograph.',
        'Not to drive until seen; discussed legal duty to inform licensing authority; advised insurance implications.'][reason],
        '\n'])
    if chance(rng, 0.6):
        d.add(['Background: ADHD diagnosed ', case.year(add_days(case.d0, -365 * rng.randint(1, 5))), ', on ', med.name(rng), ' ',
               med.timing, '. Last clinic review ', case.date(add_days(case.d0, -rng.randint(30, 150))), ' with ',
               case.cons.f('dr'), ': ', vitals(rng, case, short=True), '.\n'])
    acts = [['Rx issued to ', (case.pharmacy, 'HOSPITAL'), '.'],
            ['Task sent to ', case.cons.f('dr'), ' for review.'],
            ['Call back booked ', case.date_wd(workday(add_days(case.d0, rng.randint(1, 7)))), '.'],
            ['Letter to GP (', case.gp_p(), ') re dose change.'],
            'No further action.']
    allowed = [[0, 1, 2], [1, 2, 3], [1, 2, 4], [0, 1], [2, 3, 4], [1, 2, 3]][reason]
    d.add(['Action: ', acts[pick(rng, allowed)], '\n'])
    if chance(rng, 0.6):
        d.add(['Call back number: ', (phone(rng, country, 'mobile') if chance(rng, 0.4) else case.home_phone, 'PHONE'),
               pick(rng, ['', ' (after 3pm)', ' - leave VM ok', ' (work, ext ok)']), '\n'])
    d.add(['\nDocumented by: ', clin.f(pick(rng, ['full', 'full_creds'])), ', ', clin.role, ' - ', case.date(case.d0), ' ',
           time_str(rng, country), '\n'])
    if chance(rng, 0.4):
        d.add(['Logged in as ', (username(rng, clin.first, clin.last, staff=True), 'USERNAME'), ' at workstation ',
               pick(rng, ['ADHD-PC04', 'CAMHS-W12', 'WS-3F-22']), ' (', (ipaddr(rng), 'IPADDR'), ')\n'])
    return d
