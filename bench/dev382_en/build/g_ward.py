"""Ward genres: ward round note, enhanced recovery physiotherapy note, discharge summary."""
import datetime

import pools as P
from core import digits
from blocks import pt_block, pt_line, audit, lbl, MRN_LBL, HP_LBL, ACCT_LBL, site_addr, social, addressee_gp
from clin import proc_name, implants, ANALGESIA, VTE, score_abbr
from g_preop import hhmm
from g_letters import pron

TD = datetime.timedelta


def bloods(c, day):
    r = c.rng
    pre = r.randrange(118, 152)
    return 'Hb %d (pre-op %d), WCC %.1f, Plt %d, Na %d, K %.1f, Cr %d, eGFR %s, CRP %d' % (
        pre - r.randrange(8, 35), pre, r.uniform(6, 13), r.randrange(150, 380), r.randrange(131, 142),
        r.uniform(3.5, 5.1), r.randrange(55, 120), r.choice(['>90', '>60', '58', '74']), r.randrange(5, 140))


def ward_round(n, c):
    r = c.rng
    h = pron(c)
    days = min(c.los, r.choice([1, 1, 2, 3])) or 1
    if c.C in ('US', 'CA'):
        n.add((c.ward, 'HOSPITAL'), r.choice([' Rm ', ' - Room ', ', rm ']),
              (str(r.randrange(201, 699)) + r.choice(['', 'A', 'B']), 'LOCATION_OTHER'), '\n')
    else:
        n.add((c.ward, 'HOSPITAL'), r.choice([', bay ', ' - Bay ', ' bay ']), (c.bay, 'LOCATION_OTHER'),
              r.choice([' bed ', ' Bed ', ' / bed ']), (c.bed, 'LOCATION_OTHER'), '\n')
    n.add(c.pt.render(r.choice(['upper', 'full', 'last_first'])), '  ', c.age_p(r.choice(['sexage', 'yo', 'yrs'])), '  ',
          lbl(c, MRN_LBL), ' ', (c.mrn, 'MRN'), '\n')
    for i in range(days):
        day = c.op + TD(days=i + 1)
        wr = ['Rounds ', 'Ortho rounds ', 'Attending rounds ', 'POD note '] if c.C in ('US', 'CA') else \
            ['WARD ROUND ', 'WR ', 'Post-op WR ', 'Consultant WR ']
        n.add('\n', r.choice(wr), c.d_short(day, True) if r.random() < 0.5 else c.d(day),
              ' ', hhmm(r, 7, 10), '\n')
        na = c.C in ('US', 'CA')
        team = [['Attg ' if na else 'Cons ', c.doc(c.surgeon, 'title_last')],
                ['Fellow ' if na else 'Reg ', c.doc(c.reg, 'title_last')]]
        fy = c.clinician('registrar')
        fyr = r.choice(['Intern', 'Resident', 'PGY-2']) if na else r.choice(['FY1', 'SHO', 'RMO', 'FY2'])
        team.append([fyr + ' ', fy.render(r.choice(['full', 'last', 'first']), 'DOCTOR')])
        if r.random() < 0.5:
            team.append(['NIC ', c.nurse.render(r.choice(['first', 'full']), 'DOCTOR')])
        for j, t in enumerate(team[:r.randrange(2, len(team) + 1)]):
            n.add('' if j == 0 else ' / ', t)
        n.add('\n')
        n.add('D', str(i + 1), ' post ', proc_name(c, 'short'), ' (', c.d_short(c.op), ')', r.choice(['', ' - ERAS', ' for ' + c.indication]), '\n')
        n.add('S: ', r.choice(['pain %d/10 at rest, %d/10 on mvmt' % (r.randrange(0, 4), r.randrange(3, 8)),
                              'comfortable, slept ok', 'nauseated overnight, better now', 'c/o tight thigh, no CP/SOB']),
              '; ', r.choice(['PU', 'PU ok', 'TWOC ok after catheter', 'not yet opened bowels']), '\n')
        n.add('O: ', r.choice(['obs stable', 'NEWS2 %d' % r.randrange(0, 4), 'afebrile, HR %d' % r.randrange(60, 100)]), '; ',
              r.choice(['wound dressing clean & dry', 'minimal ooze on Aquacel', 'small blister at dressing edge', 'PICO in situ, no leak']),
              '; calves SNT; ', r.choice(['NV intact', 'DP/PT palpable, EHL/FHL 5/5', 'numb lateral to wound']), '\n')
        if i == 0:
            n.add('Bloods: ', bloods(c, i), '\n')
            if r.random() < 0.5:
                n.add('Check XR (', (c.labno('acc'), 'IDNUM'), r.choice([') satisfactory', '): ok', ') - components well sited']), '\n')
            else:
                n.add('Check XR acc ', (c.labno('acc'), 'IDNUM'), r.choice([' satisfactory', ': ok', ' - components well sited']), '\n')
        n.add('Physio: ', r.choice(['mobilised %d m with ZF' % r.randrange(5, 60), 'walked to toilet with crutches', 'stairs done',
                                    'sat out, dizzy on standing - BP 92/50']), '\n')
        n.add('Imp: ', r.choice(['progressing on ERAS pathway', 'post-op anaemia, asymptomatic', 'slow to mobilise, pain limited',
                                 'well, for home']), '\n')
        n.add('P:\n')
        plan = ['cont regular analgesia, step down oxycodone', 'VTE: ' + r.choice(VTE), 'physio for stairs', 'IV fluids to stop',
                'repeat Hb tomorrow', 'TTOs written', 'remove cannula', 'OT kit check']
        r.shuffle(plan)
        for x in plan[:r.randrange(2, 5)]:
            n.add(' - ', x, '\n')
        if i == days - 1:
            n.add(' - EDD ', c.d_short(c.dc), '; ', c.rel, ' ', c.fam.render(r.choice(['first', 'full'])), ' to collect')
            if r.random() < 0.6:
                n.add(' (', (c.phone('mobile'), 'PHONE'), ')')
            if r.random() < 0.3:
                n.add(', car reg ', (c.plate(), 'VEHICLE'), ' given to front desk for drop-off bay')
            n.add('\n')
        n.add(fy.render(r.choice(['full', 'init_last']), 'DOCTOR'), ' ', fyr,
              r.choice([' bleep ', ' pager ', ' #']), (c.pager(), 'PHONE'), '\n')
    if r.random() < 0.3:
        n.add('\nAddendum: ', r.choice(['spoke with ', 'updated ']), c.rel, ' ', c.fam.render('first'), ' by phone re plan.\n')
    elif r.random() < 0.4:
        n.add('\nPt ', c.pt.render(r.choice(['initials', 'initials_dot'])), ' ', r.choice(['aware of plan', 'agrees with plan',
                                                                                        'keen for home']), '.\n')


def physio_eras(n, c):
    r = c.rng
    h = pron(c)
    n.add(r.choice(['PHYSIOTHERAPY - ENHANCED RECOVERY', 'Physiotherapy Inpatient Note (ERAS)',
                    'PHYSICAL THERAPY - TOTAL JOINT PATHWAY' if c.us else 'Physio - Joint Replacement Pathway']), '\n')
    n.add(c.hosp_p(), ' | ', (c.ward, 'HOSPITAL'), ' bed ', (c.bed, 'LOCATION_OTHER'), '\n')
    pt_line(n, c, up=r.random() < 0.5, age=r.random() < 0.5)
    n.add('Dx: ', proc_name(c, 'short'), ' ', c.d(c.op), ' (', c.doc(c.surgeon, 'title_last'), ') for ', c.indication, '\n')
    sessions = min(max(c.los, 1), r.choice([1, 2, 2, 3])) + 1
    for i in range(sessions):
        day = c.op + TD(days=i)
        p = c.physio if i % 2 == 0 else c.physio2
        n.add('\n', c.d(day) if r.random() < 0.6 else c.d_short(day, True), ' ', hhmm(r, 9, 17), ' - POD ', str(i), '\n')
        if i == 0:
            n.add('S: ', r.choice(['Pt keen to mobilise', 'drowsy but rousable, keen', 'pain 3/10']),
                  '. Consent: verbal. Spinal worn off: ', r.choice(['yes, full power', 'partially - ankles only']), '.\n')
            n.add('Social: ', social(c, short=True), 'Stairs at home: ', str(r.randrange(0, 16)), ' + rail\n')
        else:
            n.add('S: ', r.choice(['slept poorly', 'pain better controlled', 'feels stiff', 'keen for home']), '.\n')
        if c.joint == 'knee':
            n.add('O: AROM ', str(r.choice([0, 5, 10])), '-', str(r.randrange(45, 100)), ' deg; SLR ',
                  r.choice(['independent', 'with assist', 'x10, lag 10 deg']), '; quads ', r.choice(['3/5', '4/5', 'good contraction']),
                  '. Cryo/Cuff on', r.choice([' (unit ', ' - serial ']), ('CC-' + digits(r, 5), 'DEVICE'), ')\n' if r.random() < 0.5 else ').\n')
        else:
            n.add('O: hip flexion ', str(r.randrange(50, 95)), ' deg; ', r.choice(['glute sets ok', 'mild Trendelenburg', 'LLD not apparent']),
                  '; ', r.choice(['hip precautions reinforced', 'no precautions per surgeon']), '.\n')
        n.add('Mobility: ', r.choice(['STS with SBA', 'bed > chair with 1 assist', 'independent transfers']), '; walked ',
              str(r.randrange(5, 80)), ' m with ', r.choice(['Zimmer frame', 'wheeled ZF', 'elbow crutches', '2 sticks', 'rollator']),
              ', ', r.choice(['SBA', 'supervision', 'independent', 'min assist']), '.')
        if i >= 1:
            n.add(' Stairs: ', r.choice(['12 steps, 1 rail + crutch, safe', 'practised 4 steps, needs repeat', 'not attempted']), '.')
        n.add('\nA: ', r.choice(['progressing as expected', 'limited by pain/nausea', 'meeting ERAS milestones', 'orthostatic - BP 88/54 on standing']),
              '.\nP: ', r.choice(['review pm', 'progress to crutches', 'stairs tomorrow', 'd/c from physio when stairs safe']), '.\n')
        n.add(p.render(r.choice(['full', 'init_last']), 'DOCTOR'), ', ', r.choice(['Physiotherapist', 'Band 6 Physio', 'Senior Physio', 'PT']))
        if r.random() < 0.35:
            lab = {'GB': 'HCPC', 'IE': 'CORU', 'US': 'Lic', 'CA': 'Reg', 'AU': 'AHPRA', 'NZ': 'PBNZ'}[c.C]
            n.add(' (', lab, ' ', (p.lic, 'LICENSE'), ')')
        n.add('\n')
    n.add('\nDischarge physio plan: HEP issued', r.choice(['', ' (video: ']))
    if n.parts[-1].endswith('video: '):
        n.add((c.url(), 'URL'), ')')
    n.add('. Outpatient referral to ', (r.choice(P.PHYSIO_CLINICS + [c.hosp2]), 'HOSPITAL'), ' for ',
          r.choice(['week 2', 'week 3', '6 sessions', 'group class']), '.\n')
    if r.random() < 0.4:
        n.add('Community rehab team to contact patient on ', (c.mobile, 'PHONE'), '.\n')


def discharge_summary(n, c):
    r = c.rng
    h = pron(c)
    n.add(r.choice(['DISCHARGE SUMMARY', 'Discharge Summary', 'IMMEDIATE DISCHARGE LETTER', 'Electronic Discharge Notification']), '\n')
    n.add(c.hosp_p(), ' - ', r.choice(['Elective %s' % c.loc['ortho'], 'Arthroplasty Unit', '%s Surgery' % c.loc['ortho']]), '\n\n')
    if r.random() < 0.6:
        n.add('To: ')
        addressee_gp(n, c)
    pt_block(n, c, addr=r.random() < 0.7, phone=r.random() < 0.5, ssn=c.ssn is not None and r.random() < 0.5,
             acct=r.random() < 0.6)
    n.add('\nAdmitted: ', c.d(c.op), '   Discharged: ', c.d(c.dc), '   LOS: ', str(c.los), ' day', '' if c.los == 1 else 's', '\n')
    n.add('Ward: ', (c.ward, 'HOSPITAL'), '   Consultant: ', c.doc(c.surgeon, 'title_init'), '\n')
    n.add('Discharge destination: ', r.choice(['usual residence', 'home with %s' % c.rel, 'home', 'respite']))
    if n.parts[-1].endswith('respite'):
        n.add(' at ', (r.choice(P.CARE_HOMES), 'HOSPITAL'))
    n.add('\n\nDiagnosis: ', c.side.capitalize(), ' ', c.joint, ' ', c.indication, '\n')
    n.add('Procedure: ', proc_name(c), ' on ', c.d(c.op), '\n')
    if r.random() < 0.5:
        n.add('Implants: ')
        comps = implants(c)
        for j, x in enumerate(comps[:r.randrange(2, len(comps) + 1)]):
            n.add('' if j == 0 else '; ', x['desc'], ' lot ', (x['lot'], 'DEVICE'))
        n.add('\n')
    n.add('\nClinical course:\n')
    n.add(r.choice(['Uncomplicated ERAS pathway. ', 'Straightforward post-op recovery. ', 'Recovery slowed by nausea on day 1. ']),
          'Mobilised day 0. Day 1 bloods: ', bloods(c, 1), '. ')
    n.add(r.choice(['Check X-ray satisfactory. ', 'Post-op films show well-positioned components. ']))
    n.add(r.choice(['', 'Transfused 1 unit RBC for symptomatic anaemia (Hb 76). ', 'Brief urinary retention - TWOC successful. ',
                    'Delirium overnight day 1, resolved; CAM negative at discharge. ']))
    n.add('Cleared by physio for stairs. ')
    if r.random() < 0.3:
        n.add('Parking validated for car reg ', (c.plate(), 'VEHICLE'), ' (collection). ')
    n.add(h['He'], ' went home ', r.choice(['with ', 'collected by ']), h['his'], ' ', c.rel,
          ' ', c.fam.render(r.choice(['first', 'full'])), '.\n\n')
    n.add('Medications on discharge:\n')
    for x in r.sample(ANALGESIA, r.randrange(3, 6)) + [r.choice(VTE)]:
        n.add('  ', x, '\n')
    n.add('  Usual medications unchanged', r.choice(['', ' except ramipril held (AKI) - GP to restart', ' - apixaban restarts day 2 instead of VTE agent']), '\n')
    if c.us and r.random() < 0.7:
        n.add('  Controlled substance Rx: oxycodone 5 mg #', str(r.randrange(10, 31)), ', prescriber DEA ', (c.dea(), 'LICENSE'), '\n')
    n.add('Pharmacist check: ', c.pharm.render(r.choice(['full', 'init_last']), 'DOCTOR'), '\n\n')
    n.add('Follow-up:\n')
    clip = c.op + TD(days=r.randrange(10, 15))
    n.add('  - Wound check + clip removal with practice nurse at ', (c.practice, 'HOSPITAL'), ' on/around ', c.d_short(clip), '\n')
    n.add('  - ', r.choice(['6-week', 'Six-week', '6/52']), ' review: ', c.d(c.fu), ' with ', c.doc(c.surgeon, 'title_last'), '\n')
    n.add('  - Outpatient physio: ', (r.choice(P.PHYSIO_CLINICS), 'HOSPITAL'), '\n')
    n.add('\nProblems? Call the arthroplasty nurse line ', (c.sec_phone, 'PHONE'))
    if r.random() < 0.6:
        n.add(' or e-mail ', (r.choice(['arthroplasty.nurses', 'jointcare', 'eras.team']) + '@' + c.hosp_dom, 'EMAIL'))
    n.add('. Out of hours: ', (c.ward, 'HOSPITAL') if r.random() < 0.5 else r.choice(['ED', 'the ward', 'the on-call registrar']),
          '.\n' if c.C != 'GB' else '. NHS 111 for general advice.\n')
    fy = c.clinician('registrar')
    n.add('\nCompleted by: ', c.sig(fy), r.choice([' (intern)', ' (resident)'] if c.C in ('US', 'CA') else
                                                  [' (FY1)', ' (SHO)', ' (RMO)']), ', ', c.d(c.dc))
    if r.random() < 0.5:
        n.add(', bleep ', (c.pager(), 'PHONE'))
    n.add('\n')
    if r.random() < 0.5:
        audit(n, c, fy, c.dc)
