"""Letters: metabolic clinic letter, transition letter, pregnancy planning letter."""
from nb import pick, chance, digits, letters, month_year, add_days, fdate, phone, short_date
import common as C
import disorders as D
import places


def diag_list(n, c):
    rng = c.rng
    d = c.dis
    n.t(pick(rng, ['Diagnoses:\n', 'Diagnosis:\n', 'Problem list:\n', 'DIAGNOSES\n']))
    n.t('1. ' + pick(rng, d['variants']))
    if chance(rng, 0.6):
        n.t(' - ' + d['gene'] + ' ' + pick(rng, d['geno']))
    n.t('\n')
    extras = {'PKU': ['2. Protein substitute dependent', '2. Sapropterin non-responder (48 h BH4 load)',
                      '2. Low vitamin B12 (treated)', '2. Mild anxiety around blood tests'],
              'MCADD': ['2. Single hypoglycaemic episode with gastroenteritis', '2. No decompensations',
                        '2. Overweight (BMI 91st centile)'],
              'UCD': ['2. Hyperammonaemic episodes x2', '2. Gastrostomy fed (MIC-KEY 14 Fr)',
                      '2. Mild learning difficulties (EHCP in place)', '2. Liver transplant assessment declined'],
              'LSD': ['2. On enzyme replacement therapy', '2. Left ventricular hypertrophy (MWT 13 mm)',
                      '2. Port-a-Cath in situ', '2. Sensorineural hearing loss', '2. Carpal tunnel release (bilateral)']}
    n.t(pick(rng, extras[d['group']]) + '\n\n')


def meds(n, c):
    rng = c.rng
    g = c.dis['group']
    n.t(pick(rng, ['Current medication:\n', 'Medications:\n', 'Treatment:\n']))
    if g == 'PKU':
        n.t('- %s %d g %s daily\n' % (pick(rng, D.SUBSTITUTES), pick(rng, [12, 15, 20, 24, 36]), pick(rng, ['x3', 'x4', 'three times', 'four times'])))
        if chance(rng, 0.35):
            n.t('- Sapropterin (Kuvan) %d mg once daily (20 mg/kg)\n' % (100 * rng.randint(2, 14)))
        n.t('- Low protein foods on prescription' + (' (ACBS)' if c.country == 'GB' else '') + '\n')
    elif g == 'MCADD':
        n.t('- Emergency regimen: %s %s\n- No regular medication\n' % (pick(rng, D.SOS), pick(rng, ['per letter', 'as per written plan', '(updated today)'])))
    elif g == 'UCD':
        n.t('- Sodium benzoate %d mg/kg/day in 3-4 doses\n' % rng.choice([150, 200, 250]))
        n.t('- %s\n' % pick(rng, ['Sodium phenylbutyrate (Pheburane) 250 mg/kg/day', 'Glycerol phenylbutyrate (Ravicti) 4.5 mL/m2/day',
                                  'L-arginine 100 mg/kg/day', 'L-citrulline 150 mg/kg/day']))
        n.t('- %s %d g daily\n' % (pick(rng, D.UCD_PRODUCTS), rng.choice([6, 10, 12, 15, 20])))
    else:
        e = pick(rng, c.dis['ert'])
        n.t('- %s (%s) %s %s IV %s\n' % (e[0], e[1], e[2], e[3], e[5]))
        n.t('- %s\n' % pick(rng, ['Cetirizine 10 mg pre-infusion', 'Ramipril 2.5 mg od', 'Paracetamol PRN',
                                  'Gabapentin 300 mg nocte', 'Vitamin D 1000 units daily']))
    n.t('\n')


def pku_table(n, c):
    rng = c.rng
    n.t(pick(rng, ['Recent blood spot Phe (umol/L):\n', 'Phe levels since last clinic:\n', 'Home blood spots:\n']))
    d = add_days(c.date, -rng.randint(60, 120))
    for _ in range(rng.randint(4, 7)):
        v = rng.randint(90, 780)
        tag = '' if v <= 360 else pick(rng, ['  (high)', '  H', '  ^', ''])
        dd = pick(rng, [short_date(d, c.country), c.d(d), c.d(d)])
        n.f('  {DATE}  ' + str(v) + tag + '\n', dd)
        d = add_days(d, rng.randint(6, 16))
    n.t('Target range 120-360 umol/L; %d of the last 6 within range.\n\n' % rng.randint(1, 6))


def body(n, c):
    rng = c.rng
    g = c.dis['group']
    fn = c.pt.first if c.child else pick(rng, [c.pt.first, c.pt.title(rng) + ' ' + c.pt.last])
    if c.child:
        n.t(pick(rng, ['I reviewed ', 'I saw ', 'We saw ', 'Thank you for asking us to see ']))
        n.w((c.pt.first if chance(rng, 0.6) else c.pt.full(), 'PATIENT'), ', now ')
        n.w(C.age_pieces(c), ', ')
        n.w(pick(rng, ['with ', 'accompanied by ']), C.parent_pieces(c))
        n.f(' in the metabolic clinic at {HOSPITAL} on {DATE}.', c.centre, c.d(c.date))
    else:
        who = c.pt.title(rng) + ' '
        n.w(pick(rng, ['I reviewed ', 'I saw ', 'It was good to see ']), who, (c.pt.last, 'PATIENT'))
        n.w(', a ', C.age_pieces(c, 0), ' woman' if c.pt.sex == 'F' else ' man')
        n.f(', in the adult metabolic clinic on {DATE}', c.d(c.date))
        if chance(rng, 0.5):
            n.f(', together with ' + ('her' if c.pt.sex == 'F' else 'his') + ' partner {FAMILY}', c.partner.first)
        n.t('.')
    if chance(rng, 0.6):
        n.f(' ' + C.he(c).capitalize() + ' was last seen in {DATE}.', month_year(add_days(c.date, -rng.randint(90, 200)), rng))
    n.t('\n\n')
    if g == 'PKU':
        n.w(('' if c.child else ''), C.he(c).capitalize(), ' was diagnosed on newborn screening (day 5 blood spot Phe ',
            str(rng.randint(900, 2400)), ' umol/L) and started on diet at ')
        n.w((str(rng.randint(8, 14)), 'AGE'), ' days of age. ')
        n.t(pick(rng, ['Control has been variable', 'Phe control has been good overall', 'Levels have crept up since the summer',
                       'Adherence to protein substitute has been the main issue']) + '. ')
        n.t('Current allowance is %d exchanges (%d g protein) per day.\n\n' % ((lambda x: (x, x))(rng.randint(4, 14))))
        pku_table(n, c)
    elif g == 'MCADD':
        n.f(C.he(c).capitalize() + ' was identified by newborn screening (C8 {} umol/L) at {HOSPITAL}. ',
            '%.1f' % (rng.randint(10, 90) / 10), c.local)
        n.t(pick(rng, ['There have been no admissions since last review. ', 'There was one attendance with vomiting in the winter; '
                       'the emergency regimen was started and IV 10% dextrose given for 14 hours. ']))
        n.f('The family travelled to {COUNTRY} over {DATE} with a copy of the emergency letter and had no problems.\n\n',
            pick(rng, ['Portugal', 'Pakistan', 'Spain', 'Poland', 'India', 'Nigeria', 'Greece', 'Fiji', 'Mexico']),
            C.holiday(c))
    elif g == 'UCD':
        n.f(C.he(c).capitalize() + ' was admitted to {HOSPITAL} on {DATE} with vomiting and ammonia of {} umol/L, '
            'treated with IV sodium benzoate and arginine and discharged after 4 days.\n', c.local,
            c.d(add_days(c.date, -rng.randint(40, 300))), str(rng.randint(110, 320)))
        n.t('Natural protein is %.1f g/kg/day with %s. Plasma glutamine %d umol/L, ammonia %d umol/L today.\n\n'
            % (rng.randint(6, 15) / 10, pick(rng, D.UCD_PRODUCTS), rng.randint(550, 1100), rng.randint(18, 70)))
    else:
        e = pick(rng, c.dis['ert'])
        n.f(C.he(c).capitalize() + ' continues on %s (%s) %s, infused at home by {ORGANIZATION} nurses. ' % (e[1], e[0], e[5]),
            c.homecare)
        n.t('%s %s %s; eGFR %d mL/min/1.73m2; urine ACR %.1f mg/mmol. ' % (c.dis['marker'], pick(rng, ['is', 'was', 'measured at']),
                                                                     '%.1f %s' % (rng.randint(20, 900) / 10, c.dis['unit']),
                                                                     rng.randint(45, 120), rng.randint(1, 90) / 10))
        n.t(C.hard_neg(c) + '.\n\n')
    # social
    soc = rng.randrange(4)
    if c.child and c.age >= 3:
        n.f(C.he(c).capitalize() + ' is in ' + C.school_year(c)
            + ' at {ORGANIZATION}', c.school)
        if chance(rng, 0.5):
            n.f(', where {FAMILY} (' + pick(rng, ['class teacher', 'SENCO', 'teaching assistant', 'school office manager']) +
                ') supervises lunch', C.other_person(c).full())
        n.t('. ')
    if soc < 3:
        n.w(pick(rng, ['Mum ', 'Mother ']) if c.child else ('Partner ' if chance(rng, 0.5) else C.he(c).capitalize() + ' '))
        if c.child:
            n.f('works as a {PROFESSION}', c.mother_job)
            if chance(rng, 0.5):
                n.f(' at {ORGANIZATION}', c.employer)
            n.f(' and dad {FAMILY} is a {PROFESSION}. ', c.father.first, c.father_job)
        else:
            n.f('works as a {PROFESSION}', c.pt_job)
            if chance(rng, 0.6):
                n.f(' for {ORGANIZATION}', c.employer)
            n.t('. ')
    if chance(rng, 0.4):
        n.f('Younger sibling {FAMILY} has been tested and is unaffected.', c.sib.first)
    if c.pt.nick and chance(rng, 0.6):
        n.f(' ' + C.he(c).capitalize() + ' prefers to be called {PATIENT}.', c.pt.nick)
    if chance(rng, 0.25):
        n.f(' The family are originally from {COUNTRY} and ', pick(rng, places.ABROAD))
        if chance(rng, 0.3):
            n.f('return for a wedding in {DATE}.', C.month_name(C.next_date(c, 20, 200)))
        else:
            n.t(pick(rng, ['visit every summer', 'speak Urdu at home', 'have relatives with similar illness']) + '.')
    if chance(rng, 0.3) and c.dis['group'] == 'LSD':
        n.f(' Blue Badge renewal supported (vehicle registration {VEHICLE}).', C.plate(c))
    if chance(rng, 0.15):
        n.f(' I have supported the ' + pick(rng, ['DLA', 'carer allowance', 'disability benefit']) + ' claim ({} {SSN}).',
            c.ss_label, c.ss)
    n.t('\n\n')
    n.t(pick(rng, ['On examination: ', 'Examination: ', 'O/E: ']))
    n.t('weight %.1f kg (%s centile), height %.1f cm. %s.\n\n' % (c.weight, pick(rng, ['25th', '50th', '75th', '91st', '9th']),
                                                              c.height(), C.hard_neg(c)))


def plan(n, c):
    rng = c.rng
    n.t(pick(rng, ['Plan:\n', 'PLAN\n', 'Actions:\n']))
    items = {
        'PKU': ['Increase protein substitute to %d g/day' % rng.choice([60, 72, 80]), 'Weekly blood spots to continue',
                'Dietitian to phone in 2 weeks to review exchanges', 'Annual bloods: ferritin, B12, vitamin D, selenium',
                'BH4 responsiveness test on the day unit'],
        'MCADD': ['Emergency regimen reissued (copy enclosed)', 'No bloods needed today', 'Avoid fasting > 12 h overnight',
                  'Open access letter for local ED renewed'],
        'UCD': ['Continue current doses; weight-adjusted', 'Check amino acids and ammonia every 3 months',
                'Sick-day plan reviewed with parents', 'Refer to clinical psychology'],
        'LSD': ['Continue ERT; next infusion as scheduled', 'Echocardiogram and cardiac MRI due', 'Annual audiology',
                'Review pre-medication after last reaction'],
    }[c.dis['group']]
    for i, it in enumerate(rng.sample(items, 3)):
        n.t('%s %s\n' % (pick(rng, ['-', '*', '%d.' % (i + 1)]), it))
    n.f('Next review: {DATE}', c.d(C.next_date(c, 60, 200), c.alt()))
    if chance(rng, 0.4):
        n.f(' ({})', pick(rng, ['virtual', 'telephone clinic', 'face to face', 'joint with dietitian']))
    n.t('\n\n')


def cc(n, c):
    rng = c.rng
    n.t(pick(rng, ['cc: ', 'Copy to:\n', 'CC:\n', 'cc\n']))
    k = rng.sample(range(5), 3)
    for i in k:
        if i == 0:
            n.f('{FAMILY} & {FAMILY} (parents), ', c.mother.full(), c.father.full()) if c.child else \
                n.f('{PATIENT}, ', c.pt.full())
            n.w(C.addr(c, c.addr, inline=True))
        elif i == 1:
            n.w('Dr ', (c.gp.full(), 'DOCTOR'), ', ', (c.practice, 'HOSPITAL'))
        elif i == 2:
            n.w(C.clin_name(c, c.diet), ', ' + c.diet.job)
        elif i == 3:
            n.w('Dr ', (C.other_person(c).last, 'DOCTOR'), ', ', pick(rng, ['Consultant Paediatrician', 'General Paediatrics', 'Nephrology']),
                ', ', (c.local, 'HOSPITAL'))
        else:
            n.w(C.clin_name(c, c.cns), ', ' + c.cns.job)
        n.t('\n')


def clinic_letter(n, c):
    rng = c.rng
    if chance(rng, 0.8):
        C.letterhead(n, c)
    n.f(pick(rng, ['Date: {DATE}\n', '{DATE}\n', 'Dictated: {DATE}\n', 'Date typed: {DATE}\n']), c.d(add_days(c.date, rng.randint(0, 12))))
    if chance(rng, 0.5):
        n.f(pick(rng, ['Clinic date: {DATE}\n', 'Seen: {DATE}\n']), c.d(c.date))
    n.t('\n')
    to_pt = chance(rng, 0.3)
    if to_pt:
        nm = c.mother.full() if c.child else c.pt.full()
        n.f('{' + ('FAMILY' if c.child else 'PATIENT') + '}\n', nm)
        n.w(C.addr(c, c.addr), '\n\n')
    else:
        C.gp_address_block(n, c)
    C.id_block(n, c, inline=chance(rng, 0.3))
    if to_pt:
        n.f('Dear {' + ('FAMILY' if c.child else 'PATIENT') + '},\n\n', c.mother.first if c.child else c.pt.first)
    else:
        n.f('Dear Dr {DOCTOR},\n\n', c.gp.last)
    diag_list(n, c)
    meds(n, c)
    body(n, c)
    plan(n, c)
    signer = pick(rng, [c.cons, c.cons, c.reg])
    C.signoff(n, c, signer)
    C.typist(n, c, signer)
    cc(n, c)


def transition_letter(n, c):
    rng = c.rng
    C.letterhead(n, c, web=False)
    n.f('{DATE}\n\n', c.d(c.date))
    n.w(pick(rng, ['Dr ', 'Dr. ', 'Professor ']), (c.cons2.full(), 'DOCTOR'), '\n',
        pick(rng, ['Adult Inherited Metabolic Disease Service\n', 'Adult Metabolic Clinic\n', 'Metabolic Medicine (Adults)\n']),
        (c.adult_centre, 'HOSPITAL'), '\n\n')
    n.t(pick(rng, ['TRANSITION TO ADULT SERVICES\n', 'Transfer of care - transition summary\n', 'Re: transition referral\n']))
    C.id_block(n, c, inline=chance(rng, 0.5))
    n.f('Dear Dr {DOCTOR},\n\n', c.cons2.last)
    g = c.dis['group']
    n.w('I would be grateful if you would take over the care of ', (pick(rng, [c.pt.full(), c.pt.first]), 'PATIENT'), ', a ',
        C.age_pieces(c, 0) if chance(rng, 0.7) else [(C.age_word(c.age), 'AGE'), '-year-old'], ' young ' + ('woman' if c.pt.sex == 'F' else 'man') + ' with ' + pick(rng, c.dis['variants']) + '. ')
    n.f(C.he(c).capitalize() + ' has been under our care since {DATE}', c.d(add_days(c.dob, rng.randint(6, 40)), c.alt()))
    if g in ('PKU', 'MCADD'):
        n.f(', following a positive newborn screen processed at {HOSPITAL}', C.inst_lab(c))
    n.t('.\n\n')
    n.t(pick(rng, ['Summary of course:\n', 'Background:\n', 'History:\n']))
    hist = sorted(add_days(c.dob, rng.randint(200, max(400, (c.date - c.dob).days - 30))) for _ in range(rng.randint(2, 4)))
    for dd in hist:
        ev = {'PKU': ['Phe above 600 umol/L for most of Year 9', 'Commenced PKU Lophlex LQ', 'Trial of sapropterin - not responsive',
                      'Dietetic review of low protein prescription', 'Skipped clinic x2, re-engaged via text reminders'],
              'MCADD': ['Admission with gastroenteritis, glucose 2.6 mmol/L', 'Emergency regimen updated', 'Passed driving theory test',
                        'Swapped to adult-strength glucose polymer drinks'],
              'UCD': ['Hyperammonaemia (peak 210 umol/L) with influenza', 'Gastrostomy removed', 'Switched to glycerol phenylbutyrate',
                      'Liver transplant discussed - family declined'],
              'LSD': ['Started ERT', 'Home infusions established', 'Port inserted', 'Infusion-associated reaction (urticaria)',
                      'Cardiac MRI: no late gadolinium enhancement']}[g]
        n.f('- {DATE}: ' + pick(rng, ev) + '\n', pick(rng, [c.d(dd), month_year(dd, rng), str(dd.year)]))
    n.t('\n')
    # education, work, independence
    n.f(C.he(c).capitalize() + ' is currently at {ORGANIZATION} ', c.college if c.age >= 16 else c.school)
    n.t(pick(rng, ['studying for A levels', 'doing a BTEC in sport', 'on a plumbing course', 'in Year 12', 'in grade 11',
                   'doing a foundation year']) + ' and ')
    n.f('works weekends at {ORGANIZATION}', c.employer)
    if chance(rng, 0.6):
        n.f(' as a {PROFESSION}', pick(rng, ['barista', 'kitchen porter', 'retail assistant', 'cashier', 'lifeguard', 'waitress' if c.pt.sex == 'F' else 'waiter']))
    n.t('. ')
    n.f(C.he(c).capitalize() + ' hopes to become a {PROFESSION}. ', pick(rng, ['paramedic', 'electrician', 'primary school teacher', 'games designer',
                                                                         'physiotherapist', 'chef', 'mechanic', 'nurse']))
    n.w(C.he(c).capitalize(), ' lives with ', C.parent_pieces(c), ' in ', (c.addr['city'], 'CITY'), '. ')
    n.t(pick(rng, ['Ready Steady Go questionnaire completed: scores improving in self-management. ',
                   'Transition readiness (TRAQ) 3.8/5. ', 'Now orders own prescriptions and books own bloods. ']))
    if c.pt.sex == 'F' and g == 'PKU':
        n.t('We have discussed maternal PKU and the need for pre-conception planning; she has the leaflet. ')
    n.t('\n\n')
    extra = False
    if chance(rng, 0.35):
        extra = True
        n.f('Photo ID for the adult clinic: ' + pick(rng, ['provisional driving licence', "driver's licence", 'learner permit']) + ' {LICENSE}. ',
            C.driving_licence(c))
    if chance(rng, 0.35):
        extra = True
        n.f('A parking permit has been requested for clinic visits (vehicle {VEHICLE}). ', C.plate(c))
    if chance(rng, 0.35):
        extra = True
        n.f(pick(rng, ['PIP application supported', 'Disability benefit form completed', 'Benefits review letter provided'])
            + ' ({} {SSN}). ', c.ss_label, c.ss)
    if extra:
        n.t('\n\n')
    jd = C.next_date(c, 30, 150)
    n.f('A joint transition clinic is booked for {DATE} at ', C.weekday_mention(c, jd))
    n.f('{HOSPITAL}', c.adult_centre)
    if chance(rng, 0.5):
        n.f(', clinic room {LOCATION_OTHER}', str(rng.randint(1, 30)) + pick(rng, ['', 'A', 'B']))
    n.t('. ')
    n.w(pick(rng, ['Our dietitian ', 'Our specialist dietitian ']), (c.diet.full(), 'DOCTOR'), ' will attend and hand over to ',
        (c.pharm.full(), 'DOCTOR'), pick(rng, [' (adult dietitian).', ' in your team.']))
    n.f(' Contact {PATIENT} directly on {PHONE}', c.pt.first, c.mob)
    if chance(rng, 0.5):
        n.f(' or by e-mail at {EMAIL}', C.personal(c))
    n.t('.\n\n')
    C.signoff(n, c, c.cons)
    cc(n, c)


def pregnancy_letter(n, c):
    rng = c.rng
    C.letterhead(n, c)
    n.f('{DATE}\n\n', c.d(c.date))
    n.t(pick(rng, ['PRIVATE AND CONFIDENTIAL\n', 'Pre-conception planning\n', 'Pregnancy planning clinic\n']))
    n.f('{PATIENT}\n', c.pt.full())
    n.w(C.addr(c, c.addr), '\n\n')
    n.f('{} {MRN}   ' + c.hp_label + ' {HEALTHPLAN}   DOB {DATE}\n\n', c.mrn_label, c.mrn, c.hp, c.d(c.dob))
    n.f('Dear {PATIENT},\n\n', c.pt.first)
    g = c.dis['group']
    n.f('Thank you for coming to the pre-conception clinic on {DATE} with {FAMILY}. ', c.d(c.date), c.partner.first)
    n.w('As discussed, at ', (str(c.age), 'AGE'), ' you are in good health and ')
    lmp = add_days(c.date, -rng.randint(30, 60))
    pregnant = chance(rng, 0.3)
    if pregnant:
        n.f('your pregnancy test was positive on {DATE} (LMP {DATE}, estimated due date {DATE}). ', c.d(add_days(c.date, -4)), c.d(lmp),
            c.d(add_days(lmp, 280)))
        n.t('At around %d+%d weeks this is an early stage; the dating scan is being arranged.\n\n' % (rng.randint(5, 9), rng.randint(0, 6)))
    else:
        if chance(rng, 0.35):
            n.f('you and {FAMILY} would like to start trying for a baby after your wedding in {DATE}.\n\n', c.partner.first,
                C.month_name(C.next_date(c, 40, 200)))
        else:
            n.f('you and {FAMILY} would like to start trying for a baby after {DATE}.\n\n', c.partner.first, C.holiday(c))
    if g == 'PKU':
        n.t('Key points for maternal PKU:\n- Phe target 120-360 umol/L (ideally 120-250) before conception and throughout pregnancy\n'
            '- Blood spots twice weekly, posted first class or dropped at the day unit\n- Folic acid 5 mg daily\n'
            '- Keep using contraception until levels have been stable in range for at least 2 weeks\n'
            '- Protein substitute: %s, %d g/day\n' % (pick(rng, D.SUBSTITUTES), rng.choice([60, 70, 80])))
        n.t('Your last three Phe results were ')
        for i in range(3):
            dd = add_days(c.date, -7 * (3 - i) - rng.randint(0, 3))
            n.f('{} ({DATE})' + (', ' if i < 2 else '.\n\n'), str(rng.randint(180, 720)), short_date(dd, c.country))
    elif g == 'UCD':
        n.t('As a carrier of OTC deficiency you are at risk of hyperammonaemia around delivery and post-partum. '
            'A written intrapartum plan (IV 10% dextrose, sodium benzoate infusion if ammonia > 100 umol/L) will be sent '
            'to the labour ward. The chance of an affected son is 1 in 2 for each male pregnancy; prenatal testing (CVS at 11-13 weeks) '
            'was discussed.\n\n')
    elif g == 'LSD':
        e = pick(rng, c.dis['ert'])
        n.t('We recommend continuing %s through pregnancy. %s and %s review each trimester; platelets and '
            'coagulation before delivery.\n\n' % (e[1], c.dis['marker'][0].upper() + c.dis['marker'][1:],
                                                  'cardiac' if c.dis['key'] == 'fabry' else 'haematology'))
    else:
        n.t('MCADD has no effect on fertility. During labour you will need IV 10% dextrose from the onset of '
            'established labour and you should not fast. Hyperemesis must be treated early.\n\n')
    if c.country in ('US', 'CA'):
        n.f('I have referred you to Dr {DOCTOR}, maternal-fetal medicine, at {HOSPITAL} high-risk prenatal clinic', c.cons2.full(), c.local)
    else:
        n.f('I have referred you to {DOCTOR}, consultant obstetrician, at {HOSPITAL} antenatal clinic', c.cons2.full(), c.local)
    n.f(' ({PHONE})', phone(rng, c.country))
    n.t('. ')
    if chance(rng, 0.6):
        n.f('Your partner works as a {PROFESSION} and asked about shift patterns around delivery. ', c.partner_job)
    if chance(rng, 0.5):
        n.f('We will also let your employer ({ORGANIZATION}) know about time off for appointments if you wish. ', c.employer)
    n.t('\n\n')
    n.f('Please contact {DOCTOR} on {PHONE} or {EMAIL} with any questions.\n\n', c.diet.full(), c.dept_tel, c.team_email)
    C.signoff(n, c, c.cons)
    n.t('\ncc: ')
    n.w('Dr ', (c.gp.full(), 'DOCTOR'), ', ', (c.practice, 'HOSPITAL'), '; ')
    n.w(pick(rng, ['Community midwife ', 'Midwife ']), (C.other_person(c).full(), 'DOCTOR'), '\n')
