"""Genre: coding query to physician (inpatient CDI query, outpatient coder query, HCC/risk adjustment query)."""
import core
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, age_sex, pt_ref
from clinical import SCEN, OFFICE_DX
from cdi import CDI
from g_ur import UNITS, _room

GENRE = 'coding_query_to_physician'


def cdi(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    q = rng.choice(CDI)
    p = W.patient(ctx.ref, 30, 95)
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'memorial']))
    md = W.clinician(rng.choice(['MD', 'DO']))
    cds = W.staff(rng.choice(['RN, CCDS', 'RN, CDIP', 'CCDS', 'RHIA, CCDS', 'MD (IMG), CCDS']))
    adm = ctx.back(2, 9)
    d.w(rng.choice(['CLINICAL DOCUMENTATION INTEGRITY QUERY', 'CDI Query - Clarification Requested',
                    'Documentation Clarification Request', 'CDI QUERY (concurrent)']), '\n')
    d.f('To: {}   From: {}, Clinical Documentation Specialist\n', dref(rng, md), sref(rng, cds, 'full_cred'))
    d.f('Date: {}   Query #: {}\n', ctx.dt(ctx.ref), P(core.ref_no(rng, rng.choice(['Q', 'CDI', ''])), 'IDNUM'))
    d.f('Patient: {}   MRN: {}   Enc: {}\n', pname(rng, p, ['LF', 'LFM', 'full']), P(p.extra['mrn'], 'MRN'),
        P(core.acct(rng), 'ACCOUNT'))
    d.f('Facility: {}  Unit/Rm: {} / {}   Admit: {}\n\n', P(hosp['name'], 'HOSPITAL'), P(rng.choice(UNITS), 'HOSPITAL'),
        P(_room(rng), 'LOCATION_OTHER'), ctx.dt(adm))
    if md.cred in ('MD', 'DO') and ctx.chance(0.6):
        d.f('Dr. {},\n', md.nm('last', 'DOCTOR'))
    d.f('{} is {} {} admitted with {}. The medical record contains the following clinical indicators:\n',
        pt_ref(rng, p) if ctx.chance(0.5) else 'This patient', 'a' if not str(p.extra['age']).startswith('8') else 'an',
        age_sex(ctx, p), rng.choice(['shortness of breath', 'weakness', 'altered mental status', 'fever', 'abdominal pain', 'fall']))
    for ind in q['ind']:
        dd = core.add_days(adm, rng.randint(0, 2))
        if ctx.chance(0.5):
            d.f('  - {} ({} {})\n', ind, ctx.dt(dd, rng.choice(['md', 'mdy'])), '%02d:%02d' % (rng.randint(0, 23), rng.randrange(60)))
        else:
            d.w('  - ', ind, '\n')
    d.w('  - Treatment: ', q['tx'], '\n')
    if ctx.chance(0.7):
        hp = core.add_days(adm, rng.randint(0, 2))
        d.f('Documentation in record: {} ({}) - "{}"\n', ctx.dt(hp, rng.choice(['md', 'mdy'])),
            dref(rng, rng.choice([md, W.clinician()]), rng.choice(['dr_last', 'i_cred', 'full_cred'])),
            rng.choice(['likely infection, continue abx', 'volume overloaded, diurese', 'poor PO intake, RD consult',
                        'worsening renal function, hold ACEi', 'AMS improving', 'wound care per WOC', 'monitor labs']))
    d.w('\n')
    d.w('Based on your clinical judgment, can you please clarify ', q['ask'], '?\n')
    for o in q['opts']:
        d.w('  [ ] ', o, '\n')
    d.w('  [ ] Other (please specify): ________\n  [ ] Unable to determine\n\n')
    d.w(rng.choice(['Please document your response in the progress note and carry it through to the discharge summary. ',
                    'Respond in the query tool and document in the next progress note. ']),
        'The presence of a checkbox does not imply any particular answer is expected.\n')
    d.f('Questions: {} {}\n', sref(rng, cds, rng.choice(['first_i', 'full'])), cat(rng.choice(['tel ', 'pager ', 'phone ', 'cell ']),
                                                                                  P(core.phone(rng, ext=False), 'PHONE')))
    if ctx.chance(0.6):
        r = core.add_days(ctx.ref, rng.randint(0, 2))
        d.f('\nRESPONSE ({} {}): {} - {}\n', ctx.dt(r), '%02d:%02d' % (rng.randint(6, 22), rng.randrange(60)), rng.choice(q['opts']),
            dref(rng, md, rng.choice(['full_cred', 'i_cred', 'dr_last'])))
    elif ctx.chance(0.5):
        pa = W.clinician('MD')
        d.f('\nNo response after 48 h; escalated to physician advisor {} on {}.\n', dref(rng, pa, 'dr_full'),
            ctx.dt(core.add_days(ctx.ref, 2), 'md'))
    return d


def outpatient(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc = rng.choice(SCEN)
    p = W.patient(ctx.ref, 5, 90)
    md = W.clinician(rng.choice(['MD', 'DO', 'MD, FACS', 'NP', 'PA-C']))
    coder = W.staff(rng.choice(['CPC', 'CCS', 'COC', 'CPC, CPMA', 'RHIT']))
    cov = coverage(ctx, p)
    dos = ctx.back(2, 25)
    d.f('{} message - {} {}\n', rng.choice(['Staff', 'In Basket', 'Coding', 'Charge review']), ctx.dt(ctx.ref, rng.choice(['mdy', 'mdY', 'md'])),
        '%d:%02d %s' % (rng.randint(7, 11), rng.randrange(60), rng.choice(['AM', 'PM'])))
    d.f('From: {} ({})\nTo: {}\nRe: {}  {}  DOS {}  FIN {}\n\n', sref(rng, coder, 'full_cred'), P(W.username(coder), 'USERNAME'),
        dref(rng, md), pname(rng, p, ['LF', 'LFc', 'full']), P(p.extra['mrn'], 'MRN'), ctx.dt(dos), P(core.acct(rng), 'ACCOUNT'))
    d.w('Claim detail: ', ', '.join('%s x%s' % (c[0], c[2]) for c in sc['cpt']), ' | dx ', ', '.join(c[0] for c in sc['icd']),
        ' | POS ', sc['pos'], ' | charge status: HOLD-', rng.choice(['CODING', 'PROVIDER QUERY', 'NCCI', 'DX']), '\n')
    d.f('Documentation reviewed: {} note signed {} {}; {}\n\n', rng.choice(['office', 'procedure', 'infusion', 'consult']),
        ctx.dt(core.add_days(dos, rng.randint(0, 3)), rng.choice(['md', 'mdy'])),
        '%02d:%02d' % (rng.randint(7, 22), rng.randrange(60)), rng.choice(['no addenda', 'one addendum', 'scribe attestation present',
                                                                          'co-signed by supervising physician']))
    ks = [1, 2, 3]
    if sc['key'] in ('tka', 'cat', 'ctr', 'esi', 'mri_ls', 'pt', 'fusion'):
        ks.append(0)
    if sc['cpt'][0][0].startswith('J'):
        ks += [4, 4]
    k = rng.choice(ks)
    code = sc['cpt'][0][0]
    dname = md.nm('last', 'DOCTOR')
    greet = cat(rng.choice(['Hi Dr. ', 'Dr ', 'Good morning Dr. ']), dname, ',\n') if md.cred.startswith(('MD', 'DO')) else \
        cat('Hi ', md.nm('first', 'DOCTOR'), ',\n')
    d.w(greet)
    if k == 0:
        d.w('The note for this visit documents %s but laterality is not stated. %s requires RT/LT. ' % (sc['svc'], code),
            'Can you addend the note to specify right, left or bilateral?\n')
    elif k == 1:
        d.w('Claim for %s is holding on an NCCI PTP edit with the E/M. ' % code,
            'Is there a significant, separately identifiable E/M service that supports modifier 25? If so please addend; '
            'otherwise we will drop the E/M.\n')
    elif k == 2:
        d.w('The diagnosis on the order (%s) is unspecified and %s will reject it against the LCD. ' % (sc['icd'][-1][0], 'the payer'),
            'Documentation mentions "', sc['hx'][0].rstrip('.'), '". Could you clarify the most specific diagnosis?\n')
    elif k == 3:
        d.w('Time-based code selected (99215) but total time is not documented. Please addend total time on the date '
            'of the encounter or we will level on MDM (looks like 99214).\n')
    else:
        d.w('Units billed for %s do not match the MAR (%s units documented). ' % (code, sc['cpt'][0][2]),
            'Please confirm the administered dose and waste, JW/JZ modifier needed.\n')
    d.f('{} is {}; timely filing is {} days so I would like to drop the claim by {}.\n', payer_seg(cov, True),
        rng.choice(['primary', 'the only payer', 'secondary to Medicare']), rng.choice(['90', '120', '180', '365']),
        ctx.dt(ctx.fwd(3, 14), rng.choice(['wk_short', 'md', 'weekday'])))
    d.f('Thanks,\n{}\n{}\n', sref(rng, coder, rng.choice(['first', 'first_i', 'full'])),
        cat('Pro-fee coding, ', P(core.phone(rng, ext=True), 'PHONE')))
    if ctx.chance(0.6):
        d.f('\n--- Reply {}: {} - {}\n', ctx.dt(core.add_days(ctx.ref, rng.randint(0, 3)), rng.choice(['md', 'mdy'])),
            rng.choice(['addended, thanks', 'Right side. Note addended.', 'agree, drop E/M', 'done', 'see addendum - 38 min total time']),
            md.nm(rng.choice(['INIT', 'init3', 'last', 'first']), 'DOCTOR'))
    return d


def hcc(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 66, 94)
    cov = coverage(ctx, p, 'medicare')
    md = W.clinician(rng.choice(['MD', 'DO', 'NP']))
    rev = W.staff(rng.choice(['CRC', 'CPC, CRC', 'RHIA', 'CCS']))
    prac = W.hospital(rng.choice(['fm', 'clinic', 'chc']))
    dos = ctx.back(5, 60)
    d.f('RISK ADJUSTMENT DOCUMENTATION QUERY\n{} - Coding Compliance\n\n', P(prac['name'], 'HOSPITAL'))
    d.f('Provider: {}\nPatient: {}   DOB {}   MBI {}\nPlan: {} {}\nEncounter reviewed: {}   Reviewer: {}\n\n', dref(rng, md),
        pname(rng, p, ['full', 'LF', 'LFM']), ctx.dt(p.extra['dob']), P(cov['mid'], 'HEALTHPLAN'), payer_seg(cov), cov['plan'],
        ctx.dt(dos), sref(rng, rev, 'full_cred'))
    items = [('CKD', 'eGFR 38 and 41 mL/min/1.73m2 on two draws >90 days apart', 'N18.32 CKD stage 3b'),
             ('CHF', 'on furosemide 40 mg and carvedilol 12.5 mg BID; EF 35% on echo', 'I50.22 chronic systolic HF'),
             ('Morbid obesity', 'BMI 42.3 documented by MA', 'E66.01 + Z68.41'),
             ('Diabetic neuropathy', 'monofilament absent both feet; on gabapentin', 'E11.42'),
             ('Major depression', 'PHQ-9 17, on sertraline 100 mg', 'F33.1 MDD, recurrent, moderate'),
             ('Amputation status', 'L BKA noted in exam', 'Z89.512'),
             ('COPD', 'on tiotropium; FEV1 54% predicted', 'J44.9'),
             ('Protein-calorie malnutrition', 'albumin 2.9, 12 lb weight loss in 6 mo', 'E44.0'),
             ('Atrial fibrillation', 'on apixaban 5 mg BID, rate controlled', 'I48.20 chronic AF'),
             ('Vascular disease', 'ABI 0.62 right', 'I70.211')]
    d.w('The following conditions are supported by clinical indicators but are not documented with MEAT '
        '(monitor, evaluate, assess, treat) for the visit:\n')
    for i, (cond, ind, code) in enumerate(rng.sample(items, rng.randint(2, 4)), 1):
        d.w('%d. %s - %s. Suggested: %s. Agree / Disagree / Other: ____\n' % (i, cond, ind, code))
    d.f('\nPlease addend within {} business days if clinically appropriate. This query is not intended to lead '
        'to any particular response. Prior year capture: {}.\n', rng.choice(['7', '10', '14']),
        ctx.dt(core.add_days(dos, -rng.randint(300, 420)), 'Y'))
    d.f('Contact {} at {} or {}\n', sref(rng, rev, rng.choice(['full', 'first_i'])), P(core.phone(rng, ext=True), 'PHONE'),
        P(W.email(rev, org=True), 'EMAIL'))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([cdi, cdi, outpatient, outpatient, hcc])
    f(ctx)
    return finish(ctx, 0.45)
