"""Genre: collections / payment plan letter (past-due notice, payment plan agreement, agency validation
notice, credit balance refund letter)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative

GENRE = 'collections_payment_plan_letter'


def _guarantor(ctx):
    """Patient plus the guarantor who receives the bill (often a parent or spouse)."""
    rng, W = ctx.rng, ctx.W
    p = W.patient(ctx.ref, 0, 90)
    g = p
    if p.extra['age'] < 18 or ctx.chance(0.25):
        g = relative(ctx, p, ['mother', 'father', 'wife', 'husband', 'daughter', 'son'])
    g.extra['addr'] = W.address()
    return p, g


def _gt(p, g):
    return 'PATIENT' if g is p else 'FAMILY'


def _items(ctx, n):
    rng = ctx.rng
    out = []
    for _ in range(n):
        dos = ctx.back(90, 420)
        desc = rng.choice(['Emergency Dept visit', 'Office visit', 'Outpatient surgery', 'Laboratory', 'Radiology - CT',
                           'Ambulance transport', 'Physical therapy (6 visits)', 'Inpatient stay', 'Anesthesia',
                           'Pathology', 'Urgent care visit', 'MRI', 'Infusion services'])
        chg = round(rng.uniform(90, 9000), 2)
        ins = round(chg * rng.uniform(0.3, 0.85), 2)
        adj = round((chg - ins) * rng.uniform(0.2, 0.8), 2)
        out.append((dos, desc, chg, ins, adj, round(chg - ins - adj, 2)))
    return out


def past_due(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p, g = _guarantor(ctx)
    hosp = W.hospital()
    pfs_url = W.url('pay')
    level = rng.choice(['STATEMENT', 'PAST DUE - SECOND NOTICE', 'FINAL NOTICE', 'PAST DUE', 'PRE-COLLECTION NOTICE'])
    d.f('{}\nPatient Financial Services\n{}\n', P(hosp['name'], 'HOSPITAL'), W.addr(W.address(pobox=True), 'two'))
    d.f('Customer service {}  Mon-Fri 8-5\n\n', P(core.phone(rng, ext=False), 'PHONE'))
    d.w(level, '\n')
    acct = core.acct(rng)
    d.f('Statement date: {}    Guarantor account: {}\n', ctx.dt(ctx.ref), P(acct, 'ACCOUNT'))
    due = ctx.fwd(20, 30)
    d.f('Amount due: see below    Due by: {}\n\n', ctx.dt(due))
    if ctx.chance(0.2):
        d.f('{}\n{}\n{}\n{}\n\n', g.nm(rng.choice(['UP', 'full', 'fmi']), _gt(p, g)), P(W.street(), 'STREET'),
            P(W.town(), 'CITY'), P(rng.choice(pools.COUNTRIES).upper(), 'COUNTRY'))
    else:
        d.f('{}\n{}\n\n', g.nm(rng.choice(['UP', 'full', 'fmi']), _gt(p, g)), W.addr(g.extra['addr'], rng.choice(['upper', 'two'])))
    d.w('Date of service  Patient            Description                    Charges    Ins paid   Adjust    Balance\n')
    items = _items(ctx, rng.randint(1, 4))
    for dos, desc, chg, ins, adj, bal in items:
        d.f('{}  ', ctx.dt(dos, 'mdY'))
        d.w(p.nm(rng.choice(['first', 'full']), 'PATIENT'))
        d.w('  %-28s %10s %10s %9s %10s\n' % (desc, money(chg), money(ins), money(adj), money(bal)))
    tot = round(sum(i[5] for i in items), 2)
    d.w('TOTAL NOW DUE: ', money(tot), '\n\n')
    d.f('Dear {},\n', cat(g.title(rng), g.nm('last', _gt(p, g))) if ctx.chance(0.6) else g.nm('full', _gt(p, g)))
    if level.startswith('FINAL') or level.startswith('PRE'):
        agency = W.org('collect')
        d.f('Your account is seriously past due. If we do not receive payment or hear from you by {}, your account may be '
            'referred to {}, an outside collection agency. ', ctx.dt(due, 'long'), P(agency, 'ORGANIZATION'))
    else:
        d.w('Our records show that your insurance has processed these services and the remaining balance is your responsibility. ')
    d.f('You can pay online at {}, by phone at {}, or by mail. ', P(pfs_url, 'URL'), P(core.phone(rng, ext=False), 'PHONE'))
    d.f('If you are unable to pay in full, payment plans of up to {} months are available with no interest. Financial '
        'assistance may be available: see {}.\n\n', rng.choice(['12', '18', '24', '36']), P(W.url('fa'), 'URL'))
    if ctx.chance(0.5):
        d.w('Insurance on file: ')
        cov = coverage(ctx, p)
        d.f('{} ID {}. If this is incorrect call us.\n', payer_seg(cov), P(cov['mid'], 'HEALTHPLAN'))
    d.w('-' * 60, '\nDETACH AND RETURN WITH PAYMENT\n')
    d.f('Account {}   Guarantor {}   Amount due {}   Amount enclosed $________\n', P(acct, 'ACCOUNT'),
        g.nm('LF', _gt(p, g)), money(tot))
    d.w('[ ] Visa [ ] MC [ ] AmEx  Card # ____________  Exp __/__  CVV ___\n')
    return d


def plan(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p, g = _guarantor(ctx)
    hosp = W.hospital()
    rep = W.staff(rng.choice(['', 'CRCR']))
    items = _items(ctx, rng.randint(1, 3))
    tot = round(sum(i[5] for i in items), 2)
    n = rng.choice([6, 10, 12, 18, 24])
    pay = round(tot / n, 2)
    start = ctx.fwd(7, 30)
    d.f('{} - {}\n\n', P(hosp['name'], 'HOSPITAL'), rng.choice(['PAYMENT PLAN AGREEMENT', 'Installment Payment Agreement',
                                                                 'Extended Payment Arrangement']))
    d.f('Agreement date: {}\nGuarantor: {}   DOB {}\nAddress: {}\nPhone: {}   Email: {}\n', ctx.dt(ctx.ref),
        g.nm('full', _gt(p, g)), ctx.dt(p.extra['dob'] if g is p else core.add_days(ctx.ref, -rng.randint(25 * 365, 70 * 365))),
        W.addr(g.extra['addr']), P(core.phone(rng, ext=False), 'PHONE'), P(W.email(g), 'EMAIL'))
    accts = [core.acct(rng) for _ in items]
    d.w('Accounts included:\n')
    for a, it in zip(accts, items):
        d.f('  {}  DOS {}  {}  patient {}  {}\n', P(a, 'ACCOUNT'), ctx.dt(it[0], 'mdY'), it[1], p.nm('full', 'PATIENT'), money(it[5]))
    d.w('Total balance: %s\n\n' % money(tot))
    d.f('Terms: {} monthly payments of {} beginning {}. ', str(n), money(pay), ctx.dt(start, rng.choice(['long', 'mdY'])))
    k = rng.randrange(3)
    if k == 0:
        d.f('Autopay by card ending in {}. ', P(core.rs(rng, core.DIG, 4), 'ACCOUNT'))
    elif k == 1:
        d.f('Autopay by ACH from checking account {} (routing on file). ', P(core.rs(rng, core.DIG, rng.choice([8, 10, 12])), 'ACCOUNT'))
    else:
        d.w('Guarantor will pay by check or online each month. ')
    d.w('If two consecutive payments are missed the agreement is void and the full balance becomes due; accounts may be '
        'placed with an outside agency. No interest or fees will be charged while the plan is current.\n\n')
    d.f('Guarantor signature: {} (e-signed {} {})\n', g.nm('full', _gt(p, g)), ctx.dt(ctx.ref, 'mdY'),
        '%02d:%02d' % (rng.randint(8, 18), rng.randrange(60)))
    if ctx.chance(0.4):
        d.f('Signed from IP {} via patient portal user {}\n', P(core.ip_private(rng), 'IPADDR'),
            P(W.username(g), 'USERNAME'))
    d.f('Hospital representative: {}  {}\n', sref(rng, rep, rng.choice(['full', 'first_i', 'full_cred'])),
        P(core.phone(rng, ext=True), 'PHONE'))
    return d


def agency(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p, g = _guarantor(ctx)
    hosp = W.hospital()
    ag = W.org('collect')
    agent = W.staff('')
    items = _items(ctx, rng.randint(1, 2))
    tot = round(sum(i[5] for i in items), 2)
    d.f('{}\n{}\nToll free {}   Fax {}\n{}\n\n', P(ag, 'ORGANIZATION'), W.addr(W.address(business=True), 'two'),
        P(core.phone(rng, tollfree=True, ext=False), 'PHONE'), P(core.phone(rng, ext=False), 'FAX'), P(W.url('pay'), 'URL'))
    d.f('{}\n\n', ctx.dt(ctx.ref, rng.choice(['long', 'mdY'])))
    d.f('{}\n{}\n\n', g.nm('UP', _gt(p, g)), W.addr(g.extra['addr'], 'upper'))
    d.f('Our reference #: {}\nOriginal creditor: {}\nCreditor account #: {}\nPatient: {}\n', P(core.ref_no(rng, ''), 'IDNUM'),
        P(hosp['name'], 'HOSPITAL'), P(core.acct(rng), 'ACCOUNT'), p.nm(rng.choice(['full', 'UP']), 'PATIENT'))
    d.f('Service date(s): {}\n\n', cat(*[x for it in items for x in (ctx.dt(it[0]), ', ')][:-1]))
    d.f('{} is a debt collector. We are trying to collect a debt that you owe to {}. We will use any information you '
        'give us to help collect the debt.\n\n', P(ag, 'ORGANIZATION'), P(hosp['name'], 'HOSPITAL'))
    itd = core.add_days(ctx.ref, -rng.randint(30, 90))
    paid = 0.0 if ctx.chance(0.6) else round(tot * rng.choice([0.05, 0.1, 0.2]), 2)
    d.f('As of {}, you owed: {}\nBetween {} and today:\n  You were charged this amount in interest: + $0.00\n'
        '  You were charged this amount in fees: + $0.00\n  You paid or were credited this amount toward the debt: - {}\n'
        'Total amount of the debt now: {}\n\n', ctx.dt(itd, 'long'), money(tot), ctx.dt(itd, 'long'),
        money(paid), money(round(tot - paid, 2)))
    resp = ctx.fwd(35, 40)
    d.f('How can you dispute the debt? Call or write to us by {} to dispute all or part of the debt. If you write to us '
        'by {}, we must stop collection until we send you verification.\n', ctx.dt(resp, 'long'), ctx.dt(resp, 'long'))
    d.f('Medical debts under $500 and paid medical debts are not reported to credit bureaus. '
        'Questions: ask for {} at ext {}.\n', agent.nm(rng.choice(['first', 'first_i', 'full']), 'DOCTOR'), str(rng.randint(200, 899)))
    if ctx.chance(0.3):
        d.f('Account holder SSN on file: {}\n', P('XXX-XX-' + core.rs(rng, core.DIG, 4), 'SSN'))
    return d


def refund(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p, g = _guarantor(ctx)
    hosp = W.hospital()
    rep = W.staff(rng.choice(['', 'CPB']))
    cov = coverage(ctx, p)
    amt = round(rng.uniform(15, 900), 2)
    dos = ctx.back(60, 300)
    d.f('{}\n{}\n\n{}\n\n{}\n{}\n\n', P(hosp['name'], 'HOSPITAL'), W.addr(hosp['addr'], 'two'), ctx.dt(ctx.ref, 'long'),
        g.nm('full', _gt(p, g)), W.addr(g.extra['addr'], 'two'))
    d.f('RE: Credit balance refund - account {}\n\n', P(core.acct(rng), 'ACCOUNT'))
    d.f('Dear {},\n\n', g.nm('full', _gt(p, g)))
    d.f('After {} reprocessed the claim for {}\'s visit on {}, your account shows an overpayment of {}. '
        'A refund check (#{}) is enclosed. ', payer_seg(cov), p.nm('first', 'PATIENT'), ctx.dt(dos, 'long'), money(amt),
        P(core.rs(rng, core.DIG, 6), 'IDNUM'))
    if ctx.chance(0.5):
        d.f('The payer\'s reprocessed claim number is {}. ', P(core.claim_no(rng), 'ACCOUNT'))
    d.f('If you have questions, please contact {} in Patient Accounts at {}.\n\nSincerely,\n{}\nPatient Accounts\n',
        sref(rng, rep, 'full'), P(core.phone(rng, ext=True), 'PHONE'), sref(rng, rep, 'full'))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([past_due, past_due, plan, plan, agency, refund])
    f(ctx)
    return finish(ctx, 0.45)
