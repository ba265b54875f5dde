"""Screening genres: invitation letter, screening result record, recall tracker, failsafe log."""
import datetime as dt

import pools as P
import blocks as B

DAY = dt.timedelta(days=1)


def _ref(c):
    return c.workday(c.date_between(dt.date(2019, 1, 7), dt.date(2025, 6, 27)))


def _prog(c):
    return c.pick(P.PROGRAMMES[c.cc])


def _venue(c):
    if c.cc in ('UK', 'IE') and c.chance(0.4):
        return (c.pick(P.VENUES_BLDG), 'LOCATION_OTHER')
    if c.chance(0.5):
        return (c.pick((P.VENUES_CLIN if c.cc == 'UK' else []) + P.PRACTICES[c.cc]), 'HOSPITAL')
    return c.H(c.pick([c.hosp, c.hosp2]))


def invitation(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    kind = c.pick(['first', 'first', 'reminder', 'surv', 'selfref', 'first'])
    p = c.patient(d0, 66, 79) if kind == 'selfref' else c.patient(d0, 64, 65)
    prog = _prog(c)
    appt = c.workday(d0 + dt.timedelta(days=r.randrange(14, 45)))
    office = c.address(town=c.town)
    n.add((prog, 'HOSPITAL'), '\n')
    if c.chance(0.5):
        n.add('Screening Office, ', c.H(c.hosp), '\n')
    n.add(c.ADDR(office, sep=', ', region=False), '\n')
    n.add('Tel ', c.phone(), c.pick(['  |  ', '\n']), c.pick(['Email ', 'E: ']), c.email(None, prog, 'screen'), '\n')
    if c.chance(0.6):
        n.add('Web: ', c.url(prog), '\n')
    n.add('\n')
    n.f('Our ref: {}\n', c.idnum(c.pick(['SE', 'AAA/', 'INV-', 'S'])))
    n.f('{}: {}\n', c.natid_label(p), c.natid(p))
    n.f('Date: {}\n\n', c.DL(d0))
    n.add(p.title + ' ', (c.pick([p.full(), p.fml(), p.il2()]), 'PATIENT'), '\n')
    n.add(c.ADDR(p.addr, upper_town=c.cc in ('AU', 'UK') and c.chance(0.3)), '\n\n')
    if c.chance(0.75):
        n.add('Dear ', p.title, ' ', (p.last, 'PATIENT'), ',\n\n')
    else:
        n.add('Dear ', (p.full(), 'PATIENT'), ',\n\n')
    title = {'first': 'Your abdominal aortic aneurysm (AAA) screening appointment',
             'reminder': 'AAA screening - we missed you',
             'surv': 'Your next AAA surveillance scan',
             'selfref': 'AAA screening - self-referral'}[kind]
    n.add(c.pick([title.upper(), title]), '\n\n')
    if kind == 'first':
        if c.cc == 'UK':
            n.add('The NHS AAA Screening Programme invites all men registered with a GP for a free ultrasound scan '
                  'in the year they turn 65. You are registered with ')
            g = B.gp(c)
            n.add((g['prac'], 'HOSPITAL'), ' and we have booked an appointment for you.\n\n')
        elif c.cc == 'US':
            n.add('Because you are a man aged ', c.age(p.age), ' who has smoked, the USPSTF recommends a one-time '
                  'ultrasound to check for an abdominal aortic aneurysm. Medicare Part B covers this test '
                  '(HCPCS G0389) when you are referred. Your primary care team has asked us to contact you.\n\n')
        else:
            n.add('You have been invited to take part in ', c.pick(['our', 'a local']), ' screening service for '
                  'abdominal aortic aneurysm (AAA), offered to men aged 65 and over. ')
            n.add('Your doctor at ', (c.pick(P.PRACTICES[c.cc]), 'HOSPITAL'), ' has agreed to this invitation.\n\n')
    elif kind == 'reminder':
        miss = c.workday(d0 - dt.timedelta(days=r.randrange(10, 50)))
        n.f('Our records show that you were not able to attend your screening appointment on {}. '
            'We have made a new appointment for you below. Around 1 in 92 men screened is found to have an '
            'aneurysm, and most people do not notice any symptoms.\n\n', c.D(miss))
    elif kind == 'surv':
        last = d0 - dt.timedelta(days=r.choice([80, 85, 90, 350, 360, 365]))
        size = B.aaa_size(c, 3.0, 5.4)
        n.f('At your last scan on {} your aorta measured {} cm. This is a {} aneurysm, so we will keep a '
            'check on it with a scan every {}. Please keep taking any medicines your GP has prescribed.\n\n',
            c.D(last), '%.1f' % size, B.size_cat(size), B.interval(size))
    else:
        call = d0 - dt.timedelta(days=r.randrange(3, 20))
        n.f('Thank you for contacting us on {}. Men over 65 who have not been screened can refer themselves, '
            'and you told us you are {}. We are happy to offer you a scan.\n\n', c.D(call), c.age(p.age))
    n.add('Appointment details\n')
    n.add(c.pick(['Date:   ', 'Date: ', 'Day/date: ']), c.DW(appt), '\n')
    n.add('Time:   ', c.time(), c.pick([' (please arrive 5 minutes early)', '', ' - clinic session 2']), '\n')
    v = _venue(c)
    n.add('Venue:  ', v)
    if c.chance(0.7):
        va = c.address()
        n.add(', ', (va['street'], 'STREET'), ', ', (va['town'], 'CITY'))
    n.add('\n\n')
    n.add(c.pick([
        'The scan takes about 10 minutes. You will need to lie down and loosen your clothing so we can put gel on '
        'your tummy. We will tell you the result at the appointment.',
        'The test is a quick, painless ultrasound scan of your abdomen. You do not need to fast. If you take '
        'blood thinners such as warfarin or apixaban you can still attend.',
        'Most men (about 99 in 100) have a normal result, below 3.0 cm, and need no further scans.']), '\n')
    if c.chance(0.4):
        n.add('Free parking is available. If you need an interpreter, or help with access, please let us know.\n')
    n.add('\nIf you cannot attend, please call us on ', c.phone())
    n.add(c.pick([' (Mon-Fri 9am-4pm)', ' between 09:00 and 16:00', '']))
    if c.chance(0.6):
        n.add(' or email ', c.email(None, prog, 'screen'))
    if c.chance(0.5):
        n.add('. You can also rebook online at ', c.url(prog))
    n.add('.\n\n')
    if c.chance(0.4):
        n.add('An information leaflet, "Screening to prevent AAA", is enclosed. You can choose not to be '
              'screened by writing to us.\n\n')
    coord = c.person(young=True)
    n.add(c.pick(['Yours sincerely,', 'Yours faithfully,', 'Kind regards,']), '\n\n')
    n.add((c.pick([coord.full(), coord.il()]), 'DOCTOR'), '\n', B.role(c, 'coord'), '\n')
    if c.chance(0.4):
        dr = c.clin(surgeon=True)
        n.add('On behalf of ', dr.title, ' ', (dr.full(), 'DOCTOR'), ', Clinical Director\n')
    if c.chance(0.5):
        g = B.gp(c)
        n.add('\ncc: Dr ', (g['doc'].il2(), 'DOCTOR'), ', ', (g['prac'], 'HOSPITAL'), '\n')
    if c.chance(0.3):
        n.add('\n- - - - - - - - - - - - cut here - - - - - - - - - - - -\n'
              'REPLY SLIP - please return in the envelope provided\n')
        n.add('Name: ', (p.LFU(), 'PATIENT'), '   ', c.natid_label(p), ': ', c.natid(p), '\n')
        n.add('[ ] I cannot attend on ', c.D(appt), '   [ ] I no longer wish to be screened\n'
              'Daytime telephone: ____________________\n')


def result(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 64, 66 if c.chance(0.8) else 80)
    prog = _prog(c)
    scr = c.person(young=True)
    g = B.gp(c)
    surv = c.chance(0.3)
    x = r.random()
    size = round(1.4 + r.random() * 1.5, 1) if x < 0.45 else B.aaa_size(c, 3.0, 6.4)
    nv = (not surv) and c.chance(0.06)
    n.add(c.pick(['AAA SCREENING RESULT RECORD', 'Screening Episode - Result', 'AAA Screen: Result Entry',
                  'ULTRASOUND AAA SCREENING - RESULT']), '\n')
    n.add('Programme: ', (prog, 'HOSPITAL'), '\n')
    n.f('Episode ID: {}   Pathway: {}\n', c.idnum(c.pick(['EP', 'SE', 'A'])),
        'Surveillance' if surv else c.pick(['Initial screen', 'Initial screen', 'Self-referral']))
    hh = r.randrange(8, 15)
    n.f('Screen date: {}  Time: {}\n', c.D(d0), '%02d:%02d' % (hh, r.choice([0, 10, 20, 30, 40, 50])))
    v = _venue(c)
    n.add('Location: ', v)
    if c.chance(0.5):
        n.add(' (clinic room ', (str(r.randrange(1, 9)), 'LOCATION_OTHER'), ')')
    n.add('\n')
    if c.chance(0.3):
        n.add('Mobile screening unit reg: ', c.vehicle(), '\n')
    n.add('Screener: ', (c.pick([scr.full(), scr.il2(), scr.LF()]), 'DOCTOR'), ' (', (scr.user(r), 'USERNAME'), '), ',
          B.role(c, 'screener'), '\n')
    n.add('Equipment: ', c.pick(B.US_SCANNERS), ' SN ', c.serial(), '\n\n')
    n.add('-- Subject --\n')
    n.add(B.demog(c, p, fields=('name', 'dob', 'nat')))
    n.add('Age at screen: ', c.age(p.age), '\n')
    n.add('Registered ', B.gp_word(c), ': Dr ', (g['doc'].il2(), 'DOCTOR'), ', ', (g['prac'], 'HOSPITAL'), '\n')
    if c.cc == 'US':
        n.add(c.pick(['Medicare/insurance ID: ', 'Payer member ID: ']), c.healthplan(), '   Encounter: ', c.account(), '\n')
    elif c.cc == 'AU' and c.chance(0.6):
        n.add('Medicare No: ', c.healthplan(), '\n')
    n.add('ID check: name, DOB and first line of address (', (p.addr['street'], 'STREET'), ') confirmed\n')
    n.add('Consent: verbal consent obtained. Previous AAA repair: No. Known AAA: ', 'Yes' if surv else 'No', '\n\n')
    n.add('-- Measurements (inner-to-inner, AP) --\n')
    if nv:
        n.add('Aorta not visualised (bowel gas, BMI 38). Two attempts.\n'
              'Result: NON-VISUALISED - offered rescan at hospital-based clinic\n')
    else:
        t1 = size
        l1 = round(size + r.choice([-0.1, 0.0, 0.1]), 1)
        n.add('Transverse AP: %.1f cm\nLongitudinal AP: %.1f cm\nMaximum AP diameter: %.1f cm\n' % (t1, l1, max(t1, l1)))
        mx = max(t1, l1)
        n.add('Image quality: ', c.pick(['Good', 'Good', 'Acceptable']), '\n')
        cat = B.size_cat(mx)
        n.add('Result: ', {'normal': 'NORMAL (< 3.0 cm)', 'small': 'SMALL AAA (3.0-4.4 cm)',
                           'medium': 'MEDIUM AAA (4.5-5.4 cm)', 'large': 'LARGE AAA (>= 5.5 cm)'}[cat], '\n\n')
        n.add('-- Outcome --\n')
        if cat == 'normal':
            n.add('Discharged from programme. No further screening required.\n')
        elif cat in ('small', 'medium'):
            nxt = d0 + dt.timedelta(days=365 if cat == 'small' else 91)
            n.f('Enrolled in surveillance: {} rescan. Next due: {}\n', B.interval(mx), c.D(nxt))
            if cat == 'medium' and c.chance(0.6):
                nurse = c.person(young=True)
                n.add('Seen by vascular nurse ', (nurse.full(), 'DOCTOR'), ' for BP check and lifestyle advice '
                      '(BP 152/88). Smoking cessation referral offered.\n')
        else:
            rd = d0 + dt.timedelta(days=r.randrange(0, 2))
            n.f('URGENT referral to vascular service at {} sent {} (target: seen within 2 weeks). '
                'Referral ref: {}\n', c.H(c.hosp), c.D(rd), c.idnum('R'))
            n.add('Patient given large AAA leaflet and advised to call ', B.EMERG[c.cc],
                  ' if sudden severe abdominal or back pain.\n')
    n.f('Result given verbally to patient. Result letter sent {}. ' + B.gp_word(c) + ' notified {}.\n',
        c.D(d0 + DAY * r.randrange(0, 3)), c.D(d0 + DAY * r.randrange(1, 5)))
    if c.chance(0.5):
        qa = c.person(young=True)
        n.f('QA: images reviewed by {} on {} - {}.\n', (qa.full(), 'DOCTOR'), c.D(d0 + DAY * r.randrange(3, 30)),
            c.pick(['concordant', 'concordant', 'discordant by 0.2 cm, within tolerance', 'calliper placement ok']))
    if c.chance(0.45):
        k, fam = B.relative(c, p, ('wife', 'son', 'brother', 'daughter', 'partner'))
        n.add('Comment: ', c.pick(['Pt anxious, ', 'Accompanied by ', 'Attended with ']), k, ' ')
        n.add((fam.first, 'FAMILY'),
              c.pick([' present during scan.', ' asked about screening - advised to see own GP.', ' waited outside.']), '\n')
    n.add('\nRecord locked ', c.D(d0), ' ', '%02d:%02d' % (hh + r.randrange(1, 4), r.randrange(60)), ' by ', (scr.user(r), 'USERNAME'))
    if c.chance(0.6):
        n.add(' from ', c.ip())
    n.add('\n')


def tracker(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    prog = _prog(c)
    u = c.person(young=True)
    fmt = c.pick(['pipe', 'csv', 'tab', 'pipe'])
    n.add(c.pick(['SURVEILLANCE RECALL TRACKER', 'Surveillance recall list', 'AAA SURVEILLANCE - RECALLS DUE']),
          ' - ', (prog, 'HOSPITAL'), '\n')
    n.f('Run: {} 07:00   User: {}   Filter: active surveillance, due within {} weeks\n',
        c.D(d0), (u.user(r), 'USERNAME'), str(r.choice([4, 6, 8])))
    if c.chance(0.4):
        n.add('Report source: screening DB at ', c.ip(), '\n')
    n.add('\n')
    cols = ['NHS No' if c.cc == 'UK' else c.natid_label(), 'Name', 'DOB', 'Last scan', 'AP (cm)', 'Int',
            'Next due', 'Status']
    if c.chance(0.4):
        cols.insert(7, 'Phone')
    sep = {'pipe': ' | ', 'csv': ',', 'tab': '\t'}[fmt]
    n.add(sep.join(cols), '\n')
    if fmt == 'pipe':
        n.add('-' * 96, '\n')
    rows = []
    for _ in range(r.randrange(5, 12)):
        p = c.patient(d0, 65, 82)
        size = B.aaa_size(c, 3.0, 5.4)
        months = 12 if size < 4.5 else 3
        last = d0 - dt.timedelta(days=months * 30 - r.randrange(-20, 40))
        due = last + dt.timedelta(days=months * 30 + r.randrange(0, 6))
        rows.append((p, size, months, last, due))
    for p, size, months, last, due in rows:
        q = '"' if fmt == 'csv' else ''
        items = [c.natid(p), sep, q, (p.LFU() if fmt == 'csv' else p.LF(), 'PATIENT'), q, sep, c.D(p.dob), sep,
                 c.D(last), sep, '%.1f' % size, sep, '%dm' % months, sep, c.D(due), sep]
        if 'Phone' in cols:
            items += [c.phone(c.pick(['land', 'mobile'])), sep]
        st = r.randrange(8)
        if st < 3:
            items += ['Booked ', _venue(c)]
        elif st == 3:
            items += ['Invite sent ', c.D(d0 - DAY * r.randrange(1, 20))]
        elif st == 4:
            items += ['DNA x1 - failsafe']
        elif st == 5:
            items += ['Awaiting vascular review']
        elif st == 6:
            items += ['Suspended - inpatient ', (c.hosp2[1] or c.hosp2[0], 'HOSPITAL')]
        else:
            items += ['To book']
        n.add(items, '\n')
    if fmt == 'pipe':
        n.add('-' * 96, '\n')
    n.add('\nNotes:\n')
    for p, size, months, last, due in r.sample(rows, min(len(rows), r.randrange(1, 4))):
        k = r.randrange(5)
        n.add('- ', (p.li() if c.chance(0.5) else p.LF(), 'PATIENT'), ' - ')
        if k == 0:
            nurse = c.person(young=True)
            n.add('growth 0.6 cm in 12 months; rescan brought forward. Vascular nurse ', (nurse.full(), 'DOCTOR'),
                  ' informed.\n')
        elif k == 1:
            t = c.pick(P.TOWNS[c.cc])
            n.add('moved to ', (t[0], 'CITY'), '; transfer to ', (c.pick(P.PROGRAMMES[c.cc]), 'HOSPITAL'),
                  ' requested ', c.D(d0 - DAY * r.randrange(1, 30)), '.\n')
        elif k == 2:
            n.add('wife ', (c.person('F').first, 'FAMILY'), ' rang to say he is abroad (', c.country(c.pick(P.TRAVEL)),
                  ') until ', c.MY(d0 + DAY * r.randrange(30, 120)), '.\n')
        elif k == 3:
            n.add('now ', '%.1f' % (size + 0.3), ' cm; crossed threshold? confirm at next scan. Inform ',
                  (c.person(young=True).il(), 'DOCTOR'), '.\n')
        else:
            n.add('interpreter needed (', c.pick(['Punjabi', 'Polish', 'Cantonese', 'Urdu', 'Samoan', 'Greek']),
                  '); book double slot.\n')
    n.f('\nTotal on list: {}. Next scheduled run {}. Page 1 of 1.\n', str(len(rows)), c.D(d0 + DAY * 7))


def failsafe(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    prog = _prog(c)
    p = c.patient(d0, 65, 80)
    users = [c.person(young=True) for _ in range(r.randrange(1, 4))]
    cat = c.pick(['Initial screen DNA x2', 'Surveillance DNA (medium AAA)', 'Surveillance DNA (small AAA)',
                  'Referral to vascular not acknowledged', 'Result letter returned - gone away',
                  'Non-visualised - hospital rescan outstanding'])
    n.add(c.pick(['FAILSAFE / DNA CHASING LOG', 'Failsafe log', 'DNA FOLLOW-UP LOG']), '\n')
    n.add('Programme: ', (prog, 'HOSPITAL'), '\n')
    n.add(B.demog(c, p, style=c.r.randrange(3), fields=('name', 'dob', 'nat')))
    n.add('Category: ', cat, '\n')
    if 'AAA' in cat:
        n.add('Last AP diameter: %.1f cm\n' % B.aaa_size(c, 3.0 if 'small' in cat else 4.5, 4.4 if 'small' in cat else 5.4))
    n.add('\n', c.pick(['Date | Time | User | Action', 'DATE        TIME   USER        ENTRY', 'When / who / what']), '\n')
    d = d0
    steps = ['dna', 'call_mob', 'call_home', 'letter', 'gp', 'voice', 'rebook', 'transport', 'email', 'nok']
    chosen = ['dna'] + r.sample(steps[1:], r.randrange(4, 8))
    ps = p.addr['street']
    for s in chosen:
        d = d + DAY * r.randrange(1, 9)
        u = c.pick(users)
        n.add(c.D(d), c.pick([' | ', '  ']), c.time(), c.pick([' | ', '  ']), (u.user(r), 'USERNAME'),
              c.pick([' | ', '  ']))
        if s == 'dna':
            n.add('DNA ', c.pick(['screening appt', 'surveillance scan', 'vascular OPA']), ' at ', _venue(c),
                  '. No contact from patient.')
        elif s == 'call_mob':
            n.add('Tel to mobile ', c.phone('mobile'), ' - ', c.pick(['no answer, VM left', 'number unobtainable',
                                                                       'no answer x2']), '.')
        elif s == 'call_home':
            rel = c.pick(['wife', 'partner', 'daughter', 'son-in-law', 'son'])
            fam = c.person('M' if rel in ('son', 'son-in-law') else 'F', young=rel != 'wife',
                           surname=p.last if rel != 'son-in-law' else None)
            n.add('Tel home ', c.phone(), ': spoke to ', rel, ' ', (fam.first, 'FAMILY'), '. ')
            k = r.randrange(3)
            if k == 0:
                n.add('Pt was an inpatient at ', c.H(c.hosp2), ' on the day of the appt.')
            elif k == 1:
                n.add('Pt away, back next week; will call back.')
            else:
                n.add('Pt forgot appt; happy to rebook.')
        elif s == 'letter':
            n.add(c.pick(['DNA2 letter sent to ', 'Final invite letter posted to ', 'Letter (recorded) to ']),
                  (ps, 'STREET'), ', ', (p.addr['town'], 'CITY'), '.')
        elif s == 'gp':
            g = B.gp(c)
            n.add('Informed GP practice ', (g['prac'], 'HOSPITAL'), ' (', c.phone(), '); Dr ', (g['doc'].last, 'DOCTOR'),
                  ' to discuss at next contact.')
        elif s == 'voice':
            n.add('Inbound call. Caller verified by voiceprint ID ', c.bioid('VP'), '. Pt requests ',
                  c.pick(['later appointment', 'home visit', 'hospital-based clinic']), '.')
        elif s == 'rebook':
            nd = c.workday(d + DAY * r.randrange(7, 30))
            n.add('Rebooked for ', c.DW(nd), ' ', c.time(), ' at ', _venue(c), '.')
        elif s == 'transport':
            n.add('Transport booked with ', (c.pick(P.TRANSPORT), 'ORGANIZATION'), ', vehicle reg ', c.vehicle(),
                  ', pick-up 09:15.')
        elif s == 'email':
            n.add('Email to ', c.email(p), ' re new appt; read receipt received.')
        else:
            nok = c.person(young=True, surname=p.last)
            n.add('NOK ', (nok.full(), 'FAMILY'), ' (', 'son' if nok.sex == 'M' else 'daughter', ') on ',
                  c.phone('mobile'), ' - agrees to bring pt.')
        n.add('\n')
    d = d + DAY * r.randrange(2, 20)
    outcome = c.pick(['Attended; episode closed.', 'Declined further screening in writing - opt-out recorded.',
                      'Seen in vascular clinic; failsafe closed.', 'Deceased (notified by GP) - episode closed.',
                      'Still outstanding - escalated to Programme Manager.'])
    closer = c.pick(users)
    n.f('\nOutcome: {}\nClosed/updated by {} ({}) on {}\n', outcome, (closer.full(), 'DOCTOR'),
        (closer.user(r), 'USERNAME'), c.D(d))
