"""Genres: shared-care agreement, annual review letter, controlled-drug
prescription record, teacher/parent questionnaire summary."""
from phi import (pick, chance, dg, an, device_serial, time_str, add_days, workday, idnum, words, bioid, username, url, license_no,
                 driving_licence, phone, email)
from case import Case
from doc import Doc
from clinical import (Med, conners_table, snap_table, vanderbilt, sdq, asrs, vitals, side_effects, ICD, dx_code,
                      HARD_NEG, PLAN_ITEMS, SPELL, brief, wfirs)
import narrative as N
import common as C


# ------------------------------------------------------------------ shared care agreement
def gen_shared_care(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'teen', 'teen', 'adult']))
    d = Doc()
    med = Med(rng, country)
    start = workday(add_days(case.d0, -rng.randint(90, 400)))
    d.add([pick(rng, ['SHARED CARE AGREEMENT', 'Shared Care Protocol - Request and Agreement',
                      'SHARED CARE PRESCRIBING AGREEMENT' if country != 'US' else 'COLLABORATIVE CARE AGREEMENT',
                      'Transfer of Prescribing (Shared Care) Form']), '\n'])
    d.add([med.generic[0].upper() + med.generic[1:], ' for Attention Deficit Hyperactivity Disorder in ',
           'adults' if case.adult else 'children and young people', '\n'])
    d.add(['Version ', '%d.%d' % (rng.randint(1, 6), rng.randint(0, 9)), '   (based on ',
           pick(rng, {'UK': ['NICE NG87 and the RMOC shared care guidance', 'local APC guidance', 'the ESCA template'],
                      'IE': ['HSE Medicines Management guidance', 'NICE NG87 (adopted locally)'],
                      'US': ['AAP clinical practice guideline', 'AACAP practice parameter'],
                      'CA': ['CADDRA guidelines, 4.1 edition', 'provincial formulary guidance'],
                      'AU': ['the Australian Evidence-Based Clinical Practice Guideline for ADHD',
                             'state S8 prescribing requirements']}[country]), ')\n\n'])
    d.add('SECTION 1 - PATIENT DETAILS\n')
    C.pt_banner(d, case, gp=False, compact=False)
    d.add(['Indication: ADHD, ', ICD[dx_code(rng)], '\n'])
    d.add(['Drug: ', med.name(rng), '   Dose: ', str(med.dose), ' mg ', med.timing, '\n'])
    d.add(['Date treatment started: ', case.date(start), '    Dose stable since: ',
           case.date(workday(add_days(start, rng.randint(35, 80)))), '\n'])
    d.add(['Baseline: ', vitals(rng, case, short=True, age=max(case.age - 1, 5)), '\n'])
    d.add(['Most recent review: ', case.date(add_days(case.d0, -rng.randint(2, 20))), ' - ', vitals(rng, case, short=True), '\n\n'])
    d.add('SECTION 2 - SPECIALIST\n')
    d.add(['Consultant: ' if 'onsultant' in case.cons.role else 'Specialist: ', case.cons.f('dr_full'), ', ', case.cons.role, '\n'])
    d.add(['Service: ', (case.service, 'HOSPITAL'), '\n'])
    d.add(case.addr(case.svc_addr, style='inline'))
    d.add(['\nTel: ', (case.svc_phone, 'PHONE'), '  Fax: ', (case.svc_fax, 'FAX'), '\nSecure e-mail: ', (case.svc_email, 'EMAIL'), '\n'])
    if chance(rng, 0.5):
        d.add(['Specialist nurse: ', case.nurse.f('full'), ' - direct line ', (phone(rng, country, 'land', ext=True), 'PHONE'), '\n'])
    d.add('\nSECTION 3 - GP / PRIMARY CARE PRESCRIBER\n')
    d.add(['PCP: ' if country == 'US' else 'GP: ', case.gp_p('dr_full'), '\nPractice: ', (case.practice, 'HOSPITAL'), ', '])
    d.add(case.addr(case.prac_addr, style='inline'))
    d.add(['\nPhone ', (case.prac_phone, 'PHONE'), '   Fax ', (case.prac_fax, 'FAX'), '\n'])
    if chance(rng, 0.5):
        d.add(['Practice e-mail: ', (case.prac_email, 'EMAIL'), '\n'])
    d.add('\nSECTION 4 - RESPONSIBILITIES\n')
    d.add(['Specialist: confirm diagnosis; baseline cardiovascular assessment (BP, HR, ',
           'family history of sudden death); titrate to optimum dose; provide ', str(rng.choice([28, 30, 56])),
           ' days of supply until the ', 'PCP' if country == 'US' else 'GP', ' agrees to take over; review at least annually.\n'])
    cdtxt = {'UK': 'Schedule 2 CD (max 30 days per Rx)', 'IE': 'Schedule 2 CD (max 30 days per Rx)',
             'US': 'Schedule II (no refills; max 90 days via multiple Rx)', 'AU': 'Schedule 8 (authority/permit required)',
             'CA': 'controlled substance under the CDSA (duplicate pad where required)'}[country]
    d.add(['GP: prescribe ' if country != 'US' else 'PCP: prescribe ', cdtxt if med.cd else 'non-controlled (may issue 2-3 months)',
           '; monitor BP and pulse ', pick(rng, ['every 6 months', 'at each dose change and 6-monthly', '6/12ly']),
           ', weight and height ', pick(rng, ['6-monthly', 'every 6 months (plot on centile chart)', '3-6 monthly']),
           '; refer back if BP >95th ' + SPELL[country][2] + ', HR >120, weight loss >10%, new psychotic or manic symptoms.\n'])
    d.add(['Patient/carer: attend appointments; report chest pain, palpitations, fainting; keep medication ',
           'locked; do not share.\n'])
    d.add(['Interactions: MAOIs (contraindicated), SSRIs/SNRIs (serotonin syndrome - rare), warfarin, ',
           'phenytoin, clonidine; alcohol may worsen CNS effects. ', pick(rng, HARD_NEG), '\n\n'])
    d.add('SECTION 5 - MONITORING SCHEDULE\n')
    d.add('Parameter          Baseline  Dose change  6-monthly  Annual   By\n')
    d.add('BP & pulse         S         S            GP         S        -\n')
    d.add('Height/weight      S         S            GP         S        (centile)\n')
    d.add('Appetite/sleep     S         S            GP         S        -\n')
    d.add('Tics/mood          S         S            GP         S        -\n\n')
    d.add('SECTION 6 - AGREEMENT\n')
    sd = add_days(case.d0, -rng.randint(0, 5))
    d.add(['Specialist signature: ', case.cons.f('full'), '   Date: ', case.date(sd), '\n'])
    gp_sig = chance(rng, 0.6)
    if gp_sig:
        d.add(['GP: I ', pick(rng, ['agree', 'AGREE', 'agree (see note)']), ' to shared care.  Signed: ', case.gp.f('full'),
               '   Date: ', case.date(add_days(sd, rng.randint(3, 21))), '\n'])
    else:
        d.add('GP: I agree / do not agree (delete as appropriate).  Signed: ____________  Date: ________\n')
    rel = case.carer if not case.adult else None
    if rel:
        d.add(['Parent/carer: ', rel.f('full'), ' (', rel.rel.lower(), ')   Date: ', case.date(sd), '\n'])
    else:
        d.add(['Patient: ', case.pt.f('full'), '   Date: ', case.date(sd), '\n'])
    d.add(['\nPlease return a signed copy within 14 days by secure e-mail to ', (case.svc_email, 'EMAIL'),
           pick(rng, [' or fax ', ' / fax: ']), (case.svc_fax, 'FAX'), '. Ref: ', (idnum(rng, 'ref'), 'IDNUM'), '\n'])
    return d


# ------------------------------------------------------------------ annual review letter
def gen_annual(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'teen', 'teen', 'adult', 'child']))
    d = Doc()
    med = Med(rng, country)
    C.svc_header(d, case)
    ld = case.d0
    seen = workday(add_days(ld, -rng.randint(3, 25)))
    d.add([case.date(ld), '\n\n'])
    to = pick(rng, ['gp', 'gp', 'gp', 'parent' if not case.adult else 'pt'])
    C.recipient(d, case, to)
    C.re_line(d, case)
    C.salutation(d, case, to if to != 'pt' else 'pt')
    d.add([pick(rng, ['ADHD Annual Review', 'Annual medication review - ADHD', 'Re: annual review']), '\n\n'])
    pt1 = case.pt.f(pick(rng, ['first', 'full'])) if not case.adult else case.pt.f(pick(rng, ['title', 'first']))
    d.add(['I ', pick(rng, ['reviewed', 'saw', 'had the pleasure of seeing']), ' ', pt1, ' in the ADHD clinic on ',
           case.date(seen) if chance(rng, 0.6) else case.date_wd(seen)])
    if not case.adult:
        d.add([', accompanied by ', case.carer.rel.lower(), ' ', case.carer.f(pick(rng, ['first', 'title']))])
    agp = pick(rng, [[(str(case.age), 'AGE'), ' years old'], [(str(case.age), 'AGE')],
                     [(words(case.age), 'AGE')], [(str(case.age), 'AGE'), ' years and ', (str(case.mon), 'AGE'), ' months old']])
    d.add(['. ', case.He, ' ', 'are' if case.he == 'they' else 'is', ' now ', agp, ' and was diagnosed with ADHD in ',
           case.year(add_days(case.d0, -365 * rng.randint(1, 6))), ' (', pick(rng, ['combined', 'inattentive', 'combined']),
           ' presentation).\n\n'])
    d.add(['Current medication: ', med.name(rng), ' ', med.timing])
    if chance(rng, 0.4):
        d.add([' plus ', pick(rng, ['melatonin 3 mg nocte', 'an afternoon top-up of immediate-release methylphenidate 5 mg',
                                   'guanfacine 1 mg nocte'])])
    d.add('.\n\n')
    if case.adult:
        d.add(['Progress: ', pick(rng, ['Working full-time as ', 'Has started a new role as ', 'Now employed as ']),
               an(case.pt.job), ' ', (case.pt.job, 'PROFESSION'), ' at ', (case.employer, 'ORGANIZATION'),
               '. ', pick(rng, ['Reports a clear benefit on workdays.', 'Still struggles with admin at home.',
                                'Relationship with partner improved.', 'Missed two appointments this year.']), '\n\n'])
    else:
        d.add(['School: ', case.grade, ' at ', (case.school, 'ORGANIZATION'), '. ', pick(rng, [
            'Report shows progress in all core subjects.', 'Behaviour points down considerably.',
            'Teachers note good focus in the morning, less after lunch.',
            'Transition to secondary school planned; visits booked.']), ' '])
        if chance(rng, 0.5):
            d.add(['Attends ', pick(rng, ['football', 'Scouts', 'swimming', 'Taekwondo', 'drama club', 'hurling']),
                   ' ', pick(rng, ['at weekends', 'twice a week', 'after school', 'most evenings']), '. '])
        d.add('\n\n')
    d.add(['Physical health: ', vitals(rng, case), ' ', pick(rng, HARD_NEG), '\n\n'])
    d.add(['Side effects: ', ', '.join(side_effects(rng, med=med)), '. '])
    if chance(rng, 0.25):
        d.add(['Medication was paused over ', (pick(rng, ['Christmas', 'Easter', 'Thanksgiving' if case.c in ('US', 'CA')
                                                       else 'Christmas']),
                                               'DATE'), ' ', pick(rng, ['with no problems', 'and restarted at the start of term',
                                                                        '- family found evenings harder']), '. '])
    elif chance(rng, 0.5):
        d.add(['A medication break was taken over the school holidays (' if not case.adult else 'A trial off medication was taken (', case.day_month(add_days(seen, -rng.randint(60, 120))), ' to ',
               case.day_month(add_days(seen, -rng.randint(20, 55))), ') with ', pick(rng, ['marked deterioration', 'some catch-up growth',
                                                                                            'no problems']), '. '])
    d.add('\n\n')
    d.add(['Plan:\n- Continue ', med.name(rng), '.\n- ', pick(rng, PLAN_ITEMS), '\n- Next annual review ',
           case.month_year(add_days(seen, 365)), '.\n\n'])
    if to == 'gp':
        d.add([pick(rng, ['I would be grateful if you could continue to prescribe under the shared care agreement.',
                          'Please continue prescribing as per shared care; 6-monthly BP/weight checks at the practice.',
                          'No change to prescribing is needed.']), '\n\n'])
    signer = case.cons if chance(rng, 0.7) else case.nurse
    C.sign_off(d, case, signer)
    d.add('\n')
    C.cc_block(d, case, skip={'parent': 'parent', 'gp': 'gp', 'pt': 'pt'}.get(to))
    C.dict_ref(d, case, signer)
    return d


# ------------------------------------------------------------------ controlled drug prescription record
def gen_cd_record(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'teen', 'adult', 'adult', 'teen']))
    d = Doc()
    med = Med(rng, country, stimulant=True)
    presc = case.cons if chance(rng, 0.5) else case.gp
    if country == 'US':
        return _cd_us(rng, case, d, med, presc)
    title = {'UK': ['CONTROLLED DRUG PRESCRIPTION RECORD', 'Schedule 2 CD Register - Supplies', 'CD PRESCRIBING LOG'],
             'IE': ['CONTROLLED DRUG REGISTER - Schedule 2', 'CD Prescription Record (CD2)'],
             'AU': ['SCHEDULE 8 PRESCRIPTION RECORD', 'S8 Medicine Supply Record'],
             'CA': ['CONTROLLED SUBSTANCE PRESCRIPTION LOG', 'Triplicate / Tracked Prescription Record']}[country]
    d.add([pick(rng, title), '\n'])
    d.add(['Drug: ', med.generic, '' if med.brand == med.generic else ' (%s)' % med.brand, ' ',
           med.form.replace('5 mg ', ''), '    Strength: ', str(med.dose), ' mg\n'])
    if chance(rng, 0.5):
        d.add([(case.pharmacy, 'HOSPITAL'), ', '])
        d.add(case.addr(case.pharm_addr, style='inline'))
        d.add(['  Tel ', (case.pharm_phone, 'PHONE'), '\n'])
    d.add('\nPatient: ')
    d.add(case.ptname(pick(rng, ['caps', 'lf_caps', 'full'])))
    d.add(['   DOB ', case.date(case.dob), '\n'])
    d.add(case.addr(style='inline'))
    d.add('\n')
    d.add(case.id_line())
    d.add('\n')
    if country == 'AU':
        d.add(['S8 permit/authority: ', (idnum(rng, 'permit'), 'IDNUM'), '   PBS authority approval no. ',
               (idnum(rng, 'pbs'), 'IDNUM'), '\nSafeScript/RTPM checked ', case.date(case.d0), ' - no concerns\n'])
    if country == 'CA':
        d.add(['PharmaNet/DPIN profile reviewed ', case.date(case.d0), '. Tracked prescription pad no. ',
               (idnum(rng, 'rx'), 'IDNUM'), '\n'])
    d.add(['Prescriber: ', presc.f('dr_full'), ', ', (case.practice if presc is case.gp else case.service, 'HOSPITAL')])
    if presc.lic:
        d.add(['  ', presc.lic[1], ' ', (presc.lic[0], 'LICENSE')])
    if country == 'AU' and presc.presc:
        d.add(['  Prescriber no. ', (presc.presc, 'LICENSE')])
    d.add('\n\n')
    hdr = pick(rng, ['Date       | Rx no.      | Qty (words/figures)        | Supplied to        | ID checked | Entry',
                     'DATE\tRX SERIAL\tQTY\tCOLLECTED BY\tID\tREG ENTRY'])
    d.add([hdr, '\n'])
    dd = workday(add_days(case.d0, -28 * rng.randint(3, 6)))
    n = rng.randint(3, 6)
    rxk = 'fp10' if country == 'UK' else pick(rng, ['rx', 'case', 'pbs'])
    regk = rng.randrange(3)
    seq = rng.randint(12, 880)
    page = rng.randint(10, 190)
    carer_dl = driving_licence(rng, country, case.carer.last, case.carer.first)
    for i in range(n):
        seq += rng.randint(1, 40)
        if regk == 0:
            reg = 'CDR-%d-%04d' % (dd.year, seq)
        elif regk == 1:
            reg = 'p.%d/%d' % (page + i // 3, (seq % 30) + 1)
        else:
            reg = 'CD%06d' % (seq * 7)
        q = rng.choice([28, 30, 28, 14, 56 if not med.cd else 28])
        who = rng.randrange(4)
        if case.adult:
            who = 0 if who < 3 else 3
        d.add([case.date(dd), ' | ' if '|' in hdr else '\t', (idnum(rng, rxk), 'IDNUM'),
               ' | ' if '|' in hdr else '\t', '%s (%d)' % (words(q), q), ' | ' if '|' in hdr else '\t'])
        if who == 0:
            d.add(['patient' if case.adult else case.pt.f('first'), ' (self)' if case.adult else ''])
        elif who == 1:
            d.add([case.carer.f(pick(rng, ['title', 'full'])), ' (', case.carer.rel.lower(), ')'])
        elif who == 2:
            d.add([case.other_carer.f('full'), ' (', case.other_carer.rel.lower(), ')'])
        else:
            d.add('home delivery (signed for)')
        d.add(' | ' if '|' in hdr else '\t')
        k = rng.randrange(4)
        if k == 0:
            d.add(['biometric ', (bioid(rng), 'BIOID')])
        elif k == 1:
            d.add(['DL ', (case.dl if case.adult else carer_dl, 'LICENSE')])
        elif k == 2:
            d.add(pick(rng, ['known to staff', 'bank card', 'passport seen']))
        else:
            d.add(['Y - ', (case.pharmacist.initials(), 'DOCTOR')])
        d.add([' | ' if '|' in hdr else '\t', (reg, 'IDNUM'), '\n'])
        dd = workday(add_days(dd, rng.randint(26, 33)))
    d.add('\n')
    if chance(rng, 0.6):
        d.add(['Notes: ', pick(rng, ['Balance checked and correct (running balance ', 'Stock check: balance ']),
               str(rng.randint(0, 140)), '). ', pick(rng, ['Owing slip issued for 7 tablets - supply shortage of 27 mg.',
                                                           'Patient requested early collection (holiday) - declined, within 28-day validity.',
                                                           'Prescription dated after 28-day validity - returned to prescriber.',
                                                           'Collected at 17:45, ID verified at counter.']), '\n'])
    d.add(['Responsible pharmacist: ', case.pharmacist.f(pick(rng, ['full', 'full_creds'])), '  ',
           {'UK': 'GPhC', 'IE': 'PSI', 'AU': 'AHPRA', 'CA': 'Lic.'}[country], ' ',
           (license_no(rng, country, 'pharm'), 'LICENSE'), '\n'])
    if chance(rng, 0.4):
        d.add(['Audit: register reconciled ', case.date(case.d0), ' ', time_str(rng, country), ' by ',
               case.pharmacist.f('init'), '\n'])
    return d


def _cd_us(rng, case, d, med, presc):
    d.add(['EPCS - Controlled Substance Prescription Audit\n', (case.service, 'HOSPITAL'), '\n'])
    d.add(['Patient: ', case.ptname('lf_caps'), '  DOB: ', case.date(case.dob), '  ', case.sex, '\n'])
    d.add(case.id_line())
    d.add(['\nAddress: '])
    d.add(case.addr(style='inline'))
    d.add(['\n\nPrescriber: ', presc.f('full_creds'), '\nNPI: ', (presc.lic[0], 'LICENSE'), '   DEA: ', (presc.dea, 'LICENSE'),
           '\n2FA: ', ['biometric (fingerprint) + password, enrolled template ', (bioid(rng), 'BIOID')] if chance(rng, 0.6)
           else ['hard token + password, token SN ', (device_serial(rng, 'token'), 'DEVICE')], '\n'])
    d.add(['EHR user: ', (username(rng, presc.first, presc.last, staff=True), 'USERNAME'), '\n\n'])
    dd = workday(add_days(case.d0, -30 * rng.randint(2, 5)))
    pick_dl = case.dl if case.adult else driving_licence(rng, 'US', case.carer.last, case.carer.first)
    rxn = rng.randint(1000000, 8999999)
    for i in range(rng.randint(3, 5)):
        rxn += rng.randint(1, 90000)
        q = 30
        d.add(['Rx #', (str(rxn), 'IDNUM'), '  ', case.date(dd), '  ', med.name(rng), ' ', med.timing, '  #',
               str(q), ' (', words(q), ')  RF: 0  CII  DAW: N\n'])
        d.add(['   Sent to ', (case.pharmacy, 'HOSPITAL'), ', ', (case.pharm_addr['street'], 'STREET'), ', ',
               (case.pharm_addr['city'], 'CITY'), '  ph ', (case.pharm_phone, 'PHONE'), '\n'])
        if chance(rng, 0.5):
            d.add(['   Picked up by ', case.carer.f('full') if not case.adult else case.pt.f('first'), ', DL# ',
                   (pick_dl, 'LICENSE'), '\n'])
        if chance(rng, 0.4):
            d.add(['   Do not fill before ', case.date(add_days(dd, 28)), '\n'])
        dd = workday(add_days(dd, 30))
    d.add(['\nPDMP (', case.home['abbr'], ') queried ', case.date(case.d0), ' ', time_str(rng, 'US'), ' - ',
           pick(rng, ['no overlapping prescribers', '1 prescriber, 1 pharmacy', 'no red flags']), '.\n'])
    d.add(['Controlled substance agreement on file signed ', case.date(add_days(case.d0, -rng.randint(100, 400))), '.\n'])
    return d


# ------------------------------------------------------------------ questionnaire summary
def gen_questionnaire(rng, country):
    case = Case(rng, country, pick(rng, ['child', 'child', 'teen']))
    d = Doc()
    if chance(rng, 0.4):
        C.svc_header(d, case)
    d.add([pick(rng, ['ADHD QUESTIONNAIRE SUMMARY - PARENT AND TEACHER', 'Rating Scale Summary',
                      'Multi-informant questionnaire results', 'Screening Questionnaire Report']), '\n\n'])
    d.add(['Child: ', case.ptname(pick(rng, ['full', 'lf_caps'])), '   DOB: ', case.date(case.dob), '   Age: ', case.agep('ym'), '\n'])
    d.add(case.id_line())
    d.add(['\nSchool: ', (case.school, 'ORGANIZATION'), ' - ', case.grade, '\n'])
    sent = add_days(case.d0, -rng.randint(20, 60))
    d.add(['Questionnaires sent: ', case.date(sent)])
    if chance(rng, 0.55):
        d.add([' via online platform ', (url(rng, case.service, 'questionnaires'), 'URL'), ' (parent login ',
               (case.user, 'USERNAME'), ')'])
    d.add('\n')
    pr = add_days(sent, rng.randint(3, 15))
    tr = add_days(sent, rng.randint(5, 30))
    d.add(['Returned: parent (', case.carer.f(pick(rng, ['full', 'title'])), ', ', case.carer.rel.lower(), ') ', case.date(pr),
           '; teacher (', case.teacher.f(pick(rng, ['title', 'title_full'])), ') ', case.date(tr), '\n'])
    if chance(rng, 0.4):
        d.add(['Second teacher form: ', case.ta.f('full'), ' (', pick(rng, ['TA', 'learning support', 'maths teacher']), ') ',
               case.date(add_days(tr, rng.randint(1, 9))), '\n'])
    d.add(['Questionnaire ID: ', (idnum(rng, 'q'), 'IDNUM'), '\n\n'])
    hi = chance(rng, 0.8)
    if country == 'US' and chance(rng, 0.6):
        d.add(vanderbilt(rng, 'Parent', hi))
        d.add(vanderbilt(rng, 'Teacher', hi))
    else:
        d.add(conners_table(rng, 'Parent', country, high=hi))
        d.add('\n')
        d.add(conners_table(rng, 'Teacher', country, high=hi and chance(rng, 0.8)))
    d.add('\n')
    d.add(snap_table(rng, 'Parent', hi))
    d.add(snap_table(rng, 'Teacher', hi))
    if chance(rng, 0.6):
        d.add(sdq(rng, 'parent'))
        d.add(sdq(rng, 'teacher'))
    if chance(rng, 0.3):
        d.add(brief(rng))
    d.add('\nFREE-TEXT COMMENTS\n')
    g = case.sex == 'F'
    him = 'her' if g else 'him'
    sib = case.sibs[0] if case.sibs else None
    sibrel = ('sister ' if sib.sex == 'F' else 'brother ') if sib else ''
    d.add(['Parent: "', pick(rng, [
        ('She is a lovely girl' if g else 'He is a lovely boy') + ' but mornings are chaos. ',
        'We are exhausted, every day is a battle. ',
        ('She forgets everything unless I write it on her hand. ' if g else
         'He forgets everything unless I write it on his hand. '),
        'Homework takes 3 hours with me sat next to %s. ' % him]),
        [pick(rng, ['Her ' if g else 'His ', 'Our ']) + sibrel, sib.f('first')] if sib else
        ['Even ', case.gran.f('first'), ' (', pick(rng, ['Nan', 'Gran', 'Grandma']), ')'],
        ' ', pick(rng, ['finds it hard too.', 'says %s never stops talking.' % ('she' if g else 'he'), 'is worn out.',
                        "can't manage %s at the weekend." % him]),
        '"\n'])
    d.add(['Teacher: "', case.pt.f('first'), ' ', pick(rng, [
        'needs constant reminders to start work and rarely finishes.', 'is kind and enthusiastic but shouts out constantly.',
        'struggles most in the afternoon and after break.', 'is often found wandering the corridor.',
        'is quiet and gets lost in her own world - easily missed.']), pick(rng, [' Seating moved near me.', '',
                                                                            ' We use a timer and checklist.']), '" - ',
        case.teacher.f('title'), '\n\n'])
    d.add(['SUMMARY\n', pick(rng, ['Both informants rate inattention and hyperactivity/impulsivity in the clinical range - '
                                   'pervasive across home and school.',
                                   'Parent ratings elevated; teacher ratings in the average range - discrepancy to explore '
                                   'at school observation.',
                                   'Inattention elevated across settings; hyperactivity elevated at home only.']),
           ' Results to be discussed at MDT ', case.date(workday(add_days(case.d0, rng.randint(5, 30)))), '.\n\n'])
    scorer = case.psychol
    d.add(['Scored by: ', scorer.f(pick(rng, ['full', 'full_creds'])), ' (', pick(rng, ['Assistant Psychologist', scorer.role]),
           ') on ', case.date(case.d0), '\n'])
    if chance(rng, 0.3):
        d.add(['Checked: ', case.cons.f('dr'), '\n'])
    return d
