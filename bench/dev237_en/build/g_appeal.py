"""Genre: insurance denial and appeal letters (payer adverse determination, provider appeal,
member-written appeal, appeal decision)."""
import core
import pools
from core import P, cat
from common import (finish, Ctx, dref, sref, pname, age_sex, sex_word, coverage, payer_seg, typist, money, scen_patient,
                    scen_fac, an, relative, inverse_rel)
from clinical import SCEN, DENIALS, RARC, CRITERIA

GENRE = 'denial_and_appeal_letter'


def _setup(ctx):
    rng, W = ctx.rng, ctx.W
    sc = rng.choice(SCEN)
    p = scen_patient(ctx, sc)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    doc = W.clinician(rng.choice(['MD', 'MD', 'DO', 'MD, FACS', 'NP']))
    fac = scen_fac(ctx, sc)
    den = rng.choice(DENIALS)
    dos = ctx.back(40, 200)
    return sc, p, cov, doc, fac, den, dos


def _tagline(ctx, phone):
    rng = ctx.rng
    k = rng.randrange(3)
    if k == 0:
        return cat('ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. '
                   'Llame al ', P(phone, 'PHONE'), ' (TTY: 711).\n')
    if k == 1:
        return cat('CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ',
                   P(phone, 'PHONE'), ' (TTY: 711).\n')
    return cat('Language assistance is available at no cost. Call ', P(phone, 'PHONE'), ' (TTY 711).\n')


def payer_denial(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, den, dos = _setup(ctx)
    pay = cov['payer']
    md = W.clinician(rng.choice(['MD', 'DO']))
    d.f('{}\n{}\n\n', payer_seg(cov), W.addr(pay['addr'], rng.choice(['two', 'one'])))
    d.w(rng.choice(['NOTICE OF ADVERSE BENEFIT DETERMINATION', 'Notice of Denial of Coverage',
                    'INTEGRATED DENIAL NOTICE', 'Coverage Decision Letter']), '\n\n')
    d.f('Date of notice: {}\n\n', ctx.dt(ctx.ref))
    d.f('{}\n{}\n\n', pname(rng, p, ['UP', 'full', 'fmi']), W.addr(p.extra['addr'], rng.choice(['two', 'upper'])))
    d.f('Member: {}\nMember ID: {}\n', pname(rng, p, ['full', 'fmi', 'LF']), P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp'] and ctx.chance(0.6):
        d.f('Group: {}\n', P(cov['grp'], 'HEALTHPLAN'))
    d.f('{}: {}\n', rng.choice(['Reference #', 'Case number', 'Authorization #', 'Claim #']),
        P(core.ref_no(rng), 'IDNUM') if ctx.chance(0.6) else P(core.claim_no(rng), 'ACCOUNT'))
    d.f('Provider: {}\nService: {} ({})\nDate(s) of service: {}\n\n', dref(rng, doc, 'full_cred'), sc['svc'],
        ', '.join(c[0] for c in sc['cpt']), ctx.dt(dos))
    d.f('Dear {},\n\n', p.titled(rng) if ctx.chance(0.7) else p.nm('full', 'PATIENT'))
    d.f('We reviewed the request from {} for {}. ', dref(rng, doc), sc['svc'])
    d.w('We have decided to ', rng.choice(['deny', 'not approve', 'partially approve']), ' this request. ')
    reasons = {
        'medical necessity': 'The information we received does not show that this service is medically necessary for you. ',
        'no authorization': 'This service required prior approval and no approval was on file before the date of service. ',
        'non-covered': 'This service is excluded under your plan. ',
        'not covered': 'This drug/service is not a covered benefit under your current plan. ',
        'out of network': 'The provider is not in your plan network and no exception was approved. ',
    }
    d.w(reasons.get(den[2], 'The claim was denied with reason code %s: %s ' % (den[0], den[1])))
    d.f('We used {} to make this decision. ', rng.choice(CRITERIA))
    if sc['conserv'] and ctx.chance(0.7):
        d.w('Specifically, the records do not document ', rng.choice(['completion of', 'failure of', 'an adequate trial of']),
            ' ', rng.choice(sc['conserv']), '. ')
    d.w('\n\n')
    d.f('This decision was made by {}, {}, a board-certified physician in {}.\n\n', md.nm('full', 'DOCTOR'), md.cred,
        rng.choice([sc['spec'], 'Internal Medicine', 'Family Medicine', 'Physical Medicine & Rehabilitation']))
    d.w('YOUR RIGHT TO APPEAL\n')
    d.f('You have {} days from the date of this notice to ask for an appeal. Send your written appeal to {} '
        'Appeals and Grievances, {}, or fax it to {}. You may also call Member Services at {} (TTY 711), '
        '8 a.m. to 8 p.m., seven days a week.\n', rng.choice(['60', '65', '180']), payer_seg(cov, short=True),
        W.addr(pay['addr'], 'one'), P(pay['fax'], 'FAX'), P(pay['phone'], 'PHONE'))
    if ctx.chance(0.5):
        d.f('You can also file online at {}.\n', P(pay['url'], 'URL'))
    d.w('If your health could be seriously harmed by waiting, ask for a fast (expedited) appeal; we will decide within 72 hours.\n\n')
    d.f('cc: {}\n', dref(rng, doc))
    if ctx.chance(0.4):
        d.f('    {}\n', P(fac['name'], 'HOSPITAL'))
    d.w('\n', _tagline(ctx, pay['phone']))
    return d


def provider_appeal(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, den, dos = _setup(ctx)
    pay = cov['payer']
    author = doc if ctx.chance(0.6) else W.staff(rng.choice(['CPC', 'CPAR', 'RHIA', 'CCS', '']))
    d.f('{}\n{}\nPh {}  Fax {}\n\n', P(fac['name'], 'HOSPITAL'), W.addr(fac['addr'], 'two'), P(fac['phone'], 'PHONE'),
        P(fac['fax'], 'FAX'))
    d.f('{}\n\n', ctx.dt(ctx.ref, rng.choice(['long', 'mdY', 'abbr'])))
    d.f('{}\n{}\n{}\n\n', rng.choice(['Appeals Department', 'Attn: Provider Appeals', 'Provider Disputes Unit']),
        payer_seg(cov), W.addr(pay['addr'], 'two'))
    d.w(rng.choice(['RE: First-Level Provider Appeal', 'RE: Request for Reconsideration', 'Re: Level 1 Appeal',
                    'RE: Formal appeal of claim denial']), '\n')
    d.f('Patient: {}\nDOB: {}\nMember ID: {}\n', pname(rng, p, ['full', 'LF', 'fmi']), ctx.dt(p.extra['dob']),
        P(cov['mid'], 'HEALTHPLAN'))
    d.f('Claim #: {}\nDate of service: {}\n', P(core.claim_no(rng), 'ACCOUNT'), ctx.dt(dos))
    if ctx.chance(0.5):
        d.f('Patient account #: {}\n', P(core.acct(rng), 'ACCOUNT'))
    d.f('Denial: {} - {} (EOB dated {})\n', den[0], den[1], ctx.dt(core.add_days(dos, rng.randint(20, 45))))
    codes = ', '.join('%s%s' % (c[0], rng.choice(['', '', '-RT', '-LT', '-59', '-25'])) for c in sc['cpt'])
    d.w('Billed codes: ', codes, '; dx ', ', '.join(c[0] for c in sc['icd']), '\n')
    d.f('Billed amount: {}\n\n', money(sum(c[3] for c in sc['cpt'])))
    d.w('Dear Appeals Reviewer:\n\n')
    d.f('On behalf of {} and our patient, {}, we respectfully request reconsideration of the above denial. ',
        P(fac['name'], 'HOSPITAL'), pname(rng, p, ['full', 'fmi']))
    d.f('{} is {} {} with {}. ', p.titled(rng), an(p.extra['age']), cat(core.AGE(p.extra['age'], 'dash'), ' ' + sex_word(p)),
        sc['icd'][0][1].lower())
    for h in sc['hx']:
        d.w(h, ' ')
    d.w('\n\n')
    if den[2] == 'no authorization':
        num = P(core.ref_no(rng), 'IDNUM')
        d.f('Authorization was in fact obtained: reference {} was issued on {} by {} ({}). A copy of the approval '
            'is enclosed.\n\n', num, ctx.dt(core.add_days(dos, -rng.randint(3, 20))), cat('nurse reviewer ',
                                                                                        W.person().nm('first_i', 'DOCTOR')),
            P(pay['phone'], 'PHONE'))
    elif den[2] == 'timely filing':
        d.f('The original claim was submitted on {} via {} (batch {}) and accepted per the 999/277CA reports '
            'enclosed, well within the filing limit.\n\n', ctx.dt(core.add_days(dos, rng.randint(5, 30))),
            P(W.org('clearing'), 'ORGANIZATION'), P(core.ref_no(rng, prefix=''), 'IDNUM'))
    elif den[2] == 'COB':
        d.f('The patient\'s prior coverage with {} terminated on {}; {} is primary as of the date of service.\n\n',
            P(W.payer()['name'], 'ORGANIZATION'), ctx.dt(core.add_days(dos, -rng.randint(30, 300))), payer_seg(cov, True))
    else:
        if sc['conserv']:
            d.w('Conservative management was documented and failed: ', '; '.join(sc['conserv']), '. ')
        d.f('The service meets {}. ', rng.choice(CRITERIA))
        d.w('The enclosed records demonstrate medical necessity, and the modifier/diagnosis pairing is correct per '
            'NCCI and the CPT manual.\n\n')
    d.w('Enclosed: ', ', '.join(rng.sample(['operative report', 'office notes', 'imaging reports', 'authorization letter',
                                           'itemized bill', 'EOB copy', 'clearinghouse acceptance report',
                                           'letter of medical necessity', 'peer-reviewed literature'], 4)), '.\n\n')
    d.f('Please direct questions to {} at {} or {}.\n\nSincerely,\n\n', sref(rng, author) if author is not doc else dref(rng, doc),
        P(core.phone(rng, ext=True), 'PHONE'), P(W.email(author, org=True), 'EMAIL'))
    if author is doc:
        d.f('{}\n{}\n', dref(rng, doc, rng.choice(['full_cred', 'fmi_cred'])), sc['spec'])
    else:
        d.f('{}\n{}\n{}\n', sref(rng, author, 'full_cred'), rng.choice(['Denials Management Specialist', 'Appeals Coordinator',
                                                                      'Revenue Integrity Analyst', 'Billing Supervisor']),
            P(fac['name'], 'HOSPITAL'))
    if ctx.chance(0.4):
        d.w('\n', typist(rng, author), '\n')
    return d


def member_appeal(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, den, dos = _setup(ctx)
    pay = cov['payer']
    writer = p
    fam = None
    if p.extra['age'] < 18 or p.extra['age'] > 78 or ctx.chance(0.25):
        fam = relative(ctx, p, ['daughter', 'son', 'wife', 'husband', 'mother', 'father', 'niece'])
        writer = fam
    wt = 'PATIENT' if writer is p else 'FAMILY'
    d.f('{}\n{}\n{}\n{}\n\n', writer.nm('full', wt), W.addr(p.extra['addr'], 'two'),
        P(core.phone(rng, ext=False), 'PHONE'), P(W.email(writer), 'EMAIL'))
    d.f('{}\n\n', ctx.dt(ctx.ref, rng.choice(['long', 'mdY', 'mdy'])))
    d.f('{} - Appeals\n{}\n\n', payer_seg(cov), W.addr(pay['addr'], 'two'))
    d.f('Re: Appeal for {}, member ID {}, claim/ref {}\n\n', pname(rng, p, ['full', 'fmi']), P(cov['mid'], 'HEALTHPLAN'),
        P(core.ref_no(rng), 'IDNUM'))
    d.w('To whom it may concern,\n\n')
    if fam:
        d.f('I am writing as the {} of {} ({}, date of birth {}) to appeal your decision dated {} to deny {}. ',
            fam.extra['rel'], p.nm('full', 'PATIENT'), cat(core.AGE(p.extra['age'], 'yrs'), ' old'), ctx.dt(p.extra['dob']),
            ctx.dt(core.add_days(ctx.ref, -rng.randint(7, 40))), sc['svc'])
        if p.extra['age'] >= 18:
            d.f('I hold healthcare power of attorney for {} (copy attached). ', p.titled(rng))
    else:
        d.f('I am writing to appeal your decision dated {} to deny {}. ', ctx.dt(core.add_days(ctx.ref, -rng.randint(7, 40))),
            sc['svc'])
    d.f('My doctor, {}, at {} says I need this{}\n\n', dref(rng, doc, 'dr_last'), P(fac['name'], 'HOSPITAL'),
        '.' if writer is p else ' for my ' + inverse_rel(fam.extra['rel'], p) + '.')
    if writer is p:
        prof = rng.choice(pools.PROFESSIONS)
        d.f('I have worked as a {} at {} for {} years and since {} I have not been able to work full shifts. ',
            P(prof, 'PROFESSION'), P(W.org('employer'), 'ORGANIZATION'), str(rng.randint(3, 25)),
            ctx.dt(ctx.back(100, 500), rng.choice(['monY', 'mon', 'mY'])))
    d.w('We already tried ', ', '.join(sc['conserv']) if sc['conserv'] else 'everything the plan asked', '. ')
    d.w(rng.choice(['Nothing has worked. ', 'None of it helped for long. ', 'It did not help and the side effects were bad. ']))
    if ctx.chance(0.5):
        d.f('I called member services on {} and spoke with {}, who told me to send this letter.', ctx.dt(ctx.back(2, 20),
                                                                                                         'md'),
            W.person().nm(rng.choice(['first', 'first_i']), 'DOCTOR'))
    d.w('\n\nPlease reconsider. Attached are the doctor\'s letter and my records.\n\nThank you,\n\n')
    d.f('{}\n', writer.nm(rng.choice(['full', 'fmi']), wt))
    return d


def decision(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc, p, cov, doc, fac, den, dos = _setup(ctx)
    pay = cov['payer']
    rev = W.clinician(rng.choice(['MD', 'DO']))
    coord = W.staff(rng.choice(['', 'RN', 'LPN']))
    iro = W.org('review')
    over = ctx.chance(0.5)
    d.f('{}  |  Appeals & Grievances  |  {}\n\n', payer_seg(cov), P(pay['phone'], 'PHONE'))
    d.f('{}\n\n', ctx.dt(ctx.ref))
    d.f('{}\n{}\n{}\n\n', dref(rng, doc, 'full_cred'), P(fac['name'], 'HOSPITAL'), W.addr(fac['addr'], 'two'))
    lv = rng.choice(['1', '2', 'II'])
    d.w(rng.choice(['APPEAL DECISION - LEVEL %s', 'Second-Level Appeal Determination - Level %s',
                    'Appeal Resolution Notice (Level %s)']) % lv, '\n')
    d.f('Appeal #: {}\nMember: {}  ID {}\nDOS: {}   Claim: {}\n', P(core.ref_no(rng, 'APL'), 'IDNUM'),
        pname(rng, p, ['LF', 'full', 'LFM']), P(cov['mid'], 'HEALTHPLAN'), ctx.dt(dos), P(core.claim_no(rng), 'ACCOUNT'))
    d.f('Appeal received: {}   Decision: {}\n\n', ctx.dt(core.add_days(ctx.ref, -rng.randint(10, 28))),
        'OVERTURNED' if over else 'UPHELD')
    d.f('Dear {}:\n\n', dref(rng, doc, 'dr_last'))
    d.f('We have completed our review of the appeal submitted on behalf of {}. ', pname(rng, p, ['full', 'fmi']))
    if over:
        d.f('The original denial ({}) has been overturned. The claim will be reprocessed within 30 days; payment '
            'will appear on a future remittance. ', den[0])
    else:
        d.f('After review by {}, {} (board certified in {}), the denial is upheld. {} ', rev.nm('full', 'DOCTOR'), rev.cred,
            sc['spec'], rng.choice([den[1], 'Documentation does not meet ' + rng.choice(CRITERIA) + '.']))
        d.f('An external review may be requested through {}, an independent review organization, within 4 months '
            'of this notice.', P(iro, 'ORGANIZATION'))
    d.w('\n\n')
    if ctx.chance(0.6):
        rc = rng.choice(RARC)
        d.w('Remark: ', rc[0], ' - ', rc[1], '\n')
    d.f('Questions: {}, Appeals Coordinator, {} or {}\n', sref(rng, coord, 'full'), P(core.phone(rng, ext=True), 'PHONE'),
        P(W.email(coord, org=True), 'EMAIL'))
    d.f('cc: {} (member)\n', pname(rng, p, ['full']))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([payer_denial, payer_denial, provider_appeal, provider_appeal, member_appeal, decision])
    f(ctx)
    return finish(ctx, 0.45)
