"""Genres: allergy clinic letter, GP referral letter (own), allergy MDT minutes (own)."""
import fmt
import case as CA
import clin
import pools_places as PL
from common import nm, st, lic, dt, addr, age, age_sex, ids_line, hp_label, mrn_label, hosp_head, sign_typist, email
from case import paed, adr, emerg


def diag_list(r, c, d):
    a = c.prim
    sev = r.choice(['with anaphylaxis', 'mild-to-moderate reactions', 'anaphylaxis x2', 'WAO grade 3 reaction', 'urticaria only'])
    items = ['IgE-mediated %s allergy (%s)' % (a[1], sev)]
    for o in c.others:
        items.append(r.choice(['Sensitised to %s - tolerance unknown', 'IgE-mediated %s allergy', 'Possible %s allergy - for challenge']) % o[1])
    items += clin.comorbid(r)
    bul = r.choice(['%d. ', '- ', '%d) ', '* '])
    for i, t in enumerate(items):
        d.add(bul % (i + 1) if '%' in bul else bul, t, '\n')


def clinic_letter(r, c, d):
    P = paed(c)
    d.add(*hosp_head(r, c))
    d.add('\n')
    if r.random() < 0.6:
        d.add('Our ref: ', nm(r, c.cons, 'DOC', 'ini'), '/', nm(r, c.typist, 'DOC', 'lini'))
        if r.random() < 0.5:
            d.add('/', ('MRN', c.mrn))
        d.add('\n')
    d.add(r.choice(['Clinic date: ', 'Date of clinic: ', 'Seen: ']), dt(r, c, c.visit), '\n')
    d.add(r.choice(['Date typed: ', 'Dictated: ', 'Letter date: ']), dt(r, c, fmt.add_days(c.visit, r.randint(1, 12))), '\n\n')
    d.add(*st(r, c.gp, 'full', cred=''))
    d.add('\n', ('HOSP', c.prac['name']), '\n', *addr(r, c, c.prac['addr'], multiline=True))
    d.add('\n\n')
    dear = c.gp.title or 'Dr'
    d.add('Dear ', dear, ' ', ('DOC', c.gp.last), ',\n\n')
    d.add('Re: ' if not c.us else 'RE: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU', 'fml'])), '   ',
          'DOB ' if r.random() < 0.5 else 'D.O.B. ', dt(r, c, c.dob), '\n')
    d.add(*ids_line(r, c))
    d.add('\n')
    if c.cc == 'US' and r.random() < 0.6:
        d.add('Insurance: ', ('ORG', c.ins), '  Member ID ', ('HP', fmt.healthplan(r, 'US')), '  Group ', ('HP', c.group), '\n')
    if r.random() < 0.7:
        d.add(*addr(r, c, c.addr))
        d.add('\n')
    d.add('\nDiagnoses:\n')
    diag_list(r, c, d)
    if r.random() < 0.35:
        d.add('Coding: ', r.choice(['T78.1', 'T78.0', 'Z91.010' if c.us else 'Z91.0']), ', ', r.choice(['L20.9', 'J45.909' if c.us else 'J45.9', 'Z88.1']),
              r.choice(['', ' (SNOMED 91935009)', ' (SNOMED 91934008)']), '\n')
    d.add('\n')
    # narrative
    p = c.main
    k = r.randint(0, 2)
    if k == 0:
        d.add('Thank you for referring ', nm(r, c.pt, 'PAT', 'first'))
        if c.nick and r.random() < 0.6:
            d.add(' (known as "', ('PAT', c.nick), '")')
        d.add(', a ', *age(r, c, r.choice(['year-old', 'word']) if c.age_m >= 24 else 'month-old'),
              ' ', c.child, ', whom I saw in the %s Allergy Clinic today with %s %s, ' % (P.capitalize(), c.his, p.rel.lower()),
              nm(r, p, 'FAM', r.choice(['full', 'first'])), '.\n\n')
    elif k == 1:
        d.add('I reviewed ', nm(r, c.pt, 'PAT', 'first'), ' (', *age(r, c), ') in clinic on ', dt(r, c, c.visit),
              ' accompanied by ', c.his, ' ', p.rel.lower(), ' ', nm(r, p, 'FAM', 'first'))
        if len(c.carers) > 1 and r.random() < 0.5:
            o = c.carers[1] if p is c.carers[0] else c.carers[0]
            d.add(' and ', o.rel.lower(), ' ', nm(r, o, 'FAM', 'first'))
        d.add('.\n\n')
    else:
        d.add('Many thanks for asking us to see this ', *age(r, c, 'year-old' if c.age_m >= 24 else 'month-old'),
              ' regarding suspected %s allergy. ' % c.prim[1], nm(r, c.pt, 'PAT', 'first'), ' attended with ',
              c.his, ' ', p.rel.lower(), ', ', nm(r, p, 'FAM', 'full'), '.\n\n')
    d.add('History\n' if r.random() < 0.5 else 'HISTORY:\n')
    d.add(*clin.story(r, c))
    d.add(' ', nm(r, c.pt, 'PAT', 'first'), ' ', r.choice(['has eczema which is moderately controlled with emollients.',
                                                        'has no history of asthma.', 'had infantile eczema which has resolved.',
                                                        'uses salbutamol a few times a month with colds.']), '\n\n')
    d.add('Medications: ', '; '.join(clin.meds(r, c)), '\n')
    d.add('Family history: ', *clin.family_hx(r, c))
    d.add('\nSocial: ', *clin.social(r, c))
    d.add('\n\n')
    d.add('Examination: weight %.1f kg (%s centile), height %d cm. ' % (c.weight, r.choice(['9th', '25th', '50th', '75th', '91st']), int(60 + c.age_m * 0.55)),
          r.choice(['Mild flexural eczema. ', 'Skin clear. ', 'Dennie-Morgan folds noted. ', 'Dry skin over extensor surfaces. ']),
          r.choice(['Chest clear.', 'No wheeze.', 'Chest clear, no Harrison sulci.', 'ENT: pale boggy turbinates.']), '\n\n')
    d.add('Investigations\n')
    rows = clin.spt_panel(r, c)
    d.add('Skin prick tests (', dt(r, c, c.visit), '): ')
    d.add(', '.join('%s %d mm' % (a, w) for a, w, f in rows), '.\n')
    if r.random() < 0.7:
        sd = fmt.add_days(c.visit, -r.randint(10, 120))
        via = r.choice([', via GP', ', sent by ', ''])
        d.add('Specific IgE (', dt(r, c, sd), via)
        d.add(('ORG', c.hosp['lab']) if via == ', sent by ' else None)
        d.add('): ', ', '.join('%s %s %s' % (n, v, u) for n, u, v, ref in clin.sige_panel(r, c)), '.\n')
    d.add('\nImpression\n')
    d.add(r.choice(['The history and tests are consistent with IgE-mediated %s allergy. ',
                    'This is a convincing history of %s allergy with supportive sensitisation. ',
                    'The positive test alone does not confirm %s allergy; an oral food challenge is the next step. ']) % c.prim[1])
    d.add(r.choice(['The %s result makes persistent allergy likely.' % (c.prim[3][1][0] if len(c.prim[3]) > 1 else 'sIgE'),
                    'Sampson criteria for anaphylaxis were met at the index reaction.',
                    'Brighton criteria were not formally applied.',
                    'There is no suggestion of FPIES or Heiner syndrome.']), '\n\n')
    d.add('Plan\n')
    plan = [['Strict avoidance of %s; label reading discussed, including "may contain" warnings.' % c.prim[1]],
            ['%s prescribed (%s) and technique reviewed with ' % (c.aai_dose + ' x2', r.choice(['trainer pen', 'demo device'])), nm(r, c.main, 'FAM', 'first'), '.'],
            ['Updated %s allergy action plan given; copy sent to ' % r.choice(['BSACI', 'ASCIA', 'written', 'personalised']), ('ORG', c.school), '.']]
    if r.random() < 0.7:
        o = c.others[0][1] if c.others else c.prim[1]
        ofc = fmt.add_days(c.visit, r.randint(20, 150))
        plan.append(['Oral food challenge to %s booked for ' % (o if c.others else 'baked ' + o), dt(r, c, ofc), ' on ', ('HOSP', c.unit), '.'])
    if r.random() < 0.5:
        plan.append(['Referral to our dietitian, ', nm(r, c.diet, 'DOC', 'full'), ', for nutritional review.'])
    plan.append(['Review in %s months with repeat SPT%s.' % (r.choice(['6', '9', '12']), r.choice(['', ' and Ara h 2', ' +/- sIgE']))])
    for i, p_ in enumerate(plan):
        d.add('%d. ' % (i + 1), *p_)
        d.add('\n')
    d.add('\n', r.choice(['Yours sincerely,', 'Kind regards,', 'With best wishes,', 'Sincerely,']), '\n\n')
    d.add(*st(r, c.cons, r.choice(['full', 'fml']), cred=c.cons.cred))
    d.add('\n', r.choice(['Consultant %s Allergist' % P.capitalize(), 'Consultant in %s Allergy & Immunology' % P.capitalize(),
                          'Attending Physician, Allergy & Immunology' if c.us else 'Consultant Paediatrician (Allergy)']), '\n')
    d.add(*lic(r, c.cons))
    if r.random() < 0.5:
        d.add('   ', r.choice(['Secretary: ', 'Tel: ']), ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.5)))
    if r.random() < 0.4:
        d.add('\n', ('EM', email(r, c.cons, c.hosp['domain'])))
    d.add('\n\n')
    cc_to = 'Parents' if r.random() < 0.5 else r.choice(['Mr and Mrs ', 'Mrs ', 'Ms '])
    d.add('cc: ', cc_to)
    if cc_to != 'Parents':
        d.add(('FAM', c.main.last))
    d.add(', ', *addr(r, c, c.addr))
    d.add('\n')
    if r.random() < 0.5:
        d.add('cc: School nurse, ', ('ORG', c.school), '\n')
    if r.random() < 0.4:
        d.add('cc: ', nm(r, c.diet, 'DOC', 'full'), ', ', c.diet.cred, '\n')
    if r.random() < 0.5:
        d.add(*sign_typist(r, c))
        d.add('\n')


def gp_referral(r, c, d):
    pr = c.prac
    d.add(('HOSP', pr['name']), '\n', *addr(r, c, pr['addr'], multiline=r.random() < 0.5))
    d.add('\nTel ', ('PH', pr['phone']), '   Fax ', ('FAX', pr['fax']), '\n')
    if r.random() < 0.6:
        d.add('Email: ', ('EM', r.choice(['reception', 'referrals', 'admin']) + '@' + pr['domain']), '\n')
    d.add('\n')
    if c.cc == 'UK':
        u = fmt.digits(r, 12)
        d.add('NHS e-Referral Service  UBRN: ', ('IDN', '%s %s %s' % (u[:4], u[4:8], u[8:])), '\n')
    elif c.cc == 'US':
        d.add('Referral #: ', ('IDN', 'REF-' + fmt.digits(r, 7)), '   Prior auth: ', ('IDN', 'PA' + fmt.digits(r, 9)), '\n')
    elif c.cc == 'AU':
        d.add('Referral valid 12 months from date of issue. Ref no. ', ('IDN', fmt.digits(r, 8)), '\n')
    else:
        d.add('eReferral ID: ', ('IDN', fmt.letters(r, 2) + fmt.digits(r, 8)), '\n')
    d.add('Date: ', dt(r, c, fmt.add_days(c.visit, -r.randint(30, 200))), '\n')
    d.add('Priority: ', r.choice(['Routine', 'Soon', 'Urgent'] + (['Routine (2WW not applicable)'] if c.cc == 'UK' else [])), '\n\n')
    to = r.choice(['The %s Allergy Service' % paed(c).capitalize(), 'Dr ', 'Allergy Clinic Triage'])
    d.add('To: ', to)
    if to == 'Dr ':
        d.add(('DOC', c.cons.full), ', Consultant Allergist')
    d.add(', ', ('HOSP', c.hosp['name']), '\n\n')
    d.add('Patient: ', nm(r, c.pt, 'PAT', r.choice(['LFU', 'full', 'LF'])), '  (', c.sex, ')  DOB ', dt(r, c, c.dob), '\n')
    d.add('Address: ', *addr(r, c, c.addr))
    d.add('\nContact: ', c.main.rel.lower(), ' ', nm(r, c.main, 'FAM', 'full'), ' ', ('PH', c.main.phone))
    if r.random() < 0.5:
        d.add(', ', ('EM', c.main.email))
    d.add('\n', hp_label(r, c), ': ', ('HP', c.hp))
    if c.ssn and r.random() < 0.5:
        d.add('   ', {'US': 'SSN', 'IE': 'PPSN', 'CA': 'SIN (guardian)'}[c.cc], ' ', ('SSN', c.ssn))
    d.add('\n\n')
    k = r.randint(0, 2)
    if k == 2:
        d.add('Dear ', c.cons.title, ' ', ('DOC', c.cons.last), ',\n\n')
    else:
        d.add(['Dear Colleague,', 'Dear Allergy Team,'][k], '\n\n')
    d.add('I would be grateful if you could see ', nm(r, c.pt, 'PAT', 'first'), ', ', *age(r, c))
    d.add(', ', r.choice(['regarding a suspected allergic reaction to %s. ' % c.prim[1], 'with a history suggestive of %s allergy. ' % c.prim[1],
                          'whose parents are worried about %s allergy. ' % c.prim[1]]))
    d.add(*clin.story(r, c))
    d.add('\n\n')
    if r.random() < 0.6:
        d.add('I arranged specific IgE (', ('ORG', c.hosp['lab'] if r.random() < 0.5 else r.choice(CA.PP.LABS[c.cc])), ', accession ',
              ('IDN', fmt.accession(r, c.visit.year)), '): ')
        d.add(', '.join('%s %s %s' % (n, v, u) for n, u, v, ref in clin.sige_panel(r, c)[:3]), '.\n\n')
    d.add('PMH: ', '; '.join(clin.comorbid(r)), '\n')
    d.add('Current medication: ', '; '.join(clin.meds(r, c)[:-1]), '\n')
    d.add('Drug allergies: ', r.choice(['NKDA', 'None known', 'Amoxicillin (rash age 2)']), '\n')
    d.add('Family history: ', *clin.family_hx(r, c))
    d.add('\nSocial: ', *clin.social(r, c))
    d.add('\n')
    if r.random() < 0.35:
        d.add('Interpreter required: ', r.choice(CA.PP.LANGUAGES), '. ')
    if r.random() < 0.5:
        d.add('Parents are anxious as ', nm(r, c.pt, 'PAT', 'first'), ' starts at ', ('ORG', r.choice(PL.SCHOOLS[c.cc])), ' in ',
              ('DATE', fmt.fmonth(r, fmt.add_days(c.visit, r.randint(30, 200)), c.cc)), '.')
    d.add('\n\nI have prescribed %s x2 in the interim and advised %s for emergencies.\n\n' % (c.aai_dose, emerg(c)))
    d.add(r.choice(['Yours sincerely,', 'Many thanks,', 'Kind regards,']), '\n', *st(r, c.gp, 'full'))
    d.add('\n', r.choice(['General Practitioner', 'GP Principal', 'Pediatrician' if c.us else 'Salaried GP', 'Family Physician' if c.cc == 'CA' else 'GP']), '\n')
    d.add(*lic(r, c.gp))
    d.add('\n')
    if r.random() < 0.4:
        d.add('Sent electronically by ', nm(r, c.clerk, 'DOC', 'full'), ' (user ', ('USR', c.clerk.user), ')\n')


def mini_case(r, c):
    p = CA.rand_person(r)
    m = r.randint(8, 200)
    a = r.choice(CA.ALLERGENS)
    return p, m, fmt.mrn(r, c.hosp['mrn_style']), a


def mdt_minutes(r, c, d):
    P = paed(c).capitalize()
    d.add(r.choice(['%s ALLERGY MDT - MINUTES' % P.upper(), '%s Allergy Multidisciplinary Meeting' % P,
                    'Allergy & Immunology Case Conference - Minutes']), '\n')
    d.add(('HOSP', c.hosp['name']), '\n')
    d.add('Date: ', dt(r, c, c.visit), '   Time: 12:30-14:00\n')
    d.add('Venue: ', ('LOC', r.choice(PL.MEETING_ROOMS)), ', ', ('LOC', r.choice(PL.BUILDINGS)))
    if r.random() < 0.6:
        d.add(' / ', r.choice(['Teams', 'Zoom', 'video']), ': ', ('URL', 'https://meet.example.net/j/' + fmt.digits(r, 10)))
    d.add('\n\n')
    us = c.us
    team = [(c.cons, 'Attending (chair)' if us else 'Consultant (chair)'), (c.reg, r.choice(['Fellow', 'PGY-5']) if us else r.choice(['ST6', 'Fellow', 'Registrar'])),
            (c.cns, 'Allergy NP' if us else 'Allergy CNS'), (c.diet, 'Dietitian'), (c.nurse2, 'Day unit nurse')]
    extra = CA.rand_person(r)
    team.append((extra, r.choice(['Clinical psychologist', 'Pharmacist', 'Play specialist', 'Immunology scientist'])))
    d.add('Present:\n')
    for p, role in team:
        d.add('  ', *st(r, p, r.choice(['full', 'full', 'init']), cred=''))
        d.add(' - ', role, '\n')
    ap = CA.rand_person(r)
    d.add('Apologies: ', 'Dr ', ('DOC', ap.full), '\n')
    d.add('Minutes: ', nm(r, c.clerk, 'DOC', 'full'), '\n\n')
    d.add('1. Actions from previous meeting (', dt(r, c, fmt.add_days(c.visit, -r.choice([14, 28, 35]))), ')\n')
    d.add('   - OFC waiting list validation: complete (', nm(r, c.cns, 'DOC', 'ini'), ').\n')
    d.add('   - Update baked milk ladder leaflet to iMAP 2017 version: ', r.choice(['ongoing', 'done']), '.\n\n')
    d.add('2. Case discussions\n')
    cases = [(c.pt, c.age_m, c.mrn, c.prim)] + [mini_case(r, c) for _ in range(r.randint(2, 4))]
    for i, (p, m, mr, a) in enumerate(cases):
        y = m // 12
        d.add('\n2.%d ' % (i + 1), nm(r, p, 'PAT', r.choice(['full', 'LF', 'full'])), ' (')
        if m < 24:
            d.add(('AGE', str(m)), 'm')
        else:
            d.add(('AGE', str(y)), 'y')
        d.add(', ', r.choice(['MRN ', 'RN ', '']), ('MRN', mr), ')\n')
        resp = r.choice([c.cons, c.reg, c.cns])
        bg = r.choice(['%s allergy with anaphylaxis; %s %.1f kUA/L.' % (a[1], a[3][0][0] if a[3] else 'sIgE', r.uniform(0.4, 40)),
                       'Failed %s OFC at step %d (cumulative %d mg protein).' % (a[1], r.randint(3, 6), r.choice([143, 443, 1443])),
                       'Query %s allergy; SPT %d mm; never ingested.' % (a[1], r.randint(2, 9)),
                       'On %s OIT maintenance; GI symptoms with dosing.' % a[1]])
        d.add('   Background: ', bg, '\n')
        if r.random() < 0.5 and p is not c.pt:
            par = CA.rand_person(r, 'F', p.last)
            d.add('   ', r.choice(['Mother', 'Mum', 'Parent']), ' (', nm(r, par, 'FAM', 'first'), ') ', r.choice(['keen for challenge', 'very anxious', 'requests OIT', 'declined challenge']), '.\n')
        d.add('   Outcome: ', r.choice(['Book open OFC', 'Book DBPCFC', 'Continue avoidance, re-test in 12 months', 'Refer to psychology',
                                      'Start home introduction with milk ladder', 'Dose reduction and re-escalate']), '. Action: ',
              nm(r, resp, 'DOC', 'ini'), '\n')
        if r.random() < 0.3:
            d.add('   Date agreed: ', dt(r, c, fmt.add_days(c.visit, r.randint(14, 90))), ' on ', ('HOSP', c.unit), '\n')
    d.add('\n3. AOB\n')
    d.add(r.choice(['   - New PRACTALL-based challenge proforma to go live; Ring and Messmer grading to be replaced by WAO grading.\n',
                    '   - Adrenaline auto-injector supply issue (EpiPen Jr) - pharmacy to advise.\n',
                    '   - Audit of SPT positive control failures (n=12) presented.\n']))
    if r.random() < 0.5:
        d.add('   - Day unit bed ', ('LOC', str(r.randint(1, 8))), ' out of use until repaired; challenges capped at 4 per day.\n')
    d.add('\nNext meeting: ', dt(r, c, fmt.add_days(c.visit, 14)), '\n')
    if r.random() < 0.5:
        d.add('Minutes approved by ', nm(r, c.cons, 'DOC', 'init'), '\n')
