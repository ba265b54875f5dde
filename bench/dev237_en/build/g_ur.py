"""Genre (author's own): utilization review note - concurrent review, peer-to-peer summary,
post-acute placement authorization."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, age_sex, coverage, payer_seg, pt_ref, relative

GENRE = 'utilization_review_note'

INPT = [
    dict(dx='community-acquired pneumonia', icd='J18.9', drg='193', gmlos='3.9',
         ind=['SpO2 88% on RA, now 93% on 3 L NC', 'WBC 16.2', 'CURB-65 score 3', 'CXR RLL consolidation'],
         tx='IV ceftriaxone 1 g q24h + azithromycin 500 mg'),
    dict(dx='acute on chronic systolic CHF exacerbation', icd='I50.23', drg='291', gmlos='3.8',
         ind=['BNP 2,210', 'wt up 9 lb from dry weight', 'bibasilar crackles', 'EF 20%'], tx='IV furosemide 80 mg BID, strict I&O'),
    dict(dx='COPD exacerbation', icd='J44.1', drg='190', gmlos='3.3', ind=['RR 28', 'SpO2 86% RA', 'pH 7.31/PaCO2 58'],
         tx='BiPAP overnight, solumedrol 40 mg IV q8h, duonebs q4h'),
    dict(dx='sepsis due to UTI', icd='A41.51', drg='871', gmlos='4.5', ind=['lactate 2.9', 'T 39.0 C', 'HR 118', 'MAP 63'],
         tx='IV cefepime, 30 mL/kg crystalloid'),
    dict(dx='right intertrochanteric hip fracture s/p IMN', icd='S72.141A', drg='481', gmlos='4.1',
         ind=['POD 2', 'Hgb 8.1 post-op', 'PT: min assist x2, ambulated 15 ft with RW'], tx='enoxaparin 40 mg daily, PT/OT BID'),
    dict(dx='acute ischemic stroke, L MCA', icd='I63.512', drg='065', gmlos='3.0', ind=['NIHSS 7', 'R hemiparesis 3/5',
         'dysphagia on bedside swallow'], tx='aspirin/clopidogrel, telemetry, SLP eval'),
    dict(dx='diabetic ketoacidosis', icd='E10.10', drg='638', gmlos='2.8', ind=['glucose 512', 'AG 24', 'bicarb 9',
         'BHB 6.1'], tx='insulin drip per DKA protocol, K replacement'),
    dict(dx='upper GI bleed', icd='K92.2', drg='378', gmlos='3.2', ind=['Hgb 6.8 from 12.1', 'BUN 61', 'Glasgow-Blatchford 12'],
         tx='pantoprazole drip, 2 u PRBC, EGD with clip x2'),
    dict(dx='LLE cellulitis failing oral abx', icd='L03.116', drg='603', gmlos='3.4', ind=['erythema spreading past marked borders',
         'WBC 14.8', 'T 38.6 C'], tx='IV vancomycin, elevation'),
    dict(dx='acute pancreatitis', icd='K85.90', drg='440', gmlos='3.2', ind=['lipase 1,840', 'BISAP 2', 'pain 9/10 requiring IV hydromorphone'],
         tx='LR 250 mL/h, NPO, IV analgesia'),
    dict(dx='syncope, r/o arrhythmia', icd='R55', drg='312', gmlos='2.1', ind=['orthostatic negative', 'troponin <0.01 x2',
         'telemetry 6-beat NSVT'], tx='telemetry, echo, EP consult'),
    dict(dx='chest pain, r/o ACS', icd='R07.9', drg='313', gmlos='1.7', ind=['HEART score 4', 'hs-troponin 6 -> 7 ng/L',
         'ECG NSR no ischemic changes'], tx='serial troponins, stress test in AM'),
]

UNITS = ['5 North', '4 West', '6 East', '3 South', 'Tower B 7', 'Magnolia Unit', 'Cedar Pavilion', 'Birch 2', 'Heart Center 4',
         'Ortho/Neuro 8', 'Stepdown 5C', 'Willow Unit', 'Founders 3', 'East Wing 2']


def _room(rng):
    return rng.choice(['%d%02d' % (rng.randint(2, 9), rng.randint(1, 40)), '%d%02d%s' % (rng.randint(2, 9), rng.randint(1, 40),
                                                                                        rng.choice('AB')),
                       '%d-%d' % (rng.randint(2, 9), rng.randint(10, 60))])


def _setup(ctx):
    rng, W = ctx.rng, ctx.W
    case = rng.choice(INPT)
    p = W.patient(ctx.ref, 34, 96)
    cov = coverage(ctx, p)
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'memorial', 'hosp']))
    adm = ctx.back(1, 5)
    return case, p, cov, hosp, adm


def concurrent(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    case, p, cov, hosp, adm = _setup(ctx)
    um = W.staff(rng.choice(['RN', 'RN, CCM', 'RN, BSN', 'LPN']))
    att = W.clinician(rng.choice(['MD', 'DO']))
    pcm = W.staff(rng.choice(['RN', 'RN, CCM', '']))
    status = rng.choice(['Inpatient', 'Observation', 'Inpatient'])
    d.w(rng.choice(['UTILIZATION REVIEW - CONCURRENT', 'UR Note: Concurrent Review', 'Case Management / UR Note',
                    'CONCURRENT REVIEW']), '\n')
    d.f('Facility: {}   Unit: {}   Rm/Bed: {}\n', P(hosp['name'], 'HOSPITAL'), P(rng.choice(UNITS), 'HOSPITAL'),
        P(_room(rng), 'LOCATION_OTHER'))
    d.f('Pt: {}   MRN {}   Acct {}\n', pname(rng, p, ['LF', 'LFM', 'full']), P(p.extra['mrn'], 'MRN'),
        P(core.acct(rng), 'ACCOUNT'))
    d.f('DOB {} ({})   Payer: {} {}   ID {}\n', ctx.dt(p.extra['dob']), core.AGE(p.extra['age'], rng.choice(['yr', 'yo', 'sex']),
                                                                               p.sex),
        payer_seg(cov, True), cov['plan'], P(cov['mid'], 'HEALTHPLAN'))
    d.f('Admit: {} {}   Status: {}   Attending: {}\n', ctx.dt(adm), '%02d:%02d' % (rng.randint(0, 23), rng.randrange(60)),
        status, dref(rng, att))
    d.f('Working DRG {} (GMLOS {})   Auth #: {}\n\n', case['drg'], case['gmlos'], P(core.ref_no(rng), 'IDNUM'))
    d.f('{} {} admitted via ED with {} ({}). ', pname(rng, p, ['full', 'first_i']) if ctx.chance(0.4) else 'Pt',
        age_sex(ctx, p), case['dx'], case['icd'])
    d.w('Clinical: ', '; '.join(case['ind']), '. Tx: ', case['tx'], '.\n')
    from common import hard_neg_line
    d.f('Vitals/labs {}: {}\n', ctx.dt(core.add_days(adm, 1), 'md'), hard_neg_line(rng, 2))
    if ctx.chance(0.6):
        d.f('Day {} update ({}): {}\n', '3', ctx.dt(core.add_days(adm, 2), rng.choice(['md', 'wk_short'])),
            rng.choice(['remains on IV abx, weaned to 2 L NC', 'still requiring insulin drip overnight', 'PT/OT eval done, needs SNF',
                        'hemodynamically stable, plan transition to PO', 'awaiting repeat imaging', 'tolerating diet, pain controlled on PO']))
    crit = rng.choice(['InterQual Acute Adult', 'MCG Inpatient & Surgical Care', 'InterQual LOC: Acute Adult'])
    d.w('Criteria: ', crit, ' - ', rng.choice(['IP criteria met day ', 'met for continued stay day ', 'NOT met, secondary review requested day ']),
        str(rng.randint(1, 4)), '.\n')
    approved = core.add_days(adm, rng.randint(2, 4))
    d.f('Payer update: clinicals faxed to {} at {}; {} approved {} through {}, next review {}.\n', payer_seg(cov, True),
        P(cov['payer']['fax'], 'FAX'), rng.choice(['auth', 'days', 'IP days']), ctx.dt(adm, 'md'), ctx.dt(approved, 'md'),
        ctx.dt(core.add_days(approved, 1), rng.choice(['md', 'wk_short'])))
    d.f('Payer CM: {} {}', sref(rng, pcm, 'full'), P(core.phone(rng, ext=True), 'PHONE'))
    if ctx.chance(0.4):
        d.f(' / {}', P(W.email(pcm, org=True), 'EMAIL'))
    d.w('\n')
    fam = relative(ctx, p)
    rel = fam.extra['rel']
    home = 'with ' + rel if rel in ('wife', 'husband', 'daughter', 'son', 'sister', 'brother') else 'alone'
    d.f('SDOH/DC plan: lives {} in {}; {} {} ({}) involved. ', rng.choice([home, home, home + ' in 2-story home']),
        P(W.town(), 'CITY'), rel, fam.nm(rng.choice(['full', 'first']), 'FAMILY'),
        P(core.phone(rng, rng.choice(['dash', 'dot', 'compact']), ext=False), 'PHONE'))
    if ctx.chance(0.6):
        d.f('Pt is a retired {}. ', P(rng.choice(pools.PROFESSIONS), 'PROFESSION'))
    d.w(rng.choice(['Anticipate DC home w/ HH', 'Likely SNF - PT/OT recs pending', 'DC home in 24-48h', 'Possible acute rehab']),
        '.\n')
    d.f('-- {}, UR {} {}\n', sref(rng, um, rng.choice(['full_cred', 'first_i'])), ctx.dt(ctx.ref, 'md'),
        '%02d%02d' % (rng.randint(7, 17), rng.randrange(60)))
    return d


def p2p(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    case, p, cov, hosp, adm = _setup(ctx)
    att = W.clinician(rng.choice(['MD', 'DO']))
    pmd = W.clinician(rng.choice(['MD', 'DO']))
    um = W.staff(rng.choice(['RN', 'RN, CCM']))
    when = ctx.ref
    d.w(rng.choice(['PEER-TO-PEER REVIEW SUMMARY', 'Peer to Peer Discussion', 'P2P Note']), '\n')
    d.f('Patient: {}  DOB: {}  MRN: {}\n', pname(rng, p, ['full', 'LF']), ctx.dt(p.extra['dob']), P(p.extra['mrn'], 'MRN'))
    d.f('Location: {}, {} {}\n', P(hosp['name'], 'HOSPITAL'), rng.choice(['room', 'Rm', 'rm']), P(_room(rng), 'LOCATION_OTHER'))
    d.f('Payer: {}   Member ID: {}   Case #: {}\n', payer_seg(cov), P(cov['mid'], 'HEALTHPLAN'), P(core.ref_no(rng, 'CS'), 'IDNUM'))
    d.f('Date/time of call: {} at {}\n', ctx.dt(when, rng.choice(['wk_long', 'wk_abbr', 'mdY'])),
        '%d:%02d %s' % (rng.randint(1, 11), rng.choice([0, 15, 30, 45]), rng.choice(['AM', 'PM'])))
    d.f('Participants: {} (attending) and {} (payer medical director); scheduled by {}\n\n', dref(rng, att, 'full_cred'),
        dref(rng, pmd, rng.choice(['dr_full', 'full_cred'])), sref(rng, um))
    d.f('Initial determination on {}: inpatient admission denied, observation level of care offered. ', ctx.dt(adm, 'md'))
    d.f('{} reviewed the case: {} admitted {} with {}; {}. Treated with {}. ', dref(rng, att, 'dr_last'),
        age_sex(ctx, p), ctx.dt(adm, rng.choice(['md', 'wk_short'])), case['dx'], ', '.join(case['ind']), case['tx'])
    d.w('Expected to require >2 midnights given ', rng.choice(['ongoing IV therapy', 'hemodynamic instability',
                                                              'need for serial monitoring', 'failed outpatient treatment']), '.\n\n')
    outcome = rng.choice(['Overturned - inpatient approved', 'Upheld - observation only', 'Partially approved - 2 IP days',
                          'Decision deferred pending records'])
    d.w('Outcome: ', outcome, '.\n')
    if outcome.startswith('Upheld'):
        fm = relative(ctx, p, ['wife', 'husband', 'son', 'daughter'])
        d.f('Attending informed; pt and {} notified with MOON/appeal rights by {} today.\n', cat(fm.extra['rel'], ' ',
                                                                                      fm.nm('full', 'FAMILY')),
            sref(rng, um, 'first_i'))
    d.f('Reference #: {}.  Next steps: {}\n', P(core.ref_no(rng), 'IDNUM'), rng.choice(['submit expedited appeal', 'continue concurrent review',
                                                                                      'none', 'update clinicals by noon tomorrow']))
    d.f('Documented by {}, UR RN, {}\n', sref(rng, um, rng.choice(['full', 'first_i', 'fmi'])), ctx.dt(when, 'md'))
    return d


def postacute(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    case, p, cov, hosp, adm = _setup(ctx)
    snf = W.hospital(rng.choice(['snf', 'snf', 'rehab', 'hh']))
    cm = W.staff(rng.choice(['RN', 'LCSW', 'MSW', 'RN, CCM']))
    fam = relative(ctx, p, ['daughter', 'son', 'wife', 'husband', 'granddaughter', 'brother'])
    rel = fam.extra['rel']
    d.w(rng.choice(['POST-ACUTE AUTHORIZATION / DISCHARGE PLANNING', 'Case Management Note - Placement',
                    'SNF Authorization Tracking']), '\n')
    d.f('{} | {} | {} {}\n', ctx.dt(ctx.ref), P(hosp['name'], 'HOSPITAL'), P(rng.choice(UNITS), 'HOSPITAL'), cat('bed ', P(_room(rng), 'LOCATION_OTHER')))
    d.f('{} ({}), MRN {}, {} ID {}\n\n', pname(rng, p, ['LF', 'full', 'LFM']), core.AGE(p.extra['age'], rng.choice(['yo', 'yr', 'sex']), p.sex),
        P(p.extra['mrn'], 'MRN'), payer_seg(cov, True), P(cov['mid'], 'HEALTHPLAN'))
    d.f('Adm {} for {}. PT/OT recommend {}. ', ctx.dt(adm, rng.choice(['md', 'mdy'])), case['dx'],
        rng.choice(['SNF level of care', 'acute inpatient rehab', 'home with home health PT/OT/RN']))
    d.f('Functional status: {}.\n', rng.choice(['min assist bed mobility, mod assist transfers, amb 20 ft RW',
                                                'CGA transfers, amb 60 ft, stair training not started',
                                                'max assist x2, Hoyer for transfers', 'supervision ADLs, needs IV abx x14 days']))
    d.f('Choice list given to pt and {} {} on {}; first choice {} ({}), fax {}.\n', rel, fam.nm(rng.choice(['full', 'first']), 'FAMILY'),
        ctx.dt(core.add_days(adm, 1), 'md'), P(snf['name'], 'HOSPITAL'), W.addr(snf['addr'], 'city'), P(snf['fax'], 'FAX'))
    d.f('Auth request submitted to {} via portal {} on {}; ref {}. ', payer_seg(cov, True), P(cov['payer']['url'], 'URL'),
        ctx.dt(ctx.ref, 'md'), P(core.ref_no(rng), 'IDNUM'))
    d.w(rng.choice(['Approved 7 days, next review day 6.', 'Pending - clinicals requested.', 'Denied - LOC not met; P2P offered.',
                    'Approved through NRD; LCD to be issued by SNF.']), '\n')
    if ctx.chance(0.5):
        d.f('{} is {} ({}) and prefers facility near {} home in {}. ', fam.nm('first', 'FAMILY'),
            rng.choice(['HCPOA', 'primary caregiver', 'next of kin']), P(core.phone(rng, ext=False), 'PHONE'),
            'his' if fam.sex == 'M' else 'her', P(W.town(), 'CITY'))
    if ctx.chance(0.5):
        d.f('{} worked as a {} until {}. ', pt_ref(rng, p), P(rng.choice(pools.PROFESSIONS), 'PROFESSION'),
            ctx.dt(ctx.back(400, 6000), 'Y'))
    if ctx.chance(0.4):
        d.f('Transport: wheelchair van booked for {} 10:30.', ctx.dt(ctx.fwd(1, 3), rng.choice(['wk_short', 'md', 'weekday'])))
    d.f('\n{} {}, {}\n', sref(rng, cm, 'full_cred'), rng.choice(['Case Manager', 'Discharge Planner', 'Social Work']),
        P(core.phone(rng, ext=True), 'PHONE'))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([concurrent, concurrent, p2p, postacute])
    f(ctx)
    return finish(ctx, 0.45)
