"""Genres: spirometry report, inhaler technique review, home oxygen assessment."""
from doc import P
import fmt
import clin
import common
from common import hhmm

SPIROMETERS = ['Vitalograph Alpha', 'EasyOne Air', 'MicroLab Mk8', 'Vitalograph Pneumotrac', 'NDD EasyOne Connect',
               'MIR Spirolab', 'Jaeger MasterScreen']


def spirometry(d, cx, r):
    V = cx.V()
    sp = clin.spiro(r)
    loc = r.random()
    V['loc'] = (lambda: [P(cx.practice, 'HOSPITAL'), ' treatment room']) if loc < 0.4 else \
        (lambda: [P(cx.hosp, 'HOSPITAL'), ' - Respiratory Physiology']) if loc < 0.75 else (lambda: P(cx.chosp, 'HOSPITAL'))
    V['dev'] = lambda: P(fmt.serial(r, 'spiro'), 'DEVICE')
    V['cal'] = lambda: cx.rel(-r.randint(0, 2))
    V['tid'] = lambda: common.idnum(r, 'test')
    op = cx.team['physiol'] if r.random() < 0.6 else cx.team['rns']
    V['op'] = op.full
    V['cert'] = lambda: P('ARTP-%s' % fmt.digits(r, 5) if r.random() < 0.6 else fmt.digits(r, 6), 'LICENSE')
    if r.random() < 0.5:
        d.line(r.choice(['Community Diagnostic Spirometry Service', 'Respiratory Physiology Department',
                         'Pulmonary Function Laboratory', 'Primary Care Spirometry Hub']))
    d.line(r.choice(['SPIROMETRY REPORT', 'Spirometry Report', 'SPIROMETRY (pre/post bronchodilator)',
                     'Pulmonary Function Test - Spirometry']))
    d.add('\n')
    if r.random() < 0.5:
        d.line('Name: {ptcaps}        DOB: {dob}        Age: {age}        Sex: ' + cx.sex, V)
        d.line('{idline}', V)
    else:
        d.line('Patient: {ptfull}  ({agesex})  {idline}', V)
        d.line('Date of birth: {dob}', V)
    if r.random() < 0.5:
        d.line('Address: {addr}', V)
    d.line('Referrer: {gpfull}, {practice}' + r.choice(['', '  Fax {prac_fax}']), V)
    d.line('Test date: {today} ' + hhmm(r) + '    Test ID: {tid}', V)
    d.line('Location: {loc}', V)
    d.line('Operator: {op}' + r.choice([' (ARTP practitioner, cert {cert})', ', ARTP Foundation', ' - cert no. {cert}', '']), V)
    d.line('Equipment: ' + r.choice(SPIROMETERS) + ', serial no. {dev}. Calibration verified {cal} with 3 L syringe (within +/-3%).', V)
    h = r.randint(148, 192)
    wt = r.uniform(44, 118)
    d.line('Height %d cm   Weight %.1f kg   BMI %.1f   Reference set: GLI-2012 (%s)' % (
        h, wt, wt / (h / 100.0) ** 2, r.choice(['Caucasian', 'Other/mixed', 'SE Asian', 'NE Asian', 'Black', 'GLI Global'])))
    d.put(['Smoking: '] + clin.smoking(r, cx))
    d.add('\n')
    d.line('Pre-test: ' + r.choice(['SABA withheld 6 h, LABA/LAMA 24-36 h.', 'Bronchodilators not withheld (diagnostic for monitoring).',
                                    'Took Trelegy this morning - noted.', 'No contraindications (no recent MI, surgery, haemoptysis).']))
    d.add('\n')
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('', 'Pred', 'LLN', 'Pre', '%Pred', 'z-score', 'Post', '%Chg'))
    lln = '%.2f' % (float(sp['pfev1']) * 0.78)
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('FEV1 (L)', sp['pfev1'], lln, sp['fev1'], sp['fev1p'], sp['z'], sp['post'],
                                                 '+' + sp['rev_pct']))
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('FVC (L)', sp['pfvc'], '%.2f' % (float(sp['pfvc']) * 0.8), sp['fvc'], sp['fvcp'],
                                                 '%.2f' % -r.uniform(0, 2.5), '%.2f' % (float(sp['fvc']) + r.uniform(0, 0.3)),
                                                 '+%.1f' % r.uniform(0, 9)))
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('FEV1/FVC', '0.77', '0.66', sp['ratio'], '-', sp['zr'], sp['ratio'], '-'))
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('PEF (L/min)', str(int(sp['pef']) + 140), '-', sp['pef'], '-', '-',
                                                 str(int(sp['pef']) + r.randint(0, 40)), '-'))
    d.line('%-14s %7s %7s %7s %7s %8s %7s %7s' % ('FEF25-75 (L/s)', '2.40', '1.30', sp['fef'], '-', '-', '-', '-'))
    d.add('\n')
    d.line('Quality: FEV1 grade %s, FVC grade %s (ATS/ERS 2019). %d acceptable manoeuvres; repeatable within 150 mL.' % (
        sp['grade'], r.choice(['A', 'B', 'C', 'U']), r.randint(3, 8)))
    d.line('Bronchodilator: %s 400 mcg via spacer, post-BD at 15 min. Change in FEV1 %s mL (%s%%).' % (
        'albuterol' if cx.c == 'US' else 'salbutamol', sp['rev_ml'], sp['rev_pct']))
    if r.random() < 0.5:
        d.line('Estimated lung age %s years (patient education only).' % sp['lungage'])
    if r.random() < 0.4:
        d.line('FeNO %d ppb (NIOX Vero). Blood eos %.1f x10^9/L.' % (r.randint(5, 90), r.uniform(0.05, 0.9)))
    d.add('\n')
    d.line('Interpretation:')
    obstr = float(sp['ratio']) < 0.7
    if obstr:
        d.line('Post-BD FEV1/FVC %s, below LLN - obstructive ventilatory defect. FEV1 %s%% predicted (GOLD %s). ' % (
            sp['ratio'], sp['fev1p'], sp['gold']) + r.choice(['No significant reversibility (<12% and <200 mL).',
                                                             'Reversibility does not exclude COPD; clinical correlation advised.',
                                                             'Consistent with COPD in the context of smoking history.']))
    else:
        d.line('FEV1/FVC within normal limits. ' + r.choice(['Reduced FVC - possible restriction, suggest full PFTs.',
                                                             'Normal spirometry.', 'Significant reversibility (>12% and >200 mL) - supports asthma.']))
    V['rep'] = cx.team['cons'].full if r.random() < 0.6 else cx.team['physiol'].full
    V['repd'] = lambda: cx.rel(r.randint(0, 6))
    d.add('\n')
    d.line(r.choice(['Reported by: {rep}, ', 'Verified: {rep} - ', 'Authorised by {rep} on ']) + '{repd}', V)
    if r.random() < 0.4:
        d.line('Copy: {gpfull} via ' + r.choice(['e-mail {gpem}', 'docman', 'fax {prac_fax}']),
               dict(V, gpem=lambda: P(cx.gp.email, 'EMAIL')))
    if r.random() < 0.2:
        d.line('Results uploaded from workstation {ip} by {u}.', dict(V, ip=lambda: P(fmt.ip_private(r), 'IPADDR'),
                                                                     u=lambda: P(op.user, 'USERNAME')))


def inhaler(d, cx, r):
    V = cx.V()
    role = r.choice(['pharm', 'rns', 'rns', 'cns', 'rrt' if cx.c in ('CA', 'US') else 'pharm'])
    common.header(d, cx, V, r.choice(['Inhaler Technique Review', 'Inhaler technique check', 'Inhaler Review (device + adherence)',
                                      'INHALER TECHNIQUE ASSESSMENT']), role=role, mode=r.choice(['Clinic', 'Home visit', 'Pharmacy']))
    setting = r.choice(['home visit', 'clinic at {practice}', 'consultation room at {pharmacy}', 'video call', 'clinic at {chosp}'])
    d.line('Setting: ' + setting + '. Present: {pt}' + r.choice(['', ' and {sp_rel} {sp}', ' with {ch_rel} {ch}']) + '.', V)
    d.line('Reason: ' + r.choice(['poor control / frequent SABA use', 'post-exacerbation', 'annual review', 'new device started',
                                  'referral from {gp}', 'New Medicine Service follow-up']) + '.', V)
    d.add('\n')
    asthma = r.random() < 0.3
    devs = [clin.maint(r, cx.c, asthma), clin.saba(r, cx.c)]
    if r.random() < 0.4:
        devs.append(clin.maint(r, cx.c, not asthma))
    V['dial'] = lambda: P(fmt.serial(r, 'dial'), 'DEVICE')
    d.line('Devices reviewed:')
    for i, dv in enumerate(devs):
        errs = clin.tech_errors(r, dv, r.randint(0, 3))
        d.line('%d) %s%s' % (i + 1, dv, r.choice(['', ' + ' + r.choice(clin.SPACERS)])))
        if errs:
            d.line('   Errors: ' + '; '.join(errs) + '.')
        else:
            d.line('   Technique correct - all steps observed.')
        dpi = clin.device_kind(dv) == 'dpi'
        flow = r.randint(25, 90) if dpi else r.randint(18, 95)
        if dpi:
            com = ' - adequate for DPI (needs >30).' if flow >= 30 else ' - too low for DPI, consider pMDI + spacer.'
        else:
            com = ' - within 20-60 target.' if 20 <= flow <= 60 else (' - too fast, coached "slow and steady".' if flow > 60 else ' - ok.')
        d.w('   In-Check DIAL' + r.choice([' (asset {dial})', '', ' G16 (asset {dial})']) + ': %d L/min' % flow + com, V)
        d.add('\n')
        if errs:
            d.line('   ' + r.choice(['Corrected with demonstration; teach-back achieved.', 'Needed 3 attempts to get it right.',
                                     'Placebo device used for practice.', 'Could not achieve - consider switch.']))
    d.add('\n')
    nscr = r.randint(3, 12)
    d.line('Adherence: %d of 12 maintenance scripts issued in last year (%d%%). Dose counter %s.' % (
        nscr, int(round(100 * nscr / 12.0)), r.choice(['consistent with use', 'shows under-use', 'not checked', 'at 0'])))
    d.line('Symptoms: ' + clin.scores(r, asthma) + '. SABA use ' + r.choice(['daily', '2-3x/week', 'rarely', '>3 canisters in 12 months']) + '.')
    d.add('\n')
    d.line(r.choice(['Plan:', 'Actions agreed:', 'Outcome:']))
    V['url'] = lambda: P(fmt.url(r, 'video'), 'URL')
    V['rx'] = lambda: common.idnum(r, 'rx')
    V['nms'] = lambda: cx.rel(r.randint(7, 21))
    acts = [
        'Sent video link {url} by text to {mob}.',
        'Switch to ' + clin.maint(r, cx.c, asthma) + ' - {gp} to action (prescription request {rx}).',
        'Continue current device; spacer replaced (wash monthly, air-dry).',
        'Return used inhalers to {pharmacy} for recycling.',
        'NMS follow-up with {pharmacy} on {nms}.',
        'Written instructions given; {sp_rel} {sp_first} to prompt doses.',
        'Recheck technique at next visit {nms}.',
        'Rinse and spit after ICS - oral thrush last month.',
    ]
    for s in r.sample(acts, r.randint(3, 5)):
        d.line('- ' + s, V)
    d.add('\n')
    common.signoff(d, cx, V, role)


def _o2words(c):
    return {
        'UK': ('HOOF', 'IHORM', 'Home Oxygen Consent Form'),
        'IE': ('HSE Home Oxygen Application', 'home oxygen risk assessment', 'consent form'),
        'AU': ('Home Oxygen Program application', 'home safety checklist', 'consent'),
        'NZ': ('oxygen service referral', 'home oxygen safety checklist', 'consent'),
        'CA': ('Home Oxygen Program (HOP) form', 'home safety assessment', 'consent'),
        'US': ('CMS-484 CMN', 'home safety evaluation', 'DME order'),
    }[c]


def oxygen(d, cx, r):
    V = cx.V()
    form, risk, consent = _o2words(cx.c)
    role = r.choice(['rns', 'cns', 'physio', 'rrt' if cx.c in ('CA', 'US') else 'cns'])
    common.header(d, cx, V, r.choice(['Home Oxygen Assessment', 'Home Oxygen Service - Assessment & Review (HOS-AR)',
                                      'LTOT assessment', 'Oxygen assessment - ambulatory', 'Home O2 Review']), role=role,
                  mode=r.choice(['Home visit', 'Clinic', 'Home visit']))
    V['refd'] = lambda: cx.rel(-r.randint(35, 70))
    d.line('Referred by {cons} (resp) ' + r.choice(['on {refd}', '']) + '; referral ref {ref}.', dict(V, ref=lambda: common.idnum(r, 'ref')))
    d.line('Indication: ' + r.choice(['resting SpO2 <=92% on air at two stable visits', 'LTOT assessment - pO2 <7.3 kPa',
                                      'ambulatory O2 - exertional desaturation', 'palliative breathlessness', 'review of existing LTOT']) + '.')
    d.add('\n')
    a1 = fmt.add_days(cx.today, -r.randint(22, 30))
    a2 = fmt.add_days(cx.today, -r.randint(0, 3))
    V['a1'] = lambda: cx.D(a1)
    V['a2'] = lambda: cx.D(a2)
    po2 = r.uniform(6.3, 7.9)
    d.line('Blood gases (stable, >5/52 post exacerbation):')
    d.line('  {a1} on air: pH %.2f  pO2 %.1f kPa  pCO2 %.1f kPa  HCO3 %d  SpO2 %d%%' % (
        r.uniform(7.36, 7.44), po2, r.uniform(4.8, 7.2), r.randint(23, 33), r.randint(84, 91)), V)
    d.line('  {a2} on air: pH %.2f  pO2 %.1f kPa  pCO2 %.1f kPa' % (r.uniform(7.36, 7.44), po2 + r.uniform(-0.4, 0.4),
                                                                   r.uniform(4.8, 7.2)), V)
    d.line('  {a2} on %d L/min NC (30 min): pO2 %.1f kPa, pCO2 %.1f kPa - no significant rise in CO2.' % (
        r.randint(1, 3), r.uniform(8.1, 9.5), r.uniform(4.9, 7.4)), V)
    if cx.c == 'US':
        d.line('Qualifying SpO2 %d%% on room air at rest, {a2} (Medicare criteria <=88%%).' % r.randint(83, 88), V)
    d.line('Walk test: ISWT %d m, SpO2 nadir %d%% on air, %d%% on %d L/min ambulatory; Borg %d/10.' % (
        r.randint(60, 300), r.randint(78, 87), r.randint(88, 93), r.randint(2, 4), r.randint(3, 8)))
    d.add('\n')
    d.line(r.choice(['Safety (' + risk + '):', 'Risk assessment:', 'Fire safety / ' + risk + ':']))
    rs = [
        '{pt} ' + r.choice(['never smoked', 'stopped smoking {qy}', 'still smoking 5/day - declined cessation, O2 not issued pending review']) + '.',
        '{sp_rel} {sp} ' + r.choice(['smokes outdoors only', 'is a non-smoker', 'vapes in the kitchen - advised']) + '.',
        'Gas fire in lounge; smoke alarms ' + r.choice(['fitted and tested', 'not working - replaced']) + '.',
        'Referral to the local Fire and Rescue Service for home fire safety check (ref {fire}).',
        'Paraffin-based emollient in use - advised re fire risk. ' + consent + ' signed.',
        'Trip hazards - 15 m tubing, pet dog. ' + risk[0].upper() + risk[1:] + ' completed.',
        'Assessed against ' + r.choice(['BTS home oxygen guideline', 'local policy', 'supplier checklist']) + '; no candles, no open flames.',
    ]
    V['qy'] = lambda: P(str(r.randint(cx.today.year - 25, cx.today.year - 1)), 'DATE')
    V['fire'] = lambda: common.idnum(r, 'inc')
    for s in r.sample(rs, r.randint(3, 5)):
        d.line('- ' + s, V)
    d.add('\n')
    d.line('Prescription / order:')
    V['order'] = lambda: common.idnum(r, 'order')
    V['conc'] = lambda: P(fmt.serial(r, 'conc'), 'DEVICE')
    V['sup_tel'] = lambda: P(fmt.phone(r, cx.c), 'PHONE')
    V['sup_fax'] = lambda: P(fmt.phone(r, cx.c), 'FAX')
    V['od'] = lambda: cx.rel(r.randint(0, 3))
    d.line('  ' + form + ' sent to {supplier} {od}, order no. {order}.', V)
    d.line('  LTOT %d L/min via nasal cannula, minimum %d h/day incl. overnight. ' % (r.randint(1, 3), r.choice([15, 16, 18, 24])) +
           r.choice(['Ambulatory: lightweight cylinders x4/week.', 'No ambulatory O2 (no benefit shown).', 'Portable concentrator trial.']))
    if r.random() < 0.75:
        d.line('  Concentrator installed ' + r.choice(['{od}', 'today']) + ', serial {conc}' + r.choice(['', '; backup cylinder in hall']) + '.', V)
    d.line('  Supplier contact: {sup_tel}' + r.choice(['', ', fax {sup_fax}', ' (24 h helpline)']) + '.', V)
    if cx.c == 'US':
        d.line('  Ordering physician: {cons_full}, NPI {npi}.', dict(V, npi=lambda: P(cx.team['cons'].lic, 'LICENSE')))
    d.add('\n')
    extra = []
    if r.random() < 0.5:
        extra.append('Transport: ' + r.choice(['drives own car', '{sp_rel} drives', 'uses community transport and own car']) +
                     ', reg {plate}; cylinders to be secured, car ventilated; insurer informed.')
    if r.random() < 0.45:
        extra.append('Travel: planning trip to {dest} in {tm} - fitness to fly discussed, hypoxic challenge test requested at {hosp}.')
    if r.random() < 0.3:
        extra.append('Delivery address differs from home: {ch_rel} {ch}, {daddr}.')
    if r.random() < 0.35:
        extra.append('Remote oximetry app enrolled - login {uname}; readings shared via {url}.')
    V['dest'] = lambda: common.place_of_origin(r)
    V['tm'] = lambda: cx.D(fmt.add_days(cx.today, r.randint(40, 150)), r.choice(['month', 'month_y', 'mon_y']))
    V['daddr'] = lambda: [P(cx._street(), 'STREET'), ', ', P(cx.town, 'CITY')]
    V['uname'] = lambda: P(fmt.asciify(cx.first)[:1] + fmt.asciify(cx.last).replace('-', '')[:8] + fmt.digits(r, 2), 'USERNAME')
    V['url'] = lambda: P(fmt.url(r, 'o2'), 'URL')
    for s in extra:
        d.line(s, V)
    if extra:
        d.add('\n')
    V['rv'] = lambda: cx.rel(r.randint(21, 100))
    d.line('Plan: review on O2 (ABG) {rv}; ' + r.choice(['copy to {gp}', '{gpword} informed', 'supplier to confirm install']) + '.', V)
    common.signoff(d, cx, V, role)
    if r.random() < 0.5:
        common.team_contacts(d, cx, V)
