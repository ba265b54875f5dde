"""Genres: dietitian review, parent telephone advice log."""
import fmt
import case as CA
import clin
import pools_people as PP
import pools_places as PL
from common import nm, st, lic, dt, addr, age, age_sex, ids_line, hp_label, mrn_label, email
from case import paed, adr, emerg

CUISINE = [('India', 'ghee and paneer used widely'), ('Nigeria', 'groundnut soup eaten weekly'), ('Ghana', 'groundnut stew common'),
           ('Syria', 'tahini and sesame in most meals'), ('Vietnam', 'fish sauce and peanuts used'), ('Pakistan', 'yoghurt-based dishes daily'),
           ('China', 'sesame oil used for cooking'), ('Greece', 'tahini and feta common'), ('Poland', 'dairy-rich diet (twarog, kefir)'),
           ('Samoa', 'coconut cream used in most dishes'), ('Philippines', 'shrimp paste used'), ('Sri Lanka', 'cashew curry at celebrations')]
FORMULAS = ['Neocate LCP', 'Alfamino', 'Nutramigen LGG', 'Aptamil Pepti', 'Similac Alimentum', 'Elecare', 'Pepticate']
MILKS = ['oat drink (calcium-fortified)', 'soya growing-up milk', 'pea protein drink', 'fortified coconut drink (low protein)']
LADDER = ['1 (malted milk biscuit)', '2 (muffin/cake)', '3 (pancake)', '4 (cheese)', '5 (yoghurt)', '6 (pasteurised milk)']


def dietitian_review(r, c, d):
    P = paed(c).capitalize()
    d.add(r.choice(['%s DIETETIC REVIEW - FOOD ALLERGY' % P.upper(), 'Dietitian Outpatient Review', 'Nutrition & Dietetics - Clinic Note']), '\n')
    d.add(('HOSP', c.hosp['name'] if r.random() < 0.7 else c.prac['name']), '\n')
    mode = r.choice(['face to face', 'telephone', 'video'])
    d.add('Date: ', dt(r, c, c.visit), '   Contact: ', mode)
    if mode == 'video' and r.random() < 0.7:
        d.add(' (', ('URL', 'https://video.example.org/' + c.hosp['stem'] + '/' + fmt.digits(r, 6)), ')')
    d.add('\n\nName: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU'])), '   DOB: ', dt(r, c, c.dob), '   Age: ', *age(r, c, r.choice(['ym', 'num', None])))
    d.add('\n', *ids_line(r, c))
    d.add('\nPresent: ', c.main.rel.lower(), ' (', nm(r, c.main, 'FAM', 'first'), ')')
    if r.random() < 0.3:
        d.add(', ', c.gran.rel, ' (', nm(r, c.gran, 'FAM', 'full'), ')')
    d.add(', ', nm(r, c.pt, 'PAT', 'first'), '\n')
    d.add('Referred by: ', *st(r, c.cons, r.choice(['full', 'init']), cred=''))
    d.add(' for ', r.choice(['nutritional adequacy on exclusion diet', 'milk ladder support', 'multiple food allergy', 'poor weight gain']), '\n\n')
    milk = c.prim[0] == 'milk' or r.random() < 0.3
    d.add('Diagnosis: ', 'IgE-mediated %s allergy' % c.prim[1], (' + non-IgE CMPA' if milk and c.prim[0] != 'milk' else ''), '\n\n')
    d.add('ANTHROPOMETRY\n')
    prev = fmt.add_days(c.visit, -r.randint(60, 200))
    d.add('Weight %.1f kg (%s centile); previous %.1f kg on ' % (c.weight, r.choice(['2nd', '9th', '25th', '50th', '75th']), c.weight - r.uniform(0.2, 1.4)),
          dt(r, c, prev), '\n')
    d.add('%s %d cm (%s centile); BMI z-score %.1f\n\n' % ('Length' if c.age_m < 24 else 'Height', int(62 + c.age_m * 0.55),
                                                           r.choice(['9th', '25th', '50th', '75th']), r.uniform(-1.5, 1.2)))
    d.add('DIET HISTORY (typical day)\n')
    d.add('Breakfast: ', r.choice(['porridge made with oat drink', 'rice cereal + soya milk', 'toast with dairy-free spread', 'Weetabix + formula']), '\n')
    d.add('Lunch: ', r.choice(['school dinner (allergy menu)', 'packed lunch - ham sandwich, fruit', 'rice, chicken and vegetables', 'pasta with tomato sauce']), '\n')
    d.add('Dinner: ', r.choice(['family meal - curry and rice', 'fish, potatoes, broccoli', 'stir fry with noodles', 'shepherd\'s pie (dairy-free)']), '\n')
    d.add('Snacks: ', r.choice(['fruit, rice cakes', 'crisps, banana', 'dairy-free yoghurt', 'popcorn']), '\n')
    if c.age_m < 30:
        d.add('Milk: ', r.choice(FORMULAS), ' %d x %d mL/day\n' % (r.randint(2, 5), r.choice([150, 180, 210, 240])))
    else:
        d.add('Milk: ', r.choice(MILKS), ' approx. %d mL/day\n' % r.choice([200, 300, 400, 500]))
    if milk:
        d.add('\nMILK LADDER: currently step ', r.choice(LADDER), ' since ', dt(r, c, fmt.add_days(c.visit, -r.randint(14, 90))),
              r.choice([' - tolerated well', ' - mild eczema flare, stepped back', ' - refused taste']), '\n')
    d.add('\nNUTRIENT ASSESSMENT\nCalcium approx. %d mg/day (RNI %d mg); iron adequate; vitamin D %s.\n' % (
        r.randint(250, 800), r.choice([350, 450, 550]), r.choice(['10 micrograms daily given', 'not supplemented - advised', 'Abidec 0.6 mL daily'])))
    d.add('Protein and energy: meets ', r.choice(['EAR', 'estimated requirements', '~90% of requirements']), '.\n\n')
    d.add('SOCIAL / SETTING\n')
    d.add('Attends ', ('ORG', c.school))
    if r.random() < 0.5:
        d.add('; meals by ', ('ORG', r.choice(PL.CATERERS)), ' - allergy menu agreed with cook ', nm(r, CA.rand_person(r), 'FAM', r.choice(['full', 'first'])))
    d.add('.\n')
    p = c.main
    if p.prof:
        d.add(p.rel.capitalize(), ' ', r.choice(['works as a ', 'is a ']), ('PROF', p.prof))
        if p.employer and r.random() < 0.6:
            d.add(' at ', ('ORG', p.employer))
        d.add(r.choice(['; shifts make meal planning difficult.', '; cross-contact at home discussed.', '.', '; keen to cook from scratch.']), '\n')
    if r.random() < 0.3:
        ctry, food = r.choice(CUISINE)
        d.add('Family eat a traditional diet from ', ('CTRY', ctry), '; ', food, '.\n')
    d.add('\nEDUCATION GIVEN\n- label reading: 14 regulated allergens; precautionary "may contain" labelling\n')
    d.add('- eating out and takeaways: always declare allergy to staff\n')
    d.add('- %s\n' % r.choice(['suitable substitutes and recipes', 'when to step up the ladder', 'dairy-free calcium sources', 'travel and holiday food planning']))
    d.add('\nPLAN\n1. Continue %s exclusion%s.\n' % (c.prim[1], r.choice(['', ' - trace amounts not tolerated', ' - baked forms tolerated'])))
    d.add('2. %s\n' % r.choice(['Calcium supplement (Calcichew 500 mg daily).', 'Increase fortified milk to 400 mL/day.', 'Start step 2 of milk ladder in 2 weeks.',
                                 'Prescription of %s via GP.' % r.choice(FORMULAS)]))
    d.add('3. Review ', dt(r, c, fmt.add_days(c.visit, r.choice([42, 90, 120, 180]))), ' (', r.choice(['clinic', 'telephone', 'video']), ').\n\n')
    d.add(*st(r, c.diet, r.choice(['full', 'fml'])))
    d.add('\n', r.choice(['Specialist %s Dietitian' % P, 'Clinical Dietitian (Allergy)', 'Senior Dietitian']), '   ', *lic(r, c.diet))
    d.add('\n', r.choice(['Tel ', 'Direct line ', 'Office: ']), ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.5, area=c.hosp['addr']['area'])))
    if r.random() < 0.6:
        d.add('   ', ('EM', email(r, c.diet, c.hosp['domain'])))
    d.add('\n')
    if r.random() < 0.3:
        d.add('cc: ', 'Dr ', ('DOC', c.gp.last), ', ', ('HOSP', c.prac['name']), '\n')


def phone_log(r, c, d):
    P = paed(c).capitalize()
    d.add(r.choice(['ALLERGY NURSE ADVICE LINE - TELEPHONE LOG', 'Telephone Advice Record (%s Allergy)' % P, 'PARENT TELEPHONE CONTACTS']), '\n')
    d.add(('HOSP', c.hosp['name']), '   line: ', ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.3)), '\n')
    d.add('Pt: ', nm(r, c.pt, 'PAT', r.choice(['full', 'LFU', 'LF'])), '  dob ', dt(r, c, c.dob), '  ', mrn_label(r, c), ' ', ('MRN', c.mrn), '\n')
    d.add('Dx: ', c.prim[1], ' allergy', r.choice(['', ' (anaphylaxis)', ', eczema, asthma']), '   AAI: ', c.aai_dose, '\n\n')
    day = c.visit
    nent = r.randint(2, 5)
    staffs = [c.cns, c.nurse2]
    for i in range(nent):
        if i:
            day = fmt.add_days(day, r.randint(1, 40))
        s = r.choice(staffs)
        caller_k = r.randint(0, 7)
        d.add('--- ', dt(r, c, day, r.choice([None, 'short', 'wshort'])), ' ', fmt.ftime(r), ' ---\n')
        if caller_k <= 3:
            p = c.main if r.random() < 0.7 else r.choice(c.carers)
            d.add('caller: ', r.choice([p.rel.lower(), p.rel.lower() + ' ']), ' (', nm(r, p, 'FAM', r.choice(['first', 'full'])), ')  cb: ', ('PH', p.phone), '\n')
            k = r.randint(0, 5)
            if k == 0:
                issue = ['hives on face + trunk approx 20 min after ', clin.trigger(r, c.prim), '. no breathing difficulty, no vomiting. playing normally.']
                adv = 'cetirizine %s mg given. observe 4 h. if any breathing difficulty, hoarse voice or floppiness - give %s and call %s. parent repeated back plan.' % (
                    r.choice(['2.5', '5']), c.aai[0], emerg(c))
            elif k == 1:
                issue = ['c/o itchy mouth after eating a bakery item ', r.choice(['with "may contain nuts" label', 'at a party']), '. lips slightly swollen, settling.']
                adv = 'antihistamine, watch for 2-4 h, AAI to hand. reinforced label reading and "may contain" advice.'
            elif k == 2:
                issue = ['asking if ok to give antihistamine before OFC on ', dt(r, c, fmt.add_days(day, r.randint(3, 10))), '.']
                adv = 'stop antihistamines 5 days before challenge (except inhalers). ok to continue emollients. if itch bad - rebook.'
            elif k == 3:
                issue = [c.aai[0], ' expired - ', r.choice(["GP won't re-prescribe without letter", 'pharmacy has no stock']), '.']
                adv = 'letter faxed to GP confirming 2 x %s. alternative brand acceptable if technique re-taught.' % c.aai_dose
            elif k == 4:
                issue = ['child has temp 38.4 and cough - should OIT dose go ahead tonight?']
                adv = 'withhold OIT dose while febrile; restart at same dose once well for 24 h. if missed >2 days, call back.'
            else:
                issue = ['going on holiday to ', ('CTRY', r.choice(PP.HOLIDAY_COUNTRIES)), ', needs travel letter for AAI in hand luggage.']
                adv = 'travel letter done and posted. advised to carry 2 devices + translated action plan.'
            d.add('issue: ', *issue)
            d.add('\n')
        elif caller_k == 4:
            sn = CA.rand_person(r, 'F')
            d.add('caller: school nurse ', nm(r, sn, 'DOC', 'full'), ' (', ('ORG', c.school), ')  ', ('PH', fmt.phone(r, c.cc, mobile=False, ext=r.random() < 0.5)), '\n')
            k = r.randint(0, 2)
            d.add('issue: ', ['requests updated action plan - current one out of date', 'staff training request for AAI',
                              'child given cake at class party - now well, parents informed'][k], '\n')
            adv = ['new plan signed and emailed to school.', 'training session booked for staff (max 12).',
                   'incident form advised; reviewed school allergy policy with nurse.'][k]
        elif caller_k == 5:
            d.add('caller: pharmacist at ', ('HOSP', c.pharm), '  ', ('PH', fmt.phone(r, c.cc, mobile=False)), '\n')
            if r.random() < 0.5:
                d.add('issue: %s out of stock; query switch to %s\n' % (c.aai[0], r.choice(['Jext', 'Emerade', 'Anapen', 'Auvi-Q'])))
                adv = 'ok to switch; family to attend for device-specific training.'
            else:
                d.add('issue: prescription states 0.3 mg but child %.0f kg - query dose\n' % c.weight)
                adv = 'd/w consultant - %s dose correct for weight; amended prescription sent.' % ('0.15 mg' if c.weight < 25 else '0.3 mg')
        elif caller_k == 6:
            d.add('caller: ', c.gran.rel, ' ', nm(r, c.gran, 'FAM', r.choice(['first', 'full'])), ' (looks after ', nm(r, c.pt, 'PAT', 'first'),
                  ' on ', r.choice(['Fridays', 'school holidays', 'weekdays']), ')  cb: ', ('PH', fmt.phone(r, c.cc, mobile=False, area=c.addr['area'])), '\n')
            d.add('issue: unsure how to use trainer pen, wants refresher.\n')
            adv = 'talked through steps by phone; refresher booked with %s parent consent.' % r.choice(['verbal', 'documented'])
        else:
            d.add('caller: GP ', 'Dr ', ('DOC', c.gp.last), ' (', ('HOSP', c.prac['name']), ') ', ('PH', c.prac['phone']), '\n')
            d.add('issue: asking whether to refer sibling ', nm(r, c.sib, 'FAM', 'first'), ' (', ('AGE', str(c.sib.age)), ') for testing before introducing ', c.prim[1], '.\n')
            adv = 'advised sibling does not need testing if already eating %s; introduce as normal.' % c.prim[1]
        d.add('advice: ', adv)
        if r.random() < 0.3:
            d.add(' d/w ', 'Dr ', ('DOC', r.choice([c.cons, c.reg]).last), '.')
        if r.random() < 0.25:
            d.add(' sent to ', ('EM', r.choice(c.carers).email), '.')
        d.add('\nby: ', nm(r, s, 'DOC', r.choice(['full', 'init', 'ini'])), r.choice([', ' + (s.cred or 'RN'), '']), '  [', ('USR', s.user), ']\n\n')
    if r.random() < 0.4:
        d.add('call recording ref ', ('IDN', 'TEL-' + fmt.digits(r, 8)), ' | logged from ', ('IP', fmt.ip(r)), '\n')
    d.add('Plan: ', r.choice(['no further action', 'review at next clinic', 'callback in 1 week', 'new action plan posted to school']), '.\n')
