"""Genre: patient financial counselling note (charity-care screening, pre-service estimate, international
self-pay, coverage enrollment assistance)."""
import core
import pools
from core import P, cat
from common import (finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative, age_sex, pt_ref, an)
from clinical import SCEN
from g_ur import UNITS, _room

GENRE = 'financial_counselling_note'

CC = {'Mexico': '52', 'Canada': '1', 'Philippines': '63', 'India': '91', 'Nigeria': '234', 'United Kingdom': '44',
      'Portugal': '351', 'Poland': '48', 'Brazil': '55', 'Germany': '49', 'Italy': '39', 'Greece': '30', 'Japan': '81',
      'South Korea': '82', 'China': '86', 'Vietnam': '84', 'Colombia': '57', 'Peru': '51', 'Ireland': '353', 'Turkey': '90',
      'Jamaica': '1 876', 'Haiti': '509', 'Ghana': '233', 'Kenya': '254', 'Ethiopia': '251', 'Pakistan': '92',
      'Bangladesh': '880', 'Ukraine': '380', 'Lebanon': '961', 'Jordan': '962', 'Guatemala': '502', 'El Salvador': '503',
      'Honduras': '504', 'Dominican Republic': '1 809', 'Somalia': '252', 'Eritrea': '291', 'Laos': '856', 'Thailand': '66',
      'Ecuador': '593', 'Cape Verde': '238'}


def _hdr(ctx, p, fc, hosp, title=None):
    rng, d = ctx.rng, ctx.d
    d.w(title or rng.choice(['FINANCIAL COUNSELING NOTE', 'Financial Counselor Note', 'PATIENT FINANCIAL SERVICES - Counseling',
                             'Fin Counseling Progress Note']), '\n')
    d.f('Pt: {}   MRN {}   HAR {}   DOB {}\n', pname(rng, p, ['LF', 'full', 'LFM']), P(p.extra['mrn'], 'MRN'),
        P(core.acct(rng).replace('HAR ', ''), 'ACCOUNT'), ctx.dt(p.extra['dob']))
    d.f('Counselor: {}   Date: {}   Location: {}\n\n', sref(rng, fc, rng.choice(['full_cred', 'full'])), ctx.dt(ctx.ref),
        P(hosp['name'], 'HOSPITAL'))


def charity(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 19, 64)
    p.extra['addr'] = W.address()
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'memorial']))
    fc = W.staff(rng.choice(['CRCR', 'CHAA', '', 'CRCR, CHAA']))
    _hdr(ctx, p, fc, hosp)
    he, his, him = p.pron()
    fam = relative(ctx, p, ['wife', 'husband', 'sister', 'daughter', 'son', 'girlfriend', 'boyfriend'])
    d.f('Met with pt at bedside, {} rm {}, with {} {} present (pt verbally consented). ', P(rng.choice(UNITS), 'HOSPITAL'),
        P(_room(rng), 'LOCATION_OTHER'), fam.extra['rel'], fam.nm(rng.choice(['first', 'full']), 'FAMILY'))
    d.f('Pt is {} {} admitted {} with {}; no active coverage found on RTE (checked {} and state Medicaid). ',
        an(p.extra['age']), age_sex(ctx, p), ctx.dt(ctx.back(1, 4), rng.choice(['md', 'mdy'])),
        rng.choice(['appendicitis', 'NSTEMI', 'DKA', 'cellulitis', 'pancreatitis', 'kidney stone', 'GI bleed']),
        rng.choice(['Medicare', 'commercial payers', 'Marketplace']))
    prof = rng.choice(pools.PROFESSIONS)
    emp = W.org('employer')
    k = rng.randrange(3)
    if k == 0:
        d.f('Works as a {} at {}, ~{} hrs/wk, no employer coverage offered. ', P(prof, 'PROFESSION'), P(emp, 'ORGANIZATION'),
            str(rng.choice([20, 24, 28, 30, 32, 36])))
    elif k == 1:
        d.f('Lost job as a {} with {} on {} and coverage ended end of that month; COBRA premium quoted {}/mo, unaffordable. ',
            P(prof, 'PROFESSION'), P(emp, 'ORGANIZATION'), ctx.dt(ctx.back(20, 120), rng.choice(['md', 'mdY', 'mon_ord'])),
            money(rng.choice([612, 748, 905, 1210])))
    else:
        d.f('Self-employed {}; 1099 income. ', P(prof, 'PROFESSION'))
    if ctx.chance(0.45):
        d.f('Pt moved here from {} in {}. ', P(rng.choice(pools.COUNTRIES), 'COUNTRY'), ctx.dt(ctx.back(400, 5000), 'Y'))
    hh = rng.randint(1, 6)
    inc = rng.randint(14, 70) * 1000
    fpl = round(inc / (15060 + 5380 * (hh - 1)) * 100)
    d.w('Household size %d, reported annual income about %s (%d%% FPL).\n\n' % (hh, money(inc)[:-3], fpl))
    d.w('Screening:\n')
    st = p.extra['addr']['state']
    d.f('- Medicaid: {} applied via state portal today, confirmation # {}\n',
        rng.choice(['likely eligible (expansion);', 'over income,', 'pending citizenship docs;', 'presumptive eligibility granted;']),
        P(core.ref_no(rng, ''), 'IDNUM'))
    d.f('- Financial Assistance Policy: {} tier ({}). Application given; needs {} pay stubs, {} tax return, bank statements.\n',
        rng.choice(['100% (free care)', '75% discount', '50% discount', 'catastrophic']), rng.choice(['<200% FPL', '200-300% FPL', '<250% FPL', 'medically indigent']),
        rng.choice(['last 2', 'last 4', '30 days of']), ctx.dt(core.add_days(ctx.ref, -rng.randint(200, 500)), 'Y'))
    d.f('- Marketplace: loss of coverage SEP until {}.\n', ctx.dt(ctx.fwd(20, 60), rng.choice(['md', 'mdY', 'long'])))
    if ctx.chance(0.5):
        d.f('- Identity: SSN last 4 {} verified against {} license {}.\n', P(core.rs(rng, core.DIG, 4), 'SSN'), P(st[1], 'STATE'),
            P(core.dl_no(rng), 'LICENSE'))
    else:
        d.f('- SSN {} provided for Medicaid app; address {}.\n', P(core.ssn(rng), 'SSN'), W.addr(p.extra['addr']))
    if ctx.chance(0.35):
        d.f('- Registration biometric: palm-vein enrolled, template ID {}.\n', P(core.bioid(rng), 'BIOID'))
    est = rng.randint(8, 90) * 1000
    d.f('\nEstimated charges to date {}. Explained self-pay discount (40%) if FAP denied. {} asked about a payment plan; '
        'explained up to 24 months interest-free. ', money(est), pt_ref(rng, p))
    d.f('Follow-up: will return {} to collect documents; pt may also email {} or call {}.\n',
        ctx.dt(ctx.fwd(1, 4), rng.choice(['weekday', 'wk_short', 'md'])), P(W.email(fc, org=True), 'EMAIL'),
        P(core.phone(rng, ext=True), 'PHONE'))
    d.f('Pt contact: {}   {} ({}) {}\n', P(core.phone(rng, ext=False), 'PHONE'), fam.extra['rel'], fam.nm('first', 'FAMILY'),
        P(core.phone(rng, ext=False), 'PHONE'))
    d.f('-- {}\n', sref(rng, fc, rng.choice(['first_i', 'full_cred'])))
    return d


def estimate(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc = rng.choice(SCEN)
    p = W.patient(ctx.ref, 20, 85)
    cov = coverage(ctx, p)
    fac = W.hospital(rng.choice(['hosp', 'asc', 'saint', 'ortho', 'imaging']))
    fc = W.staff(rng.choice(['CRCR', 'CHAA', '']))
    surg = W.clinician(rng.choice(['MD', 'DO', 'MD, FACS']))
    _hdr(ctx, p, fc, fac, rng.choice(['PRE-SERVICE ESTIMATE / COUNSELING', 'Good Faith Estimate Counseling Note',
                                      'Pre-Registration Financial Clearance']))
    sd = ctx.fwd(5, 40)
    d.f('Scheduled: {} with {} on {} ({}).\n', sc['svc'], dref(rng, surg), ctx.dt(sd, rng.choice(['wk_long', 'wk_abbr', 'long', 'mdY'])),
        ', '.join(c[0] for c in sc['cpt']))
    d.f('Coverage: {} {}  ID {}', payer_seg(cov), cov['plan'], P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp']:
        d.f('  Grp {}', P(cov['grp'], 'HEALTHPLAN'))
    d.f('. Auth {} on file ({}).\n', P(core.ref_no(rng), 'IDNUM'), rng.choice(['approved', 'pending', 'not required per payer']))
    ded = rng.choice([500, 1000, 1500, 2500, 3000, 4000, 6000])
    met = round(ded * rng.uniform(0, 0.9), 2)
    coins = rng.choice([10, 20, 30])
    oop = ded * rng.choice([2, 3])
    allowed = round(sum(c[3] for c in sc['cpt']) * rng.uniform(0.9, 2.2), 2)
    rem = ded - met
    pt_resp = min(oop, round(rem + (allowed - rem) * coins / 100, 2))
    d.w('Benefits: deductible %s (%s met), coinsurance %d%%, OOP max %s.\n' % (money(ded), money(met), coins, money(oop)))
    d.w('Estimated allowed %s; estimated patient responsibility %s. Reviewed with pt by phone; explained this '
        'is an estimate and excludes anesthesia and pathology professional fees.\n' % (money(allowed), money(pt_resp)))
    dep = round(pt_resp * rng.choice([0.1, 0.2, 0.25, 0.5]), 2)
    d.f('Pre-service deposit {} requested; {}. ', money(dep), rng.choice([cat('paid by card, conf ', P(core.rs(rng, core.DIG, 6), 'IDNUM')),
                                                                         'pt will pay at check-in', 'pt requested plan',
                                                                         'deferred - FAP app sent']))
    if ctx.chance(0.5):
        guar = relative(ctx, p, ['wife', 'husband', 'son', 'daughter'])
        d.f('Guarantor is {} {} ({}); {} works as a {} at {}. ', guar.extra['rel'], guar.nm('full', 'FAMILY'),
            P(core.phone(rng, ext=False), 'PHONE'), 'he' if guar.sex == 'M' else 'she',
            P(rng.choice(pools.PROFESSIONS), 'PROFESSION'), P(W.org('employer'), 'ORGANIZATION'))
    if ctx.chance(0.4):
        d.f('HSA balance per pt ~{}. ', money(rng.randint(3, 60) * 100))
    d.f('GFE mailed to {} and sent to portal {}.\n', W.addr(W.address()), P(W.url('portal'), 'URL'))
    d.f('{} {}\n', sref(rng, fc, 'full_cred'), P(core.phone(rng, ext=True), 'PHONE'))
    return d


def international(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 18, 85)
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'memorial']))
    fc = W.staff(rng.choice(['CRCR', 'CHAA', '']))
    ctry = rng.choice(pools.COUNTRIES)
    _hdr(ctx, p, fc, hosp, rng.choice(['INTERNATIONAL PATIENT - FINANCIAL COUNSELING', 'Self-Pay / International Note']))
    d.f('Pt is a visitor from {}, in the area since {} visiting {} {} in {}. ', P(ctry, 'COUNTRY'),
        ctx.dt(ctx.back(10, 80), rng.choice(['md', 'mon_ord', 'long'])),
        *(lambda f: (f.extra['rel'], f.nm('full', 'FAMILY')))(relative(ctx, p, ['daughter', 'son', 'sister', 'brother', 'niece'])),
        W.addr(W.address(), 'city'))
    d.f('Presented to ED {} and was admitted to {} rm {}. ', ctx.dt(ctx.back(1, 5), 'md'), P(rng.choice(UNITS), 'HOSPITAL'),
        P(_room(rng), 'LOCATION_OTHER'))
    trav = W.org('auto').replace('Auto Insurance Co.', 'Travel Assistance').replace('Casualty', 'Travel Insurance').replace(
        'Mutual Auto', 'Global Travel Care').replace('Property & Casualty', 'Travel Medical')
    d.f('Has travel medical coverage through {} (policy {}), limit {} with {} deductible. ', P(trav, 'ORGANIZATION'),
        P(core.member_id(rng), 'HEALTHPLAN'), money(rng.choice([50000, 100000, 250000]))[:-3], money(rng.choice([0, 100, 250, 500]))[:-3])
    d.f('Called assistance line {} (ref {}) - guarantee of payment requested; {}.\n', P(core.phone(rng, 'plus1', ext=False), 'PHONE'),
        P(core.ref_no(rng, ''), 'IDNUM'), rng.choice(['GOP received for inpatient stay', 'awaiting medical records review',
                                                       'carrier requires itemized bill first', 'coverage excludes pre-existing conditions']))
    d.f('Home address on file: {}, {}. ', P(W.street(), 'STREET'), cat(P(W.town(), 'CITY'), ', ', P(ctry, 'COUNTRY')))
    cc = CC.get(ctry, '44')
    d.f('Passport verified. Email {}; WhatsApp {}. ', P(W.email(p), 'EMAIL'),
        P('+' + cc + ' 555 01' + core.rs(rng, core.DIG, 2) + ' ' + core.rs(rng, core.DIG, 4), 'PHONE'))
    d.w('Self-pay international deposit policy explained', rng.choice([cat('; interpreter used, ID #', P(core.rs(rng, core.DIG, 5), 'IDNUM')),
                                                                      '', ' in English per pt preference']), '.\n')
    d.f('-- {}, {}\n', sref(rng, fc, 'full'), ctx.dt(ctx.ref, 'md'))
    return d


def enroll(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 64, 64) if ctx.chance(0.5) else W.patient(ctx.ref, 22, 60)
    p.extra['addr'] = W.address()
    clinic = W.hospital(rng.choice(['chc', 'fm', 'clinic', 'cancer']))
    fc = W.staff(rng.choice(['CAC', 'CRCR', 'Navigator', '']))
    _hdr(ctx, p, fc, clinic, rng.choice(['Coverage Enrollment Assistance', 'Benefits Navigator Note', 'FINANCIAL NAVIGATION']))
    he, his, him = p.pron()
    dob = p.extra['dob']
    t65 = dob.replace(year=dob.year + 65, day=min(dob.day, 28))
    if t65 > ctx.ref:
        d.f('Pt turns 65 on {} and is not yet enrolled in Medicare Part B. ', ctx.dt(t65, rng.choice(['long', 'mdY', 'md'])))
        d.w('Reviewed IEP timelines, Part B premium, Medigap vs Medicare Advantage options; ', rng.choice(
            ['pt leaning toward Medigap Plan G', 'pt wants an MA plan with dental', 'will keep employer coverage (20+ employees) and delay Part B']), '. ')
        d.f('Pt retired from {} as a {}. ', P(W.org('employer'), 'ORGANIZATION'), P(rng.choice(pools.PROFESSIONS), 'PROFESSION'))
        d.w('Screened for Extra Help and MSP (QMB/SLMB) - ', rng.choice(['likely eligible', 'over resource limit', 'application started']), '. ')
    else:
        cov = coverage(ctx, p, 'commercial')
        d.f('Current coverage via {} through employer {} ends {} (', payer_seg(cov), P(W.org('employer'), 'ORGANIZATION'),
            ctx.dt(ctx.fwd(5, 40), rng.choice(['long', 'mdY', 'md'])))
        d.f('{} is on leave as a {}). ', he, P(rng.choice(pools.PROFESSIONS), 'PROFESSION'))
        d.w('Compared COBRA vs Marketplace; estimated APTC makes a silver plan about ', money(rng.randint(40, 400)), '/mo. ')
    if ctx.chance(0.6):
        d.f('Manufacturer assistance: enrolled in {} for {}; card BIN 610020 PCN {} ID {}. ', P(W.org('pap'), 'ORGANIZATION'),
            rng.choice(['adalimumab', 'apixaban', 'insulin glargine', 'semaglutide', 'dupilumab', 'tiotropium']),
            rng.choice(['PXXPDMI', 'CN', 'LOYALTY', 'OHCP']), P(core.rs(rng, core.DIG, 11), 'HEALTHPLAN'))
    d.f('Pt address {}, cell {}, email {}.\n', W.addr(p.extra['addr']), P(core.phone(rng, ext=False), 'PHONE'), P(W.email(p), 'EMAIL'))
    d.f('Next touchpoint {}.  Time spent 35 min.\n', ctx.dt(ctx.fwd(3, 30), rng.choice(['md', 'wk_short', 'long'])))
    d.f('{}\n', sref(rng, fc, 'full_cred'))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([charity, charity, estimate, estimate, international, international, enroll])
    f(ctx)
    return finish(ctx, 0.45)
