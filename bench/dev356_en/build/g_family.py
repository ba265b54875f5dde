"""Genres: adrenaline auto-injector training record, school allergy action plan."""
import fmt
import case as CA
import clin
import pools_people as PP
from common import nm, st, lic, dt, addr, age, age_sex, ids_line, hp_label, mrn_label, email
from case import paed, adr, emerg

HOLD = {'EpiPen': 3, 'Jext': 10, 'Emerade': 5, 'Anapen': 10, 'Auvi-Q': 2}


def expiry(r, c):
    e = fmt.add_days(c.visit, r.randint(120, 700))
    k = r.randint(0, 3)
    if k == 0:
        return ('DATE', '%02d/%d' % (e.month, e.year))
    if k == 1:
        return ('DATE', '%s %d' % (fmt.MONTHS[e.month - 1][:3], e.year))
    if k == 2:
        return ('DATE', '%s-%02d' % (e.year, e.month))
    return dt(r, c, e)


def aai_training(r, c, d):
    A = adr(c).capitalize()
    brand = c.aai[0]
    d.add(r.choice(['%s AUTO-INJECTOR TRAINING RECORD' % A.upper(), '%s Auto-Injector Teaching Checklist' % A,
                    'AAI Training & Competency Record']), '\n')
    d.add(('HOSP', c.hosp['name']), ' | ', r.choice(['Allergy Nursing Team', '%s Allergy Service' % paed(c).capitalize(), 'Allergy Clinic']), '\n\n')
    d.add('Child: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU', 'fml'])), '   DOB ', dt(r, c, c.dob), '   ', mrn_label(r, c), ' ', ('MRN', c.mrn), '\n')
    d.add('Allergy: ', ', '.join([c.prim[1]] + [o[1] for o in c.others]), '   Weight: %.1f kg' % c.weight,
          ' (%s dose)\n' % ('0.15 mg' if c.weight < 25 else '0.3 mg'))
    setting = r.choice(['clinic', 'day unit', 'video call', 'home visit', 'school'])
    d.add('Session date: ', dt(r, c, c.visit, 'ev'), '   Setting: ', setting)
    if setting == 'video call' and r.random() < 0.8:
        d.add(' (', ('URL', 'https://telehealth.example.net/room/' + fmt.letters(r, 3).lower() + fmt.digits(r, 4)), ')')
    d.add('\n\nDEVICES\n')
    n = r.choice([2, 2, 2, 4])
    lab = r.choice(['lot ', 'Lot: ', 'batch ', 'serial '])
    where = ['', '  (home)', '  (bag)', '  (grandparents)', '  (nursery)' if c.age_m < 54 else '  (school)']
    for i in range(n):
        d.add('  %d. %s  ' % (i + 1, c.aai_dose), lab, ('DEV', fmt.device_id(r, c.aai[3])),
              '  exp ', expiry(r, c), r.choice(where), '\n')
    if r.random() < 0.6:
        d.add('  Trainer pen used: ', brand, ' trainer ', ('DEV', fmt.device_id(r, 'trainer')), ' (clinic stock)\n')
    d.add('\nPRESENT FOR TRAINING\n')
    people = [c.main] + ([p for p in c.carers if p is not c.main] if r.random() < 0.6 else [])
    if r.random() < 0.4:
        people.append(c.gran)
    for p in people:
        d.add('  - ', nm(r, p, 'FAM', r.choice(['full', 'first'])), ' (', p.rel.lower())
        if p.prof and r.random() < 0.5:
            d.add(', ', ('PROF', p.prof))
        if p.age and r.random() < 0.2:
            d.add(', ', ('AGE', str(p.age)))
        d.add(')', r.choice([' - confident', ' - first time', ' - needed prompt to remove cap', ' - demonstrated correctly x2', '']), '\n')
    if r.random() < 0.35:
        cm = CA.rand_person(r, 'F')
        d.add('  - ', nm(r, cm, 'FAM', 'full'), ' (', r.choice(['childminder', 'nanny', 'family friend', 'teaching assistant']), ')\n')
    if c.age_y >= 9 and r.random() < 0.7:
        d.add('  - ', nm(r, c.pt, 'PAT', 'first'), ' (self-administration taught)\n')
    d.add('\nCHECKLIST                                           Done\n')
    items = ['Recognises mild/moderate vs severe symptoms (ABC)', 'Knows when to give %s' % adr(c),
             'Removes safety cap ("blue to the sky, orange to the thigh")' if brand == 'EpiPen' else 'Removes safety cap(s) correctly',
             'Injects outer mid-thigh, through clothing if needed', 'Holds for %d seconds' % HOLD.get(brand, 3),
             'Calls %s and says "anaphylaxis"' % emerg(c), 'Lies child flat / sits if breathing difficult; does not stand',
             'Second device after 5 minutes if no improvement', 'Carries 2 devices at all times',
             'Stores at room temperature; checks window and expiry', 'Registered for expiry reminders']
    for it in items:
        d.add('  [x] ', it, '\n')
    if r.random() < 0.5:
        d.add('  Expiry alert registration: ', ('URL', r.choice(['www.example.com/expiry-alert', 'https://alerts.example.org/aai',
                                                                  'example.net/remind-me'])), '  (login ', ('USR', fmt.username(r, c.main.first, c.main.last)), ')\n')
    d.add('\nCompetency: ', r.choice(['achieved', 'achieved - teach-back used', 'partially achieved, review at next visit']), '\n')
    d.add('Written info: allergy action plan, manufacturer leaflet, ', r.choice(['school letter', 'travel letter for flights', 'nursery pack']), '\n')
    if r.random() < 0.3:
        d.add('Travel letter issued for trip to ', ('CTRY', r.choice(PP.HOLIDAY_COUNTRIES)), ' on ', dt(r, c, fmt.add_days(c.visit, r.randint(20, 100))), '\n')
    d.add('\nTrainer: ', *st(r, c.cns, r.choice(['full', 'fml'])))
    d.add('   ', *lic(r, c.cns))
    d.add('\nSigned (parent/carer): ', nm(r, c.main, 'FAM', 'full'), '   Date: ', dt(r, c, c.visit), '\n')
    if r.random() < 0.4:
        d.add('Allergy nurse helpline: ', ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.5)), ' (Mon-Fri 9-5)\n')


def school_plan(r, c, d):
    cc = c.cc
    if cc in ('AU', 'NZ'):
        d.add('ASCIA ACTION PLAN FOR ANAPHYLAXIS', r.choice(['', ' (2023)', ' - for use with EpiPen']), '\n')
        d.add('For use with ', c.aai[0], ' adrenaline (epinephrine) autoinjectors\n\n')
    elif cc == 'US':
        d.add('FOOD ALLERGY & ANAPHYLAXIS EMERGENCY CARE PLAN\n\n')
    elif cc == 'CA':
        d.add('ANAPHYLAXIS EMERGENCY PLAN\n\n')
    else:
        d.add(r.choice(['BSACI ALLERGY ACTION PLAN', 'ALLERGY ACTION PLAN (school)', 'Individual Healthcare Plan - Anaphylaxis']), '\n\n')
    d.add('Name: ', nm(r, c.pt, 'PAT', r.choice(['full', 'full', 'fml'])), '\n')
    d.add('Date of birth: ', dt(r, c, c.dob))
    asthma = r.random() < 0.4
    if cc == 'US':
        d.add('   Weight: %d lbs   Asthma: %s (higher risk for severe reaction)' % (int(c.weight * 2.2), 'Yes' if asthma else 'No'))
    d.add('\nSchool/Centre: ', ('ORG', c.school))
    if r.random() < 0.7:
        d.add('   ', r.choice(['Room ', 'Room: ', 'Classroom ']), ('LOC', r.choice(['%d' % r.randint(1, 24), '%d%s' % (r.randint(1, 6), r.choice('ABC'))])))
    if r.random() < 0.6:
        d.add('   Teacher: ', r.choice(['Mrs ', 'Mr ', 'Ms ', 'Miss ']), ('FAM', c.teacher.last))
    d.add('\nPhoto: [attached]\n\n')
    d.add('Confirmed allergens: ', ', '.join([c.prim[1]] + [o[1] for o in c.others]), '\n')
    d.add('Other: ', 'asthma - reliever in bag' if asthma else r.choice(['eczema', 'none', 'also allergic to bee stings']), '\n\n')
    d.add('FAMILY / EMERGENCY CONTACTS\n')
    for i, p in enumerate(c.carers):
        d.add('%d. ' % (i + 1), nm(r, p, 'FAM', 'full'), ' (', p.rel.lower(), ')\n   Mobile ', ('PH', p.phone))
        if r.random() < 0.5:
            d.add('   Home ', ('PH', c.home_phone))
        if r.random() < 0.3:
            d.add('   Work ', ('PH', fmt.phone(r, cc, mobile=False, ext=r.random() < 0.5)))
            if p.employer:
                d.add(' (', ('ORG', p.employer), ')')
        d.add('\n')
    if r.random() < 0.4:
        d.add('%d. ' % (len(c.carers) + 1), nm(r, c.gran, 'FAM', 'full'), ' (', c.gran.rel, ')  ', ('PH', fmt.phone(r, cc, mobile=False)), '\n')
    d.add('\nMILD TO MODERATE REACTIONS\n- swelling of lips, face, eyes\n- hives or welts\n- tingling mouth\n- abdominal pain, vomiting\n')
    d.add('Action: stay with child, call for help, give %s, locate %s, contact family.\n\n' % (
        r.choice(['antihistamine (cetirizine 5 mg)', 'antihistamine']), c.aai[0]))
    d.add('SIGNS OF ANAPHYLAXIS (any one of):\n- difficult or noisy breathing\n- swelling of tongue\n- swelling or tightness in throat\n'
          '- wheeze or persistent cough\n- difficulty talking and/or hoarse voice\n- persistent dizziness or collapse\n- pale and floppy (young children)\n\n')
    d.add('ACTION FOR ANAPHYLAXIS\n1. Lay person flat - do NOT allow them to stand or walk\n2. Give %s (%s)\n3. Phone ambulance - %s\n'
          '4. Phone family/emergency contact\n5. Further %s doses may be given if no response after 5 minutes\n\n' % (
              c.aai[0], c.aai_dose, emerg(c), adr(c)))
    d.add('Medication storage: ', r.choice(['school office', 'red bag in classroom', 'with child at all times', 'first aid room']))
    if r.random() < 0.3:
        k = r.randint(0, 2)
        if k == 0:
            d.add(', spare in room ', ('LOC', str(r.randint(1, 30))))
        elif k == 1:
            d.add(', spare in the ', ('LOC', r.choice(['Acorn Building', 'Jubilee Hall', 'Kahikatea Block'])), ' staff room')
        else:
            d.add(', spare in ', ('LOC', r.choice(['Block C', 'Block B', 'Totara Block'])))
    d.add('\n')
    if r.random() < 0.45:
        drv = CA.rand_person(r)
        d.add('School transport: bus ', ('VEH', fmt.vehicle(r, cc)), ', driver ', nm(r, drv, 'FAM', r.choice(['full', 'first'])),
              ' aware and trained ', dt(r, c, fmt.add_days(c.visit, r.randint(1, 20))), '\n')
    d.add('\nPlan prepared by: ', *st(r, c.cons, 'full', cred=''))
    d.add(', ', ('HOSP', c.hosp['name']), '\n', *lic(r, c.cons))
    d.add('   Signed   Date: ', dt(r, c, c.visit), '\n')
    if cc == 'US':
        d.add('Physician phone: ', ('PH', c.hosp['phone']), '   Rescue squad: 911\n')
    d.add('Parent/guardian consent to administer medication: ', nm(r, c.main, 'FAM', 'full'), '  Date ', dt(r, c, fmt.add_days(c.visit, r.randint(0, 10))), '\n')
    if r.random() < 0.5:
        sn = CA.staff(r, cc, 'nurse')
        d.add('School nurse: ', *st(r, sn, 'full', cred=''))
        d.add('  ', ('PH', fmt.phone(r, cc, mobile=False, ext=True)))
        if r.random() < 0.5:
            d.add('  ', ('EM', email(r, sn, 'schools.example.org')))
        d.add('\n')
    d.add('Review: ', dt(r, c, fmt.add_days(c.visit, 365)), ' or after any reaction\n')
    if r.random() < 0.3:
        d.add('Plan uploaded by ', ('USR', c.cns.user), ' to ', ('URL', 'https://schools.example.org/plans/' + fmt.digits(r, 6)), '\n')
