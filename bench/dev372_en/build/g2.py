"""Genres: brief intervention note; Pabrinex/thiamine prescription check;
liver fibrosis (FibroScan) clinic record."""
import datetime as _dt
from core import (PT, DR, FM, AG, DT, HOS, ORG, LOC, MRN, ACC, IDN, PHO, FAX, PRO, EML, URL,
                  HPN, DEV, LIC, STR, CTY, ZIP, chance, digits, letters, lines)
import blocks
import clinical

GOALS = lines('cut down to no more than 14 units a week|alcohol-free days Mon-Thu|stop completely after detox|'
              'no spirits, beer only at weekends|switch to low-strength lager|drink only with food|'
              'attend first appointment with community team|keep a drink diary for 2 weeks')
MATTERS = lines('keeping %s job|getting licence back|seeing the kids|%s health|not ending up back in here|'
                'the grandchildren|staying in the flat|fitness for football')


def _matters(rng, c):
    m = rng.choice(MATTERS)
    if '%s' in m:
        m = m % c.his()
    return m


def brief_intervention(rng, c, n):
    L = c.L
    dq, units, uw = clinical.drinks(rng, c)
    aud = rng.randint(8, 36)
    v = rng.random()
    if L.us and v < 0.5:
        n.w('SBIRT NOTE - ', L.team(), '\n')
        blocks.header(n, c, style='us')
        n.w('Date of service: ', c.d(c.today), '   Location: ', HOS(c.ward), ', ', HOS(c.hosp), '\n\n')
        n.w('S: AUDIT %d/40 (zone %s). Pt reports ' % (aud, 'IV' if aud > 19 else 'III' if aud > 15 else 'II'),
            dq, '/day, ~', str(units), ' drinks/day, 6-7 days/wk. Started drinking at ', AG(c.start_age), '.\n')
        n.w('BI: reviewed results, linked to ', rng.choice(['elevated LFTs', 'fall', 'pancreatitis', 'GI bleed']),
            '. Pt works as a ', PRO(c.job), ' and is worried about ', _matters(rng, c), '. ')
        n.w('Readiness ruler importance %d/10, confidence %d/10. Pt chose goal: %s.\n' %
            (rng.randint(3, 10), rng.randint(2, 9), rng.choice(GOALS)))
        n.w('RT: referral placed to ', HOS(c.service), ', intake ', c.d(c.days(rng.randint(3, 14))),
            ' %d:%02d %s. Naltrexone discussed.\n' % (rng.randint(8, 4 + 8), rng.choice([0, 15, 30, 45]), rng.choice(['AM', 'PM'])))
        n.w('Total time: %d minutes. CPT %s. ICD-10-CM F10.%s.\n' % (rng.randint(15, 40), rng.choice(['99408', '99409']),
                                                                      rng.choice(['10', '20', '239', '231'])))
        n.w('Insurance: ', c.plan, ' ID ', HPN(c.hplan), '\n')
        n.w('\n', c.dr(c.act), ', ', c.act.cred, '\n')
        blocks.footer(n, c)
        return
    if v < 0.75:
        n.w(rng.choice(['ALCOHOL BRIEF INTERVENTION (IBA)', 'Brief Intervention - FRAMES',
                        'Identification and Brief Advice record', 'Extended Brief Intervention']), ' - ', L.team(), '\n')
        n.w('Date: ', c.d(c.today), '   Seen on: ', HOS(c.ward), ', ', HOS(c.hosp), '\n')
        blocks.header(n, c, style=rng.choice(['line', 'fields']), ward=False)
        n.w('Seen by: ', c.dr(c.act), rng.choice(['', ' with student nurse', ' and ' + c.worker.role]), '\n')
        if chance(rng, 0.4):
            n.w('Also present: ', c.nok_rel, ' ', c.fam(), '\n')
        n.w('\nScreening: AUDIT %d/40 (%s)\n' % (aud, 'possible dependence' if aud >= 20 else
                                                 'higher risk' if aud >= 16 else 'increasing risk'))
        n.w('F - Feedback: discussed AUDIT score and bloods (', clinical.labs(rng, c, short=True), ').\n')
        n.w('R - Responsibility: ', c.he(), ' accepts ', rng.choice(['drinking is a problem', 'needs to cut down',
                                                                   'the fall was drink-related']), '.\n')
        n.w('A - Advice: ', rng.choice(['low-risk guidelines (14 units/wk, spread over 3+ days)',
                                        'no more than 10 standard drinks a week, no more than 4 on any day',
                                        'do not stop suddenly at home - risk of seizures']), '.\n')
        n.w('M - Menu: self-help booklet; self-referral to ', HOS(c.service), ' on ', PHO(L.phone(rng, mobile=False)))
        if chance(rng, 0.5):
            n.w(' or online ', URL(rng.choice(['www.', 'https://']) + c.service_slug + '.example.org/self-referral'))
        n.w('; mutual aid (AA) groups.\n')
        n.w('E - Empathy: ', rng.choice(['reflective listening; ambivalence explored', 'acknowledged stress at work',
                                         'non-judgemental, explored pros/cons']), '.\n')
        n.w('S - Self-efficacy: has cut down before (', DT(c.yr(1, 8)), '). What matters: ',
            _matters(rng, c), '.\n')
        n.w('\nGoal agreed: ', rng.choice(GOALS), '.\n')
        n.w('Social: works as a ', PRO(c.job), ' at ', ORG(c.employer), '.')
        if chance(rng, 0.3):
            blocks.origin_line(n, c, ' Originally from ')
        if c.kids:
            n.w(' Children: ')
            for i, k in enumerate(c.kids):
                n.w(FM(k.first), ' (', AG(c.kid_ages[i]), ')', ', ' if i < len(c.kids) - 1 else '.')
        n.w('\nFollow-up: phone call ', c.d(c.days(rng.randint(7, 28))), ' to ', PHO(c.phone), '.\n')
        n.w('\n')
        blocks.staff_sig(n, c, c.act, bleep=chance(rng, 0.5))
        blocks.footer(n, c)
        return
    # narrative, informal
    n.w(rng.choice(['ACT review - brief intervention', 'Alcohol liaison note', 'BI note', 'D&A review']), '  ', c.d(c.today), ' ',
        '%02d%02d' % (rng.randint(8, 18), rng.randint(0, 59)), '\n')
    n.w('Saw ', c.pname(), ' (', AG(c.age), c.sex_short(), ') on ', HOS(c.ward), ' bed ', LOC(c.bed), '. ')
    if chance(rng, 0.35):
        n.w(rng.choice(['Relapsed over ', 'Drinking escalated after ', 'Was dry until ']), c.holiday(), '. ')
    if chance(rng, 0.5):
        n.w(c.his().capitalize(), ' ', c.nok_rel, ' ', c.fam(), ' was visiting and stayed with consent. ')
    n.w('Drinking ', dq, ' most days, ')
    if chance(rng, 0.3):
        n.w('worse since divorce in ', DT(c.yr(1, 4)))
    else:
        n.w(rng.choice(['more since being laid off', 'steady for years', 'mostly at home alone', 'after shifts']))
    n.w('. Works as a ', PRO(c.job), ' - ')
    if chance(rng, 0.25):
        n.w('boss at ', ORG(c.employer), ' unaware. ')
    else:
        n.w(rng.choice(['still working', 'off sick', 'on a final warning']), '. ')
    n.w('Talked through what the bloods mean (', clinical.labs(rng, c, short=True), ') and ', c.he(),
        ' was quite shocked. ')
    n.w('Wants to ', rng.choice(GOALS), ' - says it matters for ', _matters(rng, c), '. ')
    if chance(rng, 0.5):
        k = c.nok if not c.kids else c.kids[0]
        n.w('Big motivator is ', FM(k.first), "'s ", rng.choice(['wedding', 'graduation', '18th', 'christening']), ' in ',
            DT('%s %d' % (rng.choice(['June', 'August', 'September', 'December', 'April']), c.today.year + 1)), '. ')
    n.w(clinical.hardneg(rng, c, 1), ' ')
    n.w('Leaflet given, ', HOS(c.service), ' number given (', PHO(L.phone(rng, mobile=False)), '). ')
    n.w('Happy for ', L.gp_word(), ' ', c.dr(c.gp), ' to be updated.\n')
    n.w(rng.choice(['- ', '', 'Signed ']), DR(c.act.first if chance(rng, 0.4) else c.act.full()), ' ', L.team_abbr(), '\n')
    blocks.footer(n, c)


def thiamine_check(rng, c, n):
    L = c.L
    uk = L.group in ('uk', 'ire')
    n.w(rng.choice(['PHARMACY CLINICAL CHECK - %s', 'Pharmacist screen: %s prescription', '%s - prescription verification']) %
        ('PABRINEX' if uk else 'PARENTERAL THIAMINE'), '\n')
    n.w(HOS(c.hosp), ' Pharmacy', rng.choice(['', ' Department', ' - Medicines Information']), '\n')
    blocks.header(n, c, style=rng.choice(['fields', 'line', 'box']), ward=False)
    n.w('Ward: ', HOS(c.ward), '  Bed ', LOC(c.bed), '   Wt %d kg   eGFR %s   Allergies: %s\n' %
        (rng.randint(45, 120), rng.choice(['>90', '64', '48', '>60', '82']),
         rng.choice(['NKDA', 'nil known', 'penicillin', 'trimethoprim (rash)'])))
    ind = rng.choice(['suspected Wernicke\'s encephalopathy', 'prophylaxis - high risk (malnourished, withdrawal)',
                      'treatment - confusion + ataxia', 'prophylaxis - uncomplicated withdrawal', 'refeeding risk'])
    treat = 'treatment' in ind or 'suspected' in ind
    when = c.adm
    n.w('\nIndication: ', ind, '\n')
    if uk:
        dose = '2 pairs TDS' if treat else '1 pair OD'
        n.w('Prescribed: Pabrinex IV High Potency No.1 + No.2, %s for %s days, in 100 mL NaCl 0.9%% over 30 min\n' %
            (dose, rng.choice(['3', '5', '3-5'])))
    else:
        dose = '500 mg IV TDS' if treat else '%d mg IV %s' % (rng.choice([100, 300]), rng.choice(['daily', 'TDS']))
        n.w('Prescribed: thiamine %s x %s days, then 100 mg PO TDS\n' % (dose, rng.choice(['3', '5'])))
    n.w('Prescriber: ', c.dr(c.jr), ', ', L.licence_label('doc'), ' ', LIC(L.clinician_licence(rng, 'doc')), '  on ',
        c.d(when), ' %02d:%02d\n' % (rng.randint(0, 23), rng.randint(0, 59)))
    n.w('Order no.: ', IDN(rng.choice(['RX', 'ORD', 'EP']) + digits(rng, 8)), '\n\nCheck:\n')
    mg = rng.randint(42, 95) / 100.0
    checks = ['dose appropriate for indication', 'route/diluent/rate correct', 'given BEFORE any IV glucose',
              'oral thiamine charted to follow', 'Mg checked (Mg %.2f)' % mg,
              'anaphylaxis facilities available (rare)', 'duplicate vitamin B therapy removed']
    prn = chance(rng, 0.15)
    for i, ch in enumerate(checks):
        flag = 'x'
        if (i == 4 and mg < 0.7) or (i == 0 and prn):
            flag = '!'
        elif i == 6 and chance(rng, 0.3):
            flag = 'n/a'
        n.w('  [%s] %s\n' % (flag, ch))
    if prn:
        com = 'Prescribed as PRN in error - amended to regular after discussion with prescriber.'
    elif mg < 0.7:
        com = 'Mg low - suggested IV magnesium sulfate 20 mmol over 4h; thiamine less effective if hypomagnesaemic.'
    else:
        com = rng.choice(['Regime appropriate. Oral vitamin B compound strong withheld while on IV.', 'No issues.',
                          'Regime appropriate; counselled patient on purpose of injections.'])
    n.w('\nComment: ', com)
    if chance(rng, 0.4):
        n.w(' Counselled ', c.ptitle(), ' re ', rng.choice(['reason for injections', 'oral thiamine after discharge',
                                                             'signs of an allergic reaction']), '.')
    n.w('\n')
    if chance(rng, 0.55):
        n.w('Batch %s%s%s  Exp %02d/%d  (stock - not patient specific)\n' % (digits(rng, 1), letters(rng, 1) + digits(rng, 3),
                                                                           letters(rng, 1), rng.randint(1, 12),
                                                                           c.today.year + rng.randint(1, 3)))
    n.w('\nAdministration record:\n')
    d = when
    times = ['08:00', '14:00', '22:00'] if ('TDS' in dose or 'pairs' in dose) else ['10:00']
    k = rng.randrange(len(times))
    inis = [c.nurse.initials(), c.nurse2.initials()]
    full = chance(rng, 0.4)
    for i in range(rng.randint(3, 7)):
        n.w('  ', c.d(d) if full else c.dshort(d), '  %s  %s  ' % (times[k], rng.choice(
            ['given', 'given', 'given', 'given', 'omitted - IV access lost', 'given (late)', 'omitted - patient refused'])),
            DR(rng.choice(inis)), '\n')
        k += 1
        if k == len(times):
            k = 0
            d = d + _dt.timedelta(days=1)
    n.w('\nPharmacist: ')
    blocks.staff_sig(n, c, c.pharm, lic=True, kind='pharm', bleep=chance(rng, 0.4))
    if chance(rng, 0.5):
        n.w('Intervention logged: ', IDN('PI-%d-%s' % (c.today.year, digits(rng, 5))), '\n')
    blocks.footer(n, c)


def fibroscan(rng, c, n):
    L = c.L
    lsm, cap, iqr, valid = clinical.fibro(rng)
    outreach = chance(rng, 0.45)
    n.w(rng.choice(['COMMUNITY LIVER CLINIC - TRANSIENT ELASTOGRAPHY REPORT', 'FibroScan Report', 'Liver Outreach Clinic Record',
                    'Hepatology - Fibrosis Assessment']), '\n')
    if outreach:
        n.w('Site: liver outreach session at ', rng.choice([[LOC(c.hostel)], [HOS(c.service)], [HOS(c.practice)]]))
        if chance(rng, 0.5):
            n.w(', ', STR(c.L.street(rng)), ', ', CTY(c.city))
        n.w('\n')
    else:
        n.w('Site: ', HOS(c.hosp), ' - ', rng.choice(['Liver Unit', 'Hepatology OPD', 'Endoscopy suite', 'outpatients']), '\n')
    n.w('Date of exam: ', c.d(c.today), '   Referral from: ', rng.choice([L.team_abbr(), L.gp_word(), 'community alcohol service',
                                                                     'self (outreach)', 'hepatology']), '\n')
    blocks.header(n, c, style=rng.choice(['fields', 'line', 'box']), ward=False)
    n.w('\nOperator: ')
    op = c.act if chance(rng, 0.5) else c.nurse
    n.w(c.dr(op), '\n')
    model = rng.choice(['FibroScan 530 Compact', 'FibroScan 502 Touch', 'FibroScan Mini+ 430', 'FibroScan 630 Expert'])
    n.w('Device: ', model, '   SN ', DEV(rng.choice(['F', 'FS', '']) + digits(rng, 5)),
        '   Probe: %s' % rng.choice(['M', 'XL', 'M+', 'XL+']))
    if chance(rng, 0.35):
        n.w(' (probe s/n ', DEV('P' + digits(rng, 6)), ')')
    n.w('\nFasting: %s h    BMI %.1f    Skin-capsule distance %d mm\n' % (rng.choice(['3', '4', '>3', '2 (not ideal)']),
                                                                       rng.randint(170, 410) / 10.0, rng.randint(12, 34)))
    n.w('\n%-28s %s\n' % ('Valid measurements', '%d/%d' % (valid, valid + rng.randint(0, 3))))
    n.w('%-28s %d%%\n' % ('IQR/median', iqr))
    n.w('%-28s %.1f kPa\n' % ('LSM (median)', lsm))
    n.w('%-28s %d dB/m\n' % ('CAP', cap))
    n.w('\nInterpretation: ', clinical.fibro_interp(lsm), '.')
    if iqr > 30 and lsm > 7.1:
        n.w(' IQR/M >30% - reliability reduced.')
    n.w(' CAP %d dB/m - %s.\n' % (cap, 'significant steatosis' if cap > 280 else 'mild/no steatosis'))
    n.w('Bloods: ', clinical.labs(rng, c), '. FIB-4 %.2f. %s\n' % (rng.randint(80, 520) / 100.0,
                                                                  rng.choice(['ELF %.1f.' % (rng.randint(85, 125) / 10.0), '',
                                                                              clinical.liver_scores(rng, c) + '.'])))
    dq, units, uw = clinical.drinks(rng, c)
    r = rng.random()
    if r < 0.25:
        n.w('Alcohol: abstinent since ', c.dalt(c.days(-rng.randint(20, 300))), ' (previously ', dq, '/day)')
    elif r < 0.45:
        n.w('Alcohol: cut down since ', c.dalt(c.days(-rng.randint(20, 300))), ', now ', dq, ' (~', str(units), ' ', uw, '/day)')
    else:
        n.w('Alcohol: currently ', dq, ' (~', str(units), ' ', uw, '/day)')
    n.w('. AUDIT-C %d.\n' % rng.randint(3, 12))
    n.w(clinical.hardneg(rng, c, 1), '\n')
    n.w('\nPlan:\n')
    if lsm >= 15:
        n.w(' - Refer hepatology clinic, ', HOS(c.hosp if outreach else c.hosp2), '\n')
        n.w(' - 6-monthly US for HCC surveillance; %s per Baveno VII unless Plt >150\n' % ('EGD' if L.nam else 'OGD'))
    elif lsm >= 8:
        n.w(' - Repeat FibroScan after 3 months abstinence - provisional ', c.d(c.days(rng.randint(84, 120))), '\n')
    else:
        n.w(' - Reassured; re-scan in 2-3 years if still drinking\n')
    n.w(' - Continue with ', HOS(c.service), rng.choice([', keyworker ', ' - ']), c.dr(c.worker), '\n')
    n.w(' - Results explained to ', c.ptitle() if chance(rng, 0.6) else c.pname(allow_title=False), '; given printout and ', rng.choice(['liver leaflet', 'liver health leaflet',
                                                                         'LFT/alcohol advice']), '\n')
    if chance(rng, 0.6):
        n.w('\ncc: ', c.dr(c.gp), ', ', HOS(c.practice), '  (fax ', FAX(c.gp_fax), ')\n')
    if chance(rng, 0.5):
        n.w('\nDictated by: ', c.dr(c.cons), '   Typed by: ', DR(rng.choice(['jk', 'mw', 'sb', 'ar', 'lh', 'tc', 'kp'])),
            '   D: ', c.dshort(c.today), '  T: ', c.dshort(c.days(rng.randint(1, 6))), '\n')
    n.w('Exam ref: ', IDN('TE' + digits(rng, 7)), '\n')
    blocks.footer(n, c)
