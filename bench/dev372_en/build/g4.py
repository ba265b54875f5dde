"""Genres: assertive outreach contact log; driving fitness advice record (own);
SBAR withdrawal escalation (own); EPR secure message thread (own)."""
import datetime as _dt
from core import (PT, DR, FM, AG, DT, HOS, ORG, LOC, MRN, ACC, IDN, PHO, FAX, PRO, EML, URL,
                  HPN, DEV, BIO, LIC, VEH, STR, CTY, STA, ZIP, SSN, UN, IPA, chance, digits, letters, lines)
from people import Person, email_local, make_staff, username
import blocks
import clinical

VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def _vin(rng):
    return ''.join(rng.choice(VIN_CH) for _ in range(17))


def outreach_log(rng, c, n):
    L = c.L
    n.w(rng.choice(['ASSERTIVE OUTREACH - CONTACT LOG', 'Alcohol Assertive Outreach Team: contact record',
                    'Outreach contacts', 'AOT CONTACT LOG']), '\n')
    n.w('Client: ', c.pfull(), '   DOB ', c.d(c.dob), '   ', rng.choice(['Client ID ', 'Case no. ', 'Ref ']),
        IDN(rng.choice(['AOT', 'CL', 'C']) + digits(rng, 5)))
    if chance(rng, 0.5):
        n.w('   ', rng.choice(['MRN', 'Hosp no']), ' ', MRN(c.mrn))
    n.w('\nTeam: ', HOS(c.service), '   Lead worker: ', c.dr(c.worker), '\n')
    if chance(rng, 0.4):
        blocks.benefit_ids(n, c)
    staff = [c.worker, c.act, make_staff(rng, c, 'other', role='peer mentor')]
    inis = [p.initials() for p in staff]
    n.w('\n%-16s %-5s %-8s %s\n' % ('Date/time', 'Wkr', 'Type', 'Location / note'))
    d = c.today - _dt.timedelta(days=rng.randint(10, 40))
    for i in range(rng.randint(6, 11)):
        n.w(c.d(d, 'dmy2' if not L.us else 'mdy2'), ' %02d:%02d  ' % (rng.randint(7, 21), rng.choice([0, 10, 15, 30, 40, 45])))
        j = rng.randrange(3)
        n.w(DR(inis[j]), ' ' * max(1, 6 - len(inis[j])))
        kind = rng.choice(['F2F', 'F2F', 'F2F', 'Phone', 'Text', 'DNA', 'Joint'])
        n.w('%-8s ' % kind)
        r = rng.random()
        if kind == 'Phone':
            n.w('called ', PHO(c.phone), rng.choice([' - no answer, left VM.', ' - spoke briefly, sounded intoxicated.',
                                                     ' - agreed to meet tomorrow.']))
        elif kind == 'Text':
            n.w('text to ', PHO(c.phone), ' re appointment. Reply: "', rng.choice(['ok', 'cant today', 'where again', 'will try']), '".')
        elif kind == 'DNA':
            n.w('not at ', rng.choice([[LOC(c.landmark)], [LOC(c.hostel)], ['usual spot']]), '. Checked ',
                rng.choice(['day centre', 'soup run', 'library']), ' - not seen.')
        elif r < 0.2:
            n.w('found at ', LOC(c.landmark), ', ', rng.choice(['intoxicated but rousable', 'shaky, not drunk yet',
                                                               'with two friends', 'asleep on bench']),
                '. Breath alcohol %.2f mg/L. Food + water given.' % (rng.randint(0, 90) / 100.0))
        elif r < 0.35:
            n.w('met at ', LOC(c.hostel), '. ', rng.choice(['AUDIT-C %d.' % rng.randint(8, 12), 'Discussed detox options.',
                                                             'Keyworker from hostel present.', 'Room in poor state.']))
            if chance(rng, 0.3):
                n.w(' Shelter biometric check-in ID ', BIO(rng.choice(['BIO-', 'PV-', 'FP']) + digits(rng, 6)), ' confirmed.')
        elif r < 0.48:
            n.w('accompanied to ', HOS(c.practice), ' for bloods (', clinical.labs(rng, c, short=True), ').')
        elif r < 0.58:
            n.w('collected thiamine + ', rng.choice(['acamprosate', 'vitamin B', 'naltrexone']), ' from ', HOS(c.pharmacy), '.')
        elif r < 0.66:
            n.w(c.nok_rel, ' ', c.fam(), ' phoned (', PHO(c.nok_phone), ') - worried, ', c.he(), ' has not been home.')
        elif r < 0.74:
            n.w('sleeping in ', c.his(), ' car (reg ', VEH(L.plate(rng)), ') at ', LOC(c.landmark), '. Advised not to drive.')
        elif r < 0.82:
            n.w('accompanied to ', HOS(c.hosp), ' ED - ', rng.choice(['fall', 'withdrawal', 'chest pain', 'head wound']),
                '. Handed over to ', L.team_abbr(), ' (', c.dr(c.act), ').')
        elif r < 0.9:
            n.w('housing appt at ', ORG(c.charity), '. ', rng.choice(['Tenancy offered.', 'Waiting list.', 'ID needed.']))
        else:
            n.w('FibroScan on outreach van at ', LOC(c.hostel), ': LSM %.1f kPa.' % (rng.randint(40, 450) / 10.0))
        n.w('\n')
        d = d + _dt.timedelta(days=rng.randint(1, 5))
    if chance(rng, 0.3):
        n.w('\nNote: usually disengages over ', c.holiday(), ' - plan extra contacts.')
    n.w('\nSummary: ', AG(c.age), rng.choice(['yo ', '-year-old ', ' y/o ']), rng.choice(['', 'former ']), PRO(c.job), ', ',
        rng.choice(['rough sleeping', 'in temporary accommodation', 'sofa surfing', 'in hostel']), '. ')
    dq, units, uw = clinical.drinks(rng, c)
    n.w('Drinking ', dq, ' a day. Engagement ', rng.choice(['improving', 'variable', 'poor', 'good']), '. ')
    n.w('Next: ', rng.choice(['joint visit with ACT', 'planned detox referral', 'GP registration', 'case review']), ' ',
        c.d(c.days(rng.randint(3, 20))), '.\n')
    n.w('Key: ')
    for j, p in enumerate(staff):
        n.w(DR(inis[j]), ' ', DR(p.full()), '; ' if j < 2 else '\n')
    blocks.footer(n, c)


AUTH = {'eng': 'DVLA', 'sco': 'DVLA', 'ire': 'NDLS', 'aus': 'the state licensing authority', 'nzl': 'NZTA',
        'can': 'the Ministry of Transportation', 'usa': 'the DMV'}
STD = {'eng': "DVLA 'Assessing fitness to drive'", 'sco': "DVLA 'Assessing fitness to drive'",
       'ire': "RSA 'Sláinte agus Tiomáint'", 'aus': 'Austroads Assessing Fitness to Drive',
       'nzl': 'NZTA medical aspects of fitness to drive', 'can': 'CMA Driver\'s Guide', 'usa': 'state DMV medical guidelines'}


def driving_fitness(rng, c, n):
    L = c.L
    auth = AUTH[c.cc]
    n.w(rng.choice(['DRIVING AND ALCOHOL - FITNESS TO DRIVE ADVICE RECORD', 'Fitness to drive: advice and notification',
                    'Driving advice record (alcohol)']), '\n')
    n.w(HOS(c.hosp), ' - ', L.team(), '\n')
    blocks.header(n, c, style=rng.choice(['fields', 'line', 'box']), ward=False)
    hgv = chance(rng, 0.35)
    job = rng.choice(['HGV driver', 'bus driver', 'taxi driver', 'delivery driver', 'truck driver']) if hgv else c.job
    n.w('\nOccupation: ', PRO(job), ' (', ORG(c.employer), ')\n')
    n.w('Driving licence no.: ', LIC(L.driving_licence(rng, c.pt.last, c.pt.first, c.dob, c.male)), '   ')
    if L.nam or c.cc == 'aus':
        n.w('State/Prov: ', STA(c.region), '   ')
    n.w('Class/Group: ', rng.choice(['C+E (Group 2)', 'C (Group 2)', 'D (PCV)']) if hgv and L.uk else
        rng.choice(['HR', 'MC', 'CDL Class A', 'Class 1', 'B']) if hgv else rng.choice(['B', 'Group 1', 'Class 5', 'C', 'Full']), '\n')
    n.w('Vehicle: ', rng.choice(['car', 'van', 'ute', 'pickup', 'car']), ' reg ', VEH(L.plate(rng)))
    if chance(rng, 0.3):
        n.w(', VIN ', VEH(_vin(rng)))
    n.w('\n\nClinical basis: ', rng.choice(['alcohol dependence', 'persistent alcohol misuse', 'alcohol-related seizure',
                                            'alcohol dependence with withdrawal seizure']), ' (', rng.choice(['F10.2', 'F10.3', 'F10.239']),
        '). Per ', STD[c.cc], '.\n')
    dq, units, uw = clinical.drinks(rng, c)
    n.w('Current intake: ', dq, '/day (~', str(units), ' ', uw, '). ')
    if chance(rng, 0.5):
        n.w('Drink-drive conviction ', DT(c.yr(1, 12)), '. ')
    if chance(rng, 0.4):
        n.w('Last drove ', c.dalt(c.days(-rng.randint(1, 30))), '. ')
    n.w('\n\nAdvice given (', c.d(c.today), '):\n')
    n.w(' - must not drive until assessed; must notify ', auth, ' ', rng.choice(['within the required period', 'today',
                                                                             'as soon as practicable']), '\n')
    n.w(' - ', rng.choice(['Group 1: licence usually revoked for 6-12 months (dependence: 1 year abstinence)',
                           'Group 2: 3 years free of dependence usually required',
                           'seizure: separate epilepsy rules may apply']), '\n')
    n.w(' - do not drive the morning after heavy drinking; on ', L.benzo(), ' do not drive at all\n')
    resp = rng.choice(['agreed to notify', 'agreed - will stop driving for work', 'declined to notify', 'unsure'])
    n.w('\nPatient response: ', resp, '.\n')
    if 'declined' in resp:
        n.w('Explained that if ', c.he(), ' continues to drive we may inform ', auth, ' medical adviser. ')
        n.w('Discussed with Caldicott Guardian' if L.uk else 'Discussed with senior colleague', ' ', c.dr(c.cons), '. ')
        n.w('Follow-up call ', c.d(c.days(rng.randint(3, 10))), ' to ', PHO(c.phone), '.\n')
    if chance(rng, 0.5):
        n.w('Notification ref: ', IDN(rng.choice(['D', 'MED', 'CASE']) + digits(rng, 8)), ' (', auth, ') ',
            c.d(c.days(rng.randint(0, 14))), '\n')
    n.w('Letter confirming advice posted to ', blocks.addr(c), ' on ', c.d(c.days(rng.randint(0, 3))), '.\n')
    if hgv and chance(rng, 0.5):
        n.w('Employer (', FM(Person(rng, c.cc).full()), ', transport manager) not informed - patient to inform.\n')
    n.w('\nSigned: ')
    blocks.staff_sig(n, c, c.cons if chance(rng, 0.5) else c.jr, lic=True, kind='doc')
    blocks.footer(n, c)


def sbar(rng, c, n):
    L = c.L
    sc = L.scale(rng)
    score = rng.randint(6, 10) if sc == 'GMAWS' else rng.randint(18, 35)
    th, tm = rng.choice([0, 1, 2, 3, 4, 5, 22, 23, 19, 20]), rng.randint(0, 59)
    t = '%02d:%02d' % (th, tm)
    n.w(rng.choice(['SBAR ESCALATION - ALCOHOL WITHDRAWAL', 'SBAR handover / escalation', 'Nursing escalation (SBAR)']), '\n')
    n.w('Date: ', c.d(c.today), '  Time: ', t, '\n')
    n.w('From: ', c.dr(c.nurse2), ', ', HOS(c.ward), '   To: ', c.dr(c.jr), ' (on call) via ',
        rng.choice(['pager ', 'page ']) if L.nam else rng.choice(['bleep ', 'bleep ', 'switchboard, bleep ']), PHO(c.bleep), '\n\n')
    n.w('S: ', c.pname(), ', ', AG(c.age), c.sex_short(), ', ', rng.choice(['bed ', 'Bed ', 'side room ']),
        LOC(c.bed), '. ', sc, ' %d ' % score, rng.choice(['despite 2 PRN doses', 'rising over 4h', 'after refusing oral meds']), '. ',
        rng.choice(['Visual hallucinations, picking at sheets.', 'Very agitated, trying to leave.', 'Tremor ++, drenched in sweat.',
                    'Seizure-like episode 1 min, self-terminated.']), '\n')
    n.w('B: Admitted ', c.d(c.adm), ' with ', rng.choice(['fall', 'pancreatitis', 'GI bleed', 'withdrawal', 'chest infection']),
        '. Drinks ', clinical.drinks(rng, c)[0], '/day. ')
    n.w('Previous DTs ', DT(c.yr(1, 8)), '. ' if chance(rng, 0.5) else '; seizures ', )
    if n.parts[-1].endswith('seizures '):
        n.w(rng.choice(['x1', 'x2', 'none']), '. ')
    lg = (th * 60 + tm - rng.randint(60, 300)) % 1440
    n.w(L.benzo().capitalize(), ' last given ', '%02d:%02d' % (lg // 60, lg % 60), '.\n')
    ews = 'MEWS' if L.nam else ('NEWS2' if L.group in ('uk', 'ire') else 'EWS')
    n.w('A: HR %d  BP %d/%d  T %.1f  RR %d  SpO2 %d%% RA  CBG %.1f  ' % (
        rng.randint(100, 148), rng.randint(130, 195), rng.randint(80, 112), rng.randint(368, 392) / 10.0,
        rng.randint(16, 28), rng.randint(92, 99), rng.randint(40, 99) / 10.0), ews, ' %d\n' % rng.randint(3, 9))
    n.w('   ', rng.choice(['I think he is in DTs.', 'Worried about delirium tremens.', 'Concerned - deteriorating.',
                           'Unsure if this is withdrawal or sepsis.']).replace('he is', c.he() + ' is'), '\n')
    n.w('R: Please review within ', rng.choice(['15', '30']), ' min. ', rng.choice([
        '?Additional dose / IV route.', '?Transfer to step-down unit.' if L.nam else '?Transfer to HDU.',
        'Rapid response team aware.' if L.nam else 'Critical care outreach informed.', '?Haloperidol - ECG done.']), '\n\n')
    rv = (th * 60 + tm + rng.randint(8, 45)) % 1440
    rt = '%02d:%02d' % (rv // 60, rv % 60)
    n.w('Outcome: reviewed by ', c.dr(c.jr), ' at ', rt, '. ', rng.choice([
        'IV lorazepam 2mg given, Pabrinex 2 pairs given, 1:1 nursing.' if L.group in ('uk', 'ire') else
        'IV diazepam 10mg given, thiamine 500mg IV, 1:1 nursing.',
        'Plan: symptom-triggered continues, 1-hourly obs, CT head if further seizure.',
        'Discussed with senior - see below.', 'Sepsis screen sent; cultures, lactate 1.8.']))
    if n.parts[-1].endswith('see below.'):
        n.w(' Senior resident: ' if L.nam else ' Med reg: ', c.dr(c.cons), '.')
    if chance(rng, 0.5):
        n.w(' ', c.ptitle(), rng.choice([' settled by ', ' calmer by ', ' asleep by ']),
            '%02d:%02d.' % (((rv + 90) % 1440) // 60, (rv + 90) % 60))
    n.w('\nHandover to ', L.team_abbr(), ' for morning: ', c.dr(c.act), ' (', rng.choice(['ext ', 'tel ']), PHO(c.ext), ')\n')
    if chance(rng, 0.5):
        inc = {'uk': 'Datix', 'ire': 'NIMS incident', 'aus': 'Incident report', 'nzl': 'Incident report',
               'nam': 'Safety event report'}[L.group]
        n.w(inc, ' ', IDN(rng.choice(['W', 'IR', '']) + digits(rng, 6)), ' completed (fall risk / absconsion).\n')
    if chance(rng, 0.4):
        n.w('Family: ', c.nok_rel, ' ', c.fam(), ' updated by phone ', PHO(c.nok_phone), '.\n')
    n.w('\n', DR(c.nurse2.full()), ', ', c.nurse2.cred, '  ', rng.choice(['(signed)', '[e-signed]', '']), '\n')
    blocks.footer(n, c)


def epr_thread(rng, c, n):
    L = c.L
    sysn = rng.choice(['EPR Secure Messaging', 'Clinical Inbox', 'Task/Message Centre', 'Secure e-mail (internal)'])
    n.w(sysn, ' - thread export\n')
    n.w('Subject: ', rng.choice(['RE: ', 'FW: ', '']), c.pname(allow_short=False), rng.choice([
        ' - ACT follow-up', ' - liver scan results', ' - community handover', ' - missed appointment',
        ' - naltrexone query']), '\n')
    n.w('Patient: ', MRN(c.mrn), ' / DOB ', c.d(c.dob), '\n')
    n.w('=' * 56, '\n')
    people = [(c.act, email_local(c.act, rng) + '@' + c.domain),
              (c.gp, email_local(c.gp, rng) + '@' + c.practice.lower().split()[0] + '.example.net'),
              (c.worker, email_local(c.worker, rng) + '@' + c.service_slug + '.example.org')]
    mins = (c.today - _dt.date(2020, 1, 1)).days * 1440 + rng.randint(7 * 60, 10 * 60)
    msgs = rng.randint(2, 4)
    kinds = [rng.randrange(4) for _ in range(msgs)]
    for i in range(msgs):
        a = people[i % 3]
        b = people[(i + 1) % 3]
        d = _dt.date(2020, 1, 1) + _dt.timedelta(days=mins // 1440)
        n.w('From: ', DR(a[0].full()), ' <', EML(a[1]), '>\n')
        n.w('To: ', DR(b[0].full()), ' <', EML(b[1]), '>')
        if chance(rng, 0.3):
            n.w('; ', EML(rng.choice(['act.team@', 'alcohol.liaison@', 'hepatology.admin@']) + c.domain))
        n.w('\nSent: ', c.d(d), ' %02d:%02d\n\n' % ((mins % 1440) // 60, mins % 60))
        n.w(rng.choice(['Hi ', 'Dear ', 'Hello ']), DR(b[0].first), ',\n')
        if i:
            n.w(rng.choice(['Thanks for this. ', 'Thanks for the update. ', 'Noted, thank you. ', '']))
        r = kinds[i]
        if r == 0:
            n.w(rng.choice(['Just to let you know ', 'FYI - ', '']), c.ptitle(), ' ',
                rng.choice(['was discharged today', 'self-discharged this morning', 'is due home tomorrow']),
                ' and has an appointment with ', HOS(c.service), ' on ', c.d(c.days(rng.randint(3, 10))),
                '. Please continue thiamine. ')
        elif r == 1:
            n.w('FibroScan today: LSM %.1f kPa, CAP %d. ' % (rng.randint(40, 450) / 10.0, rng.randint(200, 360)),
                rng.choice(['Referred to hepatology.', 'Plan repeat in 3 months.', 'No further action from us.']), ' ')
        elif r == 2:
            n.w(PT(c.pt.first) if chance(rng, 0.4) else 'The patient', ' did not attend on ', c.d(c.days(-rng.randint(1, 7))), '. ',
                'Tried mobile ', PHO(c.phone), ' twice. ', c.his().capitalize(), ' ', c.nok_rel, ' ', c.fam(), ' says ',
                c.he(), ' is drinking again. ')
        else:
            n.w('Could you start ', rng.choice(['acamprosate 666mg TDS', 'naltrexone 50mg OD', 'nalmefene PRN']),
                '? Recent LFTs: ', clinical.labs(rng, c, short=True), '. ')
        n.w(rng.choice(['Any questions give me a ring on ', 'Best number: ', 'Call me on ']),
            PHO(L.ext_phone(rng) if i % 3 == 0 else L.phone(rng, mobile=False)),
            '.\n\n', DR(a[0].first if chance(rng, 0.5) else a[0].full()), '\n')
        n.w('-' * 40, '\n')
        mins += rng.randint(40, 3 * 1440)
    d = _dt.date(2020, 1, 1) + _dt.timedelta(days=mins // 1440)
    if chance(rng, 0.6):
        n.w('Attachment: ', URL('https://epr.%s/documents/%s' % (c.domain, digits(rng, 7))), '\n')
    if chance(rng, 0.35):
        n.w('Patient portal: ', URL(rng.choice(['https://myhealth.example.com/', 'www.example.net/portal/']) + c.hstem.lower()), '\n')
    n.w('\nAudit trail:\n')
    for i in range(rng.randint(2, 4)):
        who = rng.choice([c.act, c.gp, c.worker, c.nurse, c.pharm])
        mins += rng.randint(5, 600)
        d = _dt.date(2020, 1, 1) + _dt.timedelta(days=mins // 1440)
        n.w('  ', c.d(d, 'iso'), ' %02d:%02d:%02d  ' % ((mins % 1440) // 60, mins % 60, rng.randint(0, 59)),
            rng.choice(['VIEW ', 'OPEN ', 'PRINT', 'REPLY']), '  user=', UN(username(rng, who)), '  ip=', IPA(rng.choice([
                c.ip, '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254)),
                '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(2, 254))])), '\n')
