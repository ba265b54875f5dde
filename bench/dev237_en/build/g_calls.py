"""Genre (author's own): billing inquiry call log / patient-account contact notes
(inbound customer-service call, secure portal message thread, callback log)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative, pt_ref, inverse_rel
from clinical import DENIALS

GENRE = 'billing_inquiry_call_log'


def _caller(ctx, p):
    if p.extra['age'] < 18 or ctx.chance(0.35):
        return relative(ctx, p, ['mother', 'father', 'wife', 'husband', 'daughter', 'son', 'caregiver'])
    return p


def inbound(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 0, 92)
    p.extra['addr'] = W.address()
    c = _caller(ctx, p)
    ct = 'PATIENT' if c is p else 'FAMILY'
    agent = W.staff('')
    cov = coverage(ctx, p)
    fac = W.hospital()
    dos = ctx.back(40, 260)
    acct = core.acct(rng)
    t = '%02d:%02d' % (rng.randint(8, 17), rng.randrange(60))
    d.f('{} {} | INBOUND | Agent {} ({}) | Queue PFS-{}\n', ctx.dt(ctx.ref), t, sref(rng, agent, rng.choice(['full', 'first_i'])),
        P(W.username(agent), 'USERNAME'), rng.choice(['GEN', 'SPANISH', 'HB', 'PB', 'ESCAL']))
    d.f('Acct {} | Guarantor {} | Pt {} | {}\n', P(acct, 'ACCOUNT'), c.nm('LF', ct) if c is not p else pname(rng, p, ['LF']),
        pname(rng, p, ['full', 'first']), P(fac['name'], 'HOSPITAL'))
    if c is p:
        d.f('Caller: pt, verified name, DOB {} and address ({}).\n', ctx.dt(p.extra['dob']), W.addr(p.extra['addr'], 'city'))
    else:
        d.f('Caller: {} {} ({}), on HIPAA release/{}; verified pt DOB {}.\n', c.extra['rel'], c.nm(rng.choice(['full', 'first']), ct),
            P(core.phone(rng, ext=False), 'PHONE'), rng.choice(['DPOA', 'guarantor', 'parent of minor', 'listed on consent']),
            ctx.dt(p.extra['dob']))
    den = rng.choice(DENIALS)
    k = rng.randrange(5)
    bal = money(round(rng.uniform(40, 4000), 2))
    if k == 0:
        d.f('Reason: questions balance {} for DOS {}. States {} should have paid. Reviewed EOB: {} {}. ', bal, ctx.dt(dos, 'md'),
            payer_seg(cov, True), den[0], den[1].lower().rstrip('.'))
        d.w('Advised caller to contact payer; sent claim back to follow-up team for review.')
    elif k == 1:
        d.f('Reason: new insurance not on file at time of service. Added {} ID {} eff {}; rebilled, acct on 45-day hold. ', payer_seg(cov),
            P(cov['mid'], 'HEALTHPLAN'), ctx.dt(core.add_days(dos, -rng.randint(10, 200)), rng.choice(['md', 'mdy', 'mdY'])))
    elif k == 2:
        n = rng.choice([6, 10, 12])
        d.f('Reason: cannot pay {} in full ({}). Set up plan {} x {} beginning {}. ', bal,
            rng.choice(['lost job', 'reduced hours', 'fixed income', 'multiple medical bills']), str(n),
            money(round(float(bal[1:].replace(',', '')) / n, 2)), ctx.dt(ctx.fwd(5, 30), rng.choice(['md', 'mdY'])))
        if ctx.chance(0.5):
            d.f('Caller works as a {}; FAP app mailed to {}.', P(rng.choice(pools.PROFESSIONS), 'PROFESSION'),
                W.addr(p.extra['addr']))
    elif k == 4:
        dev = rng.choice(['ResMed AirSense 11 CPAP (E0601)', 'Inogen One G5 concentrator (E1390)', 'hospital bed (E0260)',
                          'Dexcom G7 receiver (E2103)', 'knee CPM machine (E0935)', 'TENS unit (E0730)'])
        d.f('Reason: DME rental billed after return. {} SN {} returned {} per caller; rental months billed {}. '
            'Verified return receipt, requested credit of {} from DME dept.', dev, P(core.serial(rng), 'DEVICE'),
            ctx.dt(ctx.back(20, 90), rng.choice(['md', 'mdY'])), str(rng.randint(2, 6)), bal)
    else:
        d.f('Reason: disputes ER facility charge level (99285, rev 0450). Itemized bill emailed to {}. Coding review requested '
            'from {}.', P(W.email(c), 'EMAIL'), sref(rng, W.staff(rng.choice(['CPC', 'CCS'])), rng.choice(['full', 'first_i'])))
    d.w('\n')
    if ctx.chance(0.2):
        ctry = rng.choice(pools.COUNTRIES)
        d.f('Caller is currently in {} - called on international line; advised of secure email option.\n', P(ctry, 'COUNTRY'))
    if ctx.chance(0.3):
        d.f('Voice biometrics: caller matched enrolled voiceprint {} (confidence {}%).\n', P(core.bioid(rng).replace('PV-', 'VP-'), 'BIOID'),
            str(rng.randint(88, 99)))
    aging = [round(rng.uniform(0, 800), 2) for _ in range(4)]
    d.f('Acct summary: bal {} | 0-30 {} | 31-60 {} | 61-90 {} | 90+ {} | last pmt {} on {} | stmts sent {}\n',
        money(sum(aging)), money(aging[0]), money(aging[1]), money(aging[2]), money(aging[3]),
        money(round(rng.uniform(10, 300), 2)), ctx.dt(ctx.back(20, 200), rng.choice(['md', 'mdy', 'mdY'])), str(rng.randint(1, 5)))
    if ctx.chance(0.7):
        d.w('Prior notes:\n')
        t = ctx.back(40, 200)
        for _ in range(rng.randint(1, 3)):
            t = core.add_days(t, rng.randint(3, 30))
            u = W.staff('')
            d.f('  {} {}: {}\n', ctx.dt(t, rng.choice(['md', 'mdy'])), P(W.username(u), 'USERNAME'),
                rng.choice(['stmt returned mail - addr updated per USPS NCOA', 'pt called, ins info requested', 'sent to early-out vendor',
                            'self-pay discount applied 25%', 'no answer, LM on VM', 'payment received via IVR', 'claim rebilled to secondary',
                            'FAP application received, pending docs']))
    d.f('Callback # {}  Best time: {}\n', P(core.phone(rng, ext=False), 'PHONE'), rng.choice(['after 5pm', 'mornings', 'any', 'lunch hour']))
    if ctx.chance(0.5):
        d.f('Pt portal username {} - password reset link sent.\n', P(W.username(c), 'USERNAME'))
    d.f('Wrap: {}  Handle time {}:{}\n', rng.choice(['resolved', 'escalated', 'pending payer', 'plan set up']),
        str(rng.randint(3, 24)), '%02d' % rng.randrange(60))
    return d


def portal_thread(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 18, 85)
    c = _caller(ctx, p)
    ct = 'PATIENT' if c is p else 'FAMILY'
    agent = W.staff('')
    fac = W.hospital()
    cov = coverage(ctx, p)
    dos = ctx.back(30, 200)
    d.f('Secure message thread - Billing Customer Service - {}\n', P(fac['name'], 'HOSPITAL'))
    d.f('Subject: question about my bill  | Acct {} | Pt {}\n\n', P(core.acct(rng), 'ACCOUNT'), pname(rng, p, ['full', 'UP']))
    t0 = ctx.ref
    d.f('[{} 9:{} PM] {}:\n', ctx.dt(t0, rng.choice(['md', 'mdy', 'mdY'])), '%02d' % rng.randrange(60), c.nm('full', ct))
    greet = rng.choice(['hi', 'Hello', 'Good evening', 'hello'])
    if c is p:
        d.f('{} - i got a bill for {} from the visit on {}. my insurance is {} and i thought i met my deductible already. '
            'can someone check?? my member id is {}. thanks\n\n', greet, money(round(rng.uniform(60, 2500), 2)),
            ctx.dt(dos, rng.choice(['md', 'mon_ord', 'long'])), payer_seg(cov, True), P(cov['mid'], 'HEALTHPLAN'))
    else:
        d.f('{}, I am writing for my {} {} (DOB {}). We got a statement for {} from {} and the insurance was supposed to be billed first. '
            'I am {} {}. Please call me at {}.\n\n', greet, inverse_rel(c.extra['rel'], p), pt_ref(rng, p) if ctx.chance(0.5) else
            p.nm('first', 'PATIENT'), ctx.dt(p.extra['dob']), money(round(rng.uniform(60, 2500), 2)), ctx.dt(dos, 'long'),
            'his' if p.sex == 'M' else 'her', c.extra['rel'] if c.extra['rel'] not in ('caregiver',) else 'caregiver',
            P(core.phone(rng, ext=False), 'PHONE'))
    t1 = core.add_days(t0, rng.randint(1, 3))
    d.f('[{} {}:{} AM] {} (Billing Customer Service):\n', ctx.dt(t1, rng.choice(['md', 'mdy', 'mdY'])), str(rng.randint(8, 11)),
        '%02d' % rng.randrange(60), sref(rng, agent, rng.choice(['first', 'first_i'])))
    den = rng.choice(DENIALS)
    d.f('Hi {}, thank you for reaching out. I reviewed the account: {} processed the claim on {} and applied {} to {}. '
        '{} If you have questions about your benefits please call the number on the back of your card. You can view the '
        'itemized statement at {}.\n\n', c.nm('first', ct), payer_seg(cov, True), ctx.dt(core.add_days(dos, rng.randint(15, 40)), 'md'),
        money(round(rng.uniform(30, 900), 2)), rng.choice(['your deductible', 'coinsurance (20%)', 'your copay']),
        rng.choice(['The balance is correct as billed.', 'I have placed a 30-day hold while we confirm with the plan.',
                    'We found the claim was sent with an old ID and have rebilled.', 'Denial reason was ' + den[0] + '; we are appealing.']),
        P(W.url('pay'), 'URL'))
    if ctx.chance(0.5):
        d.f('[{}] {}:\nok thank you. can i do payments? i can do {} a month\n\n', ctx.dt(core.add_days(t1, 1), 'md'), c.nm('first', ct),
            money(rng.choice([25, 40, 50, 75, 100])))
        d.f('[{}] {}:\nYes - plan set up, first draft {}. Confirmation {}.\n', ctx.dt(core.add_days(t1, 2), 'md'),
            sref(rng, agent, 'first'), ctx.dt(ctx.fwd(10, 30), 'md'), P(core.ref_no(rng, ''), 'IDNUM'))
    d.f('Message sent from {} (session {})\n', P(core.ip_private(rng), 'IPADDR'), P(core.rs(rng, 'abcdef0123456789', 12), 'IDNUM'))
    return d


def callback_log(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    fac = W.hospital()
    agent = W.staff(rng.choice(['', 'CRCR']))
    d.f('OUTBOUND CALLBACK LOG - {} - {} - agent {}\n', P(fac['name'], 'HOSPITAL'), ctx.dt(ctx.ref),
        P(W.username(agent), 'USERNAME'))
    for i in range(rng.randint(3, 6)):
        p = W.patient(ctx.ref, 0, 90)
        c = _caller(ctx, p)
        ct = 'PATIENT' if c is p else 'FAMILY'
        t = '%02d:%02d' % (rng.randint(9, 16), rng.randrange(60))
        d.f('{} acct {} {} - ', t, P(core.acct(rng), 'ACCOUNT'), pname(rng, p, ['LF', 'LFc', 'full']))
        out = rng.randrange(5)
        ph = P(core.phone(rng, ext=False), 'PHONE')
        if out == 0:
            d.f('LM on VM at {} to call back re balance {}.', ph, money(round(rng.uniform(20, 3000), 2)))
        elif out == 1:
            d.f('spoke w/ {} ({}); will pay {} online by {}.', c.nm(rng.choice(['first', 'full']), ct),
                'pt' if c is p else c.extra['rel'], money(round(rng.uniform(20, 600), 2)), ctx.dt(ctx.fwd(1, 10), rng.choice(['weekday', 'md', 'wk_short'])))
        elif out == 2:
            d.f('number {} disconnected; skip-trace requested, last known address {}.', ph, W.addr(W.address()))
        elif out == 3:
            cov = coverage(ctx, p)
            d.f('{} states coverage with {} - obtained ID {} and rebilled.', cat(c.nm('first', ct), ' (' + c.extra['rel'] + ')')
                if c is not p else 'pt', payer_seg(cov, True),
                P(cov['mid'], 'HEALTHPLAN'))
        else:
            d.f('{} requested itemized bill by email {}; sent.', cat(c.nm('first', ct), ' (' + c.extra['rel'] + ')')
                if c is not p else 'pt', P(W.email(c), 'EMAIL'))
        d.w('\n')
    d.w('Calls: %d attempted, %d contacts, %d promises to pay.\n' % (rng.randint(20, 60), rng.randint(5, 20), rng.randint(1, 8)))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([inbound, inbound, portal_thread, callback_log])
    f(ctx)
    return finish(ctx, 0.45)
