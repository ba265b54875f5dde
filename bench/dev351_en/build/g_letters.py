"""Genres: physician interpretation letter, home oximetry download report,
fitness-to-fly hypoxic challenge report."""
import labs
import pools as P
from common import setup, lab_header, pt_header, measures, sig, doc_ref, interp, pattern, smoking, footer
from core import ch, chance

DX = ['COPD', 'asthma', 'idiopathic pulmonary fibrosis', 'sarcoidosis', 'bronchiectasis', 'kyphoscoliosis',
      'post-COVID breathlessness', 'hypersensitivity pneumonitis', 'cystic fibrosis', 'motor neurone disease',
      'obesity hypoventilation', 'alpha-1 antitrypsin deficiency', 'lymphangioleiomyomatosis', 'pulmonary hypertension']


def _letterhead(W, d, sec):
    r = W.r
    d.w('{hosp}\n')
    d.t(ch(r, ['Department of Respiratory Medicine', 'Respiratory & Sleep Medicine', 'Chest Clinic', 'Pulmonary Medicine',
               'Lung Function Service']) + '\n')
    d.w('{a}\n', a=W.addr(', ', country=chance(r, 0.3)))
    d.w('Tel: {t}   Fax: {f}\n', t=(W.phone(), 'PHONE'), f=(W.phone(), 'FAX'))
    if chance(r, 0.6):
        d.w('Secretary: {s} {st}   {e}\n', s=W.n(sec, 'full', 'DOCTOR'), st=(W.phone(ext=True), 'PHONE'), e=W.email_staff(sec))


def gen_letter(W, d):
    r, cc = W.r, W.cc
    us = cc in ('US', 'CA') and chance(r, 0.7)
    S = setup(W, d, lo=18, hi=94)
    phys = W.staff('phys')
    sec = W.staff('sec')
    gp = W.staff('gp')
    _letterhead(W, d, sec)
    ldate = W.shift(S.tdate, 2, 30)
    d.t('\n')
    k = r.randrange(3)
    if k == 0:
        d.w('Our ref: {a}/{b}/{mrn}\n', a=W.n(phys, 'init', 'DOCTOR'), b=W.n(sec, 'initl', 'DOCTOR'))
    elif k == 1:
        d.w('Dictated: {dd}   Typed: {td}\n', dd=W.D(W.shift(ldate, -5, -1)), td=W.D(ldate))
    d.w('Date: {ld}\n\n', ld=W.DL(ldate))
    d.w('Dr {g}\n{pr}\n{a}\n\n', g=W.n(gp, 'full', 'DOCTOR'), pr=W.practice(), a=W.addr('\n', c=W.city(home=chance(r, 0.7))))
    d.w('Dear Dr {g}' + (':' if us else ',') + '\n\n', g=W.n(gp, 'last', 'DOCTOR'))
    d.w('Re: {pt_full}   DOB {dob}   {mrnl} {mrn}\n')
    if chance(r, 0.6):
        d.w('     {a}\n', a=W.addr(', '))
    if chance(r, 0.4):
        d.w('     {hpl}: {hp}\n')
    if cc == 'US' and chance(r, 0.35):
        d.w('     SSN: {s}\n', s=W.ssn())
    d.t('\n')
    dx = ch(r, DX if S.sex == 'F' else DX[:12] + DX[13:])
    pat = pattern(r)
    s = labs.spiro(r, S.sex, S.age, S.h, pat)
    prof, exp = W.profession()
    opener = r.randrange(3)
    if opener == 0:
        d.w('Thank you for referring this {age}-year-old ' + ch(r, ['man', 'gentleman']) + ' ' if S.sex == 'M' else 'Thank you for referring this {age}-year-old ' + ch(r, ['woman', 'lady']) + ' ')
        d.w('who works as a {p}, with ' + dx + '. I reviewed {his} lung function tests performed on {tdate}.\n\n', p=(prof, 'PROFESSION'))
    elif opener == 1:
        d.w('I saw {title} {pt_last} in the ' + ch(r, ['respiratory clinic', 'lung function review clinic', 'ILD clinic', 'airways clinic']) +
            ' on {cd} with the results of full lung function tests from {tdate}. {He} is ', cd=W.D(W.shift(S.tdate, 0, 20)))
        if chance(r, 0.3):
            d.w('{aw} years old', aw=W.age_tok(S.age, word=True))
        else:
            d.w('{age}')
        d.w(' and ' + ch(r, ['recently retired as a {p}', 'still working as a {p}', 'a former {p}']) + '.\n\n', p=(prof, 'PROFESSION'))
    else:
        d.w('Your patient attended the ' + ch(r, ['lung function laboratory', 'Pulmonary Function Lab']) + ' at {h} on {tdate}. ',
            h=W.hospital(other=chance(r, 0.3)))
        d.w('{pt_first} is a {age} yo ex-{p} with ' + dx + '.\n\n', p=(prof, 'PROFESSION'))
    d.t('Results:\n')
    rows = s['rows']
    d.t('  FEV1 %.2f L (%d%% predicted, z %.2f), FVC %.2f L (%d%%), ratio %d%%.\n' % (rows[0][4], rows[0][5], rows[0][6], rows[1][4], rows[1][5], rows[2][4]))
    vp = 'obstructive' if pat in ('obstructive', 'reversible') else pat
    v = labs.volumes(r, S.sex, S.age, S.h, vp)
    tl = 'DLCO %.1f mL/min/mmHg' % (v[4][4] * 2.987) if us else 'TLCO %.2f mmol/min/kPa' % v[4][4]
    d.t('  TLC %d%% predicted, RV/TLC %d%%, %s (%d%% predicted), KCO %d%%.\n' % (100 * v[0][4] / v[0][2], v[3][4], tl, 100 * v[4][4] / v[4][2], 100 * v[5][4] / v[5][2]))
    if chance(r, 0.4):
        d.t('  FeNO %d ppb. 6MWT %d m, nadir SpO2 %d%% (Borg 4).\n' % (labs.feno(r), r.randint(180, 560), r.randint(82, 96)))
    if chance(r, 0.4):
        prev = W.shift(S.tdate, -800, -150)
        d.w('  Compared with {pd}, FVC has ' + ch(r, ['fallen by %d mL (%d%%)' % (r.randint(120, 450), r.randint(5, 14)), 'remained stable', 'improved slightly']) + '.\n', pd=W.D(prev, ch(r, [W.ss, 'monY'])))
    d.t('\nInterpretation: ' + interp(r, pat, s))
    d.t('\nPlan:\n')
    plans = ['Start ' + ch(r, P.DRUGS_CONTROL) + ' and review inhaler technique.',
             'Refer to pulmonary rehabilitation.', 'HRCT chest requested.', 'Repeat full PFTs in 6 months.',
             'Discuss at ILD MDT.', 'Smoking cessation support offered.', 'Annual influenza and COVID-19 vaccination.',
             'Consider mepolizumab if eosinophils remain > 0.3.', 'Overnight oximetry to exclude nocturnal hypoventilation.']
    for i in range(r.randint(2, 4)):
        d.t('  %d. %s\n' % (i + 1, ch(r, plans)))
    if chance(r, 0.35):
        rel, fam = W.relative()
        d.w('\n{He} was accompanied by ' + rel + ' {f}, who ' + ch(r, ['helps with medications', 'is concerned about night-time breathing',
                                                                  'works as a {fp}']) + '.\n', f=W.n(fam, ch(r, ['first', 'full']), 'FAMILY'),
            fp=(W.profession()[0], 'PROFESSION'))
    if chance(r, 0.4):
        d.w('\nI will see {pt_first} again in clinic on {nd}.\n', nd=W.D(W.shift(S.tdate, 60, 200), ch(r, [W.ss, W.ls])))
    d.t('\nYours sincerely,\n')
    k = r.randrange(3)
    if k == 0:
        d.w('\n\n{p}\n' + phys.cred + '\nConsultant Respiratory Physician\n', p=W.n(phys, ch(r, ['full', 'fml']), 'DOCTOR'))
    elif k == 1:
        d.w('\n\n' + phys.title + ' {p}, ' + phys.cred + '\n', p=W.n(phys, 'full', 'DOCTOR'))
    else:
        d.w('\n\n{p}\nRespiratory Registrar, for ' + phys.title + ' {c}\n', p=W.n(W.staff('phys'), 'full', 'DOCTOR'), c=W.n(phys, 'last', 'DOCTOR'))
    if chance(r, 0.5) or us:
        lab, val = W.license('doc')
        d.w(lab + ': {v}\n', v=val)
    d.w('\n' + ch(r, ['cc', 'CC', 'Copy to']) + ': {title} {pt_full}, {a}\n', a=W.addr(', '))
    if chance(r, 0.4):
        d.w('     Dr {c}, {h}\n', c=W.n(W.staff('phys'), 'fi', 'DOCTOR'), h=W.hospital(other=True))
    if chance(r, 0.5):
        d.w('\n' + ch(r, ['DD', 'Dict', 'D/T']) + ': {a}/{b}\n', a=W.n(phys, 'init', 'DOCTOR'), b=W.n(sec, 'initl', 'DOCTOR'))


def gen_oxi(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=18, hi=88)
    o = labs.oxi(r)
    model = ch(r, P.OXIM)
    lab_header(W, d, dept=ch(r, ['Sleep Service', 'Respiratory & Sleep Physiology', 'Sleep Disorders Unit', 'Respiratory Physiology']))
    d.t(ch(r, ['OVERNIGHT PULSE OXIMETRY - DOWNLOAD REPORT\n\n', 'HOME OXIMETRY REPORT\n\n', 'Overnight oximetry summary\n\n']))
    pt_header(W, d, S)
    if chance(r, 0.6):
        d.w('Address: {a}\nPhone: {p}\n', a=W.addr(', '), p=(W.phone(kind=ch(r, ['land', 'mobile'])), 'PHONE'))
    issued = W.shift(S.tdate, -4, -1)
    tech = W.staff('tech')
    d.w('Device: ' + model + '   Serial: {sn}   Firmware ' + '%d.%d.%d' % (r.randint(1, 4), r.randint(0, 9), r.randint(0, 20)) + '\n', sn=W.sn('OX'))
    k = r.randrange(3)
    if k == 0:
        d.w('Issued {idt} by {t}; returned {rd} ' + ch(r, ['in person', 'by post']) + '\n', idt=W.D(issued), t=W.n(tech, 'init', 'DOCTOR'), rd=W.D(W.shift(S.tdate, 1, 6)))
    elif k == 1:
        d.w('Posted {idt} via {c} (tracking {tn}); received back {rd}\n', idt=W.D(issued), c=(ch(r, P.COURIERS), 'ORGANIZATION'),
            tn=W.idnum('courier'), rd=W.D(W.shift(S.tdate, 2, 8)))
    else:
        d.w('Collected from clinic {idt}; dropped to reception {rd}\n', idt=W.D(issued), rd=W.D(W.shift(S.tdate, 1, 3)))
    start_h = r.randint(21, 23)
    hrs = o['hrs']
    d.w('Recording: {a} %02d:%02d to {b} %02d:%02d  (%dh %02dm); analysed %dh %02dm after artefact removal\n' % (
        start_h, r.randint(0, 59), (start_h + int(hrs)) % 24, r.randint(0, 59), int(hrs), int(hrs % 1 * 60), int(hrs * 0.92), int(hrs * 0.92 % 1 * 60)),
        a=W.D(S.tdate), b=W.D(W.shift(S.tdate, 1, 1)))
    d.w('Downloaded by {u} on {dd} ' + ch(r, P.SOFTWARE) + ' (workstation {ip})\n\n', u=W.username(tech), dd=W.D(W.shift(S.tdate, 1, 7)), ip=W.ip())
    d.t('RESULTS\n')
    rows = [('ODI 4% (events/h)', '%.1f' % o['odi4']), ('ODI 3% (events/h)', '%.1f' % o['odi3']), ('Mean SpO2 (%)', '%.1f' % o['mean']),
            ('Nadir SpO2 (%)', '%d' % o['nadir']), ('Time SpO2 < 90% (min)', '%d' % (o['t90'] * hrs * 0.6)),
            ('T90 (% of TST)', '%.1f' % o['t90']), ('Mean pulse rate (bpm)', '%d' % o['pr']), ('Pulse rate range', '%d-%d' % (o['pr'] - 14, o['pr'] + 31))]
    if chance(r, 0.5):
        for a, b in rows:
            d.t('  %-24s %s\n' % (a, b))
    else:
        d.t(' | '.join('%s %s' % (a, b) for a, b in rows[:5]) + '\n' + ' | '.join('%s %s' % (a, b) for a, b in rows[5:]) + '\n')
    d.t('\nEpworth Sleepiness Scale %d/24; STOP-BANG %d/8; neck %d cm; BMI %s.\n' % (r.randint(2, 21), r.randint(1, 8), r.randint(34, 49), d.v['bmi']))
    d.t('Trace: ' + ch(r, ['cyclical "saw-tooth" desaturations clustered in the second half of the night, typical of OSA',
                           'sustained desaturation periods without cyclical pattern - consider hypoventilation (check venous bicarbonate / TcCO2)',
                           'occasional isolated dips only', 'periodic pattern with regular cycle length ~60 s - ?Cheyne-Stokes respiration',
                           'good quality trace, minimal artefact']) + '.\n')
    if o['sev'] == 0:
        d.t('\nCONCLUSION: No significant nocturnal oxygen desaturation (ODI4 %.1f/h) - within normal limits.\n' % o['odi4'])
    else:
        d.t('\nCONCLUSION: ' + o['sevtxt'].capitalize() + ' nocturnal oxygen desaturation' + (' (ODI4 %.1f/h).' % o['odi4']) + '\n')
    if S.age >= 18 and chance(r, 0.55):
        prof, exp = ch(r, [('HGV driver', ''), ('taxi driver', ''), ('bus driver', ''), ('truck driver', ''), ('forklift driver', ''), W.profession()])
        d.w('Occupation: {p}', p=(prof, 'PROFESSION'))
        if chance(r, 0.5):
            d.w(' with {o}', o=W.org())
        d.t('. ')
        reg = {'UK': 'DVLA', 'IE': 'NDLS', 'AU': 'Austroads fitness-to-drive guidance', 'NZ': 'NZTA', 'US': 'FMCSA', 'CA': 'CCMTA'}[cc]
        if chance(r, 0.5):
            lab, val = W.license('drv')
            d.w(lab + ' {v}; vehicle {pl}. ', v=val, pl=W.plate())
        d.t('Driving advice given per ' + reg + ' rules; patient to inform if sleepy at the wheel.\n')
    if o['sev'] >= 2:
        d.t(ch(r, ['Recommend CPAP trial - referral to sleep physiologist.', 'Refer for full respiratory polygraphy.',
                   'Suggest auto-titrating CPAP; weight management advice.']) + '\n')
    phys = W.staff('sleepdoc')
    sig(W, d, phys, lic=chance(r, 0.3), role=ch(r, ['Sleep Physician', 'Consultant, Sleep Medicine', None]))
    if chance(r, 0.5):
        d.w('Copy: {g} ({pr}) via {e}\n', g=doc_ref(W, W.staff('gp')), pr=W.practice(), e=W.email_dept('gp.results'))
    footer(W, d, S)


def gen_fly(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=18, hi=92)
    lab_header(W, d)
    d.t(ch(r, ['HYPOXIC CHALLENGE TEST (FITNESS TO FLY)\n\n', 'FITNESS TO FLY - HYPOXIC CHALLENGE REPORT\n\n', 'High Altitude Simulation Test (HAST) / Hypoxic Challenge\n\n']))
    pt_header(W, d, S)
    d.w('Test date: {tdate}\n')
    measures(W, d, S, us=cc == 'US')
    dx = ch(r, DX[:8] + ['previous PE', 'post lobectomy'])
    d.t('Diagnosis: ' + dx + '. Smoking: ' + smoking(r, S.age) + '. LTOT: ' + ch(r, ['no', 'no', 'yes, 2 L/min 16 h/day', 'ambulatory O2 only']) + '\n')
    _ref = W.staff('phys')
    d.w('Requested by: {r}\n', r=doc_ref(W, _ref))
    dest = ch(r, P.TRAVEL)
    air = ch(r, P.AIRLINES)
    dep = W.shift(S.tdate, 5, 60)
    k = r.randrange(3)
    d.t('\nFLIGHT DETAILS\n')
    if k == 0:
        d.w('Airline: {a}   Destination: {c}, {co}\nOutbound {o}   Return {rt}   Longest sector ~' + str(r.randint(2, 16)) + ' h\n',
            a=(air, 'ORGANIZATION'), c=(P.TRAVEL_CITY[dest], 'CITY'), co=(dest, 'COUNTRY'), o=W.D(dep), rt=W.D(W.shift(dep, 7, 60)))
    elif k == 1:
        d.w('Flying {a} to {co} on {o} (booking ref {pnr}) ' + ch(r, ['to visit family', 'to see grandchildren', 'for a wedding', 'on holiday']) + '.\n',
            a=(air, 'ORGANIZATION'), co=(dest, 'COUNTRY'), o=W.DL(dep), pnr=W.idnum('pnr'))
    else:
        d.w('Travel: {c} ({co}) depart {o}; airline {a}; flight time ' + str(r.randint(3, 14)) + ' h\n', c=(P.TRAVEL_CITY[dest], 'CITY'),
            co=(dest, 'COUNTRY'), o=W.D(dep), a=(air, 'ORGANIZATION'))
    if chance(r, 0.5):
        rel, fam = W.relative()
        d.w('Travelling with: ' + rel + ' {f}\n', f=W.n(fam, ch(r, ['full', 'first']), 'FAMILY'))
    d.t('\nMETHOD\n')
    meth = r.randrange(2)
    if meth == 0:
        d.t('Body box flushed with N2 to FiO2 0.15 (equiv. 8000 ft cabin altitude) for 20 min, per BTS 2022 air travel recommendations.\n')
    else:
        d.t('40% Venturi mask driven by 100% N2 (FiO2 ~0.15) for 20 min; ear probe oximetry and 3-lead ECG; capillary gases at baseline and 20 min.\n')
    base = r.randint(92, 98)
    end = base - r.randint(3, 12)
    d.t('\nTime (min)   SpO2 (%)   HR   Symptoms\n')
    for t in (0, 5, 10, 15, 20):
        v = base - (base - end) * t / 20.0 + r.uniform(-0.8, 0.8)
        d.t('%-12d %-10d %-4d %s\n' % (t, round(v), r.randint(68, 104), ch(r, ['nil', 'nil', 'slight SOB', 'nil', 'headache'])))
    pa0 = r.uniform(8.5, 11.5)
    pa1 = pa0 - r.uniform(1.8, 4.0)
    us = cc == 'US'
    if us:
        d.t('CBG: PaO2 %.0f mmHg on air -> %.0f mmHg at 20 min; PaCO2 %.0f -> %.0f mmHg.\n' % (pa0 * 7.5, pa1 * 7.5, r.uniform(34, 46), r.uniform(33, 45)))
    else:
        d.t('CBG: PaO2 %.1f kPa on air -> %.1f kPa at 20 min; PaCO2 %.1f -> %.1f kPa.\n' % (pa0, pa1, r.uniform(4.5, 6.2), r.uniform(4.4, 6.0)))
    need = pa1 < 6.6 or end < 85
    if need:
        lpm = ch(r, [1, 2, 2, 3])
        d.t('Titration: nasal cannula %d L/min under hypoxic conditions -> SpO2 %d%%, PaO2 %.1f kPa.\n' % (lpm, r.randint(91, 96), r.uniform(7.5, 9.5)))
        d.t('\nRECOMMENDATION: In-flight oxygen REQUIRED at %d L/min via nasal cannula for the duration of the flight.\n' % lpm)
    else:
        d.t('\nRECOMMENDATION: In-flight oxygen not required. Avoid alcohol, keep mobile, carry inhalers in hand luggage.\n')
    if chance(r, 0.6):
        d.w('MEDIF form completed and sent to {a} medical desk ({e}) on {sd}.\n', a=(air, 'ORGANIZATION'),
            e=(ch(r, ['medif', 'meda', 'specialassist', 'medical.clearance']) + '@' + ''.join(air.lower().split()[:2]) + ch(r, ['.example.com', '.example.net']), 'EMAIL'),
            sd=W.D(W.shift(S.tdate, 0, 3)))
    d.t('Note: results valid for this trip only; reassess if clinical change. Not a guarantee of fitness - final decision rests with the airline (IATA MEDIF).\n')
    tech = W.staff('tech')
    phys = W.staff('phys')
    d.w('\nTest performed: {t}   ', t=W.n(tech, ch(r, ['full', 'fi', 'init']), 'DOCTOR'))
    d.w('Reporting clinician: {p}\n', p=doc_ref(W, phys, 'full'))
    if chance(r, 0.4):
        lab, val = W.license('doc')
        d.w(lab + ' {v}\n', v=val)
    d.w('Contact for queries: {ph}\n', ph=(W.phone(ext=True), 'PHONE'))
    footer(W, d, S)
