"""Genre: explanation of benefits summary (member EOB, provider remittance advice, 835 excerpt)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, money_nd, relative
from clinical import EM, OFFICE_PROCS, OFFICE_DX, DENIALS, RARC, SCEN

GENRE = 'explanation_of_benefits'

ADJ = [('CO-45', 'Charge exceeds fee schedule/maximum allowable'), ('PR-1', 'Deductible amount'),
       ('PR-2', 'Coinsurance amount'), ('PR-3', 'Co-payment amount'), ('OA-23', 'Impact of prior payer(s) adjudication'),
       ('CO-253', 'Sequestration - reduction in federal payment'), ('PI-94', 'Processed in excess of charges')]


def _lines(ctx, n, dos_list, facility=False):
    rng = ctx.rng
    rows = []
    pool = EM + OFFICE_PROCS
    if facility:
        sc = rng.choice(SCEN)
        pool = [(c, t[:34], f) for c, t, _u, f in sc['cpt']] + OFFICE_PROCS[:6]
    for i in range(n):
        code, desc, fee = rng.choice(pool)
        billed = round(fee * rng.uniform(1.4, 2.6), 2)
        allowed = round(billed * rng.uniform(0.35, 0.75), 2)
        ded = round(allowed * rng.choice([0, 0, 0, 0.3, 1.0]), 2)
        rest = allowed - ded
        copay = rng.choice([0, 0, 0, 25, 40, 50]) if code.startswith('99') else 0
        copay = min(copay, rest)
        coins = round((rest - copay) * rng.choice([0, 0.1, 0.2, 0.3]), 2)
        paid = round(rest - copay - coins, 2)
        remark = rng.choice(['PR-1' if ded else 'CO-45', 'PR-2' if coins else 'CO-45', 'PR-3' if copay else 'CO-45'])
        denied = rng.random() < 0.08
        if denied:
            den = rng.choice(DENIALS)
            allowed = ded = coins = paid = copay = 0.0
            remark = den[0]
        owe = round(billed if (denied and remark.startswith('PR')) else ded + copay + coins, 2)
        rows.append(dict(dos=dos_list[i % len(dos_list)], code=code, desc=desc, billed=billed, allowed=allowed, ded=ded,
                         copay=copay, coins=coins, paid=paid, owe=owe, remark=remark))
    return rows


def member_eob(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sub = W.patient(ctx.ref, 24, 80)
    sub.extra['addr'] = W.address()
    cov = coverage(ctx, sub, rng.choice(['commercial', 'commercial', 'medicare']))
    pay = cov['payer']
    pt, rel = sub, 'Self'
    if ctx.chance(0.4):
        pt = relative(ctx, sub, ['wife', 'husband', 'son', 'daughter'])
        rel = {'wife': 'Spouse', 'husband': 'Spouse', 'son': 'Child', 'daughter': 'Child'}[pt.extra['rel']]
    d.f('{}\n{}\n\n', payer_seg(cov), W.addr(pay['addr'], 'two'))
    d.w(rng.choice(['EXPLANATION OF BENEFITS', 'Your Explanation of Benefits (EOB)', 'MEDICAL CLAIM SUMMARY']),
        rng.choice(['    THIS IS NOT A BILL\n', '\n*** THIS IS NOT A BILL ***\n']))
    d.f('Statement date: {}\n\n', ctx.dt(ctx.ref))
    d.f('{}\n{}\n\n', pname(rng, sub, ['UP', 'full']), W.addr(sub.extra['addr'], rng.choice(['upper', 'two'])))
    d.f('Member: {}   Member ID: {}', pname(rng, sub, ['full', 'fmi']), P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp']:
        d.f('   Group: {}', P(cov['grp'], 'HEALTHPLAN'))
        if ctx.chance(0.5):
            d.f(' ({})', P(W.org('employer'), 'ORGANIZATION'))
    d.w('\n\n')
    nclaims = rng.choice([1, 1, 2])
    for ci in range(nclaims):
        prov = W.clinician()
        fac = W.hospital()
        dos = ctx.back(20, 90)
        d.w('CLAIM DETAIL\n')
        d.f('Patient: {} ({})   Claim #: {}\n', pt.nm(rng.choice(['full', 'first', 'UP']), 'PATIENT'), rel,
            P(core.claim_no(rng), 'ACCOUNT'))
        if ctx.chance(0.5):
            d.f('Provider: {}', dref(rng, prov, rng.choice(['full_cred', 'LF_cred'])))
        else:
            d.f('Provider: {}', P(fac['name'].upper() if ctx.chance(0.3) else fac['name'], 'HOSPITAL'))
        d.w('   Network: ', rng.choice(['In-network', 'In-network', 'Out-of-network']), '\n')
        d.f('Received: {}   Processed: {}\n', ctx.dt(core.add_days(dos, rng.randint(2, 12))),
            ctx.dt(core.add_days(dos, rng.randint(14, 30))))
        d.w('Service date  Code    Description                 Billed    Allowed   Plan paid  Deduct   Copay  Coins   You owe  Rmk\n')
        dl = [dos] if ctx.chance(0.7) else [dos, core.add_days(dos, rng.randint(1, 9))]
        rows = _lines(ctx, rng.randint(1, 4), dl)
        for r in rows:
            d.f('{}  ', ctx.dt(r['dos'], 'mdY' if ctx.ds not in ('mdy', 'mdY_np') else ctx.ds))
            d.w('%-7s %-27s %9s %9s %10s %7s %7s %6s %9s  %s\n' % (
                r['code'], r['desc'][:27], money_nd(r['billed']), money_nd(r['allowed']), money_nd(r['paid']),
                money_nd(r['ded']), money_nd(r['copay']), money_nd(r['coins']), money_nd(r['owe']), r['remark']))
        if ci == 0 and ctx.chance(0.25):
            dme = rng.choice([('E0601', 'CPAP device rental'), ('E1390', 'Oxygen concentrator rental'), ('E0784', 'Insulin pump'),
                              ('K0001', 'Standard wheelchair rental'), ('E0260', 'Hospital bed, semi-electric')])
            d.f('{}  {}  {} month {} of 13, serial {} - paid at 80% after deductible\n', ctx.dt(dos, 'mdY'), dme[0], dme[1],
                str(rng.randint(1, 13)), P(core.serial(rng), 'DEVICE'))
        tot = sum(r['owe'] for r in rows)
        d.w('Claim total you may owe the provider: ', money(tot), '\n')
        if ctx.chance(0.3):
            d.f('International claim: services received in {}; billed in local currency and converted at the rate on {}. '
                'Out-of-country emergency care is paid at the in-network level.\n', P(rng.choice(pools.COUNTRIES), 'COUNTRY'),
                ctx.dt(dos, 'md'))
        d.w('\n')
    d.w('Remark codes:\n')
    seen = []
    for code, text in ADJ[:4] + [(x[0], x[1]) for x in DENIALS[:3]]:
        if code not in seen and rng.random() < 0.5:
            seen.append(code)
            d.w('  ', code, '  ', text, '\n')
    yr = ctx.ref
    d.f('\nPlan year {} accumulators ({}):\n', ctx.dt(yr, 'Y'), rng.choice(['in-network', 'individual', 'family']))
    dd = rng.choice([500, 1000, 1500, 2000, 3000, 5000])
    d.w('  Deductible  %s of %s met\n' % (money(round(dd * rng.uniform(0.1, 1.0), 2)), money(dd)))
    oo = dd * 3
    d.w('  Out-of-pocket max  %s of %s met\n' % (money(round(oo * rng.uniform(0.05, 0.6), 2)), money(oo)))
    d.f('\nQuestions? Call {} or visit {}.', P(pay['phone'], 'PHONE'), P(pay['url'], 'URL'))
    if ctx.chance(0.5):
        d.f(' To report fraud call {} (24/7).', P(core.phone(rng, tollfree=True, ext=False), 'PHONE'))
    d.w('\n')
    return d


def remittance(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    fac = W.hospital()
    tmp = W.person()
    tmp.extra['age'] = 50
    cov0 = coverage(ctx, tmp, rng.choice(['commercial', 'medicaid', 'medicare']))
    pay = cov0['payer']
    d.f('{} - PROVIDER REMITTANCE ADVICE\n', payer_seg(cov0))
    d.f('Payee: {}   NPI {}   TIN {}\n{}\n', P(fac['name'], 'HOSPITAL'), P(fac['npi'], 'LICENSE'), P(fac['tin'], 'IDNUM'),
        W.addr(fac['addr']))
    pdate = ctx.ref
    d.f('Payment date: {}   EFT trace #: {}   ', ctx.dt(pdate), P(core.rs(rng, core.DIG, rng.choice([9, 10, 12])), 'IDNUM'))
    npts = rng.randint(2, 4)
    rstyle = rng.choice(['mdY', 'mdY', 'mdy', 'md_Y', 'ymd8'])
    grand = 0.0
    blocks = []
    d.w('Claims in this remit: %d\n' % npts)
    d.w('-' * 96, '\n')
    for k in range(npts):
        p = W.patient(ctx.ref, 1, 90)
        mid = core.member_id(rng, cov0['kind'])
        dos = ctx.back(15, 75)
        d.f('Patient: {}   ID: {}   Pt acct #: {}   ICN: {}\n', pname(rng, p, ['LF', 'LFM', 'LFc']), P(mid, 'HEALTHPLAN'),
            P(core.acct(rng), 'ACCOUNT'), P(core.claim_no(rng), 'ACCOUNT'))
        rend = W.clinician()
        d.f('Rendering: {}  NPI {}   Status: {}\n', dref(rng, rend, 'LF_cred'), P(rend.extra['npi'], 'LICENSE'),
            rng.choice(['1 - processed as primary', '2 - processed as secondary', '4 - denied', '22 - reversal of previous payment',
                        '1 - processed as primary']))
        d.w(' DOS        Code       Units  Billed     Allowed    Deduct   Coins    Paid      Adj\n')
        rows = _lines(ctx, rng.randint(1, 3), [dos], facility=ctx.chance(0.3))
        for r in rows:
            d.w(' ')
            d.w(ctx.dt(r['dos'], rstyle))
            mod = rng.choice(['', '', '', '-25', '-59', '-RT', '-LT', '-GP', '-XU'])
            adj = r['remark'] if r['remark'] != 'CO-45' else 'CO-45 %s' % money_nd(round(r['billed'] - r['allowed'], 2))
            d.w('  %-10s %-5s %-10s %-10s %-8s %-8s %-9s %s\n' % (r['code'] + mod, '1', money_nd(r['billed']),
                                                                   money_nd(r['allowed']), money_nd(r['ded']),
                                                                   money_nd(r['coins']), money_nd(r['paid']), adj))
            grand += r['paid']
        if ctx.chance(0.35):
            rc = rng.choice(RARC)
            d.w(' Remark ', rc[0], ': ', rc[1], '\n')
        d.w('-' * 96, '\n')
    d.w('Total paid this remit: ', money(round(grand, 2)), '\n')
    if ctx.chance(0.4):
        d.f('Provider-level adjustment: WO - overpayment recovery {} ref ICN {}\n', money(round(rng.uniform(20, 400), 2)),
            P(core.claim_no(rng), 'ACCOUNT'))
    d.f('Provider services: {}  |  {}\n', P(pay['phone'], 'PHONE'), P(pay['url'], 'URL'))
    return d


def edi835(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    fac = W.hospital()
    tmp = W.person()
    tmp.extra['age'] = 40
    cov0 = coverage(ctx, tmp, 'commercial')
    biller = W.staff(rng.choice(['CPB', 'CPC', '']))
    d.f('ERA 835 excerpt - pulled by {} on {} for posting review\n', P(W.username(biller), 'USERNAME'), ctx.dt(ctx.ref))
    d.f('Payer: {}   Payee: {}\n\n', payer_seg(cov0), P(fac['name'], 'HOSPITAL'))
    d.f('BPR*I*{}*C*ACH*CCP*01*{}*DA*{}*{}~\n', '%.2f' % rng.uniform(300, 9000), core.rs(rng, core.DIG, 9),
        P(core.rs(rng, core.DIG, 10), 'ACCOUNT'), D8(ctx, ctx.ref))
    d.f('TRN*1*{}*{}~\n', P(core.rs(rng, core.DIG, 10), 'IDNUM'), P('1' + core.rs(rng, core.DIG, 9), 'IDNUM'))
    d.f('N1*PE*{}*XX*{}~\n', P(fac['name'].upper(), 'HOSPITAL'), P(fac['npi'], 'LICENSE'))
    for k in range(rng.randint(1, 3)):
        p = W.patient(ctx.ref, 2, 88)
        dos = ctx.back(14, 60)
        billed = round(rng.uniform(90, 900), 2)
        paid = round(billed * rng.uniform(0.3, 0.7), 2)
        d.f('CLP*{}*1*{}*{}**12*{}*11*1~\n', P(core.acct(rng).replace(' ', ''), 'ACCOUNT'), '%.2f' % billed, '%.2f' % paid,
            P(core.claim_no(rng), 'ACCOUNT'))
        d.f('NM1*QC*1*{}*{}', P(p.last.upper(), 'PATIENT'), P(p.first.upper(), 'PATIENT'))
        if p.middle:
            d.f('*{}', P(p.mi.upper(), 'PATIENT'))
        else:
            d.w('*')
        d.f('***MI*{}~\n', P(core.member_id(rng), 'HEALTHPLAN'))
        rend = W.clinician()
        d.f('NM1*82*1*{}*{}****XX*{}~\n', P(rend.last.upper(), 'DOCTOR'), P(rend.first.upper(), 'DOCTOR'),
            P(rend.extra['npi'], 'LICENSE'))
        d.f('DTM*232*{}~\n', D8(ctx, dos))
        code = rng.choice(EM + OFFICE_PROCS)[0]
        d.w('SVC*HC:%s*%.2f*%.2f**1~\n' % (code, billed, paid))
        d.w('CAS*CO*45*%.2f~\n' % (billed - paid))
    d.w('SE*%d*0001~\n\n' % rng.randint(18, 60))
    d.f('Posting note: {} {}; {}\n', rng.choice(['auto-posted', 'manually posted', 'posted, 1 line held for review']),
        ctx.dt(ctx.ref, 'md'), rng.choice(['CO-45 written off per contract', 'PR balances transferred to patient',
                                           'denial routed to work queue DENIAL-MED-NEC', 'secondary claim generated']))
    d.f('-- {}\n', sref(rng, biller, rng.choice(['first_i', 'full'])))
    return d


def D8(ctx, d_):
    return P(core.fdate(d_, 'ymd8'), 'DATE')


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([member_eob, member_eob, member_eob, remittance, remittance, edi835])
    f(ctx)
    return finish(ctx, 0.45)
