"""Letter genres: orthopaedic clinic letter, six-week follow-up letter, GP referral (own genre)."""
import datetime

import pools as P
from blocks import (letterhead, addressee_gp, re_line, letter_sig, cc_block, site_addr, lbl, MRN_LBL, HP_LBL, social,
                    pt_block)
from clin import (art, proc_name, exam, xray, risks, oxford, score_name, score_abbr, pmh_list, med_list, icd,
                  proc_code)

TD = datetime.timedelta


def pron(c):
    m = c.pt.sex == 'M'
    return {'he': 'he' if m else 'she', 'He': 'He' if m else 'She', 'his': 'his' if m else 'her',
            'His': 'His' if m else 'Her', 'him': 'him' if m else 'her'}


def prof_p(c):
    p = c.prof.replace('retired ', '')
    if c.retired:
        return ['retired ', (p, 'PROFESSION')]
    return [(p, 'PROFESSION')]


def a_age(c):
    return 'an ' if str(c.age)[0] == '8' or c.age in (11, 18) else 'a '


def gp_dear(c):
    return c.doc(c.gp, 'title_last') if c.gp.title else c.gp.render('first', 'DOCTOR')


def clinic_letter(n, c):
    r = c.rng
    h = pron(c)
    clinic = c.listed
    letterhead(n, c)
    n.add(r.choice(['Date: ', 'Clinic date: ', 'Date of clinic: ']), c.d(clinic), '\n')
    if r.random() < 0.5:
        n.add(r.choice(['Consultant: ', 'Clinic: ']), c.doc(c.surgeon, 'title_full'), '\n')
    n.add('\n')
    addressee_gp(n, c)
    n.add('Dear ', gp_dear(c), ',\n\n' if not c.us else ':\n\n')
    re_line(n, c)
    dx = '%s %s %s' % (c.side.capitalize(), c.joint, c.indication)
    n.add('Diagnosis:  ', dx, r.choice([' (%s)' % icd(c), '', '']), '\n')
    for x in pmh_list(c, r.randrange(0, 3)):
        n.add('            ', x, '\n')
    n.add('Plan:       ', r.choice(['Listed for ', 'Add to waiting list - ', 'Proceed with ']), proc_name(c), '\n\n')
    k = r.randrange(3)
    if k == 0:
        n.add('Thank you for referring ', c.pt.render('title_last'), ', ', a_age(c), (str(c.age), 'AGE'), '-year-old ',
              prof_p(c), ', whom I saw in the hip and knee clinic on ', c.d(clinic))
        if r.random() < 0.6:
            n.add(' together with ', h['his'], ' ', c.rel, ' ', c.fam.render('first'))
        n.add('. ')
    elif k == 1:
        n.add('I reviewed ', c.pt.render(r.choice(['first', 'title_last'])), ' today in the arthroplasty clinic at ',
              c.hosp_p(), '. ', h['He'], ' is ', a_age(c), (str(c.age), 'AGE'), ' year old ', prof_p(c), ' with ',
              r.choice(['a long', 'a three-year', 'a progressive', 'an 18-month']), ' history of ', c.side, ' ',
              c.joint, ' pain. ')
    else:
        n.add('I had the pleasure of seeing ', c.pt.render('title_last'), ' on ', c.d(clinic), '. As you know, ',
              h['he'], ' is ', a_age(c), (str(c.age), 'AGE'), '-year-old ', 'man' if c.pt.sex == 'M' else 'woman',
              ' referred with ', c.side, ' ', c.joint, ' osteoarthritis. ')
    since = c.referral - TD(days=r.randrange(300, 1500))
    n.add(h['He'], ' dates the pain to ', r.choice([c.d_month(since), c.d_year(since)]), '. ')
    n.add(r.choice(['Walking is now limited to about %d yards with a stick' % r.choice([50, 100, 200, 400]),
                    'He can manage %d minutes on the flat' % r.choice([5, 10, 15]) if c.pt.sex == 'M' else
                    'She can manage %d minutes on the flat' % r.choice([5, 10, 15]),
                    'Night pain wakes %s most nights' % h['him'],
                    'Stairs one at a time using the banister']), '. ')
    if r.random() < 0.6:
        inj = since + TD(days=r.randrange(90, 400))
        n.add(h['He'], ' had a ', r.choice(['steroid injection', 'hyaluronic acid injection', 'US-guided injection']),
              ' in ', c.d_month(inj), ' with only ', r.choice(['6 weeks', 'a few weeks', '2 months']), ' of benefit')
        if r.random() < 0.5:
            n.add(' and completed a course of physiotherapy at ', (r.choice(P.PHYSIO_CLINICS), 'HOSPITAL'))
        n.add('. ')
    n.add('Current medication: ', ', '.join(med_list(c, 2)), '.\n\n')
    if r.random() < 0.45:
        prev = c.op - TD(days=r.randrange(700, 4000))
        other = 'left' if c.side == 'right' else 'right'
        n.add('Past history includes ', art(other), ' ', r.choice(['THR', 'TKR', 'hip replacement']), ' in ', c.d_year(prev),
              ' at ', c.hosp_p(c.hosp2), ' under ', c.doc(c.reg, 'title_last'), ', which has done well. ')
    n.add('Other history: ', '; '.join(pmh_list(c)), '. Allergies: ', r.choice(P.ALLERGIES), '.\n\n')
    n.add(social(c), '\n\n')
    n.add('On examination: ', exam(c), '\n\n')
    xd = clinic if r.random() < 0.6 else clinic - TD(days=r.randrange(10, 60))
    n.add(r.choice(['Radiographs', 'X-rays', 'Weight-bearing films']), ' dated ', c.d(xd))
    if r.random() < 0.5:
        n.add(' (acc. ', (c.labno('acc'), 'IDNUM'), ')')
    n.add(' show ', xray(c), '. ', score_name(c), ' ', str(oxford(c)), '/48.\n\n')
    n.add('We discussed non-operative measures, which have been exhausted, and the option of ', proc_name(c),
          '. I explained the risks including ', risks(c), '. ', h['He'], ' understands and wishes to proceed')
    n.add(r.choice(['.', ' and consent form 1 was signed today.', ' - consent to be confirmed on the day.']), ' ')
    if r.random() < 0.5:
        k = r.randrange(3)
        if k == 0:
            n.add(h['He'], ' would prefer surgery after ', h['his'], ' ', r.choice(['daughter\'s wedding', 'grandson\'s graduation', 'holiday']),
                  ' on ', c.d(c.listed + TD(days=r.randrange(20, 60))), '. ')
        elif k == 1:
            n.add(h['He'], ' asked if this could be done before ', ('Christmas' if r.random() < 0.6 else 'Easter', 'DATE'), '. ')
        else:
            n.add(h['He'], ' is travelling to ', (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), ' in ',
                  c.d_month(c.listed + TD(days=r.randrange(20, 80))), ' and we will plan around this. ')
    n.add('\n\nI have listed ', h['him'], ' for ', art(proc_name(c)), ' at ', c.hosp_p(r.choice([c.hosp, c.hosp2])))
    n.add(r.choice([', priority P3', ', routine', ' (%s)' % proc_code(c), '']), '. ', h['He'], ' will be invited to ',
          r.choice(['Joint School', 'the joint replacement class', 'pre-operative education']),
          ' and pre-operative assessment. ')
    if c.us and r.random() < 0.7:
        n.add('Prior authorization has been requested from ', (r.choice(P.INSURERS['US']), 'ORGANIZATION'),
              ' (member ', (c.hp, 'HEALTHPLAN'), '). ')
    if r.random() < 0.4:
        n.add('Please could you check ', h['his'], ' HbA1c and BP before then. ')
    if r.random() < 0.35:
        n.add('Preferred contact: ', r.choice([(c.mobile, 'PHONE'), (c.email, 'EMAIL')]), '. ')
    n.add('\n\n')
    letter_sig(n, c, c.surgeon, dictated=clinic)
    cc_block(n, c)


def six_week_letter(n, c):
    r = c.rng
    h = pron(c)
    letterhead(n, c, key=r.choice(['hosp', 'hosp']))
    n.add(r.choice(['Date: ', 'Clinic date: ', '']), c.d(c.fu), '\n\n')
    if r.random() < 0.7:
        addressee_gp(n, c)
    n.add('Dear ', gp_dear(c), ',\n\n' if not c.us else ':\n\n')
    re_line(n, c)
    n.add(r.choice(['Procedure: ', 'Operation: ', 'Surgery: ']), proc_name(c).capitalize(), ' on ', c.d(c.op))
    if r.random() < 0.6:
        n.add(' at ', c.hosp_p())
    n.add('\nReview: ', r.choice(['6-week post-op', 'six week', '6/52']), ' clinic, ', c.d(c.fu), '\n\n')
    k = r.randrange(3)
    if k == 0:
        n.add(c.pt.render('title_last'), ' attended today, ', r.choice(['six weeks', '6 weeks', 'just over six weeks']),
              ' after ', h['his'], ' ', c.side, ' ', c.joint, ' replacement. ')
    elif k == 1:
        n.add('I saw ', c.pt.render('first'), ' for ', h['his'], ' routine six-week check', '. ')
    else:
        n.add('It was good to see ', c.pt.render('title_full'), ' (', (str(c.age), 'AGE'), ') in clinic today. ')
    n.add(h['He'], ' was discharged on ', r.choice(['day %d' % c.los, 'POD %d' % c.los]), ' (', c.d_alt(c.dc), ')')
    n.add(r.choice([' without complication. ', ' after an uneventful stay. ',
                    ', having needed one unit of blood for a Hb of 78. ']))
    clip = c.op + TD(days=r.randrange(12, 16))
    n.add('Clips were removed by the practice nurse at ', (c.practice, 'HOSPITAL'), ' on ', c.d_short(clip), '. ')
    n.add('The wound has healed well. ', r.choice([
        'Pain is much improved and %s has stopped the oxycodone.' % h['he'],
        '%s still takes paracetamol at night.' % h['He'],
        'There is some residual swelling, as expected.']), '\n\n')
    if c.joint == 'knee':
        n.add('Range of movement ', str(r.choice([0, 0, 5])), '-', str(r.choice([90, 100, 105, 110, 115])),
              ' degrees, ', r.choice(['good quads control', 'slight extensor lag', 'SLR with no lag']), '. ')
    else:
        n.add('Walking ', r.choice(['with one stick', 'without aids indoors', 'with two crutches outdoors']),
              ', ', r.choice(['mild Trendelenburg gait', 'no limp', 'leg lengths clinically equal']), '. ')
    n.add('Calves soft, no signs of DVT. ')
    n.add('X-rays today', r.choice([' (acc. ', ' (']), (c.labno('acc'), 'IDNUM'), ') show ',
          r.choice(['well-fixed, well-aligned components', 'satisfactory position with no subsidence',
                    'stable implants, no lucent lines']), '. ', score_name(c), ' has improved from ',
          str(oxford(c)), ' to ', str(oxford(c, True)), '.\n\n')
    if not c.retired:
        pr = c.prof.replace('retired ', '')
        n.add(h['He'], ' hopes to return to work as ', art(pr)[:-len(pr)], (pr, 'PROFESSION'))
        if r.random() < 0.6:
            n.add(' at ', (c.employer, 'ORGANIZATION'))
        n.add(r.choice([' in a fortnight on light duties. ', ' at 3 months. ', ' from next month. ']))
    n.add(r.choice(['Driving may resume once %s can perform an emergency stop. ' % h['he'],
                    'OK to drive from now if confident. ',
                    'Not yet driving - advised to wait until 8 weeks. ']))
    if r.random() < 0.5:
        n.add(h['He'], ' plans to fly to ', (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), ' on ',
              c.d(c.fu + TD(days=r.randrange(20, 90))), '; advised to keep mobile and wear compression stockings. ')
    if r.random() < 0.5:
        n.add(h['His'], ' ', c.rel, ' ', c.fam.render(r.choice(['full', 'first'])), ' has been very supportive. ')
    n.add('\n\nPlan:\n- Continue physiotherapy', r.choice([' at ', ' with ']), (r.choice(P.PHYSIO_CLINICS), 'HOSPITAL'), '\n')
    n.add(r.choice(['- Review at 1 year with X-rays\n', '- Virtual review at 1 year (PROMs + X-ray)\n',
                    '- Discharge to GP with open access for 12 months\n']))
    n.add('- ', r.choice(['Antibiotic prophylaxis not required for dental work', 'Avoid deep flexion/low chairs until 12 weeks',
                          'Kneeling will be uncomfortable for a while']), '\n\n')
    letter_sig(n, c, r.choice([c.surgeon, c.surgeon, c.reg]), dictated=c.fu if r.random() < 0.6 else None)
    cc_block(n, c, extra=r.random() < 0.6)


def gp_referral(n, c):
    """Own genre: GP referral for hip/knee OA with MSK triage outcome."""
    r = c.rng
    h = pron(c)
    ref = c.referral
    n.add((c.practice.upper() if r.random() < 0.4 else c.practice, 'HOSPITAL'), '\n', site_addr(c, 'gp'), '\n')
    n.add('Tel ', (c.phone('land'), 'PHONE'), r.choice(['  Fax ', ' / Fax: ']), (c.phone('land'), 'FAX'), '\n')
    if r.random() < 0.5:
        n.add((r.choice(['reception', 'admin', 'referrals']) + '.' + c.practice.split()[0].lower().replace("'", '') +
               '@' + r.choice(['example.org', 'gp.example.net', 'example.com']), 'EMAIL'), '\n')
    n.add('\n', r.choice(['Referral date: ', 'Date: ']), c.d(ref), '\n')
    if c.C == 'GB':
        n.add('e-RS UBRN: ', (c.labno('ref'), 'IDNUM'), '   Priority: Routine\n')
    else:
        n.add('Referral ID: ', ('R' + c.labno('book')[2:], 'IDNUM'), '   Urgency: ',
              r.choice(['Routine', 'Semi-urgent', 'Category 2'] if c.C in ('AU', 'NZ') else ['Routine', 'Semi-urgent', 'Non-urgent']), '\n')
    n.add('To: ', r.choice(['Orthopedic Surgery - Adult Reconstruction', 'Joint Replacement Intake', 'Orthopedics Referral Desk']
                           if c.us else ['Orthopaedic Triage (Hip & Knee)', 'MSK Interface Service', 'Orthopaedic Outpatients']),
          ', ', c.hosp_p(), '\n')
    if r.random() < 0.5:
        n.add('FAO: ', c.doc(c.surgeon, 'title_init'), '\n')
    n.add('\n')
    pt_block(n, c, addr=True, phone=True, ssn=(c.C == 'US' and r.random() < 0.5))
    n.add('\n', r.choice(['Dear Colleague,', 'Dear %s,' % ('Sir/Madam'), 'Dear Orthopaedic team,']), '\n\n')
    n.add('I would be grateful if you could see this ', (str(c.age), 'AGE'), '-year-old ', prof_p(c), ' with ',
          c.side, ' ', c.joint, ' pain ', r.choice(['since ', 'dating back to ']),
          r.choice([c.d_year(ref - TD(days=r.randrange(400, 1500))), c.d_month(ref - TD(days=r.randrange(200, 900)))]),
          '. ')
    n.add(h['He'], ' now has ', r.choice(['night pain', 'rest pain', 'pain on every step']), ' and ',
          r.choice(['struggles with stairs', 'can no longer walk the dog', 'has had to reduce hours at work',
                    'is struggling to care for %s %s' % (h['his'], c.rel)]), '. ')
    n.add('Conservative management: ', r.choice(['6 sessions of physiotherapy', 'ESCAPE-pain programme',
                                                 'weight loss (8 kg)', 'physio + walking aid']))
    if r.random() < 0.6:
        n.add(', intra-articular steroid ', c.d(ref - TD(days=r.randrange(60, 300))))
    n.add(', analgesia as below.\n\n')
    xd = ref - TD(days=r.randrange(7, 60))
    n.add('X-ray ', c.d(xd), ' at ', c.hosp_p(r.choice([c.hosp, c.hosp2])))
    if r.random() < 0.6:
        n.add(' (', (c.labno('acc'), 'IDNUM'), ')')
    n.add(': ', xray(c), '.\n')
    n.add('BMI ', '%.1f' % r.uniform(22, 41), ', HbA1c ', str(r.randrange(36, 70)), ' mmol/mol, eGFR ',
          str(r.randrange(45, 90)), '.\n\n')
    n.add('PMH:\n')
    for x in pmh_list(c):
        n.add('  - ', x, '\n')
    n.add('Medication:\n')
    for x in med_list(c):
        n.add('  - ', x, '\n')
    n.add('Allergies: ', r.choice(P.ALLERGIES), '\n\n')
    n.add('Social: ', social(c, short=True), '\n')
    if r.random() < 0.4:
        who = r.choice(['husband', 'wife', 'son', 'mother'])
        n.add(h['He'], ' is the main carer for ', h['his'], ' ', who, ' ',
              (r.choice(P.ORIGINS['anglo'][1 if who in ('husband', 'son') else 0]), 'FAMILY'),
              ', so timing of surgery matters.\n')
    if r.random() < 0.3:
        n.add('Interpreter: ', r.choice(['Polish', 'Punjabi', 'Cantonese', 'Arabic', 'Vietnamese', 'Somali']),
              ' interpreter required.\n')
    n.add('\nMany thanks,\n\n', c.gp.title + ' ' if c.gp.title else '', (c.gp.first + ' ' + c.gp.last, 'DOCTOR'),
          '\n', r.choice(['Family Medicine', 'Internal Medicine', 'Primary Care'] if c.us else ['Family Physician'] if c.C == 'CA'
                          else ['General Practitioner', 'GP Partner', 'GP']), '\n')
    if r.random() < 0.6:
        lab = {'GB': 'GMC', 'IE': 'IMC', 'US': 'NPI', 'CA': 'Billing #', 'AU': 'AHPRA', 'NZ': 'MCNZ'}[c.C]
        n.add(lab, ' ', (c.gp.lic, 'LICENSE'), '\n')
    tri = ref + TD(days=r.randrange(3, 21))
    n.add('\n---------------- TRIAGE OUTCOME ----------------\n')
    n.add('Triaged ', c.d(tri), ' by ', c.doc(c.physio2, 'full'), ', ', r.choice(['ESP', 'APP', 'MSK physio']), '\n')
    n.add('Outcome: ', r.choice(['Accept - ', 'Accepted: ', 'Direct to ']), r.choice(['Hip & Knee clinic', 'arthroplasty clinic']),
          ' (', c.doc(c.surgeon, 'title_last'), ')\n')
    n.add('Comment: ', r.choice(['meets criteria for surgical opinion', 'X-ray confirms end-stage OA',
                                 'OKS/OHS below threshold, refer on']), '. ', score_abbr(c), ' ', str(oxford(c)), '.\n')
    n.add('User: ', (c.physio2.username(r), 'USERNAME'), '\n')
