"""Genres: infection consult note, audit feedback summary, C. difficile case review."""
from core import Note, clock
import clin as CL
import gbase as G

SURV = {'US': 'NHSN (LabID event)', 'UK': 'the UKHSA HCAI data capture system', 'IE': 'HPSC',
        'CA': 'CNISP / provincial surveillance', 'AU': 'state HAI surveillance (VICNISS-style)',
        'NZ': 'ESR', 'ZA': 'NICD'}
IMPLANTS = [('dual-chamber pacemaker', 'Medtronic Azure XT DR'), ('ICD', 'Boston Scientific Dynagen'),
            ('R total knee replacement', 'Zimmer NexGen'), ('L total hip replacement', 'Exeter stem'),
            ('PICC (R basilic)', 'Arrow 5Fr PICC'), ('port-a-cath', 'BardPort'),
            ('CRT-D', 'Abbott Quadra Assura'), ('aortic valve (TAVI)', 'Edwards SAPIEN 3'),
            ('spinal cord stimulator', 'Nevro HF10'), ('Hickman line', 'tunnelled CVC')]


# ------------------------------------------------------------------ infection consult
def id_consult(c):
    r = c.r
    n = Note()
    us = c.cc in ('US', 'CA')
    fel, att = c.S('id', key='fel'), c.S('id', key='att')
    req = c.S('senior', key='req')
    adm = c.day(-r.randint(2, 12))
    n.t(r.choice(['INFECTIOUS DISEASES CONSULTATION\n', 'Infection Consult Note\n',
                  'ID Consult - Initial\n', 'MICROBIOLOGY / ID CONSULT\n']))
    n.f('{}   Date of service: {}\n', c.H(), c.D(c.base))
    G.demo(n, c, r.randint(0, 3))
    G.loc_line(n, c)
    if r.random() < 0.5:
        lab, v = c.acct()
        n.f('{}: {}\n', lab, v)
    if c.cc in ('US', 'CA', 'IE', 'ZA') and r.random() < 0.45:
        lab, v = c.ssn()
        if v:
            n.f('{}: {}\n', lab, v)
    if c.cc in ('US', 'AU', 'ZA') and r.random() < 0.5:
        lab, v = c.hp()
        n.f('Payer: {}  {}: {}\n', c.insurer(), lab, v)
    n.t('Requesting: ')
    n.add(c.N(req, 'drfull'))
    n.f(' ({})   Consult type: {}\n', r.choice(CL.SPECIALTIES), r.choice(['formal', 'curbside->formal',
                                                                       'urgent', 'routine']))
    cs = G.case(c)
    org = cs['org']
    n.f('Reason for consult: {}\n\n', r.choice([
        org[2] + ' bacteraemia - duration and need for echo',
        'fever of unknown origin', 'prosthetic joint infection - antibiotic plan',
        'recommendations re ' + org[2] + ' in cultures', 'CIED infection?',
        'vertebral osteomyelitis - IV vs oral', 'antibiotic choice with penicillin allergy']))
    n.t('HPI: ')
    n.add(c.A(r.choice(['dash', 'yof', 'yo'])))
    n.f(' with {} and {} admitted {} with {}. Blood cultures from {} grew {} ({}). '
        'Started on {} {} on {}. ', r.choice(CL.COMORB), r.choice(CL.COMORB), c.D(adm),
        r.choice(['fevers and rigors', 'confusion and hypotension', 'sepsis, working diagnosis of '
                  + cs['dx']]), c.Ds(adm), org[0], org[1], cs['iv'], cs['ivd'], c.Ds(adm))
    n.t(r.choice(['Fevers settled after 48 h. ', 'Still spiking to 38.9 overnight. ',
                  'Repeat cultures pending. ', 'Clinically improved. ']))
    n.t('\n\n')
    n.t('PMH: ' + '; '.join(r.sample(CL.COMORB, 3)) + '\n')
    if c.pt.sex == 'F' and 18 <= c.age <= 44 and r.random() < 0.5:
        n.t('Obstetric: G%dP%d, currently %d+%d/40 weeks (2nd trimester scan normal).\n' % (
            r.randint(1, 4), r.randint(0, 2), r.randint(8, 36), r.randint(0, 6)))
    imp = r.choice(IMPLANTS)
    yr = c.base.year - r.randint(1, 15)
    n.f('Devices/implants: {} ({}) placed {} at {}', imp[0], imp[1], (str(yr), 'DATE'), c.other_hosp())
    if r.random() < 0.8:
        n.f(', {} {}', r.choice(['serial', 'SN', 'S/N', 'device serial no.']), c.device())
    n.t('\n')
    n.f('Allergies: {}\n', r.choice(CL.ALLERGIES))
    n.t('Social: ')
    rel, fp = c.fam()
    x = r.random()
    n.f('lives with {} {} in {}. ', rel, c.P(r.choice(['full', 'first']), p=fp, typ='FAMILY'),
        c.city())
    if x < 0.5:
        n.f('Works as {} at {}. ', c.prof(), c.org())
    elif x < 0.8:
        n.f('Occupation: {}. ', c.prof())
    n.f('{}; {}. ', r.choice(['Ex-smoker (20 pack-years)', 'Never smoker', 'Current smoker 10/day']),
        r.choice(['alcohol ~14 units/wk', 'no alcohol', 'EtOH 6 beers/day', 'no IVDU']))
    if r.random() < 0.7:
        n.f('Travel: {} in {}. ', c.country(), c.D(c.day(-r.randint(40, 300)), 'my'))
    n.t(r.choice(['Dog at home. ', 'Keeps chickens. ', 'No animal exposure. ', 'Works with cattle. ',
                  'Unpasteurised milk. ', '']) + '\n')
    n.f('\nExam: {}\n', CL.vitals(r, c.cc == 'US'))
    n.f('{}; {}; {}. {}\n', r.choice(['2/6 SEM at LUSE', 'HS I+II+0', 'new pansystolic murmur',
                                      'no murmur']), r.choice(CL.EPONYM_SIGNS), r.choice(CL.EPONYM_SIGNS),
        r.choice(['Line site clean.', 'Pocket erythematous, fluctuant.', 'R knee effusion, warm.',
                  'Spinal tenderness T10-L1.', 'Foley catheter in situ.']))
    n.t('\n')
    G.labs_block(n, c, 'Labs', c.base)
    n.t('\nMicro:\n')
    for k in range(r.randint(2, 4)):
        dd = c.day(-r.randint(0, (c.base - adm).days))
        if k == 0:
            res = G.micro_summary(r, org, cs['dx'])
        else:
            res = r.choice(['BC x2: NG at 5 days', 'BC: NGTD', 'Repeat BC x2: NGTD', 'MRSA screen: negative',
                            'Urine: mixed growth', 'BC x2: ' + org[2] + ' 1/2 sets'])
        n.f('  {} [{}]: {}\n', c.Ds(dd), c.acc(), res)
    mt = CL.mic_table(r, org[3])
    if mt:
        n.t('  Sensitivities: ' + ', '.join('%s %s' % (a, s) for a, _, s in mt) + '\n')
    dxl = cs['dx'].lower()
    if 'bacteraemia' in dxl:
        img = r.choice([('TTE', 'no vegetation seen'), ('TOE', 'no vegetation; normal valves'),
                        ('TTE', 'poor windows - TOE booked')])
    elif 'vertebral' in dxl:
        img = ('MRI spine', r.choice(['discitis L2/3 with small epidural collection', 'L2/3 discitis, no collection']))
    elif 'prosthesis' in dxl or 'arthritis' in dxl or 'foot' in dxl:
        img = (r.choice(['XR', 'MRI', 'US joint']), r.choice(['effusion, no loosening', 'cortical erosion 1st MTP',
                                                             'periprosthetic collection 3 cm']))
    elif 'pneumonia' in dxl:
        img = ('CXR', r.choice(['R lower lobe consolidation', 'bilateral basal changes', 'small parapneumonic effusion']))
    else:
        img = ('CT abdo/pelvis', r.choice(['no collection', '4 cm collection, drain in situ', 'resolving collection']))
    n.f('Imaging: {} {}: {}\n', img[0], c.Ds(c.day(-1)), img[1])
    n.t('\nASSESSMENT & RECOMMENDATIONS\n')
    n.f('Impression: {}{}.\n', cs['dx'], r.choice(['', ', responding', ', source not yet controlled',
                                                    ', uncomplicated']))
    for i, x in enumerate(G.rec(r, r.randint(3, 5), cs)):
        n.f('{}. {}\n', i + 1, x)
    n.t('Discussed with primary team (')
    n.add(c.N(c.S('junior'), r.choice(['dr', 'full'])))
    n.f('). We will follow. Please page with questions: {}\n', c.bleep())
    n.t('\n')
    n.add(c.NJ(fel, 'drfull'))
    n.t('\n')
    if us:
        lab, v = c.lic(fel)
        n.f('{} {}\n', lab, v)
    if r.random() < 0.7:
        n.t('Attending attestation: I saw and examined the patient with ')
        n.add(c.N(fel, r.choice(['dr', 'full'])))
        n.f(' and agree with the above. ')
        n.add(c.N(att, 'drfull'))
        n.f(', {} {}\n', c.D(c.base), clock(r, 12, 20))
    return n


# ------------------------------------------------------------------ audit feedback
def audit_feedback(c):
    r = c.r
    n = Note()
    spec = r.choice(CL.SPECIALTIES)
    n.t(r.choice(['ANTIMICROBIAL PRESCRIBING AUDIT - FEEDBACK SUMMARY\n',
                  'AMS Point Prevalence Survey: Ward Feedback\n',
                  'Quarterly Antimicrobial Audit Report\n',
                  'Stewardship Audit & Feedback - Directorate Summary\n']))
    n.f('{} - {} ({})\n', c.H(), spec, c.W())
    n.f('Audit date: {}   Tool: {}\n', c.D(c.base), r.choice([
        'Start Smart then Focus (UKHSA)', 'NAPS', 'Global-PPS', 'local PPS v3', 'CDC core elements checklist',
        'AMS audit tool 2.1']))
    aud = [c.S('pharm'), c.S('ipc'), c.S('micro')]
    n.t('Auditors: ')
    for i, s in enumerate(aud[: r.randint(2, 3)]):
        if i:
            n.t(', ')
        n.add(c.NJ(s, sep=' ('))
        n.t(')')
    tot = r.randint(14, 34)
    on = r.randint(5, tot - 3)
    n.f('\n\nPatients on ward: {}.  On antimicrobials: {} ({}%).\n\n', tot, on, round(100 * on / tot))
    n.t('Indicator                          Result      Target\n')
    for ind, tgt in [('Indication documented', 95), ('Review/stop date documented', 90),
                     ('Guideline compliant', 85), ('IV with oral option > 72 h', 10),
                     ('Allergy status documented', 100), ('Cultures before first dose', 80),
                     ('48-72 h review documented', 90)]:
        k = r.randint(max(0, on - 6), on)
        n.t('%-34s %2d/%-2d (%3d%%)  %s%d%%\n' % (ind, k, on, round(100 * k / on),
                                                '<' if 'oral option' in ind else '>=', tgt))
    n.t('\nCases requiring feedback:\n')
    for i in range(r.randint(2, 5)):
        o = G.OtherPt(c) if i else None
        p = c.pt if i == 0 else o.p
        mrn = c.mrn if i == 0 else o.mrn
        d = G.drug_pair(r)
        n.t(' - ')
        n.add(c.bed())
        n.f(' - {} ({}) - {} day {}, {}. Prescriber: ', c.P(r.choice(['init', 'init', 'LF']), p=p),
            (mrn, 'MRN'), d[0], r.randint(3, 14), r.choice([
                'no stop date', 'no indication', 'IV > 72 h, eligible for oral',
                'duplicate anaerobic cover', 'not per guideline', 'prolonged surgical prophylaxis']))
        n.add(c.N(c.S('junior', key='j%d' % i), r.choice(['dr', 'il', 'full'])))
        n.t('\n')
    n.t('\nActions agreed:\n')
    for a in r.sample(['Stop dates to be mandatory on EPMA order sets.',
                       'Teaching session for juniors on IVOS (COMS).',
                       'Pharmacist to flag pip-taz > 72 h daily.',
                       'Update surgical prophylaxis guideline (single dose).',
                       'Penicillin de-labelling pathway promotion.',
                       'Re-audit next quarter.'], r.randint(2, 4)):
        n.f('- {}\n', a)
    n.t('\nFeedback delivered to: ')
    n.add(c.N(c.S('senior', key='lead'), 'drfull'))
    n.t(' (Clinical Lead) and ')
    nm = c.S('nurse', key='wm')
    n.add(c.N(nm, 'full'))
    n.f(' ({}) on {}.\n', nm.job, c.D(c.day(r.randint(3, 20))))
    n.f('Next audit: {}\n', c.D(c.day(r.randint(60, 120)), 'my'))
    x = r.random()
    if x < 0.7:
        n.f('\nData entered by {} from {} ', c.user(aud[0]), c.ip())
        n.f('on {}. Dashboard: {}\n', c.D(c.day(1)), c.url(r.choice(['ams/dashboard', 'audit/pps',
                                                                    'ams/audit-results'])))
    n.f('Contact: {}\n', c.email())
    return n


# ------------------------------------------------------------------ C. difficile review (own)
def cdiff_review(c):
    r = c.r
    n = Note()
    adm = c.day(-r.randint(3, 30))
    n.t(r.choice(['CLOSTRIDIOIDES DIFFICILE INFECTION - POST INFECTION REVIEW\n',
                  'CDI Case Review (Root Cause Analysis)\n',
                  'C. difficile Toxin-Positive Case: Review Proforma\n']))
    n.f('Case ref: {}   Incident ref: {}\n', c.idnum('case'), c.idnum('incident'))
    n.f('{}\n\n', c.H())
    G.demo(n, c, r.randint(0, 3))
    n.f('Admitted: {} via {}  Ward at onset: {}', c.D(adm), r.choice(['ED', 'AMU', 'GP referral',
                                                                      'elective list', 'transfer']), c.W())
    n.t('\n')
    days = (c.base - adm).days + 1
    n.f('Sample date: {} (day {} of admission) - {}\n', c.D(c.base), days,
        'HOHA' if days > 2 else 'COHA')
    n.f('Result: GDH positive, toxin EIA positive [{}]. Ribotype: {}\n', c.acc(),
        r.choice(['027', '078', '014', '002', 'pending', 'referred to reference lab']))
    n.f('Stool: Bristol type {} from {}; {} episodes in 24 h\n', r.choice([6, 7]), c.Ds(c.day(-1)),
        r.randint(3, 9))
    n.t('Severity: ' + r.choice(['mild', 'moderate (WCC 16.2)', 'severe (WCC 21, creat rise)',
                                 'life-threatening (ileus)']) + '\n\n')
    n.t('ANTIMICROBIAL EXPOSURE (previous 12 weeks)\n')
    for _ in range(r.randint(1, 4)):
        d = G.drug_pair(r)
        s0 = c.day(-r.randint(5, 80))
        n.f('  {} {}  {}-{}  {}  Appropriate: {}\n', d[0], d[1], c.Ds(s0),
            c.Ds(s0.__class__.fromordinal(s0.toordinal() + r.randint(2, 10))),
            r.choice(CL.SOURCES), r.choice(['Y', 'Y', 'N - no indication', 'N - too long',
                                            'Y (guideline)']))
    n.f('PPI: {}.  Laxatives stopped: {}.\n', r.choice(['omeprazole 20 mg OD (no clear indication)',
                                                        'lansoprazole 30 mg OD', 'nil']),
        r.choice(['yes', 'yes', 'not documented']))
    n.t('\nBED MOVEMENTS\n')
    dd = adm
    for k in range(r.randint(2, 4)):
        n.f('  {}  {} ', c.Ds(dd), c.W(new=k > 0))
        n.add(c.bed())
        n.t('\n')
        dd = dd.fromordinal(dd.toordinal() + r.randint(1, 4))
        if dd > c.base:
            break
    n.f('Isolated within 2 h of symptoms: {}.  Stool chart completed: {}.\n',
        r.choice(['yes', 'no - no side room available', 'yes (side room)']), r.choice(['yes', 'partially']))
    if r.random() < 0.45:
        n.f('Transfers: arrived from {} by patient transport (vehicle {}); crew notified and vehicle '
            'cleaned with chlorine.\n', c.other_hosp() if r.random() < 0.5 else
            (c.r.choice(['Willowbank', 'Rata', 'Foxglove', 'Ardmore']) + ' Nursing Home', 'HOSPITAL'),
            c.plate())
    if r.random() < 0.4:
        n.f('Occupation: {}.\n', c.prof())
    n.f('Cleaning: {}\n', r.choice(['chlorine 1,000 ppm terminal clean + HPV',
                                    'UV-C after discharge', 'chlorine clean, HPV not available']))
    n.f('Treatment: {}\n', r.choice(['oral vancomycin 125 mg QDS x10 days', 'fidaxomicin 200 mg BD x10 days',
                                     'fidaxomicin extended-pulsed', 'bezlotoxumab considered (recurrence)']))
    n.t('\nREVIEW PANEL ' + r.choice(['(MDT)', '', '- PIR meeting']) + ' ')
    n.f('{}\n', c.D(c.day(r.randint(7, 21))))
    for role in r.sample(['micro', 'pharm', 'ipc', 'senior', 'nurse'], r.randint(3, 5)):
        s = c.S(role)
        n.t('  ')
        n.add(c.NJ(s, 'drfull' if s.isdr else 'full'))
        n.t('\n')
    n.f('\nOutcome: {}\n', r.choice(['Lapse in care identified - antibiotic prescribing not per guideline.',
                                     'No lapse in care; unavoidable case.',
                                     'Lapse in care - delayed isolation and sampling.',
                                     'Lapse in care - PPI without indication; learning shared.']))
    n.t('Learning shared with ward team; reported to ' + SURV[c.cc] + '.\n')
    if r.random() < 0.4:
        rel, fp = c.fam()
        n.f('Family ({} {}) informed by ', rel, c.P('full', p=fp, typ='FAMILY'))
        n.add(c.N(c.S('senior'), 'dr'))
        n.f(' on {}.\n', c.Ds(c.day(1)))
    if r.random() < 0.4:
        n.f('Logged on incident system by {} ({}).\n', c.user(c.S('ipc')), c.ip())
    return n
