"""Genre: claim note with CPT/ICD-10 lines (AR follow-up log, CMS-1500 summary, UB-04 summary, scrubber report)."""
import core
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, money_nd, relative
from clinical import SCEN, EM, OFFICE_PROCS, OFFICE_DX, DENIALS, RARC
from g_ur import INPT

GENRE = 'claim_note_cpt_icd'


def _claim_lines(ctx, sc=None):
    rng = ctx.rng
    lines = []
    if sc:
        for code, desc, units, fee in sc['cpt']:
            lines.append((code, rng.choice(['', '', 'RT', 'LT', '59', 'XS', 'GA', 'KX']), units, fee / units, desc))
        dx = sc['icd']
    else:
        em = rng.choice(EM)
        lines.append((em[0], rng.choice(['', '25']), 1, em[2] * 1.8, em[1]))
        for code, desc, fee in rng.sample(OFFICE_PROCS, rng.randint(1, 3)):
            lines.append((code, rng.choice(['', '', '59', 'QW']), 1, fee * 1.8, desc))
        dx = rng.sample(OFFICE_DX, rng.randint(1, 4))
    return lines, dx


def ar_log(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc = rng.choice(SCEN) if ctx.chance(0.6) else None
    p = W.patient(ctx.ref, 1, 90)
    cov = coverage(ctx, p)
    pay = cov['payer']
    fac = W.hospital()
    prov = W.clinician()
    dos = ctx.back(60, 200)
    lines, dx = _claim_lines(ctx, sc)
    total = sum(u * f for _c, _m, u, f, _d in lines)
    clm = core.claim_no(rng)
    d.f('ACCOUNT NOTES - {}\n', P(fac['name'], 'HOSPITAL'))
    d.f('Guarantor/Pt: {}   Acct {}   DOB {}\n', pname(rng, p, ['LF', 'LFM', 'LFc']), P(core.acct(rng), 'ACCOUNT'),
        ctx.dt(p.extra['dob']))
    d.f('Payer: {} ({})  Member {}   Claim {}\n', payer_seg(cov), cov['plan'], P(cov['mid'], 'HEALTHPLAN'), P(clm, 'ACCOUNT'))
    d.f('DOS {}   Rendering {}   Billed {}\n', ctx.dt(dos), dref(rng, prov, 'LF_cred'), money(total))
    for i, (code, mod, units, fee, desc) in enumerate(lines, 1):
        d.w('  Ln %d  %s%s  x%s  %s  %s  ptr %s\n' % (i, code, ('-' + mod) if mod else '', units, money_nd(fee * units),
                                                    desc[:38], ''.join('ABCD'[j] for j in range(min(len(dx), rng.randint(1, 3))))))
    d.w('  Dx: ', '  '.join('%s. %s' % ('ABCD'[j], c[0]) for j, c in enumerate(dx[:4])), '\n\n')
    users = [W.staff(rng.choice(['', 'CPB', 'CRCR'])) for _ in range(rng.randint(1, 3))]
    t = core.add_days(dos, rng.randint(2, 6))
    den = rng.choice(DENIALS)
    events = [
        lambda t: cat('Claim created, scrubbed clean, released in batch ', P(core.rs(rng, core.DIG, 6), 'IDNUM'), ' to ',
                      P(W.org('clearing'), 'ORGANIZATION'), '.'),
        lambda t: cat('277CA accepted by payer; payer claim # ', P(core.claim_no(rng), 'ACCOUNT'), '.'),
        lambda t: cat('835 received: denied ', den[0], ' - ', den[1]),
        lambda t: cat('Called ', payer_seg(cov, True), ' provider line ', P(pay['phone'], 'PHONE'), ', spoke with ',
                      W.person().nm(rng.choice(['first', 'first_i']), 'DOCTOR'), ', call ref # ', P(core.ref_no(rng, ''), 'IDNUM'),
                      '. Rep states ', rng.choice(['records requested, fax to ', 'reprocess request sent, allow 30 days; fax ',
                                                  'corrected claim needed; medical records to ']), P(pay['fax'], 'FAX'), '.'),
        lambda t: cat('Corrected claim (freq 7) sent with ', rng.choice(['modifier 59 on line 2', 'dx pointer fixed',
                                                                        'auth # added in loop 2300', 'NDC added for J-code',
                                                                        'rendering NPI corrected']), ', orig ICN ', P(clm, 'ACCOUNT'), '.'),
        lambda t: cat('Records faxed to ', P(pay['fax'], 'FAX'), ' (', str(rng.randint(4, 40)), ' pages).'),
        lambda t: cat('Implant invoice attached for carve-out: ', rng.choice(['neurostimulator', 'knee components', 'pacemaker',
                                                                            'bone growth stimulator']), ' SN ', P(core.serial(rng), 'DEVICE'), ' cost ',
                      money(round(rng.uniform(900, 22000), 2)), '.'),
        lambda t: cat('Pt called, updated ins: new member ID ', P(core.member_id(rng), 'HEALTHPLAN'), ' eff ',
                      ctx.dt(core.add_days(dos, -rng.randint(10, 300))), '.'),
        lambda t: cat('Paid ', money(round(total * rng.uniform(0.3, 0.7), 2)), ' EFT ', P(core.rs(rng, core.DIG, 10), 'IDNUM'),
                      '; PR ', money(round(rng.uniform(10, 300), 2)), ' to pt statement.'),
        lambda t: cat('Appeal L1 mailed to ', payer_seg(cov, True), ' ', W.addr(pay['addr']), ' certified #',
                      P(core.rs(rng, core.DIG, 20), 'IDNUM'), '.'),
    ]
    order = [0, 1, 2] + sorted(rng.sample(range(3, len(events)), rng.randint(2, 4)))
    for k in order:
        u = rng.choice(users)
        t = core.add_days(t, rng.randint(1, 25))
        d.f('{} {} {}: ', ctx.dt(t, rng.choice(['mdy', 'mdY']) if ctx.ds not in ('mdy', 'mdY') else ctx.ds),
            '%02d:%02d' % (rng.randint(7, 17), rng.randrange(60)), P(W.username(u), 'USERNAME'))
        d.w(events[k](t), '\n')
    d.f('Next f/u: {}  Queue: {}\n', ctx.dt(core.add_days(t, rng.randint(7, 30)), 'md'),
        rng.choice(['DENIALS-MEDNEC', 'AR 61-90', 'AR 91-120', 'APPEALS', 'CODING HOLD', 'CREDIT BAL']))
    return d


def cms1500(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc = rng.choice(SCEN) if ctx.chance(0.5) else None
    p = W.patient(ctx.ref, 0, 90)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    prov = W.clinician()
    prac = W.hospital(rng.choice(['fm', 'clinic', 'ortho', 'cardio', 'rehab']))
    sub = p
    rel = 'Self'
    if ctx.chance(0.35) or p.extra['age'] < 18:
        sub = relative(ctx, p, ['mother', 'father'] if p.extra['age'] < 26 else ['wife', 'husband'])
        rel = 'Child' if sub.extra['rel'] in ('mother', 'father') else 'Spouse'
    dos = ctx.back(3, 60)
    lines, dx = _claim_lines(ctx, sc)
    d.w('CMS-1500 (02/12) CLAIM SUMMARY - ', rng.choice(['pre-submission review', 'as submitted', 'print image']), '\n')
    d.f('Carrier: {}  {}\n', payer_seg(cov), W.addr(cov['payer']['addr']))
    d.f('1a Insured ID: {}\n2  Patient: {}\n3  DOB: {}  Sex: {}\n4  Insured: {}\n', P(cov['mid'], 'HEALTHPLAN'),
        pname(rng, p, ['LFM', 'LF', 'LFc']), ctx.dt(p.extra['dob'], 'mdY'), p.sex,
        sub.nm('LFM', 'PATIENT' if sub is p else 'FAMILY') if sub is not p or ctx.chance(0.5) else 'SAME')
    d.f('5  Patient address: {}  Tel {}\n6  Relationship: {}\n', W.addr(p.extra['addr'], 'nocomma'),
        P(core.phone(rng, 'paren', ext=False), 'PHONE'), rel)
    if cov['grp']:
        d.f('11 Group: {}', P(cov['grp'], 'HEALTHPLAN'))
        if ctx.chance(0.6):
            d.f('   11b Employer: {}', P(W.org('employer'), 'ORGANIZATION'))
        d.w('\n')
    d.w('10a-c Related to employment/auto/other accident: N/N/N\n')
    d.f('12 Signature on file {}\n', ctx.dt(ctx.back(300, 900), 'mdY'))
    ref = W.clinician()
    d.f('17 DN {}   17b NPI {}\n', ref.nm('LFM', 'DOCTOR'), P(ref.extra['npi'], 'LICENSE'))
    d.w('21 ICD Ind 0: ', '  '.join('%s. %s' % ('ABCDEFGHIJKL'[j], c[0].replace('.', '')) for j, c in enumerate(dx)), '\n')
    if ctx.chance(0.5):
        d.f('23 Prior auth #: {}\n', P(core.ref_no(rng), 'IDNUM'))
    d.w('24  DOS From   To         POS  CPT/HCPCS  Mod  Ptr  Charges   Units  Rendering NPI\n')
    for code, mod, units, fee, _desc in lines:
        d.w('    ')
        d.f('{} {}  ', ctx.dt(dos, 'mdy') if ctx.chance(0.5) else ctx.dt(dos, 'mdY'), ctx.dt(dos, 'mdy'))
        d.f('{}   {}  {}  {}  {}  {}  {}\n', sc['pos'] if sc else '11', '%-9s' % code, '%-3s' % mod, 'A' + ('B' if len(dx) > 1 else ''),
            '%9s' % money_nd(fee * units), str(units), P(prov.extra['npi'], 'LICENSE'))
    d.f('25 Fed Tax ID: {} (EIN)   26 Pt acct #: {}\n', P(prac['tin'], 'IDNUM'), P(core.acct(rng), 'ACCOUNT'))
    d.w('28 Total charge: %s   29 Amt paid: %s\n' % (money(sum(f * u for _c, _m, u, f, _d in lines)), money(rng.choice([0, 0, 20, 30, 40]))))
    d.f('31 {}   {}\n', dref(rng, prov, 'LF_cred'), ctx.dt(ctx.ref, 'mdY'))
    d.f('32 {} {}  32a {}\n33 {} {}  Ph {}  33a {}\n', P(prac['name'].upper(), 'HOSPITAL'), W.addr(prac['addr'], 'nocomma'),
        P(prac['npi'], 'LICENSE'), P(prac['name'].upper(), 'HOSPITAL'), W.addr(prac['addr'], 'nocomma'), P(prac['phone'], 'PHONE'),
        P(prac['npi'], 'LICENSE'))
    return d


def ub04(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    case = rng.choice(INPT)
    p = W.patient(ctx.ref, 30, 95)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    hosp = W.hospital(rng.choice(['hosp', 'saint', 'memorial']))
    att = W.clinician(rng.choice(['MD', 'DO']))
    adm = ctx.back(20, 90)
    los = rng.randint(2, 7)
    dc = core.add_days(adm, los)
    d.w('UB-04 CLAIM SUMMARY (837I)  TOB 0111\n')
    d.f('1 {} {}  Ph {}\n', P(hosp['name'], 'HOSPITAL'), W.addr(hosp['addr']), P(hosp['phone'], 'PHONE'))
    d.f('3a Pat cntl #: {}   3b Med rec #: {}   5 Fed tax #: {}\n', P(core.acct(rng), 'ACCOUNT'), P(p.extra['mrn'], 'MRN'),
        P(hosp['tin'], 'IDNUM'))
    d.f('6 Statement period {} - {}\n', ctx.dt(adm, 'mdy'), ctx.dt(dc, 'mdy'))
    d.f('8 Patient: {}   9 {}\n', pname(rng, p, ['LFM', 'LF']), W.addr(p.extra['addr'], 'nocomma'))
    d.f('10 Birthdate {}  11 Sex {}  12 Admit {} hr {}  14 Type 1 (emergency)  15 Src 7  17 Stat 0{}\n',
        ctx.dt(p.extra['dob'], 'mdY'), p.sex, ctx.dt(adm, 'mdy'), '%02d' % rng.randint(0, 23), rng.choice(['1', '6', '3']))
    d.f('31 Occurrence code 11 {}   ', ctx.dt(core.add_days(adm, -rng.randint(0, 3)), 'mdy'))
    if ctx.chance(0.4):
        d.f('Occurrence code 24 {}', ctx.dt(core.add_days(adm, rng.randint(20, 60)), 'mdy'))
    d.w('\n39 Value code 80 (covered days) %d\n' % los)
    d.w('42 Rev  43 Description               44 HCPCS   45 Serv dt   46 Units  47 Charges\n')
    revs = [('0120', 'Room & board semi-private', '', los, 2850.0), ('0250', 'Pharmacy', '', rng.randint(8, 40), 45.0),
            ('0300', 'Laboratory', '', rng.randint(10, 40), 62.0), ('0320', 'Dx X-ray', '71046', 1, 410.0),
            ('0450', 'Emergency room', '99285', 1, 3100.0), ('0636', 'Drugs req detail coding', 'J2405', 4, 38.0),
            ('0730', 'EKG/ECG', '93005', 2, 290.0), ('0410', 'Respiratory services', '94640', rng.randint(2, 12), 120.0),
            ('0424', 'PT evaluation', '97163', 1, 540.0), ('0270', 'Med/surg supplies', '', rng.randint(5, 30), 31.0)]
    tot = 0
    for rev, desc, hc, u, fee in rng.sample(revs, rng.randint(4, 7)):
        tot += u * fee
        d.w('   %s  %-25s %-8s  ' % (rev, desc, hc))
        if hc:
            d.w(ctx.dt(core.add_days(adm, rng.randint(0, los - 1)), 'mdy'))
        d.w('   %4d  %s\n' % (u, money_nd(u * fee)))
    implant = None
    if ctx.chance(0.45):
        implant = rng.choice(['Medtronic Azure XT DR MRI pacemaker', 'Abbott Assurity MRI pacemaker', 'Zimmer Persona knee system',
                              'Stryker Gamma3 nail 11 x 180 mm', 'Medtronic Resolute Onyx DES', 'Boston Scientific Watchman FLX'])
        chg = round(rng.uniform(4000, 26000), 2)
        tot += chg
        d.w('   0278  %-25s %-8s  ' % ('Other implants', rng.choice(['C1785', 'C1776', 'C1874', 'C1713'])))
        d.w(ctx.dt(core.add_days(adm, 1), 'mdy'))
        d.w('   %4d  %s\n' % (1, money_nd(chg)))
    d.w('   0001  TOTAL' + ' ' * 44 + money_nd(tot) + '\n')
    d.f('50 Payer {}   58 Insured {}   60 ID {}\n', payer_seg(cov), pname(rng, p, ['LFM', 'LF']), P(cov['mid'], 'HEALTHPLAN'))
    d.f('63 Treatment auth: {}\n', P(core.ref_no(rng), 'IDNUM'))
    d.w('67 Principal dx: %s (POA Y)   Other: %s\n' % (case['icd'], ', '.join(rng.sample(['I10', 'E11.9', 'N18.30', 'E78.5', 'Z79.01', 'F17.210', 'D62', 'E87.1'], 3))))
    d.w('71 PPS code (MS-DRG): %s   GMLOS %s   LOS %d\n' % (case['drg'], case['gmlos'], los))
    d.f('76 Attending NPI {}  {}\n', P(att.extra['npi'], 'LICENSE'), att.nm('LF', 'DOCTOR'))
    if implant:
        d.f('80 Remarks: implant {} SN {}, invoice attached for carve-out\n', implant, P(core.serial(rng), 'DEVICE'))
    else:
        d.f('80 Remarks: {}\n', rng.choice([cat('Late charge bill; orig claim ', P(core.claim_no(rng), 'ACCOUNT')),
                                            cat('Auth verified by ', W.person().nm('first_i', 'DOCTOR'), ' ', ctx.dt(adm, 'md')),
                                            'None', 'Observation hours rolled into IP per 3-day rule']))
    return d


def scrubber(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    d.f('CLAIM SCRUBBER EDIT REPORT - run {} {} by {}\n', ctx.dt(ctx.ref), '%02d:%02d' % (rng.randint(5, 22), rng.randrange(60)),
        P(rng.choice(['batchsvc', 'svc_scrub01', 'rcm_bot', 'edi.admin']), 'USERNAME'))
    prac = W.hospital()
    d.f('Billing entity: {}  TIN {}\n\n', P(prac['name'], 'HOSPITAL'), P(prac['tin'], 'IDNUM'))
    edits = ['NCCI PTP: %s bundles into %s (modifier indicator 1) - append 59/XS if distinct',
             'MUE: %s units exceed MUE of 1 per DOS', 'LCD: dx %s not on covered list for %s',
             'Missing referring provider for %s', 'Age/dx conflict: %s with patient age', 'Modifier RT/LT required for %s',
             'Frequency: %s billed within 12 months of prior service', 'Gender/dx conflict for %s']
    for k in range(rng.randint(2, 5)):
        p = W.patient(ctx.ref, 0, 90)
        cov = coverage(ctx, p)
        dos = ctx.back(1, 20)
        lines, dx = _claim_lines(ctx, rng.choice(SCEN) if ctx.chance(0.4) else None)
        d.f('#{}  {}  DOB {}  Acct {}  {}  DOS {}\n', str(k + 1), pname(rng, p, ['LF', 'LFc', 'LFM']), ctx.dt(p.extra['dob']),
            P(core.acct(rng), 'ACCOUNT'), payer_seg(cov, True), ctx.dt(dos, rng.choice(['md', 'mdy', 'mdY'])))
        d.w('    Lines: ', ', '.join('%s%s' % (c, ('-' + m) if m else '') for c, m, _u, _f, _d in lines),
            '   Dx: ', ', '.join(c[0] for c in dx), '\n')
        e = rng.choice(edits)
        n = e.count('%s')
        args = tuple([lines[-1][0], lines[0][0]][:n]) if n == 2 else (dx[0][0] if 'dx' in e.lower() else lines[0][0],)
        if 'LCD' in e:
            args = (dx[0][0], lines[0][0])
        d.w('    EDIT: ', e % args, '\n')
        if ctx.chance(0.5):
            d.f('    Resolution: {} by {} {}\n', rng.choice(['corrected', 'overridden (documentation supports)', 'sent to coding queue',
                                                           'held for provider query']),
                P(W.username(W.staff('')), 'USERNAME'), ctx.dt(core.add_days(ctx.ref, rng.randint(0, 2)), 'md'))
    d.w('\nSummary: %d claims, %d clean, %d with edits, %d held\n' % (rng.randint(40, 300), rng.randint(30, 250), rng.randint(2, 20), rng.randint(0, 6)))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([ar_log, ar_log, ar_log, cms1500, ub04, scrubber])
    f(ctx)
    return finish(ctx, 0.45)
