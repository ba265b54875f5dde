"""Genres: community respiratory home visit, early supported discharge, telephone triage."""
from doc import P
import fmt
import clin
import common
from common import hhmm


def _soc(d, cx, V, r, n=3):
    house = r.choice(['2-bed terrace (stairs, bed upstairs)', 'ground floor flat', 'bungalow', 'first floor flat, no lift',
                      'semi with stairlift', 'council flat, 3rd floor (lift often broken)', 'farmhouse',
                      'sheltered accommodation with warden', 'weatherboard house', 'mobile home'])
    opts = [
        ('Lives alone in ' + house + '; {ch_rel} {ch} visits most days and does shopping (mob {ch_tel}).') if cx.alone else
        ('Lives with ' + r.choice(['{sp_rel} {sp}', '{sp} ({sp_rel})']) + ' in ' + house + '.'),
        'Package of care: {agency} x' + str(r.randint(1, 4)) + ' daily - carer {carer} present at visit.',
        'Previously worked as {a_occ}' + r.choice([' at {employer}', ' for {employer}', '']) + ' for ' +
        str(r.randint(5, 40)) + ' years' + r.choice(['.', ' (dust/fume exposure).', ', retired at {age2}.']),
        ('Widowed; late {sp_rel} {sp_first} died ' + r.choice(['{lastout}', 'two years ago']) + '.') if cx.alone else
        '{sp_rel} {sp} is a retired {fam_occ} and main carer; struggling, carer assessment offered.',
        'Goes to {social} when well - not been since {lastout}.',
        'Originally from {origin}, moved here in {arrived}. ' + r.choice(['Interpreter not needed.', 'Prefers {ch_rel} to interpret.']),
        'Directions: ' + r.choice(['blue door opposite the {lm}', 'flat above the shops, behind {lm}', 'end house past {lm}']) +
        '. Key safe in place (code on file).',
        'NOK: {ch_rel} {ch_full}, {ch_tel}.',
    ]
    V['age2'] = lambda: P(str(r.randint(55, 67)), 'AGE')
    V['lastout'] = lambda: cx.D(fmt.add_days(cx.today, -r.randint(40, 300)), r.choice(['month_y', 'mon_y', 'month']))
    V['origin'] = lambda: common.place_of_origin(r)
    V['arrived'] = lambda: P(str(r.randint(1958, 2012)), 'DATE')
    V['lm'] = lambda: common.landmark(r)
    for s in r.sample(opts, n):
        d.w(s + ' ', V)
    d.add('\n')


def home_visit(d, cx, r):
    V = cx.V()
    role = r.choice(['rns', 'rns', 'cns', 'physio', 'rrt' if cx.c in ('US', 'CA') else 'rns'])
    reason = r.choice(['Post-exacerbation review', 'New referral - increasing SOB', 'Routine 6-monthly COPD review',
                       'Nebuliser assessment', 'Review after rescue pack started', 'Palliative/symptom control review',
                       'Post-discharge check', 'Follow-up re: weight loss and breathlessness'])
    common.header(d, cx, V, r.choice(['Home Visit', 'Home Visit Record', 'Community Respiratory Home Visit',
                                      'Domiciliary visit']), role=role, mode='Home visit')
    V['refd'] = lambda: cx.rel(-r.randint(5, 40))
    d.line('Reason for visit: ' + reason + r.choice([' (referred by {gp}, {refd})', '', ' - ref rec\'d {refd}']), V)
    d.add('\n')
    d.line(r.choice(['S:', 'Subjective:', 'HISTORY']))
    V['saba'] = clin.saba(r, cx.c)
    V['mnt'] = clin.maint(r, cx.c)
    lastex = fmt.add_days(cx.today, -r.randint(14, 200))
    adm1 = fmt.add_days(lastex, -r.randint(30, 90))
    V['lastex'] = lambda: cx.D(lastex, r.choice([cx.style, cx.style, r.choice(fmt.SHORT_STYLES[cx.c])]))
    V['adm1'] = lambda: cx.D(adm1)
    V['adm2'] = lambda: cx.D(fmt.add_days(adm1, r.randint(2, 9)))
    sx = [
        '{pt} reports increased breathlessness over the last ' + r.choice(['3 days', 'week', '2/52', '5/7']) +
        ', sputum changed from white to ' + r.choice(['yellow', 'green', 'yellow-green']) + ', volume up. No fever. Using {saba} ' +
        r.choice(['4-6 times a day', 'up to 10 puffs/day', 'most hours']) + '.',
        'Feeling "much better" since ' + r.choice(['discharge', 'finishing the rescue pack', 'the antibiotics']) +
        '. Still sleeping in the chair some nights. Appetite poor, weight down ' + str(r.randint(1, 6)) + ' kg since {lastex}.',
        '{pt} says breathing is "about the same". Walks to the end of the garden and back, stops x' + str(r.randint(1, 4)) +
        '. No chest pain, no haemoptysis. Ankles a bit swollen.',
        '{He} has been more tired, low in mood since ' + r.choice(['Christmas', 'Easter', 'the funeral', 'the winter']) + '. ' +
        ('{ch_rel} {ch} worried {he} is "not eating".' if cx.alone else '{sp_rel} {sp} worried {he} is "not eating".'),
        'Last exacerbation {lastex} - treated with rescue pack, did not need admission. Before that admitted to {hosp} {adm1} to {adm2} with IECOPD.',
        'Coughing more at night, ' + r.choice(['sleeping propped on 4 pillows', 'wakes 2-3 times', 'no orthopnoea']) + '. ' +
        r.choice(['Sputum pot shown - thick, cream coloured.', 'No change in sputum.', 'Occasional streaks of blood - CXR requested.']),
        'Reports using oxygen ' + r.choice(['only at night', 'about 10 h/day rather than 16', 'as prescribed']) + '. ' +
        r.choice(['Nasal soreness from cannula.', 'Tubing trip hazard discussed.', 'No problems with concentrator.']),
    ]
    # holidays become DATE spans
    parts = r.sample(sx, 3)
    for s in parts:
        if 'since Christmas' in s or 'since Easter' in s:
            hol = 'Christmas' if 'Christmas' in s else 'Easter'
            a, b = s.split(hol, 1)
            d.w(a, V)
            d.phi(hol, 'DATE')
            d.w(b + ' ', V)
        else:
            d.w(s + ' ', V)
    d.add('\n')
    d.line('Current inhalers: {mnt}; {saba} PRN' + r.choice(['', ' via ' + r.choice(clin.SPACERS)]) + '.', V)
    d.line('Other meds: ' + ', '.join(clin.meds(r, r.randint(2, 5))) + '.')
    d.line('PMH: COPD (dx ' + '{dxy}' + '), ' + ', '.join(clin.comorbid(r, r.randint(2, 4))) + '.',
           dict(V, dxy=lambda: P(str(r.randint(cx.today.year - 20, cx.today.year - 1)), 'DATE')))
    d.put(clin.smoking(r, cx))
    d.add('\n\n')
    d.line(r.choice(['Social:', 'SH:', 'Social history:']))
    _soc(d, cx, V, r, r.randint(2, 4))
    d.add('\n')
    d.line(r.choice(['O:', 'Examination:', 'On examination:']))
    worse = 'exacerbation' in reason.lower() or 'increasing' in reason or 'rescue' in reason
    d.line(clin.obs(r, worse))
    d.line(clin.chest(r, worse))
    d.line(clin.scores(r) + '. ' + r.choice(['Peak flow not done.', 'PEF %d L/min (best %d).' % (r.randint(110, 300), r.randint(250, 420)),
                                              'Weight %.1f kg (BMI %.1f).' % (r.uniform(42, 110), r.uniform(16, 38))]))
    d.add('\n')
    d.line(r.choice(['A:', 'Impression:', 'Assessment:']))
    d.line(r.choice(['COPD GOLD %d, ' % r.randint(2, 4) + r.choice(['group E', 'group B', 'grade 3']) + '; ',
                     'Severe COPD ', 'Moderate COPD with ']) +
           r.choice(['mild exacerbation, safe to manage at home.', 'stable, recovering well post-admission.',
                     'probable viral exacerbation, no red flags.', 'chronic hypoxia - needs LTOT assessment.',
                     'symptoms poorly controlled; anxiety component.', 'end-stage disease, for symptom management.']))
    d.add('\n')
    d.line(r.choice(['P:', 'Plan:', 'Actions:']))
    V['next'] = lambda: cx.rel(r.randint(2, 28))
    V['next_s'] = lambda: cx.short(fmt.add_days(cx.today, r.randint(2, 14)))
    plan = [
        'Start rescue pack today (' + clin.rescue_meds(r) + ') - sputum sample sent, lab no {labno}.',
        'Inhaler technique checked - see separate review. Demonstrated {saba} with spacer.',
        'Refer to pulmonary rehab (venue {venue}).',
        'Request {gp} to review ' + r.choice(['BP', 'U&E', 'ankle oedema', 'mood', 'bone protection']) + ' - task sent.',
        'Referred for home oxygen assessment - ABG booked at {hosp} resp clinic {next}.',
        'Leaflets given: "Living with COPD", ' + clin.public(r) + ' patient version.',
        'Review again {next_s} (phone) and home visit {next}.',
        'Discussed advance care planning with {pt}' + ('' if cx.alone else ' and {sp_rel} {sp_first}') + '; ReSPECT/goals of care form started.',
        'Safety-netted: call {team_tel} or ' + {'UK': '111/999', 'IE': 'GP OOH/112', 'AU': '000', 'NZ': '111',
                                                  'CA': '911', 'US': '911'}[cx.c] + ' if worse.',
        'Flu + COVID vaccines up to date; pneumococcal given {vacc}.',
    ]
    V['labno'] = lambda: common.idnum(r, 'lab')
    V['vacc'] = lambda: cx.D(fmt.add_days(cx.today, -r.randint(60, 1500)), r.choice([cx.style, 'mon_y', 'y']))
    numbered = r.random() < 0.7
    for i, s in enumerate(r.sample(plan, r.randint(4, 6))):
        d.line((('%d. ' % (i + 1)) if numbered else '- ') + s, V)
    d.add('\n')
    common.signoff(d, cx, V, role)
    if r.random() < 0.5:
        common.team_contacts(d, cx, V)


def esd(d, cx, r):
    V = cx.V()
    role = r.choice(['rns', 'cns', 'physio'])
    los = r.randint(1, 6)
    n = r.randint(2, 4)
    gaps = [r.randint(1, 2) for _ in range(n)]
    dc = fmt.add_days(cx.today, -sum(gaps))
    adm = fmt.add_days(dc, -los)
    V['adm'] = lambda: cx.D(adm)
    V['dc'] = lambda: cx.D(dc)
    V['dc_s'] = lambda: cx.short(dc)
    common.header(d, cx, V, r.choice(['Early Supported Discharge', 'ESD - COPD', 'COPD Early Supported Discharge Scheme',
                                      'Hospital at Home / ESD note']), role=role, mode='Home visit')
    d.line('Admission: {hosp}, {ward}, bed {bed}, {adm}. Discharged {dc} (LOS ' + str(los) + (' day' if los == 1 else ' days') + ') under ESD.', V)
    if r.random() < 0.5:
        d.line('Inpatient consultant: {cons}. Ward contact: ' + r.choice(['{ward}', 'ward clerk']) + ' tel {wardtel}.',
               dict(V, wardtel=lambda: P(fmt.with_ext(r, fmt.phone(r, cx.c)), 'PHONE')))
    d.line('Diagnosis: ' + r.choice(['Infective exacerbation of COPD', 'IECOPD, type 2 RF (NIV x24h)', 'Exacerbation of COPD, CAP excluded',
                                     'AECOPD - viral (RSV +ve)', 'COPD exacerbation + new AF']) + '.')
    d.line('Admission ABG: pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %d. CRP %d. CXR: ' % (
        r.uniform(7.25, 7.42), r.uniform(5.2, 9.4), r.uniform(6.4, 9.8), r.randint(24, 36), r.randint(4, 160)) +
        r.choice(['hyperinflation, no consolidation', 'LLL consolidation', 'no acute change']) + ' (acc {rad}).',
        dict(V, rad=lambda: common.idnum(r, 'rad')))
    d.line('Discharge meds: ' + clin.rescue_meds(r) + ' (day %d of 5); %s; %s.' % (r.randint(2, 5), clin.maint(r, cx.c), clin.saba(r, cx.c)))
    d.add('\n')
    d.line('ESD VISITS')
    day = dc
    who = [role, r.choice(['hca', 'physio', 'ot', 'rns'])]
    for i in range(n):
        day = fmt.add_days(day, gaps[i])
        w = cx.team[who[i % 2]]
        V['vd'] = lambda day=day: cx.D(day, r.choice([cx.style, r.choice(fmt.SHORT_STYLES[cx.c])]))
        V['who'] = w.ref
        d.w('Day %d - {vd} %s ({who}): ' % (i + 1, hhmm(r)), V)
        seg = [
            clin.obs(r, i == 0) + '.',
            r.choice((['Completed steroids.', 'Steroids finished yesterday.'] if i == n - 1 else []) +
                     ['Meds checked against discharge list - correct.', 'Taking meds as prescribed, blister pack from {pharmacy}.',
                      'Missed 2 doses of antibiotic - advised.', 'Nebs QDS via compressor, tolerating.']),
            r.choice(['Mobilising around house with frame.', 'Managed stairs with rest half way.', 'Washed and dressed independently.',
                      'Needed help of {sp_rel} to shower.', 'Sleeping better.', 'Still very fatigued.']),
            r.choice(['{ch_rel} {ch} staying until ' + '{until}' + '.', 'Carers from {agency} restarted.', '',
                      'OT equipment delivered (perching stool, raised toilet seat).', 'Anxious ++ - breathing control practised.']),
        ]
        V['until'] = lambda: cx.D(fmt.add_days(day, r.randint(3, 10)), r.choice(fmt.SHORT_STYLES[cx.c]))
        d.w(' '.join(x for x in seg if x), V)
        d.add('\n')
    d.add('\n')
    d.line(r.choice(['Outcome:', 'Plan / discharge from ESD:']))
    V['fu'] = lambda: cx.rel(r.randint(20, 50))
    out = r.choice([
        'Discharged from ESD {dc2}. Handed over to Community Respiratory Team for follow-up {fu}.',
        'Re-admitted to {hosp} {dc2} with worsening hypercapnia - ESD episode closed.',
        'Continues ESD - next visit {dc2}. Rescue pack to be replaced.',
        'Discharged from ESD {dc2}; referred to pulmonary rehab at {venue}. {gpword} ({gp}) letter sent.',
    ])
    V['dc2'] = lambda: cx.D(fmt.add_days(day, r.randint(1, 3)))
    d.line(out, V)
    if r.random() < 0.3:
        d.line('{ch_rel} drives {him} to appointments (car reg {plate} - hospital parking permit requested).', V)
    d.add('\n')
    common.signoff(d, cx, V, role)
    if r.random() < 0.4:
        common.cc(d, cx, V)


def triage(d, cx, r):
    V = cx.V()
    title = r.choice(['TELEPHONE TRIAGE LOG', 'Telephone triage - respiratory advice line', 'Resp advice line - call log',
                      'Telephone Contact Record'])
    d.line(title)
    k = r.random()
    if k < 0.5:
        d.line('Caller re: {ptfull}  DOB {dob}  {idline}', V)
    else:
        d.line('Pt: {ptcaps} | {dob} | {idline}', V)
    if r.random() < 0.6:
        d.line('Addr: {addr} | ph {tel}', V)
    d.line('{gpword}: {gp} ({practice})', V)
    d.add('\n')
    n = r.randint(2, 4)
    day = cx.today
    staff = [cx.team[x] for x in ['rns', 'cns', 'hca', 'admin']]
    em = {'UK': '999', 'IE': '112', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}[cx.c]
    RP = '  Advice: start rescue pack (' + clin.rescue_meds(r) + '). inform team. call back in ' + r.choice(['24h', '48 hrs', '2/7']) + '.'
    RF = '  Advice: red flags explained - if sats <88% or drowsy call ' + em + '. HV booked {hv}.'
    HV = '  Action: HV arranged with {rns} {hv}. Emailed plan to {ptemail}.'
    probs = r.sample([
        ('increased sob since yesterday, sputum green, no fever. sats on home oximeter 89-90%.', [RP, RF, HV]),
        ('wants to know if ok to start rescue pack - symptoms 2 days, cat score higher than usual.', [RP, RF]),
        ('ran out of ' + clin.maint(r, cx.c).lower() + ', pharmacy says no script.',
         ['  Action: task to {gp} for repeat script; message to {pharmacy}.']),
        ('concentrator alarming - supplier {supplier} contacted, engineer visit booked.',
         ['  Advice: use backup cylinder until engineer attends. ' + r.choice(['Supplier 24h line given.', 'Call back if not fixed today.'])]),
        ('chest tight, wheezy, using ' + clin.saba(r, cx.c).lower() + ' every 2 hrs.', [RF, '  Action: d/w {cons} - for same-day review at {hosp} AMU.']),
        ('feeling dizzy on new ' + r.choice(['bisoprolol', 'theophylline', 'doxycycline']) + '.',
         ['  Action: d/w {pharm} (pharmacist) - hold dose, {gp} informed.', '  Advice given, no action needed. pt happy with plan.']),
        ('query re: flying to {dest} in {month} - fitness to fly.', ['  Action: hypoxic challenge test request sent to {hosp}.',
                                                                     '  Advice given, leaflet posted. pt happy with plan.']),
        ('returning call about results of sputum sample (lab {labno}).', ['  Advice: results given - ' +
                                                                           r.choice(['H. influenzae, sensitive to doxy.', 'normal flora.', 'Pseudomonas - d/w consultant.'])]),
        ('nebuliser stopped working, needs loan machine.', ['  Action: loan nebuliser from equipment store, delivery {hv}.']),
        ('more swollen ankles, weight up 2 kg in 3 days.', [HV, '  Action: task to {gp} - ? increase furosemide.']),
    ], n)
    callers = [('{pt}', lambda: r.choice([cx.mob, cx.tel])), ('{ch_rel} {ch}', lambda: cx.ch_mob),
               ('carer {carer} ({agency})', lambda: cx.agency_tel), ('{pharmacy}', lambda: cx.pharm_tel)]
    if not cx.alone:
        callers.append(('{sp_rel} {sp}', lambda: r.choice([cx.tel, cx.sp_mob])))
    prev_day, tmin = day, 0
    for i in range(n):
        if i > 0:
            day = fmt.add_days(day, r.choice([0, 0, 1, 1, 2]))
        s = staff[r.randint(0, 2)] if i else cx.team['admin'] if r.random() < 0.3 else cx.team['rns']
        V['cd'] = lambda day=day: cx.D(day)
        V['who'] = s.ref
        V['u'] = lambda s=s: P(s.user, 'USERNAME')
        V['callref'] = lambda: common.idnum(r, 'call')
        if i == 0 or day != prev_day:
            tmin = r.randint(8 * 60, 11 * 60)
        else:
            tmin = min(tmin + r.randint(20, 240), 19 * 60 + r.randint(0, 50))
        prev_day = day
        d.line('{cd} ' + '%02d:%02d' % (tmin // 60, tmin % 60) + r.choice([' - ', ' | ', ' ']) +
               r.choice(['call ref {callref}', 'logged by {u}', 'taken by {who}']), V)
        caller, num = callers[0] if i == 0 or r.random() < 0.3 else r.choice(callers)
        ident = r.random()
        if ident < 0.35 and caller == '{pt}':
            idtxt = ' ID confirmed (name, DOB, address). Voice biometric match, voiceprint ID {bio}.'
        elif ident < 0.7:
            idtxt = ' ID checked: DOB {dob}, first line of address {street}.'
        else:
            idtxt = ''
        V['bio'] = lambda: P(r.choice(['VP-%s' % fmt.digits(r, 6), 'VB%s' % fmt.digits(r, 7), 'VX-%s-%s' % (fmt.digits(r, 3), fmt.digits(r, 4))]), 'BIOID')
        V['cbn'] = lambda num=num: P(num(), 'PHONE')
        prob, advs = probs[i]
        V['dest'] = lambda: common.place_of_origin(r)
        V['month'] = lambda: cx.D(fmt.add_days(cx.today, r.randint(30, 120)), r.choice(['month', 'month_y']))
        V['labno'] = lambda: common.idnum(r, 'lab')
        d.w('  Caller: ' + caller + ' on {cbn}.' + idtxt + ' ', V)
        d.w(prob + '\n', V)
        adv = r.choice(advs)
        V['hv'] = lambda: cx.short(fmt.add_days(day, r.randint(0, 2)))
        d.line(adv, V)
    d.add('\n')
    if r.random() < 0.5:
        d.line('Outcome: ' + r.choice(['managed at home', 'escalated to GP', 'ED attendance advised', 'home visit', 'closed']) +
               '. Total contacts: %d.' % n)
    if r.random() < 0.4:
        d.line('Call recorded - recording ID {rec}.', dict(V, rec=lambda: common.idnum(r, 'call')))
