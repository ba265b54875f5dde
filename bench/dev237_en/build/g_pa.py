"""Genre: prior authorization request (fax form, portal summary, letter of medical necessity)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, pt_ref, age_phrase, sex_word, coverage, payer_seg, typist, money, scen_patient, scen_fac, an, age_sex, relative
from clinical import SCEN, CRITERIA

GENRE = 'prior_authorization_request'


def _setup(ctx):
    rng, W = ctx.rng, ctx.W
    sc = rng.choice(SCEN)
    p = scen_patient(ctx, sc)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    doc = W.clinician(rng.choice(['MD', 'MD', 'DO', 'MD, FACS', 'NP', 'PA-C']))
    fac = scen_fac(ctx, sc)
    staff = W.staff(rng.choice(['', 'CPC', 'CMA', 'LPN', 'RN', 'CPAR']))
    return sc, p, cov, doc, fac, staff


def _guardian(ctx, p):
    if p.extra['age'] >= 18:
        return None
    return relative(ctx, p, ['mother', 'father', 'legal guardian', 'grandmother', 'stepfather'])


def _history(ctx, sc, p, d):
    rng = ctx.rng
    d.w(age_sex(ctx, p), rng.choice([' with ', ' w/ ', ' presenting with ']),
        sc['icd'][0][1].lower(), '. ')
    for h in sc['hx']:
        d.w(h, ' ')
    d.w('\n')
    if sc['conserv']:
        d.w(rng.choice(['Conservative treatment tried and failed:\n', 'Prior therapies:\n', 'Treatment history:\n',
                        'Failed/contraindicated alternatives:\n']))
        for c in sc['conserv']:
            start = ctx.back(120, 700)
            end = core.add_days(start, rng.randint(30, 110))
            k = rng.randrange(4)
            if k == 0:
                d.f('  - {} ({}-{})\n', c, ctx.dt(start, 'mY'), ctx.dt(end, 'mY'))
            elif k == 1:
                d.f('  - {}, started {}\n', c, ctx.dt(start, rng.choice(['monY', 'MonY_abbr', 'mY'])))
            elif k == 2:
                d.f('  * {} {} to {}, inadequate response\n', c, ctx.dt(start), ctx.dt(end))
            else:
                d.w('  - ', c, '\n')


def fax_form(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, staff = _setup(ctx)
    g = _guardian(ctx, p)
    pay = cov['payer']
    if ctx.chance(0.3):
        d.w('*** URGENT / EXPEDITED REVIEW REQUESTED ***\n')
    d.f('{}\n{}\nPhone {}   Fax {}\n\n', P(fac['name'], 'HOSPITAL'), W.addr(fac['addr'], rng.choice(['one', 'two'])),
        P(fac['phone'], 'PHONE'), P(fac['fax'], 'FAX'))
    d.w(rng.choice(['PRIOR AUTHORIZATION REQUEST FORM', 'PRECERTIFICATION REQUEST', 'Prior Auth Request - Medical Services',
                    'REQUEST FOR PRE-SERVICE REVIEW']), '\n')
    d.f('TO: {} - {}\nFAX: {}    PHONE: {}\n', payer_seg(cov), rng.choice(['Utilization Management', 'UM Intake',
                                                                           'Precertification Dept', 'Clinical Review']),
        P(pay['fax'], 'FAX'), P(pay['phone'], 'PHONE'))
    d.f('DATE: {}    # PAGES: {} (incl. cover)\n', ctx.dt(ctx.ref), str(rng.randint(3, 14)))
    d.w('Request type: [X] Initial  [ ] Extension  [ ] Retro\n')
    d.w('Review: ', rng.choice(['[X] Standard  [ ] Urgent', '[ ] Standard  [X] Urgent (72 hr)']), '\n\n')
    d.w('SECTION 1 - MEMBER\n')
    d.f('Member name: {}    DOB: {}    Sex: {}\n', pname(rng, p, ['LF', 'LFM', 'lf', 'full', 'lfm']),
        ctx.dt(p.extra['dob']), p.sex)
    d.f('Member ID #: {}', P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp']:
        d.f('    Group #: {}', P(cov['grp'], 'HEALTHPLAN'))
    d.f('\nPlan: {} {}\n', payer_seg(cov, short=True), cov['plan'])
    d.f('Address: {}\nPhone: {}\n', W.addr(p.extra['addr']), P(core.phone(rng, ext=False), 'PHONE'))
    if g:
        d.f('Parent/guardian: {} ({})   Cell: {}\n', g.nm('full', 'FAMILY'), g.extra['rel'],
            P(core.phone(rng, ext=False), 'PHONE'))
    d.w('\nSECTION 2 - REQUESTING PROVIDER\n')
    d.f('Name: {}    Specialty: {}\nNPI: {}    Tax ID: {}\n', dref(rng, doc, rng.choice(['full_cred', 'LF_cred', 'fmi_cred'])),
        sc['spec'], P(doc.extra['npi'], 'LICENSE'), P(fac['tin'], 'IDNUM'))
    d.f('Office contact: {}   Ph: {}   Fax: {}\n', sref(rng, staff), P(core.phone(rng, ext=True), 'PHONE'),
        P(fac['fax'], 'FAX'))
    if ctx.chance(0.5):
        d.f('Email: {}\n', P(W.email(staff, org=True), 'EMAIL'))
    d.w('\nSECTION 3 - SERVICING FACILITY\n')
    d.f('{}    NPI: {}\n{}\n', P(fac['name'], 'HOSPITAL'), P(fac['npi'], 'LICENSE'), W.addr(fac['addr']))
    d.w('In-network: ', rng.choice(['Y', 'Yes', 'N - single case agreement requested']), '\n\n')
    d.w('SECTION 4 - SERVICE REQUESTED\nCode      Units  Description\n')
    for code, desc, units, _fee in sc['cpt']:
        d.w('%-9s %-6s %s\n' % (code, units, desc[:70]))
    for code, desc in sc['icd']:
        d.w('ICD-10: ', code, ' - ', desc, '\n')
    start = ctx.fwd(5, 40)
    d.f('Place of service: {}   Requested DOS: {}', sc['pos'], ctx.dt(start))
    if ctx.chance(0.5):
        d.f(' - {}', ctx.dt(core.add_days(start, rng.choice([30, 60, 90, 180]))))
    d.w('\n')
    if sc['dev']:
        old = ctx.back(900, 2200)
        d.f('Current device: {}, serial # {}, in use since {}\n', sc['dev'], P(core.serial(rng), 'DEVICE'),
            ctx.dt(old, rng.choice(['mY', 'monY', 'mdY'])))
    if sc['drug']:
        d.w('Regimen: ', sc['drug'], '\n')
    d.w('\nSECTION 5 - CLINICAL SUMMARY\n')
    _history(ctx, sc, p, d)
    last = ctx.back(3, 40)
    prev = core.add_days(last, -rng.randint(30, 120))
    d.f('Attached: office notes {}, {}; {}\n\n', ctx.dt(prev, 'md'), ctx.dt(last, 'md'),
        rng.choice(['imaging report', 'PT discharge summary', 'lab results', 'medication history', 'op note']))
    d.w(rng.choice(['I certify that the information provided is true and accurate to the best of my knowledge.\n',
                    'Prescriber attestation: information above is supported by the medical record.\n']))
    d.f('Signature: ______________  {}   Date: {}\n', dref(rng, doc), ctx.dt(ctx.ref))
    if ctx.chance(0.4):
        d.w('\nCONFIDENTIALITY NOTICE: This fax contains protected health information. If received in error, '
            'call the sender and destroy all copies.\n')
    return d


def portal(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, staff = _setup(ctx)
    pay = cov['payer']
    d.f('{} Provider Portal - Authorization Request Submitted\n', payer_seg(cov))
    d.f('Submitted {} {} by user {} (session IP {})\n', ctx.dt(ctx.ref), '%02d:%02d:%02d %s' % (
        rng.randint(7, 18), rng.randrange(60), rng.randrange(60), rng.choice(['CT', 'ET', 'PT', 'MT', ''])),
        P(W.username(staff), 'USERNAME'), P(core.ip_private(rng), 'IPADDR'))
    d.f('Portal: {}\n', P(pay['url'], 'URL'))
    d.f('Tracking #: {}    Status: {}\n\n', P(core.ref_no(rng), 'IDNUM'),
        rng.choice(['Pended - clinical review', 'Received', 'Pended - additional info requested', 'In review (nurse)']))
    d.f('Patient: {}    DOB {}    Member # {}\n', pname(rng, p, ['full', 'UP', 'fmi']), ctx.dt(p.extra['dob']),
        P(cov['mid'], 'HEALTHPLAN'))
    d.f('Ordering provider: {}  NPI {}\n', dref(rng, doc), P(doc.extra['npi'], 'LICENSE'))
    d.f('Rendering site: {}  NPI {}\n', P(fac['name'], 'HOSPITAL'), P(fac['npi'], 'LICENSE'))
    for code, desc, units, _f in sc['cpt']:
        d.w('Procedure: %s x%s - %s\n' % (code, units, desc))
    d.w('Diagnosis: ', ', '.join('%s (%s)' % (c, t) for c, t in sc['icd']), '\n')
    d.f('Service dates: {} through {}\n\n', ctx.dt(ctx.fwd(3, 20)), ctx.dt(ctx.fwd(60, 180)))
    d.w('Clinical questionnaire (', rng.choice(CRITERIA), '):\n')
    qs = ['Has the member completed at least 6 weeks of provider-directed conservative therapy?',
          'Are there red-flag findings (progressive neuro deficit, suspected malignancy, infection)?',
          'Is the request for a repeat study within 12 months?', 'Has the member had an in-person evaluation in the last 60 days?',
          'Is the requested drug prescribed by or in consultation with a specialist?',
          'Does the member have a contraindication to formulary alternatives?']
    for i, q in enumerate(rng.sample(qs, 3)):
        d.w('  Q%d %s %s\n' % (i + 1, q, rng.choice(['YES', 'NO', 'Yes', 'No'])))
    d.w('\nNotes to reviewer:\n')
    _history(ctx, sc, p, d)
    if sc['dev'] and ctx.chance(0.7):
        d.f('Replacing {} SN {} (warranty expired {}).\n', sc['dev'], P(core.serial(rng), 'DEVICE'),
            ctx.dt(ctx.back(10, 300)))
    due = ctx.fwd(2, 14)
    d.f('\nDecision due by: {} 11:59 PM\n', ctx.dt(due))
    d.f('Contact for questions: {}  {}\n', sref(rng, staff), P(core.phone(rng, ext=True), 'PHONE'))
    if ctx.chance(0.4):
        d.f('Secure message copy sent to {}\n', P(W.email(staff, org=True), 'EMAIL'))
    return d


def lmn(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, staff = _setup(ctx)
    pay = cov['payer']
    g = _guardian(ctx, p)
    he, his, him = p.pron()
    d.f('{}\n{}\nTel {} | Fax {}\n\n', P(fac['name'], 'HOSPITAL'), W.addr(fac['addr'], 'two'), P(fac['phone'], 'PHONE'),
        P(fac['fax'], 'FAX'))
    d.f('{}\n\n', ctx.dt(ctx.ref, rng.choice(['long', 'long', 'mdY', 'abbr'])))
    d.f('{}\nAttn: {}\n{}\nFax: {}\n\n', payer_seg(cov), rng.choice(['Pharmacy Prior Authorization', 'Utilization Management',
                                                                     'Medical Director', 'Precertification Unit']),
        W.addr(pay['addr'], 'two'), P(pay['fax'], 'FAX'))
    d.f('RE: Letter of Medical Necessity\nPatient: {}   DOB: {}\nMember ID: {}\n', pname(rng, p, ['full', 'fmi']),
        ctx.dt(p.extra['dob']), P(cov['mid'], 'HEALTHPLAN'))
    if ctx.chance(0.5):
        d.f('Reference #: {}\n', P(core.ref_no(rng), 'IDNUM'))
    d.w('Requested: ', sc['svc'], ' (', ', '.join(c[0] for c in sc['cpt']), ')\n\n')
    d.w(rng.choice(['To Whom It May Concern:', 'Dear Medical Director:', 'Dear Clinical Reviewer,']), '\n\n')
    d.f('I am writing on behalf of my patient, {}, {} {} {} with {}, to request coverage of {}. ',
        p.titled(rng) if ctx.chance(0.6) else p.nm('full', 'PATIENT'), an(p.extra['age']),
        core.AGE(p.extra['age'], 'dash'), sex_word(p), sc['icd'][0][1].lower(), sc['svc'])
    since = ctx.back(200, 2500)
    d.f('{} has been under my care at {} since {}.\n\n', he.capitalize(), P(fac['name'], 'HOSPITAL'),
        ctx.dt(since, rng.choice(['monY', 'Y', 'mY', 'long'])))
    for h in sc['hx']:
        d.w(h, ' ')
    d.w('\n\n')
    if sc['conserv']:
        cs = sc['conserv']
        d.w('Despite ', (', '.join(cs[:-1]) + ' and ' + cs[-1]) if len(cs) > 1 else cs[0], ', ', his,
            ' symptoms have persisted. ')
    if sc['drug']:
        d.w('The requested regimen is ', sc['drug'], '. ')
    if g:
        d.f('{} {}, {}, reports that {} has missed school on multiple occasions. ', his.capitalize(), g.extra['rel'],
            g.nm('full', 'FAMILY'), he)
    elif ctx.chance(0.5):
        prof = rng.choice(pools.PROFESSIONS)
        d.f('{} works as a {} and is currently unable to perform {} job duties. ', he.capitalize(), P(prof, 'PROFESSION'), his)
    d.w('Without this treatment I expect further functional decline and higher downstream costs (ED visits, '
        'admissions).\n\n')
    d.f('This request is consistent with {}. Please contact my office at {} or fax {} with any questions; '
        'I am available for a peer-to-peer discussion.\n\n', rng.choice(CRITERIA), P(core.phone(rng, ext=True), 'PHONE'),
        P(fac['fax'], 'FAX'))
    d.w('Sincerely,\n\n')
    d.f('{}\n{}\n{}\nNPI {}\n', dref(rng, doc, rng.choice(['full_cred', 'fmi_cred'])), sc['spec'], P(fac['name'], 'HOSPITAL'),
        P(doc.extra['npi'], 'LICENSE'))
    if ctx.chance(0.6):
        d.w('\n', typist(rng, doc), '\n')
    if ctx.chance(0.5):
        d.f('cc: {}\n', pname(rng, p, ['full']))
    d.w('Enclosures: clinical notes, ', rng.choice(['imaging', 'labs', 'medication history', 'PT notes']), '\n')
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([fax_form, fax_form, portal, lmn, lmn])
    f(ctx)
    return finish(ctx, 0.45)
