"""Genres: restricted antimicrobial approval form, IV-to-oral switch review, TDM advice."""
from core import Note, clock
import clin as CL
import gbase as G


def _wt(r):
    return r.randint(41, 138)


# ------------------------------------------------------------------ restricted approval
def restricted_approval(c):
    r = c.r
    n = Note()
    drug, dose, tags, inds = r.choice(CL.RESTRICTED)
    t0 = r.randint(8 * 60, 18 * 60)
    n.t(r.choice(['RESTRICTED ANTIMICROBIAL APPROVAL REQUEST\n',
                  'Restricted Antimicrobial Authorisation Form\n',
                  'RESERVE ANTIMICROBIAL - APPROVAL RECORD\n',
                  'Antimicrobial Prior Authorization (ASP)\n']))
    n.f('{} Pharmacy Department - Form {} (v{}.{})\n', c.H(), r.choice(['AMS-03', 'RA1', 'PHA-112',
                                                                       'ASP-PA']),
        r.randint(1, 6), r.randint(0, 9))
    n.f('Request no: {}    Date/time: {} {}\n\n', c.idnum('approval'), c.D(c.base), G.hm(t0))
    n.t('SECTION A - PATIENT\n')
    p = c.pt
    if r.random() < 0.5:
        n.f('Surname: {}   Forename: {}\n', (p.last.upper(), 'PATIENT'), (p.first, 'PATIENT'))
    else:
        n.f('Patient name: {}\n', c.P(r.choice(['full', 'LF', 'mid'])))
    n.f('{}: {}   DOB: {}   Age: {}   Sex: {}\n', c.mrn_label, c.M(), c.D(c.dob), c.A('bare'),
        c.sexw())
    n.f('Ward: {}   ', c.W())
    n.add(c.bed())
    sen = c.S('senior')
    n.t('   Consultant: ')
    n.add(c.N(sen, 'dr'))
    n.f(' ({})\n', r.choice(CL.SPECIALTIES))
    n.f('Weight: {} kg   Height: {} cm   CrCl: {} mL/min\n', _wt(r), r.randint(148, 195),
        r.randint(12, 130))
    if c.cc == 'US' and r.random() < 0.8:
        lab, v = c.hp()
        n.f('Insurance: {}   {}: {}   Prior auth required: {}\n', r.choice(
            [c.insurer(), c.insurer(), 'Medicare Part A', 'Medicaid MCO']),
            lab, v, r.choice(['Y', 'N']))
        if r.random() < 0.5:
            lab, v = c.ssn()
            n.f('{} (billing verification): {}\n', lab, v)
    elif r.random() < 0.4:
        lab, v = c.acct()
        n.f('{}: {}\n', lab, v)
    n.t('\nSECTION B - REQUEST\n')
    n.f('Agent requested: {} {}\n', drug, dose)
    n.f('Indication: {}\n', r.choice(inds))
    cands = [o for o in CL.ORGS if o[3] in tags]
    if cands:
        org = r.choice(cands)
        n.f('Relevant micro: {} [{}] {}\n', G.micro_summary(r, org), c.acc(), c.Ds(c.day(-2)))
    else:
        org = ('', '', '', 'none')
        n.f('Relevant micro: C. difficile toxin positive [{}] {}\n', c.acc(), c.Ds(c.day(-1)))
    mt = CL.mic_table(r, org[3])
    if mt and r.random() < 0.6:
        n.t('  Sensitivities: ' + '; '.join('%s %s (MIC %s)' % (a, s, m) for a, m, s in mt[:5]) + '\n')
    d = G.drug_pair(r)
    n.f('Previous antimicrobials (30 d): {} x{} days; {}\n', d[0], r.randint(2, 9),
        r.choice(['nil else', 'ciprofloxacin in community', 'co-amoxiclav x5 days', 'none']))
    n.f('Allergy status: {}\n', r.choice(CL.ALLERGIES))
    n.f('Source control: {}\n', r.choice(['N/A', 'line removed', 'drain in situ',
                                          'awaiting washout', 'not yet achieved']))
    jr = c.S('junior')
    n.t('Requesting prescriber: ')
    n.add(c.N(jr, r.choice(['drfull', 'dr', 'full'])))
    lab, v = c.lic(jr)
    n.f(' ({})  Bleep {}  {}: {}\n', jr.job, c.bleep(), lab, v)
    n.t('\nSECTION C - AMS / MICRO DECISION\n')
    dec = r.choice(['[x] Approved  [ ] Declined  [ ] Approved with changes',
                    '[ ] Approved  [ ] Declined  [x] Approved with changes',
                    '[ ] Approved  [x] Declined  [ ] Approved with changes',
                    '[x] Approved  [ ] Declined  [ ] Approved with changes'])
    n.t(dec + '\n')
    app = c.S(r.choice(['micro', 'id']), key='app')
    n.t('Decision by: ')
    n.add(c.N(app, r.choice(['drfull', 'dr'])))
    n.f(', {} - {} at {}\n', app.job, r.choice(['by phone', 'in person', 'via EHR message',
                                               'on ward round']), G.hm(t0 + r.randint(10, 90)))
    if r.random() < 0.6:
        lab, v = c.lic(app)
        n.f('{}: {}\n', lab, v)
    n.f('Approved duration: {} then review.  Review/stop date: {}\n', r.choice(
        ['48 h', '72 h', '5 days', '7 days', '14 days', 'single dose']), c.D(c.day(r.randint(2, 7))))
    n.f('Conditions: {}\n', r.choice([
        'Switch to ertapenem OD once sensis confirm (OPAT not required).',
        'Linezolid: weekly FBC; avoid SSRIs (serotonin syndrome risk).',
        'Daptomycin: baseline CK, then weekly; hold statin.',
        'Ceftazidime-avibactam in combination with aztreonam for MBL producer.',
        'Renal dose per CrCl; pharmacy to verify each dose.',
        'Declined - use temocillin 2 g IV BD (urine isolate S).',
        'Declined - fidaxomicin not first line; oral vancomycin 125 mg QDS.']))
    n.t('\nSECTION D - PHARMACY\n')
    ph = c.S('pharm')
    n.t('Verified by: ')
    n.add(c.N(ph, r.choice(['full', 'il'])))
    n.f(' ({})  {} {}\n', c.user(ph), c.D(c.base), G.hm(t0 + r.randint(95, 150)))
    if r.random() < 0.75:
        nu = c.S('nurse')
        n.f('First dose released from {} override - user {}, ', r.choice(
            ['Omnicell XT', 'Pyxis MedStation ES', 'automated cabinet', 'Omnicell']), c.user(nu))
        n.f('{} {}\n', r.choice(['fingerprint ID', 'biometric ID', 'biometric template',
                                 'BioID']), c.bio())
        n.t('Administered by: ')
        n.add(c.N(nu, 'full'))
        n.f(', {}\n', nu.job)
    if r.random() < 0.5:
        n.f('Order no: {}\n', c.idnum('order'))
    n.f('\nPrinted {} {} from {} by {}\n', c.D(c.base), G.hm(t0 + r.randint(155, 240)), c.ip(), c.user(ph))
    if r.random() < 0.4:
        n.f('Guidance: {}\n', c.url('formulary/restricted'))
    return n


# ------------------------------------------------------------------ IV to oral switch
def iv_oral_switch(c):
    r = c.r
    n = Note()
    cs = G.case(c)
    day = r.randint(2, 6)
    start = c.day(-day + 1)
    total = max(cs['days'], day + 2)
    end = c.day(total - day)
    n.t(r.choice(['IV TO ORAL SWITCH (IVOS) REVIEW\n', 'IV-to-PO Conversion Assessment\n',
                  'Antimicrobial IV to Oral Switch - 48-72 h Review\n',
                  'IVOST (IV Oral Switch Tool) - Pharmacist Assessment\n']))
    G.demo(n, c, r.randint(0, 4))
    n.f('Ward: {}', c.W())
    if r.random() < 0.6:
        n.t(', ')
        n.add(c.bed())
    sen = c.S('senior')
    n.t('   Consultant: ')
    n.add(c.N(sen, r.choice(['dr', 'drfull'])))
    n.t('\n')
    n.f('Review date: {} {}\n\n', c.D(c.base), clock(r, 8, 17))
    n.f('Current IV therapy: {} {}, started {} (day {})\n', cs['iv'], cs['ivd'], c.D(start), day)
    n.f('Indication: {}\n', cs['dx'])
    if r.random() < 0.6:
        n.f('Micro: {} [{}]\n', G.micro_summary(r, cs['org'], cs['dx']), c.acc())
    n.f('Allergy: {}\n\n', r.choice(CL.ALLERGIES))
    n.t('Switch criteria (' + r.choice(['COMS', 'Start Smart then Focus', 'local IVOS policy',
                                        'ASP protocol 12.3']) + '):\n')
    good = r.random() < 0.72
    cy = 'Y' if good or r.random() < 0.5 else 'N'
    oy = 'Y' if good or r.random() < 0.5 else 'N'
    my = 'Y' if good or r.random() < 0.5 else 'N'
    si = 'none' if good or r.random() < 0.4 else r.choice([
        'S. aureus bacteraemia (needs 14 days IV from first negative BC)', 'endocarditis',
        'meningitis', 'undrained empyema', 'febrile neutropenia'])
    n.f(' C - Clinically improving: {} ({})\n', cy, CL.vitals(r, c.cc == 'US'))
    n.f(' O - Oral route available: {} ({})\n', oy, r.choice(
        ['eating and drinking', 'tolerating diet', 'passed SALT assessment', 'tolerating NG feed'])
        if oy == 'Y' else r.choice(['NBM post-op', 'vomiting x2 overnight', 'high-output stoma']))
    n.f(' M - Markers improving: {} (CRP {}; WCC {} -> {})\n', my,
        G.trend(r) if my == 'Y' else '%d -> %d' % (r.randint(60, 200), r.randint(200, 380)),
        '%.1f' % r.uniform(11, 24), '%.1f' % (r.uniform(5, 11) if my == 'Y' else r.uniform(15, 26)))
    n.f(' S - Specific indication for IV: {}\n', si)
    n.f('Afebrile > 24-48 h: {}.  Haemodynamically stable: {}.  Absorption issues: {}.\n\n',
        'yes' if cy == 'Y' else 'no', r.choice(['yes', 'yes', 'no (on metaraminol)']) if cy == 'N' else 'yes',
        r.choice(['none', 'none', 'ileus resolving']) if oy == 'Y' else 'possible')
    ok = cy == oy == my == 'Y' and si == 'none'
    if ok:
        n.f('Decision: SWITCH to {} {} from {} to complete {} days total (last dose {}).\n',
            cs['po'], cs['pod'], c.D(c.day(1)), total, c.D(end))
        n.t(r.choice(['OPAT not required. ', 'Avoids OPAT referral. ', '', 'No OPAT. ']))
        n.f('Bioavailability {}. {}\n', r.choice(['>90%', 'excellent', 'good (~80%)']),
            r.choice(['Remove cannula once first oral dose given.',
                      'IV cannula to be removed per VIP policy.',
                      'Interaction check: separate from calcium/iron by 2 h.',
                      'Counselled re C. difficile warning signs.']))
    else:
        n.f('Decision: NOT suitable for switch today - {}. Re-review {}.\n', r.choice(
            ['still febrile', 'NBM', 'bacteraemia not cleared', 'markers rising']), c.Ds(c.day(1)))
    n.t('\nCommunicated to: ')
    jr = c.S('junior')
    n.add(c.N(jr, r.choice(['dr', 'drfull', 'full'])))
    n.f(' ({})', jr.job)
    if r.random() < 0.6:
        nu = c.S('nurse')
        n.t(' and ')
        n.add(c.N(nu, 'full'))
        n.f(' ({})', nu.job)
    n.t('.\n')
    if r.random() < 0.3:
        n.f('Social: {}; {}.\n', c.prof(), r.choice(['keen to go home', 'needs to return to work',
                                                      'lives alone', 'wife drives']))
    if r.random() < 0.45:
        rel, fp = c.fam()
        n.f('Patient counselled{}; {} {} present', r.choice(['', ' with leaflet', ' (interpreter used)']),
            rel, c.P(r.choice(['full', 'first']), p=fp, typ='FAMILY'))
        if r.random() < 0.5:
            n.f(' (tel {})', c.ph('mob'))
        n.t('.\n')
    ph = c.S('pharm')
    G.sig(n, c, ph, contact=r.random() < 0.7, lic=r.random() < 0.4)
    if r.random() < 0.35:
        n.f('Entered via EPMA by {} ({})\n', c.user(ph), c.ip())
    return n


# ------------------------------------------------------------------ TDM advice (own genre)
def tdm_advice(c):
    r = c.r
    n = Note()
    kind = r.choice(['vancomycin', 'vancomycin', 'gentamicin', 'amikacin', 'voriconazole',
                     'teicoplanin'])
    n.f('{}\n', r.choice(['ANTIMICROBIAL THERAPEUTIC DRUG MONITORING - PHARMACY ADVICE',
                          'TDM Dosing Advice Note', 'Pharmacokinetic Consult',
                          'Antimicrobial Level Interpretation']) + ' - ' + kind.upper())
    n.f('{} {}   {}\n', c.D(c.base), clock(r, 7, 19), c.H())
    G.demo(n, c, r.randint(0, 3))
    n.f('Location: {}', c.W())
    if r.random() < 0.7:
        n.t(' ')
        n.add(c.bed())
    n.t('\n')
    if r.random() < 0.4:
        lab, v = c.acct()
        n.f('{}: {}\n', lab, v)
    wt = _wt(r)
    scr = r.randint(50, 380)
    crcl = (140 - min(c.age, 120)) * wt / (0.815 * scr) * (0.85 if c.pt.sex == 'F' else 1)
    crcl = max(5, int(round(crcl)))
    us = c.cc == 'US'
    n.f('Weight {} kg (IBW {} kg)  Height {} cm  SCr {} {} (baseline {})\n', wt, r.randint(45, 80),
        r.randint(150, 192), '%.2f' % (scr / 88.4) if us else scr, 'mg/dL' if us else 'umol/L',
        r.choice(['unknown', '%.2f' % (r.randint(50, 110) / 88.4) if us else str(r.randint(50, 110))]))
    n.f('CrCl (Cockcroft-Gault): {} mL/min.  Dialysis: {}\n', crcl,
        r.choice(['no', 'no', 'no', 'HD Mon/Wed/Fri' if crcl < 20 else 'no']))
    n.f('Indication: {}\n\n', r.choice(CL.SOURCES))
    ld = c.day(-r.randint(2, 5))
    if kind == 'vancomycin':
        n.f('Regimen: loading {} mg ({} mg/kg) on {} 20:00; maintenance {} mg q{}h\n',
            r.choice([1500, 1750, 2000, 2250]), r.choice([20, 25]), c.D(ld),
            r.choice([750, 1000, 1250, 1500]), r.choice([8, 12, 12, 24]))
        lvl = '%.1f' % r.uniform(6, 32)
        n.f('Level: trough {} mg/L, taken {} 07:{} (before {} dose) - sample {}\n', lvl,
            c.D(c.base), r.randint(10, 59), r.choice(['4th', '5th', '3rd']), c.acc('C'))
        n.t('Target: trough 15-20 mg/L (or AUC24 400-600 mg.h/L, Bayesian estimate ' +
            str(r.randint(280, 820)) + ')\n')
    elif kind in ('gentamicin', 'amikacin'):
        mgk = r.choice([5, 7]) if kind == 'gentamicin' else 15
        n.f('Regimen: {} {} mg/kg ({} mg) once daily, first dose {} {}\n', kind, mgk,
            min(mgk * wt, 480 if kind == 'gentamicin' else 1500) // 20 * 20, c.D(ld), clock(r))
        n.f('Level: {} mg/L at {} h post dose ({} {}) - sample {}\n', '%.1f' % r.uniform(0.4, 9.5),
            r.randint(6, 14), c.D(c.base), clock(r), c.acc('C'))
        n.t('Interpretation: Hartford nomogram / Urban-Craig, ' + r.choice(
            ['q24h interval', 'q36h interval', 'q48h interval', 'above nomogram - withhold']) + '\n')
    elif kind == 'voriconazole':
        n.f('Regimen: 400 mg PO BD x2 then 200 mg BD from {}\n', c.D(ld))
        n.f('Trough: {} mg/L on {} (day 5) - sample {}\n', '%.1f' % r.uniform(0.3, 7.5), c.D(c.base),
            c.acc('C'))
        n.t('Target 1-5.5 mg/L. CYP2C19 genotype: not known. LFTs: ALT ' + str(r.randint(12, 190)) + '\n')
    else:
        n.f('Regimen: 12 mg/kg q12h x3 doses then daily from {}\n', c.D(ld))
        n.f('Pre-dose level: {} mg/L on {} - sample {}\n', '%.1f' % r.uniform(8, 70), c.D(c.base),
            c.acc('C'))
        n.t('Target >20 mg/L (>30 for S. aureus endocarditis/bone)\n')
    adv = {'vancomycin': [
        'Level within target - continue current dose.',
        'Level high and SCr rising: withhold next dose, repeat level at 24 h, re-dose when < 15 mg/L.',
        'Level low: increase to 1250 mg q12h; recheck trough before 4th new dose.',
        'Change to continuous infusion (target plateau 20-25 mg/L).'],
        'gentamicin': ['Continue q24h; next level after 2nd dose.',
                       'Extend interval to q36h; avoid concurrent furosemide where possible.',
                       'Withhold; repeat level in 24 h. Consider alternative (nephrotoxicity risk).',
                       'Stop after 72 h - switch to oral agent per sensitivities.'],
        'voriconazole': ['Continue current dose; repeat trough in 1 week.',
                         'Reduce to 150 mg BD (level high, visual disturbance reported).',
                         'Increase to 300 mg BD; recheck day 5.'],
        'teicoplanin': ['Continue; weekly pre-dose levels.', 'Increase to 12 mg/kg daily.']}
    adv['amikacin'] = adv['gentamicin']
    n.f('\nAdvice: {}\n', r.choice(adv[kind]))
    n.f('Next level due: {} {}\n', c.D(c.day(r.randint(1, 3))), r.choice(['before 08:00 dose',
                                                                         'at 06:00', '6-14 h post dose',
                                                                         'pre-dose']))
    ph = c.S('pharm')
    jr = c.S('junior')
    n.t('Discussed with ')
    n.add(c.N(jr, r.choice(['dr', 'drfull'])))
    n.f(' ({}) at {}; dose changed on EPMA {}.\n', jr.job, clock(r), r.choice(['yes', 'yes', 'pending']))
    if r.random() < 0.5:
        n.f('TDM request no: {}\n', c.idnum('tdm'))
    G.sig(n, c, ph, contact=True, lic=r.random() < 0.35)
    if r.random() < 0.3:
        n.f('Calculator: {}\n', c.url('tdm/vancomycin-calculator'))
    return n
