"""Genres: oral food challenge record, day unit admission checklist (own), OIT/SLIT dosing log."""
import fmt
import case as CA
import clin
import pools_people as PP
from common import nm, st, lic, dt, addr, age, age_sex, ids_line, hp_label, mrn_label, email
from case import paed, adr, emerg

PROTEIN = [3, 10, 30, 100, 300, 1000, 3000]


def obs(r, hr=None):
    return 'HR %d  RR %d  SpO2 %d%%  BP %d/%d  T %.1f' % (hr or r.randint(84, 128), r.randint(18, 30), r.randint(96, 100),
                                                         r.randint(88, 112), r.randint(50, 70), r.uniform(36.2, 37.3))


def bed(r, d):
    k = r.randint(0, 3)
    if k == 0:
        d.add('Bed: ', ('LOC', str(r.randint(1, 12))))
    elif k == 1:
        d.add('Bay ', ('LOC', str(r.randint(1, 4))), ' Bed ', ('LOC', str(r.randint(1, 6))))
    elif k == 2:
        d.add('Cubicle ', ('LOC', r.choice('ABCDEF')))
    else:
        d.add('Room ', ('LOC', '%d%s' % (r.randint(1, 9), r.choice(['', 'A', 'B']))))


def ofc_record(r, c, d):
    a = c.others[0] if c.others and r.random() < 0.5 else c.prim
    baked = a[0] in ('egg', 'milk') and r.random() < 0.6
    food = ('baked ' + a[1] + ' (muffin)') if baked else a[4]
    d.add(r.choice(['ORAL FOOD CHALLENGE RECORD', 'Oral Food Challenge - Nursing Record', 'OFC PROFORMA (open, incremental)',
                    'FOOD CHALLENGE OBSERVATION CHART']), '\n')
    d.add(('HOSP', c.hosp['name']), ' - ', ('HOSP', c.unit), '\n\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['LFU', 'LFm', 'full'])), '   ', mrn_label(r, c), ' ', ('MRN', c.mrn), '\n')
    d.add('DOB: ', dt(r, c, c.dob), '   Age: ', *age(r, c, 'ym' if r.random() < 0.4 else None))
    d.add('   Sex: ', c.sex, '   Weight: %.1f kg\n' % c.weight)
    bed(r, d)
    if r.random() < 0.6:
        d.add('   ', r.choice(['Encounter', 'Visit no.', 'CSN', 'Episode']), ': ', ('ACCT', c.acct))
    d.add('\nChallenge date: ', dt(r, c, c.visit), '   Arrived: ', fmt.ftime(r, 7, r.randint(30, 59)), '\n')
    d.add('Consultant: ', *st(r, c.cons, 'full', cred=''))
    d.add('   Challenge nurse: ', *st(r, c.cns, r.choice(['full', 'fml'])))
    d.add('\n')
    if r.random() < 0.3:
        d.add('Booking ref: ', ('IDN', 'OFC-%02d-%04d' % (c.visit.year % 100, r.randint(1, 9999))), '\n')
    d.add('\nFood: ', food, '   Type: ', r.choice(['open', 'open', 'single-blind', 'DBPCFC (active day)']), '\n')
    ind = ['to confirm tolerance - SPT %d mm, sIgE %.2f kUA/L' % (r.randint(0, 4), r.uniform(0.1, 2)),
           'to establish threshold before OIT', 'history unclear; %s never eaten since sensitisation found' % a[1]]
    if baked:
        ind = ['introduction of baked %s (%s ladder)' % (a[1], 'milk' if a[0] == 'milk' else 'egg')] * 3
    d.add('Indication: ', r.choice(ind), '\n\n')
    d.add('PRE-CHALLENGE CHECKS\n')
    d.add('[x] Well today, no fever or viral illness in past 2 weeks\n')
    last = fmt.add_days(c.visit, -r.randint(4, 10))
    d.add('[x] Antihistamines stopped - last %s ' % r.choice(['cetirizine', 'loratadine', 'chlorphenamine']), dt(r, c, last), '\n')
    d.add('[x] Asthma stable; PEF %d L/min (best %d)\n' % (r.randint(120, 300), r.randint(150, 320)) if r.random() < 0.6 else '[x] No asthma\n')
    d.add('[x] Consent signed by ', nm(r, c.main, 'FAM', r.choice(['full', 'first'])), ' (', c.main.rel.lower(), ')\n')
    dose = round(c.weight * 0.01, 2)
    d.add('[x] Emergency drugs: %s 1 mg/mL, %.2f mL IM (0.01 mL/kg) drawn up; salbutamol; %s\n' % (
        adr(c), min(dose, 0.5), r.choice(['cetirizine 5 mg/5 mL', 'chlorphenamine 2 mg/5 mL'])))
    if r.random() < 0.5:
        d.add('[x] Challenge food weighed by ', nm(r, c.nurse2, 'DOC', 'init'), '; cabinet access bio-ID ', ('BIO', fmt.bioid(r)), '\n')
    d.add('\nBaseline ', fmt.ftime(r, 9, r.randint(0, 10)), '  ', obs(r), '  Skin: ', r.choice(['clear', 'mild eczema flexures', 'dry']), '\n\n')
    d.add('Step | Time  | Dose (mg protein) | Cum. | Obs | Symptoms | Init\n')
    fail_at = r.choice([None, None, None, 3, 4, 5, 6, 6])
    h, m = 9, r.randint(10, 25)
    cum = 0
    symptoms = None
    for i, p in enumerate(PROTEIN):
        cum += p
        if h > 16:
            break
        init = nm(r, r.choice([c.cns, c.nurse2]), 'DOC', 'ini')
        step = i + 1
        sx = 'nil'
        if fail_at and step == fail_at:
            symptoms = r.sample(['perioral urticaria', 'abdominal pain', 'vomiting x1', 'cough', 'hives trunk', 'lip swelling', 'rhinorrhoea', 'wheeze'], 2)
            sx = ', '.join(symptoms)
        d.add(' %d   | %02d:%02d | %d | %d | HR %d SpO2 %d%% | %s | ' % (step, h, m, p, cum, r.randint(90, 140), r.randint(95, 100), sx), init, '\n')
        if sx != 'nil':
            break
        m += r.choice([20, 20, 30])
        h, m = h + m // 60, m % 60
    d.add('\nOUTCOME: ')
    if symptoms:
        d.add('POSITIVE at step %d (cumulative %d mg protein). ' % (fail_at, sum(PROTEIN[:fail_at])))
        if 'wheeze' in symptoms or 'vomiting x1' in symptoms or r.random() < 0.3:
            d.add('IM %s %.2f mg at %02d:%02d by ' % (adr(c), min(0.01 * c.weight, 0.5), h, (m + 4) % 60), nm(r, c.reg, 'DOC', 'init'),
                  '. Salbutamol 6 puffs via spacer. Symptoms resolved by %02d:%02d. ' % (h + 1, m))
            d.add('WAO grade %d. ' % r.choice([2, 3]))
        else:
            d.add('Cetirizine given. Symptoms resolved within %d min. No %s required. ' % (r.choice([30, 45, 60]), adr(c)))
        d.add('Observed for 4 h post reaction.\n')
    else:
        d.add('NEGATIVE - tolerated full dose (cumulative %d mg protein, approx. %s). Observed 2 h post final dose.\n' % (
            sum(PROTEIN), r.choice(['1 whole muffin', '4 g protein', '2 teaspoons', '16 peanuts equivalent'])))
        d.add('Advice: include %s in diet at least %s.\n' % (a[1], r.choice(['3 times a week', 'twice weekly', 'regularly'])))
    d.add('Discharged ', dt(r, c, c.visit), ' %02d:%02d with ' % (min(h + 3, 18), r.randint(0, 59)), c.main.rel.lower(), ' ',
          nm(r, c.main, 'FAM', 'first'), '. ')
    if r.random() < 0.5:
        d.add('Contact number for concerns overnight: ', ('PH', c.hosp['phone']), ' (ask for on-call %s registrar).' % paed(c))
    d.add('\n\nSigned: ', *st(r, c.cns, r.choice(['full', 'init'])))
    d.add('  ', *lic(r, c.cns))
    d.add('\nReviewed: ', *st(r, c.reg, 'full', cred=''))
    if r.random() < 0.5:
        d.add('  bleep ', ('PH', fmt.bleep(r)))
    d.add('\n')


def day_admission(r, c, d):
    proc = r.choice(['Oral food challenge - %s' % c.prim[1], 'Drug provocation test - amoxicillin',
                     'Oral food challenge - baked %s' % r.choice(['egg', 'milk']), 'OIT initial dose escalation - peanut',
                     'Omalizumab first dose + observation', 'Oral food challenge - %s' % (c.others[0][1] if c.others else 'sesame')])
    d.add(r.choice(['DAY CASE ADMISSION CHECKLIST', 'Day Unit Admission & Pre-Procedure Checklist', 'ALLERGY DAY UNIT - ADMISSION RECORD']), '\n')
    d.add(('HOSP', c.unit2 if r.random() < 0.5 else c.unit), ', ', ('HOSP', c.hosp['name']))
    if r.random() < 0.4:
        d.add(', ', ('LOC', r.choice(CA.PL.BUILDINGS)))
    d.add('\n\n')
    d.add('Admission date: ', dt(r, c, c.visit), '   Arrival: ', fmt.ftime(r, 7, r.randint(40, 59)), '\n')
    d.add('Procedure: ', proc, '\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['LFU', 'full'])), '   DOB ', dt(r, c, c.dob), '   ', *age_sex(r, c))
    d.add('\n', *ids_line(r, c))
    d.add('\n')
    bed(r, d)
    d.add('   Visit: ', ('ACCT', c.acct), '\n')
    d.add('ID band applied and checked: ', nm(r, c.nurse2, 'DOC', 'ini'), ' / ', nm(r, c.cns, 'DOC', 'ini'), '\n')
    d.add('Allergy band (red): ', ', '.join([c.prim[1]] + [o[1] for o in c.others]), '\n\n')
    d.add('Accompanying adult / NOK: ', nm(r, c.main, 'FAM', 'full'), ' (', c.main.rel.lower(), ')  mob ', ('PH', c.main.phone), '\n')
    if len(c.carers) > 1 and r.random() < 0.6:
        o = c.carers[1] if c.main is c.carers[0] else c.carers[0]
        d.add('Second contact: ', nm(r, o, 'FAM', 'full'), '  ', ('PH', o.phone))
        if o.prof and r.random() < 0.5:
            d.add(' (works as ', ('PROF', o.prof), r.choice([' - on call today', ' - may be hard to reach', '']), ')')
        d.add('\n')
    if r.random() < 0.6:
        d.add('Parking: visitor permit issued for vehicle reg ', ('VEH', fmt.vehicle(r, c.cc)), r.choice([' (car park B)', '', ' - exit by 17:00']), '\n')
    if r.random() < 0.3:
        lang = r.choice(PP.LANGUAGES)
        ip_ = CA.rand_person(r)
        mode = r.choice([' (in person)', ' (telephone, ID ', ' (video)'])
        d.add('Interpreter: ', lang, ' - ', nm(r, ip_, 'DOC', 'full'), mode)
        if mode.endswith('ID '):
            d.add(('IDN', fmt.digits(r, 6)), ')')
        d.add('\n')
    d.add('GP: ', 'Dr ', ('DOC', c.gp.last), ', ', ('HOSP', c.prac['name']), '\n\n')
    d.add('CHECKLIST                                   Y/N   Comment\n')
    rows = [('Weight today', 'Y', '%.1f kg' % c.weight), ('Baseline observations', 'Y', obs(r)),
            ('Antihistamines withheld >= 5 days', r.choice(['Y', 'Y', 'Y', 'N']), None),
            ('Unwell / fever in last 2 weeks', 'N', ''),
            ('Eczema flare', 'N', '') if r.random() < 0.7 else ('Eczema flare', 'Y', r.choice(['SCORAD 18', 'mild, proceed', 'test site clear - proceed'])),
            ('Asthma controlled (ACT / PEF)', 'Y', r.choice(['ACT 23', 'PEF 240 L/min', 'no reliever use 1 week'])),
            ('Beta-blocker / ACE inhibitor', 'N', 'n/a'), ('Consent form signed', 'Y', None),
            ('EMLA / cannula required', 'N', r.choice(['not routinely', 'n/a', ''])) if r.random() < 0.7 else
            ('EMLA / cannula required', 'Y', 'EMLA applied %s' % fmt.ftime(r, 7, r.randint(45, 59))),
            ('Emergency trolley & %s checked' % adr(c), 'Y', None),
            ('Play specialist informed', 'Y', None) if r.random() < 0.6 else ('Play specialist informed', 'N', 'not available today')]
    for name, yn, com in rows:
        d.add('%-44s %s   ' % (name, yn))
        if com is None and name.startswith('Antihist'):
            d.add('last dose ', dt(r, c, fmt.add_days(c.visit, -r.randint(5, 9))))
        elif com is None and name.startswith('Consent'):
            d.add('by ', nm(r, c.main, 'FAM', 'init'), ' on ', dt(r, c, fmt.add_days(c.visit, -r.choice([0, 0, 7, 14]))))
        elif com is None and name.startswith('Emergency'):
            d.add(nm(r, c.nurse2, 'DOC', 'ini'), ' ', fmt.ftime(r, 8))
        elif com is None and name.startswith('Play'):
            ps = CA.rand_person(r)
            d.add(nm(r, ps, 'DOC', 'full'))
        elif com:
            d.add(com)
        d.add('\n')
    d.add('\nAllergy alert verified in EPR by user ', ('USR', c.cns.user))
    if r.random() < 0.6:
        d.add(' (workstation ', ('IP', fmt.ip(r)), ')')
    d.add(' at ', fmt.ftime(r, 8), '.\n')
    if r.random() < 0.4:
        d.add('Medicines cabinet opened with fingerprint ID ', ('BIO', fmt.bioid(r)), ' for ', adr(c), ' ampoule check.\n')
    d.add('\nAdmitting nurse: ', *st(r, c.nurse2, 'full'))
    d.add('  ', *lic(r, c.nurse2))
    d.add('\nSigned ', dt(r, c, c.visit), ' ', fmt.ftime(r, 8), '\n')


PALF = ['0.5 mg', '1 mg', '1.5 mg', '3 mg', '6 mg']
UPD = [3, 6, 12, 20, 40, 80, 120, 160, 200, 240, 300]


def oit_log(r, c, d):
    slit = r.random() < 0.25
    if slit:
        prod = r.choice(['Acarizax 12 SQ-HDM', 'Grazax 75,000 SQ-T', 'Oralair 300 IR'])
        d.add('SUBLINGUAL IMMUNOTHERAPY (SLIT) - DOSING RECORD\n', 'Product: ', prod, '\n')
    else:
        a = c.prim if c.prim[0] in ('peanut', 'milk', 'egg', 'cashew', 'sesame') else CA.ALLERGENS[0]
        prod = r.choice(['Palforzia', '%s flour (in-house protocol)' % a[1], '%s protein powder' % a[1]]) if a[0] == 'peanut' else '%s (food-based protocol)' % a[1]
        d.add(r.choice(['ORAL IMMUNOTHERAPY DOSING LOG', 'OIT Dose Record & Home Diary', '%s OIT - Dosing Log' % a[1].capitalize()]), '\n')
        d.add('Product: ', prod, '\n')
    d.add(('HOSP', c.hosp['name']), ' | ', paed(c).capitalize(), ' Allergy - ', ('HOSP', c.unit), '\n\n')
    d.add('Name: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU', 'fml'])), '   DOB: ', dt(r, c, c.dob), '   Age at start: ', *age(r, c, 'num'))
    d.add('\n', *ids_line(r, c))
    d.add('\n')
    d.add('Programme ID: ', ('IDN', ('SLIT' if slit else r.choice(['OIT', 'IT'])) + '-%d-%03d' % (c.visit.year, r.randint(1, 400))))
    if c.cc == 'US':
        d.add('   Prior auth: ', ('IDN', 'PA' + fmt.digits(r, 8)), '   Plan: ', ('ORG', c.ins))
    d.add('\nPrescriber: ', *st(r, c.cons, 'full', cred=''))
    d.add(' (', *lic(r, c.cons))
    d.add(')\n')
    d.add('Dispensing pharmacy: ', ('HOSP', r.choice([c.pharm, c.hosp['name'] + ' Pharmacy'])), '  lot ', fmt.letters(r, 1) + fmt.digits(r, 5),
          ' (batch, not patient-specific)\n' if r.random() < 0.3 else '\n')
    d.add('Parent contact: ', nm(r, c.main, 'FAM', 'full'), ' ', ('PH', c.main.phone), '\n')
    d.add('Consent: ', dt(r, c, fmt.add_days(c.visit, -r.randint(7, 40))))
    if slit:
        d.add('  Indication: %s; SPT %d mm\n\n' % (r.choice(['persistent allergic rhinitis (HDM)', 'seasonal rhinoconjunctivitis (grass)', 'rhinitis + asthma']), r.randint(5, 12)))
    else:
        d.add('  Baseline threshold at OFC: %d mg protein\n\n' % r.choice([3, 10, 30, 100, 300]))
    d.add('Date | Phase | Dose | Observed | Reaction | Staff\n')
    day = c.visit
    staff = [c.cns, c.nurse2, c.reg]
    if slit:
        entries = [('first dose (clinic)', prod.split()[0] + ' 1 tablet', '30 min')]
        entries += [(ph, '1 tablet daily', 'phone review' if 'phone' in ph else 'clinic') for ph in
                    ['week 1 (phone)', 'week 4 (phone)', 'month 3', 'month 6', 'month 12'][:r.randint(2, 5)]]
        gaps = {'week 1 (phone)': 7, 'week 4 (phone)': 21, 'month 3': 60, 'month 6': 90, 'month 12': 180}
    else:
        entries = [('IDE day 1', p, '20 min each') for p in PALF[:r.randint(3, 5)]]
        entries += [('up-dose %d' % (i + 1), '%d mg' % v, '60 min') for i, v in enumerate(UPD[:r.randint(4, 9)])]
    start = day
    for j, (ph, dose, ob) in enumerate(entries):
        if j and ph != entries[j - 1][0]:
            day = fmt.add_days(day, gaps[ph] if slit else r.choice([14, 14, 14, 21]))
        reac = r.choice(['nil', 'nil', 'nil', 'nil', 'itchy mouth', 'mild abdominal pain', 'perioral hives', 'throat clearing'])
        if slit and j:
            reac = r.choice(['nil', 'nil', 'mild sublingual itch', 'ear itch first 2 weeks', 'nil - adherent (diary checked)'])
        d.add(dt(r, c, day, 'short' if r.random() < 0.3 else None), ' | ', ph, ' | ', dose, ' | ', ob, ' | ', reac, ' | ')
        d.add(nm(r, r.choice(staff), 'DOC', r.choice(['ini', 'init'])), '\n')
    d.add('\nHome diary notes (reported by ', c.main.rel.lower(), '):\n')
    span = max(2, (day - start).days)
    notes = ['dose missed - fever 38.5, restarted next day at same dose',
             'dose given after dinner; itchy throat 10 min, settled with cetirizine',
             'dose halved during gastroenteritis (advised via helpline)',
             'no exercise 2 h after dose - reminded', 'dose taken at ', 'vomited 15 min after dose, not repeated']
    if slit:
        notes = ['tablet missed x2 (school camp)', 'mouth itch 10 min, settled', 'dose taken at ', 'paused 3 days - mouth ulcer']
    hds = sorted(r.sample(range(1, span), min(span - 1, r.randint(2, 3))))
    for off, note in zip(hds, r.sample(notes, len(hds))):
        d.add('- ', dt(r, c, fmt.add_days(start, off)), ': ', note)
        if note == 'dose taken at ':
            d.add(c.gran.rel, "'s house; supervised by ", nm(r, c.gran, 'FAM', 'first'))
        d.add('\n')
    if r.random() < 0.6:
        d.add('\n%s issued from ADC; nurse verified with bio-ID ' % ('Tablets' if slit else 'Capsules/sachets'), ('BIO', fmt.bioid(r)), '.\n')
    d.add('Next visit: ', dt(r, c, fmt.add_days(day, 14)), '. If symptoms: call ', ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.4, area=c.hosp['addr']['area'])),
          ' (allergy nurses, Mon-Fri) or %s in emergency.\n' % emerg(c))
    d.add('Entered by: ', ('USR', r.choice(staff).user), '\n')
