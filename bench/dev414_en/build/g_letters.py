"""Genres: specialist assessment letter, GP letter, discharge summary, referral triage."""
import country as C
import common as K
import pools_clin as PC

SEVERITY = ['mild', 'moderate', 'moderate', 'moderate to severe', 'severe']


def _diagnoses(d, c):
    r = c.rng
    sev = r.choice(SEVERITY)
    c.severity = sev
    d.lit(r.choice(['Diagnoses:\n', 'Diagnosis:\n', 'DIAGNOSES\n', 'Impression:\n']))
    d.lit('1. ME/CFS, %s, meeting %s\n' % (sev, r.choice(PC.CRITERIA)))
    for i, x in enumerate(r.sample(K.pool(c, PC.COMORBID), r.randrange(1, 4))):
        d.lit('%d. %s\n' % (i + 2, x[0].upper() + x[1:]))
    d.lit('\n')


def _history(d, c):
    r = c.rng
    d.t(r.choice([
        '{He} describes the onset of symptoms in {onset_my}, at the age of {onset_age}, following %s. ',
        'Symptoms started in {onset_y} (aged {onset_age}) after %s. ',
        'The illness began around {onset_my} after %s; {he} was {onset_age} at the time. ']) % K.trigger(c))
    syms = r.sample(PC.SYMPTOMS, r.randrange(3, 6))
    d.lit('Current symptoms include %s and %s. ' % (', '.join(syms[:-1]), syms[-1]))
    d.lit(r.choice(['PEM typically starts 24-48 hours after exertion and lasts several days. ',
                    'Post-exertional malaise is delayed, usually the next day, and can last a week. ',
                    'Crashes follow even modest exertion such as a supermarket trip. ']))
    d.lit(r.choice(['Sleep is unrefreshing despite 9-10 hours in bed.\n\n',
                    'Sleep is broken with early waking; daytime naps of 1-2 hours.\n\n',
                    'There is hypersomnia with unrefreshing sleep.\n\n']))


def _social(d, c):
    r = c.rng
    k = r.randrange(4)
    if k == 0:
        d.t('{He} works as {a} {job} at {emp} and has reduced to %s a week since {rd}. ' % r.choice(['one day', '2 days', 'three days', '2.5 days']),
            rd=(c.fd(K.date_after(c, c.onset, 60, 400), 'my'), 'DATE'))
    elif k == 1:
        d.t('{He} was {a} {job} until {rd} and is currently on sick leave from {emp}. ',
            rd=(c.fd(K.date_after(c, c.onset, 30, 300), 'my'), 'DATE'))
    elif k == 2:
        d.t('{He} previously worked as {a} {job}; {he} left the post at {emp} in {ry}. ',
            ry=(c.fd(K.date_after(c, c.onset, 100, 500), 'y'), 'DATE'))
    else:
        d.t('{He} is studying part time at {uni} and works a few hours a week as {a} {job}. ')
    K.family(c, 'fam', r.choice(['husband', 'wife', 'partner', 'partner', 'mother', 'father', 'sister', 'daughter', 'son']))
    d.t('{He} lives in {pt_city} with {his} {fam_rel}, {fam_full}, who is {fam_a} {fam_job}. ')
    if r.random() < 0.4:
        d.t('{He} moved from {abroad} in {my}. ', my=(c.fd(K.date_after(c, c.dob, 3000, 9000), 'y'), 'DATE'))
    d.lit(r.choice(['Non-smoker, alcohol nil since illness.', 'Does not drive at present.',
                    'Still drives short distances only.', 'No alcohol; caffeine reduced.']) + '\n\n')


def _exam(d, c):
    r = c.rng
    hr1 = r.randrange(58, 90)
    rise = r.randrange(8, 50)
    d.lit('Examination: BP %d/%d lying, HR %d; after 10 minutes standing HR %d (rise %d bpm)%s. '
          % (r.randrange(100, 130), r.randrange(60, 85), hr1, hr1 + rise, rise,
             ', consistent with POTS' if rise >= 30 else ''))
    d.lit(r.choice(['Beighton score %d/9. ' % r.randrange(0, 9), 'No lymphadenopathy. ',
                    'Romberg negative, reflexes normal. ', 'No synovitis, no thyroid enlargement. ']))
    d.lit('Bell score %d, ' % r.choice([20, 30, 30, 40, 50]))
    K.scores(d, c, sep=', ')
    d.lit('.\n\n')


def assessment_letter(d, c):
    r = c.rng
    K.letterhead(d, c)
    d.t(r.choice(['Date: {today}\n', '{today}\n', 'Date typed: {today}\n']))
    if r.random() < 0.6:
        d.t('Our ref: {ref_no}   Clinic date: {seen_date}\n')
    d.t('\nDr {gp_full}\n{gp_prac}\n' + c.addr('gpp') + '\n\n')
    K.pt_block(d, c)
    K.salutation(d, c)
    _diagnoses(d, c)
    d.t(r.choice(['Thank you for referring this {age}-year-old {job}, whom I saw in clinic on {seen_date}. ',
                  'I saw {pt_title} {pt_last} in the {svc} on {seen_date}. {He} is {age}. ',
                  'Many thanks for asking me to see {pt_first}, a {age} year old, on {seen_date}. ']))
    if r.random() < 0.5:
        K.family(c, 'esc', r.choice(['mother', 'husband', 'wife', 'partner', 'friend', 'father']))
        d.t('{He} attended with {his} {esc_rel} {esc_first}. ')
    d.lit('\n\n')
    d.lit(r.choice(['History\n', 'HISTORY:\n', 'Presenting history\n']))
    _history(d, c)
    d.lit(r.choice(['Social and occupational\n', 'Social history\n', 'SOCIAL:\n']))
    _social(d, c)
    K.bloods(d, c)
    d.lit('\n')
    K.meds(d, c)
    d.lit('\n')
    _exam(d, c)
    d.lit(r.choice(['Plan\n', 'Recommendations\n', 'PLAN:\n']))
    items = [
        'Referral to our occupational therapist, {ot_title} {ot_full}, for an energy management programme.',
        'I have not recommended graded exercise therapy, in line with NICE NG206.',
        'Trial of amitriptyline 10 mg at night for sleep and pain; increase to 20 mg after 2 weeks if tolerated.',
        'NASA lean test arranged with {nurse_title} {nurse_last} (CNS) to assess for POTS.',
        'Increase fluids to 2-3 L/day and salt as tolerated; compression garments.',
        '{He} may find the {charity} helpful (peer support, meets monthly).',
        'Written information and pacing resources: {svc_url}.',
        '%s supplied for 8 weeks.' % PC.SCHEMES[c.cc]['fit'].capitalize(),
        'Review in clinic on {next_date}.',
        'Referral to %s for %s.' % r.choice([('Cardiology', 'an opinion on the palpitations'),
                                              ('Sleep Medicine', 'possible sleep apnoea'),
                                              ('Rheumatology', 'joint hypermobility'),
                                              ('Gastroenterology', 'bowel symptoms'),
                                              ('Dietetics', 'weight loss'),
                                              ('Endocrinology', 'a short Synacthen test'),
                                              ('Neurology', 'the new headache pattern')]),
    ]
    for i, it in enumerate(r.sample(items, r.randrange(4, 8))):
        d.t('%d. %s\n' % (i + 1, it))
    d.lit('\n')
    K.signoff(d, c)
    K.typist(d, c)
    K.cc_block(d, c)


def gp_letter(d, c):
    r = c.rng
    d.t('{gp_prac}\n' + c.addr('gpp') + '\nTel: {gp_phone}  Fax: {gp_fax}\nEmail: {gp_pemail}\n\n')
    d.t('{today}\n\n')
    d.t(r.choice(['To: ME/CFS Specialist Service, {svc}\n', 'FAO Dr {cons_last}, {svc}, {svc_hosp}\n',
                  'The Fatigue Team, {svc_hosp}\n']) + c.addr('svc', True) + '\n\n')
    if c.cc == 'UK' and r.random() < 0.6:
        d.t('e-RS UBRN: {ubrn}\n', ubrn=('%s %s %s' % (C.digits(r, 4), C.digits(r, 4), C.digits(r, 4)), 'IDNUM'))
    else:
        d.t('Referral no: {ref_no}\n')
    d.lit('Priority: %s\n\n' % r.choice(['Routine', 'Routine', 'Soon', 'Urgent (severe, housebound)']))
    K.pt_block(d, c, r.choice([0, 2]))
    d.t('Preferred contact: {pt_mob}%s\n\n' % r.choice([' or {pt_email}', '', ' (text first please)']))
    d.t(r.choice(['Dear colleague,\n\n', 'Dear Dr {cons_last},\n\n', 'Dear Fatigue Team,\n\n']))
    d.t(r.choice([
        'I would be grateful if you could assess this {age}-year-old {job} with a {dur}-year history of disabling fatigue. ',
        'Please see {pt_first}, aged {age}, who I suspect has ME/CFS. ',
        'Re: suspected ME/CFS in {pt_title} {pt_last} ({age}). ']))
    d.t('Symptoms began in {onset_my} after %s. ' % K.trigger(c))
    d.lit(r.choice(['There is clear post-exertional malaise and unrefreshing sleep. ',
                    'PEM is prominent; even a short walk leads to 2-3 days in bed. ',
                    'Brain fog and orthostatic symptoms dominate. ']))
    K.family(c, 'fam')
    d.t(r.choice(['{He} has had to stop work as {a} {job}. ', '{He} is managing 2 half-days at {emp}. ',
                  '{His} {fam_rel} {fam_first} is now doing most of the household tasks. ']))
    if r.random() < 0.5:
        d.t('Previously reviewed by %s at {svc_hosp} in {py}; no alternative diagnosis found. ' % r.choice(PC.DEPARTMENTS),
            py=(c.fd(K.date_after(c, c.onset, 30, 600), r.choice(['my', 'y'])), 'DATE'))
    d.lit('\n\n')
    K.bloods(d, c)
    if 'ssn' in c and c.cc == 'US' and r.random() < 0.5:
        d.t('SSN on file: {ssn}\n')
    d.lit('\nPast medical history:\n')
    for x in r.sample(K.pool(c, PC.COMORBID), r.randrange(1, 4)):
        d.lit('- ' + x + '\n')
    K.meds(d, c)
    d.lit('Allergies: %s\n\n' % r.choice(['NKDA', 'penicillin (rash)', 'codeine - vomiting', 'nil known']))
    if r.random() < 0.4:
        d.t('Next of kin: {fam_full} ({fam_rel}), {fam_phone}\n')
    if c.cc in ('US', 'CA', 'AU', 'IE') and r.random() < 0.6:
        d.t('Insurance: {insurer}  {hp_lbl} {hp}\n')
    d.lit('\n' + r.choice(['Many thanks for your help.', 'Thank you for seeing this patient.',
                           'I would appreciate your advice on management.']) + '\n\n')
    d.t(r.choice(['Yours sincerely,\n\n', 'Kind regards\n\n']) + 'Dr {gp_full}\n{gp_cred}\n{gp_lic_lbl}: {gp_lic}\n{gp_prac}\n')
    if r.random() < 0.6:
        d.t('\nPrinted by {gp_user} on {today_num}\n')


def discharge_summary(d, c):
    r = c.rng
    K.letterhead(d, c)
    d.lit(r.choice(['DISCHARGE SUMMARY - ME/CFS SERVICE\n\n', 'Discharge from Specialist Fatigue Service\n\n',
                    'END OF EPISODE SUMMARY\n\n']))
    K.pt_block(d, c)
    start = C.add_days(c.today, -r.randrange(200, 500))
    d.t('Episode: {s} to {e}\n', s=(c.fd(start, 'num'), 'DATE'), e=(c.fd(c.today, 'num'), 'DATE'))
    d.t('GP: Dr {gp_full}, {gp_prac}\n')
    d.t('Clinicians: Dr {cons_full} (consultant), {ot_full} (OT), Dr {psy_full} (psychology)\n\n')
    n1, n2 = r.randrange(4, 10), r.randrange(0, 6)
    d.t('Contacts: %d face to face at {svc}, %d by video/telephone. ' % (n1, n2))
    d.lit('DNA x%d.\n\n' % r.randrange(0, 3))
    d.lit('Outcome measures\n')
    d.lit('%-28s %-10s %-10s\n' % ('Measure', 'Start', 'Discharge'))
    a, b = r.randrange(20, 33), r.randrange(12, 30)
    d.lit('%-28s %-10s %-10s\n' % ('Chalder Fatigue (0-33)', a, b))
    d.lit('%-28s %-10s %-10s\n' % ('SF-36 PF', r.randrange(10, 50), r.randrange(15, 65)))
    d.lit('%-28s %-10s %-10s\n' % ('Bell Disability Scale', r.choice([20, 30, 40]), r.choice([30, 40, 50])))
    d.lit('%-28s %-10s %-10s\n\n' % ('WSAS', r.randrange(20, 40), r.randrange(12, 38)))
    d.t(r.choice([
        '{pt_first} engaged well with energy management and has established a stable baseline. ',
        '{pt_title} {pt_last} has stabilised, though remains significantly limited. ',
        'Progress has been slow; {he} continues to experience PEM after social events. ']))
    d.t(r.choice(['{He} has returned to {emp} on a phased basis (2 x 3-hour shifts). ',
                  '{He} has not returned to work as {a} {job} and is applying for ill-health retirement. ',
                  '{He} has resumed one module at {uni}. ', '']))
    d.lit('\n\nSelf-management plan\n')
    for it in r.sample(['Keep to the agreed activity baseline; review every 4-6 weeks.',
                        'Use HR monitoring (%s) with an upper limit of %d bpm.' % (r.choice(PC.DEVICE_MODELS), r.randrange(95, 120)),
                        'Set-back plan: reduce activity by 50% for 3-5 days, then rebuild.',
                        'Continue amitriptyline 10 mg; GP to review in 3 months.',
                        'Rest breaks every 30-45 minutes at work.', 'Avoid GET and the Lightning Process.'],
                       r.randrange(3, 6)):
        d.lit('- ' + it + '\n')
    d.t('\nRe-referral within 12 months can be made by e-mail to {svc_email} or on {svc_phone}.\n\n')
    K.signoff(d, c)
    K.cc_block(d, c)
    if r.random() < 0.5:
        K.ehr_footer(d, c)


def referral_triage(d, c):
    r = c.rng
    low = r.random() < 0.4
    d.lit(r.choice(['REFERRAL TRIAGE RECORD\n', 'Referral triage - ME/CFS Service\n', 'TRIAGE\n']))
    d.t('{svc}\n\n')
    d.t('Referral received: {ref_date}   via %s from Dr {gp_full} ({gp_prac})\n'
        % r.choice(['e-referral', 'fax', 'letter', 'e-mail']))
    d.t('Triage date: {today}   Triaged by: %s\n\n' % r.choice(['{nurse_full}, CNS', 'Dr {cons_full}', '{ot_full}']))
    d.t('Name: {pt_capsm}\nDOB: {dob} ({age}y)  Sex: {sex}\n' + ('{nid_lbl}: {nid}\n' if 'nid' in c else '')
        + 'Address: ' + c.addr('pt', True) + '\nPhone: {pt_phone} / {pt_mob}\n'
        + r.choice(['', '', 'Country of birth: {abroad}; interpreter not required\n', 'Born in {abroad}\n']) + '\n')
    d.lit('NICE NG206 suspicion criteria (all required):\n')
    for item in ['debilitating fatigue worsened by activity', 'post-exertional malaise',
                 'unrefreshing sleep or sleep disturbance', 'cognitive difficulties']:
        d.lit('  [%s] %s\n' % (r.choice(['x', 'x', 'x', '?']), item))
    d.lit('  Duration >= 3 months: %s\n\n' % r.choice(['yes', 'yes', 'Y', 'yes (approx. %d yrs)' % max(1, c.age - c.onset_age)]))
    d.lit('Baseline investigations received:\n')
    for k in ['FBC', 'U&E', 'LFT', 'TFT', 'CRP/ESR', 'ferritin', 'HbA1c', 'coeliac screen', 'CK', 'urinalysis']:
        d.lit('  %-16s %s\n' % (k, r.choice(['Y', 'Y', 'Y', 'N - requested'])))
    d.lit('\n')
    sev = r.choice(['mild', 'moderate', 'moderate', 'severe', 'very severe'])
    d.lit('Severity (referrer): %s\n' % sev)
    if sev in ('severe', 'very severe'):
        d.lit('Outcome: ACCEPT - home assessment by OT/CNS. Priority P1.\n')
    else:
        d.lit('Outcome: ACCEPT - routine outpatient. Priority P%d.\n' % r.choice([2, 3]))
    d.t('Waiting list no: {wl}\n', wl=('WL' + C.digits(r, 6), 'IDNUM'))
    d.t('Acknowledgement letter sent {ack}\n\n', ack=(c.fd(C.add_days(c.today, 1), 'num'), 'DATE'))
    notes = r.choice([
        'notes: {age} yo {job}, ill since {onset_y}. housebound most days, mum {m} does personal care. '
        'needs ground floor room. interpreter not required.',
        'notes: gp letter brief. pt off work from {emp} since {onset_y}. bell ~30. ask gp re b12 and vit d.',
        'notes: previously seen at {svc_hosp} rheumatology ({onset_y}), fibro dx. now suspected me/cfs. tel {pt_mob}.',
        'notes: pt {pt_INI} ({age}{sex}), {job}. symptoms since {onset_my}. PEM clear. gp asks re POTS - book lean test.',
    ])
    if '{m}' in notes:
        K.family(c, 'mum', 'mother')
        notes = notes.replace('{m}', '{mum_first}')
    d.t((notes.lower() if low else notes) + '\n')
    d.t('\nEntered by {nurse_user} {today_num}\n')
