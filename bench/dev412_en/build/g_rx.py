"""Genres: HPN prescription and compounding record, nutrition blood monitoring log."""
import clin
import ids
from blocks import demo, gp_term, id_line, lic_label
from case import D, addr_items, extra_person
from ids import add_days
from note import P

AMINO = ('Vamin 14 (electrolyte free)', 'Aminoven 10%', 'Synthamin 17', 'Travasol 10%', 'Clinisol 15%', 'Prosol 20%')


def hpn_rx(rng, c, n):
    pt, cons, ph, tech = c.pt, c.staff['cons'], c.staff['pharm'], c.staff['tech']
    g = c.reg
    day = c.base
    us = c.cc == 'US'
    n.w(rng.choice(('HOME PARENTERAL NUTRITION PRESCRIPTION & COMPOUNDING RECORD',
                    'HPN Prescription / Aseptic Compounding Worksheet', 'Home PN Order - Compounding Record')), '\n')
    n.w('Prescribing centre: ', P('HOSPITAL', c.hosp), '\nHomecare provider: ', P('ORGANIZATION', c.homecare),
        '\nCompounding unit: ', P('HOSPITAL', c.aseptic), '\n\n')
    ver = rng.randrange(2, 15)
    n.w('Rx No: ', P('IDNUM', ids.idnum(rng, 'RX')), '   Version: %d   Supersedes version %d dated ' % (ver, ver - 1),
        D(c, add_days(day, -rng.randrange(28, 180))), '\n')
    n.w('Valid from ', D(c, day), ' to ', D(c, add_days(day, rng.choice((84, 91, 182)))), '\n\n')
    demo(n, c, rng, addr=rng.random() < 0.6, contact=False)
    if us:
        n.w('Payer: ', P('ORGANIZATION', c.plan[2]), '  ID ', P('HEALTHPLAN', c.plan[1]), '  Grp ', P('HEALTHPLAN', c.group))
        if rng.random() < 0.5:
            n.w('  SSN ', P('SSN', c.ssn[1]))
        n.w('\n')
    n.w('Dosing weight: %.1f kg   Height: %d cm\n' % (c.wt, c.ht))
    n.w('Allergies: ', rng.choice(('NKDA', 'penicillin (rash)', 'chlorhexidine (contact dermatitis) - use povidone-iodine',
                                   'egg - lipid reviewed, tolerated', 'soya/peanut - NOT for SMOFlipid', 'latex')), '\n')
    n.w('Access: ', c.line, '   Lock: ', c.lock, '\n')
    n.w('Pump: ', c.pump, '  SN ', P('DEVICE', ids.serial(rng)), '\n\n')
    n.w('REGIMEN A - PN (%d nights/week)\n' % g['nights'])
    n.w('%-34s %s\n' % ('Component', 'Per bag'))
    rows = [('Amino acids: ' + rng.choice(AMINO), '%.1f g N' % g['nitrogen']),
            ('Glucose 50%', '%d g' % g['glucose']),
            ('Lipid: ' + g['lipid'], '%d mL (%d nights)' % (g['lipid_ml'], g['lipid_n'])),
            ('Sodium (chloride/acetate)', '%d mmol' % g['na']),
            ('Potassium', '%d mmol' % g['k']),
            ('Magnesium sulphate', '%d mmol' % g['mg']),
            ('Calcium gluconate', '%s mmol' % g['ca']),
            ('Phosphate (Glycophos)', '%d mmol' % g['po4']),
            ('Zinc', '%d micromol' % g['zn']),
            ('Selenium', '%d micrograms' % g['se']),
            ('Vitamins', g['vit']),
            ('Trace elements', g['trace']),
            ('Water for injection', 'to %d mL' % g['vol'])]
    for a, b in rows:
        n.w('%-34s %s\n' % (a, b))
    n.w('Total volume %d mL; approx %d kcal; osmolarity %d mOsm/L\n' % (g['vol'], g['kcal'], rng.randrange(900, 1600)))
    n.w('Infuse over %d h: ramp up 1 h at %d mL/h, then %d mL/h, ramp down 30 min.\n' % (g['hours'], g['rate'] // 2, g['rate']))
    if g['saline']:
        n.w('\nREGIMEN B - fluids (%d nights/week)\n0.9%% sodium chloride %d mL + magnesium sulphate 4 mmol over 4 h\n'
            % (7 - g['nights'] if g['nights'] < 7 else 1, g['saline']))
    n.w('\nPrescriber: ', cons.n(rng.choice(('dr', 'full'))), '  ', lic_label(c, 'doc'), ' ', P('LICENSE', cons.lic))
    if us and rng.random() < 0.7:
        n.w('  DEA ', P('LICENSE', ids.licence(rng, 'US', 'dea')))
    n.w('\nSigned ', D(c, add_days(day, -rng.randrange(1, 5))), '  Tel ', P('PHONE', cons.tel), '\n')
    n.w('Clinical check: ', ph.n(rng.choice(('full', 'flast'))), ' (pharmacist) ', lic_label(c, 'pharm'), ' ',
        P('LICENSE', ph.lic), '  ', D(c, add_days(day, -rng.randrange(0, 2))), '\n')
    n.w('Stability: checked vs manufacturer stability matrix (', rng.choice(('SM-14', 'v3.2', 'rev. 2021')),
        ') - within limits\n')
    n.w('\n--- COMPOUNDING RECORD ---\n')
    for i in range(rng.randrange(1, 3)):
        comp = add_days(day, i * 7 + rng.randrange(0, 3))
        n.w('Worksheet ', P('IDNUM', ids.idnum(rng, 'WS')), '   Batch ', P('IDNUM', ids.idnum(rng, 'B')),
            '   Bags: %d\n' % rng.choice((5, 6, 7, 14)))
        n.w('Compounded ', D(c, comp), ' ', '%02d:%02d' % (rng.randrange(7, 16), rng.randrange(60)),
            '   Expiry ', D(c, add_days(comp, rng.choice((14, 21, 28, 30)))), ' (store 2-8 C)\n')
        bk = rng.choice(('fp', 'palm'))
        n.w('Operator: ', tech.n(rng.choice(('full', 'flast'))), '  cleanroom ', 'fingerprint' if bk == 'fp' else 'palm-vein',
            ' ID ', P('BIOID', ids.bioid(rng, bk)), '\n')
        if rng.random() < 0.6:
            other = extra_person(rng, c)
            n.w('Second check: ', other.n('full'), ' (', P('DOCTOR', other.initials(False)), ')\n')
        n.w('Gravimetric check: ', rng.choice(('PASS', 'PASS', 'PASS (within 5%)')), '  Visual inspection: clear, no particulate\n')
    n.w('Released by: ', ph.n('full'), '\n')
    n.w('System log: user ', P('USERNAME', tech.user), ' at workstation ', P('IPADDR', ids.ipaddr(rng)),
        ', label printed ', '%02d:%02d' % (rng.randrange(8, 18), rng.randrange(60)), '\n')
    n.w('\n--- DISPATCH ---\n')
    n.w('Order ', P('IDNUM', ids.idnum(rng, 'ORD')), '  for delivery ', D(c, add_days(day, rng.randrange(2, 6))),
        ' to: ', addr_items(c.cc, c.addr), '\n')
    if rng.random() < 0.4:
        n.w('Deliver to neighbour ', c.family[-1].n('full'), ' if no answer (consent on file)\n')
    n.w('Queries: ', P('ORGANIZATION', c.homecare), ' pharmacy ', P('PHONE', c.hc_tel))
    if rng.random() < 0.5:
        n.w(' / fax ', P('FAX', ids.phone(rng, c.cc, c.area)))
    n.w('\n')


def bloods_log(rng, c, n):
    pt = c.pt
    st = c.staff
    n.w(rng.choice(('HPN MONITORING BLOODS - RESULTS LOG', 'Nutrition Blood Monitoring Record',
                    'Home PN - Biochemistry Monitoring Log')), '\n')
    n.w(P('HOSPITAL', c.hosp), ' - Nutrition Support Team\n\n')
    n.w('Patient: ', pt.n(rng.choice(('LF', 'full'))), '   DOB: ', D(c, c.dob), '\n')
    id_line(n, c, rng)
    n.w('Sampling: ', rng.choice(('homecare nurse at connection', 'office nurse at ' if c.cc == 'US' else 'practice nurse at ',
                                  'phlebotomy, IF clinic',
                                  'self-sampled from line at ')))
    last = n.parts[-1]
    if last.endswith('at '):
        if 'nurse' in last:
            n.w(P('HOSPITAL', c.practice))
        else:
            n.w('home (', P('CITY', c.addr['city']), ')')
    n.w('\nFrequency: ', rng.choice(('weekly until stable, then monthly', 'monthly', '2-weekly', '3-monthly (stable)')),
        '\nRequested by: ', st['cons'].n('dr'), '   Results to: ', st['cns'].n('full'), '\n\n')
    rows = rng.randrange(5, 10)
    step = rng.choice((7, 14, 28, 30))
    start = add_days(c.base, -step * rows)
    cols = ('Na', 'K', 'Urea', 'Creat', 'Mg', 'PO4', 'ALP', 'ALT', 'Bili', 'Alb', 'CRP', 'Glu')
    sty = rng.choice(('num', 'num2', 'dash2', 'iso'))
    n.w('Date'.ljust(11), ' ' + ' '.join(x.rjust(5) for x in cols), '  Specimen      Init\n')
    notes = []
    for r in range(rows):
        d = add_days(start, r * step + rng.randrange(0, 3))
        v = clin.labs(rng)
        ds = ids.fmt_date(d, c.cc, sty)
        n.w(P('DATE', ds), ' ' * (11 - len(ds)), ' ' + ' '.join(str(v[x]).rjust(5) for x in cols), '  ')
        n.w(P('IDNUM', ids.idnum(rng, rng.choice(('S', 'CH', 'Q')))), '  ')
        who = st[rng.choice(('cns', 'cns', 'reg', 'pharm'))]
        n.w(P('DOCTOR', who.initials(False)), '\n')
        if v['Mg'] < 0.6:
            notes.append((d, 'Mg %.2f - MgSO4 increased by 2 mmol/bag' % v['Mg'], who))
        if v['K'] < 3.3:
            notes.append((d, 'K %.1f - KCl +10 mmol/bag; repeat in 1 week' % v['K'], who))
        if v['CRP'] > 100:
            notes.append((d, 'CRP %d - patient phoned, no fever; line cultures taken' % v['CRP'], who))
        if v['Glu'] > 10:
            notes.append((d, 'Glucose %.1f (sample taken during infusion?) - recheck off PN' % v['Glu'], who))
    n.w('\nUnits: mmol/L except Creat (umol/L), ALP/ALT (U/L), Bili (umol/L), Alb (g/L), CRP (mg/L)\n')
    n.w('\nComments / actions\n')
    if not notes:
        notes.append((c.base, 'All within acceptable range; no change to PN', st['cns']))
    for d, t, who in notes[:5]:
        n.w(D(c, d, 'num'), ': ', t, ' (', who.n(rng.choice(('flast', 'inits'))), ')\n')
    n.w('\nMicronutrients (6-monthly), sampled ', D(c, add_days(c.base, -rng.randrange(5, 60))), ':\n')
    m = clin.micro(rng)
    for k in sorted(m):
        n.w('  %-12s %s\n' % (k, m[k]))
    n.w('Note: interpret selenium/zinc with CRP (acute phase).\n')
    if rng.random() < 0.5:
        n.w('\nResults feed: lab interface from ', P('IPADDR', ids.ipaddr(rng)), ' (', rng.choice(('TelePath', 'WinPath', 'LIMS v8')),
            ') last import ', D(c, c.base, 'iso'), ' 06:15\n')
    n.w('\nReviewed by: ', st['cns'].n('full'), ', ', st['cns'].role, ' on ', D(c, add_days(c.base, 1)))
    if rng.random() < 0.6:
        n.w(' (login ', P('USERNAME', st['cns'].user), ')')
    n.w('\nCopy to ', gp_term(c), ': ', c.gp.n('dr'), ', ', P('HOSPITAL', c.practice))
    if rng.random() < 0.5:
        n.w(', fax ', P('FAX', c.p_fax))
    n.w('\n')
