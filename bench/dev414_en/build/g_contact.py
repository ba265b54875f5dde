"""Genres: psychology session summary, telephone follow-up, group programme register."""
import datetime

import country as C
import common as K
import ctx as X
import pools_clin as PC
import pools_places as PP

HOLIDAYS = {'UK': ['Christmas', 'Easter', 'Boxing Day', 'New Year', 'Diwali', 'Eid'],
            'IE': ['Christmas', "St Stephen's Day", 'Easter', 'New Year'],
            'US': ['Thanksgiving', 'Christmas', 'Fourth of July', 'Labor Day', 'Hanukkah'],
            'CA': ['Thanksgiving', 'Christmas', 'Canada Day', 'Victoria Day'],
            'AU': ['Christmas', 'Australia Day', 'Easter', 'Boxing Day', 'Lunar New Year'],
            'NZ': ['Christmas', 'Matariki', 'Easter', 'Waitangi Day', 'New Year']}


def psychology_session(d, c):
    r = c.rng
    d.lit(r.choice(['CLINICAL PSYCHOLOGY - SESSION SUMMARY\n', 'Psychology session note\n',
                    'Psychological Support (ME/CFS) - Session Record\n']))
    d.t('{svc}\n\n')
    d.t(r.choice(['Client: {pt_full}   DOB {dob}   {mrn_lbl} {mrn}\n', 'Client: {pt_caps} ({age})  {mrn_lbl}: {mrn}\n']))
    n = r.randrange(1, 12)
    mode = r.randrange(3)
    d.t('Session %d of %d  |  {seen_date}  |  ' % (n, max(n, r.choice([6, 8, 10, 12]))))
    if mode == 0:
        d.t('in person, {rooma}{room}\n', **K.named(r, PP.ROOMS, 'room'))
    elif mode == 1:
        d.t('video (client IP {ip})\n')
    else:
        d.t('telephone ({pt_mob})\n')
    d.t('Clinician: Dr {psy_full}, {psy_role}\n')
    K.family(c, 'fam')
    if r.random() < 0.4:
        d.t('Present: client; {his} {fam_rel} {fam_first} joined for the last 10 minutes.\n')
    d.t(r.choice(['Background: {age}-year-old former {job} living in {pt_city} with {his} {fam_rel}; ME/CFS since {onset_y}. Referred by Dr {cons_last}.\n',
                  'Background: {pt_first} ({age}) has had ME/CFS since {onset_my} and lives with {his} {fam_rel}, {fam_first}, {fam_a} {fam_job}.\n',
                  'Background: referred by Dr {cons_full} for support with adjustment; works (reduced hours) at {emp}.\n']))
    d.lit('Measures: ')
    vals = K.score_vals(r)
    d.lit('PHQ-9 %d, GAD-7 %d, CORE-10 %d\n\n' % (vals['f'], vals['g'], r.randrange(5, 30)))
    d.lit(r.choice(['Context\n', 'Focus of session\n', 'Summary\n']))
    focus = [
        'Adjustment to the loss of {his} role as {a} {job}; {he} spoke about grief for the person {he} was before {onset_y}. ',
        'Worry about the meeting with {his} manager, {mgr_full}, at {emp} on {mdate}. ',
        'Guilt about relying on {his} {fam_rel} {fam_first}; we looked at the "burden" narrative. ',
        '{His} {kid_rel} {kid_first} ({kid_age}) has started at {school}; {pt_first} feels {he} is missing out. ',
        'The anniversary of becoming unwell ({onset_my}) has been hard. ',
        'Upcoming family wedding in {abroad} in {wmon}; planning how to attend without a major crash. ',
        'Frustration with people who suggested "pushing through"; validation of PEM as physiological. ',
        'Sleep: wind-down routine and reducing night-time screen use. ',
        'Dread about {hol}: expectations from extended family and how to say no. ',
    ]
    K.family(c, 'kid', r.choice(['daughter', 'son']))
    c.set('kid_age', str(r.randrange(4, 17)), 'AGE')
    K.family(c, 'mgr', 'manager')
    for it in r.sample(focus, r.randrange(3, 6)):
        d.t(it, mdate=(c.fd(C.add_days(c.today, r.randrange(3, 30)), r.choice(['wd_short', 'dm_long', 'num'])), 'DATE'),
            wmon=(c.fd(C.add_days(c.today, r.randrange(40, 200)), 'month'), 'DATE'),
            hol=(r.choice(HOLIDAYS[c.cc]), 'DATE'))
    d.lit('\n\n')
    d.lit('Between sessions: ' + r.choice(['notice and write down "shoulds" that drive over-activity.',
                                          'one small valued activity a day, within the energy envelope.',
                                          'practise the 3-minute breathing space lying down.',
                                          'draft a message to friends explaining PEM.']) + '\n')
    if r.random() < 0.5:
        d.t(r.choice(['{pt_first} asked for a letter to {emp} about reasonable adjustments; passed to the OT.\n',
                      '{fam_first} ({fam_rel}) would like a carers session; information about {charity} given.\n',
                      'Discussed {his} {kid_rel} {kid_first} being anxious at {school}; school nurse contact given.\n']))
    d.lit(r.choice(['Approach: ACT-informed; values work and self-compassion. ',
                    'Approach: supportive; psychoeducation about the stress response. ',
                    'Approach: CFT-based. ']))
    d.lit('Psychological support is offered to help with living with ME/CFS, not as a treatment for the '
          'condition itself (NICE NG206).\n\n')
    d.lit('Risk: %s\n' % r.choice(['no thoughts of self-harm; risk low.', 'passive thoughts at night, no plan or intent; safety plan reviewed.',
                                   'none disclosed.']))
    d.t('Plan: next session {next_date} (%s). ' % r.choice(['video', 'telephone', 'face to face', 'home visit']))
    d.t(r.choice(['Letter to GP (Dr {gp_last}) with consent. ', 'No letter needed. ', 'Share summary with {ot_full} (OT). ']))
    d.t('\n\nDr {psy_full}, {psy_cred}\n{psy_lic_lbl} {psy_lic}\n')
    if r.random() < 0.5:
        K.ehr_footer(d, c, 'psy')


def telephone_followup(d, c):
    r = c.rng
    who = r.choice(['nurse', 'ot', 'cons'])
    nm = ('Dr ' if who == 'cons' else '') + '{%s_full}' % who
    d.lit(r.choice(['TELEPHONE FOLLOW-UP\n', 'Telephone consultation\n', 'Tel F/U - ME/CFS service\n', 'PHONE REVIEW\n']))
    d.t('{today_num} %02d:%02d   Clinician: %s\n' % (r.randrange(8, 18), r.randrange(60), nm))
    d.t(r.choice(['Patient: {pt_full}  DOB {dob}  {mrn_lbl} {mrn}\n', 'Pt: {pt_init}  {age}{sex}  {mrn_lbl} {mrn}\n',
                  'Patient: {pt_caps}, {age} yo, DOB {dob}, {mrn_lbl} {mrn}\n', 'Re: {pt_full} ({age} {sex})  {mrn_lbl}: {mrn}\n']))
    K.family(c, 'fam')
    k = r.randrange(4)
    if k == 0:
        d.t('Outgoing call to patient on {pt_mob}.\n')
    elif k == 1:
        d.t('Call from {his} {fam_rel} {fam_full} on {fam_phone} (consent on file).\n')
    elif k == 2:
        d.t('Booked telephone review; called home number {pt_phone}.\n')
    else:
        d.t('Planned video review via {portal_url} failed (connection from {ip} dropped); converted to phone on {pt_mob}.\n')
    if r.random() < 0.45:
        d.t('ID confirmed: voice biometric match (voiceprint ref {vp}).\n', vp=('VP-' + C.digits(r, 6), 'BIOID'))
    else:
        d.t('ID checked: name, DOB and first line of address ({pt_street}).\n')
    if r.random() < 0.5:
        d.t('Earlier attempt {ea}: no answer, voicemail left on {pt_phone}.\n',
            ea=(c.fd(C.add_days(c.today, -r.randrange(1, 6)), r.choice(['num', 'dm', 'wd_dm'])), 'DATE'))
    d.lit('\n')
    d.lit('S: ')
    d.t(r.choice([
        'Reports a crash after attending {his} {kid_rel}\'s school event on {ev}; 4 days mostly in bed. ',
        'Overall more stable. Managing 2 mornings a week at {emp} with rest breaks. ',
        'Worse since {ev}: flu-like symptoms, sore throat, PEM after a hospital appointment. ',
        'Sleep improved on amitriptyline 10 mg; some morning grogginess. ',
        'Has been using the HR monitor; alarm going off when showering. ',
        'Big set-back after {hol} with the family; still below baseline. ',
        'Applied for %s; asks for supporting letter. ' % r.choice(PC.SCHEMES[c.cc]['benefits']),
    ]), hol=(r.choice(HOLIDAYS[c.cc]), 'DATE'), ev=(c.fd(C.add_days(c.today, -r.randrange(3, 20)), r.choice(['wd', 'dm_long', 'num', 'wd_short'])), 'DATE'),
        kid_rel=(r.choice(['son', 'daughter']), None))
    d.lit(r.choice(['Orthostatic symptoms unchanged. ', 'Pain 5/10. ', 'Brain fog worse in the afternoons. ',
                    'Appetite OK, weight stable. ']) + '\n')
    d.t(r.choice(['Work: still off sick from {emp}; OH appointment on {oh}. ',
                  'Work: back as {a} {job} 2 x 3-hour shifts; manager {mgr_full} supportive. ',
                  'Benefits: awaiting decision on claim; letter requested from Dr {cons_last}. ',
                  'Carer {fam_first} reports {he} is sleeping 14 h a day. ',
                  'Meds: %s; no side effects. ' % r.choice(K.pool(c, PC.MEDS))]),
        oh=(c.fd(C.add_days(c.today, r.randrange(3, 25)), r.choice(['num', 'wd_short', 'abbr'])), 'DATE'),
        mgr_full=(c.person('mgr', 'FAMILY')['first'] + ' ' + c.people['mgr']['last'], 'FAMILY'))
    d.lit('\nO: ' + r.choice(['speech clear, voice tired towards end of call.', 'n/a (telephone).',
                               'sounded breathless after walking to the door.', 'alert, appropriate.']) + '\n')
    d.lit('A: ' + r.choice(['Post-exertional exacerbation; no red flags.', 'Stable moderate ME/CFS.',
                            'Set-back following infection.', 'Improving slowly.']) + '\n')
    d.lit('P: ')
    plans = ['Set-back plan: reduce to 50% of baseline for 3-5 days.', 'Continue current medication.',
             'Send pacing leaflet and link {svc_url}.', 'OT to call again on {cb}.',
             'Advised to contact GP (Dr {gp_last}) if fever persists.', '%s extended to {cb}.' % PC.SCHEMES[c.cc]['fit'].capitalize(),
             'Email summary to {pt_email}.', 'Offer group programme starting {cb}.']
    for it in r.sample(plans, r.randrange(2, 4)):
        d.t(it + ' ', cb=(c.fd(C.add_days(c.today, r.randrange(7, 40)), r.choice(['num', 'wd_short', 'abbr'])), 'DATE'))
    d.t('\nNext contact: {next_date} (%s).' % r.choice(['telephone', 'video', 'clinic', 'home visit']))
    d.lit('\nCall duration %d min.\n' % r.randrange(6, 35))
    tail = ', {%s_role}\n' % who if who != 'cons' else ', Consultant\n'
    d.t(r.choice(['Signed: %s ({%s_user})\n' % (nm, who), nm + tail, '-- {%s_user}\n' % who]))


def group_register(d, c):
    r = c.rng
    prog = r.choice(['PACING & ENERGY MANAGEMENT GROUP', 'Living Well with ME/CFS Programme',
                     'Managing Energy - 6 week course', 'ME/CFS Self-Management Group'])
    cohort = r.randrange(3, 40)
    d.lit('%s - ATTENDANCE REGISTER\nCohort %d\n' % (prog.upper(), cohort))
    d.t('{svc}\n')
    online = r.random() < 0.3
    if online:
        d.t('Venue: online (link sent from {svc_email}; joining page {portal_url})\n')
    else:
        d.t('Venue: {rooma}{room}, {blda}{bld}, {svc_hosp}\n', **dict(K.named(r, PP.ROOMS, 'room'), **K.named(r, PP.BUILDINGS, 'bld')))
    d.t('Facilitators: {ot_full} (OT) and Dr {psy_full} (Psychology)\n')
    nses = r.choice([4, 5, 6])
    start = c.today - datetime.timedelta(days=7 * nses)
    dates = [start + datetime.timedelta(days=7 * i) for i in range(nses)]
    d.lit('Sessions: ')
    for i, dt in enumerate(dates):
        d.t('S%d {sd}%s' % (i + 1, ' | ' if i < nses - 1 else '\n'), sd=(c.fd(dt, r.choice(['dm', 'num'])) if i else c.fd(dt, 'num'), 'DATE'))
    d.lit('\n')
    npart = r.randrange(6, 11)
    keys = ['pt'] + ['g%d' % i for i in range(1, npart)]
    for k in keys[1:]:
        c.person(k, 'PATIENT')
    r.shuffle(keys)
    d.lit('%-3s %-26s %-12s %-10s %-16s %s\n' % ('No', 'Name', 'DOB', 'ID', 'Phone', ' '.join('S%d' % (i + 1) for i in range(nses))))
    attendance = {}
    for i, k in enumerate(keys):
        dob = C.years_before(c.today, r.randrange(19, 68), r)
        dob_s = c.fd(dob, 'num')
        mr = c.v('mrn') if k == 'pt' else C.mrn(r, c.cc)[1]
        ph = c.v('pt_mob') if k == 'pt' else C.phone(r, c.cc, r.choice(['mobile', 'land']))
        name = c.v(k + '_lf')
        d.lit('%-3d ' % (i + 1))
        d.t('{nm}', nm=(name, 'PATIENT'))
        d.lit(' ' * max(1, 27 - len(name)))
        d.t('{db}', db=(dob_s, 'DATE'))
        d.lit(' ' * max(1, 13 - len(dob_s)))
        d.t('{mr}', mr=(mr, 'MRN'))
        d.lit(' ' * max(1, 11 - len(mr)))
        d.t('{ph}', ph=(ph, 'PHONE'))
        d.lit(' ' * max(1, 17 - len(ph)))
        att = [r.random() < 0.82 for _ in range(nses)]
        attendance[k] = att
        d.lit('  '.join('Y ' if a else r.choice(['N ', 'A ', '- ']) for a in att).rstrip() + '\n')
    d.lit('\nKey: Y attended, N did not attend, A apologies, - not booked\n\nNotes\n')
    notes = [
        '{a} left after session %d (relapse); {ot_first} to phone.' % r.randrange(1, nses + 1),
        '{b} attended online from session 3 (connection {ip2}).',
        "{a}'s %s {fam} attended session 4 as carer." % r.choice(['husband', 'wife', 'partner', 'mother']),
        '{b} requested large-print handouts.',
        '{a} needs a ground-floor room and a recliner chair.',
        '{b} works as {jb_a} {jb} and asked about a letter for {eb}.',
        '{a} ({ag}) is the youngest in the cohort; consider the young adults group.',
        'Follow-up questionnaires (Chalder, WSAS) posted to all on {pd}.',
    ]
    K.family(c, 'fam')
    jb, eb, ebt = X.job_and_employer(r)
    for it in r.sample(notes, r.randrange(3, 6)):
        a, b = r.sample(keys, 2)
        d.t('- ' + it + '\n', a=(c.v(a + '_first'), 'PATIENT'), b=(c.v(b + '_full'), 'PATIENT'),
            ip2=(C.ip(r), 'IPADDR'), fam=(c.v('fam_first'), 'FAMILY'), jb=(jb, 'PROFESSION'), jb_a=(K.article(jb), None),
            eb=(eb, ebt), ag=(str(r.randrange(18, 24)), 'AGE'),
            pd=(c.fd(C.add_days(dates[-1], r.randrange(1, 10)), 'num'), 'DATE'))
    d.t('\nRoom booking ref {rb}. Register completed by {nurse_full} ({nurse_user}).\n',
        rb=('RB' + C.digits(r, 6), 'IDNUM'))
