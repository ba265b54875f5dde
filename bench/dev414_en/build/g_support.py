"""Genres: benefits support letter, school or employer adjustment letter."""
import country as C
import common as K
import pools_clin as PC
import pools_places as PP

AGENCY_TEAMS = {
    'UK': ['DWP - PIP Assessment', 'DWP Health Assessment Advisory Service', 'Blue Badge Team'],
    'IE': ['Disability Allowance Section, Department of Social Protection', 'Illness Benefit Section'],
    'US': ['Social Security Administration - Disability Determination Services', 'Disability Claims Examiner'],
    'CA': ['Service Canada - CPP Disability', 'ODSP Disability Adjudication Unit'],
    'AU': ['Services Australia - Disability Support Pension', 'NDIS Access Team'],
    'NZ': ['Work and Income - Health and Disability', 'ACC Case Management'],
}
CLAIM_LBL = {'UK': 'Claim reference', 'IE': 'Claim no.', 'US': 'Claim #', 'CA': 'File no.',
             'AU': 'Claim ID', 'NZ': 'Claim number'}
FUNCTION = [
    'Preparing food: can only manage a microwave meal seated; unable to cook from fresh.',
    'Washing and bathing: needs a shower chair and supervision; strip washes most days.',
    'Dressing: needs help with socks, shoes and fastenings on most days.',
    'Moving around: can walk about %d metres before needing to stop; uses a wheelchair outdoors.',
    'Engaging with others: conversation beyond 10-15 minutes triggers symptoms; avoids visitors.',
    'Planning and following journeys: cannot travel alone because of cognitive fatigue and orthostatic symptoms.',
    'Managing medication: needs a dosette box and prompts from a carer.',
    'Reading and concentrating: can read for about 5 minutes before losing the thread.',
]
SCHOOL_ROOMS = ['Room 14', 'the Hub', 'the Orchard Room', 'Room B12', 'the Willow Room', 'Room S3']
WORK_ROOMS = ['Room 3.12', 'Meeting Room 5', 'the Wellbeing Room', 'Room 2.04', 'the Lantern Room']


def year_label(cc, age):
    if cc in ('US', 'CA'):
        return 'Grade %d' % max(6, min(12, age - 5))
    if cc == 'IE':
        return '%s Year' % C.ordinal(max(1, min(6, age - 11)))
    return 'Year %d' % max(7, min(13, age - 4))


def benefits_letter(d, c):
    r = c.rng
    K.letterhead(d, c)
    d.t('{today}\n\n')
    benefit = r.choice(PC.SCHEMES[c.cc]['benefits'])
    d.lit('To: %s\n\n' % r.choice(AGENCY_TEAMS[c.cc] + ['%s - %s' % (PC.SCHEMES[c.cc]['agency'], benefit)] * 3))
    d.t('Re: {pt_full}\nDate of birth: {dob}\n')
    if 'ssn' in c:
        d.t('{ssn_lbl}: {ssn}\n')
    d.t(CLAIM_LBL[c.cc] + ': {cl}\n', cl=(r.choice(['', 'CL-', 'DA']) + C.digits(r, r.choice([8, 9, 10])), 'IDNUM'))
    d.t('Address: ' + c.addr('pt', True) + '\n\n')
    K.salutation(d, c, 'x')
    sev = r.choice(['moderate', 'severe', 'severe', 'very severe'])
    first = C.add_days(c.today, -r.randrange(200, 1500))
    d.t('I am writing in support of the %s application made by {pt_title} {pt_last}, who has been under the care of the '
        '{svc} since {fs}. {He} has a diagnosis of myalgic encephalomyelitis / chronic fatigue syndrome '
        '(ICD-10 G93.3), currently assessed as %s. {His} illness began in {onset_my}, when {he} was {onset_age}.\n\n'
        % (benefit, sev), fs=(c.fd(first, r.choice(['my', 'long', 'num'])), 'DATE'))
    d.lit(r.choice(['The cardinal feature is post-exertional malaise: ', 'Please note that ']))
    d.lit('activity that a healthy person would find trivial leads to a delayed worsening of all symptoms, '
          'often lasting days. Activities cannot therefore be repeated reliably, safely or in a reasonable time.\n\n')
    d.lit('Functional limitations (present on the majority of days):\n')
    for it in r.sample(FUNCTION, r.randrange(4, 7)):
        d.lit('- ' + (it % r.choice([20, 20, 50, 15, 30]) if '%d' in it else it) + '\n')
    d.lit('\n')
    d.t(r.choice([
        '{He} was employed as {a} {job} by {emp} until {le}, when {his} contract ended on ill-health grounds. ',
        '{He} has not been able to work as {a} {job} since {le}. ',
        '{He} left {his} course at {uni} in {le} and has not been able to return. ']),
        le=(c.fd(K.date_after(c, c.onset, 60, 700), r.choice(['my', 'my', 'y'])), 'DATE'))
    K.family(c, 'fam', r.choice(['husband', 'wife', 'partner', 'mother', 'father', 'daughter']))
    d.t('{His} {fam_rel}, {fam_full}, provides care for more than 35 hours a week.\n\n')
    extras = [
        'In support of the %s application: {he} cannot walk more than a few metres on most days. ' % PC.PARKING[c.cc] +
        'The vehicle used for {his} appointments is registration {plate}.\n',
        '{He} also has an income protection claim with {insurer} (policy {hp}).\n',
        'Treatment to date: energy management with {ot_full} (OT), %s, and psychological support. '
        'No treatment is expected to restore {his} capacity for work in the foreseeable future.\n' % r.choice(K.pool(c, PC.MEDS)),
        'I last reviewed {him} on {seen_date}. {His} next appointment is in {next_my}.\n',
    ]
    for it in r.sample(extras, r.randrange(2, 5)):
        d.t(it)
    d.t('\nPlease contact my secretary, {typ_full}, on {svc_phone2} or at {svc_email} if further information is needed.\n\n')
    K.signoff(d, c, r.choice(['cons', 'cons', 'ot']))
    if r.random() < 0.5:
        d.t('\ncc: {pt_title} {pt_full}; Dr {gp_full}, {gp_prac}\n')


def adjustment_letter(d, c):
    r = c.rng
    school = c.age < 19 or (c.age < 24 and r.random() < 0.4)
    K.letterhead(d, c)
    d.t('{today}\n\n')
    if school:
        K.family(c, 'tch', r.choice(['teacher', 'coordinator']))
        uni = c.age >= 18
        org = 'uni' if uni else 'school'
        c.place('org', simple=True, near=c.pt_town)
        role = r.choice(['Disability Adviser', 'Student Support Officer']) if uni else \
            r.choice(['SENCo', 'Head of Year', 'Learning Support Coordinator', 'Pastoral Lead'])
        d.t('{tch_title} {tch_full}\n%s\n{%s}\n' % (role, org) + c.addr('org') + '\n\n')
        yr = year_label(c.cc, c.age)
        d.t('Re: {pt_full}, DOB {dob}%s\n\n' % ('' if uni else ', ' + yr))
        d.t('Dear {tch_title} {tch_last},\n\n')
        K.family(c, 'mum', 'mother')
        K.family(c, 'dad', 'father')
        d.t('I am writing with the consent of {pt_first} and {his} parents, {mum_full} and {dad_first}, '
            'to recommend adjustments at {%s}. ' % org)
        d.t('{pt_first} ({age}) has ME/CFS, diagnosed in our service on {dx}. ',
            dx=(c.fd(K.date_after(c, c.onset, 90, 500), r.choice(['long', 'num', 'my'])), 'DATE'))
        d.lit('Symptoms fluctuate; over-exertion leads to post-exertional malaise, typically 24-72 hours later, '
              'which is why attendance can look inconsistent.\n\n')
        d.lit('Recommended adjustments\n')
        recs = ['A reduced timetable (currently %d hours per week), prioritising core subjects.' % r.randrange(4, 15),
                'Access to a quiet rest space ({rooma}{room}) with a reclining chair.',
                'Lift pass and permission to leave lessons 5 minutes early.',
                'Exemption from PE and from standing in assemblies.',
                '25%% extra time and rest breaks in examinations (%s).' % PC.SCHEMES[c.cc]['exams'],
                'Copies of lesson notes and recorded lectures.',
                'Online or home tuition when attendance is not possible.',
                'A named key person; a weekly check-in with {tch_first}.',
                'Consider a formal plan (%s).' % PC.SCHEMES[c.cc]['edu']]
    else:
        K.family(c, 'hr', r.choice(['manager', 'HR']))
        c.place('org', simple=True, near=c.pt_town)
        d.t('{hr_title} {hr_full}\n%s\n{emp}\n' % r.choice(['HR Business Partner', 'Line Manager', 'People Team',
                                                          'Occupational Health Adviser']) + c.addr('org') + '\n\n')
        d.t('Re: {pt_full}, {job} (employee no. {en})\n\n', en=(r.choice(['', 'E', 'EMP']) + C.digits(r, r.choice([5, 6, 7])), 'IDNUM'))
        d.t('Dear {hr_title} {hr_last},\n\n')
        d.t('I am writing at the request of {pt_title} {pt_last}, who is under the care of our service for ME/CFS. ')
        d.t('{He} has worked for {emp} since {ws} and is keen to remain in work. ',
            ws=(c.fd(C.add_days(c.today, -r.randrange(700, 6000)), r.choice(['y', 'my'])), 'DATE'))
        d.lit('The condition fluctuates, and over-exertion causes post-exertional malaise. Adjustments under the %s are '
              'likely to make a sustained return possible.\n\n' % PC.SCHEMES[c.cc]['hr'])
        d.lit('Recommended adjustments\n')
        recs = ['Phased return starting at 2 x 3-hour shifts per week, reviewed every 4 weeks.',
                'Working from home on at least %d days.' % r.randrange(2, 5),
                'An accessible parking bay close to the entrance for {his} vehicle ({plate}).',
                'Flexible start and finish times to avoid rush-hour travel.',
                'Access to a rest space ({rooma}{room}) and scheduled 10-minute breaks each hour.',
                'Reduced cognitive load: written instructions, fewer meetings, no late shifts.',
                'Ergonomic chair / sit-stand desk (assessment via %s).' % r.choice([PC.WORK_SUPPORT[c.cc], 'OH']),
                'Sickness absence related to ME/CFS recorded separately from other absence.']
    for i, it in enumerate(r.sample(recs, r.randrange(4, 7))):
        d.t('%d. %s\n' % (i + 1, it), **K.named(r, SCHOOL_ROOMS if school else WORK_ROOMS, 'room'))
    who = r.choice(['ot', 'cons'])
    d.t('\nThese recommendations should be reviewed on or after {next_date}. '
        'Please contact me on {svc_phone} or {%s_email} with any questions.\n\n' % who)
    K.signoff(d, c, who)
    if r.random() < 0.5:
        d.t('\ncc: {pt_full}; Dr {gp_full} (GP)\n')
