"""Genre: medical records release request (patient authorization form, payer/auditor records request,
ROI processing log with invoice)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative

GENRE = 'medical_records_release_request'


def authorization(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 0, 92)
    p.extra['addr'] = W.address()
    src = W.hospital()
    d.f('{}  |  Health Information Management  |  Fax {}\n\n', P(src['name'], 'HOSPITAL'), P(src['fax'], 'FAX'))
    d.w(rng.choice(['AUTHORIZATION FOR RELEASE OF PROTECTED HEALTH INFORMATION', 'Authorization to Use or Disclose Health Information',
                    'HIPAA AUTHORIZATION - RELEASE OF RECORDS']), '\n\n')
    d.f('Patient name: {}   Other names used: {}\n', pname(rng, p, ['full', 'fmi', 'fml']),
        P(rng.choice(pools.ORIGINS['anglo'][2]), 'PATIENT') if ctx.chance(0.25) else 'none')
    d.f('Date of birth: {}   MRN: {}   Last 4 SSN: {}\n', ctx.dt(p.extra['dob']), P(p.extra['mrn'], 'MRN'),
        P(core.rs(rng, core.DIG, 4), 'SSN'))
    d.f('Address: {}\nPhone: {}   Email: {}\n\n', W.addr(p.extra['addr']), P(core.phone(rng, ext=False), 'PHONE'), P(W.email(p), 'EMAIL'))
    d.f('I authorize {} to release information to:\n', P(src['name'], 'HOSPITAL'))
    k = rng.randrange(4)
    if k == 0:
        cov = coverage(ctx, p)
        d.f('  {} - Appeals Unit, {}\n  Fax {}   Member ID {}\n', payer_seg(cov), W.addr(cov['payer']['addr']),
            P(cov['payer']['fax'], 'FAX'), P(cov['mid'], 'HEALTHPLAN'))
        purpose = 'insurance appeal / claim review'
    elif k == 1:
        law = W.org('law')
        atty = W.person()
        d.f('  {}, Esq., {}\n  {}\n  Fax {}   {}\n', atty.nm('full', 'FAMILY'), P(law, 'ORGANIZATION'), W.addr(W.address(business=True)),
            P(core.phone(rng, ext=False), 'FAX'), P(W.email(atty, org=True), 'EMAIL'))
        purpose = rng.choice(['legal', 'personal injury claim', 'at the request of the individual'])
    elif k == 2 and ctx.chance(0.35):
        ctry = rng.choice(pools.COUNTRIES)
        doc = W.clinician()
        d.f('  {} (treating physician abroad), {}, {}\n  Email {}\n', dref(rng, doc, rng.choice(['dr_full', 'full_cred'])),
            P(W.town(), 'CITY'), P(ctry, 'COUNTRY'), P(W.email(doc, org=True), 'EMAIL'))
        purpose = 'continuity of care (patient relocating to %s)' % ('abroad')
    elif k == 2:
        dst = W.hospital()
        doc = W.clinician()
        d.f('  {}, attn {}\n  {}\n  Fax {}\n', P(dst['name'], 'HOSPITAL'), dref(rng, doc), W.addr(dst['addr']), P(dst['fax'], 'FAX'))
        purpose = 'continuity of care'
    else:
        d.w('  Myself (patient) via secure portal download\n')
        purpose = 'personal use'
    d.w('\nInformation to be released:\n')
    a = ctx.back(200, 900)
    b = core.add_days(a, rng.randint(3, 300))
    opts = ['Discharge summary', 'History & physical', 'Operative report', 'Itemized bill / UB-04', 'Imaging reports',
            'Lab results', 'Progress notes', 'Emergency department record', 'Medication list', 'Therapy notes']
    for o in rng.sample(opts, rng.randint(2, 5)):
        d.w('  [X] ', o, '\n')
    d.f('  Dates of service: {} to {}\n', ctx.dt(a), ctx.dt(b))
    d.w('  I specifically authorize release of: ', rng.choice(['[ ] HIV/AIDS  [ ] mental health  [ ] substance use (42 CFR Part 2)',
                                                               '[X] mental health  [ ] HIV  [ ] SUD', '[X] substance use disorder records (Part 2)  [ ] HIV']), '\n')
    d.w('Purpose: ', purpose, '\n')
    d.f('This authorization expires on {} or {}.\n', ctx.dt(ctx.fwd(180, 400)), rng.choice(['one year from signing', 'when the claim is resolved',
                                                                                         'upon completion of the request']))
    d.w('I understand I may revoke this authorization in writing, that treatment will not be conditioned on signing, and '
        'that information disclosed may be re-disclosed by the recipient.\n\n')
    if p.extra['age'] < 18 or ctx.chance(0.3):
        rep = relative(ctx, p, ['mother', 'father', 'daughter', 'son', 'wife', 'husband', 'legal guardian'])
        d.f('Signature: {} (signed by {} {}, {} - {})   Date: {}\n', '/s/', rep.extra['rel'], rep.nm('full', 'FAMILY'),
            rng.choice(['POA on file', 'parent of minor', 'personal representative', 'guardian - letters attached']),
            P(core.phone(rng, ext=False), 'PHONE'), ctx.dt(ctx.ref))
    else:
        d.f('Signature: {}   Date: {}\n', pname(rng, p, ['full']), ctx.dt(ctx.ref))
    if ctx.chance(0.2):
        d.f('Kiosk identity match: fingerprint template {}\n', P(core.bioid(rng).replace('PV-', 'FP-'), 'BIOID'))
    d.f('Identity verified by {} - {} driver\'s license {}\n', sref(rng, W.staff(rng.choice(['', 'RHIT'])), rng.choice(['first_i', 'full'])),
        P(p.extra['addr']['state'][0] if ctx.chance(0.4) else p.extra['addr']['state'][1], 'STATE'), P(core.dl_no(rng), 'LICENSE'))
    if ctx.chance(0.4):
        d.f('Submitted electronically {} {} from IP {}, portal user {}\n', ctx.dt(ctx.ref, 'mdY'),
            '%02d:%02d:%02d' % (rng.randint(0, 23), rng.randrange(60), rng.randrange(60)), P(core.ip_private(rng), 'IPADDR'),
            P(W.username(p), 'USERNAME'))
    return d


def payer_request(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    hosp = W.hospital()
    aud = W.org(rng.choice(['review', 'review', 'billing']))
    analyst = W.staff(rng.choice(['RN', 'CPC', 'RHIA', '']))
    d.f('{}\n{}\nPhone {}  Fax {}\n\n', P(aud, 'ORGANIZATION'), W.addr(W.address(business=True), 'two'),
        P(core.phone(rng, tollfree=True, ext=True), 'PHONE'), P(core.phone(rng, ext=False), 'FAX'))
    d.f('{}\n\n{}\nAttn: Release of Information / HIM\n{}\n\n', ctx.dt(ctx.ref, rng.choice(['long', 'mdY'])), P(hosp['name'], 'HOSPITAL'),
        W.addr(hosp['addr'], 'two'))
    d.w(rng.choice(['ADDITIONAL DOCUMENTATION REQUEST (ADR)', 'MEDICAL RECORD REQUEST - POST-PAYMENT REVIEW',
                    'Request for Medical Records - DRG Validation Audit', 'RECORDS REQUEST: COMPLEX REVIEW']), '\n')
    d.f('Request ID: {}   Response due: {}\n\n', P(core.ref_no(rng, rng.choice(['ADR', 'RR', 'AUD'])), 'IDNUM'),
        ctx.dt(ctx.fwd(30, 45)))
    d.f('On behalf of {}, we request the complete medical record for the claims listed below. Records may be uploaded to '
        '{} using the request ID, faxed to the number above, or mailed on encrypted media.\n\n',
        payer_seg(coverage(ctx, W.person(), 'commercial')) if ctx.chance(0.6) else 'Medicare Part A/B', P(W.url('payer'), 'URL'))
    d.w('Patient                   Member ID       Claim #            DOS              DRG/CPT\n')
    for _ in range(rng.randint(2, 5)):
        p = W.patient(ctx.ref, 20, 95)
        kind = rng.choice(['commercial', 'medicare'])
        a = ctx.back(120, 700)
        b = core.add_days(a, rng.randint(0, 6))
        d.f('{}  {}  {}  {}-{}  {}\n', pname(rng, p, ['LF', 'LFc', 'LFM']), P(core.member_id(rng, kind), 'HEALTHPLAN'),
            P(core.claim_no(rng), 'ACCOUNT'), ctx.dt(a, 'mdy'), ctx.dt(b, 'mdy'),
            rng.choice(['DRG 871', 'DRG 291', 'DRG 470', 'DRG 193', '99223', '99285', '27447', '93458', 'DRG 690', 'DRG 378']))
    d.w('\nPlease include: physician orders, H&P, progress notes, MAR, nursing notes, discharge summary, and the itemized bill. '
        'Failure to respond by the due date will result in denial of the claim(s) and recoupment of payment.\n\n')
    d.f('Questions: {}, {}, {} or {}\n', sref(rng, analyst, 'full'), rng.choice(['Records Coordinator', 'Audit Analyst', 'Clinical Review Nurse']),
        P(core.phone(rng, ext=True), 'PHONE'), P(W.email(analyst, org=True), 'EMAIL'))
    return d


def roi_log(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    hosp = W.hospital()
    spec = W.staff(rng.choice(['RHIT', 'ROI Specialist', 'CRIS', '']))
    d.f('ROI TRACKING - {}   Specialist: {} ({})\n', P(hosp['name'], 'HOSPITAL'), sref(rng, spec, 'full_cred'),
        P(W.username(spec), 'USERNAME'))
    d.w('-' * 70, '\n')
    for _ in range(rng.randint(3, 6)):
        p = W.patient(ctx.ref, 0, 92)
        rcv = ctx.back(2, 30)
        req = rng.choice(['law', 'payer', 'patient', 'ssa', 'hosp', 'wc'])
        d.f('Req #{}  rcvd {}  Pt {}  MRN {}  DOB {}\n', P(core.rs(rng, core.DIG, 6), 'IDNUM'), ctx.dt(rcv, 'md'),
            pname(rng, p, ['LF', 'LFc', 'full']), P(p.extra['mrn'], 'MRN'), ctx.dt(p.extra['dob']))
        if req == 'law':
            atty = W.person()
            d.f('  Requester: {} ({}) - subpoena duces tecum, case no. {}\n', P(W.org('law'), 'ORGANIZATION'), atty.nm('full', 'FAMILY'),
                P(core.rs(rng, core.DIG, 2) + '-CV-' + core.rs(rng, core.DIG, 5), 'IDNUM'))
        elif req == 'payer':
            cov = coverage(ctx, p)
            d.f('  Requester: {} - claim review, member {}\n', payer_seg(cov), P(cov['mid'], 'HEALTHPLAN'))
        elif req == 'patient':
            d.f('  Requester: patient - portal request, deliver to {}\n', P(W.email(p), 'EMAIL'))
        elif req == 'ssa':
            d.w('  Requester: state Disability Determination Services (SSA) - no charge\n')
        elif req == 'wc':
            d.f('  Requester: {} (workers comp) claim {}, employer {}\n', P(W.org('wc'), 'ORGANIZATION'), P(core.claim_no(rng), 'ACCOUNT'),
                P(W.org('employer'), 'ORGANIZATION'))
        else:
            dst = W.hospital()
            d.f('  Requester: {} - continuity of care, fax {}\n', P(dst['name'], 'HOSPITAL'), P(dst['fax'], 'FAX'))
        pages = rng.randint(6, 480)
        st = rng.choice(['released', 'released', 'pending auth - missing expiration date', 'pending payment', 'rejected - signature missing',
                         'released (Part 2 records excluded)'])
        d.f('  Status: {} {}  pages {}', st, ctx.dt(core.add_days(rcv, rng.randint(1, 10)), 'md'), str(pages))
        if req in ('law', 'payer') and st.startswith('released'):
            d.w('  invoice ', money(round(min(6.50 + pages * 0.25, 150), 2)))
        d.w('\n')
    d.w('-' * 70, '\n')
    d.f('Accounting of disclosures updated. Queue reviewed {}.\n', ctx.dt(ctx.ref))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([authorization, authorization, authorization, payer_request, roi_log])
    f(ctx)
    return finish(ctx, 0.45)
