"""Genres: activity diary review, OT home visit, severe ME care plan,
orthostatic (NASA lean test) assessment."""
import datetime

import country as C
import common as K
import pools_clin as PC
import pools_places as PP

COUNCILS = ['Wexcombe District Council', 'Calderbrook Borough Council', 'Northvale County Council',
            'Glenmoor Shire Council', 'Harrowfield City Council', 'Eastmoor Regional Council']


def _serial(r, pre=None):
    return (pre or r.choice(['SN ', 'WC-', 'S/N', 'INV', 'EQ'])).strip() + C.digits(r, r.choice([6, 7, 8]))


def _bio(r):
    return r.choice(['FP-', 'KS-FP-', 'BIO-', 'FPR']) + C.digits(r, r.choice([5, 6]))


def activity_diary_review(d, c):
    r = c.rng
    d.lit(r.choice(['ACTIVITY DIARY REVIEW\n', 'Pacing review - activity diary\n', 'Energy management: diary review\n']))
    d.t('{svc}\n\n')
    d.t(r.choice(['Patient: {pt_full}   DOB {dob}   {mrn_lbl} {mrn}\n', 'Name: {pt_caps}  ({age} y)  {mrn_lbl}: {mrn}\n']))
    d.t('Clinician: {ot_full}, {ot_role}\nDate of review: {today}\n')
    mode = r.choice(['face to face', 'video', 'telephone', 'video'])
    d.lit('Contact: %s\n' % mode)
    if mode == 'video' and r.random() < 0.7:
        d.t('Video link: {portal_url}  (patient connection {ip})\n')
    start = c.today - datetime.timedelta(days=r.randrange(8, 20))
    end = start + datetime.timedelta(days=6)
    d.t('Diary period: {a} - {b}\n', a=(c.fd(start, 'num'), 'DATE'), b=(c.fd(end, 'num'), 'DATE'))
    dev = r.choice(PC.DEVICE_MODELS)
    age = c.age
    pct = r.choice([50, 55, 60])
    limit = int((220 - age) * pct / 100.0)
    d.t('Monitoring: %s, serial {hrm_sn}; upper HR limit %d bpm (%d%% of 220 minus age)\n' % (dev, limit, pct))
    if r.random() < 0.5:
        d.t('Diary submitted through the app (user {pt_user}).\n')
    d.lit('\n%-12s %-8s %-6s %-7s %-8s %-5s %s\n' % ('Day', 'Active', 'Rest', 'Steps', 'Peak HR', 'Sx', 'Notes'))
    K.family(c, 'fam')
    notes = ['shower + hair wash', 'GP appt (driven by {fam_first})', 'visit from {fam_first}', 'school run',
             'online shop', 'short walk to {lma}{lm}', 'work 2h from home', 'laundry', 'sat in garden 20 min',
             'phone call with {emp} HR', 'cooked tea', 'dentist', 'quiet day',
             'zoom with {charity}', 'haircut at home']
    crash_day = r.randrange(2, 7)
    big_day = crash_day - 1
    for i in range(7):
        day = start + datetime.timedelta(days=i)
        act = round(r.uniform(0.5, 3.5), 1) if i != big_day else round(r.uniform(4, 7), 1)
        rest = round(r.uniform(2, 6), 1)
        steps = r.randrange(300, 3500) if i != big_day else r.randrange(4000, 9000)
        hr = r.randrange(limit - 15, limit + 5) if i != big_day else limit + r.randrange(10, 35)
        sx = r.randrange(3, 7) if i < crash_day else r.randrange(6, 10)
        dy = c.fd(day, 'wd_dm')
        d.t('{dy}', dy=(dy, 'DATE'))
        d.lit(' ' * max(1, 12 - len(dy)))
        d.lit(' %-8s %-6s %-7s %-8s %-5s ' % (act, rest, steps, hr, sx))
        if i == crash_day:
            note = r.choice(['crash - bed all day', 'PEM, stayed in bed', 'wiped out, curtains closed'])
        elif i == big_day:
            note = r.choice(['family birthday lunch', 'hospital appt + supermarket', 'wedding (2 h)',
                             'full day at {emp}', 'drove to see {fam_first}', 'hosted {fam_first} overnight'])
        else:
            note = r.choice(notes)
        d.t(note + '\n', **K.named(r, PP.LANDMARKS, 'lm'))
    d.lit('\nSummary\n')
    d.t(r.choice([
        'A Boom and Bust pattern is clear: on {bd} {pt_first} exceeded the HR limit for long periods and crashed the next day. ',
        'Activity was spread more evenly than last time, apart from {bd}, which was followed by PEM. ',
        'The spike on {bd} (family event) was followed by 2-3 days of increased symptoms. ']),
        bd=(c.fd(start + datetime.timedelta(days=big_day), r.choice(['wd', 'wd_short', 'dm_long'])), 'DATE'))
    d.lit(r.choice(['Rest periods are mostly lying down with eyes closed, which is helpful. ',
                    'Rest is often screen-based; we discussed "true rest". ',
                    'Cognitive activity (emails, forms) is under-recorded. ']))
    d.lit('Average steps %d/day.\n\n' % r.randrange(900, 4200))
    d.lit('Agreed\n')
    for it in r.sample(['Baseline of %d active hours/day, split into blocks of no more than 30 minutes.' % r.randrange(2, 5),
                        'Use the Traffic Light system to plan the week.',
                        'Stop, Rest, Pace when HR alarm sounds.',
                        'Plan rest before and after big events, not only after.',
                        'Trial of a perching stool in the kitchen.',
                        'No increase in activity until the next review.'], r.randrange(3, 6)):
        d.lit('- ' + it + '\n')
    d.t('\nNext review: {next_date}\n\n{ot_full}, {ot_cred}\n{ot_lic_lbl} {ot_lic}\n')
    if r.random() < 0.4:
        d.t('Tel {svc_phone2}\n')


def ot_home_visit(d, c):
    r = c.rng
    d.lit(r.choice(['OCCUPATIONAL THERAPY HOME VISIT REPORT\n', 'OT Home Visit - Severe ME Pathway\n',
                    'Home assessment (Occupational Therapy)\n']))
    d.t('{svc}, {svc_hosp}\n\n')
    K.pt_block(d, c, r.choice([0, 2, 3]))
    d.t('Visit date: {seen_date}   Time: %02d:%02d\n' % (r.randrange(9, 15), r.choice([0, 15, 30, 45])))
    d.t('Address visited: ' + c.addr('pt', True) + '\n')
    d.t(r.choice(['Access: %s opposite {lma}{lm}; parking on the drive behind the family car ({plate}).\n',
                  'Access: %s, second turning after {lma}{lm}. On-street parking.\n',
                  'Access: %s near {lma}{lm}; patient\'s car ({plate}) is now rarely used.\n'])
        % r.choice(['bungalow', 'terraced house', 'first-floor flat', 'semi-detached house', 'farmhouse']),
        **K.named(r, PP.LANDMARKS, 'lm'))
    if r.random() < 0.5:
        d.t('Key safe: biometric unit, fingerprint enrolment ID {bio}.\n', bio=(_bio(r), 'BIOID'))
    K.family(c, 'fam')
    d.t('Present: {pt_first}, {his} {fam_rel} {fam_full}, {ot_full} (OT)%s\n\n'
        % r.choice(['', ', {nurse_full} (CNS)', ', student OT']))
    d.t('Background: {age}-year-old with %s ME/CFS since {onset_y}. ' % r.choice(['severe', 'severe', 'very severe', 'moderate-severe']))
    d.t(r.choice(['Previously {a} {job}. ', 'Used to work as {a} {job} at {emp}. ', '']))
    d.t('{fam_first} is the main carer and works part time as {fam_a} {fam_job}.\n\n')
    d.lit('Environment\n')
    d.lit(r.choice(['Bedroom on first floor; 13 stairs with a rail on the left only. ',
                    'All rooms on one level; step at the back door (15 cm). ',
                    'Bathroom downstairs; bedroom upstairs; stairs are the main barrier. ']))
    d.lit(r.choice(['Bathroom has a bath with overhead shower.\n', 'Walk-in shower, no grab rails.\n',
                    'Toilet is low; no rails.\n']))
    d.lit('\nFunction\n')
    d.lit(r.choice(['Washes at the sink seated 2-3 times a week; showers weekly with help. ',
                    'Strip wash in bed most days; hair washed fortnightly with a rinse cap. ',
                    'Can shower seated but needs a full day of rest afterwards. ']))
    d.lit(r.choice(['Meals prepared by carer; eats in bed.', 'Makes a simple breakfast seated on a stool.',
                    'Requires help cutting food on bad days.']) + '\n\n')
    d.lit('Equipment\n%-16s %-34s %-14s %s\n' % ('Item', 'Model', 'Serial', 'Issued'))
    for item in r.sample(PC.EQUIP_MODELS, r.randrange(2, 4)):
        kind = item.split()[-1].capitalize()
        d.lit('%-16s %-34s ' % (kind, item))
        sn = _serial(r)
        d.t('{sn}', sn=(sn, 'DEVICE'))
        d.lit(' ' * max(1, 15 - len(sn)))
        d.t('{dt}\n', dt=(c.fd(C.add_days(c.seen, r.randrange(0, 20)), 'num'), 'DATE'))
    d.lit('\nRecommendations\n')
    grant, gpre = PC.HOME_GRANT[c.cc]
    recs = ['Referral to {council} for %s (ref {dfg}) - stairlift and level-access shower.' % grant,
            'Support %s application for vehicle {plate}.' % PC.PARKING[c.cc],
            'Care package: {agency} to provide 2 calls a day; named carer {carer_full}.',
            'Blackout blinds and ear defenders for sensory overload.',
            'Wheelchair for hospital and GP appointments only.',
            'Pacing advice given to {fam_first}; written plan left in the home.']
    K.family(c, 'carer', 'carer')
    for i, it in enumerate(r.sample(recs, r.randrange(3, 6))):
        d.t('%d. %s\n' % (i + 1, it), council=(r.choice(COUNCILS), 'ORGANIZATION'),
            dfg=(gpre + C.digits(r, 5), 'IDNUM'))
    d.t('\n{ot_full}, {ot_cred}\n{ot_role}\n{ot_lic_lbl}: {ot_lic}\nMobile: {ot_mob}\n',
        ot_mob=(C.phone(r, c.cc, 'mobile'), 'PHONE'))


def severe_care_plan(d, c):
    r = c.rng
    d.lit(r.choice(['SEVERE / VERY SEVERE ME - INDIVIDUAL CARE PLAN\n', 'Care Plan: Severe ME/CFS\n',
                    'PERSONALISED CARE AND SUPPORT PLAN (SEVERE ME)\n']))
    d.t('{svc}\nPlan date: {today}    Review by: {next_date}\n\n')
    d.t('Name: {pt_full}' + (' (prefers "{pt_nick}")' if c.v('pt_nick') != c.v('pt_first') else '') + '\nDOB: {dob}\n' + ('{nid_lbl}: {nid}\n' if 'nid' in c else '')
        + 'Hospital no: {mrn}\nAddress: ' + c.addr('pt', True) + '\nHome tel: {pt_phone}\n')
    K.family(c, 'fam', r.choice(['mother', 'husband', 'wife', 'partner', 'father', 'sister']))
    d.t('Main carer / NOK: {fam_full} ({fam_rel}) {fam_phone}\nGP: Dr {gp_full}, {gp_prac}, {gp_phone}\n')
    d.t('Key worker: {nurse_full}, {nurse_role}, {svc_phone}\n\n')
    bell = r.choice([0, 5, 10, 10, 20])
    d.t('Current level: Bell score %d. Bedbound for most of the day since {ob}. ' % bell,
        ob=(c.fd(K.date_after(c, c.onset, 100, 900), 'my'), 'DATE'))
    d.t('{pt_first} is {age} and was {a} {job} before becoming ill.\n\n')
    K.family(c, 'carer1', 'carer')
    K.family(c, 'carer2', 'carer')
    d.t('Paid care: {agency} - {carer1_full} and {carer2_first} visit twice daily.\n\n')
    sec = [
        ('Communication', ['Speaks in a whisper on bad days; yes/no cards by the bed.',
                           'Prefers text messages to {pt_mob}; no phone calls before 11:00.',
                           'Visits limited to 15 minutes; one person at a time.']),
        ('Sensory', ['Room kept dark; eye mask and ear defenders.', 'No perfume, deodorant or aftershave.',
                     'Torch with red filter for night checks.']),
        ('Nutrition', ['Small frequent meals; straws and lidded cups.', 'Bowels: Bristol Stool Chart type 2-3; Movicol PRN.', 'Dietitian review: weight %d kg.' % r.randrange(40, 80),
                       'Oral nutritional supplements twice daily.']),
        ('Personal care', ['Bed bath by carers; hair wash monthly.', 'Commode beside bed; catheter not required.',
                           'Skin checks each visit; pressure-relieving mattress.']),
        ('Medication', [', '.join(r.sample(K.pool(c, PC.MEDS), 3)) + '.', 'Blister packs from {pharm}.']),
    ]
    for title, items in sec:
        d.lit(title + '\n')
        for it in r.sample(items, r.randrange(1, len(items) + 1)):
            d.t('  - ' + it + '\n', pharm=(r.choice(PP.PHARMACIES), 'HOSPITAL'))
    d.t('\nEquipment: %s, serial {sn}\n' % r.choice(PC.EQUIP_MODELS), sn=(_serial(r), 'DEVICE'))
    if r.random() < 0.45:
        d.t('Key safe: biometric (fingerprint ID {bio}); code held by {agency}.\n', bio=(_bio(r), 'BIOID'))
    d.lit('\nIf hospital admission is needed\n')
    d.t('  - Request a side room on {ward} at {svc_hosp}; bring this plan.\n', ward=(r.choice(PP.WARD_NAMES), 'HOSPITAL'))
    d.t('  - Contact Dr {cons_last} via switchboard {svc_phone}, bleep {pager}.\n')
    d.lit('  - Minimise transfers; dim lights; avoid non-urgent tests.\n')
    if r.random() < 0.5:
        d.t('  - Ambulance to park by the side gate; transport needs a stretcher.\n')
    d.lit('\nEmergency contacts\n')
    d.t('  {fam_full}  {fam_rel}  {fam_phone}\n')
    d.t('  {carer1_full} ({agency})  {carer1_phone}\n')
    d.t('  Out of hours: {svc_phone2}\n\n')
    d.t('Plan agreed with {pt_first} and {fam_first}.\nSigned: {nurse_full}, {nurse_cred}  {nurse_lic_lbl} {nurse_lic}\n'
        'Countersigned: Dr {cons_full}\n')


def orthostatic_assessment(d, c):
    r = c.rng
    d.lit(r.choice(['NASA 10-MINUTE LEAN TEST\n', 'Orthostatic assessment - NASA lean test\n',
                    'ACTIVE STAND / LEAN TEST REPORT\n']))
    d.t('{svc}, {rooma}{room}\n\n', **K.named(r, PP.ROOMS, 'room'))
    d.t('Patient: {pt_lf}   DOB: {dob}   {mrn_lbl}: {mrn}\n')
    d.t('Test date: {seen_date}   Start time: %02d:%02d\n' % (r.randrange(9, 16), r.randrange(60)))
    d.t('Operator: {nurse_full}, {nurse_cred}\nReferring clinician: Dr {cons_full}\n')
    d.t(r.choice(['Indication: {age}-year-old {job} with ME/CFS (onset {onset_my}); palpitations and dizziness on standing.\n',
                  'Indication: ?POTS. {age} y, ill since {onset_y}; GP Dr {gp_last} ({gp_prac}) requests assessment.\n',
                  'Indication: orthostatic intolerance in {pt_title} {pt_last}, aged {age}; symptoms worse since {onset_my}.\n']))
    if r.random() < 0.4:
        K.family(c, 'esc')
        d.t('Accompanied by {esc_rel} ({esc_first}).\n')
    d.t('Equipment: %s (asset {asset})\n' % r.choice(['Omron M3 cuff', 'Welch Allyn Connex monitor',
                                                         'Dinamap ProCare', 'Philips SureSigns VS4']),
        asset=('BME-' + C.digits(r, 5), 'DEVICE'))
    d.lit('Medication held: %s\n' % r.choice(['ivabradine omitted 48 h', 'none', 'propranolol omitted 24 h',
                                             'midodrine omitted morning dose']))
    d.lit('Fluids/caffeine: %s\n\n' % r.choice(['normal breakfast, no caffeine', 'fasted 2 h', '500 ml water']))
    hr0 = r.randrange(55, 90)
    rise = r.randrange(10, 55)
    sbp, dbp = r.randrange(100, 130), r.randrange(60, 85)
    d.lit('%-14s %-9s %-5s %s\n' % ('Position/min', 'BP', 'HR', 'Symptoms'))
    d.lit('%-14s %-9s %-5s %s\n' % ('Supine 10', '%d/%d' % (sbp, dbp), hr0, '-'))
    syms = ['lightheaded', 'legs heavy', 'nausea', 'visual greying', 'hot', 'shaky', 'acrocyanosis feet', '-']
    for m in [1, 2, 3, 4, 5, 6, 8, 10]:
        frac = min(1.0, m / 4.0)
        hr = hr0 + int(rise * frac) + r.randrange(-3, 4)
        d.lit('%-14s %-9s %-5s %s\n' % ('Lean %d' % m, '%d/%d' % (sbp + r.randrange(-12, 8), dbp + r.randrange(-5, 10)),
                                       hr, r.choice(syms)))
    d.lit('\nMax HR rise: %d bpm. ' % rise)
    if rise >= 30:
        d.lit('Sustained rise >= 30 bpm without orthostatic hypotension: consistent with POTS.\n')
    elif rise >= 20:
        d.lit('Borderline rise; symptomatic orthostatic intolerance.\n')
    else:
        d.lit('No significant HR rise; BP stable.\n')
    d.lit('Test %s.\n\n' % r.choice(['completed', 'stopped at 8 minutes (pre-syncope)', 'completed with difficulty']))
    d.lit('Plan\n')
    for it in r.sample(['Fluids 2-3 L/day, salt 6-10 g/day unless contraindicated.',
                        'Class II compression (waist-high).', 'Consider ivabradine 2.5 mg BD (Cardiology advice).',
                        'Repeat lean test in 6 months.', 'Counter-manoeuvres taught (leg crossing, squeezing).',
                        'Letter to GP.'], r.randrange(2, 5)):
        d.lit('- ' + it + '\n')
    d.t('\n{nurse_full}  {nurse_lic_lbl} {nurse_lic}\nReviewed: Dr {cons_full} ({cons_user}) {today_num}\n')
    if r.random() < 0.6:
        d.t('Copy to: Dr {gp_full}, {gp_prac} (fax {gp_fax})\n')
    if r.random() < 0.5:
        d.t('Encounter no. {acct}\n')
