"""Genre: eligibility verification log (batch 270/271 work list, single-patient phone verification)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative

GENRE = 'eligibility_verification_log'


def _benefits(ctx):
    rng = ctx.rng
    ded = rng.choice([0, 250, 500, 1000, 1500, 2000, 3000, 4500, 7000])
    oop = max(ded * 2, 1500) + rng.choice([0, 500, 1500])
    parts = ['OV copay %s' % money(rng.choice([0, 20, 25, 30, 35, 40])), 'Spec %s' % money(rng.choice([40, 50, 60, 75])),
             'Ded %s (met %s)' % (money(ded), money(round(ded * rng.uniform(0, 1), 2))),
             'Coins %d%%' % rng.choice([0, 10, 20, 30, 40]), 'OOP %s (met %s)' % (money(oop), money(round(oop * rng.uniform(0, 0.5), 2)))]
    if ctx.chance(0.4):
        parts.append(rng.choice(['PT/OT 20 visits/yr combined (6 used)', 'chiro 12/yr', 'DME 50% after ded', 'UC $75', 'ER $350 waived if admitted']))
    return ' / '.join(parts)


def batch(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    clinic = W.hospital(rng.choice(['fm', 'clinic', 'ortho', 'cardio', 'imaging', 'chc', 'rehab']))
    runner = W.staff(rng.choice(['', 'CHAA']))
    wd = ctx.ref
    appt = core.add_days(wd, rng.choice([1, 1, 1, 3]))
    d.f('ELIGIBILITY VERIFICATION LOG - {}\n', P(clinic['name'], 'HOSPITAL'))
    d.f('Work date {}   Schedule for {}   Run by {} from {}\n', ctx.dt(wd), ctx.dt(appt, rng.choice(['wk_short', 'wk_abbr', 'md'])),
        P(W.username(runner), 'USERNAME'), P(core.ip_private(rng), 'IPADDR'))
    d.w('=' * 78, '\n')
    provs = [W.clinician() for _ in range(rng.randint(1, 3))]
    t = rng.randint(6 * 3600, 8 * 3600)
    for k in range(rng.randint(2, 4)):
        p = W.patient(ctx.ref, 0, 92)
        cov = coverage(ctx, p)
        t += rng.randint(20, 400)
        d.w('[%02d:%02d:%02d] 270 -> ' % (t // 3600, t % 3600 // 60, t % 60))
        d.f('{}   271 rcvd ({}s)\n', payer_seg(cov, True), '%.1f' % rng.uniform(0.3, 4.0))
        d.f('Pt: {}  DOB {}  MRN {}  Appt {} w/ {}\n', pname(rng, p, ['LF', 'LFM', 'LFc']), ctx.dt(p.extra['dob']),
            P(p.extra['mrn'], 'MRN'), '%d:%02d' % (rng.randint(8, 16), rng.choice([0, 15, 20, 30, 40, 45])),
            dref(rng, rng.choice(provs), rng.choice(['dr_last', 'LF', 'last', 'i_cred'])))
        if p.extra['age'] < 19 or ctx.chance(0.25):
            sub = relative(ctx, p, ['mother', 'father'] if p.extra['age'] < 26 else ['wife', 'husband'])
            code = '19 child' if sub.extra['rel'] in ('mother', 'father') else '01 spouse'
            d.f('Subscriber: {} (rel {})  DOB {}', sub.nm('LF', 'FAMILY'), code,
                ctx.dt(core.add_days(p.extra['dob'], -rng.randint(20 * 365, 40 * 365)) if code.startswith('19')
                       else core.add_days(p.extra['dob'], rng.randint(-2500, 2500))))
        else:
            d.w('Subscriber: self')
        d.f('   ID {}', P(cov['mid'], 'HEALTHPLAN'))
        if cov['grp']:
            d.f('  Grp {}', P(cov['grp'], 'HEALTHPLAN'))
        d.w('\n')
        status = rng.choice(['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'ACTIVE - COB'])
        eff = core.add_days(ctx.ref, -rng.randint(120, 2000))
        d.f('Coverage: {} eff {}', status, ctx.dt(eff, rng.choice(['mdY', 'ymd8', 'mdy'])) if ctx.chance(0.9) else ctx.dt(eff))
        if status == 'INACTIVE':
            d.f(' term {} -> flagged self-pay, pt to bring new card\n', ctx.dt(core.add_days(ctx.ref, -rng.randint(5, 90)), 'mdY'))
        else:
            d.w('  Plan: ', cov['plan'], '\n')
            d.w('Benefits (INN): ', _benefits(ctx), '\n')
        if status == 'ACTIVE - COB':
            other = W.payer()
            d.f('COB: {} primary per 271 EB*R, policy {}; update order before claim drop.\n', P(other['name'], 'ORGANIZATION'),
                P(core.member_id(rng), 'HEALTHPLAN'))
        if cov['kind'] == 'medicaid' and ctx.chance(0.7):
            st = rng.choice(pools.STATES)
            d.f('{} Medicaid recipient ID {} - MCO assignment confirmed; PCP {}\n', P(st[0], 'STATE'),
                P(core.member_id(rng, 'medicaid'), 'HEALTHPLAN'), dref(rng, W.clinician(), rng.choice(['full_cred', 'dr_last'])))
        if ctx.chance(0.3):
            d.f('Biometric check-in: palm scan matched {} (score 0.{})\n', P(core.bioid(rng), 'BIOID'), str(rng.randint(90, 99)))
        if ctx.chance(0.15):
            d.f('DME on file: {} SN {} (rental month {} of 13)\n', rng.choice(['ResMed AirSense 11 CPAP', 'Philips DreamStation 2',
                                                                                  'Inogen One G5 POC', 'Tandem t:slim X2 pump',
                                                                                  'Omnipod 5 PDM', 'hospital bed semi-electric']),
                P(core.serial(rng), 'DEVICE'), str(rng.randint(1, 13)))
        if ctx.chance(0.35):
            d.w('Auth required: ', rng.choice(['MRI/CT/PET via RBM', 'none for OV', 'DME > $500', 'specialty drugs (J-codes)',
                                               'PT after 12 visits']), '\n')
        if ctx.chance(0.3):
            rep = W.person()
            d.f('Called {}: spoke w/ {}, ref {} - {}\n', P(cov['payer']['phone'], 'PHONE'),
                rep.nm(rng.choice(['first', 'first_i']), 'DOCTOR'), P(core.ref_no(rng, ''), 'IDNUM'),
                rng.choice(['confirmed accumulators', 'referral on file thru end of month', 'PCP must be updated to ours',
                            'benefits quoted are not a guarantee of payment']))
        d.w('-' * 78, '\n')
    d.f('Summary: verified {} / errors 0 / self-pay flags {}. Log closed {} by {}\n', str(rng.randint(18, 70)),
        str(rng.randint(0, 4)), '%02d:%02d' % (rng.randint(9, 11), rng.randrange(60)), sref(rng, runner, rng.choice(['first_i', 'full'])))
    return d


def phone_verify(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    clinic = W.hospital()
    staff = W.staff(rng.choice(['', 'CHAA', 'CRCR']))
    p = W.patient(ctx.ref, 1, 90)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    rep = W.person()
    d.f('Insurance Verification - {}\n', P(clinic['name'], 'HOSPITAL'))
    d.f('Verified by: {} ({})   {} {}\n', sref(rng, staff, 'full'), P(W.username(staff), 'USERNAME'), ctx.dt(ctx.ref),
        '%02d:%02d' % (rng.randint(8, 16), rng.randrange(60)))
    d.f('Patient: {}   DOB {}   Acct {}\n', pname(rng, p, ['full', 'LF', 'LFM']), ctx.dt(p.extra['dob']), P(core.acct(rng), 'ACCOUNT'))
    d.f('Address on card/271: {}\n', W.addr(p.extra['addr']))
    d.f('Payer: {}  ({})   Provider line {}\n', payer_seg(cov), cov['plan'], P(cov['payer']['phone'], 'PHONE'))
    d.f('Member ID {}', P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp']:
        d.f('   Group {}', P(cov['grp'], 'HEALTHPLAN'))
        if ctx.chance(0.5):
            d.f(' ({})', P(W.org('employer'), 'ORGANIZATION'))
    d.w('\n')
    d.f('Rep: {}   Call ref #: {}   Portal check: {}\n', rep.nm(rng.choice(['first', 'first_i', 'full']), 'DOCTOR'),
        P(core.ref_no(rng, ''), 'IDNUM'), P(cov['payer']['url'], 'URL'))
    d.f('Eff date {}   Term {}   Network: {}\n', ctx.dt(core.add_days(ctx.ref, -rng.randint(60, 1500))),
        rng.choice(['none', 'none', 'end of plan year']), rng.choice(['INN', 'INN', 'OON - tier 2']))
    d.w('Benefits: ', _benefits(ctx), '\n')
    svc = rng.choice([('MRI knee', '73721'), ('sleep study', '95810'), ('PT eval', '97161'), ('colonoscopy screening', '45378'),
                      ('allergy testing', '95004'), ('EGD', '43239'), ('echo', '93306'), ('CT abd/pelvis', '74177')])
    d.w('Service: %s (%s) - %s\n' % (svc[0], svc[1], rng.choice(['no auth required', 'auth required via RBM', 'covered at 100% preventive',
                                                                'subject to deductible', 'requires referral from PCP'])))
    if ctx.chance(0.5):
        d.f('PCP on file: {}   Referral # {} valid to {}\n', dref(rng, W.clinician()), P(core.ref_no(rng, 'RF'), 'IDNUM'),
            ctx.dt(ctx.fwd(30, 120), rng.choice(['md', 'mdY'])))
    if ctx.chance(0.4):
        d.f('Card scanned front/back; photo ID: {} DL {}\n', P(p.extra['addr']['state'][1], 'STATE'), P(core.dl_no(rng), 'LICENSE'))
    if ctx.chance(0.3):
        d.f('Kiosk check-in session from {} (user {})\n', P(core.ip_private(rng), 'IPADDR'), P(W.username(p), 'USERNAME'))
    if ctx.chance(0.3):
        d.f('Biometric ID: {} enrolled {}\n', P(core.bioid(rng), 'BIOID'), ctx.dt(ctx.back(100, 900), rng.choice(['mY', 'mdY'])))
    if ctx.chance(0.2):
        d.f('Other coverage reported: national health coverage from {} - not billable in US; pt self-pay for balance.\n',
            P(rng.choice(pools.COUNTRIES), 'COUNTRY'))
    d.w('Notes: ', rng.choice(['pt informed of est. OOP at check-in', 'deductible resets at start of plan year', 'secondary Medicaid - bill after primary EOB',
                               'name on card differs (maiden name); updated alias', 'plan is self-funded (ERISA)']), '\n')
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([batch, batch, batch, phone_verify, phone_verify])
    f(ctx)
    return finish(ctx, 0.45)
