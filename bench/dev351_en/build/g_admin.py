"""Genres: booking and pre-test questionnaire, equipment calibration and QC log,
technician worksheet."""
import datetime as dt

import labs
import pools as P
from common import setup, pt_header, measures, smoking, meds, footer, DEPTS
from core import ch, chance, digits

TESTS = ['Full lung function tests (spirometry, lung volumes, gas transfer)', 'Spirometry with reversibility',
         'FeNO and spirometry', 'Methacholine challenge test', 'Mannitol challenge test',
         'Cardiopulmonary exercise test (CPET)', 'Hypoxic challenge (fitness-to-fly) test',
         'Overnight oximetry (home)', 'Home sleep study (respiratory polygraphy)', 'Respiratory muscle tests (MIP/MEP, SNIP)',
         'Supine and erect spirometry']
LANGS = ['Polish', 'Punjabi', 'Urdu', 'Arabic', 'Cantonese', 'Mandarin', 'Portuguese', 'Spanish', 'Vietnamese',
         'Tongan', 'Samoan', 'Somali', 'Tigrinya', 'Irish', 'Romanian', 'Farsi', 'sign language']


def _appt_letter(W, d, S, test):
    r = W.r
    d.w('{hosp}\n' + ch(r, DEPTS) + ', {b}\n', b=(ch(r, P.BUILDINGS), 'LOCATION_OTHER'))
    d.w('{a}\n', a=W.addr(', '))
    d.w('Bookings: {ph}   Email: {em}\n', ph=(W.phone(ext=chance(r, 0.3)), 'PHONE'), em=W.email_dept(ch(r, ['pft.bookings', 'lungfunction.appointments', 'resp.bookings'])))
    if chance(r, 0.5):
        d.w('Web: {u}\n', u=W.url('lab'))
    sent = W.shift(S.tdate, -40, -7)
    d.w('\n{sd}\n\n', sd=W.DL(sent) if chance(r, 0.5) else W.D(sent))
    d.w('{title} {pt_full}\n{a}\n\n', a=W.addr('\n'))
    d.w('{mrnl}: {mrn}   {hpl}: {hp}\n')
    if W.cc == 'UK' and chance(r, 0.5):
        d.w('e-RS UBRN: {u}\n', u=W.idnum('ubrn'))
    d.w('\nDear {title} {pt_last},\n\n')
    d.t('An appointment has been made for you to attend for:\n  ' + test + '\n\n')
    d.w('Date: {ad}\nTime: ' + '%02d:%02d' % (r.randint(8, 15), ch(r, [0, 15, 30, 45])) + '\nWhere: Room {rm}, {b}, Level ' + str(r.randint(0, 5)) + '\n\n',
        ad=W.DL(S.tdate), rm=W.room(), b=(ch(r, P.BUILDINGS), 'LOCATION_OTHER'))
    d.t('Please allow 1-2 hours. Wear loose clothing and do not eat a heavy meal 2 hours before the test.\n')
    d.t('Please do not use your reliever inhaler (e.g. salbutamol, terbutaline) for 6 hours and do not smoke or vape\n'
        'for 24 hours before your appointment. Continue all other medicines unless told otherwise.\n')
    if 'challenge' in test.lower():
        d.t('For this test you must also stop: long-acting inhalers (e.g. budesonide/formoterol) 36 hours before,\n'
            'tiotropium 7 days before, and antihistamines (cetirizine, loratadine) 3 days before.\n')
    d.w('\nIf you cannot attend please call {ph} (Mon-Fri 08:30-16:30) so we can offer the slot to someone else.\n',
        ph=(W.phone(), 'PHONE'))
    if chance(r, 0.5):
        d.w('You can also manage your appointment online at {u}.\n', u=W.url('portal'))
    d.t('In an emergency call ' + {'UK': '999 or NHS 111', 'US': '911', 'AU': '000', 'CA': '911', 'IE': '112 or 999', 'NZ': '111'}[W.cc] + ' - do not contact the department.\n')
    d.t('Parking is limited; if you have a Blue Badge please display it. Register your car at reception for a permit.\n')
    clerk = W.staff('sec')
    d.w('\nYours sincerely,\n\n{c}\n' + clerk.cred + '\n', c=W.n(clerk, ch(r, ['full', 'fi']), 'DOCTOR'))
    d.w('\ncc: Dr {g}, {pr}\n', g=W.n(W.staff('gp'), 'fi', 'DOCTOR'), pr=W.practice()) if chance(r, 0.5) else None
    return clerk


def _questionnaire(W, d, S, us=False):
    r = W.r
    d.t('\n' + ch(r, ['-' * 60, '=' * 60, '*' * 40]) + '\n')
    d.t(ch(r, ['PRE-TEST QUESTIONNAIRE (please complete and bring with you)\n', 'PATIENT PRE-TEST SAFETY QUESTIONNAIRE\n',
               'Lung Function Pre-Test Checklist - completed by patient\n']))
    d.w('Name: {pt_full}     Date of birth: {dob}\n')
    d.w('Home phone: {hp1}    Mobile: {mb}\n', hp1=(W.phone(), 'PHONE'), mb=(W.phone(kind='mobile'), 'PHONE'))
    if chance(r, 0.6):
        d.w('Email: {e}\n', e=W.email_pt(S.pt))
    rel, fam = W.relative()
    d.w('Next of kin: {f} (' + rel + ')  Tel: {fp}\n', f=W.n(fam, 'full', 'FAMILY'), fp=(W.phone(kind='mobile'), 'PHONE'))
    g = W.staff('gp')
    d.w('GP: Dr {g}, {pr}\n', g=W.n(g, ch(r, ['full', 'fi', 'last']), 'DOCTOR'), pr=W.practice())
    if S.age >= 17:
        prof, exp = W.profession()
        if chance(r, 0.6):
            d.w('Occupation: {p}    Employer: {o}\n', p=(prof, 'PROFESSION'), o=W.org())
        else:
            d.w('Occupation: ' + ch(r, ['retired ', 'ex-', 'part-time ']) + '{p}\n', p=(prof, 'PROFESSION'))
    else:
        d.w('School: {s}\n', s=(ch(r, P.SCHOOLS), 'ORGANIZATION'))
    if chance(r, 0.55):
        c = ch(r, P.TRAVEL)
        d.w('Country of birth: {c}   Interpreter needed: ' + ('Yes - ' + ch(r, LANGS) if chance(r, 0.4) else 'No') + '\n', c=(c, 'COUNTRY'))
    yn = lambda p: 'YES' if chance(r, p) else 'NO'
    q = ['Have you had a chest infection or been on antibiotics in the last 6 weeks?', 'Heart attack, stroke or chest/abdominal/eye surgery in the last 3 months?',
         'Have you coughed up blood recently?', 'Have you ever had a collapsed lung (pneumothorax)?',
         'Do you have a hernia or aneurysm?', 'Are you pregnant?', 'Do you have any infection risk (TB, MRSA, COVID-19)?']
    num = 0
    for i, qq in enumerate(q):
        if qq.startswith('Are you pregnant') and (S.sex == 'M' or S.age > 55 or S.age < 14):
            continue
        a = yn(0.12)
        num += 1
        d.t('%d. %s  %s' % (num, qq, a))
        if a == 'YES' and i == 3:
            d.w(' - in {y}', y=W.D(W.shift(S.tdate, -9000, -400), 'Y'))
        elif a == 'YES' and i == 1:
            d.w(' - ' + ch(r, ['cataract op', 'hernia repair', 'stent']) + ' on {y}', y=W.D(W.shift(S.tdate, -80, -20)))
        d.t('\n')
    d.t('Inhalers used: ' + ', '.join(sorted(set([ch(r, P.DRUGS_CONTROL), 'albuterol' if us else ch(r, P.DRUGS_RELIEVER)]))) + '\n')
    if W.cc == 'IE' and chance(r, 0.6):
        d.w('PPS No: {s}\n', s=W.ssn())
    elif W.cc == 'CA' and chance(r, 0.2):
        d.w('SIN (for billing only): {s}\n', s=W.ssn())
    d.t('Smoking: ' + smoking(r, S.age) + '\n')
    if S.age >= 17 and chance(r, 0.5):
        d.w('Vehicle registration (parking permit): {v}\n', v=W.plate())
    elif chance(r, 0.4):
        d.w('Hospital transport requested - booking ref {t}\n', t=W.idnum('courier'))
    d.w('Signed: {s}     Date: {sd}\n', s=W.n(S.pt, ch(r, ['full', 'fi']), 'PATIENT'), sd=W.D(W.shift(S.tdate, -14, 0)))


def _us_intake(W, d, S):
    r = W.r
    d.w('{hosp} - Pulmonary Function Lab\nPATIENT REGISTRATION / PRE-TEST INTAKE\n\n')
    d.w('Patient: {pt_LF}     MRN {mrn}     DOB {dob}     Age {age}\n')
    d.w('SSN: {s}\nAddress: {a}\n', s=W.ssn(), a=W.addr(', '))
    d.w('Phone: {p}   Cell: {c}   E-mail: {e}\n', p=(W.phone(), 'PHONE'), c=(W.phone(), 'PHONE'), e=W.email_pt(S.pt))
    org, mem, grp = W.insurance()
    d.w('Primary insurance: {o}   Member # {m}   Group # {g}\n', o=org, m=mem, g=grp)
    if S.age >= 17 and chance(r, 0.5):
        lab, val = W.license('drv')
        d.w("ID verified: " + lab + " {v} ({st})\n", v=val, st=(W.home[2], 'STATE'))
    if chance(r, 0.7):
        d.w('Palm-vein ID enrolled: {b}\n', b=W.bioid())
    rel, fam = W.relative()
    d.w('Emergency contact: {f}, ' + rel + ', {fp}\n', f=W.n(fam, 'full', 'FAMILY'), fp=(W.phone(), 'PHONE'))
    ref = W.staff('phys')
    d.w('Ordering physician: {n}, MD   NPI {npi}\n', n=W.n(ref, 'full', 'DOCTOR'), npi=W.license('doc')[1])
    d.w('Order: ' + ch(r, TESTS) + '  Order # {o}  {al} {a}\n', o=W.idnum('order'), al=W.acct_label(), a=W.account())
    d.w('Scheduled: {td}  ' + '%d:%02d %s' % (r.randint(7, 11), ch(r, [0, 15, 30, 45]), ch(r, ['AM', 'PM'])) + '  Check in: {b}, Suite {rm}\n',
        td=W.D(S.tdate, 'Wmdy'), b=(ch(r, P.BUILDINGS), 'LOCATION_OTHER'), rm=W.room())
    d.w('Patient portal: {u}   Parking: plate {v}\n', u=W.url('portal'), v=W.plate())
    d.t('Diagnosis: ' + ch(r, ['R06.02 shortness of breath', 'J45.40 moderate persistent asthma', 'J44.9 COPD',
                               'R05.9 cough', 'J84.10 ILD, unspecified', 'Z01.811 pre-procedural respiratory exam']) + '\n')


def gen_booking(W, d):
    r = W.r
    S = setup(W, d, lo=8, hi=90)
    test = ch(r, TESTS)
    if W.cc == 'US' or (W.cc == 'CA' and chance(r, 0.3)):
        _us_intake(W, d, S)
        _questionnaire(W, d, S, us=True)
    else:
        _appt_letter(W, d, S, test)
        _questionnaire(W, d, S)
    if chance(r, 0.5):
        clerk = W.staff('sec')
        d.w('\nOffice use: received {rd}, triaged by {c}, confirmed by phone ' + '%02d:%02d' % (r.randint(9, 16), r.randint(0, 59)) + ' ({u})\n',
            rd=W.D(W.shift(S.tdate, -6, 0)), c=W.n(clerk, 'init', 'DOCTOR'), u=W.username(clerk))


def _qc_row(W, d, day, techs, kind):
    r = W.r
    tp = ch(r, techs)
    d.w('{dd}  ' + '%02d:%02d' % (r.randint(7, 8), r.randint(0, 59)) + '  ', dd=W.D(day, W.qc_style))
    if kind == 'spiro':
        a, b = 3 * r.uniform(0.975, 1.025), 3 * r.uniform(0.975, 1.025)
        ok = abs(a - 3) <= 0.075 and abs(b - 3) <= 0.075
        d.t('%.1f  %d  %d%%   %.3f  %.3f   %s   ' % (r.uniform(18, 26), r.randint(990, 1032), r.randint(30, 70), a, b, 'PASS' if ok else 'FAIL'))
    elif kind == 'gas':
        d.t('%.1f  %d   CO %.3f%%  CH4 %.3f%%  O2 %.2f%%  %s   ' % (r.uniform(18, 26), r.randint(990, 1032), r.uniform(0.295, 0.305), r.uniform(0.295, 0.305), r.uniform(20.7, 21.1), ch(r, ['PASS', 'PASS', 'PASS', 'FAIL'])))
    elif kind == 'cpet':
        d.t('flow 3L %.2f  gas 16.00/5.00 -> %.2f/%.2f  delay %d ms   %s   ' % (3 * r.uniform(0.98, 1.02), r.uniform(15.9, 16.1), r.uniform(4.95, 5.05), r.randint(600, 900), ch(r, ['OK', 'OK', 'RECAL'])))
    else:
        d.t('%.1f ppb  (ref 30.0 +/- 5%%)  sensor %d%%   %s   ' % (r.uniform(28.5, 31.6), r.randint(20, 98), ch(r, ['PASS', 'PASS', 'CHECK'])))
    d.w('{t}\n', t=W.n(tp, 'init', 'DOCTOR') if chance(r, 0.8) else W.username(tp))


def gen_qc(W, d):
    r = W.r
    kind = ch(r, ['spiro', 'spiro', 'gas', 'cpet', 'feno'])
    model = {'spiro': ch(r, P.SPIRO + P.BODYBOX), 'gas': ch(r, P.BODYBOX), 'cpet': ch(r, P.CPET_CART), 'feno': ch(r, P.FENO)}[kind]
    start = W.rdate()
    start = dt.date(start.year, start.month, 1)
    d.w('{h} - ' + ch(r, DEPTS) + '\n', h=W.hospital())
    d.t(ch(r, ['EQUIPMENT CALIBRATION & QUALITY CONTROL LOG\n', 'Daily QC record\n', 'CALIBRATION / BIOLOGICAL CONTROL LOG\n']))
    d.w('Device: ' + model + '   S/N: {sn}   Asset tag: {at}\n', sn=W.sn(), at=(ch(r, ['AT-', 'BME', 'EQ']) + digits(r, 5), 'DEVICE'))
    d.w('Location: Room {rm}, {b}', rm=W.room(), b=(ch(r, P.BUILDINGS), 'LOCATION_OTHER'))
    if chance(r, 0.6):
        d.w('   Network: {ip}', ip=W.ip())
    d.w('\nPeriod: {m}\n', m=W.D(start, ch(r, ['monY', 'm3Y', 'mY'])))
    if kind != 'cpet':
        d.w('Calibration syringe: ' + ch(r, P.SYRINGE) + ' S/N {s}, certificate due {cd}\n', s=W.sn('CS'), cd=W.D(W.shift(start, 30, 330)))
    techs = [W.staff('tech') for _ in range(r.randint(2, 4))]
    W.qc_style = ch(r, [None, None, 'wmd' if W.cc == 'US' else 'wdm'])
    d.t('Staff: ')
    for i, t in enumerate(techs):
        d.w('{i} = {n}' + (', ' if i < len(techs) - 1 else '\n'), i=W.n(t, 'init', 'DOCTOR'), n=W.n(t, ch(r, ['full', 'fi']), 'DOCTOR'))
    d.t('\n')
    hdr = {'spiro': 'Date        Time   T(C)  P(hPa) RH   3L insp  3L exp   Result Op',
           'gas': 'Date        Time   T(C)  P(hPa)  Gas analyser verification        Result Op',
           'cpet': 'Date        Time   Volume / gas calibration                          Op',
           'feno': 'Date        Time   Ext. QC gas check                         Op'}[kind]
    d.t(hdr + '\n')
    day = start
    n = r.randint(6, 12)
    for i in range(n):
        _qc_row(W, d, day, techs, kind)
        day = day + dt.timedelta(days=ch(r, [1, 1, 1, 3]))
    d.t('\n')
    if kind in ('spiro', 'gas') and chance(r, 0.8):
        ctl = ch(r, techs)
        a = r.randint(24, 61)
        fev = r.uniform(2.8, 4.6)
        d.w('Biological control: {c} (staff volunteer, age {a}) - FEV1 %.2f L, FVC %.2f L, TLCO %.2f; mean +/- 2SD %.2f +/- 0.20 - ' % (fev, fev * 1.25, r.uniform(7, 11), fev + r.uniform(-0.1, 0.1)) + ch(r, ['within limits', 'within limits', 'OUTSIDE 2SD - repeat next day']) + '\n',
            c=W.n(ctl, ch(r, ['full', 'init']), 'DOCTOR'), a=W.age_tok(a))
    if chance(r, 0.6):
        eng = W.person()
        d.w('\nService: {co} engineer {e} attended {sd} (job {j}); ' + ch(r, ['pneumotach replaced', 'CO sensor replaced', 'annual PPM completed', 'O2 cell replaced', 'firmware updated']) + '. Contact {ph}.\n',
            co=(ch(r, P.SERVICE_COS), 'ORGANIZATION'), e=W.n(eng, ch(r, ['full', 'fi']), 'DOCTOR'), sd=W.D(W.shift(start, 2, 27)), j=W.idnum('ticket'), ph=(W.phone(ext=True), 'PHONE'))
    if chance(r, 0.45):
        d.w('Fault logged {fd} ' + ch(r, ['- syringe check failed x2, DO NOT USE until recalibrated', '- leak in box door seal', '- gas cylinder low (< 20 bar)']) + ' Incident {inc}.\n',
            fd=W.D(W.shift(start, 1, 26)), inc=W.idnum('ticket'))
    sup = W.staff('tech')
    k = r.randrange(3)
    if k == 0:
        d.w('\nMonthly review: {s}, ' + ch(r, ['Chief Physiologist', 'Lab Manager', 'Quality Lead']) + ' - signed {sd} (fingerprint verified {b})\n',
            s=W.n(sup, 'full', 'DOCTOR'), sd=W.D(W.shift(start, 28, 34)), b=W.bioid())
    elif k == 1:
        d.w('\nReviewed by {s} on {sd}\nAudit trail: login {u} from {ip}\n', s=W.n(sup, 'fi', 'DOCTOR'), sd=W.D(W.shift(start, 28, 34)), u=W.username(sup), ip=W.ip())
    else:
        d.w('\nLab manager sign-off: {s} ({u})  {sd}\n', s=W.n(sup, 'lf', 'DOCTOR'), u=W.username(sup), sd=W.D(W.shift(start, 28, 34)))
    d.t(ch(r, ['Flow sensor: Fleisch-type heated pneumotach.\n', 'Flow sensor: Lilly screen pneumotach (mesh changed weekly).\n',
               'Ultrasonic flow sensor - no BTPS/gas-composition correction required.\n', 'Douglas bag validation of VO2 due next quarter.\n']))
    d.t(ch(r, ['Acceptance: syringe within +/-3% (ATS/ERS 2019). BTPS correction applied.\n',
               'Criteria: volume error <= 2.5% per ISO 26782; gas within +/-0.5% of certified.\n',
               'QC rules: Westgard 1-2s warning, 1-3s reject.\n']))


def gen_worksheet(W, d):
    r, cc = W.r, W.cc
    us = cc == 'US'
    S = setup(W, d, lo=6, hi=92)
    pat = ch(r, ['normal', 'obstructive', 'restrictive', 'reversible'])
    d.t(ch(r, ['LUNG FUNCTION TECHNICIAN WORKSHEET', 'PFT WORKSHEET', 'Physiologist worksheet - lung function',
               'RFT Lab Worksheet']) + '          ')
    d.w('Room {rm}\n', rm=W.room())
    d.w('{hosp}\n\n')
    pt_header(W, d, S, style=ch(r, [0, 2, 3, 4]))
    d.w('Attended {tdate}  arr ' + '%02d:%02d' % (r.randint(7, 15), r.randint(0, 59)) + '  ')
    d.t(ch(r, ['OP', 'inpatient', 'day case', 'OP (wheelchair)']) + '\n')
    tech = W.staff('tech')
    k = r.randrange(3)
    d.t('ID check: ')
    if k == 0:
        d.w('name/DOB/{mrnl} verbally confirmed + wristband ({pt_LF}, {dob})\n')
    elif k == 1:
        d.w('verbal ({pt_fi}) + appt letter. ')
        if us:
            d.w('Palm scan {b} matched.\n', b=W.bioid())
        else:
            d.t('Photo ID seen.\n')
    else:
        d.w('kiosk check-in, biometric ref {b}; DOB {dob} confirmed\n', b=W.bioid())
    if chance(r, 0.5):
        rel, fam = W.relative()
        d.w('Accomp. by ' + rel + ' ({f})', f=W.n(fam, ch(r, ['first', 'full']), 'FAMILY'))
        d.w('; transport ref {t}\n' if chance(r, 0.4) else '\n', t=W.idnum('courier'))
    d.t('Ht %s cm (stadiometer)  Wt %s kg  ' % (d.v['ht'], d.v['wt']))
    d.t('Temp %.1f C  Baro %d hPa  RH %d%%\n' % (r.uniform(19, 25), r.randint(985, 1035), r.randint(25, 70)))
    d.t('Last SABA: ' + ch(r, ['none today', '06:30', 'yesterday', '>12 h', '07:15 (2 puffs)']) + '   Last smoke: ' + (ch(r, ['never', 'n/a', 'this am!', '>24 h', 'quit']) if S.age >= 16 else 'n/a (child)') + '\n')
    d.t('Contraindications screened: ' + ch(r, ['nil', 'nil', 'recent cataract surgery >6/52 - ok', 'haemoptysis - discussed with dr, proceed spiro only']) + '\n')
    if chance(r, 0.5):
        d.w('Contact for results: mob {m}\n', m=(W.phone(kind='mobile'), 'PHONE'))
    s = labs.spiro(r, S.sex, S.age, S.h, pat)
    d.t('\nSPIRO (pre)   FEV1    FVC    PEF   BEV(mL)  EOT(s)  accept  comment\n')
    base1, base2 = s['fev1'], s['fvc']
    nt = r.randint(3, 7)
    for i in range(nt):
        acc = ch(r, ['Y', 'Y', 'Y', 'N', 'U'])
        com = ch(r, ['', '', 'good', 'cough', 'slow start', 'glottic closure', 'early term', 'leak', 'max'])
        d.t('  trial %d     %.2f   %.2f   %.1f   %4d     %4.1f    %s     %s\n' % (i + 1, base1 * r.uniform(0.9, 1.0), base2 * r.uniform(0.88, 1.0),
                                                                                  s['rows'][3][4] * r.uniform(0.85, 1.0), r.randint(40, 180), r.uniform(3, 12), acc, com))
    d.t('Best FEV1 %.2f / FVC %.2f; repeatability %d mL / %d mL\n' % (base1, base2, r.randint(20, 180), r.randint(20, 180)))
    drug = 'albuterol' if us else 'salb'
    hh = r.randint(8, 14)
    d.t('BD: %s 400mcg MDI+spacer @ %02d:%02d, post @ %02d:%02d   post FEV1 %.2f (%+d%%)\n' % (drug, hh, 10, hh, 27, s['rows'][0][7], round(s['rows'][0][8])))
    if chance(r, 0.6):
        d.t('TLCO x%d: %s; Hb %d g/L (POC), COHb n/a; VI/VC %d%%, BHT %.1f s\n' % (r.randint(2, 4), ch(r, ['repeatable within 0.5', 'within 10%', 'only 1 acceptable']), r.randint(100, 170), r.randint(80, 100), r.uniform(8, 12)))
        d.t('Pleth FRC x%d, SVC %.2f, panting freq ~%d/min\n' % (r.randint(3, 5), base2 * r.uniform(0.95, 1.05), r.randint(50, 70)))
    d.t('\nNotes: ' + ch(r, ['pt SOBOE walking from car park, rested 10 min before testing.', 'v coughy during TLCO, needed water.',
                           'nose clip repositioned trial 3 (leak).', 'good technique, coached re full inspiration.',
                           'felt lightheaded after BD, settled; obs ok.', 'could not seal around m/piece - used flanged m/piece.']) + '\n')
    if chance(r, 0.4):
        d.w('{title} {pt_last} ' + ch(r, ['asked for copy of results - advised via referrer.', 'says inhaler technique reviewed by GP last wk.',
                                         'reports symptoms worse at work (' ]) , )
        if d.parts[-1].endswith('('):
            prof, exp = W.profession()
            d.w('{p}).', p=(prof, 'PROFESSION'))
        d.t('\n')
    equip = ch(r, P.SPIRO + P.BODYBOX)
    d.w('Equipment: ' + equip + ' SN {sn}; cal verified {cd}\n', sn=W.sn(), cd=W.D(S.tdate))
    k = r.randrange(3)
    if k == 0:
        d.w('Physiologist: {t}  (login {u})   Finished ' + '%02d:%02d' % (hh + 1, r.randint(0, 59)) + '\n', t=W.n(tech, 'init', 'DOCTOR'), u=W.username(tech))
    elif k == 1:
        d.w('Tested by {t}, checked {t2}.\n', t=W.n(tech, 'fi', 'DOCTOR'), t2=W.n(W.staff('tech'), 'fi', 'DOCTOR'))
    else:
        d.w('Sig: {t} ' + (tech.cred or '') + '   Workstation {ip}\n', t=W.n(tech, 'full', 'DOCTOR'), ip=W.ip())
    footer(W, d, S)
