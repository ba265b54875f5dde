"""Genres: COPD self-management / rescue pack plan, asthma annual review, pulmonary rehab assessment."""
from doc import P
import fmt
import clin
import common
from common import hhmm

EMERG = {'UK': '999', 'IE': '112 or 999', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}


def rescue_plan(d, cx, r):
    V = cx.V()
    d.line(r.choice(['MY COPD SELF-MANAGEMENT PLAN', 'COPD Self-Management Plan and Rescue Pack Record',
                     'COPD Action Plan', 'My Lung Health Plan - COPD']))
    if r.random() < 0.5:
        d.line('{trust} - Community Respiratory Team', V)
    d.add('\n')
    d.line('Name: {ptfull}          Date of birth: {dob}', V)
    d.line('{idline}', V)
    d.line('Address: {addr}', V)
    d.line('My ' + cx.gp_word + ': {gpfull}, {practice} - tel {prac_tel}', V)
    d.line('My respiratory nurse: {rns_full} - ' + r.choice(['{team_tel}', '{team_tel} / {team_email}', 'mobile {rns_tel}']),
           dict(V, rns_tel=lambda: P(cx.team['rns'].phone, 'PHONE')))
    d.line('Next of kin: {sp} (' + cx.spouse_rel + ') - {mob}' if r.random() < 0.6 else 'Next of kin: {ch_full} (' + cx.child_rel + ') - {ch_tel}', V)
    V['rv'] = lambda: cx.rel(r.randint(150, 370))
    d.line('Plan agreed: {today}      Review due: {rv}', V)
    d.add('\n')
    sp = clin.spiro(r)
    d.line('WHAT IS NORMAL FOR ME')
    d.line('- Breathlessness: MRC %d. I can %s.' % (r.randint(2, 5), r.choice(['walk to the shop and back', 'manage the stairs slowly',
                                                                               'get washed and dressed with rests', 'walk the dog around the block'])))
    d.line('- Sputum: ' + r.choice(['small amount, white/clear in the mornings', 'none usually', 'grey, about a teaspoon a day']) + '.')
    d.line('- Oxygen levels: usually %d-%d%% on %s. FEV1 %s L (%s%% predicted).' % (
        r.randint(86, 92), r.randint(93, 96), r.choice(['air', '2 L oxygen']), sp['fev1'], sp['fev1p']))
    d.add('\n')
    d.line('GREEN - GOOD DAY')
    d.line('  ' + clin.maint(r, cx.c) + ' - every day, even when well.')
    d.line('  ' + clin.saba(r, cx.c) + ' - 2 puffs when breathless (use spacer).')
    if r.random() < 0.5:
        d.line('  ' + r.choice(clin.OTHER_MEDS[:5]) + '.')
    d.line('  Keep active, pacing, breathing control; pulmonary rehab at {venue}.', V)
    d.add('\n')
    d.line('AMBER - FLARE-UP (2 or more of: more breathless, more sputum, change in sputum colour)')
    d.line('  Start my rescue pack: ' + clin.rescue_meds(r) + '.')
    d.line('  Tell the team within 24 hours: ' + r.choice(['{team_tel}', '{team_tel} or e-mail {team_email}', '{team_tel} (answerphone)']) + '.', V)
    d.line('  If not improving after 48 hours contact {gp} / ' + cx.gp_word + ' surgery.', V)
    d.add('\n')
    d.line('RED - EMERGENCY: very breathless at rest, chest pain, confused or drowsy, lips blue -> call ' + EMERG[cx.c] + '.')
    d.add('\n')
    d.line('RESCUE PACKS')
    d.line('%-14s| %-28s| %-14s| %s' % ('Issued', 'Items', 'Started', 'Team told'))
    n = r.randint(1, 4)
    base = fmt.add_days(cx.today, -r.randint(200, 400))
    for i in range(n):
        iss = fmt.add_days(base, i * r.randint(40, 90))
        d.w('', V)
        txt = fmt.fmt_date(iss, cx.style)
        d.phi(txt, 'DATE')
        d.add(' ' * max(1, 14 - len(txt)) + '| %-28s| ' % r.choice(['pred 30mg x5 + doxy', 'pred 40mg x5 + amox', 'pred + clarith',
                                                                  'pred only (steroid)']))
        if r.random() < 0.75 and i < n - 1:
            st = fmt.fmt_date(fmt.add_days(iss, r.randint(5, 60)), cx.style)
            d.phi(st, 'DATE')
            d.add(' ' * max(1, 14 - len(st)) + '| ' + r.choice(['yes (phone)', 'yes - {rns}', 'no', 'GP told']).replace('{rns}', ''))
            if d.parts[-1].endswith('- '):
                d.put(cx.team['rns'].ref())
        else:
            d.add('%-14s| -' % 'not used')
        d.add('\n')
    d.add('\n')
    if r.random() < 0.6:
        d.line('My plan online: {url}', dict(V, url=lambda: P(fmt.url(r, 'plan'), 'URL')))
    if r.random() < 0.5:
        d.line('Collect repeat rescue packs from: {pharmacy}' + r.choice(['', ' (locker - biometric release ID {bio})']) + '.',
               dict(V, bio=lambda: P('BX-%s' % fmt.digits(r, 6), 'BIOID')))
    d.add('\n')
    d.line('Patient signature: {ptfull}     Date: {today}', V)
    d.put(['Clinician: ', cx.team['rns'].full(), ', ', cx.team['rns'].cred or 'RN'])
    d.add('\n')
    if r.random() < 0.4:
        d.put(['  ', cx.team['rns'].lic_label, ' ', P(cx.team['rns'].lic, 'LICENSE')])
        d.add('\n')


def asthma_review(d, cx, r):
    V = cx.V()
    role = r.choice(['rns', 'cns', 'pharm', 'rrt' if cx.c in ('CA', 'US') else 'rns'])
    common.header(d, cx, V, r.choice(['Asthma Annual Review', 'Asthma review (annual)', 'ASTHMA REVIEW', 'Asthma Clinic - Annual Review']),
                  role=role, mode=r.choice(['Clinic', 'Clinic', 'Telephone', 'Video']))
    d.line('RCP 3 questions: night waking ' + r.choice(['yes', 'no']) + '; usual symptoms in day ' + r.choice(['yes', 'no']) +
           '; interfered with usual activities ' + r.choice(['yes', 'no']) + '.')
    d.line(clin.scores(r, True) + '. ' + r.choice(['Well controlled.', 'Partly controlled.', 'Poorly controlled.']))
    d.add('\n')
    y1 = fmt.add_days(cx.today, -r.randint(30, 150))
    y2 = fmt.add_days(cx.today, -r.randint(160, 340))
    V['e1'] = lambda: cx.D(y1, r.choice([cx.style, 'mon_y', 'month_y']))
    V['e2'] = lambda: cx.D(y2, r.choice([cx.style, 'mon_y']))
    d.line('Exacerbations (12 months): ' + r.choice([
        'none.', 'one course of oral steroids ({e1}).', 'two courses of prednisolone ({e1} and {e2}); ED attendance at {hosp} {e1}.',
        'admitted {hosp} {e1} (HDU 24h).']), V)
    d.line('SABA: %d canisters in last 12 months. ' % r.randint(0, 14) + 'Maintenance: ' + clin.maint(r, cx.c, True) + ' ' +
           r.choice(['1 puff BD', '2 puffs BD', 'MART 1 puff PRN + BD', '1 inhalation OD']) + '.')
    d.line('Technique: ' + r.choice(['good', 'minor error (not holding breath) - corrected', 'poor, needs spacer', 'good with ' +
                                     r.choice(clin.SPACERS)]) + '.')
    d.line(('PEF today %d L/min' + r.choice([' (Mini-Wright)', ' (own Mini-Wright meter)', '']) + ', best %d L/min (%d%%). FeNO %d ppb. Eos %.2f. ') % (
        r.randint(280, 560), r.randint(400, 650), r.randint(60, 100), r.randint(8, 110), r.uniform(0.1, 1.1)) +
        r.choice(['', 'IgE %d kU/L.' % r.randint(20, 900), 'Aspergillus IgE neg.']))
    d.add('\n')
    d.line('Triggers / occupation:')
    occ = [
        'Works as {a_occ} at {employer}' + r.choice(['; symptoms better at weekends and on holiday - occupational asthma screen, serial PEF started.',
                                                    '; no workplace trigger identified.', ', mainly nights.']),
        'Triggers: ' + ', '.join(r.sample(['cat', 'dog', 'pollen (hay fever)', 'cold air', 'exercise', 'house dust mite', 'smoke',
                                           'viral colds', 'NSAIDs', 'perfume', 'damp/mould at home'], 3)) + '.',
        '{sp_rel} {sp} is {a_fam_occ}; ' + r.choice(['smokes outside.', 'non-smoker.']),
        'Children aged {k1} and {k2} - ' + r.choice(['younger one also has eczema.', 'both well.', 'eldest has asthma too.']),
        'Missed %d days of work with asthma this year.' % r.randint(0, 20),
        'Studying at {employer} (part-time).',
        'Moved from {origin} in {yr}; asthma since childhood (dx age {dxage}).',
    ]
    V['k1'] = lambda: P(str(r.randint(1, 9)), 'AGE')
    V['k2'] = lambda: P(str(r.randint(10, 17)), 'AGE')
    V['origin'] = lambda: common.place_of_origin(r)
    V['yr'] = lambda: P(str(r.randint(1995, cx.today.year - 1)), 'DATE')
    V['dxage'] = lambda: P(str(r.randint(2, 16)), 'AGE')
    for s in r.sample(occ, r.randint(2, 4)):
        d.line('- ' + s, V)
    d.put(['Smoking: '] + clin.smoking(r, cx, asthma=True))
    d.add('\n')
    V['flu'] = lambda: cx.D(fmt.add_days(cx.today, -r.randint(20, 200)), r.choice([cx.style, 'mon_y']))
    d.line('Vaccines: influenza {flu}; COVID booster ' + r.choice(['up to date', 'declined', 'due']) + '.', V)
    d.add('\n')
    d.line(r.choice(['Plan:', 'Management:', 'Summary & plan:']))
    V['url'] = lambda: P(fmt.url(r, 'plan'), 'URL')
    V['nxt'] = lambda: cx.rel(r.randint(300, 380))
    V['sr'] = lambda: cx.rel(r.randint(28, 90))
    plan = [
        'Personal asthma action plan updated and given; copy at {url}.',
        'Step up to ' + clin.maint(r, cx.c, True) + ' - review {sr}.',
        'Referred to severe asthma clinic at {hosp} (' + r.choice(['{cons}', 'Dr on call']) + ') - possible biologic.',
        'Serial PEF 4x/day for 4 weeks incl. time off work; OASYS chart given.',
        'Discussed SABA over-reliance; aim <3 canisters/yr.',
        'Fit note / letter for {employer} re: workplace exposure (with consent).',
        'Next annual review {nxt}.',
        'Treatment per ' + r.choice(['BTS/SIGN/NICE 2024', 'GINA 2023 Track 1', 'NAEPP 2020 update', 'NACA handbook', 'Asthma NZ guidance']) + '.',
        'Results texted to {mob}.',
    ]
    for s in r.sample(plan, r.randint(3, 5)):
        d.line('* ' + s, V)
    d.add('\n')
    common.signoff(d, cx, V, role)


def rehab(d, cx, r):
    V = cx.V()
    role = r.choice(['physio', 'physio', 'ot', 'rns'])
    common.header(d, cx, V, r.choice(['Pulmonary Rehabilitation - Initial Assessment', 'Pulmonary Rehab Assessment',
                                      'PR ASSESSMENT', 'Pulmonary Rehabilitation Programme - Baseline Assessment']), role=role,
                  mode=r.choice(['Clinic', 'Home visit']))
    V['refd'] = lambda: cx.rel(-r.randint(14, 120))
    d.line('Referral: {gp} ({practice}), received {refd}. Diagnosis: ' + r.choice(['COPD', 'COPD + bronchiectasis', 'asthma-COPD overlap',
                                                                                  'post-COVID breathlessness', 'ILD (IPF)']) + '.', V)
    d.line('Previous PR: ' + r.choice(['none', 'completed {prev}', 'dropped out {prev} (transport)']) + '.',
           dict(V, prev=lambda: P(str(r.randint(cx.today.year - 8, cx.today.year - 1)), 'DATE')))
    d.add('\n')
    d.line('Baseline measures')
    d.line('  ' + clin.scores(r) + '. CRQ-SAS dyspnoea %.1f. HADS A%d D%d.' % (r.uniform(1.5, 6), r.randint(2, 16), r.randint(2, 16)))
    test = r.choice(['ISWT', '6MWT'])
    dist = r.randint(60, 420)
    d.line('  %s: %d m (%s). ' % (test, dist, r.choice(['stopped - breathless', 'completed', 'stopped - leg fatigue', 'stopped - knee pain'])) +
           'SpO2 %d%% -> %d%%, HR %d -> %d, Borg %d -> %d.' % (r.randint(90, 97), r.randint(80, 92), r.randint(60, 90), r.randint(95, 135),
                                                               r.randint(0, 2), r.randint(3, 8)))
    d.line('  Grip %d kg. Sit-to-stand (1 min) %d reps. Frailty: Rockwood CFS %d.' % (r.randint(12, 40), r.randint(6, 25), r.randint(3, 6)))
    d.add('\n')
    d.line('Goals (patient words):')
    V['lm'] = lambda: common.landmark(r)
    V['gk1'] = lambda: P(str(r.randint(3, 9)), 'AGE')
    V['gk2'] = lambda: P(str(r.randint(10, 16)), 'AGE')
    V['trip'] = lambda: common.place_of_origin(r)
    V['wed'] = lambda: cx.D(fmt.add_days(cx.today, r.randint(60, 200)), r.choice(['month', 'month_y', cx.style]))
    goals = ['"walk to the {lm} without stopping"', '"play football with my grandsons" (aged {gk1} and {gk2})',
             '"get back to {social}"', '"go to my granddaughter\'s wedding in {wed}"', '"visit family in {trip}"',
             '"do my own shopping"', '"get up the stairs to bed"', '"walk the dog again"']
    for s in r.sample(goals, r.randint(2, 3)):
        d.line('  - ' + s, V)
    d.add('\n')
    d.line('Social / transport:')
    soc = [
        'Lives with {sp_rel} {sp}. ' + r.choice(['Retired {occ}.', 'Former {occ}; still does some work for {employer}.', 'Ex-{occ}.']),
        r.choice(['Drives own car (reg {plate}), blue badge {bb}.', '{sp_rel} will drive - car reg {plate}.',
                  'No car - community transport booked (tel {ct}).', 'Gets the bus; 10 min walk to stop.']),
        'Works part-time as {a_occ} at {employer}.',
        'Main carer for {sp_rel} {sp_first} who has dementia.',
    ]
    V['bb'] = lambda: P(fmt.letters(r, 2) + fmt.digits(r, 7) if r.random() < 0.5 else fmt.digits(r, 9), 'LICENSE')
    V['ct'] = lambda: P(fmt.phone(r, cx.c), 'PHONE')
    for s in r.sample(soc, r.randint(2, 3)):
        d.line('  ' + s, V)
    d.add('\n')
    start = fmt.add_days(cx.today, r.randint(7, 35))
    V['start'] = lambda: cx.D(start)
    V['end'] = lambda: cx.D(fmt.add_days(start, 7 * r.choice([6, 8]) - 3))
    V['url'] = lambda: P(fmt.url(r, 'rehab'), 'URL')
    k = r.random()
    if k < 0.6:
        d.line('Outcome: suitable. Booked ' + r.choice(['twice weekly', '2x/week', 'twice a week, mornings,']) + ' at {venue}, ' +
               '{start} to {end}.', V)
    elif k < 0.85:
        d.line('Outcome: home-based PR (declined group). Programme at {url}; weekly phone calls from {physio}.', V)
    else:
        d.line('Outcome: not suitable at present (' + r.choice(['unstable angina', 'recent exacerbation', 'awaiting knee surgery']) +
               '). Re-refer when stable; {gp} informed.', V)
    d.line('Precautions: ' + r.choice(['ambulatory O2 at 2 L/min during exercise', 'GTN spray to bring', 'none',
                                       'check BMs pre-exercise (T2DM)', 'AAA under surveillance - no heavy resistance']) + '.')
    d.add('\n')
    common.signoff(d, cx, V, role)
