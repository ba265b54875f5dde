"""Genres: community alcohol service handover; frequent attender case review;
discharge plan."""
import datetime as _dt
from core import (PT, DR, FM, AG, DT, HOS, ORG, LOC, MRN, ACC, IDN, PHO, FAX, PRO, EML, URL,
                  HPN, DEV, BIO, LIC, VEH, STR, CTY, STA, ZIP, SSN, UN, chance, digits, letters, lines)
from people import Person, email_local, make_staff
import blocks
import clinical

PRESENT = lines('intoxicated, head injury|intoxicated, found on street|withdrawal seizure|fall, scalp laceration|'
                'chest pain, ?alcohol related|suicidal ideation, intoxicated|assault|vomiting, abdo pain|'
                'requesting detox|collapse|overdose + alcohol|hypothermia|wound check|GI bleed')
OUTCOME = lines('discharged|admitted AMU|admitted|self-discharged|left before seen|discharged to police|'
                'admitted - detox|discharged with ACT advice|referred to liaison psychiatry')


def community_handover(rng, c, n):
    L = c.L
    dis = c.days(rng.randint(0, 2))
    n.w(rng.choice(['HOSPITAL TO COMMUNITY HANDOVER - ALCOHOL', 'Transfer of Care: %s -> community' % L.team_abbr(),
                    'Community Alcohol Service Handover', 'DISCHARGE HANDOVER TO COMMUNITY AOD SERVICE']), '\n')
    n.w('From: ', L.team(), ', ', HOS(c.hosp), '\nTo: ', HOS(c.service))
    if chance(rng, 0.5):
        n.w(' (', EML('referrals@' + c.service_slug + rng.choice(['.example.org', '.example.net'])), ')')
    n.w('\nDate: ', c.d(c.today), '\n\n')
    n.w('PATIENT DETAILS\n')
    n.w('Name: ', c.pfull(), '\n')
    if c.pt.nick and chance(rng, 0.6):
        n.w('Known as: ', PT(c.pt.nick), '\n')
    n.w('DOB: ', c.d(c.dob), ' (', AG(c.age), ')   ', rng.choice(['MRN', 'Hosp no', 'ID']), ': ', MRN(c.mrn))
    if blocks.natid_items(c):
        n.w('   ', blocks.natid_items(c))
    n.w('\nAddress: ', blocks.addr(c), '\n')
    n.w('Mobile: ', PHO(c.phone))
    if chance(rng, 0.4):
        n.w('   Email: ', EML(c.email))
    n.w('\nPreferred contact: ', rng.choice(['text first', 'call after 11am', 'via ' + c.nok_rel, 'letter only']), '\n')
    blocks.gp_block(n, c, fax=chance(rng, 0.5))
    n.w('NOK: ', c.fam(), ' (', c.nok_rel, ') ', PHO(c.nok_phone), '\n\n')
    n.w('ADMISSION\n', c.d(c.adm), ' - ', c.d(dis), ': ', rng.choice(['alcohol withdrawal', 'withdrawal seizure',
                                                                        'alcohol-related hepatitis', 'fall while intoxicated',
                                                                        'pancreatitis']), '. ')
    n.w(L.benzo().capitalize(), ' ', rng.choice(['reducing regime completed', 'regime - last dose due ']))
    if n.parts[-1].endswith('due '):
        n.w(c.d(c.days(rng.randint(1, 5))))
    n.w('. ', clinical.hardneg(rng, c, 1), '\n')
    n.w('Bloods at discharge: ', clinical.labs(rng, c, short=True), '\n')
    n.w('Discharge meds: ', '; '.join(clinical.meds_discharge(rng, c)), '\n\n')
    n.w('RISKS\n')
    n.w(' - Withdrawal seizures: ', rng.choice(['none', 'x1 in ', 'x2, last in ']))
    if n.parts[-1].endswith('in '):
        n.w(DT(c.yr(0, 5)))
    n.w('\n')
    if c.kids:
        minors = c.kid_ages[-1] < 18
        n.w(' - Children: ' if minors else ' - Adult children: ')
        for i, k in enumerate(c.kids):
            n.w(FM(k.full() if chance(rng, 0.4) else k.first), ' (', AG(c.kid_ages[i]), ')', ', ' if i < len(c.kids) - 1 else '')
        if minors:
            sw = make_staff(rng, c, 'other', role='social worker')
            n.w(' - social worker ', DR(sw.full()), ' aware (', PHO(L.phone(rng, mobile=False)), ')\n')
        else:
            n.w(' - ', rng.choice(['not in contact', 'supportive', 'one lives locally']), '\n')
    if chance(rng, 0.4):
        n.w(' - Domestic abuse: ', rng.choice(['disclosed historic DA by ex-partner ', 'MARAC referral re ex-partner ']),
            FM(Person(rng, c.cc).full()), '\n')
    n.w(' - Housing: ', rng.choice(['stable', 'rent arrears - linked with ', 'temporary - ']))
    if not n.parts[-1].endswith('stable'):
        n.w(ORG(c.charity) if chance(rng, 0.6) else LOC(c.hostel))
    n.w('\n - Driving: ', rng.choice(['does not drive', 'holds licence ', 'advised to inform licensing authority']))
    if n.parts[-1].endswith('licence '):
        n.w(LIC(L.driving_licence(rng, c.pt.last, c.pt.first, c.dob, c.male)), ' - advised re notification')
    n.w('\n\nPATIENT\'S GOALS (own words): "')
    if chance(rng, 0.2):
        n.w('get back to work at ', ORG(c.employer))
    else:
        n.w(rng.choice(['I want to stop for good this time', 'cut down, not stop', 'keep my flat and see my kids',
                        'stay off the spirits']))
    n.w('"\n')
    n.w('Occupation: ', PRO(c.job), rng.choice(['', ' (currently off sick)', ' - self-employed']), '\n')
    if chance(rng, 0.5):
        blocks.benefit_ids(n, c)
    if chance(rng, 0.3):
        blocks.origin_line(n, c)
        n.w('\n')
    n.w('\n')
    n.w('APPOINTMENT\n')
    ap = c.days(rng.randint(2, 10))
    n.w(c.dwk(ap, long=chance(rng, 0.5)), ' at %d:%02d with ' % (rng.randint(9, 16), rng.choice([0, 15, 30, 45])), c.dr(c.worker),
        ', ', HOS(c.service), ', ', STR(L.street(rng)), ', ', CTY(c.city), '\n')
    n.w('Keyworker tel: ', PHO(L.phone(rng, mobile=chance(rng, 0.4))))
    if chance(rng, 0.5):
        n.w('   email: ', EML(email_local(c.worker, rng) + '@' + c.service_slug + '.example.org'))
    n.w('\n')
    if chance(rng, 0.45):
        n.w('\nREMOTE MONITORING\nEnrolled in home breath-alcohol programme: device s/n ', DEV(letters(rng, 2) + digits(rng, 7)),
            ', face-match enrolment ID ', BIO('FM-' + digits(rng, 6) + letters(rng, 1)), '. Twice-daily tests, results to ',
            rng.choice(['keyworker', 'ACT', 'GP']), '.\n')
    n.w('\nConsent to share with community service and GP: ', rng.choice(['yes - signed ', 'verbal consent ']), c.d(c.today), '\n')
    n.w('Handed over by: ')
    blocks.staff_sig(n, c, c.act, bleep=False)
    n.w('Tel ', PHO(c.ext), '\n')
    if chance(rng, 0.6):
        n.w('Received by: ', c.dr(c.worker), ' by phone ', c.d(c.today), ' %02d:%02d\n' % (rng.randint(9, 17), rng.randint(0, 59)))
    blocks.footer(n, c)


def frequent_attender(rng, c, n):
    L = c.L
    n.w(rng.choice(['HIGH INTENSITY USE - CASE REVIEW', 'Frequent Attender MDT Case Review', 'FREQUENT PRESENTER REVIEW',
                    'ED Frequent Attender Panel - case summary']), '\n')
    mt = c.today
    n.w('Meeting: ', c.d(mt), ' %02d:%02d   Venue: ' % (rng.randint(9, 15), rng.choice([0, 30])),
        rng.choice([[HOS(c.hosp), ' seminar room'], ['Teams'], [HOS(c.hosp), ', ED education centre']]), '\n')
    chair = make_staff(rng, c, 'doc', role='ED consultant')
    n.w('Chair: ', c.dr(chair), ' (ED consultant)\n')
    n.w('Present: ')
    att = [(c.act, c.act.role), (make_staff(rng, c, 'nurse', role='ED matron'), 'ED matron'),
           (make_staff(rng, c, 'other', role='liaison psychiatry nurse'), 'liaison psychiatry'),
           (make_staff(rng, c, 'other', role='paramedic'), 'ambulance service FA lead')]
    for p, r in att:
        n.w(DR(p.full() if chance(rng, 0.6) else p.ini_last()), ' (', r, '), ')
    cop = Person(rng, c.cc)
    n.w(rng.choice(['PC ', 'Sgt ', 'Const. ', 'Officer ']), FM(cop.last if chance(rng, 0.5) else cop.full()), ' (police liaison), ')
    hous = Person(rng, c.cc)
    n.w(FM(hous.full()), ' (', ORG(c.charity), ')\n')
    n.w('Apologies: ', c.dr(c.gp), ' (', L.gp_word(), ')\n\n')
    blocks.header(n, c, style=rng.choice(['fields', 'line', 'box']), ward=False)
    k = rng.randint(5, 11)
    nadm = rng.randint(1, k // 2)
    n.w('\nLast 12 months: %d ED attendances, %d admissions, %d ambulance call-outs, %d police contacts\n\n' %
        (k + rng.randint(4, 30), nadm, k + rng.randint(0, 20), rng.randint(0, 12)))
    n.w('%-12s %-5s %-15s %-34s %s\n' % ('Date', 'Arr', 'Attend no.', 'Presentation', 'Outcome'))
    d = c.today - _dt.timedelta(days=rng.randint(150, 360))
    tstyle = rng.choice(['dmy', 'iso', 'dmy2']) if not L.us else rng.choice(['mdy', 'mdyn'])
    for i in range(k):
        ds = c.d(d, tstyle)
        acc = L.account(rng)
        pres = rng.choice(PRESENT)
        arr = rng.choice(['AMB', 'AMB', 'SELF', 'POL', 'AMB'])
        n.w(ds, ' ' * max(1, 13 - len(ds[0])), '%-5s ' % arr, ACC(acc), ' ' * max(1, 16 - len(acc)),
            '%-34s %s\n' % (pres, rng.choice(OUTCOME)))
        d = d + _dt.timedelta(days=rng.randint(4, 40))
        if d >= c.today:
            break
    n.w('\nAmbulance: incident refs ', IDN(digits(rng, 8)), ', ', IDN(digits(rng, 8)), ' (most recent). ')
    n.w('Calls mainly from ', rng.choice([[LOC(c.landmark)], ['home address'], [LOC(c.hostel)], ['a phone box outside ', LOC(c.landmark)]]),
        ', often ', rng.choice(['late evening', 'weekends', 'after benefit payment day', 'early hours']), '.\n')
    if chance(rng, 0.55):
        plab = {'eng': 'PNC', 'sco': 'CHS ref', 'ire': 'PULSE ref', 'aus': 'COPS event', 'nzl': 'NIA ref',
                'can': 'CPIC ref', 'usa': 'booking no.'}[c.cc]
        n.w('Police: custody record ', IDN('CR-' + digits(rng, 6)), rng.choice(['', ' x3']), '; ', plab, ' ',
            IDN('%02d/%s%s' % (c.today.year % 100 - rng.randint(1, 9), digits(rng, 6), letters(rng, 1))
                if c.cc == 'eng' else letters(rng, 1) + digits(rng, 8)))
        if chance(rng, 0.5):
            n.w('; fingerprint ref ', BIO('FP-' + digits(rng, 5) + letters(rng, 1)))
        n.w('.\n')
    if chance(rng, 0.35):
        n.w('Vehicle: ', c.he(), ' was found asleep in a car reg ', VEH(L.plate(rng)), ' on ', c.dalt(c.days(-rng.randint(10, 90))),
            ' - drink-drive advice given by police.\n')
    n.w('\nBackground: ', c.age_any(), '-year-old ', rng.choice(['', 'former ']), PRO(c.job), ', ',
        rng.choice(['separated', 'divorced', 'single', 'widowed']), '. ')
    if chance(rng, 0.35):
        blocks.origin_line(n, c)
    dq, units, uw = clinical.drinks(rng, c)
    n.w('Drinks ', dq, '/day. ', rng.choice(['Bereavement (', 'Lost job (', 'Relationship breakdown (']),
        DT(c.yr(1, 6)), ') seems to be the trigger. ')
    if chance(rng, 0.5):
        n.w(c.his().capitalize(), ' ', c.nok_rel, ' ', c.fam(), ' is the main contact and feels ', rng.choice(['exhausted', 'unable to cope',
                                                                                                          'supportive but worried']), '. ')
    n.w(clinical.hardneg(rng, c, 1), '\n\n')
    if chance(rng, 0.6):
        n.w('Attendances cluster around ', c.holiday(), rng.choice([' and paydays', ' each year', ' and weekends']), '.\n')
    n.w('Themes: ', rng.choice(['loneliness; evening intoxication; falls', 'untreated withdrawal; housing instability',
                                'repeat head injuries; low engagement', 'carer strain; hypoglycaemia; falls']), '\n\n')
    n.w('ACTIONS                                             Owner            Due\n')
    acts = ['Shared ED care plan on EPR (flag)', 'Joint home visit with ' + L.team_abbr(), 'Housing referral escalated',
            'Named contact for ambulance control', 'GP review of sedatives', 'Offer planned detox',
            'Fast-track assessment with keyworker', 'Discuss at next MARAC']
    for a in [acts[i] for i in sorted(rng.sample(range(len(acts)), rng.randint(3, 5)))]:
        who = rng.choice([c.act, att[1][0], att[3][0], c.worker])
        due = c.days(rng.randint(7, 42))
        nm = who.ini_last()
        n.w('%-51s ' % a, DR(nm), ' ' * max(1, 17 - len(nm)), c.dshort(due) if chance(rng, 0.6) else c.d(due), '\n')
    n.w('\nED care plan ref: ', IDN('CP-' + digits(rng, 6)), '   Next review: ', c.d(c.days(rng.randint(42, 120))), '\n')
    n.w('Minutes: ', c.dr(make_staff(rng, c, 'other', role='admin')), '\n')
    blocks.footer(n, c)


def discharge_plan(rng, c, n):
    L = c.L
    dis = c.days(rng.randint(0, 3))
    n.w(rng.choice(['DISCHARGE PLAN - ALCOHOL WITHDRAWAL', 'Discharge Summary', 'IMMEDIATE DISCHARGE LETTER',
                    'Discharge plan (%s input)' % L.team_abbr()]), '\n')
    n.w(HOS(c.hosp), '\n')
    blocks.header(n, c, style=rng.choice(['fields', 'box', 'line'] + (['us'] if L.nam else [])), ward=False)
    n.w('Admitted: ', c.d(c.adm), '   Discharged: ', c.d(dis), '   Ward: ', HOS(c.ward), '\n')
    n.w('Attending: ' if L.nam else 'Consultant: ', c.dr(c.cons), '\n')
    if L.nam:
        n.w('Encounter: ', ACC(c.acct), '\n')
    n.w('\nDiagnoses:\n 1. Alcohol withdrawal syndrome (', rng.choice(['F10.3', 'F10.230', 'F10.239', 'F10.4']), ')\n')
    n.w(' 2. ', rng.choice(['Alcohol-related liver disease, ' + clinical.liver_scores(rng, c), 'Alcohol dependence',
                            'Alcohol-related hepatitis (K70.1)', 'Withdrawal seizure', 'Acute pancreatitis']), '\n')
    if chance(rng, 0.5):
        n.w(' 3. ', rng.choice(['Hypomagnesaemia', 'Thrombocytopenia', 'Folate deficiency', 'Head injury - CT head NAD']), '\n')
    if chance(rng, 0.5):
        n.w('\nCourse: Symptom-triggered ', L.benzo(), ' per ', L.scale(rng), '. ')
    else:
        n.w('\nCourse: Fixed-dose reducing ', L.benzo(), ' with ', L.scale(rng), ' monitoring. ')
    n.w('Peak score %d on day %d. ' % (rng.randint(4, 25), rng.randint(1, 3)))
    if chance(rng, 0.5):
        n.w(c.ptitle() if chance(rng, 0.7) else [PT(c.pt.first)], ' ', rng.choice([
            'engaged well with the %s' % L.team_abbr(), 'was reviewed daily by the %s' % L.team_abbr(),
            'declined community referral at first but agreed on day 3', 'is motivated to remain abstinent']), '. ')
    n.w('IV ', 'Pabrinex' if L.group in ('uk', 'ire') else 'thiamine', ' x %d days. ' % rng.randint(3, 5))
    n.w(clinical.hardneg(rng, c, 2), '\n')
    if L.benzo() == 'chlordiazepoxide' or (L.benzo() == 'diazepam' and chance(rng, 0.4)):
        if L.nam:
            n.w('\nTaper - dispensed at discharge (%s):\n' % L.benzo())
        else:
            n.w('\nReducing regime (%s, %s):\n' % (rng.choice(['TTO', 'TTA', 'discharge meds']), L.benzo()))
        d = dis
        steps = [(20, 'QDS', 4), (15, 'QDS', 4), (10, 'QDS', 4), (10, 'TDS', 3), (5, 'TDS', 3), (5, 'BD', 2),
                 (5, 'nocte', 1)]
        steps = steps[rng.randint(0, 3):]
        if L.nam:
            steps = [(x, {'QDS': 'QID', 'TDS': 'TID', 'BD': 'BID', 'nocte': 'QHS'}[f], k) for x, f, k in steps]
        total = 0
        for dose, freq, k in steps:
            n.w('  ', c.dwk(d), ': %dmg %s\n' % (dose, freq))
            total += dose * k
            d = d + _dt.timedelta(days=1)
        n.w('  then STOP. Supplied %d x 5mg %s. Not to be repeated.\n' % (total // 5, 'caps' if L.benzo() == 'chlordiazepoxide' else 'tabs'))
    n.w('\nMedications on discharge:\n')
    for m in clinical.meds_discharge(rng, c):
        n.w('  - ', m, '\n')
    n.w('\nFollow-up:\n')
    n.w('  - ', HOS(c.service), ': ', c.dr(c.worker), ' ', c.d(c.days(rng.randint(3, 14))),
        ' %d:%02d' % (rng.randint(9, 16), rng.choice([0, 30])), ', tel ', PHO(L.phone(rng, mobile=False)), '\n')
    if chance(rng, 0.6):
        n.w('  - Hepatology OPD, ', HOS(c.hosp if chance(rng, 0.6) else c.hosp2), ', in 6-8 weeks (booked by clinic)\n')
    n.w('  - ', L.gp_word(), ' (', c.dr(c.gp), ', ', HOS(c.practice), '): ',
        rng.choice(['please repeat LFTs/FBC in 4 weeks', 'consider acamprosate continuation', 'review in 2 weeks',
                    'please check Mg and U&E in 1 week']), '\n')
    n.w('\nAdvice given: ', rng.choice(['do not drive while on %s' % L.benzo(), 'seizure risk if restarts and stops abruptly',
                                        'no alcohol with benzodiazepines']), '; ')
    auth = L.licensing()
    auth = auth[4:] if auth.startswith('the ') else auth
    n.w(auth[0].upper() + auth[1:], ' notification discussed.\n')
    emerg = {'eng': '999 (or NHS 111 for advice)', 'sco': '999 (or NHS 24 on 111)', 'ire': '112 or 999', 'aus': '000',
             'nzl': '111', 'can': '911', 'usa': '911 (crisis line 988)'}[c.cc]
    n.w('If fits, confusion, vomiting blood or yellowing of the eyes: call ', emerg, '.\n')
    n.w('Discharged to: ', rng.choice([[blocks.addr(c)], [LOC(c.hostel)], ['home with ', c.nok_rel, ' ', c.fam()]]), '\n')
    if chance(rng, 0.4) and c.ssn and L.nam:
        n.w('SIN/SSN (benefits form): ', SSN(c.ssn), '\n')
    if chance(rng, 0.5):
        n.w('Patient phone: ', PHO(c.phone), '\n')
    n.w('\nCompleted by: ')
    blocks.staff_sig(n, c, c.jr, bleep=True, lic=chance(rng, 0.35))
    n.w(L.team_abbr(), ' input: ', c.dr(c.act), '\n')
    blocks.footer(n, c, when=dis)
