"""Dietitian diet prescription, specialist formula prescription request, school healthcare plan."""
from nb import pick, chance, digits, letters, add_days, hhmm, phone, ext, short_date
import common as C
import disorders as D


def diet_prescription(n, c):
    rng = c.rng
    g = c.dis['group']
    n.t(pick(rng, ['DIET PRESCRIPTION', 'Dietary prescription', 'METABOLIC DIET PLAN', 'Diet prescription / feed plan']) +
        ' - ' + c.dis['abbr'] + '\n')
    if chance(rng, 0.5):
        n.f('{HOSPITAL} - ' + pick(rng, ['Metabolic Dietetics', 'Nutrition & Dietetics (IMD)', 'Dietetic Department']) + '\n', c.centre)
    n.t('\n')
    tab = chance(rng, 0.5)
    if tab:
        n.f('Name:        {PATIENT}\nDOB:         {DATE}\n' + c.mrn_label + ':  {MRN}\n', C.ptname(c, pick(rng, [0, 3, 4])), c.d(c.dob), c.mrn)
    else:
        n.f('Patient {PATIENT} | DOB {DATE} | ' + c.mrn_label + ' {MRN}\n', C.ptname(c), c.d(c.dob), c.mrn)
    n.w('Age: ', C.age_pieces(c, pick(rng, [3, 4, 7, 5])), '\n')
    n.f('Weight: %.1f kg   Height: %.1f cm   (measured {DATE})\n' % (c.weight, c.height()),
        c.d(add_days(c.date, -rng.randint(0, 14)), c.alt()))
    n.f('Prescription date: {DATE}   Supersedes plan of {DATE}\n\n', c.d(c.date), c.d(add_days(c.date, -rng.randint(40, 200))))
    if g == 'PKU':
        ex = rng.randint(3, 16)
        n.t('NATURAL PROTEIN: %d exchanges per day (1 exchange = 50 mg phenylalanine = 1 g protein)\n' % ex)
        n.t('Spread through the day: breakfast %d, lunch %d, tea %d, snacks %d\n\n' % (ex // 4, ex // 4, ex // 4, ex - 3 * (ex // 4)))
        prod = pick(rng, D.SUBSTITUTES)
        n.t('PROTEIN SUBSTITUTE: %s\n' % prod)
        n.t('  Time    Amount        Mix with\n')
        for t in sorted(rng.sample(['07:30', '10:30', '12:30', '16:00', '19:00'], rng.choice([3, 4]))):
            n.t('  %s   %s   %s\n' % (t, pick(rng, ['1 sachet (36 g)', '1 pouch', '2 scoops', '1 bottle', '1 sachet (18 g)']),
                                     pick(rng, ['120 mL water', '150 mL cold water', 'ready to drink', '100 mL juice'])))
        n.t('Total protein equivalent from substitute: %d g/day\n\n' % rng.choice([40, 45, 50, 60, 70, 80]))
        n.t('LOW PROTEIN FOODS (prescribable): ' + ', '.join(rng.sample(D.LOWPRO, 4)) + '\n')
        n.t('FREE: most fruit and vegetables (not potatoes, peas, sweetcorn), sugar, butter, oil, jam\n')
        n.t('AVOID: meat, fish, eggs, cheese, nuts, bread, aspartame (E951)\n\n')
        n.t('Monitoring: blood spot every %s, target Phe 120-360 umol/L (120-600 over 12 y - population range, not this child)\n' %
            pick(rng, ['Monday', 'week', '2 weeks', 'Thursday']))
    elif g == 'UCD':
        gk = rng.randint(8, 15) / 10
        n.t('NATURAL PROTEIN: %.1f g/kg/day = %d g/day\n' % (gk, round(gk * c.weight)))
        n.t('ESSENTIAL AMINO ACIDS: %s %d g/day in %d doses\n' % (pick(rng, D.UCD_PRODUCTS), rng.choice([5, 8, 10, 15, 20]), rng.choice([2, 3, 4])))
        n.t('ENERGY: %d kcal/day; top-up with %s if intake poor\n' % (rng.randint(900, 2400), pick(rng, D.SOS)))
        n.t('MEDICINES WITH FEEDS: sodium benzoate, arginine (see drug chart)\n')
        if chance(rng, 0.5):
            n.f('Overnight gastrostomy feed via Infinity pump (serial {DEVICE}) at %d mL/h for 10 h\n' % rng.randint(40, 90), C.device_sn(c))
        n.t('Sick-day: stop natural protein max 24 h, start emergency regimen\n\n')
    else:
        n.t('MAXIMUM FASTING TIMES (when well): 0-4 months 4 h; 4-8 months 6 h; 8-12 months 8 h; 1-2 y 10 h; over 2 y 12 h\n')
        n.t('This child: no more than %d hours overnight; bedtime snack of starchy food\n' % rng.choice([8, 10, 12]))
        n.t('Normal healthy diet, no restriction of fat except avoid MCT oil products (e.g. some infant formulae)\n')
        n.t('Emergency regimen: %s - see separate letter\n\n' % pick(rng, D.SOS))
    if chance(rng, 0.5) and c.child:
        n.f('Copy to nursery/school: {ORGANIZATION}', c.school)
        if chance(rng, 0.5):
            n.f(' (catering: {FAMILY})', C.other_person(c).full())
        n.t('\n')
    n.w('Dietitian: ', (c.diet.full(), 'DOCTOR'), ', ' + c.diet.creds if c.diet.creds else '', '\n')
    if chance(rng, 0.6):
        n.f(c.diet.lic_label + ' {LICENSE}\n', c.diet.lic)
    n.f('Direct line: {PHONE}   Email: {EMAIL}\n', c.dept_tel + (ext(rng) if chance(rng, 0.3) else ''),
        c.diet.first.lower() + '.' + c.diet.last.lower().replace("'", '').replace(' ', '') + '@' + c.host)
    n.f('Next review: {DATE}\n', c.d(C.next_date(c, 28, 120), c.alt()))
    if c.child:
        if chance(rng, 0.4):
            n.f('Discussed with {} {FAMILY} by phone.\n', pick(rng, ['mum', 'dad', 'parent']), pick(rng, [c.mother.first, c.father.first]))
    elif chance(rng, 0.4):
        n.f('Discussed with {PATIENT} and partner {FAMILY} in clinic.\n', c.pt.first, c.partner.first)


def product_rows(c):
    rng = c.rng
    g = c.dis['group']
    if g == 'PKU':
        base = D.SUBSTITUTES
    elif g == 'UCD':
        base = D.UCD_PRODUCTS
    else:
        base = D.SOS
    rows = rng.sample(base, min(len(base), rng.choice([1, 2, 2, 3])))
    if g == 'PKU':
        rows += rng.sample(D.LOWPRO, rng.choice([2, 3, 4]))
    return rows


def formula_request(n, c):
    rng = c.rng
    if c.country == 'US' and chance(rng, 0.8):
        return lmn(n, c)
    C.letterhead(n, c)
    n.f('{DATE}\n\n', c.d(c.date))
    C.gp_address_block(n, c)
    n.t(pick(rng, [('Request for ACBS prescription' if c.country == 'GB' else 'Request for prescription') + ' - specialist metabolic products\n', 'PRESCRIPTION REQUEST: specialist formula\n',
                   'Re: repeat prescription of metabolic dietary products\n']))
    C.id_block(n, c, inline=True)
    n.f('Dear Dr {DOCTOR},\n\n', c.gp.last)
    n.w('I would be grateful if you could add the following products to the repeat prescription for ', (c.pt.first, 'PATIENT'),
        ', who has ' + pick(rng, c.dis['variants']) + '. These products are ' +
        {'GB': 'ACBS approved for this indication', 'AU': 'listed on the PBS for this condition',
         'IE': 'reimbursable under the Long Term Illness scheme', 'NZ': 'funded under Special Authority',
         'CA': 'covered by the provincial metabolic formula programme', 'US': 'medically necessary'}[c.country] + '.\n\n')
    n.t('Product                          Pack       Quantity / 28 days   Code\n')
    for pr in product_rows(c):
        n.t('%-32s %-10s %-20s %s\n' % (pr, pick(rng, ['30 x 36 g', '500 g', '30 x 62.5 mL', '400 g', '250 g', '50 tabs']),
                                         '%d pack%s' % ((lambda q: (q, '' if q == 1 else 's'))(rng.randint(1, 8))), {'GB': 'PIP 3', 'AU': 'PBS 1', 'IE': 'GMS 0', 'US': 'NDC 7', 'CA': 'DIN 0', 'NZ': 'PC 2'}[c.country] + digits(rng, 2)
                                         + '-' + digits(rng, 4)))
    n.t('\n')
    n.f('Weight {} kg on {DATE}. Dose reviewed by our dietitian {DOCTOR}.\n', str(c.weight), c.d(add_days(c.date, -rng.randint(1, 30))),
        c.diet.full())
    k = rng.randrange(3)
    if k == 0:
        n.f('The family use {HOSPITAL} ({PHONE}) for dispensing', c.pharmacy, phone(rng, c.country))
    elif k == 1:
        n.f('Home delivery is arranged through {ORGANIZATION} (customer ref {IDNUM})', pick(rng, ['Healthnet Direct', 'LowPro Direct Deliveries',
                                                                                              'MediDrop Home Delivery', 'Nutriline Home Supplies']),
            letters(rng, 2) + digits(rng, 6))
    else:
        n.f('Please send the prescription electronically to {HOSPITAL}, {STREET}', c.pharmacy, C.street_only(c))
    n.t('. ')
    if c.country == 'AU':
        n.f('Authority approval number {IDNUM}; prescriber no. {LICENSE}. ', digits(rng, 7), digits(rng, 7))
    elif c.country == 'IE':
        n.f('Long Term Illness book no. {HEALTHPLAN}. ', digits(rng, 6) + letters(rng, 1))
    n.t('Please do not substitute brands without discussing with us.\n\n')
    C.signoff(n, c, c.diet)
    n.f('On behalf of {} {DOCTOR}\n', pick(rng, ['Dr', 'Dr.', 'Prof']), c.cons.full())


def lmn(n, c):
    rng = c.rng
    n.f('{HOSPITAL}\n' + C.dept_name(c) + '\n', c.centre)
    n.w(C.addr(c, c.centre_addr), '\n')
    n.f('Phone {PHONE} | Fax {FAX}\n\n', c.dept_tel, c.dept_fax)
    n.f('{DATE}\n\n', c.d(c.date))
    n.f('{ORGANIZATION}\nAttn: Utilization Management / Prior Authorization\nFax: {FAX}\n\n', c.insurer, phone(rng, 'US'))
    n.t('LETTER OF MEDICAL NECESSITY - MEDICAL FOOD\n')
    n.f('Patient: {PATIENT}\nDOB: {DATE}\nMember ID: {HEALTHPLAN}\nGroup: {HEALTHPLAN}\n', C.ptname(c, pick(rng, [0, 3, 5])),
        c.d(c.dob), c.member_id, c.group_no)
    if chance(rng, 0.6):
        n.f('Prior auth / case #: {IDNUM}\n', 'PA' + digits(rng, 9))
    if chance(rng, 0.5):
        n.f('Patient SSN: {SSN}\n', c.ss)
    if chance(rng, 0.4):
        n.f('Policy holder: {FAMILY} (' + pick(rng, ['mother', 'father']) + '), employer {ORGANIZATION}\n',
            pick(rng, [c.mother.full(), c.father.full()]), c.employer)
    n.t('Diagnosis: %s (ICD-10 %s); OMIM %s\n' % (c.dis['name'], c.dis['icd'], c.dis['omim']))
    n.t('HCPCS: %s\n\n' % pick(rng, ['B4162 (x %d units)', 'S9435 (x %d units)', 'B4157 (x %d units)']) % rng.randint(60, 400))
    n.t('To whom it may concern:\n\n')
    n.w((c.pt.first, 'PATIENT'), ' is a ', C.age_pieces(c, 0), ' ' + ('girl' if c.pt.sex == 'F' else 'boy') if c.child else
        (' woman' if c.pt.sex == 'F' else ' man'), ' followed in our clinic since ')
    n.f('{DATE}', str(c.dob.year + rng.randint(0, 2)) if c.age > 2 else c.d(add_days(c.dob, 10)))
    n.t('. ' + C.he(c).capitalize() + ' requires lifelong treatment with medical food as the primary therapy; '
        'there is no alternative. Without it ' + C.he(c) + ' is at risk of irreversible neurological damage.\n\n')
    n.t('Requested:\n')
    for pr in product_rows(c):
        n.t('- %s: %d per month\n' % (pr, rng.randint(2, 12)))
    n.t('\nState law requires coverage of medical foods for inborn errors of metabolism. Please contact me with questions.\n\n')
    C.signoff(n, c, c.cons, lic=True)
    if chance(rng, 0.5):
        n.f('NPI {LICENSE}\n', '1' + digits(rng, 9))
    n.f('Prepared by {DOCTOR}, ' + c.diet.job + '\n', c.diet.full())


def school_plan(n, c):
    rng = c.rng
    g = c.dis['group']
    n.t(pick(rng, ['INDIVIDUAL HEALTHCARE PLAN\n', 'Individual Health Care Plan (IHCP)\n', 'SCHOOL HEALTH CARE PLAN\n',
                   'Student Medical Management Plan\n']))
    n.f('School/setting: {ORGANIZATION}\n', c.school)
    sa = dict(c.addr)
    import ctx
    sa['street'] = ctx.street(rng, c.country)
    n.w('Address: ', C.addr(c, sa, inline=True), '\n\n')
    n.f("Child's name: {PATIENT}\n", pick(rng, [c.pt.full(), c.pt.full(), c.pt.first + ' ' + c.pt.last.upper()]))
    n.f('Date of birth: {DATE}\n', c.d(c.dob))
    yr = c.age - 4
    cls = {'GB': 'Reception' if yr < 1 else 'Year %d' % yr, 'IE': 'Junior Infants' if yr < 1 else '%s Class' % pick(rng, ['1st', '2nd', '3rd', '4th', '5th', '6th']),
           'US': 'Kindergarten' if yr < 2 else 'Grade %d' % (yr - 1), 'CA': 'Kindergarten' if yr < 2 else 'Grade %d' % (yr - 1),
           'AU': 'Prep' if yr < 2 else 'Year %d' % (yr - 1), 'NZ': 'Year %d' % max(1, yr)}[c.country]
    n.t('Group/class/form: ' + cls + pick(rng, ['', ' - Room %d' % rng.randint(1, 30), ' (' + pick(rng, ['Kowhai', 'Oak', 'Maple', 'Robins', 'Owls']) + ' class)']) + '\n')
    n.t('Medical diagnosis: ' + pick(rng, c.dis['variants']) + '\n')
    n.f('Date: {DATE}    Review date: {DATE}\n\n', c.d(c.date), c.d(add_days(c.date, 365)))
    n.t('FAMILY CONTACT INFORMATION\n')
    n.f('1. Name: {FAMILY}  Relationship: mother\n   Phone (home): {PHONE}  (mobile): {PHONE}', c.mother.full(), c.home_tel, c.mob)
    if chance(rng, 0.5):
        n.f('  (work): {PHONE}', phone(rng, c.country) + (ext(rng) if chance(rng, 0.5) else ''))
    n.t('\n')
    n.f('2. Name: {FAMILY}  Relationship: father\n   Phone: {PHONE}\n', c.father.full(), c.mob2)
    if chance(rng, 0.4):
        n.f('3. Name: {FAMILY}  Relationship: ' + pick(rng, ['grandmother', 'aunt', 'family friend', 'childminder']) + '\n   Phone: {PHONE}\n',
            C.other_person(c, 'F').full(), phone(rng, c.country, 'mobile'))
    n.t('\nCLINIC/HOSPITAL CONTACT\n')
    n.f('Name: {DOCTOR}, ' + c.cns.job + '\nPhone: {PHONE}\n', c.cns.full(), c.dept_tel)
    n.f('GP: Dr {DOCTOR}, {HOSPITAL}, {PHONE}\n\n', c.gp.last, c.practice, phone(rng, c.country))
    n.t("DESCRIBE MEDICAL NEEDS AND SYMPTOMS\n")
    if g == 'PKU':
        n.t('Must not eat high protein foods. Takes protein substitute at morning break (10:30) - needs a quiet place and '
            'reminding. School lunch is from the special diets menu; portions of exchange foods weighed by catering. '
            'No risk of emergency, but a missed substitute dose should be reported to parents.\n')
    elif g == 'MCADD':
        n.t('Must not go long periods without food. Snack at 10:30 and 14:15. If the child is vomiting, drowsy or off food, '
            'call parents immediately; if not contactable call ' + {'GB': '999', 'IE': '999 or 112', 'US': '911', 'CA': '911', 'AU': '000', 'NZ': '111'}[c.country] + ' and give the emergency letter to the paramedics. '
            'Emergency drink (%s) kept in the school office fridge.\n' % pick(rng, D.SOS))
    else:
        n.t('Low protein diet. Medicines at lunchtime (sodium benzoate) given by trained staff. Watch for unusual sleepiness, '
            'headache, vomiting or confusion - this may be high ammonia and is an EMERGENCY.\n')
    n.t('\nSCHOOL TRIPS: parent or trained staff member to accompany; emergency pack to travel with the child.\n\n')
    n.t('STAFF TRAINING\n')
    n.f('Trained by {DOCTOR} (' + c.cns.job + ') on {DATE}: ', c.cns.full(),
        c.d(add_days(c.date, -rng.randint(3, 30))))
    staff = [C.other_person(c) for _ in range(rng.randint(2, 3))]
    for i, s in enumerate(staff):
        n.f('{FAMILY}' + (', ' if i < len(staff) - 1 else ''), s.full())
    n.t('\n\nPLAN DEVELOPED WITH\n')
    n.w(pick(rng, ['Headteacher: ', 'Principal: ']), (C.other_person(c).full(), 'FAMILY'), '\n')
    n.w(pick(rng, ['SENCO: ', 'Learning support: ', 'Class teacher: ']), (C.other_person(c).full(), 'FAMILY'), '\n')
    n.w('Parent: ', (c.mother.full(), 'FAMILY'), '\n')
    if chance(rng, 0.5):
        n.f('Copy held by school nurse {DOCTOR} ({EMAIL})\n', C.other_person(c, 'F').full(),
            'schoolnursing@' + pick(rng, ['community.example.org', 'health.example.net', c.host]))
    n.t('Signed (parent): ____________  Date: ')
    n.f('{DATE}\n', c.d(c.date, c.alt()))
