"""Own genres: telephone (virtual) arthroplasty review, PROMs questionnaire record."""
import datetime

import pools as P
from core import digits
from blocks import pt_line, audit, lbl, MRN_LBL, HP_LBL, site_addr
from clin import proc_name, score_name, score_abbr, oxford
from g_preop import hhmm
from g_letters import pron

TD = datetime.timedelta

OKS_ITEMS = ['Describe the pain you usually have from your knee', 'Trouble washing and drying yourself',
             'Trouble getting in and out of a car', 'How long walking before pain becomes severe',
             'Pain standing up from a chair', 'Limping when walking', 'Could you kneel down and get up again',
             'Pain in bed at night', 'Pain interfering with usual work', 'Feeling the knee might give way',
             'Could you do the household shopping on your own', 'Could you walk down one flight of stairs']
OHS_ITEMS = ['Describe the pain you usually have from your hip', 'Trouble washing and drying yourself',
             'Trouble getting in and out of a car', 'Able to put on socks, stockings or tights',
             'Could you do the household shopping on your own', 'How long walking before pain becomes severe',
             'Able to climb a flight of stairs', 'Pain standing up from a chair', 'Limping when walking',
             'Sudden severe pain from the hip', 'Pain interfering with usual work', 'Pain in bed at night']
ANS = ['None (4)', 'Very mild (3)', 'Mild (2)', 'Moderate (1)', 'Severe (0)', 'No trouble at all (4)',
       'Very little trouble (3)', 'Moderate trouble (2)', 'Extreme difficulty (1)', 'Impossible to do (0)',
       'Rarely/never (4)', 'Sometimes (2)', 'Most of the time (1)', 'Not at all (4)', 'A little bit (3)']


def telephone_review(n, c):
    r = c.rng
    h = pron(c)
    stage = r.choice(['2-week', '6-week', '3-month', '1-year', '6-week'])
    days = {'2-week': 14, '6-week': 42, '3-month': 90, '1-year': 365}[stage]
    d = c.op + TD(days=days + r.randrange(-3, 6))
    n.add(r.choice(['TELEPHONE REVIEW', 'Telephone Clinic Note', 'VIRTUAL ARTHROPLASTY CLINIC - telephone',
                    'Phone follow-up']), ' - ', stage, ' post-op\n')
    n.add(c.hosp_p(), r.choice([' Arthroplasty Service', ' - Joint Replacement Nurse Practitioners', ' Ortho Virtual Clinic']), '\n\n')
    n.add('Date: ', c.d(d), '   Time: ', hhmm(r, 9, 17), '   Duration: ', str(r.randrange(6, 25)), ' min\n')
    nur = r.choice([c.nurse, c.nurse2, c.physio])
    n.add('Clinician: ', c.sig(nur), r.choice([' (ANP)', ' (Arthroplasty CNS)', ' (ESP)', '']), '\n')
    n.add('Number called: ', (r.choice([c.mobile, c.home_phone]), 'PHONE'), r.choice([' - answered 1st attempt', ' - 2nd attempt',
                                                                                      ' (voicemail x1 earlier)']), '\n')
    k = r.randrange(3)
    if k == 0:
        n.add('Spoke to: patient\n')
    elif k == 1:
        n.add('Spoke to: ', c.rel, ' ', c.fam.render('full'), ' with patient present; verbal consent given by patient\n')
    else:
        n.add('Spoke to: patient and ', c.rel, ' (', c.fam.render('first'), ') on speaker\n')
    n.add('ID check: ', c.pt.render(r.choice(['full', 'title_full'])), ', DOB ', c.d(c.dob))
    if r.random() < 0.5:
        n.add(', postcode ' if c.C not in ('US',) else ', ZIP ', (c.zip, 'ZIP'))
    else:
        n.add(', first line of address ', (c.street, 'STREET'))
    if r.random() < 0.5:
        n.add('; voice biometric match ref ', (c.bioid('voice'), 'BIOID'))
    n.add('\n', lbl(c, MRN_LBL), ': ', (c.mrn, 'MRN'), '   ', lbl(c, HP_LBL) if c.C != 'US' else 'Member ID', ': ', (c.hp, 'HEALTHPLAN'), '\n')
    n.add('Procedure: ', proc_name(c, 'short'), ' ', c.d(c.op), ' at ', c.hosp_p(r.choice([c.hosp, c.hosp2])), ' (',
          c.doc(c.surgeon, 'title_last'), ')\n\n')
    n.add('Wound: ', r.choice(['healed', 'healed, small scab distally', 'clips out, dry', 'slight redness at top - photo requested']))
    if days <= 42:
        n.add('; clips removed ', c.d_short(c.op + TD(days=r.randrange(11, 15))), ' at ', (c.practice, 'HOSPITAL'))
    n.add('\nPain: ', str(r.randrange(0, 7)), '/10, ', r.choice(['paracetamol only', 'paracetamol + ibuprofen', 'occasional oxycodone at night',
                                                             'no analgesia']), '\n')
    n.add('Red flags: fever/rigors ', r.choice(['no', 'no', 'one episode, resolved']), '; calf pain/SOB no; ',
          r.choice(['no new numbness', 'numb patch lateral to scar (expected)']), '\n')
    n.add('Mobility: ', r.choice(['1 stick outdoors', 'no aids', '2 crutches', 'rollator']), '; stairs ',
          r.choice(['reciprocal', 'step-to', 'independent']), '\n')
    if c.joint == 'knee':
        n.add('ROM (pt estimate): ', r.choice(['0-100', '5-95', 'can bend past 90', 'struggling to straighten']), '\n')
    n.add('Sleep: ', r.choice(['improving', 'poor - night pain', 'ok']), '. Driving: ', r.choice(['yes', 'not yet', 'n/a - does not drive']), '\n')
    if stage in ('3-month', '1-year'):
        n.add('PROMs: ', score_abbr(c), ' ', str(oxford(c, True)), '/48 submitted ', c.d_short(d - TD(days=r.randrange(1, 10))),
              ' via ', (c.url(), 'URL'), '\n')
        n.add('X-ray ', c.d(d - TD(days=r.randrange(3, 20))), ' at ', c.hosp_p(c.hosp2), ' (acc ', (c.labno('acc'), 'IDNUM'),
              ') reviewed by ', c.doc(c.surgeon, 'title_last'), ': ', r.choice(['no concerns', 'satisfactory, no lysis',
                                                                                  'stable, no subsidence']), '\n')
    if not c.retired and r.random() < 0.6:
        n.add('Work: off from ', (c.employer, 'ORGANIZATION'), ' until ', c.d(d + TD(days=r.randrange(14, 60))),
              '; fit note extended\n')
    if r.random() < 0.3:
        n.add('Travel: flying to ', (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), ' ', c.d_month(d + TD(days=r.randrange(20, 90))),
              ' - VTE advice given\n')
    n.add('\nOutcome: ', r.choice(['progressing well - routine pathway', 'discharged from follow-up with open access',
                                   'face-to-face review booked (wound)', 'refer to physio for stiffness - MUA discussion if <90 deg at 12 wks',
                                   'next contact 1 year (virtual)']), '\n')
    if r.random() < 0.5:
        n.add('Wound photo to be sent to ', (r.choice(['woundphotos', 'arthroplasty.photos']) + '@' + c.hosp_dom, 'EMAIL'), '\n')
    n.add('Copy to ', c.loc['gp'], ': ', c.doc(c.gp, 'title_init' if c.gp.title else 'full'), ', ', (c.practice, 'HOSPITAL'), '\n')
    if r.random() < 0.6:
        audit(n, c, nur, d)


def proms_record(n, c):
    r = c.rng
    h = pron(c)
    n.add(r.choice(['PATIENT-REPORTED OUTCOME MEASURES (PROMs) RECORD', 'PROMs questionnaire record', 'PROMs - data capture sheet']),
          '\n', c.hosp_p(), ' | ', r.choice(['Arthroplasty Outcomes Office', 'Joint Replacement PROMs Programme', 'Registry PROMs']), '\n\n')
    pt_line(n, c, up=r.random() < 0.5, age=r.random() < 0.5)
    if c.ssn and r.random() < 0.6:
        n.add('Registry linkage key (', {'US': 'SSN', 'IE': 'PPSN', 'CA': 'SIN'}[c.C], '): ', (c.ssn, 'SSN'), '\n')
    n.add('Procedure: ', proc_name(c), ', ', c.d(c.op), ', ', c.doc(c.surgeon, 'title_last'), '\n')
    n.add('Portal account: ', (c.pt.username(r), 'USERNAME'), '   e-mail: ', (c.email, 'EMAIL'), '\n\n')
    pre = c.preop + TD(days=r.randrange(0, 5))
    m6 = c.op + TD(days=r.randrange(175, 200))
    y1 = c.op + TD(days=r.randrange(360, 380))
    eq = lambda: ''.join(str(r.randrange(1, 4)) for _ in range(5))
    n.add('Questionnaire          | Time point | Completed    | Score\n')
    n.add('-----------------------+------------+--------------+----------\n')
    sc_pre, sc_post = oxford(c), oxford(c, True)
    n.add(score_name(c).ljust(23), '| pre-op     | ', c.d(pre), ' | ', str(sc_pre), '/48\n')
    n.add('EQ-5D-5L'.ljust(23), '| pre-op     | ', c.d(pre), ' | ', eq(), ', VAS ', str(r.randrange(30, 70)), '\n')
    n.add(score_name(c).ljust(23), '| 6 months   | ', c.d(m6), ' | ', str(sc_post), '/48\n')
    n.add('EQ-5D-5L'.ljust(23), '| 6 months   | ', c.d(m6), ' | ', eq(), ', VAS ', str(r.randrange(60, 95)), '\n')
    if r.random() < 0.6:
        n.add(score_name(c).ljust(23), '| 12 months  | ', c.d(y1), ' | ', str(min(48, sc_post + r.randrange(-3, 4))), '/48\n')
    n.add('Satisfaction'.ljust(23), '| 6 months   | ', c.d(m6), ' | ', r.choice(['Excellent', 'Very good', 'Good', 'Fair', 'Poor']), '\n\n')
    n.add('Item responses (6 months, ', score_abbr(c), '):\n')
    items = OHS_ITEMS if c.joint == 'hip' else OKS_ITEMS
    for i, it in enumerate(items):
        n.add('  ', str(i + 1).rjust(2), '. ', it, ': ', r.choice(ANS), '\n')
    n.add('\nCompleted by: ')
    k = r.randrange(3)
    if k == 0:
        n.add('patient (online)')
        n.add('; session IP ', (c.ip(), 'IPADDR'))
    elif k == 1:
        n.add('proxy - ', c.rel, ' ', c.fam.render('full'), ' (patient has ', r.choice(['poor eyesight', 'arthritis in hands', 'limited English']), ')')
    else:
        n.add('paper form posted to ', c.address(), ', returned ', c.d(m6 + TD(days=r.randrange(5, 25))))
    n.add('\n')
    n.add('Reminders: SMS to ', (c.mobile, 'PHONE'), ' on ', c.d_short(m6 - TD(days=r.randrange(3, 14))),
          '; e-mail ', c.d_short(m6 - TD(days=r.randrange(1, 3))), '\n')
    if r.random() < 0.6:
        n.add('Free-text comment: "', r.choice([
            ['I can get back to ', (r.choice(P.CLUBS), 'ORGANIZATION'), ' again'],
            ['My ', c.rel, ' ', c.fam.render('first'), ' says I am a new person'],
            ['Still stiff first thing, nurse ', c.nurse.render('first', 'DOCTOR'), ' was very kind'],
            ['Back at work at ', (c.employer, 'ORGANIZATION'), ' part-time'],
            ['Wish I had it done years ago']]), '"\n')
    if r.random() < 0.5:
        n.add('Flag: ', score_abbr(c), ' change < MCID (5 points)? ', r.choice(['No', 'Yes - letter to surgeon', 'No']), '\n')
    n.add('Exported to ', r.choice(['registry', 'NJR PROMs' if c.C == 'GB' else 'national registry', 'outcomes database']),
          ' on ', c.d(m6 + TD(days=r.randrange(7, 40))), ' by ', (c.clinician('nurse').username(r), 'USERNAME'), '\n')
    if r.random() < 0.3:
        n.add('Queries: outcomes office ', (c.sec_phone, 'PHONE'), '\n')
