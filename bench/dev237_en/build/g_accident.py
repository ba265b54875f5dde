"""Genre (author's own): accident / third-party liability and subrogation correspondence
(member accident questionnaire, auto/PIP billing intake, workers' compensation billing intake, subrogation letter)."""
import core
import pools
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative, age_sex

GENRE = 'accident_liability_questionnaire'

CARS = ['2017 Honda Civic', '2019 Toyota RAV4', '2012 Ford F-150', '2021 Tesla Model 3', '2015 Chevrolet Malibu', '2018 Nissan Altima',
        '2010 Toyota Camry', '2020 Subaru Outback', '2016 Jeep Wrangler', '2014 Hyundai Elantra', '2022 Kia Telluride',
        '2009 Dodge Ram 1500', '2013 Mazda3', '2019 Freightliner Cascadia (tractor)', 'Harley-Davidson Sportster motorcycle',
        '2011 Volkswagen Jetta', '2023 Ford Transit van']
INJ = [('S13.4XXA', 'Sprain of ligaments of cervical spine, initial encounter'), ('S33.5XXA', 'Sprain of ligaments of lumbar spine'),
       ('S06.0X0A', 'Concussion without loss of consciousness'), ('S82.201A', 'Unspecified fracture of shaft of right tibia'),
       ('S52.501A', 'Unspecified fracture of the lower end of right radius'), ('S22.31XA', 'Fracture of one rib, right side'),
       ('S43.004A', 'Unspecified dislocation of right shoulder joint'), ('S61.412A', 'Laceration without FB of left hand')]
CAUSE = [('V43.52XA', 'Car driver injured in collision with car in traffic accident'),
         ('V03.10XA', 'Pedestrian injured in collision with car in traffic accident'),
         ('W11.XXXA', 'Fall from ladder'), ('W23.0XXA', 'Caught between moving objects'),
         ('V28.4XXA', 'Motorcycle driver injured in noncollision transport accident'), ('W01.0XXA', 'Fall on same level from slipping')]


def _vehicle(ctx, d, owner_seg=None, fleet=False):
    rng = ctx.rng
    st = rng.choice(pools.STATES)
    car = rng.choice(['2023 Ford Transit van', '2019 Freightliner Cascadia (tractor)', '2012 Ford F-150', '2020 Ram ProMaster van']) \
        if fleet else rng.choice(CARS)
    d.f('  Vehicle: {}   Plate: {} {}   VIN: {}\n', car, P(st[1], 'STATE'), P(core.plate(rng), 'VEHICLE'),
        P(core.vin(rng), 'VEHICLE'))
    if owner_seg:
        d.f('  Registered owner: {}\n', owner_seg)


def questionnaire(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 16, 85)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    pay = cov['payer']
    acc = ctx.back(30, 300)
    d.f('{} - Coordination of Benefits / Subrogation\n', payer_seg(cov))
    d.w(rng.choice(['ACCIDENT QUESTIONNAIRE', 'Injury/Accident Information Request', 'OTHER PARTY LIABILITY QUESTIONNAIRE']), '\n\n')
    d.f('We received claims for {} related to an injury (diagnosis {}). Please complete and return within 30 days or claims '
        'may be pended.\n\n', pname(rng, p, ['full', 'fmi']), rng.choice(INJ)[0])
    d.f('Member: {}   ID {}   DOB {}\nClaim(s): {}, {}\n', pname(rng, p, ['full', 'LF']), P(cov['mid'], 'HEALTHPLAN'),
        ctx.dt(p.extra['dob']), P(core.claim_no(rng), 'ACCOUNT'), P(core.claim_no(rng), 'ACCOUNT'))
    d.f('Date of injury: {}   Time: {}\n', ctx.dt(acc), '%d:%02d %s' % (rng.randint(1, 12), rng.randrange(60), rng.choice(['am', 'pm'])))
    kind = rng.choice(['auto', 'auto', 'auto', 'work', 'premises'])
    if ctx.chance(0.25):
        d.f('Did the injury occur outside the United States? Yes - {}\n', P(rng.choice(pools.COUNTRIES), 'COUNTRY'))
    d.w('Type: [%s] Motor vehicle  [%s] Work-related  [%s] Slip/fall on someone else\'s property  [ ] Other\n'
        % ('X' if kind == 'auto' else ' ', 'X' if kind == 'work' else ' ', 'X' if kind == 'premises' else ' '))
    if kind == 'auto':
        a1 = rng.choice(pools.STREET_NAMES)
        a2 = rng.choice(pools.ORDINAL_STREETS + pools.STREET_NAMES)
        d.f('Where: intersection of {} and {}, {}, {}\n', P(a1 + ' ' + rng.choice(['St', 'Ave', 'Rd']), 'STREET'),
            P(a2 + ' ' + rng.choice(['St', 'Ave', 'Blvd']), 'STREET'), P(W.town(), 'CITY'), P(p.extra['addr']['state'][1], 'STATE'))
        role = rng.choice(['driver', 'driver', 'passenger', 'pedestrian', 'cyclist'])
        d.w('Member was: ', role, '\n')
        if role in ('driver', 'passenger'):
            d.w('Member\'s vehicle:\n')
            _vehicle(ctx, d)
        other = W.person()
        auto = W.org('auto')
        d.f('Other driver: {}   Phone {}\n', other.nm('full', 'FAMILY'), P(core.phone(rng, ext=False), 'PHONE'))
        _vehicle(ctx, d)
        d.f('Other driver\'s insurer: {}   Claim # {}   Adjuster: {} {}\n', P(auto, 'ORGANIZATION'), P(core.claim_no(rng), 'ACCOUNT'),
            W.person().nm('full', 'FAMILY'), P(core.phone(rng, ext=True), 'PHONE'))
        d.f('Member\'s auto insurer (PIP/MedPay): {}  policy {}\n', P(W.org('auto'), 'ORGANIZATION'), P(core.member_id(rng), 'HEALTHPLAN'))
        d.f('Police report #: {}   Agency: {} Police Dept\n', P(core.rs(rng, core.DIG, 2) + '-' + core.rs(rng, core.DIG, 6), 'IDNUM'),
            P(W.town(), 'CITY'))
    elif kind == 'work':
        emp = W.org('employer')
        sup = W.person()
        d.f('Employer: {}   Supervisor: {}   Phone {}\n', P(emp, 'ORGANIZATION'), sup.nm('full', 'FAMILY'), P(core.phone(rng, ext=True), 'PHONE'))
        d.f('Job title: {}   WC carrier: {}   WC claim # {}\n', P(rng.choice(pools.PROFESSIONS), 'PROFESSION'), P(W.org('wc'), 'ORGANIZATION'),
            P(core.claim_no(rng), 'ACCOUNT'))
        if ctx.chance(0.5):
            d.w('Company vehicle involved:\n')
            _vehicle(ctx, d, P(emp, 'ORGANIZATION'), fleet=True)
    else:
        owner = W.person()
        d.f('Property: {}, {} (owner {})\n', P(W.street(business=True), 'STREET'), P(W.town(), 'CITY'), owner.nm('full', 'FAMILY'))
        d.f('Property liability insurer: {}   Claim # {}\n', P(W.org('auto').replace('Auto', 'Home'), 'ORGANIZATION'),
            P(core.claim_no(rng), 'ACCOUNT'))
    desc = {'auto': ['"I was stopped at the light and got rear-ended."', '"T-boned on the passenger side, airbags went off."',
                     '"Other car ran the red and hit my front bumper."'],
            'work': ['"Lifting a pallet at work and felt my back pop."', '"Caught my hand in the press at the plant."',
                     '"Fell off the loading dock when the plate shifted."'],
            'premises': ['"Slipped on wet floor by the freezer aisle, no sign."', '"Fell off a ladder cleaning gutters at a friend\'s house."',
                         '"Tripped on a broken step going into the building."']}[kind]
    d.w('Description (member\'s words): ', rng.choice(desc), '\n')
    if ctx.chance(0.6):
        law = W.org('law')
        atty = W.person()
        d.f('Attorney retained: Yes - {}, {}, {}\n', atty.nm('full', 'FAMILY'), P(law, 'ORGANIZATION'), P(core.phone(rng, ext=False), 'PHONE'))
    else:
        d.w('Attorney retained: No\n')
    d.f('\nSigned: {}   Date: {}   Phone: {}\n', pname(rng, p, ['full']), ctx.dt(ctx.ref), P(core.phone(rng, ext=False), 'PHONE'))
    d.f('Return to: {} Recovery Unit, {}, fax {}\n', payer_seg(cov, True), W.addr(pay['addr']), P(pay['fax'], 'FAX'))
    return d


def pip_intake(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 16, 80)
    p.extra['addr'] = W.address()
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'ortho', 'rehab', 'imaging']))
    reg = W.staff('')
    acc = ctx.back(1, 40)
    d.f('MVA / THIRD-PARTY BILLING INTAKE - {}\n', P(hosp['name'], 'HOSPITAL'))
    d.f('Registered {} by {}   Acct {}   MRN {}\n\n', ctx.dt(ctx.ref), sref(rng, reg, rng.choice(['first_i', 'full'])),
        P(core.acct(rng), 'ACCOUNT'), P(p.extra['mrn'], 'MRN'))
    d.f('Patient: {}, {}\nDOB {}   Cell {}\nHome: {}\n', pname(rng, p, ['full', 'LF']), age_sex(ctx, p), ctx.dt(p.extra['dob']),
        P(core.phone(rng, ext=False), 'PHONE'), W.addr(p.extra['addr']))
    if ctx.chance(0.6):
        d.f('Occupation: {}   Employer: {}\n', P(rng.choice(pools.PROFESSIONS), 'PROFESSION'), P(W.org('employer'), 'ORGANIZATION'))
    d.f('DOI {}  - {}\n', ctx.dt(acc), rng.choice(['driver, rear-end collision', 'front-seat passenger, side impact',
                                                   'pedestrian struck in parking lot', 'motorcycle laid down, no other vehicle']))
    d.w('Billing order: 1) PIP/MedPay  2) health plan  3) third-party liability (letter of protection if attorney)\n\n')
    auto = W.org('auto')
    d.f('PIP carrier: {}   Policy {}   Claim {}   Adjuster {} {}\n', P(auto, 'ORGANIZATION'), P(core.member_id(rng), 'HEALTHPLAN'),
        P(core.claim_no(rng), 'ACCOUNT'), W.person().nm(rng.choice(['full', 'first_i']), 'FAMILY'), P(core.phone(rng, ext=True), 'PHONE'))
    d.w('PIP limit ', money(rng.choice([2500, 5000, 10000, 50000])), ', exhausted: ', rng.choice(['no', 'unknown', 'yes - exhaustion letter requested']), '\n')
    d.w('Patient vehicle:\n')
    _vehicle(ctx, d)
    if ctx.chance(0.6):
        d.w('At-fault vehicle:\n')
        own = W.person()
        _vehicle(ctx, d, own.nm('full', 'FAMILY'))
    cov = coverage(ctx, p)
    d.f('Health plan (secondary): {} ID {}\n', payer_seg(cov), P(cov['mid'], 'HEALTHPLAN'))
    d.w('Dx: ', '; '.join('%s %s' % x for x in rng.sample(INJ, 2)), '; ext cause ', rng.choice(CAUSE)[0], '\n')
    d.w('CPT: ', ', '.join(rng.sample(['99284', '72125', '72131', '70450', '73610', '12002', '29125', '97110', '97140', '99283'], 3)), '\n')
    if ctx.chance(0.5):
        law = W.org('law')
        d.f('LOP received from {} (paralegal {}) dated {}\n', P(law, 'ORGANIZATION'), W.person().nm('first', 'FAMILY'),
            ctx.dt(core.add_days(acc, rng.randint(3, 20)), 'md'))
    d.f('Driver\'s license: {} {}   Insurance card and police exchange form scanned.\n', P(p.extra['addr']['state'][1], 'STATE'),
        P(core.dl_no(rng), 'LICENSE'))
    return d


def subro_letter(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    p = W.patient(ctx.ref, 18, 85)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    vendor = W.org(rng.choice(['review', 'billing']))
    rec = W.staff('')
    acc = ctx.back(120, 700)
    law = W.org('law')
    atty = W.person()
    d.f('{}\nRecovery services on behalf of {}\n{}\n\n', P(vendor, 'ORGANIZATION'), payer_seg(cov), W.addr(W.address(business=True), 'two'))
    d.f('{}\n\n{}, Esq.\n{}\n{}\n\n', ctx.dt(ctx.ref, 'long'), atty.nm('full', 'FAMILY'), P(law, 'ORGANIZATION'),
        W.addr(W.address(business=True), 'two'))
    d.f('RE: Notice of lien / reimbursement claim\nYour client: {}\nMember ID: {}\nDate of loss: {}\nOur file #: {}\n\n',
        pname(rng, p, ['full', 'fmi']), P(cov['mid'], 'HEALTHPLAN'), ctx.dt(acc, 'long'), P(core.ref_no(rng, 'SUB'), 'IDNUM'))
    d.f('Dear Counsel:\n\nPlease be advised that {} has paid benefits for injuries your client sustained in the motor vehicle '
        'accident of {}. Under the terms of the {} plan, the plan is entitled to reimbursement from any third-party recovery. '
        'The itemized lien to date is {}:\n', payer_seg(cov, True), ctx.dt(acc, rng.choice(['md', 'mdY'])),
        rng.choice(['self-funded ERISA', 'fully insured', 'Medicare Advantage']), money(round(rng.uniform(1500, 90000), 2)))
    for _ in range(rng.randint(2, 5)):
        dd = core.add_days(acc, rng.randint(0, 120))
        d.f('  {}  {}  {}\n', ctx.dt(dd, 'mdY'), P(W.hospital()['name'], 'HOSPITAL') if ctx.chance(0.6) else dref(rng, W.clinician(), 'full_cred'),
            money(round(rng.uniform(80, 20000), 2)))
    d.f('\nPlease provide the liability carrier, policy limits and claim number, and do not disburse settlement funds without '
        'our written release. Contact {} at {} or {}.\n\nSincerely,\n{}\nRecovery Specialist\n', sref(rng, rec, 'full'),
        P(core.phone(rng, tollfree=True, ext=True), 'PHONE'), P(W.email(rec, org=True), 'EMAIL'), sref(rng, rec, 'full'))
    d.f('cc: {} (member)\n', pname(rng, p, ['full']))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([questionnaire, questionnaire, pip_intake, pip_intake, subro_letter])
    f(ctx)
    return finish(ctx, 0.45)
